"""Build zh_retrieval_holdout17.json, a blind held-out set in memory-eval/v1 (track R).

Blindness record
----------------
Every path under /work that was read, listed or written while making this set, and how:
  - /work/shared/eval/FORMAT.md                       read in full (cat)
  - /work/main/bench/data/src/background_pool.py      read with wc -l, head -c and sed -n (the whole
                                                      file); also touched by two grep commands (see
                                                      Slips); imported by this script with
                                                      sys.dont_write_bytecode = True (and python -B)
  - /work/main/.venv/bin/python                       existence checked with ls of that one path; used
                                                      to run this script
  - /work/main/bench/data/holdout17/                  created with mkdir -p; listed with ls (own folder)
  - /work/main/bench/data/holdout17/build_holdout17.py      written and edited (this file); grepped
  - /work/main/bench/data/holdout17/zh_retrieval_holdout17.json  written by this script
  - git -C /work/main status --short bench/data/holdout17   run to confirm the folder is untracked
Each account's sampled background was printed with this script's --dump-bg option (output kept
under /tmp, outside /work) to label probes honestly and to spot plain contradictions.
Nothing else under /work was opened, listed, grepped or imported; the engine, its tests, the
evaluator and every other data set were not looked at or run. Nothing was committed.
Slips:
  - background_pool.py was also touched by `grep -c .` (line count) and one `grep -n` for this
    set's own forbid keywords (no match), although the brief allowed only head/sed/wc for that
    file. Both only read that same permitted file; nothing else was opened.

Theme
-----
Travel shaped by small businesses and neighbourhood life, gadgets and digital habits, and work
with animals or the outdoors: 12 invented accounts (a noodle-shop owner, a ride-hailing driver,
a farm-produce livestreamer, a drone hobbyist, a gadget-bound freelance designer, a vet, a
search-dog handler, a forest ranger, a migratory beekeeper, a trawler skipper, and two couriers
who share one user_id in two different tenants).  Each account has 10-11 hand-written core
memories and 140 background statements sampled with a fixed seed from background_pool.POOL;
pool statements are only filtered out where they plainly contradict the account's core facts
(office-job statements for people without an office job, "active" statements for people with
mobility limits or lives at sea / on the road, pool clusters that clash with the account, and a few named clashes).

Probe kinds (ids "h17-<kind>-NNN")
----------------------------------
  para    42  indirect paraphrase of one or two memories
  task    24  planning request needing 3-5 memories, some via world knowledge
  direct  10  question naming the fact plainly
  abst    20  nothing stored applies (relevant = [])
  expiry  10  superseded / expired memory must not come back (forbid); relevant = current memory
  bg       6  only sampled background statements are relevant
  total  112

Usage
-----
  python build_holdout17.py            write the JSON next to this script
  python build_holdout17.py --check    rebuild in memory, compare byte-for-byte, exit 1 on mismatch
  python build_holdout17.py --report   print counts per probe kind and per account
  python build_holdout17.py --dump-bg  authoring aid: list each account's sampled background
"""

import json
import os
import random
import sys
import unicodedata

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
import background_pool  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout17.json")
SEED = 17017
N_BG = 140
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}

# Statements that presuppose an office job at a company (plain contradiction for accounts
# that are self-employed, gig workers, field workers, or live where they work).
OFFICE_KW = [
    "公司", "部门", "领导", "同事", "工位", "会议", "例会", "述职", "绩效", "年会", "周报",
    "跳槽", "实习生", "总部", "转岗", "报销", "打卡", "企业微信", "工作邮箱", "年终奖",
    "居家办公", "出差", "优秀员工", "带新人", "工牌", "无纸化", "新客户", "项目评审",
    "设计组", "扩招", "在职", "参加工作", "加班", "临时改需求", "团队", "番茄工作法",
]


def nfkc(s):
    return unicodedata.normalize("NFKC", s).lower()


# ---------------------------------------------------------------- pool parsing
def parse_pool():
    entries = []
    topic, mtype = None, None
    for line in background_pool.POOL.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",") if t.strip()]
            line = line[close + 1:].strip()
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        entries.append({"idx": len(entries), "topic": topic, "type": mtype, "text": line,
                        "fams": fams, "active": active})
    return entries


# ---------------------------------------------------------------- helpers
def ts(s):
    """'2026-05-12 09:30' -> ISO with +08:00."""
    d, t = s.split()
    return f"{d}T{t}:00+08:00"


def M(mid, content, mtype, imp, created, valid_until=None, stale=False):
    m = {"id": mid, "content": content, "type": mtype, "importance": imp, "created_at": ts(created)}
    if valid_until:
        m["valid_until"] = ts(valid_until)
    return m, stale


def P(kind, at, query, relevant, forbid=None):
    p = {"kind": kind, "at": ts(at), "query": query, "relevant": list(relevant)}
    if forbid:
        p["forbid"] = [list(f) for f in forbid]
    return p


# ---------------------------------------------------------------- accounts
# Each account: key, user_id, tenant_id, office (bool), no_active (bool), clusters (forced
# family -> cluster or None to drop the family), ban (family -> clusters not allowed),
# contra (substrings of pool statements that plainly contradict core facts), core memories,
# probes.  Relevant ids may be "bg:<exact pool text>" (resolved against the sample).

ACCOUNTS = []

# ---- A01 noodle-shop owner, Xi'an
ACCOUNTS.append(dict(
    key="a01", user_id="u_liu_youpomian", tenant_id="default",
    office=False, no_active=True, clusters={"commute": None}, ban={},
    contra=["泰国", "大阪", "首尔", "新加坡", "长江索道", "晚上十二点睡", "睡懒觉到十点"],
    core=[
        M("a01-m01", "用户在西安城中村开了一家油泼面馆，店里离不开人，一个月最多只能关门两天", "profile", 0.9, "2025-03-08 21:10"),
        M("a01-m02", "用户说面馆的歇业日改了，现在是每个月第二周的周二和周三，那两天客人最少", "fact", 0.85, "2026-01-14 22:05"),
        M("a01-m03", "用户有痛风，医生叮嘱不能吃海鲜和动物内脏，也不能喝啤酒", "profile", 0.9, "2025-05-20 20:30"),
        M("a01-m04", "用户腰椎间盘突出，连续坐车超过两个小时腰就受不了", "profile", 0.85, "2025-06-02 21:00"),
        M("a01-m05", "用户吃不惯米饭，顿顿离不开面食，出门最怕找不到面馆", "preference", 0.75, "2025-07-11 15:20"),
        M("a01-m06", "用户从没办过护照，也从来没出过国", "fact", 0.7, "2025-08-19 21:40"),
        M("a01-m07", "用户的女儿在长沙读大二，学的是护理", "relation", 0.75, "2025-09-03 22:15"),
        M("a01-m08", "用户每天凌晨四点起床和面，晚上九点前就得睡觉", "preference", 0.7, "2025-10-10 20:50"),
        M("a01-m09", "用户恐高，玻璃栈道和缆车都不敢上", "preference", 0.85, "2025-11-02 21:35"),
        M("a01-m10", "用户两口子出门玩一趟的预算控制在三千块以内，路费也算在里面", "preference", 0.8, "2025-12-06 22:00"),
        M("a01-m11", "用户的面馆固定每月一号和二号关门歇业", "fact", 0.7, "2025-04-01 21:30", stale=True),
    ],
    probes=[
        P("para", "2026-05-06 22:10", "店里那摊子离了我转不开，出趟远门最多能撂几天挑子？", ["a01-m01", "a01-m02"], [["一号和二号"]]),
        P("para", "2026-05-08 21:40", "大脚趾那个“富贵病”又闹腾了，出去下馆子得绕开哪些吃的？", ["a01-m03"]),
        P("para", "2026-05-09 21:15", "俺这老腰不争气，绿皮车硬座熬一宿怕是要散架", ["a01-m04"]),
        P("para", "2026-05-12 22:30", "这辈子还没揣过那个出境用的小本本，现在去办得跑几趟、等多久？", ["a01-m06"]),
        P("task", "2026-05-15 21:50", "女儿放暑假前想去学校看看她，顺便两口子在那边玩两天，店里只能歇那两天，帮我排一下怎么去最省事、吃住咋安排", ["a01-m07", "a01-m02", "a01-m04", "a01-m05", "a01-m10"], [["一号和二号"]]),
        P("task", "2026-05-18 22:05", "想趁歇业那两天带媳妇去华山看一回日出，听说得半夜上山，行程咋安排合适？花销大概多少？", ["a01-m09", "a01-m04", "a01-m02", "a01-m10"], [["一号和二号"]]),
        P("expiry", "2026-05-20 21:25", "下个月关门那两天想带媳妇去附近泡个温泉，帮我看看是哪两天、去哪儿合适", ["a01-m02", "a01-m04", "a01-m10"], [["一号和二号"]]),
        P("abst", "2026-05-21 08:10", "帮我查一下明天西安限行尾号是多少", []),
        P("abst", "2026-05-22 14:30", "今天收摊早心情好，给我讲个笑话吧", []),
    ],
))

