#!/usr/bin/env python3
"""build_set8.py -- hand-made Chinese retrieval set "set8" (memory-eval/v1, track R).

HOW IT WAS WRITTEN
  Written blind by one writer.  Exactly two project files were read:
    * /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
    * /work/main/bench/data/train/background_train.json (background statements)
  Nothing else under /work was opened, listed or searched (no other data sets,
  no engine code, no docs, no tests, no git).  No engine or evaluator was run;
  the only program run was this script (build and --check modes).
  Every core memory and every probe below was typed by hand.  The background
  file is NOT copied: it is loaded at build time from ../background_train.json.

THEME
  Health-heavy: people living with conditions and the people caring for them --
  dialysis, heart stents, epilepsy, Parkinson's, late pregnancy, breastfeeding
  after birth, a premature baby, wheelchair users, low vision, hearing aids,
  asthma, lactose and gluten intolerance, depression, post-operative rehab and
  a parent with dementia.  Queries describe needs and symptoms obliquely
  (brand names, body sensations, slang, what the condition implies) instead of
  naming the condition the way the stored memory does.

ACCOUNTS (12 accounts, 11 distinct user_ids)
  id   user_id       tenant         who
  A01  u_zhouyan     default        周岩, 52, 济南, 尿毒症血透(一三五), 内瘘, 碘造影剂过敏
  A02  u_hexiaomei   default        何晓梅, 47, 成都, 照顾阿尔茨海默的母亲, 自己花生过敏
  A03  u_lin         default        林夕, 31, 杭州, 孕晚期+妊娠糖尿病, 芒果过敏   (twin)
  A04  u_lin         kangfu_center  林国栋, 67, 沈阳, 心脏支架+助听器, 青霉素过敏 (twin)
  A05  u_tangguo     default        唐果, 29, 广州, 产后哺乳, 32周早产的女儿, 头孢过敏
  A06  u_majun       default        马骏, 38, 西安, 脊髓损伤用轮椅, 猫毛过敏
  A07  u_sunyue      default        孙悦, 24, 北京研究生, 癫痫服药控制, 不能开车
  A08  u_gaolan      default        高岚, 58, 上海, 照顾帕金森的丈夫, 虾蟹过敏
  A09  u_wuhaoran    default        吴浩然, 35, 深圳, 过敏性哮喘+乳糖不耐, 跑半马
  A10  u_liqing      default        李青, 41, 南京, 视网膜色素变性低视力, 鸡蛋过敏
  A11  u_fangyu      default        方宇, 33, 武汉, 中度抑郁+乳糜泻(麸质), 猕猴桃过敏
  A12  u_chenjing    default        陈静, 46, 福州, 腰椎融合术后康复, 布洛芬过敏
  A03 and A04 share user_id "u_lin" in two tenants; they are different people
  with conflicting name, city and allergen.  Every probe of either twin forbids
  the other twin's name, city and allergen.

MEMORY CONVENTIONS
  * REF = 2026-09-18T00:00:00+08:00.  Every memory's created_at lies in
    [REF - 365 days, REF), ISO 8601 with +08:00.
  * Core memories m01..m13 (9-13 per account): third-person statements as a
    memory system would extract them ("用户……"), type fact / preference /
    event, importance 0.3-1.0, field "source" = "user_stated" except a few
    "inferred".  Dated plans carry an internal end date; some also emit
    valid_until, the others keep the date only in the wording (国庆, 暑假,
    明年春节, 2026年10月底 ...) for the engine to infer.  Durable facts that
    contain time words (今年52岁, 每周六下午, 每年都报名, 2026年3月放了支架,
    七年前) have no end and must never be treated as expired.
  * Background memories b001.. (100-180 per account) are sampled with
    random.Random(seed of the account) from background_train.json after the
    hygiene filter; type and importance are drawn from the account's own core
    lists, created_at uniformly over the 12-month window, source user_stated.
  * Hygiene: statements are dropped by whole topic and by word.  GLOBAL groups
    (family/gender, job, housing, climate, budget, diet, health/body, mood,
    travel/places/holidays) apply to everyone; each account adds its own
    groups for the topics its probes ask about; every forbid word of an
    account is also a drop word.  The reason for every group is in the code.

PROBE CONVENTIONS
  ids "p<n>-<kind>", n global 1..120, 10 probes per account,
  kinds: para 54, task 30, direct 12, abst 18, expiry 6.
  * para: one stored fact asked obliquely; shares <= 2 distinct meaningful
    CJK characters with it (function characters 的了我你是在有吗吧呢么什怎么样个一去要
    and the word 用户 ignored).
  * task: realistic planning request; relevant = 2-4 memories a careful
    planner must weigh.
  * direct: asks about oneself close to the wording (>= 2 shared characters).
  * abst: general question sharing a topic word with a core fact; relevant [].
  * expiry: asked after a dated plan ended; relevant = memories still needed,
    the plan's keyword in forbid.
  * Probe times: 2026-09-19 .. 2026-09-28, after every memory of the account.

VALIDATIONS (every build and --check; any failure exits non-zero)
  format shape per FORMAT.md; unique user/tenant pairs, memory ids, probe ids;
  relevant ids exist and are core; relevant plans not ended at probe time;
  kind counts (per account 10, totals as above); para overlap <= 2; direct
  overlap >= 2; abst topic word in query and in a core memory; forbid words
  absent from relevant memories and from every memory (core or background)
  of the account still applying at probe time; expiry probes after their plan
  ended and forbidding its keyword; every probe after all memories of its
  account; created_at inside the window; 9-13 core and 100-180 background per
  account; background hygiene re-checked (no dropped topic / word); twin
  forbids present.  --check additionally validates the file on disk and
  verifies that a rebuild is byte-identical.

USAGE
  python3 build_set8.py           # write zh_retrieval_set8.json next to this script
  python3 build_set8.py --check   # validate the file on disk + byte-identical rebuild
"""
import datetime as dt
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_set8.json"
BG_PATH = HERE.parent / "background_train.json"
NAME = "set8"
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 9, 18, 0, 0, tzinfo=TZ)
WINDOW_START = REF - dt.timedelta(days=365)
FUNC_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}


def ts(s):
    """'2026-03-05 09:30' -> aware datetime (+08:00)."""
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.isoformat(timespec="seconds")


def M(mid, content, typ, imp, created, end=None, vu=False, src="user_stated"):
    """Core memory. end = internal end date of a dated plan ('YYYY-MM-DD');
    vu=True also writes it as valid_until (end of that day)."""
    return dict(id=mid, content=content, type=typ, importance=imp,
                created=created, end=end, vu=vu, source=src)


def P(kind, query, relevant, forbid=(), topic=None, plan=None):
    """Probe. topic: abst topic word; plan: id of the ended plan (expiry)."""
    return dict(kind=kind, query=query, relevant=list(relevant),
                forbid=[list(f) for f in forbid], topic=topic, plan=plan)


