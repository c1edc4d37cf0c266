"""Build zh_retrieval_holdout23.json, a blind Chinese Track-R set (memory-eval/v1).
Written 2026-12-03.

Blindness record
  While writing this set exactly two project files were read:
    * /work/shared/eval/FORMAT.md                  (the memory-eval/v1 format)
    * /work/main/bench/data/src/background_pool.py (the background pool and its
                                                     documented syntax)
  The only folder listed was this one, /work/main/bench/data/holdout23/.  No
  other data set, engine code, test, README or git history was opened, listed
  or searched, and neither the engine nor the evaluator was run.  The pool is
  read as text: its two literals (PLACE_WORDS, POOL) are taken with
  ast.literal_eval, so nothing from the project is executed or imported.

Themes
  1. Disability and accessibility, and the people who travel with them: a
     paraplegic wheelchair user and her husband (合肥), a Zhuang deaf phone
     repairer with a cochlear implant (南宁), a low-vision massage-shop owner
     with a guide dog (大连), the mother of a teenager with cerebral palsy and
     epilepsy who runs a parcel station (郑州), a street-food seller whose
     husband is hemiplegic after a stroke (天津), a rice-roll shop owner whose
     daughter has low vision (顺德).
  2. Religious and cultural diet or calendar rules: a Hui noodle-shop owner
     (halal, five daily prayers, 斋月, 开斋节), a Buddhist breakfast-shop owner
     who went from 初一十五吃素 to full vegetarian after taking refuge, a Dai
     live-streamer (泼水节), a Mongol night driver (那达慕, no fish), a Tibetan
     tea-house owner (藏历新年, 转山, 萨嘎达瓦节), Zhuang 三月三, Cantonese
     盂兰节/冬至 ancestor days.
  3. Gig, night and small-shop work with odd hours and uneven income: 网约车
     night driver, night-shift security guard who moves to a day gate job,
     breakfast shop, 快递驿站, 直播带货, roadside 煎饼果子 stall, 肠粉店.
  Two accounts share the user_id u_wangfang under tenants t_jinmen and
  t_shunde: two women both named 王芳, both early-morning food sellers caring
  for a disabled family member.  Four probes on them forbid the other
  tenant's distinctive keywords.

Probe kinds
  | kind   | count | what it tests |
  |--------|-------|---------------|
  | para   | 42    | colloquial paraphrase about one core memory, sharing no CJK character bigram with it |
  | task   | 24    | travel-planning request needing 3-5 core memories (diet, health, mobility, transport fears, budget, schedule, companions, duties at home) that share no CJK bigram with the request |
  | direct | 10    | direct question on a current fact; forbids the superseded fact's keywords |
  | abst   | 20    | nothing personal should be injected (relevant: []): general knowledge, someone else's problem, self-contained writing/translation, small talk; many share words with the user's memories |
  | expiry | 10    | a dated plan has passed (or a plan/fact was replaced) by probe time; relevant is the current plan, the passed one is forbidden |
  | bg     | 6     | answered only by one specific background memory |

Usage
  python build_holdout23.py            write zh_retrieval_holdout23.json
  python -B build_holdout23.py --check validate the file and compare it byte
                                       for byte with a fresh in-memory build
"""

from __future__ import annotations

import ast
import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout23.json"
POOL_FILE = HERE.parent / "src" / "background_pool.py"
TZ = timezone(timedelta(hours=8))
SET_NAME = "zh_retrieval_holdout23"
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
MEMORY_TYPES = {"preference", "profile", "relation", "event"}

# --------------------------------------------------------------------------
# Background pool (parsed from the pool file's documented syntax)
# --------------------------------------------------------------------------


def load_pool():
    """Return (place_words, statements) from background_pool.py, read as text.

    Each statement is a dict: topic, type, tags (list), text.
    """
    tree = ast.parse(POOL_FILE.read_text(encoding="utf-8"))
    values = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id in ("PLACE_WORDS", "POOL"):
                values[target.id] = ast.literal_eval(node.value)
    place_words = list(values["PLACE_WORDS"])
    statements = []
    topic = mtype = None
    for raw in values["POOL"].splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        statements.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return place_words, statements


# --------------------------------------------------------------------------
# Accounts.  core: (n, type, importance, created_at, content[, valid_until])
# stale: core numbers that are superseded or whose dated plan has passed.
# probes: (kind, at, query, relevant refs, forbid keyword list)
#   refs are "mNN" (core) or "bg:<pool statement>" (a forced background one).
# --------------------------------------------------------------------------

# Background filter words applied to every account (none of these people works
# in an office, commutes to one, or has a company behind them).
GLOBAL_DROP = ["公司", "同事", "出差", "年终奖", "在职", "项目管理", "工位", "996", "工作时", "周报"]
# Statements implying a university past or a fixed weekday/weekend rhythm.
NO_COLLEGE = ["大学时", "大学毕业", "读的大学", "大学读的", "大学室友", "大学同学", "大三", "读博", "教师资格证"]
ODD_HOURS = ["周末", "周五", "周日", "十二点睡", "七点半起", "睡懒觉"]
OLDER = ["弟弟在读大学", "弟弟今年刚考", "外婆今年九十", "给爷爷买了", "堂弟今年考上"]
LOW_TECH = [
    "MacBook", "NAS", "树莓派", "机械键盘", "Notion", "密码管理器", "折叠屏", "效率软件",
    "Python", "Excel", "数据透视表", "PS修图", "剪映", "AI工具", "可转债", "指数基金",
    "个人养老金", "数字货币", "Kindle", "英文原版", "NBA", "诺兰", "漫威", "英剧", "乐高",
    "剧本杀", "卡坦岛", "手账", "博客", "88VIP", "比价插件", "番茄工作法", "黑胶", "爵士",
    "肖邦", "Switch", "塞尔达", "魔兽", "王者荣耀", "黑神话", "独立游戏", "联机", "手冲",
    "拉花", "英语单词", "公开课", "iPhone",
]
MOBILITY = [
    "散步", "爬", "骑", "跑", "滑冰", "跳绳", "拉伸", "瑜伽", "健身", "游泳", "网球", "羽毛球",
    "篮球", "乒乓球", "自行车", "守门员", "八段锦", "运动鞋", "步数", "自驾",
]