# ---- A02 ride-hailing driver, Zhengzhou
ACCOUNTS.append(dict(
    key="a02", user_id="u_zhoujing_wangyueche", tenant_id="default",
    office=False, no_active=True, clusters={"commute": None, "car": "ev"}, ban={},
    contra=["晚上十二点睡", "每天早上七点二十", "十一点后手机自动静音"],
    core=[
        M("a02-m01", "用户在郑州跑网约车，是全职司机", "profile", 0.85, "2025-02-18 03:10"),
        M("a02-m02", "用户一般下午两点出车跑到凌晨两点，上午都在补觉，上午的事不好安排", "preference", 0.8, "2025-03-02 02:40"),
        M("a02-m03", "用户一个人带儿子，儿子今年八岁，上小学二年级", "relation", 0.85, "2025-03-20 13:00"),
        M("a02-m04", "用户的儿子对花生严重过敏，出门必须随身带肾上腺素笔", "profile", 0.95, "2025-04-05 12:45"),
        M("a02-m05", "用户晕船很厉害，坐过一次轮渡吐了一路", "profile", 0.75, "2025-05-16 13:30"),
        M("a02-m06", "用户右膝半月板受过伤，爬山、下楼梯都吃力", "profile", 0.8, "2025-06-09 12:20"),
        M("a02-m07", "用户平台的接单奖励要求每个月至少出车二十五天，少一天奖励就没了", "fact", 0.75, "2025-07-01 02:55"),
        M("a02-m08", "用户出去玩宁愿自己开车，不喜欢跟团", "preference", 0.7, "2025-08-12 13:40"),
        M("a02-m09", "用户2025年底换了车，现在开的是比亚迪秦PLUS纯电版", "fact", 0.85, "2025-12-28 12:10"),
        M("a02-m10", "用户很怕在盘山公路上开车，尤其是没有护栏的那种", "preference", 0.8, "2025-10-07 13:05"),
        M("a02-m11", "用户跑车用的是自己那辆开了六年的大众朗逸", "fact", 0.7, "2025-02-20 03:30", stale=True),
    ],
    probes=[
        P("para", "2026-04-11 13:20", "那种得摆渡上岛的地方，我这一上甲板就翻江倒海的体质是不是该绕开？", ["a02-m05"]),
        P("para", "2026-04-12 12:50", "娃碰不得那种剥壳的小豆豆，打成酱也不行，坐飞机吃零食得防着点啥", ["a02-m04", "a02-m03"]),
        P("para", "2026-04-14 13:10", "我是昼伏夜出的命，旅行社那种早上七点集合的团我可扛不住", ["a02-m02", "a02-m08"]),
        P("task", "2026-04-16 12:40", "暑假想带儿子自驾去太行山郭亮村那条挂壁公路看看，住两晚，帮我排一下，路上要注意啥", ["a02-m10", "a02-m09", "a02-m06", "a02-m04", "a02-m03"], [["朗逸"]]),
        P("task", "2026-04-18 13:25", "十一想带儿子开我那车去烟台蓬莱玩三四天，路上怎么安排补电和吃饭，这个月的单量也别耽误", ["a02-m09", "a02-m04", "a02-m07", "a02-m03", "a02-m02"], [["朗逸"]]),
        P("direct", "2026-04-19 12:30", "我儿子对什么过敏来着？我之前跟你说过的", ["a02-m04"]),
        P("expiry", "2026-04-21 13:45", "跑长途之前要准备点啥，路上补能怎么安排比较稳？", ["a02-m09", "bg:用户觉得电车冬天续航掉得厉害", "a02-m08"], [["朗逸"]]),
        P("abst", "2026-04-22 14:05", "比亚迪秦PLUS纯电版的官方续航是多少公里？", []),
        P("abst", "2026-04-23 12:15", "“一路顺风”用英语怎么说？", []),
        P("bg", "2026-04-25 13:00", "BG-A02", ["BG-A02"]),
    ],
))

# ---- A03 farm-produce livestreamer, Baise
ACCOUNTS.append(dict(
    key="a03", user_id="u_meng_zhibo", tenant_id="default",
    office=False, no_active=False, clusters={"commute": None}, ban={},
    contra=[],
    core=[
        M("a03-m01", "用户在广西百色做助农直播，卖芒果和沃柑，每天晚上八点到十点必须开播，一天都不能断", "profile", 0.9, "2025-01-12 23:00"),
        M("a03-m02", "用户直播要用手机云台、补光灯和领夹麦，出门这些全得带着", "preference", 0.75, "2025-02-03 22:40"),
        M("a03-m03", "用户开播的地方上行网速至少要二十兆，不然画面就卡", "fact", 0.75, "2025-02-25 23:15"),
        M("a03-m04", "用户乳糖不耐受，喝牛奶、吃冰淇淋就会拉肚子", "profile", 0.85, "2025-03-18 12:30"),
        M("a03-m05", "用户的助理小蒙是个女生，平时跟着一起出差拍素材", "relation", 0.65, "2025-04-09 15:00"),
        M("a03-m06", "用户特别怕冷，气温一低于十度就手脚冰凉，不想出门", "preference", 0.8, "2025-05-02 11:20"),
        M("a03-m07", "用户的港澳通行证有效期到2025年8月", "fact", 0.7, "2024-09-10 14:00", valid_until="2025-08-31 23:59", stale=True),
        M("a03-m08", "用户2025年9月重新办了港澳通行证，有效期十年", "fact", 0.75, "2025-09-22 16:10"),
        M("a03-m09", "用户吃不了辣，一点辣椒都会胃疼", "preference", 0.85, "2025-06-14 12:50"),
        M("a03-m10", "用户每年六到八月是芒果季，最忙，这段时间基本走不开", "fact", 0.8, "2025-07-03 23:20"),
        M("a03-m11", "用户晕车，坐大巴要坐前排，还得提前吃晕车药", "profile", 0.75, "2025-08-21 10:40"),
    ],
    probes=[
        P("para", "2026-04-08 22:50", "我那一摊子线上卖货的活儿一天都断不得，出门玩也得找地方“开张”，选住处要看啥", ["a03-m01", "a03-m03"]),
        P("para", "2026-04-10 11:30", "一喝拿铁肚子就咕噜噜往厕所跑，出门点饮品有啥讲究", ["a03-m04"]),
        P("para", "2026-04-12 10:20", "盘山的长途客车一开我就头昏想吐，去山里的景点咋走不遭罪", ["a03-m11"]),
        P("task", "2026-04-15 22:30", "年底想带小蒙去东北雪乡拍一期素材，住两晚，晚上照常开播，帮我看看要准备些啥", ["a03-m06", "a03-m01", "a03-m03", "a03-m02", "a03-m05"]),
        P("task", "2026-04-18 23:05", "七月份有品牌方邀请我去贵阳参加一个直播节，三天两晚，你看我去得成不，怎么安排", ["a03-m10", "a03-m01", "a03-m09", "a03-m02"]),
        P("direct", "2026-04-19 21:00", "我每天几点开播来着？", ["a03-m01"]),
        P("expiry", "2026-04-21 15:30", "想去澳门找个场子拍期素材，我那张往返港澳的证件现在还能用吧？", ["a03-m08"], [["2025年8月"]]),
        P("abst", "2026-04-22 12:10", "芒果为什么有时候会有一股松节油的味道？", []),
        P("abst", "2026-04-23 16:40", "帮我算一下：十斤一箱的芒果，进价四块五一斤，卖七块九一斤，一箱赚多少？", []),
    ],
))

