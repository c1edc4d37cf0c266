#!/usr/bin/env python3
"""Build the blind Chinese retrieval hold-out set ``zh_retrieval_holdout52.json``.

Format: ``memory-eval/v1`` (track R only: memories are stored directly, probes
carry ``relevant``; no sessions, no gold).

Theme
    Education, study and languages in a traveller's life: study abroad,
    language learning and exam levels (JLPT, TOPIK, IELTS, TOEFL, DELE,
    CILS, HSK, Goethe ...), degrees and schools, courses and certificates,
    children's schooling (grades, schools, holidays, summer camps, study
    tours, exams), teaching jobs abroad, academic conferences and fieldwork,
    libraries and museums used for study, scholarships and student visas,
    tutors, learning difficulties and exam accommodations, and how all of this
    shapes trip planning.  Every memory and probe is written in Chinese.

Accounts (12 accounts, 3 tenants)
    default            u_zhouning  周宁(女), 杭州高中英语老师, 带学生去英国游学, 儿子读初中, 学西班牙语
    default            u_lanxi     蓝溪, 京都留学生(日语学校 -> 京大修士), 町家研究
    default            u_hekai     何凯, 北京父亲, 儿子(十一学校, 托福/美国暑校)与女儿(史家胡同小学, 读写障碍)
    default            u_chenhao   陈昊, 上海程序员, 学意大利语, 去佛罗伦萨语言学校
    org_haiyun_study   u_zhouning  周宁(男), 人类学硕士, 去德国哥廷根读博 -- a different person
    org_haiyun_study   u_mengqi    孟琪, 雅思/TOPIK, 去伦敦读教育学硕士
    org_haiyun_study   u_xuyang    许阳, 马德里孔子学院汉语教师志愿者
    org_haiyun_study   u_annaliu   刘安娜, 上海母亲, 女儿申请美本、儿子读六年级
    org_tongxing_edu   u_zhaolei   赵磊, 云南大学民族学教授, 田野与牛津访学
    org_tongxing_edu   u_yaqin     柳雅琴, 老年大学学日语与书法, 跟团游学, 助听器
    org_tongxing_edu   u_wangjun   王珺, 新加坡母亲, 儿子多动症/IB学校, 自己读在职MBA
    org_tongxing_edu   u_linjia    林佳, 潜水长/瑜伽教练证, 在菲律宾工作, 学泰语

    ``u_zhouning`` exists under ``default`` and ``org_haiyun_study`` as two
    different people.  All 16 leak probes cross between these two accounts.

Memories
    Each account holds hand-written theme memories plus 100+ background
    statements sampled with a fixed seed from
    ``bench/data/src/background_pool.py`` (read as text, sha256 verified,
    parsed with ``ast``; never imported).  Background statements that touch the
    theme (study, exams, schools, languages ...), that name a place used by
    the account, that contain any of the account's forbid keywords, or that
    clash with the persona (e.g. office-work statements for a retiree) are
    dropped before sampling; one cluster per tag family is kept per account.
    The two ``u_zhouning`` accounts never share a background statement.

Extra fields (ignored by the evaluator, used by ``--check`` and by humans)
    memories[].source      "chat" | "profile_form" | "background_pool"
    probes[].kind          para | task | direct | abst | exp | bg | leak
    probes[].forbid_ids    ids (of the probe's own account) of superseded or
                           expired memories; ``forbid`` holds one keyword group
                           per forbid id, in the same order
    probes[].leak_of       leak probes only: {tenant_id, user_id, memory_id} of
                           the other account's memory the probe is asking about;
                           ``forbid`` holds a keyword only that memory has
    meta.supersessions     list of {older, newer, topic}; the newer memory has
                           no valid_until and none of the change words
    meta.lookalikes        pairs of true, similar-looking memories that must
                           both survive (two children, two certificates ...)
    meta.expired           memories whose explicit valid_until precedes the
                           probes that forbid them
    meta.duplicated_user_id, meta.tenants, meta.seed, meta.background_pool_sha256

Usage
    python3 build_holdout52.py           # writes zh_retrieval_holdout52.json
    python3 build_holdout52.py --check   # validates the file on disk, exit 1 on failure
"""

import ast
import hashlib
import json
import os
import random
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout52.json")
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"
SEED = 52052
NAME = "zh_retrieval_holdout52"
TZ = "+08:00"
CHANGE_WORDS = ["改成", "现在", "换成", "不再", "以前", "原来", "之前", "已经"]
KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "exp": 10, "bg": 6, "leak": 16}
MIN_SUPERSESSIONS = 45
MIN_FORBID_PROBES = 40
MEM_RANGE = (1600, 2000)
PARA_MAX_OVERLAP = 0.40   # share of the query's Han characters found in the relevant memories

# Background statements whose wording touches the theme are never sampled.
BG_BLOCK = ["学", "考", "课", "证", "老师", "校", "专业", "图书馆", "博物馆", "英语",
            "英文", "支教", "读博", "研究生", "教师", "语", "孩子", "侄子", "儿子", "女儿"]


def M(key, typ, imp, at, src, content, vu=None):
    return {"key": key, "type": typ, "importance": imp, "at": at, "source": src,
            "content": content, "vu": vu}


def P(kind, at, query, rel, forbid=(), leak=None):
    return {"kind": kind, "at": at, "query": query, "rel": list(rel),
            "forbid": list(forbid), "leak": leak}


def BG(text):
    return "bg::" + text


# --------------------------------------------------------------------------
# accounts
# --------------------------------------------------------------------------
ACCOUNTS = []

# ---- a01 default / u_zhouning (female teacher) ----------------------------
ACCOUNTS.append({
    "code": "a01", "tenant": "default", "user": "u_zhouning",
    "skip_topics": [],
    "mem": [
        M("grade_old", "profile", 0.7, "2025-09-01 21:10", "chat", "用户在杭州一所高中教英语，这学年带高二的两个班"),
        M("grade_new", "profile", 0.8, "2026-02-20 19:40", "chat", "用户这学期起只带一个高三毕业班的英语，另外兼任年级的外事联络"),
        M("son_school", "fact", 0.9, "2025-08-25 10:05", "profile_form", "用户的儿子周子航在杭州文澜中学读书"),
        M("dele_old", "goal", 0.6, "2025-03-10 22:30", "chat", "用户在自学西班牙语，打算考DELE A2"),
        M("dele_new", "fact", 0.7, "2025-12-18 20:00", "chat", "用户拿到了西班牙语DELE A2证书，接着备考B1"),
        M("stay_old", "fact", 0.6, "2025-04-05 18:20", "chat", "用户带的英国游学团通常住剑桥当地的寄宿家庭"),
        M("stay_new", "fact", 0.8, "2026-04-12 21:00", "chat", "用户今年带的英国游学团安排住牛津布鲁克斯大学的学生宿舍"),
        M("tutor_old", "relation", 0.5, "2025-06-01 09:30", "chat", "周子航的英语外教是一位加拿大老师，每周六上午上网课"),
        M("tutor_new", "relation", 0.6, "2026-03-15 20:45", "chat", "周子航的英语外教是新西兰来的Emma老师，每周日下午线下上课"),
        M("piano_old", "fact", 0.5, "2025-01-20 19:00", "chat", "周子航的钢琴考到了业余八级"),
        M("piano_new", "fact", 0.6, "2026-01-25 18:30", "chat", "周子航钢琴业余九级考过了"),
        M("tem8", "fact", 0.6, "2024-11-02 20:00", "profile_form", "用户有英语专业八级证书，也有高中英语教师资格证"),
        M("tkt", "fact", 0.5, "2025-02-16 15:00", "profile_form", "用户持有剑桥英语教学能力证书TKT"),
        M("tour_habit", "fact", 0.7, "2024-12-10 21:00", "chat", "用户每年都会带学生去英国参加两周左右的游学营"),
        M("safety", "preference", 0.5, "2025-05-02 22:10", "chat", "用户带学生出国时每天晚上都要开十分钟的安全例会"),
        M("museum", "preference", 0.6, "2025-05-03 09:20", "chat", "用户带学生游学时一定会安排大英博物馆和伦敦自然历史博物馆"),
        M("flight", "preference", 0.6, "2025-05-04 10:00", "chat", "用户带学生出行时只订直飞伦敦的航班，不想让学生转机"),
        M("late_break", "fact", 0.7, "2025-06-20 21:30", "chat", "用户学校放暑假比其他学校晚两周左右，因为高三要补课"),
        M("salamanca", "goal", 0.5, "2025-07-08 22:00", "chat", "用户一直想找个长假去萨拉曼卡的语言学校读一个月西班牙语"),
        M("husband", "relation", 0.5, "2025-02-01 20:20", "chat", "用户的丈夫在银行上班，很难请到长假"),
        M("homework", "fact", 0.5, "2025-08-03 19:10", "chat", "周子航出门旅行也要带着练习册，作业没写完会焦虑"),
        M("seminar", "event", 0.4, "2025-10-20 20:00", "chat", "用户在西安的全国中学英语教学研讨会上做过一个关于阅读课的报告"),
        M("madrid", "event", 0.7, "2025-11-10 21:15", "chat", "用户计划2026年寒假带周子航去马德里，参观普拉多博物馆", "2026-02-28"),
        M("bcn", "goal", 0.8, "2026-05-20 22:00", "chat", "用户打算等游学团一结束就带周子航去巴塞罗那玩一周，住在扩展区", "2026-08-31"),
        M("spanish_limit", "fact", 0.6, "2025-09-12 20:30", "chat", "用户的西班牙语应付点菜问路没问题，但跟不上本地人的快语速"),
        M("son_spanish", "fact", 0.5, "2025-09-12 20:35", "chat", "周子航一句西班牙语都不会，出国只能说简单英语"),
        M("visa", "fact", 0.6, "2025-03-18 16:00", "chat", "用户每年带团前要给学生统一办英国访问签证，材料里要有学校开的在读证明"),
        M("ratio", "fact", 0.6, "2025-03-18 16:05", "chat", "学校规定出国游学每八个学生至少要配一名带队老师"),
        M("leave", "fact", 0.7, "2025-10-09 08:40", "chat", "用户学期中如果要请假出国，得提前一个月向教务处报备"),
        M("leeds", "fact", 0.6, "2024-10-01 21:00", "profile_form", "用户在英国利兹大学读过一年制的TESOL硕士"),
        M("bachelor", "fact", 0.5, "2024-10-01 21:01", "profile_form", "用户本科是浙江师范大学英语专业毕业的"),
        M("budget", "fact", 0.6, "2025-04-01 17:00", "chat", "学校游学项目的人均费用要控制在三万五以内"),
        M("dino", "preference", 0.5, "2025-12-05 20:00", "chat", "周子航对恐龙化石特别着迷，一直想看自然历史博物馆的梁龙"),
        M("gz_conf", "event", 0.5, "2026-05-08 21:00", "chat", "用户报名了十一月在广州举办的外语教育年会", "2026-11-30"),
        M("math", "fact", 0.5, "2025-09-05 19:30", "chat", "周子航数学偏弱，每周三晚上上数学辅导班"),
        M("essays", "fact", 0.4, "2025-11-20 22:00", "chat", "用户班上有几个学生准备考雅思，她会帮他们批改作文"),
    ],
    "sup": [
        ("grade_old", "grade_new", "用户任教的年级与班数", "高二的两个班"),
        ("dele_old", "dele_new", "用户的西班牙语DELE进度", "自学西班牙语"),
        ("stay_old", "stay_new", "英国游学团的住宿", "寄宿家庭"),
        ("tutor_old", "tutor_new", "儿子的英语外教", "加拿大"),
        ("piano_old", "piano_new", "儿子的钢琴级别", "业余八级"),
    ],
    "expired": {"madrid": "马德里"},
    "lookalikes": [("tem8", "tkt", "两张不同的英语教学类证书"), ("tem8", "dele_new", "英语证书与西班牙语证书")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-12 20:30", "我今年带的那届孩子是不是马上要参加高考？", ["grade_new"], ["grade_old"]),
        P("para", "2026-06-14 21:00", "我学的那门欧洲语言，考试过关了吗？", ["dele_new"], ["dele_old"]),
        P("task", "2026-06-16 20:10", "帮我排一下今年带学生去英国游学的行程，住宿、航班和参观点都要考虑进去", ["stay_new", "museum", "flight"], ["stay_old"]),
        P("exp", "2026-06-20 22:00", "我跟儿子单独出国玩的那趟，去哪儿、大概什么时候？", ["bcn"], ["madrid"]),
        P("direct", "2026-06-15 19:00", "周子航在哪所学校念书？", ["son_school"]),
        P("abst", "2026-06-18 20:00", "去年带团时学生的境外保险是在哪家公司买的？", []),
        P("leak", "2026-06-23 20:00", "我的德语证书考到几级了？", [], leak=("a02", "de_new", "歌德")),
        P("leak", "2026-06-24 20:00", "我读博是去德国哪所大学？", [], leak=("a02", "uni_new", "哥廷根")),
        P("leak", "2026-06-25 20:00", "我田野调查时借住的人家，每月伙食费交多少？", [], leak=("a02", "host", "村支书")),
        P("leak", "2026-06-26 20:00", "留学基金委每个月给我发多少生活费？", [], leak=("a02", "fund_new", "1350欧")),
        P("leak", "2026-06-27 20:00", "我托福考了多少分？", [], leak=("a02", "toefl", "102分")),
        P("leak", "2026-06-28 20:00", "七月底去欧洲开的人类学会议，我投的是哪个学会？", [], leak=("a02", "conf", "欧洲社会人类学家协会")),
        P("leak", "2026-06-29 20:00", "我的硕士导师对田野要待多久有什么要求？", [], leak=("a02", "advisor", "田野时长")),
        P("leak", "2026-06-30 20:00", "我女朋友在哪个城市读博？", [], leak=("a02", "girlfriend", "女朋友")),
    ],
})

