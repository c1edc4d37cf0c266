#!/usr/bin/env python3
"""Build the fourth blind held-out track-R set bench/data/holdout4/zh_retrieval_holdout4.json.

    python bench/data/holdout4/build_holdout4.py           # write the JSON, check it, print a summary
    python bench/data/holdout4/build_holdout4.py --check   # check the JSON on disk (and that a rebuild is identical)

How it was written (blind): the users, core memories and probes below were
hand-written for this file only, by a helper session that did not look at the
project's other data sets (dev/test/dialogue/holdout/holdout2/holdout3 JSON),
tests, docs, or any engine/assistant code, and that never ran the engine or an
evaluator. The only inputs read were:
  * shared/eval/FORMAT.md (the memory-eval/v1 format),
  * the module docstring of bench/data/holdout2/build_holdout2.py (probe-kind
    conventions only),
  * bench/data/src/background_pool.py (the background statement pool, which is
    imported here, not copied).

Deterministic: background sampling, background timestamps, background
type/importance and the time of day of core memories come from random.Random
seeded with SEED + tenant_id + user_id, so a rebuild is byte-identical.

Users (11 accounts, 10 kinds of lives): an ER nurse on rotating shifts, a
retired couple, an archaeology undergraduate, a wheelchair user, a banker with
three-year-old twins, a Hui Muslim family, a landscape photographer, a marathon
runner, a vegan Chinese teacher, a florist who owns her shop. One user_id
(u_anyi) exists in two tenants with conflicting facts: 许安怡/大连/花生过敏
(t_north) vs 徐安宜/昆明/虾蟹过敏 (t_south); every probe of either forbids the
other tenant's name, city and allergen.

Probe ids are "p<n>-<kind>":
  para    targets a stored fact in other words, sharing few or no characters
          with it and relying on world knowledge or everyday inference
          (杨枝甘露 -> 芒果, 东极岛 -> 只能坐船, 布偶 -> 猫, 十八弯 -> 山路晕车,
          舒芙蕾 -> 鸡蛋, 主麻 -> 礼拜, 叉烧 -> 猪肉, 奇异果 -> 猕猴桃,
          先锋霉素 -> 头孢, 五月第二个星期天 -> 母亲节, 冬阴功 -> 虾, 沙县拌面 -> 花生酱,
          冰城 -> 哈尔滨, 青稞佳酿 -> 酒精, 红景天 -> 高反 ...)
  task    a planning request; relevant = every memory a careful planner must
          take into account (2-4 ids)
  direct  the user asks about themselves (name, job, family)
  abst    needs no personal memory (relevant: []), but shares topic words with
          a stored fact (the user's city, a planned destination)
  expiry  asked after a dated plan has ended; that plan is not relevant and its
          keyword is in forbid (one of them, u_suwan, still has a durable
          schedule fact as its relevant memory)
  bg      targets a background memory pinned into the sample ("@statement")

Dated plans: explicit valid_until on u_zhoujg m5/m10 (三亚 winter, 五台山),
u_lisiyuan m8 (厦门 conference), u_majianhua m6, u_songye m7 (青海), u_hanfei m2
(杭州马拉松), u_qianliqun m10 (斗南), u_anyi@t_south m5 (清迈). Left to the
engine's own inference from wording: u_linxue m5 "2026年国庆", u_hexiaoyu m6
"2026年7月", u_zhaomin m7 "2026年暑假", u_songye m6 "2026年10月", u_suwan m6
"2026年7月下旬", u_qianliqun m6 "2026年8月初", u_anyi@t_north m4 "2026年12月".
Durable facts with time words that must NOT expire: u_linxue m9 "每年十二月",
u_lisiyuan m9 "每年春节前后", u_hanfei m6 "每年三月", u_suwan m9 "每年开学前一周
… 八月下旬", u_qianliqun m3 "每年情人节、七夕和母亲节前后", u_anyi@t_south m4
"每年五月到十月", ages with 今年 (u_zhoujg m1, u_zhaomin m2, u_majianhua m5,
u_suwan m7). Some probes target exactly these after their months have passed
or before they come round.

Background memories: 150-220 per user, created_at spread uniformly over the 12
months before the reference date (2025-05-20 .. 2026-05-20); core memories are
dated inside the same window and every probe is asked after all of the user's
memories. Type and importance of each background memory are drawn from the
user's own core type and importance lists, so they carry no relevance signal.

Background hygiene (so a sampled statement never becomes silently relevant or
contradicts a core fact):
  * pets and car topics are never sampled; one cluster per family is kept
    (some forced per user, e.g. the nurse never "works from home");
  * "active" statements are dropped for users with mobility constraints;
  * statements naming a pool place word that occurs in the user's core facts or
    non-abstention probes, or containing any of the user's forbid keywords,
    are dropped;
  * per-user topic and keyword exclusions (drop_topics / drop_kw below), e.g.
    office-life statements for the nurse, retiree, student, photographer,
    teacher and florist, "半程马拉松" for the marathon runner, "咖啡" for the
    user who cannot drink coffee, "西藏/川西" for the user prone to altitude
    sickness; pinned statements bypass the keyword exclusions only.
"""
from __future__ import annotations

import json
import random
import sys
import unicodedata
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

