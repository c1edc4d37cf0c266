"""Builder for zh_retrieval_holdout35.json (memory-eval/v1, track R).

WRITTEN BLIND.  The author of this file read only two files of the
repository, as plain text: /work/shared/eval/FORMAT.md (the memory-eval/v1
format) and bench/data/src/background_pool.py (the pool of background filler
memories).  No engine code, no other evaluation set and no other builder was
read; the only folder listed or written is this one (bench/data/holdout35/).

Theme (new): health tourism and wellness travel, crafts and food producers,
long-distance relationships -- IVF in Bangkok, a tea farmer selling in
Guangzhou, a couple living in two cities, an onsen lover, a knee-replacement
patient, a baker sourcing flour, a ceramicist working with a wood kiln in
Jingdezhen, a winery visitor, a dietitian, a TCM regimen follower, a yoga
retreat goer, a businessman doing check-ups in Kyoto and dental work in Seoul.

Twelve accounts.  ``u_anran`` exists under two tenants with the same display
name (安然) and different lives; 16 probes (ids ending in ``_leak``) ask one of
them something the other one has a tempting answer for, and forbid keywords
taken from the other account's memories.

Probe kinds (in the probe id): p_para (paraphrase), p_task (planning request
needing 3-6 memories), p_direct, p_abst (nothing relevant), p_expiry (current
value of something that changed: relevant = newer memory, forbid = older one;
two of them want nothing because the thing ended with no replacement),
p_bg (answer lives in a background filler memory).

``forbid`` follows FORMAT.md: a list of keyword-alternative lists, matched as
substrings.  Internally every forbid group also names the memories it is
meant to catch, and ``--check`` verifies that each group really matches one
of those memories and no other memory of the probe's own account.

Usage:
    python bench/data/holdout35/build_holdout35.py          # write the JSON
    python bench/data/holdout35/build_holdout35.py --check  # rebuild + compare + validate
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout35.json"
POOL_FILE = HERE.parent / "src" / "background_pool.py"
SEED = 35_2026_0611
TOTAL_MEMORIES_TARGET = 1856
TZ = timezone(timedelta(hours=8))


def _load_pool_module():
    try:  # the normal way, when run from the repository root
        sys.path.insert(0, str(HERE.parents[2]))
        from bench.data.src import background_pool  # type: ignore
        return background_pool
    except Exception:  # pragma: no cover - fall back to the file itself
        spec = importlib.util.spec_from_file_location("background_pool", POOL_FILE)
        mod = importlib.util.module_from_spec(spec)
        assert spec.loader is not None
        spec.loader.exec_module(mod)
        return mod


_bp = _load_pool_module()
PLACE_WORDS: list[str] = list(_bp.PLACE_WORDS)


def parse_pool(text: str) -> list[dict]:
    """Parse background_pool.POOL into statements with topic, type, tags."""
    out: list[dict] = []
    topic, mtype = None, None
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts), parts[-1]
            continue
        tags: list[str] = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        out.append({"topic": topic, "type": mtype, "tags": tags, "content": line})
    return out


POOL = parse_pool(_bp.POOL)


def ts(s: str) -> str:
    """'2025-08-14 20:11' -> ISO 8601 with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


# --------------------------------------------------------------------------
# Accounts.  M(key, created, type, importance, content, vu=valid_until)
# --------------------------------------------------------------------------

def M(key, created, mtype, imp, content, vu=None):
    return {"key": key, "created": created, "type": mtype, "importance": imp,
            "content": content, "vu": vu}


def P(kind, at, query, rel=(), forbid=(), leak=False):
    """forbid: list of (keyword alternatives, memory keys they are meant to catch).
    A memory key is 'key' (own account), 'acct:key' (another account) or
    'pool:<statement>' (a background statement of the own account)."""
    return {"kind": kind, "at": at, "query": query, "rel": list(rel),
            "forbid": [(list(k), list(ids)) for k, ids in forbid], "leak": leak}


ELDER_DROP = [
    "外婆", "爷爷", "奶奶", "父亲", "母亲", "父母", "弟弟", "妹妹", "姐姐", "堂弟", "侄子",
    "表哥", "表姐", "舅舅", "大姨", "叔叔", "大学", "室友", "同学", "发小", "驾照", "正畸",
    "长痘", "婚礼", "跳槽", "公司", "同事", "实习", "述职", "加班", "年终", "出差", "NBA",
    "王者荣耀", "剧本杀", "智齿", "树莓派", "机械键盘", "周报", "跑步", "马拉松", "跳绳",
    "篮球", "游泳", "滑冰", "羽毛球", "网球", "自行车", "散步",
]
FARM_DROP = [
    "茶", "在职研究生", "Python", "教师资格证", "项目管理", "Excel", "实习生", "跳槽",
    "小区", "十七楼", "物业", "业委会", "业主", "大学", "室友", "公司", "同事", "出差",
    "机械工程", "年终奖", "88VIP", "宜家", "周报", "长痘", "大三", "睡懒觉",
]

ACCOUNTS: list[dict] = []

# ---------------------------------------------------------------- 1 安然 (A)
ACCOUNTS.append({
    "acct": "ara", "user_id": "u_anran", "tenant_id": "tenant_wellnesstrip",
    "filler_start": "2025-03-01 08:00",
    "drop_topics": [], "drop_contains": ["咖啡", "血压"], "drop_families": [],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("name", "2025-08-14 20:11", "profile", 0.6, "用户叫安然，朋友都叫她然然，今年34岁"),
        M("city", "2025-08-14 20:13", "profile", 0.7, "用户住在上海静安区，在一家外企做品牌市场"),
        M("hus", "2025-08-14 20:20", "relation", 0.85, "用户的老公周屹在成都一家游戏公司做策划，两人婚后一直两地分居"),
        M("allergy", "2025-08-20 09:42", "profile", 0.95, "用户对青霉素过敏，小时候打针起过一身疹子，看病前一定先说"),
        M("meet", "2025-08-30 09:12", "relation", 0.75, "用户和周屹差不多每两周见一次，大多是她周五下班飞过去，周日晚上再飞回来"),
        M("ivf", "2025-09-03 22:40", "event", 0.9, "用户和老公在国内做过两次试管都没成功，今年决定去泰国曼谷的康民医院再试一次"),
        M("budget", "2025-09-03 22:46", "fact", 0.7, "这一轮试管用户给自己定的总预算是25万人民币左右，机票住宿都算在里面"),
        M("hus_home", "2025-09-12 23:05", "fact", 0.6, "周屹在成都高新区租了个一居室，用户过去就住他那儿"),
        M("chengdu_food", "2025-09-14 13:30", "preference", 0.55, "用户吃不了红油火锅，去成都都是跟周屹找清汤锅底或者粤菜馆"),
        M("insurance", "2025-09-15 19:08", "fact", 0.6, "用户买的商业医疗险能报海外就医，但辅助生殖的费用不在报销范围里"),
        M("decaf", "2025-09-20 08:31", "preference", 0.7, "用户为了备孕把咖啡戒了，实在馋的时候点一杯低因拿铁"),
        M("vitamins", "2025-09-25 07:50", "fact", 0.55, "用户每天早上吃叶酸和辅酶Q10"),
        M("flight", "2025-10-08 21:02", "preference", 0.75, "用户飞曼谷基本都坐东航，浦东直飞，攒了个东航银卡"),
        M("seat", "2025-10-08 21:04", "preference", 0.7, "用户坐飞机要靠过道的位置，打完针腿容易水肿，得时不时起来走走"),
        M("anniv", "2025-10-17 22:15", "event", 0.5, "10月17号是用户和周屹的结婚纪念日，今年两个人是在成都过的"),
        M("doctor", "2025-10-21 11:05", "relation", 0.7, "用户在康民医院的主治医生是Dr. Somchai，会说几句简单的中文"),
        M("translator", "2025-10-22 15:27", "relation", 0.75, "用户在曼谷请了个中文陪诊翻译阿玲，一天2500泰铢"),
        M("hotel_old", "2025-10-25 10:10", "event", 0.7, "用户上次去曼谷住在Sukhumvit Soi 3的一家服务式公寓，走到康民医院只要五分钟"),
        M("fridge", "2025-10-25 10:14", "preference", 0.85, "用户订住处必须带冰箱，促排针剂要2到8度冷藏"),
        M("sim", "2025-10-25 18:40", "fact", 0.45, "用户在泰国用的是AIS的游客卡，八天不限流量那种"),
        M("shot", "2025-10-26 21:10", "event", 0.8, "促排那段时间用户每天晚上九点自己在肚子上打一针"),
        M("card", "2025-10-28 12:02", "fact", 0.45, "用户在医院刷招行的Visa卡，境外消费免货币转换费"),
        M("quiet", "2025-10-30 23:20", "preference", 0.7, "用户睡眠浅，订房都会备注要高楼层、离电梯远一点"),
        M("cold_food", "2025-11-02 20:05", "preference", 0.85, "医生交代用户促排和移植期间别吃生冷，冰饮、刺身、沙拉这些她都戒了"),
        M("no_spa", "2025-11-02 20:09", "preference", 0.8, "备孕期间医生不让用户泡温泉、蒸桑拿，洗澡水都不能太烫"),
        M("spicy_no", "2025-12-05 19:44", "preference", 0.7, "用户胃不好，泰餐只敢点不辣的，冬阴功都要跟店家说少放辣"),
        M("transfer", "2026-01-10 22:31", "event", 0.7, "用户打算取完卵先冻胚，过两三个月身体调好了再做移植"),
        M("hus_bday", "2026-03-02 20:48", "relation", 0.7, "周屹的生日是6月28号"),
        M("hotel_new", "2026-04-18 23:02", "event", 0.85, "下次去曼谷用户不打算回原来那家公寓了，隔音太差晚上睡不好，已经订了Nana站旁边的Citadines，打车过去十来分钟"),
        M("mom", "2026-04-20 10:35", "relation", 0.8, "用户妈妈会陪她在曼谷住半个月，专门照顾她取卵后的饮食"),
        M("mom_bp", "2026-04-20 10:37", "profile", 0.75, "用户妈妈有高血压，路走多了就头晕，出门不能排太满"),
        M("retrieval_old", "2026-05-03 16:22", "event", 0.9, "医生给用户排的取卵手术在7月8号", vu="2026-07-09 00:00"),
        M("leave", "2026-05-10 18:06", "event", 0.75, "公司批了用户三周的假，从7月初开始休", vu="2026-07-31 23:59"),
        M("retrieval_new", "2026-05-22 13:47", "event", 0.95, "复查B超卵泡长得偏慢，Dr. Somchai让再等等，取卵定到了7月15号", vu="2026-07-16 00:00"),
    ],
    "probes": [
        P("para", "2026-06-05 10:12", "护士让我填过敏史，我打针哪类药不能用来着？",
          rel=["allergy"], forbid=[(["头孢"], ["arb:allergy"])], leak=True),
        P("para", "2026-06-05 21:40", "我家那口子现在在哪边上班？想算算这周末飞过去要多久",
          rel=["hus"], forbid=[(["林夏"], ["arb:gf"]), (["广州"], ["arb:gf", "arb:train"])], leak=True),
        P("para", "2026-06-06 12:03", "到了泰国吃东西我得忌口些啥",
          rel=["cold_food", "spicy_no"], forbid=[(["香菜"], ["arb:coriander"]), (["特别能吃辣"], ["arb:spicy"])], leak=True),
        P("para", "2026-06-06 22:18", "晚上那针我是自己来的，住的地方得提前准备点啥",
          rel=["fridge", "shot"], forbid=[(["Soi 3"], ["hotel_old"])]),
        P("task", "2026-06-08 20:30", "帮我排一下7月去曼谷取卵那趟，机票酒店都弄好，我妈也一块儿去",
          rel=["retrieval_new", "flight", "seat", "hotel_new", "fridge", "mom"],
          forbid=[(["7月8"], ["retrieval_old"]), (["Soi 3"], ["hotel_old"]), (["景德镇"], ["arb:job"])], leak=True),
        P("task", "2026-06-09 08:55", "老公生日那天我想飞过去陪他，帮我把航班和那两天的安排弄一下",
          rel=["hus", "hus_bday", "hus_home", "seat", "chengdu_food"],
          forbid=[(["林夏"], ["arb:gf"])], leak=True),
        P("direct", "2026-06-10 23:01", "我跟周屹一般多久见一次面？",
          rel=["meet"], forbid=[(["一个月见一次"], ["arb:gf_meet"])], leak=True),
        P("abst", "2026-06-11 14:20", "我在老李那儿烧一窑要多少钱来着？",
          rel=[], forbid=[(["老李"], ["arb:kiln", "arb:kiln_old", "arb:kiln_new"])], leak=True),
        P("abst", "2026-06-11 14:26", "我去日本那个研学的签证办下来没？", rel=[]),
        P("expiry", "2026-06-12 09:15", "取卵现在到底定的哪天？我得跟老板说一声",
          rel=["retrieval_new"], forbid=[(["7月8"], ["retrieval_old"]), (["点火"], ["arb:kiln_old", "arb:kiln_new"])], leak=True),
    ],
})

