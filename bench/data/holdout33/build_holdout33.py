#!/usr/bin/env python3
"""Builder for hold-out 33: a BLIND Chinese retrieval set (track R, memory-eval/v1).

Theme
-----
"Travel shaped by learning and making": language-exam trips abroad (DELF in
Lyon, JLPT in Fukuoka, IELTS in Macau), accessible travel (a wheelchair user
whose chair changes from manual to powered; a traveller with low vision who
trades the white cane for a guide dog; a retired teacher whose hearing aids
are replaced), a photographer / drone pilot whose kit and permits change, a
folk musician on a summer tour whose band line-up and dates move, a potter
visiting kilns, a digital nomad whose base city and visas change, a parent
whose child's school calendar and exams fix the travel dates, and a food
writer with a newly diagnosed coeliac disease.  Each life has changes of
state over months (kit sold and replaced, moves, visas refused / renewed,
injuries begun and healed, people joining or quitting, plans moved or
cancelled).

Output: zh_retrieval_holdout33.json (same folder).  Usage:
    python3 build_holdout33.py           # build, validate, write the JSON
    python3 build_holdout33.py --check   # build in memory and validate only;
                                         # exit status 1 on any problem

Standard library only; deterministic (SEED = 3303, random.Random per account).

Blindness record (lab notebook)
-------------------------------
Read (text only):
  * /work/shared/eval/FORMAT.md                         (cat)
  * /work/main/bench/data/src/background_pool.py        (wc -c; head -c 6000;
    sed -n on the POOL section; a `python3 -` snippet that ast.parse()d the
    file and printed the names of its top-level assignments: PLACE_WORDS,
    POOL).  The module was never imported or executed.  This builder reads it
    the same way: ast.parse + ast.literal_eval of the PLACE_WORDS and POOL
    literals.
Listed: only the new, empty folder /work/main/bench/data/holdout33/ (ls -la
  right after mkdir -p).  No other folder was listed.
Wrote: /work/main/bench/data/holdout33/build_holdout33.py (this file) and
  /work/main/bench/data/holdout33/zh_retrieval_holdout33.json (its output).
  No throw-away files.
Ran: cat / wc / head / sed / the ast snippet above on the two allowed files;
  mkdir -p + ls -la of the new folder; `python3 build_holdout33.py --check`
  and `python3 build_holdout33.py` (several times while fixing the data);
  small `python3 -` heredoc snippets that (a) edited this builder's text
  (query wording, BG_RULES) and (b) loaded the generated JSON in this folder
  and printed its background memories and probes for review, and (c) with
  PYTHONDONTWRITEBYTECODE=1 imported this builder (only this file) to feed
  deliberately broken in-memory copies of the data to validate(), to see that
  the checks fire.  No file was written by these snippets.  Nothing else.
Not opened / listed / run: engine code, tests, READMEs, other hold-outs or
  evaluation data, git, project tools.

Background memories
-------------------
Drawn from POOL of background_pool.py.  POOL statements are third person
("用户…"); they are turned into first person by replacing "用户" with "我" so
they sit naturally next to the hand-written first-person memories.  The
memory type is the last word of the POOL topic header.  Per account the
builder: keeps one cluster per tag family (some families forced or dropped,
see BG_RULES); drops [active] statements for the wheelchair user; drops whole
topics that contradict the life (office "work"/"commute" for the retiree,
freelancers, students, nurse, nomad); drops statements with relative future
time words (下个月, 下半年, 明年, 下周); drops statements naming a place that
occurs in the account's core memories or probe queries; drops statements
containing any forbid keyword of the account's probes; drops statements with
account-specific "avoid" words chosen so that no background statement
answers (or contradicts) an abstention / paraphrase / task probe.  Then it
samples 130-150 of the rest (seeded), always including the statement a
background probe needs.

valid_until: every dated plan carries an explicit valid_until.  Any other
memory (core or background) whose text contains a time word gets
2099-12-31T23:59:59+08:00, so the engine does not infer an expiry from
durable facts such as "三月换了电动轮椅" or "每周四上午上课".

Background memories per account: zhouyan 141, ajie-jp 143, ajie-tao 146,
qinlan 139, hewei 143, gaofeng 135, bayin 130, sunyi 132, luojing 142,
tanghui 145, xiaqing 147, yangfan 142 -> 1,686 background + 181 core =
1,867 memories.

Accounts (12 lives, 11 user ids; u_ajie appears in two tenants)
----------------------------------------------------------------
key       user_id      tenant_id  life                                       core  probes
zhouyan   u_zhouyan    t_linguo   DELF B2 exam moved Paris->Lyon, homestay     16    10
ajie-jp   u_ajie       t_yuxue    "阿杰", JLPT N2 in Fukuoka, dorm->flat        15    11 (8 leak)
ajie-tao  u_ajie       t_taoyi    "阿杰", potter, Shigaraki wood-fire camp      16    11 (8 leak)
qinlan    u_qinlan     t_wuai     wheelchair user, manual->power chair         15    10
hewei     u_hewei      t_wuai     low vision, white cane->guide dog 可乐        15     9
gaofeng   u_gaofeng    t_paishe   photographer/drone pilot, Iceland shoot      15    11
bayin     u_bayin      t_minyue   morin khuur player, summer tour              15     9
sunyi     u_sunyi      t_youmin   digital nomad, Chiang Mai->Tbilisi, D8 visa  15    10
luojing   u_luojing    t_jiaxiao  parent, daughter changed school, Hokkaido    15     9
tanghui   u_tanghui    t_laonian  retired teacher, new hearing aids, Shanxi    15     8
xiaqing   u_xiaqing    t_shike    food writer, coeliac, Bologna / Shunde       15     8
yangfan   u_yangfan    t_linguo   ICU nurse, IELTS writing retake in Macau     15     6
The two u_ajie lives share a nickname (阿杰), Japan, a Fujifilm camera
(X-S20 vs X-T5), 台湾, 老师, exams (N2 vs N5), blood type questions (O vs A).

Probe ids: "<account>-<kind>-<nn>" (+ "-leak" for cross-tenant leak probes).
Kinds and counts (112 in all):
  para 42 (paraphrase), task 24, direct 10, abstain 20 (relevant []),
  expiry 10 (8 still valid at `at`, 2 already expired -> relevant []),
  background 6 (the needed memory came from POOL).
Leak probes: 16 = 8 in ajie-jp + 8 in ajie-tao; each forbids distinctive
  words of the twin tenant's life.
Per account (para/task/direct/abstain/expiry/background):
  zhouyan 4/2/1/2/1/0, ajie-jp 4/2/1/2/1/1, ajie-tao 4/2/1/2/1/1,
  qinlan 4/2/1/2/1/0, hewei 3/2/1/2/1/0, gaofeng 4/2/1/2/1/1,
  bayin 3/2/1/1/1/1, sunyi 4/2/1/2/1/0, luojing 3/2/1/1/1/1,
  tanghui 3/2/1/2/0/0, xiaqing 3/2/0/1/1/1, yangfan 3/2/0/1/0/0.
Expired expiry probes: zhouyan-expiry-01 (Lyon speaking course ended
  2026-05-15), sunyi-expiry-01 (Yerevan Easter weekend ended 2026-04-13).
"""

import argparse
import ast
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
POOL_PATH = HERE.parent / "src" / "background_pool.py"
OUT_PATH = HERE / "zh_retrieval_holdout33.json"
SEED = 3303
FAR = "2099-12-31T23:59:59+08:00"
SET_NAME = "zh-retrieval-holdout33 (travel shaped by learning and making)"

KIND_TARGETS = {"para": 42, "task": 24, "direct": 10, "abstain": 20,
                "expiry": 10, "background": 6}
ALLOWED_TYPES = {"fact", "preference", "profile", "relation", "event"}

# Places used by this set (added to PLACE_WORDS for the place filter).
EXTRA_PLACES = [
    "里昂", "巴黎", "安纳西", "法国", "英国", "福冈", "博多", "长沙", "信乐", "京都",
    "有田", "潮州", "狮城", "大连", "冰岛", "呼和浩特", "西安", "昆明", "蓉城", "柏林",
    "格鲁吉亚", "第比利斯", "葡萄牙", "亚美尼亚", "埃里温", "荷兰", "阿姆斯特丹", "东南亚",
    "北海道", "山西", "晋北", "五台山", "爱丁堡", "广东", "顺德", "意大利", "博洛尼亚",
    "兰州", "澳门", "珠海", "曼彻斯特", "关西", "欧洲",
]

GLOBAL_AVOID = ["下个月", "下半年", "明年", "下周"]

TIME_WORD_RE = re.compile(
    r"\d{4}年|\d{1,2}月|\d{1,2}日|\d{1,2}号|[一二三四五六七八九十]{1,2}月|"
    r"春节|国庆|清明|端午|中秋|元旦|除夕|复活节|双十一|"
    r"周[一二三四五六日末]|星期|礼拜|上周|本周|这周|每周|每月|每个月|每年|每天|"
    r"今年|去年|前年|年底|年初|月底|月初|季度|寒假|暑假|学期|"
    r"[春夏秋冬]天|早上|上午|下午|晚上|凌晨|白天|夜里|最近|刚刚|上个月|上半年"
)


def T(day, hm="10:00"):
    """'2026-06-02', '09:12' -> ISO with +08:00."""
    return f"{day}T{hm}:00+08:00"


def END(day):
    return f"{day}T23:59:59+08:00"


# ---------------------------------------------------------------------------
# Accounts.  Core memory tuple: (local id, type, importance, created, content,
# valid_until or None).  Probe dict: kind, n, at, q, rel (local ids or
# "BG:<POOL statement without tags>"), forbid (list of keyword groups),
# leak (bool), expired (local id of the expired plan, expiry kind only).
# ---------------------------------------------------------------------------

ACCOUNTS = []

