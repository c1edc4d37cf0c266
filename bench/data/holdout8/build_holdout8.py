#!/usr/bin/env python3
"""Build the hand-made Chinese retrieval set "holdout8" (memory-eval/v1, track R).

How it was written
------------------
Written blind, by hand, for a HELD-OUT evaluation. The author read exactly two
project files: /work/shared/eval/FORMAT.md (the format) and
/work/main/bench/data/src/background_pool.py (the background pool, imported
here at build time, never copied). Nothing else under /work was opened, listed
or searched, no engine or evaluator was run, and the only program executed was
this script itself.

Theme
-----
A cross-section of Chinese-speaking users across ages (20 to 67), regions
(Harbin, Chengdu, Shenyang, Xiamen, Nanjing, Wuhan, rural Guizhou, Changsha,
Hangzhou, Shijiazhuang, Hong Kong, Dali), occupations and family situations,
with everyday conditions (allergies, halal / vegan / gluten-free diets,
diabetes, gout, hypertension, paraplegia, deafness, pregnancy, sleep apnoea,
depression, phobias) and dated plans of which some have ended by probe time.

Accounts
--------
| id  | user_id          | tenant         | who                                                        |
|-----|------------------|----------------|------------------------------------------------------------|
| A01 | u_zhaoguihua     | default        | 赵桂华, 67, retired textile worker in Harbin, diabetic, knee replacement |
| A02 | u_xiaolin        | default        | 林晓雯, 29, UI designer in Chengdu, severe peanut allergy (twin id)   |
| A03 | u_xiaolin        | shenyang_fleet | 林晓峰, 34, ride-hailing night driver in Shenyang, mango allergy, gout (twin id) |
| A04 | u_chenmeiling    | default        | 陈美玲, 33, kindergarten teacher in Xiamen, pregnant, shellfish allergy |
| A05 | u_zhouqihang     | default        | 周启航, 41, programmer in Nanjing, wheelchair user, lactose intolerant |
| A06 | u_mayiming       | default        | 马一鸣, 20, Hui student from Lanzhou in Wuhan, halal, fear of heights |
| A07 | u_yangchunsheng  | default        | 杨春生, 52, tea farmer in Meitan (Guizhou), hypertension, will not fly |
| A08 | u_hejing         | default        | 何静, 36, single-mother nurse in Changsha, son with asthma        |
| A09 | u_sunyue         | default        | 孙悦, 27, deaf e-commerce designer in Hangzhou, vegan, alcohol allergy |
| A10 | u_hanlijun       | default        | 韩立军, 45, long-haul truck driver from Shijiazhuang, sleep apnoea |
| A11 | u_liangyongshi   | default        | 梁咏诗, 44, Hong Kong accountant working in Shenzhen, coeliac, claustrophobic |
| A12 | u_zhengyu        | default        | 郑宇, 39, remote translator in Dali, depression on sertraline, cat allergy |

A02 and A03 share user_id "u_xiaolin" in two tenants; they are different
people (name 林晓雯/林晓峰, city 成都/沈阳, allergen 花生/芒果) and every probe of
either lists the other's name, city and allergen in `forbid`.

Memory conventions
------------------
REF = 2026-06-20T12:00:00+08:00; every memory's created_at lies in the 12
months before REF (ISO 8601, +08:00). Core memories m01..m13 (9-13 per
account) are natural third-person statements, type fact / preference, with
importance 0.4-1.0 and source "user_stated". Dated plans either carry
`valid_until` or leave the date in the wording only (五一, 端午, 国庆, 清明,
"2026年9月"...). The script keeps, for validation only, the day each plan
ends (`ends`); it is not written to the JSON. Durable facts with time words
(今年67岁, 每年冬天, 每周三晚上, 每半年, 从2026年1月开始...) have no end.
Background memories b001.. (100-180 per account) are sampled from POOL with a
seed per account; type and importance are drawn from that account's own core
lists, created_at uniform over the window. One cluster per tag family is
kept. Exclusion groups (each with its reason, see GLOBAL_DROPS and the
per-account `drops`) remove whole topics, tag families and statements with
listed words; statements naming a place found in the account's core memories
or non-abstention probes, and statements containing any of the account's
forbid keywords, are dropped too.

Probe conventions
-----------------
Ids are "p<n>-<kind>", numbered over the whole set. All probes are asked
after REF (2026-06-22 .. 2026-07-01), i.e. after all of their user's memories.
  para   one stored fact asked obliquely; shares <= 2 meaningful CJK characters
  task   a planning request; relevant = 2-4 core memories a planner must weigh
  direct the user asks about a fact in close words (>= 2 shared characters)
  abst   a general question sharing a topic word with a core fact; relevant []
  expiry asked after a dated plan ended; the plan's keywords are forbidden
  bg     targets one specific background memory (relevant = that single b id)
Counts: para 42, task 24, direct 10, abst 20, expiry 10, bg 6 (112 probes,
9-10 per account).

Validations (every build and --check)
-------------------------------------
format shape per FORMAT.md; unique user/tenant pairs, memory ids and probe
ids; relevant ids exist and are core (bg: one background id); plans marked
relevant have not ended at probe time; kind counts and per-account counts;
task relevance size 2-4; para overlap <= 2 and direct overlap >= 2 (shared
CJK characters without 的了我你是在有吗吧呢么什怎么样个一去要 and 用户); abst
topic word present in the query and in a core fact; forbid keywords absent
from relevant memories and from every memory of the account still applying at
probe time; expiry probes after their plan ended and forbidding its keyword;
every probe after all of its user's memories; created_at inside the window;
background counts, ids, types, sources and hygiene (re-checked statement by
statement); twin forbids present; --check also requires a byte-identical
rebuild.

Usage
-----
    python3 build_holdout8.py           # writes zh_retrieval_holdout8.json
    python3 build_holdout8.py --check   # validates the file and the rebuild
"""
import json
import os
import random
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

NAME = "zh_retrieval_holdout8"
OUT = os.path.join(HERE, NAME + ".json")
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 20, 12, 0, 0, tzinfo=TZ)
WINDOW_START = datetime(2025, 6, 20, 12, 0, 0, tzinfo=TZ)
SEED = "holdout8-v1"
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
FUNCTION_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")

# Places used in this set that PLACE_WORDS does not list; together they decide
# which background statements name a place of the account.
EXTRA_PLACES = [
    "哈尔滨", "海南", "大连", "成都", "眉山", "伊犁", "新疆", "万宁", "沈阳", "丹东", "浑河",
    "厦门", "台北", "台湾", "武夷山", "南京", "苏州", "兰州", "武汉", "张家界", "凤凰",
    "湘西", "西安", "贵州", "湄潭", "东莞", "普洱", "长沙", "湘潭", "橘子洲", "洞庭湖",
    "北京", "大理", "沙溪", "千岛湖", "武功山", "云南", "石家庄", "青岛", "广州", "香港",
    "深圳", "沙田", "北海道", "垦丁", "迪士尼", "麦理浩径", "洛阳", "菲律宾", "锡亚高",
    "川西", "杭州", "上海", "三亚", "日本",
]


def M(mid, mtype, imp, created, content, vu=None, ends=None):
    """A core memory. created 'YYYY-MM-DD HH:MM'; vu / ends 'YYYY-MM-DD'."""
    return {"id": mid, "type": mtype, "importance": imp, "created": created,
            "content": content, "vu": vu, "ends": ends or vu}


def P(kind, at, query, relevant, forbid=(), topic=None, plan=None, target=None):
    """A probe. at 'MM-DD HH:MM' in 2026; forbid: list of keyword lists."""
    return {"kind": kind, "at": at, "query": query, "relevant": list(relevant),
            "forbid": [list(f) for f in forbid], "topic": topic, "plan": plan,
            "target": target}


def D(reason, topics=(), families=(), tags=(), words=()):
    """An exclusion group for background hygiene."""
    return {"reason": reason, "topics": list(topics), "families": list(families),
            "tags": list(tags), "words": list(words)}


JOB_WORDS = ["公司", "同事", "工位", "加班", "领导", "周报", "述职", "绩效", "出差", "上班",
             "会议", "例会", "实习生", "年会", "转岗", "跳槽", "打卡", "工作"]
SLEEP_WORDS = ["睡", "起床", "闹钟", "熬夜"]
MOBILITY_WORDS = ["马拉松", "跑步", "夜跑", "搬"]

