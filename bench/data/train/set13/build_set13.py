#!/usr/bin/env python3
"""build_set13.py -- hand-made Chinese retrieval set "set13" (memory-eval/v1), TRAINING data.

How it was written
------------------
Written blind, by hand. Exactly two project files were read while writing it:
  1. /work/shared/eval/FORMAT.md                      (the memory-eval/v1 format)
  2. /work/main/bench/data/train/background_train.json (background statements)
Nothing else under /work was opened, listed or searched (no other data sets, no
engine code, no docs, no tests, no git). No engine or evaluator was run; the only
program run was this script itself (build and --check). Every core memory and
every probe below is typed by hand; only background memories are sampled.

Theme
-----
Self-employed and gig workers: live-stream sellers, night-market stall keepers,
food-delivery riders, ride-hailing drivers, freelance designers, daigou buyers,
guesthouse owners, corner-shop keepers, nail-studio owners, van movers,
breakfast-stall mothers, designated drivers. Tight, irregular schedules,
cash-flow budgets, work that cannot stop (店不能关, 平台考核, 车租天天交),
trips squeezed into off-days; queries use work slang and dialect.

Accounts (12 accounts, 11 distinct user_ids; u_xiaoyu is a twin pair)
--------------------------------------------------------------------
| id  | user_id     | tenant  | who                                                        |
|-----|-------------|---------|------------------------------------------------------------|
| A01 | u_xiaoyu    | default | 余晓宇, 29, 杭州九堡女装带货主播, 芒果过敏, 声带小结          |
| A02 | u_xiaoyu    | yeshi   | 许小雨, 33, 长沙坡子街夜市炸串摊主, 花生过敏, 痛风, 两个娃     |
| A03 | u_wangjun   | default | 王军, 41, 深圳南山外卖专送骑手, 糖尿病, 腰突, 头孢过敏         |
| A04 | u_zhaolei   | default | 赵磊, 45, 成都网约车快车司机(租车), 高血压, 夜盲, 青霉素过敏    |
| A05 | u_linmiao   | default | 林淼, 31, 厦门自由职业平面设计师, 怀孕20周, 吃素, 猕猴桃过敏    |
| A06 | u_chenjie   | default | 陈洁, 36, 广州日韩美妆代购, 单亲带女儿, 乳糖不耐, 酒精过敏, 怕狗 |
| A07 | u_hefang    | default | 何芳, 48, 大理双廊民宿老板, 哮喘, 膝盖手术, 菌子中毒过         |
| A08 | u_liuqiang  | default | 刘强, 52, 沈阳铁西便利店店主, 心脏支架, 戴助听器, 虾蟹过敏      |
| A09 | u_sunting   | default | 孙婷, 26, 武汉光谷美甲工作室, 猫毛过敏, 贫血, 胃炎, 恐高        |
| A10 | u_zhouhao   | default | 周浩, 34, 天津面包车拉货司机, 回族不吃猪肉, 左耳失聪, 布洛芬过敏 |
| A11 | u_majing    | default | 马静, 40, 西安小寨早餐煎饼摊, 单亲带儿子, 静脉曲张, 桃子过敏, 怕飞 |
| A12 | u_dengyu    | default | 邓宇, 27, 南京全职代驾, 色弱, 轻度抑郁, 麸质不耐, 跟奶奶住     |
Twins: A01 and A02 share user_id u_xiaoyu in tenants "default" and "yeshi"; they
are different people (name 余晓宇/许小雨, city 杭州/长沙, allergen 芒果/花生).
Every probe of either twin forbids the other twin's name, city and allergen
(appended automatically from the TWINS table and validated).

Memory conventions
------------------
* REF = 2026-06-20 12:00 +08:00. Every memory's created_at lies in the 12 months
  before REF (ISO 8601, +08:00).
* Core memories m01..m13 (9-13 per account): natural third-person statements
  ("用户..."), type fact / preference / a few event, importance 0.3-1.0,
  source "user_stated" (a few "inferred").
* Dated plans: some carry valid_until; the rest keep the date only in the wording
  ("国庆", "年底", "2026年3月", "明年春节"). For every dated plan the script keeps
  a hand-typed END (not written to the JSON) used by validation. Durable facts
  with time words (每年清明, 每周一, 周末常, 今年45岁, 暑假和国庆是旺季) have no END
  and must never expire.
* Background memories b001..: per account, 100-180 statements sampled with a
  fixed per-account seed from ../background_train.json after hygiene; type and
  importance drawn from the account's own core lists; created_at uniform over
  the 12-month window; source user_stated.
* Hygiene (reasons recorded in GLOBAL_DROP / each account's "drop"): whole topics
  and statements containing listed words are removed per account so that no
  background line is relevant to a probe or contradicts a core fact (office job,
  family/gender/children, housing, car, climate, budget, diet, health, sleep and
  every topic a probe asks about). Each account's probe forbid words and abst
  topic words are added to its drop words automatically.

Probe conventions
-----------------
id "p<n>-<kind>", n = 1..10 per account; `relevant` lists core ids only.
  para   one stored fact asked obliquely; shares <= 2 distinct meaningful CJK chars
         with it (ignoring 的了我你是在有吗吧呢么什怎么样个一去要 and "用户").
  task   realistic planning request; relevant = the 2-4 memories a careful planner
         must weigh (accounts carry several same-kind constraints on purpose).
  direct the user asks about themselves in words close to the fact (>= 2 shared).
  abst   general-knowledge question sharing a topic word with a core fact;
         relevant = [].
  expiry asked after a dated plan ended; relevant = what is still needed; the
         plan's keyword in forbid.
Counts: 10 per account, 120 total: para 54, task 30, direct 12, abst 18, expiry 6.
Regular probes are asked 2026-06-21..06-30; expiry probes after their plan's END.

Validations (run on every build and by --check on the file on disk)
--------------------------------------------------------------------
format/name/field shapes and types per FORMAT.md; ISO times; unique account
(user_id, tenant) pairs; 11 distinct user_ids; unique memory and probe ids;
core ids m01..m13 (9-13), background ids b001.. (100-180); relevant ids exist and
are core; relevant plans have not ended at probe time; kind counts (per account
and in total); para overlap <= 2; direct overlap >= 2; abst shares its topic word
with a core fact; forbid words absent from relevant memories and from every
memory of the account still applying at probe time; expiry probes after their
plan's END with the plan keyword in forbid and in the plan text; every probe after
all of its account's memories; created_at inside the window; background hygiene
(topics, words, forbid words, abst topic words), background type/importance from
the core lists; twin forbids. --check also rebuilds and requires byte identity.

Usage
-----
  python3 build_set13.py          # build zh_retrieval_set13.json next to this script
  python3 build_set13.py --check  # validate file on disk + byte-identical rebuild
"""
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_set13.json"
BG_PATH = HERE / ".." / "background_train.json"
NAME = "zh_retrieval_set13"
TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 6, 20, 12, 0, tzinfo=TZ)
WINDOW_START = REF - timedelta(days=365)
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要")
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}


def ts(s):
    """'2026-06-21 09:30' -> aware datetime (+08:00)."""
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(dt):
    return dt.isoformat(timespec="seconds")


def M(mid, typ, imp, created, content, vu=None, end=None, src="user_stated"):
    """Core memory. vu = valid_until written to JSON; end = hand-typed plan end
    (script-only) for plans whose date lives only in the wording."""
    return dict(id=mid, type=typ, importance=imp, created=created,
                content=content, vu=vu, end=end or vu, src=src)


def P(n, kind, at, query, relevant, forbid=(), plan=None, topic=None):
    return dict(n=n, kind=kind, at=at, query=query, relevant=list(relevant),
                forbid=[list(f) for f in forbid], plan=plan, topic=topic)


# ---------------------------------------------------------------- hygiene
GLOBAL_DROP = {
    "topics": {
        "office job / office commute contradict every self-employed or gig account":
            ["work_routine", "coworkers", "commute"],
        "family: spouse, partner and children lines carry gender/family facts that "
        "contradict someone's core family memory":
            ["partner", "kids_school"],
        "housing, car and budget lines (房贷, 车贷, 车位, 物业) contradict the accounts' "
        "stated housing, vehicle and cash-flow facts":
            ["housing_repairs", "car", "money_bills"],
        "climate: the accounts live from 沈阳 to 深圳; snow/暖气/回南天 lines contradict":
            ["weather"],
        "diet: every account has diet/allergy facts and diet/food probes":
            ["diet_weight", "home_cooking", "grocery_shopping", "drinks"],
        "health and sleep: every account has health facts, irregular hours and "
        "health probes":
            ["health_checkup", "sleep"],
    },
    "words": {
        "office job": ["公司", "上班", "下班", "同事", "加班", "领导", "工位", "部门",
                       "工资", "年终奖", "报销", "打卡", "周报", "办公", "单位",
                       "公积金", "实习", "考核", "上班族"],
        "family / gender / children": ["老公", "老婆", "男朋友", "女朋友", "对象",
                                       "儿子", "女儿", "孩子", "宝妈", "婆婆", "公公",
                                       "岳母", "岳父", "二胎", "夫妻", "结婚", "家长",
                                       "娃", "孙子", "幼儿园", "儿歌"],
        "housing / vehicle / money": ["房贷", "房租", "车贷", "物业", "装修", "开车",
                                      "车位", "车库", "电动车", "驾照", "信用卡",
                                      "基金", "存钱"],
        "climate": ["暖气", "下雪", "地暖", "回南天", "电热毯", "台风", "雾霾"],
        "diet in other topics (every account has diet constraints)":
            ["吃", "饭", "火锅", "烧烤", "奶茶", "咖啡", "酒", "面包", "蛋糕", "饺子",
             "包子", "粽子", "小面", "拉面", "菜"],
        "health / sleep in other topics": ["医院", "医生", "体检", "失眠", "睡",
                                           "药", "疼", "病"],
    },
}

