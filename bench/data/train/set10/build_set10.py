#!/usr/bin/env python3
"""build_set10.py -- hand-made Chinese retrieval set "set10" (memory-eval/v1).

How it was written
------------------
Written blind by one writer.  Exactly two project files were read:
  1. /work/shared/eval/FORMAT.md                    (the memory-eval/v1 format)
  2. /work/main/bench/data/train/background_train.json (background statements)
Nothing else under /work was opened, listed or searched (no other data sets,
no engine code, no docs, no tests, no git), and nothing was run except this
script.  Every core memory and every probe below was typed by hand; the
background file is loaded at build time from ../background_train.json and is
never copied into this script.

Theme
-----
Hobbyists and fans: landscape photography and trekking, sea fishing,
birding, road cycling, scuba diving, snowboarding, concert fandom, murder
mystery games (剧本杀), vintage collecting, reptile keeping, food-blogging and
marathon running.  Queries use hobby jargon, slang and brand names
(佳沛, 禧玛诺, 乘晕宁, 崔克, 阿莫西林, 芬必得, CPAP, Birkin, 胡子龙 ...).

Accounts (12 accounts, 11 distinct user_ids)
--------------------------------------------
| id  | user_id      | tenant        | who                                                             |
|-----|--------------|---------------|-----------------------------------------------------------------|
| a01 | u_xiaolin    | default       | 林晓棠, 28, 成都 designer, landscape photographer + trekker, kiwi allergy |
| a02 | u_xiaolin    | haidiao_club  | 宋以宁, 35, 青岛 port dispatcher, sea angler, peanut allergy (twin of a01) |
| a03 | u_zhouyu     | default       | 周屿, 34, 厦门 biology teacher, birder with allergic asthma       |
| a04 | u_hexiao     | default       | 何骁, 31, 杭州 programmer, road cyclist with type-1 diabetes      |
| a05 | u_liangqi    | default       | 梁栖, 29, 深圳, AOW diver, now pregnant                           |
| a06 | u_handong    | default       | 韩冬, 38, 北京 architect, snowboarder, fear of heights, sleep apnea |
| a07 | u_suran      | default       | 苏苒, 22, 武汉 student, 五月天 fan, claustrophobic, tight budget   |
| a08 | u_shenyizhou | default       | 沈一舟, 26, 南京 剧本杀 DM, vegan, gastritis, colour-weak          |
| a09 | u_yeqinghe   | default       | 叶青禾, 33, 上海 illustrator, vintage bag collector, dust-mite allergy |
| a10 | u_luochuan   | default       | 罗川, 30, 广州 vet assistant, keeps a bearded dragon and a corn snake |
| a11 | u_wuyou      | default       | 吴悠, 35, 长沙 food-review blogger with gout                      |
| a12 | u_zhengyifan | default       | 郑一帆, 42, 西安 lecturer, marathoner with PVCs                   |

a01/a02 share user_id "u_xiaolin" in two tenants; they are different people
with conflicting name, city and allergen.  Every probe of either twin forbids
the other twin's name, city and allergen.

Memory conventions
------------------
* REF = 2026-09-15T00:00:00+08:00.  Every memory's created_at lies in
  [REF - 365 days, REF); every probe is asked on or after 2026-09-15.
* Core memories "m01".. (9-13 per account): natural third-person statements,
  type fact / preference / event, importance 0.3-1.0, source "user_stated"
  (a few "inferred").  Dated plans carry an internal PLAN END (not written to
  the file) used by the validation; some also carry `valid_until`, the others
  leave the date only in the wording ("2026年国庆", "2027年春节", "11月").
  Durable facts with time words (今年28岁, 每年秋天, 周末常, 每周三) have no
  end and must never expire.
* Background memories "b001".. (100-180 per account): sampled with a fixed
  seed per account from the background file after hygiene filtering; type and
  importance are drawn from the account's own core lists; created_at uniform
  over the window; source "user_stated".

Background hygiene (recorded in BASE_DROP_* and per account bg_topics/bg_words)
* Whole topics dropped for everyone, each with its reason in BASE_DROP_TOPICS.
* Statements containing any word of BASE_DROP_WORDS are dropped (family and
  gender, children, job, housing, climate, money, food and drink, health and
  sleep, pets, hobby words of the whole set), each group with its reason.
* Per account, extra topics/words tied to what that account's probes ask about.

Probe conventions
-----------------
id "p<n>-<kind>", 10 per account, 120 in all:
para 54, task 30, direct 12, abst 18, expiry 6.
  a01-a06: para 5, task 2, direct 1, abst 1, expiry 1
  a07-a12: para 4, task 3, direct 1, abst 2
* para   - one stored fact asked obliquely; <=2 shared meaningful CJK chars.
* task   - a planning request; relevant = 2-4 memories a planner must weigh.
* direct - the user asks about one fact in close words; >=2 shared chars.
* abst   - general question sharing a topic word with a core fact; relevant [].
* expiry - asked after a dated plan ended; the plan keyword is in forbid and
           relevant lists only memories still needed.
Overlap = distinct CJK characters shared by query and memory, ignoring
的了我你是在有吗吧呢么什怎么样个一去要 and the word 用户.

Validations (run on every build and with --check)
-------------------------------------------------
format shape per FORMAT.md; unique user/tenant pairs, memory ids, probe ids;
core id sequence and counts; field ranges; created_at inside the window;
relevant ids exist and are core; relevant plans not ended at probe time;
kind counts per account and in total; para overlap <=2; direct overlap >=2;
abst topic word shared with a core fact; forbid words absent from relevant
memories and from every memory of the account still applying at probe time;
expiry probes after their plan's end and forbidding its keyword; every probe
after all of its user's memories; background counts, ids, window, type /
importance drawn from core lists, hygiene (topic and word filters, statement
really comes from the background file); twin forbids present on every twin
probe.  --check also rebuilds and requires byte-identical output.

Usage
-----
    python3 build_set10.py           # build zh_retrieval_set10.json next to this script
    python3 build_set10.py --check   # validate the file on disk + rebuild is identical
"""

import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_set10.json"
BG_PATH = HERE.parent / "background_train.json"
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 9, 15, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - timedelta(days=365)
SET_NAME = "zh_retrieval_set10"
FUNC_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
GROUP_KINDS = {
    1: {"para": 5, "task": 2, "direct": 1, "abst": 1, "expiry": 1},
    2: {"para": 4, "task": 3, "direct": 1, "abst": 2, "expiry": 0},
}

# ---------------------------------------------------------------------------
# Background hygiene shared by every account: (topic, reason)
BASE_DROP_TOPICS = [
    ("partner", "gender/family: spouses and partners conflict with core family facts"),
    ("kids_school", "children: most accounts have no school-age child, others have one"),
    ("parents", "family: parents' habits could contradict core family facts (a09 lives with mum)"),
    ("relatives_news", "family: siblings/cousins could contradict core family facts"),
    ("work_routine", "job: every account has a core job (student, DM, freelancer ...)"),
    ("coworkers", "job: office life contradicts student / DM / freelancer accounts"),
    ("weather", "climate: snow, heating, 回南天 contradict the accounts' cities"),
    ("money_bills", "budget: bills and savings conflict with core budget facts"),
    ("housing_repairs", "housing: owning/renting/renovating conflicts with core homes"),
    ("diet_weight", "diet: weight and food habits conflict with a11's weight goal and diets"),
    ("home_cooking", "diet: meat, eggs, milk, seafood dishes conflict with allergies and vegans"),
    ("grocery_shopping", "diet: shopping for mango, salmon, pork ... conflicts with diets"),
    ("drinks", "diet: coffee/beer/milk tea conflict with pregnancy, gout, lactose, gastritis"),
    ("health_checkup", "health: probes ask about chronic conditions and allergies"),
    ("sleep", "sleep: a05, a06, a08, a01 have core sleep facts"),
    ("pets", "pets: a01, a05, a08, a10, a12 have pets; a10 is allergic to cats"),
    ("gym_fitness", "sport: running/cycling/fitness are probe topics of a04, a12"),
]
# (reason, words) -- any statement containing one of the words is dropped
BASE_DROP_WORDS = [
    ("gender/family/children", ["老公", "老婆", "男朋友", "女朋友", "对象", "结婚", "婆婆", "公公",
                                "岳", "媳妇", "儿子", "女儿", "孩子", "小孩", "宝妈", "家长", "带娃",
                                "我妈", "我爸", "爸妈", "爸爸", "妈妈", "哥", "姐", "妹", "弟",
                                "侄", "外甥", "闺蜜", "一家",
                                "夫妻", "我们家", "家里人", "育儿", "儿童"]),
    ("job/student status", ["上班", "下班", "公司", "同事", "单位", "加班", "工位", "老板", "领导",
                            "考试", "会计", "教师", "研究生", "工作",
                            "办公", "打工"]),
    ("holiday words: plans in probes are dated by 国庆/春节", ["国庆", "春节", "假期", "过年"]),
    ("housing", ["房贷", "房租", "租", "装修", "楼顶", "院子", "电梯", "房子"]),
    ("climate", ["暖气", "地暖", "雪", "下雨", "雨", "冬天", "夏天", "台风", "回南天", "桑拿", "冷", "热"]),
    ("money/budget", ["钱", "块", "元", "贵", "便宜", "花了", "预算", "存", "省", "会员", "优惠"]),
    ("food/drink/diet", ["吃", "喝", "饭", "菜", "面", "肉", "鱼", "虾", "蛋", "奶", "茶", "咖啡",
                         "酒", "零食", "甜", "辣", "饿", "烧烤", "火锅", "薯片", "食", "果", "饼",
                         "包子", "粽", "锅"]),
    ("health/sleep/body", ["睡", "失眠", "医", "病", "药", "疼", "过敏", "眼镜", "近视", "怀孕",
                           "体检", "腰", "腿", "膝", "脚", "累", "困", "减肥", "瘦", "胖", "晕"]),
    ("pets", ["猫", "狗", "宠", "龟", "鹦鹉", "仓鼠", "柯基", "哈士奇"]),
    ("hobbies of this set (probe topics)", ["拍", "照片", "相机", "摄影", "钓", "鸟", "骑", "潜",
                                            "游泳", "海", "滑", "演唱会", "歌", "乐队", "专辑",
                                            "剧本杀", "推理", "悬疑", "二手", "旧", "古", "收藏",
                                            "美食", "探店", "餐", "跑", "马拉松", "步", "旅",
                                            "爬", "山", "公园"]),
]

