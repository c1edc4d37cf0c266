"""Build zh_retrieval_holdout21.json, a blind Chinese Track-R set (memory-eval/v1).

Written 2026-12-02.

Blindness record
----------------
This set was written blind. While writing it the author read exactly two files:

  * /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  * /work/main/bench/data/src/background_pool.py     (the background filler pool)

The only directory listed was this set's own folder
(/work/main/bench/data/holdout21/). No other file under /work/main was listed,
opened, grepped or globbed (no other data set, no engine code, no tests, no
README), and neither the engine, bench.eval nor any test was run. The
background statements are parsed here by our own small parser from the pool's
documented syntax (``## topic type`` blocks, ``[family:cluster, active]``
tags); the project's own sampler was not read.

Themes (new for this set)
-------------------------
1. Exam and school calendars: a high-school maths teacher moved from head
   teacher of a graduating class to the academic office; a graduate who gave
   up 考研 and became a township civil servant; a 陪读 mother whose son has
   just left for university; a rural 特岗 teacher who got a post back home.
2. Seasons, harvests and livestock: a greenhouse farmer who switched crops, a
   trawler fisherman bound by the 休渔 ban, a Hulunbuir herder (lambing, hay
   making, a new 牧家乐), a Heilongjiang rice farmer who rents far more land.
3. Long-distance couples and split families: a grandmother raising 留守
   grandchildren, a 军嫂 who has just followed her husband to a new post, and
   two different women who share one user_id under two tenants -- a nurse
   whose boyfriend studies abroad and a pregnant trade clerk whose husband is
   posted abroad (confusable lives, cross-tenant leak probes).

Each account has 10-12 core memories (ids aNNmNN) and about 140 background
memories (ids bNNN; 136-144 per account, 125 for the illiterate grandmother
a09, whose filler is filtered hardest) sampled deterministically from
background_pool.POOL, with created_at spread over 2024-01 .. 2026-09 (+08:00).
Filler is filtered per account so it never contradicts the core life (office,
tech, urban, college or literacy statements dropped where they would not fit;
one cluster per tag family; "active" dropped for users with back, knee, heart
or pregnancy limits; statements naming a place used by the account's core
memories or non-abstention probes, or containing any of its forbid keywords,
are dropped). Several core facts are superseded
by a newer core memory (new job, new home, changed medicine, changed crop,
changed herd size, changed plan); probes about the current state forbid the
old memory's distinctive keywords. Dated plans: a01m11 and a04m11 carry an
explicit valid_until; the other dated plans (国庆, 元旦, 春节, 暑假, "2026年8月")
carry none, so the engine has to infer their end from the content.

Probe kinds
-----------
| kind   | count | what it tests                                              |
|--------|-------|------------------------------------------------------------|
| para   |    42 | colloquial paraphrase of one core memory, little overlap   |
| task   |    24 | travel-planning request needing 3-5 core memories          |
| direct |    10 | direct question on a current fact, forbid on replaced fact |
| abst   |    20 | nothing should be injected (relevant: [])                  |
| expiry |    10 | passed dated plan or newest version of a replaced fact     |
| bg     |     6 | answered only by one specific background memory            |
| total  |   112 | 4 of them forbid the other tenant's keywords (same user_id)|

Usage
-----
  python build_holdout21.py           write zh_retrieval_holdout21.json
  python build_holdout21.py --check   validate the file and compare it byte
                                      for byte with a fresh in-memory rebuild
"""

import datetime as _dt
import json
import os
import random
import re
import sys
import time
import unicodedata

sys.dont_write_bytecode = True  # leave no __pycache__ next to background_pool.py
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
import background_pool  # noqa: E402

OUT_NAME = "zh_retrieval_holdout21.json"
OUT_PATH = os.path.join(HERE, OUT_NAME)
SET_NAME = "zh_retrieval_holdout21"
TZ = "+08:00"

EXPECTED_KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
EXPECTED_TOTAL = 112
EXPECTED_CROSS_TENANT = 4
KIND_ORDER = ["para", "task", "direct", "abst", "expiry", "bg"]

BG_START = _dt.datetime(2024, 1, 1, 0, 0)
BG_END = _dt.datetime(2026, 9, 30, 23, 59)

# --------------------------------------------------------------------------
# background exclusion presets (realism: keep filler consistent with a life)
# --------------------------------------------------------------------------
OFFICE_WORDS = ["公司", "同事", "工位", "领导", "加班", "会议", "年终", "绩效", "实习生",
                "工牌", "报销", "出差", "跳槽", "述职", "转岗"]
NO_COLLEGE_WORDS = ["大学", "大三", "支教", "读博", "研究生", "室友", "毕业旅行"]
ELDER_WORDS = ["B站", "豆瓣", "Notion", "Kindle", "博客", "乐高", "剧本杀", "88VIP", "Switch",
               "魔兽", "王者荣耀", "悟空", "折叠屏", "机械键盘", "树莓派", "NAS", "Python",
               "PS修图", "剪映", "AI", "Excel", "播客", "脱口秀", "漫威", "海贼王", "手账",
               "比价插件", "密码管理器", "智能灯", "投影仪", "拉花", "英文原版", "跆拳道",
               "少年宫", "钢琴", "黑胶", "尤克里里", "五月天", "电子乐", "说唱", "私教",
               "半程马拉松", "夜跑", "网球", "滑冰", "公路自行车", "跳绳", "魔方", "正畸",
               "痘", "智齿", "侄子", "弟弟", "堂弟", "表哥", "表姐", "妹妹", "姐姐", "外婆",
               "爷爷", "小时候", "读书会", "在职", "小学一年级"]
ILLITERATE_WORDS = ["书", "日记", "写", "字", "报纸", "读", "记账", "清单", "文具", "笔记本",
                    "博客", "手账", "App", "电脑", "平板", "英文", "剧透", "报税", "资产表",
                    "记路", "宜家", "城市马拉松", "摄影", "小区", "双十一", "网购", "代购",
                    "信用卡", "基金", "养老金", "个人所得税", "可转债", "P2P", "数字货币",
                    "电子产品", "首发", "1.5倍速", "会员", "白噪音", "肖邦", "爵士", "周杰伦",
                    "宫崎骏", "肖申克", "科幻", "鼠标", "久坐", "维生素D", "献血"]

TECH_WORDS = ["App", "NAS", "Notion", "Kindle", "MacBook", "树莓派", "机械键盘", "智能灯",
              "密码管理器", "Python", "Excel", "PS修图", "剪映", "AI", "折叠屏", "WiFi", "路由器",
              "电视盒子", "打印机", "比价插件", "88VIP", "iPhone", "微博", "电子书", "豆瓣", "B站",
              "效率软件", "两个手机号", "屏幕使用时间", "蓝牙耳机", "运动手表", "平板", "数字货币",
              "可转债", "P2P", "个人所得税", "养老金账户", "指数基金", "Switch", "独立游戏",
              "塞尔达", "魔兽", "悟空", "游戏主播", "电脑", "鼠标"]
URBAN_WORDS = ["小区", "业委会", "业主群", "宜家", "地铁", "城市马拉松", "城市夜跑",
               "十七楼", "物业费", "便利店", "广场舞", "书店", "图书馆", "剧本杀", "陶艺工作室",
               "商场", "咖啡店", "健身房", "健身卡", "私教", "游泳班", "瑜伽", "滑冰场", "KTV"]
HOUSING_WORDS = ["租房", "房东", "房租", "房贷", "新房", "装修", "离公司近"]
NO_SMARTPHONE_WORDS = ["手机", "网上", "网购", "直播", "快递", "购物车", "电商", "双十一",
                       "二手平台", "微信", "朋友圈", "信用卡", "基金", "会员", "驿站", "下单",
                       "代购", "视频网站"]


def _han(s):
    return unicodedata.normalize("NFKC", s).lower()