# ---------------------------------------------------------------------------
# Global hygiene groups: (reason, topics, words).  Applied to every account.
# ---------------------------------------------------------------------------
GLOBAL_DROP = [
    ("family / gender / marital status: core facts fix each person's spouse, "
     "children and parents; background must not invent or contradict them",
     ["partner", "kids_school", "parents", "relatives_news"],
     ["老公", "老婆", "丈夫", "妻子", "男朋友", "女朋友", "对象", "儿子", "女儿",
      "孩子", "小孩", "宝妈", "生日", "婆婆", "公公", "岳", "爸", "妈", "夫妻", "结婚",
      "二胎", "孙", "家人", "闺蜜", "儿歌", "哄", "家长", "亲戚", "姐", "哥", "弟",
      "妹", "舅", "姑", "姨", "侄", "奶奶", "外婆", "双胞胎", "男同事", "婴儿", "育儿"]),
    ("job: several accounts are retired, on leave or students; no background "
     "job, commute or career-exam facts",
     ["work_routine", "coworkers", "commute"],
     ["上班", "下班", "公司", "同事", "加班", "领导", "办公", "工位", "部门", "老板",
      "单位", "工作", "打卡", "通勤", "打工", "开会", "会议", "汇报", "项目",
      "年终奖", "工资", "晋升", "考核", "周报", "实习", "入职", "离职", "师傅",
      "会计", "教师资格", "在职", "研究生"]),
    ("housing: home layout (floor, elevator, rented/owned) is a core fact for "
     "some accounts",
     ["housing_repairs"],
     ["房子", "装修", "房租", "房贷", "物业", "搬", "买房", "租", "电梯", "楼上",
      "层楼", "楼顶", "看房"]),
    ("climate: cold, heat and weather trigger several conditions (asthma, "
     "numb legs) and are asked about",
     ["weather"],
     ["下雨", "雨", "雪", "冷", "热", "台风", "暖气", "空调", "晒", "太阳", "桑拿",
      "雾霾", "潮", "干燥", "温度", "冬天", "夏天", "降温", "秋天", "春天", "入伏"]),
    ("budget: every account has a stated budget; no background money facts",
     ["money_bills"],
     ["块", "钱", "元", "贵", "便宜", "费", "省", "价", "预算", "会员", "优惠",
      "打折", "半价", "花了", "氪金", "抽卡", "储值", "信用卡", "充值", "份子",
      "借了", "千", "百"]),
    ("diet: every account has diet restrictions or allergies that probes ask "
     "about; no background eating or drinking",
     ["diet_weight", "home_cooking", "grocery_shopping", "drinks"],
     ["吃", "喝", "饭", "菜", "餐", "外卖", "零食", "咖啡", "奶", "茶", "酒", "面包",
      "包子", "火锅", "烧烤", "水果", "甜", "糖", "肉", "蛋", "鸡", "鱼", "饺子",
      "馄饨", "粥", "面条", "拉面", "小面", "煎饼", "关东煮", "薯片", "爆米花",
      "饼", "芒果", "番茄", "韭菜", "大蒜", "薄荷", "香草", "橘", "食堂", "厨",
      "菜谱", "减肥", "瘦", "胖", "体重", "斤", "味", "香", "橙", "西瓜", "粽子",
      "鲜花饼", "牛肉", "蛋白粉", "饮食"]),
    ("health / body / sleep: every account's probes ask about its condition, "
     "symptoms or sleep",
     ["health_checkup", "sleep"],
     ["医", "病", "药", "疼", "痛", "睡", "失眠", "累", "眼", "血", "牙", "感冒",
      "发烧", "咳", "喘", "过敏", "针", "体检", "酸", "晕", "腿", "腰", "膝", "脖子",
      "肩", "疫苗", "手术", "怀孕", "产", "近视", "手指", "疫", "喷嚏", "急救",
      "心肺", "伤", "摔", "健康", "养生", "保健", "营养", "熬夜", "醒", "夜猫子",
      "僵尸", "犯困", "手心出汗", "半夜"]),
    ("mood: A11 lives with depression and A02 is worn out; background mood "
     "statements would compete with those facts",
     [],
     ["心情", "情绪", "压力", "焦虑", "难受", "抑郁", "失恋", "心里", "紧张",
      "受触动", "哭"]),
    ("travel / places / holidays: many probes plan trips around holidays; no "
     "background trips, city names or holiday statements",
     [],
     ["旅", "出游", "度假", "景点", "机票", "火车", "高铁", "飞机", "酒店", "民宿",
      "自驾", "云南", "北京", "上海", "广州", "深圳", "杭州", "成都", "重庆", "西安",
      "南京", "武汉", "福州", "济南", "沈阳", "大连", "东北", "国庆", "春节",
      "假期", "过年", "暑假", "寒假", "十一", "老家", "外地", "国外", "赣南",
      "新疆", "安徽", "广式", "日式", "北京炸酱", "兰州", "重庆小面", "郊区"]),
    ("age markers that could contradict a stated age",
     [],
     ["95后", "退休"]),
]