# ---- A04 drone hobbyist, Hefei (office job)
ACCOUNTS.append(dict(
    key="a04", user_id="u_zhang_hangpai", tenant_id="default",
    office=True, no_active=False, clusters={}, ban={},
    contra=[],
    core=[
        M("a04-m01", "用户是无人机航拍爱好者，玩的是大疆Mavic 3 Pro，随身带三块电池", "profile", 0.9, "2025-03-15 20:10"),
        M("a04-m02", "用户的无人机已经在民航局的系统里做了实名登记", "fact", 0.7, "2025-03-16 21:00"),
        M("a04-m03", "用户有哮喘，随身带沙丁胺醇气雾剂，花粉多或者空气差的时候容易发作", "profile", 0.9, "2025-04-02 19:30"),
        M("a04-m04", "用户2019年在稻城亚丁有过严重的高原反应，之后再没去过海拔三千米以上的地方", "profile", 0.85, "2025-04-20 20:45"),
        M("a04-m05", "用户的老婆不喜欢爬山，更喜欢找个咖啡馆坐着", "relation", 0.7, "2025-05-11 21:15"),
        M("a04-m06", "用户一年只有春节和国庆两个长假，五天年假一般攒着跟国庆连休", "fact", 0.75, "2025-06-01 20:20"),
        M("a04-m07", "用户在合肥一家汽车厂做工艺工程师", "profile", 0.6, "2025-06-18 19:50"),
        M("a04-m08", "用户报名了2026年3月的无人机执照培训班", "event", 0.7, "2026-01-08 20:30", valid_until="2026-03-31 23:59", stale=True),
        M("a04-m09", "用户2026年4月拿到了CAAC多旋翼视距内驾驶员执照", "fact", 0.8, "2026-04-20 21:10"),
        M("a04-m10", "用户不吃香菜，一点都不能放", "preference", 0.75, "2025-07-07 12:30"),
        M("a04-m11", "用户喜欢住能看到日出的高楼层房间，方便清晨拍延时", "preference", 0.7, "2025-08-09 22:00"),
    ],
    probes=[
        P("para", "2026-05-06 20:40", "我那只会飞的“铁鸟”连同它的备用“口粮”能揣进随身行李上飞机不？", ["a04-m01"]),
        P("para", "2026-05-08 21:00", "上回在那个号称“蓝色星球最后一片净土”的地方差点背过气去，这回还敢往高处走吗", ["a04-m04"]),
        P("para", "2026-05-10 19:45", "春天杨絮柳絮满天飞的地方，我这气管受得了不？", ["a04-m03"]),
        P("para", "2026-05-12 12:20", "点菜记得跟老板交代一声，芫荽一根都别放", ["a04-m10"]),
        P("task", "2026-05-15 21:20", "国庆想带老婆去新疆喀纳斯拍秋景，十天左右，帮我排个行程，无人机那块儿要怎么弄", ["a04-m01", "a04-m09", "a04-m02", "a04-m05", "a04-m06"], [["培训班"]]),
        P("task", "2026-05-18 20:30", "想去梅里雪山飞来寺拍日照金山，顺便放飞机拍云海，你看可行不，啥时候去", ["a04-m04", "a04-m06", "a04-m01", "a04-m11", "a04-m03"]),
        P("direct", "2026-05-19 20:00", "我的无人机是哪个型号来着？", ["a04-m01"]),
        P("expiry", "2026-06-02 21:30", "最近有人找我去外地接航拍的活儿，我这资质够不够？", ["a04-m09", "a04-m02", "a04-m01"], [["培训班"]]),
        P("abst", "2026-06-03 20:15", "大疆和道通的无人机，哪个图传更稳？", []),
        P("abst", "2026-06-04 19:40", "合肥地铁6号线现在开通了没有？", []),
    ],
))

# ---- A05 gadget-bound freelance UI designer, Fuzhou
ACCOUNTS.append(dict(
    key="a05", user_id="u_lin_esim", tenant_id="default",
    office=False, no_active=False, clusters={"commute": None, "phone": None}, ban={"pet": ["dog"]},
    contra=[],
    core=[
        M("a05-m01", "用户是自由职业的UI设计师，走到哪都得能远程办公，每周二和周四上午有固定的线上例会", "profile", 0.85, "2025-01-20 10:30"),
        M("a05-m02", "用户出门从不离身一个两万毫安的充电宝和一个65W的氮化镓充电头", "preference", 0.8, "2025-02-14 18:00"),
        M("a05-m03", "用户现在出境都是提前买当地的eSIM，手机是支持eSIM的iPhone 15 Pro", "preference", 0.8, "2025-06-08 22:10"),
        M("a05-m04", "用户吃蛋奶素，不吃肉和海鲜，鸡蛋和牛奶可以", "preference", 0.9, "2025-03-03 12:40"),
        M("a05-m05", "用户有偏头痛，睡眠不足或者闻到浓烈的香水味就会发作", "profile", 0.8, "2025-03-26 09:50"),
        M("a05-m06", "用户很怕狗，街上遇到没拴绳的狗会绕道走", "preference", 0.8, "2025-04-17 19:20"),
        M("a05-m07", "用户的护照2026年12月到期", "fact", 0.8, "2025-05-09 15:00", valid_until="2026-12-31 23:59"),
        M("a05-m08", "用户一般一个人旅行，喜欢住带工作桌的民宿", "preference", 0.75, "2025-07-12 21:30"),
        M("a05-m09", "用户平时只用一张中国移动的实体卡，出国就开国际漫游", "preference", 0.6, "2024-12-02 20:00", stale=True),
        M("a05-m10", "用户对酒精过敏，喝一点就起疹子", "profile", 0.8, "2025-08-30 23:10"),
    ],
    probes=[
        P("para", "2026-07-02 10:10", "我那块“续命砖”和“快充小方块”过安检会不会被扣下？", ["a05-m02"]),
        P("para", "2026-07-03 21:20", "到了国外落地，最不想去柜台排队买那种插卡的电话卡，怎么上网最省事", ["a05-m03"], [["漫游"]]),
        P("para", "2026-07-05 16:40", "一进那种熏得很重的精品酒店大堂我太阳穴就突突跳，订房得避开啥", ["a05-m05"]),
        P("para", "2026-07-06 11:15", "毛孩子满街溜达、不拴绳的地方我真hold不住，有啥city推荐吗", ["a05-m06"]),
        P("task", "2026-07-08 22:00", "十月想去巴厘岛旅居一个月，边工作边玩，帮我check一下出发前要准备的东西", ["a05-m07", "bg:用户养了一只橘猫，叫年糕", "a05-m01", "a05-m06", "a05-m02"], [["漫游"]]),
        P("task", "2026-07-10 20:30", "下个月想去大理旅居两周，边工作边玩，帮我挑住处、排一下每周的节奏", ["a05-m01", "a05-m08", "a05-m04", "bg:用户养了一只橘猫，叫年糕"]),
        P("direct", "2026-07-11 09:30", "我的护照什么时候到期？", ["a05-m07"]),
        P("abst", "2026-07-12 14:20", "eSIM和实体SIM卡在信号上有区别吗？", []),
        P("abst", "2026-07-13 15:50", "帮我把这句话翻译成英文：请问附近有药店吗？", []),
        P("bg", "2026-07-15 19:10", "BG-A05", ["BG-A05"]),
    ],
))

