#!/usr/bin/env python3
"""Build the blind held-out Chinese retrieval set `zh_retrieval_holdout12.json`.

Track R of memory-eval/v1 (users with `memories` and `probes` carrying
`relevant`, optional `forbid`, `at`).  Standard library only, deterministic
(string-seeded `random.Random`, no clock, no hash order).

    python3 build_holdout12.py           # (re)write the JSON next to this file
    python3 build_holdout12.py --check   # rebuild in memory, exit 1 unless the
                                         # file on disk is byte-identical

What the author read (blindness record)
---------------------------------------
Exactly two files were read while writing this set, nothing else in /work was
opened, listed, grepped or stat-ed, no evaluator was run and git was not used:
  1. /work/shared/eval/FORMAT.md                     (the memory-eval/v1 format)
  2. /work/main/bench/data/src/background_pool.py    (imported below for POOL
                                                      and PLACE_WORDS)
The only paths written are /work/main/bench/data/holdout12/ (mkdir -p), this
script and the JSON it produces.

Theme
-----
"Travel shaped by money, documents and bodies in change": a woman in her
second trimester with gestational diabetes, new parents with a 4-month-old
(breast-fed baby with cow's-milk-protein allergy), a retiree who chases airline
miles and hotel points after a heart stent, a student on 150 yuan a day with a
student card, someone whose passport validity and a past US visa refusal limit
where she can go, a woman recovering from knee-ligament surgery, a scuba diver
with a barotrauma ear, a keto dieter with type-2 diabetes, a wheelchair user, a
man who travels everywhere with a 35 kg dog, a 72-year-old Cantonese speaker
who reads no pinyin and pays only in cash, and a night-shift security guard.
Queries are colloquial: 粤语, 东北话, 川渝话, 河南话, 吴语 flavour, slang and
indirect descriptions ("长生果" for peanut, "鸡春" for egg, "铁鸟" for plane).

Accounts
--------
| acct | user_id         | tenant  | persona                              | home  | core | bg  | probes |
|------|-----------------|---------|--------------------------------------|-------|------|-----|--------|
| 01   | u_zhouxiaowen   | default | 孕中期 + 妊娠糖尿病, 晕车            | 宁波  | 13   | 132 | 10     |
| 02   | u_zhenghao      | default | 新手爸爸, 4个月女儿, 母乳, 大推车     | 合肥  | 13   | 144 | 10     |
| 03   | u_hejianguo     | default | 66岁退休, 攒里程/万豪积分, 心脏支架  | 济南  | 13   | 131 | 10     |
| 04   | u_lijing        | default | 穷学生 李静, 学生证, 芒果过敏, 恐高  | 西安  | 13   | 145 | 9      |
| 05   | u_sunyue        | default | 护照快到期, 美签被拒, 虾蟹过敏       | 深圳  | 12   | 134 | 9      |
| 06   | u_wufang        | default | 膝韧带术后拄拐, 花生过敏, 幽闭恐惧   | 长沙  | 12   | 133 | 10     |
| 07   | u_guoyang       | default | 潜水员, 耳膜气压伤, 晕船, 贝类过敏   | 福州  | 12   | 132 | 9      |
| 08   | u_fanxin        | default | 生酮 + 二型糖尿病, 乳糖不耐, 恐水    | 成都  | 12   | 136 | 10     |
| 09   | u_tangning      | default | 轮椅使用者, 导尿, 尘螨过敏, 蛋奶素   | 杭州  | 12   | 130 | 9      |
| 10   | u_yaolei        | default | 带35公斤阿拉斯加自驾, 桃子过敏       | 大连  | 12   | 131 | 10     |
| 11   | u_liangyongji   | default | 72岁粤语长者, 不识拼音, 只用现金     | 广州  | 12   | 143 | 8      |
| 12   | u_lijing        | youlv   | 夜班保安 李靖, 青霉素过敏, 回族清真  | 郑州  | 12   | 134 | 8      |

Accounts 04 and 12 are twins: same user_id `u_lijing` in tenants `default`
and `youlv`, homophone names 李静 / 李靖.  Every probe of either twin forbids
the other twin's name, city, allergen and constraint
(04 forbids 李靖/郑州/青霉素/夜班, 12 forbids 李静/西安/芒果/学生证), so a
cross-tenant leak shows up as a forbidden hit.  The bg column is the exact
number of background memories the seeded draw produces (checked at build).

Probe kinds and totals (112): para 42, task 24, direct 10, abst 20,
expiry 10, bg 6.

Conventions
-----------
* REF = 2026-06-15T09:00:00+08:00.  Core created_at values are written by hand
  inside 2025-06-16 .. 2026-06-10; background created_at are drawn uniformly
  over the previous 1-2 years (per-account span of 365-730 days, ending five
  days before REF).  Every memory of an account is older than every probe of
  that account.  Non-expiry probes are asked 2026-06-12 .. 2026-06-24, expiry
  probes 2026-06-16 .. 2026-06-27 (always after the expired plan's end).
* Ids: core `m<acct>_<n>`; background `b<acct>_<pool index>` where the pool
  index is the 0-based position of the statement among all statement lines of
  background_pool.POOL (headers and blank lines not counted); probes
  `p<acct>_<kind>_<n>`.
* Core memories are third person ("用户……"), type fact/preference/event,
  importance by hand (hard constraints 0.8-1.0, trivia 0.3-0.5).  Background
  memories keep the pool block's own memory type (profile/preference/relation/
  event) and get importance 0.30-0.60 in 0.05 steps.
* Dated plans are `event`s with the date in the text.  Some carry an explicit
  `valid_until`, the others rely on the engine's own inference from the text
  (五一, 端午, 清明, 国庆, 中秋, 2026年5月, 2026年9月 ...).  The build knows
  each plan's true end (`_end`) and checks expiry probes against it.  Durable
  facts with time words that must NOT expire: 2026年2月初出生, 今年66岁,
  2019年做过心脏支架手术, 2024年美签被拒, 2026年4月底做了手术, 每年暑假
  (x2), 今年七十二岁, 护照有效期到2026年11月, 九月前不许下潜.
* `relevant` lists exactly the core memories a careful human planner needs for
  the request (para/direct: the one fact; task: 2-4 ids; expiry: the
  still-valid constraints; bg: the one background statement; abst: []).
  Where a request names the departure city, the home-city memory is not
  needed; where it does not and the route matters, it is.
* para probes share no CJK character bigram with their target memory (checked).
* Background draw per account: drop whole topic blocks that contradict the
  persona (e.g. office work for a retiree), statements tagged `active` for
  people with mobility or medical limits, all but one cluster per exclusive
  family (forced where the persona decides it, e.g. no pet family for the dog
  owner, car:none for the student), statements containing per-account
  contradiction / hidden-relevance words, statements naming any place word
  (pool PLACE_WORDS + EXTRA_PLACES) that occurs in the account's core
  memories or non-abstention probes, statements containing any forbid keyword
  of the account's probes, and siblings of a bg probe's target.  Then a seeded
  sample of 130-145, always containing the bg target.
* Keyword checks use NFKC + lower-case substring matching, as the evaluator.
"""