# ---------------------------------------------------------------- 2 安然 (B)
ACCOUNTS.append({
    "acct": "arb", "user_id": "u_anran", "tenant_id": "tenant_makersmarket",
    "filler_start": "2025-02-15 08:00",
    "drop_topics": ["work profile", "commute profile"],
    "drop_contains": ["陶艺", "拉坯", "腱鞘炎", "泰国", "周报", "公司", "年终奖", "项目管理", "在职研究生"], "drop_families": ["car", "parents"],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("name", "2025-07-02 21:30", "profile", 0.6, "用户叫安然，江西鹰潭人，做陶瓷的朋友都喊他安仔"),
        M("job", "2025-07-02 21:33", "profile", 0.8, "用户在景德镇做青白瓷，主要做杯子和茶器，已经干了五年"),
        M("gf", "2025-07-03 00:12", "relation", 0.85, "用户的女朋友林夏在广州做室内设计，两人异地快两年了"),
        M("dad", "2025-07-03 00:15", "relation", 0.5, "用户的爸爸在鹰潭老家开修车铺"),
        M("studio_old", "2025-07-05 16:50", "fact", 0.7, "用户的工作室租在三宝村里，一个月1800"),
        M("coriander", "2025-07-15 12:20", "preference", 0.8, "用户不吃香菜，闻到那个味道都难受"),
        M("spicy", "2025-07-15 12:22", "preference", 0.7, "用户是江西人，特别能吃辣，没辣椒下不了饭"),
        M("kiln", "2025-07-20 19:05", "fact", 0.75, "用户自己没有窑，烧柴窑都是搭老李窑厂的窑，按窑位算钱"),
        M("price_old", "2025-07-30 15:00", "fact", 0.6, "用户的手工杯一只卖280"),
        M("gf_meet", "2025-08-11 22:41", "relation", 0.75, "用户和林夏基本一个月见一次，大多是他坐高铁去广州找她"),
        M("train", "2025-08-11 22:44", "preference", 0.75, "用户去广州一般坐景德镇北到广州南的高铁，二等座，单程五个多小时"),
        M("pack", "2025-08-19 17:30", "preference", 0.65, "用户自己带作品出门，每只杯子都用气泡膜裹三层，再塞进拉杆箱"),
        M("market", "2025-08-20 10:02", "event", 0.7, "用户每个季度去上海M50旁边的创意市集摆一次摊，卖自己的杯子"),
        M("market_fee_old", "2025-08-20 10:04", "fact", 0.55, "市集两天的摊位费是600"),
        M("shipping", "2025-09-01 14:12", "fact", 0.65, "用户给客户寄瓷器用顺丰，选易碎品，并且全额保价"),
        M("van", "2025-09-05 09:30", "fact", 0.5, "用户开一辆二手五菱面包车，平时用来拉坯拉货"),
        M("allergy", "2025-09-09 23:50", "profile", 0.95, "用户对头孢类的抗生素过敏，有一次输液差点出事"),
        M("xhs", "2025-10-11 20:20", "fact", 0.5, "用户在小红书上卖杯子，攒了两万多粉丝"),
        M("hostel", "2025-11-20 21:10", "preference", 0.7, "用户出门住哪儿都行，青旅民宿都可以，只要有独立卫生间"),
        M("no_fly", "2025-11-20 21:12", "preference", 0.55, "用户不太爱坐飞机，国内能坐高铁就坐高铁"),
        M("wrist", "2025-12-01 22:35", "profile", 0.6, "用户右手腕有腱鞘炎，拉坯久了就疼，一直在贴膏药"),
        M("studio_new", "2026-01-08 18:25", "fact", 0.85, "年前用户的工作室搬到了陶溪川后面的老厂房，月租3200，贵是贵了，离周末市集近"),
        M("gf_diet", "2026-01-20 13:10", "relation", 0.6, "林夏口味清淡，吃不了太辣的"),
        M("japan", "2026-02-14 11:45", "event", 0.8, "用户报了9月去日本佐贺有田町的陶瓷研学，为期十天", vu="2026-09-30 23:59"),
        M("japan_budget", "2026-02-14 11:48", "fact", 0.7, "有田研学用户打算把总花费控制在两万块以内"),
        M("glaze", "2026-03-03 23:40", "event", 0.55, "用户最近在反复试影青釉的配方，烧坏了好几批试片"),
        M("market_fee_new", "2026-03-15 19:30", "fact", 0.6, "市集主办方今年调价，两天的摊位费变成了900，用户有点肉疼"),
        M("price_new", "2026-04-02 16:40", "fact", 0.65, "柴窑成本涨了，用户把杯子的价格提到了350一只"),
        M("kiln_old", "2026-04-28 20:15", "event", 0.85, "老李那边这一窑定在7月10号点火，用户要赶在6月底前把坯交过去", vu="2026-07-11 00:00"),
        M("proposal", "2026-05-05 23:58", "event", 0.75, "用户打算12月林夏生日那天求婚，戒指还在挑", vu="2026-12-31 23:59"),
        M("kiln_new", "2026-05-26 21:22", "event", 0.9, "松木柴没到齐，老李只好把点火往后推了两个礼拜，到7月24号", vu="2026-07-25 00:00"),
    ],
    "probes": [
        P("para", "2026-06-04 16:30", "去诊所输液之前我得先跟医生交代啥？",
          rel=["allergy"], forbid=[(["青霉素"], ["ara:allergy"])], leak=True),
        P("para", "2026-06-04 22:05", "我对象是干哪行的来着",
          rel=["gf"], forbid=[(["周屹"], ["ara:hus"]), (["游戏公司"], ["ara:hus"])], leak=True),
        P("para", "2026-06-06 18:40", "出去下馆子点菜，我有啥讲究没",
          rel=["coriander", "spicy"], forbid=[(["生冷"], ["ara:cold_food"]), (["不辣的"], ["ara:spicy_no"])], leak=True),
        P("para", "2026-06-07 09:12", "我现在干活的地方挪到哪儿了？",
          rel=["studio_new"], forbid=[(["三宝村"], ["studio_old"])]),
        P("task", "2026-06-08 21:50", "下个月去广州看女朋友，顺便带一批杯子过去给她朋友，帮我安排下",
          rel=["gf", "gf_meet", "train", "pack"],
          forbid=[(["曼谷"], ["ara:ivf"]), (["周屹"], ["ara:hus"])], leak=True),
        P("task", "2026-06-09 15:33", "9月去日本那个研学，帮我把住宿跟花销规划一下",
          rel=["japan", "japan_budget", "hostel"],
          forbid=[(["康民"], ["ara:ivf"]), (["Citadines"], ["ara:hotel_new"])], leak=True),
        P("direct", "2026-06-10 07:48", "我去广州一般坐哪段高铁？",
          rel=["train"], forbid=[(["东航"], ["ara:flight"])], leak=True),
        P("abst", "2026-06-10 19:02", "我在泰国请的那个陪诊翻译叫啥？",
          rel=[], forbid=[(["阿玲"], ["ara:translator"])], leak=True),
        P("abst", "2026-06-11 11:11", "我上回体检甘油三酯是多少来着", rel=[]),
        P("expiry", "2026-06-12 20:20", "老李那窑到底哪天点火？我好安排交坯",
          rel=["kiln_new"], forbid=[(["7月10"], ["kiln_old"]), (["取卵"], ["ara:retrieval_old", "ara:retrieval_new"])], leak=True),
    ],
})

