"""Builder for zh_retrieval_holdout36.json (memory-eval/v1, track R).

WRITTEN BLIND. While writing this set its author read exactly two files of
the repository, as plain text: shared/eval/FORMAT.md (the memory-eval/v1
format description) and bench/data/src/background_pool.py (the pool of
background filler memories, imported here at build time). No engine code, no
other evaluation set, no other builder and no other holdout folder was read,
listed or searched. The only folder listed or written is bench/data/holdout36/.

Theme: people whose lives revolve around animals, research, good causes and
upheavals - travelling with pets (a corgi with bad hips, a cat that died and a
rescued one), academic researchers doing fieldwork (a herpetologist, a
geologist), NGO work and volunteering (a diabetic programme officer, a retired
teacher who volunteers in Gannan), moving house between cities (Shanghai to
Chengdu, Shenzhen to Xi'an), children's schooling, school holidays and study
tours, amateur photographers chasing birds and light, and one couple planning
a wedding abroad.

Structure: 12 accounts. 11 user ids; the id u_zhoumin exists under two tenants
("default" and "agency_xinglu") with the same display name 周敏 and unrelated
lives. Every account has hand-written core memories (with realistic
timestamps, several values changing over time in varied wordings, dated plans
carrying an explicit valid_until) plus background filler sampled
deterministically from background_pool.POOL (one cluster per tag family,
"active" lines dropped for people with mobility limits, lines naming a place
of the account or containing one of its forbid keywords dropped, per-account
exclusions for lines contradicting the core life). 112 probes: 42 paraphrase
(p_para_), 24 planning tasks needing 3-6 memories (p_task_), 10 direct
(p_direct_), 20 abstention (p_abst_), 10 expiry (p_expiry_, 2 of them expect
nothing because a dated plan lapsed with no replacement), 6 answered by a
background filler memory (p_bg_). 16 of them (ids ending in _leak) are asked
by one 周敏 while the other 周敏 holds a tempting answer; their forbid
keywords come from the other account. Internally every forbid group names the
memories it is meant to catch (same account, or "zmb:key" for the twin).

Usage:
    python build_holdout36.py           # write zh_retrieval_holdout36.json
    python build_holdout36.py --check   # rebuild, compare with the file on
                                        # disk, validate format and forbids
"""
from __future__ import annotations

import json
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "zh_retrieval_holdout36.json"
sys.path.insert(0, str(HERE.parent / "src"))
import background_pool  # noqa: E402

TZ = "+08:00"
FILLER_END = datetime(2026, 5, 31, 22, 0)

# ----------------------------------------------------------------------------
# background pool
# ----------------------------------------------------------------------------


def parse_pool():
    items = []
    topic = mtype = None
    for raw in background_pool.POOL.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
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
        items.append({"topic": topic, "type": mtype, "text": line,
                      "fams": fams, "active": active})
    return items


POOL = parse_pool()
POOL_BY_TEXT = {it["text"]: it for it in POOL}

GLOBAL_DROP_TOPICS = {"pets"}            # the theme owns pets
GLOBAL_DROP_FAMILIES = {"housing", "car", "parents"}
GLOBAL_DROP_RE = r"流浪动物|参加工作的第五年|机械工程专业"

# ----------------------------------------------------------------------------
# accounts
# ----------------------------------------------------------------------------
# memory line:  key | YYYY-MM-DD HH:MM | type importance | content [| valid_until]
# probe:        (id, at, query, relevant keys, forbid groups)
#               forbid group = (keyword alternatives, target refs)
#               ref = "key" (same account) or "acct:key" (other account)

ACCOUNTS = []


def account(**kw):
    ACCOUNTS.append(kw)


def P(pid, at, query, relevant, forbid=()):
    return {"id": pid, "at": at, "query": query, "relevant": list(relevant),
            "forbid": [(list(k), list(t)) for k, t in forbid]}


# ---------------------------------------------------------------- 周敏 (杭州)
account(
    key="zma", user_id="u_zhoumin", tenant="default", total=156,
    mobility=False,
    drop_topics={"work"},
    drop_re=r"咖啡|游泳|空气净化器",
    bg={"bg_blood": ("用户是O型血", "2025-06-14 21:30")},
    memories="""
name        | 2025-02-08 20:15 | profile 0.6  | 用户叫周敏，朋友都喊她阿敏
home        | 2025-02-08 20:17 | profile 0.7  | 用户住在杭州滨江区，房子是和老公一起买的，小区楼下有块草坪能遛狗
husband     | 2025-02-08 20:19 | relation 0.8 | 用户的老公叫沈一帆，在一所中学教物理，只有学校放长假才有整块的时间
dog         | 2025-02-09 09:02 | relation 0.9 | 用户养了一只三岁的柯基，叫豆包，十三公斤左右
cat_old     | 2025-02-09 09:05 | relation 0.7 | 用户家里还有一只十四岁的老猫芒果，平时不怎么动弹
job_old     | 2025-02-10 22:40 | profile 0.6  | 用户在一家游戏公司做UI设计，赶版本的时候天天加班
car         | 2025-02-12 18:30 | profile 0.7  | 用户开一辆白色的大众ID.4，纯电的
parents     | 2025-02-20 21:05 | relation 0.7 | 用户的爸妈住在绍兴柯桥，开车过去一个小时出头
inlaws      | 2025-02-20 21:07 | relation 0.5 | 用户的公婆住在宁波，逢年过节两边都得跑
diet        | 2025-03-01 12:20 | preference 0.8 | 用户不吃香菜，闻到那个味就反胃
hsr         | 2025-03-09 10:11 | preference 0.65 | 用户出行尽量坐高铁，不喜欢坐飞机，觉得航班一延误就折腾一整天
dog_food_old| 2025-03-15 19:40 | preference 0.55 | 用户给豆包吃的是狗粮拌鸡肉冻干，它特别爱吃
dog_vaccine | 2025-03-22 16:00 | fact 0.6 | 豆包的狂犬疫苗每年开春打一次，今年的已经打完了
afternoon   | 2025-04-12 15:30 | preference 0.4 | 用户下午犯困，习惯去楼下买杯冰的柠檬茶提神
dog_hip     | 2025-04-20 11:15 | fact 0.85 | 用户的柯基豆包有髋关节发育不良，兽医交代尽量别让它爬楼梯、别从高处往下跳
plate       | 2025-05-06 08:50 | fact 0.5 | 用户的车牌号是浙A·D7K29
migraine    | 2025-05-18 23:10 | fact 0.75 | 用户有偏头痛，熬夜或者没睡够第二天准犯，包里常备布洛芬
dog_sitter  | 2025-05-30 20:00 | relation 0.7 | 用户出差或者出远门时，会把豆包寄养在朋友阿杰家，阿杰自己也养柯基
sleep_light | 2025-06-03 22:45 | preference 0.6 | 用户睡觉很轻，订酒店要远离电梯和马路
dog_cabin   | 2025-06-11 13:20 | fact 0.7 | 用户查过，豆包体重超标，国内航班进不了客舱只能托运，她舍不得，所以带狗出门都是自驾
nephew      | 2025-07-05 17:30 | relation 0.5 | 用户的外甥在读小学，放假常来她家住几天，最爱跟豆包玩
car_charge  | 2025-07-19 09:40 | preference 0.6 | 用户开长途会提前把沿路的充电站规划好，电量掉到两成以下就心慌
dog_seat    | 2025-08-10 14:05 | fact 0.55 | 用户在后排给豆包装了狗狗安全座椅，路上每两个小时停一次让它下车方便
dog_bath    | 2025-08-22 19:10 | fact 0.4 | 豆包怕水，洗澡都得送去宠物店，在家洗会满屋子跑
mogan       | 2025-09-21 20:30 | event 0.7 | 用户带豆包去莫干山住过一家宠物友好的民宿叫“栖山”，院子能让狗撒欢，她很满意
pet_rule    | 2025-09-25 21:10 | preference 0.7 | 用户订宠物友好住宿一定先问清楚：狗能不能进房间、要不要额外清洁费、收不收中型犬
hike_dog    | 2025-10-05 18:20 | event 0.6 | 用户上回带豆包爬了一小段山路，豆包走了不到两公里就趴着不肯动，只能抱下山
cat_died    | 2025-10-17 23:50 | event 0.75 | 用户的猫芒果前几天走了，算是寿终正寝，用户难过了好一阵子
husband_allergy | 2025-11-08 10:30 | relation 0.5 | 用户的老公对猫毛有点过敏，不过一直忍着，卧室不让猫进
dog_chicken | 2025-12-03 19:15 | fact 0.85 | 用户带豆包做了过敏原检测，结果它对鸡肉过敏，现在口粮全换成了三文鱼配方的
xhs         | 2025-12-20 22:00 | profile 0.4 | 用户给豆包开了个小红书账号，攒了两万多粉丝
noswim      | 2026-01-06 20:40 | fact 0.5 | 用户是旱鸭子，去海边最多踩踩水
budget      | 2026-01-18 21:15 | preference 0.6 | 用户带狗出去玩，住宿一晚一般控制在五百块以内
cat_new     | 2026-02-14 15:20 | relation 0.8 | 用户从救助群领养了一只一岁的狸花猫，取名栗子，胆子特别小
job_new     | 2026-03-05 11:00 | profile 0.7 | 用户年后从游戏公司辞职了，现在自己接设计外包，时间自由多了
cat_car     | 2026-03-28 20:40 | fact 0.6 | 栗子一上车就扯着嗓子叫，用户说以后出远门不带它，请人上门喂猫
cat_sitter  | 2026-04-02 12:10 | relation 0.6 | 用户找的上门喂猫阿姨姓蒋，一次六十块，一天来一趟
dragon_old  | 2026-04-10 21:30 | event 0.7 | 用户打算端午带豆包去千岛湖住两晚 | 2026-06-21
dog_park    | 2026-04-26 17:45 | preference 0.45 | 用户周末常带豆包去江边的狗狗公园放风
dragon_new  | 2026-05-08 19:50 | event 0.8 | 之前看中的湖边民宿不收中型犬，用户把端午的行程改去安吉了，订了一家带草坪的民宿 | 2026-06-21
hainan_wish | 2026-05-20 22:05 | event 0.6 | 用户和老公商量好今年冬天去海南住一个月避寒，想把豆包也带上
""",
    probes=[
        P("p_para_zma_parents_leak", "2026-06-05 19:20",
          "周末想回娘家看看，开过去大概要多久？", ["parents"],
          [(["大理", "才村"], ["zmb:parents"])]),
        P("p_para_zma_husband_leak", "2026-06-06 21:10",
          "我家那口子啥时候能请出几天空来陪我出去转转？", ["husband"],
          [(["韩立", "地质队"], ["zmb:husband"])]),
        P("p_para_zma_diet_leak", "2026-06-07 18:05",
          "晚上找家馆子，我碰都不碰的那样东西你帮我留意着点", ["diet"],
          [(["全素", "蛋奶素"], ["zmb:diet_old", "zmb:diet_new"])]),
        P("p_task_zma_hainan_leak", "2026-06-09 20:30",
          "今年冬天想去海南待一阵子，狗子也要跟着，怎么过去比较合适？帮我规划下",
          ["hainan_wish", "dog_cabin", "dog_hip", "car_charge", "dog_seat"],
          [(["国航"], ["zmb:airline"])]),
        P("p_direct_zma_plate_leak", "2026-06-10 08:40",
          "我的车牌号是多少来着？停车场登记要填", ["plate"],
          [(["云A"], ["zmb:pickup"])]),
        P("p_abst_zma_allergy_leak", "2026-06-11 12:00",
          "出门要不要带点抗过敏的药？我自己对什么药过敏你有印象没", [],
          [(["青霉素"], ["zmb:allergy"])]),
        P("p_abst_zma_son_leak", "2026-06-12 16:30",
          "我儿子放暑假了，带他去哪儿玩比较好？", [],
          [(["小舟"], ["zmb:son", "zmb:son_care"])]),
        P("p_bg_zma_blood_leak", "2026-06-13 10:15",
          "签证要交体检表，上面得填血型，我是哪一型？", ["bg_blood"],
          [(["A型血"], ["zmb:bg_blood"])]),
        P("p_para_zma_cat", "2026-06-14 20:00",
          "家里新来的那个小家伙，这回出去玩几天能捎上它吗？",
          ["cat_new", "cat_car"],
          [(["十四岁的老猫"], ["cat_old"])]),
        P("p_para_zma_headache", "2026-06-15 22:40",
          "要是连着熬几个晚上赶路，我那个脑袋一抽一抽疼的老毛病会不会找上门？要备点啥",
          ["migraine"]),
        P("p_task_zma_dragon", "2026-06-08 21:00",
          "端午那趟出门，帮我把路线、住的地方和路上要注意的都列一下",
          ["dragon_new", "dog_hip", "pet_rule", "car_charge", "dog_seat"],
          [(["千岛湖"], ["dragon_old"])]),
        P("p_abst_zma_petins", "2026-06-16 11:20",
          "给狗子买的那份宠物医疗险，看病能报多少？", []),
        P("p_expiry_zma_dogfood", "2026-06-17 19:45",
          "这趟出门好几天，狗子的口粮我该备哪种？", ["dog_chicken"],
          [(["鸡肉冻干"], ["dog_food_old"])]),
    ],
)

