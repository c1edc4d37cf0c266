"""Blind held-out retrieval set no. 18 (memory-eval/v1, track R only).

Blindness record
----------------
Every path under /work that was read, listed or written while authoring this
set, and how:
  - /work/shared/eval/FORMAT.md
        read in full once with `cat`.
  - /work/main/bench/data/src/background_pool.py
        `wc -l`, then `sed -n 1,80p` and `sed -n 80,567p` (the whole file);
        imported by this script (POOL, PLACE_WORDS only) by putting its folder
        on sys.path, with sys.dont_write_bytecode = True and `python -B`.
  - /work/main/.venv/bin/python
        run: `-V`; `-B build_holdout18.py` (plain, --report, --dump-bg,
        --check); small `-B` helper snippets that patch or import this script
        and a scratch reviewer in /tmp/h18 that reads the JSON written here.
  - /work/main/bench/data/holdout18/
        created with `mkdir -p`; listed with `ls`, `ls -a` and once `ls -la`;
        build_holdout18.py written with an editor and patched with `sed -i` /
        python, inspected with `grep -n` / `sed -n`; zh_retrieval_holdout18.json
        written by this script and read back by the /tmp/h18 reviewer.
Nothing else under /work was opened, listed, searched, imported or run (no
other data sets, no engine code, no tests, no bench/*.py, no git). Scratch
output went to /tmp/h18 only.
Slips: one minor one. `ls -la` on holdout18/ also printed the metadata line of
its `..` entry (permissions, owner, link count of bench/data); no names or
contents of bench/data were shown. Nothing else.

Theme
-----
Travel shaped by
  (a) caregiving and family logistics: a daughter caring for a mother with
      dementia, a father of a boy with ADHD, a wife whose husband is in stroke
      rehabilitation, a son whose mother is on haemodialysis;
  (b) sports and competitions: a marathon runner, an amateur go player who
      travels to tournaments, a youth football coach, the mother of a
      competitive swimmer;
  (c) religious or cultural practice and study: a Buddhist lay vegetarian on
      pilgrimages, a PhD student with conference deadlines, a calligraphy
      teacher, a Hui Muslim engineer.
12 invented accounts. Two of them share user_id "u_wangjing" under two
different tenant_id values (they are different people). Each account has
10-12 hand-written core memories (third person, "用户…", dated 2024-06..2026-11,
+08:00) including superseded facts (moved city, changed medicine, switched
plan, changed rules) stored as plain dated memories, and dated plans that have
passed by probe time (some with valid_until, some left for the engine to infer
from the content, e.g. "2026年春节", "国庆"). Each account also holds about 140
background statements sampled with a fixed seed from background_pool.POOL:
the pool is shuffled once per account and walked in that fixed order, so an
exclusion only replaces the excluded statement. Per-account exclusions drop
statements that would contradict the core facts (age, job, health, faith,
family); current-pet statements are dropped for everyone because a pet is a
real travel constraint; statements naming a place that appears in the
account's core memories or in its non-abstention, non-bg probes, or containing
one of its forbid keywords, are dropped too. Background statements that a
careful assistant would also want for a probe are labelled relevant. Every
probe is asked after all of its account's memories were created. Two probes of
the shared user_id carry forbid keywords taken from the other tenant's
account (cross-tenant leak check).

Probe kinds (112 probes, ids "h18-<kind>-NNN")
---------------------------------------------
| kind   | count | what it tests                                              |
|--------|-------|------------------------------------------------------------|
| para   | 42    | indirect paraphrase of one or two memories, few shared     |
|        |       | characters with the stored text                            |
| task   | 24    | planning request needing 3-5 memories, some reachable only |
|        |       | through world knowledge (城市→省份, 别称, 节日日期 …)           |
| direct | 10    | question naming the stored fact plainly                    |
| abst   | 20    | nothing stored applies (relevant = []): small talk,        |
|        |       | general knowledge, requests on behalf of someone else      |
| expiry | 10    | a superseded / expired memory must not come back (forbid); |
|        |       | relevant = the current memory                              |
| bg     | 6     | only sampled background statements are relevant           |

Usage
-----
  python -B build_holdout18.py            write zh_retrieval_holdout18.json
  python -B build_holdout18.py --check    rebuild in memory, compare bytes
  python -B build_holdout18.py --report   counts per probe kind / account
  python -B build_holdout18.py --dump-bg  each account's sampled background
"""

import json
import os
import random
import sys
from datetime import datetime, timedelta, timezone

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
from background_pool import POOL, PLACE_WORDS  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout18.json")
SEED = 18018
N_BG = 142          # sampled before the probe-dependent filters
TZ = timezone(timedelta(hours=8))
KINDS = ["para", "task", "direct", "abst", "expiry", "bg"]
TARGET = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}

# statements that do not fit an older account (age 45+)
OLDER_DROP = ["参加工作的第五年", "弟弟在读大学", "外婆今年九十", "给爷爷买",
              "侄子刚上小学", "考在职研究生", "堂弟今年考上"]


# --------------------------------------------------------------------------
# background pool
# --------------------------------------------------------------------------
def parse_pool():
    items, topic, mtype = [], None, None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            end = line.index("]")
            tags = [t.strip() for t in line[1:end].split(",") if t.strip()]
            line = line[end + 1:].strip()
        items.append({"idx": len(items), "topic": topic, "type": mtype,
                      "tags": tags, "text": line})
    return items


PITEMS = parse_pool()


def families():
    fam = {}
    for it in PITEMS:
        for t in it["tags"]:
            if ":" in t:
                f, c = t.split(":", 1)
                fam.setdefault(f, set()).add(c)
    return {f: sorted(cs) for f, cs in sorted(fam.items())}


FAMILIES = families()


