#!/usr/bin/env python3
"""build_holdout28.py - blind Chinese retrieval hold-out set (memory-eval/v1, track R).

Usage
  python3 build_holdout28.py           write zh_retrieval_holdout28.json next to this file
  python3 build_holdout28.py --check   re-validate the written file and print counts

Python 3.11 standard library only. Deterministic: fixed seeds, no network, no
clock. The POOL and PLACE_WORDS literals are taken from
../src/background_pool.py with ast.parse + ast.literal_eval (the module is
parsed, never imported or executed).

Blindness record
----------------
Files read (nothing else under /work was read, listed, grepped or executed;
git was not run):
  1. /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format, read fully)
  2. /work/main/bench/data/src/background_pool.py     (read as text only; here only parsed with ast)
Folders listed / created:
  /work/main/bench/data/holdout28/                    (created; the only folder written to or listed)
The memory engine, its code, its configuration, its other data sets and any
results were never looked at. Everything below was written from the format
description and the theme brief alone.

Theme: 双城生活 (living between two cities)
-------------------------------------------
Twelve accounts of people whose lives are split between two places:
  hz  weekly high-speed-rail commuter, family in 杭州, job in 上海 (tenant agency_hz)
  wh  offshore drilling-platform worker, home 武汉, crew change via 湛江 (tenant agency_wh,
      SAME user_id u_linfeng as hz -> cross-tenant leak probes)
  gz  wife in 广州, husband working in 长沙 then 南昌, alternating weekend visits
  cd  parents in 成都 whose daughter studies in 哈尔滨
  sz  engineer who moved to 深圳 and flies home to 兰州 (cat at home, mother on dialysis)
  yt  ocean-going seafarer from 烟台 with joining-port rotations and a newborn
  fy  cancer patient from 阜阳 travelling to 上海 for treatment cycles, later check-ups
  zk  construction worker (苏州 then 无锡) going home to 周口 for the wheat harvest
  jl  retired couple: summers in 吉林, winters in 广西北海, husband with a new knee, a dog
  nj  lecturer living in 南京 and teaching in 合肥, pregnant in 2026
  gy  father in 贵阳 whose son boards at a high school in 衡水
  gn  live-in nanny in 上海 whose children stay in the 赣州 countryside (Hakka words)
Constraints covered: seat / berth preferences, car and bus sickness, commuter
passes (计次票 / 定期票), company travel rules and invoice titles, school
calendars, treatment schedules, pets, diets and allergies, budgets, dialect words
(过早, 食糜, 得劲, 中, 埋汰, 板扎, 杠好, 阿婆 ...). Many core memories and probes are
voice-typed: no punctuation, fillers (那个 / 就是说 / 然后 / 嗯), self-corrections
("周四不对是周三") and speech-recognition homophones (高贴, 过民, 云车, 夏铺, 花疗).
Facts change over 2025-2026, sometimes with cue words (改成, 不坐...了, 改了),
sometimes silently (a new state stated later with a later timestamp).

Shape
-----
- Track R only (memories + probes with `relevant`; no sessions, gold or expect).
- 12 accounts; user_id u_linfeng exists twice, under tenants agency_hz and
  agency_wh, with different lives. All other accounts use tenant "default".
- Each account: 12-14 hand-written core memories ("<acct>_cNN") plus 130-150
  background memories ("b_<acct>_NNN") sampled from the POOL after filtering
  (one cluster per tag family, `active` dropped for mobility-limited users,
  statements naming a PLACE_WORD of the account's core memories or
  non-abstention probes, statements containing any forbid keyword of the
  account, and per-account topic / keyword filters for statements that would be
  relevant to or contradict one of the account's probes).
- 112 probes, ids "<acct>_<kind>_NN".
- 42 probes (about 40) carry `forbid`; 16 of them (8 in hz, 8 in wh) are
  cross-tenant leak probes whose forbid keywords come from the twin account's
  best-matching memory and match nothing in the probe's own account.
- Every forbid group in the spec names the memory ids it comes from; --check
  verifies the keywords hit exactly those memories in the own account (and no
  wanted memory), or for leak groups hit the named twin memory and nothing in
  the own account.

Probe kinds
-----------
| kind   | count | what it asks                                                         | relevant            |
|--------|-------|----------------------------------------------------------------------|---------------------|
| para   |   42  | paraphrase sharing few characters with the wanted fact               | 1-2 core ids        |
| task   |   24  | real travel-planning request needing several facts at once           | 3-5 core ids        |
| direct |   10  | plainly worded question about one fact                               | 1 core id           |
| abst   |   20  | general knowledge in the user's domain or small talk; nothing stored | [] (expect nothing) |
| expiry |   10  | a dated fact has passed or was replaced by the probe time            | newer fact, or []   |
| bg     |    6  | answered by a background-pool statement itself                       | 1 background id     |
"""
from __future__ import annotations

import ast
import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
POOL_SRC = HERE.parent / "src" / "background_pool.py"
OUT = HERE / "zh_retrieval_holdout28.json"
SET_NAME = "zh_retrieval_holdout28"
SEED = 2828
TZ = timezone(timedelta(hours=8))
KINDS = ("para", "task", "direct", "abst", "expiry", "bg")
KIND_TARGET = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
BG_TIME_FROM = datetime(2024, 9, 1, tzinfo=TZ)
BG_TIME_TO = datetime(2026, 2, 15, tzinfo=TZ)


