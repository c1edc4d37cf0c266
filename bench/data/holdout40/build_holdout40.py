#!/usr/bin/env python3
"""Build (or --check) zh_retrieval_holdout40.json, a blind memory-eval/v1 set (track R only).

How this set was written
------------------------
Written BLIND. The author read exactly two files of the project, as plain text:

  * /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  * /work/main/bench/data/src/background_pool.py     (background filler pool)

Nothing else of the project was opened, listed, searched or run: no engine code,
no other evaluation set or builder, no README, no git history, and bench.eval
was never run against this file. This script does not import the pool module
either; it reads background_pool.py as text and parses the POOL string and the
PLACE_WORDS list literal (ast.literal_eval), and refuses to build from a pool
whose sha256 differs from the one the set was written against.

Theme: "kitchens, markets and the table" -- travel-planner chat users whose food
lives shape their trips (new theme, not used by earlier sets).

Accounts (12)
-------------
tenant default:
  lanqing    u_yuelanqing   岳岚青  pastry chef; hotel pastry kitchen -> own order-only studio; Lyon course lapsed -> Tokyo wagashi course
  xiaodong   u_maxiaodong   马晓东  Hui halal noodle-shop owner sourcing spices; Xining -> Lanzhou; pepper supplier, driver, trip changed
  duoduo     u_qianduoduo   钱朵朵  探店 food blogger; camera, meal budget, filming partner and home city change
  linye      u_linye        林野    vegan trail runner; iron deficiency -> eggs and fish; coach, race and home change
  xuman      u_xuman        许蔓    sommelier student; promoted; pregnancy -> newborn and breastfeeding; course lapsed -> exam prep
  deming     u_luodeming    罗德明  retired home fermenter (酱/醋/泡菜), bad knees; crock-sitter and city change; Meishan trip lapsed
  yufen      u_zhangyufen   张玉芬  grandmother with type-2 diabetes cooking for the family; metformin -> insulin; moved; trip replaced
  dayong     u_dudayong     杜大勇  night-market stall owner -> breakfast stall (schedule flips); Liuzhou trip -> Wuhan visit
  xiaochuan  u_ranxiaochuan 冉小川  hotpot lover with IBS (low-FODMAP, later lactose); job/city change; National-Day plan lapsed
  jinfeng    u_huangjinfeng 黄金凤  rural wedding-banquet caterer; van -> refrigerated truck; head cook, staff and trip change
twins -- ONE user_id (u_zhouyan, personal name 周妍) under two tenants, unrelated lives:
  zhouyan_a  u_zhouyan @ default       tea-free coffee roaster in Xiamen, mango allergy, origin trips to Yunnan
  zhouyan_b  u_zhouyan @ kitchen_club  fisherman's daughter from Zhoushan, shellfish allergy, primary-school teacher in Ningbo

Structure
---------
* Every account: 13-16 hand-written core memories (<acct>_mNN; fact / preference /
  profile / relation / event; 2025-2026 timestamps) plus filler sampled from the
  background pool with random.Random("holdout40:<acct>") up to exactly 150
  memories per account (1,800 in all).
* Filler selection per account: one cluster per pool family (forced where the
  core life or a pinned line needs it); the pool's "cooking" block is skipped for
  everyone (this theme IS food); lives that an office routine would contradict
  (self-employed, retired, athlete, sommelier on leave, teacher) skip the work /
  commute blocks, the two retirees also skip learning and family (and games for
  the grandmother), the stall owner skips learning; "active" lines are dropped
  for the two accounts with bad knees.
* A filler line is dropped when it mentions any of: the account's places
  (PLACE_WORDS found in its core memories or non-abstention probes, plus the
  places listed per account), the theme's food words, the account's topic
  words, its changed values (old and new), any forbid keyword of its own probes
  or of twin probes aimed at it, or any abstention/background guard word of its
  probes. Filler lines that answer a background probe are pinned (always kept).
* Values change over time: the older memory stays in the store and a newer one
  states the change, with varied wording (后来、打那以后、如今、从上个月起、换了、
  不再、戒了、搬去、升为、被…取代、挪到、放宽到、自立门户以后, implicit changes ...);
  no core memory uses 改成 or 现在. Probes about the current value forbid the
  older memory's distinctive keywords.
* Dated plans carry valid_until; other core memories carry no date words the
  engine could turn into an expiry.
* Every forbid group is recorded here with the memories it must catch (own core
  id, or twin:<id> for the other twin); --check proves each group matches
  exactly those memories and nothing else of the asking account (core or
  filler), and for twin groups exactly those memories of the other twin.

Probe kinds (112 probes, asked 2026-11-18 .. 2026-12-08; id h40-NNN-<kind>[_leak])
----------------------------------------------------------------------------------
  kind     count  meaning
  para       42   colloquial paraphrase (WeChat shorthand, dialect, a few voice-typing
                  slips); shares no content bigram with its relevant memories
  task       24   realistic planning request that does not name the facts; 3-6 relevant
  direct     10   asks for a stored fact in its own words
  abst       20   relevant [] -- 10 "value never stated on a topic the user did talk
                  about", 10 "unrelated to anything stored"
  expiry     10   dated plans with valid_until; 8 want the live plan and forbid the
                  lapsed one, 2 want [] because the plan lapsed with no replacement
  bg          6   answered by a pinned background filler memory
  (leak)    (16)  subset of the above, asked by one twin while the other twin holds a
                  tempting answer; forbid keywords come from the other twin

Per account (para/task/direct/abst/expiry/bg = total; abst u = value unstated,
r = unrelated; expiry [] = lapsed plan with no replacement):
  lanqing    4/2/1/1u/1/0     =  9     deming     3/2/1/1u+1r/1[]/1 = 10
  xiaodong   3/2/1/1u+1r/1/1  = 10     yufen      3/2/1/1u+1r/1/0   =  9
  duoduo     4/2/1/1u+1r/1/0  = 10     dayong     3/2/1/1u/1/1      =  9
  linye      3/2/1/1u+1r/1/1  = 10     xiaochuan  3/2/0/1u+1r/1[]/0 =  8
  xuman      4/2/1/1r/1/0     =  9     jinfeng    3/2/0/1r/1/1      =  8
  zhouyan_a  4/2/1/1u+1r/0/1  = 10 (8 leak)
  zhouyan_b  5/2/1/1u+1r/0/0  = 10 (8 leak)
  Forbid: 60 probes, 63 groups (own superseded/expired memories, or twin:<id>).

Usage:  python build_holdout40.py           # writes zh_retrieval_holdout40.json
        python build_holdout40.py --check   # re-checks the file on disk
"""

from __future__ import annotations

import ast
import hashlib
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout40.json"
POOL_FILE = HERE.parent / "src" / "background_pool.py"
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"

SET_NAME = "zh_retrieval_holdout40"
SEED_PREFIX = "holdout40:"
PER_ACCOUNT = 150
TZ = "+08:00"
PROBE_FROM = "2026-11-18T00:00:00+08:00"
PROBE_TO = "2026-12-08T23:59:59+08:00"
TWIN_TENANT = "kitchen_club"
TWINS = ("zhouyan_a", "zhouyan_b")

KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
CORE_TYPES = {"fact", "preference", "profile", "relation", "event"}

# Pool blocks skipped for everyone, and words that drop a filler line for every
# account: the theme is food, so any background line about eating, drinking or
# cooking could silently become relevant (or contradict a core memory).
GLOBAL_SKIP_BLOCKS = {"cooking"}
THEME_WORDS = [
    "咖啡", "茶", "面包", "酸奶", "饺子", "便当", "菜", "饭", "锅", "冰箱", "调料", "厨",
    "豆浆", "早餐", "水果", "鱼油", "维生素", "美食", "农家乐", "番茄", "吃", "喝",
]
OFFICE_BLOCKS = ["work", "commute"]

# Words that must never appear in a core memory (change wording rule).
BANNED_IN_CORE = ["改成", "现在"]
# Date words from which an engine could infer an expiry; only dated plans (which
# carry an explicit valid_until) may contain them.
DATE_TRIGGER = re.compile(
    r"\d{1,2}月|[一二三四五六七八九十]{1,3}月|\d{1,2}[日号]|春节|过年|国庆|元旦|五一|端午|中秋|清明|"
    r"圣诞|寒假|暑假|年底|年初|月底|月初|下周|下礼拜|下个月|明年|后天|明天"
)


def P(kind, at, q, rel, forbid=(), leak=False, sub=None, guard=(), pin=None):
    """One probe. forbid: [(keyword alternatives, [caught ids: 'mNN' or 'twin:mNN'])]."""
    return dict(kind=kind, at=at, q=q, rel=list(rel), forbid=[(list(k), list(c)) for k, c in forbid],
                leak=leak, sub=sub, guard=list(guard), pin=pin)


