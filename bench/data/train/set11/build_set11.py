#!/usr/bin/env python3
"""build_set11.py - hand-made Chinese retrieval set "set11" (memory-eval/v1, track R).

How it was written
------------------
Written blind, by one writer, for TRAINING a learned retriever. Exactly two project
files were read: /work/shared/eval/FORMAT.md (the format) and
/work/main/bench/data/train/background_train.json (the background pool, read
to choose hygiene words; it is loaded again at build time from
../background_train.json and never copied here). Nothing else under /work was
opened, listed or searched; no engine, evaluator, test or git command was run -
only this script (build and --check) plus a few ad-hoc Python one-liners that
printed the background pool and this set's own output for proof-reading.

Theme
-----
Self-drive and outdoor travel: 自驾, 房车, 越野, 川藏线/新疆/西北大环线, 高原反应,
露营, 带娃自驾, 租车, 充电/新能源车, 晕车. Queries use road-trip jargon
(路书, 垭口, 补电, 烂路, 冲沙, 二把刀) and car/gear brands (坦克300, 普拉多,
理想L7, 比亚迪海豹, 牧马人, 斯巴鲁森林人, 途观L, 长城炮, 大疆, Snow Peak, 挪客).

Accounts (12 accounts, 11 user_ids; u_linhang exists in two tenants = twins)
---------------------------------------------------------------------------
| # | user_id     | tenant    | who                                                              |
|---|-------------|-----------|------------------------------------------------------------------|
| 1 | u_linhang   | default   | 林航, 31, 成都 backend dev, 坦克300 越野, 高反史, 芒果过敏, 国庆川藏线 |
| 2 | u_linhang   | trailclub | 林晓禾, 43, 乌鲁木齐 road-trip club leader, 普拉多, 青霉素过敏, 腰肌劳损 |
| 3 | u_songqiao  | default   | 宋乔, 36, 杭州 bank clerk, drives two kids alone, son carsick, 鸡蛋过敏女儿 |
| 4 | u_heyuan    | default   | 贺远, 45, 西安 physics teacher, C型房车, 腰突, 高血压, wife 恐高        |
| 5 | u_tangmiao  | default   | 唐淼, 28, 深圳 UI designer, 比亚迪海豹 EV, 里程焦虑, 全素, 花生过敏, 夜盲 |
| 6 | u_fangzheng | default   | 方正, 39, 北京 law-firm staff, rents cars, 回族清真, 哮喘, 尘螨过敏, parents |
| 7 | u_qinlu     | default   | 秦璐, 33, 重庆 freelance illustrator, 精致露营 with a carsick border collie |
| 8 | u_wubin     | default   | 吴斌, 47, 兰州 anaesthetist, 牧马人 desert off-road, 心脏支架, 痛风      |
| 9 | u_xiemo     | default   | 谢沫, 26, 上海 new-media ops, new driver, carsick passenger, 恐高, 乳糖不耐 |
|10 | u_luoyi     | default   | 罗毅, 41, 广州 e-commerce, wheelchair user, hand-control 途观L, 糖尿病   |
|11 | u_zhaoqing  | default   | 赵晴, 35, 昆明 travel-agency planner, pregnant, 海鲜过敏, 房车环洱海     |
|12 | u_gaoyang   | default   | 高扬, 29, 哈尔滨 4S after-sales, 长城炮 ice/snow trips, 雷诺综合征, 怕狗 |

Twins: 林航 (成都, 芒果) and 林晓禾 (乌鲁木齐, 青霉素) share user_id u_linhang in
tenants "default" and "trailclub"; every probe of either lists the other's
name, city and allergen in `forbid`.

Memory conventions
------------------
* REF = 2026-09-10T10:00:00+08:00. Core and background created_at lie in
  [REF-365 days, REF); every probe is asked after REF (2026-09-11 .. 09-28).
* Core memories m01..m13 (9-13 per account): third-person statements ("用户..."),
  type fact/preference/event, importance 0.3-1.0, source user_stated (a few
  "inferred"). Covered: identity/home, family, diet and allergy, health
  (chronic illness, disability, pregnancy, sleep, phobias, motion sickness),
  budget, travel style, hobbies, dated plans.
* Dated plans carry an internal end date (PLAN END, never written); some also
  get `valid_until`, others keep the date only in the wording (国庆, 明年春节,
  明年元旦, 2026年11月) for the engine to infer. Durable facts containing time
  words (今年45岁, 每年冬天, 周末常, 每三个月) are marked durable and never expire.
* Background memories b001..: 100-180 per account, sampled with
  random.Random("set11-bg:" + account key) from the background pool after
  hygiene; type and importance drawn from that account's own core lists,
  created_at uniform over the window, source user_stated.

Probe conventions
-----------------
Ids "p<n>-<kind>", n numbered across the whole set (p1..p120), so ids are unique
set-wide. `relevant` lists core ids only. Kinds (exact totals para 54, task 30,
direct 12, abst 18, expiry 6; 10 per account):
* para   - one stored fact asked obliquely; <= 2 shared meaningful CJK chars.
* task   - a planning request; relevant = the 2-4 memories a planner must weigh
           (accounts carry several same-kind constraints; only touched ones count).
* direct - the user asks about themselves close to the wording; >= 2 shared chars.
* abst   - general-knowledge question sharing a topic word with a core fact;
           relevant = [].
* expiry - asked after a dated plan ended; relevant = memories still needed;
           the plan's keyword is in forbid.
Meaningful chars: CJK ideographs after removing "用户", minus the function chars
的了我你是在有吗吧呢么什怎么样个一去要.

Validations (every build and --check)
-------------------------------------
format shape per FORMAT.md; unique account keys, memory ids and probe ids;
relevant ids exist and are core; relevant plans not ended at probe time; kind
counts (totals and 10 per account); para overlap <= 2 and exactly one relevant;
direct overlap >= 2; abst topic word in the query and in a core fact; task
relevant 2-4 and most >= 3; forbid keywords never in a relevant memory nor in
any memory of the account that still applies at probe time (background always
applies); expiry probes after their plan's end with its keyword forbidden;
every probe after all of its account's memories; core created_at in window;
background counts 100-180, topics/words of every exclusion group absent;
twin forbids present; 12 accounts / 11 user_ids; with --check the file on disk
is validated and must equal a fresh rebuild byte for byte.

Usage
-----
    python3 build_set11.py          # build, validate, write zh_retrieval_set11.json
    python3 build_set11.py --check  # validate the file on disk + byte-identical rebuild
"""
import datetime as dt
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set11.json")
BG_PATH = os.path.join(HERE, "..", "background_train.json")
TZ = dt.timezone(dt.timedelta(hours=8))
REF = dt.datetime(2026, 9, 10, 10, 0, 0, tzinfo=TZ)
WINDOW_START = REF - dt.timedelta(days=365)
FUNCTION_CHARS = set("的了我你是在有吗吧呢么什怎么样个一去要")
TYPES = {"f": "fact", "p": "preference", "e": "event"}
KIND_TOTALS = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}


def t(s):
    """'2026-09-12 21:30' -> aware datetime (+08:00)."""
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def M(mid, typ, imp, created, content, src="user_stated", end=None, vu=False, durable=False):
    """A core memory. end = internal plan end (date); vu = also write valid_until."""
    return {"id": mid, "type": TYPES[typ], "importance": imp, "created": t(created),
            "content": content, "source": src,
            "end": t(end + " 23:59") if end else None, "vu": vu, "durable": durable}


def Q(kind, at, query, rel, forbid=(), topic=None, plan=None):
    return {"kind": kind, "at": t(at), "query": query, "rel": list(rel),
            "forbid": [list(f) if isinstance(f, (list, tuple)) else [f] for f in forbid],
            "topic": topic, "plan": plan}


# ---------------------------------------------------------------------------
# Background hygiene: word groups and global exclusion groups (reason, topics, words)
# ---------------------------------------------------------------------------
FAMILY_ALL = ["老公", "老婆", "男朋友", "女朋友", "对象", "结婚", "夫妻", "婚", "儿子", "女儿",
              "孩子", "小孩", "娃", "婆婆", "公公", "岳母", "岳父", "宝妈", "二胎", "家长",
              "闺女", "产假", "幼儿园", "家里人", "育儿", "儿童"]
OFFICE = ["work_routine", "coworkers"]
# office-life words: contradict accounts that do not work in an office
OFFICE_WORDS = ["公司", "同事", "办公", "打卡", "部门", "老板", "领导", "工位", "周报", "开会",
                "上班", "下班", "加班", "工作日", "考核", "报表"]
# lines a man would hardly say about himself
FEMALE_ONLY = ["闺蜜", "宝妈", "面膜"]
# lines that do not fit an account in its twenties
OLDER_ONLY = ["买了十年", "退休", "房贷"]

