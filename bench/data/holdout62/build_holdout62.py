#!/usr/bin/env python3
"""holdout62 - a BLIND Chinese retrieval evaluation set (memory-eval/v1, track R).

Theme
    Islands, cruises and the water: beach and island holidays, cruises (cabins,
    decks, drinks packages, shore excursions, embarkation documents), ferries and
    speedboats, seasickness and its medicines, swimming ability and fear of water,
    snorkelling / diving / freediving certificates, sunscreen, sun allergy and skin,
    tides and typhoons, surfing, paddleboard, kayaking, waterproof gear, contact
    lenses and masks in the water, children and life jackets, beach villas, island
    transport, seafood-heavy menus at sea, underwater photography.

Blindness record (what the author of this set saw of the project)
    * Read /work/shared/eval/FORMAT.md in full (the data format).
    * Read /work/main/bench/data/src/background_pool.py as PLAIN TEXT only (never
      imported); its sha256 was verified to be
      0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd
      and this builder re-verifies it on every run (build and --check) and
      refuses to run otherwise.
    * Ran `ls /work/main/bench/data` exactly once, to confirm that the folder
      name holdout62 was free.
    * Nothing else under /work/main was opened, listed, grepped or queried (no
      other data sets, no engine code, no README, no git). The engine's code and
      its evaluator were never seen nor run.

Shape
    * 12 accounts in 3 tenants (default, t_haidao, t_youlun). Exactly one
      user_id (u_linxiao) is a TWIN: two different women, both called 林晓, both
      divers, one in tenant default (Shenzhen freediver), one in tenant t_haidao
      (Chengdu scuba diver with a narrow left Eustachian tube).
    * Each account: 18-19 hand-written theme memories plus about 136 background
      memories sampled from the pool (statements touching the theme, one of the
      account's places, or one of its forbid keywords are dropped per account).
    * 128 probes, all asked at 2027-03-20T10:00:00+08:00:
      42 para, 24 task, 10 direct, 20 abst, 10 expiry, 6 bg, 16 leak.
      The kind is the middle part of the probe id <account>_<kind>_<nn>.
    * >= 45 supersession pairs (SUPERSESSIONS below), about 25 look-alike pairs
      (LOOKALIKES below), 12-16 memories whose valid_until lies before the probe
      time.

Usage
    python3 build_holdout62.py            build zh_retrieval_holdout62.json
    python3 build_holdout62.py --check [path.json]
                                          validate a built file (default: the
                                          output next to this script); exits 1
                                          on any violated invariant.
Pure stdlib, deterministic (fixed seeds, no clock, no environment input).
"""

import datetime as dt
import hashlib
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"
OUT_PATH = os.path.join(HERE, "zh_retrieval_holdout62.json")

SET_NAME = "zh_retrieval_holdout62 (islands, cruises and the water; blind)"
SEED = "holdout62-v1"
PROBE_AT = "2027-03-20T10:00:00+08:00"
TZ = dt.timezone(dt.timedelta(hours=8))
PROBE_DT = dt.datetime(2027, 3, 20, 10, 0, 0, tzinfo=TZ)
WINDOW_START = PROBE_DT - dt.timedelta(days=730)

# ---------------------------------------------------------------- counts
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20,
               "expiry": 10, "bg": 6, "leak": 16}
N_PROBES = 128
N_ACCOUNTS = 12
N_TENANTS = 3
TOTAL_MEMORIES = (1700, 1900)
THEME_PER_ACCOUNT = (15, 19)
BG_PER_ACCOUNT = (120, 160)
VALID_UNTIL_COUNT = (12, 16)
MIN_SUPERSESSIONS = 45
MIN_FORBID_ANSWERABLE = 40
LOOKALIKE_COUNT = (22, 30)
LOOKALIKE_MIN_SHARED_BIGRAMS = 3
PARA_JACCARD_MAX = 0.34
DIRECT_JACCARD_MIN = 0.30
TASK_RELEVANT = (2, 5)
LEAK_PER_TWIN = 8
TWIN_NAME = "林晓"
ANSWERABLE = ("para", "task", "direct", "bg")
EMPTY_KINDS = ("abst", "expiry", "leak")
MEMORY_TYPES = ("fact", "preference", "profile", "relation", "event")

# words that must never appear in the NEWER memory of a supersession
CHANGE_WORDS = [
    "现在", "改成", "改为", "不再", "以前", "之前", "换成", "后来", "目前", "原来",
    "如今", "已经", "更新", "最新", "升级", "重新", "改", "换", "变", "已", "曾",
    "刚", "再", "又", "从前", "过去", "当初", "本来", "原先", "起初", "最初",
    "终于", "当前", "眼下", "这回", "这次", "此后", "从此", "往后", "新的",
    "新买", "新配", "新办", "新考", "取代", "代替", "替代", "不用了", "转为", "转成",
]

# expressions an engine could read as a date / expiry; banned in every relevant
# memory and every superseding memory
DATE_RISK_WORDS = [
    "今年", "明年", "去年", "前年", "后年", "今天", "明天", "昨天", "后天",
    "下个月", "上个月", "这个月", "本月", "下月", "下周", "上周", "本周", "这周",
    "下星期", "周末", "星期", "礼拜", "春节", "国庆", "五一", "十一假", "十一长假",
    "元旦", "圣诞", "中秋", "端午", "清明", "除夕", "元宵", "七夕", "情人节",
    "劳动节", "儿童节", "新年", "过年", "跨年", "年底", "年初", "年末", "年中",
    "月底", "月初", "月中", "暑假", "寒假", "春天", "夏天", "秋天", "冬天", "季",
    "开学", "节前", "节后", "节假日",
]
DATE_RISK_PATTERNS = [
    r"\d{2,4}\s*年", r"\d{1,2}\s*月", r"[一二三四五六七八九十正腊冬]{1,3}月",
    r"\d{1,2}\s*[日号]", r"周[一二三四五六日天]",
]

# pool statements touching any of these are dropped for every account
GLOBAL_THEME_TOUCH = [
    "游泳", "泳", "海", "岛", "屿", "船", "鱼", "湖", "水库", "泼水", "浪", "潜",
    "晕", "眼", "近视", "视力", "皮肤", "痘", "晒", "过敏", "药", "夏天", "冬天",
    "暑假", "寒假", "沙滩", "摄影", "照片", "相册", "相机", "耳", "膝盖", "手表",
    "救生", "防水", "血压",
]

# statements that make no sense for a retiree
RETIREE_DROP = [
    "父母", "父亲", "母亲", "外婆", "爷爷", "奶奶", "弟弟", "妹妹", "姐姐", "侄子",
    "堂弟", "表哥", "表姐", "实习", "同事", "领导", "公司", "工位", "绩效", "跳槽",
    "加班", "年终", "述职", "研究生", "教师资格", "室友", "班主任", "驾照", "大学",
    "舅舅", "叔叔", "大姨", "房东", "租房", "年会", "报销", "团队", "部门", "会议",
    "上班", "工作", "业委会", "项目管理", "在职",
]


