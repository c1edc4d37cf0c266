#!/usr/bin/env python3
"""holdout32 — blind Chinese retrieval set (memory-eval/v1, track R only).

Blindness record
----------------
Read (and nothing else):
  * /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  * /work/main/bench/data/src/background_pool.py     (as TEXT only; its POOL and
    PLACE_WORDS literals are taken with ast.parse + ast.literal_eval; the module
    is never imported or executed).  Its byte size was also checked with wc -c.
Listed: nothing outside this folder (the new, empty folder
  /work/main/bench/data/holdout32/ was created with mkdir -p and listed once).
Written (only inside /work/main/bench/data/holdout32/):
  * build_holdout32.py            (this builder, standard library only)
  * zh_retrieval_holdout32.json   (its output)
  (Outside it, only a throw-away log of one tamper test of --check,
  /tmp/holdout32_ck.txt, was written and deleted straight away.)
No engine code, tests, READMEs, other hold-outs, git or project tools were
opened, listed or run; the only program run is this builder with plain python3.

Theme
-----
Travel shaped by how people get there: vehicles, routes, licences and loyalty
programmes.  Twelve accounts / twelve lives (eleven user ids; u_linfeng exists
under two tenants with two different, deliberately confusable lives: a
motorcyclist on the 318/G219 and a road cyclist touring Hainan — both "骑",
头盔, 膝伤, 环线/环岛, 老周/周姐, 车队, 营地).  Facts change over months: cars,
bikes, trucks and trailers are sold and replaced, airline / cruise status goes
down or up, a licence is suspended and restored, injuries heal, people move
house, quit clubs, stop medication, plans are moved.  Probes about a changed
fact list the newer memory as relevant and put distinctive words of the older
one in `forbid`.  Dated plans carry `valid_until`; durable facts that contain
time words ("每年5月", "2025年9月那趟…") carry a far-future `valid_until`
(2099-12-31) so that nothing infers an expiry for them.

Account table
-------------
acct    user_id      tenant_id    core  bg   life
ev      u_tangxiao   default      16    144  EV family man: BYD Dolphin -> XPeng G6, home charger after moving, National-Day drive to Yangshuo
moto    u_linfeng    club_moto    16    146  motorcyclist: CFMoto 800MT -> BMW R1250GS, 318 turned back at Markam, G219 in Aug, knee repaired
bike    u_linfeng    club_hainan  15    134  road cyclist touring Hainan: Trek Domane, patellar tendinitis healed, quit the club, December east-coast ride
rv      u_heyun      t_family     15    142  RV family of four: SAIC Maxus C-class -> 7.2 m Iveco, peanut allergy, Gannan loop in summer
hsr     u_zhoubin    default      16    135  high-speed-rail fan: window seat F, quit rail club, moved Baoding -> Shijiazhuang, Lanxin HSR in Aug
miles   u_qiaoyi     default      16    137  points-and-miles collector: Air China gold -> silver, China Eastern up to gold, card swapped
cruise  u_lanxin     default      15    131  seasick cruise passenger: patch -> dimenhydrinate, Crown & Anchor gold -> diamond, Alaska in Oct
lic     u_mazhe      default      14    136  driver: licence suspended (12 points) then returned, Lavida -> Corolla, licence renewal due
truck   u_gaoshan    t_fleet      15    150  long-haul trucker with border collie 黑豆: FAW J6P -> Sitrak C7H, Guangzhou run -> north-west run
fly     u_xuqing     default      15    142  stopped flying after severe turbulence, therapy, sertraline stopped, flying again, Chengdu in Sept
ferry   u_zhengyu    default      15    142  Zhuhai->Shekou ferry commuter: pass reimbursed, maternity leave, back on 1 Sept
tow     u_songlao    t_family     15    141  retired couple towing a caravan: 4 m -> 6 m trailer, diabetic spouse, knee replacement healed

Total memories: 183 core + 1680 background = 1863.

Probe counts (112)
------------------
paraphrase 42, task 24, direct 10, abstention 20, expiry 10 (8 still valid,
2 passed -> relevant []), background 6.  16 of them are cross-tenant leak
probes (id ends in "-leak"): 8 asked in moto, 8 in bike, each forbidding the
twin tenant's distinctive words.  56 probes carry `forbid`.
Per account: ev 9, moto 12, bike 12, rv 10, hsr 10, miles 9, cruise 10,
lic 7, truck 10, fly 7, ferry 8, tow 8.

Background memories
-------------------
130-150 per account, sampled from background_pool.POOL with string seeds
(sha256 of "holdout32|<acct>|<statement>"; no clock, no unseeded random).
One cluster per tag family is kept per account.  Dropped: topics that would
touch the theme for everyone (car, commute, trips), per-account topics that
could genuinely answer a probe (e.g. health for accounts whose probes ask about
health, pets for the trucker and the retired couple, work for the trucker and
the retirees), statements with theme words (车, 驾照, 飞机, 船, 骑, 积分 ...),
statements naming a place that occurs in the account's own memories or probes,
and statements containing any forbid keyword of the account's probes.  The six
background probes pin one pool statement each.

Usage
-----
  python3 build_holdout32.py           writes zh_retrieval_holdout32.json
  python3 build_holdout32.py --check   re-validates the written file against
                                       FORMAT.md's rules and the counts above;
                                       exits non-zero on any problem
"""

import ast
import hashlib
import json
import os
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout32.json")
POOL_FILE = "/work/main/bench/data/src/background_pool.py"
TZ = timezone(timedelta(hours=8))
FAR = "2099-12-31T23:59:59+08:00"
SEED = "holdout32"

# ---------------------------------------------------------------- pool (text)


