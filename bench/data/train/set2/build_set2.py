#!/usr/bin/env python3
"""Build zh_retrieval_set2.json -- hand-written Chinese TRAINING data (memory-eval/v1,
track R) for the retrieval side of the travel-planner assistant's long-term memory.

How it was written
------------------
Written blind.  The author read exactly two project files:
  * /work/shared/eval/FORMAT.md                       (the memory-eval/v1 format)
  * /work/main/bench/data/train/background_train.json (everyday statements, imported
                                                       here as background memories)
No engine code, docs, tests, other data sets or evaluator output were looked at, and
neither the engine nor any evaluator was run.  Every core memory and every probe below
was written by hand for this set.

Theme of this set
-----------------
Older users (57-82) in northern and north-eastern China: retirees, 候鸟 who winter in
海南 (and one in 版纳), grandparents minding grandchildren.  Chronic illness named by
drug brand or symptom (诺和锐, 络活喜, 先锋霉素, 立普妥, 波立维, 优甲乐, 思力华, 代文,
艾司唑仑, 钙尔奇 ...), mobility limits (人工关节, 股骨颈骨折, 拐棍, 助行器), hearing and
eyesight (助听器, 白内障, 青光眼), dentures, and colloquial northern speech
(咋整, 整点, 唠, 老伴儿, 波棱盖儿, 那嘎达) including WeChat-voice-style rambling.

Users (12 accounts, 11 distinct user_ids)
-----------------------------------------
  u_wangguifen  王桂芬 68 沈阳, 候鸟三亚, 糖尿病打胰岛素, 全口假牙, 老伴儿换了膝关节
  u_zhaodeshun  赵德顺 74 哈尔滨, 丧偶独居, 高血压, 助听器, 老胃病, 7月青岛避暑
  u_liushuzhen  刘淑珍 63 天津, 在北京带外孙女(牛奶过敏), 腰椎间盘突出, 8月北戴河
  u_laozhang / default   张秀英 71 长春, 头孢过敏, 青光眼, 骨关节炎, 冬天去深圳
  u_laozhang / t_binhai  张国强 66 大连, 芒果过敏, 候鸟万宁, 前列腺增生, 海钓
        (same user_id, two tenants, two different people: every probe of either twin
         forbids the other twin's name, city and allergen)
  u_mayulan     马玉兰 79 北京牛街, 回族清真, 白内障术后, 助行器, 胃食管反流, 9月回沧州
  u_guojianguo  郭建国 60 太原, 痛风, 摄影, 自驾哈弗, 老伴儿恐高, 8月呼伦贝尔
  u_hanlizhi    韩立志 82 齐齐哈尔, 心脏支架(波立维), 拄拐, 怕热, 11月起去海口
  u_fengxiaomei 冯晓梅 57 石家庄, 甲减(优甲乐), 严重晕车, 带双胞胎孙子, 国庆杭州比赛
  u_duwenhua    杜文华 66 包头, 慢阻肺(思力华), 闻不得烟, 荨麻疹, 冬天去版纳
  u_zhoushulan  周淑兰 72 大庆, 股骨颈骨折后拄拐, 独居养京巴, 失眠, 7月去北京
  u_yangshuhai  杨树海 58 鞍山, 带孙子(鸡蛋过敏), 呼吸机, 颈椎头晕, 8月长白山

Each account: 10-11 hand-written core memories ("m01"...; type fact/preference,
importance 0.4-1.0, created_at spread over the 12 months before REF 2026-06-01+08:00;
dated plans carry valid_until where natural, the rest are left for the engine to infer
from their wording: 7月, 9月中旬, 国庆, 8月) plus 100-180 background memories ("b001"...)
drawn deterministically (seeded per account) from background_train.json, with type and
importance drawn from that account's own core lists and created_at uniform over the
window.  Background hygiene: statements that contradict an older retiree (work,
commuting, school children, living parents, rent, young-couple life...) are dropped for
everyone; per-account topic and keyword exclusions (listed in ACCOUNTS below) drop
statements that would be relevant to one of that account's probes or contradict a core
fact.

Probe kinds (ids "p<n>-<kind>", 120 probes, all asked after every memory of the user)
  para   (54) one stored fact asked in other words; the query shares at most 2
              meaningful CJK characters with the fact (checked below; "用户" is removed
              from the fact and the function characters in STOP are ignored)
  task   (30) a planning request; relevant = the 2-4 memories a careful planner weighs
  direct (12) the user asks about themself in words close to the fact
  abst   (18) a general question needing no personal memory (relevant []) that shares
              a topic word (city, hobby, planned destination) with a core memory
  expiry  (6) asked after a dated plan ended; relevant = what is still needed, the
              plan's keyword in forbid

Usage:  python3 build_set2.py           # build, validate, write the JSON
        python3 build_set2.py --check   # validate the file on disk + byte-identical rebuild
Standard library only; deterministic.
"""
import datetime as _dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_set2.json")
BACKGROUND = os.path.normpath(os.path.join(HERE, "..", "background_train.json"))

TZ = _dt.timezone(_dt.timedelta(hours=8))
REF = _dt.datetime(2026, 6, 1, 0, 0, 0, tzinfo=TZ)
WINDOW_START = REF - _dt.timedelta(days=365)
SEED = "yitu-set2-2026"

# Function characters ignored by the paraphrase-overlap check.
STOP = set("的了我你是在有吗吧呢么什怎么样个一去要"
           "们这那也都就和着啊呀嘛呗哈儿俺咱他她它给把被得地还又很太啥咋哪跟")

KINDS = ("para", "task", "direct", "abst", "expiry")
KIND_TARGET = {"para": 54, "task": 30, "direct": 12, "abst": 18, "expiry": 6}


def ts(s):
    """'2026-06-05 10:20' -> aware datetime (+08:00)."""
    return _dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)


def iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%S+08:00")


def M(mid, mtype, imp, created, content, vu=None, end=None):
    """A core memory. vu -> emitted valid_until; end -> script-only plan end
    (used when the engine is left to infer expiry from the wording)."""
    return {"id": mid, "type": mtype, "importance": imp, "created": created,
            "content": content, "vu": vu, "end": end or vu}


def P(kind, at, query, relevant, topic=None, plan=None, forbid=None):
    return {"kind": kind, "at": at, "query": query, "relevant": list(relevant),
            "topic": topic, "plan": plan, "forbid": list(forbid or [])}


# Global background hygiene for every account (all are retired people aged 57-82 whose
# children are adults): drop work / commute / school-child / living-parent topics and
# statements whose wording contradicts that life stage.
GLOBAL_EXCL_TOPICS = ["work_routine", "coworkers", "commute", "kids_school", "parents"]
GLOBAL_EXCL_WORDS = [
    "上班", "下班", "加班", "公司", "同事", "单位", "工位", "老板", "领导", "部门",
    "工资", "年终奖", "个税", "公积金", "报销", "实习", "办公", "工作", "在职", "打工人",
    "周报", "开会", "男朋友", "女朋友", "对象", "宝妈", "二胎", "产假", "幼儿园",
    "孩子", "儿子", "女儿", "小孩", "婴儿", "作业", "考试", "研究生", "会计证",
    "教师资格", "晋升", "房贷", "车贷", "租", "我爸", "我妈", "爸妈", "婆婆", "公公",
    "岳母", "岳父", "外婆", "奶奶", "结婚七年", "约会夜", "纪念日", "王者荣耀", "开黑",
    "主机", "抽卡", "氪金", "主播", "红白机", "爸爸", "妈妈", "父母", "九十年代", "儿童",
    "育儿", "怀孕", "刚生", "结婚证", "当兵", "公务员", "第一份工作", "驾照", "退休",
    "失恋", "病假", "通勤", "侄子",
]
FEMALE_EXCL_WORDS = ["老婆", "媳妇"]   # a woman does not talk about "my wife"
MALE_EXCL_WORDS = ["老公"]
ALONE_EXCL_TOPICS = ["partner"]        # widowed / living alone
ALONE_EXCL_WORDS = ["老公", "老婆", "夫妻", "我们俩"]
NO_CAR_EXCL_TOPICS = ["car"]           # users who do not drive themselves
NO_CAR_EXCL_WORDS = ["开车", "我的车", "我车", "楼下的车", "车库", "车位", "违停", "车险", "停车"]

