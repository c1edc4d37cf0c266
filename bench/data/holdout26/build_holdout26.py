#!/usr/bin/env python3
"""Builder for zh_retrieval_holdout26.json -- a BLIND Chinese Track-R set (memory-eval/v1).

Date written: 2026-12-03

What it is
----------
12 accounts living through one year of change (2025-12 .. 2026-11), 112 probes
asked between 2026-11-16 and 2026-11-25 (every probe is asked after every
memory of its account was created).  Each account holds 12-14 hand-written
core memories (Simplified Chinese, third person, colloquial) plus 130-150
background memories sampled deterministically (random.Random seeded with the
account key) from ../src/background_pool.py, whose module-level literals are
read with ast.parse + ast.literal_eval on the source text (the pool is never
imported or executed).  Track R only: no sessions, gold or expect.

Blindness record
----------------
* Files read (as text only):
    1. /work/shared/eval/FORMAT.md -- read in full first, with cat.
    2. /work/main/bench/data/src/background_pool.py -- read in full as text
       (wc -c, head -c, grep -n on module-level names, tail -c) after a
       `cd /work/main/bench/data/src/`; this builder parses it with
       ast.parse + ast.literal_eval and never imports or executes it.
* Folders listed / written: only /work/main/bench/data/holdout26/ (created
  with mkdir -p, listed with ls -la -- which also prints the '..' entry line
  of its parent, not the parent's contents).  It holds only this builder and
  zh_retrieval_holdout26.json.  The src/ folder was never listed.
* Code run: `python3 --version`; this builder (build and --check, also under
  PYTHONHASHSEED=0/1/12345 to confirm byte-identical output);
  `sha256sum` of the JSON; small inline python3 heredocs that only read
  this builder's own output (to review para overlaps and the sampled
  background per account, and to patch this file's text while writing it);
  a throw-away self-test run from /tmp as `python3 -` that imports this
  builder (bytecode writing disabled) and feeds 19 deliberately broken
  variants of the JSON text, held in memory, to check_text() (every one was
  rejected), plus one altered copy written to a tempfile under /tmp to
  exercise the byte-compare path of --check (rejected, rc=1) and deleted
  right after.  No broken file remains anywhere.
* Not done: nothing else in /work/main was listed, opened or run (no README,
  no other data folder, no engine, no evaluator, not build_sets.py although
  the pool's docstring names it); no git command at all; no search tool,
  registry or network look-up; nothing was evaluated.
* Slips: none that I know of.  Note: the pool's docstring describes how
  another builder filters background statements; my filter was written
  from that description only (place words of the account's own story,
  forbid keywords, one cluster per tag family, 'active' dropped for
  mobility-limited users) plus per-account exclusions of topics and
  phrases that would contradict the core story (e.g. no office life for
  the retiree and the self-employed, no pets besides the story's own).

Counts (from --check)
---------------------
memories: 155 core + 1701 background; probes: para 42, task 24, direct 10,
abst 20, expiry 10, bg 6 = 112; probes with forbid: 40; cross-tenant leak
probes: 16 (8 in bj, 8 in gz); registers: plain 24, wechat 34, voice 19,
slang 15, dialect 20.

Accounts
--------
key | user_id        | tenant_id | persona / transition                                        | core | probes
bj  | u_zhao_yi      | agency_bj | 赵一, Beijing: divorce, new partner 老周, daughter 朵朵 7,     |  14  | 10
    |                |           | mother diabetic on insulin, winter trip to 哈尔滨             |      |
gz  | u_zhao_yi      | agency_gz | 赵一, Guangzhou: SOE accountant -> own bakery studio, son     |  14  | 10
    |                |           | 阿乐 to boarding school, father with stents, 阳朔 at 元旦      |      |
sh  | u_lin_xiao     | default   | 林晓, Shanghai: pregnancy -> newborn, babymoon (past),        |  13  | 10
    |                |           | breastfeeding, back to work hybrid, Spring-Festival trip      |      |
sy  | u_sun_jianguo  | default   | 孙建国, Shenyang: retirement, knee replacement, class reunion |  13  | 10
cd  | u_he_man       | default   | 何蔓, Chengdu: divorce, new partner 陈野, wedding in 泉州       |  12  | 10
hz  | u_qian_lei     | default   | 钱磊, Hangzhou: laid off -> braised-food shop, staff outing    |  13  |  9
xg  | u_zhou_min     | default   | 周敏: Shenzhen -> hometown county 兴国, civil-service job,     |  12  | 10
    |                |           | new house, class reunion in 武汉                               |      |
qd  | u_wu_zhigang   | default   | 吴志刚, Qingdao: mother with dementia who wanders, carer change|  13  |  9
nj  | u_zheng_ke     | default   | 郑可, Nanjing: adopts rescue dog 煤球, dog road trip           |  13  |  9
ny  | u_feng_lihua   | default   | 冯丽华, Nanyang: teenager to boarding school, work outing       |  13  |  9
hf  | u_deng_hao     | default   | 邓浩, Hefei: wife pregnant, babymoon (past), friend's wedding  |  13  |  9
lx  | u_peng_yu      | default   | 彭宇: Shanghai law firm -> guesthouse in hometown 泸溪, cat,   |  12  |  7
    |                |           | girlfriend, high-school reunion in 长沙                        |      |
bj and gz share user_id u_zhao_yi under two tenants; 16 of their probes forbid
the other tenant's distinctive keywords (cross-tenant leak probes).

Themes
------
Lives in transition over one year: pregnancy and a newborn, retirement,
divorce and a new partner, losing a job and starting a small business, moving
from a big city back to a hometown county, caring for a parent with dementia,
adopting a pet, a teenager starting boarding school.  Trips: class reunions,
a company/union team-building outing, a friend's wedding in another province,
a babymoon, a dog road trip; trips constrained by breastfeeding, a parent who
wanders, a post-surgery knee, late pregnancy, an elder on insulin or with
heart stents.  Changed facts are mostly worded without cue words (old memory
kept, marked stale, forbidden in probes about the present).  Registers of the
probes: plain, wechat (short chat lines), voice (voice-input run-ons without
punctuation), slang (internet slang, pinyin abbreviations, typos), dialect
(Northeastern, Sichuan, Shanghainese, Cantonese, Beijing, Henan/Shandong).

Probe kinds (carried in the probe id <acct>_<kind>_<nn>)
--------------------------------------------------------
para 42, task 24, direct 10, abst 20, expiry 10, bg 6 = 112.
expiry probes are asked (probes[].at) after the plan's explicit valid_until;
the plan's keywords are in forbid and its id is not relevant.

Run
---
    python3 build_holdout26.py          # writes zh_retrieval_holdout26.json next to itself
    python3 build_holdout26.py --check  # rebuild in memory, validate, byte-compare; exit 1 on failure
"""
from __future__ import annotations

import argparse
import ast
import json
import random
import re
import sys
import unicodedata
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout26.json"
POOL_SRC = HERE.parent / "src" / "background_pool.py"
SET_NAME = "zh_retrieval_holdout26"
FORMAT_ID = "memory-eval/v1"
TZ = "+08:00"

KIND_TARGETS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
REGISTERS = ("plain", "wechat", "voice", "slang", "dialect")
ALLOWED_TYPES = {"fact", "preference", "profile", "relation", "event"}
CORE_RANGE = (12, 14)
BG_RANGE = (130, 150)
MIN_FORBID_PROBES = 30
MIN_CROSS_TENANT = 8
PARA_MAX_SHARED_RATIO = 0.30
BG_START = datetime(2025, 12, 1)
BG_DAYS = 344  # up to 2026-11-10