# ---------------------------------------------------------------- 周敏 (昆明)
account(
    key="zmb", user_id="u_zhoumin", tenant="agency_xinglu", total=152,
    mobility=False,
    drop_topics={"work"},
    drop_re=r"鱼油|钓鱼|索道|在职研究生|公司",
    bg={"bg_blood": ("用户是A型血", "2025-08-02 22:10")},
    memories="""
name        | 2025-02-15 21:00 | profile 0.6 | 用户叫周敏，同事和学生都叫她周老师
job         | 2025-02-15 21:02 | profile 0.8 | 用户在昆明的一家动物研究所工作，研究两栖爬行动物，是副研究员
field_old   | 2025-02-16 10:30 | fact 0.7 | 用户这几年的野外样地在西双版纳勐仑，每年雨季要去蹲一个多月
husband     | 2025-02-18 20:10 | relation 0.8 | 用户的丈夫韩立在省地质队工作，一年有大半时间在外面跑
son         | 2025-02-18 20:12 | relation 0.85 | 用户的儿子韩小舟七岁，上小学一年级，特别迷蜥蜴
son_care    | 2025-02-18 20:15 | relation 0.75 | 用户出野外的时候，小舟一般交给住同一个小区的婆婆带
parents     | 2025-02-25 19:00 | relation 0.7 | 用户的父母住在大理古城边上的才村，自己开了一家小客栈
diet_old    | 2025-03-02 12:30 | preference 0.8 | 用户吃全素，连鸡蛋牛奶都不碰
allergy     | 2025-03-10 09:20 | fact 0.9 | 用户对青霉素过敏，野外急救包里备的都是别的抗生素
cat_hair    | 2025-03-10 09:22 | fact 0.6 | 用户对猫毛也过敏，去别人家做客要先问人家有没有养猫
carsick     | 2025-03-20 08:15 | fact 0.75 | 用户坐车容易晕车，山路更厉害，长途只能坐副驾驶
nodrive     | 2025-03-20 08:17 | fact 0.6 | 用户自己没有驾照，野外开车都靠学生或者请当地司机
tea         | 2025-03-28 16:20 | preference 0.4 | 用户爱喝普洱熟茶，办公室常年泡着一壶
pickup      | 2025-04-01 14:00 | fact 0.5 | 所里分给用户课题组的野外皮卡车牌是云A·3M81，平时停在所里车库
airline     | 2025-04-08 22:30 | preference 0.7 | 用户是国航的金卡会员，出差能坐国航就坐国航
fear_height | 2025-04-20 21:40 | fact 0.7 | 用户恐高，玻璃栈道、高空索道这种一概不敢上
geckos      | 2025-04-27 19:30 | relation 0.5 | 小舟养了两只豹纹守宫，是用户从花鸟市场给他买的
leech       | 2025-05-12 20:20 | preference 0.6 | 用户进山必穿防蚂蟥袜，去年被蚂蟥叮得两条腿全是包
night_survey| 2025-05-12 20:25 | fact 0.55 | 用户调查蛙类都是夜里出去，一般晚上八点到凌晨两点，头灯要带两个
students    | 2025-06-05 11:30 | relation 0.55 | 用户带着三个研究生，今年野外主要是博士生小杨跟着她
drink       | 2025-06-20 22:15 | preference 0.4 | 用户酒量很差，一杯啤酒就上脸
teach       | 2025-07-03 10:40 | profile 0.45 | 用户每学期给研究生上一门两栖动物分类的课
tick        | 2025-07-22 18:00 | event 0.55 | 用户前年在野外被蜱虫咬过，后来补打了一针破伤风
field_new   | 2025-09-03 21:15 | fact 0.8 | 用户的课题换了方向，样地从版纳挪到了高黎贡山，以后主要往保山跑
field_lodge | 2025-09-28 20:40 | fact 0.7 | 用户在高黎贡山一般住百花岭村的一家农家客栈，老板姓段，能帮忙烘干衣服
permit      | 2025-10-15 10:00 | fact 0.75 | 用户每次进保护区采集，都要提前一个月向保护区管理局申请采集许可
atlas       | 2025-10-30 21:50 | profile 0.4 | 用户手机里存了几千张蛙的照片，打算攒一本图鉴
reimburse   | 2025-11-02 16:40 | fact 0.65 | 所里报销要求机票只能买经济舱，还得附行程单和登机牌
mil         | 2025-11-20 20:05 | relation 0.45 | 用户的婆婆快七十了，身体还硬朗，每天去公园打太极
diet_new    | 2026-01-12 19:30 | preference 0.85 | 用户体检查出蛋白质不足，听了医生的劝，现在改吃蛋奶素了，鸡蛋和牛奶可以吃
rain_gear   | 2026-02-06 20:30 | preference 0.5 | 用户野外穿连体雨衣和高筒雨靴，高筒的还能防蛇
kyoto       | 2026-03-18 22:10 | event 0.8 | 用户的论文被一个国际两栖爬行动物大会接收了，会议八月在日本京都开 | 2026-08-31
visa        | 2026-03-25 10:20 | fact 0.7 | 用户的日本签证还没办，所里外事办说要提前两个月交材料
conf_budget | 2026-04-02 15:00 | fact 0.65 | 用户出国开会的钱从课题经费里出，住宿标准每晚不超过一千二百元人民币
jetlag      | 2026-04-18 23:30 | fact 0.45 | 用户从野外回来总要倒好几天作息，白天困晚上精神
""",
    probes=[
        P("p_para_zmb_kidcare_leak", "2026-06-03 21:00",
          "下礼拜我又得进山待一阵，家里那个小的谁来看着？", ["son_care"],
          [(["阿杰"], ["zma:dog_sitter"]),
           (["上门喂猫", "喂猫阿姨"], ["zma:cat_car", "zma:cat_sitter"])]),
        P("p_para_zmb_husband_leak", "2026-06-04 20:15",
          "我家那位最近是不是又在外地？想约他一起出去几天", ["husband"],
          [(["沈一帆"], ["zma:husband"])]),
        P("p_task_zmb_field_leak", "2026-06-05 22:00",
          "下个月又要去样地做调查，出发前要办的、要带的、路上要注意的，帮我捋一遍",
          ["field_new", "field_lodge", "permit", "carsick", "leech", "night_survey"],
          [(["勐仑"], ["field_old"]),
           (["豆包"], ["zma:dog", "zma:hike_dog", "zma:mogan"])]),
        P("p_task_zmb_kyoto_leak", "2026-06-06 10:30",
          "八月去京都开会那趟，机票、住宿、吃饭帮我一起安排下",
          ["kyoto", "airline", "conf_budget", "reimburse", "diet_new", "visa"],
          [(["高铁"], ["zma:hsr"]),
           (["全素", "连鸡蛋牛奶都不碰"], ["diet_old"])]),
        P("p_direct_zmb_parents_leak", "2026-06-07 15:40",
          "我爸妈家在大理哪个村来着？要给他们寄点东西", ["parents"],
          [(["柯桥"], ["zma:parents"])]),
        P("p_abst_zmb_dogvax_leak", "2026-06-08 09:10",
          "我家狗今年的疫苗该打了吧？上回是什么时候打的", [],
          [(["狂犬"], ["zma:dog_vaccine"])]),
        P("p_abst_zmb_petinn_leak", "2026-06-09 21:25",
          "去年带狗住过的那家能撒欢的民宿叫啥名？想再订一次", [],
          [(["栖山"], ["zma:mogan"])]),
        P("p_expiry_zmb_diet_leak", "2026-06-10 16:00",
          "帮我给会务组回封邮件，把我吃饭上的要求说清楚", ["diet_new"],
          [(["全素", "连鸡蛋牛奶都不碰"], ["diet_old"]),
           (["香菜"], ["zma:diet"])]),
        P("p_para_zmb_height", "2026-06-11 19:50",
          "听说那边有条修在悬崖外面、脚底下透明的步道，我去走走合适吗？",
          ["fear_height"]),
        P("p_para_zmb_meds", "2026-06-12 20:40",
          "野外药箱里的消炎药该怎么配？有一类我用了会出大事", ["allergy"]),
        P("p_task_zmb_homevisit", "2026-06-13 11:30",
          "国庆想带娃回趟娘家，顺便在附近玩两天，帮我安排一下",
          ["parents", "son", "carsick", "nodrive", "diet_new"],
          [(["全素", "连鸡蛋牛奶都不碰"], ["diet_old"])]),
        P("p_direct_zmb_lodge", "2026-06-14 18:20",
          "我在百花岭常住的那家客栈，老板姓啥？", ["field_lodge"]),
        P("p_abst_zmb_snake", "2026-06-15 21:45",
          "上次我在野外被毒蛇咬了，打的是哪种抗蛇毒血清来着？", []),
    ],
)

