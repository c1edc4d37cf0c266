#!/usr/bin/env python3
"""Build set4: a hand-written Chinese retrieval TRAINING set (memory-eval/v1).

How it was written
------------------
Written blind.  The author read exactly two project files:
  * /work/shared/eval/FORMAT.md                       (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json (everyday statements,
    imported here as background noise)
No engine code, docs, tests, other data sets or git history were read, the
engine and evaluator were not run, and nothing was searched on the web.  Every
core memory, probe, query and exclusion list below was written by hand.

Theme of this set: families travelling with special requirements -- pregnancy,
infants, toddlers, school-age children and teenagers, elderly parents coming
along; food allergies asked about through dishes and snacks instead of the
allergen's name; religious and ethical diets (清真, 素食/蛋奶素, 佛教过午不食,
犹太洁食); school calendars and exam dates; car seats, strollers, nap
schedules; special needs (ADHD, autism, wheelchair users).

Users (12 accounts, 11 distinct user_ids; REF = 2026-06-01T00:00:00+08:00)
  u_linxiao    林筱, 南京, first pregnancy, gestational diabetes, 7月 厦门 trip
  u_zhaolei    赵蕾, 深圳, 7-month-old daughter: egg allergy, naps, stroller,
               rear-facing car seat, still pumping, 8月 回哈尔滨
  u_xiaochen   (tenant "default")  陈晓雯, 苏州, mango allergy, toddler son 豆豆
               (nap, big stroller, loves trains), no car, 国庆 上海迪士尼
  u_xiaochen   (tenant "t_lvtu")   程小燕, 重庆, peanut allergy + EpiPen, single
               mother of a 初三 daughter (中考), bad knee, 7月 西安
               -- the two twins are different people; each twin's probes
               forbid the other twin's name, city and allergen.
  u_mahui      马辉, 西宁, 回族 清真 family, father in a wheelchair, mother on
               insulin, daily prayer, 9月 新疆
  u_wangfang   王芳, 北京, 蛋奶素, daughter 乐乐 with ADHD (专注达), cat-hair
               allergy, school calendar, 8月 青岛
  u_liuyang    刘洋, 武汉, autistic son 小宇 (noise, picky eating, fixed
               bedtime, disability card), own gout, 7月 成都
  u_sunmei     孙梅, 杭州, lay Buddhist 过午不食 + 全素 without 五辛, mother
               (80) with knee replacement and poor hearing, 10月 五台山
  u_yael       Yael, 上海, 犹太洁食, Shabbat, son with sesame allergy, daughter
               in a car seat with a midday nap, 8月 大理丽江, Rosh Hashanah
  u_hejun      何军, 济南, son (初二, shrimp allergy, exam dates, sprained
               ankle) and daughter (piano exam), school holiday date, corgi,
               7月 北京 road trip
  u_gaoyan     高岩, 天津, three generations: father with stents, mother
               forgetful and no cold food, teenage son with kiwi allergy,
               7月 日本 trip
  u_fengtao    冯涛, 广州, wheelchair user (hand-control car), daughter 朵朵
               (tree-nut allergy, 5-point car seat, afraid of water),
               drone, 国庆 桂林阳朔

Core memories: 10-12 per account, ids m01.., type fact/preference, importance
0.4-0.95, created_at spread over the 12 months before REF.  Dated plans carry
valid_until where natural; three (two 国庆 trips and a "9月份" exam) are left
for the engine to infer from the wording (their end is kept here only as
`_end` for validation and is not written to the JSON).

Background: each account gets 100-180 statements sampled with a fixed,
per-account seed from background_train.json, after dropping the topics and
keywords listed per account in exclude_topics / exclude_words (contradictions with a core fact, or
statements that would be relevant to one of that user's probes) plus every
forbid keyword of that user's probes.  type/importance are drawn from the
user's own core lists, created_at uniformly over the window.

Probe kinds (ids "p<n>-<kind>", asked after all of the user's memories)
  para    one stored fact asked in other words; the query shares at most two
          meaningful CJK characters with the fact (checked below)
  task    planning request; relevant = every memory a careful planner weighs
  direct  the user asks about themselves in words close to the fact
  abst    general question sharing a topic word with a stored fact; relevant []
  expiry  asked after a dated plan ended; the plan's keywords are forbidden

Usage:  python3 build_set4.py          # write zh_retrieval_set4.json
        python3 build_set4.py --check  # validate file + byte-identical rebuild
"""

import datetime as _dt
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set4.json")
BACKGROUND = os.path.normpath(os.path.join(HERE, "..", "background_train.json"))

TZ = _dt.timezone(_dt.timedelta(hours=8))
REF = _dt.datetime(2026, 6, 1, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - _dt.timedelta(days=365)
SEED = "set4-v1"

# function words ignored by the paraphrase-overlap check (the brief's list
# plus a handful of equally empty particles/pronouns)
FUNCTION_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要") | set("们这那就都也还和啊呀")
MAX_PARA_OVERLAP = 2

KINDS = ("para", "task", "direct", "abst", "expiry")

# --------------------------------------------------------------------------
# shared keyword groups for background hygiene
# --------------------------------------------------------------------------
KIDS = ["孩子", "儿子", "女儿", "闺女", "宝妈", "二胎", "幼儿园", "小孩", "儿童",
        "婴儿", "家长", "动画", "作业", "校服", "儿歌"]
NOT_WIFE = ["老婆", "女朋友", "男朋友", "对象", "岳母", "岳父"]      # married woman
NOT_HUSBAND = ["老公", "男朋友", "女朋友", "对象", "婆婆", "公公"]   # married man
SINGLE = ["老公", "老婆", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳母",
          "岳父", "夫妻", "结婚"]
PARENTS = ["爸", "妈", "父母", "婆婆", "公公", "岳母", "岳父", "老人"]
MEAT = ["肉", "鸡", "鸭", "鱼", "虾", "蟹", "排骨", "香肠", "牛", "羊", "猪",
        "海鲜", "火锅", "麻辣烫", "卤", "馄饨", "饺子", "包子", "煲仔饭",
        "炸酱面", "小面", "拉面", "烧烤", "腊", "火腿"]
PORK = ["猪", "红烧肉", "排骨", "香肠", "腊", "火腿", "馄饨", "饺子", "包子",
        "煲仔饭", "炸酱面", "卤", "糖醋", "小面"]
SHELLFISH = ["虾", "蟹", "海鲜", "蛤", "贝"]
ALCOHOL = ["酒", "小酌", "啤"]
WALKING = ["走", "跑", "骑", "爬", "跳", "步", "蹲", "站不稳", "健身"]
OWNER = ["房租", "租的"]           # home owners: no renting statements
RENTER = ["房贷", "房子买了", "装修"]  # renters: no mortgage statements
GLOBAL_EXCLUDE = ["做财务", "产品运营", "教师资格证", "会计", "报表", "数据透视",
                  "后台数据"]  # statements that fix the user's job


def ts(s):
    """'2026-06-02 08:40' -> ISO string with +08:00."""
    d = _dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.isoformat()


def end_of(day):
    return ts(day + " 23:59")


# --------------------------------------------------------------------------
# accounts.  memory tuple: (id, type, importance, created, content, extra)
#   extra: {"valid_until": "YYYY-MM-DD"} (written) or {"_end": "YYYY-MM-DD"}
#          (engine must infer; used for validation only)
# probe tuple: (kind, at, query, relevant, extra)
#   extra: {"forbid": [[...]], "topic": word (abst), "plan": mem id (expiry)}
# --------------------------------------------------------------------------
F, P = "fact", "preference"

ACCOUNTS = []

# 1 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_linxiao", "tenant_id": "default",
    "exclude_topics": ["kids_school", "diet_weight", "health_checkup", "gym_fitness"],
    "exclude_words": KIDS + NOT_WIFE + OWNER + [
        # pregnancy / gestational diabetes: no smoking, drinking, sugar, weight talk
        "烟", "酒", "啤", "咖啡", "奶茶", "甜", "蛋糕", "糖", "减肥", "体重", "血", "孕",
        # m11 no spicy food
        "辣", "湘菜",
        # probes: walking limit, smoke smell, Xiamen, Nanjing, bookshops, flights
        "走", "步", "爬", "累", "厦门", "南京", "书店", "飞机", "航班", "医院"],
    "memories": [
        ("m01", F, 0.9, "2026-02-18 21:05", "用户林筱怀孕了，是第一胎，预产期在10月中旬", {"valid_until": "2026-10-31"}),
        ("m02", F, 0.9, "2026-04-09 18:40", "产检查出妊娠期糖尿病，医生要求用户严格控糖，主食减量", {}),
        ("m03", P, 0.6, "2026-05-06 20:12", "用户孕期容易腰酸，连续走路超过一个小时就受不了", {}),
        ("m04", F, 0.7, "2026-04-23 12:30", "医生叮嘱用户孕28周以后尽量不要坐飞机", {}),
        ("m05", F, 0.8, "2026-05-20 22:18", "用户和老公计划2026年7月初去厦门待四天，算是孕期最后一次出远门", {"valid_until": "2026-07-08"}),
        ("m06", P, 0.6, "2026-03-02 08:55", "用户闻到烟味就恶心想吐，孕吐期过了对气味还是很敏感", {}),
        ("m07", F, 0.5, "2025-08-17 19:20", "用户的老公叫周航，是个摄影爱好者", {}),
        ("m08", F, 0.7, "2025-06-28 10:02", "用户住在南京，在一家设计公司做平面设计", {}),
        ("m09", P, 0.5, "2025-10-11 15:47", "用户喜欢安静的小众咖啡馆和独立书店，不爱凑热闹", {}),
        ("m10", F, 0.6, "2026-03-26 09:15", "用户每两周的周四上午要去医院产检", {}),
        ("m11", P, 0.4, "2025-09-20 13:33", "用户不太能吃辣，吃了容易上火", {}),
    ],
    "probes": [
        ("para", "2026-06-03 21:10",
         "同事从闽南出差回来，拎了一大盒馅饼，还念叨那边的花生汤、烧仙草、沙茶面都得尝尝。"
         "可我上回那个OGTT没过，护士还盯着让我天天扎手指，这些东西我到底能碰几样？",
         ["m02"], {}),
        ("para", "2026-06-04 09:30", "酒店别给我安排能抽烟的楼层，那股焦油气沾上一点都翻江倒海", ["m06"], {}),
        ("para", "2026-06-05 19:00", "逛那种只能靠两条腿的古镇，我现在撑得了多久？", ["m03"], {}),
        ("para", "2026-06-06 12:20", "八月份想去成都看闺蜜，机票还订得了吗？那会儿我差不多七个多月了", ["m04"], {}),
        ("para", "2026-06-07 10:00", "帮我排一下这个月的日程，那个固定跑妇幼保健院抽血看B超的日子别给占了", ["m10"], {}),
        ("direct", "2026-06-08 20:30", "我预产期是哪个月来着？", ["m01"], {}),
        ("task", "2026-06-09 21:00", "帮我把7月初厦门那四天的行程排一下，吃饭住宿都要考虑进去", ["m05", "m02", "m03", "m06"], {}),
        ("task", "2026-06-10 18:15", "周末想在南京周边找个地方住一晚放松一下，帮我挑挑", ["m03", "m06", "m09"], {}),
        ("abst", "2026-06-11 11:40", "厦门鼓浪屿现在上岛还要提前预约船票吗？", [], {"topic": "厦门"}),
        ("expiry", "2026-07-20 20:00", "从海边回来了，接下来几个周末想做点不累的事，有什么建议？", ["m01", "m03"],
         {"forbid": [["厦门"]], "plan": "m05"}),
    ],
})