# ---------------------------------------------------------------------------
# Accounts.  Core memories, probes and per-account hygiene, all hand-typed.
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ A01
    dict(key="A01", user_id="u_zhouyan", tenant="default", seed=8101,
         core=[
             M("m01", "用户叫周岩，今年52岁，住在济南历下区", "fact", 0.8, "2025-10-02 09:15"),
             M("m02", "用户因为尿毒症每周一、三、五下午在省立医院做血液透析", "fact", 1.0, "2025-10-02 09:20"),
             M("m03", "用户透析期间要严格控制喝水量，每天总入量不超过800毫升", "fact", 0.95, "2025-11-14 20:05"),
             M("m04", "用户需要低钾低磷饮食，香蕉、橙子、坚果和浓汤都不能多吃", "preference", 0.9, "2025-12-03 12:40"),
             M("m05", "用户左前臂做了动静脉内瘘，这只胳膊不能量血压也不能提重物", "fact", 0.9, "2026-01-08 10:10"),
             M("m06", "用户对碘造影剂过敏，做增强CT前必须提醒医生", "fact", 0.95, "2026-01-20 16:30"),
             M("m07", "用户的妻子王慧是小学老师，儿子在天津读大学", "fact", 0.6, "2026-02-11 21:00"),
             M("m08", "用户出游喜欢自己开车，短途为主，单程不超过三小时", "preference", 0.6, "2026-03-09 19:45"),
             M("m09", "用户爱下象棋，周末常去泉城广场跟棋友对弈", "preference", 0.4, "2026-04-18 15:10"),
             M("m10", "用户已经登记了肾移植等待名单，手机必须24小时开机", "fact", 0.85, "2026-05-06 08:50", src="inferred"),
             M("m11", "用户计划2026年国庆带妻子去青岛住三天，要提前联系当地医院临时透析", "event", 0.85, "2026-08-22 20:30", end="2026-10-07"),
             M("m12", "用户打算2026年7月坐索道上泰山看日出", "event", 0.6, "2026-05-30 11:00", end="2026-07-31", vu=True),
             M("m13", "用户每月能拿出来出游的钱大约两千元", "fact", 0.5, "2026-06-12 18:20"),
         ],
         drop=[
             ("exertion / gym: contradicts dialysis limits", ["gym_fitness"], []),
             ("hobby probe (象棋) and fistula arm (提重物)", [], ["象棋", "棋", "胳膊", "手臂", "提", "拎"]),
             ("travel-style probes (自己开车): no car / commute background", ["car", "commute"], ["开车", "车"]),
             ("phone must stay on (transplant call)", [], ["关机", "充电", "通知", "静音", "手机"]),
         ],
         probes=[
             P("para", "天一热嗓子冒烟又不敢猛灌，我一天到底能进多少", ["m03"]),
             P("para", "手腕那块鼓包嗡嗡震，护士让别在那边绑袖带，扎针抽管子行不行", ["m05"]),
             P("para", "等着换腰子呢，半夜要是来电话说配上了咋整", ["m10"]),
             P("para", "我礼拜天一般上哪儿杀两盘楚河汉界来着", ["m09"]),
             P("task", "十一去海边那趟帮我把吃的住的安排下，饭店挑能照顾我忌口的", ["m11", "m04", "m03", "m02"]),
             P("task", "老婆生日想带她下馆子，菜你帮我挑挑，别踩我的雷", ["m07", "m04", "m03"]),
             P("task", "下个月想周末开车带家里人去周边转一圈，钱别超了，给出个方案", ["m08", "m13", "m02"]),
             P("direct", "我对什么造影剂过敏来着？下礼拜要做增强CT", ["m06"]),
             P("abst", "象棋里蹩马腿是怎么回事，新手老搞不明白", [], topic="象棋"),
             P("expiry", "之前想去看日出那个事没成，最近还有啥近点的地方能走走", ["m08", "m02", "m13", "m11"], forbid=[["泰山"]], plan="m12"),
         ]),
    # ------------------------------------------------------------------ A02
    dict(key="A02", user_id="u_hexiaomei", tenant="default", seed=8102,
         core=[
             M("m01", "用户叫何晓梅，47岁，住在成都武侯区", "fact", 0.8, "2025-09-28 10:00"),
             M("m02", "用户的母亲今年78岁，确诊阿尔茨海默病三年，和用户住在一起", "fact", 1.0, "2025-09-28 10:05"),
             M("m03", "用户的母亲曾经在菜市场走失过一次，现在出门必须有人陪着", "fact", 0.95, "2025-11-02 19:30"),
             M("m04", "用户给母亲戴了带定位功能的手环", "fact", 0.7, "2025-11-02 19:35"),
             M("m05", "用户的母亲有二型糖尿病，饮食要控糖", "fact", 0.85, "2025-12-15 12:10"),
             M("m06", "用户自己对花生过敏，吃到会起荨麻疹、喘不上气", "fact", 0.95, "2026-01-06 18:40"),
             M("m07", "用户白天要上班，工作日请了一位阿姨照看母亲，每月工资五千", "fact", 0.7, "2026-02-20 21:15"),
             M("m08", "用户的母亲一到傍晚就容易烦躁，吵着要回老家", "fact", 0.8, "2026-03-11 20:50"),
             M("m09", "用户喜欢周末带母亲去人民公园喝盖碗茶、听川剧", "preference", 0.5, "2026-04-05 16:00"),
             M("m10", "用户因为长期照顾母亲，最近半年睡眠很差，常常凌晨三四点醒", "fact", 0.7, "2026-05-19 07:20"),
             M("m11", "用户打算2026年11月带母亲回乐山老家住一周", "event", 0.8, "2026-08-30 22:00", end="2026-11-30", vu=True),
             M("m12", "用户打算2026年暑假让弟弟把母亲接去重庆住一个月", "event", 0.6, "2026-06-10 20:10", end="2026-08-31"),
             M("m13", "用户每月花在母亲看护上的钱控制在八千以内", "fact", 0.6, "2026-07-07 19:00"),
         ],
         drop=[
             ("wandering / tracker probes", [], ["走丢", "定位", "手环", "手表", "走失"]),
             ("weekend outing probe (公园, 川剧) and abst topic", [], ["公园", "川剧", "戏", "广场舞"]),
             ("carer arrangement: no other helpers in background", [], ["钟点工", "保姆", "阿姨"]),
             ("sleep probe (early waking)", [], ["凌晨", "半夜", "闹钟", "起床", "起不来"]),
             ("allergy probe (花生)", [], ["花生", "坚果"]),
         ],
         probes=[
             P("para", "太阳落山那阵子老太太总闹腾，嚷嚷要走，这是为啥", ["m08"]),
             P("para", "老人腕子上那个能查行踪的玩意儿，咋看她这会儿在哪", ["m04"]),
             P("para", "天不亮就睁眼，之后怎么也迷糊不过去，熬了好几个月了", ["m10"]),
             P("para", "宫保鸡丁我能不能碰", ["m06"]),
             P("task", "十一月回乐山那趟，路上和老屋那一周该注意些啥，帮我列个单子", ["m11", "m03", "m05", "m08"]),
             P("task", "周末想带老妈出去吃个饭逛逛，推荐个去处", ["m09", "m05", "m03", "m06"]),
             P("task", "想请个晚上也能住家的护工，帮我算算够不够、该找啥样的", ["m13", "m07", "m02"]),
             P("direct", "我妈的糖尿病饮食上要注意啥", ["m05"]),
             P("abst", "川剧变脸到底是咋个变的", [], topic="川剧"),
             P("expiry", "这阵子老妈又全归我一个人管了，白天上班的时候咋安排稳妥些", ["m07", "m04", "m03"], forbid=[["重庆"]], plan="m12"),
         ]),
    # ------------------------------------------------------------------ A03 (twin)
    dict(key="A03", user_id="u_lin", tenant="default", seed=8103,
         twin="A04", twin_forbid=[["林国栋"], ["沈阳"], ["青霉素"]],
         core=[
             M("m01", "用户叫林夕，今年31岁，住在杭州滨江", "fact", 0.8, "2025-12-01 09:00"),
             M("m02", "用户现在怀孕34周，预产期是2026年10月20日", "fact", 1.0, "2026-09-05 10:30", end="2026-10-20"),
             M("m03", "用户查出妊娠期糖尿病，每餐后要测血糖，主食要控制", "fact", 0.95, "2026-06-18 14:00"),
             M("m04", "用户对芒果过敏，嘴唇会肿", "fact", 0.9, "2025-12-01 09:05"),
             M("m05", "用户的丈夫沈涛是程序员，经常出差", "fact", 0.6, "2026-01-14 21:30"),
             M("m06", "用户最近腿脚浮肿得厉害，晚上小腿抽筋", "fact", 0.7, "2026-08-28 23:10"),
             M("m07", "用户是头胎，打算顺产，在浙江省妇保建的档", "fact", 0.8, "2026-03-02 11:00"),
             M("m08", "用户喜欢听播客、做十字绣打发时间", "preference", 0.4, "2026-04-22 20:00"),
             M("m09", "用户的婆婆答应孩子出生后来杭州帮忙带娃", "fact", 0.5, "2026-05-09 19:20"),
             M("m10", "用户打算2026年8月初去千岛湖来一次孕期旅行", "event", 0.6, "2026-06-25 22:00", end="2026-08-10", vu=True),
             M("m11", "用户给月子中心的预算是三万以内", "fact", 0.6, "2026-07-03 20:45"),
             M("m12", "用户计划国庆假期在家附近拍一组孕妇照", "event", 0.5, "2026-08-15 18:00", end="2026-10-07"),
             M("m13", "用户孕期不敢吃生冷，喜欢清淡的杭帮菜", "preference", 0.6, "2026-02-27 12:30"),
         ],
         drop=[
             ("exercise would contradict late pregnancy", ["gym_fitness"], []),
             ("hobby / abst topic (十字绣, 播客)", [], ["十字绣", "绣", "播客"]),
             ("photo-shoot probe", [], ["照片", "拍"]),
             ("swelling probe", [], ["脚", "肿", "抽筋"]),
             ("husband away probe", [], ["出差"]),
             ("expired trip keyword", [], ["湖"]),
         ],
         probes=[
             P("para", "这两天脚背按下去一个坑，夜里腓肠肌还老扯着疼", ["m06"]),
             P("para", "吃完饭扎手指那个数老飘，怀上以后才有的毛病", ["m03"]),
             P("para", "杨枝甘露我能喝不", ["m04"]),
             P("para", "我到时候在哪家医院生来着，准备自己生还是剖？", ["m07"]),
             P("task", "十一拍大肚照那天帮我定个流程，顺便挑个吃饭的地儿", ["m12", "m03", "m04", "m06"]),
             P("task", "帮我挑挑月子会所，列下对比要看哪几样", ["m11", "m01", "m03"]),
             P("task", "我家那位又要跑外地，帮我弄个临产前的待产包和应急预案", ["m05", "m07", "m02"]),
             P("direct", "我的预产期是哪天来着", ["m02"]),
             P("abst", "十字绣用几股线比较合适", [], topic="十字绣"),
             P("expiry", "趁还没卸货想出去透透气，附近有啥地方适合我现在这样去的", ["m02", "m06"], forbid=[["千岛湖"]], plan="m10"),
         ]),
    # ------------------------------------------------------------------ A04 (twin)
    dict(key="A04", user_id="u_lin", tenant="kangfu_center", seed=8104,
         twin="A03", twin_forbid=[["林夕"], ["杭州"], ["芒果"]],
         core=[
             M("m01", "用户叫林国栋，67岁，退休钳工，住在沈阳铁西区", "fact", 0.8, "2025-10-10 08:30"),
             M("m02", "用户2026年3月因为心梗在前降支放了两个心脏支架", "event", 1.0, "2026-03-20 10:00"),
             M("m03", "用户每天吃阿司匹林和氯吡格雷双抗，牙龈容易出血", "fact", 0.9, "2026-04-02 09:00"),
             M("m04", "用户对青霉素过敏", "fact", 0.95, "2025-10-10 08:35"),
             M("m05", "用户双耳听力下降，戴助听器，嘈杂环境下听不清", "fact", 0.8, "2025-11-21 15:00"),
             M("m06", "用户的老伴刘桂芝有高血压，两个女儿都在营口", "fact", 0.6, "2025-12-30 19:10"),
             M("m07", "用户爱好钓鱼，夏天常去浑河边钓鲫鱼", "preference", 0.5, "2026-05-16 06:40"),
             M("m08", "用户医生要求少盐少肥肉，每天盐不超过5克", "preference", 0.85, "2026-04-02 09:10"),
             M("m09", "用户以前抽烟三十年，放支架后戒了", "fact", 0.6, "2026-04-28 20:00"),
             M("m10", "用户打算2026年12月去三亚过冬，住到明年春节后", "event", 0.75, "2026-09-02 19:30", end="2027-03-01"),
             M("m11", "用户计划2026年7月跟老年团去长白山天池", "event", 0.6, "2026-05-25 18:00", end="2026-07-31", vu=True),
             M("m12", "用户和老伴每月退休金加起来九千，出门玩的预算比较宽松", "fact", 0.5, "2026-06-08 20:20"),
             M("m13", "用户出远门要随身带硝酸甘油", "fact", 0.85, "2026-04-02 09:20", src="inferred"),
         ],
         drop=[
             ("exertion / gym: contradicts heart condition", ["gym_fitness"], []),
             ("hearing-aid probe: no listening / noise / karaoke background", ["music_podcasts"],
              ["听", "声", "吵", "耳机", "音响", "音箱", "耳", "唱"]),
             ("heart / smoking probes", [], ["心", "烟", "抽烟"]),
             ("fishing probes and abst topic (鲫鱼)", [], ["钓", "鱼", "鲫", "河"]),
             ("trip probes (三亚, 跟团)", [], ["海南", "三亚", "跟团", "老年"]),
         ],
         probes=[
             P("para", "人多的地方别人说话我老打岔，耳朵里塞的那玩意儿还用不用换", ["m05"]),
             P("para", "刷牙老带红，是不是那两样抗凝的片子闹的", ["m03"]),
             P("para", "胸口里撑着那俩小网子，过安检会不会响", ["m02"]),
             P("para", "嗓子发炎了，大夫要开阿莫西林，我能用吗", ["m04"]),
             P("task", "十二月去海南猫冬，帮我把机票、住处和看病的事捋一捋", ["m10", "m13", "m02", "m05"]),
             P("task", "老伴过生日想在饭店摆两桌，菜单帮我参谋参谋", ["m08", "m06"]),
             P("task", "想整根新竿子，再找个周边适合下竿的地儿，给点建议", ["m07", "m01"]),
             P("direct", "我抽了多少年烟来着，戒了以后还要注意啥", ["m09"]),
             P("abst", "鲫鱼汤咋炖才能奶白奶白的", [], topic="鲫鱼"),
             P("expiry", "想出去玩玩，跟团那种，我这身子骨有啥要注意的", ["m02", "m05", "m03", "m13"], forbid=[["长白山"]], plan="m11"),
         ]),
    # ------------------------------------------------------------------ A05
    dict(key="A05", user_id="u_tangguo", tenant="default", seed=8105,
         core=[
             M("m01", "用户叫唐果，29岁，住在广州天河", "fact", 0.8, "2025-10-15 11:00"),
             M("m02", "用户的女儿小满2026年5月出生，32周早产，在NICU住了三周", "event", 1.0, "2026-06-10 22:30"),
             M("m03", "用户目前纯母乳喂养，吃药要先确认哺乳期能不能用", "fact", 0.9, "2026-06-12 03:10"),
             M("m04", "用户的女儿要定期去医院做眼底筛查和听力复查", "fact", 0.8, "2026-06-20 10:00"),
             M("m05", "用户对头孢类抗生素过敏", "fact", 0.95, "2025-10-15 11:05"),
             M("m06", "用户产后腰疼，抱孩子久了手腕也疼", "fact", 0.6, "2026-07-02 21:40"),
             M("m07", "用户的丈夫周一到周五在外地上班，只有周末回家", "fact", 0.7, "2026-01-08 20:00"),
             M("m08", "用户的婆婆从湛江过来帮忙带孩子，婆婆不太会说普通话", "fact", 0.5, "2026-06-15 09:30"),
             M("m09", "用户产假后打算再休一年育儿假，暂时不回律所", "preference", 0.5, "2026-07-20 16:00"),
             M("m10", "用户计划明年春节带女儿回长沙娘家过年", "event", 0.7, "2026-08-18 21:00", end="2027-02-20"),
             M("m11", "用户打算2026年8月给女儿办百日宴", "event", 0.6, "2026-06-28 20:00", end="2026-08-31", vu=True),
             M("m12", "用户家每月育儿开支控制在六千左右", "fact", 0.5, "2026-07-11 19:00"),
             M("m13", "用户的女儿每天要补维生素D和铁剂", "fact", 0.7, "2026-06-20 10:10"),
         ],
         drop=[
             ("exercise would contradict post-partum recovery", ["gym_fitness"], []),
             ("newborn at home: no baby-gear / baby background", [], ["婴儿", "宝宝", "抱", "喂", "母乳", "育儿", "手腕"]),
             ("gathering expiry probe (百日宴)", [], ["聚会", "聚", "派对", "满月", "宴"]),
             ("in-law language fact, supplements abst topic", [], ["粤语", "普通话", "维生素"]),
         ],
         probes=[
             P("para", "哪种消炎药我用了会出疹子来着", ["m05"]),
             P("para", "抱娃抱得拇指根那儿一动就钻心，这算啥毛病", ["m06"]),
             P("para", "我家那位啥时候能回来搭把手", ["m07"]),
             P("para", "小满下一轮瞳孔和耳朵的检查啥时候约", ["m04"]),
             P("task", "明年过年回长沙，一路上带小满咋安排，帮我列个清单", ["m10", "m02", "m03", "m13"]),
             P("task", "想找个上门的产后修复或按摩，帮我挑挑，别太离谱", ["m06", "m12", "m03"]),
             P("task", "周末想一家子去饮个早茶，给我推荐下，婆婆也一起", ["m07", "m08", "m02"]),
             P("direct", "我育儿假打算休多久来着", ["m09"]),
             P("abst", "成年人一天补多少维生素D算合适", [], topic="维生素D"),
             P("expiry", "想请亲戚们来家里热闹热闹看看娃，帮我想想咋招呼", ["m02"], forbid=[["百日宴"]], plan="m11"),
         ]),
    # ------------------------------------------------------------------ A06
    dict(key="A06", user_id="u_majun", tenant="default", seed=8106,
         core=[
             M("m01", "用户叫马骏，38岁，住在西安雁塔区，是平面设计师", "fact", 0.8, "2025-09-25 14:00"),
             M("m02", "用户七年前车祸导致脊髓损伤，胸椎以下瘫痪，日常用手动轮椅", "fact", 1.0, "2025-09-25 14:05"),
             M("m03", "用户需要定时导尿，出门要找有无障碍卫生间的地方", "fact", 0.9, "2025-11-08 10:30"),
             M("m04", "用户对猫毛过敏，屋里有猫就打喷嚏流眼泪", "fact", 0.85, "2025-12-19 20:00"),
             M("m05", "用户臀部容易长压疮，久坐要每半小时减压一次", "fact", 0.85, "2026-01-25 09:40"),
             M("m06", "用户单身，和父母住在一起", "fact", 0.5, "2026-02-14 21:10"),
             M("m07", "用户喜欢轮椅篮球，每周六下午在市残联体育馆训练", "preference", 0.6, "2026-03-14 18:30"),
             M("m08", "用户旅行喜欢自由行，愿意多花钱住无障碍客房", "preference", 0.7, "2026-04-10 22:00"),
             M("m09", "用户开一辆改装成手控的汽车", "fact", 0.6, "2026-05-03 11:20"),
             M("m10", "用户计划2026年10月中旬去成都看一场演唱会", "event", 0.7, "2026-08-25 23:00", end="2026-10-20", vu=True),
             M("m11", "用户打算2026年暑假去青海自驾环湖", "event", 0.6, "2026-05-20 20:00", end="2026-08-31"),
             M("m12", "用户一次出游预算在五千以内", "fact", 0.5, "2026-06-01 19:30"),
             M("m13", "用户下肢没有知觉，泡脚或用暖水袋要防烫伤", "fact", 0.8, "2025-12-28 21:50"),
         ],
         drop=[
             ("mobility: no walking / running / cycling background", ["gym_fitness", "commute"],
              ["走", "步行", "跑", "爬", "骑", "跳", "站", "楼梯", "单车", "电动车"]),
             ("driving probes", ["car"], ["开车", "车"]),
             ("cat allergy probe", ["pets"], ["猫", "狗"]),
             ("basketball direct probe / abst topic", [], ["篮球", "球"]),
             ("toilet, sitting and numb-feet probes", [], ["厕所", "卫生间", "坐", "脚", "暖水袋"]),
             ("concert plan", [], ["演唱会", "乐队"]),
         ],
         probes=[
             P("para", "屁股那块老这么压着会不会磨破，多久得挪一下", ["m05"]),
             P("para", "撸猫咖啡馆我能进吗", ["m04"]),
             P("para", "睡前想弄个热宝捂捂下半身，这样安全不", ["m13"]),
             P("para", "在外头想解手咋办，哪种厕所我才进得去", ["m03"]),
             P("task", "十月去成都看演出，帮我订酒店和路线", ["m10", "m08", "m03", "m04"]),
             P("task", "周末想约几个球友去郊外野餐，帮我找个地儿", ["m02", "m03", "m07"]),
             P("task", "给我配个长途开车去外省的方案，要中途休息", ["m09", "m05", "m03"]),
             P("direct", "我每周六下午的轮椅篮球训练在哪个场馆", ["m07"]),
             P("abst", "轮椅篮球的规则和普通篮球有啥不一样", [], topic="篮球"),
             P("expiry", "入秋了想开车出去兜一圈，去哪合适", ["m09", "m08", "m12"], forbid=[["青海"]], plan="m11"),
         ]),
    # ------------------------------------------------------------------ A07
    dict(key="A07", user_id="u_sunyue", tenant="default", seed=8107,
         core=[
             M("m01", "用户叫孙悦，24岁，在北京读研究生，住在海淀", "fact", 0.8, "2025-09-30 13:00"),
             M("m02", "用户有癫痫，每天早晚吃左乙拉西坦，已经两年没发作", "fact", 1.0, "2025-09-30 13:05"),
             M("m03", "用户熬夜和闪烁的强光容易诱发发作，不能去蹦迪", "fact", 0.9, "2025-11-11 23:30"),
             M("m04", "用户不能考驾照，出行靠地铁和打车", "fact", 0.7, "2025-12-20 10:00"),
             M("m05", "用户的室友知道发作时怎么处理，用户手机里存了急救卡", "fact", 0.6, "2026-01-15 21:00"),
             M("m06", "用户对酒精比较敏感，医生也不让喝酒", "fact", 0.8, "2026-02-08 20:30"),
             M("m07", "用户喜欢画水彩，常去美术馆看展", "preference", 0.5, "2026-03-21 16:40"),
             M("m08", "用户不吃香菜和内脏", "preference", 0.6, "2026-04-12 12:20"),
             M("m09", "用户的父母在石家庄，用户每个月回去一次", "fact", 0.5, "2026-05-02 18:00"),
             M("m10", "用户计划2026年10月底去日本京都看红叶", "event", 0.7, "2026-08-08 22:40", end="2026-11-05", vu=True),
             M("m11", "用户每月生活费三千五，出去玩要精打细算", "fact", 0.5, "2026-06-03 19:10"),
             M("m12", "用户游泳必须有人陪同，不能一个人下水", "fact", 0.8, "2026-07-05 15:00", src="inferred"),
         ],
         drop=[
             ("seizure triggers probe (KTV lights) and group-dinner task", [],
              ["通宵", "闪", "灯", "蹦迪", "夜店", "光", "唱", "聚会", "聚", "派对"]),
             ("no driving probe", ["car"], ["驾照", "开车", "车"]),
             ("swimming probe", [], ["游泳", "泳", "下水"]),
             ("hobby / abst topic (水彩, 展)", [], ["水彩", "画", "展", "香菜"]),
             ("roommate / emergency facts", [], ["室友", "急救"]),
             ("trip plan", [], ["京都", "日本", "日语", "红叶", "石家庄"]),
         ],
         probes=[
             P("para", "KTV里那种一闪一闪的彩灯，我待着安全么", ["m03"]),
             P("para", "我这情况能去学车拿本吗", ["m04"]),
             P("para", "聚会上来杯鸡尾酒问题大不大", ["m06"]),
             P("para", "想去泳池扑腾，我自个儿去行不行", ["m12"]),
             P("para", "我天天吞的那个防抽的药叫啥名来着", ["m02"]),
             P("task", "十月底去京都，帮我排个行程，住宿也看看", ["m10", "m11", "m03", "m04"]),
             P("task", "下周和同门聚餐我来定馆子，帮我选个地方和菜", ["m06", "m08"]),
             P("direct", "我爸妈在石家庄，我一般多久回一次家", ["m09"]),
             P("abst", "水彩颜料和丙烯颜料有啥区别", [], topic="水彩"),
             P("abst", "为啥有人觉得香菜有股肥皂味", [], topic="香菜"),
         ]),
    # ------------------------------------------------------------------ A08
    dict(key="A08", user_id="u_gaolan", tenant="default", seed=8108,
         core=[
             M("m01", "用户叫高岚，58岁，退休会计，住在上海徐汇", "fact", 0.8, "2025-10-05 09:00"),
             M("m02", "用户的丈夫老郑患帕金森病八年，手抖、走路小碎步，容易摔", "fact", 1.0, "2025-10-05 09:05"),
             M("m03", "用户的丈夫吞咽不好，喝水容易呛，吃东西要切碎或做成糊状", "fact", 0.9, "2025-11-19 12:30"),
             M("m04", "用户的丈夫每天吃美多芭，饭前一小时吃药效果才好", "fact", 0.85, "2025-12-22 08:00"),
             M("m05", "用户的丈夫夜里要起来好几次上厕所，用户跟着睡不好", "fact", 0.6, "2026-01-30 07:10"),
             M("m06", "用户对虾蟹过敏", "fact", 0.9, "2025-10-05 09:10"),
             M("m07", "用户喜欢唱沪剧，每周二、周四去社区合唱团", "preference", 0.5, "2026-03-03 15:30"),
             M("m08", "用户的女儿在新加坡工作，一年回来一次", "fact", 0.5, "2026-02-16 21:00"),
             M("m09", "用户家住老公房六楼，没有电梯", "fact", 0.75, "2026-04-09 10:40"),
             M("m10", "用户打算2026年国庆给家里卫生间装扶手和淋浴椅", "event", 0.7, "2026-08-19 20:00", end="2026-10-07"),
             M("m11", "用户家每月退休金一万二，看病和护理花掉一半", "fact", 0.5, "2026-05-27 19:40"),
             M("m12", "用户计划明年春节去新加坡女儿家过年", "event", 0.6, "2026-09-01 21:30", end="2027-02-28"),
         ],
         drop=[
             ("falls / mobility of the husband", ["gym_fitness"], ["走路", "爬", "楼", "跑"]),
             ("swallowing / night toilet / bathroom probes", [], ["吞", "呛", "厕所", "卫生间", "浴室", "洗澡", "扶手"]),
             ("shellfish allergy probe", [], ["虾", "蟹", "海鲜"]),
             ("hobby / abst topics (沪剧, 广场舞)", [], ["广场舞", "唱", "合唱", "戏", "沪剧", "舞"]),
             ("trip abroad plan", [], ["新加坡", "出国"]),
         ],
         probes=[
             P("para", "我家那口子迈腿越来越碎，还老往前扑，这是啥情况", ["m02"]),
             P("para", "他一喝汤就咳，饭菜得咋弄", ["m03"]),
             P("para", "左旋多巴那种片子，跟三顿饭怎么错开", ["m04"]),
             P("para", "咱家上下楼是不是只能靠腿爬", ["m09"]),
             P("para", "大闸蟹季到了，我能尝两只不", ["m06"]),
             P("task", "十一给卫生间改造一下，帮我列个清单找师傅", ["m10", "m02", "m11"]),
             P("task", "过年去新加坡，带着老郑坐飞机要准被些啥", ["m12", "m02", "m04", "m03"]),
             P("direct", "我每周哪几天去社区合唱团", ["m07"]),
             P("abst", "沪剧和越剧听起来有啥区别", [], topic="沪剧"),
             P("abst", "合唱团里高声部和低声部一般怎么分", [], topic="合唱"),
         ]),
    # ------------------------------------------------------------------ A09
    dict(key="A09", user_id="u_wuhaoran", tenant="default", seed=8109,
         core=[
             M("m01", "用户叫吴浩然，35岁，住在深圳南山，在一家硬件公司做产品经理", "fact", 0.8, "2025-10-12 10:00"),
             M("m02", "用户有过敏性哮喘，随身带沙丁胺醇喷雾", "fact", 1.0, "2025-10-12 10:05"),
             M("m03", "用户乳糖不耐受，喝牛奶会拉肚子，无乳糖的可以喝", "fact", 0.85, "2025-11-26 08:30"),
             M("m04", "用户对尘螨和花粉过敏，春天容易犯病", "fact", 0.8, "2026-03-08 21:00"),
             M("m05", "用户喜欢跑步，每年都报名深圳马拉松半程", "preference", 0.6, "2025-12-06 07:00"),
             M("m06", "用户的妻子叶子是幼儿园老师，他们有一个4岁的儿子", "fact", 0.6, "2026-01-17 20:20"),
             M("m07", "用户冷空气一吸就咳，冬天跑步要戴口罩", "fact", 0.7, "2026-01-22 07:30"),
             M("m08", "用户喜欢吃潮汕牛肉火锅，不吃辣", "preference", 0.5, "2026-04-25 19:00"),
             M("m09", "用户计划2026年11月带家人去云南大理", "event", 0.75, "2026-08-27 22:10", end="2026-11-30", vu=True),
             M("m10", "用户家庭旅行预算一万左右", "fact", 0.5, "2026-06-14 20:00"),
             M("m11", "用户家里装了两台空气净化器，不养宠物", "fact", 0.5, "2026-05-10 11:00"),
             M("m12", "用户的儿子也有湿疹，皮肤敏感", "fact", 0.7, "2026-07-18 21:30"),
         ],
         drop=[
             ("running probes / abst topic (马拉松)", ["gym_fitness", "commute"], ["跑", "马拉松", "口罩"]),
             ("asthma triggers: pollen, dust mites, pets, smoke", ["pets", "plants"],
              ["柳絮", "花粉", "灰", "螨", "猫", "狗", "宠物", "香水", "烟", "喷"]),
             ("air purifier abst topic", [], ["净化器", "加湿器"]),
             ("child's eczema probe", [], ["湿疹", "皮肤", "起皮"]),
             ("diet probes (牛奶, 辣), friends-for-dinner task and trip plan", [], ["辣", "大理", "聚会", "聚", "派对"]),
             ("dust-mite probe: no bedding / dust background", [], ["床单", "被套", "沙发套", "吸尘器", "扫地"]),
         ],
         probes=[
             P("para", "为啥我一碰拿铁奶茶就得狂奔厕所", ["m03"]),
             P("para", "我包里那个蓝色小气罐是啥药来着", ["m02"]),
             P("para", "一到开花季节我就憋得慌，被窝里那些螨也招我", ["m04"]),
             P("para", "一降温我慢跑时嗓子眼发痒停不下来，该捂点啥", ["m07"]),
             P("para", "娃胳膊上那块干巴巴的红疹子又冒出来了，咋护理", ["m12"]),
             P("task", "十一月去大理那趟帮我安牌下行程，吃住都得考虑到", ["m09", "m06", "m02", "m03"]),
             P("task", "周末请几个朋友来家里涮锅，帮我定个菜单", ["m08", "m03"]),
             P("direct", "我每年报的深圳马拉松是全程还是半程", ["m05"]),
             P("abst", "马拉松赛前一周怎么储备碳水", [], topic="马拉松"),
             P("abst", "空气净化器的滤网多久换一次", [], topic="空气净化器"),
         ]),
    # ------------------------------------------------------------------ A10
    dict(key="A10", user_id="u_liqing", tenant="default", seed=8110,
         core=[
             M("m01", "用户叫李青，41岁，住在南京鼓楼区，是钢琴调律师", "fact", 0.8, "2025-10-20 10:00"),
             M("m02", "用户患视网膜色素变性，只剩中心很小一块视野，晚上基本看不见", "fact", 1.0, "2025-10-20 10:05"),
             M("m03", "用户用手机读屏软件，看字要放大到最大", "fact", 0.8, "2025-11-30 14:00"),
             M("m04", "用户出门用白手杖，不敢一个人走陌生路线", "fact", 0.85, "2026-01-05 09:30"),
             M("m05", "用户对鸡蛋过敏", "fact", 0.9, "2025-10-20 10:10"),
             M("m06", "用户的丈夫是盲人按摩师，两人没有孩子", "fact", 0.6, "2026-02-02 20:00"),
             M("m07", "用户喜欢听有声书和评书", "preference", 0.5, "2026-03-15 21:30"),
             M("m08", "用户旅行喜欢跟团或找熟人陪着，住的地方要离地铁近", "preference", 0.7, "2026-04-18 19:00"),
             M("m09", "用户做饭容易烫伤，家里的燃气灶换成了电磁炉", "fact", 0.6, "2026-05-21 12:00"),
             M("m10", "用户打算2026年10月去苏州听一场昆曲", "event", 0.7, "2026-08-29 20:40", end="2026-10-31"),
             M("m11", "用户每月能自由支配的钱大概六千", "fact", 0.5, "2026-06-22 18:30"),
             M("m12", "用户强光下会眩晕，白天出门要戴墨镜", "fact", 0.75, "2026-07-14 10:20"),
         ],
         drop=[
             ("low vision: nothing that needs eyesight (reading, screens, crafts, driving)",
              ["reading", "movies", "tv_shows", "gaming", "car", "commute", "home_hobbies", "phone_gadgets"],
              ["看", "读", "屏", "字", "灯", "光", "晃", "墨镜", "画", "拍", "照片", "显示器"]),
             ("cane / unfamiliar route probe; no ball sports or video editing with tunnel vision", [],
              ["手杖", "一个人", "陌生", "路", "网球", "剪辑", "球"]),
             ("piano tuner: no background piano facts", [], ["琴"]),
             ("dinner-party task", [], ["聚会", "聚", "派对"]),
             ("cooking safety task", [], ["烫", "电磁炉", "灶"]),
             ("audiobook / opera abst topics and trip", [], ["有声书", "评书", "昆曲", "苏州", "戏", "跟团", "按摩"]),
         ],
         probes=[
             P("para", "天一擦黑我就跟睁眼瞎似的，这毛病还能往回拉吗", ["m02"]),
             P("para", "那个把界面内容念出来的辅助功能，语速该咋调", ["m03"]),
             P("para", "蛋挞和戚风我是不是都得躲着", ["m05"]),
             P("para", "去没去过的地儿，我自己摸过去靠谱不", ["m04"]),
             P("para", "大晌午到外头就天旋地转，得整副黑片子不", ["m12"]),
             P("task", "十月去苏州听曲那趟，帮我定下车票跟酒店", ["m10", "m08", "m04", "m11"]),
             P("task", "想请几个朋友来家里聚餐，菜单和做法帮我出出主意", ["m05", "m09"]),
             P("direct", "我丈夫是做什么工作的", ["m06"]),
             P("abst", "昆曲和京剧唱腔有啥不一样", [], topic="昆曲"),
             P("abst", "评书三国演义哪个版本最经典", [], topic="评书"),
         ]),
    # ------------------------------------------------------------------ A11
    dict(key="A11", user_id="u_fangyu", tenant="default", seed=8111,
         core=[
             M("m01", "用户叫方宇，33岁，住在武汉武昌，在游戏公司做美术", "fact", 0.8, "2025-10-08 20:00"),
             M("m02", "用户被诊断为中度抑郁，在吃舍曲林，每两周看一次心理咨询", "fact", 1.0, "2025-10-08 20:05"),
             M("m03", "用户有乳糜泻，不能吃含麸质的东西，小麦、大麦都不行", "fact", 0.95, "2025-11-15 12:00"),
             M("m04", "用户情绪低落时不想见人，喜欢一个人待着", "preference", 0.7, "2025-12-12 23:30"),
             M("m05", "用户对猕猴桃过敏", "fact", 0.85, "2026-01-09 19:00"),
             M("m06", "用户和女朋友小鹿同居，养了一只柴犬叫豆包", "fact", 0.6, "2026-02-22 21:00"),
             M("m07", "用户喜欢爬山和拍星空，周末常去郊外", "preference", 0.5, "2026-03-28 22:10"),
             M("m08", "用户晚上经常睡不着，医生不建议他喝咖啡", "fact", 0.7, "2026-04-16 01:20", src="inferred"),
             M("m09", "用户打算2026年国庆和女朋友去恩施大峡谷", "event", 0.7, "2026-08-21 20:30", end="2026-10-07"),
             M("m10", "用户出去玩偏好穷游，一次不超过三千", "preference", 0.5, "2026-05-30 18:00"),
             M("m11", "用户的父母不知道他在看心理医生", "fact", 0.6, "2026-06-19 22:00"),
             M("m12", "用户计划2026年12月参加一个正念减压课程", "event", 0.5, "2026-07-26 20:15", end="2026-12-31", vu=True),
         ],
         drop=[
             ("gluten-free diet probe", [], ["面", "麦", "馒头"]),
             ("prefers to be alone: no social background", ["social_life"], ["聚", "社交", "一个人"]),
             ("dog owner, shiba abst topic", ["pets"], ["猫", "狗", "柴犬"]),
             ("hiking / star photography probes and abst topic", [], ["爬山", "星", "拍", "相机", "照片"]),
             ("therapy secrecy / mindfulness plan", [], ["心理", "咨询", "冥想", "正念", "课程"]),
             ("trip plan and fruit allergy", [], ["恩施", "湖北", "猕猴桃", "奇异果"]),
         ],
         probes=[
             P("para", "热干面我还能碰吗", ["m03"]),
             P("para", "我天天吞的那个让心情别往下掉的片子叫啥来着", ["m02"]),
             P("para", "心里灰的那阵儿，我是盼着朋友陪还是自己缩起来", ["m04"]),
             P("para", "奇异果我能啃不", ["m05"]),
             P("para", "夜里翻来覆去的，下午那杯美式还能续吗", ["m08"]),
             P("task", "国庆去恩施，帮我把吃住行排一下，别超支", ["m09", "m03", "m10", "m06"]),
             P("task", "这周末想带上狗出去拍银河，帮我找个地方", ["m07", "m06", "m01"]),
             P("direct", "我爸妈知道我在看心理医生吗", ["m11"]),
             P("abst", "柴犬换毛季怎么梳毛比较好", [], topic="柴犬"),
             P("abst", "拍星空一般用多大光圈、多长快门", [], topic="星空"),
         ]),
    # ------------------------------------------------------------------ A12
    dict(key="A12", user_id="u_chenjing", tenant="default", seed=8112,
         core=[
             M("m01", "用户叫陈静，46岁，住在福州仓山，是中学语文老师", "fact", 0.8, "2025-10-25 19:00"),
             M("m02", "用户2026年5月做了腰椎融合手术，目前还在康复期", "event", 1.0, "2026-05-28 15:00"),
             M("m03", "用户术后不能弯腰搬重物，超过五公斤的东西都不能提", "fact", 0.9, "2026-06-05 10:00"),
             M("m04", "用户不能久坐，坐四十分钟就要起来走动", "fact", 0.85, "2026-06-05 10:05"),
             M("m05", "用户对布洛芬过敏，止痛只能用对乙酰氨基酚", "fact", 0.95, "2025-10-25 19:05"),
             M("m06", "用户每周二、周五去医院做康复理疗", "fact", 0.7, "2026-06-20 09:00"),
             M("m07", "用户的儿子今年读高三，丈夫在外企上班", "fact", 0.5, "2026-02-26 21:00"),
             M("m08", "用户喜欢喝茶，家里常备福鼎白茶", "preference", 0.4, "2026-03-12 16:00"),
             M("m09", "用户以前爱打羽毛球，现在改成游泳和散步", "preference", 0.6, "2026-07-08 18:30"),
             M("m10", "用户计划2026年11月初回学校复工", "event", 0.75, "2026-08-31 20:00", end="2026-11-10"),
             M("m11", "用户给康复器械的预算在三千以内", "fact", 0.5, "2026-07-22 19:20"),
             M("m12", "用户睡觉要侧躺，床垫换成了偏硬的", "fact", 0.6, "2026-06-30 22:40"),
         ],
         drop=[
             ("post-op restrictions: no exercise / equipment background", ["gym_fitness"], ["健身", "器材", "哑铃"]),
             ("lifting / sitting / lying probes", [], ["弯腰", "搬", "提", "拎", "扛", "重", "坐", "站", "躺", "床垫", "枕头", "趴", "楼"]),
             ("sport preference probe", [], ["羽毛球", "游泳", "散步", "球"]),
             ("back-to-school plan and son in 高三", ["learning"], ["学校", "老师", "高三", "考试", "学生", "复工"]),
             ("rehab schedule and pain-killer probes", [], ["康复", "理疗", "按摩", "布洛芬", "止痛"]),
         ],
         probes=[
             P("para", "家里那袋大米我能自己扛上楼吗", ["m03"]),
             P("para", "开长会的话我能一直钉在椅子上吗", ["m04"]),
             P("para", "牙疼想来片芬必得，行不行", ["m05"]),
             P("para", "晚上怎么个姿势对我后背最好", ["m12"]),
             P("para", "术后那套恢复训练我礼拜几得过去", ["m06"]),
             P("task", "十一月回去上课之前，帮我规划下怎么过渡", ["m10", "m04", "m03", "m06"]),
             P("task", "想在家添点锻炼腰背的器材，推荐推荐", ["m11", "m03", "m02"]),
             P("direct", "我现在还能打羽毛球吗？以前挺爱打的", ["m09"]),
             P("abst", "福鼎白茶和安吉白茶有啥区别", [], topic="白茶"),
             P("abst", "初中语文里文言虚词“之”一共有几种用法", [], topic="语文"),
         ]),
]


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------
def cjk_set(text):
    text = text.replace("用户", "")
    return {c for c in text if "\u4e00" <= c <= "\u9fff" and c not in FUNC_CHARS}