# ---------------------------------------------------------------------------
# Accounts.  core: (id, content, type, importance, created, valid_until, plan_end, source)
# created/valid_until/plan_end are local +08:00 times written without zone.
# probes: (kind, at, query, relevant, extra_forbid, extra)
#   extra = topic word for abst, expired memory id for expiry, else None.
ACCOUNTS = [
    dict(
        key="a01", user_id="u_xiaolin", tenant="default", group=1, twin="a02",
        name="林晓棠", city="成都", allergen="猕猴桃",
        who="林晓棠, 28, 成都 designer, landscape photographer + trekker, kiwi allergy",
        core=[
            ("m01", "用户叫林晓棠，今年28岁，住在成都，是一名平面设计师", "fact", 0.8, "2025-09-28T21:10", None, None, "user_stated"),
            ("m02", "用户对猕猴桃过敏，吃了嘴唇会肿", "fact", 1.0, "2025-10-06T12:40", None, None, "user_stated"),
            ("m03", "用户主要拍风光，用的是索尼A7R5配16-35mm广角镜头", "fact", 0.6, "2025-11-02T19:25", None, None, "user_stated"),
            ("m04", "用户每年秋天都会去川西拍红叶和雪山", "preference", 0.6, "2025-11-20T22:05", None, None, "user_stated"),
            ("m05", "用户有轻度恐高，走悬崖栈道或者玻璃栈道会腿软", "fact", 0.8, "2025-12-14T16:30", None, None, "user_stated"),
            ("m06", "用户左膝做过半月板手术，长距离下坡必须用登山杖", "fact", 0.9, "2026-01-09T20:15", None, None, "user_stated"),
            ("m07", "用户徒步喜欢轻量化装备，背包总重尽量控制在8公斤以内", "preference", 0.5, "2026-02-17T10:50", None, None, "user_stated"),
            ("m08", "用户和男朋友阿杰一起养了一只叫米酒的边牧", "fact", 0.6, "2026-03-08T18:20", None, None, "user_stated"),
            ("m09", "用户计划2026年7月去走四姑娘山长坪沟到毕棚沟的穿越线", "event", 0.8, "2026-04-12T21:35", "2026-07-31T23:59:59", "2026-07-31T23:59:59", "user_stated"),
            ("m10", "用户打算2026年国庆去稻城亚丁拍星空，预算五千元以内", "event", 0.8, "2026-08-03T22:00", None, "2026-10-07T23:59:59", "user_stated"),
            ("m11", "用户虽然是成都人但一点辣都不吃", "preference", 0.7, "2026-05-19T12:10", None, None, "user_stated"),
            ("m12", "用户睡眠浅，出门露营必须带耳塞和眼罩", "fact", 0.5, "2026-06-22T23:05", None, None, "inferred"),
        ],
        bg_topics=[("phone_gadgets", "photo-library / gadget statements touch her camera probes"),
                   ("home_hobbies", "painting/crafts overlap her designer/photography identity")],
        bg_words=[("trekking and night-sky probes", ["星", "露营", "户外"])],
        probes=[
            ("para", "2026-09-15T20:30", "我那台微单到底是啥型号来着？想搜搜它高感咋样", ["m03"], [], None),
            ("para", "2026-09-16T12:15", "朋友寄了一箱佳沛金果，我能碰不", ["m02"], [], None),
            ("para", "2026-09-16T21:40", "海拔掉八百米那段，我这膝盖顶得住不", ["m06"], [], None),
            ("para", "2026-09-17T09:05", "天门山鬼谷那段我去得了吗，我站高处就发怵", ["m05"], [], None),
            ("para", "2026-09-18T19:20", "火锅点鸳鸯还是清汤锅底，按我口味来", ["m11"], [], None),
            ("task", "2026-09-19T22:10", "国庆稻城那趟帮我排个拍银河的行程，顺便列个装备单", ["m10", "m06", "m07", "m12"], [], None),
            ("task", "2026-09-20T10:30", "周末想带狗子去龙泉山走一圈，帮我挑条线再备点路上吃的", ["m08", "m06", "m11", "m02"], [], None),
            ("direct", "2026-09-21T13:00", "我是不是对猕猴桃过敏来着？", ["m02"], [], None),
            ("abst", "2026-09-22T08:45", "风光摄影里常说的黄金时刻指的是一天里哪段时间？", [], [], "风光"),
            ("expiry", "2026-09-23T21:15", "暑假那条穿越早走完了，帮我想想下一条练手的徒步线", ["m06", "m05"], [["长坪沟"], ["毕棚沟"]], "m09"),
        ],
    ),
    dict(
        key="a02", user_id="u_xiaolin", tenant="haidiao_club", group=1, twin="a01",
        name="宋以宁", city="青岛", allergen="花生",
        who="宋以宁, 35, 青岛 port dispatcher, sea angler, peanut allergy (twin of a01)",
        core=[
            ("m01", "用户叫宋以宁，35岁，青岛人，在港口做船舶调度", "fact", 0.8, "2025-09-20T20:00", None, None, "user_stated"),
            ("m02", "用户对花生严重过敏，随身带肾上腺素笔", "fact", 1.0, "2025-10-11T13:20", None, None, "user_stated"),
            ("m03", "用户玩海钓十年了，最常去灵山岛附近矶钓", "fact", 0.6, "2025-10-30T21:45", None, None, "user_stated"),
            ("m04", "用户用的是禧玛诺的纺车轮和一根3米的矶竿", "fact", 0.5, "2025-11-25T19:30", None, None, "user_stated"),
            ("m05", "用户晕船很厉害，出海前必须吃晕船药", "fact", 0.8, "2025-12-19T08:15", None, None, "user_stated"),
            ("m06", "用户有腰椎间盘突出，不能久站也不能搬重物", "fact", 0.8, "2026-01-16T22:30", None, None, "user_stated"),
            ("m07", "用户周末常带8岁的女儿去栈桥赶海", "preference", 0.6, "2026-02-28T17:10", None, None, "user_stated"),
            ("m08", "用户的妻子不吃任何海鲜，闻到腥味就难受", "fact", 0.6, "2026-03-21T12:05", None, None, "user_stated"),
            ("m09", "用户计划2026年8月去舟山嵊泗参加海钓比赛", "event", 0.8, "2026-04-26T20:40", "2026-08-31T23:59:59", "2026-08-31T23:59:59", "user_stated"),
            ("m10", "用户打算2026年11月带全家去厦门玩，预算八千元", "event", 0.7, "2026-07-30T21:25", None, "2026-11-30T23:59:59", "user_stated"),
            ("m11", "用户钓上来的小鱼习惯拍照后放生，只留够吃的", "preference", 0.4, "2026-06-07T16:00", None, None, "user_stated"),
            ("m12", "用户每年休渔期都会在家自己绑钩子、修线组", "preference", 0.4, "2026-05-15T21:50", None, None, "user_stated"),
        ],
        bg_topics=[("car", "boat/vehicle statements blur his boat-trip probes"),
                   ("home_chores", "home chores imply household roles that his family facts fix")],
        bg_words=[("sea and fishing probes", ["船", "岛", "港", "码头", "海鲜"])],
        probes=[
            ("para", "2026-09-15T19:45", "坐快艇跑外海打大物，我这体质得先备点乘晕宁不", ["m05"], [], None),
            ("para", "2026-09-16T15:30", "士力架和M豆这种零嘴我能不能碰", ["m02"], [], None),
            ("para", "2026-09-17T20:10", "码头上一站一整天还得扛钓箱，我这老腰行吗", ["m06"], [], None),
            ("para", "2026-09-18T21:00", "我那个轮子是哪家牌子的？想配个备用线杯", ["m04"], [], None),
            ("para", "2026-09-19T07:20", "俺平时最爱蹲的那个岛叫啥来着，查查周末潮汐", ["m03"], [], None),
            ("task", "2026-09-20T20:35", "十一月一家子去厦门，帮我挑几家馆子，得照顾到每个人", ["m10", "m02", "m08"], [], None),
            ("task", "2026-09-21T18:00", "下礼拜想包条船去外海打一天，帮我列个准备清单", ["m05", "m06", "m02"], [], None),
            ("direct", "2026-09-22T09:40", "我那个花生过敏严重到啥程度来着", ["m02"], [], None),
            ("abst", "2026-09-23T22:15", "海钓和淡水钓在子线选择上有啥区别", [], [], "海钓"),
            ("expiry", "2026-09-24T20:50", "八月那场比赛早打完了，最近还有啥海钓赛能报名不", ["m05"], [["嵊泗"], ["舟山"]], "m09"),
        ],
    ),
    dict(
        key="a03", user_id="u_zhouyu", tenant="default", group=1,
        who="周屿, 34, 厦门 biology teacher, birder with allergic asthma",
        core=[
            ("m01", "用户叫周屿，34岁，住在厦门，是中学生物老师", "fact", 0.8, "2025-09-25T21:30", None, None, "user_stated"),
            ("m02", "用户观鸟五年，鸟种记录已经到了412种", "fact", 0.5, "2025-10-18T20:10", None, None, "user_stated"),
            ("m03", "用户用的是施华洛世奇ATX 85单筒望远镜和一台8x42双筒", "fact", 0.5, "2025-11-09T15:40", None, None, "user_stated"),
            ("m04", "用户有过敏性哮喘，花粉季和冷空气会诱发，随身带沙丁胺醇喷雾", "fact", 1.0, "2025-12-02T08:50", None, None, "user_stated"),
            ("m05", "用户每年冬天都要去鄱阳湖看白鹤", "preference", 0.6, "2025-12-27T19:05", None, None, "user_stated"),
            ("m06", "用户不吃牛羊肉", "preference", 0.7, "2026-01-22T12:30", None, None, "user_stated"),
            ("m07", "用户右脚踝去年骨折过，不能走太陡的碎石路", "fact", 0.8, "2026-02-14T21:15", None, None, "user_stated"),
            ("m08", "用户的妻子在怀孕，预产期是2026年11月", "fact", 0.9, "2026-04-03T22:20", None, "2026-11-30T23:59:59", "user_stated"),
            ("m09", "用户计划2026年5月去云南百花岭拍鸟", "event", 0.7, "2026-03-10T20:45", "2026-05-31T23:59:59", "2026-05-31T23:59:59", "user_stated"),
            ("m10", "用户想在2027年春节前后去泰国考艾国家公园观鸟", "event", 0.6, "2026-08-16T21:00", None, "2027-02-28T23:59:59", "user_stated"),
            ("m11", "用户拍鸟时坚持不用录音回放引鸟", "preference", 0.5, "2026-06-11T18:25", None, None, "user_stated"),
            ("m12", "用户出门旅行喜欢住保护区附近的农家小院，不住连锁酒店", "preference", 0.5, "2026-07-05T10:15", None, None, "user_stated"),
        ],
        bg_topics=[("plants", "flowers/pollen statements touch his asthma probe"),
                   ("reading", "science/nature books blur his teacher and birding probes")],
        bg_words=[("birding and wetland probes; pollen/scents trigger his asthma",
                   ["湖", "湿地", "望远镜", "花", "香", "空气", "雾霾"])],
        probes=[
            ("para", "2026-09-15T21:20", "我那支天鹅牌的镜子口径是多大来着", ["m03"], [], None),
            ("para", "2026-09-16T07:10", "这波寒潮南下，我那喘的老毛病会不会犯", ["m04"], [], None),
            ("para", "2026-09-17T19:50", "去内蒙草原那边下馆子，我是不是很难点单", ["m06"], [], None),
            ("para", "2026-09-18T20:30", "上回断掉的那只踝子，爬乱石坡顶得住吗", ["m07"], [], None),
            ("para", "2026-09-19T22:00", "我的lifelist现在总共攒到多少个了", ["m02"], [], None),
            ("task", "2026-09-20T21:10", "考艾那趟帮我安排一下，吃住都替我想好", ["m10", "m12", "m06", "m04"], [], None),
            ("task", "2026-09-21T06:30", "这周末想去五缘湾拍鸻鹬，帮我规划下", ["m04", "m07", "m11"], [], None),
            ("direct", "2026-09-22T20:40", "我老婆预产期是几月份来着", ["m08"], [], None),
            ("abst", "2026-09-23T19:15", "白鹤和丹顶鹤野外怎么区分", [], [], "白鹤"),
            ("expiry", "2026-09-24T21:30", "最近手痒想出门找鸟，这个月周末附近有啥好去处", ["m04", "m07"], [["百花岭"]], "m09"),
        ],
    ),
    dict(
        key="a04", user_id="u_hexiao", tenant="default", group=1,
        who="何骁, 31, 杭州 programmer, road cyclist with type-1 diabetes",
        core=[
            ("m01", "用户叫何骁，31岁，在杭州做程序员", "fact", 0.8, "2025-09-22T23:10", None, None, "user_stated"),
            ("m02", "用户骑一辆崔克Emonda公路车，年骑行量大概8000公里", "fact", 0.5, "2025-10-14T21:00", None, None, "user_stated"),
            ("m03", "用户是1型糖尿病患者，戴胰岛素泵，长距离骑行要随时监测血糖", "fact", 1.0, "2025-11-05T19:40", None, None, "user_stated"),
            ("m04", "用户对青霉素过敏", "fact", 0.9, "2025-12-08T10:25", None, None, "user_stated"),
            ("m05", "用户周末常和车队去骑千岛湖环湖", "preference", 0.5, "2026-01-11T20:05", None, None, "user_stated"),
            ("m06", "用户吃素，不吃肉但吃蛋奶", "preference", 0.8, "2026-02-03T12:45", None, None, "user_stated"),
            ("m07", "用户计划2026年6月去骑环青海湖", "event", 0.7, "2026-03-15T22:30", "2026-06-30T23:59:59", "2026-06-30T23:59:59", "user_stated"),
            ("m08", "用户打算2026年10月底去台湾骑环岛，预算一万五", "event", 0.8, "2026-08-20T21:50", None, "2026-10-31T23:59:59", "user_stated"),
            ("m09", "用户独居，养了一只叫链条的英短蓝猫", "fact", 0.5, "2026-04-18T18:35", None, None, "user_stated"),
            ("m10", "用户怕狗，小时候被狗咬过", "fact", 0.7, "2026-05-27T20:20", None, None, "user_stated"),
            ("m11", "用户旅行喜欢住能把自行车推进房间的民宿", "preference", 0.5, "2026-07-09T22:40", None, None, "user_stated"),
        ],
        bg_topics=[("commute", "cycling/e-bike commutes overlap his cycling probes"),
                   ("car", "vehicles and road trips overlap his riding routes")],
        bg_words=[("cycling and trip probes", ["车", "公里", "湖", "民宿"])],
        probes=[
            ("para", "2026-09-15T22:30", "我这种天天打针控糖的体质，能不能一口气骑一整天", ["m03"], [], None),
            ("para", "2026-09-16T11:20", "牙疼医生开了阿莫西林，我能吃吗", ["m04"], [], None),
            ("para", "2026-09-17T21:15", "路上碰到汪星人我就发憷，我这毛病有解吗", ["m10"], [], None),
            ("para", "2026-09-18T19:00", "车队聚餐订了烤全羊，我跟着去合适吗", ["m06"], [], None),
            ("para", "2026-09-19T23:05", "我那台trek是拿个系列来着", ["m02"], [], None),
            ("task", "2026-09-20T20:00", "台湾环岛那趟帮我排下每天的路线和住的地方", ["m08", "m03", "m11", "m06"], [], None),
            ("task", "2026-09-21T21:30", "这周六想一个人拉去安吉，来回两百多，帮我准备补给", ["m03", "m06", "m10"], [], None),
            ("direct", "2026-09-22T22:10", "我对青霉素过敏这事要不要写进骑行的紧急联络卡", ["m04"], [], None),
            ("abst", "2026-09-23T12:20", "公路车的碳纤维车架一般能用几年", [], [], "公路车"),
            ("expiry", "2026-09-24T21:45", "青海湖那圈早骑完了，想挑战个更长的，有推荐不", ["m03", "m08"], [["青海湖"]], "m07"),
        ],
    ),
    dict(
        key="a05", user_id="u_liangqi", tenant="default", group=1,
        who="梁栖, 29, 深圳, AOW diver, now pregnant",
        core=[
            ("m01", "用户叫梁栖，29岁，住在深圳南山，做跨境电商运营", "fact", 0.8, "2025-10-01T20:30", None, None, "user_stated"),
            ("m02", "用户有PADI进阶开放水域AOW潜水证，潜过一百多支气瓶", "fact", 0.6, "2025-10-24T21:10", None, None, "user_stated"),
            ("m03", "用户怀孕14周了，医生叮嘱孕期不能潜水", "fact", 1.0, "2026-08-10T19:45", None, None, "user_stated"),
            ("m04", "用户耳朵压力平衡比较难，下潜时左耳经常做不通", "fact", 0.7, "2025-11-30T16:20", None, None, "user_stated"),
            ("m05", "用户不吃生食，刺身一律不碰", "preference", 0.6, "2025-12-21T12:50", None, None, "user_stated"),
            ("m06", "用户每年都会和潜伴去菲律宾薄荷岛潜一次", "preference", 0.5, "2026-01-18T22:05", None, None, "user_stated"),
            ("m07", "用户计划2026年4月去马尔代夫船宿潜水", "event", 0.8, "2026-02-09T21:40", "2026-04-30T23:59:59", "2026-04-30T23:59:59", "user_stated"),
            ("m08", "用户打算生完孩子后再去考潜水长证", "fact", 0.5, "2026-08-12T20:15", None, None, "user_stated"),
            ("m09", "用户的老公叫阿Ken，不会游泳", "fact", 0.6, "2026-03-14T18:10", None, None, "user_stated"),
            ("m10", "用户国庆打算和老公去三亚休闲游，只想躺着不下水，预算六千", "event", 0.8, "2026-08-28T22:25", None, "2026-10-07T23:59:59", "user_stated"),
            ("m11", "用户养了一只叫布丁的布偶猫，出门要找人上门喂", "fact", 0.5, "2026-05-06T20:50", None, None, "user_stated"),
            ("m12", "用户睡觉很浅，晚上十一点后需要安静", "fact", 0.4, "2026-06-19T23:30", None, None, "inferred"),
        ],
        bg_topics=[("online_shopping", "cross-border shopping statements overlap her e-commerce job"),
                   ("social_life", "outings with friends blur her trip-planning probes")],
        bg_words=[("diving and island probes", ["水", "岛", "耳", "船"])],
        probes=[
            ("para", "2026-09-15T20:10", "现在肚子里揣着宝宝，还能背瓶子下去玩吗", ["m03"], [], None),
            ("para", "2026-09-16T21:25", "我一到五米耳膜就胀，捏鼻鼓气也没用，咋整", ["m04"], [], None),
            ("para", "2026-09-17T12:40", "日料店那种omakase我能点几道", ["m05"], [], None),
            ("para", "2026-09-18T22:00", "我现在考到哪一级了，能下三十米不", ["m02"], [], None),
            ("para", "2026-09-19T19:30", "国庆那几天家里那只仙女猫谁来管", ["m11"], [], None),
            ("task", "2026-09-20T21:45", "国庆三亚那趟帮我排个行程，酒店和吃的都安排下", ["m10", "m03", "m05", "m12"], [], None),
            ("task", "2026-09-21T20:20", "潜伴约我十月一起去薄荷岛，帮我回个消息再推荐点别的玩法", ["m06", "m03"], [], None),
            ("direct", "2026-09-22T10:05", "我现在怀孕几周了来着", ["m03"], [], None),
            ("abst", "2026-09-23T21:00", "潜水证AOW和OW有什么区别", [], [], "潜水"),
            ("expiry", "2026-09-24T22:35", "春天那趟船宿早结束了吧，帮我想想下回出海去哪", ["m03"], [["马尔代夫"]], "m07"),
        ],
    ),
    dict(
        key="a06", user_id="u_handong", tenant="default", group=1,
        who="韩冬, 38, 北京 architect, snowboarder, fear of heights, sleep apnea",
        core=[
            ("m01", "用户叫韩冬，今年38岁，在北京做建筑设计", "fact", 0.8, "2025-09-30T21:00", None, None, "user_stated"),
            ("m02", "用户滑单板六年，能刻滑，最爱崇礼的万龙雪场", "preference", 0.6, "2025-11-16T20:35", None, None, "user_stated"),
            ("m03", "用户恐高，坐开放式吊椅缆车会手心冒汗", "fact", 0.8, "2025-12-06T19:10", None, None, "user_stated"),
            ("m04", "用户右肩去年滑雪摔伤过，肩袖撕裂还在康复", "fact", 0.9, "2026-01-13T22:15", None, None, "user_stated"),
            ("m05", "用户乳糖不耐受，喝牛奶会拉肚子", "fact", 0.8, "2025-10-19T08:40", None, None, "user_stated"),
            ("m06", "用户每年雪季都会办一张崇礼的季卡", "preference", 0.5, "2025-11-01T21:50", None, None, "user_stated"),
            ("m07", "用户计划2026年3月去日本二世古滑粉雪", "event", 0.8, "2025-12-28T20:25", "2026-03-31T23:59:59", "2026-03-31T23:59:59", "user_stated"),
            ("m08", "用户打算2027年春节带老婆和儿子去长白山万达滑雪", "event", 0.8, "2026-08-24T21:40", None, "2027-02-28T23:59:59", "user_stated"),
            ("m09", "用户的儿子今年6岁，刚开始学双板", "fact", 0.6, "2026-02-21T18:30", None, None, "user_stated"),
            ("m10", "用户滑雪出行一次预算不超过一万", "preference", 0.6, "2026-05-10T20:00", None, None, "user_stated"),
            ("m11", "用户有睡眠呼吸暂停，晚上要戴呼吸机", "fact", 0.8, "2026-06-30T23:20", None, None, "user_stated"),
        ],
        bg_topics=[("home_hobbies", "model-building/drawing overlap his architect job"),
                   ("car", "driving to ski resorts blurs his trip probes")],
        bg_words=[("ski and altitude probes", ["板", "缆车", "肩", "高"])],
        probes=[
            ("para", "2026-09-15T21:40", "悬在半空四面没遮挡的那种登山索道，我这胆子行不行", ["m03"], [], None),
            ("para", "2026-09-16T08:30", "雪场早餐那杯热拿铁我能点不", ["m05"], [], None),
            ("para", "2026-09-17T20:55", "我这胳膊转袖那块还没好利索，能练跳台吗", ["m04"], [], None),
            ("para", "2026-09-18T22:20", "住高海拔酒店，我那台CPAP得带上吗", ["m11"], [], None),
            ("para", "2026-09-19T21:05", "我入坑几个雪季了来着，平常都泡哪家", ["m02"], [], None),
            ("task", "2026-09-20T20:15", "2027年春节长白山那趟帮我规划下，酒店和雪票都要算进去", ["m08", "m09", "m10", "m05"], [], None),
            ("task", "2026-09-21T22:00", "新雪季开板前，帮我列个装备和体能准备清单", ["m04", "m06"], [], None),
            ("direct", "2026-09-22T09:15", "我是不是乳糖不耐受来着，雪场的牛奶能喝吗", ["m05"], [], None),
            ("abst", "2026-09-23T20:45", "单板和双板哪个更好入门", [], [], "单板"),
            ("expiry", "2026-09-24T21:20", "二世古那趟早滑完了，今年冬天再去日本滑哪儿好", ["m10", "m03"], [["二世古"]], "m07"),
        ],
    ),
    dict(
        key="a07", user_id="u_suran", tenant="default", group=2,
        who="苏苒, 22, 武汉 student, 五月天 fan, claustrophobic, tight budget",
        core=[
            ("m01", "用户叫苏苒，22岁，在武汉读大四", "fact", 0.8, "2025-09-18T22:10", None, None, "user_stated"),
            ("m02", "用户是五月天的铁粉，每次巡演都要去至少一场", "preference", 0.7, "2025-10-09T23:00", None, None, "user_stated"),
            ("m03", "用户每个月生活费两千五，看演唱会得靠做兼职攒钱", "fact", 0.7, "2025-11-11T21:30", None, None, "user_stated"),
            ("m04", "用户有幽闭恐惧，人挤人的密闭场所会喘不上气", "fact", 0.9, "2025-12-12T20:20", None, None, "user_stated"),
            ("m05", "用户对芒果过敏", "fact", 0.9, "2026-01-07T13:15", None, None, "user_stated"),
            ("m06", "用户近视八百度，晚上视力很差", "fact", 0.6, "2026-02-26T22:45", None, None, "user_stated"),
            ("m07", "用户打算2026年12月去广州看五月天跨年演唱会", "event", 0.8, "2026-08-31T21:55", "2027-01-01T23:59:59", "2027-01-01T23:59:59", "user_stated"),
            ("m08", "用户晚上不敢一个人坐网约车，出行都跟闺蜜结伴", "preference", 0.6, "2026-03-29T20:10", None, None, "user_stated"),
            ("m09", "用户吃辣无所谓但不吃香菜", "preference", 0.5, "2026-04-20T12:30", None, None, "user_stated"),
            ("m10", "用户追星主要买周边和打应援，反感私生行为", "preference", 0.4, "2026-05-23T22:35", None, None, "user_stated"),
            ("m11", "用户在考研，目标中国传媒大学，2026年12月底初试", "fact", 0.8, "2026-07-14T21:05", None, "2026-12-31T23:59:59", "user_stated"),
        ],
        bg_topics=[("music_podcasts", "songs and bands overlap her concert probes"),
                   ("learning", "exam prep statements overlap her 考研 probe"),
                   ("car", "driving contradicts a student without a car")],
        bg_words=[("concert and fandom probes", ["歌", "唱", "票", "直播", "粉", "偶像", "综艺"]),
                  ("a student without a car: driving statements contradict her", ["车", "高架"])],
        probes=[
            ("para", "2026-09-15T23:10", "内场站票那种前胸贴后背的，我扛得住不", ["m04"], [], None),
            ("para", "2026-09-16T16:40", "杨枝甘露能点不，馋死了", ["m05"], [], None),
            ("para", "2026-09-17T22:25", "坐山顶那排我眼睛这度数看得清台上吗", ["m06"], [], None),
            ("para", "2026-09-18T21:50", "就我那点零花，一张内场1880要打几份工才够", ["m03"], [], None),
            ("task", "2026-09-19T22:30", "跨年那场帮我做个出行计划，车票住宿都要", ["m07", "m03", "m08", "m11"], [], None),
            ("task", "2026-09-20T23:20", "散场后想找家夜宵店，帮我挑挑", ["m05", "m09", "m08"], [], None),
            ("task", "2026-09-21T20:05", "想去现场拉横幅发手幅，帮我准备下物料清单", ["m10", "m03"], [], None),
            ("direct", "2026-09-22T21:35", "我考研初试是哪天来着，中传那个", ["m11"], [], None),
            ("abst", "2026-09-23T19:40", "五月天成立多少年了", [], [], "五月天"),
            ("abst", "2026-09-24T22:55", "现在演唱会门票实名制是咋回事，能转给别人不", [], [], "演唱会"),
        ],
    ),
    dict(
        key="a08", user_id="u_shenyizhou", tenant="default", group=2,
        who="沈一舟, 26, 南京 剧本杀 DM, vegan, gastritis, colour-weak",
        core=[
            ("m01", "用户叫沈一舟，26岁，在南京一家剧本杀店当DM", "fact", 0.8, "2025-09-26T23:40", None, None, "user_stated"),
            ("m02", "用户最喜欢硬核推理本，不爱玩情感本", "preference", 0.6, "2025-10-20T22:10", None, None, "user_stated"),
            ("m03", "用户是严格素食者，连鸡蛋牛奶都不吃", "preference", 0.9, "2025-11-13T13:05", None, None, "user_stated"),
            ("m04", "用户有慢性胃炎，不能喝酒也不能吃太冰的东西", "fact", 0.8, "2025-12-17T21:25", None, None, "user_stated"),
            ("m05", "用户怕黑，恐怖本只能在开着灯的房间玩", "fact", 0.7, "2026-01-25T22:50", None, None, "user_stated"),
            ("m06", "用户色弱，分不清红色和绿色", "fact", 0.7, "2026-02-12T20:40", None, None, "user_stated"),
            ("m07", "用户每周二店休，常在那天约朋友去别家打本", "preference", 0.5, "2026-03-17T21:10", None, None, "user_stated"),
            ("m08", "用户打算2026年10月去上海逛剧本杀展会，预算两千", "event", 0.7, "2026-08-05T23:15", "2026-10-31T23:59:59", "2026-10-31T23:59:59", "user_stated"),
            ("m09", "用户住在江宁区，没有驾照，出门靠地铁", "fact", 0.6, "2026-04-22T19:55", None, None, "user_stated"),
            ("m10", "用户养了一只叫凶手的橘猫", "fact", 0.4, "2026-05-30T22:30", None, None, "user_stated"),
            ("m11", "用户作息是凌晨三点睡，中午十一点起", "fact", 0.6, "2026-07-02T03:20", None, None, "user_stated"),
        ],
        bg_topics=[("social_life", "mentions 剧本杀 and weekend meetups, his probe topic"),
                   ("car", "driving contradicts 没有驾照"),
                   ("gaming", "puzzle/deduction games overlap his 推理本 probes"),
                   ("commute", "commute modes contradict 出门靠地铁")],
        bg_words=[("game and lighting probes", ["灯", "黑", "本", "色", "地铁"]),
                  ("his 3am-11am schedule: early-morning habits contradict it", ["早上", "早高峰", "早起"]),
                  ("没有驾照: driving statements contradict him", ["车", "高架"])],
        probes=[
            ("para", "2026-09-15T14:20", "沉浸式那种摸瞎搜证的场子，我去得了吗", ["m05"], [], None),
            ("para", "2026-09-16T15:10", "线索卡靠红绿两种卡面区别阵营，我认得出吗", ["m06"], [], None),
            ("para", "2026-09-17T13:30", "组局吃火锅，我能涮点啥", ["m03"], [], None),
            ("para", "2026-09-18T16:45", "散场后大伙去撸串整两杯，我能跟着去不", ["m04"], [], None),
            ("task", "2026-09-19T14:00", "十月上海那个展帮我规划下，住哪吃啥都安排好", ["m08", "m03", "m04", "m09"], [], None),
            ("task", "2026-09-20T15:30", "下周二想约六个朋友在外面开个本，帮我选店定时间", ["m07", "m02", "m11", "m09"], [], None),
            ("task", "2026-09-21T16:20", "给店里新写了个本子，帮我设计线索卡配色和现场灯光", ["m06", "m05"], [], None),
            ("direct", "2026-09-22T14:50", "我胃炎是不是不能吃冰的东西", ["m04"], [], None),
            ("abst", "2026-09-23T15:05", "剧本杀里的DM主要负责啥", [], [], "剧本杀"),
            ("abst", "2026-09-24T13:40", "硬核推理本和还原本有什么区别", [], [], "推理本"),
        ],
    ),
    dict(
        key="a09", user_id="u_yeqinghe", tenant="default", group=2,
        who="叶青禾, 33, 上海 illustrator, vintage bag collector, dust-mite allergy",
        core=[
            ("m01", "用户叫叶青禾，33岁，住在上海徐汇，是自由插画师", "fact", 0.8, "2025-09-23T20:20", None, None, "user_stated"),
            ("m02", "用户收藏中古包，最爱八九十年代的香奈儿和爱马仕", "preference", 0.6, "2025-10-15T21:35", None, None, "user_stated"),
            ("m03", "用户对尘螨严重过敏，碰旧衣服容易起疹子打喷嚏", "fact", 0.9, "2025-11-07T19:00", None, None, "user_stated"),
            ("m04", "用户每年中古预算控制在五万元以内", "preference", 0.7, "2025-12-10T22:15", None, None, "user_stated"),
            ("m05", "用户喜欢胶片相机，常用一台徕卡M6", "fact", 0.5, "2026-01-04T15:30", None, None, "user_stated"),
            ("m06", "用户有类风湿关节炎，手指晨僵，不能长时间拎重物", "fact", 0.9, "2026-02-19T09:10", None, None, "user_stated"),
            ("m07", "用户每年春秋两季都会去东京下北泽和中目黑淘中古", "preference", 0.6, "2026-03-12T21:45", None, None, "user_stated"),
            ("m08", "用户不吃猪肉", "preference", 0.7, "2026-04-08T12:20", None, None, "user_stated"),
            ("m09", "用户打算2026年11月去京都逛古董市集，顺便看红叶", "event", 0.7, "2026-08-18T22:40", "2026-11-30T23:59:59", "2026-11-30T23:59:59", "user_stated"),
            ("m10", "用户和妈妈住在一起，妈妈腿脚不好要坐轮椅", "fact", 0.7, "2026-05-16T20:05", None, None, "user_stated"),
            ("m11", "用户只信任有鉴定证书的卖家，吃过买到假包的亏", "preference", 0.6, "2026-06-25T21:20", None, None, "user_stated"),
            ("m12", "用户的工作室在武康路附近，周末常开放给朋友来看收藏", "fact", 0.4, "2026-07-21T18:50", None, None, "user_stated"),
        ],
        bg_topics=[("online_shopping", "second-hand platforms and returns overlap her vintage probes"),
                   ("home_hobbies", "collecting/crafts overlap her collector and illustrator facts"),
                   ("home_chores", "wardrobe clearing and dust overlap her dust-mite allergy")],
        bg_words=[("vintage, dust and camera probes", ["包", "衣", "灰", "尘", "胶", "画", "手"])],
        probes=[
            ("para", "2026-09-15T19:55", "去二手市场翻那些压箱底几十年的外套，我要不要戴口罩手套", ["m03"], [], None),
            ("para", "2026-09-16T08:20", "每天早起指头僵，背大号Birkin逛一整天吃得消吗", ["m06"], [], None),
            ("para", "2026-09-17T12:45", "去吃叉烧烧腊我能点哪些", ["m08"], [], None),
            ("para", "2026-09-18T20:35", "我那台德国旁轴是神马型号", ["m05"], [], None),
            ("task", "2026-09-19T21:15", "十一月京都那趟帮我排行程，我想带我妈一块去", ["m09", "m10", "m08", "m06"], [], None),
            ("task", "2026-09-20T14:30", "下周末想在上海淘点中古衣服，帮我挑几家店", ["m03", "m04"], [], None),
            ("task", "2026-09-21T22:05", "有人出一只九十年代的Kelly，四万八，帮我评估下该不该入", ["m04", "m11", "m02"], [], None),
            ("direct", "2026-09-22T20:50", "我一年花在中古上的预算是多少来着", ["m04"], [], None),
            ("abst", "2026-09-23T16:10", "怎么看香奈儿中古包是哪个年份的", [], [], "香奈儿"),
            ("abst", "2026-09-24T21:25", "胶片相机现在还买得到胶卷吗", [], [], "胶片相机"),
        ],
    ),
    dict(
        key="a10", user_id="u_luochuan", tenant="default", group=2,
        who="罗川, 30, 广州 vet assistant, keeps a bearded dragon and a corn snake",
        core=[
            ("m01", "用户叫罗川，30岁，在广州做兽医助理", "fact", 0.8, "2025-09-29T21:45", None, None, "user_stated"),
            ("m02", "用户养了一只鬃狮蜥叫小龙和一条玉米蛇叫米线", "fact", 0.7, "2025-10-27T20:30", None, None, "user_stated"),
            ("m03", "用户对猫毛过敏，所以只养爬宠", "fact", 0.9, "2025-11-18T22:00", None, None, "user_stated"),
            ("m04", "用户有偏头痛，闻到浓烈气味就会发作", "fact", 0.7, "2025-12-23T19:35", None, None, "user_stated"),
            ("m05", "用户的女朋友怕蛇，来家里时蛇缸要盖上布", "fact", 0.6, "2026-01-30T21:15", None, None, "user_stated"),
            ("m06", "用户每个月给爬宠花的钱大概八百，包括活体饲料和UVB灯管", "fact", 0.5, "2026-02-25T20:50", None, None, "user_stated"),
            ("m07", "用户周末常去花鸟鱼虫市场给鬃狮蜥挑蟋蟀和杜比亚", "preference", 0.4, "2026-03-28T11:05", None, None, "user_stated"),
            ("m08", "用户不吃内脏", "preference", 0.6, "2026-04-16T12:40", None, None, "user_stated"),
            ("m09", "用户打算2026年10月去厦门参加爬宠展，要提前找人照看宠物", "event", 0.7, "2026-08-22T21:30", None, "2026-10-31T23:59:59", "user_stated"),
            ("m10", "用户有扁平足，走路超过两小时脚就疼", "fact", 0.6, "2026-05-21T20:10", None, None, "user_stated"),
            ("m11", "用户家里空调常年开着给爬箱控温，夏天不让关", "fact", 0.4, "2026-06-28T22:25", None, None, "user_stated"),
        ],
        bg_topics=[("plants", "plants and insects overlap his reptile-keeping probes"),
                   ("neighborhood", "flower/pet markets and stray cats overlap his pet probes")],
        bg_words=[("reptile, smell and budget probes", ["蛇", "虫", "香", "味", "灯", "走"])],
        probes=[
            ("para", "2026-09-15T22:05", "朋友家那只英短我能上手撸两下不", ["m03"], [], None),
            ("para", "2026-09-16T21:30", "我家胡子龙的名字是啥", ["m02"], [], None),
            ("para", "2026-09-17T20:40", "对象这周末过来，她见不得那条长虫，我得咋弄", ["m05"], [], None),
            ("para", "2026-09-18T19:15", "citywalk一逛一下午，我这双平板脚能扛住不", ["m10"], [], None),
            ("task", "2026-09-19T21:50", "十月去厦门那个展，帮我安排下行程和家里几只的托管", ["m09", "m02", "m11"], [], None),
            ("task", "2026-09-20T18:10", "生日想约女朋友吃顿好的，帮我挑家广州的餐厅", ["m08", "m04"], [], None),
            ("task", "2026-09-21T22:40", "想给小龙换个大点的爬箱，帮我算算预算配齐装备", ["m02", "m06", "m11"], [], None),
            ("direct", "2026-09-22T21:10", "我是因为猫毛过敏才只养爬宠的对吧", ["m03"], [], None),
            ("abst", "2026-09-23T20:20", "鬃狮蜥一般能活多少年", [], [], "鬃狮蜥"),
            ("abst", "2026-09-24T19:35", "UVB灯管多久要换一次", [], [], "UVB灯管"),
        ],
    ),
    dict(
        key="a11", user_id="u_wuyou", tenant="default", group=2,
        who="吴悠, 35, 长沙 food-review blogger with gout",
        core=[
            ("m01", "用户叫吴悠，35岁，长沙人，是小红书上的美食探店博主", "fact", 0.8, "2025-10-03T20:40", None, None, "user_stated"),
            ("m02", "用户有痛风，医生让他少吃海鲜和动物内脏，少喝啤酒", "fact", 1.0, "2025-10-29T22:20", None, None, "user_stated"),
            ("m03", "用户最爱湘菜和江西菜，越辣越好", "preference", 0.6, "2025-11-22T12:10", None, None, "user_stated"),
            ("m04", "用户对香菇过敏", "fact", 0.8, "2025-12-15T19:20", None, None, "user_stated"),
            ("m05", "用户单次探店人均预算一般不超过两百", "preference", 0.6, "2026-01-19T21:00", None, None, "user_stated"),
            ("m06", "用户拍探店视频用大疆Pocket 3和iPhone 15 Pro", "fact", 0.4, "2026-02-08T16:35", None, None, "user_stated"),
            ("m07", "用户每周三固定发一条探店视频", "preference", 0.4, "2026-03-04T22:45", None, None, "user_stated"),
            ("m08", "用户体重一百九十斤，正在控制，晚上九点后不吃东西", "fact", 0.6, "2026-04-11T21:30", None, None, "user_stated"),
            ("m09", "用户打算2026年国庆去潮汕连吃五天", "event", 0.7, "2026-08-26T22:10", "2026-10-08T23:59:59", "2026-10-08T23:59:59", "user_stated"),
            ("m10", "用户有个一起出镜的搭档叫小满，小满是素食者", "fact", 0.5, "2026-05-24T20:25", None, None, "user_stated"),
            ("m11", "用户膝盖有滑膜炎，走不了太多路，出门多打车", "fact", 0.6, "2026-07-12T19:45", None, None, "user_stated"),
        ],
        bg_topics=[("tv_shows", "food documentaries and shows overlap his food-blogging probes"),
                   ("neighborhood", "new restaurants and snack shops overlap his food probes"),
                   ("social_life", "dinners out with friends overlap his food probes")],
        bg_words=[("food, video and body probes", ["视频", "博主", "粉丝", "打车", "走路", "夜宵", "外卖"])],
        probes=[
            ("para", "2026-09-15T21:55", "生蚝配精酿这种搭子我还能整吗", ["m02"], [], None),
            ("para", "2026-09-16T12:05", "菌子火锅那家店我能去打卡不", ["m04"], [], None),
            ("para", "2026-09-17T22:40", "夜里撸串局我能跟着炫吗，还在掉秤呢", ["m08"], [], None),
            ("para", "2026-09-18T15:20", "我那个手持稳定器小相机是啥型号来着", ["m06"], [], None),
            ("task", "2026-09-19T20:30", "国庆潮汕那趟帮我列个必吃清单和每天路线", ["m09", "m02", "m04", "m11"], [], None),
            ("task", "2026-09-20T11:45", "帮我找几家长沙新开的店下周拍，要能和小满一块吃", ["m10", "m05", "m03", "m04"], [], None),
            ("task", "2026-09-21T21:15", "有粉丝让我推荐长沙宵夜，帮我写一份清单", ["m03", "m05"], [], None),
            ("direct", "2026-09-22T19:35", "我探店一般人均预算是多少来着", ["m05"], [], None),
            ("abst", "2026-09-23T12:50", "湘菜和川菜的辣到底有啥区别", [], [], "湘菜"),
            ("abst", "2026-09-24T20:05", "潮汕牛肉火锅的部位都怎么分", [], [], "潮汕"),
        ],
    ),
    dict(
        key="a12", user_id="u_zhengyifan", tenant="default", group=2,
        who="郑一帆, 42, 西安 lecturer, marathoner with PVCs",
        core=[
            ("m01", "用户叫郑一帆，今年42岁，在西安的一所大学当老师", "fact", 0.8, "2025-09-21T21:15", None, None, "user_stated"),
            ("m02", "用户跑全马的最好成绩是3小时28分", "fact", 0.6, "2025-10-26T19:40", None, None, "user_stated"),
            ("m03", "用户有室性早搏，比赛时必须戴心率带，心率超过175就要降速", "fact", 1.0, "2025-11-28T20:55", None, None, "user_stated"),
            ("m04", "用户左脚跟腱炎反复发作，只穿高缓震的跑鞋", "fact", 0.8, "2025-12-30T21:35", None, None, "user_stated"),
            ("m05", "用户对布洛芬过敏", "fact", 0.9, "2026-01-27T10:15", None, None, "user_stated"),
            ("m06", "用户养了一只叫配速的柯基，每天早上带它慢跑三公里", "fact", 0.5, "2026-02-23T07:30", None, None, "user_stated"),
            ("m07", "用户每年都会报名北京马拉松", "preference", 0.5, "2026-03-19T22:05", None, None, "user_stated"),
            ("m08", "用户打算2026年11月去跑上海马拉松，目标破3小时20分", "event", 0.8, "2026-08-29T21:20", "2026-11-30T23:59:59", "2026-11-30T23:59:59", "user_stated"),
            ("m09", "用户早餐不吃面食，赛前习惯吃米饭和香蕉", "preference", 0.5, "2026-04-25T08:45", None, None, "user_stated"),
            ("m10", "用户的妻子和10岁的女儿偶尔陪他跑", "fact", 0.5, "2026-05-31T19:50", None, None, "user_stated"),
            ("m11", "用户出差住酒店必须选有跑步机的", "preference", 0.4, "2026-07-07T22:30", None, None, "user_stated"),
        ],
        bg_topics=[("commute", "walking/cycling commutes overlap his running probes"),
                   ("music_podcasts", "running playlists overlap his running probes")],
        bg_words=[("running and heart probes", ["心", "鞋", "城墙", "出差", "酒店"])],
        probes=[
            ("para", "2026-09-15T06:50", "冲刺时心跳飙到一百八，我要紧不", ["m03"], [], None),
            ("para", "2026-09-16T21:05", "跑完大腿酸疼，芬必得能来一粒不", ["m05"], [], None),
            ("para", "2026-09-17T22:15", "后脚根那根筋老疼，亚瑟士哪款适合我", ["m04"], [], None),
            ("para", "2026-09-18T20:20", "我全马PB多少来着", ["m02"], [], None),
            ("task", "2026-09-19T21:40", "上马前最后一周帮我排下训练和饮食", ["m08", "m03", "m04", "m09"], [], None),
            ("task", "2026-09-20T07:15", "周末想带狗和家里人去城墙跑一圈，帮我安排下", ["m06", "m10", "m04"], [], None),
            ("task", "2026-09-21T22:50", "下个月去武汉开三天会，帮我订住的地方再安排下晨跑和早饭", ["m11", "m09"], [], None),
            ("direct", "2026-09-22T20:35", "我是不是每年都报名北京马拉松", ["m07"], [], None),
            ("abst", "2026-09-23T06:40", "马拉松撞墙一般出现在多少公里", [], [], "马拉松"),
            ("abst", "2026-09-24T21:55", "柯基为啥好多都要断尾", [], [], "柯基"),
        ],
    ),
]


