"""Build zh_retrieval_holdout13.json: a blind, held-out Chinese retrieval set
(memory-eval/v1, track R) for a travel planner's long-term memory.

Blindness record
  Written without looking at the recall engine, its tests, or any other data
  set. Files read while writing it, and nothing else under /work:
    /work/shared/eval/FORMAT.md                    (the memory-eval/v1 format)
    /work/main/bench/data/src/background_pool.py   (POOL, PLACE_WORDS; imported)
  (During setup one shell command also ran `ls /work/main/bench/data/` piped
  into `head -0`, so it printed nothing; no other file or folder there was
  seen.)

Theme
  "Travel shaped by fears, habits and the people one travels with": a history
  teacher who has not flown since a bad flight in 2018; a copywriter with
  claustrophobia; a programmer with severe car sickness and a road-trip-mad
  girlfriend; a light sleeper with a snoring husband; a chain-smoking
  garage owner from Shenyang (Northeastern dialect); a wildlife photographer
  with 20+ kg of gear; an illustrator afraid of heights married to an
  extreme-sports fan; an HR officer organising a 40-person team trip
  (wheelchair user, Hui colleagues, VAT invoices); a retired bus driver with a
  below-knee prosthesis who swims in the sea; a Hui teacher who eats only
  halal and travels with her diabetic mother; a coeliac solo backpacker; a
  Chengdu granddaughter taking her 73-year-old grandmother (Sichuanese
  "婆婆") on her first trip abroad.
  Cross-tenant isolation: 林晓 (tenant t_xingcheng) and 林筱 (tenant
  t_huanyu) share user_id u_linxiao; their memories are deliberately
  confusable (husbands 周屿 / 周予, trip budgets, spice tolerance) and several
  of their probes forbid the other account's keywords.

Counts (asserted below)
  accounts 12 (11 distinct user_ids), core memories 147,
  background memories 1671 (per account 120-160),
  probes 112: para 42, task 24, direct 10, abst 20, expiry 10, bg 6.

Background memories are sampled from the pool per account with a
string-seeded random.Random: one cluster per exclusive family, `active`
statements dropped for accounts with mobility limits, pool statements naming a
PLACE_WORDS place that occurs in the account's core memories or non-abstention
probes dropped, statements containing any of the account's forbid keywords
dropped, plus per-account hand-made exclusions (topics and substrings) for
statements that would contradict the person or silently become relevant to one
of the account's probes.

Usage
  python3 build_holdout13.py            write the JSON next to this script
  python3 build_holdout13.py --check    rebuild in memory; exit 1 unless the
                                        file on disk is byte-identical
  python3 build_holdout13.py --report   print review aids (para overlap,
                                        background near-misses per probe)
"""

import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.normpath(os.path.join(HERE, "..", "src")))
from background_pool import PLACE_WORDS, POOL  # noqa: E402

OUT = os.path.join(HERE, "zh_retrieval_holdout13.json")
SEED = "holdout13/2026"

EXPECTED = {
    "accounts": 12,
    "user_ids": 11,
    "core": 147,
    "background": 1671,
    "probes": {"para": 42, "task": 24, "direct": 10, "abst": 20, "expiry": 10, "bg": 6},
}


def T(s):
    """'2026-05-06 10:20' -> ISO 8601 with +08:00."""
    d, h = s.split(" ")
    return "%sT%s:00+08:00" % (d, h)


# ---------------------------------------------------------------------------
# Accounts. core: (local id, type, importance, created_at or None, content,
# valid_until or None). probes: (kind, at, query, relevant, forbid, forbid_ids)
# relevant uses local ids; "@bg" stands for the account's forced background
# statement. forbid_ids: local ids that DO contain a forbid keyword (the
# expired plan); every other memory of the account must be free of them.
# ---------------------------------------------------------------------------

