"""Build the blind Chinese retrieval hold-out set "holdout22" (memory-eval/v1, track R).

Date written: 2026-12-02

Blindness record
  Files read (the only two):
    /work/shared/eval/FORMAT.md                      (memory-eval/v1 format)
    /work/main/bench/data/src/background_pool.py     (filler statements; imported
                                                      at build time, bytecode writing off)
  Directories listed (the only one):
    /work/main/bench/data/holdout22/                 (this folder, created for this set)
  Nothing else under /work/main or /work/shared was opened, listed, grepped or
  globbed; no engine, evaluator, test or git command was run.

Themes
  (1) people changing their habits and bodies: quitting smoking (nicotine patch ->
      gum), quitting drinking / sobriety groups, weight-loss clinic and online
      programme, new diets after a diagnosis (gout, type-2 diabetes, insulin
      resistance, pancreatitis, fatty liver, cardiac stent), postpartum recovery,
      trying for a baby (coffee stopped);
  (2) housing and commuting: renters who move, weekly / daily cross-city
      commuting (双城通勤), living with in-laws or moving in with a grown son,
      a first flat bought far out of the city;
  (3) children's schooling and activities: 幼升小, 兴趣班 timetables, a child with
      ADHD, children with asthma / dust-mite allergy, custody weekends after a
      divorce, a step-daughter's visiting weekends.

Shape
  12 accounts; a07 and a08 are two different people who share user_id
  "u_xiaoyu" under two tenants (confusable lives); four of their probes forbid
  distinctive keywords of the other tenant's memories (cross-tenant leak probes).
  Each account has 11-12 hand-written core memories (aNNmNN) and 138-142
  background memories (bNNN, ids unique per user) sampled with a fixed seed from
  background_pool.POOL, created 2024-01..2026-09 (+08:00).  The filler is filtered
  per account: topic clusters chosen to agree with the core life, statements that
  would contradict it removed, statements naming a place used in the account's
  core memories or probes removed, statements containing any of its forbid
  keywords removed.

Probe kinds (the kind is the suffix of the probe id, e.g. "a03p07-direct")
  | kind   | count | meaning                                                         |
  |--------|-------|-----------------------------------------------------------------|
  | para   |   42  | colloquial paraphrase of one core memory, few shared characters |
  | task   |   24  | travel-planning request needing 3-5 unnamed core memories       |
  | direct |   10  | direct question about a current fact; forbids the replaced fact |
  | abst   |   20  | nothing should be injected (relevant = [])                      |
  | expiry |   10  | plan already over at probe time, or newest version of a fact    |
  | bg     |    6  | answered only by one specific background memory                |
  | total  |  112  |                                                                 |

Usage
  python3 build_holdout22.py            build zh_retrieval_holdout22.json
  python3 build_holdout22.py --check    validate the file on disk and compare it
                                        byte-for-byte with a fresh in-memory build;
                                        writes nothing; exit 0 only when all is well
  python3 build_holdout22.py --check --against PATH
                                        (private) same check against another file

Self-test of --check (2026-12-02): the built file was copied to
/tmp/holdout22_tamper.json and one byte ("x") was appended; `--check --against
/tmp/holdout22_tamper.json` exited 1, reporting "not valid UTF-8 JSON: Extra
data" and "file differs from a fresh build (376980 vs 376979 bytes)".  A second
copy with one relevant id changed to a non-existent id also exited 1 ("relevant
... not among this user's memories").  `--check` on the real file exited 0 in
about 0.15 s.
"""

import argparse
import datetime as dt
import importlib.util
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout22.json")
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
SEED = 20261202
TZ = "+08:00"
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
BG_START = dt.datetime(2024, 1, 1, 8, 0, 0)
BG_END = dt.datetime(2026, 9, 30, 22, 0, 0)

# places that may occur in core memories / probes (pool places first)
EXTRA_PLACES = [
    "扬州", "滨江", "鼓楼", "奥体", "郑州", "开封", "长沙", "湘潭", "岳阳", "岳麓", "雨花",
    "燕郊", "望京", "国贸", "秦皇岛", "京郊", "香港", "潮州", "珠海", "长隆", "南山", "河西",
    "蓟州", "河北", "温江", "高新区", "乐山", "九寨沟", "双流", "拱墅", "海南", "萧山",
    "沈阳", "大连", "铁西", "丹东", "汉口", "恩施", "浦东", "张江", "闵行", "安庆", "安徽",
    "雪乡", "东北", "福州", "泉州", "闽南", "云南", "粤东", "港岛",
]

# filler exclusions shared by several accounts
WORK_WORDS = ["公司", "同事", "周报", "工位", "加班", "领导", "上班", "工作时", "工作用",
              "出差", "年终", "实习生", "跳槽", "在职", "参加工作", "开会", "会议", "述职",
              "绩效", "客户", "部门", "打卡", "年会", "员工", "转岗", "报销"]
OLDER = ["参加工作的第五年", "弟弟在读大学", "机械工程"]


def T(d, hm="20:15"):
    return "%sT%s:00%s" % (d, hm, TZ)