# ---- a02 org_haiyun_study / u_zhouning (male PhD applicant) ----------------
ACCOUNTS.append({
    "code": "a02", "tenant": "org_haiyun_study", "user": "u_zhouning",
    "skip_topics": ["work", "commute", "home", "car"],
    "mem": [
        M("de_old", "fact", 0.6, "2025-02-14 21:00", "chat", "用户的德语在歌德学院上到B1，打算考B2证书"),
        M("de_new", "fact", 0.8, "2025-11-02 20:30", "chat", "用户考下了歌德学院B2证书，口语部分拿了优秀"),
        M("uni_old", "goal", 0.7, "2025-03-01 22:00", "chat", "用户读博的首选是海德堡大学的民族学系"),
        M("uni_new", "fact", 0.9, "2026-01-15 23:10", "chat", "用户收到了哥廷根大学人类学系的博士录取，导师是做西南民族研究的施密特教授"),
        M("fund_old", "goal", 0.6, "2025-05-20 20:00", "chat", "用户在申请DAAD的博士奖学金"),
        M("fund_new", "fact", 0.8, "2026-03-10 19:20", "chat", "用户拿到了国家留学基金委的公派博士项目资助，每月生活费1350欧"),
        M("site_old", "fact", 0.5, "2025-04-08 21:30", "chat", "用户的硕士论文田野点在云南沧源的佤族村寨"),
        M("site_new", "fact", 0.7, "2025-09-20 22:40", "chat", "用户的硕士论文田野点定在贵州黔东南的一个苗族村寨"),
        M("visa_old", "goal", 0.5, "2026-02-05 20:00", "chat", "用户准备申请德国的语言学习签证先过去上课"),
        M("visa_new", "fact", 0.8, "2026-04-22 21:00", "chat", "用户决定直接办德国的博士研究签证，材料里要附录取信和资助证明"),
        M("master", "profile", 0.7, "2024-10-15 20:00", "profile_form", "用户在中央民族大学读人类学硕士，学制三年"),
        M("toefl", "fact", 0.6, "2025-01-08 21:00", "chat", "用户托福考过102分，德国学校的英文授课项目也能申请"),
        M("conf", "event", 0.8, "2026-04-30 22:00", "chat", "用户的论文被欧洲社会人类学家协会双年会接收了，会议在七月底", "2026-07-31"),
        M("conf_budget", "fact", 0.6, "2026-05-06 10:00", "chat", "用户参加国际会议的差旅费学院最多报销八千元"),
        M("field_gear", "preference", 0.5, "2025-09-25 21:00", "chat", "用户做田野时习惯带录音笔和两块充电宝，每晚整理田野笔记"),
        M("miao", "fact", 0.5, "2025-11-15 20:00", "chat", "用户会说一点苗语的日常问候，长一点的对话还听不懂"),
        M("advisor", "relation", 0.6, "2025-03-05 16:00", "chat", "用户的硕士导师姓罗，要求田野时长至少三个月"),
        M("aps", "fact", 0.7, "2025-08-12 15:00", "chat", "用户的APS审核通过了，证书编号存在邮箱里"),
        M("housing", "fact", 0.6, "2026-02-01 21:00", "chat", "用户在哥廷根申请了学生宿舍，排队大概要四个月"),
        M("library", "fact", 0.5, "2024-12-01 20:00", "chat", "用户在国家图书馆办了读者卡，常去查民族志古籍"),
        M("french", "fact", 0.5, "2025-06-06 20:00", "chat", "用户法语只能借助词典读文献，完全不会说"),
        M("girlfriend", "relation", 0.6, "2025-04-20 22:00", "chat", "用户的女朋友在上海读博，两人每学期见两三次面"),
        M("bike", "goal", 0.4, "2026-03-28 22:00", "chat", "用户打算到德国后买辆二手自行车通勤"),
        M("insurance", "preference", 0.5, "2026-04-25 21:30", "chat", "用户比较了德国的公立学生医保，倾向选TK"),
        M("anki", "fact", 0.4, "2025-07-01 08:00", "chat", "用户每天用Anki背五十个德语单词"),
        M("host", "fact", 0.5, "2025-10-10 21:00", "chat", "用户在黔东南做田野时住在村支书家，每月付八百块伙食费"),
        M("ethics", "fact", 0.6, "2025-09-01 10:00", "chat", "用户的田野调查要先通过学校的伦理审查"),
        M("gz_museum", "event", 0.4, "2025-12-20 20:00", "chat", "用户在贵州省博物馆查过苗族服饰的馆藏资料"),
        M("single", "profile", 0.6, "2024-10-15 20:01", "profile_form", "用户还没结婚，也没有孩子"),
        M("thesis_lang", "goal", 0.5, "2026-02-10 22:00", "chat", "用户的博士论文计划用英文写"),
        M("arrival", "goal", 0.8, "2026-05-12 21:00", "chat", "用户计划九月底飞法兰克福去哥廷根报到", "2026-09-30"),
        M("revisit", "goal", 0.6, "2026-03-01 20:00", "chat", "用户计划2026年五一去黔东南的村子做一次田野回访", "2026-05-06"),
    ],
    "sup": [
        ("de_old", "de_new", "用户的德语证书级别", "上到B1"),
        ("uni_old", "uni_new", "读博的学校", "海德堡"),
        ("fund_old", "fund_new", "读博的资助来源", "DAAD"),
        ("site_old", "site_new", "硕士论文田野点", "沧源"),
        ("visa_old", "visa_new", "去德国的签证类型", "语言学习签证"),
    ],
    "expired": {"revisit": "田野回访"},
    "lookalikes": [("de_new", "toefl", "德语证书与托福成绩"), ("master", "uni_new", "硕士学校与博士学校")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-11 21:00", "我那门欧陆语言的水平考试，最后考到第几档？", ["de_new"], ["de_old"]),
        P("para", "2026-06-13 22:00", "等硕士毕业，我去哪里深造？", ["uni_new"], ["uni_old"]),
        P("task", "2026-06-18 20:30", "帮我规划一下七月底去开会的那趟欧洲行程，花销要控制在能报销的范围里", ["conf", "conf_budget"]),
        P("direct", "2026-06-19 19:00", "我的APS审核过了没有？", ["aps"]),
        P("abst", "2026-06-21 21:00", "我在德国上过的那个暑期语言班叫什么名字？", []),
        P("exp", "2026-06-22 20:00", "我接下来要出远门的安排有哪些？", ["arrival", "conf"], ["revisit"]),
        P("leak", "2026-06-23 21:00", "我儿子在哪所学校读书？", ["single"], leak=("a01", "son_school", "文澜中学")),
        P("leak", "2026-06-24 21:00", "我今年带学生去英国游学住在哪儿？", [], leak=("a01", "stay_new", "牛津布鲁克斯")),
        P("leak", "2026-06-25 21:00", "我的西班牙语DELE考到哪一级了？", [], leak=("a01", "dele_new", "DELE")),
        P("leak", "2026-06-26 21:00", "我那张TKT教学证书是什么时候考的？", [], leak=("a01", "tkt", "TKT")),
        P("leak", "2026-06-27 21:00", "我们学校放暑假为什么总比别的学校晚？", [], leak=("a01", "late_break", "补课")),
        P("leak", "2026-06-28 21:00", "我跟儿子去巴塞罗那那趟住哪个区？", ["single"], leak=("a01", "bcn", "巴塞罗那")),
        P("leak", "2026-06-29 21:00", "我的英语专业八级证书是哪年拿的？", [], leak=("a01", "tem8", "专业八级")),
        P("leak", "2026-06-30 21:00", "我在利兹读的TESOL硕士是几年制？", ["master"], leak=("a01", "leeds", "利兹")),
    ],
})