ACCOUNTS = []

# ---------------------------------------------------------------- 1 王桂芬
ACCOUNTS.append({
    "user_id": "u_wangguifen", "tenant_id": "default", "gender": "F", "alone": False,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-20 09:12", "用户叫王桂芬，68岁，家住沈阳铁西区，纺织厂退休"),
        M("m02", "fact", 0.9, "2025-07-15 19:40", "老伴儿老李右膝换过人工关节，走不了远路，上下台阶得有人扶"),
        M("m03", "fact", 0.9, "2025-08-03 08:05", "用户有糖尿病，每天饭前打诺和锐胰岛素，药得冷藏"),
        M("m04", "fact", 0.7, "2025-09-10 15:30", "用户戴全口假牙，太硬太黏的东西嚼不动"),
        M("m05", "fact", 0.8, "2025-10-05 10:00", "每年冬天跟老伴儿去三亚海棠湾过冬，在那边长住一套一居室"),
        M("m06", "preference", 0.5, "2025-11-20 20:15", "用户爱跳广场舞，在三亚也跟一帮东北老姐妹一起跳"),
        M("m07", "preference", 0.7, "2025-12-02 11:22", "老两口出远门只坐火车卧铺，老伴儿嫌坐飞机耳朵疼"),
        M("m08", "fact", 0.5, "2026-01-15 16:48", "孙子乐乐上小学二年级，暑假会送到老两口身边住"),
        M("m09", "preference", 0.6, "2026-02-10 12:30", "用户吃不惯海南清淡的菜，想念酸菜炖粉条和锅包肉"),
        M("m10", "fact", 0.8, "2026-03-28 21:05", "2026年7月要回丹东老家参加侄子的婚礼",
          vu="2026-07-31 23:59"),
        M("m11", "preference", 0.4, "2026-05-06 09:50", "用户手机字号调到最大，看小字得戴老花镜"),
    ],
    "excl_topics": ["gym_fitness", "diet_weight"],
    # dentures / diabetes (incl. diets and fasting) / knees / trains & planes / Hainan food / wedding / dance /
    # winter heating (she winters in 三亚) / phone font
    "excl_words": ["牙", "糖", "甜", "药", "膝", "腿", "火车", "飞机", "机票", "海南",
                   "椰子", "婚", "喜酒", "丹东", "广场舞", "暖气", "冬天", "字体", "眼镜",
                   "冰箱", "酸菜"],
    "probes": [
        P("para", "2026-06-08 20:31",
          "哎妈呀，我跟你唠唠啊，今年入冬还得往南边跑，俺家老李又嫌这嫌那的。我就寻思一个事儿，"
          "两宿的卧铺，俺那扎针的笔咋保鲜呐？车厢里也没个冰箱，捂坏了可咋整", ["m03"]),
        P("para", "2026-06-10 09:14", "闺女寄来一兜子牛肉干跟牛轧糖，我这满嘴镶的能咬得了吗？", ["m04"]),
        P("para", "2026-06-13 15:02", "我家那口子腿里装了钛合金的零件，爬山那种景点还能领他去不？", ["m02"]),
        P("para", "2026-06-17 18:40",
          "孩子给俺俩订了机票，说三个钟头就到，可我家那口子死活不乐意上天，你看咋整", ["m07"]),
        P("para", "2026-06-26 11:11", "天天椰子鸡、白切鸭，嘴里寡得慌，这嘎达有没有地道的东北馆子", ["m09"]),
        P("task", "2026-07-03 10:05",
          "下礼拜回老家吃喜酒，想跟老李在那边多待两天，上鸭绿江断桥那块儿转转，你帮俺排排咋走、住哪",
          ["m10", "m02", "m07", "m03"]),
        P("task", "2026-10-08 19:20",
          "再过半个来月又该往南边挪窝了，帮俺把路上要带的、到那边头一个礼拜的事儿捋一捋",
          ["m05", "m07", "m03", "m02"]),
        P("direct", "2026-06-15 08:30", "你还记得我老伴儿右腿换过人工关节那事儿不？", ["m02"]),
        P("abst", "2026-06-20 21:00", "锅包肉到底是哈尔滨先有的还是沈阳先有的？", [], topic="锅包肉"),
        P("expiry", "2026-08-18 16:25",
          "喝完喜酒回来这些天闲得慌，沈阳周边有啥平平坦坦的公园，能领老头子溜达溜达", ["m02"],
          plan="m10", forbid=[["丹东"]]),
    ],
})

# ---------------------------------------------------------------- 2 赵德顺
ACCOUNTS.append({
    "user_id": "u_zhaodeshun", "tenant_id": "default", "gender": "M", "alone": True,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-12 10:30", "用户叫赵德顺，74岁，哈尔滨道里区人，铁路机务段退休"),
        M("m02", "fact", 0.6, "2025-06-30 19:05", "用户老伴儿前年走了，现在一个人过"),
        M("m03", "fact", 0.9, "2025-08-09 07:40", "用户高血压十多年，每天早上吃一片络活喜"),
        M("m04", "fact", 0.8, "2025-09-02 14:12", "用户左耳基本听不见，右耳戴助听器，打电话得开免提"),
        M("m05", "preference", 0.6, "2025-10-11 21:30", "用户爱听二人转和评书，收音机不离手"),
        M("m06", "fact", 0.8, "2025-11-04 12:25", "用户有老胃病，吃生冷的东西就闹肚子"),
        M("m07", "fact", 0.7, "2025-12-20 18:00", "闺女赵丽一家在北京，外孙今年上初一"),
        M("m08", "fact", 0.8, "2026-04-18 20:45", "2026年7月中旬要跟闺女一家去青岛避暑一个礼拜",
          end="2026-07-31 23:59"),
        M("m09", "preference", 0.6, "2026-01-15 06:50", "用户每天早上去斯大林公园顺着江边走一个钟头"),
        M("m10", "fact", 0.7, "2026-02-22 15:35", "用户左手腕前年摔骨折过，提不了重东西"),
        M("m11", "preference", 0.5, "2026-03-30 19:10", "用户每天晚上喝二两白酒"),
    ],
    "excl_topics": ["music_podcasts", "gym_fitness"],
    # blood pressure & meds / hearing / stomach & raw food / radio & storytelling /
    # luggage & wrist / seaside trip / grandchildren
    "excl_words": ["血压", "药", "耳", "听", "胃", "肚子", "生冷", "冰", "海鲜", "三文鱼",
                   "评书", "相声", "电台", "收音机", "手腕", "骨折", "拎", "青岛", "避暑",
                   "外孙", "酒", "海边"],
    "probes": [
        P("para", "2026-06-05 07:55", "我这脑袋一胀一量一百七，出门半个月那粒小白片要是落家了咋整", ["m03"]),
        P("para", "2026-06-12 10:20", "导游举个小喇叭在前头嚷嚷，我这耳朵背，净听岔了，有啥招儿", ["m04"]),
        P("para", "2026-06-28 21:47",
          "闺女说到了海边领我整那个捞汁海鲜，还有冰镇扎啤，说可带劲了。我嘴上没吱声，心里直打鼓，"
          "我这肚囊子扛得住不？你给我个准话", ["m06"]),
        P("para", "2026-07-01 09:03", "箱子死沉死沉的，我那只打过钢板的胳膊拎得起来不，还是托运省心？", ["m10"]),
        P("para", "2026-09-20 23:10", "晚上睡不着，有啥单田芳那种一段一段连着播的能听听", ["m05"]),
        P("task", "2026-06-20 16:30", "七月跟闺女一家出去避暑那趟，帮我想想带啥、路上咋安排",
          ["m08", "m03", "m04", "m06"]),
        P("task", "2026-09-10 10:40", "想一个人坐高铁去看外孙，路上有啥要注意的",
          ["m07", "m04", "m03", "m10"]),
        P("direct", "2026-06-18 19:00", "我戴助听器的事儿你记着吧？打电话得开免提那个", ["m04"]),
        P("abst", "2026-06-25 14:15", "青岛栈桥那块儿几点开门？", [], topic="青岛"),
        P("expiry", "2026-08-12 15:50", "这阵子在家憋坏了，哈尔滨周边有啥能去住两宿散散心的地儿",
          ["m03", "m06"], plan="m08", forbid=[["青岛"], ["避暑"]]),
    ],
})