# ================================================================= accounts
# theme entry: (n, type, phase, content); phase "o" = older half (superseded),
# "n" = newer half (superseding), "a" = anywhere, "xYYYY-MM-DD" = expired with
# valid_until that day.
# probe entry: (kind, query, relevant, forbid) ; relevant holds memory numbers
# of the account, or "bg:<pool statement>" for a forced background memory.
ACCOUNTS = [
    # ------------------------------------------------------------ default
    {
        "key": "zhoumin", "user_id": "u_zhoumin", "tenant": "default",
        "life": "周敏，41岁，杭州滨江，会计师事务所审计经理；丈夫老许，儿子乐乐9岁，女儿朵朵5岁；全家海岛度假",
        "bg_n": 138, "bg_drop": ["帐篷", "押金", "第五年", "教师资格"],
        "theme": [
            (1, "relation", "o", "用户家朵朵玩水时戴的是一对粉色充气臂圈"),
            (2, "relation", "n", "朵朵下水必须穿带头托的儿童救生衣，S码，适合十五到二十五公斤的孩子"),
            (3, "relation", "o", "乐乐在少儿游泳班刚学会漂起来，能扑腾十米左右"),
            (4, "relation", "n", "乐乐游泳考下了深水合格证，下水最多能连续游两百米"),
            (5, "preference", "o", "用户一家订海岛酒店喜欢有儿童俱乐部的大型度假村，方便把孩子托管半天"),
            (6, "preference", "n", "用户一家订海边住处要独栋别墅带私人泳池，泳池四周得有围栏"),
            (7, "preference", "o", "用户给两个孩子用的防晒是一款日系儿童防晒乳，SPF50"),
            (8, "preference", "n", "两个孩子只用纯物理防晒的氧化锌防晒乳，朵朵涂化学防晒会起红疹子"),
            (9, "relation", "a", "乐乐坐船会晕，上船前半小时要给他吃半片儿童晕船药"),
            (10, "relation", "a", "老许坐船也会晕，上船前习惯在耳后贴一片晕船贴"),
            (11, "relation", "a", "老许对虾蟹过敏，吃了身上会起风团"),
            (12, "relation", "a", "朵朵对芒果过敏，吃了嘴边会起一圈疹子"),
            (13, "event", "x2026-10-08", "用户订了2026年国庆去三亚亚龙湾的亲子酒店，住五晚"),
            (14, "profile", "a", "用户在会计师事务所做审计经理，赶年报的那阵子基本请不了长假"),
            (15, "profile", "a", "用户自己不会游泳，下水最多站到齐腰深的地方"),
            (16, "preference", "a", "用户挑海岛时倾向于落地坐车就能到酒店、不用再转船的地方"),
            (17, "preference", "a", "用户希望海岛行程每天下午留出两小时给朵朵睡午觉"),
            (18, "fact", "a", "用户家拍孩子玩水用的是一台套了防水壳的旧手机"),
        ],
        "probes": [
            ("para", "带小女儿去海边玩水，她身上得穿戴点什么才放心？", [2], ["臂圈"]),
            ("para", "我家老大水性到底怎么样了，敢不敢让他一个人去深水区？", [4], ["十米", "齐腰"]),
            ("para", "我老公坐小艇容易头晕，他一般用什么办法顶过去？", [10], ["半片"]),
            ("para", "两个娃的防晒霜应该买哪种？", [8], ["日系"]),
            ("task", "帮我挑个适合全家的海岛住处，孩子玩水的安全是头等大事", [6, 2], ["儿童俱乐部", "臂圈"]),
            ("task", "打算带一家人坐船去个小岛，出门前药箱里该备点啥？", [9, 10], []),
            ("task", "在海边餐厅帮我们点一桌菜，家里谁不能吃什么都要避开", [11, 12], []),
            ("direct", "我自己不会游泳，下海最多敢站到多深的地方？", [15], ["合格证"]),
            ("abst", "上回在海边租的那顶遮阳帐篷押金是多少？", [], []),
            ("expiry", "亚龙湾那家亲子酒店我们订了几晚？", [], ["亚龙湾"]),
        ],
    },
    {
        "key": "gaojian", "user_id": "u_gaojian", "tenant": "default",
        "life": "高健，67岁，天津，退休桥梁工程师；和老伴淑琴一年坐两三趟邮轮；有痛风",
        "bg_n": 134, "bg_drop": ["积分", "甲板", "全家福"] + RETIREE_DROP,
        "drop_topics": ["work", "commute"], "no_active": True,
        "theme": [
            (1, "preference", "o", "用户坐邮轮习惯订内舱房，觉得反正只是回房间睡个觉"),
            (2, "preference", "n", "用户坐邮轮要订船体中部、低楼层的阳台房，老伴说中间那段晃得轻"),
            (3, "fact", "o", "用户常坐的邮轮都是从上海吴淞口码头出发"),
            (4, "fact", "n", "用户坐邮轮一般从天津东疆港上船，离家近"),
            (5, "preference", "o", "用户上船会买全程畅饮套餐，每天要喝上几杯啤酒"),
            (6, "preference", "n", "用户在船上只点无酒精饮品套餐，医生让他戒酒控制尿酸"),
            (7, "relation", "a", "老伴淑琴晕船吃美克洛嗪，一天一片，早饭后吃"),
            (8, "profile", "a", "用户自己晕船吃茶苯海明，一次一片，上船前一小时吃"),
            (9, "fact", "o", "用户坐邮轮去日本一直跟着旅行社办团体签证"),
            (10, "fact", "n", "用户和老伴都持有日本五年多次往返签证，邮轮靠岸可以自由行下船"),
            (11, "profile", "a", "用户有痛风，海鲜里的贝类和动物内脏都得少碰"),
            (12, "preference", "a", "用户岸上游只报步行少、有大巴接送的半日团"),
            (13, "relation", "a", "淑琴做过膝关节置换，岸上游每天步行最好别超过两小时"),
            (14, "event", "x2026-05-20", "用户和老伴订了2026年5月从天津出发去济州岛的邮轮，五天四晚"),
            (15, "preference", "a", "用户在邮轮上最爱参加晚上的交谊舞会"),
            (16, "fact", "a", "用户是一家邮轮公司的金卡会员，登船可以走优先通道"),
            (17, "preference", "o", "用户在船上的主餐厅吃晚饭，固定订第一轮晚宴"),
            (18, "preference", "n", "用户晚餐订的是第二轮开餐的固定座位，八点半开始，吃完正好去看演出"),
            (19, "profile", "a", "用户退休前是天津的桥梁工程师，退休后一年要坐两三趟邮轮"),
        ],
        "probes": [
            ("para", "我跟老伴再订邮轮，舱房选哪种合适？", [2], ["内舱"]),
            ("para", "咱们一般从哪个港口登船？", [4], ["吴淞口"]),
            ("para", "老伴坐船头晕吃的是哪种药？", [7], ["茶苯海明"]),
            ("para", "船上吃晚饭我们订的是几点那一场？", [18], ["第一轮"]),
            ("task", "这回坐邮轮去日本，帮我规划一下靠岸那天怎么玩，老伴腿脚不太行", [10, 12, 13], ["团体签证"]),
            ("task", "船上的酒水和吃饭怎么安排，帮我参谋参谋", [6, 11, 18], ["畅饮", "第一轮"]),
            ("direct", "我自己晕船吃茶苯海明，一次吃几片、什么时候吃？", [8], ["美克洛嗪"]),
            ("abst", "上次在邮轮上拍全家福是在第几层甲板？", [], []),
            ("abst", "我那张邮轮会员卡里还剩多少积分？", [], []),
            ("expiry", "去济州岛那趟邮轮是几天几晚来着？", [], ["济州"]),
        ],
    },
    {
        "key": "linxiaosz", "user_id": "u_linxiao", "tenant": "default",
        "life": "林晓（深圳），33岁，互联网公司交互设计师，自由潜AIDA三星，戴角膜塑形镜，日光性皮炎，男朋友阿凯不下水",
        "bg_n": 137, "bg_drop": ["保险", "险"],
        "theme": [
            (1, "profile", "o", "用户考过AIDA二星自由潜证书，静态闭气能憋三分半"),
            (2, "profile", "n", "用户拿到了AIDA三星自由潜证书，最深下到过三十二米"),
            (3, "preference", "o", "用户下水戴日抛隐形眼镜，外面套一副低容积面镜"),
            (4, "preference", "n", "用户晚上戴角膜塑形镜，白天下水什么眼镜都不用戴"),
            (5, "profile", "a", "用户有日光性皮炎，晒上半小时胳膊就冒小红疙瘩，出海得穿长袖防晒衣"),
            (6, "preference", "a", "用户只用不含氧苯酮的珊瑚友好型防晒霜，出海前半小时涂好"),
            (7, "preference", "o", "用户自由潜穿一套三毫米的开胸湿衣"),
            (8, "preference", "n", "用户下水穿五毫米的光面开胸湿衣，她特别怕冷"),
            (9, "fact", "a", "用户每周有两个晚上去蛇口一个十五米深的训练池练自由潜"),
            (10, "event", "x2026-11-30", "用户报了2026年11月菲律宾宿务墨宝的自由潜训练营，一共十天"),
            (11, "relation", "a", "用户男朋友阿凯不下水，他坐船也晕，出海前要吃两片晕海宁"),
            (12, "preference", "a", "用户出海船程超过一小时就会晕，上船前吃一片晕海宁"),
            (13, "preference", "a", "用户潜水旅行只住离码头走路十分钟以内的民宿"),
            (14, "profile", "a", "用户在深圳一家互联网公司做交互设计，年假一共十五天，基本都花在潜水上"),
            (15, "preference", "a", "用户自由潜下水必带一个橙色安全浮标和一根十米长的防丢绳"),
            (16, "preference", "o", "用户水下拍照用一台运动相机加潜水壳"),
            (17, "preference", "n", "用户水下拍照用一台微单配铝合金防水壳，外挂两盏补光灯"),
            (18, "relation", "a", "用户的潜伴是大学室友苏苏，两人下水互相做安全员"),
            (19, "profile", "a", "用户叫林晓，潜水圈的朋友都喊她小林"),
        ],
        "probes": [
            ("para", "我闭气下潜的等级考到哪一级了？最深去过多少？", [2], ["二星"]),
            ("para", "海上晒太阳对我的皮肤有啥影响，要怎么防？", [5], ["氧苯酮"]),
            ("task", "帮我把下一次出海自由潜的装备清单理一理", [8, 15, 17, 4], ["三毫米", "日抛", "运动相机"]),
            ("direct", "男朋友阿凯坐船也晕，出海前要吃几片晕海宁？", [11], ["一小时"]),
            ("abst", "我的潜水保险买的哪家，保额多少？", [], []),
            ("expiry", "墨宝那个自由潜训练营一共几天？", [], ["墨宝"]),
            ("leak", "下潜时左耳老是压不平，咽鼓管那个问题我该怎么下？", [], ["咽鼓管"]),
            ("leak", "我鼓膜受伤那回休养了多久？", [], ["鼓膜"]),
            ("leak", "我老公老罗下水能干点啥？", [], ["老罗"]),
            ("leak", "我的潜水日志一共记了多少潜？", [], ["八十六"]),
            ("leak", "潜完水头疼，我包里常备的是什么药？", [], ["布洛芬"]),
            ("leak", "我最想去船宿的潜点是哪儿？", [], ["四王岛"]),
            ("leak", "我戴的潜水电脑表是什么牌子？", [], ["舒驰"]),
            ("leak", "我考的高氧潜水专长，出海挑潜店有什么讲究？", [], ["高氧"]),
        ],
    },
    {
        "key": "wangyue", "user_id": "u_wangyue", "tenant": "default",
        "life": "王悦，28岁，北京律所律师，不会游泳怕深水，高度近视；和新婚丈夫程远去马尔代夫度蜜月",
        "bg_n": 136, "bg_drop": ["预约", "存款"],
        "bg_force": ["用户喜欢看东野圭吾的推理小说"],
        "theme": [
            (1, "profile", "a", "用户完全不会游泳，小时候在河边差点被水冲走，一看到深水就心慌"),
            (2, "preference", "o", "用户蜜月想住马尔代夫的水上屋，觉得拍照好看"),
            (3, "preference", "n", "用户蜜月订的是马尔代夫岛上的沙滩别墅，推门就是沙滩，脚底下不能是水"),
            (4, "preference", "o", "用户浮潜时打算穿一件泡沫浮力背心"),
            (5, "preference", "n", "用户浮潜必须穿充气式的全身救生衣，还要教练全程牵着"),
            (6, "profile", "o", "用户近视七百度，下水只能戴日抛隐形"),
            (7, "profile", "n", "用户订了一副七百度的近视潜水面镜，下水就不用戴隐形眼镜"),
            (8, "relation", "a", "用户的老公程远有开放水域潜水证，蜜月里想去潜一次鲨鱼点"),
            (9, "relation", "a", "程远怕晒，一晒就脱皮，要用SPF50的防晒喷雾"),
            (10, "preference", "a", "用户自己用SPF30的防晒乳，怕晒黑但更怕脸上油"),
            (11, "preference", "a", "用户不吃生的海鲜，刺身一口都不碰，熟的虾可以吃"),
            (12, "relation", "a", "程远吃生蚝会过敏，海鲜里就生蚝一口都不能碰"),
            (13, "event", "x2026-09-01", "用户要在2026年9月前把婚纱照的海景外拍定下来"),
            (14, "profile", "a", "用户在北京一家律所当律师，案子多，蜜月最多请九天假"),
            (15, "preference", "a", "用户恐高，不敢坐水上飞机，上岛宁可坐一个多小时的快艇"),
            (16, "preference", "o", "用户和程远的蜜月预算是四万块"),
            (17, "preference", "n", "用户和程远把蜜月总预算定在六万以内"),
            (18, "preference", "a", "用户希望蜜月的岛上有水疗，想和程远做一次情侣按摩"),
        ],
        "probes": [
            ("para", "度蜜月那几晚我们到底住哪种房子？", [3], ["水上屋"]),
            ("para", "到时候下水看鱼，我身上得穿什么保命？", [5], ["泡沫"]),
            ("para", "我老公晒太阳要抹什么？", [9], ["SPF30"]),
            ("para", "我是高度近视，下海看珊瑚怎么解决看不清的问题？", [7], ["日抛"]),
            ("task", "帮我们排一下蜜月里的水上活动，我是旱鸭子，他会潜水", [1, 5, 8], ["泡沫"]),
            ("task", "蜜月岛上的晚餐帮我们订一下，我俩吃海鲜各有忌口", [11, 12], []),
            ("direct", "我恐高不敢坐水上飞机，上岛是不是宁可坐快艇？", [15], []),
            ("abst", "我们订的那家岛上酒店，接驳快艇要提前几天预约？", [], []),
            ("abst", "马尔代夫入境要不要准备酒店确认单和存款证明？", [], []),
            ("bg", "我爱看的那个日本推理作家叫什么来着？", ["bg:用户喜欢看东野圭吾的推理小说"], []),
        ],
    },
    # ------------------------------------------------------------ t_haidao
    {
        "key": "linxiaocd", "user_id": "u_linxiao", "tenant": "t_haidao",
        "life": "林晓（成都），36岁，中学体育老师，PADI进阶水肺潜水员，左耳咽鼓管窄受过气压伤，丈夫老罗只会浮潜",
        "bg_n": 135, "bg_drop": ["保养", "教师资格"],
        "theme": [
            (1, "profile", "o", "用户持有PADI开放水域潜水员证，最大深度十八米"),
            (2, "profile", "n", "用户考下了PADI进阶开放水域证书，可以潜到三十米"),
            (3, "profile", "a", "用户左耳咽鼓管偏窄，下潜时左耳很难平衡压力，得一米一米慢慢往下"),
            (4, "event", "a", "用户有一次下潜太快，左耳鼓膜被压力弄伤，休养了一个多月才敢下水"),
            (5, "preference", "o", "用户潜水前会先喷一下羟甲唑啉鼻喷剂，方便耳朵平压"),
            (6, "preference", "n", "用户下水前会提前练习捏鼻鼓气，耳鼻喉医生不让她用任何鼻喷剂"),
            (7, "preference", "a", "用户潜水装备里调节器是自己的Apeks，从来不租潜店的"),
            (8, "relation", "a", "用户的丈夫老罗不会潜水，只会浮潜，每次都在水面上跟着"),
            (9, "preference", "o", "用户最喜欢去泰国涛岛潜水，觉得便宜又省心"),
            (10, "preference", "n", "用户最想去的潜点是印尼的四王岛，打算攒够假期去一次船宿"),
            (11, "event", "x2026-08-15", "用户计划2026年暑假去海南分界洲岛潜水，订了7月20日的机票"),
            (12, "preference", "a", "用户潜完水容易偏头痛，包里常备布洛芬"),
            (13, "profile", "a", "用户在成都一所中学当体育老师，只能趁学校放长假出远门"),
            (14, "preference", "a", "用户潜水装备里的电脑表是自己的舒驰，一直戴在左手腕上"),
            (15, "preference", "o", "用户在热带海域潜水穿三毫米的连体湿衣"),
            (16, "preference", "n", "用户潜水穿五毫米的连体湿衣，外面加一件潜水背心，她很怕冷"),
            (17, "fact", "a", "用户的潜水日志一共记了八十六潜"),
            (18, "preference", "a", "用户考了高氧空气潜水专长，出海优先挑能充高氧气瓶的潜店"),
            (19, "profile", "a", "用户叫林晓，学校里的学生都叫她林老师"),
        ],
        "probes": [
            ("para", "我的潜水执照到什么级别了，能下多深？", [2], ["十八米"]),
            ("para", "耳鼻喉大夫交代过我下水前该怎么准备？", [6], ["羟甲唑啉"]),
            ("task", "帮我规划一次船宿潜水，耳朵的情况和装备都考虑一下", [3, 4, 6, 16, 18], ["三毫米", "羟甲唑啉"]),
            ("direct", "我丈夫老罗是不是不会潜水、只会浮潜？", [8], []),
            ("abst", "我的调节器上回是在哪家店保养的？", [], []),
            ("expiry", "分界洲岛那次机票订的哪天？", [], ["分界洲"]),
            ("leak", "我晚上睡觉戴的那种矫正视力的镜片叫什么？", [], ["角膜塑形"]),
            ("leak", "我一晒太阳胳膊就起小红疙瘩，这是什么毛病来着？", [], ["日光性皮炎"]),
            ("leak", "我平时去哪个训练池练闭气？", [], ["蛇口"]),
            ("leak", "我男朋友阿凯出海前得吃几片药？", [], ["阿凯"]),
            ("leak", "我做交互设计这份工作，一年有几天年假？", [], ["年假"]),
            ("leak", "我的自由潜考到AIDA几星了？", [], ["AIDA"]),
            ("leak", "自由潜的时候我带的那个浮标是什么颜色？", [], ["浮标"]),
            ("leak", "我的潜伴苏苏跟我是怎么认识的？", [], ["苏苏"]),
        ],
    },
    {
        "key": "heyu", "user_id": "u_heyu", "tenant": "t_haidao",
        "life": "何雨，26岁，远程上班的后端程序员，住三亚后海村冲浪；右肩做过肩袖手术；女朋友小蔓在学冲浪",
        "bg_n": 137, "bg_drop": ["驾照", "定做", "打卡", "离公司", "通勤"],
        "drop_topics": ["commute"],
        "theme": [
            (1, "preference", "o", "用户冲浪用的是一块九尺二的长板"),
            (2, "preference", "n", "用户冲浪主要用一块七尺六的中长板，转向灵活"),
            (3, "fact", "o", "用户住在万宁日月湾附近，走五分钟就到浪点"),
            (4, "fact", "n", "用户住在三亚后海村，每天早上去后海冲浪"),
            (5, "profile", "a", "用户右肩做过肩袖修复手术，划水久了会疼，每次下水不超过两小时"),
            (6, "preference", "o", "用户冲浪就穿一条冲浪短裤加一件莱卡"),
            (7, "preference", "n", "用户冲浪穿两毫米的长袖防寒衣，背后拉链款"),
            (8, "preference", "a", "用户脸上只涂矿物防晒棒，冲浪前抹一层白白的锌膏"),
            (9, "profile", "a", "用户是远程上班的后端程序员，每天下午两点到六点必须在线开会"),
            (10, "event", "x2026-06-30", "用户打算2026年上半年去印尼巴厘岛的乌鲁瓦图冲三个星期的浪"),
            (11, "preference", "a", "用户去礁石浪点一定穿冲浪鞋，脚被礁石划过一道大口子"),
            (12, "preference", "a", "用户在岛上租摩托车代步，驾照上有摩托车的增驾"),
            (13, "relation", "a", "用户的女朋友小蔓在学冲浪，还只能在白浪区推着板玩"),
            (14, "relation", "a", "小蔓冲浪主要用一块八尺的软板，浮力大好起乘"),
            (15, "preference", "a", "用户挑下水时间主要看潮汐表，最喜欢中潮往上涨的那一段"),
            (16, "preference", "o", "用户下水时把手机装在挂脖的防水袋里带着"),
            (17, "preference", "n", "用户冲浪不带手机，手机和车钥匙锁在沙滩边的密码钥匙盒里"),
            (18, "preference", "a", "用户挑下水时间也看台风路径，外围涌浪大的时候最想冲"),
        ],
        "probes": [
            ("para", "我平时下海冲的是哪块板？", [2], ["九尺二", "软板"]),
            ("para", "我每天一般在哪片海滩冲？住得离那儿远不远？", [4], ["日月湾"]),
            ("para", "肩膀那个老伤对我下水有什么限制？", [5], []),
            ("para", "出去冲浪的时候手机跟钥匙我是怎么处理的？", [17], ["挂脖"]),
            ("task", "帮我排一周的冲浪计划，身体、上班时间和浪况都考虑进去", [5, 9, 15, 18], []),
            ("task", "给小蔓挑一套合适的冲浪装备和练习的地方", [13, 14], ["七尺六"]),
            ("direct", "我冲浪穿几毫米的长袖防寒衣？", [7], ["短裤"]),
            ("abst", "我那块冲浪板是在哪家店定做的？", [], []),
            ("abst", "在后海被水母蛰了以后该擦什么药？我记得查过", [], []),
            ("expiry", "乌鲁瓦图那趟冲浪打算待几个星期？", [], ["乌鲁瓦图"]),
        ],
    },
    {
        "key": "sunli", "user_id": "u_sunli", "tenant": "t_haidao",
        "life": "孙莉，52岁，广州高中化学老师，腰椎间盘突出；常陪78岁、有高血压、拄拐的母亲去海岛，丈夫老陈不爱出门",
        "bg_n": 136, "bg_drop": ["父亲", "父母", "母亲", "老年", "第五年"], "no_active": True,
        "bg_force": ["用户去洛阳看过一次牡丹"],
        "theme": [
            (1, "relation", "a", "母亲七十八岁，有高血压，每天早上吃一片氨氯地平"),
            (2, "relation", "o", "母亲晕船时在耳朵后面贴一片东莨菪碱贴片"),
            (3, "relation", "n", "母亲坐船前半小时吃一片多潘立酮，嘴里含两片生姜"),
            (4, "profile", "a", "用户自己坐船不晕，但有腰椎间盘突出，快艇一颠就腰疼"),
            (5, "preference", "o", "用户上岛一般买最便宜的快艇票"),
            (6, "preference", "n", "用户带母亲上岛只坐大型客滚船，挑下层中间的座位"),
            (7, "preference", "o", "用户在岛上租一辆电动车载着母亲转"),
            (8, "preference", "n", "用户在岛上包一辆电瓶观光车，让母亲不用走路"),
            (9, "relation", "a", "母亲拄拐杖，平路能走一会儿，沙滩上走不了十分钟"),
            (10, "preference", "a", "用户订海岛民宿要一楼的房间，卫生间得有扶手"),
            (11, "profile", "a", "用户在广州一所高中教化学，常年带毕业班"),
            (12, "event", "x2026-08-25", "用户订了2026年8月去涠洲岛的船票，北海国际客运港早上八点半那班"),
            (13, "relation", "a", "母亲吃海鲜只能吃去了壳的虾仁和鱼肉，螃蟹生蚝都咬不动"),
            (14, "preference", "a", "用户自己吃海鲜最爱炭烤生蚝，每次上岛都要点两打"),
            (15, "relation", "a", "母亲怕晒，出门要戴宽檐帽和冰袖"),
            (16, "fact", "o", "用户常带母亲去的海岛是珠海的东澳岛"),
            (17, "fact", "n", "用户每年带母亲去的海岛是南澳岛，开车过跨海大桥就能到，不用坐船"),
            (18, "relation", "a", "用户的丈夫老陈不爱出门，每次都是用户陪母亲两个人出游"),
            (19, "relation", "a", "母亲晚上九点前一定要睡，行程不能排夜游"),
        ],
        "probes": [
            ("para", "我妈晕船，出发前我该给她准备点啥？", [3], ["东莨菪碱", "氨氯地平"]),
            ("para", "带老人家上岛，坐哪种船稳当点？", [6], ["最便宜"]),
            ("para", "到了岛上我妈怎么四处转转？", [8], ["电动车"]),
            ("para", "我妈降血压的药一天怎么吃？", [1], ["多潘立酮"]),
            ("task", "帮我排个陪我妈去海岛的三天行程，住的玩的都得照顾她", [9, 10, 19, 8], ["电动车"]),
            ("task", "岛上的海鲜大排档，帮我和我妈各点几样", [13, 14], []),
            ("direct", "我每年带母亲去的海岛是南澳岛吧，开车过跨海大桥就到？", [17], ["东澳岛"]),
            ("abst", "我妈的老年证在岛上坐船能打几折？", [], []),
            ("expiry", "涠洲岛那张船票是几点开船的？", [], ["涠洲岛"]),
            ("bg", "我之前是去哪儿看的牡丹？", ["bg:用户去洛阳看过一次牡丹"], []),
        ],
    },
    {
        "key": "zhangpeng", "user_id": "u_zhangpeng", "tenant": "t_haidao",
        "life": "张鹏，39岁，武汉婚纱摄影工作室老板，水下摄影、皮划艇、桨板；妻子小雯易晒伤，女儿豆豆10岁",
        "bg_n": 135, "bg_drop": ["没买车", "驾照", "电池", "教练", "第五年", "公司"],
        "bg_force": ["用户喜欢研究各种茶叶，最爱喝岩茶"],
        "theme": [
            (1, "preference", "o", "用户水下拍照用GoPro，镜头前加一片红色滤镜"),
            (2, "preference", "n", "用户水下拍摄用一台全画幅相机，配Nauticam铝壳和一对闪光灯"),
            (3, "profile", "a", "用户在武汉开了一家婚纱摄影工作室，常接海岛旅拍的单子"),
            (4, "preference", "a", "用户的航拍无人机是大疆Mini，起飞前会先查岛上有没有禁飞区"),
            (5, "relation", "o", "女儿豆豆只会在浅水区扑腾，离不开游泳圈"),
            (6, "relation", "n", "女儿豆豆学会了自由泳，能在泳池里游五十米"),
            (7, "relation", "a", "女儿豆豆上皮划艇必须穿儿童救生衣，坐在爸爸那条双人艇的前座"),
            (8, "preference", "a", "用户玩桨板喜欢一大早出发，赶在起风前回到岸上"),
            (9, "relation", "a", "妻子小雯很容易晒伤，出海只坐有遮阳棚的船"),
            (10, "profile", "o", "用户的潜水证是PADI开放水域"),
            (11, "profile", "n", "用户持有SSI进阶开放水域潜水证，水下摄影专长也考了"),
            (12, "event", "x2026-11-30", "用户约了一对新人2026年11月去西沙拍水下婚纱"),
            (13, "preference", "a", "用户每次下水前都要给相机防水壳做一次真空检漏"),
            (14, "preference", "a", "用户拍水下婚纱会让新娘穿浅色长裙，在水里颜色才显得出来"),
            (15, "fact", "o", "用户的双人皮划艇是充气的，放在后备箱里"),
            (16, "fact", "n", "用户家有一条硬壳的双人海洋皮划艇，放在车顶架上带出门"),
            (17, "relation", "a", "妻子小雯不会划桨，但很喜欢坐玻璃底的船看珊瑚"),
            (18, "preference", "a", "用户在海边吃海鲜喜欢自己去码头买，拿到加工店去做"),
            (19, "event", "x2025-10-31", "用户打算2025年10月前把防水壳的O圈全部换一遍"),
        ],
        "probes": [
            ("para", "我水下拍片带的是什么机器？", [2], ["GoPro"]),
            ("para", "闺女现在游得怎么样了？", [6], ["扑腾", "前座"]),
            ("para", "我老婆怕太阳，出海那天坐什么样的船？", [9], ["玻璃"]),
            ("task", "周末想一家三口去海边划船，帮我安排一下", [16, 7, 8, 6], ["充气", "扑腾"]),
            ("task", "帮我准备一次海岛水下婚纱旅拍，器材和注意事项列一下", [2, 13, 14, 4], ["GoPro"]),
            ("direct", "我的潜水证是SSI进阶开放水域吗？水下摄影专长考了没有？", [11], ["PADI"]),
            ("abst", "我那台无人机的电池一块能飞多久？", [], []),
            ("abst", "豆豆的游泳教练姓什么？", [], []),
            ("expiry", "西沙那组水下婚纱是给哪对新人拍的？", [], ["西沙"]),
            ("bg", "我最爱喝的是哪种茶？", ["bg:用户喜欢研究各种茶叶，最爱喝岩茶"], []),
        ],
    },
    # ------------------------------------------------------------ t_youlun
    {
        "key": "liufang", "user_id": "u_liufang", "tenant": "t_youlun",
        "life": "刘芳，63岁，南京退休护士长，二型糖尿病、甲壳类过敏；和二姐刘萍、小妹刘云三姐妹坐邮轮",
        "bg_n": 134, "bg_drop": ["花销", "花了", "洗衣"] + RETIREE_DROP,
        "drop_topics": ["work", "commute"], "no_active": True,
        "theme": [
            (1, "profile", "a", "用户对虾蟹这类甲壳类海鲜过敏，吃了喉咙会肿"),
            (2, "profile", "a", "用户有二型糖尿病，用胰岛素笔打针，每天早晚各一次"),
            (3, "preference", "o", "用户为了省钱，坐邮轮都订内舱房"),
            (4, "preference", "n", "用户订邮轮要海景房，有窗户心里才不闷"),
            (5, "relation", "a", "二姐刘萍晕船厉害，每次都要订船中间的房间"),
            (6, "relation", "a", "小妹刘云对酒精过敏，喝了一口红酒喉咙就会肿"),
            (7, "preference", "o", "用户上船会买软饮套餐，主要喝果汁"),
            (8, "preference", "n", "用户上船什么饮料套餐都不买，只喝无糖茶和白开水"),
            (9, "preference", "a", "用户岸上观光喜欢逛当地的菜市场和教堂，不进购物店"),
            (10, "fact", "o", "用户的护照交给二姐统一保管"),
            (11, "fact", "n", "用户的护照和登船卡都装在一个挂脖的证件袋里自己带着"),
            (12, "event", "x2026-04-30", "用户和两个姐妹订了2026年4月从上海出发的日本邮轮，停靠福冈和长崎"),
            (13, "preference", "a", "用户在邮轮上每天下午都要去喝下午茶，最喜欢司康饼"),
            (14, "profile", "a", "用户退休前是南京一家医院的护士长，自己会测血糖"),
            (15, "preference", "o", "用户在船上一日三餐都去主餐厅吃"),
            (16, "preference", "n", "用户晚餐只去自助餐厅，能自己挑低糖的菜"),
            (17, "relation", "a", "三姐妹出门都是小妹刘云负责订票做攻略"),
            (18, "preference", "a", "用户不敢去船尾的露天甲板，风大了站不稳"),
            (19, "preference", "a", "用户下船观光时背一个小冰包，胰岛素笔就放在里面"),
        ],
        "probes": [
            ("para", "订船上房间我要哪一种？", [4], ["内舱"]),
            ("para", "上了船我喝点什么，要不要买饮品套餐？", [8], ["果汁"]),
            ("para", "我小妹能不能喝点葡萄酒？", [6], ["甲壳"]),
            ("para", "下船逛街那几个钟头，我的针怎么带着？", [19], ["早晚"]),
            ("task", "这趟邮轮上的吃喝帮我安排一下，我身体有些情况你是知道的", [1, 2, 16, 8], ["主餐厅", "果汁", "红酒", "冰包"]),
            ("task", "下次日本邮轮靠岸那天，帮我安排行程和要随身带的东西", [9, 11, 19], ["统一保管", "早晚"]),
            ("direct", "我对虾蟹这类甲壳类海鲜过敏，吃了会怎么样？", [1], ["红酒"]),
            ("abst", "我们三姐妹上回坐邮轮一共花了多少钱？", [], []),
            ("abst", "船上的洗衣服务怎么收费来着，我好像记过", [], []),
            ("expiry", "福冈长崎那趟邮轮是哪天从上海开的？", [], ["长崎"]),
        ],
    },
    {
        "key": "chenbo", "user_id": "u_chenbo", "tenant": "t_youlun",
        "life": "陈博，31岁，上海游戏公司产品经理，一个人或和素食朋友阿哲坐邮轮，乳糖不耐，上船也要远程办公",
        "bg_n": 137, "bg_drop": ["健身", "爵士", "积分", "等级", "赌"],
        "bg_force": ["用户把《黑神话：悟空》通关了两遍"],
        "theme": [
            (1, "preference", "o", "用户坐邮轮订船头的阳台房，喜欢看船往前开"),
            (2, "preference", "n", "用户订船尾的景观阳台房，能看着船尾拖出的浪花发呆"),
            (3, "preference", "o", "用户晕船贴东莨菪碱贴片，但一贴就口干"),
            (4, "preference", "n", "用户晕船吃美克洛嗪，每天睡前一片"),
            (5, "preference", "a", "用户在船上每天早上都要去健身房跑五公里"),
            (6, "preference", "o", "用户上船买基础款上网套餐，只够收收微信"),
            (7, "preference", "n", "用户上船买最贵的不限流量上网套餐，要开视频会议"),
            (8, "profile", "a", "用户乳糖不耐，喝牛奶吃冰淇淋都会拉肚子"),
            (9, "profile", "a", "用户在一家游戏公司做产品经理，上船也得远程处理工作"),
            (10, "event", "x2026-08-31", "用户订了2026年夏天从巴塞罗那出发的地中海邮轮，七晚"),
            (11, "preference", "a", "用户在船上每天最爱玩的是攀岩墙和冲浪模拟器"),
            (12, "preference", "o", "用户岸上游都报船方的官方团"),
            (13, "preference", "n", "用户靠港后自己打车或租车自由行，船方的团太贵"),
            (14, "relation", "a", "朋友阿哲和用户一起坐邮轮，阿哲吃全素，鸡蛋牛奶冰淇淋都不吃"),
            (15, "preference", "a", "用户喜欢在船上的酒吧待到很晚，听现场乐队"),
            (16, "fact", "o", "用户总把邮轮登船文件打印出来装在文件袋里"),
            (17, "fact", "n", "用户的登船资料都存在邮轮公司App里，到码头出示电子登船码就行"),
            (18, "profile", "a", "用户游泳很好，大学时是校游泳队的"),
        ],
        "probes": [
            ("para", "选舱房的时候，我一般挑船的哪一头？", [2], ["船头"]),
            ("para", "出海头晕的话，我习惯用什么药？", [4], ["东莨菪碱"]),
            ("para", "船上的网我一般买哪一档？", [7], ["基础款"]),
            ("para", "靠港那天我通常怎么上岸玩？", [13], ["官方团"]),
            ("task", "这趟上船还得远程上班，帮我把网络和每天的作息排一下", [7, 9, 5], ["基础款", "攀岩"]),
            ("task", "帮我和阿哲规划一下船上的三餐，我们俩都有忌口", [8, 14], []),
            ("abst", "上次在船上赌场我输了多少钱？", [], []),
            ("abst", "我在邮轮公司的常客等级是什么？", [], []),
            ("expiry", "巴塞罗那出发那趟邮轮我订的是哪种舱？", [], ["巴塞罗那"]),
            ("bg", "黑神话我通关过几遍来着？", ["bg:用户把《黑神话：悟空》通关了两遍"], []),
        ],
    },
    {
        "key": "xujing", "user_id": "u_xujing", "tenant": "t_youlun",
        "life": "徐静，45岁，苏州外企HR经理；三代人坐邮轮：中风后坐轮椅的父亲、丈夫吴涛、六岁双胞胎一航一帆",
        "bg_n": 136, "bg_drop": ["父亲", "父母", "看病", "第五年"],
        "bg_force": ["用户家里装了投影仪，很少看电视"],
        "theme": [
            (1, "relation", "a", "用户的父亲中风后一直坐轮椅，上船必须住无障碍房"),
            (2, "preference", "o", "用户一家订两间相邻的内舱房"),
            (3, "preference", "n", "用户一家订两间有连通门的阳台房，大人孩子两边来回方便"),
            (4, "relation", "a", "用户有一对六岁的双胞胎儿子，叫一航和一帆"),
            (5, "relation", "o", "一航一帆不肯去船上的儿童俱乐部，一放下就哭"),
            (6, "relation", "n", "一航一帆很喜欢船上的儿童俱乐部，每天要在里面待一下午"),
            (7, "relation", "a", "一帆对花生过敏，出门随身带着肾上腺素笔"),
            (8, "relation", "a", "一航对鸡蛋过敏，出门在外吃蛋糕前都得先问清楚"),
            (9, "relation", "a", "父亲吃饭要软烂少盐，每天早上吃一颗降压药"),
            (10, "preference", "o", "用户一家下船观光都是在码头租轮椅"),
            (11, "preference", "n", "用户家自带一台折叠电动轮椅上船，岸上观光也推着它"),
            (12, "relation", "a", "用户的丈夫吴涛负责晚上带孩子们去看船上的演出"),
            (13, "event", "x2025-12-31", "用户打算2025年底前给全家人办好护照"),
            (14, "relation", "a", "一航一帆在船上泳池玩必须穿救生衣，船上泳池没有救生员"),
            (15, "profile", "a", "用户在外企做HR经理，年假能凑出十二天"),
            (16, "fact", "o", "用户一家坐邮轮常选日韩航线"),
            (17, "fact", "n", "用户一家坐邮轮常跑的是东南亚航线，从香港上船"),
            (18, "relation", "a", "吴涛晕船严重，每次上船前得先吃药"),
        ],
        "probes": [
            ("para", "我们一大家子订船舱，房型怎么订？", [3], ["相邻"]),
            ("para", "两个儿子在船上的托管班待得住吗？", [6], ["不肯", "救生员"]),
            ("para", "一帆那个过敏要当心什么？", [7], ["鸡蛋"]),
            ("para", "我爸下船游览的时候怎么代步？", [11], ["租轮椅", "无障碍"]),
            ("task", "帮我订一次三代同堂的邮轮，住这块要注意什么", [1, 3, 4, 11], ["相邻", "租轮椅"]),
            ("task", "帮我把船上每天三顿饭安排一下，老人孩子都有讲究", [7, 8, 9], []),
            ("task", "帮我安排两个孩子在船上一整天的玩法", [6, 14, 12], ["不肯"]),
            ("direct", "我们家坐邮轮常跑的是东南亚航线吗？从哪儿上船？", [17], ["日韩"]),
            ("abst", "我爸上回在船上医务室看病花了多少钱？", [], []),
            ("bg", "我家客厅看片用的是投影仪还是电视？", ["bg:用户家里装了投影仪，很少看电视"], []),
        ],
    },
    {
        "key": "tangning", "user_id": "u_tangning", "tenant": "t_youlun",
        "life": "唐宁，35岁，西安三甲医院药剂师，前庭性偏头痛、吃全素，和闺蜜小麦跳岛；不敢骑摩托",
        "bg_n": 135, "bg_drop": ["按摩", "退了"],
        "bg_force": ["用户在景德镇的工作室做过一次陶艺"],
        "theme": [
            (1, "profile", "a", "用户有前庭性偏头痛，坐快艇一颠簸就容易头晕呕吐"),
            (2, "preference", "o", "用户跳岛都坐快艇，图快"),
            (3, "preference", "n", "用户跳岛只坐大型双体船，宁可路上多花一个小时"),
            (4, "profile", "a", "用户吃全素，海鲜和肉都不吃，鸡蛋牛奶可以"),
            (5, "preference", "o", "用户晕船吃茶苯海明"),
            (6, "preference", "n", "用户防晕船靠神经内科医生开的氟桂利嗪，每晚睡前一片"),
            (7, "relation", "a", "闺蜜小麦防晕船靠含姜糖，不吃任何药"),
            (8, "profile", "a", "用户在西安一家三甲医院做药剂师"),
            (9, "preference", "o", "用户在海里只敢沿着浮潜区边上游"),
            (10, "profile", "n", "用户考了成人游泳证书，能在开放水域连续游五百米"),
            (11, "preference", "a", "用户跳岛随身带一个二十升的防水干袋，相机手机都塞在里面"),
            (12, "event", "x2026-02-24", "用户计划2026年春节去泰国甲米跳岛，住奥南海滩"),
            (13, "preference", "a", "用户在岛上喜欢住安静的小岛，离酒吧街越远越好"),
            (14, "relation", "a", "小麦喜欢热闹，在岛上想住酒吧街附近"),
            (15, "preference", "o", "用户防晒用的是防晒喷雾"),
            (16, "preference", "n", "用户防晒靠长袖防晒衣加脸基尼，皮肤上只薄涂一层防晒乳"),
            (17, "preference", "a", "用户在岛上不敢骑摩托，只坐双条车或者嘟嘟车"),
            (18, "fact", "a", "用户跳岛前会查潮汐，低潮时有些码头的船靠不了岸"),
        ],
        "probes": [
            ("para", "岛和岛之间我一般坐什么船过去？", [3], ["图快"]),
            ("para", "坐船前我吃什么预防晕？", [6], ["茶苯海明", "姜糖"]),
            ("para", "我在海里能游多远？", [10], ["边上"]),
            ("task", "帮我规划一趟跳岛游，我和小麦一起，住的吃的都要照顾到", [3, 4, 13, 14], ["图快"]),
            ("task", "帮我列个海岛出行的行李清单，防晒和防水的东西都要", [11, 16], ["喷雾"]),
            ("abst", "上次在岛上做的泰式按摩多少钱一个钟？", [], []),
            ("abst", "我的潜水证是什么级别？", [], []),
            ("abst", "上回在码头被多收的船票钱退回来没有？", [], []),
            ("expiry", "甲米跳岛那次我打算哪天出发？", [], ["甲米"]),
            ("bg", "我在哪儿做过陶艺来着？", ["bg:用户在景德镇的工作室做过一次陶艺"], []),
        ],
    },
]