TWINS = [("A01", "A02")]

# ---------------------------------------------------------------- accounts
ACCOUNTS = [
    # ------------------------------------------------------------ A01
    dict(key="A01", user_id="u_xiaoyu", tenant="default", seed=130101,
         name="余晓宇", city="杭州", allergen="芒果",
         who="余晓宇, 29, 杭州九堡女装带货主播",
         core=[
             M("m01", "fact", 0.9, "2025-07-03 14:20", "用户叫余晓宇，今年29岁，安徽黄山人，在杭州九堡做女装直播带货"),
             M("m02", "fact", 0.7, "2025-07-03 14:25", "用户每天晚上七点开播到凌晨一点，白天要选品、对接工厂"),
             M("m03", "fact", 1.0, "2025-08-19 22:10", "用户对芒果过敏，吃了嘴唇会肿起来"),
             M("m04", "fact", 0.85, "2025-10-08 15:40", "用户有声带小结，医生叮嘱要少喝冰饮、多让嗓子休息"),
             M("m05", "fact", 0.7, "2025-11-26 02:15", "用户有轻度焦虑症，直播掉粉或数据差时会心慌失眠"),
             M("m06", "fact", 0.5, "2025-09-14 11:00", "用户单身，一个人住，养了一只叫布丁的英短"),
             M("m07", "fact", 0.75, "2025-12-05 13:30", "用户直播收入波动大，每月给自己定的可支配开销不超过六千块"),
             M("m08", "preference", 0.6, "2026-01-11 16:45", "用户出去玩喜欢慢节奏，住有浴缸的酒店，不爱赶景点"),
             M("m09", "preference", 0.5, "2026-02-22 12:05", "用户下播后喜欢玩乙女游戏放松，周末常去上城区的旧货市场淘古着"),
             M("m10", "fact", 0.8, "2026-05-16 14:00", "用户计划2026年7月中旬停播三天，带妈妈去厦门鼓浪屿玩",
               vu="2026-07-20 23:59"),
             M("m11", "fact", 0.55, "2026-06-02 15:20", "用户打算双十一之前报一个直播话术的线下培训班",
               end="2026-11-11 23:59"),
             M("m12", "preference", 0.6, "2025-08-19 22:12", "用户不吃香菜，也吃不了太辣的"),
             M("m13", "event", 0.6, "2026-04-10 13:10", "用户五一假期约了闺蜜去千岛湖露营",
               end="2026-05-05 23:59"),
         ],
         drop={"topics": {"pets: she owns a British Shorthair (m06), lines about other pets contradict": ["pets"],
                          "gaming: her hobby is otome games (m09, p4)": ["gaming"],
                          "online_shopping: she sells via live-stream; 直播带货 lines contradict": ["online_shopping"]},
               "words": {"live-stream work / voice (m02, m04, p2)": ["直播", "主播", "嗓", "喉咙", "声"],
                         "second-hand / vintage clothes hobby (p4)": ["二手", "旧衣", "衣服", "衣柜"],
                         "anxiety probe (p3)": ["紧张", "心慌", "焦虑", "心情"],
                         "travel probe (p10)": ["露营", "周边", "放空"]}},
         probes=[
             P(1, "para", "2026-06-21 14:10", "直播间有人送了杨枝甘露，我能喝不", ["m03"]),
             P(2, "para", "2026-06-22 03:20", "喉咙里那个小疙瘩，我还能天天靠冰美式续命不", ["m04"]),
             P(3, "para", "2026-06-23 02:40", "场观一跌我就手抖胸口发紧，整宿睁眼到天亮，我这算啥情况", ["m05"]),
             P(4, "para", "2026-06-26 11:30", "礼拜六想扫点vintage二手衣服，我平时爱逛哪片来着", ["m09"]),
             P(5, "task", "2026-06-24 13:00", "7月陪老妈出去那趟，帮我挑几家吃饭的店，人均别太离谱", ["m10", "m03", "m12", "m07"]),
             P(6, "task", "2026-06-28 15:45", "想报个班练练控场，白天上课晚上还得播，帮我看看时间和钱咋排", ["m11", "m02", "m07"]),
             P(7, "direct", "2026-06-25 12:00", "我对什么水果过敏来着？", ["m03"]),
             P(8, "abst", "2026-06-27 16:20", "声带小结一般多久能好，要不要做手术啊", [], topic="声带小结"),
             P(9, "abst", "2026-06-29 10:15", "英短一天喂多少猫粮合适", [], topic="英短"),
             P(10, "expiry", "2026-06-30 14:30", "下播后想找个地方躺两天，有推荐没", ["m08"],
               forbid=[["千岛湖"]], plan="m13"),
         ]),
    # ------------------------------------------------------------ A02
    dict(key="A02", user_id="u_xiaoyu", tenant="yeshi", seed=130102,
         name="许小雨", city="长沙", allergen="花生",
         who="许小雨, 33, 长沙坡子街夜市炸串摊主",
         core=[
             M("m01", "fact", 0.9, "2025-06-28 17:30", "用户叫许小雨，33岁，在长沙坡子街夜市摆摊卖炸串"),
             M("m02", "fact", 0.7, "2025-06-28 17:35", "用户每天下午四点出摊，收摊到家基本凌晨两点，每周一休息"),
             M("m03", "fact", 1.0, "2025-08-02 01:50", "用户对花生严重过敏，出门随身带肾上腺素笔"),
             M("m04", "fact", 0.85, "2025-09-21 15:10", "用户有痛风，海鲜和啤酒基本不碰"),
             M("m05", "fact", 0.7, "2025-07-15 14:00", "用户老婆在家带两个孩子，大的6岁，小的2岁"),
             M("m06", "fact", 0.75, "2025-11-03 16:20", "用户腰肌劳损，站久了腰疼，坐长途大巴也受不了"),
             M("m07", "fact", 0.7, "2025-12-14 13:40", "用户摊位月租加电费要三千多，手头紧时一家人一个月开销压在八千以内"),
             M("m08", "preference", 0.5, "2026-01-20 15:30", "用户出门旅行喜欢自驾，开自家那台五菱宏光"),
             M("m09", "preference", 0.5, "2025-10-13 10:00", "用户每周一休息时常去湘江边钓鱼"),
             M("m10", "fact", 0.8, "2026-04-27 14:45", "用户计划2026年8月带全家去张家界玩两天",
               vu="2026-08-31 23:59"),
             M("m11", "fact", 0.55, "2026-05-18 15:00", "用户打算今年国庆夜市旺季之前换一台双缸油炸锅",
               end="2026-10-08 23:59"),
             M("m12", "fact", 0.8, "2026-02-09 13:15", "用户小女儿对鸡蛋过敏"),
         ],
         drop={"topics": {},
               "words": {"fishing hobby (m09, p4)": ["钓鱼", "钓"],
                         "night market / frying (m01, abst)": ["夜市", "炸", "摆摊", "油"],
                         "gout / seafood / beer (m04, p2)": ["海鲜", "啤酒", "虾"],
                         "waist strain (m06, p3)": ["腰"],
                         "kid's egg allergy (m12, p7)": ["鸡蛋", "蛋"],
                         "travel probe (p6)": ["自驾", "旅行"]}},
         probes=[
             P(1, "para", "2026-06-22 15:00", "街边那种撒了碎果仁的酸辣粉，我这体质敢吃不", ["m03"]),
             P(2, "para", "2026-06-23 14:20", "脚趾头那个关节又红又肿，小龙虾配雪花还能整不", ["m04"]),
             P(3, "para", "2026-06-24 03:10", "在摊子后面一杵就是八个钟，后腰跟断了一样，你记得我这老毛病不", ["m06"]),
             P(4, "para", "2026-06-22 09:30", "礼拜一歇业那天我一般跑哪儿耍去了", ["m09"]),
             P(5, "para", "2026-06-25 13:00", "我屋里堂客带着几个伢，你还记得不", ["m05"]),
             P(6, "task", "2026-06-26 14:40", "8月全家出去那趟，帮我排下路线，一天开多久车合适", ["m10", "m08", "m06", "m05"]),
             P(7, "task", "2026-06-27 02:30", "收摊了想给屋里人弄顿宵夜，我自己也吃，给个菜单", ["m03", "m04", "m12"]),
             P(8, "task", "2026-06-29 10:10", "想在国庆旺季前添个大家伙，钱和出摊时间咋安排", ["m11", "m07", "m02"]),
             P(9, "direct", "2026-06-28 15:30", "我是卖啥的，在哪个夜市摆摊来着", ["m01"]),
             P(10, "abst", "2026-06-30 16:00", "炸串的油一般多久换一次才卫生", [], topic="炸串"),
         ]),
    # ------------------------------------------------------------ A03
    dict(key="A03", user_id="u_wangjun", tenant="default", seed=130103,
         who="王军, 41, 深圳南山外卖专送骑手",
         core=[
             M("m01", "fact", 0.9, "2025-07-08 15:20", "用户叫王军，41岁，湖南邵阳人，在深圳南山跑外卖专送"),
             M("m02", "fact", 0.7, "2025-07-08 15:22", "用户中午和晚上两个高峰必须在线，平台考核准时率低于98%就扣钱"),
             M("m03", "fact", 0.9, "2025-08-30 14:50", "用户有2型糖尿病，在吃二甲双胍，跑单时容易低血糖"),
             M("m04", "fact", 0.85, "2025-10-17 15:10", "用户腰椎间盘突出，骑车颠久了左腿发麻"),
             M("m05", "fact", 0.7, "2025-09-05 22:30", "用户老婆和儿子在老家，儿子今年读初二"),
             M("m06", "fact", 0.6, "2025-11-12 23:00", "用户跟三个老乡合租城中村，每月房租分摊六百"),
             M("m07", "fact", 0.75, "2025-12-20 15:00", "用户每个月往家里寄五千，自己留的零花钱不到一千五"),
             M("m08", "fact", 0.95, "2026-01-07 16:05", "用户对头孢类药物过敏"),
             M("m09", "preference", 0.55, "2026-02-03 14:30", "用户出远门只坐硬座或者拼车，能省则省"),
             M("m10", "preference", 0.4, "2025-12-28 23:40", "用户爱在抖音上看钓鱼和赶海视频，偶尔下象棋"),
             M("m11", "event", 0.7, "2026-05-01 15:40", "用户计划今年端午前后请三天假回邵阳看儿子",
               end="2026-06-21 23:59"),
             M("m12", "fact", 0.6, "2026-03-15 14:20", "用户打算2026年10月底前攒够钱换一台能换电的新电动车",
               vu="2026-10-31 23:59"),
             M("m13", "fact", 0.5, "2025-09-28 21:50", "用户每年秋收都请一周假回老家帮忙收稻谷"),
         ],
         drop={"topics": {"pets: lives in a shared room in an urban village": ["pets"],
                          "neighborhood: 小区 life contradicts the urban-village shared room (m06)": ["neighborhood"]},
               "words": {"diabetes (m03, p1, abst)": ["糖", "甜", "血"],
                         "back / leg numbness (m04, p2, abst)": ["腰", "腿", "颈", "脖子"],
                         "hobbies (m10)": ["象棋", "钓鱼", "赶海", "抖音"],
                         "son / summer visit / harvest (p4, p10)": ["暑假", "稻", "谷", "秋收", "老家"],
                         "e-bike / fever (p3, p6)": ["电瓶", "电池", "发烧", "感冒"]}},
         probes=[
             P(1, "para", "2026-06-22 12:40", "送着送着手抖冒虚汗眼前发黑，兜里该揣点啥", ["m03"]),
             P(2, "para", "2026-06-23 21:30", "一送长单从屁股到大腿那根筋就麻，是老毛病犯了吧", ["m04"]),
             P(3, "para", "2026-06-24 16:00", "发烧去诊所，医生要给我挂先锋，能打不", ["m08"]),
             P(4, "para", "2026-06-25 15:10", "开镰割谷那阵我一般人在哪儿，你记着没", ["m13"]),
             P(5, "task", "2026-06-26 09:30", "帮我排个明天的跑单计化，中午晚上两波高峰，身体这边要注意啥", ["m02", "m03", "m04"]),
             P(6, "task", "2026-06-27 15:20", "想换台电驴，帮我算算每个月得存多少", ["m12", "m07", "m06"]),
             P(7, "direct", "2026-06-28 14:50", "我那个糖尿病吃的是啥药来着", ["m03"]),
             P(8, "abst", "2026-06-29 15:30", "二甲双胍是饭前吃还是饭后吃啊", [], topic="二甲双胍"),
             P(9, "abst", "2026-06-30 14:40", "腰椎间盘突出睡硬板床好还是软床好", [], topic="腰椎间盘突出"),
             P(10, "expiry", "2026-07-06 15:00", "暑假崽要来深圳找我玩几天，住哪、带他去哪，帮我想想", ["m05", "m06", "m07"],
               forbid=[["端午"]], plan="m11"),
         ]),
    # ------------------------------------------------------------ A04
    dict(key="A04", user_id="u_zhaolei", tenant="default", seed=130104,
         who="赵磊, 45, 成都网约车快车司机(租车)",
         core=[
             M("m01", "fact", 0.9, "2025-07-12 13:10", "用户叫赵磊，今年45岁，在成都开网约车，跑的是快车"),
             M("m02", "fact", 0.75, "2025-07-12 13:15", "用户的车是租的，每天要交一百八的车租，一天不跑就亏"),
             M("m03", "fact", 0.85, "2025-09-09 07:40", "用户有高血压，每天早上吃一片氨氯地平"),
             M("m04", "fact", 0.7, "2025-10-22 14:30", "用户有痔疮，久坐发作时坐立难安"),
             M("m05", "fact", 0.95, "2025-08-14 15:00", "用户对青霉素过敏"),
             M("m06", "fact", 0.7, "2025-11-30 21:20", "用户离异，女儿16岁跟前妻住，每个月见一次"),
             M("m07", "preference", 0.6, "2025-12-09 12:40", "用户从小不吃牛肉"),
             M("m08", "fact", 0.75, "2026-01-18 19:30", "用户有轻度夜盲，天黑后不敢上高速"),
             M("m09", "preference", 0.6, "2026-02-25 14:10", "用户旅行能省就省，住宿一晚不超过两百"),
             M("m10", "preference", 0.45, "2025-10-05 16:00", "用户周末常去人民公园茶馆掏耳朵、打川麻"),
             M("m11", "fact", 0.8, "2026-05-06 15:30", "用户计划2026年7月女儿放暑假时开车带她去稻城亚丁",
               vu="2026-07-31 23:59"),
             M("m12", "fact", 0.6, "2026-03-12 14:00", "用户打算明年春节前换一辆自己的新能源车，不再租车",
               end="2027-02-06 23:59"),
             M("m13", "fact", 0.5, "2026-04-06 20:10", "用户每年清明都回资阳老家给父亲上坟"),
         ],
         drop={"topics": {"parents: his father has died (m13); lines about a living dad contradict": ["parents"]},
               "words": {"father deceased (m13)": ["我爸", "爸爸", "爸妈", "父母", "父亲"],
                         "teahouse / mahjong hobby (m10)": ["麻将", "茶", "掏耳", "公园"],
                         "blood pressure / piles / night vision (p1, p2, p4)": ["血压", "坐", "夜", "眼"],
                         "trip / daughter / cold (p6, p7, abst)": ["暑假", "高原", "旅行", "嗓子", "感冒", "发烧"],
                         "new-energy car (p8)": ["电车", "油车", "新能源"]}},
         probes=[
             P(1, "para", "2026-06-21 08:20", "那个控压的小药片是哪种来着，家里快断顿了", ["m03"]),
             P(2, "para", "2026-06-22 22:15", "屁股那块毛病又犯了，一天坐十个钟头咋整", ["m04"]),
             P(3, "para", "2026-06-23 10:40", "嗓子化脓诊所要给我打阿莫西林，能打不", ["m05"]),
             P(4, "para", "2026-06-24 18:50", "太阳一落山我看路就模糊，今晚接个去双流的长途单稳当不", ["m08"]),
             P(5, "para", "2026-06-25 13:30", "我那个闺女跟她妈过，今年多大了", ["m06"]),
             P(6, "task", "2026-06-26 14:00", "7月带女儿出去那趟，帮我做个行程，住宿和路上要注意的都列一下", ["m11", "m03", "m08", "m09"]),
             P(7, "task", "2026-06-27 11:20", "感冒发烧嗓子痛，车又停不得，帮我看看去药房买啥", ["m05", "m03", "m02"]),
             P(8, "task", "2026-06-29 15:10", "想换自己的电车，帮我算算月供跟现在交车租哪个划算", ["m12", "m02"]),
             P(9, "direct", "2026-06-28 09:00", "我每天吃的降压药叫啥，啥时候吃", ["m03"]),
             P(10, "abst", "2026-06-30 13:00", "稻城亚丁海拔好高哦，一般人会不会高反", [], topic="稻城亚丁"),
         ]),
    # ------------------------------------------------------------ A05
    dict(key="A05", user_id="u_linmiao", tenant="default", seed=130105,
         who="林淼, 31, 厦门自由职业平面设计师, 怀孕中",
         core=[
             M("m01", "fact", 0.9, "2025-07-20 10:30", "用户叫林淼，31岁，泉州人，在厦门做自由职业平面设计，主要接品牌logo和包装的单子"),
             M("m02", "fact", 0.95, "2026-06-01 10:00", "用户目前怀孕20周，预产期是2026年10月中旬",
               end="2026-10-20 23:59"),
             M("m03", "fact", 0.8, "2025-09-16 23:30", "用户有颈椎病，长时间画图后头晕手麻"),
             M("m04", "preference", 0.8, "2025-08-08 12:20", "用户吃素，蛋奶可以吃"),
             M("m05", "fact", 0.9, "2025-10-11 13:00", "用户对猕猴桃过敏"),
             M("m06", "fact", 0.65, "2025-11-02 21:10", "用户老公是船员，一年有大半年在海上"),
             M("m07", "fact", 0.7, "2025-12-18 16:40", "用户接单收入不稳定，甲方常拖款，每月固定开销尽量控制在七千以内"),
             M("m08", "preference", 0.55, "2026-01-24 15:20", "用户喜欢小众海岛和古镇，住民宿不住连锁酒店"),
             M("m09", "preference", 0.5, "2025-08-25 07:10", "用户每天早上去环岛路散步半小时，风雨无阻"),
             M("m10", "preference", 0.4, "2026-02-14 17:00", "用户周末常去中山路的独立书店看绘本", src="inferred"),
             M("m11", "fact", 0.7, "2026-05-20 14:30", "用户打算6月底前把手头三个品牌单结清，之后不再接新单，安心待产",
               end="2026-06-30 23:59"),
             M("m12", "event", 0.6, "2026-03-10 20:40", "用户计划清明节回泉州老家和爸妈住几天",
               end="2026-04-06 23:59"),
             M("m13", "fact", 0.75, "2026-06-05 11:15", "用户计划2026年7月中旬去鼓浪屿拍一组孕妇照",
               vu="2026-07-20 23:59"),
         ],
         drop={"topics": {"reading: her hobby is picture books in a bookshop (m10)": ["reading"]},
               "words": {"pregnancy (m02, p7, abst)": ["孕", "怀", "预产", "宝宝", "生了"],
                         "neck / dizziness (m03, p2, abst)": ["脖子", "颈", "肩膀", "头晕"],
                         "vegetarian diet (m04, p4)": ["肉", "鱼", "鸡", "排骨", "香肠", "虾"],
                         "husband at sea / hometown trip (m06, p3, p10)": ["海上", "船", "老家", "回家", "高铁"],
                         "photo shoot / design orders (p5, p6)": ["拍照", "照片", "拍了", "设计", "接单"]}},
         probes=[
             P(1, "para", "2026-06-21 12:30", "奇异果能吃不，上次啃完喉咙痒嘴起泡", ["m05"]),
             P(2, "para", "2026-06-22 17:40", "盯屏幕一下午脖子僵得转不动，还晕乎乎的，我这老毛病", ["m03"]),
             P(3, "para", "2026-06-23 20:10", "孩子他爸常年跑远洋，这个你还记得不", ["m06"]),
             P(4, "para", "2026-06-25 12:00", "我吃斋是全素还是能沾点别的来着", ["m04"]),
             P(5, "task", "2026-06-26 10:20", "7月那组照片想约个摄影师，帮我排下当天的行程和吃饭", ["m13", "m02", "m04", "m05"]),
             P(6, "task", "2026-06-24 16:50", "甲方又来找我做个加急包装，接不接你帮我合计下", ["m11", "m02", "m07"]),
             P(7, "direct", "2026-06-27 09:40", "我预产期是几月份来着", ["m02"]),
             P(8, "abst", "2026-06-28 15:00", "怀孕五六个月还能坐飞机不，航空公司一般咋规定", [], topic="怀孕"),
             P(9, "abst", "2026-06-29 21:30", "颈椎病平时做啥操能缓解", [], topic="颈椎病"),
             P(10, "expiry", "2026-06-29 14:00", "想回趟老家看爸妈，坐啥车过去舒服点", ["m01", "m02"],
               forbid=[["清明"]], plan="m12"),
         ]),
    # ------------------------------------------------------------ A06
    dict(key="A06", user_id="u_chenjie", tenant="default", seed=130106,
         who="陈洁, 36, 广州番禺日韩美妆代购, 单亲妈妈",
         core=[
             M("m01", "fact", 0.9, "2025-07-05 11:00", "用户叫陈洁，36岁，住广州番禺，做日韩美妆代购，每月要飞两趟首尔或大阪"),
             M("m02", "fact", 0.75, "2025-08-12 09:30", "用户乳糖不耐受，喝牛奶会拉肚子"),
             M("m03", "fact", 0.85, "2025-09-03 22:15", "用户对酒精过敏，沾一点就起红疹"),
             M("m04", "fact", 0.7, "2025-10-19 17:20", "用户怕狗，小时候被狗咬过，看到大狗就腿软"),
             M("m05", "fact", 0.75, "2025-11-08 06:40", "用户有偏头痛，坐红眼航班容易发作"),
             M("m06", "fact", 0.8, "2025-07-05 11:05", "用户离婚后一个人带8岁的女儿，平时靠外婆帮忙接送"),
             M("m07", "fact", 0.75, "2025-12-22 14:10", "用户代购压货多，现金流紧，单次出行机票加酒店控制在三千以内"),
             M("m08", "preference", 0.6, "2026-01-15 10:50", "用户出门必带两个28寸大箱子，只订含托运行李额的航班"),
             M("m09", "fact", 0.55, "2025-10-30 23:00", "用户每年双十一前后是最忙的时候，基本不接私人安排"),
             M("m10", "preference", 0.45, "2026-02-28 16:30", "用户周末常带女儿去天河的室内攀岩馆"),
             M("m11", "fact", 0.8, "2026-05-09 13:20", "用户计划2026年7月底带女儿去大阪环球影城，顺便补货",
               vu="2026-08-01 23:59"),
             M("m12", "fact", 0.6, "2026-04-14 15:45", "用户打算年底前注册个体工商户，把代购转成正规的跨境小店",
               end="2026-12-31 23:59"),
         ],
         drop={"topics": {"pets: she is afraid of dogs (m04, p3)": ["pets"]},
               "words": {"dogs (m04)": ["狗", "柯基", "哈士奇"],
                         "milk / alcohol (m02, m03, p1, p2)": ["奶", "酒", "拉肚子"],
                         "migraine / red-eye flights (m05, p4)": ["头疼", "头痛", "航班", "飞机"],
                         "busy season / shop registration (m09, p8)": ["双十一", "囤", "网店", "客服"],
                         "climbing / Japan-Korea trips (m10, m11, abst)": ["攀岩", "日本", "韩国", "大阪", "首尔", "韩剧", "日剧"]}},
         probes=[
             P(1, "para", "2026-06-21 10:10", "拿铁能换成燕麦底的不，普通那种一下去我就得蹲坑", ["m02"]),
             P(2, "para", "2026-06-22 19:30", "日料店送的梅子酒，我抿一口没事吧", ["m03"]),
             P(3, "para", "2026-06-23 21:00", "民宿老板说院子里养了只金毛，我住得下去不", ["m04"]),
             P(4, "para", "2026-06-24 07:50", "凌晨那班落地我脑袋就像要裂开，这毛病你记着没", ["m05"]),
             P(5, "para", "2026-06-27 18:20", "礼拜天带娃一般去哪放电来着，就那个爬墙的地方", ["m10"]),
             P(6, "task", "2026-06-25 14:00", "7月底带闺女那趟，帮我出个机票酒店方案", ["m11", "m07", "m08", "m06"]),
             P(7, "task", "2026-06-26 11:40", "下周去首尔扫货三天，帮我挑几家不贵的馆子", ["m02", "m03", "m07"]),
             P(8, "task", "2026-06-28 16:10", "年底想把代购转正规，手头钱紧，帮我列个时间表，别撞上最忙那阵", ["m12", "m09", "m07"]),
             P(9, "direct", "2026-06-29 09:20", "我是对牛奶不耐受还是过敏来着", ["m02"]),
             P(10, "abst", "2026-06-30 12:30", "大阪环球影城的快速票值得买不", [], topic="环球影城"),
         ]),
    # ------------------------------------------------------------ A07
    dict(key="A07", user_id="u_hefang", tenant="default", seed=130107,
         who="何芳, 48, 大理双廊民宿老板",
         core=[
             M("m01", "fact", 0.9, "2025-07-01 09:30", "用户叫何芳，48岁，四川人，在大理双廊开了一家八间房的民宿"),
             M("m02", "fact", 0.9, "2025-08-06 20:00", "用户有哮喘，闻到油烟和花粉容易发作，随身带沙丁胺醇喷雾"),
             M("m03", "fact", 0.7, "2025-07-01 09:35", "用户和老公一起打理民宿，女儿在昆明读大二"),
             M("m04", "fact", 0.8, "2025-09-24 15:30", "用户右膝做过半月板手术，爬坡和下楼梯都很吃力"),
             M("m05", "preference", 0.8, "2025-08-20 12:10", "用户不吃菌子，以前吃见手青中过毒"),
             M("m06", "fact", 0.6, "2025-11-15 10:40", "用户血糖偏高，在控糖，主食吃得很少"),
             M("m07", "fact", 0.7, "2025-10-09 21:15", "用户的民宿暑假和国庆是旺季，那时候一天都走不开"),
             M("m08", "preference", 0.65, "2025-12-03 14:50", "用户淡季出门只挑工作日，住经济型酒店，一趟预算五千以内"),
             M("m09", "preference", 0.5, "2026-01-09 07:30", "用户爱拍花，每天早上在洱海边拍日出发小红书"),
             M("m10", "fact", 0.8, "2026-05-12 16:20", "用户计划2026年11月淡季和老公去泰国清迈住半个月",
               vu="2026-11-30 23:59"),
             M("m11", "event", 0.6, "2026-01-26 15:00", "用户计划2026年3月带员工去西双版纳团建",
               end="2026-03-31 23:59"),
             M("m12", "fact", 0.55, "2026-05-28 11:30", "用户打算今年冬天把民宿的两间房改成亲子房",
               end="2027-02-28 23:59"),
             M("m13", "fact", 0.5, "2025-12-30 20:45", "用户每年春节都回成都陪婆婆过年"),
         ],
         drop={"topics": {"plants: her hobby is photographing flowers (m09)": ["plants"],
                          "neighborhood: she lives in her guesthouse, not a 小区": ["neighborhood"]},
               "words": {"asthma / fumes / pollen (m02, p1, p6)": ["哮喘", "油烟", "花粉", "柳絮", "灰", "漆"],
                         "mushrooms (m05, p2, abst)": ["菌", "蘑菇"],
                         "knee / stairs (m04, p3, p5)": ["膝", "楼梯", "台阶", "爬"],
                         "flower photography (m09, p4)": ["花", "拍", "日出", "小红书"],
                         "team trip / renovation / Thailand (p6, p10, abst)": ["团建", "员工", "施工", "泰国", "旅游"]}},
         probes=[
             P(1, "para", "2026-06-21 19:40", "客人在院子里烧烤烟大，我那个蓝色的小喷瓶得揣兜里吧", ["m02"]),
             P(2, "para", "2026-06-22 11:50", "客人送了一篮牛肝菌，我跟着炒一盘尝尝行嘛", ["m05"]),
             P(3, "para", "2026-06-23 09:10", "苍山那条步道全是坎坎，我这腿脚上得去不", ["m04"]),
             P(4, "para", "2026-06-24 06:30", "我天天起大早蹲湖畔是干啥来着，你还记得不", ["m09"]),
             P(5, "task", "2026-06-25 15:20", "11月出去那半个月，帮我排排行程，钱也算算，别太累", ["m10", "m04", "m08"]),
             P(6, "task", "2026-06-26 10:00", "改亲子房想找人来搞，帮我排个工期，别耽误生意", ["m12", "m07", "m02"]),
             P(7, "direct", "2026-06-27 20:30", "我哮喘随身带的那个喷雾叫啥名字", ["m02"]),
             P(8, "abst", "2026-06-28 13:40", "见手青到底咋个做才不会中毒", [], topic="见手青"),
             P(9, "abst", "2026-06-29 16:00", "清迈一年里啥时候去最舒服", [], topic="清迈"),
             P(10, "expiry", "2026-06-30 10:30", "想搞次员工出去耍的活动，啥时候、去哪好", ["m07"],
               forbid=[["西双版纳"]], plan="m11"),
         ]),
    # ------------------------------------------------------------ A08
    dict(key="A08", user_id="u_liuqiang", tenant="default", seed=130108,
         who="刘强, 52, 沈阳铁西便利店店主",
         core=[
             M("m01", "fact", 0.9, "2025-06-30 08:20", "用户叫刘强，52岁，在沈阳铁西开了家便利店，一年365天都开门"),
             M("m02", "fact", 0.75, "2025-06-30 08:25", "用户店里就他和老伴两个人轮班，店不能关"),
             M("m03", "fact", 0.95, "2025-08-18 10:10", "用户心脏装过两个支架，在吃阿司匹林和他汀"),
             M("m04", "fact", 0.7, "2025-09-27 11:40", "用户左耳听力不好，戴助听器"),
             M("m05", "fact", 0.9, "2025-10-25 19:00", "用户吃了带壳的海鲜会起风团，对虾蟹过敏"),
             M("m06", "preference", 0.7, "2025-11-21 12:30", "用户医生让他少盐少油，酱菜咸菜尽量不碰"),
             M("m07", "fact", 0.65, "2025-12-12 20:20", "用户儿子在大连成家了，孙子今年3岁"),
             M("m08", "fact", 0.7, "2026-01-16 09:50", "用户小店利润薄，家里每月开销控制在六千以内，出门一趟不超过四千"),
             M("m09", "preference", 0.55, "2026-02-20 10:30", "用户出门爱跟团，嫌自己查攻略麻烦"),
             M("m10", "preference", 0.45, "2025-09-02 15:10", "用户喜欢下象棋，闲时在店门口跟老街坊杀几盘"),
             M("m11", "fact", 0.8, "2026-05-22 21:00", "用户计划2026年8月去大连给孙子过生日，店交给小舅子看三天",
               vu="2026-08-31 23:59"),
             M("m12", "fact", 0.55, "2026-04-08 09:40", "用户打算年底前把店里的收银系统换成能接外卖平台的",
               end="2026-12-31 23:59"),
             M("m13", "fact", 0.45, "2025-12-26 08:30", "用户每年腊月都要囤一批年货礼盒"),
         ],
         drop={"topics": {},
               "words": {"heart stent (m03, p1)": ["心脏", "血压", "桑拿", "温泉"],
                         "hearing aid (m04, p2, abst)": ["耳"],
                         "shellfish / salt (m05, m06, p3)": ["虾", "蟹", "海鲜", "咸"],
                         "chess (m10, p4)": ["象棋", "下棋", "棋"],
                         "new-year stock / till (m13, p5, p8)": ["腊", "年货", "礼盒", "收银", "春节", "过年"],
                         "tour group trip (p7)": ["跟团", "海南", "旅游"]}},
         probes=[
             P(1, "para", "2026-06-21 13:20", "胸口放了俩金属架子的人，还能去泡温泉蒸桑拿不", ["m03"]),
             P(2, "para", "2026-06-22 10:30", "顾客说话我老整岔劈，挂耳朵上那小玩意儿该换电池了吧", ["m04"]),
             P(3, "para", "2026-06-23 18:40", "皮皮虾、梭子蟹这些我能整不", ["m05"]),
             P(4, "para", "2026-06-24 15:00", "没客人那会儿我爱摆弄啥来着，楚河汉界那个", ["m10"]),
             P(5, "para", "2026-06-25 09:10", "腊八一过我照例得整点啥来着", ["m13"]),
             P(6, "task", "2026-06-26 20:00", "8月去大连那几天，帮我安排下吃住，孙子生日也得整个饭局", ["m11", "m05", "m06", "m07"]),
             P(7, "task", "2026-06-27 10:20", "想报个团去海南玩一周，帮我看看报哪种合适", ["m08", "m09", "m02"]),
             P(8, "task", "2026-06-28 11:00", "下礼拜去医院拔颗牙，看完还得回来守店，帮我列列要跟大夫说的", ["m03", "m04", "m02"]),
             P(9, "direct", "2026-06-29 08:40", "我心脏里装了几个支架来着", ["m03"]),
             P(10, "abst", "2026-06-30 14:20", "助听器一般能用几年，多久得调一次", [], topic="助听器"),
         ]),
    # ------------------------------------------------------------ A09
    dict(key="A09", user_id="u_sunting", tenant="default", seed=130109,
         who="孙婷, 26, 武汉光谷美甲工作室店主",
         core=[
             M("m01", "fact", 0.9, "2025-07-16 13:00", "用户叫孙婷，26岁，在武汉光谷开了个两个人的美甲工作室"),
             M("m02", "fact", 0.85, "2025-08-23 19:20", "用户对猫毛过敏，一碰猫就打喷嚏、眼睛痒"),
             M("m03", "fact", 0.8, "2025-09-30 17:40", "用户缺铁性贫血，久站或者蹲着起来容易眼前发黑"),
             M("m04", "fact", 0.75, "2025-11-06 14:15", "用户有慢性胃炎，不能吃太辣太凉"),
             M("m05", "fact", 0.7, "2025-10-21 21:30", "用户恐高，玻璃栈道和缆车都不敢坐"),
             M("m06", "fact", 0.6, "2025-12-02 22:10", "用户和男朋友同居，男朋友在平台上跑货运"),
             M("m07", "fact", 0.75, "2026-01-13 12:50", "用户工作室房租每月四千，她每月只给自己发三千，出去玩一次不超过两千"),
             M("m08", "preference", 0.55, "2026-02-18 15:30", "用户旅行喜欢找网红咖啡店和拍照点打卡"),
             M("m09", "preference", 0.5, "2025-08-05 11:20", "用户每周二工作室固定休息，常去汉口逛古着店、玩剧本杀"),
             M("m10", "fact", 0.8, "2026-05-04 20:40", "用户计划2026年国庆和男朋友去重庆玩四天",
               end="2026-10-07 23:59"),
             M("m11", "fact", 0.6, "2026-04-22 13:50", "用户打算2026年7月考美甲高级技师证",
               vu="2026-07-31 23:59"),
             M("m12", "event", 0.6, "2026-02-10 16:00", "用户计划2026年3月樱花季去武大给工作室拍宣传照",
               end="2026-03-31 23:59"),
             M("m13", "fact", 0.6, "2025-10-02 10:30", "用户在喝蛋白琥珀酸铁口服液补铁"),
         ],
         drop={"topics": {"pets: she is allergic to cat hair (m02, p1)": ["pets"],
                          "learning: exam prep lines would match her certificate probe (p6)": ["learning"]},
               "words": {"cats (m02)": ["猫"],
                         "anemia / iron (m03, m13, p4, p7, abst)": ["贫血", "铁", "血", "头晕"],
                         "stomach / spicy (m04, p3)": ["胃", "辣", "凉", "冰"],
                         "heights (m05, p2)": ["缆车", "索道", "玻璃", "高"],
                         "off-day hobbies (m09)": ["剧本杀", "古着"],
                         "nails / photo shoot / Chongqing trip (p5, p10, abst)": ["美甲", "指甲", "拍照", "照片", "重庆", "网红"]}},
         probes=[
             P(1, "para", "2026-06-21 11:20", "客人抱着布偶来做手，我得提前吃片氯雷他定吧", ["m02"]),
             P(2, "para", "2026-06-22 20:00", "长江索道那种悬半空的，我上得去不", ["m05"]),
             P(3, "para", "2026-06-23 12:10", "胃里老是烧得慌，热干面多放辣萝卜丁行吗", ["m04"]),
             P(4, "para", "2026-06-24 18:30", "给客人弄完一套延长甲，猛一直腰两眼冒金星，血色素偏低那毛病犯了吧", ["m03"]),
             P(5, "task", "2026-06-25 22:00", "国庆出去那四天帮我做个攻略，吃的玩的都要，钱别超", ["m10", "m04", "m05", "m07"]),
             P(6, "task", "2026-06-26 13:30", "7月考证前想加练，帮我排个备考时间标", ["m11", "m09"]),
             P(7, "direct", "2026-06-27 10:40", "我喝的那个补铁口服液叫啥", ["m13"]),
             P(8, "abst", "2026-06-28 14:10", "缺铁性贫血吃啥补得快", [], topic="缺铁性贫血"),
             P(9, "abst", "2026-06-29 16:30", "美甲高级技师证一般考哪些内容", [], topic="美甲"),
             P(10, "expiry", "2026-06-30 11:00", "想给工作室拍一组宣传照，找个出片的地方", ["m01"],
               forbid=[["樱花"]], plan="m12"),
         ]),
    # ------------------------------------------------------------ A10
    dict(key="A10", user_id="u_zhouhao", tenant="default", seed=130110,
         who="周浩, 34, 天津金杯面包车平台拉货司机, 回族",
         core=[
             M("m01", "fact", 0.9, "2025-07-22 12:00", "用户叫周浩，34岁，天津人，开一辆金杯面包车在平台上接搬家拉货的单"),
             M("m02", "preference", 0.9, "2025-07-22 12:05", "用户是回族，不吃猪肉，也不去不清真的馆子"),
             M("m03", "fact", 0.75, "2025-09-12 16:30", "用户左耳小时候中耳炎落下失聪，只有右耳听得见"),
             M("m04", "fact", 0.6, "2026-03-28 09:20", "用户有过敏性鼻炎，春秋季柳絮花粉一来就犯"),
             M("m05", "fact", 0.85, "2025-10-15 18:40", "用户对布洛芬过敏"),
             M("m06", "fact", 0.7, "2025-08-29 20:10", "用户老婆在超市当收银员，女儿5岁上幼儿园中班"),
             M("m07", "fact", 0.7, "2025-11-24 13:00", "用户车贷还剩一年半，每月还两千八，家里花钱得精打细算"),
             M("m08", "preference", 0.55, "2026-01-05 15:40", "用户出门玩喜欢自驾拉上一家人，住农家院或清真酒店"),
             M("m09", "fact", 0.6, "2025-12-19 11:30", "用户每周五中午雷打不动去清真寺做礼拜"),
             M("m10", "preference", 0.45, "2026-02-07 21:00", "用户周末晚上常去名流茶馆听相声"),
             M("m11", "fact", 0.8, "2026-05-14 19:50", "用户计划2026年暑假带老婆孩子自驾去内蒙古呼伦贝尔",
               vu="2026-08-31 23:59"),
             M("m12", "fact", 0.5, "2026-06-10 14:30", "用户打算9月前给面包车换一套新轮胎",
               end="2026-09-01 00:00"),
             M("m13", "fact", 0.7, "2026-04-03 10:10", "用户女儿晕车厉害，坐车超过一小时就吐"),
         ],
         drop={"topics": {},
               "words": {"halal diet (m02, p1)": ["猪", "肉", "香肠", "大肉"],
                         "hearing (m03, p2)": ["耳", "电话"],
                         "rhinitis (m04)": ["鼻", "柳絮", "花粉"],
                         "ibuprofen / pain (m05, p3)": ["布洛芬", "肩膀", "止痛"],
                         "Friday prayer / crosstalk (m09, m10, p4)": ["礼拜", "相声", "茶馆"],
                         "car-sickness / trips (m13, p5, p6, p7)": ["晕车", "吐", "旅游", "亲子", "轮胎"]}},
         probes=[
             P(1, "para", "2026-06-21 12:20", "包子铺那个大肉馅的，我能来俩吗", ["m02"]),
             P(2, "para", "2026-06-22 15:40", "跟客户打电话老听不全，我得换到哪边听筒来着", ["m03"]),
             P(3, "para", "2026-06-23 19:10", "扛完冰箱肩膀疼，芬必得能来一粒不", ["m05"]),
             P(4, "para", "2026-06-24 10:00", "星期五饭点前后那俩钟头我一般干啥去了", ["m09"]),
             P(5, "para", "2026-06-25 20:30", "闺女那个出远门难受的毛病你记着没", ["m13"]),
             P(6, "task", "2026-06-26 21:00", "暑假开车出去那趟，帮我规化下路线、住的和吃的", ["m11", "m13", "m08", "m02"]),
             P(7, "task", "2026-06-27 20:40", "闺女幼儿园组织亲子游去蓟州，帮我看看要准备啥", ["m13", "m06", "m02"]),
             P(8, "task", "2026-06-28 13:20", "9月前想把车拾掇拾掇，钱紧，帮我排个先后", ["m12", "m07", "m01"]),
             P(9, "direct", "2026-06-29 11:50", "我是哪只耳朵听不见来着", ["m03"]),
             P(10, "abst", "2026-06-30 19:00", "呼伦贝尔草原几月去最好看", [], topic="呼伦贝尔"),
         ]),
    # ------------------------------------------------------------ A11
    dict(key="A11", user_id="u_majing", tenant="default", seed=130111,
         who="马静, 40, 西安小寨早餐煎饼摊, 单亲妈妈",
         core=[
             M("m01", "fact", 0.9, "2025-07-09 10:30", "用户叫马静，40岁，在西安小寨摆早餐摊，卖煎饼果子和豆浆"),
             M("m02", "fact", 0.7, "2025-07-09 10:35", "用户每天凌晨三点半起床备料，五点半出摊，十点收摊"),
             M("m03", "fact", 0.75, "2025-08-16 14:00", "用户离婚后一个人带儿子，儿子12岁读六年级"),
             M("m04", "fact", 0.85, "2025-09-19 11:10", "用户对桃子过敏，连桃毛都碰不得"),
             M("m05", "fact", 0.75, "2025-10-28 12:20", "用户有下肢静脉曲张，穿着医用弹力袜出摊"),
             M("m06", "fact", 0.65, "2025-11-18 13:40", "用户长期睡眠不足，下午必须补觉两小时"),
             M("m07", "preference", 0.6, "2025-12-11 11:50", "用户不吃羊肉，闻不了膻味"),
             M("m08", "fact", 0.7, "2026-01-22 12:30", "用户一个月净收入七千左右，要攒儿子的补课费，自己花钱很抠"),
             M("m09", "fact", 0.7, "2026-02-26 11:15", "用户出远门只坐高铁二等座，怕坐飞机"),
             M("m10", "preference", 0.45, "2026-03-21 15:00", "用户周末常带儿子去省图书馆看书"),
             M("m11", "fact", 0.8, "2026-05-25 11:40", "用户计划2026年7月儿子小升初后带他去北京看升旗",
               vu="2026-07-31 23:59"),
             M("m12", "event", 0.55, "2025-12-15 12:00", "用户打算元旦收摊两天回渭南娘家",
               end="2026-01-03 23:59"),
             M("m13", "fact", 0.55, "2025-09-02 12:45", "用户娘家在渭南蒲城，每年小年收摊回去住到正月十五"),
         ],
         drop={"topics": {"reading: her weekend hobby is the provincial library (m10)": ["reading"]},
               "words": {"peach allergy (m04, p1, p7)": ["桃", "水果"],
                         "varicose veins / standing (m05, p2, abst)": ["腿", "袜", "静脉"],
                         "sleep / nap (m06, p6)": ["补觉", "午睡", "困"],
                         "mutton (m07, p4)": ["羊", "膻", "泡馍"],
                         "flying / Beijing trip (m09, p3, p5)": ["飞机", "北京", "高铁", "升旗"],
                         "library / hometown (m10, m13, p10)": ["图书馆", "娘家", "回家", "老家"],
                         "breakfast stall (abst)": ["煎饼", "豆浆", "早饭", "早餐"]}},
         probes=[
             P(1, "para", "2026-06-21 11:30", "水蜜桃上那层毛毛我一沾手就起疙瘩，油桃能吃吗", ["m04"]),
             P(2, "para", "2026-06-22 12:10", "腿上青筋鼓得跟蚯蚓似的，那个紧绷绷的袜子得一直穿吗", ["m05"]),
             P(3, "para", "2026-06-23 13:00", "我这怕离地三万尺的毛病，去乌鲁木齐咋整", ["m09"]),
             P(4, "para", "2026-06-24 11:20", "泡馍那股膻气我顶不住，你还记得不", ["m07"]),
             P(5, "task", "2026-06-25 12:40", "7月带娃去北京那趟，帮我订个车票住宿，钱得省着花", ["m11", "m09", "m08", "m03"]),
             P(6, "task", "2026-06-26 11:00", "暑假下午想歇会儿，娃放假在家也得管，帮我排下每天的时间", ["m02", "m06", "m03"]),
             P(7, "direct", "2026-06-27 12:20", "我对啥过敏来着，桃子还是杏", ["m04"]),
             P(8, "abst", "2026-06-28 14:00", "静脉曲张非得做手术不，有啥保守治疗的法子", [], topic="静脉曲张"),
             P(9, "abst", "2026-06-29 11:40", "煎饼果子的面糊咋调才不粘锅", [], topic="煎饼果子"),
             P(10, "expiry", "2026-06-27 10:30", "想回娘家住两天，收了摊坐啥车回去快", ["m13", "m02"],
               forbid=[["元旦"]], plan="m12"),
         ]),
    # ------------------------------------------------------------ A12
    dict(key="A12", user_id="u_dengyu", tenant="default", seed=130112,
         who="邓宇, 27, 南京全职代驾, 跟奶奶住",
         core=[
             M("m01", "fact", 0.9, "2025-07-25 14:00", "用户叫邓宇，27岁，在南京做全职代驾，骑一辆折叠电动车"),
             M("m02", "fact", 0.7, "2025-07-25 14:05", "用户晚上九点到凌晨四点接单，白天睡觉，昼夜颠倒"),
             M("m03", "fact", 0.7, "2025-09-08 15:30", "用户有色弱，分不清红绿色块"),
             M("m04", "fact", 0.8, "2025-10-24 16:10", "用户有轻度抑郁，在吃舍曲林"),
             M("m05", "fact", 0.8, "2025-11-13 15:50", "用户对麸质不耐受，吃面食会胀气腹泻"),
             M("m06", "preference", 0.5, "2025-12-06 04:30", "用户滴酒不沾，见多了喝醉的客人"),
             M("m07", "fact", 0.65, "2025-08-11 14:40", "用户单身，和奶奶住在老城南，父母在苏州打工"),
             M("m08", "fact", 0.75, "2026-01-19 15:20", "用户每月收入一万出头，但在还网贷，能自由支配的只有两千"),
             M("m09", "preference", 0.55, "2026-02-16 16:00", "用户出门爱骑行，喜欢说走就走的穷游"),
             M("m10", "preference", 0.45, "2026-03-05 16:30", "用户下午醒了常去玄武湖边溜滑板"),
             M("m11", "fact", 0.8, "2026-05-30 15:10", "用户计划2026年中秋前后骑电动车环太湖三天",
               vu="2026-09-30 23:59"),
             M("m12", "fact", 0.6, "2026-04-18 14:20", "用户打算年底前还清网贷",
               end="2026-12-31 23:59"),
             M("m13", "fact", 0.5, "2026-04-02 15:00", "用户每年清明都陪奶奶回高淳老家扫墓"),
         ],
         drop={"topics": {"learning: exam lines would match the driving-licence task (p7)": ["learning"],
                          "parents: his parents work in 苏州 (m07); retired-parent lines contradict": ["parents"]},
               "words": {"grandma alive (m07); a line says grandma left a plant behind": ["奶奶", "外婆"],
                         "colour weakness (m03, p1)": ["红", "绿", "颜色"],
                         "depression / meds (m04, p2, abst)": ["抑郁", "心情", "药"],
                         "gluten / wheat (m05, p3)": ["面", "馒头", "饼", "麦"],
                         "alcohol (m06, p4)": ["酒", "茅台"],
                         "skateboard / lake / cycling (m10, m11, p5, p6)": ["滑板", "湖", "骑", "单车"],
                         "loan / licence (m08, m12, p7, p9)": ["网贷", "贷", "驾校", "考"]}},
         probes=[
             P(1, "para", "2026-06-21 17:00", "红绿灯我是靠位置认的，这事你记得吗", ["m03"]),
             P(2, "para", "2026-06-22 16:20", "精神科开的那个左洛复，我一顿吃几粒来着", ["m04"]),
             P(3, "para", "2026-06-23 15:40", "拉面馒头下肚就跟揣了个球似的，还记得我这毛病吗", ["m05"]),
             P(4, "para", "2026-06-24 02:30", "饭局上有人劝两口茅台，我一般咋回", ["m06"]),
             P(5, "para", "2026-06-25 16:10", "天亮睡到后晌，起来一般上哪儿撒欢", ["m10"]),
             P(6, "task", "2026-06-26 15:00", "中秋那趟骑车出去，帮我排排路线和吃住", ["m11", "m05", "m08"]),
             P(7, "task", "2026-06-27 14:30", "想白天去考个驾照，帮我排下时间，钱也算算", ["m02", "m08", "m03"]),
             P(8, "task", "2026-06-28 15:50", "奶奶想吃点好的，我下午醒了带她下馆子，帮我跳跳", ["m07", "m05", "m08"]),
             P(9, "direct", "2026-06-29 16:40", "我还在还的那个网贷，打算啥时候还清", ["m12"]),
             P(10, "abst", "2026-06-30 15:30", "舍曲林一般吃多久才见效啊", [], topic="舍曲林"),
         ]),
]


