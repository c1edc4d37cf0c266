#!/usr/bin/env python3
"""Build the BLIND Chinese retrieval hold-out set ``zh_retrieval_holdout48.json``.

Theme
    Health, body care and fitness as they shape travel planning: family
    doctors and hospitals, specialists and follow-ups, prescriptions and
    dosing, health insurance and reimbursement, check-ups and results,
    dentists and orthodontics, glasses and contact lenses, hearing aids,
    physiotherapy and rehab, gyms / coaches / memberships, running, swimming
    and yoga routines, doctor-prescribed diets, sleep and supplements,
    vaccinations, pregnancy check-ups, caring for a parent, TCM and massage.

Format
    memory-eval/v1 (see /work/shared/eval/FORMAT.md), track R only: every
    user carries ``memories`` and ``probes`` with ``relevant`` (and ``forbid``
    where it applies). No sessions, no gold, no extra fields.

Accounts and tenants (12 accounts, 3 tenants)
    default                 u_zhaoyiran, u_zhoudeshun, u_chenhaoyu,
                            u_huangmeiling, u_lixiaoyu, u_hanguoqiang
    org_renhe_clinic        u_suqing, u_gaofeng, u_linnan
                            (patients of an invented family-clinic chain)
    org_xinghai_wellbeing   u_zhaoyiran, u_qianhao, u_dongxue
                            (an invented company's employee health programme)
    u_zhaoyiran is the same person under two tenants: privately under
    ``default`` and as an employee under ``org_xinghai_wellbeing``. Leak
    probes ask one context about facts held only by the other context, or
    ask one user about facts held only by another user.

Reference date
    "today" is 2026-12-08 (+08:00); every probe is asked that day; memory
    created_at timestamps lie in 2025-01-01 .. 2026-12-07.

Seed
    4848 (all randomness flows from string-seeded random.Random instances).

How to run (from /work/main)
    python3 bench/data/holdout48/build_holdout48.py          # build + validate, write JSON
    python3 bench/data/holdout48/build_holdout48.py --check  # rebuild in memory, byte-compare,
                                                             # validate; non-zero exit on failure

Background memories are sampled from bench/data/src/background_pool.py,
which is read as TEXT and parsed with ``ast`` (never imported) and pinned by
sha256. All bookkeeping (supersession pairs, probe kinds, forbid sources,
abstention guards, background filters) lives only in this script.

BLINDNESS RECORD
    Files read (only these two):
      /work/shared/eval/FORMAT.md
      /work/main/bench/data/src/background_pool.py   (as text only)
    Commands run outside bench/data/holdout48/ (all of them reads of the two
    files above):
      cat /work/shared/eval/FORMAT.md
      sha256sum /work/main/bench/data/src/background_pool.py
      wc -c /work/main/bench/data/src/background_pool.py
      head -c 6000 /work/main/bench/data/src/background_pool.py
      python3 (ast.parse of background_pool.py text, printing its top-level
               node kinds and assignment names)
      grep -n (top-level assignments / '##' topic headers) background_pool.py
      sed -n 120,560p  and  sed -n 1,119p | tail | head  of background_pool.py
      mkdir -p /work/main/bench/data/holdout48
      git -C /work/main status --porcelain -- bench/data/holdout48   (only to confirm
               nothing of this folder is staged; it printed just this folder)
    Scratch outside the repo: a temporary copy of the JSON in /tmp (used to
    prove that --check fails on a tampered file; restored and deleted).
    Nothing else under /work/main was opened, listed, grepped or executed;
    the assistant and its benchmarks were not run; no other eval set was
    seen; nothing was git-added or committed.
"""

import argparse
import ast
import hashlib
import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 4848
HERE = Path(__file__).resolve().parent
OUT_PATH = HERE / "zh_retrieval_holdout48.json"
POOL_PATH = HERE.parent / "src" / "background_pool.py"
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"

TZ = timezone(timedelta(hours=8))
TODAY = datetime(2026, 12, 8, tzinfo=TZ)
CREATED_MIN = datetime(2025, 1, 1, 0, 0, tzinfo=TZ)
CREATED_MAX = datetime(2026, 12, 7, 23, 59, 59, tzinfo=TZ)

BANNED_EVERYWHERE = ["改成", "现在"]
# words that would make a superseding memory announce the change explicitly
CHANGE_WORDS = ["改成", "现在", "换成", "换了", "换到", "改为", "改用", "改到", "不再", "以前",
                "原来", "之前", "变成", "调整", "挪到", "停了", "取消", "已经", "目前", "如今",
                "最新", "新换", "新配", "新的", "重新", "转到", "转去", "升级", "加到", "减到",
                "拉长", "以后改", "代替", "替换"]

KIND_TARGETS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "exp": 10, "bg": 6, "leak": 16}

# ---------------------------------------------------------------------------
# background filters
# ---------------------------------------------------------------------------
# topics of the pool that collide with the theme as a whole
BLOCK_TOPICS_ALL = {"health profile", "sports preference"}
# statements containing any of these collide with health / fitness / body-care facts
BLOCK_WORDS_ALL = [
    "医", "药", "病", "诊", "体检", "牙", "眼", "视力", "睡", "健身", "跑", "游泳", "瑜伽",
    "按摩", "推拿", "疫苗", "险", "运动", "锻炼", "步", "心率", "拉伸", "八段锦", "维生素",
    "鱼油", "养生", "体重", "减", "血", "咖啡", "泡脚", "早餐", "盐", "膝", "手术", "护",
    "急救", "心理", "挂", "马拉松", "球", "孕", "宝宝", "疼", "痛", "康复", "营养", "饮食",
    "烟", "糖", "身体", "滑冰", "跳绳",
]

