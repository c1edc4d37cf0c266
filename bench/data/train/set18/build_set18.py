#!/usr/bin/env python3
"""Build set18: a blind Chinese retrieval training set (memory-eval/v1, track R).

WHAT WAS READ (blind build)
  Exactly two files were opened while writing this script:
    1. /work/shared/eval/FORMAT.md                        (the memory-eval/v1 format)
    2. /work/main/bench/data/train/background_train.json  (pool of 942 everyday
       background statements, format "yitu-background-train/v1", fields text/topic)
  No other file or directory under /work was opened, listed, grepped or stat-ed;
  no engine code, tests, docs, other data sets, evaluator or git history.
  The pool is loaded at build time from ../background_train.json (relative to
  this script); none of its text is copied in here.

THEME
  City weekends and short breaks for office workers, couples and friend groups:
  concerts, livehouses, exhibitions, food hunting, citywalk, escape rooms,
  script-murder games, with heavy internet slang (特种兵, i人/e人, J人/P人,
  松弛感, 显眼包, 搭子, 出片, 避雷, DDL, OOTD, xdm ...).

REFERENCE TIME
  REF = 2026-05-20T12:00:00+08:00.
  Core memories: created_at seeded inside the year before REF (events inside the
  last ~75 days). Background: created_at seeded over a per-account span of
  365-730 days before REF. Every probe is asked at or after REF, so its `at` is
  after every memory it uses.

ACCOUNTS (12 accounts, 11 user_ids)
  key user_id          tenant        persona                                         core  probes (para/task/direct/abst/expiry)
  01  u_zhouyiming     default       周一鸣 29 男 上海 后端程序员, i人, 和女友小葵同居      12    4/3/1/1/1
  02  u_chenduoduo     default       陈朵朵 26 女 广州 新媒体运营, e人显眼包 特种兵        13    4/3/1/1/1
  03  u_linxiaowen     t_citybreak_a 林晓雯 31 女 杭州 审计, J人, 已婚 (twin A)           12    4/3/1/1/1
  04  u_linxiaowen     t_citybreak_b 林小雯 27 女 成都 原画师, P人, 闺蜜搭子 (twin B)     12    4/3/1/1/1
  05  u_wangxiulan     default       王秀兰 62 女 南京 退休语文老师, 银发citywalk         13    4/3/1/1/1
  06  u_zhaolei        default       赵磊 36 男 北京 车企产品经理, 老婆+6岁儿子            12    4/3/1/1/1
  07  u_liusiqi        default       刘思琪 30 女 西安 ICU护士 三班倒, 搭子群群主          12    5/2/1/2/0
  08  u_sunhao         default       孙浩 32 男 深圳 硬件工程师, 减脂 探店号               12    5/2/1/2/0
  09  u_wujiayi        default       吴佳怡 24 女 武汉 研三+实习, 学生党穷游               12    5/2/1/2/0
  10  u_zhengkai       default       郑凯 33 男 重庆 外企销售, 痛风, 松弛感                12    5/2/1/2/0
  11  u_huangmengyao   default       黄梦瑶 27 女 厦门 自由插画师, 素食 密室车队           12    5/2/1/2/0
  12  u_maxiao         default       马骁 35 男 天津 银行客户经理, 丁克 骑行               12    5/2/1/2/0
  Totals: 146 core memories; 120 probes = 54 para, 30 task, 12 direct,
  18 abst, 6 expiry. Background: 100-180 sampled statements per account,
  1812 in total (01:162 02:123 03:166 04:167 05:171 06:154 07:132 08:137
  09:158 10:176 11:163 12:103); the build prints these figures.

CONVENTIONS
  * Memory ids m01..m13 (core) and b001.. (background) are local to an account.
    Core memories are third person ("用户……"), type fact/preference/event,
    importance set by hand (hard constraints 0.8-1.0, trivia 0.3-0.5).
    Background importance is seeded in 0.3-0.6.
  * Probe ids p<acct>_<kind>_<n>, kind in para/task/direct/abst/expiry.
    para   = colloquial/dialect/slang paraphrase of exactly one fact, few
             shared characters; relevant = that fact.
    task   = planning request; relevant = every core memory a careful human
             planner needs for exactly that request (scoped budgets and
             schedules keep these sets tight), and nothing else.
    direct = the user asks about his/her own stored fact.
    abst   = relevant [] (general knowledge, small talk, topics never
             mentioned, including questions that share topic words with a
             stored fact or ask general knowledge about the user's own
             condition/hobby: nothing should be injected).
    expiry = asked after a dated plan ended; that plan's distinctive keywords
             are in `forbid`; relevant = still-valid constraints for the new
             request.
  * Dated plans are type event with dates in the text; some carry explicit
    valid_until, others rely on inference from the text (端午, 国庆, 中秋,
    "2026年6月13日"). Durable facts with time words that must NOT expire:
    "今年62岁", "2019年做过…手术", "每年冬天…", "每年春天…", "去年打球伤了…",
    "每个月最后一个周六…", "每月15号和30号…".
  * Twins (03/04) share user_id u_linxiaowen in tenants t_citybreak_a/_b with
    confusable names 林晓雯/林小雯; every probe of one twin forbids the other
    twin's name, city, allergen and key constraint.
  * Background hygiene per account (deterministic rules below): drop topics
    that would state constraints of the same kinds as the core facts (diet,
    health, sleep, pets, school kids, drinks, music), statements with
    recurring schedule or holiday words, theme words (shows, exhibitions,
    escape rooms, alcohol, spicy food, restaurants, sport ...), statements
    that contradict the persona (gender, partner, kids, job, age, home,
    allergies, phobias), statements naming a place from the account's facts
    or probes, and statements containing any forbid keyword of the account.
    Sampling is seeded per account; created_at sorted so b001 is oldest.
  * Determinism: only random.Random(<string seed>) is used; no clock.
    `python3 build_set18.py` writes zh_retrieval_set18.json next to this
    script; `python3 build_set18.py --check` rebuilds in memory and exits
    non-zero unless the file on disk is byte-identical.
"""

import datetime as _dt
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
BG_PATH = os.path.join(HERE, "..", "background_train.json")
OUT_PATH = os.path.join(HERE, "zh_retrieval_set18.json")

TZ = _dt.timezone(_dt.timedelta(hours=8))
REF = _dt.datetime(2026, 5, 20, 12, 0, tzinfo=TZ)


def ts(s):
    """'2026-06-03 20:15' -> ISO string with +08:00."""
    d = _dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.isoformat()


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


TWIN_A_KEYS = [["林晓雯"], ["杭州"], ["花生"], ["恐高"]]
TWIN_B_KEYS = [["林小雯"], ["成都"], ["猕猴桃"], ["半月板"]]

