#!/usr/bin/env python3
"""Build the hand-made Chinese retrieval set "holdout7" (memory-eval/v1).

How it was written
------------------
Written blind, by hand, for a held-out evaluation. The author read exactly
two project files: /work/shared/eval/FORMAT.md (the data format) and
/work/main/bench/data/src/background_pool.py (the background statements,
imported here at build time as POOL and PLACE_WORDS, never copied). No other
file, data set, engine code, test or document was opened, listed or searched,
and nothing was run except this script (build mode and --check mode).

Theme
-----
A cross-section of Chinese-speaking users: twelve lives that differ in age
(20 to 76), region (东北, 西北, 华南, 西南, 华北, 东南沿海, 海外华人), job
(retiree, designer, teacher, doctor, truck driver, student, lawyer,
engineer, programmer, shopkeeper, delivery rider) and family situation
(widowed, single, twins, pregnant, divorced with an autistic child, empty
nest, left-behind family). Everyday conditions: allergies (drug, food,
pollen, dust mite, cat hair), diets (素食/纯素, 清真, 低盐低脂, 控糖, 初一十五
吃斋), chronic illness (糖尿病, 痛风, 高血压+心脏支架, 癫痫, 哮喘, 甲减,
胃溃疡, 骨质疏松, 睡眠呼吸暂停, 抑郁), disability (轮椅, 助听器, 膝关节置换),
pregnancy, phobias (恐高, 幽闭, 怕蛇, 恐水, 怕狗), and dated plans of which
some have ended before the probes are asked and some have not.

Accounts
--------
| acct | user_id          | tenant          | who                                                     |
|------|------------------|-----------------|---------------------------------------------------------|
| A01  | u_chenjianguo    | default         | 陈建国, 67, retired railwayman in 哈尔滨, diabetic, new knee |
| A02  | u_linxiao        | default         | 林晓雯, 29, UI designer in 厦门, 芒果 allergy, 恐高, 蛋奶素  |
| A03  | u_linxiao        | jinjiang_clinic | 林晓东, 41, PE teacher in 成都, 花生 allergy, gout, twins    |
| A04  | u_ayiguli        | default         | 阿依古丽, 34, pediatrician in 乌鲁木齐, pregnant, 清真       |
| A05  | u_huangzhiqiang  | default         | 黄志强, 46, truck driver from 佛山, sleep apnea, 虾蟹 allergy |
| A06  | u_wangyutong     | default         | 王雨桐, 20, nursing student in 武汉, lactose, claustrophobia |
| A07  | u_zhanghuimin    | default         | 张慧敏, 38, divorced lawyer in 上海, autistic son, 甲减      |
| A08  | u_liweidong      | default         | 李卫东, 55, steel-plant engineer in 包头, heart stents       |
| A09  | u_zhouzihan      | default         | 周子涵, 27, programmer in 深圳, wheelchair user, vegan       |
| A10  | u_guoxiuying     | default         | 郭秀英, 76, widow in 重庆, hearing aid, osteoporosis, ulcer  |
| A11  | u_tanmeiling     | default         | 陈美玲, 58, Malaysian-Chinese grocer in 吉隆坡, asthma, 贝类  |
| A12  | u_zhaolei        | default         | 赵磊, 31, delivery rider in 北京 from 周口, epilepsy, 怕狗     |

A02 and A03 share user_id "u_linxiao" in two tenants: different people with
conflicting name (林晓雯/林晓东), city (厦门/成都) and allergen (芒果/花生).
Every probe of either twin forbids the other twin's name, city and allergen.

Memory conventions
------------------
* REF = 2026-10-20 09:00 +08:00. Every created_at lies in [REF-365d, REF).
* Core memories "m01".."m12" per account (9-13 allowed), typed by hand:
  natural third-person statements; type fact/preference/event; importance
  0.3-1.0; source "user_stated" except a few "inferred".
* Dated plans: some carry valid_until (end of that day, +08:00); others keep
  the date only in the wording ("2026年国庆", "明年春节", "2026年12月") for
  the engine to infer. For every plan the script keeps its true end date
  (END column, never written to the file) to validate probes.
* Durable facts with time words (每天早上…, 每年冬天…, 每年清明…, 每周六…,
  初一十五…, ages "今年67岁") have no end and must never expire.
* Background memories "b001".. : 100-180 per account, sampled with a fixed
  seed per account from POOL after hygiene; type and importance drawn from
  the account's own core lists; created_at uniform over the window; ids
  assigned in chronological order.
* Background hygiene per account (reasons recorded in HYGIENE below):
  - one cluster per pool family (forced where a core fact decides it, else
    seeded), or the family dropped entirely;
  - statements tagged "active" dropped for mobility-limited accounts;
  - whole topics dropped where they contradict the life (office work for a
    retiree, a dorm student's "home", ...);
  - statements with listed words dropped (family, children, housing, job,
    climate, budget, diet, and every topic a probe asks about);
  - statements naming a place (PLACE_WORDS + EXTRA_PLACES) that appears in
    the account's core memories or non-abst probes;
  - statements containing any forbid keyword of the account's probes.

Probe conventions
-----------------
* id "p<n>-<kind>", n running over the whole set; `at` after REF and after
  every memory of the account; `forbid` always present (maybe []).
* para   one core fact asked in other words: <= 2 shared meaningful CJK
         characters (distinct; ignoring 的了我你是在有吗吧呢么什怎么样个一去要
         and the word 用户).
* task   realistic planning request; 2-4 core ids a careful planner weighs.
* direct the user asks about one fact in close words (>= 2 shared chars).
* abst   general question sharing a topic word (TOPIC, script-side) with a
         core fact; relevant [].
* expiry asked after a dated plan ended; relevant = what is still needed
         (maybe []); the plan's keyword in forbid.
* bg     one specific background statement asked in other words (<= 2
         shared chars); relevant = its single "b…" id.
Counts: para 42, task 24, direct 10, abst 20, expiry 10, bg 6 = 112,
9-10 per account.

Validations (every build and --check)
-------------------------------------
format shape per FORMAT.md; unique ids (accounts, memories, probes);
12 accounts / 11 user_ids / one twin pair in two tenants; 9-13 core ids
m01.. in order; importance range; created_at inside the window; relevant
ids exist and are core (bg probes: one background id that holds the target
statement); relevant plans not ended at probe time; kind counts and per
account 9-10; para overlap <= 2, direct >= 2, bg <= 2; task 2-4 ids; abst
topic word in the query and a core fact; forbid keywords absent from every
relevant memory and from every memory of the account that still applies at
probe time; expiry probes after their plan ended with a keyword of that
plan in forbid; every probe after all of its account's memories; background
count 100-180, ids b001.. in time order, type/importance from core lists,
statements from POOL and passing the account's hygiene; twin forbids on
every twin probe. --check also rebuilds and compares bytes.

Usage
-----
  python3 build_holdout7.py          # validate and write zh_retrieval_holdout7.json
  python3 build_holdout7.py --check  # validate the file on disk + byte-identical rebuild
"""

import argparse
import datetime as dt
import json
import random
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # leave no cache in the shared src folder
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = HERE / "zh_retrieval_holdout7.json"
NAME = "zh_retrieval_holdout7"
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 10, 20, 9, 0, tzinfo=TZ)
START = REF - dt.timedelta(days=365)
BG_END = REF - dt.timedelta(hours=1)
FUNC = set("的了我你是在有吗吧呢么什怎么样个一去要")
KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
TYPES = {"f": "fact", "p": "preference", "e": "event"}

# Places not in PLACE_WORDS that our accounts name (own list, typed by hand).
EXTRA_PLACES = [
    "海南", "大连", "松花江", "大理", "云南", "北海道", "张家界", "乐山", "四川",
    "喀纳斯", "乌鲁木齐", "新疆", "北疆", "佛山", "开平", "阳朔", "遵义", "贵州",
    "长沙", "新西兰", "南通", "包头", "额济纳", "阿尔山", "黄河", "万州", "吉隆坡",
    "马来西亚", "福建", "永春", "周口", "河南", "泰山", "渝中", "杭州", "长城",
]


def M(mid, t, imp, created, content, vu=None, end=None, src="user_stated"):
    """A core memory. vu: valid_until date written to the file; end: the
    plan's true last day kept only in the script (defaults to vu)."""
    return {"id": mid, "type": TYPES[t], "importance": imp, "created": created,
            "content": content, "vu": vu, "end": end or vu, "source": src}


def P(kind, at, query, rel=(), forbid=(), topic=None, expired=None, target=None):
    """A probe. topic: abst topic word; expired: id of the ended plan;
    target: the background statement a bg probe asks about."""
    return {"kind": kind, "at": at, "query": query, "rel": list(rel),
            "forbid": [list(g) for g in forbid], "topic": topic,
            "expired": expired, "target": target}


# ----------------------------------------------------------------- accounts
ACCOUNTS = []