GLOBAL_DROPS = [
    D("family: every account has core facts about parents, spouse, children or siblings; "
      "pool relatives (retired parents, a brother at college, grandma aged 90) would add or contradict relatives",
      topics=["family"], words=["父母", "爷爷", "奶奶", "外婆", "表姐", "表哥", "舅舅", "叔叔", "姐姐", "弟弟", "妹妹"]),
    D("children and marriage: core facts state who has children / is single; lines about kids, weddings and nephews compete",
      words=["孩子", "小孩", "儿子", "女儿", "侄子", "宝宝", "结婚", "婚礼"]),
    D("gender and spouse: core identities fix gender and partners; no pool line may name a partner",
      words=["老公", "老婆", "丈夫", "妻子", "男朋友", "女朋友"]),
    D("housing: several accounts rent, share or pay a mortgage; the rent/own clusters would contradict them",
      families=["housing"]),
    D("budget: every account has a core budget fact; money amounts and spending lines compete with budget probes",
      topics=["finance"], words=["预算", "花销", "房租", "房贷", "收入", "块", "元", "工资"]),
    D("diet and drinks: every account has diet or allergy facts (halal, vegan, gluten-free, lactose, alcohol); "
      "food and drink lines would compete with diet probes or contradict them",
      topics=["cooking"], words=["咖啡", "豆浆", "鱼油", "酸奶", "面包", "饺子", "茶", "水果", "喝", "吃",
                                 "菜", "美食", "外卖", "便当", "下厨", "饭"]),
    D("health: every account has core conditions (diabetes, gout, anaemia, thyroid...); pool health lines "
      "(blood pressure normal, anaemia, vaccines, eyesight) would contradict them or answer health probes",
      topics=["health"], words=["体检", "医保", "血压", "过敏"]),
    D("climate: weather lines compete with season questions (候鸟, 猫冬, 春茶季)",
      words=["天气", "特别热", "冬天", "夏天"]),
    D("education and age: core identities fix schooling and age (a farmer with primary school, a student, "
      "retirees); college and career-year lines contradict them",
      words=["大学", "专业", "毕业", "研究生", "读博", "大三", "第五年", "十年"]),
]

