#!/usr/bin/env python3
"""Build zh_retrieval_holdout15.json, a blind held-out track-R set (memory-eval/v1).

Blindness record
----------------
Written by a helper session that was told to stay blind to the engine, the
other data sets and the tests. Everything under /work that was touched:
  * read in full: /work/shared/eval/FORMAT.md (with `cat`)
  * read in full: /work/main/bench/data/src/background_pool.py (with `head`,
    `sed -n`, `wc -l`); it is imported by this script (bytecode writing off)
  * `ls /work/main/.venv/bin/python` (existence check of the interpreter only)
  * `mkdir -p /work/main/bench/data/holdout15` and `ls -la` of that folder
    (once empty, once with the two files; such a listing shows the parent
    only as the `..` entry, never its contents)
  * wrote only in /work/main/bench/data/holdout15/ (this script and the JSON):
    created the script with an editor tool, patched it with small inline
    Python snippets, ran it with /usr/bin/python3 and
    /work/main/.venv/bin/python (normal, --check, --report), and printed its
    own output JSON with inline Python snippets to review labels; tested
    --check against a deliberately altered copy (backup kept in /tmp), and
    ran `git -C /work/main status --short bench/data/holdout15` to confirm
    the folder is untracked and uncommitted
No other file under /work/main was opened, listed, grepped or imported (no
other bench/data folder, no src/ listing, no memory/, tests/ or bench/*.py).
Slips: none known. Nothing was committed to git.

Theme
-----
"Travel shaped by sport, study, faith and community". Twelve accounts whose
trips are driven by a race calendar, an exchange semester, a choir tour, a
religious observance or pilgrimage, team sport in a wheelchair, birding, a
school study trip, chess tournaments and veterans' reunions. Two accounts share
user_id "u_runner07" in different tenants (a road marathoner in tenant
yitu_app, a trail runner in tenant yitu_club): similar lives, different facts;
some of their probes `forbid` the other account's keywords to test isolation.
Each account holds 8-11 hand-written core memories plus 140 background
statements sampled deterministically from background_pool.POOL (about 150
memories per account).

Probe kinds (encoded in the probe id, "h15-<kind>-NNN")
--------------------------------------------------------
  para   42  indirect paraphrase of one or two memories (slang, dialect,
             English code-switching, allusion) sharing few characters
  task   24  planning request needing 3-5 memories, some only through world
             knowledge (altitude vs. heart stents/hypertension, Ramadan dates,
             Schengen passport validity, lithium batteries on planes ...)
  direct 10  a question that names the fact
  abst   20  nothing stored applies (relevant = []), with tempting near-misses
  expiry 10  a superseded or expired memory must not come back (`forbid`);
             relevant is the current memory
  bg      6  the only relevant memories are sampled background statements

Usage
-----
  python3 build_holdout15.py            write zh_retrieval_holdout15.json
  python3 build_holdout15.py --check    rebuild in memory, compare byte-for-byte
  python3 build_holdout15.py --report   print counts per probe kind
"""

import sys

sys.dont_write_bytecode = True

import datetime as _dt
import hashlib
import json
import os
import random
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", "src"))
sys.path.insert(0, SRC)
import background_pool  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout15.json")
TZ = "+08:00"
N_BACKGROUND = 140
BG_START = _dt.datetime(2025, 9, 1, 8, 0)
BG_END = _dt.datetime(2026, 8, 31, 22, 0)
EXPECTED_KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}

# words whose statements are dropped for every account (health facts that
# could matter to altitude/long-ride planning); forced statements bypass this
GLOBAL_DROP = ["血压", "贫血", "颈椎"]

SENIOR_TOPICS = ["work", "commute"]
SENIOR_WORDS = ["在读大学", "考上了研究生", "外婆", "爷爷", "在职", "实习", "跳槽",
                "参加工作", "教师资格证", "同事", "公司", "出差", "上班", "工作", "周报",
                "年终奖", "项目管理", "父母", "马拉松", "正畸"]


def T(s):
    """'2026-04-20 21:14' -> ISO 8601 with the +08:00 offset."""
    d, t = s.split()
    return f"{d}T{t}:00{TZ}"


# --------------------------------------------------------------------------
# Accounts. core: (id, content, type, importance, created_at, valid_until|None)
# probes: (kind, query, relevant ids, forbid list). Background statements are
# referenced in bg probes as ("BG", exact pool text).
# --------------------------------------------------------------------------

ACCOUNTS = []

# A. road marathoner, tenant yitu_app (twin of B)
ACCOUNTS.append(dict(
    key="A", user_id="u_runner07", tenant_id="yitu_app",
    persona="周屹，上海的业余全马跑者，明年3月东京马拉松",
    probe_start="2026-10-10 08:30",
    families={"eyes": "myopia"},
    drop_words=["马拉松", "游泳", "日本", "大阪"],
    force_bg=["用户近视四百度，平时戴眼镜"],
    core=[
        ("m01", "用户是业余马拉松跑者，全马个人最好成绩是3小时28分，目标是跑进3小时15分，拿到波士顿马拉松的报名资格", "profile", 0.85, "2026-04-20 21:14", None),
        ("m02", "用户中签了2027年3月7日的东京马拉松", "event", 0.9, "2026-09-26 12:40", "2027-03-08"),
        ("m03", "用户左膝有髂胫束综合征，连续下坡或者爬很多级台阶之后膝盖外侧会疼", "profile", 0.85, "2026-05-14 22:05", None),
        ("m04", "用户赛前三天做碳水加载，比赛前一晚只吃白米饭或者意面，不碰辛辣和油炸的东西", "preference", 0.8, "2026-03-30 19:20", None),
        ("m05", "用户比赛住宿要订在起点步行十五分钟以内的酒店，因为比赛当天一早要去存包检录", "preference", 0.8, "2026-04-21 09:02", None),
        ("m06", "用户每次跑完全马都要找地方做一次运动按摩或者泡冰水放松腿", "preference", 0.6, "2026-04-22 18:30", None),
        ("m07", "用户所在的跑团叫苏河晨跑团，每周六早上在苏州河边拉长距离", "relation", 0.5, "2026-02-11 07:45", None),
        ("m08", "用户的全马个人最好成绩是3小时41分", "profile", 0.7, "2025-11-20 20:10", None),
        ("m09", "用户不会日语，英语也只够点餐问路", "profile", 0.55, "2026-06-02 13:15", None),
        ("m10", "用户的妻子陈悦每场比赛都陪着去，在终点给用户拍照，她自己不跑步，喜欢逛美术馆", "relation", 0.6, "2026-04-21 09:10", None),
    ],
    probes=[
        ("para", "我那条IT band的老伤，最怕一路往下冲的赛道", ["m03"], []),
        ("para", "想搞个BQ，明年有啥又平又快的比赛推荐不", ["m01"], []),
        ("para", "跑之前那几天你帮我盯着点，朋友又约我去吃麻辣火锅", ["m04"], [["越野"], ["UTMB"]]),
        ("para", "撞完墙冲线以后，我这两条腿得有人给好好捏捏", ["m06"], [["越野"], ["香港100"]]),
        ("task", "明年三月去东京跑马，帮我把整个行程排一下：住哪、赛前几天吃什么、赛后两天怎么玩。我老婆也一起去，她不跑步，你看着安排，别让她一个人干等。", ["m02", "m05", "m04", "m10", "m03"], [["香港100"], ["小沈"]]),
        ("task", "赛后在东京多留三天，别让我腿太遭罪，帮我排排", ["m02", "m03", "m06", "m10", "m09"], []),
        ("direct", "我那个跑团周末拉长距离是在哪条河边？", ["m07"], []),
        ("abst", "马拉松全程为什么是42.195公里？", [], []),
        ("abst", "东京和北京差几个小时时差", [], []),
        ("expiry", "报名表要填全马最好成绩，我现在是多少来着？", ["m01"], [["3小时41分"]]),
        ("bg", "下个月想去冲绳浮潜，面镜得配带度数的吗", [("BG", "用户近视四百度，平时戴眼镜")], []),
    ],
))

