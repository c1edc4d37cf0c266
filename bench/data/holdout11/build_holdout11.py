"""Build zh_retrieval_holdout11.json: a held-out Chinese retrieval set (track R
of memory-eval/v1) for the travel-planner memory engine.

How it was written
------------------
Written BLIND. Exactly two repository files were read:
  1. /work/shared/eval/FORMAT.md                  (the memory-eval/v1 format)
  2. /work/main/bench/data/src/background_pool.py (POOL and PLACE_WORDS, imported)
No other file, directory listing, data set, engine code, test, doc or git
history of the repository was opened. The output directory was created with
`mkdir -p` and only this folder was written. All users, memories and probes
below were written from scratch for this set; only the Python standard
library is used. The POOL syntax (## topic type, [family:cluster, active]
tags) is parsed here from its own docstring.

Theme
-----
Travel shaped by family logistics and the calendar: a "候鸟" couple wintering
in 三亚, a grandmother minding grandchildren in 深圳, a long-distance couple,
a worker driving home for 春节/清明, an ICU nurse on a rotating roster, a
teacher bound to school holidays, a family with twins and a double stroller,
a daughter caring for a father with dementia, newly-weds saving for a flat, a
remote worker who lives on Wi-Fi, a low-vision masseuse with a guide dog and a
female long-haul truck driver. Constraints: allergies (花生, 芒果, 鸡蛋, 虾蟹,
青霉素, 猫毛, 紫外线), religious/dietary rules (清真, 全素/五辛, 乳糖不耐),
phobias (恐飞, 恐高, 幽闭), motion sickness (晕车, 晕船), medication times,
budget caps, mobility (膝关节置换, 腰椎, 膝劳损), noise sensitivity, luggage
limits, nap times, strollers, service dog. Queries use colloquial and dialect
wording (东北话, 湖南话, 河南话, 川渝话…) and abbreviations (ICU, VPN, ISO…).

Accounts (12 accounts, 11 user_ids; REF = 2026-03-16T09:00:00+08:00)
---------------------------------------------------------------------------
 no user_id         tenant   core  bg   probes  who
 01 u_zhoujianguo   default   13   134    8     候鸟老人 长春↔三亚, 老伴换膝, 心脏支架
 02 u_wangxiulan    default   12   132   10     深圳带外孙的外婆, 糖尿病, 外孙女花生过敏
 03 u_chenyu        default   12   146   10     成都—杭州异地恋, 恐飞, 女友猫毛过敏
 04 u_zhaolei       default   13   141    9     上海→河南周口 春节/清明开车回乡, 腰椎
 05 u_linxiao       default   12   138    9     广州ICU护士 上四休二, 乳糖不耐, 晕船
 06 u_sunhui        default   12   139   10     南京初中老师 寒暑假, 全素, 恐高, 紫外线过敏
 07 u_hejia         default   12   145    9     武汉龙凤胎, 双人推车, 哥哥鸡蛋过敏
 08 u_guoyan        default   12   140   10     天津 照护阿尔茨海默病父亲
 09 u_wutong        default   12   136   10     重庆新婚攒首付, 妻子清真, 本人虾蟹过敏
 10 u_chengyifan    default   13   142   11     厦门远程工作/旅居, Wi-Fi, 布偶猫
 11 u_lijing        default   12   138    8     twin A 李静: 沈阳, 低视力, 导盲犬, 芒果过敏
 12 u_lijing        hualv     12   137    8     twin B 李婧: 昆明, 重卡司机, 花生过敏, 幽闭恐惧
Totals: 147 core memories, 1668 background memories, 112 probes
(para 42, task 24, direct 10, abst 20, expiry 10, bg 6).

Twins: accounts 11 and 12 share user_id u_lijing in tenants `default` and
`hualv`; 李静/李婧 are homophones. Every probe of either twin forbids the other
twin's name, city, allergen and constraint keyword (李婧/昆明/花生/幽闭 for A,
李静/沈阳/芒果/导盲犬 for B), so any tenant leak shows as a forbidden hit.

Memory conventions
------------------
* Core ids m<acct>_<n>, background ids b<acct>_<pool index>; probe ids
  p<acct>_<kind>_<n> (kind = para|task|direct|abst|expiry|bg).
* Core content is third person ("用户……"), type fact / preference / event,
  importance 0.3-1.0 chosen by hand (hard constraints 0.8-1.0, trivia 0.3-0.5).
* event = always a dated plan. Some plans carry valid_until, others keep the
  date only in the wording ("2026年春节", "2026年1月底", "2026年五一",
  "2025年12月", "2026年元宵节"); the builder parses that wording to know when
  such a plan ends. One or two plans per account already ended before REF
  (stale distractors); several future plans end between REF and a later
  expiry probe, so the same plan is relevant in one probe and forbidden later.
* Durable facts that contain time words never carry valid_until and must not
  expire: "今年七十二岁", "每年十一月底…转年四月初", "每周四上午", "今年参加中考",
  "2025年11月刚…领证", "纪念日是6月18号", "每周一店休", "跑十天歇四天"…
* created_at: core memories uniform over the 365 days before REF (plans: in
  the 90 days before their date, at least two days before it); background
  memories uniform over the same window, importance drawn from the empirical
  distribution of the core importances. Memories are listed by created_at.
* Background: per account, one cluster per POOL family (forced where a
  cluster would contradict the persona, e.g. no pet dog next to a guide dog,
  no "bought a flat" for the newly-weds), `active` statements dropped for
  accounts with mobility limits, whole topics excluded where they clash
  (work/commute for retirees, trips for accounts with open "where to go"
  probes, finance for the saving couple …), and then dropped: statements
  naming a PLACE_WORD that appears in the account's core memories or probes,
  statements containing any forbid keyword of the account, statements with an
  account exclusion keyword, and statements containing any keyword of any of
  the account's probes (each probe has an explicit keyword list in this
  file). A bg probe's own target statement is forced in.
* Probe kinds: para = paraphrase of one fact (at most 2 shared CJK bigrams
  with it); task = planning request whose 2-4 relevant memories follow from
  intent; direct = plain question about one stored fact; abst = general
  knowledge / chit-chat with relevant [] (most share topic words with the
  user's facts or hobbies, or name a place); expiry = asked after a plan
  ended, the plan is forbidden, the durable facts that still apply are
  relevant; bg = answered only by one background statement of the account.
  Probes are asked at REF or later (expiry probes up to 2026-05-10).

Validations (on every build, on --check and on --validate PATH)
--------------------------------------------------------------
* structure exactly as memory-eval/v1: top keys format/name/users, user keys
  user_id/tenant_id/memories/probes, memory keys id/content/type/importance/
  created_at[/valid_until], probe keys id/at/query/relevant[/forbid], forbid
  a list of non-empty keyword lists, timestamps ISO-8601 with offset;
* unique memory ids and probe ids; unique (user_id, tenant) accounts; 12
  accounts, 11 user_ids; every relevant id exists in its own account;
* probe kind counts 42/24/10/20/10/6; para/direct exactly one core memory,
  para shares <= 2 CJK bigrams with it; task 2-4 core memories; abst
  relevant []; bg exactly one background memory that contains its keywords
  and no core memory containing them; expiry has relevant facts and forbids
  a plan that ended before the probe;
* core content third person, 9-13 core per account, about 140 in total;
  1600-1800 background; types fact/preference/event; importance 0.3-1.0;
  created_at within the 365 days before REF; only events carry valid_until;
  every event has a parseable date in its wording; relevant plans are still
  valid at probe time; a forbid keyword never matches a relevant memory nor
  any memory of the account that is still valid at probe time;
* no kept background statement contains a keyword of any probe of its
  account (explicit per-probe lists), an own place, a forbid keyword or an
  exclusion keyword; every account has a durable fact with a time word;
  stale plans exist and plans occur both with and without valid_until;
* twins share user_id across two tenants, their markers occur only in the
  other twin, and every probe of either twin forbids all four markers;
* this docstring lists every account and the current totals.
"""
import argparse
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

sys.dont_write_bytecode = True  # leave no __pycache__ next to the pool
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "zh_retrieval_holdout11.json")
SET_NAME = "zh_retrieval_holdout11"
FORMAT = "memory-eval/v1"

SEED = 20260316
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 3, 16, 9, 0, 0, tzinfo=TZ)
WSTART = REF - timedelta(days=365)

KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
CORE_TYPES = ("fact", "preference", "event")


# ---------------------------------------------------------------------------
# spec helpers
# ---------------------------------------------------------------------------

def M(key, mtype, imp, content, after=None):
    """A durable core memory (fact / preference); never carries valid_until."""
    return {"key": key, "type": mtype, "importance": imp, "content": content,
            "date": None, "until": None, "after": after}


def E(key, imp, content, date, until=None):
    """A dated plan (type event). `date` = when the plan starts (used only to
    place created_at before it); `until` = emitted valid_until, or None when
    the date lives only in the wording."""
    return {"key": key, "type": "event", "importance": imp, "content": content,
            "date": date, "until": until, "after": None}


def P(kind, query, rel=(), kw=(), forbid=(), at=None, target=None):
    """A probe. rel = core keys; target = background statement text (bg kind);
    kw = the probe's distinctive keywords (no kept background statement of the
    account may contain any of them, except a bg probe's own target)."""
    return {"kind": kind, "query": query, "rel": list(rel), "kw": list(kw),
            "forbid": [list(g) for g in forbid], "at": at, "target": target}


SENIOR_KW = [
    "读大学", "外婆", "爷爷", "奶奶", "侄子", "堂弟", "弟弟", "表姐", "表哥", "妹妹",
    "姐姐", "舅舅", "叔叔", "大姨", "室友", "大学同学", "中学班主任", "父母", "参加工作",
    "年终奖", "养老金账户", "研究生", "教师资格", "剧本杀", "996", "跳槽", "前同事",
    "在职", "述职", "驾照", "正畸", "长痘", "智齿", "实习",
]

