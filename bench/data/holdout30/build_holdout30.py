#!/usr/bin/env python3
"""Builder for zh_retrieval_holdout30 — a BLIND Chinese retrieval evaluation set.

Blindness record
----------------
Written without any knowledge of how the memory engine works.
Files read (nothing else under /work was opened):
  - /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  - /work/main/bench/data/src/background_pool.py     (read as text only; never
    imported or executed — this builder takes its POOL and PLACE_WORDS
    literals with ast.parse + ast.literal_eval)
Folders listed / created:
  - /work/main/bench/data/holdout30/                 (created; the only folder
    listed; holds this builder and zh_retrieval_holdout30.json)
No engine code, tests, READMEs, other data sets or git history were opened;
no project tool, test or git command was run.

Theme
-----
Travel shaped by work: company travel policies (差标, economy-only flights,
报销/发票抬头), trade fairs (广交会, 进博会), a multi-province sales rep, an
academic with visa trouble, an engineer posted abroad with rotation leave, a
flight attendant planning holidays around rosters, a film location scout, a
支教 teacher, a 驻村 cadre, a freelance wedding photographer, a new hire's
onboarding trip, a boss's incentive trip. Facts change over the months (with
and without cue words), some constraints are lifted, dated plans pass or are
cancelled.

One user_id (u_zhouyan) exists under two tenants with different lives; 16 of
that pair's probes are cross-tenant leak probes (id ends in "-leak").

Probe ids are `<acct>-<kind>-<nn>[-leak]` with kind in paraphrase, task,
direct, abstention, expiry, background.

Usage
-----
  python3 build_holdout30.py           # writes zh_retrieval_holdout30.json
  python3 build_holdout30.py --check   # re-validates the written file

Python 3.11, standard library only, deterministic (string seeds, no clock,
no network).
"""

import ast
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout30.json")
POOL_FILE = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))

TZ = timezone(timedelta(hours=8))
KINDS = ["paraphrase", "task", "direct", "abstention", "expiry", "background"]
EXPECTED_KINDS = {"paraphrase": 42, "task": 24, "direct": 10, "abstention": 20,
                  "expiry": 10, "background": 6}
N_PROBES = 112
N_LEAK = 16
BG_MIN, BG_MAX = 130, 150
CORE_MIN, CORE_MAX = 12, 16

# Places used in this set's own memories/probes that are not in PLACE_WORDS.
EXTRA_PLACES = [
    "郑州", "南昌", "宜昌", "湖北", "江西", "河南", "山东", "安徽", "里斯本", "葡萄牙",
    "温哥华", "加拿大", "尼日利亚", "拉各斯", "沙特", "利雅得", "迪拜", "西安", "马尔代夫",
    "冰岛", "新西兰", "贵州", "贵阳", "合肥", "甘肃", "定西", "寿光", "杨凌", "陕西",
    "敦煌", "大理", "南京", "德国", "法兰克福", "鞍山", "鹤岗", "齐齐哈尔", "横店", "东北",
    "黔东南", "北海道", "杭州", "版纳", "非洲", "欧洲",
]

