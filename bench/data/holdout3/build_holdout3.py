#!/usr/bin/env python3
"""Build the third blind held-out track-R set bench/data/holdout3/zh_retrieval_holdout3.json.

    python bench/data/holdout3/build_holdout3.py            # write the JSON, check it, print a summary
    python bench/data/holdout3/build_holdout3.py --check    # only check the JSON already on disk
    python bench/data/holdout3/build_holdout3.py --review   # also list background statements that
                                                             # share words with a probe (manual hygiene aid)

How it was written (blind): the twelve users, their core memories and all
probes below were hand-written for this file only. While writing it the author
read exactly three project files: the format description
(shared/eval/FORMAT.md), the module docstring of
bench/data/holdout2/build_holdout2.py (for the probe-kind conventions; none of
its data) and the background statement pool bench/data/src/background_pool.py,
which is imported here, not copied. No other data set (dev/test/dialogue/
holdout/holdout2 JSON), no engine or assistant code, no tests or docs were
read, and neither the engine nor any evaluator was run against this file.

Deterministic: background sampling, background timestamps, background
type/importance and the timestamps of undated core memories come from
random.Random seeded with SEED + tenant_id + user_id; a rebuild is
byte-identical (--check also rebuilds in memory and compares).

Reference date 2026-06-01 (+08:00). Every memory is created before it; probes
are asked afterwards: most between 2026-06-02 and 2026-06-12, expiry probes
(and a few durable-fact probes) months later, each after the plan it tests
has ended.

Probe ids are "p<n>-<kind>" (n runs over the whole file):
  para    targets a stored fact in other words that share few or no characters
          with it, relying on world knowledge or everyday inference
          (痛风 <- 生蚝扇贝配冰啤, 恐高 <- 悬崖玻璃步道, 乳糖不耐受 <- 马奶酒奶疙瘩,
          幽闭恐惧 <- 本溪水洞, 菠萝 <- 凤梨酥, 边境牧羊犬 <- 黑白毛聪明狗,
          心脏支架 <- 海拔四千米, 清真 <- 宣威火腿, 乳糜泻 <- 刀削面莜面,
          青霉素 <- 阿莫西林, 灌篮高手 <- 樱木花道, 钢板 <- 安检金属门,
          越剧 <- 嵊州, 法拉利 <- 跃马车队, 怀孕 <- 泡汤 ...)
  task    a planning request; relevant = every memory a careful planner must take
          into account (see "Relevance rules" below)
  direct  the user asks about themselves (name, job, age, child, leave days)
  abst    a general question that needs no personal memory (relevant: []), but
          shares topic words with a stored fact (city, hobby, destination)
  expiry  asked after a dated plan has ended; that plan is not relevant and its
          keyword is in forbid; relevant is [] ("what trips do I have coming
          up?") or the other memories the new request needs
  bg      targets one background statement, pinned into the sample ("@statement")

Relevance rules used for task/expiry probes:
  * the plan the request is about, the companions it involves and their
    constraints that shape activities (mobility, motion sickness, fear of
    heights, claustrophobia, a child's age, pregnancy);
  * food constraints (allergies, diets, halal, gluten, diabetes) when the
    request covers meals or a whole trip/day, not when it only asks for
    hotels, sights or a destination -- except halal, which limits where an
    observant Hui couple can go or stay at all (马德龙's destination and
    long-stay requests);
  * lodging preferences (hotel class, kitchen, light sleep, snoring, cat
    allergy) and budget when lodging is booked;
  * interests only when the request is about choosing what to see/where to go
    and the interest bears on it;
  * a companion fact is not repeated when the query or the plan memory already
    names the companions.

Dated plans:
  explicit valid_until: 谭悦琪 西安 7/16-22, 周雁 二世谷 12/5-12, 马德龙 伊犁 9/15-24,
    林舒怡 莱顿 7/6-27, 宋佳慧 岳阳婚礼 10/2-6, 温兰英 鸡鸣寺 4月初, 方知恒 长隆 7/18-21;
  wording only: "2026年国庆" (邝志远), "2026年端午" (其木格), "明年五一" written
    2025-10 (周妍, ended 2026-05), "今年中秋" written 2026-03 (郝强),
    "2026年暑假" (严子墨), "明年春节" written 2026-05 (宋佳慧, still ahead in 2026).
Durable facts with time words that must NOT expire: ages written in 2025 with
"今年" (乐乐八岁, 郝一鸣十六岁, 温兰英七十二岁, 朵朵五岁, ...), "每年寒暑假"
(谭悦琪, probed in Nov 2026), "每年冬天去海南过冬" (马德龙), "每年清明回岳阳"
(宋佳慧, probed in Oct 2026), "每逢初一十五吃素" (温兰英).

Two tenants, one user_id: u_zhouyan is 周妍 / 南昌 / 芒果过敏 in tenant t_lvxing
and 周雁 / 兰州 / 菠萝过敏 in tenant t_yinhang; every probe of each forbids the
other tenant's name, city and allergen.

Background memories: 150-230 per user from the pool, created_at uniform over
the 12 months before the reference date; type and importance of each are drawn
from that user's own core type and importance lists, so neither carries signal.
Hygiene (so that a sampled statement never becomes silently relevant to a probe
or contradicts a core fact):
  * the pets and car topics are never sampled; one cluster per tag family is
    kept (forced where a pinned statement or a core fact needs a given one);
  * "active" statements are dropped for users with mobility/heart/spine limits;
  * wake-up and breakfast habits (睡懒觉, 七点半起, 豆浆) are never sampled: they
    would bear on every day-itinerary or meal task;
  * statements naming a pool place word that occurs in the user's core facts or
    in any of the user's probes, or containing one of the user's forbid
    keywords, are dropped;
  * per-user topic and keyword exclusions (drop_topics / drop_kw), e.g. work
    and housing statements for students and retirees, 面包/饺子 for the coeliac
    user, 颈椎/腱鞘炎 next to a "我这老毛病" probe, other collecting hobbies next
    to the "我那个收集爱好" probe, "出差去总部" for users asked "what trips do I
    have coming up"; pinned statements bypass the keyword exclusions.
"""
from __future__ import annotations

import json
import random
import re
import sys
import unicodedata
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = HERE / "zh_retrieval_holdout3.json"
NAME = "zh-retrieval-holdout3"
SEED = 20260601
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 1, 0, 0, tzinfo=TZ)
WIN_START = REF - timedelta(days=365)
BG_MIN, BG_MAX = 150, 230
CORE_MIN, CORE_MAX = 8, 14
KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
GLOBAL_DROP_TOPICS = {"pets", "car"}
# "what trips do I have coming up" must not pull in a recurring business trip
TRIP_LIST_KW = ["出差去总部"]
# daily-rhythm / breakfast habits would bear on every day-itinerary or meal task
GLOBAL_DROP_KW = ["睡懒觉", "七点半起", "豆浆"]

def ts(s: str) -> str:
    """'2026-06-03 10:00' -> ISO with +08:00."""
    d = datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.isoformat()