# ---------------------------------------------------------------- 3 刘淑珍
ACCOUNTS.append({
    "user_id": "u_liushuzhen", "tenant_id": "default", "gender": "F", "alone": False,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-18 11:00", "用户刘淑珍，63岁，天津河西区人，退休会计"),
        M("m02", "fact", 0.8, "2025-07-09 20:20", "工作日住在北京闺女家帮忙带外孙女朵朵，周末回天津"),
        M("m03", "fact", 0.9, "2025-08-14 13:45", "朵朵三岁，对牛奶过敏，喝的是深度水解奶粉"),
        M("m04", "fact", 0.9, "2025-09-21 09:10", "用户腰椎间盘突出，久坐超过一小时腰就受不了，不能搬重东西"),
        M("m05", "fact", 0.7, "2025-10-30 17:05", "用户有过敏性鼻炎，一到春天杨柳絮飞就喷嚏不断"),
        M("m06", "preference", 0.6, "2025-12-05 21:40", "用户爱听相声，是德云社的老观众"),
        M("m07", "preference", 0.5, "2026-01-12 07:30", "用户早饭爱吃煎饼果子和锅巴菜"),
        M("m08", "fact", 0.8, "2026-03-28 22:10", "2026年8月初打算带朵朵和闺女去北戴河住几天",
          vu="2026-08-10 23:59"),
        M("m09", "fact", 0.5, "2026-02-17 19:55", "女婿经常出差，家里平时就娘儿仨"),
        M("m10", "fact", 0.7, "2026-04-10 10:25", "用户晕船，坐船不到十分钟就想吐"),
        M("m11", "fact", 0.6, "2026-05-06 15:15", "用户的医保关系在天津，在北京看病要先办异地备案"),
    ],
    "excl_topics": ["gym_fitness"],
    # milk & snacks / back / pollen & catkins / boats & sea / medical insurance /
    # crosstalk / breakfast pancakes
    "excl_words": ["牛奶", "奶", "酸奶", "雪糕", "蛋糕", "饼干", "零食", "薯片", "腰", "搬",
                   "柳絮", "鼻", "喷嚏", "船", "海", "医保", "医院", "看病", "相声", "煎饼",
                   "北戴河", "沙发"],
    "probes": [
        P("para", "2026-06-04 21:18",
          "哎你说这孩子也是，前两天邻居给块雪糕，吃完嘴边一圈红疙瘩，还直挠。这回出门零嘴儿咋挑啊，"
          "超市那些小饼干小蛋糕我都不敢买", ["m03"]),
        P("para", "2026-06-09 08:02", "我这腰眼儿啊，大巴上颠俩钟头就跟折了似的", ["m04"]),
        P("para", "2026-06-14 19:30", "满大街飘白毛毛那阵儿，我这鼻子就遭老罪了，明年开春有啥法儿提前防着", ["m05"]),
        P("para", "2026-07-02 22:05", "听说那边有小艇拉人出海看日出，我跟着去合适吗？上回在游轮上吐得昏天黑地", ["m10"]),
        P("para", "2026-09-08 10:48", "俺社保卡是老家那边的，在闺女这儿住院能刷卡不，得提前弄啥手续", ["m11"]),
        P("task", "2026-07-08 20:30", "八月初去海边那趟，帮我排排行程，住哪儿、吃啥、玩啥",
          ["m08", "m03", "m04", "m10"]),
        P("task", "2026-09-05 17:40", "周末想带朵朵坐高铁回天津，路上带点啥吃的玩的", ["m03", "m04"]),
        P("direct", "2026-06-22 13:00", "我跟你说过我腰椎间盘突出吧，你还记着不？", ["m04"]),
        P("abst", "2026-06-16 16:20", "北戴河鸽子窝公园咋走？", [], topic="北戴河"),
        P("expiry", "2026-09-16 09:35", "天凉快了，想带孩子出去玩一天，北京周边有啥合适的地儿",
          ["m03"], plan="m08", forbid=[["北戴河"]]),
    ],
})

# ------------------------------------------------- 4 张秀英 (twin, tenant default)
TWIN_A_WORDS = [["张秀英"], ["长春"], ["头孢"]]
TWIN_B_WORDS = [["张国强"], ["大连"], ["芒果"]]
ACCOUNTS.append({
    "user_id": "u_laozhang", "tenant_id": "default", "gender": "F", "alone": False,
    "drives": False, "twin_forbid": TWIN_B_WORDS, "twin_own": TWIN_A_WORDS,
    "core": [
        M("m01", "fact", 0.7, "2025-06-25 10:05", "用户叫张秀英，71岁，住在长春朝阳区"),
        M("m02", "fact", 1.0, "2025-07-19 16:30", "用户对头孢类抗生素过敏，打过一回头孢浑身起疹子"),
        M("m03", "fact", 0.8, "2025-08-28 20:00", "用户有青光眼，每天早晚点眼药水，天黑以后看不清路"),
        M("m04", "fact", 0.6, "2025-10-03 12:40", "用户和老伴儿两个人过，儿子一家在深圳"),
        M("m05", "preference", 0.6, "2025-11-11 07:15", "用户信佛，每逢初一十五吃素"),
        M("m06", "fact", 0.8, "2025-12-14 18:20", "用户有骨关节炎，阴天下雨膝盖疼，爬不了山"),
        M("m07", "preference", 0.6, "2026-01-08 19:35", "用户爱扭大秧歌，是社区秧歌队的"),
        M("m08", "fact", 0.8, "2026-04-02 09:45", "2026年11月要去深圳儿子家过冬，待到2027年春节以后",
          vu="2027-02-28 23:59"),
        M("m09", "fact", 0.7, "2026-02-20 15:55", "用户有低血糖的毛病，兜里总揣着几块糖"),
        M("m10", "preference", 0.5, "2026-05-12 11:30", "用户不会用手机付钱，出门都带现金"),
    ],
    "excl_topics": ["gym_fitness", "diet_weight"],
    # twin words / medicine & infection / eyes, night & dark streets / low blood sugar & diets / knees & hills / sugar /
    # vegetarian days / dance troupe / payment
    "excl_words": ["芒果", "大连", "长春", "头孢", "药", "感冒", "发烧", "眼", "夜", "黑", "膝",
                   "爬", "山", "糖", "甜", "饿", "素", "佛", "秧歌", "广场舞", "跳舞",
                   "支付", "付钱", "现金", "深圳"],
    "probes": [
        P("para", "2026-06-06 09:40", "嗓子发炎去诊所，大夫要给开先锋霉素，能给我用不", ["m02"]),
        P("para", "2026-06-11 21:25", "太阳一落山我就跟睁眼瞎似的，出门住宾馆半夜起夜咋整", ["m03"]),
        P("para", "2026-06-19 07:50", "一闹天儿我这俩波棱盖儿就跟针扎似的，景区上千级的台阶能整吗", ["m06"]),
        P("para", "2026-07-15 20:10",
          "上礼拜跟队里排练，扭着扭着突然心慌手抖冒虚汗，腿都软了，歇了老半天才缓过来。"
          "你说我往后出门身上得常备点啥？", ["m09"]),
        P("task", "2026-06-24 10:30", "十一月去南边儿子那住一冬，帮我想想这一路咋安排、带啥",
          ["m08", "m06", "m09"]),
        P("task", "2026-08-05 19:05", "秧歌队要去吉林市比赛，来回两天，帮我列个要带的东西",
          ["m07", "m03", "m09", "m10"]),
        P("task", "2026-09-02 08:45", "跟老姐妹去五台山烧香，三天两宿，帮我排排", ["m05", "m06", "m03"]),
        P("direct", "2026-06-13 14:00", "我叫张秀英，住长春，这你都记着吧？", ["m01"]),
        P("abst", "2026-07-20 16:40", "长春净月潭门票多少钱？", [], topic="长春"),
        P("abst", "2026-08-22 10:15", "东北大秧歌是打哪儿兴起来的？", [], topic="秧歌"),
    ],
})