# 1 ------------------------------------------------------------------ zhouyan
ACCOUNTS.append({
    "key": "zhouyan", "user_id": "u_zhouyan", "tenant_id": "t_linguo",
    "core": [
        ("m01", "profile", 0.85, T("2025-09-03", "21:10"), "我学法语快两年了，目标是拿下DELF B2，有了这个证才能申请法国的硕士。", None),
        ("m02", "event", 0.6, T("2025-10-12", "20:30"), "我报了巴黎法语联盟2026年3月那场DELF B2考试。", END("2026-03-31")),
        ("m03", "event", 0.9, T("2026-01-08", "22:05"), "巴黎那场的考位被取消了，我改报了里昂天主教大学语言中心的DELF B2，笔试定在2026年6月18日。", END("2026-06-18")),
        ("m04", "preference", 0.7, T("2025-11-20", "19:40"), "去考试那段时间我想住寄宿家庭，天天被逼着开口说法语才有进步。", None),
        ("m05", "fact", 0.6, T("2025-12-05", "12:15"), "中介给我安排的寄宿家庭在里昂老城，房东是一位独居的老太太Dubois女士。", None),
        ("m06", "fact", 0.85, T("2026-02-14", "23:02"), "寄宿家庭换了，原来那家老太太住院了，现在接待我的是里昂红十字坡的一对退休夫妇，姓Martin。", None),
        ("m07", "profile", 0.75, T("2026-01-20", "08:30"), "我口语最弱，写作还凑合，上次模考口语只拿了14分，满分25。", None),
        ("m08", "relation", 0.65, T("2026-03-02", "20:00"), "我的法语老师换成了线上的Camille，每周二、周四晚上给我上口语课。", None),
        ("m09", "fact", 0.8, T("2026-04-16", "17:45"), "法国的短期申根签证四月批下来了，有效期到2026年8月31日。", END("2026-08-31")),
        ("m10", "event", 0.7, T("2026-04-20", "21:30"), "5月4日到5月15日我在里昂上两周的口语强化班，每天上午四节课。", END("2026-05-15")),
        ("m11", "preference", 0.7, T("2025-09-15", "13:20"), "坐长途飞机我一定要靠过道的位子，腿长，坐里面憋得慌。", None),
        ("m12", "fact", 0.5, T("2025-09-03", "21:20"), "我之前也想过考雅思去英国读书，雅思只考过一次6.0，后来就放弃了。", None),
        ("m13", "event", 0.7, T("2026-05-20", "22:10"), "考完DELF想顺路去安纳西待三天，6月19日坐火车过去，22日回里昂。", END("2026-06-25")),
        ("m14", "profile", 0.7, T("2025-09-10", "09:05"), "我在杭州一家外贸公司上班，请假得提前一个月报给HR。", None),
        ("m15", "relation", 0.65, T("2026-03-18", "19:10"), "我表妹小蕾在里昂读研，她说考试前可以陪我去考场踩个点。", None),
        ("m16", "preference", 0.7, T("2025-11-02", "18:30"), "我不吃内脏，法餐里的血肠、牛肚、鹅肝这类千万别给我点。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-02", "09:12"), q="我那场法语等级测验最后落在哪座城市了？", rel=["m03"], forbid=[["法语联盟"]]),
        dict(kind="para", n=2, at=T("2026-06-02", "21:40"), q="到那边我借宿在哪户人家？房东叫啥", rel=["m06"], forbid=[["Dubois"], ["里昂老城"]]),
        dict(kind="para", n=3, at=T("2026-06-03", "08:00"), q="考前冲刺我该死磕哪一块？哪项最拖后腿", rel=["m07"]),
        dict(kind="para", n=4, at=T("2026-06-04", "12:30"), q="法国馆子里那些动物下水我能不能吃来着", rel=["m16"]),
        dict(kind="task", n=1, at=T("2026-06-05", "10:00"), q="帮我把六月去法国考试那趟的航班跟住处安排下，考完还想去玩两天", rel=["m03", "m06", "m11", "m13"], forbid=[["法语联盟"], ["Dubois"]]),
        dict(kind="task", n=2, at=T("2026-06-05", "19:20"), q="考前想有人带我去考场熟悉下路线，顺带帮我盘算下跟公司请假的事", rel=["m15", "m14", "m03"]),
        dict(kind="direct", n=1, at=T("2026-06-06", "08:45"), q="我申根签啥辰光到期伐？", rel=["m09"]),
        dict(kind="abstain", n=1, at=T("2026-06-06", "22:10"), q="DELF口试那天的考官是法国人还是比利时人啊", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-06-07", "11:00"), q="里昂学生公寓的押金我交了多少来着", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-05", "16:30"), q="里昂那个两周的口语集训几号开课？我想先把火车票订了", rel=[], forbid=[["强化班"]], expired="m10"),
    ],
})

# 2 ------------------------------------------------------------------ ajie-jp
ACCOUNTS.append({
    "key": "ajie-jp", "user_id": "u_ajie", "tenant_id": "t_yuxue", "twin": "ajie-tao",
    "core": [
        ("m01", "profile", 0.85, T("2025-09-10", "20:00"), "朋友都叫我阿杰，我在日本福冈的一所语言学校读日语，拿的是留学签。", None),
        ("m02", "event", 0.7, T("2026-01-28", "21:15"), "2025年12月那次JLPT N3我过了，考了148分。", None),
        ("m03", "event", 0.9, T("2026-04-10", "22:40"), "7月5日的JLPT N2我已经报上名了，考场在福冈的九州产业大学。", END("2026-07-05")),
        ("m04", "fact", 0.5, T("2025-09-20", "18:20"), "刚来的时候住学校安排的宿舍，一层六个人共用一个厨房。", None),
        ("m05", "fact", 0.85, T("2026-03-01", "15:30"), "三月我搬出来了，现在跟两个台湾同学合租，在博多站附近的一套老公寓里。", None),
        ("m06", "event", 0.7, T("2026-02-15", "23:50"), "我在一家居酒屋打工，留学签每周最多只能干28小时，超了会有麻烦。", None),
        ("m07", "relation", 0.65, T("2025-11-05", "19:00"), "我日语班的班主任是山本老师，她老说我敬语用得一塌糊涂。", None),
        ("m08", "fact", 0.6, T("2025-10-18", "11:10"), "我拍vlog用的是一台富士X-S20，配一个小三脚架。", None),
        ("m09", "fact", 0.8, T("2026-05-05", "10:20"), "我日本的在留卡2027年3月到期，学校说出勤率要八成以上才好续签。", END("2027-03-31")),
        ("m10", "preference", 0.8, T("2025-09-25", "20:40"), "生的东西我一口都不碰，刺身寿司那些朋友请客我也不吃。", None),
        ("m11", "event", 0.75, T("2026-05-20", "22:00"), "考完N2打算回一趟长沙老家，机票订了7月12日从福冈走，在上海转机。", END("2026-07-12")),
        ("m12", "relation", 0.55, T("2026-02-02", "21:30"), "我妈一直催我考完N2就去读个IT专门学校，她觉得光会日语不好找工作。", None),
        ("m13", "profile", 0.75, T("2026-03-20", "23:10"), "我的短板是听力，N2听力里那种即时应答的题老跟不上。", None),
        ("m14", "event", 0.6, T("2026-06-01", "22:30"), "考完想接着报12月的N1，先从《新完全掌握》语法书啃起。", END("2026-12-31")),
        ("m15", "fact", 0.8, T("2025-09-12", "09:00"), "我有轻度哮喘，身上一直带着沙丁胺醇喷雾。", None),
    ],
    "probes": [
        dict(kind="para", n=1, leak=True, at=T("2026-06-10", "20:00"), q="我现在在哪儿落脚，跟谁搭伙过日子？", rel=["m05"], forbid=[["宿舍"], ["深圳"]]),
        dict(kind="para", n=2, leak=True, at=T("2026-06-11", "09:30"), q="日语能力测试那天我得去哪报到？离我住的地儿远不远", rel=["m03", "m05"], forbid=[["N5"], ["陶艺"]]),
        dict(kind="para", n=3, at=T("2026-06-11", "18:00"), q="跟同学出去聚餐，我有啥忌口得提前说一声", rel=["m10"]),
        dict(kind="para", n=4, at=T("2026-06-12", "22:30"), q="哪块最拖我后腿？耳朵总是赶不及反应", rel=["m13"]),
        dict(kind="task", n=1, leak=True, at=T("2026-06-13", "10:00"), q="帮我排下七月考完试回国那几天，顺便提醒我要带的药", rel=["m03", "m11", "m15"], forbid=[["信乐"], ["小敏"]]),
        dict(kind="task", n=2, leak=True, at=T("2026-06-14", "15:00"), q="想在店里多排点班攒钱，又不想影响续签，帮我盘算下咋安排", rel=["m06", "m09"], forbid=[["设计公司"]]),
        dict(kind="direct", n=1, leak=True, at=T("2026-06-15", "08:20"), q="山本老师嫌我啥没学好？", rel=["m07"], forbid=[["陈姐"], ["潮州"]]),
        dict(kind="abstain", n=1, leak=True, at=T("2026-06-15", "21:00"), q="上回那批茶杯出窑了没，颜色烧得咋样", rel=[], forbid=[["电窑"], ["柴烧"], ["拉坯"]]),
        dict(kind="abstain", n=2, at=T("2026-06-16", "12:00"), q="我国保一个月扣多少钱来着", rel=[]),
        dict(kind="expiry", n=1, leak=True, at=T("2026-06-20", "19:00"), q="下个月初那场考试还剩几周？帮我倒排个复习计划", rel=["m03"], forbid=[["N5"]]),
        dict(kind="background", n=1, leak=True, at=T("2026-06-18", "10:00"), q="献血前护士问我是啥血型，我记不清了", rel=["BG:用户是O型血"], forbid=[["A型血"]]),
    ],
})