# ---------------------------------------------------------------- helpers
def cjk_set(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff"} - STOP


def overlap(a, b):
    return len(cjk_set(a) & cjk_set(b))


def twin_forbid(acc):
    for a, b in TWINS:
        other = b if acc["key"] == a else a if acc["key"] == b else None
        if other:
            o = next(x for x in ACCOUNTS if x["key"] == other)
            return [[o["name"]], [o["city"]], [o["allergen"]]]
    return []


def probe_forbid(acc, p):
    out = [list(f) for f in p["forbid"]]
    for f in twin_forbid(acc):
        if f not in out:
            out.append(f)
    return out


def drop_sets(acc):
    topics, words = set(), set()
    for lst in GLOBAL_DROP["topics"].values():
        topics.update(lst)
    for lst in GLOBAL_DROP["words"].values():
        words.update(lst)
    for lst in acc["drop"]["topics"].values():
        topics.update(lst)
    for lst in acc["drop"]["words"].values():
        words.update(lst)
    # automatic: every forbid keyword and abst topic word of this account
    for p in acc["probes"]:
        for alts in probe_forbid(acc, p):
            words.update(alts)
        if p["topic"]:
            words.add(p["topic"])
    return topics, words


def load_background():
    data = json.loads(BG_PATH.read_text(encoding="utf-8"))
    return data["statements"]


def eligible(acc, statements):
    topics, words = drop_sets(acc)
    return [s for s in statements
            if s["topic"] not in topics and not any(w in s["text"] for w in words)]


def build(statements):
    users = []
    for acc in ACCOUNTS:
        rng = random.Random(acc["seed"])
        mems = []
        for m in acc["core"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(ts(m["created"])),
                 "source": m["src"]}
            if m["vu"]:
                d["valid_until"] = iso(ts(m["vu"]))
            mems.append(d)
        pool = eligible(acc, statements)
        n = rng.randint(100, 180)
        picks = rng.sample(pool, n)
        types = [m["type"] for m in acc["core"]]
        imps = [m["importance"] for m in acc["core"]]
        span = int((REF - WINDOW_START).total_seconds())
        for i, s in enumerate(picks, 1):
            t = WINDOW_START + timedelta(seconds=rng.randrange(span))
            mems.append({"id": "b%03d" % i, "content": s["text"], "type": rng.choice(types),
                         "importance": rng.choice(imps), "created_at": iso(t),
                         "source": "user_stated"})
        probes = []
        for p in acc["probes"]:
            probes.append({"id": "p%d-%s" % (p["n"], p["kind"]), "at": iso(ts(p["at"])),
                           "query": p["query"], "relevant": list(p["relevant"]),
                           "forbid": probe_forbid(acc, p)})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": NAME, "users": users}


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------- validation
def parse_iso(s, errs, where):
    try:
        dt = datetime.fromisoformat(s)
    except (TypeError, ValueError):
        errs.append("%s: bad ISO time %r" % (where, s))
        return None
    if dt.utcoffset() != timedelta(hours=8):
        errs.append("%s: time %r is not +08:00" % (where, s))
    return dt


def validate(data, statements):
    errs = []
    E = errs.append
    if not isinstance(data, dict) or data.get("format") != "memory-eval/v1":
        return ["top level: format must be 'memory-eval/v1'"]
    if data.get("name") != NAME:
        E("top level: name must be %r" % NAME)
    users = data.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        return errs + ["top level: users must be a list of %d accounts" % len(ACCOUNTS)]
    topic_of = {s["text"]: s["topic"] for s in statements}
    pairs = set()
    uids = set()
    kind_total = {k: 0 for k in KIND_TOTALS}
    allowed_mem = {"id", "content", "type", "importance", "created_at", "valid_until", "source"}
    allowed_probe = {"id", "at", "query", "relevant", "forbid"}
    for acc, u in zip(ACCOUNTS, users):
        W = acc["key"]
        if not isinstance(u, dict) or set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            E("%s: bad user object keys" % W)
            continue
        if u.get("user_id") != acc["user_id"] or u.get("tenant_id") != acc["tenant"]:
            E("%s: user_id/tenant mismatch" % W)
        pair = (u.get("user_id"), u.get("tenant_id"))
        if pair in pairs:
            E("%s: duplicate (user_id, tenant_id) %r" % (W, pair))
        pairs.add(pair)
        uids.add(u.get("user_id"))
        mems, probes = u.get("memories"), u.get("probes")
        if not isinstance(mems, list) or not isinstance(probes, list):
            E("%s: memories/probes must be lists" % W)
            continue
        # ---- memories
        by_id = {}
        latest = None
        for m in mems:
            if not isinstance(m, dict) or set(m) - allowed_mem or not {"id", "content"} <= set(m):
                E("%s: bad memory object %r" % (W, m))
                continue
            mid = m["id"]
            if mid in by_id:
                E("%s: duplicate memory id %s" % (W, mid))
            by_id[mid] = m
            if not isinstance(m["content"], str) or not m["content"].strip():
                E("%s/%s: empty content" % (W, mid))
            if m.get("type") not in ("fact", "preference", "event"):
                E("%s/%s: bad type %r" % (W, mid, m.get("type")))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                E("%s/%s: importance %r outside 0.3-1.0" % (W, mid, imp))
            if m.get("source") not in ("user_stated", "inferred"):
                E("%s/%s: bad source" % (W, mid))
            ca = parse_iso(m.get("created_at"), errs, "%s/%s" % (W, mid))
            if ca and not WINDOW_START <= ca <= REF:
                E("%s/%s: created_at outside the 12 months before REF" % (W, mid))
            if ca and (latest is None or ca > latest):
                latest = ca
            if "valid_until" in m:
                vu = parse_iso(m["valid_until"], errs, "%s/%s valid_until" % (W, mid))
                if vu and ca and vu <= ca:
                    E("%s/%s: valid_until before created_at" % (W, mid))
        core_ids = [m["id"] for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if core_ids != ["m%02d" % i for i in range(1, len(core_ids) + 1)] or not 9 <= len(core_ids) <= 13:
            E("%s: core ids must be m01..m09-m13, got %r" % (W, core_ids))
        if [m["id"] for m in bg] != ["b%03d" % i for i in range(1, len(bg) + 1)]:
            E("%s: background ids must be b001.. in order" % W)
        if not 100 <= len(bg) <= 180:
            E("%s: %d background memories (need 100-180)" % (W, len(bg)))
        if len(core_ids) + len(bg) != len(mems):
            E("%s: memory ids must be core mNN or background bNNN" % W)
        # script-side plan ends
        end_of = {}
        for cm in acc["core"]:
            if cm["end"]:
                end_of[cm["id"]] = ts(cm["end"])
            if cm["id"] in by_id and by_id[cm["id"]]["content"] != cm["content"]:
                E("%s/%s: content differs from the script" % (W, cm["id"]))
        core_types = {by_id[i]["type"] for i in core_ids if i in by_id}
        core_imps = {by_id[i]["importance"] for i in core_ids if i in by_id}
        # ---- background hygiene
        dtopics, dwords = drop_sets(acc)
        seen_txt = set()
        for m in bg:
            t = m["content"]
            if t not in topic_of:
                E("%s/%s: background text not from the background file" % (W, m["id"]))
                continue
            if t in seen_txt:
                E("%s/%s: duplicate background text" % (W, m["id"]))
            seen_txt.add(t)
            if topic_of[t] in dtopics:
                E("%s/%s: background topic %s is excluded" % (W, m["id"], topic_of[t]))
            bad = [w for w in dwords if w in t]
            if bad:
                E("%s/%s: background contains excluded words %r" % (W, m["id"], bad))
            if m["type"] not in core_types or m["importance"] not in core_imps:
                E("%s/%s: background type/importance not from core lists" % (W, m["id"]))
        # ---- probes
        pids = set()
        kinds = {k: 0 for k in KIND_TOTALS}
        if len(probes) != 10:
            E("%s: %d probes (need 10)" % (W, len(probes)))
        meta = {"p%d-%s" % (p["n"], p["kind"]): p for p in acc["probes"]}
        for p in probes:
            if not isinstance(p, dict) or set(p) - allowed_probe or not {"id", "query", "relevant"} <= set(p):
                E("%s: bad probe object %r" % (W, p))
                continue
            pid = p["id"]
            where = "%s/%s" % (W, pid)
            if pid in pids:
                E("%s: duplicate probe id" % where)
            pids.add(pid)
            kind = pid.split("-", 1)[1] if "-" in pid else None
            if kind not in KIND_TOTALS or pid not in meta:
                E("%s: probe id must be p<n>-<kind>" % where)
                continue
            kinds[kind] += 1
            pm = meta[pid]
            q = p["query"]
            if not isinstance(q, str) or not q.strip():
                E("%s: empty query" % where)
                continue
            at = parse_iso(p.get("at"), errs, where)
            if at is None:
                continue
            if latest and at <= latest:
                E("%s: probe asked before the account's last memory" % where)
            rel = p["relevant"]
            forbid = p.get("forbid", [])
            if not isinstance(rel, list) or len(set(rel)) != len(rel):
                E("%s: relevant must be a list of unique ids" % where)
                continue
            if not isinstance(forbid, list) or not all(
                    isinstance(f, list) and f and all(isinstance(w, str) and w for w in f) for f in forbid):
                E("%s: forbid must be a list of non-empty keyword lists" % where)
                continue
            for r in rel:
                if r not in by_id or not r.startswith("m"):
                    E("%s: relevant id %s is not a core memory" % (where, r))
                elif r in end_of and at >= end_of[r]:
                    E("%s: relevant plan %s has ended at probe time" % (where, r))
            # applicable memories at probe time
            applicable = []
            for m in mems:
                end = end_of.get(m["id"]) if m["id"].startswith("m") else None
                if "valid_until" in m:
                    end = datetime.fromisoformat(m["valid_until"])
                if end is None or at < end:
                    applicable.append(m)
            for alts in forbid:
                for w in alts:
                    for r in rel:
                        if r in by_id and w.lower() in by_id[r]["content"].lower():
                            E("%s: forbid %r appears in relevant %s" % (where, w, r))
                    for m in applicable:
                        if w.lower() in m["content"].lower():
                            E("%s: forbid %r appears in applicable memory %s" % (where, w, m["id"]))
            # twin forbids
            for tf in twin_forbid(acc):
                if tf not in forbid:
                    E("%s: missing twin forbid %r" % (where, tf))
            # kind rules
            if kind == "para":
                if len(rel) != 1:
                    E("%s: para needs exactly one relevant" % where)
                else:
                    ov = overlap(q, by_id[rel[0]]["content"])
                    if ov > 2:
                        E("%s: para overlap %d > 2 (%s)" % (where, ov, "".join(sorted(
                            cjk_set(q) & cjk_set(by_id[rel[0]]["content"])))))
            elif kind == "direct":
                if len(rel) != 1:
                    E("%s: direct needs exactly one relevant" % where)
                elif overlap(q, by_id[rel[0]]["content"]) < 2:
                    E("%s: direct overlap < 2" % where)
            elif kind == "task":
                if not 2 <= len(rel) <= 4:
                    E("%s: task needs 2-4 relevant" % where)
            elif kind == "abst":
                tw = pm["topic"]
                if rel:
                    E("%s: abst must have relevant []" % where)
                if not tw or tw not in q or not any(tw in by_id[i]["content"] for i in core_ids):
                    E("%s: abst topic word %r not shared by query and a core fact" % (where, tw))
            elif kind == "expiry":
                plan = pm["plan"]
                if plan not in end_of:
                    E("%s: expiry plan %r has no END" % (where, plan))
                else:
                    if at <= end_of[plan]:
                        E("%s: expiry asked before plan %s ended" % (where, plan))
                    key = pm["forbid"][0] if pm["forbid"] else []
                    if not key or key not in forbid or not any(w in by_id[plan]["content"] for w in key):
                        E("%s: plan keyword of %s not in forbid" % (where, plan))
        for k, v in kinds.items():
            kind_total[k] += v
        if kinds["direct"] != 1:
            E("%s: needs exactly one direct probe" % W)
    if len(uids) != 11:
        E("need 11 distinct user_ids, got %d" % len(uids))
    for a, b in TWINS:
        ua = next(x for x in ACCOUNTS if x["key"] == a)
        ub = next(x for x in ACCOUNTS if x["key"] == b)
        if ua["user_id"] != ub["user_id"] or ua["tenant"] == ub["tenant"]:
            E("twins %s/%s must share user_id in different tenants" % (a, b))
        for f in ("name", "city", "allergen"):
            if ua[f] == ub[f] or ua[f] in ub[f] or ub[f] in ua[f]:
                E("twins %s/%s: %s must conflict" % (a, b, f))
        if not any(ua["allergen"] in m["content"] for m in ua["core"]) or \
                not any(ub["allergen"] in m["content"] for m in ub["core"]):
            E("twins: each twin's allergen must be a core fact")
    if kind_total != KIND_TOTALS:
        E("kind totals %r != %r" % (kind_total, KIND_TOTALS))
    return errs


def main():
    statements = load_background()
    data = build(statements)
    text = dump(data)
    if "--check" in sys.argv[1:]:
        if not OUT.exists():
            print("CHECK FAILED: %s does not exist; run without --check first" % OUT.name)
            return 1
        disk_text = OUT.read_text(encoding="utf-8")
        try:
            disk = json.loads(disk_text)
        except ValueError as e:
            print("CHECK FAILED: %s is not valid JSON: %s" % (OUT.name, e))
            return 1
        errs = validate(disk, statements)
        if disk_text != text:
            errs.append("rebuild is not byte-identical to %s" % OUT.name)
        if errs:
            print("CHECK FAILED (%d problems):" % len(errs))
            for e in errs:
                print("  -", e)
            return 1
        print("check ok: %s valid and byte-identical on rebuild" % OUT.name)
        return 0
    errs = validate(data, statements)
    if errs:
        print("BUILD FAILED (%d problems):" % len(errs))
        for e in errs:
            print("  -", e)
        return 1
    OUT.write_text(text, encoding="utf-8")
    n_core = sum(len(a["core"]) for a in ACCOUNTS)
    n_bg = sum(len(u["memories"]) for u in data["users"]) - n_core
    print("wrote %s: %d accounts, %d core + %d background memories, %d probes"
          % (OUT.name, len(data["users"]), n_core, n_bg, sum(len(u["probes"]) for u in data["users"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