# ---------------------------------------------------------------------------
# the twelve accounts
# ---------------------------------------------------------------------------

ACCOUNTS = [
    # ------------------------------------------------------------------ 01
    dict(
        no=1, user_id="u_zhoujianguo", tenant="default",
        label="周建国，72岁，长春↔三亚的候鸟老人，老伴换过膝关节",
        n_bg=134,
        bg=dict(topics=["work", "commute", "games"], families={"parents": None, "housing": None},
                mobility=True, keywords=SENIOR_KW + ["血压", "心率", "维生素", "出差", "工作", "远程会议"]),
        memories=[
            M("age", "fact", 0.6, "用户今年七十二岁，退休前在长春一汽当了三十年钳工"),
            M("migrate", "fact", 0.8, "用户每年十一月底从长春飞三亚猫冬，转年四月初再回东北"),
            M("wife_knee", "fact", 0.9, "用户的老伴前年做了膝关节置换，上下楼得扶着扶手，走远了要坐轮椅"),
            M("stent", "fact", 1.0, "用户心脏里放过两个支架，医生嘱咐别去海拔高的地方"),
            M("bp_med", "fact", 0.8, "用户每天早上七点必须吃降压药，雷打不动"),
            M("rent_budget", "preference", 0.8, "用户在三亚租房每月最多出三千五，再贵就不租了"),
            M("food", "preference", 0.5, "用户吃不惯海南的清淡口味，顿顿想吃酸菜炖粉条和大酱"),
            M("grandson", "fact", 0.4, "用户的外孙在大连念大学，放寒假偶尔来三亚住几天"),
            M("dance", "preference", 0.4, "用户在三亚跟一帮东北老乡每天傍晚去海边跳交谊舞"),
            M("medicare", "fact", 0.7, "用户的医保关系在长春，在三亚看病得先办异地就医备案"),
            E("plan_return", 0.9, "用户已经订好2026年4月8日三亚飞长春的机票，老伴要申请轮椅登机服务",
              date="2026-04-08", until="2026-04-08T23:59:59"),
            E("stale_cny", 0.7, "用户打算2026年春节让闺女一家来三亚团聚，年夜饭订在海边一家酒楼",
              date="2026-02-16"),
            E("stale_cruise", 0.5, "用户报了老年团，2025年12月中旬坐邮轮去西沙群岛",
              date="2025-12-15", until="2025-12-20T23:59:59"),
        ],
        probes=[
            P("para", "我家老太太腿里换过零件，台阶多的景点是不是就别去了？", ["wife_knee"],
              ["膝", "腿", "台阶", "关节", "轮椅", "爬"]),
            P("para", "我这心里头搁过俩小管子，上云南那种高地界儿身体扛得住不？", ["stent"],
              ["心脏", "支架", "高原", "海拔", "云南", "丽江", "西藏", "青海", "西双版纳"]),
            P("para", "一早睁眼头一件事是控压的药片，航班给我订太早的话咋整？", ["bp_med"],
              ["药", "血压", "航班", "早班"]),
            P("task", "今冬三亚的房子还没着落，帮我踅摸一套，老两口住着得方便，看病也得方便",
              ["rent_budget", "wife_knee", "stent", "medicare"],
              ["房", "租", "看病", "医院", "医保", "楼"], [["年夜饭"]]),
            P("task", "四月份回长春那趟，路上都得注意点啥，帮我捋一捋",
              ["plan_return", "wife_knee", "bp_med"],
              ["长春", "机场", "航班", "机票", "登机", "轮椅", "飞"]),
            P("expiry", "回东北了。今冬还去南边躲冷，先把那边租房的事张罗起来",
              ["migrate", "rent_budget", "wife_knee"],
              ["冬", "南方", "东北", "过冬", "租"],
              [["4月8日"], ["年夜饭"], ["西沙"]], at="2026-04-12T10:00:00"),
            P("abst", "三亚一月份平均气温多少度？穿短袖行不？", [],
              ["气温", "天气", "温度", "冷", "热"]),
            P("abst", "交谊舞里的慢三和慢四，节拍上到底差在哪？", [], ["舞", "节拍"]),
        ],
    ),
    # ------------------------------------------------------------------ 02
    dict(
        no=2, user_id="u_wangxiulan", tenant="default",
        label="王秀兰，衡阳来深圳带外孙的外婆，糖尿病，外孙女花生过敏",
        n_bg=132,
        bg=dict(topics=["work", "commute", "games", "trips"],
                families={"parents": None, "housing": None, "car": "none"},
                mobility=True, keywords=SENIOR_KW + ["维生素", "工作"]),
        memories=[
            M("role", "fact", 0.8, "用户从湖南衡阳老家来深圳帮闺女带娃，外孙乐乐五岁，外孙女朵朵两岁"),
            M("carsick", "fact", 0.8, "用户的外孙乐乐坐大巴、坐小车都会吐，坐高铁和地铁倒没事"),
            M("diabetes", "fact", 1.0, "用户有二型糖尿病，一天打两针胰岛素，药得放冰箱冷藏"),
            M("weekdays", "fact", 0.7, "用户周一到周五要接送乐乐上幼儿园，只有周六周日能带娃出去玩"),
            M("no_english", "fact", 0.6, "用户不认得英文，只会讲衡阳话和几句普通话"),
            M("daughter_rule", "preference", 0.7, "用户的闺女交代过，带朵朵出门不能超过半天，下午一点前得回家睡午觉"),
            M("budget", "preference", 0.6, "用户带娃出去玩一趟舍不得花超过三百块，嫌景区门票贵"),
            M("peanut", "fact", 1.0, "用户的外孙女朵朵对花生过敏，吃过一回花生酥，脸肿得老高"),
            M("back", "fact", 0.7, "用户腰不好，抱朵朵超过十分钟就直不起腰"),
            M("spicy", "preference", 0.5, "用户自己无辣不欢，但两个娃一点辣都碰不得"),
            E("qingming", 0.9, "用户计划2026年清明带两个娃坐高铁回衡阳，给过世的老伴上坟",
              date="2026-04-04", until="2026-04-06T23:59:59"),
            E("stale_zoo", 0.6, "用户打算2026年1月底带乐乐去广州长隆看熊猫", date="2026-01-28"),
        ],
        probes=[
            P("para", "大的那个伢子一上汽车就翻江倒海，咋个办咯？", ["carsick"],
              ["晕", "吐", "汽车", "大巴", "小车", "坐车", "打车"]),
            P("para", "我那个针剂要冻着放的，到外头住要注意么子？", ["diabetes"],
              ["针", "冰箱", "冷藏", "糖尿病", "胰岛素", "血糖"]),
            P("para", "小丫头沾不得那种剥壳的果仁，点菜要留神哪样？", ["peanut"],
              ["花生", "坚果", "果仁", "过敏", "点菜"]),
            P("para", "洋文我一个字都不识，机场里那些牌子看不懂咋整？", ["no_english"],
              ["英文", "英语", "洋文", "外语", "机场", "牌子"]),
            P("task", "这个礼拜六想带两个娃去深圳湾公园耍半天，怎么去、待多久好？",
              ["daughter_rule", "carsick", "back"],
              ["公园", "半天", "礼拜六", "周末", "出去玩", "门票"]),
            P("task", "清明回衡阳那趟，车上要备些么子东西？",
              ["qingming", "diabetes", "peanut"],
              ["清明", "衡阳", "高铁", "车上", "上坟", "扫墓"], [["长隆"]]),
            P("direct", "我跟你讲过我哪几天能带娃出去玩不？", ["weekdays"],
              ["哪几天", "周一", "周五", "幼儿园", "接送"]),
            P("expiry", "清明过完了，下回再带两个娃出门，要留意些么子？",
              ["carsick", "peanut", "daughter_rule", "spicy"],
              ["出门", "带娃", "清明"], [["上坟"], ["长隆"]], at="2026-04-09T10:00:00"),
            P("abst", "深圳地铁六十五岁以上的老人能免费坐吗？", [], ["地铁", "免费", "老人"]),
            P("abst", "剁辣椒自己在家怎么做才不容易坏？", [], ["辣椒", "剁椒", "腌"]),
        ],
    ),
    # ------------------------------------------------------------------ 03
    dict(
        no=3, user_id="u_chenyu", tenant="default",
        label="陈屿，成都程序员，女友小满在杭州（异地恋），恐飞",
        n_bg=146,
        bg=dict(topics=[], families={"pet": "fish"}, mobility=False, keywords=[]),
        memories=[
            M("ldr", "fact", 0.8, "用户和女朋友小满异地恋，他在成都、她在杭州，基本两周见一次"),
            M("fear_fly", "fact", 1.0, "用户坐飞机会惊恐发作，能坐高铁就绝不坐飞机"),
            M("budget", "preference", 0.8, "用户每趟见面的路费加住宿想压在一千五以内"),
            M("gf_spicy", "preference", 0.7, "用户的女朋友一点辣都吃不了，吃火锅只能点清汤锅"),
            M("saturday", "fact", 0.7, "用户公司是大小周，单周的周六也得上班"),
            M("gf_cat", "fact", 0.9, "用户的女朋友对猫毛过敏，订民宿要避开养猫的"),
            M("sleeper", "preference", 0.6, "用户喜欢坐卧铺夜车，睡一觉就到，还能省一晚房钱"),
            M("anniv", "fact", 0.6, "用户和小满的恋爱纪念日是6月18号"),
            M("oncall", "fact", 0.5, "用户在一家游戏公司做后端，半夜常被叫起来处理线上故障，出门得带电脑"),
            M("film", "preference", 0.4, "用户最近迷上了拍胶片，出门总背着一台海鸥相机"),
            E("plan_may", 0.8, "用户打算2026年5月跟小满在南京会合，南京算是两人的中间点",
              date="2026-05-16"),
            E("stale_ny", 0.7, "用户计划2026年元旦去杭州陪小满跨年", date="2025-12-31"),
        ],
        probes=[
            P("para", "出远门别给我排那种在天上飞的，一上去我就心慌手抖", ["fear_fly"],
              ["飞机", "航班", "坐飞", "恐", "心慌"]),
            P("para", "她一挨着喵星人就喷嚏不断，找住处帮我留个心眼", ["gf_cat"],
              ["猫", "喵", "宠物", "过敏", "民宿"]),
            P("para", "我对象那嘴巴娇气得很，红油沾一点就受不了，带她吃啥好？", ["gf_spicy"],
              ["辣", "红油", "火锅", "吃啥"]),
            P("task", "下下个周末想去杭州找她，怎么过去最合适？帮我看看票",
              ["fear_fly", "sleeper", "saturday", "budget"],
              ["杭州", "周末", "票", "高铁", "火车", "卧铺"], [["跨年"]]),
            P("task", "5月去南京碰头，帮我订个民宿，再找几家馆子",
              ["plan_may", "gf_spicy", "gf_cat", "budget"],
              ["南京", "民宿", "馆子", "餐厅", "住宿"]),
            P("direct", "我跟小满是哪天在一起的来着？纪念日别又忘了", ["anniv"],
              ["纪念日", "在一起", "恋爱"]),
            P("expiry", "好久没见她了，帮我看看这个月哪个周末能去趟杭州",
              ["ldr", "saturday"], ["杭州", "周末", "这个月"], [["元旦"], ["跨年"]]),
            P("abst", "成都东到杭州东的高铁最快要几个钟头？", [],
              ["高铁", "成都", "杭州", "钟头"]),
            P("abst", "胶片机的ISO 400跟200拍出来差在哪？", [], ["胶片", "相机", "iso", "摄影"]),
            P("bg", "你还记得我大学是学哪个专业的不？", [], ["专业", "大学", "本科"],
              target="用户大学读的是机械工程专业"),
        ],
    ),
    # ------------------------------------------------------------------ 04
    dict(
        no=4, user_id="u_zhaolei", tenant="default",
        label="赵磊，在上海做物流调度，春节清明开车回河南周口",
        n_bg=141,
        bg=dict(topics=["car"], families={"parents": None}, mobility=True, keywords=[]),
        memories=[
            M("hometown", "fact", 0.8, "用户老家在河南周口乡下，每年春节和清明都得回去"),
            M("car", "fact", 0.6, "用户开一辆七座的油车回老家，从上海开过去要十来个钟头"),
            M("back", "fact", 0.9, "用户腰椎间盘突出，连续开车超过两小时就得下来活动"),
            M("mom_carsick", "fact", 0.8, "用户他娘晕车晕得厉害，坐小轿车不到半小时就吐"),
            M("kids", "fact", 0.6, "用户有两个闺女，大的八岁上二年级，小的才三岁"),
            M("penicillin", "fact", 0.8, "用户的小闺女对青霉素过敏"),
            M("budget", "preference", 0.6, "用户一家回一趟老家，油费加过路费想控制在两千以内"),
            M("paper", "preference", 0.5, "用户家清明上坟要烧纸放鞭，得先到镇上买黄纸"),
            M("job", "fact", 0.5, "用户在上海做物流调度，节前节后最忙，很难提前请假"),
            M("noodle", "preference", 0.4, "用户路上喜欢在服务区吃碗烩面歇歇脚"),
            E("plan_qm", 0.9, "用户计划2026年4月3日下班后直接开车回周口过清明，4月6日回上海",
              date="2026-04-03", until="2026-04-06T23:59:59"),
            E("stale_cny", 0.7, "用户打算2026年春节2月14号开车回周口，正月初六返沪", date="2026-02-14"),
            E("stale_kf", 0.5, "用户计划2025年国庆带全家去开封逛清明上河园",
              date="2025-10-02", until="2025-10-07T23:59:59"),
        ],
        probes=[
            P("para", "我这脊梁骨不得劲，长时间窝在驾驶座上遭罪", ["back"],
              ["腰", "椎", "脊", "驾驶", "久坐", "开车"]),
            P("para", "俺娘坐私家车没一会儿就反胃", ["mom_carsick"],
              ["晕", "吐", "反胃", "轿车", "私家车"]),
            P("para", "小丫头打不得那一类消炎针，出门药箱该咋配？", ["penicillin"],
              ["青霉素", "消炎", "药箱", "药", "过敏"]),
            P("task", "清明回周口，帮我把路线和歇脚的地方排一下",
              ["plan_qm", "back", "car", "noodle"],
              ["清明", "周口", "路线", "服务区", "歇脚", "高速"], [["开封"], ["上河园"]]),
            P("task", "想把俺娘接来上海住一阵，怎么接过来合适？",
              ["mom_carsick", "hometown"], ["上海", "老家", "周口", "接来"]),
            P("expiry", "下回回老家就到过年了吧？想早点把路上的安排琢磨琢磨",
              ["hometown", "back", "car", "budget"],
              ["过年", "春节", "老家", "路上", "除夕", "年货"],
              [["4月3日"], ["初六"], ["开封"]], at="2026-04-10T10:00:00"),
            P("abst", "《清明上河图》是哪个朝代、谁画的？", [],
              ["清明上河", "画", "朝代"], [["上河园"]]),
            P("abst", "河南烩面跟兰州拉面，哪个历史长些？", [], ["烩面", "拉面", "面"]),
            P("bg", "我那回补办工牌花了多少钱？", [], ["工牌", "补办"],
              target="用户的工牌丢过一次，补办花了五十块"),
        ],
    ),
    # ------------------------------------------------------------------ 05
    dict(
        no=5, user_id="u_linxiao", tenant="default",
        label="林晓，广州ICU护士，上四休二，乳糖不耐、晕船",
        n_bg=138,
        bg=dict(topics=["work", "commute", "trips"], families={"parents": None},
                mobility=False, keywords=["医院", "耳", "噪", "外放"]),
        memories=[
            M("roster", "fact", 0.9, "用户在广州一家医院的ICU当护士，三班倒，排班是上四休二"),
            M("thursday", "fact", 0.8, "用户每周四上午要参加科室的业务学习，不能请假"),
            M("lactose", "fact", 0.8, "用户乳糖不耐受，喝牛奶就拉肚子"),
            M("seasick", "fact", 0.8, "用户晕船很严重，坐快艇必吐"),
            M("sleep", "preference", 0.8, "用户下了夜班要先补觉到下午两点，当天别排上午的行程"),
            M("budget", "preference", 0.7, "用户每次短途游预算不超过两千块"),
            M("friends", "fact", 0.5, "用户一般和同科室的两个护士姐妹结伴出去玩"),
            M("quiet", "preference", 0.7, "用户睡觉必须全黑全静，住酒店要遮光窗帘，还得带耳塞"),
            M("mom", "fact", 0.5, "用户的妈妈在潮州老家，她每两个月回去看一次"),
            M("drama", "preference", 0.4, "用户休息日喜欢去剧场看话剧"),
            E("plan_mar", 0.9, "用户3月24号到25号连休两天，想去从化泡温泉",
              date="2026-03-24", until="2026-03-25T23:59:59"),
            E("stale_gl", 0.6, "用户计划2026年2月初请年假去桂林看山水",
              date="2026-02-03", until="2026-02-10T23:59:59"),
        ],
        probes=[
            P("para", "早饭别给我整拿铁、酸奶那一挂的，我消化不了", ["lactose"],
              ["奶", "乳", "早饭", "早餐", "拿铁", "咖啡"]),
            P("para", "一上甲板我就天旋地转，海岛游还去得成不？", ["seasick"],
              ["船", "甲板", "晕", "海岛", "快艇"]),
            P("para", "熬完大夜我得先睡饱，头半天啥都别给我安排", ["sleep"],
              ["夜班", "大夜", "补觉", "睡", "上午"]),
            P("para", "我们科是轮着转的，干四天歇两天", ["roster"],
              ["排班", "轮班", "歇", "休", "班"]),
            P("task", "24号25号那两天想去从化泡汤，帮我订个酒店、把行程排一排",
              ["plan_mar", "quiet", "budget", "sleep"],
              ["从化", "温泉", "泡汤", "酒店", "24号"], [["桂林"]]),
            P("task", "想跟科里姐妹去珠海外伶仃岛玩一趟，帮我规划下",
              ["seasick", "budget", "roster"],
              ["珠海", "海岛", "岛", "姐妹", "出海"]),
            P("direct", "我每周四是要干嘛来着？", ["thursday"], ["周四", "学习", "业务"]),
            P("expiry", "下个休息日还想出去泡泡温泉，有啥推荐的？",
              ["budget", "quiet", "roster"], ["温泉", "泡", "休息日"],
              [["从化"], ["桂林"]], at="2026-03-28T10:00:00"),
            P("abst", "泡温泉一次泡多久比较安全？", [], ["温泉", "泡"]),
        ],
    ),
    # ------------------------------------------------------------------ 06
    dict(
        no=6, user_id="u_sunhui", tenant="default",
        label="孙慧，南京初中语文老师兼班主任，只能寒暑假远行，吃全素、恐高",
        n_bg=139,
        bg=dict(topics=["work", "commute", "trips"], families={}, mobility=False,
                keywords=["教师资格", "老师"]),
        memories=[
            M("holidays", "fact", 0.9, "用户在南京教初中语文，只有寒暑假能出远门，学期里最多周末短途"),
            M("veg", "preference", 1.0, "用户信佛吃全素，葱姜蒜韭菜也不碰"),
            M("acrophobia", "fact", 0.9, "用户恐高，玻璃栈道、索道缆车一概不上"),
            M("phone", "fact", 0.7, "用户当班主任，放假了手机也得开着，家长群随时找"),
            M("son", "fact", 0.6, "用户的儿子今年参加中考"),
            M("husband", "fact", 0.5, "用户的老公在供电局上班，夏天用电高峰期请不下假"),
            M("budget", "preference", 0.8, "用户暑假出游的总预算是一万二"),
            M("sun", "fact", 0.8, "用户对紫外线过敏，晒久了胳膊上起红疹"),
            M("train", "preference", 0.5, "用户喜欢白天坐高铁看沿途风景，不爱坐夜车"),
            M("kaishu", "preference", 0.4, "用户业余时间练小楷，每天写一页"),
            E("plan_summer", 0.8, "用户计划2026年7月中旬等儿子中考完，带他去敦煌看莫高窟",
              date="2026-07-15", until="2026-07-31T23:59:59"),
            E("stale_hrb", 0.6, "用户计划2026年1月底寒假一放就去哈尔滨看冰雕", date="2026-01-26"),
        ],
        probes=[
            P("para", "我是吃斋的，荤腥连带五辛都忌口，馆子帮我筛一筛", ["veg"],
              ["素", "斋", "荤", "五辛", "馆子", "餐厅"]),
            P("para", "一到高处我腿就发软，吊在半空的项目都别算我", ["acrophobia"],
              ["高处", "恐高", "栈道", "缆车", "索道", "半空"]),
            P("para", "我这皮肤见不得毒日头，一晒就冒疙瘩", ["sun"],
              ["晒", "紫外线", "皮肤", "日头", "太阳"]),
            P("task", "7月带儿子去敦煌，就我们娘俩，帮我排个行程，吃住都要安排",
              ["plan_summer", "veg", "sun", "budget"],
              ["敦煌", "莫高窟", "7月", "行程", "吃住"]),
            P("task", "五一就放三天，想带家里人去附近山里转转，有啥好去处？",
              ["holidays", "veg", "acrophobia"],
              ["五一", "山", "附近", "好去处", "转转"]),
            P("direct", "我儿子是今年中考吧？", ["son"], ["儿子", "中考"]),
            P("expiry", "明年寒假想带儿子去东北看雪、学滑雪，提前做做功课",
              ["holidays", "acrophobia", "veg", "sun"],
              ["雪", "滑", "东北", "寒假", "冰"], [["冰雕"], ["1月底"]]),
            P("abst", "莫高窟一共有多少个洞窟？", [], ["莫高窟", "洞窟"]),
            P("abst", "写小楷用狼毫还是兼毫好？", [],
              ["小楷", "毛笔", "书法", "狼毫", "写字", "字写"]),
            P("bg", "《红楼梦》我统共读过几遍来着？", [], ["红楼梦", "遍"],
              target="用户读过三遍《红楼梦》"),
        ],
    ),
    # ------------------------------------------------------------------ 07
    dict(
        no=7, user_id="u_hejia", tenant="default",
        label="何佳，武汉，一岁半龙凤胎的妈妈，双人推车，哥哥鸡蛋过敏",
        n_bg=145,
        bg=dict(topics=[], families={}, mobility=False, keywords=[]),
        memories=[
            M("twins", "fact", 0.8, "用户家是一对龙凤胎，今年一岁半"),
            M("stroller", "fact", 0.9, "用户出门推的是并排双人推车，宽七十六厘米，窄电梯和地铁闸机都过不去"),
            M("egg", "fact", 1.0, "用户家哥哥对鸡蛋过敏，妹妹没事"),
            M("nap", "preference", 0.8, "用户的两个娃每天中午十二点半到三点要睡午觉"),
            M("luggage", "fact", 0.6, "用户一家出门行李多，至少两个28寸箱子外加一个妈咪包"),
            M("car_seat", "preference", 0.8, "用户坚持娃坐车必须用安全座椅，打车要找能装下两个座椅的车"),
            M("husband", "fact", 0.5, "用户家在武汉，老公在航空公司做机务，排班不固定，经常是她一个人带娃"),
            M("budget", "preference", 0.7, "用户全家出去玩，住宿一晚控制在八百以内"),
            M("formula", "fact", 0.7, "用户家妹妹喝水解蛋白奶粉，出门得带恒温壶"),
            M("kitchen", "preference", 0.7, "用户喜欢住带厨房的公寓式酒店，方便给娃做辅食"),
            E("plan_51", 0.8, "用户打算2026年五一带双胞胎去苏州看外婆", date="2026-05-01"),
            E("stale_cs", 0.6, "用户计划2025年国庆带娃去长沙玩三天",
              date="2025-10-02", until="2025-10-07T23:59:59"),
        ],
        probes=[
            P("para", "我们那辆能坐俩崽的车块头大，窄门窄道根本挤不进去", ["stroller"],
              ["推车", "婴儿车", "电梯", "闸机", "窄"]),
            P("para", "老大碰不得禽蛋，辅食里头要躲开啥？", ["egg"], ["蛋", "辅食", "过敏"]),
            P("para", "宝宝们下半晌那一觉得睡足两个多钟头，中间不能折腾", ["nap"],
              ["午觉", "午睡", "睡", "下午"]),
            P("para", "叫网约车时，娃得坐那种儿童专用的椅子，俩都得装上", ["car_seat"],
              ["座椅", "打车", "网约车", "椅子"]),
            P("task", "五一去苏州看外婆，帮我订个住的地方",
              ["plan_51", "stroller", "budget", "kitchen"],
              ["苏州", "五一", "住宿", "外婆", "酒店", "住的"], [["长沙"]]),
            P("task", "周末想带俩娃去东湖绿道玩一天，咋安排比较顺？",
              ["nap", "stroller", "car_seat"], ["东湖", "绿道", "周末", "玩一天"]),
            P("direct", "我家俩宝现在多大了？", ["twins"], ["多大", "岁"]),
            P("abst", "龙凤胎一定是异卵双胞胎吗？", [], ["龙凤胎", "双胞胎", "异卵"]),
            P("abst", "苏州平江路以前是干啥的，为啥叫这名？", [], ["苏州", "平江路"]),
        ],
    ),
    # ------------------------------------------------------------------ 08
    dict(
        no=8, user_id="u_guoyan", tenant="default",
        label="郭燕，天津，照顾阿尔茨海默病中期的八十一岁父亲",
        n_bg=140,
        bg=dict(topics=[], families={"parents": None}, mobility=False,
                keywords=["父母", "父亲", "母亲", "外婆", "爷爷", "奶奶"]),
        memories=[
            M("dad", "fact", 1.0, "用户的父亲今年八十一岁，阿尔茨海默病中期，身边离不开人"),
            M("wander", "fact", 0.9, "用户父亲走丢过一回，出门必须给他戴上定位手环"),
            M("crowd", "fact", 0.9, "用户父亲到了人多嘈杂的地方会烦躁，嚷着要回家"),
            M("meds", "fact", 0.9, "用户父亲每天早八点、晚八点各吃一次药，晚上那顿错过了会闹腾"),
            M("sister", "fact", 0.7, "用户的妹妹在外地，每年只能来替她照顾父亲一周左右"),
            M("respite", "preference", 0.7, "用户趁妹妹来接班才能自己出门透透气，最多走三天"),
            M("toilet", "fact", 0.8, "用户父亲有时控制不住小便，住的地方必须有独立卫生间，离床越近越好"),
            M("soft", "fact", 0.7, "用户父亲吞咽不太利索，饭菜得软烂"),
            M("insomnia", "fact", 0.6, "用户自己长期失眠，睡觉离不开安眠药，一点动静就醒"),
            M("hiking", "preference", 0.3, "用户以前周末爱去蓟州爬山，这几年顾不上了"),
            E("plan", 0.8, "用户计划2026年4月18日到20日妹妹来天津时，自己去北戴河看海",
              date="2026-04-18", until="2026-04-20T23:59:59"),
            E("stale", 0.7, "用户打算2025年12月带父亲去北京协和医院复查", date="2025-12-10"),
        ],
        probes=[
            P("para", "老爷子之前自个儿溜出去找不着了，带他出行我总怕再丢", ["wander"],
              ["走丢", "丢", "定位", "手环", "找不着"]),
            P("para", "我爸一到闹哄哄的地界就来脾气", ["crowd"],
              ["嘈杂", "人多", "闹", "脾气", "烦躁"]),
            P("para", "老人家夜里憋不住尿，房间里得带个厕所", ["toilet"],
              ["厕所", "卫生间", "尿", "小便"]),
            P("para", "我爹嚼东西咽东西都费劲，吃的得炖得稀烂", ["soft"],
              ["吞咽", "咽", "软烂", "嚼", "吃的"]),
            P("task", "想带我爸去郊区住一宿散散心，吃饭我自己带，帮我挑个住处",
              ["crowd", "wander", "toilet", "meds"],
              ["郊区", "农家", "住一宿", "散心", "住处"], [["协和"]]),
            P("task", "4月我妹来替我，我想去北戴河，帮我订车票和酒店",
              ["plan", "respite", "insomnia"], ["北戴河", "车票", "酒店", "4月"]),
            P("direct", "我爸的药一天几点吃来着？", ["meds"], ["药", "几点"]),
            P("expiry", "我爸又该去医院复查了，带他去看病要注意点啥？",
              ["crowd", "wander", "toilet"], ["医院", "复查", "看病", "体检"], [["协和"]]),
            P("abst", "阿尔茨海默病会不会遗传给子女？", [], ["阿尔茨海默", "遗传", "痴呆"]),
            P("bg", "我家是住几楼来着？", [], ["楼", "住在"], target="用户家住在十七楼"),
        ],
    ),
    # ------------------------------------------------------------------ 09
    dict(
        no=9, user_id="u_wutong", tenant="default",
        label="吴桐，重庆新婚，攒首付，妻子马琳是回族吃清真，本人虾蟹过敏",
        n_bg=136,
        bg=dict(topics=["finance", "trips"], families={"housing": None}, mobility=False,
                keywords=["存", "攒"]),
        memories=[
            M("wed", "fact", 0.7, "用户2025年11月刚和马琳领证结婚", after="2025-11-20"),
            M("halal", "preference", 1.0, "用户的老婆马琳是回族，只吃清真，猪肉一点不沾"),
            M("house", "fact", 0.8, "用户两口子在攒首付，打算三年内在重庆买房，平时能省则省"),
            M("hm_budget", "preference", 0.9, "用户给补办的蜜月定了上限：两个人总共八千块，车票也算在内"),
            M("ear", "fact", 0.7, "用户的老婆有中耳炎，坐飞机起降时耳朵疼得厉害"),
            M("shellfish", "fact", 0.9, "用户吃虾蟹会全身起风团"),
            M("leave", "fact", 0.6, "用户公司年假只有五天，只能跟五一连着休"),
            M("miles", "fact", 0.5, "用户有一张航空公司的金卡，攒了四万多里程"),
            M("photo", "preference", 0.5, "用户的老婆爱拍照，去哪儿都要找出片的机位"),
            M("rent", "fact", 0.4, "用户现在在重庆租了个一室一厅，月租两千二"),
            E("plan_hm", 0.9, "用户计划2026年5月1日到7日补度蜜月，想找个高铁能到的海边",
              date="2026-05-01", until="2026-05-07T23:59:59"),
            E("stale_banquet", 0.6, "用户计划2025年12月20日回老家摆喜酒，订了二十桌", date="2025-12-20"),
        ],
        probes=[
            P("para", "我媳妇是穆斯林，外头吃饭要当心些啥？", ["halal"],
              ["穆斯林", "清真", "回族", "猪肉", "吃饭"]),
            P("para", "我对象每回航班起落，耳膜就跟针扎似的", ["ear"],
              ["耳", "航班", "飞机", "起落"]),
            P("para", "带壳的水产我一口都沾不得，沾了浑身起包", ["shellfish"],
              ["虾", "蟹", "海鲜", "水产", "起包", "过敏"]),
            P("para", "我们小两口憋着劲存钱买窝，花销得抠着点", ["house"],
              ["首付", "买房", "存钱", "房", "省钱", "花销"]),
            P("task", "5月补蜜月，先帮我挑个海边城市，再找找那边能吃的馆子",
              ["plan_hm", "hm_budget", "halal", "shellfish"],
              ["蜜月", "海边", "5月", "馆子", "城市"], [["喜酒"]]),
            P("task", "周末想带老婆去吃顿好的，帮我在解放碑附近挑一家",
              ["halal", "shellfish"], ["吃", "馆子", "解放碑", "周末"]),
            P("direct", "我俩是哪个月领的证来着？", ["wed"], ["领证", "结婚", "婚"]),
            P("expiry", "蜜月回来了，端午想两个人再出去短途耍一下",
              ["halal", "shellfish", "house", "leave"],
              ["端午", "短途", "蜜月", "耍"], [["5月1日"], ["喜酒"]], at="2026-05-10T10:00:00"),
            P("abst", "清真认证的标准是谁来定的？", [], ["清真", "认证"]),
            P("abst", "重庆洪崖洞晚上几点亮灯？", [], ["洪崖洞", "重庆", "亮灯"]),
        ],
    ),
    # ------------------------------------------------------------------ 10
    dict(
        no=10, user_id="u_chengyifan", tenant="default",
        label="程一帆，厦门的远程工作者/数字游民，要稳定Wi-Fi，带布偶猫旅居",
        n_bg=142,
        bg=dict(topics=["work", "commute", "trips"], families={"pet": None, "housing": None},
                mobility=False, keywords=["外放"]),
        memories=[
            M("wifi", "fact", 1.0, "用户远程上班，住处网速至少要一百兆，还得备一个随身热点"),
            M("meetings", "fact", 0.9, "用户每周二、周四北京时间晚上十点到凌晨一点要跟美国同事开会"),
            M("noise", "fact", 0.8, "用户对噪音特别敏感，坐车坐飞机全程戴降噪耳机，最怕小孩哭闹"),
            M("luggage", "preference", 0.7, "用户出门只带一个20寸登机箱加一个双肩包，从不托运"),
            M("caffeine", "preference", 0.6, "用户对咖啡因敏感，下午喝咖啡整晚睡不着，只点低因的"),
            M("cilantro", "preference", 0.5, "用户一口香菜都不吃，点外卖都要备注"),
            M("budget", "preference", 0.8, "用户旅居时每月房租不超过四千"),
            M("cat", "fact", 0.8, "用户旅居时带着一只布偶猫，住处得允许养宠物"),
            M("vpn", "fact", 0.6, "用户上班离不开公司VPN和Slack，网络一抽风就耽误事"),
            M("climb", "preference", 0.4, "用户周末喜欢去攀岩馆"),
            M("base", "fact", 0.5, "用户的户口和常住地在厦门，每年有一半时间在外地旅居"),
            E("plan_dali", 0.9, "用户计划2026年4月整月在大理旅居",
              date="2026-04-01", until="2026-04-30T23:59:59"),
            E("stale_cm", 0.6, "用户计划2026年1月初飞清迈旅居两个月",
              date="2026-01-05", until="2026-02-28T23:59:59"),
        ],
        probes=[
            P("para", "网不给力我就没法干活，房东那边带宽得够", ["wifi"],
              ["网", "带宽", "wifi", "热点"]),
            P("para", "路上最怕熊孩子吵，我得全程把耳朵捂严实", ["noise"],
              ["吵", "噪", "耳", "孩子", "哭"]),
            P("para", "我一向轻装，行李从来不办托运", ["luggage"], ["行李", "托运", "箱", "背包"]),
            P("para", "过了晌午再碰拿铁我就一宿睁眼，给我找无因的", ["caffeine"],
              ["咖啡", "拿铁", "因", "失眠"]),
            P("task", "4月去大理住一个月，先帮我把房子找好",
              ["plan_dali", "wifi", "budget", "cat"], ["大理", "房子", "住一个月", "租"],
              [["清迈"]]),
            P("task", "下礼拜要飞趟深圳见客户，帮我订个航班，别跟开会撞了",
              ["meetings", "luggage", "noise"], ["深圳", "航班", "客户", "飞", "开会"]),
            P("direct", "我跟美国那边的会是每周几开来着？", ["meetings"],
              ["开会", "会议", "美国", "例会"]),
            P("expiry", "想再出国旅居一阵，东南亚哪儿合适？", ["wifi", "budget", "cat"],
              ["东南亚", "出国", "旅居", "泰国", "曼谷", "新加坡", "清迈"],
              [["清迈"], ["大理"]], at="2026-05-05T10:00:00"),
            P("abst", "洱海骑行一圈大概多少公里？", [], ["洱海", "骑", "公里"]),
            P("abst", "攀岩用的镁粉是什么成分？", [], ["攀岩", "镁粉"]),
            P("bg", "我那把机械键盘是啥轴的来着？", [], ["键盘", "轴"],
              target="用户买了个青轴的机械键盘"),
        ],
    ),
    # ------------------------------------------------------------------ 11 (twin A)
    dict(
        no=11, user_id="u_lijing", tenant="default",
        label="李静（twin A），沈阳低视力按摩师，导盲犬豆包，芒果过敏",
        n_bg=138,
        bg=dict(topics=[], families={"eyes": None, "pet": "turtle", "car": "none", "books": "ebook"},
                mobility=True,
                keywords=["视力", "眼镜", "近视", "眼药水", "记路", "开车", "驾照", "自行车",
                          "剪视频", "修图", "十字绣", "屏幕"]),
        twin=dict(name="李静", city="沈阳", allergen="芒果", constraint="导盲犬"),
        memories=[
            M("name", "fact", 0.5, "用户叫李静，住在沈阳铁西区"),
            M("vision", "fact", 1.0, "用户是低视力，只能看见模糊的轮廓，小字完全看不清"),
            M("dog", "fact", 1.0, "用户有一只叫豆包的拉布拉多导盲犬，走哪儿都带着"),
            M("mango", "fact", 0.9, "用户对芒果过敏，芒果味的甜品饮料也不能碰"),
            M("dog_rule", "preference", 0.8, "用户出行要选允许导盲犬同行的车和酒店，附近最好有草地让豆包方便"),
            M("screen", "fact", 0.6, "用户用手机读屏软件，订票页面没做无障碍她就操作不了"),
            M("shop", "fact", 0.6, "用户在沈阳开了一家盲人按摩店，每周一店休"),
            M("budget", "preference", 0.6, "用户出门住宿一晚不超过三百"),
            M("errenzhuan", "preference", 0.4, "用户周末去残联学唱二人转"),
            M("escort", "preference", 0.7, "用户到陌生车站喜欢预约工作人员接送，不想自己摸索换乘"),
            E("plan_dl", 0.8, "用户计划2026年4月25日带豆包坐高铁去大连，参加导盲犬使用者聚会",
              date="2026-04-25", until="2026-04-26T23:59:59"),
            E("stale_yx", 0.6, "用户打算2026年元宵节回铁岭娘家过节", date="2026-03-03"),
        ],
        probes=[
            P("para", "我眼神儿差，稍微细点的印刷体就瞅不出来", ["vision"],
              ["视力", "眼", "看不清", "字", "盲"]),
            P("para", "那种黄澄澄的热带果子我一沾嘴就肿，甜点里有它的都别点", ["mango"],
              ["芒果", "水果", "甜点", "果子", "过敏"]),
            P("para", "到了不熟的火车站，我想让站里派人领我，别让我自己瞎转", ["escort"],
              ["车站", "接送", "换乘", "领"]),
            P("task", "4月底去大连那个聚会，帮我订高铁票和酒店",
              ["plan_dl", "dog_rule", "budget", "escort"],
              ["大连", "聚会", "高铁", "酒店", "票"]),
            P("task", "礼拜一想出去下馆子，沈阳有啥适合我的地儿？",
              ["mango", "dog"], ["馆子", "餐厅", "吃", "礼拜一"]),
            P("direct", "我的导盲犬叫啥名？", ["dog"], ["导盲犬", "狗", "犬", "名字"]),
            P("abst", "导盲犬一般几岁退役，退下来以后去哪儿？", [], ["导盲犬", "退役", "犬", "狗"]),
            P("bg", "我家那只乌龟养了多少年了？", [], ["乌龟", "龟", "仓鼠", "宠物", "养了"],
              target="用户养的那只乌龟已经十岁了"),
        ],
    ),
    # ------------------------------------------------------------------ 12 (twin B)
    dict(
        no=12, user_id="u_lijing", tenant="hualv",
        label="李婧（twin B），昆明女重卡司机，花生过敏，幽闭恐惧",
        n_bg=137,
        bg=dict(topics=["work", "commute", "trips"], families={"car": "gas"}, mobility=True,
                keywords=[]),
        twin=dict(name="李婧", city="昆明", allergen="花生", constraint="幽闭"),
        memories=[
            M("name", "fact", 0.5, "用户叫李婧，家在昆明，跑车的圈子里都喊她婧姐"),
            M("job", "fact", 0.7, "用户开重卡跑长途，常跑昆明到成都这条线"),
            M("schedule", "fact", 0.8, "用户一般跑十天歇四天，只有歇班时才能陪家里人"),
            M("peanut", "fact", 1.0, "用户对花生过敏，花生油炒的菜也不能吃"),
            M("claustro", "fact", 0.9, "用户有幽闭恐惧症，没窗的房间、溶洞、地下室都待不住"),
            M("daughter", "fact", 0.5, "用户的女儿读初三，住校，周末才回家"),
            M("car", "preference", 0.6, "用户歇班时喜欢开自家小车带女儿去周边自驾"),
            M("knee", "fact", 0.7, "用户常年开车，右膝盖有劳损，爬山只能走缓坡"),
            M("budget", "preference", 0.6, "用户歇班出去玩一趟不超过一千五"),
            M("puer", "preference", 0.4, "用户爱喝普洱，车上常备一大壶"),
            E("plan_fx", 0.8, "用户计划3月28日歇班时带女儿去抚仙湖边露营",
              date="2026-03-28", until="2026-03-29T23:59:59"),
            E("stale", 0.6, "用户计划2026年2月10日前跑完年前最后一趟货，回昆明过年",
              date="2026-02-09", until="2026-02-10T23:59:59"),
        ],
        probes=[
            P("para", "我碰不得那种剥壳的油料果仁，连拿它榨的油炒菜都不行", ["peanut"],
              ["花生", "果仁", "油", "过敏"]),
            P("para", "憋闷的、看不见天的地方，我待着就心慌喘不上气", ["claustro"],
              ["幽闭", "窗", "溶洞", "地下", "憋闷", "心慌"]),
            P("para", "我们这行干一轮得十来天，然后能缓上几天", ["schedule"],
              ["歇", "休息", "十天", "班"]),
            P("task", "28号带闺女去抚仙湖露营，帮我列个要带的东西清单",
              ["plan_fx", "peanut", "claustro"],
              ["抚仙湖", "露营", "清单", "带的东西", "帐篷"]),
            P("task", "歇班想带女儿去建水古城耍两天，先帮我挑个住的地方",
              ["claustro", "budget"], ["建水", "古城", "住的", "住宿"]),
            P("direct", "我闺女现在念几年级？", ["daughter"], ["闺女", "女儿", "几年级", "初三"]),
            P("expiry", "这回歇班还想带闺女出去耍一天，周边有啥好玩的地方？",
              ["knee", "claustro", "car", "budget"],
              ["歇班", "周边", "好玩", "闺女", "出去耍"],
              [["抚仙湖"], ["2月10日"]], at="2026-04-02T10:00:00"),
            P("abst", "昆明的滇池冬天为啥有那么多红嘴鸥？", [], ["滇池", "红嘴鸥", "昆明", "鸟"]),
        ],
    ),
]