# A01 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A01", user_id="u_chenjianguo", tenant="default", seed=70101,
    core=[
        M("m01", "f", 0.9, "2025-11-02 08:30", "用户叫陈建国，今年67岁，铁路局退休职工，住在哈尔滨道里区"),
        M("m02", "f", 0.7, "2025-11-02 08:34", "用户和老伴王秀兰同住，独生女儿在上海做会计"),
        M("m03", "f", 1.0, "2025-12-10 19:05", "用户患有2型糖尿病，每天早晚各打一次胰岛素"),
        M("m04", "f", 0.9, "2026-01-15 10:20", "用户去年做了右膝关节置换手术，走路超过一公里就得歇一歇"),
        M("m05", "f", 1.0, "2026-01-15 10:26", "用户对磺胺类药物过敏"),
        M("m06", "p", 0.6, "2026-02-20 16:40", "用户出门旅游喜欢跟团，不愿意自己做攻略"),
        M("m07", "p", 0.5, "2026-03-08 07:15", "用户每天早上去松花江边打太极拳"),
        M("m08", "p", 0.7, "2026-03-20 20:10", "用户一趟旅行的预算控制在人均五千元以内"),
        M("m09", "e", 0.8, "2026-04-12 18:45", "用户计划2026年7月带老伴去大连看海", vu="2026-07-31"),
        M("m10", "e", 0.8, "2026-08-30 21:00", "用户打算明年春节去上海女儿家过年", end="2027-02-21"),
        M("m11", "p", 0.8, "2026-05-06 12:30", "用户饮食上不碰甜食，主食以粗粮为主"),
        M("m12", "f", 0.6, "2026-06-18 09:50", "用户每年冬天都会犯老慢支，要咳嗽一两个月", src="inferred"),
    ],
    probes=[
        P("para", "10-20 19:10", "我那控糖的针一天得扎几回来着？", ["m03"]),
        P("para", "10-21 08:05", "我这条腿里换了个人工的零件，还能去爬泰山不", ["m04"]),
        P("para", "10-21 15:30", "大夫要给我开复方新诺明，这药我能吃不", ["m05"]),
        P("para", "10-22 20:45", "天一冷就咳个没完，这算啥病根", ["m12"]),
        P("task", "10-23 09:00", "帮我跟老伴找个十一月去海南的团，五六天那种", ["m03", "m04", "m06", "m08"]),
        P("task", "10-24 10:15", "过年去闺女那儿，帮我看看坐高铁还是飞机，路上咋安排", ["m10", "m04", "m03"]),
        P("direct", "10-25 07:40", "我每天早上去江边打的是啥拳来着", ["m07"]),
        P("abst", "10-25 16:20", "胰岛素开封以后常温能放多久？", topic="胰岛素"),
        P("expiry", "10-26 11:00", "入冬前想带老伴再出去看回海，有啥地儿推荐", ["m04", "m08"],
          forbid=[["大连"]], expired="m09"),
        P("bg", "10-27 21:10", "我平时爱听那种说学逗唱的，最喜欢哪位角儿？",
          target="用户爱听相声，尤其是郭德纲的"),
    ],
))

# A02 (twin, default tenant) ------------------------------------------------
TWIN_A = dict(name="林晓雯", city="厦门", allergen="芒果")
TWIN_B = dict(name="林晓东", city="成都", allergen="花生")
FORBID_B = [[TWIN_B["name"]], [TWIN_B["city"]], [TWIN_B["allergen"]]]
FORBID_A = [[TWIN_A["name"]], [TWIN_A["city"]], [TWIN_A["allergen"]]]

ACCOUNTS.append(dict(
    key="A02", user_id="u_linxiao", tenant="default", seed=70202, twin=TWIN_A,
    core=[
        M("m01", "f", 0.9, "2025-10-28 22:10", "用户叫林晓雯，29岁，在厦门一家互联网公司做UI设计"),
        M("m02", "f", 0.6, "2025-10-28 22:14", "用户单身，和一只叫布丁的柯基住在一起"),
        M("m03", "f", 1.0, "2025-12-03 13:20", "用户对芒果过敏，吃了嘴唇会肿"),
        M("m04", "p", 0.8, "2025-12-03 13:25", "用户吃素，但是吃鸡蛋和牛奶"),
        M("m05", "f", 0.9, "2026-01-22 18:00", "用户恐高，玻璃栈道和摩天轮都不敢上"),
        M("m06", "f", 0.7, "2026-02-14 01:30", "用户有偏头痛，熬夜或者睡不够就会发作"),
        M("m07", "p", 0.6, "2026-03-11 21:40", "用户旅行喜欢住有设计感的民宿，不喜欢连锁酒店"),
        M("m08", "p", 0.5, "2026-04-05 17:15", "用户周末常去海边拍胶片照片"),
        M("m09", "p", 0.7, "2026-05-19 20:05", "用户单次出游的预算一般在三千块左右"),
        M("m10", "e", 0.8, "2026-07-02 23:10", "用户计划2026年国庆和大学室友去云南大理玩", end="2026-10-07"),
        M("m11", "e", 0.8, "2026-08-21 12:40", "用户准备2026年12月去日本北海道看雪", vu="2026-12-31"),
        M("m12", "f", 0.4, "2026-09-09 19:30", "用户每年生日都会给自己买一束向日葵", src="inferred"),
    ],
    probes=[
        P("para", "10-20 12:15", "杨枝甘露我能喝吗", ["m03"], forbid=FORBID_B),
        P("para", "10-20 22:40", "去张家界那种悬在半空的透明步道，我这情况走得了吗", ["m05"], forbid=FORBID_B),
        P("para", "10-21 23:55", "最近赶稿天天通宵，脑袋一边一跳一跳地疼，是老毛病又犯了吗", ["m06"], forbid=FORBID_B),
        P("para", "10-22 12:30", "我算哪种吃斋的，蛋能碰不？", ["m04"], forbid=FORBID_B),
        P("task", "10-23 20:20", "下个月想去重庆耍三天，钱我心里有数，帮我排个行程，吃住玩都挑挑",
          ["m03", "m04", "m05", "m07"], forbid=FORBID_B),
        P("task", "10-24 21:00", "十二月去北海道那趟，帮我列个行程和要带的东西", ["m11", "m04", "m06"], forbid=FORBID_B),
        P("direct", "10-25 10:10", "我周末常去海边拍的是胶片还是数码照片来着", ["m08"], forbid=FORBID_B),
        P("abst", "10-26 14:00", "偏头痛和普通的头疼怎么区分？", forbid=FORBID_B, topic="偏头痛"),
        P("expiry", "10-27 19:45", "想再约室友出去玩一趟，最近有啥值得去的地方", ["m09"],
          forbid=[["大理", "云南"]] + FORBID_B, expired="m10"),
    ],
))

# A03 (twin, other tenant) --------------------------------------------------
ACCOUNTS.append(dict(
    key="A03", user_id="u_linxiao", tenant="jinjiang_clinic", seed=70303, twin=TWIN_B,
    core=[
        M("m01", "f", 0.9, "2025-11-15 21:00", "用户叫林晓东，41岁，在成都一所中学当体育老师"),
        M("m02", "f", 0.8, "2025-11-15 21:03", "用户已婚，有一对八岁的双胞胎儿子"),
        M("m03", "f", 1.0, "2025-12-20 18:30", "用户对花生严重过敏，随身带着肾上腺素笔"),
        M("m04", "f", 0.9, "2026-01-08 07:10", "用户有痛风，发作时脚趾关节肿得走不了路"),
        M("m05", "p", 0.6, "2026-02-02 12:20", "用户无辣不欢，每顿饭都要有辣椒"),
        M("m06", "p", 0.7, "2026-03-01 20:45", "用户喜欢自驾游，家里有一辆七座SUV"),
        M("m07", "p", 0.7, "2026-03-01 20:50", "用户全家出游的预算一般控制在一万元以内"),
        M("m08", "f", 0.6, "2026-04-18 15:00", "用户怕蛇，看到蛇的图片都会发抖"),
        M("m09", "e", 0.8, "2026-05-10 22:15", "用户计划2026年暑假带双胞胎去青海湖骑行", vu="2026-08-31"),
        M("m10", "e", 0.7, "2026-09-12 17:30", "用户要在2026年12月带学生去参加省中学生篮球联赛", vu="2026-12-31"),
        M("m11", "p", 0.5, "2026-06-06 08:00", "用户每周六早上带儿子去游泳"),
        M("m12", "f", 0.5, "2026-01-25 19:40", "用户每年寒假都会回乐山老家陪父母过年"),
    ],
    probes=[
        P("para", "10-20 13:00", "士力架那种巧克力棒我能吃不", ["m03"], forbid=FORBID_A),
        P("para", "10-21 02:10", "半夜大拇脚指头又红又烫，是我那个嘌呤高的毛病犯了？", ["m04"], forbid=FORBID_A),
        P("para", "10-21 18:30", "带娃逛动物园，爬行馆那块我是不是最好别进", ["m08"], forbid=FORBID_A),
        P("task", "10-22 21:15", "元旦想带一家人出去耍两天，帮我排个吃住行", ["m02", "m03", "m06", "m07"], forbid=FORBID_A),
        P("task", "10-23 18:00", "周末带老婆娃去吃泰国菜，点菜时我得注意啥", ["m03", "m04"], forbid=FORBID_A),
        P("direct", "10-24 20:30", "我每周六早上带儿子去干啥来着", ["m11"], forbid=FORBID_A),
        P("abst", "10-25 09:45", "痛风发作的时候冰敷有没有用", forbid=FORBID_A, topic="痛风"),
        P("abst", "10-26 13:20", "肾上腺素笔过期了还能用吗", forbid=FORBID_A, topic="肾上腺素"),
        P("expiry", "10-27 22:00", "明年暑假想带双胞胎出去骑车玩，哪儿合适", ["m02"],
          forbid=[["青海"]] + FORBID_A, expired="m09"),
    ],
))