# ---------------------------------------------------------------------------
# Hand-written data.
# core entry: (suffix, created "YYYY-MM-DD HH:MM", type, importance, content, extra)
#   extra: {"vu": "YYYY-MM-DD HH:MM"} explicit valid_until; {"stale": True}
#   for an outdated version of a fact or a plan that has passed.
# probe entry: (kind, register, query, relevant core suffixes, forbid, extra)
#   extra: {"absent": [...]}  substrings that must occur in none of the
#          account's memories (abstention guard);
#          {"bg": statement, "key": substring}  background target of a bg probe.
# ---------------------------------------------------------------------------
ACCOUNTS = [
    dict(
        key="bj", user_id="u_zhao_yi", tenant_id="agency_bj",
        core=[
            ("c01", "2025-12-06 09:12", "fact", 0.6, "用户和老公刘凯住在望京，闺女朵朵在家附近上小学", {"stale": True}),
            ("c02", "2026-03-18 20:40", "event", 0.85, "用户跟刘凯的离婚手续办利索了，朵朵跟着用户，每半个月去她爸那儿住两天", {}),
            ("c03", "2026-04-02 21:05", "fact", 0.8, "用户带着朵朵搬到了通州，租了套两居室", {}),
            ("c04", "2026-08-09 22:30", "relation", 0.75, "用户在跟一个叫老周的摄影师处对象，朵朵挺喜欢他", {}),
            ("c05", "2026-01-15 08:20", "profile", 0.9, "用户的妈妈有2型糖尿病，每天打两回胰岛素，药得冷藏着", {}),
            ("c06", "2026-02-10 19:00", "fact", 0.9, "朵朵吃芒果过敏，嘴边会起一圈红疹子", {}),
            ("c07", "2026-10-20 21:45", "event", 0.9, "用户计划寒假带朵朵和自己妈妈去哈尔滨看冰灯，老周也一块儿去", {"vu": "2027-02-20 23:59"}),
            ("c08", "2026-10-22 22:10", "preference", 0.6, "用户想把哈尔滨这趟的总花销压在一万五以内", {}),
            ("c09", "2026-07-30 12:30", "event", 0.7, "用户打算国庆带朵朵去秦皇岛阿那亚住两晚", {"vu": "2026-10-07 23:59", "stale": True}),
            ("c10", "2026-05-11 13:00", "profile", 0.55, "用户在一家广告公司当客户总监，三天两头出差", {}),
            ("c11", "2026-06-01 23:10", "preference", 0.5, "用户订酒店非得要带浴缸的，朵朵爱泡澡", {}),
            ("c12", "2026-09-05 10:00", "fact", 0.65, "朵朵每周六上午在通州万达的冰场上滑冰课", {}),
            ("c13", "2026-03-25 07:50", "fact", 0.7, "用户的妈妈特别怕冷，膝盖一受凉就疼", {}),
            ("c14", "2026-08-20 22:50", "fact", 0.45, "老周烟瘾大，用户不让他当着朵朵的面抽", {}),
        ],
        supersedes=[("c01", "c02"), ("c01", "c03")],
        bg=dict(drop_families=["parents", "pet"], force={"housing": "rent"},
                ban=["母亲", "父亲", "父母", "第五年"]),
        probes=[
            ("para", "wechat", "我闺女哪样水果沾不得，一吃脸上就起包", ["c06"], [["虾蟹"], ["风团"]], {}),
            ("para", "voice", "我妈那个针一天得扎几下啊还有那药搁哪儿存着不会坏", ["c05"], [["支架"]], {}),
            ("para", "dialect", "我那位扛长枪短炮的，孩子跟他处得咋样啊", ["c04"], [["阿明"], ["老公刘凯"]], {}),
            ("para", "slang", "搬家之后我们娘俩现在窝在北京哪旮旯来着 dbq记性太差", ["c03"], [["望京"], ["番禺"]], {}),
            ("task", "voice", "寒假去冰城那趟帮我列个行李清单老的小的要用的东西都别落下", ["c07", "c05", "c13"], [["阳朔"]], {}),
            ("task", "wechat", "周六闺女下了滑冰课想就近吃个饭，帮我挑个馆子", ["c12", "c06"], [["虾蟹"]], {}),
            ("direct", "plain", "我和刘凯的离婚手续办完了吗", ["c02"], [["望京"], ["阿明"]], {}),
            ("abst", "plain", "哈尔滨冰雪大世界一般几点开门", [], [], {}),
            ("abst", "wechat", "我妈年轻时候是干啥工作的来着", [], [], {"absent": ["母亲", "退休前", "妈妈年轻", "妈妈以前"]}),
            ("expiry", "wechat", "这阵子有啥带娃出去玩的安排不", ["c07"], [["阿那亚", "秦皇岛"], ["阳朔"]], {}),
        ],
    ),
    dict(
        key="gz", user_id="u_zhao_yi", tenant_id="agency_gz",
        core=[
            ("c01", "2025-12-09 18:30", "profile", 0.7, "用户在天河一家国企做财务，朝九晚五", {"stale": True}),
            ("c02", "2026-05-16 22:00", "profile", 0.9, "用户自己开了间烘焙工作室，营业执照刚下来，主要接定制生日蛋糕", {}),
            ("c03", "2026-01-20 07:40", "fact", 0.6, "阿乐在家门口的初中读初一，每天自己骑车上学", {"stale": True}),
            ("c04", "2026-08-28 20:15", "fact", 0.85, "阿乐转去了番禺一所寄宿学校，礼拜天晚上返校，礼拜五下午接回家", {}),
            ("c05", "2026-02-02 09:00", "profile", 0.9, "用户的阿爸心脏里放过两个支架，走多几步就气喘，吃东西要低盐", {}),
            ("c06", "2026-03-03 19:30", "fact", 0.9, "阿乐对虾蟹过敏，吃一口就全身起风团", {}),
            ("c07", "2026-10-25 21:00", "event", 0.9, "用户计划元旦开车带阿乐和阿爸去阳朔玩三天，订了西街附近的民宿", {"vu": "2027-01-03 23:59"}),
            ("c08", "2026-06-12 23:00", "relation", 0.6, "用户老公阿明跑长途货运，一出车就是十天半个月", {}),
            ("c09", "2026-04-01 12:00", "event", 0.6, "用户打算五一带全家去顺德吃一圈双皮奶和鱼生", {"vu": "2026-05-05 23:59", "stale": True}),
            ("c10", "2026-10-26 22:30", "preference", 0.6, "用户工作室刚起步手头紧，阳朔那趟想控制在六千块以内", {}),
            ("c11", "2026-07-07 21:20", "fact", 0.7, "每到周末工作室订单最多，用户基本走不开", {}),
            ("c12", "2026-05-20 10:10", "fact", 0.5, "用户家的车是一台开了六年的别克GL8", {}),
            ("c13", "2026-09-10 20:00", "fact", 0.6, "阿乐住校后手机要上交，只有礼拜三晚上能打电话回家", {}),
            ("c14", "2026-02-15 08:30", "preference", 0.55, "用户的阿爸爱饮早茶，每天早上都要去茶楼叹一盅两件", {}),
        ],
        supersedes=[("c01", "c02"), ("c03", "c04")],
        bg=dict(drop_topics=["work", "commute", "car"], drop_families=["parents", "pet"],
                ban=["母亲", "父亲", "父母", "公司", "周末", "年终奖", "周报", "工位"]),
        probes=[
            ("para", "dialect", "我而家仲使唔使返公司打卡㗎", ["c02"], [["国企"], ["广告公司"]], {}),
            ("para", "dialect", "老豆心口装过零件，出街散步要注意啲乜", ["c05"], [["胰岛素"]], {}),
            ("para", "wechat", "儿子哪类水产绝对碰不得？", ["c06"], [["芒果"]], {}),
            ("para", "voice", "我家小子现在平常夜里睡哪儿啊一周就见着两天", ["c04"], [["骑车上学"], ["通州"]], {}),
            ("task", "dialect", "元旦去阳朔嗰三日，帮我揾下食饭嘅地方", ["c07", "c05", "c06"], [["哈尔滨"]], {}),
            ("task", "wechat", "阿爸生日想在家附近摆两桌，帮我张罗下吃啥在哪", ["c05", "c14", "c06"], [["胰岛素"], ["芒果"]], {}),
            ("direct", "plain", "我的烘焙工作室主要接什么单子", ["c02"], [["国企"], ["广告公司"]], {}),
            ("abst", "slang", "戚风蛋糕烤完老塌是咋回事啊 求大佬指点orz", [], [], {}),
            ("abst", "plain", "我老公平时爱吃什么", [], [], {"absent": ["阿明爱", "阿明喜欢", "老公爱吃", "老公喜欢"]}),
            ("expiry", "dialect", "最近有冇计划带屋企人出去玩下，好想透透气呀", ["c07"], [["顺德"], ["哈尔滨"]], {}),
        ],
    ),
    dict(
        key="sh", user_id="u_lin_xiao", tenant_id="default",
        core=[
            ("c01", "2025-12-20 21:00", "fact", 0.6, "用户怀孕十周了，孕吐厉害闻不得油烟，打算顺产", {"stale": True}),
            ("c02", "2026-02-10 22:15", "event", 0.7, "用户和老公打算趁肚子还不大去莫干山住两晚民宿，算生娃前最后一次二人旅行", {"vu": "2026-03-15 23:59", "stale": True}),
            ("c03", "2026-06-25 10:30", "event", 0.9, "用户的女儿小汤圆出生了，剖腹产，六斤二两", {}),
            ("c04", "2026-07-10 03:20", "fact", 0.85, "用户纯母乳喂养，每隔三小时要喂一次或者吸一次奶", {}),
            ("c05", "2026-07-15 14:00", "relation", 0.6, "用户的婆婆从绵阳过来帮忙带娃，只会讲四川话", {}),
            ("c06", "2026-01-08 23:40", "relation", 0.6, "用户老公阿杰在张江做芯片，天天加班到十点多", {}),
            ("c07", "2026-10-30 21:00", "event", 0.9, "用户计划春节带小汤圆回绵阳婆家过年，想坐高铁不坐飞机", {"vu": "2027-02-25 23:59"}),
            ("c08", "2026-07-20 16:00", "preference", 0.8, "用户还在哺乳期，酒一口不沾，咖啡每天最多一小杯", {}),
            ("c09", "2025-12-02 08:10", "profile", 0.6, "用户在一家外企做HR，天天挤2号线去陆家嘴坐班", {"stale": True}),
            ("c10", "2026-10-12 20:30", "profile", 0.75, "用户休完产假回公司，跟老板谈好每周只去两天办公室，其余在家办公", {}),
            ("c11", "2026-09-02 11:00", "fact", 0.9, "小汤圆对牛奶蛋白过敏，用户自己也得忌口奶制品", {}),
            ("c12", "2026-08-15 18:00", "preference", 0.5, "用户最爱吃本帮菜，尤其是腌笃鲜和红烧肉", {}),
            ("c13", "2026-05-01 09:00", "fact", 0.6, "用户家在浦东塘桥，老公房六楼没电梯", {}),
        ],
        supersedes=[("c01", "c03"), ("c09", "c10")],
        bg=dict(drop_topics=["commute"], drop_families=["housing", "pet"], drop_active=True,
                ban=["咖啡", "十七楼", "睡懒觉", "十二点睡"]),
        probes=[
            ("para", "dialect", "阿拉屋里厢那位是做啥行当的呀，日日夜里老晚才到屋", ["c06"], [], {}),
            ("para", "wechat", "今晚闺蜜聚会想来杯莫吉托，可以吗", ["c08"], [], {}),
            ("para", "slang", "囡囡的口粮是罐装的还是我亲自上阵哈 最近脑子像浆糊", ["c04"], [], {}),
            ("para", "voice", "下礼拜我是不是每天都得跑单位去啊帮我理一下", ["c10"], [["陆家嘴"]], {}),
            ("task", "wechat", "老公难得早下班，附近找家馆子吃晚饭，推荐下？", ["c11", "c12", "c13"], [["孕吐"]], {}),
            ("task", "voice", "春节回婆家那趟帮我列个要带的东西清单宝宝的我的都要", ["c07", "c04"], [], {}),
            ("direct", "plain", "小汤圆是顺产还是剖腹产生的", ["c03"], [["打算顺产"]], {}),
            ("abst", "plain", "新生儿黄疸一般多久能退", [], [], {}),
            ("expiry", "dialect", "伊拉问我最近有啥出门的计划伐，帮我看看", ["c07"], [["莫干山"]], {}),
            ("bg", "wechat", "我是不是考过那个能做心肺复苏的证来着", [], [], {"bg": "用户考了红十字会的急救员证", "key": "急救员"}),
        ],
    ),
    dict(
        key="sy", user_id="u_sun_jianguo", tenant_id="default",
        core=[
            ("c01", "2025-12-05 07:30", "profile", 0.6, "用户在铁西一家机床厂当车间主任，还有半年到点", {"stale": True}),
            ("c02", "2026-06-20 09:40", "event", 0.85, "用户办完了退休手续，天天早上去劳动公园跟老哥们下象棋", {}),
            ("c03", "2026-08-20 15:00", "profile", 0.95, "用户左膝做了关节置换，医生嘱咐半年内别爬山、少走台阶", {}),
            ("c04", "2026-01-10 19:00", "relation", 0.8, "用户老伴王秀兰有高血压，每天吃降压药，做菜得少放盐", {}),
            ("c05", "2026-10-18 20:30", "event", 0.9, "用户高中毕业四十周年同学聚会定在大连，班长张罗的，开春见", {"vu": "2027-04-30 23:59"}),
            ("c06", "2026-07-01 10:00", "event", 0.6, "用户和老伴报了个老年团，国庆去北戴河", {"vu": "2026-10-08 23:59", "stale": True}),
            ("c07", "2026-03-12 11:20", "fact", 0.75, "用户血糖偏高，大夫不让喝酒、少吃甜的", {}),
            ("c08", "2026-07-05 18:00", "fact", 0.6, "用户每月退休金四千八，两口子出门舍不得花大钱", {}),
            ("c09", "2026-04-18 20:10", "relation", 0.5, "用户的儿子孙浩在深圳上班，一年就回来一趟", {}),
            ("c10", "2026-05-22 08:00", "fact", 0.7, "用户坐大巴晕车，必须坐前排", {}),
            ("c11", "2026-09-14 17:30", "relation", 0.65, "用户闺女一忙就把三岁的外孙小宝送过来让老两口带", {}),
            ("c12", "2026-10-02 21:00", "fact", 0.6, "用户吃不惯海鲜，一吃就闹肚子", {}),
            ("c13", "2026-07-10 16:00", "preference", 0.4, "用户在学用智能手机拍短视频，想记录退休后的生活", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(drop_topics=["work", "commute", "family", "car"], drop_active=True, drop_families=["pet"],
                ban=["研究生", "教师资格证", "跳槽", "小时候", "大学时", "上学时", "离公司", "父母",
                     "正畸", "项目管理", "996", "年终奖", "联机", "公开演讲"]),
        probes=[
            ("para", "dialect", "我这腿现在能整千山不，贼想去", ["c03"], [], {}),
            ("para", "dialect", "我这会儿还用每天上工点卯不", ["c02"], [["车间主任"]], {}),
            ("para", "voice", "俺家那口子下馆子有啥忌口的不帮我记着点", ["c04"], [], {}),
            ("para", "wechat", "俺一个月能领多少养老钱来着", ["c08"], [], {}),
            ("task", "voice", "帮我安排下大连聚会那几天的住和行 腿脚不利索别整太累", ["c05", "c03", "c10"], [], {}),
            ("task", "wechat", "想带老伴和外孙出去吃顿好的，给推荐推荐", ["c04", "c11", "c07", "c12"], [], {}),
            ("direct", "plain", "我是不是已经退休了", ["c02"], [["还有半年到点"]], {}),
            ("abst", "plain", "膝关节置换的假体一般能用多少年", [], [], {}),
            ("abst", "dialect", "象棋里马走日象走田是咋回事儿", [], [], {}),
            ("expiry", "dialect", "最近有啥出去溜达的安排没，老伴问我呢", ["c05"], [["北戴河"]], {}),
        ],
    ),
    dict(
        key="cd", user_id="u_he_man", tenant_id="default",
        core=[
            ("c01", "2025-12-10 20:00", "fact", 0.6, "用户和老公胡斌住在成华区，常去胡斌爸妈家吃饭", {"stale": True}),
            ("c02", "2026-03-02 22:30", "event", 0.85, "用户跟胡斌协议离婚了，房子归胡斌，用户搬去高新区租了个一室一厅", {}),
            ("c03", "2026-07-18 23:00", "relation", 0.8, "用户在跟一个叫陈野的健身教练耍朋友，比她小四岁", {}),
            ("c04", "2026-10-08 21:30", "event", 0.9, "用户大学室友阿琳年后在泉州办婚礼，请她当伴娘，她准备带陈野一起去", {"vu": "2027-03-10 23:59"}),
            ("c05", "2026-01-22 12:00", "fact", 0.95, "用户对花生过敏，吃了喉咙发紧", {}),
            ("c06", "2026-02-14 18:00", "preference", 0.8, "用户吃素三年了，蛋奶可以吃", {}),
            ("c07", "2026-09-03 20:00", "fact", 0.7, "陈野晕船晕得厉害", {}),
            ("c08", "2026-05-10 09:30", "profile", 0.6, "用户在银行做对公客户经理，天天陪客户喝茶谈贷款", {}),
            ("c09", "2026-04-09 21:00", "fact", 0.5, "用户离婚后在看心理咨询，每周四晚上去一次", {}),
            ("c10", "2026-08-25 22:00", "event", 0.7, "用户计划中秋跟陈野自驾去稻城亚丁", {"vu": "2026-09-27 23:59", "stale": True}),
            ("c11", "2026-06-01 19:40", "preference", 0.65, "用户离婚后手头紧，出去耍一趟最多花三千", {}),
            ("c12", "2026-03-20 22:45", "relation", 0.45, "用户的同事里只有闺蜜小蒋晓得她离婚的事", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(force={"pet": "turtle", "housing": "rent"}, ban=[]),
        probes=[
            ("para", "dialect", "我那个小鲜肉是干啥子的哦", ["c03"], [["老公胡斌"]], {}),
            ("para", "slang", "快递地址该填哪个片区啊 挪完窝脑子瓦特了", ["c02"], [["成华区"]], {}),
            ("para", "dialect", "有啥子坚果类的我沾了要遭", ["c05"], [], {}),
            ("task", "wechat", "帮我想想去泉州喝喜酒那几天咋安排", ["c04", "c06", "c05", "c07"], [], {}),
            ("task", "voice", "想请陈野吃顿好的庆祝在一起半年了你帮我挑个馆子别太贵", ["c06", "c05", "c11"], [], {}),
            ("direct", "plain", "我和胡斌离婚了吗，房子归谁", ["c02"], [["成华区"]], {}),
            ("abst", "plain", "离婚冷静期是多少天", [], [], {}),
            ("abst", "slang", "陈野喜欢啥颜色鸭 想给他挑件衣服 zqsg的那种", [], [], {"absent": ["颜色", "色的"]}),
            ("expiry", "dialect", "这阵子跟陈野有没有约好一起出去耍", ["c04"], [["稻城"]], {}),
            ("bg", "dialect", "我屋头那个背壳壳的老伙计好大岁数了", [], [], {"bg": "用户养的那只乌龟已经十岁了", "key": "乌龟"}),
        ],
    ),
    dict(
        key="hz", user_id="u_qian_lei", tenant_id="default",
        core=[
            ("c01", "2025-12-01 23:30", "profile", 0.6, "用户在滨江一家大厂做后端开发，天天加班到十一点", {"stale": True}),
            ("c02", "2026-03-15 16:00", "event", 0.7, "用户被裁员了，拿了N+1，在家躺了一个月", {}),
            ("c03", "2026-05-20 11:00", "profile", 0.9, "用户在文三路盘了个小门面卖卤味，店名叫磊记卤味，营业执照刚下来", {}),
            ("c04", "2026-06-05 20:00", "relation", 0.6, "用户店里有三个员工：卤味师傅阿强、收银小芳和一个兼职大学生", {}),
            ("c05", "2026-10-28 22:00", "event", 0.9, "用户打算元旦后店里歇业三天，带员工去安吉团建，玩漂流住农家乐", {"vu": "2027-01-06 23:59"}),
            ("c06", "2026-04-02 21:00", "fact", 0.9, "用户有痛风，海鲜啤酒都不敢碰", {}),
            ("c07", "2026-06-06 10:00", "fact", 0.8, "小芳是回族，不吃猪肉", {}),
            ("c08", "2026-01-05 21:30", "relation", 0.6, "用户老婆在医院当护士，三班倒", {}),
            ("c09", "2026-06-20 05:00", "fact", 0.6, "用户每天凌晨四点起床去批发市场进货", {}),
            ("c10", "2026-05-25 15:00", "fact", 0.6, "用户贷了十万块创业贷，每个月还三千多", {}),
            ("c11", "2026-08-30 22:00", "fact", 0.5, "用户的店主要靠外卖平台接单，评分4.8", {}),
            ("c12", "2026-10-29 22:30", "preference", 0.65, "用户团建预算人均不超过八百", {}),
            ("c13", "2026-07-14 19:00", "fact", 0.7, "阿强恐高，高空项目一概不玩", {}),
        ],
        supersedes=[("c01", "c03")],
        bg=dict(drop_topics=["work", "commute", "car"], drop_families=["pet"],
                ban=["跳槽", "睡懒觉", "十二点睡", "公司", "年终奖", "周报", "工位"]),
        probes=[
            ("para", "slang", "我这会儿是给自己打工还是给资本打工啊 打工人dddd", ["c03"], [["后端开发"]], {}),
            ("para", "wechat", "兄弟我那个嘌呤高的毛病，夜宵还能整点啥", ["c06"], [], {}),
            ("para", "voice", "天还黑着我就得出门是去干嘛来着最近累懵了", ["c09"], [], {}),
            ("para", "wechat", "从银行借的那笔启动资金，一期要还多少？", ["c10"], [], {}),
            ("task", "slang", "团建那两天玩点啥项目 帮我排一下 要好玩不要踩雷", ["c05", "c13", "c12"], [], {}),
            ("task", "wechat", "想找个时间带老婆出去吃顿宵夜，哪天哪家合适？", ["c08", "c06", "c09"], [], {}),
            ("direct", "plain", "我那卤味店叫啥名字", ["c03"], [], {}),
            ("abst", "plain", "卤味里的八角和桂皮能一起放吗", [], [], {}),
            ("abst", "wechat", "我老婆老家是哪儿的", [], [], {"absent": ["老婆老家", "老婆是", "老婆的老家"]}),
        ],
    ),
    dict(
        key="xg", user_id="u_zhou_min", tenant_id="default",
        core=[
            ("c01", "2025-12-08 22:00", "profile", 0.6, "用户在深圳南山做产品经理，租城中村单间，一个月房租三千二", {"stale": True}),
            ("c02", "2026-04-10 19:00", "profile", 0.9, "用户回了江西兴国老家，考进县文旅局，端上了事业编", {}),
            ("c03", "2026-06-16 20:00", "fact", 0.75, "用户在县城买了套一百二十平的房子，首付是爸妈帮着凑的", {}),
            ("c04", "2026-10-15 21:00", "event", 0.9, "用户报名了大学毕业十年同学会，在武汉母校，春节后那个周末", {"vu": "2027-02-28 23:59"}),
            ("c05", "2026-05-03 18:00", "relation", 0.7, "用户每个周末都回乡下陪奶奶，奶奶八十七了，耳朵背", {}),
            ("c06", "2026-07-02 20:30", "fact", 0.75, "用户驾照才拿半年，开车很菜，不敢上高速", {}),
            ("c07", "2026-03-01 12:00", "fact", 0.8, "用户有胃溃疡，辣的凉的都得少吃", {}),
            ("c08", "2026-06-30 21:00", "fact", 0.6, "用户每月工资四千出头，比在深圳时少了一大半", {}),
            ("c09", "2026-09-01 21:00", "event", 0.6, "用户计划十一回深圳找老同事聚聚，顺便把寄存的家当运回来", {"vu": "2026-10-07 23:59", "stale": True}),
            ("c10", "2026-08-12 22:30", "relation", 0.75, "用户相亲认识了县医院的牙医刘洋，两人正在交往", {}),
            ("c11", "2026-05-20 20:00", "preference", 0.45, "用户晚饭后爱去城南广场跳操", {}),
            ("c12", "2026-04-12 10:00", "fact", 0.55, "用户养了只英短猫叫芝麻，是从深圳一路带回来的", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(drop_topics=["work", "commute", "car"], drop_families=["parents", "pet"], force={"housing": "own"},
                ban=["父母", "房东", "打视频电话", "周末"]),
        probes=[
            ("para", "slang", "我这会儿在哪个衙门吃皇粮来着 xswl 自己都忘了", ["c02"], [["产品经理"]], {}),
            ("para", "wechat", "我在处的那个口腔大夫叫啥？我妈老问", ["c10"], [], {}),
            ("para", "voice", "到手的薪水够不够我一个人花啊帮我算算", ["c08"], [], {}),
            ("task", "wechat", "同学会那趟怎么去比较好，吃的上面也帮我留意下", ["c04", "c06", "c07"], [], {}),
            ("task", "voice", "想带刘洋回乡下见见奶奶你帮我出出主意带点啥说点啥", ["c05", "c10"], [], {}),
            ("direct", "plain", "我在县城买的房子多大", ["c03"], [], {}),
            ("abst", "plain", "兴国县有哪些红色旅游景点", [], [], {}),
            ("abst", "wechat", "刘洋他爸妈是做什么的", [], [], {"absent": ["刘洋的爸", "刘洋爸", "刘洋父母", "刘洋的父母"]}),
            ("expiry", "plain", "最近有没有出远门的安排", ["c04"], [["回深圳"]], {}),
            ("bg", "wechat", "我收的那些各地坐轨道交通用的卡都有哪几张", [], [], {"bg": "用户收集了好几个城市的地铁卡", "key": "地铁卡"}),
        ],
    ),
    dict(
        key="qd", user_id="u_wu_zhigang", tenant_id="default",
        core=[
            ("c01", "2025-12-12 20:00", "fact", 0.6, "用户的妈妈一个人住在济南的老小区，身子骨还算硬朗", {"stale": True}),
            ("c02", "2026-02-20 21:00", "profile", 0.9, "用户的妈妈确诊了阿尔茨海默病，记性越来越差，有回出门找不着家", {}),
            ("c03", "2026-03-10 19:30", "fact", 0.8, "用户把妈妈接到了青岛自己家一块儿住", {}),
            ("c04", "2026-05-05 22:00", "fact", 0.9, "用户的妈妈走丢过一次，后来给她戴了带定位的手环，衣服里缝了写着电话的布条", {}),
            ("c05", "2026-04-01 09:00", "fact", 0.6, "用户请了个住家保姆刘姐白天照看妈妈", {"stale": True}),
            ("c06", "2026-09-08 20:00", "fact", 0.85, "刘姐回老家带孙子了，用户每天早八点把妈妈送去社区日间照料中心，晚五点接回", {}),
            ("c07", "2026-06-12 23:30", "fact", 0.8, "用户的妈妈换了陌生地方就整宿睡不着，还容易躁动", {}),
            ("c08", "2026-07-01 12:00", "fact", 0.85, "用户的妈妈吞咽不太好，饭菜得做软烂，不能有小骨头和小刺", {}),
            ("c09", "2026-01-18 21:00", "relation", 0.55, "用户的老婆林芳是小学老师，只有学生放假时才得空", {}),
            ("c10", "2026-10-20 21:30", "event", 0.9, "用户想趁寒假带妈妈回济南老家看看她的老姐妹，只待两天", {"vu": "2027-02-20 23:59"}),
            ("c11", "2026-08-10 20:00", "event", 0.6, "用户计划中秋带一家人去蓬莱看海", {"vu": "2026-09-28 23:59", "stale": True}),
            ("c12", "2026-04-20 23:00", "profile", 0.5, "用户在物流公司做调度，半夜也常接电话", {}),
            ("c13", "2026-05-25 21:30", "fact", 0.6, "用户腰椎间盘突出，背不动妈妈", {}),
        ],
        supersedes=[("c01", "c03"), ("c05", "c06")],
        bg=dict(drop_topics=["car"], drop_families=["parents", "pet"], drop_active=True,
                ban=["母亲", "父亲", "父母", "外婆", "打视频电话", "弟弟在读大学", "第五年"]),
        probes=[
            ("para", "dialect", "老太太白天现在谁管着呢", ["c06"], [["住家保姆"], ["一个人住"]], {}),
            ("para", "dialect", "俺娘要是又迷了路，有啥法子能快点寻着人", ["c04"], [], {}),
            ("para", "wechat", "俺娘得的那个老忘事的病叫啥来着", ["c02"], [], {}),
            ("para", "voice", "给老太太弄口吃的要注意点啥我老记不住", ["c08"], [], {}),
            ("task", "voice", "寒假回济南那趟帮我琢磨下住哪咋安排老人别出岔子", ["c10", "c07", "c04"], [], {}),
            ("task", "wechat", "这周六想给老娘过个生日，在家附近找个馆子", ["c08", "c03"], [], {}),
            ("abst", "plain", "阿尔茨海默和帕金森有啥区别", [], [], {}),
            ("abst", "plain", "青岛哪个海鲜市场最便宜", [], [], {}),
            ("expiry", "wechat", "回头看看还有啥带老娘出门的打算", ["c10"], [["蓬莱"]], {}),
        ],
    ),
    dict(
        key="nj", user_id="u_zheng_ke", tenant_id="default",
        core=[
            ("c01", "2025-12-15 21:00", "fact", 0.6, "用户租的房子房东不让养宠物，只能云吸猫狗", {"stale": True}),
            ("c02", "2026-03-01 19:00", "fact", 0.75, "用户搬到了江宁一个能养宠物的小区", {}),
            ("c03", "2026-03-20 15:00", "event", 0.9, "用户从救助站领养了一只黑色土狗，取名煤球，三岁左右", {}),
            ("c04", "2026-04-10 20:00", "fact", 0.85, "煤球坐车会晕，出发前两小时不能喂食", {}),
            ("c05", "2026-05-02 22:00", "fact", 0.8, "煤球怕打雷和放鞭炮，一听见就往床底下钻", {}),
            ("c06", "2026-05-18 19:00", "fact", 0.85, "煤球对鸡肉过敏，狗粮只能吃三文鱼配方的", {}),
            ("c07", "2026-10-25 21:00", "event", 0.9, "用户计划元旦开车带煤球去黄山脚下玩两天，要找能带狗入住的民宿", {"vu": "2027-01-04 23:59"}),
            ("c08", "2026-06-01 10:00", "fact", 0.55, "用户开一辆二手比亚迪宋，后排铺了狗狗垫子", {}),
            ("c09", "2026-08-05 21:00", "event", 0.6, "用户打算国庆带煤球自驾去千岛湖", {"vu": "2026-10-07 23:59", "stale": True}),
            ("c10", "2026-07-07 22:00", "relation", 0.8, "用户男朋友小马对狗毛过敏，一块儿出门得备着氯雷他定", {}),
            ("c11", "2026-02-01 11:00", "profile", 0.5, "用户在一家设计公司做UI，可以远程办公", {}),
            ("c12", "2026-01-12 19:00", "preference", 0.6, "用户一点香菜都不能吃", {}),
            ("c13", "2026-04-25 16:00", "fact", 0.55, "煤球打完了三针疫苗和狂犬疫苗", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(drop_topics=["car"], drop_families=["pet"], force={"commute": "wfh", "housing": "rent"},
                ban=["救助站"]),
        probes=[
            ("para", "wechat", "我家汪星人吃饭要避开啥", ["c06"], [], {}),
            ("para", "slang", "我那位一撸毛孩子就喷嚏连天 要备啥来着", ["c10"], [], {}),
            ("para", "voice", "过年外头噼里啪啦的我家崽会咋样啊要不要提前准备点啥", ["c05"], [], {}),
            ("task", "wechat", "帮我规划元旦带煤球自驾那趟", ["c07", "c04", "c05", "c06"], [], {}),
            ("task", "slang", "周末想约小马吃个饭顺便带上狗 求推荐 别踩雷", ["c10", "c12"], [], {}),
            ("direct", "plain", "我现在住的小区让不让养宠物", ["c02"], [["房东不让"]], {}),
            ("abst", "plain", "狗狗能吃葡萄吗", [], [], {}),
            ("expiry", "slang", "最近跟煤球有木有出去浪的计划 憋坏了都", ["c07"], [["千岛湖"]], {}),
            ("bg", "wechat", "我小时候养过啥小动物", [], [], {"bg": "用户小时候养过两只仓鼠", "key": "仓鼠"}),
        ],
    ),
    dict(
        key="ny", user_id="u_feng_lihua", tenant_id="default",
        core=[
            ("c01", "2025-12-03 21:00", "fact", 0.6, "用户的儿子冯一鸣在家门口的初中上初三，每天走读", {"stale": True}),
            ("c02", "2026-07-25 20:00", "event", 0.9, "一鸣中考考上了市一中，住校，两个礼拜回家一次", {}),
            ("c03", "2026-03-15 22:00", "fact", 0.9, "一鸣有过敏性哮喘，换季容易犯，宿舍里得备着喷雾", {}),
            ("c04", "2026-02-20 09:00", "profile", 0.5, "用户在区税务局上班", {}),
            ("c05", "2026-11-03 18:00", "event", 0.85, "用户单位工会组织下个月去婺源团建两天，有爬山徒步", {"vu": "2026-12-14 23:59"}),
            ("c06", "2026-04-11 20:00", "fact", 0.8, "用户恐高，玻璃栈道那种一律不去", {}),
            ("c07", "2026-01-05 22:00", "relation", 0.6, "用户老公老秦常年在外地跑工程，一个月回来一次", {}),
            ("c08", "2026-06-10 21:00", "event", 0.65, "用户打算暑假带一鸣去西安看兵马俑，算中考奖励", {"vu": "2026-08-25 23:59", "stale": True}),
            ("c09", "2026-09-20 20:00", "fact", 0.6, "一鸣住校后，用户每周三晚上去学校给他送水果和换洗衣服", {}),
            ("c10", "2026-05-06 12:30", "preference", 0.7, "用户不吃牛羊肉，嫌膻", {}),
            ("c11", "2026-08-01 23:30", "fact", 0.65, "用户睡眠浅，出门住酒店得要安静的房间", {}),
            ("c12", "2026-02-08 19:00", "relation", 0.75, "用户的婆婆跟他们住一块儿，腿脚不好，用户出门得托邻居照看", {}),
            ("c13", "2026-09-25 21:00", "preference", 0.6, "一鸣无辣不欢，顿顿要有辣椒", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(drop_topics=["work"], drop_families=["pet"], ban=["弟弟在读大学", "第五年", "公司"]),
        probes=[
            ("para", "dialect", "娃儿现在黑了睡哪儿嘞", ["c02"], [["走读"]], {}),
            ("para", "wechat", "我家小子喘不上气那个老毛病，开学要带啥？", ["c03"], [], {}),
            ("para", "dialect", "孩儿他爸多长时间能见着一回", ["c07"], [], {}),
            ("task", "wechat", "单位团建那趟帮我看看要准备点啥", ["c05", "c06", "c11", "c12"], [], {}),
            ("task", "voice", "一鸣这礼拜回来想带他下馆子你帮我挑个地方", ["c10", "c13"], [], {}),
            ("direct", "plain", "一鸣考上了哪个高中", ["c02"], [["走读"]], {}),
            ("abst", "plain", "住校的孩子一般带几床被子", [], [], {}),
            ("abst", "wechat", "我老公喜欢喝啥茶", [], [], {"absent": ["老秦喜欢", "老秦爱", "老公喜欢", "老公爱"]}),
            ("expiry", "voice", "带一鸣出去玩一趟的事后来咋样了最近还有这打算不", [], [["兵马俑", "西安"]], {}),
        ],
    ),
    dict(
        key="hf", user_id="u_deng_hao", tenant_id="default",
        core=[
            ("c01", "2025-12-18 22:00", "fact", 0.55, "用户烟瘾挺大，一天一包红塔山", {"stale": True}),
            ("c02", "2026-05-12 21:00", "event", 0.9, "用户老婆小雯怀上了头胎", {}),
            ("c03", "2026-07-20 20:00", "event", 0.7, "用户打算趁小雯孕中期带她去厦门住三天，算是babymoon", {"vu": "2026-09-20 23:59", "stale": True}),
            ("c04", "2026-11-05 21:00", "fact", 0.9, "小雯进了孕晚期，医生说不能坐飞机，也别往远处跑", {}),
            ("c05", "2026-08-08 20:30", "fact", 0.9, "小雯有妊娠糖尿病，饭后得测血糖，甜的基本不能碰", {}),
            ("c06", "2026-03-02 12:00", "profile", 0.5, "用户在一家车企做质检工程师", {}),
            ("c07", "2026-10-10 18:00", "fact", 0.7, "用户跟公司请好了陪产假，有十五天", {}),
            ("c08", "2026-09-15 21:00", "relation", 0.6, "用户的丈母娘打算孩子生了过来伺候月子", {}),
            ("c09", "2026-06-15 21:00", "preference", 0.75, "小雯孕期很挑嘴，闻不了香菜和韭菜", {}),
            ("c10", "2026-10-28 22:00", "event", 0.85, "用户大学同学老郑下个月在苏州结婚，请他当伴郎", {"vu": "2026-12-20 23:59"}),
            ("c11", "2026-06-01 22:30", "fact", 0.7, "小雯怀上后用户把烟戒了，到现在一根没碰", {}),
            ("c12", "2026-09-28 20:00", "fact", 0.55, "用户家的婴儿床和推车都买好了，就差安全座椅", {}),
            ("c13", "2026-10-20 19:00", "fact", 0.6, "用户家开车去省妇幼大概二十分钟", {}),
        ],
        supersedes=[("c01", "c11")],
        bg=dict(drop_topics=["car"], drop_families=["pet"], ban=[]),
        probes=[
            ("para", "slang", "媳妇眼下还能搭灰机出趟门不", ["c04"], [], {}),
            ("para", "slang", "兄弟们聚会要不要给我递华子，我眼下还整那玩意儿不", ["c11"], [["一天一包"]], {}),
            ("para", "wechat", "我媳妇怀娃后查出来的那个控糖毛病，吃完东西得干啥来着", ["c05"], [], {}),
            ("task", "voice", "老郑结婚那事我到底去不去咋去比较稳妥你帮我捋捋", ["c10", "c04"], [], {}),
            ("task", "slang", "周末带老婆出去次顿好的 推荐推荐 yysy预算不是问题", ["c05", "c09"], [], {}),
            ("direct", "plain", "我陪产假请了几天", ["c07"], [], {}),
            ("abst", "plain", "新生儿出生后要打哪些疫苗", [], [], {}),
            ("expiry", "wechat", "生之前还有没有安排俩人出去玩一趟", ["c04"], [["厦门"]], {}),
            ("bg", "slang", "那个猴哥的国产3A我打穿几遍了", [], [], {"bg": "用户把《黑神话：悟空》通关了两遍", "key": "黑神话"}),
        ],
    ),
    dict(
        key="lx", user_id="u_peng_yu", tenant_id="default",
        core=[
            ("c01", "2025-12-20 20:00", "profile", 0.6, "用户在上海一家律所做行政主管", {"stale": True}),
            ("c02", "2026-04-01 18:00", "profile", 0.9, "用户回了湖南泸溪老家，把祖屋改成了一家五间房的民宿", {}),
            ("c03", "2026-05-15 19:00", "fact", 0.7, "用户在路边捡了一只三花流浪猫，取名阿福，已经绝育", {}),
            ("c04", "2026-02-10 22:00", "fact", 0.75, "用户有腰肌劳损，干不了重活", {}),
            ("c05", "2026-01-25 21:00", "relation", 0.65, "用户跟前妻离婚后，女儿跟着前妻留在上海，放长假会回来住", {}),
            ("c06", "2026-10-30 21:00", "event", 0.9, "用户被邀请去长沙参加高中同学聚会，毕业二十五周年", {"vu": "2027-01-10 23:59"}),
            ("c07", "2026-06-20 20:00", "fact", 0.85, "用户胃切掉过一部分，吃饭只能少吃多餐", {}),
            ("c08", "2026-07-10 21:00", "fact", 0.5, "用户的民宿一晚三百八，客人多是冲着沈从文笔下的湘西来的", {}),
            ("c09", "2026-06-01 11:00", "relation", 0.6, "用户请了村里的杨嬢嬢帮忙打扫客房", {}),
            ("c10", "2026-08-18 22:30", "relation", 0.7, "用户在跟镇上的小学老师小许谈恋爱", {}),
            ("c11", "2026-05-02 09:00", "fact", 0.5, "用户开一辆皮卡，常去县城拉货", {}),
            ("c12", "2026-09-09 21:00", "preference", 0.8, "用户滴酒不沾，最怕饭局上被劝酒", {}),
        ],
        supersedes=[("c01", "c02")],
        bg=dict(drop_topics=["work", "commute", "car"], drop_families=["housing", "pet"], drop_active=True,
                ban=["十七楼", "物业", "业主", "小区", "业委会", "公司", "年终奖", "周报", "工位",
                     "弟弟在读大学", "打视频电话"]),
        probes=[
            ("para", "wechat", "我眼下靠啥营生啊", ["c02"], [["律所"]], {}),
            ("para", "dialect", "屋里头那位花斑主子叫么子咯", ["c03"], [], {}),
            ("para", "voice", "哪些体力活我是真吃不消了搬个箱子都怕", ["c04"], [], {}),
            ("task", "wechat", "长沙同学会那天的饭局和住宿帮我参谋参谋", ["c06", "c07", "c12"], [], {}),
            ("task", "voice", "去同学会那两天家里的店和猫咋安排你帮我想想", ["c06", "c03", "c09"], [], {}),
            ("abst", "plain", "湘西腊肉怎么熏才香", [], [], {}),
            ("bg", "wechat", "我以前在哪儿把手机弄丢过", [], [], {"bg": "用户在丽江古城丢过一次手机", "key": "丽江"}),
        ],
    ),
]

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u4e00-\u9fff]")
STOP_CHARS = set("的了是我你他她它在有不也都就吗呢吧啊呀么这那个一人么还要会能得着过来去上下点啥")
# date words the engine may turn into an implicit valid_until
DATE_CUE = re.compile(
    r"(春节|过年|国庆|十一假|元旦|中秋|端午|清明|五一|寒假|暑假|年后|年底|年初|前年|去年|今年|明年|"
    r"下周|下个月|下月|下礼拜|周末|周[一二三四五六日天]|\d{1,2}月|[一二三四五六七八九十]{1,3}月(?![子嫂])|\d{1,2}号)")
RECURRING = re.compile(r"(每个?周末|每到周末|每周[一二三四五六日天]?)")
TRADITIONAL = set("們個這過還說為會時對來裡嗎見點麼學車買賣東長開關門問間媽爺險體熱歲飯醫藥後")
PROBE_ID = re.compile(r"^(?P<acct>[a-z]{2})_(?P<kind>para|task|direct|abst|expiry|bg)_(?P<n>\d{2})$")
TS = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$")


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def ts(s: str) -> str:
    """'YYYY-MM-DD HH:MM' -> ISO 8601 with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").strftime("%Y-%m-%dT%H:%M:00") + TZ


def parse_ts(s: str) -> datetime:
    return datetime.fromisoformat(s)


def han_bigrams(s: str) -> set:
    out = set()
    for a, b in zip(s, s[1:]):
        if HAN.match(a) and HAN.match(b) and not (a in STOP_CHARS and b in STOP_CHARS):
            out.add(a + b)
    return out


def han_chars(s: str) -> set:
    return {c for c in s if HAN.match(c) and c not in STOP_CHARS}


def para_overlap(query: str, memory: str):
    memory = memory.replace("用户", "")  # storage artefact, never what the user says
    shared_bi = han_bigrams(query) & han_bigrams(memory)
    qc = han_chars(query)
    shared = qc & han_chars(memory)
    ratio = len(shared) / len(qc) if qc else 0.0
    return shared_bi, shared, ratio


# ---------------------------------------------------------------------------
# background pool (read as text, literals via ast; never imported)
# ---------------------------------------------------------------------------
def load_pool(path: Path = POOL_SRC):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    lits = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                lits[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    entries, topic, mtype = [], None, None
    for raw in lits["POOL"].splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        fams, active = {}, False
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            for tag in (t.strip() for t in m.group(1).split(",")):
                if tag == "active":
                    active = True
                elif ":" in tag:
                    f, c = tag.split(":", 1)
                    fams[f.strip()] = c.strip()
            line = m.group(2).strip()
        entries.append({"topic": topic, "type": mtype, "text": line, "fams": fams, "active": active})
    return entries, list(lits["PLACE_WORDS"])


def account_forbid_keywords(acct) -> set:
    return {norm(alt) for p in acct["probes"] for fact in p[4] for alt in fact}


def sample_background(acct, entries, place_words, extra_ban):
    cfg = acct["bg"]
    rng = random.Random(f"holdout26/{acct['key']}")
    families = sorted({f for e in entries for f in e["fams"]})
    chosen = {}
    for f in families:
        if f in cfg.get("drop_families", ()):
            chosen[f] = None
        elif f in cfg.get("force", {}):
            chosen[f] = cfg["force"][f]
        else:
            chosen[f] = rng.choice(sorted({e["fams"][f] for e in entries if f in e["fams"]}))
    texts = [c[4] for c in acct["core"]] + [p[2] for p in acct["probes"]]
    places_hit = [w for w in place_words if any(w in t for t in texts)]
    forbid_kw = account_forbid_keywords(acct) | extra_ban
    ban = [norm(b) for b in cfg.get("ban", ())]
    eligible, seen = [], set()
    for e in entries:
        t = e["text"]
        if t in seen:
            continue
        if e["topic"] in cfg.get("drop_topics", ()):
            continue
        if any(chosen.get(f) != c for f, c in e["fams"].items()):
            continue
        if e["active"] and cfg.get("drop_active"):
            continue
        if any(w in t for w in places_hit):
            continue
        nt = norm(t)
        if any(k in nt for k in forbid_kw) or any(b in nt for b in ban):
            continue
        seen.add(t)
        eligible.append(e)
    forced = [p[5]["bg"] for p in acct["probes"] if "bg" in p[5]]
    by_text = {e["text"]: e for e in eligible}
    for t in forced:
        if t not in by_text:
            raise SystemExit(f"{acct['key']}: forced background statement filtered out: {t}")
    n = rng.randint(*BG_RANGE)
    rest = [e for e in eligible if e["text"] not in forced]
    picked = [by_text[t] for t in forced] + rng.sample(rest, n - len(forced))
    rng.shuffle(picked)
    out = []
    for i, e in enumerate(picked, 1):
        day = BG_START + timedelta(days=rng.randint(0, BG_DAYS - 1),
                                   hours=rng.randint(7, 23), minutes=rng.randint(0, 59))
        out.append({
            "id": f"{acct['key']}_bg_{i:03d}",
            "content": e["text"],
            "type": e["type"],
            "importance": round(rng.uniform(0.3, 0.6), 2),
            "created_at": day.strftime("%Y-%m-%dT%H:%M:00") + TZ,
        })
    return out


def probe_time(i: int) -> str:
    d = datetime(2026, 11, 16, 8, 0) + timedelta(days=i, hours=(i * 5) % 14, minutes=(i * 17) % 60)
    return d.strftime("%Y-%m-%dT%H:%M:00") + TZ


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def build():
    entries, place_words = load_pool()
    users, meta = [], {"accounts": {}, "pool_texts": {e["text"] for e in entries}, "place_words": place_words}
    for a in ACCOUNTS:
        key = a["key"]
        # the other tenant's distinctive words are this account's cross-tenant
        # forbid keywords, so sample_background() already keeps them out
        extra_ban = set()
        core, stale = [], set()
        for suf, created, mtype, imp, content, extra in a["core"]:
            m = {"id": f"{key}_{suf}", "content": content, "type": mtype,
                 "importance": imp, "created_at": ts(created)}
            if "vu" in extra:
                m["valid_until"] = ts(extra["vu"])
            if extra.get("stale"):
                stale.add(m["id"])
            core.append(m)
        bg = sample_background(a, entries, place_words, extra_ban)
        memories = sorted(core + bg, key=lambda m: (m["created_at"], m["id"]))
        bg_by_text = {m["content"]: m["id"] for m in bg}
        probes, pmeta, counters = [], {}, Counter()
        for i, (kind, reg, query, rel, forbid, extra) in enumerate(a["probes"]):
            counters[kind] += 1
            pid = f"{key}_{kind}_{counters[kind]:02d}"
            relevant = [f"{key}_{r}" for r in rel]
            if "bg" in extra:
                relevant = [bg_by_text[extra["bg"]]]
            p = {"id": pid, "at": probe_time(i), "query": query, "relevant": relevant}
            if forbid:
                p["forbid"] = [list(f) for f in forbid]
            probes.append(p)
            pmeta[pid] = {"register": reg, "absent": extra.get("absent", []), "bg_key": extra.get("key")}
        users.append({"user_id": a["user_id"], "tenant_id": a["tenant_id"],
                      "memories": memories, "probes": probes})
        meta["accounts"][(a["user_id"], a["tenant_id"])] = {
            "key": key, "stale": stale, "core_ids": {m["id"] for m in core},
            "supersedes": [(f"{key}_{o}", f"{key}_{n}") for o, n in a["supersedes"]],
            "probes": pmeta,
        }
    data = {"format": FORMAT_ID, "name": SET_NAME, "users": users}
    return data, meta


def dump(data) -> bytes:
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def check_text(text, meta):
    """Validate a JSON text (str or bytes) against FORMAT.md and the holdout26 rules.
    Returns (errors, stats)."""
    errs, stats = [], {}
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text)
    except Exception as exc:  # noqa: BLE001
        return [f"not valid UTF-8 JSON: {exc}"], stats
    return check_data(data, meta)


def check_data(data, meta):
    errs = []
    E = errs.append
    stats = {"kinds": Counter(), "registers": Counter(), "forbid_probes": 0, "cross_tenant": 0,
             "core": 0, "bg": 0, "per_account": []}
    if not isinstance(data, dict):
        return ["top level is not an object"], stats
    if set(data) - {"format", "name", "users"}:
        E(f"unknown top-level keys {sorted(set(data) - {'format', 'name', 'users'})}")
    if data.get("format") != FORMAT_ID:
        E("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data.get("name"):
        E("name must be a non-empty string")
    users = data.get("users")
    if not isinstance(users, list) or not users:
        return errs + ["users must be a non-empty list"], stats
    if len(users) != 12:
        E(f"expected 12 accounts, got {len(users)}")

    all_mem_ids, all_probe_ids, pairs = set(), set(), set()
    uid_tenants = {}
    user_mem = {}
    for u in users:
        if not isinstance(u, dict):
            E("user entry is not an object")
            continue
        extra_keys = set(u) - {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}
        if extra_keys:
            E(f"user has unknown keys {sorted(extra_keys)}")
        for k in ("sessions", "gold"):
            if k in u:
                E(f"{u.get('user_id')}: Track R only, '{k}' must be absent")
        uid, tid = u.get("user_id"), u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid:
            E("user_id must be a non-empty string")
            continue
        if not isinstance(tid, str) or not tid:
            E(f"{uid}: tenant_id must be a non-empty string")
            continue
        if (uid, tid) in pairs:
            E(f"duplicate account ({uid}, {tid})")
        pairs.add((uid, tid))
        uid_tenants.setdefault(uid, []).append(tid)
        mems = u.get("memories")
        if not isinstance(mems, list) or not mems:
            E(f"{uid}/{tid}: memories must be a non-empty list")
            mems = []
        user_mem[(uid, tid)] = {m.get("id"): m for m in mems if isinstance(m, dict)}
    # the shared user_id pair
    shared = {u: t for u, t in uid_tenants.items() if len(t) > 1}
    if len(shared) != 1 or any(len(t) != 2 or len(set(t)) != 2 for t in shared.values()):
        E(f"exactly one user_id must appear under exactly two tenants, got {shared}")
    pair_accounts = [(u, t) for u, ts_ in shared.items() for t in ts_]

    for u in users:
        if not isinstance(u, dict) or not isinstance(u.get("user_id"), str):
            continue
        uid, tid = u["user_id"], u.get("tenant_id", "default")
        acc = meta["accounts"].get((uid, tid))
        if acc is None:
            E(f"({uid}, {tid}) unknown to the builder")
            continue
        key = acc["key"]
        mems = u.get("memories") or []
        mem_by_id = {}
        ncore = nbg = 0
        latest_created = None
        for m in mems:
            if not isinstance(m, dict):
                E(f"{key}: memory is not an object")
                continue
            extra_keys = set(m) - {"id", "content", "type", "importance", "created_at", "valid_until"}
            if extra_keys:
                E(f"{key}: memory {m.get('id')} unknown keys {sorted(extra_keys)}")
            mid = m.get("id")
            if not isinstance(mid, str) or not mid:
                E(f"{key}: memory id must be a non-empty string")
                continue
            if mid in all_mem_ids:
                E(f"duplicate memory id {mid}")
            all_mem_ids.add(mid)
            mem_by_id[mid] = m
            if not mid.startswith(key + "_"):
                E(f"{mid}: memory id not prefixed by account key {key}")
            c = m.get("content")
            if not isinstance(c, str) or not c.strip() or not HAN.search(c):
                E(f"{mid}: content must be non-empty Chinese text")
                c = ""
            if set(c) & TRADITIONAL:
                E(f"{mid}: traditional characters {sorted(set(c) & TRADITIONAL)}")
            if m.get("type", "fact") not in ALLOWED_TYPES:
                E(f"{mid}: type {m.get('type')} not allowed")
            imp = m.get("importance", 0.7)
            if not isinstance(imp, (int, float)) or isinstance(imp, bool) or not 0 <= imp <= 1:
                E(f"{mid}: importance must be a number in [0, 1]")
            ca = m.get("created_at")
            if not isinstance(ca, str) or not TS.match(ca):
                E(f"{mid}: created_at must be ISO 8601 with +08:00")
                continue
            cdt = parse_ts(ca)
            latest_created = cdt if latest_created is None or cdt > latest_created else latest_created
            if "valid_until" in m:
                vu = m["valid_until"]
                if not isinstance(vu, str) or not TS.match(vu):
                    E(f"{mid}: valid_until must be ISO 8601 with +08:00")
                elif parse_ts(vu) <= cdt:
                    E(f"{mid}: valid_until not after created_at")
            if re.match(rf"^{key}_c\d{{2}}$", mid):
                ncore += 1
                if mid not in acc["core_ids"]:
                    E(f"{mid}: not a core id of the builder")
                if c in meta["pool_texts"]:
                    E(f"{mid}: core memory copied from the background pool")
                if mid not in acc["stale"] and "valid_until" not in m:
                    if DATE_CUE.search(RECURRING.sub("", c)):
                        E(f"{mid}: date word without explicit valid_until: {c}")
            elif re.match(rf"^{key}_bg_\d{{3}}$", mid):
                nbg += 1
                if c not in meta["pool_texts"]:
                    E(f"{mid}: background memory not verbatim from the pool")
                if "valid_until" in m:
                    E(f"{mid}: background memory must not carry valid_until")
            else:
                E(f"{mid}: id is neither core ({key}_cNN) nor background ({key}_bg_NNN)")
        if not CORE_RANGE[0] <= ncore <= CORE_RANGE[1]:
            E(f"{key}: {ncore} core memories, need {CORE_RANGE}")
        if not BG_RANGE[0] <= nbg <= BG_RANGE[1]:
            E(f"{key}: {nbg} background memories, need {BG_RANGE}")
        if len({m.get('content') for m in mems if isinstance(m, dict)}) != len(mems):
            E(f"{key}: duplicate memory contents")
        stats["core"] += ncore
        stats["bg"] += nbg
        contents = {mid: norm(m.get("content", "")) for mid, m in mem_by_id.items()}
        core_text = [m.get("content", "") for mid, m in mem_by_id.items() if mid in acc["core_ids"]]
        probe_text = [p.get("query", "") for p in (u.get("probes") or []) if isinstance(p, dict)]
        places_hit = [w for w in meta["place_words"] if any(w in t for t in core_text + probe_text)]
        for mid, m in mem_by_id.items():
            if mid not in acc["core_ids"]:
                hit = [w for w in places_hit if w in m.get("content", "")]
                if hit:
                    E(f"{mid}: background names a place of the account's own story {hit}")
        # stale memories and supersession
        for sid in acc["stale"]:
            if sid not in mem_by_id:
                E(f"{key}: stale memory {sid} missing")
        for old, new in acc["supersedes"]:
            if old not in mem_by_id or new not in mem_by_id:
                E(f"{key}: supersession {old}->{new} refers to missing memory")
            elif old not in acc["stale"] or new in acc["stale"]:
                E(f"{key}: supersession {old}->{new} must go stale -> current")
            elif parse_ts(mem_by_id[old]["created_at"]) >= parse_ts(mem_by_id[new]["created_at"]):
                E(f"{key}: superseded {old} is not older than {new}")
        # partner (other tenant, same user_id)
        partner = None
        if (uid, tid) in pair_accounts:
            others = [p for p in pair_accounts if p != (uid, tid)]
            partner = user_mem.get(others[0]) if others else None
        partner_contents = [norm(m.get("content", "")) for m in (partner or {}).values()]

        probes = u.get("probes")
        if not isinstance(probes, list) or not probes:
            E(f"{key}: probes must be a non-empty list")
            probes = []
        acc_kinds, acc_cross, acc_forbid = Counter(), 0, 0
        for p in probes:
            if not isinstance(p, dict):
                E(f"{key}: probe is not an object")
                continue
            extra_keys = set(p) - {"id", "at", "query", "relevant", "expect", "forbid"}
            if extra_keys:
                E(f"{key}: probe {p.get('id')} unknown keys {sorted(extra_keys)}")
            if "expect" in p:
                E(f"{p.get('id')}: Track R only, 'expect' must be absent")
            pid = p.get("id")
            if not isinstance(pid, str) or not pid:
                E(f"{key}: probe id must be a non-empty string")
                continue
            if pid in all_probe_ids:
                E(f"duplicate probe id {pid}")
            all_probe_ids.add(pid)
            mm = PROBE_ID.match(pid)
            if not mm or mm.group("acct") != key:
                E(f"{pid}: probe id must be {key}_<kind>_<nn>")
                continue
            kind = mm.group("kind")
            acc_kinds[kind] += 1
            stats["kinds"][kind] += 1
            pm = acc["probes"].get(pid)
            if pm is None:
                E(f"{pid}: unknown to the builder")
                continue
            if pm["register"] not in REGISTERS:
                E(f"{pid}: register {pm['register']} unknown")
            stats["registers"][pm["register"]] += 1
            q = p.get("query")
            if not isinstance(q, str) or not q.strip():
                E(f"{pid}: query must be a non-empty string")
                q = ""
            if set(q) & TRADITIONAL:
                E(f"{pid}: traditional characters in query")
            at = p.get("at")
            if not isinstance(at, str) or not TS.match(at):
                E(f"{pid}: at must be ISO 8601 with +08:00")
                continue
            atd = parse_ts(at)
            if latest_created and atd <= latest_created:
                E(f"{pid}: asked before the account's last memory was created")
            rel = p.get("relevant")
            if not isinstance(rel, list) or any(not isinstance(r, str) for r in rel):
                E(f"{pid}: relevant must be a list of ids")
                continue
            if len(set(rel)) != len(rel):
                E(f"{pid}: duplicate ids in relevant")
            for r in rel:
                if r not in mem_by_id:
                    E(f"{pid}: relevant id {r} is not a memory of this account")
                    continue
                if r in acc["stale"]:
                    E(f"{pid}: relevant {r} is stale (superseded or passed)")
                vu = mem_by_id[r].get("valid_until")
                if vu and parse_ts(vu) <= atd:
                    E(f"{pid}: relevant {r} has expired at probe time")
            # kind rules
            is_bg = [r in mem_by_id and r not in acc["core_ids"] for r in rel]
            if kind == "abst" and rel:
                E(f"{pid}: abstention probe must have relevant []")
            if kind in ("para", "direct") and not rel:
                E(f"{pid}: needs at least one relevant id")
            if kind == "task" and not 2 <= len(rel) <= 4:
                E(f"{pid}: task probe needs 2-4 relevant ids")
            if kind == "bg":
                if len(rel) != 1 or not all(is_bg):
                    E(f"{pid}: bg probe must point at exactly one background memory")
                elif pm["bg_key"]:
                    holders = [mid for mid, t in contents.items() if norm(pm["bg_key"]) in t]
                    if holders != rel:
                        E(f"{pid}: bg key '{pm['bg_key']}' must occur only in {rel}, found in {holders}")
                    if DATE_CUE.search(RECURRING.sub("", mem_by_id[rel[0]]["content"])):
                        E(f"{pid}: bg target carries a date word")
            elif any(is_bg):
                E(f"{pid}: only bg probes may point at background memories")
            if kind == "para":
                for r in rel:
                    if r in mem_by_id:
                        bi, sh, ratio = para_overlap(q, mem_by_id[r]["content"])
                        if bi:
                            E(f"{pid}: para query shares bigrams {sorted(bi)} with {r}")
                        if ratio > PARA_MAX_SHARED_RATIO:
                            E(f"{pid}: para query shares {ratio:.2f} of its characters with {r} ({''.join(sorted(sh))})")
            for s in pm["absent"]:
                holders = [mid for mid, t in contents.items() if norm(s) in t]
                if holders:
                    E(f"{pid}: abstention guard '{s}' found in {holders}")
            if pm["absent"] and kind != "abst":
                E(f"{pid}: absent guard only for abst probes")
            # forbid
            fb = p.get("forbid")
            if fb is not None:
                if (not isinstance(fb, list) or not fb or
                        any(not isinstance(f, list) or not f or any(not isinstance(x, str) or not x.strip() for x in f)
                            for f in fb)):
                    E(f"{pid}: forbid must be a non-empty list of non-empty lists of strings")
                    fb = []
            fb = fb or []
            if fb:
                acc_forbid += 1
                stats["forbid_probes"] += 1
            cross = False
            for fact in fb:
                for alt in fact:
                    na = norm(alt)
                    holders = [mid for mid, t in contents.items() if na in t]
                    in_rel = [h for h in holders if h in rel]
                    if in_rel:
                        E(f"{pid}: forbid '{alt}' matches relevant {in_rel}")
                    live = [h for h in holders if h not in acc["stale"]]
                    if live:
                        E(f"{pid}: forbid '{alt}' matches non-stale own memories {live}")
                    in_partner = any(na in t for t in partner_contents)
                    if not holders and not in_partner:
                        E(f"{pid}: forbid '{alt}' matches nothing (neither a stale own memory nor the other tenant)")
                    if in_partner and not holders:
                        cross = True
            if cross:
                acc_cross += 1
                stats["cross_tenant"] += 1
            if kind == "expiry":
                expired = [mid for mid, m in mem_by_id.items()
                           if m.get("valid_until") and parse_ts(m["valid_until"]) < atd]
                covered = [mid for mid in expired
                           if any(norm(alt) in contents[mid] for fact in fb for alt in fact)]
                if not covered:
                    E(f"{pid}: expiry probe must forbid a plan whose valid_until has passed")
                if any(c in rel for c in covered):
                    E(f"{pid}: expired plan listed as relevant")
        stats["per_account"].append((key, uid, tid, ncore, nbg, len(probes), dict(acc_kinds), acc_forbid, acc_cross))
        if (uid, tid) in pair_accounts and acc_cross < 4:
            E(f"{key}: pair account needs >= 4 cross-tenant leak probes, has {acc_cross}")
        for s in acc["stale"]:
            if s in mem_by_id:
                # every stale memory must be reachable as a forbid target somewhere
                used = any(norm(alt) in contents[s] for p in probes if isinstance(p, dict)
                           for fact in (p.get("forbid") or []) if isinstance(fact, list)
                           for alt in fact if isinstance(alt, str))
                if not used:
                    E(f"{s}: stale memory never forbidden by any probe")

    for k, want in KIND_TARGETS.items():
        if stats["kinds"][k] != want:
            E(f"kind {k}: {stats['kinds'][k]} probes, want {want}")
    if sum(stats["kinds"].values()) != sum(KIND_TARGETS.values()):
        E(f"total probes {sum(stats['kinds'].values())} != {sum(KIND_TARGETS.values())}")
    if stats["forbid_probes"] < MIN_FORBID_PROBES:
        E(f"only {stats['forbid_probes']} probes carry forbid, need >= {MIN_FORBID_PROBES}")
    if stats["cross_tenant"] < MIN_CROSS_TENANT:
        E(f"only {stats['cross_tenant']} cross-tenant leak probes, need >= {MIN_CROSS_TENANT}")
    for r in REGISTERS:
        if stats["registers"][r] < 8:
            E(f"register {r} used by only {stats['registers'][r]} probes")
    return errs, stats


def report(stats) -> str:
    lines = ["key  user_id          tenant     core  bg  probes  forbid  cross  kinds"]
    for key, uid, tid, nc, nb, npb, kinds, nf, nx in stats["per_account"]:
        k = " ".join(f"{a}={kinds.get(a, 0)}" for a in KIND_TARGETS)
        lines.append(f"{key:4} {uid:16} {tid:10} {nc:4} {nb:4} {npb:6} {nf:7} {nx:6}  {k}")
    lines.append(f"memories: core={stats['core']} background={stats['bg']}")
    lines.append("probes per kind: " + ", ".join(f"{k}={stats['kinds'][k]}" for k in KIND_TARGETS)
                 + f" (total {sum(stats['kinds'].values())})")
    lines.append(f"probes with forbid: {stats['forbid_probes']}; cross-tenant leak probes: {stats['cross_tenant']}")
    lines.append("registers: " + ", ".join(f"{r}={stats['registers'][r]}" for r in REGISTERS))
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="rebuild in memory, validate, byte-compare with the file on disk")
    args = ap.parse_args(argv)
    data, meta = build()
    blob = dump(data)
    errs, stats = check_text(blob, meta)
    if args.check:
        if not OUT.exists():
            errs.append(f"{OUT.name} missing on disk")
        else:
            disk = OUT.read_bytes()
            if disk != blob:
                errs.append(f"{OUT.name} on disk differs from the rebuild")
            derrs, _ = check_text(disk, meta)
            errs += [f"disk: {e}" for e in derrs]
        print(report(stats))
        if errs:
            print(f"CHECK FAILED ({len(errs)} problems)")
            for e in errs:
                print("  -", e)
            return 1
        print(f"CHECK OK: {OUT.name} ({len(blob)} bytes) matches the rebuild and passes every rule")
        return 0
    if errs:
        print("refusing to write, validation failed:")
        for e in errs:
            print("  -", e)
        return 1
    OUT.write_bytes(blob)
    print(report(stats))
    print(f"wrote {OUT} ({len(blob)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