# ---------------------------------------------------------------------------
# Accounts. mem: (type, importance, content[, opts]) ; opts may hold
# valid_until (written out) and ends (date the plan is over; used only for
# the consistency checks below). probes: (kind, at, query, relevant[, forbid]).
# ---------------------------------------------------------------------------
ACCOUNTS = [
    dict(
        key="01", user_id="u_zhouyiming", tenant_id="default",
        sex="M", partner="gf", kids=False,
        places=["上海", "杨浦", "杭州", "西湖"],
        block=["芒果", "美式", "香菜", "房贷", "房子买了", "装修", "业主", "业委会", "人少"],
        drop_topics=[],
        mem=[
            ("fact", 0.6, "用户叫周一鸣，29岁，在上海杨浦区和女朋友合租，是一家互联网公司的后端程序员。"),
            ("fact", 0.5, "用户的女朋友叫小葵，在幼儿园当老师，周末基本都和他一起出门。"),
            ("preference", 0.8, "用户的女朋友小葵一点香菜都不吃，点菜时得备注去香菜。"),
            ("fact", 1.0, "用户对芒果严重过敏，吃一口嘴唇就肿，芒果味的饮料和甜品也不能碰。"),
            ("fact", 0.9, "用户有幽闭恐惧，密室逃脱、地下洞穴这类又窄又黑的封闭空间坚决不进。"),
            ("preference", 0.7, "用户自称资深i人，看展看演出都挑人少的小众展和小剧场，排长队的网红大展一概不去。"),
            ("preference", 0.8, "用户和女朋友出去吃饭，人均一般控制在150元以内。"),
            ("fact", 0.9, "用户每周六上午10点到12点要轮值线上oncall，这两个小时必须守着电脑和网络。"),
            ("preference", 0.4, "用户爱拍胶片，出门常背一台老胶片机扫街。"),
            ("event", 0.8, "用户和女朋友抢到了2026年7月11日晚上在上海体育场的演唱会看台票，是小葵追了多年的歌手。",
             {"valid_until": "2026-07-11T23:59:00+08:00", "ends": "2026-07-11"}),
            ("fact", 0.8, "用户晕车很厉害，坐大巴或走山路必吐，出城只坐高铁或地铁。"),
            ("preference", 0.4, "用户只喝手冲咖啡，嫌连锁店的美式太苦。"),
        ],
        probes=[
            ("para", "2026-05-24 20:10", "杨枝甘露那一挂热带黄果子做的东西我是真沾不得，沾完直接变香肠嘴，xdm帮我避个雷", ["m04"]),
            ("para", "2026-05-27 12:40", "朋友拉我去那种锁门解谜的屋子，我一想到伸手不见五指的小隔间就心慌到喘不过气，i人真的会谢", ["m05"]),
            ("para", "2026-06-02 09:05", "礼拜六早上那俩钟头我得守着告警，笔记本离不了身，别给我排别的", ["m08"]),
            ("para", "2026-06-08 22:30", "我这人搭长途客运颠一阵胃里就翻腾，远门还是动车最稳", ["m11"]),
            ("direct", "2026-06-10 19:20", "我之前跟你提过我女朋友是干哪行的吗？", ["m02"]),
            ("task", "2026-06-03 18:00", "这周六晚上想跟女朋友找家馆子吃顿好的，帮我挑挑", ["m03", "m04", "m07"]),
            ("task", "2026-07-01 21:15", "演唱会那天白天想先在场馆附近看个展再进场，帮我排下时间", ["m06", "m08", "m10"]),
            ("task", "2026-08-03 13:30", "下个月想和女朋友周末去趟杭州，帮我看看怎么过去、周六几点出发合适", ["m01", "m08", "m11"]),
            ("expiry", "2026-07-20 20:45", "周末又想带女朋友去看场演出，散场再顺便吃个宵夜，帮我参谋参谋",
             ["m03", "m04", "m06", "m07"], [["上海体育场"], ["演唱会"], ["7月11日"]]),
            ("abst", "2026-06-15 11:00", "芒果和杧果到底哪个写法才规范？", []),
        ],
    ),
    dict(
        key="02", user_id="u_chenduoduo", tenant_id="default",
        sex="F", partner="none", kids=False,
        places=["广州", "天河", "长沙", "广东"],
        block=["虾", "蟹", "海鲜", "水上", "朋友圈", "不太擅长跟陌生人", "镜头"],
        drop_topics=[],
        mem=[
            ("fact", 0.6, "用户叫陈朵朵，26岁，住在广州天河，在一家美妆品牌做新媒体运营。"),
            ("fact", 0.5, "用户和三个大学室友组了个干饭搭子群，周末常一起出去暴走打卡。"),
            ("fact", 1.0, "用户对虾、蟹等甲壳类海鲜过敏，吃了会全身起风团，严重时喉咙发紧。"),
            ("preference", 0.6, "用户无辣不欢，越辣越上头，清汤寡水的菜她吃不下去。"),
            ("preference", 0.7, "用户是特种兵式出游的忠实玩家，一天能冲七八个点，早起暴走都不怕累。"),
            ("fact", 0.8, "用户坐飞机起降时耳压难受到想哭，短途出行能坐高铁就绝不坐飞机。"),
            ("fact", 0.9, "用户每周日晚上8点要在公司直播间值班带播，周日晚上必须人在广州。"),
            ("preference", 0.7, "用户出门住宿每晚不超过300元，省下的钱都要花在吃上。"),
            ("preference", 0.4, "用户是个显眼包，出门爱穿汉服或者夸张的OOTD拍照，朋友圈必发九宫格。"),
            ("fact", 0.9, "用户的室友阿May是回族，不吃猪肉，一起吃饭要找清真或者没有猪肉的店。"),
            ("event", 0.8, "用户和室友们定好2026年端午假期去长沙特种兵三天，去程高铁票已经买好，回程还没定。",
             {"ends": "2026-06-21"}),
            ("event", 0.7, "用户报名了2026年8月15日在广州举办的漫展，要出cos。",
             {"valid_until": "2026-08-15T23:59:00+08:00", "ends": "2026-08-15"}),
            ("fact", 0.8, "用户不会游泳也怕水，漂流、浮潜这类项目一律不参加。"),
        ],
        probes=[
            ("para", "2026-05-22 21:00", "那些带硬壳、横着爬或者弓着背的水里小东西，我一口下去浑身起大包", ["m03"]),
            ("para", "2026-05-25 08:30", "本人体力怪，从天蒙蒙亮刷到天黑透，主打一个二十四小时当七十二小时使", ["m05"]),
            ("para", "2026-05-29 17:45", "礼拜天入夜那场我得上镜带货，雷打不动，别让我卡在外地回不来", ["m07"]),
            ("para", "2026-06-03 23:10", "睡觉的地儿随便对付，干净就行，大钱要留给嘴巴", ["m08"]),
            ("direct", "2026-06-06 15:20", "我上次说我哪个室友吃饭有忌口来着？", ["m10"]),
            ("task", "2026-06-01 20:00", "端午去长沙那几天，帮我们四个挑几家必吃的店", ["m03", "m04", "m10", "m11"]),
            ("task", "2026-06-05 12:15", "端午从长沙回广州的高铁，帮我看看买几点的合适", ["m07", "m11"]),
            ("task", "2026-07-10 19:40", "8月漫展那天想早点到场出片，中午再约室友们一起吃个饭，帮我安排下", ["m03", "m04", "m10", "m12"]),
            ("expiry", "2026-06-28 21:30", "七月想跟室友们找个周末再出去浪两天，先帮我把住宿和回程定下来",
             ["m06", "m07", "m08"], [["长沙"], ["端午"]]),
            ("abst", "2026-07-02 10:10", "螃蟹为什么总是横着走？", []),
        ],
    ),
    dict(
        key="03", user_id="u_linxiaowen", tenant_id="t_citybreak_a",
        sex="F", partner="husband", kids=False,
        places=["杭州", "滨江", "苏州", "扬州", "西湖"],
        block=["花生", "坚果", "高跟", "做财务", "只会做番茄炒蛋"],
        drop_topics=[],
        twin_forbid=TWIN_B_KEYS,
        mem=[
            ("fact", 0.6, "用户叫林晓雯，31岁，住在杭州滨江，在一家会计师事务所做审计。"),
            ("fact", 0.5, "用户和老公阿杰结婚两年，还没要孩子，周末爱一起探店。"),
            ("fact", 1.0, "用户对花生严重过敏，花生酱、花生油做的菜都会引发过敏，包里常备抗过敏药。"),
            ("fact", 0.9, "用户恐高，玻璃栈道、高空观景台、摩天轮都不敢上，站在高处腿就软。"),
            ("fact", 0.8, "用户每个月最后一个周六都要回所里加班对账，那天出不了门。"),
            ("preference", 0.6, "用户是J人，出门前必须做好精确到小时的攻略表，最怕临时变卦。"),
            ("preference", 0.7, "用户的老公阿杰是肉食动物，顿顿要有肉，纯素餐厅他坚决不去。"),
            ("preference", 0.5, "用户爱逛博物馆和美术馆，一个展能慢慢看三个小时。"),
            ("preference", 0.7, "用户和老公出去玩订酒店，一晚一般不超过600元。"),
            ("event", 0.8, "用户和老公计划2026年国庆去苏州、扬州慢游五天，酒店还没订。", {"ends": "2026-10-07"}),
            ("fact", 0.8, "用户脚后跟有旧伤，一天走路超过两万步就会疼，穿不了高跟鞋走远路。"),
            ("preference", 0.4, "用户喜欢收集各地博物馆的文创冰箱贴。"),
        ],
        probes=[
            ("para", "2026-05-21 19:30", "那种剥了壳吃的红衣小果仁，还有拿它磨的酱，我一丁点都碰不得", ["m03"]),
            ("para", "2026-05-26 13:00", "脚底下透明、往下一看几百米的那种桥，我去了怕是得爬着出来", ["m04"]),
            ("para", "2026-06-04 22:20", "到了月尾那个礼拜六我就被账本焊在工位上，谁约都白搭", ["m05"]),
            ("para", "2026-06-16 08:50", "哪会儿到哪、哪会儿撤，我都得提早列成清单，到地儿再改来改去我会原地爆炸", ["m06"]),
            ("direct", "2026-08-20 20:00", "你还记得我国庆打算去哪儿玩吗？", ["m10"]),
            ("task", "2026-06-10 18:30", "周日想和老公去吃顿好的，帮我挑家杭帮菜馆子", ["m03", "m07"]),
            ("task", "2026-07-15 21:00", "国庆那趟的酒店帮我先看看，大概订什么价位合适", ["m09", "m10"]),
            ("task", "2026-08-22 10:30", "下周六想去城里逛一天展，帮我排排", ["m05", "m06", "m08", "m11"]),
            ("expiry", "2026-10-12 19:15", "国庆没玩够，想下个月跟老公找个周末去周边住一晚，帮我挑挑酒店和日子",
             ["m01", "m05", "m09"], [["苏州"], ["扬州"]]),
            ("abst", "2026-09-05 16:40", "为什么有的人天生恐高？这个能练好吗？", []),
        ],
    ),
    dict(
        key="04", user_id="u_linxiaowen", tenant_id="t_citybreak_b",
        sex="F", partner="none", kids=False,
        places=["成都", "高新", "广东", "广州"],
        block=["猕猴桃", "奇异果", "爬", "楼梯", "跳", "蹲", "3D"],
        drop_topics=["gym_fitness"],
        twin_forbid=TWIN_A_KEYS,
        mem=[
            ("fact", 0.6, "用户叫林小雯，27岁，在成都高新区一家游戏公司做原画师。"),
            ("fact", 0.5, "用户的固定搭子是闺蜜糖糖，两人常一起看livehouse、一起探店。"),
            ("fact", 1.0, "用户对猕猴桃过敏，吃了口腔发麻、喉咙痒，奇异果味的饮品甜品也不行。"),
            ("fact", 0.9, "用户去年打球伤了右膝半月板，不能爬山，也不能长时间上下楼梯。"),
            ("preference", 0.6, "用户重度嗜辣，火锅、串串都要特辣才过瘾。"),
            ("preference", 0.8, "用户的闺蜜糖糖是广东人，一点辣都吃不了，一起吃饭必须有不辣的选项。"),
            ("preference", 0.7, "用户是P人，说走就走，讨厌把行程排满，喜欢有松弛感的慢逛。"),
            ("fact", 0.8, "用户每周五晚上9点到11点要跟海外团队开例会，那段时间走不开。"),
            ("preference", 0.5, "用户爱去livehouse听独立乐队，最喜欢后摇。"),
            ("event", 0.8, "用户和糖糖买了2026年7月18日晚上一场后摇乐队的livehouse专场票。",
             {"valid_until": "2026-07-18T23:59:00+08:00", "ends": "2026-07-18"}),
            ("preference", 0.7, "用户看演出一张票最多接受300元，再贵就不去了。"),
            ("fact", 0.8, "用户晕3D，VR体验和环幕飞行影院玩几分钟就头晕想吐。"),
        ],
        probes=[
            ("para", "2026-05-21 22:40", "切开是绿心、满是黑芝麻籽，外头还长毛的那种果子，我嚼两口嘴里就跟过电似的", ["m03"]),
            ("para", "2026-05-28 18:10", "我膝盖里那块软骨伤过，登高、蹦台阶这类都别想了", ["m04"]),
            ("para", "2026-06-07 12:30", "我那个老广姐妹对辣椒花椒零容忍，一点红油都沾不得", ["m06"]),
            ("para", "2026-06-18 20:00", "出门最烦排得满满当当，走哪算哪、随便晃晃才舒服", ["m07"]),
            ("direct", "2026-06-20 23:05", "我跟你说过我那个后摇专场是哪天来着？", ["m10"]),
            ("task", "2026-05-23 17:20", "今晚想和糖糖去吃火锅，帮我挑一家", ["m03", "m05", "m06"]),
            ("task", "2026-06-12 14:00", "专场那天想下午先跟糖糖在附近吃点东西再进场，帮我排一下", ["m03", "m05", "m06", "m10"]),
            ("task", "2026-08-05 21:30", "下个月想找个周末去周边古镇玩一天，帮我看看有啥适合我的", ["m01", "m04", "m07"]),
            ("expiry", "2026-07-25 22:10", "最近还有啥乐队演出值得去吗？想再拉糖糖去听一场",
             ["m08", "m09", "m11"], [["专场"], ["7月18日"]]),
            ("abst", "2026-06-30 09:40", "半月板损伤一般要多久才能恢复？", []),
        ],
    ),
    dict(
        key="05", user_id="u_wangxiulan", tenant_id="default",
        sex="F", partner="husband", kids=False,
        places=["南京", "鼓楼", "老城南", "镇江", "安徽", "上海"],
        block=["下班", "上班", "公司", "同事", "领导", "老板", "工位", "单位", "办公", "退休",
               "外婆", "第一份工作", "怀孕", "生了", "结婚", "小姨", "实习", "考试", "面试",
               "研究生", "冬天", "冷", "打车", "对象", "婆婆", "公公", "游戏"],
        drop_topics=["work_routine", "coworkers", "commute", "learning", "parents", "partner", "gym_fitness"],
        mem=[
            ("fact", 0.7, "用户叫王秀兰，今年62岁，退休前是中学语文老师，现在住在南京鼓楼区。"),
            ("fact", 0.9, "用户2019年做过左膝关节置换手术，平路没问题，但一天最多走一万步，爬不了陡坡和长台阶。"),
            ("fact", 0.9, "用户的老伴老孙有糖尿病，要严格控糖，甜点和含糖饮料都不能碰。"),
            ("fact", 0.9, "用户有高血压，每天早晚各吃一次降压药，饮食要清淡少盐。"),
            ("fact", 0.4, "用户和三个退休老姐妹建了个叫“银发特种兵”的微信群，群名是她起的。"),
            ("fact", 0.8, "用户每年冬天都手脚冰凉、特别怕冷，气温低于五度就不爱出门，冬天只去室内暖和的地方。"),
            ("fact", 0.8, "用户每周二、周四全天在社区老年大学上课，上午书法下午合唱，风雨无阻。"),
            ("fact", 0.8, "用户晕船，坐游船、轮渡都会头晕恶心。"),
            ("preference", 0.6, "用户爱听昆曲，也爱逛老城南那些老街巷。"),
            ("preference", 0.6, "用户和老姐妹出去吃饭，人均习惯在80元以内，太贵的馆子不去。"),
            ("event", 0.8, "用户报了社区组织的2026年6月13日镇江一日游大巴团。", {"ends": "2026-06-13"}),
            ("event", 0.7, "用户打算2026年中秋带老伴回安徽老家看望兄弟姐妹。",
             {"valid_until": "2026-09-27T23:59:00+08:00", "ends": "2026-09-27"}),
            ("fact", 0.4, "用户的独生女在上海工作，每个月回南京看她一次。"),
        ],
        probes=[
            ("para", "2026-05-22 09:15", "我这膝盖里头换成了人工的，溜达半天还行，让我去登几百级石阶可吃不消", ["m02"]),
            ("para", "2026-05-30 10:20", "我家老头子天天打胰岛素，蛋糕奶茶那些我都得替他挡着", ["m03"]),
            ("para", "2026-06-11 16:00", "一礼拜两回我得背着书包去练毛笔、吊嗓子，缺勤要被点名的", ["m07"]),
            ("para", "2026-07-03 19:30", "一到水上晃悠我就翻江倒海，过江那种摆渡也扛不住", ["m08"]),
            ("direct", "2026-06-01 08:40", "我六月份报的那个一日游是去哪儿来着？", ["m11"]),
            ("task", "2026-06-08 20:10", "下礼拜那个一日游要带点啥吃的、药的，帮我列个清单", ["m02", "m04", "m11"]),
            ("task", "2026-09-01 09:30", "中秋回老家那趟，路上给我们老两口准备点吃的，帮我想想带啥", ["m03", "m04", "m12"]),
            ("task", "2026-11-20 15:00", "下个月天冷了，想约老姐妹们找个下午出去逛逛，帮我定个日子挑个去处", ["m02", "m06", "m07", "m09"]),
            ("expiry", "2026-06-25 10:00", "上回那个一日游挺好玩，还有没有类似的团能报？帮我挑挑日子和线路",
             ["m01", "m02", "m07", "m08"], [["镇江"], ["6月13日"]]),
            ("abst", "2026-07-08 14:30", "膝关节置换以后，人工关节一般能用多少年？", []),
        ],
    ),
    dict(
        key="06", user_id="u_zhaolei", tenant_id="default",
        sex="M", partner="wife", kids=True,
        places=["北京", "朝阳", "海淀", "天津", "秦皇岛", "阿那亚"],
        block=["蛋", "儿子", "孩子", "娃", "女儿", "宝妈", "牛", "羊", "小孩", "儿童", "深蹲",
               "我老婆换了新工作"],
        drop_topics=[],
        keep_car=True,
        mem=[
            ("fact", 0.6, "用户叫赵磊，36岁，住在北京朝阳区，在一家新能源车企做产品经理。"),
            ("fact", 0.6, "用户的老婆苏晴在医院当药剂师，儿子乐乐6岁，在上幼儿园大班。"),
            ("fact", 1.0, "用户的儿子乐乐对鸡蛋过敏，蛋糕、蛋挞和带蛋液的面点都不能吃。"),
            ("fact", 0.8, "用户的儿子乐乐每周日下午2点到4点在海淀上乐高编程课，得有人接送。"),
            ("fact", 0.8, "用户的老婆苏晴每个月第一个和第三个周六要去医院值班，那两天没法一起出门。"),
            ("preference", 0.4, "用户爱收集汽车模型，书房里摆了整整两柜。"),
            ("fact", 0.9, "用户有腰椎间盘突出，开车超过一个半小时腰就受不了，自驾单程尽量控制在一个半小时以内。"),
            ("preference", 0.5, "用户和老婆难得过二人世界时，喜欢找安静的小酒馆或爵士吧坐坐。"),
            ("preference", 0.7, "用户的老婆苏晴不吃牛羊肉，嫌膻。"),
            ("event", 0.8, "用户买了2026年8月8日全家去天津看海洋馆的亲子票，打算坐高铁当天来回。",
             {"valid_until": "2026-08-08T23:59:00+08:00", "ends": "2026-08-08"}),
            ("preference", 0.7, "用户一家三口在外面吃饭，人均一般不超过150元。"),
            ("event", 0.8, "用户计划2026年国庆带全家去秦皇岛阿那亚住三天，民宿已经订好。", {"ends": "2026-10-07"}),
        ],
        probes=[
            ("para", "2026-05-21 20:30", "我家小子碰不得那种圆溜溜、带壳、煮熟能剥的早餐标配，沾一点就起疹子", ["m03"]),
            ("para", "2026-06-01 07:50", "我这老腰不争气，握方向盘一久就跟要断了似的", ["m07"]),
            ("para", "2026-06-14 11:10", "礼拜天午后我得把小家伙送去学拼积木写代码的那个班", ["m04"]),
            ("para", "2026-06-24 21:40", "娃他妈隔周的礼拜六就得蹲单位守岗，那会儿我只能单打独斗带娃", ["m05"]),
            ("direct", "2026-09-10 22:00", "国庆我们家订的是哪儿的民宿来着？", ["m12"]),
            ("task", "2026-05-28 19:00", "这周日中午一家三口在外面吃顿饭，下午还得送娃去上课，帮我挑家店", ["m03", "m04", "m09", "m11"]),
            ("task", "2026-07-20 20:20", "8月去看海洋馆那天，帮我排个时间表，中午就在那边找地方吃", ["m03", "m09", "m10", "m11"]),
            ("task", "2026-06-10 12:30", "想挑个周六跟老婆过个二人世界，晚上去哪儿喝一杯合适？", ["m05", "m08"]),
            ("expiry", "2026-10-15 21:00", "这个月底想再带全家出去住一晚，帮我找个开车能到的地方",
             ["m01", "m04", "m05", "m07"], [["阿那亚"], ["秦皇岛"]]),
            ("abst", "2026-06-20 10:00", "对鸡蛋过敏的小孩，长大以后一般会自己好吗？", []),
        ],
    ),
    dict(
        key="07", user_id="u_liusiqi", tenant_id="default",
        sex="F", partner="none", kids=False,
        places=["西安", "雁塔", "大唐不夜城"],
        block=["羊", "内脏", "肥肠", "腰子", "下水", "不太擅长跟陌生人", "护士", "路灯", "急救",
               "热", "桑拿", "三十七"],
        drop_topics=["work_routine", "coworkers", "commute"],
        mem=[
            ("fact", 0.6, "用户叫刘思琪，30岁，在西安一家三甲医院的ICU当护士，住在雁塔区。"),
            ("fact", 0.9, "用户上班三班倒，排班表每月25号才出，休息日多半在工作日，周末能不能出门全看排班。"),
            ("preference", 0.5, "用户是社牛e人，搭子群的群主，吃喝玩乐都是她张罗。"),
            ("fact", 0.9, "用户小时候做过心脏手术，过山车、跳楼机这类刺激项目医生不让玩。"),
            ("preference", 0.8, "用户不吃任何动物内脏，也不吃羊肉。"),
            ("fact", 0.8, "用户搭子群里的阿哲酒精过敏，聚会不能安排以喝酒为主的局。"),
            ("preference", 0.8, "用户夜班下班当天要补觉，下午两点前不安排任何活动。"),
            ("fact", 0.7, "用户近视一千度，晚上视力差，夜里走没路灯的路或者夜爬都很吃力。"),
            ("preference", 0.6, "用户是剧本杀重度玩家，最爱情感本和欢乐本，恐怖本不碰。"),
            ("preference", 0.6, "用户和搭子们聚餐一般AA，人均100元左右。"),
            ("event", 0.8, "用户和搭子们约好2026年7月4日晚上去大唐不夜城逛夜市拍照。", {"ends": "2026-07-04"}),
            ("event", 0.7, "用户抢到了2026年9月12日晚上西安一场脱口秀专场的票。",
             {"valid_until": "2026-09-12T23:59:00+08:00", "ends": "2026-09-12"}),
        ],
        probes=[
            ("para", "2026-05-23 13:20", "我那活儿早中晚轮着转，哪天歇全凭护士长一张表，月底才知道下个月咋过", ["m02"]),
            ("para", "2026-05-31 22:00", "打小心口挨过一刀，那种从半空往下砸的游乐设施跟我无缘", ["m04"]),
            ("para", "2026-06-09 18:45", "下水、腰子、肥肠这些我碰都不碰，膻味重的那种肉也免了", ["m05"]),
            ("para", "2026-06-27 20:15", "我们群里哲哥一沾酒就起一身红疙瘩，局子别往酒馆里攒", ["m06"]),
            ("para", "2026-07-22 09:30", "熬完通宵那一班，白天到饭点后那阵我都在回血，别约", ["m07"]),
            ("direct", "2026-08-20 21:10", "我买的那场脱口秀是几号来着？", ["m12"]),
            ("task", "2026-06-20 19:30", "7月4号那晚逛完夜市想带搭子们去吃宵夜，帮我挑几家", ["m05", "m06", "m10", "m11"]),
            ("task", "2026-08-26 20:40", "下个月想组个搭子局玩剧本杀，帮我挑个日子和本子", ["m02", "m07", "m09", "m12"]),
            ("abst", "2026-06-05 15:00", "剧本杀里的情感本和机制本有啥区别？", []),
            ("abst", "2026-07-15 14:20", "今天热到怀疑人生，随便陪我唠两句呗", []),
        ],
    ),
    dict(
        key="08", user_id="u_sunhao", tenant_id="default",
        sex="M", partner="none", kids=False,
        places=["深圳", "南山", "潮汕", "汕头"],
        block=["柯基", "生鱼", "生的", "冰的", "碳水", "米饭"],
        drop_topics=["gym_fitness"],
        mem=[
            ("fact", 0.6, "用户叫孙浩，32岁，在深圳南山做硬件工程师，老家在潮汕。"),
            ("fact", 0.9, "用户小时候被狗咬过，特别怕狗，看见大狗会僵住，宠物友好餐厅和狗咖他都躲着走。"),
            ("preference", 0.8, "用户在减脂期，晚上不吃碳水，晚饭尽量吃高蛋白、少油的菜。"),
            ("preference", 0.5, "用户业余在小红书做探店号，专挖藏在老小区和城中村里的苍蝇馆子。"),
            ("fact", 0.8, "用户有慢性胃炎，冰的、生的都不能多吃，刺身基本不碰。"),
            ("fact", 0.8, "用户每周三和周六晚上7点固定去健身房上私教课，雷打不动。"),
            ("preference", 0.5, "用户出去玩喜欢citywalk加扫街，一天能走三万步。"),
            ("fact", 0.8, "用户对猫毛过敏，接触猫就打喷嚏流眼泪。"),
            ("fact", 0.3, "用户说话带点潮汕口音，朋友都叫他“浩仔”。"),
            ("event", 0.8, "用户报名了2026年6月28日晚上在深圳湾的10公里夜跑活动。",
             {"valid_until": "2026-06-28T23:59:00+08:00", "ends": "2026-06-28"}),
            ("preference", 0.6, "用户约朋友吃饭，人均一般控制在200元以内。"),
            ("event", 0.7, "用户打算2026年国庆回潮汕老家，顺便带两个同事去汕头吃牛肉火锅。", {"ends": "2026-10-07"}),
        ],
        probes=[
            ("para", "2026-05-24 10:00", "打小被汪星人叼过一口，现在路上碰到大只的我腿都挪不动", ["m02"]),
            ("para", "2026-05-29 19:50", "这阵子在刷脂，太阳落山后米饭面条一口不沾", ["m03"]),
            ("para", "2026-06-06 12:10", "我肠胃娇气，凉的、没熟透的一下肚就闹腾，日料那种生鱼片我基本绕道", ["m05"]),
            ("para", "2026-06-15 17:30", "礼拜三礼拜六吃完晚饭那一个钟我得去撸铁，教练在那等着", ["m06"]),
            ("para", "2026-07-12 21:00", "喵星人身上的毛我一靠近就喷嚏眼泪齐飞", ["m08"]),
            ("direct", "2026-09-15 20:30", "我国庆回老家那趟还带了谁来着？", ["m12"]),
            ("task", "2026-06-10 11:40", "这周六中午想约几个朋友找家店吃饭，帮我挑挑", ["m04", "m05", "m11"]),
            ("task", "2026-06-20 16:00", "28号夜跑完想去吃点东西，帮我找找附近的店", ["m03", "m04", "m05", "m10"]),
            ("abst", "2026-07-05 09:20", "狗为什么见到生人会一直叫？", []),
            ("abst", "2026-08-01 22:30", "“松弛感”翻成英文怎么说比较地道？", []),
        ],
    ),
    dict(
        key="09", user_id="u_wujiayi", tenant_id="default",
        sex="F", partner="none", kids=False,
        places=["武汉", "光谷", "湖北", "四川"],
        block=["奶", "芝士", "蛋糕", "提拉米苏", "蜂", "莲", "房贷", "车贷", "房租", "研究生", "晋升", "面",
               "蛋白粉", "三年"],
        drop_topics=["work_routine", "money_bills", "housing_repairs", "learning"],
        mem=[
            ("fact", 0.6, "用户叫吴佳怡，24岁，在武汉读研三，同时在光谷一家互联网公司实习。"),
            ("fact", 0.9, "用户乳糖不耐受，喝牛奶、奶茶或吃芝士都会拉肚子，只能喝燕麦奶或豆奶。"),
            ("fact", 0.8, "用户有密集恐惧症，看到莲蓬、蜂巢这类密密麻麻的小洞就浑身起鸡皮疙瘩。"),
            ("fact", 0.8, "用户有低血糖，超过四个小时不吃东西就手抖头晕，包里常备葡萄糖片。"),
            ("preference", 0.8, "用户是学生党，周末出去玩一天花销尽量控制在150元以内，免费的展能白嫖绝不花钱。"),
            ("fact", 0.8, "用户每周日晚上7点要跟导师线上组会汇报进度，那时必须在电脑前。"),
            ("preference", 0.6, "用户是citywalk爱好者，最爱逛老租界和老街区。"),
            ("preference", 0.4, "用户爱在博物馆盖纪念章，集章本已经盖了四十多个。"),
            ("fact", 0.5, "用户的同门师妹小满是她周末出去暴走的固定搭子。"),
            ("event", 0.8, "用户和小满约好2026年6月6日去湖北省博物馆看新开的特展，已经预约了上午场。", {"ends": "2026-06-06"}),
            ("event", 0.9, "用户2026年6月20日毕业答辩，6月中旬那两个周末要留在学校改论文。",
             {"valid_until": "2026-06-20T18:00:00+08:00", "ends": "2026-06-20"}),
            ("fact", 0.3, "用户拍照技术很一般，出去玩的照片基本都是小满帮她拍的。"),
        ],
        probes=[
            ("para", "2026-05-21 12:30", "乳制品一下肚我就得满世界找厕所，只好换成谷物或豆子磨的替代品", ["m02"]),
            ("para", "2026-05-27 23:00", "一堆小孔挤成一片的图案我瞅一眼就头皮发紧，汗毛全竖", ["m03"]),
            ("para", "2026-06-03 15:40", "饿过头我就手哆嗦眼发黑，兜里得揣点甜的救命", ["m04"]),
            ("para", "2026-06-24 18:20", "礼拜天入夜我得开摄像头跟老板过进度，跑不掉", ["m06"]),
            ("para", "2026-07-06 20:50", "跟我一个老板底下的那个学妹，是我放假压马路的老拍档", ["m09"]),
            ("direct", "2026-06-01 10:00", "我答辩是哪天来着？", ["m11"]),
            ("task", "2026-05-22 21:30", "6号看完展想跟小满在附近吃个午饭，再找家饮品店坐坐，帮我看看", ["m02", "m04", "m05", "m10"]),
            ("task", "2026-07-01 19:00", "这周六想出去citywalk一天，帮我规划条路线", ["m04", "m05", "m07"]),
            ("abst", "2026-06-15 13:10", "乳糖不耐受是怎么形成的？是不是成年人大多都有？", []),
            ("abst", "2026-07-20 11:30", "武汉热干面和四川担担面有啥区别？", []),
        ],
    ),
    dict(
        key="10", user_id="u_zhengkai", tenant_id="default",
        sex="M", partner="gf", kids=False,
        places=["重庆", "渝北", "南山", "山城"],
        block=["内脏", "腰花", "肥肠", "打卡", "房贷", "黑胶", "CD", "一半时间居家办公"],
        drop_topics=[],
        mem=[
            ("fact", 0.6, "用户叫郑凯，33岁，在重庆渝北区一家外企做销售经理。"),
            ("fact", 1.0, "用户有痛风，海鲜、啤酒、动物内脏都不能碰，发作一次要瘸一个星期。"),
            ("fact", 0.6, "用户的女朋友阿琳是e人显眼包，最爱拍照打卡，出门至少要换两套衣服。"),
            ("preference", 0.7, "用户出去玩追求松弛感，不赶景点，一天最多去两个地方，宁愿在咖啡馆发呆。"),
            ("fact", 0.8, "用户每周四晚上8点固定和同事打羽毛球。"),
            ("fact", 0.8, "用户不会游泳而且怕水，漂流、皮划艇这类项目都不参加。"),
            ("fact", 0.7, "用户工作日经常在外地跑客户，一般周五晚上才回重庆。"),
            ("preference", 0.6, "用户和女朋友约会吃饭，人均300元以内都能接受。"),
            ("preference", 0.6, "用户的女朋友阿琳在控糖，不喝奶茶和甜饮料。"),
            ("event", 0.8, "用户打算2026年七夕（8月19日）给阿琳一个惊喜，订了南山上一家能看夜景的餐厅。",
             {"valid_until": "2026-08-19T23:59:00+08:00", "ends": "2026-08-19"}),
            ("event", 0.7, "用户和阿琳买了2026年10月17日、18日两天的音乐节通票。", {"ends": "2026-10-18"}),
            ("preference", 0.4, "用户喜欢收集黑胶唱片，每到一个城市都要逛唱片店。"),
        ],
        probes=[
            ("para", "2026-05-22 22:15", "我脚趾头那个老毛病一犯就走不了路，虾蟹扎啤、腰花肥肠都得戒", ["m02"]),
            ("para", "2026-06-02 19:10", "我那口子走哪儿都要咔咔出片，出趟门得换几身行头", ["m03"]),
            ("para", "2026-06-12 08:40", "耍的时候我拒绝连轴转，逛完一两处就找个角落瘫着晒太阳", ["m04"]),
            ("para", "2026-06-19 21:20", "礼拜四下班后我要去挥拍，这是老规矩", ["m05"]),
            ("para", "2026-07-09 17:00", "我是旱鸭子，见着大江大河就发怵，跟水沾边的项目别算我", ["m06"]),
            ("direct", "2026-07-01 20:00", "七夕那天我订的是哪家餐厅来着？", ["m10"]),
            ("task", "2026-08-10 22:00", "七夕那天下午想先带阿琳逛逛再去吃饭，帮我排排", ["m03", "m04", "m07", "m10"]),
            ("task", "2026-09-20 18:30", "10月音乐节那两天附近吃点啥好，帮我列几家", ["m02", "m08", "m09", "m11"]),
            ("abst", "2026-06-25 12:00", "痛风和尿酸高是一回事吗？", []),
            ("abst", "2026-07-28 16:30", "重庆为啥叫山城？", []),
        ],
    ),
    dict(
        key="11", user_id="u_huangmengyao", tenant_id="default",
        sex="F", partner="none", kids=False,
        places=["厦门", "思明", "泉州"],
        block=["下班", "上班", "公司", "同事", "领导", "老板", "工位", "单位", "办公",
               "早上", "早起", "六点", "七点", "肉", "鸡", "鱼", "排骨", "牛", "羊", "猪", "虾",
               "蟹", "香肠", "腊", "骨", "鸭", "馄饨", "包子", "饺子", "煲仔饭", "关东煮", "炸",
               "烟", "香薰", "蜡烛", "交稿"],
        drop_topics=["work_routine", "coworkers", "commute"],
        mem=[
            ("fact", 0.6, "用户叫黄梦瑶，27岁，在厦门思明区做自由插画师，靠接稿为生。"),
            ("fact", 0.9, "用户是蛋奶素食者，肉和海鲜都不吃，连猪油、鱼露、骨头汤也得避开。"),
            ("preference", 0.8, "用户是密室逃脱重度玩家，刷了一百多个本，但怕鬼，只玩机关本和解谜本，有NPC吓人的恐怖本坚决不进。"),
            ("fact", 0.8, "用户家里养了两只猫，没人帮忙喂，出门最多只能在外过一夜。"),
            ("fact", 0.9, "用户有哮喘，放干冰烟雾的场景不能进，选密室前得先问店家。"),
            ("preference", 0.6, "用户是夜猫子，上午基本起不来，活动最好排在下午一点以后。"),
            ("fact", 0.8, "用户每月15号和30号是交稿日，前一晚要通宵赶稿，这两天不约任何活动。"),
            ("fact", 0.5, "用户有个固定的四人密室车队，成员是她和阿文、小鹿、大白。"),
            ("preference", 0.6, "用户玩一次密室最多接受人均200元。"),
            ("event", 0.8, "用户和车队约好2026年6月20日去泉州打卡一家新开的机械主题密室。", {"ends": "2026-06-20"}),
            ("fact", 0.3, "用户喜欢收集各家密室的通关合照，已经攒满两本相册。"),
            ("fact", 0.8, "用户晕车，坐汽车超过40分钟就想吐，出岛远一点只坐动车或地铁。"),
        ],
        probes=[
            ("para", "2026-05-23 23:30", "带荤的我一口不碰，连厨房里那些荤油、荤底料都得躲开", ["m02"]),
            ("para", "2026-05-30 16:10", "找线索、开暗格那种我来者不拒，可要是突然窜出个披头散发的白衣姐姐，我当场原地去世", ["m03"]),
            ("para", "2026-06-09 14:00", "屋头那俩喵主子离了我就断粮，我顶多在别处睡一宿，第二天准得赶回去", ["m04"]),
            ("para", "2026-06-17 13:45", "太阳不晒屁股我睁不开眼，大清早的局一律别叫我", ["m06"]),
            ("para", "2026-07-18 02:10", "月中月末那两天是我的DDL，头天晚上肝到天亮，谁约都不去", ["m07"]),
            ("direct", "2026-06-01 15:30", "我们车队6月那趟密室是去哪个城市来着？", ["m10"]),
            ("task", "2026-06-05 22:20", "20号去那边打密室，帮我看看怎么过去、要不要住一晚", ["m04", "m06", "m10", "m12"]),
            ("task", "2026-07-08 20:00", "这周末想和车队开个新本，帮我挑个合适的密室", ["m03", "m05", "m09"]),
            ("abst", "2026-06-12 17:20", "密室逃脱这种玩法最早是从哪个国家火起来的？", []),
            ("abst", "2026-08-02 01:30", "猫咪为什么老爱踩奶？", []),
        ],
    ),
    dict(
        key="12", user_id="u_maxiao", tenant_id="default",
        sex="M", partner="wife", kids=False,
        places=["天津", "河西", "海河", "北京"],
        block=["柳絮", "杨絮", "花粉", "雾霾", "虫", "蚊", "夜", "话剧", "停车", "结婚七年",
               "我老婆换了新工作"],
        drop_topics=[],
        keep_car=True,
        mem=[
            ("fact", 0.6, "用户叫马骁，35岁，住在天津河西区，在银行做对公客户经理。"),
            ("fact", 0.5, "用户的老婆小雨是中学英语老师，两人结婚五年，是丁克。"),
            ("fact", 0.9, "用户有过敏性哮喘，每年春天杨絮柳絮一飘就容易犯，四五月尽量少去户外。"),
            ("fact", 0.8, "用户的老婆小雨特别怕虫，露营、农家乐、湿地这种虫多的地方她都不去。"),
            ("preference", 0.5, "用户爱骑公路车，常跟车友沿海河骑行，一次六十公里起步。"),
            ("fact", 0.7, "用户每周日中午固定回父母家吃饭。"),
            ("preference", 0.5, "用户出门住酒店一定要带停车位，因为每次都自驾。"),
            ("preference", 0.6, "用户和老婆出去吃饭偏爱安静、能好好聊天的小馆子，人均200元以内。"),
            ("fact", 0.7, "用户胃不好，吃辣会胃疼，辣度最多只能接受微辣。"),
            ("event", 0.8, "用户和老婆计划2026年8月22日去北京看一场话剧，自驾当天来回。",
             {"valid_until": "2026-08-22T23:59:00+08:00", "ends": "2026-08-22"}),
            ("event", 0.7, "用户报名了2026年9月19日的一场百公里骑行活动。", {"ends": "2026-09-19"}),
            ("fact", 0.8, "用户近视加散光，晚上开车看不清，夜里尽量不跑长途。"),
        ],
        probes=[
            ("para", "2026-05-21 18:00", "一到满天飘白毛毛的季节我就喘不上气，那阵子基本宅家", ["m03"]),
            ("para", "2026-06-04 20:40", "我媳妇儿见不得小飞虫小爬虫，搭帐篷那种野外过夜的别想了", ["m04"]),
            ("para", "2026-06-21 09:00", "礼拜天晌午我得回我爸妈那儿蹭饭，这是家规", ["m06"]),
            ("para", "2026-07-04 19:15", "我这胃碰不得红油，顶多一丁点麻椒味儿", ["m09"]),
            ("para", "2026-07-16 22:50", "天一黑我眼神就不行，对面车灯一晃啥也瞅不清，摸黑跑远路够呛", ["m12"]),
            ("direct", "2026-06-10 12:00", "我跟你说过我九月要参加的那个骑行活动是哪天吗？", ["m11"]),
            ("task", "2026-07-30 21:00", "8月看话剧那天想在北京吃顿晚饭再回天津，帮我安排下", ["m08", "m09", "m10", "m12"]),
            ("task", "2026-05-25 20:30", "想趁这周六带老婆去郊区转转，帮我推荐个地方", ["m03", "m04"]),
            ("abst", "2026-06-18 08:20", "公路车和山地车主要有什么区别？", []),
            ("abst", "2026-09-02 12:40", "帮我算算今天离国庆假期还有多少天", []),
        ],
    ),
]