# A04 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A04", user_id="u_ayiguli", tenant="default", seed=70404,
    core=[
        M("m01", "f", 0.9, "2025-10-30 20:00", "用户叫阿依古丽，34岁，维吾尔族，在乌鲁木齐一家医院当儿科医生"),
        M("m02", "p", 1.0, "2025-10-30 20:05", "用户只吃清真食品，不吃猪肉"),
        M("m03", "f", 1.0, "2026-05-28 21:30", "用户怀孕了，预产期是2027年1月中旬", end="2027-01-31"),
        M("m04", "f", 0.9, "2026-08-14 18:20", "用户孕期查出妊娠期糖尿病，在控制饮食"),
        M("m05", "f", 0.8, "2025-12-12 19:10", "用户的丈夫叫艾力，在物流公司上班，大女儿今年5岁"),
        M("m06", "f", 1.0, "2026-01-06 09:30", "用户对头孢类抗生素过敏"),
        M("m07", "p", 0.5, "2026-02-16 22:00", "用户喜欢弹都塔尔，每周末在家练一会儿"),
        M("m08", "e", 0.8, "2026-03-25 20:40", "用户计划2026年五一带女儿去喀纳斯", vu="2026-05-05"),
        M("m09", "e", 0.8, "2026-09-03 13:15", "用户2026年11月要去上海参加儿科学术会议", end="2026-11-30"),
        M("m10", "p", 0.6, "2026-04-22 21:50", "用户出远门尽量坐火车卧铺，不爱坐红眼航班"),
        M("m11", "f", 0.7, "2026-06-30 17:35", "用户晕车很厉害，坐大巴超过两小时就会吐"),
        M("m12", "p", 0.5, "2026-07-19 20:25", "用户一家出游预算一般在八千元左右", src="inferred"),
    ],
    probes=[
        P("para", "10-20 10:30", "同事给我拿了盒先锋霉素，我能吃吗", ["m06"]),
        P("para", "10-21 13:40", "OGTT没过那事儿，医生说要我怎么吃饭", ["m04"]),
        P("para", "10-22 08:15", "坐长途客车我扛得住不", ["m11"]),
        P("task", "10-22 22:30", "下个月去上海开会，帮我订下来回交通跟住的地方", ["m09", "m03", "m10", "m02"]),
        P("task", "10-23 12:00", "周末想带女儿出去吃顿好的，市里有啥推荐", ["m02", "m04", "m05"]),
        P("direct", "10-24 19:20", "我周末在家练的那个乐器叫啥", ["m07"]),
        P("abst", "10-25 11:50", "清真和哈拉尔认证是一回事吗", topic="清真"),
        P("abst", "10-26 15:05", "预产期是按末次月经算还是按B超算", topic="预产期"),
        P("expiry", "10-27 20:10", "想带闺女出去看看山看看湖，最近有啥合适的地方", ["m03", "m11"],
          forbid=[["喀纳斯"]], expired="m08"),
        P("bg", "10-28 09:25", "上回门禁卡弄丢了，重新做一张掏了多少钱来着",
          target="用户的工牌丢过一次，补办花了五十块"),
    ],
))

# A05 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A05", user_id="u_huangzhiqiang", tenant="default", seed=70505,
    core=[
        M("m01", "f", 0.9, "2025-11-08 23:30", "用户叫黄志强，46岁，佛山人，开大货车跑长途货运"),
        M("m02", "f", 0.8, "2025-11-08 23:34", "用户老婆在菜市场卖菜，两个孩子一个读高三一个读初一"),
        M("m03", "f", 1.0, "2025-12-28 06:40", "用户有睡眠呼吸暂停，晚上睡觉必须戴呼吸机"),
        M("m04", "f", 0.9, "2026-01-19 14:10", "用户腰椎间盘突出，久坐超过三个小时腰就受不了"),
        M("m05", "f", 1.0, "2026-02-10 19:50", "用户对虾蟹过敏，吃了会起风团"),
        M("m06", "p", 0.6, "2026-03-15 09:20", "用户爱喝早茶，每个礼拜天都跟家人去茶楼"),
        M("m07", "p", 0.5, "2026-04-02 22:45", "用户戒酒三年了，饭局上只喝茶", src="inferred"),
        M("m08", "p", 0.7, "2026-05-05 21:15", "用户旅游住宿只要干净就行，一晚不超过两百块"),
        M("m09", "e", 0.8, "2026-06-20 20:30", "用户计划2026年8月带大儿子去广州看中山大学的校园", vu="2026-08-31"),
        M("m10", "e", 0.8, "2026-09-18 22:00", "用户打算2026年12月带老婆去桂林阳朔玩几天", end="2026-12-31"),
        M("m11", "f", 0.7, "2026-07-07 18:25", "用户恐水，不会游泳，连坐船都紧张"),
        M("m12", "f", 0.4, "2026-04-04 08:00", "用户每年清明都要回开平老家拜山"),
    ],
    probes=[
        P("para", "10-20 23:10", "半夜打呼会憋气那个，医生管它叫啥来着", ["m03"]),
        P("para", "10-21 12:20", "大闸蟹季到了，我能跟着尝尝吗", ["m05"]),
        P("para", "10-22 16:45", "开车久了后腰那块又酸又麻，是我那个老毛病吧", ["m04"]),
        P("para", "10-23 21:30", "我这旱鸭子，上游艇出海扛得住吗", ["m11"]),
        P("task", "10-24 22:05", "十二月跟老婆去阳朔那趟，帮我排下行程跟住的", ["m10", "m11", "m08"]),
        P("task", "10-25 20:40", "这个礼拜天想带一家人去饮茶，帮我挑几样点心", ["m05", "m06", "m02"]),
        P("abst", "10-26 10:30", "呼吸机的管子和面罩多久换一次比较好", topic="呼吸机"),
        P("abst", "10-27 08:50", "广州早茶说的“一盅两件”是啥意思", topic="早茶"),
        P("expiry", "10-28 22:20", "老大明年高考，省内哪几所大学的工科比较好", ["m02"],
          forbid=[["中山大学"]], expired="m09"),
    ],
))

# A06 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A06", user_id="u_wangyutong", tenant="default", seed=70606,
    core=[
        M("m01", "f", 0.9, "2025-10-25 22:30", "用户叫王雨桐，20岁，贵州遵义人，在武汉读大二，学护理"),
        M("m02", "f", 0.9, "2025-11-20 08:10", "用户乳糖不耐受，喝牛奶就拉肚子"),
        M("m03", "f", 0.8, "2025-12-15 23:50", "用户有轻度抑郁，每两周去学校心理咨询中心一次"),
        M("m04", "p", 0.8, "2026-01-05 20:20", "用户每个月生活费一千八，出去玩能省则省"),
        M("m05", "f", 0.8, "2026-01-05 20:26", "用户有幽闭恐惧，不敢坐电梯，宿舍六楼都是走楼梯"),
        M("m06", "p", 0.6, "2026-03-02 21:00", "用户喜欢穷游，住青旅的多人间"),
        M("m07", "p", 0.4, "2026-03-28 00:40", "用户追国产动漫，最喜欢《时光代理人》"),
        M("m08", "e", 0.8, "2025-12-30 22:10", "用户计划2026年寒假回遵义前先去重庆找高中同学玩", vu="2026-02-15"),
        M("m09", "e", 0.7, "2026-09-10 19:30", "用户报名了2026年12月的英语四级考试", vu="2026-12-20"),
        M("m10", "f", 0.6, "2026-04-12 18:15", "用户是家里的独女，爸妈在遵义开小饭馆"),
        M("m11", "p", 0.5, "2026-09-16 22:45", "用户每周三晚上去学校街舞社练舞"),
        M("m12", "p", 0.4, "2026-05-20 12:10", "用户不吃香菜"),
    ],
    probes=[
        P("para", "10-20 14:20", "拿铁那种带奶的咖啡，我点了会不会出事", ["m02"]),
        P("para", "10-21 20:00", "酒店要是给我排到二十楼，我是不是得提前打招呼换低层", ["m05"]),
        P("para", "10-22 23:30", "最近又不想起床，啥都提不起劲，我之前那个情况该找谁聊聊", ["m03"]),
        P("task", "10-23 22:15", "下周末想跟室友去长沙两天一夜，帮我做个省钱攻略", ["m04", "m06", "m05", "m02"]),
        P("task", "10-24 21:40", "离四级不到两个月了，帮我排个复习计划，别跟社团活动撞了", ["m09", "m11"]),
        P("direct", "10-25 18:05", "我每周三晚上去学校练的啥来着", ["m11"]),
        P("abst", "10-26 16:30", "乳糖不耐受和牛奶过敏有啥区别", topic="乳糖"),
        P("expiry", "10-27 23:00", "寒假想约高中同学出去玩几天，去哪儿好", ["m04"],
          forbid=[["重庆"]], expired="m08"),
        P("bg", "10-28 13:35", "我那堆各处带回来的公交一卡通，大概攒了多少张",
          target="用户收集了好几个城市的地铁卡"),
    ],
))