# ---------------------------------------------------------------------------
# helpers
def ts(s):
    """'2026-07-31T23:59:59' or '...T21:10' (local) -> ISO string with +08:00."""
    if len(s) == 16:
        s += ":00"
    return s + "+08:00"


def parse(s):
    return datetime.fromisoformat(s)


def cjk_set(text):
    text = text.replace("用户", "")
    return {c for c in text if "\u4e00" <= c <= "\u9fff" and c not in FUNC_CHARS}


def overlap(a, b):
    return cjk_set(a) & cjk_set(b)


def load_background():
    with open(BG_PATH, encoding="utf-8") as f:
        data = json.load(f)
    return [(s["text"], s["topic"]) for s in data["statements"]]


def drop_topics(acc):
    return {t for t, _ in BASE_DROP_TOPICS} | {t for t, _ in acc["bg_topics"]}


def drop_words(acc):
    words = [w for _, ws in BASE_DROP_WORDS for w in ws]
    words += [w for _, ws in acc["bg_words"] for w in ws]
    return words


def probe_forbid(acc, probe):
    _, _, _, _, extra_forbid, _ = probe
    forbid = [list(f) for f in extra_forbid]
    if acc.get("twin"):
        other = ACC_BY_KEY[acc["twin"]]
        forbid += [[other["name"]], [other["city"]], [other["allergen"]]]
    return forbid