# ---------------------------------------------------------------------------
# Background hygiene rules
# ---------------------------------------------------------------------------
GLOBAL_DROP_TOPICS = {"diet_weight", "health_checkup", "sleep", "pets", "kids_school",
                      "drinks", "music_podcasts"}
# statements that would state constraints/plans of the same kinds as the core
# facts or touch the theme of the probes
GLOBAL_BLOCK = [
    "过敏", "晕", "恐", "怕", "剧本杀", "密室", "演唱会", "音乐节", "乐队", "演出", "话剧",
    "脱口秀", "展", "博物馆", "美术", "景点", "旅游", "旅行", "出游", "出差", "爬", "露营",
    "酒", "辣", "海鲜", "虾", "蟹", "三文鱼", "刺身", "游泳", "船", "飞机", "高铁", "自驾",
    "过山车", "做财务", "产品运营", "预算", "聚餐", "馆子", "火锅", "烧烤", "湘菜", "小面",
    "拉面", "牛肉面", "麻辣烫", "面包店", "奶茶", "咖啡", "餐厅", "饭局", "唱k", "夜市",
    "宵夜", "骑", "跑", "健身", "私教", "羽毛球", "网球", "心脏", "血压", "手术", "膝",
    "腰", "颈", "胃", "哮喘", "近视", "3d", "vr", "拍照", "猫", "狗", "牛奶", "芝士",
    "蛋糕", "花生", "坚果", "芒果", "猕猴桃", "奇异果", "香菜", "素", "羊", "内脏", "肥肠",
    "猪", "糖", "甜", "加班", "打卡", "k歌", "ktv", "房子买了十年",
]
# car ownership is relevant to "how do I get there" requests: only accounts
# whose core facts say they drive keep statements implying a car
NO_CAR_BLOCK = ["开车", "拼车", "车贷", "停车", "停在楼下的车", "车库", "油车", "加油站"]
# recurring schedules and holidays (schedule facts are core-only; holiday words
# would collide with dated plans and expiry keywords)
RECURRING_RE = re.compile(
    "周[一二三四五六日末]|礼拜|星期|每周|每个月|每月|月底|月末|每年|双休|假期|国庆|春节|"
    "端午|中秋|七夕|五一|过年|过节|年底|元旦")

