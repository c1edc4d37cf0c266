#!/usr/bin/env python3
"""Build zh_retrieval_set9.json -- a hand-made Chinese retrieval set (memory-eval/v1).

How it was written
------------------
Written blind by one writer.  The only project files read were
  1. /work/shared/eval/FORMAT.md               (the memory-eval/v1 format)
  2. /work/main/bench/data/train/background_train.json  (background statements)
Nothing else under /work was opened, listed or searched (no other data set, no
engine code, docs, tests or git), and nothing was run except this script.
Every core memory and every probe below is typed by hand.  This is TRAINING
data for a learned retriever.

Theme
-----
Overseas Chinese, mixed families and foreigners living in China: cities abroad
(槟城, 开罗, 纽约, 班加罗尔, 大阪, 曼彻斯特, 慕尼黑, 拉各斯, 新西伯利亚, 旧金山),
multilingual queries (English words mixed in, 繁体字, 港台腔, 粤语, 新马用语,
a little Japanese and Russian), religion and diet rules (清真, 犹太洁食, 印度素,
斋月, 佛教过午不食/五辛, 东正教大斋期), visas and passports (居留许可, 台胞证,
回乡证, 商务签证), time zones, kids in international schools.

Accounts (12 accounts, 11 distinct user_ids)
--------------------------------------------
| id  | user_id     | tenant    | who |
|-----|-------------|-----------|-----|
| A01 | u_lim       | default   | 林嘉欣 Karen, 槟城华人 in 深圳蛇口, peanut allergy, no beef, son 8 in intl school |
| A02 | u_lim       | sg_branch | 林佩珊, Singaporean in 上海静安, mango allergy, pregnant (due Sept 2026), British husband |
| A03 | u_ahmed     | default   | 艾哈迈德, Egyptian garment trader in 广州小北, halal, 斋月, type-2 diabetes, Hui wife |
| A04 | u_cohen     | default   | David Cohen 柯大卫, New Yorker in 北京顺义, kosher, Shabbat, cardiac stent, cat allergy |
| A05 | u_priya     | default   | Priya, Bangalore software tester in 成都, Indian vegetarian (no egg), fear of heights, HSK4 |
| A06 | u_misaki    | default   | 田中美咲, Osaka woman married into 苏州, buckwheat allergy, afraid of dogs, insomnia |
| A07 | u_chen_tw   | default   | 陈怡君, 台中 woman running a tea shop in 厦门, vegan without 五辛, 过午不食, asthma |
| A08 | u_wong_hk   | default   | 黄志强, Hongkonger factory manager in 东莞, gout, penicillin allergy, Filipina wife |
| A09 | u_muller    | default   | Anna Müller, Munich German teacher in 杭州, wheelchair user, lactose intolerant |
| A10 | u_okafor    | default   | Chinedu Okafor, Lagos trader in 义乌, sickle-cell trait, dust-mite allergy, Yiwu wife |
| A11 | u_ivanova   | default   | Olga, Novosibirsk hotel manager in 三亚, bee-sting allergy, Orthodox Lent, diver |
| A12 | u_zhang_abc | default   | Kevin Zhang 张子轩, SF-born ABC in 北京朝阳, coeliac, sleep apnoea, Korean wife |

A01 and A02 are the twins: same user_id "u_lim" in two tenants, different people
with conflicting name (林嘉欣/林佩珊), city (深圳/上海) and allergen (花生/芒果).
Every probe of either twin forbids the other twin's name, city and allergen.

Memory conventions
------------------
* REF = 2026-06-01T09:00:00+08:00.  All memories are created in the 12 months
  before REF (2025-06-01T09:00+08:00 .. REF), ISO 8601 with +08:00.
* Core memories m01..m13 (9-13 per account): natural third-person statements,
  type fact / preference / event, importance 0.3-1.0, source "user_stated"
  (a few "inferred").  They cover identity/home, family, diet and allergies,
  health (chronic illness, disability, pregnancy, sleep, mobility, phobias),
  budget, travel style, hobbies and dated plans.
* Dated plans: some carry valid_until; others keep the date only in the wording
  ("2026年劳动节", "中秋节", "排灯节") and the engine must infer it.  For those the
  script keeps a private end date (`end`, never written to the JSON) that the
  validator uses.  Durable facts with time words (每年斋月, 每周五, 每月初一十五,
  今年52岁, 每年盂兰盆节 ...) have no end and must not expire.
* Background memories b001.. (100-180 per account) are sampled with a per-user
  seed from ../background_train.json (loaded at build time, never copied); their
  type / importance / source are drawn from the user's own core lists and their
  created_at is uniform over the window.  Hygiene removes whole topics and any
  statement containing listed words; every exclusion group records its reason
  (GLOBAL_DROP_TOPICS, GLOBAL_DROP_WORDS, and per account drop_topics /
  drop_words).  The forbid keywords of an account's probes are also removed
  from its background.

Probe conventions
-----------------
Ids "p<n>-<kind>", numbered 1..120 across the set.  `relevant` lists core ids
only; `forbid` holds keyword alternatives that must not be injected.
* para (54): one stored fact asked obliquely; <= 2 distinct meaningful CJK
  characters shared with the fact (function words 的了我你是在有吗吧呢么什怎么样
  个一去要 and the word 用户 ignored; traditional / Cantonese characters are
  first mapped to simplified with the hand table T2S so 繁体 cannot hide overlap).
* task (30): realistic planning request; relevant = 2-4 memories a careful
  planner must weigh.
* direct (12): the user asks about themselves in close words (>= 2 shared).
* abst (18): general question sharing a topic word with a core fact; relevant [].
* expiry (6): asked after a dated plan ended; the plan's keyword is forbidden.
Per account: 10 probes.  A01-A06: 4 para, 3 task, 1 direct, 1 abst, 1 expiry.
A07-A12: 5 para, 2 task, 1 direct, 2 abst.

Validations (run on every build and with --check)
-------------------------------------------------
format shape per FORMAT.md; unique (user_id, tenant) pairs, memory ids and
probe ids; relevant ids exist and are core; relevant plans not ended at probe
time; kind counts (54/30/12/18/6, 10 per account, per-account layout); para
overlap <= 2 and exactly one relevant; direct overlap >= 2; task 2-4 relevant;
abst relevant [] and its topic word in the query and in a core fact; expiry
asked after its plan ended with the plan keyword in forbid and in the plan;
forbid words never in a relevant memory nor in any memory of the account that
still applies at probe time (background always applies); every probe after all
of its user's memories; created_at inside the window; importance / type /
source ranges; 9-13 core per account; 100-180 background per account, inside
the source file, with hygiene (no dropped topic or word); twin forbids; every
non-GB2312 CJK char of a query is in T2S.

Usage
-----
    python3 build_set9.py           # write zh_retrieval_set9.json next to this script
    python3 build_set9.py --check   # validate the file on disk and that a rebuild is byte-identical
"""
import datetime as dt
import json
import random
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_set9.json"
BG_PATH = HERE.parent / "background_train.json"
NAME = "set9"
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 6, 1, 9, 0, 0, tzinfo=TZ)
START = REF - dt.timedelta(days=365)
KINDS = ("para", "task", "direct", "abst", "expiry")
WANT = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
LAYOUT_A = {"para": 4, "task": 3, "direct": 1, "abst": 1, "expiry": 1}
LAYOUT_B = {"para": 5, "task": 2, "direct": 1, "abst": 2, "expiry": 0}
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要")

# Hand table: traditional / Cantonese characters used in queries -> simplified
# (dialect-only characters map to themselves).  Used only by the overlap checks.
T2S = dict(zip(
    "蔥頭嗎霧嚴個餓點東機懼記媽來現間兒讀對幫線帶週兩規劃證過陸補辦隻腳紅腫係舊發藥醫開會晝邊燒藝幾還喔說這麼裡歡覺",
    "葱头吗雾严个饿点东机惧记妈来现间儿读对帮线带周两规划证过陆补办只脚红肿系旧发药医开会昼边烧艺几还喔说这么里欢觉"))
T2S.update({c: c for c in "欸嗰咗畀唔㗎嘢睇佢嘈咪冇嘅掂"})


def M(mid, typ, imp, created, content, vu=None, end=None, src="user_stated"):
    return {"id": mid, "type": typ, "importance": imp, "created": created,
            "content": content, "vu": vu, "end": end, "src": src}


def P(kind, at, query, relevant, forbid=(), plan=None, topic=None):
    return {"kind": kind, "at": at, "query": query, "relevant": list(relevant),
            "forbid": [list(f) if isinstance(f, (list, tuple)) else [f] for f in forbid],
            "plan": plan, "topic": topic}