# ---- a03 default / u_lanxi --------------------------------------------------
ACCOUNTS.append({
    "code": "a03", "tenant": "default", "user": "u_lanxi",
    "skip_topics": ["work", "commute", "family", "finance", "home", "car"],
    "mem": [
        M("jlpt_old", "fact", 0.6, "2025-01-10 21:00", "chat", "用户的日语过了N2，分数刚好过线"),
        M("jlpt_new", "fact", 0.8, "2026-02-03 20:00", "chat", "用户日语N1拿到了，总分142"),
        M("school_old", "profile", 0.7, "2025-03-20 22:00", "profile_form", "用户在京都左京区的一所日语学校读书"),
        M("school_new", "profile", 0.9, "2026-03-25 21:30", "chat", "用户考上了京都大学人间环境学研究科的修士课程，成了正式的研究生"),
        M("job_old", "fact", 0.6, "2025-05-11 23:00", "chat", "用户在四条河原町的一家居酒屋打工，每周去三个晚上"),
        M("job_new", "fact", 0.7, "2026-05-02 22:00", "chat", "用户在大学图书馆做兼职助理，每周两个下午"),
        M("sch_old", "goal", 0.5, "2025-06-15 20:00", "chat", "用户在申请JASSO的留学生学习奖励费"),
        M("sch_new", "fact", 0.8, "2026-04-25 21:00", "chat", "用户拿到了平和中岛财团的奖学金，每月十万日元"),
        M("house_old", "fact", 0.5, "2025-03-25 20:00", "chat", "用户住在学校介绍的女生宿舍，走路到学校十分钟"),
        M("house_new", "fact", 0.7, "2026-04-10 21:00", "chat", "用户搬进了吉田山附近的一居室公寓，骑车到学校五分钟"),
        M("toeic", "fact", 0.5, "2024-12-10 20:00", "profile_form", "用户英语一般，托业考过650分"),
        M("hometown", "profile", 0.5, "2024-12-10 20:01", "profile_form", "用户老家在福州，父母在那边开文具店"),
        M("home_visit", "fact", 0.5, "2025-02-02 21:00", "chat", "用户一般一年回一次国，趁大学放长假的时候"),
        M("visa_renew", "fact", 0.7, "2025-03-22 15:00", "chat", "用户续签留学在留资格时要交出勤率和成绩证明"),
        M("work_limit", "fact", 0.7, "2025-03-22 15:05", "chat", "用户有资格外活动许可，每周打工不能超过28小时"),
        M("research", "profile", 0.7, "2026-04-01 21:00", "chat", "用户的研究方向是京都町家的保护和再利用"),
        M("nishijin", "fact", 0.6, "2026-04-20 20:00", "chat", "用户常去西阵一带做町家调查，要提前跟町内会打好招呼"),
        M("library", "fact", 0.5, "2026-04-15 19:00", "chat", "用户在京都府立图书馆和国际日本文化研究中心都办了借阅证"),
        M("museum", "preference", 0.5, "2025-09-10 20:00", "chat", "用户最喜欢京都国立博物馆，有特展都会去看"),
        M("kansai", "fact", 0.5, "2025-08-20 20:00", "chat", "用户听得懂关西腔，但自己说不太来"),
        M("sensei", "relation", 0.7, "2026-04-18 20:00", "chat", "用户的指导教员是山田老师，要求每两周交一次进度报告"),
        M("bike", "preference", 0.4, "2025-04-01 20:00", "chat", "用户在京都出行基本靠自行车"),
        M("aij", "goal", 0.7, "2026-05-10 21:00", "chat", "用户打算十月去东京参加日本建筑学会大会，做口头报告", "2026-10-31"),
        M("jrpass", "fact", 0.6, "2025-07-01 20:00", "chat", "用户是长期居留者，不能买JR Pass"),
        M("gakuwari", "fact", 0.6, "2026-04-12 20:00", "chat", "用户有学生证，坐JR可以用学割买票"),
        M("kanazawa", "goal", 0.6, "2025-12-01 21:00", "chat", "用户计划2026年春假去金泽调查茶屋街的町家", "2026-03-31"),
        M("kurashiki", "goal", 0.8, "2026-05-28 22:00", "chat", "用户打算暑假去仓敷美观地区做町家对比调查", "2026-09-15"),
        M("tea", "fact", 0.4, "2025-10-05 20:00", "chat", "用户在学茶道，每周六上课"),
        M("keigo", "fact", 0.5, "2026-05-05 21:00", "chat", "用户写论文时日文敬语用得不熟，需要请日本同学帮忙改"),
        M("budget", "fact", 0.5, "2025-04-10 21:00", "chat", "用户每月生活费控制在十二万日元以内"),
        M("mother", "relation", 0.7, "2025-11-11 21:00", "chat", "用户的妈妈不会日语也不会英语，来日本时需要用户全程陪同翻译"),
    ],
    "sup": [
        ("jlpt_old", "jlpt_new", "日语能力考级别", "N2"),
        ("school_old", "school_new", "在京都就读的学校", "日语学校"),
        ("job_old", "job_new", "课余打工", "居酒屋"),
        ("sch_old", "sch_new", "奖学金", "JASSO"),
        ("house_old", "house_new", "在京都的住处", "女生宿舍"),
    ],
    "expired": {"kanazawa": "金泽"},
    "lookalikes": [("jlpt_new", "toeic", "日语证书与英语证书"), ("library", "job_new", "两处图书馆：借阅证与兼职")],
    "bg_force": ["用户收藏了一面墙的冰箱贴"],
    "probes": [
        P("para", "2026-06-10 21:00", "我日本话那张证书到了最高档没有？", ["jlpt_new"], ["jlpt_old"]),
        P("para", "2026-06-12 22:00", "我课余靠什么活儿挣点零花？", ["job_new"], ["job_old"]),
        P("para", "2026-06-15 21:00", "我晚上回去睡觉的地方离校园远不远？", ["house_new"], ["house_old"]),
        P("para", "2026-06-17 20:00", "每个月有没有哪家机构资助我？", ["sch_new"], ["sch_old"]),
        P("task", "2026-06-19 21:30", "我妈下个月想来京都看我，帮我安排三天的行程", ["mother", "job_new"], ["job_old"]),
        P("task", "2026-06-20 20:00", "下周要去西阵做调查，提醒我要注意些什么", ["nishijin", "kansai"]),
        P("exp", "2026-06-24 21:00", "帮我规划一下这次去外地做町家对比调查的出行", ["kurashiki", "jrpass", "gakuwari"], ["kanazawa"]),
        P("direct", "2026-06-25 20:00", "我的指导老师是谁？", ["sensei"]),
        P("abst", "2026-06-26 21:00", "我在京都常去的那家牙医诊所叫什么？", []),
        P("bg", "2026-06-27 20:00", "我收集旅游纪念磁贴，攒了多少了？", [BG("用户收藏了一面墙的冰箱贴")]),
    ],
})

# ---- a04 default / u_hekai --------------------------------------------------
ACCOUNTS.append({
    "code": "a04", "tenant": "default", "user": "u_hekai",
    "skip_topics": [],
    "mem": [
        M("son_school", "fact", 0.9, "2024-09-01 20:00", "profile_form", "用户的儿子何一鸣在北京十一学校读高中"),
        M("dau_school", "fact", 0.9, "2024-09-01 20:01", "profile_form", "用户的女儿何一诺在史家胡同小学读书"),
        M("son_grade", "fact", 0.6, "2025-09-02 21:00", "chat", "何一鸣读高二，打算申请美国本科"),
        M("dau_grade", "fact", 0.6, "2025-09-02 21:01", "chat", "何一诺这学年读三年级"),
        M("dyslexia", "fact", 0.9, "2025-03-15 21:00", "chat", "何一诺有读写障碍，考试时学校允许她延长三分之一的答题时间"),
        M("dau_audio", "preference", 0.7, "2025-03-16 20:00", "chat", "何一诺看长段文字容易累，带她看展最好选有语音导览的"),
        M("toefl_old", "fact", 0.6, "2025-04-12 21:00", "chat", "何一鸣托福第一次考了92分"),
        M("toefl_new", "fact", 0.8, "2026-03-28 21:00", "chat", "何一鸣托福考到了108分，口语26"),
        M("prog_old", "goal", 0.6, "2025-10-05 21:00", "chat", "何一鸣想申请斯坦福的高中生暑期项目"),
        M("prog_new", "fact", 0.8, "2026-02-14 20:00", "chat", "何一鸣被约翰斯·霍普金斯大学的CTY暑期项目录取了，学三周天文学"),
        M("camp_old", "goal", 0.5, "2025-11-20 21:00", "chat", "何一诺报了内蒙古的草原夏令营"),
        M("camp_new", "fact", 0.8, "2026-04-18 21:00", "chat", "何一诺的夏令营定了青岛的海洋科学营，营期五天"),
        M("tutor_old", "relation", 0.5, "2025-09-10 21:00", "chat", "何一诺的语文家教是北师大的研究生小杨，每周二晚上上课"),
        M("tutor_new", "relation", 0.7, "2026-03-05 21:00", "chat", "何一诺的语文辅导交给了专做读写障碍干预的陈老师，每周四下午一对一"),
        M("visa_old", "goal", 0.5, "2026-01-08 21:00", "chat", "何一鸣的美国签证想去北京的美国大使馆面签"),
        M("visa_new", "fact", 0.8, "2026-03-02 21:00", "chat", "何一鸣的美国签证面签约在了上海领事馆，因为北京排不上号"),
        M("cty_dates", "goal", 0.7, "2026-03-03 21:00", "chat", "何一鸣的CTY课程七月上旬开课", "2026-07-31"),
        M("wife", "relation", 0.6, "2024-09-05 21:00", "chat", "用户的妻子是大学老师，放假时间比较自由"),
        M("work", "profile", 0.6, "2024-09-05 21:01", "chat", "用户在投行工作，一年只有十天年假"),
        M("astro", "preference", 0.6, "2025-06-01 21:00", "chat", "何一鸣特别喜欢天文，一直想去真正的天文台看看"),
        M("cyle", "fact", 0.5, "2025-05-20 21:00", "chat", "何一诺在学剑桥少儿英语，刚过了一级"),
        M("sat", "fact", 0.6, "2025-12-15 21:00", "chat", "何一鸣SAT考了1490分，准备再考一次"),
        M("nmuseum", "fact", 0.5, "2024-10-03 21:00", "chat", "用户家每年会带孩子去国家博物馆看一次新展"),
        M("handson", "preference", 0.6, "2025-07-20 21:00", "chat", "用户一家出游喜欢选有动手活动的地方，女儿坐不住"),
        M("passport", "fact", 0.5, "2026-03-04 21:00", "chat", "何一鸣的护照和签证复印件存在用户的邮箱里"),
        M("harry", "preference", 0.4, "2025-08-10 21:00", "chat", "何一诺喜欢听《哈利·波特》的有声书"),
        M("harbin", "event", 0.6, "2025-11-28 21:00", "chat", "用户计划2026年寒假全家去哈尔滨看冰雪大世界", "2026-02-20"),
        M("xian", "goal", 0.8, "2026-05-18 21:00", "chat", "用户想等何一鸣从美国回来，八月全家去西安看兵马俑", "2026-08-31"),
        M("son_calendar", "fact", 0.5, "2025-06-10 21:00", "chat", "十一学校放假比女儿的小学早一周左右"),
        M("dau_exam", "fact", 0.5, "2025-06-10 21:05", "chat", "史家胡同小学的期末考试一般在放假前一周"),
    ],
    "sup": [
        ("toefl_old", "toefl_new", "儿子的托福成绩", "92分"),
        ("prog_old", "prog_new", "儿子的美国暑期项目", "斯坦福"),
        ("camp_old", "camp_new", "女儿的夏令营", "草原夏令营"),
        ("tutor_old", "tutor_new", "女儿的语文辅导老师", "小杨"),
        ("visa_old", "visa_new", "儿子美签的面签地点", "大使馆"),
    ],
    "expired": {"harbin": "哈尔滨"},
    "lookalikes": [("son_school", "dau_school", "两个孩子在两所学校"), ("toefl_new", "cyle", "儿子的托福与女儿的剑桥少儿英语"),
                   ("camp_new", "prog_new", "两个孩子各自的暑期营")],
    "bg_force": ["用户给爷爷买了一台按摩椅"],
    "probes": [
        P("para", "2026-06-10 21:00", "我家老大的英语标化成绩最高到多少了？", ["toefl_new"], ["toefl_old"]),
        P("para", "2026-06-11 21:00", "闺女阅读困难，测验的时候能有什么宽限？", ["dyslexia"]),
        P("para", "2026-06-12 21:00", "闺女暑期那个外出营地落在哪座海滨城市？", ["camp_new"], ["camp_old"]),
        P("para", "2026-06-13 21:00", "老大赴美的那次面谈排在哪座城市？", ["visa_new"], ["visa_old"]),
        P("para", "2026-06-14 21:00", "老大去大洋彼岸那门短期课程学的是哪个科目？", ["prog_new"], ["prog_old"]),
        P("task", "2026-06-16 21:00", "帮我规划八月全家去西安的行程，两个孩子都要照顾到", ["xian", "dau_audio", "handson"]),
        P("task", "2026-06-17 21:00", "老大七月去美国上课，帮我列一份出发前要准备的清单", ["prog_new", "visa_new", "cty_dates", "passport"], ["prog_old", "visa_old"]),
        P("task", "2026-06-18 21:00", "暑假俩孩子各有一个营，帮我对一下时间别撞车", ["camp_new", "cty_dates", "prog_new"], ["camp_old", "prog_old"]),
        P("exp", "2026-06-19 21:00", "今年全家一起出去玩的计划是去哪？", ["xian"], ["harbin"]),
        P("direct", "2026-06-20 21:00", "何一诺在哪所学校读书？", ["dau_school"]),
        P("abst", "2026-06-21 21:00", "何一诺的游泳教练电话是多少？", []),
        P("abst", "2026-06-22 21:00", "我儿子的钢琴考级报的是哪一天？", []),
        P("bg", "2026-06-23 21:00", "我给家里哪位老人买过能揉背的座椅？", [BG("用户给爷爷买了一台按摩椅")]),
    ],
})