TWIN_PAIRS = [(11, 12)]


# ---------------------------------------------------------------------------
# background pool
# ---------------------------------------------------------------------------

def parse_pool():
    entries = []
    topic = mtype = None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("##"):
            words = line[2:].split()
            topic, mtype = " ".join(words[:-1]), words[-1]
            continue
        tags = []
        m = re.match(r"\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        entries.append({"idx": len(entries), "topic": topic, "ptype": mtype,
                        "text": line, "families": fams, "active": active})
    return entries


BG_TYPE = {"profile": "fact", "relation": "fact", "preference": "preference",
           "event": "fact"}  # past trips in the pool are not dated plans -> fact


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def contains_any(text, words):
    t = norm(text)
    return [w for w in words if norm(w) in t]


# ---------------------------------------------------------------------------
# dates
# ---------------------------------------------------------------------------

def ts(dt):
    return dt.astimezone(TZ).strftime("%Y-%m-%dT%H:%M:%S+08:00")


def parse_ts(s):
    if not isinstance(s, str):
        raise ValueError("timestamp must be a string")
    dt = datetime.fromisoformat(s)
    if dt.tzinfo is None:
        raise ValueError("timestamp without timezone: %s" % s)
    return dt


def local(s):
    """'2026-04-08' or '2026-04-08T23:59:59' -> aware datetime (+08:00)."""
    if "T" in s:
        return datetime.fromisoformat(s).replace(tzinfo=TZ)
    return datetime.fromisoformat(s + "T00:00:00").replace(tzinfo=TZ)


