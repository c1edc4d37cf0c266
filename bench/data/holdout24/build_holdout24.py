#!/usr/bin/env python3
"""Builder for the blind Track-R hold-out set ``zh_retrieval_holdout24``.

Written: 2026-12-03.

Blindness record
----------------
Files read while writing this set (and nothing else):
  * /work/shared/eval/FORMAT.md              (the memory-eval/v1 format)
  * /work/main/bench/data/src/background_pool.py
        read as TEXT only; this script parses its PLACE_WORDS and POOL
        literals with ast.literal_eval and never imports or executes it.
Folder listed / written: /work/main/bench/data/holdout24/ only.
Not looked at: the memory engine, its tests, the evaluator, any other data
set or hold-out, READMEs, git history. The engine and the evaluator were
never run while writing the set.

Output
------
  zh_retrieval_holdout24.json  (memory-eval/v1, Track R only: memories +
  probes with ``relevant``; no sessions).

Usage
-----
  python3 -B build_holdout24.py           # (re)write the JSON file
  python3 -B build_holdout24.py --check   # validate the file against the
                                          # FORMAT.md rules and this set's own
                                          # rules, and compare it byte for byte
                                          # with a fresh in-memory build

Accounts (12)
-------------
  a01 周屿    trail runner, moved 广州->昆明, knee injury healed, race plans
  a02 林晓棠  diver, vegan then meat again, OW -> AOW certificate, ear trouble
  a03 赵建国  retired RV couple (东北话), quit drinking, moved to 威海, gout
  a04 孙美华  retired cruise traveller (上海话), dog died -> cat, knee worse
  a05 王静    (tenant t_lvtu)      new mother in 杭州, son 豆豆, milk allergy
  a06 王静    (tenant t_xingcheng) new mother in 南京, daughter 糖糖, eczema,
              soldier husband came home  -- same user_id "u_wangjing" as a05
  a07 许诺    long-distance couple, bank -> civil servant, quit smoking, married
  a08 陈可    climber + snowboarder, sold her car, shoulder got worse
  a09 马建军  apple farmer + road cyclist (陕西话), son joined the army
  a10 韩磊    skier father, daughter started primary school, season plan moved
  a11 邓秀英  粤语 retiree, retired from supermarket, daughter married abroad
  a12 苏小满  budget "特种兵" traveller (internet slang), broke up, new job

Themes
------
  1. facts that change over time (move, job, smoking/drinking, vegetarian and
     back, pet died/new pet, child school/army/marriage, injury healed/worse,
     car bought then sold, break-up/marriage) -- every change has an old and a
     newer memory, the newer one worded naturally and differently each time;
  2. sport/outdoor people with injuries and gear (trail running, diving,
     climbing, cycling, skiing), retirees by RV or cruise, new parents with an
     infant, long-distance couples;
  3. multi-constraint planning: diet + health + money + schedule + companions
     + fears, so that a planning request needs 3-5 memories.

Probe kinds
-----------
  | kind   | count | what it tests                                              |
  |--------|-------|------------------------------------------------------------|
  | para   |   42  | colloquial paraphrase of one core memory, no shared CJK    |
  |        |       | bigram with it (enforced)                                  |
  | task   |   24  | planning request needing 3-5 core memories, no shared CJK  |
  |        |       | bigram with any of them (enforced)                         |
  | direct |   10  | direct question on a changed fact; relevant = newer memory;|
  |        |       | forbid = keywords only in the superseded memory            |
  | abst   |   20  | nothing personal should be injected (relevant: [])         |
  | expiry |   10  | a dated plan has passed (valid_until in the past) or was   |
  |        |       | replaced; relevant = current plan, old plan forbidden      |
  | bg     |    6  | answered only by one specific background memory            |
  | total  |  112  |                                                            |

43 probes carry a ``forbid`` list: the 10 direct, the 10 expiry, 6 para/task
probes on the two "u_wangjing" accounts that forbid the other tenant's
distinctive keywords (cross-tenant leak probes: 3 per tenant), and 17 task
probes that forbid keywords of a superseded fact or a passed plan.

Background memories: 130-150 per account, sampled with random.Random(seed)
from the pool after dropping statements that contradict the account's life
(whole topic blocks, substrings, ``active`` lines, one cluster per family),
statements naming a place used in the account's core memories or non-abstention
probes, and statements containing any of the account's forbid keywords.
"""

import argparse
import ast
import datetime as _dt
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
OUT_NAME = "zh_retrieval_holdout24.json"
OUT_PATH = os.path.join(HERE, OUT_NAME)
SET_NAME = "zh_retrieval_holdout24"
FORMAT_ID = "memory-eval/v1"
TZ = "+08:00"
SEED = 20261203

KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
CORE_TYPES = {"preference", "profile", "relation", "event"}
ALL_TYPES = CORE_TYPES | {"fact"}

# --------------------------------------------------------------------------
# background filters shared by several accounts
# --------------------------------------------------------------------------

ELDER_DROP = [
    "公司", "同事", "工位", "上班", "实习生", "年终", "跳槽", "绩效", "父母", "父亲", "母亲",
    "外婆", "爷爷", "弟弟", "堂弟", "表姐", "侄子", "大学", "上学时", "研究生", "教师资格证",
    "Python", "MacBook", "NAS", "树莓派", "Notion", "机械键盘", "效率软件", "AI工具", "折叠屏",
    "剪映", "两个手机号", "王者荣耀", "魔兽世界", "黑神话", "Switch", "塞尔达", "联机",
    "游戏主播", "个人养老金", "专项附加", "996", "项目管理", "在职", "牙齿正畸", "长痘",
    "房贷", "房东", "离公司", "写作训练营", "PS修图", "数据透视表", "拉花", "实习",
    "大三", "读博", "工作时", "便当", "游戏卡带", "独立游戏", "出差", "奶茶店", "英语", "英文原版",
]

# --------------------------------------------------------------------------
# the accounts
#   core: (suffix, type, importance, created "YYYY-MM-DD HH:MM", content, extra)
#         extra: {"stale": True} superseded fact, {"until": "..."} valid_until
#   probes: (kind, query, relevant, forbid)
#         relevant: core suffixes, or "bg:<exact pool statement>"
# --------------------------------------------------------------------------