# ---------------------------------------------------------------- 陈嘉树
account(
    key="cjs", user_id="u_chenjiashu", tenant="default", total=150,
    mobility=True,
    drop_topics={"work"},
    drop_re=r"在职研究生|教师资格证|公司",
    bg={},
    memories="""
name        | 2025-01-12 21:00 | profile 0.6 | 用户叫陈嘉树，在兰州一所大学的地质系当副教授
field       | 2025-01-12 21:03 | fact 0.8 | 用户每年学校放假都带学生去祁连山做野外地质填图，一去就是三四周
diet        | 2025-01-15 12:10 | preference 0.9 | 用户是回族，在外面吃饭只吃清真
nodrink     | 2025-01-15 12:12 | preference 0.6 | 用户不喝酒，牧民敬酒他都以茶代酒
wife        | 2025-01-20 20:30 | relation 0.7 | 用户的妻子许楠是兰州一家医院心内科的医生
daughter    | 2025-01-20 20:32 | relation 0.7 | 用户的女儿陈小溪十岁，读四年级，喜欢收集石头
wife_night  | 2025-01-20 20:35 | relation 0.5 | 许楠经常值夜班，用户出野外期间女儿由姥姥帮忙带
altitude    | 2025-02-10 22:00 | fact 0.85 | 用户有高反史，海拔一过四千就头疼失眠，一般要先在西宁缓两天
altitude_med| 2025-02-10 22:02 | preference 0.6 | 用户上高原前三天开始吃红景天，自己觉得管用
knee_old    | 2025-02-22 18:40 | fact 0.7 | 用户左膝半月板有旧伤，下山比上山难受
students    | 2025-03-05 10:00 | relation 0.6 | 用户今年带五个研究生出野外，其中两个是女生
funding     | 2025-03-05 10:05 | fact 0.6 | 用户的野外经费来自一个国家自然科学基金面上项目，差旅要按学校标准报销
reimburse   | 2025-03-06 09:30 | fact 0.75 | 学校规定出差住宿每晚不超过四百五，超出的部分自己掏
invoice     | 2025-03-06 09:32 | fact 0.6 | 用户报销住宿一定要开增值税普通发票，抬头写学校全称
train       | 2025-03-18 20:10 | preference 0.7 | 用户出野外都坐火车，因为要托运岩石样品和一堆设备
samples     | 2025-03-18 20:12 | fact 0.5 | 用户一趟野外采的岩石样品能有上百公斤，都走铁路快运寄回兰州
postdoc_old | 2025-03-25 11:20 | relation 0.5 | 用户组里的博士后王越负责野外后勤，租车订房都是她张罗
driver      | 2025-04-02 21:15 | relation 0.6 | 用户在野外租越野车，司机固定找当地的张尔，人很靠谱
satphone    | 2025-04-02 21:18 | fact 0.65 | 祁连山好多地方没信号，用户出野外一定带上卫星电话
insurance   | 2025-04-10 11:00 | fact 0.7 | 学校要求出野外的学生都得买意外险，用户每次统一给学生买
safety      | 2025-04-10 11:05 | preference 0.75 | 用户给学生定了规矩：野外必须两人一组，晚上七点前回营地
herder      | 2025-05-20 19:50 | preference 0.55 | 用户不爱住帐篷，能借住牧民家就住牧民家
sunburn     | 2025-06-08 21:30 | preference 0.5 | 用户在高原晒脱过一次皮，现在出野外一定戴防晒面罩
xining_hotel| 2025-06-28 22:20 | fact 0.6 | 用户在西宁常住城西的一家清真酒店，叫河湟宾馆
snore       | 2025-07-15 23:30 | fact 0.6 | 用户打呼噜很响，出野外都给自己单独开一间
daughter_rock | 2025-08-03 20:10 | relation 0.4 | 女儿小溪每次都让用户从野外给她带块好看的石头回来
phd         | 2025-08-30 16:00 | relation 0.5 | 用户的博士生马骏今年要毕业，论文做的是祁连山的蛇绿岩
camera      | 2025-09-10 09:45 | fact 0.45 | 用户野外用一台老款尼康单反拍露头，用了快十年
gps         | 2025-09-10 09:48 | preference 0.45 | 用户野外定位全靠奥维地图加一台手持GPS
postdoc_new | 2025-10-12 20:30 | relation 0.6 | 王越跳槽去了中科院，用户组里新来了一个博士后叫吕晴，现在后勤归她管
knee_surgery| 2025-11-20 16:30 | fact 0.8 | 用户的左膝做了半月板缝合手术，医生交代半年内别负重爬山
tea         | 2025-12-05 21:00 | preference 0.5 | 用户爱喝三炮台盖碗茶，出野外也带着茶具
winter      | 2025-12-20 22:10 | preference 0.45 | 用户冬天不出野外，一般窝在家写论文和基金本子
xinjiang    | 2026-03-08 21:40 | event 0.8 | 用户八月要去新疆天山做一个合作项目的野外考察，对接人是新疆大学的李老师 | 2026-08-31
knee_new    | 2026-04-22 18:10 | fact 0.85 | 用户复查膝盖，医生说恢复得不错，可以上山了，但背的东西别超过十公斤，得戴护膝
conference  | 2026-04-30 10:20 | event 0.6 | 用户十月要去南京参加地质学年会，要做一个口头报告 | 2026-10-31
""",
    probes=[
        P("p_para_cjs_altitude", "2026-06-02 20:10",
          "去那种空气稀薄的地方，我这身子得怎么过渡一下？",
          ["altitude", "altitude_med"]),
        P("p_para_cjs_diet", "2026-06-03 12:00",
          "在外头找馆子，我饮食上的规矩你还记得吧？", ["diet"]),
        P("p_para_cjs_hotelcap", "2026-06-04 09:30",
          "出去调研订房，单位能给我报的上限是多少钱一夜？", ["reimburse"]),
        P("p_para_cjs_snore", "2026-06-05 22:15",
          "订房的时候我跟学生合住行不行？我夜里那动静你懂的", ["snore"]),
        P("p_task_cjs_xinjiang", "2026-06-06 21:00",
          "八月去新疆那趟考察，帮我把行程、交通、住宿理一理",
          ["xinjiang", "train", "reimburse", "diet", "knee_new"],
          [(["半年内别负重"], ["knee_surgery"])]),
        P("p_task_cjs_qilian", "2026-06-07 20:20",
          "带学生去祁连山出野外，出发前的安全和后勤清单帮我列一下",
          ["field", "insurance", "safety", "satphone", "postdoc_new"],
          [(["王越负责"], ["postdoc_old"])]),
        P("p_direct_cjs_hotel", "2026-06-08 18:30",
          "我在西宁常住的那家清真酒店叫什么名字？", ["xining_hotel"]),
        P("p_abst_cjs_jacket", "2026-06-09 15:10",
          "我野外穿的那件冲锋衣是啥牌子来着？想再买一件一样的", []),
        P("p_expiry_cjs_knee", "2026-06-10 21:40",
          "这回上山我最多能背多重的包？", ["knee_new"],
          [(["半年内别负重"], ["knee_surgery"])]),
    ],
)

# ---------------------------------------------------------------- 梁书禾
account(
    key="lsh", user_id="u_liangshuhe", tenant="default", total=148,
    mobility=False,
    drop_topics={"work"},
    drop_re=r"献血|公司",
    bg={"bg_firstaid": ("用户考了红十字会的急救员证", "2025-05-24 20:40")},
    memories="""
name        | 2025-01-08 20:00 | profile 0.6 | 用户叫梁书禾，在广州一家做乡村教育的公益机构当项目官员
diabetes    | 2025-01-08 20:05 | fact 0.95 | 用户有一型糖尿病，每天打胰岛素，出门胰岛素要冷藏，随身带血糖仪
hypo        | 2025-01-08 20:07 | fact 0.85 | 用户低血糖的时候手会抖、冒冷汗，包里永远揣着几颗糖
villages    | 2025-01-10 10:30 | fact 0.8 | 用户负责的项目点在贵州黔东南榕江县的四所村小，每个季度下去走访一次
budget      | 2025-01-10 10:35 | fact 0.7 | 机构的差旅标准是火车二等座，住宿每晚三百块以内
route       | 2025-01-10 10:40 | fact 0.65 | 用户去项目点一般先坐高铁到榕江站，再搭村里的面包车进山
nonight     | 2025-01-22 22:10 | preference 0.75 | 用户不坐夜车，晚上睡不好血糖就乱
hometown    | 2025-02-01 19:30 | relation 0.6 | 用户老家在湛江，爸妈在海边开了个海鲜排档
report      | 2025-02-14 17:00 | fact 0.6 | 用户每次走访回来都要写走访报告，附上课堂照片交给资助方
partner     | 2025-02-20 10:15 | relation 0.45 | 用户的搭档小麦负责另外两个县的项目点
bf_old      | 2025-03-08 21:20 | relation 0.6 | 用户的男朋友阿凯是自由摄影师，经常陪她下乡帮忙拍素材
sugar       | 2025-03-15 12:40 | preference 0.7 | 用户控糖，不喝含糖饮料，米饭一顿只吃半碗
snake       | 2025-04-02 18:50 | fact 0.5 | 用户走山路不怕累，就是特别怕蛇
volunteers  | 2025-04-20 20:00 | fact 0.65 | 用户每年学校放长假都带大学生志愿者去村小办夏令营
soup        | 2025-04-27 19:00 | preference 0.4 | 用户爱喝老火汤，周末常回家让妈妈煲
miao        | 2025-05-10 16:30 | profile 0.45 | 用户会说粤语，在村里跟老乡学了几句苗话
doctor      | 2025-06-05 09:10 | fact 0.55 | 用户的内分泌科医生在中山三院，每三个月复查一次
fridge      | 2025-06-30 21:40 | fact 0.7 | 用户去村里住之前会先问清楚有没有冰箱，没有就带冰袋和保温箱装胰岛素
powerbank   | 2025-07-12 22:20 | preference 0.5 | 用户下乡会带两个充电宝，村里时不时停电
letters     | 2025-08-18 20:30 | relation 0.45 | 用户和几个村小的孩子一直有书信来往
shoes       | 2025-09-06 19:10 | preference 0.45 | 用户下乡穿一双防滑的徒步鞋，雨天山路很滑
cgm         | 2025-10-11 21:00 | fact 0.6 | 用户胳膊上贴着动态血糖探头，坐飞机过安检得跟安检员说明，不能过X光机
nepal       | 2025-11-20 21:30 | event 0.7 | 用户报名了2026年4月去尼泊尔的公益筹款徒步，为山区女童助学筹钱 | 2026-04-30
breakup     | 2025-12-28 23:10 | relation 0.65 | 用户和阿凯分手了，以后下乡拍素材只能自己来或者找志愿者帮忙
promotion   | 2026-02-26 18:40 | profile 0.6 | 用户升了项目主管，除了走访还要带两个新同事
camp        | 2026-04-16 20:20 | event 0.85 | 用户今年的夏令营定在7月中旬，地点是榕江县的一所村小，带十二个志愿者 | 2026-07-31
vol_insurance | 2026-04-16 20:25 | fact 0.6 | 用户要求每个志愿者出发前自己买好意外险，机构报销一半
mosquito    | 2026-05-02 21:10 | preference 0.4 | 用户夏天在村里最怕蚊子，驱蚊液和蚊帐都得自己带
""",
    probes=[
        P("p_para_lsh_hypo", "2026-06-02 18:40",
          "在外面要是突然心慌、手直哆嗦，我随身该揣点啥？", ["hypo"]),
        P("p_para_lsh_insulin", "2026-06-03 20:50",
          "我离不开的那种针剂，出远门怎么存放才稳妥？",
          ["diabetes", "fridge"]),
        P("p_para_lsh_nightbus", "2026-06-04 21:15",
          "下乡那段路能坐通宵的卧铺大巴吗？", ["nonight"]),
        P("p_task_lsh_camp", "2026-06-05 20:30",
          "七月的夏令营，帮我排一下出发前的准备和路上的安排",
          ["camp", "diabetes", "fridge", "nonight", "vol_insurance", "route"]),
        P("p_task_lsh_visit", "2026-06-06 19:00",
          "下个月要去村小回访，帮我安排交通住宿，顺便提醒要带的东西",
          ["villages", "budget", "route", "diabetes", "hypo", "report"]),
        P("p_direct_lsh_sites", "2026-06-07 10:20",
          "我负责的项目点是哪个县的几所村小？", ["villages"]),
        P("p_abst_lsh_drone", "2026-06-08 22:00",
          "去年下乡拍素材用的那台无人机是什么型号？", []),
        P("p_expiry_lsh_nepal", "2026-06-09 20:10",
          "最近有没有哪个已经报了名的境外活动，需要我提前去办手续的？", [],
          [(["尼泊尔", "筹款徒步"], ["nepal"])]),
        P("p_bg_lsh_firstaid", "2026-06-10 17:30",
          "村里孩子要是磕破摔伤，我自己能先处理吗？我好像考过个什么证", ["bg_firstaid"]),
    ],
)

