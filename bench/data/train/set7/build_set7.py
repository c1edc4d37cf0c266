#!/usr/bin/env python3
"""Build the hand-made Chinese retrieval set "set7" (memory-eval/v1, track R).

How it was written
------------------
Written blind, by hand, in one sitting. Exactly two project files were read:
  * /work/shared/eval/FORMAT.md                     (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json  (background statements)
Nothing else under /work was opened, listed or searched (no other data set,
no engine or evaluator code, no docs, no tests, no git). Nothing was run but
this script (plus throw-away python one-liners that printed the background
file and imported this script to look at pool sizes and overlaps). Every core memory and every probe below is typed by hand; only
the background memories are sampled (deterministically) from the background
file, which is loaded at build time from ../background_train.json and never
copied into this script.

Theme
-----
Students and young graduates: 大学生, 研究生, 留学生 (abroad and in China),
考研 / 考公, 实习, 穷游 and 特种兵旅游, 二次元 / 漫展 / cos, 宿舍 life, pets
kept against dorm rules, tight monthly budgets, mental health (焦虑, 抑郁,
双相 and their medication), 色弱, 高度近视, plus allergies, chronic illness,
pregnancy, phobias and a broken ankle. Queries are written the way students
type: campus slang and memes (家人们, emo, i人, rua, 搬砖, 尊嘟, 川渝胃),
dialect (咋整, 耍, 巴适, 整两口), a few typos (肿么, 在/再).

Accounts (REF = 2026-06-15 12:00 +08:00; memories fall in the 12 months before)
---------------------------------------------------------------------------
 key  user_id       tenant        who
 A1   u_linxiaoyu   default       林小雨, 22, 武汉大四, 考心理学研, 焦虑吃舍曲林, 青霉素过敏
 A2   u_chenhao     default       陈浩, 24, 谢菲尔德授课型硕士留学生, 800度近视, 乳糖不耐, 怕狗
 A3   u_wangjing    default       王婧, 24, 郑州租房二战考公, 红绿色弱, 回族, 尘螨过敏, 腰肌劳损
 A4   u_sunmiao     default       孙淼, 20, 广州大二动画生, coser, 哮喘, 猫毛过敏, 社恐
 A5   u_liuyang     default       刘洋, 23, 北京计算机研二, 算法实习, 抑郁服药, 痛风, 恐高
 A6   u_hexinyi     default       何欣怡, 21, 南京大三旅游管理, 穷游, 癫痫, 晕车, 蛋奶素, 宿舍养仓鼠
 A7   u_zhengkw     default       郑凯文, 26, 合肥物理博一, 1型糖尿病, 坚果过敏, 养黑猫, 失眠
 A8   u_kimminji    default       金敏智, 22, 北京的韩国留学生, 乳糜泻, 幽闭恐惧, HSK六级
 A9   u_huangzx     default       黄子轩, 18, 重庆大一, 蚕豆病, 脚踝打石膏, 怕水, 王者玩家
 A10  u_xunuo       default       许诺, 25, 厦门研三, 怀孕14周, 贫血, 磺胺过敏, 潜水
 A11  u_xy0722      default       周子涵, 20, 成都大二视传, 芒果过敏, 偏头痛, 高度近视, 柯基   (twin)
 A12  u_xy0722      campus_club   陈思远, 23, 哈尔滨研一土木, 花生过敏, 双相吃碳酸锂, 助听器 (twin)

A11 and A12 share user_id u_xy0722 in two tenants. They are different people
with a conflicting name (周子涵 / 陈思远), city (成都 / 哈尔滨) and allergen
(芒果 / 花生); every probe of either twin forbids the other twin's three
keywords, and neither twin's memories (core or background) contain them.

Memory conventions
------------------
* Core memories m01..m13 (9-13 per account): natural third-person statements
  starting with "用户", type fact / preference / event, importance 0.3-1.0,
  source "user_stated" (a few "inferred"), created_at typed by hand inside
  [REF-365d, REF) with +08:00.
* Dated plans: some carry an explicit valid_until (written to the file);
  others keep the date only in the wording ("2026年国庆", "2026年7月") and
  carry a private `implied end` used only by the validator (not written).
* Durable facts with time words (每周六晚上…, 每年春节…, 今年20岁) are listed
  per account in `durable`; they must have neither valid_until nor an end.
* Background memories b001.. (100-180 per account) are sampled with
  random.Random("set7/<user_id>/<tenant>") from the background file after
  hygiene; type and importance are drawn from the account's own core lists,
  created_at uniformly over [REF-365d, REF), source "user_stated".
* Hygiene: whole topics and statements containing listed words are dropped
  per account; every exclusion group carries its reason (UNIVERSAL_TOPICS,
  UNIVERSAL_WORDS, and per-account bg_topics / bg_words). In addition each
  account's own forbid keywords (twin keywords, expired-plan keywords) are
  dropped, because a still-valid memory must never contain one.

Probe conventions
-----------------
id "p<n>-<kind>", n = 1..120 over the whole file (globally unique). All
probes are asked on 2026-06-16..06-25, after every memory of their user.
  para   one fact asked obliquely; <= 2 distinct shared meaningful CJK chars
  task   realistic planning request; relevant = 2-4 facts a planner must weigh
  direct the user asks about themselves close to the wording; >= 2 shared
  abst   general question sharing a topic word with a core fact; relevant []
  expiry asked after a dated plan ended; plan keyword in forbid
Per account 10 probes; totals para 54, task 30, direct 12, abst 18, expiry 6.
"Meaningful" CJK chars ignore 的了我你是在有吗吧呢么什怎么样个一去要 and the word 用户.

Validations (run on every build and on --check)
-----------------------------------------------
format shape per FORMAT.md; unique memory ids per user and probe ids over the
file; 12 accounts / 11 user_ids / twin pair in two tenants; core count 9-13,
core ids contiguous; importance, type, source, timestamps (+08:00, window);
relevant ids exist and are core; relevant plans not ended at probe time;
exact kind counts (and 10 per account); relevant sizes per kind; para overlap
<= 2 and direct overlap >= 2; abst topic word in query and in a core fact;
forbid keywords absent from relevant memories and from every memory of the
account still valid at probe time (background included); expiry probes after
their plan's end with the plan's keyword in forbid; every probe after all of
its user's memories; both valid_until plans and wording-only plans exist;
durable facts have no end; background count 100-180, ids contiguous, texts
from the background file, no excluded topic or word, type/importance drawn
from the core lists; twin forbids present on every twin probe.

Usage
-----
  python3 build_set7.py           # build + validate, write zh_retrieval_set7.json
  python3 build_set7.py --check   # validate file on disk + byte-identical rebuild
"""
import json
import os
import random
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "zh_retrieval_set7.json")
BG_PATH = os.path.join(HERE, "..", "background_train.json")
SET_NAME = "set7"
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 15, 12, 0, tzinfo=TZ)
WIN_START = REF - timedelta(days=365)
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
TYPES = {"fact", "preference", "event"}
SOURCES = {"user_stated", "inferred"}
TYPE_CODE = {"f": "fact", "p": "preference", "e": "event"}

