#!/usr/bin/env python3
"""build_set14.py -- hand-made Chinese retrieval set "set14" (memory-eval/v1, track R).

How it was written
------------------
Written blind, by hand.  Exactly two project files were read:
  1. /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  2. /work/main/bench/data/train/background_train.json (background statements;
     read to choose hygiene word lists, and loaded at build time from
     ../background_train.json -- never copied into this script)
No other data set, engine code, doc, test or git history was read, and nothing
was run except this script itself (build and --check).

Theme
-----
Faith, ethnicity and festival customs: Hui and Uyghur halal eating and
Ramadan (莱麦丹/封斋), Tibetan Buddhism (转经, 萨嘎达瓦), Mongolian customs
(祭敖包, 查干萨日, 那达慕), a lay Buddhist who eats vegetarian and keeps
过午不食, Protestant Christians (主日崇拜, 司琴, a church wedding), Teochew
(营老爷, 出花园, 工夫茶), Hakka (挂纸, 围龙屋, 三周年), a Shandong family's
funeral and grave customs (立碑, 年三十上坟), Dai Theravada customs (赕佛,
关门节/开门节, 拴线), and Korean-Chinese customs (花甲宴, 秋夕).  Probes use the
community's own words.

Accounts (12 accounts, 11 user_ids; REF = 2026-10-18 +08:00)
-------------------------------------------------------------
| #  | user_id         | tenant      | who                                                        |
|----|-----------------|-------------|------------------------------------------------------------|
| 1  | u_xiaoyun       | default     | 林晓云, 38, 泉州闽南人, Protestant, bakery owner, mango allergy |
| 2  | u_xiaoyun       | qinghai_hui | 马晓云, 44, 西宁回族, halal noodle shop, diabetic, penicillin allergy |
| 3  | u_cirenduoji    | default     | 次仁多吉, 45, 拉萨藏族, 唐卡 shop, Tibetan Buddhist, no fish  |
| 4  | u_bateer        | default     | 巴特尔, 52, 锡林浩特蒙古族 vet, hypertension, bad knee         |
| 5  | u_zhoujing      | default     | 周静, 53, 杭州 lay Buddhist, vegan + 过午不食, hypoglycaemia   |
| 6  | u_zhengyinuo    | default     | 郑以诺, 31, 温州 Christian pianist, planning a church wedding |
| 7  | u_ayiguli       | default     | 阿依古丽, 29, 喀什维吾尔族 designer in 上海, pregnant          |
| 8  | u_chenbingkun   | default     | 陈炳坤, 47, 汕头潮汕 hardware shop owner, gout                 |
| 9  | u_liuxiumei     | default     | 刘秀梅, 41, 梅州客家 restaurant owner in 深圳, hyperthyroid    |
| 10 | u_lilei         | default     | 李磊, 35, 菏泽人 engineer in 苏州, father died, AS spine       |
| 11 | u_yuhan         | default     | 玉罕, 27, 景洪傣族 barbecue stall, Theravada, wedding plans    |
| 12 | u_jinshanji     | default     | 金善姬, 36, 延吉朝鲜族 Korean teacher, buckwheat allergy       |
Accounts 1 and 2 are the twins: same user_id, different tenants, different
people with conflicting name (林晓云/马晓云), city (泉州/西宁) and allergen
(芒果/青霉素); every probe of either lists the other's three in `forbid`.

Memory conventions
------------------
* Core memories "m01".."m13" (9-13 per account), typed by hand below: natural
  third-person statements ("用户……"), type fact/preference/event, importance
  0.3-1.0, source "user_stated" (a few "inferred"), created_at in the 12
  months before REF, ISO 8601 with +08:00.
* Dated plans carry a script-only `end` (when the plan stops applying).  Some
  also write `valid_until` into the JSON; the others keep the date only in the
  wording ("2026年国庆", "明年春节", "冬至") for the engine to infer.
* Durable facts with time words that must NOT expire (每年清明, 初一十五,
  每周三晚上, 今年45岁 ...) have no `end`.
* Background memories "b001".. : 100-180 per account, sampled with a per-user
  seed from ../background_train.json after hygiene; type and importance drawn
  from the account's own core lists; created_at uniform over the window.

Background hygiene (exclusion groups; reasons recorded in GLOBAL_EXCL/USER_EXCL)
------------------------------------------------------------------------------
Global groups drop whole topics and keyword-matched statements about family
and gender, food/drink (every account has faith-bound diet facts), health and
sleep, climate, housing and money, jobs, and festivals/rites/travel (what most
probes ask about).  Per-user groups drop the account's own probe topics,
hobbies, phobias and job.  Any statement containing one of the account's
forbid keywords is also dropped.

Probe conventions
-----------------
ids "p<n>-<kind>" numbered over the whole set; exactly 10 per account;
para 54, task 30, direct 12, abst 18, expiry 6.  Six accounts have
para4/task3/direct1/abst1/expiry1, six have para5/task2/direct1/abst2.
* para:   one fact, asked obliquely; <= 2 shared meaningful CJK characters.
* task:   planning request; relevant = 2-4 core ids a careful planner weighs.
* direct: close wording; >= 2 shared meaningful CJK characters.
* abst:   general question sharing a topic word with a core fact; relevant [].
* expiry: asked after a dated plan ended; the plan's keyword is forbidden.
Meaningful characters: CJK ideographs minus 的了我你是在有吗吧呢么什怎么样个一去要,
after removing the word 用户.

Validations (every build and --check)
-------------------------------------
format shape per FORMAT.md; unique ids; relevant ids exist and are core;
relevant plans still running at probe time; kind counts (global and per
account); para/direct overlap; abst topic word shared with a core fact;
forbid keywords absent from relevant memories and from every memory of the
account that still applies at probe time; expiry probes after their plan
ended and forbidding its keyword; every probe after all its user's memories;
created_at inside the window; background counts and hygiene; twin forbids.

Usage
-----
    python3 build_set14.py          # write zh_retrieval_set14.json next to this script
    python3 build_set14.py --check  # validate the file on disk and that a rebuild is byte-identical
"""
import datetime as dt
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set14.json")
BG_PATH = os.path.join(HERE, "..", "background_train.json")
NAME = "set14"
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 10, 18, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - dt.timedelta(days=365)
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
SHAPE_A = {"para": 4, "task": 3, "direct": 1, "abst": 1, "expiry": 1}
SHAPE_B = {"para": 5, "task": 2, "direct": 1, "abst": 2, "expiry": 0}


def M(mid, content, typ, imp, created, end=None, vu=False, src="user_stated"):
    """A core memory.  end: 'YYYY-MM-DD' the plan stops applying (script-side);
    vu=True also writes it as valid_until into the JSON."""
    return dict(id=mid, content=content, type=typ, importance=imp,
                created=created, end=end, vu=vu, src=src)


def P(kind, at, query, relevant, forbid=(), topic=None, plan=None):
    """A probe.  topic: abst topic word; plan: the ended plan of an expiry probe."""
    return dict(kind=kind, at=at, query=query, relevant=list(relevant),
                forbid=[list(f) for f in forbid], topic=topic, plan=plan)


