#!/usr/bin/env python3
"""Build the blind held-out retrieval set ``zh_retrieval_holdout16`` (memory-eval/v1, track R).

Blindness record
----------------
Every path under /work that was read, listed or written while making this set:

- read in full: /work/shared/eval/FORMAT.md (with cat)
- read in full: /work/main/bench/data/src/background_pool.py (with wc -l, head -60,
  sed -n 60,330p, sed -n 330,567p); imported by this script with bytecode writing
  off (sys.dont_write_bytecode = True, its folder added to sys.path)
- existence checked: /work/main/.venv/bin/python (ls of that one path); used to run
  this script
- created: /work/main/bench/data/holdout16/ (mkdir -p)
- written: /work/main/bench/data/holdout16/build_holdout16.py (this file) and
  /work/main/bench/data/holdout16/zh_retrieval_holdout16.json (written by it)
- git: `git -C /work/main status --short bench/data/holdout16` only (to confirm the
  folder is untracked); nothing committed
- listed: /work/main/bench/data/holdout16/ (ls -la once after the first build, plain ls
  once at the end)
- read back: the two files above (sed of this docstring; python json printing of the
  JSON) to review labels; a one-byte append to the JSON to prove --check fails,
  then a rebuild

Nothing else under /work was opened, listed, grepped, imported or run: no engine,
no evaluator, no tests, no other data set. The pool's docstring names a
``build_sets.py``; it was not opened. The pool filtering rules used below (one
cluster per family, dropping ``active`` statements for users with mobility
limits, dropping statements naming the user's own places or containing a
forbid keyword) follow that docstring's description, re-implemented here.

Slips: none that exposed anything outside the allowed paths. One borderline
point, noted for completeness: the single `ls -la` of holdout16/ also printed the
"." and ".." entries, i.e. the parent folder's mode/link count/date (no names).
The small text edits to this script were made with the system python3 (not the
project venv); no project code was involved.

Theme
-----
Travel shaped by hobbies and crafts, relatives scattered across other cities and
countries, and festivals and seasons. Twelve invented accounts:

  A  u_lin_yao        34, Shanghai designer, wood-fired pottery, kiln openings, Arita
                      pottery fair in Golden Week, asthma, passport expiring
  B  u_zhou_jianguo   68, retired Chengdu teacher, visits son + new granddaughter in
                      Toronto, heart stent, no English, home-made sausages
  C  u_chen_shuang    40, Hangzhou mother of two, travels only at Spring Festival,
                      parents in Kunming / in-laws in Harbin, son with cold-air asthma
  D  u_gu_huilan      57, retired gardener chasing flower seasons (Nyingchi peach
                      blossom), hypertension with altitude limit, husband's pollen
                      allergy, vegetarian
  E  u_song_wei       42, stamp collector (postmarks in every city), insulin, brother
                      in Auckland, Christmas trip
  F  u_xu_haoran      29, freelance illustrator, vinyl hunting in Tokyo, lithium
                      batteries, lactose intolerance, crowd anxiety
  G  u_wangjing @ tn_north   31, Tianjin knitter, breastfed baby, in-laws in Dalian,
                      wool allergy, seasick
  H  u_wangjing @ tn_south   33, Guangzhou crochet maker, mother-in-law in Shantou,
                      vegan, migraine, craft fair in Hangzhou, HK/Macau permit expiring
     (G and H share one user_id in two tenants; several probes forbid the other
      account's keywords to test isolation)
  I  u_he_zhiyuan     46, amateur astronomer, 2026 eclipse in Spain, 180 Wh batteries,
                      gout, passport expiring, altitude history
  J  u_xiaoyu         20, Wuhan student cosplayer, BW convention in Shanghai, long prop
                      sword, latex allergy, student-ticket rules, heat
  K  u_ma_xiulan      62, retired English teacher, kite-festival volunteer in Weifang,
                      daughter in Melbourne, osteoporosis, penicillin, hay fever
  L  u_tang_yi        38, Guangzhou landscape photographer, Japanese wife, in-laws in
                      Kyoto, autumn leaves, drone, fear of heights, peanut allergy

Each account: 8-11 hand-written core memories plus 140 background statements
sampled deterministically (seeded random.Random per account) from
background_pool.POOL. Pool statements that touch the theme (pottery, knitting,
stamps, vinyl, photography, relatives living elsewhere, festivals, flower trips,
souvenir collecting) are excluded for everyone so that an unlabeled background
statement never becomes a true answer to a probe; accounts additionally drop
pool topics/keywords that would contradict their own facts (a retiree with an
office job, a vegan making yoghurt, ...). Statements used by the ``bg`` probes
are pinned into the sample.

Probe kinds (112 probes, id "h16-<kind>-NNN")
---------------------------------------------
  para    42  indirect paraphrase (slang, dialect, allusion, English code-switching)
  task    24  planning request needing 3-6 memories, some only via world knowledge
  direct  10  plain question naming the fact
  abst    20  nothing stored applies (relevant = [])
  expiry  10  superseded / expired memory must not come back (forbid)
  bg       6  only sampled background statements are relevant

Usage
-----
  python build_holdout16.py            # (re)write zh_retrieval_holdout16.json
  python build_holdout16.py --check    # rebuild in memory, byte-compare with disk
  python build_holdout16.py --report   # counts per probe kind and per account
"""

import argparse
import json
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.dont_write_bytecode = True
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
import background_pool  # noqa: E402

OUT = HERE / "zh_retrieval_holdout16.json"
N_BG = 140
KIND_COUNTS = OrderedDict([("para", 42), ("task", 24), ("direct", 10),
                           ("abst", 20), ("expiry", 10), ("bg", 6)])
TZ = timezone(timedelta(hours=8))

# --------------------------------------------------------------------------
# background pool handling
# --------------------------------------------------------------------------

# statements that touch this set's theme: never sampled for anyone
THEME_HAZARDS = [
    "陶艺", "拉坯", "织围巾", "集邮", "黑胶", "插花", "兰花", "花鸟市场", "十字绣",
    "摄影", "春晚", "八月十五", "在国外", "在深圳", "老家", "留在了北京", "饺子",
    "油菜花", "牡丹", "雾凇", "泼水节", "地铁卡", "冰箱贴", "支教",
]

# place names beyond background_pool.PLACE_WORDS that this set's texts use
EXTRA_PLACES = [
    "日本", "东京", "京都", "九州", "佐贺", "有田", "大连", "汕头", "潮汕", "多伦多",
    "加拿大", "墨尔本", "澳大利亚", "奥克兰", "新西兰", "西班牙", "冰岛", "林芝",
    "拉萨", "潍坊", "衡阳", "昆明", "云南", "龙泉", "德化", "开封", "冷湖", "济南",
    "西安", "温哥华", "北海道", "额尔古纳", "坝上", "鲁朗", "尼亚加拉",
]

# keyword drops for accounts whose owner is retired (no office, no parents alive
# nearby in the pool's sense, no young siblings)
RETIREE_DROP = [
    "父母", "父亲", "母亲", "外婆", "爷爷", "奶奶", "弟弟", "堂弟", "侄子", "大姨",
    "舅舅", "叔叔", "表哥", "发小", "室友", "同学", "在职", "教师资格证", "实习",
    "领导", "同事", "加班", "公司", "工位", "跳槽", "绩效", "年终", "房贷", "房租",
    "养老金", "项目管理", "周报", "上班", "通勤", "第五年", "婚礼", "出差", "工作",
]
MIDLIFE_DROP = ["第五年", "弟弟在读大学"]