GLOBAL_EXCLUDE = [
    ("theme: every probe is about road trips, cars, charging, camping, routes and weather "
     "on the road, so car/commute/weather talk and travel words would be on-topic noise",
     ["car", "commute", "weather"],
     ["车", "驾", "旅", "露营", "帐篷", "户外", "公里", "充电", "电池", "油价", "加油", "高速",
      "晕", "吐", "山", "湖", "海边", "景区", "新疆", "云南", "西藏", "海南", "广西", "内蒙",
      "草原", "沙漠", "雪", "路上"]),
    ("dated-plan words: core plans and expiry forbids use them; a background line with them "
     "would read as a plan or collide with a forbid",
     [], ["国庆", "春节", "暑假", "寒假", "元旦", "五一", "下周", "下个月", "明年", "过年", "假期"]),
    ("health: every account has health/allergy facts that para probes ask about; background "
     "health talk would be relevant to them or contradict them",
     ["health_checkup"],
     ["过敏", "药", "医院", "医生", "血压", "血糖", "腰", "膝", "头疼", "头晕", "失眠", "怀孕",
      "预产期", "疫苗", "手术", "体检", "急救"]),
    ("budget: every account has a budget fact; bills and spending lines would blur budget probes",
     ["money_bills"], ["预算", "省钱", "块"]),
    ("diet: every account has a diet or allergy fact and task probes ask what to eat; "
     "cooking and weight-loss lines would be relevant or contradict a diet",
     ["home_cooking", "diet_weight"], []),
    ("job: each account's m01 names a job; lines naming another profession contradict it",
     [], ["做财务", "产品运营", "会计", "教师资格", "实习生"]),
    ("photography: six accounts have photo/drone/star/vlog hobbies asked about in probes",
     [], ["拍照", "拍了", "照片", "相机", "无人机", "望远镜", "星空", "银河", "视频"]),
]