# ---------------------------------------------------------------------------
# Accounts: every core memory and probe is typed by hand below.
# ---------------------------------------------------------------------------
ACCOUNTS = [
    {
        "key": "A01", "user_id": "u_zhaoguihua", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-03 09:12", "用户叫赵桂华，今年67岁，是从哈尔滨纺织厂退休的女工"),
            M("m02", "fact", 0.7, "2025-07-03 09:15", "用户和老伴住在哈尔滨道里区，独生女儿一家在上海工作"),
            M("m03", "fact", 1.0, "2025-08-11 19:40", "用户患2型糖尿病多年，每天早晚各打一次胰岛素"),
            M("m04", "fact", 0.9, "2025-08-11 19:42", "用户前年做了右膝关节置换手术，走路不能太久，上下楼梯吃力"),
            M("m05", "preference", 0.7, "2025-10-20 15:03", "用户每年冬天都去海南当候鸟，在三亚租房住到开春"),
            M("m06", "fact", 0.8, "2026-05-28 10:21", "用户计划2026年11月中旬和老伴飞三亚过冬，住到2027年3月",
              vu="2027-03-31"),
            M("m07", "fact", 0.6, "2026-03-09 20:05", "用户打算2026年五一去上海给外孙过六岁生日", ends="2026-05-05"),
            M("m08", "preference", 0.6, "2025-12-02 11:30", "用户饮食清淡，不吃辣，主食以杂粮为主"),
            M("m09", "fact", 0.9, "2025-09-17 08:50", "用户对磺胺类药物过敏"),
            M("m10", "preference", 0.5, "2026-01-14 16:22", "用户在老年大学学唱京剧，每周二、周四上午上课"),
            M("m11", "fact", 0.7, "2026-02-25 18:10", "用户退休金每月四千出头，出门旅行一天的花销想控制在三百元以内"),
            M("m12", "preference", 0.5, "2026-04-16 21:00", "用户坐飞机容易耳朵疼，喜欢选靠过道的座位方便起身"),
        ],
        "probes": [
            P("para", "06-22 09:30", "我血糖高那老毛病，往后是不是离不开扎针了", ["m03"]),
            P("para", "06-23 10:15", "医生给开了复方新诺明，我能吃不？", ["m09"]),
            P("para", "06-24 16:40", "我这腿里装了人工的零件，过安检会不会响啊", ["m04"]),
            P("para", "06-25 08:20", "天一冷我一般猫到哪儿躲着去？", ["m05"]),
            P("task", "06-26 14:00", "下个月想跟老伴去大连看海玩三天，吃住行帮我都琢磨一下",
              ["m03", "m04", "m08", "m11"]),
            P("task", "06-27 19:30", "今年去三亚猫冬的机票跟那边房子，帮我提前规划规划",
              ["m06", "m12", "m04", "m11"]),
            P("direct", "06-28 10:00", "我膝关节置换完了还能爬楼梯不", ["m04"]),
            P("abst", "06-29 15:00", "胰岛素是哪个国家的人发明的？", [], topic="胰岛素"),
            P("abst", "06-30 09:00", "京剧里生旦净末丑都是啥意思", [], topic="京剧"),
            P("expiry", "06-25 20:00", "我最近有啥要出远门的安排没？帮我理理", ["m06"],
              forbid=[["五一"], ["外孙"]], plan="m07"),
        ],
        "drops": [
            D("job: retired; office, commute and colleague lines contradict her", topics=["work", "commute"],
              words=JOB_WORDS),
            D("mobility: knee replacement; sporty lines contradict her", tags=["active"], words=MOBILITY_WORDS),
            D("age and lifestyle: a 67-year-old retiree; gaming, certificate and car lines do not fit",
              topics=["games", "learning", "car"]),
            D("she sings Peking opera (京剧 probe); singing and opera lines compete", words=["唱", "相声", "京剧"]),
        ],
    },
    {
        "key": "A02", "user_id": "u_xiaolin", "tenant": "default",
        "twin": {"name": "林晓雯", "city": "成都", "allergen": "花生"},
        "core": [
            M("m01", "fact", 0.8, "2025-06-28 21:10", "用户叫林晓雯，女，29岁，在成都高新区做UI设计师"),
            M("m02", "fact", 0.6, "2025-07-19 13:25", "用户一个人在成都租房住，养了一只布偶猫叫汤圆"),
            M("m03", "fact", 1.0, "2025-08-02 12:00", "用户对花生严重过敏，随身带着肾上腺素笔"),
            M("m04", "fact", 0.7, "2025-09-06 17:45", "用户不会游泳，特别怕深水"),
            M("m05", "preference", 0.6, "2025-10-11 20:30", "用户无辣不欢，最爱吃火锅和串串"),
            M("m06", "fact", 0.8, "2025-11-23 23:40", "用户有偏头痛，熬夜或者闻到浓香水味容易发作"),
            M("m07", "fact", 0.8, "2026-04-12 22:05", "用户计划2026年7月下旬和两个闺蜜去新疆伊犁自驾", ends="2026-07-31"),
            M("m08", "fact", 0.6, "2026-05-10 19:00", "用户打算2026年端午假期回眉山老家看外婆", vu="2026-06-21"),
            M("m09", "preference", 0.6, "2026-01-08 12:40", "用户旅行喜欢慢节奏，一个地方住三四天，不爱赶景点"),
            M("m10", "preference", 0.5, "2026-02-21 10:10", "用户周末常去玩飞盘，最近还在学攀岩"),
            M("m11", "fact", 0.6, "2026-03-03 09:30", "用户一年有十天年假，每次旅行预算一般五千元左右"),
            M("m12", "fact", 0.7, "2026-03-27 18:20", "用户晕车比较厉害，长途坐车要提前吃晕车药"),
        ],
        "probes": [
            P("para", "06-24 12:10", "沙爹酱、宫保鸡丁这种我碰得不", ["m03"]),
            P("para", "06-25 21:30", "我这种旱鸭子，浮潜能玩不", ["m04"]),
            P("para", "06-26 23:50", "我那个脑壳一抽一抽疼的老毛病，一般啥情况下会犯", ["m06"]),
            P("task", "06-27 20:00", "七月底去伊犁那趟，路线和沿途吃饭帮我安排下", ["m07", "m03", "m12", "m09"]),
            P("task", "06-28 13:20", "周末想和朋友去万宁潜水玩两天，帮我弄个攻略", ["m04", "m03", "m11"]),
            P("direct", "06-29 09:40", "我花生过敏是不是挺严重的", ["m03"]),
            P("abst", "06-30 22:15", "偏头痛和一般的头疼有啥不一样", [], topic="偏头痛"),
            P("abst", "07-01 18:00", "攀岩鞋一般买小一码还是正码", [], topic="攀岩"),
            P("expiry", "06-27 11:00", "我最近是不是要回趟老家来着？", [], forbid=[["眉山"], ["端午"]], plan="m08"),
        ],
        "drops": [
            D("pets: she has a ragdoll cat; pool pets would add or contradict pets", topics=["pets"]),
            D("housing: she rents alone; home-owner and owners' committee lines contradict",
              words=["业主", "业委会", "物业"]),
            D("water: she cannot swim (旱鸭子/潜水 probes); swimming and diving lines compete",
              words=["游泳", "潜水", "滑冰"]),
            D("sleep and migraine: staying up triggers her migraine; sleep-routine lines compete",
              words=["熬夜", "十二点睡"]),
        ],
    },
    {
        "key": "A03", "user_id": "u_xiaolin", "tenant": "shenyang_fleet",
        "twin": {"name": "林晓峰", "city": "沈阳", "allergen": "芒果"},
        "core": [
            M("m01", "fact", 0.8, "2025-07-08 03:20", "用户叫林晓峰，男，34岁，在沈阳开网约车"),
            M("m02", "fact", 0.7, "2025-07-08 03:25", "用户已婚，媳妇是小学老师，儿子今年5岁"),
            M("m03", "fact", 1.0, "2025-08-15 14:10", "用户对芒果过敏，吃了嘴唇会肿"),
            M("m04", "fact", 0.9, "2025-09-30 02:45", "用户有痛风，医生让少吃海鲜、少喝啤酒"),
            M("m05", "fact", 0.6, "2025-10-18 04:05", "用户跑夜班，一般凌晨两点收车，白天补觉"),
            M("m06", "fact", 0.7, "2025-11-09 13:30", "用户腰肌劳损，久坐以后腰疼"),
            M("m07", "fact", 0.8, "2026-05-16 12:15", "用户计划2026年8月带老婆孩子去大连自驾，住海边", vu="2026-08-31"),
            M("m08", "fact", 0.6, "2026-03-22 11:00", "用户打算2026年五一带全家回丹东老家", ends="2026-05-05"),
            M("m09", "preference", 0.5, "2025-12-20 15:40", "用户爱钓鱼，周末常去浑河边夜钓"),
            M("m10", "fact", 0.6, "2026-01-25 12:50", "用户每月能存下三千块，出去玩想精打细算"),
            M("m11", "preference", 0.5, "2026-02-14 18:30", "用户是东北人，爱吃锅包肉和酸菜炖粉条"),
        ],
        "probes": [
            P("para", "06-23 15:00", "撸串配扎啤，我这尿酸高的能整不", ["m04"]),
            P("para", "06-24 14:30", "杨枝甘露这种甜品我能整不", ["m03"]),
            P("para", "06-25 16:45", "我平常啥时候收工？下午找我方便不", ["m05"]),
            P("task", "06-26 15:10", "八月去大连那趟，吃的住的帮我安排下", ["m07", "m04", "m03", "m02"]),
            P("task", "06-27 16:20", "下礼拜结婚纪念日，想带媳妇下馆子，推荐几家", ["m04", "m03", "m10"]),
            P("direct", "06-28 13:00", "我这腰肌劳损开车久了咋缓解", ["m06"]),
            P("abst", "06-29 14:00", "浑河是辽河的支流不", [], topic="浑河"),
            P("expiry", "06-30 12:30", "周末想带娃出去耍一天，沈阳周边有啥好地方", ["m02"],
              forbid=[["丹东"], ["五一"]], plan="m08"),
            P("bg", "07-01 13:40", "那个猴哥的国产3A大作，我打穿过几回来着", [], target="用户把《黑神话：悟空》通关了两遍"),
        ],
        "drops": [
            D("job: ride-hailing driver; office and commute lines contradict him", topics=["work", "commute"],
              words=JOB_WORDS),
            D("car: he drives for a living; car clusters would contradict his car", topics=["car"]),
            D("sleep: night shift, sleeps by day; sleep-routine lines contradict", topics=["routine"],
              words=SLEEP_WORDS),
            D("fishing is a core hobby; pool fishing line duplicates it", words=["钓鱼"]),
            D("learning: certificate and course lines do not fit a night-shift driver", topics=["learning"]),
            D("bg probe 黑神话: other game lines would also answer a game question", words=[
                "游戏", "Switch", "塞尔达", "魔兽", "王者荣耀", "斗地主", "卡带", "手游"]),
        ],
    },
    {
        "key": "A04", "user_id": "u_chenmeiling", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-12 20:00", "用户叫陈美玲，33岁，在厦门一家幼儿园当老师"),
            M("m02", "fact", 1.0, "2026-02-18 21:30", "用户怀孕了，预产期在2026年10月初，是头胎", ends="2026-10-10"),
            M("m03", "fact", 0.9, "2026-04-08 19:15", "用户孕检查出妊娠期糖尿病，要控制甜食和主食"),
            M("m04", "fact", 1.0, "2025-08-24 12:30", "用户对虾蟹过敏，一吃就起荨麻疹"),
            M("m05", "fact", 0.6, "2025-09-13 10:40", "用户的老公是台湾人，在厦门做茶叶生意"),
            M("m06", "fact", 0.6, "2025-10-05 17:20", "用户怕狗，路上看到大型犬会绕着走"),
            M("m07", "fact", 0.8, "2026-05-06 20:45", "用户计划2026年7月和老公走小三通去台北见公婆", vu="2026-07-31"),
            M("m08", "fact", 0.6, "2026-03-15 21:10", "用户打算2026年5月中旬去武夷山拍孕妇写真", ends="2026-05-20"),
            M("m09", "preference", 0.5, "2026-03-01 15:00", "用户以前爱喝奶茶，怀孕后改喝无糖豆浆"),
            M("m10", "preference", 0.5, "2025-11-16 09:30", "用户喜欢摄影，周末常去植物园拍花"),
            M("m11", "fact", 0.6, "2026-06-02 07:50", "用户最近睡不好，夜里常腿抽筋，只能侧着睡"),
            M("m12", "preference", 0.4, "2025-12-28 16:00", "用户每年六一都给班上的孩子准备小礼物"),
        ],
        "probes": [
            P("para", "06-22 18:20", "皮皮虾我能点不", ["m04"]),
            P("para", "06-23 20:05", "我家宝宝大概哪天落地", ["m02"]),
            P("para", "06-24 15:30", "我这怀着娃血糖高的情况，西瓜能啃几口", ["m03"]),
            P("para", "06-25 19:10", "小区里遛的金毛阿拉斯加，我瞅见就心慌，算毛病不", ["m06"]),
            P("task", "06-26 21:00", "七月去台北见公婆，行李和路上吃啥帮我列个单子", ["m07", "m02", "m03", "m04"]),
            P("task", "06-27 12:40", "周六想约同事去吃海鲜自助，帮我挑一家", ["m04", "m02", "m03"]),
            P("direct", "06-28 07:30", "我夜里腿抽筋睡不好，这正常吗", ["m11"]),
            P("abst", "06-29 16:00", "荨麻疹会不会传染给别人", [], topic="荨麻疹"),
            P("expiry", "06-24 10:00", "这个月想拍一组孕期写真，帮我约个地方和时间", ["m02"],
              forbid=[["武夷山"]], plan="m08"),
        ],
        "drops": [
            D("job: kindergarten teacher; office and commute lines do not fit", topics=["work", "commute"],
              words=JOB_WORDS),
            D("pets: she fears dogs; pet lines contradict or compete with the dog probe", topics=["pets"],
              words=["狗", "金毛"]),
            D("pregnancy: running, gym and ball-game lines do not fit", tags=["active"], words=MOBILITY_WORDS),
            D("sleep: night cramps and poor sleep are core; sleep-routine lines contradict", topics=["routine"],
              words=SLEEP_WORDS),
            D("photography is a core hobby; pool photography line duplicates it", words=["摄影", "拍"]),
        ],
    },
    {
        "key": "A05", "user_id": "u_zhouqihang", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-06-30 22:10", "用户叫周启航，41岁，在南京做后端程序员"),
            M("m02", "fact", 1.0, "2025-07-21 20:30", "用户十年前车祸导致下肢瘫痪，出行靠轮椅"),
            M("m03", "fact", 0.6, "2025-08-09 11:00", "用户和妻子结婚八年，没有孩子，家里养了一只柯基"),
            M("m04", "fact", 0.8, "2025-09-02 08:45", "用户乳糖不耐受，喝牛奶会拉肚子"),
            M("m05", "preference", 0.9, "2025-10-14 21:20", "用户订酒店一定要无障碍客房，卫生间要有扶手和淋浴椅"),
            M("m06", "fact", 0.8, "2026-04-30 20:00", "用户计划2026年国庆和妻子去北京看升旗、逛故宫", ends="2026-10-07"),
            M("m07", "fact", 0.6, "2026-04-02 10:30", "用户打算2026年6月初去杭州参加一个开发者大会", vu="2026-06-06"),
            M("m08", "preference", 0.6, "2025-11-27 22:00", "用户是轮椅篮球队队员，每周三晚上训练"),
            M("m09", "preference", 0.4, "2026-01-19 21:40", "用户喜欢喝精酿啤酒，收集各地的啤酒瓶盖"),
            M("m10", "fact", 0.7, "2026-02-08 14:15", "用户有过压疮，长时间坐着需要用减压坐垫"),
            M("m11", "fact", 0.6, "2026-03-11 09:05", "用户出门一般自己开手控改装车"),
            M("m12", "preference", 0.5, "2026-05-20 19:30", "用户旅行预算比较宽松，但不想在交通上折腾"),
        ],
        "probes": [
            P("para", "06-22 21:00", "我这种情况，爬长城上得去不", ["m02"]),
            P("para", "06-23 09:15", "拿铁、冰淇淋这类我能碰不", ["m04"]),
            P("para", "06-24 22:30", "久坐屁股那块皮肤容易破，我以前是不是出过这事", ["m10"]),
            P("task", "06-25 20:40", "国庆北京那趟，酒店和每天的路线帮我排一下", ["m06", "m05", "m02", "m10"]),
            P("task", "06-26 11:30", "下个月去苏州出差三天，住的和吃饭的地方帮我订一下", ["m05", "m02", "m04"]),
            P("direct", "06-27 19:00", "我订酒店对无障碍房有啥要求来着", ["m05"]),
            P("abst", "06-28 16:30", "轮椅篮球的规则跟普通篮球有啥不一样", [], topic="轮椅篮球"),
            P("abst", "06-29 21:10", "精酿啤酒跟工业啤酒到底差在哪", [], topic="精酿"),
            P("expiry", "06-22 10:20", "这个月有啥出差开会的安排吗", [], forbid=[["开发者大会"], ["杭州"]], plan="m07"),
            P("bg", "06-30 20:20", "我儿时练过的那个拉弦的民乐叫啥来着", [], target="用户小时候在少年宫学过二胡"),
        ],
        "drops": [
            D("mobility: paraplegic wheelchair user; sporty, walking and moving-house lines contradict him",
              tags=["active"], words=MOBILITY_WORDS + ["散步", "爬", "骑", "足球", "步数", "八段锦", "运动会"]),
            D("commute and car: he drives a hand-controlled car; metro/e-bike/bus and car clusters contradict",
              topics=["commute", "car"]),
            D("pets: he has a corgi; pet clusters would add or contradict pets", topics=["pets"]),
            D("work trips: his probes ask about business trips and meetings; such lines compete",
              words=["出差", "会议", "开会", "年会", "例会"]),
            D("basketball (abst probe): basketball lines compete", words=["篮球", "NBA"]),
            D("bg probe 二胡: other instrument lines would also answer it",
              words=["钢琴", "尤克里里", "吉他", "黑胶", "乐器"]),
        ],
    },
    {
        "key": "A06", "user_id": "u_mayiming", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-09-05 22:30", "用户叫马一鸣，20岁，兰州人，在武汉读大二，学土木工程"),
            M("m02", "fact", 1.0, "2025-09-05 22:35", "用户是回族，只吃清真食品，不吃猪肉"),
            M("m03", "fact", 0.8, "2025-10-03 16:10", "用户恐高，玻璃栈道和摩天轮都不敢上"),
            M("m04", "fact", 0.6, "2026-03-20 08:30", "用户有过敏性鼻炎，春天柳絮多的时候特别难受"),
            M("m05", "fact", 0.7, "2025-11-12 21:00", "用户每月生活费一千五，出去玩能省则省"),
            M("m06", "preference", 0.5, "2025-12-06 23:20", "用户喜欢打篮球，也爱玩《原神》"),
            M("m07", "fact", 0.8, "2026-05-24 22:50", "用户计划2026年7月和室友去张家界、凤凰古城穷游", vu="2026-07-31"),
            M("m08", "fact", 0.6, "2026-02-27 20:10", "用户报名了2026年4月的计算机二级考试", ends="2026-04-30"),
            M("m09", "preference", 0.5, "2026-01-10 18:40", "用户每年寒假都坐高铁回兰州过年"),
            M("m10", "fact", 0.6, "2025-10-24 13:00", "用户每周五中午会去清真寺做主麻"),
            M("m11", "fact", 0.4, "2026-04-18 19:25", "用户有个双胞胎哥哥在西安读书"),
        ],
        "probes": [
            P("para", "06-22 12:30", "学校饭堂的红烧肉窗口，我能排那队不", ["m02"]),
            P("para", "06-23 22:00", "站楼顶往下瞅我腿就发软，这算啥毛病", ["m03"]),
            P("para", "06-24 08:10", "一到四月飘毛毛那阵我就喷嚏不停，咋回事", ["m04"]),
            P("para", "06-25 23:15", "我一个月手头能花多少来着", ["m05"]),
            P("task", "06-26 22:40", "七月跟室友去湘西那趟，路线和吃住帮我排排", ["m07", "m02", "m03", "m05"]),
            P("task", "06-27 21:20", "周末想跟同学去欢乐谷，帮我规划下咋玩", ["m03", "m02", "m05"]),
            P("abst", "06-28 11:00", "兰州牛肉面说的一清二白三红四绿是啥", [], topic="兰州"),
            P("abst", "06-29 10:30", "过敏性鼻炎能不能除根", [], topic="鼻炎"),
            P("expiry", "06-26 09:00", "最近有啥考试要准备不", [], forbid=[["计算机二级"]], plan="m08"),
        ],
        "drops": [
            D("job: full-time student; office, commute and career lines contradict", topics=["work", "commute"],
              words=JOB_WORDS),
            D("car: a student on 1,500 a month; car clusters contradict", topics=["car"]),
            D("dorm life: a student in a dormitory; home-owner, balcony-garden and credit-card lines contradict",
              topics=["home", "plants"], words=["业主", "业委会", "物业", "信用卡"]),
            D("exams (expiry probe asks about exams): certificate and exam lines compete",
              words=["考", "证书", "课"]),
            D("heights: fear of heights; lines about high floors and climbing compete", words=["十七楼", "爬", "索道"]),
        ],
    },
    {
        "key": "A07", "user_id": "u_yangchunsheng", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-25 07:30", "用户叫杨春生，52岁，在贵州湄潭种茶，家里有二十亩茶园"),
            M("m02", "fact", 0.9, "2025-08-19 20:10", "用户有高血压，每天吃氨氯地平"),
            M("m03", "fact", 0.9, "2025-09-22 19:40", "用户不坐飞机，坐过一次吓坏了，出远门只坐火车"),
            M("m04", "fact", 0.7, "2025-10-30 21:00", "用户的儿子在东莞电子厂打工，儿媳刚生了个孙女"),
            M("m05", "fact", 0.5, "2025-11-18 20:20", "用户普通话说不太好，习惯讲贵州话"),
            M("m06", "preference", 0.5, "2025-12-12 12:10", "用户爱吃酸汤鱼和腊肉，口味重、偏咸"),
            M("m07", "fact", 0.8, "2026-05-30 20:30", "用户计划2026年国庆坐火车去东莞看孙女", ends="2026-10-08"),
            M("m08", "fact", 0.6, "2026-02-16 19:50", "用户打算2026年清明前把新茶运到杭州的茶叶市场去卖", ends="2026-04-05"),
            M("m09", "fact", 0.5, "2026-01-06 18:00", "用户只读过小学，用手机主要靠发语音"),
            M("m10", "fact", 0.6, "2026-03-02 05:40", "用户每年三四月春茶季最忙，天不亮就上山采茶"),
            M("m11", "fact", 0.6, "2026-04-21 20:40", "用户出门舍不得花钱，住宿一晚不超过一百五"),
            M("m12", "fact", 0.7, "2026-06-10 21:15", "用户年轻时在工地摔伤过左脚，走路有点跛"),
        ],
        "probes": [
            P("para", "06-22 20:30", "我那个头晕脖子发紧的老毛病，吃的啥药来着", ["m02"]),
            P("para", "06-23 19:45", "要是只能搭航班，我宁可不动身，你晓得为啥子不", ["m03"]),
            P("para", "06-24 21:00", "我这条腿一瘸一拐的，是咋落下的", ["m12"]),
            P("task", "06-25 20:15", "国庆去东莞看孙女，帮我买票、找个住的地方", ["m07", "m03", "m11", "m12"]),
            P("task", "06-26 19:30", "下个月合作社组织去普洱参观茶厂，帮我准备下出门要带的东西", ["m02", "m03", "m12"]),
            P("direct", "06-27 20:50", "我儿子在东莞哪个厂打工来着", ["m04"]),
            P("abst", "06-28 12:00", "湄潭翠芽算绿茶还是红茶", [], topic="湄潭"),
            P("abst", "06-29 12:20", "酸汤鱼的红酸汤是拿啥发酵的", [], topic="酸汤鱼"),
            P("expiry", "06-23 07:00", "这阵子茶叶生意上有啥要办的，帮我理一理", ["m01"],
              forbid=[["杭州"], ["清明"]], plan="m08"),
        ],
        "drops": [
            D("job: tea farmer; office, commute and colleague lines contradict", topics=["work", "commute"],
              words=JOB_WORDS),
            D("schooling: primary school only, uses voice messages; reading, learning, gadget and game lines contradict",
              topics=["reading", "learning", "tech", "games"],
              words=["博客", "微博", "日记", "英文", "手账", "字写得", "钢琴", "写"]),
            D("mobility: lame left foot; sporty lines contradict", tags=["active"], words=MOBILITY_WORDS),
            D("car: travels only by train; car clusters contradict", topics=["car"]),
            D("flying: he will not fly; first-flight and airport lines contradict", words=["飞机", "转机"]),
            D("rural life: a farmer who rarely travels and lives in a village house; past trips abroad and "
              "high-rise flat / owners' committee lines contradict", topics=["trips", "home"]),
        ],
    },
    {
        "key": "A08", "user_id": "u_hejing", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-06 22:45", "用户叫何静，36岁，在长沙一家社区医院当护士"),
            M("m02", "fact", 0.8, "2025-07-06 22:50", "用户离异，一个人带儿子豆豆，豆豆今年8岁"),
            M("m03", "fact", 1.0, "2025-08-28 21:30", "用户的儿子豆豆有哮喘，对尘螨和猫毛过敏"),
            M("m04", "fact", 0.9, "2025-09-19 13:10", "用户自己对头孢类抗生素过敏"),
            M("m05", "fact", 0.6, "2025-10-26 08:00", "用户上三班倒，经常值夜班，作息很乱"),
            M("m06", "fact", 0.8, "2025-12-15 22:20", "用户每月要还三千多房贷，出去玩一趟想控制在两千以内"),
            M("m07", "fact", 0.8, "2026-05-12 21:50", "用户计划2026年8月带豆豆去北京看天安门、逛中国科技馆", vu="2026-08-31"),
            M("m08", "preference", 0.5, "2026-01-23 12:20", "用户不吃香菜和芹菜"),
            M("m09", "preference", 0.4, "2026-03-08 17:00", "用户周末常带豆豆去橘子洲骑自行车"),
            M("m10", "fact", 0.6, "2026-04-03 20:00", "用户晕船，坐船必吐"),
            M("m11", "fact", 0.5, "2026-02-10 19:30", "用户的妈妈住在湘潭，放假时会来帮忙带孩子"),
        ],
        "probes": [
            P("para", "06-22 13:00", "带娃住民宿，房东养了只英短，会不会出问题", ["m03"]),
            P("para", "06-23 08:40", "发烧了医生要给我上先锋霉素，我能用不", ["m04"]),
            P("para", "06-24 19:20", "去洞庭湖坐游艇，我这体质扛得住不", ["m10"]),
            P("para", "06-25 12:15", "点湘菜的时候让老板别往里放啥", ["m08"]),
            P("task", "06-26 22:00", "八月带豆豆去北京，住哪、每天怎么走帮我排一下", ["m07", "m03", "m06"]),
            P("task", "06-27 23:10", "国庆想带儿子去张家界玩三天，给我出个攻略", ["m03", "m06", "m02"]),
            P("direct", "06-28 09:00", "我儿子哮喘是对啥过敏来着", ["m03"]),
            P("abst", "06-29 20:00", "橘子洲的烟花一般是周几放", [], topic="橘子洲"),
            P("bg", "06-30 21:40", "我集的那些往冰箱门上吸的纪念小磁片，大概有多少了", [], target="用户收藏了一面墙的冰箱贴"),
        ],
        "drops": [
            D("job: shift nurse; office, commute and desk lines contradict", topics=["work", "commute"],
              words=JOB_WORDS),
            D("pets: her son is allergic to cat hair; pet lines contradict or compete", topics=["pets"],
              words=["猫", "狗"]),
            D("sleep: three-shift work with chaotic sleep; sleep-routine lines contradict", topics=["routine"],
              words=SLEEP_WORDS),
            D("boats: she gets seasick (游艇 probe); boat and ferry lines compete", words=["船", "索道"]),
            D("bg probe 冰箱贴: other fridge lines would compete", words=["冰箱"]),
        ],
    },
    {
        "key": "A09", "user_id": "u_sunyue", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-06-27 12:30", "用户叫孙悦，27岁，在杭州做电商美工"),
            M("m02", "fact", 1.0, "2025-07-15 20:15", "用户是先天听障，平时用手语和文字交流，没法打电话"),
            M("m03", "fact", 0.9, "2025-08-20 12:05", "用户吃全素，肉蛋奶都不吃，也不吃五辛"),
            M("m04", "fact", 0.8, "2025-09-28 22:40", "用户对酒精过敏，沾一点就全身起红疹"),
            M("m05", "preference", 0.5, "2025-10-30 19:20", "用户旅行喜欢住青旅，能认识新朋友"),
            M("m06", "preference", 0.6, "2025-11-30 10:00", "用户喜欢爬山徒步，去年走完了武功山"),
            M("m07", "fact", 0.8, "2026-05-08 21:00", "用户计划2026年9月去云南大理、沙溪徒步十天", ends="2026-09-30"),
            M("m08", "fact", 0.6, "2026-03-18 20:30", "用户打算2026年5月去上海看一场带字幕的无障碍音乐剧", vu="2026-05-31"),
            M("m09", "fact", 0.5, "2026-01-16 18:10", "用户和室友在西湖区合租"),
            M("m10", "fact", 0.6, "2026-02-05 09:20", "用户有甲状腺结节，每半年复查一次"),
            M("m11", "fact", 0.6, "2026-04-11 13:40", "用户每月旅行预算两千左右，喜欢坐夜车省住宿"),
            M("m12", "preference", 0.4, "2026-06-08 07:10", "用户每天早上都会冥想十分钟"),
        ],
        "probes": [
            P("para", "06-22 11:20", "我耳朵这个情况，是生下来就这样的吗", ["m02"]),
            P("para", "06-23 12:45", "我吃素属于哪个流派，韭菜大蒜还能碰吗", ["m03"]),
            P("para", "06-24 22:10", "朋友聚会敬啤的，我抿一小口会咋样", ["m04"]),
            P("task", "06-25 21:40", "九月去大理沙溪徒步，住宿、吃饭和路线帮我规划下", ["m07", "m03", "m05", "m11"]),
            P("task", "06-26 17:30", "公司团建去千岛湖住两晚，帮我列一下需要跟HR提前说的事", ["m02", "m03", "m04"]),
            P("direct", "06-27 10:10", "我甲状腺结节是多久复查一回", ["m10"]),
            P("abst", "06-28 14:30", "武功山徒步哪个季节去最好", [], topic="武功山"),
            P("abst", "06-29 18:50", "中国手语跟美国手语是通用的吗", [], topic="手语"),
            P("expiry", "06-28 20:30", "最近有啥演出能去看看不", ["m02"], forbid=[["音乐剧"]], plan="m08"),
            P("bg", "06-30 15:00", "那个六面拧来拧去的方块，我最快多久能拼好", [], target="用户喜欢玩魔方，一分钟内能还原"),
        ],
        "drops": [
            D("deafness: born deaf; music, podcast, radio and speech lines contradict her",
              topics=["music"], words=["听", "播客", "耳机", "演唱会", "相声", "KTV", "铃声", "说话", "唱",
                                       "电话", "脱口秀", "音箱", "导诊", "闹钟", "外放"]),
            D("sign language and shows (abst 手语, expiry 演出): sign-language and show lines compete",
              words=["手语", "演出", "音乐"]),
            D("housing: she shares a flat in 西湖区; home-owner lines contradict", words=["业主", "业委会", "物业"]),
            D("hiking is a core hobby (徒步 probes); hiking and mountain lines compete", words=["徒步", "爬", "登山"]),
            D("lifestyle: a vegan who takes night trains to save money; fishing, car-owner and "
              "public-speaking lines contradict her", topics=["car"], words=["钓鱼", "演讲"]),
            D("bg probe 魔方: other puzzle lines would compete", words=["拼图", "乐高", "数独"]),
        ],
    },
    {
        "key": "A10", "user_id": "u_hanlijun", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-01 05:30", "用户叫韩立军，今年45岁，石家庄人，开了十五年长途货车"),
            M("m02", "fact", 0.9, "2025-08-06 22:10", "用户有腰椎间盘突出，坐久了腿发麻"),
            M("m03", "fact", 0.9, "2025-09-10 23:30", "用户有睡眠呼吸暂停，晚上睡觉得戴呼吸机"),
            M("m04", "fact", 0.6, "2026-01-05 21:00", "用户从2026年1月开始用戒烟贴戒烟"),
            M("m05", "fact", 0.7, "2025-10-08 20:40", "用户的老婆在家带两个孩子，女儿上高三，儿子上初一"),
            M("m06", "fact", 1.0, "2025-11-20 12:00", "用户对青霉素过敏"),
            M("m07", "preference", 0.5, "2025-12-18 19:10", "用户爱吃面食，一顿不吃面就难受"),
            M("m08", "fact", 0.8, "2026-06-12 21:30", "用户打算2026年8月带全家去青岛看海，庆祝女儿高考结束", vu="2026-08-31"),
            M("m09", "fact", 0.6, "2026-04-25 06:10", "用户接了一趟2026年5月跑新疆的长途货", ends="2026-05-31"),
            M("m10", "fact", 0.6, "2026-02-20 20:20", "用户每月收入一万左右，家里开销大，出去玩人均一天不超过四百"),
            M("m11", "preference", 0.4, "2026-03-14 22:50", "用户开车时爱听单田芳的评书解闷"),
            M("m12", "fact", 0.6, "2026-05-19 10:30", "用户血脂偏高，医生让少吃油腻的"),
        ],
        "probes": [
            P("para", "06-22 06:30", "发炎了大夫要给我挂阿莫西林，行不行", ["m06"]),
            P("para", "06-23 23:00", "我打呼噜半夜憋醒那毛病，诊断出来叫啥", ["m03"]),
            P("para", "06-24 05:50", "我后腰那骨头的老毛病叫啥来着", ["m02"]),
            P("para", "06-25 12:40", "一天三顿全是米饭，我扛得住不", ["m07"]),
            P("task", "06-26 20:10", "八月全家去青岛那趟，车、住、吃帮我一起安排", ["m08", "m05", "m02", "m10"]),
            P("task", "06-27 05:20", "下礼拜拉货去广州，路上住哪吃啥帮我规划下", ["m03", "m02", "m07"]),
            P("direct", "06-28 21:30", "我戒烟用的是啥法子来着", ["m04"]),
            P("abst", "06-29 22:40", "单田芳一共说过哪些评书", [], topic="单田芳"),
            P("abst", "06-30 13:15", "青霉素最早是谁发现的", [], topic="青霉素"),
            P("expiry", "06-24 19:00", "这礼拜想接个长途活，帮我看看路上要注意啥", ["m03", "m02"],
              forbid=[["新疆"]], plan="m09"),
        ],
        "drops": [
            D("job: long-haul truck driver; office and commute lines contradict", topics=["work", "commute"],
              words=JOB_WORDS),
            D("car: drives a truck for a living; car clusters contradict", topics=["car"]),
            D("sleep: sleep apnoea with a CPAP; sleep-routine lines contradict or compete", topics=["routine"],
              words=SLEEP_WORDS + ["白噪音"]),
            D("back: herniated disc; sporty lines contradict", tags=["active"], words=MOBILITY_WORDS),
            D("storytelling (abst 单田芳): audiobook and crosstalk lines compete", words=["评书", "有声书", "相声"]),
            D("learning: course and certificate lines do not fit", topics=["learning"]),
        ],
    },
    {
        "key": "A11", "user_id": "u_liangyongshi", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-07-04 21:15", "用户叫梁咏诗，44岁，住在香港沙田，每天过关去深圳上班做会计"),
            M("m02", "fact", 1.0, "2025-08-13 13:00", "用户有乳糜泻，不能吃含麸质的东西"),
            M("m03", "fact", 0.8, "2025-09-25 22:30", "用户有幽闭恐惧症，不敢坐很挤的电梯和缆车"),
            M("m04", "fact", 0.7, "2025-10-12 10:50", "用户和丈夫有一对双胞胎女儿，今年12岁"),
            M("m05", "fact", 0.4, "2025-11-03 19:00", "用户平时讲粤语，普通话一般"),
            M("m06", "fact", 0.8, "2026-05-03 22:00", "用户计划2026年12月圣诞假期全家去北海道滑雪", vu="2026-12-31"),
            M("m07", "fact", 0.6, "2026-02-26 21:40", "用户打算2026年复活节假期带女儿去台湾垦丁玩", vu="2026-04-07"),
            M("m08", "preference", 0.5, "2025-12-07 08:40", "用户喜欢行山，周末常去走麦理浩径"),
            M("m09", "preference", 0.5, "2026-01-21 20:10", "用户住酒店要有浴缸，喜欢住高层"),
            M("m10", "fact", 0.6, "2026-03-29 18:30", "用户旅行预算充足，一家四口一趟大概五万港币"),
            M("m11", "fact", 0.5, "2026-04-27 22:20", "用户有轻度贫血，手脚容易冰凉"),
        ],
        "probes": [
            P("para", "06-22 22:30", "面包、拉面、啤酒这些我都碰不得吗", ["m02"]),
            P("para", "06-23 21:50", "做MRI要在那个筒里躺半个钟，我扛得住吗", ["m03"]),
            P("para", "06-24 20:40", "两个囡囡今年读几年级了", ["m04"]),
            P("task", "06-25 22:10", "圣诞去北海道滑雪，酒店和行程帮我搞掂", ["m06", "m02", "m03", "m09"]),
            P("task", "06-26 21:30", "下个月带两个女儿去上海迪士尼，吃的和玩的项目帮我安排下", ["m02", "m04", "m03"]),
            P("direct", "06-27 22:00", "我是不是有贫血，手脚成日冰凉", ["m11"]),
            P("abst", "06-28 09:20", "麦理浩径一共分几段", [], topic="麦理浩径"),
            P("expiry", "06-30 22:15", "暑假想带女儿出去玩几日，帮我揾个近啲嘅地方", ["m04", "m02"],
              forbid=[["垦丁"], ["复活节"]], plan="m07"),
            P("bg", "06-29 21:00", "我平时捣鼓的那种迷你舰艇手工叫啥", [], target="用户喜欢做模型，拼过好几艘船模"),
        ],
        "drops": [
            D("commute: she crosses the border to Shenzhen daily; metro/e-bike/bus clusters contradict",
              topics=["commute"]),
            D("car: car clusters do not fit a Hong Kong commuter", topics=["car"]),
            D("enclosed spaces: claustrophobia (MRI, cable car); cable-car and lift lines compete",
              words=["索道", "电梯", "缆车"]),
            D("hiking is a core hobby (麦理浩径 abst); mountain-hiking lines compete", words=["爬", "行山", "徒步"]),
            D("bg probe 船模: other model-building lines compete", words=["乐高", "模型"]),
        ],
    },
    {
        "key": "A12", "user_id": "u_zhengyu", "tenant": "default",
        "core": [
            M("m01", "fact", 0.8, "2025-06-25 16:00", "用户叫郑宇，39岁，辞职后在大理做远程翻译"),
            M("m02", "fact", 1.0, "2025-07-30 22:30", "用户有中度抑郁，在吃舍曲林，医生叮嘱不能喝酒"),
            M("m03", "fact", 0.9, "2025-08-31 15:10", "用户对猫毛过敏，碰到猫就打喷嚏、眼睛痒"),
            M("m04", "fact", 0.7, "2025-09-21 12:50", "用户吃不了辣，一点辣椒都会胃疼"),
            M("m05", "fact", 0.6, "2025-10-19 20:00", "用户单身，没打算结婚，父母住在洛阳"),
            M("m06", "preference", 0.6, "2025-11-22 11:30", "用户喜欢冲浪和自由潜"),
            M("m07", "fact", 0.8, "2026-05-26 23:00", "用户计划2026年11月去菲律宾锡亚高冲浪一个月", vu="2026-11-30"),
            M("m08", "fact", 0.6, "2025-12-29 01:20", "用户入睡困难，睡前要听白噪音才睡得着"),
            M("m09", "fact", 0.5, "2026-02-02 14:30", "用户开一辆二手五菱宏光改的床车"),
            M("m10", "fact", 0.6, "2026-03-06 10:10", "用户怕蛇，连蛇的图片都不敢看"),
            M("m11", "fact", 0.6, "2026-04-09 21:30", "用户收入不稳定，每月花销控制在六千以内"),
            M("m12", "preference", 0.5, "2026-01-30 19:00", "用户每年春节都回洛阳陪父母"),
        ],
        "probes": [
            P("para", "06-22 23:30", "晚上跟朋友撸串想整两瓶啤的，我这药有冲突不", ["m02"]),
            P("para", "06-23 16:20", "朋友家养了只布偶，我去借宿几天扛得住不", ["m03"]),
            P("para", "06-24 02:10", "夜里躺下半天闭不上眼，我平常靠啥才能入眠", ["m08"]),
            P("para", "06-25 10:45", "在野外我最怵遇到哪种长条的冷血动物", ["m10"]),
            P("task", "06-26 23:20", "十一月去锡亚高冲浪一个月，住处和开销帮我算算", ["m07", "m11", "m04", "m03"]),
            P("task", "06-27 15:40", "想开床车去川西转一圈，路线和露营地帮我规划下", ["m09", "m10", "m11"]),
            P("abst", "06-28 17:10", "自由潜和水肺潜水有啥区别", [], topic="自由潜"),
            P("abst", "06-29 11:50", "床车改装需要去车管所备案吗", [], topic="床车"),
            P("bg", "06-30 16:30", "我是不是有个能做心肺复苏的救护资格", [], target="用户考了红十字会的急救员证"),
        ],
        "drops": [
            D("job: freelance translator after quitting; office, commute and colleague lines contradict",
              topics=["work", "commute"], words=JOB_WORDS),
            D("pets: cat allergy; pet lines contradict or compete", topics=["pets"], words=["猫"]),
            D("car: he drives a camper van; car clusters contradict", topics=["car"]),
            D("sleep: insomnia with white noise; sleep-routine and white-noise lines compete", topics=["routine"],
              words=SLEEP_WORDS + ["白噪音"]),
            D("water sports (冲浪/自由潜 probes): swimming and diving lines compete", words=["游泳", "潜水"]),
            D("bg probe 急救员证: other certificate lines compete", words=["证书", "资格证", "急救"]),
        ],
    },
]

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def ts(dt):
    return dt.isoformat(timespec="seconds")