def end_of(day: str) -> str:
    d = datetime.strptime(day, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)
    return d.isoformat()


# ---------------------------------------------------------------------------
# Users. core rows: (id, type, importance, content, created_at|None, valid_until|None)
# probes: dict(kind, q, rel, at=None, forbid=[], expired=None)
#   rel entries starting with "@" name a pinned background statement.
# plan_ends: end date of plans that carry no valid_until (only used by the checks)
# ---------------------------------------------------------------------------
USERS = [
    # 1 ------------------------------------------------------------------
    dict(
        user_id="u_kuangzhiyuan", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫邝志远，今年五十八岁，广东佛山人", None, None),
            ("m2", "profile", 0.7, "用户在佛山一家陶瓷厂做质检，干了快三十年", None, None),
            ("m3", "fact", 0.95, "用户有痛风，医生让他少碰高嘌呤的东西", None, None),
            ("m4", "fact", 0.9, "用户坐船会晕，上次坐渡轮吐得很厉害", None, None),
            ("m5", "profile", 0.6, "用户普通话说得不太利索，平时主要讲粤语", None, None),
            ("m6", "relation", 0.85, "用户的老婆阿娟左膝关节退化，台阶走多了就疼", None, None),
            ("m7", "preference", 0.7, "用户每天早上一定要去饮早茶", None, None),
            ("m8", "preference", 0.6, "用户喜欢听粤剧，是红线女的戏迷", None, None),
            ("m9", "event", 0.9, "用户2026年国庆打算和阿娟去桂林阳朔玩五天，预算一人三千左右",
             "2026-04-11 20:15", None),
            ("m10", "relation", 0.6, "用户的女儿在澳大利亚墨尔本读研究生", None, None),
            ("m11", "preference", 0.75, "用户出门只住连锁快捷酒店，觉得星级酒店是浪费钱", None, None),
        ],
        plan_ends={"m9": "2026-10-07"},
        mobility=False,
        drop_topics=[],
        drop_kw=["外婆", "爷爷", "奶奶", "弟弟", "堂弟", "第五年", "早餐", "豆浆", "在职研究生"]
        + TRIP_LIST_KW,
        force=[],
        probes=[
            dict(kind="para", q="到了海边大排档，生蚝扇贝配冰啤酒，我能不能敞开吃？", rel=["m3"]),
            dict(kind="para", q="漓江上撑竹筏漂一个多小时，我会不会遭罪？", rel=["m4", "m9"]),
            dict(kind="para", q="去北京住一周，能找到地道的虾饺、烧卖、凤爪吗？我离不开这口", rel=["m7"]),
            dict(kind="task", q="国庆出去那几天的吃饭帮我安排一下", rel=["m9", "m3", "m7"]),
            dict(kind="task", q="国庆那趟帮我挑几个景点，别安排得太累", rel=["m9", "m6", "m4"]),
            dict(kind="direct", q="我在厂里是干哪一行的，你还记得吗？", rel=["m2"]),
            dict(kind="abst", q="粤剧里的水袖功夫是怎么练出来的？", rel=[]),
            dict(kind="abst", q="桂林米粉和南宁老友粉有什么不一样？", rel=[]),
            dict(kind="expiry", q="我接下来有啥出游安排来着？", rel=[], at="2026-10-20 19:30",
                 forbid=[["阳朔", "桂林"]], expired="m9"),
            dict(kind="bg", q="出国前要填一张表，上面得写血型，我是什么型来着？", rel=["@用户是O型血"]),
        ],
    ),
    # 2 ------------------------------------------------------------------
    dict(
        user_id="u_tanyueqi", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫谭悦琪，在沈阳一所中学教物理", None, None),
            ("m2", "relation", 0.75, "用户离婚后一个人带儿子乐乐", None, None),
            ("m3", "relation", 0.8, "用户的儿子乐乐今年八岁，上小学二年级", "2025-09-03 21:10", None),
            ("m4", "fact", 0.95, "用户的儿子乐乐对花生过敏，误食会起荨麻疹", None, None),
            ("m5", "fact", 0.85, "用户有恐高症", None, None),
            ("m6", "preference", 0.7, "用户每年寒暑假都会带乐乐出去旅行一趟", None, None),
            ("m7", "profile", 0.7, "用户出去玩两个人的预算一般控制在五千块以内", None, None),
            ("m8", "preference", 0.6, "用户是个三国迷，家里有一整套《三国演义》连环画", None, None),
            ("m9", "event", 0.9, "用户计划7月16日到22日带乐乐去西安，高铁票已经订好了",
             "2026-05-12 22:40", end_of("2026-07-22")),
            ("m10", "preference", 0.65, "用户的儿子乐乐特别迷恐龙，一直想看真的恐龙化石", None, None),
            ("m11", "preference", 0.7, "用户出门喜欢住带厨房的民宿，方便给孩子做饭", None, None),
        ],
        plan_ends={},
        mobility=False,
        drop_topics=[],
        drop_kw=["教师资格证", "索道", "公司"] + TRIP_LIST_KW,
        force=[],
        probes=[
            dict(kind="para", q="张家界天门山那条悬在崖壁上的透明步道，我上去会不会腿软？", rel=["m5"]),
            dict(kind="para", q="泰式沙嗲串和宫保鸡丁，给孩子点的话要注意什么？", rel=["m4"]),
            dict(kind="task", q="帮我订7月在西安的住处", rel=["m9", "m11", "m7"]),
            dict(kind="task", q="寒假快到了，帮我想想今年带娃去哪玩", rel=["m6", "m3", "m10", "m7", "m5"],
                 at="2026-11-20 21:00", forbid=[["西安"]], expired="m9"),
            dict(kind="direct", q="我儿子现在上几年级来着？", rel=["m3"]),
            dict(kind="abst", q="兵马俑是哪一年被发现的？", rel=[]),
            dict(kind="abst", q="桃园三结义是哪三个人？", rel=[]),
            dict(kind="expiry", q="最近订好的车票行程里，有哪趟需要我提前收拾行李的？", rel=[],
                 at="2026-08-05 20:20", forbid=[["西安"]], expired="m9"),
        ],
    ),
    # 3 ------------------------------------------------------------------
    dict(
        user_id="u_qimuge", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫其木格，蒙古族，老家在呼和浩特，现在在北京做UI设计", None, None),
            ("m2", "fact", 0.9, "用户乳糖不耐受", None, None),
            ("m3", "preference", 0.75, "用户喜欢拍星空，有一台全画幅相机和星野赤道仪", None, None),
            ("m4", "relation", 0.7, "用户的男朋友阿哲在深圳工作，两人异地恋", None, None),
            ("m5", "profile", 0.7, "用户考了开放水域潜水证", None, None),
            ("m6", "fact", 0.9, "用户有幽闭恐惧症，电梯坐久了都难受", None, None),
            ("m7", "profile", 0.65, "用户请不了长假，一次出游最多凑四五天", None, None),
            ("m8", "event", 0.9, "用户2026年端午打算和男朋友去青海看星空", "2026-04-18 23:05", None),
            ("m9", "preference", 0.7, "用户喜欢住有设计感的精品酒店，不住青旅", None, None),
            ("m10", "fact", 0.85, "用户对猫毛过敏", None, None),
            ("m11", "preference", 0.6, "用户爱吃手把肉，每次回家都要吃个够", None, None),
        ],
        plan_ends={"m8": "2026-06-21"},
        mobility=False,
        drop_topics=[],
        drop_kw=["内蒙古", "酸奶", "拉花", "奶", "流浪动物", "十七楼", "摄影"] + TRIP_LIST_KW,
        force=[],
        probes=[
            dict(kind="para", q="去新疆那拉提，牧民家的马奶酒、奶疙瘩我能随便尝吗？", rel=["m2"]),
            dict(kind="para", q="想找个光害低、能看到银河拱桥的地方，有推荐吗？", rel=["m3", "m8"]),
            dict(kind="para", q="本溪水洞要坐小船钻进山肚子里好几公里，我适合去吗？", rel=["m6"]),
            dict(kind="task", q="端午出去那几天帮我订一下住的地方", rel=["m8", "m9", "m10"]),
            dict(kind="task", q="想去菲律宾薄荷岛玩几天，帮我排一下每天去哪玩", rel=["m5", "m7", "m6"]),
            dict(kind="direct", q="我老家是哪儿的来着？", rel=["m1"]),
            dict(kind="abst", q="青海湖为什么是咸水湖？", rel=[]),
            dict(kind="abst", q="潜水时耳朵疼是怎么回事？", rel=[]),
            dict(kind="expiry", q="下个月我有什么出游计划吗？", rel=[], at="2026-07-10 12:30",
                 forbid=[["青海"]], expired="m8"),
            dict(kind="bg", q="去潜水要配带度数的面镜，我眼睛多少度来着？", rel=["@用户近视四百度，平时戴眼镜"]),
        ],
    ),
    # 4a ----------------------------------------------------------------- (same user_id as 4b)
    dict(
        user_id="u_zhouyan", tenant_id="t_lvxing",
        core=[
            ("m1", "profile", 0.8, "用户叫周妍，住在南昌", None, None),
            ("m2", "profile", 0.65, "用户在南昌一家医院的药剂科上班", None, None),
            ("m3", "fact", 0.95, "用户对芒果过敏，嘴唇一碰就肿", None, None),
            ("m4", "relation", 0.85, "用户有一对双胞胎女儿，今年十二岁", "2025-08-28 19:45", None),
            ("m5", "preference", 0.65, "用户是苏轼的铁粉，《赤壁赋》能整篇背下来", None, None),
            ("m6", "event", 0.85, "用户打算明年五一带两个女儿去黄山看日出", "2025-10-12 21:30", None),
            ("m7", "relation", 0.6, "用户的老公老彭跑长途货运，节假日很少在家", None, None),
            ("m8", "fact", 0.85, "用户坐长途大巴会晕车", None, None),
            ("m9", "preference", 0.6, "用户出门喜欢做详细攻略，行程精确到小时", None, None),
            ("m10", "preference", 0.7, "用户的两个女儿都特别爱玩水，游泳学得不错", None, None),
        ],
        plan_ends={"m6": "2026-05-05"},
        mobility=False,
        drop_topics=[],
        drop_kw=["川西", "海口", "诗歌"] + TRIP_LIST_KW,
        force=[],
        cross_forbid=[["周雁"], ["兰州"], ["菠萝"]],
        probes=[
            dict(kind="para", q="想来一趟追寻东坡先生足迹的旅行，黄州、惠州、儋州怎么串？", rel=["m5"]),
            dict(kind="para", q="去海南吃热带水果，有什么我得躲着点的？", rel=["m3"]),
            dict(kind="para", q="去九寨沟那段盘山路弯弯绕绕要走好几个小时，我得提前准备点什么？", rel=["m8"]),
            dict(kind="task", q="暑假带两个孩子出去玩，帮我挑个目的地", rel=["m4", "m10", "m8"]),
            dict(kind="direct", q="你还记得我叫什么、住在哪个城市吗？", rel=["m1"]),
            dict(kind="abst", q="苏轼和苏辙是什么关系？", rel=[]),
            dict(kind="abst", q="南昌的滕王阁最早是谁修的？", rel=[]),
            dict(kind="expiry", q="五一过完了，接下来几个月我还有什么出行安排吗？", rel=[],
                 at="2026-06-04 21:15", forbid=[["黄山"]], expired="m6"),
        ],
    ),
    # 4b ----------------------------------------------------------------- (same user_id as 4a)
    dict(
        user_id="u_zhouyan", tenant_id="t_yinhang",
        core=[
            ("m1", "profile", 0.8, "用户叫周雁，家在兰州", None, None),
            ("m2", "profile", 0.7, "用户在兰州中川机场给一家航空公司做地勤", None, None),
            ("m3", "fact", 0.95, "用户对菠萝过敏", None, None),
            ("m4", "relation", 0.75, "用户养了一只边境牧羊犬，叫可乐", None, None),
            ("m5", "preference", 0.75, "用户玩单板滑雪五年了", None, None),
            ("m6", "fact", 0.9, "用户有哮喘，随身带着吸入剂", None, None),
            ("m7", "relation", 0.7, "用户单身，一般和两个闺蜜小敏、佳佳结伴出游", None, None),
            ("m8", "event", 0.9, "用户计划12月5日到12日去北海道二世谷滑雪",
             "2026-04-22 13:20", end_of("2026-12-12")),
            ("m9", "profile", 0.6, "用户买机票能拿到员工折扣", None, None),
            ("m10", "preference", 0.65, "用户不喜欢太商业化的景点，更爱人少的小众地方", None, None),
        ],
        plan_ends={},
        mobility=False,
        drop_topics=[],
        drop_kw=["日本"] + TRIP_LIST_KW,
        force=[],
        cross_forbid=[["周妍"], ["南昌"], ["芒果"]],
        probes=[
            dict(kind="para", q="四月份去北京出差，听说那时候满城飘絮，我需要注意什么？", rel=["m6"]),
            dict(kind="para", q="出门一周，家里那只黑白毛、聪明得要命的狗狗放哪寄养好？", rel=["m4"]),
            dict(kind="para", q="去台湾想带几盒凤梨酥当伴手礼，我自己能尝吗？", rel=["m3"]),
            dict(kind="task", q="12月去二世谷那趟，帮我看看雪场和每天怎么安排", rel=["m8", "m5", "m6", "m7"]),
            dict(kind="task", q="下个月跟小敏、佳佳去敦煌玩四天，帮我排个行程", rel=["m6", "m3", "m10"]),
            dict(kind="direct", q="我在哪儿上班来着？", rel=["m2"]),
            dict(kind="abst", q="二世谷的雪为什么被叫做粉雪？", rel=[]),
            dict(kind="abst", q="兰州牛肉面的一清二白三红四绿五黄是什么意思？", rel=[]),
            dict(kind="expiry", q="年底了，我还有什么没出发的旅行计划吗？", rel=[],
                 at="2026-12-28 22:00", forbid=[["二世谷", "北海道"]], expired="m8"),
        ],
    ),
    # 5 ------------------------------------------------------------------
    dict(
        user_id="u_madelong", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫马德龙，今年六十六岁，住在银川", None, None),
            ("m2", "fact", 0.95, "用户是回族，饮食上只吃清真", None, None),
            ("m3", "fact", 0.95, "用户前年心脏装了两个支架", None, None),
            ("m4", "profile", 0.6, "用户退休前是中学数学老师", None, None),
            ("m5", "preference", 0.75, "用户每年冬天都和老伴去海南过冬，一住两三个月", None, None),
            ("m6", "relation", 0.85, "用户的老伴腿脚不好，走路得拄拐杖", None, None),
            ("m7", "preference", 0.65, "用户写了二十多年毛笔字，最爱颜真卿", None, None),
            ("m8", "event", 0.9, "用户计划9月15日到24日和几个老战友自驾去新疆伊犁",
             "2026-05-03 10:05", end_of("2026-09-24")),
            ("m9", "profile", 0.7, "用户年轻时当过兵，在新疆服役了八年", None, None),
            ("m10", "preference", 0.6, "用户不习惯用手机付钱，出门总带着现金", None, None),
            ("m11", "relation", 0.6, "用户的外孙女在上海读大学", None, None),
        ],
        plan_ends={},
        mobility=True,
        drop_topics=["work", "commute", "family", "shopping", "tech", "games"],
        drop_kw=["冬天", "青海", "西藏", "川西", "海口", "教师资格证", "在职", "App", "手机", "直播", "网上",
                 "二手平台", "电商", "猪", "书法", "字写得", "出差"],
        force=["grocery:market"],
        probes=[
            dict(kind="para", q="稻城亚丁海拔四千多米，我这身体吃得消吗？", rel=["m3"]),
            dict(kind="para", q="去台北的话，故宫里有没有我最喜欢那位书法家的真迹？", rel=["m7"]),
            dict(kind="para", q="去云南想尝尝宣威火腿和汽锅鸡，哪家店好？", rel=["m2"]),
            dict(kind="task", q="9月去伊犁那趟，路上吃饭住宿帮我规划下", rel=["m8", "m2"]),
            dict(kind="task", q="今年冬天去海南，帮我找个适合我们老两口长住的地方", rel=["m5", "m6", "m2", "m3"]),
            dict(kind="direct", q="我当兵那些年是在哪儿服役的？", rel=["m9"]),
            dict(kind="abst", q="伊犁的薰衣草一般几月开？", rel=[]),
            dict(kind="abst", q="颜真卿和柳公权的字有什么区别？", rel=[]),
            dict(kind="expiry", q="国庆过完了，想和老伴出去转转，去哪儿合适？", rel=["m6", "m3", "m2"],
                 at="2026-10-08 09:40", forbid=[["伊犁"]], expired="m8"),
            dict(kind="bg", q="我一般每年什么时候去打流感疫苗来着？", rel=["@用户每年秋天打一针流感疫苗"]),
        ],
    ),
    # 6 ------------------------------------------------------------------
    dict(
        user_id="u_linshuyi", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫林舒怡，温州人，在上海读法学研究生", None, None),
            ("m2", "fact", 0.9, "用户吃全素，连鸡蛋和鱼也不吃", None, None),
            ("m3", "preference", 0.7, "用户最喜欢的画家是梵高", None, None),
            ("m4", "profile", 0.8, "用户还是学生，出去玩住宿一晚最多两百块", None, None),
            ("m5", "fact", 0.8, "用户睡眠很浅，有一点动静就醒", None, None),
            ("m6", "preference", 0.6, "用户喜欢看话剧和音乐剧", None, None),
            ("m7", "event", 0.9, "用户2026年7月要去荷兰莱顿大学读暑期学校，7月6日开课，为期三周",
             "2026-03-20 16:50", end_of("2026-07-27")),
            ("m8", "relation", 0.65, "用户的室友阿楠常和她一起出去玩", None, None),
            ("m9", "fact", 0.7, "用户不会游泳，有点怕水", None, None),
            ("m10", "preference", 0.6, "用户喜欢用胶片相机拍照", None, None),
        ],
        plan_ends={},
        mobility=False,
        drop_topics=["work", "commute", "home", "finance"],
        drop_kw=["酸奶", "鱼油", "拉花", "牛排", "奶", "游泳", "读的大学", "机械工程", "钓鱼", "出差"],
        force=[],
        probes=[
            dict(kind="para", q="去顺德的话，哪些招牌菜我可以放心点？", rel=["m2"]),
            dict(kind="para", q="订房的时候要不要特意避开电梯口和临街的房间？", rel=["m5"]),
            dict(kind="para", q="七月在欧洲那几周的空档，想去看看那位画《星月夜》的后印象派大师的真迹",
                 rel=["m3", "m7"]),
            dict(kind="task", q="7月在荷兰那三周的周末，想去比利时和巴黎转转，帮我订住的", rel=["m7", "m4", "m5"]),
            dict(kind="task", q="这个周末和阿楠去泉州玩两天，帮我排个行程", rel=["m4", "m2", "m5"]),
            dict(kind="direct", q="我是学什么专业的来着？", rel=["m1"]),
            dict(kind="abst", q="梵高一生到底卖出过几幅画？", rel=[]),
            dict(kind="abst", q="荷兰的风车现在还在用吗？", rel=[]),
            dict(kind="bg", q="我生日那天想出去玩，你记得是哪天吗？", rel=["@用户的生日是11月3日"]),
        ],
    ),
    # 7 ------------------------------------------------------------------
    dict(
        user_id="u_haoqiang", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫郝强，在石家庄开了一家物流公司", None, None),
            ("m2", "fact", 0.95, "用户有二型糖尿病，每天要打胰岛素", None, None),
            ("m3", "profile", 0.7, "用户身高一米八五，体重两百斤，坐经济舱很憋屈", None, None),
            ("m4", "relation", 0.8, "用户的儿子郝一鸣今年十六岁，正上高一", "2025-09-10 22:30", None),
            ("m5", "preference", 0.75, "用户喜欢海钓，自己有一艘小快艇", None, None),
            ("m6", "relation", 0.75, "用户的老婆芳芳怕晒，出门必须打伞擦防晒", None, None),
            ("m7", "event", 0.9, "用户今年中秋打算一家三口去威海出海钓鱼", "2026-03-02 20:00", None),
            ("m8", "preference", 0.7, "用户出差只住五星级酒店", None, None),
            ("m9", "fact", 0.85, "用户已经戒酒两年了", None, None),
            ("m10", "fact", 0.85, "用户的儿子一鸣晕船", None, None),
        ],
        plan_ends={"m7": "2026-09-27"},
        mobility=False,
        drop_topics=["work", "commute"],
        drop_kw=["钓鱼", "体重", "饭桌上"],
        force=[],
        probes=[
            dict(kind="para", q="坐飞机能不能随身带针剂和冷藏包过安检？", rel=["m2"]),
            dict(kind="para", q="十几个小时的长途航班，有什么办法让我这大块头舒服点？", rel=["m3"]),
            dict(kind="para", q="去茅台镇那边参观，那个试喝环节我参加吗？", rel=["m9"]),
            dict(kind="task", q="中秋出海那天帮我安排一下", rel=["m7", "m5", "m10", "m6", "m2"]),
            dict(kind="task", q="下周去深圳出差三天，帮我订酒店、安排吃饭", rel=["m8", "m2", "m9"]),
            dict(kind="direct", q="我儿子今年多大了？", rel=["m4"]),
            dict(kind="abst", q="威海和烟台哪个城市更大？", rel=[]),
            dict(kind="abst", q="海钓和矶钓有什么区别？", rel=[]),
            dict(kind="expiry", q="十月底想带老婆孩子出去玩两天，你帮我想想去哪儿", rel=["m4", "m6", "m10"],
                 at="2026-10-12 21:45", forbid=[["威海"]], expired="m7"),
        ],
    ),
    # 8 ------------------------------------------------------------------
    dict(
        user_id="u_songjiahui", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫宋佳慧，在长沙一家律所做会计", None, None),
            ("m2", "fact", 0.95, "用户有乳糜泻，不能碰含麸质的东西", None, None),
            ("m3", "fact", 0.8, "用户特别怕冷，冬天手脚冰凉", None, None),
            ("m4", "relation", 0.7, "用户的老公阿凯是摄影发烧友，出门总背着一堆器材", None, None),
            ("m5", "relation", 0.7, "用户养了一只布偶猫，叫雪球", None, None),
            ("m6", "preference", 0.7, "用户每到一个城市都要先去当地的博物馆", None, None),
            ("m7", "event", 0.9, "用户10月2日到6日要回老家岳阳参加表妹的婚礼",
             "2026-05-08 12:10", end_of("2026-10-06")),
            ("m8", "preference", 0.7, "用户不喜欢早起，行程别排得太早", None, None),
            ("m9", "profile", 0.65, "用户每年只有五天年假", None, None),
            ("m10", "event", 0.85, "用户和老公计划明年春节去云南过年，已经在看机票了", "2026-05-10 22:15", None),
            ("m11", "preference", 0.7, "用户每年清明都要回岳阳给外公扫墓", None, None),
        ],
        plan_ends={"m10": "2027-02-13"},
        mobility=False,
        drop_topics=["routine"],
        drop_kw=["面包", "饺子", "清明", "滑冰", "七点二十", "洗一次牙", "智齿"] + TRIP_LIST_KW,
        force=[],
        probes=[
            dict(kind="para", q="去山西想吃刀削面和莜面栲栳栳，哪家地道？", rel=["m2"]),
            dict(kind="para", q="腊月去漠河找北，我这体质能扛住吗？", rel=["m3"]),
            dict(kind="para", q="出门一周，家里那位蓝眼睛的仙女主子怎么安顿？", rel=["m5"]),
            dict(kind="task", q="明年春节去云南那几天的吃饭帮我想想", rel=["m10", "m2"]),
            dict(kind="task", q="十一回岳阳那几天，想抽一天在市区逛逛，帮我排一下", rel=["m7", "m6", "m8", "m2"]),
            dict(kind="direct", q="我一年有几天年假来着？", rel=["m9"]),
            dict(kind="abst", q="布偶猫为什么叫布偶猫？", rel=[]),
            dict(kind="abst", q="《岳阳楼记》是谁写的？", rel=[]),
            dict(kind="expiry", q="接下来半年里，我有哪些要出门的安排？", rel=["m10", "m11"],
                 at="2026-10-15 20:05", forbid=[["婚礼"], ["表妹"]], expired="m7"),
            dict(kind="bg", q="出门一周，我嘴里戴的那个矫正用的东西，要带什么清洁工具？",
                 rel=["@用户在做牙齿正畸，戴隐形牙套"]),
        ],
    ),
    # 9 ------------------------------------------------------------------
    dict(
        user_id="u_yanzimo", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫严子墨，贵阳人，在南京读大二，学计算机", None, None),
            ("m2", "preference", 0.65, "用户是《灌篮高手》的铁杆粉丝", None, None),
            ("m3", "fact", 0.95, "用户对青霉素过敏", None, None),
            ("m4", "profile", 0.75, "用户出去玩以穷游为主，能坐硬座就不买卧铺", None, None),
            ("m5", "preference", 0.7, "用户喜欢徒步和露营，装备都是自己攒的", None, None),
            ("m6", "fact", 0.85, "用户吃不了辣，一吃就胃疼", None, None),
            ("m7", "event", 0.9, "用户和高中同学老吴、胖虎约好2026年暑假一起骑行海南环岛", "2026-02-15 23:30", None),
            ("m8", "fact", 0.7, "用户左手腕里有一块钢板，是小时候骨折留下的", None, None),
            ("m9", "profile", 0.65, "用户的日语过了N2", None, None),
            ("m10", "preference", 0.6, "用户睡觉打呼噜很响，和别人出去都尽量单独住一间", None, None),
        ],
        plan_ends={"m7": "2026-08-31"},
        mobility=False,
        drop_topics=["work", "commute", "home", "finance"],
        drop_kw=["手腕", "毕业旅行", "读的大学", "机械工程", "大三", "在职", "88VIP", "两千", "奶茶店",
                 "教师资格证", "海口", "出差"],
        force=[],
        probes=[
            dict(kind="para", q="去长沙，口味虾和剁椒鱼头我能点吗？", rel=["m6"]),
            dict(kind="para", q="出门想备点消炎药，阿莫西林行不行？", rel=["m3"]),
            dict(kind="para", q="想去镰仓那个电车道口打卡，就是樱木花道出现过的那个地方", rel=["m2"]),
            dict(kind="para", q="过机场安检时那个金属门会不会一直响？", rel=["m8"]),
            dict(kind="task", q="暑假骑行那趟，帮我把住宿订一下", rel=["m7", "m4", "m10"]),
            dict(kind="direct", q="你还记得我在哪个城市上大学吗？", rel=["m1"]),
            dict(kind="abst", q="《灌篮高手》的作者是谁？", rel=[]),
            dict(kind="abst", q="海南环岛公路全长大概多少公里？", rel=[]),
            dict(kind="expiry", q="国庆想出去玩几天，有什么推荐？", rel=["m4", "m5"],
                 at="2026-09-15 22:50", forbid=[["环岛"]], expired="m7"),
        ],
    ),
    # 10 -----------------------------------------------------------------
    dict(
        user_id="u_wenlanying", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫温兰英，今年七十二岁，住在无锡", "2025-11-15 10:20", None),
            ("m2", "fact", 0.95, "用户两年前做了膝关节置换，走远路要坐轮椅", None, None),
            ("m3", "relation", 0.85, "用户出门都是女儿小芸陪着", None, None),
            ("m4", "preference", 0.75, "用户信佛，每逢初一十五吃素", None, None),
            ("m5", "preference", 0.65, "用户是越剧迷，最爱王文娟", None, None),
            ("m6", "fact", 0.8, "用户有高血压，每天早上吃降压药", None, None),
            ("m7", "relation", 0.7, "用户的女儿小芸在银行上班，只有周末有空", None, None),
            ("m8", "event", 0.85, "用户4月初打算去南京鸡鸣寺看樱花", "2026-02-20 09:30", end_of("2026-04-10")),
            ("m9", "preference", 0.6, "用户吃不惯西餐，面包牛排都不爱吃", None, None),
            ("m10", "relation", 0.6, "用户的孙子在大连海事大学读书", None, None),
        ],
        plan_ends={},
        mobility=True,
        drop_topics=["work", "commute", "family", "games", "learning"],
        drop_kw=["血压", "面包", "咖啡", "拉花", "牛排", "茶", "出差", "毕业旅行", "大三"] + TRIP_LIST_KW,
        force=[],
        probes=[
            dict(kind="para", q="颐和园里有没有坡道和无障碍通道，推车逛方便吗？", rel=["m2"]),
            dict(kind="para", q="想去嵊州看看那个戏曲的老家", rel=["m5"]),
            dict(kind="task", q="这个周末想去鼋头渚看看，怎么过去、园里怎么逛比较好？", rel=["m2", "m3"],
                 at="2026-06-03 19:05"),
            dict(kind="task", q="下个月想去杭州灵隐寺烧香，帮我订个两天一晚的行程", rel=["m2", "m3", "m7", "m4"]),
            dict(kind="direct", q="我今年多大岁数了？", rel=["m1"]),
            dict(kind="abst", q="越剧和黄梅戏是一个剧种吗？", rel=[]),
            dict(kind="abst", q="鸡鸣寺的樱花一般几月开？", rel=[]),
            dict(kind="expiry", q="这个月还有什么出门的安排吗？", rel=[], at="2026-06-06 10:10",
                 forbid=[["鸡鸣寺"], ["樱花"]], expired="m8"),
            dict(kind="bg", q="去福建的话，我最爱喝的那种茶产地在哪，能去看看吗？",
                 rel=["@用户喜欢研究各种茶叶，最爱喝岩茶"]),
        ],
    ),
    # 11 -----------------------------------------------------------------
    dict(
        user_id="u_fangzhiheng", tenant_id="default",
        core=[
            ("m1", "profile", 0.8, "用户叫方知恒，在深圳做后端开发", None, None),
            ("m2", "relation", 0.85, "用户的女儿朵朵今年五岁", "2025-12-01 21:00", None),
            ("m3", "fact", 0.95, "用户的女儿朵朵对虾蟹过敏", None, None),
            ("m4", "relation", 0.9, "用户的太太怀二胎六个月了", "2026-05-01 09:15", None),
            ("m5", "preference", 0.7, "用户一家出行不坐红眼航班，孩子熬不了夜", None, None),
            ("m6", "preference", 0.65, "用户喜欢主题乐园，办了好几个乐园的年卡", None, None),
            ("m7", "event", 0.9, "用户订了7月18日到21日珠海长隆海洋王国的酒店",
             "2026-05-20 22:40", end_of("2026-07-21")),
            ("m8", "profile", 0.7, "用户带家人出去玩一趟的预算不超过一万", None, None),
            ("m9", "fact", 0.85, "用户有腰椎间盘突出，不能久坐", None, None),
            ("m10", "preference", 0.6, "用户是F1的铁杆车迷，支持法拉利", None, None),
        ],
        plan_ends={},
        mobility=True,
        drop_topics=[],
        drop_kw=["颈椎", "腱鞘炎", "腰", "眼药水", "收集", "收藏", "集邮", "卡带", "文具", "乐高", "模型"],
        force=[],
        probes=[
            dict(kind="para", q="想带全家去箱根泡汤，我老婆现在这情况合适吗？", rel=["m4"]),
            dict(kind="para", q="自驾去川西一天要开七八个小时，我这老毛病扛得住吗？", rel=["m9"]),
            dict(kind="para", q="去意大利想顺路拜访一下那个跃马车队的老家", rel=["m10"]),
            dict(kind="task", q="7月去长隆那几天，帮我安排一下吃饭", rel=["m7", "m3", "m4"]),
            dict(kind="task", q="下周末带全家去惠州海边玩两天，帮我排一下", rel=["m2", "m3", "m4", "m9"]),
            dict(kind="direct", q="我女儿今年几岁了？", rel=["m2"]),
            dict(kind="abst", q="虾和蟹为什么煮熟了会变红？", rel=[]),
            dict(kind="abst", q="F1一场比赛一般要跑多少圈？", rel=[]),
            dict(kind="bg", q="去香港的话，我那个收集爱好可以顺便买点什么？", rel=["@用户收集了好几个城市的地铁卡"]),
        ],
    ),
]


