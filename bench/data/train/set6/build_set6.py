#!/usr/bin/env python3
"""Build zh_retrieval_set6.json -- hand-written Chinese retrieval TRAINING data (set6).

How it was written
------------------
Written blind, by hand. The author read exactly two project files:
  * /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json (everyday statements, imported
                                                       below as background memories)
No other data set, engine code, doc, test or git history was read, the engine
and the evaluator were not run, and nothing was searched on the web.  Everything
in the core and probes entries of ACCOUNTS below was typed by hand for this set; only the "b…" background
memories come from background_train.json (sampled deterministically, seed per user).

Theme of set6: small-town and rural users and service workers -- farmers,
fishermen, truck / ride-hailing drivers, shopkeepers, nurses and factory workers
on shifts, a chef, a cleaner and a delivery rider going home for festivals;
dialect (四川话, 粤语, 上海话, 闽南话, 陕北话, 河南话, 重庆话), temple fairs and
religion (妈祖, 观音开库, 白云山庙会, 伊斯兰教, 基督教, 苗年, 歌圩), strict budgets,
motion sickness, fear of flying.  Queries describe things by function or symptom.

Users (12 accounts, 11 distinct user_ids; REF = 2026-06-01T00:00:00+08:00,
memories created over the 12 months before REF, probes asked after REF)
  A1  u_huangdegui   default  黄德贵, 58, 四川仪陇 citrus/花椒 farmer; 高血压, 晕车, never flew
  A2  u_linshuisheng default  林水生, 泉州惠安 fisherman; 痛风, 闽南话, 妈祖, 休渔期
  A3  u_lianglizhen  default  梁丽珍, 顺德 糖水铺 owner; 粤语, 晕浪, 腰肌劳损, 观音开库
  A4  u_wangjianjun  default  王建军, 邢台 long-haul truck driver; 糖尿病 insulin, 腰椎, smoker
  A5  u_xiaomei      default  刘小梅, 上海 nurse on three shifts; 芒果 allergy     } twins: same
  A6  u_xiaomei      t_hongda 周小梅, 重庆綦江 factory QC in 东莞; 花生 allergy   } user_id
  A7  u_mahailong    default  马海龙, 宁夏吴忠 Hui ride-hailing driver; 清真, 高原反应
  A8  u_zhaoguifang  default  赵桂芳, 周口沈丘 cleaner in 北京; 认字不多, 胃病, 信耶稣
  A9  u_jiangzhijie  default  蒋志杰, 邵阳 湘菜 wok chef in 杭州; 虾蟹 allergy, 恐高
  A10 u_hexiulan     default  贺秀兰, 61, 米脂 village shopkeeper, widow; 哮喘, 晕车, 庙会
  A11 u_dengxiaohu   default  邓小虎, 雷山 Miao delivery rider in 深圳; 酒精 allergy, 苗年
  A12 u_qinqiuju     default  覃秋菊, 百色田阳 Zhuang mango farmer; 头孢 allergy, son 晕车
The twins (A5/A6) have conflicting name, city and allergy; every probe of either
twin forbids the other twin's 姓名 / 城市 / 过敏原.

Memories: 9-13 hand-written core memories per account (m01..), type fact or
preference, importance 0.3-1.0; dated plans carry valid_until where natural,
the others are left for the engine to infer from their wording ("2026年7月",
"国庆", "2027年春节").  Each account also gets 100-180 background memories
(b001..) sampled from background_train.json with a fixed per-user seed; their
type / importance are drawn from the user's own core lists (no signal), their
created_at is uniform over the window.  Hygiene: per user, whole topics and
statements containing listed words are dropped (exclude_topics / exclude_words
in ACCOUNTS, each group with its reason: gender and family, children's ages,
village vs. 小区 homes, office life, climate, budget, diet, and every topic a
probe asks about), so that no background statement is relevant to one of the
user's probes or contradicts a core fact; statements that contradict each
other (CONFLICTS, e.g. 房贷 vs 房租) never land in the same account.

Probe kinds (10 per account, 120 in all; id "p<n>-<kind>"):
  para   (54) ONE stored fact asked in other words; shares at most 2 meaningful
              CJK characters with the fact (checked: distinct shared CJK characters,
              ignoring the function words 的了我你是在有吗吧呢么什怎么样个一去要 and
              the subject word "用户" that opens the stored facts), leaning on
              world knowledge, brand names, symptoms, dialect and slang
  task   (30) a planning request; relevant = every memory a careful planner must
              weigh (2-4 ids)
  direct (12) the user asks about themselves in words close to the fact
              (checked: shares at least 2 meaningful characters)
  abst   (18) general question sharing a topic word with a stored fact;
              relevant = []
  expiry  (6) asked after a dated plan ended; relevant = memories still needed,
              the plan's keyword in forbid

Validation (run on every build and by --check): memory-eval/v1 shape, unique
ids, relevant ids exist and are core memories, plans marked relevant have not
ended, kind counts, para overlap, direct closeness, abst topic word shared with
a core fact, forbid words never in a relevant memory nor in any memory of the
account that still applies at probe time, expiry probes asked after their plan
ended, every probe after all of its user's memories, background counts and
hygiene, twin forbids.

Usage:  python3 build_set6.py           # write zh_retrieval_set6.json
        python3 build_set6.py --check   # validate the file on disk + byte-identical rebuild
Standard library only; deterministic.
"""

import json
import os
import random
import re
import sys
import unicodedata
import zlib
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
BACKGROUND = os.path.join(os.path.dirname(HERE), "background_train.json")
OUT = os.path.join(HERE, "zh_retrieval_set6.json")

TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 1, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - timedelta(days=365)

# function words ignored by the paraphrase-overlap check
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要")
MAX_PARA_SHARED = 2

KIND_TARGET = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}

# ---------------------------------------------------------------------------
# Background hygiene shared by every set6 user.
# ---------------------------------------------------------------------------
COMMON_EXCLUDE_TOPICS = {
    # office life (组会, 工位, 周报, 地铁通勤) contradicts every set6 user's job
    "work_routine": "office job contradicts the user's occupation",
    "coworkers": "office colleagues contradict the user's occupation",
    "commute": "subway/office commute contradicts the user's occupation",
    # the partner statements are young urban couples with fixed genders
    "partner": "young-couple / gendered partner statements contradict the user's family",
}
COMMON_EXCLUDE_WORDS = (
    "white-collar office markers",
    ["公司", "办公", "工位", "同事", "部门", "领导", "加班", "周报", "年终奖", "工资",
     "公积金", "个税", "会计", "报销", "项目", "开会", "会议", "实习生", "读书分享", "晋升",
     "PPT", "汇报", "工作消息", "通勤", "带饭", "病假", "每天都要去盯着"],
)

# word groups reused below
W_MALE_MARRIED = ["老公", "男朋友", "女朋友", "对象", "婆婆", "公公", "宝妈", "闺蜜", "产假"]
W_FEMALE_MARRIED = ["老婆", "女朋友", "男朋友", "对象", "岳母", "岳父", "媳妇"]
W_NO_SPOUSE_AROUND = ["老公", "老婆", "老伴", "男朋友", "女朋友", "对象", "婆婆", "公公",
                      "岳母", "岳父", "媳妇", "夫妻", "两口子", "结婚", "纪念日"]
W_SINGLE = ["老公", "老婆", "结婚", "婆婆", "公公", "岳母", "岳父", "媳妇", "夫妻",
            "纪念日", "二胎", "宝妈", "对象"]
W_NO_YOUNG_KIDS = ["儿子", "女儿", "孩子", "小孩", "幼儿园", "宝妈", "家长", "作业", "二胎",
                   "育儿", "儿童", "婴儿车"]
W_RURAL_HOME = ["小区", "物业", "电梯", "地库", "业主", "业委会", "房贷", "房租", "租的房", "地铁",
                "半小时就送到", "外卖都会选"]
W_NOT_OFFICE_HOURS = ["上班", "下班"]
W_FRUGAL = ["私教", "会员", "进口", "一千", "两千", "储值", "份子钱", "健身", "普拉提", "动感单车",
            "盲盒", "抽卡", "投影仪", "胶囊", "按摩椅", "黑胶", "高达", "钟点工", "猫粮猫砂"]
# works on weekends (shop open six days, chef off on Tuesdays, cleaner works Saturdays, rider every day)
W_WORKS_WEEKENDS = ["周六", "周日", "周末", "星期六", "星期天", "礼拜六", "双休", "周五晚上"]
# elderly villagers: online courses, PC games, funds, student friends are implausible
T_ELDERLY = {"learning": "online courses / exams implausible for an elderly villager",
             "gaming": "video games implausible for an elderly villager"}
W_ELDERLY = ["电脑", "效率软件", "二手平台", "婴儿车", "基金", "豆瓣", "手冲", "摩卡壶", "冷萃",
             "剧本杀", "唱了K", "开黑", "大学同学", "大学室友", "怀孕", "刚生", "咖啡", "美式"]
# climate: no central heating or snow in the far south; no 回南天 / 梅雨 / 台风 in the north
W_CLIMATE_SOUTH = ["暖气", "地暖", "雪", "柳絮"]
W_CLIMATE_NORTH = ["回南天", "梅雨", "台风"]
# self-employed farmers / fishermen / shopkeepers have no "工作日"
W_SELF_EMPLOYED = ["工作日", "周一早上"]

# Background statements that contradict each other: a user never gets both sides.
CONFLICTS = [
    (["房贷", "房子买了十年", "物业费"], ["房租", "租的房"]),
    (["我老公", "用户的老公"], ["我老婆", "用户的老婆"]),
    (["手机用了四年"], ["刚换了新手机"]),
    (["一喝咖啡就失眠"], ["每天至少要喝两杯咖啡", "冷萃咖啡", "买杯美式"]),
    (["戒奶茶"], ["一天不喝奶茶"]),
    (["戒了含糖饮料"], ["一天不喝奶茶", "煮奶茶"]),
    (["换了电车以后"], ["把油车换成电车", "加油站的油价", "十年的老车"]),
]