# ---------------------------------------------------------------------------
# The twelve lives.  core: (nn, type, importance, created_at, content, valid_until)
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ 1
    dict(
        key="lanqing", user_id="u_yuelanqing", tenant="default", name="岳岚青",
        life="pastry chef; hotel pastry kitchen -> own order-only studio; Lyon course lapsed -> Tokyo wagashi course",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={},
        places=["南京", "东京", "日本", "大阪", "深圳", "里昂", "法国", "老门东", "浅草"],
        topic=["公司", "甜", "奶", "烤", "腱鞘炎", "手腕", "男朋友", "相机", "学费", "托运", "行李", "师妹"],
        changed=["西饼房", "五星", "工作室", "辞", "三千", "一千五", "里昂", "东京"],
        core=[
            ("01", "profile", 0.8, "2025-01-12T20:15", "用户叫岳岚青，二十九岁，在南京一家五星酒店的西饼房当甜点师", None),
            ("02", "preference", 0.9, "2025-01-12T20:18", "用户乳糖不耐，喝一杯鲜牛奶就闹肚子，黄油和硬质奶酪倒没问题", None),
            ("03", "fact", 0.7, "2025-02-20T22:40", "用户外出学习总随身带一套曲柄抹刀、硅胶刮刀和探针温度计，坐飞机得办托运", None),
            ("04", "event", 0.75, "2025-03-05T21:10", "用户报名了法国里昂一所甜点学校的三周短训，原定2025年9月开课", "2025-09-30T23:59:59"),
            ("05", "event", 0.6, "2025-06-18T19:30", "里昂那期短训因为签证材料没赶上被迫取消，学费只退回一半", None),
            ("06", "preference", 0.65, "2025-04-10T13:20", "用户住宿只挑带小厨房或公共厨房的，晚上要试配方", None),
            ("07", "relation", 0.7, "2025-05-02T16:45", "用户的师妹阿棠常跟她一起出门考察，阿棠不吃香菜也不吃芹菜", None),
            ("08", "fact", 0.7, "2025-08-15T21:00", "用户每月给学习和考察留出大约三千块的预算", None),
            ("09", "profile", 0.85, "2025-11-03T22:05", "用户从酒店辞了职，和阿棠在南京老门东合开了一间只接预订的甜品工作室", None),
            ("10", "event", 0.85, "2026-06-20T23:10", "用户订好了东京一所制果学校的和果子课程，12月7日到16日上课，住浅草附近", "2026-12-16T23:59:59"),
            ("11", "fact", 0.7, "2026-01-09T20:30", "开店之后用户手头紧了不少，学习考察的预算缩到每月一千五左右", None),
            ("12", "preference", 0.6, "2026-03-14T15:00", "用户对抹茶和黑芝麻口味特别着迷，逛店专挑这两样", None),
            ("13", "fact", 0.7, "2026-04-22T09:50", "用户右手腕有腱鞘炎，拎不动重箱子，行李尽量用拉杆箱", None),
            ("14", "relation", 0.7, "2025-09-01T22:30", "用户的男朋友在深圳做结构工程师，两人差不多每月见一面", None),
        ],
        probes=[
            P("para", "2026-11-18T09:20", "帮我填下民宿入住表，职业单位那栏写啥好，还是老东家吗？", ["m09"],
              forbid=[(["西饼房", "五星"], ["m01"])]),
            P("para", "2026-11-19T07:45", "早饭那杯白白的我一沾就窜稀，自助餐里给我挑挑能碰的", ["m02"]),
            P("para", "2026-11-21T22:10", "这个月出去学艺能花的钱大概啥数？心里木有底", ["m11"],
              forbid=[(["三千"], ["m08"])]),
            P("para", "2026-11-24T12:30", "带合伙那姑娘出去吃，点菜得避开哪几样绿叶子？", ["m07", "m09"]),
            P("task", "2026-11-20T21:00", "下个月出国进修那趟，帮我把出发前要准备的东西和住的地方要求列个单子", ["m10", "m03", "m06", "m13", "m02"]),
            P("task", "2026-11-27T18:40", "这周末飞过去看他，帮我排个两天的吃住行程", ["m14", "m02", "m06", "m12"]),
            P("direct", "2026-11-22T10:00", "我右手腕的腱鞘炎，出门拎行李要注意啥？", ["m13"]),
            P("abst", "2026-12-02T15:30", "我们工作室那间铺面一年租金多少来着？", [], sub="unstated",
              guard=["房租", "租金", "租房", "房东"]),
            P("expiry", "2026-11-25T20:20", "我报的那个海外甜点课到底哪天开课来着？", ["m10"],
              forbid=[(["里昂"], ["m04", "m05"])]),
        ],
    ),
    # ------------------------------------------------------------------ 2
    dict(
        key="xiaodong", user_id="u_maxiaodong", tenant="default", name="马晓东",
        life="Hui halal noodle-shop owner sourcing spices; Xining -> Lanzhou; pepper supplier, driver and sourcing trip change",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={"car": "none"},
        places=["西宁", "兰州", "甘肃", "陇南", "四川", "汉源", "新疆", "喀什", "云南", "文山", "广西", "玉林"],
        topic=["公司", "清真", "血压", "盐", "外甥", "侄子", "驾照", "礼拜", "采购", "进货", "妻子", "老婆", "腰", "开车"],
        changed=["花椒", "合作社", "椒园", "东关", "正宁路", "小马", "马骏", "三七", "八角", "桂皮"],
        core=[
            ("01", "profile", 0.85, "2025-01-20T21:05", "用户叫马晓东，回族，在西宁东关开了一家清真牛肉面馆", None),
            ("02", "preference", 0.95, "2025-01-20T21:07", "用户只吃清真食品，出门找不到清真馆子宁可啃自带的馍", None),
            ("03", "fact", 0.7, "2025-02-11T22:30", "用户店里的花椒和辣椒面一直从甘肃陇南的一个合作社进货", None),
            ("04", "fact", 0.75, "2025-03-30T15:10", "用户每天凌晨四点起来熬汤，上午十点前走不开", None),
            ("05", "relation", 0.7, "2025-04-18T16:00", "用户出门采购常带着外甥小马，小马负责开车", None),
            ("06", "event", 0.6, "2025-07-10T20:20", "用户上个月跑了一趟新疆喀什，看孜然和干辣椒的货源", None),
            ("07", "fact", 0.8, "2025-09-12T14:40", "用户进花椒的老渠道被四川汉源一家椒园取代了，价格低了两成", None),
            ("08", "profile", 0.85, "2025-12-01T21:00", "用户一家搬去了兰州，在正宁路夜市旁边重新开了店", None),
            ("09", "fact", 0.75, "2025-10-20T19:35", "用户有高血压，每天早上吃一片氨氯地平，饭菜得少放盐", None),
            ("10", "event", 0.8, "2026-05-15T13:15", "用户打算2026年10月去云南文山看三七和草果的产地", "2026-10-31T23:59:59"),
            ("11", "event", 0.85, "2026-10-25T20:45", "云南那趟黄了，用户转而定在12月第一周去广西玉林的香料市场拿八角和桂皮", "2026-12-07T23:59:59"),
            ("12", "preference", 0.65, "2025-05-05T10:00", "用户住店喜欢离清真寺近的，方便做礼拜", None),
            ("13", "fact", 0.65, "2026-02-14T11:20", "用户每次出门采购的预算控制在五千块以内，油费也算在里面", None),
            ("14", "relation", 0.6, "2026-03-03T18:00", "用户的妻子阿依莎管店里的账，不爱出远门，坐车久了腰疼", None),
            ("15", "relation", 0.75, "2026-07-20T17:30", "外甥去读大专以后，陪用户跑采购、开车的换了侄子马骏", None),
        ],
        probes=[
            P("para", "2026-11-19T08:40", "这趟出去进货谁给我掌方向盘来着？", ["m15"],
              forbid=[(["小马"], ["m05"])]),
            P("para", "2026-11-21T10:15", "麻椒打哪儿拿的？想顺路去地头瞅瞅", ["m07"],
              forbid=[(["陇南", "合作社"], ["m03"])]),
            P("para", "2026-11-26T07:50", "我那馆子开再哪条街来着，给导航填个起点", ["m08"],
              forbid=[(["西宁", "东关"], ["m01"])]),
            P("task", "2026-11-27T21:10", "下礼拜要出门跑一趟货，帮我把路线、住哪、吃饭咋解决都安排一下", ["m11", "m02", "m12", "m13", "m15", "m04"],
              forbid=[(["文山", "三七"], ["m10"])]),
            P("task", "2026-12-03T20:00", "年底想带媳妇回趟老家走亲戚，帮我规划下路上两天的吃住", ["m14", "m02", "m09", "m12"]),
            P("direct", "2026-11-23T09:30", "我的降压药叫啥？出门十天要带几片？", ["m09"]),
            P("abst", "2026-11-30T15:00", "喀什那个卖孜然的老板电话多少来着？", [], sub="unstated",
              guard=["电话", "手机号"]),
            P("abst", "2026-12-05T11:00", "护照快过期了，换发要准备哪些材料？", [], sub="unrelated",
              guard=["护照", "签证"]),
            P("expiry", "2026-11-24T16:20", "看香料产地那趟还去不去了，去的话是哪天？", ["m11"],
              forbid=[(["文山", "三七"], ["m10"])]),
            P("bg", "2026-12-06T19:00", "出远门想配副备用的，我眼镜多少度来着？", ["@pin"],
              guard=["眼", "视力", "近视"], pin="用户近视四百度，平时戴眼镜"),
        ],
    ),
    # ------------------------------------------------------------------ 3
    dict(
        key="duoduo", user_id="u_qianduoduo", tenant="default", name="钱朵朵",
        life="探店 food blogger; camera, meal budget, filming partner and home city change; Shunde trip -> Chaoshan trip",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={"housing": "rent"},
        places=["杭州", "滨江", "广州", "海珠", "顺德", "潮汕"],
        topic=["公司", "拍", "视频", "剪", "相机", "粉丝", "博客", "咽", "辣", "内脏", "直播", "男友", "素", "花生"],
        changed=["索尼", "大疆", "三百", "五百", "双皮奶", "鱼生", "粿条", "牛肉"],
        core=[
            ("01", "profile", 0.8, "2025-02-08T22:00", "用户叫钱朵朵，是做探店视频的美食博主，账号有三十多万粉丝", None),
            ("02", "fact", 0.7, "2025-02-08T22:05", "用户拍视频用一台索尼ZV-E10，外加两块备用电池", None),
            ("03", "preference", 0.75, "2025-03-15T13:30", "用户一天最多排四家店，再多就吃不下也剪不完", None),
            ("04", "fact", 0.75, "2025-04-01T11:00", "用户探店一律自费，单人每天餐费上限三百块", None),
            ("05", "relation", 0.7, "2025-05-20T20:40", "用户的男友阿凯负责掌镜，阿凯对花生过敏", None),
            ("06", "relation", 0.8, "2025-10-10T19:10", "用户的掌镜搭档如今是剪辑师小葵，小葵只吃素，找店得兼顾", None),
            ("07", "profile", 0.7, "2025-06-01T09:00", "用户住在杭州滨江，租的一室一厅", None),
            ("08", "preference", 0.7, "2025-07-12T12:20", "用户不吃内脏，肥肠毛肚这类一律跳过", None),
            ("09", "fact", 0.65, "2025-08-08T18:00", "用户有慢性咽炎，太辣的店只拍不吃", None),
            ("10", "fact", 0.75, "2026-04-02T15:45", "用户把拍摄主力换成了大疆Pocket 3，单手就能边走边拍", None),
            ("11", "fact", 0.75, "2026-02-20T10:30", "接了品牌合作以后，用户每天的探店餐费放宽到五百块，超出部分由商家报销", None),
            ("12", "event", 0.75, "2026-07-01T21:00", "用户计划暑假去顺德拍一组双皮奶和鱼生专题", "2026-08-31T23:59:59"),
            ("13", "event", 0.85, "2026-10-15T20:30", "用户和小葵敲定了12月中旬去潮汕拍牛肉火锅和粿条，为期五天", "2026-12-20T23:59:59"),
            ("14", "preference", 0.6, "2026-05-05T14:00", "用户偏爱苍蝇小馆和老字号，网红连锁店基本不拍", None),
            ("15", "profile", 0.75, "2026-09-01T10:10", "用户从杭州搬去了广州海珠，离早茶店近", None),
        ],
        probes=[
            P("para", "2026-11-18T10:00", "出片那台机子是哪个来着？想再囤个配件hhh", ["m10"],
              forbid=[(["索尼", "ZV"], ["m02"])]),
            P("para", "2026-11-20T12:30", "这阵子一天吃饭能报多少钱来着，超了谁兜底？", ["m11"],
              forbid=[(["三百"], ["m04"])]),
            P("para", "2026-11-23T19:45", "跟我搭伙出片那位，能吃啥不能吃啥？", ["m06"],
              forbid=[(["阿凯", "花生"], ["m05"])]),
            P("para", "2026-11-29T16:10", "我喉咙那老毛病，重口位馆子去了咋整", ["m09"]),
            P("task", "2026-11-25T21:00", "下个月出去跑一礼拜的片子，帮我把每天的店怎么排、钱怎么分配好", ["m13", "m03", "m11", "m06", "m08", "m14"],
              forbid=[(["顺德", "双皮奶", "鱼生"], ["m12"])]),
            P("task", "2026-12-04T11:30", "周末想在家附近逛吃一圈拍个短片，帮我排下路线", ["m15", "m03", "m08", "m14", "m06"],
              forbid=[(["滨江"], ["m07"])]),
            P("direct", "2026-11-21T13:00", "我不吃哪些内脏来着？", ["m08"]),
            P("abst", "2026-11-27T22:10", "我账号的粉丝哪个省的最多？", [], sub="unstated",
              guard=["粉丝"]),
            P("abst", "2026-12-01T09:40", "去泰国落地签还要不要准备两万泰铢现金？", [], sub="unrelated",
              guard=["泰国", "曼谷", "签证"]),
            P("expiry", "2026-11-26T20:00", "下一回出远门拍专题是去哪，哪天出发？", ["m13"],
              forbid=[(["顺德", "双皮奶", "鱼生"], ["m12"])]),
        ],
    ),
    # ------------------------------------------------------------------ 4
    dict(
        key="linye", user_id="u_linye", tenant="default", name="林野",
        life="vegan trail runner; iron deficiency -> eggs and fish; coach, race and home change",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={},
        places=["昆明", "大理", "香港", "惠州", "罗浮山", "广州", "从化"],
        topic=["跑", "马拉松", "越野", "蛋白", "贫血", "教练", "跟腱", "比赛", "体重", "素", "燕麦", "补给", "装备"],
        changed=["纯素", "蜂蜜", "鸡蛋", "鱼", "老葛", "Mia", "百公里"],
        core=[
            ("01", "profile", 0.8, "2025-01-05T08:30", "用户叫林野，三十四岁，越野跑运动员，住在昆明，给一家户外品牌做产品测试", None),
            ("02", "preference", 0.95, "2025-01-05T08:32", "用户是纯素食者，不吃肉蛋奶，连蜂蜜也不碰", None),
            ("03", "fact", 0.75, "2025-02-10T19:00", "用户每天要吃够一百四十克蛋白质，主要靠豆制品和豌豆蛋白粉", None),
            ("04", "fact", 0.7, "2025-03-22T20:15", "用户出门比赛必带自己的蛋白粉和能量胶，行李里总有一袋燕麦", None),
            ("05", "preference", 0.7, "2025-04-14T21:00", "用户赛前一晚必须十点前睡，住的地方要安静、离起点近", None),
            ("06", "event", 0.6, "2025-07-02T18:30", "用户上个月在大理一场百公里越野赛拿了分组第三", None),
            ("07", "fact", 0.9, "2025-09-05T10:20", "体检查出缺铁以后，用户听营养师的开始吃鸡蛋和深海鱼，奶制品仍然不碰", None),
            ("08", "relation", 0.7, "2025-05-18T16:40", "用户的教练老葛每月给他排训练计划，比赛时会一起去", None),
            ("09", "relation", 0.75, "2025-11-11T09:00", "用户跟原教练合同到期没续，打那以后训练计划交给线上教练Mia，比赛一个人去", None),
            ("10", "fact", 0.7, "2026-01-20T22:00", "用户左脚跟腱有旧伤，下坡多的赛道要缠肌效贴", None),
            ("11", "event", 0.75, "2026-03-01T12:00", "用户报了2026年4月的香港一百公里越野赛", "2026-04-30T23:59:59"),
            ("12", "event", 0.85, "2026-09-15T20:00", "用户报名了12月13日惠州罗浮山的百公里越野赛，打算提前两天到", "2026-12-14T23:59:59"),
            ("13", "preference", 0.55, "2025-08-20T07:45", "用户喝咖啡只点燕麦奶拿铁", None),
            ("14", "profile", 0.75, "2026-06-10T18:20", "用户搬到了广州从化的山脚下，进山练方便", None),
            ("15", "fact", 0.6, "2026-08-08T21:30", "用户训练季每月装备和补给的预算在两千以内", None),
        ],
        probes=[
            P("para", "2026-11-19T07:30", "早饭给我点啥，荷包蛋、牛奶、鱼片粥哪几样能进嘴？", ["m07"],
              forbid=[(["纯素", "蜂蜜"], ["m02"])]),
            P("para", "2026-11-22T20:20", "这阵子谁给我排课表？想让他瞅瞅下个月的跑量", ["m09"],
              forbid=[(["老葛"], ["m08"])]),
            P("para", "2026-12-02T18:00", "脚后跟上面那根筋的老伤，跑下山咋护", ["m10"]),
            P("task", "2026-11-28T21:40", "比赛那趟帮我订住处、列装备和吃的清单", ["m12", "m04", "m05", "m07", "m10", "m03"],
              forbid=[(["香港"], ["m11"])]),
            P("task", "2026-12-05T08:10", "这周末想在家附近的山里拉个长距离，帮我规划补给和路线", ["m14", "m07", "m03", "m10"],
              forbid=[(["昆明"], ["m01"])]),
            P("direct", "2026-11-20T12:00", "我每天蛋白质要吃够多少克？", ["m03"]),
            P("abst", "2026-11-24T19:15", "罗浮山那场我的参赛号码是多少来着？", [], sub="unstated",
              guard=["号码"]),
            P("abst", "2026-11-30T10:30", "日元这两天汇率大概多少？", [], sub="unrelated",
              guard=["日本", "日元", "大阪", "汇率"]),
            P("expiry", "2026-11-26T17:00", "我下一场百公里在哪比来着？", ["m12"],
              forbid=[(["香港"], ["m11"])]),
            P("bg", "2026-12-03T21:00", "比赛那几天毛孩子得送寄养，单子上名字和品种咋填？", ["@pin"],
              guard=["狗", "猫", "宠物", "仓鼠", "乌龟", "鱼缸", "热带鱼", "训犬"], pin="用户养了一只金毛，叫大福"),
        ],
    ),
    # ------------------------------------------------------------------ 5
    dict(
        key="xuman", user_id="u_xuman", tenant="default", name="许蔓",
        life="sommelier student; promoted; pregnancy -> newborn and breastfeeding; Yinchuan masterclass lapsed -> exam prep",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={},
        places=["上海", "徐汇", "宁夏", "银川", "贺兰山"],
        topic=["酒庄", "葡萄酒", "红酒", "喝酒", "品酒", "怀孕", "宝宝", "孩子", "女儿", "小孩", "坚果", "哺乳", "产假", "闻", "丈夫"],
        changed=["助理", "侍酒", "WSET", "大师课", "吸奶器"],
        core=[
            ("01", "profile", 0.8, "2025-03-02T22:30", "用户叫许蔓，在上海一家西餐厅做侍酒助理，正在考WSET二级", None),
            ("02", "fact", 0.55, "2025-03-02T22:35", "用户练嗅觉靠一套五十四味的闻香瓶，出门也带着", None),
            ("03", "preference", 0.9, "2025-04-11T12:00", "用户对坚果过敏，尤其是腰果和开心果", None),
            ("04", "event", 0.6, "2025-05-20T21:00", "用户上个月通过了WSET二级，开始备考三级", None),
            ("05", "profile", 0.8, "2025-09-15T18:00", "用户升为餐厅的副侍酒师，月薪涨到一万四", None),
            ("06", "preference", 0.7, "2025-06-01T10:30", "用户旅行最爱逛酒庄，尤其是宁夏贺兰山东麓那几家", None),
            ("07", "relation", 0.7, "2025-07-07T20:00", "用户的丈夫阿哲不喝酒，陪她逛酒庄只负责开车", None),
            ("08", "event", 0.85, "2026-03-18T21:20", "用户怀孕四个月了，孕期滴酒不沾，品鉴只闻香不入口", None),
            ("09", "fact", 0.65, "2025-11-20T19:00", "用户每年的品酒游预算大约一万块", None),
            ("10", "event", 0.75, "2026-02-10T20:00", "用户计划2026年5月去宁夏银川上一个葡萄酒大师课", "2026-05-31T23:59:59"),
            ("11", "relation", 0.9, "2026-09-10T23:00", "用户的女儿小满上个月出生，用户还在哺乳期，酒精一滴不碰", None),
            ("12", "fact", 0.75, "2026-09-28T14:00", "用户出远门离不开吸奶器，住的地方得有冰箱和能插电的桌子", None),
            ("13", "event", 0.8, "2026-09-25T20:30", "用户报了上海的WSET三级考前冲刺班，12月12日、13日上课，19日考试", "2026-12-20T23:59:59"),
            ("14", "profile", 0.6, "2025-03-05T09:00", "用户家住上海徐汇，离餐厅步行十分钟", None),
        ],
        probes=[
            P("para", "2026-11-18T11:20", "简历上我在店里的职位该咋写？", ["m05"],
              forbid=[(["助理"], ["m01"])]),
            P("para", "2026-11-20T15:00", "带娃出去住哪种房合适？我那台机器一天得用好几回", ["m12", "m11"]),
            P("para", "2026-11-24T21:30", "这阵子陪客人抿两口行不行？不行的话是为啥", ["m11"],
              forbid=[(["怀孕", "孕期"], ["m08"])]),
            P("para", "2026-12-01T12:40", "点菜要提醒后厨，我对哪类干果不行来着", ["m03"]),
            P("task", "2026-11-22T20:10", "带上老公孩子去逛趟葡萄园，帮我排个三天两晚", ["m06", "m07", "m11", "m12", "m03", "m09"],
              forbid=[(["怀孕", "孕期"], ["m08"])]),
            P("task", "2026-12-06T18:30", "考完试想犒劳自己吃顿好的，帮我挑个餐厅订个位", ["m03", "m11", "m14", "m13"]),
            P("direct", "2026-11-27T10:00", "我每年品酒游的预算是多少？", ["m09"]),
            P("abst", "2026-12-03T16:45", "冬天去北海道要穿几层？", [], sub="unrelated",
              guard=["北海道", "日本", "滑雪", "羽绒"]),
            P("expiry", "2026-11-26T13:15", "最近要去上的那个葡萄酒课是啥时候来着？", ["m13"],
              forbid=[(["银川", "大师课"], ["m10"])]),
        ],
    ),
    # ------------------------------------------------------------------ 6
    dict(
        key="deming", user_id="u_luodeming", tenant="default", name="罗德明",
        life="retired home fermenter (酱/醋/泡菜) with bad knees; crock-sitter and city change; Meishan trip lapsed",
        skip_blocks=OFFICE_BLOCKS + ["learning", "family"], mobility=True, force={},
        places=["镇江", "扬州", "山西", "清徐", "四川", "眉山"],
        topic=["酱", "醋", "泡菜", "坛", "膝", "腿", "尿酸", "海鲜", "啤酒", "晕", "邻居", "高铁", "大巴", "老伴", "女儿", "步",
               "房贷", "工作", "公司", "同事", "领导", "出差", "年终奖", "绩效", "跑"],
        changed=["老孙", "小吴", "泡菜城", "pH"],
        core=[
            ("01", "profile", 0.8, "2025-01-15T10:00", "用户叫罗德明，六十二岁，退休前是化工厂的工程师，住在镇江", None),
            ("02", "preference", 0.7, "2025-01-15T10:05", "用户在阳台上养着十几个陶坛，做豆瓣酱、米醋和四川泡菜", None),
            ("03", "fact", 0.85, "2025-02-25T16:00", "用户膝盖不好，爬不了楼梯和陡坡，一天最多走五千步", None),
            ("04", "fact", 0.7, "2025-03-12T09:30", "用户出门超过五天，阳台上的泡菜坛就得有人每天添坛沿水", None),
            ("05", "relation", 0.75, "2025-04-04T19:00", "用户的老伴周桂芳爱吃辣，但有胆结石，油腻的吃不了", None),
            ("06", "preference", 0.7, "2025-05-25T15:20", "用户旅行喜欢逛老醋坊和酱园，看古法发酵", None),
            ("07", "event", 0.6, "2025-08-30T20:10", "用户上个月去了山西清徐，在一家老醋坊学了熏醅", None),
            ("08", "fact", 0.75, "2025-10-02T18:45", "楼下的小吴如今替用户照看坛子，原来帮忙的邻居跟儿子去外地住了", None),
            ("09", "relation", 0.65, "2025-03-12T09:35", "用户出远门时靠邻居老孙帮忙照看坛子", None),
            ("10", "fact", 0.8, "2025-12-20T11:00", "用户血尿酸偏高，医生让他少吃豆制品和海鲜，啤酒也戒了", None),
            ("11", "profile", 0.8, "2026-03-08T16:30", "用户和老伴搬去了扬州，跟女儿一起住，坛子也全部搬了过去", None),
            ("12", "event", 0.8, "2026-05-10T10:00", "用户计划2026年国庆去四川眉山逛泡菜城，顺便买几个新坛子", "2026-10-08T23:59:59"),
            ("13", "fact", 0.6, "2026-06-18T14:30", "用户买了一台便携式pH计，出门考察时测醋和泡菜水的酸度", None),
            ("14", "preference", 0.65, "2025-06-15T08:00", "用户坐车容易晕，长途宁可坐高铁也不坐大巴", None),
            ("15", "fact", 0.7, "2026-09-02T19:20", "用户出门旅行每人每天的花销控制在四百块以内", None),
        ],
        probes=[
            P("para", "2026-11-19T09:10", "要外出一礼拜，家里那些腌菜缸子拜托哪位？", ["m08", "m04"],
              forbid=[(["老孙"], ["m09"])]),
            P("para", "2026-11-23T15:40", "测酸碱那个小玩意儿，上火车能随身拎吗", ["m13"]),
            P("para", "2026-12-01T08:20", "我们老两口如今落脚再哪个城？订票出发站别填错", ["m11"],
              forbid=[(["镇江"], ["m01"])]),
            P("task", "2026-11-21T10:30", "想带老伴出去转五六天看看做酱的老作坊，帮我排个行程", ["m06", "m03", "m05", "m14", "m15", "m08"],
              forbid=[(["眉山", "泡菜城"], ["m12"])]),
            P("task", "2026-12-04T17:00", "闺女说周末全家出去吃顿好的，帮我挑个馆子", ["m10", "m05", "m11", "m03"]),
            P("direct", "2026-11-26T11:15", "我尿酸高，医生让我少吃啥？", ["m10"]),
            P("abst", "2026-11-28T14:20", "我做的豆瓣酱一般要晒多少天来着？", [], sub="unstated"),
            P("abst", "2026-12-06T10:00", "坐飞机充电宝最多能带多大容量的？", [], sub="unrelated",
              guard=["充电", "电池", "电瓶"]),
            P("expiry", "2026-11-25T19:30", "去四川看泡菜那趟，票还用不用我盯着？", [],
              forbid=[(["眉山", "泡菜城"], ["m12"])]),
            P("bg", "2026-12-08T09:00", "体检表上血型那栏我填哪个？", ["@pin"],
              guard=["血"], pin="用户是A型血"),
        ],
    ),
    # ------------------------------------------------------------------ 7
    dict(
        key="yufen", user_id="u_zhangyufen", tenant="default", name="张玉芬",
        life="grandmother with type-2 diabetes cooking for the family; metformin -> insulin; moved; Beijing trip -> Harbin trip",
        skip_blocks=OFFICE_BLOCKS + ["learning", "family", "games"], mobility=True, force={"housing": "own"},
        places=["天津", "河西", "西青", "北京", "天安门", "哈尔滨"],
        topic=["睡", "糖", "血", "胰岛素", "孙", "膝", "骨", "儿媳", "烘焙", "体检", "冷藏", "孩子", "小孩", "公寓",
               "房贷", "工作", "公司", "同事", "领导", "出差", "年终奖", "绩效", "跑"],
        changed=["二甲双胍", "外贸", "出差", "冰雪"],
        core=[
            ("01", "profile", 0.8, "2025-01-25T19:00", "用户叫张玉芬，六十六岁，住在天津河西，每天给儿子一家做三顿饭", None),
            ("02", "fact", 0.9, "2025-01-25T19:05", "用户有二型糖尿病，主食要控量，甜食基本不碰", None),
            ("03", "relation", 0.85, "2025-02-14T20:00", "用户的孙子豆豆七岁，对鸡蛋过敏", None),
            ("04", "preference", 0.65, "2025-03-03T07:30", "用户吃饭讲究准点：早上七点、中午十一点半、晚上五点半", None),
            ("05", "fact", 0.75, "2025-04-20T21:00", "用户出门要带血糖仪和试纸，每天测两次", None),
            ("06", "relation", 0.65, "2025-05-08T18:00", "用户的儿媳小芸做外贸，经常出差，孩子多半由用户带", None),
            ("07", "fact", 0.9, "2025-09-30T10:00", "用户的降糖药被每晚一针的长效胰岛素取代了，胰岛素笔要冷藏", None),
            ("08", "fact", 0.75, "2025-01-25T19:08", "用户每天早晚各吃一片二甲双胍", None),
            ("09", "fact", 0.75, "2025-06-15T16:20", "用户左膝有骨刺，走半小时就得歇", None),
            ("10", "event", 0.75, "2026-04-01T20:00", "用户打算五一带孙子去北京看天安门升旗", "2026-05-05T23:59:59"),
            ("11", "event", 0.85, "2026-10-20T19:30", "用户答应孙子寒假前带他去哈尔滨看冰雪大世界，暂定12月下旬", "2026-12-31T23:59:59"),
            ("12", "profile", 0.7, "2026-02-10T15:00", "用户搬进了儿子在天津西青的新房，离原先的老房子挺远", None),
            ("13", "preference", 0.65, "2025-07-07T12:10", "用户嫌外面馆子油盐重，出门尽量住能做饭的公寓", None),
            ("14", "relation", 0.65, "2026-06-20T17:40", "儿媳小芸开了家社区烘焙店，不用再往外跑，豆豆放学归她接", None),
            ("15", "fact", 0.7, "2026-08-01T09:30", "用户的胰岛素笔外出时装在一个小冷藏包里，能保冷十二小时", None),
        ],
        probes=[
            P("para", "2026-11-18T08:00", "俺那控糖的药如今咋弄的？出门得带多少？", ["m07", "m15"],
              forbid=[(["二甲双胍"], ["m08"])]),
            P("para", "2026-11-22T07:20", "给我家小胖墩点早点，哪样不能沾？", ["m03"]),
            P("para", "2026-11-29T10:40", "介老寒腿，逛景点一口气能走多久？", ["m09"]),
            P("task", "2026-11-24T20:30", "跟小家伙说好的那趟出远门，帮我排排吃住和该带的东西", ["m11", "m02", "m07", "m15", "m05", "m03"],
              forbid=[(["天安门", "升旗"], ["m10"])]),
            P("task", "2026-12-03T18:10", "礼拜六全家出去吃饭，帮我挑个馆子，老的小的都得照顾到", ["m02", "m03", "m13", "m04"]),
            P("direct", "2026-11-20T09:00", "我血糖每天测几次，试纸得带几张？", ["m05"]),
            P("abst", "2026-11-26T15:30", "我糖化血红蛋白上回查是多少？", [], sub="unstated",
              guard=["血", "体检"]),
            P("abst", "2026-12-01T16:00", "电信宽带咋办停机保号？", [], sub="unrelated",
              guard=["宽带", "WiFi", "路由器"]),
            P("expiry", "2026-11-21T19:50", "跟孙子说好的那趟出游是去哪来着？", ["m11"],
              forbid=[(["北京", "天安门"], ["m10"])]),
        ],
    ),
    # ------------------------------------------------------------------ 8
    dict(
        key="dayong", user_id="u_dudayong", tenant="default", name="杜大勇",
        life="night-market stall owner -> breakfast stall (schedule flips); Liuzhou trip lapsed -> Wuhan visit",
        skip_blocks=OFFICE_BLOCKS + ["learning"], mobility=False, force={},
        places=["长沙", "坡子街", "武汉", "户部巷", "柳州"],
        topic=["驾照", "公司", "摊", "夜", "早餐", "睡", "起床", "鼻炎", "过敏", "车", "女儿", "辣", "胃", "冰", "帮工", "油烟", "地毯", "老婆", "船"],
        changed=["炸串", "臭豆腐", "米粉", "包子", "螺蛳粉", "档口"],
        core=[
            ("01", "profile", 0.8, "2025-02-02T04:10", "用户叫杜大勇，在长沙坡子街夜市摆炸串和臭豆腐摊", None),
            ("02", "fact", 0.85, "2025-02-02T04:12", "用户每天傍晚六点出摊，凌晨三点收摊，白天睡到中午", None),
            ("03", "preference", 0.7, "2025-03-10T14:00", "用户出门只坐下午以后的车次，上午的一律不要", None),
            ("04", "relation", 0.75, "2025-04-12T15:30", "用户的老婆桂香跟他一起守摊，她怕坐船，一坐就吐", None),
            ("05", "fact", 0.7, "2025-05-30T13:00", "用户常年被油烟熏，有过敏性鼻炎，住的房间不能有地毯", None),
            ("06", "fact", 0.65, "2025-07-01T14:20", "用户平时出门最多离开三天，再长摊位就被别人占了", None),
            ("07", "event", 0.85, "2025-10-12T13:00", "用户不再摆夜宵摊，盘下了小区门口的早餐档口卖米粉和包子，天不亮就起", None),
            ("08", "fact", 0.6, "2025-08-18T15:00", "用户开一辆二手五菱宏光进货，车里常年一股油味", None),
            ("09", "relation", 0.7, "2025-09-09T16:00", "用户的女儿在武汉读大二，每学期他都想去看一次", None),
            ("10", "preference", 0.6, "2025-12-12T14:40", "用户爱吃辣，但胃不好，冰的东西一口不碰", None),
            ("11", "fact", 0.8, "2025-11-20T14:10", "开了早餐档以后，用户晚上九点前就睡，夜里的车次和活动一概不考虑", None),
            ("12", "event", 0.8, "2026-09-20T14:30", "用户定了12月10日到12日去武汉看女儿，顺道逛户部巷的早点摊取经", "2026-12-12T23:59:59"),
            ("13", "event", 0.75, "2026-03-15T14:00", "用户计划四月去柳州学螺蛳粉的做法", "2026-04-30T23:59:59"),
            ("14", "fact", 0.65, "2026-05-05T13:30", "用户的档口请了个帮工阿梅，他出门时阿梅能顶两天", None),
            ("15", "fact", 0.6, "2025-11-01T15:00", "用户出门吃住一天花费不超过两百五十块", None),
        ],
        probes=[
            P("para", "2026-11-19T20:00", "我咯阵子几点困觉几点爬起来？订票莫跟我作息撞了", ["m11", "m07"],
              forbid=[(["凌晨三点", "睡到中午"], ["m02"])]),
            P("para", "2026-11-25T13:40", "我那营生如今在哪摆？卖的啥？帮我写个小红书简介", ["m07"],
              forbid=[(["炸串", "臭豆腐", "坡子街"], ["m01"])]),
            P("para", "2026-12-02T14:15", "堂客那个晕船的毛病，行程里有渡轮要换掉不？", ["m04"]),
            P("task", "2026-11-28T14:00", "去看闺女那几天，帮我订车票和住的地方", ["m12", "m11", "m09", "m05", "m15", "m14"],
              forbid=[(["柳州", "螺蛳粉"], ["m13"])]),
            P("task", "2026-12-05T13:20", "开春想带老婆出去耍三天，帮我挑个地方排个行程", ["m04", "m06", "m10", "m15", "m11"]),
            P("direct", "2026-11-21T14:30", "我有鼻炎，住酒店要注意啥？", ["m05"]),
            P("abst", "2026-11-30T13:50", "我那早餐档口一个月租金多少？", [], sub="unstated",
              guard=["房租", "租金", "房东"]),
            P("expiry", "2026-11-22T14:45", "出门学手艺那趟安排在啥时候了？", ["m12"],
              forbid=[(["柳州", "螺蛳粉"], ["m13"])]),
            P("bg", "2026-12-07T13:10", "出门要买个充电头，我那手机啥牌子的？", ["@pin"],
              guard=["手机", "iPhone", "充电", "平板"], pin="用户一直用安卓手机，换过三台小米"),
        ],
    ),
    # ------------------------------------------------------------------ 9
    dict(
        key="xiaochuan", user_id="u_ranxiaochuan", tenant="default", name="冉小川",
        life="hotpot lover with IBS (low-FODMAP, later lactose intolerant); job and city change; National-Day plan lapsed",
        skip_blocks=[], mobility=False, force={},
        places=["重庆", "成都", "上海", "漕河泾", "杭州"],
        topic=["火锅", "辣", "肠", "肚", "腹", "厕所", "卫生间", "乳", "奶", "蒜", "益生菌", "跳槽", "女朋友", "婚", "高铁", "座位", "生日"],
        changed=["牛油", "九宫格", "清汤", "老火锅", "薄荷"],
        core=[
            ("01", "profile", 0.8, "2025-01-08T23:00", "用户叫冉小川，重庆人，在成都一家游戏公司做策划", None),
            ("02", "preference", 0.8, "2025-01-08T23:05", "用户是火锅重度爱好者，一周至少吃两顿，最爱九宫格牛油锅", None),
            ("03", "fact", 0.9, "2025-03-18T20:30", "用户确诊肠易激综合征，医生让他按低FODMAP饮食，大蒜洋葱韭菜都要避开", None),
            ("04", "fact", 0.85, "2025-04-22T21:15", "确诊以后用户吃火锅只敢点清汤或番茄锅底，红锅一碰就跑厕所", None),
            ("05", "fact", 0.75, "2025-06-10T19:00", "用户出门随身带蒙脱石散和益生菌", None),
            ("06", "relation", 0.7, "2025-05-15T22:10", "用户的女朋友小鹿是东北人，吃不了辣", None),
            ("07", "preference", 0.7, "2025-08-08T20:00", "用户旅行住宿要独立卫生间，拒绝青旅和公共浴室", None),
            ("08", "fact", 0.8, "2025-09-25T21:40", "用户后来又查出乳糖不耐，奶茶和冰淇淋也戒了", None),
            ("09", "profile", 0.8, "2026-02-28T18:00", "用户跳槽去了上海一家游戏公司，住在漕河泾附近", None),
            ("10", "event", 0.75, "2026-04-05T22:30", "用户计划国庆带小鹿回重庆吃一圈老火锅", "2026-10-08T23:59:59"),
            ("11", "fact", 0.6, "2026-06-06T20:00", "用户每月的吃喝玩乐预算是三千五", None),
            ("12", "relation", 0.75, "2026-07-20T21:00", "用户和小鹿订了婚，婚礼日子还没定", None),
            ("13", "preference", 0.7, "2026-09-09T19:30", "用户坐长途怕找不到厕所，高铁只选靠过道、离卫生间近的座位", None),
            ("14", "fact", 0.65, "2026-10-12T20:20", "用户从上个月起饭前吃一粒薄荷油胶囊，医生说能缓解肠痉挛", None),
        ],
        probes=[
            P("para", "2026-11-18T21:00", "涮锅我如今能点啥子汤底嘛？", ["m04"],
              forbid=[(["九宫格", "牛油"], ["m02"])]),
            P("para", "2026-11-21T19:20", "我上班那地儿在哪个城市来着，订返程票用", ["m09"],
              forbid=[(["成都"], ["m01"])]),
            P("para", "2026-12-03T22:00", "路上肚子闹腾备的那几样药叫啥？", ["m05", "m14"]),
            P("task", "2026-11-24T20:40", "周末跟未婚妻去杭州玩两天，帮我挑吃的住的", ["m03", "m04", "m07", "m08", "m12", "m06"]),
            P("task", "2026-12-06T21:30", "元旦想回趟老家，帮我订票、规划路上吃啥", ["m01", "m13", "m03", "m08", "m05"]),
            P("abst", "2026-11-27T21:50", "小鹿生日是哪天来着？想提前订餐厅", [], sub="unstated",
              guard=["生日"]),
            P("abst", "2026-12-01T20:15", "考PADI开放水域潜水证大概要几天？", [], sub="unrelated",
              guard=["潜水", "游泳"]),
            P("expiry", "2026-11-20T22:10", "之前说带她回山城吃一圈那事，还要我订位不？", [],
              forbid=[(["老火锅"], ["m10"])]),
        ],
    ),
    # ------------------------------------------------------------------ 10
    dict(
        key="jinfeng", user_id="u_huangjinfeng", tenant="default", name="黄金凤",
        life="rural wedding-banquet caterer; van -> refrigerated truck; head cook, staff size and study trip change",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={},
        places=["福建", "莆田", "潮州", "台湾", "佛山", "顺德"],
        topic=["驾照", "婚", "宴", "厨", "车", "腰", "牛肉", "羊肉", "徒弟", "女儿", "卤", "停车", "公司", "烹饪"],
        changed=["金杯", "江铃", "冷柜", "阿辉", "小林", "帮厨", "办桌", "酒楼", "十五人"],
        core=[
            ("01", "profile", 0.8, "2025-02-15T21:00", "用户叫黄金凤，在福建莆田做乡村婚宴流水席，手下有八个帮厨", None),
            ("02", "fact", 0.7, "2025-02-15T21:05", "用户婚宴旺季一个月要跑十几场，只有淡季才有空出远门", None),
            ("03", "fact", 0.7, "2025-03-20T16:00", "用户进货开一辆金杯面包车，后排座椅拆了放锅灶", None),
            ("04", "relation", 0.7, "2025-04-02T20:30", "用户的大徒弟阿辉是她的副手，她不在时婚宴由阿辉掌勺", None),
            ("05", "preference", 0.75, "2025-05-05T12:00", "用户从小不吃牛肉，也受不了羊肉的膻味", None),
            ("06", "fact", 0.8, "2025-06-20T22:00", "用户腰椎间盘突出，长途开车超过两小时就得下来走走", None),
            ("07", "event", 0.6, "2025-08-12T19:40", "用户上个月去潮州学了卤鹅和砂锅粥的做法", None),
            ("08", "relation", 0.75, "2025-10-10T21:20", "大徒弟自立门户以后，用户不在时由二徒弟小林掌勺", None),
            ("09", "fact", 0.7, "2025-11-25T20:00", "用户出门考察每天花费控制在五百以内，能开车就不坐飞机", None),
            ("10", "fact", 0.75, "2025-12-05T18:30", "用户拉货的车换了辆带冷柜的江铃厢式货车，海鲜能直接冷藏", None),
            ("11", "event", 0.75, "2026-02-20T21:10", "用户计划三月淡季去台湾学办桌菜", "2026-03-31T23:59:59"),
            ("12", "event", 0.85, "2026-09-30T20:50", "用户订了12月14日至18日去佛山顺德，看几家做大盘菜的宴席酒楼", "2026-12-18T23:59:59"),
            ("13", "preference", 0.65, "2026-04-04T19:00", "用户住宿一定要有停车位，能停下她的货车", None),
            ("14", "profile", 0.75, "2026-05-15T16:10", "用户注册了“金凤宴”餐饮公司，帮厨扩到十五人", None),
            ("15", "relation", 0.65, "2026-07-07T21:30", "用户的女儿在读烹饪学校，放假会跟她出去考察", None),
        ],
        probes=[
            P("para", "2026-11-19T21:20", "我跑货那台车是哪种？找住处得能让它过夜", ["m10", "m13"],
              forbid=[(["金杯"], ["m03"])]),
            P("para", "2026-11-23T20:10", "那个那个…我出门那几天，灶上谁替我？", ["m08"],
              forbid=[(["阿辉"], ["m04"])]),
            P("para", "2026-12-02T21:00", "我手下这会儿多少号人，年底聚餐要订几桌？", ["m14"],
              forbid=[(["八个帮厨"], ["m01"])]),
            P("task", "2026-11-26T20:30", "下月出去看同行那趟，帮我规划下路线和住宿", ["m12", "m06", "m09", "m10", "m13"],
              forbid=[(["台湾", "办桌"], ["m11"])]),
            P("task", "2026-12-04T21:40", "淡季想带闺女出去吃一圈长长见识，帮我排个四天的", ["m15", "m05", "m09", "m06", "m02"]),
            P("abst", "2026-11-29T20:00", "苹果手机的照片咋导到电脑上？", [], sub="unrelated",
              guard=["手机", "照片", "电脑", "NAS", "iPhone", "备份"]),
            P("expiry", "2026-11-21T21:00", "下回出去取经是去哪、几号走？", ["m12"],
              forbid=[(["台湾", "办桌"], ["m11"])]),
            P("bg", "2026-12-07T20:40", "单位统计无偿献血，我献过几回来着？", ["@pin"],
              guard=["血"], pin="用户定期去献血，已经献了六次"),
        ],
    ),
    # ------------------------------------------------------------------ twin A
    dict(
        key="zhouyan_a", user_id="u_zhouyan", tenant="default", name="周妍",
        life="tea-free coffee roaster in Xiamen, mango allergy, studio moved, origin trips to Yunnan",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={},
        places=["厦门", "沙坡尾", "集美", "甘肃", "天水", "云南", "普洱", "保山", "潞江坝", "杭州", "泉州"],
        topic=["公司", "驾照", "咖啡", "茶", "芒果", "豆", "烘", "车", "妹妹", "胃", "失眠", "心慌", "父母", "父亲", "母亲", "苹果", "红眼", "航班", "飞机"],
        changed=["八千", "一万二", "山雾", "厂房", "阿泽"],
        core=[
            ("01", "profile", 0.8, "2025-01-10T10:00", "用户叫周妍，三十一岁，是咖啡烘焙师，在厦门沙坡尾开了间烘焙工作室，叫“山雾”", None),
            ("02", "profile", 0.7, "2025-01-10T10:03", "用户老家在甘肃天水，父母还在那边种苹果", None),
            ("03", "preference", 0.9, "2025-02-05T15:00", "用户一口茶都不喝，喝了就心慌失眠，连奶茶和抹茶甜点也避开", None),
            ("04", "fact", 0.85, "2025-02-05T15:02", "用户对芒果过敏，碰到芒果汁嘴唇都会肿", None),
            ("05", "relation", 0.7, "2025-03-18T20:00", "用户的合伙人阿泽管门店和网店，她负责烘焙和采购", None),
            ("06", "fact", 0.65, "2025-04-22T21:30", "用户每年要跑两三趟云南找生豆", None),
            ("07", "fact", 0.65, "2025-05-30T09:20", "用户出门带一台手摇磨豆机和一把细口壶，喝不惯酒店的速溶", None),
            ("08", "fact", 0.6, "2025-07-15T16:40", "用户开一辆二手五十铃皮卡拉生豆", None),
            ("09", "event", 0.6, "2025-09-20T19:10", "用户上个月在普洱的一个庄园学了日晒和厌氧发酵处理法", None),
            ("10", "profile", 0.8, "2026-01-15T14:00", "用户的工作室挪到了集美的一间老厂房，面积大了一倍，人也住了过去", None),
            ("11", "preference", 0.6, "2025-10-10T22:00", "用户不坐红眼航班，宁可多住一晚", None),
            ("12", "event", 0.85, "2026-09-12T20:20", "用户订了12月12日到19日去云南保山的潞江坝，看几家咖啡庄园的新产季", "2026-12-20T23:59:59"),
            ("13", "relation", 0.55, "2026-04-04T18:00", "用户的妹妹周婷在杭州读研，常来帮忙拍产品图", None),
            ("14", "fact", 0.65, "2026-06-06T08:30", "用户查出胃食管反流，戒了每天三杯浓缩，只留早上一杯手冲", None),
            ("15", "fact", 0.7, "2025-04-22T21:35", "用户每趟找豆出差的预算八千左右", None),
            ("16", "fact", 0.7, "2026-08-08T17:00", "工作室扩大以后，用户每趟产地考察的预算提到一万二，走公账", None),
        ],
        probes=[
            P("para", "2026-11-18T10:30", "填个表，籍贯那栏我该写哪儿？", ["m02"], leak=True,
              forbid=[(["舟山", "沈家门"], ["twin:m02", "twin:m15"])]),
            P("para", "2026-11-20T12:10", "出去吃饭我有啥一沾就肿嘴的东西？", ["m04"], leak=True,
              forbid=[(["贝类", "蛤蜊", "扇贝", "生蚝"], ["twin:m03"])]),
            P("direct", "2026-11-22T15:00", "我的工作室眼下在哪个位置？", ["m10"], leak=True,
              forbid=[(["宁波", "北仑", "鄞州"], ["twin:m01", "twin:m11", "twin:m12"]),
                      (["沙坡尾"], ["m01"])]),
            P("para", "2026-11-25T17:20", "这阵子出一趟差去进豆子能花多少？", ["m16"], leak=True,
              forbid=[(["八千"], ["m15"]), (["一万五"], ["twin:m07"])]),
            P("task", "2026-11-27T20:40", "下个月去产区那趟，帮我把行程和要带的东西都安排好", ["m12", "m07", "m11", "m03", "m04"], leak=True,
              forbid=[(["三亚", "海南"], ["twin:m13"])]),
            P("abst", "2026-11-29T11:00", "孩子那个哮喘喷雾，坐飞机能随身带吗？", [], leak=True, sub="unrelated",
              guard=["哮喘", "孩子", "儿子", "小孩"],
              forbid=[(["哮喘", "沙丁胺醇"], ["twin:m05"])]),
            P("abst", "2026-12-02T16:30", "我那皮卡车牌号多少？停车场登记要填", [], leak=True, sub="unstated",
              guard=["车牌"],
              forbid=[(["浙B", "海豚"], ["twin:m08"])]),
            P("para", "2026-12-05T10:50", "跟我一块开店那位，管的是哪摊子事？", ["m05"], leak=True,
              forbid=[(["老陈", "调度"], ["twin:m04", "twin:m13"])]),
            P("task", "2026-11-21T09:00", "周末想去泉州逛逛，帮我排个一日游，中午那顿也帮我挑挑", ["m03", "m04", "m14", "m10"],
              forbid=[(["沙坡尾"], ["m01"])]),
            P("bg", "2026-12-06T22:00", "手机内存快爆了，我相册里攒了多少张图来着？", ["@pin"],
              guard=["照片", "相册", "NAS", "备份", "内存"], pin="用户手机相册里存了两万多张照片"),
        ],
    ),
    # ------------------------------------------------------------------ twin B
    dict(
        key="zhouyan_b", user_id="u_zhouyan", tenant=TWIN_TENANT, name="周妍",
        life="fisherman's daughter from Zhoushan, shellfish allergy, primary-school teacher in Ningbo, moved house",
        skip_blocks=OFFICE_BLOCKS, mobility=False, force={"housing": "own"},
        places=["宁波", "鄞州", "北仑", "舟山", "沈家门", "海南", "三亚"],
        topic=["驾照", "鱼", "海", "贝", "虾", "船", "孩子", "儿子", "小孩", "哮喘", "晕", "车", "学校", "老师", "教", "丈夫", "老公",
               "父亲", "母亲", "父母", "烟", "捐"],
        changed=["一万五", "组长", "排档", "老陈", "新房"],
        core=[
            ("01", "profile", 0.8, "2025-01-10T20:00", "用户叫周妍，三十三岁，在宁波一所小学教语文", None),
            ("02", "profile", 0.75, "2025-01-10T20:02", "用户在舟山沈家门长大，父亲是跑了三十年海的渔民", None),
            ("03", "fact", 0.95, "2025-01-10T20:05", "用户对贝类过敏，蛤蜊、扇贝、生蚝都不能吃，鱼和虾没问题", None),
            ("04", "relation", 0.7, "2025-02-20T21:00", "用户的丈夫老陈在港口做调度，周末才有空", None),
            ("05", "relation", 0.85, "2025-02-20T21:05", "用户的儿子乐乐六岁，有哮喘，出门要带沙丁胺醇喷雾", None),
            ("06", "fact", 0.7, "2025-03-15T19:30", "用户坐车容易晕，山路多的行程要提前吃晕车药", None),
            ("07", "fact", 0.7, "2025-05-01T10:00", "用户全家每年的旅游预算一万五左右", None),
            ("08", "fact", 0.55, "2025-06-06T18:00", "用户开一辆白色比亚迪海豚，车牌是浙B开头", None),
            ("09", "event", 0.55, "2025-08-15T21:00", "用户上个月陪父亲出了一趟海，在船上吃了三天鱼", None),
            ("10", "profile", 0.7, "2025-09-01T17:00", "用户升为四年级的年级组长，放假也要值几天班", None),
            ("11", "profile", 0.65, "2025-01-12T09:00", "用户家住宁波鄞州的老小区，走路十分钟到学校", None),
            ("12", "profile", 0.8, "2026-03-20T20:00", "用户一家搬进了北仑的新房，每天开车四十分钟去学校", None),
            ("13", "event", 0.85, "2026-10-01T21:00", "用户计划寒假带乐乐去海南三亚住一周，老陈请年假一起", "2027-02-28T23:59:59"),
            ("14", "preference", 0.65, "2026-05-05T20:30", "用户住酒店只要无烟房，乐乐闻不得烟味", None),
            ("15", "fact", 0.7, "2026-07-07T19:40", "用户的父亲不再出海了，把渔船卖了，在沈家门开了间海鲜排档", None),
        ],
        probes=[
            P("para", "2026-11-19T18:30", "点菜别踩雷，我哪类海货碰不得？", ["m03"], leak=True,
              forbid=[(["芒果"], ["twin:m04"])]),
            P("para", "2026-11-21T20:30", "阿拉是哪里土生土长的？帮我写段自我介绍", ["m02"], leak=True,
              forbid=[(["天水", "甘肃"], ["twin:m02"])]),
            P("direct", "2026-11-24T19:00", "我在哪所学校教书，教什么科目？", ["m01", "m10"], leak=True,
              forbid=[(["烘焙", "烘豆"], ["twin:m01", "twin:m05"])]),
            P("para", "2026-11-26T21:10", "一年出去耍的钱大概多少？", ["m07"], leak=True,
              forbid=[(["八千", "一万二"], ["twin:m15", "twin:m16"])]),
            P("task", "2026-11-28T20:00", "等娃放了假一家三口出去那趟，帮我排下行程和该带的东西", ["m13", "m03", "m05", "m06", "m14", "m10"], leak=True,
              forbid=[(["保山", "潞江坝"], ["twin:m12"])]),
            P("abst", "2026-11-30T19:20", "我那台磨豆机能不能办托运？", [], leak=True, sub="unrelated",
              guard=["咖啡", "豆", "托运"],
              forbid=[(["磨豆机", "细口壶"], ["twin:m07"])]),
            P("abst", "2026-12-03T20:45", "我们学校全名叫啥来着？", [], leak=True, sub="unstated",
              guard=["学校", "校"],
              forbid=[(["山雾"], ["twin:m01"])]),
            P("para", "2026-12-06T21:00", "我家如今住哪片？", ["m12"], leak=True,
              forbid=[(["鄞州"], ["m11"]), (["沙坡尾", "集美", "厦门"], ["twin:m01", "twin:m10"])]),
            P("para", "2026-11-20T19:00", "我爸还跑不跑船了？想带娃去看看他", ["m15"],
              forbid=[(["渔民"], ["m02"])]),
            P("task", "2026-12-07T20:20", "周末带老公孩子回趟娘家，帮我安排路上和吃饭", ["m02", "m15", "m03", "m05", "m06"]),
        ],
    ),
]

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def hit(keywords, text) -> bool:
    t = norm(text)
    return any(norm(k) in t for k in keywords)