# 3 ----------------------------------------------------------------- ajie-tao
ACCOUNTS.append({
    "key": "ajie-tao", "user_id": "u_ajie", "tenant_id": "t_taoyi", "twin": "ajie-jp",
    "core": [
        ("m01", "profile", 0.85, T("2025-09-05", "21:00"), "工作室里的人都叫我阿杰，我在深圳一家设计公司做UI，业余玩陶艺三年了。", None),
        ("m02", "preference", 0.75, T("2025-09-20", "22:15"), "我最迷柴烧那种落灰的效果，一直想去日本信乐看看那边的穴窑。", None),
        ("m03", "event", 0.6, T("2025-11-28", "20:30"), "2025年11月我在景德镇三宝村跟一位老师傅学了十天拉坯。", None),
        ("m04", "event", 0.6, T("2026-01-12", "19:45"), "我报了信乐的柴烧体验营，原定四月开营，一共七天。", END("2026-04-30")),
        ("m05", "event", 0.9, T("2026-03-18", "08:50"), "信乐那边发邮件说窑要检修，体验营改到2026年9月14日开营，还是七天。", END("2026-09-21")),
        ("m06", "fact", 0.65, T("2025-10-08", "13:30"), "我那台富士X-T5专门用来拍自己烧的器物，配了一支微距镜头。", None),
        ("m07", "event", 0.5, T("2026-04-02", "21:05"), "用了两年的小电窑转给工作室的学妹了，打算攒钱换台大的。", None),
        ("m08", "fact", 0.8, T("2026-05-15", "18:40"), "新电窑到货了，台湾产的，能烧到1280度，就摆在阳台上。", None),
        ("m09", "relation", 0.65, T("2025-10-20", "20:10"), "我的陶艺老师是潮州人，大家都喊她陈姐，她在有田待过五年。", None),
        ("m10", "fact", 0.55, T("2025-12-20", "22:00"), "日语我就会一点点，去年考了个N5玩玩。", None),
        ("m11", "fact", 0.7, T("2025-12-01", "12:20"), "寄陶器我都用气泡膜加硬壳箱，上次从景德镇寄回来还是碎了两只杯子。", None),
        ("m12", "fact", 0.7, T("2025-09-30", "08:10"), "我花粉过敏，春天出门必须戴口罩。", None),
        ("m13", "event", 0.7, T("2026-05-28", "23:00"), "去信乐之前想先在京都待两天，去五条坂那一带逛逛陶器店。", END("2026-09-14")),
        ("m14", "relation", 0.7, T("2026-05-30", "21:20"), "女朋友小敏不碰泥巴，但喜欢陪我逛器物店，九月她也请了年假一起去。", END("2026-09-21")),
        ("m15", "fact", 0.75, T("2026-02-26", "19:30"), "我右手腕有腱鞘炎，拉坯超过两小时就疼，医生让我戴护腕。", None),
        ("m16", "fact", 0.5, T("2026-01-05", "10:00"), "护照是2025年新换的，日本签证办的五年多次。", None),
    ],
    "probes": [
        dict(kind="para", n=1, leak=True, at=T("2026-06-12", "21:00"), q="家里新添的那台烧东西的炉子，最高能上多少温度？", rel=["m08"], forbid=[["小电窑"], ["居酒屋"]]),
        dict(kind="para", n=2, leak=True, at=T("2026-06-13", "10:00"), q="给作品拍特写我用的是哪套家伙什？", rel=["m06"], forbid=[["X-S20"], ["三脚架"]]),
        dict(kind="para", n=3, leak=True, at=T("2026-06-13", "22:00"), q="东洋话我现在啥水平？", rel=["m10"], forbid=[["N2"], ["N3"], ["语言学校"]]),
        dict(kind="para", n=4, at=T("2026-06-14", "09:00"), q="捏泥巴时间一长我身上哪儿会闹毛病", rel=["m15"]),
        dict(kind="task", n=1, leak=True, at=T("2026-06-14", "20:00"), q="帮我把九月去关西那趟捋一捋：先去哪、住哪、谁跟我一起", rel=["m05", "m13", "m14"], forbid=[["福冈"], ["博多"], ["长沙"]]),
        dict(kind="task", n=2, at=T("2026-06-15", "11:00"), q="这次去那边烧的东西想带回国，怎么打包、怎么拍照存档，给我列个单子", rel=["m11", "m06"]),
        dict(kind="direct", n=1, leak=True, at=T("2026-06-16", "18:00"), q="陈姐以前在日本哪个地方待过？", rel=["m09"], forbid=[["山本"]]),
        dict(kind="abstain", n=1, leak=True, at=T("2026-06-17", "09:00"), q="JLPT准考证我打印了没？", rel=[], forbid=[["九州产业大学"], ["N2"]]),
        dict(kind="abstain", n=2, at=T("2026-06-17", "20:00"), q="我那只大花瓶送去比赛拿奖了没", rel=[]),
        dict(kind="expiry", n=1, leak=True, at=T("2026-06-18", "12:00"), q="柴烧营离开营还有多久？我好算年假", rel=["m05"], forbid=[["原定四月"], ["居酒屋"]]),
        dict(kind="background", n=1, leak=True, at=T("2026-06-19", "09:00"), q="公司体检表上血型那栏我该填啥", rel=["BG:用户是A型血"], forbid=[["O型血"]]),
    ],
})

# 4 ------------------------------------------------------------------- qinlan
ACCOUNTS.append({
    "key": "qinlan", "user_id": "u_qinlan", "tenant_id": "t_wuai",
    "core": [
        ("m01", "profile", 0.9, T("2025-09-08", "10:00"), "我是脊髓损伤，腰以下没有知觉，出门全靠轮椅。", None),
        ("m02", "fact", 0.5, T("2025-09-08", "10:05"), "我用的是一台折叠手动轮椅，十二公斤，能塞进出租车后备箱。", None),
        ("m03", "fact", 0.9, T("2026-03-10", "16:20"), "三月换了电动轮椅，带两块锂电池，每块300Wh，坐飞机得提前跟航空公司报备。", None),
        ("m04", "preference", 0.85, T("2025-09-20", "21:30"), "酒店必须订无障碍房，卫生间要能直接推进去淋浴，有浴缸的不行。", None),
        ("m05", "fact", 0.75, T("2025-10-02", "09:40"), "我每隔四个小时要自己导尿一次，所以排行程得留出找无障碍厕所的时间。", None),
        ("m06", "relation", 0.5, T("2025-10-15", "18:00"), "我出远门一般叫上助理阿凤，她会开车，也能帮我搬行李。", None),
        ("m07", "relation", 0.85, T("2026-04-02", "20:45"), "之前那个助理回老家不干了，现在跟着我出门的是新来的护工小郑，他没有驾照。", None),
        ("m08", "event", 0.85, T("2026-05-12", "11:00"), "7月15日到18日要去新加坡参加一个无障碍设计研讨会。", END("2026-07-18")),
        ("m09", "profile", 0.7, T("2025-09-08", "10:10"), "我在一家建筑事务所做无障碍顾问，经常得去工地看坡道和电梯。", None),
        ("m10", "fact", 0.6, T("2026-02-01", "22:20"), "右边臀部长了个压疮，现在在换药，医生说这两个月别一次坐超过三小时。", None),
        ("m11", "fact", 0.85, T("2026-05-05", "15:10"), "压疮已经长好了，医生说坐多久可以恢复正常，但每小时要撑起来减压一次。", None),
        ("m12", "preference", 0.7, T("2025-11-11", "12:00"), "能坐高铁我就不坐飞机，高铁有轮椅位，也不用折腾电池。", None),
        ("m13", "fact", 0.8, T("2025-09-08", "10:15"), "我对青霉素过敏。", None),
        ("m14", "event", 0.75, T("2026-05-30", "19:30"), "新加坡那趟的酒店订在滨海湾附近，已经确认过有无障碍房。", END("2026-07-18")),
        ("m15", "preference", 0.8, T("2025-12-03", "08:50"), "轮椅我要求托运到舱门口，下飞机也在舱门口还给我，不要跟行李一起去转盘。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-20", "10:00"), q="我那台新换的代步车电瓶能带上天不？要走啥手续", rel=["m03"], forbid=[["十二公斤"], ["手动轮椅"]]),
        dict(kind="para", n=2, at=T("2026-06-20", "15:00"), q="这阵子谁在身边照应我？能替我握方向盘不", rel=["m07"], forbid=[["阿凤"]]),
        dict(kind="para", n=3, at=T("2026-06-21", "09:00"), q="屁股上那处伤现在咋样了，能连着坐几个钟头", rel=["m11"], forbid=[["在换药"]]),
        dict(kind="para", n=4, at=T("2026-06-21", "20:00"), q="订住处的时候洗澡那块我有啥硬性要求", rel=["m04"]),
        dict(kind="task", n=1, at=T("2026-06-22", "11:00"), q="帮我把七月去狮城开会那趟整体规划下，交通、住宿、陪同都算上", rel=["m08", "m14", "m03", "m15", "m07"], forbid=[["阿凤"], ["手动轮椅"]]),
        dict(kind="task", n=2, at=T("2026-06-22", "17:00"), q="下礼拜要去上海工地看现场，帮我排个一天的行程", rel=["m09", "m05", "m11", "m12"], forbid=[["在换药"]]),
        dict(kind="direct", n=1, at=T("2026-06-23", "08:30"), q="我对啥药过敏？", rel=["m13"]),
        dict(kind="abstain", n=1, at=T("2026-06-23", "21:00"), q="我残疾证上写的几级来着", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-06-24", "10:00"), q="之前说想去学轮椅网球，报上名没", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-25", "09:00"), q="下个月那个研讨会几号开使来着", rel=["m08"]),
    ],
})