# ---------------------------------------------------------------------------
# Accounts: core memories, probes and per-account exclusion groups
# ---------------------------------------------------------------------------
ACCOUNTS = [
    dict(
        key="linhang_default", user_id="u_linhang", tenant="default", twin="linhang_club",
        name="林航", city="成都", allergen="芒果", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-18 21:10", "用户叫林航，今年31岁，住在成都，做后端开发", durable=True),
            M("m02", "f", 0.7, "2025-10-05 19:40", "用户开一辆坦克300，周末常去川西跑越野", durable=True),
            M("m03", "e", 0.9, "2025-11-02 22:05", "用户去年去稻城亚丁时高原反应很重，头疼到吐"),
            M("m04", "f", 1.0, "2025-12-14 12:30", "用户对芒果过敏，吃了嘴唇会肿"),
            M("m05", "p", 0.5, "2026-01-09 18:20", "用户不吃香菜"),
            M("m06", "f", 0.8, "2026-02-21 20:00", "用户的左膝半月板受过伤，不能长时间爬坡徒步"),
            M("m07", "f", 0.9, "2026-06-02 22:15", "用户打算2026年国庆和两个朋友自驾318川藏线到拉萨",
              end="2026-10-08"),
            M("m08", "p", 0.7, "2026-03-11 21:45", "用户自驾时每天的吃住花销控制在五百块以内"),
            M("m09", "p", 0.6, "2026-04-18 16:30", "用户喜欢用大疆无人机航拍风景"),
            M("m10", "f", 0.8, "2026-05-20 23:00", "用户计划2026年7月中旬自驾环青海湖",
              end="2026-07-31", vu=True),
            M("m11", "p", 0.4, "2025-12-28 10:15", "用户每年冬天都会去毕棚沟玩雪", durable=True),
            M("m12", "p", 0.6, "2026-07-30 20:40", "用户出门住宿只选干净的连锁酒店，不住青旅",
              src="inferred"),
        ],
        probes=[
            Q("para", "2026-09-12 21:30", "上回在海子山那边脑袋炸裂还吐了，这回垭口都是四五千米海拔，我扛得住不", ["m03"]),
            Q("para", "2026-09-13 12:10", "杨枝甘露我能点不", ["m04"]),
            Q("para", "2026-09-14 19:05", "牛奶海那段来回得爬好几个钟头，我这条腿吃得消吗", ["m06"]),
            Q("para", "2026-09-15 08:50", "我那台长城方盒子要不要换AT胎", ["m02"]),
            Q("para", "2026-09-16 22:20", "然乌湖边能不能起飞那个小飞机，要报备不", ["m09"]),
            Q("task", "2026-09-17 21:00", "国庆进藏那趟，帮我排一下每晚住哪，顺便说说怎么防高反",
              ["m07", "m03", "m12", "m08"]),
            Q("task", "2026-09-19 10:30", "这周末想在川西找段能撒欢的烂路，顺便飞几圈，路边吃啥也推荐下",
              ["m02", "m09", "m04", "m05"]),
            Q("direct", "2026-09-20 14:00", "我左膝半月板伤过，徒步爬坡大概能走多久", ["m06"]),
            Q("abst", "2026-09-21 11:00", "民用无人机在景区飞需要办什么手续", [], topic="无人机"),
            Q("expiry", "2026-09-22 20:15", "青海湖那趟早回来了，照片都还没修，这周末近点跑跑去哪好",
              ["m02"], forbid=["青海湖"], plan="m10"),
        ],
        exclude=[
            ("family (male): single 31-year-old who travels with friends; spouse/child lines would invent a family",
             ["partner", "kids_school"], FAMILY_ALL + FEMALE_ONLY),
            ("age: 31; lines about a home owned for a decade do not fit", [], OLDER_ONLY),
            ("diet: 芒果 allergy and no 香菜 are asked about", [], ["芒果", "香菜"]),
            ("knee injury + hiking probes: running/climbing/fitness lines contradict or match",
             ["gym_fitness"], ["跑", "爬", "徒步"]),
            ("gear: drone probes; gadget lines would look relevant", ["phone_gadgets"], []),
            ("twin: the other u_linhang's name, city and allergen are forbidden",
             [], ["林晓禾", "乌鲁木齐", "青霉素"]),
        ],
    ),
    dict(
        key="linhang_club", user_id="u_linhang", tenant="trailclub", twin="linhang_default",
        name="林晓禾", city="乌鲁木齐", allergen="青霉素", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-25 10:20", "用户叫林晓禾，43岁，家在乌鲁木齐"),
            M("m02", "f", 0.8, "2025-10-12 09:30", "用户在自驾俱乐部当领队，常年带车队跑北疆和南疆"),
            M("m03", "f", 1.0, "2025-11-20 15:10", "用户对青霉素类药物过敏，做皮试时起过一身红疹"),
            M("m04", "f", 0.8, "2025-12-06 21:00", "用户有腰肌劳损，连续开车超过三个小时腰就受不了"),
            M("m05", "f", 0.7, "2026-01-15 13:40", "用户有慢性胃炎，生冷和太辣的东西都吃不了"),
            M("m06", "f", 0.6, "2026-02-10 20:30", "用户的女儿在上海读大学，每年暑假回来都跟她跑一趟线",
              durable=True),
            M("m07", "f", 0.6, "2026-03-03 11:00", "用户开一辆丰田普拉多，车上常备拖车绳和备用油桶"),
            M("m08", "f", 0.9, "2026-07-02 18:20", "用户10月上旬要带车队去喀纳斯和禾木拍秋色",
              end="2026-10-10", vu=True),
            M("m09", "f", 0.8, "2026-05-16 22:10", "用户打算2026年8月带车队走独库公路，月底收队",
              end="2026-08-31"),
            M("m10", "f", 0.7, "2026-04-08 19:50", "用户怕水，不敢坐船也从不下水游泳"),
            M("m11", "p", 0.4, "2025-11-30 12:00", "用户每年冬天歇业三个月，去三亚躲冷", durable=True),
            M("m12", "p", 0.6, "2026-06-18 21:30", "用户带团时喜欢住县城里的特色民宿，嫌连锁酒店没意思"),
            M("m13", "p", 0.6, "2026-08-20 20:05", "用户不喝酒，饭局上都以茶代酒"),
        ],
        probes=[
            Q("para", "2026-09-12 09:40", "嗓子发炎了，药店给拿了阿莫西林，我吃着没事吧", ["m03"]),
            Q("para", "2026-09-13 22:15", "一天干六七百公里，我这老腰顶得住吗", ["m04"]),
            Q("para", "2026-09-14 16:00", "赛里木湖那边的皮划艇项目，我适合玩吗", ["m10"]),
            Q("para", "2026-09-15 13:20", "抓饭烤包子配冰格瓦斯，我这肚子扛得住哪样", ["m05"]),
            Q("para", "2026-09-16 21:05", "我家丫头在哪座城市念书来着", ["m06"]),
            Q("task", "2026-09-17 20:30", "帮我排一下喀纳斯禾木那趟的路书，每段别开太久，住的地方也推荐推荐",
              ["m08", "m04", "m12"]),
            Q("task", "2026-09-18 19:10", "跑南疆老乡常拉着吃肉喝酒，饭点也乱，帮我想想自己吃喝和随身药咋安排",
              ["m05", "m13", "m03"]),
            Q("direct", "2026-09-19 12:00", "我带团一般爱住民宿还是连锁酒店", ["m12"]),
            Q("abst", "2026-09-20 10:45", "独库公路一般几月份开放通车", [], topic="独库"),
            Q("expiry", "2026-09-21 18:30", "上个月那条线跑完了，帮我看看接下来还有哪趟队要带",
              ["m08"], forbid=["独库"], plan="m09"),
        ],
        exclude=[
            ("job: self-employed club leader; office-routine lines contradict her job", OFFICE, OFFICE_WORDS),
            ("family: one daughter at university, no spouse stated; spouse/small-child/school lines contradict",
             ["partner", "kids_school"], FAMILY_ALL),
            ("diet: gastritis and no alcohol are asked about; drinks and cold/spicy/alcohol lines match",
             ["drinks"], ["冰", "凉", "酒", "辣"]),
            ("phobia: afraid of water; swimming/boat lines contradict", [], ["游泳", "船", "下水"]),
            ("climate: winters in 三亚; cold-weather lines contradict", [], ["冬天", "三亚", "冷", "暖气"]),
            ("twin: the other u_linhang's name, city and allergen are forbidden", [], ["林航", "成都", "芒果"]),
        ],
    ),
    dict(
        key="songqiao", user_id="u_songqiao", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-16 20:00", "用户叫宋乔，36岁，住在杭州，在银行上班"),
            M("m02", "f", 0.8, "2025-10-03 09:20", "用户有两个孩子，哥哥6岁，妹妹3岁"),
            M("m03", "f", 0.9, "2025-10-28 21:40", "用户的大儿子晕车很厉害，车程超过一个小时就吐"),
            M("m04", "f", 1.0, "2025-11-15 19:10", "用户的小女儿对鸡蛋过敏"),
            M("m05", "f", 0.7, "2025-12-20 22:30", "用户自己有偏头痛，强光照射或没睡好就容易犯"),
            M("m06", "f", 0.6, "2026-01-18 15:00", "用户家的车是理想L7增程版，一家人出门都开它"),
            M("m07", "f", 0.8, "2026-02-26 20:50", "用户的老公没有驾照，长途都是她一个人开"),
            M("m08", "p", 0.7, "2026-03-22 10:00", "用户带娃出游单程最多接受三个小时车程", src="inferred"),
            M("m09", "f", 0.9, "2026-07-05 21:15", "用户打算2026年国庆带孩子去安吉的帐篷营地住两晚",
              end="2026-10-07"),
            M("m10", "f", 0.8, "2026-04-12 19:30", "用户计划明年春节开车回江西婆家过年", end="2027-02-14"),
            M("m11", "p", 0.5, "2026-05-09 11:20", "用户周末常带孩子去近郊公园野餐", durable=True),
            M("m12", "p", 0.6, "2026-08-15 20:10", "用户家短途出游一次花费一般不超过三千块"),
        ],
        probes=[
            Q("para", "2026-09-11 21:00", "老大一上高速哇哇吐，有啥招", ["m03"]),
            Q("para", "2026-09-12 18:40", "小的那个能吃蛋挞吗", ["m04"]),
            Q("para", "2026-09-13 15:30", "高原大太阳晒着，我这脑壳会不会又疼起来", ["m05"]),
            Q("para", "2026-09-14 20:20", "高速上开累了，孩子他爸能接手方向盘不", ["m07"]),
            Q("task", "2026-09-15 22:10", "国庆去安吉那趟，路上在哪停、吃点啥，帮我规划下",
              ["m09", "m03", "m04", "m07"]),
            Q("task", "2026-09-16 21:45", "这周末想带俩娃去千岛湖玩一天，帮我看看咋安排",
              ["m03", "m04", "m08"]),
            Q("task", "2026-09-18 20:00", "春节回婆家那趟，路上充电加油和歇脚怎么排",
              ["m10", "m06", "m07", "m03"]),
            Q("direct", "2026-09-19 09:30", "我家那台理想L7是增程的还是纯电的", ["m06"]),
            Q("abst", "2026-09-20 16:10", "小孩晕车贴到底管不管用", [], topic="晕车"),
            Q("abst", "2026-09-21 23:05", "偏头痛发作的时候能不能吃布洛芬", [], topic="偏头痛"),
        ],
        exclude=[
            ("family: husband who cannot drive, son 6 and daughter 3; other spouse/child/school lines contradict",
             ["partner", "kids_school"], FAMILY_ALL),
            ("health: migraine triggered by poor sleep; sleep lines would match the migraine probes",
             ["sleep"], ["偏头痛", "头痛"]),
            ("diet: egg allergy of the daughter is asked about", [], ["鸡蛋", "蛋"]),
            ("routine: weekend picnics in parks are a core habit", [], ["公园", "野餐"]),
        ],
    ),
    dict(
        key="heyuan", user_id="u_heyuan", tenant="default", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-22 20:30", "用户叫贺远，今年45岁，住在西安，是高中物理老师", durable=True),
            M("m02", "f", 0.7, "2025-10-18 14:00", "用户去年买了一台二手C型房车，依维柯底盘"),
            M("m03", "f", 0.9, "2025-11-25 21:20", "用户有腰椎间盘突出，久坐超过两小时腰腿发麻"),
            M("m04", "f", 0.8, "2025-12-30 19:00", "用户的爱人恐高，盘山路临崖一侧都不敢往外看"),
            M("m05", "f", 0.5, "2026-01-20 20:40", "用户的儿子在上高二，平时周末也要补课，很少跟着出门"),
            M("m06", "p", 0.6, "2026-02-14 22:50", "用户喜欢观星，有一台星特朗的天文望远镜"),
            M("m07", "f", 0.9, "2026-03-08 08:30", "用户血压偏高，一直在吃氨氯地平"),
            M("m08", "p", 0.6, "2026-04-02 12:20", "用户口味离不开面食和油泼辣子，吃不惯米饭"),
            M("m09", "f", 0.8, "2026-05-28 21:00", "用户打算2026年暑假开房车走一趟西北大环线，8月10日前回西安",
              end="2026-08-10", vu=True),
            M("m10", "f", 0.9, "2026-08-22 20:15", "用户和爱人计划2026年国庆开房车去壶口瀑布和延安",
              end="2026-10-08"),
            M("m11", "p", 0.7, "2026-06-15 19:45", "用户开房车出门爱住免费营地和服务区，能不住酒店就不住"),
            M("m12", "p", 0.7, "2026-07-01 21:30", "用户长途出行的油费加过路费每天不超过六百"),
        ],
        probes=[
            Q("para", "2026-09-11 20:10", "L4L5那块的老毛病，一口气开五个钟头受得了吗", ["m03"]),
            Q("para", "2026-09-12 21:35", "走那种一边是深沟的山道，媳妇会不会吓得不行", ["m04"]),
            Q("para", "2026-09-13 07:50", "降压的小白片路上要不要多揣一板", ["m07"]),
            Q("para", "2026-09-14 22:30", "去戈壁看银河，那台镜筒要不要塞进车里", ["m06"]),
            Q("para", "2026-09-15 19:00", "晚上停哪过夜，是花钱住宾馆还是随便找个地儿", ["m11"]),
            Q("task", "2026-09-16 20:40", "国庆去壶口那趟，路线咋走，每天开多久合适", ["m10", "m03", "m04"]),
            Q("task", "2026-09-18 21:15", "想开房车去额济纳拍胡杨，晚上顺便看星星，帮我做个预算、吃饭也安排下",
              ["m06", "m12", "m08", "m11"]),
            Q("direct", "2026-09-19 08:20", "我血压高吃的那个药叫啥来着", ["m07"]),
            Q("abst", "2026-09-20 15:00", "C型房车和B型房车有什么区别", [], topic="房车"),
            Q("expiry", "2026-09-14 18:00", "暑假那趟跑完回来了，房车该保养了，看看接下来啥时候还能出门",
              ["m10", "m02"], forbid=["大环线"], plan="m09"),
        ],
        exclude=[
            ("job: high-school teacher; office-routine lines contradict", OFFICE, OFFICE_WORDS),
            ("family (male): wife (爱人) and a son in 高二; other spouse/child/school lines contradict",
             ["partner", "kids_school"], FAMILY_ALL + FEMALE_ONLY),
            ("health: lumbar disc + long sitting; fitness lines would match or contradict",
             ["gym_fitness"], ["久坐", "坐"]),
            ("diet: 面食 vs 米饭 preference is asked about", [], ["面", "米饭", "大米"]),
            ("phobia: wife's fear of heights is asked about", [], ["恐高", "高处"]),
        ],
    ),
    dict(
        key="tangmiao", user_id="u_tangmiao", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-19 22:00", "用户叫唐淼，28岁，在深圳做UI设计"),
            M("m02", "f", 0.8, "2025-10-09 20:10", "用户开一辆比亚迪海豹纯电版，满电实际能跑五百公里左右"),
            M("m03", "p", 0.7, "2025-11-12 23:10", "用户有里程焦虑，电量低于百分之三十就会很慌"),
            M("m04", "p", 0.9, "2025-12-01 12:40", "用户吃全素，不吃肉蛋奶"),
            M("m05", "f", 1.0, "2026-01-07 19:20", "用户对花生过敏，吃一点就喉咙发紧"),
            M("m06", "f", 0.7, "2026-02-18 16:00", "用户有低血糖，饿久了会手抖头晕"),
            M("m07", "f", 0.8, "2026-03-15 21:50", "用户有点夜盲，天黑后不敢开车"),
            M("m08", "f", 0.9, "2026-06-20 22:30", "用户计划2026年11月从深圳自驾去云南大理，玩十天左右",
              end="2026-11-30"),
            M("m09", "p", 0.7, "2026-07-12 20:00", "用户给11月云南那趟定的总预算是八千块",
              end="2026-11-30", vu=True),
            M("m10", "p", 0.5, "2026-04-25 15:30", "用户喜欢边开边拍vlog，车上装了大疆Osmo Pocket"),
            M("m11", "p", 0.5, "2026-05-30 18:40", "用户周末常去大鹏半岛海边露营", durable=True),
            M("m12", "p", 0.6, "2026-08-08 21:15", "用户喜欢一个人出行，不跟团也不拼车", src="inferred"),
        ],
        probes=[
            Q("para", "2026-09-11 19:20", "太阳落山以后我还能握方向盘吗", ["m07"]),
            Q("para", "2026-09-12 23:40", "表显剩两三成的时候我心里直打鼓想找桩，这正常吗", ["m03"]),
            Q("para", "2026-09-13 12:30", "沿途的腊肉火腿我都不碰的哈，你晓得吧", ["m04"]),
            Q("para", "2026-09-14 20:50", "云南米线上常撒那种碎果仁，要不要先跟老板打招呼", ["m05"]),
            Q("task", "2026-09-15 22:00", "11月去大理那趟，帮我规划每天开多远、在哪补电",
              ["m08", "m02", "m03", "m07"]),
            Q("task", "2026-09-17 13:10", "去云南路上想在服务区随便买点吃的，帮我列个清单",
              ["m04", "m05", "m06"]),
            Q("task", "2026-09-18 21:30", "这周末想去大鹏那边海边搭帐篷，顺便拍点素材，帮我安排下",
              ["m11", "m10", "m07"]),
            Q("direct", "2026-09-19 20:00", "我给云南那趟定的预算是多少来着", ["m09"]),
            Q("abst", "2026-09-20 11:25", "比亚迪海豹冬天续航一般打几折", [], topic="海豹"),
            Q("abst", "2026-09-22 17:40", "海边露营帐篷的地钉怎么打才不会被风吹跑", [], topic="露营"),
        ],
        exclude=[
            ("family: travels alone, no partner or children stated", ["partner", "kids_school"], FAMILY_ALL),
            ("age: 28; lines about decades-old homes, mortgages, retirement do not fit", [], OLDER_ONLY),
            ("diet: vegan + peanut allergy; shopping lines and meat/egg/dairy/nut words contradict or match",
             ["grocery_shopping"],
             ["肉", "鸡", "鱼", "蛋", "奶", "虾", "排骨", "花生", "坚果", "牛", "羊", "猪", "香肠"]),
            ("health: low blood sugar; hunger/snack lines would match the food task", [], ["饿", "零食", "甜"]),
            ("gear: vlog camera probes; gadget lines would look relevant", ["phone_gadgets"], []),
        ],
    ),
    dict(
        key="fangzheng", user_id="u_fangzheng", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-28 21:00", "用户叫方正，39岁，北京人，在律所上班"),
            M("m02", "f", 0.7, "2025-10-20 20:20", "用户自己没买车，出去玩都是在神州或一嗨租车"),
            M("m03", "f", 0.9, "2025-11-08 22:10", "用户有轻度哮喘，随身带沙丁胺醇喷雾"),
            M("m04", "f", 0.9, "2025-12-12 19:40", "用户对尘螨过敏，住酒店得要求换干净床品"),
            M("m05", "p", 1.0, "2026-01-05 12:15", "用户是回族，只吃清真"),
            M("m06", "f", 0.7, "2026-02-08 20:30", "用户驾照拿了五年但实际开得少，不敢开山路和夜路"),
            M("m07", "f", 0.9, "2026-06-10 21:40", "用户打算明年春节带爸妈去海南租车环岛", end="2027-02-20"),
            M("m08", "f", 0.8, "2026-03-18 19:00", "用户的父亲腿脚不好，走路超过半小时就得歇"),
            M("m09", "f", 0.8, "2026-04-22 20:50", "用户的母亲晕车，坐后排容易吐，一般让她坐副驾"),
            M("m10", "p", 0.6, "2026-05-14 18:30", "用户租车一般选日租三百以内的经济型SUV"),
            M("m11", "p", 0.5, "2026-07-19 22:00", "用户出门喜欢住含早餐的酒店", src="inferred"),
            M("m12", "p", 0.4, "2026-08-26 21:10", "用户每年年底都会休一次年假出去玩", durable=True),
        ],
        probes=[
            Q("para", "2026-09-11 22:40", "那个蓝色的救命吸入器我得多揣一个吗", ["m03"]),
            Q("para", "2026-09-12 12:05", "当地的椰子鸡、猪肚鸡我能碰吗", ["m05"]),
            Q("para", "2026-09-13 20:15", "环岛东线有段盘山的，我这二把刀技术行不行", ["m06"]),
            Q("para", "2026-09-14 09:10", "我手里没有私家座驾，出门一般找哪家平台", ["m02"]),
            Q("task", "2026-09-15 21:20", "明年春节去海南那趟，每天行程怎么排，老人能跟得上吗",
              ["m07", "m08", "m09"]),
            Q("task", "2026-09-16 19:50", "下个月想租车去坝上草原转三天，帮我挑车和住的地方",
              ["m02", "m10", "m04", "m11"]),
            Q("task", "2026-09-18 22:30", "草原上住蒙古包、吃手把肉，我这身体和饮食得提前准备啥",
              ["m05", "m03", "m04"]),
            Q("direct", "2026-09-19 18:00", "我妈晕车的话坐副驾还是后排好", ["m09"]),
            Q("abst", "2026-09-20 21:00", "哮喘的人去高海拔地区一般要注意什么", [], topic="哮喘"),
            Q("abst", "2026-09-21 10:30", "租车异地还车一般要另加多少钱", [], topic="租车"),
        ],
        exclude=[
            ("family: parents are core (father's legs, mother's carsickness); parent lines would match",
             ["parents"], ["爸", "妈", "父", "母"]),
            ("family (male): no spouse or children stated", ["partner", "kids_school"], FAMILY_ALL + FEMALE_ONLY),
            ("diet: halal only; pork/alcohol/grocery lines contradict or match",
             ["grocery_shopping"], ["猪", "肉", "香肠", "排骨", "酒", "火锅", "饺子", "烧烤", "湘菜", "麻辣烫"]),
            ("health: asthma and dust-mite allergy; dust/smoke/bedding lines would match",
             [], ["灰", "尘", "螨", "喘", "烟", "香水", "被", "床"]),
            ("travel style: hotels with breakfast are asked about", [], ["早餐", "早饭", "酒店"]),
        ],
    ),
    dict(
        key="qinlu", user_id="u_qinlu", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-21 19:30", "用户叫秦璐，33岁，住在重庆，是自由插画师"),
            M("m02", "f", 0.8, "2025-10-15 20:00", "用户养了一只边牧叫豆包，出门露营都带着它"),
            M("m03", "f", 0.8, "2025-11-18 21:30", "用户的狗豆包坐车会晕，一路流口水还会吐"),
            M("m04", "f", 0.7, "2025-12-22 22:40", "用户怕蛇，看到深草丛就发怵"),
            M("m05", "f", 1.0, "2026-01-26 18:50", "用户被蜜蜂蛰过后严重过敏，随身带肾上腺素笔"),
            M("m06", "p", 0.6, "2026-02-28 15:20", "用户是精致露营风格，装备基本是Snow Peak和挪客"),
            M("m07", "f", 0.6, "2026-03-20 20:10", "用户开一辆斯巴鲁森林人"),
            M("m08", "p", 0.7, "2026-04-16 12:30", "用户虽然是重庆人，但一点辣都吃不了"),
            M("m09", "f", 0.9, "2026-07-08 21:00", "用户计划2026年10月中旬去川西新都桥露营拍秋色",
              end="2026-10-20", vu=True),
            M("m10", "f", 0.7, "2026-05-22 19:15", "用户有腱鞘炎，手腕使不上大力气，搭大天幕很吃力"),
            M("m11", "p", 0.5, "2026-06-12 20:40", "用户每个月至少出去露营一次", durable=True),
            M("m12", "p", 0.6, "2026-08-18 22:20", "用户买装备舍得花钱，住宿却能省则省"),
        ],
        probes=[
            Q("para", "2026-09-11 18:30", "我家毛孩子一上高速就干呕，咋办", ["m03"]),
            Q("para", "2026-09-12 10:20", "秋天山里马蜂多，我那支EpiPen要不要补一支", ["m05"]),
            Q("para", "2026-09-13 22:50", "川西的草甸里会不会有那种滑溜溜的长条家伙", ["m04"]),
            Q("para", "2026-09-14 15:40", "三米乘四米的大蝶形布，我一个人支得起来吗", ["m10"]),
            Q("task", "2026-09-15 20:30", "10月去新都桥露营，帮我列装备清单和路上安排",
              ["m09", "m02", "m03", "m05"]),
            Q("task", "2026-09-16 21:10", "周末想去武隆仙女山找个营地，吃的和狗子都得安排好",
              ["m08", "m02", "m03"]),
            Q("task", "2026-09-18 14:20", "想添一顶大点的天幕和一套桌椅，帮我挑挑", ["m06", "m10", "m12"]),
            Q("direct", "2026-09-19 22:00", "我那辆斯巴鲁森林人能跑川西的烂路吗", ["m07"]),
            Q("abst", "2026-09-20 09:15", "腱鞘炎平时怎么缓解比较好", [], topic="腱鞘炎"),
            Q("abst", "2026-09-21 19:45", "边牧一天要遛多久才够", [], topic="边牧"),
        ],
        exclude=[
            ("job: freelance illustrator; office-routine lines contradict", OFFICE, OFFICE_WORDS),
            ("pets: owns a border collie; other pet lines (cats, other dogs) contradict or match",
             ["pets"], ["狗", "猫", "遛"]),
            ("family: single, no partner or children stated", ["partner", "kids_school"], FAMILY_ALL),
            ("diet: cannot eat spicy food despite being from 重庆", [], ["辣", "火锅", "湘菜", "重庆"]),
            ("phobia/allergy: snakes and bee stings are asked about", [], ["蛇", "蜂", "蜜"]),
            ("gear: equipment-shopping task; online-shopping lines would look relevant",
             ["online_shopping"], ["手腕", "装备"]),
        ],
    ),
    dict(
        key="wubin", user_id="u_wubin", tenant="default", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-17 22:30", "用户叫吴斌，47岁，在兰州一家医院当麻醉科医生"),
            M("m02", "f", 0.7, "2025-10-24 20:00", "用户开一辆Jeep牧马人，改装了绞盘和涉水喉"),
            M("m03", "f", 1.0, "2025-11-30 21:10", "用户2024年做过心脏支架手术，一直在吃阿司匹林"),
            M("m04", "f", 0.9, "2025-12-18 19:50", "用户有痛风，海鲜和啤酒都不敢碰"),
            M("m05", "f", 0.5, "2026-01-28 21:40", "用户的女儿今年读高三", durable=True),
            M("m06", "f", 0.6, "2026-02-16 20:20", "用户的爱人不爱出远门，他一般跟越野群的车友结伴出去"),
            M("m07", "f", 0.8, "2026-05-06 22:00", "用户计划2026年8月和车友穿越巴丹吉林沙漠", end="2026-08-31"),
            M("m08", "f", 0.9, "2026-08-12 21:30", "用户打算2026年10月下旬去敦煌雅丹拍星空",
              end="2026-10-31", vu=True),
            M("m09", "p", 0.6, "2026-03-25 20:40", "用户喜欢夜里拍星轨，用索尼A7M4配广角镜头"),
            M("m10", "f", 0.7, "2026-04-20 23:20", "用户睡眠浅，在帐篷里很难睡着，出门都睡在车里"),
            M("m11", "f", 0.7, "2026-06-05 19:00", "用户每个周末都要值一次班，只能周中调休出门", durable=True),
            M("m12", "p", 0.5, "2026-07-15 20:10", "用户改装车舍得花钱，吃住上很随意"),
        ],
        probes=[
            Q("para", "2026-09-11 23:10", "我胸口装着两根金属管子，还能去阿里那种四五千米的地方玩沙吗", ["m03"]),
            Q("para", "2026-09-12 22:45", "夜宵撸串配冰乌苏，我这脚趾头会不会又肿", ["m04"]),
            Q("para", "2026-09-13 01:20", "荒野里打地铺我整宿合不上眼", ["m10"]),
            Q("para", "2026-09-14 12:40", "科里那么忙，我通常礼拜几才溜得出去撒野", ["m11"]),
            Q("para", "2026-09-15 20:05", "我那台吉普的前后桥锁还要不要再升级", ["m02"]),
            Q("task", "2026-09-16 21:40", "10月底去敦煌拍星空，帮我排个行程，夜里在哪休息",
              ["m08", "m09", "m10", "m11"]),
            Q("task", "2026-09-17 22:20", "车友约着下周去腾格里冲沙，吃喝和身体上我得注意啥",
              ["m03", "m04", "m11"]),
            Q("direct", "2026-09-18 20:50", "我爱人愿不愿意跟我出远门越野", ["m06"]),
            Q("abst", "2026-09-19 13:30", "星轨照片后期一般用什么软件叠加", [], topic="星轨"),
            Q("expiry", "2026-09-15 21:55", "上个月那趟沙漠穿越结束了，车该保养了，下回出去定哪儿",
              ["m08", "m02"], forbid=["巴丹吉林"], plan="m07"),
        ],
        exclude=[
            ("job: hospital anaesthetist; office-routine lines contradict", OFFICE, OFFICE_WORDS),
            ("family (male): wife and a daughter in 高三; other spouse/child/school lines contradict",
             ["partner", "kids_school"], FAMILY_ALL + FEMALE_ONLY),
            ("diet: gout (no seafood/beer) is asked about", ["drinks"],
             ["酒", "海鲜", "三文鱼", "虾", "蟹", "鱼"]),
            ("health: heart stent; fitness/stair-climbing lines would match the exertion probes",
             ["gym_fitness"], ["爬"]),
            ("sleep: light sleeper in tents is asked about", ["sleep"], ["睡"]),
            ("gear: camera probes; gadget lines would look relevant", ["phone_gadgets"], ["星"]),
            ("schedule: weekend shifts; lines about fixed weekends off contradict", [], ["周末", "双休", "周六", "周日"]),
        ],
    ),
    dict(
        key="xiemo", user_id="u_xiemo", tenant="default", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-24 21:20", "用户叫谢沫，26岁，在上海做新媒体运营"),
            M("m02", "f", 0.8, "2025-10-30 22:00", "用户坐车很容易晕，自己开就没事"),
            M("m03", "f", 0.8, "2025-11-22 20:30", "用户恐高，玻璃栈道和索道都不敢上"),
            M("m04", "p", 0.7, "2025-12-10 19:10", "用户不吃牛羊肉，嫌有膻味"),
            M("m05", "f", 0.9, "2026-01-16 12:50", "用户乳糖不耐受，喝牛奶会拉肚子"),
            M("m06", "f", 0.7, "2026-04-05 20:40", "用户今年3月才拿到驾照，还没上过高速", durable=True),
            M("m07", "f", 0.7, "2026-02-22 21:00", "用户的男朋友阿哲有十年驾龄，长途主要靠他开"),
            M("m08", "f", 0.8, "2026-05-12 22:40", "用户和男朋友约好2026年7月底自驾去新疆伊犁",
              end="2026-07-31", vu=True),
            M("m09", "f", 0.9, "2026-08-05 21:30", "用户计划2026年国庆和男朋友租车去内蒙古阿尔山",
              end="2026-10-08"),
            M("m10", "p", 0.6, "2026-03-10 20:15", "用户和男朋友出去玩AA，每人每天预算四百左右"),
            M("m11", "p", 0.5, "2026-06-08 19:40", "用户喜欢穿汉服拍照发小红书"),
            M("m12", "p", 0.4, "2026-07-20 22:10", "用户每年生日都要去一个没去过的城市", durable=True),
        ],
        probes=[
            Q("para", "2026-09-14 21:10", "后排坐久了就反胃，轮到我掌舵就好好的", ["m02"]),
            Q("para", "2026-09-15 12:35", "阿尔山天池要爬好多级台阶，旁边还有悬崖栈道，我这种能行吗", ["m03"]),
            Q("para", "2026-09-16 22:05", "草原上的奶茶奶皮我能尝几口吗", ["m05"]),
            Q("para", "2026-09-17 19:25", "内蒙那边的烤全羊、手把串儿，我只能干瞅着吧", ["m04"]),
            Q("para", "2026-09-18 23:15", "新手菜鸟一枚，G55那种路段我敢开吗", ["m06"]),
            Q("task", "2026-09-19 20:40", "国庆阿尔山那趟，我和阿哲怎么轮流开比较好",
              ["m09", "m02", "m06", "m07"]),
            Q("task", "2026-09-20 10:10", "周末想去安吉云上草原拍汉服，帮我排个一日游", ["m11", "m03", "m02"]),
            Q("direct", "2026-09-21 21:50", "我和男朋友出去玩AA，每天预算多少来着", ["m10"]),
            Q("abst", "2026-09-22 14:30", "汉服外拍一般什么季节最出片", [], topic="汉服"),
            Q("expiry", "2026-09-13 20:00", "想再找个地方自驾看草原，帮我推荐下", ["m09"],
              forbid=["伊犁"], plan="m08"),
        ],
        exclude=[
            ("family: unmarried, boyfriend 阿哲; spouse/child/school lines contradict",
             ["partner", "kids_school"], FAMILY_ALL),
            ("diet: no beef/lamb and lactose intolerance are asked about",
             [], ["牛", "羊", "奶", "芝士"]),
            ("phobia: fear of heights is asked about", [], ["恐高", "高处", "玻璃"]),
            ("habit: birthday trips to new cities", [], ["生日", "城市"]),
            ("age: 26; lines about decades-old homes, mortgages, retirement do not fit", [], OLDER_ONLY),
            ("hobby: 汉服 photos; clothing lines would look relevant", [], ["汉服", "衣服", "穿"]),
        ],
    ),
    dict(
        key="luoyi", user_id="u_luoyi", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-30 20:00", "用户叫罗毅，41岁，住在广州，做跨境电商"),
            M("m02", "f", 1.0, "2025-10-26 21:30", "用户小时候得过小儿麻痹，双腿无力，平时坐轮椅"),
            M("m03", "f", 0.8, "2025-11-28 19:20", "用户开的是加装手控装置的大众途观L，持C5驾照"),
            M("m04", "f", 0.9, "2025-12-26 22:00", "用户有2型糖尿病，每天打胰岛素"),
            M("m05", "f", 1.0, "2026-01-22 20:10", "用户对头孢类抗生素过敏"),
            M("m06", "f", 0.7, "2026-02-19 21:00", "用户的妻子阿敏陪他出行，她不会开车"),
            M("m07", "f", 0.9, "2026-04-30 20:30", "用户打算明年春节自驾去广西北海和涠洲岛", end="2027-02-20"),
            M("m08", "p", 0.9, "2026-03-14 19:50", "用户住酒店必须要无障碍房，卫生间得有扶手"),
            M("m09", "p", 0.5, "2026-05-24 18:00", "用户喜欢钓鱼，周末常去从化的水库", durable=True),
            M("m10", "p", 0.6, "2026-06-28 21:20", "用户出游住宿一晚预算八百左右，喜欢住好一点的"),
            M("m11", "p", 0.6, "2026-07-26 12:30", "用户爱吃粤式早茶，不爱吃辣"),
            M("m12", "f", 0.6, "2026-08-30 20:40", "用户每三个月要回医院复查一次血糖", durable=True),
        ],
        probes=[
            Q("para", "2026-09-11 10:30", "景区那些台阶和栈桥，我这情况上得去吗", ["m02"]),
            Q("para", "2026-09-12 20:45", "随身那几支笔芯路上咋保冷", ["m04"]),
            Q("para", "2026-09-13 18:10", "路上要是发炎了，先锋霉素那类药我能吃吗", ["m05"]),
            Q("para", "2026-09-14 21:35", "订房时前台问我有啥特殊需求，我该咋说", ["m08"]),
            Q("task", "2026-09-15 20:55", "明年春节去北海涠洲岛，帮我看看住哪、岛上怎么玩",
              ["m07", "m08", "m02", "m10"]),
            Q("task", "2026-09-17 19:30", "这周末想开去清远泡温泉住一晚，帮我挑酒店、吃的也安排下",
              ["m08", "m10", "m04", "m11"]),
            Q("task", "2026-09-18 22:05", "下个月想自驾去潮汕吃一圈，三天的路线怎么排",
              ["m04", "m11", "m06", "m02"]),
            Q("direct", "2026-09-19 09:00", "我复查血糖是多久一次来着", ["m12"]),
            Q("abst", "2026-09-20 17:20", "水库钓鱼一般用什么饵料比较好", [], topic="钓鱼"),
            Q("abst", "2026-09-22 20:30", "2型糖尿病和1型糖尿病有啥区别", [], topic="糖尿病"),
        ],
        exclude=[
            ("mobility: uses a wheelchair; walking/running/cycling/standing lines contradict",
             ["gym_fitness"], ["走", "跑", "步", "骑", "爬", "跳", "站", "蹲", "楼梯", "遛"]),
            ("job: self-employed e-commerce; office-routine lines contradict", OFFICE, OFFICE_WORDS),
            ("family (male): wife 阿敏, no children stated", ["partner", "kids_school"], FAMILY_ALL + FEMALE_ONLY),
            ("diet: diabetes and no spicy food; sweet/drink lines contradict or match",
             ["drinks"], ["糖", "甜", "奶茶", "蛋糕", "可乐", "辣", "早茶", "点心"]),
            ("hobby: fishing is asked about", [], ["钓"]),
            ("lodging: accessible hotel rooms are asked about", [], ["酒店", "卫生间", "浴室"]),
        ],
    ),
    dict(
        key="zhaoqing", user_id="u_zhaoqing", tenant="default", kinds="B",
        mem=[
            M("m01", "f", 0.8, "2025-09-27 20:50", "用户叫赵晴，35岁，住在昆明，在旅行社做计调"),
            M("m02", "f", 1.0, "2026-07-22 21:00", "用户怀孕六个月了，预产期是2026年12月"),
            M("m03", "f", 0.8, "2026-08-02 19:30", "用户有妊娠期贫血，容易头晕乏力"),
            M("m04", "f", 1.0, "2025-10-16 12:20", "用户对海鲜过敏"),
            M("m05", "f", 0.7, "2025-11-26 21:40", "用户的老公阿凯负责开车，她只坐副驾"),
            M("m06", "p", 0.6, "2025-12-28 20:00", "用户喜欢房车旅行，之前租过好几次房车"),
            M("m07", "f", 0.9, "2026-06-25 22:15", "用户和老公打算2026年国庆租房车环洱海慢慢玩", end="2026-10-08"),
            M("m08", "p", 0.7, "2026-08-10 20:30", "用户这次国庆房车租金预算三千以内", end="2026-10-08", vu=True),
            M("m09", "f", 0.8, "2026-08-28 21:50", "用户怀孕后腰背容易酸，坐车一个小时就得下来活动"),
            M("m10", "p", 0.7, "2026-03-12 19:00", "用户不吃菌子，怕中毒"),
            M("m11", "p", 0.4, "2026-04-18 18:20", "用户每个周末都会去滇池边散步", durable=True),
            M("m12", "f", 0.6, "2026-05-20 20:10", "用户的妈妈住在大理古城附近"),
        ],
        probes=[
            Q("para", "2026-09-11 20:20", "宝宝大概啥时候出来跟我见面", ["m02"]),
            Q("para", "2026-09-12 19:35", "洱海边的小摊卖烤虾和生蚝，我能凑个热闹不", ["m04"]),
            Q("para", "2026-09-13 12:50", "见手青、鸡枞这些山货，我平时碰不碰", ["m10"]),
            Q("para", "2026-09-14 08:40", "最近老是眼前发黑没劲儿，是不是血色素低那个老问题", ["m03"]),
            Q("task", "2026-09-15 21:00", "国庆环洱海那趟，帮我安排房车每天停哪、开多久",
              ["m07", "m02", "m09", "m12"]),
            Q("task", "2026-09-16 20:15", "帮我挑一家租房车的公司，车型和价格有啥建议", ["m08", "m06", "m02"]),
            Q("task", "2026-09-18 11:45", "周末想去抚仙湖吃顿好的，帮我挑家馆子", ["m04", "m10", "m02"]),
            Q("direct", "2026-09-19 21:25", "出门是不是一直都是我老公开车", ["m05"]),
            Q("abst", "2026-09-20 15:50", "洱海环湖一圈大概有多少公里", [], topic="洱海"),
            Q("abst", "2026-09-21 09:05", "缺铁性贫血一般吃什么补得快", [], topic="贫血"),
        ],
        exclude=[
            ("pregnancy: fitness/diet-weight lines and baby words contradict or match",
             ["gym_fitness", "drinks"], ["孕", "宝宝", "减肥", "健身", "咖啡", "酒", "瘦", "斤"]),
            ("family: husband 阿凯, mother in 大理, first baby on the way; other family lines contradict",
             ["partner", "kids_school", "parents"], FAMILY_ALL + ["爸", "妈"]),
            ("diet: seafood allergy and no mushrooms are asked about", ["grocery_shopping"],
             ["海鲜", "鱼", "虾", "蟹", "蚝", "菌", "蘑菇"]),
            ("health: anaemia, dizziness, back ache", [], ["乏力", "贫血", "酸"]),
            ("routine: weekend walks by 滇池", [], ["散步"]),
        ],
    ),
    dict(
        key="gaoyang", user_id="u_gaoyang", tenant="default", kinds="A",
        mem=[
            M("m01", "f", 0.8, "2025-09-23 21:00", "用户叫高扬，29岁，住在哈尔滨，在4S店做售后"),
            M("m02", "f", 0.7, "2025-11-05 20:30", "用户开一辆长城炮皮卡，入冬就换上雪地胎", durable=True),
            M("m03", "f", 0.9, "2025-12-08 22:10", "用户有雷诺综合征，手指一受冻就发白发麻"),
            M("m04", "f", 0.9, "2026-01-11 19:40", "用户是乙肝小三阳，滴酒不沾"),
            M("m05", "f", 0.7, "2026-02-03 20:50", "用户怕狗，小时候被狗咬过"),
            M("m06", "f", 1.0, "2026-03-06 18:30", "用户对桃子过敏"),
            M("m07", "f", 0.9, "2026-08-16 21:20", "用户打算明年元旦开车去漠河北极村", end="2027-01-03"),
            M("m08", "f", 0.8, "2026-04-10 22:00", "用户计划2026年6月自驾穿越呼伦贝尔到额尔古纳",
              end="2026-06-30", vu=True),
            M("m09", "f", 0.7, "2026-05-02 20:15", "用户的女朋友小鹿特别怕冷，冬天出门基本不下车"),
            M("m10", "p", 0.5, "2025-12-20 21:30", "用户每年冬天都会去雪乡住几天", durable=True),
            M("m11", "p", 0.7, "2026-06-22 20:40", "用户自驾住宿一晚不超过两百，经常睡车里"),
            M("m12", "p", 0.5, "2026-07-14 19:20", "用户喜欢冬钓，在冰面上凿洞钓鱼"),
        ],
        probes=[
            Q("para", "2026-09-14 22:10", "零下三十度在外头拍照，我这指头会不会又变白", ["m03"]),
            Q("para", "2026-09-15 20:30", "到了北极村老乡热情劝喝两盅，我该咋推", ["m04"]),
            Q("para", "2026-09-16 12:15", "雪乡家家户户拴着大黄，我过去会不会发怵", ["m05"]),
            Q("para", "2026-09-17 21:40", "路上买的黄桃罐头我能吃几口不", ["m06"]),
            Q("para", "2026-09-18 19:05", "我那皮卡后斗要不要加个硬顶盖", ["m02"]),
            Q("task", "2026-09-19 21:30", "元旦去漠河那趟，帮我排下路线、住哪、怎么防冻",
              ["m07", "m03", "m11", "m09"]),
            Q("task", "2026-09-21 10:00", "周末想带对象去松花江上凿冰钓鱼，要准备些啥", ["m12", "m03", "m09"]),
            Q("direct", "2026-09-22 20:20", "我每年冬天去雪乡一般住几天", ["m10"]),
            Q("abst", "2026-09-23 15:15", "雪地胎和四季胎在冰面上差多少", [], topic="雪地胎"),
            Q("expiry", "2026-09-20 22:45", "夏天那趟草原自驾的片子还没修完，接下来冬天有啥出行计划来着",
              ["m07", "m10"], forbid=["呼伦贝尔", "额尔古纳"], plan="m08"),
        ],
        exclude=[
            ("phobia: afraid of dogs; pet lines (walking the dog etc.) contradict", ["pets"], ["狗"]),
            ("family (male): girlfriend 小鹿, no spouse or children", ["partner", "kids_school"],
             FAMILY_ALL + FEMALE_ONLY),
            ("age/job: 29-year-old after-sales technician; owner-for-decades and work-from-home lines contradict",
             [], OLDER_ONLY + ["居家办公", "在家办公"]),
            ("health: hepatitis B carrier who never drinks; alcohol lines contradict",
             ["drinks"], ["酒", "小酌"]),
            ("climate/health: Raynaud's and winter trips; cold-weather lines would match",
             [], ["冷", "冬天", "冻", "暖气", "电热毯", "手指"]),
            ("hobby: ice fishing is asked about", [], ["钓"]),
            ("allergy: peach allergy is asked about", [], ["桃"]),
        ],
    ),
]


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def meaningful(s):
    s = s.replace("用户", "")
    return {c for c in s if "\u4e00" <= c <= "\u9fff" and c not in FUNCTION_CHARS}