# 2 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_zhaolei", "tenant_id": "default",
    "exclude_topics": ["kids_school", "car"],
    "exclude_words": KIDS + NOT_WIFE + OWNER + [
        # m02 egg allergy: no egg dishes at all
        "蛋",
        # m03 naps, m07 pumping, m04 stroller, m05 car seat, m09 seasickness
        "睡", "奶", "推车", "座椅", "船", "晕",
        # probe places / business trip
        "哈尔滨", "东北", "出差", "上海", "海边"],
    "memories": [
        ("m01", F, 0.8, "2026-05-10 21:30", "用户的女儿糖糖刚满七个月，是家里第一个孩子", {}),
        ("m02", F, 0.95, "2026-04-18 19:05", "糖糖对鸡蛋过敏，上次吃了一小口蛋黄就起了满脸红疹", {}),
        ("m03", P, 0.7, "2026-05-02 14:10", "糖糖每天上午十点和下午两点半各睡一觉，错过了就哭闹到晚上", {}),
        ("m04", F, 0.7, "2026-01-12 11:25", "用户出门用的是一辆能折叠登机的轻便婴儿推车", {}),
        ("m05", F, 0.7, "2025-11-03 16:45", "用户家的车上装了后向安装的婴儿安全座椅", {}),
        ("m06", F, 0.8, "2026-05-24 22:02", "用户计划2026年8月带糖糖回哈尔滨看爷爷奶奶，住两周", {"valid_until": "2026-08-31"}),
        ("m07", F, 0.7, "2026-03-08 07:50", "用户还在背奶，白天每隔三四个小时要吸一次奶", {}),
        ("m08", F, 0.6, "2026-02-20 09:12", "用户住在深圳南山，休完产假已经回公司上班", {}),
        ("m09", P, 0.5, "2025-06-30 20:20", "用户晕船，坐船十分钟就吐", {}),
        ("m10", F, 0.5, "2025-09-14 18:00", "用户的老公叫吴凯，做销售，经常出差", {}),
        ("m11", F, 0.6, "2026-02-27 08:35", "用户的婆婆每周一到周五白天帮忙带糖糖", {}),
    ],
    "probes": [
        ("para", "2026-06-02 08:40", "酒店自助早餐那种蒸水蛋、玉子烧，给娃尝一口没事吧？", ["m02"], {}),
        ("para", "2026-06-03 13:05", "逛完街几点回酒店比较稳妥？小家伙那两趟打盹可耽误不起", ["m03"], {}),
        ("para", "2026-06-04 22:40",
         "下个月可能要飞一趟，我就想知道航空公司一般让不让把娃的小座驾直接带进客舱，"
         "收起来跟个拉杆箱差不多，托运的话怕摔坏，到了那边又没得用",
         ["m04"], {}),
        ("para", "2026-06-05 12:00", "蜈支洲岛要搭渡轮上岛，我这种一上甲板就翻肠倒肚的人受得了吗", ["m09"], {}),
        ("direct", "2026-06-06 21:15", "糖糖现在几个月大了，你还记得吗？", ["m01"], {}),
        ("task", "2026-06-07 20:40", "8月回哈尔滨那两周，帮我规划一下路上和在那边的安排", ["m06", "m02", "m03", "m04"], {}),
        ("task", "2026-06-08 19:30", "周末想开车带糖糖去大鹏的海边玩一天，帮我排排时间", ["m03", "m05", "m07"], {}),
        ("task", "2026-06-09 22:10", "下周要去上海出差三天，帮我看看行程怎么安排", ["m07", "m11"], {}),
        ("abst", "2026-06-10 10:20", "哈尔滨中央大街夏天去好玩还是冬天去好玩？", [], {"topic": "哈尔滨"}),
        ("abst", "2026-06-11 15:00", "婴儿推车的轮子和布套一般怎么清洗？", [], {"topic": "推车"}),
    ],
})

# 3, 4: the twins ------------------------------------------------------------
TWIN_A = {"name": "陈晓雯", "city": "苏州", "allergy": "芒果"}
TWIN_B = {"name": "程小燕", "city": "重庆", "allergy": "花生"}
FORBID_B = [[TWIN_B["name"]], [TWIN_B["city"]], [TWIN_B["allergy"]]]   # in A's probes
FORBID_A = [[TWIN_A["name"]], [TWIN_A["city"]], [TWIN_A["allergy"]]]   # in B's probes