# ---- A06 vet, Nanning (probes in early 2027, after the birth)
ACCOUNTS.append(dict(
    key="a06", user_id="u_he_shouyi", tenant_id="default",
    office=False, no_active=False, clusters={}, ban={"pet": ["cat", "dog"]},
    contra=[],
    core=[
        M("a06-m01", "用户在南宁和大学同学合伙开了一家宠物医院，自己主刀做手术", "profile", 0.85, "2025-04-10 21:00"),
        M("a06-m02", "用户医院只有两个主治医生，他休假得提前一个月排班，最多连休五天", "fact", 0.85, "2025-05-02 22:30"),
        M("a06-m03", "用户其实对猫毛轻度过敏，接诊猫的时候要戴口罩、吃氯雷他定", "profile", 0.8, "2025-05-28 20:15"),
        M("a06-m04", "用户已经打过狂犬疫苗的暴露前免疫", "fact", 0.6, "2025-06-15 19:40"),
        M("a06-m05", "用户的老婆怀孕五个月了，预产期在2026年10月", "relation", 0.85, "2026-05-20 21:30", valid_until="2026-10-31 23:59", stale=True),
        M("a06-m06", "用户喜欢浮潜和看海，大学时考过OW潜水证", "preference", 0.75, "2025-07-21 22:10"),
        M("a06-m07", "用户从小不吃牛肉，说是家里老人定的规矩", "preference", 0.8, "2025-08-04 12:30"),
        M("a06-m08", "用户家里养了两只边牧，出远门都托给医院的同事照看", "relation", 0.8, "2025-09-09 20:50"),
        M("a06-m09", "用户很怕蛇，看到图片都起鸡皮疙瘩", "preference", 0.7, "2025-10-13 21:25"),
        M("a06-m10", "用户的儿子2026年10月中旬出生了，老婆还在休产假", "relation", 0.9, "2026-11-05 22:00"),
    ],
    probes=[
        P("para", "2027-01-06 21:10", "想住那种养了店猫的民宿，我这一碰喵星人就喷嚏连天的人得提前准备啥", ["a06-m03"]),
        P("para", "2027-01-08 20:20", "家里那俩赶羊出身的黑白汪，我一出门谁来管？", ["a06-m08"]),
        P("para", "2027-01-10 22:00", "去热带雨林徒步，最怕草丛里那种滑溜溜、没脚的长虫，有啥防范的法子", ["a06-m09"]),
        P("task", "2027-01-12 21:40", "三月想带老婆和宝宝去涠洲岛住几天，宝宝才五个月，能行吗，帮我安排一下", ["a06-m10", "a06-m02", "a06-m08", "a06-m06"], [["怀孕"], ["预产期"]]),
        P("task", "2027-01-14 22:15", "想趁年假去东南亚找个海岛潜两天水，顺便逛逛当地夜市，帮我挑个地方排一下", ["a06-m06", "a06-m02", "a06-m07", "a06-m10"]),
        P("expiry", "2027-01-16 20:40", "春节想带老婆孩子回钦州老家，开车两个多小时，顺路在北海玩两天，帮我安排一下", ["a06-m10", "a06-m08", "a06-m02"], [["怀孕"], ["预产期"]]),
        P("abst", "2027-01-18 19:30", "狗狗误食了巧克力该怎么办？", []),
        P("abst", "2027-01-19 07:50", "南宁到北海的动车最早一班是几点？", []),
        P("bg", "2027-01-21 21:00", "BG-A06", ["BG-A06"]),
    ],
))

# ---- A07 search-dog handler, fire rescue (Sichuan)
ACCOUNTS.append(dict(
    key="a07", user_id="u_ma_souxunquan", tenant_id="default",
    office=False, no_active=False, clusters={"commute": None, "pet": None}, ban={"housing": ["rent"]},
    contra=["十一点后手机自动静音"],
    core=[
        M("a07-m01", "用户是消防救援队的搜救犬训导员，平时和搜救犬“闪电”同吃同住", "profile", 0.9, "2025-02-10 21:00"),
        M("a07-m02", "用户的搜救犬闪电是一只四岁的史宾格，体重二十公斤", "relation", 0.8, "2025-02-11 21:20"),
        M("a07-m03", "用户平时周末外出不能离驻地超过三小时车程，休探亲假时除外", "fact", 0.85, "2025-03-05 20:10"),
        M("a07-m04", "用户一年有二十天探亲假，休假要提前报备", "fact", 0.8, "2025-03-22 19:30"),
        M("a07-m05", "用户胃不好，吃不了生冷的东西，刺身、冰饮都碰不得", "profile", 0.8, "2025-04-14 12:40"),
        M("a07-m06", "用户左脚踝韧带撕裂过，长距离徒步要戴护踝", "profile", 0.75, "2025-05-19 20:50"),
        M("a07-m07", "用户的男朋友在兰州当急诊科医生，两人异地", "relation", 0.8, "2025-06-07 22:30"),
        M("a07-m08", "用户所在的中队驻地在雅安", "fact", 0.7, "2025-02-12 20:00", stale=True),
        M("a07-m09", "用户2026年初调到了乐山的中队", "fact", 0.8, "2026-02-09 21:15"),
        M("a07-m10", "用户休假时可以申请带闪电一起走，但必须全程牵绳，随身带犬只免疫证明", "fact", 0.75, "2025-07-23 20:30"),
        M("a07-m11", "用户怕热，夏天超过三十五度整个人就蔫了", "preference", 0.7, "2025-08-15 14:10"),
    ],
    probes=[
        P("para", "2026-04-09 21:20", "想去看看我那位穿白大褂、守急诊的异地另一半，从我这儿过去怎么走最快？", ["a07-m07", "a07-m09"], [["雅安"]]),
        P("para", "2026-04-11 20:40", "带着我那只毛茸茸的“同事”坐高铁行得通吗？", ["a07-m10", "a07-m02"]),
        P("para", "2026-04-13 15:30", "三伏天那种湿热得跟蒸笼一样的地方，我去了会不会直接蔫掉", ["a07-m11"]),
        P("para", "2026-04-14 12:10", "冰镇的、生的我这肠胃都扛不住，去日料店还能点点啥？", ["a07-m05"]),
        P("task", "2026-04-16 21:50", "探亲假想跟男朋友约在中间某个城市碰头，带上闪电自驾，十天左右，七月出发，帮我规划一下", ["a07-m07", "a07-m09", "a07-m10", "a07-m11", "bg:用户觉得电车冬天续航掉得厉害"], [["雅安"]]),
        P("task", "2026-04-18 20:25", "年底想用剩下的假去南方看海，带上闪电，坐飞机还是自驾好？闪电要怎么运？", ["a07-m10", "a07-m02", "bg:用户觉得电车冬天续航掉得厉害", "a07-m09", "a07-m04"], [["雅安"]]),
        P("direct", "2026-04-19 19:45", "我的搜救犬叫什么名字来着？", ["a07-m01", "a07-m02"]),
        P("expiry", "2026-04-21 21:05", "这个周末想在驻地附近找个地方泡泡温泉放松一下，有啥推荐？", ["a07-m09", "a07-m03"], [["雅安"]]),
        P("abst", "2026-04-22 20:00", "怎么给狗狗剪指甲才不容易剪到血线？", []),
    ],
))