# ---------------------------------------------------------------------------
# Global background exclusion groups (apply to every account)
# ---------------------------------------------------------------------------
GLOBAL_EXCL = [
    ("family/gender/children: spouses, children and parents differ per account "
     "(some widowed, engaged, pregnant, with a dead father)",
     ["partner", "kids_school", "parents", "relatives_news"],
     ["老公", "老婆", "男朋友", "女朋友", "对象", "儿子", "女儿", "孩子", "婆婆", "公公",
      "岳母", "岳父", "宝妈", "二胎", "婴儿", "夫妻", "妈", "爸", "姐", "哥", "弟", "妹",
      "舅", "姨", "姑", "侄", "孙", "家人", "亲戚"]),
    ("diet: every account has faith- or health-bound food facts (halal, vegan, "
     "no fish, gout, allergies) that food statements would contradict",
     ["home_cooking", "diet_weight", "drinks", "grocery_shopping"],
     ["吃", "肉", "鱼", "鸡", "酒", "饭", "菜", "面", "茶", "咖啡", "奶", "火锅", "烧烤",
      "零食", "蛋糕", "包子", "煎饼", "外卖", "水果", "橘", "橙", "瓜", "薯片", "糖",
      "粽", "饮", "喝", "餐", "食", "蒜", "葱", "饺"]),
    ("health/sleep/mobility/pregnancy: every account has health conditions",
     ["health_checkup", "sleep", "gym_fitness"],
     ["医", "药", "病", "感冒", "发烧", "过敏", "血压", "失眠", "睡", "疼", "牙", "体检",
      "眼镜", "近视", "怀孕", "腰", "膝", "腿", "痛", "跑步", "健身", "瑜伽", "游泳"]),
    ("climate: home cities range from 拉萨 and 锡林浩特 to 景洪 and 汕头",
     ["weather"],
     ["暖气", "地暖", "雪", "台风", "回南天", "梅雨", "空调", "热", "冷", "雨", "晒",
      "太阳", "冬天", "夏天"]),
    ("housing/budget: budgets and homes are core facts",
     ["money_bills", "housing_repairs"],
     ["房贷", "房租", "租", "房子", "装修", "物业", "工资", "存", "钱", "块", "元", "预算",
      "贵", "省", "便宜", "会员", "涨价"]),
    ("job: every account has a stated job (shops, vet, teacher, engineer ...)",
     ["work_routine", "coworkers", "commute"],
     ["上班", "下班", "公司", "同事", "加班", "单位", "领导", "工位", "办公", "老板",
      "打卡", "项目", "开会", "周报", "通勤", "会计", "研究生", "汇报", "打工", "晋升",
      "育儿"]),
    ("festivals/rites/faith/travel: what most probes of this set ask about",
     [],
     ["春节", "过年", "国庆", "中秋", "清明", "元宵", "冬至", "节", "年夜", "拜", "寺",
      "庙", "教", "佛", "结婚", "婚", "份子", "满月", "生日", "寿", "老家", "回家",
      "旅游", "旅行", "出差", "酒店", "机票", "高铁", "飞机", "火车", "香", "烟"]),
]

# ---------------------------------------------------------------------------
# Accounts: core memories, probes, per-user exclusion groups
# ---------------------------------------------------------------------------
TWIN_A = [["马晓云"], ["西宁"], ["青霉素"]]   # forbidden in every probe of 林晓云
TWIN_B = [["林晓云"], ["泉州"], ["芒果"]]     # forbidden in every probe of 马晓云