def overlap(a, b):
    return cjk_set(a) & cjk_set(b)


def end_dt(day):
    """'YYYY-MM-DD' -> end of that day (+08:00)."""
    return dt.datetime.strptime(day, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)


def probe_time(acc_idx, j):
    day = 19 + j
    hour = 8 + (acc_idx * 3 + j * 5) % 14
    minute = (acc_idx * 7 + j * 11) % 60
    return dt.datetime(2026, 9, day, hour, minute, tzinfo=TZ)


def drop_groups(acc):
    groups = list(GLOBAL_DROP) + list(acc["drop"])
    fw = [w for p in acc["probes"] for f in p["forbid"] for w in f]
    fw += [w for f in acc.get("twin_forbid", []) for w in f]
    groups.append(("every forbid word of the account (twin facts, expired plans)", [], fw))
    return groups


def allowed(stmt, groups):
    for _reason, topics, words in groups:
        if stmt["topic"] in topics:
            return False
        if any(w in stmt["text"] for w in words):
            return False
    return True


def load_background():
    data = json.loads(BG_PATH.read_text(encoding="utf-8"))
    stmts = data["statements"]
    if not isinstance(stmts, list) or not stmts:
        raise SystemExit("background file has no statements")
    return stmts


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build(bg):
    users = []
    meta = []  # per account: dict with plan ends, probe annotations
    n = 0
    win_secs = int((REF - WINDOW_START).total_seconds()) - 3600
    for ai, acc in enumerate(ACCOUNTS):
        mems = []
        ends = {}
        for m in acc["core"]:
            d = dict(id=m["id"], content=m["content"], type=m["type"],
                     importance=m["importance"], created_at=iso(ts(m["created"])),
                     source=m["source"])
            if m["end"]:
                ends[m["id"]] = end_dt(m["end"])
                if m["vu"]:
                    d["valid_until"] = iso(end_dt(m["end"]))
            mems.append(d)
        groups = drop_groups(acc)
        pool = [s for s in bg if allowed(s, groups)]
        rng = random.Random(acc["seed"])
        count = rng.randint(100, 180)
        if len(pool) < count:
            raise SystemExit(f"{acc['key']}: background pool {len(pool)} < {count}")
        picked = rng.sample(pool, count)
        types = [m["type"] for m in acc["core"]]
        imps = [m["importance"] for m in acc["core"]]
        for bi, s in enumerate(picked, 1):
            created = WINDOW_START + dt.timedelta(seconds=rng.randint(0, win_secs))
            mems.append(dict(id=f"b{bi:03d}", content=s["text"], type=rng.choice(types),
                             importance=rng.choice(imps), created_at=iso(created),
                             source="user_stated"))
        probes = []
        pmeta = []
        for j, p in enumerate(acc["probes"]):
            n += 1
            forbid = [list(f) for f in p["forbid"]]
            for f in acc.get("twin_forbid", []):
                if f not in forbid:
                    forbid.append(list(f))
            probes.append(dict(id=f"p{n}-{p['kind']}", at=iso(probe_time(ai, j)),
                               query=p["query"], relevant=list(p["relevant"]),
                               forbid=forbid))
            pmeta.append(p)
        users.append(dict(user_id=acc["user_id"], tenant_id=acc["tenant"],
                          memories=mems, probes=probes))
        meta.append(dict(acc=acc, ends=ends, pmeta=pmeta, groups=groups,
                         pool=len(pool), topic_of={s["text"]: s["topic"] for s in bg}))
    doc = {"format": "memory-eval/v1", "name": NAME, "users": users}
    return doc, meta