# ---------------------------------------------------------------------------
# accounts
#   mems: (key, type, importance, created date, content[, valid_until date])
#   sup:  (old key, new key)            -- supersession pairs
#   probes: dict(kind, q, rel, forbid=[(kw, source key | (account, key))], guard, bg)
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ ZY
    dict(
        key="zy", user_id="u_zhaoyiran", tenant="default",
        block_words=["十一点", "十二点"], block_topics=[],
        mems=[
            ("zy01", "profile", 0.9, "2026-09-20", "用户怀孕了，是头胎，预产期在2027年4月下旬"),
            ("zy02", "relation", 0.8, "2026-09-28", "用户在深圳市妇幼保健院建档，产检找产科的黄丽萍医生"),
            ("zy03", "relation", 0.85, "2026-11-06", "用户的产检跟着北大深圳医院产科的欧阳蕾主任做"),
            ("zy04", "fact", 0.7, "2026-09-22", "用户每天早饭后吃一粒叶酸片"),
            ("zy05", "fact", 0.75, "2026-10-30", "用户每天早饭后吃一粒爱乐维复合维生素"),
            ("zy06", "preference", 0.5, "2025-06-14", "用户一般晚上十一点半左右睡觉"),
            ("zy07", "preference", 0.7, "2026-10-12", "用户每晚十点前就上床，医生叮嘱孕期别熬夜"),
            ("zy08", "preference", 0.6, "2026-10-02", "用户每周二、周六上午去莲花山旁边的梵音瑜伽馆上孕妇瑜伽"),
            ("zy09", "preference", 0.7, "2026-11-18", "用户孕期坚持的运动是每天傍晚在小区泳池慢游四十分钟"),
            ("zy11", "event", 0.8, "2026-11-25", "用户的糖耐量检查约在2026年12月18日上午，要空腹去"),
            ("zy12", "event", 0.7, "2026-10-15", "用户约了2026年11月20日在妇幼保健院做四维彩超", "2026-11-20"),
            ("zy13", "event", 0.8, "2026-11-22", "用户的四维彩超排在2026年12月22日下午，在北大深圳医院做"),
            ("zy14", "preference", 0.85, "2026-09-30", "用户孕期不吃生鱼片、醉蟹和溏心蛋，所有东西都要全熟"),
            ("zy15", "preference", 0.8, "2026-11-02", "用户坐车超过两小时就腰酸，医生建议每隔一个半小时下车走动"),
            ("zy17", "profile", 0.7, "2026-10-25", "用户孕期血压偏低，起身太快会眼前发黑"),
            ("zy18", "fact", 0.6, "2025-03-10", "用户自己买的商业医疗险是众安尊享e生"),
            ("zy19", "fact", 0.65, "2026-08-15", "用户个人名下的商业医疗险是平安e生保"),
            ("zy20", "preference", 0.7, "2026-10-05", "用户孕期闻到油烟味就反胃，吃不了重油的菜"),
        ],
        sup=[("zy02", "zy03"), ("zy04", "zy05"), ("zy06", "zy07"), ("zy08", "zy09"), ("zy18", "zy19")],
        probes=[
            dict(kind="para", q="下回去看肚子里这个小家伙，该约哪位大夫？", rel=["zy03"],
                 forbid=[("黄丽萍", "zy02")]),
            dict(kind="para", q="早上那颗营养片出门得带上，是哪一种来着？", rel=["zy05"],
                 forbid=[("叶酸", "zy04")]),
            dict(kind="para", q="晚上玩到几点得回酒店歇着？我怕又熬过头", rel=["zy07"],
                 forbid=[("十一点半", "zy06")]),
            dict(kind="task", q="下周末想和老公开车去惠州双月湾住两晚，帮我排个轻松点的行程，吃饭也帮我把把关",
                 rel=["zy15", "zy14", "zy20"]),
            dict(kind="task", q="把我这个月剩下的医院安排列一下，中间想抽两天去顺德吃吃喝喝，看怎么排",
                 rel=["zy11", "zy13", "zy14"], forbid=[("11月20日", "zy12")]),
            dict(kind="exp", q="排畸那个四维B超我是不是已经做完了？哪天去", rel=["zy13"],
                 forbid=[("11月20日", "zy12")]),
            dict(kind="direct", q="我的预产期是什么时候？", rel=["zy01"]),
            dict(kind="abst", q="孕妇一般怀孕多少周以后航空公司就不让登机了？", rel=[],
                 guard=["航空", "登机", "飞机", "航班"]),
            dict(kind="abst", q="我的乙肝抗体还有没有，要不要补打疫苗？", rel=[],
                 guard=["乙肝", "抗体", "疫苗"]),
            dict(kind="leak", q="公司那个补充医疗，洗牙一年能报几次？", rel=[],
                 forbid=[("泰康", ("zw", "zw03"))]),
            dict(kind="leak", q="单位体检查出来的那个结节，多久要复查一次？", rel=[],
                 forbid=[("结节", ("zw", "zw04"))]),
            dict(kind="leak", q="单位理疗室给我弄手腕的那位周几在？", rel=[],
                 forbid=[("莫凡", ("zw", "zw10"))]),
        ],
    ),
    # ------------------------------------------------------------------ ZW
    dict(
        key="zw", user_id="u_zhaoyiran", tenant="org_xinghai_wellbeing",
        block_words=[], block_topics=[],
        mems=[
            ("zw01", "profile", 0.6, "2025-02-10", "用户是星海科技深圳总部的产品经理，参加了公司的员工健康计划"),
            ("zw02", "fact", 0.6, "2025-02-12", "用户的员工补充医疗是中国人寿的团体险，门诊报销七成"),
            ("zw03", "fact", 0.8, "2026-01-08", "用户的员工补充医疗由泰康承保，门诊自付部分报九成，洗牙每年能报一次"),
            ("zw04", "fact", 0.8, "2026-05-20", "用户公司年度体检查出甲状腺结节，TI-RADS 3类，医生建议半年做一次B超复查"),
            ("zw05", "fact", 0.55, "2025-03-01", "用户的员工年度体检安排在爱康国宾科技园分院"),
            ("zw06", "fact", 0.75, "2026-04-02", "用户的员工年度体检定在美年大健康南山分院，早上八点前空腹到"),
            ("zw07", "fact", 0.55, "2025-04-11", "用户用公司健身福利办了乐刻健身的月卡"),
            ("zw08", "preference", 0.7, "2026-03-15", "用户的员工健身福利用在超级猩猩，按次约团课，最常上的是单车课"),
            ("zw09", "relation", 0.55, "2025-06-20", "用户在公司理疗室的康复师是小何"),
            ("zw10", "event", 0.8, "2026-06-05", "用户每周四下午在公司理疗室找康复师莫凡做手腕冲击波治疗"),
            ("zw11", "profile", 0.7, "2025-06-18", "用户右手腕有腱鞘炎，是长期用鼠标导致的"),
            ("zw12", "fact", 0.5, "2025-02-15", "用户在公司健康打卡里的每日目标是八千步"),
            ("zw13", "fact", 0.65, "2026-02-20", "用户在公司健康打卡里每天要走够一万二千步才算达标"),
            ("zw14", "event", 0.7, "2025-09-01", "用户每个月要去成都分公司出差一周"),
            ("zw15", "fact", 0.55, "2025-05-05", "用户的眼镜度数是左眼350度、右眼400度"),
            ("zw16", "fact", 0.75, "2026-09-10", "用户配的眼镜左眼425度、右眼475度，镜框是钛架"),
            ("zw17", "fact", 0.55, "2025-11-03", "用户去越南出差前在公司医务室打过甲肝疫苗"),
            ("zw18", "event", 0.6, "2026-10-20", "用户报名了公司2026年11月15日的深圳湾健步走活动", "2026-11-15"),
        ],
        sup=[("zw02", "zw03"), ("zw05", "zw06"), ("zw07", "zw08"), ("zw09", "zw10"),
             ("zw12", "zw13"), ("zw15", "zw16")],
        bg_exclusive=["微信", "邮箱", "邮件", "手机号"],
        probes=[
            dict(kind="para", q="去医院看病自己先垫的钱，单位能给退几成？", rel=["zw03"],
                 forbid=[("人寿", "zw02")]),
            dict(kind="para", q="下礼拜哪天下班前能去楼里让人弄弄我这只手？", rel=["zw10"],
                 forbid=[("小何", "zw09")]),
            dict(kind="para", q="出门前想顺手多配一副，我两只眼睛各多少度来着？", rel=["zw16"],
                 forbid=[("350度", "zw15")]),
            dict(kind="direct", q="我的员工体检在哪家机构做？", rel=["zw06"], forbid=[("爱康", "zw05")]),
            dict(kind="task", q="下个月去成都分公司那一周，帮我把锻炼和手腕理疗的事安排一下，打卡别断",
                 rel=["zw14", "zw08", "zw10", "zw13"], forbid=[("乐刻", "zw07"), ("八千", "zw12")]),
            dict(kind="task", q="帮我看看这次体检前后的安排：那个结节的复查能不能跟年度体检一起做，要注意什么",
                 rel=["zw04", "zw06"], forbid=[("爱康", "zw05")]),
            dict(kind="exp", q="公司那个健步走活动我报了名，几点集合？", rel=[],
                 forbid=[("健步走", "zw18")]),
            dict(kind="abst", q="公司今年的年假我还剩几天？", rel=[], guard=["年假", "请假"]),
            dict(kind="bg", q="出差时同事有急事，一般在哪个软件上找得到我？", rel=[],
                 bg="用户工作上主要用企业微信沟通"),
            dict(kind="leak", q="下回产检约的是哪位医生？", rel=[], forbid=[("欧阳蕾", ("zy", "zy03"))]),
            dict(kind="leak", q="早饭后吃的那颗复合维生素是什么牌子？", rel=[],
                 forbid=[("爱乐维", ("zy", "zy05"))]),
            dict(kind="leak", q="我傍晚游泳的那个池子在哪？", rel=[], forbid=[("泳池", ("zy", "zy09"))]),
        ],
    ),
    # ------------------------------------------------------------------ LZ
    dict(
        key="lz", user_id="u_zhoudeshun", tenant="default",
        block_words=["父母", "父亲", "母亲", "弟弟", "实习生", "研究生", "大学", "参加工作", "跳槽", "绩效",
                     "外婆", "爷爷奶奶家"],
        block_topics=["commute profile", "work profile"],
        mems=[
            ("lz01", "profile", 0.8, "2025-01-15", "用户68岁，住在天津河西区，有二型糖尿病和高血压"),
            ("lz02", "fact", 0.7, "2025-01-20", "用户每天早晚各吃一片二甲双胍，每片0.5克"),
            ("lz03", "fact", 0.85, "2026-07-08", "用户的二甲双胍是缓释片，每天晚饭时吃两片，一片0.5克"),
            ("lz04", "fact", 0.7, "2025-01-20", "用户的降压药是硝苯地平控释片，每天早上一片"),
            ("lz05", "fact", 0.85, "2026-05-11", "用户每天早上吃一片氨氯地平来控制血压"),
            ("lz06", "relation", 0.6, "2025-02-03", "用户的家庭医生是友谊路社区卫生服务中心的刘振华大夫"),
            ("lz07", "relation", 0.75, "2026-03-22", "用户签约的家庭医生是越秀路社区卫生服务中心的孙悦大夫"),
            ("lz08", "event", 0.7, "2025-03-10", "用户每三个月去天津医大总医院内分泌科复查一次糖化血红蛋白"),
            ("lz09", "fact", 0.6, "2025-09-15", "用户查出来糖化血红蛋白7.9%，医生说控制得不好"),
            ("lz10", "fact", 0.75, "2026-09-20", "用户的糖化血红蛋白是6.8%，内分泌科医生说达标了"),
            ("lz11", "preference", 0.8, "2025-02-10", "用户吃饭要控糖，主食只吃杂粮馒头，不喝粥"),
            ("lz12", "preference", 0.55, "2025-04-02", "用户每天早上去水上公园快走一个小时"),
            ("lz13", "preference", 0.7, "2026-04-18", "用户每天下午四点在小区里打一套太极拳，练完再溜达二十分钟"),
            ("lz15", "fact", 0.75, "2025-01-25", "用户随身带血糖仪和试纸，每天测空腹和餐后两次"),
            ("lz16", "preference", 0.55, "2025-06-10", "用户每周六去五大道附近的一家盲人按摩店按肩颈"),
            ("lz16n", "preference", 0.7, "2026-06-28", "用户每周六上午在河西区中医院做针灸治肩周炎"),
            ("lz17", "event", 0.6, "2026-10-12", "用户约了2026年11月5日去总医院眼科查眼底", "2026-11-05"),
            ("lz17n", "event", 0.8, "2026-11-04", "用户的眼底检查约在2027年1月7日上午，在总医院眼科"),
        ],
        sup=[("lz02", "lz03"), ("lz04", "lz05"), ("lz06", "lz07"), ("lz09", "lz10"),
             ("lz12", "lz13"), ("lz16", "lz16n")],
        bg_exclusive=["麻将", "斗地主", "桌游", "剧本杀", "联机", "饺子", "春晚", "家人", "家里人", "卡坦岛"],
        probes=[
            dict(kind="para", q="介降压的药，我早起吃嘛来着？给说说，出门好带上", rel=["lz05"],
                 forbid=[("硝苯地平", "lz04")]),
            dict(kind="para", q="给我签了约看病的那位姓嘛来着？想让他开点药带着出远门", rel=["lz07"],
                 forbid=[("刘振华", "lz06")]),
            dict(kind="para", q="我那降糖的药一天吃几回、一回几粒？", rel=["lz03"],
                 forbid=[("早晚各", "lz02")]),
            dict(kind="para", q="老哥们约我后晌出去遛弯儿，跟我那个天天雷打不动的练功冲不冲？", rel=["lz13"],
                 forbid=[("水上公园", "lz12")]),
            dict(kind="task", q="下礼拜跟老伴去北京住五天看孙子，帮我列个要带的东西和吃饭上要注意的",
                 rel=["lz03", "lz05", "lz11", "lz15"], forbid=[("硝苯地平", "lz04"), ("早晚各", "lz02")]),
            dict(kind="task", q="帮我把下个月的看病安排理一理，中医那边周六的也算上",
                 rel=["lz17n", "lz16n"], forbid=[("11月5日", "lz17"), ("盲人按摩", "lz16")]),
            dict(kind="exp", q="查眼底那个号是哪天的来着？", rel=["lz17n"], forbid=[("11月5日", "lz17")]),
            dict(kind="direct", q="我的糖化血红蛋白最近一次是多少？", rel=["lz10"], forbid=[("7.9", "lz09")]),
            dict(kind="abst", q="糖尿病人能吃荔枝不？一天吃几个合适？", rel=[], guard=["荔枝", "水果"]),
            dict(kind="abst", q="我在总医院办的那张就诊卡卡号是多少？", rel=[], guard=["就诊卡", "卡号"]),
            dict(kind="bg", q="一大家子凑一块儿的时候最爱玩点嘛？", rel=[], bg="用户的家里人都爱打麻将"),
            dict(kind="leak", q="我那助听器用啥型号的电池？出门得备上", rel=[],
                 forbid=[("助听器", ("hl", "hl03"))]),
        ],
    ),
    # ------------------------------------------------------------------ AC
    dict(
        key="ac", user_id="u_chenhaoyu", tenant="default",
        block_words=[], block_topics=[],
        mems=[
            ("ac01", "profile", 0.7, "2025-03-02", "用户26岁，在成都高新区上班，业余跑马拉松，全马最好成绩3小时28分"),
            ("ac02", "relation", 0.55, "2025-03-05", "用户的跑步教练是跑团里的老唐"),
            ("ac03", "relation", 0.75, "2026-02-14", "用户请了前省队中长跑运动员贺嘉做一对一线上教练"),
            ("ac04", "preference", 0.55, "2025-03-06", "用户加入的是锦城绿道跑团，每周六早上拉长距离"),
            ("ac05", "preference", 0.7, "2026-05-09", "用户每周六早上跟江安河跑友会一起跑长距离"),
            ("ac06", "profile", 0.8, "2025-08-20", "用户右膝有髂胫束综合征，跑超过25公里外侧会疼"),
            ("ac07", "event", 0.55, "2025-09-01", "用户每周三晚上去玉林的一家康复工作室找理疗师小罗放松髂胫束"),
            ("ac07n", "event", 0.75, "2026-06-20", "用户每周三晚上在华西医院运动康复中心做膝关节力量训练，带他的是康复师邓珂"),
            ("ac08", "preference", 0.5, "2025-04-10", "用户习惯晚上九点以后夜跑"),
            ("ac09", "preference", 0.7, "2026-04-01", "用户平日的配速跑放在早上六点半，上班前跑完"),
            ("ac10", "preference", 0.5, "2025-05-20", "用户赛前一晚习惯吃一大碗肥肠粉"),
            ("ac11", "preference", 0.75, "2026-03-10", "用户赛前一晚只吃白米饭配蒸鸡胸，营养师交代辣的油的都不碰"),
            ("ac12", "preference", 0.45, "2025-06-01", "用户跑步穿的是亚瑟士Kayano"),
            ("ac13", "preference", 0.6, "2026-07-01", "用户的跑鞋是索康尼啡鹏4，配了运动医学科开的定制鞋垫"),
            ("ac14", "event", 0.6, "2026-06-15", "用户报名了2026年11月1日的重庆马拉松", "2026-11-01"),
            ("ac14n", "event", 0.8, "2026-11-28", "用户中签了2027年3月15日的无锡马拉松全马"),
            ("ac15", "fact", 0.55, "2025-05-12", "用户每次跑完会冲一勺乳清蛋白粉喝"),
            ("ac16", "profile", 0.7, "2025-07-01", "用户长距离容易抽筋，跑全马要带盐丸"),
        ],
        sup=[("ac02", "ac03"), ("ac04", "ac05"), ("ac07", "ac07n"), ("ac08", "ac09"),
             ("ac10", "ac11"), ("ac12", "ac13")],
        probes=[
            dict(kind="para", q="手把手带我练的那位师傅叫啥子？", rel=["ac03"], forbid=[("老唐", "ac02")]),
            dict(kind="para", q="礼拜六天刚亮那拨搭伴儿跑的朋友是哪个队伍？", rel=["ac05"],
                 forbid=[("锦城", "ac04")]),
            dict(kind="para", q="比赛头天晚上那顿饭吃啥子稳当？", rel=["ac11"], forbid=[("肥肠粉", "ac10")]),
            dict(kind="task", q="明年三月去无锡跑全马，帮我把赛前三天的吃住和训练排一下",
                 rel=["ac14n", "ac11", "ac16", "ac06"],
                 forbid=[("肥肠粉", "ac10"), ("重庆马拉松", "ac14")]),
            dict(kind="task", q="下个月去上海出差一周，平时的训练和周三那个膝盖的康复咋个安排嘛？",
                 rel=["ac09", "ac07n"], forbid=[("小罗", "ac07"), ("九点以后", "ac08")]),
            dict(kind="exp", q="我报的那场马拉松是哪天跑？", rel=["ac14n"], forbid=[("重庆马拉松", "ac14")]),
            dict(kind="direct", q="我全马最好成绩是多少？", rel=["ac01"]),
            dict(kind="abst", q="跑完全马之后多久才能喝酒？", rel=[], guard=["喝酒", "啤酒", "白酒"]),
            dict(kind="abst", q="我上回抽血查的尿酸是多少？", rel=[], guard=["尿酸", "抽血"]),
            dict(kind="leak", q="我那张游泳年卡办在哪家馆子来着？", rel=[],
                 forbid=[("工程大学", ("hl", "hl10"))]),
        ],
    ),
    # ------------------------------------------------------------------ MW
    dict(
        key="mw", user_id="u_huangmeiling", tenant="default",
        block_words=["母亲", "父母", "父亲", "妈", "弟弟在读大学"], block_topics=[],
        mems=[
            ("mw01", "relation", 0.85, "2025-01-12", "用户的母亲79岁，中风后左手左脚不太灵活，跟用户住在一起"),
            ("mw02", "event", 0.55, "2025-01-20", "用户的母亲每周一三五去越秀区一家康复医院做康复"),
            ("mw02n", "event", 0.8, "2026-04-15", "用户的母亲每周二、四上午在中山一院康复科做肢体训练"),
            ("mw03", "relation", 0.55, "2025-02-02", "用户母亲的护工是梁姐，白天来照看"),
            ("mw03n", "relation", 0.75, "2026-06-01", "白天照看用户母亲的护工是湖南来的谭阿姨"),
            ("mw04", "fact", 0.6, "2025-01-21", "用户母亲吃的降压药是厄贝沙坦，每天一片"),
            ("mw04n", "fact", 0.85, "2026-08-12", "用户母亲每天早上吃一片缬沙坦，晚上加半片美托洛尔"),
            ("mw05", "preference", 0.85, "2025-03-01", "用户母亲吞咽不太好，饭菜要剁碎煮软，汤里不能有骨渣"),
            ("mw06", "fact", 0.75, "2025-01-25", "用户母亲出门坐轮椅，轮椅可以折叠放进车尾箱"),
            ("mw07", "relation", 0.5, "2025-05-10", "用户在荔湾一家中医馆找陈医师开中药调理更年期"),
            ("mw07n", "relation", 0.7, "2026-05-22", "用户更年期的调理交给省中医院二沙岛分院的麦嘉欣医生"),
            ("mw10", "preference", 0.55, "2025-03-15", "用户带母亲出门只去离家半小时车程以内的地方"),
            ("mw10n", "preference", 0.75, "2026-09-05", "用户带母亲出门单程最多开一个小时车，再远就得备好尿垫和能躺下休息的地方"),
            ("mw11", "profile", 0.65, "2025-06-11", "用户自己有腰肌劳损，推轮椅久了腰会痛"),
            ("mw12", "event", 0.6, "2026-10-08", "用户约了2026年11月12日带母亲去中山一院神经内科复诊", "2026-11-12"),
            ("mw12n", "event", 0.8, "2026-11-20", "用户母亲的神经内科复诊约在2027年1月9日上午"),
            ("mw14", "preference", 0.45, "2025-07-10", "用户按腰常去东山口的一家盲人推拿店"),
            ("mw14n", "preference", 0.6, "2026-07-30", "用户每两周去一次越秀南的足道馆做腰背推拿"),
        ],
        sup=[("mw02", "mw02n"), ("mw03", "mw03n"), ("mw04", "mw04n"), ("mw07", "mw07n"),
             ("mw10", "mw10n"), ("mw14", "mw14n")],
        bg_exclusive=["听", "歌", "音乐", "钢琴", "二胡", "尤克里里", "演唱会", "黑胶", "播客", "相声"],
        probes=[
            dict(kind="para", q="阿妈去练手脚嗰啲系礼拜几？我要避开嗰两日", rel=["mw02n"],
                 forbid=[("一三五", "mw02")]),
            dict(kind="para", q="日头喺屋企帮手睇住阿妈嗰位，点称呼？", rel=["mw03n"],
                 forbid=[("梁姐", "mw03")]),
            dict(kind="para", q="阿妈早晚食嘅血压药系咩嚟？出门要带齐", rel=["mw04n"],
                 forbid=[("厄贝沙坦", "mw04")]),
            dict(kind="para", q="我嗰个潮热出汗嘅毛病，边位医生帮我睇紧？", rel=["mw07n"],
                 forbid=[("陈医师", "mw07")]),
            dict(kind="task", q="下个礼拜六想带阿妈去从化泡温泉一日，帮我谂下路线同埋食咩",
                 rel=["mw06", "mw05", "mw10n"], forbid=[("半小时车程", "mw10")]),
            dict(kind="task", q="下个月阿妈要睇神经内科，仲有练手脚，帮我排下日程，我推完轮椅腰又痛",
                 rel=["mw12n", "mw02n", "mw11"], forbid=[("11月12日", "mw12"), ("一三五", "mw02")]),
            dict(kind="exp", q="阿妈神经内科下次复诊系几时？", rel=["mw12n"], forbid=[("11月12日", "mw12")]),
            dict(kind="direct", q="我阿妈吞咽方面有咩要注意？", rel=["mw05"]),
            dict(kind="abst", q="阿妈嘅社保卡密码系几多？", rel=[], guard=["密码", "社保卡"]),
            dict(kind="abst", q="中风嘅人坐飞机有冇风险？", rel=[], guard=["飞机", "航班", "登机"]),
            dict(kind="bg", q="我煮饭嗰阵钟意放咩嚟听？", rel=[], bg="用户喜欢听爵士乐，做饭时常放"),
            dict(kind="leak", q="屋企部呼吸机嘅面罩几耐换一次？", rel=[], forbid=[("呼吸机", ("qh", "qh06"))]),
        ],
    ),
    # ------------------------------------------------------------------ XY
    dict(
        key="xy", user_id="u_lixiaoyu", tenant="default",
        block_words=["猫", "房贷", "买了房", "装修", "房东", "房租", "业主", "物业", "业委会", "侄子",
                     "结婚", "婚礼", "孩子", "毕业", "大学时", "大学同学", "在职", "同事", "大三"],
        block_topics=["work profile", "commute profile", "car profile", "finance profile"],
        mems=[
            ("xy01", "profile", 0.6, "2025-02-20", "用户是武汉大学大三学生，21岁"),
            ("xy02", "relation", 0.55, "2025-03-01", "用户的正畸医生是武大口腔医院的周蕾医生"),
            ("xy03", "relation", 0.8, "2026-03-05", "用户的牙套由汉街德韵口腔的许静医生负责"),
            ("xy04", "event", 0.55, "2025-03-02", "用户每六周去复诊一次调牙套钢丝"),
            ("xy05", "event", 0.75, "2026-03-06", "用户每隔四周要去口腔诊所紧一次牙套"),
            ("xy06", "preference", 0.75, "2025-03-10", "用户戴着金属托槽，不能啃鸡爪、排骨这类硬东西"),
            ("xy07", "fact", 0.5, "2025-04-01", "用户戴的是安视优月抛隐形眼镜，近视500度"),
            ("xy08", "fact", 0.75, "2026-09-01", "用户戴博士伦日抛隐形，两眼都是550度"),
            ("xy09", "profile", 0.85, "2025-02-25", "用户有过敏性哮喘，随身带沙丁胺醇气雾剂"),
            ("xy10", "fact", 0.55, "2025-02-26", "用户哮喘的维持用药是每天早晚吸一次布地奈德"),
            ("xy11", "fact", 0.8, "2026-05-10", "用户的哮喘维持药是信必可都保，每天晚上吸一下"),
            ("xy12", "fact", 0.8, "2025-02-27", "用户对尘螨和猫毛过敏"),
            ("xy13", "fact", 0.6, "2025-09-10", "用户的学生医保在武大校医院看病能报八成"),
            ("xy14", "preference", 0.5, "2025-03-20", "用户每周一、周三晚上去学校游泳馆游泳"),
            ("xy15", "preference", 0.65, "2026-03-20", "用户每周二和周五晚上在梅园操场跟着帕梅拉视频跳操"),
            ("xy16", "event", 0.6, "2026-10-30", "用户约了2026年11月28日去拔两颗智齿", "2026-11-28"),
            ("xy16n", "event", 0.8, "2026-11-27", "用户拔智齿的手术约在2026年12月26日上午"),
        ],
        sup=[("xy02", "xy03"), ("xy04", "xy05"), ("xy07", "xy08"), ("xy10", "xy11"), ("xy14", "xy15")],
        probes=[
            dict(kind="para", q="嘴巴里那副铁架子归哪个大夫管啊，我想问下能不能晚点克复查", rel=["xy03"],
                 forbid=[("周蕾", "xy02")]),
            dict(kind="para", q="隔多久得去一趟把那个收紧？寒假想出去耍半个月", rel=["xy05"],
                 forbid=[("六周", "xy04")]),
            dict(kind="para", q="出去玩带几盒眼睛里戴的那个，一天一副的，度数多少来着", rel=["xy08"],
                 forbid=[("月抛", "xy07")]),
            dict(kind="para", q="睡前那一口喷的药叫啥，我要装进洗漱包", rel=["xy11"],
                 forbid=[("布地奈德", "xy10")]),
            dict(kind="task", q="寒假想跟室友去云南耍十天，帮我列下要带的药和吃东西要注意的",
                 rel=["xy09", "xy11", "xy06"], forbid=[("布地奈德", "xy10")]),
            dict(kind="task", q="这个月底到下个月，帮我排下看牙的事，拔牙和紧牙套别撞一起",
                 rel=["xy16n", "xy05", "xy03"], forbid=[("11月28日", "xy16"), ("六周", "xy04")]),
            dict(kind="direct", q="我对啥过敏？", rel=["xy12"]),
            dict(kind="abst", q="我体测八百米跑了多少？", rel=[], guard=["体测", "八百米"]),
            dict(kind="abst", q="正畸一般要戴多久牙套才能拆？", rel=[], guard=["拆"]),
            dict(kind="leak", q="我的HPV第三针约在哪天？", rel=[], forbid=[("九价", ("dx", "dx04n"))]),
        ],
    ),
    # ------------------------------------------------------------------ HL
    dict(
        key="hl", user_id="u_hanguoqiang", tenant="default",
        block_words=["耳", "实习生", "参加工作的第五年", "弟弟在读大学"], block_topics=[],
        mems=[
            ("hl01", "profile", 0.75, "2025-01-08", "用户54岁，在哈尔滨一所高中教物理，双耳中度听力下降"),
            ("hl02", "fact", 0.55, "2025-01-10", "用户戴的助听器是峰力的耳背式"),
            ("hl03", "fact", 0.8, "2026-05-18", "用户两耳戴的是西门子Pure耳内式助听器，用312号电池"),
            ("hl04", "relation", 0.55, "2025-02-12", "用户在哈医大一院耳鼻喉科看耳鸣，主治是王立新大夫"),
            ("hl05", "relation", 0.75, "2026-02-28", "用户的耳鸣由省医院听力中心的于淼大夫看"),
            ("hl06", "profile", 0.8, "2025-03-03", "用户腰椎间盘突出，位置在L4-L5，久坐超过一小时就疼"),
            ("hl07", "event", 0.55, "2025-03-10", "用户每周一、周四去南岗区中医院做腰椎牵引"),
            ("hl08", "event", 0.75, "2026-04-12", "用户每周二、周六在体院康复门诊练核心，由康复师田野带"),
            ("hl09", "preference", 0.5, "2025-05-01", "用户在八区体育场游泳馆办了年卡，每周游三次"),
            ("hl10", "preference", 0.7, "2026-05-02", "用户的游泳年卡办在工程大学游泳馆，中午去游一千米"),
            ("hl11", "preference", 0.6, "2025-02-01", "用户耳鸣怕吵，吃饭只挑安静的小馆子"),
            ("hl12", "fact", 0.7, "2025-06-01", "用户的助听器怕潮，洗澡游泳前要摘下放进干燥盒"),
            ("hl13", "preference", 0.5, "2025-01-20", "用户晚饭习惯喝二两白酒"),
            ("hl13n", "preference", 0.65, "2026-01-15", "用户晚饭最多喝一小杯干红，医生交代烈酒不能沾"),
            ("hl14", "event", 0.6, "2026-10-10", "用户约了2026年11月22日去省医院复查听力", "2026-11-22"),
            ("hl14n", "event", 0.8, "2026-11-21", "用户的听力复查约在2027年1月16日，省医院听力中心"),
        ],
        sup=[("hl02", "hl03"), ("hl04", "hl05"), ("hl07", "hl08"), ("hl09", "hl10"), ("hl13", "hl13n")],
        probes=[
            dict(kind="para", q="耳朵上挂那俩小玩意儿用几号的电？出门得备点", rel=["hl03"],
                 forbid=[("峰力", "hl02")]),
            dict(kind="para", q="脑瓜子里嗡嗡响那个毛病，该找谁瞅？", rel=["hl05"], forbid=[("王立新", "hl04")]),
            dict(kind="para", q="中午扑腾水的那个地儿在哪旮旯？", rel=["hl10"], forbid=[("八区", "hl09")]),
            dict(kind="task", q="寒假想带媳妇去三亚猫一礼拜，帮我寻思寻思酒店和每天咋安排，别耽误我练腰",
                 rel=["hl06", "hl08", "hl12"], forbid=[("牵引", "hl07")]),
            dict(kind="task", q="下个月去省医院那一趟，帮我把要问大夫的事和检查顺序列一下",
                 rel=["hl14n", "hl05", "hl03"], forbid=[("11月22日", "hl14"), ("王立新", "hl04")]),
            dict(kind="exp", q="听力复查约的是哪天？", rel=["hl14n"], forbid=[("11月22日", "hl14")]),
            dict(kind="direct", q="我腰椎是哪节突出？", rel=["hl06"]),
            dict(kind="abst", q="助听器能带上飞机不，过安检要摘不？", rel=[], guard=["安检", "飞机"]),
            dict(kind="abst", q="我血脂那几项指标多少？", rel=[], guard=["血脂", "胆固醇", "甘油三酯"]),
            dict(kind="leak", q="我那二甲双胍一天吃几片？", rel=[], forbid=[("二甲双胍", ("lz", "lz03"))]),
        ],
    ),
    # ------------------------------------------------------------------ SQ
    dict(
        key="sq", user_id="u_suqing", tenant="org_renhe_clinic",
        block_words=["茶"], block_topics=[],
        mems=[
            ("sq01", "profile", 0.8, "2025-02-01", "用户38岁，住杭州西湖区，有慢性偏头痛，一个月发作五六次"),
            ("sq02", "relation", 0.55, "2025-02-05", "用户的偏头痛主治医生是邵逸夫医院神经内科的蒋文医生"),
            ("sq03", "relation", 0.8, "2026-02-10", "用户的偏头痛由仁禾诊所文三路店的神经科医生柯宇照看"),
            ("sq04", "fact", 0.55, "2025-02-06", "用户预防偏头痛每晚吃一片氟桂利嗪"),
            ("sq05", "fact", 0.6, "2026-02-11", "用户每晚睡前吃25毫克托吡酯预防偏头痛"),
            ("sq06", "fact", 0.85, "2026-08-20", "用户每晚睡前服50毫克托吡酯"),
            ("sq07", "fact", 0.8, "2025-03-01", "用户偏头痛发作时用佐米曲普坦鼻喷剂，随身带两支"),
            ("sq08", "preference", 0.7, "2025-03-10", "用户的偏头痛怕强光和闷热，出门要戴墨镜"),
            ("sq09", "preference", 0.5, "2025-04-02", "用户每天上午喝一杯美式"),
            ("sq09n", "preference", 0.7, "2026-03-01", "用户每天只在早饭时喝一小杯红茶，咖啡一口不碰"),
            ("sq10", "event", 0.5, "2025-05-01", "用户每周六在仁禾诊所做一次头颈部针灸"),
            ("sq11", "event", 0.7, "2026-05-05", "用户每两周的周日下午在仁禾诊所做一次耳穴压豆和肩颈推拿"),
            ("sq12", "fact", 0.7, "2025-06-01", "用户是仁禾诊所的年度家庭会员，会员卡号RH-0827，可以线上问诊"),
            ("sq13", "fact", 0.6, "2026-09-01", "用户吃托吡酯后手指偶尔发麻，医生说是常见副作用"),
            ("sq14", "event", 0.6, "2026-10-22", "用户预约了2026年11月25日在仁禾诊所做头颅磁共振", "2026-11-25"),
            ("sq14n", "event", 0.8, "2026-11-24", "用户的头颅磁共振排在2027年1月6日下午，在浙一余杭院区"),
            ("sq15", "preference", 0.75, "2025-03-12", "用户每晚十一点前必须睡，熬夜第二天准犯头痛"),
        ],
        sup=[("sq02", "sq03"), ("sq04", "sq05"), ("sq05", "sq06"), ("sq09", "sq09n"), ("sq10", "sq11")],
        bg_exclusive=["学", "手艺", "课", "陶艺", "拉坯", "香薰", "折纸", "十字绣", "皮具", "手账", "织",
                      "模型", "乐高"],
        probes=[
            dict(kind="para", q="脑袋犯病那事，诊所里归哪位大夫管？", rel=["sq03"], forbid=[("蒋文", "sq02")]),
            dict(kind="para", q="晚上临睡那颗预防的药量多大？我要分装进药盒带去出差", rel=["sq06"],
                 forbid=[("25毫克", "sq05"), ("氟桂利嗪", "sq04")]),
            dict(kind="para", q="早上那杯提神的能喝点啥？酒店早餐我好挑", rel=["sq09n"],
                 forbid=[("美式", "sq09")]),
            dict(kind="task", q="下周去三亚开年会四天，帮我把药、住宿和作息都安排好，我最怕犯头疼",
                 rel=["sq06", "sq07", "sq08", "sq15"], forbid=[("25毫克", "sq05")]),
            dict(kind="task", q="年底到一月初的几个看病预约帮我理一下，周日推拿那个也算进去",
                 rel=["sq14n", "sq11"], forbid=[("11月25日", "sq14"), ("针灸", "sq10")]),
            dict(kind="exp", q="头颅那个核磁我约在哪天？", rel=["sq14n"], forbid=[("11月25日", "sq14")]),
            dict(kind="direct", q="我的仁禾会员卡号是多少？", rel=["sq12"]),
            dict(kind="abst", q="偏头痛跟颈椎病引起的头痛怎么区分？", rel=[], guard=["颈椎"]),
            dict(kind="abst", q="我上回验光的度数是多少？", rel=[], guard=["验光", "度数", "近视", "眼镜"]),
            dict(kind="bg", q="周末想约个跟我正学着的那门手艺有关的体验课，你记得是哪门吗？", rel=[],
                 bg="用户在学习插花"),
            dict(kind="leak", q="我支架术后的心脏康复是每周几？", rel=[], forbid=[("支架", ("gf", "gf01"))]),
        ],
    ),
    # ------------------------------------------------------------------ GF
    dict(
        key="gf", user_id="u_gaofeng", tenant="org_renhe_clinic",
        block_words=["父母", "父亲", "母亲", "弟弟在读大学", "实习生", "参加工作的第五年", "跳槽", "外婆"],
        block_topics=[],
        mems=[
            ("gf01", "profile", 0.85, "2025-01-10", "用户59岁，住南京鼓楼区，有冠心病，放过两个心脏支架"),
            ("gf02", "fact", 0.6, "2025-01-12", "用户每天吃阿司匹林加氯吡格雷两种抗血小板药"),
            ("gf03", "fact", 0.85, "2026-01-20", "用户每天早饭后吃一片100毫克阿司匹林肠溶片，抗血小板就这一种"),
            ("gf04", "fact", 0.6, "2025-01-13", "用户的降脂药是阿托伐他汀20毫克，每晚一片"),
            ("gf05", "fact", 0.8, "2026-04-02", "用户每晚吃一片瑞舒伐他汀10毫克降血脂"),
            ("gf06", "relation", 0.55, "2025-01-15", "用户的心内科医生是省人民医院的钱国栋主任"),
            ("gf07", "relation", 0.8, "2026-03-05", "用户的心脏随访交给鼓楼医院心内科的单晓燕医生"),
            ("gf08", "event", 0.55, "2025-03-01", "用户在仁禾诊所做心脏康复，每周二、周四骑功率车"),
            ("gf09", "event", 0.75, "2026-03-10", "用户的心脏康复训练是每周一、三、五在仁禾诊所跑步机上快走三十分钟"),
            ("gf10", "preference", 0.85, "2025-01-20", "用户吃饭要低盐，每天盐不超过五克，咸鸭和盐水鸭都不碰"),
            ("gf11", "profile", 0.8, "2025-02-01", "用户爬楼梯超过四层会胸闷，医生不让做剧烈运动"),
            ("gf12", "fact", 0.8, "2025-01-21", "用户随身带硝酸甘油片，放在左边上衣口袋"),
            ("gf13", "preference", 0.5, "2025-01-05", "用户饭后有抽一根烟的习惯"),
            ("gf13n", "preference", 0.65, "2025-10-01", "用户饭后只嚼无糖口香糖，烟一根不碰"),
            ("gf14", "event", 0.6, "2026-10-15", "用户报名了仁禾诊所2026年11月8日的心脏康复患者交流会", "2026-11-08"),
            ("gf15", "fact", 0.6, "2025-02-10", "用户的医保是南京职工医保，支架术后的药走门诊慢特病报销"),
            ("gf16", "relation", 0.6, "2025-01-11", "用户的爱人周敏是退休护士，出门都陪着"),
        ],
        sup=[("gf02", "gf03"), ("gf04", "gf05"), ("gf06", "gf07"), ("gf08", "gf09"), ("gf13", "gf13n")],
        probes=[
            dict(kind="para", q="我那防血栓的药一天几颗？出门得备够", rel=["gf03"], forbid=[("氯吡格雷", "gf02")]),
            dict(kind="para", q="晚上那粒管胆固醇的叫啥名？", rel=["gf05"], forbid=[("阿托伐他汀", "gf04")]),
            dict(kind="para", q="我心脏那块儿复查该约谁？", rel=["gf07"], forbid=[("钱国栋", "gf06")]),
            dict(kind="para", q="出门在外，那套每周几次的恢复练习能不能在酒店健身房凑合做？", rel=["gf09"],
                 forbid=[("功率车", "gf08")]),
            dict(kind="task", q="想跟老伴去黄山玩三天，帮我看看能不能爬、吃啥、药带啥",
                 rel=["gf11", "gf10", "gf12", "gf03"], forbid=[("氯吡格雷", "gf02")]),
            dict(kind="task", q="下周去上海看儿子住一周，那边吃饭和康复锻炼咋弄，药别带错",
                 rel=["gf10", "gf09", "gf03", "gf05"], forbid=[("阿托伐他汀", "gf04"), ("功率车", "gf08")]),
            dict(kind="exp", q="那个病友交流会几点开始？我想去听听", rel=[], forbid=[("交流会", "gf14")]),
            dict(kind="direct", q="我每天盐最多能吃几克？", rel=["gf10"]),
            dict(kind="abst", q="放了支架以后还能不能做核磁？", rel=[], guard=["核磁", "磁共振"]),
            dict(kind="abst", q="我的牙医约的是哪天？", rel=[], guard=["牙"]),
            dict(kind="leak", q="我那偏头痛的鼻喷剂还剩几支？", rel=[], forbid=[("佐米曲普坦", ("sq", "sq07"))]),
        ],
    ),
    # ------------------------------------------------------------------ LN
    dict(
        key="ln", user_id="u_linnan", tenant="org_renhe_clinic",
        block_words=["围巾"], block_topics=[],
        mems=[
            ("ln01", "profile", 0.8, "2025-03-01", "用户29岁，住上海徐汇，有中重度特应性皮炎"),
            ("ln02", "fact", 0.55, "2025-03-10", "用户每两周自己在大腿上打一针度普利尤单抗300毫克"),
            ("ln03", "fact", 0.85, "2026-06-12", "用户每四周在腹部打一针300毫克度普利尤单抗"),
            ("ln04", "fact", 0.8, "2025-03-11", "用户的针剂要2到8度冷藏，出门得用带冰袋的保温包"),
            ("ln05", "relation", 0.55, "2025-03-02", "用户的皮肤科医生是华山医院的顾晨医生"),
            ("ln06", "relation", 0.8, "2026-02-20", "用户的皮炎复诊在仁禾诊所徐汇店，由皮肤科的沈一帆医生看"),
            ("ln07", "preference", 0.75, "2025-04-01", "用户洗澡水不能太烫，洗完三分钟内要全身涂保湿霜"),
            ("ln08", "preference", 0.5, "2025-04-02", "用户用的保湿霜是丝塔芙大白罐"),
            ("ln09", "preference", 0.7, "2026-04-20", "用户的身体保湿只用理肤泉B5修复霜和雅漾三重修护霜"),
            ("ln10", "fact", 0.75, "2025-03-05", "用户对羊毛衣物和桦树花粉过敏"),
            ("ln11", "preference", 0.5, "2025-05-10", "用户每周去三次普拉提工作室上器械课"),
            ("ln12", "preference", 0.65, "2026-05-15", "用户每周二、周四早上在家跟着Keep做半小时舒缓瑜伽"),
            ("ln13", "fact", 0.55, "2025-04-15", "用户的生物制剂费用靠上海惠民保报销"),
            ("ln13n", "fact", 0.75, "2026-01-10", "用户的特药费用通过仁禾合作的镁信特药险直付"),
            ("ln15", "preference", 0.7, "2025-06-01", "用户住酒店一定要无香型的洗护用品，香精会让皮肤发红"),
        ],
        sup=[("ln02", "ln03"), ("ln05", "ln06"), ("ln08", "ln09"), ("ln11", "ln12"), ("ln13", "ln13n")],
        bg_exclusive=["电视", "投影", "平板", "视频网站"],
        probes=[
            dict(kind="para", q="肚子上扎的那个多久来一回？出国两周怕赶上", rel=["ln03"],
                 forbid=[("每两周", "ln02")]),
            dict(kind="para", q="身上又红又痒那事该约哪位大夫？", rel=["ln06"], forbid=[("顾晨", "ln05")]),
            dict(kind="para", q="洗完澡往身上抹的那两样，出差要分装哪两瓶？", rel=["ln09"],
                 forbid=[("丝塔芙", "ln08")]),
            dict(kind="task", q="下个月去北海道泡温泉滑雪一周，帮我把带药、住宿和护肤都想到",
                 rel=["ln03", "ln04", "ln07", "ln15"], forbid=[("每两周", "ln02")]),
            dict(kind="task", q="打针那个药一个月自费多少？帮我把报销路子和复诊安排理一下",
                 rel=["ln13n", "ln06", "ln03"], forbid=[("惠民保", "ln13"), ("顾晨", "ln05")]),
            dict(kind="abst", q="湿疹和特应性皮炎是一回事吗？", rel=[], guard=["湿疹"]),
            dict(kind="bg", q="出差回来想窝家里看片，我家用啥放的？", rel=[],
                 bg="用户家里装了投影仪，很少看电视"),
            dict(kind="leak", q="我拔智齿约在哪天？", rel=[], forbid=[("智齿", ("xy", "xy16n"))]),
        ],
    ),
    # ------------------------------------------------------------------ QH
    dict(
        key="qh", user_id="u_qianhao", tenant="org_xinghai_wellbeing",
        block_words=[], block_topics=[],
        mems=[
            ("qh01", "profile", 0.7, "2025-02-08", "用户是星海科技的后端工程师，41岁，有中度脂肪肝"),
            ("qh02", "fact", 0.5, "2025-02-09", "用户体重98公斤，腰围104厘米"),
            ("qh03", "fact", 0.7, "2026-10-01", "用户称重是86公斤，腰围93厘米"),
            ("qh04", "profile", 0.85, "2025-03-15", "用户有阻塞性睡眠呼吸暂停，睡觉必须戴呼吸机"),
            ("qh05", "fact", 0.55, "2025-03-16", "用户的呼吸机是瑞思迈AirSense 10，配鼻罩"),
            ("qh06", "fact", 0.8, "2026-06-10", "用户夜里戴的是鱼跃全自动呼吸机，配口鼻面罩"),
            ("qh07", "preference", 0.55, "2025-04-01", "用户的营养师是公司健康计划里的Lily，饮食按16:8轻断食"),
            ("qh08", "preference", 0.8, "2026-03-18", "用户跟着公司营养师周楠执行地中海饮食，每天热量控制在1800大卡"),
            ("qh09", "relation", 0.5, "2025-04-20", "用户在公司健身房的私教是阿杰"),
            ("qh10", "relation", 0.75, "2026-04-25", "用户每周一、周四中午跟公司健身房的力量教练孟涛练一小时"),
            ("qh11", "fact", 0.55, "2025-05-20", "用户体检尿酸是520，偏高"),
            ("qh11n", "fact", 0.7, "2026-05-21", "用户的尿酸是410，医生叮嘱继续少吃海鲜少喝啤酒"),
            ("qh12", "preference", 0.6, "2025-06-02", "用户不喝含糖饮料，只喝无糖气泡水"),
            ("qh13", "event", 0.6, "2026-10-20", "用户约了2026年11月10日在公司医务室复查肝功能", "2026-11-10"),
            ("qh13n", "event", 0.8, "2026-11-09", "用户的肝功能复查约在2026年12月16日早上，公司医务室"),
            ("qh14", "preference", 0.75, "2025-07-01", "用户出差住酒店要床头有插座，呼吸机得插电"),
            ("qh15", "preference", 0.65, "2026-03-20", "用户晚上八点以后不进食"),
        ],
        sup=[("qh02", "qh03"), ("qh05", "qh06"), ("qh07", "qh08"), ("qh09", "qh10"), ("qh11", "qh11n")],
        bg_exclusive=["键盘"],
        probes=[
            dict(kind="para", q="夜里打呼那台机器是啥牌子的？托运前我得查下电压", rel=["qh06"],
                 forbid=[("瑞思迈", "qh05")]),
            dict(kind="para", q="帮我盯着点吃的，那位管我伙食的老师定的规矩是啥？", rel=["qh08"],
                 forbid=[("轻断食", "qh07"), ("Lily", "qh07")]),
            dict(kind="para", q="中午撸铁那位带我的哥们叫啥？下周出差得跟他请个假", rel=["qh10"],
                 forbid=[("阿杰", "qh09")]),
            dict(kind="para", q="我上秤多少斤来着？想买条合身的冲锋裤", rel=["qh03"],
                 forbid=[("98公斤", "qh02")]),
            dict(kind="task", q="下周去北京出差三天，帮我挑酒店、安排吃饭，晚上睡觉那套东西也要考虑",
                 rel=["qh14", "qh06", "qh08", "qh15"], forbid=[("瑞思迈", "qh05")]),
            dict(kind="task", q="团建要去潮汕吃海鲜喝啤酒，我这身体指标能吃点啥，帮我规划下",
                 rel=["qh11n", "qh01", "qh12", "qh08"], forbid=[("520", "qh11")]),
            dict(kind="exp", q="肝功能复查是哪天？要空腹吗", rel=["qh13n"], forbid=[("11月10日", "qh13")]),
            dict(kind="abst", q="我的血型是什么？", rel=[], guard=["血型", "型血"]),
            dict(kind="bg", q="出差想带个敲代码的外设，我家里那把是什么轴的？", rel=[],
                 bg="用户买了个青轴的机械键盘"),
            dict(kind="leak", q="我在公司理疗室弄手腕是周几？", rel=[], forbid=[("莫凡", ("zw", "zw10"))]),
        ],
    ),
    # ------------------------------------------------------------------ DX
    dict(
        key="dx", user_id="u_dongxue", tenant="org_xinghai_wellbeing",
        block_words=["周日", "周末", "侄子"], block_topics=[],
        mems=[
            ("dx01", "profile", 0.6, "2025-03-01", "用户27岁，在星海科技做运营，老家在山东烟台"),
            ("dx02", "relation", 0.5, "2025-04-10", "用户洗牙和补牙找的是南山区科苑口腔的罗文博医生"),
            ("dx03", "relation", 0.75, "2026-04-22", "用户看牙固定去后海的瑞尔齿科，医生是孔维"),
            ("dx04", "fact", 0.6, "2026-06-01", "用户九价HPV疫苗的前两针在蛇口社康打的"),
            ("dx04o", "event", 0.6, "2026-08-15", "用户第三针九价HPV疫苗约在2026年11月30日", "2026-11-30"),
            ("dx04n", "event", 0.8, "2026-11-26", "用户第三针九价HPV疫苗约在2027年1月20日，在蛇口社康"),
            ("dx05", "profile", 0.7, "2025-05-01", "用户有腰肌劳损，久坐后腰酸"),
            ("dx06", "event", 0.5, "2025-05-10", "用户每周三晚上去南山中医院做腰部艾灸"),
            ("dx07", "event", 0.75, "2026-05-20", "用户每周三晚上在公司合作的康复诊所做腰背部筋膜放松"),
            ("dx08", "preference", 0.5, "2025-06-01", "用户用公司健身福利在深圳湾体育中心游泳"),
            ("dx09", "preference", 0.7, "2026-06-15", "用户每周日早上在大沙河边跑五公里"),
            ("dx10", "preference", 0.5, "2025-07-01", "用户睡前习惯喝一杯热牛奶助眠"),
            ("dx11", "preference", 0.7, "2026-07-01", "用户睡前吃一粒褪黑素，零点前关灯"),
            ("dx12", "fact", 0.7, "2025-08-01", "用户戴隐形眼镜久了会干眼，医生开了玻璃酸钠滴眼液"),
            ("dx13", "fact", 0.5, "2025-03-02", "用户的员工补充医疗选的是基础档"),
            ("dx14", "fact", 0.8, "2026-01-08", "用户的员工补充医疗选了高配档，含齿科和眼科报销"),
            ("dx15", "preference", 0.7, "2025-06-10", "用户喝冰的会痛经，出门少喝冷饮"),
        ],
        sup=[("dx02", "dx03"), ("dx06", "dx07"), ("dx08", "dx09"), ("dx10", "dx11"), ("dx13", "dx14")],
        probes=[
            dict(kind="para", q="牙有点酸，去哪家找谁看？", rel=["dx03"], forbid=[("罗文博", "dx02")]),
            dict(kind="para", q="周三下班那趟去松腰的地方叫啥？", rel=["dx07"], forbid=[("艾灸", "dx06")]),
            dict(kind="para", q="礼拜天一早我雷打不动干嘛来着？想约闺蜜喝早茶看冲不冲", rel=["dx09"],
                 forbid=[("体育中心", "dx08")]),
            dict(kind="para", q="晚上上床前吃的那个助眠的是啥？", rel=["dx11"], forbid=[("热牛奶", "dx10")]),
            dict(kind="task", q="一月中下旬想去泰国玩五天，帮我看看跟打针撞不撞，行李里要带啥",
                 rel=["dx04n", "dx12", "dx15"], forbid=[("11月30日", "dx04o")]),
            dict(kind="task", q="想趁年底把牙和眼睛的事都办了，帮我看看公司保险能报哪些、去哪看",
                 rel=["dx14", "dx03", "dx12"], forbid=[("基础档", "dx13"), ("罗文博", "dx02")]),
            dict(kind="exp", q="HPV第三针是哪天打？", rel=["dx04n"], forbid=[("11月30日", "dx04o")]),
            dict(kind="direct", q="我的员工补充医疗选的哪一档？", rel=["dx14"], forbid=[("基础档", "dx13")]),
            dict(kind="abst", q="打完HPV疫苗还用做宫颈筛查吗？", rel=[], guard=["筛查", "宫颈", "TCT"]),
            dict(kind="leak", q="上回员工体检查出的甲状腺结节要不要复查？", rel=[],
                 forbid=[("结节", ("zw", "zw04"))]),
        ],
    ),
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def has(text, kw):
    return norm(kw) in norm(text)


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def parse_iso(s):
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S+08:00").replace(tzinfo=TZ)


