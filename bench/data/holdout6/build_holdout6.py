#!/usr/bin/env python3
"""Build the blind held-out Chinese retrieval set "holdout6" (memory-eval/v1).

How it was written
  Blind. The author read exactly two project files:
  /work/shared/eval/FORMAT.md (the memory-eval/v1 format) and
  /work/main/bench/data/src/background_pool.py (POOL and PLACE_WORDS are
  imported from it at build time, never copied). No other data set, engine
  code, doc, test or git history was read; the engine and the evaluator were
  never run on this file. Every core memory and every probe below is
  hand-written for this set.

Accounts (12: eleven user_ids, one of them in two tenants)
  k1  h6_u01 / default   谭雨桐, 16, 长沙高一; 1型糖尿病(胰岛素泵), 猫毛过敏, 晕车,
                         single mother (night-shift nurse); teen slang + 湖南话.
  k2  h6_u02 / default   马老, 81, 回族, 西宁; wheelchair after a stroke, hearing
                         aids, hypertension, prays five times a day; 西北话.
  k3  h6_u03 / default   何凯琪, 34, 香港社工, Catholic, asthma, no beef, lives
                         with her partner; Cantonese register.
  k4  h6_u04 / default   罗志远, 45, 成都, born deaf (sign language), gout,
                         Buddhist (初一十五吃素); terse typed fragments.
  k5  h6_u05 / default   黄伟杰, 29, Malaysian Chinese in 吉隆坡, 蛋奶素, pregnant
                         wife, insomnia; Malaysian Mandarin ("lah", 吃风).
  k6  h6_u06 / default   林秀英, 72, 潮州, both knees replaced, illiterate,
                         raises an 8-year-old grandson with an egg allergy; 潮汕话.
  k7  h6_u07 / default   陈志豪, 38, 台中 physics teacher, mango allergy,
                         claustrophobia, Japanese wife, two small daughters; 台湾腔.
  k8  h6_u07 / agency_b  苏婉婷, 27, 温哥华 paediatric nurse, peanut allergy,
                         vegan, Korean-Canadian boyfriend; Chinese-English mix.
                         Same user_id as k7, different tenant, different person:
                         every probe of k7 forbids 苏婉婷/温哥华/花生 and every
                         probe of k8 forbids 陈志豪/台中/芒果.
  k9  h6_u08 / default   吴阿勇, 24, 苗族 delivery rider in 东莞, lactose
                         intolerant, cannot swim, tight budget; young slang.
  k10 h6_u09 / default   周静怡, 39, Berlin linguist, fully blind with a guide
                         dog, alcohol allergy, German husband; long rambling
                         voice-input messages.
  k11 h6_u10 / default   赵红霞, 42, 河南 long-haul truck driver (husband-and-wife
                         team), lumbar disc herniation, no spicy food; 河南话.
  k12 h6_u11 / default   郑国栋, 55, 福州长乐 restaurant owner in Flushing NY,
                         Christian, acrophobia, varicose veins, green card with
                         a Chinese passport, wife gets seasick.

Core memories
  9-13 hand-written memories per account, created over the 12 months before
  REF = 2026-06-01+08:00. Memory ids are "u<k>m<nnn>", numbered together with
  the background in created_at order, so an id carries no signal. Types are
  fact / preference / profile / relation / event.

Dated plans (every account has one plan with an explicit valid_until and one
left for the engine to infer from its wording)
  inferred:  k1 今年暑假 北京研学营 | k2 2026年国庆 银川沙湖 | k3 2026年8月 北海道自驾 |
             k4 2026年国庆 西双版纳 | k5 2026年8月 永春寻根 | k6 今年暑假 去深圳 |
             k7 今年暑假 冲绳 | k8 2026年8月 首尔 | k9 2026年国庆 见家长 |
             k10 今年暑假 回国 | k11 今年暑假 茶卡盐湖 | k12 2026年8月 阿拉斯加邮轮
  explicit:  k1 广州漫展 7/18 | k2 青海湖一日游 6/20 | k3 台北婚礼 6/27 |
             k4 上海交流会 7/10-12 | k5 新加坡出差 6/22 | k6 汕头复查 6/15 |
             k7 台南竞赛 6/13 | k8 广州探亲 7/3-20 | k9 深圳演唱会 6/27 |
             k10 维也纳会议 7/2-5 | k11 郑州陪考 6/7-9 | k12 福州八十大寿 6/30-7/20
  For validation an inferred plan ends at the end of its period (暑假 and
  "2026年8月": 2026-08-31; 国庆: 2026-10-08). Probes that need a plan are asked
  before it ends; expiry probes are asked at least a week after it ended.
  Durable facts carry time words that must NOT expire (每年寒假, 每年古尔邦节,
  每年农历新年, 每周三, 每年农历三月, 每年苗年, 每年圣诞节, 每年腊月二十三,
  每年暑假, 每周四, 每周二, 每周日, 每周五) and are probed after the last
  occurrence of that date.

Probe kinds (ids "p<n>-<kind>", every probe asked after all of its user's
memories)
  para    one stored fact asked in other words; at most 2 meaningful
          characters shared with it (function words excluded, checked below);
          relies on world knowledge: brand/drug names (络活喜, Ventolin, EpiPen),
          dishes containing the allergen or forbidden food (爱文冰, 糖不甩,
          肉骨茶, 马卡龙, 毛肚鸭肠), nicknames and slang (旱鸭子, 毛爷爷, 四个轱辘),
          descriptions by function.
  task    a planning request; relevant = every memory a careful planner must
          weigh (2-4 ids).
  direct  the user asks about themselves.
  abst    needs no personal memory (relevant: []), but shares a topic word
          with one of the user's core facts; a general question.
  expiry  asked after a dated plan ended; the plan is not relevant and its
          keyword is in forbid.
  bg      targets one background memory pinned into that user's sample.

Background hygiene
  150-220 background memories per account, sampled from POOL with a fixed
  per-account seed; type and importance drawn from the account's own core
  lists. One cluster per exclusive family per account (some forced, e.g. the
  HK user commutes by metro). "active" statements are dropped for users with
  mobility constraints (k2, k6, k12). Statements naming a PLACE_WORDS place that
  appears in the account's core facts or non-abstention probes are dropped, as
  are statements containing any of the account's forbid keywords. Per-account
  topic and keyword drops remove contradictions with the persona (e.g. office
  work for a teen, music for the deaf user, visual hobbies for the blind user,
  reading/writing for the illiterate grandmother, "睡" for users whose core
  facts fix their sleep, app-heavy items for the trucker who cannot book
  tickets on a phone, English-learning items for native/non-English speakers);
  they are written out in ACCOUNTS below. Accounts whose housing cluster is
  "rent" also lose the owners'-committee statements (RENTER_DROPS).

Usage
  python3 build_holdout6.py           write zh_retrieval_holdout6.json
  python3 build_holdout6.py --check   validate the file on disk and check that a
                                      rebuild is byte-identical
Stdlib only; deterministic.
"""

import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

sys.dont_write_bytecode = True  # write nothing outside this directory
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
from background_pool import POOL, PLACE_WORDS  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout6.json")
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 1, tzinfo=TZ)
WINDOW_START = datetime(2025, 6, 1, tzinfo=TZ)
BG_MIN, BG_MAX = 150, 220
KIND_RANGES = {"para": (36, 44), "task": (20, 24), "direct": (8, 12),
               "abst": (18, 22), "expiry": (8, 12), "bg": (5, 7)}
TYPES = {"fact", "preference", "profile", "relation", "event"}
INFERRED_END = {"暑假": "2026-08-31 23:59", "8月": "2026-08-31 23:59",
                "国庆": "2026-10-08 00:00"}

# function words ignored by the paraphrase-overlap check
FUNCTION_CHARS = set(
    "的了是在有和与及也就都还又很太吗呢吧啊呀嘛哦么个这那些我你他她它们咱俺阮恁"
    "要会能可以把被给对让从为而或之其所但如果着过地一不没啥咋什怎样嗯喔欸"
    "嘅咗唔係嗰啲咁佢冇嘢喺噉用户")

# ---------------------------------------------------------------- shared drop lists
WORK_WORDS = ["公司", "同事", "领导", "加班", "上班", "跳槽", "述职", "绩效", "年终",
              "年会", "工位", "员工", "例会", "周报", "转岗", "出差", "在职", "研究生",
              "教师资格证", "项目管理"]
ELDER_WORDS = ["大学", "室友", "驾照", "父母", "父亲", "母亲", "外婆", "爷爷", "奶奶",
               "手游", "王者荣耀", "学校", "弟弟", "堂弟", "侄子", "黑神话", "剧本杀"]
MOBILITY_WORDS = ["跑", "骑", "爬", "跳", "健身", "游泳", "滑冰", "遛", "球"]
MAINLAND_APPS = ["企业微信", "个人所得税", "养老金", "医保", "88VIP", "双十一", "春晚",
                 "驿站", "业主群", "业委会", "物业", "广场舞", "微信读书", "随手记",
                 "下厨房", "城乡", "12306", "北京", "武汉", "深圳", "天津"]