# ---------------------------------------------------------------- 3 李兰芳 茶农
ACCOUNTS.append({
    "acct": "lfa", "user_id": "u_lanfang", "tenant_id": "tenant_makersmarket",
    "filler_start": "2025-01-10 08:00",
    "drop_topics": ["work profile", "commute profile"],
    "drop_contains": FARM_DROP, "drop_families": ["housing", "car", "parents"],
    "force_clusters": {"blood": "o"}, "drop_active": False,
    "memories": [
        M("flight", "2025-03-25 20:40", "preference", 0.75, "从临沧去广州得在昆明转机，用户怕误事，转机时间都留三个小时以上"),
        M("luggage", "2025-03-26 09:10", "fact", 0.65, "用户出门带的茶样一般有二十来斤，托运经常超重要补钱"),
        M("fangcun_old", "2025-03-28 21:15", "fact", 0.8, "用户在广州芳村茶叶市场跟表哥合租一个档口，每年春茶下来去守一个月"),
        M("room_old", "2025-03-28 21:18", "fact", 0.6, "用户在广州一般住芳村附近的汉庭，两百块一晚"),
        M("name", "2025-04-02 19:00", "profile", 0.7, "用户叫李兰芳，家在云南临沧双江的勐库镇，家里有四十来亩茶园"),
        M("trees", "2025-04-02 19:03", "fact", 0.6, "自家茶园里有一片两百多年的古茶树，做成生普最好卖"),
        M("husband", "2025-04-02 19:06", "relation", 0.6, "用户老公在家管茶园和初制所，基本不出远门"),
        M("sleep_season", "2025-04-08 23:30", "fact", 0.4, "做茶季用户每天只睡五个小时左右"),
        M("kinds", "2025-04-10 12:00", "fact", 0.5, "除了普洱，用户家还做一些滇红和月光白"),
        M("price_old", "2025-04-15 18:22", "fact", 0.65, "去年古树春茶的毛茶收购价一公斤1200"),
        M("dimsum", "2025-04-18 09:40", "preference", 0.55, "在广州用户最爱喝早茶，不过只挑不甜的点心，虾饺、肠粉这些"),
        M("diab", "2025-04-20 22:05", "profile", 0.9, "用户有2型糖尿病，每天早晚各吃一次二甲双胍"),
        M("diet", "2025-04-20 22:08", "preference", 0.85, "用户吃饭控糖，米饭米线只吃小半碗，甜饮料一口不碰"),
        M("logistics", "2025-04-25 15:30", "fact", 0.6, "大宗的茶走德邦物流发到广州，四五天能到"),
        M("meter", "2025-05-01 08:20", "fact", 0.7, "用户出门随身带血糖仪，每天早上和晚饭后各测一次"),
        M("hypo", "2025-05-01 08:24", "fact", 0.75, "用户坐长途车怕低血糖，包里一直备着几颗水果糖和苏打饼干"),
        M("brand", "2025-05-12 20:00", "fact", 0.65, "用户家的茶注册了个牌子叫勐库兰记"),
        M("son", "2025-05-20 21:45", "relation", 0.6, "用户的儿子在昆明读大二，周末帮家里在抖音上直播卖茶"),
        M("mil", "2025-06-01 19:30", "relation", 0.45, "用户的婆婆快八十了，跟他们住在一起"),
        M("dialect", "2025-06-10 10:10", "preference", 0.55, "用户普通话带口音，打电话容易说不清，更喜欢发文字沟通"),
        M("cert", "2025-06-18 16:00", "fact", 0.45, "茶园去年拿到了有机认证"),
        M("pay", "2025-07-02 11:20", "fact", 0.45, "用户收款主要用微信，大客户走对公账户"),
        M("malian", "2025-09-10 20:30", "event", 0.75, "用户每年秋天都去北京马连道茶城参加一个订货会"),
        M("sleeper", "2025-09-10 20:33", "preference", 0.65, "用户坐卧铺一定要下铺，爬上爬下不方便"),
        M("expo_old", "2026-02-10 21:00", "event", 0.75, "用户本来计划8月去上海茶博会订个展位", vu="2026-08-31 23:59"),
        M("fangcun_new", "2026-03-20 22:10", "fact", 0.85, "今年起用户自己在芳村南方茶叶市场二楼盘下一间小铺面，不再和亲戚挤一个档口"),
        M("room_new", "2026-03-25 20:50", "fact", 0.75, "新铺面楼上有个小单间，用户干脆租了下来，守铺那个月就睡在那儿"),
        M("price_new", "2026-04-16 19:35", "fact", 0.75, "今年春茶行情好，古树料一公斤已经卖到1600了"),
        M("expo_new", "2026-05-18 21:25", "event", 0.85, "算下来展位费太贵，那个展用户没报，转而报了9月西安的茶博会", vu="2026-09-30 23:59"),
    ],
    "probes": [
        P("para", "2026-06-03 20:10", "春茶季在广州待的那阵子，我晚上落脚在哪",
          rel=["room_new"], forbid=[(["汉庭"], ["room_old"])]),
        P("para", "2026-06-05 07:30", "我每天按时吃的那个控血糖的药是哪个",
          rel=["diab"]),
        P("para", "2026-06-06 19:45", "家里那片老树的料今年啥行情",
          rel=["price_new"], forbid=[(["1200"], ["price_old"])]),
        P("task", "2026-06-15 21:00", "帮我排一下明年春茶下来去广州守铺子的行程",
          rel=["fangcun_new", "flight", "luggage", "room_new", "diet"],
          forbid=[(["跟表哥合租"], ["fangcun_old"]), (["汉庭"], ["room_old"])]),
        P("task", "2026-06-16 20:40", "秋天要去北京订货会，帮我订票，路上吃的也帮我想想",
          rel=["malian", "sleeper", "hypo", "diet", "meter"],
          forbid=[(["上海茶博会"], ["expo_old"])]),
        P("direct", "2026-06-17 10:05", "我家茶叶注册的牌子叫啥名", rel=["brand"]),
        P("abst", "2026-06-18 16:30", "我家茶园一年能出多少斤干茶", rel=[]),
        P("abst", "2026-06-18 16:35", "我儿子在昆明读的啥专业", rel=[]),
        P("expiry", "2026-06-20 20:15", "今年那个茶博会我最后报的哪儿？",
          rel=["expo_new"], forbid=[(["上海茶博会"], ["expo_old"])]),
        P("bg", "2026-06-21 09:30", "体检表上要填血型，我是啥型来着", rel=["pool:用户是O型血"]),
    ],
})

# ---------------------------------------------------------------- 4 浩宇 异地恋
ACCOUNTS.append({
    "acct": "hyu", "user_id": "u_haoyu", "tenant_id": "default",
    "filler_start": "2025-01-05 08:00",
    "drop_topics": [], "drop_contains": [], "drop_families": [],
    "force_clusters": {"pet": "cat"}, "drop_active": False,
    "memories": [
        M("job", "2025-05-06 22:30", "profile", 0.65, "用户在北京一家互联网公司写后端，住在西二旗附近"),
        M("gf", "2025-05-06 22:33", "relation", 0.85, "用户的女朋友苏晴是中学英语老师，两人大学同学，毕业后就一直异地"),
        M("gf_city_old", "2025-05-06 22:35", "fact", 0.8, "苏晴在杭州滨江的一所中学教初二英语"),
        M("video", "2025-05-30 23:10", "relation", 0.45, "两人每晚十点多视频，用户周三组会会拖到十一点"),
        M("rule", "2025-06-01 20:00", "relation", 0.7, "两人约定至少三周见一次，轮流跑"),
        M("seat", "2025-06-03 12:40", "preference", 0.75, "用户买高铁票只买二等座靠窗的F座"),
        M("budget", "2025-06-03 12:43", "fact", 0.75, "用户每次去见女朋友，车票加住宿的总花费控制在1500块以内"),
        M("station", "2025-06-03 12:45", "fact", 0.4, "用户从家去北京南站要倒两趟地铁，一个多小时"),
        M("gf_allergy", "2025-06-20 21:30", "relation", 0.9, "苏晴对猫毛过敏，来北京不能住用户家"),
        M("gf_diet", "2025-06-20 21:33", "relation", 0.85, "苏晴不吃辣，也不吃动物内脏"),
        M("spicy", "2025-06-21 19:05", "preference", 0.6, "用户自己无辣不欢，毛血旺、干锅都爱"),
        M("sat_work", "2025-07-05 10:20", "fact", 0.5, "用户公司周六偶尔要加班，一般提前一周通知"),
        M("hotel_pref", "2025-07-19 23:45", "preference", 0.7, "两人见面订酒店喜欢挑带浴缸的，苏晴爱泡澡"),
        M("motion", "2025-09-01 08:15", "profile", 0.6, "用户坐大巴晕车，坐高铁没事"),
        M("points", "2025-11-11 22:00", "fact", 0.35, "用户12306的积分快够兑一张票了"),
        M("breakup", "2025-12-14 01:20", "event", 0.8, "用户和苏晴分手了，苏晴说异地太累，不想再熬下去"),
        M("back", "2026-02-22 22:10", "relation", 0.9, "春节后用户和苏晴又在一起了，俩人说好明年年底前结束异地"),
        M("ring", "2026-03-10 00:30", "event", 0.6, "用户在偷偷攒钱买戒指，预算两万"),
        M("gf_city_new", "2026-04-12 21:15", "fact", 0.9, "苏晴四月份跳槽去了南京鼓楼的一所国际学校，人已经搬过去了"),
        M("gf_hometown", "2026-04-12 21:18", "relation", 0.7, "苏晴老家就是南京的，爸妈都在那边"),
        M("gift_old", "2026-04-25 20:30", "event", 0.5, "用户想送苏晴一台Kindle当生日礼物"),
        M("gift_new", "2026-05-12 22:40", "event", 0.6, "苏晴自己先买了Kindle，用户只好另想礼物，后来挑了一台拍立得"),
        M("gf_bday", "2026-05-12 22:42", "relation", 0.7, "苏晴8月3号过生日"),
        M("qixi", "2026-05-20 21:00", "event", 0.85, "用户打算七夕去南京给苏晴一个惊喜，年假已经请好了", vu="2026-08-20 00:00"),
        M("parents_plan", "2026-05-24 22:20", "event", 0.8, "用户打算国庆去南京正式见苏晴爸妈", vu="2026-10-08 00:00"),
    ],
    "probes": [
        P("para", "2026-06-02 19:20", "带她出去吃饭，点菜要避开啥",
          rel=["gf_diet"], forbid=[(["无辣不欢"], ["spicy"])]),
        P("para", "2026-06-03 22:45", "这回她过来找我玩，直接睡我家方便不",
          rel=["gf_allergy", "pool:用户养了一只橘猫，叫年糕"]),
        P("para", "2026-06-04 12:10", "跟对象碰一次面，来回路费加酒店我给自己设的封顶是多少",
          rel=["budget"]),
        P("para", "2026-06-05 23:30", "我跟她现在算复合了吗",
          rel=["back"], forbid=[(["分手了"], ["breakup"])]),
        P("task", "2026-06-07 21:00", "七夕去找她，帮我订一下车票和酒店",
          rel=["qixi", "gf_city_new", "seat", "budget", "hotel_pref"],
          forbid=[(["杭州"], ["gf_city_old"])]),
        P("task", "2026-06-08 22:15", "国庆去见她爸妈，帮我安排一下行程，再想想带点啥见面礼",
          rel=["parents_plan", "gf_hometown", "seat", "budget"],
          forbid=[(["杭州"], ["gf_city_old"])]),
        P("direct", "2026-06-09 20:00", "苏晴生日是几号", rel=["gf_bday"]),
        P("abst", "2026-06-10 13:25", "苏晴穿多大码的衣服？想给她买条裙子", rel=[]),
        P("abst", "2026-06-10 13:40", "我上回去南京住的哪家酒店来着", rel=[]),
        P("expiry", "2026-06-11 21:50", "她现在在哪个城市教书", rel=["gf_city_new"],
          forbid=[(["杭州"], ["gf_city_old"])]),
        P("bg", "2026-06-12 18:05", "要出门一周，得给家里的主子找寄养，寄养单上它名字填啥",
          rel=["pool:用户养了一只橘猫，叫年糕"]),
    ],
})