def ts(s: str) -> str:
    return s if len(s) > 19 else s + ":00" + TZ if len(s) == 16 else s + TZ


def parse_ts(s: str) -> datetime:
    return datetime.fromisoformat(s)


def cjk_units(text: str) -> set:
    """Content units of a text: CJK bigrams and ASCII words (len >= 2)."""
    t = norm(text)
    units = set()
    for run in re.findall(r"[\u4e00-\u9fff]+", t):
        units.update(run[i:i + 2] for i in range(len(run) - 1))
    units.update(w for w in re.findall(r"[a-z0-9]+", t) if len(w) >= 2)
    return units


def read_pool():
    raw = POOL_FILE.read_bytes()
    sha = hashlib.sha256(raw).hexdigest()
    text = raw.decode("utf-8")
    m = re.search(r"PLACE_WORDS\s*=\s*(\[.*?\])", text, re.S)
    place_words = ast.literal_eval(m.group(1))
    m = re.search(r'POOL\s*=\s*r"""(.*?)"""', text, re.S)
    lines = []
    block = btype = None
    for raw_line in m.group(1).splitlines():
        line = raw_line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            block, btype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        tm = re.match(r"\[([^\]]*)\]\s*(.*)", line)
        if tm:
            tags = [t.strip() for t in tm.group(1).split(",") if t.strip()]
            line = tm.group(2).strip()
        clusters = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            else:
                fam, cl = t.split(":")
                clusters[fam] = cl
        lines.append(dict(block=block, type=btype, text=line, clusters=clusters, active=active))
    return sha, place_words, lines