# a tenant is not a flat owner: dropped for every account whose housing cluster is "rent"
RENTER_DROPS = ["业主", "业委会"]

PAIR_A = [["苏婉婷"], ["温哥华"], ["花生"]]   # forbidden in every probe of k7
PAIR_B = [["陈志豪"], ["台中"], ["芒果"]]     # forbidden in every probe of k8


def M(key, when, mtype, imp, content, valid_until=None):
    return {"key": key, "when": when, "type": mtype, "importance": imp,
            "content": content, "valid_until": valid_until}


def P(kind, when, query, relevant, forbid=None, **extra):
    return {"kind": kind, "when": when, "query": query, "relevant": relevant,
            "forbid": forbid or [], "extra": extra}


ACCOUNTS = [
    # ------------------------------------------------------------------ k1
    dict(k=1, user_id="h6_u01", tenant="default",
         core=[
             M("name", "2025-09-03 19:20", "profile", 0.8, "用户叫谭雨桐，16岁，在长沙一所中学读高一"),
             M("t1d", "2025-06-20 21:05", "fact", 0.95, "用户有1型糖尿病，身上一直戴着胰岛素泵"),
             M("mom", "2025-07-15 22:10", "relation", 0.7, "用户跟妈妈两个人生活，妈妈是医院的夜班护士"),
             M("cat", "2025-10-11 12:30", "fact", 0.85, "用户对猫毛过敏，一接触就打喷嚏、眼睛发痒"),
             M("carsick", "2025-11-02 18:45", "fact", 0.8, "用户晕车很厉害，坐大巴超过一小时就会吐"),
             M("anime", "2025-12-20 23:15", "preference", 0.6, "用户是二次元爱好者，最喜欢《排球少年》，想cos日向翔阳"),
             M("grandma", "2025-12-28 20:00", "fact", 0.65, "用户每年寒假都会去湘西凤凰的外婆家住半个月"),
             M("cilantro", "2026-01-09 12:10", "preference", 0.6, "用户不吃香菜，闻到味道都受不了"),
             M("budget", "2026-02-20 21:40", "fact", 0.55, "用户攒了两千块压岁钱，说好只拿来出去玩"),
             M("math", "2026-03-01 10:00", "fact", 0.45, "用户每周六上午都有数学补习课，雷打不动"),
             M("study", "2026-03-18 20:20", "event", 0.75, "用户今年暑假要参加学校组织的北京研学营，一共七天"),
             M("expo", "2026-05-06 22:30", "event", 0.7, "用户买了7月18日广州漫展的门票，打算穿日向的cos服去",
               valid_until="2026-07-19 00:00"),
         ],
         plans={"study": dict(kind="inferred", period="暑假", words=["研学", "北京"]),
                "expo": dict(kind="explicit", words=["漫展"])},
         durable={"grandma": "2026-02-15 00:00", "math": "2026-05-30 00:00"},
         bg=dict(drop_topics=["work", "commute", "car", "finance", "family", "pets", "health", "volunteer"],
                 drop_words=WORK_WORDS + ["大学", "工作", "房租", "房东", "房贷", "买了房", "房子", "装修",
                                          "结婚", "婚礼", "份子钱", "酒", "孩子", "侄子", "退休", "父母",
                                          "信用卡", "网购花销", "猫", "宴会", "驾照", "自驾", "沙发", "88VIP", "业主"],
                 force={}, mobility=False, pin=["用户喜欢玩魔方，一分钟内能还原"]),
         probes=[
             P("para", "2026-06-12 20:10", "坐飞机过安检的时候，我腰上别着的那个自动打针的小机器要摘下来吗？", ["t1d"]),
             P("para", "2026-06-14 21:30", "周末同学喊我去她家过夜，她屋里养了两只布偶一只英短，我去得不？", ["cat"]),
             P("para", "2026-06-16 19:05", "那种要坐好几个钟头的客车，我一上去就翻江倒海，有冇么子办法？", ["carsick"]),
             P("para", "2026-06-20 12:20", "帮我点碗米粉，备注一下芫荽莫放", ["cilantro"]),
             P("abst", "2026-06-18 22:00", "排球比赛一局打到多少分？", [], topic="排球"),
             P("task", "2026-06-25 20:40", "7月18号去广州漫展，从长沙过去，帮我排一下那天的行程", ["expo", "t1d", "carsick", "budget"]),
             P("direct", "2026-07-02 23:10", "我跟你说过我最爱的是哪部番来着？", ["anime"]),
             P("bg", "2026-07-20 16:00", "有没有那种比谁转方块转得快的比赛？我想报名试试，我还挺快的", ["bg:用户喜欢玩魔方，一分钟内能还原"]),
             P("expiry", "2026-10-15 21:15", "学校说下学期还有外出实践活动，让我们自己报方向，去哪类地方比较好？",
               ["t1d", "carsick"], [["研学", "北京"]], plans=["study"]),
             P("task", "2027-01-08 19:30", "寒假快到了，帮我看看去外婆家怎么走最舒服", ["grandma", "carsick"], durable="grandma"),
         ]),
    # ------------------------------------------------------------------ k2
    dict(k=2, user_id="h6_u02", tenant="default",
         core=[
             M("name", "2025-06-14 10:20", "profile", 0.8, "用户姓马，81岁，退休前是青藏铁路的工程师"),
             M("halal", "2025-06-14 10:25", "preference", 0.95, "用户是回族，只吃清真饭菜"),
             M("wheel", "2025-07-02 16:00", "fact", 0.95, "用户前年中风后左半边身子不利索，出门得坐轮椅"),
             M("hearing", "2025-08-19 09:30", "fact", 0.8, "用户耳背，两边耳朵都戴着助听器"),
             M("family", "2025-09-30 19:00", "relation", 0.75, "用户跟儿子儿媳住在西宁，出远门都是儿子开车"),
             M("prayer", "2025-10-22 08:40", "preference", 0.85, "用户每天要做五次礼拜，出远门也得找干净地方礼拜"),
             M("bp", "2025-11-17 07:50", "fact", 0.85, "用户有高血压，每天早上吃一片氨氯地平"),
             M("train", "2026-01-05 15:30", "preference", 0.7, "用户不爱坐飞机，嫌起降时耳朵疼，出远门更愿意坐火车卧铺"),
             M("eid", "2026-02-11 11:00", "fact", 0.7, "用户每年古尔邦节都要回循化老家跟兄弟们一起过"),
             M("grandson", "2026-03-03 20:15", "relation", 0.5, "用户的孙子马俊在兰州读大学，学的是土木工程"),
             M("yinchuan", "2026-04-09 18:30", "event", 0.75, "用户打算2026年国庆让儿子开车带全家去银川看沙湖"),
             M("lake", "2026-05-12 09:10", "event", 0.6, "用户报了社区老年协会6月20日去青海湖的一日游",
               valid_until="2026-06-21 00:00"),
         ],
         plans={"yinchuan": dict(kind="inferred", period="国庆", words=["沙湖", "银川"]),
                "lake": dict(kind="explicit", words=["一日游"])},
         durable={"eid": "2026-05-27 00:00"},
         bg=dict(drop_topics=["work", "commute", "car", "games", "learning", "sports", "family", "health"],
                 drop_words=WORK_WORDS + ELDER_WORDS + MOBILITY_WORDS +
                 ["喝酒", "啤酒", "红酒", "酒吧", "猪", "工作", "耳机", "房贷", "租房", "房租", "房东", "买了房",
                  "装修", "甲醛", "个人所得税", "养老金", "重疾险", "便当", "海贼王"],
                 force={"pet": "fish"}, mobility=True, pin=[]),
         probes=[
             P("para", "2026-06-05 11:00", "到外地吃饭，给我寻那种门口挂绿牌牌、招牌上有阿拉伯字的馆子", ["halal"]),
             P("direct", "2026-06-08 20:30", "我那个孙子在哪儿念书来着，学的啥？", ["grandson"]),
             P("para", "2026-06-09 09:40", "坐火车报站我老是漏掉，塞在耳眼里那俩放大声音的玩意儿有啥法子调", ["hearing"]),
             P("para", "2026-06-22 08:15", "出门半个月，络活喜得备几盒？", ["bp"]),
             P("para", "2026-07-01 16:30", "景区里台阶多，我这坐着四个轱辘的上得去不？", ["wheel"]),
             P("abst", "2026-07-08 10:00", "清真和halal说的是一回事吗？", [], topic="清真"),
             P("abst", "2026-07-15 15:20", "古尔邦节跟开斋节差几天？", [], topic="古尔邦节"),
             P("task", "2026-08-20 19:00", "国庆去银川沙湖，你帮着看看一路上咋安排，住哪儿吃啥", ["yinchuan", "wheel", "halal", "prayer"]),
             P("expiry", "2026-11-12 10:30", "天凉了，想趁还能动弹再出去转一趟，你看去哪儿合适",
               ["wheel", "halal", "train"], [["沙湖", "银川"]], plans=["yinchuan"]),
             P("task", "2026-12-10 18:45", "明年过节还是回循化，今年那趟路上颠得够呛，下回咋走舒坦点", ["eid", "wheel"], durable="eid"),
         ]),
    # ------------------------------------------------------------------ k3
    dict(k=3, user_id="h6_u03", tenant="default",
         core=[
             M("name", "2025-06-25 21:00", "profile", 0.8, "用户叫何凯琪，住在香港将军澳，在深水埗做社工"),
             M("partner", "2025-07-30 22:15", "relation", 0.6, "用户和伴侣阿Kit住在一起，两人没有小孩"),
             M("asthma", "2025-08-08 08:20", "fact", 0.95, "用户有哮喘，出门一定随身带着吸入剂"),
             M("mass", "2025-09-14 13:00", "preference", 0.8, "用户是天主教徒，每个星期日上午都要去望弥撒"),
             M("heat", "2025-10-05 17:40", "fact", 0.75, "用户很怕热，夏天在外面走二十分钟就会头晕"),
             M("beef", "2025-11-20 20:30", "preference", 0.8, "用户不吃牛肉，家里从小就不吃"),
             M("licence", "2025-12-03 19:10", "fact", 0.6, "用户去年办了国际驾驶执照，但从来没在靠右行驶的地方开过车"),
             M("minsu", "2026-01-17 22:45", "preference", 0.55, "用户出门旅行喜欢住民宿，不太喜欢连锁酒店"),
             M("macau", "2026-02-08 11:30", "relation", 0.6, "用户的妈妈住在澳门，用户每个月过去看她一次"),
             M("hokkaido", "2026-03-22 21:20", "event", 0.8, "用户计划2026年8月和阿Kit去日本北海道自驾十天"),
             M("taipei", "2026-04-30 23:00", "event", 0.65, "用户订了6月27日飞台北的机票，去参加大学同学的婚礼",
               valid_until="2026-06-29 00:00"),
             M("mandarin", "2026-05-10 18:00", "fact", 0.5, "用户普通话讲得不太好，在内地问路更习惯用英文或者写字"),
         ],
         plans={"hokkaido": dict(kind="inferred", period="8月", words=["北海道"]),
                "taipei": dict(kind="explicit", words=["台北", "婚礼"])},
         durable={},
         bg=dict(drop_topics=["health", "family"],
                 drop_words=MAINLAND_APPS + ["驾照", "牛", "父母", "父亲", "母亲", "机械工程", "睡懒觉"],
                 force={"commute": "metro", "car": "none"}, mobility=False, pin=[]),
         probes=[
             P("para", "2026-06-06 22:10", "去旅行之前想check下，我嗰支蓝色Ventolin仲剩半支，使唔使多买一支傍身？", ["asthma"]),
             P("para", "2026-06-11 20:45", "札幌有冇A5级嘅烧肉店推介？", ["beef"]),
             P("para", "2026-06-13 23:20", "八月去京都行寺，听讲成日三十七度，我呢个体质顶唔顶得顺？", ["heat"]),
             P("para", "2026-06-15 09:30", "礼拜日喺札幌边度可以领圣体？", ["mass"]),
             P("abst", "2026-06-20 14:00", "望一台弥撒大概要几耐？", [], topic="弥撒"),
             P("abst", "2026-06-27 21:40", "哮喘同过敏性鼻炎有咩分别？", [], topic="哮喘"),
             P("abst", "2026-07-01 12:15", "澳门大三巴系边个年代起嘅？", [], topic="澳门"),
             P("task", "2026-07-05 22:30", "八月北海道自驾，帮我plan下路线同住宿", ["hokkaido", "licence", "minsu", "mass"]),
             P("expiry", "2026-07-12 20:00", "十一月想同阿Kit去台湾环岛，有冇路线推介？",
               ["licence", "minsu"], [["台北", "婚礼"]], plans=["taipei"]),
         ]),
    # ------------------------------------------------------------------ k4
    dict(k=4, user_id="h6_u04", tenant="default",
         core=[
             M("name", "2025-06-09 14:00", "profile", 0.8, "用户叫罗志远，45岁，在成都开了一间平面设计工作室"),
             M("deaf", "2025-06-09 14:05", "fact", 0.95, "用户先天失聪，平时靠手语和打字交流"),
             M("wife", "2025-07-21 20:30", "relation", 0.6, "用户的妻子也是聋人，两人在聋人协会认识"),
             M("gout", "2025-08-30 21:10", "fact", 0.9, "用户有痛风，医生让他少吃海鲜和动物内脏，别喝啤酒"),
             M("buddhist", "2025-10-13 07:30", "preference", 0.75, "用户信佛，每月初一、十五吃素"),
             M("text", "2025-11-04 16:20", "preference", 0.85, "用户订酒店、订票都要求能用文字沟通，不能只留电话"),
             M("wake", "2025-12-12 22:00", "fact", 0.6, "用户早上靠手环震动叫醒，听不见闹钟和敲门声"),
             M("daughter", "2026-01-14 19:45", "relation", 0.6, "用户的女儿是健听人，在重庆读初二，常帮他打电话"),
             M("photo", "2026-02-02 10:10", "preference", 0.55, "用户爱拍老建筑，出门总背着相机和三脚架"),
             M("banna", "2026-03-28 21:00", "event", 0.75, "用户计划2026年国庆带妻子和女儿去西双版纳"),
             M("signclass", "2026-04-11 18:00", "fact", 0.5, "用户每周四晚上在聋人协会教手语课"),
             M("shanghai", "2026-05-15 15:30", "event", 0.7, "用户报名了上海的聋人设计师交流会，7月10日到12日",
               valid_until="2026-07-13 00:00"),
         ],
         plans={"banna": dict(kind="inferred", period="国庆", words=["西双版纳", "版纳"]),
                "shanghai": dict(kind="explicit", words=["交流会"])},
         durable={"signclass": "2026-07-16 00:00"},
         bg=dict(drop_topics=["music", "health", "work", "commute"],
                 drop_words=["听", "播客", "耳机", "音箱", "电话", "唱", "KTV", "相声", "评书", "广播",
                             "铃声", "手语", "闹", "脱口秀", "说话", "语速", "海鲜", "啤酒", "内脏", "公司", "周报",
                             "演讲", "钓鱼"],
                 force={}, mobility=False, pin=["用户喜欢研究各种茶叶，最爱喝岩茶"]),
         probes=[
             P("para", "2026-06-07 12:30", "成都 火锅 想点 毛肚 鸭肠 黄喉 脑花 可以 吗", ["gout"]),
             P("para", "2026-06-10 08:50", "飞机 上 广播 我 收不到 有 什么 办法 提醒", ["deaf"]),
             P("task", "2026-06-15 21:00", "7月 上海 交流会 帮 订 酒店 车票", ["shanghai", "text", "wake"]),
             P("para", "2026-06-24 07:40", "月半 那天 出门 想 找 斋菜 馆", ["buddhist"]),
             P("abst", "2026-07-03 22:15", "痛风 是 尿酸 高 引起 的 吗", [], topic="痛风"),
             P("direct", "2026-07-22 19:10", "我 每周 哪天 晚上 去 协会 教课", ["signclass"], durable="signclass"),
             P("bg", "2026-08-05 15:45", "武夷山 大红袍 哪里 买 正宗", ["bg:用户喜欢研究各种茶叶，最爱喝岩茶"]),
             P("task", "2026-08-25 20:20", "国庆 版纳 一家 三口 五天 吃 住 行 帮 安排", ["banna", "gout", "text"]),
             P("expiry", "2026-10-26 21:30", "想 再 带 老婆 孩子 去 暖和 地方 玩 几天 推荐",
               ["gout", "text", "wife"], [["西双版纳", "版纳"]], plans=["banna"]),
         ]),
    # ------------------------------------------------------------------ k5
    dict(k=5, user_id="h6_u05", tenant="default",
         core=[
             M("name", "2025-06-18 20:00", "profile", 0.8, "用户叫黄伟杰，29岁，马来西亚华人，在吉隆坡做软件工程师"),
             M("veg", "2025-07-09 12:30", "preference", 0.9, "用户吃蛋奶素，不吃任何肉类和海鲜"),
             M("hokkien", "2025-08-02 21:15", "profile", 0.4, "用户家里讲福建话，普通话带点马来西亚口音"),
             M("ipoh", "2025-09-27 19:00", "fact", 0.7, "用户每年农历新年都回怡保老家跟爸妈团圆"),
             M("durian", "2025-10-30 13:20", "preference", 0.6, "用户闻到榴莲的味道就想吐"),
             M("sleep", "2025-11-21 23:40", "preference", 0.7, "用户长期失眠，住酒店一定要安静的房间"),
             M("metro", "2025-12-19 22:00", "preference", 0.55, "用户出国玩习惯住在地铁站附近"),
             M("spicy", "2026-01-11 19:30", "preference", 0.5, "用户很能吃辣，越辣越开心"),
             M("wife", "2026-02-14 21:00", "relation", 0.9, "用户的太太正在怀孕，孕期反应比较大"),
             M("fujian", "2026-03-06 22:10", "event", 0.75, "用户计划2026年8月第一次回福建永春寻根祭祖"),
             M("futsal", "2026-04-02 20:45", "fact", 0.45, "用户每周二晚上跟同事踢五人制足球"),
             M("sg", "2026-05-20 18:30", "event", 0.6, "用户6月22日要去新加坡出差三天",
               valid_until="2026-06-25 00:00"),
         ],
         plans={"fujian": dict(kind="inferred", period="8月", words=["永春"]),
                "sg": dict(kind="explicit", words=["新加坡"])},
         durable={"ipoh": "2026-02-17 00:00"},
         bg=dict(drop_topics=[],
                 drop_words=MAINLAND_APPS + ["鱼油", "钓鱼", "睡", "榴莲", "辣"],
                 force={}, mobility=False, pin=["用户喜欢玩桌游，尤其是卡坦岛"]),
         probes=[
             P("para", "2026-06-09 13:00", "去槟城吃风，炒粿条、肉骨茶这些必吃的帮我排进去lah", ["veg"]),
             P("para", "2026-06-17 21:20", "猫山王季节到了，朋友约去文冬果园，我要不要去？", ["durian"]),
             P("para", "2026-06-21 23:50", "我这个晚上睡不着的老毛病，订房要注意什么？", ["sleep"]),
             P("task", "2026-06-28 22:00", "八月去永春寻根，太太也一起去，帮我规划下行程要注意什么", ["fujian", "wife", "veg"]),
             P("abst", "2026-07-06 19:40", "榴莲和山竹一起吃会上火吗？", [], topic="榴莲"),
             P("abst", "2026-07-14 12:00", "马来西亚护照去中国现在还要签证吗？", [], topic="马来西亚"),
             P("bg", "2026-07-30 20:30", "我最爱的那个换羊换砖头的桌游出新扩展了吗？", ["bg:用户喜欢玩桌游，尤其是卡坦岛"]),
             P("expiry", "2026-09-25 21:00", "年底想带太太去哪里短途放松一下，推荐一下",
               ["wife", "veg", "sleep"], [["永春"]], plans=["fujian"]),
             P("direct", "2027-01-20 22:30", "我每年新年都回哪里过？你记得吗", ["ipoh"], durable="ipoh"),
         ]),
    # ------------------------------------------------------------------ k6
    dict(k=6, user_id="h6_u06", tenant="default",
         core=[
             M("name", "2025-06-30 09:00", "profile", 0.8, "用户叫林秀英，72岁，住在潮州老城区"),
             M("knees", "2025-07-12 10:30", "fact", 0.95, "用户两个膝盖都换过人工关节，走路超过半小时就得歇"),
             M("grandson", "2025-08-05 19:20", "relation", 0.85, "用户带着8岁的孙子阿浩生活，孩子爸妈都在外地打工"),
             M("egg", "2025-09-09 20:00", "fact", 0.9, "用户的孙子阿浩对鸡蛋过敏，吃了会起疹子"),
             M("tea", "2025-10-01 15:00", "preference", 0.55, "用户每天都要喝工夫茶，出门也带着一套茶具"),
             M("illiterate", "2025-10-28 16:30", "fact", 0.8, "用户不识字，只会讲潮州话，普通话只听得懂一点"),
             M("yinglaoye", "2025-11-30 18:00", "fact", 0.6, "用户每年正月都要去看村里的营老爷"),
             M("papercut", "2026-01-07 15:10", "fact", 0.5, "用户每周三下午在社区老人活动中心教剪纸"),
             M("gall", "2026-02-19 11:20", "fact", 0.75, "用户有胆结石，吃不得太油腻的东西"),
             M("boat", "2026-03-10 17:00", "fact", 0.65, "用户坐船会晕，年轻时去南澳岛吐了一路"),
             M("sz", "2026-04-16 20:30", "event", 0.8, "用户打算今年暑假带阿浩去深圳跟他爸妈住一个月"),
             M("hosp", "2026-05-18 09:40", "event", 0.7, "用户6月15日要去汕头的医院复查膝盖",
               valid_until="2026-06-16 00:00"),
         ],
         plans={"sz": dict(kind="inferred", period="暑假", words=["深圳"]),
                "hosp": dict(kind="explicit", words=["复查"])},
         durable={"papercut": "2026-08-05 00:00"},
         bg=dict(drop_topics=["work", "commute", "car", "games", "learning", "sports", "family", "health",
                              "tech", "reading", "finance"],
                 drop_words=WORK_WORDS + ELDER_WORDS + MOBILITY_WORDS +
                 ["书", "读", "写", "日记", "博客", "清单", "便利贴", "笔记", "报纸", "字", "Excel", "数独",
                  "手账", "App", "微博", "朋友圈", "英", "茶", "乐高", "模型", "电脑", "Notion", "插件", "学",
                  "房贷", "买了房", "装修", "甲醛", "网", "购物车", "88VIP", "双十一", "驿站", "二手", "代购",
                  "首发", "大三", "支教", "导诊", "工作", "自驾", "996"],
                 force={"grocery": "market"}, mobility=True, pin=[]),
         probes=[
             P("para", "2026-06-19 10:00", "我这两条腿里装着钛合金，去景区逛要注意乜个？", ["knees"]),
             P("task", "2026-06-20 20:10", "暑假带阿浩去深圳，路上怎么走舒服，阿浩食的要注意乜？", ["sz", "knees", "egg"]),
             P("para", "2026-06-23 19:30", "孙仔吵着要食马卡龙同舒芙蕾，买得买唔得？", ["egg"]),
             P("para", "2026-06-26 16:00", "我睇唔明路牌同菜单，又唔会讲国语，出门点算？", ["illiterate"]),
             P("para", "2026-07-03 11:45", "去外地食红烧肉、炸鸡这些，我食得唔食得？", ["gall"]),
             P("direct", "2026-07-09 20:20", "阮孙仔今年几岁了？我老糊涂记不住", ["grandson"]),
             P("abst", "2026-07-16 15:30", "潮州工夫茶一般用什么茶叶？", [], topic="工夫茶"),
             P("abst", "2026-07-24 10:10", "营老爷是什么时候兴起的习俗？", [], topic="营老爷"),
             P("task", "2026-08-10 09:20", "下礼拜想去汕头看老姐妹，哪天去合适，帮我安排下", ["papercut", "knees"], durable="papercut"),
         ]),
    # ------------------------------------------------------------------ k7
    dict(k=7, user_id="h6_u07", tenant="default",
         core=[
             M("name", "2025-06-06 21:00", "profile", 0.85, "用户叫陈志豪，38岁，住在台中"),
             M("job", "2025-07-03 20:10", "profile", 0.6, "用户在高中教物理，寒暑假比较有空"),
             M("mango", "2025-07-27 13:40", "fact", 0.95, "用户对芒果严重过敏，碰到芒果皮都会肿起来"),
             M("daughters", "2025-08-22 21:30", "relation", 0.8, "用户有两个女儿，大的6岁，小的3岁"),
             M("wife", "2025-09-18 22:00", "relation", 0.65, "用户的太太美纪是日本人，会讲一点中文"),
             M("car", "2025-10-25 10:15", "preference", 0.55, "用户全家出游都开自家的七人座休旅车"),
             M("mazu", "2025-11-15 19:50", "fact", 0.6, "用户家拜妈祖，每年农历三月都会跟着大甲妈祖绕境走一段"),
             M("claustro", "2025-12-08 22:20", "fact", 0.75, "用户有幽闭恐惧症，不敢坐小飞机，也不敢钻山洞"),
             M("okinawa", "2026-03-14 21:45", "event", 0.8, "用户计划今年暑假全家去冲绳看太太娘家的亲戚"),
             M("tainan", "2026-05-21 20:00", "event", 0.6, "用户6月13日要带学生去台南参加物理竞赛",
               valid_until="2026-06-14 00:00"),
             M("rest", "2026-01-26 21:10", "preference", 0.5, "用户周末早上固定带女儿去公园骑脚踏车"),
         ],
         plans={"okinawa": dict(kind="inferred", period="暑假", words=["冲绳"]),
                "tainan": dict(kind="explicit", words=["竞赛"])},
         durable={"mazu": "2026-04-20 00:00"},
         pair_forbid=PAIR_A,
         bg=dict(drop_topics=["work", "commute"],
                 drop_words=MAINLAND_APPS + ["微信", "机械工程", "公司", "索道"],
                 force={"car": "gas"}, mobility=False, pin=[]),
         probes=[
             P("para", "2026-06-07 15:00", "夏天去玉井吃爱文冰可以吗？", ["mango"]),
             P("abst", "2026-06-12 21:30", "台中的太阳饼里面包的是什么？", [], topic="台中"),
             P("task", "2026-06-22 22:00", "暑假冲绳那趟，帮我排一下行程，要在当地租车", ["okinawa", "daughters", "mango", "car"]),
             P("para", "2026-06-27 20:15", "去兰屿要搭德安航空还是搭船比较好？", ["claustro"]),
             P("para", "2026-07-06 10:40", "带两个小朋友搭高铁，要买几张票？", ["daughters"]),
             P("direct", "2026-07-18 22:50", "我太太叫什么名字你还记得吗？", ["wife"]),
             P("abst", "2026-08-01 19:00", "大甲妈祖绕境一般走几天？", [], topic="妈祖"),
             P("expiry", "2026-09-20 21:00", "中秋连假想全家出去玩三天，有什么推荐？",
               ["daughters", "car", "mango"], [["冲绳"]], plans=["okinawa"]),
             P("task", "2027-03-10 20:30", "今年妈祖绕境，我想带大女儿走一段，要准备什么？", ["mazu", "daughters"], durable="mazu"),
         ]),
    # ------------------------------------------------------------------ k8
    dict(k=8, user_id="h6_u07", tenant="agency_b",
         core=[
             M("name", "2025-06-11 22:30", "profile", 0.85, "用户叫苏婉婷，27岁，住在温哥华"),
             M("peanut", "2025-06-28 12:00", "fact", 0.95, "用户对花生严重过敏，随身带着急救针"),
             M("job", "2025-07-19 08:00", "profile", 0.6, "用户是儿科护士，在医院轮班，很难请长假"),
             M("reading", "2025-08-24 21:20", "fact", 0.55, "用户中文会说不太会写，看简体字比较吃力"),
             M("parents", "2025-09-29 19:30", "relation", 0.6, "用户的父母八十年代从广州移民过去，在列治文开面包店"),
             M("vegan", "2025-11-08 18:10", "preference", 0.7, "用户最近开始吃纯素"),
             M("bf", "2025-12-14 23:00", "relation", 0.55, "用户的男朋友Ethan是韩裔，正在学中文"),
             M("aisle", "2026-01-21 20:40", "preference", 0.6, "用户坐长途飞机一定要选靠过道的位置"),
             M("shift", "2026-02-16 07:30", "fact", 0.6, "用户每周一、周四上夜班"),
             M("gz", "2026-03-19 22:00", "event", 0.8, "用户7月3日到20日第一次回广州探亲",
               valid_until="2026-07-21 00:00"),
             M("seoul", "2026-04-22 21:30", "event", 0.75, "用户计划2026年8月和Ethan去韩国首尔见他的家人"),
         ],
         plans={"gz": dict(kind="explicit", words=["探亲"]),
                "seoul": dict(kind="inferred", period="8月", words=["首尔"])},
         durable={},
         pair_forbid=PAIR_B,
         bg=dict(drop_topics=["work", "commute", "family", "reading"],
                 drop_words=MAINLAND_APPS + ["鱼油", "钓鱼", "酸奶", "饺子", "写", "博客", "英", "教师资格证",
                                             "支教", "QQ", "B站"],
                 force={}, mobility=False, pin=["用户喜欢诺兰的电影"]),
         probes=[
             P("para", "2026-06-04 20:00", "我那支EpiPen过安检要declare吗？", ["peanut"]),
             P("para", "2026-06-06 21:10", "去广州想试试糖不甩，帮我找家老字号", ["peanut"]),
             P("task", "2026-06-10 22:40", "7月回广州那趟，帮我想想吃的住的要注意什么", ["gz", "peanut", "vegan", "reading"]),
             P("abst", "2026-06-16 08:30", "儿科护士和普通病房护士的工作有什么区别？", [], topic="护士"),
             P("para", "2026-06-30 19:20", "朋友请吃韩式烤肉，我现在是plant-based，要怎么跟他说？", ["vegan"]),
             P("task", "2026-07-25 21:00", "八月去首尔见Ethan家里人，吃饭这块我该注意啥？", ["seoul", "bf", "peanut", "vegan"]),
             P("para", "2026-07-27 23:30", "十几个小时的航班，我半夜想起来走动又不想吵到别人，选座该怎么选？", ["aisle"]),
             P("abst", "2026-08-12 07:45", "肾上腺素急救针的有效期一般多长？", [], topic="急救针"),
             P("bg", "2026-08-20 22:15", "我一直追的那位英国导演有新片吗？", ["bg:用户喜欢诺兰的电影"]),
             P("expiry", "2026-10-05 20:00", "感恩节长周末想和Ethan出去玩几天，推荐个地方",
               ["bf", "peanut", "vegan"], [["首尔"]], plans=["seoul"]),
         ]),
    # ------------------------------------------------------------------ k9
    dict(k=9, user_id="h6_u08", tenant="default",
         core=[
             M("name", "2025-06-16 23:30", "profile", 0.8, "用户叫吴阿勇，24岁，苗族，老家在贵州黔东南"),
             M("job", "2025-07-08 01:20", "profile", 0.75, "用户在东莞跑外卖，一个月只休四天"),
             M("lactose", "2025-08-12 14:00", "fact", 0.85, "用户乳糖不耐受，喝了牛奶就拉肚子"),
             M("night", "2025-09-03 02:40", "fact", 0.55, "用户跑夜单，一般凌晨两点以后才睡"),
             M("swim", "2025-10-19 15:30", "fact", 0.8, "用户不会游泳，很怕水"),
             M("budget", "2025-11-06 13:10", "preference", 0.8, "用户出去玩一天的花销想控制在三百块以内"),
             M("gf", "2025-12-01 22:50", "relation", 0.7, "用户的女朋友阿梅在广州做美甲"),
             M("tuesday", "2026-01-13 12:30", "fact", 0.7, "用户每周二固定休息，其他时间请假要扣钱"),
             M("lusheng", "2026-01-30 21:00", "fact", 0.6, "用户会吹芦笙，每年苗年都回寨子里过"),
             M("home", "2026-04-20 23:10", "event", 0.85, "用户打算2026年国庆带阿梅回老家见家长"),
             M("concert", "2026-05-02 00:30", "event", 0.7, "用户买了6月27日晚上深圳的演唱会门票，要带阿梅去",
               valid_until="2026-06-28 06:00"),
         ],
         plans={"home": dict(kind="inferred", period="国庆", words=["见家长"]),
                "concert": dict(kind="explicit", words=["演唱会"])},
         durable={"lusheng": "2026-11-20 00:00", "tuesday": "2026-07-07 00:00"},
         bg=dict(drop_topics=["work", "finance", "learning"],
                 drop_words=WORK_WORDS + ["大学", "奶", "游泳", "泳", "睡", "MacBook", "NAS", "Notion",
                                          "树莓派", "机械键盘", "智能灯", "投影仪", "88VIP", "健身房", "私教", "大三",
                                          "支教", "业委会", "物业", "业主", "自驾", "十一点", "静音"],
                 force={"commute": "ebike", "car": "none", "housing": "rent"}, mobility=False, pin=[]),
         probes=[
             P("para", "2026-06-14 15:00", "阿梅想拉我去吃芝士焗饭，还要给我点杯拿铁，我吃了会不会又蹲厕所", ["lactose"]),
             P("abst", "2026-06-25 13:30", "苗族姊妹节是几月份？", [], topic="苗族"),
             P("para", "2026-07-02 14:20", "阿梅说去海边要下水玩，我这旱鸭子咋整", ["swim"]),
             P("direct", "2026-07-10 01:50", "我跟你说过我每周哪天休息来着", ["tuesday"], durable="tuesday"),
             P("para", "2026-07-20 15:10", "帮我找个能耍一天的地方，兜里就三张毛爷爷", ["budget"]),
             P("task", "2026-08-18 02:30", "国庆回老家，车票咋抢，路上要注意啥，阿梅第一次去", ["home", "name", "gf", "budget"]),
             P("abst", "2026-08-28 14:40", "芦笙是用什么做的？", [], topic="芦笙"),
             P("expiry", "2026-10-20 15:00", "最近想带阿梅出去走走，有啥好耍的",
               ["gf", "budget", "tuesday"], [["见家长"]], plans=["home"]),
             P("task", "2026-12-28 14:00", "明年苗年我想回寨子，提前多久请假合适？", ["lusheng", "job", "tuesday"], durable="lusheng"),
         ]),
    # ------------------------------------------------------------------ k10
    dict(k=10, user_id="h6_u09", tenant="default",
         core=[
             M("name", "2025-06-21 16:00", "profile", 0.8, "用户叫周静怡，39岁，住在柏林，在大学教语言学"),
             M("blind", "2025-06-21 16:05", "fact", 0.95, "用户是全盲，用读屏软件操作手机和电脑"),
             M("dog", "2025-07-14 09:30", "relation", 0.9, "用户有一只导盲犬，叫Lumi，是只黑色拉布拉多"),
             M("husband", "2025-08-27 20:00", "relation", 0.65, "用户的丈夫Jonas是德国人，不会说中文"),
             M("alcohol", "2025-09-30 21:30", "fact", 0.8, "用户对酒精过敏，喝一点就起红疹"),
             M("xmas", "2025-10-24 19:40", "fact", 0.65, "用户每年圣诞节都去慕尼黑的公婆家过"),
             M("choir", "2025-11-28 22:10", "fact", 0.5, "用户每周四晚上在柏林华人合唱团排练"),
             M("noise", "2026-01-09 18:20", "preference", 0.6, "用户怕吵，最讨厌人挤人的地方"),
             M("parents", "2026-02-03 07:50", "relation", 0.7, "用户的父母住在杭州，父亲有阿尔茨海默病"),
             M("hz", "2026-02-26 21:00", "event", 0.85, "用户计划今年暑假带着Lumi回国陪父母住三周"),
             M("vienna", "2026-04-18 17:30", "event", 0.7, "用户7月2日到5日要去维也纳开学术会议",
               valid_until="2026-07-06 00:00"),
         ],
         plans={"hz": dict(kind="inferred", period="暑假", words=["回国"]),
                "vienna": dict(kind="explicit", words=["维也纳"])},
         durable={"xmas": "2025-12-25 00:00", "choir": "2026-08-27 00:00"},
         bg=dict(drop_topics=["pets", "health", "car", "work", "commute", "games"],
                 drop_words=MAINLAND_APPS +
                 ["视力", "近视", "眼镜", "眼药水", "画", "拼图", "十字绣", "照片", "摄影", "修图", "剪映",
                  "漫画", "魔方", "驾照", "车", "骑", "屏幕", "字写得", "看", "视频", "电视", "投影", "电影",
                  "剧", "综艺", "纪录片", "乐高", "模型", "数独", "手账", "便利贴", "折纸", "朋友圈", "PS",
                  "颜色", "深色", "记路", "酒", "五金店", "护士", "书法", "球", "公司", "陪父母",
                  "拉花", "跳绳", "机械工程", "研究生", "室友"],
                 force={"parents": "retired"}, mobility=False, pin=[]),
         probes=[
             P("para", "2026-06-08 21:00", "我家那位四条腿的工作伙伴，坐国航的时候能不能跟我一起待在客舱里啊？它平时很乖的，就是个头有点大，我怕人家不让上", ["dog"]),
             P("task", "2026-06-18 22:30", "暑假回去那趟你帮我捋一捋吧，坐哪家航空、转机要注意什么，到了以后我爸那个情况我需要提前准备些什么，我脑子有点乱", ["hz", "dog", "parents", "blind"]),
             P("para", "2026-06-19 20:10", "酒店房间里的东西放在哪儿我完全摸不着，办入住的时候要请前台帮我做点什么？说实话每次住新地方我都挺发怵的", ["blind"]),
             P("abst", "2026-06-25 09:00", "拉布拉多一般能活多少年？", [], topic="拉布拉多"),
             P("para", "2026-07-10 19:40", "同事婚宴上大家肯定要碰杯，香槟、米酒这些我能不能稍微沾一点？我真不想扫大家的兴", ["alcohol"]),
             P("task", "2026-07-15 20:45", "今年圣诞还是去公婆家，现在订火车票是不是会便宜一点？你帮我看看怎么订比较好", ["xmas", "dog"], durable="xmas"),
             P("direct", "2026-09-01 18:30", "我们合唱团是星期几排练来着？我最近老记不住事", ["choir"], durable="choir"),
             P("expiry", "2026-10-12 21:20", "最近想出去散散心，找个安静点的地方住两天，你帮我想想哪里合适",
               ["noise", "dog", "blind"], [["回国"]], plans=["hz"]),
         ]),
    # ------------------------------------------------------------------ k11
    dict(k=11, user_id="h6_u10", tenant="default",
         core=[
             M("name", "2025-06-12 05:30", "profile", 0.8, "用户叫赵红霞，42岁，河南周口人"),
             M("trucker", "2025-06-12 05:35", "profile", 0.8, "用户和老公夫妻档跑长途货运，开半挂车"),
             M("daughter", "2025-07-06 21:00", "relation", 0.8, "用户的女儿在郑州读高三，住校"),
             M("back", "2025-08-16 22:30", "fact", 0.85, "用户有腰椎间盘突出，坐久了腰疼得直不起来"),
             M("spicy", "2025-09-11 12:40", "preference", 0.8, "用户吃不了辣，一吃就胃疼"),
             M("bed", "2025-10-07 23:50", "preference", 0.5, "用户在车上睡惯了，住酒店的软床反而睡不好"),
             M("newyear", "2025-11-24 06:10", "fact", 0.7, "用户每年腊月二十三之前一定收车回家过年"),
             M("sunday", "2025-12-30 20:00", "fact", 0.6, "用户每周日晚上固定跟女儿视频"),
             M("phone", "2026-01-25 14:20", "fact", 0.55, "用户不会用手机订票，都是女儿帮忙"),
             M("qinghai", "2026-03-27 21:15", "event", 0.8, "用户打算今年暑假带女儿去青海茶卡盐湖玩一趟"),
             M("soup", "2026-04-14 06:40", "preference", 0.5, "用户爱喝胡辣汤，早上不喝浑身不得劲"),
             M("gaokao", "2026-05-08 20:30", "event", 0.75, "用户6月7日到9日请了假，在郑州陪女儿高考",
               valid_until="2026-06-10 00:00"),
         ],
         plans={"qinghai": dict(kind="inferred", period="暑假", words=["茶卡"]),
                "gaokao": dict(kind="explicit", words=["陪女儿高考"])},
         durable={"newyear": "2026-02-10 00:00", "sunday": "2026-07-05 00:00"},
         bg=dict(drop_topics=["work", "commute", "car", "health", "tech", "games"],
                 drop_words=WORK_WORDS + ["大学", "MacBook", "Notion", "树莓派", "Python", "机械键盘", "NAS",
                                          "效率软件", "数据透视", "健身", "驾照", "睡", "视频电话", "辣", "Excel",
                                          "白噪音", "演讲", "英文", "大三", "支教", "App", "剪映", "PS", "B站",
                                          "Kindle", "网", "密码", "个人所得税", "业委会", "双十一", "88VIP",
                                          "购物车", "二手平台", "直播间", "微信读书", "电商"],
                 force={}, mobility=False, pin=["用户爱听相声，尤其是郭德纲的"]),
         probes=[
             P("abst", "2026-06-12 08:00", "高考成绩一般几号出来？", [], topic="高考"),
             P("para", "2026-06-13 12:10", "到了重庆，火锅、串串、小面啥的，俺能吃不？", ["spicy"]),
             P("abst", "2026-06-15 06:30", "胡辣汤是哪儿的特产？", [], topic="胡辣汤"),
             P("para", "2026-06-20 21:30", "闺女刚考完，填志愿这事俺一窍不通，你给说说", ["daughter"]),
             P("para", "2026-06-21 23:00", "俺这老腰一开长途就跟断了一样，有啥法子没？", ["back"]),
             P("task", "2026-06-25 20:50", "暑假带闺女去茶卡盐湖，咋走最省事，路上要注意啥？", ["qinghai", "back", "spicy"]),
             P("direct", "2026-07-10 19:30", "俺跟闺女一般啥时候视频来着？", ["sunday"], durable="sunday"),
             P("abst", "2026-07-21 13:15", "半挂车在高速上限速多少？", [], topic="半挂车"),
             P("bg", "2026-08-02 02:20", "跑夜车犯困，给俺找几段德云社的老段子听听", ["bg:用户爱听相声，尤其是郭德纲的"]),
             P("task", "2026-12-05 21:40", "今年腊月想早点收车回周口，帮俺算算最晚啥时候得往回赶", ["newyear", "trucker"], durable="newyear"),
         ]),
    # ------------------------------------------------------------------ k12
    dict(k=12, user_id="h6_u11", tenant="default",
         core=[
             M("name", "2025-06-03 23:00", "profile", 0.8, "用户叫郑国栋，55岁，福州长乐人，在纽约法拉盛开中餐馆"),
             M("church", "2025-07-11 22:30", "preference", 0.7, "用户是基督徒，每周五晚上去教会查经"),
             M("acro", "2025-08-07 23:40", "fact", 0.9, "用户有严重的恐高症"),
             M("english", "2025-09-02 22:00", "fact", 0.7, "用户英文不好，只会讲福州话和普通话"),
             M("greencard", "2025-10-09 21:10", "fact", 0.75, "用户拿的是美国绿卡，护照还是中国的"),
             M("wife", "2025-11-11 23:20", "relation", 0.7, "用户的太太阿珠在餐馆管账，坐船会晕得厉害"),
             M("son", "2025-12-15 22:45", "relation", 0.6, "用户的儿子在波士顿读大学，每年暑假都回餐馆帮忙"),
             M("monday", "2026-01-20 23:10", "fact", 0.6, "用户的餐馆每周一店休"),
             M("varicose", "2026-02-24 22:50", "fact", 0.7, "用户常年站灶台，有静脉曲张，不能久站"),
             M("alaska", "2026-03-30 23:30", "event", 0.8, "用户计划2026年8月带太太坐邮轮去阿拉斯加"),
             M("fuzhou", "2026-05-06 22:00", "event", 0.85, "用户订了6月30日飞福州的机票，回去给父亲做八十大寿，7月20日返回纽约",
               valid_until="2026-07-21 00:00"),
         ],
         plans={"alaska": dict(kind="inferred", period="8月", words=["阿拉斯加"]),
                "fuzhou": dict(kind="explicit", words=["八十大寿"])},
         durable={"son": "2026-08-31 00:00", "church": "2026-10-30 00:00"},
         bg=dict(drop_topics=["work", "commute", "family"],
                 drop_words=MAINLAND_APPS + ["爬", "索道", "缆车", "跑", "健身", "羽毛球", "大学", "大三", "支教",
                                             "室友", "公司", "白噪音", "周报", "英", "项目管理", "演讲"],
                 force={}, mobility=True, pin=["用户喜欢看老港片"]),
         probes=[
             P("task", "2026-06-08 23:10", "八月的阿拉斯加邮轮，帮我看看要准备什么，舱房选哪种好", ["alaska", "wife", "greencard"]),
             P("para", "2026-06-11 22:40", "去张家界，那个贴着悬崖往上跑的百龙天梯我敢不敢坐？", ["acro"]),
             P("para", "2026-06-16 23:30", "在机场跟老外讲话鸡同鸭讲，转机的时候怎么办？", ["english"]),
             P("para", "2026-06-24 23:00", "我这腿上青筋一条条鼓起来，坐十几个钟头飞机要注意什么？", ["varicose"]),
             P("abst", "2026-07-02 22:20", "法拉盛到肯尼迪机场怎么去最方便？", [], topic="法拉盛"),
             P("para", "2026-07-28 22:50", "我老婆一上轮渡就翻江倒海，有啥药能顶一下？", ["wife"]),
             P("bg", "2026-08-15 15:30", "我平常爱看的那类片子，周星驰成龙那个年代的，最近有修复重映的吗？", ["bg:用户喜欢看老港片"]),
             P("expiry", "2026-09-15 23:00", "九月底餐馆淡季，想带阿珠出去玩几天，有啥推荐",
               ["wife", "acro", "monday"], [["八十大寿"], ["阿拉斯加"]], plans=["fuzhou", "alaska"]),
             P("direct", "2026-11-06 23:15", "我们教会查经是礼拜几？", ["church"], durable="church"),
             P("task", "2027-03-15 22:30", "儿子暑假回来帮忙看店，我想趁那时候跟太太出去玩一个礼拜，去哪好？", ["son", "wife", "acro"], durable="son"),
         ]),
]