# ---------------------------------------------------------------- 赵一鸣
account(
    key="zym", user_id="u_zhaoyiming", tenant="default", total=144,
    mobility=True,
    drop_topics={"work", "tech", "games", "commute"},
    drop_families={"eyes"},
    drop_re=(r"父母|爷爷|外婆|弟弟|堂弟|侄子|妹妹|姐姐|表哥|表姐|叔叔|舅舅|大姨|大学|大三|"
             r"研究生|教师资格证|年终|养老金|长痘|公司|正畸|跳槽|同事|Python|剪映|驾照|"
             r"书法|小时候|上学时|定投|可转债|88VIP|直播间|手账|魔方|剧本杀|二手平台|"
             r"双十一|比价插件|帆布袋|购物车|网购|短剧|脱口秀|B站|豆瓣|Kindle|微信读书|"
             r"线上读书会|网络小说|盲盒|乐高|写博客|数码|首发|App|读博|班主任|视频电话|"
             r"微博|项目管理|相册|鼠标|跑步"),
    bg={"bg_flu": ("用户每年秋天打一针流感疫苗", "2025-10-28 10:00")},
    memories="""
name        | 2025-01-05 09:30 | profile 0.6 | 用户叫赵一鸣，六十五岁，退休前在天津一所中学教历史
wife        | 2025-01-05 09:33 | relation 0.75 | 用户的老伴王秀兰是退休会计，血压高，每天早上吃一片氨氯地平
knee        | 2025-01-06 10:10 | fact 0.9 | 用户前年换了右膝人工关节，走平路没问题，一遇到成片的台阶就吃力
cane        | 2025-01-06 10:12 | preference 0.6 | 用户出远门会带一根折叠拐杖，平时不用
museum_old  | 2025-01-18 16:40 | fact 0.7 | 用户每周二和周四上午在天津博物馆做志愿讲解员
gannan      | 2025-02-10 20:20 | fact 0.75 | 用户这几年每年都去甘南夏河的一所藏族小学支教两个月，教历史和书法
altitude    | 2025-02-10 20:24 | fact 0.8 | 夏河海拔三千米左右，用户去年在那边有点高反，医生让他带个便携式制氧机
son         | 2025-02-20 19:00 | relation 0.6 | 用户的儿子赵磊在上海工作，孙子刚两岁
phone       | 2025-03-02 11:30 | fact 0.6 | 用户不会用手机打车，出门都是老伴或者儿子帮着叫车
stomach     | 2025-03-15 12:15 | preference 0.75 | 用户胃不好，不能吃辣，生冷的东西也不碰
train       | 2025-03-28 21:00 | preference 0.7 | 用户坐火车喜欢下铺，嫌上铺爬上爬下费劲
wife_air    | 2025-04-05 20:40 | fact 0.6 | 老伴坐飞机晕得厉害，每次都要提前吃药
brush       | 2025-04-18 15:20 | preference 0.5 | 用户写一手好毛笔字，去支教会带上自己的笔墨
sugar       | 2025-05-06 09:50 | fact 0.55 | 用户自己血糖有点偏高，在控制甜食
chess       | 2025-05-20 17:10 | preference 0.45 | 用户爱下象棋，公园里有一帮老棋友
pension     | 2025-06-11 10:30 | profile 0.4 | 用户退休金每月七千多，老两口花不完
tea         | 2025-06-30 08:20 | preference 0.45 | 用户早上必喝一壶茉莉花茶
pupils      | 2025-07-18 20:50 | relation 0.5 | 用户在夏河教过的学生有两个考上了大学，现在还常给他打电话
cold        | 2025-08-08 21:30 | preference 0.65 | 夏河那边早晚温差大，用户去支教都要带上羽绒背心
volunteer_years | 2025-09-02 10:00 | profile 0.45 | 用户退休后第二年开始做志愿者，算下来已经六年了
walk        | 2025-09-25 07:30 | preference 0.45 | 用户每天早上去公园慢慢走两圈，不跑步
coats       | 2025-10-20 19:40 | event 0.5 | 用户给夏河的学生募集过一批冬衣，找了快递公司免费运过去
insurance   | 2025-11-15 20:10 | fact 0.45 | 儿子给老两口各买了一份意外险
newyear     | 2025-12-28 19:00 | event 0.45 | 用户和老伴每年过年都去儿子家住半个月，帮着带孙子
museum_new  | 2026-01-10 15:00 | fact 0.75 | 用户在博物馆的讲解班次调整了，今年起只排周六上午
photo       | 2026-02-22 16:20 | fact 0.4 | 用户不太会用智能手机拍照，照片都让老伴拍
gannan_2026 | 2026-04-12 20:00 | event 0.85 | 用户今年去夏河支教的时间定了，9月1号从天津出发 | 2026-10-31
""",
    probes=[
        P("p_para_zym_knee", "2026-06-02 10:00",
          "那座寺要爬好几百级石梯上去，我这条动过手术的腿撑得住不？", ["knee"]),
        P("p_para_zym_berth", "2026-06-03 19:30",
          "坐卧铺的话我该抢哪个位置？", ["train"]),
        P("p_para_zym_museum", "2026-06-04 20:15",
          "我在馆里给游客带参观的班是哪天？出游别跟它撞了", ["museum_new"],
          [(["周二和周四"], ["museum_old"])]),
        P("p_task_zym_xiahe", "2026-06-05 09:20",
          "九月去夏河那趟，帮我把路上怎么走、要带的东西都理一下",
          ["gannan_2026", "altitude", "knee", "train", "stomach", "cold"]),
        P("p_direct_zym_wifemed", "2026-06-06 08:40",
          "我老伴每天吃的降压药叫什么？", ["wife"]),
        P("p_abst_zym_grandson", "2026-06-07 16:00",
          "我孙子上的那个早教班在哪个区？", []),
        P("p_bg_zym_flu", "2026-06-08 11:10",
          "去高原前要不要打个流感针？我每年是不是都打的？", ["bg_flu"]),
    ],
)

# ---------------------------------------------------------------- 孙蔓
account(
    key="sm", user_id="u_sunman", tenant="default", total=151,
    mobility=True,
    drop_topics={"work", "commute"},
    drop_re=r"咖啡|献血|十七楼|同一个小区|大学室友|业委会|公司|跑步|钓鱼|体重",
    bg={},
    memories="""
name        | 2025-02-03 20:10 | profile 0.6 | 用户叫孙蔓，在上海住了八年，做新媒体运营
addr_old    | 2025-02-03 20:12 | fact 0.7 | 用户在上海租住徐汇区的一套老公房，六楼没电梯
job_old     | 2025-02-05 21:30 | profile 0.6 | 用户在上海一家MCN公司做内容运营
husband     | 2025-02-05 21:33 | relation 0.7 | 用户的老公李牧是芯片工程师，经常加班
cat         | 2025-02-08 10:00 | relation 0.8 | 用户养了一只五岁的英短蓝猫，叫芝麻
cat_food    | 2025-03-12 19:20 | preference 0.45 | 芝麻只吃一个牌子的主粮，一换粮就软便
move_plan   | 2025-05-12 22:00 | event 0.7 | 李牧被公司调到成都分部，用户决定跟着一起搬去成都
move_date_old | 2025-06-20 20:30 | event 0.5 | 用户原本定在九月搬家，已经约好了搬家公司
move_date_new | 2025-08-25 21:15 | event 0.5 | 成都那边租的房子还没腾出来，搬家推迟到了十月底
piano       | 2025-10-25 18:00 | event 0.45 | 搬家时用户把大部分旧家具都卖了，只留下那台立式钢琴托运去了成都
cat_move    | 2025-10-30 23:00 | event 0.6 | 搬家时用户和李牧开车把芝麻从上海带到成都，路上开了两天
addr_new1   | 2025-11-02 20:40 | fact 0.7 | 用户已经在成都落脚了，暂时租在高新区的一个小区
cat_stress  | 2025-11-10 21:20 | fact 0.7 | 芝麻一换环境就应激，好几天不吃饭，用户备着费利威喷雾
spicy       | 2025-11-20 19:10 | preference 0.8 | 用户吃不了辣，在成都点菜都得跟老板说一点辣椒都不要放
dialect     | 2025-11-28 20:30 | fact 0.4 | 用户听不太懂四川话，跟菜市场阿姨聊天全靠比划
mother      | 2025-12-06 21:45 | relation 0.75 | 搬到成都后，用户每两个月回上海看一次妈妈，妈妈一个人住
job_new     | 2025-12-15 10:20 | profile 0.65 | 用户辞了上海的工作，现在远程给两个品牌做内容外包
inlaws      | 2025-12-20 18:30 | relation 0.5 | 李牧的爸妈住在绵阳，周末偶尔过去吃饭
damp        | 2026-01-04 22:10 | fact 0.4 | 用户不习惯成都冬天的湿冷，家里没暖气只能开空调
social_ins  | 2026-01-08 11:00 | fact 0.45 | 用户的社保还在上海交着，打算过段时间转到成都
friends     | 2026-01-25 21:30 | relation 0.45 | 用户在成都还没交到什么朋友，常跟上海的闺蜜视频
addr_new2   | 2026-03-15 19:30 | fact 0.85 | 用户在成都买的房子交付了，已经搬进了天府新区的新家，住二十三楼
flights     | 2026-03-20 20:20 | preference 0.6 | 用户回上海一般坐飞机，新家离天府机场只要二十多分钟
fishing     | 2026-03-29 17:40 | relation 0.4 | 李牧迷上了钓鱼，周末常去郊区的水库
pregnant    | 2026-04-06 21:00 | fact 0.9 | 用户怀孕三个多月了，医生叮嘱别坐太久的车，也别去高海拔的地方
no_drive    | 2026-04-06 21:03 | fact 0.6 | 用户怀孕以后不自己开车了，出门都是李牧开
checkup     | 2026-04-10 10:30 | fact 0.65 | 用户在四川省妇幼建了档，每四周去产检一次
cat_sitter  | 2026-04-20 20:15 | relation 0.65 | 用户出远门时把芝麻托给楼下邻居小唐照看，小唐自己也养猫
""",
    probes=[
        P("p_expiry_sm_home", "2026-06-02 08:30",
          "帮我叫个车从家里去火车东站，大概多远？", ["addr_new2"],
          [(["徐汇"], ["addr_old"]), (["高新区"], ["addr_new1"])]),
        P("p_para_sm_cat", "2026-06-03 21:30",
          "家里那只灰毛的搬来搬去会不会又闹绝食？", ["cat", "cat_stress"]),
        P("p_para_sm_mom", "2026-06-04 20:00",
          "我妈那边我一般隔多久回去一趟？", ["mother"]),
        P("p_para_sm_spicy", "2026-06-05 18:20",
          "找馆子的时候帮我留意下，我对那种红油麻辣的吃不消", ["spicy"]),
        P("p_task_sm_shanghai", "2026-06-06 20:40",
          "下个月想回上海看我妈，帮我安排来回和路上要注意的",
          ["mother", "pregnant", "flights", "addr_new2", "cat_sitter", "checkup"],
          [(["徐汇"], ["addr_old"])]),
        P("p_task_sm_weekend", "2026-06-07 10:10",
          "周末想在成都周边找个地方短途放松一下，不折腾的那种，帮我想想",
          ["pregnant", "spicy", "addr_new2", "no_drive"],
          [(["高新区"], ["addr_new1"])]),
        P("p_direct_sm_husband", "2026-06-08 19:50",
          "李牧在成都那边做的是什么工作？", ["husband", "move_plan"]),
        P("p_abst_sm_tuner", "2026-06-09 15:30",
          "我那台钢琴的调音师电话你帮我翻一下", []),
        P("p_abst_sm_jiuzhai", "2026-06-10 22:00",
          "上次去九寨沟住的那家酒店叫啥？", []),
    ],
)