ACCOUNTS.append({
    "user_id": "u_xiaochen", "tenant_id": "default", "twin": ("t_lvtu", TWIN_A, TWIN_B),
    "exclude_topics": ["kids_school", "car"],
    "exclude_words": KIDS + NOT_WIFE + OWNER + [
        # m10 cannot drive
        "开车", "驾照", "停车", "车位", "拼车", "车险", "车贷", "油车", "电车",
        "我车", "我的车", "车库", "加油",
        # m02 mango allergy; m05 trains; m04 naps; m07 stroller
        "芒果", "地铁", "高铁", "火车", "午睡", "睡", "婴儿车",
        # plan / probe places
        "国庆", "迪士尼", "上海", "阳澄湖"],
    "memories": [
        ("m01", F, 0.8, "2025-06-20 20:10", "用户叫陈晓雯，住在苏州工业园区", {}),
        ("m02", F, 0.95, "2025-08-09 13:22", "用户对芒果过敏，吃了嘴唇会肿", {}),
        ("m03", F, 0.8, "2026-03-01 09:40", "用户的儿子豆豆两岁半，刚上托班", {}),
        ("m04", P, 0.7, "2026-03-18 21:05", "豆豆每天中午十二点半到两点半午睡，雷打不动", {}),
        ("m05", F, 0.6, "2025-11-22 17:30", "豆豆特别迷火车和地铁，看到高铁就走不动路", {}),
        ("m06", F, 0.7, "2026-05-16 22:45", "用户一家国庆打算去上海迪士尼玩两天", {"_end": "2026-10-07"}),
        ("m07", F, 0.6, "2025-10-05 11:15", "用户出门带一辆可以平躺的高景观婴儿车，比较重", {}),
        ("m08", P, 0.6, "2026-01-20 19:50", "用户喜欢住带小厨房的公寓式酒店，方便给孩子做辅食", {}),
        ("m09", F, 0.5, "2025-07-30 08:25", "用户的老公徐磊在外企上班，平时很难请假", {}),
        ("m10", F, 0.7, "2025-12-14 16:00", "用户不会开车，出行靠公共交通和打车", {}),
    ],
    "probes": [
        ("para", "2026-06-02 15:20", "杨枝甘露和那种金黄色的热带水果千层，我能点吗？", ["m02"], {"forbid": FORBID_B}),
        ("para", "2026-06-03 10:05", "订了周六一点钟开场的儿童剧，会撞上娃眯眼的时间吗？", ["m04"], {"forbid": FORBID_B}),
        ("para", "2026-06-04 20:35", "哪儿能近距离看到复兴号呼啸而过？家里小朋友最痴这个", ["m05"], {"forbid": FORBID_B}),
        ("para", "2026-06-05 21:50",
         "周末想领娃坐几站轨交去平江路，偏偏我那台大块头的宝宝座驾实在太沉，有些站只有楼梯没有直梯，"
         "我一个人搬上搬下真的要命，有没有什么路线能避开",
         ["m07"], {"forbid": FORBID_B}),
        ("para", "2026-06-06 09:10", "我没有驾照，去阳澄湖那边怎么过去比较方便？", ["m10"], {"forbid": FORBID_B}),
        ("direct", "2026-06-07 19:45", "你还记得我家住在苏州哪个区吗？", ["m01"], {"forbid": FORBID_B}),
        ("task", "2026-06-08 21:30", "国庆去迪士尼那两天，帮我安排得合理一点", ["m06", "m03", "m04", "m07"], {"forbid": FORBID_B}),
        ("task", "2026-06-09 18:40", "这个周末想在苏州市区带孩子玩一天，帮我安排一下", ["m04", "m05", "m10"], {"forbid": FORBID_B}),
        ("abst", "2026-06-10 12:15", "上海迪士尼哪个项目最刺激？", [], {"forbid": FORBID_B, "topic": "迪士尼"}),
        ("expiry", "2026-10-20 20:20", "前阵子出去玩了一趟挺开心，最近还想带豆豆出去走走，有什么建议？", ["m03", "m04"],
         {"forbid": FORBID_B + [["迪士尼"]], "plan": "m06"}),
    ],
})

ACCOUNTS.append({
    "user_id": "u_xiaochen", "tenant_id": "t_lvtu", "twin": ("default", TWIN_B, TWIN_A),
    "exclude_topics": ["kids_school", "partner", "money_bills"],
    "exclude_words": SINGLE + ["孩子", "儿子", "女儿", "小孩", "幼儿园", "宝妈", "二胎", "家长"] + RENTER + [
        # m02 peanut allergy, m07 spicy food, m06 knee, m09 travel sickness
        "花生", "辣", "清淡", "膝", "山", "台阶", "楼梯", "晕", "大巴", "公交",
        # m03 exam, m11 budget, m05 hanfu
        "中考", "考试", "预算", "省钱", "汉服",
        # m10 bank teller: no working from home
        "居家办公", "在家办公",
        # probe places
        "西安", "重庆", "华山", "兵马俑"],
    "memories": [
        ("m01", F, 0.8, "2025-06-15 19:30", "用户叫程小燕，家在重庆渝北", {}),
        ("m02", F, 0.95, "2025-09-02 12:10", "用户对花生严重过敏，随身带着肾上腺素笔", {}),
        ("m03", F, 0.8, "2025-10-19 20:45", "用户的女儿今年初三，6月中旬参加中考", {"valid_until": "2026-06-20"}),
        ("m04", F, 0.8, "2026-05-12 22:20", "用户打算女儿中考一结束就带她去西安玩一周，7月上旬出发", {"valid_until": "2026-07-15"}),
        ("m05", P, 0.6, "2026-01-08 18:05", "女儿是汉服爱好者，出门喜欢穿汉服拍照", {}),
        ("m06", F, 0.6, "2025-12-03 09:50", "用户膝盖半月板受过伤，爬山和长时间下台阶都很吃力", {}),
        ("m07", P, 0.5, "2025-07-27 13:15", "用户和女儿都嗜辣，吃不惯清淡的菜", {}),
        ("m08", F, 0.6, "2025-08-21 21:40", "用户是单亲妈妈，一个人带女儿", {}),
        ("m09", F, 0.5, "2026-02-14 16:30", "女儿晕车，坐大巴超过两小时就难受", {}),
        ("m10", F, 0.5, "2025-11-11 12:00", "用户在银行做柜员，年假只有五天", {}),
        ("m11", P, 0.5, "2026-04-02 20:25", "用户预算有限，一趟旅行两个人希望控制在八千以内", {}),
    ],
    "probes": [
        ("para", "2026-06-02 19:40", "宫保鸡丁、怪味胡豆、还有裹着糖衣的鱼皮豆，我点菜前要不要专门跟服务员打招呼",
         ["m02"], {"forbid": FORBID_A}),
        ("para", "2026-06-03 21:00", "华山我还上得去吗？光是下那一溜石梯就够呛", ["m06"], {"forbid": FORBID_A}),
        ("para", "2026-06-04 18:25", "兵马俑离市区挺远，坐旅游巴士往返，我家那位会不会一路吐", ["m09"], {"forbid": FORBID_A}),
        ("para", "2026-06-05 22:30",
         "母女俩出去一周，住宿吃饭门票我都想省着点花，钱包实在不宽裕，酒店挑什么价位的比较合适？",
         ["m11"], {"forbid": FORBID_A}),
        ("direct", "2026-06-06 20:10", "我女儿中考是几号来着？", ["m03"], {"forbid": FORBID_A}),
        ("task", "2026-06-07 21:45", "7月去西安那一周，帮我排个行程", ["m04", "m02", "m06", "m11"], {"forbid": FORBID_A}),
        ("task", "2026-06-08 20:00", "中考完想先在重庆周边带她放松两天，去哪合适？", ["m06", "m09"], {"forbid": FORBID_A}),
        ("task", "2026-06-09 12:30", "帮我挑一家适合给女儿办升学宴的餐厅", ["m02", "m07"], {"forbid": FORBID_A}),
        ("abst", "2026-06-10 21:20", "西安大唐不夜城晚上几点亮灯？", [], {"forbid": FORBID_A, "topic": "西安"}),
        ("abst", "2026-06-11 19:05", "马面裙算是汉服里的哪一种形制？", [], {"forbid": FORBID_A, "topic": "汉服"}),
    ],
})