# B. trail runner, tenant yitu_club, same user_id as A
ACCOUNTS.append(dict(
    key="B", user_id="u_runner07", tenant_id="yitu_club",
    persona="许骁，杭州的越野跑者，1月香港100",
    probe_start="2026-10-05 20:00",
    families={},
    drop_words=["马拉松", "西藏", "青海", "川西"],
    force_bg=[],
    core=[
        ("m01", "用户是越野跑爱好者，正在攒UTMB的积分，打算明年抽签报名霞慕尼的CCC组", "profile", 0.85, "2026-03-12 21:40", None),
        ("m02", "用户右脚踝去年崴过两次，跑技术路段要打肌贴、穿护踝好一点的高帮越野鞋", "profile", 0.8, "2026-05-03 10:12", None),
        ("m03", "用户报名了2027年1月的香港100越野赛", "event", 0.9, "2026-09-18 22:30", "2027-01-31"),
        ("m04", "用户对花粉和草过敏，春天在山里跑容易打喷嚏流眼泪，要随身带氯雷他定", "profile", 0.8, "2026-04-08 08:05", None),
        ("m05", "用户比赛补给只吃自己带的能量胶和盐丸，赛道上没试过的食物一概不吃，怕闹肚子", "preference", 0.7, "2026-06-20 19:00", None),
        ("m06", "用户的女朋友小沈也跑步，但只跑10公里以内的路跑", "relation", 0.6, "2026-02-14 12:00", None),
        ("m07", "用户住在杭州，周末常去九溪、龙井山一带跑山", "profile", 0.5, "2026-01-20 18:20", None),
        ("m08", "用户夜间越野用的头灯是自己改装的，配了两块备用锂电池", "fact", 0.7, "2026-07-02 23:10", None),
        ("m09", "用户报名了2026年8月四姑娘山的高海拔越野赛", "event", 0.7, "2026-05-20 20:45", "2026-08-31"),
        ("m10", "用户有轻微高原反应，去年在稻城亚丁头痛了一整晚没睡着", "profile", 0.75, "2025-10-15 09:30", None),
        ("m11", "用户的港澳通行证已经过期了，还没去续办", "fact", 0.8, "2026-08-30 16:25", None),
    ],
    probes=[
        ("para", "碎石坡一多，右脚那个老伤就发怵", ["m02"], []),
        ("para", "开春一钻林子我就鼻涕眼泪一把抓，药得备着吧", ["m04"], [["髂胫束"]]),
        ("para", "我那盏DIY的照明家伙和备用电芯，过安检能带吗", ["m08"], []),
        ("para", "赛道上发的香蕉可乐我从来不碰，全靠自己揣的那几管", ["m05"], []),
        ("task", "一月份去香港跑那个一百公里的，帮我把证件、行李和比赛前后几天都安排一下", ["m03", "m11", "m08", "m05", "m02"], [["东京马拉松"], ["陈悦"]]),
        ("task", "明年想去法国阿尔卑斯那边跑一场，帮我规划下", ["m01", "m10", "m02", "m08"], []),
        ("direct", "我女朋友平时跑多远的距离？", ["m06"], [["陈悦"]]),
        ("abst", "龙井茶明前和雨前差在哪", [], []),
        ("abst", "补给站用英文怎么说", [], []),
        ("expiry", "我最近还有哪些比赛得准备？", ["m03", "m01"], [["四姑娘山"]]),
    ],
))

# C. exchange student in Munich
ACCOUNTS.append(dict(
    key="C", user_id="u_mengxy", tenant_id="default",
    persona="孟晓宇，同济大三，慕尼黑工业大学交换一学期",
    probe_start="2026-11-02 21:00",
    families={"car": "none", "housing": None},
    drop_topics=["work", "commute", "finance"],
    drop_words=["公司", "出差", "同事", "大学", "领导", "年终", "工作", "业委会", "业主",
                "装修", "物业", "养老", "医保", "个人所得税", "绩效", "在职", "教师资格证",
                "项目管理", "合伙", "养车"],
    force_bg=["用户还没考驾照"],
    core=[
        ("m01", "用户是同济大学大三学生，2026年10月到2027年2月在慕尼黑工业大学交换一个学期", "profile", 0.85, "2026-07-05 10:00", "2027-02-28"),
        ("m02", "用户拿的是德国学生签证，有效期到2027年3月15日，只覆盖申根区", "fact", 0.8, "2026-08-12 15:30", None),
        ("m03", "用户每个月生活费大约900欧，出去玩尽量省钱，住青旅多人间也可以", "preference", 0.8, "2026-10-08 22:10", None),
        ("m04", "用户乳糖不耐受，喝牛奶、吃奶酪多了会肚子疼", "profile", 0.8, "2026-07-05 10:05", None),
        ("m05", "用户德语只有B1水平，英语比较流利", "profile", 0.6, "2026-07-05 10:08", None),
        ("m06", "用户打算买一张BahnCard 50铁路打折卡", "preference", 0.6, "2026-08-01 20:20", None),
        ("m07", "用户改主意了，没有办铁路打折卡，订的是每月63欧的德国月票，可以坐全德的区域火车和地铁，但不能坐ICE高铁", "fact", 0.7, "2026-10-14 18:40", None),
        ("m08", "用户的室友Lukas是科隆人，邀请用户圣诞节去他家过节", "relation", 0.6, "2026-10-20 23:00", None),
        ("m09", "用户的期末考试在2027年2月第一周，考前两周不打算出远门", "event", 0.7, "2026-10-20 23:05", "2027-02-12"),
        ("m10", "用户喜欢哥特式教堂和博物馆，在做一本记录欧洲大教堂的手账", "preference", 0.6, "2026-09-01 11:11", None),
    ],
    probes=[
        ("para", "德国人早饭不是cheese就是拿铁，我这肠胃可扛不住", ["m04"], []),
        ("para", "兜里就那几百欧，出去浪得抠着点花", ["m03"], []),
        ("para", "那些尖塔高耸的老教堂我想一座座去看，从哪座开始顺路", ["m10", "m07"], []),
        ("task", "寒假想去伦敦和爱丁堡转一圈，帮我安排一下", ["m02", "m09", "m03", "m10"], []),
        ("task", "圣诞节去科隆同学家过节，想顺便在周边城市玩两三天，坐车怎么安排最省钱？吃饭也帮我看看，他家里人说会准备一大桌德国菜，我有点担心", ["m08", "m07", "m03", "m04", "m10"], [["BahnCard"]]),
        ("direct", "我的签证到哪天到期？", ["m02"], []),
        ("abst", "慕尼黑啤酒节一般几月开始？", [], []),
        ("abst", "德语里谢谢和不客气怎么说", [], []),
        ("expiry", "这周末去纽伦堡，火车票怎么买最划算", ["m07", "m03"], [["BahnCard"]]),
        ("bg", "想和同学在德国租车跑一趟不限速高速，我能当司机不", [("BG", "用户还没考驾照")], []),
    ],
))

