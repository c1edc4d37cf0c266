#!/usr/bin/env python3
"""Build the fifth blind held-out track-R set bench/data/holdout5/zh_retrieval_holdout5.json.

    python bench/data/holdout5/build_holdout5.py           # write the JSON, check it, print a summary
    python bench/data/holdout5/build_holdout5.py --check   # check the JSON on disk (format, semantics,
                                                           # and that a rebuild is byte-identical)

How it was written (blind)
--------------------------
Every user, core memory and probe below was written by hand for this file only.
The author read exactly three project files and nothing else:
  * shared/eval/FORMAT.md (the memory-eval/v1 format),
  * the module docstring of bench/data/holdout2/build_holdout2.py (probe-kind
    conventions only; none of its data),
  * bench/data/src/background_pool.py, which is imported here (POOL,
    PLACE_WORDS), never copied.
No other data set (dev/test/dialogue/holdout/holdout2/holdout3/holdout4), test,
doc, README, or engine/assistant/memory code was opened, and neither the engine
nor any evaluator was run while writing it.

Users (12 accounts, 11 user ids)
--------------------------------
  u_zhoujj    周建军, long-haul truck driver (郑州-乌鲁木齐), gout, slipped disc, night shifts
  u_linxiao   林晓, deaf graphic designer in 杭州, mango allergy, text-only contact
  u_songwan   宋婉, pregnant IP lawyer in 北京, raw-food ban, gestational high blood sugar
  u_heyu      何雨, PhD student in 南京 on a ~3000/month stipend, penicillin allergy, seasick
  u_tanggd    唐国栋, Sichuan head chef in 成都, hypertension, cat-hair allergy, Monday-only
  u_guolei    郭蕾, 天津 mother of a 14-year-old autistic son (noise, routine, picky food)
  u_chenxy    陈秀英, 72, Buddhist vegetarian grandmother in 宁波 (no meat, no 五辛), bad knees
  u_xiaoyu    tenant t_skyway: 赵晓宇, airline first officer based in 深圳, dust-mite allergy
  u_xiaoyu    tenant default:  许筱雨, food livestreamer in 长沙, kiwi allergy, lactose intolerant
  u_wuhao     吴昊, backend engineer in 上海 with type-1 diabetes, climber, snores
  u_mafs      马福生, apple farmer couple in 洛川 (car-sick husband, wife afraid of heights)
  u_fangjing  方静, high-school physics teacher in 石家庄, asthma, daughter allergic to egg
The two u_xiaoyu accounts conflict on name, city and allergy; every probe of
either forbids the other tenant's name, city and allergen.

Probe ids are "p<n>-<kind>" (n runs over the whole file):
  para    one stored fact in other words, sharing few or no characters with it and
          relying on world knowledge (杨枝甘露 -> 芒果, 阿莫西林 -> 青霉素, 络活喜 -> 降压药,
          诺和锐 -> 胰岛素, 万托林 -> 哮喘喷雾, 韭菜盒子 -> 五辛, 舒芙蕾 -> 鸡蛋, 布偶 -> 猫,
          巧克力山 -> 薄荷岛, 寒食/祭祖 -> 清明扫墓, 月半 -> 十五, 拿铁 -> 乳糖 ...)
  task    a planning request; relevant = every memory a careful planner must weigh (2-4)
  direct  the user asks about themselves
  abst    needs no personal memory (relevant: []) but shares a topic word with a
          stored fact (city, planned destination, hobby); genuinely general questions
  expiry  asked after a dated plan has ended; that plan is not relevant and its
          keyword is in forbid
  bg      targets a background memory pinned into the sample ("@statement")

Reference date and dated plans
------------------------------
REF = 2026-06-01 (+08:00). Background and undated core memories are spread over
the 12 months before REF; dated plans carry hand-set created_at inside the same
window; every probe is asked after all of its user's memories (2026-06-02 or later).
  explicit valid_until: 喀什拉货 (06-25), 大理孕期小假期 (06-24), 厦大暑期学校 (06-12),
      乐山跷脚牛肉 (06-15), 北京家长交流会 (06-06), 珠海长隆 (06-15), 重庆见面会 (06-28),
      南京技术大会 (06-07), 高考监考 (06-09)
  left to the engine's inference from wording: "2026年国庆" (西安, 五台山, 云南),
      "2026年7月" (东京, 青岛, 北京升旗), "2026年7月下旬" (青海湖), "2026年8月" (薄荷岛,
      四姑娘山), "2026年11月" (大阪), "今年暑假" (秦皇岛, written 2026-04), "2026年5月底"
      (景德镇, 普陀山), "2026年6月上旬" (杨凌)
Durable facts with time words that must NOT expire, probed after those months:
  每年春节停运 (probe 2026-12), 每年清明扫墓 (06), 每年寒假回遵义 (06), 每年三月和九月
  复训 (10), 每年九到十月农忙 (11), 只有寒暑假出远门 (09), 每周三值班/篮球, 每周一店休,
  每逢初一十五烧香, 每晚八点到十二点开播. Tasks asked after a plan ended also forbid it.

Background memories
-------------------
150-220 per user, sampled with random.Random(SEED|tenant|user); created_at
uniform over [REF-365d, REF); type and importance drawn from that user's own core
type/importance lists, so they carry no relevance signal. Memory ids are neutral
("u<k>m<nnn>", numbered in created_at order), so ids carry no signal either.
Hygiene, so that a sampled statement never becomes relevant or contradicts a core fact:
  * pets and car topics are never sampled; one cluster per family is kept per user
    (some forced, e.g. the pilot's eyes:good, the student's housing:rent);
  * "active" statements are dropped for users with mobility/pregnancy constraints;
  * per-user topic drops for identity conflicts (office work for the driver, chef,
    pilot, streamer, student and teacher; music for the deaf designer; cooking for
    the chef; tech/games/learning/family/trips for the grandmother and farmers ...);
  * per-user keyword drops for contradictions and look-alikes (e.g. 听/唱/电话 for the
    deaf user, 血压 for the hypertensive chef, 书店 for the book-hunting student,
    献血 for the pregnant and the diabetic user, 睡 for night-shift/late-streaming users);
  * statements naming a PLACE_WORDS entry that occurs in the user's core facts or
    non-abstention probes are dropped, as are statements containing any of the
    user's forbid keywords;
  * pinned statements (bg probes) bypass keyword exclusions only, never topic or
    cluster exclusions.

Validation (run on every build and by --check): JSON shape per FORMAT.md, ids
unique, relevant ids exist, every non-abst/expiry probe has relevant ids, abst
probes have none, forbid keywords never occur in a relevant memory and occur in
the user's memories only inside plans that have ended by the probe time, expiry
probes are asked after their plan's end, plan-dependent probes before it, all
probes after all of the user's memories, background counts in range, kind counts.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout5.json")
SEED = "holdout5-2026"
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 6, 1, 0, 0, tzinfo=TZ)
WINDOW_START = REF - dt.timedelta(days=365)
BG_MIN, BG_MAX = 150, 220
GLOBAL_DROP_TOPICS = ["pets", "car"]
# every account has a stated occupation; this statement would contradict most of them
GLOBAL_DROP_KW = ["机械工程专业"]
KINDS = ["para", "task", "direct", "abst", "expiry", "bg"]


def T(s: str) -> dt.datetime:
    """'2026-05-12 22:40' -> aware datetime in +08:00."""
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def M(key, typ, imp, text, at=None, until=None, ends=None):
    """A core memory. until = explicit valid_until (written to JSON);
    ends = when the plan really ends (used only for validation; defaults to until)."""
    return {"k": key, "type": typ, "imp": imp, "text": text,
            "at": T(at) if at else None, "until": T(until) if until else None,
            "ends": T(ends) if ends else (T(until) if until else None)}


def P(kind, query, rel=(), at=None, forbid=(), expired=None):
    return {"kind": kind, "q": query, "rel": list(rel), "at": T(at) if at else None,
            "forbid": [list(f) for f in forbid], "expired": expired}


# ---------------------------------------------------------------------------
# Users: core memories and probes (all hand-written)
# ---------------------------------------------------------------------------
USERS = [
    # 1 ------------------------------------------------------------------
    {
        "user_id": "u_zhoujj", "tenant_id": "default", "base": "2026-06-04 08:30",
        "memories": [
            M("m1", "profile", 0.9, "用户叫周建军，开重型半挂跑长途货运十四年了，常年跑郑州到乌鲁木齐这条线"),
            M("m2", "profile", 0.9, "用户尿酸一直偏高，痛风犯过三回，医生交代嘌呤高的东西都要忌口"),
            M("m3", "profile", 0.85, "用户腰椎间盘突出，久坐腰就疼得厉害，出门最好每隔一两个钟头起来活动活动"),
            M("m4", "preference", 0.7, "用户常年夜里跑车、太阳出来才补觉，作息黑白颠倒，住店要挑遮光好、隔音好的房间"),
            M("m5", "relation", 0.75, "用户的媳妇在周口老家开了个小卖部，闺女今年上初二"),
            M("m6", "preference", 0.7, "用户出去玩特别抠，住宿一晚不想超过两百块"),
            M("m7", "preference", 0.6, "用户爱下象棋，在服务区歇脚时常跟别的司机杀几盘"),
            M("m8", "event", 0.85, "用户打算2026年国庆带媳妇和闺女坐高铁去西安玩几天，这回不想自己开车",
              at="2026-05-12 22:40", ends="2026-10-08 23:59"),
            M("m9", "event", 0.7, "用户每年春节前后停运半个月，回周口老家过年"),
            M("m10", "event", 0.75, "用户2026年6月中旬要拉一车货去喀什，卸完货想顺路逛逛喀什老城",
              at="2026-05-26 23:10", until="2026-06-25 23:59"),
        ],
        "probes": [
            P("para", "晚上整碗卤煮火烧，再来两扎生啤，这么吃我扛得住不？", ["m2"]),
            P("para", "那种一路拉到底、中途不带停的大巴团，我这身板是不是别报了", ["m3"]),
            P("para", "日头底下我得合眼歇着，过道要是吵吵嚷嚷就完蛋，订的时候给我上点心", ["m4"]),
            P("para", "出门在外手痒，想找人杀两盘楚河汉界，有啥软件能约到附近的人？", ["m7"]),
            P("task", "国庆那趟帮我排个四天的行程，吃的住的都给安排上", ["m8", "m2", "m6", "m3"]),
            P("task", "腊月收车回家，娘俩想让我捎点新疆的土特产，买点啥好？", ["m9", "m5"],
              at="2026-12-10 21:00", forbid=[["西安"]]),
            P("direct", "我平常主要跑哪条线来着，你有印象没", ["m1"]),
            P("abst", "西安城墙上能骑自行车不？租一辆大概多少钱", []),
            P("expiry", "喀什老城现在进去还要门票吗", [], at="2026-07-20 14:00",
              forbid=[["喀什"]], expired="m10"),
        ],
        "drop_topics": ["work", "commute"], "no_active": True,
        "drop_kw": ["睡", "起床", "大学", "年终奖", "颈椎", "久坐", "围棋", "公司", "出差", "鼠标"],
    },
    # 2 ------------------------------------------------------------------
    {
        "user_id": "u_linxiao", "tenant_id": "default", "base": "2026-06-05 10:00",
        "memories": [
            M("m1", "profile", 0.85, "用户叫林晓，在杭州一家广告公司做平面设计"),
            M("m2", "profile", 0.95, "用户先天失聪，平时靠手语和打字交流，订房订票只能走文字客服"),
            M("m3", "profile", 0.9, "用户对芒果过敏，碰一下嘴唇就肿"),
            M("m4", "preference", 0.7, "用户爱逛美术馆和设计展，最关注字体设计"),
            M("m5", "preference", 0.75, "用户早上靠震动手环叫醒，住的地方最好有灯光闪烁的访客提醒"),
            M("m6", "relation", 0.7, "用户的男朋友阿哲是健听人，会一点手语，出门基本两人同行"),
            M("m7", "preference", 0.65, "用户住宿预算中等，每晚四五百以内都能接受"),
            M("m8", "event", 0.85, "用户计划2026年7月去日本东京看一个字体设计展",
              at="2026-04-18 20:15", ends="2026-07-31 23:59"),
            M("m9", "event", 0.7, "用户2026年5月底和朋友去景德镇学拉坯，待三天",
              at="2026-05-09 12:30", ends="2026-05-31 23:59"),
            M("m10", "event", 0.7, "用户每周三晚上固定去聋人篮球队训练"),
        ],
        "probes": [
            P("para", "杨枝甘露能点不？看着挺馋", ["m3"]),
            P("para", "那家民宿老板只接语音，消息一概不回，我咋跟他确认入住？", ["m2"]),
            P("para", "礼拜三夜里别给我排事儿，要去跟队友打比赛", ["m10"], at="2026-06-15 18:20"),
            P("task", "东京那趟帮我挑个酒店，办入住别太折腾的", ["m8", "m7", "m2", "m5"],
              at="2026-06-08 22:10"),
            P("task", "周末跟阿哲去千岛湖住一晚，帮我订个住处再找两家馆子", ["m3", "m7", "m5"],
              at="2026-06-10 12:40"),
            P("abst", "中国美院的毕业展一般几月份开？", []),
            P("abst", "东京地铁的一日券多少钱，在哪儿买？", []),
            P("expiry", "景德镇陶溪川的周末市集几点开始？", [], at="2026-06-20 11:00",
              forbid=[["景德镇"], ["拉坯"]], expired="m9"),
            P("bg", "《千与千寻》那位老爷子的新片上映了没？周末想去看", ["@用户喜欢看宫崎骏的动画电影"]),
        ],
        "drop_topics": ["music"],
        "drop_kw": ["听", "耳机", "播客", "唱", "铃声", "电话", "相声", "说话", "演讲", "手语",
                    "音箱", "闹钟", "声", "KTV", "篮球"],
    },
    # 3 ------------------------------------------------------------------
    {
        "user_id": "u_songwan", "tenant_id": "default", "base": "2026-06-05 08:00",
        "memories": [
            M("m1", "profile", 0.85, "用户叫宋婉，在北京一家律所做知识产权诉讼"),
            M("m2", "profile", 0.95, "用户怀孕二十二周了，预产期在九月底", at="2026-05-20 21:00"),
            M("m3", "preference", 0.9, "用户孕期生冷一律不碰，没熟透的肉和蛋都不吃，酒也戒了"),
            M("m4", "profile", 0.85, "用户孕期查出血糖偏高，医生让她严格控糖"),
            M("m5", "relation", 0.7, "用户的老公在游戏公司做策划，平时加班多，只有周末能陪她"),
            M("m6", "preference", 0.65, "用户爱看话剧，人艺的戏几乎每部都看"),
            M("m7", "event", 0.85, "用户和老公定了2026年6月20日到24日去大理过一个孕期小假期",
              at="2026-05-15 22:30", until="2026-06-24 23:59"),
            M("m8", "preference", 0.7, "用户出行预算宽松，住宿一晚一千五以内都行"),
            M("m9", "event", 0.75, "用户每年清明都回苏州给外婆扫墓"),
            M("m10", "preference", 0.6, "用户现在离不开孕妇枕，出门过夜都得带着，行李里要给它留地方"),
        ],
        "probes": [
            P("para", "晚上想吃顿omakase，师傅当面现捏的那种，帮我订个位", ["m3"]),
            P("para", "顺德那边的双皮奶、姜撞奶，我现在能敞开吃吗", ["m4"]),
            P("para", "《茶馆》下个月又要复排上演了，帮我盯着点开票", ["m6"]),
            P("para", "等寒食前后那趟祭祖，提早帮我看看车票", ["m9"], at="2026-06-18 20:00"),
            P("task", "大理那几天帮我排个松快点的行程，吃住都要", ["m7", "m2", "m3", "m8"]),
            P("task", "下周末想在北京周边找个温泉酒店放松放松，帮我挑一家", ["m2", "m8"],
              at="2026-06-12 13:00"),
            P("direct", "我预产期是啥时候来着？", ["m2"]),
            P("abst", "大理古城和双廊，哪个离机场近点？", []),
            P("expiry", "洱海骑行一般从哪儿出发比较好？", [], at="2026-07-15 19:30",
              forbid=[["大理"]], expired="m7"),
        ],
        "no_active": True,
        "drop_kw": ["献血", "甲醛", "体重", "两杯咖啡", "跑步"],
    },
    # 4 ------------------------------------------------------------------
    {
        "user_id": "u_heyu", "tenant_id": "default", "base": "2026-06-06 23:00",
        "memories": [
            M("m1", "profile", 0.85, "用户叫何雨，在南京读环境科学博士，今年博三"),
            M("m2", "profile", 0.95, "用户对青霉素过敏，以前做皮试都起过反应"),
            M("m3", "profile", 0.85, "用户每月补助就三千出头，出门能省则省，青旅、硬座都无所谓"),
            M("m4", "event", 0.85, "用户2026年7月要去青岛参加一个海洋微生物的学术会议，一共四天",
              at="2026-04-28 16:45", ends="2026-07-31 23:59"),
            M("m5", "profile", 0.8, "用户一上船就吐，风浪稍微大点就受不了"),
            M("m6", "preference", 0.6, "用户喜欢去各地的旧书店淘绝版的专业书"),
            M("m7", "preference", 0.75, "用户出差能报销的住宿标准是一晚四百，超了就得自己贴"),
            M("m8", "preference", 0.7, "用户不吃牛羊肉，嫌膻"),
            M("m9", "event", 0.7, "用户每年寒假都回贵州遵义老家"),
            M("m10", "event", 0.7, "用户报了2026年6月8日到12日在厦门大学办的一个暑期学校",
              at="2026-05-06 10:20", until="2026-06-12 23:59"),
        ],
        "probes": [
            P("para", "嗓子发炎疼得厉害，药店推荐阿莫西林，我能吃不？", ["m2"]),
            P("para", "会务说第三天安排坐科考船出海采样，我报不报？", ["m5"]),
            P("para", "听说朝天宫那边周末有古籍地摊，值得跑一趟不？", ["m6"]),
            P("task", "青岛开会那几天，住哪儿、吃啥帮我盘一下", ["m4", "m7", "m3", "m8"]),
            P("task", "寒假回家的火车票哪天开抢？帮我算算怎么走最省钱", ["m9", "m3"],
              at="2026-06-20 00:30"),
            P("direct", "我是哪个专业、读到几年级了，你那儿记着没？", ["m1"]),
            P("abst", "青岛啤酒节一般几月份开幕？", []),
            P("abst", "南京先锋书店晚上开到几点？", []),
            P("bg", "写《人间草木》的那位老先生，高邮有他故居吧？想抽空去看看", ["@用户很喜欢汪曾祺的散文"]),
        ],
        "drop_topics": ["work", "finance"], "clusters": {"housing": "rent"},
        "drop_kw": ["公司", "年终奖", "两千", "88VIP", "金条", "私教", "房贷", "按摩椅",
                    "在职研究生", "工位", "跳槽", "教师资格证", "书店", "业主"],
    },
    # 5 ------------------------------------------------------------------
    {
        "user_id": "u_tanggd", "tenant_id": "default", "base": "2026-06-04 15:00",
        "memories": [
            M("m1", "profile", 0.85, "用户叫唐国栋，在成都一家川菜馆当主厨"),
            M("m2", "profile", 0.9, "用户有高血压，每天早上吃一片降压药"),
            M("m3", "event", 0.8, "用户的馆子每周一店休，他一般只有周一能出门"),
            M("m4", "preference", 0.7, "用户出门玩主要为了吃，爱钻苍蝇馆子和菜市场"),
            M("m5", "profile", 0.85, "用户对猫毛过敏，一靠近猫就打喷嚏流眼泪"),
            M("m6", "relation", 0.7, "用户的老婆是小学老师，只有寒暑假能跟他一起出去"),
            M("m7", "event", 0.85, "用户打算2026年11月趁店里装修歇业，去日本大阪吃一圈",
              at="2026-05-03 23:50", ends="2026-11-30 23:59"),
            M("m8", "preference", 0.65, "用户不坐红眼航班，说熬一夜第二天整个人就废了"),
            M("m9", "preference", 0.6, "用户吃上舍得花钱，住宿无所谓，干净就行"),
            M("m10", "event", 0.75, "用户2026年6月15日那个周一要去乐山吃跷脚牛肉，当天来回",
              at="2026-05-28 22:05", until="2026-06-15 23:59"),
        ],
        "probes": [
            P("para", "出远门的话，络活喜要多备几板吗？", ["m2"]),
            P("para", "那家民宿说有三只布偶当店长，我住得了不？", ["m5"]),
            P("para", "凌晨一点起飞那班最便宜，就订它？", ["m8"]),
            P("task", "大阪那趟帮我把机票酒店都看看", ["m7", "m8", "m9"]),
            P("task", "下周一想带老婆去周边转转吃顿好的，帮我安排下", ["m3", "m6", "m10"],
              at="2026-06-10 15:30"),
            P("direct", "我那个降压药是每天吃几片来着？", ["m2"]),
            P("abst", "成都熊猫基地几点开门？几点去人少？", []),
            P("abst", "大阪黑门市场几点开门？", []),
            P("expiry", "乐山除了大佛，还有啥值得逛的？", [], at="2026-07-06 15:00",
              forbid=[["乐山"], ["跷脚牛肉"]], expired="m10"),
            P("bg", "《白夜行》那个作者还有啥好看的？想找几本路上打发时间", ["@用户喜欢看东野圭吾的推理小说"]),
        ],
        "drop_topics": ["work", "commute", "cooking"],
        "drop_kw": ["盐", "血压", "周末", "公司", "鼠标", "出差", "大学", "大三", "献血"],
    },
    # 6 ------------------------------------------------------------------
    {
        "user_id": "u_guolei", "tenant_id": "default", "base": "2026-06-05 21:00",
        "memories": [
            M("m1", "profile", 0.8, "用户叫郭蕾，住在天津，在一家物流公司做财务"),
            M("m2", "relation", 0.95, "用户的儿子乐乐十四岁，是自闭症谱系，对突然的巨响特别敏感，人一多就容易崩溃"),
            M("m3", "preference", 0.85, "用户每次出门前都得给乐乐看目的地的照片和视频，行程定了就不能临时改"),
            M("m4", "preference", 0.8, "用户的儿子吃饭特别挑，基本只吃白米饭、煎鸡蛋和番茄面"),
            M("m5", "relation", 0.7, "用户的老公在港口做调度，倒班制，请假很难"),
            M("m6", "event", 0.85, "用户打算今年暑假带乐乐去秦皇岛海边住一周",
              at="2026-04-20 21:35", ends="2026-08-31 23:59"),
            M("m7", "preference", 0.8, "用户订酒店都要高层、走廊尽头的房间，离电梯越远越好"),
            M("m8", "preference", 0.65, "用户家每次出游总花销控制在五千以内"),
            M("m9", "relation", 0.7, "用户的儿子是个火车迷，能背出好多车次"),
            M("m10", "event", 0.7, "用户2026年6月6日要去北京参加一个自闭症家长交流会，当天往返",
              at="2026-05-22 20:10", until="2026-06-06 23:59"),
        ],
        "probes": [
            P("para", "海边那家酒店晚上有篝火晚会，还放烟花，他能受得了吗？", ["m2"]),
            P("para", "有没有那种VR云游，能让娃先把地方熟悉熟悉？", ["m3"]),
            P("para", "那家海鲜自助，孩子去了能找着下嘴的吗？", ["m4"]),
            P("para", "坐绿皮还是坐复兴号，哪个更能让孩子高兴？", ["m9"]),
            P("task", "暑假海边那趟，帮我挑个酒店吧", ["m6", "m7", "m2", "m8"], at="2026-06-08 21:30"),
            P("task", "帮我把海边那一周每天干啥排出来，吃饭也顾着点", ["m6", "m3", "m4", "m2"],
              at="2026-06-10 22:00"),
            P("abst", "北戴河跟南戴河有啥区别？", []),
            P("abst", "天津之眼转一圈要多长时间？", []),
            P("expiry", "自闭症家长交流会一般都是谁在组织？", [], at="2026-06-20 21:00",
              forbid=[["交流会"]], expired="m10"),
        ],
        "drop_kw": [],
    },
    # 7 ------------------------------------------------------------------
    {
        "user_id": "u_chenxy", "tenant_id": "default", "base": "2026-06-03 07:30",
        "memories": [
            M("m1", "profile", 0.85, "用户叫陈秀英，今年七十二岁，住在宁波"),
            M("m2", "preference", 0.95, "用户信佛吃长斋，荤的一概不碰，五辛也忌口"),
            M("m3", "profile", 0.9, "用户两个膝盖都有骨质增生，台阶多的地方上不去，走远了得拄拐"),
            M("m4", "event", 0.8, "用户每逢初一、十五都要去七塔寺烧香"),
            M("m5", "relation", 0.8, "用户出门都是孙女小芸陪着，小芸在上海上班"),
            M("m6", "preference", 0.7, "用户夜里要起好几趟，住的地方卫生间得近，最好留盏小夜灯"),
            M("m7", "event", 0.85, "用户打算2026年国庆让孙女陪着去五台山拜佛",
              at="2026-05-18 09:40", ends="2026-10-08 23:59"),
            M("m8", "preference", 0.7, "用户坐汽车晕得厉害，只能坐高铁或飞机"),
            M("m9", "preference", 0.6, "用户爱听越剧，最喜欢《红楼梦》里的选段"),
            M("m10", "event", 0.7, "用户2026年5月底跟居士林的师兄们去普陀山朝山进香",
              at="2026-04-10 08:15", ends="2026-05-31 23:59"),
        ],
        "probes": [
            P("para", "楼下那家韭菜盒子挺香的，给我捎俩回来？", ["m2"]),
            P("para", "大殿在山尖尖上，全靠两条腿爬，我这老寒腿顶得住吗", ["m3"]),
            P("para", "过两天就是月半了，帮我瞧瞧那天天气咋样", ["m4"], at="2026-06-27 07:00"),
            P("para", "宁波附近有没有唱《黛玉葬花》《宝玉哭灵》的戏班子？", ["m9"]),
            P("task", "国庆拜佛那趟，帮我跟小芸把行程排排", ["m7", "m3", "m2", "m8"]),
            P("task", "帮我在五台山脚下找个住处，要实在点的", ["m7", "m6", "m3"], at="2026-06-12 08:00"),
            P("direct", "我孙女是在哪个城市上班来着？", ["m5"]),
            P("abst", "五台山一共几个台顶，哪个最高？", []),
            P("abst", "七塔寺是哪个朝代建的？", []),
            P("expiry", "普陀山现在进山门票多少钱？", [], at="2026-06-15 08:30",
              forbid=[["普陀山"]], expired="m10"),
        ],
        "drop_topics": ["work", "commute", "tech", "games", "learning", "family", "sports", "trips"],
        "no_active": True,
        "drop_kw": ["大学", "公司", "同事", "工作", "鱼油", "钓鱼", "红楼梦", "父母", "养老金", "996",
                    "剧本杀", "健身", "博客", "微博", "年轻人", "房贷", "跑步", "读博", "Excel", "AI",
                    "NBA", "游戏", "漫画", "十万个为什么", "考", "鼠标", "献血", "正畸", "房租", "收入",
                    "专项附加扣除", "报税", "班主任"],
    },
    # 8 ------------------------------------------------------------------
    {
        "user_id": "u_xiaoyu", "tenant_id": "t_skyway", "base": "2026-06-04 11:00",
        "xforbid": [["许筱雨"], ["长沙"], ["猕猴桃"]],
        "memories": [
            M("m1", "profile", 0.9, "用户叫赵晓宇，在一家航空公司当副驾驶，基地在深圳"),
            M("m2", "profile", 0.9, "用户对尘螨过敏，枕头被褥不干净就整夜打喷嚏"),
            M("m3", "preference", 0.85, "用户跑完洲际长航线要倒时差，落地后第一天什么都不安排"),
            M("m4", "event", 0.85, "用户每年三月和九月要去广州做模拟机复训，各一周"),
            M("m5", "event", 0.85, "用户2026年8月休年假，打算和太太去菲律宾薄荷岛潜水，女儿放奶奶家",
              at="2026-05-02 13:20", ends="2026-08-31 23:59"),
            M("m6", "preference", 0.7, "用户飞行前十二小时滴酒不沾，平时也很少喝"),
            M("m7", "relation", 0.7, "用户的太太做儿童绘本插画，女儿三岁"),
            M("m8", "preference", 0.65, "用户度假喜欢住安静的海边小屋，不爱住大酒店"),
            M("m9", "preference", 0.6, "用户是F1车迷，一直想去现场看一场"),
            M("m10", "event", 0.7, "用户2026年6月13日到15日带老婆孩子去珠海长隆玩",
              at="2026-05-20 19:00", until="2026-06-15 23:59"),
        ],
        "probes": [
            P("para", "铺满地毯、被子一股霉味的老招待所，凑合一晚行不行？", ["m2"]),
            P("para", "巧克力山那边住哪儿方便点？", ["m5"]),
            P("para", "刚从温哥华飞回来，明天陪朋友去爬梧桐山行吗？", ["m3"]),
            P("task", "8月那趟年假帮我排一下，怎么过去、住哪儿", ["m5", "m2", "m8"]),
            P("task", "下回去练模拟机是啥时候？提前帮我把那周住的地方订了", ["m4", "m2"],
              at="2026-10-08 16:00", forbid=[["薄荷岛"]]),
            P("direct", "我基地是在哪个城市来着？", ["m1"]),
            P("abst", "F1上海站的门票一般啥时候开售？", []),
            P("abst", "深圳湾口岸几点关闸？", []),
            P("expiry", "长隆海洋王国的鲸鲨馆现在还开着吗？", [], at="2026-07-01 10:00",
              forbid=[["珠海"], ["长隆"]], expired="m10"),
            P("bg", "下个月要是飞马德里，我那支主队刚好有主场比赛吗？", ["@用户喜欢看足球，是皇马球迷"]),
        ],
        "drop_topics": ["work", "commute"], "clusters": {"eyes": "good"},
        "drop_kw": ["足球"],
    },
    # 9 ------------------------------------------------------------------
    {
        "user_id": "u_xiaoyu", "tenant_id": "default", "base": "2026-06-05 14:00",
        "xforbid": [["赵晓宇"], ["深圳"], ["尘螨"]],
        "memories": [
            M("m1", "profile", 0.9, "用户叫许筱雨，是做美食探店的主播，住在长沙"),
            M("m2", "profile", 0.9, "用户对猕猴桃过敏，吃了喉咙发痒、起疹子"),
            M("m3", "event", 0.85, "用户每晚八点到十二点固定开播，雷打不动"),
            M("m4", "preference", 0.8, "用户住店先看网速，上传带宽不够就没法直播"),
            M("m5", "preference", 0.7, "用户出门设备一大堆，稳定器、补光灯、两台手机，行李经常超重"),
            M("m6", "event", 0.85, "用户计划2026年国庆去云南做一场边走边播的旅行直播",
              at="2026-05-10 01:20", ends="2026-10-08 23:59"),
            M("m7", "profile", 0.8, "用户乳糖不耐受，喝牛奶就闹肚子"),
            M("m8", "relation", 0.65, "用户的助理小蔡跟她一起出差，负责拍摄"),
            M("m9", "preference", 0.6, "用户喜欢穿汉服出片"),
            M("m10", "event", 0.7, "用户2026年6月下旬要去重庆参加一个主播线下见面会",
              at="2026-05-25 02:00", until="2026-06-28 23:59"),
        ],
        "probes": [
            P("para", "品牌方寄来一款奇异果味气泡水，要我镜头前试喝，接不接？", ["m2"]),
            P("para", "另一个品牌让我连喝三杯拿铁做测评，我肠胃顶得住吗？", ["m7"]),
            P("para", "那个古镇客栈说WiFi时灵时不灵，我去了咋整？", ["m4"]),
            P("task", "国庆云南那趟，帮我挑几个落脚的地方", ["m6", "m4", "m3"]),
            P("task", "下周三带小蔡去株洲探三家店，帮我排个时间表", ["m3", "m8"], at="2026-06-09 16:00"),
            P("direct", "我一般几点开播你记得不？", ["m3"]),
            P("abst", "长沙橘子洲的烟花一般周几放？", []),
            P("abst", "云南过桥米线那汤为啥要烧那么烫？", []),
            P("expiry", "重庆洪崖洞晚上几点亮灯？", [], at="2026-07-05 17:00",
              forbid=[["重庆"], ["见面会"]], expired="m10"),
        ],
        "drop_topics": ["work", "commute"],
        "drop_kw": ["睡", "十一点", "屏幕", "剪映", "酸奶", "公司", "年终奖"],
    },
    # 10 -----------------------------------------------------------------
    {
        "user_id": "u_wuhao", "tenant_id": "default", "base": "2026-06-04 20:00",
        "memories": [
            M("m1", "profile", 0.85, "用户叫吴昊，在上海做后端开发"),
            M("m2", "profile", 0.95, "用户是1型糖尿病，每天要打好几针胰岛素，药得冷藏"),
            M("m3", "profile", 0.85, "用户低血糖来得快，身上随时得揣着糖和饼干"),
            M("m4", "preference", 0.7, "用户爱攀岩，周末常泡在岩馆"),
            M("m5", "event", 0.85, "用户打算2026年8月跟两个朋友去四姑娘山徒步三天",
              at="2026-05-08 23:30", ends="2026-08-31 23:59"),
            M("m6", "preference", 0.6, "用户不喝酒，聚餐只喝无糖饮料"),
            M("m7", "relation", 0.7, "用户的女朋友在杭州读研，两人异地，一个月见一次"),
            M("m8", "preference", 0.75, "用户睡觉打呼噜很响，跟人出去都单独开一间"),
            M("m9", "preference", 0.65, "用户每趟旅行花销控制在八千以内"),
            M("m10", "event", 0.7, "用户2026年6月6日到7日要去南京参加一个技术大会",
              at="2026-05-12 12:10", until="2026-06-07 23:59"),
        ],
        "probes": [
            P("para", "诺和锐的笔芯带上飞机，要开证明吗？", ["m2"]),
            P("para", "徒步那天要是半路手抖、出冷汗、眼前发黑，包里该塞点啥？", ["m3"]),
            P("para", "阳朔那边有没有适合抱石的野外点？", ["m4"]),
            P("task", "8月爬山那趟，帮我列个装备和吃的清单", ["m5", "m2", "m3"]),
            P("task", "这周末去杭州找她，帮我订个酒店，顺便看看吃饭的地儿", ["m7", "m2"],
              at="2026-06-15 12:30"),
            P("direct", "我对象在哪个城市读书来着？", ["m7"]),
            P("abst", "四姑娘山大峰海拔多少米？", []),
            P("abst", "攀岩里说的5.10a是个什么难度？", []),
            P("expiry", "南京最近有啥技术大会吗？", [], at="2026-06-25 22:00",
              forbid=[["南京"], ["技术大会"]], expired="m10"),
            P("bg", "山西那些古建取景地，就游戏里出现过的那几座，想挑几个去打卡",
              ["@用户把《黑神话：悟空》通关了两遍"]),
        ],
        "drop_kw": ["献血", "室友", "川西"],
    },
    # 11 -----------------------------------------------------------------
    {
        "user_id": "u_mafs", "tenant_id": "default", "base": "2026-06-03 20:30",
        "memories": [
            M("m1", "profile", 0.85, "用户叫马福生，和老伴在陕西洛川种了十五亩苹果"),
            M("m2", "event", 0.9, "用户家每年九月到十月底摘苹果、卖苹果，这两个月根本走不开"),
            M("m3", "profile", 0.85, "用户晕车晕得厉害，小轿车大巴都吐，只能坐火车"),
            M("m4", "profile", 0.85, "用户的老伴王秀兰恐高，站到高处腿就发软"),
            M("m5", "event", 0.85, "用户打算2026年7月农闲时和老伴去北京看天安门升旗，这是老两口头一回出远门",
              at="2026-05-06 20:00", ends="2026-07-31 23:59"),
            M("m6", "preference", 0.7, "用户出门舍不得花钱，两口子就攒了一万块当路费"),
            M("m7", "relation", 0.7, "用户的儿子在深圳打工，闺女嫁到了西安"),
            M("m8", "profile", 0.75, "用户满口假牙，硬的、筋道的都嚼不动"),
            M("m9", "preference", 0.7, "用户不会用手机App买票，都是儿子帮着订"),
            M("m10", "event", 0.7, "用户2026年6月上旬要去杨凌参加一个果树修剪培训班",
              at="2026-05-15 19:45", ends="2026-06-30 23:59"),
        ],
        "probes": [
            P("para", "去那地方得绕几十道弯的盘山公路，我这样的去得了不？", ["m3"]),
            P("para", "那景区有个玻璃栈道，老婆子敢上不？", ["m4"]),
            P("para", "北京那焦圈嘎嘣脆，还有干炸丸子，我能咬得动不？", ["m8"]),
            P("para", "12306那玩意儿我鼓捣不来，咋整？", ["m9"]),
            P("task", "七月去北京看升旗，帮我们老两口把路线住宿安排一下", ["m5", "m6", "m3", "m4"]),
            P("task", "明年秋里想带老伴去南方转一圈，啥时候走合适，咋去？", ["m2", "m3", "m4"],
              at="2026-11-10 20:00", forbid=[["天安门"]]),
            P("direct", "我家儿子闺女都在哪儿，你还记着不？", ["m7"]),
            P("abst", "天安门升旗几点开始，得提前预约吗？", []),
            P("expiry", "杨凌那边的农高会一般几月份办？", [], at="2026-07-10 20:00",
              forbid=[["杨凌"]], expired="m10"),
        ],
        "drop_topics": ["work", "commute", "tech", "games", "learning", "finance", "family", "trips",
                        "sports"],
        "clusters": {"grocery": "market"},
        "drop_kw": ["大学", "公司", "同事", "Kindle", "英文", "App", "电商", "网购", "插件", "88VIP",
                    "直播间", "二手", "宜家", "快递", "剧本杀", "996", "AI", "读博", "Notion", "咖啡",
                    "投影仪", "洗碗机", "扫地机器人", "智能", "博客", "微博", "NBA", "英剧", "视频网站",
                    "B站", "诺兰", "漫威", "十七楼", "房贷", "房租", "房东", "装修", "物业费", "业主群",
                    "业委会", "报税", "鼠标", "牙", "睡懒觉", "十二点睡", "跑步", "电子产品", "信用卡", "便当",
                    "卡坦岛", "香薰", "皮具", "魔方", "乐高", "手账", "模型", "陶艺", "海贼王", "线上"],
    },
    # 12 -----------------------------------------------------------------
    {
        "user_id": "u_fangjing", "tenant_id": "default", "base": "2026-06-04 21:30",
        "memories": [
            M("m1", "profile", 0.85, "用户叫方静，在石家庄一所高中教物理，今年带高三"),
            M("m2", "profile", 0.95, "用户有哮喘，包里常备沙丁胺醇喷雾，最怕冷空气和花粉"),
            M("m3", "profile", 0.8, "用户有慢性咽炎，辛辣和烟酒都得忌"),
            M("m4", "event", 0.8, "用户平时周末还要给学生补课，只有寒暑假才能出远门"),
            M("m5", "event", 0.85, "用户打算2026年7月下旬趁暑假带老公和女儿去青海湖自驾",
              at="2026-05-05 22:00", ends="2026-07-31 23:59"),
            M("m6", "relation", 0.85, "用户的女儿八岁，对鸡蛋过敏"),
            M("m7", "preference", 0.6, "用户爱看星星，买了台入门望远镜"),
            M("m8", "preference", 0.65, "用户自驾都是老公开，她有驾照但不敢上高速"),
            M("m9", "event", 0.7, "用户每周三晚上要在学校值班查寝"),
            M("m10", "event", 0.7, "用户2026年6月7日到9日被抽去当高考监考，这几天哪儿也去不了",
              at="2026-05-20 17:30", until="2026-06-09 23:59"),
        ],
        "probes": [
            P("para", "万托林快用完了，出门前要不要多备一支？", ["m2"]),
            P("para", "给闺女点个舒芙蕾尝尝行不？", ["m6"]),
            P("para", "下礼拜三有个饭局，七点开始，我能去不？", ["m9"], at="2026-06-13 21:00"),
            P("task", "暑假青海那趟，帮我把路线和住宿排一下", ["m5", "m2", "m6", "m8"]),
            P("task", "国庆想出去玩一趟远点的，帮我琢磨琢磨去哪", ["m4", "m2", "m6"],
              at="2026-09-15 21:00", forbid=[["青海"]]),
            P("direct", "我今年带的是哪个年级？", ["m1"]),
            P("abst", "青海湖环湖一圈大概多少公里？", []),
            P("abst", "正定隆兴寺几点开门？", []),
            P("expiry", "高考监考老师一天补贴大概多少？", [], at="2026-06-20 21:00",
              forbid=[["监考"]], expired="m10"),
            P("bg", "黑白子刚入门老输，有没有适合新手的对弈App？", ["@用户最近在学下围棋"]),
        ],
        "drop_topics": ["work", "plants"],
        "drop_kw": ["教师资格证", "插花", "花粉", "花鸟", "公司", "睡懒觉", "出差"],
    },
]


# ---------------------------------------------------------------------------
# Background pool
# ---------------------------------------------------------------------------
def parse_pool():
    items, topic, typ = [], None, None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, typ = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            end = line.index("]")
            tags = [t.strip() for t in line[1:end].split(",") if t.strip()]
            line = line[end + 1:].strip()
        fam = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fam[f] = c
            else:
                raise ValueError(f"unknown tag {t!r}")
        items.append({"text": line, "topic": topic, "type": typ, "fam": fam, "active": active})
    texts = [i["text"] for i in items]
    assert len(texts) == len(set(texts)), "duplicate pool statements"
    return items


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def fmt(t: dt.datetime) -> str:
    return t.isoformat(timespec="seconds")


def rand_time(rng: random.Random) -> dt.datetime:
    span = int((REF - WINDOW_START).total_seconds()) // 60
    return WINDOW_START + dt.timedelta(minutes=rng.randrange(1, span))


def sample_background(u, pool, rng):
    """Return (list of pool items, info) after hygiene, pinned statements included."""
    pins = [r[1:] for p in u["probes"] for r in p["rel"] if r.startswith("@")]
    by_text = {i["text"]: i for i in pool}
    for s in pins:
        if s not in by_text:
            raise ValueError(f"pinned statement not in pool: {s}")
    # one cluster per family (forced clusters first; a pinned statement forces its own)
    forced = dict(u.get("clusters", {}))
    for s in pins:
        for f, c in by_text[s]["fam"].items():
            if forced.get(f, c) != c:
                raise ValueError(f"pinned statement {s} conflicts with forced cluster {f}")
            forced[f] = c
    families = {}
    for i in pool:
        for f, c in i["fam"].items():
            families.setdefault(f, set()).add(c)
    chosen = {}
    for f in sorted(families):
        chosen[f] = forced[f] if f in forced else rng.choice(sorted(families[f]))
    drop_topics = set(GLOBAL_DROP_TOPICS) | set(u.get("drop_topics", []))
    # keyword exclusions: own list, forbid keywords, place words of core/non-abst probes
    texts = [m["text"] for m in u["memories"]]
    texts += [p["q"] for p in u["probes"] if p["kind"] != "abst"]
    places = sorted({w for w in PLACE_WORDS if any(w in t for t in texts)})
    forbid_kw = sorted({k for p in u["probes"] for f in p["forbid"] for k in f}
                       | {k for f in u.get("xforbid", []) for k in f})
    kw = list(GLOBAL_DROP_KW) + list(u.get("drop_kw", [])) + places + forbid_kw
    kw_n = [norm(k) for k in kw]

    def structural_ok(i):
        if i["topic"] in drop_topics:
            return False
        if u.get("no_active") and i["active"]:
            return False
        return all(chosen[f] == c for f, c in i["fam"].items())

    eligible = []
    for i in pool:
        if i["text"] in pins or not structural_ok(i):
            continue
        if any(k in norm(i["text"]) for k in kw_n):
            continue
        eligible.append(i)
    for s in pins:
        if not structural_ok(by_text[s]):
            raise ValueError(f"pinned statement {s} excluded by topic/cluster for {u['user_id']}")
    n = rng.randint(BG_MIN, BG_MAX) - len(pins)
    if n > len(eligible):
        raise ValueError(f"{u['user_id']}/{u['tenant_id']}: only {len(eligible)} eligible statements, need {n}")
    picked = rng.sample(eligible, n)
    picked += [by_text[s] for s in pins]
    return picked, {"eligible": len(eligible), "places": places, "pins": pins}


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build():
    pool = parse_pool()
    out_users, meta = [], []
    pn = 0
    for ui, u in enumerate(USERS, 1):
        rng = random.Random(f"{SEED}|{u['tenant_id']}|{u['user_id']}")
        core_types = [m["type"] for m in u["memories"]]
        core_imps = [m["imp"] for m in u["memories"]]
        rows = []  # (created_at, kind, key, dict)
        for m in u["memories"]:
            at = m["at"] or rand_time(rng)
            rec = {"content": m["text"], "type": m["type"], "importance": m["imp"], "created_at": fmt(at)}
            if m["until"]:
                rec["valid_until"] = fmt(m["until"])
            rows.append((at, 0, m["k"], rec))
        picked, info = sample_background(u, pool, rng)
        for j, item in enumerate(picked):
            at = rand_time(rng)
            rec = {"content": item["text"], "type": rng.choice(core_types),
                   "importance": rng.choice(core_imps), "created_at": fmt(at)}
            rows.append((at, 1, "@" + item["text"], rec))
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        keymap, memories, mem_meta = {}, [], {}
        for idx, (at, kind, key, rec) in enumerate(rows, 1):
            mid = f"u{ui:02d}m{idx:03d}"
            keymap[key] = mid
            memories.append({"id": mid, **rec})
            mem_meta[mid] = {"key": key, "at": at, "core": kind == 0}
        for m in u["memories"]:
            mem_meta[keymap[m["k"]]]["ends"] = m["ends"]
        base = T(u["base"])
        probes = []
        for j, p in enumerate(u["probes"]):
            pn += 1
            at = p["at"] or (base + dt.timedelta(minutes=47 * j))
            forbid = [list(f) for f in p["forbid"]] + [list(f) for f in u.get("xforbid", [])]
            probes.append({
                "id": f"p{pn}-{p['kind']}", "at": fmt(at), "query": p["q"],
                "relevant": [keymap[r] for r in p["rel"]], "forbid": forbid,
            })
        out_users.append({"user_id": u["user_id"], "tenant_id": u["tenant_id"],
                          "memories": memories, "probes": probes})
        meta.append({"u": u, "keymap": keymap, "mem": mem_meta, "info": info})
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout5 (blind, track R)",
            "users": out_users}
    return data, meta


def dumps(data) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
TOP_KEYS = {"format", "name", "users"}
USER_KEYS = {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}
MEM_KEYS = {"id", "content", "type", "importance", "created_at", "valid_until"}
PROBE_KEYS = {"id", "at", "query", "relevant", "expect", "forbid"}
STOP = set("我的了吗不是一有在个这那就都也要能去吧啊呢还得着和点么啥咋他她它们你用户")


def check_format(data):
    """Structural conformance with shared/eval/FORMAT.md (memory-eval/v1, track R)."""
    errs = []
    def iso(s, where):
        try:
            t = dt.datetime.fromisoformat(s)
            if t.tzinfo is None:
                errs.append(f"{where}: timestamp without offset")
            return t
        except Exception:
            errs.append(f"{where}: bad timestamp {s!r}")
            return None
    if set(data) - TOP_KEYS or data.get("format") != "memory-eval/v1" or not isinstance(data.get("users"), list):
        errs.append("top level does not match memory-eval/v1")
        return errs
    seen_users, seen_mem, seen_probe = set(), set(), set()
    for u in data["users"]:
        w = f"{u.get('tenant_id')}/{u.get('user_id')}"
        if set(u) - USER_KEYS or not isinstance(u.get("user_id"), str):
            errs.append(f"{w}: bad user keys")
        if (u.get("tenant_id"), u.get("user_id")) in seen_users:
            errs.append(f"{w}: duplicate account")
        seen_users.add((u.get("tenant_id"), u.get("user_id")))
        ids = set()
        for m in u.get("memories", []):
            if set(m) - MEM_KEYS or not {"id", "content"} <= set(m):
                errs.append(f"{w}: bad memory keys {sorted(m)}")
            if m["id"] in ids or m["id"] in seen_mem:
                errs.append(f"{w}: duplicate memory id {m['id']}")
            ids.add(m["id"]); seen_mem.add(m["id"])
            if not isinstance(m["content"], str) or not m["content"]:
                errs.append(f"{w}/{m['id']}: empty content")
            if not isinstance(m.get("importance", 0.7), (int, float)) or not 0 <= m.get("importance", 0.7) <= 1:
                errs.append(f"{w}/{m['id']}: bad importance")
            for f in ("created_at", "valid_until"):
                if f in m:
                    iso(m[f], f"{w}/{m['id']}.{f}")
        for p in u.get("probes", []):
            if set(p) - PROBE_KEYS or not {"id", "query", "relevant"} <= set(p):
                errs.append(f"{w}: bad probe keys {sorted(p)}")
            if p["id"] in seen_probe:
                errs.append(f"{w}: duplicate probe id {p['id']}")
            seen_probe.add(p["id"])
            if "at" in p:
                iso(p["at"], f"{w}/{p['id']}.at")
            if not isinstance(p["relevant"], list) or any(r not in ids for r in p["relevant"]):
                errs.append(f"{w}/{p['id']}: relevant id missing")
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(isinstance(f, list) and f and all(isinstance(k, str) and k for k in f) for f in fb):
                errs.append(f"{w}/{p['id']}: forbid must be a list of non-empty keyword lists")
    return errs


def overlap(a: str, b: str) -> set:
    cj = lambda s: {c for c in s if "\u4e00" <= c <= "\u9fff"} - STOP
    return cj(a) & cj(b)


def check_semantics(data, meta):
    errs = []
    kinds = {k: 0 for k in KINDS}
    uids = {}
    for ud, mt in zip(data["users"], meta):
        u, mem = mt["u"], mt["mem"]
        w = f"{ud['tenant_id']}/{ud['user_id']}"
        uids.setdefault(ud["user_id"], []).append(ud["tenant_id"])
        content = {m["id"]: m["content"] for m in ud["memories"]}
        n_core = sum(1 for v in mem.values() if v["core"])
        n_bg = len(ud["memories"]) - n_core
        if not 8 <= n_core <= 11:
            errs.append(f"{w}: {n_core} core memories")
        if not BG_MIN <= n_bg <= BG_MAX:
            errs.append(f"{w}: {n_bg} background memories")
        if len(set(content.values())) != len(content):
            errs.append(f"{w}: duplicate memory content")
        for m in u["memories"]:
            if not 0.5 <= m["imp"] <= 0.95:
                errs.append(f"{w}/{m['k']}: importance out of range")
        last = max(v["at"] for v in mem.values())
        for m in ud["memories"]:
            t = dt.datetime.fromisoformat(m["created_at"])
            if not WINDOW_START <= t < REF:
                errs.append(f"{w}/{m['id']}: created_at outside the window")
        if not 9 <= len(ud["probes"]) <= 10:
            errs.append(f"{w}: {len(ud['probes'])} probes")
        for pd, ps in zip(ud["probes"], u["probes"]):
            pid, kind = pd["id"], ps["kind"]
            kinds[kind] += 1
            if not pid.endswith("-" + kind):
                errs.append(f"{pid}: id does not end with kind")
            at = dt.datetime.fromisoformat(pd["at"])
            if at <= last:
                errs.append(f"{pid}: asked before the user's last memory")
            rel = pd["relevant"]
            if kind == "abst" and rel:
                errs.append(f"{pid}: abst probe with relevant ids")
            if kind not in ("abst", "expiry") and not rel:
                errs.append(f"{pid}: no relevant ids")
            if kind == "task" and not 2 <= len(rel) <= 4:
                errs.append(f"{pid}: task needs 2-4 relevant ids")
            if kind in ("para", "direct", "bg") and len(rel) != 1:
                errs.append(f"{pid}: {kind} should target exactly one memory")
            if kind == "bg" and any(mem[r]["core"] for r in rel):
                errs.append(f"{pid}: bg probe must target a background memory")
            if kind == "para":
                ov = overlap(pd["query"], content[rel[0]])
                if len(ov) > 2:
                    errs.append(f"{pid}: para shares too many characters {sorted(ov)}")
            for r in rel:
                ends = mem[r].get("ends")
                if ends is not None and at > ends:
                    errs.append(f"{pid}: relevant plan {mem[r]['key']} has already ended")
            if kind == "expiry":
                if not ps["expired"] or not pd["forbid"]:
                    errs.append(f"{pid}: expiry probe needs an expired plan and forbid")
                else:
                    em = mt["keymap"][ps["expired"]]
                    if mem[em].get("ends") is None or at <= mem[em]["ends"]:
                        errs.append(f"{pid}: expired plan has not ended by the probe time")
                    if em in rel:
                        errs.append(f"{pid}: expired plan is relevant")
                    if not any(norm(k) in norm(content[em]) for f in ps["forbid"] for k in f):
                        errs.append(f"{pid}: forbid does not name the expired plan")
            for f in pd["forbid"]:
                for k in f:
                    kn = norm(k)
                    for mid, c in content.items():
                        if kn not in norm(c):
                            continue
                        if mid in rel:
                            errs.append(f"{pid}: forbid {k!r} occurs in relevant {mid}")
                        ends = mem[mid].get("ends")
                        if ends is None or at <= ends:
                            errs.append(f"{pid}: forbid {k!r} occurs in live memory {mid}")
    dup = {k: v for k, v in uids.items() if len(v) > 1}
    if len(dup) != 1 or any(len(v) != 2 for v in dup.values()):
        errs.append(f"expected exactly one user_id in two tenants, got {dup}")
    want = {"para": (35, 99), "task": (20, 99), "direct": (8, 12), "abst": (20, 99),
            "expiry": (8, 12), "bg": (4, 7)}
    for k, (lo, hi) in want.items():
        if not lo <= kinds[k] <= hi:
            errs.append(f"{kinds[k]} {k} probes (want {lo}-{hi})")
    if not 100 <= sum(kinds.values()) <= 120:
        errs.append(f"{sum(kinds.values())} probes in total")
    if len(data["users"]) != 12:
        errs.append(f"{len(data['users'])} accounts")
    return errs, kinds


def summary(data, meta, kinds):
    print(f"accounts: {len(data['users'])}  (distinct user ids: {len({u['user_id'] for u in data['users']})})")
    core = bg = 0
    for ud, mt in zip(data["users"], meta):
        c = sum(1 for v in mt["mem"].values() if v["core"])
        b = len(ud["memories"]) - c
        core += c; bg += b
        print(f"  {ud['tenant_id']:>9}/{ud['user_id']:<11} core {c:2d}  bg {b:3d} (eligible {mt['info']['eligible']:3d})"
              f"  probes {len(ud['probes']):2d}  places dropped {','.join(mt['info']['places']) or '-'}")
    print(f"core memories: {core}  background memories: {bg}")
    print("probes: " + ", ".join(f"{k} {kinds[k]}" for k in KINDS) + f"  (total {sum(kinds.values())})")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the JSON on disk and byte-identical rebuild")
    args = ap.parse_args()
    data, meta = build()
    text = dumps(data)
    errs = check_format(data)
    sem, kinds = check_semantics(data, meta)
    errs += sem
    if args.check:
        try:
            with open(OUT, encoding="utf-8") as fh:
                disk = fh.read()
        except FileNotFoundError:
            print(f"missing {OUT}"); return 1
        errs += ["disk: " + e for e in check_format(json.loads(disk))]
        if disk != text:
            errs.append("JSON on disk differs from a fresh rebuild")
    else:
        with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        # a second build in the same process must be identical (determinism)
        if dumps(build()[0]) != text:
            errs.append("rebuild is not deterministic")
    summary(data, meta, kinds)
    if errs:
        print("ERRORS:")
        for e in errs:
            print("  " + e)
        return 1
    print("check: OK" if args.check else f"wrote {os.path.relpath(OUT)}; check: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
