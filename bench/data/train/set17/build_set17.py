#!/usr/bin/env python3
"""build_set17.py -- blind Chinese retrieval training set "set17" (memory-eval/v1, track R).

WHAT WAS READ (and nothing else)
  1. /work/shared/eval/FORMAT.md                      -- the memory-eval/v1 format description.
  2. /work/main/bench/data/train/background_train.json -- pool of everyday background statements
     ({"format", "statements": [{"text", "topic"}]}); read at build time from
     ../background_train.json relative to this script, never copied into it.
  No other file or directory under /work was opened, listed, grepped or stat'ed; no evaluator, engine
  code, test, doc, other data set or git history was consulted.  Everything else below was written
  by hand for this set.  Files written: only set17/build_set17.py and set17/zh_retrieval_set17.json.

THEME
  Family and social occasions for a travel-planner assistant: weddings (喜酒, 伴娘, 伴郎), 回门,
  满月酒, 升学宴, 订婚宴, 拜寿/大寿, 上灯 (Hakka lantern rite), 祭祖, 拜山/上坟/迁坟, 普渡, 进香,
  入厝, 周年祭, visiting relatives.  Probe wording leans on dialect and old-fashioned phrasing:
  粤语, 闽南话, 四川话/重庆话, 东北话, 吴语 (上海话, 温州话).

ACCOUNTS (12 accounts, 11 user_ids; REF = 2026-07-01T10:00:00+08:00)
  acct user_id / tenant_id              persona                                         core  dialect
  01   u_chen_guodong / default         陈国栋 62 广州荔湾 退休语文老师, 心脏搭桥, 痛风, 晕船     13    粤语
  02   u_wang_xiulan / default          王秀兰 58 哈尔滨 退休女工, 嫁女青岛, 膝伤, 晕车           12    东北话
  03   u_liu_chuan / default            刘川 34 成都 程序员, 外婆八十大寿, 甲壳类过敏, 恐高       12    四川话
  04   u_huang_lijuan / default         黄丽娟 47 泉州 茶叶店, 普渡/进香, 晕船, 腰椎              13    闽南话
  05   u_shen_yaqin / default           沈雅琴 70 上海 退休会计, 糖尿病, 髋关节置换, 怕狗        13    吴语(上海)
  06   u_linwf / t_yuehai   (twin A)    林婉芬 31 佛山 银行柜员, 怀孕五个月, 花生过敏           11    粤语
  07   u_linwf / t_minnan   (twin B)    林婉芳 39 漳州 小学老师, 轮椅, 芒果过敏                  11    闽南话
  08   u_sun_dawei / default            孙大伟 50 沈阳 出租车司机, 回族清真, 怕坐飞机, 腰椎       12    东北话
  09   u_he_chunmei / default           何春梅 42 重庆 火锅店老板娘, 酒精过敏, 晕车              12    重庆话
  10   u_zheng_zhiyuan / default        郑志远 55 温州 鞋厂老板, 长素, 呼吸机, 幽闭恐惧           12    温州话
  11   u_xu_jiayi / default             徐佳怡 26 上海 设计师, 伴娘, 乳糖不耐, 偏头痛            11    上海话
  12   u_li_jiahao / default            李家豪 38 深圳 物流主管 客家, 哮喘, 鸡蛋过敏, 上灯        12    粤语
  Twins 06/07 share user_id u_linwf in two tenants; every probe of either twin forbids the other
  twin's name, city, allergen and key constraint (06 forbids 林婉芳/漳州/芒果/轮椅; 07 forbids
  林婉芬/佛山/花生/怀孕|孕期|孕妇).

CONVENTIONS
  * Core memories m01..m13 per account, third person "用户……", type fact/preference/event, importance
    set by hand (hard constraints 0.8-1.0, trivia 0.3-0.5), created_at within the year before REF
    (hand-set where the text needs it, e.g. "今年…", plans before their dates; otherwise seeded).
  * Dated plans are type event and carry their date in the text; some have explicit valid_until,
    others rely on inference.  Expired plans (all ended before REF) are only ever forbidden.
    Durable facts with time words that must NOT expire are used as relevant memories
    (e.g. "今年62岁", "2019年做过…手术", "每年冬至…", "每年重阳…", "儿子2026年2月出生").
  * Background b001.. per account: 100-180 statements sampled with random.Random("set17:bg:<acct>")
    from the pool after hygiene: global topic/word drops (health, diet, sleep, pets, kids, car,
    festivals, weddings, travel words, alcohol, ...), per-account drops (places of the account's facts
    and probes, every forbid keyword, gender/family/job contradictions, the account's constraint words)
    and an automatic drop of any statement sharing >= 2 uncommon character bigrams with a probe query
    or with a core memory.  Importance 0.3-0.6, created_at spread over the previous 12-24 months.
  * Probes p<acct>_<kind>_<n>, kinds: para (one fact, paraphrased in dialect/slang), task (planning
    request; every core memory a careful planner needs, no more), direct (asks own stored fact),
    abst (relevant [] -- general knowledge, small talk, topics sharing words with stored facts),
    expiry (asked after a dated plan ended; its keywords in forbid; relevant = still-valid
    constraints).  Totals: 54 para, 30 task, 12 direct, 18 abst, 6 expiry = 120.  All probes are
    asked in July 2026, after REF and after every memory they use.
  * Deterministic: string-seeded random only, no clock.  Output is json.dumps(ensure_ascii=False,
    indent=1) + newline, UTF-8.  `--check` rebuilds in memory and exits 1 unless the file on disk is
    byte-identical.

USAGE
  python3 build_set17.py          # write zh_retrieval_set17.json
  python3 build_set17.py --check  # verify the file on disk
"""

import datetime as _dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
POOL_PATH = os.path.join(HERE, "..", "background_train.json")
OUT_PATH = os.path.join(HERE, "zh_retrieval_set17.json")

TZ = _dt.timezone(_dt.timedelta(hours=8))
REF = _dt.datetime(2026, 7, 1, 10, 0, 0, tzinfo=TZ)


def ts(s):
    """'2026-05-18' or '2026-05-18 09:30' -> aware datetime (+08:00)."""
    if " " in s:
        d, t = s.split(" ")
        hh, mm = t.split(":")
    else:
        d, hh, mm = s, "10", "00"
    y, mo, da = d.split("-")
    return _dt.datetime(int(y), int(mo), int(da), int(hh), int(mm), 0, tzinfo=TZ)


def iso(dt):
    return dt.isoformat()


# ---------------------------------------------------------------------------------------------
# Hand-written accounts.
# core entry: (id, type, importance, content, created or None, valid_until or None, ends or None)
#   created None -> seeded date within the year before REF; valid_until -> written to output;
#   ends -> internal only (when a dated plan stops applying), used by the self-checks.
# probe entry: (kind, at 'MM-DD HH:MM', query, relevant, forbid, expired_id or None)
# ---------------------------------------------------------------------------------------------

MALE_MARRIED = ["老公", "婆婆", "公公", "男朋友", "女朋友", "对象", "宝妈", "闺蜜"]
FEMALE_MARRIED = ["老婆", "岳母", "岳父", "女朋友", "男朋友", "对象"]
SINGLE = ["老公", "老婆", "婆婆", "公公", "岳母", "岳父", "男朋友", "女朋友", "对象", "宝妈"]
NON_OFFICE = ["上班", "下班", "加班", "公司", "同事", "老板", "工位", "部门", "单位", "工资",
              "年终奖", "公积金", "个税", "报销", "领导", "入职", "实习生", "开会", "周报", "办公",
              "考核", "团建", "周会"]
RETIRED_TOPICS = ["work_routine", "coworkers", "commute", "learning"]
# life-stage statements that do not fit users in their fifties to seventies
OLDER = ["外婆", "部队", "第一份工作", "考公务员", "重疾险", "房贷", "房租", "车贷", "红白机",
         "失恋", "入职", "大学室友", "大学同学"]

TWIN_A_KEYS = [["林婉芬"], ["佛山"], ["花生"], ["怀孕", "孕期", "孕妇"]]
TWIN_B_KEYS = [["林婉芳"], ["漳州"], ["芒果"], ["轮椅"]]