# ---------------------------------------------------------------------------
# Accounts.  core: (id, type, importance, created "YYYY-MM-DD HH:MM", content,
# valid_until or None).  plan_end: end of every dated plan (valid_until if given,
# otherwise the end its wording implies; used only for validation).
# probes: (kind, at "YYYY-MM-DD HH:MM", query, relevant, forbid, note) where note
# is the topic word for abst and the plan id for expiry.
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ A1
    dict(
        key="A1", user_id="u_huangdegui", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-20 08:10", "用户叫黄德贵，五十八岁，在四川南充仪陇县的村里种了十几亩柑橘和花椒", None),
            ("m02", "fact", 0.95, "2025-07-08 20:30", "用户有高血压，每天早上要吃一片降压药", None),
            ("m03", "preference", 0.85, "2025-08-15 19:05", "用户坐大巴、小车都晕车，坐火车没事", None),
            ("m04", "fact", 0.8, "2025-09-02 21:12", "用户这辈子没坐过飞机，一想到坐飞机就心慌", None),
            ("m05", "fact", 0.6, "2025-10-11 12:40", "用户的儿子儿媳在成都打工，孙子在成都读小学三年级", None),
            ("m06", "fact", 0.9, "2026-01-18 20:02", "用户计划2026年8月和老伴去北京，看天安门升国旗是老伴多年的心愿", "2026-08-31T23:59:59+08:00"),
            ("m07", "preference", 0.65, "2025-11-03 18:20", "用户吃饭离不开辣，吃不惯甜口的菜", None),
            ("m08", "fact", 0.85, "2025-12-09 09:15", "用户左膝盖有老寒腿，爬山爬楼梯超过几百级就疼得走不动", None),
            ("m09", "preference", 0.8, "2026-02-14 21:40", "用户出门住宿希望每晚不超过一百五十块，能省则省", None),
            ("m10", "fact", 0.55, "2026-03-05 07:50", "用户的老伴姓唐，信佛，每逢初一十五吃素", None),
            ("m11", "fact", 0.7, "2026-04-10 20:25", "用户每年三月到五月柑橘开花疏果最忙，这段时间走不开", None),
        ],
        plan_end={"m06": "2026-08-31T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "his only son is an adult working in 成都",
            "health_checkup": "probes ask about his blood pressure and knee",
            "gym_fitness": "knee probe; gym life contradicts a 58-year-old farmer",
            "car": "transport / motion-sickness probes",
            "parents": "58-year-old; parents' retirement hobbies implausible",
            "neighborhood": "lives in a village, not a 小区",
            **T_ELDERLY,
        },
        exclude_words=[
            ("male, long married", W_MALE_MARRIED + ["结婚"]),
            ("elderly villager", W_ELDERLY + W_SELF_EMPLOYED),
            ("川北 climate: no central heating, no 回南天", ["暖气", "地暖"] + W_CLIMATE_NORTH),
            ("carsick, does not drive; headache is the blood-pressure probe", ["开车", "头疼", "头晕"]),
            ("adult son, no young kids", W_NO_YOUNG_KIDS),
            ("village home", W_RURAL_HOME + W_NOT_OFFICE_HOURS),
            ("health / mobility probes", ["血压", "膝", "腿", "爬", "楼梯", "台阶", "晕", "飞机"]),
            ("Beijing plan is forbidden on the expiry probe", ["北京", "升旗", "国旗"]),
            ("taste preference (辣, not 甜) and wife's vegetarian days", ["甜", "辣", "素", "佛", "庙"]),
            ("abst topics 花椒 / 柑橘 and family in 成都", ["花椒", "麻辣", "橘", "橙", "柑", "成都"]),
            ("strict budget", W_FRUGAL + ["退休", "外婆"]),
        ],
        probes=[
            ("para", "2026-06-03 20:15", "我出远门那几天，头晕脑胀那个老毛病要是犯了咋个办，那个小白片子得备好多？", ["m02"], [], None),
            ("para", "2026-06-05 07:40", "盘山公路上跑的那种客车，我一上去就翻肠倒胃，回回吐得黄胆水直冒，有啥子法子？", ["m03"], [], None),
            ("para", "2026-06-07 12:30", "那个铁鸟我是打死都不敢上的，订票莫往那上头想", ["m04"], [], None),
            ("para", "2026-06-09 18:05", "前两天帮隔壁幺爸收花椒，在坡上来回跑了好多趟，回来晚上疼了一晚上没合眼。我想问下，那种要一直往上蹬台阶的山，我这个关节能行嘛？", ["m08"], [], None),
            ("task", "2026-06-11 09:00", "去首都那趟帮我找住的地方，再排排每天逛哪些点", ["m06", "m09", "m08"], [], None),
            ("task", "2026-06-13 21:20", "孙娃子放暑假，七月喊我们去成都耍几天，帮我看下咋个去、住哪里", ["m05", "m03", "m09"], [], None),
            ("direct", "2026-06-15 10:10", "我跟你说过我老伴哪几天吃素来着？", ["m10"], [], None),
            ("abst", "2026-06-17 16:45", "花椒吃到嘴里为啥子会发麻？", [], [], "花椒"),
            ("abst", "2026-06-19 08:30", "柑橘黄龙病是咋个传染的？", [], [], "柑橘"),
            ("expiry", "2026-09-12 19:00", "最近想出去走一趟，帮我看看有啥子近点的地方，莫太折腾", ["m03", "m09", "m08"], [["北京"], ["升国旗"]], "m06"),
        ],
    ),
    # ------------------------------------------------------------------ A2
    dict(
        key="A2", user_id="u_linshuisheng", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-12 05:30", "用户叫林水生，泉州惠安人，开自家的小渔船出海打鱼三十年了", None),
            ("m02", "fact", 0.95, "2025-07-03 19:10", "用户有痛风，医生交代海鲜、啤酒、动物内脏都要少碰", None),
            ("m03", "fact", 0.7, "2025-07-25 16:40", "每年五月一日到八月中旬是伏季休渔期，用户不出海，最有空出门", None),
            ("m04", "fact", 0.75, "2025-08-30 18:55", "用户普通话说不利索，平时讲闽南话，听外地口音很吃力", None),
            ("m05", "fact", 0.6, "2025-09-18 06:20", "用户和老婆都信妈祖，家里供着妈祖像", None),
            ("m06", "fact", 0.9, "2026-02-20 19:45", "用户打算今年农历三月廿三妈祖诞辰那天，去湄洲岛祖庙进香", "2026-05-10T23:59:59+08:00"),
            ("m07", "preference", 0.7, "2025-10-21 17:35", "用户天天在海上，出去玩反而想看山，不想再看海", None),
            ("m08", "fact", 0.55, "2025-11-14 20:05", "用户的女儿在厦门当幼儿园老师，外孙女刚满周岁", None),
            ("m09", "fact", 0.8, "2025-12-06 18:15", "用户晚上九点就睡、凌晨三点起床，是多年出海养成的作息", None),
            ("m10", "preference", 0.65, "2026-01-09 15:25", "用户出门喜欢自己带茶具泡铁观音，离不开功夫茶", None),
            ("m11", "fact", 0.8, "2026-03-15 19:30", "用户的渔船去年台风季被打坏过，修船花了八万，今年手头比较紧", None),
            ("m12", "fact", 0.85, "2026-04-22 18:40", "用户计划2026年7月趁休渔带老婆去江西三清山看山", None),
        ],
        plan_end={"m06": "2026-05-10T23:59:59+08:00", "m12": "2026-07-31T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "his only daughter is an adult teacher",
            "sleep": "sleeps at 21:00 and rises at 03:00; late-night statements contradict, and a probe asks about it",
            "health_checkup": "gout probe",
            "diet_weight": "gout diet probe",
            "neighborhood": "lives in a fishing village, not a 小区",
            **T_ELDERLY,
        },
        exclude_words=[
            ("male, married", W_MALE_MARRIED),
            ("adult daughter, no young kids", W_NO_YOUNG_KIDS),
            ("52-year-old villager", W_ELDERLY + W_SELF_EMPLOYED + ["外婆", "奶奶"]),
            ("泉州 climate", W_CLIMATE_SOUTH),
            ("up at 03:00 (a cat waking him at five, late nights contradict)", ["起床", "一晚上", "晚上十"]),
            ("money tight after the boat repair", ["贷", "龙井"]),
            ("village home", W_RURAL_HOME + W_NOT_OFFICE_HOURS),
            ("gout: seafood / beer / offal", ["啤酒", "酒", "海鲜", "鱼", "虾", "蟹", "内脏", "脚"]),
            ("sleep schedule probe", ["熬夜", "夜猫子", "半夜", "凌晨", "睡到"]),
            ("mountain-not-sea preference, 妈祖, tea, dialect", ["海", "山", "妈祖", "庙", "进香", "茶", "普通话", "口音", "厦门"]),
            ("boat repaired, money tight", W_FRUGAL + ["台风", "船"]),
        ],
        probes=[
            ("para", "2026-06-02 19:30", "阮这个脚趾头一到半夜就肿得像馒头、碰都不能碰的毛病，出去呷饭哪些东西要忌口？", ["m02"], [], None),
            ("para", "2026-06-04 05:10", "我是鸡叫头遍就醒、天一擦黑就想躺的人，你排行程别弄太晚的节目", ["m09"], [], None),
            ("para", "2026-06-06 20:40", "我只会咱厦漳泉这边的腔调，北方人讲啥我跟鸭子听雷一样，跟团麻烦吗？", ["m04"], [], None),
            ("para", "2026-06-09 16:00", "一年到头在船上漂，歇下来就盼着往峰峦里钻，沙滩那种就免了", ["m07"], [], None),
            ("task", "2026-06-12 10:30", "七月去江西那趟，帮我把吃住排一排，钱要省着花", ["m12", "m11", "m02"], [], None),
            ("task", "2026-06-14 15:20", "想带老婆去厦门看外孙女，住几天顺便逛逛，帮我安排下", ["m08", "m02", "m09"], [], None),
            ("direct", "2026-06-16 11:00", "我跟你讲过我和老婆信的是妈祖吧？", ["m05"], [], None),
            ("abst", "2026-06-18 21:00", "铁观音和大红袍有啥区别？", [], [], "铁观音"),
            ("abst", "2026-06-20 09:45", "妈祖原来是哪个朝代的人？", [], [], "妈祖"),
            ("expiry", "2026-06-08 08:20", "最近想带老婆去哪里进个香，你帮阮看看", ["m05", "m11"], [["湄洲"]], "m06"),
        ],
    ),
    # ------------------------------------------------------------------ A3
    dict(
        key="A3", user_id="u_lianglizhen", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-16 22:30", "用户叫梁丽珍，在佛山顺德大良开了一家糖水铺，卖双皮奶和姜撞奶", None),
            ("m02", "fact", 0.7, "2025-07-21 22:45", "用户的糖水铺只有每周一休息，其他日子都要开档", None),
            ("m03", "preference", 0.85, "2025-08-11 23:05", "用户吃不了辣，一吃辣就喉咙痛、长痘，说是热气", None),
            ("m04", "fact", 0.85, "2025-09-14 22:50", "用户坐船会晕浪，上次坐船去香港吐了一路", None),
            ("m05", "fact", 0.6, "2025-10-06 23:20", "用户每年正月廿六都去观音庙参加观音开库，借库求财", None),
            ("m06", "fact", 0.65, "2025-11-09 22:35", "用户的女儿在武汉读大学二年级", None),
            ("m07", "fact", 0.9, "2026-05-10 22:40", "用户打算国庆关铺三天，坐高铁去武汉看女儿", None),
            ("m08", "fact", 0.8, "2025-12-14 23:10", "用户腰肌劳损，站了二十多年档口，走路久了腰就酸", None),
            ("m09", "preference", 0.7, "2026-01-19 06:45", "用户每天早上都要饮早茶，一盅两件", None),
            ("m10", "preference", 0.65, "2026-02-23 22:15", "用户出门住宿要干净，每晚预算三百块左右", None),
            ("m11", "fact", 0.6, "2026-03-30 22:55", "用户普通话一般，平时讲粤语", None),
        ],
        plan_end={"m07": "2026-10-07T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "her only daughter is at university",
            "sleep": "opens the shop every day and takes 早茶 each morning; lie-in statements contradict",
            "health_checkup": "waist / throat probes",
            "gym_fitness": "waist probe",
        },
        exclude_words=[
            ("female; spouse words kept only where neutral", W_FEMALE_MARRIED),
            ("shop open every day but Monday", W_WORKS_WEEKENDS + ["每天都要去盯着"]),
            ("顺德 climate", W_CLIMATE_SOUTH),
            ("no young kids", W_NO_YOUNG_KIDS + ["婴儿车"]),
            ("own shop, no office hours", W_NOT_OFFICE_HOURS + ["地铁"]),
            ("spicy food / 热气 probe", ["辣", "火锅", "湘菜", "川菜", "麻辣"]),
            ("breakfast is 早茶 every day", ["早饭", "早餐", "包子", "煎饼", "豆浆", "早茶", "点心", "茶楼", "粥"]),
            ("boat / waist / temple / city probes", ["船", "晕", "香港", "澳门", "腰", "观音", "庙", "拜", "佛", "武汉", "温泉"]),
            ("Cantonese speaker; abst topic 双皮奶", ["粤语", "广式", "广州", "双皮奶", "姜撞奶", "糖水", "甜品"]),
        ],
        probes=[
            ("para", "2026-06-02 22:10", "湘菜川菜嗰啲红彤彤嘅我食唔落，食完第二日满面痘", ["m03"], [], None),
            ("para", "2026-06-04 23:00", "去长洲要搭渡轮，我一上去就翻江倒海，有冇其他路线？", ["m04"], [], None),
            ("para", "2026-06-07 22:30", "我把老腰行两条街就顶唔顺，景点之间最好有车接", ["m08"], [], None),
            ("para", "2026-06-10 06:30", "出门在外朝早冇虾饺烧卖我成日冇精神，酒店附近有冇茶楼？", ["m09"], [], None),
            ("para", "2026-06-13 21:45", "今日档口好忙，一直企到夜晚先得闲……之前同你讲过年初嗰阵同菩萨借钱嗰个习俗，具体系边日㗎？我又唔记得，想预早话俾屋企人知", ["m05"], [], None),
            ("task", "2026-06-15 22:00", "国庆去睇个女嗰几日，帮我排下行程，食住行都要", ["m07", "m03", "m10", "m08"], [], None),
            ("task", "2026-06-17 22:15", "想揾日去澳门行下，即日来回，点安排好？", ["m02", "m04", "m08"], [], None),
            ("task", "2026-06-19 22:40", "下个月想同几个街坊去清远浸温泉两日，帮我揾下住边度、食乜嘢", ["m02", "m10", "m03"], [], None),
            ("direct", "2026-06-21 23:05", "我之前同你讲过，我间糖水铺一个礼拜边日休息？", ["m02"], [], None),
            ("abst", "2026-06-23 15:00", "双皮奶同姜撞奶有咩分别？", [], [], "双皮奶"),
        ],
    ),
    # ------------------------------------------------------------------ A4
    dict(
        key="A4", user_id="u_wangjianjun", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-08 23:15", "用户叫王建军，河北邢台人，开半挂车跑长途货运十几年", None),
            ("m02", "fact", 0.95, "2025-07-19 22:05", "用户有二型糖尿病，每天晚上打一针胰岛素", None),
            ("m03", "fact", 0.85, "2025-08-27 13:40", "用户腰椎间盘突出，久坐以后腰腿发麻", None),
            ("m04", "preference", 0.65, "2025-09-30 12:20", "用户爱吃面食，一顿不吃面条馒头就不踏实", None),
            ("m05", "fact", 0.6, "2025-10-25 21:50", "用户常跑邢台到广州这条线，一趟来回五六天", None),
            ("m06", "fact", 0.6, "2025-11-20 20:10", "用户的老婆在老家开小超市，儿子在石家庄上大专", None),
            ("m07", "preference", 0.75, "2025-12-28 19:35", "用户开车开怕了，出去玩不想自己开车，宁愿坐火车", None),
            ("m08", "fact", 0.9, "2026-02-11 20:45", "用户计划2026年7月底带老婆孩子去秦皇岛北戴河看海，这是一家人第一次出门旅游", None),
            ("m09", "fact", 0.6, "2026-03-08 22:30", "用户烟瘾大，一天一包烟", None),
            ("m10", "preference", 0.8, "2026-04-16 21:00", "用户一家出门旅游，总预算想控制在五千块以内", None),
            ("m11", "fact", 0.55, "2026-05-12 23:40", "用户跑车时经常在高速服务区的驾驶室里过夜", None),
        ],
        plan_end={"m08": "2026-08-05T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "his only son is at college (大专)",
            "car": "driver; probes about not wanting to drive on holiday",
            "sleep": "sleeps in the truck cab; a probe asks about it",
            "diet_weight": "diabetes probe (sugar, dieting)",
            "health_checkup": "diabetes / spine probes",
            "gym_fitness": "spine probe",
        },
        exclude_words=[
            ("male, married", W_MALE_MARRIED),
            ("no young kids", W_NO_YOUNG_KIDS + ["育儿"]),
            ("truck driver, no office hours; away five or six days a trip", W_NOT_OFFICE_HOURS + ["地铁", "每晚", "每天早上"]),
            ("邢台 climate", W_CLIMATE_NORTH),
            ("diabetes / smoking (a smoker; 不抽烟 would contradict)", ["糖", "甜", "奶茶", "胰岛素", "烟"]),
            ("spine / sitting / driving probes", ["腰", "腿", "坐", "开车", "驾驶"]),
            ("noodle preference probe", ["面条", "馒头", "拉面", "牛肉面", "小面", "炸酱面", "面食", "大米", "米饭"]),
            ("trip / route / family cities", ["海", "广州", "石家庄", "高速", "服务区"]),
        ],
        probes=[
            ("para", "2026-06-02 23:40", "那个得放冰箱里冷着的针，出门好几天咋带？", ["m02"], [], None),
            ("para", "2026-06-04 14:20", "坐高铁那几个钟头憋不住想来一根，中间停站能下去抽两口不？", ["m09"], [], None),
            ("para", "2026-06-06 21:10", "哎我跟你说，上礼拜跑了趟长沙，一口气开了九个钟头，下车的时候从屁股一直到脚后跟全是木的，跟不是自己的一样。这回一家人去玩要坐好几个钟头火车，这毛病路上有啥讲究没？", ["m03"], [], None),
            ("para", "2026-06-08 19:30", "方向盘我是摸够了，这回旅游谁也别让我握", ["m07"], [], None),
            ("para", "2026-06-10 12:15", "南方顿顿大米饭我受够了，有没有地方能整一碗手擀的？", ["m04"], [], None),
            ("task", "2026-06-12 20:00", "七月底去海边那趟，帮我订个住的地方", ["m08", "m10", "m02"], [], None),
            ("task", "2026-06-14 13:30", "下趟跑广州，卸完货能歇两天，帮我安排个吃饭逛逛的路子", ["m05", "m04", "m02"], [], None),
            ("task", "2026-06-16 18:00", "儿子放假了，想一家人去石家庄周边转转，一天来回", ["m06", "m07", "m03"], [], None),
            ("direct", "2026-06-18 22:30", "我是不是跟你提过，我跑车的时候晚上一般在哪儿过夜？", ["m11"], [], None),
            ("abst", "2026-06-20 10:00", "半挂车和全挂车有啥区别？", [], [], "半挂车"),
        ],
    ),
    # ------------------------------------------------------------------ A5 (twin)
    dict(
        key="A5", user_id="u_xiaomei", tenant_id="default",
        twin_words=["刘小梅", "上海", "芒果"],
        core=[
            ("m01", "fact", 0.85, "2025-06-15 08:40", "用户叫刘小梅，上海人，在浦东一家医院当护士", None),
            ("m02", "fact", 0.8, "2025-07-11 09:10", "用户上三班倒，排班表每月底才出来，很难提前定假期", None),
            ("m03", "fact", 0.95, "2025-08-04 13:20", "用户对芒果过敏，碰到芒果汁都会起疹子", None),
            ("m04", "fact", 0.65, "2025-09-09 10:05", "用户的老公在陆家嘴做保安，儿子五岁，上幼儿园中班", None),
            ("m05", "preference", 0.7, "2025-10-17 12:30", "用户喜欢吃本帮菜，偏甜口，不太能吃辣", None),
            ("m06", "fact", 0.8, "2025-11-23 09:45", "用户下夜班后必须睡够六个小时，白天睡眠很浅，一点光和声音都不行", None),
            ("m07", "fact", 0.75, "2025-12-19 14:15", "用户有静脉曲张，长时间站着或走路腿会胀", None),
            ("m08", "preference", 0.7, "2026-01-27 15:50", "用户休假喜欢去近郊古镇慢慢逛，不喜欢赶景点", None),
            ("m09", "fact", 0.85, "2026-03-02 10:20", "用户打算2026年8月带儿子去杭州野生动物园", "2026-08-31T23:59:59+08:00"),
            ("m10", "preference", 0.65, "2026-04-06 11:35", "用户出门住宿每晚预算四百以内，要有独立卫生间", None),
            ("m11", "preference", 0.55, "2026-05-04 16:05", "用户喜欢听沪剧，休息天常去群艺馆看戏", None),
        ],
        plan_end={"m09": "2026-08-31T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "her son is five (kindergarten); school statements contradict",
            "sleep": "night-shift sleep probe",
            "health_checkup": "allergy / varicose-vein probes",
            "gym_fitness": "leg probe",
        },
        exclude_words=[
            ("female, married", W_FEMALE_MARRIED),
            ("has a son, not a daughter", ["女儿", "家长", "作业"]),
            ("mango allergy (a 芒果 treat would contradict it)", ["芒果", "杨枝"]),
            ("the twin's distinguishing words (forbidden on every probe)", ["周小梅", "重庆", "花生"]),
            ("night-shift / leg probes", ["夜班", "熬夜", "通宵", "睡", "腿", "站", "走路", "爬"]),
            ("上海 climate", ["暖气", "回南天"]),
            ("taste / opera / trip probes", ["本帮", "甜", "辣", "古镇", "沪剧", "戏", "杭州", "动物园", "老虎"]),
        ],
        probes=[
            ("para", "2026-06-02 09:20", "菲律宾那种黄澄澄的热带水果干、还有杨枝甘露，我能碰伐？", ["m03"], [], None),
            ("para", "2026-06-04 10:05", "熬完通宵回来要补觉，订房帮我留意下", ["m06"], [], None),
            ("para", "2026-06-06 14:40", "腿上青筋一根根鼓出来那个毛病，逛一天下来胀得要死，弹力袜要带伐？", ["m07"], [], None),
            ("para", "2026-06-08 16:10", "阿拉本地那种咿咿呀呀的老戏，出门在外还有地方听伐？", ["m11"], [], None),
            ("para", "2026-06-10 11:30", "浓油赤酱那一路的馆子，苏州有伐？帮我寻两家", ["m05"], [], None),
            ("task", "2026-06-12 09:40", "八月带小囡去看老虎那趟，帮我排两天的行程", ["m09", "m04", "m07", "m10"], [], None),
            ("task", "2026-06-14 08:50", "下个月轮休想去周边古镇住一晚，帮我挑个地方", ["m08", "m10", "m02"], [], None),
            ("task", "2026-06-16 13:15", "帮我寻家馆子，周末请科室几个小姐妹吃饭", ["m05", "m03"], [], None),
            ("direct", "2026-06-18 10:30", "我跟侬讲过我老公做啥工作的伐？", ["m04"], [], None),
            ("abst", "2026-06-20 15:30", "周庄和同里这两个古镇，哪个历史更老？", [], [], "古镇"),
        ],
    ),
    # ------------------------------------------------------------------ A6 (twin)
    dict(
        key="A6", user_id="u_xiaomei", tenant_id="t_hongda",
        twin_words=["周小梅", "重庆", "花生"],
        core=[
            ("m01", "fact", 0.85, "2025-06-25 21:10", "用户叫周小梅，重庆綦江人，在东莞一家电子厂做质检", None),
            ("m02", "fact", 0.95, "2025-07-30 20:40", "用户对花生严重过敏，吃到一点就喘不上气，随身带着抗过敏药", None),
            ("m03", "fact", 0.8, "2025-08-21 07:55", "用户上两班倒，白班夜班每半个月轮换一次", None),
            ("m04", "fact", 0.85, "2026-03-20 21:30", "用户打算五一请假回綦江老家，参加表姐的婚礼", "2026-05-05T23:59:59+08:00"),
            ("m05", "fact", 0.8, "2025-09-28 22:15", "用户坐长途大巴会晕车，回家都是坐高铁到重庆北再转车", None),
            ("m06", "preference", 0.85, "2025-10-30 20:20", "用户每个月给家里寄两千块钱，自己手头很紧，出去玩能穷游就穷游", None),
            ("m07", "fact", 0.6, "2025-11-26 19:50", "用户的男朋友阿强在同一个厂开叉车", None),
            ("m08", "preference", 0.6, "2025-12-22 21:05", "用户喜欢拍照，想去有网红景点的地方打卡", None),
            ("m09", "fact", 0.85, "2026-01-31 22:40", "用户计划2027年春节回重庆过年，想提前抢腊月廿五的车票", None),
            ("m10", "preference", 0.65, "2026-02-26 20:55", "用户无辣不欢，最爱吃火锅和小面", None),
            ("m11", "fact", 0.75, "2026-04-18 21:25", "用户有恐高症，玻璃栈道、缆车都不敢上", None),
        ],
        plan_end={"m04": "2026-05-05T23:59:59+08:00", "m09": "2027-02-20T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "26, unmarried, no children",
            "health_checkup": "allergy medicine probe",
            "sleep": "two-shift schedule probe",
            "car": "sends money home and travels on the cheap; owns no car",
        },
        exclude_words=[
            ("unmarried woman with a boyfriend", W_SINGLE + ["女朋友", "闺蜜"]),
            ("no children", W_NO_YOUNG_KIDS + ["育儿", "儿童"]),
            ("the twin's distinguishing words (forbidden on every probe)", ["刘小梅", "上海", "芒果"]),
            ("东莞 climate; factory worker, not a home owner", W_CLIMATE_SOUTH + ["业委会", "业主", "地库", "车库", "书房", "外甥"]),
            ("peanut allergy probe", ["花生", "坚果", "果仁", "宫保", "凉面", "芝麻"]),
            ("spicy-food abst / task", ["火锅", "小面", "辣"]),
            ("heights / motion sickness / shifts", ["恐高", "玻璃", "缆车", "桥", "晕", "吐", "大巴", "客车", "夜班"]),
            ("expired wedding plan is forbidden on the expiry probe", ["婚礼", "婚"]),
            ("trip / festival / photo probes", ["成都", "春节", "过年", "车票", "拍照", "打卡", "国庆"]),
            ("sends money home, very tight budget", W_FRUGAL + ["房贷", "车贷"]),
        ],
        probes=[
            ("para", "2026-06-02 20:30", "外头那些撒了碎果仁的凉面、宫保鸡丁，我点之前要注意啥子？", ["m02"], [], None),
            ("para", "2026-06-04 21:15", "那种脚底下透明、往下一看几百米的桥，我腿都软了，行程里莫安排", ["m11"], [], None),
            ("para", "2026-06-08 22:00", "城际那种大客我一坐就吐得昏天黑地，有没得别的走法？", ["m05"], [], None),
            ("para", "2026-06-10 19:40", "我这工一阵守昼一阵守宵，想出去耍几天，哪段时间合适你帮我算下", ["m03"], [], None),
            ("task", "2026-06-12 21:00", "国庆想和男朋友去成都耍三天，帮我安排吃的和住的", ["m07", "m06", "m10", "m02"], [], None),
            ("task", "2026-06-14 20:20", "明年回家过年的票啥时候开抢？帮我规划下咋个走", ["m09", "m05", "m03"], [], None),
            ("direct", "2026-06-16 22:10", "我跟你说过我对啥子东西过敏来着？", ["m02"], [], None),
            ("abst", "2026-06-18 19:00", "东莞可园是哪个朝代修的？", [], [], "东莞"),
            ("abst", "2026-06-20 20:45", "火锅底料里牛油锅和清油锅有啥子区别？", [], [], "火锅"),
            ("expiry", "2026-06-06 18:30", "厂里这周放两天假，想出去走走，有啥子推荐？", ["m06", "m11"], [["婚礼"]], "m04"),
        ],
    ),
    # ------------------------------------------------------------------ A7
    dict(
        key="A7", user_id="u_mahailong", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-18 13:10", "用户叫马海龙，宁夏吴忠人，回族，在银川开网约车", None),
            ("m02", "fact", 0.95, "2025-07-14 12:45", "用户是穆斯林，只吃清真的东西，不碰猪肉，也不喝酒", None),
            ("m03", "fact", 0.75, "2025-08-09 13:30", "用户每天做礼拜，出门希望附近能找到清真寺", None),
            ("m04", "fact", 0.8, "2026-04-20 12:50", "用户计划2026年5月底古尔邦节回吴忠老家宰牲，和家里人一起过节", "2026-05-29T23:59:59+08:00"),
            ("m05", "fact", 0.6, "2025-09-15 14:05", "用户一般晚上跑车到凌晨两点，中午才起床", None),
            ("m06", "fact", 0.8, "2025-10-28 12:35", "用户颈椎不好，开车久了脖子和右肩疼", None),
            ("m07", "fact", 0.6, "2025-11-30 13:55", "用户的老婆叫马兰花，两个女儿一个上初中一个上小学", None),
            ("m08", "preference", 0.7, "2025-12-25 12:15", "用户出门旅游喜欢自驾，自己开车心里踏实", None),
            ("m09", "fact", 0.9, "2026-02-05 13:25", "用户打算2026年暑假开车带全家去青海湖和茶卡盐湖", "2026-08-31T23:59:59+08:00"),
            ("m10", "preference", 0.75, "2026-03-12 14:40", "用户每个月车贷三千多，出去玩花钱要有数，一家四口总花费不超过六千", None),
            ("m11", "fact", 0.7, "2026-05-06 12:05", "用户有高原反应，前年去西宁头疼了两天", None),
        ],
        plan_end={"m04": "2026-05-29T23:59:59+08:00", "m09": "2026-08-31T23:59:59+08:00"},
        exclude_topics={
            "car": "driver; neck-from-driving and self-drive probes",
            "sleep": "drives until 02:00 and sleeps until noon; a probe asks about it",
            "health_checkup": "neck / altitude probes",
        },
        exclude_words=[
            ("male, married", W_MALE_MARRIED),
            ("two daughters already, no son", ["儿子", "二胎"]),
            ("halal only: no non-halal restaurants or pork dishes",
             ["湘菜", "火锅", "馆子", "烧烤", "炸酱", "提拉米苏"]),
            ("drives every night until 02:00 and sleeps until noon", ["晚上", "晚场", "早上", "早饭"]),
            ("银川 climate", W_CLIMATE_NORTH),
            ("halal diet, no alcohol (pork / alcohol statements contradict)",
             ["猪", "红烧肉", "排骨", "香肠", "酒", "饺子", "馄饨", "腊", "火腿", "五花", "叉烧"]),
            ("prayer / mosque probe (礼拜 also means 'week')", ["礼拜", "清真"]),
            ("neck / driving / altitude probes", ["脖", "颈", "肩", "开车", "高原", "头疼", "西宁", "青海"]),
            ("abst topics 宁夏 / 银川 (枸杞) and the 西安 task", ["枸杞", "宁夏", "银川", "西安"]),
            ("night driver, no office hours", W_NOT_OFFICE_HOURS + ["凌晨", "熬夜", "睡到", "地铁"]),
            ("budget probe; expired festival plan", ["贷", "宰", "古尔邦"] + W_FRUGAL),
        ],
        probes=[
            ("para", "2026-06-02 13:30", "到了外地吃饭，馆子门口得挂着绿底白字那种牌子我才敢进", ["m02"], [], None),
            ("para", "2026-06-04 13:00", "五番功课我是雷打不动的，旅途上有没有做的地方？", ["m03"], [], None),
            ("para", "2026-06-06 12:45", "握方向盘时间一长，后颈连着膀子又僵又痛，路上咋缓解？", ["m06"], [], None),
            ("para", "2026-06-08 14:10", "说起来有点丢人，上回到了海拔高的地方，脑袋像被铁箍箍住一样，嘴唇发紫，晚上喘得睡不着，娃她妈吓得要送医院。这回再往高处走，要提前吃点啥药？", ["m11"], [], None),
            ("task", "2026-06-10 13:20", "暑假带媳妇娃娃去青海湖那趟，帮我排下路线和吃饭", ["m09", "m02", "m11", "m06"], [], None),
            ("task", "2026-06-12 12:30", "下周想带全家去西安回民街逛两天，帮我安排住的", ["m10", "m03", "m07"], [], None),
            ("direct", "2026-06-14 13:45", "我跟你说过我晚上一般跑车跑到几点吧？", ["m05"], [], None),
            ("abst", "2026-06-16 14:20", "银川的西夏王陵是哪个朝代留下来的？", [], [], "银川"),
            ("abst", "2026-06-18 13:10", "宁夏枸杞为啥那么有名？", [], [], "宁夏"),
            ("expiry", "2026-06-10 12:00", "这周末想开车带家里人出去转一圈，近点的，帮我看看去哪", ["m02", "m10"], [["古尔邦"], ["宰牲"]], "m04"),
        ],
    ),
    # ------------------------------------------------------------------ A8
    dict(
        key="A8", user_id="u_zhaoguifang", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-06 19:20", "用户叫赵桂芳，河南周口沈丘人，在北京一家写字楼做保洁", None),
            ("m02", "fact", 0.75, "2025-07-06 20:10", "用户信耶稣，每个礼拜天都去聚会", None),
            ("m03", "fact", 0.9, "2025-08-02 19:40", "用户认字不多，手机上的字看不太懂，买票都靠儿子帮忙", None),
            ("m04", "fact", 0.85, "2025-09-03 20:30", "用户有胃病，吃凉的硬的就胃疼", None),
            ("m05", "fact", 0.85, "2026-05-18 19:55", "用户打算2027年春节前回沈丘老家过年，想买腊月二十三以前的火车票", None),
            ("m06", "preference", 0.85, "2025-10-12 20:45", "用户过日子很省，车票只买最便宜的硬座，住宿一晚不超过八十", None),
            ("m07", "fact", 0.6, "2025-11-05 19:15", "用户的老伴在老家种麦子，腿脚不好", None),
            ("m08", "fact", 0.65, "2025-12-01 20:25", "用户在北京跟人合租地下室，一个月五百块", None),
            ("m09", "fact", 0.7, "2026-01-20 19:35", "用户的儿子在郑州送外卖，孙女两岁", None),
            ("m10", "preference", 0.65, "2026-02-22 20:05", "用户爱吃家乡的胡辣汤和烩面，吃不惯北京的菜", None),
            ("m11", "fact", 0.75, "2026-03-25 19:50", "用户每周只有礼拜三下午和礼拜天休息", None),
            ("m12", "fact", 0.7, "2026-04-28 20:15", "用户血压有点低，站久了或者饿着容易头晕", None),
        ],
        plan_end={"m05": "2027-02-06T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "her only son is an adult",
            "reading": "can barely read",
            "learning": "can barely read; courses and exams contradict",
            "phone_gadgets": "cannot read her phone",
            "online_shopping": "cannot read shopping apps",
            "money_bills": "strict budget, no loans, funds or credit cards",
            "gym_fitness": "strict budget",
            "health_checkup": "stomach / low blood pressure probes",
            "housing_repairs": "rents a shared basement room",
            "neighborhood": "rents a shared basement room",
            "parents": "56 and living apart from family",
            "home_hobbies": "can barely read or write (手账, 书法, 素描)",
            "diet_weight": "stomach probe; dieting contradicts a frugal manual worker",
            "car": "does not drive",
            "movies": "frugal and can barely read (cinema, 豆瓣)",
            "gaming": "can barely read her phone",
            "pets": "shares a basement room",
            "plants": "shares a basement room, no balcony",
        },
        exclude_words=[
            ("husband stays in the village", W_NO_SPOUSE_AROUND),
            ("works Saturdays; Sunday is church", W_WORKS_WEEKENDS),
            ("北京 climate", W_CLIMATE_NORTH),
            ("56-year-old in a basement room, no car, barely reads", W_ELDERLY + ["外婆", "奶奶", "阳台", "小区", "开车", "驾照", "菜谱", "手机", "咖啡", "美式", "头疼",
                                                                  "网", "冷", "扫地机器人"]),
            ("adult son, no young kids", W_NO_YOUNG_KIDS),
            ("literacy probe", ["书", "读", "写", "字", "考", "学"]),
            ("stomach / dizziness probes", ["胃", "冰", "凉", "冷饮", "头晕", "晕", "饿"]),
            ("worship probe (礼拜 also means 'week')", ["礼拜", "教会", "唱"]),
            ("hometown food probe / abst 烩面", ["汤", "面条", "拉面", "小面", "炸酱面", "牛肉面", "烩面"]),
            ("strict budget / rent / cities", W_FRUGAL + ["租", "郑州", "北京", "河南", "门票", "地铁"]),
        ],
        probes=[
            ("para", "2026-06-02 19:20", "我是个睁眼瞎，车站那些牌牌写的啥我两眼一抹黑，有啥法子别走岔？", ["m03"], [], None),
            ("para", "2026-06-04 20:00", "俺在北京这些年，最离不开的就是主日跟弟兄姊妹一块唱诗祷告。过年回老家路上要是赶上了，外地有这样的地方没？", ["m02"], [], None),
            ("para", "2026-06-06 19:45", "我这心口窝下头一碰冰棍、冷馍就绞着难受，出门带点啥药？", ["m04"], [], None),
            ("para", "2026-06-08 20:30", "在外头就想喝一碗俺们那儿早上卖的那种黏糊糊、辣乎乎的汤", ["m10"], [], None),
            ("para", "2026-06-10 19:10", "要是饭点没赶上，我两眼就冒金星、腿发软，出门咋防着点？", ["m12"], [], None),
            ("task", "2026-06-12 19:30", "过年回老家那趟票帮我看一下，咋走最划算", ["m05", "m06", "m03"], [], None),
            ("task", "2026-06-05 20:10", "端午想去郑州看孙女，住两晚，帮我安排下", ["m09", "m06", "m11"], [], None),
            ("task", "2026-06-14 19:50", "下礼拜三下午歇班，想在北京找个不要门票的地方逛逛，顺便吃顿饭", ["m06", "m10", "m04"], [], None),
            ("direct", "2026-06-16 20:20", "我跟你说过我在北京租的地下室一个月多少钱吧？", ["m08"], [], None),
            ("abst", "2026-06-18 19:40", "烩面的面要咋和才筋道？", [], [], "烩面"),
        ],
    ),
    # ------------------------------------------------------------------ A9
    dict(
        key="A9", user_id="u_jiangzhijie", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-10 23:20", "用户叫蒋志杰，湖南邵阳人，在杭州一家湘菜馆当炒锅师傅", None),
            ("m02", "fact", 0.95, "2025-07-22 23:35", "用户对虾蟹过敏，吃了会全身起风团", None),
            ("m03", "fact", 0.7, "2025-08-18 23:10", "用户每天上班到晚上十点半，每周二调休", None),
            ("m04", "fact", 0.85, "2026-02-14 10:30", "用户计划2026年7月和女朋友小敏去大理、丽江玩一周", None),
            ("m05", "fact", 0.8, "2025-09-24 10:15", "用户有恐高，不敢坐缆车，也不敢上高的观景台", None),
            ("m06", "preference", 0.7, "2025-10-19 23:45", "用户出去玩喜欢逛当地菜市场，研究别人怎么做菜", None),
            ("m07", "fact", 0.6, "2025-11-11 23:05", "用户的女朋友小敏是四川人，在同一家店当服务员", None),
            ("m08", "preference", 0.75, "2025-12-15 10:40", "用户出门想住民宿，不喜欢连锁酒店，预算每晚两百五", None),
            ("m09", "fact", 0.8, "2026-01-16 23:25", "用户右手腕有腱鞘炎，颠锅颠多了就疼", None),
            ("m10", "fact", 0.65, "2026-03-18 10:05", "用户的妈妈信佛，他答应每年陪妈妈去南岳衡山烧一次香", None),
            ("m11", "fact", 0.85, "2026-04-26 23:50", "用户打算国庆回邵阳老家，带小敏见父母", None),
        ],
        plan_end={"m04": "2026-07-31T23:59:59+08:00", "m11": "2026-10-07T23:59:59+08:00"},
        exclude_topics={
            "home_cooking": "a professional chef; home-cooking failures contradict",
            "grocery_shopping": "market-visiting probe",
            "kids_school": "unmarried, no children",
            "sleep": "works until 22:30",
            "health_checkup": "allergy / wrist probes",
        },
        exclude_words=[
            ("unmarried man with a girlfriend", W_SINGLE + ["男朋友", "闺蜜"]),
            ("no children", W_NO_YOUNG_KIDS + ["育儿", "儿童"]),
            ("chef, off on Tuesdays, works weekends and evenings (and on 国庆 plans)", W_WORKS_WEEKENDS + ["晚上", "晚场", "下班后", "国庆"]),
            ("杭州 climate", ["暖气", "回南天"]),
            ("shellfish allergy probe", ["虾", "蟹", "海鲜"]),
            ("heights / wrist / market probes", ["缆车", "恐高", "高空", "手腕", "腕", "菜市场", "买菜"]),
            ("abst topics 湘菜 / 衡山, mother's religion", ["湘菜", "衡山", "佛", "烧香", "庙"]),
            ("trip / lodging / day-off probes", ["大理", "丽江", "云南", "民宿", "周二", "邵阳", "湖南"]),
        ],
        probes=[
            ("para", "2026-06-02 23:30", "长钳子带硬壳那一类水里的东西，我一沾就浑身痒，点菜的时候帮我避开", ["m02"], [], None),
            ("para", "2026-06-09 23:15", "那种吊在半空的小箱子往山顶送人的，我光看着腿都软", ["m05"], [], None),
            ("para", "2026-06-16 10:20", "掂勺那只手，关节一使劲跟针扎似的，出门拎箱子咋办？", ["m09"], [], None),
            ("para", "2026-06-23 11:00", "到了新城市我最爱清早钻进卖鸡鸭鱼肉的摊档里转悠，偷师人家手艺，你帮我记着留点时间", ["m06"], [], None),
            ("task", "2026-06-02 10:00", "七月去云南那趟，帮我把住宿和每天的安排排一下", ["m04", "m08", "m05"], [], None),
            ("task", "2026-06-09 10:30", "国庆回老家带小敏见爸妈，顺便在湖南玩两天，帮我规划一下", ["m11", "m10", "m05"], [], None),
            ("direct", "2026-06-16 23:00", "我跟你讲过我一个礼拜哪天调休吧？", ["m03"], [], None),
            ("abst", "2026-06-23 23:20", "剁椒鱼头最早是湘菜里哪个地方的菜？", [], [], "湘菜"),
            ("abst", "2026-06-30 10:15", "南岳衡山海拔有多高？", [], [], "衡山"),
            ("expiry", "2026-08-12 11:00", "最近想休几天假出去玩，帮我推荐个凉快点的地方", ["m05", "m08"], [["大理"], ["丽江"]], "m04"),
        ],
    ),
    # ------------------------------------------------------------------ A10
    dict(
        key="A10", user_id="u_hexiulan", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-28 20:10", "用户叫贺秀兰，陕西榆林米脂人，在村口开了个小卖部", None),
            ("m02", "fact", 0.85, "2026-04-02 20:35", "用户打算农历四月初八去佳县白云山赶庙会，给娘娘上香", "2026-05-25T23:59:59+08:00"),
            ("m03", "fact", 0.9, "2025-07-27 21:05", "用户有哮喘，闻到烟味、花粉就喘", None),
            ("m04", "fact", 0.8, "2025-08-24 20:20", "用户坐车晕车，坐小车前要吃晕车药", None),
            ("m05", "preference", 0.7, "2025-09-21 12:15", "用户说陕北话，爱吃洋芋擦擦、羊肉饸饹", None),
            ("m06", "fact", 0.6, "2025-10-26 20:50", "用户的老伴前年去世了，现在一个人过", None),
            ("m07", "fact", 0.65, "2025-11-29 21:15", "用户的女儿嫁到了西安，外孙在西安上初中", None),
            ("m08", "preference", 0.8, "2025-12-30 20:40", "用户舍不得花钱，出门一天花销不超过一百块", None),
            ("m09", "fact", 0.85, "2026-02-08 21:25", "用户打算2026年9月去西安看兵马俑、大雁塔，这是她头一回出远门", None),
            ("m10", "fact", 0.75, "2026-03-06 20:05", "用户小卖部一关门就没人照看，出门最多走三四天", None),
            ("m11", "preference", 0.6, "2026-05-09 20:45", "用户不敢坐地铁，怕在地底下", None),
        ],
        plan_end={"m02": "2026-05-25T23:59:59+08:00", "m09": "2026-09-30T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "61; her daughter is married",
            "parents": "61; parents' hobbies implausible",
            "gym_fitness": "61-year-old village shopkeeper on a tight budget",
            "car": "motion-sickness probe",
            "neighborhood": "lives in a village, not a 小区",
            **T_ELDERLY,
        },
        exclude_words=[
            ("widow", W_NO_SPOUSE_AROUND),
            ("61-year-old villager who does not drive", W_ELDERLY + ["Python", "统计", "网课", "钢琴", "打字",
                                                         "车", "贷", "中国通史", "咖啡", "美式", "半小时就送到"]
             + W_SELF_EMPLOYED),
            ("米脂 climate", W_CLIMATE_NORTH),
            ("no young kids", W_NO_YOUNG_KIDS),
            ("village home", W_RURAL_HOME + W_NOT_OFFICE_HOURS),
            ("asthma probe", ["烟", "柳絮", "花粉", "雾霾", "口罩", "喘", "咳"]),
            ("motion sickness / subway / food probes", ["晕", "地铁", "洋芋", "土豆", "饸饹", "荞"]),
            ("expired temple-fair plan is forbidden on the expiry probe", ["白云山", "庙", "香", "佛", "娘娘"]),
            ("abst topics 米脂 / 兵马俑, the 西安 trip, the shop", ["米脂", "兵马俑", "西安", "店", "铺", "小卖部"]),
            ("61-year-old, strict budget", W_FRUGAL + ["外婆", "奶奶", "退休"]),
        ],
        probes=[
            ("para", "2026-06-03 21:00", "我这气管一遇上呛的、柳絮杨絮那些，就跟拉风箱一样，出去得备啥？", ["m03"], [], None),
            ("para", "2026-06-05 20:30", "城里那种钻洞跑的车我一进去就心慌，看病串门能不能都走路面上？", ["m11"], [], None),
            ("para", "2026-06-09 12:10", "外头那些饭我吃不惯，就想吃一口刨成丝蒸的土豆和压出来的荞面", ["m05"], [], None),
            ("para", "2026-06-11 20:00", "店里离不得我，掰着指头算，我能在外头耽搁多久？", ["m10"], [], None),
            ("task", "2026-06-13 20:40", "九月去西安那趟，帮我安排几天的行程，吃住都要", ["m09", "m10", "m08", "m11"], [], None),
            ("task", "2026-06-15 12:30", "想去榆林城里进点货顺便转一天，帮我看看咋去、晌午吃啥", ["m04", "m05", "m08"], [], None),
            ("direct", "2026-06-17 20:15", "我跟你说过我闺女嫁到哪儿了吧？", ["m07"], [], None),
            ("abst", "2026-06-19 21:10", "“米脂婆姨绥德汉”这句话是啥意思？", [], [], "米脂"),
            ("abst", "2026-06-21 20:50", "兵马俑是哪个皇帝的陪葬？", [], [], "兵马俑"),
            ("expiry", "2026-06-07 19:30", "这个月想去庙里上个香，近点的有啥地方？", ["m04", "m03"], [["白云山"]], "m02"),
        ],
    ),
    # ------------------------------------------------------------------ A11
    dict(
        key="A11", user_id="u_dengxiaohu", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-14 15:20", "用户叫邓小虎，贵州雷山的苗族，在深圳龙华送外卖", None),
            ("m02", "fact", 0.85, "2026-03-28 15:10", "用户打算2026年11月回雷山过苗年，在家待半个月", None),
            ("m03", "preference", 0.7, "2025-07-16 15:35", "用户爱吃酸汤鱼和折耳根，离不了酸辣", None),
            ("m04", "fact", 0.8, "2025-08-12 14:50", "用户送外卖每天跑十多个小时，请假一天就少挣三百", None),
            ("m05", "fact", 0.75, "2025-09-06 15:05", "用户骑电动车摔过一次，左脚踝有旧伤，跑跳不得劲", None),
            ("m06", "preference", 0.8, "2025-10-04 15:45", "用户想攒钱在老家盖房，出门能省就省，住宿最多一百块", None),
            ("m07", "fact", 0.6, "2025-11-08 14:55", "用户的女朋友阿雅在东莞的奶茶店打工", None),
            ("m08", "fact", 0.55, "2025-12-12 15:25", "用户休息时喜欢去打台球", None),
            ("m09", "fact", 0.9, "2026-01-05 15:15", "用户对酒精过敏，喝一口啤酒就全身发红", None),
            ("m10", "fact", 0.8, "2026-02-10 14:40", "用户坐飞机起降时耳朵疼得厉害，之后就不想再坐飞机", None),
            ("m11", "fact", 0.65, "2026-04-15 15:30", "用户的奶奶八十多岁了，一直念叨想来深圳看看海", None),
        ],
        plan_end={"m02": "2026-11-30T23:59:59+08:00"},
        exclude_topics={
            "kids_school": "24, unmarried, no children",
            "sleep": "rides more than ten hours a day",
            "health_checkup": "ankle / ear probes",
            "gym_fitness": "ankle probe",
            "car": "rides an e-bike and saves every yuan; owns no car",
        },
        exclude_words=[
            ("unmarried man, girlfriend lives in another city", W_SINGLE + ["男朋友", "闺蜜"]),
            ("no children", W_NO_YOUNG_KIDS),
            ("rides every day, no weekends or office hours", W_WORKS_WEEKENDS + W_NOT_OFFICE_HOURS),
            ("深圳 climate; rural parents do not retire; 24, so no grown nephews", W_CLIMATE_SOUTH + ["退休", "外甥"]),
            ("owns no car or flat yet (saving to build one)", ["车", "房子买了", "看房子", "装修"]),
            ("alcohol allergy probe", ["酒"]),
            ("flight / food / ankle probes", ["飞机", "酸", "鱼", "脚", "崴", "爬"]),
            ("his grandmother is alive (奶奶留下来的 would contradict)", ["奶奶", "外婆"]),
            ("delivery rider; abst topic 台球; trip places", ["外卖", "电动车", "台球", "海", "东莞", "深圳", "贵州"]),
            ("saving to build a house, no loans", W_FRUGAL + ["房贷", "车贷", "房租"]),
        ],
        probes=[
            ("para", "2026-06-02 15:30", "寨子门前那十二道端碗的阵仗，我沾一点浑身红得像煮熟的虾子，有啥法子躲掉？", ["m09"], [], None),
            ("para", "2026-06-04 15:00", "上回从贵阳飞深圳，一上一下那两段脑壳里嗡嗡的像要炸，这回还有别的走法没？", ["m10"], [], None),
            ("para", "2026-06-06 15:45", "在广东顿顿都淡出鸟来，好馋老家那口发酵过的红酸锅子，还有那个一股怪味的草根根", ["m03"], [], None),
            ("para", "2026-06-08 16:20", "我这一行停一天轮子亏大几百，想出去耍能挤出几天空？", ["m04"], [], None),
            ("para", "2026-06-10 15:10", "上回摔了以后，脚脖子一崴就疼，爬山能行吗？", ["m05"], [], None),
            ("task", "2026-06-12 15:20", "十一月回家过年那趟帮我看下怎么走，顺便带点啥年货回去", ["m02", "m10", "m06"], [], None),
            ("task", "2026-06-14 15:40", "奶奶要是真来深圳，我想带她去海边转一天，帮我排一下", ["m11", "m04"], [], None),
            ("task", "2026-06-16 15:50", "想去东莞找女朋友玩两天，帮我安排下住和吃", ["m07", "m06", "m03"], [], None),
            ("direct", "2026-06-18 16:00", "我跟你讲过我打算啥时候回雷山过苗年吧？", ["m02"], [], None),
            ("abst", "2026-06-20 15:30", "台球里斯诺克和中式八球有啥区别？", [], [], "台球"),
        ],
    ),
    # ------------------------------------------------------------------ A12
    dict(
        key="A12", user_id="u_qinqiuju", tenant_id="default",
        core=[
            ("m01", "fact", 0.8, "2025-06-04 20:30", "用户叫覃秋菊，广西百色田阳的壮族，家里种了二十亩芒果", None),
            ("m02", "fact", 0.85, "2025-07-09 21:10", "用户家每年六月到八月是芒果采摘季，最忙，这段时间走不开", None),
            ("m03", "fact", 0.9, "2025-08-15 20:45", "用户的小儿子八岁，晕车很厉害，一上车就吐", None),
            ("m04", "fact", 0.85, "2026-03-30 21:20", "用户打算2026年国庆带两个孩子去北海看海", None),
            ("m05", "preference", 0.6, "2025-09-12 20:15", "用户讲壮话和桂柳话，爱吃五色糯米饭和酸嘢", None),
            ("m06", "fact", 0.7, "2025-10-08 21:35", "用户的老公在广东佛山工地上做钢筋工，一年只回来两次", None),
            ("m07", "preference", 0.8, "2025-11-16 20:55", "用户出门全家一天花销控制在三百块以内", None),
            ("m08", "fact", 0.75, "2025-12-20 21:05", "用户怕热，一热就中暑，夏天中午不敢在外面晒", None),
            ("m09", "fact", 0.6, "2026-01-24 20:40", "用户每年农历三月三都去村里的歌圩对山歌", None),
            ("m10", "fact", 0.7, "2026-02-18 21:15", "用户的大女儿十五岁，在百色读高一，住校", None),
            ("m11", "fact", 0.9, "2026-05-02 20:50", "用户对头孢过敏，吃了会起红疹", None),
        ],
        plan_end={"m04": "2026-10-07T23:59:59+08:00"},
        exclude_topics={
            "health_checkup": "antibiotic allergy probe",
            "neighborhood": "lives in a village, not a 小区",
            "learning": "online courses implausible for a village mango farmer",
            "gym_fitness": "village farmer on a strict budget",
            "gaming": "video games implausible for a 45-year-old village farmer",
        },
        exclude_words=[
            ("husband works in 佛山 all year", W_NO_SPOUSE_AROUND),
            ("two children aged 8 and 15 (the girl boards at school)", ["幼儿园", "二胎", "宝妈", "婴儿车", "动画片", "刚生"]),
            ("百色 climate", W_CLIMATE_SOUTH),
            ("village farmer", W_ELDERLY + W_SELF_EMPLOYED + ["睡到中午"]),
            ("village home", W_RURAL_HOME + W_NOT_OFFICE_HOURS),
            ("son's motion sickness / heat probes", ["晕", "吐", "汽油", "热", "中暑", "晒", "桑拿", "三十七"]),
            ("mango farmer (abst 芒果); medicine probe", ["芒果", "药", "消炎", "头孢"]),
            ("food / song / places", ["糯米", "酸", "山歌", "歌", "北海", "海洋馆", "南宁", "桂林", "佛山"]),
            ("strict budget", W_FRUGAL),
        ],
        probes=[
            ("para", "2026-06-02 21:30", "这两天帮人收芒果淋了雨，嗓子眼肿得咽口水都疼，镇上药店老板娘给我拿了一盒“先锋”那一类的消炎药，说好使得很，我能吃不？", ["m11"], [], None),
            ("para", "2026-06-04 21:00", "我家老幺一闻汽油味肚里翻江倒海，出门咋弄？", ["m03"], [], None),
            ("para", "2026-06-06 21:20", "大中午那个日头底下我站一会儿头昏眼花想呕，安排景点避开点", ["m08"], [], None),
            ("para", "2026-06-08 21:40", "你晓得我哪几个月忙得脚底板冒烟吧，出门别往那几个月排", ["m02"], [], None),
            ("para", "2026-06-10 21:10", "在外头最馋那种红黄紫黑白染出来的饭，还有腌得酸溜溜的木瓜萝卜", ["m05"], [], None),
            ("task", "2026-06-12 21:30", "国庆带娃去北海那趟，帮我安排下交通和每天的玩法", ["m04", "m03", "m08", "m07"], [], None),
            ("task", "2026-06-14 21:50", "想趁农闲去佛山看看老公，带上小的，帮我看看怎么走、住哪", ["m06", "m03", "m07", "m02"], [], None),
            ("task", "2026-06-16 21:15", "大女儿放寒假，想带她去桂林玩几天", ["m10", "m07"], [], None),
            ("direct", "2026-06-18 21:25", "我跟你说过我老公在哪里打工吧？", ["m06"], [], None),
            ("abst", "2026-06-20 10:30", "芒果树一年要施几次肥？", [], [], "芒果"),
        ],
    ),
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def ts(s):
    """'YYYY-MM-DD HH:MM' -> ISO string with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def parse(iso):
    return datetime.fromisoformat(iso)


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def cjk(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf"}


def shared_chars(query, fact):
    """Meaningful CJK characters shared by a query and a stored fact.  The
    third-person subject word "用户" that opens most facts is not part of the
    fact, so it is removed from the fact before comparing."""
    return sorted((cjk(query) & cjk(fact.replace("用户", ""))) - STOP)


def seed_for(key):
    return zlib.crc32(("set6/background/" + key).encode("utf-8"))


def exclusion_of(acc):
    topics = dict(COMMON_EXCLUDE_TOPICS)
    topics.update(acc["exclude_topics"])
    words = [COMMON_EXCLUDE_WORDS] + list(acc["exclude_words"])
    flat = []
    for _, ws in words:
        flat.extend(ws)
    return topics, sorted(set(flat))


def background_pool(statements, acc):
    topics, words = exclusion_of(acc)
    pool = []
    for st in statements:
        if st["topic"] in topics:
            continue
        if any(w in st["text"] for w in words):
            continue
        pool.append(st["text"])
    return pool


def conflicts(a, b):
    for left, right in CONFLICTS:
        if (any(w in a for w in left) and any(w in b for w in right)) or \
                (any(w in b for w in left) and any(w in a for w in right)):
            return True
    return False


def build_user(acc, statements):
    rng = random.Random(seed_for(acc["key"]))
    mems = []
    for mid, typ, imp, created, content, vu in acc["core"]:
        m = {"id": mid, "content": content, "type": typ, "importance": imp,
             "created_at": ts(created)}
        if vu:
            m["valid_until"] = vu
        mems.append(m)
    types = [c[1] for c in acc["core"]]
    imps = [c[2] for c in acc["core"]]
    pool = background_pool(statements, acc)
    n = rng.randint(100, 180)
    order = list(pool)
    rng.shuffle(order)
    chosen = []
    for text in order:
        if len(chosen) == n:
            break
        if any(conflicts(text, other) for other in chosen):
            continue
        chosen.append(text)
    span = int((REF - WINDOW_START).total_seconds())
    for i, text in enumerate(chosen, 1):
        created = WINDOW_START + timedelta(seconds=rng.randrange(span))
        mems.append({"id": "b%03d" % i, "content": text, "type": rng.choice(types),
                     "importance": rng.choice(imps), "created_at": created.isoformat()})
    mems.sort(key=lambda m: (m["created_at"], m["id"]))

    probes = []
    for n_, (kind, at, query, rel, forbid, _note) in enumerate(acc["probes"], 1):
        fb = [list(f) for f in forbid]
        for tw in twin_forbid(acc):
            fb.append([tw])
        p = {"id": "p%d-%s" % (n_, kind), "at": ts(at), "query": query, "relevant": list(rel)}
        if fb:
            p["forbid"] = fb
        probes.append(p)
    return {"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
            "memories": mems, "probes": probes}


def twin_forbid(acc):
    if "twin_words" not in acc:
        return []
    for other in ACCOUNTS:
        if other is not acc and other["user_id"] == acc["user_id"]:
            return list(other["twin_words"])
    raise AssertionError("twin without partner: " + acc["key"])


def load_statements():
    with open(BACKGROUND, encoding="utf-8") as f:
        return json.load(f)["statements"]


def build():
    statements = load_statements()
    data = {"format": "memory-eval/v1", "name": "set6",
            "users": [build_user(acc, statements) for acc in ACCOUNTS]}
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
ISO_RE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$")
PROBE_RE = re.compile(r"^p(\d+)-(para|task|direct|abst|expiry)$")


def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format")
    if data.get("name") != "set6":
        err("name")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        err("users: expected %d accounts" % len(ACCOUNTS))
        return errs
    ids = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(ids)) != len(ids):
        err("duplicate (user_id, tenant_id)")
    if len({u["user_id"] for u in users}) != 11:
        err("expected 11 distinct user_ids")

    kind_count = {k: 0 for k in KIND_TARGET}
    n_core = n_bg = 0
    for u, acc in zip(users, ACCOUNTS):
        tag = "%s/%s" % (acc["key"], u["user_id"])
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err(tag + ": unexpected user keys")
        if (u["user_id"], u["tenant_id"]) != (acc["user_id"], acc["tenant_id"]):
            err(tag + ": account mismatch")
        mems = u["memories"]
        by_id = {}
        for m in mems:
            if m["id"] in by_id:
                err(tag + ": duplicate memory id " + m["id"])
            by_id[m["id"]] = m
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                err(tag + ": unexpected memory keys " + m["id"])
            if not isinstance(m["content"], str) or not m["content"]:
                err(tag + ": empty content " + m["id"])
            if m["type"] not in ("fact", "preference"):
                err(tag + ": type " + m["id"])
            if not (0.3 <= m["importance"] <= 1.0):
                err(tag + ": importance " + m["id"])
            if not ISO_RE.match(m["created_at"]):
                err(tag + ": created_at format " + m["id"])
            c = parse(m["created_at"])
            if not (WINDOW_START <= c < REF):
                err(tag + ": created_at outside window " + m["id"])
            if "valid_until" in m:
                if not ISO_RE.match(m["valid_until"]) or parse(m["valid_until"]) <= c:
                    err(tag + ": valid_until " + m["id"])
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err(tag + ": memory ids must start with m or b")
        if not (9 <= len(core) <= 13):
            err(tag + ": core count %d" % len(core))
        if not (100 <= len(bg) <= 180):
            err(tag + ": background count %d" % len(bg))
        if sorted(m["id"] for m in core) != ["m%02d" % i for i in range(1, len(core) + 1)]:
            err(tag + ": core ids not m01..")
        if sorted(m["id"] for m in bg) != ["b%03d" % i for i in range(1, len(bg) + 1)]:
            err(tag + ": background ids not b001..")
        n_core += len(core)
        n_bg += len(bg)
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        for m in bg:
            if m["type"] not in core_types or m["importance"] not in core_imps:
                err(tag + ": background type/importance not from core lists " + m["id"])
        # background hygiene re-check against the declared exclusions
        _, words = exclusion_of(acc)
        for m in bg:
            hit = [w for w in words if w in m["content"]]
            if hit:
                err(tag + ": background %s contains excluded %s" % (m["id"], hit))

        for i, m in enumerate(bg):
            for o in bg[i + 1:]:
                if conflicts(m["content"], o["content"]):
                    err(tag + ": contradictory background %s %s" % (m["id"], o["id"]))

        # plan ends: valid_until if present, else declared
        plan_end = {k: parse(v) for k, v in acc["plan_end"].items()}
        for mid, end in plan_end.items():
            if mid not in by_id:
                err(tag + ": plan_end for unknown " + mid)
            elif "valid_until" in by_id[mid] and parse(by_id[mid]["valid_until"]) != end:
                err(tag + ": plan_end != valid_until " + mid)
        for m in core:
            if "valid_until" in m and m["id"] not in plan_end:
                err(tag + ": valid_until without plan_end " + m["id"])

        last_mem = max(parse(m["created_at"]) for m in mems)
        probes = u["probes"]
        if len({p["id"] for p in probes}) != len(probes):
            err(tag + ": duplicate probe ids")
        src = {("p%d-%s" % (i, t[0])): t for i, t in enumerate(acc["probes"], 1)}
        twin_words = twin_forbid(acc)
        for i, p in enumerate(probes, 1):
            pid = p["id"]
            mt = PROBE_RE.match(pid)
            if not mt or int(mt.group(1)) != i:
                err(tag + ": probe id " + pid)
                continue
            kind = mt.group(2)
            kind_count[kind] += 1
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err(tag + ": unexpected probe keys " + pid)
            if not isinstance(p["query"], str) or not p["query"]:
                err(tag + ": empty query " + pid)
            if not ISO_RE.match(p["at"]):
                err(tag + ": at format " + pid)
            at = parse(p["at"])
            if at <= last_mem:
                err(tag + ": probe before a memory " + pid)
            rel = p["relevant"]
            if len(set(rel)) != len(rel):
                err(tag + ": duplicate relevant ids " + pid)
            for r in rel:
                if r not in by_id:
                    err(tag + ": relevant id missing %s %s" % (pid, r))
                elif not r.startswith("m"):
                    err(tag + ": background marked relevant %s %s" % (pid, r))
                elif r in plan_end and plan_end[r] < at:
                    err(tag + ": relevant plan already ended %s %s" % (pid, r))
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or any(
                    not isinstance(f, list) or not f or not all(isinstance(w, str) and w for w in f)
                    for f in forbid):
                err(tag + ": forbid shape " + pid)
                continue
            fwords = [norm(w) for f in forbid for w in f]
            # forbid words never in a relevant memory, and never in any memory of
            # this account that still applies at probe time
            for r in rel:
                if r in by_id and any(w in norm(by_id[r]["content"]) for w in fwords):
                    err(tag + ": forbid word inside relevant memory %s %s" % (pid, r))
            for m in mems:
                if any(w in norm(m["content"]) for w in fwords):
                    end = plan_end.get(m["id"])
                    if end is None or end >= at:
                        err(tag + ": forbid word in live memory %s %s" % (pid, m["id"]))
            # twins: every probe forbids the other twin's words
            for w in twin_words:
                if [w] not in forbid:
                    err(tag + ": twin word not forbidden %s %s" % (pid, w))
            note = src[pid][5] if pid in src else None
            if kind == "para":
                if len(rel) != 1:
                    err(tag + ": para needs exactly one relevant " + pid)
                else:
                    sh = shared_chars(p["query"], by_id[rel[0]]["content"])
                    if len(sh) > MAX_PARA_SHARED:
                        err(tag + ": para overlap %s %s" % (pid, "".join(sh)))
            elif kind == "task":
                if not (2 <= len(rel) <= 4):
                    err(tag + ": task needs 2-4 relevant " + pid)
            elif kind == "direct":
                if len(rel) != 1:
                    err(tag + ": direct needs one relevant " + pid)
                elif len(shared_chars(p["query"], by_id[rel[0]]["content"])) < 2:
                    err(tag + ": direct query not close to its fact " + pid)
            elif kind == "abst":
                if rel:
                    err(tag + ": abst must have relevant [] " + pid)
                if not note or note not in p["query"] or not any(note in m["content"] for m in core):
                    err(tag + ": abst topic word not shared with a core fact " + pid)
            elif kind == "expiry":
                if not note or note not in plan_end:
                    err(tag + ": expiry without plan " + pid)
                else:
                    if plan_end[note] >= at:
                        err(tag + ": expiry asked before plan ended " + pid)
                    plan_text = norm(by_id[note]["content"])
                    own = [w for w in fwords if w in plan_text]
                    if not own:
                        err(tag + ": expiry forbid lacks the plan keyword " + pid)
                    if note in rel:
                        err(tag + ": expired plan marked relevant " + pid)
        # twins: the other twin's words never in this account's memories
        for w in twin_words:
            for m in mems:
                if w in m["content"]:
                    err(tag + ": twin word %s in own memory %s" % (w, m["id"]))
    if len(twin_pairs()) != 1:
        err("expected exactly one twin pair")
    for k, v in KIND_TARGET.items():
        if kind_count[k] != v:
            err("kind %s: %d != %d" % (k, kind_count[k], v))
    return errs, kind_count, n_core, n_bg


def twin_pairs():
    seen = {}
    for acc in ACCOUNTS:
        seen.setdefault(acc["user_id"], []).append(acc)
    pairs = [v for v in seen.values() if len(v) > 1]
    for v in pairs:
        assert len(v) == 2 and v[0]["tenant_id"] != v[1]["tenant_id"]
        assert all("twin_words" in a for a in v)
    return pairs


def report(data, counts, n_core, n_bg):
    print("accounts: %d  core: %d  background: %d  probes: %d" % (
        len(data["users"]), n_core, n_bg, sum(counts.values())))
    print("probes by kind: " + ", ".join("%s=%d" % kv for kv in counts.items()))


def main(argv):
    if "--check" in argv:
        with open(OUT, "rb") as f:
            disk = f.read()
        data = json.loads(disk.decode("utf-8"))
        errs, counts, n_core, n_bg = validate(data)
        if build() != disk:
            errs.append("rebuild is not byte-identical to " + OUT)
        for e in errs:
            print("ERROR:", e)
        report(data, counts, n_core, n_bg)
        if errs:
            return 1
        print("OK")
        return 0
    blob = build()
    data = json.loads(blob.decode("utf-8"))
    errs, counts, n_core, n_bg = validate(data)
    for e in errs:
        print("ERROR:", e)
    if errs:
        return 1
    with open(OUT, "wb") as f:
        f.write(blob)
    report(data, counts, n_core, n_bg)
    print("wrote " + OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