# A07 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A07", user_id="u_zhanghuimin", tenant="default", seed=70707,
    core=[
        M("m01", "f", 0.9, "2025-11-01 22:00", "用户叫张慧敏，38岁，在上海一家律所做合伙人，已离婚"),
        M("m02", "f", 1.0, "2025-11-01 22:06", "用户的儿子乐乐9岁，有自闭症，对嘈杂环境特别敏感"),
        M("m03", "f", 1.0, "2025-12-09 20:15", "用户的儿子对鸡蛋过敏"),
        M("m04", "f", 0.8, "2026-01-13 07:20", "用户有甲状腺功能减退，每天早上空腹吃优甲乐"),
        M("m05", "p", 0.7, "2026-02-26 23:10", "用户带孩子旅行每次预算两万左右，酒店要安静的"),
        M("m06", "p", 0.6, "2026-03-30 22:40", "用户喜欢小众安静的海岛，不去人挤人的景点"),
        M("m07", "p", 0.6, "2026-04-16 21:30", "用户每周四晚上陪儿子去上感统训练课"),
        M("m08", "p", 0.4, "2026-05-23 10:00", "用户周末喜欢练普拉提"),
        M("m09", "e", 0.9, "2026-08-08 22:50", "用户计划2026年12月带儿子去新西兰过圣诞", vu="2026-12-31"),
        M("m10", "e", 0.7, "2026-09-27 21:20", "用户打算2027年春节带儿子回南通陪外婆过年", end="2027-02-20"),
        M("m11", "f", 0.6, "2026-06-11 20:05", "用户的前夫每个月第二个周末接儿子去住两天"),
        M("m12", "f", 0.7, "2026-07-03 19:45", "用户对猫毛过敏"),
    ],
    probes=[
        P("para", "10-20 21:30", "我家娃进商场一吵就捂耳朵尖叫，是他那个谱系的问题吧", ["m02"]),
        P("para", "10-21 22:10", "想给孩子烤个戚风当生日礼物，他能碰吗", ["m03"]),
        P("para", "10-22 07:05", "我脖子那个腺体分泌不够的毛病，药是不是得饭前吃", ["m04"]),
        P("para", "10-23 12:45", "娃他爸一般啥时候过来领孩子走", ["m11"]),
        P("task", "10-24 23:00", "圣诞带乐乐出国那趟，帮我订机票酒店顺便排排行程", ["m09", "m02", "m03", "m05"]),
        P("task", "10-25 11:30", "这周六想带儿子出去吃个饭，帮我找家合适的餐厅", ["m02", "m03"]),
        P("direct", "10-26 09:15", "我周末练的那个是瑜伽还是普拉提来着", ["m08"]),
        P("abst", "10-27 13:50", "自闭症是遗传的吗", topic="自闭症"),
        P("abst", "10-28 22:35", "甲状腺结节3类要不要做手术", topic="甲状腺"),
    ],
))

# A08 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A08", user_id="u_liweidong", tenant="default", seed=70808,
    core=[
        M("m01", "f", 0.9, "2025-10-22 19:40", "用户叫李卫东，55岁，在包头钢铁厂当设备工程师，明年退休"),
        M("m02", "f", 1.0, "2025-11-28 10:15", "用户前年装了两个心脏支架，一直在吃阿司匹林和他汀"),
        M("m03", "f", 0.9, "2025-11-28 10:20", "用户有高血压，每天早上自己量一次"),
        M("m04", "p", 0.8, "2026-01-10 12:00", "用户遵医嘱低盐低脂饮食，已经戒烟两年"),
        M("m05", "f", 0.7, "2026-02-08 20:30", "用户的老伴是小学老师，儿子在北京读博士"),
        M("m06", "p", 0.5, "2026-04-25 06:30", "用户周末常去黄河边钓鱼"),
        M("m07", "p", 0.7, "2026-05-16 21:10", "用户出门旅游喜欢自驾，开的是一辆十年的哈弗"),
        M("m08", "p", 0.6, "2026-05-16 21:15", "用户旅游预算人均不超过六千"),
        M("m09", "e", 0.8, "2026-07-26 22:00", "用户计划2026年国庆和老伴开车去额济纳看胡杨", end="2026-10-07"),
        M("m10", "e", 0.7, "2026-09-24 19:20", "用户打算2026年11月去北京看儿子", vu="2026-11-30"),
        M("m11", "f", 0.6, "2026-03-19 08:40", "用户对尘螨过敏，换季容易犯鼻炎"),
        M("m12", "f", 0.3, "2026-06-27 23:30", "用户睡觉打呼噜很响，老伴嫌吵跟他分房睡", src="inferred"),
    ],
    probes=[
        P("para", "10-20 20:20", "我这血管里放过东西的，还能玩过山车不", ["m02"]),
        P("para", "10-21 07:30", "一到春秋翻被褥我就喷嚏不停，是啥东西惹的", ["m11"]),
        P("para", "10-22 19:00", "烤羊排我还能吃不，大夫那边咋交代的", ["m04"]),
        P("task", "10-23 20:50", "下个月去北京看儿子，帮我安排下咋去、住哪", ["m10", "m05", "m02"]),
        P("task", "10-24 21:25", "想跟老伴开车去阿尔山转几天，帮我规划下路线和吃住", ["m02", "m04", "m07", "m08"]),
        P("direct", "10-25 08:10", "我周末常去黄河边钓的啥鱼来着", ["m06"]),
        P("abst", "10-26 10:45", "心脏支架一般能管多少年", topic="支架"),
        P("abst", "10-27 12:35", "阿司匹林为啥要饭后吃", topic="阿司匹林"),
        P("expiry", "10-28 19:55", "十一那趟回来了，最近还想开车出去转转，有啥推荐", ["m07", "m08"],
          forbid=[["额济纳", "胡杨"]], expired="m09"),
    ],
))

# A09 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A09", user_id="u_zhouzihan", tenant="default", seed=70909,
    core=[
        M("m01", "f", 0.9, "2025-11-11 23:45", "用户叫周子涵，27岁，在深圳南山做后端开发"),
        M("m02", "f", 1.0, "2025-11-11 23:50", "用户高中时车祸导致下肢瘫痪，出行靠轮椅"),
        M("m03", "p", 0.9, "2025-12-24 19:00", "用户是纯素食者，不吃任何动物制品，包括蛋奶和蜂蜜"),
        M("m04", "f", 0.9, "2026-01-30 13:30", "用户对猕猴桃过敏，吃了喉咙发痒"),
        M("m05", "p", 0.6, "2026-02-21 22:20", "用户旅行喜欢城市漫游、逛博物馆，不爱去山里"),
        M("m06", "p", 0.7, "2026-03-14 20:10", "用户一次旅行预算在一万元左右，愿意为无障碍房多花钱"),
        M("m07", "p", 0.5, "2026-04-11 18:00", "用户每周六下午打轮椅篮球"),
        M("m08", "e", 0.8, "2026-04-29 12:50", "用户计划2026年6月去香港看陈奕迅的演唱会", vu="2026-06-30"),
        M("m09", "e", 0.8, "2026-09-30 22:30", "用户准备2027年元旦跟女朋友去杭州跨年", end="2027-01-03"),
        M("m10", "f", 0.6, "2026-06-19 21:40", "用户和女朋友小雅同居，她是小学老师"),
        M("m11", "f", 0.6, "2026-07-22 01:15", "用户有失眠，睡前要吃褪黑素"),
        M("m12", "f", 0.4, "2026-08-05 20:00", "用户养了一只叫可乐的英短"),
    ],
    probes=[
        P("para", "10-20 22:50", "我腿动不了是因为啥来着，上学那会儿出的事？", ["m02"]),
        P("para", "10-21 19:35", "去吃火锅，牛油锅底我能点吗", ["m03"]),
        P("para", "10-22 12:05", "奇异果我能吃不", ["m04"]),
        P("para", "10-23 02:20", "晚上翻来覆去睡不着，我平常靠的那个小药片叫啥", ["m11"]),
        P("task", "10-24 22:40", "元旦跟小雅去杭州跨年，帮我订酒店排行程", ["m09", "m02", "m03", "m06"]),
        P("task", "10-25 17:10", "下周末想带女朋友在深圳找个地方约会，吃饭加逛逛", ["m02", "m03", "m05"]),
        P("direct", "10-26 12:25", "我每周六下午打的那个球叫啥", ["m07"]),
        P("abst", "10-27 00:40", "褪黑素长期吃会有依赖性吗", topic="褪黑素"),
        P("expiry", "10-27 21:50", "最近有啥演唱会值得去的，帮我留意下", ["m02"],
          forbid=[["香港", "陈奕迅"]], expired="m08"),
        P("bg", "10-28 23:05", "那个国产猴哥单机大作，我打穿几回了",
          target="用户把《黑神话：悟空》通关了两遍"),
    ],
))