def parse_created(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def parse_at(s):
    return datetime.strptime("2026-" + s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def end_of_day(s):
    return datetime.strptime(s, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)


def iso_parse(s):
    return datetime.fromisoformat(s)


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def cjk(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in FUNCTION_CHARS}


def overlap(a, b):
    return len(cjk(a) & cjk(b))


def parse_pool():
    """POOL -> list of (topic, tags, statement)."""
    items, topic = [], None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            topic = " ".join(line[3:].split()[:-1])
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",") if t.strip()]
            line = line[close + 1:].strip()
        items.append((topic, tags, line))
    return items


def account_places(acc):
    text = " ".join(m["content"] for m in acc["core"])
    text += " " + " ".join(p["query"] for p in acc["probes"] if p["kind"] != "abst")
    return sorted({p for p in set(PLACE_WORDS) | set(EXTRA_PLACES) if p in text})


def account_forbids(acc):
    out = set()
    for p in acc["probes"]:
        for alts in all_forbid(acc, p):
            out.update(alts)
    return sorted(out)


def twin_of(acc):
    if "twin" not in acc:
        return None
    for other in ACCOUNTS:
        if other is not acc and other["user_id"] == acc["user_id"] and "twin" in other:
            return other
    raise SystemExit("twin partner missing for " + acc["key"])