TWIN_KEYS = ("linxiaosz", "linxiaocd")

# (account, older id, newer id): the newer memory replaces the older one
SUPERSESSIONS = [
    ("zhoumin", "zhoumin_m01", "zhoumin_m02"),
    ("zhoumin", "zhoumin_m03", "zhoumin_m04"),
    ("zhoumin", "zhoumin_m05", "zhoumin_m06"),
    ("zhoumin", "zhoumin_m07", "zhoumin_m08"),
    ("gaojian", "gaojian_m01", "gaojian_m02"),
    ("gaojian", "gaojian_m03", "gaojian_m04"),
    ("gaojian", "gaojian_m05", "gaojian_m06"),
    ("gaojian", "gaojian_m09", "gaojian_m10"),
    ("gaojian", "gaojian_m17", "gaojian_m18"),
    ("linxiaosz", "linxiaosz_m01", "linxiaosz_m02"),
    ("linxiaosz", "linxiaosz_m03", "linxiaosz_m04"),
    ("linxiaosz", "linxiaosz_m07", "linxiaosz_m08"),
    ("linxiaosz", "linxiaosz_m16", "linxiaosz_m17"),
    ("wangyue", "wangyue_m02", "wangyue_m03"),
    ("wangyue", "wangyue_m04", "wangyue_m05"),
    ("wangyue", "wangyue_m06", "wangyue_m07"),
    ("wangyue", "wangyue_m16", "wangyue_m17"),
    ("linxiaocd", "linxiaocd_m01", "linxiaocd_m02"),
    ("linxiaocd", "linxiaocd_m05", "linxiaocd_m06"),
    ("linxiaocd", "linxiaocd_m09", "linxiaocd_m10"),
    ("linxiaocd", "linxiaocd_m15", "linxiaocd_m16"),
    ("heyu", "heyu_m01", "heyu_m02"),
    ("heyu", "heyu_m03", "heyu_m04"),
    ("heyu", "heyu_m06", "heyu_m07"),
    ("heyu", "heyu_m16", "heyu_m17"),
    ("sunli", "sunli_m02", "sunli_m03"),
    ("sunli", "sunli_m05", "sunli_m06"),
    ("sunli", "sunli_m07", "sunli_m08"),
    ("sunli", "sunli_m16", "sunli_m17"),
    ("zhangpeng", "zhangpeng_m01", "zhangpeng_m02"),
    ("zhangpeng", "zhangpeng_m05", "zhangpeng_m06"),
    ("zhangpeng", "zhangpeng_m10", "zhangpeng_m11"),
    ("zhangpeng", "zhangpeng_m15", "zhangpeng_m16"),
    ("liufang", "liufang_m03", "liufang_m04"),
    ("liufang", "liufang_m07", "liufang_m08"),
    ("liufang", "liufang_m10", "liufang_m11"),
    ("liufang", "liufang_m15", "liufang_m16"),
    ("chenbo", "chenbo_m01", "chenbo_m02"),
    ("chenbo", "chenbo_m03", "chenbo_m04"),
    ("chenbo", "chenbo_m06", "chenbo_m07"),
    ("chenbo", "chenbo_m12", "chenbo_m13"),
    ("chenbo", "chenbo_m16", "chenbo_m17"),
    ("xujing", "xujing_m02", "xujing_m03"),
    ("xujing", "xujing_m05", "xujing_m06"),
    ("xujing", "xujing_m10", "xujing_m11"),
    ("xujing", "xujing_m16", "xujing_m17"),
    ("tangning", "tangning_m02", "tangning_m03"),
    ("tangning", "tangning_m05", "tangning_m06"),
    ("tangning", "tangning_m09", "tangning_m10"),
    ("tangning", "tangning_m15", "tangning_m16"),
]