HOLIDAY_END = {  # last day of the public holiday period
    ("2025", "国庆"): "2025-10-08", ("2026", "元旦"): "2026-01-03",
    ("2026", "春节"): "2026-02-23", ("2026", "元宵"): "2026-03-03",
    ("2026", "清明"): "2026-04-06", ("2026", "五一"): "2026-05-05",
}


def _month_end(y, m):
    nxt = datetime(y + (m == 12), m % 12 + 1, 1, tzinfo=TZ)
    return nxt - timedelta(seconds=1)


def _day_end(y, m, d):
    return datetime(y, m, d, 23, 59, 59, tzinfo=TZ)


def wording_end(content, created_at):
    """Latest date a plan's wording refers to (end of that day / month /
    holiday). Year-less dates take the year of created_at (next year if that
    would put them before created_at). None if nothing parses."""
    ends = []
    base_year = created_at.year
    for y, h in re.findall(r"(\d{4})年(春节|元旦|清明|五一|国庆|元宵)", content):
        key = (y, h)
        if key not in HOLIDAY_END:
            raise ValueError("unknown holiday %s%s" % key)
        ends.append(local(HOLIDAY_END[key] + "T23:59:59"))
    for m in re.finditer(r"(?:(\d{4})年)?(\d{1,2})月(?:(\d{1,2})[日号](?:到(\d{1,2})[日号])?)?", content):
        y = int(m.group(1)) if m.group(1) else None
        mo = int(m.group(2))
        if y is None:
            y = base_year
            if _month_end(y, mo) < created_at:
                y += 1
        if m.group(4):
            ends.append(_day_end(y, mo, int(m.group(4))))
        elif m.group(3):
            ends.append(_day_end(y, mo, int(m.group(3))))
        else:
            ends.append(_month_end(y, mo))
    return max(ends) if ends else None