# 5 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_mahui", "tenant_id": "default",
    "exclude_topics": ["work_routine", "coworkers", "commute", "parents", "car"],
    "exclude_words": NOT_HUSBAND + PORK + ALCOHOL + PARENTS + KIDS + OWNER + [
        # children unknown -> no child statements; tiramisu contains liqueur
        "提拉米苏", "育儿",
        # m04 runs his own noodle shop: no office / employer statements
        "公司", "同事", "上班", "下班", "晋升", "开会", "办公", "打工人", "研究生",
        "工资", "工作汇报", "病假",
        # father is 76: no living grandmother
        "外婆",
        # m01 halal, m06 prayer ("一个礼拜" would match lexically)
        "清真", "拉面", "礼拜",
        # m02 wheelchair, m05 insulin, m09 fear of heights
        "轮椅", "糖尿病", "胰岛素", "血糖", "缆车", "恐高",
        # m04 noodle shop; plan / probe places
        "牛肉面", "面馆", "西宁", "青海", "新疆", "喀什", "伊犁", "成都"],
    "memories": [
        ("m01", F, 0.95, "2025-06-11 20:00", "用户一家是回族，只吃清真食品", {}),
        ("m02", F, 0.9, "2025-09-25 21:35", "用户的父亲七十六岁，中风后下肢无力，出门要坐轮椅", {}),
        ("m03", F, 0.8, "2026-04-28 22:10", "用户计划2026年9月带父母去新疆喀什和伊犁转十天", {"valid_until": "2026-09-30"}),
        ("m04", F, 0.7, "2025-07-19 15:20", "用户在西宁开了一家牛肉面馆", {}),
        ("m05", F, 0.7, "2025-12-09 19:45", "用户的母亲有糖尿病，每天早晚要打胰岛素", {}),
        ("m06", P, 0.6, "2025-08-30 13:05", "用户坚持每天礼拜，外出时也要找干净安静的地方做礼拜", {}),
        ("m07", F, 0.6, "2026-01-17 09:30", "用户的父亲夜里要起夜好几次，房间最好离卫生间近", {}),
        ("m08", F, 0.5, "2025-10-28 17:10", "用户开一辆七座商务车，后排能放下折叠轮椅", {}),
        ("m09", F, 0.5, "2026-03-05 20:50", "用户的母亲恐高，不敢坐缆车", {}),
        ("m10", F, 0.5, "2026-02-11 12:40", "用户的妻子马兰负责照顾老人的饮食起居", {}),
    ],
    "probes": [
        ("para", "2026-06-02 22:05",
         "上回去成都开会，馆子十家有九家炒菜用猪油，最后天天啃自己带的馕。"
         "这次再出门，怎么才能快速找到我们能放心下筷子的馆子？",
         ["m01"], {}),
        ("para", "2026-06-03 20:40", "景区的坡道和无障碍通道多不多？老爷子腿脚撑不住，全靠人推着走", ["m02"], {}),
        ("para", "2026-06-04 19:15", "老太太那几支笔芯针剂要冷藏，路上住的地方得有冰箱吧？", ["m05"], {}),
        ("para", "2026-06-05 21:30", "一日五番的功课不能落下，景区里有清真寺或者能铺毯子的地儿吗", ["m06"], {}),
        ("para", "2026-06-06 18:50", "天山天池那条索道，我家老太太坐得住吗？", ["m09"], {}),
        ("direct", "2026-06-07 11:30", "你还记得我在哪个城市开的面馆吗？", ["m04"], {}),
        ("task", "2026-06-08 21:10", "9月新疆那十天，帮我把路线和住宿排一下", ["m03", "m01", "m02", "m05"], {}),
        ("task", "2026-06-09 20:20", "周末想开车带爸妈去青海湖边转一天", ["m02", "m08", "m01"], {}),
        ("abst", "2026-06-10 16:45", "喀什古城的开城仪式每天几点开始？", [], {"topic": "喀什"}),
        ("expiry", "2026-10-10 20:30", "西北那趟走完了，年底前还想带二老出去散散心，你看去哪儿合适", ["m01", "m02", "m05"],
         {"forbid": [["新疆", "喀什", "伊犁"]], "plan": "m03"}),
    ],
})

# 6 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_wangfang", "tenant_id": "default",
    "exclude_topics": ["kids_school", "partner", "pets"],
    "exclude_words": MEAT + ALCOHOL + KIDS + SINGLE + OWNER + [
        # m09 cat hair allergy; m04 medication; m03 queues; m07 swimming
        "猫", "药", "排队", "游泳",
        # m08 school calendar; plan / probe places
        "暑假", "放假", "开学", "夏令营", "青岛", "海边", "北京"],
    "memories": [
        ("m01", F, 0.9, "2025-06-24 19:10", "用户吃蛋奶素，不吃任何肉类和海鲜，也不吃用肉汤做底的东西", {}),
        ("m02", F, 0.9, "2025-09-09 21:20", "用户的女儿乐乐九岁，确诊了注意力缺陷多动障碍", {}),
        ("m03", P, 0.7, "2025-11-30 20:05", "乐乐排长队会坐不住、容易发脾气，需要能动起来的活动", {}),
        ("m04", F, 0.7, "2026-01-06 07:45", "乐乐每天早饭后要吃一粒专注达", {}),
        ("m05", F, 0.8, "2026-05-08 22:30", "用户打算8月上旬带乐乐去青岛海边住一周", {"valid_until": "2026-08-15"}),
        ("m06", F, 0.6, "2025-08-02 12:35", "用户住在北京海淀，丈夫在外地工作，平时一个人带孩子", {}),
        ("m07", P, 0.6, "2025-12-20 18:30", "乐乐特别喜欢动物和游泳", {}),
        ("m08", F, 0.7, "2026-03-12 20:50", "乐乐的学校7月10日放暑假，8月25日就要返校", {"valid_until": "2026-08-25"}),
        ("m09", F, 0.5, "2025-07-13 10:15", "用户对猫毛过敏", {}),
        ("m10", P, 0.5, "2026-02-22 21:40", "用户不喝酒，也不喜欢吵闹的夜生活", {}),
    ],
    "probes": [
        ("para", "2026-06-02 20:30", "听说青岛满大街都是蛤蜊和排骨米饭，我这种只啃草的，在那边能找到饭辙吗？", ["m01"], {}),
        ("para", "2026-06-03 22:15", "那个哌甲酯缓释片要带一周多的量，过安检会不会被拦下来，要不要开证明？", ["m04"], {}),
        ("para", "2026-06-04 21:00",
         "暑假带娃出门，最怕那种热门的水族馆、游乐园一等就是一两个钟头。上次在环球影城熬了四十分钟，"
         "我家小丫头直接炸了，又哭又踢，周围人都在看。这回有什么办法躲开？",
         ["m03"], {}),
        ("para", "2026-06-05 19:20", "民宿老板家里养了两只布偶，我住进去会不会一晚上打喷嚏", ["m09"], {}),
        ("direct", "2026-06-06 20:45", "乐乐学校哪天放暑假来着？", ["m08"], {}),
        ("task", "2026-06-07 21:25", "8月去青岛那一周，帮我排个亲子行程", ["m05", "m01", "m03", "m07"], {}),
        ("task", "2026-06-08 18:10", "这个周末带乐乐在北京玩一天，去哪儿好？", ["m03", "m07"], {}),
        ("task", "2026-06-09 21:35", "七月份想给乐乐报个夏令营，帮我挑挑", ["m08", "m02", "m07"], {}),
        ("abst", "2026-06-10 14:00", "青岛啤酒博物馆需要提前预约吗？", [], {"topic": "青岛"}),
        ("abst", "2026-06-11 20:10", "游泳馆的水一般用什么消毒？", [], {"topic": "游泳"}),
    ],
})