# D. choir soprano touring Vienna
ACCOUNTS.append(dict(
    key="D", user_id="u_linwanqing", tenant_id="default",
    persona="林婉清，无锡合唱团女高音，11月维也纳国际合唱节",
    probe_start="2026-09-20 19:30",
    families={"parents": None, "pet": None},
    drop_words=["合唱", "唱歌跑调", "KTV", "外婆", "参加工作", "在读大学"],
    force_bg=[],
    core=[
        ("m01", "用户所在的江南之声合唱团11月要去奥地利维也纳参加国际合唱节，全团统一出行", "event", 0.9, "2026-06-18 20:00", "2026-11-21"),
        ("m02", "用户声带长了小结，医生叮嘱少说话、不喝冰的、不吃辣，演出前要做雾化", "profile", 0.85, "2026-03-09 17:30", None),
        ("m03", "用户在团里唱女高音，还负责保管全团的演出服", "profile", 0.6, "2026-06-18 20:05", None),
        ("m04", "用户坐飞机起降的时候耳朵疼得厉害，要嚼口香糖才好一点", "preference", 0.6, "2025-12-02 08:40", None),
        ("m05", "用户的丈夫老秦不跟团，打算自己飞到维也纳看比赛", "relation", 0.6, "2026-09-10 21:15", None),
        ("m06", "用户对干燥特别敏感，酒店房间没有加湿器第二天嗓子就哑", "preference", 0.8, "2026-01-15 10:20", None),
        ("m07", "用户的护照2027年1月到期", "fact", 0.8, "2026-08-22 14:00", None),
        ("m08", "用户喜欢听管风琴，一直想去金色大厅听一场音乐会", "preference", 0.6, "2026-07-01 22:30", None),
        ("m09", "用户的合唱团定在11月8日出发", "event", 0.7, "2026-06-18 20:10", None),
        ("m10", "用户的合唱团出发日期改成了11月12日，11月20日回国", "event", 0.8, "2026-09-12 12:00", "2026-11-21"),
        ("m11", "用户的女儿在读初三，用户出国期间由外婆照看", "relation", 0.5, "2026-09-10 21:20", None),
    ],
    probes=[
        ("para", "嗓子里那俩小疙瘩，到了欧洲咋保养", ["m02", "m06"], []),
        ("para", "上回住北方宾馆，一宿下来喉咙跟砂纸一样，这回得提前跟酒店说", ["m06"], []),
        ("para", "飞机一往下落，我耳膜就跟要炸了一样", ["m04"], []),
        ("para", "我家那口子单飞过去捧场，帮他看看机票哪天走合适", ["m05", "m10"], [["11月8日"]]),
        ("task", "11月那趟出国比赛，帮我列一下出发前要办的事和行李清单，别漏了。团里的东西我也得一起操心，这是我们团第一次出国比赛，大家都有点紧张", ["m01", "m07", "m03", "m02", "m06"], []),
        ("task", "比赛完有一天自由活动，老秦也到了，帮我在维也纳排一下", ["m08", "m05", "m02", "m01"], []),
        ("direct", "我护照是哪个月到期？", ["m07"], []),
        ("abst", "奥地利的官方语言是德语吗", [], []),
        ("abst", "合唱和重唱有啥区别", [], []),
        ("expiry", "我们团到底哪天出发？", ["m10"], [["11月8日"]]),
    ],
))