def event_end(mem):
    """Effective end of an event memory of the output JSON."""
    if mem.get("valid_until"):
        return parse_ts(mem["valid_until"])
    return wording_end(mem["content"], parse_ts(mem["created_at"]))


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------

def rand_time(rng, lo, hi):
    """Uniform day in [lo, hi), daytime hour 07-23, whole minutes."""
    span_days = max(1, (hi - lo).days)
    for _ in range(100):
        day = lo + timedelta(days=rng.randrange(span_days))
        t = day.replace(hour=rng.randrange(7, 23), minute=rng.randrange(60), second=0,
                        microsecond=0)
        if lo <= t < hi:
            return t
    return lo + (hi - lo) / 2


def core_created(rng, spec):
    lo, hi = WSTART, REF - timedelta(hours=1)
    if spec["after"]:
        lo = max(lo, local(spec["after"]))
    if spec["type"] == "event":
        date = local(spec["date"])
        hi = min(hi, date - timedelta(days=2))
        lo = max(WSTART, date - timedelta(days=90))
        if lo >= hi:
            lo = max(WSTART, hi - timedelta(days=30))
    return rand_time(rng, lo, hi)


def account_places(acc):
    texts = [m["content"] for m in acc["memories"]] + [p["query"] for p in acc["probes"]]
    return sorted({w for w in PLACE_WORDS for t in texts if w in t})