# ---------------------------------------------------------------- 5 青岚 温泉
ACCOUNTS.append({
    "acct": "qla", "user_id": "u_qinglan", "tenant_id": "tenant_wellnesstrip",
    "filler_start": "2025-01-20 08:00",
    "drop_topics": ["work profile", "commute profile"], "drop_contains": ["血压", "妹妹", "公司"], "drop_families": [],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("home", "2025-04-11 21:00", "profile", 0.6, "用户住深圳南山，做平面设计，自己接单"),
        M("love", "2025-04-11 21:03", "preference", 0.75, "用户最大的爱好就是泡温泉，日本去过七八趟，国内常去从化"),
        M("tattoo", "2025-04-15 22:30", "profile", 0.85, "用户左小臂有一块纹身，日本很多大众浴场不让进，所以她都找能包场的家族风吕"),
        M("friend", "2025-04-15 22:33", "relation", 0.6, "用户经常和大学室友阿May一起去日本泡汤，阿May会说日语"),
        M("bp", "2025-04-20 10:15", "profile", 0.85, "用户血压偏低，热水里泡超过十分钟就头晕眼花，每次泡一会儿就得出来坐坐"),
        M("raw", "2025-05-02 19:20", "preference", 0.8, "用户不吃任何生的海鲜，住温泉旅馆得提前让店里把怀石料理里的刺身换成熟的"),
        M("crab", "2025-05-02 19:22", "profile", 0.95, "用户对虾蟹过敏，吃了全身起疹子"),
        M("bed", "2025-06-11 23:10", "preference", 0.7, "用户腰不好，睡不惯榻榻米上的地铺，订和室会要求加床或者选和洋室"),
        M("flight", "2025-06-20 14:00", "preference", 0.6, "用户去日本一般从香港机场出发，坐国泰，比深圳直飞便宜"),
        M("rail", "2025-06-20 14:02", "preference", 0.55, "用户在日本不自驾，都是坐JR和巴士"),
        M("visa", "2025-07-08 11:30", "fact", 0.7, "用户办的是日本五年多次签证，2028年才到期"),
        M("camera", "2025-08-03 20:20", "fact", 0.35, "用户出门必带一台富士X100V"),
        M("hoshino", "2025-08-25 21:40", "fact", 0.45, "用户是星野集团的会员，界系列住过三家"),
        M("budget", "2025-09-01 22:00", "fact", 0.65, "用户一趟日本泡汤的预算一般在一万五左右，不算买买买"),
        M("price_old", "2025-09-01 22:02", "preference", 0.7, "用户能接受的温泉旅馆价位是两个人一晚三千以内"),
        M("milk", "2025-10-12 22:50", "preference", 0.35, "用户泡完汤一定要来一瓶冰的咖啡牛奶"),
        M("sake", "2025-10-12 22:52", "preference", 0.55, "用户不喝酒，一口就上脸"),
        M("conghua_hotel", "2025-11-02 18:30", "preference", 0.6, "用户在从化最常住碧水湾，订带私汤的房间"),
        M("kusatsu", "2025-11-20 21:15", "event", 0.5, "用户去年去过草津，觉得那边的汤太酸太烫，不想再去"),
        M("cold", "2025-12-01 08:40", "profile", 0.5, "用户冬天手脚冰凉，特别怕冷"),
        M("sister", "2026-01-15 20:00", "relation", 0.45, "用户的妹妹青禾在广州上班，偶尔一起去从化"),
        M("trip_old", "2026-03-08 22:25", "event", 0.8, "用户想12月去北海道登别泡温泉看雪", vu="2026-12-31 23:59"),
        M("deadline", "2026-05-02 16:10", "event", 0.5, "用户11月上旬要给一个茶饮品牌交年度包装设计稿", vu="2026-11-10 23:59"),
        M("trip_new", "2026-05-16 23:05", "event", 0.9, "北海道机酒太贵，用户跟阿May商量后定了11月中去九州，别府住两晚、由布院住两晚", vu="2026-11-30 23:59"),
        M("price_new", "2026-05-16 23:08", "preference", 0.75, "这两年日元便宜，用户把旅馆的心理价位放宽到了两人一晚四千块"),
    ],
    "probes": [
        P("para", "2026-06-02 21:10", "我胳膊上那个图案会不会被澡堂拒之门外？该订啥样的池子", rel=["tattoo"]),
        P("para", "2026-06-03 20:45", "我在热汤里最多能待多久？", rel=["bp"]),
        P("para", "2026-06-04 22:30", "跟旅馆说晚饭要注意啥", rel=["raw", "crab"]),
        P("para", "2026-06-05 23:15", "住旅馆一晚我现在能接受多少钱",
          rel=["price_new"], forbid=[(["三千以内"], ["price_old"])]),
        P("task", "2026-06-07 20:20", "帮我把11月九州那趟的旅馆订一下，两个人",
          rel=["trip_new", "tattoo", "bed", "raw", "price_new"],
          forbid=[(["登别"], ["trip_old"]), (["三千以内"], ["price_old"])]),
        P("task", "2026-06-10 12:00", "这周末想去从化泡两天，帮我安排下", rel=["love", "bp", "crab", "conghua_hotel"]),
        P("direct", "2026-06-11 09:40", "我的日本签证哪年到期", rel=["visa"]),
        P("abst", "2026-06-12 22:00", "我上次在别府住的哪家旅馆", rel=[]),
        P("abst", "2026-06-13 11:25", "阿May生日几号来着", rel=[]),
        P("expiry", "2026-06-14 21:35", "今年冬天那趟日本泡汤最后定了去哪？",
          rel=["trip_new"], forbid=[(["登别"], ["trip_old"])]),
        P("bg", "2026-06-15 20:10", "我平时理财每个月固定买的是啥来着", rel=["pool:用户每个月固定定投一笔指数基金"]),
    ],
})

# ---------------------------------------------------------------- 6 卫国 膝关节置换
ACCOUNTS.append({
    "acct": "wgu", "user_id": "u_weiguo", "tenant_id": "default",
    "filler_start": "2025-02-01 08:00",
    "drop_topics": ["work profile", "commute profile", "learning profile", "games preference"],
    "drop_contains": ELDER_DROP + ["花粉"], "drop_families": ["car", "parents", "housing"],
    "force_clusters": {}, "drop_active": True,
    "memories": [
        M("profile", "2025-10-02 19:30", "profile", 0.6, "用户今年63岁，退休前是天津一家国企的设备工程师，住河西区"),
        M("knee_pain", "2025-10-02 19:33", "profile", 0.6, "用户左膝骨关节炎好多年了，走路一瘸一拐"),
        M("wife", "2025-10-02 19:35", "relation", 0.6, "用户和老伴秀兰出门都是一块儿"),
        M("hiking", "2025-10-02 19:40", "event", 0.4, "用户以前爱爬山，泰山爬过三回，现在只能想想了"),
        M("wife_allergy", "2025-10-05 10:00", "relation", 0.8, "老伴秀兰花粉过敏，春天出门得戴口罩"),
        M("allergy", "2025-10-05 10:03", "profile", 0.95, "用户自己对磺胺类药物过敏"),
        M("gout", "2025-10-08 20:20", "profile", 0.8, "用户有痛风，海鲜和啤酒都不敢碰"),
        M("daughter", "2025-10-10 21:00", "relation", 0.55, "用户女儿在上海上班，每个月回来一趟"),
        M("cold_knee", "2025-11-20 22:10", "preference", 0.5, "用户膝盖怕凉，屋里开空调得拿毯子盖着腿"),
        M("grandson", "2025-12-25 19:50", "relation", 0.4, "用户外孙今年五岁，特别黏他"),
        M("winter_old", "2026-02-16 20:30", "event", 0.75, "老两口原本打算今年冬天去三亚住两个月猫冬"),
        M("surgery", "2026-03-18 15:00", "event", 0.9, "用户刚在天津医院做完左膝的人工关节置换手术"),
        M("drug", "2026-03-25 11:20", "profile", 0.9, "用户术后在吃抗凝药利伐沙班，医生说别乱吃活血化瘀的中药"),
        M("hydro", "2026-03-28 17:40", "event", 0.8, "用户在康复中心报了一期水疗康复课，每周三上午去，一直上到5月底", vu="2026-05-31 23:59"),
        M("nocar", "2026-04-01 09:30", "fact", 0.6, "用户现在还不能开车，出门要么女儿开车接，要么打车"),
        M("crutch_old", "2026-04-08 16:20", "profile", 0.7, "用户出门还得拄着拐杖"),
        M("walk_old", "2026-04-08 16:22", "profile", 0.75, "用户一次最多能走五百米，再走就得歇"),
        M("stairs", "2026-04-10 10:45", "preference", 0.85, "用户爬楼梯还是费劲，住的地方一定要有电梯，或者就住一楼"),
        M("bath", "2026-04-10 10:48", "preference", 0.7, "用户洗澡得有扶手，最好是淋浴，浴缸跨不进去"),
        M("seat", "2026-04-12 14:00", "preference", 0.75, "用户坐车坐飞机要选能伸直腿的位置，过道或者第一排"),
        M("sit", "2026-04-12 14:03", "preference", 0.8, "医生交代用户每坐一个钟头就得起来活动活动，不然腿会肿"),
        M("stock", "2026-04-12 14:05", "preference", 0.75, "用户出远门得穿医用弹力袜，防血栓"),
        M("exercise", "2026-04-15 08:00", "fact", 0.55, "用户每天在家练两次直腿抬高和屈膝，每次二十分钟"),
        M("security", "2026-04-20 10:30", "fact", 0.75, "用户腿里有金属假体，过安检会报警，包里一直揣着医院开的证明"),
        M("recheck_old", "2026-04-20 10:35", "event", 0.7, "术后半年的复查原定8月底"),
        M("crutch_new", "2026-05-26 17:00", "profile", 0.85, "用户现在不用拐了，平地走路没问题，上下楼还得抓着扶手"),
        M("walk_new", "2026-05-26 17:03", "profile", 0.85, "复查时医生说恢复得挺好，用户现在一口气能走个两公里"),
        M("recheck_new", "2026-05-26 17:06", "event", 0.85, "医生把术后半年的复查安排在了9月中旬，还是在天津医院", vu="2026-09-30 23:59"),
        M("winter_new", "2026-05-28 20:10", "event", 0.85, "海南那边房租太贵，两口子商量完决定冬天去广西北海过冬，银滩附近看好了一套一楼的房子"),
        M("beidaihe", "2026-05-29 21:00", "event", 0.8, "女儿说7月初开车带老两口去北戴河住三天", vu="2026-07-10 23:59"),
    ],
    "probes": [
        P("para", "2026-06-02 09:10", "坐长途车我隔多长时间要下地走两步", rel=["sit"]),
        P("para", "2026-06-03 10:20", "过机场那个门会不会滴滴响，我得带点啥", rel=["security"]),
        P("para", "2026-06-04 16:00", "我现在吃的那个药有啥忌讳", rel=["drug"]),
        P("para", "2026-06-05 09:30", "去医院要报过敏史，我自个儿是对啥过敏",
          rel=["allergy"], forbid=[(["花粉"], ["wife_allergy"])]),
        P("task", "2026-06-06 20:00", "冬天去北海过冬，帮我规划下怎么过去，房子那边要注意啥",
          rel=["winter_new", "seat", "stairs", "stock", "sit", "bath"],
          forbid=[(["三亚"], ["winter_old"])]),
        P("task", "2026-06-08 19:40", "下个月闺女带我们去北戴河三天，帮我排排每天去哪",
          rel=["beidaihe", "walk_new", "crutch_new", "stairs", "gout"],
          forbid=[(["五百米"], ["walk_old"]), (["拄着拐杖"], ["crutch_old"])]),
        P("direct", "2026-06-09 08:45", "我术后半年复查是什么时候",
          rel=["recheck_new"], forbid=[(["8月底"], ["recheck_old"])]),
        P("abst", "2026-06-10 15:15", "我换的那个人工关节是哪个牌子的", rel=[]),
        P("expiry", "2026-06-16 07:50", "这周三上午的水疗课还得去吧？帮我看看要带啥",
          rel=[], forbid=[(["水疗康复课"], ["hydro"])]),
    ],
})