# 5 -------------------------------------------------------------------- hewei
ACCOUNTS.append({
    "key": "hewei", "user_id": "u_hewei", "tenant_id": "t_wuai",
    "core": [
        ("m01", "profile", 0.9, T("2025-09-15", "09:00"), "我是视网膜色素变性，现在只剩中间一小块管状视野，天一黑基本啥也看不见。", None),
        ("m02", "fact", 0.5, T("2025-09-15", "09:10"), "我出门一直用白手杖，走陌生的路线会约志愿者陪着。", None),
        ("m03", "event", 0.9, T("2026-01-20", "16:00"), "一月从大连的导盲犬培训基地领到了我的导盲犬，黑色拉布拉多，名字叫可乐。", None),
        ("m04", "fact", 0.8, T("2026-02-05", "10:30"), "带可乐坐飞机要提前48小时跟航空公司申请，导盲犬证和疫苗本都得带上。", None),
        ("m05", "preference", 0.8, T("2025-10-10", "20:00"), "我手机开着读屏，发给我的行程单最好是纯文字，图片我读不出来。", None),
        ("m06", "profile", 0.6, T("2025-09-15", "09:20"), "我是做无障碍测试的程序员，一直在家远程上班。", None),
        ("m07", "event", 0.85, T("2026-04-08", "21:00"), "8月3日想带可乐去青岛海边住一周。", END("2026-08-10")),
        ("m08", "preference", 0.75, T("2025-11-02", "19:20"), "住酒店我喜欢低楼层，电梯按键得有盲文，不然每次都要摸半天。", None),
        ("m09", "relation", 0.7, T("2025-09-28", "12:00"), "我老婆叫晓彤，她视力正常，不过她不会游泳，去海边得找有救生员的浴场。", None),
        ("m10", "fact", 0.75, T("2026-03-15", "18:30"), "可乐对鸡肉过敏，狗粮得带它自己的三文鱼配方。", None),
        ("m11", "preference", 0.7, T("2025-10-22", "21:10"), "行程尽量别排到天黑以后，晚上我基本没法自己走。", None),
        ("m12", "fact", 0.8, T("2026-05-02", "14:40"), "新配了一副带摄像头的智能眼镜，能读菜单和路牌，以后点菜不用别人念了。", None),
        ("m13", "event", 0.55, T("2025-12-30", "22:00"), "去年冬天去哈尔滨，冰面反光我完全看不清，摔了一跤，以后冬天不往北方跑了。", None),
        ("m14", "relation", 0.6, T("2025-10-05", "08:30"), "每次出远门我都让我姐在共享位置里盯着我。", None),
        ("m15", "preference", 0.5, T("2025-10-25", "19:00"), "在饭店点菜我一般让服务员或者晓彤把菜单念给我听。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-28", "10:00"), q="我现在上街靠啥带路？", rel=["m03"], forbid=[["白手杖"]]),
        dict(kind="para", n=2, at=T("2026-06-28", "19:00"), q="家里那个毛孩子哪种肉碰不得", rel=["m10"]),
        dict(kind="para", n=3, at=T("2026-06-29", "09:00"), q="你做的旅行计划用啥样式传过来，我才看得了", rel=["m05"]),
        dict(kind="task", n=1, at=T("2026-06-29", "15:00"), q="帮我弄下八月去海边那趟：订酒店、买机票、狗狗的手续一块办了", rel=["m07", "m04", "m08", "m09"], forbid=[["白手杖"]]),
        dict(kind="task", n=2, at=T("2026-06-30", "11:00"), q="周末想约晓彤去新开的西餐厅吃个饭，帮我安排下", rel=["m12", "m11"], forbid=[["念给我听"]]),
        dict(kind="direct", n=1, at=T("2026-06-30", "20:00"), q="晓彤会游泳吗？", rel=["m09"]),
        dict(kind="abstain", n=1, at=T("2026-07-01", "09:00"), q="可乐今年几岁了", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-07-01", "18:00"), q="我上次体检眼压查出来多少", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-07-01", "21:00"), q="下个月去海边是哪天动身？", rel=["m07"]),
    ],
})

# 6 ------------------------------------------------------------------ gaofeng
ACCOUNTS.append({
    "key": "gaofeng", "user_id": "u_gaofeng", "tenant_id": "t_paishe",
    "core": [
        ("m01", "profile", 0.8, T("2025-09-12", "10:00"), "我是自由摄影师，主要拍风光和酒店宣传片，偶尔接点航拍的活。", None),
        ("m02", "fact", 0.5, T("2025-09-12", "10:05"), "我的主力无人机是大疆Mavic 3 Pro，起飞重量九百多克。", None),
        ("m03", "fact", 0.9, T("2026-03-22", "22:30"), "之前那台大家伙已经在闲鱼出掉了，现在飞的是Mini 4 Pro，不到249克，出国带着省心。", None),
        ("m04", "fact", 0.75, T("2026-01-15", "17:00"), "我考下了民航局的无人机执照，是超视距驾驶员那一类。", None),
        ("m05", "fact", 0.5, T("2025-09-20", "20:20"), "我一直用佳能5D4，配24-70和16-35两支镜头。", None),
        ("m06", "fact", 0.9, T("2026-04-18", "21:50"), "相机全面换成尼康Z8了，佳能那套都卖了，现在常挂的是Z 14-24和Z 70-200。", None),
        ("m07", "event", 0.85, T("2026-05-10", "11:30"), "9月20日飞冰岛，待到10月2日，主要拍冰川和极光。", END("2026-10-02")),
        ("m08", "fact", 0.8, T("2026-06-02", "09:15"), "冰岛那边的无人机许可已经在网上提交了，还在等批复，国家公园里面一律禁飞。", END("2026-10-02")),
        ("m09", "preference", 0.75, T("2025-10-05", "13:00"), "出门我只背一个双肩摄影包上飞机，三脚架托运，电池必须随身带。", None),
        ("m10", "fact", 0.8, T("2025-11-18", "19:40"), "我右膝半月板做过手术，长距离徒步撑不住，冰川徒步最多走半天。", None),
        ("m11", "relation", 0.5, T("2025-09-25", "16:00"), "我的助手阿宽跟了我三年，负责飞二机位和后期调色。", None),
        ("m12", "relation", 0.85, T("2026-05-25", "20:00"), "老搭档单飞开工作室去了，冰岛这趟换成当地向导Lena给我当助手。", None),
        ("m13", "event", 0.8, T("2026-06-01", "18:00"), "申根签要重新办，面签约在7月8日上午，在上海的签证中心。", END("2026-07-08")),
        ("m14", "preference", 0.7, T("2025-10-30", "22:10"), "我常拍日出，住的地方一定要离机位近，凌晨四点出门都行。", None),
        ("m15", "preference", 0.8, T("2025-09-12", "10:10"), "我吃素五年了，蛋奶可以，肉和海鲜一概不碰。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-20", "09:00"), q="我现在天上飞的那个小玩意儿多重？过海关麻不麻烦", rel=["m03"], forbid=[["Mavic"], ["九百多克"]]),
        dict(kind="para", n=2, at=T("2026-06-20", "14:00"), q="我如今扛的是哪家的机器，常用哪几颗头", rel=["m06"], forbid=[["5D4"]]),
        dict(kind="para", n=3, at=T("2026-06-21", "10:00"), q="北边那趟拍冰川谁给我打下手？", rel=["m12"], forbid=[["阿宽"]]),
        dict(kind="para", n=4, at=T("2026-06-21", "16:00"), q="走山路我这条腿能扛多久", rel=["m10"]),
        dict(kind="task", n=1, at=T("2026-06-22", "10:00"), q="帮我排下九月冰岛拍摄的日程：每天几点出发、住哪一片、无人机能在哪飞", rel=["m07", "m08", "m14", "m10"], forbid=[["Mavic"], ["阿宽"]]),
        dict(kind="task", n=2, at=T("2026-06-22", "20:00"), q="帮我列个出国摄影器材的登机和托运清单", rel=["m09", "m03", "m06"], forbid=[["5D4"], ["Mavic"]]),
        dict(kind="direct", n=1, at=T("2026-06-23", "09:00"), q="我那个飞手证是哪种类型的来着", rel=["m04"]),
        dict(kind="abstain", n=1, at=T("2026-06-23", "15:00"), q="Lena电话多少，发我一下", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-06-24", "10:00"), q="我那组航拍西湖的片子甲方结款了吗", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-24", "18:00"), q="申根面签哪天去来着，要带啥", rel=["m13"]),
        dict(kind="background", n=1, at=T("2026-06-24", "21:00"), q="我那辆老爷车服役多少年了？", rel=["BG:用户的车开了八年，准备换掉"]),
    ],
})

# 7 -------------------------------------------------------------------- bayin
ACCOUNTS.append({
    "key": "bayin", "user_id": "u_bayin", "tenant_id": "t_minyue",
    "core": [
        ("m01", "profile", 0.85, T("2025-10-01", "20:00"), "我在民谣乐队“远山谣”里拉马头琴，也负责和声。", None),
        ("m02", "relation", 0.5, T("2025-10-01", "20:05"), "我们乐队的鼓手是老K，贝斯手是小雨。", None),
        ("m03", "relation", 0.85, T("2026-03-05", "23:30"), "乐队打鼓的换人了，新来的是阿泰，以前在酒吧驻场乐队打过鼓。", None),
        ("m04", "fact", 0.85, T("2025-10-10", "14:00"), "我的马头琴是呼和浩特一位老师傅手工做的，琴箱不能托运，坐飞机得给它单独买个座。", None),
        ("m05", "event", 0.85, T("2026-04-20", "21:00"), "夏季巡演一共八站，7月10日在西安开第一场，8月16日在昆明收官。", END("2026-08-16")),
        ("m06", "event", 0.5, T("2026-04-20", "21:10"), "成都站定在7月24日，场地是玉林路的一家小酒馆。", END("2026-07-24")),
        ("m07", "event", 0.85, T("2026-05-18", "22:45"), "成都那场改到7月31日了，换到一个能站五百人的livehouse。", END("2026-07-31")),
        ("m08", "fact", 0.8, T("2025-11-20", "09:30"), "我嗓子容易发炎，巡演期间不喝冰的，辣的也不敢吃。", None),
        ("m09", "fact", 0.55, T("2026-02-10", "19:00"), "我左手无名指去年冬天冻伤过，现在好了，不过冬天练琴得戴半指手套。", None),
        ("m10", "relation", 0.8, T("2025-10-12", "16:30"), "乐队经理是我表姐乌兰，订票订酒店都归她管。", None),
        ("m11", "preference", 0.75, T("2025-12-01", "20:20"), "住宿要能放乐器的大房间，最好带停车场，巡演我们开一辆租来的依维柯。", None),
        ("m12", "fact", 0.65, T("2025-10-20", "12:00"), "我在呼和浩特的文化馆上班，巡演得请长假，馆里最多批四十天。", None),
        ("m13", "event", 0.6, T("2026-06-05", "17:00"), "乌兰说巡演的保险已经买好了，乐器也单独上了保。", None),
        ("m14", "fact", 0.8, T("2026-05-30", "22:00"), "贝斯手小雨怀孕了，巡演后半程由她朋友阿诺来代班。", None),
        ("m15", "preference", 0.7, T("2025-11-05", "10:40"), "长途转场我宁可白天开车，晚上不赶路。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-25", "10:00"), q="如今谁在后面给我们打节奏？", rel=["m03"], forbid=[["老K"]]),
        dict(kind="para", n=2, at=T("2026-06-26", "10:00"), q="蓉城那场到底啥时候演，在哪个场子", rel=["m07"], forbid=[["7月24日"], ["玉林路"]]),
        dict(kind="para", n=3, at=T("2026-06-26", "20:00"), q="那把老伙计登机咋整", rel=["m04"]),
        dict(kind="task", n=1, at=T("2026-06-27", "11:00"), q="帮我把夏天巡演八站的住宿和转场都排一排", rel=["m05", "m07", "m11", "m15", "m10"], forbid=[["玉林路"]]),
        dict(kind="task", n=2, at=T("2026-06-28", "15:00"), q="巡演下半截人员有变动，帮我把通讯录和分工重新理一下", rel=["m14", "m03", "m10"], forbid=[["老K"]]),
        dict(kind="direct", n=1, at=T("2026-06-29", "09:00"), q="乌兰跟我是啥关系？", rel=["m10"]),
        dict(kind="abstain", n=1, at=T("2026-06-29", "21:00"), q="昆明那场票卖了几成了", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-07-01", "10:00"), q="首站哪天，在哪个城市开唱？", rel=["m05"]),
        dict(kind="background", n=1, at=T("2026-07-02", "09:00"), q="礼拜天晚上我一般跟谁连线？", rel=["BG:用户每周日晚上会给家里打视频电话"]),
    ],
})