# ---------------------------------------------------------------- helpers
def dt(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.isoformat()


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def units(text):
    """Meaningful units: CJK characters and ASCII alphanumeric words, minus function words."""
    t = norm(text)
    out = set(re.findall(r"[a-z0-9]+", t))
    for ch in t:
        if "\u4e00" <= ch <= "\u9fff" and ch not in FUNCTION_CHARS:
            out.add(ch)
    return out


def overlap(a, b):
    return units(a) & units(b)


def parse_pool():
    entries, topic = [], None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic = " ".join(parts[:-1])
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        entries.append({"topic": topic, "tags": tags, "text": line})
    return entries


def plan_end(acc, key):
    spec = acc["plans"][key]
    mem = next(m for m in acc["core"] if m["key"] == key)
    if spec["kind"] == "explicit":
        return dt(mem["valid_until"])
    return dt(INFERRED_END[spec["period"]])


def sample_background(acc, pool):
    cfg = acc["bg"]
    rng = random.Random(606000 + 17 * acc["k"])
    # one cluster per exclusive family
    families = {}
    for e in pool:
        for t in e["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    chosen = {}
    for fam in sorted(families):
        forced = cfg["force"].get(fam)
        chosen[fam] = forced if forced else rng.choice(sorted(families[fam]))
    core_text = "".join(m["content"] for m in acc["core"])
    probe_text = "".join(p["query"] for p in acc["probes"] if p["kind"] != "abst")
    places = [w for w in PLACE_WORDS if w in core_text or w in probe_text]
    forbid_words = sorted({w for p in acc["probes"] for alt in p["forbid"] for w in alt})
    keep = []
    for e in pool:
        if e["topic"].split()[0] in cfg["drop_topics"] or e["topic"] in cfg["drop_topics"]:
            continue
        if cfg["mobility"] and "active" in e["tags"]:
            continue
        bad = False
        for t in e["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                if chosen[fam] != cl:
                    bad = True
        if bad:
            continue
        txt = e["text"]
        if chosen.get("housing") == "rent" and any(w in txt for w in RENTER_DROPS):
            continue
        if any(p in txt for p in places):
            continue
        if any(norm(w) in norm(txt) for w in forbid_words):
            continue
        if any(w in txt for w in cfg["drop_words"]):
            continue
        keep.append(e)
    kept_texts = [e["text"] for e in keep]
    for pin in cfg["pin"]:
        if pin not in kept_texts:
            raise SystemExit(f"k{acc['k']}: pinned background statement was filtered out: {pin}")
    others = sorted({t for t in kept_texts if t not in cfg["pin"]})
    n = rng.randint(BG_MIN, BG_MAX)
    if len(others) + len(cfg["pin"]) < BG_MIN:
        raise SystemExit(f"k{acc['k']}: only {len(others) + len(cfg['pin'])} background statements survive")
    n = min(n, len(others) + len(cfg["pin"]))
    chosen_texts = rng.sample(others, n - len(cfg["pin"])) + list(cfg["pin"])
    core_types = [m["type"] for m in acc["core"]]
    core_imps = [m["importance"] for m in acc["core"]]
    core_times = {m["when"] for m in acc["core"]}
    out = []
    for txt in sorted(chosen_texts):
        while True:
            day = rng.randrange(0, 365)
            minute = rng.randrange(7 * 60, 24 * 60)
            when = WINDOW_START + timedelta(days=day, minutes=minute)
            if when.strftime("%Y-%m-%d %H:%M") not in core_times and when < REF:
                break
        out.append({"key": "bg:" + txt, "when": when.strftime("%Y-%m-%d %H:%M"),
                    "type": rng.choice(core_types), "importance": rng.choice(core_imps),
                    "content": txt, "valid_until": None})
    return out


def build():
    pool = parse_pool()
    users, meta, pnum = [], [], 0
    for acc in ACCOUNTS:
        for p in acc["probes"]:
            if acc.get("pair_forbid"):
                p["forbid"] = [list(a) for a in acc["pair_forbid"]] + [f for f in p["forbid"] if f not in acc["pair_forbid"]]
        bg = sample_background(acc, pool)
        allm = sorted(acc["core"] + bg, key=lambda m: (m["when"], m["content"]))
        idmap = {}
        mems = []
        for i, m in enumerate(allm, 1):
            mid = f"u{acc['k']}m{i:03d}"
            idmap[m["key"]] = mid
            rec = {"id": mid, "content": m["content"], "type": m["type"],
                   "importance": m["importance"], "created_at": iso(dt(m["when"]))}
            if m["valid_until"]:
                rec["valid_until"] = iso(dt(m["valid_until"]))
            mems.append(rec)
        probes, pmeta = [], []
        for p in sorted(acc["probes"], key=lambda p: p["when"]):
            pnum += 1
            pid = f"p{pnum}-{p['kind']}"
            rec = {"id": pid, "at": iso(dt(p["when"])), "query": p["query"],
                   "relevant": [idmap[k] for k in p["relevant"]]}
            if p["forbid"]:
                rec["forbid"] = p["forbid"]
            probes.append(rec)
            pmeta.append({"id": pid, "kind": p["kind"], "extra": p["extra"],
                          "relevant_keys": p["relevant"]})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
        meta.append({"acc": acc, "idmap": idmap, "probes": pmeta,
                     "bg_ids": {idmap[m["key"]] for m in bg}, "pins": acc["bg"]["pin"]})
    data = {"format": "memory-eval/v1", "name": "holdout6", "users": users}
    return data, meta


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------- validation
def parse_iso(s):
    return datetime.fromisoformat(s)


def validate(data, meta):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if data.get("name") != "holdout6":
        err("name must be holdout6")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("need 12 accounts")
        return errs
    if len({u["user_id"] for u in users}) != 11:
        err("need 11 distinct user_ids")
    accounts = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(accounts)) != 12:
        err("accounts (user_id, tenant_id) must be unique")
    all_mids, all_pids = set(), set()
    kinds = {}
    for u, mt in zip(users, meta):
        acc = mt["acc"]
        tag = f"{u['user_id']}/{u.get('tenant_id')}"
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err(f"{tag}: unexpected user fields")
        mems = u["memories"]
        byid = {}
        for m in mems:
            missing = [f for f in ("id", "content", "type", "importance", "created_at") if f not in m]
            if missing:
                err(f"{tag}: memory missing {missing}")
                continue
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                err(f"{tag}: memory {m['id']} has unexpected fields")
            if m["id"] in all_mids:
                err(f"duplicate memory id {m['id']}")
            all_mids.add(m["id"])
            byid[m["id"]] = m
            if m["type"] not in TYPES:
                err(f"{m['id']}: bad type {m['type']}")
            if not (isinstance(m["importance"], float) and 0 < m["importance"] <= 1):
                err(f"{m['id']}: bad importance")
            c = parse_iso(m["created_at"])
            if c.utcoffset() is None or not (WINDOW_START <= c < REF):
                err(f"{m['id']}: created_at outside the 12 months before REF")
            if "valid_until" in m and parse_iso(m["valid_until"]) <= c:
                err(f"{m['id']}: valid_until before created_at")
        # ids numbered in created_at order
        ordered = sorted(mems, key=lambda m: (m["created_at"], m["content"]))
        if [m["id"] for m in ordered] != [f"u{acc['k']}m{i:03d}" for i in range(1, len(mems) + 1)]:
            err(f"{tag}: memory ids are not numbered in created_at order")
        ncore = len(acc["core"])
        nbg = len(mems) - ncore
        if not (9 <= ncore <= 13):
            err(f"{tag}: {ncore} core memories")
        if not (BG_MIN <= nbg <= BG_MAX):
            err(f"{tag}: {nbg} background memories")
        if len(mt["bg_ids"]) != nbg:
            err(f"{tag}: background id bookkeeping mismatch")
        contents = [m["content"] for m in mems]
        if len(set(contents)) != len(contents):
            err(f"{tag}: duplicate memory content")
        idmap = mt["idmap"]
        last_created = max(parse_iso(m["created_at"]) for m in mems)
        ends = {idmap[k]: plan_end(acc, k) for k in acc["plans"]}
        for k, spec in acc["plans"].items():
            mem = byid[idmap[k]]
            for w in spec["words"]:
                if w not in mem["content"]:
                    err(f"{tag}: plan word {w} not in plan {k}")
            if spec["kind"] == "explicit" and "valid_until" not in mem:
                err(f"{tag}: explicit plan {k} lacks valid_until")
            if spec["kind"] == "inferred" and "valid_until" in mem:
                err(f"{tag}: inferred plan {k} must not carry valid_until")
        kinds_here = {m["kind"] for m in acc["plans"].values()}
        if kinds_here != {"explicit", "inferred"}:
            err(f"{tag}: needs one explicit and one inferred plan")
        if len(u["probes"]) != len(mt["probes"]):
            err(f"{tag}: probe bookkeeping mismatch")
        for p, pm in zip(u["probes"], mt["probes"]):
            pid, kind, extra = p.get("id", "?"), pm["kind"], pm["extra"]
            if not all(f in p for f in ("id", "at", "query", "relevant")):
                err(f"{pid}: probe missing a required field")
                continue
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err(f"{pid}: unexpected probe fields")
            if pid in all_pids:
                err(f"duplicate probe id {pid}")
            all_pids.add(pid)
            if not re.fullmatch(r"p\d+-(para|task|direct|abst|expiry|bg)", pid) or not pid.endswith("-" + kind):
                err(f"{pid}: bad id")
            kinds[kind] = kinds.get(kind, 0) + 1
            at = parse_iso(p["at"])
            if at <= last_created:
                err(f"{pid}: asked before all of its user's memories exist")
            rel = p["relevant"]
            if not isinstance(rel, list) or len(set(rel)) != len(rel):
                err(f"{pid}: bad relevant")
            for r in rel:
                if r not in byid:
                    err(f"{pid}: relevant id {r} not in this account")
            rel = [r for r in rel if r in byid]
            forbid = p.get("forbid", [])
            if not all(isinstance(a, list) and a and all(isinstance(w, str) and w for w in a) for a in forbid):
                err(f"{pid}: bad forbid shape")
            for alt in forbid:
                for w in alt:
                    nw = norm(w)
                    for r in rel:
                        if nw in norm(byid[r]["content"]):
                            err(f"{pid}: forbid word {w} inside relevant {r}")
                    for m in mems:
                        if nw in norm(m["content"]):
                            if m["id"] not in ends or ends[m["id"]] > at:
                                err(f"{pid}: forbid word {w} in {m['id']} which is not a plan ended by probe time")
                    if nw in norm(p["query"]):
                        err(f"{pid}: forbid word {w} appears in the query")
            # plan-dependent probes come before the plan ends
            for r in rel:
                if r in ends and at >= ends[r]:
                    err(f"{pid}: relies on plan {r} after it ended")
            if acc.get("pair_forbid"):
                for alt in acc["pair_forbid"]:
                    if alt not in forbid:
                        err(f"{pid}: missing the other tenant's word {alt}")
            if kind == "para":
                if len(rel) != 1 or len(p["relevant"]) != 1:
                    err(f"{pid}: para needs exactly one relevant memory")
                else:
                    ov = overlap(p["query"], byid[rel[0]]["content"])
                    if len(ov) > 2:
                        err(f"{pid}: shares {len(ov)} meaningful characters {sorted(ov)} with its fact")
                    if rel[0] in mt["bg_ids"]:
                        err(f"{pid}: para must target a core memory")
            elif kind == "task":
                if not (2 <= len(rel) <= 4):
                    err(f"{pid}: task needs 2-4 relevant")
            elif kind == "direct":
                if len(rel) < 1 or any(r in mt["bg_ids"] for r in rel):
                    err(f"{pid}: direct needs core relevant")
            elif kind == "abst":
                if rel != []:
                    err(f"{pid}: abst must have relevant []")
                topic = extra.get("topic", "")
                if not topic or topic not in p["query"] or not any(
                        topic in byid[idmap[m["key"]]]["content"] for m in acc["core"]):
                    err(f"{pid}: abst topic word must be in the query and in a core fact")
            elif kind == "expiry":
                plans = extra.get("plans", [])
                if not plans:
                    err(f"{pid}: expiry without plan")
                for k in plans:
                    mid = idmap[k]
                    if mid in rel:
                        err(f"{pid}: expired plan is relevant")
                    if at < ends[mid] + timedelta(days=7):
                        err(f"{pid}: asked less than a week after plan {k} ended")
                    flat = {w for alt in forbid for w in alt}
                    if not any(w in flat for w in acc["plans"][k]["words"]):
                        err(f"{pid}: plan keyword of {k} not in forbid")
            elif kind == "bg":
                if len(rel) != 1 or rel[0] not in mt["bg_ids"] or byid[rel[0]]["content"] not in mt["pins"]:
                    err(f"{pid}: bg probe must target one pinned background memory")
            if kind != "abst" and not rel:
                err(f"{pid}: only abst probes may have relevant []")
            d = extra.get("durable")
            if d:
                if idmap[d] not in rel:
                    err(f"{pid}: durable fact not relevant")
                if at <= dt(acc["durable"][d]):
                    err(f"{pid}: durable fact probed before its date passed")
    for kind, (lo, hi) in KIND_RANGES.items():
        if not (lo <= kinds.get(kind, 0) <= hi):
            err(f"kind {kind}: {kinds.get(kind, 0)} not in [{lo}, {hi}]")
    if set(kinds) - set(KIND_RANGES):
        err("unknown probe kind")
    total = sum(kinds.values())
    if not (100 <= total <= 120):
        err(f"{total} probes")
    return errs


def summary(data, meta):
    kinds = {}
    for u in data["users"]:
        for p in u["probes"]:
            k = p["id"].split("-", 1)[1]
            kinds[k] = kinds.get(k, 0) + 1
    core = sum(len(mt["acc"]["core"]) for mt in meta)
    bg = sum(len(mt["bg_ids"]) for mt in meta)
    per = [len(mt["bg_ids"]) for mt in meta]
    return (f"accounts={len(data['users'])} core={core} background={bg} (per account {min(per)}-{max(per)}) "
            f"probes={sum(kinds.values())} " + " ".join(f"{k}={kinds[k]}" for k in sorted(kinds)))


def main():
    data, meta = build()
    text = dump(data)
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            disk = f.read()
        errs = validate(json.loads(disk), meta)
        if disk != text:
            errs.append("rebuild is not byte-identical to the file on disk")
        if errs:
            print("\n".join(errs))
            sys.exit(1)
        print("OK", summary(data, meta))
        return
    errs = validate(data, meta)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote", OUT)
    print(summary(data, meta))


if __name__ == "__main__":
    main()