# A10 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A10", user_id="u_guoxiuying", tenant="default", seed=71010,
    core=[
        M("m01", "f", 0.9, "2025-10-26 15:00", "用户叫郭秀英，76岁，纺织厂退休，住在重庆渝中区"),
        M("m02", "f", 0.8, "2025-10-26 15:05", "用户老伴前年走了，现在跟儿子儿媳和孙女一起住"),
        M("m03", "f", 1.0, "2025-12-05 10:30", "用户耳朵背，戴着助听器，打电话得开免提"),
        M("m04", "f", 0.9, "2026-01-20 16:10", "用户骨质疏松，去年摔了一跤手腕骨折过，上下楼要扶着"),
        M("m05", "f", 0.9, "2026-02-24 11:45", "用户有胃溃疡，医生不让吃辣"),
        M("m06", "f", 1.0, "2026-02-24 11:50", "用户对青霉素过敏"),
        M("m07", "p", 0.5, "2026-03-31 14:30", "用户每天下午在小区跟老姐妹打麻将"),
        M("m08", "p", 0.5, "2026-05-09 20:15", "用户喜欢看川剧，最爱变脸"),
        M("m09", "p", 0.7, "2026-06-14 09:40", "用户出门要儿子陪着，只坐高铁不坐飞机"),
        M("m10", "e", 0.8, "2026-09-06 10:20", "用户打算2026年11月回万州老家给老伴烧周年", vu="2026-11-30"),
        M("m11", "p", 0.4, "2026-08-02 15:55", "用户每年都给孙女织一件毛衣"),
    ],
    probes=[
        P("para", "10-20 16:40", "我左边塞的那个放大声音的小机器，多久换一回电池哦", ["m03"]),
        P("para", "10-21 18:10", "红汤火锅我还整得不", ["m05"]),
        P("para", "10-22 09:30", "我这骨头脆，跳坝坝舞要不要紧", ["m04"]),
        P("task", "10-23 10:00", "下个月回万州那趟，帮我看看咋个走，要带些啥", ["m10", "m09", "m04", "m03"]),
        P("task", "10-24 17:20", "儿子说周末带我出去吃饭，帮我挑个馆子", ["m05", "m04"]),
        P("direct", "10-25 20:00", "我最爱看的川剧绝活是啥", ["m08"]),
        P("abst", "10-26 09:05", "骨质疏松补钙吃啥钙片好", topic="骨质疏松"),
        P("abst", "10-27 15:15", "青霉素是哪个发明的", topic="青霉素"),
        P("bg", "10-28 10:40", "宝玉黛玉那本老书，我前前后后看过几遍",
          target="用户读过三遍《红楼梦》"),
    ],
))

# A11 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A11", user_id="u_tanmeiling", tenant="default", seed=71111,
    core=[
        M("m01", "f", 0.9, "2025-11-05 21:20", "用户叫陈美玲，58岁，马来西亚华人，在吉隆坡开一家杂货店"),
        M("m02", "f", 1.0, "2025-12-01 14:00", "用户对贝壳类海鲜过敏，吃了会喘不上气"),
        M("m03", "f", 0.9, "2025-12-01 14:05", "用户有哮喘，随身带着喷雾"),
        M("m04", "p", 0.6, "2026-01-18 07:30", "用户每逢初一十五吃斋"),
        M("m05", "f", 0.8, "2026-02-12 22:10", "用户的三个孩子都在新加坡工作，丈夫去年中风后行动不便"),
        M("m06", "p", 0.4, "2026-03-06 20:40", "用户讲福建话和粤语，普通话不太流利"),
        M("m07", "p", 0.7, "2026-03-06 20:45", "用户旅行预算大约一万令吉"),
        M("m08", "e", 0.8, "2026-02-25 21:00", "用户计划2026年清明节回福建永春祭祖", vu="2026-04-10"),
        M("m09", "e", 0.8, "2026-08-16 22:30", "用户打算2026年12月带丈夫去新加坡看孙子", end="2026-12-31"),
        M("m10", "p", 0.6, "2026-05-27 19:10", "用户怕冷，去旅行只挑暖和的地方"),
        M("m11", "f", 0.5, "2026-06-21 06:10", "用户每天早上六点起来开店，晚上九点关门"),
    ],
    probes=[
        P("para", "10-20 18:30", "生蚝扇贝那些我能吃吗", ["m02"]),
        P("para", "10-21 21:05", "我气管那个老毛病，口袋里那罐吸的药叫啥", ["m03"]),
        P("para", "10-22 06:30", "今天农历初一，我该吃啥", ["m04"]),
        P("para", "10-23 19:50", "零下的地方我受不受得了", ["m10"]),
        P("task", "10-24 20:15", "十二月去看孙子，帮我跟老公安排机票和住的地方", ["m09", "m05", "m07"]),
        P("task", "10-25 21:35", "明年三月想跟姐妹们去泰国玩五天，帮我规划吃住", ["m02", "m04", "m07", "m10"]),
        P("abst", "10-26 13:10", "哮喘病人能打流感疫苗吗", topic="哮喘"),
        P("abst", "10-27 10:25", "现在一令吉换多少人民币", topic="令吉"),
        P("expiry", "10-28 20:45", "明年想再回祖籍地走走，这回带老公一起，要注意啥", ["m05"],
          forbid=[["永春", "祭祖"]], expired="m08"),
        P("bg", "10-29 08:20", "来电那段音乐，我是不是一直用的老的",
          target="用户的手机铃声好多年没换过"),
    ],
))

# A12 ------------------------------------------------------------------------
ACCOUNTS.append(dict(
    key="A12", user_id="u_zhaolei", tenant="default", seed=71212,
    core=[
        M("m01", "f", 0.9, "2025-11-19 23:55", "用户叫赵磊，31岁，河南周口人，在北京朝阳区送外卖"),
        M("m02", "f", 0.8, "2025-11-19 23:58", "用户老婆和四岁的女儿留在老家，跟爷爷奶奶住"),
        M("m03", "f", 1.0, "2026-01-03 15:20", "用户有癫痫，每天吃丙戊酸钠控制，医生不让他长时间熬夜"),
        M("m04", "f", 0.8, "2026-03-22 11:10", "用户对花粉过敏，春天要戴口罩"),
        M("m05", "p", 0.6, "2026-04-08 13:40", "用户爱吃面食，一天不吃烩面就难受"),
        M("m06", "p", 0.8, "2026-05-12 22:50", "用户每个月能攒下五千块，出去玩最多花两千"),
        M("m07", "f", 0.7, "2026-06-02 14:30", "用户有恐狗症，小时候被狗咬过"),
        M("m08", "e", 0.8, "2026-08-19 23:20", "用户计划2026年中秋回周口陪女儿过节", end="2026-09-27"),
        M("m09", "e", 0.7, "2026-10-12 22:40", "用户打算2027年春节前把女儿接来北京玩几天", end="2027-02-05"),
        M("m10", "p", 0.5, "2026-07-14 21:00", "用户是河南建业的老球迷，每场比赛都在手机上看"),
        M("m11", "f", 0.6, "2026-09-01 23:10", "用户每天骑电动车跑十个小时左右，膝盖有点劳损", src="inferred"),
    ],
    probes=[
        P("para", "10-20 15:50", "我那个羊角风的药能不能跟感冒药一起吃", ["m03"]),
        P("para", "10-21 14:15", "开春柳絮杨絮一飞我就打喷嚏流鼻涕，是那个毛病不", ["m04"]),
        P("para", "10-22 15:25", "路上碰见汪星人我为啥腿发软", ["m07"]),
        P("task", "10-23 23:40", "春节前想把闺女接来北京耍几天，帮我安排下玩的地方和吃的", ["m09", "m06", "m02"]),
        P("task", "10-24 14:50", "下周休两天，想在北京周边找个地方散散心，别太贵", ["m06", "m07", "m03"]),
        P("direct", "10-25 22:55", "我当了多少年老球迷的那支河南球队叫啥", ["m10"]),
        P("abst", "10-26 15:40", "癫痫发作的时候旁边的人该咋帮忙", topic="癫痫"),
        P("abst", "10-27 16:05", "外卖骑手的保险是咋算的", topic="外卖"),
        P("expiry", "10-28 23:30", "想请假回趟老家看闺女，咋买票划算", ["m02", "m06"],
          forbid=[["中秋"]], expired="m08"),
    ],
))