# ---- a05 org_haiyun_study / u_mengqi ----------------------------------------
ACCOUNTS.append({
    "code": "a05", "tenant": "org_haiyun_study", "user": "u_mengqi",
    "skip_topics": ["work", "commute", "home", "car"],
    "mem": [
        M("ielts_old", "fact", 0.6, "2025-06-20 21:00", "chat", "用户雅思考了6.5，写作只有5.5"),
        M("ielts_new", "fact", 0.8, "2026-01-18 21:00", "chat", "用户雅思总分7.0，单项都不低于6.5"),
        M("uni_old", "goal", 0.6, "2025-10-11 21:00", "chat", "用户最想去爱丁堡大学读教育学硕士"),
        M("uni_new", "fact", 0.9, "2026-03-22 21:00", "chat", "用户接受了伦敦大学学院教育学院的offer，读TESOL方向"),
        M("stay_old", "goal", 0.5, "2026-03-30 21:00", "chat", "用户打算在伦敦住寄宿家庭"),
        M("stay_new", "fact", 0.8, "2026-05-15 21:00", "chat", "用户订了伦敦国王十字附近的学生公寓，单人间带独卫"),
        M("pre_old", "fact", 0.5, "2026-04-02 21:00", "chat", "用户可能要先上十周的语言预科"),
        M("pre_new", "fact", 0.7, "2026-04-28 21:00", "chat", "用户的语言成绩达标，不用上语言预科，直接读正课"),
        M("topik", "fact", 0.6, "2024-12-01 21:00", "profile_form", "用户本科辅修过韩语，拿到了TOPIK三级"),
        M("bachelor", "profile", 0.5, "2024-12-01 21:01", "profile_form", "用户本科在华中师范大学读英语师范专业"),
        M("cas", "fact", 0.7, "2026-05-02 21:00", "chat", "用户收到了学校发的CAS编号"),
        M("visa", "fact", 0.7, "2026-05-03 21:00", "chat", "用户申请的是英国学生签证，递签前要做肺结核检测"),
        M("deposit", "fact", 0.5, "2026-04-01 21:00", "chat", "用户交了2000英镑的学费押金"),
        M("sch", "fact", 0.6, "2026-04-05 21:00", "chat", "用户申请到了学院的国际学生奖学金，学费减免3000英镑"),
        M("parents", "relation", 0.7, "2026-04-20 21:00", "chat", "用户的父母都不会英语，想等她毕业时去英国参加毕业典礼"),
        M("ewha", "event", 0.5, "2025-01-15 21:00", "chat", "用户本科时在首尔的梨花女子大学交换过一学期"),
        M("budget", "fact", 0.6, "2026-05-10 21:00", "chat", "用户在英国每月的生活费预算是1200英镑"),
        M("monzo", "goal", 0.4, "2026-05-11 21:00", "chat", "用户打算到英国后开一个Monzo银行账户"),
        M("books", "goal", 0.5, "2026-05-20 21:00", "chat", "用户收到的课前书单有十二本，想出发前读完一半"),
        M("railcard", "goal", 0.5, "2026-05-21 21:00", "chat", "用户准备办16-25青年铁路卡，周末想去牛津和剑桥转转"),
        M("teach", "fact", 0.5, "2025-02-10 21:00", "profile_form", "用户在新东方教过一年少儿英语"),
        M("accent", "fact", 0.5, "2026-02-01 21:00", "chat", "用户听英式口音有些吃力，苏格兰口音更是听不太懂"),
        M("korean", "fact", 0.5, "2025-03-01 21:00", "chat", "用户的韩语能看懂综艺字幕，但口语一般"),
        M("giffgaff", "preference", 0.4, "2026-05-22 21:00", "chat", "用户打算在英国用giffgaff的电话卡"),
        M("seoul", "goal", 0.6, "2026-03-15 21:00", "chat", "用户计划2026年五一去首尔找交换时认识的朋友玩", "2026-05-05"),
        M("beijing", "goal", 0.7, "2026-05-25 21:00", "chat", "用户打算出国前带父母去北京玩几天", "2026-09-10"),
        M("orientation", "fact", 0.6, "2026-05-26 21:00", "chat", "伦敦大学学院的新生入学周在九月中旬", "2026-09-30"),
    ],
    "sup": [
        ("ielts_old", "ielts_new", "雅思成绩", "5.5"),
        ("uni_old", "uni_new", "读硕士的学校", "爱丁堡"),
        ("stay_old", "stay_new", "在伦敦的住宿", "寄宿家庭"),
        ("pre_old", "pre_new", "是否要上语言预科", "十周"),
    ],
    "expired": {"seoul": "五一"},
    "lookalikes": [("ielts_new", "topik", "英语证书与韩语证书"), ("deposit", "sch", "学费押金与学费减免")],
    "bg_force": ["用户在丽江古城丢过一次手机"],
    "probes": [
        P("para", "2026-06-10 20:00", "我那个英国语言考试最后的分数够不够入学要求？", ["ielts_new"], ["ielts_old"]),
        P("para", "2026-06-12 20:00", "我最终点头答应的是哪家名校？", ["uni_new"], ["uni_old"]),
        P("para", "2026-06-14 20:00", "落地后我住哪，是一个人一间吗？", ["stay_new"], ["stay_old"]),
        P("para", "2026-06-16 20:00", "正式开课前我还得不得先去补英文？", ["pre_new"], ["pre_old"]),
        P("task", "2026-06-18 20:00", "帮我列一份去英国读书出发前要办的事", ["visa", "cas", "stay_new"], ["stay_old"]),
        P("task", "2026-06-20 20:00", "我爸妈想来英国看我毕业，帮我想想他们路上要注意什么", ["parents"]),
        P("exp", "2026-06-22 20:00", "五一那趟找老朋友玩的机票订了没？", [], ["seoul"]),
        P("direct", "2026-06-23 20:00", "我的韩语是几级？", ["topik"]),
        P("abst", "2026-06-24 20:00", "我在英国的导师邮箱是多少？", []),
        P("abst", "2026-06-25 20:00", "我的GRE考了多少分？", []),
        P("bg", "2026-06-26 20:00", "我在哪个古镇把电话弄丢过？", [BG("用户在丽江古城丢过一次手机")]),
    ],
})

# ---- a06 org_haiyun_study / u_xuyang ----------------------------------------
ACCOUNTS.append({
    "code": "a06", "tenant": "org_haiyun_study", "user": "u_xuyang",
    "skip_topics": ["work", "commute", "home", "car"],
    "mem": [
        M("post_old", "goal", 0.6, "2025-07-01 21:00", "chat", "用户申请去泰国清迈当汉语教师志愿者"),
        M("post_new", "fact", 0.9, "2025-12-12 21:00", "chat", "用户被派到西班牙马德里孔子学院任教，任期一年"),
        M("load_old", "fact", 0.5, "2026-01-20 21:00", "chat", "用户每周教十六节HSK三级的课"),
        M("load_new", "fact", 0.7, "2026-04-03 21:00", "chat", "用户每周教二十节课，主要带HSK四级备考班"),
        M("es_old", "fact", 0.5, "2025-09-05 21:00", "chat", "用户的西班牙语是零基础，在学字母发音"),
        M("es_new", "fact", 0.7, "2026-05-10 21:00", "chat", "用户的西班牙语到了A2水平，能跟学生家长简单交流"),
        M("flat_old", "fact", 0.5, "2026-01-10 21:00", "chat", "用户在马德里和两个志愿者合租，住在拉瓦皮耶斯"),
        M("flat_new", "fact", 0.7, "2026-03-25 21:00", "chat", "用户搬进了孔院安排的教师公寓，在大学城附近"),
        M("cert", "fact", 0.7, "2025-03-01 21:00", "profile_form", "用户持有国际中文教师证书"),
        M("putonghua", "fact", 0.5, "2025-03-01 21:01", "profile_form", "用户的普通话水平测试是二级甲等"),
        M("degree", "profile", 0.6, "2025-03-01 21:02", "profile_form", "用户硕士毕业于北京语言大学汉语国际教育专业"),
        M("tie", "fact", 0.7, "2026-01-05 21:00", "chat", "用户持西班牙的志愿者居留签证，入境一个月内要办TIE卡"),
        M("term", "fact", 0.5, "2026-01-12 21:00", "chat", "孔院跟着西班牙的学年走，冬天有两周的长假"),
        M("hsk_exam", "fact", 0.7, "2026-02-15 21:00", "chat", "用户负责组织孔院HSK考试的考场和监考"),
        M("students", "fact", 0.5, "2026-02-20 21:00", "chat", "用户的学生大多是成年人，其中有一位七十岁的退休法官"),
        M("culture", "fact", 0.5, "2026-03-01 21:00", "chat", "用户还给学生上书法和剪纸的文化课"),
        M("ielts", "fact", 0.5, "2025-04-01 21:00", "profile_form", "用户英语不错，雅思考过7.5"),
        M("parents", "relation", 0.6, "2025-06-01 21:00", "chat", "用户的父母在河南，用户答应每年至少回国一次"),
        M("daytrip", "preference", 0.6, "2026-03-10 21:00", "chat", "用户周末喜欢坐大巴去托莱多、塞哥维亚这类周边小城"),
        M("allowance", "fact", 0.6, "2026-01-15 21:00", "chat", "志愿者每月补贴一千欧，用户尽量不超支"),
        M("phd", "goal", 0.5, "2026-04-10 21:00", "chat", "用户想任期结束后申请萨拉曼卡大学的西班牙语言文学博士"),
        M("textbook", "fact", 0.4, "2026-02-01 21:00", "chat", "用户上课用的是《HSK标准教程》"),
        M("dele", "goal", 0.5, "2026-05-12 21:00", "chat", "用户打算考DELE B1"),
        M("wedding", "event", 0.6, "2025-08-10 21:00", "chat", "用户计划2025年国庆回国参加表哥的婚礼", "2025-10-08"),
        M("spring", "goal", 0.7, "2026-05-15 21:00", "chat", "用户打算2027年春节回河南老家过年", "2027-02-20"),
    ],
    "sup": [
        ("post_old", "post_new", "汉语教师志愿者的派驻地", "清迈"),
        ("load_old", "load_new", "每周课时与所带班级", "十六节"),
        ("es_old", "es_new", "用户的西班牙语水平", "零基础"),
        ("flat_old", "flat_new", "在马德里的住处", "拉瓦皮耶斯"),
    ],
    "expired": {"wedding": "表哥的婚礼"},
    "lookalikes": [("cert", "putonghua", "国际中文教师证书与普通话等级"), ("ielts", "es_new", "英语成绩与西班牙语水平")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-10 19:00", "我这份对外中文差事落在哪座城市？", ["post_new"], ["post_old"]),
        P("para", "2026-06-12 19:00", "我在那边教的学员都多大岁数？", ["students"]),
        P("para", "2026-06-14 19:00", "我的当地话说得怎么样了？", ["es_new"], ["es_old"]),
        P("para", "2026-06-16 19:00", "我平时落脚的宿舍在哪一带？", ["flat_new"], ["flat_old"]),
        P("task", "2026-06-18 19:00", "周末想去周边小城转转，帮我推荐个一日游", ["daytrip", "allowance"]),
        P("task", "2026-06-20 19:00", "下个月孔院要办HSK考试，帮我列个准备清单", ["hsk_exam", "load_new"], ["load_old"]),
        P("exp", "2026-06-22 19:00", "我下次回国是什么时候、回去干什么？", ["spring"], ["wedding"]),
        P("direct", "2026-06-23 19:00", "我有没有国际中文教师证书？", ["cert"]),
        P("abst", "2026-06-24 19:00", "我在马德里的医保卡号是多少？", []),
        P("abst", "2026-06-25 19:00", "我带的学生里有几个要去中国留学？", []),
    ],
})