FAMILY_BLOCK = {
    # (sex, partner) -> words that contradict the persona
    ("M", "gf"): ["老公", "老婆", "媳妇", "男朋友", "婆婆", "公公", "岳父", "岳母", "丈夫",
                  "结婚", "夫妻", "闺蜜", "宝妈", "份子钱", "对象"],
    ("M", "wife"): ["老公", "男朋友", "女朋友", "婆婆", "公公", "丈夫", "闺蜜", "宝妈", "对象"],
    ("M", "none"): ["老公", "老婆", "媳妇", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳父",
                    "岳母", "丈夫", "结婚", "夫妻", "闺蜜", "宝妈", "约会"],
    ("F", "husband"): ["老婆", "媳妇", "女朋友", "男朋友", "岳父", "岳母", "对象"],
    ("F", "none"): ["老公", "老婆", "媳妇", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳父",
                    "岳母", "丈夫", "结婚纪念", "夫妻", "约会"],
}
NO_KIDS_BLOCK = ["儿子", "女儿", "孩子", "小孩", "娃", "宝妈", "幼儿园", "二胎", "家长",
                 "班主任", "校服", "作业", "儿童", "婴儿", "育儿"]

KIND_ORDER = ["para", "task", "direct", "abst", "expiry"]


def iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def seeded_time(rng, lo_days, hi_days):
    """A time lo_days..hi_days before REF, minute resolution, daytime/evening."""
    day = rng.randint(lo_days, hi_days)
    base = (REF - _dt.timedelta(days=day)).replace(hour=0, minute=0)
    minute = rng.randint(8 * 60, 23 * 60 + 30)
    return base + _dt.timedelta(minutes=minute)