def all_forbid(acc, probe):
    f = [list(x) for x in probe["forbid"]]
    tw = twin_of(acc)
    if tw:
        for k in ("name", "city", "allergen"):
            if [tw["twin"][k]] not in f:
                f.append([tw["twin"][k]])
    return f


def excluded(acc, topic, tags, text, keep=None):
    """Return the reason a pool statement is excluded for acc, or None."""
    if keep is not None and text == keep:
        # the bg target is only exempt from its own competitor group
        groups = GLOBAL_DROPS + [g for g in acc["drops"] if not g["reason"].startswith("bg probe")]
    else:
        groups = GLOBAL_DROPS + acc["drops"]
    for g in groups:
        if topic in g["topics"]:
            return g["reason"]
        for t in tags:
            fam = t.split(":")[0]
            if t in g["tags"] or (":" in t and fam in g["families"]):
                return g["reason"]
        for w in g["words"]:
            if w in text:
                return g["reason"]
    for p in account_places(acc):
        if p in text:
            return "place named in the account's own facts or probes: " + p
    nt = norm(text)
    for w in account_forbids(acc):
        if norm(w) in nt:
            return "contains a forbid keyword: " + w
    return None


def cluster_choice(acc, items, rng):
    fams = {}
    for _, tags, _ in items:
        for t in tags:
            if ":" in t:
                fam, cl = t.split(":", 1)
                fams.setdefault(fam, set()).add(cl)
    return {fam: rng.choice(sorted(cls)) for fam, cls in sorted(fams.items())}