# ---------------------------------------------------------------- 7 小麦 面包店
ACCOUNTS.append({
    "acct": "xma", "user_id": "u_xiaomai", "tenant_id": "tenant_makersmarket",
    "filler_start": "2025-02-10 08:00",
    "drop_topics": ["work profile", "commute profile"],
    "drop_contains": ["面包", "十二点睡", "睡懒觉", "腱鞘炎", "牛奶", "酸奶", "公司"], "drop_families": ["car", "housing"],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("shop", "2025-06-01 22:00", "profile", 0.7, "用户在成都玉林开了家小面包店叫麦垛，主打欧包和可颂"),
        M("closed_old", "2025-06-01 22:02", "fact", 0.7, "麦垛每周一店休"),
        M("home", "2025-06-01 22:05", "fact", 0.45, "用户住在店后面的小区，走路三分钟到店"),
        M("lactose", "2025-06-15 09:30", "profile", 0.85, "用户乳糖不耐受，喝纯牛奶会拉肚子，黄油奶酪少量没事"),
        M("early", "2025-06-20 21:10", "fact", 0.6, "用户每天凌晨四点起来揉面，晚上九点就睡"),
        M("sourdough", "2025-06-30 20:40", "fact", 0.75, "店里的老面种养了六年，用户出远门都要托人每天喂"),
        M("flour_old", "2025-07-02 15:20", "fact", 0.8, "用户做欧包一直用日清的面粉"),
        M("staff_old", "2025-07-10 19:00", "relation", 0.7, "店里的帮手小陈能单独看店，用户出门时他顶着"),
        M("van", "2025-07-20 11:00", "fact", 0.45, "用户开一辆二手五菱宏光拉货"),
        M("kiwi", "2025-08-02 13:15", "profile", 0.9, "用户对猕猴桃过敏，吃了嘴巴发麻"),
        M("bf", "2025-08-08 23:00", "relation", 0.65, "用户的男朋友老周在重庆开火锅店，两人隔周见一次"),
        M("spicy", "2025-08-08 23:02", "preference", 0.55, "用户特别能吃辣，最爱冷吃兔"),
        M("butter_old", "2025-08-12 16:30", "fact", 0.6, "可颂用的是总统牌发酵黄油，一箱十公斤进价1050"),
        M("budget", "2025-09-01 20:15", "preference", 0.7, "用户出差住宿一晚不超过三百"),
        M("wrist", "2025-10-10 21:20", "profile", 0.55, "用户揉面揉得手腕劳损，重东西尽量不自己搬"),
        M("ig", "2025-11-01 22:30", "fact", 0.4, "麦垛的小红书账号主要是用户自己在打理"),
        M("stollen", "2025-12-10 20:00", "fact", 0.4, "圣诞季店里的史多伦要提前一个月开始做"),
        M("flour_new", "2026-01-12 22:10", "fact", 0.85, "日系粉进价涨得离谱，用户开年后欧包主要用河套的雪花粉，可颂用法国T65"),
        M("staff_new", "2026-02-20 21:45", "relation", 0.85, "原来的帮手回老家了，新来的阿杰上手快，但一个人最多扛三天"),
        M("course_old", "2026-03-01 22:20", "event", 0.8, "用户报了东京一家烘焙学校的可颂进修班，7月6号开课，为期两周", vu="2026-07-20 23:59"),
        M("japanese", "2026-03-01 22:24", "profile", 0.6, "用户不会日语，英语也只会简单几句"),
        M("visa_none", "2026-03-02 09:10", "fact", 0.6, "用户还没办过日本签证"),
        M("closed_new", "2026-04-06 21:30", "fact", 0.8, "用户把店休挪到了周二，周一要跑批发市场进货"),
        M("butter_new", "2026-05-06 17:40", "fact", 0.6, "总统黄油又涨了，一箱到了1280"),
        M("mill", "2026-05-08 22:00", "event", 0.85, "用户打算8月去内蒙古巴彦淖尔的面粉厂看麦田和磨坊，顺便把明年的采购框架谈下来", vu="2026-08-31 23:59"),
        M("course_new", "2026-05-19 20:50", "event", 0.9, "学校那边师资排不开，进修班顺延到10月12号开课", vu="2026-10-26 23:59"),
    ],
    "probes": [
        P("para", "2026-06-02 05:20", "早上能来杯拿铁不？", rel=["lactose"]),
        P("para", "2026-06-03 21:00", "我要是走一个礼拜，店里的人手撑得住吗",
          rel=["staff_new"], forbid=[(["小陈"], ["staff_old"])]),
        P("para", "2026-06-04 20:30", "要离开几天的话，我那罐酵头谁来管", rel=["sourdough"]),
        P("task", "2026-06-06 21:15", "帮我安排8月去内蒙古面粉厂那趟出差",
          rel=["mill", "staff_new", "budget", "sourdough", "closed_new"],
          forbid=[(["日清"], ["flour_old"]), (["小陈"], ["staff_old"])]),
        P("task", "2026-06-07 20:40", "东京那个可颂进修班，帮我订机票和住宿",
          rel=["course_new", "japanese", "visa_none", "budget", "staff_new"],
          forbid=[(["7月6号"], ["course_old"])]),
        P("direct", "2026-06-08 19:00", "麦垛现在哪天店休？",
          rel=["closed_new"], forbid=[(["每周一店休"], ["closed_old"])]),
        P("abst", "2026-06-09 14:30", "我店里可颂一个卖多少钱", rel=[]),
        P("abst", "2026-06-09 22:10", "老周生日是哪天", rel=[]),
        P("expiry", "2026-06-10 20:00", "我现在做欧包用的哪家面粉",
          rel=["flour_new"], forbid=[(["日清"], ["flour_old"])]),
        P("bg", "2026-06-11 21:40", "我之前在东南亚转飞机的时候逛过哪个航站楼来着",
          rel=["pool:用户在新加坡转机时逛过樟宜机场"]),
    ],
})

# ---------------------------------------------------------------- 8 嘉乐 酒庄
ACCOUNTS.append({
    "acct": "jle", "user_id": "u_jiale", "tenant_id": "default",
    "filler_start": "2025-01-15 08:00",
    "drop_topics": [], "drop_contains": [], "drop_families": ["car"],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("home", "2025-05-10 21:00", "profile", 0.6, "用户住宁波鄞州，在一家城商行做风控"),
        M("wset", "2025-06-01 20:10", "fact", 0.65, "用户去年考过了WSET二级，今年在准备三级"),
        M("wife_old", "2025-06-01 20:14", "relation", 0.75, "老婆婷婷酒量比他好，去酒庄一般是她喝他开车"),
        M("car", "2025-06-10 09:00", "fact", 0.4, "用户开一辆理想L7"),
        M("headache", "2025-07-12 22:30", "profile", 0.8, "用户红酒喝多了就头疼，医生怀疑是组胺不耐受，所以品酒都只抿一口再吐掉"),
        M("prefer", "2025-07-30 21:20", "preference", 0.7, "用户偏爱黑皮诺和雷司令，不喜欢橡木桶味太重的酒"),
        M("wife_food", "2025-08-19 19:00", "relation", 0.7, "婷婷不吃香菜和葱"),
        M("food", "2025-08-19 19:03", "preference", 0.8, "用户不吃羊肉，受不了膻味"),
        M("yantai", "2025-09-05 23:00", "event", 0.45, "用户前年去过烟台的张裕卡斯特酒庄，觉得太商业化"),
        M("club", "2025-09-20 18:30", "fact", 0.45, "用户加了宁波本地一个品酒会，每月第二个周六有活动"),
        M("ship", "2025-10-02 20:20", "fact", 0.7, "用户在酒庄买的酒一般发顺丰冷链回宁波，天热时一定要冷链"),
        M("stay", "2025-10-02 20:24", "preference", 0.7, "用户跑酒庄喜欢住在酒庄里或者旁边的民宿，不想每天来回开车"),
        M("budget", "2025-10-05 22:00", "preference", 0.65, "用户买酒单瓶一般在三百到八百，真喜欢的会上千"),
        M("cellar", "2025-11-03 20:45", "fact", 0.65, "用户家里有个能放120瓶的恒温酒柜，已经快塞满了"),
        M("labels", "2025-12-12 22:15", "fact", 0.35, "用户喜欢给每瓶喝过的酒拍酒标存档"),
        M("georgia", "2026-01-20 23:10", "event", 0.4, "用户以后想去格鲁吉亚看陶罐酿酒"),
        M("tiansai", "2026-02-28 21:30", "preference", 0.4, "用户对新疆天塞酒庄的霞多丽印象不错"),
        M("ningxia", "2026-04-22 21:50", "event", 0.85, "用户计划9月中旬自驾去宁夏贺兰山东麓跑酒庄，想去银色高地和贺兰晴雪", vu="2026-09-30 23:59"),
        M("wife_new", "2026-05-09 22:40", "relation", 0.9, "婷婷怀孕了，预产期在明年1月，这段时间一滴酒都不能碰，去酒庄就轮到她开车了"),
    ],
    "probes": [
        P("para", "2026-06-03 21:30", "品鉴的时候我为啥总是吐掉不咽下去", rel=["headache"]),
        P("para", "2026-06-04 12:20", "到西北吃饭，我自己有啥不能吃的",
          rel=["food"], forbid=[(["香菜"], ["wife_food"])]),
        P("para", "2026-06-05 20:10", "淘到的好酒怎么托运回去才稳妥，夏天怕闷坏了", rel=["ship"]),
        P("task", "2026-06-07 21:20", "9月宁夏跑酒庄，帮我排个五天的行程",
          rel=["ningxia", "wife_new", "stay", "food", "headache"],
          forbid=[(["她喝他开车"], ["wife_old"])]),
        P("task", "2026-06-08 20:50", "酒柜想补点货，帮我列个采购单", rel=["cellar", "prefer", "budget"]),
        P("direct", "2026-06-09 22:00", "我WSET考到几级了", rel=["wset"]),
        P("abst", "2026-06-10 19:30", "我在银色高地买的那箱酒花了多少", rel=[]),
        P("abst", "2026-06-11 09:20", "婷婷在哪家医院建的档", rel=[]),
        P("bg", "2026-06-12 07:40", "我手腕上那块表平时主要看啥数据", rel=["pool:用户戴一块运动手表，主要用来看心率"]),
    ],
})