def twin_of(key):
    if key == TWINS[0]:
        return TWINS[1]
    if key == TWINS[1]:
        return TWINS[0]
    return None


def forbid_keywords_aimed_at(acct_key):
    """Own forbid keywords plus keywords of twin groups in the other twin's probes."""
    kws = set()
    by_key = {a["key"]: a for a in ACCOUNTS}
    for p in by_key[acct_key]["probes"]:
        for k, _ in p["forbid"]:
            kws.update(k)
    other = twin_of(acct_key)
    if other:
        for p in by_key[other]["probes"]:
            for k, catches in p["forbid"]:
                if all(c.startswith("twin:") for c in catches):
                    kws.update(k)
    return sorted(kws)


def account_places(acct, place_words):
    text = " ".join(c[4] for c in acct["core"]) + " " + " ".join(
        p["q"] for p in acct["probes"] if p["kind"] != "abst")
    return sorted(set(acct["places"]) | {w for w in place_words if w in text})


def banned_words(acct, place_words):
    """Every word that drops a filler line for this account, with its reason."""
    reasons = {}
    for reason, words in (
        ("place", account_places(acct, place_words)),
        ("theme", THEME_WORDS),
        ("topic", acct["topic"]),
        ("changed", acct["changed"]),
        ("forbid", forbid_keywords_aimed_at(acct["key"])),
        ("guard", [g for p in acct["probes"] for g in p["guard"]]),
    ):
        for w in words:
            reasons.setdefault(w, reason)
    return reasons


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------