ACCOUNTS = [
    # ------------------------------------------------------------------ 01 陈国栋 粤语
    dict(
        code="01", user_id="u_chen_guodong", tenant_id="default",
        places=["广州", "荔湾", "西关", "台山", "江门", "深圳", "南山", "西藏", "伶仃洋", "广东",
                "广式", "粤"],
        drop_topics=RETIRED_TOPICS + ["gym_fitness", "parents"],
        drop_words=NON_OFFICE + MALE_MARRIED + OLDER + [
            "跑", "海鲜", "内脏", "三文鱼", "虾", "蟹", "早饭", "早餐", "包子铺", "茶楼", "书法", "毛笔",
            "电梯", "吵", "睡", "噪", "孙", "船", "爬", "山"],
        core=[
            ("m01", "fact", 0.6, "用户叫陈国栋，今年62岁，家住广州荔湾区西关，是退休的中学语文老师。", "2026-01-15", None, None),
            ("m02", "fact", 0.6, "用户的老伴叫梁淑仪，两公婆出远门基本都是一齐去。", None, None, None),
            ("m03", "fact", 1.0, "用户2019年做过心脏搭桥手术，医生叮嘱不能去高海拔地区，也不能爬陡坡或做剧烈运动。", None, None, None),
            ("m04", "preference", 0.9, "用户有痛风，饮食上要避开海鲜、动物内脏和啤酒。", None, None, None),
            ("m05", "fact", 0.85, "用户一坐船就晕得厉害，过海宁愿绕路走桥或者坐高铁。", None, None, None),
            ("m06", "preference", 0.7, "用户出门一趟的总花费希望控制在八千元以内，钱主要靠退休金。", None, None, None),
            ("m07", "fact", 0.8, "用户每逢周二、周四上午在社区老年大学教书法，这两个上午不安排外出。", None, None, None),
            ("m08", "preference", 0.5, "用户喜欢听粤剧，逢年过节爱去剧院看大戏。", None, None, None),
            ("m09", "preference", 0.4, "用户每天早上习惯去茶楼饮早茶，一盅两件。", None, None, None),
            ("m10", "event", 0.9, "用户计划2026年10月2日回江门台山老家，参加陈氏宗祠重修落成的祭祖仪式，要在村里住三晚。", "2026-05-18", "2026-10-06", "2026-10-06"),
            ("m11", "event", 0.8, "用户的孙女2026年3月8日在广州的酒楼摆满月酒，用户负责订酒席、请亲戚。", "2026-01-20", None, "2026-03-09"),
            ("m12", "preference", 0.6, "用户睡眠浅，住酒店要求房间安静、远离电梯。", None, None, None),
            ("m13", "fact", 0.5, "用户的儿子陈家俊在深圳工作，一家三口住在南山区。", None, None, None),
        ],
        probes=[
            ("para", "07-03 09:12", "胸口有条长疤嗰件事你知㗎啦，空气稀薄嘅地方同埋好斜嘅山路，我仲去唔去得？", ["m03"], None, None),
            ("para", "07-04 20:31", "过伶仃洋嗰种渡轮我一踏上去就天旋地转、呕到黄胆水都出埋，水路千祈唔好帮我揀。", ["m05"], None, None),
            ("para", "07-06 12:05", "我个尿酸长期爆灯，脚趾公成日发炎肿痛，饮宴嗰阵啲餸点拣好？", ["m04"], None, None),
            ("para", "07-08 08:47", "礼拜二同礼拜四朝早我要去教班老友写毛笔字，嗰两朝唔好帮我约嘢。", ["m07"], None, None),
            ("para", "07-11 21:10", "我哋靠长俸食饭，出一次门成盘数唔好爆过八十张红衫鱼。", ["m06"], None, None),
            ("task", "07-09 19:40", "十月返乡下祠堂嗰趟，我同老婆点样行过去最稳阵？上山拜太公嗰段斜路我顶唔顶得顺？", ["m10", "m01", "m03"], None, None),
            ("task", "07-12 16:02", "下个月想去个仔屋企住几日，边几日出发最啱？到咗有乜嘢唔食得要注意？", ["m13", "m07", "m04"], None, None),
            ("direct", "07-05 10:20", "我十月返乡下嗰单嘢，係边日出发、喺村度住几多晚嚟？", ["m10"], None, None),
            ("abst", "07-13 22:15", "粤剧《帝女花》系边个写嘅？", [], None, None),
            ("expiry", "07-10 11:30", "下个礼拜想喺酒楼摆两围请班旧同事食餐饭，帮我揀日子，菜式有乜要避？", ["m07", "m04"], [["满月"], ["孙女"]], "m11"),
        ],
    ),
    # ------------------------------------------------------------------ 02 王秀兰 东北话
    dict(
        code="02", user_id="u_wang_xiulan", tenant_id="default",
        places=["哈尔滨", "道里", "青岛", "崂山", "东北", "陕北", "海边"],
        drop_topics=RETIRED_TOPICS + ["parents", "gym_fitness"],
        drop_words=NON_OFFICE + FEMALE_MARRIED + OLDER + [
            "闺女", "女婿", "香菜", "芫荽", "麻将", "秧歌", "广场舞", "膝", "爬", "楼梯", "台阶",
            "跑", "大巴", "公交", "坐车", "冷", "降温", "风", "感冒", "打针", "饭店", "住宿", "步"],
        core=[
            ("m01", "fact", 0.6, "用户叫王秀兰，58岁，家在哈尔滨道里区，从纺织厂退休。", None, None, None),
            ("m02", "fact", 0.6, "用户的老伴赵德顺腿脚利索，出门拎包、认路都靠他。", None, None, None),
            ("m03", "event", 1.0, "用户的独生女赵晓彤定于2026年8月16日在青岛办婚礼，用户两口子要提前三天过去帮忙张罗。", "2026-03-12", "2026-08-17", "2026-08-17"),
            ("m04", "event", 0.85, "用户打算2026年8月19日在青岛给女儿女婿办回门宴，请男方父母一起吃。", "2026-04-02", None, "2026-08-20"),
            ("m05", "fact", 0.95, "用户右膝半月板有旧伤，爬楼梯、爬山都吃力，一天走路最好别超过六千步。", None, None, None),
            ("m06", "fact", 0.7, "用户有慢性荨麻疹，一受凉、一吹冷风就起风团，出门得带抗过敏药。", None, None, None),
            ("m07", "fact", 0.9, "用户对青霉素过敏，出门备药时得避开。", None, None, None),
            ("m08", "preference", 0.85, "用户坐大巴、长途汽车必晕车，只能坐前排，出远门最好坐高铁。", None, None, None),
            ("m09", "preference", 0.7, "用户吃不了香菜，一点都不能放。", None, None, None),
            ("m10", "fact", 0.6, "用户每天下午三点到五点在社区秧歌队扭秧歌，雷打不动。", None, None, None),
            ("m11", "preference", 0.65, "用户一家出门节省惯了，住宿一晚不想超过三百块。", None, None, None),
            ("m12", "preference", 0.35, "用户爱打麻将，逢年过节跟老姐妹搓几圈。", None, None, None),
        ],
        probes=[
            ("para", "07-02 15:20", "俺这波棱盖儿落下病根了，上个台阶都嘎嘎费劲，溜达多了就钻心疼。", ["m05"], None, None),
            ("para", "07-04 09:05", "那大客车晃悠俩钟头俺就翻江倒海，吐得稀里哗啦，你得给俺整个靠前头的座儿。", ["m08"], None, None),
            ("para", "07-07 18:44", "那芫荽俺是真整不了，闻着那股味儿就想哕。", ["m09"], None, None),
            ("para", "07-10 10:10", "打针那个盘尼西林俺一挨上就起一身大包、憋气，你给俺备药时留点神。", ["m07"], None, None),
            ("task", "07-08 20:12", "下个月去青岛送闺女出门子，俺俩从哈尔滨咋过去最得劲？帮俺挑挑车次。", ["m03", "m08"], None, None),
            ("task", "07-14 11:45", "闺女回门那天的饭店帮俺张罗张罗，菜单上有啥是俺自个儿忌口的？", ["m04", "m09"], None, None),
            ("task", "07-12 16:30", "在青岛那些天想抽空去崂山和海边转转，帮俺挑一天、规划规划行程，别太累着。", ["m03", "m04", "m05", "m08"], None, None),
            ("direct", "07-05 14:00", "俺闺女那婚礼是哪天、在哪儿办来着？俺得提前几天过去？", ["m03"], None, None),
            ("abst", "07-15 09:30", "荨麻疹这病会不会传染给别人？", [], None, None),
            ("abst", "07-16 21:05", "东北秧歌跟陕北秧歌有啥不一样？", [], None, None),
        ],
    ),
    # ------------------------------------------------------------------ 03 刘川 四川话
    dict(
        code="03", user_id="u_liu_chuan", tenant_id="default",
        places=["成都", "高新", "乐山", "犍为", "峨眉", "金顶", "自贡", "蓉城", "四川", "川菜"],
        drop_topics=[],
        drop_words=MALE_MARRIED + [
            "外婆", "表弟", "虾", "蟹", "海鲜", "三文鱼", "高空", "楼顶", "爬山", "缆车", "栈道",
            "羽毛球", "周一", "周日", "年假", "请假", "自驾", "开车", "辣", "民宿", "住宿", "兔"],
        core=[
            ("m01", "fact", 0.6, "用户叫刘川，34岁，住在成都高新区，在一家游戏公司写代码。", None, None, None),
            ("m02", "fact", 0.75, "用户出门一般带着老婆周敏和三岁的儿子豆豆，豆豆坐车必须用儿童安全座椅。", None, None, None),
            ("m03", "fact", 1.0, "用户对虾、蟹等甲壳类海鲜严重过敏，吃了会喉咙水肿，身上常备肾上腺素笔。", None, None, None),
            ("m04", "fact", 0.9, "用户恐高，不坐缆车、不走玻璃栈道，也不去悬崖边的观景台。", None, None, None),
            ("m05", "fact", 0.85, "用户每周一上午九点有固定的项目例会，必须到场，周日晚上之前一定要回到成都。", None, None, None),
            ("m06", "fact", 0.7, "用户今年的年假只剩三天，请假要省着用。", "2026-05-20", None, None),
            ("m07", "preference", 0.7, "用户喜欢自驾出行，家里有一辆七座SUV，不爱跟团。", None, None, None),
            ("m08", "preference", 0.6, "用户一家出门讲究实惠，住宿偏好干净的经济型酒店或民宿，一晚三百以内。", None, None, None),
            ("m09", "event", 0.95, "用户的外婆2026年9月26日在乐山犍为老家过八十大寿，要摆坝坝宴，用户一家必须回去拜寿。", "2026-04-25", None, "2026-09-27"),
            ("m10", "event", 0.8, "用户的表弟2026年5月2日在自贡结婚，用户答应去当伴郎。", "2026-03-10", "2026-05-03", "2026-05-03"),
            ("m11", "preference", 0.4, "用户爱打羽毛球，周末常和同事约球。", None, None, None),
            ("m12", "preference", 0.5, "用户吃得辣，越麻越辣越好，但儿子豆豆不能吃辣。", None, None, None),
        ],
        probes=[
            ("para", "07-02 22:40", "那些横起走的将军和弓起背的小东西我碰都碰不得，一碰就出不赢气，包包头随时揣起救命针。", ["m03"], None, None),
            ("para", "07-05 13:15", "站到高头往下一看我脚杆就打闪闪，那种吊起的铁箱箱和透明的走廊你莫给我安排。", ["m04"], None, None),
            ("para", "07-07 09:50", "礼拜一早上那个会我是雷打不动要坐到起的，星期天天黑前必须梭回蓉城。", ["m05"], None, None),
            ("para", "07-09 12:33", "我这一年能找老板批的带薪休息，掰起指拇只剩三个了，得掐到用。", ["m06"], None, None),
            ("para", "07-13 19:02", "我们屋头出去耍都是自己握方向盘，开起那个大块头越野，懒得跟到导游小旗子屁股后头跑。", ["m07"], None, None),
            ("task", "07-15 21:20", "九月底回犍为给外婆拜寿，帮我排一下哪天走哪天回，要不要请假。", ["m09", "m05", "m06"], None, None),
            ("task", "07-16 20:05", "拜寿那个周末想顺便带一家人上峨眉山金顶耍半天，山上有啥子要注意的？", ["m09", "m04", "m02"], None, None),
            ("direct", "07-06 08:30", "我外婆做大寿是哪天来着？在哪点办？", ["m09"], None, None),
            ("abst", "07-11 23:10", "肾上腺素笔一般能放好久？过期了还管不管用？", [], None, None),
            ("expiry", "07-17 18:25", "这个周末想带老婆和豆豆去自贡吃一顿，帮我想想点些啥子菜。", ["m03", "m12"], [["伴郎"], ["表弟"]], "m10"),
        ],
    ),
    # ------------------------------------------------------------------ 04 黄丽娟 闽南话
    dict(
        code="04", user_id="u_huang_lijuan", tenant_id="default",
        places=["泉州", "鲤城", "西街", "晋江", "金井", "莆田", "湄洲", "厦门", "南普陀", "文庙",
                "菲律宾", "马尼拉", "闽南"],
        drop_topics=["work_routine", "coworkers", "commute", "gym_fitness"],
        drop_words=NON_OFFICE + FEMALE_MARRIED + [
            "婆婆", "公公", "叔", "茶", "船", "腰", "坐久", "素", "开车", "驾照", "车", "南音",
            "轮椅", "普渡", "烧香", "水壶"],
        core=[
            ("m01", "fact", 0.6, "用户叫黄丽娟，47岁，家住泉州鲤城区，在西街开一家茶叶店。", None, None, None),
            ("m02", "fact", 0.85, "用户的婆婆今年81岁，腿脚不便，出远门要坐轮椅，用户常带她一起去进香。", "2026-02-20", None, None),
            ("m03", "fact", 0.9, "用户坐船会晕得厉害，上次坐渡轮吐了一路，能不坐船就不坐。", None, None, None),
            ("m04", "fact", 0.9, "用户有腰椎间盘突出，连续坐车不能超过两个小时，中间必须下车活动。", None, None, None),
            ("m05", "preference", 0.8, "用户每逢农历初一、十五吃素，当天不沾荤腥。", None, None, None),
            ("m06", "fact", 0.75, "用户的茶叶店每年春茶、秋茶上市时（4到5月、9到10月）最忙，那段时间很难走开。", None, None, None),
            ("m07", "event", 0.95, "用户计划2026年农历七月半（8月下旬）回晋江金井的祖厝参加中元普渡，帮忙摆供桌、请亲戚吃普渡桌。", "2026-06-05", "2026-08-31", "2026-08-31"),
            ("m08", "event", 0.8, "用户2026年5月上旬赶在妈祖诞辰前，带婆婆去莆田湄洲岛进香。", "2026-03-01", None, "2026-05-31"),
            ("m09", "fact", 0.65, "用户的堂叔一家住在菲律宾马尼拉，每次回乡祭祖都由用户负责接待。", None, None, None),
            ("m10", "preference", 0.45, "用户爱听南音，周六晚上常去文庙听南音社演出。", None, None, None),
            ("m11", "preference", 0.35, "用户住酒店喜欢自己泡茶，房间里要有烧水壶。", None, None, None),
            ("m12", "fact", 0.75, "用户不会开车，出门靠老公蔡志明开车接送或者坐动车。", None, None, None),
            ("m13", "fact", 0.85, "用户的婆婆有糖尿病，要按时吃降糖药、打胰岛素，带她出门得备好药和冷藏包。", None, None, None),
        ],
        probes=[
            ("para", "07-03 10:15", "搭彼款渡船我头壳就眩，吐甲规路，水路你莫共我排。", ["m03"], None, None),
            ("para", "07-05 16:40", "我腰脊骨彼粒软骨挤出来，车内坐久就酸甲袂振动，每隔一阵就着落车伸伸脚手。", ["m04"], None, None),
            ("para", "07-08 07:55", "每月朔望两工我食斋，鸡鸭鱼肉攏无摸。", ["m05"], None, None),
            ("para", "07-10 14:20", "新茶落来彼两阵，清明过了到端午前、还有中秋前后，店里无闲甲欲死，走袂开脚。", ["m06"], None, None),
            ("para", "07-14 11:05", "我毋捌掠方向盘，出门若毋是阮翁载，就是坐彼款快车。", ["m12"], None, None),
            ("task", "07-12 20:00", "八月尾转晋江祖厝普渡，阮大家嘛欲同齐去，帮我安排车程佮路上欲准备的物件。", ["m07", "m02", "m13", "m12"], None, None),
            ("task", "07-15 15:10", "菲律宾的堂叔讲九月底欲转来拜祖，帮我排几日带伊四界行的路线佮时间。", ["m09", "m06", "m12", "m04"], None, None),
            ("direct", "07-06 19:30", "我今年七月半转去祖厝普渡，是啥物时阵、欲做啥物代志，我有共你讲过无？", ["m07"], None, None),
            ("abst", "07-09 21:45", "妈祖到底是哪一朝代的人？", [], None, None),
            ("expiry", "07-18 10:50", "下个月想带阮大家去厦门南普陀烧香，帮我看欲按怎去较好。", ["m02", "m13", "m12", "m04"], [["湄洲"], ["妈祖"]], "m08"),
        ],
    ),
    # ------------------------------------------------------------------ 05 沈雅琴 吴语(上海)
    dict(
        code="05", user_id="u_shen_yaqin", tenant_id="default",
        places=["上海", "静安", "杭州", "浙江", "苏州", "东山", "西湖"],
        drop_topics=RETIRED_TOPICS + ["parents", "partner", "gym_fitness", "gaming"],
        drop_words=NON_OFFICE + SINGLE + OLDER + [
            "侄", "狗", "辣", "甜", "糖", "蛋糕", "奶茶", "饼干", "面包", "薯片", "零食", "提拉米苏",
            "可乐", "爬", "楼梯", "电梯", "蹲", "跑", "跳", "评书", "书场", "丝巾", "理疗", "推拿",
            "针灸", "开车", "黄梅", "热", "国外"],
        core=[
            ("m01", "fact", 0.6, "用户叫沈雅琴，今年70岁，住上海静安区，退休前在纺织局做会计。", "2026-03-02", None, None),
            ("m02", "fact", 1.0, "用户有2型糖尿病，每餐前要打胰岛素，饮食要严格控糖，甜食最多尝一口。", None, None, None),
            ("m03", "fact", 0.95, "用户2021年做过左髋关节置换，不能蹲，上厕所必须用坐便，也走不了长台阶。", None, None, None),
            ("m04", "fact", 0.85, "用户从小怕狗，见到大狗就腿软，住处和饭店最好没有狗。", None, None, None),
            ("m05", "preference", 0.6, "用户吃不来辣，口味偏清淡。", None, None, None),
            ("m06", "fact", 0.5, "用户的丈夫过世多年，她一个人住，一儿一女都定居在国外。", None, None, None),
            ("m07", "preference", 0.8, "用户出门只坐火车或小汽车，坚决不坐飞机，嫌机场走路太多。", None, None, None),
            ("m08", "event", 0.9, "用户的侄孙沈一鸣考上了浙江大学，2026年7月18日在杭州办升学宴，用户要去吃酒、包红包。", "2026-06-28", "2026-07-19", "2026-07-19"),
            ("m09", "fact", 0.8, "用户每年冬至都要回苏州东山老宅祭祖，给公婆上坟。", None, None, None),
            ("m10", "fact", 0.75, "用户每周三下午在社区医院做理疗，不能缺。", None, None, None),
            ("m11", "preference", 0.5, "用户喜欢听评弹，去苏州总要到书场坐一坐。", None, None, None),
            ("m12", "preference", 0.65, "用户花钱有数，出门一趟最多花五千块，红包礼金另算。", None, None, None),
            ("m13", "preference", 0.35, "用户喜欢收集各地的丝巾。", None, None, None),
        ],
        probes=[
            ("para", "07-02 09:40", "我是消渴症老病号，每顿饭前头肚皮浪要戳一针，夜点心只好舔一舔。", ["m02"], None, None),
            ("para", "07-03 15:25", "我大腿根头装过一只铁家生，蹲坑是蹲勿落去个，高高低低个石级也爬勿动。", ["m03"], None, None),
            ("para", "07-05 10:05", "看到汪汪叫个四脚畜生我就吓得魂灵出窍，借住个地方侬帮我留心点。", ["m04"], None, None),
            ("para", "07-10 16:15", "铁翅膀我一趟也勿乘，机场里向兜来兜去走煞人，我只认铁轨搭四只轮盘。", ["m07"], None, None),
            ("task", "07-08 10:00", "下礼拜六从上海去杭州吃侄孙个升学酒，来回哪能走比较适宜？", ["m08", "m07", "m03"], None, None),
            ("task", "07-09 19:20", "侄孙个升学酒酒席浪，我吃物事要当心点啥？", ["m08", "m02", "m05"], None, None),
            ("task", "07-20 15:45", "今年冬至回东山祭祖，顺带在镇浪住两夜，帮我挑个借住个地方。", ["m09", "m03", "m04", "m12"], None, None),
            ("direct", "07-12 14:35", "我屋里每年啥辰光回东山祭祖，侬还记得伐？", ["m09"], None, None),
            ("abst", "07-11 20:10", "评弹里向讲个“说噱弹唱”是啥意思？", [], None, None),
            ("abst", "07-13 13:30", "今朝外头热煞了，侬讲上海个黄梅天一般啥辰光结束？", [], None, None),
        ],
    ),
    # ------------------------------------------------------------------ 06 林婉芬 粤语 (twin A)
    dict(
        code="06", user_id="u_linwf", tenant_id="t_yuehai",
        places=["佛山", "禅城", "顺德", "大良", "江门", "鹤山", "开平", "广东", "广式", "粤", "漳州"],
        drop_topics=["gym_fitness"],
        drop_words=FEMALE_MARRIED + [
            "弟弟", "外婆", "咖啡", "烟", "香水", "香薰", "花生", "坚果", "居家办公", "在家办公",
            "柜", "请假", "调休", "民宿", "拍", "照片", "骑楼", "早茶", "虾饺", "凤爪", "笑话",
            "碉楼", "无聊", "闷"],
        core=[
            ("m01", "fact", 0.6, "用户叫林婉芬，31岁，家住佛山禅城区，在银行做柜员。", None, None, None),
            ("m02", "fact", 1.0, "用户怀孕五个月，预产期在2026年11月中旬，医生嘱咐不要长途奔波，避免剧烈颠簸。", "2026-06-20", None, None),
            ("m03", "fact", 0.95, "用户对花生严重过敏，连花生油炒的菜都不能吃。", None, None, None),
            ("m04", "fact", 0.65, "用户的老公叫何俊杰，会开车，平时出门都是他开车接送。", None, None, None),
            ("m05", "event", 0.9, "用户的弟弟林家乐定于2026年8月8日在顺德大良的酒楼摆喜酒，用户作为家姐要帮忙接待宾客、派利是。", "2026-05-30", None, "2026-08-09"),
            ("m06", "fact", 0.8, "用户怀孕后嗅觉特别敏感，闻到烟味和烧香的味道就想吐。", "2026-04-15", None, None),
            ("m07", "preference", 0.4, "用户喜欢饮早茶，最爱虾饺和凤爪。", None, None, None),
            ("m08", "fact", 0.8, "用户工作日朝九晚六，只有周末和调休能出门，请假很难批。", None, None, None),
            ("m09", "event", 0.85, "用户计划2026年中秋（9月25日）回江门鹤山的外婆家团圆，顺便给外婆贺寿。", "2026-06-12", None, "2026-09-27"),
            ("m10", "preference", 0.55, "用户出门住宿偏爱有独立卫生间的安静民宿，预算一晚四百以内。", None, None, None),
            ("m11", "preference", 0.45, "用户喜欢拍照，特别爱拍老街骑楼。", None, None, None),
        ],
        probes=[
            ("para", "07-03 12:50", "嗰啲地豆我一啲都掂唔得，连用佢榨嘅油煮嘅餸都唔食得。", ["m03"], TWIN_B_KEYS, None),
            ("para", "07-04 21:35", "我而家个肚凸咗出嚟，仲有几个月先卸货，医生叫我唔好周围蹦。", ["m02"], TWIN_B_KEYS, None),
            ("para", "07-07 08:15", "而家个鼻哥灵过狗，一闻到香烛同人哋食烟嘅味就作呕。", ["m06"], TWIN_B_KEYS, None),
            ("para", "07-09 18:40", "我喺柜台坐足成日，得星期六日先抖得，想同上头请两日大假难过登天。", ["m08"], TWIN_B_KEYS, None),
            ("task", "07-10 21:00", "细佬结婚嗰日我要成日喺酒楼帮手，帮我谂下当日点安排先唔会太攰，饮食要注意乜？", ["m05", "m02", "m03", "m06"], TWIN_B_KEYS, None),
            ("task", "07-13 12:10", "中秋由禅城返鹤山外婆屋企，帮我睇下点去同埋住边度好。", ["m09", "m04", "m02", "m10"], TWIN_B_KEYS, None),
            ("task", "07-16 19:05", "想同老公由禅城去开平睇碉楼，当日来回，帮我揀日子同排路线。", ["m08", "m04", "m02"], TWIN_B_KEYS, None),
            ("direct", "07-06 20:20", "我细佬摆酒系几号、喺边度摆？我同你讲过㗎。", ["m05"], TWIN_B_KEYS, None),
            ("abst", "07-11 15:30", "怀孕五个月可唔可以饮咖啡？", [], TWIN_B_KEYS, None),
            ("abst", "07-14 22:40", "今日返工好闷，讲个笑话俾我听吖。", [], TWIN_B_KEYS, None),
        ],
    ),
    # ------------------------------------------------------------------ 07 林婉芳 闽南话 (twin B)
    dict(
        code="07", user_id="u_linwf", tenant_id="t_minnan",
        places=["漳州", "芗城", "龙海", "平和", "闽南", "佛山"],
        drop_topics=["gym_fitness", "commute", "work_routine", "coworkers"],
        drop_words=NON_OFFICE + FEMALE_MARRIED + [
            "哥", "侄", "走", "跑", "爬", "骑", "步", "跳", "站", "蹲", "楼梯", "电梯", "台阶",
            "芒果", "茶具", "功夫茶", "茶", "生冷", "冰", "刺身", "生鱼", "海鲜", "暑假", "学校",
            "开学", "久坐", "坐久", "预算", "花生", "漆", "开车", "楼顶"],
        core=[
            ("m01", "fact", 0.6, "用户叫林婉芳，39岁，住漳州芗城区，在小学教语文。", None, None, None),
            ("m02", "fact", 1.0, "用户2017年出车祸后双腿瘫痪，一直坐轮椅，出行需要无障碍通道、无障碍厕所和电梯。", None, None, None),
            ("m03", "fact", 0.95, "用户对芒果过敏，吃了嘴唇会肿，芒果做的甜品也不能碰。", None, None, None),
            ("m04", "fact", 0.7, "用户的先生郑文彬开一辆改装过的商务车，轮椅可以直接推上车。", None, None, None),
            ("m05", "event", 0.9, "用户的侄子（哥哥的儿子）2026年8月15日在龙海老家办满月酒，用户要去帮忙并送一只金锁。", "2026-06-10", None, "2026-08-16"),
            ("m06", "event", 0.85, "用户家祖厝在平和县，计划2026年国庆期间回去参加祖厝重修后的进厝仪式。", "2026-05-05", "2026-10-08", "2026-10-08"),
            ("m07", "fact", 0.8, "用户每年暑假最后一周要回学校备课开会，不能请假。", None, None, None),
            ("m08", "preference", 0.4, "用户爱喝功夫茶，出门也带着一套旅行茶具。", None, None, None),
            ("m09", "fact", 0.8, "用户久坐容易长压疮，每隔两小时要换个姿势或者躺一躺。", None, None, None),
            ("m10", "preference", 0.7, "用户肠胃弱，不吃生冷的东西，生腌海鲜一口都不碰。", None, None, None),
            ("m11", "preference", 0.55, "用户和先生出门的预算一般是每天一千元左右。", None, None, None),
        ],
        probes=[
            ("para", "07-02 19:10", "彼款黄澄澄的檨仔我一下喙就肿起来，做成点心的嘛袂使。", ["m03"], TWIN_A_KEYS, None),
            ("para", "07-05 11:35", "我这双脚早就袂行路矣，出门攏靠人推，楼梯对我来讲就是一堵墙。", ["m02"], TWIN_A_KEYS, None),
            ("para", "07-08 21:50", "我一坐久，尻川就会烂，着定定翻身抑是倒落去歇一下。", ["m09"], TWIN_A_KEYS, None),
            ("para", "07-11 09:25", "热天放假尾仔彼七日我着转去学堂开会拍拼教案，袂当走。", ["m07"], TWIN_A_KEYS, None),
            ("task", "07-09 20:45", "八月中阮侄仔做满月，我对芗城过去，彼日按怎去较利便？", ["m05", "m02", "m04"], TWIN_A_KEYS, None),
            ("task", "07-13 10:40", "国庆转平和祖厝入厝，欲歇两暝，帮我揣所在歇。", ["m06", "m02", "m11"], TWIN_A_KEYS, None),
            ("task", "07-15 19:55", "满月酒彼工的菜单阮阿兄叫我帮忙看一下，我家己欲注意啥物？", ["m05", "m03", "m10"], TWIN_A_KEYS, None),
            ("direct", "07-07 16:05", "阮兜祖厝入厝是啥物时阵？我有共你讲过。", ["m06"], TWIN_A_KEYS, None),
            ("abst", "07-12 14:15", "芒果过敏佮漆树过敏有关系无？", [], TWIN_A_KEYS, None),
            ("abst", "07-17 20:30", "功夫茶的头一泡是毋是攏着倒掉？", [], TWIN_A_KEYS, None),
        ],
    ),
    # ------------------------------------------------------------------ 08 孙大伟 东北话
    dict(
        code="08", user_id="u_sun_dawei", tenant_id="default",
        places=["沈阳", "铁西", "铁岭", "南京", "棋盘山", "东北"],
        drop_topics=RETIRED_TOPICS + ["parents", "gym_fitness"],
        drop_words=NON_OFFICE + MALE_MARRIED + OLDER[:4] + [
            "爸", "妈", "猪", "肉", "排骨", "香肠", "腊", "火腿", "饺子", "馄饨", "包子", "茶", "钓鱼", "水库",
            "飞", "腰", "重物", "床", "超市", "卖场", "开车", "司机", "打车", "出租", "馆子", "饭馆",
            "请客", "面子"],
        core=[
            ("m01", "fact", 0.6, "用户叫孙大伟，50岁，住沈阳铁西区，开了二十多年出租车。", None, None, None),
            ("m02", "fact", 0.9, "用户2022年做过腰椎微创手术，不能提重物，床太软睡不了。", None, None, None),
            ("m03", "fact", 1.0, "用户害怕坐飞机，年轻时遇过一次强气流，从那以后出远门只坐高铁或自己开车。", None, None, None),
            ("m04", "preference", 0.7, "用户戒酒三年了，酒桌上一律以茶代酒。", None, None, None),
            ("m05", "fact", 1.0, "用户是回族，只吃清真饭菜，猪肉一点不碰。", None, None, None),
            ("m06", "event", 0.85, "用户的儿子孙浩然今年考上了南京的大学，2026年8月28日报到，用户打算从沈阳开车送他去。", "2026-06-28", None, "2026-08-29"),
            ("m07", "event", 0.9, "用户定于2026年7月26日在沈阳给儿子办升学宴，请亲戚同事十五桌左右。", "2026-06-30", "2026-07-27", "2026-07-27"),
            ("m08", "event", 0.8, "用户2026年清明节回铁岭老家给父母上坟，顺便迁坟，挪到公墓去。", "2026-03-05", None, "2026-04-06"),
            ("m09", "fact", 0.65, "用户的媳妇刘桂芝在超市上班，每周只有周二能休息。", None, None, None),
            ("m10", "preference", 0.7, "用户办事讲面子，升学宴想办得敞亮，但总预算控制在五万块以内。", None, None, None),
            ("m11", "preference", 0.4, "用户爱钓鱼，休息时常去棋盘山水库甩两竿。", None, None, None),
            ("m12", "fact", 0.85, "用户连续开车超过四个小时腰就受不了，跑长途得分成两天开。", None, None, None),
        ],
        probes=[
            ("para", "07-05 18:20", "那铁鸟俺是打死也不上了，当年在天上颠得俺魂儿都飞了。", ["m03"], None, None),
            ("para", "07-06 12:40", "俺吃饭得找门口挂着阿拉伯字牌子的馆子，二师兄那一口是绝对不沾。", ["m05"], None, None),
            ("para", "07-08 22:05", "那辣嗓子的玩意儿俺撂下好几年了，谁来劝都白扯，俺就端个茶缸子。", ["m04"], None, None),
            ("para", "07-10 07:35", "俺这老腰，方向盘握久了就跟断了似的，一口气跑不了大半天。", ["m12"], None, None),
            ("para", "07-12 19:50", "俺屋里那口子在卖场理货，七天里就逮着一个星期二能喘口气。", ["m09"], None, None),
            ("task", "07-03 16:45", "帮俺张罗儿子升学宴的馆子，十五桌左右，有啥讲究你给俺提个醒。", ["m07", "m05", "m10"], None, None),
            ("task", "07-14 20:25", "八月底送儿子去南京报到，帮俺规划一下路上咋走。", ["m06", "m03", "m12", "m02"], None, None),
            ("direct", "07-04 09:15", "俺儿子那升学宴定的是哪天？请多少桌来着？", ["m07"], None, None),
            ("abst", "07-16 10:30", "腰椎做完微创手术，一般多久能恢复正常干活？", [], None, None),
            ("expiry", "07-22 19:00", "十月想回趟铁岭老家看看老亲戚，吃饭喝酒这些你帮俺提前想着点。", ["m05", "m04"], [["上坟"], ["迁坟"], ["公墓"]], "m08"),
        ],
    ),
    # ------------------------------------------------------------------ 09 何春梅 重庆话
    dict(
        code="09", user_id="u_he_chunmei", tenant_id="default",
        places=["重庆", "渝中", "解放碑", "綦江", "武汉", "绵阳", "四川", "川菜", "川麻"],
        drop_topics=RETIRED_TOPICS,
        drop_words=NON_OFFICE + FEMALE_MARRIED + [
            "婆婆", "公公", "弟弟", "酒", "火锅", "店", "麻将", "晕", "大巴", "公交", "轻轨", "地铁",
            "脚", "石梯", "楼梯", "爬", "住宿", "卫生间", "脸红", "熊猫", "竹", "腊肉"],
        core=[
            ("m01", "fact", 0.6, "用户叫何春梅，42岁，在重庆渝中区解放碑附近开火锅店。", None, None, None),
            ("m02", "fact", 0.9, "用户晕车很严重，盘山路、大巴一坐就吐，出门前要吃晕车药，能坐轻轨高铁就不坐汽车。", None, None, None),
            ("m03", "fact", 0.9, "用户对酒精过敏，沾一点酒就满身起红疹，酒席上不能喝酒也不能敬酒。", None, None, None),
            ("m04", "fact", 0.85, "用户的火锅店每周一歇业，其余日子她都得守在店里，一次最多离开两天。", None, None, None),
            ("m05", "event", 0.9, "用户的女儿陈思雨考上了武汉大学，用户定于2026年8月2日在自家火锅店摆升学宴。", "2026-06-29", "2026-08-03", "2026-08-03"),
            ("m06", "event", 0.85, "用户打算2026年9月5日亲自送女儿去武汉报到。", "2026-06-30", None, "2026-09-06"),
            ("m07", "fact", 0.6, "用户的婆婆今年七十岁，住在綦江老家，每年腊月用户都要回去帮着熏腊肉、办年饭。", "2026-02-10", None, None),
            ("m08", "fact", 0.75, "用户的左脚踝2025年冬天扭伤过，走不了太多石梯坎，一天不宜走太多路。", "2026-01-08", None, None),
            ("m09", "preference", 0.35, "用户爱打川麻，过年过节必搓几把血战到底。", None, None, None),
            ("m10", "preference", 0.65, "用户出门住宿讲究干净，一定要有独立卫生间，预算一晚五百以内。", None, None, None),
            ("m11", "fact", 0.55, "用户的老公陈刚负责店里进货，两口子很少同时离开店。", None, None, None),
            ("m12", "event", 0.85, "用户的弟弟何春林2026年10月3日在绵阳结婚，用户是娘家大姐，要提前一天到帮忙。", "2026-04-18", None, "2026-10-04"),
        ],
        probes=[
            ("para", "07-03 23:05", "我坐那种绕来绕去的长途客车，肠子都要翻出来，上去之前还要先嚼一颗药片片。", ["m02"], None, None),
            ("para", "07-07 15:50", "我这身子跟白的啤的都八字不合，抿一口全身就冒红坨坨，桌子上有人劝你帮我挡到起。", ["m03"], None, None),
            ("para", "07-09 10:45", "我那铺子一个礼拜只有头一天拉卷帘门，别个时候我要守起，顶破天脱身四十八个钟头。", ["m04"], None, None),
            ("para", "07-12 22:20", "我左边螺丝拐上回落霜那阵崴了，那种一级一级的石头阶阶现在还怵得很，路也莫排太长。", ["m08"], None, None),
            ("task", "07-06 14:10", "八月初女儿的升学宴就在我们店头办，帮我捋一下当天的流程，我这个主人家要注意些啥子。", ["m05", "m03"], None, None),
            ("task", "07-10 20:55", "九月初送女儿去武汉报到，帮我看看咋个走、在那边住哪儿，店里还要顾到。", ["m06", "m02", "m10", "m04"], None, None),
            ("task", "07-15 21:30", "国庆去绵阳喝幺弟的喜酒，帮我排一下哪天走哪天回、坐啥子车。", ["m12", "m04", "m02"], None, None),
            ("direct", "07-11 16:35", "我幺弟结婚是哪天来着？在哪儿办？", ["m12"], None, None),
            ("abst", "07-13 17:05", "喝酒脸红是不是说明酒量好？", [], None, None),
            ("abst", "07-18 11:40", "你晓得熊猫一天要吃好多竹子不？", [], None, None),
        ],
    ),
    # ------------------------------------------------------------------ 10 郑志远 温州话
    dict(
        code="10", user_id="u_zheng_zhiyuan", tenant_id="default",
        places=["温州", "鹿城", "泰顺", "杭州", "楠溪江", "米兰", "意大利", "西湖", "瓯"],
        drop_topics=RETIRED_TOPICS + ["home_cooking", "grocery_shopping"],
        drop_words=NON_OFFICE + MALE_MARRIED + OLDER[:4] + [
            "肉", "鸡", "鱼", "虾", "蛋", "排骨", "火锅", "烧烤", "麻辣烫", "牛", "羊", "猪", "馄饨",
            "饺子", "包子", "香肠", "炸", "汤", "卤", "咖喱", "煲仔饭", "关东煮", "蟹", "海鲜", "睡",
            "呼", "电梯", "窗", "洞", "隧道", "包厢", "请客", "戏", "留学", "国外", "膝", "爬山",
            "厂", "工钿", "面子"],
        core=[
            ("m01", "fact", 0.6, "用户叫郑志远，55岁，住温州鹿城区，开了一家鞋厂。", None, None, None),
            ("m02", "fact", 0.95, "用户患有睡眠呼吸暂停，夜里必须戴呼吸机睡觉，住的地方床头要有插座。", None, None, None),
            ("m03", "fact", 0.9, "用户有幽闭恐惧，不坐没窗的小电梯，不住没有窗户的房间，也不进溶洞一类的景点。", None, None, None),
            ("m04", "preference", 0.9, "用户吃长素十多年，荤腥一概不碰，连猪油、鸡汤底也不行。", None, None, None),
            ("m05", "fact", 0.7, "用户出门总由太太潘丽华陪着，太太膝盖不好，爬不了山。", None, None, None),
            ("m06", "preference", 0.6, "用户讲排场，请客吃饭要包厢、要体面，花钱不太计较。", None, None, None),
            ("m07", "fact", 0.8, "用户每年清明都要回泰顺老家祭祖，这个雷打不动。", None, None, None),
            ("m08", "event", 0.9, "用户的女儿郑可欣定于2026年10月18日在杭州订婚，用户要摆订婚宴，请双方亲戚。", "2026-05-22", None, "2026-10-19"),
            ("m09", "event", 0.75, "用户2026年端午回泰顺老家吃端午酒、看划龙舟。", "2026-05-10", "2026-06-20", "2026-06-20"),
            ("m10", "fact", 0.75, "用户的鞋厂每月15号发工资、对账，那天他必须在厂里。", None, None, None),
            ("m11", "preference", 0.4, "用户爱听瓯剧，家里常放瓯剧唱段。", None, None, None),
            ("m12", "fact", 0.5, "用户的小儿子郑可铭在米兰读书，每年寒假回国。", None, None, None),
        ],
        probes=[
            ("para", "07-02 11:20", "我夜里困觉会憋牢气，要套只面罩连牢机器，困个间里向要有电好接。", ["m02"], None, None),
            ("para", "07-06 20:40", "关起来闷牢个小格子我受勿了，心口会发慌，那种黑洞洞钻进去个山洞也勿要排。", ["m03"], None, None),
            ("para", "07-08 13:05", "我吃斋交关年数了，骨头熬个高汤、板油炒个菜，一眼都勿好沾。", ["m04"], None, None),
            ("para", "07-11 17:25", "年年四月初上坟个节气，我再忙也要转山里头拜太公。", ["m07"], None, None),
            ("para", "07-14 09:55", "月半那日我要坐牢车间办公室发工钿、对数目，哪里都勿去。", ["m10"], None, None),
            ("task", "07-15 19:45", "十月中到杭州办阿囡订婚酒，帮我挑挑请客个饭店。", ["m08", "m06", "m04"], None, None),
            ("task", "07-17 10:25", "去杭州订婚那两日住个地方帮我定定，我同老太婆一道。", ["m08", "m02", "m03"], None, None),
            ("direct", "07-09 15:30", "阿囡订婚那桩事体定在哪日、哪里？", ["m08"], None, None),
            ("abst", "07-12 22:50", "呼吸机里向加水要用蒸馏水还是纯净水？", [], None, None),
            ("expiry", "07-05 20:10", "这个月想带老太婆去楠溪江散两日心，帮我排排日子同玩个地方。", ["m10", "m05", "m03"], [["端午"], ["龙舟"]], "m09"),
        ],
    ),
    # ------------------------------------------------------------------ 11 徐佳怡 上海话
    dict(
        code="11", user_id="u_xu_jiayi", tenant_id="default",
        places=["上海", "徐汇", "大理", "洱海", "云南", "宁波"],
        drop_topics=["partner"],
        drop_words=SINGLE + [
            "闺蜜", "奶奶", "奶", "芝士", "蛋糕", "提拉米苏", "拿铁", "慕斯", "头疼", "头痛", "失眠",
            "熬夜", "晚睡", "早起", "六点", "七点", "闹钟", "蛇", "虫", "蚊子", "血", "内脏", "下水",
            "麻辣烫", "蛋白粉", "胶片", "相机", "拍", "咖啡馆", "周五", "汇报", "预算", "晒", "太阳"],
        core=[
            ("m01", "fact", 0.6, "用户叫徐佳怡，26岁，住上海徐汇区，在广告公司做平面设计。", None, None, None),
            ("m02", "fact", 0.85, "用户乳糖不耐受，喝牛奶、吃奶油蛋糕都会肚子痛。", None, None, None),
            ("m03", "fact", 0.9, "用户有偏头痛，强光、睡眠不足和高海拔都会诱发，出门要带止痛药。", None, None, None),
            ("m04", "event", 0.95, "用户要给大学闺蜜周沁当伴娘，婚礼定在2026年9月19日在云南大理洱海边举行，用户需提前两天到。", "2026-04-10", None, "2026-09-20"),
            ("m05", "fact", 0.75, "用户所在公司每周五下午开创意评审会，由用户汇报，周五下午走不开。", None, None, None),
            ("m06", "preference", 0.6, "用户不吃动物内脏和血制品，毛血旺、鸭血一概不碰。", None, None, None),
            ("m07", "event", 0.85, "用户的奶奶2025年11月去世，2026年11月是奶奶一周年，用户要回宁波老家参加周年祭。", "2025-12-10", None, "2026-11-30"),
            ("m08", "preference", 0.45, "用户旅行喜欢文艺小众路线，爱逛老街、咖啡馆，拍胶片。", None, None, None),
            ("m09", "preference", 0.6, "用户预算有限，每月能拿来出行的钱大约三千块。", None, None, None),
            ("m10", "fact", 0.65, "用户害怕蛇和虫子，不去热带雨林，也不住太野的山里民宿。", None, None, None),
            ("m11", "preference", 0.5, "用户习惯晚睡晚起，行程最好别安排早上八点前出发。", None, None, None),
        ],
        probes=[
            ("para", "07-02 23:30", "我一吃拿铁、芝士、慕斯这种东西，肚皮就咕噜咕噜作怪。", ["m02"], None, None),
            ("para", "07-04 13:20", "我脑袋一边会一跳一跳痛，太阳光一刺、觉困得少就发作。", ["m03"], None, None),
            ("para", "07-07 12:35", "猪肚腰花搭血豆腐我一眼也勿碰，点菜侬帮我看牢。", ["m06"], None, None),
            ("para", "07-10 22:45", "长条条滑溜溜个东西搭爬来爬去个小虫，我看到就尖叫。", ["m10"], None, None),
            ("task", "07-08 20:30", "九月去大理当伴娘，从上海飞，帮我看哪天出发、订啥航班。", ["m04", "m05", "m11", "m09"], None, None),
            ("task", "07-12 23:05", "在大理那几天身体上要注意点啥，帮我列个准备清单。", ["m04", "m03", "m02"], None, None),
            ("task", "07-20 22:10", "十一月从上海回宁波参加奶奶周年，顺便想在宁波老城转转，帮我安排个周末。", ["m07", "m05", "m11", "m08"], None, None),
            ("direct", "07-06 21:15", "我帮周沁当伴娘是几号？要提早几日到？", ["m04"], None, None),
            ("abst", "07-14 01:20", "偏头痛和普通头痛怎么区分？", [], None, None),
            ("abst", "07-18 16:50", "胶片过机场安检会不会被X光照坏？", [], None, None),
        ],
    ),
    # ------------------------------------------------------------------ 12 李家豪 粤语/客家
    dict(
        code="12", user_id="u_li_jiahao", tenant_id="default",
        places=["深圳", "福田", "梅州", "大埔", "香港", "九龙", "迪士尼", "广东", "广式", "粤", "港",
                "客家"],
        drop_topics=[],
        drop_words=MALE_MARRIED + [
            "表哥", "阿嫲", "奶奶", "太太", "蛋", "烟", "香薰", "香水", "烧", "哮喘", "咳", "仓库",
            "盘点", "月底", "饼干", "烘焙", "面包", "油钱", "加油", "篮球", "球", "充电", "电车", "自驾", "开车", "围屋", "祠堂", "灯"],
        core=[
            ("m01", "fact", 0.6, "用户叫李家豪，38岁，住深圳福田区，在物流公司做主管，祖籍梅州大埔，是客家人。", None, None, None),
            ("m02", "fact", 1.0, "用户有哮喘，闻到烟花爆竹和烧纸的烟就会发作，随身带吸入器。", None, None, None),
            ("m03", "fact", 0.95, "用户对鸡蛋过敏，含蛋的糕点、蛋挞、炒蛋都不能吃。", None, None, None),
            ("m04", "fact", 0.8, "用户的太太叫吴敏仪，女儿六岁，儿子2026年2月出生，出门要带婴儿车和奶粉。", "2026-03-05", None, None),
            ("m05", "event", 0.9, "用户计划2027年正月十五前回梅州大埔老家祠堂给儿子上灯（添丁挂灯），要摆几桌酒请宗亲。", "2026-04-28", "2027-02-22", "2027-02-22"),
            ("m06", "event", 0.75, "用户2026年5月1日去香港九龙参加表哥的婚礼，负责帮忙安排接亲车队。", "2026-03-20", None, "2026-05-02"),
            ("m07", "fact", 0.8, "用户每年重阳都回大埔拜山扫墓。", None, None, None),
            ("m08", "preference", 0.7, "用户出门喜欢自驾，家里是一辆七座电车，跑长途要规划好充电站。", None, None, None),
            ("m09", "fact", 0.75, "用户每月最后三天要盯仓库盘点，走不开。", None, None, None),
            ("m10", "preference", 0.35, "用户喜欢打篮球，周三晚上固定和朋友打球。", None, None, None),
            ("m11", "preference", 0.65, "用户住酒店要订家庭房，能放婴儿床，预算一晚六百以内。", None, None, None),
            ("m12", "fact", 0.5, "用户的阿嫲今年92岁，住在梅州城区的养老院，耳背，只讲客家话。", "2026-02-25", None, None),
        ],
        probes=[
            ("para", "07-03 20:15", "一闻到炮仗同埋烧衣纸嗰啲烟，我个气管就扯到嗖嗖声，个喷雾仔日日袋住身。", ["m02"], None, None),
            ("para", "07-05 08:50", "鸡春同埋落咗鸡春嘅饼食我一啖都唔食得，食咗就出事。", ["m03"], None, None),
            ("para", "07-07 19:35", "月尾最后几日我要守住个货场数数，冇得走。", ["m09"], None, None),
            ("para", "07-10 12:20", "我哋出街都系自己揸车，部车食电嘅，行远路要预先揾定叉电嘅地方。", ["m08"], None, None),
            ("para", "07-13 21:40", "九月九登高嗰日，我年年都返乡下睇下啲祖先山坟。", ["m07"], None, None),
            ("task", "07-14 20:50", "今年重阳由福田返大埔拜山，一家大细都去，帮我谂下点去同住边度。", ["m07", "m04", "m08", "m11"], None, None),
            ("task", "07-18 15:15", "正月返祠堂上灯摆酒，帮我提下醒当日我自己要注意乜嘢。", ["m05", "m02", "m03"], None, None),
            ("direct", "07-08 22:00", "我话过几时返乡下祠堂帮个仔上灯嚟？", ["m05"], None, None),
            ("abst", "07-11 10:35", "客家围龙屋点解要起成半圆形？", [], None, None),
            ("expiry", "07-16 21:25", "下个月想带屋企人去香港迪士尼玩两日，帮我揀日子同酒店。", ["m04", "m09", "m11"], [["婚礼"], ["表哥"], ["九龙"]], "m06"),
        ],
    ),
]