# E. Hui Muslim woman from Yinchuan
ACCOUNTS.append(dict(
    key="E", user_id="u_mahaiyan", tenant_id="default",
    persona="马海燕，银川回族穆斯林，糖尿病，计划副朝",
    probe_start="2026-10-08 20:40",
    families={"parents": "retired"},
    drop_words=["参加工作", "在读大学", "兰州"],
    force_bg=["用户去过首尔，觉得明洞人太多"],
    core=[
        ("m01", "用户是回族穆斯林，只吃清真食物，不吃猪肉，也不喝酒", "profile", 0.95, "2025-10-10 19:00", None),
        ("m02", "用户每天做五次礼拜，出门在外需要干净安静的地方，还要知道朝拜的方向", "preference", 0.85, "2025-10-10 19:05", None),
        ("m03", "用户和丈夫打算2027年秋天去沙特麦加做副朝", "event", 0.8, "2026-05-02 21:00", "2027-12-31"),
        ("m04", "用户有二型糖尿病，每天要打胰岛素", "profile", 0.9, "2026-02-18 11:30", None),
        ("m05", "用户的丈夫马俊在银川开了一家牛肉面馆", "relation", 0.5, "2025-10-10 19:10", None),
        ("m06", "用户明年斋月期间不出远门，要在家过斋月", "preference", 0.8, "2026-08-05 22:00", "2027-03-10"),
        ("m07", "用户喜欢伊斯兰风格的老建筑，去过西安化觉巷的清真大寺", "preference", 0.5, "2026-03-01 15:00", None),
        ("m08", "用户的女儿马思雨在兰州读高中", "relation", 0.6, "2025-09-05 20:00", None),
        ("m09", "用户的女儿马思雨考上了南京大学，今年9月开学", "relation", 0.7, "2026-07-20 09:30", None),
        ("m10", "用户的母亲七十多岁，膝盖不好，一起出门时走不了太多路", "relation", 0.7, "2026-01-12 18:00", None),
        ("m11", "用户还没有办过护照", "fact", 0.75, "2026-05-02 21:05", None),
    ],
    probes=[
        ("para", "在外地吃饭最头疼，得找挂绿牌子的馆子", ["m01"], []),
        ("para", "到了宾馆头一件事，就是找准克尔白在哪个方向", ["m02"], []),
        ("para", "针得天天扎，出远门那些药咋带上飞机", ["m04"], []),
        ("task", "明年四月想带我妈和老马去马来西亚吉隆坡玩一个礼拜，帮我规划一下，吃住和证件都考虑进去，老马店里走不开，最多七八天", ["m11", "m10", "m04", "m01", "m02"], []),
        ("task", "明年二月中旬想去三亚避寒，帮我看看怎么安排", ["m06", "m04", "m01"], []),
        ("direct", "副朝我们定的是哪年去？", ["m03"], []),
        ("abst", "宁夏沙湖门票现在多少钱", [], []),
        ("abst", "牛肉面讲究的一清二白三红四绿是啥意思", [], []),
        ("expiry", "想去闺女上学那个城市看看她，顺便玩两天", ["m09", "m01", "m02"], [["兰州"]]),
        ("bg", "上回在首尔逛的那条街叫啥来着，人挤人的", [("BG", "用户去过首尔，觉得明洞人太多")], []),
    ],
))

# F. Buddhist lay devotee
ACCOUNTS.append(dict(
    key="F", user_id="u_zhoujingxin", tenant_id="default",
    persona="周静心，宁波退休会计，佛教居士，高血压",
    probe_start="2026-10-20 07:30",
    families={"parents": None},
    drop_topics=SENIOR_TOPICS,
    drop_words=SENIOR_WORDS + ["钓鱼", "剧本杀", "西藏", "青海", "川西", "长白山"],
    force_bg=[],
    core=[
        ("m01", "用户是皈依的佛教居士，吃全素，葱、蒜、韭菜这些五辛也不吃", "profile", 0.95, "2025-11-02 09:00", None),
        ("m02", "用户每月农历初一、十五要去寺里上香，出远门尽量避开这两天", "preference", 0.8, "2025-11-02 09:05", None),
        ("m03", "用户有高血压，每天早上吃降压药", "profile", 0.85, "2026-01-08 10:30", None),
        ("m04", "用户多年来一直想去拉萨大昭寺朝拜", "preference", 0.7, "2026-03-15 20:00", None),
        ("m05", "用户每天清晨五点起来做早课，要念一个小时的经", "preference", 0.6, "2026-02-10 06:50", None),
        ("m06", "用户和几位同修的师姐组了念佛团，每年结伴去一座佛教名山", "relation", 0.6, "2026-04-02 15:20", None),
        ("m07", "用户去年登五台山黛螺顶的一千多级台阶，回来膝盖疼了一个月", "event", 0.6, "2025-12-01 19:40", None),
        ("m08", "用户报名了2026年9月下旬普陀山的三天禅修营", "event", 0.75, "2026-08-01 16:00", "2026-09-30"),
        ("m09", "用户报名了2027年3月九华山的七天禅修营", "event", 0.8, "2026-10-12 18:10", "2027-03-31"),
        ("m10", "用户不杀生，出去玩不参加钓鱼、海钓这类活动，也不看动物表演", "preference", 0.6, "2026-05-05 21:00", None),
        ("m11", "用户的女儿在成都工作，一直劝用户别去高原", "relation", 0.5, "2026-06-01 20:30", None),
    ],
    probes=[
        ("para", "我不沾荤腥，连带冲味儿的那几样菜也不碰，点菜你帮我把把关", ["m01"], []),
        ("para", "海洋馆里逗海豚钻圈那种项目就别给我排了", ["m10"], []),
        ("para", "天不亮我就得起来做功课，跟人合住怕吵着别人", ["m05"], []),
        ("para", "每个月那两天我得在家附近的庙里，出门的日子你帮我错开", ["m02"], []),
        ("task", "明年五月想去拉萨了却一桩心愿，帮我规划一下行程，身体方面也帮我考虑考虑", ["m04", "m03", "m01", "m02"], []),
        ("task", "跟师姐们今年冬天想再去一座名山，帮我出出主意", ["m06", "m07", "m03", "m01", "m02"], []),
        ("direct", "我那个降压药是每天早上吃的吧？", ["m03"], []),
        ("abst", "杭州灵隐寺几点开门", [], []),
        ("abst", "素斋和素食是一回事吗", [], []),
        ("expiry", "禅修营出发前要准备点啥", ["m09", "m03"], [["普陀山"]]),
    ],
))

# G. Catholic widow from Shanghai
ACCOUNTS.append(dict(
    key="G", user_id="u_zhangxl", tenant_id="default",
    persona="张晓琳，上海天主教徒，明年复活节罗马朝圣",
    probe_start="2026-10-01 10:00",
    families={"parents": None},
    drop_topics=SENIOR_TOPICS,
    drop_words=SENIOR_WORDS + ["西双版纳"],
    force_bg=["用户在丽江古城丢过一次手机"],
    core=[
        ("m01", "用户是天主教徒，每个主日都要去望弥撒，出门在外也要找附近的教堂", "profile", 0.9, "2025-10-20 21:00", None),
        ("m02", "用户在四旬期的每个星期五守小斋，不吃肉", "preference", 0.7, "2026-02-20 19:00", None),
        ("m03", "用户计划2027年复活节去罗马和梵蒂冈朝圣", "event", 0.85, "2026-09-08 20:00", "2027-04-05"),
        ("m04", "用户晕车很严重，山路和长途大巴都受不了", "profile", 0.8, "2025-12-05 09:15", None),
        ("m05", "用户在堂区做义工，每周三晚上去养老院陪老人", "profile", 0.5, "2026-01-10 20:30", None),
        ("m06", "用户一句意大利语都不会，英语也很一般", "profile", 0.6, "2026-09-08 20:05", None),
        ("m07", "用户这次朝圣跟堂区二十位教友一起，由神父带队", "relation", 0.7, "2026-09-08 20:10", None),
        ("m08", "用户怕热，气温超过三十度就容易中暑", "profile", 0.6, "2026-06-15 14:00", None),
        ("m09", "用户打算2026年5月圣母月去佘山圣母大殿朝圣", "event", 0.7, "2026-03-01 18:00", "2026-05-31"),
        ("m10", "用户的老伴两年前去世了，现在多是一个人出门", "relation", 0.5, "2025-10-20 21:05", None),
    ],
    probes=[
        ("para", "礼拜天不管跑到哪儿，总得找个能领圣体的地方", ["m01"], []),
        ("para", "一坐盘山公路的车我就翻江倒海", ["m04"], []),
        ("para", "星期三夜里那摊事我脱不开身，出门别占这天", ["m05"], []),
        ("task", "明年复活节去罗马那趟，帮我把行程和要注意的事情都理一理，吃饭方面也帮我想想", ["m03", "m07", "m02", "m06", "m01"], []),
        ("task", "七月想一个人去新疆喀纳斯转转，帮我安排一下", ["m08", "m04", "m01"], []),
        ("direct", "我复活节那趟朝圣是跟谁一起去来着？", ["m07", "m03"], []),
        ("abst", "罗马斗兽场和古罗马广场是同一张票吗", [], []),
        ("abst", "复活节彩蛋是什么来历", [], []),
        ("expiry", "我跟你说过的那次朝圣，出发前还要准备点啥", ["m03", "m07"], [["佘山"]]),
        ("bg", "去云南那些古城逛，小偷多吗？我以前就在那边栽过跟头", [("BG", "用户在丽江古城丢过一次手机")], []),
    ],
))