def rng_for(*parts):
    return random.Random("|".join([str(SEED)] + [str(p) for p in parts]))


PUNCT = re.compile(r"[\s，。、？！：；,.?!:;（）()《》“”\"'\-—…·/%]+")


def bigrams(text):
    out = set()
    for seg in PUNCT.split(norm(text)):
        for i in range(len(seg) - 1):
            out.add(seg[i:i + 2])
    return out


def para_overlap(query, content):
    c = content[2:] if content.startswith("用户") else content
    return sorted(bigrams(query) & bigrams(c))


# ---------------------------------------------------------------------------
# background pool (read as text, parsed with ast, never imported)
# ---------------------------------------------------------------------------
def load_pool():
    raw = POOL_PATH.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != POOL_SHA256:
        raise SystemExit(f"background_pool.py sha256 mismatch: {digest}")
    tree = ast.parse(raw.decode("utf-8"))
    pool_text, places = None, None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name == "POOL":
                pool_text = ast.literal_eval(node.value)
            elif name == "PLACE_WORDS":
                places = ast.literal_eval(node.value)
    if pool_text is None or places is None:
        raise SystemExit("POOL / PLACE_WORDS not found in background_pool.py")
    entries, topic, mtype = [], None, None
    for line in pool_text.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            words = line[3:].split()
            topic, mtype = " ".join(words), words[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        entries.append(dict(topic=topic, type=mtype, tags=tags, text=line))
    return entries, places


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def theme_time(acct_key, mkey, day):
    r = rng_for("theme-time", acct_key, mkey)
    d = datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=TZ)
    return d + timedelta(hours=r.randint(8, 22), minutes=r.randint(0, 59))