# ------------------------------------------------- 5 张国强 (twin, tenant t_binhai)
ACCOUNTS.append({
    "user_id": "u_laozhang", "tenant_id": "t_binhai", "gender": "M", "alone": False,
    "drives": False, "twin_forbid": TWIN_A_WORDS, "twin_own": TWIN_B_WORDS,
    "core": [
        M("m01", "fact", 0.7, "2025-06-08 09:20", "用户叫张国强，66岁，大连甘井子区人，远洋货轮轮机长退休"),
        M("m02", "fact", 1.0, "2025-07-02 18:10", "用户对芒果过敏，沾一点嘴唇就肿"),
        M("m03", "fact", 0.8, "2025-08-16 10:40", "每年十二月到来年三月在海南万宁兴隆过冬，住自己买的房子"),
        M("m04", "fact", 0.8, "2025-09-24 22:30", "用户有前列腺增生，夜里起好几回，坐长途车得挨着过道"),
        M("m05", "preference", 0.7, "2025-11-30 06:45", "用户爱海钓，在万宁常去石梅湾钓鱼"),
        M("m06", "fact", 0.7, "2026-01-06 08:15", "用户血脂高，每天吃立普妥"),
        M("m07", "preference", 0.5, "2026-02-01 15:00", "用户爱下象棋，在小区跟老头们一杀一下午"),
        M("m08", "fact", 0.7, "2026-02-27 17:25", "老伴儿晕车，坐车得坐前排"),
        M("m09", "fact", 0.8, "2026-05-20 20:50", "2026年12月3日从大连飞海口的机票已经订好了",
          vu="2026-12-03 23:59"),
        M("m10", "fact", 0.5, "2026-03-15 12:05", "孙女在沈阳读大学，寒假会来海南待半个月"),
    ],
    "excl_topics": ["gym_fitness"],
    # twin words / fruit / night & toilet / fishing / lipids & meds & checkup /
    # chess / motion sickness / Hainan winter
    "excl_words": ["芒果", "长春", "头孢", "张秀英", "水果", "橘", "橙", "西瓜", "夜", "尿",
                   "厕所", "钓", "鱼", "体检", "药", "油", "象棋", "下棋", "晕", "海南",
                   "冬天", "暖气", "机票", "飞机"],
    "probes": [
        P("para", "2026-06-07 19:33",
          "跟你唠个事儿啊，去年在那边，楼下老王拿了一兜子小台农、贵妃，说一块钱一斤，让我拿几个尝尝，"
          "我寻思这玩意儿我能碰不？今年去了还这么便宜不？", ["m02"]),
        P("para", "2026-06-16 11:05", "我这尿频，大巴仨钟头不停站可咋整", ["m04"]),
        P("para", "2026-06-26 05:50", "过冬那边哪片礁石好甩竿，冬天上不上货？", ["m05"]),
        P("para", "2026-07-10 10:20", "体检单上甘油三酯那几项又标了上箭头，那个小白药片还接着吃不", ["m06"]),
        P("task", "2026-11-20 21:00", "十二月去海南那趟，帮我把当天的事儿捋捋，落地以后去兴隆咋走",
          ["m09", "m03", "m08", "m04"]),
        P("task", "2026-12-20 11:30", "在兴隆想请几个老哥们儿吃顿饭，帮我挑挑菜", ["m02", "m06"]),
        P("task", "2026-08-10 09:10", "想领老伴儿从大连坐船去烟台玩两天，帮我安排下", ["m08", "m04"]),
        P("direct", "2026-06-13 16:45", "我叫张国强，家在大连，你记着呢吧？", ["m01"]),
        P("abst", "2026-07-05 14:30", "万宁日月湾冲浪好学不？", [], topic="万宁"),
        P("abst", "2026-09-01 20:00", "海钓用啥样的鱼竿好？", [], topic="海钓"),
    ],
})

# ---------------------------------------------------------------- 6 马玉兰
ACCOUNTS.append({
    "user_id": "u_mayulan", "tenant_id": "default", "gender": "F", "alone": True,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-15 10:10", "用户马玉兰，79岁，住北京西城牛街附近"),
        M("m02", "fact", 1.0, "2025-07-07 12:00", "用户是回族，只吃清真，一点猪肉不沾"),
        M("m03", "fact", 0.8, "2025-08-20 09:30", "用户去年做了白内障手术，看东西还有点模糊，怕强光"),
        M("m04", "fact", 0.9, "2025-09-17 16:05", "用户走路得推助行器，一次最多走二三百米"),
        M("m05", "fact", 0.7, "2025-10-25 21:15", "用户有胃食管反流，晚上吃多了就烧心，睡觉得垫高枕头"),
        M("m06", "preference", 0.6, "2025-11-19 19:45", "用户爱看京剧，最喜欢《锁麟囊》"),
        M("m07", "fact", 0.7, "2025-12-28 11:20", "出门都是小儿子马骏开车接送"),
        M("m08", "fact", 0.8, "2026-03-18 18:30", "2026年9月中旬要回河北沧州老家给老伴儿上坟",
          end="2026-09-30 23:59"),
        M("m09", "preference", 0.5, "2026-01-22 14:40", "用户怕冷，夏天也不吹空调"),
        M("m10", "fact", 0.7, "2026-02-26 08:00", "用户吃代文降压，常常忘了吃，得有人提醒"),
        M("m11", "preference", 0.5, "2026-04-30 15:25", "用户爱吃牛街的糖火烧"),
    ],
    "excl_topics": ["gym_fitness", "home_cooking"],
    # pork & non-halal food / eyes & light / walking / reflux & pillows / opera /
    # blood pressure & meds / cold & air-con
    "excl_words": ["猪", "肉", "排骨", "香肠", "饺子", "馄饨", "眼", "光", "走", "步", "爬",
                   "胃", "枕头", "床垫", "睡", "戏", "京剧", "血压", "药", "空调", "冷",
                   "吃", "饭", "菜", "烧"],
    "probes": [
        P("para", "2026-06-05 11:40", "去外地下馆子我最怕碰上大肉，到了饭馆咋跟人家说明白", ["m02"]),
        P("para", "2026-06-12 16:10", "大太阳底下我这眼睛就睁不开，换了晶体以后更晃，出门该带点啥", ["m03"]),
        P("para", "2026-06-20 22:35",
          "夜里躺平没多会儿，嗓子眼儿就往外返酸水，火辣辣的。这回出门住店，人家那床软塌塌的，你说咋整",
          ["m05"]),
        P("para", "2026-07-25 19:20", "中秋能给我寻摸一场程派青衣的戏不，春秋亭那折", ["m06"]),
        P("task", "2026-08-20 10:00", "九月回老家那趟，帮我想想路上咋安排，得在那边住两宿",
          ["m08", "m04", "m02", "m07"]),
        P("task", "2026-07-12 15:30", "孙女说周末带我去天津逛逛吃顿饭，帮我看看去哪儿合适", ["m02", "m04"]),
        P("task", "2026-10-10 09:20", "重阳节街道组织老人去香山看红叶，我去不去，去的话得准备啥",
          ["m04", "m03", "m10"]),
        P("direct", "2026-06-28 08:15", "我每天吃代文降压这事儿你记着吧，老忘吃", ["m10"]),
        P("abst", "2026-08-05 17:00", "沧州铁狮子是哪朝哪代铸的？", [], topic="沧州"),
        P("abst", "2026-09-05 10:45", "糖火烧是咋做的？", [], topic="糖火烧"),
    ],
})