def cluster_ok(tags, chosen):
    for t in tags:
        if ":" in t:
            fam, cl = t.split(":", 1)
            if chosen.get(fam) != cl:
                return False
    return True


def sample_background(acc, pool):
    rng = random.Random(f"{SEED}:{acc['tenant']}:{acc['user_id']}")
    target = next((p["target"] for p in acc["probes"] if p["kind"] == "bg"), None)
    candidates = [it for it in pool if excluded(acc, *it, keep=target) is None]
    chosen = cluster_choice(acc, candidates, rng)
    candidates = [it for it in candidates if cluster_ok(it[1], chosen)]
    texts = [it[2] for it in candidates]
    if target is not None and target not in texts:
        raise SystemExit(f"{acc['key']}: bg target not available after hygiene: {target}")
    if len(texts) < 100:
        raise SystemExit(f"{acc['key']}: only {len(texts)} background candidates, need at least 100")
    n = rng.randint(100, min(180, len(texts)))
    others = [t for t in texts if t != target]
    picked = rng.sample(others, n - 1 if target else n)
    if target:
        picked.append(target)
    rng.shuffle(picked)
    types = [m["type"] for m in acc["core"]]
    imps = [m["importance"] for m in acc["core"]]
    span = int((REF - WINDOW_START).total_seconds())
    out = []
    for i, text in enumerate(picked, 1):
        created = WINDOW_START + timedelta(seconds=rng.randrange(1, span))
        out.append({"id": f"b{i:03d}", "content": text, "type": rng.choice(types),
                    "importance": rng.choice(imps), "created_at": ts(created), "source": "user_stated"})
    return out