# 7 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_liuyang", "tenant_id": "default",
    "exclude_topics": ["kids_school", "car", "sleep"],
    "exclude_words": KIDS + NOT_HUSBAND + ALCOHOL + OWNER + [
        # m10 gout; m02 noise; m03 picky eating; m04 bedtime; m11 disability card
        "内脏", "卤", "肥肠", "吵", "声音", "噪", "耳", "挑食", "饼干", "面条", "床", "证",
        # plan / probe places
        "熊猫", "成都", "川", "武汉", "开车"],
    "memories": [
        ("m01", F, 0.95, "2025-06-08 21:00", "用户的儿子小宇七岁，有孤独症谱系障碍，语言表达比较少", {}),
        ("m02", F, 0.85, "2025-08-26 20:15", "小宇对噪音非常敏感，人多声音大的地方会捂着耳朵尖叫", {}),
        ("m03", P, 0.8, "2025-10-14 19:40", "小宇只吃白米饭、清汤面条和苏打饼干，换了别的就不吃", {}),
        ("m04", F, 0.7, "2025-12-01 21:30", "小宇需要固定的作息，晚上八点半必须上床", {}),
        ("m05", F, 0.8, "2026-05-18 22:05", "用户计划2026年7月下旬带全家去成都看大熊猫", {"valid_until": "2026-07-31"}),
        ("m06", F, 0.6, "2025-07-05 12:50", "用户的妻子张敏是小学老师，寒暑假比较有空", {}),
        ("m07", F, 0.6, "2026-02-09 17:20", "小宇每周二、周四下午在康复机构上感统训练", {}),
        ("m08", F, 0.6, "2025-09-18 08:40", "用户住在武汉光谷，开一辆SUV", {}),
        ("m09", P, 0.6, "2026-03-21 16:10", "小宇喜欢看地图、数车牌号，坐车时很安静", {}),
        ("m10", F, 0.5, "2026-01-27 20:55", "用户自己有痛风，不能吃动物内脏，也不能喝啤酒", {}),
        ("m11", F, 0.5, "2026-04-15 11:05", "小宇有残疾人证，很多景区可以走绿色通道", {}),
    ],
    "probes": [
        ("para", "2026-06-02 21:45", "熊猫基地周末乌泱泱全是人，吵得跟菜市场似的，我家娃扛得住吗？", ["m02"], {}),
        ("para", "2026-06-03 20:55",
         "那边的菜红油辣子一大片，我们家那位小祖宗挑嘴挑得厉害，除了认准的那几样啥都不碰，"
         "去了以后一日三餐我该上哪儿给他找能入口的？要不要自己从家里带点？",
         ["m03"], {}),
        ("para", "2026-06-04 19:35", "九点开演的川剧变脸值得订吗？家里小朋友那钟点早该进被窝了", ["m04"], {}),
        ("para", "2026-06-05 22:20", "兔头、肥肠粉、冰镇扎啤，这几样我能碰吗", ["m10"], {}),
        ("para", "2026-06-06 10:30", "我家那本残联发的小红本，熊猫基地认不认？", ["m11"], {}),
        ("direct", "2026-06-07 20:00", "小宇的诊断你还记得吧？是孤独症对吗", ["m01"], {}),
        ("task", "2026-06-08 21:50", "7月成都之行，帮我排一下每天的安排", ["m05", "m02", "m03", "m04"], {}),
        ("task", "2026-06-09 19:10", "周末想开车带小宇去武汉周边玩一天", ["m02", "m04", "m09"], {}),
        ("abst", "2026-06-10 13:30", "成都大熊猫基地现在一共有多少只熊猫？", [], {"topic": "熊猫"}),
        ("expiry", "2026-08-10 21:00", "暑假还剩一个月，想再带娃出去一趟，有什么推荐？", ["m01", "m02", "m04"],
         {"forbid": [["成都", "大熊猫"]], "plan": "m05"}),
    ],
})

# 8 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_sunmei", "tenant_id": "default",
    "exclude_topics": ["work_routine", "coworkers", "commute", "kids_school", "parents",
                       "home_cooking", "diet_weight", "partner", "sleep"],
    "exclude_words": MEAT + ALCOHOL + KIDS + SINGLE + PARENTS + OWNER + [
        # m02 no 五辛; m01 nothing after noon
        "蒜", "葱", "韭", "洋葱", "晚饭", "晚餐", "夜宵", "零食", "下午茶", "奶茶", "薯片",
        # m05 blood pressure, m06 hearing, m03 stairs, m10 no flights
        "血压", "药", "耳", "楼梯", "电梯", "爬", "飞机",
        # m09 early rising; m07 temples; retired (about 60, mother is 80)
        "起床", "半夜", "寺", "庙", "佛", "上班", "加班", "公司", "同事", "午休",
        "研究生", "在职", "外婆", "奶奶", "红白机", "湘菜", "下班", "办公", "通勤",
        "怀孕", "预产期", "第一份工作", "工资", "年终奖", "个税", "公积金", "姑姑",
        "退休", "开黑", "房贷",
        # plan / probe places
        "五台山", "杭州", "上海", "端午"],
    "memories": [
        ("m01", F, 0.9, "2025-06-18 11:30", "用户是在家居士，持过午不食，中午十二点以后不再进食", {}),
        ("m02", F, 0.85, "2025-08-07 10:20", "用户吃全素，连葱、蒜、韭菜这类五辛也不碰", {}),
        ("m03", F, 0.9, "2025-10-23 09:45", "用户的母亲八十岁，做过膝关节置换，上下楼梯很困难", {}),
        ("m04", F, 0.8, "2026-05-04 08:30", "用户计划2026年10月中旬陪母亲去五台山朝拜", {"valid_until": "2026-10-20"}),
        ("m05", F, 0.7, "2025-12-16 07:50", "母亲有高血压，每天早上要吃降压药", {}),
        ("m06", F, 0.6, "2026-02-03 10:05", "母亲耳朵背，听不清广播和导游讲解", {}),
        ("m07", P, 0.6, "2025-09-06 09:15", "用户喜欢清静的寺院，不喜欢商业化的景区", {}),
        ("m08", F, 0.5, "2025-07-21 08:55", "用户住在杭州，退休前是中学语文老师", {}),
        ("m09", F, 0.6, "2026-03-29 05:10", "用户每天清晨四点半起床做早课", {}),
        ("m10", P, 0.5, "2026-01-14 10:40", "用户和母亲都不坐飞机，出远门只坐高铁", {}),
        ("m11", F, 0.5, "2025-11-08 09:25", "用户的女儿在上海工作，偶尔会请假陪她们出行", {}),
    ],
    "probes": [
        ("para", "2026-06-02 09:10", "跟团行程里有一顿药膳晚宴，我要不要提前跟导游说一声，那顿就免了？", ["m01"], {}),
        ("para", "2026-06-03 10:30", "斋堂以外的小饭馆，拍黄瓜、炝炒豆芽里常搁那股冲味儿的料，我得怎么跟店家交代？", ["m02"], {}),
        ("para", "2026-06-04 08:45", "那些山门前几百级石阶，老太太腿里装着钛合金，能爬得上去吗？", ["m03"], {}),
        ("para", "2026-06-05 09:50", "跟团的话导游拿小蜜蜂喊，那动静到我家老太太那儿基本白搭，有什么办法？", ["m06"], {}),
        ("direct", "2026-06-06 10:15", "我母亲做的是哪个关节的置换手术来着？", ["m03"], {}),
        ("task", "2026-06-07 09:00", "10月去五台山那趟，帮我排一下每天的行程和吃住", ["m04", "m03", "m01", "m02"], {}),
        ("task", "2026-06-08 08:20", "端午想陪我妈去杭州附近的寺庙住两天", ["m03", "m07", "m01"], {}),
        ("task", "2026-06-09 10:45", "帮我订下周去上海看女儿的交通和住宿", ["m10", "m03"], {}),
        ("abst", "2026-06-10 09:35", "五台山的五个台顶分别叫什么名字？", [], {"topic": "五台山"}),
        ("abst", "2026-06-11 10:00", "过午不食这条戒律最早是怎么来的？", [], {"topic": "过午不食"}),
    ],
})

# 9 ------------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_yael", "tenant_id": "default",
    "exclude_topics": ["kids_school", "car"],
    "exclude_words": PORK + SHELLFISH + NOT_WIFE + OWNER + [
        # m02 Shabbat: nothing fixed on Friday evening / Saturday
        "周六", "周五", "星期六",
        # Chinese holidays the family does not keep; expiry probe mentions 国庆
        "春节", "过年", "国庆",
        # kosher: no hotpot/skewers of unknown meat; grew up in Israel
        "火锅", "麻辣烫", "烧烤", "酸菜鱼", "想起小时候",
        # m08 sesame, m05 car seat, m10 nap, m07 hiking
        "芝麻", "麻酱", "座椅", "午睡", "午觉", "爬山",
        # plan / probe places
        "云南", "大理", "丽江", "游船", "上海"],
    "memories": [
        ("m01", F, 0.9, "2025-06-27 20:30", "用户是犹太人，严格遵守犹太洁食规矩，只吃有洁食认证的食物", {}),
        ("m02", F, 0.85, "2025-08-15 21:10", "用户一家守安息日，周五日落到周六日落之间不乘车，也不用电子设备", {}),
        ("m03", F, 0.6, "2025-07-09 12:45", "用户是以色列人，在上海一家芯片公司工作，中文说得不错", {}),
        ("m04", F, 0.8, "2025-10-02 19:55", "用户有两个孩子，大儿子六岁，小女儿三岁", {}),
        ("m05", F, 0.7, "2025-11-26 18:20", "小女儿坐车必须用儿童安全座椅，用户有一个便携式的", {}),
        ("m06", F, 0.8, "2026-05-13 22:00", "用户计划2026年8月带全家去云南大理和丽江玩十天", {"valid_until": "2026-08-31"}),
        ("m07", P, 0.6, "2026-01-24 17:35", "用户的丈夫李然是中国人，喜欢带孩子爬山徒步", {}),
        ("m08", F, 0.9, "2025-12-28 20:40", "大儿子对芝麻过敏", {}),
        ("m09", P, 0.5, "2026-02-19 21:15", "用户不喜欢人挤人的景点，宁愿早起错峰", {}),
        ("m10", F, 0.5, "2026-03-31 13:00", "小女儿每天中午要睡两个小时午觉", {}),
        ("m11", F, 0.6, "2026-04-21 19:25", "用户2026年9月中旬要过犹太新年，会请假在家过节", {"valid_until": "2026-09-14"}),
    ],
    "probes": [
        ("para", "2026-06-02 20:50", "国内超市里能找到印着OU标志的零食吗？出门十天我得先囤点", ["m01"], {}),
        ("para", "2026-06-03 21:30", "礼拜六下午三点那班飞机便宜不少，订那个行不行？", ["m02"], {}),
        ("para", "2026-06-04 19:05", "滴滴叫来的车后排一般没有给小朋友绑的那种装置，我们家小的怎么办？", ["m05"], {}),
        ("para", "2026-06-05 20:15", "汤圆里那种黑乎乎的馅、烧饼上撒的白色小粒，我家老大能吃吗？", ["m08"], {}),
        ("para", "2026-06-06 12:40", "一点到三点那段排了游船，家里老二会不会正好在眯着？", ["m10"], {}),
        ("direct", "2026-06-07 21:05", "我两个孩子现在分别几岁，你记得吗？", ["m04"], {}),
        ("task", "2026-06-08 20:35", "8月去大理丽江那十天，帮我做个详细行程", ["m06", "m01", "m02", "m05"], {}),
        ("task", "2026-06-09 19:45", "这周日想带孩子们去上海周边爬个山", ["m05", "m07", "m10"], {}),
        ("abst", "2026-06-10 12:20", "丽江古城现在还收古城维护费吗？", [], {"topic": "丽江"}),
        ("expiry", "2026-09-20 20:10", "国庆想带孩子们出去玩几天，帮我想想去哪", ["m01", "m02", "m05"],
         {"forbid": [["大理", "丽江"], ["犹太新年"]], "plan": "m06"}),
    ],
})

