"""Build zh_retrieval_holdout10.json -- a held-out Chinese retrieval set (memory-eval/v1).

How this file was written
-------------------------
Written blind: the author read exactly two project files, the data format
(shared/eval/FORMAT.md) and the background pool (bench/data/src/background_pool.py,
for the structure of POOL and PLACE_WORDS).  No other data set, engine code,
documentation, test or git history was opened.  Every core memory and probe below
was written from scratch for this set.

Theme
-----
People whose travel is shaped by a regimen, a companion animal or a passion:
marathon runner, road cyclist, haemodialysis patient, post-bariatric-surgery
diet, coeliac amateur astro-photographer, birdwatcher, gout sufferer who
collects airline miles, a woman in an IVF cycle, a dog owner with a toddler, a
cat owner whose cat needs insulin, a scuba diver, a budget-backpacking band fan;
plus their families' needs (toddler, elderly or disabled parents, a spouse who
cannot drive long) and everyday conditions (allergies, phobias, motion
sickness, medication schedules) and dated plans that have or have not ended.

Account table (12 accounts, 11 user_ids)
----------------------------------------
  user_id        tenant       who                                   core  probes
  u_zhaolei      default      marathon runner (Lanzhou / Shanghai)    12   11
  u_chenhao      default      road cyclist, father with hypertension  12    9
  u_wangfang     default      haemodialysis + diabetes                12   10
  u_sunli        default      sleeve gastrectomy, father in wheelchair 12    9
  u_linxiaowen   default      TWIN A 林晓雯, 杭州, 芒果 allergy, coeliac  11   10
  u_linxiaowen   lvxing_club  TWIN B 林晓文, 成都, 花生 allergy, birder   11   10
  u_gaojian      default      gout, Air China miles, asthmatic son    12   10
  u_heyu         default      IVF cycle, hypothyroidism               13    9
  u_liuyang      default      corgi owner, toddler with egg allergy   12    9
  u_zhoumin      default      diabetic cat, flight phobia, vegetarian 11    9
  u_xuqing       default      scuba diver, seasick, sulfa allergy     12    9
  u_tangxin      default      student band fan, backpacker, asthma    11    7
The twins share one user_id in two tenants; they are different people with
confusable names, different cities and different allergens.  Every probe of
either twin forbids the other twin's name, city and allergen.

Memory conventions
------------------
* REF = 2026-05-20T09:00:00+08:00; every created_at lies in the 365 days before REF.
* Core memories m01..m13 (9-13 per account), third person ("用户..."), types
  fact / preference / event; an event is always a dated plan.  A plan either
  carries valid_until, or keeps its date only in the wording ("2026年暑假",
  "今年中秋", "明年春节", "6月", "今年国庆", "今年12月"); for the latter a private
  end date is kept in this script (PRIVATE_END below, never written to JSON) and
  used only by the validator.  Some plans already ended before REF (stale
  distractors).  Durable facts with time words (每周六, 每年, 今年七十岁) carry no end.
* Background memories b001.. (100-180 per account) are sampled from POOL with a
  per-account seed after hygiene: statements are dropped if they name a
  PLACE_WORD found in the account's core memories or probe queries, contain any
  forbid keyword of the account, belong to an excluded topic / tag / exclusive
  family of the account, or contain an account-specific drop word (topics that
  would make them silently relevant to a probe: e.g. sports for the runner,
  pets for pet owners, health for patients, drinks for a fluid-restricted
  patient).  One cluster per exclusive tag family is kept.  Background type and
  importance are drawn from the account's core lists, created_at uniform over
  the window.  A bg probe's target statement is always included.

Probe conventions (112 probes, ids p<n>-<kind> numbered over the whole set)
---------------------------------------------------------------------------
  para 42   one core fact in other words, <=2 shared meaningful CJK characters
  task 24   realistic planning request, 2-4 core ids that must be weighed
  direct 10 one core fact in close words, >=2 shared meaningful characters
  abst 20   general question sharing a topic word with a core fact, relevant []
  expiry 10 asked after a dated plan ended; relevant = still-needed core ids,
            forbid = keyword of the ended plan
  bg 6      one background statement in other words (<=2 shared characters)
Every probe is asked after REF.  Meaningful characters ignore
的了我你是在有吗吧呢么什怎么样个一去要 and the word 用户.

Validations (on every build and on --check; --validate PATH checks any file)
----------------------------------------------------------------------------
format shape and field types; 12 accounts / 11 user_ids / exactly one twin pair
in two tenants (one "default"); unique memory ids per account, unique and
consecutively numbered probe ids; core (9-13) and background (100-180) counts;
core content third person; types and importance range; created_at inside the
window; event <=> dated plan (valid_until or private end), durable memories
never end; every probe after REF and after all of its account's memories;
relevant ids exist and are core (bg: exactly one background id); kind counts;
per-kind relevant sizes; para/bg overlap <=2 and direct >=2; abst topic word in
the query and in a core fact; expiry asked after its plan ended, plan not
relevant, forbid contains a keyword of that plan; relevant plans not ended at
probe time; forbid keywords absent from relevant memories and from every memory
of the account still applying at probe time; twin forbids; background hygiene
(pool membership, places, forbid words, topics, tags, families/clusters, drop
words, no duplicates); bg targets present exactly once after sampling.

Usage:  python build_holdout10.py            build and write the JSON
        python build_holdout10.py --check    validate the file on disk and
                                             compare it byte for byte to a rebuild
        python build_holdout10.py --validate PATH   validate any file (no rebuild)
"""
import sys

sys.dont_write_bytecode = True

import datetime as _dt
import json
import os
import random
import re
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT_NAME = "zh_retrieval_holdout10.json"
OUT_PATH = os.path.join(HERE, OUT_NAME)
TZ = _dt.timezone(_dt.timedelta(hours=8))
REF = _dt.datetime(2026, 5, 20, 9, 0, 0, tzinfo=TZ)
WINDOW_START = REF - _dt.timedelta(days=365)
FUNC_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6}
TYPES = ("fact", "preference", "event")


def T(s):
    """'2026-05-21 08:00' -> ISO 8601 with +08:00."""
    d = _dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.isoformat()


def END(s):
    """'2026-06-14' -> end of that day, ISO 8601 with +08:00."""
    d = _dt.datetime.strptime(s, "%Y-%m-%d").replace(hour=23, minute=59, second=59, tzinfo=TZ)
    return d.isoformat()