def all_forbid(acct):
    kws = []
    for p in acct["probes"]:
        for alt in (p[4] if len(p) > 4 else []):
            kws.extend(alt)
    for alt in acct.get("twin_forbid", []):
        kws.extend(alt)
    return sorted(set(kws))


def bg_reason(acct, st):
    """Return why a pool statement is unusable for this account, or None."""
    text, topic = st["text"], st["topic"]
    nt = norm(text)
    if topic in GLOBAL_DROP_TOPICS or topic in acct["drop_topics"]:
        return "topic"
    if topic == "car" and not acct.get("keep_car"):
        return "topic"
    if not acct.get("keep_car"):
        for k in NO_CAR_BLOCK:
            if k in text:
                return "persona"
    for k in GLOBAL_BLOCK:
        if norm(k) in nt:
            return "theme"
    if RECURRING_RE.search(text):
        return "schedule"
    for k in FAMILY_BLOCK[(acct["sex"], acct["partner"])]:
        if k in text:
            return "family"
    if not acct["kids"]:
        for k in NO_KIDS_BLOCK:
            if k in text:
                return "family"
    for k in acct["places"]:
        if k in text:
            return "place"
    for k in acct["block"]:
        if norm(k) in nt:
            return "persona"
    for k in all_forbid(acct):
        if norm(k) in nt:
            return "forbid"
    return None