def account_forbid_words(acc):
    out = []
    for p in acc["probes"]:
        for g in p["forbid"]:
            for w in g:
                if w not in out:
                    out.append(w)
    return out


def apply_twins():
    by_no = {a["no"]: a for a in ACCOUNTS}
    for a_no, b_no in TWIN_PAIRS:
        for me, other in ((by_no[a_no], by_no[b_no]), (by_no[b_no], by_no[a_no])):
            tw = other["twin"]
            groups = [[tw["name"]], [tw["city"]], [tw["allergen"]], [tw["constraint"]]]
            for p in me["probes"]:
                for g in groups:
                    if g not in p["forbid"]:
                        p["forbid"].append(g)


def select_background(acc, entries, rng, all_core_imps):
    cfg = acc["bg"]
    # one cluster per family (forced, excluded, or random)
    fam_clusters = {}
    for e in entries:
        for f, c in e["families"].items():
            fam_clusters.setdefault(f, [])
            if c not in fam_clusters[f]:
                fam_clusters[f].append(c)
    chosen = {}
    for f in sorted(fam_clusters):
        if f in cfg["families"]:
            chosen[f] = cfg["families"][f]
        else:
            chosen[f] = rng.choice(sorted(fam_clusters[f]))
    places = account_places(acc)
    forbid_words = account_forbid_words(acc)
    probe_kw = []
    for p in acc["probes"]:
        for w in p["kw"]:
            if w not in probe_kw:
                probe_kw.append(w)
    targets = [p["target"] for p in acc["probes"] if p["kind"] == "bg"]
    stats = {"topic": 0, "family": 0, "active": 0, "place": 0, "forbid": 0,
             "exclusion": 0, "probe_kw": 0}
    cands, forced = [], []
    for e in entries:
        if e["topic"].split()[0] in cfg["topics"]:
            stats["topic"] += 1
            continue
        if any(chosen.get(f) != c for f, c in e["families"].items()):
            stats["family"] += 1
            continue
        if e["active"] and cfg["mobility"]:
            stats["active"] += 1
            continue
        if any(pw in e["text"] for pw in places):
            stats["place"] += 1
            continue
        if contains_any(e["text"], forbid_words):
            stats["forbid"] += 1
            continue
        if contains_any(e["text"], cfg["keywords"]):
            stats["exclusion"] += 1
            continue
        if e["text"] in targets:
            forced.append(e)
            continue
        if contains_any(e["text"], probe_kw):
            stats["probe_kw"] += 1
            continue
        cands.append(e)
    missing = [t for t in targets if t not in [f["text"] for f in forced]]
    if missing:
        raise SystemExit("account %d: bg target filtered out or absent: %s" % (acc["no"], missing))
    n = min(acc["n_bg"] - len(forced), len(cands))
    picked = forced + rng.sample(cands, n)
    picked.sort(key=lambda e: e["idx"])
    mems = []
    for e in picked:
        mems.append({
            "id": "b%02d_%03d" % (acc["no"], e["idx"]),
            "content": e["text"],
            "type": BG_TYPE[e["ptype"]],
            "importance": rng.choice(all_core_imps),
            "created_at": ts(rand_time(rng, WSTART, REF - timedelta(hours=1))),
        })
    stats["candidates"] = len(cands) + len(forced)
    stats["kept"] = len(mems)
    return mems, stats, chosen