# ---------------------------------------------------------------- 7 郭建国
ACCOUNTS.append({
    "user_id": "u_guojianguo", "tenant_id": "default", "gender": "M", "alone": False,
    "drives": True,
    "core": [
        M("m01", "fact", 0.6, "2025-06-10 09:00", "用户郭建国，60岁，太原人，去年刚从矿务局机关退休"),
        M("m02", "fact", 0.9, "2025-07-21 20:30", "用户有痛风，在吃非布司他，医生让忌啤酒、海鲜和动物内脏"),
        M("m03", "preference", 0.7, "2025-08-30 05:40", "用户爱摄影，用佳能5D4专拍日出和草原"),
        M("m04", "preference", 0.6, "2025-09-14 13:15", "用户喜欢自驾，开的是一辆哈弗H6"),
        M("m05", "fact", 0.7, "2025-10-19 18:50", "老伴儿恐高，玻璃栈道、索道一概不上"),
        M("m06", "preference", 0.7, "2025-11-26 21:05", "出门旅游一趟花销想控制在一万块以内"),
        M("m07", "fact", 0.9, "2026-02-14 10:30", "2026年8月打算和老伴儿自驾去呼伦贝尔，走十来天",
          vu="2026-08-31 23:59"),
        M("m08", "fact", 0.7, "2025-12-30 16:20", "用户有颈椎病，开车久了胳膊发麻"),
        M("m09", "preference", 0.5, "2026-01-20 05:10", "用户觉少，早上五点就醒"),
        M("m10", "fact", 0.5, "2026-03-22 12:45", "儿子在西安工作，孙子两岁"),
        M("m11", "preference", 0.6, "2026-04-25 22:00", "用户不爱住连锁酒店，喜欢住当地人开的民宿"),
    ],
    "excl_topics": ["car", "gym_fitness", "sleep"],   # car: he drives a 哈弗H6; sleep: wakes at five
    # beer, seafood, offal / photography / heights / budget / neck / lodging / sleep time /
    # 国庆 (his 国庆 photo-trip probe)
    "excl_words": ["啤酒", "酒", "海鲜", "三文鱼", "内脏", "拍", "照片", "相机", "晚霞",
                   "脖子", "颈", "肩膀", "酒店", "民宿", "起床", "夜猫子", "预算", "呼伦贝尔", "草原",
                   "国庆"],
    "probes": [
        P("para", "2026-06-03 22:14",
          "草原上那烤全羊配扎啤，还有一大碗羊杂汤，想想都流哈喇子。可我这大脚趾头去年半夜疼醒过两回，"
          "这回能放开整不？", ["m02"]),
        P("para", "2026-06-09 09:35", "景区那种脚底下透亮、能瞅见几百米深沟的路，我家那位敢走不？", ["m05"]),
        P("para", "2026-06-14 18:05", "握方向盘一上午，手指头跟过电似的，后脖梗子也僵，这一路咋开", ["m08"]),
        P("para", "2026-06-25 20:40", "老伴儿给我下了死命令，整趟下来不能超过一个W，你看这路线咋定", ["m06"]),
        P("para", "2026-07-05 07:20", "长枪短炮那一大包，那边风沙大，咋护着", ["m03"]),
        P("task", "2026-06-18 10:10", "八月去草原那趟，帮我把路线和住宿定一下", ["m07", "m06", "m08", "m11"]),
        P("task", "2026-09-03 19:30", "国庆想在山西周边拍秋景，三四天，帮我规划下", ["m03", "m08", "m05", "m06"]),
        P("direct", "2026-06-21 11:00", "我平时自驾，开的是哈弗H6，你记着吧？", ["m04"]),
        P("abst", "2026-07-15 15:45", "佳能5D4跟尼康D850哪个像素高？", [], topic="佳能"),
        P("expiry", "2026-09-22 20:15", "最近想出去转转，有啥性价比高的线路推荐", ["m06", "m04"],
          plan="m07", forbid=[["呼伦贝尔"]]),
    ],
})

# ---------------------------------------------------------------- 8 韩立志
ACCOUNTS.append({
    "user_id": "u_hanlizhi", "tenant_id": "default", "gender": "M", "alone": True,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-22 15:20", "用户韩立志，82岁，齐齐哈尔人，退休前是中学物理老师"),
        M("m02", "fact", 1.0, "2025-07-26 09:50", "用户心脏放过两个支架，长期吃波立维和阿司匹林"),
        M("m03", "fact", 0.8, "2025-08-31 17:10", "用户腿脚慢，出门拄拐棍，最多走半个钟头"),
        M("m04", "fact", 0.7, "2025-10-08 10:35", "闺女韩冬梅退休了，出远门都是她陪着"),
        M("m05", "preference", 0.6, "2025-11-13 06:20", "用户爱钓鱼，嫩江边上一坐就是一整天"),
        M("m06", "fact", 0.7, "2025-12-17 23:40", "用户觉轻，一宿只睡四五个钟头，换了地方更睡不着"),
        M("m07", "fact", 0.8, "2026-03-05 19:15", "2026年11月打算跟闺女去海口住三个月，躲东北的冬天",
          vu="2027-02-28 23:59"),
        M("m08", "preference", 0.6, "2026-01-25 12:10", "用户吃饭少盐少油，医生让控制胆固醇"),
        M("m09", "fact", 0.7, "2026-02-09 14:55", "用户怕热，超过三十度就胸闷"),
        M("m10", "preference", 0.5, "2026-04-19 20:25", "用户爱下围棋，手机上天天下"),
    ],
    "excl_topics": ["gym_fitness", "sleep"],
    # heart & blood thinners & teeth / walking / sleep / heat / fishing / Hainan winter
    "excl_words": ["牙", "药", "血", "心", "走", "步", "爬", "腿", "睡", "失眠", "热", "三十", "闷",
                   "钓", "鱼", "冬天", "暖气", "海口", "海南", "盐", "油", "棋"],
    "probes": [
        P("para", "2026-06-08 10:25", "牙疼想去拔颗牙，大夫问我吃没吃那些稀血的药，我该咋说", ["m02"]),
        P("para", "2026-06-17 15:05", "景区里有电瓶车没，我这三条腿的挪不了几步", ["m03"]),
        P("para", "2026-07-08 21:30",
          "闺女说南边晌午头那毒日头能晒掉一层皮，我一想就心口发堵。你说那边啥时候出门溜达合适，"
          "我这身子骨扛不扛得住", ["m09"]),
        P("para", "2026-09-25 22:50", "换个炕就干瞪眼到后半夜，这回出门住宾馆可咋整", ["m06"]),
        P("task", "2026-09-18 10:00", "十一月去海口，帮我想想这一路咋走，到那边住哪片好",
          ["m07", "m03", "m04", "m09"]),
        P("task", "2026-06-10 08:40", "想去扎龙看丹顶鹤，一天来回，帮我安排安排", ["m03", "m04"]),
        P("task", "2026-12-10 09:30", "在海口想找个地方钓鱼，帮我规划一天", ["m05", "m09", "m03"]),
        P("direct", "2026-06-30 16:00", "我心脏放过支架这事儿你记着吧？", ["m02"]),
        P("abst", "2026-07-20 18:30", "齐齐哈尔烤肉为啥出名？", [], topic="齐齐哈尔"),
        P("abst", "2026-08-15 11:10", "嫩江的源头在哪儿？", [], topic="嫩江"),
    ],
})