def build_account(acct, pool_lines, place_words, probe_counter):
    key = acct["key"]
    rng = random.Random(SEED_PREFIX + key)

    pins = [p["pin"] for p in acct["probes"] if p["pin"]]
    pin_lines = []
    for pin in pins:
        found = [ln for ln in pool_lines if ln["text"] == pin]
        assert len(found) == 1, (key, pin)
        pin_lines.append(found[0])
    force = dict(acct["force"])
    for ln in pin_lines:
        for fam, cl in ln["clusters"].items():
            assert force.get(fam, cl) == cl, (key, fam)
            force[fam] = cl

    families = sorted({f for ln in pool_lines for f in ln["clusters"]})
    chosen_cluster = {}
    for fam in families:
        options = sorted({ln["clusters"][fam] for ln in pool_lines if fam in ln["clusters"]})
        drawn = rng.choice(options)
        chosen_cluster[fam] = force.get(fam, drawn)

    skip = GLOBAL_SKIP_BLOCKS | set(acct["skip_blocks"])
    banned = banned_words(acct, place_words)
    own_guard = {p["pin"]: set(p["guard"]) for p in acct["probes"] if p["pin"]}

    def admissible(ln, ignore=frozenset()):
        if ln["block"] in skip:
            return False
        if any(chosen_cluster[f] != c for f, c in ln["clusters"].items()):
            return False
        if ln["active"] and acct["mobility"]:
            return False
        return not any(w in ln["text"] for w in banned if w not in ignore)

    for ln in pin_lines:
        assert admissible(ln, ignore=own_guard[ln["text"]]), (key, "pinned line not admissible", ln["text"])

    pool_eligible = [ln for ln in pool_lines if admissible(ln) and ln["text"] not in pins]
    need = PER_ACCOUNT - len(acct["core"]) - len(pin_lines)
    assert len(pool_eligible) >= need, (key, len(pool_eligible), need)
    sampled = rng.sample(pool_eligible, need)
    fillers = pin_lines + sampled
    rng.shuffle(fillers)

    memories = []
    for nn, mtype, imp, created, content, vu in acct["core"]:
        m = {"id": f"{key}_m{nn}", "content": content, "type": mtype, "importance": imp, "created_at": ts(created)}
        if vu:
            m["valid_until"] = ts(vu)
        memories.append(m)

    start = datetime(2025, 1, 3, 8, 0)
    span_min = int((datetime(2026, 11, 14, 22, 0) - start).total_seconds() // 60)
    pin_ids = {}
    for i, ln in enumerate(fillers, 1):
        when = start + timedelta(minutes=rng.randrange(span_min))
        when = when.replace(hour=7 + when.hour % 16)
        fid = f"{key}_f{i:03d}"
        memories.append({"id": fid, "content": ln["text"], "type": ln["type"],
                         "importance": rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55]),
                         "created_at": when.strftime("%Y-%m-%dT%H:%M:%S") + TZ})
        if ln["text"] in pins:
            pin_ids[ln["text"]] = fid
    memories.sort(key=lambda m: (m["created_at"], m["id"]))

    probes = []
    for p in acct["probes"]:
        probe_counter[0] += 1
        pid = f"h40-{probe_counter[0]:03d}-{p['kind']}" + ("_leak" if p["leak"] else "")
        rel = [pin_ids[p["pin"]] if r == "@pin" else f"{key}_{r}" for r in p["rel"]]
        out = {"id": pid, "at": ts(p["at"]), "query": p["q"], "relevant": rel}
        if p["forbid"]:
            out["forbid"] = [list(k) for k, _ in p["forbid"]]
        probes.append(out)

    user = {"user_id": acct["user_id"], "tenant_id": acct["tenant"], "memories": memories, "probes": probes}
    meta = dict(pin_ids=pin_ids, clusters=chosen_cluster)
    return user, meta