ACCOUNTS = [
    # ------------------------------------------------------------------ a01
    {
        "key": "a01", "user_id": "u_zhouyu", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-02-18 21:14", "用户住在广州天河区，在一家游戏公司写后端代码", {"stale": True}),
            ("m02", "profile", 0.85, "2025-10-12 20:05", "用户辞掉原来的工作，拖着两个行李箱搬去了昆明，在一家户外装备品牌做网店运营", {}),
            ("m03", "profile", 0.75, "2025-04-20 09:30", "用户右膝有髂胫束综合征，长下坡跑超过十公里膝盖外侧就刺痛", {"stale": True}),
            ("m04", "profile", 0.85, "2026-07-08 19:40", "用户右膝做了半年康复和力量训练，复查时医生说可以正常参赛，长下坡也没再疼过", {}),
            ("m05", "preference", 0.65, "2024-09-15 22:10", "用户跑山只穿HOKA的Speedgoat，鞋码42.5", {}),
            ("m06", "preference", 0.65, "2024-11-03 07:45", "用户跑长距离习惯带一对碳纤维登山杖和2升水袋", {}),
            ("m07", "profile", 0.8, "2025-02-10 12:20", "用户比赛里吃能量胶会闹肚子，补给只靠香蕉、盐丸和电解质水", {}),
            ("m08", "profile", 0.75, "2025-11-20 23:02", "用户每年花在报名费和参赛路费上的钱不超过一万五", {}),
            ("m09", "profile", 0.75, "2025-12-05 18:36", "用户公司单休，只有周日休息，请假得提前两周跟老板报备", {}),
            ("m10", "profile", 0.8, "2024-08-22 16:05", "用户恐高，走悬崖边的窄栈道会腿软", {}),
            ("m11", "relation", 0.6, "2025-11-28 21:40", "用户的跑友阿杰在昆明开理疗工作室，两人常结伴报同一场比赛", {}),
            ("m12", "event", 0.75, "2026-05-10 13:15", "用户报了2026年10月中旬香格里拉的100公里越野赛", {"until": "2026-10-19 23:59"}),
            ("m13", "event", 0.85, "2026-09-25 20:30", "用户抽中了2027年1月哀牢山50公里组的参赛名额", {"until": "2027-01-20 23:59"}),
        ],
        "probes": [
            ("para", "那种贴着山崖修的木板路我一上去就哆嗦，往下瞅一眼魂都没了", ["m10"], []),
            ("direct", "我这会儿人在哪个城市来着？周末想在家附近找几座能练爬升的山，推荐下", ["m02"], [["天河"], ["后端"]]),
            ("para", "跑百公里的时候那种一小袋一小袋挤着吃的糖浆，我一吞就窜稀，路上还能带点啥顶饿的？", ["m07"], []),
            ("abst", "髂胫束综合征一般是什么原因引起的？平时怎么自己放松？", [], []),
            ("task", "下个月想找个周末去大理苍山拉个练，顺带吃吃喝喝，帮我把时间、花销、路上吃的都盘一下，膝盖能不能跑也给个准话", ["m08", "m09", "m07", "m10", "m04"], [["髂胫束"], ["刺痛"]]),
            ("para", "我越野穿的那双是哪个牌子几号的来着？双十一想再囤一双", ["m05"], []),
            ("expiry", "下一场比赛的前一晚住哪比较方便？帮我在起点附近找找客栈", ["m13"], [["香格里拉"]]),
            ("para", "我们那儿一礼拜就歇一天，要出趟远门得老早跟头儿打招呼，你说我咋安排", ["m09"], []),
            ("abst", "帮我把这句翻成英文：山一直在那里，人会慢慢变老", [], []),
            ("task", "明年一开年那场五十K要带的家伙什帮我列个单子，顺便看看我那搭档能不能一道拼车过去", ["m13", "m06", "m05", "m11"], [["香格里拉"]]),
        ],
        "bg": {
            "drop_blocks": [],
            "drop_sub": ["半程马拉松", "跑步时喜欢听"],
            "no_active": False,
            "clusters": {},
        },
    },
    # ------------------------------------------------------------------ a02
    {
        "key": "a02", "user_id": "u_linxiaotang", "tenant_id": "default",
        "core": [
            ("m01", "preference", 0.8, "2024-03-10 19:25", "用户开始吃全素，连鸡蛋牛奶都不碰", {"stale": True}),
            ("m02", "preference", 0.85, "2025-12-02 21:10", "用户吃了一年多素后体检查出缺铁，听营养师的劝又开了荤，鱼虾鸡肉都吃", {}),
            ("m03", "profile", 0.7, "2024-05-20 10:05", "用户只有PADI开放水域潜水员证，按规定最深只能下到18米", {"stale": True}),
            ("m04", "profile", 0.8, "2026-04-18 17:50", "用户在菲律宾薄荷岛考下了AOW进阶证，深潜可以到30米", {}),
            ("m05", "profile", 0.85, "2024-07-07 08:40", "用户左耳耳压平衡比较困难，下潜时得慢慢做瓦尔萨尔瓦动作，感冒时绝对不下水", {}),
            ("m06", "profile", 0.8, "2024-10-02 14:15", "用户晕船很厉害，坐船出海前必须吃晕船药", {}),
            ("m07", "preference", 0.65, "2025-01-15 22:30", "用户自己有一套潜水装备：5毫米湿衣、面镜和潜水电脑表，BCD和气瓶靠租", {}),
            ("m08", "profile", 0.7, "2025-03-08 12:45", "用户在深圳做UI设计，年假一共十天", {}),
            ("m09", "relation", 0.7, "2025-06-21 20:20", "用户的男朋友阿Ken不会游泳，出去玩他只在岸上等", {}),
            ("m10", "profile", 0.75, "2025-08-30 23:05", "用户潜水旅行每次预算在八千块左右，包括船潜费用", {}),
            ("m11", "preference", 0.7, "2025-09-12 09:55", "用户怕鲨鱼，看到鲨鱼视频都会起鸡皮疙瘩，不去有鲨鱼出没的潜点", {}),
            ("m12", "event", 0.75, "2026-03-01 11:30", "用户计划2026年国庆去仙本那潜水五天", {"until": "2026-10-08 23:59"}),
            ("m13", "event", 0.85, "2026-09-20 21:45", "用户订了2027年春节去菲律宾阿尼洛的潜水船宿，一共六天", {"until": "2027-02-14 23:59"}),
        ],
        "probes": [
            ("para", "我一往下沉左边耳朵就胀得慌，得捏着鼻子一点点鼓气，有时候还是下不去", ["m05"], []),
            ("direct", "你记得我吃东西上有啥讲究不？这周末约了朋友聚餐，帮我挑个馆子", ["m02"], [["全素"], ["鸡蛋牛奶"]]),
            ("task", "过年那趟住在船上的行程前后我想在马尼拉多逛两天，帮我看看钱和休假天数够不够，还有我家那位没法下海，他咋安排", ["m13", "m10", "m08", "m09"], []),
            ("para", "上回坐小快艇去潜点吐得昏天黑地，这回要提前准备点啥", ["m06"], []),
            ("abst", "潜水减压病是怎么回事，有哪些症状？", [], []),
            ("para", "海里那种大白牙的猛兽我光看图就发毛，行程里千万别安排它们常出来晃的地方", ["m11"], []),
            ("expiry", "我下一趟潜水是啥时候来着？顺便帮我列下要带的装备", ["m13", "m07"], [["仙本那"]]),
            ("task", "月底想飞三亚找家店下几次水，帮我挑挑能去的点位和要注意的，顺带推荐几家吃饭的地儿", ["m04", "m05", "m06", "m02"], [["开放水域"], ["全素"]]),
            ("para", "我对象是个旱鸭子，到了海边只能干坐着等我", ["m09"], []),
            ("abst", "我闺蜜下周第一次体验潜水，她特别紧张，我该怎么安慰她？", [], []),
        ],
        "bg": {
            "drop_blocks": [],
            "drop_sub": ["游泳班"],
            "no_active": False,
            "clusters": {},
        },
    },
    # ------------------------------------------------------------------ a03
    {
        "key": "a03", "user_id": "u_zhaojianguo", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-04-05 09:10", "用户两口子住在沈阳铁西区的老小区，他是拖拉机厂退休的钳工", {"stale": True}),
            ("m02", "profile", 0.85, "2026-05-18 16:40", "用户卖掉东北的老房子，跟老伴去了威海儿子家附近，买了套海边的小两居", {}),
            ("m03", "preference", 0.7, "2024-06-12 19:30", "用户爱喝两口白酒，每顿饭都得整二两", {"stale": True}),
            ("m04", "profile", 0.85, "2025-11-08 10:20", "用户体检查出脂肪肝和痛风后把酒彻底撂下了，聚餐时只喝茶水", {}),
            ("m05", "profile", 0.8, "2025-11-09 08:15", "用户有痛风，海鲜、动物内脏和浓肉汤都得忌口", {}),
            ("m06", "event", 0.75, "2024-08-10 15:00", "用户2024年花二十六万买了辆二手的依维柯C型房车，考个C1驾照就能开", {}),
            ("m07", "relation", 0.8, "2024-09-22 20:45", "用户的老伴刘桂芝腰椎间盘突出，连续坐车超过两个小时就得下车活动活动", {}),
            ("m08", "profile", 0.75, "2025-02-14 11:35", "用户两口子退休金加起来一个月六千多，出门玩一趟尽量控制在一个月生活费以内", {}),
            ("m09", "preference", 0.75, "2025-04-30 07:50", "用户开房车一天最多开三百公里，不开夜路，眼神不好", {}),
            ("m10", "relation", 0.65, "2025-07-19 18:05", "用户的孙子小宝上幼儿园，老两口常在假期带他一起出门", {}),
            ("m11", "profile", 0.8, "2025-10-01 09:00", "用户血压高，常年吃氨氯地平，出门得带够药", {}),
            ("m12", "event", 0.7, "2026-06-20 21:15", "用户打算2026年9月开房车走一趟川西318国道", {"until": "2026-09-30 23:59"}),
            ("m13", "event", 0.85, "2026-09-10 10:50", "用户跟老伴商量好了，十二月开房车南下去广西北海猫冬，住到来年三月", {"until": "2027-03-31 23:59"}),
        ],
        "probes": [
            ("para", "俺家那口子腰不得劲儿，车上坐久了就嗷嗷疼，得隔一阵下去溜达溜达", ["m07"], []),
            ("direct", "儿子结婚纪念日要摆一桌，我这酒量如今还能陪几杯不？你帮我合计合计咋整", ["m04"], [["二两"], ["白酒"]]),
            ("task", "开春想带大孙儿跟我家老太太开车去桂林转转，你给规划规划，路上咋歇、吃啥住啥都合计合计，票子别整超了", ["m10", "m07", "m05", "m08", "m09"], []),
            ("para", "我这老花眼，天擦黑就不敢摸方向盘了，白天撑死也就跑个六百里地", ["m09"], []),
            ("bg", "俺是啥血型来着？社区体检表上要填", ["bg:用户是O型血"], []),
            ("expiry", "出门这趟的路线帮我再捋一捋，加油站和能停房车的营地都标上", ["m13"], [["318"], ["川西"]]),
            ("para", "我那降压的小白片子天天离不了，上路前提醒我多揣几板", ["m11"], []),
            ("abst", "痛风发作的时候为啥大脚趾头疼得最厉害？", [], []),
            ("task", "往南边去避寒那趟，帮我把每天的里程跟落脚点排排，我这身体该注意啥也提个醒", ["m13", "m09", "m11", "m06"], [["318"], ["川西"]]),
        ],
        "bg": {
            "drop_blocks": ["work", "commute", "car", "pets"],
            "drop_sub": ELDER_DROP + ["献血", "跳绳"],
            "no_active": True,
            "clusters": {"blood": "o", "housing": "own"},
        },
    },
    # ------------------------------------------------------------------ a04
    {
        "key": "a04", "user_id": "u_sunmeihua", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-02-02 10:30", "用户住在上海徐汇，退休前是国企会计，老伴前几年走了", {}),
            ("m02", "relation", 0.7, "2024-03-15 15:20", "用户养了一只十四岁的泰迪叫球球，出远门都托给楼下邻居照看", {"stale": True}),
            ("m03", "relation", 0.8, "2025-12-20 19:05", "用户养了十四年的小狗病死了，后来从救助站领回一只三花猫，起名汤圆，出远门时请人上门喂猫", {}),
            ("m04", "profile", 0.7, "2024-05-08 09:45", "用户右膝有轻度骨关节炎，平时能自己逛街爬台阶，不用拐杖", {"stale": True}),
            ("m05", "profile", 0.85, "2026-06-15 14:10", "用户的右膝这一年越来越糟，走路离不开拐杖，机场、码头这种长距离得叫轮椅服务", {}),
            ("m06", "preference", 0.7, "2024-07-20 20:00", "用户最喜欢坐邮轮出游，觉得不用天天换酒店最省心", {}),
            ("m07", "profile", 0.8, "2024-10-11 08:30", "用户高血压，医生让她饮食少盐，酱菜咸鱼一律不碰", {}),
            ("m08", "relation", 0.75, "2025-01-09 21:25", "用户出门一般和妹妹孙美琴搭伴，妹妹打呼噜很响，所以要两间房或者套房", {}),
            ("m09", "profile", 0.75, "2025-03-22 11:00", "用户不会说英语，出国跟团或者坐中文服务的船", {}),
            ("m10", "profile", 0.7, "2025-05-30 16:35", "用户特别怕冷，气温一到五度以下关节就疼", {}),
            ("m11", "profile", 0.75, "2025-08-14 10:15", "用户每个月退休金九千左右，坐一趟邮轮愿意花两万以内，阳台房是底线", {}),
            ("m12", "event", 0.7, "2026-02-10 13:40", "用户订了2026年10月从上海出发去日本的皇家加勒比邮轮", {"until": "2026-10-25 23:59"}),
            ("m13", "event", 0.85, "2026-09-05 15:55", "用户看中了2027年3月从新加坡出发的东南亚邮轮，已经交了定金", {"until": "2027-03-31 23:59"}),
        ],
        "probes": [
            ("para", "阿拉阿妹夜里鼾声像打雷一样，跟伊困一间我一夜到天亮眼睛闭不牢", ["m08"], []),
            ("direct", "我出远门辰光屋里厢那只小家伙哪能弄？侬帮我想想办法", ["m03"], [["球球"], ["泰迪"], ["楼下邻居"]]),
            ("task", "明年开春那趟船，帮我挑挑舱房跟岸上游，钞票、身体、跟我一道去的人都考虑进去", ["m13", "m11", "m05", "m08", "m09"], [["轻度"], ["爬台阶"]]),
            ("para", "洋文我一句都讲不来，到了国外只好靠比划", ["m09"], []),
            ("abst", "坐邮轮晕船一般吃啥药比较好？", [], []),
            ("expiry", "下趟邮轮几号开船？我要去弄签证，顺便看看要带点啥", ["m13"], [["皇家加勒比"]]),
            ("para", "屋里厢量出来高压一百六，腌笃鲜、黄泥螺这种咸鲜小菜我碰都不敢碰", ["m07"], []),
            ("bg", "我小辰光学过啥乐器来着？", ["bg:用户小时候在少年宫学过二胡"], []),
            ("task", "这礼拜天冷下来了，侬帮我弄个杭州两日游，我跟阿妹两个人，吃的住的走的都要想周到", ["m08", "m05", "m07", "m10"], []),
            ("abst", "帮我写一段老同学聚会的开场白，热闹一点，三十秒左右", [], []),
        ],
        "bg": {
            "drop_blocks": ["work", "commute", "pets"],
            "drop_sub": ELDER_DROP + ["献血", "钢琴", "尤克里里", "吉他", "跳绳"],
            "no_active": True,
            "clusters": {"car": "none", "housing": "own"},
        },
    },
    # ------------------------------------------------------------------ a05
    {
        "key": "a05", "user_id": "u_wangjing", "tenant_id": "t_lvtu",
        "twin": "a06",
        "core": [
            ("m01", "profile", 0.7, "2024-01-12 22:40", "用户在杭州一家电商大厂做产品经理，天天加班", {"stale": True}),
            ("m02", "profile", 0.85, "2026-03-02 10:10", "休完产假用户递了辞呈，转做自由职业，在家远程给几个小品牌做产品咨询，时间自己安排", {}),
            ("m03", "relation", 0.8, "2025-04-02 15:30", "用户的儿子豆豆是剖腹产生的，小名是奶奶起的", {}),
            ("m04", "profile", 0.9, "2025-06-10 02:15", "用户的儿子对牛奶蛋白过敏，只能喝深度水解奶粉，出门得带恒温壶", {}),
            ("m05", "relation", 0.7, "2025-07-20 21:00", "用户的老公陈磊是程序员，只有周末能一起出门", {}),
            ("m06", "profile", 0.75, "2025-09-05 23:20", "用户产后腰不好，抱娃超过半小时就腰酸", {}),
            ("m07", "profile", 0.7, "2025-10-18 11:45", "用户家买了辆理想L6，带娃出门基本自驾，车里装了安全座椅", {}),
            ("m08", "preference", 0.8, "2025-11-30 20:35", "用户带娃出门一定要住有独立卫浴和浴缸的酒店，最好能提供婴儿床", {}),
            ("m09", "preference", 0.75, "2026-01-15 13:05", "用户怕豆豆坐飞机耳朵疼，四小时以上的航班不考虑", {}),
            ("m10", "profile", 0.7, "2026-04-20 22:50", "用户辞职后收入不稳，家庭旅游预算一年两万以内", {}),
            ("m11", "event", 0.7, "2026-06-01 09:25", "用户计划2026年国庆带豆豆回长沙婆家住一周", {"until": "2026-10-07 23:59"}),
            ("m12", "event", 0.85, "2026-09-10 21:40", "用户和老公商量好元旦带豆豆去厦门过三天", {"until": "2027-01-03 23:59"}),
            ("m13", "relation", 0.7, "2026-08-08 08:05", "用户的儿子豆豆一岁半进了小区附近的托育班，工作日白天送过去", {}),
        ],
        "probes": [
            ("para", "娃一碰正常配方就拉血丝，得喝特医的那种罐子，外出冲泡的家伙什儿帮我列列", ["m04"], [["糖糖"], ["湿疹"]]),
            ("task", "新年那个小长假的出游，帮我排排每天去哪、住哪，崽的口粮咋备，我这老腰也扛不住太累", ["m12", "m08", "m04", "m06"], [["糖糖"], ["长隆"]]),
            ("para", "飞超过四个钟头的我可不敢带崽上去，起落时哭得撕心裂肺", ["m09"], [["糖糖"], ["刘洋"]]),
            ("expiry", "我们家下一趟出远门是去哪来着？帮我先把酒店看起来", ["m12"], [["长沙"], ["婆家"]]),
            ("para", "生完娃这腰就废了，抱孩子一会儿就直不起来", ["m06"], []),
            ("abst", "一般小孩一岁半能说几个词算正常？", [], []),
            ("para", "订房那块儿得带泡澡盆，厕所不能跟别人共用，能再要张宝宝睡的小床就完美", ["m08"], []),
            ("task", "这周六想拉上我家那位开车去莫干山住一晚，帮我挑个民宿，娃午睡的点也考虑进去", ["m05", "m07", "m08"], []),
        ],
        "bg": {
            "drop_blocks": ["work", "commute", "car"],
            "drop_sub": ["实习", "出差", "公司", "年终奖", "周报", "在职", "项目管理"],
            "no_active": True,
            "clusters": {},
        },
    },
    # ------------------------------------------------------------------ a06
    {
        "key": "a06", "user_id": "u_wangjing", "tenant_id": "t_xingcheng",
        "twin": "a05",
        "core": [
            ("m01", "profile", 0.7, "2024-02-20 19:15", "用户在南京鼓楼区一所小学教语文，当班主任", {}),
            ("m02", "relation", 0.7, "2024-04-11 22:05", "用户的老公刘洋在新疆部队服役，两人聚少离多，一年只能见一两回", {"stale": True}),
            ("m03", "relation", 0.85, "2026-07-01 20:30", "用户的老公刘洋转业回了南京，在区应急管理局上班，一家三口总算住到了一块", {}),
            ("m04", "relation", 0.8, "2025-05-16 14:00", "用户的女儿糖糖是顺产生的，小名是她爸爸在视频里起的", {}),
            ("m05", "profile", 0.85, "2025-07-03 09:35", "用户的女儿糖糖有湿疹，一热一出汗脸上就起红疙瘩，要用无香料的保湿霜", {}),
            ("m06", "preference", 0.7, "2025-08-21 03:10", "用户一直母乳亲喂，出门要找有母婴室的地方", {"stale": True}),
            ("m07", "preference", 0.8, "2026-05-12 21:55", "用户狠下心给过了一岁的糖糖断了奶，孩子如今喝普通配方奶粉", {}),
            ("m08", "profile", 0.8, "2025-10-09 17:20", "用户有晕车的毛病，坐大巴和盘山路特别难受，出门尽量坐高铁", {}),
            ("m09", "profile", 0.75, "2025-12-12 21:10", "用户当老师，平时周末要批作业备课，只有学校放长假时能出远门", {}),
            ("m10", "profile", 0.7, "2026-01-25 20:40", "用户家一年的旅游开销尽量控制在一万出头", {}),
            ("m11", "relation", 0.75, "2026-03-08 10:45", "用户的婆婆会跟着一起出门帮忙带娃，婆婆膝盖不好不能爬山", {}),
            ("m12", "event", 0.7, "2026-04-01 19:50", "用户计划2026年暑假带糖糖去青岛看海", {"until": "2026-08-31 23:59"}),
            ("m13", "event", 0.85, "2026-09-18 22:15", "用户打算寒假带糖糖和婆婆去广州长隆住三天", {"until": "2027-02-20 23:59"}),
        ],
        "probes": [
            ("para", "闺女小脸一捂汗立马冒一片红点点，擦脸的得是没香味儿的那种", ["m05"], [["豆豆"], ["牛奶蛋白"]]),
            ("direct", "我家那口子如今在哪上班来着？周末能不能搭把手一起带娃出门", ["m03"], [["新疆"], ["服役"], ["聚少离多"]]),
            ("task", "下回有空闲想带一家老小出去耍几天，帮我挑个地儿，怎么过去、票子怎么花都出个主意", ["m09", "m08", "m10", "m11"], [["豆豆"], ["陈磊"]]),
            ("para", "我一坐长途客车、走那种绕来绕去的山道就想吐，还是坐动车踏实", ["m08"], [["陈磊"], ["豆豆"]]),
            ("expiry", "下一趟带娃出远门的行程帮我做个攻略", ["m13"], [["青岛"]]),
            ("abst", "湿疹宝宝的衣服选什么材质比较好？", [], []),
            ("para", "娃她奶奶也去，帮着看孩子，就是老人家腿脚不利索，爬坡上坎的不行", ["m11"], []),
            ("task", "元旦那三天打算带闺女跟她奶奶去苏州逛园子，帮我排排怎么过去、娃吃的用的带点啥", ["m11", "m05", "m08", "m07"], [["亲喂"], ["母婴室"]]),
        ],
        "bg": {
            "drop_blocks": ["work"],
            "drop_sub": ["教师资格证", "实习", "出差", "公司", "周报", "年终"],
            "no_active": False,
            "clusters": {"car": "none"},
        },
    },
    # ------------------------------------------------------------------ a07
    {
        "key": "a07", "user_id": "u_xunuo", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-01-08 20:20", "用户在西安一家银行做信贷客户经理，月底天天冲业绩", {"stale": True}),
            ("m02", "profile", 0.85, "2025-09-01 18:45", "用户考上了西安一个区的公务员，在街道办上班，朝九晚五", {}),
            ("m03", "preference", 0.7, "2024-03-19 23:30", "用户一天一包烟，坐飞机忍不住，中转时总要找吸烟室", {"stale": True}),
            ("m04", "preference", 0.85, "2025-06-06 12:10", "用户被对象下了最后通牒后咬牙戒了烟，嘴馋时就嚼口香糖", {}),
            ("m05", "relation", 0.7, "2024-05-25 22:50", "用户和女朋友林小鹿异地恋，她在珠海当空乘", {"stale": True}),
            ("m06", "relation", 0.85, "2026-05-21 11:20", "用户和小鹿去民政局领了结婚证，成了两口子", {}),
            ("m07", "relation", 0.8, "2026-05-22 21:35", "用户婚后和小鹿仍然两地分居，小鹿在珠海飞航线排班不固定，多半是用户飞过去找她", {}),
            ("m08", "profile", 0.8, "2024-08-14 09:15", "用户高反很严重，海拔三千米以上的地方去不了", {}),
            ("m09", "relation", 0.75, "2025-02-28 19:40", "用户的另一半小鹿对芒果过敏，也不吃香菜", {}),
            ("m10", "profile", 0.75, "2025-12-01 22:25", "用户在攒钱办婚礼，出去玩一趟人均别超过三千", {}),
            ("m11", "profile", 0.75, "2026-01-10 17:55", "用户公务员年假只有五天，还得错开单位忙的时候", {}),
            ("m12", "event", 0.7, "2026-06-15 20:05", "用户和小鹿约好2026年国庆去大理补拍婚纱照", {"until": "2026-10-07 23:59"}),
            ("m13", "event", 0.85, "2026-09-28 21:30", "用户和小鹿把婚礼定在2027年4月，在西安老家办", {"until": "2027-04-30 23:59"}),
        ],
        "probes": [
            ("para", "上回去稻城那种老高的山上我整个人都不行了，脑壳疼得要炸，打那以后雪山高原一律pass", ["m08"], []),
            ("direct", "家人们谁懂，我如今还碰不碰烟你应该记得吧？下个月中转要等四个钟，帮我看看机场里有啥配套", ["m04"], [["一包烟"], ["吸烟室"]]),
            ("task", "下个月飞去看老婆，顺便在那边周边耍两天，帮我排排，钱要省着点", ["m07", "m11", "m10", "m09"], [["女朋友"]]),
            ("para", "我老婆吃那种黄澄澄的热带水果会起疹子，还有那个带怪味儿的绿叶子，她闻着就yue", ["m09"], []),
            ("abst", "帮我把“异地恋最难的不是距离，是想见的时候见不到”翻译成英文", [], []),
            ("expiry", "俺们接下来最要紧那件大事准备得咋样了，帮我列个待办清单", ["m13"], [["婚纱照"], ["大理"]]),
            ("para", "一年到头能歇的假就那么几天，偏偏科室最紧张那阵子还走不开", ["m11"], []),
            ("task", "明年办酒那阵子想顺带度个蜜月，帮我想想去哪，俩人都得能适应", ["m13", "m08", "m09", "m10", "m11"], [["婚纱照"]]),
            ("abst", "我哥们儿跟他女朋友吵架冷战一周了，我该怎么劝？", [], []),
        ],
        "bg": {
            "drop_blocks": ["work"],
            "drop_sub": [],
            "no_active": False,
            "clusters": {},
        },
    },
    # ------------------------------------------------------------------ a08
    {
        "key": "a08", "user_id": "u_chenke", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-02-25 21:50", "用户在重庆一家建筑设计院画图，是个建筑师", {}),
            ("m02", "event", 0.7, "2024-04-14 18:25", "用户攒钱买了辆二手斯巴鲁森林人，周末自己开去野外岩场", {"stale": True}),
            ("m03", "profile", 0.85, "2026-04-02 20:15", "用户嫌停车和保养太费钱，把那台二手四驱转手卖了，如今出门靠高铁加租车", {}),
            ("m04", "preference", 0.7, "2024-06-30 22:05", "用户攀岩主要玩抱石，室内能爬V5，野外偏爱砂岩", {}),
            ("m05", "profile", 0.7, "2025-01-18 19:10", "用户滑单板摔了一跤，右肩脱臼，养了一个月基本好了", {"stale": True}),
            ("m06", "profile", 0.9, "2026-08-25 16:45", "用户右肩后来又脱了两回，成了习惯性脱臼，做了关节镜手术，医生交代半年内不准上墙、不准滑雪", {}),
            ("m07", "preference", 0.65, "2024-09-09 23:40", "用户有自己的单板和固定器，板长148，头盔护具也自备", {}),
            ("m08", "profile", 0.8, "2024-12-12 08:20", "用户乳糖不耐受，喝牛奶就拉肚子，咖啡只点燕麦奶的", {}),
            ("m09", "relation", 0.7, "2025-03-30 20:55", "用户的攀岩搭子小舟是素食者，一起出去吃饭要找有素菜的馆子", {}),
            ("m10", "profile", 0.75, "2025-06-18 13:30", "用户怕狗，小时候被狗咬过，遇到散养的大狗会吓得不敢走", {}),
            ("m11", "profile", 0.7, "2025-10-05 22:35", "用户的设计院赶图多，只有项目交完才能请长假", {}),
            ("m12", "profile", 0.75, "2026-02-14 12:05", "用户一个人出门住宿每晚不超过三百块", {}),
            ("m13", "preference", 0.75, "2026-09-01 21:20", "用户术后想去泡温泉看雪景散散心，但不能做剧烈运动", {}),
        ],
        "probes": [
            ("para", "我最虚那种满村乱窜的土狗，细娃儿时遭它啃过一口，到现在腿都打闪闪", ["m10"], []),
            ("direct", "我而今出门是咋个走的来着？周末想去趟武隆，帮我把交通规划一下", ["m03"], [["森林人"], ["斯巴鲁"]]),
            ("task", "下个月打算飞北海道泡汤、赏雪，帮我排个行程，吃住行都安排下", ["m13", "m06", "m08", "m12", "m03"], [["基本好了"]]),
            ("para", "我这肠胃消化不了奶里那种糖，一喝拿铁就蹿稀，得让店员换植物基的", ["m08"], []),
            ("abst", "肩关节习惯性脱臼做完手术，一般多久能恢复运动？", [], []),
            ("bg", "之前工作证弄丢了补一张花了多少钱来着？", ["bg:用户的工牌丢过一次，补办花了五十块"], []),
            ("para", "跟我搭伙爬墙那个姐妹不沾荤腥，约饭得挑她能下筷子的", ["m09"], []),
            ("task", "姐妹约我周末出城耍一天，帮我找个能干饭能闲逛的去处，别太远", ["m09", "m10", "m03", "m06"], [["森林人"]]),
            ("abst", "帮我写个请假条，理由是家里水管爆了要等师傅上门", [], []),
        ],
        "bg": {
            "drop_blocks": ["car"],
            "drop_sub": ["酸奶", "实习生"],
            "no_active": True,
            "clusters": {},
        },
    },
    # ------------------------------------------------------------------ a09
    {
        "key": "a09", "user_id": "u_majianjun", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.8, "2024-01-15 20:10", "用户在陕北洛川包了三十亩苹果园，每年摘果卖果那一个多月根本走不开", {}),
            ("m02", "relation", 0.7, "2024-03-02 21:30", "用户的儿子马晨在县城读高三，成绩一般，正在准备高考", {"stale": True}),
            ("m03", "relation", 0.85, "2025-09-28 19:45", "用户的儿子没考上本科，穿上军装去了日喀则的边防连", {}),
            ("m04", "preference", 0.7, "2024-05-20 06:30", "用户骑一辆碳纤维公路车，最远一天骑过两百公里", {}),
            ("m05", "event", 0.55, "2024-07-11 22:00", "用户年轻时骑车走过川藏线，这是他最得意的一件事", {}),
            ("m06", "profile", 0.8, "2024-10-30 20:40", "用户有腰肌劳损，骑车超过四小时就得停下来拉伸", {}),
            ("m07", "profile", 0.7, "2025-02-08 13:15", "用户用不惯订票App，订酒店买车票总发愁", {}),
            ("m08", "preference", 0.75, "2025-04-16 12:25", "用户吃不惯南方菜，顿顿离不开面食和油泼辣子", {}),
            ("m09", "relation", 0.75, "2025-06-02 21:05", "用户的老婆晕车，不愿意跟他骑车出门，只肯坐火车", {}),
            ("m10", "profile", 0.75, "2025-08-19 19:50", "用户一年卖苹果收入十来万，出门花钱很仔细，住宿一晚不超过两百", {}),
            ("m11", "profile", 0.7, "2026-03-14 20:20", "用户怕水，不会游泳，坐船都发怵", {}),
            ("m12", "event", 0.7, "2026-05-05 21:45", "用户计划2026年8月骑车去青海湖环湖", {"until": "2026-08-31 23:59"}),
            ("m13", "event", 0.85, "2026-09-22 20:35", "用户打算等果子卖完，年底跟老婆坐火车去日喀则看儿子", {"until": "2027-01-31 23:59"}),
        ],
        "probes": [
            ("para", "蹬车子蹬久了额这后腰就酸得直不起，非得歇脚抻抻筋", ["m06"], []),
            ("direct", "额娃这阵在哪搭呢？额想给他寄一箱苹果过去", ["m03"], [["高三"], ["县城"]]),
            ("para", "额这胃就认面条，一天不咥碗裤带面浑身不得劲，那些甜不拉几的菜额咽不下", ["m08"], []),
            ("task", "果子卖完了，额想一个人蹬车子去甘南转一圈，你给额把路线和住的地方排一下", ["m04", "m06", "m10", "m08"], []),
            ("bg", "额手机里头存的相片有多少张咧？内存老提示满了", ["bg:用户手机相册里存了两万多张照片"], []),
            ("para", "额屋里婆姨一坐车就晕，叫她蹬车子跟额走死活不去，只认绿皮车", ["m09"], []),
            ("expiry", "额跟婆姨下回出门那趟，帮额查查火车票咋买", ["m13"], [["环湖"], ["青海湖"]]),
            ("abst", "今儿个风刮得嘹咋咧，把额帽子都吹跑咧，你那边天气咋样？", [], []),
            ("para", "额是个旱鸭子，上个渡轮腿肚子都转筋", ["m11"], []),
            ("task", "腊月去看娃那趟，额跟婆姨咋走划算，到了那边吃住咋弄，你给额谋划谋划", ["m13", "m09", "m10", "m08", "m07"], [["环湖"]]),
        ],
        "bg": {
            "drop_blocks": ["work", "commute"],
            "drop_sub": ELDER_DROP + ["App", "公路自行车", "十七楼", "外婆", "地铁", "睡懒觉", "网球", "鼠标", "久坐", "买水果"],
            "no_active": False,
            "clusters": {"housing": "own", "grocery": "market", "car": "gas"},
        },
    },
    # ------------------------------------------------------------------ a10
    {
        "key": "a10", "user_id": "u_hanlei", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-01-06 23:15", "用户在北京一家互联网公司做运维，经常半夜被叫起来处理故障", {}),
            ("m02", "preference", 0.7, "2024-02-19 21:00", "用户玩双板十几年，能滑黑道，自己有板和雪鞋", {}),
            ("m03", "profile", 0.85, "2024-04-08 08:50", "用户左膝前十字韧带重建过，滑雪一定戴护膝，不碰猫跳道", {}),
            ("m04", "relation", 0.7, "2024-06-21 19:35", "用户的女儿朵朵在上幼儿园大班，想出去玩请几天假都行", {"stale": True}),
            ("m05", "relation", 0.85, "2026-09-08 20:25", "用户的女儿朵朵背上书包成了小学生，只能趁周末和学校放假带她出门", {}),
            ("m06", "relation", 0.75, "2024-09-30 22:40", "用户的老婆怕冷，不滑雪，去雪场只愿意在酒店泡温泉", {}),
            ("m07", "profile", 0.85, "2025-01-25 10:05", "用户的女儿对猫毛过敏，住宿不能选养猫的民宿", {}),
            ("m08", "profile", 0.75, "2025-03-17 21:45", "用户一家预算：一次滑雪旅行全家两万以内", {}),
            ("m09", "preference", 0.75, "2025-05-09 14:30", "用户不坐红眼航班，熬夜会偏头痛", {}),
            ("m10", "profile", 0.7, "2025-08-02 18:10", "用户公司年假十天，系统封版期间请假要排队审批", {}),
            ("m11", "preference", 0.7, "2025-11-11 20:50", "用户想让朵朵学滑雪，但只请有证的儿童教练", {}),
            ("m12", "event", 0.7, "2026-08-15 22:20", "用户计划11月初带全家去崇礼开板，订了万龙的酒店", {"until": "2026-11-08 23:59"}),
            ("m13", "event", 0.85, "2026-10-28 21:10", "因为雪场造雪没跟上，用户把开板挪到了12月中旬，目的地换成吉林北大湖", {"until": "2026-12-20 23:59"}),
        ],
        "probes": [
            ("para", "我左腿那根筋断过又接上的，上了雪道必须裹好护具，那种一坨一坨的雪包我都绕着走", ["m03"], []),
            ("direct", "我们家丫头这会儿还能随便请几天假跟我出去滑雪不？", ["m05"], [["幼儿园"], ["大班"]]),
            ("para", "后半夜起飞的那种票甭给我订，一宿不睡我半拉脑袋能疼好几天", ["m09"], []),
            ("task", "下个月头一回上雪那趟，帮我把我们仨怎么走、住哪、给丫头找个靠谱的师傅都捋一遍", ["m13", "m11", "m07", "m06", "m08"], [["崇礼"], ["万龙"]]),
            ("abst", "滑雪双板和单板哪个更容易上手？", [], []),
            ("para", "我媳妇儿最怕冻，到了山上死活不上板子，就窝屋里泡池子", ["m06"], []),
            ("expiry", "开板那趟的酒店帮我确认一下，顺便查查那边雪况", ["m13"], [["崇礼"], ["万龙"]]),
            ("para", "丫头碰着喵星人就打喷嚏起疹子，订房千万躲开有主子的店", ["m07"], []),
            ("task", "想趁元旦带丫头去趟哈尔滨看冰雕，帮我规划下，别忘了我们家那些讲究", ["m05", "m07", "m09", "m06"], [["幼儿园"]]),
            ("abst", "我同事打篮球把膝盖韧带拉伤了，一般要不要做手术？", [], []),
        ],
        "bg": {
            "drop_blocks": [],
            "drop_sub": ["跳绳", "半程马拉松", "弟弟在读大学"],
            "no_active": False,
            "clusters": {"pet": "dog"},
        },
    },
    # ------------------------------------------------------------------ a11
    {
        "key": "a11", "user_id": "u_dengxiuying", "tenant_id": "default",
        "core": [
            ("m01", "profile", 0.7, "2024-01-22 21:35", "用户在广州一家超市做收银主管，每周只休一天", {"stale": True}),
            ("m02", "profile", 0.85, "2025-07-15 10:40", "用户满五十五岁办了退休手续，从超市下来了，时间一下子宽裕了", {}),
            ("m03", "relation", 0.7, "2024-04-03 20:10", "用户的女儿阿琪在谈恋爱，男朋友是澳洲华人", {"stale": True}),
            ("m04", "relation", 0.85, "2026-05-02 19:25", "用户的女儿阿琪跟那个澳洲男生摆了喜酒，婚后随老公定居墨尔本", {}),
            ("m05", "profile", 0.85, "2024-06-10 15:50", "用户怕坐飞机，一上飞机就心慌手抖，最长只坐过两小时", {}),
            ("m06", "preference", 0.75, "2024-08-28 07:30", "用户信佛，每个月有两天要吃斋，去哪都想拜拜庙", {}),
            ("m07", "profile", 0.8, "2024-11-15 11:20", "用户有胆结石，不能吃油腻和煎炸的东西", {}),
            ("m08", "relation", 0.65, "2025-01-30 22:00", "用户的老伴阿强是货车司机，常年跑长途，很少能陪她出门", {}),
            ("m09", "preference", 0.7, "2025-04-22 20:15", "用户喜欢跳广场舞，和舞伴姐妹们约好每年一起出去玩一次", {}),
            ("m10", "profile", 0.75, "2025-09-19 21:05", "用户退休金四千多，存了点钱打算去看女儿，但花钱很舍不得", {}),
            ("m11", "profile", 0.75, "2025-12-08 16:25", "用户只会讲粤语和一点点普通话，英文一窍不通", {}),
            ("m12", "preference", 0.7, "2026-06-20 22:45", "用户晚上睡觉认床，换了地方睡不好，出门要带自己的枕头", {}),
            ("m13", "event", 0.85, "2026-09-25 20:55", "用户打算2027年春节后飞墨尔本看女儿住一个月", {"until": "2027-03-31 23:59"}),
        ],
        "probes": [
            ("para", "我一坐上嗰啲铁鸟就手心冒汗、心口噗噗跳，最多顶到两个钟", ["m05"], []),
            ("task", "明年去探阿女嗰趟，帮我谂下搭机点样唔使咁惊，落地之后食住点安排", ["m13", "m05", "m07", "m11", "m10"], [["谈恋爱"], ["男朋友"]]),
            ("para", "我信菩萨嘅，逢某啲日子净系食素，去到边度都要入寺上炷香", ["m06"], []),
            ("abst", "胆结石系点形成嘅？点样预防？", [], []),
            ("bg", "我捐过几多次血嚟？", ["bg:用户定期去献血，已经献了六次"], []),
            ("para", "换咗张床我就成晚瞓唔着，行街旅行都要揹住屋企嗰个软枕", ["m12"], []),
            ("task", "同跳舞嗰班老友记约咗去桂林玩几日，平日出发都得，帮我睇下行程同食嘢", ["m09", "m06", "m07", "m12", "m02"], [["收银主管"], ["只休一天"]]),
            ("abst", "帮我将“新婚快乐，白头到老”翻译成英文", [], []),
        ],
        "bg": {
            "drop_blocks": ["work", "commute"],
            "drop_sub": ELDER_DROP + ["跳绳", "钢琴"],
            "no_active": True,
            "clusters": {"housing": "own"},
        },
    },
    # ------------------------------------------------------------------ a12
    {
        "key": "a12", "user_id": "u_suxiaoman", "tenant_id": "default",
        "core": [
            ("m01", "relation", 0.7, "2024-03-05 23:50", "用户和男朋友阿凯在一起三年，每次出去玩都是阿凯开车", {"stale": True}),
            ("m02", "relation", 0.85, "2025-11-11 01:20", "用户恢复了单身，出门都是在小红书上约旅游搭子", {}),
            ("m03", "profile", 0.7, "2024-05-18 22:30", "用户在成都春熙路一家奶茶店当店长，排班制，很少有完整的周末", {"stale": True}),
            ("m04", "profile", 0.85, "2026-01-20 18:40", "用户从奶茶店辞职，考进区图书馆当合同制管理员，周末双休", {}),
            ("m05", "profile", 0.8, "2024-07-22 00:45", "用户社恐，跟不熟的人同住一间会失眠，找搭子也要各开各的房", {}),
            ("m06", "profile", 0.9, "2024-09-13 12:35", "用户对花生过敏，吃到会喉咙发紧，随身带抗过敏药", {}),
            ("m07", "profile", 0.75, "2026-02-01 21:15", "用户到手工资四千出头，出去玩一趟全部花销压在一千五以内", {}),
            ("m08", "preference", 0.75, "2025-02-14 20:00", "用户是特种兵式旅游，喜欢夜里坐绿皮火车卧铺省住宿费", {}),
            ("m09", "profile", 0.7, "2025-05-27 23:10", "用户特别怕虫子，尤其是蟑螂，住的地方必须干净", {}),
            ("m10", "preference", 0.7, "2025-08-08 22:55", "用户追星，喜欢毛不易，全国各地追他的巡演", {}),
            ("m11", "event", 0.7, "2026-04-09 12:00", "用户抢到了2026年10月毛不易西安站的演唱会门票", {"until": "2026-10-18 23:59"}),
            ("m12", "event", 0.85, "2026-09-30 20:00", "用户又抢到2027年1月毛不易长沙站的票", {"until": "2027-01-10 23:59"}),
            ("m13", "profile", 0.75, "2025-10-15 19:30", "用户虽然是成都人但胃吃不了重辣，微辣都得配着酸奶", {}),
        ],
        "probes": [
            ("para", "我是i人本i，跟刚认识的网友挤一屋我能睁眼到天亮，屋子得分开订", ["m05"], []),
            ("direct", "宝你说我现在还有对象不哈哈，周末出去玩该约谁一块儿", ["m02"], [["阿凯"], ["男朋友"]]),
            ("para", "红衣小坚果那玩意儿我沾一点嗓子眼儿就锁住，包里得一直揣着药片", ["m06"], []),
            ("task", "元旦后那趟追星之旅，帮我安排下来回和落脚的地方，钱包快见底了", ["m12", "m08", "m07", "m05"], [["西安"]]),
            ("abst", "毛不易那首《消愁》歌词是啥意思，能给我讲讲不？", [], []),
            ("para", "我就爱坐晚上发车的慢车睡一觉，醒了就到，酒店钱直接省了", ["m08"], []),
            ("expiry", "下一场演唱会在哪来着？帮我看看场馆附近便宜点的住处", ["m12"], [["西安"]]),
            ("bg", "我那个发碎碎念的马甲号写了多少年了来着？", ["bg:用户有一个坚持了十年的微博小号"], []),
            ("para", "别看我是土著，麻辣锅子我可扛不住，稍微带点辣就得灌一盒乳饮料", ["m13"], []),
            ("task", "约了个网上认识的姐妹这礼拜六去重庆暴走两天，吃的喝的住的帮我安排明白", ["m02", "m05", "m06", "m13", "m04"], [["店长"], ["春熙路"]]),
            ("abst", "我闺蜜失恋了天天哭，我该怎么安慰她？", [], []),
        ],
        "bg": {
            "drop_blocks": ["work"],
            "drop_sub": ["奶茶店", "大学", "大三", "房贷", "买了房", "研究生", "在职", "居家办公", "网购花销"],
            "no_active": False,
            "clusters": {"car": "none", "housing": "rent", "commute": "bus"},
        },
    },
]

# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------

CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def cjk_bigrams(s):
    out = set()
    for run in CJK_RUN.findall(unicodedata.normalize("NFKC", s)):
        for i in range(len(run) - 1):
            out.add(run[i:i + 2])
    return out


def ts(s):
    """'YYYY-MM-DD HH:MM' -> ISO 8601 with +08:00."""
    d = _dt.datetime.strptime(s, "%Y-%m-%d %H:%M")
    return d.strftime("%Y-%m-%dT%H:%M:%S") + TZ


def parse_ts(s):
    return _dt.datetime.fromisoformat(s)


def read_pool():
    """Parse PLACE_WORDS and POOL from background_pool.py as text (no import)."""
    with open(POOL_PATH, encoding="utf-8") as f:
        src = f.read()
    tree = ast.parse(src)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name in ("PLACE_WORDS", "POOL"):
                found[name] = ast.literal_eval(node.value)
    places = list(found["PLACE_WORDS"])
    stmts = []  # dicts: block, type, tags(set), families{fam: cluster}, active, text
    block, mtype = None, None
    for raw in found["POOL"].splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            block, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        fams, active = {}, False
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            for tag in (t.strip() for t in m.group(1).split(",")):
                if not tag:
                    continue
                if tag == "active":
                    active = True
                elif ":" in tag:
                    fam, cl = tag.split(":", 1)
                    fams[fam] = cl
            line = m.group(2).strip()
        stmts.append({"block": block, "type": mtype, "families": fams, "active": active, "text": line})
    return places, stmts