# ---------------------------------------------------------------- 何东阳
account(
    key="hdy", user_id="u_hedongyang", tenant="default", total=149,
    mobility=True,
    drop_topics=set(),
    drop_re=r"同一个小区|业委会|大学室友|总部",
    bg={"bg_myopia": ("用户近视四百度，平时戴眼镜", "2025-07-09 22:30")},
    memories="""
name        | 2025-01-10 21:00 | profile 0.6 | 用户叫何东阳，是做动力电池研发的工程师
son         | 2025-01-10 21:02 | relation 0.85 | 用户的儿子何小满八岁，是用户一个人带
divorce     | 2025-01-12 22:30 | relation 0.6 | 用户前年离的婚，孩子跟他，前妻在广州
school_old  | 2025-02-15 20:10 | fact 0.6 | 小满在深圳南山一所公办小学上二年级，学校就在小区对面
sz_home     | 2025-02-15 20:12 | fact 0.5 | 用户在深圳南山有套房子，还在还房贷
relocate    | 2025-04-08 19:40 | event 0.8 | 用户被公司派到西安的新工厂，至少要在西安待两年
back        | 2025-04-30 21:20 | fact 0.75 | 用户腰椎间盘突出，坐久了腰疼，开长途每一个多小时就得下车活动
sz_rent     | 2025-05-20 20:00 | fact 0.5 | 用户搬走后把深圳的房子租出去了，租金刚好够还房贷
car         | 2025-06-01 18:30 | fact 0.55 | 用户在西安买了一辆比亚迪，平时上下班开
mutton      | 2025-06-12 12:40 | preference 0.7 | 用户闻不了羊膻味，羊肉泡馍、烤羊肉串一概不碰
noodles     | 2025-06-20 13:10 | preference 0.45 | 用户爱吃油泼面，一周能吃三回
rent_xa     | 2025-07-02 21:40 | fact 0.5 | 用户在西安租的房子在曲江，三室一厅
school_new  | 2025-09-02 20:30 | fact 0.8 | 小满转学到了西安曲江的一所小学，下午四点半放学，用户请了阿姨接送
nanny       | 2025-09-05 21:10 | relation 0.7 | 接送小满的阿姨姓马，住得离用户家不远，周末不上班
colleague   | 2025-09-20 19:30 | relation 0.4 | 用户的同事老杜是西安本地人，常给他推荐吃的
mom_came    | 2025-10-08 20:45 | relation 0.6 | 用户的妈妈从湖南益阳过来帮忙带小满，住在用户家
asthma      | 2025-11-15 22:00 | fact 0.85 | 小满有过敏性哮喘，柳絮和花粉多的时候得随身带喷雾
son_food    | 2025-11-20 19:15 | preference 0.65 | 小满挑食，青椒和茄子一口都不吃
hq          | 2025-12-01 20:20 | fact 0.7 | 用户每个月要回深圳汇报一次工作，一般待两三天
exwife_visit| 2025-12-20 21:30 | relation 0.5 | 小满每年寒假去广州跟妈妈住两周
exwife_call | 2026-01-08 20:00 | relation 0.45 | 前妻每周三晚上跟小满视频
science     | 2026-01-15 17:20 | preference 0.5 | 用户周末常带小满去科技馆，小满对机器人特别着迷
carseat     | 2026-02-01 16:40 | fact 0.6 | 小满坐车还得用儿童安全座椅，用户车上一直装着
swim        | 2026-02-10 19:30 | fact 0.45 | 小满在学游泳，每周日上午一节课
mom_left    | 2026-03-02 21:50 | relation 0.75 | 用户的妈妈回益阳了，说北方太干住不惯，以后接送做饭全靠马阿姨
diet_self   | 2026-03-20 22:30 | preference 0.45 | 用户晚上不吃主食，想把肚子减下去
mass_prod   | 2026-04-12 23:10 | profile 0.5 | 用户负责的电池项目今年要量产，压力很大
summer      | 2026-05-06 21:20 | event 0.85 | 用户计划暑假带小满自驾去青海湖，来回大概一周 | 2026-08-31
""",
    probes=[
        P("p_para_hdy_asthma", "2026-06-02 07:50",
          "开春带孩子出门，他那个一喘就难受的毛病要备点什么？", ["asthma"]),
        P("p_para_hdy_picky", "2026-06-03 18:40",
          "带娃下馆子，他有哪些菜死活不肯动筷子？", ["son_food"]),
        P("p_para_hdy_mutton", "2026-06-04 12:10",
          "在西安找吃的，那种带股骚气的肉帮我避开", ["mutton"]),
        P("p_task_hdy_qinghai", "2026-06-05 21:30",
          "暑假自驾带娃去青海湖，帮我规划一下",
          ["summer", "asthma", "back", "son_food", "carseat"]),
        P("p_task_hdy_hq", "2026-06-06 22:00",
          "下个月回深圳汇报，孩子这几天怎么安排，帮我理一理",
          ["hq", "nanny", "mom_left", "school_new"],
          [(["住在用户家"], ["mom_came"])]),
        P("p_direct_hdy_nanny", "2026-06-07 09:00",
          "接送小满的那个阿姨姓什么？", ["nanny"]),
        P("p_abst_hdy_exwife", "2026-06-08 20:50",
          "前妻下个月过生日，送点什么好？", []),
        P("p_expiry_hdy_school", "2026-06-09 13:30",
          "小满现在下午几点放学？我得安排人去接", ["school_new"],
          [(["南山一所公办小学", "二年级"], ["school_old"])]),
        P("p_bg_hdy_glasses", "2026-06-10 22:20",
          "自驾那几天要不要多带一副眼镜备着？我近视多少度来着", ["bg_myopia"]),
    ],
)

# ---------------------------------------------------------------- 吴佩琳
account(
    key="wpl", user_id="u_wupeilin", tenant="default", total=150,
    mobility=False,
    drop_topics=set(),
    drop_re=r"侄子",
    bg={},
    memories="""
name        | 2025-01-20 21:00 | profile 0.6 | 用户叫吴佩琳，住在南京河西，在一家会计师事务所上班
husband     | 2025-01-20 21:03 | relation 0.7 | 用户的老公邱峰是民航飞行员，排班不固定，节假日经常在天上
kid1        | 2025-01-21 20:30 | relation 0.95 | 用户的大女儿朵朵十岁，上四年级，对花生严重过敏，随身带着肾上腺素笔
kid2        | 2025-01-21 20:33 | relation 0.7 | 用户的小儿子乐乐五岁，在读幼儿园大班
carsick     | 2025-01-25 19:40 | fact 0.75 | 乐乐坐车超过一个小时就吐，出门得提前给他吃晕车药
lactose     | 2025-02-10 08:30 | fact 0.65 | 用户自己乳糖不耐受，喝牛奶就拉肚子
school_old  | 2025-02-18 20:00 | fact 0.6 | 朵朵在河西的一所公办小学读书，走路十分钟就到
mil         | 2025-03-01 18:20 | relation 0.6 | 婆婆住在常州，孩子放假时常过来帮忙
classes     | 2025-03-12 21:10 | fact 0.55 | 朵朵周末有钢琴课和游泳课，周六上午都排满了
own_parents | 2025-04-06 19:30 | relation 0.45 | 用户的爸妈在扬州，身体都还好
kid2_food   | 2025-05-15 19:00 | preference 0.45 | 乐乐不爱吃蔬菜，喂一口青菜能含半天
reading     | 2025-06-22 21:20 | preference 0.45 | 朵朵喜欢看历史类的书，最近迷上了历史漫画
astro_camp  | 2025-08-20 22:00 | event 0.55 | 朵朵去年参加过一个天文夜观营，回来说还想去
passport_old| 2025-08-28 20:20 | fact 0.6 | 朵朵的护照办好了，乐乐的还没办
school_new  | 2025-09-03 21:30 | fact 0.75 | 朵朵转到了仙林的一所双语学校，每天早上六点五十坐校车
swim        | 2025-09-20 17:30 | fact 0.45 | 朵朵会游泳，乐乐还不会，下水得穿浮力衣
budget      | 2025-10-10 21:40 | preference 0.6 | 用户家一年的旅游预算大概三万块
suv         | 2025-11-02 16:10 | fact 0.45 | 用户家开一辆七座SUV，周末短途都是自驾
insurance   | 2025-12-05 20:10 | fact 0.65 | 用户给两个孩子都买了境外旅行意外险的年卡
friend      | 2025-12-12 21:50 | relation 0.5 | 用户常和朵朵同学的妈妈小韦搭伴带娃出去玩
staff_ticket| 2026-01-10 20:30 | fact 0.6 | 邱峰有员工机票，能买折扣票但得候补，旺季经常上不去
studytour_old | 2026-02-08 21:00 | event 0.7 | 用户给朵朵报了暑假去西安的历史研学营，七天 | 2026-08-31
passport_new| 2026-03-10 19:45 | fact 0.75 | 乐乐的护照也办下来了，两个孩子都能出境了
studytour_new | 2026-04-14 22:10 | event 0.85 | 西安那个研学营名额满了，用户改给朵朵报了敦煌的沙漠考古研学，7月20号出发，十天 | 2026-07-31
camp_rules  | 2026-04-15 20:00 | fact 0.65 | 研学营要求家长提前交孩子的过敏史和用药说明，还要签安全协议
sg_plan     | 2026-05-02 21:30 | event 0.8 | 用户计划国庆带两个孩子去新加坡玩五天，老公看排班能不能一起去 | 2026-10-08
""",
    probes=[
        P("p_para_wpl_peanut", "2026-06-02 19:10",
          "大宝吃东西最要当心的是哪样？", ["kid1"]),
        P("p_para_wpl_carsick", "2026-06-03 20:20",
          "带小的坐长途大巴，会不会又吐得一塌糊涂？", ["carsick"]),
        P("p_para_wpl_passport", "2026-06-04 21:00",
          "俩娃出国要用的本子都弄好了没？", ["passport_new"],
          [(["乐乐的还没办"], ["passport_old"])]),
        P("p_para_wpl_milk", "2026-06-05 07:40",
          "早上我能来杯拿铁吗？我肠胃那个情况你记得吧", ["lactose"]),
        P("p_task_wpl_sg", "2026-06-06 21:40",
          "国庆带俩娃出国那趟，帮我把要准备的列一下",
          ["sg_plan", "kid1", "carsick", "passport_new", "insurance", "staff_ticket"],
          [(["乐乐的还没办"], ["passport_old"])]),
        P("p_task_wpl_camp", "2026-06-07 20:50",
          "七月朵朵去研学，出发前我要给营地准备哪些材料和东西？",
          ["studytour_new", "kid1", "camp_rules"],
          [(["西安的历史研学"], ["studytour_old"])]),
        P("p_abst_wpl_tutor", "2026-06-08 19:30",
          "朵朵的英语外教课一节多少钱来着？", []),
        P("p_abst_wpl_route", "2026-06-09 22:10",
          "我老公下个月飞哪条航线？", []),
        P("p_expiry_wpl_tour", "2026-06-10 20:40",
          "女儿暑假那个营到底去哪儿、哪天走？", ["studytour_new"],
          [(["西安的历史研学"], ["studytour_old"])]),
    ],
)