def overlap(a, b):
    return meaningful(a) & meaningful(b)


def load_background():
    with open(BG_PATH, encoding="utf-8") as f:
        data = json.load(f)
    return data["statements"]


def exclusion_groups(acc):
    return GLOBAL_EXCLUDE + acc["exclude"]


def eligible(acc, statements):
    topics, words = set(), []
    for _reason, tps, wds in exclusion_groups(acc):
        topics.update(tps)
        words.extend(wds)
    for p in acc["probes"]:
        for alts in p["forbid"]:
            words.extend(alts)
    if acc.get("twin"):
        other = ACC_BY_KEY[acc["twin"]]
        words.extend([other["name"], other["city"], other["allergen"]])
    words = [norm(w) for w in words]
    out = []
    for st in statements:
        if st["topic"] in topics:
            continue
        text = norm(st["text"])
        if any(w in text for w in words):
            continue
        out.append(st["text"])
    return out


ACC_BY_KEY = {a["key"]: a for a in ACCOUNTS}


def twin_forbids(acc):
    if not acc.get("twin"):
        return []
    o = ACC_BY_KEY[acc["twin"]]
    return [[o["name"]], [o["city"]], [o["allergen"]]]


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------
def build(statements):
    users = []
    n = 0
    for acc in ACCOUNTS:
        mems = []
        for m in acc["mem"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(m["created"]),
                 "source": m["source"]}
            if m["vu"]:
                d["valid_until"] = iso(m["end"])
            mems.append(d)
        rng = random.Random("set11-bg:" + acc["key"])
        pool = eligible(acc, statements)
        count = rng.randint(100, 180)
        picked = rng.sample(pool, min(count, len(pool)))
        core_types = [m["type"] for m in acc["mem"]]
        core_imps = [m["importance"] for m in acc["mem"]]
        span = int((REF - WINDOW_START).total_seconds())
        for i, text in enumerate(picked, 1):
            created = WINDOW_START + dt.timedelta(seconds=rng.randrange(span))
            mems.append({"id": "b%03d" % i, "content": text, "type": rng.choice(core_types),
                         "importance": rng.choice(core_imps), "created_at": iso(created),
                         "source": "user_stated"})
        probes = []
        for p in acc["probes"]:
            n += 1
            forbid = [list(f) for f in p["forbid"]] + twin_forbids(acc)
            d = {"id": "p%d-%s" % (n, p["kind"]), "at": iso(p["at"]), "query": p["query"],
                 "relevant": list(p["rel"])}
            if forbid:
                d["forbid"] = forbid
            probes.append(d)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": "zh_retrieval_set11", "users": users}