SEED = "holdout4-2026"
OUT = HERE / "zh_retrieval_holdout4.json"
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 5, 20, 20, 0, tzinfo=TZ)          # reference date
PROBE_START = datetime(2026, 5, 21, 9, 0, tzinfo=TZ)   # ordinary probes start here
ALWAYS_DROP_TOPICS = {"pets", "car"}
OFFICE = ["公司", "同事", "领导", "年终奖", "跳槽", "述职", "报销", "实习", "在职"]


def vu(day: str) -> str:
    return f"{day}T00:00:00+08:00"


# core memory: (id, type, importance, created date, content, valid_until or None)
# probe: (kind, at or None, query, relevant, forbid)
USERS = [
    dict(
        user_id="u_linxue", tenant_id="default",
        drop_topics=["work", "routine"], drop_kw=OFFICE, force={"commute": "metro"},
        no_active=False,
        core=[
            ("m1", "profile", 0.9, "2025-06-03", "用户叫林雪，在杭州一家三甲医院的急诊科当护士", None),
            ("m2", "profile", 0.8, "2025-07-15", "用户上三班倒，排班表每个月底才出来，旅行只能临时请假", None),
            ("m3", "profile", 0.95, "2025-08-02", "用户对芒果过敏，吃了嘴唇会肿", None),
            ("m4", "profile", 0.85, "2025-09-10", "用户坐船会晕，坐车和坐飞机都还好", None),
            ("m5", "event", 0.85, "2026-04-18", "用户和闺蜜周晴约好2026年国庆一起去云南大理玩五天", None),
            ("m6", "preference", 0.7, "2025-10-21", "用户喜欢拍日出，出去玩愿意早起", None),
            ("m7", "preference", 0.75, "2025-12-05", "用户一次旅行的预算控制在四千元以内", None),
            ("m8", "profile", 0.6, "2025-06-20", "用户住在杭州滨江，去萧山机场很方便", None),
            ("m9", "profile", 0.7, "2026-01-08", "用户每年十二月要修护理继续教育的学分，那个月很难请假", None),
            ("m10", "preference", 0.8, "2026-02-14", "用户睡眠很浅，订酒店要安静、离电梯远一点", None),
        ],
        pins=["用户用运动App记录每天的步数"],
        probes=[
            ("direct", None, "我现在是在哪个科室上班来着？", ["m1"], []),
            ("para", None, "听说海南的杨枝甘露特别出名，我能点一杯尝尝吗？", ["m3"], []),
            ("para", None, "去涠洲岛得搭轮渡上岛，我需要提前准备点什么吗？", ["m4"], []),
            ("task", None, "帮我挑一下国庆去大理住的酒店", ["m5", "m7", "m10"], []),
            ("task", None, "下周轮休两天，想去东极岛看日出，帮我安排一下", ["m4", "m6", "m7", "m10"], []),
            ("abst", None, "萧山机场到杭州东站坐地铁要多久？", [], []),
            ("abst", None, "大理古城的海拔大概有多高？", [], []),
            ("expiry", "2026-10-20T19:30:00+08:00", "这个月还有什么出去玩的安排吗？", [], [["大理"]]),
            ("bg", None, "我每天走了多少路，是靠什么记下来的？", ["@用户用运动App记录每天的步数"], []),
        ],
    ),
    dict(
        user_id="u_zhoujg", tenant_id="default",
        drop_topics=["work", "commute", "tech", "games", "family", "learning"],
        drop_kw=OFFICE + ["血压", "献血", "父母", "读博", "正畸", "大学室友", "App"],
        force={"housing": "own"}, no_active=True,
        core=[
            ("m1", "profile", 0.9, "2025-06-11", "用户叫周建国，今年六十八岁，退休前是铁路局的工程师", None),
            ("m2", "relation", 0.95, "2025-06-11", "用户的老伴王秀兰前年做了膝关节置换手术，爬不了山，也走不了太多台阶", None),
            ("m3", "profile", 0.9, "2025-07-03", "用户有高血压，每天早上要按时吃降压药", None),
            ("m4", "preference", 0.75, "2025-08-19", "用户和老伴不太会用手机买票，希望行程里尽量少换乘", None),
            ("m5", "event", 0.85, "2026-03-28", "用户和老伴打算2026年12月到2027年2月去三亚住两个月避寒", vu("2027-03-01")),
            ("m6", "preference", 0.7, "2025-09-30", "用户爱听京剧，到了一个地方喜欢找戏园子听戏", None),
            ("m7", "preference", 0.8, "2025-11-12", "用户和老伴口味清淡，老伴一点辣都不能吃", None),
            ("m8", "profile", 0.6, "2025-06-15", "用户和老伴住在沈阳铁西区", None),
            ("m9", "relation", 0.7, "2025-12-20", "用户的女儿周蕾在上海工作，外孙今年上初一", None),
            ("m10", "event", 0.8, "2026-05-10", "用户跟老年大学的同学报了2026年6月5日到7日的五台山三日游", vu("2026-06-08")),
        ],
        pins=[],
        probes=[
            ("direct", None, "我老伴叫什么名字你还记得吗？", ["m2"], []),
            ("para", None, "天门山那段九百九十九级的上天梯，我们老两口去得了吗？", ["m2"], []),
            ("para", None, "重庆九宫格红汤锅底，我们老两口受得了吗？", ["m7"], []),
            ("task", None, "帮我们找找三亚过冬那两个月住的地方", ["m5", "m2", "m3"], []),
            ("task", None, "下个月想去上海看女儿，帮我们看看怎么过去", ["m9", "m8", "m4", "m2"], []),
            ("abst", None, "沈阳冬天一般几号开始供暖？", [], []),
            ("expiry", "2026-06-20T10:00:00+08:00", "这个月底之前我还有什么出门的安排吗？", [], [["五台山"]]),
        ],
    ),
    dict(
        user_id="u_hexiaoyu", tenant_id="default",
        drop_topics=["work", "commute", "home", "finance"],
        drop_kw=OFFICE + ["大学时", "大学读", "大学毕业", "大三", "大学同学", "读的大学", "两千",
                          "流浪动物", "业委会", "业主", "教师资格", "份子钱", "厨房", "工作时"],
        force={}, no_active=False,
        core=[
            ("m1", "profile", 0.9, "2025-09-05", "用户叫何小雨，在西安读大二，学的是考古专业", None),
            ("m2", "preference", 0.8, "2025-09-20", "用户每个月生活费两千块，出去玩只能穷游，住青旅也可以", None),
            ("m3", "profile", 0.9, "2025-10-08", "用户晕车很严重，坐大巴走山路必吐", None),
            ("m4", "profile", 0.9, "2025-10-30", "用户对猫毛过敏，碰到猫就打喷嚏、眼睛痒", None),
            ("m5", "profile", 0.6, "2025-11-15", "用户有学生证，火车票和很多景点门票都能打折", None),
            ("m6", "event", 0.85, "2026-04-25", "用户和室友约好2026年7月一起去敦煌看莫高窟", None),
            ("m7", "preference", 0.75, "2025-12-02", "用户特别爱逛博物馆，最喜欢看青铜器", None),
            ("m8", "preference", 0.7, "2026-01-10", "用户不吃香菜，闻到味道都受不了", None),
            ("m9", "profile", 0.6, "2026-01-18", "用户每年寒假都回湖南衡阳老家过年", None),
        ],
        pins=["用户喜欢拼一千片以上的拼图"],
        probes=[
            ("para", None, "那家民宿说店主养了只布偶，我住那儿会不会有问题？", ["m4"], []),
            ("para", None, "去九寨沟那一路都是十八弯，我扛得住吗？", ["m3"], []),
            ("para", None, "在兰州吃牛肉面，我得提前跟师傅交代一声啥？", ["m8"], []),
            ("task", None, "帮我规划一下七月敦煌那趟的交通和住宿", ["m6", "m2", "m3", "m5"], []),
            ("direct", None, "我学的是什么专业来着？", ["m1"], []),
            ("abst", None, "莫高窟每天最多接待多少游客？", [], []),
            ("expiry", "2026-08-10T21:00:00+08:00", "接下来一个月有什么要提前订票的行程吗？", [], [["敦煌"], ["莫高窟"]]),
            ("bg", None, "我有个动辄上千块碎片的爱好，你还记得是什么吗？", ["@用户喜欢拼一千片以上的拼图"], []),
        ],
    ),
    dict(
        user_id="u_lisiyuan", tenant_id="default",
        drop_topics=["sports"],
        drop_kw=["羽毛球", "搬家", "爬", "骑", "自驾", "运动鞋", "拉花", "酸奶", "跑", "散步", "跆拳道", "滑冰"],
        force={}, no_active=True,
        core=[
            ("m1", "profile", 0.9, "2025-06-25", "用户叫李思远，住在广州天河，是一名软件工程师", None),
            ("m2", "profile", 0.95, "2025-06-25", "用户因为脊髓损伤长期坐轮椅，出行必须有无障碍设施", None),
            ("m3", "profile", 0.85, "2025-08-14", "用户用的是电动轮椅，锂电池坐飞机要提前向航空公司报备", None),
            ("m4", "preference", 0.9, "2025-09-03", "用户订酒店必须是无障碍客房，卫生间要有扶手，淋浴区不能有门槛", None),
            ("m5", "relation", 0.8, "2025-10-11", "用户出门一般由哥哥李思宁陪同", None),
            ("m6", "preference", 0.65, "2025-11-22", "用户喜欢看海，爱拍海边的晚霞", None),
            ("m7", "profile", 0.8, "2025-12-30", "用户乳糖不耐受，喝牛奶会拉肚子", None),
            ("m8", "event", 0.85, "2026-05-06", "用户要去厦门参加2026年6月23日到25日的一个技术大会", vu("2026-06-26")),
            ("m9", "profile", 0.65, "2026-01-15", "用户每年春节前后要回医院做一次复查", None),
            ("m10", "preference", 0.75, "2026-02-22", "用户出行更喜欢坐高铁，尽量不转机", None),
        ],
        pins=["用户家住在十七楼"],
        probes=[
            ("para", None, "平遥古城的石板路坑坑洼洼的，我去逛合适吗？", ["m2"], []),
            ("para", None, "值机时，我那台电动代步车里的电芯要怎么处理？", ["m3"], []),
            ("para", None, "拿铁和奶茶，我喝哪个没事？", ["m7"], []),
            ("para", None, "腊月底到正月里，我能安排一趟远门吗？", ["m9"], []),
            ("task", None, "帮我订厦门开会那几天的酒店", ["m8", "m4", "m5"], []),
            ("task", None, "想去北海银滩看海，帮我规划一下怎么从广州过去", ["m2", "m10", "m5"], []),
            ("abst", None, "厦门六月份台风多吗？", [], []),
            ("bg", None, "我家是在几层来着？", ["@用户家住在十七楼"], []),
        ],
    ),
    dict(
        user_id="u_zhaomin", tenant_id="default",
        drop_topics=[], drop_kw=["睡懒觉"], force={}, no_active=False,
        core=[
            ("m1", "profile", 0.85, "2025-07-02", "用户叫赵敏，住在成都，在一家银行上班", None),
            ("m2", "relation", 0.9, "2025-07-02", "用户有一对双胞胎儿子，今年三岁，小名大宝和二宝", None),
            ("m3", "profile", 0.95, "2025-08-09", "用户家二宝对鸡蛋过敏", None),
            ("m4", "relation", 0.7, "2025-09-16", "用户的老公王磊工作忙，一般只有周末能一起出门", None),
            ("m5", "preference", 0.85, "2025-10-05", "用户带孩子出门必推双人推车，希望景点能推车通行", None),
            ("m6", "preference", 0.8, "2025-11-19", "用户家两个孩子中午必须午睡两个小时，行程不能排太满", None),
            ("m7", "event", 0.85, "2026-04-30", "用户计划2026年暑假带两个孩子去青岛看海", None),
            ("m8", "preference", 0.6, "2025-12-27", "用户自己爱吃辣，但带孩子出门会点不辣的菜", None),
            ("m9", "preference", 0.75, "2026-02-08", "用户家庭旅行的预算在一万元左右", None),
            ("m10", "relation", 0.6, "2026-03-12", "用户的婆婆有时会跟着一起出门帮忙带孩子", None),
        ],
        pins=[],
        probes=[
            ("para", None, "酒店早餐有舒芙蕾松饼，两个娃都能吃吧？", ["m3"], []),
            ("para", None, "去黄龙溪古镇，我家那辆并排坐俩娃的宝宝座驾能用吗？", ["m5"], []),
            ("para", None, "下午一点到三点安排个景点没问题吧？", ["m6"], []),
            ("task", None, "帮我把暑假青岛亲子游每天的节奏排一下", ["m7", "m6", "m5"], []),
            ("task", None, "这周六全家去吃顿农家乐，帮我想想点菜要注意什么", ["m3", "m8"], []),
            ("direct", None, "我家俩孩子今年多大了？", ["m2"], []),
            ("abst", None, "青岛的海水浴场一般几月份开放？", [], []),
            ("abst", None, "成都东站到都江堰的动车要多久？", [], []),
            ("expiry", "2026-09-10T20:00:00+08:00", "国庆想带娃出去，我之前定下的出游计划还有哪些没走的？", [], [["青岛"]]),
        ],
    ),
    dict(
        user_id="u_majianhua", tenant_id="default",
        drop_topics=[], drop_kw=[], force={}, no_active=False,
        core=[
            ("m1", "profile", 0.9, "2025-06-08", "用户叫马建华，是回族，住在银川，在物流公司做车队调度", None),
            ("m2", "profile", 0.95, "2025-06-08", "用户一家只吃清真食品，不吃猪肉", None),
            ("m3", "preference", 0.85, "2025-07-21", "用户每天要做五次礼拜，出门希望住处附近有清真寺", None),
            ("m4", "relation", 0.8, "2025-08-30", "用户的妻子海燕坐飞机会耳朵疼，容易晕机", None),
            ("m5", "relation", 0.8, "2025-09-25", "用户家有三个孩子，最小的女儿今年五岁", None),
            ("m6", "event", 0.85, "2026-04-12", "用户计划2027年开斋节之后带全家去马来西亚玩", vu("2027-04-30")),
            ("m7", "preference", 0.75, "2025-11-04", "用户出去玩喜欢住带厨房的公寓，自己做饭更放心", None),
            ("m8", "preference", 0.65, "2025-12-16", "用户喜欢沙漠和骆驼，沙坡头去过好几次", None),
            ("m9", "preference", 0.7, "2026-01-27", "用户全家出游的预算一般在两万元以内", None),
        ],
        pins=["用户每个月给一个助学项目捐一百元"],
        probes=[
            ("para", None, "广州的叉烧包和烧鹅，哪样我能吃？", ["m2"], []),
            ("para", None, "到了杭州，星期五晌午的主麻去哪儿参加？", ["m3"], []),
            ("para", None, "全家想去三亚，四个钟头的航程，孩子他妈那边要提前备点什么？", ["m4"], []),
            ("task", None, "帮我安排开斋节后去马来西亚的住宿", ["m6", "m7", "m5", "m3"], []),
            ("direct", None, "我是哪个民族的？", ["m1"], []),
            ("abst", None, "马来西亚对中国游客免签吗？", [], []),
            ("abst", None, "银川到沙坡头开车要多久？", [], []),
            ("bg", None, "我每个月固定捐的那笔钱是给什么项目的？", ["@用户每个月给一个助学项目捐一百元"], []),
        ],
    ),
    dict(
        user_id="u_songye", tenant_id="default",
        drop_topics=["work", "commute"],
        drop_kw=OFFICE + ["摄影", "索道", "西藏", "川西"],
        force={}, no_active=False,
        core=[
            ("m1", "profile", 0.85, "2025-06-18", "用户叫宋野，是自由职业的风光摄影师，住在北京", None),
            ("m2", "profile", 0.9, "2025-07-09", "用户有恐高症，不敢坐缆车，也不敢走玻璃栈道", None),
            ("m3", "preference", 0.75, "2025-08-22", "用户拍风光最喜欢蓝调时刻和星空", None),
            ("m4", "preference", 0.7, "2025-09-14", "用户出门带的摄影器材有二十多公斤，需要能寄存大件行李", None),
            ("m5", "profile", 0.9, "2025-10-02", "用户对酒精过敏，喝一点就起疹子", None),
            ("m6", "event", 0.85, "2026-04-08", "用户计划2026年10月去新疆喀纳斯拍秋色", None),
            ("m7", "event", 0.85, "2026-05-02", "用户打算2026年6月12日到18日去青海拍星空", vu("2026-06-19")),
            ("m8", "profile", 0.65, "2025-11-30", "用户的无人机是大疆Mavic 3", None),
            ("m9", "profile", 0.85, "2026-01-05", "用户容易高反，上次在稻城吐了一整晚", None),
        ],
        pins=[],
        probes=[
            ("para", None, "张家界那条悬在半空、脚下透明的步道，我能上去拍吗？", ["m2"], []),
            ("para", None, "去那曲之前要不要备点红景天？", ["m9"], []),
            ("para", None, "牧民唱着歌双手捧上一银碗青稞佳酿，我接还是不接？", ["m5"], []),
            ("task", None, "帮我排一下十月喀纳斯拍秋色的路线和住宿", ["m6", "m3", "m4"], []),
            ("task", None, "下个月想去黄山拍云海，帮我安排住宿和上山方式", ["m2", "m4", "m7"], []),
            ("abst", None, "喀纳斯十月中旬还能看到金黄的白桦林吗？", [], []),
            ("expiry", "2026-06-25T22:00:00+08:00", "这两周有什么出行要提前准备的吗？", [], [["青海"]]),
        ],
    ),
    dict(
        user_id="u_hanfei", tenant_id="default",
        drop_topics=[], drop_kw=["半程马拉松", "七点"], force={}, no_active=False,
        core=[
            ("m1", "profile", 0.85, "2025-06-30", "用户叫韩飞，在上海做外贸，业余跑马拉松", None),
            ("m2", "event", 0.9, "2026-04-22", "用户中签了2026年11月1日的杭州马拉松全程", vu("2026-11-02")),
            ("m3", "preference", 0.8, "2025-08-05", "用户大赛前三天要吃高碳水的饭，不碰辛辣和生冷", None),
            ("m4", "profile", 0.85, "2025-09-12", "用户左脚跟腱有旧伤，跑完全程后一周内不能走太多山路", None),
            ("m5", "profile", 0.9, "2025-10-19", "用户对猕猴桃过敏", None),
            ("m6", "preference", 0.7, "2025-11-27", "用户每年三月都会安排一场海外马拉松", None),
            ("m7", "relation", 0.75, "2025-12-14", "用户的妻子林蔓不跑步，陪他参赛时更喜欢逛街和找美食", None),
            ("m8", "preference", 0.7, "2026-01-21", "用户习惯早上五点出门晨跑，酒店最好在公园或江边附近", None),
            ("m9", "preference", 0.7, "2026-02-26", "用户参赛出行一般住经济型酒店，但赛前一晚愿意住好一点", None),
        ],
        pins=["用户戴一块运动手表，主要用来看心率"],
        probes=[
            ("para", None, "酒店早餐的水果盘里有奇异果，我能吃吗？", ["m5"], []),
            ("para", None, "明年开春那阵子，我是不是又得出国比一场？", ["m6"], []),
            ("task", None, "帮我订杭马前一晚的酒店", ["m2", "m9", "m8"], []),
            ("task", None, "杭马跑完想在杭州多玩两天，帮我安排一下", ["m2", "m4", "m7"], []),
            ("direct", None, "我老婆叫什么名字？", ["m7"], []),
            ("abst", None, "杭州马拉松的关门时间是几个小时？", [], []),
            ("abst", None, "上海滨江有哪些适合长距离慢跑的路线？", [], []),
            ("bg", None, "我手腕上那个看心跳的玩意是什么？", ["@用户戴一块运动手表，主要用来看心率"], []),
        ],
    ),
    dict(
        user_id="u_suwan", tenant_id="default",
        drop_topics=["work"],
        drop_kw=OFFICE + ["酸奶", "鱼油", "钓鱼", "教师资格", "诗歌"],
        force={"parents": "retired", "commute": "metro"}, no_active=False,
        core=[
            ("m1", "profile", 0.85, "2025-07-07", "用户叫苏婉，在南京一所中学教语文", None),
            ("m2", "profile", 0.95, "2025-07-07", "用户吃纯素，肉、蛋、奶都不碰", None),
            ("m3", "profile", 0.7, "2025-08-26", "用户只有寒暑假和法定节假日能出远门", None),
            ("m4", "preference", 0.7, "2025-09-18", "用户特别崇拜苏轼，他的诗词几乎都能背", None),
            ("m5", "profile", 0.85, "2025-10-27", "用户有腰椎间盘突出，长时间坐硬座会腰疼", None),
            ("m6", "event", 0.85, "2026-04-15", "用户计划2026年7月下旬带母亲去四川峨眉山", None),
            ("m7", "relation", 0.8, "2025-12-08", "用户的母亲今年七十岁，身体还行，但走不了太远的路", None),
            ("m8", "preference", 0.7, "2026-01-30", "用户每次旅行预算三千元左右，能省就省", None),
            ("m9", "profile", 0.75, "2026-02-20", "用户每年开学前一周要回学校备课，八月下旬不能出门", None),
            ("m10", "preference", 0.65, "2026-03-18", "用户不喜欢人挤人的网红景点", None),
        ],
        pins=[],
        probes=[
            ("para", None, "想去看看东坡当年被贬的那几个地方", ["m4"], []),
            ("para", None, "峨眉山脚下的农家乐有腊肉和老母鸡汤，我点哪个好？", ["m2"], []),
            ("para", None, "坐绿皮车一夜去成都，买个座位票可以吗？", ["m5"], []),
            ("task", None, "帮我规划七月带妈妈去峨眉山怎么走、怎么上山", ["m6", "m7", "m5"], []),
            ("direct", None, "我在哪儿上班来着？", ["m1"], []),
            ("abst", None, "峨眉山金顶冬天会下雪吗？", [], []),
            ("abst", None, "南京夫子庙晚上几点关门？", [], []),
            ("expiry", "2026-08-10T20:30:00+08:00", "暑假剩下这些天我还有什么安排？", ["m9"], [["峨眉山"]]),
        ],
    ),
    dict(
        user_id="u_qianliqun", tenant_id="default",
        drop_topics=["work", "commute"],
        drop_kw=OFFICE + ["插花"],
        force={}, no_active=False,
        core=[
            ("m1", "profile", 0.85, "2025-06-05", "用户叫钱立群，在苏州开了一家花店", None),
            ("m2", "profile", 0.8, "2025-07-17", "用户的店离不开人，每次最多只能出门三天", None),
            ("m3", "profile", 0.85, "2025-08-28", "每年情人节、七夕和母亲节前后是用户店里最忙的时候，不能出门", None),
            ("m4", "profile", 0.9, "2025-09-22", "用户对头孢类抗生素过敏", None),
            ("m5", "profile", 0.85, "2025-10-14", "用户有痛风，不能吃海鲜，也不能喝啤酒", None),
            ("m6", "event", 0.85, "2026-04-20", "用户计划2026年8月初带女儿钱朵朵去北京参观清华和北大", None),
            ("m7", "preference", 0.65, "2025-11-25", "用户喜欢逛各地的花卉市场找新品种", None),
            ("m8", "preference", 0.7, "2025-12-29", "用户出门喜欢住民宿，不爱住连锁酒店", None),
            ("m9", "preference", 0.6, "2026-02-03", "用户出去玩不太计较花钱，但最讨厌被宰", None),
            ("m10", "event", 0.85, "2026-05-12", "用户2026年5月28日要去昆明斗南花市进货", vu("2026-05-29")),
        ],
        pins=["用户喜欢研究各种茶叶，最爱喝岩茶"],
        probes=[
            ("para", None, "夜宵想配冰镇的精酿，再来一盘蒜蓉生蚝，我能吃吗？", ["m5"], []),
            ("para", None, "路上要是嗓子发炎了，药店给我开先锋霉素能吃吗？", ["m4"], []),
            ("para", None, "五月第二个星期天那阵子，我能出门玩吗？", ["m3"], []),
            ("task", None, "下周去昆明进货，帮我安排一下往返和住的地方", ["m10", "m2", "m8"], []),
            ("task", None, "八月带女儿去北京，帮我排一下行程和住处", ["m6", "m2", "m8"], []),
            ("direct", None, "我女儿叫什么名字？", ["m6"], []),
            ("abst", None, "苏州平江路有什么好吃的小店？", [], []),
            ("abst", None, "清华大学暑假能预约进校参观吗？", [], []),
            ("expiry", "2026-06-10T18:00:00+08:00", "这周有什么出差进货的安排吗？", [], [["斗南"]]),
            ("bg", None, "我最爱喝的是哪种茶？", ["@用户喜欢研究各种茶叶，最爱喝岩茶"], []),
        ],
    ),
    dict(
        user_id="u_anyi", tenant_id="t_north",
        drop_topics=[], drop_kw=["七点"], force={}, no_active=False,
        forbid_all=[["徐安宜"], ["昆明"], ["虾"], ["蟹"]],
        core=[
            ("m1", "profile", 0.9, "2025-08-01", "用户叫许安怡，住在大连，在一家互联网公司做UI设计", None),
            ("m2", "profile", 0.95, "2025-08-01", "用户对花生严重过敏，随身带着肾上腺素笔", None),
            ("m3", "preference", 0.7, "2025-09-09", "用户特别喜欢泡温泉", None),
            ("m4", "event", 0.85, "2026-04-26", "用户计划2026年12月和男朋友去哈尔滨看冰雪大世界", None),
            ("m5", "relation", 0.7, "2025-10-17", "用户的男朋友叫周以航，喜欢摄影", None),
            ("m6", "preference", 0.75, "2025-11-21", "用户住酒店一定要有浴缸", None),
            ("m7", "preference", 0.7, "2026-01-12", "用户不喜欢早起，行程别排在早上八点之前", None),
            ("m8", "preference", 0.7, "2026-02-17", "用户和男朋友出去玩AA，一趟每人五千左右", None),
        ],
        pins=[],
        probes=[
            ("direct", None, "我叫什么名字、住在哪个城市？", ["m1"], []),
            ("para", None, "沙县小吃的拌面浇了一大勺酱，我能吃吗？", ["m2"], []),
            ("para", None, "冰城那趟想订能躺进去泡澡的房间", ["m4", "m6"], []),
            ("task", None, "帮我排一下十二月和男朋友北上看冰雕的行程", ["m4", "m2", "m7", "m8"], []),
            ("abst", None, "大连冬天海边会结冰吗？", [], []),
        ],
    ),
    dict(
        user_id="u_anyi", tenant_id="t_south",
        drop_topics=[], drop_kw=["咖啡"], force={}, no_active=False,
        forbid_all=[["许安怡"], ["大连"], ["花生"]],
        core=[
            ("m1", "profile", 0.9, "2025-08-03", "用户叫徐安宜，住在昆明，是一名婚礼策划师", None),
            ("m2", "profile", 0.95, "2025-08-03", "用户对虾蟹过敏，吃了会起荨麻疹", None),
            ("m3", "profile", 0.85, "2025-09-12", "用户晕车，山路上尤其厉害", None),
            ("m4", "profile", 0.8, "2025-10-09", "用户每年五月到十月是婚礼旺季，周末基本没法出门", None),
            ("m5", "event", 0.85, "2026-04-29", "用户计划2026年11月中旬一个人去泰国清迈散心", vu("2026-11-25")),
            ("m6", "preference", 0.7, "2025-11-13", "用户喜欢逛古镇和手作市集", None),
            ("m7", "preference", 0.65, "2026-01-24", "用户出门喜欢住青旅，方便认识新朋友", None),
            ("m8", "profile", 0.75, "2026-03-07", "用户不喝咖啡，一喝就心慌", None),
        ],
        pins=[],
        probes=[
            ("direct", None, "你还记得我叫什么、是做什么工作的吗？", ["m1"], []),
            ("para", None, "到了清迈想尝尝冬阴功，我能点吗？", ["m2"], []),
            ("para", None, "九月的一个周六想去抚仙湖玩一天，行吗？", ["m4"], []),
            ("para", None, "下午来杯冰美式提提神怎么样？", ["m8"], []),
            ("task", None, "帮我规划十一月清迈的吃住行，顺便去一趟拜县", ["m5", "m2", "m3", "m7"], []),
            ("abst", None, "昆明的冬天冷不冷？", [], []),
            ("expiry", "2026-12-05T20:00:00+08:00", "这个月我还有什么出国的计划吗？", [], [["清迈"], ["泰国"]]),
        ],
    ),
]