# ------------------------------------------------------------------ hygiene
# Per account: dropped pool topics, forced family clusters (None = drop the
# family), whether "active" statements go, and dropped-word groups. Every
# entry carries its reason. Own places and forbid keywords are added
# automatically (see candidates()).
HYGIENE = {
    "A01": dict(
        topics={"work": "retired at 67; office life contradicts",
                "commute": "retired; no commute",
                "learning": "exam and course plans contradict a 67-year-old retiree",
                "tech": "developer/office gadgets unlike this retiree",
                "games": "console/mobile gaming history unlike this retiree"},
        clusters={"parents": ("drop", "a 67-year-old has no working/retiring parents"),
                  "housing": ("own", "long-time owner of a flat in 道里区"),
                  "variety": ("no", "talk-show statement would compete with the 相声 bg probe")},
        no_active="right knee replacement; cannot walk far",
        words=[("generations: grandparents/parents/young siblings/university contradict age 67",
                ["外婆", "爷爷", "父母", "弟弟", "堂弟", "大学", "读博", "大姨", "侄子"]),
               ("老慢支 para probe: cough/flu statements would look relevant", ["甲流", "流感", "咳"]),
               ("太极拳 direct probe: other slow exercise competes", ["八段锦", "瑜伽", "太极"]),
               ("diabetes diet: sweets", ["奶茶", "蛋糕", "糖"]),
               ("task to 海南: its capital", ["海口"]),
               ("knee: climbing/strenuous", ["马拉松", "跳绳", "爬", "羽毛球", "跑步"]),
               ("retired 67: company events, business trips, student/youth health", ["公司", "出差", "大三", "支教",
                                                                               "正畸", "长痘", "献血", "智齿"])]),
    "A02": dict(
        topics={},
        clusters={"pet": ("drop", "lives with her own corgi 布丁")},
        no_active=None,
        words=[("vegetarian (eggs and milk only)", ["鱼油", "钓鱼", "肉"]),
               ("film-photo direct probe: other photo statements compete", ["摄影", "照片"]),
               ("fear of heights para/task", ["索道", "十七楼", "爬黄山"]),
               ("job: UI designer", ["机械工程"]),
               ("migraine/sleep para", ["头痛", "熬夜", "十二点睡"])]),
    "A03": dict(
        topics={"work": "school PE teacher; office statements contradict"},
        clusters={"car": ("drop", "owns a seven-seat SUV (core)"),
                  "parents": ("retired", "parents live in 乐山 hometown")},
        no_active=None,
        words=[("swimming direct probe and basketball plan", ["游泳", "篮球"]),
               ("teacher for many years", ["教师资格证"]),
               ("gout diet", ["海鲜", "啤酒"]),
               ("snake phobia para", ["蛇", "爬行"]),
               ("school teacher: no company; age 41", ["公司", "在读大学"])]),
    "A04": dict(
        topics={},
        clusters={"commute": ("metro", "hospital shift worker, no bus (motion sickness)"),
                  "pet": ("fish", "pregnant: no cat/dog statements")},
        no_active="pregnant (second trimester): no strenuous-sport statements",
        words=[("pregnancy: statements untrue for a pregnant woman now",
                ["献血", "半程马拉松", "跳绳", "激光手术", "体重"]),
               ("halal diet", ["猪肉", "喝酒", "啤酒"]),
               ("gestational diabetes: sweets", ["奶茶", "蛋糕"]),
               ("hospital doctor: office-only statements", ["弹性打卡", "远程会议", "企业微信", "周报"]),
               ("motion sickness para (bus)", ["公交", "大巴"]),
               ("都塔尔 direct probe: other instruments compete", ["钢琴", "二胡", "尤克里里", "吉他"]),
               ("hospital pediatrician, not a company employee", ["公司", "需求", "客户", "年度预算", "机械工程"])]),
    "A05": dict(
        topics={"work": "truck driver; office statements contradict",
                "commute": "drives a truck for a living"},
        clusters={"car": ("drop", "professional driver; private-car statements confuse"),
                  "housing": ("own", "family home in 佛山")},
        no_active=None,
        words=[("shellfish allergy", ["虾", "蟹", "海鲜"]),
               ("quit drinking", ["酒吧", "喝酒", "啤酒"]),
               ("sleep-apnea para", ["午休", "打呼"]),
               ("fear of water para/task", ["游泳", "钓鱼", "索道", "船"]),
               ("dim-sum habit and task", ["早茶", "点心"]),
               ("lower-back para", ["颈椎", "腰"]),
               ("no university education", ["大学", "读博", "大三", "支教"]),
               ("truck driver: no business trips or office work; age 46", ["出差", "工作时", "在读大学"])]),
    "A06": dict(
        topics={"work": "full-time student; no job",
                "commute": "lives on campus",
                "finance": "funds, pensions and insurance contradict a 1800/month student",
                "home": "lives in a dorm; flat-owner statements contradict",
                "cooking": "dorm: no kitchen appliances",
                "plants": "dorm: no balcony garden"},
        clusters={"pet": ("drop", "no pets in the dorm"),
                  "mall": ("no", "only child: no sister to shop with"),
                  "car": ("none", "student without a car"),
                  "housing": ("drop", "lives in a dorm"),
                  "parents": ("drop", "parents run a restaurant in 遵义 (core)")},
        no_active=None,
        words=[("only child", ["弟弟", "妹妹", "姐姐", "表哥", "表姐", "堂弟"]),
               ("currently at university studying nursing", ["大学", "机械工程", "研究生", "教师资格证", "项目管理"]),
               ("lactose intolerance", ["酸奶", "牛奶", "奶茶", "拿铁"]),
               ("claustrophobia para", ["电梯", "十七楼"]),
               ("depression para", ["心理"]),
               ("budget 1800/month", ["两千元", "88VIP", "信用卡", "私教", "黑胶"]),
               ("student: no colleagues", ["同事", "公司", "领导", "年终奖"]),
               ("street-dance direct probe", ["广场舞", "跳舞", "街舞"]),
               ("second-year student: no business trips, not yet a third-year", ["出差", "大三", "支教"]),
               ("dorm student far from home: no flat, job or family evenings", ["业委会", "工作时", "全屋", "和家人一起"])]),
    "A07": dict(
        topics={},
        clusters={"pet": ("fish", "allergic to cat hair"),
                  "housing": ("own", "owns a flat in 上海")},
        no_active=None,
        words=[("cat-hair allergy", ["猫"]),
               ("son's egg allergy", ["鸡蛋", "蛋糕"]),
               ("hypothyroid daily pill para", ["甲状腺", "维生素"]),
               ("lawyer", ["机械工程"]),
               ("pilates direct probe", ["瑜伽", "普拉提"]),
               ("38-year-old law-firm partner", ["参加工作的第五年", "优秀员工", "转岗", "直属领导", "在读大学"])]),
    "A08": dict(
        topics={},
        clusters={"car": ("drop", "drives his own 哈弗 (core)"),
                  "parents": ("retired", "parents in their eighties")},
        no_active=None,
        words=[("home region 内蒙古", ["内蒙古", "草原"]),
               ("heart stents and hypertension", ["血压", "献血", "半程马拉松", "夜跑", "跳绳"]),
               ("fishing direct probe", ["钓"]),
               ("age 55, retiring next year", ["参加工作的第五年", "跳槽", "研究生", "外婆", "爷爷", "弟弟", "侄子"]),
               ("low-salt diet", ["盐"]),
               ("dust-mite para: cleaning/air statements compete", ["扫地机器人", "空气净化器", "大扫除"]),
               ("snoring", ["打呼"])]),
    "A09": dict(
        topics={},
        clusters={"pet": ("drop", "owns a British shorthair 可乐 (core)"),
                  "commute": ("metro", "wheelchair user: accessible metro"),
                  "car": ("drop", "car statements confuse wheelchair mobility"),
                  "housing": ("rent", "rents with his girlfriend")},
        no_active="paraplegic; uses a wheelchair",
        words=[("wheelchair: walking/running/riding/climbing", ["骑", "跑步", "爬", "步数", "足球队", "运动会",
                                                             "八段锦", "滑冰", "拉伸", "散步", "跳"]),
               ("vegan", ["酸奶", "鱼油", "钓鱼", "牛", "肉", "蜂蜜"]),
               ("kiwi allergy", ["猕猴桃", "奇异果", "水果"]),
               ("basketball direct probe", ["篮球"]),
               ("insomnia para", ["睡前", "十二点睡", "睡懒觉"]),
               ("own cat in core", ["猫"]),
               ("wheelchair: racket sports", ["羽毛球"])]),
    "A10": dict(
        topics={"work": "retired at 76", "commute": "retired", "learning": "exam plans contradict age 76",
                "games": "video games unlike this 76-year-old", "tech": "gadget statements unlike her"},
        clusters={"car": ("none", "does not drive"),
                  "housing": ("drop", "lives in her son's flat"),
                  "parents": ("drop", "a 76-year-old's parents are gone"),
                  "mobilegame": ("no", "no mobile games")},
        no_active="osteoporosis and a past wrist fracture",
        words=[("age 76, widowed", ["父母", "外婆", "爷爷", "奶奶", "弟弟", "堂弟", "大姨", "大学", "读博", "侄子", "结婚"]),
               ("hearing-aid para", ["耳机", "播客", "听力"]),
               ("mahjong habit in core", ["麻将"]),
               ("stomach ulcer", ["咖啡", "辣"]),
               ("osteoporosis para", ["扭伤", "骨"]),
               ("knits for granddaughter", ["织"]),
               ("Sichuan opera direct probe", ["相声"]),
               ("retired 76: company events, trips, youth health", ["公司", "出差", "大三", "支教", "羽毛球",
                                                                 "正畸", "长痘", "献血", "智齿", "跑步",
                                                                 "个人养老金", "重疾险"]),
               ("never flies (core m09): flights and overseas trips", ["飞机", "日本", "大阪", "首尔", "新加坡",
                                                                     "泰国", "香港"])]),
    "A11": dict(
        topics={"work": "runs her own grocery; office statements contradict",
                "commute": "lives above her shop"},
        clusters={"parents": ("drop", "parents of a 58-year-old not 'working/retiring'"),
                  "housing": ("own", "owns her shop-house")},
        no_active=None,
        words=[("Malaysian resident: PRC insurance/tax/pension", ["医保", "个人所得税", "养老金"]),
               ("tropical climate", ["夏天", "冬天", "滑冰", "雾凇"]),
               ("shellfish allergy", ["海鲜", "贝"]),
               ("first-and-fifteenth vegetarian days", ["素"]),
               ("age 58", ["外婆", "在读大学", "刚上小学"]),
               ("self-employed", ["公司", "同事", "领导", "年终奖"]),
               ("opens shop at 6", ["睡懒觉", "十二点睡"]),
               ("Malaysian shopkeeper of 58: PRC study/exam/P2P history", ["在职研究生", "教师资格证", "武汉", "支教",
                                                                         "P2P", "出差", "挂过很多次号",
                                                                         "读博", "爷爷", "工作时", "十七楼"])]),
    "A12": dict(
        topics={"work": "delivery rider; office statements contradict",
                "home": "lives in a shared rented room",
                "plants": "pollen allergy"},
        clusters={"car": ("none", "no car"), "pet": ("drop", "afraid of dogs, no pets"),
                  "commute": ("ebike", "rides an e-bike all day"), "parents": ("drop", "parents raise his daughter")},
        no_active=None,
        words=[("dog phobia", ["狗"]),
               ("pollen allergy", ["花粉", "插花", "花鸟"]),
               ("football-fan direct probe", ["足球", "球迷", "皇马"]),
               ("no office", ["公司", "同事", "领导", "年终奖", "工位", "会议"]),
               ("modest income", ["88VIP", "金条", "可转债", "黑胶", "私教"]),
               ("rider: no business trips, no office, shared room", ["出差", "工作时", "全屋"])]),
}