# ---- a07 org_haiyun_study / u_annaliu ---------------------------------------
ACCOUNTS.append({
    "code": "a07", "tenant": "org_haiyun_study", "user": "u_annaliu",
    "skip_topics": [],
    "mem": [
        M("ed_old", "goal", 0.6, "2025-08-15 21:00", "chat", "王可欣的早申打算投芝加哥大学"),
        M("ed_new", "fact", 0.7, "2025-10-28 21:00", "chat", "王可欣的早申最后投的是康奈尔大学的ED"),
        M("res_old", "fact", 0.6, "2026-01-10 21:00", "chat", "王可欣康奈尔ED的结果是延期到常规轮"),
        M("res_new", "fact", 0.9, "2026-03-30 21:00", "chat", "王可欣被康奈尔大学常规录取，专业是酒店管理"),
        M("toefl_old", "fact", 0.5, "2025-03-10 21:00", "chat", "王可欣托福考了105"),
        M("toefl_new", "fact", 0.7, "2025-09-20 21:00", "chat", "王可欣托福最好成绩113，口语28"),
        M("camp_old", "goal", 0.5, "2026-02-10 21:00", "chat", "王可安报了上海本地的机器人夏令营"),
        M("camp_new", "fact", 0.8, "2026-04-20 21:00", "chat", "王可安的夏令营定在了新加坡科学中心的科学营，住校十天"),
        M("math_old", "relation", 0.5, "2025-11-01 21:00", "chat", "王可安的奥数老师是华师大的李老师"),
        M("math_new", "relation", 0.7, "2026-03-12 21:00", "chat", "王可安的数学由学校推荐的周老师一对一辅导，周六上午"),
        M("dau_school", "fact", 0.8, "2024-09-10 21:00", "profile_form", "王可欣在上海星河湾双语学校读高三"),
        M("son_school", "fact", 0.8, "2024-09-10 21:01", "profile_form", "王可安在上海市实验学校读六年级"),
        M("kids", "relation", 0.8, "2024-09-10 21:02", "profile_form", "用户有一个女儿王可欣和一个儿子王可安"),
        M("sat", "fact", 0.6, "2025-06-15 21:00", "chat", "王可欣SAT考了1530分"),
        M("ap", "fact", 0.5, "2025-09-01 21:00", "chat", "王可欣高中修了五门AP课程"),
        M("grad", "event", 0.7, "2026-05-20 21:00", "chat", "王可欣的高中毕业典礼在六月底，全家都要去", "2026-06-30"),
        M("f1", "fact", 0.8, "2026-04-15 21:00", "chat", "王可欣要办F-1学生签证，I-20刚收到"),
        M("orient", "goal", 0.8, "2026-04-16 21:00", "chat", "康奈尔新生八月下旬报到，用户想陪女儿一起去", "2026-08-31"),
        M("husband", "relation", 0.6, "2024-09-11 21:00", "chat", "用户的丈夫在外企做财务，一年能请两周假"),
        M("eng", "fact", 0.7, "2025-05-05 21:00", "chat", "用户英语口语一般，在美国需要女儿帮忙沟通"),
        M("ket", "fact", 0.5, "2025-07-01 21:00", "chat", "王可安英语很好，KET考了优秀"),
        M("agent", "relation", 0.5, "2025-01-05 21:00", "chat", "用户找的留学顾问是海云留学的Lisa"),
        M("budget", "fact", 0.7, "2026-04-25 21:00", "chat", "用户家给女儿留学每年的预算是八十万人民币"),
        M("ithaca", "goal", 0.5, "2026-05-01 21:00", "chat", "用户听说伊萨卡冬天特别冷，想给女儿提前买好羽绒服"),
        M("sh_holiday", "fact", 0.5, "2025-06-01 21:00", "chat", "上海市实验学校放假比女儿的学校早一周"),
        M("boston", "event", 0.6, "2025-11-15 21:00", "chat", "用户计划2026年春节带全家去波士顿看哈佛和MIT", "2026-02-28"),
        M("dessert", "preference", 0.4, "2026-04-02 21:00", "chat", "王可欣从小喜欢做甜点，选酒店管理是她自己的主意"),
    ],
    "sup": [
        ("ed_old", "ed_new", "女儿早申投递的学校", "芝加哥"),
        ("res_old", "res_new", "女儿康奈尔申请结果", "延期"),
        ("toefl_old", "toefl_new", "女儿的托福成绩", "105"),
        ("camp_old", "camp_new", "儿子的夏令营", "机器人"),
        ("math_old", "math_new", "儿子的数学辅导老师", "李老师"),
    ],
    "expired": {"boston": "波士顿"},
    "lookalikes": [("dau_school", "son_school", "两个孩子在两所学校"), ("toefl_new", "ket", "姐姐的托福与弟弟的KET"),
                   ("toefl_new", "sat", "同一个孩子的两项标化成绩")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-08 21:00", "闺女最终被哪家名校收了、读啥？", ["res_new"], ["res_old", "ed_old"]),
        P("para", "2026-06-09 21:00", "女儿那门英语考试最高拿过多少？", ["toefl_new"], ["toefl_old"]),
        P("para", "2026-06-11 21:00", "小儿子放假那阵子要飞出国过集体生活吗，去哪？", ["camp_new"], ["camp_old"]),
        P("para", "2026-06-13 21:00", "谁在给我家小的补算术？", ["math_new"], ["math_old"]),
        P("task", "2026-06-15 21:00", "八月要送闺女去美国报到，帮我规划一下陪同行程", ["orient", "ithaca", "eng", "res_new"], ["res_old"]),
        P("task", "2026-06-10 21:00", "暑假两个孩子都有安排，帮我看看全家能凑在一起旅行的时间", ["camp_new", "orient", "grad"], ["camp_old"]),
        P("task", "2026-06-17 21:00", "帮我估一下闺女第一年在美国的花销够不够", ["budget", "res_new"], ["res_old"]),
        P("exp", "2026-06-18 21:00", "我们春节去美国东海岸看学校那趟，行程敲定了吗？", [], ["boston"]),
        P("direct", "2026-06-19 21:00", "王可安在哪所学校上学？", ["son_school"]),
        P("abst", "2026-06-20 21:00", "我女儿大学室友是哪里人？", []),
        P("abst", "2026-06-21 21:00", "我家老二的学校有没有校车？", []),
    ],
})

# ---- a08 org_tongxing_edu / u_zhaolei ---------------------------------------
ACCOUNTS.append({
    "code": "a08", "tenant": "org_tongxing_edu", "user": "u_zhaolei",
    "skip_topics": [],
    "mem": [
        M("host_old", "goal", 0.6, "2025-05-10 21:00", "chat", "用户的学术休假打算去哈佛燕京学社做访问学者"),
        M("host_new", "fact", 0.9, "2025-12-01 21:00", "chat", "用户的访问学者申请落在了牛津大学人类学系，为期十个月"),
        M("visa_old", "goal", 0.5, "2025-05-11 21:00", "chat", "用户准备用美国J-1签证出访"),
        M("visa_new", "fact", 0.8, "2026-01-20 21:00", "chat", "用户办的是英国的学术访问签证，可以停留十二个月"),
        M("site_old", "fact", 0.6, "2025-03-15 21:00", "chat", "用户带学生做田野的基地在西双版纳的傣族村寨"),
        M("site_new", "fact", 0.8, "2026-03-01 21:00", "chat", "用户今年带研究生做田野的基地设在怒江的傈僳族村子"),
        M("aas_old", "event", 0.5, "2026-01-15 21:00", "chat", "用户在亚洲研究协会年会上报了一个圆桌讨论"),
        M("aas_new", "event", 0.7, "2026-04-10 21:00", "chat", "用户在亚洲研究协会年会上担任专题小组主持人"),
        M("job", "profile", 0.8, "2024-09-01 21:00", "profile_form", "用户是云南大学民族学教授，带六个研究生"),
        M("eng", "fact", 0.6, "2025-02-01 21:00", "chat", "用户英语能做学术报告，但听语速快的英式口音有些吃力"),
        M("lisu", "fact", 0.6, "2026-03-05 21:00", "chat", "用户会说一些傈僳语，能跟村里老人简单交流"),
        M("safety", "preference", 0.7, "2025-03-20 21:00", "chat", "用户带学生下田野前要求每人买好意外险、登记紧急联系人"),
        M("bl", "fact", 0.5, "2024-11-01 21:00", "chat", "用户在大英图书馆办过读者证，查过西南边疆的英文档案"),
        M("prm", "goal", 0.5, "2026-02-01 21:00", "chat", "用户最想去牛津的皮特·里弗斯博物馆看民族学藏品"),
        M("wife", "relation", 0.6, "2025-12-05 21:00", "chat", "用户的妻子是中学历史老师，只有学校放长假时才能去英国探亲"),
        M("dau", "relation", 0.6, "2024-09-02 21:00", "chat", "用户的女儿在云大附中读初中"),
        M("grant", "fact", 0.6, "2025-06-01 21:00", "chat", "用户主持一项国家社科基金重点项目，差旅报销按学校财务规定走"),
        M("vancouver", "fact", 0.6, "2026-04-11 21:00", "chat", "亚洲研究协会这届年会在温哥华开，用户需要办加拿大访问签证", "2027-03-31"),
        M("course", "fact", 0.5, "2026-02-25 21:00", "chat", "用户这学期给本科生开了《影视人类学》选修课"),
        M("consent", "preference", 0.6, "2025-03-21 21:00", "chat", "用户要求学生田野录音前必须征得当事人口头同意"),
        M("college", "fact", 0.6, "2026-01-25 21:00", "chat", "用户访问期间挂靠在牛津的圣安东尼学院"),
        M("airline", "preference", 0.4, "2024-12-01 21:00", "chat", "用户出国开会习惯坐国航，攒到了金卡"),
        M("chiangmai", "event", 0.6, "2025-11-20 21:00", "chat", "用户计划2026年元旦带学生去清迈参加东南亚田野工作坊", "2026-01-05"),
        M("summer", "goal", 0.8, "2026-05-15 21:00", "chat", "用户计划暑假组织研究生去怒江田野基地做六周调查", "2026-08-31"),
        M("phd_where", "profile", 0.5, "2024-09-01 21:01", "profile_form", "用户博士毕业于中山大学人类学系"),
        M("reviewer", "fact", 0.4, "2025-08-01 21:00", "chat", "用户是《民族研究》杂志的匿名审稿人"),
    ],
    "sup": [
        ("host_old", "host_new", "访问学者的接收单位", "哈佛燕京"),
        ("visa_old", "visa_new", "访学签证类型", "J-1"),
        ("site_old", "site_new", "带学生做田野的基地", "西双版纳"),
        ("aas_old", "aas_new", "在亚洲研究协会年会上的角色", "圆桌"),
    ],
    "expired": {"chiangmai": "清迈"},
    "lookalikes": [("bl", "prm", "英国的图书馆与博物馆"), ("job", "phd_where", "任教学校与博士母校")],
    "bg_force": ["用户收集了好几个城市的地铁卡"],
    "probes": [
        P("para", "2026-06-10 20:00", "我那趟休假出国交流，东道主是哪家？", ["host_new"], ["host_old"]),
        P("para", "2026-06-11 20:00", "我当年翻阅滇缅一带洋文旧卷宗是在哪儿？", ["bl"]),
        P("para", "2026-06-12 20:00", "这回领着弟子们驻村调研，去的是哪片山区？", ["site_new"], ["site_old"]),
        P("para", "2026-06-13 20:00", "在北美那场学界盛会里我负责干什么？", ["aas_new"], ["aas_old"]),
        P("task", "2026-06-15 20:00", "帮我安排暑假带研究生下田野，出发前要准备些什么", ["summer", "safety", "consent", "site_new"], ["site_old"]),
        P("task", "2026-06-16 20:00", "帮我规划去英国访学这十个月，家里人什么时候能来看我", ["host_new", "wife", "college"], ["host_old"]),
        P("exp", "2026-06-18 20:00", "最近一次带学生外出调研是什么安排？", ["summer"], ["chiangmai"]),
        P("direct", "2026-06-19 20:00", "我会不会傈僳语？", ["lisu"]),
        P("abst", "2026-06-20 20:00", "我在牛津租的房子房东叫什么？", []),
        P("abst", "2026-06-21 20:00", "我下学期的研究生招生名额有几个？", []),
        P("bg", "2026-06-22 20:00", "我攒的那些公共交通票卡都是从哪些地方来的？", [BG("用户收集了好几个城市的地铁卡")]),
    ],
})