# ---------------------------------------------------------------- hygiene ---
GLOBAL_DROP_TOPICS = {
    "partner": "every account has its own spouse/partner situation; generic partner talk would assert another one",
    "kids_school": "children (or none) are core facts; school chatter implies other kids and other schools",
    "parents": "parents live abroad / in named places; '我妈在公园打太极' contradicts that and the time-zone facts",
    "work_routine": "job is a core identity fact (茶饮店, 厂长, 外贸, 测试工程师 ...); '我是做财务的' contradicts",
    "housing_repairs": "housing tenure is not stated; avoid inventing mortgages, rent or renovations",
    "money_bills": "budget is a core fact probed by tasks; bills and salaries would contradict or distract",
    "weather": "climate is city-specific (三亚 vs 北京 vs 深圳); generic weather contradicts the home city",
    "diet_weight": "diet rules and restrictions are core facts (清真, 洁食, 印度素, 无麸质, 妊娠糖尿病)",
    "health_checkup": "health conditions are core facts probed by para questions",
    "relatives_news": "relatives here are mainland relatives (家族群, 考公务员, 在深圳工作); the accounts' relatives live abroad",
}
GLOBAL_DROP_WORDS = {
    "family roles (spouse, children, parents are core facts)": [
        "老公", "老婆", "丈夫", "妻子", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳母", "岳父",
        "儿子", "女儿", "孩子", "小孩", "娃", "宝宝", "婴儿", "宝妈", "二胎", "夫妻", "结婚",
        "幼儿园", "家长", "学校", "作业", "我爸", "我妈", "爸妈", "父母", "外婆", "满月",
        "爸爸", "妈妈", "爷爷", "奶奶", "外公", "孙子", "育儿", "闺蜜"],
    "cold-climate items (climate is city-specific: 三亚, 深圳, 广州 have no real winter)": [
        "冬天", "电热毯", "羽绒服", "暖气", "雪", "厚被子"],
    "job claims (each account's job is a core fact)": [
        "教师资格证", "会计", "晋升", "在职研究生", "公务员", "财务"],
    "money amounts (budgets are core facts asked by tasks)": [
        "块", "元", "花了", "省了", "好几百", "八百", "两百多", "五百多", "三百", "两千"],
    "Chinese upbringing and languages (accounts grew up abroad; languages are core facts)": [
        "老家", "高中同学", "大学同学", "室友", "发小", "小时候", "粤语", "普通话", "英语", "日语",
        "韩语", "十五年", "二十年"],
    "festivals and holidays (religious festivals and dated plans are core facts)": [
        "春节", "过年", "国庆", "圣诞", "中秋", "端午", "假期"],
    "documents and travel (visas, passports, trips are core facts)": [
        "护照", "签证", "居留", "机票", "航班", "出差", "旅行", "旅游"],
}