# ---- A08 forest ranger, Greater Khingan
ACCOUNTS.append(dict(
    key="a08", user_id="u_guan_hulinyuan", tenant_id="default",
    office=False, no_active=True, clusters={"commute": None}, ban={"eyes": ["good"], "parents": ["working"]},
    contra=["坐飞机", "樟宜机场", "厦门", "鼓浪屿", "青岛", "海口", "香港", "泰国", "曼谷", "新加坡", "大阪", "首尔",
            "婺源", "清明", "牡丹", "Notion", "PS修图", "剪映", "微信读书", "Kindle", "树莓派", "博客",
            "屏幕使用时间", "比价插件", "88VIP", "机械键盘", "线上读书会", "豆瓣"],
    core=[
        M("a08-m01", "用户在大兴安岭林区当护林员，每年春秋两季防火期（3月中到6月中、9月中到11月中）不能请假", "fact", 0.9, "2025-03-01 20:00"),
        M("a08-m02", "用户有风湿性关节炎，阴冷潮湿的天气腿疼得厉害", "profile", 0.85, "2025-03-18 19:40"),
        M("a08-m03", "用户有高血压，每天早上吃一片氨氯地平", "profile", 0.85, "2025-04-06 07:30"),
        M("a08-m04", "用户这辈子还没坐过飞机，心里有点发怵", "preference", 0.75, "2025-05-12 20:20"),
        M("a08-m05", "用户的儿子在东莞的电子厂打工，孙女今年三岁", "relation", 0.8, "2025-06-08 21:00"),
        M("a08-m06", "用户吃饭口重，爱吃咸的，喜欢喝两口白酒", "preference", 0.7, "2025-07-02 19:10"),
        M("a08-m07", "用户一辈子没见过海，最大的心愿是去海边看看", "preference", 0.8, "2025-07-20 21:30"),
        M("a08-m08", "用户眼睛花了，手机上的小字看不清，买票订房都让儿子帮忙弄", "fact", 0.75, "2025-08-11 20:40"),
        M("a08-m09", "用户打算2026年春节去东莞儿子家过年", "event", 0.75, "2025-11-20 20:10", valid_until="2026-02-28 23:59", stale=True),
        M("a08-m10", "用户打算今年八月底去东莞看孙女，九月中防火期开始前回来", "event", 0.85, "2026-06-18 20:30", valid_until="2026-09-10 23:59"),
        M("a08-m11", "用户不会游泳，有点怕水", "preference", 0.7, "2025-09-01 19:50"),
    ],
    probes=[
        P("para", "2026-07-02 20:30", "一到黄梅天我这两条老腿就跟针扎似的，南边那阵子能去不？", ["a08-m02"]),
        P("para", "2026-07-04 19:50", "这辈子脚还没离过地，头一回上万米高空心里直打鼓", ["a08-m04"]),
        P("para", "2026-07-06 21:10", "封山护林那几个月我走不开，一年里啥时候能溜出去？", ["a08-m01"]),
        P("task", "2026-07-08 20:45", "儿子说带我去海边住一礼拜，十月底出发，他给订票，坐飞机还是火车好？我要准备点啥", ["a08-m01", "a08-m04", "a08-m03", "a08-m11", "bg:用户养了一只金毛，叫大福"]),
        P("task", "2026-07-10 19:35", "今年冬天想跟老伴找个暖和地方猫上半个月，不想在家里冻着，别太贵，帮我挑挑去哪儿合适", ["a08-m02", "a08-m07", "a08-m01", "a08-m03", "bg:用户养了一只金毛，叫大福"]),
        P("direct", "2026-07-11 07:40", "我那降压药叫啥来着？", ["a08-m03"]),
        P("expiry", "2026-07-13 20:15", "去看孙女那趟，火车票啥时候开抢，要提前多久？", ["a08-m10", "a08-m05", "a08-m08"], [["春节"]]),
        P("abst", "2026-07-14 20:50", "大兴安岭冬天最低气温能到多少度？", []),
        P("abst", "2026-07-15 21:20", "帮我写一首夸森林的小诗", []),
    ],
))

# ---- A09 migratory beekeeper (Hui), Guyuan
ACCOUNTS.append(dict(
    key="a09", user_id="u_ma_fangfeng", tenant_id="default",
    office=False, no_active=True, clusters={"commute": None, "car": "gas"}, ban={"parents": ["working"]},
    contra=[],
    core=[
        M("a09-m01", "用户是放蜂人，跟老伴开一辆货车拉着一百多箱蜂，一年到头追着花期走", "profile", 0.9, "2025-01-25 20:00"),
        M("a09-m02", "用户的蜂场二三月在云南罗平，六到八月在甘肃天祝，九月以后回宁夏固原老家", "fact", 0.8, "2025-01-26 20:30"),
        M("a09-m03", "用户是回族，只吃清真", "preference", 0.95, "2025-02-08 12:10"),
        M("a09-m04", "用户有二型糖尿病，在打胰岛素，针剂得冷藏", "profile", 0.95, "2025-03-04 19:20"),
        M("a09-m05", "用户的蜂场离不开人，老两口最多只能走开一个，走三四天", "fact", 0.85, "2025-03-20 20:50"),
        M("a09-m06", "用户的孙子在银川读初一", "relation", 0.75, "2025-04-12 21:10"),
        M("a09-m07", "用户对青霉素过敏", "profile", 0.9, "2025-05-06 19:00"),
        M("a09-m08", "用户普通话说不好，一口固原土话，外地人常听不懂", "fact", 0.7, "2025-06-01 20:40"),
        M("a09-m09", "用户的蜂场每年四五月在四川广元放槐花", "fact", 0.7, "2025-02-10 20:00", stale=True),
        M("a09-m10", "用户今年改了转场路线，四五月去陕西汉中放洋槐", "fact", 0.8, "2026-01-18 21:00"),
    ],
    probes=[
        P("para", "2026-03-10 12:30", "沾猪油的馆子我们一律不进，路上吃饭咋整？", ["a09-m03"]),
        P("para", "2026-03-11 20:10", "每天得往肚皮上扎针打那控糖的药，出远门药咋存放？", ["a09-m04"]),
        P("para", "2026-03-12 19:40", "我们这一窝嗡嗡叫的宝贝离不得人，老两口能一块儿出去逛逛不？", ["a09-m05"]),
        P("para", "2026-03-13 20:55", "我这一张嘴外地人就懵，问路打车咋整？", ["a09-m08"]),
        P("task", "2026-03-14 21:00", "暑假想把孙子接到蜂场住半个月，顺便带他去张掖丹霞转转，帮我排一下", ["a09-m06", "a09-m02", "a09-m05", "a09-m03", "a09-m04"]),
        P("task", "2026-03-16 20:20", "这些年攒了点钱，想这辈子去一趟最神圣的那个地方朝拜，得咋准备？", ["a09-m03", "a09-m04", "a09-m07", "a09-m05"]),
        P("direct", "2026-03-18 19:30", "我对哪种药过敏来着？", ["a09-m07"]),
        P("expiry", "2026-03-20 20:45", "下个月转场到槐花那边以后，附近有啥能顺带逛逛的？", ["a09-m10", "a09-m05", "a09-m03"], [["广元"]]),
        P("abst", "2026-03-22 12:00", "蜂蜜结晶了是不是说明掺了假？", []),
        P("bg", "2026-03-24 20:00", "BG-A09", ["BG-A09"]),
    ],
))