def serialize(doc):
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
# Validate
# ---------------------------------------------------------------------------
def parse_iso(s):
    return dt.datetime.fromisoformat(s)


def validate(doc, statements):
    errs = []

    def err(msg):
        errs.append(msg)

    # --- format shape ---
    if doc.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if not isinstance(doc.get("name"), str) or not doc["name"]:
        err("name missing")
    users = doc.get("users")
    if not isinstance(users, list) or len(users) != len(ACCOUNTS):
        err("users must be a list of %d accounts" % len(ACCOUNTS))
        return errs
    keys = [a["key"] for a in ACCOUNTS]
    if len(set(keys)) != len(keys):
        err("duplicate account keys")
    pairs = [(u.get("user_id"), u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id) pairs")
    if len({u.get("user_id") for u in users}) != 11:
        err("expected 11 distinct user_ids")
    bg_by_text = {}
    for st in statements:
        bg_by_text.setdefault(st["text"], set()).add(st["topic"])
    kind_tot = {k: 0 for k in KIND_TOTALS}
    all_pids = set()
    task_sizes = []
    for acc, u in zip(ACCOUNTS, users):
        tag = "%s/%s" % (u.get("user_id"), u.get("tenant_id"))
        if u.get("user_id") != acc["user_id"] or u.get("tenant_id") != acc["tenant"]:
            err("%s: account order/ids differ from script" % tag)
            continue
        if set(u) - {"user_id", "tenant_id", "memories", "probes"}:
            err("%s: unexpected user fields" % tag)
        mems = u.get("memories", [])
        ids = [m.get("id") for m in mems]
        if len(set(ids)) != len(ids):
            err("%s: duplicate memory ids" % tag)
        by_id = {}
        for m in mems:
            for f, ty in (("id", str), ("content", str), ("type", str), ("created_at", str),
                          ("source", str)):
                if not isinstance(m.get(f), ty) or not m.get(f):
                    err("%s %s: field %s missing/bad" % (tag, m.get("id"), f))
            if m.get("type") not in ("fact", "preference", "event"):
                err("%s %s: bad type" % (tag, m.get("id")))
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0.3 <= imp <= 1.0:
                err("%s %s: importance out of 0.3-1.0" % (tag, m.get("id")))
            try:
                c = parse_iso(m["created_at"])
                if not (WINDOW_START <= c < REF) or not m["created_at"].endswith("+08:00"):
                    err("%s %s: created_at outside window/tz" % (tag, m["id"]))
            except (KeyError, ValueError):
                err("%s %s: bad created_at" % (tag, m.get("id")))
                continue
            if "valid_until" in m:
                parse_iso(m["valid_until"])
            by_id[m["id"]] = m
        core = [m for m in mems if re.fullmatch(r"m\d\d", m["id"])]
        bg = [m for m in mems if re.fullmatch(r"b\d\d\d", m["id"])]
        if len(core) + len(bg) != len(mems):
            err("%s: memory ids must be m01.. or b001.." % tag)
        if not 9 <= len(core) <= 13:
            err("%s: core count %d not in 9-13" % (tag, len(core)))
        if [m["id"] for m in core] != ["m%02d" % i for i in range(1, len(core) + 1)]:
            err("%s: core ids not consecutive" % tag)
        if [m["id"] for m in bg] != ["b%03d" % i for i in range(1, len(bg) + 1)]:
            err("%s: background ids not consecutive" % tag)
        if not 100 <= len(bg) <= 180:
            err("%s: background count %d not in 100-180" % (tag, len(bg)))
        meta = {m["id"]: m for m in acc["mem"]}
        for m in core:
            mm = meta.get(m["id"])
            if not mm or mm["content"] != m["content"]:
                err("%s %s: core memory differs from script" % (tag, m["id"]))
                continue
            if mm["vu"] != ("valid_until" in m):
                err("%s %s: valid_until mismatch" % (tag, m["id"]))
            if mm["durable"] and mm["end"]:
                err("%s %s: durable fact with an end date" % (tag, m["id"]))
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        # --- background hygiene ---
        ok_pool = set(eligible(acc, statements))
        for m in bg:
            if m["content"] not in bg_by_text:
                err("%s %s: background text not in pool" % (tag, m["id"]))
            elif m["content"] not in ok_pool:
                err("%s %s: background text violates hygiene" % (tag, m["id"]))
            if m["type"] not in core_types or m["importance"] not in core_imps:
                err("%s %s: background type/importance not from core lists" % (tag, m["id"]))
        for reason, tps, wds in exclusion_groups(acc):
            if not reason:
                err("%s: exclusion group without reason" % tag)
            for m in bg:
                if bg_by_text.get(m["content"], set()) & set(tps):
                    err("%s %s: excluded topic (%s)" % (tag, m["id"], reason[:30]))
                if any(norm(w) in norm(m["content"]) for w in wds):
                    err("%s %s: excluded word (%s)" % (tag, m["id"], reason[:30]))
        if len({m["content"] for m in bg}) != len(bg):
            err("%s: duplicate background statements" % tag)
        last_mem = max(parse_iso(m["created_at"]) for m in mems)
        # --- probes ---
        probes = u.get("probes", [])
        if len(probes) != 10 or len(probes) != len(acc["probes"]):
            err("%s: expected 10 probes" % tag)
            continue
        kinds = {k: 0 for k in KIND_TOTALS}
        tw = twin_forbids(acc)
        for p, pm in zip(probes, acc["probes"]):
            pid = p.get("id", "?")
            mt = re.fullmatch(r"p(\d+)-(para|task|direct|abst|expiry)", pid)
            if not mt or mt.group(2) != pm["kind"]:
                err("%s %s: bad probe id" % (tag, pid))
                continue
            if pid in all_pids:
                err("%s %s: duplicate probe id" % (tag, pid))
            all_pids.add(pid)
            kind = pm["kind"]
            kinds[kind] += 1
            kind_tot[kind] += 1
            if set(p) - {"id", "at", "query", "relevant", "forbid"}:
                err("%s %s: unexpected probe fields" % (tag, pid))
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err("%s %s: empty query" % (tag, pid))
            at = parse_iso(p["at"])
            if at <= last_mem or at <= REF:
                err("%s %s: probe not after all memories" % (tag, pid))
            rel = p.get("relevant")
            if not isinstance(rel, list):
                err("%s %s: relevant must be a list" % (tag, pid))
                continue
            if len(set(rel)) != len(rel):
                err("%s %s: duplicate relevant ids" % (tag, pid))
            for r in rel:
                if r not in by_id or not re.fullmatch(r"m\d\d", r):
                    err("%s %s: relevant %s missing or not core" % (tag, pid, r))
                elif meta[r]["end"] and meta[r]["end"] < at:
                    err("%s %s: relevant plan %s already ended" % (tag, pid, r))
            forbid = p.get("forbid", [])
            if not all(isinstance(f, list) and f and all(isinstance(w, str) and w for w in f)
                       for f in forbid):
                err("%s %s: forbid must be a list of non-empty keyword lists" % (tag, pid))
            for f in forbid:
                for w in f:
                    for m in mems:
                        if norm(w) not in norm(m["content"]):
                            continue
                        mm = meta.get(m["id"])
                        ended = mm is not None and mm["end"] is not None and mm["end"] < at
                        if m["id"] in rel or not ended:
                            err("%s %s: forbid '%s' in applicable memory %s" % (tag, pid, w, m["id"]))
            for f in tw:
                if f not in forbid:
                    err("%s %s: twin forbid %s missing" % (tag, pid, f))
            q = p["query"]
            if kind in ("para", "direct"):
                if len(rel) != 1 or rel[0] not in by_id:
                    err("%s %s: %s needs exactly one relevant" % (tag, pid, kind))
                    continue
                ov = overlap(q, by_id[rel[0]]["content"])
                if kind == "para" and len(ov) > 2:
                    err("%s %s: para overlap %d >2 (%s)" % (tag, pid, len(ov), "".join(sorted(ov))))
                if kind == "direct" and len(ov) < 2:
                    err("%s %s: direct overlap %d <2" % (tag, pid, len(ov)))
            elif kind == "task":
                task_sizes.append(len(rel))
                if not 2 <= len(rel) <= 4:
                    err("%s %s: task needs 2-4 relevant" % (tag, pid))
            elif kind == "abst":
                if rel:
                    err("%s %s: abst must have relevant []" % (tag, pid))
                tp = pm["topic"]
                if not tp or tp not in q or not any(tp in m["content"] for m in core):
                    err("%s %s: abst topic word not shared with a core fact" % (tag, pid))
            elif kind == "expiry":
                plan = meta.get(pm["plan"] or "")
                if not plan or not plan["end"]:
                    err("%s %s: expiry without a dated plan" % (tag, pid))
                    continue
                if not at > plan["end"]:
                    err("%s %s: expiry asked before plan end" % (tag, pid))
                if pm["plan"] in rel:
                    err("%s %s: ended plan listed as relevant" % (tag, pid))
                if not any(any(w in plan["content"] for w in f) for f in pm["forbid"]):
                    err("%s %s: plan keyword not in forbid" % (tag, pid))
        exp = ({"para": 5, "task": 2, "direct": 1, "abst": 1, "expiry": 1} if acc["kinds"] == "A"
               else {"para": 4, "task": 3, "direct": 1, "abst": 2, "expiry": 0})
        if kinds != exp:
            err("%s: kind counts %s != %s" % (tag, kinds, exp))
    if kind_tot != KIND_TOTALS:
        err("kind totals %s != %s" % (kind_tot, KIND_TOTALS))
    if sum(1 for s in task_sizes if s >= 3) * 3 < len(task_sizes) * 2:
        err("most task probes must need 3-4 memories")
    # twins: two accounts, same user_id, different tenants, conflicting facts
    twins = [a for a in ACCOUNTS if a.get("twin")]
    if len(twins) != 2 or twins[0]["user_id"] != twins[1]["user_id"] or \
            twins[0]["tenant"] == twins[1]["tenant"]:
        err("twin accounts misconfigured")
    else:
        a, b = twins
        for x in ("name", "city", "allergen"):
            if a[x] == b[x]:
                err("twins share %s" % x)
        for acc in twins:
            if not any(acc["name"] in m["content"] for m in acc["mem"]) or \
                    not any(acc["city"] in m["content"] for m in acc["mem"]) or \
                    not any(acc["allergen"] in m["content"] for m in acc["mem"]):
                err("twin %s: own name/city/allergen not stored" % acc["key"])
    return errs


def main(argv):
    statements = load_background()
    doc = build(statements)
    text = serialize(doc)
    if "--check" in argv:
        if not os.path.exists(OUT):
            print("CHECK FAILED: %s does not exist" % OUT)
            return 1
        with open(OUT, encoding="utf-8") as f:
            disk_text = f.read()
        try:
            disk = json.loads(disk_text)
        except ValueError as e:
            print("CHECK FAILED: %s is not valid JSON: %s" % (OUT, e))
            return 1
        errs = validate(disk, statements)
        if disk_text != text:
            errs.append("file on disk differs from a fresh rebuild (not byte-identical)")
        if errs:
            print("CHECK FAILED (%d problems):" % len(errs))
            for e in errs:
                print("  -", e)
            return 1
        print("check OK: %s valid and byte-identical to rebuild" % os.path.basename(OUT))
        return 0
    errs = validate(json.loads(text), statements)
    if errs:
        print("BUILD FAILED (%d problems):" % len(errs))
        for e in errs:
            print("  -", e)
        return 1
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    core = sum(len(a["mem"]) for a in ACCOUNTS)
    bg = sum(len(u["memories"]) for u in doc["users"]) - core
    print("wrote %s: %d accounts, %d core + %d background memories, %d probes"
          % (os.path.basename(OUT), len(ACCOUNTS), core, bg,
             sum(len(u["probes"]) for u in doc["users"])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