def build(verbose=False):
    apply_twins()
    entries = parse_pool()
    all_core_imps = sorted(m["importance"] for a in ACCOUNTS for m in a["memories"])
    users = []
    report = []
    for acc in ACCOUNTS:
        rng = random.Random(SEED * 100 + acc["no"])
        key2id = {}
        mems = []
        for i, spec in enumerate(acc["memories"], 1):
            mid = "m%02d_%02d" % (acc["no"], i)
            key2id[spec["key"]] = mid
            mem = {"id": mid, "content": spec["content"], "type": spec["type"],
                   "importance": spec["importance"],
                   "created_at": ts(core_created(rng, spec))}
            if spec["until"]:
                mem["valid_until"] = ts(local(spec["until"]))
            mems.append(mem)
        bg, stats, chosen = select_background(acc, entries, rng, all_core_imps)
        text2bg = {b["content"]: b["id"] for b in bg}
        all_mems = sorted(mems + bg, key=lambda m: (m["created_at"], m["id"]))
        probes = []
        counters = {k: 0 for k in KINDS}
        day_off = (acc["no"] - 1) % 3
        for i, p in enumerate(acc["probes"]):
            counters[p["kind"]] += 1
            pid = "p%02d_%s_%d" % (acc["no"], p["kind"], counters[p["kind"]])
            at = local(p["at"]) if p["at"] else REF + timedelta(days=day_off, hours=i)
            if p["kind"] == "bg":
                rel = [text2bg[p["target"]]]
            else:
                rel = [key2id[k] for k in p["rel"]]
            probe = {"id": pid, "at": ts(at), "query": p["query"], "relevant": rel}
            if p["forbid"]:
                probe["forbid"] = p["forbid"]
            probes.append(probe)
            p["_id"] = pid
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": all_mems, "probes": probes})
        report.append((acc["no"], acc["user_id"], acc["tenant"], len(mems), len(bg), len(probes),
                       stats, chosen))
    data = {"format": FORMAT, "name": SET_NAME, "users": users}
    if verbose:
        for r in report:
            print("acct %02d %-16s %-8s core=%2d bg=%3d probes=%2d  %s" % r[:7])
    return data


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]+")


def bigrams(s):
    s = s.replace("用户", " ")
    out = set()
    for run in CJK.findall(s):
        for i in range(len(run) - 1):
            out.add(run[i:i + 2])
    return out


PROBE_ID = re.compile(r"^p(\d{2})_(para|task|direct|abst|expiry|bg)_(\d+)$")
DATE_WORDS = re.compile(r"\d|春节|元旦|清明|五一|国庆|元宵")
TIME_WORDS = ("今年", "每年", "每周", "每天", "周一", "周二", "周四", "周六", "月", "号",
              "岁", "寒暑假", "天")