# ---------------------------------------------------------------- pool parsing
def parse_pool():
    items, topic = [], None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            topic = line[3:].rsplit(" ", 1)[0].split()[0]
            continue
        tags = []
        if line.startswith("["):
            head, line = line[1:].split("]", 1)
            tags = [t.strip() for t in head.split(",") if t.strip()]
            line = line.strip()
        items.append((topic, tuple(tags), line))
    return items


def norm(s: str) -> str:
    return unicodedata.normalize("NFKC", s).lower()


def iso(dt: datetime) -> str:
    return dt.isoformat(timespec="seconds")


def forbid_of(u, probe):
    return list(probe[4]) + list(u.get("forbid_all", []))


def sample_background(u, rng):
    pool = parse_pool()
    core_text = "".join(c[4] for c in u["core"])
    probe_text = "".join(p[2] for p in u["probes"] if p[0] != "abst")
    places = [w for w in PLACE_WORDS if w in core_text or w in probe_text]
    forbid_kw = {norm(k) for p in u["probes"] for alt in forbid_of(u, p) for k in alt}
    pins = set(u["pins"])
    # one cluster per family
    families = {}
    for _, tags, _ in pool:
        for t in tags:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    chosen = {}
    for fam in sorted(families):
        chosen[fam] = u["force"].get(fam) or rng.choice(sorted(families[fam]))
    keep = []
    for topic, tags, s in pool:
        if topic in ALWAYS_DROP_TOPICS or topic in u["drop_topics"]:
            continue
        if u["no_active"] and "active" in tags:
            continue
        if any(":" in t and chosen[t.split(":", 1)[0]] != t.split(":", 1)[1] for t in tags):
            continue
        if any(w in s for w in places):
            continue
        if any(k in norm(s) for k in forbid_kw):
            continue
        if s not in pins and any(k in s for k in u["drop_kw"]):
            continue
        keep.append(s)
    for p in pins:
        assert p in keep, f"pinned statement filtered out for {u['user_id']}: {p}"
    n = min(rng.randint(150, 220), len(keep))
    others = [s for s in keep if s not in pins]
    picked = set(rng.sample(others, n - len(pins))) | pins
    return [s for s in keep if s in picked]