def render(doc):
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
def parse_iso(s):
    d = dt.datetime.fromisoformat(s)
    if d.tzinfo is None or d.utcoffset() != dt.timedelta(hours=8):
        raise ValueError(f"timestamp without +08:00: {s}")
    return d


def validate_shape(doc, errs):
    if not isinstance(doc, dict) or doc.get("format") != "memory-eval/v1":
        errs.append("top level: format must be memory-eval/v1")
        return
    if not isinstance(doc.get("name"), str) or not doc["name"]:
        errs.append("top level: name missing")
    users = doc.get("users")
    if not isinstance(users, list) or not users:
        errs.append("top level: users must be a non-empty list")
        return
    seen_acc = set()
    for u in users:
        uid = u.get("user_id")
        if not isinstance(uid, str) or not uid:
            errs.append("user without user_id")
            continue
        key = (uid, u.get("tenant_id", "default"))
        if key in seen_acc:
            errs.append(f"duplicate account {key}")
        seen_acc.add(key)
        mids = set()
        for m in u.get("memories", []):
            for fld, typ in (("id", str), ("content", str), ("type", str),
                             ("importance", float), ("created_at", str)):
                if not isinstance(m.get(fld), typ):
                    errs.append(f"{key} memory {m.get('id')}: bad field {fld}")
            if m.get("id") in mids:
                errs.append(f"{key}: duplicate memory id {m.get('id')}")
            mids.add(m.get("id"))
            if m.get("type") not in ("fact", "preference", "event"):
                errs.append(f"{key} {m.get('id')}: bad type {m.get('type')}")
            imp = m.get("importance")
            if isinstance(imp, float) and not 0.3 <= imp <= 1.0:
                errs.append(f"{key} {m.get('id')}: importance {imp} out of range")
            try:
                parse_iso(m.get("created_at", ""))
                if "valid_until" in m:
                    parse_iso(m["valid_until"])
            except (ValueError, TypeError) as e:
                errs.append(f"{key} {m.get('id')}: {e}")
        pids = set()
        for p in u.get("probes", []):
            if not isinstance(p.get("query"), str) or not p["query"]:
                errs.append(f"{key} probe {p.get('id')}: query missing")
            if p.get("id") in pids:
                errs.append(f"{key}: duplicate probe id {p.get('id')}")
            pids.add(p.get("id"))
            if not isinstance(p.get("relevant"), list):
                errs.append(f"{key} {p.get('id')}: relevant must be a list")
            else:
                for r in p["relevant"]:
                    if r not in mids:
                        errs.append(f"{key} {p.get('id')}: relevant {r} not a memory")
            fb = p.get("forbid", [])
            if not (isinstance(fb, list) and all(isinstance(f, list) and f and
                    all(isinstance(w, str) and w for w in f) for f in fb)):
                errs.append(f"{key} {p.get('id')}: forbid must be list of non-empty string lists")
            try:
                parse_iso(p.get("at", ""))
            except (ValueError, TypeError) as e:
                errs.append(f"{key} {p.get('id')}: {e}")