def T(s: str) -> str:
    """'2025-03-04 21:12' -> ISO 8601 with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


# ---------------------------------------------------------------------------
# Spec. memories: (nn, created, type, importance, content, valid_until|None)
# probes: (kind, at, query, relevant, forbid)
#   relevant: list of "cNN" (core) or "BG" (the account's bg target statement)
#   forbid:   list of ("own", [cNN, ...], [kw, ...]) or ("twin", cNN, [kw, ...])
# ---------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ hz
    dict(
        code="hz", user_id="u_linfeng", tenant="agency_hz", twin="wh",
        no_active=True,
        drop_topics={"pets", "commute", "car"},
        fix_clusters={"housing": "own"},
        drop_families=set(),
        drop_kw=["颈椎", "久坐", "出差去总部", "睡懒觉", "打卡", "加班", "例会", "周一", "周二", "周四", "三月份"],
        bg_target="用户收集了好几个城市的地铁卡",
        memories=[
            (1, "2025-03-04 21:12", "profile", 0.7, "嗯那个我现在家在杭州 人在上海上班 每周一早上坐高贴过去 周四晚上再回杭州 就是说一周在上海住三晚", None),
            (2, "2025-03-04 21:15", "preference", 0.8, "坐高铁给我订二等座F座，靠窗那个，我在车上要开电脑干活。", None),
            (3, "2025-03-21 08:40", "fact", 0.6, "我在12306上办了沪杭的计次票，20次，180天内有效，以后通勤的票先从计次票里扣。", "2025-09-17 23:59"),
            (4, "2025-04-12 20:03", "relation", 0.8, "我女儿朵朵三岁 中午十二点半到两点半雷打不动要午睡 睡不好一下午都闹", None),
            (5, "2025-04-12 20:05", "relation", 0.7, "我老婆小敏是宁波人，口味清淡，一点辣都吃不了，也不吃香菜。", None),
            (6, "2025-05-09 14:22", "fact", 0.7, "公司派我出差的话住宿一晚上限450，发票必须是增值税专票，抬头：上海澜启信息科技有限公司。", None),
            (7, "2025-06-15 10:30", "relation", 0.7, "家里养了只柯基叫可乐 我们全家出去玩一般都带着它 所以酒店得是能带狗的", None),
            (8, "2025-07-03 22:47", "profile", 0.8, "我那个腰椎间盘突出 就是说坐车超过两个钟头腰就受不了 自驾的话中间一定要停下来走走", None),
            (9, "2025-08-20 19:10", "fact", 0.6, "每周四晚上 不对是周三 周三晚上我在上海上英语课 七点到九点 这个时间别给我排事", None),
            (10, "2025-10-02 09:15", "fact", 0.7, "那个20次的票用完了，现在改成买沪杭的月票了，就是定期票，每个月1号自动续。", None),
            (11, "2026-01-06 08:05", "fact", 0.8, "现在改成每周二早上去上海了 周一在杭州家里办公 周四晚上回杭州还是老样子", None),
            (12, "2025-12-03 18:30", "relation", 0.4, "我同事老周跟我一样杭州上海两头跑，不过他都坐一等座，他们部门给报。", None),
            (13, "2026-02-25 21:40", "event", 0.8, "三月最后一个周末想带小敏朵朵还有可乐去莫干山住两晚 自己开车去 嗯就住山上的民宿", "2026-03-31 23:59"),
        ],
        probes=[
            ("para", "2026-03-09 08:20", "通勤路上我要对着玻璃那侧敲键盘的 选位置按我习惯来", ["c02"],
             [("twin", "c02", ["夏铺", "过夜车"])]),
            ("para", "2026-03-10 12:10", "我那口子吃东西有啥讲究来着 订馆子前想确认下", ["c05"],
             [("twin", "c06", ["芒果"])]),
            ("para", "2026-03-10 21:30", "家里那个小短腿出门住宿有啥要求 你记得吧", ["c07"],
             [("twin", "c08", ["团子", "寄养"])]),
            ("para", "2026-03-11 07:50", "我这老毛病长时间窝在驾驶座上扛不住 下回跑长途你提醒我", ["c08"],
             [("twin", "c10", ["大巴", "晕车"])]),
            ("task", "2026-03-12 20:00", "莫干山那趟帮我把住的地方定了 顺便看看路上怎么安排", ["c13", "c07", "c08", "c04"],
             [("twin", "c11", ["孝感"])]),
            ("task", "2026-03-16 10:05", "下个月公司让我去南京出差三天，帮我把高铁和酒店一起弄了。", ["c06", "c02", "c09"],
             [("twin", "c09", ["行程单", "南溟"])]),
            ("direct", "2026-03-18 19:40", "我周三晚上那个英语课是几点到几点？", ["c09"],
             [("twin", "c07", ["四点半"])]),
            ("abst", "2026-03-20 22:15", "猫换季掉毛是不是很正常啊 朋友问我的", [],
             [("twin", "c08", ["狸花猫"])]),
            ("expiry", "2026-03-22 21:00", "帮我订下周去上海的车 票还是用我之前办的那个", ["c11", "c10", "c02"],
             [("own", ["c03"], ["计次"]), ("own", ["c01"], ["每周一早上"]), ("own", ["c12"], ["老周"])]),
            ("bg", "2026-03-25 13:00", "每到一个城市我都会留一张坐地铁用的卡当纪念 这个我跟你说过吧", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ wh
    dict(
        code="wh", user_id="u_linfeng", tenant="agency_wh", twin="hz",
        no_active=False,
        drop_topics={"pets", "commute", "car", "work"},
        fix_clusters={"housing": "own"},
        drop_families={"parents"},
        drop_kw=["颈椎", "久坐", "游泳", "早餐", "腰"],
        bg_target="用户考了红十字会的急救员证",
        memories=[
            (1, "2025-03-10 20:30", "profile", 0.7, "我在南海钻井平台上班，上二十八天休二十八天。", None),
            (2, "2025-03-10 20:34", "preference", 0.8, "从武汉去湛江我一般坐那个K字头的过夜车 要夏铺 中铺爬上爬下太费劲 实在买不到再坐飞机", None),
            (3, "2025-03-10 20:36", "fact", 0.7, "换班都是先到湛江，再从那边的直升机场飞上平台。", None),
            (4, "2025-04-02 13:15", "profile", 0.8, "我有痛风 海鲜啤酒都不能碰 动物内脏也不行 嗯豆制品也少吃点", None),
            (5, "2025-04-02 13:18", "relation", 0.6, "老婆阿慧在医院当护士，三班倒，排班表每个月20号出来。", None),
            (6, "2025-04-20 09:02", "relation", 0.7, "阿慧芒果过民 吃了嘴巴肿 点菜点饮料都要避开", None),
            (7, "2025-05-18 17:45", "relation", 0.6, "儿子小宝上二年级，下午四点半放学，我在岸上那个月都是我去接。", None),
            (8, "2025-05-18 17:50", "fact", 0.7, "家里有只狸花猫叫团子 全家出门就把它送到楼下宠物店寄养 一天六十块", None),
            (9, "2025-06-25 11:20", "fact", 0.7, "公司倒班路费能报：火车最高到硬卧，飞机只能经济舱，要电子行程单，抬头写南溟海洋工程服务有限公司。", None),
            (10, "2025-07-30 08:10", "profile", 0.7, "我坐大巴晕车晕得厉害 火车飞机倒没事 短途宁可打车", None),
            (11, "2025-09-03 21:00", "event", 0.6, "国庆我正好轮休在岸上 想带阿慧小宝回孝感看我妈 住两晚", None),
            (12, "2025-11-20 19:25", "fact", 0.8, "我们平台现在是上三十五天歇三十五天 人手少了 一个班顶得长一点", None),
            (13, "2026-01-08 22:10", "event", 0.7, "下次换班是二月十八 大年初二 这个春节只能在平台上过了", "2026-02-18 23:59"),
            (14, "2026-03-05 07:40", "preference", 0.6, "我们武汉人离不开过早 出门住的地方附近最好有早点摊子 热干面豆皮都行", None),
        ],
        probes=[
            ("para", "2026-03-08 21:00", "晚上那趟绿皮车 睡哪一层我有讲究的 你记得吧", ["c02"],
             [("twin", "c02", ["F座", "靠窗"])]),
            ("para", "2026-03-09 12:30", "我这身体哪些东西吃了脚要疼 帮我列个忌口清单", ["c04"],
             [("twin", "c05", ["香菜", "宁波"])]),
            ("para", "2026-03-10 09:00", "一家人出远门的时候 屋里那个毛孩子怎么安顿 老地方多少钱一天", ["c08"],
             [("twin", "c07", ["柯基", "可乐"])]),
            ("para", "2026-03-11 15:00", "媳妇儿那边值夜班白班的安排 一般每月哪天能看到", ["c05"],
             [("twin", "c05", ["小敏"])]),
            ("task", "2026-03-14 20:20", "下个班上去之前 我想带老婆孩子提前一天到湛江住一晚 帮我看看住哪", ["c03", "c14", "c08"],
             [("twin", "c13", ["莫干山"])]),
            ("task", "2026-03-18 21:45", "小宝放暑假那阵我正好歇着 想带他和他妈去海边玩一个礼拜 吃的住的帮我规划下", ["c04", "c06", "c14", "c08"],
             [("twin", "c04", ["朵朵", "午睡"])]),
            ("direct", "2026-03-20 10:00", "公司倒班的路费，火车最高能报到什么？", ["c09"],
             [("twin", "c06", ["专票", "澜启"])]),
            ("abst", "2026-03-22 22:30", "腰椎间盘突出的人坐长途车要注意些什么", [],
             [("twin", "c08", ["腰椎"])]),
            ("expiry", "2026-03-25 19:00", "下一轮上平台要待多少天来着", ["c12"],
             [("own", ["c01"], ["二十八天"]), ("own", ["c13"], ["大年初二"])]),
            ("bg", "2026-03-28 16:00", "我之前考的那个急救的证 平台上有人问 是哪家发的来着", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ gz
    dict(
        code="gz", user_id="u_zhouyu", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car"},
        fix_clusters={"housing": "rent", "commute": "metro"},
        drop_families=set(),
        drop_kw=["早餐", "睡懒觉", "周五", "打卡", "加班", "咖啡", "豆浆", "酸奶", "牛奶", "奶茶", "喝"],
        bg_target=None,
        memories=[
            (1, "2025-03-08 22:15", "relation", 0.7, "我在广州做设计 老公阿凯在长沙上班 我们基本两周见一次 轮流跑", None),
            (2, "2025-03-08 22:18", "profile", 0.8, "我云车很严重 大巴和盘山路都不行 坐高贴倒是没事 能坐高铁就坐高铁", None),
            (3, "2025-03-22 12:40", "preference", 0.7, "我们在攒首付，每次见面来回路费加住宿控制在1000以内。", None),
            (4, "2025-04-05 09:30", "profile", 0.7, "我乳糖不耐受，牛奶和奶茶喝了就拉肚子，燕麦奶可以。", None),
            (5, "2025-04-05 09:33", "relation", 0.7, "阿凯不吃牛羊肉 嫌膻 鸡鸭鱼猪都行", None),
            (6, "2025-05-10 18:20", "fact", 0.6, "周五我下午能早走，最早赶四点的车；阿凯周五要值班，所以他来广州都是周六一早出发。", None),
            (7, "2025-06-14 23:05", "relation", 0.4, "我闺蜜小林跟她男朋友也是异地，她每次都坐飞机，说特价机票比高铁还便宜。", None),
            (8, "2025-07-19 16:50", "relation", 0.7, "阿凯对尘螨过敏 住酒店要挑有除螨的 不然他一晚上打喷嚏", None),
            (9, "2025-09-02 08:55", "fact", 0.6, "我开了铁路畅行常旅客会员，买火车票记得用我自己的12306账号，攒积分。", None),
            (10, "2025-11-15 21:30", "fact", 0.8, "阿凯现在在南昌上班了 项目上调过去的 起码待两年", None),
            (11, "2025-10-11 07:20", "preference", 0.6, "我们潮汕人早上要食糜 就是喝白粥配杂咸 住酒店最好有中式早餐", None),
            (12, "2026-01-10 20:10", "event", 0.7, "过年我们先去阿凯老家九江 初四再回我老家潮汕 那个初三不对 就是初四", "2026-02-22 23:59"),
            (13, "2026-02-28 19:00", "fact", 0.8, "公司改了制度 我现在周五也要上到六点 下班再去赶车", None),
        ],
        probes=[
            ("para", "2026-03-05 21:00", "我那个一坐汽车就头昏想吐的毛病 你还记得吧 出门路线别踩雷", ["c02"],
             [("own", ["c07"], ["小林", "特价机票"])]),
            ("para", "2026-03-06 10:00", "饮品这块我有什么要避开的？", ["c04"], []),
            ("para", "2026-03-07 11:20", "为了买房省钱 我俩碰头一趟总开销上限多少来着", ["c03"], []),
            ("para", "2026-03-08 18:00", "他那张嘴对荤菜挑不挑 我想在家做顿好的", ["c05"], []),
            ("task", "2026-03-10 20:30", "阿凯这周六过来 想在广州周边找个地方住一晚 帮我挑挑酒店", ["c08", "c03", "c02", "c11"], []),
            ("task", "2026-03-16 12:00", "下周五下班我想去南昌看他 帮我看看车次 按老规矩买", ["c10", "c02", "c13", "c09", "c03"],
             [("own", ["c06"], ["四点"]), ("own", ["c01"], ["长沙"])]),
            ("direct", "2026-03-18 09:10", "我买火车票的时候要用哪个账号？", ["c09"], []),
            ("abst", "2026-03-19 14:00", "高铁上能带榴莲吗", [], []),
            ("abst", "2026-03-20 08:30", "广州这两天回南天 墙上地上全是水 烦死了", [], []),
            ("expiry", "2026-03-24 21:00", "阿凯老家那边 我下回啥时候过去 定了没", [],
             [("own", ["c12"], ["九江"])]),
        ],
    ),
    # ------------------------------------------------------------------ cd
    dict(
        code="cd", user_id="u_heli", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car"},
        fix_clusters={},
        drop_families=set(),
        drop_kw=["血压", "在读大学", "茶", "减肥", "体重"],
        bg_target=None,
        memories=[
            (1, "2025-03-15 20:00", "relation", 0.8, "我女儿悠悠在哈尔滨读大二，我们家在成都，一年见不了几回。", None),
            (2, "2025-03-15 20:05", "profile", 0.8, "我血压高 那个红眼航班我坐不了 熬一夜第二天头疼得很 就是说飞机尽量订白天的", None),
            (3, "2025-04-01 12:30", "preference", 0.7, "坐飞机我要过道的位置，上厕所方便；老何喜欢靠窗。", None),
            (4, "2025-04-18 21:10", "relation", 0.8, "悠悠对青霉素过敏！出门的药箱里别放阿莫西林那一类。", None),
            (5, "2025-05-06 10:20", "fact", 0.6, "悠悠学生证上的火车优惠区间是哈尔滨到成都，买学生票要先核验。", None),
            (6, "2025-06-10 22:40", "relation", 0.7, "老何打呼噜打得凶 出去住要么开两间 要么订套房 不然我一晚上都睡不着", None),
            (7, "2025-07-01 19:30", "event", 0.6, "九月开学我和老何送悠悠回学校 要带两个大箱子 顺便在哈尔滨玩三天", None),
            (8, "2025-08-12 18:00", "preference", 0.6, "我跟老何口重 喜欢吃辣 去外地也想找川菜馆子 安逸", None),
            (9, "2025-09-20 09:45", "fact", 0.7, "我们两口子每次去看悠悠，机票加酒店加起来不超过六千。", None),
            (10, "2025-11-08 20:20", "relation", 0.7, "悠悠寒假一月十二号放 开学是三月一号", None),
            (11, "2026-01-05 13:00", "relation", 0.4, "我同事王姐的儿子也在哈尔滨上学，她每次都坐火车卧铺去，说三十多个小时也不累。", None),
            (12, "2026-02-10 11:15", "profile", 0.7, "老何去年膝盖做了手术 走路不能太多 出去玩景点要选少走路的", None),
            (13, "2026-03-20 21:30", "relation", 0.8, "悠悠暑假七月五号开始放 她说暑假留在哈尔滨实习 不回成都了", None),
            (14, "2025-10-15 20:40", "relation", 0.6, "悠悠在减肥，晚上不吃主食，油炸的也不碰。", None),
        ],
        probes=[
            ("para", "2026-03-22 10:00", "挑班次有没有哪个时段是我碰不得的", ["c02"], []),
            ("para", "2026-03-23 20:00", "闺女打针吃药有啥忌讳 出门备急救包的时候注意", ["c04"], []),
            ("para", "2026-03-24 21:00", "订房这块 我家那口子晚上动静大 你懂的", ["c06"], []),
            ("para", "2026-03-25 19:00", "我们俩一趟去东北看娃 总共能花多少", ["c09"], []),
            ("task", "2026-03-27 20:30", "暑假我跟老何想去哈尔滨看悠悠 先帮我们把机票订了", ["c02", "c03", "c09", "c13"],
             [("own", ["c11"], ["王姐", "卧铺"]), ("own", ["c07"], ["大箱子"])]),
            ("task", "2026-03-28 21:00", "到了哈尔滨 然后想带老何和悠悠出去玩一天 吃饭和去哪玩帮我排一下", ["c12", "c08", "c14"], []),
            ("direct", "2026-03-29 10:30", "悠悠买学生票的优惠区间是哪到哪？", ["c05"], []),
            ("abst", "2026-03-30 18:00", "哈尔滨冬天一般下午几点就天黑了", [], []),
            ("abst", "2026-04-01 15:00", "今天成都出太阳了 好巴适 准备去河边坐坐", [], []),
            ("expiry", "2026-04-03 20:00", "悠悠下回放假是啥时候 我好安排去看她", ["c13"],
             [("own", ["c10"], ["一月十二"])]),
        ],
    ),
    # ------------------------------------------------------------------ sz
    dict(
        code="sz", user_id="u_maxiao", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car"},
        fix_clusters={"housing": "rent"},
        drop_families={"parents"},
        drop_kw=["游泳"],
        bg_target="用户的工牌丢过一次，补办花了五十块",
        memories=[
            (1, "2025-03-02 22:00", "profile", 0.7, "我在深圳上班，老家兰州，基本每个月飞回去一次看我爸妈。", None),
            (2, "2025-03-02 22:03", "preference", 0.7, "我坐飞机只坐南航 攒明珠里程 现在是银卡", None),
            (3, "2025-03-18 23:15", "preference", 0.7, "我一米八八 腿长 那个就是说能选安全出口那排就选 没有的话要过道", None),
            (4, "2025-04-06 12:00", "profile", 0.8, "我是回族，吃清真，出门吃饭都得找清真馆子。", None),
            (5, "2025-04-06 12:05", "relation", 0.7, "我妈有糖尿病，在打胰岛素，回去给她带吃的别带甜的。", None),
            (6, "2025-05-12 20:30", "fact", 0.7, "家里的英短叫芝麻 我回兰州那几天约了上门喂猫 一天来一次 一次八十", None),
            (7, "2025-06-03 15:40", "fact", 0.7, "公司出差只能在差旅平台上订，酒店限协议的全季或者亚朵，一晚不超过500。", None),
            (8, "2025-07-09 21:10", "preference", 0.6, "回家的机票我自己出 往返控制在两千以内 一般周五晚上走周日晚上回", None),
            (9, "2025-08-21 19:50", "fact", 0.5, "到了兰州中川机场我都坐城际去市里，四十多分钟，比打车划算。", None),
            (10, "2025-10-14 22:20", "relation", 0.4, "我室友阿豪是西宁的 他每次都坐高铁回去 说自己晕机", None),
            (11, "2025-12-20 18:45", "fact", 0.8, "东航给我匹配了金卡 现在回兰州都订东航 能免费选座还能进贵宾厅", None),
            (12, "2026-01-10 21:00", "event", 0.6, "今年春节回兰州待十天 腊月二十五走 初六回深圳", "2026-02-22 23:59"),
            (13, "2026-02-28 22:30", "fact", 0.9, "我妈上礼拜开始透析了 一周三次 我以后尽量两周回去一次", None),
        ],
        probes=[
            ("para", "2026-03-03 09:00", "我这大长腿 舱里帮我挑宽敞点的位子 你知道我要哪排", ["c03"], []),
            ("para", "2026-03-04 12:20", "外头吃饭我信仰上有讲究 你还记得吧", ["c04"], []),
            ("para", "2026-03-05 20:00", "我不在深圳那几天 主子的饭谁管 费用多少", ["c06"], []),
            ("task", "2026-03-06 21:00", "下周五回兰州 帮我定票 周日晚上回深圳", ["c11", "c03", "c08"],
             [("own", ["c02"], ["南航", "明珠"])]),
            ("task", "2026-03-09 20:40", "这次回去想带我妈在兰州周边转一天，吃饭和路线帮我安排下。", ["c05", "c04", "c13"], []),
            ("direct", "2026-03-10 14:00", "出差的时候公司规定能住哪种酒店？", ["c07"], []),
            ("abst", "2026-03-11 19:00", "深圳飞兰州一般要飞几个小时", [], []),
            ("abst", "2026-03-12 22:00", "周末去大梅沙玩水了 晒得跟煤球一样", [], []),
            ("expiry", "2026-03-14 21:20", "我现在多久回一趟兰州来着", ["c13"],
             [("own", ["c01"], ["每个月飞回去"]), ("own", ["c12"], ["腊月"])]),
            ("bg", "2026-03-16 13:00", "我之前工牌丢了 补办花了多少钱来着", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ yt
    dict(
        code="yt", user_id="u_yuhai", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car", "commute", "work"},
        fix_clusters={"housing": "own"},
        drop_families=set(),
        drop_kw=["咖啡", "周报", "辣"],
        bg_target=None,
        memories=[
            (1, "2025-03-05 20:00", "profile", 0.7, "我是跑远洋的，散货船三副，一般上船六个月，下来休三个月，家在烟台。", None),
            (2, "2025-03-05 20:04", "fact", 0.7, "上船前公司发派遣通知 去上船港口的机票公司订 高铁要自己先买回来再报 只能报二等座", None),
            (3, "2025-03-28 10:30", "fact", 0.7, "我每次上船带一个32寸的大箱子加一个背包 箱子经常超重 订票要看行李额", None),
            (4, "2025-04-10 19:20", "profile", 0.8, "我有胃溃疡 辣的不能吃 咖啡也戒了 嗯出门吃饭清淡点就行", None),
            (5, "2025-05-20 21:00", "relation", 0.6, "老婆春燕怀孕七个月了，预产期十月中旬，我跟公司申请了九月下船。", None),
            (6, "2025-06-02 22:15", "preference", 0.6, "坐夜车我要软卧 硬卧太吵睡不着 宁可多花点钱", None),
            (7, "2025-03-20 09:00", "event", 0.6, "3月25号从上海浦东飞新加坡上船，下午的航班。", "2025-03-26 23:59"),
            (8, "2025-10-20 08:30", "relation", 0.7, "儿子出生了，小名石头，七斤二两，母子平安！", None),
            (9, "2025-11-03 16:00", "fact", 0.5, "海员证快到期了 这次休假得去烟台海事局换个新的", None),
            (10, "2026-01-18 12:00", "relation", 0.6, "丈母娘从威海过来帮着带孩子 她晕车 坐车得坐前排", None),
            (11, "2026-02-25 20:40", "event", 0.8, "派遣通知下来了 四月中旬去宁波上船 这回合同签了八个月", None),
            (12, "2026-03-01 21:00", "preference", 0.5, "我们胶东话说杠好就是特别好 你跟我说话别太文绉绉 直接点就行", None),
        ],
        probes=[
            ("para", "2026-03-03 12:00", "肚子里那个老毛病 外面吃饭你帮我把把关", ["c04"], []),
            ("para", "2026-03-04 20:00", "晚上在车上过夜的话 我铺位档次有要求的 你记得吧", ["c06"], []),
            ("para", "2026-03-05 10:00", "带的家伙什太沉 托运老被罚钱 挑航班的时候注意点", ["c03"], []),
            ("task", "2026-03-08 21:00", "下个月去宁波上船 烟台到宁波这段帮我安排下", ["c11", "c02", "c03", "c06"],
             [("own", ["c07"], ["新加坡"])]),
            ("task", "2026-03-10 19:30", "上船前想带春燕石头还有丈母娘去蓬莱玩一天 车和吃饭帮我安排", ["c10", "c04", "c08"], []),
            ("direct", "2026-03-12 09:00", "我这次的合同签了多久？", ["c11"], []),
            ("abst", "2026-03-13 22:00", "远洋船上一般能不能用手机上网", [], []),
            ("abst", "2026-03-15 16:00", "今天海边风贼大 出去转了一圈脸都吹麻了", [], []),
            ("expiry", "2026-03-18 20:00", "这回上船从哪走 几号的事", ["c11"],
             [("own", ["c07"], ["新加坡", "浦东"])]),
        ],
    ),
    # ------------------------------------------------------------------ fy
    dict(
        code="fy", user_id="u_wangxl", tenant="default", twin=None,
        no_active=True,
        drop_topics={"pets", "car", "commute", "work", "health"},
        fix_clusters={"housing": "own"},
        drop_families={"parents"},
        drop_kw=["外婆", "爷爷", "奶奶", "父母", "父亲", "母亲", "在职", "跳槽", "口罩", "人多"],
        bg_target=None,
        memories=[
            (1, "2025-04-08 20:30", "profile", 0.8, "俺在上海的肿瘤医院做花疗 二十一天一次 每回要头一天到", None),
            (2, "2025-04-08 20:33", "preference", 0.8, "从阜阳西坐高铁到上海虹桥四个来钟头，我得坐靠过道的，要常上厕所。", None),
            (3, "2025-04-15 19:00", "fact", 0.8, "化疗以后白细胞低，医生说别去人多的地方，出门必须戴口罩。", None),
            (4, "2025-04-15 19:05", "profile", 0.7, "化疗完闻不了油烟味 一闻就想吐 吃的要清淡软乎的 生冷的不能碰", None),
            (5, "2025-05-02 10:00", "fact", 0.8, "在12306申请了重点旅客服务，上下车有人推轮椅，每次买完票要打电话预约。", None),
            (6, "2025-05-20 21:20", "relation", 0.7, "儿子王磊在合肥上班 每次请假陪我去上海 他只能请周四周五", None),
            (7, "2025-06-10 18:00", "fact", 0.6, "在上海住医院附近的如家 一晚两百多 再贵就住不起了 新农合不报住宿", None),
            (8, "2025-07-01 09:30", "fact", 0.6, "报销要带住院发票、费用清单、转诊单，回来去县医保局报。", None),
            (9, "2025-08-15 20:10", "relation", 0.4, "同病房的李阿姨是南京的 她每次都坐飞机来 说不累", None),
            (10, "2025-10-20 19:45", "fact", 0.8, "六个疗程打完了！现在改吃靶向药，三个月去上海复查一次，下次复查是一月中旬。", None),
            (11, "2025-12-05 20:00", "preference", 0.5, "我们阜阳话说得劲就是舒服 住的地方得劲就行 不用多好", None),
            (12, "2026-01-25 17:30", "fact", 0.7, "复查结果挺好 医生说下回四月二十号左右再来", None),
            (13, "2026-02-18 20:15", "fact", 0.7, "住的地方换了 医院旁边有人家出租短租房 一晚一百二 还能自己做饭 现在都住那", None),
        ],
        probes=[
            ("para", "2026-03-01 10:00", "车上老得起身去方便 座位帮我挑好出的", ["c02"], []),
            ("para", "2026-03-02 11:00", "我这身子现在抵抗力差 去的地方有啥要注意", ["c03"], []),
            ("para", "2026-03-03 15:00", "进出站那个有专人帮忙的服务 我得提前咋安排", ["c05"], []),
            ("task", "2026-03-10 19:00", "四月中旬 不对 四月下旬去上海复查 帮我把车票和住的都订了", ["c12", "c02", "c05", "c13", "c06"],
             [("own", ["c07"], ["如家"]), ("own", ["c01"], ["二十一天"])]),
            ("task", "2026-03-12 20:00", "复查完想在上海多待一天 让磊子陪我吃点东西转转 你帮我安排", ["c03", "c04", "c06"],
             [("own", ["c09"], ["李阿姨"])]),
            ("direct", "2026-03-14 09:30", "回来报销要带哪些单子？", ["c08"], []),
            ("abst", "2026-03-15 16:00", "上海虹桥站有几个出站口啊", [], []),
            ("abst", "2026-03-16 11:00", "今天天好 在院子里晒了一上午太阳", [], []),
            ("expiry", "2026-03-18 20:30", "我下回去上海复查是啥时候", ["c12"],
             [("own", ["c10"], ["一月中旬"])]),
        ],
    ),
    # ------------------------------------------------------------------ zk
    dict(
        code="zk", user_id="u_zhangjg", tenant="default", twin=None,
        no_active=True,
        drop_topics={"pets", "car", "commute", "work", "home", "tech", "finance"},
        fix_clusters={},
        drop_families={"parents", "housing"},
        drop_kw=["特别热", "八杯水", "雨", "爷爷奶奶家", "给爷爷买", "颈椎", "在职", "跳槽", "研究生",
                 # realism for a construction worker: no campus / office / gadget life
                 "大学", "Excel", "博客", "88VIP", "写作训练营", "教师资格", "英语", "英文", "Notion",
                 "Kindle", "PS修图", "Python", "拉花", "折叠屏", "出差", "阳台"],
        bg_target="用户的爷爷以前是铁路工人",
        memories=[
            (1, "2025-03-12 21:00", "profile", 0.7, "俺老家是周口沈丘的 家里种了六亩麦子 俺媳妇在家种", None),
            (2, "2025-03-12 21:03", "preference", 0.8, "坐车能省就省 普快硬座就中 高铁太贵 除非实在抢不着票", None),
            (3, "2025-04-20 20:30", "fact", 0.8, "每年收麦俺都得回去十来天 芒种前后 然后具体看媳妇打电话说麦黄没黄", None),
            (4, "2025-04-20 20:35", "relation", 0.6, "媳妇桂芬在家带娃伺候俺娘，娃叫小军，上初二，住校，礼拜五下午回家。", None),
            (5, "2025-03-12 21:05", "profile", 0.7, "俺在苏州工地上干钢筋 住工地宿舍", None),
            (6, "2025-05-05 19:40", "preference", 0.6, "俺吃不惯米饭 在外头就想吃碗烩面 有面条就中", None),
            (7, "2025-08-30 21:15", "fact", 0.6, "工头说工钱年底一起结 平常只发生活费 所以车票钱得俺自己先垫上", None),
            (8, "2025-09-10 20:00", "event", 0.6, "国庆前回去掰玉米 九月二十八走 大概十号回来", "2025-10-12 23:59"),
            (9, "2025-11-25 20:40", "fact", 0.8, "现在在无锡的工地了 跟着老乡过来的 还是干钢筋", None),
            (10, "2026-01-05 21:00", "event", 0.6, "过年坐老李的面包车回去 腊月二十三走 一人出两百油钱", "2026-02-12 23:59"),
            (11, "2026-03-08 19:30", "profile", 0.8, "年后腰闪了一下 医生说别搬重的 坐车别坐太久硬座 能买卧铺就买卧铺", None),
            (12, "2025-10-12 20:00", "relation", 0.4, "工友小刘是四川的 他回家都坐飞机 说特价票便宜", None),
        ],
        probes=[
            ("para", "2026-03-10 12:00", "外头吃饭俺这北方胃 有啥讲究", ["c06"], []),
            ("para", "2026-03-11 20:00", "俺家小子平时在学校过夜不", ["c04"], []),
            ("para", "2026-03-12 21:00", "俺那钱啥时候能拿到手 路上的花销谁先掏", ["c07"], []),
            ("task", "2026-05-10 20:00", "今年收麦俺想早点回 从工地回老家的票你帮俺看看", ["c03", "c09", "c11", "c02", "c01"],
             [("own", ["c05"], ["苏州"])]),
            ("task", "2026-03-20 21:00", "清明老家要上坟 俺想回去两天 不对三天 帮俺看看咋走最省事", ["c09", "c01", "c11", "c02"],
             [("own", ["c10"], ["面包车"]), ("own", ["c12"], ["小刘"])]),
            ("direct", "2026-03-22 12:00", "俺家种了几亩麦子？", ["c01"], []),
            ("abst", "2026-03-23 20:00", "今年小麦收购价大概多少钱一斤", [], []),
            ("abst", "2026-03-24 19:00", "今儿下了一天雨 啥也没干 闷得慌", [], []),
            ("expiry", "2026-03-26 20:00", "秋收回去那趟定了没有 哪天走", [],
             [("own", ["c08"], ["九月二十八", "掰玉米"])]),
            ("bg", "2026-03-28 21:00", "俺爷爷以前是干啥的 俺跟你说过没", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ jl
    dict(
        code="jl", user_id="u_liugq", tenant="default", twin=None,
        no_active=True,
        drop_topics={"pets", "car", "commute", "work"},
        fix_clusters={"housing": "own"},
        drop_families={"parents"},
        drop_kw=["广场舞", "七点半起", "睡懒觉", "血压", "贫血", "在职", "跳槽", "项目管理", "教师资格",
                 "在读大学", "考上了研究生", "实习生", "外婆", "爷爷", "父母", "驾照",
                 # retired couple: no office life, no elder relatives, no video games
                 "公司", "同事", "工作", "上班", "工位", "大姨", "游戏", "王者荣耀", "黑神话"],
        bg_target=None,
        memories=[
            (1, "2025-03-25 10:00", "profile", 0.8, "我跟老赵都退休了 夏天在吉林市 每年入冬就去广西北海猫冬 开春再回来", None),
            (2, "2025-03-25 10:05", "fact", 0.6, "北海那边租的是银滩附近的房子，一租半年，房东姓黄。", None),
            (3, "2025-04-10 09:00", "profile", 0.8, "我有糖尿病，吃东西得控糖，米饭少吃，甜的不碰。", None),
            (4, "2025-04-10 09:04", "profile", 0.8, "老赵去年换了膝关节 走道不能多 上下楼梯费劲 那个坐车得有地方伸腿", None),
            (5, "2025-05-15 16:00", "relation", 0.6, "家里有条泰迪叫豆豆，十岁了，去哪都带着。", None),
            (6, "2025-06-01 20:00", "preference", 0.6, "以前来回都坐火车 吉林到北海得倒两趟 两天一宿 买的都是软卧下铺", None),
            (7, "2025-09-05 19:00", "fact", 0.8, "老赵腿这样了 今年起不再坐火车了 改坐飞机 长春龙嘉飞北海 有直飞就坐直飞", None),
            (8, "2025-09-05 19:05", "fact", 0.6, "豆豆坐飞机得办托运，要带狗的免疫证和检疫证明，航空箱我们有。", None),
            (9, "2025-10-01 09:30", "preference", 0.6, "我俩岁数大了 飞机选上午的 起太早也不行 九十点钟那种最好", None),
            (10, "2025-10-20 20:00", "event", 0.6, "今年十一月十五号飞北海 老赵他妹妹开车送我们去机场", "2025-11-16 23:59"),
            (11, "2025-12-10 15:00", "relation", 0.4, "楼下邻居老陈两口子也是东北来的 辽宁人 每年自己开车过来", None),
            (12, "2026-01-15 10:30", "preference", 0.6, "我们东北话说埋汰就是脏 住的吃的地方千万别埋汰 卫生得好", None),
            (13, "2026-03-02 19:20", "fact", 0.8, "豆豆查出心脏不好 兽医说不能再坐飞机托运了 这回让老赵侄子开车把它捎回吉林", None),
        ],
        probes=[
            ("para", "2026-03-04 10:00", "老伴那条动过刀的腿 出门坐哪儿得注意啥", ["c04"], []),
            ("para", "2026-03-05 11:00", "我这血里头那个指标高 下馆子你给我把关", ["c03"], []),
            ("para", "2026-03-06 09:00", "我们老两口赶航班 几点的最合适", ["c09"], []),
            ("para", "2026-03-07 15:30", "南边那个住处是跟谁租的 一次签多久", ["c02"], []),
            ("task", "2026-03-10 20:00", "开春回吉林 帮我们订回去的机票", ["c07", "c04", "c09", "c13"],
             [("own", ["c08"], ["检疫证明", "免疫证"]), ("own", ["c06"], ["软卧"])]),
            ("task", "2026-03-12 10:00", "后天想带老赵去北海老街转转 吃个午饭 帮我安排下", ["c03", "c04", "c12"], []),
            ("direct", "2026-03-14 16:00", "豆豆今年几岁了？", ["c05"], []),
            ("abst", "2026-03-15 19:00", "北海冬天平均气温大概多少度", [], []),
            ("abst", "2026-03-16 20:00", "今儿跟几个老姐妹跳了一上午舞 累够呛", [], []),
            ("expiry", "2026-03-20 10:00", "今年啥时候去北海 定下来没", ["c01"],
             [("own", ["c10"], ["十一月十五"])]),
        ],
    ),
    # ------------------------------------------------------------------ nj
    dict(
        code="nj", user_id="u_suqing", tenant="default", twin=None,
        no_active=True,
        drop_topics={"pets", "car", "commute"},
        fix_clusters={"housing": "own"},
        drop_families=set(),
        drop_kw=["献血", "维生素", "睡懒觉", "出差去总部", "字写得"],
        bg_target="用户学过一年书法",
        memories=[
            (1, "2025-03-03 21:30", "profile", 0.7, "我在合肥的大学教书，家在南京，每周日晚上坐高铁去合肥，周四上完课回南京。", None),
            (2, "2025-03-03 21:33", "preference", 0.7, "二等座就行 要两个座那边的 就是说ABC那排别给我 D或者F都行", None),
            (3, "2025-04-01 14:00", "fact", 0.7, "学校开会出差报销要用公务卡付款，发票抬头开合肥临湖大学，税号我存在备忘录里。", None),
            (4, "2025-04-20 20:10", "relation", 0.6, "儿子豆丁上一年级 周三下午两点半就放学 我老公那天早退去接", None),
            (5, "2025-05-08 12:30", "profile", 0.7, "我不吃内脏 鸭血粉丝汤我们南京人都爱 我偏偏不行", None),
            (6, "2025-06-12 19:00", "relation", 0.6, "老公陈默不会开车 我们家出去玩都是坐地铁或者打车", None),
            (7, "2025-07-10 22:00", "event", 0.5, "暑假带豆丁去合肥我宿舍那边住一周 让他看看妈妈上班的地方", "2025-08-25 23:59"),
            (8, "2025-09-01 20:00", "fact", 0.8, "这学期课都排在周一到周三了 我周日晚上过去 周三下午上完就回南京", None),
            (9, "2025-10-15 18:00", "relation", 0.4, "同事刘老师跟我一样两地跑 她家在芜湖 喜欢坐早上六点多那班", None),
            (10, "2026-01-08 20:30", "profile", 0.8, "我怀孕了 十二周 现在坐高铁改坐一等座 靠过道 方便起来走动上厕所", None),
            (11, "2026-01-20 09:00", "fact", 0.6, "一等座的差价我自己出，学校只报二等座。", None),
            (12, "2026-02-20 21:00", "profile", 0.7, "孕吐厉害 油腻的辣的都不想吃 南京话问阿要辣油 我现在一听就反胃", None),
            (13, "2026-03-01 22:00", "event", 0.7, "四月中旬学校派我去武汉开个学术会 三天 住会议酒店", None),
        ],
        probes=[
            ("para", "2026-03-03 10:00", "两头跑的那个节奏 我每礼拜哪天走哪天回", ["c08"],
             [("own", ["c01"], ["周四上完课"])]),
            ("para", "2026-03-04 12:00", "车厢里我现在要啥档次的位子 挨着哪边", ["c10"],
             [("own", ["c02"], ["ABC"])]),
            ("para", "2026-03-05 19:00", "我这张嘴现在有啥碰不得的 尤其是本地那些特色小吃", ["c05", "c12"], []),
            ("task", "2026-03-08 20:00", "下个月去武汉开会 帮我把来回高贴和住宿弄好", ["c13", "c10", "c11", "c03"],
             [("own", ["c02"], ["ABC", "二等座就行"])]),
            ("task", "2026-03-10 21:00", "这周末想带豆丁和他爸在南京周边玩一天 帮我规划下", ["c06", "c12", "c10", "c05"], []),
            ("direct", "2026-03-12 09:00", "学校报销的发票抬头写什么？", ["c03"], []),
            ("abst", "2026-03-13 16:00", "高铁站安检能带自拍杆吗", [], []),
            ("abst", "2026-03-14 22:00", "今天听了一下午学生答辩 差点睡着 哈哈", [], []),
            ("bg", "2026-03-16 20:00", "我以前练过一阵毛笔字 练了多久来着", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ gy
    dict(
        code="gy", user_id="u_luojian", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car"},
        fix_clusters={"commute": "metro"},
        drop_families=set(),
        drop_kw=["喝茶", "晕", "公交"],
        bg_target="用户喜欢研究各种茶叶，最爱喝岩茶",
        memories=[
            (1, "2025-03-09 20:00", "relation", 0.8, "儿子一鸣在河北衡水读高二，住校，我们家在贵阳。", None),
            (2, "2025-03-09 20:05", "fact", 0.7, "他们学校四个礼拜放一次月假 礼拜五中午放 礼拜天下午五点前要回学校", None),
            (3, "2025-04-02 21:30", "profile", 0.9, "一鸣花生过民 很严重那种 飞机上发的小吃都别让他碰 随身带肾上腺素笔", None),
            (4, "2025-04-02 21:35", "profile", 0.7, "我坐大巴和出租都晕 高铁飞机还好 石家庄到衡水那段尽量坐火车", None),
            (5, "2025-05-10 09:00", "fact", 0.7, "我在单位上班，出省要提前三天跟单位报备，请假条上要写去向。", None),
            (6, "2025-06-18 20:00", "relation", 0.6, "老婆阿珍不敢坐飞机 她去看儿子都是坐高铁到石家庄 要八九个钟头", None),
            (7, "2025-07-05 12:00", "preference", 0.6, "我们贵州人爱吃酸 在外头吃不惯北方菜 找得到酸汤鱼就板扎了", None),
            (8, "2025-08-20 21:00", "event", 0.5, "八月三十号开学 我跟阿珍一起送他去学校", "2025-09-01 23:59"),
            (9, "2025-10-10 19:30", "fact", 0.6, "去衡水就住学校对面那家宾馆，一晚一百八，干净，老板也认识我们了。", None),
            (10, "2025-12-15 20:00", "fact", 0.8, "一鸣学校现在三个礼拜放一次月假 还是礼拜五中午放 礼拜天五点前回", None),
            (11, "2026-01-12 19:00", "relation", 0.4, "一鸣同学的妈妈张姐也是外省的 她每次在石家庄租车自己开过去", None),
            (12, "2026-02-26 21:00", "event", 0.7, "下次月假是三月二十号那个礼拜五 这回我一个人过去看他", None),
            (13, "2026-03-03 20:00", "relation", 0.6, "一鸣最近胃不好 老师说他吃饭不规律 见面带他吃点好消化的", None),
        ],
        probes=[
            ("para", "2026-03-05 21:00", "孩子有样东西沾都不能沾 路上给他备吃的要注意", ["c03"], []),
            ("para", "2026-03-06 20:00", "我这人坐汽车就难受 到了那边最后那一程咋走", ["c04"], []),
            ("para", "2026-03-07 09:00", "请假出门之前 单位那边我得走啥程序", ["c05"], []),
            ("task", "2026-03-09 20:30", "这次月假我过去看他 帮我订机票 住的也安排上", ["c12", "c10", "c09", "c04", "c05"],
             [("own", ["c11"], ["张姐", "租车"])]),
            ("task", "2026-03-10 21:00", "见到一鸣想带他出去吃两顿好的 帮我找找衡水的馆子", ["c03", "c13", "c07"], []),
            ("abst", "2026-03-12 19:00", "衡水湖冬天会结冰吗", [], []),
            ("expiry", "2026-03-14 20:00", "一鸣多久放一次假来着 我想把后面几次都排上", ["c10"],
             [("own", ["c02"], ["四个礼拜"])]),
            ("bg", "2026-03-16 10:00", "想给同事带点茶叶 我自己最爱喝哪种来着", ["BG"], []),
        ],
    ),
    # ------------------------------------------------------------------ gn
    dict(
        code="gn", user_id="u_zhongml", tenant="default", twin=None,
        no_active=False,
        drop_topics={"pets", "car", "commute", "work", "home"},
        fix_clusters={},
        drop_families={"parents", "housing"},
        drop_kw=["钢琴", "网购花销", "摩托", "周报", "公司"],
        bg_target=None,
        memories=[
            (1, "2025-03-16 21:00", "profile", 0.8, "我在上海做住家保姆，两个孩子在赣州于都老家，跟阿公阿婆住。", None),
            (2, "2025-03-16 21:04", "fact", 0.6, "雇主一个月给我四天假 我一般攒着连休回一趟老家 那个四天不对是五天 过年另算", None),
            (3, "2025-04-03 22:00", "preference", 0.8, "回去坐上海到赣州的动卧，晚上走早上到，省一晚住宿，要下铺。", None),
            (4, "2025-04-03 22:03", "profile", 0.7, "我坐班车走山路会晕 县城回村里那段最好坐前排 或者叫我弟骑摩托来接", None),
            (5, "2025-05-11 20:30", "relation", 0.8, "婷婷十岁上四年级 阿宝六岁 阿宝吃鸡蛋会过民 起一身疹子", None),
            (6, "2025-06-07 21:00", "fact", 0.6, "回一趟来回车费加给孩子买东西控制在一千五以内，工资一半要寄回家。", None),
            (7, "2025-07-20 22:00", "event", 0.5, "暑假把两个孩子接到上海玩十天 住雇主家旁边的小旅馆", "2025-08-31 23:59"),
            (8, "2025-09-12 21:30", "relation", 0.7, "阿婆血压高 每次回去给她带降压药 药名叫硝苯地平 我们客家话管奶奶叫阿婆", None),
            (9, "2025-11-02 20:00", "relation", 0.4, "一起干家政的老乡阿芳也是赣州的 她每次坐大巴回去 说便宜", None),
            (10, "2026-02-28 21:00", "relation", 0.8, "婷婷这学期在上海上学了 插班四年级 跟我住雇主给的小房间", None),
            (11, "2026-03-10 21:00", "event", 0.7, "清明回于都给阿公扫墓 带婷婷一起 四月三号晚上走", "2026-04-06 23:59"),
            (12, "2025-12-20 20:00", "relation", 0.5, "我弟阿强在于都县城跑摩的 回去可以叫他到车站接", None),
        ],
        probes=[
            ("para", "2026-03-12 21:30", "夜里回家那趟车 我睡哪层", ["c03"], []),
            ("para", "2026-03-13 22:00", "从县里到村里最后那截路 我身子扛不住 怎么走好", ["c04", "c12"], []),
            ("para", "2026-03-14 21:00", "家里小的那个有样东西吃不得 你记下没", ["c05"], []),
            ("para", "2026-03-15 20:30", "老太太那边常吃的那个药叫啥", ["c08"], []),
            ("task", "2026-03-18 21:00", "清明那趟帮我把票买了 顺便想想给家里带点啥", ["c11", "c03", "c08", "c05", "c06"],
             [("own", ["c09"], ["阿芳"])]),
            ("task", "2026-03-20 21:00", "回去那几天想带两个孩子和阿婆去县城吃顿好的 逛一逛 帮我安排", ["c05", "c04", "c12", "c06"],
             [("own", ["c07"], ["小旅馆"])]),
            ("abst", "2026-03-22 22:00", "今天雇主家孩子钢琴考级过了 一家人都挺高兴", [], []),
        ],
    ),
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def hits(keyword: str, text: str) -> bool:
    return norm(keyword) in norm(text)


def load_pool_literals(path: Path = POOL_SRC):
    """Parse background_pool.py (never import/execute it) and literal_eval POOL and PLACE_WORDS."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for tgt in node.targets:
                if isinstance(tgt, ast.Name) and tgt.id in ("POOL", "PLACE_WORDS"):
                    found[tgt.id] = ast.literal_eval(node.value)
    if set(found) != {"POOL", "PLACE_WORDS"}:
        raise SystemExit(f"could not find POOL/PLACE_WORDS literals in {path}")
    return found["POOL"], list(found["PLACE_WORDS"])