# 8 -------------------------------------------------------------------- sunyi
ACCOUNTS.append({
    "key": "sunyi", "user_id": "u_sunyi", "tenant_id": "t_youmin",
    "core": [
        ("m01", "profile", 0.8, T("2025-09-01", "15:00"), "我是做前端的远程员工，公司在柏林，开会得按欧洲的时间来。", None),
        ("m02", "fact", 0.5, T("2025-09-01", "15:05"), "我现在的据点在清迈，住古城边上一套月租的公寓。", None),
        ("m03", "fact", 0.9, T("2026-03-10", "11:20"), "泰国签证到头了，三月我把据点挪到了格鲁吉亚的第比利斯，在老城区租了个带阳台的loft。", None),
        ("m04", "event", 0.7, T("2026-01-10", "20:10"), "葡萄牙的D8数字游民签证被拒了，说我收入证明不够。", None),
        ("m05", "event", 0.85, T("2026-05-05", "21:40"), "打算2026年9月再递一次葡萄牙D8，这次附上公司的雇佣证明。", END("2026-09-30")),
        ("m06", "fact", 0.7, T("2026-03-25", "13:00"), "格鲁吉亚的居留许可批下来了，有效期一年。", None),
        ("m07", "preference", 0.8, T("2025-09-20", "10:30"), "住的地方网速得100兆以上，每周三晚上我要跟总部视频评审代码。", None),
        ("m08", "fact", 0.6, T("2026-03-15", "09:50"), "在第比利斯办了个共享办公的月卡，那地方叫“葡萄藤”，走过去十分钟。", None),
        ("m09", "relation", 0.8, T("2025-10-01", "22:00"), "女朋友Mia在荷兰读博，我们两三个月见一次面。", None),
        ("m10", "event", 0.85, T("2026-06-02", "23:00"), "7月18日飞阿姆斯特丹找Mia，待十天，中间帮她搬家。", END("2026-07-28")),
        ("m11", "fact", 0.6, T("2025-11-10", "19:20"), "去年在东南亚得过一次登革热，住院一周，现在早好了，但我还是特别怕蚊子。", None),
        ("m12", "fact", 0.55, T("2025-09-05", "14:00"), "我干活用一台16寸的MacBook Pro，出门另外带一块便携屏。", None),
        ("m13", "preference", 0.7, T("2025-10-15", "21:00"), "我讨厌冬天，冬天的据点更想选南半球或者东南亚。", None),
        ("m14", "fact", 0.55, T("2026-03-20", "10:00"), "国内社保是找代缴机构交的，每个月15号扣款。", None),
        ("m15", "event", 0.7, T("2026-04-01", "20:30"), "4月11日到13日想去亚美尼亚的埃里温过复活节周末。", END("2026-04-13")),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-08", "10:00"), q="我如今常驻哪座城，住的啥房子？", rel=["m03"], forbid=[["清迈"], ["古城边上"]]),
        dict(kind="para", n=2, at=T("2026-06-08", "21:00"), q="上回申请欧洲那边长期居住的许可，为啥没通过", rel=["m04"]),
        dict(kind="para", n=3, at=T("2026-06-09", "09:00"), q="挑房子时上网这块我最低要求多少", rel=["m07"]),
        dict(kind="para", n=4, at=T("2026-06-09", "20:00"), q="热带那种蚊子传的病我中过招没？", rel=["m11"]),
        dict(kind="task", n=1, at=T("2026-06-10", "10:00"), q="下个月去荷兰看对象，帮我把航班、时差和远程会议一起排好", rel=["m10", "m09", "m01", "m07"], forbid=[["清迈"]]),
        dict(kind="task", n=2, at=T("2026-06-10", "20:00"), q="帮我规划下半年：九月再递一次签正，冬天换个地方猫着", rel=["m05", "m13", "m04"], forbid=[["清迈"]]),
        dict(kind="direct", n=1, at=T("2026-06-11", "09:00"), q="Mia在哪个国家读博？", rel=["m09"]),
        dict(kind="abstain", n=1, at=T("2026-06-11", "20:00"), q="我上次洗牙是在哪家诊所", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-06-12", "10:00"), q="公司今年会不会给我涨薪啊", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-12", "21:00"), q="亚美尼亚那个小长假还去不去？要不要先把车票订了", rel=[], forbid=[["埃里温"]], expired="m15"),
    ],
})

# 9 ------------------------------------------------------------------ luojing
ACCOUNTS.append({
    "key": "luojing", "user_id": "u_luojing", "tenant_id": "t_jiaxiao",
    "core": [
        ("m01", "relation", 0.5, T("2025-09-01", "20:00"), "我女儿朵朵在南京一所公立初中读初二。", None),
        ("m02", "relation", 0.9, T("2026-02-20", "21:30"), "朵朵这学期转学了，跟着她爸工作调动去了苏州工业园区的一所国际学校。", None),
        ("m03", "fact", 0.85, T("2026-03-01", "19:00"), "新学校暑假从6月19日放到8月20日，比公立学校长不少。", END("2026-08-20")),
        ("m04", "event", 0.85, T("2026-03-10", "20:40"), "朵朵6月10日到12日期末考，考完才能出门。", END("2026-06-12")),
        ("m05", "event", 0.8, T("2026-04-02", "22:00"), "朵朵报了8月8日的钢琴十级考级，考前两周每天得练三小时琴。", END("2026-08-08")),
        ("m06", "event", 0.85, T("2026-04-25", "21:15"), "全家去北海道避暑，定了6月25日出发，7月5日回来。", END("2026-07-05")),
        ("m07", "fact", 0.8, T("2025-10-08", "08:20"), "朵朵晕车很厉害，坐大巴超过一小时就吐，得提前吃晕车药。", None),
        ("m08", "fact", 0.75, T("2026-05-10", "18:00"), "朵朵开始戴牙套了，硬的黏的都不能吃，每个月要回诊所复诊一次。", None),
        ("m09", "relation", 0.7, T("2025-09-05", "12:30"), "朵朵爸爸叫陈磊，在园区一家半导体厂上班，年假只有十天。", None),
        ("m10", "profile", 0.55, T("2025-09-05", "12:40"), "我自己是自由译者，时间上比较灵活。", None),
        ("m11", "event", 0.45, T("2026-01-15", "22:50"), "原本给朵朵报了寒假去新加坡的英语冬令营，后来转学手续太多，取消了。", None),
        ("m12", "fact", 0.75, T("2026-02-28", "10:10"), "朵朵的护照2026年11月到期，出国前得确认有效期够不够。", END("2026-11-30")),
        ("m13", "preference", 0.75, T("2025-11-12", "21:00"), "带孩子出门我喜欢住带厨房的公寓式酒店，方便给朵朵做点软和的饭。", None),
        ("m14", "event", 0.7, T("2026-05-28", "20:00"), "学校通知9月开学第一周有分班测试，8月最后一周得让朵朵在家收心复习。", END("2026-09-07")),
        ("m15", "fact", 0.8, T("2025-12-02", "19:30"), "朵朵对猫毛过敏，民宿里养猫的不能订。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-03", "09:00"), q="闺女现在在哪念书？", rel=["m02"], forbid=[["公立初中"]]),
        dict(kind="para", n=2, at=T("2026-06-03", "21:00"), q="小朋友在路上颠簸久了会咋样", rel=["m07"]),
        dict(kind="para", n=3, at=T("2026-06-04", "10:00"), q="娃嘴里那副矫正器，吃饭有啥讲究", rel=["m08"]),
        dict(kind="task", n=1, at=T("2026-06-05", "09:00"), q="帮我订北海道那趟的住处跟交通，娃的证件和身体情况也一并考虑进去", rel=["m06", "m13", "m07", "m12", "m15"], forbid=[["冬令营"]]),
        dict(kind="task", n=2, at=T("2026-06-05", "20:00"), q="暑假后半截咋排？又要考级又要开学前收心", rel=["m05", "m14", "m03"], forbid=[["冬令营"]]),
        dict(kind="direct", n=1, at=T("2026-06-06", "09:00"), q="陈磊一年有几天年假？", rel=["m09"]),
        dict(kind="abstain", n=1, at=T("2026-06-06", "20:00"), q="朵朵新班主任姓啥来着", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-04", "19:00"), q="朵朵期末考是哪几天？", rel=["m04"]),
        dict(kind="background", n=1, at=T("2026-06-07", "10:00"), q="朵朵说要偷偷给我过生日，我生日到底哪天", rel=["BG:用户的生日是11月3日"]),
    ],
})