# ----------------------------------------------------------------- helpers


def ts(s):
    """'2026-03-08 07:15' or '10-21 08:05' (2026) -> aware datetime."""
    if len(s) == 11:
        s = "2026-" + s
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.isoformat(timespec="seconds")


def end_of(day):
    return dt.datetime.strptime(day, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)


def chars(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in FUNC}


def overlap(a, b):
    return len(chars(a) & chars(b))


def parse_pool():
    items, topic, mtype = [], None, None
    for line in POOL.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",")]
            line = line[close + 1:].strip()
        fams = dict(t.split(":", 1) for t in tags if ":" in t)
        items.append({"topic": topic, "type": mtype, "text": line, "fams": fams, "active": "active" in tags})
    return items


POOL_ITEMS = parse_pool()
POOL_BY_TEXT = {it["text"]: it for it in POOL_ITEMS}
FAMILIES = {}
for _it in POOL_ITEMS:
    for _f, _v in _it["fams"].items():
        FAMILIES.setdefault(_f, set()).add(_v)
ALL_PLACES = list(dict.fromkeys(list(PLACE_WORDS) + EXTRA_PLACES))


def own_places(acct):
    text = " ".join(m["content"] for m in acct["core"])
    text += " " + " ".join(p["query"] for p in acct["probes"] if p["kind"] != "abst")
    return sorted(w for w in ALL_PLACES if w in text)


def forbid_words(acct):
    return sorted({w for p in acct["probes"] for g in p["forbid"] for w in g})


def drop_words(acct):
    h = HYGIENE[acct["key"]]
    groups = [(r, list(ws)) for r, ws in h["words"]]
    groups.append(("places named in own facts / answered probes", own_places(acct)))
    groups.append(("forbid keywords of own probes", forbid_words(acct)))
    return groups


def cluster_choice(acct, rng):
    """family -> kept cluster value (None = whole family dropped)."""
    forced = HYGIENE[acct["key"]]["clusters"]
    choice = {}
    for fam in sorted(FAMILIES):
        if fam in forced:
            v = forced[fam][0]
            choice[fam] = None if v == "drop" else v
        else:
            choice[fam] = rng.choice(sorted(FAMILIES[fam]))
    return choice


def passes(acct, item, choice):
    h = HYGIENE[acct["key"]]
    if item["topic"] in h["topics"]:
        return False
    if item["active"] and h["no_active"]:
        return False
    for fam, v in item["fams"].items():
        if choice[fam] != v:
            return False
    for _, ws in drop_words(acct):
        if any(w in item["text"] for w in ws):
            return False
    return True


def background(acct):
    rng = random.Random(acct["seed"])
    choice = cluster_choice(acct, rng)
    cands = [it["text"] for it in POOL_ITEMS if passes(acct, it, choice)]
    target = next((p["target"] for p in acct["probes"] if p["kind"] == "bg"), None)
    n = rng.randint(100, 180)
    if len(cands) < n:
        raise SystemExit(f"{acct['key']}: only {len(cands)} background candidates for {n}")
    if target is not None:
        if target not in cands:
            raise SystemExit(f"{acct['key']}: bg target removed by hygiene: {target}")
        rest = [c for c in cands if c != target]
        picked = rng.sample(rest, n - 1)
        picked.insert(rng.randrange(n), target)
    else:
        picked = rng.sample(cands, n)
    types = [m["type"] for m in acct["core"]]
    imps = [m["importance"] for m in acct["core"]]
    span = int((BG_END - START).total_seconds())
    rows = []
    for text in picked:
        created = START + dt.timedelta(seconds=rng.randrange(span))
        rows.append((created, text, rng.choice(types), rng.choice(imps)))
    rows.sort(key=lambda r: (r[0], r[1]))
    out = []
    for i, (created, text, mtype, imp) in enumerate(rows, 1):
        out.append({"id": f"b{i:03d}", "content": text, "type": mtype, "importance": imp,
                    "created_at": iso(created), "source": "user_stated"})
    return out, choice


def build():
    users, n = [], 0
    for acct in ACCOUNTS:
        mems = []
        for m in acct["core"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"], "importance": m["importance"],
                 "created_at": iso(ts(m["created"]))}
            if m["vu"]:
                d["valid_until"] = iso(end_of(m["vu"]))
            d["source"] = m["source"]
            mems.append(d)
        bg, _ = background(acct)
        mems.extend(bg)
        probes = []
        for p in acct["probes"]:
            n += 1
            rel = p["rel"]
            if p["kind"] == "bg":
                rel = [b["id"] for b in bg if b["content"] == p["target"]]
            probes.append({"id": f"p{n}-{p['kind']}", "at": iso(ts(p["at"])), "query": p["query"],
                           "relevant": rel, "forbid": p["forbid"]})
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant"], "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": NAME, "users": users}