# --------------------------------------------------------------------------
# the twelve accounts
# --------------------------------------------------------------------------
# core: (local id, created_at, type, importance, content, valid_until|None)
# probes: (kind, at, query, relevant local ids or "bg:<statement>", forbid)
ACCOUNTS = [
    # ------------------------------------------------------------------ a01
    {
        "key": "a01", "user_id": "u21_tangjing", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile"],
            "exclude_substr": OFFICE_WORDS + ["教师资格证", "机械工程", "弟弟在读大学", "颈椎",
                                              "地铁"],
            "clusters": {"commute": "ebike", "parents": "retired", "housing": "own"},
            "no_active": True,
        },
        "core": [
            ("m01", "2024-02-26T20:15", "profile", 0.8, "用户在江西赣州一所公立高中教数学，已经教了十六年书", None),
            ("m02", "2024-09-02T21:30", "profile", 0.7, "用户这学年当高二5班的班主任，每天早上六点半就得到教室盯早读", None),
            ("m03", "2025-08-30T19:40", "profile", 0.7, "用户2025年9月起跟着5班升到高三，继续当班主任，一直带到2026年6月高考结束", None),
            ("m04", "2026-07-15T10:20", "profile", 0.85, "用户2026年7月起调到学校教务处当副主任，负责全校排课和考务安排", None),
            ("m05", "2024-05-10T22:05", "profile", 0.9, "用户腰椎间盘突出，坐车超过两个小时腰就受不了，中途必须下车走动一下", None),
            ("m06", "2024-11-03T20:50", "relation", 0.75, "用户的丈夫是派出所民警，节假日经常要值班，很难和用户同时休假", None),
            ("m07", "2025-03-14T21:10", "relation", 0.8, "用户的女儿2027年6月参加中考，补习班只有除夕到初五停课", None),
            ("m08", "2024-07-22T18:30", "profile", 0.8, "用户学校的暑假补课要到7月20号左右才结束，8月20号前后又要回校备课，一年里能完整休息的只有这一个月", None),
            ("m09", "2025-01-18T15:45", "preference", 0.85, "用户晕船很厉害，坐过一次游船吐了一路，以后都不肯坐船", None),
            ("m10", "2025-06-12T20:00", "event", 0.7, "用户每年寒假都带女儿回南昌娘家过年，一般要到正月初三以后才有空出门", None),
            ("m11", "2026-08-05T21:25", "event", 0.7, "用户计划2026年国庆假期带女儿去福建永定看土楼，玩三天", "2026-10-08T00:00:00+08:00"),
            ("m12", "2026-10-20T20:40", "event", 0.75, "用户打算等女儿2027年中考一结束，暑假带她去云南大理住一个星期", None),
        ],
        "probes": [
            ("para", "2026-11-02T21:05", "我这脊梁骨的老毛病，搭长途大巴能撑多久？", ["m05"], []),
            ("para", "2026-11-03T20:40", "我家那位逢年过节一般能陪我出去玩不？", ["m06"], []),
            ("para", "2026-11-04T19:30", "水上那些摇摇晃晃的交通工具，我扛得住吗？", ["m09"], []),
            ("para", "2026-11-05T22:10", "七八月里我到底哪几周是真闲着的？", ["m08"], []),
            ("task", "2026-11-05T21:00", "帮我排一下明年暑假带闺女出去玩一周的行程，从赣州出发", ["m12", "m05", "m08", "m09"], []),
            ("task", "2026-11-08T20:20", "寒假想带孩子出门转几天，帮我排个行程", ["m10", "m07", "m05", "m09"], []),
            ("direct", "2026-11-10T19:50", "我现在在学校担任什么职务？", ["m04"], [["5班"], ["早读"]]),
            ("abst", "2026-11-06T12:30", "帮我写一条朋友圈文案，庆祝同事乔迁新居", [], []),
            ("abst", "2026-11-09T13:15", "月球离地球大概有多远？", [], []),
            ("expiry", "2026-11-20T20:30", "最近我有啥出远门的打算来着？", ["m12"], [["土楼"]]),
        ],
    },
    # ------------------------------------------------------------------ a02
    {
        "key": "a02", "user_id": "u21_gaoyuan", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile"],
            "exclude_substr": OFFICE_WORDS + HOUSING_WORDS + ["在职研究生", "武汉读的大学", "机械工程",
                                                               "考研"],
            "clusters": {"parents": "working", "housing": "rent", "car": "none"},
        },
        "core": [
            ("m01", "2024-03-02T19:20", "profile", 0.7, "用户2023年从郑州一所二本院校毕业，本科学的是汉语言文学", None),
            ("m02", "2024-06-15T22:40", "event", 0.75, "用户在准备考研，目标是华中师范大学的语言学专业", None),
            ("m03", "2025-04-10T21:00", "event", 0.75, "用户第二次考研也没过线，决定不再考研，改考公务员", None),
            ("m04", "2026-05-20T16:30", "profile", 0.9, "用户考上了河南许昌一个乡镇的公务员，2026年7月正式入职", None),
            ("m05", "2024-08-09T20:10", "preference", 0.8, "用户手头紧，出去玩一天的花销最好控制在三百块以内", None),
            ("m06", "2024-10-12T09:30", "profile", 0.9, "用户有过敏性哮喘，杨柳絮飘的季节和海拔高的地方都不能去", None),
            ("m07", "2025-01-05T23:10", "relation", 0.8, "用户的女朋友在杭州读研究生，两人异地，平时只能靠假期见面", None),
            ("m08", "2024-12-20T12:40", "preference", 0.75, "用户吃不了辣，吃一点辣的胃就疼", None),
            ("m09", "2026-08-01T18:50", "profile", 0.8, "用户新单位规定试用期一年内只有五天年假，而且要提前两周报批", None),
            ("m10", "2024-07-03T20:30", "profile", 0.6, "用户备考期间在郑州大学附近的考研公寓租了个单间，一个月六百块", None),
            ("m11", "2026-07-10T21:15", "profile", 0.8, "用户搬进了许昌乡镇政府的职工宿舍，周末坐城乡公交回市区", None),
            ("m12", "2026-09-18T22:00", "event", 0.75, "用户打算2027年元旦假期坐高铁去杭州看女朋友，待三天", None),
        ],
        "probes": [
            ("para", "2026-11-02T22:15", "我这喘不上气的老毛病，春天哪种东西要躲着点？", ["m06"], []),
            ("para", "2026-11-03T12:20", "麻婆豆腐水煮鱼这些，我能不能碰？", ["m08"], []),
            ("para", "2026-11-04T21:40", "我念书那会儿主修的是啥？", ["m01"], []),
            ("para", "2026-11-05T23:00", "我对象现在在哪个城市念书？", ["m07"], []),
            ("task", "2026-11-06T21:30", "帮我排一下元旦去看对象的行程，三天左右", ["m12", "m07", "m05", "m08", "m09"], []),
            ("task", "2026-11-12T20:45", "帮我排一下明年五一出去玩几天的行程", ["m06", "m05", "m09", "m08"], []),
            ("direct", "2026-11-03T19:10", "我现在是做什么工作的？", ["m04"], [["华中师范"], ["语言学"]]),
            ("abst", "2026-11-07T10:05", "一斤等于多少克？", [], []),
            ("abst", "2026-11-10T15:30", "帮我同事查查，孕妇能不能喝咖啡？", [], []),
            ("expiry", "2026-12-15T21:20", "我这阵子平时住在哪儿？", ["m11"], [["考研公寓"]]),
        ],
    },
    # ------------------------------------------------------------------ a03
    {
        "key": "a03", "user_id": "u21_zhoumin", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "home profile", "trips event",
                               "car profile", "games preference"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + TECH_WORDS + ["献血", "弟弟", "机械工程",
                                                                 "家族群", "修到了"],
            "clusters": {"parents": "retired"},
            "force": ["用户家里的家谱修到了第二十代"],
        },
        "core": [
            ("m01", "2024-02-20T21:00", "profile", 0.75, "用户是陪读妈妈，在儿子读书的县城高中附近租了个两居室，每天给孩子做三顿饭", None),
            ("m02", "2024-09-01T20:20", "relation", 0.7, "用户的儿子读高二，理科生，2026年6月参加高考", None),
            ("m03", "2026-08-20T19:30", "relation", 0.85, "用户的儿子考上了西安的一所大学，2026年9月去西安报到", None),
            ("m04", "2026-08-28T18:40", "profile", 0.85, "用户2026年8月底搬回了湖北孝感乡下的自建房，不在县城租房了", None),
            ("m05", "2024-04-11T22:15", "relation", 0.7, "用户的丈夫在深圳的建筑工地打工，一年只回家两趟", None),
            ("m06", "2024-11-08T09:10", "profile", 0.8, "用户有糖尿病，每天早晚要打两次胰岛素，胰岛素得冷藏带着", None),
            ("m07", "2026-03-15T10:30", "profile", 0.9, "用户的医生2026年3月给用户换了降糖方案，现在每天吃二甲双胍，再每周打一针司美格鲁肽", None),
            ("m08", "2024-06-22T20:45", "preference", 0.8, "用户晕车，坐大巴一定要坐前排，出发前还得吃晕车药", None),
            ("m09", "2025-05-02T21:30", "profile", 0.75, "用户从来没坐过飞机，心里有点怕，出远门更愿意坐火车", None),
            ("m10", "2025-10-12T20:05", "relation", 0.8, "用户家里有一位八十多岁的婆婆要照顾，用户出门最多只能离开五天，还得托邻居照看", None),
            ("m11", "2026-09-10T21:20", "event", 0.7, "用户计划2026年国庆坐火车去西安看儿子，顺便看看兵马俑", None),
            ("m12", "2026-10-15T20:30", "event", 0.75, "用户打算2027年寒假等儿子放假回来，和儿子一起坐火车去深圳看丈夫", None),
        ],
        "probes": [
            ("para", "2026-11-02T20:50", "家中那位耄耋老人需要人守着，我最长敢在外头待几日？", ["m10"], []),
            ("para", "2026-11-04T21:25", "我这辈子搭过航班没有？", ["m09"], []),
            ("para", "2026-11-06T19:40", "孩子今年录取到哪儿念书了？", ["m03"], []),
            ("task", "2026-11-09T20:15", "帮我排一下寒假去深圳看我老公的行程", ["m12", "m07", "m09", "m10", "m08"], []),
            ("task", "2026-11-14T21:05", "儿子在学校那边，我想过去看看他顺便玩两天，帮我规划下行程", ["m03", "m09", "m10", "m07", "m08"], []),
            ("direct", "2026-11-04T08:30", "我现在控制血糖每天用的什么药？", ["m07"], [["胰岛素"]]),
            ("abst", "2026-11-07T11:40", "西红柿炒鸡蛋先放蛋还是先放西红柿？", [], []),
            ("abst", "2026-11-11T16:20", "帮我邻居问问，医保卡丢了怎么补办？", [], []),
            ("expiry", "2026-11-22T20:10", "接下来我有什么出门的安排？", ["m12"], [["兵马俑"]]),
            ("bg", "2026-11-16T21:35", "咱们家族谱如今续到多少辈了？", ["bg:用户家里的家谱修到了第二十代"], []),
        ],
    },
    # ------------------------------------------------------------------ a04
    {
        "key": "a04", "user_id": "u21_lixiaoyu", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "car profile"],
            "exclude_substr": OFFICE_WORDS + HOUSING_WORDS + ["教师资格证", "机械工程", "驾照", "摄影"],
            "clusters": {"commute": "bus", "parents": "retired", "housing": "rent"},
        },
        "core": [
            ("m01", "2024-03-05T21:40", "profile", 0.75, "用户是贵州毕节一所村小的特岗教师，教三年级语文和音乐", None),
            ("m02", "2026-07-25T15:20", "profile", 0.9, "用户2026年考上了老家山东临沂城区小学的教师编制，9月起在临沂上班", None),
            ("m03", "2024-09-20T20:30", "profile", 0.7, "用户每学期开学头一周要开家长会、做家访，那一周请不了假", None),
            ("m04", "2024-12-10T12:20", "profile", 0.9, "用户对芒果和菠萝过敏，吃了嘴唇会肿", None),
            ("m05", "2025-02-14T19:00", "profile", 0.7, "用户没有驾照，出门只能坐公共交通", None),
            ("m06", "2025-05-18T22:50", "preference", 0.75, "用户喜欢拍星空，出去玩最想去光污染少、能看到银河的地方", None),
            ("m07", "2025-08-02T20:10", "preference", 0.7, "用户一个人出门只住有女性专属楼层的酒店，或者口碑好的青旅女生间", None),
            ("m08", "2025-11-01T21:00", "profile", 0.75, "用户每年寒假放假后的头两周要参加教育局组织的教师培训", None),
            ("m09", "2026-09-05T20:40", "relation", 0.7, "用户回临沂后和父母住在一起，母亲腿脚不好，走不了远路", None),
            ("m10", "2026-09-12T21:15", "preference", 0.85, "用户给自己定的旅行预算是一年不超过五千块", None),
            ("m11", "2026-08-15T22:30", "event", 0.7, "用户报名了2026年11月的普通话水平测试，考前一个月要天天练", "2026-11-30T00:00:00+08:00"),
            ("m12", "2024-06-30T18:45", "profile", 0.75, "用户一到夏天就容易中暑，特别怕闷热天气", None),
        ],
        "probes": [
            ("para", "2026-11-03T12:10", "哪些热带水果我一沾就出事？", ["m04"], []),
            ("para", "2026-11-04T22:20", "旅行时我最想用相机记录的是啥？", ["m06"], []),
            ("para", "2026-11-06T18:35", "我自己能不能开车上路？", ["m05"], []),
            ("para", "2026-11-08T21:50", "三伏天我身体会有什么状况？", ["m12"], []),
            ("task", "2026-11-05T20:55", "帮我排一下寒假一个人出去玩五六天的行程", ["m08", "m06", "m07", "m05", "m10"], []),
            ("task", "2026-11-11T21:30", "明年暑假想带我妈出去玩几天，帮我排个行程", ["m09", "m12", "m04", "m10", "m05"], []),
            ("direct", "2026-11-02T19:45", "我现在在哪里教书？", ["m02"], [["毕节"], ["特岗"]]),
            ("abst", "2026-11-09T14:00", "帮我想一句祝朋友新婚快乐的祝福语", [], []),
            ("expiry", "2027-01-10T20:20", "我最近有没有什么要准备的考试？", [], [["普通话"]]),
        ],
    },
    # ------------------------------------------------------------------ a05
    {
        "key": "a05", "user_id": "u21_madeshun", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "tech preference", "games preference",
                               "home profile", "car profile", "pets relation", "family relation",
                               "trips event", "learning profile"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + ELDER_WORDS + TECH_WORDS + URBAN_WORDS
            + NO_SMARTPHONE_WORDS + ["血压", "喝茶", "膝盖", "献血", "爬", "跑步"],
            "no_active": True,
            "force": ["用户喜欢研究各种茶叶，最爱喝岩茶"],
        },
        "core": [
            ("m01", "2024-01-12T19:30", "profile", 0.75, "用户在山东寿光种了四个蔬菜大棚，主要种黄瓜和西红柿", None),
            ("m02", "2025-09-10T20:10", "profile", 0.85, "用户从2025年秋天起把四个大棚都改种了草莓，12月到第二年5月是采摘期，天天得守在棚里", None),
            ("m03", "2024-04-20T07:40", "profile", 0.85, "用户有高血压，每天早上吃一片氨氯地平", None),
            ("m04", "2024-07-08T20:30", "profile", 0.9, "用户膝盖长了骨刺，爬山、走长台阶都不行", None),
            ("m05", "2024-10-03T21:00", "relation", 0.8, "用户的老伴不敢坐飞机，两口子出远门只坐火车卧铺", None),
            ("m06", "2025-03-22T19:50", "profile", 0.85, "用户的大棚每年6月到8月歇棚，一年里只有这段时间能出远门", None),
            ("m07", "2025-06-01T12:10", "preference", 0.8, "用户吃不惯米饭和辣菜，出门最好顿顿有面食", None),
            ("m08", "2024-12-28T20:00", "relation", 0.65, "用户的儿子在青岛跑货运，孙子今年上幼儿园", None),
            ("m09", "2026-02-10T19:15", "profile", 0.7, "用户的大棚雇了两个帮工，离开超过十天就不放心", None),
            ("m10", "2026-06-15T20:20", "event", 0.6, "用户打算2026年7月跟老伴去北京看升旗，卧铺票已经让儿子订好了", None),
            ("m11", "2024-08-15T21:10", "profile", 0.7, "用户不会用智能手机订票挂号，这些事一般都让儿子在网上帮忙弄", None),
        ],
        "probes": [
            ("para", "2026-11-02T19:20", "我这两条腿关节里头长东西了，登高能行不？", ["m04"], []),
            ("para", "2026-11-05T12:30", "在外头吃饭我离不了哪一口？", ["m07"], []),
            ("para", "2026-11-09T20:40", "抢火车座位、约大夫门诊，我平时靠谁替我操办？", ["m11"], []),
            ("task", "2026-11-07T19:55", "明年歇棚的时候想带老伴出去转一圈，帮我排个行程", ["m06", "m04", "m05", "m07", "m09"], []),
            ("task", "2026-11-13T20:05", "帮我排一下去青岛看孙子住几天的行程", ["m08", "m05", "m06", "m04"], []),
            ("direct", "2026-11-03T07:50", "我每天吃的降压药叫啥？", ["m03"], []),
            ("abst", "2026-11-06T18:10", "冬至为什么要吃饺子？", [], []),
            ("abst", "2026-11-10T09:15", "帮我给村里写个通知，明天上午停电检修", [], []),
            ("expiry", "2026-12-05T19:40", "这个冬天我大棚里主要忙活啥？", ["m02"], [["黄瓜"], ["西红柿"]]),
            ("bg", "2026-11-17T20:25", "我平常最爱泡哪一路的茶？", ["bg:用户喜欢研究各种茶叶，最爱喝岩茶"], []),
        ],
    },
    # ------------------------------------------------------------------ a06
    {
        "key": "a06", "user_id": "u21_chenhaisheng", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "car profile"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + TECH_WORDS + HOUSING_WORDS
            + ["沙漠", "腱鞘炎", "弟弟"],
            "clusters": {"parents": "retired", "housing": "own", "pet": "fish"},
        },
        "core": [
            ("m01", "2024-02-18T20:00", "profile", 0.8, "用户在浙江舟山沈家门当渔民，家里有一条四十米长的拖网渔船", None),
            ("m02", "2024-03-10T19:30", "profile", 0.85, "用户每年5月1日到9月16日东海休渔，不能出海，这段时间最空", None),
            ("m03", "2024-09-20T06:10", "profile", 0.7, "用户出海一趟要二十多天，海上基本没有手机信号", None),
            ("m04", "2025-04-05T21:20", "profile", 0.8, "用户有风湿性关节炎，阴冷潮湿的天气关节疼得厉害", None),
            ("m05", "2025-07-15T20:40", "profile", 0.85, "用户有痛风，海鲜和啤酒都得少碰，发作起来脚肿得走不了路", None),
            ("m06", "2024-11-11T20:15", "profile", 0.65, "用户一家住在沈家门渔港边的老房子里", None),
            ("m07", "2026-04-18T18:30", "profile", 0.85, "用户2026年4月搬进了舟山新城的电梯房，离儿子的学校近", None),
            ("m08", "2025-01-30T21:05", "relation", 0.75, "用户的妻子在水产加工厂上班，冬季是加工旺季，请不了假", None),
            ("m09", "2025-10-08T22:00", "preference", 0.7, "用户看了一辈子海，出去玩想去内陆看看大山和沙漠", None),
            ("m10", "2026-03-01T20:30", "event", 0.6, "用户打算2026年6月趁休渔去宁波参加两周的船长证培训", None),
            ("m11", "2024-06-20T21:40", "preference", 0.8, "用户一家三口一年的旅游预算不超过一万五", None),
            ("m12", "2025-08-20T20:00", "relation", 0.7, "用户的儿子在舟山读初中，每年7月上旬有两周学校夏令营", None),
        ],
        "probes": [
            ("para", "2026-11-02T06:40", "我跑一趟船在外头漂多久，家里能联系上我吗？", ["m03"], []),
            ("para", "2026-11-04T21:15", "一到返潮的阴天我身上哪儿不对劲？", ["m04"], []),
            ("para", "2026-11-07T20:30", "我那嘌呤高的毛病，喝酒吃虾行不行？", ["m05"], []),
            ("para", "2026-11-09T21:45", "我媳妇冬天能跟我一块出门吗？", ["m08"], []),
            ("task", "2026-11-06T20:10", "明年休渔的时候想带老婆孩子出去玩一趟，帮我排个行程", ["m02", "m09", "m11", "m12", "m05"], []),
            ("task", "2026-11-12T19:35", "这趟出海回来能歇十来天，想自己出去走走，帮我排个行程", ["m09", "m04", "m05", "m08"], []),
            ("direct", "2026-11-04T07:15", "我哪段时间是不能出海的？", ["m02"], []),
            ("abst", "2026-11-08T15:50", "台风是怎么形成的？", [], []),
            ("expiry", "2026-12-08T20:50", "我们家现在住在哪一片？", ["m07"], [["渔港边"], ["老房子"]]),
        ],
    },
    # ------------------------------------------------------------------ a07
    {
        "key": "a07", "user_id": "u21_bateer", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "car profile", "home profile",
                               "pets relation"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + TECH_WORDS + URBAN_WORDS + ["收藏", "收集", "攒", "骑",
                                                                 "卡带", "小时候"],
            "clusters": {"parents": "retired"},
            "no_active": True,
            "force": ["用户从小喜欢集邮"],
        },
        "core": [
            ("m01", "2024-01-08T20:30", "profile", 0.8, "用户是内蒙古呼伦贝尔陈巴尔虎旗的牧民，家里养着六百多只羊和四十多头牛", None),
            ("m02", "2024-03-01T21:00", "profile", 0.85, "用户每年3月到4月接羔，母羊下羔那阵子一天都离不开人", None),
            ("m03", "2024-08-10T21:30", "profile", 0.85, "用户每年8月中到9月中打草，给牲畜备冬天的饲草，这一个月最忙", None),
            ("m04", "2024-10-20T20:00", "profile", 0.7, "用户冬天住在旗里的定居点，夏天跟着畜群住到夏牧场的蒙古包", None),
            ("m05", "2025-02-02T19:40", "relation", 0.75, "用户的两个孩子在海拉尔上寄宿学校，寒暑假才回牧区", None),
            ("m06", "2025-06-18T12:30", "preference", 0.8, "用户无肉不欢，吃不惯南方清淡的饭菜", None),
            ("m07", "2025-09-25T20:50", "profile", 0.85, "用户年轻时骑马摔断过右腿，现在走长路腿疼，但骑马开车都不受影响", None),
            ("m08", "2024-12-15T19:20", "preference", 0.7, "用户有一辆皮卡，出远门喜欢自己开车", None),
            ("m09", "2025-11-30T20:10", "relation", 0.75, "用户冬天出门时羊群托给弟弟代放，最多只能离开十天", None),
            ("m10", "2026-04-20T21:00", "profile", 0.75, "用户2026年起在家里办牧家乐，每年7月到8月初要接待游客", None),
            ("m11", "2026-05-10T20:40", "profile", 0.85, "用户2026年把羊减到三百只左右，腾出草场给牧家乐用", None),
        ],
        "probes": [
            ("para", "2026-11-02T20:15", "我以前伤过的那条腿，徒步逛景点吃得消吗？", ["m07"], []),
            ("para", "2026-11-05T21:30", "一年里我分别在哪儿落脚？", ["m04"], []),
            ("para", "2026-11-10T12:45", "要是去江浙那边，我对当地伙食会不会不适应？", ["m06"], []),
            ("task", "2026-11-08T20:35", "今年冬天想开车带老婆孩子往南边走走，帮我排一下行程", ["m09", "m05", "m08", "m06", "m07"], []),
            ("task", "2026-11-15T21:10", "明年想找个空档出去玩一趟，帮我排一下什么时候走、怎么走", ["m02", "m10", "m03", "m08"], []),
            ("direct", "2026-11-03T19:25", "孩子们平时在哪上学？", ["m05"], []),
            ("abst", "2026-11-06T10:40", "马一般能活多少年？", [], []),
            ("abst", "2026-11-12T16:05", "帮我查查北京到上海的高铁最快几个小时", [], []),
            ("expiry", "2026-12-12T20:00", "我家眼下羊群大概有多少只？", ["m11"], [["六百多只"]]),
            ("bg", "2026-11-18T21:20", "我打小就有的那个收藏爱好，收的是啥来着？", ["bg:用户从小喜欢集邮"], []),
        ],
    },
    # ------------------------------------------------------------------ a08
    {
        "key": "a08", "user_id": "u21_wangshoutian", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "tech preference", "games preference",
                               "home profile", "car profile", "pets relation", "family relation",
                               "trips event", "learning profile"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + ELDER_WORDS + TECH_WORDS + URBAN_WORDS
            + ["甲流"],
            "no_active": False,
        },
        "core": [
            ("m01", "2024-01-20T19:00", "profile", 0.75, "用户在黑龙江五常种水稻，自家有四十亩地", None),
            ("m02", "2025-12-01T19:40", "profile", 0.85, "用户2026年又流转了一百六十亩地，现在一共种两百亩水稻", None),
            ("m03", "2024-04-15T20:20", "profile", 0.85, "用户每年4月育秧、5月插秧，9月底到10月收割，这几段时间都走不开", None),
            ("m04", "2024-11-20T20:50", "profile", 0.8, "用户冬天农闲，11月到第二年3月都有空", None),
            ("m05", "2025-03-08T09:40", "profile", 0.85, "用户有慢性支气管炎，冬天在东北咳得厉害，医生建议去温暖湿润的地方过冬", None),
            ("m06", "2025-07-01T20:30", "relation", 0.8, "用户的老伴恐高，不敢坐飞机，两口子出门只坐高铁动车", None),
            ("m07", "2025-10-25T21:10", "relation", 0.7, "用户的女儿在广东佛山工作，去年生了外孙女", None),
            ("m08", "2024-08-18T12:00", "preference", 0.75, "用户顿顿离不开米饭，吃不惯面食", None),
            ("m09", "2026-01-10T20:00", "event", 0.75, "用户计划2026年冬天去海南租房猫冬三个月", None),
            ("m10", "2025-05-30T20:40", "relation", 0.8, "用户的老伴有腰椎管狭窄，走路超过半小时就得坐下歇歇", None),
            ("m11", "2024-02-28T19:30", "preference", 0.75, "用户家的钱主要留着买农机，出去玩一个月花销想控制在八千以内", None),
        ],
        "probes": [
            ("para", "2026-11-02T09:30", "一到三九天，我肺上那点毛病会怎样？", ["m05"], []),
            ("para", "2026-11-04T20:15", "我家老太婆肯不肯坐航班？", ["m06"], []),
            ("para", "2026-11-06T12:05", "我的主食偏好是啥？", ["m08"], []),
            ("para", "2026-11-09T20:55", "我们家老太婆逛景点，一口气能溜达多远？", ["m10"], []),
            ("task", "2026-11-06T19:45", "今年冬天去海南住一阵，帮我排一下怎么去、住哪儿、每天干点啥", ["m09", "m06", "m10", "m11", "m05"], []),
            ("task", "2026-11-13T20:30", "过完年想顺道去佛山看外孙女，帮我排个行程", ["m07", "m06", "m10", "m04"], []),
            ("direct", "2026-11-03T19:05", "我闺女在哪儿上班？", ["m07"], []),
            ("abst", "2026-11-08T10:20", "秋裤怎么洗不容易起球？", [], []),
            ("expiry", "2026-12-10T19:30", "我今年种了多少亩稻子？", ["m02"], [["四十亩"]]),
        ],
    },
    # ------------------------------------------------------------------ a09
    {
        "key": "a09", "user_id": "u21_liuxiuying", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile", "commute profile", "tech preference", "games preference",
                               "home profile", "car profile", "pets relation",
                               "trips event", "learning profile", "reading preference"],
            "exclude_substr": OFFICE_WORDS + NO_COLLEGE_WORDS + ELDER_WORDS + ILLITERATE_WORDS + TECH_WORDS
            + URBAN_WORDS
            + ["视频", "除夕", "过年", "泡", "父母", "父亲", "母亲", "红包", "家谱", "按摩椅",
               "微博", "同学", "班主任", "数独", "简笔画", "NBA", "皇马", "英剧", "诺兰", "996",
               "购物车", "网上", "二手平台", "香薰", "卡坦岛", "睡懒觉"],
            "n_range": (125, 125),
            "no_active": True,
            "force": ["用户晚上习惯泡脚"],
        },
        "core": [
            ("m01", "2024-01-15T20:00", "relation", 0.8, "用户在四川南充农村带着孙子和孙女，儿子儿媳在浙江义乌打工", None),
            ("m02", "2024-02-10T21:00", "relation", 0.75, "用户的儿子儿媳每年只有春节能回家十来天", None),
            ("m03", "2024-07-05T20:30", "event", 0.7, "用户每年暑假带孙子孙女坐火车去义乌，跟孩子爸妈团聚一个月", None),
            ("m04", "2024-09-15T19:45", "relation", 0.75, "用户每天晚上七点半固定和儿子一家视频，让孩子跟爸妈说说话", None),
            ("m05", "2025-03-20T10:00", "profile", 0.9, "用户有冠心病，随身带着速效救心丸，医生交代不能去高原", None),
            ("m06", "2025-05-12T20:10", "profile", 0.8, "用户不识字，看不懂车站的指示牌，出门得有人带或者提前问清楚", None),
            ("m07", "2025-08-30T20:40", "relation", 0.6, "用户的孙女上四年级，孙子上一年级", None),
            ("m08", "2026-06-28T21:20", "relation", 0.85, "用户的儿子在义乌开了网店，2026年秋天把孙女接到义乌上学，家里只剩孙子跟着用户", None),
            ("m09", "2025-11-05T19:30", "profile", 0.7, "用户家里养着十几只鸡和一头猪，出门得托邻居喂", None),
            ("m10", "2026-09-20T20:50", "event", 0.7, "用户打算2026年国庆坐火车去义乌看孙女，住一个星期", None),
            ("m11", "2026-10-18T20:15", "event", 0.8, "用户打算2027年春节不回南充过，带孙子去义乌跟儿子一家过年", None),
            ("m12", "2024-04-18T20:00", "profile", 0.85, "用户晕车很厉害，坐汽车超过一小时就吐，长途只坐火车", None),
        ],
        "probes": [
            ("para", "2026-11-02T10:15", "我心口那个老毛病，哪些地方去不得？", ["m05"], []),
            ("para", "2026-11-05T19:20", "太阳落山以后，我雷打不动要做的那件事是啥？", ["m04"], []),
            ("para", "2026-11-08T20:25", "我一个人进站上车能行吗？", ["m06"], []),
            ("task", "2026-11-07T20:00", "过年带孙子去他爸妈那边，帮我排一下路上怎么走", ["m11", "m12", "m06", "m05", "m09"], []),
            ("task", "2026-11-14T19:50", "明年暑假想带孙子出去见见世面，帮我排一下行程", ["m05", "m06", "m12", "m09"], []),
            ("direct", "2026-11-04T20:35", "我孙女现在在哪念书？", ["m08"], [["四年级"]]),
            ("abst", "2026-11-06T11:10", "腊肉怎么熏才香？", [], []),
            ("abst", "2026-11-10T17:45", "帮隔壁王婶问问，她孙子发烧三十八度要不要去医院？", [], []),
            ("expiry", "2026-11-25T20:05", "最近我有啥出远门的打算没？", ["m11"], [["国庆"]]),
            ("bg", "2026-11-19T21:40", "我晚上临睡前拿热水干啥来着？", ["bg:用户晚上习惯泡脚"], []),
        ],
    },
    # ------------------------------------------------------------------ a10
    {
        "key": "a10", "user_id": "u21_zhaojia", "tenant_id": "default",
        "bg": {
            "exclude_topics": ["work profile"],
            "exclude_substr": OFFICE_WORDS + ["视频电话", "西藏", "弟弟"],
            "clusters": {"parents": "working", "housing": "rent", "commute": "metro", "car": "none"},
        },
        "core": [
            ("m01", "2024-01-22T21:30", "relation", 0.8, "用户是军嫂，丈夫在西藏日喀则的边防部队服役", None),
            ("m02", "2026-06-10T20:00", "relation", 0.9, "用户的丈夫2026年6月调到了成都的部队机关工作", None),
            ("m03", "2024-03-18T20:15", "profile", 0.7, "用户在陕西宝鸡一家银行当柜员，一年有十天年假", None),
            ("m04", "2026-08-25T19:40", "profile", 0.9, "用户2026年8月随军搬到成都，在部队附近的幼儿园当保育员", None),
            ("m05", "2024-05-05T20:30", "relation", 0.85, "用户的儿子2019年出生，对鸡蛋过敏", None),
            ("m06", "2024-10-01T21:20", "profile", 0.85, "用户高原反应很重，上次去西藏探亲在拉萨吸了两天氧", None),
            ("m07", "2025-04-12T22:00", "relation", 0.6, "用户每晚九点半在丈夫熄灯前跟他视频十分钟", None),
            ("m08", "2025-09-09T20:10", "relation", 0.75, "用户的公公中风后坐轮椅，公婆住在宝鸡", None),
            ("m09", "2026-05-01T21:00", "event", 0.7, "用户计划2026年8月带儿子去日喀则探亲，陪丈夫过暑假", None),
            ("m10", "2026-09-28T20:30", "event", 0.8, "用户打算2027年元旦一家三口回宝鸡看公婆，再顺路去西安玩两天", None),
            ("m11", "2025-12-12T12:20", "preference", 0.8, "用户一点辣都吃不了", None),
            ("m12", "2026-09-15T21:00", "profile", 0.75, "用户在幼儿园刚入职，2026年底前最多只能请三天假", None),
        ],
        "probes": [
            ("para", "2026-11-02T20:20", "我家娃那个一吃就起疹子的东西是啥？", ["m05"], []),
            ("para", "2026-11-04T21:10", "我上高海拔地方身体扛得住吗？", ["m06"], []),
            ("para", "2026-11-07T19:35", "孩子爷爷现在行动方便吗？", ["m08"], []),
            ("para", "2026-11-09T12:40", "川菜里红油那些我能下得去嘴吗？", ["m11"], []),
            ("task", "2026-11-08T20:50", "元旦回婆家那趟，帮我把行程排一下", ["m10", "m08", "m05", "m11", "m12"], []),
            ("task", "2026-11-14T21:25", "想趁周末带孩子在成都周边玩两天，帮我排个行程", ["m05", "m11", "m06", "m02"], []),
            ("direct", "2026-11-05T19:15", "我现在做什么工作？", ["m04"], [["柜员"]]),
            ("abst", "2026-11-10T15:00", "熊猫一天要吃多少竹子？", [], []),
            ("expiry", "2026-11-24T20:40", "接下来一家人有什么出门的安排？", ["m10"], [["日喀则"]]),
        ],
    },
    # ------------------------------------------------------------------ a11 (shared user_id, tenant A)
    {
        "key": "a11", "user_id": "u21_linxi", "tenant_id": "tn21_qianli", "pair": "a12",
        "bg": {
            "exclude_topics": ["work profile"],
            "exclude_substr": OFFICE_WORDS + ["视频电话", "读博", "机械工程", "乐高", "拼图"],
            "clusters": {"parents": "retired", "housing": "rent", "commute": "metro", "pet": "fish"},
            "force": ["用户喜欢拼一千片以上的拼图"],
        },
        "core": [
            ("m01", "2024-02-12T23:10", "profile", 0.8, "用户在成都一家三甲医院当护士，三班倒", None),
            ("m02", "2024-04-01T22:30", "relation", 0.85, "用户的男朋友在新加坡国立大学读博士，两人异地恋第三年", None),
            ("m03", "2024-06-18T22:00", "profile", 0.85, "用户每个月最多攒出连续四天的假，要提前一个月跟护士长申请", None),
            ("m04", "2024-09-09T21:40", "profile", 0.8, "用户对猫毛过敏，住民宿要避开养猫的人家", None),
            ("m05", "2024-11-20T23:30", "relation", 0.7, "用户每天下夜班前后跟男朋友视频，两地没有时差", None),
            ("m06", "2025-03-03T21:00", "preference", 0.8, "用户每次去看男朋友，机票加住宿想控制在六千以内", None),
            ("m07", "2025-05-20T22:10", "preference", 0.9, "用户吃素，任何肉都不吃", None),
            ("m08", "2025-08-08T21:30", "profile", 0.75, "用户不会游泳，有点怕水", None),
            ("m09", "2025-12-01T22:45", "relation", 0.8, "用户的男朋友2027年6月博士毕业，两人约好他毕业后回成都工作", None),
            ("m10", "2026-08-30T22:00", "event", 0.8, "用户和男朋友计划2027年春节前后一起去马来西亚槟城玩五天", None),
            ("m11", "2026-03-20T21:00", "preference", 0.7, "用户坐红眼航班会偏头痛，订机票尽量选白天的航班", None),
        ],
        "probes": [
            ("para", "2026-11-03T23:20", "我平常饮食上有什么忌口？", ["m07"], [["花生"], ["肾上腺素"]]),
            ("para", "2026-11-05T22:40", "带喵星人的房东家，我能借宿吗？", ["m04"], []),
            ("para", "2026-11-09T23:05", "我家那位什么时候念完书，之后打算去哪？", ["m09"], []),
            ("task", "2026-11-06T22:30", "春节去槟城那趟，帮我把行程排一下", ["m10", "m07", "m08", "m04", "m11"], [["花生"], ["慕尼黑"]]),
            ("task", "2026-11-12T22:50", "下个月想飞过去看看他，帮我排一下行程", ["m02", "m03", "m06", "m11", "m07"], []),
            ("abst", "2026-11-07T13:30", "帮我给闺蜜写一段生日祝福", [], []),
            ("abst", "2026-11-11T14:10", "地球上最深的海沟是哪个？", [], []),
            ("bg", "2026-11-18T22:15", "我放假宅家爱拼的那种碎片玩意儿，一般挑多少片的？", ["bg:用户喜欢拼一千片以上的拼图"], []),
        ],
    },
    # ------------------------------------------------------------------ a12 (shared user_id, tenant B)
    {
        "key": "a12", "user_id": "u21_linxi", "tenant_id": "tn21_wanli", "pair": "a11",
        "bg": {
            "exclude_topics": ["commute profile"],
            "exclude_substr": ["视频电话", "献血", "读博", "在找离公司近", "补办"],
            "clusters": {"parents": "retired", "housing": "rent", "car": "none"},
            "no_active": True,
            "force": ["用户的工牌丢过一次，补办花了五十块"],
        },
        "core": [
            ("m01", "2024-03-08T21:00", "profile", 0.75, "用户在深圳一家外贸公司做跟单，经常对接欧洲客户", None),
            ("m02", "2024-05-15T22:20", "relation", 0.85, "用户的丈夫被公司外派到德国慕尼黑，合同签到2027年底", None),
            ("m03", "2024-07-20T20:30", "relation", 0.85, "用户三岁的女儿由外婆在汕头带着，用户每两周回一趟汕头", None),
            ("m04", "2024-10-10T07:20", "relation", 0.7, "用户和丈夫差着六七个小时时差，只能每天早上七点视频", None),
            ("m05", "2025-01-25T20:00", "profile", 0.95, "用户对花生严重过敏，随身带着肾上腺素笔", None),
            ("m06", "2026-08-12T21:30", "profile", 0.9, "用户2026年8月查出怀了二胎，预产期在2027年3月，医生叮嘱孕晚期不要坐飞机", None),
            ("m07", "2025-04-14T21:00", "profile", 0.8, "用户一年有十五天年假，但公司9月到11月是出货旺季，不批假", None),
            ("m08", "2025-06-30T22:10", "relation", 0.8, "用户的丈夫每年圣诞节有两周假，会回国团聚", None),
            ("m09", "2025-09-05T20:40", "profile", 0.7, "用户住在深圳南山区的出租屋里", None),
            ("m10", "2026-02-20T21:15", "relation", 0.75, "用户的公婆住在广州，每年除夕都要去广州吃年夜饭", None),
            ("m11", "2025-11-11T22:00", "preference", 0.7, "用户喜欢泡温泉，每次出去玩都想找有温泉的地方", None),
        ],
        "probes": [
            ("para", "2026-11-03T12:15", "我碰不得的那种坚果是啥？", ["m05"], [["猫毛"], ["吃素"]]),
            ("para", "2026-11-05T07:30", "我和老公一般几点连线聊天？", ["m04"], []),
            ("para", "2026-11-09T21:20", "我一年能歇几天，哪几个月别想请？", ["m07"], []),
            ("task", "2026-11-07T21:40", "圣诞节老公回来，帮我排一下一家三口出去玩几天的行程", ["m08", "m06", "m05", "m03", "m11"], [["新加坡"], ["吃素"]]),
            ("task", "2026-11-13T22:05", "过年前后想带女儿去德国找她爸住一阵，帮我规划下行程", ["m02", "m06", "m07", "m05", "m10"], []),
            ("abst", "2026-11-06T13:50", "帮我表妹挑一款适合大学生的笔记本电脑", [], []),
            ("abst", "2026-11-10T12:35", "为什么天空是蓝色的？", [], []),
            ("bg", "2026-11-18T20:45", "我那次把公司门禁卡搞丢了，补一张掏了多少钱？", ["bg:用户的工牌丢过一次，补办花了五十块"], []),
        ],
    },
]