def parse_pool():
    items = []
    topic = None
    mtype = None
    for raw in background_pool.POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            words = line[3:].split()
            topic, mtype = " ".join(words[:-1]), words[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        fam = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fam[f] = c
            else:
                raise ValueError("unknown tag %r" % t)
        items.append({"idx": len(items), "text": line, "topic": topic,
                      "type": mtype, "families": fam, "active": active})
    return items


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


# --------------------------------------------------------------------------
# accounts
# --------------------------------------------------------------------------
# core: (local id, content, type, importance, created_at, valid_until or None)
# probes: dict(kind, at, q, rel, forbid=[[kw,...]], targets=[local ids of own
#   superseded memories the forbid aims at] or other=<account key>,
#   also=[background texts that are relevant too if sampled])
# rel entries: core local ids ("c03") or ("bg", "<pool text>") for pinned ones

def T(s):
    """'2026-03-10 09:20' -> ISO with +08:00"""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


ACCOUNTS = []

# ---------------------------------------------------------------- A pottery
ACCOUNTS.append(dict(
    key="A", user_id="u_lin_yao", tenant_id="default", prefix="h16a",
    fix={"car": "none"}, drop_topics=[], drop_kw=[], drop_active=False,
    core=[
        ("c01", "用户住在上海，做平面设计，业余玩柴烧陶艺已经六年，每年都想去不同的窑口看开窑", "profile", 0.8, "2025-09-03 20:10", None),
        ("c02", "用户计划2026年五一去日本佐贺县的有田陶器市，想淘一批中古有田烧茶碗", "event", 0.9, "2026-01-12 21:30", "2026-05-06 23:59"),
        ("c03", "用户的护照2026年8月到期，还没去换发", "fact", 0.85, "2025-11-20 12:40", None),
        ("c04", "用户有过敏性哮喘，吸入烟尘容易发作，随身带沙丁胺醇气雾剂", "fact", 0.9, "2025-09-10 09:15", None),
        ("c05", "用户买到的陶瓷器物一律随身手提上飞机，从不托运", "preference", 0.75, "2025-10-02 22:05", None),
        ("c06", "用户不吃任何生的东西，刺身、生蚝、溏心蛋都不碰", "preference", 0.8, "2025-09-15 19:20", None),
        ("c07", "用户出国一趟的总预算一般控制在八千元以内", "fact", 0.7, "2025-12-01 13:00", None),
        ("c08", "用户出去淘陶器通常和工作室的师姐阿敏结伴", "relation", 0.7, "2025-10-20 18:45", None),
        ("c09", "用户坐长途大巴会晕车，超过两小时就难受", "fact", 0.7, "2025-10-25 08:30", None),
        ("c10", "用户打算2025年国庆去浙江龙泉看青瓷龙窑开窑", "event", 0.6, "2025-08-15 21:00", "2025-10-08 23:59"),
        ("c11", "用户改在2026年清明假期去福建德化看白瓷柴窑开窑", "event", 0.8, "2026-02-10 20:20", "2026-04-07 23:59"),
    ],
    pinned=["用户有记账的习惯，用的是随手记"],
    probes=[
        dict(kind="para", at="2026-03-10 09:20", q="我这口'老风箱'，钻进柴窑那种烟熏火燎的地方要提防点啥？", rel=["c04"]),
        dict(kind="para", at="2026-03-11 21:05", q="黄金周杀去九州淘老碗那一趟，帮我把要点捋一捋", rel=["c02"]),
        dict(kind="para", at="2026-03-12 12:30", q="回程那些坛坛罐罐我都是抱在怀里过安检的，千万别给我算进checked luggage", rel=["c05"]),
        dict(kind="para", at="2026-03-13 18:10", q="吃的方面你懂的，没熟透的、半生不熟的一律pass，帮我挑下饭馆", rel=["c06"]),
        dict(kind="task", at="2026-03-14 10:00", q="五一想从上海飞日本淘陶器，帮我把证件和签证这块按时间顺序理一理，再说说到了当地怎么移动最方便。", rel=["c02", "c03", "c09"]),
        dict(kind="task", at="2026-03-15 22:15", q="清明去德化看开窑，我想在窑边守一整夜看投柴，顺便尝几顿闽南特色，帮我想想有什么要注意的。", rel=["c11", "c04", "c06", "c09"]),
        dict(kind="direct", at="2026-03-16 11:00", q="我的护照是哪个月到期的？", rel=["c03"]),
        dict(kind="abst", at="2026-03-17 15:40", q="日本买东西退税，一般满多少日元才能办？", rel=[]),
        dict(kind="abst", at="2026-03-18 09:50", q="我同事下个月去景德镇，她吃全素，帮她推荐几家馆子吧。", rel=[]),
        dict(kind="expiry", at="2026-03-19 20:00", q="我最近那趟去看开窑是哪天、去哪儿来着？", rel=["c11"], forbid=[["龙泉", "青瓷"]], targets=["c10"]),
        dict(kind="bg", at="2026-03-20 19:30", q="出门在外想顺手记下每笔花销，我平时用的那个记账App叫什么来着？", rel=[("bg", "用户有记账的习惯，用的是随手记")]),
    ],
))

# ---------------------------------------------------------------- B Toronto grandpa
ACCOUNTS.append(dict(
    key="B", user_id="u_zhou_jianguo", tenant_id="default", prefix="h16b",
    fix={"car": "none"}, drop_topics=["work", "commute", "tech", "games", "health"],
    drop_kw=RETIREE_DROP + ["英语", "英文", "英剧"], drop_active=True,
    core=[
        ("c01", "用户今年68岁，退休前是成都一所中学的物理老师", "profile", 0.7, "2025-08-20 10:00", None),
        ("c02", "用户的儿子一家定居加拿大多伦多，儿媳2026年1月生了个女儿，是用户的第一个孙辈", "relation", 0.9, "2026-01-18 08:40", None),
        ("c03", "用户2019年装过心脏支架，每天吃阿司匹林和阿托伐他汀", "fact", 0.95, "2025-09-02 09:10", None),
        ("c04", "用户不会说英语，这辈子没一个人坐过国际航班，心里很慌", "fact", 0.8, "2025-09-30 20:30", None),
        ("c05", "用户想给儿子带几斤自己灌的川味香肠和一坛泡菜", "preference", 0.75, "2026-02-05 19:00", None),
        ("c06", "用户胃不好，只吃得惯热乎的中餐，生冷的东西一吃就胃疼", "preference", 0.8, "2025-10-11 12:20", None),
        ("c07", "用户的加拿大旅游签证2025年11月批下来了，多次往返，有效期到2030年", "fact", 0.85, "2025-11-28 16:00", None),
        ("c08", "用户的老伴膝盖做过置换手术，这次不去加拿大，留在成都家里", "relation", 0.7, "2025-10-15 21:10", None),
        ("c09", "用户打算2025年12月飞多伦多看儿子", "event", 0.7, "2025-09-05 20:00", None),
        ("c10", "用户把去多伦多的时间推到了2026年4月中旬，准备在那边住三个月帮忙带孙女", "event", 0.9, "2026-02-20 21:45", "2026-07-31 23:59"),
        ("c11", "用户每天要午睡一小时，下午精神才好", "preference", 0.6, "2025-10-03 14:30", None),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-03-20 08:30", q="我心口头装过那个小铁架架，坐十几个钟头的飞机要不要紧哦？", rel=["c03"]),
        dict(kind="para", at="2026-03-21 19:15", q="想给娃儿捎点屋头自己做的腊味和酸菜坛坛过去，要得不？", rel=["c05", "c02"]),
        dict(kind="para", at="2026-03-22 10:05", q="洋文我一句都整不来，到了那边机场咋个办嘛？", rel=["c04"]),
        dict(kind="para", at="2026-03-23 16:40", q="屋头那位腿脚不方便，这趟不跟我走，你莫给她订票哈。", rel=["c08"]),
        dict(kind="task", at="2026-03-24 09:00", q="帮我订一张4月中旬成都飞多伦多的机票，最好不用转机，再说说过海关时行李里哪些东西要当心。", rel=["c10", "c05", "c03", "c07", "c04"]),
        dict(kind="task", at="2026-03-25 20:20", q="到了多伦多想带孙女去尼亚加拉瀑布玩一天，再请儿子一家下个馆子，我这身子骨扛得住不？帮我安排下。", rel=["c03", "c02", "c06", "c11", "c10"]),
        dict(kind="direct", at="2026-03-26 11:30", q="我的加拿大签证有效期到哪一年？", rel=["c07"]),
        dict(kind="abst", at="2026-03-27 07:50", q="多伦多跟北京差几个钟头？", rel=[]),
        dict(kind="abst", at="2026-03-28 15:00", q="邻居老李的孙子要去温哥华读书，学生签证咋个办？", rel=[]),
        dict(kind="expiry", at="2026-03-29 21:00", q="我到底哪天动身去儿子那边？", rel=["c10"], forbid=[["12月"]], targets=["c09"]),
    ],
))

# ---------------------------------------------------------------- C Spring Festival family
ACCOUNTS.append(dict(
    key="C", user_id="u_chen_shuang", tenant_id="default", prefix="h16c",
    fix={"car": "gas", "pet": "fish"}, drop_topics=[], drop_kw=MIDLIFE_DROP, drop_active=False,
    core=[
        ("c01", "用户一家四口，女儿10岁，儿子6岁", "relation", 0.85, "2025-09-01 20:00", None),
        ("c02", "用户的爱人是急诊科医生，一年里只有春节前后能连休几天，所以全家基本只在春节出远门", "fact", 0.9, "2025-09-01 20:05", None),
        ("c03", "用户的父母住在昆明，公婆住在哈尔滨，每年春节轮流回一边过年", "relation", 0.85, "2025-09-20 21:00", None),
        ("c04", "用户的儿子有哮喘，一吸冷空气就容易咳喘，家里常备布地奈德", "fact", 0.9, "2025-11-03 22:10", None),
        ("c05", "用户的女儿晕车很厉害，坐车超过一小时必吐", "fact", 0.75, "2025-10-12 09:30", None),
        ("c06", "用户春运抢火车票从来抢不到，一般直接买机票", "preference", 0.7, "2025-10-30 12:00", None),
        ("c07", "用户家春节出行的总预算（机票加住宿）控制在两万元以内", "fact", 0.75, "2025-12-02 20:40", None),
        ("c08", "用户带孩子出门喜欢住带厨房的民宿，不喜欢跟团", "preference", 0.7, "2025-10-05 19:10", None),
        ("c09", "用户今年春节打算回昆明娘家过", "event", 0.6, "2025-09-25 21:30", None),
        ("c10", "公公11月做了髋关节手术，用户家决定2026年春节改回哈尔滨过年，陪陪公婆", "event", 0.9, "2025-12-18 22:00", "2026-02-28 23:59"),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-01-05 20:30", q="我家那口子一年到头就过年能歇几天，出远门的日子你看着定。", rel=["c02"]),
        dict(kind="para", at="2026-01-06 21:10", q="小的那个一吹冷风就喘，药的事你提醒着我点。", rel=["c04"]),
        dict(kind="para", at="2026-01-07 19:45", q="大闺女一上车就翻江倒海，到了那边从机场到住处怎么走能少遭点罪？", rel=["c05", "c10"]),
        dict(kind="para", at="2026-01-08 22:00", q="这回去东北婆家那边过年，想找个能自己开火做饭的落脚地方。", rel=["c08", "c10"]),
        dict(kind="task", at="2026-01-09 20:15", q="春节去哈尔滨那几天，帮我找个落脚的地方，再安排两天带孩子去玩冰雪大世界。", rel=["c10", "c04", "c01", "c08", "c07", "c05"]),
        dict(kind="task", at="2026-01-10 12:30", q="除夕前那一周从杭州出发的机票贵得离谱，有没有办法错峰省点钱？我们家那位能请的假就那几天。", rel=["c07", "c02", "c10", "c06"]),
        dict(kind="direct", at="2026-01-11 09:00", q="我公婆住在哪个城市？", rel=["c03"]),
        dict(kind="abst", at="2026-01-12 18:20", q="哈尔滨冰雪大世界一般几号开园？", rel=[]),
        dict(kind="abst", at="2026-01-13 13:10", q="同事一家想中秋去云南玩，帮她推荐几个人少的地方。", rel=[]),
        dict(kind="expiry", at="2026-01-14 21:40", q="今年过年我们回哪边？", rel=["c10"], forbid=[["娘家"]], targets=["c09"]),
    ],
))

# ---------------------------------------------------------------- D flower seasons
ACCOUNTS.append(dict(
    key="D", user_id="u_gu_huilan", tenant_id="default", prefix="h16d",
    fix={"car": "none"}, drop_topics=["work", "commute", "tech", "games", "health"],
    drop_kw=RETIREE_DROP + ["鱼油", "跑步", "川西", "青海"], drop_active=True,
    core=[
        ("c01", "用户退休前在植物园做了三十年园艺师，现在专门追着花期到处旅行", "profile", 0.75, "2025-08-10 10:00", None),
        ("c02", "用户有高血压，每天吃氨氯地平，医生叮嘱不要去海拔三千米以上的地方", "fact", 0.9, "2025-09-12 09:00", None),
        ("c03", "用户右膝半月板受过伤，上下台阶多了就疼，爬不了山", "fact", 0.8, "2025-10-08 16:30", None),
        ("c04", "用户的老伴对蒿草和豚草花粉过敏，一到八九月就打喷嚏流眼泪", "relation", 0.8, "2025-09-12 09:05", None),
        ("c05", "用户计划2026年3月底和老伴去西藏林芝看桃花", "event", 0.9, "2026-01-06 20:00", "2026-04-10 23:59"),
        ("c06", "用户出门喜欢住在花田边上的小民宿，不爱住连锁酒店", "preference", 0.7, "2025-11-01 19:30", None),
        ("c07", "用户吃素，但鸡蛋和牛奶可以吃", "preference", 0.8, "2025-08-30 12:10", None),
        ("c08", "用户不会用手机打车软件，出门习惯包车或者坐公交", "fact", 0.65, "2025-10-20 15:00", None),
        ("c09", "用户打算2025年11月初去开封看菊花文化节", "event", 0.5, "2025-09-01 21:00", "2025-11-15 23:59"),
        ("c10", "用户的侄女在拉萨工作，说可以帮忙安排林芝的包车", "relation", 0.6, "2025-12-14 20:20", None),
    ],
    pinned=["用户阳台上种了一盆三角梅"],
    probes=[
        dict(kind="para", at="2026-03-01 09:00", q="我这血压，去那种空气稀薄的地方有啥讲究？", rel=["c02"]),
        dict(kind="para", at="2026-03-02 10:30", q="老头子秋天一闻那些野草的粉就鼻涕眼泪一大把，秋天出门往哪儿躲比较好？", rel=["c04"]),
        dict(kind="para", at="2026-03-03 16:00", q="腿脚这块你心里有数，别给我排那种一级一级往上爬的景点。", rel=["c03"]),
        dict(kind="para", at="2026-03-04 20:10", q="住的地方嘛，推开窗就能看见花的那种，别给我整什么如家汉庭。", rel=["c06"]),
        dict(kind="task", at="2026-03-05 09:40", q="月底去看桃花，我想先到拉萨再坐车过去，沿路看看风景，中间在鲁朗住一晚，这条路线我走得了吗？", rel=["c02", "c05", "c03", "c10"]),
        dict(kind="task", at="2026-03-06 19:20", q="今年九月想跟老伴去内蒙古额尔古纳或者河北坝上看草原花海，帮我看看合不合适，住宿吃饭也一起考虑。", rel=["c04", "c07", "c06", "c08"]),
        dict(kind="direct", at="2026-03-07 08:15", q="我平时吃的降压药叫啥名字？", rel=["c02"]),
        dict(kind="abst", at="2026-03-08 14:00", q="荷花一般几月份开得最好？", rel=[]),
        dict(kind="expiry", at="2026-03-09 21:00", q="我最近有哪些赏花的安排？", rel=["c05"], forbid=[["菊花", "开封"]], targets=["c09"]),
        dict(kind="bg", at="2026-03-10 17:30", q="阳台那盆三角梅最近叶子发黄掉得厉害，是不是水浇多了？", rel=[("bg", "用户阳台上种了一盆三角梅")],
             also=["用户会定期给家里的花施肥"]),
    ],
))

# ---------------------------------------------------------------- E stamps / Auckland
ACCOUNTS.append(dict(
    key="E", user_id="u_song_wei", tenant_id="default", prefix="h16e",
    fix={"pet": "fish"}, drop_topics=["health"], drop_kw=MIDLIFE_DROP, drop_active=False,
    core=[
        ("c01", "用户集邮二十多年，专收生肖邮票和首日封", "profile", 0.75, "2025-07-15 21:00", None),
        ("c02", "用户每到一个新城市都要去当地邮局盖风景日戳，再给自己寄一张明信片", "preference", 0.8, "2025-07-20 20:30", None),
        ("c03", "用户有2型糖尿病，需要打胰岛素，没开封的胰岛素笔要冷藏保存", "fact", 0.95, "2025-08-02 09:00", None),
        ("c04", "用户用的胰岛素是诺和锐笔，一天打三次", "fact", 0.8, "2025-08-02 09:05", None),
        ("c05", "用户上个月换成了德谷胰岛素，每天只需要睡前打一针", "fact", 0.85, "2026-02-26 21:15", None),
        ("c06", "用户的哥哥在新西兰奥克兰开中餐馆，十几年没回国了", "relation", 0.85, "2025-10-10 20:00", None),
        ("c07", "用户打算2026年12月带老婆和女儿去奥克兰看哥哥，顺便在那边过圣诞", "event", 0.9, "2026-01-30 22:00", "2026-12-31 23:59"),
        ("c08", "用户有轻度幽闭恐惧，坐飞机一定要选过道位", "fact", 0.75, "2025-11-11 11:11", None),
        ("c09", "用户预算比较宽裕，宁可多花钱也要直飞，不想转机", "preference", 0.7, "2025-12-05 19:40", None),
        ("c10", "用户的女儿今年12岁，对猫毛过敏", "relation", 0.7, "2025-09-18 18:00", None),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-04-05 09:30", q="这次到了新地方，我那个'敲章寄卡'的老规矩，帮我查查附近哪儿能办。", rel=["c02"]),
        dict(kind="para", at="2026-04-06 20:00", q="我那支'救命笔'一路上该怎么保管？", rel=["c03", "c05"]),
        dict(kind="para", at="2026-04-07 12:15", q="我在窄小的地方待着会发慌，订座位的时候你知道怎么挑。", rel=["c08"]),
        dict(kind="para", at="2026-04-08 21:30", q="我那个在南半球开馆子的大哥，年底总算能见上一面了吧？", rel=["c06", "c07"]),
        dict(kind="task", at="2026-04-09 10:20", q="帮我订12月全家从济南去奥克兰的机票，顺便提醒我随身行李里要注意些什么。", rel=["c07", "c03", "c05", "c09", "c08"]),
        dict(kind="task", at="2026-04-10 19:50", q="到了奥克兰想带老婆孩子住几天民宿，再自驾往北边转一圈，每到一个小镇都想停下来干我那件老事，帮我规划一下。", rel=["c07", "c10", "c02", "c03", "c06"]),
        dict(kind="direct", at="2026-04-11 08:45", q="我哥哥在哪个城市开餐馆？", rel=["c06"]),
        dict(kind="abst", at="2026-04-12 16:00", q="新西兰用的是什么样的插座？", rel=[]),
        dict(kind="abst", at="2026-04-13 14:30", q="我同事也集邮，他想知道1980年那枚猴票现在大概值多少钱。", rel=[]),
        dict(kind="expiry", at="2026-04-14 22:00", q="我现在每天打几次胰岛素来着？帮我把出门这几天的用药时间排一下。", rel=["c05", "c03"], forbid=[["诺和锐", "一天打三次"]], targets=["c04"]),
    ],
))

# ---------------------------------------------------------------- F vinyl / Tokyo
ACCOUNTS.append(dict(
    key="F", user_id="u_xu_haoran", tenant_id="default", prefix="h16f",
    fix={"car": "none"}, drop_topics=["work", "commute", "music"],
    drop_kw=["公司", "同事", "出差", "领导", "年终", "加班", "年会", "酸奶", "拉花", "在职"], drop_active=False,
    core=[
        ("c01", "用户是自由插画师，收藏黑胶唱片七八年了，主要收日本City Pop和老爵士", "profile", 0.75, "2025-08-01 23:00", None),
        ("c02", "用户计划2026年4月中旬一个人去东京，专门逛下北泽和御茶水的二手唱片店", "event", 0.9, "2026-01-20 22:30", "2026-04-30 23:59"),
        ("c03", "用户每次淘碟都会买二三十张，习惯装进专门的唱片箱托运", "preference", 0.75, "2025-11-05 20:15", None),
        ("c04", "用户随身带一个20000毫安的充电宝，还有一台自带锂电池的便携唱机", "fact", 0.8, "2025-12-10 19:00", None),
        ("c05", "用户乳糖不耐受，喝牛奶、吃芝士都会拉肚子", "fact", 0.85, "2025-09-09 13:00", None),
        ("c06", "用户收入不稳定，出门住宿尽量控制在每晚三百元以内", "fact", 0.7, "2025-10-15 21:40", None),
        ("c07", "用户英语流利，日语只会简单的问候", "fact", 0.7, "2025-09-22 10:30", None),
        ("c08", "用户很怕人挤人的场合，一到人多的地方就焦虑", "preference", 0.8, "2025-10-28 22:50", None),
        ("c09", "用户持有日本三年多次往返签证，2027年6月到期", "fact", 0.8, "2025-07-30 16:00", None),
        ("c10", "用户打算2025年11月去首尔逛一个黑胶唱片市集", "event", 0.6, "2025-08-20 23:30", "2025-11-30 23:59"),
    ],
    pinned=["用户一般晚上十二点睡，早上七点半起"],
    probes=[
        dict(kind="para", at="2026-03-05 14:00", q="我一碰奶制品肚子就闹革命，日本便利店那些甜点帮我避避雷。", rel=["c05"]),
        dict(kind="para", at="2026-03-06 23:10", q="回程时我那一摞'黑色大饼'怎么运回来比较稳妥？", rel=["c03"]),
        dict(kind="para", at="2026-03-07 01:20", q="I'm kinda broke lately，住的地方别挑太贵的。", rel=["c06"]),
        dict(kind="para", at="2026-03-08 16:30", q="一到摩肩接踵的地方我就心慌，排路线的时候绕着点。", rel=["c08"]),
        dict(kind="task", at="2026-03-09 22:00", q="4月去东京淘碟，帮我看看行李怎么打包：充电宝、唱机和买的唱片分别该放哪儿。", rel=["c04", "c03", "c02"]),
        dict(kind="task", at="2026-03-10 21:30", q="东京那几天除了逛唱片店，还想顺便赏个樱花，帮我排排每天的行程，吃饭也安排上，语言上别让我太为难。", rel=["c02", "c08", "c05", "c07", "c06"]),
        dict(kind="direct", at="2026-03-11 11:00", q="我的日本签证哪年到期？", rel=["c09"]),
        dict(kind="abst", at="2026-03-12 10:10", q="现在一万日元大概能换多少人民币？", rel=[]),
        dict(kind="abst", at="2026-03-13 15:20", q="朋友想在成都开一家唱片店，选址有什么建议？", rel=[]),
        dict(kind="expiry", at="2026-03-14 23:45", q="我下一趟出去淘唱片是去哪儿？", rel=["c02"], forbid=[["首尔"]], targets=["c10"]),
        dict(kind="bg", at="2026-03-15 13:00", q="帮我算算，按我平时工作日几点睡、几点起，一晚上能睡几个钟头？", rel=[("bg", "用户一般晚上十二点睡，早上七点半起")]),
    ],
))

# ---------------------------------------------------------------- G knitter north (shared user_id)
ACCOUNTS.append(dict(
    key="G", user_id="u_wangjing", tenant_id="tn_north", prefix="h16g",
    fix={"car": "gas", "pet": "fish"}, drop_topics=[], drop_kw=[], drop_active=False,
    core=[
        ("c01", "用户住在天津，是一名会计，业余爱织毛衣，喜欢收集各地小作坊的手染毛线", "profile", 0.7, "2025-08-05 21:00", None),
        ("c02", "用户的儿子2025年7月出生，还在母乳喂养", "relation", 0.9, "2025-08-05 21:05", None),
        ("c03", "用户的公公婆婆住在大连，一直盼着看孙子", "relation", 0.85, "2025-10-02 20:00", None),
        ("c04", "用户计划2026年五一带儿子回大连看公婆", "event", 0.9, "2026-01-25 22:00", "2026-05-06 23:59"),
        ("c05", "用户对羊毛过敏，皮肤一碰就起红疹，织东西只用棉线和羊驼毛", "fact", 0.85, "2025-09-14 13:30", None),
        ("c06", "用户坐船会晕，坐轮渡基本全程吐", "fact", 0.7, "2025-11-20 19:00", None),
        ("c07", "用户打算坐高铁去大连", "preference", 0.6, "2026-01-25 22:05", None),
        ("c08", "用户跟老公商量后决定自驾去大连，婴儿车、辅食和尿布都能装在车上", "preference", 0.85, "2026-02-28 21:30", None),
        ("c09", "用户的老公阿哲开车很稳，长途都是他开", "relation", 0.7, "2025-09-01 20:20", None),
        ("c10", "用户带娃出门只住有独立卫浴、能借婴儿床的酒店", "preference", 0.7, "2025-12-12 22:40", None),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-03-05 20:00", q="我这皮肤一碰从绵羊身上剪下来的东西就痒，逛线材铺子的时候帮我把把关。", rel=["c05"]),
        dict(kind="para", at="2026-03-06 22:30", q="小家伙还靠我亲喂，路上开好几个钟头的车该怎么安排？", rel=["c02", "c08"]),
        dict(kind="para", at="2026-03-07 21:15", q="劳动节去孩子爷爷奶奶那儿，帮我看看要提前准备点啥。", rel=["c04", "c03"], forbid=[["汕头", "潮汕"]], other="H"),
        dict(kind="task", at="2026-03-08 20:40", q="五一从天津自驾带娃去大连，帮我规划路线和中途休息的地方，顺便订两晚酒店。", rel=["c08", "c02", "c06", "c10", "c04"]),
        dict(kind="task", at="2026-03-09 19:30", q="到了大连想带公婆和娃出去逛一天，顺路找找当地的手作毛线店，帮我安排一下。", rel=["c01", "c05", "c03", "c02"], forbid=[["钩针", "汕头"]], other="H"),
        dict(kind="direct", at="2026-03-10 12:00", q="我对什么东西过敏来着？", rel=["c05"], forbid=[["偏头痛"]], other="H"),
        dict(kind="abst", at="2026-03-11 13:20", q="织毛衣的平针和单罗纹针有什么区别？", rel=[]),
        dict(kind="abst", at="2026-03-12 09:40", q="港澳通行证续签需要带哪些材料？", rel=[], forbid=[["港澳通行证"]], other="H"),
        dict(kind="expiry", at="2026-03-13 21:00", q="我们这趟去大连最后定的是怎么去？", rel=["c08"], forbid=[["高铁"]], targets=["c07"]),
    ],
))

# ---------------------------------------------------------------- H crochet south (shared user_id)
ACCOUNTS.append(dict(
    key="H", user_id="u_wangjing", tenant_id="tn_south", prefix="h16h",
    fix={"car": "none", "pet": "cat"}, drop_topics=["health"], drop_kw=["酸奶", "鱼油", "牛奶", "拉花"], drop_active=False,
    core=[
        ("c01", "用户住在广州，在一家广告公司做文案，业余用钩针编织玩偶", "profile", 0.75, "2025-08-08 21:00", None),
        ("c02", "用户在小红书上接单卖钩针玩偶", "fact", 0.6, "2025-08-08 21:05", None),
        ("c03", "用户已经不在网上接单了，现在只在周末的手作市集上摆摊卖玩偶", "fact", 0.8, "2026-01-15 20:30", None),
        ("c04", "用户的婆婆住在汕头，每年中秋用户都要跟老公回潮汕过节", "relation", 0.85, "2025-09-03 19:00", None),
        ("c05", "用户是纯素食者，肉、海鲜、鸡蛋、牛奶都不吃", "preference", 0.9, "2025-08-20 12:30", None),
        ("c06", "用户有偏头痛，强光、噪音和睡眠不足都会诱发", "fact", 0.85, "2025-10-09 22:00", None),
        ("c07", "用户报名了2026年5月杭州的一个手作市集，要去摆两天摊", "event", 0.85, "2026-02-12 21:20", "2026-05-31 23:59"),
        ("c08", "用户不会开车，出门靠高铁和地铁", "fact", 0.7, "2025-11-02 18:30", None),
        ("c09", "用户的港澳通行证2026年6月到期", "fact", 0.8, "2025-12-20 10:00", None),
        ("c10", "用户很怕狗，路上看到大狗会绕着走", "fact", 0.6, "2025-10-30 20:00", None),
    ],
    pinned=["用户养了一只橘猫，叫年糕"],
    probes=[
        dict(kind="para", at="2026-03-05 12:30", q="八月十五去老公老家那边，吃饭这块你懂我的，动物身上来的一概不碰。", rel=["c05", "c04"], forbid=[["大连"]], other="G"),
        dict(kind="para", at="2026-03-06 23:00", q="我那个migraine的老毛病，订酒店的时候要注意点啥？", rel=["c06"]),
        dict(kind="para", at="2026-03-07 20:10", q="五月那趟出摊要拖一大堆货，我又不会握方向盘，怎么过去最省事？", rel=["c07", "c08"]),
        dict(kind="task", at="2026-03-08 21:00", q="中秋回汕头婆家住五天，想抽一天去香港逛逛再回来，帮我安排下交通和吃饭。", rel=["c09", "c04", "c05", "c08"], forbid=[["大连", "母乳"]], other="G"),
        dict(kind="task", at="2026-03-09 22:20", q="杭州市集那两天，我想住在会场附近，晚上再去逛逛夜市吃点东西，帮我挑酒店和吃的。", rel=["c07", "c06", "c05"]),
        dict(kind="abst", at="2026-03-10 18:00", q="潮汕牛肉火锅里的'吊龙'是牛身上哪个部位？", rel=[]),
        dict(kind="abst", at="2026-03-11 10:30", q="宝宝第一次坐长途车要准备些什么？", rel=[], forbid=[["母乳", "阿哲", "大连"]], other="G"),
        dict(kind="expiry", at="2026-03-12 21:45", q="有人问我要玩偶的购买链接，我现在是在哪儿卖的来着？", rel=["c03"], forbid=[["小红书"]], targets=["c02"]),
        dict(kind="bg", at="2026-03-13 19:00", q="朋友要帮我家猫做个名牌，它叫啥名字来着？", rel=[("bg", "用户养了一只橘猫，叫年糕")]),
    ],
))

# ---------------------------------------------------------------- I astronomer / eclipse
ACCOUNTS.append(dict(
    key="I", user_id="u_he_zhiyuan", tenant_id="default", prefix="h16i",
    fix={"car": "gas"}, drop_topics=["health"], drop_kw=MIDLIFE_DROP + ["啤酒", "川西"], drop_active=False,
    core=[
        ("c01", "用户是天文爱好者，主要拍深空天体，出门要带赤道仪、相机和几块大容量锂电池", "profile", 0.75, "2025-07-01 23:30", None),
        ("c02", "用户常用的那几块赤道仪供电电池，每块大约180瓦时", "fact", 0.8, "2025-11-15 22:10", None),
        ("c03", "用户计划2026年8月去冰岛看日全食", "event", 0.7, "2025-06-10 22:00", None),
        ("c04", "用户看日全食的目的地最终定在西班牙北部，因为那边八月晴天的概率高", "event", 0.9, "2025-12-22 23:00", "2026-08-20 23:59"),
        ("c05", "用户有痛风，不能喝啤酒，海鲜和动物内脏也要少吃", "fact", 0.9, "2025-09-08 08:30", None),
        ("c06", "用户的护照2026年10月到期", "fact", 0.9, "2026-01-05 12:00", None),
        ("c07", "用户每年秋天都去青海冷湖拍星空，那边夜空特别暗", "preference", 0.7, "2025-08-19 22:40", None),
        ("c08", "用户有高原反应史，去年在冷湖头疼了整整一夜", "fact", 0.75, "2025-09-25 10:00", None),
        ("c09", "用户一般跟天文群里的老郑拼车出去拍星，两人轮流开", "relation", 0.65, "2025-10-02 21:00", None),
        ("c10", "用户拍星经常通宵，白天要补觉，行程不能排早起", "preference", 0.65, "2025-10-12 11:30", None),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-04-01 12:30", q="我那个大脚趾一疼就要命的毛病，去那边吃饭得注意点啥？", rel=["c05", "c04"]),
        dict(kind="para", at="2026-04-02 02:10", q="我是个night owl，别给我排early morning的活动。", rel=["c10"]),
        dict(kind="para", at="2026-04-03 22:50", q="给望远镜架子供电的那几块大'砖头'，能不能随身带上飞机？", rel=["c02", "c01"]),
        dict(kind="task", at="2026-04-04 21:00", q="八月去看日食，从西安出发，帮我把签证、机票和器材怎么带的事情一起规划一下。", rel=["c04", "c06", "c02", "c01"]),
        dict(kind="task", at="2026-04-05 23:20", q="看完日食想在西班牙多待几天，吃吃海鲜饭、喝点当地啤酒，再找个暗的地方拍银河，帮我排一下。", rel=["c04", "c05", "c10", "c08"]),
        dict(kind="direct", at="2026-04-06 10:00", q="我的护照什么时候过期？", rel=["c06"]),
        dict(kind="abst", at="2026-04-07 20:30", q="日全食和日环食有什么区别？", rel=[]),
        dict(kind="abst", at="2026-04-08 19:10", q="表弟想买个入门的天文望远镜，预算两千左右，帮忙推荐一下。", rel=[]),
        dict(kind="expiry", at="2026-04-09 22:30", q="今年看日全食，我最后定的是去哪儿？", rel=["c04"], forbid=[["冰岛"]], targets=["c03"]),
    ],
))

# ---------------------------------------------------------------- J cosplayer
ACCOUNTS.append(dict(
    key="J", user_id="u_xiaoyu", tenant_id="default", prefix="h16j",
    fix={}, drop_topics=["work", "commute", "home", "finance", "car", "health"],
    drop_kw=["同事", "公司", "婚礼", "房", "养老", "跳槽", "信用卡", "年终奖", "重疾险", "领导", "出差", "驾照", "员工", "职",
             "弟弟", "堂弟", "侄子", "工作", "十年", "大学毕业", "教师资格证"],
    drop_active=False,
    core=[
        ("c01", "用户在武汉读大二，业余玩cosplay，最近常出《原神》里的角色", "profile", 0.75, "2025-09-05 22:00", None),
        ("c02", "用户打算2026年7月去上海参加Bilibili World漫展，出cos", "event", 0.9, "2026-03-20 23:00", "2026-07-20 23:59"),
        ("c03", "用户的cos道具里有一把一米二长的道具剑，还有一瓶定型喷雾和几顶假发", "fact", 0.8, "2025-10-18 21:30", None),
        ("c04", "用户是学生党，一趟漫展的来回交通加住宿不想超过一千五百元", "fact", 0.8, "2025-09-25 20:00", None),
        ("c05", "用户对乳胶过敏，接触乳胶制品会起疹子", "fact", 0.85, "2025-11-09 12:00", None),
        ("c06", "用户有点社恐，一般都跟cos圈的搭子小桃一起行动", "relation", 0.7, "2025-09-05 22:10", None),
        ("c07", "用户老家在湖南衡阳，有学生证，寒暑假往返武汉和衡阳能买学生票", "fact", 0.7, "2025-12-01 19:00", None),
        ("c08", "用户特别怕热，去年夏天在漫展上中暑过一次", "fact", 0.75, "2025-10-02 23:40", None),
        ("c09", "用户拍返图喜欢找摄影师约拍，不喜欢自拍", "preference", 0.6, "2026-01-10 21:00", None),
    ],
    pinned=["用户不爱看恐怖片"],
    probes=[
        dict(kind="para", at="2026-05-05 22:00", q="我那把'大宝剑'能不能带上动车啊？", rel=["c03"]),
        dict(kind="para", at="2026-05-06 23:30", q="本人钱包很瘦，住宿给我整个穷鬼套餐。", rel=["c04"]),
        dict(kind="para", at="2026-05-07 20:40", q="我一碰橡胶手套那类东西就起红疙瘩，化妆用品帮我避避雷。", rel=["c05"]),
        dict(kind="task", at="2026-05-08 21:10", q="7月和小桃一起去上海BW出cos，帮我规划交通和住宿，道具化妆品都得带上。", rel=["c02", "c01", "c03", "c04", "c08"]),
        dict(kind="task", at="2026-05-09 22:20", q="暑假想先从武汉回衡阳家里待一周，再从家里直接去上海看漫展，火车票怎么买最划算？", rel=["c07", "c02", "c04"]),
        dict(kind="direct", at="2026-05-10 12:00", q="我是对哪种材质过敏来着？", rel=["c05"]),
        dict(kind="abst", at="2026-05-11 19:30", q="《原神》里可莉的生日是哪天？", rel=[]),
        dict(kind="bg", at="2026-05-12 18:00", q="室友约我周末去看一部新上映的恐怖片，我要不要答应？", rel=[("bg", "用户不爱看恐怖片")]),
    ],
))

# ---------------------------------------------------------------- K kite volunteer / Melbourne
ACCOUNTS.append(dict(
    key="K", user_id="u_ma_xiulan", tenant_id="default", prefix="h16k",
    fix={"car": "none"}, drop_topics=["work", "commute", "games", "health"],
    drop_kw=RETIREE_DROP + ["英语", "跑步"], drop_active=True,
    core=[
        ("c01", "用户62岁，退休前是中学英语老师，住在青岛", "profile", 0.75, "2025-08-12 09:00", None),
        ("c02", "用户每年四月都去潍坊国际风筝会做志愿者，给外国风筝队当翻译", "preference", 0.85, "2025-08-12 09:05", None),
        ("c03", "用户的女儿在墨尔本读博士，住在Carlton那一带", "relation", 0.7, "2025-08-25 20:00", None),
        ("c04", "用户的女儿博士毕业后留校做博士后，已经搬到了墨尔本东南边的Clayton", "relation", 0.85, "2026-02-03 21:00", None),
        ("c05", "用户计划2026年10月去墨尔本看女儿，住一个月", "event", 0.9, "2026-01-14 20:30", "2026-11-10 23:59"),
        ("c06", "用户有骨质疏松，去年冬天滑倒摔断过手腕", "fact", 0.9, "2025-09-30 10:00", None),
        ("c07", "用户对青霉素过敏", "fact", 0.9, "2025-08-30 15:00", None),
        ("c08", "用户有过敏性鼻炎，一到春天花粉多的时候就犯", "fact", 0.8, "2025-09-10 08:40", None),
        ("c09", "用户出门只住有电梯的酒店，一天最多安排两个景点", "preference", 0.7, "2025-10-22 19:30", None),
        ("c10", "用户坚决不坐红眼航班，熬夜第二天血压就高", "preference", 0.7, "2025-11-08 20:10", None),
    ],
    pinned=[],
    probes=[
        dict(kind="para", at="2026-03-01 09:30", q="我这骨头脆得跟酥饼似的，路上遇到湿滑的地方你多留个神。", rel=["c06"]),
        dict(kind="para", at="2026-03-02 10:40", q="盘尼西林那一类的药我碰不得，出国万一要看病你记得提醒我。", rel=["c07"]),
        dict(kind="para", at="2026-03-03 08:50", q="每年放纸鸢的那个盛会我照旧去帮忙，帮我记着时间。", rel=["c02"]),
        dict(kind="task", at="2026-03-04 20:00", q="10月去墨尔本看闺女，住一个月，帮我订机票，顺便说说那边那个季节要注意些什么。", rel=["c05", "c08", "c10", "c04", "c01"]),
        dict(kind="task", at="2026-03-05 19:40", q="下个月去潍坊风筝会当志愿者那几天，帮我在会场附近订个住处，再排排每天的行程。", rel=["c02", "c09", "c06"]),
        dict(kind="direct", at="2026-03-06 11:20", q="我对哪种药过敏？", rel=["c07"]),
        dict(kind="abst", at="2026-03-07 15:00", q="墨尔本市中心坐电车是免费的吗？", rel=[]),
        dict(kind="expiry", at="2026-03-08 21:10", q="女儿现在住在哪一片？我想在她附近订个短租公寓。", rel=["c04", "c09"], forbid=[["Carlton"]], targets=["c03"]),
    ],
))

# ---------------------------------------------------------------- L autumn leaves / Kyoto in-laws
ACCOUNTS.append(dict(
    key="L", user_id="u_tang_yi", tenant_id="default", prefix="h16l",
    fix={"car": "gas"}, drop_topics=["health"],
    drop_kw=MIDLIFE_DROP + ["照片", "修图", "剪映", "相册", "懒觉"], drop_active=True,
    core=[
        ("c01", "用户住在广州，是风光摄影爱好者，每年秋天都要追着红叶和胡杨拍", "profile", 0.75, "2025-07-22 22:00", None),
        ("c02", "用户的妻子是日本人，岳父母住在京都", "relation", 0.85, "2025-07-22 22:05", None),
        ("c03", "用户计划2026年11月下旬带妻子回京都探望岳父母，顺便拍红叶", "event", 0.9, "2026-02-18 21:00", "2026-12-01 23:59"),
        ("c04", "用户出门拍片都带一台大疆Mini无人机", "fact", 0.8, "2025-09-03 20:30", None),
        ("c05", "用户恐高很严重，玻璃栈道、悬崖边的步道都不敢走", "fact", 0.9, "2025-08-15 19:00", None),
        ("c06", "用户对花生严重过敏，随身带肾上腺素笔", "fact", 0.95, "2025-08-01 12:00", None),
        ("c07", "用户拍日出习惯凌晨四五点出门，住的地方要离机位近", "preference", 0.7, "2025-10-10 23:10", None),
        ("c08", "用户腰椎间盘突出，背的摄影包不能超过八公斤", "fact", 0.8, "2025-12-05 09:30", None),
        ("c09", "用户出门住宿一般每晚不超过六百元", "fact", 0.7, "2025-11-22 20:00", None),
    ],
    pinned=["用户的车上个月刚做了保养"],
    probes=[
        dict(kind="para", at="2026-06-01 21:00", q="我有acrophobia，那种悬在半空的观景台就直接skip吧。", rel=["c05"]),
        dict(kind="para", at="2026-06-02 22:15", q="我那个小飞机，到了那边能不能随便放？", rel=["c04", "c03"]),
        dict(kind="para", at="2026-06-03 12:40", q="我那日本老丈人家在哪个城市来着？想寄点东西过去。", rel=["c02"]),
        dict(kind="task", at="2026-06-04 20:30", q="11月去京都拍红叶，帮我挑几个清晨的机位，住宿也一起订，注意下我的身体情况。", rel=["c03", "c07", "c08", "c09", "c05"]),
        dict(kind="task", at="2026-06-05 21:50", q="在京都那几天想请岳父母吃几顿好的，再给他们带点国内的特产，帮我出出主意。", rel=["c06", "c02", "c03", "c01"]),
        dict(kind="abst", at="2026-06-06 19:00", q="朋友冬天想去北海道拍雪景，要带哪些镜头？", rel=[]),
        dict(kind="bg", at="2026-06-07 10:30", q="我那辆车上次保养是什么时候？下周想开远一点。", rel=[("bg", "用户的车上个月刚做了保养")],
             also=["用户的车开了八年，准备换掉"]),
    ],
))


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------

def account_text(acc):
    parts = [c[1] for c in acc["core"]] + [p["q"] for p in acc["probes"]]
    return "\n".join(parts)


def forbid_keywords(acc):
    kws = []
    for p in acc["probes"]:
        for grp in p.get("forbid", []):
            kws.extend(grp)
    return kws


def select_background(acc, pool):
    places = list(background_pool.PLACE_WORDS) + EXTRA_PLACES
    text = account_text(acc)
    own_places = [pl for pl in places if pl in text]
    fkw = [norm(k) for k in forbid_keywords(acc)]
    core_norm = [norm(c[1]) for c in acc["core"]]
    rng = random.Random("holdout16:" + acc["key"])

    def allowed(it):
        t = it["text"]
        if any(h in t for h in THEME_HAZARDS):
            return False
        if it["topic"] in acc["drop_topics"]:
            return False
        if any(k in t for k in acc["drop_kw"]):
            return False
        if acc["drop_active"] and it["active"]:
            return False
        if any(pl in t for pl in places if pl in own_places):
            return False
        if any(k in norm(t) for k in fkw):
            return False
        nt = norm(t)
        if any(nt == c or nt in c or c in nt for c in core_norm):
            return False
        return True

    # family clusters: fixed, forced by pinned statements, else seeded choice
    clusters = {}
    for it in pool:
        for f, c in it["families"].items():
            clusters.setdefault(f, set()).add(c)
    chosen = dict(acc["fix"])
    by_text = {it["text"]: it for it in pool}
    for ptxt in acc["pinned"]:
        if ptxt not in by_text:
            raise SystemExit("pinned statement not in pool: %s" % ptxt)
        for f, c in by_text[ptxt]["families"].items():
            if chosen.get(f, c) != c:
                raise SystemExit("pinned %r conflicts with fixed cluster %s" % (ptxt, f))
            chosen[f] = c
    for f in sorted(clusters):
        if f not in chosen:
            chosen[f] = rng.choice(sorted(clusters[f]))

    cands = []
    for it in pool:
        if any(chosen[f] != c for f, c in it["families"].items()):
            continue
        if it["text"] in acc["pinned"]:
            if not allowed(it):
                raise SystemExit("pinned statement filtered out for %s: %s" % (acc["key"], it["text"]))
            continue
        if allowed(it):
            cands.append(it)
    pinned_items = [by_text[t] for t in acc["pinned"]]
    need = N_BG - len(pinned_items)
    if len(cands) < need:
        raise SystemExit("account %s: only %d candidates" % (acc["key"], len(cands)))
    sample = rng.sample(cands, need)
    picked = sorted(pinned_items + sample, key=lambda it: it["idx"])
    # timestamps / importance, deterministic
    start = datetime(2025, 3, 1, 8, 0, tzinfo=TZ)
    out = []
    for it in picked:
        dt = start + timedelta(days=rng.randrange(0, 300), hours=rng.randrange(0, 14),
                               minutes=rng.randrange(0, 60))
        out.append({"text": it["text"], "type": it["type"],
                    "importance": round(rng.uniform(0.3, 0.6), 2),
                    "created_at": dt.isoformat()})
    return out, chosen


def build():
    pool = parse_pool()
    users = []
    meta = {}
    kind_no = Counter()
    for acc in ACCOUNTS:
        p = acc["prefix"]
        mems = []
        for lid, content, mtype, imp, created, vu in acc["core"]:
            m = OrderedDict([("id", "%s-%s" % (p, lid)), ("content", content), ("type", mtype),
                             ("importance", imp), ("created_at", T(created))])
            if vu:
                m["valid_until"] = T(vu)
            mems.append(m)
        bgs, chosen = select_background(acc, pool)
        # order: everything by creation time, bg ids numbered in that order
        allm = [(m["created_at"], 0, i, m) for i, m in enumerate(mems)]
        for i, b in enumerate(bgs):
            allm.append((b["created_at"], 1, i, b))
        allm.sort(key=lambda x: (x[0], x[1], x[2]))
        final = []
        bg_id = {}
        n = 0
        for _, is_bg, _, m in allm:
            if is_bg:
                n += 1
                mid = "%s-b%03d" % (p, n)
                bg_id[m["text"]] = mid
                final.append(OrderedDict([("id", mid), ("content", m["text"]), ("type", m["type"]),
                                          ("importance", m["importance"]), ("created_at", m["created_at"])]))
            else:
                final.append(m)
        probes = []
        for pr in acc["probes"]:
            kind_no[pr["kind"]] += 1
            rel = []
            for r in pr["rel"]:
                if isinstance(r, tuple):
                    rel.append(bg_id[r[1]])
                else:
                    rel.append("%s-%s" % (p, r))
            for t in pr.get("also", []):
                if t in bg_id:
                    rel.append(bg_id[t])
            po = OrderedDict([("id", "h16-%s-%03d" % (pr["kind"], kind_no[pr["kind"]])),
                              ("at", T(pr["at"])), ("query", pr["q"]), ("relevant", rel)])
            if pr.get("forbid"):
                po["forbid"] = pr["forbid"]
            probes.append(po)
        users.append(OrderedDict([("user_id", acc["user_id"]), ("tenant_id", acc["tenant_id"]),
                                  ("memories", final), ("probes", probes)]))
        meta[acc["key"]] = {"chosen": chosen, "bg_id": bg_id}
    data = OrderedDict([("format", "memory-eval/v1"), ("name", "zh_retrieval_holdout16"),
                        ("users", users)])
    validate(data, meta)
    return data


def validate(data, meta):
    errs = []
    acc_by_key = {a["key"]: a for a in ACCOUNTS}
    assert len(data["users"]) == len(ACCOUNTS) == 12
    # user/tenant
    pairs = [(u["user_id"], u["tenant_id"]) for u in data["users"]]
    if len(set(pairs)) != len(pairs):
        errs.append("duplicate (user_id, tenant_id)")
    uid_count = Counter(u["user_id"] for u in data["users"])
    shared = [u for u, c in uid_count.items() if c > 1]
    if shared != ["u_wangjing"] or uid_count["u_wangjing"] != 2:
        errs.append("expected exactly one user_id shared by two tenants: %r" % uid_count)
    all_mem_ids = []
    all_probe_ids = []
    kinds = Counter()
    mem_text_by_key = {}
    for acc, u in zip(ACCOUNTS, data["users"]):
        mem_text_by_key[acc["key"]] = [norm(m["content"]) for m in u["memories"]]
    for acc, u in zip(ACCOUNTS, data["users"]):
        p = acc["prefix"]
        mems = {m["id"]: m for m in u["memories"]}
        all_mem_ids.extend(mems)
        core_ids = {m["id"] for m in u["memories"] if re.match(r"^%s-c\d\d$" % p, m["id"])}
        bg_ids = {m["id"] for m in u["memories"] if re.match(r"^%s-b\d{3}$" % p, m["id"])}
        if not 8 <= len(core_ids) <= 11:
            errs.append("%s: %d core memories" % (acc["key"], len(core_ids)))
        if len(bg_ids) != N_BG:
            errs.append("%s: %d background memories" % (acc["key"], len(bg_ids)))
        if len(core_ids) + len(bg_ids) != len(u["memories"]):
            errs.append("%s: stray memory ids" % acc["key"])
        core_txt = [norm(mems[i]["content"]) for i in core_ids]
        bg_txt = [norm(mems[i]["content"]) for i in bg_ids]
        if len(set(bg_txt)) != len(bg_txt):
            errs.append("%s: duplicate background statement" % acc["key"])
        if len(set(core_txt)) != len(core_txt):
            errs.append("%s: duplicate core statement" % acc["key"])
        for b in bg_txt:
            for c in core_txt:
                if b == c or b in c or c in b:
                    errs.append("%s: background duplicates core: %s" % (acc["key"], b))
        for pr_spec, pr in zip(acc["probes"], u["probes"]):
            pid = pr["id"]
            all_probe_ids.append(pid)
            m = re.match(r"^h16-(para|task|direct|abst|expiry|bg)-(\d{3})$", pid)
            if not m:
                errs.append("bad probe id %s" % pid)
                continue
            kind = m.group(1)
            kinds[kind] += 1
            at = datetime.fromisoformat(pr["at"])
            rel = pr["relevant"]
            if len(set(rel)) != len(rel):
                errs.append("%s: duplicate relevant" % pid)
            for r in rel:
                if r not in mems:
                    errs.append("%s: relevant %s not in account" % (pid, r))
                    continue
                mm = mems[r]
                if datetime.fromisoformat(mm["created_at"]) > at:
                    errs.append("%s: relevant %s created after probe" % (pid, r))
                if "valid_until" in mm and datetime.fromisoformat(mm["valid_until"]) <= at:
                    errs.append("%s: relevant %s already expired" % (pid, r))
            if kind == "abst" and rel:
                errs.append("%s: abstention probe has relevant" % pid)
            if kind != "abst" and not rel:
                errs.append("%s: empty relevant" % pid)
            if kind == "bg":
                if not all(r in bg_ids for r in rel):
                    errs.append("%s: bg probe with non-background relevant" % pid)
            elif not all(r in core_ids for r in rel):
                errs.append("%s: non-bg probe with background relevant" % pid)
            if kind == "task":
                if not 3 <= len(rel) <= 6:
                    errs.append("%s: task needs 3-6 memories, has %d" % (pid, len(rel)))
                if not 30 <= len(pr["query"]) <= 120:
                    errs.append("%s: task query length %d" % (pid, len(pr["query"])))
            if kind in ("para", "direct") and not 1 <= len(rel) <= 2:
                errs.append("%s: %s should use 1-2 memories" % (pid, kind))
            if kind == "expiry" and not pr.get("forbid"):
                errs.append("%s: expiry without forbid" % pid)
            # forbid keywords: must hit their target, and nothing else in this account
            targets = ["%s-%s" % (p, t) for t in pr_spec.get("targets", [])]
            other = pr_spec.get("other")
            if pr.get("forbid") and not targets and not other:
                errs.append("%s: forbid without targets/other" % pid)
            for t in targets:
                if t not in mems:
                    errs.append("%s: forbid target %s missing" % (pid, t))
                elif kind == "expiry" and "valid_until" in mems[t] and \
                        datetime.fromisoformat(mems[t]["valid_until"]) >= at:
                    errs.append("%s: target %s not yet expired" % (pid, t))
            for grp in pr.get("forbid", []):
                for kw in grp:
                    k = norm(kw)
                    for mid, mm in mems.items():
                        if k in norm(mm["content"]) and mid not in targets:
                            errs.append("%s: forbid %r hits non-target %s" % (pid, kw, mid))
                    if targets and not any(k in norm(mems[t]["content"]) for t in targets if t in mems):
                        errs.append("%s: forbid %r misses its target" % (pid, kw))
                    if other and not any(k in c for c in mem_text_by_key[other]):
                        errs.append("%s: forbid %r not in account %s" % (pid, kw, other))
            if other:
                ou = data["users"][ACCOUNTS.index(acc_by_key[other])]
                if ou["user_id"] != u["user_id"] or ou["tenant_id"] == u["tenant_id"]:
                    errs.append("%s: 'other' account is not the same user_id in another tenant" % pid)
        # probe times ordered and after every memory creation of that account
        last_created = max(datetime.fromisoformat(m["created_at"]) for m in u["memories"]
                           if m["id"] in bg_ids)
        first_probe = min(datetime.fromisoformat(pr["at"]) for pr in u["probes"])
        if last_created >= first_probe:
            errs.append("%s: background created after first probe" % acc["key"])
    if len(set(all_mem_ids)) != len(all_mem_ids):
        errs.append("memory ids not unique")
    if len(set(all_probe_ids)) != len(all_probe_ids):
        errs.append("probe ids not unique")
    for k, n in KIND_COUNTS.items():
        if kinds[k] != n:
            errs.append("kind %s: %d probes, expected %d" % (k, kinds[k], n))
    if sum(kinds.values()) != sum(KIND_COUNTS.values()):
        errs.append("total probes %d" % sum(kinds.values()))
    if errs:
        raise SystemExit("validation failed:\n  " + "\n  ".join(errs))


def render(data):
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def report(data):
    kinds = Counter()
    print("probes per kind:")
    for u in data["users"]:
        for pr in u["probes"]:
            kinds[pr["id"].split("-")[1]] += 1
    for k in KIND_COUNTS:
        print("  %-7s %3d" % (k, kinds[k]))
    print("  %-7s %3d" % ("total", sum(kinds.values())))
    print("per account:")
    print("  %-3s %-16s %-9s %4s %4s %4s  %s" % ("key", "user_id", "tenant", "core", "bg", "prb", "kinds"))
    for acc, u in zip(ACCOUNTS, data["users"]):
        core = sum(1 for m in u["memories"] if "-c" in m["id"])
        bg = sum(1 for m in u["memories"] if "-b" in m["id"])
        kc = Counter(pr["id"].split("-")[1] for pr in u["probes"])
        ks = " ".join("%s=%d" % (k, kc[k]) for k in KIND_COUNTS if kc[k])
        print("  %-3s %-16s %-9s %4d %4d %4d  %s" % (acc["key"], u["user_id"], u["tenant_id"],
                                                   core, bg, len(u["probes"]), ks))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    data = build()
    blob = render(data)
    if a.check:
        if not OUT.exists() or OUT.read_bytes() != blob:
            print("MISMATCH: %s differs from a fresh build" % OUT.name)
            sys.exit(1)
        print("OK: %s matches a fresh build (%d bytes)" % (OUT.name, len(blob)))
    elif not a.report:
        OUT.write_bytes(blob)
        print("wrote %s (%d bytes)" % (OUT, len(blob)))
    if a.report:
        report(data)


if __name__ == "__main__":
    main()