# ---------------------------------------------------------------------------
# Background hygiene shared by every account (all are students / graduates).
# ---------------------------------------------------------------------------
UNIVERSAL_TOPICS = {
    "kids_school": "no account has children; parenting statements contradict every profile",
    "partner": "spouse / cohabiting-partner routines contradict single students and A10's student marriage",
    "work_routine": "full-time office work contradicts student, intern and job-seeker status",
    "coworkers": "office colleagues contradict student status and A5's intern facts",
    "commute": "office commuting contradicts dorm life and would touch A5's intern / rental facts",
    "car": "owning a car contradicts every account's tight budget",
    "housing_repairs": "owning / renovating a home contradicts dorm and rental facts",
    "neighborhood": "小区 and own-home neighbourhood life contradicts dorm and rental facts",
    "money_bills": "mortgages, salaries, insurance contradict budget facts and would answer budget probes",
    "weather": "climate statements conflict with cities (哈尔滨 vs 广州) and touch travel probes",
    "health_checkup": "every account has health probes (allergy, medication, eyesight, chronic illness)",
    "pets": "pet ownership is a core fact for A6, A7, A11 and absent for everyone else",
    "diet_weight": "every account has diet / allergy probes",
    "home_cooking": "every account has diet / allergy probes; A5 A8 cannot cook",
    "grocery_shopping": "every account has diet / allergy probes",
    "drinks": "alcohol / caffeine interact with A1 A5 A10 A12 facts; diet probes everywhere",
    "home_chores": "appliances and own-home chores (冰箱, 沙发, 扫地机器人) contradict dorm life",
    "parents": "parents' retirement and habits conflict with core family facts (宜昌, 洛阳, 芜湖, 温州, dog at parents')",
}
UNIVERSAL_WORDS = {
    "family_gender": ("spouse / dating / married-life words contradict the users' family facts",
                      ["老公", "老婆", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳母", "岳父",
                       "结婚", "宝妈", "闺蜜", "夫妻", "二胎", "离婚", "满月"]),
    "children": ("nobody has children (A10 is pregnant, so baby words would also be relevant)",
                 ["孩子", "儿子", "女儿", "小孩", "家长", "儿歌", "婴儿", "育儿", "宝宝"]),
    "job": ("office-job statements contradict student / intern status",
            ["上班", "下班", "公司", "同事", "加班", "领导", "部门", "办公", "工位", "打工",
             "工作", "老板", "报销", "项目", "周报", "开会"]),
    "housing": ("own-home / family-home statements contradict dorm and rental facts",
                ["小区", "房子", "房租", "装修", "楼下", "楼上", "邻居", "我家", "用户家",
                 "我们家", "家里", "家附近", "在家", "回家", "阳台", "院子", "书房", "客厅", "租", "电梯"]),
    "money": ("spending and prices would be relevant to budget probes",
              ["块", "元", "钱", "花了", "贵", "便宜", "会员", "工资", "信用卡", "打折",
               "半价", "优惠", "省", "百", "千", "万", "预算"]),
    "age": ("statements implying an older speaker contradict ages 18-26",
            ["小时候", "年轻时", "十年", "二十年", "十五年", "退休", "年纪", "九十年代", "红白机"]),
    "diet": ("food and drink would be relevant to diet / allergy probes",
             ["吃", "喝", "饭", "菜", "茶", "咖啡", "奶", "酒", "糖", "零食", "减肥", "过敏",
              "肉", "辣", "鱼", "果", "蛋", "面", "外卖", "食"]),
    "travel": ("trips and holidays would be relevant to travel / plan probes",
               ["旅游", "旅行", "出差", "机票", "高铁", "火车", "酒店", "国庆", "春节", "五一",
                "暑假", "寒假", "假期", "过年", "出国", "国外", "老家", "清明", "端午"]),
    "climate": ("climate words conflict with the users' cities",
                ["冷", "热", "雨", "雪", "暖气", "空调", "冬天", "夏天"]),
    "health": ("health statements would be relevant to health probes or contradict conditions",
               ["医", "药", "病", "疼", "痛", "眼", "近视", "失眠", "焦虑", "抑郁", "血", "牙",
                "耳", "孕", "感冒", "发烧", "心理", "晕", "头", "腰", "腿"]),
    "campus": ("study / campus statements would be relevant to study probes or contradict degree and stage",
               ["考", "研究生", "大学", "室友", "宿舍", "学校", "同学", "论文", "实习", "毕业",
                "博士", "老师", "课", "学生", "学历"]),
}


def C(mid, content, t, imp, created, vu=None, end=None, src="user_stated"):
    """One core memory: vu = explicit valid_until day, end = implied end day (private)."""
    return {"id": mid, "content": content, "type": TYPE_CODE[t], "importance": imp,
            "created": created, "vu": vu, "end": end, "source": src}


def P(kind, at, query, relevant, forbid=None, topic=None, plan=None):
    return {"kind": kind, "at": at, "query": query, "relevant": relevant,
            "forbid": forbid or [], "topic": topic, "plan": plan}