ACCOUNTS = [
    # 1 ------------------------------------------------------------------
    dict(user_id="u_xiaoyun", tenant="default", shape="B", twin=TWIN_A, bg_seed="lin", memories=[
        M("m01", "用户叫林晓云，泉州人，说闽南话，今年38岁", "fact", 0.9, "2025-10-26 20:14"),
        M("m02", "用户是基督徒，每周日上午去泉州泉南堂做礼拜", "fact", 0.8, "2025-11-09 13:40"),
        M("m03", "用户对芒果过敏，吃了嘴唇会肿", "fact", 1.0, "2025-12-02 19:05"),
        M("m04", "用户的丈夫姓陈，女儿今年8岁，公婆住在晋江", "fact", 0.8, "2026-01-11 21:30"),
        M("m05", "用户信主以后不拿香拜拜，清明回晋江婆家扫墓只献花、默祷", "preference", 0.8, "2026-04-06 22:10"),
        M("m06", "用户腰椎间盘突出，久坐超过一小时腰就痛", "fact", 0.8, "2026-02-17 10:25"),
        M("m07", "用户恐高，不敢坐缆车和玻璃栈道", "fact", 0.7, "2026-03-21 16:48"),
        M("m08", "用户在泉州开一家小型烘焙工作室，主要接订单做蛋糕和饼干", "fact", 0.6, "2025-11-23 09:12"),
        M("m09", "用户每年平安夜都在教会诗班献唱", "preference", 0.6, "2025-12-25 11:02"),
        M("m10", "用户计划2026年12月下旬带全家去厦门鼓浪屿住三晚，预算五千元以内", "fact", 0.8,
          "2026-09-14 20:36", end="2026-12-31", vu=True),
        M("m11", "用户爱吃闽南小吃，最爱面线糊和土笋冻", "preference", 0.6, "2026-05-30 12:20"),
        M("m12", "用户因为信仰不吃血制品，鸭血猪血都不碰", "preference", 0.7, "2026-06-18 19:44"),
    ], probes=[
        P("para", "2026-10-19 08:15", "礼拜天早晨一般找不到你人吧，我那会儿是干嘛来着", ["m02"]),
        P("para", "2026-10-20 15:02", "甜品店的杨枝甘露我能点不？", ["m03"]),
        P("para", "2026-10-21 21:40", "我这腰板子能不能连着开三个钟头车", ["m06"]),
        P("para", "2026-10-23 10:11", "张家界那个悬崖上透明的路，我上得去吗", ["m07"]),
        P("para", "2026-10-24 22:30", "拜公妈那套我现在还跟着做没", ["m05"]),
        P("task", "2026-10-26 20:05", "平安夜前后想带老公孩子去鼓浪屿玩几天，帮我排个行程，吃的也推荐下",
          ["m10", "m09", "m03", "m12"]),
        P("task", "2026-10-28 09:30", "下个月教会姊妹聚会轮到我准备茶点，帮我想几样闽南风味的小点心",
          ["m08", "m03", "m12"]),
        P("direct", "2026-10-29 19:20", "我女儿今年几岁了来着", ["m04"]),
        P("abst", "2026-10-31 23:05", "腰椎间盘突出平时睡硬板床好还是软床垫好", [], topic="腰椎间盘突出"),
        P("abst", "2026-11-02 11:45", "面线糊的汤底一般用啥熬的", [], topic="面线糊"),
    ], excl=[
        ("job: bakery owner; baking statements would be relevant to the 茶点 task",
         [], ["烘焙", "烤", "面包", "饼干"]),
        ("phobia of heights and the 腰 probe",
         [], ["缆车", "爬", "玻璃", "高处", "久坐", "开车", "车"]),
        ("hobby: sings in the church choir on 平安夜", [], ["唱", "歌"]),
    ]),
    # 2 ------------------------------------------------------------------
    dict(user_id="u_xiaoyun", tenant="qinghai_hui", shape="A", twin=TWIN_B, bg_seed="ma", memories=[
        M("m01", "用户叫马晓云，回族，住在西宁城东区，今年44岁", "fact", 0.9, "2025-10-30 18:20"),
        M("m02", "用户对青霉素过敏，看病都要提前跟医生说", "fact", 1.0, "2025-11-14 09:35"),
        M("m03", "用户只吃清真食品，外出吃饭只认挂清真牌子的馆子", "preference", 0.9, "2025-12-08 12:10"),
        M("m04", "用户有二型糖尿病，每天早晚打胰岛素", "fact", 0.9, "2026-01-05 20:45"),
        M("m05", "用户每年斋月都坚持封斋", "preference", 0.8, "2026-02-20 04:50"),
        M("m06", "用户和丈夫在东关清真大寺附近开牛肉面馆", "fact", 0.7, "2025-11-02 15:00"),
        M("m07", "用户的儿子在兰州读大学，女儿今年刚上初中", "fact", 0.7, "2026-03-09 21:15"),
        M("m08", "用户计划2027年和丈夫去麦加朝觐，正在攒钱，预算一人六万左右", "fact", 0.8,
          "2026-06-01 22:05", end="2027-06-30"),
        M("m09", "用户打算2026年国庆开车带家人去青海湖和茶卡盐湖自驾两天", "fact", 0.7,
          "2026-08-22 19:30", end="2026-10-07", vu=True),
        M("m10", "用户膝盖有骨质增生，爬楼和走远路都吃力", "fact", 0.7, "2026-04-16 10:40"),
        M("m11", "用户每逢开斋节都炸一大锅油香和馓子分给邻居", "preference", 0.6, "2026-03-21 17:25"),
        M("m12", "用户家出门玩一般希望人均花费不超过两千", "fact", 0.6, "2026-07-12 20:00"),
    ], probes=[
        P("para", "2026-10-19 10:20", "打吊瓶消炎的话我有啥忌讳", ["m02"]),
        P("para", "2026-10-20 21:10", "我天天扎的那个针是治啥的来着", ["m04"]),
        P("para", "2026-10-22 14:35", "咱家那个小买卖开在哪条街上来着", ["m06"]),
        P("para", "2026-10-23 22:50", "莱麦丹白天不吃不喝那事儿，我这几年还守着没", ["m05"]),
        P("task", "2026-10-25 20:30", "孩子放寒假想带全家去西安回民街转转，帮我安排吃住",
          ["m03", "m04", "m10", "m12"]),
        P("task", "2026-10-27 09:40", "朝觐的行李清单帮我列一下，药品那块尤其要细",
          ["m08", "m04", "m02", "m10"]),
        P("task", "2026-10-29 16:15", "想在店里添两样我自个儿也能放心吃的菜，帮我出出主意",
          ["m06", "m03", "m04"]),
        P("direct", "2026-10-30 19:55", "我儿子在哪读大学来着", ["m07"]),
        P("abst", "2026-11-01 11:05", "胰岛素开封以后放常温能放多久", [], topic="胰岛素"),
        P("expiry", "2026-10-26 18:40", "这两周周末空下来了，带家里人近处转转去哪好",
          ["m10", "m12"], forbid=[["茶卡"]], plan="m09"),
    ], excl=[
        ("household custom: Hui families avoid keeping dogs; pet-dog statements contradict",
         [], ["狗", "柯基", "哈士奇"]),
        ("expired 自驾 plan and the weekend-outing probe: car and outing statements",
         ["car"], ["车", "公园", "湖"]),
        ("mobility: knee osteophytes", [], ["楼梯", "爬", "走路", "步"]),
        ("job: noodle shop", [], ["店"]),
    ]),
    # 3 ------------------------------------------------------------------
    dict(user_id="u_cirenduoji", tenant="default", shape="B", twin=None, bg_seed="ciren", memories=[
        M("m01", "用户叫次仁多吉，藏族，家在拉萨堆龙德庆，今年45岁", "fact", 0.9, "2025-10-21 09:30"),
        M("m02", "用户信藏传佛教，每天早上绕大昭寺转经", "preference", 0.8, "2025-11-06 07:40"),
        M("m03", "用户不吃鱼，也不吃驴肉和马肉，说是藏族老规矩", "preference", 0.8, "2025-12-12 13:20"),
        M("m04", "用户对头孢类药物过敏", "fact", 1.0, "2026-01-19 10:05"),
        M("m05", "用户患有高原红细胞增多症，每半年要复查血常规", "fact", 0.8, "2026-02-24 11:30"),
        M("m06", "用户下到平原就醉氧，在成都待久了整天犯困", "fact", 0.7, "2026-03-30 21:00"),
        M("m07", "用户的妻子叫卓玛，两个儿子，大的在拉萨读高中，小的在成都上大学", "fact", 0.7, "2026-04-12 20:10"),
        M("m08", "用户在八廓街开一家唐卡和藏香店", "fact", 0.7, "2025-11-28 16:45"),
        M("m09", "用户每年萨嘎达瓦节（藏历四月）都吃素一个月，不杀生", "preference", 0.7, "2026-05-31 08:25"),
        M("m10", "用户计划藏历新年前（2027年2月）去成都给小儿子搬宿舍，再顺道去峨眉山朝拜", "fact", 0.8,
          "2026-09-20 19:50", end="2027-02-28"),
        M("m11", "用户喜欢喝酥油茶和甜茶，一天也离不开", "preference", 0.6, "2026-06-22 09:15"),
        M("m12", "用户不太会用智能手机订票，出门都是儿子帮着订", "fact", 0.5, "2026-07-08 18:30"),
        M("m13", "用户出门住宿只要干净就行，一晚不超过三百", "fact", 0.6, "2026-08-03 21:45"),
    ], probes=[
        P("para", "2026-10-19 12:30", "到了蓉城以后老是没精神，是怎么回事", ["m06"]),
        P("para", "2026-10-21 19:10", "刺身、烤鳗那些我碰得了不", ["m03"]),
        P("para", "2026-10-22 09:50", "大夫给开了个先锋霉素，我能用不", ["m04"]),
        P("para", "2026-10-24 16:25", "我那个血太稠的毛病隔几个月得瞧一回", ["m05"]),
        P("para", "2026-10-25 20:40", "12306我自个儿搞得定不", ["m12"]),
        P("task", "2026-10-27 21:20", "明年二月去成都看小儿子，顺路想去峨眉山，帮我排一下吃住",
          ["m10", "m03", "m06", "m13"]),
        P("task", "2026-10-29 10:35", "下个月要去杭州参加非遗展销会卖货，帮我看看住哪、吃饭注意啥",
          ["m08", "m13", "m03", "m06"]),
        P("direct", "2026-10-30 20:00", "我大儿子和小儿子现在都在哪上学", ["m07"]),
        P("abst", "2026-11-01 08:10", "转经为什么都是顺时针走", [], topic="转经"),
        P("abst", "2026-11-03 15:30", "酥油茶在家怎么打，要什么工具", [], topic="酥油茶"),
    ], excl=[
        ("smartphone fact (cannot book tickets himself): phone/online/gaming statements contradict",
         ["phone_gadgets", "online_shopping", "gaming"], ["手机", "软件", "网上", "网购", "直播", "快递",
                                        "Python", "网课", "在线", "线上", "电脑", "豆瓣", "投影", "微信"]),
        ("diet/faith: no fish, no killing (钓鱼, 金鱼), Saga Dawa", [], ["钓", "金鱼", "杀"]),
        ("job: 唐卡 and incense shop; low altitude probe", [], ["唐卡", "藏", "成都", "店"]),
    ]),
    # 4 ------------------------------------------------------------------
    dict(user_id="u_bateer", tenant="default", shape="A", twin=None, bg_seed="bateer", memories=[
        M("m01", "用户叫巴特尔，蒙古族，住在锡林浩特，今年52岁", "fact", 0.9, "2025-10-28 19:40"),
        M("m02", "用户在锡林郭勒盟做兽医，常年跑牧区", "fact", 0.7, "2025-11-15 08:20"),
        M("m03", "用户有高血压，每天早上吃一片氨氯地平", "fact", 0.9, "2025-12-20 07:30"),
        M("m04", "用户年轻时摔跤伤过右膝，现在上下坡都疼", "fact", 0.8, "2026-01-24 21:05"),
        M("m05", "用户每年农历五月十三都回苏尼特左旗祭敖包", "preference", 0.8, "2026-06-28 18:00"),
        M("m06", "用户对蒿草花粉过敏，夏末秋初鼻炎犯得厉害", "fact", 0.8, "2026-08-30 10:15"),
        M("m07", "用户爱喝奶茶、吃手把肉，不太吃青菜", "preference", 0.6, "2026-02-11 12:50"),
        M("m08", "用户的女儿其其格在北京工作，儿子在呼和浩特读大学", "fact", 0.7, "2026-03-15 20:30"),
        M("m09", "用户打算2026年8月带老伴去呼伦贝尔看那达慕", "fact", 0.7,
          "2026-05-19 21:40", end="2026-08-31", vu=True),
        M("m10", "用户计划明年春节（查干萨日）带老伴去北京女儿家过年", "fact", 0.8,
          "2026-09-27 20:20", end="2027-02-20"),
        M("m11", "用户喜欢马头琴，自己会拉几首长调", "preference", 0.5, "2026-04-25 22:00"),
        M("m12", "用户坐飞机会紧张，长途出行宁愿坐火车卧铺", "preference", 0.6, "2026-07-02 19:10"),
        M("m13", "用户的妻子叫娜仁，在家做奶食卖", "fact", 0.6, "2025-12-03 13:25"),
    ], probes=[
        P("para", "2026-10-19 07:50", "我那个控压的药叫啥名来着", ["m03"]),
        P("para", "2026-10-20 20:35", "一到秋天我就喷嚏流涕的，是咋回事", ["m06"]),
        P("para", "2026-10-22 18:05", "我这条腿爬山行不行", ["m04"]),
        P("para", "2026-10-23 21:25", "我那俩娃如今都在哪混呢", ["m08"]),
        P("task", "2026-10-25 19:45", "明年查干萨日去北京闺女家，帮我安排下怎么去、带点啥",
          ["m10", "m12", "m08", "m03"]),
        P("task", "2026-10-27 08:30", "下个月去呼市开三天会，顺便看看儿子，帮我排一下",
          ["m08", "m12", "m04"]),
        P("task", "2026-10-28 06:40", "过两天要下嘎查给羊打防疫针，要走不少草场，帮我准备下东西",
          ["m02", "m04", "m06"]),
        P("direct", "2026-10-30 20:15", "我媳妇在家做啥营生来着", ["m13"]),
        P("abst", "2026-11-01 21:00", "马头琴新手怎么练换把", [], topic="马头琴"),
        P("expiry", "2026-10-21 19:30", "最近想带老伴出去玩一趟，你帮我想想去哪", ["m12", "m04"],
          forbid=[["那达慕"]], plan="m09"),
    ], excl=[
        ("job: vet; pet and vaccine statements would be relevant to the 防疫 task", ["pets"], ["疫苗", "兽"]),
        ("hobby: 马头琴/长调; music statements relevant to the abst probe",
         ["music_podcasts"], ["琴", "二胡", "乐", "吉他", "歌", "唱"]),
        ("allergy: 蒿草 pollen; plant and flower statements", ["plants"], ["花", "草"]),
        ("trip probes: outing/car statements", ["car"], ["车", "公园", "爬"]),
    ]),
    # 5 ------------------------------------------------------------------
    dict(user_id="u_zhoujing", tenant="default", shape="B", twin=None, bg_seed="zhou", memories=[
        M("m01", "用户叫周静，杭州人，今年53岁，在一家出版社做校对", "fact", 0.8, "2025-10-24 10:00"),
        M("m02", "用户是佛教居士，吃长素已经十二年", "preference", 0.9, "2025-11-17 08:45"),
        M("m03", "用户持过午不食，中午十二点以后不再进食", "preference", 0.9, "2025-12-15 11:20"),
        M("m04", "用户不吃葱、蒜、韭菜、洋葱这些五辛", "preference", 0.8, "2026-01-08 09:10"),
        M("m05", "用户有低血糖，早上空腹太久会手抖出冷汗", "fact", 0.9, "2026-02-03 07:35"),
        M("m06", "用户每逢农历初一、十五都去灵隐寺上香", "preference", 0.6, "2026-03-03 06:50"),
        M("m07", "用户对乳胶过敏，不能戴乳胶手套", "fact", 0.8, "2026-04-02 15:20"),
        M("m08", "用户和前夫离婚多年，儿子在南京工作，孙女刚满周岁", "fact", 0.7, "2026-09-06 20:00"),
        M("m09", "用户长期失眠，每晚只能睡四五个小时", "fact", 0.7, "2026-05-14 23:40"),
        M("m10", "用户计划2026年11月去普陀山参加法会，住三天", "fact", 0.8,
          "2026-08-26 19:25", end="2026-11-30", vu=True),
        M("m11", "用户喜欢抄《心经》，每天练半小时小楷", "preference", 0.5, "2026-06-10 05:30"),
        M("m12", "用户出门喜欢住寺院的居士寮房，不讲究，能省则省", "preference", 0.6, "2026-07-21 18:15"),
    ], probes=[
        P("para", "2026-10-19 18:30", "晚上那顿我一般还动筷子不", ["m03"]),
        P("para", "2026-10-20 09:15", "荤腥我多少年没沾了", ["m02"]),
        P("para", "2026-10-22 11:00", "做菜放点蒜蓉提味我能接受吗", ["m04"]),
        P("para", "2026-10-23 14:40", "指套、气球这类东西我碰得了不", ["m07"]),
        P("para", "2026-10-25 02:15", "夜里老睁眼到天亮，我这毛病多久了", ["m09"]),
        P("task", "2026-10-26 20:50", "下个月去普陀山法会那三天的吃住帮我规划一下",
          ["m10", "m03", "m05", "m12"]),
        P("task", "2026-10-28 19:05", "孙女周岁宴儿子让我去南京，帮我看看那天我能吃啥、怎么安排",
          ["m08", "m02", "m04", "m03"]),
        P("direct", "2026-10-30 07:20", "我每月初一十五去哪个寺烧香来着", ["m06"]),
        P("abst", "2026-11-01 10:10", "过午不食这个说法最早是从哪来的", [], topic="过午不食"),
        P("abst", "2026-11-03 20:25", "小楷入门临哪本帖比较好", [], topic="小楷"),
    ], excl=[
        ("hobby: calligraphy (小楷) -- statements about brush writing relevant to the abst probe",
         [], ["毛笔", "字", "书法", "抄"]),
        ("allergy: latex (手套, 气球)", [], ["手套", "气球", "胶"]),
        ("family: grandchild's first-birthday banquet", [], ["周岁", "南京"]),
        ("faith: lay Buddhist, no killing (钓鱼)", [], ["钓", "杀"]),
    ]),
    # 6 ------------------------------------------------------------------
    dict(user_id="u_zhengyinuo", tenant="default", shape="A", twin=None, bg_seed="zheng", memories=[
        M("m01", "用户叫郑以诺，温州人，今年31岁，在瓯海做外贸", "fact", 0.8, "2025-10-22 21:00"),
        M("m02", "用户是基督徒，在教会负责主日崇拜的司琴", "fact", 0.8, "2025-11-16 13:30"),
        M("m03", "用户的未婚妻叫林恩惠，两人是在教会青年团契认识的", "fact", 0.7, "2025-12-21 20:40"),
        M("m04", "用户计划2026年12月12日在教会举行婚礼，喜宴在酒店办，不设酒水", "fact", 0.9,
          "2026-05-10 19:20", end="2026-12-13", vu=True),
        M("m05", "用户滴酒不沾", "preference", 0.7, "2026-01-17 22:10"),
        M("m06", "用户有过敏性哮喘，闻到烟味和香火就喘", "fact", 0.9, "2026-02-08 10:05"),
        M("m07", "用户对花生过敏", "fact", 1.0, "2026-03-14 12:15"),
        M("m08", "用户的父母是传统温州人，希望婚礼按老规矩办回门酒", "fact", 0.6, "2026-06-07 21:35"),
        M("m09", "用户和未婚妻打算2027年1月去云南度蜜月，预算两万", "fact", 0.8,
          "2026-08-16 20:50", end="2027-01-31"),
        M("m10", "用户计划2026年国庆带未婚妻回文成老家拜见爷爷奶奶", "fact", 0.6,
          "2026-09-02 21:15", end="2026-10-07"),
        M("m11", "用户周末常在家练琴，喜欢弹赞美诗", "preference", 0.5, "2026-04-19 16:00"),
        M("m12", "用户不能吃辣，一点辣椒都受不了", "preference", 0.5, "2026-07-05 12:40"),
    ], probes=[
        P("para", "2026-10-19 22:05", "这周日早上的敬拜我要管哪一摊", ["m02"]),
        P("para", "2026-10-21 20:20", "聚会上大伙非要我干一杯啤的，我该端不", ["m05"]),
        P("para", "2026-10-22 17:45", "庙里那种香火缭绕的地方我进得去不", ["m06"]),
        P("para", "2026-10-24 12:30", "士力架、宫保鸡丁这类我能碰吗", ["m07"]),
        P("task", "2026-10-26 21:30", "帮我把婚宴菜单过一遍，看看哪些要换", ["m04", "m07", "m05"]),
        P("task", "2026-10-28 22:15", "蜜月去云南哪条线好，帮我俩排个十天行程",
          ["m09", "m06", "m07", "m12"]),
        P("task", "2026-10-31 15:10", "婚礼那天敬拜环节的诗歌和流程帮我排排", ["m04", "m02", "m08"]),
        P("direct", "2026-11-01 20:45", "我未婚妻叫啥名字，我们是在哪认识的", ["m03"]),
        P("abst", "2026-11-02 09:00", "过敏性哮喘的人平时怎么预防发作", [], topic="哮喘"),
        P("expiry", "2026-10-24 19:15", "这周末想带对象出去走走，温州周边有啥推荐", ["m06", "m12"],
          forbid=[["文成"]], plan="m10"),
    ], excl=[
        ("hobby/church role: piano and hymns", ["music_podcasts"], ["琴", "唱", "歌", "乐"]),
        ("asthma triggers (香薰, smoke) and peanut allergy", [], ["香", "烟", "花生", "辣"]),
        ("outing probes: weekend trips and parks", [], ["公园", "周边"]),
    ]),
    # 7 ------------------------------------------------------------------
    dict(user_id="u_ayiguli", tenant="default", shape="B", twin=None, bg_seed="ayi", memories=[
        M("m01", "用户叫阿依古丽，维吾尔族，喀什人，在上海做服装设计，今年29岁", "fact", 0.9, "2025-10-20 20:00"),
        M("m02", "用户只吃清真，在上海常去新疆餐厅", "preference", 0.8, "2025-11-08 19:30"),
        M("m03", "用户怀孕五个月，预产期在2027年2月", "fact", 0.9, "2026-09-10 21:20"),
        M("m04", "用户对核桃过敏", "fact", 1.0, "2025-12-19 12:05"),
        M("m05", "用户有轻度贫血，医生让她补铁", "fact", 0.7, "2026-09-24 10:30"),
        M("m06", "用户的丈夫艾力是程序员，两人住在上海闵行", "fact", 0.7, "2026-01-10 22:15"),
        M("m07", "用户每年古尔邦节都要视频给喀什的爸妈拜节", "preference", 0.6, "2026-05-27 09:40"),
        M("m08", "用户计划2026年11月回喀什看父母，坐飞机要转机", "fact", 0.8,
          "2026-09-28 20:50", end="2026-11-30"),
        M("m09", "用户喜欢跳麦西来甫，以前是大学舞蹈队的", "preference", 0.5, "2026-03-07 18:25"),
        M("m10", "用户晕车严重，坐长途大巴会吐", "fact", 0.7, "2026-04-18 15:10"),
        M("m11", "用户孕期不封斋，医生和家人都同意", "preference", 0.7, "2026-09-12 21:00"),
        M("m12", "用户和丈夫每个月出游的花销不超过三千", "fact", 0.6, "2026-06-20 20:35"),
    ], probes=[
        P("para", "2026-10-19 21:35", "我这种肚子里揣着娃的，明年莱麦丹还用守吗", ["m11"]),
        P("para", "2026-10-21 08:40", "小宝宝大概啥时候出来", ["m03"]),
        P("para", "2026-10-22 13:05", "阿克苏那种薄皮的坚果，我能碰吗", ["m04"]),
        P("para", "2026-10-24 19:50", "血红蛋白偏低那个，大夫让我咋弄", ["m05"]),
        P("para", "2026-10-25 11:20", "跟团一日游那种大客车我受得了吗", ["m10"]),
        P("task", "2026-10-27 22:00", "下个月回喀什，帮我看看航班和路上要注意的",
          ["m08", "m03", "m10", "m12"]),
        P("task", "2026-10-29 20:10", "周末想请几个同事来家里聚聚，帮我定个菜单",
          ["m02", "m04", "m03"]),
        P("direct", "2026-10-31 21:15", "我老公艾力是做什么工作的", ["m06"]),
        P("abst", "2026-11-01 16:30", "麦西来甫一般在什么场合跳", [], topic="麦西来甫"),
        P("abst", "2026-11-03 10:45", "古尔邦节为什么要宰牲", [], topic="古尔邦节"),
    ], excl=[
        ("motion sickness: car/bus statements", ["car"], ["车", "大巴"]),
        ("hobby: dance (麦西来甫)", [], ["舞", "跳"]),
        ("job: fashion designer", [], ["衣", "缝纫", "设计"]),
        ("allergy: walnut/nuts; pregnancy", [], ["核桃", "坚果", "胎"]),
    ]),
    # 8 ------------------------------------------------------------------
    dict(user_id="u_chenbingkun", tenant="default", shape="A", twin=None, bg_seed="chen", memories=[
        M("m01", "用户叫陈炳坤，潮汕人，在汕头龙湖区开一家五金店，今年47岁", "fact", 0.9, "2025-10-27 08:30"),
        M("m02", "用户有痛风，海鲜和啤酒都得忌口", "fact", 0.9, "2025-11-20 21:40"),
        M("m03", "用户每天早上都要泡几轮工夫茶，只喝单丛", "preference", 0.6, "2025-12-10 07:10"),
        M("m04", "用户每年正月都回潮阳老家参加营老爷游神", "preference", 0.8, "2026-02-25 20:20"),
        M("m05", "用户家里供着伯公和祖先牌位，初一十五都要拜", "fact", 0.7, "2026-01-13 06:55"),
        M("m06", "用户的老婆叫郑少芬，大儿子在广州读大学，二女儿今年15岁，小儿子8岁", "fact", 0.7,
          "2026-03-18 21:05"),
        M("m07", "用户对磺胺类药过敏", "fact", 1.0, "2026-04-09 10:50"),
        M("m08", "用户计划2026年七月初七（七夕）给二女儿办出花园", "fact", 0.7,
          "2026-06-14 20:30", end="2026-08-20", vu=True),
        M("m09", "用户计划明年元宵节前后在老家摆酒请宗亲，庆祝新厝入伙", "fact", 0.8,
          "2026-09-19 21:15", end="2027-02-28"),
        M("m10", "用户血压偏高，医生让他少吃咸", "fact", 0.7, "2026-05-22 11:35"),
        M("m11", "用户不爱坐飞机，出远门喜欢自己开车", "preference", 0.5, "2026-07-26 19:00"),
        M("m12", "用户喜欢听潮剧，车上常放", "preference", 0.4, "2026-08-09 16:40"),
    ], probes=[
        P("para", "2026-10-19 20:40", "打边炉点生蚝和虾滑我能不能放开吃", ["m02"]),
        P("para", "2026-10-21 07:25", "鸭屎香、蜜兰香那一类是不是我最爱的", ["m03"]),
        P("para", "2026-10-22 15:50", "医生给开复方新诺明，我吃得吗", ["m07"]),
        P("para", "2026-10-24 06:45", "家里神龛逢几号要烧香", ["m05"]),
        P("task", "2026-10-26 21:10", "元宵前后回乡请宗亲吃酒，帮我拟个菜单", ["m09", "m02", "m10"]),
        P("task", "2026-10-28 20:55", "正月回潮阳游神那几天，从汕头来回怎么安排",
          ["m04", "m11", "m02"]),
        P("task", "2026-10-30 19:35", "想带老婆孩子去广州看大儿子，顺便吃吃喝喝，帮我安排两天",
          ["m06", "m11", "m02", "m10"]),
        P("direct", "2026-11-01 21:30", "我二女儿今年多大了", ["m06"]),
        P("abst", "2026-11-02 08:20", "单丛茶第一泡要不要倒掉", [], topic="单丛"),
        P("expiry", "2026-10-21 21:45", "女儿最近要过生日了，想在家给她热闹一下，帮我出点主意", ["m06"],
          forbid=[["出花园"]], plan="m08"),
    ], excl=[
        ("drives everywhere; trip probes", ["car"], ["车", "开"]),
        ("hobby: 潮剧 on the car radio", ["music_podcasts"], ["戏", "听", "唱"]),
        ("job: hardware shop", [], ["五金", "店"]),
    ]),
    # 9 ------------------------------------------------------------------
    dict(user_id="u_liuxiumei", tenant="default", shape="B", twin=None, bg_seed="liu", memories=[
        M("m01", "用户叫刘秀梅，梅州客家人，在深圳龙岗开了一家客家菜馆，今年41岁", "fact", 0.9, "2025-10-23 22:30"),
        M("m02", "用户每年清明都回梅州老家挂纸，拜完祖坟一家人聚餐", "preference", 0.8, "2026-04-05 19:20"),
        M("m03", "用户做过右膝半月板手术，爬山路很吃力", "fact", 0.8, "2025-11-30 10:10"),
        M("m04", "用户对酒精过敏，喝一口就全身起红疹", "fact", 0.9, "2025-12-27 21:50"),
        M("m05", "用户的婆婆今年78岁，住在梅县围龙屋里，不肯搬来深圳", "fact", 0.7, "2026-01-21 20:15"),
        M("m06", "用户有甲亢，在吃赛治，不能吃海带紫菜这些高碘的", "fact", 0.8, "2026-03-02 09:45"),
        M("m07", "用户丈夫叫李国强，女儿在读高二", "fact", 0.7, "2026-02-14 20:50"),
        M("m08", "用户计划2027年清明带女儿回梅州挂纸，顺便教她祭祖规矩", "fact", 0.7,
          "2026-09-16 22:05", end="2027-04-10"),
        M("m09", "用户喜欢唱客家山歌，参加了社区山歌队", "preference", 0.5, "2026-05-16 19:40"),
        M("m10", "用户打算冬至回梅县给过世的公公做三周年", "fact", 0.8,
          "2026-08-28 21:30", end="2026-12-23"),
        M("m11", "用户每次回乡都自己开车走梅龙高速，单程四个多小时", "fact", 0.5, "2026-06-06 17:25"),
        M("m12", "用户怕蛇，不敢走草深的山路", "fact", 0.6, "2026-07-18 20:05"),
    ], probes=[
        P("para", "2026-10-19 22:40", "啤的、娘酒我沾一点会咋样", ["m04"]),
        P("para", "2026-10-21 10:05", "我甲状腺那个毛病，平时服的什么药", ["m06"]),
        P("para", "2026-10-22 21:20", "家娘现在住哪，身子骨还行不", ["m05"]),
        P("para", "2026-10-24 16:10", "长虫这种东西我见了啥反应", ["m12"]),
        P("para", "2026-10-25 09:35", "我开过刀那个膝头，走石阶多了顶得住吗", ["m03"]),
        P("task", "2026-10-27 22:20", "明年清明带女儿回去挂纸，帮我规划下路线和注意事项",
          ["m08", "m03", "m12", "m11"]),
        P("task", "2026-10-29 21:45", "冬至回梅县做三周年，祭品和家里的饭菜帮我列一下",
          ["m10", "m04", "m06", "m05"]),
        P("direct", "2026-10-31 20:30", "我女儿现在读高几了", ["m07"]),
        P("abst", "2026-11-01 19:15", "客家山歌有哪些经典的曲子", [], topic="客家山歌"),
        P("abst", "2026-11-03 11:40", "甲亢病人该吃碘盐还是无碘盐", [], topic="甲亢"),
    ], excl=[
        ("drives home on the expressway; route-planning task", ["car"], ["车", "高速"]),
        ("hobby: 山歌 group", ["music_podcasts"], ["唱", "歌", "听"]),
        ("phobia of snakes, knee surgery, hill graves", [], ["山", "蛇", "草", "爬"]),
        ("job: Hakka restaurant", [], ["店", "馆"]),
    ]),
    # 10 -----------------------------------------------------------------
    dict(user_id="u_lilei", tenant="default", shape="A", twin=None, bg_seed="li", memories=[
        M("m01", "用户叫李磊，山东菏泽人，在苏州工业园区做机械工程师，今年35岁", "fact", 0.9, "2025-10-25 21:20"),
        M("m02", "用户的父亲2024年冬天去世，母亲一个人住在菏泽老家", "fact", 0.8, "2025-11-12 22:00"),
        M("m03", "用户每年春节都开车带老婆孩子回菏泽过年，年三十下午去上坟", "preference", 0.8, "2026-02-15 20:40"),
        M("m04", "用户的老婆王倩是苏州本地人，怀着二胎，预产期2027年3月", "fact", 0.9, "2026-08-05 21:10"),
        M("m05", "用户有强直性脊柱炎，开车超过两小时腰背就僵", "fact", 0.8, "2025-12-18 19:30"),
        M("m06", "用户对尘螨过敏，住酒店容易打喷嚏", "fact", 0.7, "2026-01-28 23:05"),
        M("m07", "用户的儿子今年6岁，在上幼儿园大班", "fact", 0.7, "2026-03-25 20:20"),
        M("m08", "用户计划2026年国庆回菏泽给父亲立碑", "fact", 0.8,
          "2026-07-30 21:45", end="2026-10-07", vu=True),
        M("m09", "用户打算明年春节把母亲接到苏州住一段时间", "fact", 0.7,
          "2026-09-22 20:55", end="2027-02-28"),
        M("m10", "用户不吃香菜和羊肉", "preference", 0.5, "2026-04-30 12:30"),
        M("m11", "用户喜欢钓鱼，周末常去太湖边", "preference", 0.5, "2026-05-24 06:20"),
        M("m12", "用户家出门一般住经济型酒店，一晚三百以内", "fact", 0.6, "2026-06-27 21:50"),
    ], probes=[
        P("para", "2026-10-19 21:05", "我这脊梁骨的病跑长途扛得住吗", ["m05"]),
        P("para", "2026-10-20 23:10", "宾馆被褥不干净的话我会咋样", ["m06"]),
        P("para", "2026-10-22 20:25", "小崽子现在读到哪一级了", ["m07"]),
        P("para", "2026-10-23 21:50", "媳妇二宝啥时候生", ["m04"]),
        P("task", "2026-10-25 22:35", "今年过年回老家的安排帮我捋一捋，开车还是坐高铁",
          ["m03", "m09", "m05", "m04"]),
        P("task", "2026-10-27 20:00", "周末想去太湖边钓鱼过一夜，帮我找个住的地方",
          ["m11", "m06", "m12"]),
        P("task", "2026-10-30 21:30", "老娘来苏州住那阵子，帮我们一家排个周末出游，别太累",
          ["m09", "m04", "m07", "m05"]),
        P("direct", "2026-11-01 22:15", "我父亲去世是哪一年", ["m02"]),
        P("abst", "2026-11-02 20:40", "强直性脊柱炎能不能做推拿按摩", [], topic="强直性脊柱炎"),
        P("expiry", "2026-10-28 21:20", "最近要给俺娘寄点东西，啥合适", ["m02"],
          forbid=[["立碑"]], plan="m08"),
    ], excl=[
        ("hobby: fishing at 太湖", [], ["钓", "湖"]),
        ("drives home for 春节 (AS limits driving)", ["car"], ["车", "开"]),
        ("dust-mite allergy: bedding and dust statements", [], ["床", "被", "螨", "灰", "枕"]),
    ]),
    # 11 -----------------------------------------------------------------
    dict(user_id="u_yuhan", tenant="default", shape="A", twin=None, bg_seed="yuhan", memories=[
        M("m01", "用户叫玉罕，傣族，家在西双版纳景洪的曼听寨子，今年27岁", "fact", 0.9, "2025-10-29 20:10"),
        M("m02", "用户信南传佛教，每到赕佛的日子都去寨子的缅寺送饭", "preference", 0.7, "2025-11-25 07:15"),
        M("m03", "用户在景洪告庄夜市摆傣味烧烤摊", "fact", 0.7, "2025-12-14 23:30"),
        M("m04", "用户对菠萝过敏", "fact", 1.0, "2026-01-16 13:45"),
        M("m05", "用户的未婚夫叫岩温，也是曼听寨子的人", "fact", 0.7, "2026-02-22 21:10"),
        M("m06", "用户计划等2026年关门节结束、开门节后（11月）在寨子里办傣家婚礼，拴线请缅寺的佛爷主持", "fact", 0.9,
          "2026-07-26 20:45", end="2026-11-30"),
        M("m07", "用户报名了2026年9月在昆明的民族服饰展演", "event", 0.6,
          "2026-06-30 19:35", end="2026-09-30", vu=True),
        M("m08", "用户有偏头痛，晒太阳久了容易发作", "fact", 0.7, "2026-04-20 14:20"),
        M("m09", "用户不会游泳，怕深水，泼水节也只在岸上玩", "fact", 0.6, "2026-04-15 18:05"),
        M("m10", "用户爱吃酸辣的傣味，最爱柠檬撒和香茅草烤鱼", "preference", 0.5, "2026-05-12 21:55"),
        M("m11", "用户婚礼预算打算控制在八万以内", "fact", 0.7, "2026-08-12 22:30"),
        M("m12", "用户的妈妈腿脚不便，出门要坐轮椅", "fact", 0.7, "2026-03-11 19:50"),
    ], probes=[
        P("para", "2026-10-19 14:20", "凤梨酥我能不能尝", ["m04"]),
        P("para", "2026-10-20 13:10", "大中午在外头晒一阵，我会不会又犯头疼", ["m08"]),
        P("para", "2026-10-22 10:30", "去江里漂流我行吗", ["m09"]),
        P("para", "2026-10-23 23:40", "晚上出摊主要卖啥来着", ["m03"]),
        P("task", "2026-10-25 15:00", "开门节后办婚礼，帮我把拴线和酒席安排一下",
          ["m06", "m11", "m12", "m04"]),
        P("task", "2026-10-27 11:25", "想趁婚前带妈妈去普洱走亲戚，帮我排两天", ["m12", "m08"]),
        P("task", "2026-10-29 22:50", "烧烤摊想上几个新菜，帮我出出主意", ["m03", "m10", "m04"]),
        P("direct", "2026-10-31 19:40", "我未婚夫叫什么名字来着", ["m05"]),
        P("abst", "2026-11-02 16:15", "关门节期间为什么不能办婚事", [], topic="关门节"),
        P("expiry", "2026-10-20 20:35", "最近有没有啥能穿傣装上台露脸的活动", [],
          forbid=[["展演"]], plan="m07"),
    ], excl=[
        ("phobia of deep water", [], ["水", "游", "船", "湖"]),
        ("job: night-market barbecue stall", [], ["烧烤", "摊", "夜市", "店"]),
        ("migraine triggered by sun", [], ["晒", "太阳", "头"]),
        ("performing: costume show (expired) and dance", [], ["舞", "跳", "演", "服"]),
    ]),
    # 12 -----------------------------------------------------------------
    dict(user_id="u_jinshanji", tenant="default", shape="B", twin=None, bg_seed="jin", memories=[
        M("m01", "用户叫金善姬，朝鲜族，住在延吉，在一家韩语培训机构当老师，今年36岁", "fact", 0.9, "2025-10-31 21:40"),
        M("m02", "用户计划2026年12月在延吉给母亲办花甲宴（六十大寿）", "fact", 0.9,
          "2026-08-18 20:25", end="2026-12-31", vu=True),
        M("m03", "用户对荞麦过敏", "fact", 1.0, "2025-11-22 12:35"),
        M("m04", "用户每年秋夕（中秋）都和家人去龙井给爷爷扫墓", "preference", 0.7, "2026-09-26 19:00"),
        M("m05", "用户乳糖不耐受，喝牛奶会拉肚子", "fact", 0.7, "2025-12-29 08:50"),
        M("m06", "用户有类风湿关节炎，手指早上发僵，冬天更严重", "fact", 0.8, "2026-01-26 07:45"),
        M("m07", "用户的丈夫是汉族，儿子今年4岁", "fact", 0.7, "2026-02-28 20:35"),
        M("m08", "用户喜欢跳朝鲜族长鼓舞，每周三晚上去文化馆练", "preference", 0.5, "2026-03-20 21:50"),
        M("m09", "用户出门旅行习惯住民宿，每晚两百左右", "fact", 0.5, "2026-04-26 22:10"),
        M("m10", "用户计划明年春天带儿子去首尔看姨妈", "fact", 0.7,
          "2026-09-05 21:30", end="2027-05-31"),
        M("m11", "用户吃不了太辣的，辣白菜都要挑不辣的", "preference", 0.5, "2026-05-19 12:15"),
        M("m12", "用户的母亲是虔诚的基督徒，每周日都去教会", "fact", 0.5, "2026-06-14 18:45"),
    ], probes=[
        P("para", "2026-10-19 12:10", "延吉冷面我能嗦一碗不", ["m03"]),
        P("para", "2026-10-21 15:45", "拿铁、奶盖茶这些我能碰不", ["m05"]),
        P("para", "2026-10-22 07:30", "一到数九我这几根指头为啥跟木头似的", ["m06"]),
        P("para", "2026-10-24 20:05", "八月十五我们家一般往哪跑", ["m04"]),
        P("para", "2026-10-26 18:50", "文化宫那边我一般是去干嘛", ["m08"]),
        P("task", "2026-10-27 21:35", "妈妈花甲宴的菜单和流程帮我排一下", ["m02", "m03", "m05", "m12"]),
        P("task", "2026-10-29 22:25", "明年春天带儿子去首尔，帮我订住的和排行程",
          ["m10", "m09", "m07", "m03"]),
        P("direct", "2026-10-31 21:00", "我儿子今年几岁了", ["m07"]),
        P("abst", "2026-11-01 14:50", "长鼓舞用的长鼓一般是什么材质做的", [], topic="长鼓舞"),
        P("abst", "2026-11-03 09:25", "类风湿关节炎和骨关节炎有啥区别", [], topic="类风湿关节炎"),
    ], excl=[
        ("hobby: 长鼓舞 at the culture hall", ["music_podcasts"], ["舞", "鼓", "跳", "文化"]),
        ("Korean teacher, Seoul trip: Korean-language/drama statements", [], ["韩", "首尔", "民宿"]),
        ("rheumatoid arthritis: hand-work statements", [], ["手指", "僵", "关节", "钩针", "织"]),
    ]),
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def cjk_set(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in STOP}


def overlap(a, b):
    return cjk_set(a) & cjk_set(b)


def parse_local(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.isoformat()


def end_dt(day):
    return dt.datetime.strptime(day, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)


def load_background():
    with open(BG_PATH, encoding="utf-8") as f:
        data = json.load(f)
    st = data["statements"]
    if not isinstance(st, list) or not st:
        raise SystemExit("background file has no statements")
    return st


def probe_forbid(acc, p):
    """The probe's forbid list with the twin's name/city/allergen always included."""
    out = [list(a) for a in (acc["twin"] or [])]
    for a in p["forbid"]:
        if a not in out:
            out.append(list(a))
    return out


def exclusion_groups(acc):
    groups = list(GLOBAL_EXCL) + list(acc["excl"])
    fw = sorted({kw for p in acc["probes"] for alt in probe_forbid(acc, p) for kw in alt})
    groups.append(("forbid keywords of this account's probes must not appear in any applicable memory",
                   [], fw))
    return groups


def excluded(stmt, groups):
    t = norm(stmt["text"])
    for _reason, topics, words in groups:
        if stmt["topic"] in topics:
            return True
        if any(norm(w) in t for w in words):
            return True
    return False


def pool_for(acc, statements):
    groups = exclusion_groups(acc)
    seen, pool = set(), []
    for s in statements:
        if s["text"] in seen or excluded(s, groups):
            continue
        seen.add(s["text"])
        pool.append(s)
    return pool


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def build():
    statements = load_background()
    users, pnum = [], 0
    for acc in ACCOUNTS:
        rng = random.Random("set14|%s|%s|%s" % (acc["user_id"], acc["tenant"], acc["bg_seed"]))
        mems = []
        for m in acc["memories"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(parse_local(m["created"])),
                 "source": m["src"]}
            if m["vu"]:
                d["valid_until"] = iso(end_dt(m["end"]))
            mems.append(d)
        pool = pool_for(acc, statements)
        n = rng.randint(100, 180)
        if len(pool) < n:
            raise SystemExit("%s/%s: background pool %d < %d" % (acc["user_id"], acc["tenant"], len(pool), n))
        picked = rng.sample(pool, n)
        types = [m["type"] for m in acc["memories"]]
        imps = [m["importance"] for m in acc["memories"]]
        span = int((REF - WINDOW_START).total_seconds())
        for i, s in enumerate(picked, 1):
            t = WINDOW_START + dt.timedelta(seconds=rng.randrange(span))
            mems.append({"id": "b%03d" % i, "content": s["text"], "type": rng.choice(types),
                         "importance": rng.choice(imps), "created_at": iso(t), "source": "user_stated"})
        probes = []
        for p in acc["probes"]:
            pnum += 1
            probes.append({"id": "p%d-%s" % (pnum, p["kind"]), "at": iso(parse_local(p["at"])),
                           "query": p["query"], "relevant": list(p["relevant"]),
                           "forbid": probe_forbid(acc, p)})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": NAME, "users": users}


def dumps(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def parse_iso(s, where, errs):
    try:
        d = dt.datetime.fromisoformat(s)
    except (TypeError, ValueError):
        errs.append("%s: bad ISO time %r" % (where, s))
        return None
    if d.utcoffset() != dt.timedelta(hours=8):
        errs.append("%s: time %r is not +08:00" % (where, s))
    return d


def validate(data):
    errs = []
    E = errs.append
    # ---- shape -------------------------------------------------------------
    if data.get("format") != "memory-eval/v1":
        E("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        E("name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        return errs + ["users must be a list of %d accounts" % len(ACCOUNTS)]
    acc_keys, pids = set(), set()
    kinds_total = {k: 0 for k in KIND_TOTALS}
    statements = load_background()
    bg_texts = {s["text"] for s in statements}
    for u, acc in zip(users, ACCOUNTS):
        uid, ten = u.get("user_id"), u.get("tenant_id")
        tag = "%s@%s" % (uid, ten)
        if not isinstance(uid, str) or not uid or not isinstance(ten, str) or not ten:
            E("%s: user_id/tenant_id must be non-empty strings" % tag)
        if (uid, ten) in acc_keys:
            E("%s: duplicate account" % tag)
        acc_keys.add((uid, ten))
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            E("%s: unexpected user keys %s" % (tag, sorted(set(u) - {"user_id", "tenant_id", "memories", "probes"})))
        mems = u.get("memories")
        probes = u.get("probes")
        if not isinstance(mems, list) or not isinstance(probes, list):
            E("%s: memories/probes must be lists" % tag)
            continue
        byid, core, bg = {}, [], []
        last_created = None
        for m in mems:
            where = "%s/%s" % (tag, m.get("id"))
            for k, ty in (("id", str), ("content", str), ("type", str), ("created_at", str)):
                if not isinstance(m.get(k), ty) or not m.get(k):
                    E("%s: %s missing or not %s" % (where, k, ty.__name__))
            if m.get("id") in byid:
                E("%s: duplicate memory id" % where)
            byid[m.get("id")] = m
            if m.get("type") not in ("fact", "preference", "event"):
                E("%s: bad type %r" % (where, m.get("type")))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                E("%s: importance %r outside 0.3-1.0" % (where, imp))
            if m.get("source") not in ("user_stated", "inferred"):
                E("%s: bad source" % where)
            c = parse_iso(m.get("created_at"), where, errs)
            if c and not (WINDOW_START <= c < REF):
                E("%s: created_at %s outside the 12 months before REF" % (where, m["created_at"]))
            if c and (last_created is None or c > last_created):
                last_created = c
            if "valid_until" in m:
                v = parse_iso(m["valid_until"], where, errs)
                if v and c and v <= c:
                    E("%s: valid_until before created_at" % where)
            mid = m.get("id", "")
            if re.fullmatch(r"m(0[1-9]|1[0-3])", mid):
                core.append(m)
            elif re.fullmatch(r"b\d{3}", mid):
                bg.append(m)
            else:
                E("%s: id must be m01..m13 or b001.." % where)
        if not 9 <= len(core) <= 13:
            E("%s: %d core memories (need 9-13)" % (tag, len(core)))
        if [m["id"] for m in core] != ["m%02d" % i for i in range(1, len(core) + 1)]:
            E("%s: core ids must run m01..m%02d" % (tag, len(core)))
        if [m["id"] for m in bg] != ["b%03d" % i for i in range(1, len(bg) + 1)]:
            E("%s: background ids must run b001.." % tag)
        if not 100 <= len(bg) <= 180:
            E("%s: %d background memories (need 100-180)" % (tag, len(bg)))
        # ---- background hygiene -------------------------------------------
        groups = exclusion_groups(acc)
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        seen_bg = set()
        for m in bg:
            if m["content"] not in bg_texts:
                E("%s/%s: background text not from the background file" % (tag, m["id"]))
            if m["content"] in seen_bg:
                E("%s/%s: duplicate background text" % (tag, m["id"]))
            seen_bg.add(m["content"])
            topic = next((s["topic"] for s in statements if s["text"] == m["content"]), None)
            if topic is None or excluded({"text": m["content"], "topic": topic}, groups):
                E("%s/%s: background statement violates hygiene: %s" % (tag, m["id"], m["content"]))
            if m["type"] not in core_types or m["importance"] not in core_imps:
                E("%s/%s: background type/importance not drawn from the core lists" % (tag, m["id"]))
        # ---- core vs script plans ----------------------------------------
        spec = {m["id"]: m for m in acc["memories"]}
        for m in core:
            s = spec.get(m["id"])
            if s is None or s["content"] != m["content"]:
                E("%s/%s: core memory does not match the script" % (tag, m["id"]))
        n_user_stated = sum(1 for m in core if m["source"] == "user_stated")
        if n_user_stated * 2 <= len(core):
            E("%s: source should be user_stated for most core memories" % tag)

        def applies(mid, at):
            s = spec.get(mid)
            return s is None or s["end"] is None or end_dt(s["end"]) >= at

        # ---- probes -------------------------------------------------------
        if len(probes) != 10:
            E("%s: %d probes (need 10)" % (tag, len(probes)))
        kinds = {k: 0 for k in KIND_TOTALS}
        for p, ps in zip(probes, acc["probes"]):
            pid = p.get("id", "")
            where = "%s/%s" % (tag, pid)
            mt = re.fullmatch(r"p(\d+)-(para|task|direct|abst|expiry)", pid)
            if not mt:
                E("%s: bad probe id" % where)
                continue
            kind = mt.group(2)
            if pid in pids:
                E("%s: duplicate probe id" % where)
            pids.add(pid)
            kinds[kind] += 1
            kinds_total[kind] += 1
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                E("%s: empty query" % where)
            at = parse_iso(p.get("at"), where, errs)
            if at is None:
                continue
            if last_created and at <= last_created:
                E("%s: asked before some of its user's memories" % where)
            rel = p.get("relevant")
            fb = p.get("forbid")
            if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
                E("%s: relevant must be a list of ids" % where)
                continue
            if not isinstance(fb, list) or not all(isinstance(a, list) and a and all(isinstance(w, str) and w for w in a) for a in fb):
                E("%s: forbid must be a list of non-empty keyword lists" % where)
                continue
            if len(set(rel)) != len(rel):
                E("%s: duplicate relevant ids" % where)
            for r in rel:
                if r not in byid:
                    E("%s: relevant id %s does not exist" % (where, r))
                elif not re.fullmatch(r"m\d\d", r):
                    E("%s: relevant id %s is not a core memory" % (where, r))
                elif not applies(r, at):
                    E("%s: relevant plan %s has ended at probe time" % (where, r))
            q = p["query"]
            if kind == "para":
                if len(rel) != 1:
                    E("%s: para needs exactly one relevant" % where)
                else:
                    ov = overlap(q, byid[rel[0]]["content"])
                    if len(ov) > 2:
                        E("%s: para shares %d chars (%s) with %s" % (where, len(ov), "".join(sorted(ov)), rel[0]))
            elif kind == "direct":
                if len(rel) != 1:
                    E("%s: direct needs exactly one relevant" % where)
                else:
                    ov = overlap(q, byid[rel[0]]["content"])
                    if len(ov) < 2:
                        E("%s: direct shares only %d chars with %s" % (where, len(ov), rel[0]))
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    E("%s: task needs 2-4 relevant" % where)
            elif kind == "abst":
                if rel:
                    E("%s: abst must have relevant []" % where)
                tw = ps.get("topic")
                if not tw or tw not in q or not any(tw in m["content"] for m in core):
                    E("%s: abst topic word %r not shared by query and a core fact" % (where, tw))
            elif kind == "expiry":
                pl = ps.get("plan")
                s = spec.get(pl)
                if not s or not s["end"]:
                    E("%s: expiry probe lacks a dated plan" % where)
                else:
                    if end_dt(s["end"]) >= at:
                        E("%s: expiry probe asked before plan %s ended" % (where, pl))
                    kws = [w for alt in fb for w in alt if w in s["content"]]
                    if not kws:
                        E("%s: expiry probe does not forbid a keyword of plan %s" % (where, pl))
                    if pl in rel:
                        E("%s: ended plan marked relevant" % where)
            # forbid hygiene
            for alt in fb:
                for w in alt:
                    nw = norm(w)
                    for r in rel:
                        if r in byid and nw in norm(byid[r]["content"]):
                            E("%s: forbid %r appears in relevant %s" % (where, w, r))
                    for m in mems:
                        if applies(m["id"], at) and nw in norm(m["content"]):
                            E("%s: forbid %r appears in applicable memory %s" % (where, w, m["id"]))
            if acc["twin"]:
                for alt in acc["twin"]:
                    if alt not in fb:
                        E("%s: twin forbid %s missing" % (where, alt))
        shape = SHAPE_A if acc["shape"] == "A" else SHAPE_B
        if kinds != shape:
            E("%s: kind counts %s != %s" % (tag, kinds, shape))
    if kinds_total != KIND_TOTALS:
        E("kind totals %s != %s" % (kinds_total, KIND_TOTALS))
    # ---- twins ----------------------------------------------------------------
    by_uid = {}
    for u in users:
        by_uid.setdefault(u["user_id"], []).append(u)
    if len(by_uid) != 11:
        E("need 11 distinct user_ids, got %d" % len(by_uid))
    twins = [v for v in by_uid.values() if len(v) > 1]
    if len(twins) != 1 or len(twins[0]) != 2 or twins[0][0]["tenant_id"] == twins[0][1]["tenant_id"]:
        E("exactly one user_id must be shared by two accounts in different tenants")
    else:
        a, b = twins[0]
        for me, other, fb in ((a, b, TWIN_A), (b, a, TWIN_B)):
            otext = "".join(m["content"] for m in other["memories"] if m["id"].startswith("m"))
            mtext = "".join(m["content"] for m in me["memories"])
            for alt in fb:
                if alt[0] not in otext:
                    E("twin forbid %r is not a fact of the other twin" % alt[0])
                if alt[0] in mtext:
                    E("twin forbid %r appears in %s@%s memories" % (alt[0], me["user_id"], me["tenant_id"]))
    return errs


def main():
    check = "--check" in sys.argv[1:]
    data = build()
    errs = validate(data)
    if errs:
        print("build validation FAILED (%d):" % len(errs))
        for e in errs:
            print("  -", e)
        sys.exit(1)
    text = dumps(data)
    if not check:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        nb = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
        nc = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
        print("wrote %s: %d accounts, %d core + %d background memories, %d probes"
              % (OUT, len(data["users"]), nc, nb, sum(len(u["probes"]) for u in data["users"])))
        return
    if not os.path.exists(OUT):
        print("check FAILED: %s does not exist (run without --check first)" % OUT)
        sys.exit(1)
    with open(OUT, encoding="utf-8") as f:
        disk_text = f.read()
    try:
        disk = json.loads(disk_text)
    except ValueError as e:
        print("check FAILED: %s is not valid JSON: %s" % (OUT, e))
        sys.exit(1)
    derrs = validate(disk)
    if derrs:
        print("check FAILED: file on disk is invalid (%d):" % len(derrs))
        for e in derrs:
            print("  -", e)
        sys.exit(1)
    if disk_text != text:
        print("check FAILED: rebuild is not byte-identical to %s" % OUT)
        sys.exit(1)
    print("check OK: %s valid and byte-identical to a rebuild" % OUT)


if __name__ == "__main__":
    main()
