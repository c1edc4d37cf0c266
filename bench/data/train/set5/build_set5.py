#!/usr/bin/env python3
"""Build set5: a hand-written Chinese retrieval TRAINING set (memory-eval/v1).

How it was written
------------------
Written blind.  The author read exactly two project files:

  * /work/shared/eval/FORMAT.md            (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json
                                           (everyday statements for training,
                                            imported here as background noise)

No other project file was opened (no other data set, no engine code, docs,
tests or git history); the engine and the evaluator were never run, and no
web or corpus search for data sets was made.  Every core memory and every
probe below was written by hand for this set.

Theme: business travellers and sports people -- frequent flyers (airline
tiers, seats, special meals, lounges), hotel loyalty, visas and passports,
working abroad, time zones and jet lag; diving, skiing, marathon, cycling,
climbing, surfing, triathlon, golf, photography gear and drones, medical
devices (CPAP, insulin pump, CGM) and injuries.  Questions often name
equipment, brands, drugs, events or places abroad instead of the words of the
stored fact.

Users (12 accounts, 11 distinct user_ids)
-----------------------------------------
  u_zhao_hangyu    consultant partner, Shanghai; Air China tier, halal meals,
                   Marriott, lumbar disc, Munich trip July 2026
  u_lin_shuang     UI designer, Shenzhen; scuba diver, ear equalisation,
                   seasick, myopic mask, Bohol over National Day (inferred)
  u_he_qiming      bank risk manager, Beijing; marathoner, IT-band knee,
                   lactose intolerant, Berlin Marathon Sept 2026
  u_song_yiran     teacher, Hangzhou; type-1 diabetes, insulin pump + CGM,
                   road cyclist, collarbone plate, Qinghai Lake ride Aug 2026
  u_gu_chengze     project manager posted in Nairobi; CPAP, gout, Emirates,
                   yellow-fever card, 5-hour time difference
  u_xu_nuo         landscape photographer, Guangzhou; Sony + DJI drone,
                   vegetarian, fear of heights, cat allergy, Iceland Oct 2026
                   (inferred), expired Schengen visa
  u_pan_yue        game tester, Tianjin; snowboard carving, ACL repair,
                   alcohol allergy, Niseko Jan 2027
  u_fang_zhiyuan   remote backend engineer living in Bali; longboard surfer,
                   reef cut, asthma, peanut allergy, visa-on-arrival limits
  u_liang_wenjing  trade manager, Shanghai; China Eastern tier, IHG, pregnant,
                   shellfish allergy, Seoul trade fair June 2026
  u_du_kai         outdoor-shop owner, Kunming; sport climber, ibuprofen
                   allergy, rotator cuff, altitude headaches, Siguniang
                   July 2026 (inferred)
  u_chenjie  (tenant "default")   Chen Jie (陈洁), triathlete in Qingdao,
                   mango allergy, Achilles tendinitis, Xiamen 70.3 Sept 2026
  u_chenjie  (tenant "t_skyline") Chen Jie (陈杰), energy executive in Xi'an,
                   cephalosporin allergy, hypertension, golf, Dubai Aug 2026
  The two u_chenjie accounts are different people with conflicting name,
  city and allergy; every probe of either twin forbids the other twin's
  name, city and allergen.

Probe kinds (10 per account, 120 in all; ids "p<n>-<kind>")
----------------------------------------------------------
  para    one stored fact asked in other words; the query shares at most two
          meaningful CJK characters with the fact (checked below)
  task    a planning request; relevant = every memory a careful planner must
          weigh (2-4 ids)
  direct  the user asks about themselves in words close to the fact
  abst    a general question sharing a topic word with a stored fact;
          relevant = []
  expiry  asked after a dated plan ended; relevant = what is still needed,
          the plan's keyword in forbid

Background: each account also gets 100-180 statements sampled with a fixed
seed from background_train.json, after dropping per-user topics/words that
would make a statement relevant to one of that user's probes or contradict a
core fact (see "exclude_topics"/"exclude_words" and their reasons per user).
Their type and importance are drawn from the user's own core lists and their
created_at is uniform over the 12 months before REF, so they carry no signal.

Usage:  python3 build_set5.py          # write zh_retrieval_set5.json
        python3 build_set5.py --check  # validate file on disk + byte-identical rebuild
Standard library only; deterministic.
"""

import json
import os
import random
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set5.json")
BACKGROUND = os.path.normpath(os.path.join(HERE, "..", "background_train.json"))

TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 1, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - timedelta(days=365)
SEED = "set5-background-v1"

# Characters that do not count as "meaningful" in the paraphrase-overlap check:
# the list from the brief plus a few more pure function words.
FUNCTION_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要") | set("也都就还和这那得着过把被给啊呀哦嘛呗啥它他她们")
PARA_MAX_SHARED = 2

# Statements that pin down an occupation; every user here has another job.
GLOBAL_EXCLUDE_WORDS = ["做财务", "产品运营", "注册会计师", "教师资格证", "会计证", "中级会计"]

# Reusable word groups for the per-user hygiene lists.
KIDS = ["儿子", "女儿", "孩子", "小孩", "宝妈", "幼儿园", "婴儿车", "儿童", "家长", "二胎", "育儿"]
PARTNER = ["老公", "老婆", "男朋友", "女朋友", "对象", "婆婆", "公公", "岳母", "岳父", "夫妻", "结婚"]
NOT_HUSBAND = ["老公", "男朋友", "女朋友", "对象", "婆婆", "公公", "宝妈", "闺蜜"]   # for a married man
NOT_WIFE = ["老婆", "女朋友", "男朋友", "对象", "岳母", "岳父"]                        # for a married woman


def T(s):
    """Local (+08:00) timestamp string -> aware datetime."""
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S").replace(tzinfo=TZ)