def build_background(acct, pool):
    eligible = [st for st in pool if bg_reason(acct, st) is None]
    rng = random.Random("set18/background/" + acct["key"])
    n = rng.randint(100, 180)
    if len(eligible) < n:
        raise SystemExit("account %s: only %d eligible background statements" % (acct["key"], len(eligible)))
    chosen = rng.sample(eligible, n)
    span = rng.randint(365, 730)
    items = []
    for st in chosen:
        t = seeded_time(rng, 1, span)
        imp = round(rng.uniform(0.3, 0.6), 2)
        text = st["text"]
        if st["topic"] == "opinions" or re.search("喜欢|爱|讨厌|习惯|觉得|认为", text):
            typ = "preference"
        elif re.search("上周|今天|昨天|昨晚|前几天|刚|这周|这个月|最近|前阵子", text):
            typ = "event"
        else:
            typ = "fact"
        items.append((t, text, typ, imp))
    items.sort(key=lambda x: (x[0], x[1]))
    out = []
    for i, (t, text, typ, imp) in enumerate(items, 1):
        out.append({"id": "b%03d" % i, "content": text, "type": typ,
                    "importance": imp, "created_at": iso(t)})
    return out


def build_core(acct):
    out = []
    for i, m in enumerate(acct["mem"], 1):
        typ, imp, content = m[0], m[1], m[2]
        opts = m[3] if len(m) > 3 else {}
        mid = "m%02d" % i
        rng = random.Random("set18/core/%s/%s" % (acct["key"], mid))
        t = seeded_time(rng, 5, 75) if typ == "event" else seeded_time(rng, 20, 360)
        rec = {"id": mid, "content": content, "type": typ, "importance": imp,
               "created_at": iso(t)}
        if "valid_until" in opts:
            rec["valid_until"] = opts["valid_until"]
        out.append(rec)
    return out