# --------------------------------------------------------------------------
# accounts
#   core: (mm, created, type, importance, content, extra)
#         extra keys: valid_until (emitted), ends (plan end, annotation only),
#         superseded_by (annotation only)
#   probes: (kind, at, query, relevant, forbid, xforbid)
#         relevant: "mNN" core refs or "pinK" (K-th pinned background statement)
#         xforbid: keywords of the other tenant (cross-tenant leak probes)
# --------------------------------------------------------------------------
ACCOUNTS = [
    # ------------------------------------------------------------------ a01
    dict(
        n=1, user_id="u_chenhao", tenant_id="default",
        life="39岁结构工程师，南京安家、跳槽杭州每周双城通勤，戒烟中，女儿学游泳围棋",
        bg=dict(clusters=dict(commute=None, housing=None, car=None, pet=None,
                              parents="retired", gym="lapsed"),
                drop_topics=[], drop_active=True,
                exclude=OLDER + ["跳槽", "跑步群", "跑步时"],
                pin=["用户的工牌丢过一次，补办花了五十块"]),
        core=[
            (1, "2025-02-18", "fact", 0.7, "用户在南京鼓楼那边的一家建筑设计院做结构工程师，干了快十年了",
             dict(superseded_by=2)),
            (2, "2025-11-03", "fact", 0.85, "用户跳槽了，新公司在杭州滨江，现在每周一早上坐高铁过去上班，周五晚上再回南京", {}),
            (3, "2025-03-09", "relation", 0.8, "用户的老婆和八岁的女儿朵朵住在南京，朵朵在读小学二年级", {}),
            (4, "2025-12-10", "fact", 0.6, "用户周一到周五住在杭州公司附近租的一个单间，月租两千二", {}),
            (5, "2026-03-02", "fact", 0.7, "用户三月初开始戒烟，医生给开了尼古丁贴片，每天早上换一片",
             dict(superseded_by=6)),
            (6, "2026-06-15", "fact", 0.8, "用户说那个贴的已经停了，现在犯烟瘾就嚼一粒尼古丁口香糖，快四个月没抽过烟了", {}),
            (7, "2025-09-20", "relation", 0.7, "朵朵每周六上午在奥体中心上游泳课，周日下午学围棋", {}),
            (8, "2025-06-11", "profile", 0.85, "用户左膝半月板做过手术，爬山只能走缓坡，长时间下台阶膝盖会疼", {}),
            (9, "2025-07-02", "preference", 0.7, "用户一家三口出去玩，总预算一般控制在一万块以内", {}),
            (10, "2025-04-22", "relation", 0.7, "用户的岳母一个人住在扬州，朵朵寒暑假经常被送去外婆家住", {}),
            (11, "2026-08-25", "event", 0.7, "用户打算今年国庆带老婆孩子去扬州陪岳母过节",
             dict(ends="2026-10-07T23:59:59+08:00")),
            (12, "2026-05-20", "preference", 0.75, "用户现在住酒店必须要无烟房，一闻到烟味就想抽", {}),
        ],
        probes=[
            ("para", T("2026-10-12"), "平时我就窝在单位边上那间小屋里，房钱跟两千差不多，你看看那一片晚上有啥能溜达的", ["m04"], [], []),
            ("para", T("2026-10-18"), "我这条腿以前动过刀，陡坡根本下不来，有没有平缓点的徒步线路推荐一下", ["m08"], [], []),
            ("para", T("2026-11-02"), "孩子一放假就往她姥姥那儿送，老太太自己过，我想趁那几天两口子出去转转", ["m10"], [], []),
            ("para", T("2026-10-26"), "订房时帮我留意一下，屋里不能有那股呛人的味儿，我现在闻不得", ["m12"], [], []),
            ("task", T("2026-11-05"), "元旦想带全家出去玩三天，目的地你帮我推荐，顺便把住哪、怎么走都排一下",
             ["m02", "m03", "m08", "m09", "m12"], [["设计院"], ["鼓楼"], ["贴片"]], []),
            ("task", T("2026-10-20"), "下个月想找个周末带闺女出去住一晚，你帮我看看怎么安排比较好",
             ["m07", "m03", "m02", "m08"], [["设计院"]], []),
            ("direct", T("2026-10-08"), "我现在到底是在哪个城市上班来着？帮我算算一个月来回车票大概多少钱",
             ["m02"], [["设计院"], ["鼓楼"]], []),
            ("expiry", T("2026-11-12"), "这周末想一个人去看看孩子她外婆，帮我订个车票",
             ["m10"], [["国庆"]], []),
            ("abst", T("2026-10-15"), "杭州东到南京南的高铁最快要多久？", [], [], []),
            ("abst", T("2026-11-20"), "我同事想带他爸妈去黄山玩三天，老人六十多了，帮他排个行程", [], [], []),
            ("bg", T("2026-10-30"), "我之前是不是掉过一回工牌？补办花了多少钱来着，这次出门怕又弄丢", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a02
    dict(
        n=2, user_id="u_liqiang", tenant_id="default",
        life="42岁，戒酒一年半参加互助小组，痛风饮食，离婚后按排班带哮喘儿子",
        bg=dict(clusters=dict(commute=None, housing=None, car="gas", pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=OLDER + ["跳槽"], pin=[]),
        core=[
            (1, "2025-01-15", "fact", 0.7, "用户在郑州一家白酒经销公司做区域销售经理，一个礼拜有四五天晚上要陪客户喝酒",
             dict(superseded_by=2)),
            (2, "2025-10-08", "fact", 0.8, "用户换工作了，现在在一家冷链物流公司管车辆调度，基本不用出去应酬", {}),
            (3, "2025-04-02", "profile", 0.85, "用户去年查出痛风，医生让他少吃海鲜和动物内脏，火锅汤也别喝", {}),
            (4, "2025-08-19", "fact", 0.85, "用户戒酒一年半了，每周四晚上固定去参加一个戒酒互助小组的聚会", {}),
            (5, "2025-02-27", "relation", 0.7, "用户离婚两年了，儿子小宇跟前妻住", {}),
            (6, "2025-05-30", "relation", 0.85, "小宇今年十岁，有哮喘，一换季就容易犯，身上随时带着沙丁胺醇喷雾", {}),
            (7, "2025-06-21", "relation", 0.6, "小宇每周六下午在体育馆上篮球课", {}),
            (8, "2025-03-10", "fact", 0.75, "用户隔一周接一次儿子，周五放学去接，周日晚上七点前送回去",
             dict(superseded_by=9)),
            (9, "2026-02-14", "fact", 0.8, "前妻那边换了排班，用户现在改成每个月第一个和第三个周末带儿子", {}),
            (10, "2025-09-12", "profile", 0.6, "用户开一辆二手的哈弗SUV，出门玩喜欢自驾", {}),
            (11, "2026-07-05", "event", 0.75, "用户打算寒假带小宇去哈尔滨看冰雪大世界，前妻已经点头了",
             dict(ends="2027-02-28T23:59:59+08:00")),
            (12, "2026-04-10", "event", 0.7, "用户五一要带小宇去开封玩两天，看清明上河园",
             dict(valid_until="2026-05-05T23:59:59+08:00", ends="2026-05-05T23:59:59+08:00")),
        ],
        probes=[
            ("para", T("2026-10-11"), "我现在彻底不碰杯了，礼拜四夜里得去跟一帮同样在戒的人碰头，那天千万别给我排事", ["m04"], [], []),
            ("para", T("2026-10-19"), "我脚趾头那个关节毛病可不能乱吃，帮我挑几家清淡点的馆子", ["m03"], [], []),
            ("para", T("2026-11-03"), "我家小子天一变就喘，那个蓝瓶的吸入器离不了，去北方干冷的地方要注意啥", ["m06"], [], []),
            ("para", T("2026-10-24"), "我现在这活儿是给冷藏车排班，不用陪人吃饭喝酒了，请假也比以前好请",
             ["m02"], [["白酒经销"], ["区域销售"]], []),
            ("task", T("2026-11-18"), "寒假想带儿子出去玩一趟，帮我规划下，吃的住的玩的都要考虑",
             ["m11", "m06", "m03", "m04"], [["开封"]], []),
            ("task", T("2026-10-22"), "下一个带娃的周末想出去露营，你帮我看看去哪合适、怎么安排",
             ["m09", "m06", "m07", "m10"], [["隔一周"]], []),
            ("direct", T("2026-10-09"), "我现在是哪几个周末带孩子来着？帮我把今年剩下带娃的日子列出来",
             ["m09"], [["隔一周"], ["七点前送"]], []),
            ("expiry", T("2026-11-07"), "下个月轮到我带儿子那个周末，想开车找个近点的地方住一晚",
             ["m09", "m06", "m10"], [["开封"], ["隔一周"]], []),
            ("abst", T("2026-10-16"), "帮我朋友查一下，他想带丈母娘去厦门，老人家腿脚不好，住哪片方便？", [], [], []),
            ("abst", T("2026-11-25"), "哈尔滨一月份一般零下多少度？", [], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a03
    dict(
        n=3, user_id="u_liuyun", tenant_id="default",
        life="31岁银行理财经理，产后修复，婆婆同住帮带娃，租房换到三居",
        bg=dict(clusters=dict(commute="metro", housing="rent", car=None, pet=None, parents=None,
                              gym="lapsed"),
                drop_topics=[], drop_active=True,
                exclude=["献血", "跑步群", "跑步时", "在找离公司近", "参加工作的第五年", "机械工程"],
                pin=["用户考了红十字会的急救员证"]),
        core=[
            (1, "2025-12-20", "relation", 0.8, "用户十一月底剖腹产生了个儿子，小名叫团子", {}),
            (2, "2026-01-10", "relation", 0.75, "用户婆婆从湘潭过来帮忙带孩子，跟他们一家住在一起", {}),
            (3, "2025-06-05", "fact", 0.7, "用户和老公在长沙岳麓区租了套两居室，月租三千五",
             dict(superseded_by=4)),
            (4, "2026-07-28", "fact", 0.8, "用户说房子换了，搬到了雨花区一套三居，离老公单位近，婆婆也总算有自己的房间了", {}),
            (5, "2026-02-22", "profile", 0.8, "用户产后腹直肌分离两指，每周二、周五下午去医院康复科做修复", {}),
            (6, "2026-03-15", "fact", 0.7, "用户在母乳喂养，出门超过四个小时就得带上吸奶器",
             dict(superseded_by=9)),
            (7, "2026-06-01", "fact", 0.75, "用户产假结束回银行上班了，做理财经理，周末要轮一天班", {}),
            (8, "2026-05-10", "relation", 0.6, "用户老公在外卖平台做区域运营，经常周末加班", {}),
            (9, "2026-08-30", "fact", 0.75, "用户说团子已经断奶了，现在喝奶粉，出门带个奶瓶就行", {}),
            (10, "2026-04-18", "profile", 0.85, "用户生完孩子以后一直腰疼，坐车超过两个小时就受不了", {}),
            (11, "2026-09-05", "event", 0.6, "用户九月每周六上午去月子中心上产后普拉提，一共四节课",
             dict(valid_until="2026-09-30T23:59:59+08:00", ends="2026-09-30T23:59:59+08:00")),
            (12, "2026-03-28", "relation", 0.7, "用户的爸妈在岳阳开了家小超市，一年到头走不开", {}),
        ],
        probes=[
            ("para", T("2026-10-13"), "我卸货后肚皮中间那道缝还没长好，礼拜二礼拜五下午得去练，出门别跟这俩时间撞了", ["m05"], [], []),
            ("para", T("2026-10-21"), "自打有了娃我这腰就废了，车上颠久了根本扛不住", ["m10"], [], []),
            ("para", T("2026-11-04"), "我家二老守着个小卖部，一年三百六十天都得开门", ["m12"], [], []),
            ("para", T("2026-10-27"), "我家老公他妈现在常驻我们这儿，专门帮着看小孩", ["m02"], [], []),
            ("task", T("2026-10-15"), "下个月想趁周末一家人出去短途玩一下，带上小的，帮我出个方案",
             ["m01", "m10", "m07", "m09", "m08"], [["吸奶器"], ["母乳"]], []),
            ("task", T("2026-11-02"), "想带婆婆和孩子回一趟我娘家住两天，帮我看看怎么走最省事",
             ["m12", "m10", "m01", "m04"], [["岳麓"]], []),
            ("direct", T("2026-10-05"), "我们家现在是住哪个区来着？帮我找找附近周末能遛娃的公园",
             ["m04"], [["岳麓"], ["三千五"]], []),
            ("expiry", T("2026-10-24"), "帮我排一下这个周六，上午有没有啥固定要去的地方",
             ["m07"], [["普拉提"]], []),
            ("abst", T("2026-10-30"), "剖腹产一般多久以后能坐飞机？", [], [], []),
            ("abst", T("2026-11-11"), "长沙哪家臭豆腐比较正宗？", [], [], []),
            ("bg", T("2026-11-16"), "我那个急救员的证书是哪儿发的来着？带娃出门想心里有个底", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a04
    dict(
        n=4, user_id="u_zhaolei", tenant_id="default",
        life="34岁程序员，燕郊买首套房坐班车进京，减重门诊换针，备考PMP",
        bg=dict(clusters=dict(commute=None, housing="own", car="none", pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=["体重", "半程马拉松", "参加工作的第五年", "机械工程"], pin=[]),
        core=[
            (1, "2025-03-12", "fact", 0.7, "用户在北京望京一家互联网公司写后端，一周去公司四天", {}),
            (2, "2025-08-20", "fact", 0.75, "用户在燕郊买了人生第一套房，八十平，首付掏空了两家人的积蓄", {}),
            (3, "2025-12-01", "fact", 0.8, "用户搬进燕郊的新家以后，每天坐班车进京上班，单程将近两个小时，早上六点二十就得出门", {}),
            (4, "2025-05-08", "profile", 0.75, "用户一百零八公斤，在医院减重门诊打司美格鲁肽，一周一针",
             dict(superseded_by=5)),
            (5, "2026-04-22", "profile", 0.85, "用户说平台期掉不动秤了，医生把针换成了替尔泊肽，从2.5毫克开始打", {}),
            (6, "2026-06-30", "profile", 0.7, "用户现在九十二公斤了，目标是减到八十五", {}),
            (7, "2025-10-15", "preference", 0.85, "用户打针以后胃口变小，吃多了会恶心，油腻的不能碰，一顿饭要分几次吃", {}),
            (8, "2026-01-10", "relation", 0.7, "用户的女朋友小雅在国贸上班，两人打算明年领证", {}),
            (9, "2026-02-10", "preference", 0.75, "用户每天晚上要快走一万步，出差在外也不想断", {}),
            (10, "2026-05-18", "preference", 0.8, "用户每月房贷八千七，今年出去玩想省着点，一次人均不超过三千", {}),
            (11, "2026-09-01", "event", 0.7, "用户报了12月的PMP考试，考前那两个周末得在家刷题",
             dict(ends="2026-12-31T23:59:59+08:00")),
            (12, "2026-03-05", "event", 0.6, "用户五月底前要把装修尾款结清，这段时间周末都得去盯现场",
             dict(valid_until="2026-05-31T23:59:59+08:00", ends="2026-05-31T23:59:59+08:00")),
        ],
        probes=[
            ("para", T("2026-10-10"), "我现在饭量跟猫似的，稍微腻一点就反胃，只能少量多顿", ["m07"], [], []),
            ("para", T("2026-10-23"), "吃完晚饭我必须暴走一个多钟头，住的地方周围得有能转圈的路", ["m09"], [], []),
            ("para", T("2026-11-06"), "我对象在CBD那边上班，我俩准备明年去民政局", ["m08"], [], []),
            ("para", T("2026-10-29"), "我在环京那边刚入手了头一处房产，攒的加借的全砸进去了", ["m02"], [], []),
            ("task", T("2026-11-10"), "元旦想和女朋友出去玩两三天，帮我做个攻略",
             ["m08", "m05", "m07", "m09", "m10"], [["司美格鲁肽"]], []),
            ("task", T("2026-10-12"), "下个月想找个周末出去放松一下，别太折腾，帮我安排安排",
             ["m03", "m10", "m07", "m11"], [["尾款"]], []),
            ("direct", T("2026-10-03"), "我现在打的是哪种减肥针来着？出门要不要冷藏",
             ["m05"], [["司美格鲁肽"]], []),
            ("expiry", T("2026-10-25"), "接下来这几个周末有啥安排冲突吗？朋友约我去京郊爬山",
             ["m11"], [["尾款"], ["盯现场"]], []),
            ("abst", T("2026-10-17"), "北京到秦皇岛的高铁一天有几班？", [], [], []),
            ("abst", T("2026-11-19"), "减肥期间喝无糖可乐到底行不行？", [], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a05
    dict(
        n=5, user_id="u_hefang", tenant_id="default",
        life="37岁全职妈妈，老大ADHD换药、兴趣班砍半，老二幼升小，老公深港双城",
        bg=dict(clusters=dict(commute=None, housing=None, car=None, pet=None, parents="retired"),
                drop_topics=["work"], drop_active=False,
                exclude=WORK_WORDS + OLDER + ["个人所得税", "报税"], pin=["用户收集了好几个城市的地铁卡"]),
        core=[
            (1, "2025-04-09", "relation", 0.8, "用户家老大阳阳九岁，去年确诊了ADHD", {}),
            (2, "2025-04-20", "fact", 0.7, "阳阳每天早上上学前吃一粒专注达", dict(superseded_by=3)),
            (3, "2026-05-16", "fact", 0.8, "用户说阳阳原来那个药吃了没胃口、晚上睡不着，医生给换成了择思达", {}),
            (4, "2025-09-02", "relation", 0.7, "用户的小女儿米粒明年幼升小，户口和房子都在南山，想上对口的公办",
             dict(superseded_by=5)),
            (5, "2026-07-12", "relation", 0.75, "用户说米粒录取了，就是家门口对口那所，九月开学读一年级", {}),
            (6, "2025-10-20", "fact", 0.7, "阳阳的兴趣班排得很满：周二晚上编程，周四晚上游泳，周六全天是围棋和篮球",
             dict(superseded_by=7)),
            (7, "2026-09-08", "fact", 0.8, "用户说开学后兴趣班砍掉了一半，现在只剩周三晚上的编程和周六上午的篮球", {}),
            (8, "2025-06-30", "relation", 0.85, "阳阳在人多吵闹的地方容易情绪失控，排长队会闹", {}),
            (9, "2025-08-15", "relation", 0.75, "用户老公在香港上班，每周五晚上回深圳，周日晚上再过关回去", {}),
            (10, "2025-11-11", "fact", 0.6, "用户生了老二以后就辞职了，现在是全职妈妈", {}),
            (11, "2026-01-20", "relation", 0.7, "用户公婆住在潮州，每年春节都要回去过", {}),
            (12, "2026-09-15", "event", 0.75, "用户想寒假带俩娃去珠海长隆看企鹅",
             dict(valid_until="2027-02-28T23:59:59+08:00", ends="2027-02-28T23:59:59+08:00")),
        ],
        probes=[
            ("para", T("2026-10-14"), "我家大的一到人挤人的场合就压不住火，等号超过半小时准出事", ["m08"], [], []),
            ("para", T("2026-10-22"), "娃他爹平日在港岛那头打工，只有周末能回家待两天", ["m09"], [], []),
            ("para", T("2026-11-09"), "孩子爷爷奶奶在粤东老家，过年我们雷打不动要回去", ["m11"], [], []),
            ("para", T("2026-10-29"), "我自打生完小的就没再上班，天天在家围着俩娃转", ["m10"], [], []),
            ("task", T("2026-11-20"), "寒假想带俩孩子出去玩几天，帮我排个行程",
             ["m12", "m08", "m03", "m11"], [["专注达"]], []),
            ("task", T("2026-10-10"), "想找个周末带两个孩子出去住一晚，帮我安排下",
             ["m07", "m08", "m09", "m03"], [["围棋"], ["专注达"]], []),
            ("direct", T("2026-10-18"), "我家老大现在周末还有哪些课？我想看看哪天能空出来",
             ["m07"], [["围棋"], ["游泳"]], []),
            ("expiry", T("2026-11-08"), "米粒现在上几年级了？帮我找找适合她这个年纪的周末亲子活动",
             ["m05"], [["幼升小"]], []),
            ("abst", T("2026-10-25"), "深圳湾口岸晚上几点关闭？", [], [], []),
            ("abst", T("2026-11-13"), "我邻居想给她女儿报个舞蹈班，深圳哪家口碑好？", [], [], []),
            ("bg", T("2026-11-01"), "我收集的那些城市交通卡一共有几张了？这趟出去想再添一张", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a06
    dict(
        n=6, user_id="u_gaohong", tenant_id="default",
        life="45岁造价师，京津城际通勤后调回天津，2型糖尿病减药，和八十岁母亲同住",
        bg=dict(clusters=dict(commute=None, housing="own", car=None, pet=None, parents=None),
                drop_topics=[], drop_active=False,
                exclude=OLDER + ["妹妹", "外婆今年九十", "给爷爷", "父母"], pin=[]),
        core=[
            (1, "2025-02-10", "fact", 0.75, "用户家在天津河西，在北京一家造价咨询公司上班，每天早上七点坐城际去北京南，晚上再坐回来",
             dict(superseded_by=2)),
            (2, "2026-03-25", "fact", 0.8, "用户说公司在天津开了分部，她申请调回来了，现在骑车十分钟就到单位", {}),
            (3, "2025-07-14", "profile", 0.85, "用户体检查出2型糖尿病，医生让她控主食，白米饭和甜点都要少吃", {}),
            (4, "2025-07-20", "profile", 0.75, "用户每天早晚各吃一次二甲双胍", dict(superseded_by=5)),
            (5, "2026-05-06", "profile", 0.8, "用户说糖化降到6.2了，医生让她把晚上那顿药停了，现在只早饭后吃一片", {}),
            (6, "2025-08-02", "preference", 0.8, "用户出门一定带着血糖仪和试纸，饭后两小时要测一次", {}),
            (7, "2025-04-30", "relation", 0.6, "用户儿子在北京读大二，住校，寒暑假才回天津", {}),
            (8, "2025-09-09", "relation", 0.85, "用户的母亲八十岁了，跟用户住在一起，腿脚不好要拄拐", {}),
            (9, "2025-11-22", "preference", 0.7, "用户喜欢慢悠悠地玩，一天最多去两个地方", {}),
            (10, "2026-08-12", "event", 0.75, "用户十二月要去广州参加一个行业培训，打算顺便去看看在那边工作的妹妹",
             dict(ends="2026-12-31T23:59:59+08:00")),
            (11, "2026-01-18", "event", 0.6, "用户清明要回河北老家给父亲扫墓",
             dict(valid_until="2026-04-06T23:59:59+08:00", ends="2026-04-06T23:59:59+08:00")),
            (12, "2025-10-10", "profile", 0.7, "用户特别怕坐船，一上船就晕", {}),
        ],
        probes=[
            ("para", T("2026-10-11"), "我随身那个扎手指的小机器得揣着，吃完过俩钟头要看一眼数", ["m06"], [], []),
            ("para", T("2026-10-19"), "我妈年纪大了，和我同住，没拐杖走不了路", ["m08"], [], []),
            ("para", T("2026-11-03"), "水上的项目别给我排，我一晃悠就想吐", ["m12"], [], []),
            ("para", T("2026-10-27"), "我出门不爱赶场，每天转一两个点就够了", ["m09"], [], []),
            ("task", T("2026-11-06"), "下个月去南方那趟，帮我把空出来的一两天安排安排，住哪吃啥都考虑下",
             ["m10", "m03", "m05", "m06", "m09"], [["早晚各吃"]], []),
            ("task", T("2026-10-08"), "想带家里老人出去泡个温泉，就周末两天，帮我找找地方",
             ["m08", "m03", "m02", "m06"], [["城际"]], []),
            ("direct", T("2026-10-14"), "我现在每天上班路上要花多久来着？周五下了班直接出发去蓟州来得及吗",
             ["m02"], [["城际"], ["北京南"]], []),
            ("expiry", T("2026-10-28"), "我那个降糖药现在一天吃几次？出去三天得带多少",
             ["m05"], [["早晚各吃"]], []),
            ("abst", T("2026-10-21"), "糖尿病人吃荔枝血糖会不会升得很快？", [], [], []),
            ("abst", T("2026-11-15"), "蓟州到天津市区开车要多久？", [], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a07
    dict(
        n=7, user_id="u_xiaoyu", tenant_id="t_qingtian",
        life="35岁原画师，离婚独自带哮喘女儿，前夫隔周末接走，从高新区租房搬到温江自购房",
        bg=dict(clusters=dict(commute=None, housing=None, car=None, pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=OLDER, pin=[]),
        core=[
            (1, "2025-03-03", "relation", 0.8, "用户离婚后一个人带女儿果果住在成都，果果七岁，读小学一年级", {}),
            (2, "2025-03-20", "relation", 0.85, "果果有哮喘，每天晚上要用布地奈德雾化一次，出门得带便携雾化器", {}),
            (3, "2025-05-14", "relation", 0.8, "前夫每个月第二、第四个周末把果果接走，周日吃完晚饭送回来", {}),
            (4, "2025-06-02", "fact", 0.7, "用户在高新区租了个一室一厅，走路十分钟就到公司", dict(superseded_by=5)),
            (5, "2026-06-20", "fact", 0.8, "用户说在温江买了套小两居，七月已经搬过去了，现在坐地铁上班要一个钟头", {}),
            (6, "2025-08-08", "fact", 0.6, "用户在一家游戏公司画原画，项目上线前经常熬通宵", {}),
            (7, "2025-11-30", "profile", 0.8, "用户体检查出胰岛素抵抗，营养师让她把奶茶和甜食都戒了，晚饭只吃肉和蔬菜", {}),
            (8, "2026-02-09", "relation", 0.7, "果果每周三、周五放学后学拉丁舞，周六上午学画画", {}),
            (9, "2025-09-26", "relation", 0.7, "用户的爸妈住在乐山，放假常帮她带果果", {}),
            (10, "2026-08-18", "event", 0.7, "用户想国庆带果果去九寨沟，又担心她在高原上喘不过气",
             dict(ends="2026-10-07T23:59:59+08:00")),
            (11, "2026-09-10", "event", 0.75, "用户打算元旦带果果去西双版纳过个暖冬，机票已经在看了",
             dict(valid_until="2027-01-03T23:59:59+08:00", ends="2027-01-03T23:59:59+08:00")),
        ],
        probes=[
            ("para", T("2026-10-13"), "我闺女那个喘的毛病，每天睡前都得吸一回药，出远门那台小机器也得背上",
             ["m02"], [], [["糖糖"], ["尘螨"]]),
            ("para", T("2026-10-26"), "我现在含糖的饮料全停了，晚餐基本就是鸡胸配青菜", ["m07"], [], []),
            ("para", T("2026-11-05"), "娃的外公外婆在大佛那边，一放假我就把孩子丢过去", ["m09"], [], []),
            ("task", T("2026-11-15"), "元旦那几天出去玩的行程帮我排一下，吃住都要考虑",
             ["m11", "m02", "m07", "m01"], [["九寨沟"]], [["拱墅"], ["轻断食"]]),
            ("task", T("2026-10-09"), "这个月闺女不在我身边的那个周末，我想一个人出去透透气，帮我挑个地方",
             ["m03", "m05", "m07"], [["一室一厅"]], []),
            ("direct", T("2026-10-11"), "我现在住的地方去双流机场怎么走最快？",
             ["m05"], [["一室一厅"], ["走路十分钟"]], []),
            ("expiry", T("2026-11-03"), "我下一次带娃出远门的计划是去哪来着？", ["m11"], [["九寨沟"]], []),
            ("abst", T("2026-10-18"), "九寨沟冬天还开放吗？门票多少钱？", [], [], []),
            ("abst", T("2026-11-21"), "我前夫想带他现在的老婆去三亚玩，你觉得住哪片好？", [], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a08
    dict(
        n=8, user_id="u_xiaoyu", tenant_id="t_yunfan",
        life="电商运营，和公婆同住杭州，儿子幼升小进民办、尘螨过敏，减重后改轻断食",
        bg=dict(clusters=dict(commute="ebike", housing=None, car=None, pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=["体重"] + OLDER, pin=[]),
        core=[
            (1, "2025-02-14", "fact", 0.75, "用户和老公带着儿子住在杭州拱墅区的公婆家，一家五口", {}),
            (2, "2025-04-11", "relation", 0.7, "用户儿子糖糖五岁，明年九月幼升小，正在排队等户籍对口的公办学校",
             dict(superseded_by=3)),
            (3, "2026-07-20", "relation", 0.8, "用户说糖糖上学的事定了，被一所民办双语小学录取了，每天坐校车", {}),
            (4, "2025-06-06", "relation", 0.85, "糖糖对尘螨过敏，有过敏性鼻炎，住酒店最好用防螨的床品", {}),
            (5, "2025-08-30", "fact", 0.7, "用户在一个线上减重训练营，每天打卡记录饮食，目标减二十斤",
             dict(superseded_by=6)),
            (6, "2026-04-03", "fact", 0.8, "用户说那期减重课已经结业了，一共瘦了十六斤，现在改成16:8轻断食，只在中午十二点到晚上八点之间吃东西", {}),
            (7, "2025-10-01", "fact", 0.7, "用户在杭州一家电商公司做运营，双十一前后一个月都请不了假", {}),
            (8, "2025-12-12", "relation", 0.8, "用户公公有高血压，婆婆平时负责接送孩子，老两口周末要去老年大学上课", {}),
            (9, "2026-01-05", "relation", 0.75, "用户老公是高中物理老师，只有寒暑假才能出去玩", {}),
            (10, "2026-09-02", "event", 0.75, "用户打算2027年春节全家五口去三亚过年，公婆也一起去",
             dict(ends="2027-02-20T23:59:59+08:00")),
            (11, "2026-03-15", "event", 0.6, "用户七月要带糖糖去参加一个幼小衔接夏令营",
             dict(valid_until="2026-07-31T23:59:59+08:00", ends="2026-07-31T23:59:59+08:00")),
        ],
        probes=[
            ("para", T("2026-10-15"), "我家小子一碰到灰里那种小虫子就打喷嚏流鼻涕，订住的地方床上用品得讲究点",
             ["m04"], [], [["布地奈德"], ["果果"]]),
            ("para", T("2026-10-28"), "孩子他爸在学校教课，平时根本请不动，只能等学生放长假", ["m09"], [], []),
            ("para", T("2026-11-08"), "每年十一月那个购物节我忙得脚不沾地，整个月都别想休", ["m07"], [], []),
            ("task", T("2026-11-12"), "过年全家出去那趟帮我排一下，老的小的都有",
             ["m10", "m08", "m04", "m06"], [["训练营"]], [["果果"], ["温江"]]),
            ("task", T("2026-10-16"), "寒假想带儿子和老公出去玩一个礼拜，帮我看看怎么安排",
             ["m09", "m04", "m10", "m03"], [["户籍对口"]], []),
            ("direct", T("2026-10-06"), "我家孩子现在是在哪儿上学？平时怎么去学校的？",
             ["m03"], [["户籍对口"], ["排队等"]], []),
            ("expiry", T("2026-11-22"), "我现在吃饭是什么规矩来着？出去玩饭点怎么安排", ["m06"], [["训练营"]], []),
            ("abst", T("2026-10-20"), "杭州萧山机场飞三亚一天有几班直飞？", [], [], []),
            ("abst", T("2026-11-18"), "我闺蜜刚生完孩子想住月子中心，杭州哪家比较好？", [], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a09
    dict(
        n=9, user_id="u_chenjianguo", tenant_id="default",
        life="58岁心脏支架术后戒烟酒低盐，从沈阳搬去大连儿子家带孙子",
        bg=dict(clusters=dict(commute=None, housing=None, car=None, pet=None, parents=None,
                              gym="lapsed"),
                drop_topics=["work", "commute", "family", "learning", "games"], drop_active=True,
                exclude=WORK_WORDS + OLDER + ["献血", "正畸", "长痘", "大学室友", "读博", "业主",
                                              "业委会", "看书喝茶", "跑步"],
                pin=["用户喜欢研究各种茶叶，最爱喝岩茶"]),
        core=[
            (1, "2025-01-08", "profile", 0.8, "用户今年五十八，去年心梗放了一个支架，烟酒都戒了", {}),
            (2, "2025-01-20", "profile", 0.75, "用户每天吃阿司匹林和氯吡格雷两种抗血小板的药", dict(superseded_by=3)),
            (3, "2026-02-26", "profile", 0.85, "用户说支架满一年复查过了，医生让他停掉一种，现在只吃阿司匹林", {}),
            (4, "2025-03-18", "preference", 0.85, "用户吃得很清淡，医生要求一天盐不超过五克，肥肉和动物油都不碰", {}),
            (5, "2025-05-05", "fact", 0.7, "用户和老伴住在沈阳铁西的老房子里", dict(superseded_by=6)),
            (6, "2025-09-16", "fact", 0.8, "用户说老两口已经搬到大连儿子家了，帮着带孙子，沈阳那套房子租出去了", {}),
            (7, "2025-10-03", "relation", 0.8, "用户的孙子小满五岁，每周三下午学英语，周六上午学轮滑，都是用户接送", {}),
            (8, "2025-11-12", "profile", 0.85, "用户爬楼梯超过三层就喘，医生不让他做剧烈运动，也别去海拔高的地方", {}),
            (9, "2026-04-14", "relation", 0.6, "用户儿媳是护士，三班倒，儿子常年在外地跑项目", {}),
            (10, "2026-07-01", "event", 0.65, "用户暑假要带小满去丹东看海，住两个晚上",
             dict(valid_until="2026-08-31T23:59:59+08:00", ends="2026-08-31T23:59:59+08:00")),
            (11, "2025-12-22", "relation", 0.8, "用户老伴腰椎间盘突出，不能久坐，坐车一个多小时就得下来活动活动", {}),
        ],
        probes=[
            ("para", T("2026-10-16"), "我家老婆子腰杆不行，车上待久了遭罪，隔个把钟头得停下来走走", ["m11"], [], []),
            ("para", T("2026-10-30"), "我这心脏不争气，走几段台阶就得歇，大夫说山高的地方别去", ["m08"], [], []),
            ("para", T("2026-11-10"), "我现在吃东西得寡淡，咸的油的都碰不得", ["m04"], [], []),
            ("task", T("2026-10-25"), "下个月想带老伴出去转几天，帮我排个行程",
             ["m11", "m08", "m04", "m03", "m07"], [["氯吡格雷"]], []),
            ("task", T("2026-11-08"), "想趁哪个周日带孙子和老伴出去玩一天，当天来回",
             ["m07", "m11", "m08", "m06"], [["铁西"]], []),
            ("direct", T("2026-10-02"), "我这心脏的药现在每天吃几种来着？出门一个礼拜得带多少",
             ["m03"], [["氯吡格雷"]], []),
            ("expiry", T("2026-11-20"), "想带孙子去海边住两晚，你帮我挑个地方", ["m07", "m06"], [["丹东"]], []),
            ("abst", T("2026-10-22"), "大连冬天海边风大不大，一般零下几度？", [], [], []),
            ("bg", T("2026-11-14"), "我平时最好哪一口茶来着？出去顺道想捎点回来", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a10
    dict(
        n=10, user_id="u_fangqing", tenant_id="default",
        life="38岁财务，重组家庭继女改为大周末来，儿子幼升小，搬回公婆家攒学区房钱，脂肪肝戒啤酒",
        bg=dict(clusters=dict(commute="bus", housing=None, car=None, pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=OLDER, pin=["用户在西双版纳过过一次泼水节"]),
        core=[
            (1, "2025-02-02", "relation", 0.75, "用户是二婚，老公跟前妻有个女儿叫安安，今年十一岁，平时跟亲妈住", {}),
            (2, "2026-03-08", "relation", 0.8, "用户说安安上初中住校了，现在一个月只来两次，放大周末才过来", {}),
            (3, "2025-03-15", "relation", 0.75, "用户和老公的儿子可乐五岁半，在读幼儿园大班", {}),
            (4, "2025-09-01", "fact", 0.75, "为了攒钱买学区房，用户一家三口搬回去跟公婆住了，公婆家在汉口", {}),
            (5, "2026-05-20", "event", 0.6, "用户说可乐明年六月要幼升小报名，想报离公婆家近的那所小学", {}),
            (6, "2025-10-10", "relation", 0.7, "可乐每周日上午学钢琴，周二晚上学乐高编程", {}),
            (7, "2025-06-18", "profile", 0.8, "用户去年查出中度脂肪肝，之后就把啤酒和夜宵戒了，每天跳半小时操", {}),
            (8, "2026-01-25", "fact", 0.8, "用户在一家医药公司做财务，每个月月初五天要结账，不能请假", {}),
            (9, "2025-12-05", "relation", 0.8, "用户公公中风过一次，说话不太利索，婆婆离不开人", {}),
            (10, "2026-08-05", "event", 0.65, "用户国庆打算带两个孩子去恩施大峡谷",
             dict(valid_until="2026-10-07T23:59:59+08:00", ends="2026-10-07T23:59:59+08:00")),
            (11, "2025-02-10", "relation", 0.7, "安安每个周末都来用户家住两天", dict(superseded_by=2)),
            (12, "2025-07-22", "preference", 0.75, "用户出去玩一次预算五千左右，宁可住得普通点也要玩得尽兴", {}),
        ],
        probes=[
            ("para", T("2026-10-12"), "月头那一周我要忙着对账关账，休假甭想", ["m08"], [], []),
            ("para", T("2026-10-26"), "孩子爷爷之前脑梗过，讲话含糊，孩子奶奶得寸步不离守着", ["m09"], [], []),
            ("para", T("2026-11-09"), "自打肝不好以后，我酒和半夜撸串都断了，天天蹦跶三十分钟", ["m07"], [], []),
            ("task", T("2026-11-14"), "元旦想带两个孩子出去玩三天，帮我规划下",
             ["m02", "m08", "m12", "m09"], [["每个周末都来"], ["恩施"]], []),
            ("task", T("2026-10-18"), "下个周末想带小的出去玩一天，帮我安排下",
             ["m06", "m04", "m07", "m03"], [], []),
            ("direct", T("2026-10-04"), "我家大丫头现在多久来一趟？", ["m02"], [["每个周末都来"]], []),
            ("expiry", T("2026-11-05"), "最近想带俩孩子去看看山，帮我找个地方", ["m03", "m02"], [["恩施"]], []),
            ("abst", T("2026-10-20"), "小学报名一般要准备哪些材料？", [], [], []),
            ("bg", T("2026-11-17"), "我以前是不是在云南那边赶过一回泼水节？想再去一次", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a11
    dict(
        n=11, user_id="u_sunhao", tenant_id="default",
        life="29岁芯片验证工程师，合租搬整租，胰腺炎后禁酒，周末兼职教少儿编程",
        bg=dict(clusters=dict(commute="metro", housing="rent", car="none", pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=["在找离公司近", "机械工程"], pin=["用户收藏了一些黑胶唱片"]),
        core=[
            (1, "2025-01-12", "fact", 0.7, "用户在上海浦东张江和两个人合租，住主卧，月租三千八", dict(superseded_by=2)),
            (2, "2026-04-02", "fact", 0.8, "用户说跟女朋友在闵行整租了个一室户，总算不用跟陌生人合住了", {}),
            (3, "2025-02-20", "fact", 0.6, "用户在一家芯片公司做验证工程师，项目节点前经常通宵", {}),
            (4, "2025-08-11", "profile", 0.85, "用户去年得过急性胰腺炎住院，之后一滴酒都不能沾，油大的也不能吃", {}),
            (5, "2025-08-25", "fact", 0.7, "用户周末在少儿编程机构兼职带课，周六周日都是上午九点到十二点", dict(superseded_by=8)),
            (6, "2025-12-09", "relation", 0.7, "用户的女朋友安琪是小学美术老师", {}),
            (7, "2026-02-15", "relation", 0.7, "用户爸妈在安庆老家，他妈腿不好，走不了远路", {}),
            (8, "2026-06-06", "fact", 0.8, "用户说兼职那边换了校区，现在只有周六上课，周日空出来了", {}),
            (9, "2026-09-01", "event", 0.75, "用户计划12月底和女朋友去雪乡，想睡一晚火炕",
             dict(ends="2026-12-31T23:59:59+08:00")),
            (10, "2025-10-30", "preference", 0.8, "用户恐高，玻璃栈道那种高空项目一概不玩", {}),
            (11, "2026-03-20", "preference", 0.75, "用户出去玩两个人预算加起来六千以内", {}),
        ],
        probes=[
            ("para", T("2026-10-14"), "我站得稍微高点腿就软，脚底下透明的那种桥打死都不上", ["m10"], [], []),
            ("para", T("2026-10-28"), "我爹娘住皖西南，我娘膝盖不灵光，逛景点撑不了多久", ["m07"], [], []),
            ("para", T("2026-11-11"), "我之前肚子里的器官出过大问题，现在杯子里只能是饮料，炸的也不碰", ["m04"], [], []),
            ("task", T("2026-11-16"), "年底那趟去东北的行程帮我细化一下",
             ["m09", "m04", "m10", "m11"], [], []),
            ("task", T("2026-10-10"), "下周末想和对象出去过一夜，帮我挑个地方",
             ["m08", "m02", "m11", "m04"], [["周六周日"], ["张江"]], []),
            ("abst", T("2026-10-24"), "上海到安庆的高铁要坐多久？", [], [], []),
            ("bg", T("2026-11-03"), "出去玩想顺便逛逛二手唱片店淘几张黑胶，你知道我好这口的吧", ["pin0"], [], []),
        ],
    ),
    # ------------------------------------------------------------------ a12
    dict(
        n=12, user_id="u_linxue", tenant_id="default",
        life="33岁外贸跟单，厦门福州双城后老公调来，女儿刚上一年级，备孕戒咖啡",
        bg=dict(clusters=dict(commute="bus", housing=None, car=None, pet=None, parents="retired"),
                drop_topics=[], drop_active=False,
                exclude=["咖啡", "参加工作的第五年", "机械工程"], pin=[]),
        core=[
            (1, "2025-03-01", "fact", 0.6, "用户在厦门一家外贸公司做跟单", {}),
            (2, "2025-03-02", "relation", 0.75, "用户女儿小鱼六岁，跟用户住在厦门", {}),
            (3, "2025-09-05", "relation", 0.75, "小鱼九月上了一年级，放学后去托管班，用户六点半下班去接", {}),
            (4, "2025-10-12", "relation", 0.7, "小鱼每周六上午学中国舞，周日下午学游泳", {}),
            (5, "2025-04-18", "preference", 0.65, "用户每天要喝三杯美式，不喝就犯困", dict(superseded_by=6)),
            (6, "2026-05-25", "profile", 0.85, "用户在备孕，医生让她把咖啡戒了，每天吃叶酸", {}),
            (7, "2026-07-30", "relation", 0.8, "用户说老公调来厦门了，以后不用两头跑了", {}),
            (8, "2025-03-05", "relation", 0.7, "用户老公在福州上班，两人隔周轮流坐动车去对方那边过周末", dict(superseded_by=7)),
            (9, "2026-09-10", "event", 0.75, "用户打算明年一月份带小鱼去长白山滑雪",
             dict(ends="2027-01-31T23:59:59+08:00")),
            (10, "2025-11-20", "profile", 0.85, "用户晕车很厉害，盘山路坐不了", {}),
            (11, "2026-02-08", "relation", 0.65, "用户爸妈在泉州，寒暑假偶尔帮忙带小鱼", {}),
        ],
        probes=[
            ("para", T("2026-10-13"), "一上绕来绕去的山道我就想吐", ["m10"], [], []),
            ("para", T("2026-10-27"), "我闺女现在放了学先去晚托，我傍晚忙完再过去领", ["m03"], [], []),
            ("para", T("2026-11-10"), "孩子外公外婆在闽南老家，放长假有时候替我看孩子", ["m11"], [], []),
            ("task", T("2026-11-25"), "一月份那趟滑雪帮我规划一下，吃住行都安排上",
             ["m09", "m06", "m10", "m02"], [["三杯美式"]], []),
            ("task", T("2026-10-20"), "想找个周末全家去周边玩两天，帮我看看",
             ["m04", "m07", "m10", "m06"], [["隔周轮流"], ["三杯美式"]], []),
            ("abst", T("2026-11-01"), "滑雪初学者一般要请教练吗？", [], [], []),
        ],
    ),
]

CONFUSABLE = (7, 8)  # account numbers sharing one user_id under two tenants


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def parse_time(s):
    return dt.datetime.fromisoformat(s)


STOP = set("用户的了是我在有这那就都也和要去说会能不人上下大小个一他她们着过吗呢吧啊呀把给得地么什来到还再又很太就")


def cjk(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff"} - STOP


def overlap(query, content):
    m = cjk(content)
    return len(cjk(query) & m) / max(1, len(m))


def load_pool():
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location("background_pool_holdout22", POOL_PATH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    items = []  # (topic, type, tags, text)
    topic, mtype = None, None
    for raw in mod.POOL.splitlines():
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
        items.append((topic, mtype, tags, line))
    return list(mod.PLACE_WORDS), items


def account_places(acc, all_places):
    text = "".join(c[4] for c in acc["core"]) + "".join(p[2] for p in acc["probes"])
    return sorted({p for p in all_places if p in text})


def forbid_words(acc):
    out = set()
    for p in acc["probes"]:
        for alt in p[4] + p[5]:
            for w in alt:
                out.add(norm(w))
    return out


def filler_for(acc, pool, all_places, rng):
    cfg = acc["bg"]
    places = account_places(acc, all_places)
    fwords = forbid_words(acc)
    families = {}
    for _, _, tags, _ in pool:
        for t in tags:
            if ":" in t:
                f, c = t.split(":", 1)
                families.setdefault(f, [])
                if c not in families[f]:
                    families[f].append(c)
    chosen = {}
    for f in sorted(families):
        if f in cfg["clusters"]:
            chosen[f] = cfg["clusters"][f]
        else:
            chosen[f] = rng.choice(families[f])
    keep, reasons = [], {}
    for topic, mtype, tags, text in pool:
        why = None
        tfirst = topic.split()[0]
        if tfirst in cfg["drop_topics"] or topic in cfg["drop_topics"]:
            why = "topic"
        for t in tags:
            if t == "active" and cfg["drop_active"]:
                why = "active"
            elif ":" in t:
                f, c = t.split(":", 1)
                if chosen.get(f) != c:
                    why = "cluster"
        if why is None and any(x in text for x in cfg["exclude"]):
            why = "contradiction"
        if why is None and any(p in text for p in places):
            why = "place"
        if why is None and any(w in norm(text) for w in fwords):
            why = "forbid"
        if why is None:
            keep.append((topic, mtype, text))
        else:
            reasons[text] = why
    return keep, reasons


def rand_time(rng):
    span = int((BG_END - BG_START).total_seconds())
    t = BG_START + dt.timedelta(seconds=rng.randrange(span))
    t = t.replace(second=0)
    if t.hour < 7:
        t = t.replace(hour=7 + t.hour)
    return t.strftime("%Y-%m-%dT%H:%M:%S") + TZ


def build():
    """Return (data, annotations)."""
    pool_places, pool = load_pool()
    all_places = list(dict.fromkeys(pool_places + EXTRA_PLACES))
    users, notes = [], []
    for acc in ACCOUNTS:
        n = acc["n"]
        rng = random.Random(SEED * 100 + n)
        keep, reasons = filler_for(acc, pool, all_places, rng)
        pins = acc["bg"]["pin"]
        keep_texts = [k[2] for k in keep]
        for pt in pins:
            if pt not in keep_texts:
                raise SystemExit("a%02d: pinned filler %r was filtered (%s)" % (n, pt, reasons.get(pt, "absent")))
        target = rng.randint(138, 142)
        pinned = [k for k in keep if k[2] in pins]
        rest = [k for k in keep if k[2] not in pins]
        chosen = pinned + rng.sample(rest, target - len(pinned))
        bgs = []
        for topic, mtype, text in chosen:
            bgs.append(dict(content=text, type=mtype, importance=round(rng.uniform(0.3, 0.6), 2),
                            created_at=rand_time(rng)))
        bgs.sort(key=lambda m: (m["created_at"], m["content"]))
        pin_ids = {}
        bg_mems = []
        for i, m in enumerate(bgs, 1):
            mid = "b%03d" % i
            if m["content"] in pins:
                pin_ids["pin%d" % pins.index(m["content"])] = mid
            bg_mems.append(dict(id=mid, **m))
        core_mems, core_note = [], {}
        for mm, created, mtype, imp, content, extra in acc["core"]:
            mid = "a%02dm%02d" % (n, mm)
            rec = dict(id=mid, content=content, type=mtype, importance=imp, created_at=T(created, "21:%02d" % (mm * 3)))
            if "valid_until" in extra:
                rec["valid_until"] = extra["valid_until"]
            core_mems.append(rec)
            core_note[mid] = dict(ends=extra.get("ends"),
                                  superseded_by=("a%02dm%02d" % (n, extra["superseded_by"])
                                                 if "superseded_by" in extra else None))
        probes, probe_note = [], {}
        for k, (kind, at, query, rel, forbid, xforbid) in enumerate(acc["probes"], 1):
            pid = "a%02dp%02d-%s" % (n, k, kind)
            relevant = [pin_ids[r] if r.startswith("pin") else "a%02d%s" % (n, r) for r in rel]
            rec = dict(id=pid, at=at, query=query, relevant=relevant)
            if forbid or xforbid:
                rec["forbid"] = [list(a) for a in forbid + xforbid]
            probes.append(rec)
            probe_note[pid] = dict(kind=kind, xforbid=[list(a) for a in xforbid])
        users.append(dict(user_id=acc["user_id"], tenant_id=acc["tenant_id"],
                          memories=core_mems + bg_mems, probes=probes))
        notes.append(dict(n=n, core=core_note, probes=probe_note, places=account_places(acc, all_places),
                          pins=pin_ids))
    data = {"format": "memory-eval/v1", "name": "zh-retrieval-holdout22",
            "users": users}
    return data, notes


def serialize(data):
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


# --------------------------------------------------------------------------
# validation
# --------------------------------------------------------------------------
USER_KEYS = {"user_id", "tenant_id", "memories", "sessions", "gold", "probes"}
MEM_KEYS = {"id", "content", "type", "importance", "created_at", "valid_until"}
PROBE_KEYS = {"id", "at", "query", "relevant", "expect", "forbid"}
TYPES = {"fact", "preference", "event", "profile", "relation"}
PID_RE = re.compile(r"^a(\d\d)p(\d\d)-(para|task|direct|abst|expiry|bg)$")
CORE_RE = re.compile(r"^a(\d\d)m(\d\d)$")
BG_RE = re.compile(r"^b\d{3}$")
TIME_RE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$")


def validate(data, notes=None):
    errs = []

    def E(msg):
        errs.append(msg)

    if not isinstance(data, dict):
        return ["top level is not an object"]
    if set(data) - {"format", "name", "users"}:
        E("unknown top-level keys %s" % sorted(set(data) - {"format", "name", "users"}))
    if data.get("format") != "memory-eval/v1":
        E("format must be memory-eval/v1")
    if not isinstance(data.get("name"), str) or not data.get("name"):
        E("name missing")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        return errs + ["users must be a list of 12"]
    seen_acct, seen_pid, seen_core = set(), set(), set()
    kinds = {k: 0 for k in KIND_COUNTS}
    uid_count = {}
    mem_by_user = []
    for ui, u in enumerate(users):
        where = "users[%d]" % ui
        if not isinstance(u, dict):
            E(where + " not an object")
            mem_by_user.append({})
            continue
        if set(u) - USER_KEYS:
            E("%s unknown keys %s" % (where, sorted(set(u) - USER_KEYS)))
        uid, tid = u.get("user_id"), u.get("tenant_id", "default")
        if not isinstance(uid, str) or not uid or not isinstance(tid, str) or not tid:
            E(where + " bad user_id/tenant_id")
        if (tid, uid) in seen_acct:
            E(where + " duplicate (tenant, user)")
        seen_acct.add((tid, uid))
        uid_count[uid] = uid_count.get(uid, 0) + 1
        mems = u.get("memories")
        if not isinstance(mems, list):
            E(where + " memories missing")
            mems = []
        ids, byid = set(), {}
        ncore = nbg = 0
        for m in mems:
            if not isinstance(m, dict):
                E(where + " memory not an object")
                continue
            if set(m) - MEM_KEYS:
                E("%s memory %s unknown keys" % (where, m.get("id")))
            mid = m.get("id")
            if not isinstance(mid, str) or mid in ids:
                E("%s memory id %r missing or duplicate" % (where, mid))
                continue
            ids.add(mid)
            byid[mid] = m
            if CORE_RE.match(mid):
                ncore += 1
                if mid in seen_core:
                    E("core id %s repeated across users" % mid)
                seen_core.add(mid)
                if int(mid[1:3]) != ui + 1:
                    E("%s core id %s does not match account" % (where, mid))
            elif BG_RE.match(mid):
                nbg += 1
            else:
                E("%s memory id %s has bad pattern" % (where, mid))
            if not isinstance(m.get("content"), str) or not m["content"].strip():
                E("%s %s empty content" % (where, mid))
            if m.get("type") not in TYPES:
                E("%s %s bad type %r" % (where, mid, m.get("type")))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                E("%s %s bad importance" % (where, mid))
            ca = m.get("created_at")
            if not isinstance(ca, str) or not TIME_RE.match(ca):
                E("%s %s bad created_at %r" % (where, mid, ca))
            else:
                t = parse_time(ca)
                if not (parse_time("2024-01-01T00:00:00+08:00") <= t <= parse_time("2026-09-30T23:59:59+08:00")):
                    E("%s %s created_at out of 2024-01..2026-09" % (where, mid))
                if "valid_until" in m:
                    vu = m["valid_until"]
                    if not isinstance(vu, str) or not TIME_RE.match(vu) or parse_time(vu) <= t:
                        E("%s %s bad valid_until" % (where, mid))
        if not 10 <= ncore <= 12:
            E("%s has %d core memories (want 10-12)" % (where, ncore))
        if not 130 <= nbg <= 150:
            E("%s has %d background memories (want ~140)" % (where, nbg))
        mem_by_user.append(byid)
        probes = u.get("probes")
        if not isinstance(probes, list) or not probes:
            E(where + " probes missing")
            probes = []
        for p in probes:
            if not isinstance(p, dict):
                E(where + " probe not an object")
                continue
            if set(p) - PROBE_KEYS:
                E("%s probe %s unknown keys" % (where, p.get("id")))
            pid = p.get("id")
            mo = PID_RE.match(pid or "")
            if not mo or pid in seen_pid or int(mo.group(1)) != ui + 1:
                E("%s probe id %r bad or duplicate" % (where, pid))
                continue
            seen_pid.add(pid)
            kind = mo.group(3)
            kinds[kind] += 1
            at = p.get("at")
            if not isinstance(at, str) or not TIME_RE.match(at):
                E("%s bad at" % pid)
                continue
            pat = parse_time(at)
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                E("%s empty query" % pid)
            rel = p.get("relevant")
            if not isinstance(rel, list) or len(set(rel)) != len(rel):
                E("%s relevant missing or repeated" % pid)
                continue
            for r in rel:
                if r not in byid:
                    E("%s relevant %r not among this user's memories" % (pid, r))
                elif parse_time(byid[r]["created_at"]) >= pat:
                    E("%s relevant %s created after the probe" % (pid, r))
                elif "valid_until" in byid[r] and parse_time(byid[r]["valid_until"]) <= pat:
                    E("%s relevant %s already expired" % (pid, r))
            ncr = sum(1 for r in rel if CORE_RE.match(r))
            nbr = sum(1 for r in rel if BG_RE.match(r))
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(
                    isinstance(a, list) and a and all(isinstance(w, str) and w for w in a) for a in fb):
                E("%s bad forbid" % pid)
                fb = []
            if "expect" in p:
                E("%s has expect (track R only)" % pid)
            rule = {
                "para": ncr == 1 and nbr == 0,
                "task": 3 <= ncr <= 5 and nbr == 0,
                "direct": ncr == 1 and nbr == 0 and fb,
                "abst": not rel,
                "expiry": len(rel) >= 1 and nbr == 0 and fb,
                "bg": nbr == 1 and ncr == 0,
            }[kind]
            if not rule:
                E("%s does not fit kind %s" % (pid, kind))
            for a in fb:
                for w in a:
                    for r in rel:
                        if r in byid and norm(w) in norm(byid[r]["content"]):
                            E("%s forbid %r occurs in relevant %s" % (pid, w, r))
                    for m in byid.values():
                        if BG_RE.match(m["id"]) and norm(w) in norm(m["content"]):
                            E("%s forbid %r occurs in filler %s" % (pid, w, m["id"]))
    for k, want in KIND_COUNTS.items():
        if kinds[k] != want:
            E("kind %s: %d probes, want %d" % (k, kinds[k], want))
    if sum(kinds.values()) != 112:
        E("want 112 probes")
    shared = [u for u, c in uid_count.items() if c > 1]
    if len(shared) != 1 or uid_count[shared[0]] != 2:
        E("exactly one user_id must be shared by two tenants")
    if notes is not None and not errs:
        errs += semantic_checks(data, notes, mem_by_user)
    return errs


def semantic_checks(data, notes, mem_by_user):
    """Checks that need the build annotations (stale memories, cross-tenant words)."""
    errs = []
    ncross = 0
    for ui, (u, nt) in enumerate(zip(data["users"], notes)):
        byid = mem_by_user[ui]
        for p in u["probes"]:
            pid, pat = p["id"], parse_time(p["at"])
            pn = nt["probes"][pid]
            xwords = {norm(w) for a in pn["xforbid"] for w in a}
            for r in p["relevant"]:
                cn = nt["core"].get(r)
                if cn and cn["superseded_by"] and parse_time(byid[cn["superseded_by"]]["created_at"]) < pat:
                    errs.append("%s relevant %s is superseded" % (pid, r))
                if cn and cn["ends"] and parse_time(cn["ends"]) < pat:
                    errs.append("%s relevant %s is over" % (pid, r))
            for a in p.get("forbid", []):
                for w in a:
                    w = norm(w)
                    hits = [m["id"] for m in byid.values() if w in norm(m["content"])]
                    if w in xwords:
                        if hits:
                            errs.append("%s cross-tenant word %r found in own memories" % (pid, w))
                        continue
                    if not hits:
                        errs.append("%s forbid %r matches no memory of the user" % (pid, w))
                    for h in hits:
                        cn = nt["core"].get(h)
                        stale = False
                        if cn and cn["superseded_by"] and parse_time(byid[cn["superseded_by"]]["created_at"]) < pat:
                            stale = True
                        if cn and cn["ends"] and parse_time(cn["ends"]) < pat:
                            stale = True
                        if not stale:
                            errs.append("%s forbid %r hits current memory %s" % (pid, w, h))
            if xwords:
                ncross += 1
                partner = [v for v in data["users"] if v["user_id"] == u["user_id"] and v is not u]
                if len(partner) != 1:
                    errs.append("%s cross-tenant probe on an account without a twin" % pid)
                    continue
                for w in xwords:
                    if not any(w in norm(m["content"]) for m in partner[0]["memories"]):
                        errs.append("%s cross-tenant word %r not in the other tenant's memories" % (pid, w))
            if pn["kind"] == "para":
                r = p["relevant"][0]
                ov = overlap(p["query"], byid[r]["content"])
                if ov > 0.35:
                    errs.append("%s shares too many characters with %s (%.2f)" % (pid, r, ov))
        for m in u["memories"]:
            if BG_RE.match(m["id"]) and any(pl in m["content"] for pl in nt["places"]):
                errs.append("filler %s/%s names an account place" % (u["user_id"], m["id"]))
    if ncross != 4:
        errs.append("want 4 cross-tenant probes, found %d" % ncross)
    return errs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the file on disk; write nothing")
    ap.add_argument("--against", help=argparse.SUPPRESS)
    ap.add_argument("--stats", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    data, notes = build()
    blob = serialize(data)
    if args.stats:
        for u, nt in zip(data["users"], notes):
            for p in u["probes"]:
                if p["id"].endswith("-para"):
                    r = p["relevant"][0]
                    c = next(m["content"] for m in u["memories"] if m["id"] == r)
                    print("%-16s %.2f" % (p["id"], overlap(p["query"], c)))
        return 0
    if not args.check:
        errs = validate(data, notes)
        if errs:
            print("build refused, %d problem(s):" % len(errs))
            for e in errs:
                print("  " + e)
            return 1
        with open(OUT, "wb") as f:
            f.write(blob)
        print("wrote %s (%d bytes)" % (OUT, len(blob)))
        return 0
    path = args.against or OUT
    problems = []
    try:
        with open(path, "rb") as f:
            disk = f.read()
    except OSError as e:
        print("CHECK FAILED: cannot read %s: %s" % (path, e))
        return 1
    try:
        ondisk = json.loads(disk.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        problems.append("not valid UTF-8 JSON: %s" % e)
        ondisk = None
    if ondisk is not None:
        problems += ["format: " + e for e in validate(ondisk)]
    problems += ["fresh build: " + e for e in validate(data, notes)]
    if disk != blob:
        problems.append("file differs from a fresh build (%d vs %d bytes)" % (len(disk), len(blob)))
    if problems:
        print("CHECK FAILED for %s:" % path)
        for p in problems:
            print("  " + p)
        return 1
    print("check ok: %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