# ---------------------------------------------------------------- 9 雨雯 营养师
ACCOUNTS.append({
    "acct": "ywn", "user_id": "u_yuwen", "tenant_id": "tenant_wellnesstrip",
    "filler_start": "2025-01-08 08:00",
    "drop_topics": ["work profile", "commute profile"],
    "drop_contains": ["咖啡", "早餐", "盐放多", "外卖", "睡懒觉", "公司"], "drop_families": [],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("job", "2025-05-03 20:00", "profile", 0.6, "用户是长沙一家三甲医院的临床营养师"),
        M("salt", "2025-05-03 20:03", "preference", 0.85, "用户每天吃盐控制在五克以内，在外面吃饭都会让店家少放盐"),
        M("fried", "2025-05-03 20:05", "preference", 0.8, "用户不吃油炸的东西，香肠腊肉这类加工肉也不碰"),
        M("self_allergy", "2025-05-20 21:30", "profile", 0.95, "用户自己对芒果过敏，嘴唇会肿"),
        M("daughter_allergy", "2025-05-20 21:33", "relation", 0.95, "女儿朵朵对花生严重过敏，出门随身带肾上腺素笔"),
        M("daughter", "2025-05-20 21:35", "relation", 0.55, "用户的女儿朵朵今年九岁，读三年级"),
        M("husband", "2025-06-02 19:40", "relation", 0.6, "用户老公陈涛爱吃辣，一家人出去吃饭经常分开点"),
        M("coffee", "2025-06-02 19:43", "preference", 0.45, "用户每天一杯美式，不加糖不加奶"),
        M("fast_old", "2025-06-10 22:00", "preference", 0.8, "用户一直在做16:8轻断食，晚上六点以后就不吃东西了"),
        M("protein", "2025-07-01 07:30", "preference", 0.55, "用户每天按体重算蛋白质，早上雷打不动两个鸡蛋"),
        M("water", "2025-07-01 07:33", "preference", 0.6, "用户出门自带保温杯，只喝白开水和无糖茶"),
        M("run", "2025-07-20 06:40", "fact", 0.4, "用户每天早上在小区跑五公里"),
        M("kitchen", "2025-07-25 21:00", "preference", 0.7, "带孩子出去玩，用户喜欢订带厨房的公寓，能自己做饭"),
        M("sleep", "2025-07-25 21:02", "fact", 0.4, "用户一般十点半睡"),
        M("veg_old", "2025-08-01 20:30", "preference", 0.8, "用户只吃鱼虾，别的肉都不吃"),
        M("scale", "2025-09-12 22:20", "fact", 0.45, "用户出差会带个便携食物秤"),
        M("snacks", "2025-09-12 22:23", "preference", 0.5, "用户出门自己备零食，一般是巴旦木、核桃和苹果"),
        M("blog", "2025-11-08 21:10", "fact", 0.35, "用户在公众号上写营养科普，每周更一篇"),
        M("veg_new", "2026-02-08 20:45", "preference", 0.85, "为了补铁，用户开始吃点鸡肉和牛肉，猪肉还是不吃"),
        M("fast_new", "2026-03-12 21:30", "preference", 0.85, "胃镜查出浅表性胃炎以后，医生不让用户再空腹太久，她现在老老实实一日三餐按点吃"),
        M("conf", "2026-04-18 22:00", "event", 0.85, "用户10月要去西安参加营养学会年会，还要上台做报告", vu="2026-10-31 23:59"),
        M("conf_hotel", "2026-05-10 20:30", "preference", 0.7, "学会给安排的酒店在曲江，离会场有点远，用户想自己换个近的"),
        M("summer", "2026-05-15 21:20", "event", 0.8, "暑假用户打算带朵朵去大连海边玩一周", vu="2026-08-31 23:59"),
    ],
    "probes": [
        P("para", "2026-06-02 20:30", "我吃哪种水果会出问题来着",
          rel=["self_allergy"], forbid=[(["花生"], ["daughter_allergy"])]),
        P("para", "2026-06-03 12:15", "现在荤菜里我能吃哪些",
          rel=["veg_new"], forbid=[(["只吃鱼虾"], ["veg_old"])]),
        P("para", "2026-06-04 19:00", "在外头馆子点菜，我对口味和做法有啥要求", rel=["salt", "fried"]),
        P("para", "2026-06-05 08:10", "带娃出门，她身上必须揣着啥",
          rel=["daughter_allergy"], forbid=[(["芒果"], ["self_allergy"])]),
        P("task", "2026-06-06 21:40", "暑假带朵朵去大连，帮我订住的，再列个吃饭注意事项",
          rel=["summer", "kitchen", "daughter_allergy", "salt", "husband"],
          forbid=[(["只吃鱼虾"], ["veg_old"])]),
        P("task", "2026-06-08 22:05", "10月去西安开会，帮我把住和吃安排一下",
          rel=["conf", "conf_hotel", "salt", "fried", "veg_new", "water"],
          forbid=[(["只吃鱼虾"], ["veg_old"]), (["16:8"], ["fast_old"])]),
        P("direct", "2026-06-09 13:00", "营养学会年会在哪开", rel=["conf"]),
        P("abst", "2026-06-10 20:45", "朵朵学校几号放暑假", rel=[]),
        P("expiry", "2026-06-11 21:10", "我现在还断食吗？晚上几点以后不吃",
          rel=["fast_new"], forbid=[(["16:8"], ["fast_old"])]),
        P("bg", "2026-06-12 22:30", "家里哪个屋子上网老卡", rel=["pool:用户家的WiFi信号在卫生间很差"]),
    ],
})

# ---------------------------------------------------------------- 10 书瑶 中医调理
ACCOUNTS.append({
    "acct": "sya", "user_id": "u_shuyao", "tenant_id": "default",
    "filler_start": "2025-02-20 08:00",
    "drop_topics": [], "drop_contains": ["咖啡", "中医", "八段锦", "十二点睡"], "drop_families": [],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("home", "2025-06-05 21:00", "profile", 0.6, "用户住郑州金水区，在一家建筑设计院上班"),
        M("doc_old", "2025-06-05 21:04", "relation", 0.8, "用户一直在河南省中医院找黄医生调理，两周复诊一次"),
        M("tizhi", "2025-06-05 21:06", "profile", 0.6, "医生说用户是阳虚体质，湿气也重"),
        M("decoct_old", "2025-06-05 21:08", "fact", 0.8, "用户每天早晚各喝一袋代煎的汤药，药包得冷藏"),
        M("cold", "2025-06-20 20:30", "preference", 0.85, "用户不吃寒凉的东西，冰饮、西瓜、螃蟹、绿豆汤都不碰"),
        M("nocoffee", "2025-06-20 20:33", "preference", 0.45, "用户听医生的把咖啡戒了"),
        M("moxa", "2025-07-11 22:40", "fact", 0.75, "用户每晚睡前艾灸半小时，出差也带着便携艾灸盒"),
        M("ac", "2025-07-11 22:43", "preference", 0.7, "用户怕空调直吹，订房会备注床不要正对空调出风口"),
        M("sleep", "2025-07-15 22:00", "preference", 0.6, "用户晚上十点半之前一定上床"),
        M("redtea", "2025-08-01 09:00", "preference", 0.4, "用户每天泡红枣枸杞茶喝"),
        M("period", "2025-08-10 20:20", "preference", 0.45, "用户经期前后不吃辣"),
        M("baduanjin", "2025-09-01 07:10", "fact", 0.4, "用户每天早上练一遍八段锦"),
        M("doc_new", "2026-01-09 21:20", "relation", 0.9, "黄医生退休以后，用户转去广州中医药大学附属医院找林教授看，现在一个月飞一趟广州面诊"),
        M("ginseng", "2026-01-20 20:00", "preference", 0.6, "林教授交代用户别自己乱吃人参鹿茸这类补品"),
        M("gz_hotel", "2026-02-03 21:30", "preference", 0.7, "用户每次去广州看病都住医院附近的全季，走路就到"),
        M("flight", "2026-02-03 21:33", "preference", 0.7, "用户从郑州飞广州一般坐南航的早班，看完病能赶回来就当天回"),
        M("cost", "2026-02-28 22:10", "fact", 0.5, "现在每个月药费加来回路费大概两千五"),
        M("decoct_new", "2026-03-06 20:50", "fact", 0.85, "为了出门方便，用户请医生把方子改成了免煎颗粒，开水一冲就能喝，常温放着就行"),
        M("bama", "2026-05-20 21:40", "event", 0.85, "用户打算国庆去广西巴马住一周，体验一下长寿村的养生生活", vu="2026-10-08 00:00"),
    ],
    "probes": [
        P("para", "2026-06-02 19:30", "出去吃饭哪些东西我得绕开", rel=["cold"]),
        P("para", "2026-06-03 22:10", "晚上睡前熏的那个习惯出门也不断，要跟酒店打招呼吗", rel=["moxa"]),
        P("para", "2026-06-04 20:40", "我现在找哪位大夫看，多久去一趟",
          rel=["doc_new"], forbid=[(["两周复诊"], ["doc_old"])]),
        P("task", "2026-06-06 21:25", "下个月去广州复诊，帮我订机票和酒店",
          rel=["doc_new", "flight", "gz_hotel", "ac"],
          forbid=[(["两周复诊"], ["doc_old"]), (["代煎"], ["decoct_old"])]),
        P("task", "2026-06-08 20:00", "国庆去巴马养生，帮我规划一下",
          rel=["bama", "cold", "moxa", "sleep", "ac"],
          forbid=[(["代煎"], ["decoct_old"])]),
        P("abst", "2026-06-09 12:40", "林教授的号挂一次多少钱", rel=[]),
        P("abst", "2026-06-10 21:15", "我上次去巴马住的哪家民宿", rel=[]),
        P("expiry", "2026-06-11 22:30", "出门带的药还要找冰箱放吗",
          rel=["decoct_new"], forbid=[(["代煎"], ["decoct_old"])]),
    ],
})