def parse_pool(text: str):
    """'## <topic> <type>' blocks; '[tag, tag] statement' lines."""
    entries, topic, mtype = [], None, None
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
        fams = {}
        active = False
        for t in tags:
            if t == "active":
                active = True
            elif ":" in t:
                f, c = t.split(":", 1)
                fams[f] = c
        entries.append(dict(topic=topic, type=mtype, tags=tags, families=fams,
                            active=active, text=line, idx=len(entries)))
    return entries


def core_id(code: str, ref: str) -> str:
    return f"{code}_{ref}"


def account_forbid_keywords(acct):
    kws = []
    for p in acct["probes"]:
        for g in p[4]:
            kws.extend(g[2])
    return kws


def account_place_words(acct, place_words):
    texts = [m[4] for m in acct["memories"]]
    texts += [p[2] for p in acct["probes"] if p[0] != "abst"]
    blob = "\n".join(texts)
    return sorted({w for w in place_words if w in blob})


def select_background(acct, entries, place_words, rng):
    """Filter the pool for one account, then sample. Returns (chosen entries, stats)."""
    families = {}
    for e in entries:
        for f, c in e["families"].items():
            families.setdefault(f, set()).add(c)
    chosen = {}
    for f in sorted(families):
        if f in acct["drop_families"]:
            chosen[f] = None
        elif f in acct["fix_clusters"]:
            if acct["fix_clusters"][f] not in families[f]:
                raise SystemExit(f"{acct['code']}: unknown cluster {f}:{acct['fix_clusters'][f]}")
            chosen[f] = acct["fix_clusters"][f]
        else:
            chosen[f] = rng.choice(sorted(families[f]))
    for f in acct["fix_clusters"]:
        if f not in families:
            raise SystemExit(f"{acct['code']}: unknown family {f}")

    places = account_place_words(acct, place_words)
    forbid_kws = account_forbid_keywords(acct)
    stats = dict(pool=len(entries), cluster_alternative=0, family=0, topic=0, active=0,
                 place=0, forbid=0, relevance=0)
    eligible = []
    for e in entries:
        reason = None
        fam_drop = [f for f in e["families"] if chosen.get(f) is None]
        fam_other = [f for f, c in e["families"].items() if chosen.get(f) is not None and chosen[f] != c]
        topic_key = e["topic"].split()[0]
        if fam_drop:
            reason = "family"
        elif fam_other:
            reason = "cluster_alternative"
        elif topic_key in acct["drop_topics"]:
            reason = "topic"
        elif e["active"] and acct["no_active"]:
            reason = "active"
        elif any(w in e["text"] for w in places):
            reason = "place"
        elif any(hits(k, e["text"]) for k in forbid_kws):
            reason = "forbid"
        elif any(hits(k, e["text"]) for k in acct["drop_kw"]):
            reason = "relevance"
        if reason:
            stats[reason] += 1
        else:
            eligible.append(e)
    stats["eligible"] = len(eligible)
    stats["dropped"] = sum(stats[k] for k in ("family", "topic", "active", "place", "forbid", "relevance"))

    n_bg = rng.randint(130, 150)
    target = None
    if acct["bg_target"]:
        tl = [e for e in eligible if e["text"] == acct["bg_target"]]
        if len(tl) != 1:
            raise SystemExit(f"{acct['code']}: bg target not eligible: {acct['bg_target']}")
        target = tl[0]
    rest = [e for e in eligible if e is not target]
    k = n_bg - (1 if target else 0)
    if len(rest) < k:
        raise SystemExit(f"{acct['code']}: only {len(rest)} eligible pool statements, need {k}")
    picked = rng.sample(rest, k) + ([target] if target else [])
    rng.shuffle(picked)
    stats["sampled"] = len(picked)
    return picked, target, stats, places