# --------------------------------------------------------------- accounts ---
ACCOUNTS = [
    # ------------------------------------------------------------------ A01
    dict(key="A01", user_id="u_lim", tenant="default",
         who="林嘉欣 Karen, 槟城华人 in 深圳蛇口, peanut allergy, no beef, son 8 in intl school",
         twin=dict(name="林嘉欣", city="深圳", allergen="花生"),
         core=[
             M("m01", "fact", 0.9, "2025-06-14 20:31", "用户叫林嘉欣，英文名Karen，是马来西亚槟城华人，现在住在深圳蛇口"),
             M("m02", "fact", 1.0, "2025-07-02 12:05", "用户对花生严重过敏，身上随时带着肾上腺素笔"),
             M("m03", "fact", 0.8, "2025-07-19 21:40", "用户的丈夫是潮州人，儿子今年8岁，在蛇口一所国际学校读三年级"),
             M("m04", "preference", 0.7, "2025-08-23 19:12", "用户家里拜观音，她从小不吃牛肉"),
             M("m05", "fact", 0.6, "2025-10-05 10:20", "用户拿马来西亚护照，在深圳的工作类居留许可2026年11月到期",
               end="2026-11-30"),
             M("m06", "preference", 0.5, "2025-11-11 13:02", "用户最爱槟城炒粿条和亚参叻沙，讲话常夹马来西亚用语"),
             M("m07", "fact", 0.7, "2025-12-03 23:15", "用户有偏头痛，熬夜或者闻到浓香水就容易发作"),
             M("m08", "preference", 0.6, "2026-01-08 09:44", "用户一家出游喜欢住带泳池的度假酒店，不喜欢赶行程"),
             M("m09", "fact", 0.6, "2026-01-20 22:05", "用户家一次家庭旅行的预算一般不超过一万元人民币"),
             M("m10", "event", 0.9, "2026-03-14 21:30", "用户计划2026年7月带儿子回槟城外婆家住三个星期",
               vu="2026-07-31"),
             M("m11", "preference", 0.5, "2025-09-20 18:00", "用户每年农历九月初一到初九都跟着母亲吃九皇斋"),
             M("m12", "event", 0.7, "2026-02-26 20:10", "用户打算2026年劳动节假期带全家回潮州看公婆",
               end="2026-05-05"),
         ],
         probes=[
             P("para", "2026-06-03 12:40", "朋友请吃satay，那个沙爹酱我可以沾一点点吗", ["m02"]),
             P("para", "2026-06-04 19:05", "打边炉那碟肥牛我碰得吗", ["m04"]),
             P("para", "2026-06-05 08:15", "又是一边太阳穴一跳一跳的，昨晚弄到三点才躺，是老毛病吗", ["m07"]),
             P("para", "2026-06-06 10:30", "九皇爷诞那阵子我忌口啥，提醒下", ["m11"]),
             P("direct", "2026-06-07 21:00", "我儿子在国际学校读几年级啊", ["m03"]),
             P("task", "2026-06-08 22:10", "暑假回Penang那三个礼拜，帮我list一下带细路坐飞机要准备啥",
               ["m10", "m02", "m03"]),
             P("task", "2026-06-09 18:20", "这礼拜六想带全家出去吃顿好料，蛇口附近有什么介绍 lah",
               ["m01", "m02", "m04"]),
             P("task", "2026-06-10 20:45", "国庆想带一家三口找个地方放松几天，帮我规化一下",
               ["m08", "m09", "m03"]),
             P("abst", "2026-06-11 15:00", "马来西亚护照去日本现在还要签证吗", [], topic="护照"),
             P("expiry", "2026-06-12 21:30", "端午想寄点东西去潮州给老爷奶奶，寄什么好", ["m03"],
               forbid=["劳动节"], plan="m12"),
         ],
         drop_topics={"sleep": "migraine is triggered by late nights; sleep chatter ('午睡…头疼') would answer the para"},
         drop_words={
             "peanut allergy": ["花生"],
             "no beef (兰州拉面 is a beef noodle)": ["牛肉", "牛", "拉面"],
             "migraine triggers asked by a para": ["熬夜", "香水", "头疼", "头痛"],
             "hotel / pool travel style asked by tasks": ["酒店", "泳池", "度假"],
         }),
    # ------------------------------------------------------------------ A02
    dict(key="A02", user_id="u_lim", tenant="sg_branch",
         who="林佩珊, Singaporean in 上海静安, mango allergy, pregnant (due Sept 2026), British husband",
         twin=dict(name="林佩珊", city="上海", allergen="芒果"),
         core=[
             M("m01", "fact", 0.9, "2025-06-28 19:20", "用户叫林佩珊，新加坡人，和丈夫住在上海静安区"),
             M("m02", "fact", 1.0, "2025-07-30 13:10", "用户对芒果过敏，一碰嘴唇就肿"),
             M("m03", "fact", 1.0, "2026-01-16 21:05", "用户怀孕了，预产期在2026年9月中旬", end="2026-09-30"),
             M("m04", "fact", 0.7, "2025-08-12 20:00", "用户的丈夫Tom是英国人，在律所上班，基本不会讲中文"),
             M("m05", "fact", 0.9, "2026-03-22 10:40", "用户查出妊娠期糖尿病，医生叮嘱少吃甜食和精白米面"),
             M("m06", "preference", 0.5, "2025-09-06 12:30", "用户很想念新加坡小贩中心的海南鸡饭和肉骨茶"),
             M("m07", "preference", 0.6, "2026-02-18 19:00", "用户每周三晚上去上孕妇瑜伽课"),
             M("m08", "fact", 0.7, "2025-10-14 09:15", "用户晕动症很严重，坐船坐大巴都会吐"),
             M("m09", "preference", 0.6, "2025-11-02 22:20", "用户出门很舍得花钱，坐飞机一般订商务舱，住五星酒店"),
             M("m10", "event", 0.8, "2026-04-20 21:30", "用户打算2026年6月下旬和丈夫去杭州过个babymoon周末",
               vu="2026-06-30"),
             M("m11", "event", 0.8, "2026-05-06 20:15", "用户的妈妈计划2026年8月从新加坡飞过来帮她坐月子",
               end="2026-10-31"),
             M("m12", "event", 0.7, "2025-12-09 20:40", "用户计划2026年4月回新加坡参加表妹的婚礼",
               vu="2026-04-30"),
         ],
         probes=[
             P("para", "2026-06-03 13:00", "Thai 那个黄黄的糯米饭甜品，我能不能 order 啊", ["m02"]),
             P("para", "2026-06-04 16:20", "我现在这状况还能喝珍奶吗？上次验血那个指标偏高", ["m05"]),
             P("para", "2026-06-05 09:10", "去舟山那种要搭渡轮的行程，我会不会一路呕", ["m08"]),
             P("para", "2026-06-06 20:00", "我老公听得懂普通话吗？明天见房东要不要找人翻译", ["m04"]),
             P("direct", "2026-06-07 11:30", "我预产期是九月几号来着", ["m03"]),
             P("task", "2026-06-08 19:45", "月底杭州那趟，帮我排下吃住行，不要太累", ["m10", "m03", "m05", "m02"]),
             P("task", "2026-06-09 21:10", "我妈八月过来陪我，帮我想想家里先备些什么", ["m11", "m03"]),
             P("task", "2026-06-10 18:30", "周末想去外滩那边staycation一晚，酒店有推荐吗", ["m09", "m03"]),
             P("abst", "2026-06-11 14:10", "静安寺现在门票多少钱，几点关门", [], topic="静安"),
             P("expiry", "2026-06-12 22:00", "表妹那边办完酒了吧？我想补个红包，新加坡一般包多少", [],
               forbid=["婚礼"], plan="m12"),
         ],
         drop_topics={"gym_fitness": "pregnant: squats / HIIT chatter contradicts the pregnancy",
                      "relatives_news": "the expired plan is a cousin's wedding; relatives' weddings would tempt the expiry probe"},
         drop_words={
             "mango allergy": ["芒果"],
             "pregnancy: alcohol, heavy coffee and weight-loss talk contradict it": ["酒", "减肥", "瘦", "咖啡",
                                                                                  "提拉米苏"],
             "gestational diabetes asked by a para (珍奶)": ["糖", "甜", "奶茶", "蛋糕", "饼干"],
             "motion sickness asked by a para": ["船", "晕"],
             "husband's language asked by a para": ["翻译", "房东"],
         }),
    # ------------------------------------------------------------------ A03
    dict(key="A03", user_id="u_ahmed", tenant="default",
         who="艾哈迈德, Egyptian garment trader in 广州小北, halal, 斋月, type-2 diabetes, Hui wife",
         core=[
             M("m01", "fact", 0.9, "2025-06-10 15:00", "用户叫艾哈迈德，埃及开罗人，在广州小北做服装外贸"),
             M("m02", "preference", 1.0, "2025-06-25 13:20", "用户是穆斯林，只吃清真食品，滴酒不沾"),
             M("m03", "preference", 0.8, "2025-07-15 21:00", "用户每年斋月都白天封斋，日落以后才开斋吃饭"),
             M("m04", "fact", 0.9, "2025-08-04 09:30", "用户有2型糖尿病，每天吃二甲双胍"),
             M("m05", "fact", 0.8, "2025-09-01 20:40", "用户的妻子马兰是宁夏回族人，两人有一儿一女"),
             M("m06", "fact", 0.7, "2025-09-18 19:15", "用户的女儿10岁，在广州一所英式国际学校读书，儿子才4岁"),
             M("m07", "preference", 0.7, "2025-10-10 12:00", "用户每周五中午都要去怀圣寺做主麻礼拜"),
             M("m08", "fact", 0.7, "2025-11-21 18:50", "用户左膝做过半月板手术，爬山和久走都会疼"),
             M("m09", "preference", 0.6, "2025-12-12 20:05", "用户带家人出游喜欢自驾，行李多不愿意来回换乘"),
             M("m10", "fact", 0.6, "2026-01-09 21:35", "用户一家出去玩一趟一般控制在两万元以内"),
             M("m11", "event", 0.9, "2026-03-30 22:00", "用户计划2026年7月回开罗探亲，顺便换新的埃及护照",
               vu="2026-08-15"),
             M("m12", "event", 0.7, "2026-04-18 20:30", "用户打算2026年古尔邦节带全家去银川岳父家过节",
               end="2026-05-31"),
             M("m13", "fact", 0.6, "2025-08-28 11:10", "用户的工作类居留许可每年3月要续一次", src="inferred"),
         ],
         probes=[
             P("para", "2026-06-03 12:20", "烧鹅档那些我碰得吗？他们腌料里好像放了料酒", ["m02"]),
             P("para", "2026-06-04 09:40", "我那个降血糖的药叫啥来着，药房要补货", ["m04"]),
             P("para", "2026-06-05 10:15", "Friday正午那阵我一般走不开吧？光塔路那边", ["m07"]),
             P("para", "2026-06-06 17:30", "黄山那几千级台阶，我这条伤腿顶得住么", ["m08"]),
             P("direct", "2026-06-07 20:10", "我闺女读的那个国际学校是英式的吧", ["m06"]),
             P("task", "2026-06-08 21:45", "七月回Cairo，帮我弄下航班，还有路上吃药吃饭要注意的",
               ["m11", "m04", "m02"]),
             P("task", "2026-06-09 19:30", "国庆想带老婆孩子自驾去桂林阳朔，帮我规划下路线",
               ["m09", "m02", "m08", "m10"]),
             P("task", "2026-06-10 11:05", "下个月有几个迪拜客户过来，帮我订个请客的馆子", ["m02", "m01"],
               forbid=["猪肉"]),
             P("abst", "2026-06-11 16:40", "明年斋月大概几号开始", [], topic="斋月"),
             P("expiry", "2026-06-12 20:20", "暑假想带娃去银川看看岳父岳母，带点啥广州特产好", ["m05", "m02"],
               forbid=["古尔邦节"], plan="m12"),
         ],
         drop_topics={"coworkers": "he runs his own trading business; office hierarchy chatter contradicts it",
                      "home_cooking": "halal diet: home recipes (红烧肉, 可乐鸡翅, 香肠) contradict it",
                      "grocery_shopping": "halal diet: pork stalls and market meat contradict it",
                      "gym_fitness": "knee surgery asked by a para (深蹲, 跑步)"},
         drop_words={
             "halal / no alcohol": ["猪", "肉", "酒", "香肠", "排骨", "火腿"],
             "halal: eating at ordinary (non-halal) eateries contradicts it": [
                 "馆子", "湘菜", "食堂", "麻辣烫", "关东煮", "小面", "包子", "煎饼", "火锅", "烧烤", "鸡翅"],
             "dogs as pets are unusual for a practising Muslim household": ["狗", "柯基"],
             "knee asked by a para": ["爬", "跑", "台阶", "腿"],
             "diabetes (medicine asked by a para; sweets contradict it)": ["药", "糖", "奶茶", "甜", "蛋糕"],
             "Friday prayer asked by a para": ["周五"],
         }),
    # ------------------------------------------------------------------ A04
    dict(key="A04", user_id="u_cohen", tenant="default",
         who="David Cohen 柯大卫, New Yorker in 北京顺义, kosher, Shabbat, cardiac stent, cat allergy",
         core=[
             M("m01", "fact", 0.9, "2025-06-16 18:00", "用户叫David Cohen，中文名柯大卫，美国纽约人，住在北京顺义"),
             M("m02", "preference", 1.0, "2025-07-05 19:30", "用户严格守犹太洁食，不吃猪肉和带壳海鲜，肉和奶不能一顿吃"),
             M("m03", "preference", 0.8, "2025-07-26 20:15", "用户每周五日落到周六日落守安息日，这段时间不开车也不工作"),
             M("m04", "fact", 0.9, "2025-08-19 10:05", "用户两年前装了心脏支架，一直在吃抗凝药"),
             M("m05", "fact", 0.8, "2025-09-09 21:20", "用户的妻子是北京人，儿子13岁、女儿9岁，都在顺义的国际学校上学"),
             M("m06", "preference", 0.6, "2025-10-02 08:40", "用户每周日北京时间早上8点和纽约的母亲视频通话"),
             M("m07", "preference", 0.5, "2025-10-25 16:00", "用户喜欢观鸟，常在周日下午去野鸭湖拍鸟"),
             M("m08", "fact", 0.8, "2025-11-15 22:10", "用户对猫毛过敏，接触猫就打喷嚏起疹子"),
             M("m09", "preference", 0.5, "2025-12-20 13:45", "用户出行习惯住万豪系酒店，攒会员积分"),
             M("m10", "fact", 0.6, "2026-01-12 20:30", "用户一家暑假旅行预算大概五万元"),
             M("m11", "event", 0.9, "2026-02-08 21:00", "用户儿子的犹太成人礼定在2026年10月在纽约举行",
               vu="2026-10-20"),
             M("m12", "event", 0.7, "2026-01-28 19:50", "用户计划2026年逾越节带全家去上海的犹太会堂过节",
               end="2026-04-10"),
         ],
         probes=[
             P("para", "2026-06-03 19:00", "欢乐谷那个跳楼机我能玩不？", ["m04"]),
             P("para", "2026-06-04 12:30", "cheeseburger我能点吗？麦当劳那种", ["m02"]),
             P("para", "2026-06-05 18:10", "朋友家养了两只英短，请我去他家吃饭，会不会出事", ["m08"]),
             P("para", "2026-06-06 22:00", "Sunday morning 我通常有啥固定安排", ["m06"]),
             P("direct", "2026-06-07 20:30", "我儿子的成人礼是在纽约办吧，几月份", ["m11"]),
             P("task", "2026-06-08 21:15", "十月飞纽约参加儿子成人礼，帮我把机票酒店安排一下",
               ["m11", "m09", "m04"]),
             P("task", "2026-06-09 17:40", "这个周末想带全家出去吃顿饭，顺义附近有推荐吗",
               ["m02", "m03", "m05"]),
             P("task", "2026-06-10 21:30", "暑假想带老婆孩子去云南玩两周，帮我做个计划",
               ["m10", "m04", "m02", "m05"]),
             P("abst", "2026-06-11 10:20", "安息日到底从周五几点开始算", [], topic="安息日"),
             P("expiry", "2026-06-12 19:40", "下半年还有啥犹太节日可以带孩子去上海过？", ["m05"],
               forbid=["逾越节"], plan="m12"),
         ],
         drop_topics={"home_cooking": "kosher: home recipes (红烧肉, 糖醋排骨) contradict it",
                      "grocery_shopping": "kosher: pork stall / market chatter contradicts it",
                      "pets": "cat-hair allergy asked by a para; '我家猫…' contradicts it"},
         drop_words={
             "kosher": ["猪", "虾", "蟹", "肉", "奶"],
             "kosher: eating at ordinary (non-kosher) eateries contradicts it": [
                 "馆子", "湘菜", "食堂", "麻辣烫", "关东煮", "小面", "包子", "煎饼", "粽子", "鸡翅", "火锅", "烧烤"],
             "cat allergy": ["猫"],
             "Shabbat (no work / driving Fri night-Sat)": ["周五", "周六"],
             "Sunday call with mother asked by a para": ["周日", "视频"],
             "stent asked by a para": ["心脏", "过山车", "跳楼机"],
         }),
    # ------------------------------------------------------------------ A05
    dict(key="A05", user_id="u_priya", tenant="default",
         who="Priya, Bangalore software tester in 成都, Indian vegetarian (no egg), fear of heights, HSK4",
         core=[
             M("m01", "fact", 0.9, "2025-06-22 20:00", "用户叫Priya，印度班加罗尔人，在成都高新区一家软件公司做测试工程师"),
             M("m02", "preference", 1.0, "2025-07-08 12:40", "用户吃印度素，不吃肉、鱼和鸡蛋，但牛奶酸奶可以"),
             M("m03", "fact", 0.8, "2025-08-15 21:10", "用户有恐高症，不敢坐缆车，也不敢上玻璃栈道"),
             M("m04", "fact", 0.7, "2025-09-12 09:20", "用户有缺铁性贫血，在吃补铁剂"),
             M("m05", "fact", 0.6, "2025-10-01 19:30", "用户和丈夫Arjun结婚三年，还没有孩子，丈夫也是印度人"),
             M("m06", "preference", 0.6, "2025-10-19 13:15", "用户吃不了太辣，川菜只能接受微辣"),
             M("m07", "preference", 0.5, "2025-11-08 07:30", "用户每天早上做半小时瑜伽和冥想"),
             M("m08", "event", 0.8, "2026-03-05 22:00", "用户在学中文，报名了2026年6月20日的HSK四级考试",
               vu="2026-06-20"),
             M("m09", "event", 0.8, "2026-04-12 20:45", "用户计划2026年排灯节回班加罗尔和父母团聚", end="2026-11-15"),
             M("m10", "preference", 0.6, "2025-12-06 16:20", "用户旅行喜欢人文古迹和寺庙，对购物没兴趣"),
             M("m11", "fact", 0.6, "2026-01-18 21:30", "用户和丈夫出游一般每人预算五千元左右"),
             M("m12", "event", 0.6, "2026-02-10 18:10", "用户打算2026年3月洒红节在成都和同事办个彩粉派对",
               end="2026-03-10"),
         ],
         probes=[
             P("para", "2026-06-03 12:10", "兰州拉面里那个荷包蛋，我要叫老板别放吗", ["m02"]),
             P("para", "2026-06-04 20:20", "峨眉山金顶那段索道，我干脆改成徒步上山？", ["m03"]),
             P("para", "2026-06-05 15:45", "最近老是头晕、脸色发白，是不是我血那块的老问题", ["m04"]),
             P("para", "2026-06-06 19:10", "服务员问我要中辣还是特辣，我扛得住哪个", ["m06"]),
             P("direct", "2026-06-07 10:00", "我那个HSK四级考试是哪天来着", ["m08"]),
             P("task", "2026-06-08 22:30", "排灯节回印度，帮我看看从成都怎么飞比较顺", ["m09", "m02"]),
             P("task", "2026-06-09 20:50", "这周末想跟老公去乐山峨眉玩两天，帮我排下行程",
               ["m03", "m02", "m10", "m11"]),
             P("task", "2026-06-10 17:35", "同事约我去吃火锅，帮我想想到时候怎么点", ["m02", "m06"]),
             P("abst", "2026-06-11 21:00", "HSK四级大概要掌握多少词汇量", [], topic="HSK"),
             P("expiry", "2026-06-12 20:10", "下个月想请同事来家里热闹一下，帮我想个印度菜单", ["m02"],
               forbid=["洒红节"], plan="m12"),
         ],
         drop_topics={"home_cooking": "Indian vegetarian: meat and egg recipes contradict it",
                      "grocery_shopping": "Indian vegetarian: fish / pork / egg shopping contradicts it",
                      "learning": "HSK exam is probed; other study chatter would compete with it",
                      "coworkers": "the expiry probe invites colleagues home; colleague chatter would tempt it"},
         drop_words={
             "Indian vegetarian, no egg": ["肉", "鸡", "鱼", "蛋", "虾", "饺子", "馄饨", "包子", "香肠", "火锅"],
             "spice tolerance asked by a para / task": ["辣", "拉面", "小面"],
             "fear of heights asked by a para": ["缆车", "索道", "高"],
             "anaemia asked by a para": ["头晕", "血"],
             "party plan (expired) and yoga habit": ["聚会", "聚餐", "派对", "瑜伽"],
         }),
    # ------------------------------------------------------------------ A06
    dict(key="A06", user_id="u_misaki", tenant="default",
         who="田中美咲, Osaka woman married into 苏州, buckwheat allergy, afraid of dogs, insomnia",
         core=[
             M("m01", "fact", 0.9, "2025-06-18 21:00", "用户叫田中美咲，日本大阪人，嫁给了苏州人，住在苏州工业园区"),
             M("m02", "fact", 1.0, "2025-07-11 12:30", "用户对荞麦过敏，吃了会起荨麻疹、喘不上气"),
             M("m03", "fact", 0.8, "2025-08-02 20:15", "用户的女儿5岁，在园区一所双语幼儿园上大班"),
             M("m04", "fact", 0.7, "2025-08-30 18:40", "用户特别怕狗，看到大狗会腿软"),
             M("m05", "fact", 0.6, "2025-09-24 01:20", "用户经常失眠，一般凌晨一点以后才睡得着"),
             M("m06", "fact", 0.6, "2025-10-16 10:10", "用户持日本护照，在中国办的是家属团聚类居留许可"),
             M("m07", "preference", 0.5, "2025-11-05 15:30", "用户喜欢逛苏州园林，平时用胶片相机拍照"),
             M("m08", "fact", 0.6, "2025-11-29 22:45", "用户酒量很差，一杯啤酒就脸红"),
             M("m09", "preference", 0.6, "2025-12-21 20:00", "用户一家出游喜欢坐高铁去周边，住带温泉的日式旅馆"),
             M("m10", "preference", 0.6, "2025-07-25 19:20", "用户每年8月中旬盂兰盆节都带女儿回大阪扫墓"),
             M("m11", "event", 0.8, "2026-03-18 21:40", "用户计划2026年7月带女儿去上海参加日本人学校的入学面试",
               vu="2026-07-31"),
             M("m12", "event", 0.6, "2026-02-27 20:30", "用户打算2026年4月初和丈夫去无锡鼋头渚看樱花", end="2026-04-15"),
             M("m13", "fact", 0.5, "2026-01-25 21:10", "用户家每个月的娱乐开销控制在三千元以内", src="inferred"),
         ],
         probes=[
             P("para", "2026-06-03 12:00", "ざるそば我可以吃吗？同事推荐的店", ["m02"]),
             P("para", "2026-06-04 08:30", "楼下邻居那只金毛每次在电梯里碰到我都超紧张，我这是什么毛病", ["m04"]),
             P("para", "2026-06-05 02:10", "又两点多了还醒着，我这样是不是老毛病了", ["m05"]),
             P("para", "2026-06-06 18:50", "同事聚会老被劝喝清酒，我该推掉吧", ["m08"]),
             P("direct", "2026-06-07 09:30", "我女儿现在在哪个幼儿园上大班", ["m03"]),
             P("task", "2026-06-08 21:20", "七月带孩子去上海面试那天，帮我安排一下行程", ["m11", "m03", "m09"]),
             P("task", "2026-06-09 20:40", "周末想全家去杭州玩两天，帮我做个攻略", ["m09", "m02", "m04", "m13"]),
             P("task", "2026-06-10 17:15", "周五想找家适合带小孩的苏州餐厅，全家聚餐", ["m02", "m03"]),
             P("abst", "2026-06-11 14:30", "盂兰盆节在日本一般放几天假", [], topic="盂兰盆节"),
             P("expiry", "2026-06-12 21:05", "还想再去趟无锡，帮我推荐点好玩的", ["m09"],
               forbid=["鼋头渚"], plan="m12"),
         ],
         drop_topics={"sleep": "insomnia asked by a para; sleep chatter would answer it",
                      "pets": "afraid of dogs; '我家狗…' contradicts it"},
         drop_words={
             "buckwheat allergy": ["荞麦"],
             "fear of dogs": ["狗"],
             "low alcohol tolerance asked by a para": ["酒"],
             "insomnia asked by a para": ["失眠", "睡"],
             "travel style (high-speed rail, onsen) asked by tasks": ["温泉", "高铁"],
         }),
    # ------------------------------------------------------------------ A07
    dict(key="A07", user_id="u_chen_tw", tenant="default",
         who="陈怡君, 台中 woman running a tea shop in 厦门, vegan without 五辛, 过午不食, asthma",
         core=[
             M("m01", "fact", 0.9, "2025-06-12 16:30", "用户叫陈怡君，台湾台中人，现在在厦门思明区开一家茶饮店"),
             M("m02", "preference", 1.0, "2025-07-03 12:20", "用户吃全素，连葱、蒜、韭菜这些五辛也不碰"),
             M("m03", "preference", 0.7, "2025-07-29 11:00", "用户信佛，每月农历初一和十五过午不食"),
             M("m04", "fact", 0.8, "2025-08-21 21:30", "用户有气喘，空气差或者剧烈运动时要用吸入剂"),
             M("m05", "fact", 0.8, "2025-09-15 22:00", "用户和丈夫分居两岸，丈夫在台中，儿子16岁跟着她在厦门读高一"),
             M("m06", "fact", 0.7, "2025-10-08 19:45", "用户往返两岸用台胞证，习惯走小三通坐船经金门回台湾"),
             M("m07", "preference", 0.5, "2025-11-01 15:10", "用户喜欢玩陶艺，周末常去沙坡尾的工作室捏陶"),
             M("m08", "fact", 0.7, "2025-11-26 20:20", "用户很怕坐飞机，能坐船坐车就绝不坐飞机"),
             M("m09", "fact", 0.6, "2025-12-18 21:50", "用户花钱精打细算，旅行住宿每晚不超过四百块"),
             M("m10", "event", 0.8, "2026-04-25 20:35", "用户计划2026年中秋节回台中陪母亲过节", end="2026-09-30"),
             M("m11", "fact", 0.7, "2026-01-30 22:15", "用户的母亲今年78岁，有阿兹海默症，住在台中的安养中心"),
         ],
         probes=[
             P("para", "2026-06-03 11:40", "洋蔥跟蒜頭我到底OK嗎", ["m02"]),
             P("para", "2026-06-04 09:15", "最近霧霾好嚴重喔，我那個呼吸的老毛病要注意啥", ["m04"]),
             P("para", "2026-06-05 16:30", "明天初一欸，傍晚肚子餓可以吃點東西嗎", ["m03"]),
             P("para", "2026-06-06 21:10", "我是不是有那個…搭機恐懼啊？你記得嗎", ["m08"]),
             P("para", "2026-06-07 20:40", "我媽那個記性越來越差的病，她現在住哪一間", ["m11"]),
             P("direct", "2026-06-08 19:00", "我兒子今年讀高一對吧", ["m05"]),
             P("task", "2026-06-09 22:00", "中秋回台中，幫我排一下路線跟要帶的東西", ["m10", "m06", "m08", "m11"]),
             P("task", "2026-06-10 20:15", "週末想帶兒子去武夷山玩兩天，幫我規劃一下", ["m02", "m04", "m09", "m05"]),
             P("abst", "2026-06-11 15:20", "台胞證過期了在大陸可以補辦嗎", [], topic="台胞证"),
             P("abst", "2026-06-12 10:30", "陶艺烧窑一般要烧到几度", [], topic="陶艺"),
         ],
         drop_topics={"home_cooking": "vegan without 五辛: meat, egg, garlic and scallion recipes contradict it",
                      "grocery_shopping": "vegan: fish / pork / egg shopping contradicts it",
                      "coworkers": "she owns a tea shop; office-colleague chatter contradicts her job",
                      "commute": "she owns a tea shop; office-commute chatter contradicts her job",
                      "gym_fitness": "asthma limits strenuous exercise; gym chatter contradicts it"},
         drop_words={
             "vegan without 五辛": ["肉", "鸡", "鱼", "蛋", "奶", "虾", "葱", "蒜", "韭", "饺子", "馄饨", "包子",
                                  "香肠", "火锅", "烧烤", "煎饼"],
             "shop owner, not an office worker": ["公司", "上班", "下班", "单位", "同事", "加班", "汇报", "工作日"],
             "devout Buddhist (no alcohol) and vegan (no milk foam)": ["酒", "拉花"],
             "asthma asked by a para": ["雾霾", "口罩", "咳"],
             "fear of flying asked by a para": ["飞机", "船"],
             "mother in care asked by a para": ["妈", "母亲", "记性"],
             "pottery asked by an abst": ["陶"],
         }),
    # ------------------------------------------------------------------ A08
    dict(key="A08", user_id="u_wong_hk", tenant="default",
         who="黄志强, Hongkonger factory manager in 东莞, gout, penicillin allergy, Filipina wife",
         core=[
             M("m01", "fact", 0.9, "2025-06-24 20:10", "用户叫黄志强，香港人，在东莞松山湖一家电子厂当厂长"),
             M("m02", "fact", 0.9, "2025-07-17 21:40", "用户有痛风，海鲜、动物内脏和啤酒都要少碰"),
             M("m03", "fact", 0.8, "2025-08-09 08:00", "用户血压偏高，每天早上吃一粒降压药"),
             M("m04", "fact", 0.7, "2025-09-03 19:25", "用户的太太Maria是菲律宾人，信天主教，每周日要去望弥撒"),
             M("m05", "fact", 0.7, "2025-09-27 23:30", "用户的女儿在英国曼彻斯特读大四，跟国内有七八个小时时差"),
             M("m06", "preference", 0.6, "2025-10-22 21:00", "用户每个周五晚上都拿回乡证过关回香港，周日晚上再回东莞"),
             M("m07", "preference", 0.5, "2025-11-13 18:30", "用户周末爱去行山，最常走麦理浩径"),
             M("m08", "preference", 0.6, "2025-12-07 20:50", "用户出门很舍得花钱，但讨厌跟团，喜欢自己订行程"),
             M("m09", "event", 0.9, "2026-03-11 22:20", "用户计划2026年7月飞伦敦参加女儿的毕业典礼", vu="2026-07-20"),
             M("m10", "fact", 0.6, "2026-01-22 21:15", "用户今年52岁，打算退休后搬去菲律宾宿务养老"),
             M("m11", "fact", 1.0, "2025-06-30 11:50", "用户对青霉素过敏"),
         ],
         probes=[
             P("para", "2026-06-03 07:50", "我隻腳趾公又紅又腫，係咪舊患又發作", ["m02"]),
             P("para", "2026-06-04 08:20", "我日日食嗰粒藥係控制咩㗎", ["m03"]),
             P("para", "2026-06-05 15:30", "醫生開咗Amoxicillin畀我，我食得唔得㗎", ["m11"]),
             P("para", "2026-06-06 23:40", "而家打畀我個女會唔會嘈醒佢", ["m05"]),
             P("para", "2026-06-07 10:10", "我老婆星期日上晝要去邊度", ["m04"]),
             P("direct", "2026-06-08 21:30", "我女儿在英国读大几了", ["m05"]),
             P("task", "2026-06-09 22:40", "七月去伦敦睇个女毕业，帮我搞掂机票酒店同埋食嘢", ["m09", "m08", "m02"]),
             P("task", "2026-06-10 20:05", "下个月想同老婆去杭州玩几日，帮我plan下", ["m04", "m08", "m02"]),
             P("abst", "2026-06-11 13:20", "回乡证过期咗点样续", [], topic="回乡证"),
             P("abst", "2026-06-12 09:50", "麦理浩径第二段难唔难行", [], topic="麦理浩径"),
         ],
         drop_topics={"gym_fitness": "gout flare-ups: running / squat chatter would blur the para about joint pain"},
         drop_words={
             "gout diet": ["海鲜", "啤酒", "鱼", "内脏", "酒"],
             "blood-pressure medicine asked by a para": ["药", "血压"],
             "Hong Kong identity and weekly crossing": ["香港", "周五", "周日"],
             "hiking asked by an abst": ["爬山", "徒步", "行山"],
             "travel style asked by tasks": ["跟团", "酒店"],
         }),
    # ------------------------------------------------------------------ A09
    dict(key="A09", user_id="u_muller", tenant="default",
         who="Anna Müller, Munich German teacher in 杭州, wheelchair user, lactose intolerant",
         core=[
             M("m01", "fact", 0.9, "2025-06-15 17:20", "用户叫Anna Müller，德国慕尼黑人，在杭州一所大学教德语"),
             M("m02", "fact", 1.0, "2025-07-06 10:30", "用户下肢瘫痪，出门靠轮椅，需要无障碍设施"),
             M("m03", "fact", 0.8, "2025-07-28 19:10", "用户乳糖不耐受，喝牛奶会拉肚子"),
             M("m04", "fact", 0.8, "2025-08-25 21:00", "用户的丈夫是杭州人，儿子7岁，在杭州的德国学校念一年级"),
             M("m05", "fact", 0.6, "2025-09-19 22:30", "用户有幽闭恐惧，坐飞机一定要选靠过道的位置"),
             M("m06", "preference", 0.6, "2025-10-12 16:40", "用户周末爱骑手摇自行车，常沿钱塘江骑二十公里"),
             M("m07", "fact", 0.8, "2025-11-07 11:15", "用户的工作签证和居留许可2026年8月底到期，需要提前续",
               end="2026-08-31"),
             M("m08", "preference", 0.6, "2025-12-02 20:20", "用户旅行喜欢安静的小城和湖边，讨厌人挤人的景点"),
             M("m09", "fact", 0.5, "2026-01-14 21:45", "用户家每年出国度假的预算是三万元左右"),
             M("m10", "event", 0.8, "2026-04-08 20:00", "用户计划2026年圣诞节带儿子回慕尼黑过节", vu="2026-12-31"),
             M("m11", "preference", 0.5, "2026-02-03 19:40", "用户每年十月都约德国朋友在杭州办个啤酒节聚会"),
         ],
         probes=[
             P("para", "2026-06-03 10:00", "我这个腿脚的状况，坐高铁要提前约重点旅客服务吗", ["m02"]),
             P("para", "2026-06-04 08:45", "Latte我是不是得换oat milk啊，上次喝完胃里翻江倒海", ["m03"]),
             P("para", "2026-06-05 21:20", "订机票时我一般挑哪种座", ["m05"]),
             P("para", "2026-06-06 11:30", "我那个permit啥时候过期来着", ["m07"]),
             P("para", "2026-06-07 18:00", "礼拜六我一般在江边玩啥运动来着", ["m06"]),
             P("direct", "2026-06-08 20:30", "我儿子在德国学校念几年级", ["m04"]),
             P("task", "2026-06-09 21:50", "圣诞回慕尼黑，帮我从杭州订往返机票", ["m10", "m02", "m05", "m04"]),
             P("task", "2026-06-10 19:15", "下个月想去乌镇住两晚，帮我安排下", ["m02", "m08", "m03"]),
             P("abst", "2026-06-11 16:00", "德国人过圣诞一般吃什么", [], topic="圣诞"),
             P("abst", "2026-06-12 12:40", "钱塘江大潮几月份最好看", [], topic="钱塘江"),
         ],
         drop_topics={"gym_fitness": "wheelchair user: running, squats, skipping contradict it",
                      "commute": "wheelchair user: '一路小跑赶地铁', '骑电动车' contradict it",
                      "car": "driving chatter ('倒车入库') does not fit a wheelchair user without an adapted car"},
         drop_words={
             "paraplegia (walking, running, climbing)": ["跑", "走", "步", "骑", "爬", "跳", "站", "蹲", "楼梯",
                                                     "电梯", "挤", "地铁", "腿"],
             "lactose intolerance": ["奶", "拿铁", "芝士", "拉花"],
             "ball games do not fit a wheelchair user": ["球"],
             "claustrophobia / seat asked by a para": ["座", "过道"],
             "beer-festival habit": ["啤酒"],
         }),
    # ------------------------------------------------------------------ A10
    dict(key="A10", user_id="u_okafor", tenant="default",
         who="Chinedu Okafor, Lagos trader in 义乌, sickle-cell trait, dust-mite allergy, Yiwu wife",
         core=[
             M("m01", "fact", 0.9, "2025-06-20 14:30", "用户叫Chinedu Okafor，尼日利亚拉各斯人，在义乌做小商品出口生意"),
             M("m02", "fact", 1.0, "2025-07-14 20:50", "用户有镰状细胞贫血特征，去高海拔地区容易出问题"),
             M("m03", "fact", 0.8, "2025-08-07 21:20", "用户的妻子是义乌本地人，女儿刚满3岁"),
             M("m04", "preference", 0.7, "2025-08-31 12:00", "用户是基督徒，每周日上午都去教会做礼拜"),
             M("m05", "fact", 0.6, "2025-09-21 18:30", "用户不会游泳，很怕水"),
             M("m06", "preference", 0.5, "2025-10-18 19:40", "用户爱吃辣，最想念家乡的jollof rice"),
             M("m07", "preference", 0.5, "2025-11-09 03:10", "用户是阿森纳球迷，周末常熬夜看英超"),
             M("m08", "fact", 0.6, "2025-12-15 22:00", "用户出差住宿一般控制在每晚三百元以内"),
             M("m09", "event", 0.8, "2026-04-02 20:25", "用户计划2026年10月去广州参加秋季广交会", end="2026-11-05"),
             M("m10", "fact", 0.8, "2026-01-06 10:40", "用户每年都要续一次中国的商务签证，最怕逾期"),
             M("m11", "fact", 0.8, "2026-02-14 23:00", "用户对尘螨过敏，住酒店容易打喷嚏"),
         ],
         probes=[
             P("para", "2026-06-03 14:20", "去拉萨玩，我这体质有啥风险没", ["m02"]),
             P("para", "2026-06-04 19:50", "娃吵着要去海边冲浪，我跟着下去能行不", ["m05"]),
             P("para", "2026-06-05 11:10", "Sunday morning约客户看货ok不", ["m04"]),
             P("para", "2026-06-06 23:55", "我老是大半夜不睡守着电视看哪个队来着", ["m07"]),
             P("para", "2026-06-07 22:15", "宾馆那种地毯房我一进去鼻子就痒，是咋回事", ["m11"]),
             P("direct", "2026-06-08 10:30", "我的商务签证是不是每年都得续一次", ["m10"]),
             P("task", "2026-06-09 21:05", "十月去广交会，帮我订住的地方，排下几天行程", ["m09", "m08", "m11"]),
             P("task", "2026-06-10 20:35", "暑假想带老婆孩子去丽江香格里拉玩一圈，帮我看看", ["m02", "m03"]),
             P("abst", "2026-06-11 09:40", "尼日利亚护照去香港要签证吗", [], topic="尼日利亚"),
             P("abst", "2026-06-12 18:20", "英超新赛季一般几月开打", [], topic="英超"),
         ],
         drop_topics={"coworkers": "self-employed trader; office-colleague chatter contradicts his job",
                      "commute": "self-employed trader; company shuttle / office-commute chatter contradicts his job",
                      "sleep": "late-night football is asked by a para; sleep chatter would answer it"},
         drop_words={
             "fear of water asked by a para": ["游泳", "海边", "水库"],
             "football habit asked by a para / abst": ["球", "熬夜"],
             "dust-mite allergy asked by a para": ["酒店", "地毯", "螨", "喷嚏"],
             "Sunday church asked by a para": ["周日"],
             "spicy food preference": ["辣"],
         }),
    # ------------------------------------------------------------------ A11
    dict(key="A11", user_id="u_ivanova", tenant="default",
         who="Olga, Novosibirsk hotel manager in 三亚, bee-sting allergy, Orthodox Lent, diver",
         core=[
             M("m01", "fact", 0.9, "2025-06-26 20:40", "用户叫Olga，俄罗斯新西伯利亚人，在三亚一家度假酒店做俄语客户经理"),
             M("m02", "fact", 0.8, "2025-07-21 17:50", "用户有日光性皮炎，晒太阳久了皮肤会起红疹"),
             M("m03", "preference", 0.7, "2025-08-16 19:00", "用户信东正教，每年复活节前的大斋期不吃肉和奶制品"),
             M("m04", "fact", 0.8, "2025-09-08 21:30", "用户离异，带着10岁的儿子Misha在三亚生活，儿子读国际学校四年级"),
             M("m05", "fact", 0.5, "2025-10-04 22:10", "用户的男朋友是海南文昌人", src="inferred"),
             M("m06", "fact", 0.8, "2025-10-29 07:20", "用户有甲状腺功能减退，每天早上空腹吃优甲乐"),
             M("m07", "fact", 1.0, "2025-11-19 15:40", "用户对蜂蜇严重过敏，被蜇过一次进了急诊"),
             M("m08", "preference", 0.6, "2025-12-10 18:20", "用户喜欢潜水，考了PADI进阶开放水域证"),
             M("m09", "preference", 0.5, "2026-01-03 20:30", "用户出游喜欢背包自由行，住民宿不住连锁酒店"),
             M("m10", "event", 0.8, "2026-03-27 21:45", "用户打算2026年7月带儿子回新西伯利亚看外公外婆", vu="2026-08-10"),
             M("m11", "fact", 0.5, "2026-02-21 22:00", "用户每个月花在旅行上的钱大概四千元"),
         ],
         probes=[
             P("para", "2026-06-03 18:30", "海边待一下午胳膊就冒小红点，这是我的老问题吗", ["m02"]),
             P("para", "2026-06-04 07:40", "Euthyrox饭后吃行不行", ["m06"]),
             P("para", "2026-06-05 13:10", "山里野黄蜂多，我进去要不要带上EpiPen", ["m07"]),
             P("para", "2026-06-06 12:00", "Великий пост期间奶酪我能碰吗", ["m03"]),
             P("para", "2026-06-07 16:45", "我那个PADI证现在最深能下到多少米", ["m08"]),
             P("direct", "2026-06-08 20:00", "我儿子Misha读几年级了", ["m04"]),
             P("task", "2026-06-09 22:20", "七月带儿子回新西伯利亚，帮我看看怎么转机", ["m10", "m04", "m11"]),
             P("task", "2026-06-10 19:30", "周末想去蜈支洲岛潜水玩一天，帮我安排下", ["m08", "m02", "m11"]),
             P("abst", "2026-06-11 11:00", "东正教的复活节为什么跟天主教不是同一天", [], topic="东正教"),
             P("abst", "2026-06-12 15:15", "三亚潜水最好是几月份", [], topic="潜水"),
         ],
         drop_topics={},
         drop_words={
             "sun dermatitis asked by a para": ["晒", "太阳", "防晒"],
             "bee-sting allergy asked by a para": ["蜂", "蜇"],
             "diving asked by a task / abst": ["潜水", "游泳", "海边"],
             "Orthodox Lent asked by a para": ["肉", "奶"],
             "thyroid medicine asked by a para": ["药", "甲状腺"],
             "travel style (民宿, no chain hotels)": ["民宿", "酒店"],
         }),
    # ------------------------------------------------------------------ A12
    dict(key="A12", user_id="u_zhang_abc", tenant="default",
         who="Kevin Zhang 张子轩, SF-born ABC in 北京朝阳, coeliac, sleep apnoea, Korean wife",
         core=[
             M("m01", "fact", 0.9, "2025-06-11 21:30", "用户叫Kevin Zhang，中文名张子轩，旧金山出生长大的美籍华人，现在住北京朝阳"),
             M("m02", "fact", 1.0, "2025-07-09 12:45", "用户有乳糜泻，不能吃含麸质的东西，面条饺子都不能碰"),
             M("m03", "fact", 0.8, "2025-08-06 20:20", "用户的太太是韩国人，女儿6岁，在顺义一所国际学校读一年级"),
             M("m04", "fact", 0.6, "2025-08-28 13:00", "用户中文听说没问题，但认不全汉字，看菜单很吃力"),
             M("m05", "fact", 0.8, "2025-09-30 23:40", "用户有睡眠呼吸暂停，睡觉要戴呼吸机"),
             M("m06", "preference", 0.6, "2025-10-24 22:00", "用户的父母住在旧金山，每周六晚上他都和父母视频"),
             M("m07", "preference", 0.5, "2025-11-17 18:10", "用户喜欢攀岩，周末常去朝阳公园附近的岩馆"),
             M("m08", "preference", 0.5, "2025-12-14 21:15", "用户出行喜欢订Airbnb，爱去小众的地方"),
             M("m09", "fact", 0.6, "2026-01-10 20:40", "用户每年回美国的机票预算在两万元左右"),
             M("m10", "event", 0.8, "2026-04-16 21:00", "用户计划2026年感恩节带全家回旧金山", end="2026-11-30"),
             M("m11", "preference", 0.5, "2026-02-19 19:30", "用户每年春节都陪太太回首尔过年"),
         ],
         probes=[
             P("para", "2026-06-03 08:10", "Can I eat 煎饼果子? worried about the wheat thing", ["m02"]),
             P("para", "2026-06-04 19:20", "menu上的字我能读懂几成", ["m04"]),
             P("para", "2026-06-05 22:30", "出差要把那台CPAP一起带上飞机吗", ["m05"]),
             P("para", "2026-06-06 13:40", "Saturday night我一般要call谁来着", ["m06"]),
             P("para", "2026-06-07 09:20", "Weekend我一般去哪climbing来着", ["m07"]),
             P("direct", "2026-06-08 21:10", "我女儿在顺义那所国际学校读几年级", ["m03"]),
             P("task", "2026-06-09 22:50", "感恩节回SF，帮我看看全家机票和要带的东西", ["m10", "m09", "m05", "m03"]),
             P("task", "2026-06-10 20:25", "下周去西安出差三天，帮我找找吃的住的", ["m02", "m08", "m04"]),
             P("abst", "2026-06-11 12:30", "Airbnb在中国现在还能用吗", [], topic="Airbnb"),
             P("abst", "2026-06-12 17:50", "攀岩鞋是不是要买小一码", [], topic="攀岩"),
         ],
         drop_topics={"sleep": "sleep apnoea asked by a para; snoring / sleep chatter would answer it",
                      "home_cooking": "coeliac: dumplings, noodles, steamed buns contradict it",
                      "learning": "reading Chinese is a core fact; study chatter would compete with it"},
         drop_words={
             "coeliac (gluten)": ["面", "饺子", "馒头", "包子", "饼", "蛋糕", "面包", "馄饨", "啤酒", "麦", "披萨",
                                "提拉米苏"],
             "reading Chinese asked by a para": ["菜单", "字"],
             "Saturday call with parents asked by a para": ["周六", "视频"],
             "climbing asked by a para / abst": ["攀", "岩"],
         }),
]