def validate(doc, meta, errs):
    validate_shape(doc, errs)
    if errs:
        return
    users = doc["users"]
    if len(users) != 12:
        errs.append(f"expected 12 accounts, got {len(users)}")
    uids = [u["user_id"] for u in users]
    if len(set(uids)) != 11:
        errs.append(f"expected 11 distinct user_ids, got {len(set(uids))}")
    all_pids = [p["id"] for u in users for p in u["probes"]]
    if len(all_pids) != len(set(all_pids)):
        errs.append("probe ids not globally unique")
    kinds = {k: 0 for k in KIND_TOTALS}
    for u, mt in zip(users, meta):
        acc = mt["acc"]
        key = acc["key"]
        mems = {m["id"]: m for m in u["memories"]}
        core = [m for m in u["memories"] if m["id"].startswith("m")]
        bgm = [m for m in u["memories"] if m["id"].startswith("b")]
        if not 9 <= len(core) <= 13:
            errs.append(f"{key}: {len(core)} core memories")
        if [m["id"] for m in core] != [f"m{i:02d}" for i in range(1, len(core) + 1)]:
            errs.append(f"{key}: core ids not m01..")
        if not 100 <= len(bgm) <= 180:
            errs.append(f"{key}: {len(bgm)} background memories")
        if [m["id"] for m in bgm] != [f"b{i:03d}" for i in range(1, len(bgm) + 1)]:
            errs.append(f"{key}: background ids not b001..")
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        for m in u["memories"]:
            c = parse_iso(m["created_at"])
            if not WINDOW_START <= c < REF:
                errs.append(f"{key} {m['id']}: created_at outside window")
            if m["id"] in mt["ends"] and c >= mt["ends"][m["id"]]:
                errs.append(f"{key} {m['id']}: plan created after it ended")
        for m in bgm:
            if m["type"] not in core_types or m["importance"] not in core_imps:
                errs.append(f"{key} {m['id']}: type/importance not from core lists")
            stmt = {"text": m["content"], "topic": mt["topic_of"].get(m["content"])}
            if stmt["topic"] is None:
                errs.append(f"{key} {m['id']}: background text not from background file")
            if not allowed(stmt, mt["groups"]):
                errs.append(f"{key} {m['id']}: background fails hygiene: {m['content']}")
        bg_texts = [m["content"] for m in bgm]
        if len(set(bg_texts)) != len(bg_texts):
            errs.append(f"{key}: duplicate background statements")
        last_mem = max(parse_iso(m["created_at"]) for m in u["memories"])
        if len(u["probes"]) != 10:
            errs.append(f"{key}: {len(u['probes'])} probes, expected 10")
        for p, pm in zip(u["probes"], mt["pmeta"]):
            pid = p["id"]
            kind = pm["kind"]
            if not pid.endswith("-" + kind) or kind not in kinds:
                errs.append(f"{key} {pid}: kind mismatch")
                continue
            kinds[kind] += 1
            at = parse_iso(p["at"])
            if at <= last_mem:
                errs.append(f"{key} {pid}: probe not after all memories")
            rel = p["relevant"]
            for r in rel:
                if not r.startswith("m"):
                    errs.append(f"{key} {pid}: relevant {r} is not core")
                if r in mt["ends"] and mt["ends"][r] < at:
                    errs.append(f"{key} {pid}: relevant plan {r} already ended")
            if len(rel) != len(set(rel)):
                errs.append(f"{key} {pid}: duplicate relevant ids")
            q = p["query"]
            if kind == "para":
                if len(rel) != 1:
                    errs.append(f"{key} {pid}: para needs exactly one relevant")
                else:
                    ov = overlap(q, mems[rel[0]]["content"])
                    if len(ov) > 2:
                        errs.append(f"{key} {pid}: para overlap {sorted(ov)} > 2")
            elif kind == "direct":
                if len(rel) != 1:
                    errs.append(f"{key} {pid}: direct needs exactly one relevant")
                else:
                    ov = overlap(q, mems[rel[0]]["content"])
                    if len(ov) < 2:
                        errs.append(f"{key} {pid}: direct overlap {sorted(ov)} < 2")
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    errs.append(f"{key} {pid}: task needs 2-4 relevant")
            elif kind == "abst":
                t = pm["topic"]
                if rel:
                    errs.append(f"{key} {pid}: abst must have relevant []")
                if not t or t not in q or not any(t in m["content"] for m in core):
                    errs.append(f"{key} {pid}: abst topic word {t!r} not shared")
            elif kind == "expiry":
                plan = pm["plan"]
                if plan not in mt["ends"]:
                    errs.append(f"{key} {pid}: expiry plan {plan} has no end")
                else:
                    if not mt["ends"][plan] < at:
                        errs.append(f"{key} {pid}: asked before plan {plan} ended")
                    if not any(any(w in mems[plan]["content"] for w in f) for f in p["forbid"]):
                        errs.append(f"{key} {pid}: plan keyword not in forbid")
                    if plan in rel:
                        errs.append(f"{key} {pid}: expired plan marked relevant")
            # forbid words: not in relevant, not in any still-applying memory
            for f in p["forbid"]:
                for w in f:
                    wn = w.lower()
                    for m in u["memories"]:
                        applies = m["id"] not in mt["ends"] or mt["ends"][m["id"]] >= at
                        if (applies or m["id"] in rel) and wn in m["content"].lower():
                            errs.append(f"{key} {pid}: forbid {w!r} in applying memory {m['id']}")
            if "twin" in acc:
                twin = next(a for a in ACCOUNTS if a["key"] == acc["twin"])
                need = [[twin_name_city_allergen] for twin_name_city_allergen in
                        [w for f in acc["twin_forbid"] for w in f]]
                for f in need:
                    if f not in p["forbid"]:
                        errs.append(f"{key} {pid}: twin forbid {f} missing")
                # the twin's forbid words must be facts of the twin
                tw_core = " ".join(m["content"] for m in twin["core"])
                for f in need:
                    if f[0] not in tw_core:
                        errs.append(f"{key}: twin forbid {f[0]} is not a fact of {twin['key']}")
    # twins: same user_id, different tenants
    tw = [(u["user_id"], u["tenant_id"]) for u, mt in zip(users, meta) if "twin" in mt["acc"]]
    if len(tw) != 2 or tw[0][0] != tw[1][0] or tw[0][1] == tw[1][1]:
        errs.append(f"twin accounts malformed: {tw}")
    if kinds != KIND_TOTALS:
        errs.append(f"kind totals {kinds} != {KIND_TOTALS}")