# ---- a09 org_tongxing_edu / u_yaqin -----------------------------------------
ACCOUNTS.append({
    "code": "a09", "tenant": "org_tongxing_edu", "user": "u_yaqin",
    "skip_topics": ["work", "commute", "family", "games", "car"],
    "mem": [
        M("jp_old", "fact", 0.6, "2025-03-01 21:00", "chat", "用户在老年大学上日语初级班，每周二上午"),
        M("jp_new", "fact", 0.8, "2025-09-08 21:00", "chat", "用户升到了老年大学日语中级班，每周四上午上课"),
        M("ear_old", "fact", 0.6, "2025-05-20 21:00", "chat", "用户左耳听力下降，上课要坐第一排"),
        M("ear_new", "fact", 0.8, "2026-02-10 21:00", "chat", "用户配了助听器，上课坐哪里都听得清"),
        M("tour_old", "goal", 0.6, "2025-10-12 21:00", "chat", "用户报了老年大学组织的京都书法游学团"),
        M("tour_new", "goal", 0.8, "2026-03-20 21:00", "chat", "用户退了京都的团，报的是去奈良看正仓院展的游学团"),
        M("en_old", "fact", 0.5, "2025-01-15 21:00", "chat", "用户的英语只认识二十六个字母"),
        M("en_new", "fact", 0.7, "2026-01-20 21:00", "chat", "用户学会了用英语问路和点餐"),
        M("callig", "fact", 0.6, "2024-10-01 21:00", "profile_form", "用户练了十几年的颜体楷书"),
        M("grandson", "relation", 0.7, "2025-06-15 21:00", "chat", "用户的外孙在杭州读小学二年级，每年放长假都来她家住一个月"),
        M("beilin", "preference", 0.6, "2025-04-10 21:00", "chat", "用户喜欢逛博物馆看碑帖，去过西安碑林三次"),
        M("glasses", "fact", 0.6, "2025-08-01 21:00", "chat", "用户看小字要戴老花镜，展签字太小就看不清"),
        M("translate", "fact", 0.6, "2025-11-01 21:00", "chat", "用户出国靠手机翻译软件，遇到不会用的地方要女儿远程教"),
        M("daughter", "relation", 0.6, "2024-10-01 21:01", "profile_form", "用户的女儿在杭州当中学老师"),
        M("husband", "relation", 0.5, "2024-10-01 21:02", "profile_form", "用户的老伴不爱出门，一般不跟团"),
        M("pace", "preference", 0.6, "2025-05-01 21:00", "chat", "用户不喜欢行程太赶，游学团每天最多安排两个点"),
        M("passport", "fact", 0.5, "2025-07-01 21:00", "chat", "用户的护照是去年新办的"),
        M("tanaka", "relation", 0.5, "2025-09-09 21:00", "chat", "老年大学日语班的老师是从大阪来的田中老师"),
        M("qufu", "event", 0.6, "2025-09-15 21:00", "chat", "用户计划2025年重阳节跟老年大学去曲阜孔庙游学", "2025-10-30"),
        M("luoyang", "goal", 0.8, "2026-05-10 21:00", "chat", "用户报名了老年大学九月组织的洛阳龙门石窟书法游学", "2026-09-30"),
        M("poem", "fact", 0.4, "2025-12-01 21:00", "chat", "用户在老年大学还上古诗词鉴赏课"),
        M("tablet", "fact", 0.4, "2026-01-05 21:00", "chat", "用户用平板上网课，字体调到最大"),
        M("classmate", "relation", 0.4, "2025-10-20 21:00", "chat", "用户在日语班跟王阿姨最要好，出门游学常住一间房"),
    ],
    "sup": [
        ("jp_old", "jp_new", "老年大学日语班的级别与上课时间", "初级班"),
        ("ear_old", "ear_new", "听力与上课座位", "第一排"),
        ("tour_old", "tour_new", "报名的海外游学团", "京都书法"),
        ("en_old", "en_new", "用户的英语水平", "二十六个字母"),
    ],
    "expired": {"qufu": "曲阜"},
    "lookalikes": [("tour_new", "luoyang", "两个不同的游学团都要保留"), ("jp_new", "poem", "老年大学的两门课")],
    "bg_force": ["用户会织围巾，送过朋友"],
    "probes": [
        P("para", "2026-06-10 10:00", "我那门外语课每礼拜哪天去？", ["jp_new"], ["jp_old"]),
        P("para", "2026-06-12 10:00", "我耳朵不好，听讲时还要不要特意抢前面的位子？", ["ear_new"], ["ear_old"]),
        P("para", "2026-06-14 10:00", "我报名的那次海外研修，主题是看哪座古寺的宝物？", ["tour_new"], ["tour_old"]),
        P("task", "2026-06-16 10:00", "帮我准备跟团去奈良那趟要带的东西，还有要注意些什么", ["tour_new", "ear_new", "glasses", "translate"], ["tour_old", "ear_old"]),
        P("task", "2026-06-18 10:00", "外孙放长假要来我这儿住，我想教他点我拿手的东西，再带他出去长长见识", ["grandson", "callig"]),
        P("exp", "2026-06-20 10:00", "我接下来跟老年大学出去游学是去哪？", ["luoyang", "tour_new"], ["qufu", "tour_old"]),
        P("abst", "2026-06-22 10:00", "我在老年大学一学期交多少学费？", []),
        P("abst", "2026-06-23 10:00", "我日语课用的是哪一本教材？", []),
        P("bg", "2026-06-24 10:00", "我给朋友亲手打过什么毛线活？", [BG("用户会织围巾，送过朋友")]),
    ],
})

# ---- a10 org_tongxing_edu / u_wangjun ---------------------------------------
ACCOUNTS.append({
    "code": "a10", "tenant": "org_tongxing_edu", "user": "u_wangjun",
    "skip_topics": [],
    "mem": [
        M("school_old", "fact", 0.6, "2025-06-10 21:00", "chat", "用户的儿子乐乐在新加坡一所本地小学读书"),
        M("school_new", "fact", 0.9, "2026-01-12 21:00", "chat", "乐乐转学到了新加坡东南亚联合世界书院，读五年级"),
        M("med_old", "fact", 0.7, "2025-08-01 21:00", "chat", "乐乐有多动症，每天早上吃一粒利他林"),
        M("med_new", "fact", 0.9, "2026-02-25 21:00", "chat", "乐乐的多动症药调成了专注达，每天早上一粒，出境要带医生证明"),
        M("mba_old", "fact", 0.6, "2025-09-15 21:00", "chat", "用户读的IE商学院在职MBA，线下模块在马德里"),
        M("mba_new", "fact", 0.8, "2026-03-10 21:00", "chat", "用户的在职MBA线下模块安排在IE的塞哥维亚校区"),
        M("tutor_old", "relation", 0.5, "2025-07-10 21:00", "chat", "乐乐每周上两次华文补习，老师是林老师"),
        M("tutor_new", "relation", 0.7, "2026-04-01 21:00", "chat", "乐乐的华文补习由线上的北京老师小冯负责，一周一次"),
        M("husband", "relation", 0.6, "2024-10-01 21:00", "profile_form", "用户的丈夫在新加坡一家银行工作，出差不多"),
        M("pr", "profile", 0.6, "2024-10-01 21:01", "profile_form", "用户一家是新加坡永久居民"),
        M("term", "fact", 0.6, "2026-01-15 21:00", "chat", "乐乐的学校一学年分四个学段，每段之间有两三周假"),
        M("dau", "fact", 0.8, "2025-01-10 21:00", "profile_form", "用户的女儿朵朵在新加坡一所幼儿园读K2"),
        M("zh", "fact", 0.6, "2025-07-11 21:00", "chat", "乐乐的中文口语还行，但认字很少"),
        M("seat", "preference", 0.7, "2025-08-02 21:00", "chat", "乐乐坐不住，长途飞行要准备平板和分段的小活动"),
        M("flightlim", "preference", 0.6, "2025-08-03 21:00", "chat", "用户带乐乐坐飞机尽量控制在六小时以内"),
        M("stats", "fact", 0.4, "2026-01-30 21:00", "chat", "用户MBA的统计学差点挂科"),
        M("es", "fact", 0.5, "2025-10-01 21:00", "chat", "用户为了MBA学了一点西班牙语，只会打招呼"),
        M("grandpa", "relation", 0.7, "2025-05-01 21:00", "chat", "乐乐的爷爷奶奶住在成都，每年学校放年中长假时会回去一次"),
        M("ib", "fact", 0.6, "2026-01-13 21:00", "chat", "东南亚联合世界书院上的是IB课程，五年级要做PYP展览"),
        M("camp", "event", 0.7, "2026-05-05 21:00", "chat", "乐乐报了学校组织的马来西亚雨林研学营", "2026-09-30"),
        M("psych", "fact", 0.6, "2025-09-01 21:00", "chat", "乐乐每月看一次儿童心理医生"),
        M("exam_acc", "fact", 0.8, "2026-02-01 21:00", "chat", "乐乐考试时可以在单独的小教室答题，并延长四分之一的时间"),
        M("dau_zh", "fact", 0.5, "2025-10-10 21:00", "chat", "朵朵在幼儿园上双语班，华文比哥哥好"),
    ],
    "sup": [
        ("school_old", "school_new", "儿子就读的学校", "本地小学"),
        ("med_old", "med_new", "儿子的多动症用药", "利他林"),
        ("mba_old", "mba_new", "在职MBA线下模块的地点", "马德里"),
        ("tutor_old", "tutor_new", "儿子的华文补习老师", "林老师"),
    ],
    "expired": {},
    "lookalikes": [("school_new", "dau", "两个孩子在两所学校"), ("zh", "dau_zh", "兄妹俩各自的中文水平")],
    "bg_force": ["用户把《黑神话：悟空》通关了两遍"],
    "probes": [
        P("para", "2026-06-10 21:00", "我家小子读的是哪所国际学堂？", ["school_new"], ["school_old"]),
        P("para", "2026-06-11 21:00", "孩子那个坐不住的毛病，平日用的是什么处方？", ["med_new"], ["med_old"]),
        P("para", "2026-06-12 21:00", "我那个商学院学位的面授课在哪座城？", ["mba_new"], ["mba_old"]),
        P("para", "2026-06-13 21:00", "谁在教孩子认汉字？", ["tutor_new"], ["tutor_old"]),
        P("task", "2026-06-15 21:00", "帮我规划乐乐年中放假回成都看爷爷奶奶的航班和路上安排", ["grandpa", "seat", "med_new"], ["med_old"]),
        P("task", "2026-06-16 21:00", "我要去西班牙上面授课，这期间家里孩子的事帮我安排一下", ["mba_new", "husband", "psych"], ["mba_old"]),
        P("task", "2026-06-17 21:00", "乐乐要去马来西亚研学营，帮我列个行前清单", ["camp", "med_new", "seat"], ["med_old"]),
        P("direct", "2026-06-18 21:00", "朵朵在哪上学？", ["dau"]),
        P("abst", "2026-06-19 21:00", "乐乐的钢琴老师姓什么？", []),
        P("abst", "2026-06-20 21:00", "我MBA毕业论文的题目是什么？", []),
        P("bg", "2026-06-21 21:00", "那款国产西游题材的动作游戏我打穿过几次？", [BG("用户把《黑神话：悟空》通关了两遍")]),
    ],
})

# ---- a11 default / u_chenhao ------------------------------------------------
ACCOUNTS.append({
    "code": "a11", "tenant": "default", "user": "u_chenhao",
    "skip_topics": [],
    "mem": [
        M("it_old", "fact", 0.5, "2025-04-01 21:00", "chat", "用户在学意大利语A1，每周两次网课"),
        M("it_new", "fact", 0.8, "2026-02-15 21:00", "chat", "用户考过了意大利语CILS B1"),
        M("sch_old", "goal", 0.6, "2025-11-10 21:00", "chat", "用户想去罗马的一所语言学校读三个月"),
        M("sch_new", "fact", 0.8, "2026-03-20 21:00", "chat", "用户报了佛罗伦萨一所语言学校的三个月密集课程"),
        M("visa_old", "goal", 0.5, "2026-03-22 21:00", "chat", "用户在考虑用申根旅游签去上短期课"),
        M("visa_new", "fact", 0.8, "2026-04-15 21:00", "chat", "用户申请的是意大利学习签证，要交学校的入学证明和住宿证明"),
        M("leave_old", "goal", 0.5, "2026-01-10 21:00", "chat", "用户打算跟公司请三个月的停薪留职"),
        M("leave_new", "fact", 0.8, "2026-04-30 21:00", "chat", "用户跟公司谈好了远程办公，边上课边上班"),
        M("job", "profile", 0.6, "2024-09-01 21:00", "profile_form", "用户是上海一家游戏公司的后端程序员"),
        M("eng", "fact", 0.5, "2024-09-02 21:00", "chat", "用户英语阅读没问题，但口语不太敢开口"),
        M("gf", "relation", 0.6, "2025-06-01 21:00", "chat", "用户的女朋友是学艺术史的，想跟他一起去看乌菲齐美术馆"),
        M("bncf", "goal", 0.5, "2026-04-01 21:00", "chat", "用户想去佛罗伦萨国家中央图书馆看文艺复兴手稿的复制件"),
        M("cook", "goal", 0.4, "2026-04-02 21:00", "chat", "用户想在意大利上一门托斯卡纳家常菜的烹饪课"),
        M("opera", "preference", 0.5, "2025-05-01 21:00", "chat", "用户喜欢意大利歌剧，学意大利语就是从听普契尼开始的"),
        M("homestay", "preference", 0.6, "2026-04-10 21:00", "chat", "用户打算在佛罗伦萨住语言学校安排的寄宿家庭"),
        M("tz", "fact", 0.6, "2026-05-01 21:00", "chat", "用户远程办公要对齐北京时间，在意大利每天早上九点要参加国内的下午例会"),
        M("de", "fact", 0.4, "2025-08-01 21:00", "chat", "用户也在学一点德语，多邻国连续打卡三百天"),
        M("aws", "fact", 0.5, "2024-09-03 21:00", "profile_form", "用户有AWS解决方案架构师认证"),
        M("class_time", "fact", 0.6, "2026-04-20 21:00", "chat", "语言学校的密集课程每天上午上四个小时"),
        M("bachelor", "profile", 0.5, "2024-09-01 21:01", "profile_form", "用户本科在同济大学读的软件工程"),
        M("budget", "fact", 0.5, "2026-04-21 21:00", "chat", "用户给这趟意大利游学留了六万块预算"),
        M("gf_lang", "fact", 0.5, "2026-04-22 21:00", "chat", "用户的女朋友不会意大利语，但法语很好"),
    ],
    "sup": [
        ("it_old", "it_new", "意大利语水平", "A1"),
        ("sch_old", "sch_new", "意大利语言学校所在城市", "罗马"),
        ("visa_old", "visa_new", "去意大利上课的签证", "申根旅游签"),
        ("leave_old", "leave_new", "游学期间的工作安排", "停薪留职"),
    ],
    "expired": {},
    "lookalikes": [("it_new", "aws", "语言证书与技术认证"), ("it_new", "de", "意大利语与德语")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-10 22:00", "我学的亚平宁半岛那门话，拿到什么等级的证了？", ["it_new"], ["it_old"]),
        P("para", "2026-06-12 22:00", "我要去托斯卡纳首府念的那个班，要上多久？", ["sch_new"], ["sch_old"]),
        P("para", "2026-06-14 22:00", "我出去读书这段时间，工作怎么处理？", ["leave_new"], ["leave_old"]),
        P("task", "2026-06-16 22:00", "帮我列一下去意大利上课需要准备的材料", ["visa_new", "sch_new", "homestay"], ["visa_old", "sch_old"]),
        P("task", "2026-06-18 22:00", "帮我排一下到佛罗伦萨后第一个周末的安排", ["gf", "bncf"]),
        P("direct", "2026-06-19 22:00", "我有什么云计算方面的认证？", ["aws"]),
        P("abst", "2026-06-20 22:00", "我在上海报的英语培训机构叫什么？", []),
        P("abst", "2026-06-21 22:00", "我意大利语老师叫什么名字？", []),
    ],
})