# ---------------------------------------------------------------------------
# Accounts.  core: (id, type, importance, created, content, valid_until, private_end)
# probes: kind, at, q, rel (core ids), forbid (keywords), topic (abst),
#         ended (expiry: id of the ended plan), target (bg: pool statement)
# hygiene: topics / tags / families dropped, fixed clusters, drop words
# ---------------------------------------------------------------------------
ACCOUNTS = [
    dict(
        user_id="u_zhaolei", tenant_id="default", seed=1001,
        core=[
            ("m01", "fact", 0.6, "2025-06-18 21:10", "用户是业余马拉松跑者，全马最好成绩是3小时28分", None, None),
            ("m02", "event", 0.9, "2026-01-20 12:30", "用户报名了2026年6月14日的兰州马拉松全程，目标是跑进3小时20分", END("2026-06-14"), None),
            ("m03", "fact", 0.8, "2025-09-05 08:40", "用户左脚跟腱有旧伤，下坡和爬楼梯多了就会疼", None, None),
            ("m04", "fact", 0.8, "2025-07-12 19:00", "用户乳糖不耐受，喝牛奶会拉肚子", None, None),
            ("m05", "preference", 0.7, "2025-11-02 20:20", "用户赛前三天开始加碳水，比赛前一晚只吃米饭面条，不碰油炸食物", None, None),
            ("m06", "preference", 0.7, "2025-10-15 22:05", "用户比赛前一晚必须十点前睡，住酒店要安静、远离电梯的房间", None, None),
            ("m07", "fact", 0.5, "2025-08-01 07:30", "用户每周二、周四晚上跟跑团练间歇跑，周六早上拉长距离", None, None),
            ("m08", "event", 0.8, "2026-03-28 18:00", "用户中签了2026年11月的上海马拉松", None, END("2026-11-30")),
            ("m09", "fact", 0.6, "2025-12-10 13:15", "用户比赛时妻子一般会陪着去，她不吃辣", None, None),
            ("m10", "fact", 0.9, "2025-06-30 10:00", "用户对布洛芬过敏，吃了会起荨麻疹", None, None),
            ("m11", "preference", 0.5, "2026-02-14 16:45", "用户跑步只穿亚瑟士的跑鞋，外出比赛会带两双换着穿", None, None),
            ("m12", "event", 0.6, "2025-12-28 09:20", "用户报名了2026年3月22日的无锡马拉松半程", END("2026-03-22"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-21 08:00", q="早餐我能来杯拿铁吗？", rel=["m04"]),
            dict(kind="para", at="2026-05-22 19:30", q="我那条老毛病的腿，哪些路况最好避开？", rel=["m03"]),
            dict(kind="task", at="2026-06-02 12:00", q="兰州比赛前一晚的晚饭帮我挑个馆子，我老婆也一起去。", rel=["m02", "m04", "m05", "m09"], forbid=["无锡"]),
            dict(kind="para", at="2026-06-16 21:00", q="跑完全身酸痛，哪种止痛药我绝对不能碰？", rel=["m10"]),
            dict(kind="abst", at="2026-05-25 07:00", q="马拉松比赛途中一般隔多久补一次水？", rel=[], topic="马拉松"),
            dict(kind="direct", at="2026-05-28 20:00", q="比赛前一晚我对酒店房间有什么要求？", rel=["m06"]),
            dict(kind="expiry", at="2026-06-25 09:30", q="下一场比赛之前想去外地找个地方集训一周，帮我挑挑地方、订一下住宿。", rel=["m08", "m03", "m06"], forbid=["兰州"], ended="m02"),
            dict(kind="para", at="2026-07-02 18:00", q="我平时一周的训练安排是怎样的？", rel=["m07"]),
            dict(kind="abst", at="2026-05-30 15:00", q="兰州中山桥是哪一年建成的？", rel=[], topic="兰州"),
            dict(kind="task", at="2026-10-20 21:00", q="十一月去上海比赛，帮我列个行李清单。", rel=["m08", "m11", "m10"], forbid=["兰州", "无锡"]),
            dict(kind="bg", at="2026-07-10 12:00", q="我是哪种血型来着？", target="用户是O型血"),
        ],
        hygiene=dict(topics={"sports", "health"}, tags={"active"}, families=set(), clusters={"blood": "o"},
                     words=["马拉松", "跑", "奶", "止痛", "脚", "膝", "鞋", "献血"]),
    ),
    dict(
        user_id="u_chenhao", tenant_id="default", seed=1002,
        core=[
            ("m01", "fact", 0.6, "2025-07-03 20:00", "用户是公路车爱好者，每年骑行里程超过八千公里", None, None),
            ("m02", "event", 0.9, "2026-03-02 21:30", "用户计划2026年暑假和车友骑行环青海湖一圈", None, END("2026-08-31")),
            ("m03", "fact", 0.6, "2025-09-20 08:15", "用户有过敏性鼻炎，春天对柳絮和花粉过敏", None, None),
            ("m04", "fact", 0.8, "2025-08-14 19:40", "用户右膝半月板做过手术，连续爬坡超过十公里膝盖就会肿", None, None),
            ("m05", "preference", 0.7, "2025-10-09 12:10", "用户坐飞机一定要托运自己的碳纤维公路车，只订允许托运自行车的航班", None, None),
            ("m06", "preference", 0.7, "2025-11-21 22:00", "用户住宿要求能把自行车推进房间，不放心停在外面", None, None),
            ("m07", "fact", 0.6, "2025-12-01 18:20", "用户骑车时每小时补一次能量胶，含咖啡因的能量胶会让他心悸", None, None),
            ("m08", "fact", 0.6, "2026-01-08 10:05", "用户的父亲今年七十岁，有高血压，每天早晚各吃一次降压药", None, None),
            ("m09", "event", 0.7, "2026-04-10 20:45", "用户打算今年中秋带父母回绍兴老家住几天", None, END("2026-09-27")),
            ("m10", "fact", 0.7, "2025-06-25 09:00", "用户晕车，坐大巴坐后排一定会吐", None, None),
            ("m11", "preference", 0.5, "2025-08-30 13:30", "用户不吃香菜，也不吃羊肉", None, None),
            ("m12", "event", 0.6, "2026-02-20 17:00", "用户报名了2026年5月9日的千岛湖环湖骑行赛", END("2026-05-09"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-23 10:00", q="长途客车上我该坐哪儿才不难受？", rel=["m10"]),
            dict(kind="task", at="2026-06-05 20:00", q="七月环湖那趟，帮我把机票和沿途住的地方订一下。", rel=["m02", "m05", "m06"], forbid=["千岛湖"]),
            dict(kind="para", at="2026-06-08 07:30", q="骑行补给里哪种成分我得躲着？", rel=["m07"]),
            dict(kind="direct", at="2026-06-12 12:00", q="坐飞机托运自行车，我对航班有啥要求？", rel=["m05"]),
            dict(kind="abst", at="2026-06-15 18:00", q="公路车轮胎气压一般打多少合适？", rel=[], topic="公路车"),
            dict(kind="para", at="2026-07-01 21:00", q="我家老爷子平时靠什么控制病情？", rel=["m08"]),
            dict(kind="task", at="2026-08-20 19:00", q="中秋回老家那几天，帮我规划一下怎么走、路上吃什么。", rel=["m09", "m10", "m08", "m11"]),
            dict(kind="abst", at="2026-06-20 09:00", q="青海湖湖面海拔大概多少米？", rel=[], topic="青海湖"),
            dict(kind="expiry", at="2026-09-08 20:30", q="车友约我十月再出去骑一趟，帮我挑条路线、订一下住的。", rel=["m04", "m06"], forbid=["青海"], ended="m02"),
        ],
        hygiene=dict(topics={"sports", "health"}, tags={"active"}, families=set(), clusters={"parents": "retired"},
                     words=["骑", "自行车", "单车", "老家", "鼻", "花粉", "香菜", "羊肉", "咖啡", "晕", "膝", "血压"]),
    ),
    dict(
        user_id="u_wangfang", tenant_id="default", seed=1003,
        core=[
            ("m01", "fact", 1.0, "2025-06-02 10:00", "用户有慢性肾病，每周一、三、五下午要做血液透析", None, None),
            ("m02", "preference", 0.9, "2025-06-02 10:05", "用户饮食要低盐低钾，香蕉、橙子、土豆都不能多吃", None, None),
            ("m03", "fact", 0.9, "2025-07-19 16:20", "用户每天喝水不能超过800毫升", None, None),
            ("m04", "fact", 0.8, "2025-08-22 11:00", "用户左手臂做了透析用的内瘘，那只手不能提重物，也不能测血压", None, None),
            ("m05", "event", 0.9, "2026-04-08 19:30", "用户计划2026年7月10日到17日去青岛看女儿，要提前约好当地医院的临时透析", END("2026-07-17"), None),
            ("m06", "fact", 0.5, "2025-10-03 15:00", "用户的丈夫已经退休，会开车，她出门一般都是丈夫陪着", None, None),
            ("m07", "preference", 0.8, "2025-11-11 09:40", "用户的医生叮嘱她绝对不能吃杨桃", None, None),
            ("m08", "fact", 0.9, "2025-09-14 08:00", "用户有二型糖尿病，每天三餐前打胰岛素", None, None),
            ("m09", "preference", 0.5, "2025-12-20 20:10", "用户很怕冷，冬天喜欢去南方暖和的地方待着", None, None),
            ("m10", "event", 0.8, "2026-04-01 18:00", "用户计划今年12月和丈夫去三亚住一个月避寒", None, END("2026-12-31")),
            ("m11", "fact", 0.6, "2026-01-15 14:30", "用户膝盖有骨关节炎，走路超过二十分钟就得歇一歇", None, None),
            ("m12", "event", 0.5, "2026-02-10 21:00", "用户要在2026年4月18日去杭州参加外甥的婚礼", END("2026-04-18"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-24 09:00", q="一天下来我能灌进肚子的液体有上限吗？", rel=["m03"]),
            dict(kind="task", at="2026-06-10 15:00", q="七月去看女儿那一周，帮我把当地透析和住的地方都安排好。", rel=["m05", "m01", "m11"]),
            dict(kind="para", at="2026-06-14 10:30", q="南方那种切开像五角星的果子，我可以尝尝吗？", rel=["m07"]),
            dict(kind="direct", at="2026-06-18 16:00", q="我怕冷，冬天喜欢去哪种地方？", rel=["m09"]),
            dict(kind="abst", at="2026-06-22 11:00", q="血液透析一次一般要做几个小时？", rel=[], topic="透析"),
            dict(kind="para", at="2026-06-25 08:30", q="体检量压的时候，护士该绑我哪边胳膊？", rel=["m04"]),
            dict(kind="expiry", at="2026-07-25 10:00", q="下周想去周边泡个温泉住一晚，帮我看看哪两天走得开，景区里要走的路别太多。", rel=["m01", "m11"], forbid=["青岛"], ended="m05"),
            dict(kind="para", at="2026-08-05 12:00", q="出门在外，吃饭前我得记着做哪件事？", rel=["m08"]),
            dict(kind="task", at="2026-11-01 19:00", q="年底去海边过冬那一个月，帮我看看怎么过去、住哪儿方便。", rel=["m10", "m01", "m11"], forbid=["青岛", "杭州"]),
            dict(kind="abst", at="2026-09-10 20:00", q="三亚十二月的平均气温是多少度？", rel=[], topic="三亚"),
        ],
        hygiene=dict(topics={"health", "cooking", "routine", "work", "sports"}, tags={"active"}, families={"commute"},
                     clusters={"car": "gas", "parents": "retired"},
                     words=["公司", "在读大学", "刚考了驾照", "水", "喝", "盐", "维生素", "咖啡", "茶", "水果", "糖", "透析", "肾", "膝", "冷", "血压"]),
    ),
    dict(
        user_id="u_sunli", tenant_id="default", seed=1004,
        core=[
            ("m01", "fact", 1.0, "2025-06-10 10:00", "用户去年十月做了袖状胃切除手术，现在每顿只能吃小半碗", None, None),
            ("m02", "preference", 0.8, "2025-07-02 12:30", "用户术后不能喝碳酸饮料，也不能用吸管喝东西", None, None),
            ("m03", "fact", 0.8, "2025-08-18 18:00", "用户每天早上用一杯蛋白粉代替早餐", None, None),
            ("m04", "fact", 0.7, "2025-09-09 09:15", "用户每个月要打一针维生素B12，每天还要吃复合维生素和钙片", None, None),
            ("m05", "preference", 0.7, "2025-10-20 21:00", "用户术后戒了酒，聚餐也一滴不沾", None, None),
            ("m06", "fact", 0.9, "2025-11-05 16:40", "用户的父亲坐轮椅，上下车需要人扶", None, None),
            ("m07", "preference", 0.8, "2025-12-12 20:20", "用户带父亲出门住酒店一定要订无障碍房，卫生间要有扶手", None, None),
            ("m08", "event", 0.9, "2026-03-18 11:00", "用户计划2026年7月带父亲去大理住两周", END("2026-07-31"), None),
            ("m09", "fact", 0.9, "2025-06-28 14:00", "用户对青霉素过敏", None, None),
            ("m10", "fact", 0.8, "2026-01-22 19:10", "用户吃了甜食容易心慌出冷汗，医生说是倾倒综合征", None, None),
            ("m11", "event", 0.5, "2026-02-26 22:00", "用户计划2026年5月1日到3日去西安看兵马俑", END("2026-05-03"), None),
            ("m12", "fact", 0.6, "2025-09-30 08:20", "用户的儿子在读初中，对猫毛过敏", None, None),
        ],
        probes=[
            dict(kind="para", at="2026-05-21 13:00", q="苏打水、气泡水这类我现在还能碰吗？", rel=["m02"]),
            dict(kind="task", at="2026-05-28 17:00", q="下周末朋友聚餐，帮我订家馆子，顺便提前跟店里交代一下我的情况。", rel=["m01", "m02", "m05", "m10"]),
            dict(kind="direct", at="2026-06-03 09:00", q="我每个月要打的那一针是什么？每天还得吃哪些维生素？", rel=["m04"]),
            dict(kind="task", at="2026-06-01 20:00", q="七月带我爸去大理，帮我订酒店，再排个不累的行程。", rel=["m08", "m06", "m07"], forbid=["西安"]),
            dict(kind="para", at="2026-06-09 15:30", q="蛋糕甜点下肚后我会有啥反应？", rel=["m10"]),
            dict(kind="abst", at="2026-06-12 10:00", q="袖状胃切除术后一般多久能恢复正常饮食？", rel=[], topic="袖状胃切除"),
            dict(kind="para", at="2026-06-20 18:30", q="朋友婚宴上敬我白的，我能喝几杯？", rel=["m05"]),
            dict(kind="expiry", at="2026-08-12 21:00", q="国庆想带全家去个近一点的地方住两晚，帮我挑个酒店。", rel=["m06", "m07", "m12"], forbid=["大理"], ended="m08"),
            dict(kind="bg", at="2026-07-05 11:00", q="旅游带回来的那些磁铁小玩意儿，我攒了多少？", target="用户收藏了一面墙的冰箱贴"),
        ],
        hygiene=dict(topics={"health", "cooking", "pets"}, tags=set(), families={"pet"}, clusters={},
                     words=["酒", "甜", "喝", "咖啡", "奶茶", "饮料", "维生素", "吃", "体重", "地铁卡", "帆布袋", "集邮", "黑胶", "猫", "流浪动物"]),
    ),
    dict(
        user_id="u_linxiaowen", tenant_id="default", seed=1005,
        core=[
            ("m01", "fact", 0.6, "2025-05-28 20:00", "用户叫林晓雯，住在杭州，是小学美术老师", None, None),
            ("m02", "fact", 1.0, "2025-06-15 12:00", "用户确诊乳糜泻，必须严格无麸质饮食，小麦、大麦、黑麦做的东西都不能吃", None, None),
            ("m03", "fact", 0.9, "2025-07-20 19:30", "用户对芒果过敏，吃了嘴唇会肿", None, None),
            ("m04", "preference", 0.6, "2025-08-09 22:40", "用户喜欢拍星空和银河，出门会带三脚架和广角镜头", None, None),
            ("m05", "event", 0.9, "2026-03-05 21:15", "用户计划2026年暑假去新疆喀纳斯拍星空，住十天", None, END("2026-08-31")),
            ("m06", "preference", 0.8, "2025-10-11 13:00", "用户不吃普通酱油，因为里面含小麦，出门会自带无麸质酱油", None, None),
            ("m07", "fact", 0.7, "2025-11-03 17:45", "用户恐高，不敢上玻璃栈道和高空索道", None, None),
            ("m08", "fact", 0.6, "2025-12-06 10:10", "用户的母亲有腰椎间盘突出，坐车超过两小时就腰疼", None, None),
            ("m09", "event", 0.7, "2026-04-20 20:00", "用户订了2026年10月2日到4日莫干山的民宿，带妈妈去散心", END("2026-10-04"), None),
            ("m10", "preference", 0.5, "2026-01-17 06:30", "用户拍照习惯日出前起床，住宿喜欢离拍摄点近一些", None, None),
            ("m11", "event", 0.5, "2026-01-05 19:00", "用户计划2026年3月去云南罗平拍油菜花", END("2026-03-31"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-22 15:00", q="杨枝甘露这种甜品我能点吗？", rel=["m03"]),
            dict(kind="task", at="2026-06-15 21:00", q="七月去喀纳斯拍星星，住的地方帮我挑一下，器材要带哪些也列一列。", rel=["m05", "m10", "m04"], forbid=["罗平"]),
            dict(kind="para", at="2026-06-18 12:30", q="面包、饺子皮、啤酒这些，为什么我一口都不敢碰？", rel=["m02"]),
            dict(kind="direct", at="2026-06-21 18:00", q="出门吃饭我为啥要自带酱油？", rel=["m06"]),
            dict(kind="abst", at="2026-06-25 20:00", q="乳糜泻会遗传吗？", rel=[], topic="乳糜泻"),
            dict(kind="para", at="2026-07-03 10:00", q="景区里那种悬在山崖边、脚下透明的步道，我能走吗？", rel=["m07"]),
            dict(kind="abst", at="2026-07-08 22:00", q="拍银河一般用多少秒的快门？", rel=[], topic="银河"),
            dict(kind="para", at="2026-07-15 19:00", q="我妈的老毛病，长途坐车撑得住吗？", rel=["m08"]),
            dict(kind="expiry", at="2026-09-10 20:00", q="秋天想再找个地方拍银河，帮我推荐个地方并订好住处。", rel=["m10", "m04"], forbid=["喀纳斯"], ended="m05"),
            dict(kind="task", at="2026-09-15 21:30", q="十月初带妈妈去莫干山，帮我挑几家吃饭的地方。", rel=["m09", "m02", "m03", "m06"], forbid=["喀纳斯"]),
        ],
        hygiene=dict(topics={"health", "cooking"}, tags=set(), families=set(), clusters={},
                     words=["面", "饺子", "麦", "啤酒", "芒果", "摄影", "照片", "相册", "星", "腰", "拍"]),
    ),
    dict(
        user_id="u_linxiaowen", tenant_id="lvxing_club", seed=1006,
        core=[
            ("m01", "fact", 0.6, "2025-06-05 21:00", "用户叫林晓文，家在成都，在设计院做结构工程师", None, None),
            ("m02", "fact", 1.0, "2025-06-20 12:20", "用户对花生严重过敏，随身带着肾上腺素笔", None, None),
            ("m03", "preference", 0.6, "2025-07-26 06:00", "用户爱观鸟，出门必带双筒望远镜和长焦相机", None, None),
            ("m04", "event", 0.9, "2026-03-12 20:30", "用户计划2026年6月6日到12日去若尔盖湿地看黑颈鹤", END("2026-06-12"), None),
            ("m05", "fact", 0.8, "2025-09-02 08:10", "用户有二型糖尿病，口服二甲双胍，早晚饭后各一片", None, None),
            ("m06", "preference", 0.6, "2025-10-18 22:00", "用户观鸟要天亮前出发，希望住得离保护区近", None, None),
            ("m07", "fact", 0.7, "2025-11-27 19:00", "用户的母亲跟他一起住，腿脚不好，走不了远路，出门得安排代步", None, None),
            ("m08", "event", 0.8, "2026-04-02 21:40", "用户打算2026年12月去鄱阳湖看白鹤", None, END("2026-12-31")),
            ("m09", "fact", 0.7, "2025-12-15 11:30", "用户坐飞机耳朵会剧痛，能坐高铁就尽量坐高铁", None, None),
            ("m10", "preference", 0.5, "2026-01-09 12:45", "用户吃得清淡，一点辣都不吃", None, None),
            ("m11", "event", 0.5, "2026-02-03 20:00", "用户约了鸟友2026年4月11日去盈江拍犀鸟", END("2026-04-12"), None),
        ],
        probes=[
            dict(kind="task", at="2026-05-25 20:00", q="六月去若尔盖看黑颈鹤，帮我订个住处，再安排一下交通。", rel=["m04", "m06", "m09"], forbid=["盈江"]),
            dict(kind="para", at="2026-05-27 09:00", q="航班起落的时候，我身上哪儿最遭罪？", rel=["m09"]),
            dict(kind="direct", at="2026-06-01 19:30", q="观鸟出门我必带哪些装备？", rel=["m03"]),
            dict(kind="abst", at="2026-06-03 21:00", q="黑颈鹤是国家几级保护动物？", rel=[], topic="黑颈鹤"),
            dict(kind="expiry", at="2026-06-20 20:00", q="下个月想带我妈一起出去拍鸟，帮我看看交通怎么走、住哪儿合适。", rel=["m06", "m09", "m07"], forbid=["若尔盖"], ended="m04"),
            dict(kind="para", at="2026-07-02 12:00", q="我每天吃的降糖药叫啥，啥时候吃？", rel=["m05"]),
            dict(kind="bg", at="2026-07-09 16:00", q="我最中意哪一款茶？", target="用户喜欢研究各种茶叶，最爱喝岩茶"),
            dict(kind="para", at="2026-07-20 18:30", q="麻辣火锅、水煮鱼这种，合我胃口吗？", rel=["m10"]),
            dict(kind="abst", at="2026-08-01 10:00", q="鄱阳湖冬天的水位一般有多高？", rel=[], topic="鄱阳湖"),
            dict(kind="task", at="2026-10-15 20:00", q="年底去鄱阳湖看白鹤，帮我把交通和酒店订了，我妈也一起去。", rel=["m08", "m09", "m07", "m06"], forbid=["若尔盖"]),
        ],
        hygiene=dict(topics={"health"}, tags=set(), families={"parents"}, clusters={},
                     words=["鸟", "花生", "望远镜", "相机", "摄影", "照片", "辣", "糖", "飞机", "耳", "坚果", "看书喝茶"]),
    ),
    dict(
        user_id="u_gaojian", tenant_id="default", seed=1007,
        core=[
            ("m01", "fact", 1.0, "2025-06-12 20:00", "用户有痛风，尿酸长期偏高，海鲜、动物内脏和浓肉汤都得忌口", None, None),
            ("m02", "preference", 0.6, "2025-07-08 22:30", "用户不喝啤酒，应酬时只喝一点干红", None, None),
            ("m03", "fact", 0.7, "2025-08-03 09:00", "用户是国航金卡会员，一直在攒国航里程", None, None),
            ("m04", "preference", 0.6, "2025-08-27 07:40", "用户坐飞机只选过道座位，方便起身走动", None, None),
            ("m05", "preference", 0.6, "2025-09-19 13:20", "用户订机票优先选星空联盟的航司，方便累积里程", None, None),
            ("m06", "event", 0.9, "2026-04-12 21:00", "用户用里程兑换了2026年8月12日飞东京的公务舱，带儿子去玩一周", END("2026-08-19"), None),
            ("m07", "fact", 0.8, "2025-10-25 08:00", "用户每天早上吃一片非布司他控制尿酸", None, None),
            ("m08", "fact", 0.7, "2025-11-16 23:00", "用户痛风发作时大脚趾肿得穿不了鞋，出差会带着秋水仙碱", None, None),
            ("m09", "fact", 0.8, "2025-12-22 19:30", "用户的儿子十岁，对尘螨过敏，有哮喘", None, None),
            ("m10", "preference", 0.5, "2026-01-28 18:00", "用户住酒店偏爱希尔顿旗下的，为了保住会员等级", None, None),
            ("m11", "event", 0.5, "2026-02-18 10:30", "用户计划2026年3月10日到13日去新加坡出差", END("2026-03-13"), None),
            ("m12", "fact", 0.6, "2026-03-06 12:00", "用户每天要喝够两升水来帮助排尿酸", None, None),
        ],
        probes=[
            dict(kind="para", at="2026-05-21 22:00", q="老毛病犯起来那阵，我包里常备哪种应急药？", rel=["m08"]),
            dict(kind="task", at="2026-05-26 09:00", q="下周去广州出差三天，帮我订往返机票和住的地方。", rel=["m03", "m04", "m05", "m10"], forbid=["新加坡"]),
            dict(kind="para", at="2026-06-02 14:00", q="我一天里液体摄入量的目标是多少？", rel=["m12"]),
            dict(kind="direct", at="2026-06-06 20:00", q="我痛风得忌口的都有哪些来着？", rel=["m01"]),
            dict(kind="abst", at="2026-06-10 08:30", q="痛风患者能喝咖啡吗？", rel=[], topic="痛风"),
            dict(kind="para", at="2026-06-15 07:00", q="值机时候我一般挑哪一侧的位子？", rel=["m04"]),
            dict(kind="task", at="2026-07-15 21:00", q="八月带儿子去东京，帮我列个行李清单。", rel=["m06", "m08", "m07", "m09"]),
            dict(kind="abst", at="2026-07-20 10:00", q="东京羽田机场到市区坐什么车最方便？", rel=[], topic="东京"),
            dict(kind="para", at="2026-08-01 19:00", q="我家小孩呼吸道方面有什么要留意的？", rel=["m09"]),
            dict(kind="expiry", at="2026-09-01 20:00", q="国庆想带儿子再出国玩一趟，帮我用里程换两张机票。", rel=["m03", "m05", "m04"], forbid=["东京"], ended="m06"),
        ],
        hygiene=dict(topics={"health", "cooking", "pets"}, tags=set(), families={"pet"}, clusters={},
                     words=["海鲜", "啤酒", "酒", "肉", "汤", "内脏", "喝", "里程", "航", "飞机", "会员", "尘", "螨", "哮喘", "脚", "鞋", "日本"]),
    ),
    dict(
        user_id="u_heyu", tenant_id="default", seed=1008,
        core=[
            ("m01", "event", 1.0, "2026-05-10 21:00", "用户这一轮试管的取卵手术定在2026年6月3日，在那之前每晚九点要打促排针", END("2026-06-03"), None),
            ("m02", "fact", 0.8, "2025-11-20 20:00", "用户打的针剂要冷藏保存，出门得带冰袋和保温包", None, None),
            ("m03", "fact", 0.8, "2025-10-08 16:00", "用户的医生叮嘱她试管期间不能泡温泉、不能蒸桑拿", None, None),
            ("m04", "event", 0.8, "2026-04-28 19:20", "用户计划2026年7月做胚胎移植", None, END("2026-07-31")),
            ("m05", "fact", 0.8, "2025-07-14 12:30", "用户对虾和蟹过敏", None, None),
            ("m06", "preference", 0.6, "2025-09-01 09:00", "用户备孕期间不喝咖啡和浓茶", None, None),
            ("m07", "fact", 0.8, "2025-06-22 07:00", "用户有甲状腺功能减退，每天早上空腹吃一片优甲乐", None, None),
            ("m08", "event", 0.7, "2026-04-05 22:10", "用户计划今年国庆和老公去云南腾冲玩几天放松一下", None, END("2026-10-07")),
            ("m09", "fact", 0.4, "2025-08-16 18:40", "用户的老公是程序员，年假只有五天", None, None),
            ("m10", "preference", 0.6, "2025-12-03 21:30", "用户晕机，长途航班尽量选白天的直飞", None, None),
            ("m11", "fact", 0.7, "2026-03-01 10:00", "用户每周三下午要去医院抽血查激素", None, None),
            ("m12", "event", 0.5, "2026-01-11 20:00", "用户计划2026年4月2日到6日去京都看樱花", END("2026-04-06"), None),
            ("m13", "fact", 0.5, "2026-02-08 15:00", "用户今年36岁，医生说她卵巢储备偏低", None, None),
        ],
        probes=[
            dict(kind="task", at="2026-05-22 20:00", q="取卵前这几天我得去上海开个会，帮我安排下行程和要带的东西。", rel=["m01", "m02", "m11", "m07"]),
            dict(kind="para", at="2026-05-24 07:00", q="起床后我空着肚子得先服哪种药？", rel=["m07"]),
            dict(kind="abst", at="2026-05-29 21:00", q="试管婴儿的成功率一般有多少？", rel=[], topic="试管"),
            dict(kind="para", at="2026-06-08 19:00", q="海边大排档点菜，我得避开哪些带壳的？", rel=["m05"]),
            dict(kind="expiry", at="2026-06-12 20:00", q="这两周想和老公出去短途玩两天，帮我排个行程。", rel=["m03", "m11", "m04"], forbid=["取卵"], ended="m01"),
            dict(kind="bg", at="2026-06-30 12:00", q="我有没有学过心肺复苏之类的本事？", target="用户考了红十字会的急救员证"),
            dict(kind="para", at="2026-07-06 22:00", q="坐远程飞机我容易出什么状况？", rel=["m10"]),
            dict(kind="task", at="2026-08-20 20:30", q="国庆去腾冲，帮我订酒店、排一下行程。", rel=["m08", "m03", "m10"], forbid=["取卵", "京都"]),
            dict(kind="abst", at="2026-08-25 10:00", q="腾冲火山地热公园的门票多少钱？", rel=[], topic="腾冲"),
        ],
        hygiene=dict(topics={"health", "sports"}, tags={"active"}, families=set(), clusters={},
                     words=["咖啡", "茶", "酒", "温泉", "桑拿", "海鲜", "虾", "蟹", "维生素", "孩子", "小孩", "孕", "医院", "晕", "飞机", "日本"]),
    ),
    dict(
        user_id="u_liuyang", tenant_id="default", seed=1009,
        core=[
            ("m01", "fact", 0.7, "2025-06-08 19:00", "用户养了一只柯基叫豆包，六岁，十二公斤", None, None),
            ("m02", "preference", 0.9, "2025-07-06 21:00", "用户出门旅行都带着豆包，只住允许带狗的酒店", None, None),
            ("m03", "fact", 0.6, "2025-08-10 22:30", "用户的柯基豆包怕打雷和烟花，一听到就发抖乱叫", None, None),
            ("m04", "fact", 0.8, "2025-09-12 10:00", "用户的女儿两岁半，坐车超过一小时会晕车呕吐", None, None),
            ("m05", "fact", 0.9, "2025-10-01 12:00", "用户的女儿对鸡蛋过敏", None, None),
            ("m06", "preference", 0.7, "2025-10-30 20:00", "用户出行都是自驾，不坐飞机，因为豆包进不了客舱", None, None),
            ("m07", "fact", 0.8, "2025-11-25 18:30", "用户的柯基豆包去年做过椎间盘手术，不能爬楼梯，也不能跳沙发", None, None),
            ("m08", "event", 0.9, "2026-04-18 21:00", "用户计划2026年6月20日到25日自驾去北戴河海边", END("2026-06-25"), None),
            ("m09", "event", 0.6, "2026-03-15 20:00", "用户打算明年春节带全家回哈尔滨婆家过年", None, END("2027-02-20")),
            ("m10", "fact", 0.6, "2026-01-06 22:00", "用户的丈夫腰不好，不能长时间开车，一般两个人轮流开", None, None),
            ("m11", "preference", 0.5, "2026-02-11 08:00", "用户每天早晚要给豆包喂一次关节保健品", None, None),
            ("m12", "event", 0.5, "2026-03-30 19:00", "用户计划2026年5月1日到3日带豆包去蓟州露营", END("2026-05-03"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-21 20:00", q="外面放鞭炮那会儿，狗子会有什么反应？", rel=["m03"]),
            dict(kind="task", at="2026-06-01 21:00", q="六月去北戴河，帮我排一下路上怎么开、中间在哪儿歇。", rel=["m08", "m04", "m10"], forbid=["蓟州"]),
            dict(kind="para", at="2026-06-05 12:00", q="闺女能吃蛋糕和蛋挞吗？", rel=["m05"]),
            dict(kind="direct", at="2026-06-08 20:00", q="我们出行为啥只自驾、不坐飞机？", rel=["m06"]),
            dict(kind="task", at="2026-06-10 21:30", q="给豆包和孩子准备一份出远门的行李清单。", rel=["m11", "m05", "m04"]),
            dict(kind="para", at="2026-06-15 09:00", q="狗子后背动过刀，哪些动作得拦着它？", rel=["m07"]),
            dict(kind="abst", at="2026-06-18 19:00", q="柯基一天需要遛多久？", rel=[], topic="柯基"),
            dict(kind="expiry", at="2026-07-05 20:00", q="暑假还想带孩子和狗出去玩几天，帮我挑个目的地和住处。", rel=["m02", "m07", "m04", "m06"], forbid=["北戴河"], ended="m08"),
            dict(kind="para", at="2026-07-12 18:00", q="我老公一口气能握多久方向盘？", rel=["m10"]),
        ],
        hygiene=dict(topics={"pets"}, tags=set(), families={"pet"}, clusters={"car": "gas"},
                     words=["狗", "猫", "蛋", "鸡", "烟花", "鞭炮", "晕", "楼梯", "腰", "露营"]),
    ),
    dict(
        user_id="u_zhoumin", tenant_id="default", seed=1010,
        core=[
            ("m01", "fact", 0.7, "2025-06-03 21:00", "用户养了一只叫灰灰的英短猫，已经十二岁了", None, None),
            ("m02", "fact", 0.9, "2025-07-22 20:30", "用户的猫灰灰有糖尿病，每天早上八点和晚上八点要打胰岛素", None, None),
            ("m03", "preference", 0.7, "2025-08-29 19:00", "用户出差时只放心把灰灰托给姐姐照顾，不送宠物店寄养", None, None),
            ("m04", "fact", 0.8, "2025-09-23 22:00", "用户有飞行恐惧，飞机起飞时会手心冒汗、心跳加速", None, None),
            ("m05", "preference", 0.6, "2025-10-27 12:00", "用户能坐高铁就不坐飞机，高铁喜欢靠窗的座位", None, None),
            ("m06", "fact", 0.8, "2025-11-30 18:00", "用户是素食者，不吃肉也不吃鱼，但蛋和奶可以吃", None, None),
            ("m07", "event", 0.8, "2026-04-22 10:00", "用户要在2026年7月6日到10日去西安出差", END("2026-07-10"), None),
            ("m08", "event", 0.7, "2026-04-25 21:30", "用户打算今年国庆和女朋友去厦门玩", None, END("2026-10-07")),
            ("m09", "fact", 0.6, "2025-12-28 23:30", "用户有偏头痛，睡眠不足就会发作", None, None),
            ("m10", "fact", 0.7, "2026-02-05 20:00", "用户的女朋友对猫毛过敏", None, None),
            ("m11", "event", 0.5, "2026-03-09 19:00", "用户计划2026年4月25日去长沙看音乐节", END("2026-04-26"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-23 18:00", q="航班拉升离地那几分钟，我身体会出啥状况？", rel=["m04"]),
            dict(kind="task", at="2026-06-20 20:00", q="七月去西安出差那几天，灰灰该怎么安排？", rel=["m07", "m02", "m03"]),
            dict(kind="para", at="2026-06-26 19:00", q="火锅店里我能点的菜多吗？荤的碰不碰？", rel=["m06"]),
            dict(kind="direct", at="2026-06-29 21:00", q="我出差的时候，猫托给谁照顾？", rel=["m03"]),
            dict(kind="abst", at="2026-07-03 22:00", q="猫得了糖尿病一般还能活多久？", rel=[], topic="糖尿病"),
            dict(kind="bg", at="2026-07-16 12:00", q="我本科念的什么方向？", target="用户大学读的是机械工程专业"),
            dict(kind="para", at="2026-07-22 08:00", q="熬夜之后第二天我最容易犯什么毛病？", rel=["m09"]),
            dict(kind="task", at="2026-09-01 20:00", q="国庆和女朋友去厦门，帮我订酒店，再挑几家吃饭的地方。", rel=["m08", "m06", "m10"], forbid=["西安", "长沙"]),
            dict(kind="abst", at="2026-09-05 21:00", q="厦门去鼓浪屿的轮渡要提前多久买票？", rel=[], topic="厦门"),
        ],
        hygiene=dict(topics={"pets", "health", "routine"}, tags=set(), families={"pet"}, clusters={},
                     words=["猫", "肉", "鱼", "飞机", "睡", "熬夜", "头", "素", "姐姐", "音乐节"]),
    ),
    dict(
        user_id="u_xuqing", tenant_id="default", seed=1011,
        core=[
            ("m01", "fact", 0.6, "2025-06-14 20:00", "用户有PADI进阶开放水域潜水员证书，潜过四十多次", None, None),
            ("m02", "event", 0.9, "2026-04-16 21:00", "用户订好了2026年9月30日到10月6日去菲律宾薄荷岛潜水", END("2026-10-06"), None),
            ("m03", "fact", 0.8, "2025-07-28 19:00", "用户晕船很严重，坐船前半小时必须吃晕船药", None, None),
            ("m04", "fact", 0.8, "2025-08-21 12:00", "用户左耳做过鼓膜修补，下潜时耳压平衡比较慢", None, None),
            ("m05", "preference", 0.7, "2025-09-26 22:00", "用户潜水结束后至少隔24小时才坐飞机", None, None),
            ("m06", "fact", 0.9, "2025-10-19 10:30", "用户对磺胺类药物过敏", None, None),
            ("m07", "preference", 0.4, "2025-11-08 18:00", "用户吃辣无所谓，但不吃香菜", None, None),
            ("m08", "fact", 0.6, "2025-12-14 20:30", "用户的母亲有早期阿尔茨海默症，用户每周六要回家陪她", None, None),
            ("m09", "event", 0.7, "2026-04-15 19:00", "用户打算6月去考救援潜水员证", None, END("2026-06-30")),
            ("m10", "preference", 0.5, "2026-01-19 21:00", "用户潜水旅行住宿喜欢离潜店走路五分钟以内的", None, None),
            ("m11", "fact", 0.6, "2026-02-22 09:00", "用户近视八百度，潜水要戴有度数的面镜", None, None),
            ("m12", "event", 0.5, "2026-01-30 20:00", "用户计划2026年5月1日到5日去三亚蜈支洲岛潜水", END("2026-05-05"), None),
        ],
        probes=[
            dict(kind="task", at="2026-05-28 21:00", q="帮我准备一份出海潜水要带的东西。", rel=["m03", "m11", "m06"]),
            dict(kind="para", at="2026-05-30 08:00", q="出海坐快艇前，我得先做哪件事？", rel=["m03"]),
            dict(kind="para", at="2026-06-04 20:00", q="往深处沉的时候，我哪个部位最麻烦？", rel=["m04"]),
            dict(kind="direct", at="2026-06-07 21:00", q="潜水旅行我对住的地方有啥要求？", rel=["m10"]),
            dict(kind="para", at="2026-06-11 15:00", q="医生给我开抗生素时，我得提醒哪一点？", rel=["m06"]),
            dict(kind="expiry", at="2026-07-08 20:00", q="这个月想找个周末再去潜两天，帮我安排一下。", rel=["m08", "m05", "m03"], forbid=["救援"], ended="m09"),
            dict(kind="para", at="2026-07-14 19:30", q="我在水下看东西清楚吗？得配什么装备？", rel=["m11"]),
            dict(kind="task", at="2026-08-15 20:00", q="国庆去薄荷岛，帮我订机票和住处，回程那天怎么安排？", rel=["m02", "m05", "m10"], forbid=["蜈支洲", "救援"]),
            dict(kind="abst", at="2026-08-20 10:00", q="薄荷岛的眼镜猴保护区几点开门？", rel=[], topic="薄荷岛"),
        ],
        hygiene=dict(topics={"sports", "health"}, tags=set(), families={"eyes", "parents"}, clusters={},
                     words=["海", "船", "潜", "游泳", "耳", "药", "眼", "近视", "香菜", "辣"]),
    ),
    dict(
        user_id="u_tangxin", tenant_id="default", seed=1012,
        core=[
            ("m01", "fact", 0.6, "2025-09-05 21:00", "用户是大三学生，每月生活费两千，出门旅行都是穷游", None, None),
            ("m02", "preference", 0.7, "2025-09-18 22:00", "用户住宿只住青旅或者胶囊旅馆，每晚不超过一百五", None, None),
            ("m03", "fact", 0.5, "2025-06-30 23:00", "用户追一支叫银河列车的乐队，已经看过他们十一场演唱会", None, None),
            ("m04", "event", 0.9, "2026-04-20 12:00", "用户抢到了2026年7月18日银河列车上海站演唱会的内场票", END("2026-07-18"), None),
            ("m05", "fact", 0.9, "2025-10-12 20:00", "用户有哮喘，随身带沙丁胺醇喷雾，人多闷热的地方容易发作", None, None),
            ("m06", "fact", 0.6, "2025-11-15 19:00", "用户恐高，不敢坐摩天轮和过山车", None, None),
            ("m07", "preference", 0.6, "2025-12-09 21:30", "用户坐火车只买硬卧或二等座，通宵的车也能接受", None, None),
            ("m08", "fact", 0.7, "2026-01-13 18:00", "用户对猫毛过敏", None, None),
            ("m09", "event", 0.8, "2026-03-20 22:00", "用户计划2026年暑假去西北穷游二十天，从西宁一路玩到敦煌", None, END("2026-08-31")),
            ("m10", "preference", 0.4, "2026-02-16 12:30", "用户不吃动物内脏，其他都能吃", None, None),
            ("m11", "event", 0.5, "2026-02-25 12:00", "用户抢到了2026年5月3日银河列车广州站的票", END("2026-05-03"), None),
        ],
        probes=[
            dict(kind="para", at="2026-05-22 23:00", q="我包里那个小吸入器是干嘛用的？", rel=["m05"]),
            dict(kind="task", at="2026-06-05 22:00", q="七月去上海看银河列车，帮我订住处和往返车票，越省钱越好。", rel=["m04", "m02", "m07", "m01"], forbid=["广州"]),
            dict(kind="para", at="2026-06-09 20:00", q="游乐园里哪些项目我玩不了？", rel=["m06"]),
            dict(kind="task", at="2026-06-20 21:00", q="暑假去西北，帮我列一份行李清单，再推荐几个必去的景点。", rel=["m09", "m05", "m06"], forbid=["广州"]),
            dict(kind="abst", at="2026-06-24 22:00", q="演唱会的内场票和看台票有什么区别？", rel=[], topic="演唱会"),
            dict(kind="para", at="2026-07-01 19:00", q="朋友家养的布偶，我去做客能抱吗？", rel=["m08"]),
            dict(kind="bg", at="2026-07-10 15:00", q="我方向感怎么样，出门会不会经常迷路？", target="用户特别擅长记路"),
        ],
        hygiene=dict(topics={"music", "work", "commute", "finance", "pets"}, tags=set(),
                     families={"housing", "car", "pet", "commute"}, clusters={},
                     words=["演唱会", "猫", "高", "票", "旅", "酒店", "在职", "年终", "公司", "同事", "领导",
                            "上班", "大学", "大三", "出差", "业委会", "流浪动物", "房贷", "哮喘", "火车", "两千", "内脏"]),
    ),
]

TWINS = {
    ("u_linxiaowen", "default"): dict(name="林晓雯", city="杭州", allergen="芒果"),
    ("u_linxiaowen", "lvxing_club"): dict(name="林晓文", city="成都", allergen="花生"),
}


def other_twin(key):
    others = [k for k in TWINS if k != key]
    return TWINS[others[0]] if key in TWINS else None


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def meaningful(text):
    text = unicodedata.normalize("NFKC", text).replace("用户", "")
    return {c for c in text
            if ("\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf") and c not in FUNC_CHARS}


def overlap(a, b):
    return len(meaningful(a) & meaningful(b))


def parse_iso(s):
    d = _dt.datetime.fromisoformat(s)
    if d.utcoffset() != _dt.timedelta(hours=8):
        raise ValueError("not +08:00: %s" % s)
    return d


def parse_pool():
    entries, topic = [], None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic = " ".join(parts[:-1])
            continue
        tags = ()
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = tuple(t.strip() for t in m.group(1).split(",") if t.strip())
            line = m.group(2).strip()
        entries.append(dict(content=line, topic=topic, tags=tags))
    return entries


POOL_ENTRIES = parse_pool()
POOL_BY_CONTENT = {}
for _e in POOL_ENTRIES:
    POOL_BY_CONTENT.setdefault(_e["content"], _e)


def families_of(entry):
    return {t.split(":", 1)[0]: t.split(":", 1)[1] for t in entry["tags"] if ":" in t}


def account_places(core_texts, queries):
    text = "".join(core_texts) + "".join(queries)
    return sorted(p for p in PLACE_WORDS if p in text)


def reject_reason(entry, hyg, places, forbid_words):
    """Why a pool entry may not be a background memory of this account (None = ok)."""
    c = entry["content"]
    for p in places:
        if p in c:
            return "place %s" % p
    nc = norm(c)
    for w in forbid_words:
        if norm(w) in nc:
            return "forbid word %s" % w
    if entry["topic"] in hyg["topics"]:
        return "topic %s" % entry["topic"]
    for t in entry["tags"]:
        if t in hyg["tags"]:
            return "tag %s" % t
    fam = families_of(entry)
    for f, cl in fam.items():
        if f in hyg["families"]:
            return "family %s" % f
        if f in hyg["clusters"] and hyg["clusters"][f] != cl:
            return "cluster %s:%s" % (f, cl)
    for w in hyg["words"]:
        if w in c:
            return "drop word %s" % w
    return None


def spec_key(spec):
    return (spec["user_id"], spec["tenant_id"])


def probe_forbids(spec, p):
    words = []
    tw = other_twin(spec_key(spec))
    if tw:
        words += [tw["name"], tw["city"], tw["allergen"]]
    words += p.get("forbid", [])
    return words


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build():
    users, n = [], 0
    for spec in ACCOUNTS:
        rng = random.Random(spec["seed"])
        memories = []
        for mid, mtype, imp, created, content, vu, _pend in spec["core"]:
            m = dict(id=mid, content=content, type=mtype, importance=imp, created_at=T(created))
            if vu:
                m["valid_until"] = vu
            memories.append(m)
        core_types = [c[1] for c in spec["core"]]
        core_imps = [c[2] for c in spec["core"]]
        queries = [p["q"] for p in spec["probes"]]
        places = account_places([c[4] for c in spec["core"]], queries)
        forbid_words = sorted({w for p in spec["probes"] for w in probe_forbids(spec, p)})
        hyg = spec["hygiene"]
        # one cluster per exclusive family
        all_fams = {}
        for e in POOL_ENTRIES:
            for f, cl in families_of(e).items():
                all_fams.setdefault(f, set()).add(cl)
        chosen = dict(hyg["clusters"])
        for f in sorted(all_fams):
            if f in hyg["families"] or f in chosen:
                continue
            chosen[f] = rng.choice(sorted(all_fams[f]))
        hyg_eff = dict(hyg, clusters=chosen)
        eligible = [e for e in POOL_ENTRIES if reject_reason(e, hyg_eff, places, forbid_words) is None]
        targets = [p["target"] for p in spec["probes"] if p["kind"] == "bg"]
        for t in targets:
            e = POOL_BY_CONTENT.get(t)
            if e is None or e not in eligible:
                raise SystemExit("bg target not eligible for %s: %s" % (spec_key(spec), t))
        rest = [e for e in eligible if e["content"] not in targets]
        count = rng.randint(110, 170)
        if len(rest) + len(targets) < count:
            raise SystemExit("pool too small for %s: %d" % (spec_key(spec), len(rest)))
        picked = rng.sample(rest, count - len(targets))
        for t in targets:
            picked.insert(rng.randrange(len(picked) + 1), POOL_BY_CONTENT[t])
        span = int((REF - WINDOW_START).total_seconds())
        target_ids = {}
        for i, e in enumerate(picked, 1):
            bid = "b%03d" % i
            created = WINDOW_START + _dt.timedelta(seconds=rng.randint(60, span - 60))
            memories.append(dict(id=bid, content=e["content"], type=rng.choice(core_types),
                                 importance=rng.choice(core_imps), created_at=created.isoformat()))
            if e["content"] in targets:
                target_ids[e["content"]] = bid
        probes = []
        for p in spec["probes"]:
            n += 1
            rel = [target_ids[p["target"]]] if p["kind"] == "bg" else list(p["rel"])
            out = dict(id="p%d-%s" % (n, p["kind"]), at=T(p["at"]), query=p["q"], relevant=rel)
            fw = probe_forbids(spec, p)
            if fw:
                out["forbid"] = [[w] for w in fw]
            probes.append(out)
        users.append(dict(user_id=spec["user_id"], tenant_id=spec["tenant_id"],
                          memories=memories, probes=probes))
    return {"format": "memory-eval/v1", "name": "holdout10", "users": users}


def dumps(data):
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


# ---------------------------------------------------------------------------
# Validate
# ---------------------------------------------------------------------------
def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if not isinstance(data, dict) or set(data) != {"format", "name", "users"}:
        return ["top level must have exactly format, name, users"]
    if data["format"] != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if data["name"] != "holdout10":
        err("name must be holdout10")
    users = data["users"]
    if not isinstance(users, list) or len(users) != len(ACCOUNTS) or len(users) != 12:
        return errs + ["need exactly 12 accounts"]
    specs = {spec_key(s): s for s in ACCOUNTS}
    keys = []
    for u in users:
        if not isinstance(u, dict) or set(u) != {"user_id", "tenant_id", "memories", "probes"}:
            err("user must have exactly user_id, tenant_id, memories, probes")
            return errs
        if not all(isinstance(u[k], str) and u[k] for k in ("user_id", "tenant_id")):
            err("user_id / tenant_id must be non-empty strings")
        keys.append((u["user_id"], u["tenant_id"]))
    if len(set(keys)) != 12:
        err("accounts (user_id, tenant_id) must be unique")
    uids = [k[0] for k in keys]
    if len(set(uids)) != 11:
        err("need exactly 11 distinct user_ids, got %d" % len(set(uids)))
    shared = [x for x in set(uids) if uids.count(x) > 1]
    if len(shared) != 1 or uids.count(shared[0]) != 2:
        err("exactly one user_id must be shared by exactly two accounts")
    else:
        tenants = sorted(k[1] for k in keys if k[0] == shared[0])
        if "default" not in tenants or tenants[0] == tenants[1]:
            err("twin pair must be in two tenants, one of them default")
        if set(k for k in keys if k[0] == shared[0]) != set(TWINS):
            err("twin pair does not match TWINS")
    if set(keys) != set(specs):
        err("accounts do not match the script's account table")
        return errs

    kind_counts = {k: 0 for k in KIND_COUNTS}
    probe_ids, expected_n = set(), 0
    for u in users:
        key = (u["user_id"], u["tenant_id"])
        spec = specs[key]
        tag = "%s/%s" % key
        pend = {c[0]: c[6] for c in spec["core"] if c[6]}
        mems = u["memories"]
        if not isinstance(mems, list):
            err("%s: memories must be a list" % tag)
            continue
        by_id, contents = {}, set()
        core, bgs = [], []
        for m in mems:
            if not isinstance(m, dict) or not {"id", "content", "type", "importance", "created_at"} <= set(m) \
                    or not set(m) <= {"id", "content", "type", "importance", "created_at", "valid_until"}:
                err("%s: bad memory fields %r" % (tag, m))
                continue
            if m["id"] in by_id:
                err("%s: duplicate memory id %s" % (tag, m["id"]))
            by_id[m["id"]] = m
            if m["content"] in contents:
                err("%s: duplicate memory content %s" % (tag, m["content"]))
            contents.add(m["content"])
            if not isinstance(m["content"], str) or not m["content"].startswith("用户"):
                err("%s %s: content must be third person (用户…)" % (tag, m["id"]))
            if m["type"] not in TYPES:
                err("%s %s: bad type %r" % (tag, m["id"], m["type"]))
            imp = m["importance"]
            if not isinstance(imp, (int, float)) or isinstance(imp, bool) or not 0.3 <= imp <= 1.0:
                err("%s %s: importance out of 0.3-1.0" % (tag, m["id"]))
            try:
                ca = parse_iso(m["created_at"])
                if not WINDOW_START <= ca < REF:
                    err("%s %s: created_at outside the 365 days before REF" % (tag, m["id"]))
            except (ValueError, TypeError) as e:
                err("%s %s: bad created_at (%s)" % (tag, m["id"], e))
                ca = None
            if re.fullmatch(r"m\d\d", m["id"]):
                core.append(m)
            elif re.fullmatch(r"b\d\d\d", m["id"]):
                bgs.append(m)
            else:
                err("%s: bad memory id %s" % (tag, m["id"]))
            if "valid_until" in m:
                try:
                    vu = parse_iso(m["valid_until"])
                    if ca and vu <= ca:
                        err("%s %s: valid_until before created_at" % (tag, m["id"]))
                except (ValueError, TypeError) as e:
                    err("%s %s: bad valid_until (%s)" % (tag, m["id"], e))
        if not 9 <= len(core) <= 13 or [m["id"] for m in core] != ["m%02d" % i for i in range(1, len(core) + 1)]:
            err("%s: core memories must be m01..m09-m13 in order, got %d" % (tag, len(core)))
        if not 100 <= len(bgs) <= 180 or [m["id"] for m in bgs] != ["b%03d" % i for i in range(1, len(bgs) + 1)]:
            err("%s: background memories must be b001.. (100-180), got %d" % (tag, len(bgs)))
        if len(core) != len(spec["core"]):
            err("%s: core count differs from the account table" % tag)

        def end_of(m):
            if "valid_until" in m:
                try:
                    return parse_iso(m["valid_until"])
                except (ValueError, TypeError):
                    return None
            if m["id"] in pend:
                return parse_iso(pend[m["id"]])
            return None

        for m in core:
            is_plan = "valid_until" in m or m["id"] in pend
            if m["type"] == "event" and not is_plan:
                err("%s %s: event without an end (dated plan needed)" % (tag, m["id"]))
            if m["type"] != "event" and is_plan:
                err("%s %s: durable %s must not carry an end" % (tag, m["id"], m["type"]))
            if "valid_until" in m and m["id"] in pend:
                err("%s %s: both valid_until and private end" % (tag, m["id"]))
            if m["id"] in pend and "valid_until" not in m:
                if not re.search(r"暑假|寒假|春节|中秋|国庆|\d+月|今年|明年", m["content"]):
                    err("%s %s: private-end plan has no date in its wording" % (tag, m["id"]))
        for b in bgs:
            if "valid_until" in b:
                err("%s %s: background must not carry valid_until" % (tag, b["id"]))
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        for b in bgs:
            if b["type"] not in core_types:
                err("%s %s: background type not from the core list" % (tag, b["id"]))
            if b["importance"] not in core_imps:
                err("%s %s: background importance not from the core list" % (tag, b["id"]))
        latest = max((parse_iso(m["created_at"]) for m in mems
                      if isinstance(m, dict) and _safe_iso(m.get("created_at"))), default=REF)

        # probes
        probes = u["probes"]
        if not isinstance(probes, list) or len(probes) != len(spec["probes"]):
            err("%s: probe count differs from the account table" % tag)
            continue
        all_forbid_words = set()
        for p, ps in zip(probes, spec["probes"]):
            if not isinstance(p, dict) or not {"id", "at", "query", "relevant"} <= set(p) \
                    or not set(p) <= {"id", "at", "query", "relevant", "forbid"}:
                err("%s: bad probe fields %r" % (tag, p))
                continue
            pid = p["id"]
            mm = re.fullmatch(r"p(\d+)-(para|task|direct|abst|expiry|bg)", str(pid))
            expected_n += 1
            if not mm:
                err("%s: bad probe id %r" % (tag, pid))
                continue
            if int(mm.group(1)) != expected_n:
                err("%s: probe %s out of sequence (expected number %d)" % (tag, pid, expected_n))
            kind = mm.group(2)
            if kind != ps["kind"]:
                err("%s %s: kind differs from the account table" % (tag, pid))
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            kind_counts[kind] += 1
            q = p["query"]
            if not isinstance(q, str) or not q.strip():
                err("%s %s: empty query" % (tag, pid))
                continue
            try:
                at = parse_iso(p["at"])
            except (ValueError, TypeError) as e:
                err("%s %s: bad at (%s)" % (tag, pid, e))
                continue
            if not at > REF:
                err("%s %s: probe must be asked after REF" % (tag, pid))
            if not at > latest:
                err("%s %s: probe must come after all memories of its account" % (tag, pid))
            rel = p["relevant"]
            if not isinstance(rel, list) or len(set(rel)) != len(rel):
                err("%s %s: relevant must be a list of distinct ids" % (tag, pid))
                continue
            missing = [r for r in rel if r not in by_id]
            if missing:
                err("%s %s: relevant ids missing %s" % (tag, pid, missing))
                continue
            size_ok = {"para": len(rel) == 1, "direct": len(rel) == 1, "task": 2 <= len(rel) <= 4,
                       "abst": len(rel) == 0, "expiry": len(rel) >= 1, "bg": len(rel) == 1}[kind]
            if not size_ok:
                err("%s %s: wrong number of relevant ids for %s" % (tag, pid, kind))
            if kind == "bg":
                if not all(re.fullmatch(r"b\d\d\d", r) for r in rel):
                    err("%s %s: bg probe must target a background id" % (tag, pid))
            elif not all(re.fullmatch(r"m\d\d", r) for r in rel):
                err("%s %s: relevant ids must be core" % (tag, pid))
            # overlap rules
            if kind in ("para", "bg", "direct") and len(rel) == 1:
                ov = overlap(q, by_id[rel[0]]["content"])
                if kind in ("para", "bg") and ov > 2:
                    err("%s %s: %s shares %d meaningful characters (>2)" % (tag, pid, kind, ov))
                if kind == "direct" and ov < 2:
                    err("%s %s: direct shares only %d meaningful characters" % (tag, pid, ov))
            if kind == "bg" and len(rel) == 1:
                tgt = ps.get("target")
                if by_id[rel[0]]["content"] != tgt:
                    err("%s %s: bg target is not the intended statement" % (tag, pid))
                if [b["content"] for b in bgs].count(tgt) != 1:
                    err("%s %s: bg target must be present exactly once" % (tag, pid))
            if kind == "abst":
                tw = ps.get("topic")
                if not tw or tw not in q or not any(tw in m["content"] for m in core):
                    err("%s %s: abst topic word must be in the query and in a core fact" % (tag, pid))
            # relevant plans still running
            for r in rel:
                e = end_of(by_id[r])
                if e is not None and not at < e:
                    err("%s %s: relevant plan %s already ended" % (tag, pid, r))
            # forbid
            fb = p.get("forbid", [])
            if not isinstance(fb, list) or not all(isinstance(g, list) and g and all(isinstance(w, str) and w for w in g)
                                                   for g in fb):
                err("%s %s: forbid must be a list of non-empty keyword lists" % (tag, pid))
                continue
            if "forbid" in p and not fb:
                err("%s %s: empty forbid list" % (tag, pid))
            words = [w for g in fb for w in g]
            all_forbid_words.update(words)
            applying = [m for m in mems if (end_of(m) is None or at < end_of(m))]
            for w in words:
                nw = norm(w)
                for r in rel:
                    if nw in norm(by_id[r]["content"]):
                        err("%s %s: forbid %s appears in relevant %s" % (tag, pid, w, r))
                for m in applying:
                    if nw in norm(m["content"]):
                        err("%s %s: forbid %s appears in applying memory %s" % (tag, pid, w, m["id"]))
            if kind == "expiry":
                ended = ps.get("ended")
                pm = by_id.get(ended)
                if pm is None or pm["type"] != "event" or end_of(pm) is None:
                    err("%s %s: expiry must name an ended dated plan" % (tag, pid))
                else:
                    if not at > end_of(pm):
                        err("%s %s: expiry asked before its plan ended" % (tag, pid))
                    if ended in rel:
                        err("%s %s: ended plan must not be relevant" % (tag, pid))
                    if not any(norm(w) in norm(pm["content"]) for w in words):
                        err("%s %s: expiry must forbid a keyword of the ended plan" % (tag, pid))
            tw = other_twin(key)
            if tw:
                for w in (tw["name"], tw["city"], tw["allergen"]):
                    if w not in words:
                        err("%s %s: twin probe must forbid %s" % (tag, pid, w))
        # twins' own facts carry their own name, city, allergen
        if key in TWINS:
            me = TWINS[key]
            for w in (me["name"], me["city"], me["allergen"]):
                if not any(w in m["content"] for m in core):
                    err("%s: twin fact %s missing from core" % (tag, w))
        # background hygiene
        places = account_places([m["content"] for m in core], [p["query"] for p in probes if isinstance(p, dict)
                                                              and isinstance(p.get("query"), str)])
        hyg = spec["hygiene"]
        seen_cluster = {}
        for b in bgs:
            e = POOL_BY_CONTENT.get(b["content"])
            if e is None:
                err("%s %s: background not from POOL" % (tag, b["id"]))
                continue
            why = reject_reason(e, hyg, places, sorted(all_forbid_words))
            if why:
                err("%s %s: background fails hygiene (%s)" % (tag, b["id"], why))
            for f, cl in families_of(e).items():
                if seen_cluster.setdefault(f, cl) != cl:
                    err("%s %s: two clusters of family %s" % (tag, b["id"], f))
    for k, want in KIND_COUNTS.items():
        if kind_counts[k] != want:
            err("kind %s: %d probes, need %d" % (k, kind_counts[k], want))
    if expected_n != sum(KIND_COUNTS.values()):
        err("need %d probes, got %d" % (sum(KIND_COUNTS.values()), expected_n))
    return errs


def _safe_iso(s):
    try:
        parse_iso(s)
        return True
    except (ValueError, TypeError):
        return False


def report(errs, what):
    if errs:
        print("%s: %d problem(s)" % (what, len(errs)), file=sys.stderr)
        for e in errs[:200]:
            print("  - " + e, file=sys.stderr)
        return 1
    return 0


def summary(data):
    kinds = {}
    core = bg = 0
    for u in data["users"]:
        for m in u["memories"]:
            if m["id"].startswith("m"):
                core += 1
            else:
                bg += 1
        for p in u["probes"]:
            k = p["id"].split("-", 1)[1]
            kinds[k] = kinds.get(k, 0) + 1
    return "%d accounts, %d core, %d background, probes %s" % (
        len(data["users"]), core, bg, ", ".join("%s %d" % (k, kinds.get(k, 0)) for k in KIND_COUNTS))


def main(argv):
    if len(argv) >= 1 and argv[0] == "--validate":
        if len(argv) != 2:
            print("usage: --validate PATH", file=sys.stderr)
            return 2
        with open(argv[1], encoding="utf-8") as f:
            data = json.load(f)
        rc = report(validate(data), argv[1])
        if rc == 0:
            print("valid: " + summary(data))
        return rc
    if argv == ["--check"]:
        with open(OUT_PATH, "rb") as f:
            raw = f.read()
        data = json.loads(raw.decode("utf-8"))
        rc = report(validate(data), OUT_NAME)
        fresh = build()
        rc |= report(validate(fresh), "fresh build")
        if dumps(fresh).encode("utf-8") != raw:
            print("%s differs from a fresh rebuild" % OUT_NAME, file=sys.stderr)
            rc = 1
        if rc == 0:
            print("check ok: " + summary(data))
        return rc
    if argv:
        print("usage: build_holdout10.py [--check | --validate PATH]", file=sys.stderr)
        return 2
    data = build()
    rc = report(validate(data), "build")
    if rc:
        return rc
    with open(OUT_PATH, "w", encoding="utf-8", newline="\n") as f:
        f.write(dumps(data))
    print("wrote %s: %s" % (OUT_NAME, summary(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