def bg_pool(acc, statements):
    topics, words = drop_topics(acc), drop_words(acc)
    hot = [w for p in acc["probes"] for f in probe_forbid(acc, p) for w in f]
    return [t for t, tp in statements
            if tp not in topics and not any(w in t for w in words)
            and not any(w in t for w in hot)]


ACC_BY_KEY = {a["key"]: a for a in ACCOUNTS}


# ---------------------------------------------------------------------------
def build():
    statements = load_background()
    users = []
    for idx, acc in enumerate(ACCOUNTS):
        mems = []
        for mid, content, typ, imp, created, vu, _end, src in acc["core"]:
            m = {"id": mid, "content": content, "type": typ, "importance": imp,
                 "created_at": ts(created)}
            if vu:
                m["valid_until"] = ts(vu)
            m["source"] = src
            mems.append(m)
        rng = random.Random(1010 + 37 * idx)
        pool = bg_pool(acc, statements)
        k = rng.randint(100, min(180, len(pool)))
        chosen = rng.sample(pool, k)
        types = [c[2] for c in acc["core"]]
        imps = [c[3] for c in acc["core"]]
        span = int((REF - WINDOW_START).total_seconds())
        for j, text in enumerate(chosen, 1):
            t = WINDOW_START + timedelta(seconds=rng.randrange(span))
            mems.append({"id": "b%03d" % j, "content": text, "type": rng.choice(types),
                         "importance": rng.choice(imps),
                         "created_at": t.isoformat(), "source": "user_stated"})
        probes = []
        for n, p in enumerate(acc["probes"], 1):
            kind, at, query, rel, _, _ = p
            probes.append({"id": "p%d-%s" % (n, kind), "at": ts(at), "query": query,
                           "relevant": list(rel), "forbid": probe_forbid(acc, p)})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