# H. wheelchair basketball player
ACCOUNTS.append(dict(
    key="H", user_id="u_gaoxiang", tenant_id="default",
    persona="高翔，脊髓损伤，轮椅篮球队后卫，12月深圳比赛",
    probe_start="2026-10-12 20:00",
    no_active=True,
    families={"pet": "cat", "car": None, "commute": "wfh"},
    drop_words=["爬", "骑", "跑", "散步", "跳", "守门员", "扭伤", "滑冰", "绝育", "猫粮",
                "键盘", "大姨", "邻居", "长白山"],
    force_bg=["用户养了一只橘猫，叫年糕", "用户给猫买了一个自动喂食器"],
    core=[
        ("m01", "用户因为脊髓损伤下肢瘫痪，日常用手动轮椅，住宿需要无障碍房间和无障碍卫生间", "profile", 0.95, "2025-10-05 10:00", None),
        ("m02", "用户是市轮椅篮球队的后卫，球队12月要去深圳参加全国轮椅篮球锦标赛", "event", 0.85, "2026-09-15 21:00", "2026-12-20"),
        ("m03", "用户比赛用的运动轮椅可以拆，托运前要把轮子卸下来单独打包", "fact", 0.8, "2026-09-15 21:05", None),
        ("m04", "用户坐飞机要提前申请机场轮椅服务和登机用的窄轮椅", "preference", 0.8, "2025-11-11 12:00", None),
        ("m05", "用户需要定时导尿，每三到四个小时一次，长途大巴很不方便", "profile", 0.85, "2025-10-05 10:05", None),
        ("m06", "用户很想去一个有无障碍海滩通道的海边", "preference", 0.5, "2026-05-20 22:00", None),
        ("m07", "用户的队友阿坤也坐轮椅，两人经常结伴出门", "relation", 0.6, "2026-02-02 19:30", None),
        ("m08", "用户开的是一辆加装了手控装置的旧款比亚迪轿车", "fact", 0.6, "2025-09-20 17:00", None),
        ("m09", "用户换了一辆带侧滑门和电动坡道的手控改装MPV，轮椅可以直接推上车", "fact", 0.75, "2026-08-18 16:40", None),
        ("m10", "用户下肢没有知觉，天冷时容易冻伤自己也察觉不到", "profile", 0.75, "2025-12-20 08:30", None),
        ("m11", "用户有残疾人证，不少景区凭证免门票", "fact", 0.6, "2026-03-03 11:00", None),
    ],
    probes=[
        ("para", "我这两条腿使不上劲，住的地方门口有台阶就歇菜", ["m01"], []),
        ("para", "坐车超过三个钟头我就得找地方插管，你懂的", ["m05"], []),
        ("para", "想找个能把轮子直接推到沙滩边的海滨城市", ["m06"], []),
        ("task", "12月去深圳打比赛，帮我把机票、托运和酒店都安排一下，我和阿坤一起走", ["m02", "m03", "m04", "m01", "m07"], []),
        ("task", "元旦想去哈尔滨看冰雕，帮我规划下", ["m10", "m01", "m04", "m05"], []),
        ("direct", "我有残疾人证，景区门票能免吗？", ["m11"], []),
        ("abst", "NBA季后赛一般几月开始", [], []),
        ("expiry", "周末想和阿坤自驾去清远泡温泉，我这车能塞下两台轮椅吗", ["m09"], [["比亚迪"]]),
        ("bg", "出门这几天家里的橘猫咋办，有靠谱的寄养吗", [("BG", "用户养了一只橘猫，叫年糕"), ("BG", "用户给猫买了一个自动喂食器")], []),
    ],
))

# I. birdwatcher
ACCOUNTS.append(dict(
    key="I", user_id="u_hezhiqiu", tenant_id="default",
    persona="何知秋，北京退休工程师，观鸟，哮喘",
    probe_start="2026-10-08 06:00",
    families={"parents": None, "pet": "fish"},
    drop_topics=SENIOR_TOPICS,
    drop_words=SENIOR_WORDS + ["长白山", "哈尔滨"],
    force_bg=["用户有轻微的颈椎问题，是久坐导致的"],
    core=[
        ("m01", "用户是观鸟爱好者，记录了六百多种鸟，最大的心愿是拍到野生的海南鳽", "profile", 0.8, "2025-10-01 09:00", None),
        ("m02", "用户有一支600毫米的长焦镜头和一个三脚架，坐飞机时镜头一定随身带", "preference", 0.8, "2025-10-01 09:05", None),
        ("m03", "用户看鸟要赶在日出前到观测点，住宿离观鸟点越近越好", "preference", 0.8, "2025-11-15 21:00", None),
        ("m04", "用户有哮喘，冬天冷空气一激就喘，随身带沙丁胺醇喷雾", "profile", 0.85, "2025-12-10 08:00", None),
        ("m05", "用户是北京观鸟会的会员，每年冬天参加水鸟同步调查", "relation", 0.5, "2026-01-05 19:00", None),
        ("m06", "用户的老伴常陪着出门，但她对看鸟没兴趣，更喜欢泡温泉、逛古镇", "relation", 0.6, "2026-03-20 20:00", None),
        ("m07", "用户晕船很厉害", "profile", 0.7, "2026-04-18 12:30", None),
        ("m08", "用户约了鸟友2026年4月去云南盈江看犀鸟", "event", 0.7, "2026-01-20 22:00", "2026-04-30"),
        ("m09", "用户约了鸟友11月中旬去江苏如东看勺嘴鹬", "event", 0.8, "2026-09-25 21:30", "2026-11-30"),
    ],
    probes=[
        ("para", "那根大炮我可舍不得托运，磕一下心疼死", ["m02"], []),
        ("para", "一到零下我这气管就拉警报", ["m04"], []),
        ("para", "我家那位对鸟不感冒，出门得给她也找点乐子", ["m06"], []),
        ("task", "一月份想去黑龙江扎龙看丹顶鹤，带老伴一起，帮我规划下", ["m04", "m02", "m03", "m06"], []),
        ("task", "想报个出海看海鸟的船，去舟山那边，帮我安排一下", ["m07", "m02", "m03"], []),
        ("direct", "我最想拍到的是哪种鸟来着？", ["m01"], []),
        ("abst", "鸳鸯真的是一夫一妻吗", [], []),
        ("abst", "候鸟迁徙靠什么认路", [], []),
        ("expiry", "跟鸟友约的那趟，帮我订下住宿", ["m09", "m03"], [["盈江"], ["犀鸟"]]),
        ("bg", "老仰着头找树梢上的鸟，脖子那块老毛病又犯了", [("BG", "用户有轻微的颈椎问题，是久坐导致的")], []),
    ],
))