# ----------------------------------------------------------------- helpers ---
def ts(s):
    """'2026-06-03 12:40' -> aware datetime (+08:00); a bare date means end of that day."""
    if len(s) == 10:
        return dt.datetime.strptime(s, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.isoformat()


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def is_cjk(c):
    return "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf"


def chars(text):
    text = "".join(T2S.get(c, c) for c in text.replace("用户", ""))
    return {c for c in text if is_cjk(c) and c not in STOP}


def overlap(query, content):
    return chars(query) & chars(content)


def to_simplified(text):
    return "".join(T2S.get(c, c) for c in text)


def plan_end(m):
    if m["vu"]:
        return ts(m["vu"])
    if m["end"]:
        return ts(m["end"])
    return None


def applies(m, at):
    e = plan_end(m)
    return e is None or e > at


def load_background():
    data = json.loads(BG_PATH.read_text(encoding="utf-8"))
    return data["statements"]


def exclusions(acc):
    """Return (topics, words) removed from this account's background."""
    topics = set(GLOBAL_DROP_TOPICS) | set(acc["drop_topics"])
    words = set()
    for ws in GLOBAL_DROP_WORDS.values():
        words.update(ws)
    for ws in acc["drop_words"].values():
        words.update(ws)
    for p in acc["probes"]:
        for alts in p["forbid"]:
            words.update(alts)
    for acc2 in ACCOUNTS:                      # twin forbids
        if acc2 is not acc and acc2["user_id"] == acc["user_id"] and "twin" in acc2:
            words.update(acc2["twin"].values())
    return topics, {norm(w) for w in words}


def bg_pool(acc, statements):
    topics, words = exclusions(acc)
    return [s for s in statements
            if s["topic"] not in topics and not any(w in norm(s["text"]) for w in words)]


def twin_forbid(acc):
    out = []
    for acc2 in ACCOUNTS:
        if acc2 is not acc and acc2["user_id"] == acc["user_id"]:
            t = acc2["twin"]
            out += [[t["name"]], [t["city"]], [t["allergen"]]]
    return out


# ------------------------------------------------------------------- build ---
def build():
    statements = load_background()
    users = []
    pnum = 0
    for acc in ACCOUNTS:
        mems = []
        for m in acc["core"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(ts(m["created"])),
                 "source": m["src"]}
            if m["vu"]:
                d["valid_until"] = iso(ts(m["vu"]))
            mems.append(d)
        rng = random.Random(f"set9/{acc['tenant']}/{acc['user_id']}")
        pool = bg_pool(acc, statements)
        n = rng.randint(100, min(180, len(pool))) if len(pool) >= 100 else len(pool)
        picked = rng.sample(pool, n)
        types = [m["type"] for m in acc["core"]]
        imps = [m["importance"] for m in acc["core"]]
        srcs = [m["src"] for m in acc["core"]]
        span = int((REF - START).total_seconds())
        rows = []
        for s in picked:
            when = START + dt.timedelta(seconds=rng.randrange(span))
            rows.append((when, s["text"], rng.choice(types), rng.choice(imps), rng.choice(srcs)))
        rows.sort(key=lambda r: (r[0], r[1]))
        for i, (when, text, typ, imp, src) in enumerate(rows, 1):
            mems.append({"id": f"b{i:03d}", "content": text, "type": typ, "importance": imp,
                         "created_at": iso(when), "source": src})
        probes = []
        tf = twin_forbid(acc)
        for p in acc["probes"]:
            pnum += 1
            forbid = [list(f) for f in p["forbid"]] + [list(f) for f in tf]
            probes.append({"id": f"p{pnum}-{p['kind']}", "at": iso(ts(p["at"])), "query": p["query"],
                           "relevant": list(p["relevant"]), "forbid": forbid})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": NAME, "users": users}


def dump(data):
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# ---------------------------------------------------------------- validate ---
def parse_iso(s, errs, where):
    try:
        d = dt.datetime.fromisoformat(s)
    except (TypeError, ValueError):
        errs.append(f"{where}: bad ISO time {s!r}")
        return None
    if d.tzinfo is None:
        errs.append(f"{where}: time without offset {s!r}")
        return None
    return d


def validate_shape(data, errs):
    if not isinstance(data, dict):
        errs.append("top level is not an object")
        return
    if data.get("format") != "memory-eval/v1":
        errs.append("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        errs.append("name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        errs.append("users must be a non-empty list")
        return
    seen_pairs, seen_probe_ids = set(), set()
    for u in users:
        uid, ten = u.get("user_id"), u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid or not isinstance(ten, str) or not ten:
            errs.append(f"bad user_id/tenant_id {uid!r}/{ten!r}")
            continue
        if (uid, ten) in seen_pairs:
            errs.append(f"duplicate account {uid}/{ten}")
        seen_pairs.add((uid, ten))
        where = f"{uid}/{ten}"
        mids = set()
        for m in u.get("memories", []):
            if not isinstance(m.get("id"), str) or not isinstance(m.get("content"), str) or not m["content"]:
                errs.append(f"{where}: memory without id/content: {m}")
                continue
            if m["id"] in mids:
                errs.append(f"{where}: duplicate memory id {m['id']}")
            mids.add(m["id"])
            if m.get("type") not in ("fact", "preference", "event"):
                errs.append(f"{where}/{m['id']}: bad type {m.get('type')!r}")
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                errs.append(f"{where}/{m['id']}: importance {imp!r} outside 0.3-1.0")
            if m.get("source") not in ("user_stated", "inferred"):
                errs.append(f"{where}/{m['id']}: bad source {m.get('source')!r}")
            c = parse_iso(m.get("created_at"), errs, f"{where}/{m['id']}")
            if c and not START <= c < REF:
                errs.append(f"{where}/{m['id']}: created_at {m['created_at']} outside the window")
            if "valid_until" in m:
                v = parse_iso(m["valid_until"], errs, f"{where}/{m['id']}")
                if c and v and v <= c:
                    errs.append(f"{where}/{m['id']}: valid_until before created_at")
        for p in u.get("probes", []):
            pid = p.get("id")
            if not isinstance(pid, str) or pid in seen_probe_ids:
                errs.append(f"{where}: missing or duplicate probe id {pid!r}")
            seen_probe_ids.add(pid)
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                errs.append(f"{where}/{pid}: empty query")
            parse_iso(p.get("at"), errs, f"{where}/{pid}")
            rel = p.get("relevant")
            if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
                errs.append(f"{where}/{pid}: relevant must be a list of ids")
            elif any(r not in mids for r in rel):
                errs.append(f"{where}/{pid}: relevant id not in memories: {rel}")
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(
                    isinstance(f, list) and f and all(isinstance(w, str) and w for w in f) for f in fb):
                errs.append(f"{where}/{pid}: forbid must be a list of non-empty keyword lists")


def validate_content(data, statements, errs):
    stmt_texts = {s["text"] for s in statements}
    counts = {k: 0 for k in KINDS}
    if len(ACCOUNTS) != 12:
        errs.append(f"need 12 accounts, have {len(ACCOUNTS)}")
    if len({a["user_id"] for a in ACCOUNTS}) != 11:
        errs.append("need exactly 11 distinct user_ids")
    if len(data["users"]) != len(ACCOUNTS):
        errs.append("users in file do not match the accounts in the script")
        return
    # twins
    twins = [a for a in ACCOUNTS if "twin" in a]
    if len(twins) != 2 or twins[0]["user_id"] != twins[1]["user_id"] or twins[0]["tenant"] == twins[1]["tenant"]:
        errs.append("exactly two twin accounts sharing a user_id in different tenants are required")
    else:
        for a, b in ((twins[0], twins[1]), (twins[1], twins[0])):
            core_text = " ".join(m["content"] for m in a["core"])
            for k in ("name", "city", "allergen"):
                if a["twin"][k] == b["twin"][k]:
                    errs.append(f"twins share the same {k}")
                if a["twin"][k] not in core_text:
                    errs.append(f"{a['key']}: twin {k} {a['twin'][k]} not stated in its core memories")
    for acc, u in zip(ACCOUNTS, data["users"]):
        key = acc["key"]
        if (u["user_id"], u["tenant_id"]) != (acc["user_id"], acc["tenant"]):
            errs.append(f"{key}: file order does not match the script")
            continue
        core = {m["id"]: m for m in acc["core"]}
        if not 9 <= len(core) <= 13:
            errs.append(f"{key}: {len(core)} core memories (need 9-13)")
        if list(core) != [f"m{i:02d}" for i in range(1, len(core) + 1)]:
            errs.append(f"{key}: core ids must run m01..")
        mems = {m["id"]: m for m in u["memories"]}
        bg = [m for m in u["memories"] if m["id"].startswith("b")]
        if not 100 <= len(bg) <= 180:
            errs.append(f"{key}: {len(bg)} background memories (need 100-180)")
        if [m["id"] for m in bg] != [f"b{i:03d}" for i in range(1, len(bg) + 1)]:
            errs.append(f"{key}: background ids must run b001..")
        if len(core) + len(bg) != len(u["memories"]):
            errs.append(f"{key}: memories other than core and background present")
        topics, words = exclusions(acc)
        by_text = {s["text"]: s for s in statements}
        for m in bg:
            if m["content"] not in stmt_texts:
                errs.append(f"{key}/{m['id']}: background text not in the background file")
                continue
            if by_text[m["content"]]["topic"] in topics:
                errs.append(f"{key}/{m['id']}: background from a dropped topic")
            hit = [w for w in words if w in norm(m["content"])]
            if hit:
                errs.append(f"{key}/{m['id']}: background contains dropped words {hit}")
        for mid, m in core.items():
            if mems.get(mid, {}).get("content") != m["content"]:
                errs.append(f"{key}/{mid}: core memory missing or changed in the file")
        last = max(parse_iso(m["created_at"], errs, key) for m in u["memories"])
        per = {k: 0 for k in KINDS}
        tf = twin_forbid(acc)
        for spec, p in zip(acc["probes"], u["probes"]):
            kind = spec["kind"]
            pid = p["id"]
            per[kind] += 1
            counts[kind] += 1
            if not pid.endswith("-" + kind):
                errs.append(f"{key}/{pid}: id does not name its kind")
            at = ts(spec["at"])
            if at <= last:
                errs.append(f"{key}/{pid}: asked before some of the user's memories")
            rel = spec["relevant"]
            if len(set(rel)) != len(rel):
                errs.append(f"{key}/{pid}: duplicate relevant ids")
            for r in rel:
                if r not in core:
                    errs.append(f"{key}/{pid}: relevant {r} is not a core memory")
                elif not applies(core[r], at):
                    errs.append(f"{key}/{pid}: relevant plan {r} has ended at probe time")
            q = spec["query"]
            if kind == "para":
                if len(rel) != 1:
                    errs.append(f"{key}/{pid}: para needs exactly one relevant")
                else:
                    ov = overlap(q, core[rel[0]]["content"])
                    if len(ov) > 2:
                        errs.append(f"{key}/{pid}: para shares {len(ov)} chars {sorted(ov)} with {rel[0]}")
            elif kind == "direct":
                if len(rel) != 1:
                    errs.append(f"{key}/{pid}: direct needs exactly one relevant")
                else:
                    ov = overlap(q, core[rel[0]]["content"])
                    if len(ov) < 2:
                        errs.append(f"{key}/{pid}: direct shares only {sorted(ov)} with {rel[0]}")
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    errs.append(f"{key}/{pid}: task needs 2-4 relevant, has {len(rel)}")
            elif kind == "abst":
                t = spec["topic"]
                if rel:
                    errs.append(f"{key}/{pid}: abst must have relevant []")
                if not t or norm(t) not in norm(to_simplified(q)):
                    errs.append(f"{key}/{pid}: abst topic {t!r} not in the query")
                elif not any(norm(t) in norm(m["content"]) for m in acc["core"]):
                    errs.append(f"{key}/{pid}: abst topic {t!r} not in any core fact")
            elif kind == "expiry":
                plan = core.get(spec["plan"])
                if plan is None or plan_end(plan) is None:
                    errs.append(f"{key}/{pid}: expiry needs a dated plan")
                else:
                    if plan_end(plan) >= at:
                        errs.append(f"{key}/{pid}: plan {spec['plan']} has not ended at probe time")
                    if not any(any(norm(w) in norm(plan["content"]) for w in f) for f in spec["forbid"]):
                        errs.append(f"{key}/{pid}: the plan's keyword is not forbidden")
                    if spec["plan"] in rel:
                        errs.append(f"{key}/{pid}: the ended plan is marked relevant")
            # forbid words vs relevant and still-applying memories
            for f in p["forbid"]:
                for w in f:
                    nw = norm(w)
                    for m in u["memories"]:
                        mid = m["id"]
                        live = mid not in core or applies(core[mid], at)
                        if nw in norm(m["content"]) and (live or mid in rel):
                            errs.append(f"{key}/{pid}: forbid {w!r} appears in live memory {mid}")
            for f in tf:
                if f not in p["forbid"]:
                    errs.append(f"{key}/{pid}: twin forbid {f} missing")
            # traditional / dialect characters must be mapped for the overlap check
            for c in q:
                if is_cjk(c) and c not in T2S:
                    try:
                        c.encode("gb2312")
                    except UnicodeEncodeError:
                        errs.append(f"{key}/{pid}: CJK char {c!r} not in GB2312 and missing from T2S")
        layout = LAYOUT_A if key <= "A06" else LAYOUT_B
        if per != layout:
            errs.append(f"{key}: probe kinds {per} != {layout}")
    if counts != WANT:
        errs.append(f"kind totals {counts} != {WANT}")


def validate(data, statements):
    errs = []
    validate_shape(data, errs)
    if not errs:
        validate_content(data, statements, errs)
    return errs


def main(argv):
    statements = load_background()
    blob = dump(build())
    if blob != dump(build()):
        print("FAIL: two builds in one run differ", file=sys.stderr)
        return 1
    if "--check" in argv:
        if not OUT.exists():
            print(f"FAIL: {OUT.name} does not exist; run without --check first", file=sys.stderr)
            return 1
        disk = OUT.read_bytes()
        errs = validate(json.loads(disk.decode("utf-8")), statements)
        if disk != blob:
            errs.append(f"{OUT.name} on disk differs from a fresh rebuild")
    else:
        errs = validate(json.loads(blob.decode("utf-8")), statements)
        if not errs:
            OUT.write_bytes(blob)
    if errs:
        for e in errs:
            print("FAIL:", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        return 1
    data = json.loads(blob.decode("utf-8"))
    n_core = sum(len(a["core"]) for a in ACCOUNTS)
    n_bg = sum(len(u["memories"]) for u in data["users"]) - n_core
    n_pr = sum(len(u["probes"]) for u in data["users"])
    print(f"{'checked' if '--check' in argv else 'wrote'} {OUT.name}: {len(data['users'])} accounts, "
          f"{n_core} core + {n_bg} background memories, {n_pr} probes - OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