def summary(doc):
    core = sum(1 for u in doc["users"] for m in u["memories"] if m["id"].startswith("m"))
    bgc = sum(1 for u in doc["users"] for m in u["memories"] if m["id"].startswith("b"))
    kinds = {}
    for u in doc["users"]:
        for p in u["probes"]:
            k = p["id"].split("-", 1)[1]
            kinds[k] = kinds.get(k, 0) + 1
    return f"core={core} background={bgc} probes={sum(kinds.values())} {kinds}"


def main(argv):
    check = "--check" in argv[1:]
    bg = load_background()
    doc, meta = build(bg)
    errs = []
    validate(doc, meta, errs)
    data = render(doc)
    if check:
        if not OUT.exists():
            errs.append(f"{OUT.name} does not exist; run without --check first")
        else:
            disk = OUT.read_bytes()
            try:
                disk_doc = json.loads(disk.decode("utf-8"))
                validate(disk_doc, meta, errs)
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                errs.append(f"file on disk is not valid JSON: {e}")
            if disk != data:
                errs.append("file on disk differs from a fresh rebuild")
            if render(build(bg)[0]) != data:
                errs.append("two rebuilds are not byte-identical")
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(f"FAILED with {len(errs)} error(s)", file=sys.stderr)
        return 1
    if not check:
        OUT.write_bytes(data)
        print(f"wrote {OUT.name}: {summary(doc)}")
    else:
        print(f"check OK: {summary(doc)}")
    if "-v" in argv:
        for mt in meta:
            print(f"  {mt['acc']['key']}: background pool {mt['pool']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