# J. teacher leading a school study trip
ACCOUNTS.append(dict(
    key="J", user_id="u_songliqun", tenant_id="default",
    persona="宋立群，绍兴初二班主任，11月带班去西安研学",
    probe_start="2026-10-06 21:00",
    families={},
    drop_topics=["work"],
    drop_words=["公司", "出差", "教师资格证"],
    force_bg=[],
    core=[
        ("m01", "用户是绍兴一所初中的初二班主任，11月要带全班42个学生去西安研学五天", "event", 0.9, "2026-09-03 20:00", "2026-11-30"),
        ("m02", "用户班上有个学生有癫痫，需要按时吃药，不能太累", "fact", 0.85, "2026-09-10 21:00", None),
        ("m03", "用户班上有三个回族学生，吃饭要安排清真", "fact", 0.85, "2026-09-10 21:05", None),
        ("m04", "用户学校规定研学人均预算不超过3500元，含交通、食宿和门票", "fact", 0.8, "2026-09-03 20:05", None),
        ("m05", "用户要求学生每天写研学日志，行程要跟历史课的秦、汉、唐单元挂钩", "preference", 0.7, "2026-09-05 19:30", None),
        ("m06", "用户恐高，不敢坐缆车", "profile", 0.7, "2026-04-01 18:00", None),
        ("m07", "用户学校规定研学往返必须坐高铁，不能坐夜车，也不能坐大巴跑长途", "fact", 0.7, "2026-09-03 20:10", None),
        ("m08", "用户这次研学的搭档是体育组的刘老师", "relation", 0.6, "2026-09-20 12:00", None),
        ("m09", "用户的儿子上小学四年级，用户想寒假带他去北京看故宫", "relation", 0.6, "2026-06-12 20:00", None),
    ],
    probes=[
        ("para", "那孩子一累着就可能犯病，行程千万别排太满", ["m02"], []),
        ("para", "班上那几个娃不吃大肉，饭得单独弄", ["m03"], []),
        ("para", "寒假想带小家伙去看看皇帝住过的地方", ["m09"], []),
        ("para", "我一到高处腿就软，那种吊在半空的车厢打死不坐", ["m06"], []),
        ("task", "帮我排一下西安五天研学每天去哪，要能跟课本挂钩，别把孩子累垮", ["m01", "m05", "m02"], []),
        ("task", "研学的交通和吃饭你帮我算算，预算卡得紧", ["m07", "m03", "m04", "m01"], []),
        ("direct", "学校给的研学人均预算是多少？", ["m04"], []),
        ("abst", "兵马俑是哪一年发现的", [], []),
    ],
))

# K. chess player
ACCOUNTS.append(dict(
    key="K", user_id="u_luyiming", tenant_id="default",
    persona="陆一鸣，程序员，国际象棋等级分2150，1月荷兰公开赛",
    probe_start="2026-10-15 22:00",
    families={},
    drop_words=[],
    force_bg=[],
    core=[
        ("m01", "用户下国际象棋，国际等级分2150，每年会去打几场公开赛", "profile", 0.8, "2025-11-01 21:00", None),
        ("m02", "用户报名了2027年1月在荷兰维克安泽举办的塔塔钢铁国际象棋节业余组比赛", "event", 0.85, "2026-09-28 23:00", "2027-02-01"),
        ("m03", "用户比赛期间对噪音很敏感，酒店房间一定要安静", "preference", 0.7, "2026-02-15 20:00", None),
        ("m04", "用户有偏头痛，睡不好或者饿着就会犯，比赛日三餐必须准点", "profile", 0.8, "2026-03-03 12:30", None),
        ("m05", "用户今年6月拿到了日本五年多次往返签证", "fact", 0.7, "2026-06-20 18:00", None),
        ("m06", "用户的教练老韩大赛会陪同，帮用户研究对手的开局", "relation", 0.6, "2026-05-11 22:00", None),
        ("m07", "用户报名了2026年7月在塞尔维亚的国际象棋公开赛", "event", 0.7, "2026-04-10 21:30", "2026-07-31"),
        ("m08", "用户从来没办过申根签证", "fact", 0.7, "2026-09-28 23:05", None),
    ],
    probes=[
        ("para", "我那migraine一犯，棋盘都看不清了，比赛那几天你得提醒我", ["m04"], []),
        ("para", "下棋那几天隔壁要是砸墙装修，我就完犊子了", ["m03"], []),
        ("para", "我现在这个ELO分，报哪个组别比较合适", ["m01", "m02"], []),
        ("task", "一月去荷兰打比赛，帮我安排签证、住宿，比赛那几天吃饭也帮我想想。老韩也一起去，我们俩晚上还得在房间里复盘备赛，一般要弄到半夜", ["m02", "m08", "m03", "m04", "m06"], [["塞尔维亚"]]),
        ("task", "明年春天想去东京打个周末快棋赛，顺便玩两天，帮我看看", ["m05", "m04", "m03"], []),
        ("abst", "卡尔森现在还是世界冠军吗", [], []),
    ],
))