# ---------------------------------------------------------------------------------------------
# Background hygiene
# ---------------------------------------------------------------------------------------------

GLOBAL_DROP_TOPICS = {"health_checkup", "diet_weight", "sleep", "pets", "kids_school", "car"}
GLOBAL_DROP_WORDS = [
    # occasions, festivals, dates that could collide with plans
    "婚", "满月", "份子", "春节", "过年", "国庆", "端午", "中秋", "清明", "冬至", "重阳", "生日",
    "纪念日", "寿", "去世", "葬", "坟", "祭", "回门", "升学", "考上", "亲戚", "假期", "年底",
    # children / family stages that contradict personas
    "儿子", "女儿", "孩子", "小孩", "宝妈", "幼儿园", "二胎", "婴儿", "怀孕", "孕", "侄", "外甥",
    # job identities
    "做财务", "财务", "产品运营", "会计", "教师资格",
    # climate words that imply a region
    "暖气", "雪", "回南天", "梅雨", "台风", "雾霾", "柳絮", "地暖",
    # travel / constraint vocabulary that could silently become relevant
    "预算", "旅游", "旅行", "出差", "飞机", "高铁", "火车", "酒店", "过敏", "晕", "手术", "血压",
    "药", "酒", "住院", "医院",
    # pets and child-rearing imply companions the personas do not have
    "猫", "狗", "宠物", "育儿", "儿童",
]