def build():
    sha, place_words, pool_lines = read_pool()
    if sha != POOL_SHA256:
        raise SystemExit(f"background_pool.py changed (sha256 {sha}); this set was written against {POOL_SHA256}")
    counter = [0]
    users, metas = [], {}
    for acct in ACCOUNTS:
        user, meta = build_account(acct, pool_lines, place_words, counter)
        users.append(user)
        metas[acct["key"]] = meta
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return data, metas, place_words, pool_lines


def dump(data) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Check
# ---------------------------------------------------------------------------


def check(data, metas, place_words, pool_lines):
    errors = []

    def err(msg):
        errors.append(msg)

    by_key = {a["key"]: a for a in ACCOUNTS}
    users = data["users"]
    if data.get("format") != "memory-eval/v1":
        err("format")
    if set(data) != {"format", "name", "users"}:
        err(f"top-level keys {sorted(data)}")
    if len(users) != 12:
        err(f"{len(users)} users")
    # accounts and tenants
    pairs = [(u["user_id"], u["tenant_id"]) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant)")
    defaults = [u for u in users if u["tenant_id"] == "default"]
    if len(defaults) != 11:
        err(f"{len(defaults)} default-tenant users (want 10 ordinary + 1 twin)")
    ids_by_uid = Counter(u["user_id"] for u in users)
    multi = [uid for uid, n in ids_by_uid.items() if n > 1]
    if len(multi) != 1 or ids_by_uid[multi[0]] != 2:
        err(f"twin user_id wrong: {ids_by_uid}")
    twin_users = [u for u in users if u["user_id"] in multi]
    if sorted(u["tenant_id"] for u in twin_users) != sorted(["default", TWIN_TENANT]):
        err("twin tenants")
    if by_key[TWINS[0]]["name"] != by_key[TWINS[1]]["name"]:
        err("twins must share the personal name")
    for k in TWINS:
        if not any(by_key[k]["name"] in c[4] for c in by_key[k]["core"]):
            err(f"{k}: personal name not stated")

    ukey = {}
    for acct, u in zip(ACCOUNTS, users):
        ukey[acct["key"]] = u
        if (u["user_id"], u["tenant_id"]) != (acct["user_id"], acct["tenant"]):
            err(f"{acct['key']}: account order")

    all_ids = Counter()
    kinds = Counter()
    abst_sub = Counter()
    n_forbid_probes = n_groups = n_leak = n_vu = 0
    expiry_empty = 0
    lo, hi = parse_ts(PROBE_FROM), parse_ts(PROBE_TO)
    pool_texts = {ln["text"]: ln for ln in pool_lines}
    number = 0

    for acct in ACCOUNTS:
        key = acct["key"]
        u = ukey[key]
        mems = {m["id"]: m for m in u["memories"]}
        all_ids.update(m["id"] for m in u["memories"])
        if len(u["memories"]) != PER_ACCOUNT:
            err(f"{key}: {len(u['memories'])} memories")
        core = [m for m in u["memories"] if re.fullmatch(rf"{key}_m\d\d", m["id"])]
        fill = [m for m in u["memories"] if re.fullmatch(rf"{key}_f\d{{3}}", m["id"])]
        if len(core) + len(fill) != len(u["memories"]):
            err(f"{key}: bad memory ids")
        if not 13 <= len(core) <= 16:
            err(f"{key}: {len(core)} core memories")
        for m in u["memories"]:
            c = parse_ts(m["created_at"])
            if not (parse_ts("2025-01-01T00:00:00+08:00") <= c < lo):
                err(f"{m['id']}: created_at {m['created_at']}")
        for m in core:
            if m["type"] not in CORE_TYPES:
                err(f"{m['id']}: type {m['type']}")
            for b in BANNED_IN_CORE:
                if b in m["content"]:
                    err(f"{m['id']}: uses {b}")
            if "valid_until" in m:
                n_vu += 1
                if m["type"] != "event":
                    err(f"{m['id']}: valid_until on non-plan")
            elif DATE_TRIGGER.search(m["content"]):
                err(f"{m['id']}: date words without valid_until: {DATE_TRIGGER.search(m['content']).group(0)}")
        # filler provenance and drop rules
        banned = banned_words(acct, place_words)
        pins = {p["pin"]: set(p["guard"]) for p in acct["probes"] if p["pin"]}
        seen = set()
        fams = {}
        for m in fill:
            ln = pool_texts.get(m["content"])
            if ln is None:
                err(f"{m['id']}: not a pool line")
                continue
            if m["content"] in seen:
                err(f"{m['id']}: duplicate filler")
            seen.add(m["content"])
            if ln["block"] in GLOBAL_SKIP_BLOCKS | set(acct["skip_blocks"]):
                err(f"{m['id']}: skipped block {ln['block']}")
            if ln["active"] and acct["mobility"]:
                err(f"{m['id']}: active line for limited-mobility user")
            for f, c in ln["clusters"].items():
                if fams.setdefault(f, c) != c:
                    err(f"{key}: two clusters of family {f}")
            ignore = pins.get(m["content"], set())
            for w, reason in banned.items():
                if w in m["content"] and w not in ignore:
                    err(f"{m['id']}: filler mentions {reason} word {w}: {m['content']}")
        for pin in pins:
            if pin not in seen:
                err(f"{key}: pinned line missing: {pin}")

        # probes
        other = twin_of(key)
        other_mems = ukey[other]["memories"] if other else []
        for p_src, p in zip(acct["probes"], u["probes"]):
            number += 1
            kind = p_src["kind"]
            kinds[kind] += 1
            want_id = f"h40-{number:03d}-{kind}" + ("_leak" if p_src["leak"] else "")
            if p["id"] != want_id:
                err(f"{p['id']}: id (want {want_id})")
            at = parse_ts(p["at"])
            if not lo <= at <= hi:
                err(f"{p['id']}: at {p['at']}")
            rel = p["relevant"]
            for r in rel:
                m = mems.get(r)
                if m is None:
                    err(f"{p['id']}: unknown relevant {r}")
                    continue
                if parse_ts(m["created_at"]) >= at:
                    err(f"{p['id']}: relevant {r} created after the probe")
                if "valid_until" in m and parse_ts(m["valid_until"]) < at:
                    err(f"{p['id']}: relevant {r} expired at probe time")
            if len(set(rel)) != len(rel):
                err(f"{p['id']}: duplicate relevant")
            if kind == "task" and not 3 <= len(rel) <= 6:
                err(f"{p['id']}: task with {len(rel)} relevant")
            if kind == "abst":
                if rel:
                    err(f"{p['id']}: abstention with relevant")
                if p_src["sub"] not in ("unstated", "unrelated"):
                    err(f"{p['id']}: abstention subtype")
                abst_sub[p_src["sub"]] += 1
            if kind == "bg":
                pid = metas[key]["pin_ids"].get(p_src["pin"])
                if rel != [pid] or not re.fullmatch(rf"{key}_f\d{{3}}", pid or ""):
                    err(f"{p['id']}: background probe must want its pinned filler")
            if kind == "para":
                if not 1 <= len(rel) <= 2:
                    err(f"{p['id']}: paraphrase with {len(rel)} relevant")
                q_units = cjk_units(p["query"])
                for r in rel:
                    shared = q_units & cjk_units(mems[r]["content"])
                    if shared:
                        err(f"{p['id']}: paraphrase reuses {sorted(shared)} of {r}")
            if kind == "expiry":
                caught_expired = False
                for _, catches in p_src["forbid"]:
                    for c in catches:
                        if not c.startswith("twin:"):
                            m = mems[f"{key}_{c}"]
                            if "valid_until" in m and parse_ts(m["valid_until"]) < at:
                                caught_expired = True
                if not caught_expired:
                    err(f"{p['id']}: expiry probe must forbid a lapsed plan")
                if not rel:
                    expiry_empty += 1
                for r in rel:
                    if "valid_until" not in mems[r]:
                        err(f"{p['id']}: expiry probe wants an undated memory")
            # forbid groups
            if [list(k) for k, _ in p_src["forbid"]] != p.get("forbid", []):
                err(f"{p['id']}: forbid not written as recorded")
            if p_src["forbid"]:
                n_forbid_probes += 1
            twin_groups = 0
            for kws, catches in p_src["forbid"]:
                n_groups += 1
                own_hits = {m["id"] for m in u["memories"] if hit(kws, m["content"])}
                if all(c.startswith("twin:") for c in catches):
                    twin_groups += 1
                    if not other:
                        err(f"{p['id']}: twin group outside the twins")
                        continue
                    want = {f"{other}_{c[5:]}" for c in catches}
                    got = {m["id"] for m in other_mems if hit(kws, m["content"])}
                    if own_hits:
                        err(f"{p['id']}: twin group {kws} matches asker's {sorted(own_hits)}")
                    if got != want:
                        err(f"{p['id']}: twin group {kws} matches {sorted(got)} of the twin, want {sorted(want)}")
                elif any(c.startswith("twin:") for c in catches):
                    err(f"{p['id']}: mixed group")
                else:
                    want = {f"{key}_{c}" for c in catches}
                    if own_hits != want:
                        err(f"{p['id']}: group {kws} matches {sorted(own_hits)}, want {sorted(want)}")
                    if want & set(rel):
                        err(f"{p['id']}: group {kws} catches a relevant memory")
                if any(hit([k], mems[r]["content"]) for r in rel for k in kws):
                    err(f"{p['id']}: forbid keyword inside a relevant memory")
            if p_src["leak"]:
                n_leak += 1
                if not p["id"].endswith("_leak") or key not in TWINS or not twin_groups:
                    err(f"{p['id']}: leak probe must be a twin probe with a twin forbid group")

    if sum(all_ids.values()) != 12 * PER_ACCOUNT or any(n > 1 for n in all_ids.values()):
        err("memory ids not globally unique / total")
    if dict(kinds) != KIND_COUNTS:
        err(f"kind counts {dict(kinds)}")
    if abst_sub != Counter({"unstated": 10, "unrelated": 10}):
        err(f"abstention subtypes {dict(abst_sub)}")
    if expiry_empty != 2:
        err(f"{expiry_empty} expiry probes want []")
    if n_leak != 16:
        err(f"{n_leak} leak probes")
    if n_forbid_probes < 40:
        err(f"only {n_forbid_probes} probes with forbid")
    if any("sessions" in u or "gold" in u for u in users) or any("expect" in p for u in users for p in u["probes"]):
        err("track E fields present")

    stats = dict(memories=sum(len(u["memories"]) for u in users),
                 core=sum(len(a["core"]) for a in ACCOUNTS),
                 probes=sum(kinds.values()), kinds=dict(kinds), abst=dict(abst_sub),
                 expiry_empty=expiry_empty, leak=n_leak, forbid_probes=n_forbid_probes,
                 forbid_groups=n_groups, valid_until=n_vu)
    return errors, stats