# ---------------------------------------------------------------- 郑凯
account(
    key="zk", user_id="u_zhengkai", tenant="default", total=147,
    mobility=False,
    drop_topics={"work"},
    drop_re=r"公司",
    bg={"bg_neck": ("用户有轻微的颈椎问题，是久坐导致的", "2025-09-16 21:40")},
    memories="""
name        | 2025-01-15 20:30 | profile 0.6 | 用户叫郑凯，在武汉的一个区直单位当公务员
passport    | 2025-01-15 20:33 | fact 0.85 | 用户的护照交在单位统一保管，因私出境得提前一个月报批
son         | 2025-01-16 21:00 | relation 0.8 | 用户的儿子郑皓十四岁，读初二，明年中考
wife        | 2025-01-16 21:02 | relation 0.65 | 用户的妻子刘璐是市里一家三甲医院的护士
school_old  | 2025-02-20 19:50 | fact 0.6 | 郑皓在家附近的公办初中上学，住在家里走读
gout        | 2025-03-05 22:10 | fact 0.85 | 用户有痛风，海鲜和啤酒都不能碰
parents     | 2025-03-20 20:00 | relation 0.55 | 用户的父母住在孝感乡下，用户每个月回去看一次
son_allergy | 2025-04-02 19:30 | fact 0.8 | 郑皓对芒果过敏，吃了嘴巴会肿
breakfast   | 2025-04-20 07:40 | preference 0.4 | 用户早上必吃一碗热干面
basket      | 2025-05-10 18:00 | fact 0.55 | 郑皓打篮球，去年打球摔骨折过左手腕，现在好了
english     | 2025-06-15 21:20 | preference 0.5 | 郑皓数学好英语偏弱，用户想让他多练练口语
son_glasses | 2025-07-08 20:30 | fact 0.45 | 郑皓近视六百度，打球要戴运动眼镜
son_camp_prev | 2025-08-25 21:00 | event 0.45 | 郑皓去年参加过一个军事夏令营，晒得脱了一层皮
school_new  | 2025-09-05 20:40 | fact 0.8 | 郑皓考进了学校的实验班，开始住校，周五晚上才回家
wife_shift  | 2025-10-12 21:30 | fact 0.7 | 刘璐的排班表每个月二十号出，全家出去玩得等她排班
wife_sleep  | 2025-10-20 10:10 | relation 0.4 | 刘璐下了夜班白天要补觉，家里得保持安静
leave       | 2025-11-03 20:50 | fact 0.7 | 用户一年有五天年假，一般攒着等孩子放假一起用
tutoring    | 2025-11-25 19:20 | fact 0.45 | 郑皓周末在上物理补习班
english_self| 2025-12-10 22:00 | fact 0.6 | 用户自己英语很差，出国基本靠翻译软件
uk_old      | 2026-01-10 21:10 | event 0.7 | 用户给郑皓报了暑假去英国剑桥的游学团，两周，团费四万二 | 2026-08-15
flood       | 2026-03-30 20:30 | fact 0.65 | 用户单位今年的防汛值班排在7月，值班期间不能离开武汉 | 2026-07-31
uk_change   | 2026-04-18 21:40 | event 0.85 | 英国那个游学团因为签证排期太慢取消了，用户改给郑皓报了上海的一个人工智能夏令营，7月12号开营 | 2026-07-31
camp_budget | 2026-04-18 21:45 | preference 0.55 | 用户说孩子的暑期营预算不超过三万
""",
    probes=[
        P("p_para_zk_passport", "2026-06-02 20:30",
          "我要是想去国外玩一趟，单位那边得走什么流程？", ["passport"]),
        P("p_para_zk_gout", "2026-06-03 22:40",
          "给我推荐点宵夜，记着我那个脚趾头一疼起来要命的毛病", ["gout"]),
        P("p_para_zk_boarding", "2026-06-04 19:00",
          "孩子平时哪几天在家？周中能带他出去吗？", ["school_new"],
          [(["住在家里走读"], ["school_old"])]),
        P("p_task_zk_camp", "2026-06-05 21:20",
          "暑假孩子那个营，送他过去和要准备的东西帮我安排一下",
          ["uk_change", "son_allergy", "wife_shift", "leave", "flood"],
          [(["剑桥"], ["uk_old"])]),
        P("p_task_zk_national", "2026-06-06 20:10",
          "国庆想一家三口出趟国，帮我看看怎么安排才来得及",
          ["passport", "wife_shift", "leave", "gout", "son_allergy", "english_self"]),
        P("p_direct_zk_fruit", "2026-06-07 12:30",
          "我儿子对什么水果过敏？", ["son_allergy"]),
        P("p_abst_zk_game", "2026-06-08 18:50",
          "郑皓下周的篮球比赛在哪个体育馆打？", []),
        P("p_expiry_zk_camp", "2026-06-09 21:00",
          "郑皓今年暑假参加的那个营在哪儿办？", ["uk_change"],
          [(["剑桥"], ["uk_old"])]),
        P("p_bg_zk_neck", "2026-06-10 20:00",
          "坐好几个钟头的飞机，我脖子那个老问题怎么缓解？", ["bg_neck"]),
    ],
)

# ---------------------------------------------------------------- 马骁
account(
    key="mx", user_id="u_maxiao", tenant="default", total=151,
    mobility=True,
    drop_topics={"work"},
    drop_re=r"摄影爱好者|PS修图|晚上十二点睡|睡懒觉|公司",
    bg={},
    memories="""
name        | 2025-01-08 21:20 | profile 0.6 | 用户叫马骁，在北京开了一家牙科诊所，业余拍鸟十年了
gear_old    | 2025-01-08 21:23 | fact 0.65 | 用户的主力机是佳能5D4配100-400镜头
clinic_old  | 2025-01-10 20:40 | fact 0.7 | 用户的诊所周一休息，他一般周日晚上出发去拍，周二前赶回来
back        | 2025-01-20 22:00 | fact 0.8 | 用户腰不好，不能长时间背重器材，一般请当地鸟导帮忙背三脚架
early       | 2025-02-05 21:30 | preference 0.6 | 用户拍鸟都是天不亮就出门，凌晨四点起是常事
wife        | 2025-02-05 21:33 | relation 0.55 | 用户的妻子陈岚是初中老师，不爱拍鸟，偶尔陪他出去走走
poyang      | 2025-02-10 20:10 | fact 0.65 | 用户每年冬天都去鄱阳湖拍白鹤，一般住在吴城镇
poyang_boat | 2025-02-10 20:12 | fact 0.55 | 用户在鄱阳湖拍鸟会雇当地渔民的船进湖区，一天八百
beidaihe    | 2025-03-01 19:40 | fact 0.6 | 用户秋天常去北戴河拍猛禽迁徙
bdh_inn     | 2025-03-01 19:43 | fact 0.55 | 用户在北戴河常住鸽子窝公园附近的一家家庭旅馆
ethics      | 2025-03-15 22:20 | preference 0.75 | 用户反对用活饵引鸟，从来不参加诱拍团
stomach     | 2025-04-10 06:50 | preference 0.55 | 用户胃不好，早上出门前必须吃点热乎的
friend      | 2025-04-22 21:10 | relation 0.5 | 用户常和鸟友老宋拼车出去拍，油费对半
club        | 2025-05-03 20:00 | relation 0.45 | 用户是北京一个观鸟协会的会员，每年参加春季鸟类调查
backup      | 2025-05-18 23:10 | preference 0.6 | 用户出门必带两块移动硬盘，每天晚上把照片备份两份
son         | 2025-06-08 21:40 | relation 0.45 | 用户的儿子在加拿大读大学，一年回来一次
list        | 2025-06-30 22:30 | profile 0.45 | 用户的鸟种清单已经有六百二十种了
guide       | 2025-07-12 20:50 | relation 0.5 | 用户在云南百花岭拍鸟时固定找鸟导小和
car         | 2025-08-01 19:20 | fact 0.5 | 用户开一辆丰田汉兰达，拍鸟常自驾
raincover   | 2025-08-15 21:00 | preference 0.45 | 用户的长焦镜头都配了防雨罩，雨天照样出去
published   | 2025-09-18 22:10 | profile 0.4 | 用户拍的一张震旦鸦雀上过一本自然杂志的封面
gear_new    | 2025-10-25 21:30 | fact 0.8 | 用户把佳能那一套全出掉了，换成索尼A1加200-600，轻了不少
yancheng    | 2025-12-10 20:40 | event 0.75 | 用户报了2026年4月去盐城条子泥拍勺嘴鹬的摄影团，一共四天 | 2026-04-30
target      | 2026-01-18 21:50 | preference 0.45 | 用户今年最想补拍的是黑脸琵鹭
clinic_new  | 2026-02-20 20:30 | fact 0.8 | 诊所调整了排班，用户现在改成周三休息，周一照常坐诊
""",
    probes=[
        P("p_para_mx_gear", "2026-06-02 21:00",
          "现在手上这套机器出门拍的话，电池配件要备哪些？", ["gear_new"],
          [(["5D4"], ["gear_old"])]),
        P("p_para_mx_dayoff", "2026-06-03 20:15",
          "我哪天能歇？别把出去拍的日子排到上班那天", ["clinic_new"],
          [(["周一休息"], ["clinic_old"])]),
        P("p_para_mx_back", "2026-06-04 22:00",
          "扛着长枪大炮走一整天，我这腰吃得消吗？", ["back"]),
        P("p_para_mx_bait", "2026-06-05 19:40",
          "有人拉我去那种撒面包虫招鸟的团，我该去吗？", ["ethics"]),
        P("p_task_mx_poyang", "2026-06-06 21:30",
          "今年冬天去鄱阳湖拍白鹤，帮我规划一下行程",
          ["poyang", "poyang_boat", "gear_new", "back", "early", "clinic_new"],
          [(["5D4"], ["gear_old"]), (["周一休息"], ["clinic_old"])]),
        P("p_task_mx_beidaihe", "2026-06-07 20:45",
          "秋天去北戴河拍猛禽，帮我把时间、住处和要带的东西安排一下",
          ["beidaihe", "bdh_inn", "gear_new", "back", "clinic_new"],
          [(["5D4"], ["gear_old"]), (["周一休息"], ["clinic_old"])]),
        P("p_abst_mx_drone", "2026-06-08 22:30",
          "我那台无人机的执照是不是快到期了？", []),
        P("p_abst_mx_birdname", "2026-06-09 21:10",
          "上回在百花岭拍到的那只小鸟叫什么来着？", []),
        P("p_expiry_mx_trip", "2026-06-10 20:20",
          "下个月我有啥已经定好的拍鸟行程没？", [],
          [(["条子泥", "勺嘴鹬"], ["yancheng"])]),
    ],
)