# ---------------------------------------------------------------------------
# Users.  core: (id, content, type, importance, created_at, valid_until|None)
# plan_ends: end of dated plans whose valid_until is left for the engine to
# infer from the wording (used only by this script's own checks).
# probes: (kind, query, relevant, extra_forbid) -- ids p1.. in this order.
# ---------------------------------------------------------------------------
USERS = [
    # 1 -------------------------------------------------------------------
    {
        "user_id": "u_zhao_hangyu", "tenant_id": "default",
        "core": [
            ("m01", "用户叫赵航宇，在上海一家管理咨询公司做合伙人，一年有一半时间在出差", "fact", 0.6, "2025-06-20T09:12:00", None),
            ("m02", "用户是国航凤凰知音白金卡会员，平时尽量选星空联盟的航班攒里程", "fact", 0.8, "2025-07-15T21:40:00", None),
            ("m03", "用户坐飞机只选靠过道的位置，因为夜里要频繁起身", "preference", 0.7, "2025-08-03T13:05:00", None),
            ("m04", "用户是回族，只吃清真食品，长途航班都会提前订穆斯林餐", "preference", 0.9, "2025-09-10T08:30:00", None),
            ("m05", "用户有腰椎间盘突出，连续坐超过三个小时腰就疼得厉害", "fact", 0.9, "2025-10-22T22:15:00", None),
            ("m06", "用户出差只住万豪旗下的酒店，是万豪旅享家钛金会员", "preference", 0.6, "2025-11-18T19:02:00", None),
            ("m07", "用户倒时差的办法是落地当天硬撑到当地晚上十点再睡，不吃安眠药", "preference", 0.7, "2025-12-09T07:48:00", None),
            ("m08", "用户的护照2026年12月到期，还没去换发", "fact", 0.8, "2026-01-14T12:20:00", None),
            ("m09", "用户2026年7月要去慕尼黑出差两周，给一家汽车厂做项目", "fact", 0.9, "2026-03-02T10:10:00", "2026-07-31T23:59:59"),
            ("m10", "用户每天早上要游泳半小时，出差也不例外", "preference", 0.4, "2026-03-05T06:55:00", None),
            ("m11", "用户公司规定飞行超过六小时可以订公务舱，其余只能报销经济舱", "fact", 0.7, "2026-04-02T16:33:00", None),
            ("m12", "用户有个8岁的女儿，在上小学二年级", "fact", 0.3, "2026-05-18T20:45:00", None),
        ],
        "plan_ends": {},
        # married man with a daughter; halal; back pain and jet-lag probes
        "exclude_topics": {
            "sleep": "a jet-lag/sleep probe (m07) must not be answered by generic sleep statements",
        },
        "exclude_words": NOT_HUSBAND + ["儿子", "岳母"] + [
            # halal: no pork, no alcohol
            "猪", "红烧肉", "排骨", "香肠", "煲仔饭", "炸酱面", "馄饨", "饺子", "酒",
            # back-pain probe: no neck/shoulder/massage statements
            "肩膀", "脖子", "推拿", "腰",
            # m10 already says he swims daily
            "游泳",
        ],
        "probes": [
            ("para", "飞一整夜的越洋航班，我下背那个老毛病估计扛不住，有啥缓解办法", ["m05"], []),
            ("para", "汉莎机上那些伙食大部分我碰不了，特殊餐食那一栏你帮我选一下", ["m04"], []),
            ("para", "这礼拜连着跑三个城市见甲方，累得够呛。后面那站是广州，落脚处还是老规矩，挑能攒点数、有行政酒廊那个集团的，早饭别太早开就行", ["m06"], []),
            ("para", "飞东京该订ANA还是JAL？哪家对我手头那张卡的积分更划算", ["m02"], []),
            ("task", "帮我订7月去慕尼黑的往返机票", ["m09", "m11", "m03", "m04"], []),
            ("task", "8月中旬想带老婆孩子去迪拜玩五天，帮我规划一下", ["m08", "m04", "m05", "m12"], []),
            ("direct", "我的国航会员现在是什么级别来着", ["m02"], []),
            ("abst", "慕尼黑啤酒节一般是几月份开始", [], []),
            ("abst", "万豪和希尔顿的会员体系主要有什么区别", [], []),
            ("expiry", "九月还要再飞一趟欧洲，帮我订机票，顺便看看证件上有没有问题", ["m08", "m11", "m03", "m04"], [["慕尼黑"]]),
        ],
        "expiry_at": "2026-08-18T10:20:00",
    },
    # 2 -------------------------------------------------------------------
    {
        "user_id": "u_lin_shuang", "tenant_id": "default",
        "core": [
            ("m01", "用户叫林爽，住在深圳，在一家互联网公司做UI设计", "fact", 0.6, "2025-06-12T20:10:00", None),
            ("m02", "用户考了PADI进阶开放水域潜水员证，最深潜过30米", "fact", 0.8, "2025-07-08T22:31:00", None),
            ("m03", "用户左耳做耳压平衡特别困难，下潜时耳朵容易疼，去年还因此得过中耳炎", "fact", 0.9, "2025-08-19T09:44:00", None),
            ("m04", "用户特别容易晕船，坐快艇超过半小时就吐", "fact", 0.8, "2025-09-06T18:20:00", None),
            ("m05", "用户潜水时用的是奥林巴斯TG-7加防水壳拍照", "preference", 0.5, "2025-10-11T14:02:00", None),
            ("m06", "用户近视600度，潜水面镜是专门配的带度数镜片", "fact", 0.7, "2025-11-02T11:15:00", None),
            ("m07", "用户国庆要去菲律宾薄荷岛潜水一周，已经订好了潜店", "fact", 0.9, "2026-04-20T21:05:00", None),
            ("m08", "用户不能吃辣，一点辣椒都受不了", "preference", 0.7, "2025-12-15T12:40:00", None),
            ("m09", "用户买了DAN的潜水保险，每年续保", "fact", 0.6, "2026-01-22T10:00:00", None),
            ("m10", "用户喜欢看海龟和鲨鱼这类大型海洋生物，对微距小生物兴趣不大", "preference", 0.4, "2026-02-16T16:25:00", None),
            ("m11", "用户一年有十五天年假", "fact", 0.3, "2026-03-10T09:30:00", None),
        ],
        "plan_ends": {"m07": "2026-10-08T00:00:00"},   # "国庆" -> 1-7 Oct 2026
        # single woman, no kids; ear / eyes / camera / spicy probes
        "exclude_topics": {
            "partner": "single, no partner",
            "kids_school": "no children",
        },
        "exclude_words": KIDS + PARTNER + [
            "辣", "火锅", "重庆小面", "大盘鸡",           # cannot eat spicy food
            "耳",                                          # ear probes: no earphone/earplug statements
            "近视", "眼镜",                                # myopia probe
            "拍", "照片", "相册",                          # underwater camera probe
            "游泳",                                        # too close to the diving probes
        ],
        "probes": [
            ("para", "捏着鼻子鼓气那招我老失败，入水前要不要吃点伪麻黄碱之类的", ["m03"], []),
            ("para", "从码头到潜点螃蟹船要开一个多钟头，我这体质得提前准备啥", ["m04"], []),
            ("para", "在海底看啥都糊成一片，下回装备升级要注意什么", ["m06"], []),
            ("para", "那台OM的三防卡片机进海里之前，密封圈要怎么保养", ["m05"], []),
            ("task", "帮我规划国庆薄荷岛那一周的潜水安排，每天下几潜合适", ["m07", "m03", "m04", "m02"], []),
            ("task", "国庆出发前帮我列一份行李和证件清单", ["m07", "m09", "m06", "m05"], []),
            ("direct", "我的潜水证是什么级别的？", ["m02"], []),
            ("abst", "潜水后多久才能坐飞机", [], []),
            ("abst", "深圳周边有哪些适合看日出的海边", [], []),
            ("expiry", "最近想再安排一次潜水旅行，帮我看看要注意什么", ["m03", "m04"], [["薄荷岛"]]),
        ],
        "expiry_at": "2026-10-25T20:30:00",
    },
    # 3 -------------------------------------------------------------------
    {
        "user_id": "u_he_qiming", "tenant_id": "default",
        "core": [
            ("m01", "用户叫何启明，在北京一家银行做风控，住在朝阳区", "fact", 0.5, "2025-06-08T21:00:00", None),
            ("m02", "用户全马最好成绩是3小时05分，目标是跑进波士顿马拉松的报名标准", "fact", 0.8, "2025-07-02T06:40:00", None),
            ("m03", "用户的左膝有髂胫束综合征，跑量一大膝盖外侧就疼", "fact", 0.9, "2025-08-14T19:20:00", None),
            ("m04", "用户乳糖不耐受，喝牛奶就拉肚子", "fact", 0.8, "2025-09-01T12:10:00", None),
            ("m05", "用户中签了2026年柏林马拉松，比赛在9月下旬", "fact", 0.9, "2025-12-05T22:45:00", "2026-09-30T23:59:59"),
            ("m06", "用户比赛只穿耐克的碳板鞋，平时训练穿亚瑟士", "preference", 0.6, "2025-10-10T07:05:00", None),
            ("m07", "用户习惯早上五点起来跑步，晚上九点半就睡", "preference", 0.7, "2025-11-20T21:30:00", None),
            ("m08", "用户戴的是佳明Forerunner 965手表，训练数据都同步到佳明Connect", "fact", 0.6, "2026-01-09T08:15:00", None),
            ("m09", "用户赛前三天要做碳水加载，主要吃白米饭和面条", "preference", 0.7, "2026-02-11T18:50:00", None),
            ("m10", "用户出国比赛一般带着老婆和6岁的儿子一起", "preference", 0.6, "2026-03-15T20:05:00", None),
            ("m11", "用户春天花粉过敏很严重", "fact", 0.4, "2026-04-08T07:30:00", None),
        ],
        "plan_ends": {},
        # married man with a son; running / milk / sleep / watch probes
        "exclude_topics": {
            "gym_fitness": "running and workout statements would compete with the training probes",
            "sleep": "he sleeps at 21:30; late-night sleep statements contradict m07",
            "diet_weight": "carb-loading and lactose probes; diet statements would compete or contradict",
        },
        "exclude_words": NOT_HUSBAND + ["女儿", "岳母"] + [
            "奶",                                          # lactose intolerant (milk, yoghurt, milk tea, shakes)
            "跑",                                          # running probes
            "智能手表", "手环",                            # watch probe
            "柳絮",                                        # pollen allergy
            "熬夜", "夜猫子", "半夜", "深夜", "加班",      # early sleeper (bed at 21:30)
        ],
        "probes": [
            ("para", "拉长距离到二十五公里往后，腿靠近膝头的那条筋就发紧，泡沫轴该怎么滚", ["m03"], []),
            ("para", "补给站要是发拿铁和奶昔，我能随便喝吗", ["m04"], []),
            ("para", "我腕上那块表里的配速记录，怎么导到Strava", ["m08"], []),
            ("para", "天不亮就出门、入夜没多久就熄灯，这套作息出差我也想保持，可酒店餐厅七点过后才开门怎么办", ["m07"], []),
            ("task", "帮我做一份柏林马拉松前三天到比赛当天的饮食计划", ["m05", "m09", "m04"], []),
            ("task", "帮我订去柏林比赛的机票和酒店", ["m05", "m10"], []),
            ("direct", "我全马的个人最好成绩是多少", ["m02"], []),
            ("abst", "北京的奥森公园跑一圈大概多长", [], []),
            ("abst", "耐克和亚瑟士哪个牌子的历史更久", [], []),
            ("expiry", "下一场想报个国内的全马，帮我看看要注意什么", ["m03", "m02"], [["柏林"]]),
        ],
        "expiry_at": "2026-10-20T21:10:00",
    },
    # 4 -------------------------------------------------------------------
    {
        "user_id": "u_song_yiran", "tenant_id": "default",
        "core": [
            ("m01", "用户叫宋怡然，在杭州一所高中教英语", "fact", 0.5, "2025-06-15T20:20:00", None),
            ("m02", "用户有1型糖尿病，身上一直戴着美敦力胰岛素泵", "fact", 1.0, "2025-07-05T10:05:00", None),
            ("m03", "用户胳膊上贴着德康G7动态血糖探头，手机能实时看血糖", "fact", 0.8, "2025-08-10T15:40:00", None),
            ("m04", "用户骑公路车，周末常跟车友骑一百多公里", "preference", 0.7, "2025-09-14T08:00:00", None),
            ("m05", "用户2026年8月要去青海湖环湖骑行，报了一个五天的骑行团", "fact", 0.9, "2026-03-18T21:15:00", "2026-08-31T23:59:59"),
            ("m06", "用户运动时容易低血糖，骑车包里总备着葡萄糖片和能量胶", "fact", 0.8, "2025-10-25T17:35:00", None),
            ("m07", "用户不吃香菜和芹菜", "preference", 0.4, "2025-11-30T12:00:00", None),
            ("m08", "用户的车是一辆崔克Emonda，车架是碳纤维的", "fact", 0.5, "2025-12-20T19:10:00", None),
            ("m09", "用户去年骑车摔过一次，右锁骨骨折打了钢板", "fact", 0.7, "2026-01-26T22:00:00", None),
            ("m10", "用户寒暑假才有时间出远门", "preference", 0.5, "2026-02-20T09:25:00", None),
            ("m11", "用户的胰岛素得冷藏保存，出门用专门的冷藏包", "fact", 0.8, "2026-04-12T07:50:00", None),
        ],
        "plan_ends": {},
        # single woman, no kids; diabetes, devices, cycling, injury probes
        "exclude_topics": {
            "partner": "single",
            "kids_school": "no children",
            "diet_weight": "type-1 diabetes: diet/sugar statements would compete with the glucose probes",
            "health_checkup": "medical statements would compete with the device/injury probes",
            "work_routine": "a high-school teacher; corporate office routines contradict",
            "coworkers": "a high-school teacher; corporate colleagues contradict",
        },
        "exclude_words": KIDS + PARTNER + [
            "公司",                                        # she works at a school, not a company
            "奶茶", "蛋糕", "饼干", "糖", "甜",            # sweet-drink habits contradict careful diabetic diet
            "骑", "单车",                                  # cycling probes
            "摔",                                          # injury probe
            "冷藏", "冰箱",                                # insulin storage probe
        ],
        "probes": [
            ("para", "过机场安检时，腰上挂着那个持续给药的小机器能不能过X光", ["m02"], []),
            ("para", "爬坡爬到一半突然手抖心慌冒冷汗，我该马上吃点啥", ["m06"], []),
            ("para", "手臂上那个小圆片，下周做核磁共振前要不要先撕掉", ["m03"], []),
            ("para", "肩膀前面那根横着的骨头里埋了块金属，机场安检门会不会叫", ["m09"], []),
            ("task", "帮我规划8月青海湖环湖骑行每天的补给和装备", ["m05", "m06", "m11", "m02"], []),
            ("task", "寒假想去泰国清迈骑几天车，帮我规划一下", ["m02", "m11", "m06"], []),
            ("direct", "我的胰岛素要怎么保存来着", ["m11"], []),
            ("abst", "青海湖一年里什么时候油菜花开得最好", [], []),
            ("abst", "杭州到千岛湖开车要多久", [], []),
            ("expiry", "国庆想找个地方骑车玩几天，帮我安排一下", ["m02", "m06", "m11"], [["青海湖"]]),
        ],
        "expiry_at": "2026-09-15T19:40:00",
    },
    # 5 -------------------------------------------------------------------
    {
        "user_id": "u_gu_chengze", "tenant_id": "default",
        "core": [
            ("m01", "用户叫顾承泽，老家成都，被公司外派到肯尼亚内罗毕管一个修路项目", "fact", 0.6, "2025-06-25T21:30:00", None),
            ("m02", "用户有重度睡眠呼吸暂停，每晚睡觉必须戴呼吸机", "fact", 1.0, "2025-07-20T23:10:00", None),
            ("m03", "用户尿酸高，去年痛风发作过两次，脚趾肿得下不了地", "fact", 0.8, "2025-08-28T20:00:00", None),
            ("m04", "用户每两个月回一次国，一般坐阿联酋航空在迪拜转机", "fact", 0.7, "2025-09-22T14:45:00", None),
            ("m05", "用户是阿联酋航空Skywards金卡会员", "fact", 0.6, "2025-10-30T09:00:00", None),
            ("m06", "用户的黄热病疫苗本（小黄本）随身带着，出入境要查", "fact", 0.8, "2025-11-25T16:20:00", None),
            ("m07", "用户个子高腿长，长途飞行喜欢坐舱位第一排", "preference", 0.6, "2025-12-28T11:05:00", None),
            ("m08", "用户的老婆和读初中的女儿在成都，每周视频两次", "fact", 0.7, "2026-01-18T21:40:00", None),
            ("m09", "用户在内罗毕只喝瓶装水，不喝当地自来水", "preference", 0.5, "2026-02-25T08:10:00", None),
            ("m10", "用户和国内开会一般安排在内罗毕的上午，对应国内的下午", "preference", 0.5, "2026-03-30T10:30:00", None),
            ("m11", "用户爱吃川菜，每次回成都第一顿一定是火锅", "preference", 0.6, "2026-04-20T22:25:00", None),
        ],
        "plan_ends": {},
        # married man posted abroad, daughter in middle school at home
        "exclude_topics": {
            "sleep": "CPAP probes; snoring/insomnia statements would compete",
            "commute": "lives in Nairobi; Chinese metro/bus commuting contradicts",
            "neighborhood": "lives in Nairobi; Chinese housing-estate life contradicts",
            "kids_school": "daughter lives in Chengdu; daily homework help contradicts",
            "housing_repairs": "no home of his own in Nairobi",
            "car": "no car abroad",
            "home_chores": "lives alone in Nairobi; family household chores contradict",
            "grocery_shopping": "lives in a site camp in Nairobi; Chinese markets contradict",
            "online_shopping": "lives abroad; daily Chinese parcel deliveries contradict",
            "weather": "Nairobi climate; heating, plum rain, snow and typhoons contradict",
        },
        "exclude_words": NOT_HUSBAND + KIDS + ["老婆", "岳母"] + [   # wife and daughter live far away
            "啤酒", "酒", "海鲜", "三文鱼", "火锅",        # gout probe; m11 hot pot
            "水龙头", "净水", "自来水",                    # tap-water probe
            "疫苗",                                        # yellow-fever probe
            "视频",                                        # video calls with family (m08) probe
            "打呼噜",
            "小区", "结婚",                                # lives alone in a site camp abroad
        ],
        "probes": [
            ("para", "跟你说，下礼拜公司组织去马赛马拉看动物迁徙，住的是草原上的帐篷营地，听说就靠柴油发电，十点以后全断。我夜里那个带面罩和管子的家伙到时候怎么供电？要不要自己买个露营电源？", ["m02"], []),
            ("para", "公司年会在蒙巴萨海边，全是龙虾生蚝配塔斯克扎啤，我能放开吃吗", ["m03"], []),
            ("para", "下个月要去坦桑尼亚谈标，边检会看的那本防疫证明我该备好吧", ["m06"], []),
            ("para", "想用积分换休息室和升舱，我那张卡的等级够不够", ["m05"], []),
            ("para", "营区食堂烧开的水没问题，刷牙呢，直接接龙头里的行吗", ["m09"], []),
            ("task", "下个月回成都休假两周，帮我订机票，顺便安排几顿接风饭", ["m04", "m07", "m03", "m11"], []),
            ("task", "公司安排我去乌干达恩德培出差三天，住当地的小旅馆，帮我准备一下", ["m02", "m06", "m09"], []),
            ("task", "帮我定个每周跟国内开会和给家里打视频的时间表", ["m10", "m08"], []),
            ("direct", "提醒我一下，我的睡眠呼吸暂停每晚要用什么设备", ["m02"], []),
            ("abst", "内罗毕国家公园一般几点关门", [], []),
        ],
        "expiry_at": None,
    },
    # 6 -------------------------------------------------------------------
    {
        "user_id": "u_xu_nuo", "tenant_id": "default",
        "core": [
            ("m01", "用户叫徐诺，住在广州，是自由职业的风光摄影师", "fact", 0.5, "2025-06-18T22:00:00", None),
            ("m02", "用户的主力相机是索尼A7R5，常背一支16-35和一支100-400镜头", "fact", 0.8, "2025-07-26T10:40:00", None),
            ("m03", "用户有一台大疆Mavic 3 Pro无人机，已经在民航局实名登记", "fact", 0.8, "2025-08-30T15:15:00", None),
            ("m04", "用户计划2026年10月下旬去冰岛拍极光，准备自驾环岛", "fact", 0.9, "2026-03-08T23:20:00", None),
            ("m05", "用户吃蛋奶素，不吃任何肉和海鲜", "preference", 0.8, "2025-09-18T12:30:00", None),
            ("m06", "用户有恐高症，站在没护栏的悬崖边腿就发软", "fact", 0.7, "2025-10-16T19:45:00", None),
            ("m07", "用户不坐红眼航班，宁可多花钱坐白天的", "preference", 0.6, "2025-11-12T09:10:00", None),
            ("m08", "用户的申根签证2026年3月已经过期", "fact", 0.6, "2026-04-05T14:00:00", None),
            ("m09", "用户的驾照是国内驾照，还没办国际驾照翻译件", "fact", 0.6, "2026-01-20T17:25:00", None),
            ("m10", "用户拍风光喜欢蓝调时刻和日出，很少拍城市夜景", "preference", 0.4, "2025-12-22T06:50:00", None),
            ("m11", "用户对猫毛过敏，住民宿最怕房东养猫", "fact", 0.7, "2026-02-14T21:35:00", None),
            ("m12", "用户的摄影包是F-stop的登山包，可以随身登机", "fact", 0.3, "2026-05-10T11:00:00", None),
        ],
        "plan_ends": {"m04": "2026-11-01T00:00:00"},   # "2026年10月下旬" -> end of Oct 2026
        # single freelancer, no kids, vegetarian, no pets
        "exclude_topics": {
            "partner": "single",
            "kids_school": "no children",
            "pets": "allergic to cats, keeps no pets",
            "work_routine": "freelancer; office routines contradict",
            "coworkers": "freelancer; no colleagues",
            "commute": "freelancer; no daily commute to an office",
        },
        "exclude_words": KIDS + PARTNER + [
            "公司", "上班", "下班", "通勤", "加班",        # freelancer
            "肉", "鸡", "鱼", "排骨", "香肠", "饺子", "馄饨", "海鲜", "虾",   # vegetarian
            "猫",                                           # cat allergy probe
            "拍", "照片", "相册", "晚霞",                    # camera probes
            "驾照",                                         # licence probe
        ],
        "probes": [
            ("para", "带着会飞的那个小家伙出国，它的电池托运还是随身？一趟最多能带几块", ["m03"], []),
            ("para", "去内蒙古草原拍片，那边顿顿手把羊，我这饮食习惯怎么活下来", ["m05"], []),
            ("para", "玻璃栈道，我上得去吗", ["m06"], []),
            ("para", "这次订的那个住处，主人说家里有两只布偶，我要不要换一家", ["m11"], []),
            ("para", "想拍银河，我现有那套家伙配哪颗广角合适", ["m02"], []),
            ("task", "帮我规划10月冰岛环岛自驾拍极光的行程", ["m04", "m08", "m09", "m05"], []),
            ("task", "下个月想去云南拍梅里雪山日出，帮我订机票和住的地方", ["m07", "m11"], []),
            ("task", "帮我列个出国拍摄的随身行李清单，托运和手提怎么分", ["m02", "m03", "m12"], []),
            ("direct", "我的无人机是什么型号，有没有登记过", ["m03"], []),
            ("abst", "广州塔晚上几点关灯", [], []),
        ],
        "expiry_at": None,
    },
    # 7 -------------------------------------------------------------------
    {
        "user_id": "u_pan_yue", "tenant_id": "default",
        "core": [
            ("m01", "用户叫潘越，在天津做游戏测试", "fact", 0.5, "2025-06-30T22:10:00", None),
            ("m02", "用户玩单板，主要练刻滑，不太玩公园道具", "preference", 0.8, "2025-07-18T20:30:00", None),
            ("m03", "用户去年在崇礼滑雪摔伤，右膝前十字韧带做过重建手术", "fact", 0.9, "2025-08-25T13:00:00", None),
            ("m04", "用户每年都办万龙滑雪场的雪季卡", "fact", 0.7, "2025-10-08T09:40:00", None),
            ("m05", "用户2027年1月计划去日本北海道二世谷滑粉雪，已经订了民宿", "fact", 0.8, "2026-05-12T21:00:00", "2027-01-31T23:59:59"),
            ("m06", "用户特别怕冷，手脚冰凉，冬天要贴暖宝宝", "fact", 0.7, "2025-11-15T08:20:00", None),
            ("m07", "用户不会说日语，英语也只会简单几句", "preference", 0.6, "2025-12-08T19:05:00", None),
            ("m08", "用户的单板是Burton Custom 158，固定器是Union", "fact", 0.6, "2026-01-12T22:40:00", None),
            ("m09", "用户每年滑雪预算控制在两万以内", "preference", 0.6, "2026-02-08T12:15:00", None),
            ("m10", "用户对酒精过敏，喝一口就全身起红疹", "fact", 0.7, "2026-03-01T23:30:00", None),
            ("m11", "用户滑完雪一定要泡温泉", "preference", 0.5, "2026-03-25T18:00:00", None),
        ],
        "plan_ends": {},
        # single man, no kids
        "exclude_topics": {
            "partner": "single",
            "kids_school": "no children",
            "weather": "cold-sensitivity probe; weather statements would compete",
            "gym_fitness": "knee probe; leg-workout statements would compete",
            "learning": "language probe; language-course statements would compete or contradict",
        },
        "exclude_words": KIDS + PARTNER + [
            "酒",                                          # alcohol allergy
            "冷", "暖", "电热毯",                          # cold-sensitivity probe
            "膝", "腿",                                    # knee probe
            "日语", "英语", "韩语",                        # language probe
        ],
        "probes": [
            ("para", "去年动过刀的那条腿，这季上黑道要不要加个支具", ["m03"], []),
            ("para", "报私教课时教练问我想提高哪块，我该让他重点教啥", ["m02"], []),
            ("para", "哈尔滨零下三十度，我这种末梢循环差的体质出门该备点什么", ["m06"], []),
            ("para", "居酒屋聚餐，梅酒能陪两杯不", ["m10"], []),
            ("para", "去大阪出差跟客户交流，我是不是得配个翻译", ["m07"], []),
            ("task", "帮我规划明年1月二世谷的滑雪行程，每天滑哪些道", ["m05", "m03", "m02", "m11"], []),
            ("task", "帮我算算下个雪季还能安排几次出去滑，预算怎么分", ["m09", "m04", "m05"], []),
            ("task", "下个雪季开板那周约朋友去崇礼滑两天，帮我先把住宿和吃饭定下来", ["m04", "m11", "m10"], []),
            ("direct", "我的滑雪板是什么牌子和尺寸来着", ["m08"], []),
            ("abst", "北海道冬天除了滑雪还有什么好玩的", [], []),
        ],
        "expiry_at": None,
    },
    # 8 -------------------------------------------------------------------
    {
        "user_id": "u_fang_zhiyuan", "tenant_id": "default",
        "core": [
            ("m01", "用户叫方志远，厦门人，现在在巴厘岛长住，远程给一家北京的公司写后端代码", "fact", 0.5, "2025-06-10T20:00:00", None),
            ("m02", "用户在巴厘岛用的是旅游落地签，每次最多延期一次，住满60天就得出境", "fact", 0.7, "2025-07-12T10:20:00", None),
            ("m03", "用户有哮喘，随身带着万托林喷雾", "fact", 0.9, "2025-08-07T22:50:00", None),
            ("m04", "用户冲浪玩的是9尺长板，能自己划出去追没破的浪", "preference", 0.7, "2025-09-03T07:30:00", None),
            ("m05", "用户去年在乌鲁瓦图被礁石划伤了脚底，缝了六针，从那以后不敢去礁石底的浪点", "fact", 0.8, "2025-10-19T18:40:00", None),
            ("m06", "用户每天早上六点去冲早浪，十点以后才开始工作", "preference", 0.6, "2025-11-09T06:05:00", None),
            ("m07", "用户的公司要求每天北京时间下午两点到六点必须在线", "fact", 0.7, "2025-12-14T15:00:00", None),
            ("m08", "用户租了一辆小摩托在当地代步，没有国际驾照", "fact", 0.5, "2026-01-04T12:35:00", None),
            ("m09", "用户对花生过敏，吃到会喉咙肿", "fact", 0.9, "2026-02-02T19:15:00", None),
            ("m10", "用户的笔记本是MacBook Pro，经常在仓古的共享办公空间干活", "fact", 0.4, "2026-03-12T11:10:00", None),
            ("m11", "用户晒不黑只会晒伤，皮肤很敏感", "fact", 0.6, "2026-04-15T13:25:00", None),
            ("m12", "用户晚上喜欢去海滩酒吧看日落，但基本只喝椰子水", "preference", 0.3, "2026-05-20T18:30:00", None),
        ],
        "plan_ends": {},
        # single man living abroad, remote worker
        "exclude_topics": {
            "partner": "single",
            "kids_school": "no children",
            "commute": "remote worker abroad; commuting contradicts",
            "neighborhood": "lives in Bali; Chinese housing-estate life contradicts",
            "housing_repairs": "rents abroad; home-owner repairs contradict",
            "car": "only a rented scooter",
            "work_routine": "remote worker; office routine contradicts",
            "coworkers": "remote worker; office colleagues contradict",
            "sleep": "surfs at 6 am; late-sleeper statements contradict",
            "grocery_shopping": "lives in Bali; Chinese markets and supermarkets contradict",
            "online_shopping": "lives in Bali; Chinese parcel deliveries contradict",
            "weather": "tropical Bali; snow, heating, catkins and typhoons contradict",
        },
        "exclude_words": KIDS + PARTNER + [
            "花生", "坚果",                                # peanut allergy probe
            "雾霾", "喘", "咳",                            # asthma probe
            "晒", "皮肤",                                  # sunburn probe
            "驾照",
            "药",                                          # asthma-inhaler probe
            "通勤", "小区",                                # remote worker abroad
        ],
        "probes": [
            ("para", "路边摊的沙爹串，能点不", ["m09"], []),
            ("para", "巴图尔火山夜爬，要是半路胸口发紧喘不上气，该掏哪个出来用", ["m03"], []),
            ("para", "想去宾金那边冲几天，听说退潮时水下全是珊瑚，我合适吗", ["m05"], []),
            ("para", "移民局那边的期限快到了吧？要不要提前订张去吉隆坡的票跑一趟", ["m02"], []),
            ("para", "明天要在船上跳岛一整天，帮我想想防护该怎么做", ["m11"], []),
            ("task", "帮我规划下周末去龙目岛冲浪两天", ["m04", "m05", "m09"], []),
            ("task", "签证快到期了，帮我安排一次出境再入境的短途旅行，工作日也得能正常上班", ["m02", "m07"], []),
            ("task", "帮我排一下工作日的作息表，冲浪、写代码和开会都要兼顾", ["m06", "m07"], []),
            ("direct", "我冲浪用的是长板还是短板", ["m04"], []),
            ("abst", "巴厘岛的雨季一般是几月到几月", [], []),
        ],
        "expiry_at": None,
    },
    # 9 -------------------------------------------------------------------
    {
        "user_id": "u_liang_wenjing", "tenant_id": "default",
        "core": [
            ("m01", "用户叫梁文静，在上海一家外贸公司负责日韩市场", "fact", 0.5, "2025-06-05T21:15:00", None),
            ("m02", "用户是东航万里行白金卡会员，常飞东京和大阪", "fact", 0.7, "2025-07-22T08:45:00", None),
            ("m03", "用户坐飞机喜欢靠窗的位置，上飞机就睡", "preference", 0.6, "2025-08-16T23:00:00", None),
            ("m04", "用户怀孕了，预产期是2026年10月中旬", "fact", 1.0, "2026-02-20T20:30:00", None),
            ("m05", "用户有日本的五年多次往返签证", "fact", 0.8, "2025-09-28T14:10:00", None),
            ("m06", "用户出差常住洲际集团的酒店，是IHG优悦会钻石会员", "preference", 0.6, "2025-10-14T19:50:00", None),
            ("m07", "用户2026年6月下旬要去首尔参加美妆展会，待四天", "fact", 0.8, "2026-04-28T10:00:00", "2026-06-30T23:59:59"),
            ("m08", "用户对虾蟹过敏", "fact", 0.9, "2025-11-21T12:20:00", None),
            ("m09", "用户最近腿容易抽筋和水肿，医生让她少久坐", "fact", 0.7, "2026-05-06T22:05:00", None),
            ("m10", "用户的老公在苏州工作，周末才回上海", "fact", 0.5, "2025-12-30T21:45:00", None),
            ("m11", "用户会说日语，日语能力考过了N1", "fact", 0.4, "2026-01-15T09:35:00", None),
        ],
        "plan_ends": {},
        # married woman, pregnant, husband away on weekdays, no children yet
        "exclude_topics": {
            "kids_school": "no children yet",
            "partner": "husband only home at weekends; daily-couple statements contradict",
            "gym_fitness": "pregnant; leg-cramp probe must not be answered by workout soreness",
            "diet_weight": "pregnant; dieting statements contradict",
            "health_checkup": "medical statements would compete with the pregnancy probes",
        },
        "exclude_words": KIDS + NOT_WIFE + [
            "老公",                                        # husband is away on weekdays
            "酒", "咖啡", "美式", "拿铁",                  # pregnant
            "虾", "蟹", "海鲜",                            # shellfish allergy probe
            "腿", "脚", "抽筋",                            # leg probe
            "日语", "韩语",                                # speaks Japanese already
        ],
        "probes": [
            ("para", "肚子一天比一天大，到第几周航空公司就不让上飞机了", ["m04"], []),
            ("para", "客户约在筑地吃海鲜丼，上面铺的是甜海老和松叶蟹，我能碰吗", ["m08"], []),
            ("para", "这趟高铁五个钟头，我这脚踝一肿就跟馒头似的，路上该注意啥", ["m09"], []),
            ("para", "这次去名古屋帮我挑落脚点，还是选我身份最高的那个体系，能免费升房那种", ["m06"], []),
            ("task", "帮我安排6月底去首尔看展的四天行程", ["m07", "m04", "m08", "m09"], []),
            ("task", "帮我订下周去东京的往返机票", ["m02", "m03", "m04", "m09"], []),
            ("direct", "我的预产期是几月来着", ["m04"], []),
            ("abst", "首尔地铁能直接用支付宝吗", [], []),
            ("abst", "上海到苏州的高铁最快多久", [], []),
            ("expiry", "美妆展会上认识的客户要跟进，帮我安排下个月的差旅", ["m04", "m09", "m02"], [["首尔"]]),
        ],
        "expiry_at": "2026-07-20T15:30:00",
    },
    # 10 ------------------------------------------------------------------
    {
        "user_id": "u_du_kai", "tenant_id": "default",
        "core": [
            ("m01", "用户叫杜凯，在昆明开了一家户外用品店", "fact", 0.5, "2025-06-22T21:20:00", None),
            ("m02", "用户攀岩先锋能爬5.12a，周末常去昆明周边的野外岩场", "fact", 0.8, "2025-07-30T19:00:00", None),
            ("m03", "用户对布洛芬过敏，吃了会起荨麻疹、嘴唇肿", "fact", 1.0, "2025-08-22T11:30:00", None),
            ("m04", "用户右肩肩袖撕裂过，做过康复，现在不能做太猛的动态动作", "fact", 0.8, "2025-09-17T16:10:00", None),
            ("m05", "用户7月要去四川登四姑娘山二峰，跟一个商业队", "fact", 0.9, "2026-03-22T22:40:00", None),
            ("m06", "用户出去玩住宿一晚不超过150块，能睡帐篷就睡帐篷", "preference", 0.6, "2025-10-28T20:05:00", None),
            ("m07", "用户的女朋友小雨也攀岩，两人常一起出去爬", "fact", 0.6, "2025-11-26T18:15:00", None),
            ("m08", "用户不吃牛羊肉，嫌膻", "preference", 0.6, "2025-12-19T12:50:00", None),
            ("m09", "用户上到四千米以上会头疼，以前在玉龙雪山有过高反", "fact", 0.8, "2026-02-18T09:05:00", None),
            ("m10", "用户自己开一辆二手的Jeep牧马人出门", "preference", 0.4, "2026-04-26T17:45:00", None),
        ],
        "plan_ends": {"m05": "2026-08-01T00:00:00"},   # "7月" (said in March 2026) -> July 2026
        # man with a girlfriend, no kids, runs his own shop
        "exclude_topics": {
            "kids_school": "no children",
            "work_routine": "runs his own shop; office routine contradicts",
            "coworkers": "runs his own shop; office colleagues contradict",
            "health_checkup": "drug-allergy and med-kit probes; medicine statements would compete",
            "car": "drives his own old Jeep; other car statements (EV etc.) contradict",
        },
        "exclude_words": KIDS + ["老公", "老婆", "男朋友", "对象", "婆婆", "公公", "岳母", "岳父", "夫妻", "结婚"] + [
            "药",                                          # drug-allergy / med-kit probes
            "牛肉", "羊", "拉面", "牛肉面",                # no beef or mutton
            "肩",                                          # shoulder probe
            "拍",
            "公司", "暖气",                                # own shop; no central heating in Kunming
        ],
        "probes": [
            ("para", "爬完墙手指关节又肿又痛，来片芬必得扛一下行吗", ["m03"], []),
            ("para", "新开的岩馆全是dyno和大跳的线路，我这条伤过的胳膊能玩吗", ["m04"], []),
            ("para", "去新疆天山那边徒步，当地馆子顿顿烤包子和手抓饭，我那点忌口怎么办", ["m08"], []),
            ("para", "想走一趟冈仁波齐转山，卓玛拉垭口那段我这体质扛得住吗", ["m09"], []),
            ("task", "帮我准备7月四姑娘山二峰的装备和药品清单", ["m05", "m03", "m09"], []),
            ("task", "十一想和女朋友开车去广西阳朔爬一周，帮我规划", ["m07", "m10", "m06"], []),
            ("direct", "我先锋现在能爬到几级", ["m02"], []),
            ("abst", "四姑娘山的四座山峰分别多高", [], []),
            ("abst", "昆明哪个季节花最多", [], []),
            ("expiry", "下个月还想再找座雪山登一登，帮我看看哪座适合", ["m09", "m06"], [["四姑娘山"]]),
        ],
        "expiry_at": "2026-08-25T21:00:00",
    },
    # 11 ------------------------------------------------------------------
    {
        "user_id": "u_chenjie", "tenant_id": "default",
        "core": [
            ("m01", "用户叫陈洁，住在青岛，在一家医药公司做市场", "fact", 0.8, "2025-06-28T20:40:00", None),
            ("m02", "用户对芒果过敏，碰到芒果汁嘴角就起疹子", "fact", 1.0, "2025-07-16T13:20:00", None),
            ("m03", "用户练铁人三项，完成过两场标准距离的比赛", "fact", 0.7, "2025-08-26T19:30:00", None),
            ("m04", "用户公开水域游泳时穿一件3毫米的湿衣，怕冷", "preference", 0.6, "2025-09-25T07:10:00", None),
            ("m05", "用户2026年9月要去厦门参加一场70.3半程铁人三项", "fact", 0.9, "2026-03-20T21:25:00", "2026-09-30T23:59:59"),
            ("m06", "用户右脚跟腱有炎症，跑量超过每周40公里就发作", "fact", 0.8, "2025-10-20T22:00:00", None),
            ("m07", "用户托运自行车用的是一只硬壳车箱", "preference", 0.5, "2025-11-28T15:45:00", None),
            ("m08", "用户不喝咖啡，一喝就心悸", "preference", 0.6, "2026-01-08T08:30:00", None),
            ("m09", "用户的教练叫老韩，每周给她排课表", "fact", 0.5, "2026-02-12T21:05:00", None),
            ("m10", "用户夏天每天早上六点去海边游一千五百米", "preference", 0.5, "2025-12-18T06:20:00", None),
            ("m11", "用户今年的年假只剩五天", "fact", 0.6, "2026-04-18T12:00:00", None),
        ],
        "plan_ends": {},
        # twin A: single woman, no kids, triathlete
        "exclude_topics": {
            "partner": "single",
            "kids_school": "no children",
            "gym_fitness": "training probes; workout statements would compete",
            "sleep": "swims at 6 am; late-sleeper statements contradict",
        },
        "exclude_words": KIDS + PARTNER + [
            "陈杰", "西安", "头孢",                        # the other u_chenjie (must never appear here)
            "芒果",                                        # allergic: buying mangoes contradicts
            "咖啡", "美式", "拿铁",                        # does not drink coffee
            "跑", "游泳", "骑",                            # training probes
            "脚",
            "半夜",                                        # early riser
        ],
        "twin_forbid": [["陈杰"], ["西安"], ["头孢"]],
        "probes": [
            ("para", "朋友请我吃泰国那道招牌甜品，糯米饭配金黄色的热带水果，我能吃吗", ["m02"], []),
            ("para", "比赛能量胶要不要挑加了提神成分的那款，听说后半程更有劲", ["m08"], []),
            ("para", "教练让我连着五天练间歇，后脚踝那根大筋会不会又闹脾气", ["m06"], []),
            ("para", "海温才十六度，我那身下水装备够不够", ["m04"], []),
            ("para", "飞去外地比赛，航司对单车包装有什么规定？我手头那个合不合格", ["m07"], []),
            ("task", "帮我排9月厦门70.3比赛前两个月的训练计划", ["m05", "m06", "m03"], []),
            ("task", "帮我订去厦门比赛的行程，车怎么运、住哪里、请几天假", ["m05", "m07", "m11"], []),
            ("task", "帮我定一个比赛当天的补给方案", ["m08", "m02", "m05"], []),
            ("direct", "我对什么水果过敏来着", ["m02"], []),
            ("abst", "青岛啤酒节一般几月办", [], []),
        ],
        "expiry_at": None,
    },
    # 12 ------------------------------------------------------------------
    {
        "user_id": "u_chenjie", "tenant_id": "t_skyline",
        "core": [
            ("m01", "用户叫陈杰，住在西安，在一家能源公司负责中亚业务", "fact", 0.8, "2025-06-14T21:10:00", None),
            ("m02", "用户对头孢类抗生素过敏，输过一次液差点休克", "fact", 1.0, "2025-07-28T10:30:00", None),
            ("m03", "用户是南航明珠卡金卡会员", "fact", 0.7, "2025-08-12T18:00:00", None),
            ("m04", "用户上飞机前一定要在贵宾室吃碗面，机上餐基本不碰", "preference", 0.5, "2025-09-09T07:40:00", None),
            ("m05", "用户常去哈萨克斯坦阿拉木图出差，每次待一个多月，办了多次往返商务签", "fact", 0.8, "2025-10-05T16:50:00", None),
            ("m06", "用户打高尔夫，差点18，出差也会带球杆", "preference", 0.7, "2025-11-06T12:25:00", None),
            ("m07", "用户有高血压，每天早上吃一片氨氯地平", "fact", 0.8, "2025-12-11T08:05:00", None),
            ("m08", "用户住酒店要高楼层、远离电梯的安静房间", "preference", 0.6, "2026-01-16T22:20:00", None),
            ("m09", "用户的儿子在英国曼彻斯特读大学", "fact", 0.6, "2026-02-27T20:15:00", None),
            ("m10", "用户坐夜航班落地后习惯先去酒店健身房出身汗再睡", "preference", 0.5, "2026-04-02T23:45:00", None),
            ("m11", "用户2026年8月要去迪拜参加一个能源论坛", "fact", 0.7, "2026-05-15T14:35:00", "2026-08-31T23:59:59"),
        ],
        "plan_ends": {},
        # twin B: married man, son at university abroad
        "exclude_topics": {
            "kids_school": "son is at university in the UK; school-child statements contradict",
            "health_checkup": "hypertension probe; blood-pressure statements would compete",
            "sleep": "light-sleeper probe; earplug/noise statements would compete",
        },
        "exclude_words": NOT_HUSBAND + KIDS + [        # only child is a grown-up son abroad
            "陈洁", "青岛", "芒果",                        # the other u_chenjie (must never appear here)
            "盐", "血压",                                  # salt / hypertension probe
            "电梯", "耳塞", "吵", "睡不着", "半夜", "声音特别大",   # quiet-room probe
        ],
        "twin_forbid": [["陈洁"], ["青岛"], ["芒果"]],
        "probes": [
            ("para", "在阿拉木图嗓子发炎，诊所开了先锋霉素，我能用吗", ["m02"], []),
            ("para", "哈萨克菜又咸又油，连着吃一个月，我那个老毛病会不会出问题", ["m07"], []),
            ("para", "周末在阿拉木图闲着，附近有没有能下场挥几杆的地方", ["m06"], []),
            ("para", "订房的时候帮我备注下，我觉浅，受不了半夜叮咚的开门声和走廊脚步", ["m08"], []),
            ("para", "最近老是惦记家里那小子，一年到头也见不着几面。今年圣诞想飞过去看看他，北京有直飞那边的航班吗？还是得在哪儿转一下？", ["m09"], []),
            ("task", "帮我订8月去迪拜开论坛的机票和酒店", ["m11", "m03", "m08", "m04"], []),
            ("task", "下个月去阿拉木图常驻六周，帮我准备药和行李", ["m05", "m07", "m02", "m06"], []),
            ("task", "帮我规划落地伦敦后的前两天，倒时差顺便去看孩子", ["m10", "m09"], []),
            ("direct", "我是对哪类抗生素过敏", ["m02"], []),
            ("abst", "西安城墙上骑行一圈要多久", [], []),
        ],
        "expiry_at": None,
    },
]