# ---------------------------------------------------------------------------
# Accounts. Probe times are "MM-DD HH:MM" in 2026.
# ---------------------------------------------------------------------------
ACCOUNTS = [
    dict(key="A1", user_id="u_linxiaoyu", tenant="default",
         core=[
             C("m01", "用户叫林小雨，今年22岁，在武汉读大四", "f", 0.9, "2025-09-05 20:11"),
             C("m02", "用户准备考心理学专业的研究生，初试在2026年12月", "f", 0.9, "2025-10-12 22:40",
               end="2026-12-31"),
             C("m03", "用户被诊断为广泛性焦虑障碍，每天早上吃一片舍曲林", "f", 1.0, "2025-11-20 23:05"),
             C("m04", "用户对青霉素过敏", "f", 1.0, "2025-09-18 12:30"),
             C("m05", "用户住四人间宿舍，室友熬夜打游戏，她睡觉必须戴耳塞", "f", 0.6, "2025-09-10 00:42"),
             C("m06", "用户每个月生活费1500元，大部分花在吃饭上", "f", 0.8, "2025-10-02 18:20"),
             C("m07", "用户不吃香菜，最爱热干面和豆皮", "p", 0.6, "2025-12-01 08:15"),
             C("m08", "用户喜欢特种兵式旅游，一天能走三万步，只住青旅", "p", 0.7, "2026-01-15 21:48"),
             C("m09", "用户打算2026年五一和室友去长沙特种兵旅游", "e", 0.7, "2026-03-28 23:30",
               vu="2026-05-05"),
             C("m10", "用户每周六晚上在学校心理咨询中心做咨询", "f", 0.7, "2026-02-27 19:02"),
             C("m11", "用户喜欢听播客和追番，最近在看《葬送的芙莉莲》", "p", 0.4, "2026-04-11 22:16"),
             C("m12", "用户的父母在老家宜昌开了一家小超市", "f", 0.5, "2025-07-20 16:35"),
         ],
         durable=["m01", "m10"],
         bg_topics={"learning": "考研 probes (p5, p7, p9)", "sleep": "dorm-noise / earplug para (p3)",
                    "music_podcasts": "播客 is a core hobby (m11)", "tv_shows": "追番 is a core hobby (m11)"},
         bg_words={"city": ("own and trip cities", ["武汉", "宜昌", "恩施", "长沙"])},
         probes=[
             P("para", "06-17 21:40", "家人们，吃SSRI期间能不能整两口？室友生日要去喝点", ["m03"]),
             P("para", "06-18 10:05", "嗓子发炎校医说给我挂阿莫西林，我这体质能挂不", ["m04"]),
             P("para", "06-18 23:55", "寝室晚上吵到怀疑人生，有啥降噪神器求推荐", ["m05"]),
             P("para", "06-19 09:30", "我每周固定找人倾诉是礼拜几来着", ["m10"]),
             P("direct", "06-19 22:10", "我考研初试到底是几月，还剩几个月能冲", ["m02"]),
             P("task", "06-20 14:00", "下个月想去恩施大峡谷穷游一趟，帮我出个攻略", ["m06", "m08", "m07", "m03"]),
             P("task", "06-21 08:20", "暑假想闭关冲刺，帮我排个每天的复习时间表", ["m02", "m10", "m05"]),
             P("task", "06-21 17:45", "室友过生日打算出去搓一顿火锅，帮我挑挑店", ["m06", "m07"]),
             P("abst", "06-22 11:11", "心理学考研统考312到底考哪几门啊", [], topic="心理学"),
             P("expiry", "06-23 20:30", "最近又想出门暴走了，有没有性价比高的地方推荐", ["m06", "m08"],
               forbid=[["长沙"]], plan="m09"),
         ]),
    dict(key="A2", user_id="u_chenhao", tenant="default",
         core=[
             C("m01", "用户叫陈浩，24岁，在英国谢菲尔德读授课型硕士", "f", 0.9, "2025-09-22 03:10"),
             C("m02", "用户两只眼睛近视都超过八百度，医生说他视网膜偏薄", "f", 0.9, "2025-10-30 05:44"),
             C("m03", "用户乳糖不耐受，一喝牛奶就拉肚子", "f", 0.9, "2025-10-05 02:20"),
             C("m04", "用户给自己定的规矩是每周生活费不超过80英镑", "f", 0.8, "2025-09-28 04:15"),
             C("m05", "用户和三个中国同学合租一套学生公寓", "f", 0.6, "2025-09-24 06:30"),
             C("m06", "用户喜欢自己下厨，最拿手的是可乐鸡翅", "p", 0.5, "2025-11-16 01:05"),
             C("m07", "用户周末常和同学在公园踢野球", "p", 0.5, "2025-12-07 03:50"),
             C("m08", "用户打算2026年4月复活节假期坐大巴去苏格兰高地", "e", 0.7, "2026-02-18 04:40",
               end="2026-04-30"),
             C("m09", "用户的硕士毕业论文要在2026年9月初提交", "f", 0.8, "2026-03-10 02:25",
               vu="2026-09-07"),
             C("m10", "用户订了2026年9月中旬回上海的机票", "f", 0.7, "2026-05-02 05:12",
               vu="2026-09-20"),
             C("m11", "用户怕狗，小时候被狗咬过", "f", 0.6, "2026-01-09 06:05"),
             C("m12", "用户出门玩喜欢住便宜的青旅，坐廉航和大巴", "p", 0.6, "2025-11-02 04:18",
               src="inferred"),
         ],
         durable=["m07"],
         bg_topics={"gym_fitness": "football is a core hobby (m07)",
                    "social_life": "flatmate hot-pot task (p17)"},
         bg_words={"city": ("own and trip cities", ["英国", "上海", "苏格兰", "湖区"]),
                   "dog": ("dog phobia (m11)", ["狗", "柯基"])},
         probes=[
             P("para", "06-16 22:15", "我这度数能去玩蹦极吗，有点慌", ["m02"]),
             P("para", "06-17 15:30", "在Costa点拿铁是不是让店员换成燕麦底比较稳", ["m03"]),
             P("para", "06-18 19:05", "路上碰到没拴绳的大型犬我腿直接软了，这算啥毛病", ["m11"]),
             P("para", "06-19 21:00", "我一礼拜的开销上限是多少镑来着", ["m04"]),
             P("direct", "06-20 10:45", "硕士论文最晚啥时候要交啊", ["m09"]),
             P("task", "06-20 23:10", "下周末想从谢菲坐车去湖区玩两天，帮忙规划下", ["m04", "m12"]),
             P("task", "06-21 18:00", "这周想在公寓办个火锅局请合租的兄弟，帮我列采购清单", ["m03", "m04", "m05"]),
             P("abst", "06-22 13:20", "英国的长途大巴National Express跟Megabus哪个靠谱点", [], topic="大巴"),
             P("abst", "06-23 16:40", "英国授课型硕士毕业论文一般写多少字", [], topic="论文"),
             P("expiry", "06-24 09:00", "帮我捋一下接下来几个月有啥deadline和安排", ["m09", "m10"],
               forbid=[["苏格兰"]], plan="m08"),
         ]),
    dict(key="A3", user_id="u_wangjing", tenant="default",
         core=[
             C("m01", "用户叫王婧，今年24岁，本科毕业后在郑州租房全职备考公务员", "f", 0.9, "2025-07-08 09:30"),
             C("m02", "用户是红绿色弱，体检时色盲本看不全", "f", 0.9, "2025-08-14 20:10"),
             C("m03", "用户准备参加2026年11月底的国考，目标是税务局的岗位", "f", 0.9, "2025-12-20 21:35",
               end="2026-11-30"),
             C("m04", "用户每月靠家里给的2000元过日子，房租就占了800", "f", 0.8, "2025-07-15 19:40"),
             C("m05", "用户对尘螨过敏，一换季就起荨麻疹", "f", 0.8, "2025-10-09 07:55"),
             C("m06", "用户是回族，不吃猪肉", "f", 1.0, "2025-07-10 12:00"),
             C("m07", "用户每天早上六点半起床去自习室背申论", "f", 0.6, "2025-09-03 06:40"),
             C("m08", "用户报名了2026年4月的河南省考笔试", "e", 0.8, "2026-02-06 22:20",
               vu="2026-04-19"),
             C("m09", "用户有腰肌劳损，久坐超过两小时就腰疼", "f", 0.7, "2026-03-02 23:15"),
             C("m10", "用户周末喜欢看辩论综艺解压，最爱《奇葩说》", "p", 0.4, "2025-11-22 21:00"),
             C("m11", "用户旅游喜欢慢节奏，一个城市要待好几天", "p", 0.5, "2026-05-04 16:30"),
         ],
         durable=["m01", "m07"],
         bg_topics={"learning": "考公 probes (p25, p26, p30)", "tv_shows": "综艺 is a core hobby (m10)",
                    "sleep": "early-rising habit (m07) and pillow task (p28)"},
         bg_words={"city": ("own and trip cities", ["郑州", "西安", "河南"]),
                   "bedding": ("pillow / mattress task (p28)", ["枕头", "床", "被"]),
                   "morning": ("fixed 6:30 wake-up habit (m07)", ["早上", "六点", "起床", "早起"])},
         probes=[
             P("para", "06-16 08:30", "我分辨不出某些颜色，想报海关会不会被刷", ["m02"]),
             P("para", "06-17 19:20", "跟同学撸串的话，按我们清真的规矩哪些不能点", ["m06"]),
             P("para", "06-18 07:10", "每到春秋身上就冒风团痒得要命，床品该咋弄", ["m05"]),
             P("para", "06-18 16:50", "坐久了后背下边那块酸得不行，有啥缓解的法子", ["m09"]),
             P("direct", "06-19 20:05", "我国考报的是哪个岗位来着，最近刷题刷懵了", ["m03"]),
             P("task", "06-20 21:30", "帮我排下明天的学习计划，上午下午怎么安排比较科学", ["m07", "m09", "m03"]),
             P("task", "06-21 15:15", "考完想奖励自己去西安逛吃三天，给我安排一下", ["m06", "m04", "m11"]),
             P("task", "06-22 22:40", "想换个新枕头和床垫，帮我挑挑", ["m05", "m09", "m04"]),
             P("abst", "06-23 10:00", "税务局的公务员平时都干些啥活儿", [], topic="税务局"),
             P("expiry", "06-21 09:40", "帮我理一下接下来要考的试和时间节点", ["m03"],
               forbid=[["省考"]], plan="m08"),
         ]),
    dict(key="A4", user_id="u_sunmiao", tenant="default",
         core=[
             C("m01", "用户叫孙淼，今年20岁，在广州读大二，学动画", "f", 0.9, "2025-09-12 13:20"),
             C("m02", "用户是coser，常出原神和崩铁里的角色", "p", 0.7, "2025-10-04 20:30"),
             C("m03", "用户有过敏性哮喘，随身带沙丁胺醇气雾剂", "f", 1.0, "2025-11-08 10:10"),
             C("m04", "用户对猫毛过敏", "f", 0.9, "2025-09-30 22:45"),
             C("m05", "用户打算2026年7月底去上海ChinaJoy出cos", "e", 0.8, "2026-04-25 23:50",
               vu="2026-08-03"),
             C("m06", "用户计划2026年5月2日去萤火虫漫展摆摊卖自己画的谷子", "e", 0.7, "2026-03-15 01:30",
               vu="2026-05-03"),
             C("m07", "用户每个月生活费1800，大头都花在谷子和假毛上", "f", 0.7, "2025-12-11 19:25"),
             C("m08", "用户不吃辣，也吃不了内脏", "p", 0.6, "2025-10-21 12:05"),
             C("m09", "用户经常熬到凌晨三点画稿，白天上课犯困", "f", 0.5, "2026-01-06 03:12"),
             C("m10", "用户有点社恐，不敢给陌生人打电话", "f", 0.5, "2025-12-28 17:40"),
             C("m11", "用户和两个室友住在大学城的三人间宿舍", "f", 0.5, "2025-09-14 21:00"),
             C("m12", "用户出远门喜欢拼房、坐夜车省钱", "p", 0.6, "2026-02-10 20:55"),
         ],
         durable=["m01"],
         bg_topics={"home_hobbies": "drawing / prop-making overlaps cos and 画稿 facts",
                    "sleep": "late-night drawing fact (m09)", "tv_shows": "anime / 二次元 topics",
                    "movies": "anime films overlap 二次元 topics", "social_life": "social-anxiety para (p33)"},
         bg_words={"city": ("own and trip cities", ["广州", "上海", "佛山", "重庆"]),
                   "cat": ("cat-hair allergy (m04)", ["猫"]),
                   "anime": ("二次元 words relevant to cos / 漫展 probes", ["漫", "动画", "手办", "盲盒", "画"])},
         probes=[
             P("para", "06-16 14:30", "漫展舞台那种干冰烟雾效果，我是不是得离远点", ["m03"]),
             P("para", "06-17 20:20", "同学家有只布偶，喊我去rua，我去了会不会狂打喷嚏", ["m04"]),
             P("para", "06-18 12:40", "我这算E人的反义词吧？买杯奶茶都只靠小程序下单", ["m10"]),
             P("para", "06-19 18:35", "去重庆火锅我能吃啥锅底，毛肚鸭肠就免了", ["m08"]),
             P("direct", "06-20 22:50", "我平时出cos都出哪几个角色来着", ["m02"]),
             P("task", "06-21 13:10", "七月底去上海出cos，帮我规划交通和住宿", ["m05", "m07", "m12", "m03"]),
             P("task", "06-22 19:30", "下周末想去佛山吃吃逛逛，给个美食路线", ["m08", "m07"]),
             P("abst", "06-23 15:05", "cos服一般在哪家店买比较靠谱", [], topic="cos"),
             P("abst", "06-24 11:25", "广州大学城一共有几所大学啊", [], topic="大学城"),
             P("expiry", "06-19 10:15", "下个月有啥漫展安排来着，帮我捋捋", ["m05"],
               forbid=[["萤火虫"]], plan="m06"),
         ]),
    dict(key="A5", user_id="u_liuyang", tenant="default",
         core=[
             C("m01", "用户叫刘洋，23岁，在北京读计算机研二", "f", 0.9, "2025-09-02 21:30"),
             C("m02", "用户在中关村一家互联网公司做算法实习，日薪200", "f", 0.8, "2026-01-12 22:05"),
             C("m03", "用户去年确诊中度抑郁，目前在吃艾司西酞普兰", "f", 1.0, "2025-10-18 23:40"),
             C("m04", "用户尿酸高，犯过一次痛风，医生让他少吃海鲜、别喝啤酒", "f", 0.9, "2025-11-27 12:15"),
             C("m05", "用户每周三晚上和同门去体育馆打羽毛球", "p", 0.5, "2025-10-01 20:00"),
             C("m06", "用户的实习合同到2026年8月31日结束", "f", 0.7, "2026-01-12 22:10", vu="2026-08-31"),
             C("m07", "用户计划2026年清明假期和同门去天津一日游", "e", 0.6, "2026-03-20 19:45",
               end="2026-04-06"),
             C("m08", "用户在公司附近合租了一个次卧，月租2800", "f", 0.6, "2026-01-20 21:20"),
             C("m09", "用户恐高，不敢坐摩天轮", "f", 0.7, "2025-08-16 15:30"),
             C("m10", "用户的导师要求每周交一次进度报告", "f", 0.5, "2025-09-15 10:05"),
             C("m11", "用户打算2026年国庆回老家洛阳看爸妈", "f", 0.6, "2026-05-09 22:35",
               end="2026-10-08"),
         ],
         durable=["m05", "m10"],
         bg_topics={"gym_fitness": "badminton habit (m05)", "learning": "algorithm / study probes",
                    "sleep": "depression medication (m03) and melatonin para (p41)",
                    "social_life": "lab-mates dinner task (p46)"},
         bg_words={"city": ("own and trip cities", ["北京", "天津", "洛阳", "中关村"]),
                   "heights": ("fear of heights (m09)", ["高", "摩天轮", "爬"]),
                   "code": ("algorithm / coding words relevant to p49", ["算法", "Python", "编程", "数据"])},
         probes=[
             P("para", "06-16 23:20", "最近又emo了，我吃的那个药能跟褪黑素一块用不", ["m03"]),
             P("para", "06-17 12:50", "大脚趾关节又开始隐隐作痛，撸串时候得避开啥", ["m04"]),
             P("para", "06-18 21:15", "同学喊我去欢乐谷玩跳楼机，我这种站高处腿就软的能行不", ["m09"]),
             P("para", "06-19 19:40", "我搬砖一天到手多少米来着", ["m02"]),
             P("direct", "06-20 09:25", "导师要的进度报告是多久交一次来着", ["m10"]),
             P("task", "06-21 16:30", "周五想请同门撸串喝点，帮我挑个地儿", ["m04", "m03"]),
             P("task", "06-22 20:10", "国庆回老家那几天想带爸妈在周边玩玩，给个安排", ["m11", "m09"]),
             P("task", "06-23 22:00", "实习结束前要把房子退了、东西搬回学校，帮我列个时间表", ["m06", "m08"]),
             P("abst", "06-24 14:35", "算法岗实习面试一般都问些啥", [], topic="算法"),
             P("expiry", "06-20 18:00", "想找个周末跟同门出去溜达一天，北京周边有啥推荐", ["m09"],
               forbid=[["天津"]], plan="m07"),
         ]),
    dict(key="A6", user_id="u_hexinyi", tenant="default",
         core=[
             C("m01", "用户叫何欣怡，21岁，在南京读大三，学旅游管理", "f", 0.9, "2025-09-08 19:15"),
             C("m02", "用户有癫痫，每天吃左乙拉西坦控制，医生叮嘱不能熬夜", "f", 1.0, "2025-10-14 22:30"),
             C("m03", "用户晕车很严重，坐大巴必吐", "f", 0.8, "2025-11-05 09:20"),
             C("m04", "用户是蛋奶素，不吃肉", "p", 0.9, "2025-09-20 12:40"),
             C("m05", "用户旅行一天的花销一般不超过150元", "p", 0.8, "2025-12-03 21:05"),
             C("m06", "用户喜欢小众古镇和博物馆，不爱去网红打卡点", "p", 0.6, "2026-01-18 20:20"),
             C("m07", "用户计划2026年6月初去泉州玩三天", "e", 0.7, "2026-04-20 22:50", vu="2026-06-07"),
             C("m08", "用户打算2026年暑假去新疆的民宿当一个月义工", "e", 0.7, "2026-05-11 23:00",
               end="2026-08-31"),
             C("m09", "用户每年寒假都在老家芜湖的奶茶店打工", "f", 0.4, "2025-08-02 17:30"),
             C("m10", "用户在宿舍偷偷养了一只叫团子的仓鼠", "f", 0.5, "2026-02-24 21:45"),
             C("m11", "用户拍照用一台二手的富士相机", "p", 0.4, "2026-03-06 15:10"),
         ],
         durable=["m09"],
         bg_topics={"sleep": "epilepsy: must not stay up late (m02)",
                    "phone_gadgets": "camera / gadget probes (p58)", "home_hobbies": "photography overlaps camera probes"},
         bg_words={"city": ("own and trip cities", ["南京", "泉州", "福建", "新疆", "苏州", "芜湖", "成都"]),
                   "camera": ("camera words relevant to p58", ["相机", "拍照", "照片"]),
                   "hamster": ("hamster in dorm (m10)", ["仓鼠"])},
         probes=[
             P("para", "06-17 22:35", "我这毛病能去蹦迪吗，那种频闪灯光特别猛的", ["m02"]),
             P("para", "06-18 11:45", "走山路颠来颠去我就翻江倒海，那种线路还能报不", ["m03"]),
             P("para", "06-19 13:05", "去成都吃串串，我这种草食系能点啥", ["m04"]),
             P("para", "06-20 21:50", "我那只毛茸茸的小金丝熊最近蔫蔫的，咋整", ["m10"]),
             P("direct", "06-21 10:30", "我暑假去新疆当义工是待多久来着", ["m08"]),
             P("task", "06-22 16:15", "暑假去新疆，帮我规划下从南京怎么过去", ["m08", "m03", "m05", "m02"]),
             P("task", "06-23 19:55", "下周想去苏州一日游，帮我安排吃的和逛的地方", ["m04", "m05", "m06"]),
             P("abst", "06-24 15:20", "富士相机哪个型号适合新手入门", [], topic="富士"),
             P("abst", "06-25 10:40", "旅游管理专业毕业了一般干啥", [], topic="旅游管理"),
             P("expiry", "06-16 20:00", "刚从福建回来，下一站想去个古镇，推荐下", ["m06", "m05"],
               forbid=[["泉州"]], plan="m07"),
         ]),
    dict(key="A7", user_id="u_zhengkw", tenant="default",
         core=[
             C("m01", "用户叫郑凯文，26岁，在合肥读物理博士一年级", "f", 0.9, "2025-09-16 22:00"),
             C("m02", "用户有1型糖尿病，戴着胰岛素泵，随身带葡萄糖片", "f", 1.0, "2025-10-08 13:30"),
             C("m03", "用户在校外租了个一居室，养了一只叫煤球的黑猫", "f", 0.6, "2025-11-12 21:10"),
             C("m04", "用户每月博士补贴3500元，还要还助学贷款", "f", 0.8, "2025-10-25 20:40"),
             C("m05", "用户喜欢徒步爬山，黄山已经去过三次", "p", 0.6, "2025-12-14 18:20"),
             C("m06", "用户对坚果过敏，吃核桃会喉咙发紧", "f", 1.0, "2025-09-25 12:25"),
             C("m07", "用户每周一三五早上在实验室值班", "f", 0.5, "2026-02-26 08:05"),
             C("m08", "用户打算2026年8月去日本京都参加学术会议", "e", 0.8, "2026-04-16 23:25",
               vu="2026-08-25"),
             C("m09", "用户睡眠不好，在实验室通宵后常常失眠", "f", 0.6, "2026-03-19 04:30"),
             C("m10", "用户每年春节都回老家温州过", "f", 0.5, "2026-01-30 21:45"),
             C("m11", "用户不爱吃甜食，咖啡只喝美式", "p", 0.5, "2026-05-21 10:15", src="inferred"),
         ],
         durable=["m07", "m10"],
         bg_topics={"gym_fitness": "hiking hobby (m05)", "sleep": "insomnia (m09) and para p65"},
         bg_words={"city": ("own and trip cities", ["合肥", "京都", "日本", "温州", "黄山", "皖南"]),
                   "cat": ("black cat at home (m03)", ["猫"]),
                   "hiking": ("hiking / gear words relevant to p68", ["徒步", "登山", "爬山", "跑"])},
         probes=[
             P("para", "06-16 19:30", "我这种天天挂着个泵的体质能去献血不", ["m02"]),
             P("para", "06-17 08:45", "家里主子最近老吐毛团，肿么回事", ["m03"]),
             P("para", "06-18 15:20", "零食礼包里的腰果杏仁我能碰不", ["m06"]),
             P("para", "06-19 22:30", "读PhD国家发那点钱，扣掉欠的那笔还够活吗", ["m04"]),
             P("para", "06-20 06:10", "熬完大夜回到住处翻来覆去到天亮，咋破", ["m09"]),
             P("direct", "06-21 12:00", "我去京都开学术会议是几月份", ["m08"]),
             P("task", "06-22 21:20", "八月去京都开会顺便玩几天，帮我做行程和吃饭攻略", ["m08", "m02", "m06", "m04"]),
             P("task", "06-23 17:30", "周末想去皖南徒步两天，帮我列装备清单，猫也得安排下", ["m05", "m02", "m03"]),
             P("task", "06-24 20:45", "明年春节回温州前得把猫安顿好，帮我想想办法", ["m10", "m03"]),
             P("abst", "06-25 11:50", "合肥为啥叫合肥啊", [], topic="合肥"),
         ]),
    dict(key="A8", user_id="u_kimminji", tenant="default",
         core=[
             C("m01", "用户叫金敏智，22岁，是韩国留学生，在北京学汉语", "f", 0.9, "2025-09-01 16:00"),
             C("m02", "用户有乳糜泻，不能吃含麸质的东西，面条饺子都不行", "f", 1.0, "2025-09-06 12:10"),
             C("m03", "用户准备2026年7月考HSK六级", "f", 0.8, "2026-02-28 20:30", end="2026-07-31"),
             C("m04", "用户吃不了太辣，但特别喜欢麻酱", "p", 0.5, "2025-10-19 19:05"),
             C("m05", "用户住留学生公寓单人间，里面不能做饭", "f", 0.6, "2025-09-03 21:40"),
             C("m06", "用户每周六上午在一家韩语培训机构兼职教课", "f", 0.6, "2025-11-01 13:15"),
             C("m07", "用户有幽闭恐惧症，不敢坐拥挤的地铁和电梯", "f", 0.8, "2025-10-27 18:50"),
             C("m08", "用户每个月生活费大概4000块，房租另算", "f", 0.7, "2025-12-09 22:10"),
             C("m09", "用户喜欢K-pop和中国古风音乐，会弹古筝", "p", 0.5, "2026-01-22 21:35"),
             C("m10", "用户打算2026年国庆和同学去云南大理", "e", 0.7, "2026-05-17 23:05", vu="2026-10-08"),
             C("m11", "用户的学生签证2026年12月到期", "f", 0.8, "2026-03-30 10:20", vu="2026-12-31"),
         ],
         durable=["m06"],
         bg_topics={"music_podcasts": "K-pop / 古筝 hobby (m09)", "learning": "HSK / language probes",
                    "social_life": "classmates dinner task (p78)"},
         bg_words={"city": ("own and trip cities", ["北京", "韩国", "云南", "大理", "地铁"]),
                   "crowd": ("claustrophobia (m07)", ["挤", "排队"]),
                   "music": ("music words relevant to p80", ["琴", "音乐", "乐队", "歌"])},
         probes=[
             P("para", "06-16 12:20", "我这个小麦蛋白不耐的体质在北京点外卖得咋挑", ["m02"]),
             P("para", "06-17 08:10", "早高峰10号线人挤人，我一进去就心慌喘不上气", ["m07"]),
             P("para", "06-18 20:40", "我周末那份零工是干啥的来着", ["m06"]),
             P("para", "06-19 17:25", "我那栋楼让开火下厨吗", ["m05"]),
             P("para", "06-20 11:35", "我还能在中国待到啥时候，居留许可哪个月失效", ["m11"]),
             P("direct", "06-21 21:05", "我考HSK六级是几月份来着", ["m03"]),
             P("task", "06-22 14:55", "国庆再大理玩几天，帮我规划下吃的跟交通", ["m10", "m02", "m04", "m07"]),
             P("task", "06-23 18:40", "下周想请班上同学吃顿饭，帮我挑个北京的餐厅", ["m02", "m04", "m08"]),
             P("abst", "06-24 10:05", "HSK六级和五级的难度差多少", [], topic="HSK"),
             P("abst", "06-25 16:15", "古筝和古琴到底有啥区别", [], topic="古筝"),
         ]),
    dict(key="A9", user_id="u_huangzx", tenant="default",
         core=[
             C("m01", "用户叫黄子轩，今年18岁，在重庆读大一，学软件工程", "f", 0.9, "2025-09-10 22:20"),
             C("m02", "用户有蚕豆病，不能吃蚕豆，也不能碰樟脑丸", "f", 1.0, "2025-09-15 19:30"),
             C("m03", "用户打篮球摔伤了左脚踝，石膏要打到2026年7月中旬", "f", 0.9, "2026-06-01 21:10",
               vu="2026-07-18"),
             C("m04", "用户打王者荣耀很厉害，常和室友五排到凌晨", "p", 0.5, "2025-10-30 01:45"),
             C("m05", "用户的宿舍在八楼，楼里没有电梯", "f", 0.6, "2025-09-12 20:15"),
             C("m06", "用户每月生活费2000元，买游戏皮肤花了不少", "f", 0.7, "2025-12-05 23:30"),
             C("m07", "用户特别能吃辣，无辣不欢", "p", 0.6, "2025-10-06 12:35"),
             C("m08", "用户打算2026年8月去杭州看一场电竞比赛的线下赛", "e", 0.7, "2026-05-26 22:40",
               vu="2026-08-20"),
             C("m09", "用户怕水，不会游泳", "f", 0.6, "2026-04-04 17:20"),
             C("m10", "用户每周日晚上都要和家里打视频电话", "f", 0.4, "2025-11-23 20:05"),
             C("m11", "用户几乎天天去学校二食堂吃小面", "p", 0.4, "2026-03-12 12:10"),
         ],
         durable=["m01", "m10"],
         bg_topics={"gaming": "王者荣耀 hobby (m04) and abst p90", "gym_fitness": "basketball injury (m03)",
                    "sleep": "gaming until dawn (m04)"},
         bg_words={"city": ("own and trip cities", ["重庆", "杭州", "江浙"]),
                   "water": ("fear of water (m09)", ["游泳", "水"]),
                   "game": ("game words relevant to p90", ["游戏", "王者", "电竞", "开黑", "手游"])},
         probes=[
             P("para", "06-16 21:25", "我这种G6PD缺乏的，衣柜里放臭丸子防虫行不行", ["m02"]),
             P("para", "06-17 14:40", "腿上还裹着那坨硬壳，能去网吧坐一下午不", ["m03"]),
             P("para", "06-18 22:05", "暑假同学喊我去漂流，我这种旱鸭子顶得住不", ["m09"]),
             P("para", "06-19 08:15", "我住那么高又只能爬台阶，现在这样咋上下", ["m05"]),
             P("para", "06-20 19:50", "我这种川渝胃去江浙读书会不会饿死", ["m07"]),
             P("direct", "06-21 23:30", "我每个月生活费有多少来着，感觉又超支了", ["m06"]),
             P("task", "06-22 07:45", "这周要去医院复查还要上课，帮我安排下每天怎么走", ["m03", "m05"]),
             P("task", "06-23 21:15", "八月去杭州看比赛，帮我规划住宿和吃的", ["m08", "m06", "m07"]),
             P("task", "06-24 18:20", "室友过生日想请他们吃饭，帮我挑地方和菜", ["m02", "m07", "m06"]),
             P("abst", "06-25 22:55", "王者荣耀新赛季啥时候开啊", [], topic="王者"),
         ]),
    dict(key="A10", user_id="u_xunuo", tenant="default",
         core=[
             C("m01", "用户叫许诺，25岁，在厦门读研三，学海洋生物", "f", 0.9, "2025-09-09 10:30"),
             C("m02", "用户怀孕14周了，预产期在2026年12月", "f", 1.0, "2026-05-28 21:00", end="2026-12-31"),
             C("m03", "用户有妊娠期贫血，医生让她补铁", "f", 0.8, "2026-06-05 18:40"),
             C("m04", "用户对磺胺类药物过敏", "f", 1.0, "2025-10-22 15:15"),
             C("m05", "用户的硕士答辩定在2026年6月26日", "e", 0.8, "2026-04-28 20:20", vu="2026-06-26"),
             C("m06", "用户和老公在学校附近租房，老公是同届的博士", "f", 0.6, "2025-11-15 22:05"),
             C("m07", "用户孕吐厉害，闻到油烟就想吐", "f", 0.7, "2026-06-02 12:30"),
             C("m08", "用户喜欢潜水，考了AOW证", "p", 0.5, "2025-08-20 16:50"),
             C("m09", "用户已经签了厦门一家海洋研究所，2026年7月入职", "f", 0.7, "2026-03-25 11:00",
               end="2026-07-31"),
             C("m10", "用户小两口每月生活预算6000元", "f", 0.7, "2025-12-18 21:30"),
             C("m11", "用户周末喜欢在家烤欧包", "p", 0.4, "2025-10-11 15:40"),
         ],
         durable=[],
         bg_topics={"home_hobbies": "baking hobby (m11)", "gym_fitness": "pregnancy limits exercise (m02)",
                    "relatives_news": "relatives' pregnancies / births would touch m02"},
         bg_words={"city": ("own and trip cities", ["厦门", "鼓浪屿"]),
                   "sea": ("diving / ocean words relevant to p93 p99 p100", ["潜水", "海", "游泳", "水"]),
                   "smell": ("nausea from smells (m07)", ["味", "油烟", "香"])},
         probes=[
             P("para", "06-16 15:10", "我现在这情况一天一杯奶茶还能喝不", ["m02"]),
             P("para", "06-17 12:05", "食堂炒菜那股味儿一飘过来我就反胃，有招没", ["m07"]),
             P("para", "06-18 09:55", "我那张开放水域进阶的卡现在还能用来下水吗", ["m08"]),
             P("para", "06-19 16:35", "最近脸白得像纸，爬两层楼就喘，是不是血红蛋白又低了", ["m03"]),
             P("para", "06-20 20:25", "感冒了校医给开了复方新诺明，我能吃吗", ["m04"]),
             P("direct", "06-21 22:45", "我硕士答辩是哪天来着，紧张到睡不着", ["m05"]),
             P("task", "06-22 10:20", "下周末想和老公去鼓浪屿逛一天，帮我安排下", ["m02", "m07", "m06"]),
             P("task", "06-23 17:05", "帮我列个这周的晚饭菜单，两个人吃", ["m07", "m03", "m02", "m10"]),
             P("abst", "06-24 13:30", "AOW和OW潜水证有啥区别", [], topic="AOW"),
             P("abst", "06-25 09:15", "厦门的海洋生物专业在全国啥水平", [], topic="海洋生物"),
         ]),
    dict(key="A11", user_id="u_xy0722", tenant="default",
         core=[
             C("m01", "用户叫周子涵，今年20岁，在成都读大二，学视觉传达", "f", 0.9, "2025-09-11 20:10"),
             C("m02", "用户对芒果过敏，吃了嘴会肿", "f", 1.0, "2025-09-26 12:50"),
             C("m03", "用户养了一只叫可乐的柯基，寄养在爸妈家", "f", 0.6, "2025-10-16 21:30"),
             C("m04", "用户有偏头痛，熬夜或者闻到香水就会发作", "f", 0.8, "2025-12-02 23:55"),
             C("m05", "用户喜欢特种兵旅游，周末常坐夜车去周边城市暴走", "p", 0.7, "2026-01-08 22:20"),
             C("m06", "用户每月生活费1600元，在食堂吃饭一天不超过30", "f", 0.7, "2025-10-03 19:00"),
             C("m07", "用户是汉服爱好者，每周日都穿汉服出去拍照", "p", 0.5, "2026-02-21 17:10"),
             C("m08", "用户高度近视，左眼900度右眼850度", "f", 0.8, "2025-11-19 14:25"),
             C("m09", "用户打算2026年7月和闺蜜去重庆看洪崖洞", "e", 0.7, "2026-05-19 22:45", end="2026-07-31"),
             C("m10", "用户住六人间宿舍，上床下桌", "f", 0.5, "2025-09-13 21:50"),
             C("m11", "用户最喜欢吃冒菜和兔头", "p", 0.5, "2026-03-27 12:35"),
         ],
         durable=["m01", "m05", "m07"],
         bg_topics={"home_hobbies": "汉服 / photo hobby (m07)", "sleep": "migraine after staying up (m04)",
                    "phone_gadgets": "camera / photo task (p108)"},
         bg_words={"city": ("own and trip cities", ["成都", "重庆", "洪崖洞"]),
                   "dog": ("corgi at parents' home (m03)", ["狗", "柯基"]),
                   "photo": ("photo words relevant to p108", ["拍", "照片", "相机"]),
                   "scent": ("perfume triggers migraine (m04)", ["香水", "香薰"])},
         probes=[
             P("para", "06-16 16:20", "奶茶店那款杨枝甘露我尊嘟能喝吗", ["m02"]),
             P("para", "06-17 02:30", "脑壳一侧突突地跳，通宵完更严重，有啥招", ["m04"]),
             P("para", "06-18 18:10", "我那只威尔士小短腿现在放谁那儿来着", ["m03"]),
             P("para", "06-19 11:00", "我这镜片厚得跟瓶底似的，能去做激光手术吗", ["m08"]),
             P("para", "06-20 17:40", "我心里排第一的两样成都小食是啥来着", ["m11"]),
             P("direct", "06-21 20:35", "我七月去重庆看洪崖洞是跟谁一起", ["m09"]),
             P("task", "06-22 12:45", "七月去重庆耍两天，帮我排行程和吃的，要巴适", ["m09", "m02", "m06", "m05"]),
             P("task", "06-23 09:30", "这周日想穿汉服外拍，帮我找几个出片的地方", ["m07", "m06"]),
             P("task", "06-24 19:10", "想配副新眼镜，预算不多，帮我看看咋选", ["m08", "m06"]),
             P("abst", "06-25 14:50", "视觉传达专业主要要学哪些软件", [], topic="视觉传达"),
         ]),
    dict(key="A12", user_id="u_xy0722", tenant="campus_club",
         core=[
             C("m01", "用户叫陈思远，23岁，在哈尔滨读研一，学土木工程", "f", 0.9, "2025-09-04 20:40"),
             C("m02", "用户对花生严重过敏，随身带肾上腺素笔", "f", 1.0, "2025-09-17 12:20"),
             C("m03", "用户有双相情感障碍，在吃碳酸锂，需要定期抽血查血药浓度", "f", 1.0, "2025-10-29 22:15"),
             C("m04", "用户是滑雪爱好者，每年冬天都去亚布力", "p", 0.6, "2025-12-22 19:35"),
             C("m05", "用户每月补助加家教收入一共3000元", "f", 0.7, "2025-11-06 21:25"),
             C("m06", "用户住研究生宿舍双人间，室友是广东人", "f", 0.4, "2025-09-05 22:50"),
             C("m07", "用户有轻度听力障碍，左耳戴助听器", "f", 0.8, "2025-10-10 10:40"),
             C("m08", "用户打算2026年8月去呼伦贝尔骑行", "e", 0.7, "2026-05-06 21:05", vu="2026-08-31"),
             C("m09", "用户爱吃锅包肉和杀猪菜", "p", 0.5, "2026-01-14 12:30"),
             C("m10", "用户周末常去中央大街附近的咖啡馆写论文", "p", 0.4, "2026-03-08 15:00"),
             C("m11", "用户滴酒不沾", "p", 0.6, "2026-02-12 20:15", src="inferred"),
         ],
         durable=["m04", "m10"],
         bg_topics={"gym_fitness": "skiing / cycling hobbies (m04, m08)",
                    "sleep": "bipolar disorder and lithium (m03)",
                    "music_podcasts": "hearing aid (m07): listening statements would touch p113"},
         bg_words={"city": ("own and trip cities", ["哈尔滨", "亚布力", "呼伦贝尔", "内蒙古", "中央大街", "黑龙江"]),
                   "sport": ("skiing / cycling words relevant to p114 p116 p117", ["滑", "骑", "单车"]),
                   "hearing": ("hearing words relevant to p113", ["听", "耳机", "声音", "吵"])},
         probes=[
             P("para", "06-16 18:25", "超市的士力架我能吃吗", ["m02"]),
             P("para", "06-17 21:55", "情绪忽高忽低那个毛病，是不是该去复查指标了", ["m03"]),
             P("para", "06-18 14:15", "我左边耳朵那个小设备老是嗡嗡响，咋办", ["m07"]),
             P("para", "06-19 20:45", "我常去刷粉雪的那个黑龙江雪场叫啥来着", ["m04"]),
             P("para", "06-20 22:20", "组里聚餐大伙儿要整白的，我这种一口不碰的咋应付", ["m11"]),
             P("direct", "06-21 09:05", "我暑假骑行计划去的是哪儿来着", ["m08"]),
             P("task", "06-22 20:30", "八月去呼伦贝尔骑行，帮我做个行程和补给计划", ["m08", "m02", "m03", "m05"]),
             P("task", "06-23 12:10", "下周想请室友吃顿饭，帮我挑家哈尔滨本地馆子", ["m02", "m09", "m11", "m06"]),
             P("abst", "06-24 16:00", "土木工程研究生毕业好找工作吗", [], topic="土木工程"),
             P("abst", "06-25 19:20", "亚布力滑雪场在哪个市", [], topic="亚布力"),
         ]),
]