# ---------------------------------------------------------------- 韩露
account(
    key="hl", user_id="u_hanlu", tenant="default", total=148,
    mobility=False,
    drop_topics={"work", "commute"},
    drop_re=r"摄影爱好者|PS修图|晚上十二点睡|睡懒觉|公司|周报",
    bg={"bg_watch": ("用户戴一块运动手表，主要用来看心率", "2025-04-19 22:00")},
    memories="""
name        | 2025-02-01 21:00 | profile 0.6 | 用户叫韩露，住在重庆渝北，在设计院做建筑设计，业余拍风光
astro       | 2025-02-01 21:03 | preference 0.75 | 用户拍银河要挑没月亮的晚上，出发前会查月相和云图
drone       | 2025-02-10 20:30 | fact 0.7 | 用户有民航局的无人机驾驶证，手上是一台大疆御3
drone_rule  | 2025-02-10 20:33 | preference 0.7 | 用户知道很多景区禁飞，出发前都会先查好禁飞区、报备空域
night       | 2025-03-05 23:40 | preference 0.7 | 用户习惯夜里拍星空白天补觉，订酒店要选能延迟退房的
cold        | 2025-03-20 22:10 | fact 0.75 | 用户特别怕冷，手一冻就发紫，冬天拍雪山必须带暖宝宝和电热手套
camera      | 2025-04-02 21:20 | fact 0.55 | 用户的主力相机是尼康Z8，配一支14-24广角
xiapu       | 2025-04-28 22:00 | event 0.5 | 用户去年在霞浦拍过滩涂，觉得机位上人挤人
gf_old      | 2025-05-15 20:40 | relation 0.6 | 用户的女朋友小鱼也爱拍照，周末常一起出去扫街
license     | 2025-06-10 21:10 | fact 0.65 | 用户有驾照但自己没车，出去拍都是租车，山路开着心里没底
rental      | 2025-06-10 21:13 | preference 0.55 | 用户租车习惯租SUV，觉得底盘高走烂路放心一点
budget      | 2025-07-01 20:20 | preference 0.6 | 用户一趟出去拍片的预算一般在三千以内
offal       | 2025-08-08 19:30 | preference 0.55 | 用户不吃内脏，吃火锅从来不点毛肚鸭肠
tripod      | 2025-08-30 22:40 | fact 0.4 | 用户的碳纤维三脚架用了五年，脚管有点松了
daocheng    | 2025-09-15 21:50 | preference 0.5 | 用户一直想去稻城亚丁拍日照金山
startrail   | 2025-10-12 23:20 | profile 0.45 | 用户最得意的作品是在贡嘎拍的一张星轨
eyemask     | 2025-11-06 14:10 | preference 0.45 | 用户白天补觉要戴眼罩和耳塞，不然睡不着
breakup     | 2026-01-05 22:30 | relation 0.6 | 用户跟小鱼分开了，最近都是一个人出去拍
windy       | 2026-01-22 21:00 | preference 0.45 | 用户每次出发前会用Windy看风和云层
quit        | 2026-03-01 20:00 | profile 0.7 | 用户从设计院辞职了，打算花一年时间全职拍风光，靠卖图和带小团过日子
gear_ins    | 2026-03-08 19:40 | fact 0.4 | 用户辞职后自己给相机和无人机买了器材险
gf_new      | 2026-04-12 21:30 | relation 0.55 | 用户新交了个女朋友阿芷，阿芷不太爱爬山，更喜欢在城里逛
kanas       | 2026-05-15 22:00 | event 0.85 | 用户计划九月去新疆喀纳斯拍秋色，打算待十天 | 2026-10-15
""",
    probes=[
        P("p_para_hl_stars", "2026-06-02 20:40",
          "这个月哪几天适合出去拍星星？我挑日子的习惯你知道的", ["astro"]),
        P("p_para_hl_drone", "2026-06-03 21:20",
          "带那个会飞的去景点航拍，动身之前我得先办好哪些事？",
          ["drone_rule", "drone"]),
        P("p_para_hl_hands", "2026-06-04 22:10",
          "去海拔高的地方拍冰川，我这双一受寒就不行的手该准备些啥？", ["cold"]),
        P("p_task_hl_kanas", "2026-06-05 21:40",
          "九月去喀纳斯拍秋色，住宿、交通、器材帮我安排一下",
          ["kanas", "night", "drone_rule", "license", "rental", "budget"]),
        P("p_direct_hl_drone", "2026-06-06 15:00",
          "我的无人机是什么型号？", ["drone"]),
        P("p_abst_hl_xiapu", "2026-06-07 20:30",
          "去年在霞浦住的那家民宿叫什么？", []),
        P("p_bg_hl_watch", "2026-06-08 21:50",
          "上高原想随时盯着心率，我手上那块表能看吗？", ["bg_watch"]),
    ],
)

# ---------------------------------------------------------------- 林珂
account(
    key="lk", user_id="u_linke", tenant="default", total=154,
    mobility=False,
    drop_topics=set(),
    drop_re=r"父母",
    bg={},
    memories="""
name        | 2025-02-14 21:00 | profile 0.6 | 用户叫林珂，在上海一家外企做市场
fiance      | 2025-02-14 21:02 | relation 0.8 | 用户的未婚夫叫徐之远，是律师
wed_old     | 2025-04-06 22:10 | event 0.75 | 用户计划2026年5月在意大利科莫湖办婚礼 | 2026-05-31
guests      | 2025-04-20 20:30 | fact 0.7 | 婚礼只请双方至亲和好朋友，一共三十人左右
mom         | 2025-04-22 21:40 | fact 0.9 | 用户的妈妈坐轮椅，婚礼场地和酒店都必须无障碍
dad         | 2025-04-22 21:43 | relation 0.6 | 用户的爸爸前年走了，婚礼上打算让舅舅挽着她入场
uncle       | 2025-04-22 21:46 | relation 0.6 | 用户的舅舅住在苏州，到时候会陪妈妈一起飞过去
budget_old  | 2025-05-10 20:00 | preference 0.65 | 用户和徐之远定的婚礼总预算是四十万
shrimp      | 2025-05-15 19:20 | fact 0.8 | 用户对虾蟹过敏，吃了会起一身疹子
fiance_beef | 2025-05-15 19:23 | preference 0.6 | 徐之远不吃牛肉
honeymoon_old | 2025-06-08 22:30 | event 0.6 | 用户想蜜月去马尔代夫
mil         | 2025-07-02 20:10 | relation 0.6 | 徐之远的妈妈信佛吃素，婚宴得给她单独准备素餐
spanish     | 2025-08-19 21:30 | profile 0.45 | 用户会说一点西班牙语，葡萄牙语一句不会
wine        | 2025-09-27 22:00 | preference 0.45 | 徐之远喜欢葡萄酒，一直想去波尔图的酒庄看看
wed_new     | 2025-11-18 21:50 | event 0.9 | 意大利那边的场地太贵，用户和徐之远把婚礼挪到了葡萄牙辛特拉，日子定在2026年10月17日 | 2026-10-20
planner     | 2025-12-03 20:40 | relation 0.7 | 用户找了一家叫“拾光”的海外婚礼策划公司，对接人叫Vivian
visa        | 2026-01-15 21:10 | fact 0.75 | 葡萄牙要办申根签证，双方父母的签证得提前三个月准备材料
mom_flight  | 2026-01-20 20:20 | fact 0.75 | 妈妈坐长途飞机需要航司提供轮椅服务，得提前跟航空公司申请
budget_new  | 2026-02-18 22:00 | preference 0.8 | 用户和徐之远商量后把婚礼花销压到了三十万以内
honeymoon_new | 2026-03-12 21:30 | event 0.75 | 蜜月不去海岛了，改成婚礼后直接在葡萄牙和西班牙自驾十天，徐之远开车
nodrive     | 2026-03-12 21:33 | fact 0.5 | 用户自己不会开车
insomnia    | 2026-03-30 01:20 | fact 0.45 | 用户最近筹备婚礼压力大，常常失眠
dress       | 2026-04-08 20:00 | fact 0.5 | 用户的婚纱在上海定制，出发前还要去试两次
leave       | 2026-04-22 19:50 | fact 0.65 | 用户婚假加年假一共能请十八天
diet_cut    | 2026-05-06 21:20 | preference 0.4 | 用户在为婚礼减脂，晚上不吃碳水
registered  | 2026-05-20 20:30 | event 0.6 | 用户和徐之远已经在上海领了结婚证，国外那场只是仪式
""",
    probes=[
        P("p_para_lk_mom", "2026-06-02 21:10",
          "给我妈订房间，有什么硬性要求？", ["mom"]),
        P("p_para_lk_budget", "2026-06-03 22:20",
          "我们那个大日子总共打算花多少？", ["budget_new"],
          [(["四十万"], ["budget_old"])]),
        P("p_para_lk_honeymoon", "2026-06-04 21:30",
          "办完仪式之后我俩去哪儿度假来着？", ["honeymoon_new"],
          [(["马尔代夫"], ["honeymoon_old"])]),
        P("p_task_lk_parents", "2026-06-05 20:00",
          "帮我列一下双方父母出国参加婚礼要办的事",
          ["visa", "mom", "mom_flight", "wed_new", "mil", "uncle"],
          [(["科莫湖"], ["wed_old"])]),
        P("p_task_lk_menu", "2026-06-06 21:00",
          "婚礼晚宴的菜单要注意哪些忌口？",
          ["shrimp", "fiance_beef", "mil"]),
        P("p_task_lk_week", "2026-06-07 22:30",
          "帮我排一下婚礼那周的整体时间表，从飞过去到结束",
          ["wed_new", "planner", "guests", "honeymoon_new", "leave", "mom_flight"],
          [(["科莫湖"], ["wed_old"]), (["马尔代夫"], ["honeymoon_old"])]),
        P("p_abst_lk_ring", "2026-06-08 20:40",
          "我之前看好的那家婚戒店地址发我一下", []),
        P("p_abst_lk_bridesmaid", "2026-06-09 21:20",
          "我的伴娘都有谁来着？", []),
        P("p_expiry_lk_venue", "2026-06-10 19:30",
          "婚礼到底在哪儿办？朋友问我", ["wed_new"],
          [(["科莫湖"], ["wed_old"])]),
    ],
)

# ----------------------------------------------------------------------------
# build
# ----------------------------------------------------------------------------

KINDS = {"p_para_": 42, "p_task_": 24, "p_direct_": 10, "p_abst_": 20,
         "p_expiry_": 10, "p_bg_": 6}
N_LEAK = 16
DATE_RE = re.compile(r"\d{1,2}月|[一二三四五六七八九十]+月|春节|国庆|中秋|元旦|五一|劳动节|"
                     r"清明|端午|寒假|暑假|圣诞|年底|月底|下个月|下周")