def cjk_bigrams(s):
    out = set()
    prev = None
    for ch in s:
        if "\u4e00" <= ch <= "\u9fff":
            if prev is not None:
                out.add(prev + ch)
            prev = ch
        else:
            prev = None
    return out


def load_pool():
    with open(POOL_PATH, "r", encoding="utf-8") as f:
        data = json.load(f)
    return [(st["text"], st["topic"]) for st in data["statements"]]


def common_bigrams(pool):
    df = {}
    for text, _ in pool:
        for bg in cjk_bigrams(text):
            df[bg] = df.get(bg, 0) + 1
    limit = max(8, len(pool) // 60)
    return {bg for bg, n in df.items() if n >= limit}


def forbid_words(acct):
    out = set()
    for p in acct["probes"]:
        if p[4]:
            for alts in p[4]:
                out.update(alts)
    return out


def hygiene(acct, pool, stop):
    words = list(GLOBAL_DROP_WORDS) + list(acct["drop_words"]) + list(acct["places"])
    words += sorted(forbid_words(acct))
    topics = set(GLOBAL_DROP_TOPICS) | set(acct["drop_topics"])
    probe_bg = [cjk_bigrams(p[2]) - stop for p in acct["probes"]]
    core_bg = [cjk_bigrams(c[3]) - stop for c in acct["core"]]
    kept, dropped = [], []
    for text, topic in pool:
        why = None
        if topic in topics:
            why = "topic"
        else:
            for w in words:
                if w in text:
                    why = "word:" + w
                    break
        if why is None:
            b = cjk_bigrams(text) - stop
            for pb in probe_bg:
                if len(b & pb) >= 2:
                    why = "probe-overlap"
                    break
        if why is None:
            b = cjk_bigrams(text) - stop
            for cb in core_bg:
                if len(b & cb) >= 2:
                    why = "core-overlap"
                    break
        (dropped if why else kept).append((text, topic, why))
    return kept, dropped


PREF_MARKERS = ["喜欢", "爱", "讨厌", "最怕", "不喜欢", "觉得", "习惯", "认为", "迷上"]
EVENT_MARKERS = ["今天", "昨天", "上周", "前几天", "刚", "这周", "上个月", "这个月", "昨晚", "今年",
                 "最近", "前阵子", "上周末"]


def bg_type(text):
    if any(m in text for m in EVENT_MARKERS):
        return "event"
    if any(m in text for m in PREF_MARKERS):
        return "preference"
    return "fact"


# ---------------------------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------------------------

def probe_at(s):
    md, hm = s.split(" ")
    return ts("2026-" + md + " " + hm)


def build(verbose=False):
    pool = load_pool()
    stop = common_bigrams(pool)
    users = []
    stats = []
    for acct in ACCOUNTS:
        code = acct["code"]
        rng = random.Random("set17:core:" + code)
        mems = []
        for (mid, mtype, imp, content, created, vu, _ends) in acct["core"]:
            if created:
                hh = rng.randint(8, 22)
                mm = rng.choice([0, 5, 12, 18, 25, 33, 40, 47, 52])
                cdt = ts(created).replace(hour=hh, minute=mm)
            else:
                start = REF - _dt.timedelta(days=360)
                span_min = (355 * 24 * 60)
                cdt = start + _dt.timedelta(minutes=rng.randrange(span_min))
                cdt = cdt.replace(second=0, microsecond=0)
            m = {"id": mid, "content": content, "type": mtype, "importance": imp,
                 "created_at": iso(cdt)}
            if vu:
                m["valid_until"] = iso(ts(vu).replace(hour=0, minute=0))
            mems.append(m)

        kept, dropped = hygiene(acct, pool, stop)
        brng = random.Random("set17:bg:" + code)
        n = brng.randint(100, 180)
        if n > len(kept):
            raise SystemExit("account %s: only %d background statements survive" % (code, len(kept)))
        chosen = brng.sample(kept, n)
        span_days = brng.randint(365, 730)
        bg_mems = []
        for i, (text, topic, _w) in enumerate(chosen, 1):
            off = brng.randrange(2 * 24 * 60, span_days * 24 * 60)
            cdt = (REF - _dt.timedelta(minutes=off)).replace(second=0, microsecond=0)
            bg_mems.append({"id": "b%03d" % i, "content": text, "type": bg_type(text),
                            "importance": brng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]),
                            "created_at": iso(cdt)})
        all_mems = sorted(mems + bg_mems, key=lambda m: (m["created_at"], m["id"]))

        counters = {}
        probes = []
        for (kind, at, query, rel, forbid, _exp) in acct["probes"]:
            counters[kind] = counters.get(kind, 0) + 1
            p = {"id": "p%s_%s_%d" % (code, kind, counters[kind]), "at": iso(probe_at(at)),
                 "query": query, "relevant": list(rel)}
            if forbid:
                p["forbid"] = [list(a) for a in forbid]
            probes.append(p)

        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                      "memories": all_mems, "probes": probes})
        stats.append((code, len(mems), len(bg_mems), len(kept), len(dropped)))
    doc = {"format": "memory-eval/v1", "name": "set17", "users": users}
    return doc, stats