def build():
    pool = parse_pool()
    users, n = [], 0
    for acc in ACCOUNTS:
        mems = []
        for m in acc["core"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"], "importance": m["importance"],
                 "created_at": ts(parse_created(m["created"])), "source": "user_stated"}
            if m["vu"]:
                d["valid_until"] = ts(end_of_day(m["vu"]))
            mems.append(d)
        bg = sample_background(acc, pool)
        mems.extend(bg)
        probes = []
        for p in acc["probes"]:
            n += 1
            rel = list(p["relevant"])
            if p["kind"] == "bg":
                rel = [b["id"] for b in bg if b["content"] == p["target"]]
            d = {"id": f"p{n}-{p['kind']}", "at": ts(parse_at(p["at"])), "query": p["query"], "relevant": rel}
            f = all_forbid(acc, p)
            if f:
                d["forbid"] = f
            probes.append(d)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"], "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": NAME, "users": users}


def dumps(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------


def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        err("name missing")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("need exactly 12 users")
        return errs
    if len(ACCOUNTS) != 12 or len({a["user_id"] for a in ACCOUNTS}) != 11:
        err("need 12 accounts with 11 distinct user_ids")
    pairs = [(u.get("user_id"), u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id)")
    pool_text = {t: (topic, tags) for topic, tags, t in parse_pool()}
    kinds = {k: 0 for k in KIND_COUNTS}
    probe_ids = set()
    for acc, u in zip(ACCOUNTS, users):
        key = acc["key"]
        if u.get("user_id") != acc["user_id"] or u.get("tenant_id") != acc["tenant"]:
            err(f"{key}: user/tenant mismatch")
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err(f"{key}: unexpected user fields")
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(set(ids)) != len(ids):
            err(f"{key}: duplicate memory ids")
        core = [m for m in mems if str(m.get("id", "")).startswith("m")]
        bg = [m for m in mems if str(m.get("id", "")).startswith("b")]
        if len(core) + len(bg) != len(mems):
            err(f"{key}: memory ids must start with m or b")
        if not 9 <= len(core) <= 13 or [m["id"] for m in core] != [f"m{i:02d}" for i in range(1, len(core) + 1)]:
            err(f"{key}: core ids must be m01..m{len(core):02d}, 9-13 of them")
        if not 100 <= len(bg) <= 180 or [m["id"] for m in bg] != [f"b{i:03d}" for i in range(1, len(bg) + 1)]:
            err(f"{key}: background must be b001.., 100-180 of them (got {len(bg)})")
        byid = {m["id"]: m for m in mems}
        ends = {m["id"]: (end_of_day(m["ends"]) if m["ends"] else None) for m in acc["core"]}
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        last_created = None
        for m in mems:
            if not isinstance(m.get("content"), str) or not m["content"].startswith("用户"):
                err(f"{key}/{m.get('id')}: content must be a third-person statement")
            if m.get("type") not in ("fact", "preference", "event"):
                err(f"{key}/{m.get('id')}: bad type")
            imp = m.get("importance")
            if not isinstance(imp, float) or not 0.3 <= imp <= 1.0:
                err(f"{key}/{m.get('id')}: importance out of range")
            if m.get("source") != "user_stated":
                err(f"{key}/{m.get('id')}: source must be user_stated")
            extra = set(m) - {"id", "content", "type", "importance", "created_at", "valid_until", "source"}
            if extra:
                err(f"{key}/{m.get('id')}: unexpected fields {extra}")
            try:
                c = iso_parse(m["created_at"])
            except (KeyError, ValueError):
                err(f"{key}/{m.get('id')}: bad created_at")
                continue
            if not (WINDOW_START <= c <= REF) or not m["created_at"].endswith("+08:00"):
                err(f"{key}/{m['id']}: created_at outside the 12-month window")
            last_created = c if last_created is None or c > last_created else last_created
            if "valid_until" in m:
                vu = iso_parse(m["valid_until"])
                if vu <= c:
                    err(f"{key}/{m['id']}: valid_until before created_at")
        for m in bg:
            if m.get("type") not in core_types or m.get("importance") not in core_imps:
                err(f"{key}/{m['id']}: background type/importance not drawn from core lists")
            if "valid_until" in m:
                err(f"{key}/{m['id']}: background must not carry valid_until")
            if m["content"] not in pool_text:
                err(f"{key}/{m['id']}: background statement not in POOL")
                continue
            topic, tags = pool_text[m["content"]]
            keep = next((p["target"] for p in acc["probes"] if p["kind"] == "bg"), None)
            why = excluded(acc, topic, tags, m["content"], keep=keep)
            if why:
                err(f"{key}/{m['id']}: hygiene violated ({why}): {m['content']}")
        probes = u.get("probes", [])
        if not 9 <= len(probes) <= 10 or len(probes) != len(acc["probes"]):
            err(f"{key}: need 9-10 probes")
        for spec, p in zip(acc["probes"], probes):
            pid, kind = p.get("id", ""), spec["kind"]
            tag = f"{key}/{pid}"
            if pid in probe_ids:
                err(f"{tag}: duplicate probe id")
            probe_ids.add(pid)
            if not pid.startswith("p") or not pid.endswith("-" + kind):
                err(f"{tag}: id must be p<n>-{kind}")
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err(f"{tag}: unexpected probe fields")
            kinds[kind] += 1
            at = iso_parse(p["at"])
            if last_created is None or at <= last_created:
                err(f"{tag}: probe not after all of its user's memories")
            q, rel = p["query"], p["relevant"]
            if not isinstance(rel, list) or len(set(rel)) != len(rel):
                err(f"{tag}: bad relevant list")
            for r in rel:
                if r not in byid:
                    err(f"{tag}: relevant {r} does not exist")
                elif kind == "bg":
                    if not r.startswith("b"):
                        err(f"{tag}: bg relevant must be a background id")
                elif not r.startswith("m"):
                    err(f"{tag}: relevant must be core ids only")
                elif ends.get(r) and ends[r] <= at:
                    err(f"{tag}: relevant plan {r} has ended at probe time")
            if kind == "para":
                if len(rel) != 1:
                    err(f"{tag}: para needs exactly one relevant fact")
                for r in rel:
                    if r in byid and overlap(q, byid[r]["content"]) > 2:
                        err(f"{tag}: para overlap {overlap(q, byid[r]['content'])} > 2 with {r}")
            elif kind == "direct":
                if len(rel) != 1:
                    err(f"{tag}: direct needs exactly one relevant fact")
                for r in rel:
                    if r in byid and overlap(q, byid[r]["content"]) < 2:
                        err(f"{tag}: direct overlap < 2 with {r}")
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    err(f"{tag}: task needs 2-4 relevant memories")
            elif kind == "abst":
                t = spec["topic"]
                if rel:
                    err(f"{tag}: abst must have relevant []")
                if not t or t not in q or not any(t in m["content"] for m in core):
                    err(f"{tag}: abst topic word must be in the query and in a core fact")
            elif kind == "expiry":
                plan = spec["plan"]
                if plan not in ends or not ends[plan] or ends[plan] >= at:
                    err(f"{tag}: expiry must be asked after its plan ({plan}) ended")
                elif not any(any(norm(w) in norm(byid[plan]["content"]) for w in alts) for alts in spec["forbid"]):
                    err(f"{tag}: expiry forbid must name the ended plan's keyword")
            elif kind == "bg":
                if len(rel) != 1 or byid.get(rel[0], {}).get("content") != spec["target"]:
                    err(f"{tag}: bg must target exactly its background statement")
                elif overlap(q, spec["target"]) > 2:
                    err(f"{tag}: bg query copies its statement (overlap {overlap(q, spec['target'])})")
            forbid = p.get("forbid", [])
            if forbid != all_forbid(acc, spec):
                err(f"{tag}: forbid list differs from spec")
            tw = twin_of(acc)
            if tw:
                for k in ("name", "city", "allergen"):
                    if [tw["twin"][k]] not in forbid:
                        err(f"{tag}: twin forbid {tw['twin'][k]} missing")
            for alts in forbid:
                for w in alts:
                    nw = norm(w)
                    for m in mems:
                        applies = ends.get(m["id"]) is None or ends[m["id"]] > at
                        if nw in norm(m["content"]) and (m["id"] in rel or applies):
                            err(f"{tag}: forbid '{w}' appears in applying memory {m['id']}")
    if kinds != KIND_COUNTS:
        err(f"kind counts {kinds} != {KIND_COUNTS}")
    if len(probe_ids) != sum(KIND_COUNTS.values()):
        err("total probe count must be 112")
    return errs


def main():
    data = build()
    text = dumps(data)
    errs = validate(data)
    if "--check" in sys.argv[1:]:
        if not os.path.exists(OUT):
            print(f"FAIL: {OUT} does not exist; run without --check first")
            return 1
        with open(OUT, encoding="utf-8") as fh:
            disk = fh.read()
        try:
            errs += ["on disk: " + e for e in validate(json.loads(disk))]
        except json.JSONDecodeError as e:
            errs.append(f"on disk: invalid JSON: {e}")
        if disk != text:
            errs.append("rebuild is not byte-identical to the file on disk")
        if errs:
            print("FAIL\n" + "\n".join(errs))
            return 1
        print(f"OK: {OUT} valid and byte-identical to a rebuild")
        return 0
    if errs:
        print("FAIL\n" + "\n".join(errs))
        return 1
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    core_n = sum(len(a["core"]) for a in ACCOUNTS)
    bg_n = sum(len(u["memories"]) for u in data["users"]) - core_n
    print(f"wrote {OUT}: {len(data['users'])} accounts, {core_n} core + {bg_n} background memories, "
          f"{sum(len(u['probes']) for u in data['users'])} probes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