def build_probes(acct):
    out = []
    counters = {}
    for p in acct["probes"]:
        kind, at, query, rel = p[0], p[1], p[2], p[3]
        forbid = list(p[4]) if len(p) > 4 else []
        forbid += [list(a) for a in acct.get("twin_forbid", [])]
        counters[kind] = counters.get(kind, 0) + 1
        rec = {"id": "p%s_%s_%d" % (acct["key"], kind, counters[kind]),
               "at": ts(at), "query": query, "relevant": list(rel)}
        if forbid:
            rec["forbid"] = forbid
        out.append(rec)
    order = {k: i for i, k in enumerate(KIND_ORDER)}
    out.sort(key=lambda r: (order[r["id"].split("_")[1]], int(r["id"].split("_")[2])))
    return out


def check_account(acct, core, bg, probes):
    """Consistency checks; raise on any violation."""
    key = acct["key"]
    ids = {m["id"] for m in core}
    assert 10 <= len(core) <= 13, key
    assert 100 <= len(bg) <= 180, key
    ends = {}
    for i, m in enumerate(acct["mem"], 1):
        assert m[2].startswith("用户"), (key, i)
        assert 0.3 <= m[1] <= 1.0
        opts = m[3] if len(m) > 3 else {}
        if m[0] == "event":
            assert "ends" in opts, (key, i)
            ends["m%02d" % i] = _dt.date.fromisoformat(opts["ends"])
    created = {m["id"]: m["created_at"] for m in core}
    for m in core:
        assert REF - _dt.timedelta(days=366) < _dt.datetime.fromisoformat(m["created_at"]) < REF
    for b in bg:
        assert 0.3 <= b["importance"] <= 0.6
        assert _dt.datetime.fromisoformat(b["created_at"]) < REF
    all_mem = core + bg
    for p in probes:
        kind = p["id"].split("_")[1]
        at = _dt.datetime.fromisoformat(p["at"])
        assert at >= REF, p["id"]
        for r in p["relevant"]:
            assert r in ids, (p["id"], r)
            assert _dt.datetime.fromisoformat(created[r]) < at
            if r in ends:
                assert ends[r] >= at.date(), ("relevant plan already over", p["id"], r)
        if kind == "abst":
            assert p["relevant"] == [], p["id"]
        elif kind == "para" or kind == "direct":
            assert len(p["relevant"]) == 1, p["id"]
        else:
            assert 2 <= len(p["relevant"]) <= 4, p["id"]
        expired = set()
        if kind == "expiry":
            expired = {mid for mid, e in ends.items() if e < at.date()
                       and any(norm(k) in norm(core[int(mid[1:]) - 1]["content"])
                               for alt in p["forbid"] for k in alt)}
            assert len(expired) == 1, (p["id"], expired)
        for alt in p.get("forbid", []):
            for k in alt:
                holders = {m["id"] for m in all_mem if norm(k) in norm(m["content"])}
                assert holders <= expired, ("forbid keyword held by live memory", p["id"], k, holders)
        if "twin_forbid" in acct:
            assert p["forbid"][-len(acct["twin_forbid"]):] == acct["twin_forbid"]