# --------------------------------------------------------------------------
# background pool parsing and sampling
# --------------------------------------------------------------------------
def parse_pool():
    """Return a list of dicts: topic, type, text, tags (list of str)."""
    items = []
    topic, mtype = None, "fact"
    for raw in background_pool.POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("##"):
            head = line[2:].strip().split()
            mtype = head[-1]
            topic = " ".join(head)
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        items.append({"topic": topic, "type": mtype, "text": line, "tags": tags})
    return items


def _fmt(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + TZ


def _core_ts(s):
    return s + ":00" + TZ if len(s) == 16 else s


def sample_background(acc, pool, core_texts, probe_texts, forbid_words):
    cfg = acc["bg"]
    rng = random.Random("holdout21/bg/" + acc["key"] + "/" + acc["user_id"] + "/" + acc["tenant_id"])
    force = list(cfg.get("force", []))
    excl_topics = set(cfg.get("exclude_topics", []))
    excl_sub = [_han(w) for w in cfg.get("exclude_substr", [])]
    own_text = _han("".join(core_texts) + "".join(probe_texts))
    places = [p for p in background_pool.PLACE_WORDS if _han(p) in own_text]
    forb = [_han(w) for w in forbid_words]

    cands = []
    for it in pool:
        t = _han(it["text"])
        if it["text"] in force:
            continue
        if it["topic"] in excl_topics:
            continue
        if any(w in t for w in excl_sub):
            continue
        if any(_han(p) in t for p in places):
            continue
        if any(w in t for w in forb):
            continue
        if cfg.get("no_active") and "active" in it["tags"]:
            continue
        cands.append(it)

    # one cluster per family
    families = {}
    for it in cands:
        for tag in it["tags"]:
            if ":" in tag:
                fam, cl = tag.split(":", 1)
                families.setdefault(fam, [])
                if cl not in families[fam]:
                    families[fam].append(cl)
    chosen = {}
    for fam in sorted(families):
        want = cfg.get("clusters", {}).get(fam)
        chosen[fam] = want if want in families[fam] else rng.choice(sorted(families[fam]))
    kept = []
    for it in cands:
        ok = True
        for tag in it["tags"]:
            if ":" in tag:
                fam, cl = tag.split(":", 1)
                if chosen.get(fam) != cl:
                    ok = False
        if ok:
            kept.append(it)

    forced = []
    for text in force:
        hit = [it for it in pool if it["text"] == text]
        if len(hit) != 1:
            raise SystemExit("forced background statement not in pool: " + text)
        t = _han(text)
        if any(w in t for w in forb) or any(_han(p) in t for p in places):
            raise SystemExit("forced background statement filtered: " + text)
        forced.append(hit[0])

    lo_n, hi_n = cfg.get("n_range", (136, 144))
    n = rng.randint(lo_n, hi_n)
    need = n - len(forced)
    if len(kept) < need:
        raise SystemExit("%s: only %d background candidates for %d" % (acc["key"], len(kept), need))
    picked = forced + rng.sample(kept, need)

    span = int((BG_END - BG_START).total_seconds() // 60)
    rows = []
    for it in picked:
        lo = BG_START
        years = [int(y) for y in re.findall(r"(20\d\d)年", it["text"])]
        if years:
            lo = max(lo, _dt.datetime(max(years), 6, 1, 0, 0))
        lo_off = int((lo - BG_START).total_seconds() // 60)
        off = rng.randint(lo_off, span)
        dt = BG_START + _dt.timedelta(minutes=off)
        if dt.hour < 7:
            dt = dt.replace(hour=7 + dt.hour * 2)
        imp = round(rng.uniform(0.3, 0.6), 2)
        rows.append((dt, it["text"], it["type"], imp))
    rows.sort(key=lambda r: (r[0], r[1]))
    out = []
    for i, (dt, text, mtype, imp) in enumerate(rows, 1):
        out.append({"id": "b%03d" % i, "content": text, "type": mtype,
                    "importance": imp, "created_at": _fmt(dt)})
    return out


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
def build():
    pool = parse_pool()
    counters = {k: 0 for k in KIND_ORDER}
    users = []
    for acc in ACCOUNTS:
        key = acc["key"]
        core = []
        for lid, ts, mtype, imp, text, vu in acc["core"]:
            m = {"id": key + lid, "content": text, "type": mtype, "importance": imp,
                 "created_at": _core_ts(ts)}
            if vu:
                m["valid_until"] = vu
            core.append(m)
        core_texts = [c["content"] for c in core]
        probe_texts = [p[2] for p in acc["probes"] if p[0] != "abst"]
        forbid_words = [w for p in acc["probes"] for grp in p[4] for w in grp]
        bg = sample_background(acc, pool, core_texts, probe_texts, forbid_words)
        by_text = {b["content"]: b["id"] for b in bg}

        probes = []
        for kind in KIND_ORDER:
            for p in acc["probes"]:
                if p[0] != kind:
                    continue
                counters[kind] += 1
                rel = []
                for r in p[3]:
                    if r.startswith("bg:"):
                        rel.append(by_text[r[3:]])
                    else:
                        rel.append(key + r)
                probes.append({
                    "id": "h21-%s-%03d" % (kind, counters[kind]),
                    "at": _core_ts(p[1]),
                    "query": p[2],
                    "relevant": rel,
                    "forbid": [list(g) for g in p[4]],
                })
        users.append({
            "user_id": acc["user_id"],
            "tenant_id": acc["tenant_id"],
            "memories": core + bg,
            "probes": probes,
        })
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


# --------------------------------------------------------------------------
# check
# --------------------------------------------------------------------------
def _ts(s):
    return _dt.datetime.fromisoformat(s)


def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format field is not memory-eval/v1")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("expected 12 users")
        return errs
    accounts = {}
    seen_pairs = set()
    uid_count = {}
    for u in users:
        uid, tid = u.get("user_id"), u.get("tenant_id", "default")
        if (uid, tid) in seen_pairs:
            err("duplicate account %s/%s" % (uid, tid))
        seen_pairs.add((uid, tid))
        uid_count[uid] = uid_count.get(uid, 0) + 1
    shared = [k for k, v in uid_count.items() if v > 1]
    if len(shared) != 1 or uid_count[shared[0]] != 2:
        err("expected exactly one user_id shared by exactly two tenants")

    kinds = {k: 0 for k in KIND_ORDER}
    probe_ids = set()
    total = 0
    n_core = n_bg = 0
    for u in users:
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(ids) != len(set(ids)):
            err("%s: duplicate memory ids" % u["user_id"])
        mem = {m["id"]: m for m in mems}
        core = [m for m in mems if re.fullmatch(r"a\d\dm\d\d", m["id"])]
        bg = [m for m in mems if re.fullmatch(r"b\d{3}", m["id"])]
        if len(core) + len(bg) != len(mems):
            err("%s: memory id outside aNNmNN/bNNN" % u["user_id"])
        if not 10 <= len(core) <= 12:
            err("%s: %d core memories" % (u["user_id"], len(core)))
        if not 125 <= len(bg) <= 150:
            err("%s: %d background memories" % (u["user_id"], len(bg)))
        n_core += len(core)
        n_bg += len(bg)
        for m in mems:
            if not m.get("content"):
                err("%s: empty content" % m["id"])
            try:
                t = _ts(m["created_at"])
            except Exception:
                err("%s: bad created_at" % m["id"])
                continue
            if not (_dt.datetime(2024, 1, 1, tzinfo=t.tzinfo) <= t < _dt.datetime(2027, 1, 1, tzinfo=t.tzinfo)):
                err("%s: created_at outside 2024-2026" % m["id"])
            if not m["created_at"].endswith("+08:00"):
                err("%s: created_at not +08:00" % m["id"])
        accounts[(u["user_id"], u.get("tenant_id", "default"))] = u
        for p in u.get("probes", []):
            total += 1
            pid = p.get("id", "")
            mm = re.fullmatch(r"h21-(para|task|direct|abst|expiry|bg)-(\d{3})", pid)
            if not mm:
                err("bad probe id %r" % pid)
                continue
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            kind = mm.group(1)
            kinds[kind] += 1
            if not p.get("query"):
                err("%s: empty query" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err("%s: relevant missing" % pid)
                continue
            for r in rel:
                if r not in mem:
                    err("%s: relevant id %s not in memories" % (pid, r))
            at = _ts(p["at"])
            for r in rel:
                if r in mem and _ts(mem[r]["created_at"]) > at:
                    err("%s: relevant %s created after probe time" % (pid, r))
            ncore = sum(1 for r in rel if r.startswith("a"))
            nbg = sum(1 for r in rel if r.startswith("b"))
            if kind == "para" and not (ncore == 1 and nbg == 0):
                err("%s: para needs exactly one core memory" % pid)
            if kind == "task" and not (3 <= ncore <= 5 and nbg == 0):
                err("%s: task needs 3-5 core memories" % pid)
            if kind == "direct" and not (ncore == 1 and nbg == 0):
                err("%s: direct needs one core memory" % pid)
            if kind == "abst" and rel:
                err("%s: abst must have relevant []" % pid)
            if kind == "bg" and not (nbg == 1 and ncore == 0):
                err("%s: bg needs exactly one background memory" % pid)
            if kind == "expiry":
                if not (_ts("2026-10-01T00:00:00+08:00") <= at <= _ts("2027-03-01T00:00:00+08:00")):
                    err("%s: expiry at outside late 2026 / early 2027" % pid)
            for grp in p.get("forbid", []):
                if not grp or not all(isinstance(w, str) and w for w in grp):
                    err("%s: bad forbid group" % pid)
                for w in grp:
                    for r in rel:
                        if r in mem and _han(w) in _han(mem[r]["content"]):
                            err("%s: forbid %r matches its own relevant %s" % (pid, w, r))

    # forbid provenance: own superseded memory, or the other tenant of the shared user_id
    cross = 0
    for (uid, tid), u in accounts.items():
        own = [_han(m["content"]) for m in u["memories"]]
        others = [a for (ouid, otid), a in accounts.items() if ouid == uid and otid != tid]
        other_txt = [_han(m["content"]) for a in others for m in a["memories"]]
        for p in u["probes"]:
            is_cross = False
            for grp in p.get("forbid", []):
                for w in grp:
                    wn = _han(w)
                    in_own = any(wn in t for t in own)
                    in_other = any(wn in t for t in other_txt)
                    if in_own:
                        hits = [m["id"] for m in u["memories"] if wn in _han(m["content"])]
                        if any(not h.startswith("a") for h in hits):
                            err("%s: forbid %r appears in a background memory" % (p["id"], w))
                    elif in_other:
                        is_cross = True
                    else:
                        err("%s: forbid %r matches no memory anywhere" % (p["id"], w))
            if is_cross:
                cross += 1
                for grp in p["forbid"]:
                    for w in grp:
                        if any(_han(w) in t for t in own):
                            err("%s: cross-tenant forbid %r also in own memories" % (p["id"], w))
    if cross != EXPECTED_CROSS_TENANT:
        err("expected %d cross-tenant forbid probes, found %d" % (EXPECTED_CROSS_TENANT, cross))
    if kinds != EXPECTED_KINDS:
        err("probe kinds %r != %r" % (kinds, EXPECTED_KINDS))
    if total != EXPECTED_TOTAL:
        err("expected %d probes, found %d" % (EXPECTED_TOTAL, total))
    stats = {"accounts": len(users), "core": n_core, "background": n_bg, "probes": total,
             "kinds": kinds, "cross_tenant_forbid": cross,
             "forbid_probes": sum(1 for u in users for p in u["probes"] if p.get("forbid"))}
    return errs, stats


def main(argv):
    t0 = time.time()
    text = build()
    if "--check" in argv:
        if not os.path.exists(OUT_PATH):
            print("CHECK FAILED: %s does not exist" % OUT_PATH)
            return 1
        with open(OUT_PATH, "rb") as fh:
            disk = fh.read()
        ok = True
        try:
            data = json.loads(disk.decode("utf-8"))
        except Exception as e:  # noqa: BLE001
            print("CHECK FAILED: not valid UTF-8 JSON: %s" % e)
            return 1
        errs, stats = validate(data)
        for e in errs:
            print("ERROR:", e)
        if errs:
            ok = False
        if disk != text.encode("utf-8"):
            print("ERROR: file on disk differs from a fresh rebuild")
            ok = False
        print("stats:", json.dumps(stats, ensure_ascii=False, sort_keys=True))
        print("check %s in %.2fs" % ("OK" if ok else "FAILED", time.time() - t0))
        return 0 if ok else 1
    errs, stats = validate(json.loads(text))
    if errs:
        for e in errs:
            print("ERROR:", e)
        print("not written")
        return 1
    with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    print("wrote %s" % OUT_PATH)
    print("stats:", json.dumps(stats, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