ACCOUNTS = [
    # ------------------------------------------------------------------ a01
    {
        "key": "a01", "user_id": "u_jianghuimin", "tenant_id": "default",
        "core": [
            (1, "profile", 0.95, "2024-01-16T21:10", "用户三十六岁，住在合肥，2019年出车祸伤到胸椎，腰以下没有知觉，日常靠轮椅活动"),
            (2, "profile", 0.8, "2024-03-05T19:40", "用户的轮椅是一台十二公斤的折叠手动轮椅，卸下两个大轮就能塞进轿车后备箱"),
            (3, "relation", 0.85, "2024-04-22T20:05", "用户的丈夫郑凯身高一米八五，力气大，上下车、过台阶都是他把用户连人带椅抬过去"),
            (4, "profile", 0.9, "2024-06-10T22:30", "用户大约每四个小时要用导尿管自己排一次尿，外出时最要紧的是沿途能找到无障碍厕所"),
            (5, "preference", 0.85, "2024-09-18T14:20", "用户订酒店只考虑无障碍客房，淋浴区必须和地面齐平，房门要够宽"),
            (6, "event", 0.8, "2026-10-26T20:45", "用户想元旦跟郑凯去广州待三天，吃早茶、到沙面拍照"),
            (7, "relation", 0.75, "2025-01-12T18:00", "郑凯在合肥四十六中教体育，每年寒暑假都能腾出整块时间陪用户出远门"),
            (8, "preference", 0.8, "2025-05-30T21:15", "用户坐飞机最怕轮椅被托运弄坏，有一次扶手被压断了，从那以后都要求把轮椅推到机舱门口再交还"),
            (9, "profile", 0.7, "2025-12-08T09:30", "用户下半身血液循环差，冬天脚冻伤了自己都觉察不到，去冷的地方得带电热护脚"),
            (10, "profile", 0.9, "2026-06-14T16:00", "用户六月到手一台国产电动轮椅，配两块锂电池，整车五十多斤，没法折叠"),
            (11, "relation", 0.8, "2026-09-03T19:20", "郑凯九月起借调到区教育局坐班，休假只能按机关的年休假来请"),
            (12, "event", 0.75, "2026-08-20T21:00", "用户和郑凯计划国庆去杭州，住西湖边三天，沿湖边的无障碍步道慢慢逛"),
        ],
        "stale": [2, 7, 12],
        "probes": [
            ("para", "2026-11-03T20:12", "出去玩一整天的话，我最担心半路上想方便的问题，这个你懂的", ["m04"], []),
            ("para", "2026-11-16T21:40", "上回航班落地我的'腿'少了个零件，这事你还记得吧？下次得怎么跟地勤说", ["m08"], []),
            ("para", "2026-11-27T19:05", "碰到楼梯、没坡道的地方，我家那位一般是怎么帮我的？", ["m03"], []),
            ("para", "2026-12-02T22:18", "想去东北看雪，可我那双脚的情况你知道的，得提前注意点啥？", ["m09"], []),
            ("task", "2026-11-25T20:30", "一月一号前后那趟出门，帮我把每天的路线理一理，住哪也一起看看", ["m06", "m05", "m04", "m10"], [["十二公斤"], ["手动"]]),
            ("task", "2026-12-10T21:05", "春节想带老公飞去南边找个暖和的城市住一个礼拜，你帮我规划下", ["m11", "m10", "m08", "m05", "m09"], [["寒暑假"]]),
            ("direct", "2026-11-20T18:40", "我现在用的轮椅能折起来放车里吗？", ["m10"], [["十二公斤"], ["手动"]]),
            ("abst", "2026-11-08T15:20", "帮我把这句话翻成英文：请问附近有没有无障碍卫生间？", [], []),
            ("abst", "2026-12-14T11:30", "我同事她妈妈下个月要去广州做膝关节手术，广州哪几家医院骨科比较好？", [], []),
            ("expiry", "2026-11-12T20:00", "最近有啥出去玩的安排来着？我想先把要准备的东西列出来", ["m06"], [["西湖"], ["杭州"]]),
        ],
        "bg": {
            "drop_words": MOBILITY + ["献血", "站着"],
            "no_active": True,
            "drop_topics": ["car"],
        },
    },
    # ------------------------------------------------------------------ a02
    {
        "key": "a02", "user_id": "u_weizhiqiang", "tenant_id": "default",
        "core": [
            (1, "profile", 0.95, "2024-01-20T20:30", "用户是壮族，三岁时一场高烧让双耳重度听力损失，平时靠手语和打字跟人交流，开口说话别人不太听得清"),
            (2, "profile", 0.8, "2024-02-27T21:10", "用户在南宁西乡塘区开了一家手机维修店，关一天门就少一天的进账"),
            (3, "profile", 0.8, "2024-05-11T19:25", "用户左耳戴着一只助听器，在嘈杂的地方基本不管用，电池一个星期换一次"),
            (4, "relation", 0.85, "2024-07-03T20:50", "用户的妻子黄丽也是聋人，在一家福利工厂做缝纫；儿子韦小宁十二岁，听力正常，出门常替爸妈打电话、问路"),
            (5, "profile", 0.65, "2024-09-15T18:30", "用户店里雇了个学徒叫小陆，忙的时候能替他看半天店"),
            (6, "preference", 0.85, "2024-12-02T21:40", "用户坐火车、坐飞机最怕听不到广播里说改登机口或者晚点，总要提前去问清楚，守在显示屏跟前"),
            (7, "preference", 0.7, "2025-03-18T20:05", "用户每年农历三月三都要回武鸣老家，跟亲戚一起做五色糯米饭、赶歌圩"),
            (8, "preference", 0.75, "2025-06-21T22:10", "用户住酒店需要房间带闪光门铃或者震动闹钟，否则早上醒不来，有人敲门也不知道"),
            (9, "profile", 0.9, "2026-01-10T19:00", "用户去年十一月在广西医科大一附院植入了右耳人工耳蜗，开机以后面对面说话基本能听清，人多嘈杂的地方还是费劲"),
            (10, "event", 0.7, "2026-06-02T21:20", "用户打算今年暑假带老婆孩子去北海银滩住四天"),
            (11, "profile", 0.75, "2026-04-09T20:00", "小陆四月辞工回了百色老家，店里如今只剩用户自己撑着"),
            (12, "event", 0.8, "2026-10-18T21:35", "用户盘算着2027年正月十五过后关店五天，带一家三口坐动车去阳朔看漓江"),
        ],
        "stale": [3, 5, 10],
        "probes": [
            ("para", "2026-11-02T21:00", "候车大厅里临时通知换站台之类的，我是接收不着的，这你有数吧？", ["m06"], []),
            ("para", "2026-11-19T20:20", "那个家家户户对山歌的节日，我一般回哪儿过？", ["m07"], []),
            ("para", "2026-12-01T22:05", "住店的时候，前台打电话喊起床那一套对我没用，该找啥样的房？", ["m08"], []),
            ("para", "2026-12-11T19:45", "我媳妇跟我是一样的情况吗？全家在外头跟生人打交道靠谁？", ["m04"], []),
            ("task", "2026-12-05T21:30", "年后那趟看山水的出远门，帮我把车票和每天的安排琢磨一下", ["m12", "m04", "m06", "m11", "m08"], [["学徒"]]),
            ("task", "2026-11-28T20:40", "柳州那边有个配件展销会，同行拉我一块去两天，帮我想想怎么安排", ["m02", "m11", "m06", "m08"], [["学徒"]]),
            ("direct", "2026-11-08T20:15", "我耳朵上现在戴的是什么设备？", ["m09"], [["助听器"]]),
            ("abst", "2026-11-13T16:10", "手语里'谢谢'和'对不起'分别怎么比划？给我讲讲", [], []),
            ("abst", "2026-12-17T10:20", "帮我给店门口写一张告示：今天下午三点以后暂停营业，明天照常", [], []),
            ("expiry", "2026-11-15T21:50", "之前说要带家里人出去玩那个计划，现在是排在什么时候？", ["m12"], [["北海"], ["银滩"]]),
            ("bg", "2026-11-24T19:30", "我爷爷年轻时候是干哪一行的？", ["bg:用户的爷爷以前是铁路工人"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + ["听", "耳机", "铃声", "音箱", "演唱会", "唱歌", "手语", "说话", "演讲", "播客", "脱口秀", "吉他", "鼠标"],
            "drop_topics": ["music"],
        },
    },
    # ------------------------------------------------------------------ a03
    {
        "key": "a03", "user_id": "u_sunliguo", "tenant_id": "default",
        "core": [
            (1, "profile", 0.95, "2024-01-08T20:00", "用户四十八岁，得视网膜色素变性二十多年，如今只剩一点光感，路牌、菜单都看不清，用手机全靠读屏软件"),
            (2, "profile", 0.8, "2024-02-19T22:30", "用户在大连沙河口区开了一家盲人按摩店，晚上十点才打烊"),
            (3, "relation", 0.85, "2024-04-03T21:00", "用户的导盲犬叫\u201c珍珠\u201d，是一只黑色拉布拉多，坐地铁、公交都带着它"),
            (4, "relation", 0.8, "2024-06-26T20:40", "用户的妻子刘淑芬视力正常，在按摩店管账和排班，两人一起出门时由她看路、看牌子"),
            (5, "preference", 0.75, "2024-08-14T19:50", "用户搭航班要提前给航空公司报备导盲犬，备齐导盲犬证和健康免疫证明，座位要选前排腿部空间大的"),
            (6, "preference", 0.7, "2024-10-30T21:20", "用户出去玩更喜欢能听、能摸、能尝的东西，比如戏曲、老街小吃，纯靠眼睛欣赏的景点对他没什么意思"),
            (7, "preference", 0.7, "2025-02-11T20:15", "用户不喜欢别人不打招呼就上手拽他胳膊，需要引路时让他搭着对方的肩膀或者胳膊肘走"),
            (8, "event", 0.75, "2026-03-10T21:45", "用户说今年国庆要和媳妇坐船去烟台，再去蓬莱阁转转"),
            (9, "relation", 0.85, "2026-09-22T20:30", "用户九月从导盲犬基地接回一只两岁的金毛\u201c可乐\u201d，原来那只年纪大了退役，留在他姐姐家养老"),
            (10, "profile", 0.7, "2025-08-05T22:00", "用户的按摩店一年只在除夕到正月初三关门，别的节假日照常营业，节假日反而客人最多"),
            (11, "event", 0.8, "2026-10-30T21:10", "用户打算12月下旬店里清闲的时候，和刘淑芬去沈阳住两晚，泡个温泉，顺道看女儿"),
            (12, "relation", 0.7, "2025-09-09T20:20", "用户的女儿孙悦在沈阳读大三，学的是特殊教育"),
        ],
        "stale": [3, 8],
        "probes": [
            ("para", "2026-11-04T20:30", "有人想扶我过马路的话，怎么领着我走我最舒服？", ["m07"], []),
            ("para", "2026-11-21T21:15", "去外地转转的话，我更偏爱哪类玩法？", ["m06"], []),
            ("para", "2026-12-04T20:50", "我们两口子在外头，认路这块平时谁负责？", ["m04"], []),
            ("para", "2026-12-13T21:35", "春节我这铺子歇几天？", ["m10"], []),
            ("task", "2026-12-08T20:10", "过些天去辽宁那一趟，你帮我合计合计住哪儿、怎么玩", ["m11", "m09", "m06", "m04"], [["珍珠"]]),
            ("task", "2026-12-15T20:45", "明年开春想去南方找个暖和地方待几天，走哪条线、怎么去，你帮我出个主意", ["m10", "m09", "m05", "m04"], [["珍珠"]]),
            ("direct", "2026-11-05T21:00", "现在陪我出门的那条狗叫啥，多大了？", ["m09"], [["珍珠"], ["拉布拉多"]]),
            ("abst", "2026-11-10T15:40", "盲文是谁发明的？咱们国家的盲文又是怎么来的？", [], []),
            ("abst", "2026-12-19T14:00", "我一个老顾客想问，腰椎间盘突出能不能做推拿，要注意些啥？", [], []),
            ("expiry", "2026-11-18T20:25", "这阵子我有什么出门的打算没有？", ["m11"], [["烟台"], ["蓬莱"]]),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + OLDER + ["看", "眼", "画", "拍", "照片", "相册", "写", "字", "图", "投影", "摄影", "记路", "导诊", "颜色", "深色", "报纸", "鼠标",
                           "爬", "骑", "跑", "自驾", "瑜伽", "健身", "马拉松", "跳绳", "羽毛球"],
            "no_active": True,
            "drop_topics": ["car", "pets", "reading", "film tv", "games", "hobbies", "learning", "tech", "trips"],
            "drop_families": ["eyes"],
        },
    },
    # ------------------------------------------------------------------ a04
    {
        "key": "a04", "user_id": "u_xuhongmei", "tenant_id": "default",
        "core": [
            (1, "relation", 0.95, "2024-01-25T21:30", "用户的儿子杨子睿十五岁，先天脑瘫，不能自己走路，坐儿童康复轮椅，吃饭要人喂"),
            (2, "profile", 0.8, "2024-03-02T22:00", "用户在郑州金水区一个小区门口开快递驿站，每天早七点到晚九点，一年到头几乎不歇"),
            (3, "profile", 0.85, "2024-04-18T21:10", "子睿有癫痫，每天早晚各吃一次丙戊酸钠"),
            (4, "preference", 0.8, "2024-07-07T20:30", "子睿吞咽不好，只能吃软烂、切碎的饭菜，带骨头和带刺的一律不行"),
            (5, "relation", 0.75, "2024-09-20T22:15", "用户的丈夫杨建军在外地跑长途货运，一个月回家两三天，照顾孩子主要靠用户和她母亲"),
            (6, "relation", 0.7, "2024-12-12T21:45", "用户的母亲六十八岁，跟他们住在一起帮忙带外孙，但腰不好，已经抱不动子睿了"),
            (7, "preference", 0.8, "2025-04-03T20:50", "子睿在很吵、人很多的地方容易受惊尖叫，带他出门要避开人挤人的景点"),
            (8, "profile", 0.65, "2025-07-19T22:20", "用户的驿站只雇了一个兼职小姑娘，周末来半天，用户基本离不开"),
            (9, "profile", 0.9, "2026-05-16T20:40", "子睿五月复查后开始吃左乙拉西坦，早晚各一片，一顿都不能漏"),
            (10, "event", 0.7, "2026-07-02T21:00", "用户计划2026年8月带子睿和母亲去青岛看海，住四天"),
            (11, "profile", 0.8, "2026-10-09T22:30", "国庆后驿站又来了两个大学生轮班，用户一周总算能空出一整天"),
            (12, "event", 0.8, "2026-10-25T21:20", "用户想趁寒假带子睿去北京做一次康复评估，顺便去天安门看升旗", "2027-02-28T23:59:59+08:00"),
        ],
        "stale": [3, 8, 10],
        "probes": [
            ("para", "2026-11-09T21:30", "带我儿子去游乐场凑热闹，会不会出状况？", ["m07"], []),
            ("para", "2026-11-22T20:45", "孩子在外头吃饭，哪些东西他吞不下去？", ["m04"], []),
            ("para", "2026-12-07T21:10", "我妈帮我看娃，她那身子骨吃得消吗？", ["m06"], []),
            ("task", "2026-11-20T22:00", "放假去首都那趟，帮我列个行程，再把要带的东西理一理", ["m12", "m01", "m09", "m04", "m07"], [["丙戊酸钠"]]),
            ("task", "2026-12-12T21:40", "想找个空闲日子带一家老小去开封玩一天，帮我想想怎么安排", ["m11", "m01", "m06", "m07"], [["兼职小姑娘"]]),
            ("abst", "2026-11-14T13:20", "驿站隔壁小卖部老板问我，快递柜超时收费怎么定才合规？", [], []),
            ("abst", "2026-12-03T22:40", "今天一口气分了八百多个件，累得不想说话，陪我随便聊两句吧", [], []),
            ("expiry", "2026-11-03T21:50", "接下来带孩子出门是什么安排来着？", ["m12"], [["青岛"], ["看海"]]),
            ("bg", "2026-11-30T20:15", "我外婆今年高寿多少了，你那儿记着没？", ["bg:用户的外婆今年九十岁了"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + ["父母", "父亲", "弟弟在读大学", "视频电话", "私教", "马拉松", "驿站", "鼠标"],
            "drop_topics": ["trips"],
            "no_active": True,
            "drop_families": ["parents"],
        },
    },
    # ------------------------------------------------------------------ a05
    {
        "key": "a05", "user_id": "u_mayongfu", "tenant_id": "default",
        "core": [
            (1, "profile", 0.95, "2024-01-11T22:00", "用户是青海化隆的回族，穆斯林，只吃清真，不喝酒，跟猪沾边的东西一概不碰"),
            (2, "profile", 0.85, "2024-02-08T23:10", "用户在东莞长安镇开兰州牛肉拉面馆，早上六点开门、晚上十点打烊，一家人就住在店楼上"),
            (3, "preference", 0.8, "2024-04-10T21:30", "用户每天要做五次礼拜，出门在外希望附近有清真寺，至少得有个干净安静的地方能礼拜"),
            (4, "relation", 0.8, "2024-05-23T22:20", "用户的妻子马燕在面馆负责收银和拌凉菜"),
            (5, "relation", 0.7, "2024-06-15T21:40", "用户的一儿一女留在化隆老家，跟着爷爷奶奶上学，儿子八岁、女儿五岁"),
            (6, "preference", 0.85, "2024-11-19T22:00", "用户斋月期间白天不吃不喝，太阳落山才开斋，斋月那一个月不安排出远门"),
            (7, "event", 0.7, "2025-12-15T22:30", "用户计划2026年开斋节关店一周，带一家人回化隆老家过节", "2026-03-27T23:59:59+08:00"),
            (8, "profile", 0.7, "2025-06-14T23:00", "用户的面馆生意好的月份流水七八万，出去玩一趟的预算一般控制在五千以内"),
            (9, "relation", 0.85, "2026-09-06T22:15", "今年九月两个孩子从化隆接来了东莞，儿子在长安镇一所小学插班读四年级，女儿读一年级"),
            (10, "profile", 0.8, "2026-08-06T22:40", "隔壁今年开了两家快餐店，面馆生意被分走不少，用户说以后出门一趟最多花三千"),
            (11, "event", 0.8, "2026-10-12T22:05", "用户想等孩子放寒假，带全家去西安逛回民街、看化觉巷清真大寺，玩三天"),
            (12, "preference", 0.7, "2026-02-01T21:50", "用户坐长途车、坐飞机都自己带馕和牛肉干，不放心外面非清真的餐食"),
        ],
        "stale": [5, 7, 8],
        "probes": [
            ("para", "2026-11-05T22:30", "去外地的话，一天那几番乃玛孜上哪儿做合适？", ["m03"], []),
            ("para", "2026-11-25T21:40", "赶路那天的口粮，我一般咋弄？", ["m12"], []),
            ("para", "2026-12-09T22:20", "店里收钱那一摊谁在管？", ["m04"], []),
            ("para", "2026-12-19T21:15", "吃喝上我有哪些忌讳，你还记得吗？", ["m01"], []),
            ("task", "2026-11-30T22:10", "娃们放假那趟西北之行，帮我把日子定一定，天天去哪儿也排一下", ["m11", "m06", "m01", "m03", "m10"], [["五千"]]),
            ("task", "2026-12-18T22:45", "有老乡喊我下个月去北海待两天，你帮我弄个方案", ["m01", "m03", "m10", "m12"], [["五千"]]),
            ("direct", "2026-11-09T21:20", "我家两个娃现在在哪儿上学？", ["m09"], [["爷爷奶奶"]]),
            ("abst", "2026-11-15T15:00", "斋月为什么每年都比上一年提前十来天？给我讲讲伊斯兰历", [], []),
            ("abst", "2026-12-06T10:40", "帮我把'今日牛肉面售罄，明早六点开门'翻成英文，贴门口给外国客人看", [], []),
            ("expiry", "2026-11-22T22:00", "最近有什么全家出门的计划？我想提前把店里安排好", ["m11"], [["开斋节"]]),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + ["麻将", "小区", "鼠标"],
            "drop_topics": ["finance"],
            "fixed": {"housing": "rent"},
            "exclude_clusters": {"pet": ["dog"]},
        },
    },
    # ------------------------------------------------------------------ a06
    {
        "key": "a06", "user_id": "u_zhoumeihua", "tenant_id": "default",
        "core": [
            (1, "profile", 0.85, "2024-01-30T15:00", "用户五十二岁，在宁波海曙区开一家早餐店，卖大饼油条和咸豆浆，每天凌晨三点半起来和面"),
            (2, "preference", 0.8, "2024-03-09T15:30", "用户信佛，每逢农历初一、十五吃素"),
            (3, "relation", 0.8, "2024-05-05T14:45", "用户的丈夫老徐在店里炸油条，有高血压，坐长途大巴容易头晕"),
            (4, "profile", 0.75, "2024-08-22T15:10", "用户膝盖半月板磨损，爬山或者上下很多台阶就疼"),
            (5, "preference", 0.7, "2024-10-14T14:20", "用户每年农历二月十九观音诞都要去寺里烧香许愿"),
            (6, "profile", 0.8, "2025-01-06T15:40", "用户的早餐店只在腊月廿八到正月初五歇业，平时一天不关，只有下午两点到晚上七点能办点事"),
            (7, "relation", 0.7, "2025-04-17T14:30", "用户的女儿徐婷在上海做会计，总说要带爸妈出去玩，但只有周末和年假有空"),
            (8, "preference", 0.9, "2026-04-20T15:15", "用户四月在七塔寺受了皈依，从那以后荤腥全断，鸡蛋和葱蒜韭菜也不碰了"),
            (9, "event", 0.75, "2026-09-28T14:50", "用户打算2027年农历二月十九前后，跟女儿去普陀山住两晚"),
            (10, "profile", 0.7, "2025-11-11T15:25", "用户晕船，坐轮渡超过半小时就吐"),
            (11, "event", 0.6, "2026-06-15T14:40", "用户和丈夫说好今年中秋去杭州灵隐寺上香，当天来回"),
        ],
        "stale": [2, 11],
        "probes": [
            ("para", "2026-11-17T15:20", "过海要搭那种船的话，我这身子扛得住吗？", ["m10"], []),
            ("para", "2026-12-02T14:50", "要爬好多级石阶的寺庙，我这腿脚行不行？", ["m04"], []),
            ("para", "2026-12-16T15:30", "我这买卖一年里哪几天能彻底歇下来？", ["m06"], []),
            ("task", "2026-12-01T15:10", "开春去海天佛国那趟，帮我把路线和吃住都安排一下", ["m09", "m10", "m04", "m08"], [["初一"]]),
            ("task", "2026-11-16T14:35", "过年打烊那几天，想跟老伴出去走走，帮我弄个计划", ["m06", "m03", "m08", "m04"], [["初一"], ["灵隐"]]),
            ("direct", "2026-11-11T15:00", "我现在吃素是特定日子才吃，还是天天都吃？", ["m08"], [["初一"]]),
            ("abst", "2026-11-24T14:10", "《心经》里'色即是空'是什么意思？用大白话讲讲", [], []),
            ("abst", "2026-12-12T15:45", "帮我算算：一袋面粉五十斤，一斤面能做四个大饼，一共能做多少个？", [], []),
            ("bg", "2026-11-29T14:25", "我是什么血型来着？体检表上要填", ["bg:用户是A型血"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + OLDER + LOW_TECH + MOBILITY + ["鱼油", "钓鱼", "杀", "鼠标"],
            "no_active": True,
            "drop_topics": ["games", "trips"],
            "fixed": {"blood": "a"},
        },
    },
    # ------------------------------------------------------------------ a07
    {
        "key": "a07", "user_id": "u_yuhan", "tenant_id": "default",
        "core": [
            (1, "profile", 0.9, "2024-01-14T13:30", "用户是傣族，二十九岁，住在西双版纳景洪市，靠在抖音直播卖芒果和普洱茶过日子"),
            (2, "profile", 0.85, "2024-02-26T14:10", "用户每天晚上八点到凌晨一点直播，第二天一般睡到中午"),
            (3, "preference", 0.8, "2024-04-12T13:50", "用户每年四月泼水节一定在景洪过，要回曼听村跟家里人赕佛、放高升"),
            (4, "profile", 0.7, "2024-06-30T14:30", "用户直播的收入起伏很大，旺季一个月能挣两三万，淡季有时候才三四千"),
            (5, "relation", 0.75, "2024-09-03T13:20", "用户的男朋友岩温在景洪开网约车"),
            (6, "preference", 0.8, "2024-12-09T14:00", "用户从小在热带长大，特别怕冷，气温低于十度就浑身难受"),
            (7, "profile", 0.75, "2025-03-21T13:40", "用户出门也得带着手机支架和补光灯，找网速好的地方接着播，一天不播粉丝就掉"),
            (8, "event", 0.65, "2025-10-15T14:20", "用户打算2026年3月去广州参加一个电商直播培训班，学一个星期"),
            (9, "relation", 0.85, "2026-05-20T13:10", "用户五月和岩温领了证，他辞了开车的活，在直播间帮她打包发货"),
            (10, "event", 0.8, "2026-08-30T14:15", "用户和岩温的蜜月定在2027年1月中旬，想去哈尔滨看冰雕"),
            (11, "preference", 0.7, "2026-02-14T13:45", "用户口味重，离不开酸辣和蘸水，吃不惯清淡的菜"),
            (12, "profile", 0.8, "2026-09-12T14:05", "用户九月开始给勐海一家茶厂做代播，每月有六千底薪，卖得好另算提成"),
        ],
        "stale": [4, 5, 8],
        "probes": [
            ("para", "2026-11-07T13:50", "我通常几点收工、几点爬起来？", ["m02"], []),
            ("para", "2026-11-20T14:30", "傣历新年那几天我一般去哪儿、干点啥？", ["m03"], []),
            ("para", "2026-12-04T13:40", "零下的天气我扛得住不？", ["m06"], []),
            ("para", "2026-12-17T14:20", "北方那边的饭菜合不合我胃口？", ["m11"], []),
            ("task", "2026-12-03T13:30", "下个月去冰城那趟，帮我把每天去哪、吃啥排出来", ["m10", "m06", "m11", "m07", "m09"], [["男朋友"]]),
            ("task", "2026-11-06T14:40", "有个品牌方请我去杭州总部参观三天，帮我把行程安排一下", ["m02", "m07", "m12", "m11"], [["三四千"]]),
            ("direct", "2026-11-14T13:15", "我这收入现在是怎么个构成？有保底没？", ["m12"], [["三四千"]]),
            ("abst", "2026-11-26T14:00", "今晚直播卖爆了，三个小时出了八百单，开心！跟你说一声", [], []),
            ("expiry", "2026-11-24T13:55", "这阵子有哪些出远门的安排，帮我捋一下", ["m10"], [["培训班"]]),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + ["早上", "早高峰", "晚上十一点", "滑冰", "雾凇", "鼠标"],
        },
    },
    # ------------------------------------------------------------------ a08
    {
        "key": "a08", "user_id": "u_bateer", "tenant_id": "default",
        "core": [
            (1, "profile", 0.9, "2024-01-22T07:30", "用户是蒙古族，三十七岁，在呼和浩特跑网约车，专跑夜班，晚上八点出车、早上六点收车"),
            (2, "profile", 0.75, "2024-03-17T08:00", "用户跑车收入全看单量，一个月到手七千到一万二不等"),
            (3, "profile", 0.65, "2024-04-02T07:45", "用户的车是贷款买的，每个月要还三千二"),
            (4, "preference", 0.85, "2024-05-08T08:20", "用户每年七月都要回锡林郭勒老家看那达慕，他小时候练过搏克"),
            (5, "relation", 0.8, "2024-06-19T07:50", "用户的妻子其其格在呼和浩特一家幼儿园当老师，女儿娜仁七岁，上一年级"),
            (6, "preference", 0.75, "2024-09-11T08:10", "用户不吃鱼和海鲜，老家那边的习惯，看见鱼就没胃口"),
            (7, "profile", 0.8, "2025-01-27T07:40", "用户常年夜里开车，腰不好，坐超过三个小时就得下来活动活动"),
            (8, "event", 0.7, "2026-05-03T08:30", "用户说2026年7月那达慕要带其其格和娜仁回老家看搏克比赛，住几天蒙古包", "2026-07-31T23:59:59+08:00"),
            (9, "preference", 0.8, "2025-06-30T07:55", "用户不坐飞机，坐过一回颠得厉害，从那以后出远门宁可开车或者坐火车"),
            (10, "profile", 0.75, "2026-07-25T08:05", "用户七月把最后一期车贷还清了，车总算是自己的了"),
            (11, "event", 0.8, "2026-10-21T07:35", "用户打算元旦过后带老婆孩子开车去大同，看悬空寺和云冈石窟，玩三天"),
            (12, "relation", 0.7, "2025-10-10T08:15", "用户的母亲七十岁，一个人住在锡林浩特，冬天一般来呼和浩特跟他们住"),
        ],
        "stale": [3, 8],
        "probes": [
            ("para", "2026-11-11T08:30", "要跑一两千公里的话，我是不是宁愿在地上走？", ["m09"], []),
            ("para", "2026-11-25T08:10", "水里游的那些，我碰不碰？", ["m06"], []),
            ("para", "2026-12-10T07:50", "长时间握方向盘，我身上哪块儿最容易出毛病？", ["m07"], []),
            ("task", "2026-12-08T08:20", "新年假期去晋北那趟自驾，帮我把路线和每晚住哪排一下", ["m11", "m07", "m06", "m05"], []),
            ("task", "2026-11-19T07:40", "我妈想去南边看看海，帮我想个法子带她走一趟", ["m09", "m06", "m12", "m07", "m02"], [["三千二"]]),
            ("abst", "2026-11-16T09:00", "那达慕上的'男儿三艺'指的是哪三样？", [], []),
            ("expiry", "2026-11-02T08:40", "接下来跟家里人出去玩是啥安排来着？", ["m11"], [["蒙古包"], ["2026年7月"]]),
            ("bg", "2026-11-30T08:00", "我以前是不是跟亲戚合伙做过什么小买卖？", ["bg:用户和表哥合伙开过一家奶茶店，后来关了"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + [
                "鱼", "早上", "早高峰", "晚上十一点", "父母", "父亲", "母亲", "驾照", "鼠标",
                "飞机", "转机", "内蒙古", "大阪", "曼谷", "首尔", "泰国", "日本", "新加坡", "香港",
            ],
            "drop_topics": ["car"],
            "drop_families": ["parents"],
            "exclude_clusters": {"pet": ["fish"]},
        },
    },
    # ------------------------------------------------------------------ a09
    {
        "key": "a09", "user_id": "u_liudesheng", "tenant_id": "default",
        "core": [
            (1, "profile", 0.8, "2024-01-05T09:00", "用户五十五岁，湖南邵阳人，一个人在深圳打工；儿子刘军和儿媳在东莞电子厂上班"),
            (2, "profile", 0.75, "2024-01-28T09:20", "用户在南山一栋写字楼做夜班保安，晚七点到早七点，上两天歇一天"),
            (3, "profile", 0.7, "2024-04-21T09:40", "用户一个月工资五千二，包住不包吃"),
            (4, "preference", 0.8, "2024-07-13T10:00", "用户舍不得花钱，出远门只坐硬座或者大巴，从不住超过一百块一晚的旅馆"),
            (5, "profile", 0.85, "2024-10-08T09:15", "用户有痛风，海鲜、啤酒、动物内脏一沾就犯，犯起来脚肿得下不了地"),
            (6, "preference", 0.75, "2025-02-20T09:30", "用户晕车，坐大巴得先吃晕车药，坐火车就没事"),
            (7, "relation", 0.8, "2024-02-14T09:50", "用户的老伴在邵阳老家种地，带着六岁的孙子刘浩，两口子一年只在春节见一面"),
            (8, "event", 0.6, "2025-12-30T09:10", "用户打算2026年清明回邵阳给父母上坟，请一个星期假"),
            (9, "profile", 0.9, "2026-10-05T09:25", "国庆后用户去了宝安一个物流园看大门，白班，早八点到晚八点，一个月休四天"),
            (10, "profile", 0.8, "2026-10-12T09:35", "用户新岗位每月到手五千八，还管一顿午饭"),
            (11, "event", 0.8, "2026-10-20T09:05", "用户打算2027年春节腊月二十就回邵阳，一直待到正月十五再回深圳"),
            (12, "relation", 0.8, "2026-08-15T09:45", "用户的老伴八月摔了一跤，右手腕骨折打了石膏，地里的活暂时干不了"),
        ],
        "stale": [2, 3, 8],
        "probes": [
            ("para", "2026-11-13T09:30", "我关节那个老毛病，吃喝上得避开啥？", ["m05"], []),
            ("para", "2026-11-26T10:10", "住宿这块我一般肯出到多少？", ["m04"], []),
            ("para", "2026-12-12T09:40", "长途客车和铁路，哪个坐着我更舒服？", ["m06"], []),
            ("task", "2026-12-09T09:20", "年前回家那一趟，路上咋走、给家里带点啥，帮我规划一下", ["m11", "m06", "m04", "m12", "m07"], [["清明"]]),
            ("task", "2026-11-27T10:00", "休息那天想去深圳湾转转，再找个地方吃顿好的，帮我安排一下", ["m09", "m05", "m04"], [["夜班"], ["上两天歇一天"]]),
            ("direct", "2026-11-07T09:10", "我现在上的是什么班，几点到几点？", ["m09"], [["写字楼"], ["夜班"]]),
            ("abst", "2026-11-18T10:30", "帮我写条微信，提醒业主别把车停在消防通道上", [], []),
            ("expiry", "2026-11-21T09:50", "最近一回回老家是怎么打算的？", ["m11"], [["清明"]]),
            ("bg", "2026-12-05T09:15", "我无偿献血一共献过几回了？", ["bg:用户定期去献血，已经献了六次"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + OLDER + LOW_TECH + [
                "父母", "父亲", "母亲", "外婆", "爷爷", "小区", "家里", "用户家", "会员", "宜家",
                "咖啡机", "帆布袋", "信用卡", "二手书桌", "重疾险", "金条", "家庭资产", "按摩椅",
                "夜跑", "演讲", "正畸", "健身", "鼠标", "逛街", "钢琴", "滑冰", "网球", "自行车",
            ],
            "no_active": True,
            "drop_topics": ["home", "pets", "plants", "cooking", "games", "trips", "hobbies"],
            "drop_families": ["housing", "parents"],
            "fixed": {"car": "none", "phone": "android"},
        },
    },
    # ------------------------------------------------------------------ a10
    {
        "key": "a10", "user_id": "u_zhuoma", "tenant_id": "default",
        "core": [
            (1, "profile", 0.9, "2024-01-18T11:00", "用户是藏族，老家在甘孜理塘，在成都武侯祠附近开一家藏式甜茶馆，每天早九点开到晚十点"),
            (2, "preference", 0.8, "2024-03-03T11:20", "用户信藏传佛教，不吃鱼虾，也不吃驴肉和马肉"),
            (3, "relation", 0.8, "2024-05-15T10:40", "用户的阿妈六十五岁，一直住在理塘，腿脚不好，走远路要拄拐杖"),
            (4, "profile", 0.65, "2024-07-22T11:10", "用户的茶馆只有一个帮工，用户一走就得关门"),
            (5, "profile", 0.7, "2024-10-02T10:50", "用户在成都住久了，回理塘头两天也会高反，得提前吃红景天"),
            (6, "preference", 0.75, "2025-01-10T11:30", "用户每年藏历新年一定回理塘过，初一要去长青春科尔寺磕头"),
            (7, "event", 0.7, "2025-11-20T11:15", "用户打算2026年8月去冈仁波齐转山，说马年转一圈抵十三圈"),
            (8, "relation", 0.7, "2025-04-08T10:30", "用户的丈夫扎西在成都跑货拉拉，拉货的活时有时无"),
            (9, "event", 0.85, "2026-09-16T11:05", "用户八月没走成冈仁波齐，茶馆离不开人，打算挪到2027年萨嘎达瓦节（藏历四月）再去"),
            (10, "profile", 0.8, "2026-08-12T10:45", "茶馆八月添了个会做藏面的师傅，加上原来的帮工，用户走开几天也照常营业"),
            (11, "preference", 0.7, "2025-07-07T11:25", "用户喝不惯外地的茶，出门一定自带一罐酥油和砖茶，每天早上要喝酥油茶"),
            (12, "relation", 0.8, "2026-05-06T10:55", "扎西五月开始跑成都到康定的长途货运，一个礼拜才回一趟家"),
        ],
        "stale": [4, 7, 8],
        "probes": [
            ("para", "2026-11-08T11:20", "荤菜里头有哪些是我碰都不碰的？", ["m02"], []),
            ("para", "2026-11-22T10:40", "在别处住店的时候，一觉醒来我必须要有的那口热乎的是啥？", ["m11"], []),
            ("para", "2026-12-06T11:10", "我家老人家现在走路是个什么情况？", ["m03"], []),
            ("para", "2026-12-18T10:25", "过我们自己的年，我一般在哪儿过、得去拜哪儿？", ["m06"], []),
            ("task", "2026-12-14T11:00", "过年回康区那趟，从这边怎么走、沿途住哪，帮我规划一下", ["m06", "m05", "m10", "m11", "m03"], [["一走就"]]),
            ("task", "2026-11-10T10:50", "我老公说下个月带我去跑马山那边泡温泉，顺路逛逛，帮我排两天行程", ["m12", "m02", "m11", "m10"], [["货拉拉"], ["一走就"]]),
            ("direct", "2026-11-13T11:30", "扎西最近在跑什么活？多久回一次家？", ["m12"], [["货拉拉"]]),
            ("abst", "2026-11-29T10:15", "转山为什么要按顺时针方向走？给我讲讲", [], []),
            ("expiry", "2026-11-28T11:40", "去神山那一趟，我最后定在啥时候了？", ["m09"], [["2026年8月"]]),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + ["鱼油", "钓鱼", "岩茶", "西藏", "包饺子", "鼠标"],
            "drop_topics": ["car"],
        },
    },
    # ------------------------------------------------------------------ a11
    {
        "key": "a11", "user_id": "u_wangfang", "tenant_id": "t_jinmen",
        "core": [
            (1, "profile", 0.85, "2024-01-09T13:00", "用户叫王芳，四十七岁，在天津红桥区摆摊卖煎饼果子，凌晨四点出摊，中午十二点收摊"),
            (2, "relation", 0.95, "2024-02-22T13:30", "用户的丈夫孙建国前年中风，左半边身子不利索，走路得拄四脚拐杖，上不了楼梯"),
            (3, "preference", 0.8, "2024-04-16T12:50", "孙建国吃饭要低盐低油，医生不让他碰咸菜和肥肉"),
            (4, "relation", 0.7, "2024-06-08T13:10", "用户的儿子孙浩在天津一家汽修厂当学徒"),
            (5, "profile", 0.7, "2024-08-30T12:40", "用户家住在一栋老楼的五楼，没有电梯，孙建国一个月也下不了几回楼"),
            (6, "preference", 0.75, "2025-01-19T13:20", "用户恐高，飞机一起飞就心慌手抖，能坐动车就不坐飞机"),
            (7, "event", 0.7, "2025-12-01T12:30", "用户打算2026年五一带孙建国去北戴河住三天，找个一楼的海景房"),
            (8, "profile", 0.75, "2025-03-14T13:40", "孙建国走远路得坐轮椅，用户推的是一台折叠轮椅，推上半小时腰就酸"),
            (9, "relation", 0.85, "2026-09-02T13:05", "孙浩九月穿上了军装，去新疆当兵了"),
            (10, "profile", 0.75, "2026-07-10T12:55", "用户说今年摊子生意不错，过年那趟该花就花，一万块以内都行"),
            (11, "event", 0.8, "2026-10-15T13:15", "用户想腊月二十三收摊以后，陪孙建国去三亚住半个月，躲躲天津的冷"),
            (12, "profile", 0.8, "2026-07-28T13:25", "用户七月搬进了子牙河边一个带电梯的小区，老孙每天都能自己坐电梯下楼遛弯"),
        ],
        "stale": [4, 5, 7],
        "probes": [
            ("para", "2026-11-10T13:20", "我们家老孙行动方面是啥状况，你心里有数吧？", ["m02"], [["肠粉"], ["顺德"], ["可欣"], ["白内障"]]),
            ("para", "2026-11-24T12:45", "给老孙点菜时得避开哪些？", ["m03"], []),
            ("para", "2026-12-08T13:35", "去远处我是倾向天上飞还是地上跑？", ["m06"], []),
            ("task", "2026-12-06T13:10", "年根儿底下去南边过冬那一趟，帮我把住处、三餐、每天干点啥都规划一下", ["m11", "m02", "m03", "m08", "m10"], [["没有电梯"], ["肠粉"], ["顺德"], ["可欣"]]),
            ("task", "2026-11-23T13:25", "礼拜天想带老孙去蓟州山里转一天，帮我琢磨下咋安排", ["m02", "m08", "m03", "m01"], []),
            ("direct", "2026-11-04T13:40", "我儿子如今在哪儿、干啥呢？", ["m09"], [["汽修厂"]]),
            ("abst", "2026-11-15T12:20", "煎饼果子的面糊里为啥要掺绿豆面？", [], []),
            ("abst", "2026-12-15T13:50", "我邻居家老太太想去南京看梅花，问几月份去合适？", [], []),
            ("expiry", "2026-11-17T13:00", "接下来陪老孙出去是什么安排？", ["m11"], [["北戴河"]]),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + OLDER + LOW_TECH + ["十七楼", "黄山", "索道", "业委会", "鼠标"],
            "no_active": True,
            "drop_families": ["housing"],
            "fixed": {"car": "none"},
        },
    },
    # ------------------------------------------------------------------ a12
    {
        "key": "a12", "user_id": "u_wangfang", "tenant_id": "t_shunde",
        "core": [
            (1, "profile", 0.85, "2024-01-12T15:00", "用户叫王芳，四十五岁，在佛山顺德大良开了一间肠粉店，早上六点开门，下午两点收档"),
            (2, "relation", 0.95, "2024-03-08T15:30", "用户的女儿陈可欣十三岁，先天白内障做过手术，视力只有0.1，看东西要贴得很近，天黑以后基本看不清路"),
            (3, "preference", 0.8, "2024-04-27T14:50", "用户每年农历七月十四盂兰节和冬至一定要在家拜祖先，那两天不出门"),
            (4, "relation", 0.7, "2024-07-19T15:10", "用户的丈夫陈志强在广州开货车送建材，经常跑夜路"),
            (5, "profile", 0.65, "2024-10-11T14:40", "用户的肠粉店生意看天吃饭，下雨天客人少一半，一个月能落袋一万左右"),
            (6, "preference", 0.8, "2025-02-03T15:20", "可欣看黑板和路牌要用随身带的电子助视器，出门一定得带上，忘了带就什么都看不清"),
            (7, "event", 0.8, "2026-10-22T15:05", "用户打算元旦关店三天，带可欣和老公去珠海长隆海洋王国"),
            (8, "profile", 0.75, "2025-05-20T14:30", "用户手腕有腱鞘炎，是天天拉肠粉落下的，提重行李会疼"),
            (9, "relation", 0.85, "2026-06-18T15:15", "陈志强六月不跑车了，回店里帮手蒸肠粉"),
            (10, "profile", 0.8, "2026-03-25T14:55", "用户的店三月起加了早餐外卖，一个月能多挣三四千"),
            (11, "preference", 0.7, "2025-08-25T15:25", "可欣最喜欢海洋动物，最爱看白鲸和海豚"),
        ],
        "stale": [4, 5],
        "probes": [
            ("para", "2026-11-12T15:10", "我家闺女眼睛的情况你还记得多少？", ["m02"], [["煎饼"], ["红桥"], ["孙建国"], ["中风"]]),
            ("para", "2026-11-27T14:40", "一年里哪两个节我是死活不离开屋、要敬老祖宗的？", ["m03"], []),
            ("para", "2026-12-11T15:35", "拎重东西这种事，我的手吃得消吗？", ["m08"], []),
            ("task", "2026-11-29T14:20", "一月初那趟出游，帮我排排每天怎么玩、住哪", ["m07", "m02", "m06", "m11", "m08"], [["煎饼"], ["红桥"], ["孙建国"], ["中风"]]),
            ("task", "2026-12-16T15:00", "十二月二十号左右想带屋企人去丹霞山住两晚，帮我计划下", ["m03", "m02", "m06", "m09"], [["货车"]]),
            ("direct", "2026-11-06T15:40", "我老公现在是做什么的？", ["m09"], [["货车"], ["建材"]]),
            ("abst", "2026-11-19T14:30", "肠粉的米浆怎么调才又薄又滑？", [], []),
            ("abst", "2026-12-19T15:15", "帮我把'今日冬至，下午休息'写成一张好看点的店门告示", [], []),
            ("bg", "2026-12-03T14:55", "我家那只猫主子叫啥名来着？", ["bg:用户养了一只橘猫，叫年糕"], []),
        ],
        "bg": {
            "drop_words": NO_COLLEGE + ODD_HOURS + OLDER + ["腱鞘炎", "手腕", "鼠标"],
            "fixed": {"pet": "cat"},
        },
    },
]

SHARED_PAIR = ("a11", "a12")
CROSS_KEYWORDS = {  # the other tenant's distinctive keywords
    "a11": ["肠粉", "顺德", "可欣", "白内障"],
    "a12": ["煎饼", "红桥", "孙建国", "中风"],
}

# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def is_cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def cjk_bigrams(s: str) -> set:
    s = norm(s)
    grams = {s[i:i + 2] for i in range(len(s) - 1) if is_cjk(s[i]) and is_cjk(s[i + 1])}
    grams.discard("用户")
    return grams


def iso(stamp: str) -> str:
    return stamp + ":00+08:00" if len(stamp) == 16 else stamp


def forbid_words(forbid) -> list:
    return [w for alt in forbid for w in alt]


def account_text(acc) -> str:
    return "".join(c[4] for c in acc["core"]) + "".join(p[2] for p in acc["probes"])


# --------------------------------------------------------------------------
# Build
# --------------------------------------------------------------------------


def sample_background(acc, place_words, statements):
    cfg = acc["bg"]
    rng = random.Random("holdout23:" + acc["key"])
    # one cluster per family
    families = {}
    for st in statements:
        for tag in st["tags"]:
            if ":" in tag:
                fam, clu = tag.split(":", 1)
                families.setdefault(fam, [])
                if clu not in families[fam]:
                    families[fam].append(clu)
    chosen = {}
    for fam in sorted(families):
        if fam in cfg.get("drop_families", []):
            continue
        if fam in cfg.get("fixed", {}):
            chosen[fam] = cfg["fixed"][fam]
            assert chosen[fam] in families[fam], (acc["key"], fam)
            continue
        options = [c for c in sorted(families[fam]) if c not in cfg.get("exclude_clusters", {}).get(fam, [])]
        chosen[fam] = rng.choice(options)

    text = account_text(acc)
    used_places = [p for p in place_words if p in text]
    fwords = [w for p in acc["probes"] for w in forbid_words(p[4])]
    drop_words = GLOBAL_DROP + cfg.get("drop_words", []) + used_places + fwords
    drop_topics = {"work", "commute"} | set(cfg.get("drop_topics", []))

    eligible = []
    for st in statements:
        if st["topic"] in drop_topics:
            continue
        if cfg.get("no_active") and "active" in st["tags"]:
            continue
        ok = True
        for tag in st["tags"]:
            if ":" in tag:
                fam, clu = tag.split(":", 1)
                if chosen.get(fam) != clu:
                    ok = False
        if not ok:
            continue
        if any(w in st["text"] for w in drop_words):
            continue
        eligible.append(st)

    forced_texts = [r[3:] for p in acc["probes"] for r in p[3] if r.startswith("bg:")]
    by_text = {st["text"]: st for st in eligible}
    for t in forced_texts:
        assert t in by_text, f"{acc['key']}: forced background statement filtered out: {t}"
    n = rng.randint(135, 145)
    rest = [st for st in eligible if st["text"] not in forced_texts]
    assert len(rest) >= n, f"{acc['key']}: only {len(rest)} eligible background statements"
    picked = [by_text[t] for t in forced_texts] + rng.sample(rest, n - len(forced_texts))
    rng.shuffle(picked)

    start = datetime(2024, 1, 1, tzinfo=TZ)
    span_min = int((datetime(2026, 9, 30, 23, 0, tzinfo=TZ) - start).total_seconds() // 60)
    dated = []
    for st in picked:
        day = rng.randrange(span_min // 1440)
        minute = rng.randrange(7 * 60, 23 * 60)
        when = start + timedelta(days=day, minutes=minute)
        dated.append((when, st, round(rng.uniform(0.3, 0.6), 2)))
    dated.sort(key=lambda x: (x[0], x[1]["text"]))
    out = []
    for i, (when, st, imp) in enumerate(dated, 1):
        out.append({
            "id": f"b{i:03d}", "content": st["text"], "type": st["type"],
            "importance": imp, "created_at": when.strftime("%Y-%m-%dT%H:%M:00+08:00"),
        })
    return out


def build():
    place_words, statements = load_pool()
    counters = {k: 0 for k in KIND_COUNTS}
    users = []
    for acc in ACCOUNTS:
        key = acc["key"]
        core = []
        for c in acc["core"]:
            mem = {"id": f"{key}m{c[0]:02d}", "content": c[4], "type": c[1],
                   "importance": c[2], "created_at": iso(c[3])}
            if len(c) > 5:
                mem["valid_until"] = c[5]
            core.append(mem)
        bg = sample_background(acc, place_words, statements)
        bg_by_text = {m["content"]: m["id"] for m in bg}
        memories = sorted(core + bg, key=lambda m: (m["created_at"], m["id"]))
        probes = []
        for kind, at, query, refs, forbid in sorted(acc["probes"], key=lambda p: p[1]):
            counters[kind] += 1
            rel = [bg_by_text[r[3:]] if r.startswith("bg:") else f"{key}{r}" for r in refs]
            probe = {"id": f"h23-{counters[kind]:03d}-{kind}", "at": iso(at), "query": query, "relevant": rel}
            if forbid:
                probe["forbid"] = forbid
            probes.append(probe)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": memories, "probes": probes})
    source_checks()
    return {"format": "memory-eval/v1", "name": SET_NAME, "users": users}


def source_checks():
    """Checks that need the source annotations (stale ids, cross-tenant pairs)."""
    accs = {a["key"]: a for a in ACCOUNTS}
    for acc in ACCOUNTS:
        key = acc["key"]
        core = {f"m{c[0]:02d}": c[4] for c in acc["core"]}
        stale = {f"m{n:02d}" for n in acc["stale"]}
        current = [t for k, t in core.items() if k not in stale]
        other = None
        if key in SHARED_PAIR:
            other = accs[SHARED_PAIR[1] if key == SHARED_PAIR[0] else SHARED_PAIR[0]]
        for kind, at, query, refs, forbid in acc["probes"]:
            for w in forbid_words(forbid):
                for t in current:
                    assert w not in t, f"{key} forbid {w!r} hits a current memory: {t}"
                in_stale = any(w in core[s] for s in stale)
                in_other = other is not None and any(w in c[4] for c in other["core"])
                assert in_stale or in_other, f"{key} forbid {w!r} matches nothing stale"
            core_refs = [r for r in refs if not r.startswith("bg:")]
            for r in core_refs:
                assert r in core, f"{key}: unknown ref {r}"
                assert r not in stale, f"{key}: stale memory {r} is relevant"
            if kind in ("para", "task"):
                qg = cjk_bigrams(query)
                for r in core_refs:
                    shared = qg & cjk_bigrams(core[r])
                    assert not shared, f"{key} {kind} '{query}' shares {shared} with {r}"


# --------------------------------------------------------------------------
# Validation of a written file
# --------------------------------------------------------------------------


def parse_time(s, what):
    if not s.endswith("+08:00"):
        raise ValueError(f"{what}: {s} is not +08:00")
    return datetime.fromisoformat(s)


def validate(data) -> list:
    errs = []
    E = errs.append
    if data.get("format") != "memory-eval/v1":
        E("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        E("name missing")
    users = data.get("users", [])
    if len(users) != 12:
        E(f"expected 12 users, got {len(users)}")
    pairs = [(u.get("user_id"), u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        E("duplicate (user_id, tenant_id)")
    by_uid = {}
    for uid, tid in pairs:
        by_uid.setdefault(uid, set()).add(tid)
    shared = [uid for uid, tids in by_uid.items() if len(tids) > 1]
    if len(shared) != 1 or len(by_uid[shared[0]]) != 2:
        E(f"expected exactly one user_id under two tenants, got {shared}")
    lo_c, hi_c = datetime(2024, 1, 1, tzinfo=TZ), datetime(2026, 11, 1, tzinfo=TZ)
    lo_b, hi_b = lo_c, datetime(2026, 10, 1, tzinfo=TZ)
    lo_p, hi_p = datetime(2026, 11, 1, tzinfo=TZ), datetime(2026, 12, 21, tzinfo=TZ)
    kinds = {k: 0 for k in KIND_COUNTS}
    probe_ids = set()
    valid_until = 0
    cross = 0
    for u in users:
        uid = u.get("user_id")
        tag = f"{uid}/{u.get('tenant_id', 'default')}"
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(set(ids)) != len(ids):
            E(f"{tag}: duplicate memory ids")
        content = {m["id"]: norm(m["content"]) for m in mems}
        n_core = n_bg = 0
        for m in mems:
            for f in ("id", "content", "type", "importance", "created_at"):
                if f not in m:
                    E(f"{tag}: memory without {f}")
            if m.get("type") not in MEMORY_TYPES:
                E(f"{tag} {m.get('id')}: bad type")
            try:
                when = parse_time(m["created_at"], m["id"])
            except Exception as exc:  # noqa: BLE001
                E(str(exc))
                continue
            if "valid_until" in m:
                valid_until += 1
                parse_time(m["valid_until"], m["id"])
            if re.fullmatch(r"a\d\dm\d\d", m["id"]):
                n_core += 1
                if not (0.6 <= m["importance"] <= 0.95) or not (lo_c <= when < hi_c):
                    E(f"{tag} {m['id']}: importance/created_at out of range")
            elif re.fullmatch(r"b\d\d\d", m["id"]):
                n_bg += 1
                if not (0.3 <= m["importance"] <= 0.6) or not (lo_b <= when < hi_b):
                    E(f"{tag} {m['id']}: importance/created_at out of range")
            else:
                E(f"{tag}: unexpected memory id {m['id']}")
        if not 10 <= n_core <= 12:
            E(f"{tag}: {n_core} core memories")
        if not 135 <= n_bg <= 145:
            E(f"{tag}: {n_bg} background memories")
        fwords_all = set()
        for p in u.get("probes", []):
            pid = p.get("id", "")
            if pid in probe_ids:
                E(f"duplicate probe id {pid}")
            probe_ids.add(pid)
            kind = pid.rsplit("-", 1)[-1]
            if kind not in kinds:
                E(f"{pid}: id does not end with a kind")
                continue
            kinds[kind] += 1
            if not p.get("query"):
                E(f"{pid}: empty query")
            try:
                at = parse_time(p["at"], pid)
                if not lo_p <= at < hi_p:
                    E(f"{pid}: at out of range")
            except Exception as exc:  # noqa: BLE001
                E(str(exc))
            rel = p.get("relevant")
            if not isinstance(rel, list):
                E(f"{pid}: relevant missing")
                continue
            for r in rel:
                if r not in content:
                    E(f"{pid}: relevant id {r} does not exist")
            if (kind == "abst") != (rel == []):
                E(f"{pid}: abst probes and only they have relevant []")
            if kind == "task" and not (3 <= len(rel) <= 5 and all(r.startswith("a") for r in rel)):
                E(f"{pid}: task needs 3-5 core memories")
            if kind == "para" and not (len(rel) == 1 and rel[0].startswith("a")):
                E(f"{pid}: para needs one core memory")
            if kind == "bg" and not (len(rel) == 1 and rel[0].startswith("b")):
                E(f"{pid}: bg needs one background memory")
            if kind in ("direct", "expiry") and not p.get("forbid"):
                E(f"{pid}: {kind} probe needs forbid")
            words = []
            for alt in p.get("forbid", []):
                if not isinstance(alt, list) or not alt:
                    E(f"{pid}: forbid entries must be non-empty lists")
                    continue
                words.extend(norm(w) for w in alt)
            fwords_all.update(words)
            for w in words:
                for r in rel:
                    if r in content and w in content[r]:
                        E(f"{pid}: forbid {w!r} occurs in relevant {r}")
            if uid in shared:
                other = [o for o in users if o["user_id"] == uid and o is not u][0]
                other_text = norm("".join(m["content"] for m in other["memories"]))
                own_text = "".join(content.values())
                if any(w in other_text and w not in own_text for w in words):
                    cross += 1
        for m in mems:
            if m["id"].startswith("b") and any(w in content[m["id"]] for w in fwords_all):
                E(f"{tag} {m['id']}: background memory contains a forbid keyword")
    if kinds != KIND_COUNTS:
        E(f"probe kinds {kinds} != {KIND_COUNTS}")
    if cross != 4:
        E(f"expected 4 cross-tenant forbid probes, got {cross}")
    if not 2 <= valid_until <= 3:
        E(f"expected 2-3 memories with valid_until, got {valid_until}")
    return errs


def render(data) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def main(argv) -> int:
    if "--check" in argv:
        if not OUT.exists():
            print(f"missing {OUT.name}")
            return 1
        raw = OUT.read_bytes()
        try:
            data = json.loads(raw.decode("utf-8"))
        except Exception as exc:  # noqa: BLE001
            print(f"cannot parse {OUT.name}: {exc}")
            return 1
        errs = validate(data)
        try:
            fresh = render(build())
        except AssertionError as exc:
            print(f"fresh build failed: {exc}")
            return 1
        if fresh != raw:
            errs.append(f"{OUT.name} differs from a fresh build")
        for e in errs:
            print("ERROR:", e)
        if errs:
            return 1
        users = data["users"]
        n_core = sum(1 for u in users for m in u["memories"] if m["id"].startswith("a"))
        n_bg = sum(1 for u in users for m in u["memories"] if m["id"].startswith("b"))
        n_probe = sum(len(u["probes"]) for u in users)
        print(f"OK: {len(users)} users, {n_core} core + {n_bg} background memories, {n_probe} probes; identical to a fresh build")
        return 0
    data = build()
    errs = validate(data)
    for e in errs:
        print("ERROR:", e)
    if errs:
        return 1
    OUT.write_bytes(render(data))
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