def report(stats):
    print(f"memories {stats['memories']} (core {stats['core']}, filler {stats['memories'] - stats['core']})")
    print(f"probes {stats['probes']}: " + ", ".join(f"{k} {v}" for k, v in stats["kinds"].items()))
    print(f"abstention: {stats['abst']}; expiry wanting []: {stats['expiry_empty']}; leak probes: {stats['leak']}")
    print(f"probes with forbid {stats['forbid_probes']}, forbid groups {stats['forbid_groups']}, "
          f"memories with valid_until {stats['valid_until']}")


def main(argv):
    data, metas, place_words, pool_lines = build()
    text = dump(data)
    if "--check" in argv:
        if not OUT.exists():
            raise SystemExit(f"missing {OUT}")
        on_disk = OUT.read_text(encoding="utf-8")
        problems = []
        if on_disk != text:
            problems.append("file on disk differs from a fresh deterministic build")
        errors, stats = check(json.loads(on_disk), metas, place_words, pool_lines)
        problems += errors
        if problems:
            print("\n".join(problems))
            raise SystemExit(f"CHECK FAILED: {len(problems)} problem(s)")
        report(stats)
        print("check OK")
        return
    errors, stats = check(json.loads(text), metas, place_words, pool_lines)
    if errors:
        print("\n".join(errors))
        raise SystemExit(f"BUILD REFUSED: {len(errors)} problem(s)")
    OUT.write_text(text, encoding="utf-8")
    report(stats)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main(sys.argv[1:])