ACCOUNTS = [
    {
        "key": "a01", "name": "周敬川", "user_id": "u_zhoujingchuan", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.95, None, "用户自从2018年那次航班遇到剧烈颠簸之后，就再也没有坐过飞机，出行只坐火车或者轮船", None),
            ("m2", "preference", 0.5, None, "用户坐高铁喜欢选靠窗的F座，习惯在车上看纸质书", None),
            ("m3", "preference", 0.75, None, "用户能接受的单程火车最长十二个小时左右，再长就得中途找个城市住一晚", None),
            ("m4", "preference", 0.7, None, "用户坐卧铺只要下铺，爬上铺会头晕", None),
            ("m5", "relation", 0.7, None, "用户的妻子宋岚特别向往海岛度假，念叨马尔代夫念叨了好多年", None),
            ("m6", "relation", 0.6, None, "用户每年清明都要回绍兴给父母扫墓", None),
            ("m7", "profile", 0.8, None, "用户有高血压，每天早上吃一片氨氯地平", None),
            ("m8", "profile", 0.6, None, "用户在中学教历史，只有寒暑假才能安排长途旅行", None),
            ("m9", "event", 0.85, "2026-03-01 20:15", "用户和妻子订了2026年7月20日从天津出发的邮轮，途经济州岛和福冈，一共六天", None),
            ("m10", "preference", 0.55, None, "用户坐船会有点晕，上船前需要吃晕船药", None),
            ("m11", "preference", 0.5, None, "用户订酒店偏爱火车站附近的，方便赶早班车", None),
            ("m12", "preference", 0.8, None, "用户不肯坐缆车，觉得吊在半空和坐飞机一样让他心慌", None),
            ("m13", "preference", 0.5, None, "用户爱逛博物馆，对青铜器特别感兴趣", None),
        ],
        "bg_target": "用户家里的家谱修到了第二十代",
        "probes": [
            ("para", "2026-05-06 10:20", "我爱人做梦都想去的那个地方叫啥来着？", ["m5"], None, []),
            ("para", "2026-05-18 21:05", "景区上山那种吊着走的小厢子我是真不行，还有别的上山办法吗？", ["m12"], None, []),
            ("para", "2026-06-02 07:40", "出远门那几天，我那个降压的片子一般啥时候服？", ["m7"], None, []),
            ("para", "2026-06-20 19:30", "长途夜车的话，给我买哪一层的铺位？", ["m4"], None, []),
            ("task", "2026-06-10 20:00", "七月那趟邮轮出发前，我得准备些什么？", ["m9", "m10", "m7"], None, []),
            ("task", "2026-06-15 09:10", "国庆想从杭州去西安玩几天，帮我看看怎么过去、到了那边逛哪些地方", ["m1", "m3", "m13"], None, []),
            ("direct", "2026-07-01 12:00", "我单程最多能坐多长时间的火车？", ["m3"], None, []),
            ("abst", "2026-05-25 22:10", "复兴号高铁的最高运营时速是多少？", [], None, []),
            ("abst", "2026-06-25 16:45", "青铜器上铸的铭文一般叫什么？", [], None, []),
            ("expiry", "2026-10-12 20:30", "寒假想带老婆去南方暖和点的地方待一周，怎么去比较好？", ["m1", "m5", "m3"], [["济州岛", "福冈"]], ["m9"]),
            ("bg", "2026-07-08 18:00", "我们家族谱修到第几代了？", ["@bg"], None, []),
        ],
        "drop_topics": ["work"],
        "drop_substr": ["飞机", "机场", "泰国", "日本", "首尔", "新加坡", "索道", "父母", "父亲", "母亲",
                        "外婆", "教师资格证", "公司"],
        "cluster_exclude": {"commute": ["wfh"]},
    },
    {
        "key": "a02", "name": "许蔓", "user_id": "u_xuman", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.95, None, "用户有幽闭恐惧症，小时候在老小区的电梯里被困过两个小时", None),
            ("m2", "preference", 0.8, None, "用户不坐封闭的厢式缆车，露天的吊椅式索道反而可以", None),
            ("m3", "preference", 0.85, None, "用户住酒店一定要有能打开的窗户，没窗的房间会让她喘不过气", None),
            ("m4", "preference", 0.8, None, "用户能走楼梯就不坐电梯，所以酒店楼层最好在五楼以下", None),
            ("m5", "preference", 0.75, None, "用户不敢进溶洞、地下暗河这类景点", None),
            ("m6", "preference", 0.7, None, "用户坐飞机只选靠过道的座位，而且越靠前越好", None),
            ("m7", "relation", 0.6, None, "用户的闺蜜阿桃每年和她结伴旅行一次，阿桃是摄影控，最爱拍日出", None),
            ("m8", "event", 0.85, "2025-11-08 22:40", "用户计划明年3月和阿桃去张家界", None),
            ("m9", "profile", 0.5, None, "用户在广告公司做文案，一年有十天年假", None),
            ("m10", "preference", 0.55, None, "用户喜欢逛古镇、吃街头小吃", None),
            ("m11", "preference", 0.65, None, "用户在人挤人的地方会心慌，出去玩尽量错峰", None),
            ("m12", "profile", 0.7, None, "用户包里常备医生开的抗焦虑药，发作时吃半片", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-01-20 21:30", "去景区上山，那种关起门来吊着走的我坐不了，敞开吹风的那种呢？", ["m2"], None, []),
            ("para", "2026-02-10 13:15", "订房的时候帮我留意下，屋子要是憋闷不透气我会受不了", ["m3"], None, []),
            ("para", "2026-06-05 23:05", "要是我在外面突然犯病了，那个小白片吃多少来着？", ["m12"], None, []),
            ("para", "2026-06-12 12:20", "老跟我搭伙出去浪的那个好姐妹，她镜头最爱对着啥？", ["m7"], None, []),
            ("task", "2026-01-15 20:45", "张家界那趟帮我看看景区里怎么上下山、有哪些地方要避开", ["m8", "m2", "m4", "m5"], None, []),
            ("task", "2026-06-01 19:00", "下个月想去重庆玩三天，帮我订个住的地方", ["m3", "m4"], None, []),
            ("direct", "2026-06-08 10:00", "我是不是不敢进溶洞？", ["m5"], None, []),
            ("abst", "2026-02-20 15:30", "幽闭恐惧症在医学上属于哪一类焦虑障碍？", [], None, []),
            ("expiry", "2026-05-20 20:10", "端午想跟阿桃再约个短途，帮我挑个人少点的地方", ["m7", "m11", "m10"], [["张家界"]], ["m8"]),
        ],
        "drop_topics": [],
        "drop_substr": ["十七楼", "早高峰", "索道", "人太多", "人最多", "摄影", "乌镇"],
        "cluster_exclude": {"bday": ["mar21"]},
    },
    {
        "key": "a03", "name": "高远航", "user_id": "u_gaoyuanhang", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.95, None, "用户晕车很厉害，坐大巴或者出租车后排超过半小时就会吐", None),
            ("m2", "preference", 0.85, None, "用户坐车一定要坐副驾驶，自己开车反而一点不晕", None),
            ("m3", "preference", 0.8, None, "用户坐高铁和地铁完全不晕，长途首选高铁", None),
            ("m4", "preference", 0.7, None, "用户坐船也晕，以前坐轮渡吐得一塌糊涂", None),
            ("m5", "relation", 0.75, None, "用户的女朋友小棠是自驾游狂热分子，一直想开车走一趟318国道", None),
            ("m6", "profile", 0.85, None, "用户对茶苯海明（乘晕宁）过敏，晕车药只能用东莨菪碱贴片", None),
            ("m7", "preference", 0.8, None, "用户盘山路基本扛不住，弯道多的路线要提前告诉他", None),
            ("m8", "preference", 0.55, None, "用户是程序员，习惯熬夜，旅行时不想早起赶行程", None),
            ("m9", "event", 0.8, "2026-03-02 23:20", "用户计划2026年五一和小棠自驾去安吉，由他来开车", None),
            ("m10", "preference", 0.45, None, "用户无辣不欢，最爱湘菜", None),
            ("m11", "preference", 0.6, None, "用户坐车前不能吃太饱也不能空腹，垫几块苏打饼干最好", None),
            ("m12", "profile", 0.55, None, "用户有驾照，但只开过自动挡的车", None),
        ],
        "bg_target": "用户买了个青轴的机械键盘",
        "probes": [
            ("para", "2026-05-22 22:30", "跟朋友拼车出去玩，我坐哪个位置最稳妥？", ["m2"], None, []),
            ("para", "2026-05-28 23:50", "七拐八绕的山区线路，我这体质能去不？", ["m7"], None, []),
            ("para", "2026-06-03 08:15", "出发前我该吃点啥比较稳？", ["m11"], None, []),
            ("task", "2026-05-25 21:00", "下个月想和女朋友去川西玩一周，帮我规划下交通", ["m5", "m7", "m2", "m1"], None, []),
            ("task", "2026-06-05 22:40", "从南京去厦门，顺便上鼓浪屿，怎么走最省心？", ["m3", "m1", "m4"], None, []),
            ("direct", "2026-06-08 12:30", "我对哪种晕车药过敏来着？", ["m6"], None, []),
            ("abst", "2026-05-30 01:10", "晕车的原理是什么？为什么眼睛和耳朵的信号会打架？", [], None, []),
            ("abst", "2026-06-12 13:00", "318国道全程大概有多少公里？", [], None, []),
            ("expiry", "2026-06-20 22:00", "七月想和小棠出去玩几天，这次打算坐火车，帮我挑个地方", ["m3", "m8"], [["安吉"]], ["m9"]),
            ("bg", "2026-06-15 23:30", "我那把敲起来噼里啪啦的键盘是什么轴来着？", ["@bg"], None, []),
        ],
        "drop_topics": [],
        "drop_substr": ["在车上刷", "自驾", "晚上十二点睡", "睡懒觉"],
        "cluster_exclude": {"commute": ["bus"], "car": ["none"]},
    },
    {
        "key": "a04", "name": "沈一禾", "user_id": "u_shenyihe", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.9, None, "用户睡眠很浅，一点动静就会醒，醒了就很难再睡着", None),
            ("m2", "preference", 0.9, None, "用户订酒店要安静的房间，远离电梯口、不临街，最好在走廊尽头", None),
            ("m3", "relation", 0.85, None, "用户的丈夫老邓打呼噜很响，两人出门一般订两间房或者带独立卧室的套房", None),
            ("m4", "preference", 0.6, None, "用户出门随身带耳塞和真丝眼罩", None),
            ("m5", "preference", 0.7, None, "用户不碰咖啡和浓茶，下午喝一口晚上就失眠", None),
            ("m6", "preference", 0.75, None, "用户每晚十点半前要上床，旅行也不接受排到深夜的活动", None),
            ("m7", "profile", 0.65, None, "用户倒时差特别困难，从欧洲回来要缓一个星期", None),
            ("m8", "profile", 0.5, None, "用户是大学图书馆的馆员，喜欢安静的小城", None),
            ("m9", "event", 0.8, "2026-06-28 21:10", "用户计划2026年11月和老邓去大理住一周，已经订好了洱海边的一家酒店", None),
            ("m10", "preference", 0.7, None, "用户嫌民宿隔音差，木结构的老房子一般不考虑", None),
            ("m11", "preference", 0.55, None, "用户喜欢泡温泉，觉得泡完能睡个好觉", None),
            ("m12", "preference", 0.6, None, "用户闻到香薰或浓烈的香水味会头疼", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-07-05 21:40", "我家那位晚上呼声震天，跟他出去玩住的地方一般咋安排？", ["m3"], None, []),
            ("para", "2026-07-08 20:05", "我一般几点钟就得钻被窝？别给我排得太晚", ["m6"], None, []),
            ("para", "2026-07-12 14:30", "下午来杯拿铁提提神可以吗？", ["m5"], None, []),
            ("para", "2026-07-16 09:20", "去那种跟国内差七八个小时的地方，我身体要多久才能调过来？", ["m7"], None, []),
            ("task", "2026-07-20 20:30", "大理那趟帮我把每天的行程排一下", ["m9", "m6", "m11", "m8"], None, []),
            ("task", "2026-08-10 19:45", "周末想和老邓去莫干山住两晚，帮我挑个住处", ["m2", "m3", "m10", "m1"], None, []),
            ("direct", "2026-08-15 11:00", "我出门会带耳塞吗？", ["m4"], None, []),
            ("abst", "2026-07-25 16:00", "温泉水里一般含有哪些矿物质？", [], None, []),
            ("abst", "2026-08-20 15:10", "图书馆的索书号是怎么编出来的？", [], None, []),
            ("expiry", "2027-01-15 20:00", "春节想和老邓找个暖和的地方待几天，帮我找家酒店", ["m2", "m3", "m10"], [["大理", "洱海"]], ["m9"]),
        ],
        "drop_topics": ["work"],
        "drop_substr": ["咖啡", "茶", "睡", "静音", "香薰", "泡脚", "白噪音", "公司"],
        "cluster_exclude": {"bday": ["nov3"]},
    },
    {
        "key": "a05", "name": "阚建军", "user_id": "u_kanjianjun", "tenant_id": "default",
        "mobility": True,
        "core": [
            ("m1", "profile", 0.85, None, "用户烟瘾很大，一天差不多两包烟", None),
            ("m2", "preference", 0.9, None, "用户住酒店必须要能抽烟的房间，实在不行也得带个阳台", None),
            ("m3", "preference", 0.8, None, "用户坐飞机超过三个小时就憋得难受，宁可选中途经停、能下来透口气的航班", None),
            ("m4", "relation", 0.6, None, "用户每年开春都和几个钓友组团出去钓鱼，领头的是老于", None),
            ("m5", "relation", 0.8, None, "用户的媳妇桂芳闻不得烟味，两口子出门得分开住，或者他到外头去抽", None),
            ("m6", "profile", 0.7, None, "用户有慢性支气管炎，一到冬天就咳得厉害", None),
            ("m7", "profile", 0.6, None, "用户在沈阳开汽修厂，离不开太久，出门一般不超过五天", None),
            ("m8", "preference", 0.55, None, "用户爱喝白酒，吃饭得有硬菜，吃不惯清淡的", None),
            ("m9", "event", 0.85, "2026-05-20 21:30", "用户计划2026年国庆和钓友去内蒙古达里湖钓鱼", None),
            ("m10", "preference", 0.4, None, "用户嗓门大，不爱去安安静静的高档餐厅", None),
            ("m11", "profile", 0.55, None, "用户在试着用电子烟慢慢戒烟，目前还没戒成", None),
            ("m12", "profile", 0.6, None, "用户膝盖有老伤，爬山最多爬到半山腰", None),
        ],
        "bg_target": "用户家楼下新开了一家便利店",
        "probes": [
            ("para", "2026-06-01 20:20", "俺家那位鼻子可灵了，俺俩出去过夜咋整来着？", ["m5"], None, []),
            ("para", "2026-06-05 22:15", "订房那块儿，俺得能随时点上一根，你心里有数不？", ["m2"], None, []),
            ("para", "2026-06-10 07:30", "俺这嗓子眼一降温就不得劲儿，出门得注意点啥？", ["m6"], None, []),
            ("task", "2026-07-01 21:00", "帮俺安排下国庆去达里湖的住处和路线", ["m9", "m2", "m7", "m3"], None, []),
            ("task", "2026-08-20 20:40", "十月底想带媳妇儿去趟长沙，帮俺订个酒店", ["m5", "m2"], None, []),
            ("direct", "2026-06-15 12:10", "俺一天抽多少烟来着？", ["m1"], None, []),
            ("abst", "2026-06-20 23:00", "抽烟对肺到底伤害多大，有啥科学数据没？", [], None, []),
            ("abst", "2026-07-10 05:40", "钓鲫鱼用啥饵料好使？", [], None, []),
            ("expiry", "2026-12-01 19:50", "元旦想跟老于他们去查干湖凿冰钓鱼，帮俺看看咋安排", ["m4", "m6", "m7", "m2"], [["达里湖"]], ["m9"]),
            ("bg", "2026-07-15 21:20", "俺家楼底下新开的那是个啥店来着？", ["@bg"], None, []),
        ],
        "drop_topics": ["work"],
        "drop_substr": ["钓鱼", "戒", "公司", "周报"],
        "cluster_exclude": {"car": ["none"]},
    },
    {
        "key": "a06", "name": "乔野", "user_id": "u_qiaoye", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.85, None, "用户是野生动物摄影师，常用一支600mm定焦镜头加两台机身，整套器材二十多公斤", None),
            ("m2", "preference", 0.9, None, "用户的镜头和机身坐飞机一律随身带，绝不托运", None),
            ("m3", "preference", 0.75, None, "用户拍鸟要赶日出前后的光线，经常凌晨四点就出发", None),
            ("m4", "profile", 0.7, None, "用户有七八块相机锂电池，每块都在100Wh以下", None),
            ("m5", "preference", 0.75, None, "用户租车只租SUV，后备箱得放得下三脚架和摄影包", None),
            ("m6", "preference", 0.45, None, "用户在野外一蹲就是一整天，住宿不挑，干净就行", None),
            ("m7", "relation", 0.6, None, "用户的搭档阿坤负责开车和后勤，两人经常一起出去拍", None),
            ("m8", "profile", 0.7, None, "用户对蚊虫叮咬反应很大，被咬一口能肿一大片", None),
            ("m9", "event", 0.85, "2026-07-28 23:00", "用户计划2026年12月去江苏盐城拍越冬的丹顶鹤", "2026-12-31T23:59:59+08:00"),
            ("m10", "event", 0.4, None, "用户去年在青海拍雪豹，蹲守了二十天才拍到", None),
            ("m11", "profile", 0.65, None, "用户腰不太好，扛着器材走远路得有人分担", None),
            ("m12", "preference", 0.35, None, "用户吃饭很随便，野外一包泡面就能对付一天", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-08-05 01:30", "我那堆长枪短炮能不能塞进货舱？", ["m2"], None, []),
            ("para", "2026-08-08 22:10", "出片那几天我一般几点就得爬起来？", ["m3"], None, []),
            ("para", "2026-08-12 19:40", "山里那些小飞虫专挑我下嘴，我这体质要备点啥？", ["m8"], None, []),
            ("para", "2026-08-16 15:05", "锂电那几块安检能过不？都啥规格的来着？", ["m4"], None, []),
            ("task", "2026-09-10 21:15", "盐城那趟打算自驾过去，帮我安排路线和住的地方", ["m9", "m5", "m7", "m3"], None, []),
            ("task", "2026-09-20 20:00", "十月想去云南百花岭拍鸟，帮我订去保山的机票", ["m2", "m4", "m1"], None, []),
            ("direct", "2026-08-20 10:30", "我那个搭档叫啥，平时负责什么？", ["m7"], None, []),
            ("abst", "2026-09-05 14:20", "丹顶鹤头顶为什么是红色的？", [], None, []),
            ("expiry", "2027-02-20 21:00", "四月想去拍候鸟迁徙，帮我定个去处，顺便租辆车", ["m5", "m3"], [["丹顶鹤", "盐城"]], ["m9"]),
        ],
        "drop_topics": ["work", "commute"],
        "drop_substr": ["摄影", "相册", "照片", "公司", "年终奖", "晚上十二点睡", "睡懒觉", "起床"],
        "cluster_exclude": {},
    },
    {
        "key": "a07", "name": "林晓", "user_id": "u_linxiao", "tenant_id": "t_xingcheng",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.5, None, "用户叫林晓，朋友们都喊她晓晓", None),
            ("m2", "preference", 0.85, None, "用户恐高，玻璃栈道、蹦极、高空秋千这类项目一律不碰", None),
            ("m3", "relation", 0.8, None, "用户的老公周屿是极限运动迷，跳过伞，一直想去新西兰蹦极", None),
            ("m4", "preference", 0.75, None, "用户喜欢慢节奏，一天最多逛两个地方，最爱泡美术馆", None),
            ("m5", "relation", 0.7, None, "用户和老公旅行有个老规矩：上午各玩各的，下午再会合", None),
            ("m6", "preference", 0.85, None, "用户吃素，但蛋和奶可以吃", None),
            ("m7", "relation", 0.7, None, "用户的老公无辣不欢，用户自己一点辣都吃不了", None),
            ("m8", "profile", 0.5, None, "用户是自由职业的插画师，时间比较灵活", None),
            ("m9", "event", 0.85, "2026-03-20 22:00", "用户计划2026年8月和老公去新西兰皇后镇，老公去蹦极，她在湖边画画", None),
            ("m10", "relation", 0.55, None, "用户晚上爱逛夜市，老公更想早点睡、第二天去爬山", None),
            ("m11", "preference", 0.7, None, "用户两口子每次旅行的总预算控制在一万五以内", None),
            ("m12", "preference", 0.4, None, "用户出门喜欢带一台胶片相机", None),
            ("m13", "preference", 0.65, None, "用户不会游泳，水上项目最多坐船看看", None),
        ],
        "bg_target": "用户的手机壳三年没换过",
        "probes": [
            ("para", "2026-04-02 22:30", "我家那位最想挑战的高空项目是啥来着？", ["m3"], [["周予"]], []),
            ("para", "2026-04-10 21:00", "出去玩的时候我俩一般怎么分头行动来着？", ["m5"], None, []),
            ("para", "2026-04-18 15:20", "我忌荤，那拿铁和布丁这种还能点不？", ["m6"], None, []),
            ("task", "2026-05-10 20:15", "帮我和老公规划一下新西兰那趟的行程", ["m9", "m3", "m5", "m2"], [["千岛湖", "团建"]], []),
            ("task", "2026-06-20 11:40", "周末两天去苏州，帮我们俩找几家吃饭的地方", ["m6", "m7"], [["特辣"]], []),
            ("direct", "2026-06-25 21:10", "我们俩出去玩一次预算是多少？", ["m11"], [["人均两千"]], []),
            ("abst", "2026-04-25 23:15", "蹦极用的绳子是什么材料做的？", [], None, []),
            ("abst", "2026-05-20 16:40", "胶片相机和数码相机的成像原理有什么不一样？", [], None, []),
            ("expiry", "2026-10-15 20:50", "年底想和老公再出去一趟，这回想去个不那么折腾的地方，帮我出出主意", ["m4", "m11"], [["皇后镇"]], ["m9"]),
            ("bg", "2026-07-02 22:00", "我这手机套用了多少年没换了？", ["@bg"], None, []),
        ],
        "drop_topics": ["work", "commute"],
        "drop_substr": ["鱼油", "钓鱼", "游泳", "剧本杀", "年会", "公司", "在职", "出差"],
        "cluster_exclude": {},
    },
    {
        "key": "a08", "name": "林筱", "user_id": "u_linxiao", "tenant_id": "t_huanyu",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.5, None, "用户叫林筱，同事们都叫她筱筱", None),
            ("m2", "profile", 0.85, None, "用户在公司负责行政和人事，今年要组织四十人左右的部门团建", None),
            ("m3", "fact", 0.85, None, "用户公司的团建预算是人均两千，吃住行都包含在内", None),
            ("m4", "relation", 0.9, None, "用户部门的同事小吴坐轮椅，团建的场地和交通都得无障碍", None),
            ("m5", "relation", 0.85, None, "用户部门有三位回族同事，集体用餐要安排清真", None),
            ("m6", "relation", 0.7, None, "用户的领导不喜欢爬山徒步这种累人的活动，更喜欢农家乐和拓展", None),
            ("m7", "preference", 0.4, None, "用户自己特别能吃辣，吃火锅只点特辣", None),
            ("m8", "event", 0.9, "2026-05-10 17:30", "用户计划2026年9月中旬带部门去千岛湖团建，三天两晚", None),
            ("m9", "preference", 0.6, None, "用户晕大巴，坐大巴时总抢第一排", None),
            ("m10", "fact", 0.75, None, "用户公司规定团建费用报销必须开增值税专用发票", None),
            ("m11", "relation", 0.5, None, "用户的老公周予在读博，只有周末有空陪她出去玩", None),
            ("m12", "fact", 0.6, None, "用户部门每年的年会定在12月最后一个周五", None),
            ("m13", "relation", 0.6, None, "用户部门一大半是90后，大家更喜欢剧本杀、露营这类活动", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-05-20 14:10", "那位出行得靠人推着走的伙伴，挑地方要注意啥？", ["m4"], None, []),
            ("para", "2026-05-22 10:45", "一个人摊多少钱的额度来着？", ["m3"], [["一万五"]], []),
            ("para", "2026-05-26 16:30", "大伙儿吃饭有没有什么民族习惯要照顾的？", ["m5"], None, []),
            ("para", "2026-05-29 11:20", "我们头儿平时中意什么样的节目安排？", ["m6"], None, []),
            ("task", "2026-06-01 15:00", "帮我挑一下千岛湖团建住的酒店", ["m8", "m4", "m3", "m10"], [["皇后镇", "新西兰"]], []),
            ("task", "2026-07-15 14:40", "今年年会想拉大家去外地玩一天，帮我出个方案", ["m12", "m13", "m4", "m5", "m6"], None, []),
            ("direct", "2026-06-10 09:50", "团建费用报销要开什么发票？", ["m10"], None, []),
            ("abst", "2026-06-15 17:20", "增值税专用发票和普通发票有啥区别？", [], None, []),
            ("abst", "2026-06-18 21:30", "剧本杀一般一场要玩几个小时？", [], None, []),
            ("expiry", "2026-11-10 10:30", "明年开春还想带部门出去一趟，帮我先看看可选的地方", ["m4", "m6", "m13", "m3"], [["千岛湖"]], ["m8"]),
        ],
        "drop_topics": [],
        "drop_substr": ["剧本杀", "年会", "趣味运动会", "在车上刷", "报销", "发票", "同事", "领导", "农家乐", "婺源"],
        "cluster_exclude": {"commute": ["bus"], "bday": ["mid_autumn"]},
    },
    {
        "key": "a09", "name": "马国栋", "user_id": "u_maguodong", "tenant_id": "default",
        "mobility": True,
        "core": [
            ("m1", "profile", 0.95, None, "用户2021年出车祸后左小腿截肢，之后一直戴假肢", None),
            ("m2", "profile", 0.85, None, "用户平地走路没问题，但一天累计走超过三公里，残肢就会磨得疼", None),
            ("m3", "preference", 0.85, None, "用户上下楼梯和陡坡比较吃力，景点最好有电梯或者坡道", None),
            ("m4", "profile", 0.75, None, "用户过安检时假肢会让金属探测门报警，得预留时间走人工检查", None),
            ("m5", "preference", 0.85, None, "用户住酒店要无障碍房，卫生间得有扶手和淋浴椅", None),
            ("m6", "preference", 0.7, None, "用户有一条专门下水用的游泳假肢，最喜欢去海边游泳", None),
            ("m7", "relation", 0.6, None, "用户的儿子马骁在广州工作，用户每年冬天都去他那儿住一个月", None),
            ("m8", "profile", 0.4, None, "用户退休前开了三十年公交车", None),
            ("m9", "event", 0.8, "2026-04-10 19:20", "用户报名了2026年8月在威海举办的残疾人公开水域游泳赛", None),
            ("m10", "preference", 0.45, None, "用户爱吃海鲜，尤其是皮皮虾", None),
            ("m11", "relation", 0.6, None, "用户的老伴腰椎不好，不能提重物，行李都是用户来拉", None),
            ("m12", "preference", 0.7, None, "用户坐飞机喜欢选第一排，腿能伸直，也方便调整假肢", None),
        ],
        "bg_target": "用户定期去献血，已经献了六次",
        "probes": [
            ("para", "2026-04-20 09:30", "一天下来我脚程大概能撑多远？", ["m2"], None, []),
            ("para", "2026-04-25 20:10", "登机前那道关卡我每回都要被单独查，是不是得早点去？", ["m4"], None, []),
            ("para", "2026-05-02 10:40", "订房时洗澡那块要跟前台交代些啥？", ["m5"], None, []),
            ("task", "2026-05-15 19:30", "帮我安排八月去威海比赛那几天的住宿和出行", ["m9", "m5", "m6", "m3"], None, []),
            ("task", "2026-09-01 20:00", "老两口想去北京玩五天，帮我排个行程", ["m2", "m3", "m5"], None, []),
            ("direct", "2026-05-20 08:50", "我是哪一年截的肢？", ["m1"], None, []),
            ("abst", "2026-06-01 15:15", "假肢一般用什么材料做？碳纤维的贵不贵？", [], None, []),
            ("abst", "2026-06-10 18:30", "皮皮虾和濑尿虾是一种东西吗？", [], None, []),
            ("expiry", "2026-10-20 20:20", "想找个海边好好游几天泳，帮我挑个地方", ["m6", "m5"], [["威海", "公开水域"]], ["m9"]),
            ("bg", "2026-06-20 09:00", "我到现在一共献过几回血了？", ["@bg"], None, []),
        ],
        "drop_topics": ["work", "commute"],
        "drop_substr": ["在职", "教师资格证", "外婆", "在读大学", "周报", "考了驾照", "给父母", "研究生",
                        "公司", "同事", "工作", "游泳", "海鲜", "厦门", "青岛", "海口",
                        "跑步", "房贷", "年终奖", "出差"],
        "cluster_exclude": {"parents": ["working"], "housing": ["rent"]},
    },
    {
        "key": "a10", "name": "丁雅琴", "user_id": "u_dingyaqin", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.95, None, "用户是回族，只吃清真食品，不吃猪肉也不喝酒", None),
            ("m2", "preference", 0.75, None, "用户每天要做礼拜，出门在外希望住处附近有清真寺，或者房间安静能做礼拜", None),
            ("m3", "relation", 0.7, None, "用户常带母亲一起旅行，母亲六十五岁，走不快", None),
            ("m4", "preference", 0.8, None, "用户每年斋月白天封斋，斋月期间不安排出远门", None),
            ("m5", "profile", 0.5, None, "用户在银川一所中学教英语", None),
            ("m6", "preference", 0.8, None, "用户在外面吃饭要先确认后厨也是清真的，普通餐馆的素菜也不放心", None),
            ("m7", "event", 0.85, "2026-03-28 21:00", "用户计划2026年7月下旬带母亲去喀什玩十天", "2026-08-05T23:59:59+08:00"),
            ("m8", "relation", 0.85, None, "用户的母亲有糖尿病，要按时吃饭、打胰岛素", None),
            ("m9", "preference", 0.5, None, "用户喜欢看古建筑，尤其是伊斯兰风格的老建筑", None),
            ("m10", "preference", 0.45, None, "用户出门会随身带礼拜毯和指南针", None),
            ("m11", "preference", 0.55, None, "用户不喜欢人挤人的网红打卡点", None),
            ("m12", "preference", 0.55, None, "用户怕热，夏天出门只挑早晚凉快的时候", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-04-05 20:30", "灶上要是炒过大肉，哪怕只点个炒青菜也够呛吧？", ["m6"], None, []),
            ("para", "2026-04-12 21:15", "我妈血糖那个事，路上作息得怎么安排？", ["m8"], None, []),
            ("para", "2026-04-18 19:40", "一年里哪段日子我基本不往远处跑？", ["m4"], None, []),
            ("para", "2026-04-22 22:00", "大热天的，我通常几点才愿意上街溜达？", ["m12"], None, []),
            ("task", "2026-05-05 20:20", "喀什那趟帮我看看住哪儿好，我妈跟我一块儿去", ["m7", "m2", "m3", "m8"], None, []),
            ("task", "2026-10-10 19:10", "下个月出差去杭州三天，帮我找找吃饭的地方", ["m1", "m6"], None, []),
            ("direct", "2026-05-10 10:15", "我在哪个城市教书来着？", ["m5"], None, []),
            ("abst", "2026-05-15 16:50", "清真寺为什么大多建有宣礼塔？", [], None, []),
            ("expiry", "2026-09-25 20:40", "国庆想带我妈出去走走，找个人少一点的地方", ["m3", "m11", "m1", "m8"], [["喀什"]], ["m7"]),
        ],
        "drop_topics": ["work"],
        "drop_substr": ["教师资格证", "人太多", "公司"],
        "cluster_exclude": {"pet": ["dog"], "commute": ["wfh"]},
    },
    {
        "key": "a11", "name": "温若溪", "user_id": "u_wenruoxi", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "profile", 0.95, None, "用户2022年确诊乳糜泻，必须严格无麸质饮食，小麦、大麦、黑麦都不能碰", None),
            ("m2", "preference", 0.85, None, "用户连普通酱油都不能吃，因为酿造时加了小麦，出门自带无麸质酱油", None),
            ("m3", "preference", 0.6, None, "用户习惯一个人背包旅行，常住青旅的女生多人间", None),
            ("m4", "preference", 0.7, None, "用户随身带一张中英日三语的无麸质说明卡", None),
            ("m5", "profile", 0.85, None, "用户吃到交叉污染的食物会腹泻好几天，炸过面食的油锅炸出来的东西也不行", None),
            ("m6", "profile", 0.45, None, "用户是自由摄影师，兼职做旅行博主", None),
            ("m7", "event", 0.8, "2026-06-01 22:30", "用户计划2026年12月去意大利待三周，听说那边无麸质餐厅很多", None),
            ("m8", "preference", 0.6, None, "用户喜欢徒步，一天走二十公里不在话下", None),
            ("m9", "preference", 0.7, None, "用户住宿尽量选能自己做饭的地方，方便控制饮食", None),
            ("m10", "preference", 0.6, None, "用户啤酒不能喝，葡萄酒和烈酒没问题", None),
            ("m11", "profile", 0.55, None, "用户有点乳糖不耐受，牛奶喝多了会胀气", None),
            ("m12", "preference", 0.5, None, "用户每年春天都会去云南待上一个月", None),
        ],
        "bg_target": "用户每年给自己定读三十本书的目标",
        "probes": [
            ("para", "2026-06-08 12:30", "生抽老抽这些调味的，我能用吗？", ["m2"], None, []),
            ("para", "2026-06-12 19:00", "在外面语言不通，我怎么跟后厨说清楚我的忌口？", ["m4"], None, []),
            ("para", "2026-06-16 08:40", "同一口锅先煎了饺子再煎鸡蛋，那鸡蛋我还碰得了吗？", ["m5"], None, []),
            ("task", "2026-07-10 23:10", "帮我规划一下意大利那趟，先把住宿定下来", ["m7", "m9", "m3"], None, []),
            ("task", "2026-08-01 21:30", "下周去西安玩三天，帮我列个必吃清单", ["m1", "m5", "m2"], None, []),
            ("abst", "2026-06-20 14:00", "乳糜泻和小麦过敏是一回事吗？", [], None, []),
            ("abst", "2026-07-20 13:30", "青旅和酒店比起来，为什么青旅会便宜那么多？", [], None, []),
            ("bg", "2026-07-25 22:45", "我给自己定的一年读书目标是多少本？", ["@bg"], None, []),
        ],
        "drop_topics": ["work", "commute"],
        "drop_substr": ["面包", "饺子", "酸奶", "啤酒", "公司", "周报", "出差", "教师资格证"],
        "cluster_exclude": {},
    },
    {
        "key": "a12", "name": "何思琪", "user_id": "u_hesiqi", "tenant_id": "default",
        "mobility": False,
        "core": [
            ("m1", "relation", 0.85, None, "用户的奶奶今年七十三岁，从来没出过国，用户想带她第一次出国看看", None),
            ("m2", "relation", 0.85, None, "用户的奶奶有高血压，每天早上七点要吃降压药", None),
            ("m3", "relation", 0.85, None, "用户的奶奶膝盖有关节炎，一次走路不能超过四十分钟，要随时能坐下歇一歇", None),
            ("m4", "relation", 0.8, None, "用户的奶奶只吃得惯中餐，生冷的东西比如刺身一口都不碰", None),
            ("m5", "relation", 0.6, None, "用户的奶奶只会讲四川话，不认识外文", None),
            ("m6", "event", 0.9, "2025-10-20 21:45", "用户计划明年4月带奶奶去日本看樱花", None),
            ("m7", "fact", 0.5, "2025-10-02 11:30", "用户奶奶的护照是2025年9月才办下来的，有效期十年", None),
            ("m8", "profile", 0.5, None, "用户在成都做新媒体运营，一年只有七天年假", None),
            ("m9", "relation", 0.6, None, "用户的奶奶坐飞机起降时耳朵疼，得嚼点东西缓解", None),
            ("m10", "relation", 0.45, None, "用户的奶奶爱拍照，最喜欢围着红丝巾拍", None),
            ("m11", "relation", 0.7, None, "用户的奶奶夜里起夜多，房间要离卫生间近，最好有小夜灯", None),
            ("m12", "preference", 0.4, None, "用户自己是个吃货，到哪儿都想逛当地的菜市场", None),
        ],
        "bg_target": None,
        "probes": [
            ("para", "2026-01-05 22:10", "老人家腿脚不利索，一口气大概能逛多久？", ["m3"], None, []),
            ("para", "2026-01-08 21:30", "生鱼片那些，我婆婆能接受不？", ["m4"], None, []),
            ("para", "2026-08-05 20:00", "婆婆那本出境用的证件是哪时候拿到手的？还能用好多年吧？", ["m7"], None, []),
            ("task", "2026-01-10 23:00", "帮我规划四月带婆婆去日本的行程，东京进大阪出", ["m6", "m3", "m4", "m2"], None, []),
            ("task", "2026-07-20 21:20", "国庆想带婆婆去香港耍几天，帮我订机票和酒店", ["m9", "m11", "m3"], [["樱花"]], ["m6"]),
            ("abst", "2026-02-01 16:00", "四川话里为啥管奶奶叫“婆婆”？", [], None, []),
        ],
        "drop_topics": [],
        "drop_substr": ["外婆", "奶奶", "爷爷", "菜市场"],
        "cluster_exclude": {},
    },
]