# ---------------------------------------------------------------- 9 冯晓梅
ACCOUNTS.append({
    "user_id": "u_fengxiaomei", "tenant_id": "default", "gender": "F", "alone": False,
    "drives": True,
    "core": [
        M("m01", "fact", 0.6, "2025-06-14 14:30", "用户冯晓梅，57岁，石家庄人，从银行提前退休"),
        M("m02", "fact", 0.8, "2025-07-28 07:05", "用户有甲减，每天早上空腹吃一片优甲乐，吃完半小时才能吃饭"),
        M("m03", "fact", 0.9, "2025-08-25 18:45", "用户晕车特别厉害，坐大巴必吐，只能坐高铁"),
        M("m04", "fact", 0.7, "2025-09-30 20:10", "用户帮儿子带一对四岁的双胞胎孙子，平时住儿子家"),
        M("m05", "preference", 0.6, "2025-10-27 19:00", "用户是社区合唱团的女高音，每周二、四排练"),
        M("m06", "fact", 0.8, "2026-04-08 21:20", "国庆要跟合唱团去杭州参加比赛", end="2026-10-07 23:59"),
        M("m07", "fact", 0.6, "2025-12-09 08:35", "用户怕冷，手脚常年冰凉"),
        M("m08", "fact", 0.7, "2026-01-16 16:15", "双胞胎里的老二对尘螨过敏，一碰毛绒玩具就咳嗽"),
        M("m09", "preference", 0.5, "2026-02-28 12:20", "用户爱吃驴肉火烧"),
        M("m10", "fact", 0.5, "2026-05-15 22:05", "老伴儿还没退休，在设计院上班"),
    ],
    "excl_topics": ["car", "gym_fitness"],
    # thyroid & breakfast & meds / car sickness / dust & toys & cough / singing /
    # cold hands / Hangzhou contest
    "excl_words": ["甲状腺", "早饭", "早餐", "药", "晕", "吐", "大巴", "开车", "尘", "毛绒",
                   "玩具", "咳", "被套", "床单", "唱", "合唱", "歌", "冷", "暖", "电热毯",
                   "杭州", "火烧", "冬天", "国庆"],
    "probes": [
        P("para", "2026-06-06 06:55", "出门在外那个管脖子的激素药，宾馆早餐七点就收，咋赶趟", ["m02"]),
        P("para", "2026-06-15 13:20", "一闻着汽油味儿就翻江倒海，长途客车我真扛不住", ["m03"]),
        P("para", "2026-06-23 21:10", "小的那个一搂布娃娃就喘咳，民宿床上摆着那些玩偶咋整", ["m08"]),
        P("para", "2026-11-05 19:45",
          "我这人吧，一年到头四肢跟凉水里泡过似的，往年一入冬就得捂着。这回去哈尔滨看雪雕，"
          "羽绒服、暖宝宝得备多少才够", ["m07"]),
        P("task", "2026-08-25 20:00", "国庆去杭州比赛那几天，帮我把行程捋一捋", ["m06", "m03", "m02"]),
        P("task", "2026-06-12 17:30", "周末想带俩孙子去北京动物园，帮我合计合计", ["m04", "m08", "m03"]),
        P("task", "2026-07-18 10:20", "老伴儿休年假，想跟他去厦门玩五天，帮我规划下", ["m03", "m02"]),
        P("direct", "2026-07-01 15:00", "我在合唱团唱女高音，这你知道吧？", ["m05"]),
        P("abst", "2026-07-06 11:30", "杭州西湖边有哪些不要门票的景点？", [], topic="杭州"),
        P("abst", "2026-08-08 18:40", "驴肉火烧是保定的正宗还是河间的正宗？", [], topic="驴肉火烧"),
    ],
})

# ---------------------------------------------------------------- 10 杜文华
ACCOUNTS.append({
    "user_id": "u_duwenhua", "tenant_id": "default", "gender": "F", "alone": False,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-28 16:00", "用户杜文华，66岁，住包头昆区，退休语文老师"),
        M("m02", "fact", 0.9, "2025-07-13 08:30", "用户有慢阻肺，每天吸思力华，爬坡上楼就喘"),
        M("m03", "fact", 0.8, "2025-08-22 19:20", "用户闻不得烟味，一闻就咳个不停"),
        M("m04", "preference", 0.6, "2025-09-27 10:50", "用户练了十几年书法，最爱颜体"),
        M("m05", "fact", 0.7, "2025-10-31 20:40", "老伴儿老高爱拉二胡，在老年大学民乐班"),
        M("m06", "fact", 0.8, "2026-04-22 17:35", "2026年12月到2027年3月打算去西双版纳猫冬，在景洪租房",
          vu="2027-03-31 23:59"),
        M("m07", "preference", 0.6, "2025-12-03 12:15", "用户爱吃莜面和手把肉"),
        M("m08", "fact", 0.8, "2026-01-11 18:05", "用户有荨麻疹，吃了海鲜就起风团"),
        M("m09", "fact", 0.9, "2026-02-25 09:25", "医生嘱咐用户不能去海拔高的地方"),
        M("m10", "preference", 0.5, "2026-03-19 14:10", "用户住宾馆只住低楼层或者有电梯的"),
    ],
    "excl_topics": ["gym_fitness"],
    # lungs & stairs / smoke / calligraphy / erhu & music / seafood & skin / altitude /
    # lifts & floors / winter
    "excl_words": ["喘", "爬", "楼", "电梯", "烟", "咳", "嗓子", "雾霾", "书法", "毛笔",
                   "字", "二胡", "琴", "乐", "海鲜", "虾", "三文鱼", "皮肤", "湿疹", "痒",
                   "高原", "山", "冬天", "暖气", "版纳"],
    "probes": [
        P("para", "2026-06-10 15:40", "上个三楼就跟拉风箱似的呼哧呼哧，景区那些沟沟坎坎我还能去不", ["m02"]),
        P("para", "2026-06-18 22:20",
          "哎呀这两天可把我愁坏了，隔壁屋老头天天蹲楼道里抽，我这嗓子眼儿刺挠得咔咔的，门缝都塞上了还"
          "不管用，你说我咋跟人家张这个嘴", ["m03"]),
        P("para", "2026-07-02 12:30", "上回整完皮皮虾，身上鼓了一片片大包，痒得要命，到南边还敢碰那些玩意儿不", ["m08"]),
        P("para", "2026-07-22 09:15", "香格里拉、玉龙雪山那一片能给我安排上不", ["m09"]),
        P("task", "2026-10-15 20:30", "十二月去景洪猫冬，帮我合计合计这一路咋走", ["m06", "m02", "m10"]),
        P("task", "2026-07-01 10:00", "老年大学组织去承德避暑山庄两日游，我跟老高去合适不，帮我安排",
          ["m02", "m05"]),
        P("task", "2026-12-20 18:20", "在版纳想请几个老同事吃顿饭，帮我挑个馆子", ["m08", "m03", "m06"]),
        P("direct", "2026-08-02 16:10", "我练颜体书法十几年了，你记着吧？", ["m04"]),
        P("abst", "2026-08-18 14:00", "颜体和柳体有啥区别？", [], topic="颜体"),
        P("abst", "2026-09-12 19:50", "西双版纳泼水节是几月份？", [], topic="西双版纳"),
    ],
})

# ---------------------------------------------------------------- 11 周淑兰
ACCOUNTS.append({
    "user_id": "u_zhoushulan", "tenant_id": "default", "gender": "F", "alone": True,
    "drives": False,
    "core": [
        M("m01", "fact", 0.6, "2025-06-16 09:45", "用户周淑兰，72岁，大庆让胡路区人，油田退休"),
        M("m02", "fact", 0.9, "2025-07-24 14:20", "用户前年摔了一跤股骨颈骨折，现在拄拐，走不快"),
        M("m03", "fact", 0.7, "2025-08-19 08:10", "用户骨质疏松，每天吃钙尔奇D"),
        M("m04", "fact", 0.8, "2025-09-12 18:30", "用户一个人住，养了条十岁的京巴狗叫豆豆"),
        M("m05", "fact", 0.8, "2026-03-10 20:05", "2026年7月打算去北京闺女家住半个月",
          vu="2026-07-31 23:59"),
        M("m06", "fact", 0.7, "2025-10-21 22:45", "用户失眠，睡前得吃半片艾司唑仑"),
        M("m07", "preference", 0.6, "2025-11-28 13:30", "用户爱打麻将，一个礼拜打三回"),
        M("m08", "fact", 0.7, "2025-12-31 10:55", "用户咳嗽打喷嚏时会漏尿，出门要用护理垫"),
        M("m09", "preference", 0.5, "2026-01-30 17:40", "用户口重，爱吃大酱蘸生菜"),
        M("m10", "fact", 0.6, "2026-04-14 19:25", "闺女一家住在海淀，外孙叫小宇，今年高考"),
    ],
    "excl_topics": ["pets", "gym_fitness", "sleep"],
    # dog & pets / hip & walking / calcium & meds / sleep / incontinence / mahjong /
    # Beijing trip (forbid word of the expiry probe)
    "excl_words": ["狗", "猫", "宠物", "走", "步", "爬", "摔", "骨", "钙", "药", "睡", "失眠",
                   "咳", "喷嚏", "厕所", "麻将", "北京", "高考", "外孙"],
    "probes": [
        P("para", "2026-06-05 20:12",
          "我要是出门半拉月，家里那个小毛孩子可咋整啊，它岁数也大了，托给谁我都不放心，你帮我寻思寻思",
          ["m04"]),
        P("para", "2026-06-13 10:30", "我这胯骨打过钢钉，坐八个钟头高铁能行不", ["m02"]),
        P("para", "2026-06-19 07:45", "补钙那小白片出门得带不", ["m03"]),
        P("para", "2026-06-26 23:20", "一宿一宿瞪眼到天亮，大夫给开的那小药片能带上火车不", ["m06"]),
        P("para", "2026-07-06 09:05", "一笑一咳就兜不住，坐一宿火车得预备点啥", ["m08"]),
        P("task", "2026-06-10 19:00", "七月去闺女家那趟，帮我安排安排", ["m05", "m02", "m04", "m08"]),
        P("task", "2026-09-05 15:15", "想跟老姐妹去五大连池泡矿泉，三天两宿，帮我规划", ["m02", "m04", "m06"]),
        P("direct", "2026-06-22 12:00", "你记着我养了条京巴叫豆豆吧？", ["m04"]),
        P("abst", "2026-07-18 16:35", "大庆铁人王进喜纪念馆几点开门？", [], topic="大庆"),
        P("expiry", "2026-08-16 10:40", "从闺女那回来了，最近想出门散散心，有啥近便的地方", ["m02", "m04"],
          plan="m05", forbid=[["北京"]]),
    ],
})