# (account, id, id): same account, many shared words, different questions
LOOKALIKES = [
    ("zhoumin", "zhoumin_m09", "zhoumin_m10"),    # son's seasick pill / husband's patch
    ("zhoumin", "zhoumin_m11", "zhoumin_m12"),    # husband's shellfish / daughter's mango
    ("zhoumin", "zhoumin_m15", "zhoumin_m04"),    # she can't swim / son swims 200 m
    ("gaojian", "gaojian_m07", "gaojian_m08"),    # wife's pill / his own pill
    ("gaojian", "gaojian_m12", "gaojian_m13"),    # his shore tours / wife's walking limit
    ("linxiaosz", "linxiaosz_m11", "linxiaosz_m12"),  # boyfriend's pills / her pill
    ("linxiaosz", "linxiaosz_m05", "linxiaosz_m06"),  # sun allergy / sunscreen
    ("linxiaocd", "linxiaocd_m03", "linxiaocd_m04"),  # narrow tube / barotrauma
    ("linxiaocd", "linxiaocd_m07", "linxiaocd_m14"),  # own regulator / own computer
    ("wangyue", "wangyue_m09", "wangyue_m10"),    # husband's SPF50 / her SPF30
    ("wangyue", "wangyue_m11", "wangyue_m12"),    # she skips raw seafood / he can't eat oysters
    ("heyu", "heyu_m02", "heyu_m14"),             # his midlength / girlfriend's softboard
    ("heyu", "heyu_m15", "heyu_m18"),             # tides / typhoon swell
    ("sunli", "sunli_m13", "sunli_m14"),          # mother's seafood / her oysters
    ("sunli", "sunli_m01", "sunli_m03"),          # mother's blood-pressure pill / seasick pill
    ("zhangpeng", "zhangpeng_m09", "zhangpeng_m17"),  # wife: shade boat / glass-bottom boat
    ("zhangpeng", "zhangpeng_m06", "zhangpeng_m07"),  # daughter swims / daughter in kayak
    ("liufang", "liufang_m01", "liufang_m06"),    # her shellfish allergy / sister's alcohol allergy
    ("liufang", "liufang_m02", "liufang_m19"),    # insulin schedule / insulin in a cool bag
    ("chenbo", "chenbo_m08", "chenbo_m14"),       # lactose / friend is vegan
    ("chenbo", "chenbo_m05", "chenbo_m11"),       # gym every morning / climbing wall
    ("xujing", "xujing_m07", "xujing_m08"),       # peanut twin / egg twin
    ("xujing", "xujing_m06", "xujing_m14"),       # kids club / pool life jackets
    ("xujing", "xujing_m01", "xujing_m11"),       # accessible cabin / own wheelchair
    ("tangning", "tangning_m06", "tangning_m07"),  # her flunarizine / friend's ginger candy
    ("tangning", "tangning_m13", "tangning_m14"),  # quiet island / near the bar street
]