# L. retired soldier, community patrol leader
ACCOUNTS.append(dict(
    key="L", user_id="u_zhaojianguo", tenant_id="default",
    persona="赵建国，石家庄退役军人，阿里老兵，心脏支架",
    probe_start="2026-10-09 19:00",
    families={"parents": None, "car": "gas"},
    drop_topics=SENIOR_TOPICS,
    drop_words=SENIOR_WORDS + ["献血", "跳绳", "青海", "川西"],
    force_bg=[],
    core=[
        ("m01", "用户是退役军人，年轻时在西藏阿里的边防哨所当了五年兵", "profile", 0.8, "2025-10-01 10:00", None),
        ("m02", "用户和老战友约好2027年夏天一起重走新藏线，回阿里看看当年的哨所", "event", 0.85, "2026-09-01 21:00", "2027-09-30"),
        ("m03", "用户有退役军人优待证，很多景区凭证免门票", "fact", 0.7, "2025-10-01 10:05", None),
        ("m04", "用户腰椎间盘突出，坐车超过两个小时就得下来活动活动", "profile", 0.8, "2026-01-15 09:00", None),
        ("m05", "用户心脏装过两个支架，医生不建议去海拔四千米以上的地方", "profile", 0.9, "2026-03-20 16:00", None),
        ("m06", "用户的老伴刘桂兰爱拍照，出门总想找花海和古村", "relation", 0.5, "2026-04-10 20:00", None),
        ("m07", "用户是社区义务巡逻队队长，每周二、周四晚上要带队巡逻", "profile", 0.6, "2026-05-01 19:00", None),
        ("m08", "用户打算2026年8月1日去西安参加战友聚会", "event", 0.7, "2026-06-01 20:00", "2026-08-02"),
    ],
    probes=[
        ("para", "当年守的那个山口，这辈子还想回去再站一站", ["m01", "m02"], []),
        ("para", "我这个老兵证出去玩能省点门票不", ["m03"], []),
        ("para", "礼拜二礼拜四晚上我有岗，出门别跟这两天撞了", ["m07"], []),
        ("para", "我胸口里搁了俩小零件，哪些地方去不得", ["m05"], []),
        ("task", "明年夏天跟战友们走一趟新藏线，从叶城出发一路到阿里，大家都六十多了，帮我看看行程咋安排，身体吃不吃得消，路上要准备些啥", ["m02", "m05", "m04", "m01"], []),
        ("task", "下个月想带老伴自驾去婺源看秋色，帮我排一下", ["m04", "m06", "m03"], []),
        ("abst", "八一建军节是哪一年定下来的", [], []),
        ("expiry", "下回跟老战友们碰头是啥安排来着", ["m02"], [["西安"]]),
    ],
))


# --------------------------------------------------------------------------
# background pool
# --------------------------------------------------------------------------

def parse_pool():
    items = []
    topic = mtype = None
    for raw in background_pool.POOL.splitlines():
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
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
            else:
                raise ValueError(f"unknown tag {t!r}")
        items.append(dict(topic=topic.split()[0], type=mtype, text=line,
                          fams=fams, active=active))
    return items


def seeded_rng(*parts):
    h = hashlib.sha256("|".join(("holdout15",) + parts).encode("utf-8")).hexdigest()
    return random.Random(int(h[:16], 16))


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def pick_background(acc, pool):
    rng = seeded_rng(acc["tenant_id"], acc["user_id"], "bg")
    families = sorted({f for it in pool for f in it["fams"]})
    choice = {}
    for f in families:
        clusters = sorted({it["fams"][f] for it in pool if f in it["fams"]})
        pick = rng.choice(clusters)  # always draw, so forcing does not shift the stream
        choice[f] = acc["families"].get(f, pick) if f in acc["families"] else pick

    core_text = " ".join(c[1] for c in acc["core"])
    probe_text = " ".join(p[1] for p in acc["probes"] if p[0] != "abst")
    places = [w for w in background_pool.PLACE_WORDS if w in core_text or w in probe_text]
    forbid_words = [norm(w) for p in acc["probes"] for alts in p[3] for w in alts]
    drop_topics = set(acc.get("drop_topics", []))
    drop_words = list(acc.get("drop_words", []))
    forced = list(acc["force_bg"])

    def family_ok(it):
        for f, c in it["fams"].items():
            if choice[f] is None or choice[f] != c:
                return False
        return True

    def ok(it, is_forced):
        if not family_ok(it):
            return False
        if any(w in norm(it["text"]) for w in forbid_words):
            return False
        if is_forced:
            return True
        if acc.get("no_active") and it["active"]:
            return False
        if it["topic"] in drop_topics:
            return False
        if any(w in it["text"] for w in GLOBAL_DROP + drop_words + places):
            return False
        return True

    by_text = {it["text"]: it for it in pool}
    for t in forced:
        if t not in by_text:
            raise SystemExit(f"[{acc['key']}] forced statement not in pool: {t}")
        if not ok(by_text[t], True):
            raise SystemExit(f"[{acc['key']}] forced statement filtered out: {t}")
    cands = [it for it in pool if it["text"] not in forced and ok(it, False)]
    need = N_BACKGROUND - len(forced)
    if len(cands) < need:
        raise SystemExit(f"[{acc['key']}] only {len(cands)} background candidates")
    chosen_texts = set(forced) | {it["text"] for it in rng.sample(cands, need)}
    chosen = [it for it in pool if it["text"] in chosen_texts]  # pool order

    span = int((BG_END - BG_START).total_seconds() // 60)
    out = []
    for i, it in enumerate(chosen, 1):
        minute = rng.randrange(span)
        when = BG_START + _dt.timedelta(minutes=minute)
        imp = rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6])
        out.append(dict(id=f"b{i:03d}", content=it["text"], type=it["type"],
                        importance=imp,
                        created_at=when.strftime("%Y-%m-%dT%H:%M:00") + TZ))
    return out


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------