# 10 ----------------------------------------------------------------- tanghui
ACCOUNTS.append({
    "key": "tanghui", "user_id": "u_tanghui", "tenant_id": "t_laonian",
    "core": [
        ("m01", "profile", 0.8, T("2025-09-05", "09:00"), "我退休前在中学教了三十多年历史，去年刚退下来。", None),
        ("m02", "event", 0.8, T("2025-09-10", "10:00"), "我考进了老年大学的古建筑研修班，每周四上午上课。", None),
        ("m03", "fact", 0.5, T("2025-09-10", "10:10"), "我戴的是一对耳背式助听器，老啸叫，打电话得开免提。", None),
        ("m04", "fact", 0.9, T("2026-03-15", "15:00"), "三月新配了耳内式助听器，能连手机蓝牙，充电的，不用再买电池。", None),
        ("m05", "event", 0.85, T("2026-04-10", "16:30"), "研修班10月组织去山西看古建，走五台山、佛光寺、应县木塔，我已经交了定金。", END("2026-10-31")),
        ("m06", "fact", 0.85, T("2025-09-20", "08:00"), "我有高血压，每天早上一片氨氯地平，出门得带够量。", None),
        ("m07", "relation", 0.5, T("2025-10-08", "11:00"), "班里跟我最合得来的是退休医生老方，出去玩我们俩住一间。", None),
        ("m08", "relation", 0.85, T("2026-05-20", "20:00"), "我那位室友退出研修班回家带孙子了，山西那趟我只能自己住单间。", None),
        ("m09", "preference", 0.75, T("2025-11-01", "09:30"), "太陡的台阶我爬不动，古建筑那种高台阶最好有扶手。", None),
        ("m10", "fact", 0.6, T("2025-12-10", "14:20"), "我在学用手机拍照做笔记，儿子给我买了个平板，字调得很大。", None),
        ("m11", "event", 0.8, T("2026-06-01", "10:00"), "报了暑假去英国爱丁堡大学的两周老年人暑期课程，学苏格兰历史，还在等录取通知。", END("2026-08-31")),
        ("m12", "fact", 0.7, T("2025-10-20", "16:00"), "我英语就中学那点底子，得看中文字幕或者有人翻译。", None),
        ("m13", "relation", 0.65, T("2025-10-25", "19:30"), "我老伴前年走了，现在一个人住，儿子在广州工作。", None),
        ("m14", "preference", 0.6, T("2025-11-20", "10:30"), "我不太会用打车软件，出门要么坐公交，要么搭同学的车。", None),
        ("m15", "fact", 0.8, T("2026-02-10", "09:45"), "我左膝去年换了人工关节，走路没问题，就是过安检会响，得带医院证明。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-12", "10:00"), q="我耳朵上那个小机器现在是哪种，靠啥供电", rel=["m04"], forbid=[["耳背式"], ["啸叫"]]),
        dict(kind="para", n=2, at=T("2026-06-13", "09:00"), q="过机场那道门的时候我会碰到啥麻烦", rel=["m15"]),
        dict(kind="para", n=3, at=T("2026-06-13", "20:00"), q="去晋北看古庙那趟，我跟谁拼房？", rel=["m08"], forbid=[["老方"]]),
        dict(kind="task", n=1, at=T("2026-06-14", "10:00"), q="帮我准备十月山西那趟：药、住宿、爬台阶这些都考虑进去", rel=["m05", "m06", "m08", "m09"], forbid=[["老方"]]),
        dict(kind="task", n=2, at=T("2026-06-15", "10:00"), q="要是爱丁堡那个课录了，帮我想想出国要准备些啥", rel=["m11", "m12", "m04", "m15"], forbid=[["耳背式"]]),
        dict(kind="direct", n=1, at=T("2026-06-16", "09:00"), q="古建筑班礼拜几上课？", rel=["m02"]),
        dict(kind="abstain", n=1, at=T("2026-06-16", "20:00"), q="我退休工资一个月到手多少", rel=[]),
        dict(kind="abstain", n=2, at=T("2026-06-17", "10:00"), q="我上回体检血脂高不高", rel=[]),
    ],
})

# 11 ----------------------------------------------------------------- xiaqing
ACCOUNTS.append({
    "key": "xiaqing", "user_id": "u_xiaqing", "tenant_id": "t_shike",
    "core": [
        ("m01", "profile", 0.5, T("2025-09-10", "11:00"), "我是美食作者，给一本旅行杂志写“城市早餐”专栏。", None),
        ("m02", "profile", 0.9, T("2026-03-01", "20:00"), "杂志停刊了，我的专栏挪到了自己的公众号“夏天吃什么”，每周五更新。", None),
        ("m03", "fact", 0.95, T("2026-01-18", "17:30"), "一月查出了乳糜泻，以后必须严格无麸质，小麦大麦黑麦都不能碰，酱油也得挑无麸质的。", None),
        ("m04", "preference", 0.45, T("2025-09-15", "12:00"), "我以前最爱各地面食，山西刀削面、兰州拉面都专门写过。", None),
        ("m05", "event", 0.85, T("2026-04-12", "21:00"), "9月5日到15日要去意大利博洛尼亚，写一期无麸质意面的专题。", END("2026-09-15")),
        ("m06", "fact", 0.7, T("2025-11-01", "10:20"), "意大利语我只会点菜那几句，采访得请翻译。", None),
        ("m07", "relation", 0.7, T("2025-10-01", "18:00"), "我的摄影搭档是大齐，每次出差都是他拍图。", None),
        ("m08", "fact", 0.8, T("2026-05-02", "13:10"), "我还乳糖不耐受，不过少量硬奶酪没事。", None),
        ("m09", "event", 0.85, T("2026-05-20", "22:20"), "6月24日先去一趟顺德，写双皮奶和鱼生。", END("2026-06-28")),
        ("m10", "preference", 0.7, T("2025-10-20", "09:00"), "我不坐红眼航班，第二天还要写稿，得保持精神。", None),
        ("m11", "relation", 0.55, T("2026-03-05", "21:00"), "公众号的排版是我妹妹夏雨帮忙弄的。", None),
        ("m12", "fact", 0.6, T("2025-11-15", "15:00"), "出门我随身带一个便携秤和探针温度计，试菜要记数据。", None),
        ("m13", "event", 0.7, T("2026-02-14", "11:40"), "确诊以后家里的面粉挂面全送人了，还换了一套专用的锅和砧板，防交叉污染。", None),
        ("m14", "preference", 0.85, T("2026-02-20", "20:10"), "外出吃饭我最怕交叉污染，炸物除非有专用油锅，不然一律不点。", None),
        ("m15", "event", 0.6, T("2026-03-25", "19:00"), "原定五月去西安写肉夹馍和泡馍，现在吃不了，推掉了。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-12", "10:00"), q="我肚子那个新查出来的毛病，吃东西得躲开啥", rel=["m03"], forbid=[["刀削面"], ["拉面"]]),
        dict(kind="para", n=2, at=T("2026-06-12", "20:00"), q="我的稿子现在登在哪个平台上", rel=["m02"], forbid=[["旅行杂志"]]),
        dict(kind="para", n=3, at=T("2026-06-13", "10:00"), q="餐厅后厨哪种情况让我最不放心", rel=["m14"]),
        dict(kind="task", n=1, at=T("2026-06-14", "10:00"), q="帮我安排九月去博洛尼亚的采访：吃饭、航班、翻译都得考虑", rel=["m05", "m03", "m06", "m10", "m07"], forbid=[["刀削面"]]),
        dict(kind="task", n=2, at=T("2026-06-14", "20:00"), q="呢个月底去广东嗰趟，帮我挑几家我能食的店", rel=["m09", "m03", "m08"]),
        dict(kind="abstain", n=1, at=T("2026-06-15", "10:00"), q="大齐用的相机是啥型号", rel=[]),
        dict(kind="expiry", n=1, at=T("2026-06-15", "20:00"), q="去顺德是哪天的票来着？", rel=["m09"]),
        dict(kind="background", n=1, at=T("2026-06-16", "10:00"), q="我这部苹果机是第几代来着，该换了吧", rel=["BG:用户用的手机是iPhone 15"]),
    ],
})

# 12 ----------------------------------------------------------------- yangfan
ACCOUNTS.append({
    "key": "yangfan", "user_id": "u_yangfan", "tenant_id": "t_linguo",
    "core": [
        ("m01", "profile", 0.85, T("2025-10-01", "21:00"), "我是ICU护士，在考雅思，想去英国的NHS工作。", None),
        ("m02", "fact", 0.8, T("2025-10-05", "22:00"), "英国护士注册要求雅思写作不低于6.5，听说读都要7分。", None),
        ("m03", "event", 0.5, T("2025-11-20", "20:30"), "报了2026年3月在香港考的雅思机考，内地的考位实在抢不到。", END("2026-03-31")),
        ("m04", "event", 0.7, T("2026-02-08", "19:00"), "雅思考点最后改成了澳门，从珠海过关坐车就到，考试是3月21日。", END("2026-03-21")),
        ("m05", "event", 0.85, T("2026-04-02", "18:30"), "3月那次成绩出来了，总分7，写作只有6分，差了半分。", None),
        ("m06", "event", 0.9, T("2026-05-15", "22:40"), "约了一次写作单科重考，One Skill Retake，7月4日，还是在澳门考。", END("2026-07-04")),
        ("m07", "fact", 0.5, T("2026-01-05", "23:00"), "一月骑电动车摔了一跤，右手腕骨折，打了石膏。", None),
        ("m08", "fact", 0.8, T("2026-03-05", "20:00"), "右手已经完全恢复了，拿笔打字都不受影响。", None),
        ("m09", "relation", 0.75, T("2025-12-01", "21:30"), "我的口语陪练是在曼彻斯特读书的学姐Joyce，每周六视频练半小时。", None),
        ("m10", "profile", 0.7, T("2025-10-01", "21:10"), "我在广州一家三甲医院的ICU上班，请假得赶在排班表出来前申请。", None),
        ("m11", "preference", 0.75, T("2025-12-10", "22:00"), "考试前一晚我一定要住在考点附近，怕过关排队耽误。", None),
        ("m12", "fact", 0.65, T("2026-01-20", "21:00"), "我一考试就紧张，手心冒汗，考前得吃点东西垫着。", None),
        ("m13", "fact", 0.8, T("2026-06-01", "20:30"), "中介说只要写作过了6.5，NHS的面试可以排在9月。", END("2026-09-30")),
        ("m14", "fact", 0.7, T("2025-11-25", "19:40"), "我有港澳通行证，不过去澳门每次都得重新办签注。", None),
        ("m15", "relation", 0.6, T("2026-02-22", "23:20"), "男朋友阿泽不太支持我出国，我们还在商量。", None),
    ],
    "probes": [
        dict(kind="para", n=1, at=T("2026-06-05", "10:00"), q="上回英语考试是哪一项拖了后腿", rel=["m05"], forbid=[["香港"]]),
        dict(kind="para", n=2, at=T("2026-06-06", "10:00"), q="之前摔坏的那边腕子，现在写东西利索了没", rel=["m08"], forbid=[["打了石膏"], ["骨折"]]),
        dict(kind="para", n=3, at=T("2026-06-06", "20:00"), q="边个陪我练嘴皮子嘅？", rel=["m09"]),
        dict(kind="task", n=1, at=T("2026-06-07", "10:00"), q="下个月单科重考那趟帮我订个住的，顺便提醒下要带哪些证件", rel=["m06", "m11", "m14"], forbid=[["香港"]]),
        dict(kind="task", n=2, at=T("2026-06-08", "10:00"), q="帮我把去英国当护士接下来几个月的时间线理一下", rel=["m02", "m06", "m13", "m10"], forbid=[["香港"]]),
        dict(kind="abstain", n=1, at=T("2026-06-09", "10:00"), q="我雅思口语考官是男是女来着", rel=[]),
    ],
})