# ================================================================= helpers
def nfkc(s):
    return unicodedata.normalize("NFKC", s).lower()


def bigrams(s):
    t = [c for c in nfkc(s) if c.isalnum()]
    return {t[i] + t[i + 1] for i in range(len(t) - 1)}


def jaccard(a, b):
    x, y = bigrams(a), bigrams(b)
    return len(x & y) / len(x | y) if (x | y) else 0.0


def contains(text, kw):
    return nfkc(kw) in nfkc(text)


def date_risks(text):
    t = nfkc(text)
    hits = [w for w in DATE_RISK_WORDS if w in t]
    hits += [m.group(0) for p in DATE_RISK_PATTERNS for m in re.finditer(p, t)]
    return hits


def change_words(text):
    t = nfkc(text)
    return [w for w in CHANGE_WORDS if w in t]


def parse_time(s):
    return dt.datetime.fromisoformat(s)


def fmt_time(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def read_pool():
    """Read the pool as plain text (never imported); verify its sha256."""
    with open(POOL_PATH, "rb") as f:
        raw = f.read()
    got = hashlib.sha256(raw).hexdigest()
    if got != POOL_SHA256:
        sys.exit("REFUSING: background_pool.py sha256 is %s, expected %s" % (got, POOL_SHA256))
    text = raw.decode("utf-8")
    places = re.findall(r'"([^"]+)"', re.search(r"PLACE_WORDS = \[(.*?)\]", text, re.S).group(1))
    body = re.search(r'POOL = r"""(.*?)"""', text, re.S).group(1)
    stmts, topic, mtype = [], None, None
    for line in body.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        stmts.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return places, stmts


def account_forbids(acc):
    return sorted({kw for p in acc["probes"] for kw in p[3]})


def account_places(acc, places):
    blob = "".join(t[3] for t in acc["theme"]) + "".join(p[1] for p in acc["probes"])
    return sorted(p for p in places if p in blob)


# ================================================================= build
def pick_background(acc, places, stmts, rng):
    drop = GLOBAL_THEME_TOUCH + acc.get("bg_drop", []) + account_places(acc, places) + account_forbids(acc)
    forced = acc.get("bg_force", [])
    by_text = {s["text"]: s for s in stmts}
    families = {}
    for s in stmts:
        for t in s["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    chosen = {}
    for f in forced:
        if f not in by_text:
            raise SystemExit("forced background statement not in pool: " + f)
        for t in by_text[f]["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                chosen[fam] = cl
    for fam in sorted(families):
        if fam not in chosen:
            chosen[fam] = rng.choice(sorted(families[fam]))

    def ok(s):
        for t in s["tags"]:
            if t == "active" and acc.get("no_active"):
                return False
            if ":" in t:
                fam, cl = t.split(":", 1)
                if chosen[fam] != cl:
                    return False
        if s["topic"] in acc.get("drop_topics", []):
            return False
        return not any(w in s["text"] for w in drop)

    for f in forced:
        if not ok(by_text[f]):
            raise SystemExit("forced background statement is filtered out for %s: %s" % (acc["key"], f))
    rest = [s for s in stmts if ok(s) and s["text"] not in forced]
    need = acc["bg_n"] - len(forced)
    if len(rest) < need:
        raise SystemExit("%s: only %d eligible background statements" % (acc["key"], len(rest)))
    picked = [by_text[f] for f in forced] + rng.sample(rest, need)
    return picked


def build():
    places, stmts = read_pool()
    users = []
    for acc in ACCOUNTS:
        key = acc["key"]
        rng = random.Random("%s/%s" % (SEED, key))
        mems = []
        for (n, mtype, phase, content) in acc["theme"]:
            if phase == "o":
                day = rng.randint(5, 340)
            elif phase == "n":
                day = rng.randint(370, 720)
            elif phase == "a":
                day = rng.randint(2, 725)
            else:
                day = None
            m = {"id": "%s_m%02d" % (key, n), "content": content, "type": mtype,
                 "importance": round(rng.uniform(0.6, 0.95), 2)}
            if day is None:
                vu = dt.datetime.fromisoformat(phase[1:] + "T23:59:59+08:00")
                created = vu - dt.timedelta(days=rng.randint(45, 200))
                created = max(created, WINDOW_START + dt.timedelta(days=2))
                created = created.replace(hour=rng.randint(8, 22), minute=rng.randint(0, 59), second=0)
                m["created_at"] = fmt_time(created)
                m["valid_until"] = fmt_time(vu)
            else:
                created = WINDOW_START + dt.timedelta(days=day)
                created = created.replace(hour=rng.randint(8, 22), minute=rng.randint(0, 59), second=0)
                m["created_at"] = fmt_time(created)
            mems.append(m)
        bg_ids = {}
        for i, s in enumerate(pick_background(acc, places, stmts, rng), 1):
            day = rng.randint(1, 727)
            created = WINDOW_START + dt.timedelta(days=day)
            created = created.replace(hour=rng.randint(7, 23), minute=rng.randint(0, 59), second=0)
            mid = "%s_b%03d" % (key, i)
            bg_ids[s["text"]] = mid
            mems.append({"id": mid, "content": s["text"], "type": s["type"],
                         "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created_at": fmt_time(created)})
        mems.sort(key=lambda m: (m["created_at"], m["id"]))
        probes, seen = [], {}
        for (kind, query, rel, forbid) in acc["probes"]:
            seen[kind] = seen.get(kind, 0) + 1
            rel_ids = []
            for r in rel:
                if isinstance(r, str) and r.startswith("bg:"):
                    rel_ids.append(bg_ids[r[3:]])
                else:
                    rel_ids.append("%s_m%02d" % (key, r))
            p = {"id": "%s_%s_%02d" % (key, kind, seen[kind]), "at": PROBE_AT,
                 "query": query, "relevant": rel_ids}
            if forbid:
                p["forbid"] = [[kw] for kw in forbid]
            probes.append(p)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": SET_NAME, "users": users}


# ================================================================= check
PROBE_ID_RE = re.compile(r"^([a-z0-9]+)_(para|task|direct|abst|expiry|bg|leak)_(\d{2})$")
THEME_ID_RE = re.compile(r"^([a-z0-9]+)_m(\d{2})$")
BG_ID_RE = re.compile(r"^([a-z0-9]+)_b(\d{3})$")


def check(data):
    errs = []
    E = errs.append
    places, stmts = read_pool()
    pool_texts = {s["text"] for s in stmts}
    acc_by_key = {a["key"]: a for a in ACCOUNTS}

    if data.get("format") != "memory-eval/v1":
        E("format field is not memory-eval/v1")
    users = data.get("users", [])
    if len(users) != N_ACCOUNTS:
        E("expected %d accounts, got %d" % (N_ACCOUNTS, len(users)))
    tenants = {u.get("tenant_id", "default") for u in users}
    if len(tenants) != N_TENANTS or "default" not in tenants:
        E("expected %d tenants incl. default, got %s" % (N_TENANTS, sorted(tenants)))

    # twins
    uid_tenants = {}
    for u in users:
        uid_tenants.setdefault(u["user_id"], []).append(u.get("tenant_id", "default"))
    twins = [k for k, v in uid_tenants.items() if len(v) > 1]
    if len(twins) != 1:
        E("expected exactly one twin user_id, got %s" % twins)
    for k, v in uid_tenants.items():
        if len(v) > 2 or len(set(v)) != len(v):
            E("user_id %s appears %d times in tenants %s" % (k, len(v), v))

    # account keys, id uniqueness
    all_mem_ids, all_probe_ids = set(), set()
    key_of = {}
    for ui, u in enumerate(users):
        keys = set()
        for p in u.get("probes", []):
            m = PROBE_ID_RE.match(p.get("id", ""))
            if not m:
                E("malformed probe id %r" % p.get("id"))
                continue
            keys.add(m.group(1))
        if len(keys) != 1:
            E("user #%d has probe prefixes %s" % (ui, sorted(keys)))
            key_of[ui] = None
            continue
        key = keys.pop()
        key_of[ui] = key
        if key not in acc_by_key:
            E("unknown account key %s" % key)
        elif (acc_by_key[key]["user_id"], acc_by_key[key]["tenant"]) != (u["user_id"], u.get("tenant_id", "default")):
            E("account %s has user/tenant %s/%s" % (key, u["user_id"], u.get("tenant_id")))
        for mm in u.get("memories", []):
            if mm["id"] in all_mem_ids:
                E("duplicate memory id %s" % mm["id"])
            all_mem_ids.add(mm["id"])
            if not (THEME_ID_RE.match(mm["id"]) or BG_ID_RE.match(mm["id"])) or not mm["id"].startswith(key + "_"):
                E("memory id %s does not belong to account %s" % (mm["id"], key))
        for p in u.get("probes", []):
            if p["id"] in all_probe_ids:
                E("duplicate probe id %s" % p["id"])
            all_probe_ids.add(p["id"])
    if len(set(k for k in key_of.values() if k)) != len(users):
        E("account keys are not distinct")

    by_key = {key_of[i]: u for i, u in enumerate(users) if key_of.get(i)}
    mem_index = {k: {m["id"]: m for m in u["memories"]} for k, u in by_key.items()}

    # memories
    total = 0
    n_valid_until = 0
    for key, u in by_key.items():
        mems = u["memories"]
        total += len(mems)
        theme = [m for m in mems if THEME_ID_RE.match(m["id"])]
        bg = [m for m in mems if BG_ID_RE.match(m["id"])]
        if not THEME_PER_ACCOUNT[0] <= len(theme) <= THEME_PER_ACCOUNT[1]:
            E("%s has %d theme memories" % (key, len(theme)))
        if not BG_PER_ACCOUNT[0] <= len(bg) <= BG_PER_ACCOUNT[1]:
            E("%s has %d background memories" % (key, len(bg)))
        contents = [m["content"] for m in mems]
        if len(set(contents)) != len(contents):
            E("%s has duplicate memory contents" % key)
        acc = acc_by_key.get(key)
        acc_places = account_places(acc, places) if acc else []
        forbid_kws = {kw for p in u["probes"] for alt in p.get("forbid", []) for kw in alt}
        for m in mems:
            if not isinstance(m.get("content"), str) or not m["content"]:
                E("%s has empty content" % m["id"])
            if m.get("type", "fact") not in MEMORY_TYPES:
                E("%s has type %r" % (m["id"], m.get("type")))
            if not 0 <= m.get("importance", 0.7) <= 1:
                E("%s importance out of range" % m["id"])
            try:
                c = parse_time(m["created_at"])
            except Exception:
                E("%s bad created_at" % m["id"])
                continue
            if not (WINDOW_START <= c < PROBE_DT):
                E("%s created_at %s outside the two years before the probe time" % (m["id"], m["created_at"]))
            if "valid_until" in m:
                n_valid_until += 1
                vu = parse_time(m["valid_until"])
                if not (c < vu < PROBE_DT):
                    E("%s valid_until %s not between created_at and probe time" % (m["id"], m["valid_until"]))
                if not THEME_ID_RE.match(m["id"]):
                    E("%s background memory carries valid_until" % m["id"])
        for m in bg:
            if m["content"] not in pool_texts:
                E("%s background content not from the pool" % m["id"])
            for w in GLOBAL_THEME_TOUCH + acc_places:
                if w in m["content"]:
                    E("%s background touches theme/place word %s" % (m["id"], w))
            for kw in forbid_kws:
                if contains(m["content"], kw):
                    E("%s background contains forbid keyword %s" % (m["id"], kw))
    if not TOTAL_MEMORIES[0] <= total <= TOTAL_MEMORIES[1]:
        E("total memories %d outside %s" % (total, TOTAL_MEMORIES))
    if not VALID_UNTIL_COUNT[0] <= n_valid_until <= VALID_UNTIL_COUNT[1]:
        E("valid_until count %d outside %s" % (n_valid_until, VALID_UNTIL_COUNT))

    # probes
    kind_counts = {}
    forbid_answerable = 0
    relevant_all = {}  # id -> probe ids
    twin_keys = [k for k in TWIN_KEYS if k in by_key]
    if len(twin_keys) != 2:
        E("twin accounts missing")
    else:
        a, b = (by_key[k] for k in twin_keys)
        if a["user_id"] != b["user_id"] or a.get("tenant_id", "default") == b.get("tenant_id", "default"):
            E("twin accounts must share user_id and differ in tenant")
        if twins and a["user_id"] != twins[0]:
            E("the twin user_id is not the twin accounts' user_id")
        for k in twin_keys:
            if not any(TWIN_NAME in m["content"] for m in by_key[k]["memories"]):
                E("twin %s has no memory naming %s" % (k, TWIN_NAME))
    n_probes = 0
    for key, u in by_key.items():
        idx = mem_index[key]
        for p in u["probes"]:
            n_probes += 1
            m = PROBE_ID_RE.match(p["id"])
            if not m:
                continue
            kind = m.group(2)
            kind_counts[kind] = kind_counts.get(kind, 0) + 1
            if p.get("at") != PROBE_AT:
                E("%s asked at %r, expected %s" % (p["id"], p.get("at"), PROBE_AT))
            if not isinstance(p.get("query"), str) or not p["query"]:
                E("%s has no query" % p["id"])
            rel = p.get("relevant")
            if not isinstance(rel, list):
                E("%s has no relevant list" % p["id"])
                continue
            forbid = p.get("forbid", [])
            kws = []
            for alt in forbid:
                if not isinstance(alt, list) or not alt or not all(isinstance(x, str) and x for x in alt):
                    E("%s malformed forbid %r" % (p["id"], alt))
                else:
                    kws.extend(alt)
            for r in rel:
                if r not in idx:
                    E("%s relevant %s is not a memory of this user" % (p["id"], r))
                else:
                    relevant_all.setdefault(r, []).append(p["id"])
            rel_mems = [idx[r] for r in rel if r in idx]
            # kind-specific
            if kind in EMPTY_KINDS and rel:
                E("%s (%s) must have relevant []" % (p["id"], kind))
            if kind in ("para", "direct", "bg") and len(rel) != 1:
                E("%s (%s) must have exactly one relevant" % (p["id"], kind))
            if kind == "task" and not TASK_RELEVANT[0] <= len(rel) <= TASK_RELEVANT[1]:
                E("%s task has %d relevant" % (p["id"], len(rel)))
            if kind in ("para", "direct", "task") and any(not THEME_ID_RE.match(r) for r in rel):
                E("%s (%s) relevant must be theme memories" % (p["id"], kind))
            if kind == "bg" and any(not BG_ID_RE.match(r) for r in rel):
                E("%s bg probe must point to a background memory" % p["id"])
            if kind == "para":
                for mm in rel_mems:
                    j = jaccard(p["query"], mm["content"])
                    if j > PARA_JACCARD_MAX:
                        E("%s para jaccard %.3f > %.2f" % (p["id"], j, PARA_JACCARD_MAX))
            if kind == "direct":
                for mm in rel_mems:
                    j = jaccard(p["query"], mm["content"])
                    if j < DIRECT_JACCARD_MIN:
                        E("%s direct jaccard %.3f < %.2f" % (p["id"], j, DIRECT_JACCARD_MIN))
            if kind in ANSWERABLE and forbid:
                forbid_answerable += 1
            if kind == "expiry":
                if not kws:
                    E("%s expiry probe without forbid" % p["id"])
                for kw in kws:
                    hits = [mm for mm in u["memories"] if contains(mm["content"], kw)]
                    if not hits or any("valid_until" not in mm or parse_time(mm["valid_until"]) >= PROBE_DT for mm in hits):
                        E("%s expiry forbid %s must occur only in expired memories" % (p["id"], kw))
            if kind == "leak":
                if key not in TWIN_KEYS:
                    E("%s leak probe outside the twins" % p["id"])
                    continue
                other = by_key.get([k for k in TWIN_KEYS if k != key][0])
                if not kws:
                    E("%s leak probe without forbid" % p["id"])
                for kw in kws:
                    if other is None or not any(contains(mm["content"], kw) for mm in other["memories"]):
                        E("%s leak forbid %s not in the other twin's memories" % (p["id"], kw))
                    if any(contains(mm["content"], kw) for mm in u["memories"]):
                        E("%s leak forbid %s occurs in the asking twin's own memories" % (p["id"], kw))
                continue
            # non-leak forbid semantics
            for kw in kws:
                if any(contains(mm["content"], kw) for mm in rel_mems):
                    E("%s forbid %s occurs in a relevant memory" % (p["id"], kw))
                hits = [mm for mm in u["memories"] if contains(mm["content"], kw)]
                if not hits:
                    E("%s forbid %s occurs in no memory of this user" % (p["id"], kw))
                if any(BG_ID_RE.match(mm["id"]) for mm in hits):
                    E("%s forbid %s occurs in a background memory" % (p["id"], kw))
    if n_probes != N_PROBES:
        E("expected %d probes, got %d" % (N_PROBES, n_probes))
    for k, v in KIND_COUNTS.items():
        if kind_counts.get(k, 0) != v:
            E("kind %s: %d probes, expected %d" % (k, kind_counts.get(k, 0), v))
    if forbid_answerable < MIN_FORBID_ANSWERABLE:
        E("only %d answerable probes carry forbid" % forbid_answerable)
    if len(twin_keys) == 2:
        for k in twin_keys:
            n = sum(1 for p in by_key[k]["probes"] if "_leak_" in p["id"])
            if n != LEAK_PER_TWIN:
                E("twin %s has %d leak probes, expected %d" % (k, n, LEAK_PER_TWIN))

    # relevant memories: no date risk, never expired
    for r, pids in relevant_all.items():
        key = r.split("_")[0]
        mm = mem_index.get(key, {}).get(r)
        if mm is None:
            continue
        if date_risks(mm["content"]):
            E("relevant %s has date expression(s) %s" % (r, date_risks(mm["content"])))
        if "valid_until" in mm:
            E("relevant %s carries valid_until" % r)

    # supersessions
    if len(SUPERSESSIONS) < MIN_SUPERSESSIONS:
        E("only %d supersessions recorded" % len(SUPERSESSIONS))
    if len({s[1] for s in SUPERSESSIONS}) != len(SUPERSESSIONS):
        E("a memory is superseded twice")
    newer_to_older = {}
    for key, old, new in SUPERSESSIONS:
        idx = mem_index.get(key, {})
        if old not in idx or new not in idx:
            E("supersession %s -> %s: memory missing in %s" % (old, new, key))
            continue
        o, n = idx[old], idx[new]
        newer_to_older[new] = old
        if "valid_until" in o or "valid_until" in n:
            E("supersession %s -> %s: valid_until not allowed" % (old, new))
        if parse_time(n["created_at"]) <= parse_time(o["created_at"]):
            E("supersession %s -> %s: newer is not later" % (old, new))
        if change_words(n["content"]):
            E("superseding %s contains change word(s) %s" % (new, change_words(n["content"])))
        if date_risks(n["content"]):
            E("superseding %s contains date expression(s) %s" % (new, date_risks(n["content"])))
        if old in relevant_all:
            E("superseded %s is listed relevant by %s" % (old, relevant_all[old]))
    for key, u in by_key.items():
        idx = mem_index[key]
        for p in u["probes"]:
            kws = [kw for alt in p.get("forbid", []) for kw in alt]
            rel_mems = [idx[r] for r in p.get("relevant", []) if r in idx]
            for r in p.get("relevant", []):
                if r in newer_to_older and newer_to_older[r] in idx:
                    old = idx[newer_to_older[r]]
                    if not any(contains(old["content"], kw) and not any(contains(x["content"], kw) for x in rel_mems) for kw in kws):
                        E("%s lists superseding %s but forbids nothing unique to %s" % (p["id"], r, old["id"]))

    # look-alikes
    if not LOOKALIKE_COUNT[0] <= len(LOOKALIKES) <= LOOKALIKE_COUNT[1]:
        E("%d look-alike pairs recorded" % len(LOOKALIKES))
    for key, x, y in LOOKALIKES:
        idx = mem_index.get(key, {})
        if x not in idx or y not in idx:
            E("look-alike %s/%s missing in %s" % (x, y, key))
            continue
        shared = (bigrams(idx[x]["content"]) & bigrams(idx[y]["content"])) - {"用户", "户的"}
        if len(shared) < LOOKALIKE_MIN_SHARED_BIGRAMS:
            E("look-alike %s/%s share only %s" % (x, y, sorted(shared)))
        for p in by_key[key]["probes"]:
            rel = p.get("relevant", [])
            if (x in rel) == (y in rel):
                continue
            other = idx[y] if x in rel else idx[x]
            rel_mems = [idx[r] for r in rel if r in idx]
            kws = [kw for alt in p.get("forbid", []) for kw in alt]
            if not any(contains(other["content"], kw) and not any(contains(r["content"], kw) for r in rel_mems) for kw in kws):
                E("%s lists one of look-alikes %s/%s but forbids nothing unique to %s" % (p["id"], x, y, other["id"]))
    return errs


def summary(data):
    users = data["users"]
    kinds = {}
    for u in users:
        for p in u["probes"]:
            k = p["id"].split("_")[1]
            kinds[k] = kinds.get(k, 0) + 1
    n_mem = sum(len(u["memories"]) for u in users)
    n_theme = sum(1 for u in users for m in u["memories"] if THEME_ID_RE.match(m["id"]))
    n_vu = sum(1 for u in users for m in u["memories"] if "valid_until" in m)
    n_forbid = sum(1 for u in users for p in u["probes"] if p.get("forbid") and p["id"].split("_")[1] in ANSWERABLE)
    return ("memories=%d theme=%d background=%d valid_until=%d probes=%d kinds=%s "
            "supersessions=%d lookalikes=%d answerable_with_forbid=%d tenants=%s"
            % (n_mem, n_theme, n_mem - n_theme, n_vu, sum(kinds.values()), kinds,
               len(SUPERSESSIONS), len(LOOKALIKES), n_forbid,
               sorted({u.get("tenant_id", "default") for u in users})))


def main(argv):
    if len(argv) >= 2 and argv[1] == "--check":
        path = argv[2] if len(argv) > 2 else OUT_PATH
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        errs = check(data)
        for e in errs:
            print("FAIL:", e)
        if errs:
            print("check FAILED: %d problem(s) in %s" % (len(errs), path))
            return 1
        print("check OK:", summary(data))
        return 0
    if len(argv) > 1:
        print(__doc__)
        return 2
    data = build()
    errs = check(data)
    for e in errs:
        print("FAIL:", e)
    if errs:
        print("build refused: %d problem(s)" % len(errs))
        return 1
    with open(OUT_PATH, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("wrote", OUT_PATH)
    print(summary(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