def build():
    pool = parse_pool()
    texts = [it["text"] for it in pool]
    if len(texts) != len(set(texts)):
        raise SystemExit("duplicate statements in background pool")
    users = []
    counters = {k: 0 for k in EXPECTED_KINDS}
    serial = 0
    for acc in ACCOUNTS:
        mems = []
        for mid, content, mtype, imp, created, until in acc["core"]:
            m = dict(id=mid, content=content, type=mtype, importance=imp, created_at=T(created))
            if until:
                m["valid_until"] = f"{until}T23:59:59{TZ}"
            mems.append(m)
        bg = pick_background(acc, pool)
        bg_id = {m["content"]: m["id"] for m in bg}
        mems.extend(bg)
        mems.sort(key=lambda m: (m["created_at"], m["id"]))

        start = _dt.datetime.strptime(acc["probe_start"], "%Y-%m-%d %H:%M")
        probes = []
        for i, (kind, query, rel, forbid) in enumerate(acc["probes"]):
            serial += 1
            counters[kind] += 1
            rel_ids = []
            for r in rel:
                if isinstance(r, tuple):
                    rel_ids.append(bg_id[r[1]])
                else:
                    rel_ids.append(r)
            at = start + _dt.timedelta(hours=19 * i, minutes=7 * i)
            p = dict(id=f"h15-{kind}-{serial:03d}", at=at.strftime("%Y-%m-%dT%H:%M:00") + TZ,
                     query=query, relevant=rel_ids)
            if forbid:
                p["forbid"] = [list(a) for a in forbid]
            probes.append(p)
        users.append(dict(user_id=acc["user_id"], tenant_id=acc["tenant_id"],
                          memories=mems, probes=probes))
    data = {
        "format": "memory-eval/v1",
        "name": "zh retrieval holdout15: travel shaped by sport, study, faith and community",
        "users": users,
    }
    validate(data)
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def validate(data):
    errors = []
    seen_probe = set()
    seen_acct = set()
    kinds = {k: 0 for k in EXPECTED_KINDS}
    for acc, u in zip(ACCOUNTS, data["users"]):
        key = (u["tenant_id"], u["user_id"])
        if key in seen_acct:
            errors.append(f"duplicate account {key}")
        seen_acct.add(key)
        ids = [m["id"] for m in u["memories"]]
        if len(ids) != len(set(ids)):
            errors.append(f"{key}: duplicate memory ids")
        contents = [m["content"] for m in u["memories"]]
        if len(contents) != len(set(contents)):
            errors.append(f"{key}: duplicate memory contents")
        by_id = {m["id"]: m for m in u["memories"]}
        all_text = norm(" ".join(contents))
        last_created = max(m["created_at"] for m in u["memories"])
        for p in u["probes"]:
            kind = p["id"].split("-")[1]
            kinds[kind] += 1
            if p["id"] in seen_probe:
                errors.append(f"duplicate probe id {p['id']}")
            seen_probe.add(p["id"])
            if p["at"] <= last_created:
                errors.append(f"{p['id']}: probe precedes a memory's created_at")
            rel = p["relevant"]
            if len(rel) != len(set(rel)):
                errors.append(f"{p['id']}: duplicate relevant ids")
            for r in rel:
                if r not in by_id:
                    errors.append(f"{p['id']}: unknown id {r}")
                elif "valid_until" in by_id[r] and by_id[r]["valid_until"] < p["at"]:
                    errors.append(f"{p['id']}: relevant {r} already expired")
            if kind == "abst" and rel:
                errors.append(f"{p['id']}: abst with relevant")
            if kind != "abst" and not rel:
                errors.append(f"{p['id']}: empty relevant")
            if kind == "bg" and not all(r.startswith("b") for r in rel):
                errors.append(f"{p['id']}: bg probe uses core memories")
            if kind != "bg" and any(r.startswith("b") for r in rel):
                errors.append(f"{p['id']}: non-bg probe uses background")
            if kind == "task" and not 3 <= len(rel) <= 5:
                errors.append(f"{p['id']}: task needs 3-5 memories")
            if kind == "expiry" and not p.get("forbid"):
                errors.append(f"{p['id']}: expiry without forbid")
            for alts in p.get("forbid", []):
                for w in alts:
                    for r in rel:
                        if norm(w) in norm(by_id[r]["content"]):
                            errors.append(f"{p['id']}: forbid {w!r} inside relevant {r}")
                    if kind == "expiry" and norm(w) not in all_text:
                        errors.append(f"{p['id']}: expiry forbid {w!r} matches nothing stored")
        n = len(u["memories"])
        if not 145 <= n <= 155:
            errors.append(f"{key}: {n} memories")
    # a forbid keyword may occur in the account's own memories only inside
    # its stale (superseded or expired) memories; twin keywords not at all
    for u in data["users"]:
        for p in u["probes"]:
            for alts in p.get("forbid", []):
                for w in alts:
                    hits = [m["id"] for m in u["memories"] if norm(w) in norm(m["content"])]
                    stale = set(STALE.get((u["tenant_id"], u["user_id"]), []))
                    if not set(hits) <= stale:
                        errors.append(f"{p['id']}: forbid {w!r} hits current memories {hits}")
    if kinds != EXPECTED_KINDS:
        errors.append(f"kind counts {kinds} != {EXPECTED_KINDS}")
    if errors:
        raise SystemExit("validation failed:\n  " + "\n  ".join(errors))


STALE = {("yitu_app", "u_runner07"): ["m08"], ("yitu_club", "u_runner07"): ["m09"],
         ("default", "u_mengxy"): ["m06"], ("default", "u_linwanqing"): ["m09"],
         ("default", "u_mahaiyan"): ["m08"], ("default", "u_zhoujingxin"): ["m08"],
         ("default", "u_zhangxl"): ["m09"], ("default", "u_gaoxiang"): ["m08"],
         ("default", "u_hezhiqiu"): ["m08"], ("default", "u_luyiming"): ["m07"],
         ("default", "u_zhaojianguo"): ["m08"]}


def report(text):
    data = json.loads(text)
    kinds = {k: 0 for k in EXPECTED_KINDS}
    lens = []
    n_mem = []
    for u in data["users"]:
        n_mem.append(len(u["memories"]))
        for p in u["probes"]:
            kinds[p["id"].split("-")[1]] += 1
            lens.append(len(p["query"]))
    total = sum(kinds.values())
    print(f"users: {len(data['users'])}  memories/user: {min(n_mem)}-{max(n_mem)} "
          f"(total {sum(n_mem)})  probes: {total}")
    for k in EXPECTED_KINDS:
        print(f"  {k:<7}{kinds[k]:>4}")
    lens.sort()
    print(f"query length: min {lens[0]}, median {lens[len(lens) // 2]}, max {lens[-1]}, "
          f"8-40 chars: {sum(8 <= n <= 40 for n in lens)}, >40: {sum(n > 40 for n in lens)}")


def main(argv):
    text = build()
    if "--check" in argv:
        try:
            with open(OUT, "r", encoding="utf-8", newline="") as f:
                disk = f.read()
        except FileNotFoundError:
            print(f"missing {OUT}")
            return 1
        if disk != text:
            print("MISMATCH: file on disk differs from a fresh build")
            return 1
        print("OK: file on disk matches a fresh build byte-for-byte")
        if "--report" in argv:
            report(text)
        return 0
    if "--report" in argv:
        report(text)
        return 0
    with open(OUT, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    print(f"wrote {OUT}")
    report(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