# 10 -----------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_hejun", "tenant_id": "default",
    "exclude_topics": ["kids_school", "pets", "car"],
    "exclude_words": NOT_HUSBAND + OWNER + [
        # m07 corgi
        "狗", "猫", "柯基", "宠物",
        # m02 shrimp allergy
        "虾", "海鲜",
        # m03/m04 school dates, m12 piano exam, m10 ankle
        "考试", "期末", "放假", "暑假", "钢琴", "琴", "篮球", "脚",
        # m06 museums; m11 nurse; plan / probe places
        "博物馆", "恐龙", "护士", "北京", "济南", "自驾"],
    "memories": [
        ("m01", F, 0.8, "2025-06-13 20:40", "用户有一儿一女，儿子上初二，女儿上小学四年级", {}),
        ("m02", F, 0.95, "2025-08-23 19:30", "儿子对虾过敏，吃了会喉咙发紧", {}),
        ("m03", F, 0.8, "2026-03-09 21:15", "孩子们的学校7月11日放暑假", {"valid_until": "2026-07-11"}),
        ("m04", F, 0.8, "2026-04-26 20:05", "儿子7月2日到3日期末考试，考完才能出门", {"valid_until": "2026-07-03"}),
        ("m05", F, 0.8, "2026-05-21 22:25", "用户计划暑假7月中旬带全家自驾去北京，玩五天", {"valid_until": "2026-07-25"}),
        ("m06", P, 0.6, "2025-11-15 18:45", "女儿特别喜欢博物馆，最爱看恐龙化石", {}),
        ("m07", F, 0.7, "2025-09-29 12:20", "用户家养了一只柯基，出远门要送寄养", {}),
        ("m08", F, 0.6, "2025-07-07 08:30", "用户住在济南，开一辆五座SUV", {}),
        ("m09", P, 0.6, "2026-01-31 21:50", "用户希望整个暑假出游花费不超过一万五", {}),
        ("m10", F, 0.5, "2026-05-01 17:10", "儿子打篮球时扭伤过脚踝，还在恢复中", {}),
        ("m11", F, 0.5, "2025-12-22 13:40", "用户的妻子在医院当护士，排班很难请长假", {}),
        ("m12", F, 0.6, "2026-02-16 19:00", "女儿9月份要考钢琴十级，暑假每天得练两小时琴", {"_end": "2026-09-30"}),
    ],
    "probes": [
        ("para", "2026-06-02 21:20", "北京涮锅店那种粉红色的滑、广式早茶里的水晶饺，我家老大能碰吗？", ["m02"], {}),
        ("para", "2026-06-03 20:25", "那几天家里那只短腿小黄狗托给谁看着好？", ["m07"], {}),
        ("para", "2026-06-04 21:40", "故宫一天下来得走两三万步，老大那只崴过的脚吃得消吗？", ["m10"], {}),
        ("para", "2026-06-05 22:00",
         "出去玩那阵子，丫头那架黑白键的功课怎么办？她老师再三交代不能断，我是不是要找个带琴房的酒店，"
         "或者附近能租来弹的地方？",
         ["m12"], {}),
        ("direct", "2026-06-06 19:50", "我儿子期末考试是哪几天来着？", ["m04"], {}),
        ("task", "2026-06-07 21:30", "7月中旬自驾去北京五天，帮我规划一下", ["m05", "m02", "m07", "m10"], {}),
        ("task", "2026-06-08 20:45", "暑假想早点出门，最早哪天能走？", ["m04", "m03"], {}),
        ("task", "2026-06-09 18:30", "这个周末在济南带两个孩子去哪玩？", ["m06", "m10"], {}),
        ("abst", "2026-06-10 21:05", "北京环球影城暑假人多吗，优速通值不值得买？", [], {"topic": "北京"}),
        ("abst", "2026-06-11 12:50", "柯基的尾巴为什么那么短？", [], {"topic": "柯基"}),
    ],
})

# 11 -----------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_gaoyan", "tenant_id": "default",
    "exclude_topics": ["parents", "kids_school"],
    "exclude_words": NOT_WIFE + PARENTS + OWNER + [
        "女儿", "闺女", "幼儿园", "动画", "婴儿", "二胎",
        # m06 kiwi allergy, m05 no raw/cold food, m02 heart / medication
        "猕猴桃", "奇异果", "寿司", "刺身", "三文鱼", "冷", "心脏", "药", "温泉", "桑拿",
        # m08 temples/gardens + slow walking, m09 forgetful, m11 passport
        "寺", "园林", "走", "健忘", "记性", "护照",
        # m04 Japan trip (日语/日剧/日式 too), probe places
        "日本", "日剧", "日式", "日语", "大阪", "京都", "环球影城", "天津", "国庆"],
    "memories": [
        ("m01", F, 0.8, "2025-06-22 21:10", "用户的父母都七十出头，今年暑假会跟着一起出游", {}),
        ("m02", F, 0.9, "2025-09-12 20:30", "用户的父亲心脏装了两个支架，每天吃抗凝药", {}),
        ("m03", F, 0.7, "2025-11-19 19:15", "用户的儿子上高一，喜欢动漫和篮球", {}),
        ("m04", F, 0.8, "2026-05-15 22:40", "用户计划2026年7月下旬带父母和儿子去日本大阪、京都玩八天", {"valid_until": "2026-08-02"}),
        ("m05", P, 0.7, "2025-08-04 18:50", "用户的母亲不吃生冷的东西，吃了就胃疼", {}),
        ("m06", F, 0.9, "2026-01-10 20:20", "儿子对猕猴桃过敏", {}),
        ("m07", F, 0.6, "2025-07-16 12:35", "用户在天津一家外贸公司上班，会说一点日语", {}),
        ("m08", P, 0.6, "2025-10-09 21:25", "父亲喜欢看寺庙和园林，但走路很慢", {}),
        ("m09", F, 0.7, "2026-02-25 19:40", "母亲有点老年健忘，在陌生地方容易走丢", {}),
        ("m10", P, 0.5, "2026-03-17 20:55", "用户希望订能互通的家庭房，方便照顾老人", {}),
        ("m11", F, 0.6, "2026-04-08 13:20", "父亲的护照快到期了，需要先去换发", {}),
    ],
    "probes": [
        ("para", "2026-06-02 20:15", "我爸那个情况，泡温泉或者蒸桑拿有没有风险？", ["m02"], {}),
        ("para", "2026-06-03 21:35", "寿司、刺身、冷荞麦面，我家老太太能吃几口吗？", ["m05"], {}),
        ("para", "2026-06-04 19:55", "酒店早餐吧那种切成片、绿瓤带小黑籽的水果酸奶杯，我家小子能不能拿？", ["m06"], {}),
        ("para", "2026-06-05 22:10",
         "听说环球影城暑假里人山人海，我有点担心我妈，她最近记性越来越差，一转眼就可能找不着了。"
         "要不要给她买个带定位的手环，或者有别的招？",
         ["m09"], {}),
        ("para", "2026-06-06 12:10", "出境前我爸那本证件还剩几个月就作废了，现在去出入境窗口来得及吗？", ["m11"], {}),
        ("direct", "2026-06-07 20:40", "我父母今年七十几了，你还记得吗？", ["m01"], {}),
        ("task", "2026-06-08 21:15", "7月下旬大阪京都那八天，帮我排个三代人的行程", ["m04", "m02", "m08", "m09"], {}),
        ("task", "2026-06-09 20:05", "帮我在京都订一家合适的酒店", ["m04", "m10"], {}),
        ("abst", "2026-06-10 11:50", "京都伏见稻荷大社几点开门？", [], {"topic": "京都"}),
        ("expiry", "2026-08-20 21:00", "旅行回来了，国庆还想带爸妈出去一趟，国内哪里合适？", ["m02", "m08", "m09"],
         {"forbid": [["日本", "大阪", "京都"]], "plan": "m04"}),
    ],
})