# ---- A10 trawler skipper, Zhoushan
ACCOUNTS.append(dict(
    key="a10", user_id="u_zheng_chuanlaoda", tenant_id="default",
    office=False, no_active=True, clusters={"commute": None}, ban={},
    contra=["婺源", "清明", "牡丹", "泼水节", "雾凇", "2023年底"],
    core=[
        M("a10-m01", "用户在舟山沈家门跑拖网渔船，是船老大", "profile", 0.85, "2025-05-03 20:00"),
        M("a10-m02", "用户一年里只有伏季休渔那几个月在家，其他时间基本都在海上", "fact", 0.85, "2025-05-04 20:30"),
        M("a10-m03", "用户腰肌劳损，睡不惯软床，得睡硬板床", "profile", 0.8, "2025-05-20 21:10"),
        M("a10-m04", "用户偏偏晕车，坐大巴超过一个小时就吐", "profile", 0.8, "2025-06-02 19:40"),
        M("a10-m05", "用户的老婆在沈家门菜市场卖海鲜干货，不会开车", "relation", 0.75, "2025-06-18 20:20"),
        M("a10-m06", "用户的女儿在合肥读研究生", "relation", 0.75, "2025-07-06 21:00"),
        M("a10-m07", "用户一家都吃腻了海鲜，出去玩想吃点山里的东西", "preference", 0.75, "2025-07-25 19:10"),
        M("a10-m08", "用户想带老婆去看一次真正的大雪，两口子都没见过", "preference", 0.8, "2025-08-10 20:40"),
        M("a10-m09", "用户打算2025年休渔期带老婆去张家界", "event", 0.7, "2025-04-12 20:00", valid_until="2025-09-16 12:00", stale=True),
        M("a10-m10", "用户说2026年休渔期想带老婆去新疆伊犁转转", "event", 0.8, "2025-11-22 20:30", valid_until="2026-09-16 12:00"),
        M("a10-m11", "用户去年收成不好，今年出去玩想控制在一万块以内", "preference", 0.75, "2026-01-10 21:20"),
    ],
    probes=[
        P("para", "2026-04-02 20:10", "俺在浪里颠了半辈子都没事，上了汽车反倒翻肠倒肚，出门咋办", ["a10-m04"]),
        P("para", "2026-04-04 19:30", "鱼虾蟹吃到反胃了，出去想换换口，整点菌子野菜啥的", ["a10-m07"]),
        P("para", "2026-04-06 21:00", "酒店那种一躺就陷下去的床，我睡一宿第二天就直不起身", ["a10-m03"]),
        P("task", "2026-04-08 20:35", "上岸歇着那段时间想带老婆去看真正的大雪，国内有地方能行吗，不行出国也考虑", ["a10-m08", "a10-m02", "a10-m05", "a10-m11", "a10-m10"], [["张家界"]]),
        P("task", "2026-04-10 21:15", "女儿说答辩完请我们两口子去她那儿玩几天，从沈家门过去咋走最不折腾？", ["a10-m06", "a10-m04", "a10-m05", "a10-m03", "a10-m02"]),
        P("direct", "2026-04-12 19:45", "我女儿在哪儿读研来着？", ["a10-m06"]),
        P("expiry", "2026-04-14 20:20", "快封海了，今年上岸那段时间出去玩的事，帮我把路线定下来", ["a10-m10", "a10-m04", "a10-m05", "a10-m11"], [["张家界"]]),
        P("abst", "2026-04-15 17:30", "红烧带鱼怎么做才不腥？", []),
        P("bg", "2026-04-17 20:00", "BG-A10", ["BG-A10"]),
    ],
))

# ---- A11 courier, Shenyang  (shares user_id with A12, other tenant)
ACCOUNTS.append(dict(
    key="a11", user_id="u_wang_kuaidi", tenant_id="t_beifang",
    office=False, no_active=False, clusters={"car": "gas"}, ban={},
    contra=["周末"],
    core=[
        M("a11-m01", "用户在沈阳的一个快递网点当快递员", "profile", 0.8, "2025-03-10 21:00"),
        M("a11-m02", "用户每年双十一到年底是旺季，一个多月都不能请假", "fact", 0.8, "2025-04-02 22:10"),
        M("a11-m03", "用户有尘螨过敏，住酒店得带自己的枕套", "profile", 0.85, "2025-04-20 21:30"),
        M("a11-m04", "用户不吃香菜和芹菜", "preference", 0.75, "2025-05-08 12:20"),
        M("a11-m05", "用户的女儿五岁，天天念叨想去看大熊猫", "relation", 0.8, "2025-06-01 20:40"),
        M("a11-m06", "用户的老婆在超市当收银员，排班很难跟他凑到一起", "relation", 0.75, "2025-06-22 21:50"),
        M("a11-m07", "用户开的是一辆二手的五菱宏光", "fact", 0.65, "2025-07-14 20:10"),
        M("a11-m08", "用户对海鲜过敏，吃虾就起风团", "profile", 0.9, "2025-08-03 19:30"),
        M("a11-m09", "用户每周一歇班，其他六天都在跑件", "fact", 0.7, "2025-03-11 21:10", stale=True),
        M("a11-m10", "用户一家每年春节都回铁岭老家过年", "fact", 0.7, "2025-09-15 20:20"),
        M("a11-m11", "用户调了片区以后，休息日换成了每周三，一周就歇这一天", "fact", 0.85, "2025-12-06 22:00"),
    ],
    probes=[
        P("para", "2026-04-08 21:30", "整个礼拜就周中那一天能撂挑子，带闺女去哪儿溜达一天好？", ["a11-m11", "a11-m05"], [["周一歇班"], ["昆明"]]),
        P("para", "2026-04-10 22:00", "被褥里那种肉眼看不见的小虫子，我一沾就浑身刺挠、喷嚏不停，住店咋整", ["a11-m03"], [["鼻炎"]]),
        P("para", "2026-04-12 20:50", "我闺女天天叨咕要去瞅那黑白配色的国宝", ["a11-m05"], [["双胞胎"]]),
        P("para", "2026-04-14 21:15", "开我那台“神车”拉一家三口去丹东看鸭绿江，路上要注意啥？", ["a11-m07", "bg:用户的车上个月刚做了保养"], [["高铁"]]),
        P("task", "2026-04-16 21:40", "想请两天假连着休息日，带老婆孩子去四川看真熊猫，帮我排一下时间和路线", ["a11-m05", "a11-m06", "a11-m11", "a11-m02", "a11-m03"], [["昆明"], ["双胞胎"], ["周一歇班"]]),
        P("task", "2026-04-18 22:20", "过年回老家之前，想带一家三口去大连泡两天温泉，吃饭住店上帮我避避雷，时间咋安排也帮我看看", ["a11-m08", "a11-m03", "a11-m04", "a11-m02", "a11-m10"], [["花生"]]),
        P("direct", "2026-04-19 20:30", "我对啥海产过敏来着？", ["a11-m08"], [["花生"]]),
        P("abst", "2026-04-20 21:00", "快递员的社保一般是怎么交的？", []),
        P("abst", "2026-04-21 22:10", "我同事下个月去三亚度蜜月，你给他推荐几家酒店", []),
    ],
))