KINDS = ["para", "task", "direct", "abst", "expiry", "bg"]


# ---------------------------------------------------------------------------
# Pool parsing
# ---------------------------------------------------------------------------

def parse_pool():
    """[(index, topic, mtype, tags, text)] in pool order."""
    out = []
    topic, mtype = None, None
    for raw in POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("##"):
            words = line[2:].split()
            topic, mtype = " ".join(words[:-1]), words[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        out.append((len(out), topic, mtype, tags, line))
    return out


def families(pool):
    """{family: [clusters in first-seen order]} in first-seen order (lists, no sets)."""
    fams = []
    clusters = {}
    for _, _, _, tags, _ in pool:
        for t in tags:
            if ":" not in t:
                continue
            f, c = t.split(":", 1)
            if f not in clusters:
                fams.append(f)
                clusters[f] = []
            if c not in clusters[f]:
                clusters[f].append(c)
    return [(f, clusters[f]) for f in fams]


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

def rand_time(rng, start, end):
    """Random minute between two 'YYYY-MM-DD' dates (inclusive), +08:00."""
    import datetime as dt
    a = dt.date.fromisoformat(start)
    b = dt.date.fromisoformat(end)
    day = a + dt.timedelta(days=rng.randint(0, (b - a).days))
    return "%sT%02d:%02d:00+08:00" % (day.isoformat(), rng.randint(7, 23), rng.randrange(0, 60, 5))


def forbid_words(probes):
    words = []
    for p in probes:
        for alts in (p[4] or []):
            for w in alts:
                if w not in words:
                    words.append(w)
    return words


def build_background(acct, idx, pool, fams, rng, core_texts, probe_texts):
    # cluster choice per family
    forced = acct["bg_target"]
    forced_row = None
    if forced is not None:
        hits = [r for r in pool if r[4] == forced]
        assert len(hits) == 1, ("bg target not in pool", acct["key"], forced)
        forced_row = hits[0]
    chosen = {}
    for fam, cls in fams:
        allowed = [c for c in cls if c not in acct["cluster_exclude"].get(fam, [])]
        need = None
        if forced_row is not None:
            for t in forced_row[3]:
                if t.startswith(fam + ":"):
                    need = t.split(":", 1)[1]
        chosen[fam] = need if need is not None else rng.choice(allowed)
        assert chosen[fam] in allowed, (acct["key"], fam)

    places = [p for p in PLACE_WORDS
              if any(p in t for t in core_texts) or any(p in q for q in probe_texts)]
    fwords = [norm(w) for w in forbid_words(acct["probes"])]

    eligible = []
    for row in pool:
        _, topic, _, tags, text = row
        ok = True
        for t in tags:
            if t == "active":
                if acct["mobility"]:
                    ok = False
            elif ":" in t:
                f, c = t.split(":", 1)
                if chosen[f] != c:
                    ok = False
        if topic.split()[0] in acct["drop_topics"]:
            ok = False
        if any(p in text for p in places):
            ok = False
        if any(w in norm(text) for w in fwords):
            ok = False
        if any(s in text for s in acct["drop_substr"]):
            ok = False
        if ok:
            eligible.append(row)
    if forced_row is not None:
        assert forced_row in eligible, ("bg target filtered out", acct["key"], forced)

    n = rng.randint(120, 160)
    assert len(eligible) >= n, (acct["key"], len(eligible), n)
    rest = [r for r in eligible if r is not forced_row]
    picked = rng.sample(rest, n - (1 if forced_row is not None else 0))
    if forced_row is not None:
        picked.append(forced_row)
    picked.sort(key=lambda r: r[0])

    mems = []
    forced_id = None
    for j, row in enumerate(picked, 1):
        mid = "b%02d_%03d" % (idx, j)
        mems.append({
            "id": mid,
            "content": row[4],
            "type": row[2],
            "importance": rng.choice([0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6]),
            "created_at": rand_time(rng, "2025-01-10", "2025-12-20"),
        })
        if row is forced_row:
            forced_id = mid
    return mems, forced_id, places


def build():
    pool = parse_pool()
    fams = families(pool)
    users = []
    counters = {k: 0 for k in KINDS}
    stats = {"core": 0, "background": 0}
    for idx, acct in enumerate(ACCOUNTS, 1):
        rng = random.Random("%s/%s" % (SEED, acct["key"]))
        gid = {}
        core = []
        for (lid, mtype, imp, created, content, valid_until) in acct["core"]:
            g = "m%02d_%02d" % (idx, int(lid[1:]))
            gid[lid] = g
            created_at = T(created) if created else rand_time(rng, "2025-09-01", "2025-12-20")
            m = {"id": g, "content": content, "type": mtype, "importance": imp, "created_at": created_at}
            if valid_until:
                m["valid_until"] = valid_until
            core.append(m)
        core_texts = [m["content"] for m in core]
        probe_texts = [p[2] for p in acct["probes"] if p[0] != "abst"]
        bg, forced_id, _ = build_background(acct, idx, pool, fams, rng, core_texts, probe_texts)
        stats["core"] += len(core)
        stats["background"] += len(bg)

        memories = sorted(core + bg, key=lambda m: (m["created_at"], m["id"]))
        probes = []
        per_kind = {k: 0 for k in KINDS}
        for (kind, at, query, rel, forbid, forbid_ids) in acct["probes"]:
            per_kind[kind] += 1
            counters[kind] += 1
            pid = "%s-%02d-%d" % (kind, idx, per_kind[kind])
            relevant = [forced_id if r == "@bg" else gid[r] for r in rel]
            p = {"id": pid, "at": T(at), "query": query, "relevant": relevant}
            if forbid:
                p["forbid"] = forbid
            probes.append((p, [gid[x] for x in forbid_ids]))
        users.append({"acct": acct, "user": {
            "user_id": acct["user_id"],
            "tenant_id": acct["tenant_id"],
            "memories": memories,
            "probes": [p for p, _ in probes],
        }, "forbid_ids": [f for _, f in probes]})

    validate(users, counters, stats)
    data = {
        "format": "memory-eval/v1",
        "name": "zh_retrieval_holdout13 (blind held-out: fears, habits and travel companions)",
        "users": [u["user"] for u in users],
    }
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    return text.encode("utf-8"), users, counters, stats


def validate(users, counters, stats):
    assert len(users) == EXPECTED["accounts"]
    uids = []
    for u in users:
        if u["user"]["user_id"] not in uids:
            uids.append(u["user"]["user_id"])
    assert len(uids) == EXPECTED["user_ids"]
    pairs = [(u["user"]["user_id"], u["user"]["tenant_id"]) for u in users]
    assert len(pairs) == len(list(dict.fromkeys(pairs)))
    assert counters == EXPECTED["probes"], counters
    assert sum(counters.values()) == 112
    assert 140 <= stats["core"] <= 150 and stats["core"] == EXPECTED["core"], stats
    assert stats["background"] == EXPECTED["background"], stats
    all_mids, all_pids = [], []
    for u in users:
        user = u["user"]
        mem = {m["id"]: m for m in user["memories"]}
        nbg = sum(1 for m in user["memories"] if m["id"].startswith("b"))
        assert 120 <= nbg <= 160, (user["user_id"], nbg)
        all_mids += list(mem)
        last_created = max(m["created_at"] for m in user["memories"])
        for p, fids in zip(user["probes"], u["forbid_ids"]):
            all_pids.append(p["id"])
            kind = p["id"].split("-")[0]
            assert p["at"] > last_created, (p["id"], p["at"], last_created)
            for r in p["relevant"]:
                assert r in mem, (p["id"], r)
            if kind == "abst":
                assert p["relevant"] == [] and "forbid" not in p
            else:
                assert p["relevant"], p["id"]
            if kind == "para":
                q = chars(p["query"])
                t = set(chars(mem[p["relevant"][0]]["content"]))
                assert sum(1 for c in q if c in t) / len(q) <= 0.35, ("para shares too much", p["id"])
            if kind == "bg":
                assert len(p["relevant"]) == 1 and p["relevant"][0].startswith("b")
            if kind == "task":
                assert 2 <= len(p["relevant"]) <= 5, p["id"]
            if kind == "expiry":
                assert p.get("forbid") and fids, p["id"]
            words = [norm(w) for alts in p.get("forbid", []) for w in alts]
            hit = [m["id"] for m in user["memories"] if any(w in norm(m["content"]) for w in words)]
            assert hit == sorted(fids, key=lambda x: [m["id"] for m in user["memories"]].index(x)), (p["id"], hit, fids)
            for r in p["relevant"]:
                assert r not in fids
            # cross-tenant forbids must name something the twin really has
            if not fids and words:
                twin = [v for v in users if v["user"]["user_id"] == user["user_id"] and v is not u]
                assert twin, p["id"]
                for w in words:
                    assert any(w in norm(m["content"]) for m in twin[0]["user"]["memories"]), (p["id"], w)
    assert len(all_mids) == len(list(dict.fromkeys(all_mids)))
    assert len(all_pids) == len(list(dict.fromkeys(all_pids)))


# ---------------------------------------------------------------------------
# Review aids
# ---------------------------------------------------------------------------

STOP = set("的了我你他她吗呢啥来着是不在有和一个那这么么吧呀啊就也都要得把给么？，。！、“”：；")


def chars(s):
    return [c for c in s if c not in STOP and not c.isspace()]


def bigrams(s):
    s = [c for c in s if c not in STOP]
    return {s[i] + s[i + 1] for i in range(len(s) - 1)}


def report(users):
    for u in users:
        user = u["user"]
        mem = {m["id"]: m for m in user["memories"]}
        print("==", u["acct"]["key"], u["acct"]["name"], user["tenant_id"],
              "bg=%d" % sum(1 for m in user["memories"] if m["id"].startswith("b")))
        for p in user["probes"]:
            kind = p["id"].split("-")[0]
            if kind == "para":
                q = chars(p["query"])
                t = set(chars(mem[p["relevant"][0]]["content"]))
                share = sum(1 for c in q if c in t) / max(1, len(q))
                print("  %-10s overlap=%.2f  %s" % (p["id"], share, p["query"]))
            qb = bigrams(p["query"])
            near = []
            for m in user["memories"]:
                if not m["id"].startswith("b"):
                    continue
                s = len(qb & bigrams(m["content"]))
                if s:
                    near.append((s, m["content"]))
            near.sort(key=lambda x: -x[0])
            if near:
                print("  %-10s bg-near: %s" % (p["id"], " | ".join(c for _, c in near[:4])))


def main(argv):
    data, users, counters, stats = build()
    if "--check" in argv:
        try:
            with open(OUT, "rb") as f:
                disk = f.read()
        except OSError:
            print("missing", OUT)
            return 1
        if disk != data:
            print("MISMATCH: %s differs from a fresh build" % OUT)
            return 1
        print("ok: %s is up to date" % os.path.basename(OUT))
    elif "--report" in argv:
        report(users)
    else:
        with open(OUT, "wb") as f:
            f.write(data)
        print("wrote", OUT)
    print("accounts=%d user_ids=%d core=%d background=%d probes=%d %s" % (
        len(users), len({u["user"]["user_id"]: 1 for u in users}), stats["core"], stats["background"],
        sum(counters.values()), " ".join("%s=%d" % (k, counters[k]) for k in KINDS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