KINDS = ("para", "task", "direct", "abst", "expiry")


# ---------------------------------------------------------------------------
def fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def is_cjk(ch):
    return "\u4e00" <= ch <= "\u9fff"


def shared_meaningful(a, b):
    sa = {c for c in a if is_cjk(c) and c not in FUNCTION_CHARS}
    sb = {c for c in b if is_cjk(c) and c not in FUNCTION_CHARS}
    return sorted(sa & sb)


def probe_times(ui):
    """Non-expiry probes: 2-11 June 2026, one a day, hour depends on the user."""
    times = []
    for j in range(10):
        day = datetime(2026, 6, 2 + j, 8 + ui, (7 * j + 3 * ui) % 60, 0, tzinfo=TZ)
        times.append(day)
    return times


def load_background():
    with open(BACKGROUND, encoding="utf-8") as f:
        data = json.load(f)
    return data["statements"]


def background_pool(u, statements):
    words = GLOBAL_EXCLUDE_WORDS + list(u["exclude_words"])
    pool = []
    for st in statements:
        if st["topic"] in u["exclude_topics"]:
            continue
        if any(w in st["text"] for w in words):
            continue
        pool.append(st["text"])
    return pool


def build():
    statements = load_background()
    out_users = []
    for ui, u in enumerate(USERS):
        rng = random.Random("%s|%s|%s" % (SEED, u["user_id"], u["tenant_id"]))
        memories = []
        core_types = [c[2] for c in u["core"]]
        core_imps = [c[3] for c in u["core"]]
        for mid, content, typ, imp, created, valid_until in u["core"]:
            m = {"id": mid, "content": content, "type": typ, "importance": imp,
                 "created_at": created + "+08:00"}
            if valid_until:
                m["valid_until"] = valid_until + "+08:00"
            memories.append(m)
        pool = background_pool(u, statements)
        n_bg = rng.randint(100, 180)
        chosen = rng.sample(pool, n_bg)
        span = int((REF - WINDOW_START).total_seconds())
        bg = []
        for text in chosen:
            created = WINDOW_START + timedelta(seconds=rng.randrange(0, span))
            bg.append((created, text, rng.choice(core_types), rng.choice(core_imps)))
        bg.sort(key=lambda x: (x[0], x[1]))
        for k, (created, text, typ, imp) in enumerate(bg, 1):
            memories.append({"id": "b%03d" % k, "content": text, "type": typ,
                             "importance": imp, "created_at": fmt(created)})
        times = probe_times(ui)
        probes = []
        for n, (kind, query, relevant, extra_forbid) in enumerate(u["probes"], 1):
            at = T(u["expiry_at"]) if kind == "expiry" else times[n - 1]
            forbid = [list(x) for x in u.get("twin_forbid", [])] + [list(x) for x in extra_forbid]
            p = {"id": "p%d-%s" % (n, kind), "at": fmt(at), "query": query,
                 "relevant": list(relevant)}
            if forbid:
                p["forbid"] = forbid
            probes.append(p)
        out_users.append({"user_id": u["user_id"], "tenant_id": u["tenant_id"],
                          "memories": memories, "probes": probes})
    return {"format": "memory-eval/v1", "name": "set5", "users": out_users}