# ---- A12 courier, Kunming  (same user_id as A11, other tenant)
ACCOUNTS.append(dict(
    key="a12", user_id="u_wang_kuaidi", tenant_id="t_nanfang",
    office=False, no_active=False, clusters={"car": "none"}, ban={},
    contra=[],
    core=[
        M("a12-m01", "用户在昆明送快递，排班是做四休一", "profile", 0.8, "2025-03-12 21:20"),
        M("a12-m02", "用户对花生过敏，连花生油炒的菜都不能吃", "profile", 0.9, "2025-04-01 12:30"),
        M("a12-m03", "用户有一对六岁的双胞胎儿子", "relation", 0.85, "2025-04-18 20:10"),
        M("a12-m04", "用户在上夜校考成人本科，每周二、周四晚上有课", "fact", 0.75, "2025-05-09 22:40"),
        M("a12-m05", "用户有鼻炎，一到干燥的北方就流鼻血", "profile", 0.8, "2025-06-03 21:00"),
        M("a12-m06", "用户一家出远门都坐高铁，家里没有车", "fact", 0.75, "2025-06-25 20:30"),
        M("a12-m07", "用户的爱人是小学老师，只有寒暑假能出远门", "relation", 0.8, "2025-07-19 21:10"),
        M("a12-m08", "用户的两个孩子都还没见过大海", "relation", 0.7, "2025-08-08 20:20"),
        M("a12-m09", "用户计划2026年五一带全家去普洱玩", "event", 0.75, "2026-02-14 21:30", valid_until="2026-05-05 23:59", stale=True),
        M("a12-m10", "用户打算2026年暑假带全家去北海看海", "event", 0.85, "2026-05-10 20:50", valid_until="2026-08-31 23:59"),
    ],
    probes=[
        P("para", "2026-06-02 21:00", "长在土里那种带壳的小果子，连榨出来的油我都沾不得，去外地吃饭咋点菜", ["a12-m02"], [["海鲜"], ["香菜"]]),
        P("para", "2026-06-04 20:30", "俩小子长得一模一样，坐火车要给他们买票不？", ["a12-m03", "a12-m06"], [["女儿"]]),
        P("para", "2026-06-06 21:40", "到了北边空气干巴巴的，我这鼻子准得见红", ["a12-m05"], [["尘螨"]]),
        P("task", "2026-06-08 22:00", "寒假想带全家去东北看雪，玩五天左右，坐高铁过去，帮我排一下行程，顺便说说要注意些啥", ["a12-m05", "a12-m03", "a12-m07", "a12-m01", "bg:用户养了一只金毛，叫大福"], [["沈阳"], ["铁岭"]]),
        P("task", "2026-06-10 21:20", "这学期夜校考完试，想带孩子们去大理玩三天，我只有轮休那天能连着再请两天假，帮我看看怎么排", ["a12-m01", "a12-m03", "a12-m07", "a12-m06", "bg:用户养了一只金毛，叫大福"]),
        P("direct", "2026-06-12 20:10", "我家孩子今年几岁了？", ["a12-m03"], [["五岁"], ["女儿"]]),
        P("expiry", "2026-06-14 21:30", "暑假那趟出门，帮我挑个适合带俩娃住的酒店", ["a12-m10", "a12-m03", "a12-m08"], [["普洱"]]),
        P("abst", "2026-06-15 19:50", "昆明到大理的高铁要坐多久？", []),
        P("bg", "2026-06-17 20:40", "BG-A12", ["BG-A12"]),
    ],
))

# bg probes: query and relevant background statements (exact pool text), per account.
BG_PROBES = {
    "a02": ("跑活儿顺路去了趟武夷山，想买点我最爱喝的那种茶带回去，去哪儿买不容易被坑？",
            ["用户喜欢研究各种茶叶，最爱喝岩茶"]),
    "a05": ("每到一个地方都想带个能贴在门上的磁性小纪念品回来，巴厘岛哪儿能买到有特色的？",
            ["用户收藏了一面墙的冰箱贴"]),
    "a06": ("到了北海想去那种卖花卖鸟的老市场转转，有推荐的吗？",
            ["用户喜欢逛花鸟市场"]),
    "a09": ("上回在人家作坊里自己捏泥巴、拉坯烧碗挺有意思，还有哪儿能再体验一回？",
            ["用户在景德镇的工作室做过一次陶艺"]),
    "a10": ("每到一个地方都想去邮局盖个当地的纪念戳、再买几张当地的票，有啥门道？",
            ["用户从小喜欢集邮"]),
    "a12": ("去古镇那种人挤人的地方，我上回就在那种地方把手机弄丢了，这回咋防？",
            ["用户在丽江古城丢过一次手机"]),
}


# ---------------------------------------------------------------- building
def filter_pool(acct, entries, rng):
    fams = {}
    for e in entries:
        for f, c in e["fams"].items():
            fams.setdefault(f, set()).add(c)
    chosen = {}
    for f in sorted(fams):
        if f in acct["clusters"]:
            chosen[f] = acct["clusters"][f]
            continue
        opts = sorted(c for c in fams[f] if c not in acct["ban"].get(f, []))
        chosen[f] = rng.choice(opts) if opts else None
    core_texts = {nfkc(m["content"]) for m, _ in acct["core"]}
    kept = []
    for e in entries:
        if any(chosen.get(f) != c for f, c in e["fams"].items()):
            continue
        if acct["no_active"] and e["active"]:
            continue
        if not acct["office"] and any(k in e["text"] for k in OFFICE_KW):
            continue
        if any(k in e["text"] for k in acct["contra"]):
            continue
        if nfkc(e["text"]) in core_texts:
            continue
        kept.append(e)
    return kept, chosen


def rand_time(rng, start_day, end_day):
    # days counted from 2024-06-01
    import datetime
    base = datetime.datetime(2024, 6, 1)
    d = base + datetime.timedelta(days=rng.randint(start_day, end_day),
                                  minutes=rng.randint(7 * 60, 23 * 60))
    return d.strftime("%Y-%m-%d %H:%M")


def build_account(i, acct, entries):
    rng = random.Random(SEED * 100 + i)
    kept, chosen = filter_pool(acct, entries, rng)
    sample = sorted(rng.sample(kept, N_BG), key=lambda e: e["idx"])
    mems = [m for m, _ in acct["core"]]
    stale = {m["id"] for m, s in acct["core"] if s}
    text2id = {}
    for n, e in enumerate(sample, 1):
        mid = f"{acct['key']}-b{n:03d}"
        imp = round(rng.uniform(0.3, 0.6), 2)
        created = rand_time(rng, 0, 640)  # 2024-06 .. 2026-03
        mems.append({"id": mid, "content": e["text"], "type": e["type"], "importance": imp,
                     "created_at": ts(created)})
        text2id[e["text"]] = mid
    return mems, stale, text2id, sample, chosen, len(kept)