def dumps(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# -------------------------------------------------------------- validation


def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if set(data) != {"format", "name", "users"} or data.get("format") != "memory-eval/v1":
        err("top level must be exactly format/name/users with format memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data.get("name"):
        err("name must be a non-empty string")
    users = data.get("users", [])
    if len(users) != len(ACCOUNTS) or len(users) != 12:
        err(f"expected 12 accounts, found {len(users)}")
        return errs
    pairs = [(u.get("user_id"), u.get("tenant_id")) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id)")
    uids = [u.get("user_id") for u in users]
    if len(set(uids)) != 11:
        err(f"expected 11 distinct user_ids, found {len(set(uids))}")
    shared = [x for x in set(uids) if uids.count(x) == 2]
    if len(shared) != 1:
        err("exactly one user_id must be shared by two accounts")
    else:
        tens = [u["tenant_id"] for u in users if u["user_id"] == shared[0]]
        if len(set(tens)) != 2:
            err("twin accounts must be in two different tenants")

    kinds_total = {k: 0 for k in KINDS}
    probe_ids = set()
    twins = [a for a in ACCOUNTS if "twin" in a]
    for acct, u in zip(ACCOUNTS, users):
        tag = acct["key"]
        if set(u) != {"user_id", "tenant_id", "memories", "probes"}:
            err(f"{tag}: user keys {sorted(u)}")
        if (u["user_id"], u["tenant_id"]) != (acct["user_id"], acct["tenant"]):
            err(f"{tag}: account order/ids differ from the script")
        mems = u["memories"]
        byid = {}
        for m in mems:
            keys = set(m)
            if not {"id", "content", "type", "importance", "created_at", "source"} <= keys or \
                    keys - {"id", "content", "type", "importance", "created_at", "source", "valid_until"}:
                err(f"{tag}: memory keys {sorted(keys)}")
                continue
            if m["id"] in byid:
                err(f"{tag}: duplicate memory id {m['id']}")
            byid[m["id"]] = m
            if m["type"] not in ("fact", "preference", "event"):
                err(f"{tag}/{m['id']}: bad type {m['type']}")
            if not (isinstance(m["importance"], float) and 0.3 <= m["importance"] <= 1.0):
                err(f"{tag}/{m['id']}: importance {m['importance']}")
            c = dt.datetime.fromisoformat(m["created_at"])
            if not (START <= c < REF) or not m["created_at"].endswith("+08:00"):
                err(f"{tag}/{m['id']}: created_at {m['created_at']} outside window")
            if "valid_until" in m:
                dt.datetime.fromisoformat(m["valid_until"])
            if not isinstance(m["content"], str) or not m["content"].startswith("用户"):
                err(f"{tag}/{m['id']}: content must be a third-person statement")
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err(f"{tag}: memory ids must start with m or b")
        if not 9 <= len(core) <= 13 or [m["id"] for m in core] != [f"m{i:02d}" for i in range(1, len(core) + 1)]:
            err(f"{tag}: core ids must be m01..m{len(core):02d} (9-13)")
        if [m["id"] for m in bg] != [f"b{i:03d}" for i in range(1, len(bg) + 1)]:
            err(f"{tag}: background ids must be b001.. in order")
        if not 100 <= len(bg) <= 180:
            err(f"{tag}: {len(bg)} background memories (want 100-180)")
        if [m["created_at"] for m in bg] != sorted(m["created_at"] for m in bg):
            err(f"{tag}: background not in time order")
        # script-side metadata must match the file
        meta = {m["id"]: m for m in acct["core"]}
        for m in core:
            sm = meta.get(m["id"])
            if sm is None or sm["content"] != m["content"]:
                err(f"{tag}/{m['id']}: differs from the script")
        if sum(1 for m in core if m["source"] == "user_stated") * 2 <= len(core):
            err(f"{tag}: source must be mostly user_stated")
        ends = {mid: (end_of(sm["end"]) if sm["end"] else None) for mid, sm in meta.items()}
        # background hygiene
        rng_choice = cluster_choice(acct, random.Random(acct["seed"]))
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        groups = drop_words(acct)
        for b in bg:
            item = POOL_BY_TEXT.get(b["content"])
            if item is None:
                err(f"{tag}/{b['id']}: not a POOL statement")
                continue
            if not passes(acct, item, rng_choice):
                hit = [r for r, ws in groups if any(w in b["content"] for w in ws)]
                err(f"{tag}/{b['id']}: fails hygiene {hit or item['topic']}: {b['content']}")
            if b["type"] not in core_types or b["importance"] not in core_imps:
                err(f"{tag}/{b['id']}: type/importance not drawn from core lists")
        if len({b["content"] for b in bg}) != len(bg):
            err(f"{tag}: duplicate background statements")
        last = max(dt.datetime.fromisoformat(m["created_at"]) for m in mems)
        # probes
        counts = {k: 0 for k in KINDS}
        if len(u["probes"]) != len(acct["probes"]):
            err(f"{tag}: probe count differs from the script")
        for p, sp in zip(u["probes"], acct["probes"]):
            pid = p.get("id", "?")
            if set(p) != {"id", "at", "query", "relevant", "forbid"}:
                err(f"{pid}: probe keys {sorted(p)}")
                continue
            if pid in probe_ids:
                err(f"{pid}: duplicate probe id")
            probe_ids.add(pid)
            kind = pid.split("-", 1)[1] if "-" in pid else None
            if kind not in KINDS or kind != sp["kind"] or not pid[1:].split("-")[0].isdigit():
                err(f"{pid}: bad id/kind")
                continue
            counts[kind] += 1
            at = dt.datetime.fromisoformat(p["at"])
            if at <= last:
                err(f"{pid}: asked before the account's last memory")
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{pid}: empty query")
            if not all(isinstance(g, list) and g and all(isinstance(w, str) and w for w in g) for g in p["forbid"]):
                err(f"{pid}: forbid must be a list of non-empty keyword lists")
            rel = p["relevant"]
            if len(set(rel)) != len(rel) or any(r not in byid for r in rel):
                err(f"{pid}: relevant ids missing or duplicated {rel}")
                continue
            if kind == "bg":
                if len(rel) != 1 or not rel[0].startswith("b") or byid[rel[0]]["content"] != sp["target"]:
                    err(f"{pid}: bg probe must name the one background id of its target")
                elif overlap(p["query"], sp["target"]) > 2:
                    err(f"{pid}: bg overlap {overlap(p['query'], sp['target'])} > 2")
            elif any(not r.startswith("m") for r in rel):
                err(f"{pid}: relevant must be core ids")
            for r in rel:
                if r.startswith("m") and ends[r] is not None and ends[r] <= at:
                    err(f"{pid}: relevant plan {r} has ended at probe time")
            if kind == "para":
                if len(rel) != 1:
                    err(f"{pid}: para needs exactly one fact")
                else:
                    ov = overlap(p["query"], byid[rel[0]]["content"])
                    if ov > 2:
                        err(f"{pid}: para overlap {ov} > 2 ({sorted(chars(p['query']) & chars(byid[rel[0]]['content']))})")
            if kind == "direct":
                if len(rel) != 1:
                    err(f"{pid}: direct needs exactly one fact")
                elif overlap(p["query"], byid[rel[0]]["content"]) < 2:
                    err(f"{pid}: direct overlap < 2")
            if kind == "task" and not 2 <= len(rel) <= 4:
                err(f"{pid}: task needs 2-4 ids")
            if kind == "abst":
                t = sp["topic"]
                if rel or not t or t not in p["query"] or not any(t in m["content"] for m in core):
                    err(f"{pid}: abst must have relevant [] and share topic word {t!r} with a core fact")
            if kind == "expiry":
                e = sp["expired"]
                if e not in ends or ends[e] is None or ends[e] >= at:
                    err(f"{pid}: expiry plan {e} has not ended by {p['at']}")
                elif not any(w in byid[e]["content"] for g in p["forbid"] for w in g):
                    err(f"{pid}: expiry forbid lacks a keyword of plan {e}")
            # forbid keywords: never in relevant memories nor in memories still applying
            for g in p["forbid"]:
                for w in g:
                    for m in mems:
                        applies = m["id"].startswith("b") or ends[m["id"]] is None or ends[m["id"]] > at
                        if w.lower() in m["content"].lower() and (applies or m["id"] in rel):
                            err(f"{pid}: forbid {w!r} found in {m['id']} which applies at probe time")
            if "twin" in acct:
                other = next(a for a in twins if a is not acct)["twin"]
                flat = {w for g in p["forbid"] for w in g}
                for w in (other["name"], other["city"], other["allergen"]):
                    if w not in flat:
                        err(f"{pid}: twin forbid {w!r} missing")
        if not 9 <= len(u["probes"]) <= 10:
            err(f"{tag}: {len(u['probes'])} probes (want 9-10)")
        for k in KINDS:
            kinds_total[k] += counts[k]
    if "twin" in ACCOUNTS[1] and twins:
        for a in twins:
            own = " ".join(m["content"] for m in a["core"])
            mine, other = a["twin"], next(x for x in twins if x is not a)["twin"]
            if not all(mine[k] in own for k in mine) or any(other[k] in own for k in other):
                err(f"{a['key']}: twin name/city/allergen must be own and conflict with the other twin")
    if kinds_total != KINDS:
        err(f"kind counts {kinds_total} != {KINDS}")
    if sum(kinds_total.values()) != 112:
        err("expected 112 probes")
    return errs


def report(errs):
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errs)} validation error(s)", file=sys.stderr)
        sys.exit(1)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the file on disk and a byte-identical rebuild")
    args = ap.parse_args()
    data = build()
    text = dumps(data)
    if args.check:
        if not OUT.exists():
            print(f"ERROR: {OUT} does not exist; run without --check first", file=sys.stderr)
            sys.exit(1)
        disk = OUT.read_bytes()
        try:
            on_disk = json.loads(disk.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            print(f"ERROR: {OUT} is not valid UTF-8 JSON: {e}", file=sys.stderr)
            sys.exit(1)
        report(validate(on_disk))
        if disk != text.encode("utf-8"):
            print("ERROR: rebuild is not byte-identical to the file on disk", file=sys.stderr)
            sys.exit(1)
        print(f"OK: {OUT.name} valid and byte-identical to a rebuild")
        return
    report(validate(data))
    OUT.write_text(text, encoding="utf-8")
    users = data["users"]
    nc = sum(1 for u in users for m in u["memories"] if m["id"].startswith("m"))
    nb = sum(1 for u in users for m in u["memories"] if m["id"].startswith("b"))
    npb = sum(len(u["probes"]) for u in users)
    print(f"wrote {OUT.name}: {len(users)} accounts, {nc} core + {nb} background memories, {npb} probes")


if __name__ == "__main__":
    main()