def build():
    pool_text, place_words = load_pool_literals()
    entries = parse_pool(pool_text)
    users, report = [], {}
    span = int((BG_TIME_TO - BG_TIME_FROM).total_seconds() // 60)
    for ai, acct in enumerate(ACCOUNTS):
        code = acct["code"]
        rng = random.Random(SEED * 100 + ai)
        picked, target, stats, places = select_background(acct, entries, place_words, rng)
        memories = []
        for nn, created, mtype, imp, content, vu in acct["memories"]:
            m = {"id": f"{code}_c{nn:02d}", "content": content, "type": mtype,
                 "importance": imp, "created_at": T(created)}
            if vu:
                m["valid_until"] = T(vu)
            memories.append(m)
        memories.sort(key=lambda m: m["id"])
        target_id = None
        for i, e in enumerate(picked, 1):
            mid = f"b_{code}_{i:03d}"
            when = BG_TIME_FROM + timedelta(minutes=rng.randrange(span))
            memories.append({"id": mid, "content": e["text"], "type": e["type"],
                             "importance": round(rng.uniform(0.3, 0.6), 2),
                             "created_at": when.isoformat()})
            if e is target:
                target_id = mid
        probes, counters = [], {}
        for kind, at, query, rel, forbid in acct["probes"]:
            counters[kind] = counters.get(kind, 0) + 1
            pid = f"{code}_{kind}_{counters[kind]:02d}"
            relevant = [target_id if r == "BG" else core_id(code, r) for r in rel]
            p = {"id": pid, "at": T(at), "query": query, "relevant": relevant}
            if forbid:
                p["forbid"] = [list(g[2]) for g in forbid]
            probes.append(p)
        users.append({"user_id": acct["user_id"], "tenant_id": acct["tenant"],
                      "memories": memories, "probes": probes})
        report[code] = dict(stats=stats, places=places, target_id=target_id)
    data = {"format": "memory-eval/v1", "name": SET_NAME, "users": users}
    return data, report


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
ALLOWED_TOP = {"format", "name", "users"}
ALLOWED_USER = {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}
ALLOWED_MEM = {"id", "content", "type", "importance", "created_at", "valid_until"}
ALLOWED_PROBE = {"id", "at", "query", "relevant", "expect", "forbid"}


def parse_ts(s, where):
    try:
        d = datetime.fromisoformat(s)
    except Exception as exc:  # noqa: BLE001
        raise AssertionError(f"{where}: bad timestamp {s!r}: {exc}")
    if d.tzinfo is None:
        raise AssertionError(f"{where}: timestamp without offset {s!r}")
    return d


def check_format(data):
    """Structural validation against FORMAT.md (independent of the spec)."""
    errs = []

    def need(cond, msg):
        if not cond:
            errs.append(msg)

    need(isinstance(data, dict) and set(data) <= ALLOWED_TOP, "top level keys")
    need(data.get("format") == "memory-eval/v1", "format must be memory-eval/v1")
    need(isinstance(data.get("name"), str) and data["name"], "name")
    users = data.get("users")
    need(isinstance(users, list) and users, "users must be a non-empty list")
    seen_accounts = set()
    for u in users or []:
        uid = u.get("user_id")
        need(isinstance(uid, str) and uid, "user_id")
        need(set(u) <= ALLOWED_USER, f"{uid}: unknown user keys {set(u) - ALLOWED_USER}")
        tid = u.get("tenant_id", "default")
        need(isinstance(tid, str) and tid, f"{uid}: tenant_id")
        need((uid, tid) not in seen_accounts, f"duplicate account {(uid, tid)}")
        seen_accounts.add((uid, tid))
        need("sessions" not in u and "gold" not in u, f"{uid}: track R set must not carry sessions/gold")
        mems = u.get("memories", [])
        need(isinstance(mems, list) and mems, f"{uid}: memories")
        ids = set()
        for m in mems:
            need(set(m) <= ALLOWED_MEM, f"{uid}: unknown memory keys {set(m) - ALLOWED_MEM}")
            need(isinstance(m.get("id"), str) and m["id"] and m["id"] not in ids, f"{uid}: memory id {m.get('id')}")
            ids.add(m.get("id"))
            need(isinstance(m.get("content"), str) and m["content"].strip(), f"{m.get('id')}: content")
            need(isinstance(m.get("type", "fact"), str), f"{m.get('id')}: type")
            imp = m.get("importance", 0.7)
            need(isinstance(imp, (int, float)) and 0 <= imp <= 1, f"{m.get('id')}: importance")
            try:
                c = parse_ts(m["created_at"], m["id"]) if "created_at" in m else None
                if "valid_until" in m:
                    v = parse_ts(m["valid_until"], m["id"])
                    need(c is None or v > c, f"{m['id']}: valid_until before created_at")
            except AssertionError as exc:
                errs.append(str(exc))
        for p in u.get("probes", []):
            pid = p.get("id")
            need(set(p) <= ALLOWED_PROBE, f"{pid}: unknown probe keys {set(p) - ALLOWED_PROBE}")
            need(isinstance(pid, str) and pid, f"{uid}: probe id")
            need(isinstance(p.get("query"), str) and p["query"].strip(), f"{pid}: query")
            need("expect" not in p, f"{pid}: track R set must not carry expect")
            rel = p.get("relevant")
            need(isinstance(rel, list) and all(isinstance(r, str) and r in ids for r in rel),
                 f"{pid}: relevant must list ids of this user's memories")
            need(len(set(rel or [])) == len(rel or []), f"{pid}: duplicate relevant ids")
            if "at" in p:
                try:
                    parse_ts(p["at"], pid)
                except AssertionError as exc:
                    errs.append(str(exc))
            if "forbid" in p:
                fb = p["forbid"]
                need(isinstance(fb, list) and fb and all(
                    isinstance(g, list) and g and all(isinstance(k, str) and k.strip() for k in g) for g in fb),
                    f"{pid}: forbid must be a list of non-empty keyword lists")
    all_pids = [p["id"] for u in users or [] for p in u.get("probes", [])]
    need(len(all_pids) == len(set(all_pids)), "probe ids must be unique")
    return errs


def bigram_overlap(q: str, m: str) -> float:
    def grams(s):
        s = re.sub(r"[\s，。！？、：；,.!?:;]", "", norm(s))
        return {s[i:i + 2] for i in range(len(s) - 1)}
    gq, gm = grams(q), grams(m)
    return len(gq & gm) / max(1, len(gq))


def check_spec(data, report):
    """Spec-level checks: shape, kinds, forbid provenance, leak probes, time logic."""
    errs = []

    def need(cond, msg):
        if not cond:
            errs.append(msg)

    by_code = {}
    for acct, u in zip(ACCOUNTS, data["users"]):
        need(u["user_id"] == acct["user_id"] and u["tenant_id"] == acct["tenant"], f"{acct['code']}: account order")
        by_code[acct["code"]] = (acct, u)
    need(len(ACCOUNTS) == 12 and len(data["users"]) == 12, "12 accounts")
    codes = [a["code"] for a in ACCOUNTS]
    need(len(set(codes)) == len(codes), "account codes unique")
    twins = [a for a in ACCOUNTS if a["twin"]]
    need(len(twins) == 2, "exactly one twin pair")
    a0, a1 = twins
    need(a0["user_id"] == a1["user_id"] and a0["tenant"] != a1["tenant"], "twins share user_id under two tenants")
    need(a0["twin"] == a1["code"] and a1["twin"] == a0["code"], "twin links")
    others = [a["user_id"] for a in ACCOUNTS if not a["twin"]]
    need(len(set(others)) == len(others) and a0["user_id"] not in others, "other user_ids unique")

    kind_count = {k: 0 for k in KINDS}
    forbid_probes = leak_probes = 0
    leak_per = {a0["code"]: 0, a1["code"]: 0}
    para_ov, direct_ov = [], []
    for code, (acct, u) in by_code.items():
        mems = {m["id"]: m for m in u["memories"]}
        core = [m for m in u["memories"] if m["id"].startswith(code + "_c")]
        bg = [m for m in u["memories"] if m["id"].startswith("b_")]
        need(12 <= len(core) <= 14, f"{code}: {len(core)} core memories")
        need(130 <= len(bg) <= 150, f"{code}: {len(bg)} background memories")
        need(len(core) + len(bg) == len(u["memories"]), f"{code}: unexpected memory ids")
        need(all(re.fullmatch(rf"{code}_c\d\d", m["id"]) for m in core), f"{code}: core id pattern")
        need(all(re.fullmatch(rf"b_{code}_\d\d\d", m["id"]) for m in bg), f"{code}: bg id pattern")
        last_created = max(parse_ts(m["created_at"], m["id"]) for m in u["memories"])
        for m in bg:
            for k in acct["drop_kw"] + account_forbid_keywords(acct):
                need(not hits(k, m["content"]), f"{m['id']}: background contains filtered keyword {k}")
        twin_u = by_code[acct["twin"]][1] if acct["twin"] else None
        twin_mems = {m["id"]: m for m in twin_u["memories"]} if twin_u else {}
        for spec_p, p in zip(acct["probes"], u["probes"]):
            kind, at, query, rel, forbid = spec_p
            pid = p["id"]
            need(re.fullmatch(rf"{code}_{kind}_\d\d", pid) is not None, f"{pid}: id pattern")
            kind_count[kind] += 1
            at_d = parse_ts(p["at"], pid)
            need(at_d >= last_created, f"{pid}: asked before some memory of the account was created")
            wanted = p["relevant"]
            for w in wanted:
                vu = mems[w].get("valid_until")
                need(vu is None or parse_ts(vu, w) >= at_d, f"{pid}: wanted {w} already expired")
            if kind == "abst":
                need(wanted == [], f"{pid}: abst must want nothing")
            elif kind == "bg":
                need(len(wanted) == 1 and wanted[0].startswith("b_"), f"{pid}: bg must want one background id")
                need(wanted[0] == report[code]["target_id"], f"{pid}: bg target mismatch")
            elif kind == "task":
                need(3 <= len(wanted) <= 5 and all(w.startswith(code + "_c") for w in wanted), f"{pid}: task needs 3-5 core ids")
            elif kind == "direct":
                need(len(wanted) == 1 and wanted[0].startswith(code + "_c"), f"{pid}: direct wants one core id")
            elif kind == "para":
                need(1 <= len(wanted) <= 2 and all(w.startswith(code + "_c") for w in wanted), f"{pid}: para wants 1-2 core ids")
            elif kind == "expiry":
                stale = []
                for g in forbid:
                    if g[0] != "own":
                        continue
                    for ref in g[1]:
                        sm = mems[core_id(code, ref)]
                        expired = "valid_until" in sm and parse_ts(sm["valid_until"], sm["id"]) < at_d
                        superseded = any(parse_ts(mems[w]["created_at"], w) > parse_ts(sm["created_at"], sm["id"]) for w in wanted)
                        dated = re.search(r"[一二三四五六七八九十\d]+月|国庆|春节|过年|暑假|寒假", sm["content"]) is not None
                        stale.append(expired or superseded or (dated and not wanted))
                need(any(stale), f"{pid}: expiry probe forbids no expired, superseded or dated fact")
            if kind in ("para", "direct"):
                ov = max(bigram_overlap(query, mems[w]["content"]) for w in wanted)
                (para_ov if kind == "para" else direct_ov).append(ov)
            fgroups = p.get("forbid", [])
            need(len(fgroups) == len(forbid), f"{pid}: forbid groups mismatch")
            if forbid:
                forbid_probes += 1
            is_leak = any(g[0] == "twin" for g in forbid)
            if is_leak:
                leak_probes += 1
                leak_per[code] += 1
                need(all(g[0] == "twin" for g in forbid), f"{pid}: leak probe mixes own groups")
            for g, kws in zip(forbid, fgroups):
                need(list(g[2]) == kws, f"{pid}: forbid keywords mismatch")
                if g[0] == "own":
                    named = {core_id(code, r) for r in g[1]}
                    hit = {m["id"] for m in u["memories"] if any(hits(k, m["content"]) for k in kws)}
                    need(hit == named, f"{pid}: forbid {kws} hits {sorted(hit)} not {sorted(named)}")
                    for k in kws:
                        need(any(hits(k, mems[n]["content"]) for n in named), f"{pid}: dead forbid keyword {k}")
                elif g[0] == "twin":
                    tid = core_id(acct["twin"], g[1])
                    need(tid in twin_mems, f"{pid}: unknown twin memory {tid}")
                    for k in kws:
                        need(tid in twin_mems and hits(k, twin_mems[tid]["content"]), f"{pid}: {k} misses twin {tid}")
                    own_hit = [m["id"] for m in u["memories"] if any(hits(k, m["content"]) for k in kws)]
                    need(not own_hit, f"{pid}: leak keywords {kws} hit own memories {own_hit}")
                else:
                    errs.append(f"{pid}: bad forbid group kind {g[0]}")
                for w in wanted:
                    need(not any(hits(k, mems[w]["content"]) for k in kws), f"{pid}: forbid {kws} hits wanted {w}")
    need(kind_count == KIND_TARGET, f"kind counts {kind_count} != {KIND_TARGET}")
    need(sum(kind_count.values()) == 112, "112 probes")
    need(leak_probes == 16 and all(v == 8 for v in leak_per.values()), f"leak probes {leak_per}")
    need(36 <= forbid_probes <= 46, f"forbid probes {forbid_probes} not about 40")
    need(max(para_ov) <= 0.2, f"a para probe shares too much with its fact (max overlap {max(para_ov):.2f})")
    summary = dict(kind_count=kind_count, forbid_probes=forbid_probes, leak_probes=leak_probes,
                   para_overlap=sum(para_ov) / len(para_ov), para_overlap_max=max(para_ov),
                   direct_overlap=sum(direct_ov) / len(direct_ov))
    return errs, summary


def print_counts(data, report, summary):
    n_core = sum(1 for u in data["users"] for m in u["memories"] if not m["id"].startswith("b_"))
    n_bg = sum(1 for u in data["users"] for m in u["memories"] if m["id"].startswith("b_"))
    print(f"file: {OUT}")
    print(f"accounts: {len(data['users'])}  memories: {n_core + n_bg} (core {n_core}, background {n_bg})")
    print("probes: " + ", ".join(f"{k} {v}" for k, v in summary["kind_count"].items())
          + f"  (total {sum(summary['kind_count'].values())})")
    print(f"probes with forbid: {summary['forbid_probes']}  cross-tenant leak probes: {summary['leak_probes']}")
    print(f"char-bigram overlap query->wanted fact: para mean {summary['para_overlap']:.2f} "
          f"(max {summary['para_overlap_max']:.2f}), direct mean {summary['direct_overlap']:.2f}")
    tot = {}
    print("background filtering per account (pool -> dropped / cluster alternatives -> eligible -> sampled):")
    for acct, u in zip(ACCOUNTS, data["users"]):
        s = report[acct["code"]]["stats"]
        for k in ("pool", "cluster_alternative", "family", "topic", "active", "place", "forbid", "relevance", "dropped", "eligible", "sampled"):
            tot[k] = tot.get(k, 0) + s[k]
        print(f"  {acct['code']:>2} {u['user_id']}@{u['tenant_id']}: pool {s['pool']}, dropped {s['dropped']} "
              f"(family {s['family']}, topic {s['topic']}, active {s['active']}, place {s['place']}, "
              f"forbid-kw {s['forbid']}, relevance-kw {s['relevance']}), cluster alternatives {s['cluster_alternative']}, "
              f"eligible {s['eligible']}, sampled {s['sampled']}; places {report[acct['code']]['places']}")
    print(f"dropped pool statements (sum over accounts): {tot['dropped']} "
          f"[family {tot['family']}, topic {tot['topic']}, active {tot['active']}, place {tot['place']}, "
          f"forbid-kw {tot['forbid']}, relevance-kw {tot['relevance']}]; cluster alternatives {tot['cluster_alternative']}")


def main(argv):
    data, report = build()
    if "--check" in argv:
        if not OUT.exists():
            raise SystemExit(f"missing {OUT}; run without --check first")
        written = json.loads(OUT.read_text(encoding="utf-8"))
        errs = check_format(written)
        if written != data:
            errs.append("written file differs from a fresh deterministic build of the spec")
        if not errs:
            e2, summary = check_spec(written, report)
            errs.extend(e2)
        if errs:
            print("CHECK FAILED:")
            for e in errs:
                print("  -", e)
            return 1
        print("CHECK OK (memory-eval/v1 structure, spec shape, forbid provenance, leak probes, times)")
        print_counts(written, report, summary)
        return 0
    errs = check_format(data)
    e2, summary = check_spec(data, report)
    errs.extend(e2)
    if errs:
        print("BUILD FAILED:")
        for e in errs:
            print("  -", e)
        return 1
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
    print_counts(data, report, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