def serialize(doc):
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# ---------------------------------------------------------------------------------------------
# Self-checks (raise on any violation)
# ---------------------------------------------------------------------------------------------

def parse_iso(s):
    return _dt.datetime.fromisoformat(s)


def validate(doc):
    errs = []
    users = doc["users"]
    if len(users) != 12:
        errs.append("need 12 accounts")
    uids = [u["user_id"] for u in users]
    if len(set(uids)) != 11:
        errs.append("need 11 distinct user_ids")
    keys = [(u["user_id"], u["tenant_id"]) for u in users]
    if len(set(keys)) != 12:
        errs.append("(user_id, tenant_id) pairs must be unique")
    kinds_total = {}
    core_total = 0
    for acct, u in zip(ACCOUNTS, users):
        code = acct["code"]
        mem = {m["id"]: m for m in u["memories"]}
        if len(mem) != len(u["memories"]):
            errs.append(code + ": duplicate memory ids")
        core = [m for m in u["memories"] if m["id"].startswith("m")]
        bg = [m for m in u["memories"] if m["id"].startswith("b")]
        core_total += len(core)
        if not 10 <= len(core) <= 13:
            errs.append(code + ": core count %d" % len(core))
        if not 100 <= len(bg) <= 180:
            errs.append(code + ": background count %d" % len(bg))
        for m in core:
            if not 0.3 <= m["importance"] <= 1.0:
                errs.append(code + ": core importance " + m["id"])
            c = parse_iso(m["created_at"])
            if not (REF - _dt.timedelta(days=365) <= c < REF):
                errs.append(code + ": core created_at out of window " + m["id"])
            if not m["content"].startswith("用户"):
                errs.append(code + ": core not third person " + m["id"])
        for m in bg:
            if not 0.3 <= m["importance"] <= 0.6:
                errs.append(code + ": bg importance " + m["id"])
            c = parse_iso(m["created_at"])
            if not (REF - _dt.timedelta(days=731) <= c < REF):
                errs.append(code + ": bg created_at out of window " + m["id"])
            for w in acct["places"]:
                if w in m["content"]:
                    errs.append(code + ": bg names a place " + m["id"] + " " + w)
        ends = {c[0]: c[6] for c in acct["core"]}
        fwords = forbid_words(acct)
        for (kind, at, query, rel, forbid, exp), p in zip(acct["probes"], u["probes"]):
            kinds_total[kind] = kinds_total.get(kind, 0) + 1
            pat = parse_iso(p["at"])
            if pat <= REF:
                errs.append(p["id"] + ": asked before REF")
            for r in rel:
                if r not in mem or not r.startswith("m"):
                    errs.append(p["id"] + ": unknown relevant " + r)
                    continue
                if parse_iso(mem[r]["created_at"]) >= pat:
                    errs.append(p["id"] + ": relevant created after probe " + r)
                e = ends.get(r)
                if e and ts(e) <= pat:
                    errs.append(p["id"] + ": relevant plan already over " + r)
            if len(set(rel)) != len(rel):
                errs.append(p["id"] + ": duplicate relevant")
            if kind in ("para", "direct") and len(rel) != 1:
                errs.append(p["id"] + ": para/direct need exactly one relevant")
            if kind == "task" and not 2 <= len(rel) <= 4:
                errs.append(p["id"] + ": task relevant size")
            if kind == "abst" and rel:
                errs.append(p["id"] + ": abst must be empty")
            if kind == "expiry":
                if not forbid or not exp or not rel:
                    errs.append(p["id"] + ": expiry needs forbid, expired plan, relevant")
                elif mem[exp]["type"] != "event" or ts(ends[exp]) > pat:
                    errs.append(p["id"] + ": expired plan not ended/event")
                else:
                    for alts in forbid:
                        if not any(a in mem[exp]["content"] for a in alts):
                            errs.append(p["id"] + ": forbid not in expired plan " + str(alts))
            for alts in (forbid or []):
                for a in alts:
                    for m in u["memories"]:
                        if a in m["content"] and m["id"] != exp:
                            errs.append(p["id"] + ": forbid %s found in %s" % (a, m["id"]))
        # twins: every probe forbids the other twin's distinctive keywords
        if acct["tenant_id"] in ("t_yuehai", "t_minnan"):
            other = TWIN_B_KEYS if acct["tenant_id"] == "t_yuehai" else TWIN_A_KEYS
            for p in u["probes"]:
                if p.get("forbid") != other:
                    errs.append(p["id"] + ": twin forbid missing")
        for w in fwords:
            for m in bg:
                if w in m["content"]:
                    errs.append(code + ": bg holds forbid word " + w)
    want = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
    if kinds_total != want:
        errs.append("probe kind totals %r" % kinds_total)
    if not 130 <= core_total <= 150:
        errs.append("core total %d" % core_total)
    if errs:
        raise SystemExit("validation failed:\n  " + "\n  ".join(errs))