# Twin pair: the other twin's name / city / allergen must be forbidden on every probe.
TWINS = {"A11": ("周子涵", "成都", "芒果"), "A12": ("陈思远", "哈尔滨", "花生")}
TWIN_OF = {"A11": "A12", "A12": "A11"}


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def cjk_set(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in STOP}


def overlap(a, b):
    return len(cjk_set(a) & cjk_set(b))


def ts(day_time):
    """'2025-09-05 20:11' -> datetime (+08:00)."""
    return datetime.strptime(day_time, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def probe_ts(mmdd_hhmm):
    return ts("2026-" + mmdd_hhmm)


def day_end(day):
    return datetime.strptime(day, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)


def iso(dt):
    return dt.isoformat()


def parse_iso(s):
    dt = datetime.fromisoformat(s)
    if dt.utcoffset() != timedelta(hours=8):
        raise ValueError("not +08:00: " + s)
    return dt


def mem_end(c):
    """End of a core memory (explicit valid_until or private implied end), or None."""
    if c["vu"]:
        return day_end(c["vu"])
    if c["end"]:
        return day_end(c["end"])
    return None


def load_background():
    with open(BG_PATH, encoding="utf-8") as f:
        data = json.load(f)
    stmts = data["statements"]
    if not isinstance(stmts, list) or not stmts:
        raise SystemExit("background file has no statements")
    return stmts


def forbid_words_of(acc):
    words = set()
    for p in acc["probes"]:
        for alts in p["forbid"]:
            words.update(alts)
    if acc["key"] in TWIN_OF:
        words.update(TWINS[TWIN_OF[acc["key"]]])
    return sorted(words)


def exclusions(acc):
    """(topic -> reason, word -> reason) for one account."""
    topics = dict(UNIVERSAL_TOPICS)
    topics.update(acc["bg_topics"])
    words = {}
    for gname, (reason, ws) in UNIVERSAL_WORDS.items():
        for w in ws:
            words.setdefault(w, gname + ": " + reason)
    for gname, (reason, ws) in acc["bg_words"].items():
        for w in ws:
            words.setdefault(w, gname + ": " + reason)
    for w in forbid_words_of(acc):
        words.setdefault(w, "forbid: a still-valid memory must never contain a probe's forbid keyword")
    return topics, words


def bg_pool(acc, stmts):
    topics, words = exclusions(acc)
    seen, pool = set(), []
    for s in stmts:
        t = s["text"]
        if s["topic"] in topics or t in seen:
            continue
        if any(norm(w) in norm(t) for w in words):
            continue
        seen.add(t)
        pool.append(s)
    return pool


def with_twin_forbid(acc, p):
    forbid = [list(a) for a in p["forbid"]]
    if acc["key"] in TWIN_OF:
        for w in TWINS[TWIN_OF[acc["key"]]]:
            if [w] not in forbid:
                forbid.append([w])
    return forbid


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build(stmts):
    users, n = [], 0
    for acc in ACCOUNTS:
        mems = []
        for c in acc["core"]:
            m = {"id": c["id"], "content": c["content"], "type": c["type"],
                 "importance": c["importance"], "created_at": iso(ts(c["created"])),
                 "source": c["source"]}
            if c["vu"]:
                m["valid_until"] = iso(day_end(c["vu"]))
            mems.append(m)
        rng = random.Random("set7/%s/%s" % (acc["user_id"], acc["tenant"]))
        pool = bg_pool(acc, stmts)
        count = rng.randint(100, min(180, len(pool)))
        if len(pool) < 100:
            raise SystemExit("%s: background pool %d < 100" % (acc["key"], len(pool)))
        picks = rng.sample(pool, count)
        ctypes = [c["type"] for c in acc["core"]]
        cimps = [c["importance"] for c in acc["core"]]
        span = int((REF - WIN_START).total_seconds())
        for i, s in enumerate(picks, 1):
            created = WIN_START + timedelta(seconds=rng.randrange(span))
            mems.append({"id": "b%03d" % i, "content": s["text"], "type": rng.choice(ctypes),
                         "importance": rng.choice(cimps), "created_at": iso(created),
                         "source": "user_stated"})
        probes = []
        for p in acc["probes"]:
            n += 1
            q = {"id": "p%d-%s" % (n, p["kind"]), "at": iso(probe_ts(p["at"])),
                 "query": p["query"], "relevant": list(p["relevant"])}
            forbid = with_twin_forbid(acc, p)
            if forbid:
                q["forbid"] = forbid
            probes.append(q)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": SET_NAME, "users": users}


def render(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Validate
# ---------------------------------------------------------------------------
def validate(data, stmts):
    errs = []
    E = errs.append
    if not isinstance(data, dict) or data.get("format") != "memory-eval/v1":
        return ["top level: format must be memory-eval/v1"]
    if not isinstance(data.get("name"), str) or not data["name"]:
        E("top level: name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        return errs + ["top level: users must be a list of %d accounts" % len(ACCOUNTS)]
    text_topic = {}
    for s in stmts:
        text_topic.setdefault(s["text"], s["topic"])
    # accounts / user ids / twins
    pairs = [(u.get("user_id"), u.get("tenant_id")) for u in users]
    if len(set(pairs)) != len(pairs):
        E("accounts: (user_id, tenant_id) pairs are not unique")
    uids = [p[0] for p in pairs]
    if len(set(uids)) != 11:
        E("accounts: expected 11 distinct user_ids, got %d" % len(set(uids)))
    shared = [u for u in set(uids) if uids.count(u) > 1]
    twin_idx = [i for i, a in enumerate(ACCOUNTS) if a["key"] in TWINS]
    if len(shared) != 1 or sorted(i for i, u in enumerate(uids) if u in shared) != twin_idx:
        E("accounts: exactly the twin accounts must share one user_id")
    elif len({pairs[i][1] for i in twin_idx}) != 2:
        E("accounts: twins must be in two different tenants")
    kinds = {k: 0 for k in KIND_TOTALS}
    probe_ids = set()
    valid_plan, implied_plan = 0, 0
    for acc, u in zip(ACCOUNTS, users):
        key = acc["key"]
        if u.get("user_id") != acc["user_id"] or u.get("tenant_id") != acc["tenant"]:
            E("%s: user_id / tenant_id mismatch" % key)
            continue
        mems, probes = u.get("memories"), u.get("probes")
        if not isinstance(mems, list) or not isinstance(probes, list):
            E("%s: memories and probes must be lists" % key)
            continue
        by_id, latest = {}, None
        core_def = {c["id"]: c for c in acc["core"]}
        for m in mems:
            mid = m.get("id")
            if not isinstance(mid, str) or mid in by_id:
                E("%s: missing or duplicate memory id %r" % (key, mid))
                continue
            by_id[mid] = m
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                E("%s/%s: empty content" % (key, mid))
            if m.get("type") not in TYPES:
                E("%s/%s: bad type %r" % (key, mid, m.get("type")))
            imp = m.get("importance")
            if not isinstance(imp, float) or not 0.3 <= imp <= 1.0:
                E("%s/%s: importance %r not in 0.3-1.0" % (key, mid, imp))
            if m.get("source") not in SOURCES:
                E("%s/%s: bad source" % (key, mid))
            try:
                ca = parse_iso(m["created_at"])
                if not WIN_START <= ca < REF:
                    E("%s/%s: created_at outside the 12 months before REF" % (key, mid))
                latest = ca if latest is None or ca > latest else latest
                if "valid_until" in m and parse_iso(m["valid_until"]) <= ca:
                    E("%s/%s: valid_until before created_at" % (key, mid))
            except (KeyError, ValueError, TypeError) as ex:
                E("%s/%s: bad timestamp (%s)" % (key, mid, ex))
        core_ids = [i for i in by_id if i.startswith("m")]
        bg_ids = [i for i in by_id if i.startswith("b")]
        if len(core_ids) + len(bg_ids) != len(by_id):
            E("%s: memory ids must be m.. or b.." % key)
        if not 9 <= len(core_ids) <= 13 or core_ids != ["m%02d" % i for i in range(1, len(core_ids) + 1)]:
            E("%s: core ids must be m01..m09-m13 contiguous" % key)
        if sorted(core_ids) != sorted(core_def):
            E("%s: core memories on disk differ from the script" % key)
            continue
        for cid, c in core_def.items():
            m = by_id[cid]
            if m["content"] != c["content"] or not m["content"].startswith("用户"):
                E("%s/%s: core content mismatch or not third person" % (key, cid))
            if ("valid_until" in m) != bool(c["vu"]):
                E("%s/%s: valid_until presence mismatch" % (key, cid))
            end = mem_end(c)
            if end is not None:
                if c["vu"]:
                    valid_plan += 1
                else:
                    implied_plan += 1
                if end <= ts(c["created"]):
                    E("%s/%s: plan ends before it was stated" % (key, cid))
            if cid in acc["durable"] and end is not None:
                E("%s/%s: durable fact must not end" % (key, cid))
        if len(acc["durable"]) and not all(d in core_def for d in acc["durable"]):
            E("%s: unknown durable id" % key)
        # background
        if not 100 <= len(bg_ids) <= 180 or bg_ids != ["b%03d" % i for i in range(1, len(bg_ids) + 1)]:
            E("%s: background must be b001.. with 100-180 items (got %d)" % (key, len(bg_ids)))
        topics, words = exclusions(acc)
        ctypes = {c["type"] for c in acc["core"]}
        cimps = {c["importance"] for c in acc["core"]}
        for bid in bg_ids:
            m = by_id[bid]
            t = m["content"]
            if t not in text_topic:
                E("%s/%s: background text not in the background file" % (key, bid))
            elif text_topic[t] in topics:
                E("%s/%s: excluded topic %s" % (key, bid, text_topic[t]))
            hit = [w for w in words if norm(w) in norm(t)]
            if hit:
                E("%s/%s: excluded word %s (%s)" % (key, bid, hit[0], words[hit[0]]))
            if m["type"] not in ctypes or m["importance"] not in cimps:
                E("%s/%s: type/importance not drawn from the core lists" % (key, bid))
        if len({by_id[b]["content"] for b in bg_ids}) != len(bg_ids):
            E("%s: duplicate background statements" % key)
        # probes
        if len(probes) != 10 or len(acc["probes"]) != 10:
            E("%s: exactly 10 probes per account" % key)
            continue
        for p, pd in zip(probes, acc["probes"]):
            pid, kind = p.get("id", ""), pd["kind"]
            tag = "%s/%s" % (key, pid)
            if pid in probe_ids or not pid.startswith("p") or not pid.endswith("-" + kind):
                E("%s: duplicate or malformed probe id" % tag)
            probe_ids.add(pid)
            kinds[kind] += 1
            q = p.get("query")
            if not isinstance(q, str) or not q.strip() or q != pd["query"]:
                E("%s: query missing or differs from the script" % tag)
                continue
            try:
                at = parse_iso(p["at"])
            except (KeyError, ValueError, TypeError):
                E("%s: bad at" % tag)
                continue
            if latest is None or at <= latest or at <= REF:
                E("%s: probe must come after all of its user's memories" % tag)
            rel = p.get("relevant")
            if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
                E("%s: relevant must be a list of ids" % tag)
                continue
            if rel != pd["relevant"] or len(set(rel)) != len(rel):
                E("%s: relevant duplicated or differs from the script" % tag)
            for r in rel:
                if r not in core_def:
                    E("%s: relevant %s is not a core memory" % (tag, r))
                    continue
                end = mem_end(core_def[r])
                if end is not None and end <= at:
                    E("%s: relevant %s has ended at probe time" % (tag, r))
            if any(r not in core_def for r in rel):
                continue
            size = {"para": (1, 1), "direct": (1, 1), "task": (2, 4), "abst": (0, 0), "expiry": (0, 4)}[kind]
            if not size[0] <= len(rel) <= size[1]:
                E("%s: %s needs %d-%d relevant ids" % (tag, kind, size[0], size[1]))
            if kind == "para":
                ov = overlap(q, core_def[rel[0]]["content"])
                if ov > 2:
                    E("%s: para shares %d meaningful chars with %s (%s)" % (
                        tag, ov, rel[0], "".join(sorted(cjk_set(q) & cjk_set(core_def[rel[0]]["content"])))))
            if kind == "direct" and overlap(q, core_def[rel[0]]["content"]) < 2:
                E("%s: direct shares < 2 meaningful chars with %s" % (tag, rel[0]))
            if kind == "abst":
                tw = pd["topic"]
                if not tw or tw not in q or not any(tw in c["content"] for c in acc["core"]):
                    E("%s: abst topic word must be in the query and a core fact" % tag)
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or any(
                    not isinstance(a, list) or not a or not all(isinstance(w, str) and w for w in a)
                    for a in forbid):
                E("%s: forbid must be a list of non-empty keyword lists" % tag)
                continue
            if forbid != with_twin_forbid(acc, pd):
                E("%s: forbid differs from the script" % tag)
            fw = [w for a in forbid for w in a]
            for mid, m in by_id.items():
                c = core_def.get(mid)
                end = mem_end(c) if c else None
                if end is not None and end <= at and mid not in rel:
                    continue  # ended: may hold the expired plan's keyword
                for w in fw:
                    if norm(w) in norm(m["content"]):
                        E("%s: forbid %r appears in still-valid memory %s" % (tag, w, mid))
            if kind == "expiry":
                plan = core_def.get(pd["plan"])
                pend = mem_end(plan) if plan else None
                if pend is None or pend >= at:
                    E("%s: expiry probe must be asked after its plan ended" % tag)
                elif not any(norm(w) in norm(plan["content"]) for w in fw):
                    E("%s: expiry forbid must hold the plan's keyword" % tag)
                if pd["plan"] in rel:
                    E("%s: the ended plan cannot be relevant" % tag)
            if key in TWIN_OF:
                for w in TWINS[TWIN_OF[key]]:
                    if [w] not in forbid:
                        E("%s: twin forbid %s missing" % (tag, w))
    if kinds != KIND_TOTALS:
        E("kind counts %s != %s" % (kinds, KIND_TOTALS))
    if not valid_plan or not implied_plan:
        E("need both valid_until plans and wording-only plans")
    return errs


def main(argv):
    check = "--check" in argv[1:]
    if any(a not in ("--check",) for a in argv[1:]):
        print("usage: build_set7.py [--check]", file=sys.stderr)
        return 2
    stmts = load_background()
    fresh = render(build(stmts))
    if check:
        if not os.path.exists(OUT_PATH):
            print("FAIL: %s does not exist" % OUT_PATH, file=sys.stderr)
            return 1
        with open(OUT_PATH, "rb") as f:
            disk = f.read()
        try:
            data = json.loads(disk.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as ex:
            print("FAIL: file on disk is not valid UTF-8 JSON: %s" % ex, file=sys.stderr)
            return 1
        errs = validate(data, stmts)
        if disk != fresh.encode("utf-8"):
            errs.append("rebuild is not byte-identical to the file on disk")
    else:
        errs = validate(json.loads(fresh), stmts)
    if errs:
        for e in errs:
            print("FAIL: " + e, file=sys.stderr)
        print("%d problem(s)" % len(errs), file=sys.stderr)
        return 1
    data = json.loads(fresh)
    if not check:
        with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as f:
            f.write(fresh)
    core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    probes = sum(len(u["probes"]) for u in data["users"])
    print("%s: %s OK - %d accounts, %d core + %d background memories, %d probes" % (
        "check" if check else "build", os.path.basename(OUT_PATH), len(data["users"]), core, bg, probes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