# ---------------------------------------------------------------- 12 杨树海
ACCOUNTS.append({
    "user_id": "u_yangshuhai", "tenant_id": "default", "gender": "M", "alone": False,
    "drives": True,
    "core": [
        M("m01", "fact", 0.6, "2025-06-26 11:15", "用户杨树海，58岁，鞍山人，钢厂内退"),
        M("m02", "fact", 0.7, "2025-07-30 08:20", "用户白天帮儿子儿媳带两岁的孙子小石头"),
        M("m03", "fact", 0.9, "2025-08-27 19:05", "小石头对鸡蛋过敏，蛋糕面包都得看配料"),
        M("m04", "fact", 0.9, "2025-09-19 23:10", "用户有睡眠呼吸暂停，晚上睡觉得戴呼吸机"),
        M("m05", "fact", 0.7, "2025-10-16 15:40", "用户颈椎病犯了会头晕，不能猛回头"),
        M("m06", "preference", 0.6, "2025-11-22 20:55", "用户戒烟两年了，闻见烟味就馋，尽量躲着"),
        M("m07", "fact", 0.8, "2026-03-26 21:30", "2026年8月打算带全家去长白山玩四天", end="2026-08-31 23:59"),
        M("m08", "preference", 0.6, "2025-12-24 17:00", "用户爱泡温泉"),
        M("m09", "fact", 0.5, "2026-01-28 10:05", "用户一米八五、两百多斤，普通座位坐着挤"),
        M("m10", "preference", 0.6, "2026-02-21 18:25", "用户一家出去玩预算在五千块左右"),
        M("m11", "fact", 0.5, "2026-05-09 07:50", "儿媳在医院当护士，经常倒夜班"),
    ],
    "excl_topics": ["sleep", "gym_fitness"],
    # eggs & cakes / sleep & snoring / neck & dizziness / smoke / hot springs & bath /
    # size & seats / budget / Changbai trip (forbid word of the expiry probe)
    "excl_words": ["蛋", "面包", "饼干", "点心", "睡", "呼噜", "脖子", "颈", "头晕", "晕",
                   "烟", "温泉", "泡", "洗澡", "胖", "体重", "斤", "座", "长白山", "预算"],
    "probes": [
        P("para", "2026-06-04 19:50",
          "跟你说个事儿，昨儿个邻居给了孩子一块槽子糕，吃完没多会儿脸上就起了红疙瘩，吓我一跳。"
          "往后带他出门，吃点心得留神点啥", ["m03"]),
        P("para", "2026-06-11 22:15", "我那一宿离不开的面罩机子，坐火车咋带，住店床头有插座不", ["m04"]),
        P("para", "2026-06-17 10:40", "一扭脖子就天旋地转，过山车那种还能玩不", ["m05"]),
        P("para", "2026-06-24 16:05", "我这大块头，大巴上那小座儿塞得进去不", ["m09"]),
        P("para", "2026-07-08 20:25", "山里头有没有跟汤岗子似的能泡澡的地儿", ["m08"]),
        P("task", "2026-06-20 09:30", "八月去长白山，帮我把四天的行程排一下", ["m07", "m03", "m04", "m10"]),
        P("task", "2026-09-12 08:50", "周末带小石头去二一九公园玩一天，帮我计划计划", ["m03", "m05"]),
        P("direct", "2026-06-28 21:40", "我晚上得戴呼吸机，这个你记下了吧？", ["m04"]),
        P("abst", "2026-07-16 15:20", "鞍山玉佛苑那尊玉佛有多重？", [], topic="鞍山"),
        P("expiry", "2026-09-22 19:10", "想再带一家子出去玩两天，有啥推荐", ["m03", "m10", "m04"],
          plan="m07", forbid=[["长白山"]]),
    ],
})


# ------------------------------------------------------------------ helpers
def meaningful(s):
    return {c for c in s if "\u4e00" <= c <= "\u9fff"} - STOP


def shared_chars(query, fact):
    return sorted(meaningful(query) & meaningful(fact.replace("用户", "")))


def load_background():
    with open(BACKGROUND, encoding="utf-8") as f:
        data = json.load(f)
    return [(s["topic"], s["text"]) for s in data["statements"]]


def excluded(acc, topic, text):
    topics = set(GLOBAL_EXCL_TOPICS) | set(acc.get("excl_topics", []))
    words = list(GLOBAL_EXCL_WORDS) + list(acc.get("excl_words", []))
    words += FEMALE_EXCL_WORDS if acc["gender"] == "F" else MALE_EXCL_WORDS
    if acc["alone"]:
        topics |= set(ALONE_EXCL_TOPICS)
        words += ALONE_EXCL_WORDS
    if not acc["drives"]:
        topics |= set(NO_CAR_EXCL_TOPICS)
        words += NO_CAR_EXCL_WORDS
    # every forbid keyword of the account's probes must stay out of its background
    for p in acc["probes"]:
        for alts in p["forbid"] + acc.get("twin_forbid", []):
            words += alts
    return topic in topics or any(w in text for w in words)


def build():
    statements = load_background()
    users = []
    n = 0
    for acc in ACCOUNTS:
        key = "%s|%s|%s" % (SEED, acc["tenant_id"], acc["user_id"])
        rng = random.Random(key)
        mems = []
        for m in acc["core"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(ts(m["created"]))}
            if m["vu"]:
                d["valid_until"] = iso(ts(m["vu"]))
            mems.append(d)
        types = [m["type"] for m in acc["core"]]
        imps = [m["importance"] for m in acc["core"]]
        pool = [t for (tp, t) in statements if not excluded(acc, tp, t)]
        k = rng.randint(100, 180)
        picked = rng.sample(pool, k)
        span = int((REF - WINDOW_START).total_seconds()) - 3600
        for i, text in enumerate(picked, 1):
            when = WINDOW_START + _dt.timedelta(seconds=rng.randrange(span) // 60 * 60)
            mems.append({"id": "b%03d" % i, "content": text, "type": rng.choice(types),
                         "importance": rng.choice(imps), "created_at": iso(when)})
        probes = []
        for p in acc["probes"]:
            n += 1
            forbid = [list(a) for a in p["forbid"]] + [list(a) for a in acc.get("twin_forbid", [])]
            probes.append({"id": "p%d-%s" % (n, p["kind"]), "at": iso(ts(p["at"])),
                           "query": p["query"], "relevant": list(p["relevant"]),
                           "forbid": forbid})
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant_id"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": "set2", "users": users}


def render(data):
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def parse_iso(s):
    return _dt.datetime.fromisoformat(s)