def para_overlap_report():
    """Character overlap between each para probe and its fact (diagnostic only)."""
    common = set("的了我你他她是在有不一个这那就也都要和与会把被给用户上下里人们吗呢吧啊嘅咗唔系")
    lines = []
    for acct in ACCOUNTS:
        core = {c[0]: c[3] for c in acct["core"]}
        for (kind, at, query, rel, forbid, exp) in acct["probes"]:
            if kind != "para":
                continue
            f = core[rel[0]]
            q = set(ch for ch in query if "\u4e00" <= ch <= "\u9fff") - common
            fc = set(ch for ch in f if "\u4e00" <= ch <= "\u9fff") - common
            bi = (cjk_bigrams(query) & cjk_bigrams(f))
            lines.append("%s %s chars=%d bigrams=%s" % (acct["code"], rel[0], len(q & fc),
                                                        "".join(sorted(bi))))
    return lines


def main(argv):
    doc, stats = build()
    validate(doc)
    data = serialize(doc)
    if "--check" in argv:
        try:
            with open(OUT_PATH, "rb") as f:
                disk = f.read()
        except OSError:
            print("check FAILED: %s missing" % OUT_PATH)
            return 1
        if disk != data:
            print("check FAILED: %s differs from a fresh build" % OUT_PATH)
            return 1
        print("check OK: %s is byte-identical (%d bytes)" % (OUT_PATH, len(data)))
        return 0
    with open(OUT_PATH, "wb") as f:
        f.write(data)
    n_core = sum(s[1] for s in stats)
    n_bg = sum(s[2] for s in stats)
    kinds = {}
    for u in doc["users"]:
        for p in u["probes"]:
            k = p["id"].split("_")[1]
            kinds[k] = kinds.get(k, 0) + 1
    print("wrote %s" % OUT_PATH)
    print("accounts=%d user_ids=%d core=%d background=%d probes=%d %r" % (
        len(doc["users"]), len({u["user_id"] for u in doc["users"]}), n_core, n_bg,
        sum(kinds.values()), kinds))
    for code, nc, nb, nk, nd in stats:
        print("  acct %s core=%d bg=%d (pool kept %d, dropped %d)" % (code, nc, nb, nk, nd))
    if "--report" in argv:
        for line in para_overlap_report():
            print("  para", line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