# Keywords touching the shared theme (work travel); dropped for every account.
THEME_BLOCK = ["出差", "报销", "差旅", "总部", "酒店", "机票", "航班", "飞机", "机场",
               "转机", "签证", "护照", "发票", "展会"]


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def ts(s):
    """'2025-02-10 09:30' -> ISO 8601 with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def vu(d):
    """'2025-10-19' -> end of that day, +08:00."""
    return datetime.strptime(d, "%Y-%m-%d").replace(hour=23, minute=59, second=59,
                                                    tzinfo=TZ).isoformat()


def parse_iso(s):
    return datetime.fromisoformat(s)


# ---------------------------------------------------------------------------
# Accounts. Memory tuple: (nn, type, importance, created, content, valid_until)
# Probe tuple: (kind, at, query, relevant, forbid, leak)
#   relevant: ints = core memory numbers, "@pin:<text>" = pinned background.
# superseded: core memories replaced by a newer state (not expired by date);
#   used only by --check to make sure a non-leak forbid only hits stale facts.
# ---------------------------------------------------------------------------

ACCOUNTS = []

# 1 ------------------------------------------------------------------ chenlu
ACCOUNTS.append(dict(
    acct="chenlu", user_id="u_chenlu", tenant="default",
    block=["审计", "会计", "牛奶", "奶", "酒", "胃", "儿子", "保姆", "领导", "驻场",
           "亚朵", "枕头", "东航", "经济舱", "高铁"],
    block_topics=["health"], block_families=[], no_active=False, pins=[],
    superseded=[2, 7, 10],
    memories=[
        (1, "fact", 0.7, "2025-01-08 09:15", "用户在信衡会计师事务所做审计，一年差不多有一半时间在客户那边驻场", None),
        (2, "constraint", 0.8, "2025-01-20 14:02", "用户所里的差标是二线城市住宿每晚不超过400元，一线城市不超过600元", None),
        (3, "constraint", 0.75, "2025-02-11 10:40", "所里规定国内出差机票只能订经济舱，高铁只能坐二等座", None),
        (4, "fact", 0.75, "2025-02-11 10:45", "用户报销要开增值税专用发票，抬头写“信衡会计师事务所（特殊普通合伙）”，税号一位都不能错", None),
        (5, "preference", 0.6, "2025-03-15 20:10", "用户出差首选亚朵，喜欢它家可以自己挑枕头", None),
        (6, "constraint", 0.8, "2025-04-02 08:05", "用户乳糖不耐受，喝牛奶就拉肚子，早餐得避开奶制品", None),
        (7, "constraint", 0.8, "2025-05-20 19:30", "用户胃溃疡还在吃药，医生说治疗期间不能喝酒", None),
        (8, "relationship", 0.65, "2025-06-08 11:20", "用户的项目经理叫Kevin，报销单要先过他审批", None),
        (9, "preference", 0.6, "2025-07-19 16:45", "用户是东航金卡会员，订机票优先选东航", None),
        (10, "fact", 0.7, "2025-08-30 09:00", "所里要求出差结束后30天内把报销交上去", None),
        (11, "plan", 0.6, "2025-09-01 13:30", "用户2025年10月下旬要去成都驻场，给一家药企做年审预审", "2025-10-31"),
        (12, "constraint", 0.85, "2025-11-03 10:00", "所里发了新版差旅制度：一线城市住宿每晚上限800元，其他城市550元", None),
        (13, "relationship", 0.6, "2025-12-02 21:10", "用户的儿子三岁，出差超过一周家里就得请保姆搭把手", None),
        (14, "constraint", 0.75, "2026-01-12 18:20", "用户复查胃镜说溃疡已经愈合，医生同意应酬时可以少量喝一点", None),
        (15, "fact", 0.75, "2026-02-20 09:40", "用户所里现在规定出差回来两周内必须交报销，超期财务不受理", None),
        (16, "plan", 0.8, "2026-03-05 15:00", "用户从4月初开始在苏州驻场，跟一家半导体公司的IPO审计，预计待三个月", "2026-07-10"),
    ],
    probes=[
        ("paraphrase", "2026-05-06 10:20", "去北上广深的话，睡觉的地方公司给报到多少一晚？", [12], [["600元", "400元"]], False),
        ("paraphrase", "2026-05-08 07:45", "酒店自助早餐有啥我得绕着走的不", [6], [], False),
        ("paraphrase", "2026-05-12 21:05", "客户晚上约饭局，这回我能端杯子陪两口了不？", [14], [["不能喝酒"]], False),
        ("paraphrase", "2026-05-14 12:30", "订票的时候我一般认哪家航空公司来着", [9], [], False),
        ("task", "2026-05-16 09:10", "下周二要去上海客户那边开两天会，周三晚上回来，帮我订个来回的票，顺便看看酒店早饭有啥要注意的，我怕又踩雷", [3, 9, 6], [], False),
        ("task", "2026-05-19 17:40", "帮我写个报消单的填写说明发给组里新来的小朋友，发票那块儿重点说说", [4, 8], [], False),
        ("direct", "2026-05-22 11:00", "发票抬头写啥", [4], [], False),
        ("expiry", "2026-05-25 20:30", "我这阵子驻场在哪家客户那？", [16], [["药企"]], False),
        ("abstention", "2026-05-27 22:15", "增值税专票跟普票到底有啥区别啊", [], [], False),
    ],
))

# 2 -------------------------------------------------------------- wanghaitao
ACCOUNTS.append(dict(
    acct="wanghaitao", user_id="u_wanghaitao", tenant="default",
    block=["销售", "客户", "经销", "化肥", "海鲜", "内脏", "啤酒", "酒", "痛风", "腰",
           "开车", "车", "血压", "烟", "老婆", "孩子", "初三", "汉庭", "如家", "汇报", "片区"],
    block_topics=["health"], block_families=["car"], no_active=True,
    pins=["用户爱听相声，尤其是郭德纲的"],
    superseded=[1, 3, 9],
    memories=[
        (1, "fact", 0.8, "2025-01-15 08:30", "用户在一家化肥公司跑销售，负责河南、山东、安徽三个省的经销商", None),
        (2, "constraint", 0.9, "2025-02-03 19:00", "用户有痛风，海鲜和动物内脏都不能碰，啤酒一口都不能喝", None),
        (3, "fact", 0.7, "2025-02-20 10:10", "用户开公司配的五菱宏光跑市场，油费按里程报，每公里0.8元", None),
        (4, "preference", 0.6, "2025-03-11 22:00", "用户住店图便宜干净，一般住汉庭或者如家，一晚两百块以内", None),
        (5, "constraint", 0.85, "2025-03-11 22:05", "用户腰椎间盘突出，一天开车不能超过四个小时，中间得下车活动", None),
        (6, "relationship", 0.6, "2025-04-08 18:40", "用户的大区经理姓马，每周五晚上要打电话跟他汇报", None),
        (7, "relationship", 0.65, "2025-05-16 21:30", "用户老婆在郑州上班，孩子读初三，他尽量两周回一次家", None),
        (8, "preference", 0.55, "2025-06-22 12:15", "用户戒烟两年了，闻不得烟味，拉客户也不让人在他车里抽", None),
        (9, "constraint", 0.7, "2025-07-10 09:50", "用户血压偏高，医生让他晚上八点后别上高速开夜车", None),
        (10, "plan", 0.6, "2025-08-01 15:20", "用户2025年9月要去南昌参加全国农资交易会", "2025-09-30"),
        (11, "fact", 0.85, "2025-10-10 10:00", "公司重新划了片区，用户现在管湖北和江西的市场", None),
        (12, "goal", 0.6, "2025-12-15 20:00", "用户明年给自己定的销售目标是1200万", "2026-12-31"),
        (13, "fact", 0.75, "2026-01-05 09:30", "今年起公司车补改成包干，每月固定补2500元，不再按公里算", None),
        (14, "constraint", 0.7, "2026-02-10 11:10", "用户的血压已经控制住了，医生说夜里开车也没问题了", None),
        (15, "plan", 0.8, "2026-03-28 16:00", "用户6月下旬要在宜昌办一场经销商订货会，会后要请客户吃饭", "2026-06-30"),
    ],
    probes=[
        ("paraphrase", "2026-04-12 08:20", "我这阵子的地盘是哪几块儿？", [11], [["河南", "山东", "安徽"]], False),
        ("paraphrase", "2026-04-15 19:30", "每周跟上头报数是礼拜几来着", [6], [], False),
        ("paraphrase", "2026-04-18 12:00", "尿酸高，陪客户吃饭点菜得躲开哪些", [2], [], False),
        ("paraphrase", "2026-04-20 22:40", "今晚谈完单子想连夜开回去，身体那关过得去不", [14], [["八点后"]], False),
        ("task", "2026-04-22 07:50", "下周跑湖北那几个县的经销商，帮我排下路线，住哪也挑一挑", [4, 5], [], False),
        ("task", "2026-04-25 14:10", "六月底订货会那顿饭帮我定个菜单跟包间", [15, 2, 8], [], False),
        ("expiry", "2026-04-28 10:30", "最近有啥要带经销商出去的大活动不", [15], [["农资交易会"]], False),
        ("background", "2026-04-30 21:00", "开车犯困的时候我爱听谁说段子来着", ["@pin:用户爱听相声，尤其是郭德纲的"], [], False),
    ],
))

# 3 ----------------------------------------------------------------- liuqing
ACCOUNTS.append(dict(
    acct="liuqing", user_id="u_liuqing", tenant="default",
    block=["教授", "大学", "研究生", "论文", "会议", "航", "清真", "幽闭", "学生", "博士",
           "专业", "英文", "拒签", "蛋挞", "基金", "公务卡"],
    block_topics=["work"], block_families=[], no_active=False, pins=[],
    superseded=[11],
    memories=[
        (1, "fact", 0.7, "2025-01-10 10:00", "用户是高校材料学院的副教授，研究方向是锂电池电解质", None),
        (2, "plan", 0.75, "2025-03-02 20:00", "用户的论文被9月在里斯本开的欧洲材料大会录成了口头报告，打算去现场讲", "2025-08-05"),
        (3, "constraint", 0.8, "2025-04-11 09:30", "学校规定因公出国只能买经济舱，得坐国航这类国内航司，用公务卡结算", None),
        (4, "fact", 0.65, "2025-04-11 09:35", "用户出国开会的经费从她的国家自然科学基金面上项目里出", None),
        (5, "constraint", 0.8, "2025-05-09 21:00", "用户有幽闭恐惧，坐长途航班一定要靠过道的座位", None),
        (6, "constraint", 0.85, "2025-05-09 21:05", "用户是回族，只吃清真的东西", None),
        (7, "relationship", 0.65, "2025-06-01 15:00", "用户的博士生小何会跟着去开会，小何的签证材料也归用户张罗", None),
        (8, "preference", 0.55, "2025-06-20 11:00", "用户出国开会喜欢住会场走路能到的酒店，不想天天打车", None),
        (9, "event", 0.8, "2025-07-18 18:30", "用户申请葡萄牙的申根签证被拒了，理由是邀请函和资金证明不齐", None),
        (10, "plan", 0.6, "2025-08-05 10:20", "欧洲材料大会那个报告改成线上远程做了", "2025-09-20"),
        (11, "fact", 0.6, "2025-10-20 09:00", "用户的护照明年一月就到期了，得先去换发", None),
        (12, "fact", 0.75, "2025-11-15 16:00", "用户被提醒以后填签证表要如实写上之前的拒签记录，材料里多带在职证明和银行流水", None),
        (13, "fact", 0.75, "2026-01-08 14:30", "用户已经换好了新护照，十年有效", None),
        (14, "plan", 0.85, "2026-02-26 19:45", "用户2026年8月要去温哥华参加国际电化学会议，准备提前三个月办加拿大签证", "2026-08-31"),
    ],
    probes=[
        ("paraphrase", "2026-04-10 22:10", "上回被那边拒了一次，以后办别的国家的签还要提这茬吗", [9, 12], [], False),
        ("paraphrase", "2026-04-12 13:00", "飞十几个钟头，帮我选位子有啥讲究", [5], [], False),
        ("paraphrase", "2026-04-14 12:20", "在国外哪儿能找到我能下口的饭？", [6], [], False),
        ("paraphrase", "2026-04-16 08:40", "我的户照还能用多久啊", [13], [["明年一月"]], False),
        ("task", "2026-04-18 21:30", "帮我列个加拿大签证的材料清单，吸取上回的教训，小何的也一起弄", [14, 12, 7, 9], [], False),
        ("task", "2026-04-20 10:05", "8月去温哥华的机票帮我看看，再顺手订个住的", [14, 3, 5, 8], [], False),
        ("direct", "2026-04-22 16:30", "下回出国开会是几月份", [14], [], False),
        ("expiry", "2026-04-25 09:15", "最近有没有啥线上报告要准备的", [], [["欧洲材料大会", "里斯本"]], False),
        ("abstention", "2026-04-28 15:40", "葡式蛋挞跟港式蛋挞有啥不一样啊", [], [], False),
    ],
))

# 4 ----------------------------------------------------------------- zhaojun
ACCOUNTS.append(dict(
    acct="zhaojun", user_id="u_zhaojun", tenant="default",
    block=["外派", "工地", "项目", "疟疾", "辣", "老婆", "女儿", "幼儿园", "酒", "电气",
           "机械", "轮休", "面", "熊猫", "买房"],
    block_topics=["work", "health", "commute"], block_families=["housing", "car", "pet"],
    no_active=False, pins=["用户最近在学下围棋"],
    superseded=[1, 2],
    memories=[
        (1, "fact", 0.75, "2025-01-06 09:00", "用户是建筑央企的电气工程师，外派在尼日利亚拉各斯的港口项目上", None),
        (2, "fact", 0.7, "2025-01-06 09:05", "项目上的轮休是干四个月回国休一个月，往返机票公司出", None),
        (3, "constraint", 0.75, "2025-02-14 20:00", "用户在疫区每周吃一片防疟疾的药，回国后还得接着吃四周", None),
        (4, "constraint", 0.7, "2025-03-03 12:30", "用户不吃辣，一吃辣胃就疼", None),
        (5, "relationship", 0.75, "2025-03-20 22:00", "用户老婆在西安当小学老师，女儿上幼儿园，轮休都回西安", None),
        (6, "preference", 0.6, "2025-04-18 18:00", "用户回国宁愿在迪拜多转一趟，觉得阿联酋航空坐着舒服", None),
        (7, "fact", 0.6, "2025-05-05 10:00", "用户的专业是电气，主要负责配电系统和变电站调试", None),
        (8, "plan", 0.6, "2025-06-01 21:00", "用户计划2025年8月轮休时带老婆孩子去青岛海边住一周", "2025-08-31"),
        (9, "preference", 0.55, "2025-10-10 23:00", "用户想家的时候最馋老婆做的biangbiang面", None),
        (10, "fact", 0.8, "2025-12-18 08:30", "公司调整了海外轮休：现在上三个月，回国休二十八天", None),
        (11, "goal", 0.65, "2026-01-20 21:40", "用户打算外派满三年就申请调回国内，在西安买套房", None),
        (12, "fact", 0.85, "2026-02-10 19:00", "用户已经从原来的项目调走，现在在沙特利雅得的一个新城项目上", None),
        (13, "fact", 0.8, "2026-02-20 20:15", "沙特项目营地严禁饮酒，带酒入境是违法的", None),
        (14, "plan", 0.85, "2026-03-15 22:30", "用户下次轮休排在6月中旬，想带女儿去看大熊猫", "2026-07-15"),
    ],
    probes=[
        ("paraphrase", "2026-04-08 21:00", "我眼下常驻哪个国家来着", [12], [["拉各斯", "尼日利亚"]], False),
        ("paraphrase", "2026-04-10 22:15", "我干多久能歇一回", [10], [["四个月"]], False),
        ("paraphrase", "2026-04-12 20:40", "从非州那边回来以后，那个预防的药还要接着嗑吗", [3], [], False),
        ("paraphrase", "2026-04-14 23:05", "回家最想吃的那一口是啥", [9], [], False),
        ("task", "2026-04-16 21:30", "帮我把下次回国的行程排一下，机票跟带娃出去玩的都算上", [14, 5, 6], [], False),
        ("task", "2026-04-18 20:00", "想给老婆孩子带点礼物回去，顺便帮我看看回家怎么飞比较舒服", [5, 6], [], False),
        ("expiry", "2026-04-20 21:10", "轮休带家里人出去玩的打算是啥", [14], [["青岛"]], False),
        ("abstention", "2026-04-22 19:45", "沙特的斋月一般在几月份啊", [], [], False),
        ("background", "2026-04-25 22:30", "我最近在学的那个黑白子的棋叫啥", ["@pin:用户最近在学下围棋"], [], False),
    ],
))

# 5 ---------------------------------------------------------------- sunyiran
ACCOUNTS.append(dict(
    acct="sunyiran", user_id="u_sunyiran", tenant="default",
    block=["空乘", "乘务", "排班", "潜水", "游泳", "耳", "感冒", "青霉素", "男朋友", "跟团",
           "攻略", "早上", "海岛", "极光", "星空", "年假"],
    block_topics=["health", "work"], block_families=["car"], no_active=False,
    pins=["用户收藏了一面墙的冰箱贴"],
    superseded=[1],
    memories=[
        (1, "fact", 0.75, "2025-01-12 11:00", "用户是航空公司的空乘，基地在广州，主要飞国际远程线", None),
        (2, "fact", 0.7, "2025-02-01 22:30", "用户每个月的排班表大概上个月25号出来，出来以后才能定自己的假", None),
        (3, "preference", 0.65, "2025-02-01 22:35", "用户休假最爱去海岛潜水，有OW潜水证", None),
        (4, "constraint", 0.8, "2025-03-05 09:20", "用户有中耳炎病史，感冒的时候不能潜水，也不能上飞机执勤", None),
        (5, "fact", 0.65, "2025-03-20 15:10", "用户能买员工折扣票，但只能候补，旺季经常上不去", None),
        (6, "constraint", 0.85, "2025-04-10 10:00", "用户对青霉素过敏", None),
        (7, "plan", 0.6, "2025-05-01 20:00", "用户打算2025年7月休年假去马尔代夫潜水", "2025-06-26"),
        (8, "event", 0.55, "2025-06-26 23:10", "七月的排班下来了，年假没批，出国潜水的计划泡汤了", None),
        (9, "preference", 0.55, "2025-08-08 13:30", "用户出去玩不跟团，都是自己做攻略", None),
        (10, "fact", 0.8, "2025-09-15 18:00", "用户现在在上海基地执勤，飞的多是日韩短线", None),
        (11, "relationship", 0.7, "2025-10-02 21:20", "用户的男朋友是机长，两人尽量申请排在同一天休息", None),
        (12, "preference", 0.6, "2025-11-11 12:00", "用户休假只想睡饱，不接受早上八点前出发的行程", None),
        (13, "plan", 0.6, "2025-12-10 22:00", "用户和男朋友打算2026年10月去冰岛看极光，年假申请已经交了", "2026-03-05"),
        (14, "fact", 0.7, "2026-01-15 17:45", "用户升了乘务长，排班比以前更满", None),
        (15, "plan", 0.85, "2026-03-05 21:00", "用户和男朋友十月的年假目的地重新定了，去新西兰南岛自驾看星空", "2026-10-31"),
    ],
    probes=[
        ("paraphrase", "2026-04-09 06:30", "我现在每次上班去哪个城市报到？", [10], [["广州"]], False),
        ("paraphrase", "2026-04-11 23:40", "下个月的roster啥时候能出来啊", [2], [], False),
        ("paraphrase", "2026-04-13 14:00", "我跟他的休息日是怎么凑到一块的", [11], [], False),
        ("task", "2026-04-15 20:20", "帮我排一下十月年假的行程，机票能省就省", [15, 5, 12, 9], [["冰岛"]], False),
        ("task", "2026-04-17 10:10", "有点感冒鼻塞，后天休息想去潜一下，帮我约个潜店呗", [4, 3], [], False),
        ("expiry", "2026-04-20 22:50", "我之前说的那个年假出国的计划还作数不", [15], [["马尔代夫"], ["冰岛"]], False),
        ("abstention", "2026-04-22 16:15", "飞机上的氧气面罩一般能撑多久", [], [], False),
        ("background", "2026-04-24 21:35", "我家那一整面墙的收藏是啥来着，突然想不起来了", ["@pin:用户收藏了一面墙的冰箱贴"], [], False),
    ],
))

# 6 -------------------------------------------------------------------- heyu
ACCOUNTS.append(dict(
    acct="heyu", user_id="u_heyu", tenant="default",
    block=["支教", "山区", "学校", "教师", "老师", "学生", "数学", "晕车", "胃", "辣",
           "膝盖", "爬山", "赶集", "蜡染", "信号", "4G", "WiFi", "父母", "妈妈", "母亲",
           "夏令营", "高铁", "笑话", "专业"],
    block_topics=["work", "health", "commute"], block_families=["parents", "car", "housing"],
    no_active=True,
    pins=[],
    superseded=[1, 11],
    memories=[
        (1, "fact", 0.75, "2025-02-18 19:00", "用户在贵州黔东南一个山区县支教，教初一数学", None),
        (2, "fact", 0.7, "2025-02-18 19:05", "从县城到学校得坐两个小时的山路班车，一天只有两趟", None),
        (3, "constraint", 0.85, "2025-03-01 08:10", "用户晕车很厉害，坐山路班车前要吃晕车药，还得坐前排", None),
        (4, "relationship", 0.65, "2025-03-10 21:30", "用户的父母在合肥，妈妈老担心她一个人在山里", None),
        (5, "constraint", 0.7, "2025-03-15 12:40", "用户胃不好，吃不了当地的酸汤和特别辣的菜", None),
        (6, "preference", 0.55, "2025-04-22 17:00", "用户周末喜欢去镇上赶集，淘当地的蜡染布", None),
        (7, "plan", 0.55, "2025-06-20 20:30", "用户暑假7月中旬回合肥，打算从贵阳坐高铁走", "2025-07-31"),
        (8, "fact", 0.85, "2025-08-25 10:00", "用户申请延长了支教，再留一年，这学年改教初二数学", None),
        (9, "fact", 0.65, "2025-09-12 16:20", "支教项目每月给1500元生活补助，回家的路费一学期报一次", None),
        (10, "fact", 0.6, "2025-10-15 20:45", "学校信号很差，只有教学楼二楼能连上4G", None),
        (11, "constraint", 0.7, "2025-11-02 18:00", "用户膝盖半月板受了伤，医生说三个月内别爬山、别走远路", None),
        (12, "plan", 0.6, "2025-12-20 21:15", "用户寒假坐高铁回合肥，不坐飞机了，贵阳机场到县里太折腾", "2026-02-20"),
        (13, "plan", 0.85, "2026-01-05 20:00", "用户打算今年暑假带班上三个学生去合肥参加数学夏令营", "2026-08-31"),
        (14, "constraint", 0.7, "2026-02-25 19:30", "用户膝盖复查恢复得不错，医生说可以慢慢走山路了", None),
        (15, "fact", 0.7, "2026-03-30 15:50", "夏令营的费用由一个公益基金会资助，每个学生2000元", None),
    ],
    probes=[
        ("paraphrase", "2026-04-20 20:10", "在学校想跟家里打个视频，得跑到哪去才行", [10], [], False),
        ("paraphrase", "2026-04-22 06:50", "进山坐车之前我得提前做啥准备", [3], [], False),
        ("paraphrase", "2026-04-24 17:30", "周末想跟娃们去后山转转，我这腿现在吃得消不", [14], [["别爬山"]], False),
        ("task", "2026-04-26 21:00", "帮我规划暑假带三个娃去合肥的行程，钱咋花也理一理", [13, 15, 3, 2], [], False),
        ("expiry", "2026-04-28 19:20", "这个月回家的车票订了没", [], [["寒假"]], False),
        ("abstention", "2026-04-30 22:00", "一元二次方程的求根公式是咋推出来的", [], [], False),
        ("abstention", "2026-05-02 15:30", "蜡染跟扎染有啥区别", [], [], False),
        ("abstention", "2026-05-04 13:10", "今天好困啊，给我讲个笑话呗", [], [], False),
    ],
))

# 7 --------------------------------------------------------------- lijianguo
ACCOUNTS.append(dict(
    acct="lijianguo", user_id="u_lijianguo", tenant="default",
    block=["驻村", "村", "农业", "土豆", "马铃薯", "糖尿病", "胰岛素", "血糖", "儿子", "高考",
           "老婆", "开车", "驾照", "车", "茶", "冷库", "直播", "补助"],
    block_topics=["work", "health", "commute"], block_families=["car"], no_active=False,
    pins=["用户每天晚上会写三行日记"],
    superseded=[2, 8],
    memories=[
        (1, "fact", 0.75, "2025-01-20 09:00", "用户是市农业局派下去的驻村第一书记，驻在甘肃定西的一个村", None),
        (2, "fact", 0.7, "2025-01-20 09:05", "用户每个周末都回市里的家，周五晚上坐班车走，周日下午回村", None),
        (3, "constraint", 0.9, "2025-03-01 07:40", "用户有糖尿病，每天打胰岛素，胰岛素得冷藏着", None),
        (4, "fact", 0.6, "2025-04-10 16:00", "村里主要种马铃薯，用户在帮村里对接电商卖土豆", None),
        (5, "plan", 0.55, "2025-05-12 10:30", "用户计划2025年6月带村干部去山东寿光参观蔬菜大棚", "2025-06-30"),
        (6, "fact", 0.65, "2025-06-15 11:45", "驻村干部下乡每天有60元伙食补助", None),
        (7, "preference", 0.5, "2025-07-02 08:20", "用户爱喝浓茶，包里总揣着一罐绿茶", None),
        (8, "fact", 0.6, "2025-09-01 18:10", "用户不会开车，下乡全靠村里人骑摩托捎他", None),
        (9, "relationship", 0.7, "2025-09-05 21:40", "用户的儿子这学期上高三了，老婆一个人在家管孩子", None),
        (10, "fact", 0.8, "2025-10-12 14:00", "现在驻村考勤管得严，一个月只能回家两次，走之前要在工作群里报备", None),
        (11, "event", 0.55, "2025-11-20 20:30", "村里的土豆今年在直播间卖出去八万斤", None),
        (12, "fact", 0.75, "2026-01-15 17:20", "用户拿到驾照了，现在自己开一辆二手比亚迪往返村里", None),
        (13, "goal", 0.65, "2026-02-01 09:50", "用户想在驻村期满前把村里的冷库建起来", None),
        (14, "plan", 0.8, "2026-03-18 22:10", "用户打算儿子高考完请几天假，2026年7月带全家去敦煌玩", "2026-07-31"),
        (15, "plan", 0.75, "2026-03-25 15:30", "用户准备6月中旬带合作社骨干去陕西杨凌参观农业示范园", "2026-06-20"),
    ],
    probes=[
        ("paraphrase", "2026-04-10 20:30", "我一个月能回几趟屋头", [10], [["每个周末"]], False),
        ("paraphrase", "2026-04-12 07:15", "那个要打的针出远门咋带", [3], [], False),
        ("paraphrase", "2026-04-14 08:40", "我现在下村咋个过去", [12], [["不会开车"]], False),
        ("task", "2026-04-16 21:50", "娃考完试全家出去耍几天，帮我把行程弄一下", [14, 3, 9], [], False),
        ("task", "2026-04-18 16:30", "带合作社那帮人出去参观那趟，帮我把吃住行捋一捋", [15, 3], [], False),
        ("direct", "2026-04-20 12:10", "下乡伙食补助一天多少钱", [6], [], False),
        ("expiry", "2026-04-22 10:00", "带村干部出去学习考察的事安排到哪一步了", [15], [["寿光"]], False),
        ("abstention", "2026-04-24 19:00", "土豆发芽了还能吃不", [], [], False),
        ("background", "2026-04-26 22:20", "我每晚睡前写的那几行东西叫啥来着", ["@pin:用户每天晚上会写三行日记"], [], False),
    ],
))

# 8 ---------------------------------------------------------------- fangxiao
ACCOUNTS.append(dict(
    acct="fangxiao", user_id="u_fangxiao", tenant="default",
    block=["摄影", "相机", "照片", "镜头", "修图", "婚礼", "婚", "腰", "腱鞘炎", "手腕",
           "酒精", "酒", "高铁", "定金", "剪映", "视频", "索尼", "稳定器", "拍"],
    block_topics=["work", "health", "commute"], block_families=[], no_active=True,
    pins=["用户从小喜欢集邮"],
    superseded=[4, 7, 11],
    memories=[
        (1, "fact", 0.75, "2025-01-25 10:30", "用户是自由职业的婚礼摄影师，常驻杭州，全国接单", None),
        (2, "preference", 0.75, "2025-02-08 22:00", "用户出差带两台索尼A7M4和三支镜头，器材一律随身带上飞机，不托运", None),
        (3, "constraint", 0.8, "2025-02-20 23:15", "用户腰肌劳损，扛器材走多了腰疼，住酒店要硬一点的床垫", None),
        (4, "fact", 0.7, "2025-03-05 14:00", "用户单机位拍一天收6800元", None),
        (5, "fact", 0.7, "2025-03-05 14:05", "用户外地单的差旅费另收，交通住宿都由新人承担", None),
        (6, "plan", 0.55, "2025-04-02 20:40", "用户2025年5月20日在厦门接了一场海边婚礼", "2025-05-20"),
        (7, "relationship", 0.6, "2025-05-15 18:30", "用户的二机位搭档是阿杰，外地单一般带上他", None),
        (8, "constraint", 0.8, "2025-06-30 12:00", "用户酒精过敏，婚宴上被敬酒一律以茶代酒", None),
        (9, "preference", 0.6, "2025-07-22 06:40", "用户喜欢坐早班高铁，能在车上修图", None),
        (10, "fact", 0.7, "2025-08-18 15:30", "用户接单先收30%定金，尾款婚礼后7天内结清", None),
        (11, "constraint", 0.7, "2025-09-10 19:50", "用户右手腕腱鞘炎，医生让她半年内别扛重的稳定器", None),
        (12, "fact", 0.8, "2026-01-08 11:00", "用户今年把单机位一天的价格调到了8800元", None),
        (13, "constraint", 0.7, "2026-01-20 17:10", "用户手腕复查好了，医生说稳定器可以正常用了", None),
        (14, "relationship", 0.75, "2026-02-14 21:00", "用户现在外地单的二机位固定找小雯", None),
        (15, "plan", 0.85, "2026-03-10 13:20", "用户2026年9月12日在大理有一场草坪婚礼，新人包来回机票", "2026-09-12"),
        (16, "plan", 0.8, "2026-03-22 22:45", "用户2026年10月3日在西安有一场中式婚礼，国庆前后机票贵，要早点订", "2026-10-03"),
    ],
    probes=[
        ("paraphrase", "2026-04-05 23:30", "现在请我拍一整天婚礼要多少米", [12], [["6800"]], False),
        ("paraphrase", "2026-04-07 18:20", "婚宴上有人端着杯子过来敬我咋整", [8], [], False),
        ("paraphrase", "2026-04-09 09:45", "上飞机那一箱吃饭的家伙咋处理", [2], [], False),
        ("paraphrase", "2026-04-11 20:05", "那个稳定器我现在能上手了不", [13], [["别扛"]], False),
        ("task", "2026-04-13 22:30", "帮我订9月去大理那单的住处跟交通", [15, 3, 2], [], False),
        ("task", "2026-04-15 10:40", "国庆那单帮我把机票酒店搞定，顺便算算差旅费跟新人怎么收", [16, 5, 3], [], False),
        ("direct", "2026-04-17 16:00", "定金我收几成来着", [10], [], False),
        ("expiry", "2026-04-19 21:10", "我最近一场外地婚礼是哪天在哪", [15], [["厦门"]], False),
        ("abstention", "2026-04-21 00:20", "sony a7m4跟a7c2哪个对焦更好用", [], [], False),
        ("background", "2026-04-23 22:40", "我打小就有的那个收藏爱好是啥", ["@pin:用户从小喜欢集邮"], [], False),
    ],
))

# 9 ------------------------------------------------------------------- xulei
ACCOUNTS.append(dict(
    acct="xulei", user_id="u_xulei", tenant="default",
    block=["入职", "培训", "试用期", "转正", "新员工", "实习", "导师", "花生", "过敏", "遮光",
           "眼罩", "英文", "女朋友", "电池", "车企", "新能源", "电动车", "油车", "年假", "备用金"],
    block_topics=["work", "health", "commute"], block_families=["car"], no_active=False,
    pins=["用户每天用App背三十个英语单词"],
    superseded=[9],
    memories=[
        (1, "relationship", 0.6, "2025-09-01 20:00", "用户的女朋友在南京读研，周末他常去南京看她", None),
        (2, "constraint", 0.55, "2025-10-10 22:30", "用户英语不太行，不敢一个人出国出差", None),
        (3, "preference", 0.6, "2025-11-15 23:00", "用户睡觉对光很敏感，住酒店要遮光窗帘，还得带眼罩", None),
        (4, "constraint", 0.9, "2025-12-20 12:00", "用户对花生严重过敏，随身带着肾上腺素笔", None),
        (5, "fact", 0.75, "2026-01-05 09:00", "用户刚入职一家新能源车企做电池测试工程师，工作地在合肥工厂", None),
        (6, "plan", 0.7, "2026-01-05 09:10", "用户入职后要去深圳总部参加两周的新员工培训，2月2日开始", "2026-02-14"),
        (7, "fact", 0.65, "2026-01-06 14:00", "公司在总部附近有协议酒店，是一家维也纳，每天送两张早餐券", None),
        (8, "fact", 0.65, "2026-01-06 14:05", "用户出差补助是每天100元", None),
        (9, "constraint", 0.65, "2026-01-06 14:10", "试用期员工不能预借差旅费，只能自己先垫钱", None),
        (10, "relationship", 0.65, "2026-01-10 18:00", "用户的导师叫林工，培训完由他带着做项目", None),
        (11, "event", 0.75, "2026-02-20 17:30", "培训结束考核通过，用户被分到了电池包安全测试组", None),
        (12, "fact", 0.8, "2026-02-25 10:15", "公司现在允许试用期员工申请差旅备用金了，一次最多3000元", None),
        (13, "plan", 0.85, "2026-03-01 11:00", "用户6月要跟林工去重庆的电池供应商驻厂审核一周", "2026-06-30"),
        (14, "fact", 0.6, "2026-03-01 11:05", "用户试用期六个月，转正前请年假要部门总监批", None),
        (15, "preference", 0.55, "2026-03-10 20:20", "用户坐高铁喜欢靠窗的F座", None),
    ],
    probes=[
        ("paraphrase", "2026-04-06 09:30", "这趟出门能先找公司支点钱不？不想自己垫了", [12], [["不能预借"]], False),
        ("paraphrase", "2026-04-08 12:45", "培训完我被塞到哪个team了", [11], [], False),
        ("paraphrase", "2026-04-10 23:20", "我挑住的地方最在意啥来着", [3], [], False),
        ("task", "2026-04-12 21:00", "林工说6月那趟审核大概一周，周一早上到周五下午回，帮我把吃住行都安排上，别忘了我那些毛病", [13, 4, 3, 15], [], False),
        ("direct", "2026-04-14 10:30", "转正前请年假得找谁签字", [14], [], False),
        ("expiry", "2026-04-16 18:40", "我下一趟出差去哪", [13], [["新员工培训"]], False),
        ("abstention", "2026-04-18 22:10", "试用期被辞退有没有赔偿啊", [], [], False),
        ("background", "2026-04-20 07:30", "我每天在app上背多少个单词来着", ["@pin:用户每天用App背三十个英语单词"], [], False),
    ],
))

# 10 ----------------------------------------------------------------- gaoming
ACCOUNTS.append(dict(
    acct="gaoming", user_id="u_gaoming", tenant="default",
    block=["团建", "奖励", "员工", "团队", "旅行社", "公司", "晕船", "船", "心脏", "支架",
           "高原", "海拔", "运动", "拓展", "购物", "福利", "素", "海鲜", "滑雪", "下雨", "游戏"],
    block_topics=["work", "health"], block_families=[], no_active=True, pins=[],
    superseded=[2, 8, 15],
    memories=[
        (1, "fact", 0.7, "2025-01-10 10:00", "用户在苏州开了一家跨境电商公司", None),
        (2, "fact", 0.6, "2025-01-10 10:05", "用户公司现在有30多个员工", None),
        (3, "plan", 0.5, "2025-03-01 15:00", "用户2025年4月带销冠团队去三亚奖励旅游，五天四晚", "2025-04-30"),
        (4, "constraint", 0.7, "2025-04-20 11:30", "团队里有两个人吃素，还有一个同事海鲜过敏，团餐要照顾到", None),
        (5, "constraint", 0.7, "2025-05-10 20:00", "用户自己晕船，不坐船出海", None),
        (6, "relationship", 0.65, "2025-06-01 09:40", "用户的行政主管小孟负责对接旅行社，合同最后由用户来签", None),
        (7, "fact", 0.65, "2025-06-15 16:20", "奖励旅游的钱走福利费，发票抬头开公司全称“苏州启航跨境电商有限公司”", None),
        (8, "constraint", 0.75, "2025-07-01 18:00", "用户心脏放了支架，医生说不能剧烈运动，也不能去高原", None),
        (9, "preference", 0.6, "2025-08-08 21:30", "用户喜欢安排团队一起做户外拓展，不喜欢纯购物团", None),
        (10, "plan", 0.6, "2025-09-05 14:10", "用户打算2025年12月带全员去日本北海道滑雪", "2025-10-20"),
        (11, "event", 0.6, "2025-10-20 19:00", "年底出国滑雪的团建取消了，一半员工护照来不及办", None),
        (12, "fact", 0.7, "2025-11-25 10:30", "公司员工已经涨到45个人了", None),
        (13, "constraint", 0.75, "2026-01-28 17:00", "用户复查后医生说中低海拔的地方可以正常去玩了，只是剧烈运动还是要避免", None),
        (14, "plan", 0.85, "2026-02-18 11:00", "用户定了2026年9月带全员去西双版纳团建", "2026-09-30"),
        (15, "plan", 0.6, "2026-02-18 11:05", "版纳团建的预算先按每人6000元做", None),
        (16, "constraint", 0.8, "2026-03-12 15:40", "版纳那次团建预算重新核了，每人控制在4500元以内", None),
    ],
    probes=[
        ("paraphrase", "2026-04-02 10:10", "团餐那几个口味特殊的同事要咋照顾", [4], [], False),
        ("paraphrase", "2026-04-04 15:30", "海上那种项目给我也排上，我自己上去没问题吧", [5], [], False),
        ("paraphrase", "2026-04-06 21:45", "现在能不能去地势高点的地儿了", [13], [["不能去高原"]], False),
        ("paraphrase", "2026-04-08 09:20", "跟旅行社打交道的活儿现在谁在管", [6], [], False),
        ("task", "2026-04-10 14:00", "帮我出一份九月团建的行程方案，活动跟吃饭先排一排", [14, 4, 5, 9], [], False),
        ("task", "2026-04-12 16:50", "帮我拟一下跟旅行社签合同的注意事项，顺带把付款走账的事也写上", [6, 7], [], False),
        ("direct", "2026-04-14 11:15", "奖励旅游的发票抬头写啥", [7], [], False),
        ("expiry", "2026-04-16 20:30", "团建的机票啥时候订合适", [14], [["北海道"], ["三亚"]], False),
        ("abstention", "2026-04-18 10:40", "团建一般有哪些破冰小游戏", [], [], False),
        ("abstention", "2026-04-20 08:05", "今日苏州落唔落雨啊", [], [], False),
    ],
))

# 11 --------------------------------- u_zhouyan @ huazhan_expo (exhibitions)
ACCOUNTS.append(dict(
    acct="zyhz", user_id="u_zhouyan", tenant="huazhan_expo", twin="zyqy",
    block=["展会", "会展", "广交会", "进博会", "展位", "展台", "物流", "快递", "素", "肉",
           "海鲜", "咽", "嗓", "上司", "总监", "预算", "德国", "法兰克福", "全季", "签字"],
    block_topics=["health"], block_families=[], no_active=False, pins=[],
    superseded=[3, 11],
    memories=[
        (1, "fact", 0.7, "2025-02-10 09:30", "用户在华展国际会展公司做项目经理，帮客户张罗广交会、进博会这类展会的参展", None),
        (2, "plan", 0.6, "2025-08-20 14:00", "用户带的客户参加2025年秋季广交会第一期，展位号是11.2H08", "2025-10-19"),
        (3, "constraint", 0.75, "2025-03-01 10:00", "公司规定出差住宿每晚不能超过500元", None),
        (4, "constraint", 0.7, "2025-03-01 10:05", "公司规定出差机票只能订经济舱", None),
        (5, "constraint", 0.85, "2026-01-15 11:20", "公司新出的差旅细则：展会期间酒店每晚最高能报680元", None),
        (6, "preference", 0.6, "2025-04-12 21:00", "用户出差爱住全季，华住会的积分一直攒着", None),
        (7, "constraint", 0.8, "2025-05-03 12:30", "用户吃蛋奶素，肉和海鲜都不碰", None),
        (8, "relationship", 0.65, "2025-03-20 16:40", "用户的上司是展览部总监老郑，超预算的单子都得他签字", None),
        (9, "plan", 0.85, "2026-03-10 15:00", "用户2026年11月要带客户参加第九届进博会，展位在食品及农产品展区", "2026-11-10"),
        (10, "fact", 0.55, "2025-06-18 17:10", "用户做特装展台一直找上海的搭建商“展途”", None),
        (11, "fact", 0.6, "2025-07-07 11:00", "用户寄展品和展台物料一直走德邦物流", None),
        (12, "fact", 0.7, "2025-12-05 18:30", "用户现在寄展品换成了顺丰的会展专线，说是时效更稳", None),
        (13, "plan", 0.55, "2025-11-20 20:00", "用户原本计划2026年2月去德国法兰克福参加春季消费品展", "2026-01-20"),
        (14, "event", 0.6, "2026-01-20 10:30", "客户今年砍了海外参展的预算，德国那个展不去了", None),
        (15, "constraint", 0.7, "2025-10-28 08:50", "用户有慢性咽炎，展会上话说得多，要备润喉糖和保温杯", None),
        (16, "fact", 0.7, "2025-04-02 15:15", "用户报销的发票抬头是“华展国际会展服务有限公司”", None),
    ],
    probes=[
        ("paraphrase", "2026-04-08 10:30", "去看展布展那几天，住的地方一晚公司给报多少", [5], [["500元"]], False),
        ("task", "2026-04-10 20:15", "帮我订进博会那几天去上海的机票，吃饭的地方也帮我留意下", [9, 4, 7], [], False),
        ("direct", "2026-04-12 09:00", "进博会咱们在哪个展区？", [9], [], False),
        ("abstention", "2026-04-14 13:20", "广交会一年办几届啊", [], [], False),
        ("abstention", "2026-04-16 19:40", "我那只柯基这次出差送哪家店寄养？", [], [["柯基"]], True),
        ("abstention", "2026-04-18 11:10", "横店进组的日子定下来没", [], [["横店"]], True),
        ("abstention", "2026-04-20 22:00", "导演最后挑的那个老厂房外景在哪个城市来着", [], [["鞍山"], ["厂房"]], True),
        ("task", "2026-04-22 08:30", "帮我订下周去上海的hotel，按我那些过敏忌口挑一下早餐", [5, 6, 7], [["芒果"]], True),
        ("task", "2026-04-24 17:45", "帮我看看航拍的机器咋带上飞机，顺便订个展馆边上的住处", [5, 6], [["无人机"]], True),
        ("paraphrase", "2026-04-26 14:30", "布展要爬梯子挂画面，我嗓子那老毛病加上怕高，要注意点啥", [15], [["恐高"]], True),
        ("paraphrase", "2026-04-28 12:00", "我平时吃饭有啥忌口？开完刀那会儿医生说的那些还算数不", [7], [["胆囊"], ["油炸"]], True),
        ("direct", "2026-04-30 16:20", "报销发票抬头全称是啥", [16], [["青影"]], True),
    ],
))

# 12 ---------------------------- u_zhouyan @ qingying_film (location scout)
ACCOUNTS.append(dict(
    acct="zyqy", user_id="u_zhouyan", tenant="qingying_film", twin="zyhz",
    block=["影视", "剧组", "拍", "勘景", "外景", "厂房", "芒果", "过敏", "恐高", "楼顶",
           "塔吊", "无人机", "航拍", "民宿", "老房子", "手术", "油炸", "炸", "柯基", "狗",
           "宠物", "耳", "高铁", "电影", "剧", "导演"],
    block_topics=["health"], block_families=["pet"], no_active=False, pins=[],
    superseded=[11],
    memories=[
        (1, "fact", 0.7, "2025-03-02 10:00", "用户在青影影视做外联制片，主要给剧组勘景、谈拍摄场地", None),
        (2, "fact", 0.7, "2025-06-10 15:30", "用户跟的项目是一部年代剧，要找八十年代风格的老厂房和筒子楼", None),
        (3, "plan", 0.6, "2025-07-25 20:00", "用户2025年9月要去东北勘景，先去鹤岗再去齐齐哈尔", "2025-09-30"),
        (4, "fact", 0.85, "2025-10-08 11:40", "导演看完勘景照片，年代剧的主场景最后定在鞍山的老工业区", None),
        (5, "constraint", 0.9, "2025-04-11 12:00", "用户芒果过敏，沾一点就起疹子", None),
        (6, "constraint", 0.8, "2025-04-11 12:05", "用户恐高，上楼顶、爬塔吊找机位都得让别人上", None),
        (7, "fact", 0.65, "2025-05-20 18:20", "用户有无人机执照，勘景时自己飞航拍", None),
        (8, "preference", 0.6, "2025-06-02 22:10", "用户跑外景喜欢住当地民宿，顺便看看老房子", None),
        (9, "fact", 0.75, "2025-07-01 09:50", "剧组报销要开抬头为“青影文化传媒有限公司”的发票", None),
        (10, "relationship", 0.65, "2025-06-10 15:40", "用户的搭档是美术指导阿坤，勘景一般两个人一起去", None),
        (11, "constraint", 0.8, "2025-08-01 19:00", "用户做了胆囊切除手术，医生叮嘱半年内不能吃油炸和肥肉", None),
        (12, "constraint", 0.75, "2026-02-15 16:30", "用户复查后医生说恢复得挺好，炸的东西偶尔吃一点没关系了", None),
        (13, "plan", 0.85, "2026-03-20 21:00", "用户2026年7月跟组去横店，要驻组两个月", "2026-09-30"),
        (14, "relationship", 0.6, "2025-09-15 20:30", "用户养了一只柯基叫豆包，出远门就送到宠物店寄养", None),
        (15, "constraint", 0.75, "2025-05-05 08:40", "用户坐飞机耳朵压得疼，能坐高铁就不坐飞机", None),
        (16, "fact", 0.7, "2025-12-12 14:15", "剧组给外联人员的住宿标准是一晚350元以内", None),
    ],
    probes=[
        ("paraphrase", "2026-04-09 19:30", "我现在能不能啃两块炸鸡了？", [12], [["不能吃油炸"]], False),
        ("task", "2026-04-11 21:20", "七月进组前帮我把行程和住宿理一下，狗子也得安顿好", [13, 15, 16, 14], [], False),
        ("direct", "2026-04-13 10:45", "年代剧主景最后定哪了", [4], [["鹤岗", "齐齐哈尔"]], False),
        ("abstention", "2026-04-15 15:00", "无人机在景区里飞要不要提前报备啊", [], [], False),
        ("abstention", "2026-04-17 11:30", "11.2H08那个展位的电费补交了吗", [], [["11.2H08"], ["展位"]], True),
        ("abstention", "2026-04-19 09:10", "进博会我们分在哪个馆", [], [["进博会"]], True),
        ("abstention", "2026-04-21 18:00", "老郑把我那张超预算的单子签了没", [], [["老郑"]], True),
        ("task", "2026-04-23 22:40", "帮我订下周出外景住的地方，记得用我华住会的积分", [8, 16], [["华住", "全季"]], True),
        ("task", "2026-04-25 12:30", "约阿坤吃个饭，帮我挑家馆子，我吃蛋奶素你是知道的", [10, 5], [["蛋奶素"]], True),
        ("paraphrase", "2026-04-27 20:50", "我耳朵那毛病，再加上嗓子发炎的老问题，出远门咋安排交通", [15], [["咽炎"]], True),
        ("paraphrase", "2026-04-29 13:15", "我对哪样水果过敏来着？对了德国那个展还去不去", [5], [["法兰克福", "德国"]], True),
        ("direct", "2026-05-01 10:00", "发票抬头全称写啥", [9], [["华展"]], True),
    ],
))


# ---------------------------------------------------------------------------
# Background pool (read as text, literals via ast)
# ---------------------------------------------------------------------------

TYPE_MAP = {"profile": "fact", "preference": "preference", "relation": "relationship",
            "event": "event"}


def load_pool_literals():
    with open(POOL_FILE, encoding="utf-8") as f:
        tree = ast.parse(f.read(), filename=POOL_FILE)
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for tgt in node.targets:
                if isinstance(tgt, ast.Name) and tgt.id in ("POOL", "PLACE_WORDS"):
                    found[tgt.id] = ast.literal_eval(node.value)
    if "POOL" not in found or "PLACE_WORDS" not in found:
        raise SystemExit("POOL / PLACE_WORDS literal not found in " + POOL_FILE)
    return found["POOL"], found["PLACE_WORDS"]


def parse_pool(text):
    items = []
    topic = mtype = None
    for raw in text.splitlines():
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
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                fam, cl = t.split(":", 1)
                fams[fam] = cl
        items.append(dict(topic=topic, type=TYPE_MAP.get(mtype, "fact"), text=line,
                          fams=fams, active=active))
    return items


def forbid_keywords(cfg):
    kws = []
    for p in cfg["probes"]:
        for group in p[4]:
            kws.extend(group)
    return kws


def sample_background(cfg, pool, places_all):
    acct = cfg["acct"]
    rng = random.Random("holdout30/background/" + acct)
    texts = [m[4] for m in cfg["memories"]] + [p[2] for p in cfg["probes"]]
    places = sorted({p for p in places_all if any(p in t for t in texts)})
    block = [norm(k) for k in THEME_BLOCK + cfg["block"] + forbid_keywords(cfg) + places]

    pin_items = []
    for ptxt in cfg["pins"]:
        hits = [it for it in pool if it["text"] == ptxt]
        if len(hits) != 1:
            raise SystemExit(f"{acct}: pinned statement not found exactly once: {ptxt}")
        pin_items.append(hits[0])

    clusters = {}
    for it in pool:
        for fam, cl in it["fams"].items():
            clusters.setdefault(fam, set()).add(cl)
    forced = {}
    for it in pin_items:
        for fam, cl in it["fams"].items():
            forced[fam] = cl
    chosen = {}
    for fam in sorted(clusters):
        if fam in cfg["block_families"]:
            if fam in forced:
                raise SystemExit(f"{acct}: pin needs blocked family {fam}")
            chosen[fam] = None
        elif fam in forced:
            chosen[fam] = forced[fam]
        else:
            chosen[fam] = rng.choice(sorted(clusters[fam]))

    def eligible(it):
        if it["topic"] in cfg["block_topics"]:
            return False
        if it["active"] and cfg["no_active"]:
            return False
        for fam, cl in it["fams"].items():
            if chosen.get(fam) != cl:
                return False
        t = norm(it["text"])
        return not any(k and k in t for k in block)

    for it in pin_items:
        if not eligible(it):
            raise SystemExit(f"{acct}: pinned statement filtered out: {it['text']}")
    pool_ok = [it for it in pool if eligible(it)]
    n = rng.randint(BG_MIN, BG_MAX)
    others = [it for it in pool_ok if it not in pin_items]
    if len(others) + len(pin_items) < n:
        raise SystemExit(f"{acct}: only {len(others) + len(pin_items)} eligible background "
                         f"statements, need {n}")
    picked = pin_items + rng.sample(others, n - len(pin_items))

    last_core = max(datetime.strptime(m[3], "%Y-%m-%d %H:%M") for m in cfg["memories"])
    start = datetime(2025, 1, 2, 8, 0)
    end = last_core - timedelta(days=1)
    span = int((end - start).total_seconds() // 60)
    dated = []
    for it in picked:
        t = start + timedelta(minutes=rng.randint(0, span))
        imp = round(0.3 + rng.random() * 0.25, 2)
        dated.append((t, it, imp))
    dated.sort(key=lambda x: (x[0], x[1]["text"]))
    out, pin_ids = [], {}
    for i, (t, it, imp) in enumerate(dated, 1):
        mid = f"{acct}_b{i:03d}"
        out.append({"id": mid, "content": it["text"], "type": it["type"],
                    "importance": imp,
                    "created_at": t.replace(tzinfo=TZ).isoformat()})
        if it["text"] in cfg["pins"]:
            pin_ids[it["text"]] = mid
    return out, pin_ids, places


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

def build():
    pool_text, place_words = load_pool_literals()
    pool = parse_pool(pool_text)
    places_all = list(dict.fromkeys(list(place_words) + EXTRA_PLACES))
    users = []
    for cfg in ACCOUNTS:
        acct = cfg["acct"]
        core = []
        for nn, mtype, imp, created, content, valid in cfg["memories"]:
            mem = {"id": f"{acct}_m{nn:02d}", "content": content, "type": mtype,
                   "importance": imp, "created_at": ts(created)}
            if valid:
                mem["valid_until"] = vu(valid)
            core.append(mem)
        core.sort(key=lambda m: m["id"])
        bg, pin_ids, _ = sample_background(cfg, pool, places_all)
        probes = []
        counters = {}
        for kind, at, query, rel, forbid, leak in cfg["probes"]:
            counters[kind] = counters.get(kind, 0) + 1
            pid = f"{acct}-{kind}-{counters[kind]:02d}" + ("-leak" if leak else "")
            relevant = []
            for r in rel:
                if isinstance(r, int):
                    relevant.append(f"{acct}_m{r:02d}")
                else:
                    relevant.append(pin_ids[r[len("@pin:"):]])
            pr = {"id": pid, "at": ts(at), "query": query, "relevant": relevant}
            if forbid:
                pr["forbid"] = [list(g) for g in forbid]
            probes.append(pr)
        users.append({"user_id": cfg["user_id"], "tenant_id": cfg["tenant"],
                      "memories": core + bg, "probes": probes})
    return {"format": "memory-eval/v1", "name": "zh_retrieval_holdout30", "users": users}


# ---------------------------------------------------------------------------
# Check
# ---------------------------------------------------------------------------

def acct_of(user):
    ids = [m["id"] for m in user["memories"]]
    return ids[0].rsplit("_", 1)[0]


def check(data):
    errs, warns = [], []
    cfg_by_acct = {c["acct"]: c for c in ACCOUNTS}
    if data.get("format") != "memory-eval/v1":
        errs.append("format must be memory-eval/v1")
    if data.get("name") != "zh_retrieval_holdout30":
        errs.append("name must be zh_retrieval_holdout30")
    users = data["users"]
    by_acct = {acct_of(u): u for u in users}
    mem_text = {a: {m["id"]: norm(m["content"]) for m in u["memories"]}
                for a, u in by_acct.items()}

    kind_counts = {k: 0 for k in KINDS}
    n_forbid = n_leak = n_vu = n_core = n_bg = 0
    pair = [u for u in users if u["tenant_id"] != "default"]
    if len(users) != 12:
        errs.append(f"expected 12 users, got {len(users)}")
    if len(pair) != 2 or pair[0]["user_id"] != pair[1]["user_id"] \
            or pair[0]["tenant_id"] == pair[1]["tenant_id"]:
        errs.append("need exactly one user_id under two different non-default tenants")
    keys = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(keys)) != len(keys):
        errs.append("duplicate (user_id, tenant_id)")

    all_probe_ids = set()
    for acct, u in by_acct.items():
        cfg = cfg_by_acct.get(acct)
        if cfg is None:
            errs.append(f"unknown account {acct}")
            continue
        mems = {m["id"]: m for m in u["memories"]}
        if len(mems) != len(u["memories"]):
            errs.append(f"{acct}: duplicate memory ids")
        core = [m for m in u["memories"] if re.fullmatch(rf"{acct}_m\d\d", m["id"])]
        bg = [m for m in u["memories"] if re.fullmatch(rf"{acct}_b\d\d\d", m["id"])]
        if len(core) + len(bg) != len(u["memories"]):
            errs.append(f"{acct}: memory id not of form {acct}_mNN / {acct}_bNNN")
        n_core += len(core)
        n_bg += len(bg)
        if not CORE_MIN <= len(core) <= CORE_MAX:
            errs.append(f"{acct}: {len(core)} core memories")
        if not BG_MIN <= len(bg) <= BG_MAX:
            errs.append(f"{acct}: {len(bg)} background memories")
        latest = None
        for m in u["memories"]:
            for f in ("content", "type", "importance", "created_at"):
                if f not in m:
                    errs.append(f"{m['id']}: missing {f}")
            t = parse_iso(m["created_at"])
            if not (2025 <= t.year <= 2026):
                errs.append(f"{m['id']}: created_at outside 2025-2026")
            latest = t if latest is None or t > latest else latest
            if "valid_until" in m:
                n_vu += 1
                if m["id"] not in {c["id"] for c in core}:
                    errs.append(f"{m['id']}: valid_until on a background memory")
        twin = cfg.get("twin")
        superseded = {f"{acct}_m{n:02d}" for n in cfg["superseded"]}
        for p in u["probes"]:
            pid = p["id"]
            if pid in all_probe_ids:
                errs.append(f"duplicate probe id {pid}")
            all_probe_ids.add(pid)
            mm = re.fullmatch(rf"{re.escape(acct)}-([a-z]+)-(\d\d)(-leak)?", pid)
            if not mm or mm.group(1) not in KINDS:
                errs.append(f"{pid}: bad probe id")
                continue
            kind, leak = mm.group(1), bool(mm.group(3))
            kind_counts[kind] += 1
            at = parse_iso(p["at"])
            if at <= latest:
                errs.append(f"{pid}: at {p['at']} not after latest memory {latest}")
            rel = p.get("relevant")
            if rel is None:
                errs.append(f"{pid}: missing relevant")
                rel = []
            for r in rel:
                if r not in mems:
                    errs.append(f"{pid}: relevant {r} not in its own account")
                elif "valid_until" in mems[r] and parse_iso(mems[r]["valid_until"]) <= at:
                    errs.append(f"{pid}: relevant {r} already expired at probe time")
            if kind == "abstention" and rel:
                errs.append(f"{pid}: abstention probe with relevant ids")
            if kind in ("paraphrase", "direct", "background") and not rel and not leak:
                errs.append(f"{pid}: {kind} probe without relevant ids")
            if kind == "task" and not (2 <= len(rel) <= 5):
                errs.append(f"{pid}: task probe needs 2-5 relevant, has {len(rel)}")
            if kind == "background" and not all(re.fullmatch(rf"{acct}_b\d{{3}}", r) for r in rel):
                errs.append(f"{pid}: background probe must point at background memories")
            forbid = p.get("forbid") or []
            if forbid:
                n_forbid += 1
            if kind == "expiry" and not forbid:
                errs.append(f"{pid}: expiry probe without forbid")
            if leak:
                n_leak += 1
                if not twin:
                    errs.append(f"{pid}: leak probe outside the twin pair")
                    continue
                for g in forbid:
                    gk = [norm(k) for k in g]
                    if not any(any(k in t for k in gk) for t in mem_text[twin].values()):
                        errs.append(f"{pid}: leak forbid {g} matches no memory of twin {twin}")
                    own = [i for i, t in mem_text[acct].items() if any(k in t for k in gk)]
                    if own:
                        errs.append(f"{pid}: leak forbid {g} matches own memories {own}")
                if not forbid:
                    errs.append(f"{pid}: leak probe without forbid")
            else:
                for g in forbid:
                    gk = [norm(k) for k in g]
                    for r in rel:
                        if r in mem_text[acct] and any(k in mem_text[acct][r] for k in gk):
                            errs.append(f"{pid}: forbid {g} appears in relevant {r}")
                    hits = [i for i, t in mem_text[acct].items() if any(k in t for k in gk)]
                    if not hits:
                        warns.append(f"{pid}: forbid {g} matches nothing in its account")
                    for h in hits:
                        stale = h in superseded or (
                            "valid_until" in mems[h] and parse_iso(mems[h]["valid_until"]) <= at)
                        if not stale:
                            errs.append(f"{pid}: forbid {g} hits current memory {h}")
                if kind == "expiry":
                    expired = any(
                        "valid_until" in mems[h] and parse_iso(mems[h]["valid_until"]) <= at
                        for g in forbid for h, t in mem_text[acct].items()
                        if any(norm(k) in t for k in g))
                    if not expired:
                        errs.append(f"{pid}: expiry forbid hits no expired plan")

    n_probes = sum(kind_counts.values())
    if n_probes != N_PROBES:
        errs.append(f"expected {N_PROBES} probes, got {n_probes}")
    for k, v in EXPECTED_KINDS.items():
        if kind_counts[k] != v:
            errs.append(f"kind {k}: expected {v}, got {kind_counts[k]}")
    if n_leak != N_LEAK:
        errs.append(f"expected {N_LEAK} leak probes, got {n_leak}")
    exp_empty = sum(1 for u in users for p in u["probes"]
                    if "-expiry-" in p["id"] and not p["relevant"])
    if exp_empty != 2:
        errs.append(f"expected 2 expiry probes with relevant [], got {exp_empty}")

    print(f"users: {len(users)} (tenants: "
          f"{', '.join(sorted({u['tenant_id'] for u in users}))})")
    print(f"memories: {n_core + n_bg} (core {n_core}, background {n_bg})")
    print("probes: {} ({})".format(n_probes, ", ".join(f"{k} {kind_counts[k]}" for k in KINDS)))
    print(f"leak probes: {n_leak}; expiry probes with relevant []: {exp_empty}; "
          f"abstention probes: {kind_counts['abstention']}")
    print(f"probes with forbid: {n_forbid}")
    print(f"memories with valid_until: {n_vu}")
    for u in users:
        a = acct_of(u)
        nc = sum(1 for m in u["memories"] if "_m" in m["id"])
        print(f"  {a:11s} {u['user_id']:13s} {u['tenant_id']:14s} core {nc:2d} "
              f"background {len(u['memories']) - nc:3d} probes {len(u['probes']):2d}")
    for w in warns:
        print("WARN", w)
    for e in errs:
        print("ERROR", e)
    print("check:", "OK" if not errs else f"{len(errs)} error(s)")
    return not errs


def main():
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as f:
            data = json.load(f)
        sys.exit(0 if check(data) else 1)
    data = build()
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    n_mem = sum(len(u["memories"]) for u in data["users"])
    n_pr = sum(len(u["probes"]) for u in data["users"])
    print(f"wrote {OUT}: {len(data['users'])} users, {n_mem} memories, {n_pr} probes")


if __name__ == "__main__":
    main()