# ------------------------------------------------------------------ validation
def validate(data):
    errs = []

    def err(msg):
        errs.append(msg)

    if data.get("format") != "memory-eval/v1":
        err("format must be memory-eval/v1")
    if data.get("name") != "set2":
        err("name must be set2")
    users = data.get("users")
    if not isinstance(users, list) or len(users) != 12:
        err("expected 12 accounts")
        return errs
    if len(ACCOUNTS) != len(users):
        err("ACCOUNTS / users length mismatch")
        return errs
    ids = [u["user_id"] for u in users]
    if len(set(ids)) != 11:
        err("expected 11 distinct user_ids, got %d" % len(set(ids)))
    pairs = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id)")
    twins = [uid for uid in set(ids) if ids.count(uid) == 2]
    if len(twins) != 1:
        err("exactly one user_id must appear in two tenants")
    else:
        tw = [u for u in users if u["user_id"] == twins[0]]
        if sorted(u.get("tenant_id", "default") for u in tw)[0] != "default" or \
                tw[0].get("tenant_id", "default") == tw[1].get("tenant_id", "default"):
            err("twin must be in tenant default and one other tenant")

    counts = {k: 0 for k in KINDS}
    probe_ids = set()
    n_core = n_bg = 0
    for u, acc in zip(users, ACCOUNTS):
        who = "%s/%s" % (u["user_id"], u.get("tenant_id", "default"))
        if (u["user_id"], u.get("tenant_id", "default")) != (acc["user_id"], acc["tenant_id"]):
            err("%s: out of step with ACCOUNTS" % who)
        for key in ("user_id", "memories", "probes"):
            if key not in u:
                err("%s: missing %s" % (who, key))
        mems = u["memories"]
        byid = {}
        for m in mems:
            for key in ("id", "content", "type", "importance", "created_at"):
                if key not in m:
                    err("%s: memory missing %s" % (who, key))
            if m["id"] in byid:
                err("%s: duplicate memory id %s" % (who, m["id"]))
            byid[m["id"]] = m
            if m["type"] not in ("fact", "preference"):
                err("%s %s: type %r" % (who, m["id"], m["type"]))
            if not (0.3 <= m["importance"] <= 1.0):
                err("%s %s: importance out of range" % (who, m["id"]))
            c = parse_iso(m["created_at"])
            if not (WINDOW_START <= c < REF):
                err("%s %s: created_at outside the 12-month window" % (who, m["id"]))
            if "valid_until" in m and parse_iso(m["valid_until"]) <= c:
                err("%s %s: valid_until before created_at" % (who, m["id"]))
        core = [m for m in mems if m["id"].startswith("m")]
        bg = [m for m in mems if m["id"].startswith("b")]
        if len(core) + len(bg) != len(mems):
            err("%s: memory ids must start with m or b" % who)
        if not (9 <= len(core) <= 13):
            err("%s: %d core memories" % (who, len(core)))
        if not (100 <= len(bg) <= 180):
            err("%s: %d background memories" % (who, len(bg)))
        n_core += len(core)
        n_bg += len(bg)
        core_types = {m["type"] for m in core}
        core_imps = {m["importance"] for m in core}
        for m in bg:
            if m["type"] not in core_types or m["importance"] not in core_imps:
                err("%s %s: background type/importance not drawn from core" % (who, m["id"]))
        if len({m["created_at"][:7] for m in core}) < 8:
            err("%s: core created_at not spread over the year" % who)
        last = max(parse_iso(m["created_at"]) for m in mems)
        ends = {m["id"]: ts(m["end"]) for m in acc["core"] if m["end"]}
        own_words = [w for alts in acc.get("twin_own", []) for w in alts]

        if not (9 <= len(u["probes"]) <= 11):
            err("%s: %d probes" % (who, len(u["probes"])))
        for p, spec in zip(u["probes"], acc["probes"]):
            pid = p["id"]
            kind = pid.split("-", 1)[1] if "-" in pid else ""
            if kind not in KINDS or kind != spec["kind"]:
                err("%s: bad probe id %s" % (who, pid))
                continue
            counts[kind] += 1
            if pid in probe_ids:
                err("duplicate probe id %s" % pid)
            probe_ids.add(pid)
            if not p.get("query"):
                err("%s: empty query" % pid)
            at = parse_iso(p["at"])
            if at <= last:
                err("%s: asked before some memory of its user" % pid)
            rel = p["relevant"]
            if len(set(rel)) != len(rel):
                err("%s: duplicate relevant ids" % pid)
            for r in rel:
                if r not in byid:
                    err("%s: relevant id %s does not exist" % (pid, r))
                elif not r.startswith("m"):
                    err("%s: relevant id %s is background" % (pid, r))
                elif r in ends and kind != "expiry" and at > ends[r]:
                    err("%s: relevant plan %s already over" % (pid, r))
            # forbid: never in a relevant memory; never in any own memory that still applies
            for alts in p["forbid"]:
                for w in alts:
                    wl = w.lower()
                    for r in rel:
                        if r in byid and wl in byid[r]["content"].lower():
                            err("%s: forbid %r occurs in relevant %s" % (pid, w, r))
                    for m in mems:
                        if wl in m["content"].lower():
                            if not (m["id"] in ends and at > ends[m["id"]]):
                                err("%s: forbid %r occurs in live memory %s" % (pid, w, m["id"]))
            flat_forbid = [w for alts in p["forbid"] for w in alts]
            for alts in acc.get("twin_forbid", []):
                if alts[0] not in flat_forbid:
                    err("%s: twin probe lacks forbid %r" % (pid, alts[0]))
            for w in own_words:
                if w in flat_forbid:
                    err("%s: forbids its own twin's word %r" % (pid, w))
            if kind == "para":
                if len(rel) != 1:
                    err("%s: para needs exactly one relevant id" % pid)
                else:
                    sh = shared_chars(p["query"], byid[rel[0]]["content"])
                    if len(sh) > 2:
                        err("%s: shares %d chars with %s: %s" % (pid, len(sh), rel[0], "".join(sh)))
            elif kind == "task":
                if not (2 <= len(rel) <= 4):
                    err("%s: task needs 2-4 relevant ids" % pid)
            elif kind == "direct":
                if len(rel) != 1:
                    err("%s: direct needs exactly one relevant id" % pid)
                elif len(shared_chars(p["query"], byid[rel[0]]["content"])) < 3:
                    err("%s: direct query not close to its fact" % pid)
            elif kind == "abst":
                if rel:
                    err("%s: abst must have relevant []" % pid)
                t = spec["topic"]
                if not t or t not in p["query"] or not any(t in m["content"] for m in core):
                    err("%s: abst topic word %r not shared with a core memory" % (pid, t))
            elif kind == "expiry":
                plan = spec["plan"]
                if plan not in ends:
                    err("%s: expiry plan %s has no end" % (pid, plan))
                else:
                    if at <= ends[plan]:
                        err("%s: asked before plan %s ended" % (pid, plan))
                    if plan in rel:
                        err("%s: expired plan listed as relevant" % pid)
                    if not p["forbid"] or not any(
                            w in byid[plan]["content"] for alts in p["forbid"] for w in alts):
                        err("%s: forbid lacks the plan keyword" % pid)
    # twins: each twin's forbid words belong to the other twin
    tw_accs = [a for a in ACCOUNTS if "twin_forbid" in a]
    if len(tw_accs) == 2:
        for a, b in ((tw_accs[0], tw_accs[1]), (tw_accs[1], tw_accs[0])):
            for alts in a["twin_forbid"]:
                if not any(alts[0] in m["content"] for m in b["core"]):
                    err("twin word %r not a fact of the other twin" % alts[0])
    total = sum(counts.values())
    for k, target in KIND_TARGET.items():
        if counts[k] != target:
            err("kind %s: %d probes, expected %d" % (k, counts[k], target))
    if not (110 <= total <= 130):
        err("total probes %d" % total)
    return errs, {"accounts": len(users), "core": n_core, "background": n_bg,
                  "probes": total, "by_kind": counts}


def main(argv):
    data = build()
    blob = render(data)
    if "--check" in argv:
        if not os.path.exists(OUT):
            print("missing", OUT)
            return 1
        with open(OUT, "rb") as f:
            disk = f.read()
        errs, stats = validate(json.loads(disk.decode("utf-8")))
        if disk != blob:
            errs.append("rebuild is not byte-identical to the file on disk")
        for e in errs:
            print("ERROR:", e)
        print(json.dumps(stats, ensure_ascii=False))
        print("OK" if not errs else "FAILED (%d errors)" % len(errs))
        return 0 if not errs else 1
    errs, stats = validate(data)
    for e in errs:
        print("ERROR:", e)
    if errs:
        print("not written: %d errors" % len(errs))
        return 1
    with open(OUT, "wb") as f:
        f.write(blob)
    print("wrote", OUT)
    print(json.dumps(stats, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