def block_key(block):
    # "work", "commute", "tech", "pets", "car", ... (first word of topic)
    return block.split()[0]


def all_forbid_keywords(acc):
    out = []
    for _, _, _, forbid in acc["probes"]:
        for alts in forbid:
            out.extend(alts)
    return out


def background_for(acc, idx, places, stmts):
    cfg = acc["bg"]
    rng = random.Random(SEED * 100 + idx)
    core_text = [c[4] for c in acc["core"]]
    non_abst_q = [p[1] for p in acc["probes"] if p[0] != "abst"]
    used_places = [p for p in places if any(p in t for t in core_text + non_abst_q)]
    forbid_kw = [norm(k) for k in all_forbid_keywords(acc)]
    forced = [p[2][0][3:] for p in acc["probes"] if p[0] == "bg"]

    # one cluster per family
    families = {}
    for s in stmts:
        for fam, cl in s["families"].items():
            families.setdefault(fam, set()).add(cl)
    chosen = {}
    for fam in sorted(families):
        if fam in cfg["clusters"]:
            chosen[fam] = cfg["clusters"][fam]
        else:
            chosen[fam] = rng.choice(sorted(families[fam]))

    cands = []
    for s in stmts:
        t = s["text"]
        if block_key(s["block"]) in cfg["drop_blocks"]:
            continue
        if cfg["no_active"] and s["active"]:
            continue
        if any(chosen.get(f) != c for f, c in s["families"].items()):
            continue
        if any(sub in t for sub in cfg["drop_sub"]):
            continue
        if any(p in t for p in used_places):
            continue
        if any(k in norm(t) for k in forbid_kw):
            continue
        cands.append(s)
    texts = [s["text"] for s in cands]
    for f in forced:
        if f not in texts:
            raise SystemExit("%s: forced background statement filtered out: %s" % (acc["key"], f))
    k = rng.randint(130, 150)
    if len(cands) < k:
        raise SystemExit("%s: only %d background candidates, need %d" % (acc["key"], len(cands), k))
    forced_s = [s for s in cands if s["text"] in forced]
    rest = [s for s in cands if s["text"] not in forced]
    picked = forced_s + rng.sample(rest, k - len(forced_s))
    rng.shuffle(picked)
    start = _dt.datetime(2024, 1, 1, 0, 0)
    span_min = int((_dt.datetime(2026, 9, 30, 23, 0) - start).total_seconds() // 60)
    out = []
    for i, s in enumerate(picked, 1):
        when = start + _dt.timedelta(minutes=rng.randrange(span_min))
        out.append({
            "id": "%sb%03d" % (acc["key"], i),
            "content": s["text"],
            "type": s["type"],
            "importance": round(rng.uniform(0.3, 0.6), 2),
            "created_at": when.strftime("%Y-%m-%dT%H:%M:00") + TZ,
        })
    return out


PROBE_HOURS = [8, 9, 12, 13, 19, 20, 21, 22, 23, 7, 10]


def probe_time(acc_idx, j):
    day = _dt.datetime(2026, 11, 10) + _dt.timedelta(days=(acc_idx % 5) + j)
    hour = PROBE_HOURS[(acc_idx + j) % len(PROBE_HOURS)]
    minute = (acc_idx * 7 + j * 13) % 60
    return day.replace(hour=hour, minute=minute).strftime("%Y-%m-%dT%H:%M:00") + TZ


def build():
    places, stmts = read_pool()
    users = []
    meta = {}  # (acc key) -> dict(stale ids, bg ids, twin)
    counter = 0
    for idx, acc in enumerate(ACCOUNTS):
        key = acc["key"]
        core = []
        stale = set()
        for suf, typ, imp, created, content, extra in acc["core"]:
            mid = key + suf
            m = {"id": mid, "content": content, "type": typ, "importance": imp, "created_at": ts(created)}
            if "until" in extra:
                m["valid_until"] = ts(extra["until"])
            if extra.get("stale"):
                stale.add(mid)
            core.append(m)
        bg = background_for(acc, idx, places, stmts)
        bg_by_text = {m["content"]: m["id"] for m in bg}
        memories = sorted(core + bg, key=lambda m: (m["created_at"], m["id"]))
        probes = []
        for j, (kind, query, rel, forbid) in enumerate(acc["probes"]):
            counter += 1
            rel_ids = []
            for r in rel:
                rel_ids.append(bg_by_text[r[3:]] if r.startswith("bg:") else key + r)
            p = {"id": "h24-%03d-%s" % (counter, kind), "at": probe_time(idx, j), "query": query,
                 "relevant": rel_ids}
            if forbid:
                p["forbid"] = [list(a) for a in forbid]
            probes.append(p)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": memories, "probes": probes})
        meta[key] = {"stale": stale, "core_ids": {m["id"] for m in core},
                     "bg_ids": {m["id"] for m in bg}, "twin": acc.get("twin")}
    data = {"format": FORMAT_ID, "name": SET_NAME, "users": users}
    return data, meta


def dump(data):
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------

def validate(data, meta):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != FORMAT_ID:
        err("format must be %s" % FORMAT_ID)
    if data.get("name") != SET_NAME:
        err("name must be %s" % SET_NAME)
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("need exactly 12 users")
        return errs
    keys = [a["key"] for a in ACCOUNTS]
    pairs = set()
    by_uid = {}
    probe_ids = set()
    kind_count = {k: 0 for k in KIND_COUNTS}
    n_forbid = 0
    n_cross = 0
    mem_by_key = {}
    for key, u in zip(keys, users):
        mem_by_key[key] = {m["id"]: m for m in u.get("memories", [])}
    for key, u in zip(keys, users):
        mt = meta[key]
        uid, tid = u.get("user_id"), u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid:
            err("%s: user_id missing" % key)
        if (uid, tid) in pairs:
            err("%s: duplicate (user_id, tenant_id)" % key)
        pairs.add((uid, tid))
        by_uid.setdefault(uid, set()).add(tid)
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err("%s: unexpected user fields" % key)
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(ids) != len(set(ids)):
            err("%s: duplicate memory ids" % key)
        n_core = sum(1 for i in ids if re.fullmatch(key + r"m\d\d", i or ""))
        n_bg = sum(1 for i in ids if re.fullmatch(key + r"b\d{3}", i or ""))
        if not 11 <= n_core <= 13:
            err("%s: %d core memories (need 11-13)" % (key, n_core))
        if not 130 <= n_bg <= 150:
            err("%s: %d background memories (need 130-150)" % (key, n_bg))
        if n_core + n_bg != len(mems):
            err("%s: memory ids not of the a##m## / a##b### form" % key)
        last_created = None
        for m in mems:
            if set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}:
                err("%s/%s: unexpected memory fields" % (key, m.get("id")))
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                err("%s/%s: empty content" % (key, m.get("id")))
            if m.get("type") not in ALL_TYPES:
                err("%s/%s: bad type" % (key, m.get("id")))
            if m["id"] in mt["core_ids"] and m.get("type") not in CORE_TYPES:
                err("%s/%s: core type must be preference/profile/relation/event" % (key, m["id"]))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                err("%s/%s: importance out of range" % (key, m.get("id")))
            try:
                c = parse_ts(m["created_at"])
                if c.tzinfo is None or not 2024 <= c.year <= 2026:
                    err("%s/%s: created_at must be tz-aware, 2024-2026" % (key, m["id"]))
                last_created = c if last_created is None or c > last_created else last_created
                if "valid_until" in m and parse_ts(m["valid_until"]).tzinfo is None:
                    err("%s/%s: valid_until must be tz-aware" % (key, m["id"]))
            except (KeyError, ValueError):
                err("%s/%s: bad timestamp" % (key, m.get("id")))
        own = mem_by_key[key]
        twin_mems = mem_by_key[mt["twin"]] if mt["twin"] else {}
        for p in u.get("probes", []):
            pid = p.get("id", "")
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err("%s: unexpected probe fields" % pid)
            mm = re.fullmatch(r"h24-(\d{3})-(para|task|direct|abst|expiry|bg)", pid)
            if not mm:
                err("bad probe id %r" % pid)
                continue
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            kind = mm.group(2)
            kind_count[kind] += 1
            q = p.get("query")
            if not isinstance(q, str) or not q.strip():
                err("%s: empty query" % pid)
                continue
            at = parse_ts(p["at"])
            if at.tzinfo is None or (last_created and at <= last_created):
                err("%s: probe time must be tz-aware and after every memory" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err("%s: relevant must be a list" % pid)
                continue
            for r in rel:
                if r not in own:
                    err("%s: relevant id %s not in user's memories" % (pid, r))
            if any(r not in own for r in rel):
                continue
            for r in rel:
                vu = own[r].get("valid_until")
                if vu and parse_ts(vu) < at:
                    err("%s: relevant %s already expired at probe time" % (pid, r))
                if r in mt["stale"]:
                    err("%s: relevant %s is a superseded memory" % (pid, r))
            qb = cjk_bigrams(q)
            if kind == "para":
                if len(rel) != 1 or rel[0] not in mt["core_ids"]:
                    err("%s: para needs exactly one core memory" % pid)
                shared = qb & cjk_bigrams(own[rel[0]]["content"])
                if shared:
                    err("%s: shares CJK bigrams %s with %s" % (pid, sorted(shared), rel[0]))
            elif kind == "task":
                if not 3 <= len(rel) <= 5 or any(r not in mt["core_ids"] for r in rel):
                    err("%s: task needs 3-5 core memories" % pid)
                for r in rel:
                    shared = qb & cjk_bigrams(own[r]["content"])
                    if shared:
                        err("%s: shares CJK bigrams %s with %s" % (pid, sorted(shared), r))
            elif kind == "direct":
                if len(rel) != 1 or rel[0] not in mt["core_ids"] or not p.get("forbid"):
                    err("%s: direct needs one core memory and a forbid list" % pid)
            elif kind == "abst":
                if rel or p.get("forbid"):
                    err("%s: abst must have relevant [] and no forbid" % pid)
            elif kind == "expiry":
                if not rel or not p.get("forbid"):
                    err("%s: expiry needs relevant and forbid" % pid)
                passed = [m for m in own.values() if m.get("valid_until") and parse_ts(m["valid_until"]) < at]
                if not passed:
                    err("%s: no passed plan for expiry probe" % pid)
                for alts in p.get("forbid", []):
                    if not any(norm(k) in norm(m["content"]) for k in alts for m in passed):
                        err("%s: forbid %s is not in a passed plan" % (pid, alts))
            elif kind == "bg":
                if len(rel) != 1 or rel[0] not in mt["bg_ids"]:
                    err("%s: bg needs exactly one background memory" % pid)
            forbid = p.get("forbid")
            if forbid is None:
                continue
            if not isinstance(forbid, list) or not forbid:
                err("%s: forbid must be a non-empty list" % pid)
                continue
            n_forbid += 1
            cross = False
            for alts in forbid:
                if not isinstance(alts, list) or not alts:
                    err("%s: forbid entries must be non-empty lists" % pid)
                    continue
                for k in alts:
                    nk = norm(k)
                    if not isinstance(k, str) or not 2 <= len(nk) <= 6:
                        err("%s: forbid keyword %r must have 2-6 characters" % (pid, k))
                    for r in rel:
                        if nk in norm(own[r]["content"]):
                            err("%s: forbid %r occurs in relevant %s" % (pid, k, r))
                    holders = [i for i, m in own.items() if nk in norm(m["content"])]
                    in_twin = any(nk in norm(m["content"]) for m in twin_mems.values())
                    if holders:
                        for i in holders:
                            vu = own[i].get("valid_until")
                            stale_now = i in mt["stale"] or (vu and parse_ts(vu) < at)
                            if not stale_now:
                                err("%s: forbid %r occurs in current memory %s" % (pid, k, i))
                    elif in_twin:
                        cross = True
                    else:
                        err("%s: forbid %r occurs in no stale or other-tenant memory" % (pid, k))
            if cross:
                n_cross += 1
    for k, want in KIND_COUNTS.items():
        if kind_count[k] != want:
            err("kind %s: %d probes, want %d" % (k, kind_count[k], want))
    shared_uid = [u for u, t in by_uid.items() if len(t) > 1]
    if len(shared_uid) != 1 or len(by_uid[shared_uid[0]]) != 2:
        err("exactly one user_id must be shared by two tenants")
    if n_cross < 4:
        err("need at least 4 cross-tenant leak probes, have %d" % n_cross)
    stats = {"kinds": kind_count, "forbid": n_forbid, "cross": n_cross,
             "users": len(users), "memories": sum(len(u["memories"]) for u in users),
             "core": sum(len(meta[k]["core_ids"]) for k in keys),
             "bg": sum(len(meta[k]["bg_ids"]) for k in keys)}
    return errs, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the written file and compare with a fresh build")
    args = ap.parse_args()
    data, meta = build()
    fresh = dump(data)
    if args.check:
        if not os.path.exists(OUT_PATH):
            print("missing %s" % OUT_PATH)
            return 1
        with open(OUT_PATH, "rb") as f:
            on_disk = f.read()
        loaded = json.loads(on_disk.decode("utf-8"))
        errs, stats = validate(loaded, meta)
        if on_disk != fresh:
            errs.append("file differs from a fresh build (run without --check)")
    else:
        errs, stats = validate(data, meta)
        if not errs:
            with open(OUT_PATH, "wb") as f:
                f.write(fresh)
    for e in errs:
        print("ERROR:", e)
    print("users=%(users)d memories=%(memories)d core=%(core)d bg=%(bg)d forbid_probes=%(forbid)d "
          "cross_tenant=%(cross)d" % stats)
    print("probes:", ", ".join("%s=%d" % kv for kv in stats["kinds"].items()))
    if errs:
        print("FAILED (%d errors)" % len(errs))
        return 1
    print("OK" + (" (check)" if args.check else " -> %s" % OUT_PATH))
    return 0


if __name__ == "__main__":
    sys.exit(main())