# ---------------------------------------------------------------- 11 茉莉 瑜伽
ACCOUNTS.append({
    "acct": "mli", "user_id": "u_moli", "tenant_id": "tenant_wellnesstrip",
    "filler_start": "2025-01-25 08:00",
    "drop_topics": [], "drop_contains": ["瑜伽", "包饺子", "鱼油", "十二点睡", "睡懒觉"], "drop_families": [],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("home", "2025-05-18 21:00", "profile", 0.6, "用户住珠海香洲，白天在外贸公司上班，晚上兼职带瑜伽课"),
        M("rys", "2025-05-18 21:03", "fact", 0.6, "用户去年在大理拿到了RYT200瑜伽教练证"),
        M("back", "2025-06-02 22:10", "profile", 0.85, "用户腰椎间盘突出，深度后弯的体式一律不做"),
        M("vegan_old", "2025-06-10 20:20", "preference", 0.85, "用户吃纯素，蛋奶都不碰"),
        M("alcohol", "2025-06-10 20:22", "preference", 0.6, "用户滴酒不沾"),
        M("mat", "2025-07-01 21:30", "preference", 0.6, "用户出门都带自己的折叠瑜伽垫"),
        M("quiet", "2025-07-01 21:32", "preference", 0.7, "用户喜欢清静，住的地方不能挨着酒吧街"),
        M("meditate", "2025-07-05 06:30", "fact", 0.55, "用户每天早上六点起来冥想二十分钟"),
        M("bf_old", "2025-08-15 23:30", "relation", 0.7, "用户男朋友Ethan在珀斯读博，两人一年见两次"),
        M("flight", "2025-09-03 20:00", "preference", 0.6, "用户飞东南亚常从澳门机场走，坐亚航"),
        M("sun", "2025-09-03 20:02", "preference", 0.5, "用户皮肤容易晒伤，出门防晒要带足"),
        M("teach", "2025-10-10 21:40", "fact", 0.45, "用户周二周四晚上在一家瑜伽馆代课"),
        M("chiangmai", "2026-02-20 22:00", "event", 0.75, "用户在清迈古城一家瑜伽馆买了3月到5月的包月课", vu="2026-05-31 23:59"),
        M("vegan_new", "2026-02-26 21:15", "preference", 0.85, "体检查出贫血后，用户不再那么严格了，现在鸡蛋和牛奶会吃，肉和海鲜还是不碰"),
        M("bali_old", "2026-03-14 22:30", "event", 0.8, "用户报了巴厘岛乌布的七天静修营，时间是7月12日到18日", vu="2026-07-18 23:59"),
        M("budget", "2026-03-14 22:33", "fact", 0.7, "静修营的预算用户定在一万二以内，包住宿和三餐"),
        M("bf_new", "2026-04-30 23:00", "relation", 0.8, "Ethan博士毕业了，在悉尼找了份工作，下个月搬过去"),
        M("bali_new", "2026-05-21 21:50", "event", 0.9, "乌布静修营主办方临时延期，挪到了10月25日开营，用户已经重新确认了名额", vu="2026-10-31 23:59"),
    ],
    "probes": [
        P("para", "2026-06-02 22:00", "上课时哪些体式我得避开", rel=["back"]),
        P("para", "2026-06-04 08:30", "我现在吃不吃蛋和奶",
          rel=["vegan_new"], forbid=[(["蛋奶都不碰"], ["vegan_old"])]),
        P("para", "2026-06-05 23:10", "我对象现在在澳洲哪个城市",
          rel=["bf_new"], forbid=[(["珀斯"], ["bf_old"])]),
        P("task", "2026-06-07 21:30", "帮我准备10月巴厘岛静修营的行程",
          rel=["bali_new", "budget", "mat", "quiet", "vegan_new", "flight"],
          forbid=[(["7月12日"], ["bali_old"]), (["蛋奶都不碰"], ["vegan_old"])]),
        P("task", "2026-06-09 20:15", "想在珠海周边找个周末的瑜伽小住，帮我挑挑",
          rel=["quiet", "vegan_new", "mat", "meditate"],
          forbid=[(["蛋奶都不碰"], ["vegan_old"])]),
        P("direct", "2026-06-10 12:30", "我的RYT200是在哪拿的", rel=["rys"]),
        P("abst", "2026-06-11 21:00", "乌布那个静修营的带课老师叫啥", rel=[]),
        P("expiry", "2026-06-12 19:45", "清迈那家馆子的包月课我这个月还能约吗",
          rel=[], forbid=[(["包月课"], ["chiangmai"])]),
    ],
})

# ---------------------------------------------------------------- 12 振浩 体检+种植牙
ACCOUNTS.append({
    "acct": "zhh", "user_id": "u_zhenhao", "tenant_id": "default",
    "filler_start": "2025-01-12 08:00",
    "drop_topics": ["work profile", "commute profile"],
    "drop_contains": ["外婆", "爷爷", "奶奶", "弟弟在读大学", "堂弟", "室友", "驾照", "正畸",
                      "长痘", "血压", "实习", "跳槽", "参加工作", "在职研究生", "教师资格证", "王者荣耀",
                      "公司", "年终奖", "996"],
    "drop_families": ["car"],
    "force_clusters": {}, "drop_active": False,
    "memories": [
        M("home", "2025-04-20 21:00", "profile", 0.6, "用户在温州开鞋厂，今年五十二"),
        M("checkup", "2025-04-22 20:10", "event", 0.7, "用户每两年去日本京都的一家体检中心做一次PET-CT精密体检"),
        M("hotel", "2025-04-22 20:13", "preference", 0.7, "用户在京都喜欢住四条河原町附近，吃饭方便"),
        M("agent", "2025-04-22 20:15", "fact", 0.75, "用户的日本体检是通过一家叫康途的中介约的，中介会派翻译全程陪着"),
        M("bp", "2025-04-25 08:30", "profile", 0.85, "用户有高血压，每天早上吃一片氨氯地平"),
        M("wife_drug", "2025-04-25 08:33", "relation", 0.7, "老婆阿珍有糖尿病，一直在吃二甲双胍"),
        M("wife", "2025-04-25 08:35", "relation", 0.75, "用户出门一般带着老婆阿珍，阿珍晕机，座位得靠前"),
        M("son", "2025-05-01 22:00", "relation", 0.55, "用户儿子在墨尔本读大三，每年过年前用户去看他一次"),
        M("cabin", "2025-05-01 22:03", "preference", 0.65, "用户飞长途坐公务舱"),
        M("smoke", "2025-05-03 21:30", "preference", 0.55, "用户抽烟，酒店要订吸烟房"),
        M("baijiu", "2025-05-03 21:33", "fact", 0.65, "用户平时爱喝白酒，体检前三天得戒酒"),
        M("dental", "2025-09-30 19:20", "event", 0.7, "用户去年在首尔江南区做了两颗种植牙"),
        M("golf", "2025-10-18 09:00", "fact", 0.35, "用户周末常去打高尔夫"),
        M("checkup_old", "2026-03-10 21:10", "event", 0.8, "今年的体检约在7月13号", vu="2026-07-14 00:00"),
        M("dental_old", "2026-04-02 20:00", "event", 0.7, "种植牙的复查约在8月"),
        M("checkup_new", "2026-05-06 20:40", "event", 0.9, "体检中心那边排期调整，用户的体检挪到了7月20号，要提前一天到，前一晚九点后禁食", vu="2026-07-21 00:00"),
        M("dental_new", "2026-05-18 19:50", "event", 0.85, "首尔那家诊所来电话，复查提前到了7月23号，正好接在京都体检后面", vu="2026-07-24 00:00"),
    ],
    "probes": [
        P("para", "2026-06-03 08:40", "我平常控血压吃的是啥药",
          rel=["bp"], forbid=[(["二甲双胍"], ["wife_drug"])]),
        P("para", "2026-06-04 21:20", "我老婆坐飞机有啥讲究", rel=["wife"]),
        P("para", "2026-06-05 20:00", "日本那边谁帮我预约、谁陪着翻译", rel=["agent"]),
        P("task", "2026-06-15 21:00", "帮我排一下下个月去京都做体检的行程",
          rel=["checkup_new", "hotel", "agent", "wife", "cabin", "baijiu"],
          forbid=[(["7月13"], ["checkup_old"])]),
        P("task", "2026-06-16 22:10", "体检完顺便去首尔看牙，帮我把两段衔接起来",
          rel=["dental_new", "checkup_new", "dental"],
          forbid=[(["复查约在8月"], ["dental_old"]), (["7月13"], ["checkup_old"])]),
        P("abst", "2026-06-17 20:30", "我种的那两颗牙是什么牌子的", rel=[]),
    ],
})


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------

KINDS = ["para", "task", "direct", "abst", "expiry", "bg"]
EXPECTED_KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
FILLER_END = "2026-05-31 22:00"


def _family_clusters() -> dict[str, list[str]]:
    fams: dict[str, set[str]] = {}
    for st in POOL:
        for t in st["tags"]:
            if ":" in t:
                f, c = t.split(":", 1)
                fams.setdefault(f, set()).add(c)
    return {f: sorted(c) for f, c in sorted(fams.items())}


def _forbid_keywords(acct: dict) -> list[str]:
    return [k for p in acct["probes"] for kws, _ in p["forbid"] for k in kws]


def _user_text(acct: dict) -> str:
    return "\n".join([m["content"] for m in acct["memories"]] + [p["query"] for p in acct["probes"]])


def _filler_candidates(acct: dict, clusters: dict[str, str]) -> list[dict]:
    text = _user_text(acct)
    forbid_kw = [norm(k) for k in _forbid_keywords(acct)]
    out = []
    for st in POOL:
        c = st["content"]
        if st["topic"] in acct["drop_topics"]:
            continue
        if any(d in c for d in acct["drop_contains"]):
            continue
        if acct["drop_active"] and "active" in st["tags"]:
            continue
        skip = False
        for t in st["tags"]:
            if ":" in t:
                f, cl = t.split(":", 1)
                if f in acct["drop_families"] or clusters.get(f) != cl:
                    skip = True
        if skip:
            continue
        if any(w in c and w in text for w in PLACE_WORDS):
            continue
        if any(k in norm(c) for k in forbid_kw):
            continue
        out.append(st)
    return out


def _rand_time(rng: random.Random, start: str, end: str) -> str:
    a = datetime.strptime(start, "%Y-%m-%d %H:%M")
    b = datetime.strptime(end, "%Y-%m-%d %H:%M")
    days = (b.date() - a.date()).days
    while True:
        d = a.date() + timedelta(days=rng.randrange(days + 1))
        t = datetime(d.year, d.month, d.day, rng.randrange(7, 24), rng.randrange(60))
        if a <= t <= b:
            return t.strftime("%Y-%m-%d %H:%M")