def build():
    with open(BG_PATH, encoding="utf-8") as f:
        pool = json.load(f)["statements"]
    users = []
    for acct in ACCOUNTS:
        core = build_core(acct)
        bg = build_background(acct, pool)
        probes = build_probes(acct)
        check_account(acct, core, bg, probes)
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                      "memories": core + bg, "probes": probes})
    # global shape checks
    kinds = {}
    for u in users:
        for p in u["probes"]:
            k = p["id"].split("_")[1]
            kinds[k] = kinds.get(k, 0) + 1
    assert kinds == {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}, kinds
    ncore = sum(len(a["mem"]) for a in ACCOUNTS)
    assert 130 <= ncore <= 150, ncore
    assert len(users) == 12 and len({u["user_id"] for u in users}) == 11
    assert len({(u["user_id"], u["tenant_id"]) for u in users}) == 12
    data = {"format": "memory-eval/v1", "name": "set18", "users": users}
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    return text.encode("utf-8"), data, kinds, ncore


def main(argv):
    blob, data, kinds, ncore = build()
    nbg = sum(len(u["memories"]) for u in data["users"]) - ncore
    if "--check" in argv:
        try:
            with open(OUT_PATH, "rb") as f:
                disk = f.read()
        except OSError:
            print("check FAILED: %s missing" % OUT_PATH)
            return 1
        if disk != blob:
            print("check FAILED: %s differs from a fresh build" % OUT_PATH)
            return 1
        print("check OK: %s is byte-identical to a fresh build" % OUT_PATH)
        return 0
    with open(OUT_PATH, "wb") as f:
        f.write(blob)
    print("wrote %s" % OUT_PATH)
    print("accounts=%d core=%d background=%d probes=%d %s" % (
        len(data["users"]), ncore, nbg, sum(kinds.values()),
        " ".join("%s=%d" % (k, kinds[k]) for k in KIND_ORDER)))
    for u in data["users"]:
        nb = sum(1 for m in u["memories"] if m["id"].startswith("b"))
        print("  %-16s %-14s core=%2d bg=%3d probes=%d" % (
            u["user_id"], u["tenant_id"], len(u["memories"]) - nb, nb, len(u["probes"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