def account_bookkeeping(acct):
    theme = {}
    for m in acct["mems"]:
        key, mtype, imp, day, content = m[:5]
        vu = m[5] if len(m) > 5 else None
        theme[key] = dict(key=key, type=mtype, importance=imp, created=theme_time(acct["key"], key, day),
                          content=content,
                          valid_until=(datetime.strptime(vu, "%Y-%m-%d").replace(
                              hour=23, minute=59, second=59, tzinfo=TZ) if vu else None))
    return theme


def background_for(acct, pool, places, n_needed):
    theme = acct["_theme"]
    uid = acct["user_id"]
    # one cluster per family, chosen per user_id (same person => same clusters in both tenants)
    families = {}
    for e in pool:
        for t in e["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    r_cl = rng_for("clusters", uid)
    chosen = {fam: r_cl.choice(sorted(cls)) for fam, cls in sorted(families.items())}

    probes = acct["probes"]
    texts = [m["content"] for m in theme.values()] + [p["q"] for p in probes if p["kind"] != "abst"]
    used_places = [pw for pw in places if any(pw in t for t in texts)]
    forbid_kws = [kw for p in probes for kw, _ in p.get("forbid", [])]
    guard_kws = [g for p in probes for g in p.get("guard", [])]
    targets = [p["bg"] for p in probes if p.get("bg")]
    exclusive = acct.get("bg_exclusive", [])

    def ok(e, is_target=False):
        t = e["text"]
        if e["topic"] in BLOCK_TOPICS_ALL or e["topic"] in acct.get("block_topics", []):
            return False
        if "active" in e["tags"]:
            return False
        for tag in e["tags"]:
            if ":" in tag:
                fam, cl = tag.split(":", 1)
                if chosen[fam] != cl:
                    return False
        words = BLOCK_WORDS_ALL + BANNED_EVERYWHERE + acct.get("block_words", []) + used_places \
            + forbid_kws + guard_kws
        if not is_target:
            words = words + exclusive
        return not any(has(t, w) for w in words)

    by_text = {e["text"]: e for e in pool}
    forced = []
    for t in targets:
        if t not in by_text:
            raise SystemExit(f"[{acct['key']}] bg target not in pool: {t}")
        if not ok(by_text[t], is_target=True):
            raise SystemExit(f"[{acct['key']}] bg target filtered out: {t}")
        forced.append(by_text[t])
    cands = sorted({e["text"]: e for e in pool if ok(e) and e["text"] not in targets}.values(),
                   key=lambda e: e["text"])
    r = rng_for("bg-sample", acct["key"], uid, acct["tenant"])
    r.shuffle(cands)
    need = n_needed - len(forced)
    if need > len(cands):
        raise SystemExit(f"[{acct['key']}] background pool too small: need {need}, have {len(cands)}")
    return forced + cands[:need], len(cands)


def build():
    pool, places = load_pool()
    users = []
    meta = {}
    span = int((CREATED_MAX - CREATED_MIN).total_seconds())
    for acct in ACCOUNTS:
        acct["_theme"] = account_bookkeeping(acct)
        theme = acct["_theme"]
        r_n = rng_for("count", acct["key"])
        total = r_n.randint(146, 154)
        bg_entries, n_cands = background_for(acct, pool, places, total - len(theme))
        r_bg = rng_for("bg-attrs", acct["key"])
        rows = []
        for k, m in theme.items():
            rows.append(dict(src="theme", key=k, content=m["content"], type=m["type"],
                             importance=m["importance"], created=m["created"], valid_until=m["valid_until"]))
        for e in bg_entries:
            created = CREATED_MIN + timedelta(seconds=r_bg.randint(8 * 3600, span - 2 * 3600))
            created = created.replace(second=0)
            rows.append(dict(src="bg", key=e["text"], content=e["text"], type=e["type"],
                             importance=round(r_bg.uniform(0.3, 0.6), 2), created=created, valid_until=None))
        rows.sort(key=lambda x: (x["created"], x["content"]))
        id_of = {}
        memories = []
        for i, row in enumerate(rows, 1):
            mid = f"m{i:03d}"
            id_of[(row["src"], row["key"])] = mid
            mem = {"id": mid, "content": row["content"], "type": row["type"],
                   "importance": row["importance"], "created_at": iso(row["created"])}
            if row["valid_until"] is not None:
                mem["valid_until"] = iso(row["valid_until"])
            memories.append(mem)
        r_at = rng_for("probe-at", acct["key"])
        counters = {}
        probes_out = []
        for p in acct["probes"]:
            counters[p["kind"]] = counters.get(p["kind"], 0) + 1
            pid = f"{acct['key']}_{p['kind']}_{counters[p['kind']]:02d}"
            at = TODAY + timedelta(hours=r_at.randint(8, 21), minutes=r_at.randint(0, 59))
            if p.get("bg"):
                rel = [id_of[("bg", p["bg"])]]
            else:
                rel = [id_of[("theme", k)] for k in p["rel"]]
            po = {"id": pid, "at": iso(at), "query": p["q"], "relevant": rel}
            if p.get("forbid"):
                po["forbid"] = [[kw] for kw, _ in p["forbid"]]
            probes_out.append(po)
            p["_id"] = pid
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant"],
                      "memories": memories, "probes": probes_out})
        meta[acct["key"]] = dict(id_of=id_of, n_bg=len(bg_entries), n_theme=len(theme), n_cands=n_cands)
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout48", "users": users}
    return data, meta