# ---------------------------------------------------------------------------
# Pool parsing
# ---------------------------------------------------------------------------
def parse_pool():
    items = []  # dict(topic, type, tags, text)
    topic = mtype = None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        items.append(dict(topic=topic, type=mtype, tags=tags, text=line))
    return items


POOL_ITEMS = parse_pool()


def nk(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def families(items):
    fam = {}
    for it in items:
        for t in it["tags"]:
            if ":" in t:
                f, c = t.split(":", 1)
                fam.setdefault(f, set()).add(c)
    return {f: sorted(cs) for f, cs in fam.items()}


FAMILIES = families(POOL_ITEMS)


def rand_time(rng, start=WIN_START, end=REF):
    span = int((end - start).total_seconds())
    return (start + timedelta(seconds=rng.randrange(span))).replace(microsecond=0)


def default_probe_at(n: int) -> str:
    day = 2 + (n * 7) % 11          # 2026-06-02 .. 06-12
    hour = 8 + (n * 5) % 14         # 08 .. 21
    minute = (n * 17) % 60
    return ts(f"2026-06-{day:02d} {hour:02d}:{minute:02d}")


def sample_background(u, rng, all_probe_text):
    core_text = " ".join(c[3] for c in u["core"])
    pins = [r[1:] for p in u["probes"] for r in p["rel"] if r.startswith("@")]
    pin_items = []
    for pin in pins:
        hits = [it for it in POOL_ITEMS if it["text"] == pin]
        if len(hits) != 1:
            raise SystemExit(f"pinned statement not found exactly once in pool: {pin}")
        pin_items.append(hits[0])

    # one cluster per family; forced by pins and by the user's 'force' list
    forced = {}
    for f in u.get("force", []):
        fam, c = f.split(":")
        forced[fam] = c
    for it in pin_items:
        for t in it["tags"]:
            if ":" in t:
                fam, c = t.split(":")
                if fam in forced and forced[fam] != c:
                    raise SystemExit(f"cluster conflict for {u['user_id']}: {fam}")
                forced[fam] = c
    chosen = {fam: forced.get(fam) or rng.choice(cs) for fam, cs in FAMILIES.items()}

    places = [w for w in PLACE_WORDS if w in core_text or w in all_probe_text]
    forbid_kw = sorted({k for p in u["probes"] for alt in p.get("forbid", []) for k in alt}
                       | {k for alt in u.get("cross_forbid", []) for k in alt})
    drop_topics = GLOBAL_DROP_TOPICS | set(u.get("drop_topics", []))

    cands = []
    for it in POOL_ITEMS:
        if it in pin_items:
            continue
        if it["topic"].split()[0] in drop_topics:
            continue
        bad = False
        for t in it["tags"]:
            if t == "active" and u["mobility"]:
                bad = True
            if ":" in t:
                fam, c = t.split(":")
                if chosen[fam] != c:
                    bad = True
        if bad:
            continue
        text = it["text"]
        if any(w in text for w in places):
            continue
        if any(nk(k) in nk(text) for k in forbid_kw):
            continue
        if any(k in text for k in u.get("drop_kw", []) + GLOBAL_DROP_KW):
            continue
        cands.append(it)

    n = rng.randint(BG_MIN, BG_MAX)
    n_free = n - len(pin_items)
    if n_free > len(cands):
        raise SystemExit(f"{u['user_id']}: only {len(cands)} candidates for {n_free} background slots")
    picked = rng.sample(cands, n_free) + pin_items
    rng.shuffle(picked)
    return picked, len(cands)


def build():
    out_users = []
    spec = {}   # (tenant, user, probe id) -> extra info for the checks
    n = 0
    for u in USERS:
        rng = random.Random(f"{SEED}|{u['tenant_id']}|{u['user_id']}")
        all_probe_text = " ".join(p["q"] for p in u["probes"])
        mems = []
        for mid, mtype, imp, content, created, vu in u["core"]:
            ca = ts(created) if created else rand_time(rng).isoformat()
            m = dict(id=mid, content=content, type=mtype, importance=imp, created_at=ca)
            if vu:
                m["valid_until"] = vu
            mems.append(m)
        core_types = [c[1] for c in u["core"]]
        core_imps = [c[2] for c in u["core"]]
        picked, n_cands = sample_background(u, rng, all_probe_text)
        pin_ids = {}
        for i, it in enumerate(picked, 1):
            bid = f"b{i:03d}"
            mems.append(dict(id=bid, content=it["text"], type=rng.choice(core_types),
                             importance=rng.choice(core_imps), created_at=rand_time(rng).isoformat()))
            pin_ids[it["text"]] = bid
        mems.sort(key=lambda m: (m["created_at"], m["id"]))

        probes = []
        for p in u["probes"]:
            n += 1
            pid = f"p{n}-{p['kind']}"
            rel = [pin_ids[r[1:]] if r.startswith("@") else r for r in p["rel"]]
            forbid = [list(a) for a in p.get("forbid", [])] + [list(a) for a in u.get("cross_forbid", [])]
            at = ts(p["at"]) if p.get("at") else default_probe_at(n)
            pr = dict(id=pid, at=at, query=p["q"], relevant=rel)
            if forbid:
                pr["forbid"] = forbid
            probes.append(pr)
            spec[(u["tenant_id"], u["user_id"], pid)] = dict(
                kind=p["kind"], expired=p.get("expired"),
                pinned=[pin_ids[r[1:]] for r in p["rel"] if r.startswith("@")])
        out_users.append(dict(user_id=u["user_id"], tenant_id=u["tenant_id"], memories=mems, probes=probes))
        spec[(u["tenant_id"], u["user_id"], "_meta")] = dict(
            n_core=len(u["core"]), n_cands=n_cands, plan_ends=u.get("plan_ends", {}),
            cross_forbid=u.get("cross_forbid", []))
    data = {"format": "memory-eval/v1", "name": NAME, "users": out_users}
    return data, spec


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
STOP_CHARS = set("用户的了是我你他她在有一个和也都就吗呢吧啊么这那要会能去")


def cjk_chars(s: str) -> set:
    s = s.replace("用户", "")
    return {ch for ch in s if "\u4e00" <= ch <= "\u9fff" and ch not in STOP_CHARS}


def parse_dt(s: str) -> datetime:
    return datetime.fromisoformat(s)


def check(data, spec, verbose=True):
    errs, warns = [], []
    if data.get("format") != "memory-eval/v1":
        errs.append("format field is not memory-eval/v1")
    users = data.get("users", [])
    keys = [(u.get("tenant_id", "default"), u["user_id"]) for u in users]
    if len(set(keys)) != len(keys):
        errs.append("duplicate (tenant_id, user_id)")
    by_uid = Counter(u["user_id"] for u in users)
    multi = [k for k, v in by_uid.items() if v > 1]
    if len(multi) != 1:
        errs.append(f"expected exactly one user_id in two tenants, got {multi}")
    all_pids = [p["id"] for u in users for p in u["probes"]]
    if len(set(all_pids)) != len(all_pids):
        errs.append("probe ids are not unique across the file")

    kinds = Counter()
    para_overlap = []
    n_core_total = n_bg_total = 0
    for u in users:
        tag = f"{u.get('tenant_id', 'default')}/{u['user_id']}"
        meta = spec.get((u.get("tenant_id", "default"), u["user_id"], "_meta"), {})
        mems = u["memories"]
        ids = [m["id"] for m in mems]
        if len(set(ids)) != len(ids):
            errs.append(f"{tag}: duplicate memory ids")
        byid = {m["id"]: m for m in mems}
        n_core = sum(1 for i in ids if i.startswith("m"))
        n_bg = sum(1 for i in ids if i.startswith("b"))
        n_core_total += n_core
        n_bg_total += n_bg
        if not CORE_MIN <= n_core <= CORE_MAX:
            errs.append(f"{tag}: {n_core} core memories")
        if not BG_MIN <= n_bg <= BG_MAX:
            errs.append(f"{tag}: {n_bg} background memories")
        contents = [m["content"] for m in mems]
        if len(set(contents)) != len(contents):
            errs.append(f"{tag}: duplicate memory contents")
        for m in mems:
            ca = parse_dt(m["created_at"])
            if not (WIN_START <= ca < REF):
                errs.append(f"{tag}/{m['id']}: created_at {m['created_at']} outside the window")
            if not isinstance(m.get("importance"), (int, float)) or not 0 <= m["importance"] <= 1:
                errs.append(f"{tag}/{m['id']}: bad importance")
            if "valid_until" in m and parse_dt(m["valid_until"]) <= ca:
                errs.append(f"{tag}/{m['id']}: valid_until before created_at")
        last_created = max(parse_dt(m["created_at"]) for m in mems)
        plan_end = {m["id"]: parse_dt(m["valid_until"]) for m in mems if "valid_until" in m}
        for mid, d in meta.get("plan_ends", {}).items():
            plan_end[mid] = datetime.strptime(d, "%Y-%m-%d").replace(hour=23, minute=59, tzinfo=TZ)
        # cross-tenant forbids must not occur anywhere in this tenant's memories
        for alt in meta.get("cross_forbid", []):
            for k in alt:
                for m in mems:
                    if nk(k) in nk(m["content"]):
                        errs.append(f"{tag}/{m['id']}: contains the other tenant's keyword {k}")

        for p in u["probes"]:
            pid = p["id"]
            mm = re.fullmatch(r"p(\d+)-([a-z]+)", pid)
            if not mm or mm.group(2) not in KINDS:
                errs.append(f"{tag}/{pid}: bad probe id")
                continue
            kind = mm.group(2)
            kinds[kind] += 1
            info = spec.get((u.get("tenant_id", "default"), u["user_id"], pid), {})
            if info and info["kind"] != kind:
                errs.append(f"{tag}/{pid}: kind mismatch with spec")
            at = parse_dt(p["at"])
            if at <= last_created:
                errs.append(f"{tag}/{pid}: asked before some memory was created")
            rel = p.get("relevant")
            if rel is None:
                errs.append(f"{tag}/{pid}: no relevant field")
                continue
            if len(set(rel)) != len(rel):
                errs.append(f"{tag}/{pid}: duplicate relevant ids")
            for r in rel:
                if r not in byid:
                    errs.append(f"{tag}/{pid}: relevant id {r} not in memories")
            forbid = p.get("forbid", [])
            for alt in forbid:
                if not isinstance(alt, list) or not alt:
                    errs.append(f"{tag}/{pid}: bad forbid entry {alt}")
                    continue
                for k in alt:
                    for r in rel:
                        if r in byid and nk(k) in nk(byid[r]["content"]):
                            errs.append(f"{tag}/{pid}: forbid keyword {k} occurs in relevant {r}")
                    holders = [m["id"] for m in mems if nk(k) in nk(m["content"])]
                    for h in holders:
                        if not h.startswith("m"):
                            errs.append(f"{tag}/{pid}: forbid keyword {k} occurs in background {h}")
                        elif h != info.get("expired"):
                            errs.append(f"{tag}/{pid}: forbid keyword {k} occurs in core {h} "
                                        f"which is not the expired plan")
            # relevant dated plans must still be running when asked
            for r in rel:
                if r in plan_end and at > plan_end[r]:
                    errs.append(f"{tag}/{pid}: relevant plan {r} has already ended at {p['at']}")
            if kind == "abst" and rel:
                errs.append(f"{tag}/{pid}: abst probe with relevant ids")
            if kind != "abst" and kind != "expiry" and not rel:
                errs.append(f"{tag}/{pid}: {kind} probe without relevant ids")
            if kind == "expiry":
                ex = info.get("expired")
                if not ex or ex not in byid:
                    errs.append(f"{tag}/{pid}: expiry probe without a known expired memory")
                else:
                    if ex in rel:
                        errs.append(f"{tag}/{pid}: expired memory is relevant")
                    if ex not in plan_end or at <= plan_end[ex]:
                        errs.append(f"{tag}/{pid}: asked before the plan {ex} ended")
                    if not forbid or not any(nk(k) in nk(byid[ex]["content"]) for alt in forbid for k in alt):
                        errs.append(f"{tag}/{pid}: no forbid keyword of the expired plan")
            if kind == "bg":
                pins = info.get("pinned", [])
                if not pins or not all(x in rel for x in pins) or not all(x.startswith("b") for x in pins):
                    errs.append(f"{tag}/{pid}: bg probe does not target a pinned background memory")
            if kind == "task" and not 2 <= len(rel) <= 5:
                warns.append(f"{tag}/{pid}: task with {len(rel)} relevant ids")
            if kind == "para":
                qc = cjk_chars(p["query"])
                core_rel = [r for r in rel if r.startswith("m") and r in byid]
                # overlap with the best-hidden target (the fact the paraphrase is about)
                ov = min((qc & cjk_chars(byid[r]["content"]) for r in core_rel), key=len) if core_rel else set()
                para_overlap.append((pid, "".join(sorted(ov))))
    # explicit checks of the requested mix
    if len(users) != 12:
        errs.append(f"{len(users)} user entries, expected 12")
    summary = dict(users=len(users), distinct_user_ids=len(by_uid), core=n_core_total, background=n_bg_total,
                   probes=sum(kinds.values()), kinds=dict(kinds))
    if verbose:
        print(f"users (entries): {summary['users']}  distinct user_ids: {summary['distinct_user_ids']}  "
              f"two-tenant user_id: {multi}")
        print(f"core memories: {n_core_total}  background memories: {n_bg_total}")
        print(f"probes: {summary['probes']}  by kind: " + ", ".join(f"{k}={kinds.get(k, 0)}" for k in KINDS))
        for u in users:
            meta = spec.get((u.get("tenant_id", "default"), u["user_id"], "_meta"), {})
            nc = sum(1 for m in u["memories"] if m["id"].startswith("m"))
            print(f"  {u.get('tenant_id', 'default'):10s} {u['user_id']:16s} core={nc:2d} "
                  f"bg={len(u['memories']) - nc:3d} (from {meta.get('n_cands', '?')} candidates) "
                  f"probes={len(u['probes'])}")
        ovs = [len(o) for _, o in para_overlap]
        zero = sum(1 for o in ovs if o == 0)
        print(f"para probes: {len(ovs)}; query/target shared content characters: "
              f"0 chars in {zero}, max {max(ovs) if ovs else 0}")
        for pid, o in para_overlap:
            if o:
                print(f"    {pid}: shares {o}")
        for w in warns:
            print("WARN", w)
        for e in errs:
            print("ERROR", e)
        print("check:", "OK" if not errs else f"{len(errs)} error(s)")
    return errs, summary


def review(data):
    """Print background statements that share a content bigram with a probe (manual aid)."""
    stop = {"用户", "一个", "什么", "怎么", "我们", "一下", "可以", "出去", "时候", "喜欢", "一般", "最近"}
    for u in data["users"]:
        bgs = [m for m in u["memories"] if m["id"].startswith("b")]
        for p in u["probes"]:
            q = p["query"]
            grams = {q[i:i + 2] for i in range(len(q) - 1)} - stop
            grams = {g for g in grams if all("\u4e00" <= c <= "\u9fff" or c.isalnum() for c in g)}
            hits = [m for m in bgs if any(g in m["content"] for g in grams)]
            if hits:
                print(f"{u['tenant_id']}/{u['user_id']} {p['id']} {q}")
                for m in hits:
                    mark = " <REL>" if m["id"] in p["relevant"] else ""
                    print(f"      {m['id']} {m['content']}{mark}")


def main(argv):
    data, spec = build()
    if "--check" in argv:
        if not OUT.exists():
            print(f"missing {OUT}")
            return 1
        disk = json.loads(OUT.read_text(encoding="utf-8"))
        errs, _ = check(disk, spec)
        same = disk == data
        print("rebuild identical to file on disk:", same)
        if "--review" in argv:
            review(disk)
        return 1 if errs or not same else 0
    errs, _ = check(data, spec, verbose=False)
    if errs:
        for e in errs:
            print("ERROR", e)
        return 1
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
    errs, _ = check(json.loads(OUT.read_text(encoding="utf-8")), spec)
    if "--review" in argv:
        review(data)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