def validate(data, spec_check=True):
    errs = []

    def err(msg):
        errs.append(msg)

    # ---- structure (memory-eval/v1) ----
    if not isinstance(data, dict):
        return ["top level is not an object"]
    if set(data) != {"format", "name", "users"}:
        err("top-level keys must be format/name/users, got %s" % sorted(data))
    if data.get("format") != FORMAT:
        err("format must be %r" % FORMAT)
    if not isinstance(data.get("name"), str) or not data.get("name"):
        err("name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        return errs + ["users must be a non-empty list"]
    ukeys = {"user_id", "tenant_id", "memories", "probes"}
    mkeys_req = {"id", "content", "type", "importance", "created_at"}
    pkeys_req = {"id", "at", "query", "relevant"}
    seen_mem_ids, seen_probe_ids, accounts = set(), set(), set()
    kind_counts = {k: 0 for k in KINDS}
    n_core = n_bg = 0
    for u in users:
        if not isinstance(u, dict) or set(u) - ukeys or not {"user_id", "memories", "probes"} <= set(u):
            err("bad user object keys: %s" % (sorted(u) if isinstance(u, dict) else u))
            continue
        uid, ten = u["user_id"], u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid or not isinstance(ten, str) or not ten:
            err("bad user_id/tenant_id %r/%r" % (uid, ten))
        acct = (uid, ten)
        if acct in accounts:
            err("duplicate account %s" % (acct,))
        accounts.add(acct)
        mems = {}
        for m in u["memories"]:
            if not isinstance(m, dict) or not mkeys_req <= set(m) or set(m) - (mkeys_req | {"valid_until"}):
                err("%s: bad memory keys %s" % (acct, sorted(m) if isinstance(m, dict) else m))
                continue
            if not isinstance(m["id"], str) or m["id"] in seen_mem_ids or m["id"] in mems:
                err("%s: duplicate/bad memory id %r" % (acct, m["id"]))
            seen_mem_ids.add(m["id"])
            mems[m["id"]] = m
            if not isinstance(m["content"], str) or not m["content"].strip():
                err("%s: empty content" % m["id"])
            if m["type"] not in CORE_TYPES:
                err("%s: type %r" % (m["id"], m["type"]))
            imp = m["importance"]
            if not isinstance(imp, (int, float)) or isinstance(imp, bool) or not 0.3 <= imp <= 1.0:
                err("%s: importance %r outside 0.3-1.0" % (m["id"], imp))
            try:
                ca = parse_ts(m["created_at"])
                if not (WSTART <= ca < REF):
                    err("%s: created_at %s outside the 365 days before REF" % (m["id"], m["created_at"]))
            except ValueError as e:
                err("%s: %s" % (m["id"], e))
                continue
            if not m["content"].startswith("用户") or "我" in m["content"]:
                err("%s: content not third person: %s" % (m["id"], m["content"]))
            if m["id"].startswith("m"):
                n_core += 1
            elif m["id"].startswith("b"):
                n_bg += 1
            else:
                err("%s: memory id must start with m (core) or b (background)" % m["id"])
            if m["type"] == "event":
                if not m["id"].startswith("m"):
                    err("%s: background memory typed event" % m["id"])
                if not DATE_WORDS.search(m["content"]):
                    err("%s: event without a date in its wording" % m["id"])
                if wording_end(m["content"], ca) is None:
                    err("%s: event wording has no parseable date" % m["id"])
            elif "valid_until" in m:
                err("%s: only dated plans (events) may carry valid_until" % m["id"])
            if "valid_until" in m:
                try:
                    if parse_ts(m["valid_until"]) <= ca:
                        err("%s: valid_until before created_at" % m["id"])
                except ValueError as e:
                    err("%s: %s" % (m["id"], e))
        core = [m for m in mems.values() if m["id"].startswith("m")]
        bgs = [m for m in mems.values() if m["id"].startswith("b")]
        if spec_check and not 9 <= len(core) <= 13:
            err("%s: %d core memories (want 9-13)" % (acct, len(core)))
        last_created = max(parse_ts(m["created_at"]) for m in mems.values())
        for p in u["probes"]:
            if not isinstance(p, dict) or not pkeys_req <= set(p) or set(p) - (pkeys_req | {"forbid"}):
                err("%s: bad probe keys %s" % (acct, sorted(p) if isinstance(p, dict) else p))
                continue
            pid = p["id"]
            if pid in seen_probe_ids:
                err("duplicate probe id %s" % pid)
            seen_probe_ids.add(pid)
            if not isinstance(p["query"], str) or not p["query"].strip():
                err("%s: empty query" % pid)
            at = parse_ts(p["at"])
            if at < last_created or at < REF:
                err("%s: asked before REF or before a memory was created" % pid)
            rel = p["relevant"]
            if not isinstance(rel, list) or any(r not in mems for r in rel) or len(set(rel)) != len(rel):
                err("%s: relevant ids missing from account / duplicated: %r" % (pid, rel))
                continue
            forbid = p.get("forbid", [])
            if not isinstance(forbid, list) or any(
                    not isinstance(g, list) or not g or any(not isinstance(w, str) or not w for w in g)
                    for g in forbid):
                err("%s: forbid must be a list of non-empty keyword lists" % pid)
                continue
            fwords = [w for g in forbid for w in g]
            for r in rel:
                hit = contains_any(mems[r]["content"], fwords)
                if hit:
                    err("%s: relevant %s contains forbidden keyword %s" % (pid, r, hit))
                if mems[r]["type"] == "event":
                    end = event_end(mems[r])
                    if end is None or end <= at:
                        err("%s: relevant plan %s already ended at probe time" % (pid, r))
            # a forbid keyword may only sit in plans that ended before the probe
            for m in mems.values():
                hit = contains_any(m["content"], fwords)
                if hit:
                    end = event_end(m) if m["type"] == "event" else None
                    if end is None or end >= at:
                        err("%s: forbid %s matches %s which is still valid" % (pid, hit, m["id"]))
            mm = PROBE_ID.match(pid)
            if not mm:
                err("%s: probe id must carry its kind (pNN_kind_N)" % pid)
                continue
            kind = mm.group(2)
            kind_counts[kind] += 1
            core_rel = [r for r in rel if r.startswith("m")]
            if kind == "para" or kind == "direct":
                if len(rel) != 1 or len(core_rel) != 1:
                    err("%s: %s probe needs exactly one core memory" % (pid, kind))
            if kind == "para" and len(core_rel) == 1:
                shared = bigrams(p["query"]) & bigrams(mems[core_rel[0]]["content"])
                if len(shared) > 2:
                    err("%s: paraphrase shares too much with its fact: %s" % (pid, sorted(shared)))
            if kind == "task" and not (2 <= len(rel) <= 4 and len(core_rel) == len(rel)):
                err("%s: task probe needs 2-4 core memories, has %d" % (pid, len(rel)))
            if kind == "abst" and rel:
                err("%s: abstention probe must have relevant []" % pid)
            if kind == "bg" and (len(rel) != 1 or not rel[0].startswith("b")):
                err("%s: bg probe needs exactly one background memory" % pid)
            if kind == "expiry":
                if not rel:
                    err("%s: expiry probe needs the durable facts that still apply" % pid)
                ended = [m["id"] for m in core if m["type"] == "event"
                         and event_end(m) < at and contains_any(m["content"], fwords)]
                if not ended:
                    err("%s: expiry probe does not forbid a plan that ended before it" % pid)
    if spec_check:
        if kind_counts != KIND_COUNTS:
            err("probe kinds %s, want %s" % (kind_counts, KIND_COUNTS))
        if len(users) != 12:
            err("%d accounts, want 12" % len(users))
        uids = {u.get("user_id") for u in users if isinstance(u, dict)}
        if len(uids) != 11:
            err("%d distinct user_ids, want 11" % len(uids))
        if not 130 <= n_core <= 150:
            err("%d core memories, want about 140" % n_core)
        if not 1600 <= n_bg <= 1800:
            err("%d background memories, want 1600-1800" % n_bg)
        errs.extend(validate_against_spec(data))
    return errs


def validate_against_spec(data):
    """Checks that need the builder's own tables: per-probe keyword lists,
    twins, ended/durable conventions."""
    errs = []
    users = {(u["user_id"], u.get("tenant_id", "default")): u for u in data["users"]}
    by_no = {a["no"]: a for a in ACCOUNTS}
    if "_id" not in ACCOUNTS[0]["probes"][0]:
        build()  # assigns probe ids to the spec
    for acc in ACCOUNTS:
        u = users.get((acc["user_id"], acc["tenant"]))
        if u is None:
            errs.append("account %s/%s missing" % (acc["user_id"], acc["tenant"]))
            continue
        mems = {m["id"]: m for m in u["memories"]}
        core = [m for m in u["memories"] if m["id"].startswith("m")]
        bgs = [m for m in u["memories"] if m["id"].startswith("b")]
        probes = {p["id"]: p for p in u["probes"]}
        places = account_places(acc)
        fwords = account_forbid_words(acc)
        for b in bgs:
            if any(pw in b["content"] for pw in places):
                errs.append("%s: background names an own place" % b["id"])
            if contains_any(b["content"], fwords):
                errs.append("%s: background contains a forbid keyword" % b["id"])
            if contains_any(b["content"], acc["bg"]["keywords"]):
                errs.append("%s: background contains an exclusion keyword" % b["id"])
        for sp in acc["probes"]:
            p = probes.get(sp["_id"])
            if p is None:
                errs.append("probe %s missing" % sp["_id"])
                continue
            if not sp["kw"]:
                errs.append("%s: no keyword list" % sp["_id"])
            target_id = p["relevant"][0] if sp["kind"] == "bg" and p["relevant"] else None
            for b in bgs:
                if b["id"] == target_id:
                    continue
                hit = contains_any(b["content"], sp["kw"])
                if hit:
                    errs.append("%s: kept background %s shares keyword %s" % (sp["_id"], b["id"], hit))
            if sp["kind"] == "bg":
                if not target_id or not contains_any(mems[target_id]["content"], sp["kw"]):
                    errs.append("%s: bg target does not contain its keywords" % sp["_id"])
                for m in core:
                    if contains_any(m["content"], sp["kw"]):
                        errs.append("%s: core %s shares a bg-probe keyword" % (sp["_id"], m["id"]))
                # the target must not be silenced by another probe's keywords
                for other in acc["probes"]:
                    if other is not sp and contains_any(sp["target"], other["kw"]):
                        errs.append("%s: target shares keywords with %s" % (sp["_id"], other["_id"]))
        # durable facts with time words must not carry valid_until
        durable_timed = [m for m in core if m["type"] != "event"
                         and any(w in m["content"] for w in TIME_WORDS)]
        if not durable_timed:
            errs.append("%s: no durable fact with a time word" % acc["user_id"])
    # twins
    for a_no, b_no in TWIN_PAIRS:
        a, b = by_no[a_no], by_no[b_no]
        if a["user_id"] != b["user_id"] or a["tenant"] == b["tenant"]:
            errs.append("twins must share user_id in two tenants")
        for me, other in ((a, b), (b, a)):
            u_me = users[(me["user_id"], me["tenant"])]
            u_other = users[(other["user_id"], other["tenant"])]
            marks = [other["twin"][k] for k in ("name", "city", "allergen", "constraint")]
            for w in marks:
                if not any(w in m["content"] for m in u_other["memories"]):
                    errs.append("twin marker %s not in the other twin's memories" % w)
                if any(w in m["content"] for m in u_me["memories"]):
                    errs.append("twin marker %s appears in %s/%s" % (w, me["user_id"], me["tenant"]))
            for p in u_me["probes"]:
                groups = p.get("forbid", [])
                for w in marks:
                    if [w] not in groups:
                        errs.append("%s: does not forbid twin keyword %s" % (p["id"], w))
    # ended plans exist before REF, and some plans keep the date only in wording
    ends = [(m, event_end(m)) for u in data["users"] for m in u["memories"] if m["type"] == "event"]
    if sum(1 for m, e in ends if e < REF) < 8:
        errs.append("too few stale plans")
    if not any("valid_until" not in m for m, e in ends) or not any("valid_until" in m for m, e in ends):
        errs.append("need plans both with and without valid_until")
    doc = __doc__ or ""
    for u, acc in zip(data["users"], ACCOUNTS):
        row = re.search(r"^ %02d %s\s+%s\s+(\d+)\s+(\d+)\s+(\d+)\s" % (
            acc["no"], re.escape(acc["user_id"]), re.escape(acc["tenant"])), doc, re.M)
        got = (sum(1 for m in u["memories"] if m["id"].startswith("m")),
               sum(1 for m in u["memories"] if m["id"].startswith("b")), len(u["probes"]))
        if not row or tuple(int(g) for g in row.groups()) != got:
            errs.append("docstring account table row %02d missing or stale (want core/bg/probes %s)"
                        % (acc["no"], got))
    n_core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    n_bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    if ("%d core" % n_core) not in doc or ("%d background" % n_bg) not in doc:
        errs.append("docstring totals out of date (%d core, %d background)" % (n_core, n_bg))
    return errs


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------

def summary(data):
    kinds = {k: 0 for k in KINDS}
    for u in data["users"]:
        for p in u["probes"]:
            kinds[PROBE_ID.match(p["id"]).group(2)] += 1
    n_core = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("m"))
    n_bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b"))
    return ("%d accounts (%d user_ids), %d core + %d background memories, %d probes %s"
            % (len(data["users"]), len({u["user_id"] for u in data["users"]}), n_core, n_bg,
               sum(kinds.values()), kinds))


def main(argv=None):
    ap = argparse.ArgumentParser(description=SET_NAME + " builder")
    ap.add_argument("--check", action="store_true",
                    help="rebuild in memory; the file on disk must be identical and valid")
    ap.add_argument("--validate", metavar="PATH", help="validate a file")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.validate:
        with open(args.validate, encoding="utf-8") as f:
            data = json.load(f)
        errs = validate(data)
        for e in errs:
            print("INVALID:", e)
        if errs:
            print("%s: %d problem(s)" % (args.validate, len(errs)))
            return 1
        print("%s: valid — %s" % (args.validate, summary(data)))
        return 0
    data = build(verbose=args.verbose)
    text = dump(data)
    if args.check:
        if not os.path.exists(OUT_PATH):
            print("CHECK FAILED: %s does not exist" % OUT_PATH)
            return 1
        with open(OUT_PATH, "rb") as f:
            disk = f.read()
        if disk != text.encode("utf-8"):
            print("CHECK FAILED: %s differs from a fresh build (rerun the builder)" % OUT_PATH)
            return 1
        errs = validate(json.loads(disk.decode("utf-8")))
        for e in errs:
            print("INVALID:", e)
        if errs:
            print("CHECK FAILED: %d validation problem(s)" % len(errs))
            return 1
        print("check ok: file is byte-identical to a fresh build and valid — %s" % summary(data))
        return 0
    errs = validate(data)
    with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    for e in errs:
        print("INVALID:", e)
    if errs:
        print("wrote %s but it has %d validation problem(s)" % (OUT_PATH, len(errs)))
        return 1
    print("wrote %s — %s" % (OUT_PATH, summary(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