def build() -> tuple[dict, dict]:
    rng = random.Random(SEED)
    fam = _family_clusters()
    n_personal = sum(len(a["memories"]) for a in ACCOUNTS)
    n_filler = TOTAL_MEMORIES_TARGET - n_personal
    weights = [rng.uniform(0.85, 1.15) for _ in ACCOUNTS]
    counts = [int(n_filler * w / sum(weights)) for w in weights]
    for i in range(n_filler - sum(counts)):
        counts[i % len(counts)] += 1

    users, meta = [], {"accounts": {}, "probes": {}}
    kind_counter = {k: 0 for k in KINDS}
    # first pass: memories and ids
    for acct, n_fill in zip(ACCOUNTS, counts):
        forced = sorted({r[5:] for p in acct["probes"] for r in p["rel"] if r.startswith("pool:")}
                        | {r[5:] for p in acct["probes"] for _, ids in p["forbid"] for r in ids if r.startswith("pool:")})
        clusters = {}
        for f, cls in fam.items():
            if f in acct["drop_families"]:
                continue
            clusters[f] = acct["force_clusters"].get(f) or rng.choice(cls)
        cands = _filler_candidates(acct, clusters)
        by_content = {st["content"]: st for st in cands}
        for c in forced:
            assert c in by_content, f"{acct['acct']}: forced pool statement filtered out: {c}"
        rest = [st for st in cands if st["content"] not in forced]
        assert len(rest) >= n_fill - len(forced), (acct["acct"], len(rest), n_fill)
        chosen = [by_content[c] for c in forced] + rng.sample(rest, n_fill - len(forced))
        rows = []
        for m in acct["memories"]:
            rows.append({"src": "personal", "key": m["key"], "content": m["content"], "type": m["type"],
                         "importance": m["importance"], "created": m["created"], "vu": m["vu"]})
        for st in chosen:
            rows.append({"src": "pool", "key": "pool:" + st["content"], "content": st["content"],
                         "type": st["type"], "importance": round(rng.uniform(0.3, 0.6), 2),
                         "created": _rand_time(rng, acct["filler_start"], FILLER_END), "vu": None})
        rows.sort(key=lambda r: (r["created"], r["content"]))
        keymap, mems = {}, []
        for i, r in enumerate(rows, 1):
            mid = f"{acct['acct']}_{i:04d}"
            assert r["key"] not in keymap, (acct["acct"], r["key"])
            keymap[r["key"]] = mid
            mem = {"id": mid, "content": r["content"], "type": r["type"],
                   "importance": r["importance"], "created_at": ts(r["created"])}
            if r["vu"]:
                mem["valid_until"] = ts(r["vu"])
            mems.append(mem)
            r["id"] = mid
        meta["accounts"][acct["acct"]] = {"keymap": keymap, "rows": {r["id"]: r for r in rows},
                                          "user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                                          "clusters": clusters}
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"], "memories": mems, "probes": []})

    def resolve(acct_code: str, ref: str) -> tuple[str, str]:
        if ":" in ref and not ref.startswith("pool:"):
            a, k = ref.split(":", 1)
        else:
            a, k = acct_code, ref
        km = meta["accounts"][a]["keymap"]
        assert k in km, f"unknown memory key {a}:{k}"
        return a, km[k]

    # second pass: probes
    for acct, user in zip(ACCOUNTS, users):
        for p in acct["probes"]:
            kind_counter[p["kind"]] += 1
            pid = f"p_{p['kind']}_{kind_counter[p['kind']]:02d}" + ("_leak" if p["leak"] else "")
            rel = [resolve(acct["acct"], r)[1] for r in p["rel"]]
            probe = {"id": pid, "at": ts(p["at"]), "query": p["query"], "relevant": rel}
            if p["forbid"]:
                probe["forbid"] = [list(kws) for kws, _ in p["forbid"]]
            user["probes"].append(probe)
            meta["probes"][pid] = {"acct": acct["acct"], "kind": p["kind"], "leak": p["leak"],
                                   "rel_refs": p["rel"],
                                   "forbid_targets": [[resolve(acct["acct"], r) for r in ids] for _, ids in p["forbid"]]}

    data = {
        "format": "memory-eval/v1",
        "name": "zh-retrieval-holdout35: health tourism & wellness travel, crafts & food producers, "
                "long-distance relationships (blind)",
        "users": users,
    }
    return data, meta


# --------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------

def _lcs_len(a: str, b: str) -> int:
    best = 0
    for i in range(len(a)):
        for j in range(i + best + 1, len(a) + 1):
            if a[i:j] in b:
                best = j - i
            else:
                break
    return best


def validate(data: dict, meta: dict) -> dict:
    assert data["format"] == "memory-eval/v1"
    users = data["users"]
    assert len(users) == 12, len(users)
    pairs = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    assert len(set(pairs)) == len(pairs), "duplicate (user, tenant)"
    anran = [u for u in users if u["user_id"] == "u_anran"]
    assert len(anran) == 2 and anran[0]["tenant_id"] != anran[1]["tenant_id"], "u_anran must exist under two tenants"
    for u in anran:
        assert any("安然" in m["content"] for m in u["memories"]), "display name missing"

    all_ids = [m["id"] for u in users for m in u["memories"]]
    assert len(all_ids) == len(set(all_ids)), "memory ids not unique"
    n_mem = len(all_ids)
    assert 1800 <= n_mem <= 1900, n_mem
    owner = {m["id"]: (u["user_id"], u["tenant_id"]) for u in users for m in u["memories"]}
    mem_by_id = {m["id"]: m for u in users for m in u["memories"]}
    acct_of_user = {}
    for code, a in meta["accounts"].items():
        acct_of_user[(a["user_id"], a["tenant_id"])] = code

    probe_ids = [p["id"] for u in users for p in u["probes"]]
    assert len(probe_ids) == len(set(probe_ids)), "probe ids not unique"
    kinds = {k: 0 for k in KINDS}
    n_forbid = n_leak = n_expiry_empty = 0
    leak_per_acct: dict[str, int] = {}
    warnings = []
    for u in users:
        code = acct_of_user[(u["user_id"], u["tenant_id"])]
        rows = meta["accounts"][code]["rows"]
        own_ids = {m["id"] for m in u["memories"]}
        max_created = max(m["created_at"] for m in u["memories"])
        for m in u["memories"]:
            assert set(m) <= {"id", "content", "type", "importance", "created_at", "valid_until"}
            assert m["content"].strip() and 0 < m["importance"] <= 1
            datetime.fromisoformat(m["created_at"])
            if "valid_until" in m:
                assert datetime.fromisoformat(m["valid_until"]) > datetime.fromisoformat(m["created_at"])
        for p in u["probes"]:
            pm = meta["probes"][p["id"]]
            assert pm["acct"] == code
            m_ = re.match(r"^p_(para|task|direct|abst|expiry|bg)_(\d\d)(_leak)?$", p["id"])
            assert m_, p["id"]
            kind = m_.group(1)
            assert kind == pm["kind"]
            kinds[kind] += 1
            at = datetime.fromisoformat(p["at"])
            assert p["at"] > max_created, f"{p['id']}: asked before the account's last memory"
            assert p["query"].strip()
            rel = p["relevant"]
            assert isinstance(rel, list) and len(rel) == len(set(rel))
            for r in rel:
                assert r in own_ids and owner[r] == (u["user_id"], u["tenant_id"]), f"{p['id']}: {r} not own"
                vu = mem_by_id[r].get("valid_until")
                assert vu is None or datetime.fromisoformat(vu) > at, f"{p['id']}: relevant {r} expired"
            srcs = {rows[r]["src"] for r in rel}
            if kind == "abst":
                assert rel == [], p["id"]
            elif kind == "bg":
                assert rel and srcs == {"pool"}, p["id"]
            elif kind == "expiry":
                if not rel:
                    n_expiry_empty += 1
            else:
                assert rel and "personal" in srcs, p["id"]
            if kind == "task":
                assert 3 <= len(rel) <= 6, (p["id"], len(rel))
            # forbid structure + semantics
            forbid = p.get("forbid", [])
            assert isinstance(forbid, list)
            if forbid:
                n_forbid += 1
            assert len(forbid) == len(pm["forbid_targets"])
            other_hit = False
            for grp, targets in zip(forbid, pm["forbid_targets"]):
                assert isinstance(grp, list) and grp and all(isinstance(k, str) and k.strip() for k in grp)
                kws = [norm(k) for k in grp]
                hits_target = [mid for a, mid in targets if any(k in norm(mem_by_id[mid]["content"]) for k in kws)]
                assert hits_target, f"{p['id']}: forbid {grp} matches none of its target memories"
                own_targets = {mid for a, mid in targets if a == code}
                if any(a != code for a, _ in targets):
                    other_hit = True
                    for a, mid in targets:
                        if a != code:
                            assert meta["accounts"][a]["user_id"] == u["user_id"], "leak target must be the same-named user"
                            assert meta["accounts"][a]["tenant_id"] != u["tenant_id"]
                for m in u["memories"]:
                    if any(k in norm(m["content"]) for k in kws):
                        assert m["id"] in own_targets, f"{p['id']}: forbid {grp} also matches innocent own memory {m['id']}: {m['content']}"
                        assert m["id"] not in rel, f"{p['id']}: forbid {grp} matches a relevant memory"
                if kind == "expiry":
                    for mid in own_targets:
                        if rel:
                            assert all(mem_by_id[mid]["created_at"] < mem_by_id[r]["created_at"] for r in rel), \
                                f"{p['id']}: superseded memory is not older than the relevant one"
                        else:
                            vu = mem_by_id[mid].get("valid_until")
                            assert vu and datetime.fromisoformat(vu) < at, f"{p['id']}: ended memory still valid"
            if kind == "expiry":
                assert any(a == code for tg in pm["forbid_targets"] for a, _ in tg), f"{p['id']}: expiry needs a stale own memory"
            is_leak = p["id"].endswith("_leak")
            assert is_leak == pm["leak"]
            if is_leak:
                assert u["user_id"] == "u_anran" and other_hit, p["id"]
                n_leak += 1
                leak_per_acct[code] = leak_per_acct.get(code, 0) + 1
            else:
                assert not other_hit, f"{p['id']}: cross-account forbid on a probe not marked _leak"
            if kind == "para":
                for r in rel:
                    lcs = _lcs_len(p["query"], mem_by_id[r]["content"].replace("用户", ""))
                    assert lcs <= 3, f"{p['id']}: paraphrase shares a {lcs}-char run with {r}"
                    if lcs == 3:
                        warnings.append(f"{p['id']} shares a {lcs}-char run with {r}: {p['query']} / {mem_by_id[r]['content']}")
        # background statements: sanity
        text = "\n".join([rows[m["id"]]["content"] for m in u["memories"] if rows[m["id"]]["src"] == "personal"]
                         + [p["query"] for p in u["probes"]])
        fkw = [norm(k) for p in u["probes"] for g in p.get("forbid", []) for k in g]
        for m in u["memories"]:
            if rows[m["id"]]["src"] == "pool":
                assert not any(w in m["content"] and w in text for w in PLACE_WORDS), m["content"]
                assert not any(k in norm(m["content"]) for k in fkw), m["content"]
    assert sum(kinds.values()) == 112, kinds
    assert kinds == EXPECTED_KINDS, kinds
    assert n_expiry_empty == 2, n_expiry_empty
    assert n_leak == 16 and sorted(leak_per_acct.values()) == [8, 8], leak_per_acct
    assert n_forbid >= 60, n_forbid
    n_personal = sum(1 for a in meta["accounts"].values() for r in a["rows"].values() if r["src"] == "personal")
    return {"accounts": len(users), "memories": n_mem, "personal": n_personal, "filler": n_mem - n_personal,
            "probes": sum(kinds.values()), "kinds": kinds, "with_forbid": n_forbid, "leak": n_leak,
            "expiry_want_nothing": n_expiry_empty, "warnings": warnings}


def render(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="rebuild in memory, compare with the file, validate")
    args = ap.parse_args()
    data, meta = build()
    text = render(data)
    summary = validate(json.loads(text), meta)
    if args.check:
        assert OUT.exists(), f"{OUT} missing; run without --check first"
        on_disk = OUT.read_text(encoding="utf-8")
        assert on_disk == text, f"{OUT.name} differs from a fresh build"
        validate(json.loads(on_disk), meta)
        print(f"OK: {OUT.name} is identical to a fresh build and valid")
    else:
        OUT.write_text(text, encoding="utf-8")
        print(f"wrote {OUT}")
    for w in summary.pop("warnings"):
        print("note:", w)
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