def ts(s):
    """'2025-03-14 09:20' -> ISO with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def places_in(text):
    return [p for p in PLACE_WORDS if p in text]


# --------------------------------------------------------------------------
# accounts
# --------------------------------------------------------------------------
ACCOUNTS = []


def account(**kw):
    ACCOUNTS.append(kw)


# ==========================================================================
# A1  caregiving: mother with dementia (成都)
# ==========================================================================
account(
    key="zhy", user_id="u_zhouhaiyan", tenant_id="default",
    clusters={"car": None, "parents": None, "pet": None, "commute": "metro"},
    drop_topics=[], no_active=True,
    drop_text=OLDER_DROP + ["父母", "父亲", "外婆", "爷爷", "奶奶", "给家里打视频", "弟弟"],
    memories=[
        ("c01", "profile", 0.7, "2024-06-14 09:20",
         "用户在成都一家会计师事务所做审计，每年1月到4月是忙季，基本请不了长假", None),
        ("c02", "relation", 1.0, "2024-06-20 21:05",
         "用户的母亲七十八岁，确诊阿尔茨海默病中期，跟用户一起住，出门必须有人全程陪着", None),
        ("c03", "preference", 0.9, "2024-09-10 22:14",
         "用户说母亲到了陌生地方夜里容易躁动、找不到卫生间，住宿要选带独立卫生间、能留小夜灯的房间，而且一趟行程最好只住同一家", None),
        ("c04", "fact", 0.8, "2024-11-02 19:40",
         "用户的母亲每天早晚各吃一片多奈哌齐", None),
        ("c05", "fact", 0.9, "2025-10-15 20:30",
         "用户的母亲现在改吃美金刚了，医生交代每晚八点准时服用，不能漏", None),
        ("c06", "relation", 0.6, "2024-08-20 12:10",
         "用户的哥哥在重庆工作，逢长假可以接手照顾母亲几天", None),
        ("c07", "relation", 0.8, "2026-03-05 18:25",
         "用户的哥哥今年春天被公司派驻乌鲁木齐，这两年都没法回来帮忙照顾母亲了", None),
        ("c08", "event", 0.6, "2025-12-20 21:45",
         "用户打算2026年春节带母亲回宜宾老家住一周", None),
        ("c09", "preference", 0.8, "2025-05-12 08:50",
         "用户的母亲听到机场广播、过安检都会很紧张，所以带母亲出门只坐高铁不坐飞机，单程最好在三小时以内", None),
        ("c10", "fact", 0.7, "2025-07-08 13:05",
         "用户给母亲戴了一个带GPS定位的手环，手机上装了配套App，可以看老人的实时位置", None),
        ("c11", "event", 0.6, "2026-09-01 22:30",
         "用户计划国庆假期带母亲去乐山住两晚，已经订好了大佛景区附近的一家民宿", "2026-10-08 00:00"),
        ("c12", "preference", 0.7, "2026-06-10 10:15",
         "用户自己有腰椎间盘突出，久坐开车会疼，自驾单程不要超过两小时", None),
    ],
    probes=[
        ("para", "2026-11-08 20:10", "这周末想带老太太出去透透气，晚上落脚的地方你帮我把把关", ["c02", "c03"]),
        ("para", "2026-11-12 21:30", "老人家睡前那颗药快见底了，出门三天得备几粒？", ["c05"], [["多奈哌齐"]]),
        ("para", "2026-11-15 09:00", "最近腰又不太舒服，想自己开车跑趟远门，单程五六个钟头，你看行不行", ["c12"]),
        ("para", "2026-11-20 19:45", "担心老太太在古镇人挤人的地方一转身就找不着了，有什么办法", ["c10", "c02"]),
        ("task", "2026-12-02 20:00", "元旦想带我妈出门两三天，帮我排个行程，从家里出发", ["c01", "c02", "c03", "c05", "c09"], [["乐山"]]),
        ("task", "2026-12-10 21:15", "明年二月底所里要派我去外地驻场两周，家里老人那边我得提前怎么安排？", ["c02", "c07", "c05", "p221"], [["重庆"]]),
        ("direct", "2026-11-25 12:30", "我哥现在被派到哪个城市了？", ["c07"], [["重庆"]]),
        ("abst", "2026-11-18 22:00", "都江堰为什么两千多年了还能用？给我讲讲原理", []),
        ("abst", "2026-12-05 13:20", "我同事下个月去越南，问电子签怎么办，你帮她查一下", []),
        ("bg", "2026-11-28 20:40", "同事想春天去看油菜花，让我推荐，我自己那年是去的哪儿来着？", ["p367"]),
    ],
)


# ==========================================================================
# A2  caregiving: son with ADHD (杭州)
# ==========================================================================
account(
    key="yf", user_id="u_yangfan", tenant_id="default",
    clusters={"pet": None},
    drop_topics=[], no_active=False,
    drop_text=["弟弟在读大学", "外婆今年九十"],
    memories=[
        ("c01", "profile", 0.7, "2024-06-25 10:00",
         "用户在杭州一家互联网公司做产品经理，周末偶尔要远程处理线上问题", None),
        ("c02", "relation", 1.0, "2024-07-02 21:30",
         "用户的儿子乐乐九岁，确诊注意力缺陷多动障碍（ADHD），排队或干等超过二十分钟就容易情绪失控", None),
        ("c03", "fact", 0.8, "2024-10-15 20:10",
         "用户的儿子每天早上七点吃一粒专注达（哌甲酯缓释片），这是精神类管控药品，出境要带医院开的诊断证明和处方", None),
        ("c04", "fact", 0.9, "2026-04-20 22:00",
         "用户的儿子今年换成了择思达（托莫西汀），改成每天晚饭后吃一粒，医生说它不属于管控药品，但出境最好还是带上处方", None),
        ("c05", "preference", 0.8, "2025-03-08 09:30",
         "用户说带儿子出门要安排能动手、能跑跳的项目，比如科技馆、农场，只能静静看的展馆他坚持不了半小时", None),
        ("c06", "preference", 0.7, "2024-12-01 19:00",
         "用户一家订酒店尽量要套间或家庭房，儿子情绪上来时需要一个单独的小空间安静下来", None),
        ("c07", "relation", 0.6, "2024-09-12 12:00",
         "用户的妻子是小学老师，只有寒暑假能一起出远门", None),
        ("c08", "event", 0.5, "2025-06-10 21:00",
         "用户计划2025年暑假送儿子去内蒙古参加一个七天的草原骑马夏令营", "2025-08-31 23:59"),
        ("c09", "fact", 0.7, "2025-09-20 08:40",
         "用户的儿子每周六上午在杭州一家机构做感统训练和行为治疗，尽量不要缺课", None),
        ("c10", "fact", 0.6, "2026-01-12 20:20",
         "用户的儿子坐长途汽车容易晕车，飞机两小时以内还能接受", None),
        ("c11", "event", 0.8, "2026-09-15 21:10",
         "用户打算2027年寒假带全家去广州长隆玩四天，乐乐点名要去看熊猫三胞胎", None),
        ("c12", "preference", 0.5, "2026-05-03 18:30",
         "用户的儿子特别迷恐龙和火车，路上聊这些话题最能让他安静下来", None),
    ],
    probes=[
        ("para", "2026-10-09 21:40", "要是寒假带娃出境玩一趟，他每天吃的那个药过海关会不会有麻烦？", ["c04"], [["专注达", "哌甲酯"]]),
        ("para", "2026-10-16 12:15", "周六我们那个雷打不动的课能不能挪一挪？想趁周末出去两天", ["c09"]),
        ("para", "2026-10-24 22:05", "订房的时候有什么要特别跟前台说的吗", ["c06"]),
        ("para", "2026-11-02 20:30", "孩子在路上闹起来的时候，拿什么哄他最管用", ["c12", "c02"]),
        ("task", "2026-12-08 21:00", "寒假那趟广东之行帮我细化一下：交通、住宿、每天怎么玩", ["c11", "c05", "c06", "c10", "c02"]),
        ("task", "2026-11-22 10:30", "下个月想趁周末带老婆孩子在省内找个地方过两天，推荐一下", ["c01", "c05", "c09", "c10", "p372"], [["内蒙古", "骑马"]]),
        ("direct", "2026-11-10 09:15", "我儿子现在吃的是什么药？", ["c04"], [["专注达", "哌甲酯"]]),
        ("abst", "2026-10-30 23:10", "随便聊聊，你觉得旅行的意义是什么？", []),
        ("abst", "2026-11-26 19:00", "我表弟要去西安读大学，帮他看看西安有哪些好玩的地方", []),
        ("bg", "2026-12-01 22:20", "同事问哪儿能赶上泼水节，我记得我去过一次，是在哪儿来着？", ["p391"]),
    ],
)


# ==========================================================================
# A3  caregiving: husband in stroke rehabilitation (济南); shares user_id
#     "u_wangjing" with A9 under another tenant
# ==========================================================================
account(
    key="wjj", user_id="u_wangjing", tenant_id="jiayou-travel",
    clusters={"car": None, "pet": None, "parents": "retired"},
    drop_topics=[], no_active=False,
    drop_text=OLDER_DROP,
    memories=[
        ("c01", "profile", 0.6, "2024-06-08 09:00",
         "用户在济南一家国有银行的支行做运营主管", None),
        ("c02", "relation", 1.0, "2024-08-15 20:40",
         "用户的丈夫老赵前年脑梗后左侧偏瘫，现在还在做康复，出门要坐轮椅，短距离能拄四脚拐走几步", None),
        ("c03", "fact", 0.8, "2024-10-10 18:30",
         "用户的丈夫每周一三五下午在市中心医院康复科做训练", None),
        ("c04", "fact", 0.8, "2026-02-20 21:00",
         "用户的丈夫从今年三月起改到家附近的社区康复中心训练，时间换成了每周二、周四上午", None),
        ("c05", "preference", 0.9, "2025-01-15 19:20",
         "用户订酒店必须是无障碍客房，卫生间要有扶手，淋浴间不能有台阶", None),
        ("c06", "preference", 0.7, "2025-04-02 10:10",
         "用户出行优先坐高铁，会提前在12306申请重点旅客服务，让车站安排轮椅和上车协助", None),
        ("c07", "relation", 0.6, "2024-12-12 21:15",
         "用户的女儿在南京读研究生，放假偶尔能回济南搭把手", None),
        ("c08", "relation", 0.7, "2026-07-10 20:00",
         "用户的女儿研究生毕业后留在苏州工作了，在一家外企做财务", None),
        ("c09", "event", 0.5, "2025-08-20 22:00",
         "用户计划国庆期间带丈夫去威海海边住几天", "2025-10-08 00:00"),
        ("c10", "fact", 0.8, "2025-06-18 08:30",
         "用户的丈夫血压偏高，每天早上吃一片氨氯地平，还要长期吃阿司匹林预防再次中风", None),
        ("c11", "preference", 0.6, "2025-11-05 20:45",
         "用户说丈夫坐久了腿脚会肿，开车出远门每两个小时要停下来让他活动一下", None),
        ("c12", "event", 0.7, "2026-08-28 21:30",
         "用户打算等丈夫状态稳定些，2027年春天带他去苏州看女儿", None),
    ],
    probes=[
        ("para", "2026-09-20 20:00", "下个月想带老伴出去转转，住的地方要注意些什么", ["c05", "c02"], [["威海"]]),
        ("para", "2026-09-27 21:10", "坐火车那头能不能有人帮忙把他推上车？", ["c06", "c02"]),
        ("para", "2026-10-12 19:30", "他每天那两样药，出门一礼拜该怎么带", ["c10"]),
        ("para", "2026-10-20 20:15", "要是自驾的话，路上要不要多歇几回？他那腿你还记得吧", ["c11", "c02"]),
        ("task", "2026-11-05 21:00", "明年春天去看闺女那趟，帮我先把交通和住宿想好", ["c12", "c08", "c06", "c05", "c02"], [["南京"]]),
        ("task", "2026-10-28 20:30", "想挑丈夫不用去训练的日子，带他去泉城周边泡个温泉，住一晚就回，哪天出发合适？", ["c04", "c02", "c05", "c11", "c01"], [["一三五", "市中心医院"]]),
        ("direct", "2026-11-12 12:00", "我女儿现在在哪个城市工作？", ["c08"], [["南京"], ["古筝"]]),
        ("abst", "2026-10-05 15:00", "趵突泉和黑虎泉哪个名气更大？", []),
        ("abst", "2026-11-18 20:00", "帮我邻居查一下明天济南飞三亚最早的航班", []),
        ("expiry", "2026-09-15 19:00", "老赵现在每周哪几天去做康复？我想排个短途", ["c04"], [["一三五", "市中心医院"]]),
    ],
)

# ==========================================================================
# A4  sports: marathon runner (长沙)
# ==========================================================================
account(
    key="xc", user_id="u_xuchen", tenant_id="default",
    clusters={"pet": None},
    drop_topics=[], no_active=False,
    drop_text=["刚跑完人生第一个半程", "一双运动鞋能穿三四年"],
    memories=[
        ("c01", "profile", 0.6, "2024-06-03 12:00",
         "用户在长沙一家工程机械公司做结构工程师", None),
        ("c02", "profile", 0.9, "2024-06-30 21:00",
         "用户是业余马拉松跑者，全马最好成绩三小时零八分，目标是跑进三小时", None),
        ("c03", "preference", 0.8, "2024-09-05 20:30",
         "用户比赛前两天开始碳水加载，赛前一晚不吃辛辣和油炸的东西", None),
        ("c04", "preference", 0.8, "2025-02-11 22:00",
         "用户比赛时住宿要离起点步行十五分钟以内，因为比赛日清晨五点就得起床", None),
        ("c05", "event", 0.6, "2025-12-15 19:00",
         "用户中签了2026年3月底的无锡马拉松，打算在那场冲击三小时", "2026-03-31 23:59"),
        ("c06", "fact", 0.7, "2025-05-20 21:30",
         "用户右膝有髂胫束综合征，跑完长距离要冰敷，出门行李里常备泡沫轴", None),
        ("c07", "fact", 0.8, "2026-06-02 20:00",
         "用户的膝伤已经养好了，现在的问题是左脚足底筋膜炎，医生建议比赛时贴肌效贴，晚上睡觉戴夜间支具", None),
        ("c08", "event", 0.7, "2026-07-20 21:40",
         "用户打算报名2026年11月底的上海马拉松，作为今年的主力赛", None),
        ("c09", "relation", 0.6, "2024-11-20 19:50",
         "用户的女朋友小雅不跑步，陪他去比赛时喜欢逛当地的老街、吃小吃", None),
        ("c10", "event", 0.8, "2026-09-12 22:10",
         "用户今年的主力赛改成了2026年12月的广州马拉松，名额已经确认", None),
        ("c11", "preference", 0.6, "2025-08-08 18:00",
         "用户坐飞机去比赛时跑鞋和计时芯片都随身带，不放托运行李", None),
        ("c12", "fact", 0.6, "2026-10-05 11:00",
         "用户公司十二月要做年度总结，比赛前后最多只能请两天假", None),
    ],
    probes=[
        ("para", "2026-10-14 21:00", "比赛前那两天吃饭有啥讲究？帮我挑馆子的时候留意一下", ["c03"]),
        ("para", "2026-10-22 20:10", "坐航班过去的话，比赛要穿的那双鞋能跟箱子一起交给航空公司吗？", ["c11"]),
        ("para", "2026-10-30 22:30", "跑完回到酒店，脚底那个老毛病怎么护理，行李里要备啥？", ["c07"], [["髂胫束"]]),
        ("para", "2026-11-06 19:40", "比赛那天我家那位想自己去转转，有什么地方适合她？", ["c09", "c10"]),
        ("task", "2026-11-15 20:20", "帮我安排年底那场比赛：几号出发、住哪、前一晚吃什么", ["c10", "c12", "c04", "c03"], [["上海"]]),
        ("task", "2026-11-25 21:30", "明年春天想找一场适合冲破三的比赛，最好小雅也能逛逛吃吃，帮我挑一下", ["c02", "c07", "c09", "p033"], [["髂胫束"]]),
        ("direct", "2026-10-18 12:10", "我全马最好成绩是多少来着？", ["c02"]),
        ("abst", "2026-11-02 23:00", "马拉松为什么是42.195公里？", []),
        ("abst", "2026-11-20 12:30", "同事想去大理拍婚纱照，帮她推荐几家靠谱的工作室", []),
        ("expiry", "2026-10-26 21:00", "今年的主力赛是哪一场？帮我看看报名后还要准备啥", ["c10"], [["上海"]]),
    ],
)

# ==========================================================================
# A5  sports: amateur go player on tournaments (合肥)
# ==========================================================================
account(
    key="slw", user_id="u_sunliwei", tenant_id="default",
    clusters={"pet": None, "commute": "ebike"},
    drop_topics=[], no_active=False,
    drop_text=OLDER_DROP + ["学下围棋", "弹性打卡", "部门例会", "周五下午一般不安排会议",
                            "趴在工位上", "咖啡", "加班到晚上九点", "新客户", "岩茶", "黄山"],
    memories=[
        ("c01", "profile", 0.8, "2024-06-12 08:30",
         "用户在合肥供电公司做电网调度员，上四休四倒班，下个月的排班表要到月底才出来", None),
        ("c02", "profile", 0.8, "2024-07-19 21:00",
         "用户是业余围棋五段，每年会去外地参加几次业余公开赛", None),
        ("c03", "preference", 0.7, "2024-10-30 22:10",
         "用户比赛期间中午一定要睡一会儿，住宿要选离赛场近、午休能回房间的酒店", None),
        ("c04", "fact", 0.7, "2025-03-12 19:30",
         "用户有慢性胃炎，比赛那几天不喝咖啡和浓茶，只喝温水或淡绿茶", None),
        ("c05", "relation", 0.6, "2024-09-09 20:20",
         "用户的儿子一鸣十一岁，也在学围棋，现在业余二段，常跟着用户一起去外地比赛", None),
        ("c06", "relation", 0.8, "2026-06-25 21:30",
         "用户的儿子今年进了北京一家围棋道场冲职业定段，平时住在道场，不再跟用户一起去比赛了", None),
        ("c07", "event", 0.5, "2026-08-02 20:00",
         "用户打算国庆去衢州烂柯山参加围棋文化节的业余赛", None),
        ("c08", "event", 0.9, "2026-09-20 21:45",
         "用户报名了12月中旬在成都举办的全国业余围棋锦标赛，这是今年最看重的一场", None),
        ("c09", "preference", 0.6, "2025-07-21 12:00",
         "用户倒完夜班不想赶早班飞机，外出比赛更愿意坐高铁", None),
        ("c10", "fact", 0.3, "2025-11-11 22:30",
         "用户出去比赛会带一副自己的云子和棋钟，晚上在酒店复盘", None),
        ("c11", "preference", 0.7, "2026-02-14 23:00",
         "用户在陌生地方睡眠浅，订房要安静、远离电梯，行李里总带着眼罩和耳塞", None),
        ("c12", "relation", 0.5, "2024-12-05 18:40",
         "用户的妻子在合肥开了一家牛肉面馆，周末基本走不开", None),
    ],
    probes=[
        ("para", "2026-10-12 21:00", "下周出门下棋，白天想找地方眯一会儿，住哪儿合适？", ["c03"]),
        ("para", "2026-10-19 22:40", "在外面老是睡不踏实，这回订房跟前台提点啥要求？", ["c11"]),
        ("para", "2026-10-27 12:20", "赛场边上找个喝东西的地方，我这肚子有什么要避开的来着？", ["c04"]),
        ("para", "2026-11-03 20:30", "想顺路去京城看看在那儿学棋的孩子，怎么安排比较好", ["c06"]),
        ("task", "2026-11-10 21:15", "年底那场全国业余赛帮我排一下行程，我的班表还没出来", ["c08", "c01", "c09", "c03", "c11"], [["衢州"]]),
        ("task", "2026-11-18 19:50", "趁着休班那几天想带老婆去周边走走，别太远", ["c01", "c12", "c11"]),
        ("direct", "2026-10-15 12:00", "我现在围棋是业余几段？", ["c02"]),
        ("abst", "2026-10-23 23:00", "围棋里的“大雪崩”定式是怎么来的？", []),
        ("abst", "2026-11-28 13:00", "帮我朋友查一下合肥到九华山的大巴时刻表", []),
        ("expiry", "2026-11-24 20:10", "这次比赛我儿子能跟我一块儿去吗？要不要多订一张票", ["c06"], [["业余二段", "常跟着"]]),
    ],
)

# ==========================================================================
# A6  sports: youth football coach (大连)
# ==========================================================================
account(
    key="zk", user_id="u_zhoukai", tenant_id="default",
    clusters={"pet": None},
    drop_topics=["work"], no_active=False,
    drop_text=["公司", "教师资格证", "周报"],
    memories=[
        ("c01", "profile", 0.8, "2024-06-05 17:30",
         "用户在大连一所小学当体育老师，兼任学校U11男子足球队的主教练", None),
        ("c02", "fact", 0.8, "2024-08-22 21:00",
         "用户带队外出比赛一般是16名球员加两名家长志愿者，住宿要按三人间统一安排", None),
        ("c03", "preference", 0.7, "2025-03-28 20:15",
         "用户带学生出行按学校规定不能坐卧铺和夜间长途大巴，优先订高铁团体票", None),
        ("c04", "fact", 0.9, "2025-05-09 19:40",
         "用户队里有两名球员对花生严重过敏，订餐必须提前跟酒店和餐厅沟通", None),
        ("c05", "fact", 0.7, "2024-11-14 12:30",
         "用户每次带队外出要提前两周向区教育局报备行程", None),
        ("c06", "fact", 0.8, "2026-03-02 18:00",
         "用户所在的区今年改了规定，带学生外出比赛要提前一个月报备，还得给每个孩子买短期意外险", None),
        ("c07", "event", 0.5, "2025-06-01 20:40",
         "用户计划2025年7月带队去青岛参加全国校园足球夏令营", "2025-07-31 23:59"),
        ("c08", "event", 0.9, "2026-09-05 21:20",
         "用户的球队拿到了2027年1月昆明冬训邀请赛的名额，打算寒假带队去一周", None),
        ("c09", "relation", 0.5, "2025-01-10 22:00",
         "用户的妻子在大连一家医院当护士，三班倒", None),
        ("c10", "preference", 0.5, "2025-10-18 20:00",
         "用户习惯在比赛结束后给孩子们安排半天的城市参观，当作奖励", None),
        ("c11", "relation", 0.6, "2024-09-30 19:10",
         "用户的助理教练韩磊每次外出比赛都跟队，负责后勤和联系家长", None),
        ("c12", "relation", 0.7, "2026-04-15 21:35",
         "用户的助理教练韩磊今年去沈阳体育学院进修一年，用户外出比赛只能一个人带队，得多找家长帮忙", None),
    ],
    probes=[
        ("para", "2026-09-18 20:00", "给孩子们订饭的时候，有什么必须先跟餐厅打招呼的？", ["c04"]),
        ("para", "2026-09-29 21:30", "打完比赛想带娃们在当地逛逛，有什么安排思路？", ["c10"]),
        ("para", "2026-10-10 19:20", "这回出去住宿，房间按几个人一间订？总共多少人？", ["c02"]),
        ("para", "2026-10-21 22:00", "这次出门除了我还有哪个大人能搭把手？", ["c12", "c02"], [["负责后勤"]]),
        ("task", "2026-11-04 20:40", "寒假云南那场比赛，帮我把交通和住宿先排一下", ["c08", "c02", "c03"]),
        ("task", "2026-11-15 21:00", "下个月想带队去沈阳打场友谊赛，顺便看看韩教练，现在要先办哪些手续？", ["c06", "c12", "c02"], [["两周"]]),
        ("direct", "2026-10-02 12:30", "我老婆在哪儿上班、排班是怎样的来着？", ["c09"]),
        ("abst", "2026-10-26 23:10", "现在足球比赛的越位是怎么判的？", []),
        ("abst", "2026-11-20 19:30", "帮邻居家孩子看看大连今年寒假有哪些冬令营", []),
        ("expiry", "2026-10-15 20:20", "带学生出去比赛，现在要提前多久报备？", ["c06"], [["两周"]]),
    ],
)

# ==========================================================================
# A7  religious practice: Buddhist lay vegetarian on pilgrimages (宁波)
# ==========================================================================
account(
    key="lgf", user_id="u_liuguifang", tenant_id="default",
    clusters={"pet": None, "parents": None, "car": "none", "commute": None,
              "books": "paper", "mobilegame": "no"},
    drop_topics=["work", "tech", "games", "family"], no_active=True,
    drop_text=OLDER_DROP + ["钓鱼", "献血", "父母", "考", "实习", "室友", "年终奖", "正畸",
                            "长痘", "加班", "房贷", "公司", "周报", "996", "剧本杀", "App",
                            "网上", "二手平台", "88VIP", "比价插件", "电商", "直播",
                            "年轻人", "房租", "腱鞘炎", "线上", "豆瓣", "B站", "随手记",
                            "PS", "Excel", "博客", "微博", "读博", "血压", "机械工程",
                            "电子产品"],
    memories=[
        ("c01", "profile", 0.6, "2024-06-11 09:30",
         "用户退休前是宁波一家纺织厂的会计，今年六十三岁", None),
        ("c02", "preference", 1.0, "2024-06-11 09:40",
         "用户是在家居士，吃全素，葱、蒜、韭菜这些五辛也不吃，鸡蛋也不碰", None),
        ("c03", "preference", 0.7, "2024-09-19 20:00",
         "用户朝山时喜欢住寺院的居士寮房，或者寺庙附近的素斋客栈", None),
        ("c04", "fact", 0.8, "2025-02-26 15:20",
         "用户有高血压，膝关节也有退行性病变，台阶爬多了膝盖会肿，上山尽量坐索道", None),
        ("c05", "event", 0.5, "2024-10-05 19:00",
         "用户计划2025年农历二月十九观音诞去普陀山进香", "2025-03-19 00:00"),
        ("c06", "event", 0.6, "2025-11-02 20:30",
         "用户打算2026年夏天跟同修一起去五台山朝台", None),
        ("c07", "event", 0.8, "2026-05-10 21:00",
         "用户因为膝盖不好取消了原先的夏季朝台计划，改成2027年春天去九华山，坐车上到九华街礼拜地藏菩萨，不爬天台峰", None),
        ("c08", "relation", 0.6, "2024-12-20 19:10",
         "用户常跟居士林的几位同修结伴出行，领队是王师兄", None),
        ("c09", "fact", 0.7, "2025-07-07 06:30",
         "用户每天早晚各做一个小时功课念经，出门也不间断，住处要有个安静的角落", None),
        ("c10", "preference", 0.6, "2025-04-18 20:45",
         "用户不会用手机订票，行程一般由在杭州工作的女儿帮忙在网上订", None),
        ("c11", "event", 0.5, "2026-08-20 19:30",
         "用户计划国庆跟同修去天台山国清寺参加七天禅修", None),
        ("c12", "fact", 0.6, "2026-03-03 10:00",
         "用户坐车容易晕，长途大巴要坐前排，出门常备晕车贴", None),
    ],
    probes=[
        ("para", "2026-10-20 19:00", "山上吃饭不方便，像我这样的，要提前备点什么吃的？", ["c02"]),
        ("para", "2026-10-28 20:10", "出门在外，每天的定课怎么保证？住的地方有什么讲究", ["c09", "c03"]),
        ("para", "2026-11-05 09:20", "这回又要坐长途汽车，我那个老毛病犯起来难受，选位置有讲究吗", ["c12"]),
        ("task", "2026-11-15 19:30", "明年春天去安徽那座地藏菩萨的道场，帮我看看上山下山怎么走、在山上吃什么", ["c07", "c04", "c02", "c12"], [["五台山"]]),
        ("task", "2026-11-25 20:00", "下个月想跟居士林的师兄师姐去趟普陀山，一天来回，票谁来订、路上怎么走比较好", ["c08", "c10", "c12", "c01", "c04"], [["观音诞"], ["国清寺"]]),
        ("direct", "2026-10-24 12:00", "我平时是谁帮我在网上订车票的？", ["c10"]),
        ("abst", "2026-10-30 15:00", "今天阳光真好，你那边天气怎么样？", []),
        ("abst", "2026-12-02 19:00", "帮我侄子查查去新西兰留学签证要准备哪些材料", []),
        ("expiry", "2026-11-10 20:30", "明年朝山的地方定下来了吧？我记得中间改过一次", ["c07"], [["五台山"]]),
        ("bg", "2026-11-19 21:00", "我记得有一回爬山赶上大雨，淋得透湿，是哪座山来着？", ["p380"]),
    ],
)

# ==========================================================================
# A8  study: PhD student with conference deadlines (西安)
# ==========================================================================
account(
    key="zyt", user_id="u_zhengyutong", tenant_id="default",
    clusters={"pet": None, "housing": None, "car": "none", "commute": None},
    drop_topics=["work"], no_active=False,
    drop_text=["年终奖", "机械工程", "在职研究生", "参加工作", "公司", "房贷", "专项附加扣除",
               "个人养老金", "教师资格证", "带新人", "实习生"],
    memories=[
        ("c01", "profile", 0.8, "2024-06-17 23:10",
         "用户在西安一所高校读计算机博士，研究方向是语音识别", None),
        ("c02", "fact", 0.7, "2024-09-03 16:00",
         "用户出差的钱从导师课题经费里报销，住宿标准是一晚不超过五百元，机票只能订经济舱", None),
        ("c03", "fact", 0.8, "2026-03-18 14:30",
         "用户的学校今年调整了差旅标准，博士生住宿上限提到一晚六百五十元，机票仍然只能订经济舱，出国开会的注册费也能报销了", None),
        ("c04", "event", 0.5, "2025-01-20 22:00",
         "用户要去海得拉巴参加2025年4月的ICASSP，这是用户第一次出国开会", "2025-04-12 00:00"),
        ("c05", "event", 0.9, "2026-11-01 22:40",
         "用户的论文被录用了，12月中旬要去新加坡参加学术会议做口头报告", None),
        ("c06", "preference", 0.6, "2024-11-08 01:20",
         "用户论文截稿前一周不出门，任何行程都要避开截稿日", None),
        ("c07", "fact", 0.6, "2025-08-30 21:00",
         "用户的护照2026年2月到期，需要提前换发", None),
        ("c08", "fact", 0.7, "2026-01-22 11:00",
         "用户已经在西安出入境换好了新护照，有效期到2036年", None),
        ("c09", "preference", 0.6, "2025-05-06 20:00",
         "用户在飞机上睡不着，长途航班宁可选白天起飞的", None),
        ("c10", "relation", 0.5, "2025-10-10 21:30",
         "用户的男朋友在成都工作，两人差不多每个月见一次面", None),
        ("c11", "fact", 0.7, "2026-06-09 23:50",
         "用户下一篇论文的截稿日是2027年1月10日", None),
        ("c12", "preference", 0.5, "2024-07-25 22:20",
         "用户开会时喜欢住在会场步行能到的地方，方便中午回房间改幻灯片", None),
    ],
    probes=[
        ("para", "2026-11-03 21:00", "去狮城那趟，回程航班选夜里的还是白天的好？", ["c05", "c09"]),
        ("para", "2026-11-07 22:30", "想找个周末去看看我对象，坐什么过去比较方便？", ["c10", "c01"]),
        ("para", "2026-11-11 13:00", "开会那几天住得离报告厅远一点没关系吧？", ["c12"]),
        ("task", "2026-11-14 20:00", "新加坡开会那趟先帮我把酒店定了，注意报销规定", ["c05", "c03", "c12"], [["五百元"]]),
        ("task", "2026-11-20 21:10", "寒假想去成都陪男朋友过元旦，待一周，帮我看看时间排得开吗", ["c10", "c11", "c06"]),
        ("direct", "2026-11-09 12:00", "我的新护照有效期到哪一年？", ["c08"], [["到期"]]),
        ("abst", "2026-11-05 16:00", "帮我导师查一下下周去北京的高铁票", []),
        ("abst", "2026-11-24 23:30", "给我讲讲傅里叶变换的直观理解", []),
        ("expiry", "2026-11-17 15:30", "学校现在出差住宿一晚能报多少？", ["c03"], [["五百元"]]),
    ],
)

# ==========================================================================
# A9  cultural practice: calligraphy teacher (绍兴); shares user_id
#     "u_wangjing" with A3 under another tenant
# ==========================================================================
account(
    key="wjs", user_id="u_wangjing", tenant_id="mobi-trip",
    clusters={"pet": None},
    drop_topics=["work"], no_active=False,
    drop_text=["学过一年书法", "腱鞘炎，是鼠标", "公司", "项目管理"],
    memories=[
        ("c01", "profile", 0.8, "2024-06-22 10:00",
         "用户在绍兴开了一家书法工作室，平时教小学生和成人班写毛笔字", None),
        ("c02", "fact", 0.7, "2024-08-09 21:00",
         "用户工作室周六周日全天排满了课，只有周一休息", None),
        ("c03", "fact", 0.8, "2026-02-28 20:30",
         "用户今年把工作室的休息日从周一改成了周二、周三两天", None),
        ("c04", "preference", 0.8, "2024-11-26 19:40",
         "用户出门最爱看碑林和摩崖石刻，每到一个地方都要去当地博物馆看书画藏品", None),
        ("c05", "fact", 0.7, "2025-03-14 20:10",
         "用户出远门会随身带一套笔墨和毛毡，宣纸要卷起来放在画筒里，不能折", None),
        ("c06", "event", 0.5, "2025-03-01 21:00",
         "用户计划2025年清明带学生去西安碑林临帖", None),
        ("c07", "event", 0.9, "2026-09-18 22:00",
         "用户的作品入选了全国书法展，2027年1月要去郑州参加开幕式", None),
        ("c08", "relation", 0.6, "2025-06-30 20:00",
         "用户的女儿十二岁，在学古筝，寒暑假会跟着一起出门", None),
        ("c09", "fact", 0.8, "2025-10-09 18:30",
         "用户右手腕有腱鞘炎，提不了重行李箱", None),
        ("c10", "preference", 0.6, "2024-12-12 21:20",
         "用户喜欢住老宅改的民宿，不喜欢连锁商务酒店", None),
        ("c11", "event", 0.5, "2026-06-15 20:40",
         "用户打算2026年国庆带女儿去曲阜看孔庙碑刻", None),
        ("c12", "preference", 0.5, "2026-07-20 19:00",
         "用户吃不了太辣的，点菜最多微辣", None),
    ],
    probes=[
        ("para", "2026-10-08 20:00", "出门带的那些写字家伙，怎么装才不会弄坏？", ["c05"]),
        ("para", "2026-10-18 21:30", "到了开封，你知道我最想逛的是哪类地方吧？帮我找几个", ["c04"]),
        ("para", "2026-10-29 19:10", "这次箱子我自己拎得动吗？我这手最近还是老样子", ["c09"]),
        ("task", "2026-11-12 20:30", "一月去河南参加那个展览，帮我把住宿和顺路能看的地方安排一下", ["c07", "c10", "c04", "c09", "c08"]),
        ("task", "2026-11-20 21:00", "想找个我不上课的日子带女儿去杭州看场古筝演出，哪天合适？", ["c03", "c08", "c01"], [["周一休息"], ["外企", "南京"]]),
        ("direct", "2026-10-12 12:00", "我的作品入选的是哪个展？开幕式在哪儿办？", ["c07"]),
        ("abst", "2026-11-26 22:10", "《兰亭序》为什么被称为天下第一行书？", []),
        ("expiry", "2026-11-02 19:30", "我工作室现在每周哪天不上课？想约朋友出去玩一天", ["c03"], [["周一休息"]]),
        ("bg", "2026-11-30 20:15", "下个月想开自己那辆车跑趟远门，它年头不短了，出发前要不要先去检查一下？", ["p422"]),
    ],
)

# ==========================================================================
# A10 caregiving: mother on haemodialysis, toddler at home (南宁)
# ==========================================================================
account(
    key="hw", user_id="u_huangwei", tenant_id="default",
    clusters={"pet": None, "car": None, "parents": None},
    drop_topics=[], no_active=False,
    drop_text=OLDER_DROP + ["父母", "父亲", "给家里打视频"],
    memories=[
        ("c01", "profile", 0.7, "2024-07-08 09:10",
         "用户在南宁一家物流公司做区域经理，经常要去广西各地市出差", None),
        ("c02", "relation", 1.0, "2024-07-20 21:00",
         "用户的母亲六十八岁，尿毒症，每周一、三、五上午要做血液透析，一次四个小时", None),
        ("c03", "fact", 0.9, "2024-10-22 20:30",
         "用户带母亲出远门要提前联系目的地医院预约临时透析，得带上近三个月的化验单和乙肝检查报告", None),
        ("c04", "relation", 0.6, "2025-01-05 19:00",
         "用户的女儿三岁，在上幼儿园小班", None),
        ("c05", "fact", 0.8, "2025-04-11 21:15",
         "用户的母亲透析完半天都没力气，透析当天不能安排长途坐车", None),
        ("c06", "preference", 0.7, "2025-08-19 20:00",
         "用户的母亲要严格控制喝水和吃盐，在外面吃饭得找能做少盐菜的馆子", None),
        ("c07", "relation", 0.6, "2024-09-02 18:00",
         "用户的妻子在南宁开了一家母婴店，平时走不开", None),
        ("c08", "relation", 0.7, "2026-04-12 20:40",
         "用户的妻子今年把店转让了，现在全职在家带孩子，时间灵活了很多", None),
        ("c09", "event", 0.5, "2025-12-28 21:30",
         "用户打算2026年春节带全家回梧州老家过年", None),
        ("c10", "fact", 0.9, "2026-05-30 22:00",
         "用户的母亲今年做了肾移植等待登记，手机要24小时开着，一旦有合适的肾源，要在六小时内赶回南宁的医院", None),
        ("c11", "preference", 0.5, "2025-11-15 19:30",
         "用户一家出门主要自驾，车是一辆七座SUV", None),
    ],
    probes=[
        ("para", "2026-08-10 20:00", "周末带老人出去玩，出发前得先在那边联系好什么？", ["c03", "c02"]),
        ("para", "2026-08-22 21:00", "老太太洗完肾那天下午，能直接开车去北海吗？", ["c05", "c02"]),
        ("para", "2026-09-05 12:30", "在外面吃饭，点菜时要跟服务员交代什么？", ["c06"]),
        ("task", "2026-12-12 20:00", "元旦三天假想带一家老小出去，你看去哪合适、哪天出发？", ["c02", "c05", "c10", "c03", "c11"], [["梧州"]]),
        ("task", "2026-10-20 21:00", "下周要去柳州出差三天，家里那边怎么安排比较稳妥？", ["c02", "c08", "c10"], [["母婴店"]]),
        ("direct", "2026-09-15 09:00", "我妈透析是每周哪几天来着？", ["c02"]),
        ("abst", "2026-11-20 22:00", "广西的米粉有哪些流派？给我科普一下", []),
        ("expiry", "2026-11-03 20:20", "我老婆现在还在看店吗？想让她周中陪老人去复查", ["c08"], [["母婴店"]]),
    ],
)

# ==========================================================================
# A11 sports: mother of a competitive swimmer (福州)
# ==========================================================================
account(
    key="lxy", user_id="u_linxiaoyan", tenant_id="default",
    clusters={"pet": None},
    drop_topics=[], no_active=False,
    drop_text=["弟弟在读大学"],
    memories=[
        ("c01", "profile", 0.6, "2024-06-19 12:40",
         "用户在福州一家保险公司做理赔专员，一年有十天年假", None),
        ("c02", "relation", 0.9, "2024-07-03 21:20",
         "用户的女儿可欣十四岁，是市游泳队的队员，主项是200米蛙泳", None),
        ("c03", "fact", 0.8, "2024-10-01 20:00",
         "用户的女儿是注册运动员，比赛前后在外面不能吃猪牛羊肉和来路不明的保健品，怕瘦肉精影响药检", None),
        ("c04", "preference", 0.7, "2025-02-20 19:30",
         "用户陪女儿比赛时不跟队住，会在队里指定的酒店附近另外订房，方便每天送饭", None),
        ("c05", "fact", 0.7, "2025-05-22 21:00",
         "用户的女儿有过敏性鼻炎，每天用布地奈德鼻喷剂", None),
        ("c06", "fact", 0.8, "2026-03-10 20:15",
         "用户的女儿的过敏性鼻炎改用糠酸莫米松鼻喷剂了，医生嘱咐住酒店最好带自己的枕套", None),
        ("c07", "event", 0.5, "2025-06-12 20:30",
         "用户要陪女儿去2025年8月初在泉州举办的省运会游泳比赛", "2025-08-10 00:00"),
        ("c08", "event", 0.9, "2026-10-20 21:40",
         "用户的女儿入选了省队集训，2027年1月要去海南陵水冬训一个月", None),
        ("c09", "relation", 0.6, "2024-12-01 22:00",
         "用户的丈夫在远洋货轮上当轮机长，一年有大半年在海上", None),
        ("c10", "preference", 0.6, "2025-09-09 20:20",
         "用户自己晕船，能坐飞机或高铁就不坐轮渡", None),
        ("c11", "event", 0.5, "2026-08-25 21:00",
         "用户打算国庆带女儿去武夷山放松几天", None),
        ("c12", "fact", 0.6, "2026-01-15 19:50",
         "用户的女儿训练期间每天早上五点半就要下水，住的地方离泳池越近越好", None),
    ],
    probes=[
        ("para", "2026-10-28 20:00", "孩子比赛那几天，外面的饭能随便吃吗？", ["c03"]),
        ("para", "2026-11-04 21:30", "孩子他爸这回能一块儿去看比赛吗？", ["c09"]),
        ("para", "2026-11-12 20:10", "她天还没亮就得泡进池子里练，帮我挑个落脚的地方", ["c12", "c04"]),
        ("task", "2026-11-20 20:40", "一月份孩子去海南集训，我想过去陪一周，帮我安排一下交通和住宿", ["c08", "c10", "c12", "c04", "c01"], [["武夷山"]]),
        ("task", "2026-11-28 21:00", "等孩子集训回来，想带她和她爸一起出去玩几天，什么时候比较好？", ["c09", "c01", "c08"]),
        ("abst", "2026-11-16 22:30", "现代奥运会第一届是哪一年、在哪儿办的？", []),
        ("bg", "2026-12-04 21:10", "朋友想去首尔玩，问我哪块儿人最挤该避开，我记得自己吐槽过，是哪儿来着？", ["p383"]),
        ("expiry", "2026-11-08 19:30", "可欣现在用的是哪种鼻喷？出门前我得备上", ["c06"], [["布地奈德"]]),
    ],
)

# ==========================================================================
# A12 religious practice: Hui Muslim engineer (兰州 -> 银川)
# ==========================================================================
account(
    key="mwt", user_id="u_mawentao", tenant_id="default",
    clusters={"pet": None},
    drop_topics=[], no_active=False,
    drop_text=["弟弟在读大学", "大姨"],
    memories=[
        ("c01", "profile", 0.7, "2024-06-26 10:30",
         "用户在兰州一家建筑设计院做给排水工程师，经常跑西北各地的项目现场", None),
        ("c02", "preference", 1.0, "2024-06-26 10:40",
         "用户是回族穆斯林，只吃清真食品，出门要找有清真认证的餐厅", None),
        ("c03", "preference", 0.8, "2024-09-14 13:00",
         "用户每天要做礼拜，出差前会先查好目的地附近的清真寺，周五尽量去参加主麻聚礼", None),
        ("c04", "event", 0.5, "2025-12-05 20:00",
         "用户打算2026年斋月期间不安排出差", "2026-03-20 00:00"),
        ("c05", "relation", 0.6, "2024-11-03 21:00",
         "用户有两个孩子，大的七岁，小的四岁", None),
        ("c06", "profile", 0.9, "2026-07-01 20:30",
         "用户今年调到了设计院的银川分院，一家人都搬到了银川", None),
        ("c07", "fact", 0.7, "2025-03-22 19:15",
         "用户有二型糖尿病，每天吃二甲双胍，出门要带血糖仪", None),
        ("c08", "event", 0.9, "2026-10-12 21:00",
         "用户计划2027年4月去喀什做一个项目，要在那边待两周", None),
        ("c09", "preference", 0.6, "2025-07-16 18:30",
         "用户不喝酒，商务宴请时不希望被安排在有酒的包间", None),
        ("c10", "event", 0.5, "2025-08-20 21:10",
         "用户计划国庆带孩子去青海湖玩", "2025-10-08 00:00"),
        ("c11", "relation", 0.7, "2026-02-10 20:00",
         "用户的母亲一直想去麦加朝觐，用户打算攒钱过两年陪她去", None),
    ],
    probes=[
        ("para", "2026-10-20 12:00", "出差到外地，饭点找吃的要注意啥？", ["c02", "c09"]),
        ("para", "2026-10-30 20:30", "到那边周五中午我得去个地方，帮我查查附近有没有", ["c03"]),
        ("para", "2026-11-06 21:00", "出门一周，随身要带的药和保健品帮我列个单子", ["c07", "p185"]),
        ("task", "2026-11-18 20:40", "明年四月去南疆那趟，帮我把吃、住和周五的安排想一下", ["c08", "c02", "c03", "c09"]),
        ("task", "2026-11-28 21:20", "想带我妈去沙特朝觐，大概要怎么准备、什么时候去合适？", ["c11", "c07", "c06"]),
        ("abst", "2026-12-03 22:00", "伊斯兰历和公历是怎么换算的？", []),
        ("bg", "2026-12-06 20:45", "表弟暑假想去哈尔滨，问我上回觉得哪条街最热闹，我记得跟你提过，是哪条来着？", ["p368"]),
        ("expiry", "2026-11-10 19:00", "帮我订下周一从家出发去西宁的高铁", ["c06"], [["兰州"]]),
    ],
)

# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
def rand_time(rng, lo, hi):
    span = int((hi - lo).total_seconds() // 60)
    t = lo + timedelta(minutes=rng.randrange(span))
    t = t.replace(hour=rng.randrange(7, 23), second=0, microsecond=0)
    return t


def sample_background(acc):
    """Return list of (pool item, created_at, importance) after all filters."""
    rng = random.Random("%d:%s" % (SEED, acc["key"]))
    # cluster choice per family
    chosen = {}
    for fam, opts in FAMILIES.items():
        if fam in acc["clusters"]:
            chosen[fam] = acc["clusters"][fam]
        else:
            chosen[fam] = rng.choice(opts)
    core_text = "".join(m[4] for m in acc["memories"])
    core_places = set(places_in(core_text))
    order = list(PITEMS)
    rng.shuffle(order)          # fixed per account; filters below never reorder it
    picked = []
    for it in order:
        ok = True
        for t in it["tags"]:
            if t == "active" and acc["no_active"]:
                ok = False
            if ":" in t:
                f, c = t.split(":", 1)
                if chosen[f] != c:
                    ok = False
        if it["topic"] in acc["drop_topics"]:
            ok = False
        if any(w in it["text"] for w in acc["drop_text"]):
            ok = False
        if core_places & set(places_in(it["text"])):
            ok = False
        if ok:
            picked.append(it)
        if len(picked) == N_BG:
            break
    lo = datetime(2024, 6, 1, tzinfo=TZ)
    hi = max(datetime.fromisoformat(ts(m[3])) for m in acc["memories"]) - timedelta(days=1)
    dated = []
    for it in picked:
        r = random.Random("%d:%s:%d" % (SEED, acc["key"], it["idx"]))
        t = rand_time(r, lo, hi)
        imp = r.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6])
        dated.append((it, t.isoformat(), imp))
    # probe-dependent filters
    probe_places, forbid_kw = set(), set()
    for p in acc["probes"]:
        if p[0] not in ("abst", "bg"):
            probe_places |= set(places_in(p[2]))
        for alts in (p[4] if len(p) > 4 else []):
            forbid_kw |= set(alts)
    out = []
    for it, t, imp in dated:
        if probe_places & set(places_in(it["text"])):
            continue
        if any(k in it["text"] for k in forbid_kw):
            continue
        out.append((it, t, imp))
    return out, chosen


def bg_id(acc, it):
    return "%s-p%03d" % (acc["key"], it["idx"])


def build():
    users, counters = [], {k: 0 for k in KINDS}
    errors = []
    global ALL_CONTENT
    ALL_CONTENT = [m[4] for acc in ACCOUNTS for m in acc["memories"]]
    for acc in ACCOUNTS:
        ALL_CONTENT += [it["text"] for it, _, _ in sample_background(acc)[0]]
    for acc in ACCOUNTS:
        key = acc["key"]
        mems = []
        for cid, mtype, imp, created, content, vu in acc["memories"]:
            m = {"id": "%s-%s" % (key, cid), "content": content, "type": mtype,
                 "importance": imp, "created_at": ts(created)}
            if vu:
                m["valid_until"] = ts(vu)
            mems.append(m)
        bg, _ = sample_background(acc)
        for it, t, imp in sorted(bg, key=lambda x: (x[1], x[0]["idx"])):
            mems.append({"id": bg_id(acc, it), "content": it["text"], "type": it["type"],
                         "importance": imp, "created_at": t})
        by_id = {m["id"]: m for m in mems}
        if len(by_id) != len(mems):
            errors.append("%s: duplicate memory ids" % key)
        latest = max(m["created_at"] for m in mems)
        probes = []
        for p in acc["probes"]:
            kind, at, query, rel = p[0], ts(p[1]), p[2], p[3]
            forbid = p[4] if len(p) > 4 else []
            counters[kind] += 1
            pid = "h18-%s-%03d" % (kind, counters[kind])
            rel_ids = []
            for r in rel:
                rid = "%s-%s" % (key, r)
                if rid not in by_id:
                    errors.append("%s: unknown/unsampled relevant %s" % (pid, rid))
                rel_ids.append(rid)
            if at <= latest:
                errors.append("%s: asked before a memory was created" % pid)
            for rid in rel_ids:
                m = by_id.get(rid)
                if not m:
                    continue
                if m.get("valid_until") and m["valid_until"] <= at:
                    errors.append("%s: relevant %s already expired" % (pid, rid))
                for alts in forbid:
                    for k in alts:
                        if k in m["content"]:
                            errors.append("%s: relevant %s contains forbid %s" % (pid, rid, k))
            for alts in forbid:
                for k in alts:
                    if not any(k in c for c in ALL_CONTENT):
                        errors.append("%s: forbid keyword %s matches no memory" % (pid, k))
            if kind == "abst" and rel_ids:
                errors.append("%s: abst with relevant" % pid)
            if kind != "abst" and not rel_ids:
                errors.append("%s: empty relevant" % pid)
            if kind == "expiry" and not forbid:
                errors.append("%s: expiry without forbid" % pid)
            if kind == "bg" and any("-c" in r for r in rel_ids):
                errors.append("%s: bg probe with core memory" % pid)
            if kind == "task" and not 3 <= len(rel_ids) <= 5:
                errors.append("%s: task needs 3-5 memories" % pid)
            pr = {"id": pid, "at": at, "query": query, "relevant": rel_ids}
            if forbid:
                pr["forbid"] = [list(a) for a in forbid]
            probes.append(pr)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": probes})
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout18", "users": users}
    return data, errors


def render(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv):
    data, errors = build()
    text = render(data)
    if "--dump-bg" in argv:
        for acc in ACCOUNTS:
            bg, chosen = sample_background(acc)
            print("=== %s (%s/%s) clusters=%s  n=%d" % (
                acc["key"], acc["user_id"], acc["tenant_id"],
                {k: v for k, v in chosen.items()}, len(bg)))
            for it, t, imp in sorted(bg, key=lambda x: x[0]["idx"]):
                print("  p%03d  %-20s %s" % (it["idx"], it["topic"], it["text"]))
        return 0
    if "--report" in argv:
        total = {k: 0 for k in KINDS}
        for u in data["users"]:
            c = {k: 0 for k in KINDS}
            for p in u["probes"]:
                c[p["id"].split("-")[1]] += 1
            for k in KINDS:
                total[k] += c[k]
            ncore = sum(1 for m in u["memories"] if "-c" in m["id"])
            print("%-14s %-16s core=%2d bg=%3d probes=%3d  %s" % (
                u["user_id"], u["tenant_id"], ncore, len(u["memories"]) - ncore,
                len(u["probes"]), " ".join("%s=%d" % (k, c[k]) for k in KINDS)))
        print("accounts=%d memories=%d probes=%d" % (
            len(data["users"]), sum(len(u["memories"]) for u in data["users"]),
            sum(total.values())))
        print("per kind: " + " ".join("%s=%d/%d" % (k, total[k], TARGET[k]) for k in KINDS))
        for e in errors:
            print("ERROR", e)
        return 1 if errors else 0
    if errors:
        for e in errors:
            print("ERROR", e, file=sys.stderr)
        return 2
    if "--check" in argv:
        try:
            with open(OUT, "rb") as f:
                disk = f.read()
        except OSError:
            print("missing %s" % OUT)
            return 1
        if disk != text.encode("utf-8"):
            print("MISMATCH: %s differs from a fresh build" % os.path.basename(OUT))
            return 1
        print("OK: %s matches a fresh build" % os.path.basename(OUT))
        return 0
    with open(OUT, "wb") as f:
        f.write(text.encode("utf-8"))
    print("wrote %s" % OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