# ---------------------------------------------------------------------------
# Background rules per account.
#   force:  {family: cluster}      keep exactly that cluster
#   drop_families: [family]        drop every statement of that family
#   drop_topics:   [topic]         topic = POOL header without the type word
#   drop_active:   bool            drop [active] statements
#   avoid:  [word]                 drop statements containing the word
# ---------------------------------------------------------------------------
OFFICE = ["work", "commute"]
# words that presuppose an office job (for students, freelancers, the retiree,
# the nurse and the nomad)
OFFICE_WORDS = ["公司", "出差", "同事", "领导", "工位", "加班", "报销", "年终", "工作时"]
BG_RULES = {
    "zhouyan": dict(avoid=["英语", "单词", "英文", "考官", "押金", "公寓", "房租", "比利时"]),
    "ajie-jp": dict(drop_topics=OFFICE, drop_families=["housing", "pet"], force={"blood": "o"},
                    avoid=OFFICE_WORDS + ["保险", "医保", "社保", "日本", "大阪", "陶艺", "拉坯", "腱鞘炎",
                                          "茶杯", "出窑", "献血"]),
    "ajie-tao": dict(force={"blood": "a"},
                     avoid=["陶艺", "拉坯", "腱鞘炎", "手腕", "鼠标", "比赛", "奖", "花瓶", "日本", "大阪",
                            "花粉", "准考证", "JLPT"]),
    "qinlan": dict(drop_active=True, force={"commute": "wfh"},
                   avoid=["爬", "骑", "跑", "跳", "网球", "羽毛球", "足球", "篮球", "运动会", "滑冰", "游泳",
                          "步数", "鞋", "散步", "残疾", "驾照", "过敏", "久坐"]),
    "hewei": dict(drop_topics=OFFICE, drop_families=["eyes"], force={"pet": "fish", "car": "none"},
                  avoid=["眼", "岁", "体检", "记路", "最后一排", "屏幕", "游泳", "念", "骑", "自行车", "篮球",
                         "修图", "漫画", "魔方", "模型", "拼图", "简笔画", "水彩", "十字绣", "手语"]),
    "gaofeng": dict(drop_topics=OFFICE, force={"car": "gas"},
                    avoid=OFFICE_WORDS + ["摄影", "照片", "相册", "膝盖", "西湖", "甲方", "结款", "保养", "鱼油",
                                          "钓鱼", "电话", "剪映", "修图", "滑冰", "跑", "双肩包"]),
    "bayin": dict(avoid=["二胡", "钢琴", "吉他", "尤克里里", "民谣", "门票", "演唱会", "乐队", "嗓子"]),
    "sunyi": dict(drop_topics=OFFICE + ["home", "plants"], drop_families=["housing", "pet"],
                  force={"car": "none"},
                  avoid=OFFICE_WORDS + ["MacBook", "电脑", "牙", "涨", "绩效", "蚊", "网速", "路由器", "WiFi"]),
    "luojing": dict(drop_topics=OFFICE, force={"bday": "nov3", "pet": "fish"},
                    avoid=OFFICE_WORDS + ["牙", "钢琴", "日本", "大阪", "班主任", "猫", "晕", "侄子", "生日"]),
    "tanghui": dict(drop_topics=OFFICE, drop_families=["parents"],
                    avoid=OFFICE_WORDS + ["大字体", "膝", "养老金", "工资", "退休", "体检", "血", "孙", "老伴",
                                          "教师资格证", "研究生", "英语", "英文", "打车", "平板", "弟弟", "跑",
                                          "项目管理", "手语"]),
    "xiaqing": dict(drop_topics=OFFICE, force={"phone": "ios"},
                    avoid=OFFICE_WORDS + ["面包", "饺子", "酸奶", "拉花", "相机", "摄影", "面粉", "手机号",
                                          "手机壳", "折叠屏"]),
    "yangfan": dict(drop_topics=OFFICE,
                    avoid=OFFICE_WORDS + ["英语", "单词", "英文", "护士", "医院", "考官", "骨折", "手腕",
                                          "腱鞘炎", "电动车", "演讲"]),
}
# Background-probe statements must stay unique inside their account: other
# statements about the same attribute are removed by cluster forcing or by
# the avoid lists above (e.g. 生日 for luojing except the forced one).
BG_PROBE_KEEP_EVEN_IF_AVOIDED = True


# ---------------------------------------------------------------------------
# Pool parsing (text only; the module is never imported or executed).
# ---------------------------------------------------------------------------
def read_pool_literals(path=POOL_PATH):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for tgt in node.targets:
                if isinstance(tgt, ast.Name) and tgt.id in ("POOL", "PLACE_WORDS"):
                    found[tgt.id] = ast.literal_eval(node.value)
    return found["POOL"], found["PLACE_WORDS"]


def parse_pool(pool_text):
    items = []
    topic, mtype = None, None
    for raw in pool_text.splitlines():
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
        families = {}
        active = False
        for t in tags:
            if ":" in t:
                fam, clu = t.split(":", 1)
                families[fam] = clu
            elif t == "active":
                active = True
        items.append({"text": line, "topic": topic, "type": mtype,
                      "families": families, "active": active})
    return items


def first_person(text):
    return text.replace("用户", "我")


# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def is_timey(text):
    return bool(TIME_WORD_RE.search(text))


def iso_from_minutes(base, minutes):
    import datetime as dt
    t = base + dt.timedelta(minutes=minutes)
    return t.strftime("%Y-%m-%dT%H:%M:00+08:00")


def probe_id(acc, p):
    pid = f"{acc['key']}-{p['kind']}-{p['n']:02d}"
    if p.get("leak"):
        pid += "-leak"
    return pid