def ts(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M")


def iso(dt):
    return dt.strftime("%Y-%m-%dT%H:%M:%S") + TZ


def parse_memories(block):
    out = {}
    order = []
    for line in block.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        key, when, ti, content = parts[:4]
        until = parts[4] if len(parts) > 4 else None
        mtype, imp = ti.split()
        assert key not in out, key
        out[key] = {"key": key, "when": ts(when), "type": mtype,
                    "importance": float(imp), "content": content,
                    "until": datetime.strptime(until, "%Y-%m-%d").replace(
                        hour=23, minute=59, second=59) if until else None,
                    "filler": False}
        order.append(key)
    return out


def kind_of(pid):
    for k in KINDS:
        if pid.startswith(k):
            return k
    raise ValueError(pid)


def pick_filler(acc, core, rng):
    """Sample background memories for one account, deterministically."""
    forced = {}
    for key, (text, when) in acc["bg"].items():
        it = POOL_BY_TEXT[text]
        forced[key] = (it, when)
    fam_choice = {}
    fams = {}
    for it in POOL:
        for f, c in it["fams"].items():
            fams.setdefault(f, set()).add(c)
    for it, _ in forced.values():
        for f, c in it["fams"].items():
            fam_choice[f] = c
    for f in sorted(fams):
        if f not in fam_choice:
            fam_choice[f] = rng.choice(sorted(fams[f]))

    own_text = [m["content"] for m in core.values()]
    own_text += [p["query"] for p in acc["probes"] if not p["id"].startswith("p_abst_")]
    places = [w for w in background_pool.PLACE_WORDS if any(w in t for t in own_text)]
    forbid_kw = [kw for p in acc["probes"] for kws, _ in p["forbid"] for kw in kws]
    drop_re = re.compile(GLOBAL_DROP_RE + ("|" + acc["drop_re"] if acc.get("drop_re") else ""))
    drop_fams = GLOBAL_DROP_FAMILIES | set(acc.get("drop_families", set()))
    drop_topics = GLOBAL_DROP_TOPICS | set(acc.get("drop_topics", set()))

    def eligible(it, forced_ok=False):
        if it["topic"] in drop_topics:
            return False
        if any(f in drop_fams for f in it["fams"]):
            return False
        if any(fam_choice[f] != c for f, c in it["fams"].items()):
            return False
        if it["active"] and acc["mobility"]:
            return False
        t = it["text"]
        if drop_re.search(t) or any(w in t for w in places):
            return False
        if not forced_ok and any(norm(k) in norm(t) for k in forbid_kw):
            return False
        return True

    for key, (it, _) in forced.items():
        assert eligible(it, forced_ok=True), (acc["key"], key, it["text"])
    forced_texts = {it["text"] for it, _ in forced.values()}
    pool = [it for it in POOL if eligible(it) and it["text"] not in forced_texts]
    need = acc["total"] - len(core) - len(forced)
    assert need <= len(pool), (acc["key"], need, len(pool))
    rng.shuffle(pool)
    chosen = pool[:need]

    start = min(m["when"] for m in core.values())
    span = int((FILLER_END - start).total_seconds() // 60)
    out = {}
    for i, it in enumerate(chosen):
        when = start + timedelta(minutes=rng.randrange(span))
        if when.hour < 7:
            when = when.replace(hour=7 + rng.randrange(15))
        out[f"filler_{i:03d}"] = {
            "key": f"filler_{i:03d}", "when": when, "type": it["type"],
            "importance": round(rng.uniform(0.3, 0.6), 2), "content": it["text"],
            "until": None, "filler": True}
    for key, (it, when) in forced.items():
        out[key] = {"key": key, "when": ts(when), "type": it["type"],
                    "importance": 0.5, "content": it["text"], "until": None,
                    "filler": True}
    return out


def build():
    """Return (json document, internal model used by --check)."""
    model = {}
    for acc in ACCOUNTS:
        core = parse_memories(acc["memories"])
        rng = random.Random(f"holdout36:{acc['key']}")
        mems = dict(core)
        mems.update(pick_filler(acc, core, rng))
        ordered = sorted(mems.values(), key=lambda m: (m["when"], m["key"]))
        for n, m in enumerate(ordered, 1):
            m["id"] = f"{acc['key']}-{n:03d}"
        model[acc["key"]] = {"acc": acc, "mems": mems, "ordered": ordered,
                             "n_core": len(core)}

    def resolve(acc_key, ref):
        a, k = ref.split(":", 1) if ":" in ref else (acc_key, ref)
        return a, model[a]["mems"][k]

    users = []
    for acc in ACCOUNTS:
        mm = model[acc["key"]]
        memories = []
        for m in mm["ordered"]:
            d = {"id": m["id"], "content": m["content"], "type": m["type"],
                 "importance": m["importance"], "created_at": iso(m["when"])}
            if m["until"]:
                d["valid_until"] = iso(m["until"])
            memories.append(d)
        probes = []
        for p in acc["probes"]:
            d = {"id": p["id"], "at": iso(ts(p["at"])), "query": p["query"],
                 "relevant": [resolve(acc["key"], r)[1]["id"] for r in p["relevant"]]}
            if p["forbid"]:
                d["forbid"] = [list(k) for k, _ in p["forbid"]]
            probes.append(d)
        users.append({"user_id": acc["user_id"], "tenant_id": acc["tenant"],
                      "memories": memories, "probes": probes})
    doc = {"format": "memory-eval/v1", "name": "zh_retrieval_holdout36",
           "users": users}
    return doc, model, resolve


def dump(doc):
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


# ----------------------------------------------------------------------------
# check
# ----------------------------------------------------------------------------


def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def lcs_len(a, b):
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        cur = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1] + 1
                best = max(best, cur[j])
        prev = cur
    return best


PUNCT = re.compile(r"[\s，。？！、：；“”‘’（）()《》,.?!:;\"'·…—-]")


def validate_format(doc, errors):
    if doc.get("format") != "memory-eval/v1":
        errors.append("format tag")
    seen_users = set()
    for u in doc["users"]:
        ident = (u["user_id"], u.get("tenant_id", "default"))
        if ident in seen_users:
            errors.append(f"duplicate user {ident}")
        seen_users.add(ident)
        ids = set()
        for m in u["memories"]:
            for f in ("id", "content"):
                if not isinstance(m.get(f), str) or not m[f]:
                    errors.append(f"{ident}: memory without {f}")
            if m["id"] in ids:
                errors.append(f"{ident}: duplicate memory id {m['id']}")
            ids.add(m["id"])
            if not 0 <= m["importance"] <= 1:
                errors.append(f"{m['id']}: importance")
            datetime.fromisoformat(m["created_at"])
            if "valid_until" in m:
                datetime.fromisoformat(m["valid_until"])
        for p in u["probes"]:
            if not p.get("query"):
                errors.append(f"{p['id']}: empty query")
            if not isinstance(p.get("relevant"), list):
                errors.append(f"{p['id']}: no relevant (track R)")
            for r in p["relevant"]:
                if r not in ids:
                    errors.append(f"{p['id']}: unknown relevant {r}")
            datetime.fromisoformat(p["at"])
            for g in p.get("forbid", []):
                if not (isinstance(g, list) and g and all(isinstance(k, str) and k for k in g)):
                    errors.append(f"{p['id']}: bad forbid group {g}")


def check(doc, model, resolve):
    errors = []
    validate_format(doc, errors)
    all_ids = [p["id"] for acc in ACCOUNTS for p in acc["probes"]]
    if len(all_ids) != len(set(all_ids)):
        errors.append("duplicate probe ids")
    counts = {k: 0 for k in KINDS}
    leaks = 0
    with_forbid = 0
    empty_expiry = 0
    twin_of = {}
    by_uid = {}
    for acc in ACCOUNTS:
        by_uid.setdefault(acc["user_id"], []).append(acc["key"])
    for uid, keys in by_uid.items():
        if len(keys) == 2:
            twin_of[keys[0]], twin_of[keys[1]] = keys[1], keys[0]
    twins = [keys for keys in by_uid.values() if len(keys) == 2]
    if len(twins) != 1:
        errors.append("expected exactly one user id under two tenants")
    else:
        a, b = twins[0]
        if model[a]["acc"]["tenant"] == model[b]["acc"]["tenant"]:
            errors.append("twins share a tenant")
        names = [next(m["content"] for m in model[k]["mems"].values()
                      if m["key"] == "name") for k in (a, b)]
        if not all("周敏" in n for n in names):
            errors.append("twins must share the display name")

    for acc in ACCOUNTS:
        key = acc["key"]
        mm = model[key]
        last = max(m["when"] for m in mm["mems"].values())
        for p in acc["probes"]:
            pid = p["id"]
            kind = kind_of(pid)
            counts[kind] += 1
            at = ts(p["at"])
            if at <= last:
                errors.append(f"{pid}: asked before the account's last memory")
            rel = [resolve(key, r) for r in p["relevant"]]
            if any(a != key for a, _ in rel):
                errors.append(f"{pid}: relevant outside own account")
            rel = [m for _, m in rel]
            is_leak = pid.endswith("_leak")
            leaks += is_leak
            if p["forbid"]:
                with_forbid += 1
            # kind rules
            if kind == "p_task_" and not 3 <= len(rel) <= 6:
                errors.append(f"{pid}: task needs 3-6 memories, has {len(rel)}")
            if kind in ("p_para_", "p_direct_", "p_bg_") and not rel:
                errors.append(f"{pid}: needs relevant memories")
            if kind == "p_abst_" and rel:
                errors.append(f"{pid}: abstention with relevant memories")
            if kind == "p_bg_" and not any(m["filler"] for m in rel):
                errors.append(f"{pid}: bg probe without a filler memory")
            if kind != "p_bg_" and any(m["filler"] for m in rel):
                errors.append(f"{pid}: filler memory relevant outside p_bg_")
            if kind == "p_expiry_":
                if not p["forbid"]:
                    errors.append(f"{pid}: expiry without forbid")
                if not rel:
                    empty_expiry += 1
                    for kws, targets in p["forbid"]:
                        for t in targets:
                            a, m = resolve(key, t)
                            if a == key and not (m["until"] and m["until"] < at):
                                errors.append(f"{pid}: ended plan {t} not expired at probe time")
                else:
                    own_targets = [resolve(key, t)[1] for _, ts_ in p["forbid"]
                                   for t in ts_ if ":" not in t]
                    if not own_targets:
                        errors.append(f"{pid}: expiry forbids no older own memory")
                    for o in own_targets:
                        if not any(o["when"] < m["when"] for m in rel):
                            errors.append(f"{pid}: forbidden {o['key']} is not older")
            # paraphrase: no shared run of 3+ characters with a wanted memory
            if kind == "p_para_":
                q = PUNCT.sub("", p["query"])
                for m in rel:
                    n = lcs_len(q, PUNCT.sub("", m["content"]))
                    if n >= 3:
                        errors.append(f"{pid}: shares {n} chars with {m['key']}")
            # time sanity of wanted memories
            for m in rel:
                if m["when"] >= at:
                    errors.append(f"{pid}: relevant {m['key']} created after probe")
                if m["until"] and m["until"] <= at:
                    errors.append(f"{pid}: relevant {m['key']} expired at probe time")
                if DATE_RE.search(m["content"]) and not m["until"]:
                    errors.append(f"{pid}: relevant {m['key']} is dated but has no valid_until")
            # leak structure
            twin_groups = [g for g in p["forbid"] if any(":" in t for t in g[1])]
            if is_leak:
                if key not in twin_of:
                    errors.append(f"{pid}: leak probe on a non-twin account")
                elif not twin_groups:
                    errors.append(f"{pid}: leak probe without a twin forbid group")
                for _, targets in twin_groups:
                    for t in targets:
                        if t.split(":")[0] != twin_of.get(key):
                            errors.append(f"{pid}: leak target {t} is not the twin")
            elif twin_groups:
                errors.append(f"{pid}: twin forbid on a non-leak probe")
            # forbid groups: hit a named target, never another own memory
            for kws, targets in p["forbid"]:
                nk = [norm(k) for k in kws]
                tmems = [resolve(key, t) for t in targets]
                if not tmems:
                    errors.append(f"{pid}: forbid group {kws} names no memory")
                if not any(any(k in norm(m["content"]) for k in nk) for _, m in tmems):
                    errors.append(f"{pid}: forbid group {kws} matches none of its targets")
                for t, (_, m) in zip(targets, tmems):
                    if not any(k in norm(m["content"]) for k in nk):
                        errors.append(f"{pid}: forbid group {kws} misses target {t}")
                own_targets = {m["key"] for a, m in tmems if a == key}
                for m in mm["mems"].values():
                    if m["key"] in own_targets:
                        continue
                    if any(k in norm(m["content"]) for k in nk):
                        errors.append(f"{pid}: forbid {kws} hits own memory "
                                      f"{m['key']}: {m['content']}")
    for k, n in KINDS.items():
        if counts[k] != n:
            errors.append(f"kind {k}: {counts[k]} probes, want {n}")
    if leaks != N_LEAK:
        errors.append(f"{leaks} leak probes, want {N_LEAK}")
    if empty_expiry != 2:
        errors.append(f"{empty_expiry} expiry probes want nothing, want 2")
    n_mem = sum(len(m["mems"]) for m in model.values())
    n_core = sum(m["n_core"] for m in model.values())
    stats = {"accounts": len(ACCOUNTS), "user_ids": len(by_uid),
             "memories": n_mem, "core": n_core, "filler": n_mem - n_core,
             "probes": len(all_ids),
             "by_kind": {k.strip("_").split("_")[1]: v for k, v in counts.items()},
             "with_forbid": with_forbid, "leak": leaks,
             "expiry_want_nothing": empty_expiry}
    return errors, stats


def main(argv):
    doc, model, resolve = build()
    text = dump(doc)
    if "--check" in argv:
        errors, stats = check(doc, model, resolve)
        if not OUT.exists():
            errors.append(f"{OUT.name} missing")
        elif OUT.read_text(encoding="utf-8") != text:
            errors.append(f"{OUT.name} differs from a fresh build")
        else:
            validate_format(json.loads(OUT.read_text(encoding="utf-8")), errors)
        print(json.dumps(stats, ensure_ascii=False))
        if errors:
            for e in errors:
                print("ERROR", e)
            print(f"check FAILED ({len(errors)} errors)")
            return 1
        print("check OK: file matches a fresh build; format valid; "
              "every forbid group hits a named target and no other own memory")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(doc['users'])} users, "
          f"{sum(len(u['memories']) for u in doc['users'])} memories, "
          f"{sum(len(u['probes']) for u in doc['users'])} probes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