def validate(data):
    """Return a list of error strings (empty when the data is valid)."""
    errs = []
    E = errs.append
    stmt_topic = {}
    for t, tp in load_background():
        stmt_topic.setdefault(t, tp)
    if not isinstance(data, dict) or data.get("format") != "memory-eval/v1":
        return ["top level: format must be memory-eval/v1"]
    if not isinstance(data.get("name"), str) or not data["name"]:
        E("top level: name missing")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        return ["top level: expected %d users" % len(ACCOUNTS)]
    if len({u.get("user_id") for u in users}) != 11:
        E("expected 11 distinct user_ids")
    pairs = [(u.get("user_id"), u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        E("duplicate (user_id, tenant_id) pair")
    totals = {k: 0 for k in KIND_TOTALS}
    probe_ids_all = set()
    for acc, u in zip(ACCOUNTS, users):
        tag = acc["key"]
        if u.get("user_id") != acc["user_id"] or u.get("tenant_id") != acc["tenant"]:
            E("%s: user_id/tenant mismatch" % tag)
        mems, probes = u.get("memories"), u.get("probes")
        if not isinstance(mems, list) or not isinstance(probes, list):
            E("%s: memories/probes must be lists" % tag)
            continue
        ids = [m.get("id") for m in mems]
        if len(set(ids)) != len(ids):
            E("%s: duplicate memory ids" % tag)
        by_id = {m.get("id"): m for m in mems}
        core = [m for m in mems if str(m.get("id", "")).startswith("m")]
        bg = [m for m in mems if str(m.get("id", "")).startswith("b")]
        if len(core) + len(bg) != len(mems):
            E("%s: memory ids must start with m or b" % tag)
        if not 9 <= len(core) <= 13:
            E("%s: %d core memories (need 9-13)" % (tag, len(core)))
        if [m["id"] for m in core] != ["m%02d" % i for i in range(1, len(core) + 1)]:
            E("%s: core ids not m01..m%02d" % (tag, len(core)))
        if [m["id"] for m in bg] != ["b%03d" % i for i in range(1, len(bg) + 1)]:
            E("%s: background ids not b001.." % tag)
        if not 100 <= len(bg) <= 180:
            E("%s: %d background memories (need 100-180)" % (tag, len(bg)))
        spec_core = {c[0]: c for c in acc["core"]}
        if set(spec_core) != {m["id"] for m in core}:
            E("%s: core ids differ from script" % tag)
        last_created = None
        for m in mems:
            mid = m.get("id")
            for f in ("id", "content", "type", "importance", "created_at"):
                if f not in m:
                    E("%s/%s: missing %s" % (tag, mid, f))
            if not isinstance(m.get("content"), str) or not m.get("content"):
                E("%s/%s: empty content" % (tag, mid))
            if m.get("type") not in ("fact", "preference", "event"):
                E("%s/%s: bad type" % (tag, mid))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                E("%s/%s: importance out of 0.3-1.0" % (tag, mid))
            try:
                c = parse(m["created_at"])
                if c.utcoffset() != timedelta(hours=8) or not WINDOW_START <= c < REF:
                    E("%s/%s: created_at outside window or not +08:00" % (tag, mid))
                last_created = c if last_created is None else max(last_created, c)
            except (KeyError, ValueError, TypeError):
                E("%s/%s: bad created_at" % (tag, mid))
            if "valid_until" in m:
                try:
                    if parse(m["valid_until"]) <= parse(m["created_at"]):
                        E("%s/%s: valid_until before created_at" % (tag, mid))
                except (ValueError, TypeError):
                    E("%s/%s: bad valid_until" % (tag, mid))
            if mid in spec_core:
                c = spec_core[mid]
                if m.get("content") != c[1]:
                    E("%s/%s: content differs from script" % (tag, mid))
                if m.get("source") not in ("user_stated", "inferred"):
                    E("%s/%s: bad source" % (tag, mid))
        # plan ends (internal) for every core memory
        plan_end = {c[0]: (parse(ts(c[6])) if c[6] else None) for c in acc["core"]}
        for c in acc["core"]:
            if c[5] and c[5] != c[6]:
                E("%s/%s: valid_until must equal plan end" % (tag, c[0]))

        # background checks
        core_types = {c[2] for c in acc["core"]}
        core_imps = {c[3] for c in acc["core"]}
        topics, words = drop_topics(acc), drop_words(acc)
        for m in bg:
            t = m.get("content")
            if t not in stmt_topic:
                E("%s/%s: background not from background file" % (tag, m["id"]))
                continue
            if stmt_topic[t] in topics:
                E("%s/%s: background topic %s excluded" % (tag, m["id"], stmt_topic[t]))
            bad = [w for w in words if w in t]
            if bad:
                E("%s/%s: background contains excluded word %s" % (tag, m["id"], bad[0]))
            if m.get("type") not in core_types or m.get("importance") not in core_imps:
                E("%s/%s: background type/importance not from core lists" % (tag, m["id"]))
            if m.get("source") != "user_stated":
                E("%s/%s: background source" % (tag, m["id"]))
        if len({m["content"] for m in bg}) != len(bg):
            E("%s: duplicate background statements" % tag)

        # probes
        if len(probes) != 10 or len(acc["probes"]) != 10:
            E("%s: need exactly 10 probes" % tag)
        counts = {k: 0 for k in KIND_TOTALS}
        for n, (p, spec) in enumerate(zip(probes, acc["probes"]), 1):
            kind, at_s, query, rel, _, extra = spec
            pid = p.get("id")
            where = "%s/%s" % (tag, pid)
            if kind not in counts:
                E("%s: unknown kind" % where)
                continue
            counts[kind] += 1
            if pid != "p%d-%s" % (n, kind):
                E("%s: id must be p%d-%s" % (where, n, kind))
            if (tag, pid) in probe_ids_all:
                E("%s: duplicate probe id" % where)
            probe_ids_all.add((tag, pid))
            for f in ("id", "at", "query", "relevant", "forbid"):
                if f not in p:
                    E("%s: missing %s" % (where, f))
            if p.get("query") != query or p.get("relevant") != list(rel):
                E("%s: query/relevant differ from script" % where)
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                E("%s: empty query" % where)
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or not all(
                    isinstance(f, list) and f and all(isinstance(w, str) and w for w in f)
                    for f in forbid):
                E("%s: forbid must be a list of non-empty keyword lists" % where)
                forbid = []
            try:
                at = parse(p["at"])
            except (KeyError, ValueError, TypeError):
                E("%s: bad at" % where)
                continue
            if at.utcoffset() != timedelta(hours=8):
                E("%s: at must be +08:00" % where)
            if last_created is None or at <= last_created or at < REF:
                E("%s: probe not after all of the user's memories" % where)
            for r in rel:
                if r not in by_id or not r.startswith("m"):
                    E("%s: relevant %s missing or not core" % (where, r))
                elif plan_end.get(r) and plan_end[r] <= at:
                    E("%s: relevant plan %s already ended" % (where, r))
            if len(set(rel)) != len(rel):
                E("%s: duplicate relevant ids" % where)
            # forbid never in relevant memories nor in anything still applying
            applying = [m for m in mems
                        if not (m["id"] in plan_end and plan_end[m["id"]]
                                and plan_end[m["id"]] <= at)]
            for alts in forbid:
                for w in alts:
                    for m in applying:
                        if w.lower() in m["content"].lower():
                            E("%s: forbid '%s' appears in applying memory %s" % (where, w, m["id"]))
            # kind rules
            if kind == "para":
                if len(rel) != 1:
                    E("%s: para needs exactly one relevant" % where)
                else:
                    ov = overlap(query, by_id[rel[0]]["content"])
                    if len(ov) > 2:
                        E("%s: para overlap %d > 2 (%s)" % (where, len(ov), "".join(sorted(ov))))
            elif kind == "direct":
                if len(rel) != 1:
                    E("%s: direct needs exactly one relevant" % where)
                else:
                    ov = overlap(query, by_id[rel[0]]["content"])
                    if len(ov) < 2:
                        E("%s: direct overlap %d < 2" % (where, len(ov)))
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    E("%s: task needs 2-4 relevant" % where)
            elif kind == "abst":
                if rel:
                    E("%s: abst must have relevant []" % where)
                if not extra or extra not in query or not any(extra in c[1] for c in acc["core"]):
                    E("%s: abst topic word not shared with a core fact" % where)
            elif kind == "expiry":
                if extra not in plan_end or not plan_end[extra]:
                    E("%s: expiry must name a dated plan" % where)
                else:
                    if not plan_end[extra] < at:
                        E("%s: expiry asked before plan %s ended" % (where, extra))
                    plan_text = by_id[extra]["content"]
                    if not any(w in plan_text for alts in forbid for w in alts):
                        E("%s: expiry forbid lacks the plan keyword" % where)
                    if extra in rel:
                        E("%s: expired plan listed as relevant" % where)
            # twin forbids
            if acc.get("twin"):
                other = ACC_BY_KEY[acc["twin"]]
                for w in (other["name"], other["city"], other["allergen"]):
                    if [w] not in forbid:
                        E("%s: twin forbid %s missing" % (where, w))
        if counts != GROUP_KINDS[acc["group"]]:
            E("%s: kind counts %s" % (tag, counts))
        for k in counts:
            totals[k] += counts[k]
    if totals != KIND_TOTALS:
        E("total kind counts %s != %s" % (totals, KIND_TOTALS))
    # twins
    twins = [a for a in ACCOUNTS if a.get("twin")]
    if len(twins) != 2 or twins[0]["user_id"] != twins[1]["user_id"] \
            or twins[0]["tenant"] == twins[1]["tenant"]:
        E("twins: need two accounts sharing user_id in different tenants")
    else:
        a, b = twins
        for f in ("name", "city", "allergen"):
            if a[f] == b[f]:
                E("twins: %s must differ" % f)
    return errs


def main(argv):
    check = "--check" in argv[1:]
    text = build()
    errs = validate(json.loads(text))
    if check:
        if not OUT.exists():
            print("FAIL: %s does not exist; run without --check first" % OUT.name)
            return 1
        disk = OUT.read_text(encoding="utf-8")
        try:
            disk_data = json.loads(disk)
        except ValueError as e:
            print("FAIL: %s is not valid JSON: %s" % (OUT.name, e))
            return 1
        errs = validate(disk_data) + errs
        if disk != text:
            errs.append("rebuild is not byte-identical to %s" % OUT.name)
    if errs:
        for e in errs:
            print("FAIL:", e)
        print("%d problem(s)" % len(errs))
        return 1
    if not check:
        OUT.write_text(text, encoding="utf-8")
    data = json.loads(text)
    n_core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    n_bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    n_p = sum(len(u["probes"]) for u in data["users"])
    print("%s %s: %d users, %d core + %d background memories, %d probes"
          % ("OK (checked)" if check else "OK (built)", OUT.name, len(data["users"]),
             n_core, n_bg, n_p))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