def resolve(rel, text2id, key):
    out = []
    for r in rel:
        if r.startswith("bg:"):
            t = r[3:]
            if t not in text2id:
                raise SystemExit(f"{key}: background statement not in sample: {t}")
            out.append(text2id[t])
        else:
            out.append(r)
    return out


def build():
    entries = parse_pool()
    users, stats = [], []
    counters = {k: 0 for k in KIND_COUNTS}
    for i, acct in enumerate(ACCOUNTS):
        mems, stale, text2id, sample, chosen, n_kept = build_account(i, acct, entries)
        probes = []
        for p in acct["probes"]:
            p = dict(p)
            if p["kind"] == "bg":
                q, rel = BG_PROBES.get(acct["key"], (None, None))
                if q is None:
                    raise SystemExit(f"{acct['key']}: bg probe not defined")
                p["query"], p["relevant"] = q, ["bg:" + t for t in rel]
            kind = p.pop("kind")
            counters[kind] += 1
            p = {"id": f"h17-{kind}-{counters[kind]:03d}", **p}
            p["relevant"] = resolve(p["relevant"], text2id, acct["key"])
            probes.append((kind, p))
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant_id"],
                      "memories": mems, "probes": [p for _, p in probes]})
        stats.append((acct, mems, stale, probes, sample, chosen, n_kept))
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout17", "users": users}
    validate(data, stats)
    return data, stats


def validate(data, stats):
    errs = []
    pids, keys = set(), set()
    kinds = {k: 0 for k in KIND_COUNTS}
    for acct, mems, stale, probes, sample, chosen, n_kept in stats:
        key = (acct["user_id"], acct["tenant_id"])
        if key in keys:
            errs.append(f"duplicate account {key}")
        keys.add(key)
        ids = [m["id"] for m in mems]
        if len(ids) != len(set(ids)):
            errs.append(f"{acct['key']}: duplicate memory ids")
        idset = set(ids)
        core = [m for m in mems if "-m" in m["id"]]
        if not 8 <= len(core) <= 12:
            errs.append(f"{acct['key']}: core count {len(core)}")
        bg = [m for m in mems if "-b" in m["id"]]
        if len(bg) != N_BG:
            errs.append(f"{acct['key']}: bg count {len(bg)}")
        core_n = [nfkc(m["content"]) for m in core]
        for b in bg:
            bn = nfkc(b["content"])
            if bn in core_n or any(bn in c or c in bn for c in core_n):
                errs.append(f"{acct['key']}: bg duplicates core: {b['content']}")
        if len({nfkc(m['content']) for m in mems}) != len(mems):
            errs.append(f"{acct['key']}: duplicate memory contents")
        last_created = max(m["created_at"] for m in mems)
        for kind, p in probes:
            kinds[kind] += 1
            if p["id"] in pids:
                errs.append(f"duplicate probe id {p['id']}")
            pids.add(p["id"])
            if p["at"] <= last_created:
                errs.append(f"{p['id']}: asked before the account's last memory")
            for r in p["relevant"]:
                if r not in idset:
                    errs.append(f"{p['id']}: unknown relevant {r}")
            if len(set(p["relevant"])) != len(p["relevant"]):
                errs.append(f"{p['id']}: repeated relevant id")
            if kind == "abst" and p["relevant"]:
                errs.append(f"{p['id']}: abst with relevant")
            if kind != "abst" and not p["relevant"]:
                errs.append(f"{p['id']}: empty relevant")
            if kind == "task" and not 3 <= len(p["relevant"]) <= 5:
                errs.append(f"{p['id']}: task needs 3-5 memories")
            if kind == "task" and not 30 <= len(p["query"]) <= 120:
                errs.append(f"{p['id']}: task length {len(p['query'])}")
            if kind == "para" and len(p["relevant"]) > 2:
                errs.append(f"{p['id']}: para should target one or two memories")
            if kind == "bg" and any("-b" not in r for r in p["relevant"]):
                errs.append(f"{p['id']}: bg probe with core relevant")
            if kind != "bg" and any("-b" in r for r in p["relevant"]) and kind != "task":
                pass
            rel_set = set(p["relevant"])
            hit_stale = False
            for alts in p.get("forbid", []):
                for kw in alts:
                    hits = {m["id"] for m in mems if nfkc(kw) in nfkc(m["content"])}
                    if hits & rel_set:
                        errs.append(f"{p['id']}: forbid {kw} matches a relevant memory")
                    if hits - stale:
                        errs.append(f"{p['id']}: forbid {kw} matches live memories {sorted(hits - stale)}")
                    if hits:
                        hit_stale = True
            if kind == "expiry":
                if not p.get("forbid") or not hit_stale:
                    errs.append(f"{p['id']}: expiry without a forbid that hits a stale memory")
                if rel_set & stale:
                    errs.append(f"{p['id']}: expiry relevant includes a stale memory")
            if rel_set & stale:
                errs.append(f"{p['id']}: relevant includes a stale memory")
            # valid_until of relevant memories must still hold at probe time
            for m in mems:
                if m["id"] in rel_set and m.get("valid_until") and m["valid_until"] <= p["at"]:
                    errs.append(f"{p['id']}: relevant {m['id']} expired at probe time")
    for k, n in KIND_COUNTS.items():
        if kinds[k] != n:
            errs.append(f"kind {k}: {kinds[k]} probes, want {n}")
    # tenant isolation pair: one user_id in two tenants
    uids = {}
    for acct, *_ in stats:
        uids.setdefault(acct["user_id"], set()).add(acct["tenant_id"])
    if not any(len(t) >= 2 for t in uids.values()):
        errs.append("no shared user_id across tenants")
    if errs:
        raise SystemExit("validation failed:\n  " + "\n  ".join(errs))


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def report(stats):
    kinds = {k: 0 for k in KIND_COUNTS}
    print(f"{'account':6} {'user_id':24} {'tenant':10} core  bg  mems  " + " ".join(f"{k:>6}" for k in KIND_COUNTS) + "  total")
    for acct, mems, stale, probes, sample, chosen, n_kept in stats:
        per = {k: 0 for k in KIND_COUNTS}
        for kind, _ in probes:
            per[kind] += 1
            kinds[kind] += 1
        n_core = sum(1 for m in mems if "-m" in m["id"])
        print(f"{acct['key']:6} {acct['user_id']:24} {acct['tenant_id']:10} {n_core:4} {len(mems) - n_core:3} {len(mems):5}  "
              + " ".join(f"{per[k]:6}" for k in KIND_COUNTS) + f"  {len(probes):5}")
    print("probes per kind: " + ", ".join(f"{k} {v}" for k, v in kinds.items()) + f"; total {sum(kinds.values())}")
    print(f"accounts {len(stats)}; memories {sum(len(s[1]) for s in stats)}")


def main():
    args = sys.argv[1:]
    if "--dump-bg" in args:  # authoring aid: list each account's sampled background
        entries = parse_pool()
        for i, acct in enumerate(ACCOUNTS):
            mems, stale, text2id, sample, chosen, n_kept = build_account(i, acct, entries)
            print(f"=== {acct['key']} kept {n_kept} clusters {chosen}")
            for e in sample:
                print(f"  {text2id[e['text']]} {e['text']}")
        return
    data, stats = build()
    text = dump(data)
    if "--check" in args:
        with open(OUT, encoding="utf-8") as f:
            disk = f.read()
        if disk != text:
            print("MISMATCH: file on disk differs from rebuild")
            sys.exit(1)
        print("check ok: rebuild matches file byte-for-byte")
    elif "--report" not in args:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {OUT}")
    if "--report" in args:
        report(stats)


if __name__ == "__main__":
    main()