def build():
    users_out, pno = [], 0
    for u in USERS:
        rng = random.Random(f"{SEED}|{u['tenant_id']}|{u['user_id']}")
        types = [c[1] for c in u["core"]]
        imps = [c[2] for c in u["core"]]
        mems = []
        for mid, typ, imp, day, content, valid in u["core"]:
            d = datetime.fromisoformat(day).replace(tzinfo=TZ)
            d += timedelta(hours=rng.randint(8, 22), minutes=rng.randint(0, 59))
            m = {"id": mid, "content": content, "type": typ, "importance": imp, "created_at": iso(d)}
            if valid:
                m["valid_until"] = valid
            mems.append(m)
        bg = sample_background(u, rng)
        span = int(timedelta(days=365).total_seconds()) - 3600
        stamps = sorted(rng.randint(0, span) for _ in bg)
        order = list(range(len(bg)))
        rng.shuffle(order)
        by_stmt = {}
        for i, s in enumerate(bg):
            d = REF - timedelta(days=365) + timedelta(seconds=stamps[order[i]])
            bid = f"b{i + 1:03d}"
            by_stmt[s] = bid
            mems.append({"id": bid, "content": s, "type": rng.choice(types),
                         "importance": rng.choice(imps), "created_at": iso(d)})
        mems.sort(key=lambda m: (m["created_at"], m["id"]))
        probes = []
        t = PROBE_START
        for kind, at, query, rel, _ in u["probes"]:
            pno += 1
            if at is None:
                at_s = iso(t)
                t += timedelta(minutes=rng.randint(20, 90))
            else:
                at_s = at
            rel_ids = [by_stmt[r[1:]] if r.startswith("@") else r for r in rel]
            pr = {"id": f"p{pno}-{kind}", "at": at_s, "query": query, "relevant": rel_ids}
            fb = forbid_of(u, (kind, at, query, rel, _))
            if fb:
                pr["forbid"] = fb
            probes.append(pr)
        users_out.append({"user_id": u["user_id"], "tenant_id": u["tenant_id"],
                          "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": "zh_retrieval_holdout4 (blind, track R)",
            "users": users_out}


# ---------------------------------------------------------------- checks
STOP = set("用户的了我是吗呢吧啊一个这那有在不和也都就要会能去来着点么什怎哪儿")


def check(data) -> list[str]:
    errs = []
    assert data.get("format") == "memory-eval/v1"
    pids = set()
    for u in data["users"]:
        who = f"{u['user_id']}@{u.get('tenant_id', 'default')}"
        mids = [m["id"] for m in u["memories"]]
        if len(mids) != len(set(mids)):
            errs.append(f"{who}: duplicate memory ids")
        mem = {m["id"]: m for m in u["memories"]}
        bg = [m for m in u["memories"] if m["id"].startswith("b")]
        last_created = max(m["created_at"] for m in u["memories"])
        if not (150 <= len(bg) <= 220):
            errs.append(f"{who}: {len(bg)} background memories")
        for p in u["probes"]:
            if p["id"] in pids:
                errs.append(f"duplicate probe id {p['id']}")
            pids.add(p["id"])
            if "relevant" not in p:
                errs.append(f"{p['id']}: no relevant")
                continue
            at = datetime.fromisoformat(p["at"])
            if p["at"] <= last_created:
                errs.append(f"{p['id']}: asked before some memory was created")
            kind = p["id"].split("-", 1)[1]
            n = len(p["relevant"])
            if kind == "abst" and n:
                errs.append(f"{p['id']}: abst with relevant")
            if kind == "task" and not 2 <= n <= 4:
                errs.append(f"{p['id']}: task with {n} relevant")
            if kind == "expiry" and not p.get("forbid"):
                errs.append(f"{p['id']}: expiry without forbid")
            for r in p["relevant"]:
                if r not in mem:
                    errs.append(f"{p['id']}: unknown relevant {r}")
                    continue
                vu_ = mem[r].get("valid_until")
                if vu_ and datetime.fromisoformat(vu_) <= at:
                    errs.append(f"{p['id']}: relevant {r} already expired")
            if kind == "bg" and not all(r.startswith("b") for r in p["relevant"]):
                errs.append(f"{p['id']}: bg probe does not target background")
            for alt in p.get("forbid", []):
                for k in alt:
                    kn = norm(k)
                    for r in p["relevant"]:
                        if r in mem and kn in norm(mem[r]["content"]):
                            errs.append(f"{p['id']}: forbid {k!r} in relevant {r}")
                    for m in bg:
                        if kn in norm(m["content"]):
                            errs.append(f"{p['id']}: forbid {k!r} in background {m['id']}")
            if kind == "expiry":
                for m in u["memories"]:
                    vu_ = m.get("valid_until")
                    if vu_ and any(norm(k) in norm(m["content"]) for alt in p["forbid"] for k in alt):
                        if datetime.fromisoformat(vu_) > at:
                            errs.append(f"{p['id']}: plan {m['id']} not yet ended")
    return errs


def summary(data):
    kinds = Counter(p["id"].split("-", 1)[1] for u in data["users"] for p in u["probes"])
    print("users:", len(data["users"]), " memories:", sum(len(u["memories"]) for u in data["users"]),
          " probes:", sum(kinds.values()), dict(sorted(kinds.items())))
    for u in data["users"]:
        core = sum(1 for m in u["memories"] if m["id"].startswith("m"))
        print(f"  {u['user_id']}@{u['tenant_id']}: core {core}, background {len(u['memories']) - core},"
              f" probes {len(u['probes'])}")
    print("para character overlap (query ∩ relevant, minus function chars):")
    for u in data["users"]:
        mem = {m["id"]: m["content"] for m in u["memories"]}
        for p in u["probes"]:
            if p["id"].endswith("-para"):
                rel = "".join(mem[r] for r in p["relevant"])
                ov = sorted((set(p["query"]) & set(rel)) - STOP - set("，。？！、 "))
                print(f"  {p['id']:>10} {''.join(ov) or '-'}")


def main():
    if "--check" in sys.argv:
        data = json.loads(OUT.read_text(encoding="utf-8"))
        errs = check(data)
        rebuilt = json.dumps(build(), ensure_ascii=False, indent=1) + "\n"
        if rebuilt != OUT.read_text(encoding="utf-8"):
            errs.append("file on disk differs from a fresh rebuild")
    else:
        data = build()
        errs = check(data)
        OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print("wrote", OUT)
    summary(data)
    if errs:
        print("ERRORS:")
        for e in errs:
            print("  ", e)
        sys.exit(1)
    print("check OK")


if __name__ == "__main__":
    main()