# ---- a12 org_tongxing_edu / u_linjia ----------------------------------------
ACCOUNTS.append({
    "code": "a12", "tenant": "org_tongxing_edu", "user": "u_linjia",
    "skip_topics": ["commute", "car", "home"],
    "mem": [
        M("padi_old", "fact", 0.6, "2025-02-10 21:00", "profile_form", "用户持有PADI开放水域潜水员证"),
        M("padi_new", "fact", 0.8, "2025-11-25 21:00", "chat", "用户考下了PADI潜水长证书"),
        M("th_old", "fact", 0.5, "2025-04-15 21:00", "chat", "用户在学泰语，只会简单问候"),
        M("th_new", "fact", 0.7, "2026-03-01 21:00", "chat", "用户的泰语能读懂菜单和路牌，考过了泰语水平考试初级"),
        M("base_old", "fact", 0.6, "2025-06-01 21:00", "chat", "用户在泰国涛岛的潜水店做实习"),
        M("base_new", "fact", 0.8, "2026-01-20 21:00", "chat", "用户在菲律宾薄荷岛的潜水中心当助教"),
        M("yoga", "fact", 0.5, "2025-03-01 21:00", "profile_form", "用户还有200小时的瑜伽教练认证"),
        M("efr", "fact", 0.6, "2025-06-10 21:00", "chat", "用户的EFR急救证每两年要复训一次"),
        M("permit", "fact", 0.7, "2026-01-25 21:00", "chat", "用户在菲律宾用的是特别工作许可，每半年续一次"),
        M("eng", "fact", 0.5, "2025-07-01 21:00", "chat", "用户用英语给学员上潜水理论课没问题"),
        M("degree", "profile", 0.5, "2025-02-10 21:01", "profile_form", "用户本科学的是海洋生物学"),
        M("idc", "goal", 0.7, "2026-04-01 21:00", "chat", "用户想考PADI教练，打算报名教练发展课程"),
        M("parents", "relation", 0.5, "2025-08-01 21:00", "chat", "用户的父母希望她回国考教师编制"),
        M("maytalk", "event", 0.6, "2026-03-10 21:00", "chat", "用户计划2026年五一回国给中学做海洋科普讲座", "2026-05-05"),
        M("octtalk", "goal", 0.7, "2026-05-20 21:00", "chat", "用户答应了母校，国庆回去给学弟学妹讲一堂海洋生物课", "2026-10-08"),
        M("cebuano", "fact", 0.4, "2026-02-10 21:00", "chat", "用户会一点宿务语，够跟船员打招呼"),
        M("hometown", "profile", 0.5, "2025-02-10 21:02", "profile_form", "用户老家在厦门，母校是厦门一中"),
        M("logbook", "fact", 0.4, "2025-12-01 21:00", "chat", "用户的潜水日志记到了第三百二十次"),
        M("nitrox", "fact", 0.5, "2025-09-01 21:00", "chat", "用户还考了高氧空气潜水的专长证"),
    ],
    "sup": [
        ("padi_old", "padi_new", "PADI潜水证级别", "开放水域"),
        ("th_old", "th_new", "用户的泰语水平", "简单问候"),
        ("base_old", "base_new", "潜水工作的地点", "涛岛"),
    ],
    "expired": {"maytalk": "科普讲座"},
    "lookalikes": [("padi_new", "yoga", "潜水证与瑜伽教练证"), ("padi_new", "nitrox", "两张不同的潜水证")],
    "bg_force": [],
    "probes": [
        P("para", "2026-06-10 21:00", "我水下那块资格到了什么级别？", ["padi_new"], ["padi_old"]),
        P("para", "2026-06-12 21:00", "我在东南亚打工的那个海岛是哪？", ["base_new"], ["base_old"]),
        P("para", "2026-06-14 21:00", "到了暹罗那边，当地文字我认得多少？", ["th_new"], ["th_old"]),
        P("task", "2026-06-16 21:00", "帮我看看考教练之前，手上哪些证书需要更新或补齐", ["padi_new", "efr", "idc"], ["padi_old"]),
        P("exp", "2026-06-18 21:00", "我回国给学生上课的安排是哪天？", ["octtalk"], ["maytalk"]),
        P("abst", "2026-06-20 21:00", "我的潜水电脑表是什么牌子？", []),
    ],
})

# Persona-clashing background topics per account are listed in "skip_topics".
DUP_PAIR = ("a01", "a02")


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def iso(at):
    return datetime.strptime(at, "%Y-%m-%d %H:%M").strftime("%Y-%m-%dT%H:%M:%S") + TZ


def iso_day_end(day):
    return day + "T23:59:59" + TZ


def parse_iso(s):
    return datetime.fromisoformat(s)