import json
import random
import sys
import unicodedata
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # never drop a .pyc next to the shared pool
sys.path.insert(0, str(HERE.parent / "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = HERE / "zh_retrieval_holdout12.json"
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 15, 9, 0, tzinfo=TZ)

EXTRA_PLACES = [
    "宁波", "舟山", "东极岛", "莫干山", "合肥", "宏村", "济南", "伊犁", "新疆", "大理",
    "西安", "郑州", "开封", "槟城", "马来西亚", "长沙", "张家界", "天门山", "威海",
    "橘子洲", "福州", "菲律宾", "薄荷岛", "仙本那", "贵阳", "乐山", "大连", "丹东",
    "鸭绿江", "阿尔山", "肇庆", "七星岩", "韶关", "丹霞山", "武夷山", "美国", "洪崖洞",
]

ELDERLY_DROP = ["公司", "同事", "领导", "加班", "上班", "实习", "父母", "爸妈", "爷爷",
                "外婆", "奶奶", "弟弟", "侄子", "堂弟", "在职", "教师资格", "项目管理",
                "年终", "工作"]
MOBILITY_DROP = ["爬", "骑", "跑", "跳", "散步", "走", "踢", "球队", "滑冰", "运动鞋", "搬"]
GLOBAL_DROP = ["机械工程专业"]


def ts(s):
    """'2026-06-15 09:00' -> ISO string with +08:00."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).isoformat()


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


# --------------------------------------------------------------------------
# Accounts.  core: (n, type, importance, created 'YYYY-MM-DD', content,
#                   valid_until or None, true end 'YYYY-MM-DD' for events)
# probes: (kind, at 'YYYY-MM-DD HH:MM', query, relevant, extra forbid lists,
#          expired core n or None)
# --------------------------------------------------------------------------

ACCOUNTS = [
    dict(
        acct="01", user_id="u_zhouxiaowen", tenant="default",
        core=[
            (1, "fact", 0.95, "2026-05-18", "用户正在孕中期，预产期是2026年10月上旬", None, None),
            (2, "fact", 0.9, "2026-04-10", "用户产检查出妊娠期糖尿病，医生要求少吃精米白面和甜食，餐后一小时要扎手指测血糖", None, None),
            (3, "fact", 0.85, "2025-08-03", "用户对猕猴桃过敏，吃了嘴唇和喉咙会肿", None, None),
            (4, "preference", 0.8, "2025-11-20", "用户晕车，怀孕后更厉害，出远门只坐高铁，不坐大巴和盘山路的车", None, None),
            (5, "fact", 0.85, "2026-04-28", "用户的医生叮嘱她孕期不要去海拔两千米以上的高原地区", None, None),
            (6, "preference", 0.7, "2026-05-02", "用户晚上必须侧躺着抱孕妇枕才睡得着，出门过夜要把枕头带上", None, None),
            (7, "fact", 0.75, "2026-03-15", "用户每天早晚饭后各吃一片医生开的补铁药", None, None),
            (8, "preference", 0.75, "2026-05-10", "用户下午一定要睡一个钟头午觉，不然整个人发晕", None, None),
            (9, "event", 0.7, "2026-03-28", "用户和丈夫计划2026年五一去舟山东极岛看日出", None, "2026-05-05"),
            (10, "event", 0.75, "2026-05-25", "用户打算2026年7月中旬去莫干山住两晚民宿，当作孕期最后一次短途出游", "2026-07-20", "2026-07-20"),
            (11, "preference", 0.4, "2025-07-12", "用户拍照喜欢找老洋房和梧桐树的街景", None, None),
            (12, "fact", 0.3, "2025-09-06", "用户大学读的是会计专业", None, None),
            (13, "fact", 0.55, "2025-12-01", "用户家住宁波鄞州区", None, None),
        ],
        probes=[
            ("para", "2026-06-13 20:10", "那个绿心毛皮的奇异果我是一口都沾不得的哈，你晓得吧", [3], [], None),
            ("para", "2026-06-14 08:30", "车子一晃荡我胃里就翻腾，弯弯绕绕那种山道最要命", [4], [], None),
            ("para", "2026-06-14 21:00", "大夫讲了，空气稀薄、云彩贴着脑门的地界我这阵子别去凑热闹", [5], [], None),
            ("para", "2026-06-15 22:40", "我夜里非得搂着那根U形长抱枕侧过身子才能眯过去，在外头住记得提醒我塞进箱子", [6], [], None),
            ("task", "2026-06-15 10:20", "七月去莫干山那趟，从宁波过去咋走最舒坦？", [10, 4], [], None),
            ("task", "2026-06-16 12:00", "这礼拜六想在宁波城里找家馆子给老公过生日，帮我挑挑吃啥", [2, 3], [], None),
            ("direct", "2026-06-13 09:15", "我之前跟你说的预产期是啥时候来着？", [1], [], None),
            ("abst", "2026-06-14 15:00", "孕妇一般怀到几个月就不让坐飞机了？", [], [], None),
            ("abst", "2026-06-16 19:30", "猕猴桃跟奇异果到底是不是一个东西啊？", [], [], None),
            ("expiry", "2026-06-22 09:30", "这周末想去海边看日出，当天来回，坐啥车过去合适？", [4, 13], [["东极岛"], ["舟山"]], 9),
        ],
        bg=dict(drop_topics=[], drop_active=True, clusters={},
                drop_words=["咖啡", "献血", "午休", "大学读的是", "维生素", "鱼油", "体重"],
                force=None, siblings=[]),
    ),
    dict(
        acct="02", user_id="u_zhenghao", tenant="default",
        core=[
            (1, "fact", 0.8, "2026-02-12", "用户的女儿2026年2月初出生，小名叫豆包", None, None),
            (2, "fact", 0.85, "2026-03-20", "用户的妻子在纯母乳喂养，外出需要有能私密哺乳的地方", None, None),
            (3, "preference", 0.75, "2026-04-02", "用户家的婴儿推车是带睡篮的大号款，遇到台阶和石子路很难推", None, None),
            (4, "fact", 0.9, "2026-04-18", "用户的女儿牛奶蛋白过敏，医生让哺乳的妻子也忌口所有奶制品", None, None),
            (5, "preference", 0.8, "2026-05-06", "用户家宝宝晚上七点半必须哄睡，行程最好傍晚前回到住处", None, None),
            (6, "preference", 0.75, "2025-10-11", "用户一家出游的住宿预算每晚不超过六百元", None, None),
            (7, "event", 0.7, "2026-04-20", "用户计划2026年端午假期带妻女去宏村住两晚", None, "2026-06-21"),
            (8, "event", 0.75, "2026-05-28", "用户打算2026年国庆带妻女去青岛海边住一周", "2026-10-07", "2026-10-07"),
            (9, "preference", 0.6, "2025-12-14", "用户一家出门基本自驾，车里装了后向的婴儿安全座椅", None, None),
            (10, "fact", 0.8, "2026-05-15", "用户的妻子剖腹产后腰一直不好，不能久站也提不了重物", None, None),
            (11, "preference", 0.4, "2025-08-22", "用户喜欢在旅途中用胶片相机拍照", None, None),
            (12, "fact", 0.3, "2025-07-03", "用户在一家软件公司做测试工程师", None, None),
            (13, "fact", 0.5, "2025-11-02", "用户家住合肥滨湖新区", None, None),
        ],
        probes=[
            ("para", "2026-06-13 11:00", "孩儿她妈得找个没人瞅见的角落给娃喂口粮，到了景区这事咋整", [2], [], None),
            ("para", "2026-06-14 18:20", "俺家闺女一沾奶就起红疹子，连她娘都得把酸奶芝士全戒了，你心里有个数", [4], [], None),
            ("para", "2026-06-15 21:05", "我家小棉袄是腊月里呱呱坠地的，乳名跟蒸笼里那种带馅的小面点一个叫法", [1], [], None),
            ("task", "2026-06-12 14:30", "国庆青岛那趟的酒店，价位上你帮我卡一卡，挑几家", [8, 6], [], None),
            ("task", "2026-06-24 20:00", "下周六想带闺女去植物园转半天，园子里咋逛、几点撤，帮我排排", [5, 3, 2, 10], [], None),
            ("direct", "2026-06-16 09:40", "我跟你说过我们家出去住一晚最多花多少钱？", [6], [], None),
            ("abst", "2026-06-13 23:10", "四个月大的宝宝一般一天要睡多久？", [], [], None),
            ("abst", "2026-06-15 16:00", "青岛啤酒节一般是几月份办的？", [], [], None),
            ("expiry", "2026-06-27 10:00", "七月初想带老婆孩子出去住两晚，从家开车俩钟头以内，住的钱照老规矩，先帮我圈几个地方", [13, 6], [["宏村"]], 7),
            ("bg", "2026-06-14 10:00", "我家那套能拿手机调亮度、远程开关的照明，是不是每个房间都弄上了？", "用户家里装了全屋的智能灯", [], None),
        ],
        bg=dict(drop_topics=["plants"], drop_active=False, clusters={"car": "DROP"},
                drop_words=["睡懒觉", "花鸟市场", "插花"], force="用户家里装了全屋的智能灯", siblings=["智能"]),
    ),
    dict(
        acct="03", user_id="u_hejianguo", tenant="default",
        core=[
            (1, "fact", 0.5, "2026-01-05", "用户今年66岁，退休前是电厂的工程师", None, None),
            (2, "preference", 0.85, "2025-09-14", "用户攒的是国航凤凰知音里程，订机票优先用里程兑换，只坐星空联盟的航班", None, None),
            (3, "preference", 0.8, "2025-10-02", "用户是万豪旅享家白金会员，住酒店只选万豪旗下的", None, None),
            (4, "fact", 0.9, "2025-07-20", "用户2019年做过心脏支架手术，不能剧烈运动，也爬不了陡坡", None, None),
            (5, "fact", 0.85, "2025-07-21", "用户每天早上八点和晚上八点要按时吃心脏的药，跨时区出行要提醒他调时间", None, None),
            (6, "preference", 0.7, "2025-12-20", "用户坐飞机只选靠过道的座位，方便起身活动腿", None, None),
            (7, "preference", 0.75, "2026-02-10", "用户信佛，每逢农历初一十五吃全素", None, None),
            (8, "preference", 0.6, "2025-08-08", "用户付款习惯刷一张国航联名信用卡，好攒里程", None, None),
            (9, "event", 0.7, "2026-03-12", "用户计划2026年5月中旬和老伴去新疆伊犁看花，已经用里程换好了机票", "2026-05-25", "2026-05-25"),
            (10, "event", 0.75, "2026-05-30", "用户打算2026年9月用万豪积分带老伴去大理住一周", None, "2026-09-30"),
            (11, "fact", 0.4, "2025-11-11", "用户的老伴叫刘桂芬，爱跳广场舞", None, None),
            (12, "preference", 0.4, "2026-04-03", "用户出游时喜欢用毛笔写游记", None, None),
            (13, "fact", 0.55, "2025-06-30", "用户家住济南历下区", None, None),
        ],
        probes=[
            ("para", "2026-06-12 10:00", "落脚的地儿我只认Marriott那一大家子，我那张卡可是闪闪发亮的高档货", [3], [], None),
            ("para", "2026-06-13 08:00", "心口那俩小药片早八晚八雷打不动，倒时差那阵你得帮我盯着钟点", [5], [], None),
            ("para", "2026-06-14 14:20", "在天上那几个钟头，我得挨着走廊那侧坐，腿脚时不时要起来抻抻", [6], [], None),
            ("para", "2026-06-15 07:30", "阴历月头和月半那两天，我是吃斋的，荤腥一概不沾", [7], [], None),
            ("task", "2026-06-15 15:00", "九月从济南去大理那趟，机票酒店用啥换最划算，你帮我合计合计", [10, 2, 3], [], None),
            ("task", "2026-06-16 09:00", "下礼拜从济南飞北京看孙子，航班、座位、付款你一条龙帮我弄好", [2, 6, 8], [], None),
            ("direct", "2026-06-13 19:00", "我那个心脏手术是哪一年做的来着？", [4], [], None),
            ("abst", "2026-06-14 20:30", "心脏放了支架的人一般还能坐飞机吗？", [], [], None),
            ("expiry", "2026-06-18 10:30", "下个月想带老伴去海边避避暑，机票你帮我订了", [2, 6, 13, 8], [["伊犁"], ["新疆"]], 9),
            ("bg", "2026-06-16 16:40", "我平时最好的那一口，武夷山石头缝里长出来的那种乌龙，你还记得叫啥不？", "用户喜欢研究各种茶叶，最爱喝岩茶", [], None),
        ],
        bg=dict(drop_topics=["work", "commute", "family"], drop_active=True,
                clusters={"housing": "own"},
                drop_words=ELDERLY_DROP + ["积分", "信用卡", "里程", "献血", "维生素", "鱼油", "爬",
                                           "周报", "专项附加扣除", "跑", "搬"],
                force="用户喜欢研究各种茶叶，最爱喝岩茶", siblings=["茶"]),
    ),
    dict(
        acct="04", user_id="u_lijing", tenant="default",
        core=[
            (1, "fact", 0.6, "2025-09-03", "用户叫李静，在西安读大二", None, None),
            (2, "preference", 0.9, "2025-10-15", "用户出去玩每天的花销要控制在一百五十元以内，吃住都算在里面", None, None),
            (3, "fact", 0.85, "2025-11-20", "用户对芒果过敏，碰到芒果汁都会起疹子", None, None),
            (4, "fact", 0.7, "2025-09-20", "用户有学生证，买火车票能打折，很多景区门票能半价", None, None),
            (5, "preference", 0.75, "2026-01-08", "用户住宿只住青旅的多人间或者胶囊旅馆", None, None),
            (6, "fact", 0.8, "2026-03-02", "用户恐高，玻璃栈道和高空索道坚决不上", None, None),
            (7, "preference", 0.5, "2026-02-14", "用户出门只背一个四十升的登山包，从不带行李箱", None, None),
            (8, "event", 0.7, "2026-03-25", "用户和室友约好2026年清明假期去洛阳看牡丹", None, "2026-04-06"),
            (9, "event", 0.75, "2026-05-20", "用户计划2026年暑假7月中旬坐绿皮火车去敦煌", "2026-07-31", "2026-07-31"),
            (10, "preference", 0.4, "2025-12-05", "用户喜欢在旅行地的邮局给自己寄明信片", None, None),
            (11, "fact", 0.55, "2026-04-10", "用户每周二和周四晚上在奶茶店兼职", None, None),
            (12, "preference", 0.7, "2025-10-28", "用户吃不了辣，一点辣椒就胃疼", None, None),
            (13, "fact", 0.35, "2025-11-30", "用户是学校汉服社的成员", None, None),
        ],
        probes=[
            ("para", "2026-06-12 21:00", "站在那种透明的悬崖步道上我腿肚子直转筋，吊在半空的缆车也甭想让我上", [6], [], None),
            ("para", "2026-06-13 13:30", "睡觉的地儿给我整一屋子上下铺的背包客栈就成，太空舱那种小格子也行", [5], [], None),
            ("para", "2026-06-14 16:45", "杧果那玩意儿我沾一口就满身红疙瘩，甜品里有它就给我划掉", [3], [], None),
            ("task", "2026-06-15 11:10", "暑假去敦煌那趟，住哪儿、门票咋买最省，帮我盘一盘", [9, 5, 4, 2], [], None),
            ("task", "2026-06-22 12:30", "这周六想在西安城里逛一天，中午晚上吃啥你给推荐推荐", [3, 12, 2], [], None),
            ("direct", "2026-06-13 22:00", "我跟你说的出去玩一天最多花多少钱来着？", [2], [], None),
            ("abst", "2026-06-14 09:20", "学生证买火车票一年能优惠几次啊？", [], [], None),
            ("abst", "2026-06-15 20:15", "你说现在的年轻人为啥都爱穿汉服拍照啊", [], [], None),
            ("expiry", "2026-06-16 18:00", "端午放假想跟室友出去玩两天，去哪儿性价比高，帮我想想", [1, 2, 4, 6], [["洛阳"], ["牡丹"]], 8),
        ],
        twin_forbid=[["李靖"], ["郑州"], ["青霉素"], ["夜班"]],
        bg=dict(drop_topics=["work", "commute", "home", "cooking", "plants"], drop_active=False,
                clusters={"car": "none", "pet": "DROP", "housing": "DROP"},
                drop_words=["工作", "同事", "公司", "年终", "养老金", "重疾险", "家庭资产", "房贷",
                            "在职", "大学", "出差", "加班", "领导", "两千元", "医保", "买了房",
                            "教师资格", "私教", "金条", "P2P", "信用卡", "小区", "邻居"],
                force=None, siblings=[]),
    ),
    dict(
        acct="05", user_id="u_sunyue", tenant="default",
        core=[
            (1, "fact", 0.9, "2026-01-15", "用户的护照有效期到2026年11月，很多国家入境要求护照还剩六个月以上", None, None),
            (2, "fact", 0.8, "2025-08-20", "用户2024年申请美国旅游签证被拒过，以后填签证表都要如实申报拒签记录", None, None),
            (3, "fact", 0.6, "2025-10-10", "用户的港澳通行证个人旅游签注只剩一次", None, None),
            (4, "preference", 0.75, "2025-11-05", "用户不想等签证，出国只考虑免签或落地签的地方", None, None),
            (5, "fact", 0.55, "2026-02-28", "用户在深圳一家外贸公司上班，年假一共七天", None, None),
            (6, "fact", 0.9, "2025-12-12", "用户对虾蟹过敏，严重时会喉头水肿", None, None),
            (7, "preference", 0.7, "2026-03-10", "用户转机怕过境签的麻烦，出国只坐直飞航班", None, None),
            (8, "preference", 0.6, "2025-09-30", "用户出国付款习惯用银联卡和支付宝，手上没有Visa卡", None, None),
            (9, "event", 0.7, "2026-04-22", "用户计划2026年国庆去马来西亚槟城，打算免签入境", None, "2026-10-07"),
            (10, "preference", 0.4, "2026-01-30", "用户喜欢逛当地的菜市场拍照", None, None),
            (11, "fact", 0.45, "2025-07-18", "用户会说一点粤语和马来语", None, None),
            (12, "preference", 0.7, "2026-03-22", "用户一次出境游的总预算不超过八千元", None, None),
        ],
        probes=[
            ("para", "2026-06-12 09:30", "老美的领事馆之前把我刷下来了，下回再写那张表，那一栏得照实勾上", [2], [], None),
            ("para", "2026-06-13 12:00", "要排队递材料、等面谈的国家我懒得折腾，揣着本子直接进门的才看得上", [4], [], None),
            ("para", "2026-06-14 19:40", "横行嘅同弯腰嘅海鲜我一啖都食唔得，食咗喉咙即刻肿到透唔到气", [6], [], None),
            ("para", "2026-06-15 08:10", "半路落地再换一架那套我不来，手续想想都头大，一趟飞到头最好", [7], [], None),
            ("task", "2026-06-15 13:20", "国庆去槟城那趟，出发前证件上还有啥要弄的？", [9, 1], [], None),
            ("task", "2026-06-16 20:00", "槟城那几天吃的方面帮我做个攻略", [9, 6], [], None),
            ("direct", "2026-06-13 17:30", "我的护照啥时候到期来着？", [1], [], None),
            ("abst", "2026-06-14 11:00", "中国护照现在免签能去多少个国家？", [], [], None),
            ("abst", "2026-06-16 22:30", "今天心情不错，给我讲个笑话呗", [], [], None),
        ],
        bg=dict(drop_topics=[], drop_active=False, clusters={},
                drop_words=["泰国", "曼谷", "日本", "大阪", "新加坡", "首尔", "香港", "清迈"],
                force=None, siblings=[]),
    ),
    dict(
        acct="06", user_id="u_wufang", tenant="default",
        core=[
            (1, "fact", 0.95, "2026-05-06", "用户2026年4月底做了左膝前交叉韧带重建手术，现在还拄着拐杖", None, None),
            (2, "fact", 0.9, "2026-05-07", "用户的医生要求她术后三个月内每天步行不超过两千步，不能爬楼梯", None, None),
            (3, "fact", 0.8, "2026-05-12", "用户每天晚上九点要吃一次医生开的消炎止痛药，必须饭后吃", None, None),
            (4, "fact", 0.95, "2025-09-02", "用户对花生严重过敏，随身带肾上腺素笔", None, None),
            (5, "preference", 0.75, "2025-11-14", "用户有幽闭恐惧症，不坐缆车车厢，也不进溶洞", None, None),
            (6, "preference", 0.8, "2026-05-20", "用户现在住酒店要求有电梯，卫生间要淋浴不要浴缸", None, None),
            (7, "fact", 0.5, "2025-07-07", "用户是中学英语老师，每年暑假有一个半月的空闲", None, None),
            (8, "event", 0.7, "2026-02-10", "用户计划2026年五一和同事去张家界爬天门山", "2026-05-05", "2026-05-05"),
            (9, "event", 0.75, "2026-05-28", "用户打算2026年8月去威海海边住一周，当作术后休养", None, "2026-08-31"),
            (10, "preference", 0.35, "2025-12-03", "用户喜欢收集各地的书签", None, None),
            (11, "preference", 0.6, "2026-01-22", "用户坐长途火车只买卧铺下铺", None, None),
            (12, "fact", 0.5, "2025-10-18", "用户家住长沙岳麓区", None, None),
        ],
        probes=[
            ("para", "2026-06-12 21:30", "每晚固定那个钟点，得吞一粒大夫给的镇痛片，还得先填饱肚子", [3], [], None),
            ("para", "2026-06-13 15:00", "关在那种小铁盒子里吊半空，或者钻进黑漆漆的山洞，我都会喘不上气", [5], [], None),
            ("para", "2026-06-14 12:10", "长生果和它榨的油我一丁点都碰不得，兜里常揣着那支救命的笔", [4], [], None),
            ("task", "2026-06-15 09:50", "下周想去橘子洲头看看江景，怎么去、怎么逛帮我安排下", [1, 2, 12], [], None),
            ("task", "2026-06-16 10:30", "八月去威海住一礼拜，酒店你帮我挑挑", [9, 6], [], None),
            ("direct", "2026-06-13 10:00", "我那个腿的手术是哪个月做的？", [1], [], None),
            ("abst", "2026-06-14 22:00", "交叉韧带断了一般多久能恢复跑步？", [], [], None),
            ("abst", "2026-06-15 18:30", "北极光一般几月份去看最好？", [], [], None),
            ("expiry", "2026-06-20 09:00", "下个月想跟同事在长沙周边找座山去转转，帮我挑个地方", [1, 2, 5], [["张家界"], ["天门山"]], 8),
            ("bg", "2026-06-16 21:00", "我屋里看片子是不是都靠往白墙上打光的那台机器，那块大黑屏基本吃灰？", "用户家里装了投影仪，很少看电视", [], None),
        ],
        bg=dict(drop_topics=["work", "commute"], drop_active=True, clusters={},
                drop_words=MOBILITY_DROP + ["索道", "公司", "白噪音", "周报"],
                force="用户家里装了投影仪，很少看电视",
                siblings=["电视"]),
    ),
    dict(
        acct="07", user_id="u_guoyang", tenant="default",
        core=[
            (1, "fact", 0.6, "2025-08-12", "用户有PADI进阶开放水域潜水证，已经潜过四十多次", None, None),
            (2, "fact", 0.9, "2026-03-09", "用户左耳鼓膜2026年3月潜水时受了气压伤，医生嘱咐九月前不许下潜", None, None),
            (3, "preference", 0.8, "2026-03-20", "用户坐飞机起降时耳朵会剧痛，要提前嚼口香糖、用减充血鼻喷剂", None, None),
            (4, "fact", 0.85, "2025-10-01", "用户对贝壳类海鲜过敏，吃蛤蜊生蚝会起风团", None, None),
            (5, "preference", 0.75, "2025-12-08", "用户晕船很厉害，坐快艇必须提前半小时吃晕船药", None, None),
            (6, "preference", 0.55, "2025-09-15", "用户住宿喜欢离海近、能看日落的房间", None, None),
            (7, "fact", 0.6, "2025-11-11", "用户的潜水装备都自己带，托运一套要二十公斤左右", None, None),
            (8, "event", 0.7, "2026-01-18", "用户原定2026年5月去菲律宾薄荷岛潜水", None, "2026-05-31"),
            (9, "event", 0.75, "2026-05-30", "用户计划2026年10月去马来西亚仙本那补潜", "2026-10-31", "2026-10-31"),
            (10, "fact", 0.5, "2025-07-02", "用户在福州做建筑设计，住在鼓楼区", None, None),
            (11, "preference", 0.35, "2026-02-02", "用户喜欢用运动相机拍水下视频剪成短片", None, None),
            (12, "preference", 0.35, "2025-10-20", "用户看过好几部海洋纪录片，最喜欢《蓝色星球》", None, None),
        ],
        probes=[
            ("para", "2026-06-12 08:40", "三月份在水底下把左边耳膜给憋坏了，大夫放话入秋以前别想再往下扎", [2], [], None),
            ("para", "2026-06-13 20:20", "铁鸟一拉升一落地，我这俩耳眼里跟锥子扎似的，得先嚼着胶姆糖、往鼻孔里喷两下", [3], [], None),
            ("para", "2026-06-14 10:50", "小船一颠我就吐得稀里哗啦，坐突突突的冲锋舟之前得先吞片药垫着", [5], [], None),
            ("para", "2026-06-15 19:00", "花甲、扇贝这些两片壳的玩意儿，我一下肚就浑身冒疙瘩", [4], [], None),
            ("task", "2026-06-15 14:00", "十月仙本那那趟，从福州过去的机票咋安排", [9, 3, 7], [], None),
            ("task", "2026-06-16 11:30", "仙本那那几天出海潜水的行程你帮我排一下", [9, 5, 2, 1], [], None),
            ("abst", "2026-06-13 09:00", "潜完水一般要隔多久才能坐飞机？", [], [], None),
            ("abst", "2026-06-14 21:30", "仙本那是属于马来西亚哪个州的？", [], [], None),
            ("expiry", "2026-06-16 08:30", "七月想找个海岛躺平几天，不下水那种，帮我推荐推荐", [10, 5, 3], [["薄荷岛"], ["菲律宾"]], 8),
        ],
        bg=dict(drop_topics=[], drop_active=False, clusters={},
                drop_words=["游泳", "鼓浪屿", "厦门", "海口"], force=None, siblings=[]),
    ),
    dict(
        acct="08", user_id="u_fanxin", tenant="default",
        core=[
            (1, "preference", 0.9, "2025-09-01", "用户在严格执行生酮饮食，每天碳水不超过二十克，米饭面条甜点都不碰", None, None),
            (2, "fact", 0.8, "2025-10-12", "用户乳糖不耐受，喝牛奶会拉肚子，但黄油和硬奶酪没问题", None, None),
            (3, "preference", 0.75, "2025-11-08", "用户出于动物保护的考虑，不吃野味也不吃鹅肝", None, None),
            (4, "fact", 0.9, "2026-01-25", "用户有二型糖尿病，每天早餐前要打一针胰岛素，针要随身冷藏", None, None),
            (5, "preference", 0.7, "2025-12-19", "用户恐水，不会游泳，坐船、漂流这类项目一律不参加", None, None),
            (6, "preference", 0.65, "2026-02-17", "用户旅行爱住带厨房的民宿，方便自己做低碳水的饭", None, None),
            (7, "preference", 0.5, "2025-08-30", "用户出门基本刷信用卡，很少带现金", None, None),
            (8, "event", 0.7, "2026-03-30", "用户计划2026年五一去重庆吃火锅、看洪崖洞夜景", None, "2026-05-05"),
            (9, "event", 0.75, "2026-05-26", "用户打算2026年暑假去贵阳避暑一周", "2026-08-31", "2026-08-31"),
            (10, "fact", 0.6, "2025-07-15", "用户每年暑假都会回乐山陪外公住几天", None, None),
            (11, "fact", 0.5, "2025-06-28", "用户在成都一家券商做研究员", None, None),
            (12, "preference", 0.35, "2026-04-15", "用户喜欢玩密室逃脱", None, None),
        ],
        probes=[
            ("para", "2026-06-12 12:30", "我现在走的是吃肉吃油的路子，淀粉那些我半口也不沾，莫给我端干饭来哈", [1], [], None),
            ("para", "2026-06-13 18:00", "我是旱鸭子，看到一大片水就腿软，橡皮艇冲滩那些莫喊我", [5], [], None),
            ("para", "2026-06-14 07:20", "天天清早开吃之前肚皮上要戳一下控血糖的，那管药水还得揣在冰袋里头", [4], [], None),
            ("task", "2026-06-15 16:10", "暑假去贵阳那一周，住哪里巴适，帮我看看", [9, 6, 4], [], None),
            ("task", "2026-06-16 17:45", "这周末在成都找个馆子请朋友吃饭，帮我挑一家我能吃的", [1, 2, 3, 4], [], None),
            ("direct", "2026-06-13 21:10", "我是不是跟你讲过每年放暑假都要回哪儿？", [10], [], None),
            ("abst", "2026-06-14 13:00", "生酮饮食吃久了会不会伤肝哦？", [], [], None),
            ("abst", "2026-06-15 12:20", "贵阳的酸汤鱼是咋个做的？", [], [], None),
            ("expiry", "2026-06-18 19:30", "下个月想找个地方看夜景散散心，坐高铁一两个钟头，当天去当天回", [11, 5], [["重庆"], ["洪崖洞"]], 8),
            ("bg", "2026-06-16 22:00", "我最近照着格子图拿针线一个叉一个叉往布上戳的那门手艺，你还记得不？", "用户在学十字绣", [], None),
        ],
        bg=dict(drop_topics=[], drop_active=False, clusters={},
                drop_words=["烤面包", "酸奶", "豆浆", "饺子", "游泳", "钓鱼", "泼水", "维生素", "鱼油",
                            "献血"],
                force="用户在学十字绣", siblings=["织", "绣"]),
    ),
    dict(
        acct="09", user_id="u_tangning", tenant="default",
        core=[
            (1, "fact", 0.95, "2025-07-22", "用户因为脊髓损伤坐轮椅，能自己从轮椅挪到床上，但不能走路", None, None),
            (2, "preference", 0.9, "2025-09-18", "用户住酒店必须是无障碍客房，卫生间要有扶手和能推进去的淋浴间", None, None),
            (3, "fact", 0.8, "2025-10-30", "用户的电动轮椅用的是锂电池，坐飞机前要提前报备电池容量", None, None),
            (4, "fact", 0.85, "2026-01-14", "用户每天早晚要定时导尿，出门需要能进轮椅的无障碍厕所", None, None),
            (5, "preference", 0.75, "2025-12-05", "用户是蛋奶素食者，不吃肉和海鲜，但吃鸡蛋和牛奶", None, None),
            (6, "fact", 0.75, "2026-02-20", "用户对尘螨过敏，住的地方不能铺厚地毯", None, None),
            (7, "preference", 0.7, "2025-08-16", "用户坐高铁会提前在12306预约重点旅客服务", None, None),
            (8, "event", 0.7, "2026-04-01", "用户计划2026年5月20日去上海看一场轮椅篮球比赛", "2026-05-21", "2026-05-21"),
            (9, "event", 0.75, "2026-05-22", "用户打算2026年中秋和朋友去苏州玩三天", None, "2026-09-27"),
            (10, "fact", 0.4, "2025-11-26", "用户是插画师，平时在家接稿", None, None),
            (11, "preference", 0.35, "2026-03-03", "用户喜欢收集各地博物馆的文创", None, None),
            (12, "fact", 0.5, "2025-06-25", "用户住在杭州西湖区", None, None),
        ],
        probes=[
            ("para", "2026-06-12 10:30", "睡觉那间屋得是给残障人士专门设计的，洗澡那块得有抓手、轮子能直接滚到花洒底下", [2], [], None),
            ("para", "2026-06-13 14:40", "我这代步车靠一块会被安检盯上的芯子驱动，上天之前得先跟航空公司讲清楚多少瓦时", [3], [], None),
            ("para", "2026-06-14 08:50", "一天两回得按钟点插管子排小便，在外头得找个轮子进得去的洗手间", [4], [], None),
            ("para", "2026-06-15 20:40", "屋里要是铺着厚厚的毛毯子，我这鼻子就痒个不停喷嚏连天", [6], [], None),
            ("task", "2026-06-15 11:40", "中秋去苏州那三天，酒店你帮我找找", [9, 2, 6], [], None),
            ("task", "2026-06-16 14:10", "从杭州坐高铁去苏州那趟，车票和进站你帮我弄得方便点", [9, 7, 1], [], None),
            ("direct", "2026-06-13 12:20", "我吃东西有啥讲究，你还记得不？", [5], [], None),
            ("abst", "2026-06-14 17:30", "轮椅篮球的规则跟普通篮球有啥不一样？", [], [], None),
            ("expiry", "2026-06-20 15:00", "七月想去上海看个展，帮我订个离展馆近的酒店", [2, 6], [["篮球"]], 8),
        ],
        bg=dict(drop_topics=["work", "commute"], drop_active=True, clusters={"car": "none"},
                drop_words=MOBILITY_DROP + ["空气净化器", "公司", "鱼油"], force=None, siblings=[]),
    ),
    dict(
        acct="10", user_id="u_yaolei", tenant="default",
        core=[
            (1, "fact", 0.8, "2025-07-30", "用户养了一条三十五公斤的阿拉斯加，叫熊大，出门基本都带着", None, None),
            (2, "preference", 0.9, "2025-09-25", "用户出门过夜只选允许带狗的地方", None, None),
            (3, "preference", 0.7, "2025-11-02", "用户因为带狗，出远门都自己开SUV，不坐飞机和高铁", None, None),
            (4, "fact", 0.75, "2026-01-10", "用户的狗怕热，气温超过三十度就不能在户外待太久", None, None),
            (5, "fact", 0.85, "2025-10-22", "用户对桃子过敏，吃了喉咙发痒", None, None),
            (6, "preference", 0.7, "2026-02-08", "用户开车超过三个小时会犯困，长途一天最多开五百公里", None, None),
            (7, "fact", 0.55, "2026-03-14", "用户的狗每天早晚要吃一次关节保健药，拌在狗粮里", None, None),
            (8, "event", 0.7, "2026-04-05", "用户计划2026年端午带狗去丹东鸭绿江边露营", None, "2026-06-21"),
            (9, "event", 0.75, "2026-05-18", "用户打算2026年国庆自驾带狗去内蒙古阿尔山", "2026-10-08", "2026-10-08"),
            (10, "fact", 0.5, "2025-06-20", "用户住在大连甘井子区", None, None),
            (11, "preference", 0.35, "2025-12-12", "用户爱拍狗的视频发到短视频平台上", None, None),
            (12, "preference", 0.7, "2026-04-22", "用户出门住宿每晚不超过四百元", None, None),
        ],
        probes=[
            ("para", "2026-06-12 19:00", "落脚那块儿得让我家毛孩子一块儿进屋，不让进的咱一概不考虑", [2], [], None),
            ("para", "2026-06-13 07:40", "俺家那毛熊一到三伏天就趴窝喘粗气，太阳底下溜不了几分钟", [4], [], None),
            ("para", "2026-06-14 18:10", "握方向盘仨钟头我眼皮就打架，一日撑死跑个一千里地", [6], [], None),
            ("task", "2026-06-15 21:20", "国庆从大连开去阿尔山，路上分几天开比较稳妥，帮我排排", [9, 6], [], None),
            ("task", "2026-06-23 19:50", "这周六带熊大去大连周边海边住一晚，民宿帮我找找", [1, 2, 12, 4], [], None),
            ("direct", "2026-06-13 20:00", "我是不是跟你说过我吃啥水果会过敏？", [5], [], None),
            ("abst", "2026-06-14 12:30", "阿拉斯加犬一般能活多少年？", [], [], None),
            ("abst", "2026-06-15 23:00", "开车犯困的时候喝咖啡真管用吗？", [], [], None),
            ("expiry", "2026-06-26 20:30", "七月想带狗去露营两天，大连周边能开过去的，营地帮我挑挑", [1, 2, 4, 12], [["丹东"], ["鸭绿江"]], 8),
            ("bg", "2026-06-16 21:40", "我平时爱看的那种八九十年代香江拍的警匪片、武打片，你记着没？", "用户喜欢看老港片", [], None),
        ],
        bg=dict(drop_topics=[], drop_active=False, clusters={"pet": "DROP", "car": "DROP"},
                drop_words=["香港"], force="用户喜欢看老港片", siblings=[]),
    ),
    dict(
        acct="11", user_id="u_liangyongji", tenant="default",
        core=[
            (1, "fact", 0.6, "2025-08-05", "用户今年七十二岁，只会讲粤语，普通话能听懂一点但不会说", None, None),
            (2, "fact", 0.85, "2025-08-06", "用户看不懂汉语拼音，手机上只会用手写输入，路牌和说明要有汉字", None, None),
            (3, "fact", 0.9, "2025-10-14", "用户有高血压，每天早上七点吃一粒降压药，饮食不能太咸", None, None),
            (4, "preference", 0.85, "2025-12-22", "用户腿脚不太利索，走半个钟头就要坐下歇，上下楼梯要扶栏杆", None, None),
            (5, "fact", 0.85, "2026-01-09", "用户对鸡蛋过敏，吃了会起风疹", None, None),
            (6, "preference", 0.8, "2025-09-28", "用户怕坐飞机，一辈子没坐过，出门只坐火车和汽车", None, None),
            (7, "preference", 0.75, "2025-11-17", "用户只用现金和存折，不会用手机支付", None, None),
            (8, "event", 0.7, "2026-02-26", "用户计划2026年4月初跟老友去韶关丹霞山看日出", "2026-04-10", "2026-04-10"),
            (9, "event", 0.75, "2026-05-20", "用户打算2026年国庆跟老同学去肇庆七星岩玩两日", None, "2026-10-07"),
            (10, "fact", 0.55, "2025-07-01", "用户住在广州荔湾区西关", None, None),
            (11, "preference", 0.45, "2026-03-08", "用户每天早上都要去酒楼饮早茶", None, None),
            (12, "preference", 0.35, "2025-10-30", "用户钟意听粤剧", None, None),
        ],
        probes=[
            ("para", "2026-06-12 09:10", "啲字母拼嘅嘢我睇唔明㗎，部电话打字都係靠手指头喺屏度一笔一笔画", [2], [], None),
            ("para", "2026-06-13 06:50", "我个心口泵嘅压力成日偏高，每朝钟敲七下就要吞粒丸仔，餸都要煮淡啲", [3], [], None),
            ("para", "2026-06-14 10:20", "鸡春我一啖都食唔得，食咗成身起红点", [5], [], None),
            ("para", "2026-06-15 09:30", "嗰啲喺天上飞嘅铁皮大鸟我成世人都未掂过，惊到脚软，出远门净系搭地上行嘅车", [6], [], None),
            ("task", "2026-06-15 15:30", "国庆去肇庆七星岩嗰两日，入面点样行、一日行几多路，帮我睇下", [9, 4], [], None),
            ("task", "2026-06-16 10:10", "国庆去肇庆，车飞同酒店你帮我搞掂佢", [9, 7, 10], [], None),
            ("abst", "2026-06-14 15:40", "粤剧同京剧有咩唔同啊？", [], [], None),
            ("expiry", "2026-06-18 11:00", "下个月想同班老友出去玩两日，帮我揾个唔使行咁多路嘅地方，车程两个钟以内", [10, 4], [["丹霞山"], ["韶关"]], 8),
        ],
        bg=dict(drop_topics=["work", "commute", "family", "tech", "learning", "games", "shopping", "routine"],
                drop_active=True,
                clusters={"car": "none", "books": "paper", "housing": "own", "parents": "DROP"},
                drop_words=ELDERLY_DROP + ["飞机", "机场", "转机", "日本", "大阪", "泰国", "曼谷",
                                           "新加坡", "首尔", "清迈", "英文", "英语", "英剧", "微博",
                                           "微信", "App", "信用卡", "养老金", "报税", "血压", "早餐",
                                           "咖啡", "B站", "会员", "博客", "跑", "便当", "网上",
                                           "二手平台", "电商", "直播", "键盘", "线上", "剧本杀",
                                           "献血", "出差"],
                force=None, siblings=[]),
    ),
    dict(
        acct="12", user_id="u_lijing", tenant="youlv",
        core=[
            (1, "fact", 0.6, "2025-07-10", "用户叫李靖，在郑州一家商场当保安", None, None),
            (2, "fact", 0.85, "2025-08-15", "用户上的是夜班，晚上八点到早上八点，白天要补觉到下午两点", None, None),
            (3, "fact", 0.9, "2025-10-05", "用户对青霉素过敏，出门备药不能带阿莫西林这一类", None, None),
            (4, "preference", 0.7, "2025-12-01", "用户一个月只能调出连着两天的休息，出门最多两天一夜", None, None),
            (5, "preference", 0.9, "2026-01-20", "用户是回族，只吃清真餐", None, None),
            (6, "preference", 0.45, "2025-09-09", "用户爱听豫剧", None, None),
            (7, "fact", 0.8, "2026-02-22", "用户有腰肌劳损，硬座坐超过三个小时腰就疼", None, None),
            (8, "preference", 0.6, "2026-03-18", "用户付钱都用微信，不带现金，也没有信用卡", None, None),
            (9, "event", 0.75, "2026-05-12", "用户打算2026年7月调休两天去开封逛夜市", "2026-07-31", "2026-07-31"),
            (10, "fact", 0.4, "2025-11-25", "用户的女儿在读初中", None, None),
            (11, "preference", 0.35, "2026-04-07", "用户喜欢在手机上下象棋", None, None),
            (12, "preference", 0.7, "2026-02-05", "用户出门住宿一晚不超过两百块", None, None),
        ],
        probes=[
            ("para", "2026-06-12 16:00", "俺是日夜颠倒的命，太阳出来才收工，晌午前都在被窝里挺尸", [2], [], None),
            ("para", "2026-06-13 15:20", "要做皮试的那种老牌消炎针，俺一打就休克过，外出药包里你得有数", [3], [], None),
            ("para", "2026-06-14 14:00", "俺们穆斯林，吃饭只认挂绿牌子的馆子", [5], [], None),
            ("task", "2026-06-15 16:30", "七月从郑州去开封那趟，坐啥车、几点走合适？", [9, 2], [], None),
            ("task", "2026-06-16 15:10", "开封夜市那一晚吃啥，给俺列个单子", [9, 5], [], None),
            ("direct", "2026-06-13 16:40", "俺跟你说过俺住一晚最多掏多少钱？", [12], [], None),
            ("abst", "2026-06-14 15:50", "上夜班的人白天咋睡得踏实，有啥窍门不？", [], [], None),
            ("bg", "2026-06-16 16:20", "俺攒的那些各地坐轨道交通刷的卡片，你还记得不？", "用户收集了好几个城市的地铁卡", [], None),
        ],
        twin_forbid=[["李静"], ["西安"], ["芒果"], ["学生证"]],
        bg=dict(drop_topics=["work", "commute", "routine"], drop_active=False,
                clusters={"car": "none"},
                drop_words=["信用卡", "晚上十一点", "工作", "晚饭后", "周末晚上", "周报", "出差"],
                force="用户收集了好几个城市的地铁卡", siblings=["地铁"]),
    ),
]

EXPECTED_KINDS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
EXPECTED_BG = {"01": 132, "02": 144, "03": 131, "04": 145, "05": 134, "06": 133,
               "07": 132, "08": 136, "09": 130, "10": 131, "11": 143, "12": 134}


# --------------------------------------------------------------------------
# Pool parsing
# --------------------------------------------------------------------------

def parse_pool():
    items = []
    topic = mtype = None
    idx = 0
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        if line.startswith("["):
            close = line.index("]")
            tags = [t.strip() for t in line[1:close].split(",") if t.strip()]
            line = line[close + 1:].strip()
        items.append(dict(index=idx, topic=topic, type=mtype, tags=tags, text=line))
        idx += 1
    return items


def cjk_bigrams(s):
    out = set()
    for a, b in zip(s, s[1:]):
        if "\u4e00" <= a <= "\u9fff" and "\u4e00" <= b <= "\u9fff":
            out.add(a + b)
    out.discard("用户")
    return out


# --------------------------------------------------------------------------
# Build
# --------------------------------------------------------------------------

def build_account(spec, pool, all_places):
    acct = spec["acct"]
    rng = random.Random("holdout12-" + acct)
    core_text = {}
    memories = []
    ends = {}
    for n, mtype, imp, created, content, valid_until, end in spec["core"]:
        mid = "m%s_%d" % (acct, n)
        assert 0.3 <= imp <= 1.0 and content.startswith("用户"), mid
        m = dict(id=mid, content=content, type=mtype, importance=imp,
                 created_at=ts(created + " %02d:%02d" % (8 + n % 12, (n * 7) % 60)))
        if valid_until:
            m["valid_until"] = ts(valid_until + " 23:59").replace(":00+", ":59+")
        if mtype == "event":
            assert end, mid
            ends[mid] = datetime.strptime(end + " 23:59", "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
        memories.append(m)
        core_text[mid] = content

    twin_forbid = spec.get("twin_forbid", [])
    probes = []
    counters = {}
    forbid_words = set()
    expired_of = {}
    bg_target_text = spec["bg"]["force"]
    for kind, at, query, rel, extra_forbid, expired in spec["probes"]:
        counters[kind] = counters.get(kind, 0) + 1
        pid = "p%s_%s_%d" % (acct, kind, counters[kind])
        forbid = [list(x) for x in extra_forbid] + [list(x) for x in twin_forbid]
        p = dict(id=pid, at=ts(at), query=query, relevant=None)
        if kind == "bg":
            assert rel == bg_target_text, pid
            p["relevant"] = ["BG_TARGET"]
        else:
            p["relevant"] = ["m%s_%d" % (acct, r) for r in rel]
        if forbid:
            p["forbid"] = forbid
        for alt in forbid:
            for w in alt:
                forbid_words.add(norm(w))
        if expired is not None:
            expired_of[pid] = "m%s_%d" % (acct, expired)
        probes.append((kind, p))

    # ---- background draw -------------------------------------------------
    bgspec = spec["bg"]
    text_for_places = [c for c in core_text.values()] + \
        [p["query"] for k, p in probes if k != "abst"]
    places = sorted({w for w in all_places if any(w in t for t in text_for_places)})
    families = {}
    for it in pool:
        for t in it["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                families.setdefault(fam, set()).add(cl)
    chosen = {}
    for fam in sorted(families):
        if fam in bgspec["clusters"]:
            chosen[fam] = bgspec["clusters"][fam]
            assert chosen[fam] == "DROP" or chosen[fam] in families[fam], (acct, fam)
        else:
            chosen[fam] = rng.choice(sorted(families[fam]))

    def allowed(it, ignore_siblings=False):
        if it["topic"] in bgspec["drop_topics"]:
            return False
        if bgspec["drop_active"] and "active" in it["tags"]:
            return False
        for t in it["tags"]:
            if ":" in t:
                fam, cl = t.split(":", 1)
                if chosen[fam] != cl:
                    return False
        txt = it["text"]
        if any(w in txt for w in bgspec["drop_words"] + GLOBAL_DROP):
            return False
        if any(w in txt for w in places):
            return False
        if any(w in norm(txt) for w in forbid_words):
            return False
        if not ignore_siblings and any(w in txt for w in bgspec["siblings"]):
            return False
        return True

    forced = None
    if bg_target_text:
        forced = [it for it in pool if it["text"] == bg_target_text]
        assert len(forced) == 1, bg_target_text
        forced = forced[0]
        assert allowed(forced, ignore_siblings=True), (acct, "bg target filtered out")
    cands = [it for it in pool if allowed(it) and it is not forced]
    n_bg = rng.randint(130, 145)
    assert len(cands) >= n_bg, (acct, len(cands), n_bg)
    picked = rng.sample(cands, n_bg - (1 if forced else 0))
    if forced:
        picked.append(forced)
    span = rng.randint(365, 730)
    start = REF - timedelta(days=span)
    stop = REF - timedelta(days=5)
    total_min = int((stop - start).total_seconds() // 60)
    for it in sorted(picked, key=lambda x: x["index"]):
        created = start + timedelta(minutes=rng.randint(0, total_min))
        imp = rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6])
        memories.append(dict(id="b%s_%d" % (acct, it["index"]), content=it["text"],
                             type=it["type"], importance=imp,
                             created_at=created.isoformat()))
    bg_id = "b%s_%d" % (acct, forced["index"]) if forced else None
    for _, p in probes:
        if p["relevant"] == ["BG_TARGET"]:
            p["relevant"] = [bg_id]

    memories.sort(key=lambda m: (m["created_at"], m["id"]))
    user = dict(user_id=spec["user_id"], tenant_id=spec["tenant"],
                memories=memories, probes=[p for _, p in probes])
    meta = dict(acct=acct, ends=ends, expired_of=expired_of, kinds=[k for k, _ in probes],
                n_core=len(spec["core"]), n_bg=len(picked), places=places,
                twin_forbid=twin_forbid)
    return user, meta


def validate(users, metas):
    kinds = {}
    assert len(users) == 12
    assert len({u["user_id"] for u in users}) == 11
    pairs = {(u["user_id"], u["tenant_id"]) for u in users}
    assert len(pairs) == 12
    all_pids = set()
    for u, meta in zip(users, metas):
        acct = meta["acct"]
        mems = {m["id"]: m for m in u["memories"]}
        assert len(mems) == len(u["memories"])
        assert 130 <= meta["n_bg"] <= 145, (acct, meta["n_bg"])
        assert meta["n_bg"] == EXPECTED_BG[acct], (acct, meta["n_bg"])
        latest = max(m["created_at"] for m in u["memories"])
        for m in u["memories"]:
            if m["id"].startswith("b"):
                assert 0.3 <= m["importance"] <= 0.6
        for kind, p in zip(meta["kinds"], u["probes"]):
            kinds[kind] = kinds.get(kind, 0) + 1
            pid = p["id"]
            assert pid not in all_pids
            all_pids.add(pid)
            assert pid.startswith("p%s_%s_" % (acct, kind))
            at = datetime.fromisoformat(p["at"])
            assert datetime.fromisoformat(latest) < at, pid
            rel = p["relevant"]
            for r in rel:
                assert r in mems, (pid, r)
            if kind in ("para", "direct"):
                assert len(rel) == 1 and rel[0].startswith("m"), pid
            if kind == "task":
                assert 2 <= len(rel) <= 4 and all(r.startswith("m") for r in rel), pid
                assert len(set(rel)) == len(rel), pid
            if kind == "bg":
                assert len(rel) == 1 and rel[0].startswith("b"), pid
            if kind == "abst":
                assert rel == [], pid
            if kind == "expiry":
                assert rel and "forbid" in p, pid
                exp_id = meta["expired_of"][pid]
                assert exp_id not in rel
                assert at > meta["ends"][exp_id], pid
            if kind == "para":
                shared = cjk_bigrams(p["query"]) & cjk_bigrams(mems[rel[0]]["content"])
                assert not shared, (pid, shared)
            # relevant events must still be running at probe time
            for r in rel:
                if r in meta["ends"]:
                    assert meta["ends"][r] > at, (pid, r)
            # twin forbids present
            for tf in meta["twin_forbid"]:
                assert tf in p.get("forbid", []), pid
            # forbid keywords: never in relevant memories; only in the expired plan
            allowed_hits = {meta["expired_of"].get(pid)}
            for alt in p.get("forbid", []):
                for w in alt:
                    for m in u["memories"]:
                        if norm(w) in norm(m["content"]):
                            assert m["id"] in allowed_hits, (pid, w, m["id"])
                            assert m["id"] not in rel
    assert kinds == EXPECTED_KINDS, kinds
    return kinds


def build():
    pool = parse_pool()
    all_places = list(dict.fromkeys(PLACE_WORDS + EXTRA_PLACES))
    users, metas = [], []
    for spec in ACCOUNTS:
        u, meta = build_account(spec, pool, all_places)
        users.append(u)
        metas.append(meta)
    kinds = validate(users, metas)
    data = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout12", "users": users}
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    return text.encode("utf-8"), users, metas, kinds


def main(argv):
    blob, users, metas, kinds = build()
    n_core = sum(m["n_core"] for m in metas)
    n_bg = sum(m["n_bg"] for m in metas)
    summary = "accounts=%d core=%d background=%d probes=%d %s" % (
        len(users), n_core, n_bg, sum(kinds.values()),
        " ".join("%s=%d" % (k, kinds[k]) for k in EXPECTED_KINDS))
    if "--check" in argv:
        if not OUT.exists():
            print("CHECK FAILED: %s missing" % OUT)
            return 1
        if OUT.read_bytes() != blob:
            print("CHECK FAILED: %s differs from a fresh build" % OUT)
            return 1
        print("CHECK OK: %s is byte-identical (%s)" % (OUT.name, summary))
        return 0
    if "--stats" in argv:
        for m in metas:
            print(m["acct"], "core", m["n_core"], "bg", m["n_bg"], "places", m["places"])
    OUT.write_bytes(blob)
    print("wrote %s (%d bytes): %s" % (OUT, len(blob), summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