def dumps(doc):
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
def parse_ts(s):
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S%z")


def validate(doc):
    errs = []

    def err(msg):
        errs.append(msg)

    if doc.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if doc.get("name") != "set5":
        err("name must be set5")
    users = doc.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("expected 12 users")
        return errs, {}, 0, 0
    if len(USERS) != len(users):
        err("USERS/doc length mismatch")
        return errs, {}, 0, 0
    ids = [u["user_id"] for u in users]
    if len(set(ids)) != 11:
        err("expected 11 distinct user_ids, got %d" % len(set(ids)))
    accounts = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(accounts)) != 12:
        err("(user_id, tenant_id) pairs must be unique")
    twins = [a for a in accounts if ids.count(a[0]) > 1]
    if len(twins) != 2 or len({t[1] for t in twins}) != 2 or "default" not in {t[1] for t in twins}:
        err("the repeated user_id must appear exactly in tenant default and one other tenant")

    total = {k: 0 for k in KINDS}
    n_core = n_bg = 0
    for u, spec in zip(users, USERS):
        tag = "%s/%s" % (u["user_id"], u.get("tenant_id", "default"))
        for key in ("user_id", "tenant_id", "memories", "probes"):
            if key not in u:
                err("%s: missing %s" % (tag, key))
        mems = u["memories"]
        mids = [m["id"] for m in mems]
        if len(set(mids)) != len(mids):
            err("%s: duplicate memory ids" % tag)
        contents = [m["content"] for m in mems]
        if len(set(contents)) != len(contents):
            err("%s: duplicate memory contents" % tag)
        by_id = {m["id"]: m for m in mems}
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err("%s: memory ids must start with m or b" % tag)
        n_core += len(core)
        n_bg += len(bg)
        if not 9 <= len(core) <= 13:
            err("%s: %d core memories (want 9-13)" % (tag, len(core)))
        if not 100 <= len(bg) <= 180:
            err("%s: %d background memories (want 100-180)" % (tag, len(bg)))
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        latest = None
        plan_end = {}
        for m in mems:
            for key in ("id", "content", "type", "importance", "created_at"):
                if key not in m:
                    err("%s/%s: missing %s" % (tag, m.get("id"), key))
            if not isinstance(m["content"], str) or not m["content"]:
                err("%s/%s: empty content" % (tag, m["id"]))
            if m["type"] not in ("fact", "preference"):
                err("%s/%s: bad type" % (tag, m["id"]))
            if not (isinstance(m["importance"], (int, float)) and 0.3 <= m["importance"] <= 1.0):
                err("%s/%s: importance out of range" % (tag, m["id"]))
            c = parse_ts(m["created_at"])
            if not (WINDOW_START <= c < REF):
                err("%s/%s: created_at outside the 12 months before REF" % (tag, m["id"]))
            latest = c if latest is None or c > latest else latest
            if "valid_until" in m:
                v = parse_ts(m["valid_until"])
                if v <= c:
                    err("%s/%s: valid_until before created_at" % (tag, m["id"]))
                plan_end[m["id"]] = v
            if m["id"].startswith("b"):
                if m["type"] not in core_types or m["importance"] not in core_imps:
                    err("%s/%s: background type/importance not drawn from core lists" % (tag, m["id"]))
                bad = [w for w in GLOBAL_EXCLUDE_WORDS + list(spec["exclude_words"]) if w in m["content"]]
                if bad:
                    err("%s/%s: background contains excluded word %s" % (tag, m["id"], bad))
        for mid, end in spec["plan_ends"].items():
            if mid not in by_id or "valid_until" in by_id[mid]:
                err("%s: plan_ends entry %s must be a core memory without valid_until" % (tag, mid))
            plan_end[mid] = T(end)
        # created_at spread of core memories: at least 8 distinct months
        months = {m["created_at"][:7] for m in core}
        if len(months) < 8:
            err("%s: core created_at not spread (%d months)" % (tag, len(months)))

        probes = u["probes"]
        pids = [p["id"] for p in probes]
        if len(set(pids)) != len(pids):
            err("%s: duplicate probe ids" % tag)
        kinds = {k: 0 for k in KINDS}
        for n, p in enumerate(probes, 1):
            for key in ("id", "query", "relevant", "at"):
                if key not in p:
                    err("%s/%s: missing %s" % (tag, p.get("id"), key))
            kind = p["id"].split("-", 1)[1]
            if p["id"] != "p%d-%s" % (n, kind) or kind not in KINDS:
                err("%s/%s: bad probe id" % (tag, p["id"]))
                continue
            kinds[kind] += 1
            at = parse_ts(p["at"])
            if at <= latest:
                err("%s/%s: probe asked before the user's last memory" % (tag, p["id"]))
            rel = p["relevant"]
            if len(set(rel)) != len(rel):
                err("%s/%s: duplicate relevant ids" % (tag, p["id"]))
            for r in rel:
                if r not in by_id:
                    err("%s/%s: relevant id %s does not exist" % (tag, p["id"], r))
                elif not r.startswith("m"):
                    err("%s/%s: relevant id %s is a background memory" % (tag, p["id"], r))
                elif r in plan_end and plan_end[r] <= at:
                    err("%s/%s: relevant %s has already expired at probe time" % (tag, p["id"], r))
            want = {"para": (1, 1), "task": (2, 4), "direct": (1, 1), "abst": (0, 0), "expiry": (0, 4)}[kind]
            if not want[0] <= len(rel) <= want[1]:
                err("%s/%s: %d relevant ids for kind %s" % (tag, p["id"], len(rel), kind))
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or not all(isinstance(a, list) and a and all(isinstance(w, str) and w for w in a) for a in forbid):
                err("%s/%s: bad forbid shape" % (tag, p["id"]))
                forbid = []
            fwords = [norm(w) for alt in forbid for w in alt]
            for r in rel:
                if r in by_id:
                    hit = [w for w in fwords if w in norm(by_id[r]["content"])]
                    if hit:
                        err("%s/%s: forbid %s occurs in relevant %s" % (tag, p["id"], hit, r))
            # stricter: a forbidden word may only occur in a memory that has
            # expired by the time of an expiry probe
            for m in mems:
                for w in fwords:
                    if w in norm(m["content"]):
                        ok = kind == "expiry" and m["id"] in plan_end and plan_end[m["id"]] <= at
                        if not ok:
                            err("%s/%s: forbid %r occurs in live memory %s" % (tag, p["id"], w, m["id"]))
            if "twin_forbid" in spec:
                for alt in spec["twin_forbid"]:
                    if alt not in forbid:
                        err("%s/%s: twin forbid %s missing" % (tag, p["id"], alt))
            if kind == "para":
                fact = by_id[rel[0]]["content"] if rel and rel[0] in by_id else ""
                sh = shared_meaningful(p["query"], fact)
                if len(sh) > PARA_MAX_SHARED:
                    err("%s/%s: para shares %d meaningful chars with %s: %s" % (tag, p["id"], len(sh), rel[0], "".join(sh)))
            if kind == "expiry":
                expired = [mid for mid, end in plan_end.items() if end <= at]
                if not expired:
                    err("%s/%s: expiry probe asked before any plan ended" % (tag, p["id"]))
                if not any(w in norm(by_id[mid]["content"]) for mid in expired for w in fwords):
                    err("%s/%s: expiry forbid does not name an ended plan" % (tag, p["id"]))
                if any(r in expired for r in rel):
                    err("%s/%s: expiry relevant includes the ended plan" % (tag, p["id"]))
        if len(probes) != 10:
            err("%s: %d probes (want 10)" % (tag, len(probes)))
        for k in KINDS:
            total[k] += kinds[k]
    want_total = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}
    if total != want_total:
        err("probe kind totals %s != %s" % (total, want_total))
    return errs, total, n_core, n_bg


def main(argv):
    doc = build()
    text = dumps(doc)
    if "--check" in argv:
        if not os.path.exists(OUT):
            print("missing", OUT)
            return 1
        with open(OUT, "rb") as f:
            disk = f.read()
        problems, total, n_core, n_bg = validate(json.loads(disk.decode("utf-8")))
        if disk != text.encode("utf-8"):
            problems.append("rebuild is not byte-identical to %s" % OUT)
        for p in problems:
            print("ERROR:", p)
        print("accounts=12 core=%d background=%d probes=%s" % (n_core, n_bg, total))
        print("OK" if not problems else "FAILED (%d problems)" % len(problems))
        return 0 if not problems else 1
    problems, total, n_core, n_bg = validate(doc)
    for p in problems:
        print("ERROR:", p)
    if problems:
        print("not written: %d problems" % len(problems))
        return 1
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("wrote %s: accounts=12 core=%d background=%d probes=%s" % (OUT, n_core, n_bg, total))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