# 12 -----------------------------------------------------------------------
ACCOUNTS.append({
    "user_id": "u_fengtao", "tenant_id": "default",
    "exclude_topics": ["kids_school", "car", "gym_fitness", "commute"],
    "exclude_words": NOT_HUSBAND + WALKING + OWNER + [
        "儿子", "孩子", "幼儿园", "小孩",
        # m01 wheelchair (stairs/lifts), m06 accessible room
        "楼梯", "电梯", "台阶", "卫生间",
        # m03 tree nuts, m09 afraid of water, m11 drone
        "坚果", "月饼", "核桃", "船", "无人机", "航拍",
        # plan / probe places
        "国庆", "桂林", "阳朔", "温泉", "动物园"],
    "memories": [
        ("m01", F, 0.95, "2025-06-05 20:20", "用户因为车祸脊髓损伤，常年坐轮椅", {}),
        ("m02", F, 0.8, "2025-09-03 19:35", "用户的女儿朵朵四岁，在上幼儿园中班", {}),
        ("m03", F, 0.9, "2025-11-06 21:05", "朵朵吃了含坚果的东西会全身起风团", {}),
        ("m04", F, 0.8, "2026-05-19 22:15", "用户一家国庆打算去桂林阳朔玩五天", {"_end": "2026-10-07"}),
        ("m05", F, 0.7, "2025-07-25 18:10", "用户开一辆改装过的手控车，后备箱放得下轮椅", {}),
        ("m06", P, 0.7, "2025-12-10 20:45", "用户需要无障碍客房，卫生间要有扶手和淋浴座椅", {}),
        ("m07", F, 0.6, "2026-01-29 17:55", "朵朵坐车用的是五点式儿童安全座椅", {}),
        ("m08", F, 0.6, "2025-08-18 12:25", "用户住在广州天河，在一家软件公司做测试", {}),
        ("m09", P, 0.6, "2026-03-14 20:05", "朵朵特别怕水，上次坐游船哭了一路", {}),
        ("m10", F, 0.5, "2025-10-16 19:10", "用户的妻子周莉是幼儿园老师", {}),
        ("m11", P, 0.5, "2026-04-12 16:40", "用户喜欢拍风景照，出门随身带着无人机", {}),
    ],
    "probes": [
        ("para", "2026-06-02 21:25", "中秋公司发的五仁月饼，还有那种碧根果夹心巧克力，孩子能碰吗？", ["m03"], {}),
        ("para", "2026-06-03 20:35", "酒店那种门口只有台阶没有坡道的，我是不是根本进不去？", ["m01"], {}),
        ("para", "2026-06-04 21:15", "漓江竹筏要不要给小的也订一张？她一看见大江大河就哭", ["m09"], {}),
        ("para", "2026-06-05 19:30", "高铁上能带那个会飞的航拍小玩意儿吗？电池有没有限制？", ["m11"], {}),
        ("direct", "2026-06-06 20:20", "朵朵现在上幼儿园哪个班来着？", ["m02"], {}),
        ("task", "2026-06-07 21:40", "国庆去桂林阳朔五天，帮我规划行程和住宿", ["m04", "m01", "m06", "m09"], {}),
        ("task", "2026-06-08 19:20", "这周末想自驾带朵朵去从化泡温泉", ["m01", "m05", "m07"], {}),
        ("task", "2026-06-09 20:50", "下周带朵朵去长隆野生动物园玩一天，帮我规划一下", ["m01", "m03", "m07"], {}),
        ("abst", "2026-06-10 22:00", "阳朔西街晚上几点最热闹？", [], {"topic": "阳朔"}),
        ("abst", "2026-06-11 13:15", "无人机在城市里飞需要备案吗？", [], {"topic": "无人机"}),
    ],
})


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
def cjk(s):
    return set(ch for ch in s if "\u4e00" <= ch <= "\u9fff")


def para_overlap(query, fact):
    """Meaningful CJK characters shared by a query and a fact.
    The third-person marker 用户 is stripped from the fact first."""
    return sorted((cjk(query) & cjk(fact.replace("用户", ""))) - FUNCTION_CHARS)


def load_background():
    with open(BACKGROUND, encoding="utf-8") as fh:
        data = json.load(fh)
    return data["statements"]


def forbid_words(acc):
    out = set()
    for _k, _at, _q, _rel, extra in acc["probes"]:
        for alts in extra.get("forbid", []):
            out.update(alts)
    return out


def background_pool(acc, statements):
    words = list(acc["exclude_words"]) + GLOBAL_EXCLUDE + sorted(forbid_words(acc))
    topics = set(acc["exclude_topics"])
    return [s for s in statements
            if s["topic"] not in topics and not any(w in s["text"] for w in words)]


def build():
    statements = load_background()
    users = []
    n_probe = 0
    for acc in ACCOUNTS:
        mems = []
        for mid, mtype, imp, created, content, extra in acc["memories"]:
            m = {"id": mid, "content": content, "type": mtype,
                 "importance": imp, "created_at": ts(created)}
            if "valid_until" in extra:
                m["valid_until"] = end_of(extra["valid_until"])
            mems.append(m)

        rng = random.Random("%s|%s|%s" % (SEED, acc["tenant_id"], acc["user_id"]))
        pool = background_pool(acc, statements)
        n_bg = rng.randint(100, 180)
        picked = rng.sample(pool, n_bg)
        types = [m[1] for m in acc["memories"]]
        imps = [m[2] for m in acc["memories"]]
        span = int((REF - WINDOW_START).total_seconds()) - 60
        bg = []
        for s in picked:
            when = WINDOW_START + _dt.timedelta(seconds=rng.randrange(span))
            bg.append((when, s["text"], rng.choice(types), rng.choice(imps)))
        bg.sort(key=lambda x: (x[0], x[1]))
        for i, (when, text, mtype, imp) in enumerate(bg, 1):
            mems.append({"id": "b%03d" % i, "content": text, "type": mtype,
                         "importance": imp, "created_at": when.isoformat()})

        probes = []
        for kind, at, query, rel, extra in acc["probes"]:
            n_probe += 1
            p = {"id": "p%d-%s" % (n_probe, kind), "at": ts(at), "query": query,
                 "relevant": list(rel)}
            if extra.get("forbid"):
                p["forbid"] = [list(a) for a in extra["forbid"]]
            probes.append(p)

        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": "set4", "users": users}


def render(data):
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------
def parse_iso(s):
    return _dt.datetime.fromisoformat(s)