def build(pool_items, place_words):
    import datetime as dt
    all_places = sorted(set(place_words) | set(EXTRA_PLACES))
    users = []
    meta = {}
    for idx, acc in enumerate(ACCOUNTS):
        key = acc["key"]
        rng = random.Random(SEED * 100 + idx)
        rules = BG_RULES.get(key, {})
        core_text = "".join(c[4] for c in acc["core"])
        query_text = "".join(p["q"] for p in acc["probes"])
        used_places = [w for w in all_places if w in core_text or w in query_text]
        forbid_words = sorted({kw for p in acc["probes"] for grp in p.get("forbid", []) for kw in grp})
        must = [r[3:] for p in acc["probes"] for r in p["rel"] if r.startswith("BG:")]

        # families: pick clusters
        fam_clusters = {}
        for it in pool_items:
            for fam, clu in it["families"].items():
                fam_clusters.setdefault(fam, set()).add(clu)
        chosen = {}
        for fam in sorted(fam_clusters):
            if fam in rules.get("drop_families", []):
                chosen[fam] = None
            elif fam in rules.get("force", {}):
                chosen[fam] = rules["force"][fam]
            else:
                chosen[fam] = rng.choice(sorted(fam_clusters[fam]))

        def allowed(it, ignore_avoid=False):
            text = it["text"]
            topic_head = it["topic"].split()[0] if it["topic"] else ""
            if topic_head in rules.get("drop_topics", []):
                return False
            if it["active"] and rules.get("drop_active"):
                return False
            for fam, clu in it["families"].items():
                if chosen.get(fam) != clu:
                    return False
            fp = first_person(text)
            if any(w in fp for w in GLOBAL_AVOID):
                return False
            if any(w in fp for w in used_places):
                return False
            if any(norm(w) in norm(fp) for w in forbid_words):
                return False
            if not ignore_avoid and any(w in fp for w in rules.get("avoid", [])):
                return False
            return True

        cands, seen = [], set()
        for it in pool_items:
            if it["text"] in seen or it["text"] in must:
                continue
            if allowed(it):
                cands.append(it)
                seen.add(it["text"])
        must_items = []
        for s in must:
            hit = [it for it in pool_items if it["text"] == s]
            if not hit:
                raise SystemExit(f"[{key}] background probe statement not in POOL: {s}")
            if not allowed(hit[0], ignore_avoid=BG_PROBE_KEEP_EVEN_IF_AVOIDED):
                raise SystemExit(f"[{key}] background probe statement filtered out: {s}")
            must_items.append(hit[0])
        n_bg = rng.randint(130, 150)
        if len(cands) + len(must_items) < n_bg:
            raise SystemExit(f"[{key}] only {len(cands) + len(must_items)} background candidates, need {n_bg}")
        picked = must_items + rng.sample(cands, n_bg - len(must_items))

        base = dt.datetime(2025, 3, 1, 8, 0)
        span = int((dt.datetime(2026, 5, 31, 22, 0) - base).total_seconds() // 60)
        bg_entries = []
        for it in picked:
            created = iso_from_minutes(base, rng.randrange(0, span))
            bg_entries.append((created, it))
        bg_entries.sort(key=lambda x: (x[0], x[1]["text"]))

        memories = []
        local_to_id = {}
        for lid, mtype, imp, created, content, vu in acc["core"]:
            mid = f"{key}-{lid}"
            local_to_id[lid] = mid
            mem = {"id": mid, "content": content, "type": mtype, "importance": imp, "created_at": created}
            if vu:
                mem["valid_until"] = vu
            elif is_timey(content):
                mem["valid_until"] = FAR
            memories.append(mem)
        bg_text_to_id = {}
        for j, (created, it) in enumerate(bg_entries, 1):
            mid = f"{key}-bg{j:03d}"
            content = first_person(it["text"])
            bg_text_to_id[it["text"]] = mid
            mem = {"id": mid, "content": content, "type": it["type"],
                   "importance": round(rng.uniform(0.3, 0.6), 2), "created_at": created}
            if is_timey(content):
                mem["valid_until"] = FAR
            memories.append(mem)
        memories.sort(key=lambda m: (m["created_at"], m["id"]))

        probes = []
        for p in acc["probes"]:
            rel = []
            for r in p["rel"]:
                rel.append(bg_text_to_id[r[3:]] if r.startswith("BG:") else local_to_id[r])
            pr = {"id": probe_id(acc, p), "at": p["at"], "query": p["q"], "relevant": rel}
            if p.get("forbid"):
                pr["forbid"] = [list(g) for g in p["forbid"]]
            probes.append(pr)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": memories, "probes": probes})
        meta[key] = {"local_to_id": local_to_id, "bg_ids": set(bg_text_to_id.values()),
                     "n_core": len(acc["core"]), "n_bg": len(picked)}
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return data, meta


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------
PUNCT_RE = re.compile(r"[\s，。！？、；：,.!?;:“”\"'（）()《》…—\-·~～]+")


def clean(s):
    return PUNCT_RE.sub("", norm(s))


def lcs_len(a, b):
    a, b = clean(a), clean(b)
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                if cur[j] > best:
                    best = cur[j]
        prev = cur
    return best


def han(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff"}


def parse_time(s):
    import datetime as dt
    return dt.datetime.fromisoformat(s)


def validate(data, meta):
    errs, notes = [], []
    if data.get("format") != "memory-eval/v1":
        errs.append("format must be memory-eval/v1")
    users = data["users"]
    if len(users) != 12:
        errs.append(f"expected 12 accounts, got {len(users)}")
    uids = Counter(u["user_id"] for u in users)
    if len(uids) != 11:
        errs.append(f"expected 11 distinct user ids, got {len(uids)}")
    twins = [uid for uid, c in uids.items() if c > 1]
    if len(twins) != 1 or uids[twins[0]] != 2:
        errs.append(f"exactly one user id must appear twice: {dict(uids)}")
    pairs = Counter((u["user_id"], u.get("tenant_id", "default")) for u in users)
    if any(c > 1 for c in pairs.values()):
        errs.append("duplicate (user_id, tenant_id) pair")
    all_mem_ids = Counter(m["id"] for u in users for m in u["memories"])
    errs += [f"duplicate memory id {k}" for k, c in all_mem_ids.items() if c > 1]
    all_probe_ids = Counter(p["id"] for u in users for p in u["probes"])
    errs += [f"duplicate probe id {k}" for k, c in all_probe_ids.items() if c > 1]

    total_mem = sum(len(u["memories"]) for u in users)
    if not 1800 <= total_mem <= 1900:
        errs.append(f"total memories {total_mem} outside 1800-1900")

    by_key = {acc["key"]: u for acc, u in zip(ACCOUNTS, users)}
    kinds = Counter()
    n_forbid = 0
    leak_by_key = Counter()
    expired_n, valid_n = 0, 0
    para_overlaps = []
    for acc, u in zip(ACCOUNTS, users):
        key = acc["key"]
        mm = {m["id"]: m for m in u["memories"]}
        info = meta[key]
        bg_ids = info["bg_ids"]
        own_text = [norm(m["content"]) for m in u["memories"]]
        twin_key = acc.get("twin")
        twin_text = [norm(m["content"]) for m in by_key[twin_key]["memories"]] if twin_key else []
        if not 14 <= info["n_core"] <= 16:
            errs.append(f"[{key}] core count {info['n_core']} not in 14-16")
        if not 130 <= info["n_bg"] <= 150:
            errs.append(f"[{key}] background count {info['n_bg']} not in 130-150")
        for m in u["memories"]:
            if m.get("type", "fact") not in ALLOWED_TYPES:
                errs.append(f"[{key}] {m['id']} bad type {m.get('type')}")
            if not 0 <= m.get("importance", 0.7) <= 1:
                errs.append(f"[{key}] {m['id']} importance out of range")
            if not m["content"].strip():
                errs.append(f"[{key}] {m['id']} empty content")
            if "用户" in m["content"]:
                errs.append(f"[{key}] {m['id']} still third person")
            if is_timey(m["content"]) and "valid_until" not in m:
                errs.append(f"[{key}] {m['id']} has time words but no valid_until")
            if "valid_until" in m and parse_time(m["valid_until"]) <= parse_time(m["created_at"]):
                errs.append(f"[{key}] {m['id']} valid_until before created_at")
        bg_contents = [norm(mm[i]["content"]) for i in bg_ids if i in mm]
        for p, spec in zip(u["probes"], acc["probes"]):
            pid = p["id"]
            kind = spec["kind"]
            kinds[kind] += 1
            if f"-{kind}-" not in pid:
                errs.append(f"{pid}: kind not named in id")
            at = parse_time(p["at"])
            rel = p["relevant"]
            for r in rel:
                if r not in mm:
                    errs.append(f"{pid}: relevant {r} not in this account")
                    continue
                m = mm[r]
                if parse_time(m["created_at"]) >= at:
                    errs.append(f"{pid}: relevant {r} created after probe")
                if "valid_until" in m and parse_time(m["valid_until"]) <= at:
                    errs.append(f"{pid}: relevant {r} already expired at probe time")
            # kind rules
            if kind == "abstain" and rel:
                errs.append(f"{pid}: abstain must have relevant []")
            if kind == "task" and not 2 <= len(rel) <= 5:
                errs.append(f"{pid}: task needs 2-5 relevant, has {len(rel)}")
            if kind in ("para", "direct") and not rel:
                errs.append(f"{pid}: {kind} needs relevant memories")
            if kind == "background":
                if not rel or any(r not in bg_ids for r in rel):
                    errs.append(f"{pid}: background probe must point to background memories")
            elif any(r in bg_ids for r in rel):
                errs.append(f"{pid}: non-background probe points to a background memory")
            if kind == "expiry":
                if rel:
                    valid_n += 1
                    for r in rel:
                        vu = mm[r].get("valid_until")
                        if not vu or vu == FAR:
                            errs.append(f"{pid}: expiry relevant {r} must be a dated plan")
                else:
                    expired_n += 1
                    ex = spec.get("expired")
                    exm = mm.get(info["local_to_id"].get(ex, ""), None)
                    if not exm or "valid_until" not in exm or parse_time(exm["valid_until"]) >= at:
                        errs.append(f"{pid}: expired-plan memory must exist and be expired at probe time")
                    elif not p.get("forbid") or not any(norm(k) in norm(exm["content"]) for g in p["forbid"] for k in g):
                        errs.append(f"{pid}: expired probe must forbid words of the expired plan")
            # wording: no copying
            for r in rel:
                if r in mm:
                    l = lcs_len(p["query"], mm[r]["content"])
                    lim = 3 if kind == "para" else 5
                    if l > lim:
                        errs.append(f"{pid}: query copies {l} chars of {r} (limit {lim})")
            if kind == "para":
                qh = han(p["query"])
                mh = set().union(*(han(mm[r]["content"]) for r in rel if r in mm))
                ov = len(qh & mh) / max(1, len(qh))
                para_overlaps.append(ov)
                if ov > 0.4:
                    errs.append(f"{pid}: paraphrase shares {ov:.2f} of its Han characters with the memory")
            # forbid
            fb = p.get("forbid", [])
            if fb:
                n_forbid += 1
            for grp in fb:
                if not grp or not all(isinstance(k, str) and k for k in grp):
                    errs.append(f"{pid}: bad forbid group {grp}")
                    continue
                for kw in grp:
                    k = norm(kw)
                    for r in rel:
                        if r in mm and k in norm(mm[r]["content"]):
                            errs.append(f"{pid}: forbid '{kw}' occurs in relevant {r}")
                    if any(k in t for t in bg_contents):
                        errs.append(f"{pid}: forbid '{kw}' occurs in a background memory of the account")
                    if not any(k in t for t in own_text) and not any(k in t for t in twin_text):
                        errs.append(f"{pid}: forbid '{kw}' matches nothing in the account or its twin (vacuous)")
            # leak probes
            if pid.endswith("-leak"):
                leak_by_key[key] += 1
                if not twin_key:
                    errs.append(f"{pid}: leak probe in an account without a twin tenant")
                twin_groups = [g for g in fb if any(norm(k) in t for k in g for t in twin_text)
                               and not any(norm(k) in t for k in g for t in own_text)]
                if not twin_groups:
                    errs.append(f"{pid}: leak probe forbids no word that is unique to the twin tenant")
            elif spec.get("leak"):
                errs.append(f"{pid}: leak flag but id does not end with -leak")
            if p["query"].strip() == "":
                errs.append(f"{pid}: empty query")
        # place filter sanity: background must not name a place of this account's probes
        qtext = "".join(p["query"] for p in u["probes"])
        for i in (x for x in bg_ids if x in mm):
            for w in EXTRA_PLACES:
                if w in qtext and w in mm[i]["content"]:
                    errs.append(f"[{key}] background {i} names probe place {w}")
    for k, target in KIND_TARGETS.items():
        if kinds[k] != target:
            errs.append(f"kind {k}: {kinds[k]} probes, expected {target}")
    if sum(kinds.values()) != 112:
        errs.append(f"expected 112 probes, got {sum(kinds.values())}")
    if valid_n != 8 or expired_n != 2:
        errs.append(f"expiry split must be 8 valid / 2 expired, got {valid_n}/{expired_n}")
    if leak_by_key.get("ajie-jp") != 8 or leak_by_key.get("ajie-tao") != 8:
        errs.append(f"leak probes per twin must be 8/8, got {dict(leak_by_key)}")
    if not 0.4 <= n_forbid / 112 <= 0.6:
        errs.append(f"share of probes with forbid {n_forbid}/112 not about half")
    notes.append(f"accounts={len(users)} user_ids={len(uids)} memories={total_mem}")
    notes.append("per account core/bg: " + ", ".join(f"{k}={meta[k]['n_core']}/{meta[k]['n_bg']}" for k in meta))
    notes.append("probes per kind: " + ", ".join(f"{k}={kinds[k]}" for k in KIND_TARGETS) + f" total={sum(kinds.values())}")
    notes.append(f"expiry valid/expired: {valid_n}/{expired_n}; with forbid: {n_forbid}; leak: {sum(leak_by_key.values())} {dict(leak_by_key)}")
    if para_overlaps:
        notes.append(f"paraphrase Han-char overlap mean={sum(para_overlaps)/len(para_overlaps):.2f} max={max(para_overlaps):.2f}")
    return errs, notes


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate only, do not write")
    args = ap.parse_args()
    pool_text, place_words = read_pool_literals()
    items = parse_pool(pool_text)
    data, meta = build(items, place_words)
    data2, _ = build(items, place_words)
    errs, notes = validate(data, meta)
    if dump(data) != dump(data2):
        errs.append("builder is not deterministic")
    for n in notes:
        print(n)
    if errs:
        for e in errs:
            print("ERROR:", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    if args.check:
        if OUT_PATH.exists() and OUT_PATH.read_text(encoding="utf-8") != dump(data):
            print(f"note: {OUT_PATH.name} on disk differs from what would be written")
        print("check OK")
        return
    OUT_PATH.write_text(dump(data), encoding="utf-8")
    print(f"wrote {OUT_PATH}")


if __name__ == "__main__":
    main()