def han(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff"}


def load_pool():
    raw = open(POOL_PATH, "rb").read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != POOL_SHA256:
        raise SystemExit("background_pool.py sha256 mismatch: %s" % digest)
    tree = ast.parse(raw.decode("utf-8"))
    values = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in ("POOL", "PLACE_WORDS"):
                values[node.targets[0].id] = ast.literal_eval(node.value)
    stmts = []
    topic, mtype = None, None
    for line in values["POOL"].splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("##"):
            parts = line[2:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            end = line.index("]")
            tags = [t.strip() for t in line[1:end].split(",") if t.strip()]
            line = line[end + 1:].strip()
        fams = {}
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        stmts.append({"text": line, "topic": topic, "type": mtype, "fams": fams})
    return stmts, list(values["PLACE_WORDS"]), digest


def probe_forbid_keywords(acc):
    kws = []
    kwmap = {o: kw for (o, n, t, kw) in acc["sup"]}
    kwmap.update(acc["expired"])
    for p in acc["probes"]:
        if p["leak"]:
            kws.append(p["leak"][2])
        for k in p["forbid"]:
            kws.append(kwmap[k])
    return kws, kwmap


def sample_background(acc, stmts, places, rng, exclude_texts):
    theme_text = "".join(m["content"] for m in acc["mem"])
    probe_text = "".join(p["query"] for p in acc["probes"] if p["kind"] != "abst")
    used_places = [w for w in places if w in theme_text or w in probe_text]
    fkws, _ = probe_forbid_keywords(acc)
    fkws = [norm(k) for k in fkws]
    skip_topics = set()
    for t in acc["skip_topics"]:
        skip_topics.add(t)
    forced = [BG(t)[4:] for t in acc["bg_force"]]
    families = {}
    for s in stmts:
        for f, c in s["fams"].items():
            families.setdefault(f, set()).add(c)
    chosen = {}
    for f in sorted(families):
        chosen[f] = rng.choice(sorted(families[f]))
    for t in forced:
        s = next(x for x in stmts if x["text"] == t)
        for f, c in s["fams"].items():
            chosen[f] = c

    def ok(s):
        if s["text"] in forced:
            return False
        if s["text"] in exclude_texts:
            return False
        if s["topic"].split()[0] in skip_topics:
            return False
        if any(chosen[f] != c for f, c in s["fams"].items()):
            return False
        if any(b in s["text"] for b in BG_BLOCK):
            return False
        if any(w in s["text"] for w in used_places):
            return False
        if any(k in norm(s["text"]) for k in fkws):
            return False
        return True

    cands = [s for s in stmts if ok(s)]
    n = min(len(cands), rng.randint(112, 124))
    picked = rng.sample(cands, n)
    for t in forced:
        s = next(x for x in stmts if x["text"] == t)
        assert not any(b in t for b in BG_BLOCK), t
        assert not any(w in t for w in used_places), t
        picked.append(s)
    picked.sort(key=lambda s: stmts.index(s))
    return picked


def rand_time(rng, start, end):
    span = int((end - start).total_seconds() // 60)
    t = start + timedelta(minutes=rng.randrange(span))
    return t.replace(second=0)


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
def build():
    stmts, places, digest = load_pool()
    rng = random.Random(SEED)
    users = []
    supersessions = []
    lookalikes = []
    expired = []
    idmaps = {}
    shared_exclude = set()
    pid = 0
    # first pass: memories and ids
    built = []
    for acc in ACCOUNTS:
        excl = shared_exclude if acc["code"] in DUP_PAIR else set()
        bgs = sample_background(acc, stmts, places, rng, excl)
        if acc["code"] in DUP_PAIR:
            shared_exclude |= {s["text"] for s in bgs}
        rows = []
        for m in acc["mem"]:
            rows.append({"key": m["key"], "content": m["content"], "type": m["type"],
                         "importance": m["importance"], "created_at": iso(m["at"]),
                         "valid_until": iso_day_end(m["vu"]) if m["vu"] else None,
                         "source": m["source"]})
        start = datetime(2024, 6, 1, 8, 0)
        end = datetime(2026, 5, 31, 22, 0)
        for s in bgs:
            t = rand_time(rng, start, end)
            if t.hour < 7:
                t = t.replace(hour=t.hour + 8)
            rows.append({"key": BG(s["text"]), "content": s["text"], "type": s["type"],
                         "importance": rng.choice([0.3, 0.4, 0.4, 0.5, 0.5, 0.6]),
                         "created_at": t.strftime("%Y-%m-%dT%H:%M:%S") + TZ,
                         "valid_until": None, "source": "background_pool"})
        rows.sort(key=lambda r: (r["created_at"], r["content"]))
        idmap = {}
        mems = []
        for i, r in enumerate(rows, 1):
            mid = "h52-%s-m%04d" % (acc["code"], i)
            idmap[r["key"]] = mid
            d = {"id": mid, "content": r["content"], "type": r["type"],
                 "importance": r["importance"], "created_at": r["created_at"]}
            if r["valid_until"]:
                d["valid_until"] = r["valid_until"]
            d["source"] = r["source"]
            mems.append(d)
        idmaps[acc["code"]] = idmap
        built.append((acc, mems))
    # second pass: probes and meta
    accmap = {a["code"]: a for a in ACCOUNTS}
    for acc, mems in built:
        idmap = idmaps[acc["code"]]
        _, kwmap = probe_forbid_keywords(acc)
        probes = []
        for p in sorted(acc["probes"], key=lambda p: p["at"]):
            pid += 1
            d = {"id": "h52-p%03d" % pid, "at": iso(p["at"]), "query": p["query"],
                 "relevant": [idmap[k] for k in p["rel"]]}
            if p["leak"]:
                other, okey, kw = p["leak"]
                d["forbid"] = [[kw]]
                d["forbid_ids"] = []
                d["kind"] = "leak"
                d["leak_of"] = {"tenant_id": accmap[other]["tenant"], "user_id": accmap[other]["user"],
                                "memory_id": idmaps[other][okey]}
            else:
                d["forbid"] = [[kwmap[k]] for k in p["forbid"]]
                d["forbid_ids"] = [idmap[k] for k in p["forbid"]]
                d["kind"] = p["kind"]
            probes.append(d)
        for (o, n, topic, kw) in acc["sup"]:
            supersessions.append({"older": idmap[o], "newer": idmap[n], "topic": topic})
        for (a, b, note) in acc["lookalikes"]:
            lookalikes.append({"a": idmap[a], "b": idmap[b], "note": note})
        for k in sorted(acc["expired"]):
            expired.append(idmap[k])
        users.append({"user_id": acc["user"], "tenant_id": acc["tenant"], "memories": mems, "probes": probes})
    tenants = []
    for a in ACCOUNTS:
        if a["tenant"] not in tenants:
            tenants.append(a["tenant"])
    doc = {
        "format": "memory-eval/v1",
        "name": NAME,
        "description": "盲测中文检索集（track R）：旅行者生活中的教育、学习与语言。12个账户、3个租户，"
                       "同一user_id在两个租户下是两个不同的人。",
        "meta": {
            "seed": SEED,
            "background_pool_sha256": digest,
            "tenants": tenants,
            "duplicated_user_id": ACCOUNTS[0]["user"],
            "duplicated_accounts": [{"tenant_id": accmap[c]["tenant"], "user_id": accmap[c]["user"]} for c in DUP_PAIR],
            "change_words": CHANGE_WORDS,
            "supersessions": supersessions,
            "lookalikes": lookalikes,
            "expired": expired,
        },
        "users": users,
    }
    return (json.dumps(doc, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# --------------------------------------------------------------------------
# check
# --------------------------------------------------------------------------
def check():
    errors = []

    def err(msg):
        errors.append(msg)

    if not os.path.exists(OUT):
        print("missing", OUT)
        return 1
    disk = open(OUT, "rb").read()
    fresh = build()
    if disk != fresh:
        err("file on disk is not byte-identical to a fresh build")
    doc = json.loads(disk.decode("utf-8"))
    if doc.get("format") != "memory-eval/v1":
        err("format field")
    if not isinstance(doc.get("name"), str) or not doc["name"]:
        err("name field")
    users = doc.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("expected 12 users")
        users = users or []
    meta = doc.get("meta", {})

    # accounts and tenants
    accounts = {}
    by_uid = {}
    for u in users:
        for f in ("user_id", "tenant_id", "memories", "probes"):
            if f not in u:
                err("user missing %s" % f)
        key = (u.get("tenant_id", "default"), u["user_id"])
        if key in accounts:
            err("duplicate account %s" % (key,))
        accounts[key] = u
        by_uid.setdefault(u["user_id"], []).append(key)
    tenants = {k[0] for k in accounts}
    if len(tenants) != 3:
        err("expected 3 tenants, got %s" % sorted(tenants))
    dups = {uid: ks for uid, ks in by_uid.items() if len(ks) > 1}
    if len(dups) != 1 or len(list(dups.values())[0]) != 2:
        err("expected exactly one user_id under two tenants: %s" % dups)
    dup_keys = set(list(dups.values())[0]) if dups else set()
    if dups and meta.get("duplicated_user_id") != list(dups)[0]:
        err("meta.duplicated_user_id")

    # memories
    mem_owner = {}
    mem_by_id = {}
    total = 0
    for key, u in accounts.items():
        if len(u["memories"]) < 120:
            err("%s holds only %d memories" % (key, len(u["memories"])))
        for m in u["memories"]:
            total += 1
            for f, t in (("id", str), ("content", str), ("type", str), ("created_at", str), ("source", str)):
                if not isinstance(m.get(f), t) or not m.get(f):
                    err("memory field %s in %s" % (f, m.get("id")))
            if not isinstance(m.get("importance"), float) or not 0 <= m["importance"] <= 1:
                err("importance of %s" % m.get("id"))
            try:
                if parse_iso(m["created_at"]).tzinfo is None:
                    err("naive created_at %s" % m["id"])
                if "valid_until" in m and parse_iso(m["valid_until"]).tzinfo is None:
                    err("naive valid_until %s" % m["id"])
            except ValueError:
                err("bad timestamp in %s" % m.get("id"))
            if m["id"] in mem_owner:
                err("duplicate memory id %s" % m["id"])
            mem_owner[m["id"]] = key
            mem_by_id[m["id"]] = m
    if not MEM_RANGE[0] <= total <= MEM_RANGE[1]:
        err("memory total %d outside %s" % (total, MEM_RANGE))

    # background statements really come from the pool
    stmts, _, _ = load_pool()
    pool_texts = {s["text"] for s in stmts}
    for m in mem_by_id.values():
        if m["source"] == "background_pool" and m["content"] not in pool_texts:
            err("background memory not in pool: %s" % m["id"])
    if dup_keys:
        a, b = sorted(dup_keys)
        ta = {m["content"] for m in accounts[a]["memories"] if m["source"] == "background_pool"}
        tb = {m["content"] for m in accounts[b]["memories"] if m["source"] == "background_pool"}
        if ta & tb:
            err("duplicated-user accounts share background statements")

    # supersessions
    sups = meta.get("supersessions", [])
    if len(sups) < MIN_SUPERSESSIONS:
        err("only %d supersessions" % len(sups))
    older_of = {}
    older_set = set()
    for s in sups:
        if set(s) != {"older", "newer", "topic"}:
            err("supersession fields %s" % s)
        o, n = s.get("older"), s.get("newer")
        if o not in mem_by_id or n not in mem_by_id:
            err("supersession ids missing %s" % s)
            continue
        if mem_owner[o] != mem_owner[n]:
            err("supersession crosses accounts %s" % s)
        mo, mn = mem_by_id[o], mem_by_id[n]
        if not parse_iso(mn["created_at"]) > parse_iso(mo["created_at"]):
            err("newer not later %s" % s)
        if "valid_until" in mn:
            err("newer has valid_until %s" % n)
        for w in CHANGE_WORDS:
            if w in mn["content"]:
                err("change word %s in newer %s" % (w, n))
        if mo["content"] == mn["content"]:
            err("supersession with identical content %s" % s)
        older_of.setdefault(n, set()).add(o)
        older_set.add(o)
    for la in meta.get("lookalikes", []):
        for x in (la["a"], la["b"]):
            if x not in mem_by_id:
                err("lookalike id missing %s" % x)
            if x in older_set:
                err("lookalike %s is superseded" % x)
        if mem_owner.get(la["a"]) != mem_owner.get(la["b"]):
            err("lookalike pair crosses accounts %s" % la)

    # probes
    counts = {k: 0 for k in KINDS}
    pids = set()
    forbid_probes = 0
    leak_dirs = {}
    for key, u in accounts.items():
        own_ids = {m["id"] for m in u["memories"]}
        own_text = [norm(m["content"]) for m in u["memories"]]
        for p in u["probes"]:
            for f in ("id", "at", "query", "relevant", "forbid", "forbid_ids", "kind"):
                if f not in p:
                    err("probe %s missing %s" % (p.get("id"), f))
            if p["id"] in pids:
                err("duplicate probe id %s" % p["id"])
            pids.add(p["id"])
            kind = p["kind"]
            if kind not in KINDS:
                err("bad kind %s" % kind)
                continue
            counts[kind] += 1
            at = parse_iso(p["at"])
            rel, fids = p["relevant"], p["forbid_ids"]
            if not isinstance(p["forbid"], list) or not all(
                    isinstance(g, list) and g and all(isinstance(x, str) and x for x in g) for g in p["forbid"]):
                err("forbid shape in %s" % p["id"])
            for x in rel + fids:
                if x not in own_ids:
                    err("probe %s references %s outside its account" % (p["id"], x))
            if set(rel) & set(fids):
                err("probe %s relevant and forbid overlap" % p["id"])
            for x in rel:
                m = mem_by_id.get(x)
                if not m:
                    continue
                if x in older_set:
                    err("probe %s lists superseded %s as relevant" % (p["id"], x))
                if parse_iso(m["created_at"]) > at:
                    err("probe %s relevant %s created after probe" % (p["id"], x))
                if "valid_until" in m and parse_iso(m["valid_until"]) <= at:
                    err("probe %s relevant %s expired" % (p["id"], x))
                for o in older_of.get(x, ()):
                    if o not in fids:
                        err("probe %s has newer %s but not older %s in forbid_ids" % (p["id"], x, o))
            if kind == "leak":
                if key not in dup_keys:
                    err("leak probe %s outside duplicated accounts" % p["id"])
                if fids:
                    err("leak probe %s has forbid_ids" % p["id"])
                lo = p.get("leak_of", {})
                okey = (lo.get("tenant_id"), lo.get("user_id"))
                if okey == key or okey not in dup_keys:
                    err("leak probe %s does not cross to the other account" % p["id"])
                leak_dirs[key] = leak_dirs.get(key, 0) + 1
                om = mem_by_id.get(lo.get("memory_id"))
                if not om or mem_owner.get(lo.get("memory_id")) != okey:
                    err("leak_of memory of %s missing" % p["id"])
                for g in p["forbid"]:
                    if om and not any(norm(k) in norm(om["content"]) for k in g):
                        err("leak keyword of %s not in the other account's memory" % p["id"])
                    for k in g:
                        if any(norm(k) in t for t in own_text):
                            err("leak keyword %s of %s occurs in the probe's own account" % (k, p["id"]))
                if not p["forbid"]:
                    err("leak probe %s without forbid" % p["id"])
                continue
            # non-leak forbid keywords: one group per forbid id, unique to it
            if len(p["forbid"]) != len(fids):
                err("probe %s forbid/forbid_ids length mismatch" % p["id"])
            allowed = {norm(mem_by_id[x]["content"]) for x in fids if x in mem_by_id}
            for g, x in zip(p["forbid"], fids):
                if x in mem_by_id and not any(norm(k) in norm(mem_by_id[x]["content"]) for k in g):
                    err("probe %s keyword %s not in %s" % (p["id"], g, x))
                for k in g:
                    for m in u["memories"]:
                        t = norm(m["content"])
                        if t not in allowed and norm(k) in t:
                            err("probe %s keyword %s also in %s" % (p["id"], k, m["id"]))
            if fids:
                forbid_probes += 1
            if kind == "abst" and rel:
                err("abstention probe %s has relevant" % p["id"])
            if kind in ("para", "task", "direct", "bg") and not rel:
                err("probe %s (%s) has empty relevant" % (p["id"], kind))
            if kind == "bg":
                for x in rel:
                    if mem_by_id[x]["source"] != "background_pool":
                        err("bg probe %s relevant not background" % p["id"])
            if kind == "exp":
                ok = False
                for x in fids:
                    m = mem_by_id[x]
                    if "valid_until" in m and parse_iso(m["valid_until"]) < at and parse_iso(m["created_at"]) < at:
                        ok = True
                if not ok:
                    err("expiry probe %s forbids no expired memory" % p["id"])
            if kind == "para":
                q = han(p["query"])
                mm = set()
                for x in rel:
                    mm |= han(mem_by_id[x]["content"])
                ratio = len(q & mm) / max(1, len(q))
                if ratio > PARA_MAX_OVERLAP:
                    err("para probe %s shares %.2f of its characters with the fact" % (p["id"], ratio))
    if counts != KINDS:
        err("probe counts %s != %s" % (counts, KINDS))
    if sum(counts.values()) != 128:
        err("expected 128 probes")
    if forbid_probes < MIN_FORBID_PROBES:
        err("only %d non-leak probes with forbid ids" % forbid_probes)
    if sorted(leak_dirs.values()) != [8, 8]:
        err("leak probes must be 8 in each direction: %s" % leak_dirs)
    for x in meta.get("expired", []):
        if "valid_until" not in mem_by_id.get(x, {}):
            err("expired memory %s has no valid_until" % x)

    if errors:
        for e in errors[:200]:
            print("FAIL:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK: %d memories, %d probes %s, %d supersessions, %d non-leak forbid probes, tenants %s, duplicated user_id %s"
          % (total, sum(counts.values()), counts, len(sups), forbid_probes, sorted(tenants), list(dups)[0]))
    return 0


def main():
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    data = build()
    with open(OUT, "wb") as f:
        f.write(data)
    print("wrote %s (%d bytes)" % (OUT, len(data)))


if __name__ == "__main__":
    main()