def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if data.get("name") != "set4":
        err("name must be set4")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        err("users must be a list of %d accounts" % len(ACCOUNTS))
        return errs

    ids = [u["user_id"] for u in users]
    if len(set(ids)) != 11:
        err("expected 11 distinct user_ids, got %d" % len(set(ids)))
    keys = [(u.get("tenant_id", "default"), u["user_id"]) for u in users]
    if len(set(keys)) != len(keys):
        err("duplicate (tenant, user) account")

    probe_ids = set()
    kind_count = {k: 0 for k in KINDS}
    src = {(a["tenant_id"], a["user_id"]): a for a in ACCOUNTS}

    for u in users:
        key = (u.get("tenant_id", "default"), u["user_id"])
        acc = src.get(key)
        tag = "%s/%s" % key
        if acc is None:
            err("%s: unknown account" % tag)
            continue
        for f in ("user_id", "memories", "probes"):
            if f not in u:
                err("%s: missing %s" % (tag, f))
        mems = u["memories"]
        mids = [m["id"] for m in mems]
        if len(set(mids)) != len(mids):
            err("%s: duplicate memory ids" % tag)
        by_id = {m["id"]: m for m in mems}
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err("%s: memory ids must start with m or b" % tag)
        if not 9 <= len(core) <= 13:
            err("%s: %d core memories (want 9-13)" % (tag, len(core)))
        if not 100 <= len(bg) <= 180:
            err("%s: %d background memories (want 100-180)" % (tag, len(bg)))
        for m in mems:
            for f in ("id", "content", "type", "importance", "created_at"):
                if f not in m:
                    err("%s/%s: missing %s" % (tag, m.get("id"), f))
            if not isinstance(m["content"], str) or not m["content"]:
                err("%s/%s: empty content" % (tag, m["id"]))
            if m["type"] not in ("fact", "preference"):
                err("%s/%s: bad type" % (tag, m["id"]))
            if not 0.3 <= m["importance"] <= 1.0:
                err("%s/%s: importance out of range" % (tag, m["id"]))
            c = parse_iso(m["created_at"])
            if c.utcoffset() is None or not WINDOW_START <= c < REF:
                err("%s/%s: created_at outside the 12 months before REF" % (tag, m["id"]))
            if "valid_until" in m and parse_iso(m["valid_until"]) <= c:
                err("%s/%s: valid_until before created_at" % (tag, m["id"]))
        # core created_at spread: at least 6 distinct months
        months = {m["created_at"][:7] for m in core}
        if len(months) < 6:
            err("%s: core created_at not spread (%d months)" % (tag, len(months)))

        # end of each memory (written valid_until or the inferred _end)
        ends = {}
        for mid, _t, _i, _c, _content, extra in acc["memories"]:
            if "valid_until" in extra:
                ends[mid] = parse_iso(end_of(extra["valid_until"]))
            elif "_end" in extra:
                ends[mid] = parse_iso(end_of(extra["_end"]))
        last_mem = max(parse_iso(m["created_at"]) for m in mems)

        # hygiene: no background statement carries an excluded word / forbid word
        banned = list(acc["exclude_words"]) + GLOBAL_EXCLUDE + sorted(forbid_words(acc))
        for m in bg:
            hit = [w for w in banned if w in m["content"]]
            if hit:
                err("%s/%s: background contains excluded %s" % (tag, m["id"], hit))

        if len(u["probes"]) != len(acc["probes"]):
            err("%s: probe count mismatch" % tag)
        for p, (kind, _at, _q, rel, extra) in zip(u["probes"], acc["probes"]):
            pid = p["id"]
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            m_ = re.fullmatch(r"p(\d+)-(%s)" % "|".join(KINDS), pid)
            if not m_ or m_.group(2) != kind:
                err("%s: bad probe id" % pid)
            kind_count[kind] += 1
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err("%s: empty query" % pid)
            if not isinstance(p.get("relevant"), list):
                err("%s: relevant must be a list" % pid)
                continue
            at = parse_iso(p["at"])
            if at <= last_mem:
                err("%s: asked before the user's last memory" % pid)
            for r in p["relevant"]:
                if r not in by_id:
                    err("%s: relevant id %s does not exist" % (pid, r))
                elif not r.startswith("m"):
                    err("%s: relevant id %s is background" % (pid, r))
            if len(set(p["relevant"])) != len(p["relevant"]):
                err("%s: duplicate relevant ids" % pid)
            # relevant memories must still apply when asked
            for r in p["relevant"]:
                if r in ends and ends[r] <= at:
                    err("%s: relevant %s has ended before the probe" % (pid, r))
            forbid = p.get("forbid", [])
            for alts in forbid:
                if not isinstance(alts, list) or not alts or not all(isinstance(w, str) and w for w in alts):
                    err("%s: bad forbid entry" % pid)
                    continue
                for w in alts:
                    for r in p["relevant"]:
                        if r in by_id and w in by_id[r]["content"]:
                            err("%s: forbid word %s occurs in relevant %s" % (pid, w, r))
                    # a forbid word may only occur in this user's memories that
                    # have already ended at probe time
                    for m in mems:
                        if w in m["content"] and not (m["id"] in ends and ends[m["id"]] <= at):
                            err("%s: forbid word %s occurs in live memory %s" % (pid, w, m["id"]))
            # per kind
            n_rel = len(p["relevant"])
            if not all(r in by_id for r in p["relevant"]):
                continue
            if kind == "para":
                if n_rel != 1:
                    err("%s: para must have exactly one relevant id" % pid)
                else:
                    ov = para_overlap(p["query"], by_id[p["relevant"][0]]["content"])
                    if len(ov) > MAX_PARA_OVERLAP:
                        err("%s: para shares %d chars with the fact: %s" % (pid, len(ov), "".join(ov)))
            elif kind == "task":
                if not 2 <= n_rel <= 4:
                    err("%s: task needs 2-4 relevant ids" % pid)
            elif kind == "direct":
                if n_rel != 1:
                    err("%s: direct must have exactly one relevant id" % pid)
                elif len(para_overlap(p["query"], by_id[p["relevant"][0]]["content"])) < 2:
                    err("%s: direct query is not close to its fact" % pid)
            elif kind == "abst":
                if n_rel != 0:
                    err("%s: abst must have relevant []" % pid)
                topic = extra.get("topic")
                if not topic or topic not in p["query"] or not any(topic in m["content"] for m in core):
                    err("%s: abst topic word must be in the query and in a core fact" % pid)
            elif kind == "expiry":
                plan = extra.get("plan")
                if plan not in ends:
                    err("%s: expiry probe needs a dated plan" % pid)
                elif ends[plan] >= at:
                    err("%s: asked before its plan ended" % pid)
                if not forbid:
                    err("%s: expiry probe needs the plan keyword in forbid" % pid)
                elif plan in by_id and not any(w in by_id[plan]["content"] for a in forbid for w in a):
                    err("%s: no forbid keyword comes from the plan" % pid)
        # twins
        if "twin" in acc:
            _other_tenant, me, other = acc["twin"]
            need = [other["name"], other["city"], other["allergy"]]
            mine = [me["name"], me["city"], me["allergy"]]
            for w in mine:
                if not any(w in m["content"] for m in core):
                    err("%s: twin word %s missing from own facts" % (tag, w))
            for p in u["probes"]:
                flat = {w for a in p.get("forbid", []) for w in a}
                for w in need:
                    if w not in flat:
                        err("%s: twin probe lacks forbid %s" % (p["id"], w))

    twins = [a for a in ACCOUNTS if "twin" in a]
    if len(twins) != 2 or twins[0]["user_id"] != twins[1]["user_id"] or \
            twins[0]["tenant_id"] == twins[1]["tenant_id"]:
        err("need exactly one user_id in two tenants")

    total = sum(kind_count.values())
    if not 110 <= total <= 130:
        err("total probes %d not ~120" % total)
    share = {"para": (0.40, 0.50), "task": (0.20, 0.30), "direct": (0.07, 0.13),
             "abst": (0.12, 0.18), "expiry": (0.03, 0.07)}
    for k, (lo, hi) in share.items():
        if total and not lo <= kind_count[k] / total <= hi:
            err("kind %s share %.2f outside %.2f-%.2f" % (k, kind_count[k] / total, lo, hi))
    return errs, kind_count


def summary(data, kind_count):
    n_core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    n_bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    return ("accounts=%d user_ids=%d core=%d background=%d probes=%d %s" % (
        len(data["users"]), len({u["user_id"] for u in data["users"]}), n_core, n_bg,
        sum(kind_count.values()),
        " ".join("%s=%d" % (k, kind_count[k]) for k in KINDS)))


def main(argv):
    if "--check" in argv:
        with open(OUT, "rb") as fh:
            raw = fh.read()
        data = json.loads(raw.decode("utf-8"))
        errs, kc = validate(data)
        if render(build()) != raw:
            errs.append("rebuild is not byte-identical to %s" % OUT)
        for e in errs:
            print("ERROR:", e)
        print(summary(data, kc))
        return 1 if errs else 0
    data = build()
    errs, kc = validate(data)
    for e in errs:
        print("ERROR:", e)
    if errs:
        return 1
    with open(OUT, "wb") as fh:
        fh.write(render(data))
    print("wrote", OUT)
    print(summary(data, kc))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