def load_pool_literals():
    with open(POOL_FILE, encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for tgt in node.targets:
                if isinstance(tgt, ast.Name) and tgt.id in ("POOL", "PLACE_WORDS"):
                    found[tgt.id] = ast.literal_eval(node.value)
    return found["POOL"], found["PLACE_WORDS"]


def parse_pool(text):
    items = []
    topic = mtype = None
    for raw in text.splitlines():
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
        items.append({"topic": topic, "type": mtype, "tags": tags, "text": line})
    return items


# ---------------------------------------------------------------- helpers


def h(*parts):
    return int(hashlib.sha256("|".join((SEED,) + parts).encode("utf-8")).hexdigest(), 16)


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def ts(s):
    """'2025-03-08 09:12' -> ISO with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def parse_iso(s):
    return datetime.fromisoformat(s)


TIME_WORDS = re.compile(
    r"\d{4}年|\d{1,2}月|[一二三四五六七八九十]{1,2}月|春节|过年|国庆|十一|端午|中秋|元旦|清明|五一|"
    r"暑假|寒假|年底|年初|年末|下个月|下周|明年|今年|去年|前年|冬天|夏天|秋天|春天|周末"
)

# theme words: a background statement containing one of them could touch a
# vehicle / route / licence / loyalty probe, so it is never sampled
GLOBAL_DROP_WORDS = ["车", "驾照", "飞机", "机场", "转机", "骑", "船", "晕", "地铁", "公交",
                     "航", "积分", "旅", "自驾", "出差"]
GLOBAL_DROP_TOPICS = ["car", "commute", "trips"]

# places named in this set's own memories / probes (added to PLACE_WORDS)
EXTRA_PLACES = ["海南", "桂林", "阳朔", "广州", "番禺", "赣州", "长沙", "汕头", "潮汕", "成都",
                "拉萨", "青海", "芒康", "理塘", "叶城", "阿里", "海口", "万宁", "文昌", "陵水",
                "博鳌", "杭州", "余杭", "霞浦", "甘南", "兰州", "内蒙古", "阿尔山", "保定",
                "石家庄", "香港", "乌鲁木齐", "新疆", "北京", "伦敦", "三亚", "上海", "大阪",
                "昆明", "日本", "长崎", "福冈", "天津", "韩国", "济州", "西雅图", "阿拉斯加",
                "临沂", "威海", "郑州", "西安", "深圳", "珠海", "蛇口", "湖南", "沈阳", "徐闻",
                "额济纳", "东北", "福建", "山东", "长沙"]

OFFICE_WORDS = ["公司", "同事", "上班", "工位", "领导", "加班", "周报", "会议", "述职", "绩效",
                "例会", "年会", "实习生", "员工", "跳槽", "工牌", "打卡", "报销"]

# ---------------------------------------------------------------- accounts
# memory tuple: (nn, created "YYYY-MM-DD HH:MM", type, importance, content, plan_until)
# plan_until: "YYYY-MM-DD" for dated plans (valid_until = that day 23:59),
#             None otherwise (durable; FAR is added automatically if the content
#             carries a time word)
# probe tuple: (kind, nn, leak, query, relevant ids or "@bg:<pool text>", forbid)

ACCOUNTS = []


def account(**kw):
    ACCOUNTS.append(kw)


account(
    acct="ev", user_id="u_tangxiao", tenant_id="default", probe_at="2026-07-10 20:30",
    life="EV family man: BYD Dolphin -> XPeng G6, home charger after moving, National-Day drive to Yangshuo",
    memories=[
        (1, "2025-03-08 21:05", "profile", 0.8, "用户开的是一辆比亚迪海豚，标称续航405公里", None),
        (2, "2025-03-08 21:07", "fact", 0.7, "用户家小区没法装私人充电桩，平时都去公司地下车库的快充桩充电", None),
        (3, "2025-04-02 12:40", "preference", 0.7, "用户跑高速时电量一低于30%就会焦虑，一般提前进服务区补电", None),
        (4, "2025-04-20 19:15", "relation", 0.7, "用户的老婆叫苏禾，不会开车，出门都坐副驾", None),
        (5, "2025-05-11 09:30", "relation", 0.8, "用户的女儿朵朵5岁，坐车超过两小时就会晕车", None),
        (6, "2025-06-01 22:10", "event", 0.7, "用户每年5月带全家回一趟赣州的岳父母家，单程大约430公里", None),
        (7, "2025-07-15 13:20", "preference", 0.6, "用户自驾过夜不住连锁快捷酒店，更愿意选带充电桩的民宿", None),
        (8, "2025-10-09 18:45", "event", 0.5, "用户2025年国庆开车去了一趟长沙，路上在服务区排队充电等了两个多小时", None),
        (9, "2026-01-10 10:05", "profile", 0.9, "用户换车了，现在开的是小鹏G6，CLTC续航625公里", None),
        (10, "2026-02-15 16:30", "fact", 0.8, "用户搬到了广州番禺的新小区，自家车位装了7kW的家充桩", None),
        (11, "2026-03-05 08:50", "preference", 0.6, "用户觉得小鹏的辅助驾驶在高速上很好用，但城区路段不敢开", None),
        (12, "2026-03-22 20:10", "fact", 0.6, "用户办了小鹏超充站的年卡，在品牌超充站充电打七折", None),
        (13, "2026-04-10 21:40", "event", 0.9, "用户计划2026年国庆开车带全家去桂林阳朔玩五天", "2026-10-08"),
        (14, "2026-04-28 12:15", "event", 0.7, "用户计划2026年8月带家人去汕头吃牛肉火锅", "2026-08-31"),
        (15, "2026-05-03 19:55", "relation", 0.8, "用户的妈妈从今年开始跟用户一起住，她腰不好，坐车每隔一个半小时就要下车走走", None),
        (16, "2026-06-05 22:30", "event", 0.7, "用户把汕头那趟改到了2026年11月，8月公司要封闭开发", "2026-11-30"),
    ],
    supersedes={16: 14, 9: 1, 10: 2},
    probes=[
        ("paraphrase", 1, False, "我现在这台一次充满能跑多远", [9], [["海豚"], ["405"]]),
        ("paraphrase", 2, False, "回到家能直接插电不，还是得跑外面去", [10], [["公司地下车库"]]),
        ("paraphrase", 3, False, "去潮汕吃那个牛肉锅是啥时候来着", [16], [["8月带家人"]]),
        ("task", 1, False, "帮我排一下国庆自驾路线，中间在哪歇、在哪充都想好", [13, 9, 3, 15, 5, 12], [["海豚"]]),
        ("task", 2, False, "明年五月回老丈人那边，帮我提前看看路上住哪、怎么补能", [6, 7, 9], [["405"]]),
        ("direct", 1, False, "我老婆叫啥名字", [4], []),
        ("abstention", 1, False, "小鹏G6的电池是哪家供应的", [], []),
        ("abstention", 2, False, "番禺长隆野生动物园门票多少钱", [], []),
        ("background", 1, False, "我上回工卡掉了重办掏了多少钱", "@bg:用户的工牌丢过一次，补办花了五十块", []),
    ],
    exclude_topics=[], drop_families=["parents"], force={"housing": "own"}, drop_active=False,
    drop_words=[],
)

account(
    acct="moto", user_id="u_linfeng", tenant_id="club_moto", probe_at="2026-07-20 21:10",
    life="motorcyclist: CFMoto 800MT -> BMW R1250GS, 318 turned back at Markam, G219 in Aug, knee repaired",
    memories=[
        (1, "2025-03-12 20:20", "profile", 0.8, "用户骑的是一台春风800MT，周末常跑郊区山路", None),
        (2, "2025-03-12 20:24", "relation", 0.8, "用户车队里修车的老周电话是139 0871 2246，路上车出毛病都找他", None),
        (3, "2025-04-05 11:00", "preference", 0.6, "用户骑摩托只戴全盔，现在用的是一顶HJC RPHA 71", None),
        (4, "2025-05-18 22:35", "event", 0.5, "用户2025年5月跑完了青海湖环线，在黑马河看了日出", None),
        (5, "2025-06-02 09:15", "fact", 0.8, "用户左膝半月板有旧伤，连续骑超过四小时就疼，长途必须戴护膝", None),
        (6, "2025-07-10 23:05", "preference", 0.7, "用户在高原上不搭帐篷，宁可多跑一段也要住有供暖的客栈", None),
        (7, "2025-08-20 19:40", "event", 0.6, "用户计划2025年9月从成都出发沿318骑到拉萨", "2025-09-30"),
        (8, "2025-10-05 18:10", "event", 0.6, "用户2025年9月那趟318只骑到了芒康，东达山下雪只好折返", None),
        (9, "2025-10-15 14:25", "profile", 0.9, "用户换车了，现在骑的是宝马R1250GS ADV", None),
        (10, "2025-11-03 20:50", "relation", 0.6, "用户的女朋友小葵不会骑车，跑短途时坐用户的后座", None),
        (11, "2025-12-01 07:30", "preference", 0.7, "用户跑长途习惯早上七点前出发，天黑前一定到住处", None),
        (12, "2026-01-20 16:00", "fact", 0.8, "用户做了左膝半月板修复手术，复查说已经恢复好了", None),
        (13, "2026-03-08 21:20", "event", 0.9, "用户计划2026年8月走G219新藏线，从叶城出发到阿里狮泉河，大约十天", "2026-08-31"),
        (14, "2026-04-12 15:45", "relation", 0.7, "小葵考了摩托车驾照，买了自己的本田CB400X，以后跟用户各骑一台", None),
        (15, "2026-05-25 22:00", "fact", 0.8, "用户有高原反应史，在理塘头疼过一整晚，上高原前会提前吃红景天", None),
        (16, "2026-06-10 13:35", "fact", 0.6, "用户的GS后轮刚换了米其林Anakee Adventure，前轮还能跑五千公里", None),
    ],
    supersedes={9: 1, 12: 5, 14: 10},
    probes=[
        ("paraphrase", 1, True, "我现在那台大水鸟具体啥型号", [9], [["春风"], ["崔克"]]),
        ("paraphrase", 2, True, "腿上那个老毛病现在还影响跑长途不", [12], [["四小时就疼"], ["髌腱"]]),
        ("paraphrase", 3, True, "去海拔高的地方我身子吃得消不，得提前备点啥", [15], [["电解质"], ["泡腾片"]]),
        ("paraphrase", 4, False, "小葵现在还蹭我的车吗", [14], [["坐用户的后座"]]),
        ("paraphrase", 5, False, "在山上过夜我一般咋住", [6], []),
        ("task", 1, True, "帮我准备一下8月新藏线要带的东西和每天的节奏", [13, 15, 11, 6, 16], [["万宁"], ["环岛"]]),
        ("task", 2, False, "出发前想给车做个全面检查，帮我列个单子，顺便看找谁弄", [16, 2, 9], [["春风"]]),
        ("task", 3, True, "帮我估一下新藏线一天骑多少公里合适", [13, 11, 12], [["不超过80公里"]]),
        ("direct", 1, True, "老周电话多少", [2], [["zhoujie"]]),
        ("abstention", 1, True, "G219全程一共多少公里", [], [["G223"]]),
        ("abstention", 2, True, "海南环岛骑一圈一般要几天", [], [["环岛"]]),
        ("expiry", 1, False, "下个月那趟从哪出发来着", [13], []),
    ],
    exclude_topics=["health"], drop_families=[], force={}, drop_active=False, drop_words=[],
)

account(
    acct="bike", user_id="u_linfeng", tenant_id="club_hainan", probe_at="2026-07-22 20:40",
    life="road cyclist touring Hainan: Trek Domane, patellar tendinitis healed, quit the club, December east-coast ride",
    memories=[
        (1, "2025-03-20 19:30", "profile", 0.8, "用户骑一台崔克Domane SL5公路车，平时在海口滨海大道练", None),
        (2, "2025-04-02 21:10", "relation", 0.7, "用户骑行俱乐部的领队是周姐，微信号zhoujie_ride，组织活动都找她", None),
        (3, "2025-04-25 08:45", "fact", 0.8, "用户右膝髌腱炎，爬坡不能站着摇车，每天骑行不超过80公里", None),
        (4, "2025-05-10 12:20", "fact", 0.8, "用户中暑过一次，夏天骑车必须带电解质泡腾片，中午十一点到三点不上路", None),
        (5, "2025-06-15 20:05", "preference", 0.6, "用户环岛更喜欢走G223东线，觉得西线太荒、补给点少", None),
        (6, "2025-07-08 18:30", "preference", 0.6, "用户只戴亚洲头型的头盔，现在用的是一顶KASK Protone", None),
        (7, "2025-08-30 22:15", "event", 0.6, "用户计划2025年11月跟俱乐部环岛骑一圈，大概十天", "2025-11-30"),
        (8, "2025-12-05 19:50", "event", 0.5, "用户2025年11月环岛骑完了全程，在万宁石梅湾的营地住了两晚", None),
        (9, "2025-12-20 15:10", "fact", 0.5, "用户把崔克的变速升级成了禧玛诺105 Di2电变", None),
        (10, "2026-01-08 21:00", "relation", 0.7, "用户的老公阿杰不骑车，但愿意开补给车跟着跑", None),
        (11, "2026-02-10 10:40", "fact", 0.8, "用户做了三个月康复训练，髌腱炎基本好了，现在一天骑120公里也没问题", None),
        (12, "2026-03-15 17:25", "relation", 0.7, "用户退出了原来的骑行俱乐部，现在和三个朋友自己组了个小车队", None),
        (13, "2026-04-02 22:05", "event", 0.9, "用户计划2026年12月再骑一次东线，从文昌骑到陵水，顺路去博鳌", "2026-12-31"),
        (14, "2026-05-01 09:55", "fact", 0.6, "用户长途骑行屁股磨得疼，现在穿Assos的骑行裤才好些", None),
        (15, "2026-06-05 20:35", "preference", 0.6, "用户骑行不吃能量胶，嫌太甜，补给只吃香蕉和椰子饭", None),
    ],
    supersedes={11: 3},
    probes=[
        ("paraphrase", 1, True, "我那辆弯把是哪个牌子的", [1], [["宝马"], ["春风"]]),
        ("paraphrase", 2, True, "膝盖好利索了没，能蹬多远", [11], [["不超过80公里"], ["半月板"]]),
        ("paraphrase", 3, True, "大热天正午我还出门练不", [4], [["红景天"], ["高原反应"]]),
        ("paraphrase", 4, False, "长时间坐垫上下面磨得难受，我现在靠啥缓解", [14], []),
        ("paraphrase", 5, False, "我现在还跟着原来那帮人一起活动吗", [12], []),
        ("task", 1, True, "帮我计划一下年底那趟的补给和住宿", [13, 15, 10, 11], [["新藏线"], ["叶城"]]),
        ("task", 2, False, "周末想约人去溜一圈，帮我想想叫谁、走哪边", [12, 5], []),
        ("task", 3, True, "老公说要跟着给我送补给，帮我想想他那边要备啥", [10, 15, 4], [["小葵"]]),
        ("direct", 1, True, "周姐微信多少", [2], [["139 0871"]]),
        ("abstention", 1, True, "川藏线最高的垭口海拔多少", [], [["芒康"], ["东达山"]]),
        ("abstention", 2, True, "R1250GS油箱能装多少升", [], [["R1250GS"]]),
        ("expiry", 1, False, "年底那趟打算从哪儿到哪儿", [13], []),
    ],
    exclude_topics=["health"], drop_families=[], force={}, drop_active=False, drop_words=[],
)

account(
    acct="rv", user_id="u_heyun", tenant_id="t_family", probe_at="2026-07-08 21:15",
    life="RV family of four: SAIC Maxus C-class -> 7.2 m Iveco, peanut allergy, Gannan loop in summer",
    memories=[
        (1, "2025-03-03 20:00", "profile", 0.8, "用户家有一台上汽大通改装的C型房车，车长5.9米，C1驾照就能开", None),
        (2, "2025-03-03 20:05", "relation", 0.8, "用户家四口人：老公负责开车，用户负责做饭，儿子乐乐8岁，女儿米粒3岁", None),
        (3, "2025-04-11 13:30", "preference", 0.7, "用户房车出行优先住营地，不喜欢在路边或服务区过夜，觉得不安全", None),
        (4, "2025-05-01 10:10", "fact", 0.9, "乐乐对花生严重过敏，房车里不放任何含花生的零食", None),
        (5, "2025-08-02 21:45", "event", 0.5, "用户2025年暑假开房车去了内蒙古阿尔山，路上房车水箱漏了", None),
        (6, "2025-08-15 16:20", "fact", 0.6, "房车的生活电池是200Ah锂电，开空调只能撑四五个小时", None),
        (7, "2025-09-01 11:35", "fact", 0.6, "用户在杭州郊区租了个房车停车位，每月600元", None),
        (8, "2025-10-12 20:25", "preference", 0.7, "米粒晚上八点必须睡觉，所以每天下午五点前要赶到营地", None),
        (9, "2025-11-05 14:50", "fact", 0.6, "用户加入了一个房车营地联盟，联盟营地住宿打八折", None),
        (10, "2026-01-15 22:10", "event", 0.8, "用户计划2026年春节开房车去福建霞浦过年", "2026-02-28"),
        (11, "2026-03-01 19:40", "profile", 0.9, "用户家换了一台依维柯底盘的7.2米C型房车，老公专门增驾了B2驾照", None),
        (12, "2026-03-20 09:25", "fact", 0.8, "用户家搬到了余杭带院子的排屋，房车直接停在自家院门口", None),
        (13, "2026-04-18 21:00", "event", 0.9, "用户计划2026年7月底到8月中开房车走甘南环线，从兰州出发", "2026-08-20"),
        (14, "2026-05-06 12:45", "preference", 0.7, "用户老公开房车时速不超过90，一天最多开300公里", None),
        (15, "2026-06-01 18:15", "fact", 0.6, "用户自己只敢开小轿车，房车都是老公开", None),
    ],
    supersedes={11: 1, 12: 7},
    probes=[
        ("paraphrase", 1, False, "我们家那台大家伙有多长", [11], [["5.9米"], ["大通"]]),
        ("paraphrase", 2, False, "大儿子不能碰哪样零嘴", [4], []),
        ("paraphrase", 3, False, "那车平时搁哪儿", [12], [["每月600"]]),
        ("task", 1, False, "帮我把甘南那趟每天开多远、晚上住哪排一下", [13, 14, 8, 3, 9], [["大通"]]),
        ("task", 2, False, "出门前帮我列个车上吃的采购单", [4, 2], []),
        ("direct", 1, False, "我家房车电池多大", [6], []),
        ("abstention", 1, False, "依维柯是哪个国家的牌子", [], []),
        ("expiry", 1, False, "过年去霞浦那趟营地订好了没", [], [["霞浦"]]),
        ("expiry", 2, False, "月底出发的那条线从哪起步", [13], []),
        ("background", 1, False, "我家菜刀是哪国的牌子", "@bg:用户的厨房刀具是一套德国牌子的", []),
    ],
    exclude_topics=[], drop_families=[], force={"housing": "own"}, drop_active=False,
    drop_words=["十七楼"],
)

account(
    acct="hsr", user_id="u_zhoubin", tenant_id="default", probe_at="2026-07-05 19:50",
    life="high-speed-rail fan: window seat F, quit rail club, moved Baoding -> Shijiazhuang, Lanxin HSR in Aug",
    memories=[
        (1, "2025-03-15 20:10", "preference", 0.7, "用户是铁路迷，坐遍了CR400AF、CR400BF和CR300各型复兴号", None),
        (2, "2025-03-15 20:12", "fact", 0.7, "用户住在保定，每次坐高铁都要去保定东站", None),
        (3, "2025-04-01 12:00", "preference", 0.7, "用户坐高铁只买二等座F座，靠窗方便拍沿途风景", None),
        (4, "2025-04-20 22:30", "fact", 0.6, "用户开通了12306的铁路畅行会员，攒够了就兑换车票", None),
        (5, "2025-05-10 18:40", "event", 0.5, "用户2025年5月专门去香港坐了一趟西九龙站出发的高铁", None),
        (6, "2025-05-28 21:15", "relation", 0.6, "用户加入了本地一个铁路爱好者协会，每月聚一次", None),
        (7, "2025-06-10 09:20", "fact", 0.8, "用户恐高，不坐飞机，出远门都坐火车", None),
        (8, "2025-07-22 20:35", "relation", 0.7, "用户的儿子周小川10岁，也喜欢火车，常一起去站台看复兴号进站", None),
        (9, "2025-09-05 22:05", "event", 0.6, "用户计划2025年10月去坐沪苏湖高铁", "2025-10-31"),
        (10, "2025-11-01 13:10", "preference", 0.7, "用户不坐卧铺，夜里睡不着，超过8小时的车程宁可分两天走", None),
        (11, "2025-12-10 19:05", "relation", 0.6, "用户退出了铁路爱好者协会，嫌活动越来越商业化", None),
        (12, "2026-01-20 21:50", "relation", 0.7, "用户的老婆晕车，坐高铁没事，坐大巴必吐", None),
        (13, "2026-02-18 10:30", "event", 0.9, "用户计划2026年8月带儿子坐兰新高铁，从兰州一路坐到乌鲁木齐", "2026-08-31"),
        (14, "2026-03-10 20:45", "fact", 0.6, "用户在B站的账号叫“小周追动车”，专发乘车视频，有三万粉丝", None),
        (15, "2026-04-05 22:20", "preference", 0.6, "用户买票前一定先查车底，最想坐的是智能动车组CR400AF-C", None),
        (16, "2026-05-15 17:55", "fact", 0.8, "用户搬家到了石家庄，走路十分钟就到石家庄站", None),
    ],
    supersedes={16: 2, 11: 6},
    probes=[
        ("paraphrase", 1, False, "我抢票一般要哪个位置", [3], []),
        ("paraphrase", 2, False, "我现在离哪个火车站最近", [16], [["保定东站"]]),
        ("paraphrase", 3, False, "那个火车迷组织的聚会我还去不", [11], [["每月聚一次"]]),
        ("task", 1, False, "下个月带娃去新疆那趟，帮我看看票怎么买", [13, 8, 3, 15, 16], [["保定东站"]]),
        ("task", 2, False, "春节带老婆孩子回趟东北，帮我看看咋走合适", [12, 7, 10], []),
        ("direct", 1, False, "我B站账号叫啥", [14], []),
        ("abstention", 1, False, "CR400AF和CR400BF有啥区别", [], []),
        ("abstention", 2, False, "沪苏湖高铁全长多少公里", [], []),
        ("expiry", 1, False, "下个月那趟长途火车是从哪坐到哪", [13], []),
        ("background", 1, False, "我小时候学过啥民乐", "@bg:用户小时候在少年宫学过二胡", []),
    ],
    exclude_topics=[], drop_families=[], force={}, drop_active=False,
    drop_words=["老家", "铁路"],
)

account(
    acct="miles", user_id="u_qiaoyi", tenant_id="default", probe_at="2026-07-12 22:05",
    life="points-and-miles collector: Air China gold -> silver, China Eastern up to gold, card swapped",
    memories=[
        (1, "2025-03-02 21:30", "profile", 0.8, "用户是国航的金卡会员，主要飞北京—成都", None),
        (2, "2025-03-20 12:15", "preference", 0.7, "用户坐飞机喜欢靠过道的座位，方便起身", None),
        (3, "2025-04-10 20:40", "fact", 0.7, "用户日常消费都刷招行的国航联名信用卡攒里程", None),
        (4, "2025-05-05 23:10", "event", 0.5, "用户2025年5月用12万里程兑换了一张北京飞伦敦的商务舱", None),
        (5, "2025-06-18 19:25", "preference", 0.8, "用户长途航班只吃素食餐，值机前要提前申请", None),
        (6, "2025-07-01 22:45", "relation", 0.6, "用户的朋友Leo也是里程玩家，两人经常互相通知促销", None),
        (7, "2025-08-10 10:50", "fact", 0.6, "用户的东方万里行账户只是普卡，平时很少飞东航", None),
        (8, "2025-09-12 21:05", "event", 0.8, "用户计划2025年12月用里程带爸妈飞三亚过冬", "2025-12-31"),
        (9, "2026-01-05 09:40", "fact", 0.9, "用户2025年飞的航段不够，国航凤凰知音降成了银卡", None),
        (10, "2026-02-01 18:20", "fact", 0.7, "用户换工作了，新公司差旅统一订东航", None),
        (11, "2026-03-18 20:55", "fact", 0.9, "用户的东方万里行升到了金卡，可以进贵宾休息室", None),
        (12, "2026-04-02 13:05", "fact", 0.8, "用户把之前那张联名卡销了，现在日常刷东航联名白金卡", None),
        (13, "2026-05-10 22:25", "event", 0.9, "用户计划2026年9月用东航里程兑换上海飞大阪的往返", "2026-09-30"),
        (14, "2026-06-01 19:35", "fact", 0.7, "用户飞行时耳压问题严重，起降时要嚼口香糖", None),
        (15, "2026-06-15 21:20", "relation", 0.7, "用户的爸妈不会用手机值机，每次都是用户帮他们在线选座", None),
        (16, "2026-06-20 20:15", "relation", 0.7, "用户的妈妈腿脚不好，坐飞机要申请轮椅服务", None),
    ],
    supersedes={9: 1, 11: 7, 12: 3},
    probes=[
        ("paraphrase", 1, False, "我那个国航的卡现在是啥档次", [9], [["国航的金卡"]]),
        ("paraphrase", 2, False, "我平时买东西刷哪张卡", [12], [["招行"]]),
        ("paraphrase", 3, False, "我飞东航现在能进lounge不", [11], [["只是普卡"]]),
        ("paraphrase", 4, False, "飞远程的时候飞机餐我要啥", [5], []),
        ("task", 1, False, "帮我订9月去大阪的票，座位餐食都弄好", [13, 2, 5, 11], [["只是普卡"]]),
        ("task", 2, False, "爸妈下个月要飞昆明，帮他们把值机选座弄一下", [15, 16], []),
        ("abstention", 1, False, "凤凰知音金卡保级要飞多少段", [], []),
        ("abstention", 2, False, "伦敦希思罗到市区坐啥最方便", [], []),
        ("expiry", 1, False, "三亚那趟的里程票出了没", [], [["三亚"]]),
    ],
    exclude_topics=[], drop_families=["parents"], force={}, drop_active=False,
    drop_words=["信用卡", "会员", "VIP", "父母"],
)

account(
    acct="cruise", user_id="u_lanxin", tenant_id="default", probe_at="2026-07-15 21:40",
    life="seasick cruise passenger: patch -> dimenhydrinate, Crown & Anchor gold -> diamond, Alaska in Oct",
    memories=[
        (1, "2025-03-10 20:05", "fact", 0.8, "用户晕船很厉害，上船前都要在耳后贴晕船贴", None),
        (2, "2025-04-20 22:40", "event", 0.5, "用户2025年4月坐皇家加勒比海洋光谱号从上海出发去了日本长崎和福冈", None),
        (3, "2025-05-01 11:25", "preference", 0.8, "用户订邮轮一定要阳台房，还要中间楼层靠船中部，晃得少", None),
        (4, "2025-05-20 19:10", "fact", 0.7, "用户是皇家加勒比皇冠与锚会员，现在是金卡", None),
        (5, "2025-06-10 21:30", "relation", 0.7, "用户每次坐邮轮都跟闺蜜阿宁一起，阿宁滴酒不沾", None),
        (6, "2025-07-01 12:35", "fact", 0.9, "用户海鲜过敏，邮轮餐厅点菜前都要跟服务员说明", None),
        (7, "2025-08-20 20:50", "event", 0.7, "用户计划2025年11月坐地中海邮轮从天津出发去韩国济州", "2025-11-30"),
        (8, "2025-11-15 18:30", "fact", 0.8, "用户觉得耳后贴的那种药副作用太大、口干，现在改吃茶苯海明片", None),
        (9, "2025-11-20 22:15", "event", 0.6, "用户11月那趟济州的邮轮因为台风取消了，全款退回", None),
        (10, "2026-01-10 10:20", "fact", 0.8, "用户的皇冠与锚会员升到了钻石卡", None),
        (11, "2026-02-14 20:00", "relation", 0.6, "阿宁结婚了，以后坐邮轮会带上她老公大伟", None),
        (12, "2026-03-05 21:35", "event", 0.9, "用户计划2026年10月坐海洋光谱号的阿拉斯加航线，从西雅图上船", "2026-10-31"),
        (13, "2026-04-01 13:45", "preference", 0.6, "用户不报邮轮的付费岸上游，喜欢下船后自己逛", None),
        (14, "2026-05-08 19:20", "fact", 0.7, "用户的护照2026年12月到期，得赶在出国前换新", "2026-12-31"),
        (15, "2026-06-02 22:50", "fact", 0.7, "用户腰椎间盘突出，床太软会腰疼，上船后要找客房部换硬床垫", None),
    ],
    supersedes={8: 1, 10: 4, 9: 7},
    probes=[
        ("paraphrase", 1, False, "一上船就想吐，我现在吃啥顶着", [8], [["晕船贴"]]),
        ("paraphrase", 2, False, "我在皇家那边现在啥等级", [10], [["现在是金卡"]]),
        ("paraphrase", 3, False, "虾蟹贝壳这些我能碰不", [6], []),
        ("task", 1, False, "帮我准备10月阿拉斯加那趟，房型和要带的东西都列一下", [12, 3, 8, 14, 15], [["晕船贴"]]),
        ("task", 2, False, "跟阿宁两口子在船上吃饭，帮我安排下点菜", [5, 11, 6], []),
        ("direct", 1, False, "阿宁喝酒吗", [5], []),
        ("abstention", 1, False, "茶苯海明和酒能一起吃吗", [], []),
        ("abstention", 2, False, "阿拉斯加几月份看冰川最好", [], []),
        ("expiry", 1, False, "10月那趟从哪儿登船", [12], []),
        ("background", 1, False, "我攒的那些磁贴大概有多少了", "@bg:用户收藏了一面墙的冰箱贴", []),
    ],
    exclude_topics=["health"], drop_families=[], force={}, drop_active=True,
    drop_words=["会员", "VIP"],
)

account(
    acct="lic", user_id="u_mazhe", tenant_id="default", probe_at="2026-07-06 20:20",
    life="driver: licence suspended (12 points) then returned, Lavida -> Corolla, licence renewal due",
    memories=[
        (1, "2025-03-05 21:00", "fact", 0.9, "用户驾照一个记分周期扣满了12分，被暂扣了，得去参加满分学习", None),
        (2, "2025-03-05 21:02", "profile", 0.7, "用户开的是一辆2016年的大众朗逸", None),
        (3, "2025-03-20 08:10", "fact", 0.6, "用户驾照被扣那段时间每天挤地铁2号线上班", None),
        (4, "2025-04-10 19:30", "relation", 0.7, "用户的表哥大刘在车管所旁边开驾校，帮用户报了满分学习的班", None),
        (5, "2025-05-01 22:15", "preference", 0.7, "用户开车容易路怒，老婆让他开车时只听交通广播静静心", None),
        (6, "2025-06-15 17:40", "event", 0.9, "用户2025年6月满分学习考试通过了，驾照已经发还", None),
        (7, "2025-08-01 12:50", "fact", 0.6, "用户在手机导航里开了测速提醒，被扣过分之后特别怕超速", None),
        (8, "2025-09-10 21:25", "event", 0.7, "用户计划2025年国庆开车带老婆回山东临沂老家", "2025-10-08"),
        (9, "2026-02-20 15:05", "profile", 0.8, "用户换车了，现在开的是一台二手的丰田卡罗拉双擎", None),
        (10, "2026-03-15 20:35", "fact", 0.8, "用户的驾照2026年8月到期，换证前要先去做体检", "2026-08-31"),
        (11, "2026-04-01 19:45", "relation", 0.7, "用户的老婆刘佳今年刚拿驾照，还是新手，不敢上高速", None),
        (12, "2026-05-10 22:40", "fact", 0.8, "用户晚上看东西模糊，八点以后尽量不开车", None),
        (13, "2026-06-05 21:10", "event", 0.9, "用户计划2026年8月中开车去威海看海，老婆想自己开一段练手", "2026-08-31"),
        (14, "2026-06-20 08:30", "fact", 0.6, "用户现在每天开车上班，走外环，不走老拍违停的人民路", None),
    ],
    supersedes={6: 1, 9: 2, 14: 3},
    probes=[
        ("paraphrase", 1, False, "我那个本现在能用了吗", [6], [["被暂扣"]]),
        ("paraphrase", 2, False, "我现在手上那台是日系还是德系", [9], [["朗逸"]]),
        ("paraphrase", 3, False, "我每天咋去单位", [14], [["2号线"]]),
        ("task", 1, False, "8月去威海那趟帮我排下谁开哪段、几点出发", [13, 11, 12, 9], [["朗逸"]]),
        ("task", 2, False, "下个月要去车管所换证，帮我列个流程，顺便想想要不要找表哥", [10, 4], []),
        ("direct", 1, False, "我的驾照啥时候到期", [10], []),
        ("abstention", 1, False, "满分学习一共要上几天课", [], []),
    ],
    exclude_topics=["health"], drop_families=[], force={}, drop_active=False, drop_words=[],
)

account(
    acct="truck", user_id="u_gaoshan", tenant_id="t_fleet", probe_at="2026-07-03 22:30",
    life="long-haul trucker with border collie 黑豆: FAW J6P -> Sitrak C7H, Guangzhou run -> north-west run",
    memories=[
        (1, "2025-03-01 20:40", "profile", 0.8, "用户是跑长途的货车司机，开一台解放J6P半挂", None),
        (2, "2025-03-01 20:42", "relation", 0.9, "用户驾驶室里养了只边牧叫黑豆，跑车一直带着", None),
        (3, "2025-03-01 20:45", "fact", 0.7, "用户主要跑郑州到广州的干线", None),
        (4, "2025-04-05 06:50", "fact", 0.7, "黑豆晕车，上高速前要喂一点宠物晕车药", None),
        (5, "2025-05-12 23:20", "preference", 0.7, "用户只在能带狗的服务区过夜，不住路边的小旅馆", None),
        (6, "2025-06-20 13:15", "fact", 0.8, "用户腰肌劳损，连续开四个小时必须下车活动", None),
        (7, "2025-07-08 22:00", "relation", 0.7, "用户的老婆小芳在郑州老家带儿子，每天晚上视频一次", None),
        (8, "2025-10-01 11:30", "fact", 0.8, "黑豆在服务区被车刮伤后腿，打了钢钉，三个月不能跳上驾驶室", None),
        (9, "2025-11-20 19:45", "profile", 0.8, "用户换了台重汽汕德卡C7H，驾驶室带独立卧铺", None),
        (10, "2025-12-01 21:35", "fact", 0.8, "用户改跑西北线了，现在主要是郑州—西安—兰州", None),
        (11, "2026-02-10 10:25", "fact", 0.8, "黑豆腿好了，复查说钢钉不用取，又能自己蹦上车了", None),
        (12, "2026-03-15 12:40", "preference", 0.7, "用户不吃辣，跑西北线吃饭最头疼", None),
        (13, "2026-04-20 22:50", "event", 0.9, "用户计划2026年8月休一个月假，带黑豆回郑州陪儿子过暑假", "2026-08-31"),
        (14, "2026-05-30 20:05", "fact", 0.6, "用户每年11月带黑豆打一次狂犬疫苗", None),
        (15, "2026-06-15 07:20", "fact", 0.6, "用户接单主要用满帮App，回程尽量配货不跑空车", None),
    ],
    supersedes={9: 1, 10: 3, 11: 8},
    probes=[
        ("paraphrase", 1, False, "狗子后腿现在利索了没", [11], [["三个月不能跳"]]),
        ("paraphrase", 2, False, "这阵子我拉货走哪条道", [10], [["广州"]]),
        ("paraphrase", 3, False, "我那台大车现在是哪个牌子", [9], [["解放"]]),
        ("paraphrase", 4, False, "毛孩子坐车难受咋整", [4], []),
        ("task", 1, False, "帮我规划下一趟跑兰州怎么歇脚、吃饭", [10, 5, 6, 2, 12], [["广州"]]),
        ("task", 2, False, "8月回家那一个月，帮我想想给娃和狗安排点啥", [13, 7, 2], []),
        ("direct", 1, False, "我的狗叫啥来着", [2], []),
        ("abstention", 1, False, "边牧是不是最聪明的狗", [], []),
        ("abstention", 2, False, "汕德卡C7H百公里油耗多少", [], []),
        ("expiry", 1, False, "下个月休假是咋安排的", [13], []),
    ],
    exclude_topics=["health", "pets", "work"], drop_families=[], force={}, drop_active=True,
    drop_words=OFFICE_WORDS,
)

account(
    acct="fly", user_id="u_xuqing", tenant_id="default", probe_at="2026-07-18 21:25",
    life="stopped flying after severe turbulence, therapy, sertraline stopped, flying again, Chengdu in Sept",
    memories=[
        (1, "2025-03-08 22:10", "preference", 0.6, "用户以前出差都坐飞机，常飞深圳—北京", None),
        (2, "2025-04-20 20:30", "event", 0.8, "用户2025年4月坐的航班遇到严重颠簸，之后就不敢坐飞机了", None),
        (3, "2025-05-10 21:45", "fact", 0.8, "用户现在出远门只坐高铁，去北京也宁可坐八小时高铁", None),
        (4, "2025-06-01 19:00", "relation", 0.7, "用户的心理咨询师是陈医生，每两周咨询一次", None),
        (5, "2025-07-15 22:20", "fact", 0.8, "用户有焦虑症，在吃舍曲林", None),
        (6, "2025-08-20 20:15", "relation", 0.7, "用户的老公老许很支持用户，说以后要飞就陪着一起", None),
        (7, "2025-09-30 18:35", "event", 0.6, "用户报了航空公司办的恐飞课程，去模拟舱体验过一次", None),
        (8, "2025-12-05 21:50", "event", 0.7, "用户2025年12月试着飞了一趟深圳到长沙的短途，一个多小时，还算顺利", None),
        (9, "2026-01-15 12:25", "preference", 0.7, "用户坐飞机一定选靠前的过道座，机翼后面颠得厉害", None),
        (10, "2026-02-20 20:40", "fact", 0.8, "用户舍曲林已经减量停药了，医生说状态维持得不错", None),
        (11, "2026-03-10 22:05", "fact", 0.9, "用户出差又开始坐飞机了，但两小时以上的航线还是换成高铁", None),
        (12, "2026-04-02 21:15", "event", 0.9, "用户计划2026年9月跟老公飞成都，是恐飞以来第一次飞两个半小时的航线", "2026-09-30"),
        (13, "2026-05-01 10:45", "preference", 0.6, "用户起飞降落时习惯戴降噪耳机听白噪音", None),
        (14, "2026-05-20 19:30", "relation", 0.7, "用户换了心理咨询师，现在找的是线上的林老师", None),
        (15, "2026-06-10 22:35", "relation", 0.6, "用户的弟弟在成都开火锅店", None),
    ],
    supersedes={11: 3, 10: 5, 14: 4},
    probes=[
        ("paraphrase", 1, False, "我现在敢不敢上天了", [11], [["只坐高铁"]]),
        ("paraphrase", 2, False, "那个抗焦虑的药我还吃着吗", [10], [["在吃舍曲林"]]),
        ("paraphrase", 3, False, "我现在跟哪位做心理疏导", [14], [["陈医生"]]),
        ("task", 1, False, "9月飞成都，帮我把机票座位订了，到了去哪吃也想想", [12, 9, 6, 15, 13], [["只坐高铁"]]),
        ("direct", 1, False, "老许是谁", [6], []),
        ("abstention", 1, False, "舍曲林能跟酒一起吃吗", [], []),
        ("expiry", 1, False, "9月那趟是去哪来着", [12], []),
    ],
    exclude_topics=["health"], drop_families=[], force={}, drop_active=False,
    drop_words=["白噪音", "心理"],
)

account(
    acct="ferry", user_id="u_zhengyu", tenant_id="default", probe_at="2026-07-01 21:05",
    life="Zhuhai->Shekou ferry commuter: pass reimbursed, maternity leave, back on 1 Sept",
    memories=[
        (1, "2025-03-04 22:00", "fact", 0.8, "用户住在珠海香洲，每天坐九洲港到蛇口的船去深圳上班，单程一小时", None),
        (2, "2025-03-04 22:03", "fact", 0.6, "用户买的是船票月票，每月1200元", None),
        (3, "2025-04-12 08:20", "preference", 0.6, "用户坐船只坐上层靠窗的位置，下层太闷", None),
        (4, "2025-05-08 21:35", "fact", 0.7, "用户遇到台风停航，公司允许那天居家办公", None),
        (5, "2025-06-20 07:45", "relation", 0.6, "用户的同事阿Ken也住珠海，两人每天约在码头一起吃早餐", None),
        (6, "2025-08-01 20:10", "fact", 0.8, "用户怀孕了，医生叮嘱风浪大的时候别坐船", None),
        (7, "2025-09-15 12:30", "fact", 0.5, "用户是船公司的会员，积分可以换船票", None),
        (8, "2025-09-20 21:55", "event", 0.6, "用户计划2025年国庆坐船去桂山岛露营", "2025-10-08"),
        (9, "2025-11-02 07:35", "preference", 0.5, "用户坐船时习惯戴降噪耳机补觉", None),
        (10, "2026-01-05 19:20", "fact", 0.8, "用户公司开始报销通勤的船票，不用自己掏钱买月票了", None),
        (11, "2026-02-25 22:40", "relation", 0.7, "用户的老公小罗在珠海本地上班，开车通勤", None),
        (12, "2026-03-01 15:00", "event", 0.9, "用户2026年2月生了个女儿，正在休产假，暂时不用通勤", None),
        (13, "2026-04-10 20:25", "event", 0.9, "用户的产假8月底结束，9月1日回深圳上班", "2026-09-01"),
        (14, "2026-05-15 18:50", "relation", 0.7, "用户的婆婆从湖南过来珠海帮忙带孩子", None),
        (15, "2026-06-01 21:15", "preference", 0.7, "用户打算回去上班后一周去公司三天，另外两天居家", None),
    ],
    supersedes={10: 2},
    probes=[
        ("paraphrase", 1, False, "我这阵子还天天过海吗", [12], []),
        ("paraphrase", 2, False, "过海那张票的钱谁出", [10], [["每月1200"]]),
        ("paraphrase", 3, False, "打风那天我能在家干活不", [4], []),
        ("task", 1, False, "9月回去上班，帮我安排下每天通勤和娃的事", [13, 15, 14, 1], [["每月1200"]]),
        ("direct", 1, False, "阿Ken住哪", [5], []),
        ("abstention", 1, False, "九洲港到香港机场的船现在还开吗", [], []),
        ("expiry", 1, False, "我哪天回去上班", [13], []),
        ("background", 1, False, "我每个月资助学生那笔是多少钱", "@bg:用户每个月给一个助学项目捐一百元", []),
    ],
    exclude_topics=[], drop_families=[], force={}, drop_active=False, drop_words=["居家"],
)

account(
    acct="tow", user_id="u_songlao", tenant_id="t_family", probe_at="2026-07-16 20:00",
    life="retired couple towing a caravan: 4 m -> 6 m trailer, diabetic spouse, knee replacement healed",
    memories=[
        (1, "2025-03-06 19:30", "profile", 0.8, "用户和老伴都退休了，开一台丰田普拉多拖着一台4米的旅居挂车到处走", None),
        (2, "2025-03-06 19:35", "fact", 0.7, "用户专门考了C6驾照，才能合法拖挂车上路", None),
        (3, "2025-04-18 08:40", "fact", 0.9, "用户老伴有糖尿病，要定时打胰岛素，胰岛素得放挂车冰箱冷藏", None),
        (4, "2025-05-25 20:20", "preference", 0.7, "用户拖挂时速不超过80，不走急弯多的山路", None),
        (5, "2025-08-10 21:10", "event", 0.5, "用户2025年夏天拖着挂车走了一趟新疆独库公路", None),
        (6, "2025-08-20 19:50", "relation", 0.7, "用户的女儿在上海工作，老两口每年春节拖挂去上海过年", None),
        (7, "2025-09-10 10:15", "fact", 0.7, "用户每年冬天去海南文昌住三个月避寒，挂车停在一个房车营地", None),
        (8, "2025-10-15 20:45", "event", 0.7, "用户计划2025年11月中旬从沈阳出发往南开去海南", "2025-11-30"),
        (9, "2025-12-20 18:05", "event", 0.5, "用户过琼州海峡时，挂车在徐闻港排了六个小时队才上船", None),
        (10, "2026-01-15 21:30", "fact", 0.8, "用户老伴刚做了膝盖置换手术，走路还得拄拐", None),
        (11, "2026-02-20 16:10", "profile", 0.9, "用户把原来那台小挂车卖了，换了一台6米的双轴挂车，带独立卫浴", None),
        (12, "2026-03-10 09:55", "relation", 0.5, "用户家养了只老猫叫咪咪，出远门就托邻居照看", None),
        (13, "2026-04-15 20:35", "event", 0.9, "用户计划2026年9月底到10月拖挂去内蒙古额济纳看胡杨", "2026-10-31"),
        (14, "2026-05-20 19:15", "fact", 0.8, "老伴膝盖恢复得不错，走路已经不用辅助了，但上下挂车的梯子还得扶着", None),
        (15, "2026-06-15 21:00", "preference", 0.7, "用户拖挂只住有电桩和排污口的营地", None),
    ],
    supersedes={11: 1, 14: 10},
    probes=[
        ("paraphrase", 1, False, "老太婆腿脚现在咋样了", [14], [["拄拐"]]),
        ("paraphrase", 2, False, "我们拖着走的那个小房子多大", [11], [["4米"]]),
        ("paraphrase", 3, False, "天冷了我们一般去哪猫冬", [7], []),
        ("task", 1, False, "帮我规划下9月去额济纳的路线和营地", [13, 4, 15, 3, 14, 11], [["拄拐"]]),
        ("task", 2, False, "今年过年去闺女那儿，路上帮我想想要注意啥", [6, 3, 4, 14], [["拄拐"]]),
        ("abstention", 1, False, "独库公路今年几号通车", [], []),
        ("abstention", 2, False, "C6驾照能拖多重的挂车", [], []),
        ("background", 1, False, "平时泡哪种叶子最合我胃口", "@bg:用户喜欢研究各种茶叶，最爱喝岩茶", []),
    ],
    exclude_topics=["health", "pets", "work", "family", "learning"], drop_families=[], force={},
    drop_active=True, drop_words=OFFICE_WORDS,
)

TWINS = ("moto", "bike")
KINDS = ["paraphrase", "task", "direct", "abstention", "expiry", "background"]
EXPECTED_KIND_COUNTS = {"paraphrase": 42, "task": 24, "direct": 10, "abstention": 20,
                        "expiry": 10, "background": 6}
EXPECTED_TOTAL_PROBES = 112
EXPECTED_LEAKS = 16
EXPECTED_EXPIRY_VALID, EXPECTED_EXPIRY_PASSED = 8, 2

# ---------------------------------------------------------------- build


def mid(acct, nn):
    return "%s_m%02d" % (acct, nn)


def account_places(acc, place_words):
    texts = [m[4] for m in acc["memories"]] + [p[3] for p in acc["probes"]]
    return sorted({p for p in place_words if any(p in t for t in texts)})


def account_forbid_words(acc):
    out = set()
    for p in acc["probes"]:
        for alts in p[5]:
            out.update(alts)
    return sorted(out)


def choose_clusters(acc, items):
    fams = {}
    for it in items:
        for t in it["tags"]:
            if ":" in t:
                f, c = t.split(":", 1)
                fams.setdefault(f, set()).add(c)
    chosen = {}
    for f, cs in sorted(fams.items()):
        cs = sorted(cs)
        chosen[f] = acc["force"].get(f, cs[h(acc["acct"], "family", f) % len(cs)])
    return chosen


def bg_reason(acc, it, chosen, places, forbid_words):
    """None if the pool statement may be sampled for this account, else why not."""
    topic_head = it["topic"].split()[0]
    text = it["text"]
    if topic_head in GLOBAL_DROP_TOPICS or topic_head in acc["exclude_topics"]:
        return "topic"
    for t in it["tags"]:
        if ":" in t:
            f, c = t.split(":", 1)
            if f in acc["drop_families"]:
                return "family"
            if chosen.get(f) != c:
                return "cluster"
        elif t == "active" and acc["drop_active"]:
            return "active"
    for w in GLOBAL_DROP_WORDS + list(acc["drop_words"]):
        if w in text:
            return "word"
    for p in places:
        if p in text:
            return "place"
    nt = norm(text)
    for w in forbid_words:
        if norm(w) in nt:
            return "forbid"
    return None


def sample_background(acc, items, place_words):
    chosen = choose_clusters(acc, items)
    places = account_places(acc, place_words)
    forbid_words = account_forbid_words(acc)
    ok = [it for it in items if bg_reason(acc, it, chosen, places, forbid_words) is None]
    by_text = {it["text"]: it for it in ok}
    pinned = []
    for p in acc["probes"]:
        if isinstance(p[4], str):
            text = p[4][4:]
            if text not in by_text:
                raise SystemExit("pinned background not allowed for %s: %s" % (acc["acct"], text))
            pinned.append(by_text[text])
    n = 130 + h("n", acc["acct"]) % 21
    rest = sorted((it for it in ok if it not in pinned), key=lambda it: h(acc["acct"], it["text"]))
    if len(rest) + len(pinned) < n:
        raise SystemExit("pool too small for %s: %d < %d" % (acc["acct"], len(rest) + len(pinned), n))
    return pinned + rest[: n - len(pinned)]


def build():
    pool_text, place_words = load_pool_literals()
    items = parse_pool(pool_text)
    all_places = list(place_words) + [p for p in EXTRA_PLACES if p not in place_words]
    users = []
    for acc in ACCOUNTS:
        a = acc["acct"]
        probe_at = datetime.strptime(acc["probe_at"], "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
        mems = []
        for nn, created, mtype, imp, content, plan_until in acc["memories"]:
            m = {"id": mid(a, nn), "content": content, "type": mtype, "importance": imp,
                 "created_at": ts(created)}
            if plan_until:
                m["valid_until"] = plan_until + "T23:59:59+08:00"
            elif TIME_WORDS.search(content):
                m["valid_until"] = FAR
            mems.append(m)
        # background: spread between 2025-01-05 and a week before the probes
        start = datetime(2025, 1, 5, 8, 0, tzinfo=TZ)
        span_min = int((probe_at - timedelta(days=7) - start).total_seconds() // 60)
        bg = sample_background(acc, items, all_places)
        bg_dated = []
        for it in bg:
            minute = h(a, "t", it["text"]) % span_min
            created = (start + timedelta(minutes=minute)).replace(second=0)
            bg_dated.append((created, it))
        bg_dated.sort(key=lambda x: (x[0], x[1]["text"]))
        bg_ids = {}
        for i, (created, it) in enumerate(bg_dated, 1):
            bid = "%s_b%03d" % (a, i)
            bg_ids[it["text"]] = bid
            m = {"id": bid, "content": it["text"], "type": it["type"],
                 "importance": round(0.3 + (h(a, "imp", it["text"]) % 31) / 100, 2),
                 "created_at": created.isoformat()}
            if TIME_WORDS.search(it["text"]):
                m["valid_until"] = FAR
            mems.append(m)
        mems.sort(key=lambda m: (m["created_at"], m["id"]))
        probes = []
        for kind, nn, leak, query, rel, forbid in acc["probes"]:
            pid = "%s-%s-%02d%s" % (a, kind, nn, "-leak" if leak else "")
            if isinstance(rel, str):
                relevant = [bg_ids[rel[4:]]]
            else:
                relevant = [mid(a, r) for r in rel]
            p = {"id": pid, "at": probe_at.isoformat(), "query": query, "relevant": relevant}
            if forbid:
                p["forbid"] = [list(alts) for alts in forbid]
            probes.append(p)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1",
            "name": "holdout32 — blind zh retrieval: vehicles, routes, licences, loyalty (track R)",
            "users": users}


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------- check


def cjk_bigrams(s):
    s = "".join(ch for ch in s if "\u4e00" <= ch <= "\u9fff")
    return {s[i:i + 2] for i in range(len(s) - 1)}


def check():
    problems = []

    def bad(msg):
        problems.append(msg)

    if not os.path.exists(OUT):
        print("FAIL: %s does not exist" % OUT)
        return 1
    with open(OUT, encoding="utf-8") as fh:
        raw = fh.read()
    try:
        data = json.loads(raw)
    except ValueError as e:
        print("FAIL: not JSON: %s" % e)
        return 1

    # --- determinism: the file is exactly what the builder produces now
    if raw != dump(build()):
        bad("written file differs from a fresh build (stale or hand-edited)")

    # --- FORMAT.md structure
    if data.get("format") != "memory-eval/v1":
        bad("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data["name"]:
        bad("name missing")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        bad("users must be a non-empty list")
        users = []
    allowed_user = {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}
    allowed_mem = {"id", "content", "type", "importance", "created_at", "valid_until"}
    allowed_probe = {"id", "at", "query", "relevant", "expect", "forbid"}
    seen_accounts = set()
    for u in users:
        for k in u:
            if k not in allowed_user:
                bad("unknown user field %s" % k)
        if not isinstance(u.get("user_id"), str) or not u["user_id"]:
            bad("user without user_id")
        key = (u.get("user_id"), u.get("tenant_id", "default"))
        if key in seen_accounts:
            bad("duplicate account %s" % (key,))
        seen_accounts.add(key)
        for k in ("sessions", "gold"):
            if k in u:
                bad("%s present: this set is track R only" % k)
        ids = set()
        for m in u.get("memories", []):
            for k in m:
                if k not in allowed_mem:
                    bad("unknown memory field %s" % k)
            if not m.get("id") or m["id"] in ids:
                bad("missing/duplicate memory id %s" % m.get("id"))
            ids.add(m.get("id"))
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                bad("empty content %s" % m.get("id"))
            if not isinstance(m.get("type", "fact"), str):
                bad("bad type %s" % m["id"])
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                bad("bad importance %s" % m["id"])
            for k in ("created_at", "valid_until"):
                if k in m:
                    try:
                        parse_iso(m[k])
                    except ValueError:
                        bad("bad %s on %s" % (k, m["id"]))
        pids = set()
        for p in u.get("probes", []):
            for k in p:
                if k not in allowed_probe:
                    bad("unknown probe field %s" % k)
            if "expect" in p:
                bad("expect present on %s: track R only" % p.get("id"))
            if not p.get("id") or p["id"] in pids:
                bad("missing/duplicate probe id %s" % p.get("id"))
            pids.add(p.get("id"))
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                bad("empty query %s" % p.get("id"))
            if not isinstance(p.get("relevant"), list):
                bad("probe %s lacks relevant (track R)" % p.get("id"))
            for r in p.get("relevant", []):
                if r not in ids:
                    bad("probe %s: relevant %s not in this user's memories" % (p["id"], r))
            f = p.get("forbid", [])
            if not isinstance(f, list) or not all(
                    isinstance(alts, list) and alts and all(isinstance(w, str) and w for w in alts)
                    for alts in f):
                bad("probe %s: forbid must be a list of non-empty keyword lists" % p.get("id"))
            if "at" in p:
                try:
                    parse_iso(p["at"])
                except ValueError:
                    bad("bad at on %s" % p["id"])

    # --- own rules
    pool_text, place_words = load_pool_literals()
    pool_items = parse_pool(pool_text)
    pool_by_text = {it["text"]: it for it in pool_items}
    all_places = list(place_words) + [p for p in EXTRA_PLACES if p not in place_words]
    if len(users) != len(ACCOUNTS) or len(users) != 12:
        bad("expected 12 accounts, got %d" % len(users))
    uid_tenants = {}
    for u in users:
        uid_tenants.setdefault(u["user_id"], set()).add(u.get("tenant_id", "default"))
    shared = [k for k, v in uid_tenants.items() if len(v) > 1]
    if len(shared) != 1 or len(uid_tenants[shared[0]]) != 2:
        bad("exactly one user_id must appear under exactly two tenants (got %s)" % shared)

    by_acct = {}
    for acc, u in zip(ACCOUNTS, users):
        by_acct[acc["acct"]] = (acc, u)
    twin_a, twin_b = TWINS
    if (by_acct[twin_a][1]["user_id"] != by_acct[twin_b][1]["user_id"]
            or by_acct[twin_a][1]["tenant_id"] == by_acct[twin_b][1]["tenant_id"]):
        bad("twins must share user_id and differ in tenant_id")

    kind_counts = {k: 0 for k in KINDS}
    leaks = 0
    forbid_probes = 0
    expiry_valid = expiry_passed = 0
    direct_first = direct_none = 0
    total_probes = 0
    total_mems = 0
    core_total = bg_total = 0
    per_acct_probes = {}
    para_overlaps = []
    for acct, (acc, u) in by_acct.items():
        mems = {m["id"]: m for m in u["memories"]}
        core = {k: v for k, v in mems.items() if re.fullmatch(r"%s_m\d\d" % acct, k)}
        bgs = {k: v for k, v in mems.items() if re.fullmatch(r"%s_b\d\d\d" % acct, k)}
        if len(core) + len(bgs) != len(mems):
            bad("%s: memory ids outside <acct>_mNN / <acct>_bNNN" % acct)
        if not 14 <= len(core) <= 16:
            bad("%s: %d core memories (want 14-16)" % (acct, len(core)))
        if not 130 <= len(bgs) <= 150:
            bad("%s: %d background memories (want 130-150)" % (acct, len(bgs)))
        core_total += len(core)
        bg_total += len(bgs)
        total_mems += len(mems)
        probes = u["probes"]
        per_acct_probes[acct] = len(probes)
        earliest = min(parse_iso(p["at"]) for p in probes)
        for m in mems.values():
            if parse_iso(m["created_at"]) >= earliest:
                bad("%s: memory %s created after a probe" % (acct, m["id"]))
        # time words / valid_until
        plan_ids = {mid(acct, t[0]) for t in acc["memories"] if t[5]}
        for k, m in mems.items():
            has_tw = bool(TIME_WORDS.search(m["content"]))
            if k in plan_ids:
                if "valid_until" not in m or m["valid_until"] == FAR:
                    bad("%s: dated plan %s needs a real valid_until" % (acct, k))
            elif has_tw and m.get("valid_until") != FAR:
                bad("%s: durable memory with time words %s must not expire" % (acct, k))
            elif not has_tw and "valid_until" in m:
                bad("%s: %s has valid_until without reason" % (acct, k))
        superseded = {mid(acct, old) for old in acc["supersedes"].values()}
        # background provenance and filters
        chosen = choose_clusters(acc, pool_items)
        places = account_places(acc, all_places)
        fwords = account_forbid_words(acc)
        for k, m in bgs.items():
            it = pool_by_text.get(m["content"])
            if it is None:
                bad("%s: background %s is not a pool statement" % (acct, k))
                continue
            why = bg_reason(acc, it, chosen, places, fwords)
            if why:
                bad("%s: background %s should have been dropped (%s)" % (acct, k, why))
        if len({m["content"] for m in mems.values()}) != len(mems):
            bad("%s: duplicate memory contents" % acct)
        own_text = [norm(m["content"]) for m in mems.values()]
        twin = None
        if acct in TWINS:
            twin = by_acct[twin_b if acct == twin_a else twin_a][1]
        for p in probes:
            total_probes += 1
            mm = re.fullmatch(r"%s-(%s)-(\d\d)(-leak)?" % (acct, "|".join(KINDS)), p["id"])
            if not mm:
                bad("bad probe id %s" % p["id"])
                continue
            kind, is_leak = mm.group(1), bool(mm.group(3))
            kind_counts[kind] += 1
            at = parse_iso(p["at"])
            rel = [r for r in p.get("relevant", []) if r in mems]
            if len(rel) != len(p.get("relevant", [])):
                bad("%s: relevant ids missing from the account" % p["id"])
            forbid = p.get("forbid", [])
            if forbid:
                forbid_probes += 1
            for r in rel:
                if r in superseded:
                    bad("%s: relevant %s is superseded" % (p["id"], r))
                vu = mems[r].get("valid_until")
                if vu and parse_iso(vu) <= at:
                    bad("%s: relevant %s already expired" % (p["id"], r))
            # forbid words never in a relevant memory; own hits only in stale ones
            stale = set(superseded) | {k for k, m in mems.items()
                                       if "valid_until" in m and parse_iso(m["valid_until"]) <= at}
            for alts in forbid:
                for w in alts:
                    nw = norm(w)
                    for r in rel:
                        if nw in norm(mems[r]["content"]):
                            bad("%s: forbid %s inside relevant %s" % (p["id"], w, r))
                    own_hits = {k for k, m in mems.items() if nw in norm(m["content"])}
                    if own_hits - stale:
                        bad("%s: forbid %s hits live memories %s" % (p["id"], w, sorted(own_hits - stale)))
                    twin_hit = twin is not None and any(nw in norm(m["content"]) for m in twin["memories"])
                    if not own_hits and not twin_hit:
                        bad("%s: forbid %s matches nothing it should guard" % (p["id"], w))
                    if twin_hit and own_hits:
                        bad("%s: leak word %s also in own account" % (p["id"], w))
            if is_leak:
                leaks += 1
                if acct not in TWINS:
                    bad("%s: leak probe outside the twin accounts" % p["id"])
                if not forbid or not any(
                        any(norm(w) in norm(m["content"]) for m in twin["memories"] for w in alts)
                        for alts in forbid):
                    bad("%s: leak probe without the twin's words in forbid" % p["id"])
            # kind-specific rules
            if kind == "abstention" and rel:
                bad("%s: abstention must have relevant []" % p["id"])
            if kind == "task" and not 2 <= len(rel) <= 6:
                bad("%s: task needs 2-6 relevant" % p["id"])
            if kind in ("paraphrase", "direct") and len(rel) != 1:
                bad("%s: %s needs exactly one relevant" % (p["id"], kind))
            if kind == "paraphrase":
                qb = cjk_bigrams(p["query"])
                shared_b = qb & cjk_bigrams(mems[rel[0]]["content"])
                para_overlaps.append(len(shared_b))
                if len(shared_b) > 2:
                    bad("%s: paraphrase shares %d bigrams %s" % (p["id"], len(shared_b), sorted(shared_b)))
            if kind == "direct":
                if "我" in p["query"]:
                    direct_first += 1
                else:
                    direct_none += 1
            if kind == "background":
                if len(rel) != 1 or rel[0] not in bgs:
                    bad("%s: background probe must point at one background memory" % p["id"])
            if kind == "expiry":
                if rel:
                    plans = [r for r in rel if r in {mid(acct, t[0]) for t in acc["memories"] if t[5]}]
                    if not plans:
                        bad("%s: valid expiry probe without a dated plan" % p["id"])
                    expiry_valid += 1
                else:
                    expired_plans = [k for k in plan_ids if parse_iso(mems[k]["valid_until"]) <= at]
                    if not forbid or not any(
                            any(norm(w) in norm(mems[k]["content"]) for k in expired_plans for w in alts)
                            for alts in forbid):
                        bad("%s: passed-plan probe must forbid the expired plan" % p["id"])
                    expiry_passed += 1
        # places and forbid words absent from backgrounds
        for k, m in bgs.items():
            for pl in places:
                if pl in m["content"]:
                    bad("%s: background %s names own place %s" % (acct, k, pl))
            for w in fwords:
                if norm(w) in norm(m["content"]):
                    bad("%s: background %s contains forbid word %s" % (acct, k, w))
        del own_text

    if kind_counts != EXPECTED_KIND_COUNTS:
        bad("kind counts %s != %s" % (kind_counts, EXPECTED_KIND_COUNTS))
    if total_probes != EXPECTED_TOTAL_PROBES:
        bad("total probes %d != %d" % (total_probes, EXPECTED_TOTAL_PROBES))
    if leaks != EXPECTED_LEAKS:
        bad("leak probes %d != %d" % (leaks, EXPECTED_LEAKS))
    for t in TWINS:
        n = sum(1 for p in by_acct[t][1]["probes"] if p["id"].endswith("-leak"))
        if n != EXPECTED_LEAKS // 2:
            bad("%s has %d leak probes" % (t, n))
    if (expiry_valid, expiry_passed) != (EXPECTED_EXPIRY_VALID, EXPECTED_EXPIRY_PASSED):
        bad("expiry valid/passed %d/%d" % (expiry_valid, expiry_passed))
    if direct_first < 3 or direct_none < 3:
        bad("direct probes should mix first person (%d) and none (%d)" % (direct_first, direct_none))

    # --- the docstring states the same numbers
    doc = __doc__
    for acct, (acc, u) in by_acct.items():
        core_n = sum(1 for m in u["memories"] if "_m" in m["id"])
        bg_n = len(u["memories"]) - core_n
        row = re.search(r"^%s\s+(\S+)\s+(\S+)\s+(\d+)\s+(\d+)\s" % acct, doc, re.M)
        if not row or row.groups() != (u["user_id"], u["tenant_id"], str(core_n), str(bg_n)):
            bad("docstring account table row for %s is out of date" % acct)
        if "%s %d" % (acct, per_acct_probes[acct]) not in doc:
            bad("docstring per-account probe count for %s is out of date" % acct)
    if "Total memories: %d core + %d background = %d." % (core_total, bg_total, total_mems) not in doc:
        bad("docstring total memories out of date")
    expect_line = ("paraphrase %d, task %d, direct %d, abstention %d, expiry %d"
                   % tuple(kind_counts[k] for k in KINDS[:5]))
    if expect_line not in " ".join(doc.split()):
        bad("docstring probe counts out of date")
    if "%d probes carry `forbid`" % forbid_probes not in doc:
        bad("docstring forbid count out of date")
    for phrase in ("Blindness record", "Theme", "Account table", "Probe counts", "Usage",
                   "python3 build_holdout32.py --check"):
        if phrase not in doc:
            bad("docstring lacks %s" % phrase)

    print("accounts: %d (%s)" % (len(users), ", ".join(
        "%s=%s/%s" % (a, by_acct[a][1]["user_id"], by_acct[a][1]["tenant_id"]) for a in by_acct)))
    print("memories: %d (core %d, background %d)" % (total_mems, core_total, bg_total))
    print("probes: %d %s" % (total_probes, kind_counts))
    print("leak probes: %d; expiry valid/passed: %d/%d; probes with forbid: %d"
          % (leaks, expiry_valid, expiry_passed, forbid_probes))
    print("direct probes first-person/none: %d/%d" % (direct_first, direct_none))
    if para_overlaps:
        print("paraphrase shared CJK bigrams with target: max %d, mean %.2f"
              % (max(para_overlaps), sum(para_overlaps) / len(para_overlaps)))
    if problems:
        for pr in problems:
            print("PROBLEM: " + pr)
        print("CHECK FAILED (%d problems)" % len(problems))
        return 1
    print("CHECK OK")
    return 0


def main(argv):
    if len(argv) > 1 and argv[1] == "--check":
        try:
            return check()
        except Exception as exc:  # a malformed file must fail, not pass
            print("CHECK FAILED: %s: %s" % (type(exc).__name__, exc))
            return 1
    if len(argv) > 1:
        print(__doc__)
        return 2
    data = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(dump(data))
    n_mem = sum(len(u["memories"]) for u in data["users"])
    n_probe = sum(len(u["probes"]) for u in data["users"])
    print("wrote %s: %d users, %d memories, %d probes" % (OUT, len(data["users"]), n_mem, n_probe))
    for u in data["users"]:
        print("  %-10s %-12s mem=%d probes=%d" % (u["user_id"], u["tenant_id"], len(u["memories"]),
                                                  len(u["probes"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