def dump(data):
    return (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
DATE_RE = re.compile(r"(\d{4})年(\d{1,2})月(?:(\d{1,2})日)?")
BARE_MONTH_RE = re.compile(r"(?<![年\d])(\d{1,2}|[一二三四五六七八九十]{1,3})月(?!抛)")
RELATIVE_WORDS = ["春节", "国庆", "中秋", "元旦", "清明", "端午", "五一", "寒假", "暑假", "年底", "年初",
                  "月底", "月初", "下周", "下个月", "明年", "今年", "去年", "前年", "上个月"]


def validate(data, meta):
    errs = []
    stats = {}

    def err(msg):
        errs.append(msg)

    allowed_top = {"format", "name", "users"}
    allowed_user = {"user_id", "tenant_id", "memories", "probes"}
    allowed_mem = {"id", "content", "type", "importance", "created_at", "valid_until"}
    allowed_probe = {"id", "at", "query", "relevant", "forbid"}
    if set(data) != allowed_top or data["format"] != "memory-eval/v1":
        err("top-level fields / format wrong")
    users = data["users"]
    if len(users) != 12:
        err(f"expected 12 accounts, got {len(users)}")
    tenants = {u["tenant_id"] for u in users}
    if len(tenants) != 3 or "default" not in tenants:
        err(f"expected 3 tenants incl. default, got {sorted(tenants)}")
    pairs = [(u["user_id"], u["tenant_id"]) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id)")
    multi = [uid for uid in {p[0] for p in pairs} if sum(1 for p in pairs if p[0] == uid) > 1]
    if len(multi) != 1 or sum(1 for p in pairs if p[0] == multi[0]) != 2:
        err(f"exactly one user_id must appear under two tenants, got {multi}")
    stats["shared_user"] = multi

    acct_by_key = {a["key"]: a for a in ACCOUNTS}
    user_by_key = {a["key"]: u for a, u in zip(ACCOUNTS, users)}
    kind_counts = {}
    probe_ids = set()
    n_sup = 0
    n_forbid_nonleak = 0
    mem_counts = []
    exp_empty = 0
    para_overlaps = []

    for acct, u in zip(ACCOUNTS, users):
        k = acct["key"]
        theme = acct["_theme"]
        id_of = meta[k]["id_of"]
        mems = u["memories"]
        by_id = {m["id"]: m for m in mems}
        if set(u) != allowed_user:
            err(f"[{k}] user fields {sorted(u)}")
        if len(by_id) != len(mems):
            err(f"[{k}] duplicate memory ids")
        mem_counts.append(len(mems))
        if not (140 <= len(mems) <= 160):
            err(f"[{k}] {len(mems)} memories, expected about 150")
        if not (14 <= len(theme) <= 18):
            err(f"[{k}] {len(theme)} theme memories, expected 14-18")
        all_text = [m["content"] for m in mems]
        for m in mems:
            if set(m) - allowed_mem:
                err(f"[{k}] memory fields {sorted(m)}")
            ca = parse_iso(m["created_at"])
            if not (CREATED_MIN <= ca <= CREATED_MAX):
                err(f"[{k}] created_at out of range {m['created_at']}")
            for w in BANNED_EVERYWHERE:
                if w in m["content"]:
                    err(f"[{k}] banned word {w} in memory {m['content']}")
        tid = {key: id_of[("theme", key)] for key in theme}
        # supersessions
        superseded = set()
        for old, new in acct["sup"]:
            mo, mn = theme[old], theme[new]
            if mo["valid_until"] is not None or mn["valid_until"] is not None:
                err(f"[{k}] supersession {old}->{new} carries valid_until")
            if not mo["created"] < mn["created"]:
                err(f"[{k}] supersession {old}->{new} not later")
            for w in CHANGE_WORDS:
                if w in mn["content"]:
                    err(f"[{k}] change word {w} in superseding {new}")
            superseded.add(old)
            n_sup += 1
        expired = {key for key, m in theme.items() if m["valid_until"] is not None}
        if expired & set(k2 for pair in acct["sup"] for k2 in pair):
            err(f"[{k}] expired memory used in a supersession pair")
        stale = superseded | expired
        # date sanity for theme memories
        for key, m in theme.items():
            c = m["content"]
            for w in RELATIVE_WORDS:
                if w in c:
                    err(f"[{k}] relative/holiday word {w} in theme memory {key}")
            rest = c
            for mt in DATE_RE.finditer(c):
                y, mo_, d = int(mt.group(1)), int(mt.group(2)), int(mt.group(3) or 1)
                dd = datetime(y, mo_, d, tzinfo=TZ)
                if m["valid_until"] is None and dd <= TODAY:
                    err(f"[{k}] dated theme memory {key} without valid_until is not in the future")
                if m["valid_until"] is not None and dd > m["valid_until"]:
                    err(f"[{k}] {key} date after its valid_until")
                rest = rest.replace(mt.group(0), "")
            if BARE_MONTH_RE.search(rest):
                err(f"[{k}] bare month in theme memory {key}: {c}")
        # probes
        for p, po in zip(acct["probes"], u["probes"]):
            kind = p["kind"]
            kind_counts[kind] = kind_counts.get(kind, 0) + 1
            pid = po["id"]
            if set(po) - allowed_probe:
                err(f"[{pid}] probe fields")
            if pid in probe_ids:
                err(f"[{pid}] duplicate probe id")
            probe_ids.add(pid)
            if f"_{kind}_" not in pid:
                err(f"[{pid}] kind not in id")
            for w in BANNED_EVERYWHERE:
                if w in po["query"]:
                    err(f"[{pid}] banned word {w} in query")
            at = parse_iso(po["at"])
            if at.date() != TODAY.date():
                err(f"[{pid}] probe not asked on reference day")
            for rid in po["relevant"]:
                if rid not in by_id:
                    err(f"[{pid}] relevant id {rid} not in asking account")
            wanted_keys = [] if p.get("bg") else list(p["rel"])
            for wk in wanted_keys:
                if wk in stale:
                    err(f"[{pid}] wants stale memory {wk}")
            wanted_text = [by_id[r]["content"] for r in po["relevant"] if r in by_id]
            n_rel = len(po["relevant"])
            if kind in ("abst", "leak") and n_rel != 0:
                err(f"[{pid}] {kind} must want nothing")
            if kind == "task" and not (2 <= n_rel <= 5):
                err(f"[{pid}] task wants {n_rel}")
            if kind in ("para", "direct", "bg") and n_rel != 1:
                err(f"[{pid}] {kind} wants {n_rel}")
            if kind == "exp":
                if n_rel == 0:
                    exp_empty += 1
                if not p.get("forbid") or not all(src in expired for _, src in p["forbid"]):
                    err(f"[{pid}] exp probe must forbid an expired plan")
                for _, src in p.get("forbid", []):
                    if src in expired and not theme[src]["valid_until"] < at:
                        err(f"[{pid}] exp source {src} not expired at probe time")
            if kind == "bg":
                if not (n_rel == 1 and by_id[po["relevant"][0]]["content"] == p["bg"]):
                    err(f"[{pid}] bg target mismatch")
            if kind == "para":
                ov = para_overlap(po["query"], wanted_text[0])
                para_overlaps.append(len(ov))
                if len(ov) > 1:
                    err(f"[{pid}] para shares bigrams {ov} with wanted memory")
            if kind == "abst":
                if not p.get("guard"):
                    err(f"[{pid}] abst without guard")
                for g in p.get("guard", []):
                    for t in all_text:
                        if has(t, g):
                            err(f"[{pid}] guard {g} found in account memory: {t}")
            # forbid checks
            for kw, src in p.get("forbid", []):
                if kind == "leak":
                    okey, mkey = src
                    if okey == k:
                        err(f"[{pid}] leak source is the asking account")
                    other = acct_by_key[okey]
                    same_uid = other["user_id"] == acct["user_id"]
                    if not has(other["_theme"][mkey]["content"], kw):
                        err(f"[{pid}] leak kw {kw} not in source {okey}:{mkey}")
                    if mkey in {o for o, _ in other["sup"]} or other["_theme"][mkey]["valid_until"]:
                        err(f"[{pid}] leak source {okey}:{mkey} is stale")
                    if not any(has(m["content"], kw) for m in user_by_key[okey]["memories"]):
                        err(f"[{pid}] leak kw {kw} absent from source account")
                    for t in all_text:
                        if has(t, kw):
                            err(f"[{pid}] leak kw {kw} present in asking account: {t}")
                    p["_same_uid"] = same_uid
                else:
                    if src not in stale:
                        err(f"[{pid}] forbid source {src} is neither superseded nor expired")
                    if not has(theme[src]["content"], kw):
                        err(f"[{pid}] forbid kw {kw} not in its source {src}")
                    src_id = tid[src]
                    for m in mems:
                        if m["id"] != src_id and has(m["content"], kw):
                            err(f"[{pid}] forbid kw {kw} also in {m['id']}: {m['content']}")
                    for t in wanted_text:
                        if has(t, kw):
                            err(f"[{pid}] forbid kw {kw} in a wanted memory")
            if kind == "leak" and not p.get("forbid"):
                err(f"[{pid}] leak without forbid")
            if kind not in ("leak",) and p.get("forbid"):
                n_forbid_nonleak += 1

    for kind, target in KIND_TARGETS.items():
        if kind_counts.get(kind, 0) != target:
            err(f"kind {kind}: {kind_counts.get(kind, 0)} != {target}")
    if sum(kind_counts.values()) != 128:
        err(f"total probes {sum(kind_counts.values())} != 128")
    if n_sup < 45:
        err(f"only {n_sup} supersessions")
    if n_forbid_nonleak < 40:
        err(f"only {n_forbid_nonleak} non-leak forbid probes")
    if exp_empty != 2:
        err(f"exp probes wanting nothing: {exp_empty} != 2")
    cross_tenant_leaks = sum(1 for a in ACCOUNTS for p in a["probes"] if p["kind"] == "leak" and p.get("_same_uid"))
    if cross_tenant_leaks < 4:
        err(f"only {cross_tenant_leaks} same-user cross-tenant leak probes")

    stats.update(accounts=len(users), tenants=sorted(tenants), memories_min=min(mem_counts),
                 memories_max=max(mem_counts), memories_total=sum(mem_counts),
                 theme_per_account=[meta[a["key"]]["n_theme"] for a in ACCOUNTS],
                 probes=dict(sorted(kind_counts.items())), probes_total=sum(kind_counts.values()),
                 supersessions=n_sup, forbid_probes_nonleak=n_forbid_nonleak,
                 exp_wanting_nothing=exp_empty, same_user_cross_tenant_leaks=cross_tenant_leaks,
                 para_max_shared_bigrams=max(para_overlaps) if para_overlaps else None,
                 bg_candidates_min=min(meta[a["key"]]["n_cands"] for a in ACCOUNTS))
    return errs, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="rebuild in memory, byte-compare with the file on disk, validate")
    args = ap.parse_args()
    data, meta = build()
    blob = dump(data)
    errs, stats = validate(data, meta)
    if args.check:
        if not OUT_PATH.exists():
            errs.append(f"{OUT_PATH.name} missing")
        elif OUT_PATH.read_bytes() != blob:
            errs.append(f"{OUT_PATH.name} differs from a fresh rebuild")
        else:
            on_disk = json.loads(OUT_PATH.read_text(encoding="utf-8"))
            if on_disk != data:
                errs.append("parsed file differs from rebuild")
    for e in errs:
        print("ERROR:", e)
    print(json.dumps(stats, ensure_ascii=False))
    if errs:
        print(f"FAILED ({len(errs)} errors)")
        return 1
    if not args.check:
        OUT_PATH.write_bytes(blob)
        print(f"wrote {OUT_PATH} ({len(blob)} bytes, sha256 {hashlib.sha256(blob).hexdigest()})")
    else:
        print(f"CHECK OK: {OUT_PATH.name} matches rebuild (sha256 {hashlib.sha256(blob).hexdigest()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
