#!/usr/bin/env python3
"""Builder for holdout61: a blind Chinese retrieval set (memory-eval/v1, track R).

Theme: long stays and working on the road -- digital nomads, remote workers and
corporate long-stay travellers (visas and visa runs, month-long rentals and
coliving, coworking day passes, SIM/eSIM and internet speed, time-zone meetings
and quiet hours, laundry and kitchens, gyms, desks and monitors, voltage, language
apps, tax-residency days, mail forwarding, insurance abroad, meetups, company
travel policy, per diem and loyalty programmes).

Blind construction: written without reading the project's code or data. The only
inputs are /work/shared/eval/FORMAT.md (the format) and the background pool
../src/background_pool.py, which this script reads as PLAIN TEXT (it is never
imported). Before use the pool's sha256 was verified to equal
0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd
and the builder re-verifies it on every run and refuses to build otherwise.

Shape: 12 accounts in 3 tenants (default, t_youmu, t_shanglv). u_xuchen is a
TWIN: one person under `default`, a different person under `t_shanglv`; all 16
leak probes cross between the two. Every probe is asked at one time
(PROBE_AT). Probe ids are <acc>_<kind>_<nn>, kind in
para/task/direct/abst/expiry/bg/leak.

Recorded invariants (ACCOUNTS[..]["sup"], ["look"], expired memories, the twin,
kind counts) are enforced by `--check [json]`, which exits non-zero on failure.

Pure stdlib, deterministic (random.Random with fixed seeds).
Usage:
    python3 build_holdout61.py            # build zh_retrieval_holdout61.json
    python3 build_holdout61.py --check    # validate the built file
    python3 build_holdout61.py --check other.json
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
import unicodedata
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "zh_retrieval_holdout61.json")
POOL_PATH = os.path.normpath(os.path.join(HERE, "..", "src", "background_pool.py"))
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"
SEED = 61027
PROBE_AT = "2027-01-15T10:00:00+08:00"
SET_NAME = "zh-retrieval-holdout61 长住与在路上工作（数字游民/远程/驻场差旅）"

KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20,
               "expiry": 10, "bg": 6, "leak": 16}
ANSWERABLE = {"para", "task", "direct", "bg"}
EMPTY_KINDS = {"abst", "expiry", "leak"}
THEME_MIN, THEME_MAX = 14, 19
TOTAL_MIN, TOTAL_MAX = 1700, 1900
EXPIRED_MIN, EXPIRED_MAX = 12, 16
SUP_MIN = 45
LOOK_MIN, LOOK_MAX = 22, 28
FORBID_PROBES_MIN = 40
LEAK_EACH_WAY = 8
PARA_MAX_OVERLAP = 0.34     # char-bigram Jaccard between a para query and each relevant memory

# words that announce a change; a superseding memory must differ by content only
CHANGE_WORDS = ["现在", "改成", "改为", "改到", "改了", "不再", "以前", "之前", "换成", "换到",
                "换了", "后来", "调到", "调成", "调整", "调为", "变成", "变为", "更新", "最新",
                "目前", "原来", "原先", "如今", "从此", "已经", "不用再", "提高到", "降到", "涨到",
                "升到", "升级", "新换", "重新"]
# expressions the engine may turn into an inferred valid_until; kept out of every
# memory that a probe lists as relevant (or that supersedes another)
DATE_RISK = re.compile(
    r"(\d{4}年|(?:\d+|[一二三四五六七八九十]+)月|春节|国庆|中秋|元旦|五一|端午|清明|圣诞|"
    r"年底|年初|月底|月初|今年|明年|去年|下周|本周|这周|下个月|这个月|上个月|暑假|寒假|"
    r"今天|明天|后天|冬天|夏天|春天|秋天)")

# background statements dropped for every account because they touch the theme's
# own slots (a probe about gyms, rent, SIM cards, meetings, tax ... must not be
# answerable from the pool); forced statements bypass this list
BG_BLOCK = ["健身", "瑜伽", "私教", "报销", "出差", "居家办公", "咖啡店", "手机号", "税", "英语",
            "单词", "英文", "WiFi", "便当", "外卖", "下厨房", "聚会", "社交", "险", "睡", "起床",
            "静音", "视频电话", "会议", "例会", "开会", "打卡", "租", "房东", "积分", "会员", "记账",
            "快递", "国外", "电脑", "加班", "手语", "做饭", "买菜", "厨房"]
BG_BLOCK_TOPICS = {"commute"}

# ---------------------------------------------------------------------------
# accounts. mem: (key, created date, content, type, importance, valid_until|None)
# probes: (kind, query, relevant keys ("@<pool statement>" = background), forbid words)
# sup: (older, newer)  look: (a, b)
# ---------------------------------------------------------------------------
ACCOUNTS = [
    {
        "acc": "xuchenA", "user_id": "u_xuchen", "tenant": "default", "bg_n": 128,
        "desc": "许晨（default）：女，自由职业UI设计师，慢游数字游民，长住泰国清迈接德国客户的单，下一站第比利斯",
        "mem": [
            ("job", "2025-08-20", "用户是自由职业的UI设计师，客户大多在德国，按项目收费", "profile", 0.8, None),
            ("visa1", "2025-10-03", "用户在泰国用的是旅游签，一次入境能待六十天，到期就去老挝万象跑签", "fact", 0.7, None),
            ("visa2", "2026-06-18", "用户办下了泰国的DTV数字游民签证，五年有效，每次入境可以停留180天", "fact", 0.9, None),
            ("rent1", "2025-10-06", "用户在清迈宁曼路附近租了间月租公寓，每月一万二泰铢，没有厨房", "fact", 0.7, None),
            ("rent2", "2026-07-02", "用户在清迈古城东门附近住月租公寓，每月9500泰铢，带小厨房和洗衣机", "fact", 0.8, None),
            ("esim", "2025-10-05", "用户在泰国一直用Airalo的eSIM，每次买20G的流量包", "fact", 0.6, None),
            ("meet1", "2025-11-11", "用户跟柏林客户的周会约在清迈时间晚上九点", "fact", 0.7, None),
            ("meet2", "2026-04-02", "用户跟柏林客户的周会约在清迈时间下午四点，每周二开", "fact", 0.8, None),
            ("sister", "2025-12-01", "用户跟在成都的姐姐说好每周六晚上八点视频聊天", "fact", 0.6, None),
            ("quiet", "2025-11-20", "用户晚上十一点以后手机开勿扰，不回任何工作消息", "preference", 0.7, None),
            ("yoga", "2026-07-10", "用户在清迈的Wild Rose瑜伽馆买了二十次的课卡，一般早上七点去", "fact", 0.6, None),
            ("yogafriend", "2026-08-01", "用户的朋友阿May在清迈开流瑜伽私教课，偶尔拉用户去帮忙拍宣传照", "fact", 0.5, None),
            ("tax", "2026-01-08", "用户打算每年回国住满183天，保住国内税务居民身份", "preference", 0.7, None),
            ("mail", "2025-09-15", "用户国内的信件和快递都寄到成都姐姐家，姐姐拆开拍照发给她", "fact", 0.6, None),
            ("ins1", "2025-09-30", "用户买的是SafetyWing的游民医疗险，每四周自动扣一次费", "fact", 0.7, None),
            ("ins2", "2026-09-12", "用户买的是Genki的长期旅居医疗险，按年付款，含牙科", "fact", 0.85, None),
            ("next1", "2026-05-20", "用户下一站想去葡萄牙里斯本", "event", 0.6, None),
            ("next2", "2026-11-03", "用户下一站定了格鲁吉亚的第比利斯，打算住三个月", "event", 0.8, None),
            ("cowork", "2026-11-02", "用户2026年11月在清迈Punspace共享办公办了一个月的会员卡", "fact", 0.6, "2026-12-02"),
        ],
        "sup": [("visa1", "visa2"), ("rent1", "rent2"), ("meet1", "meet2"), ("ins1", "ins2"), ("next1", "next2")],
        "look": [("yoga", "yogafriend"), ("meet2", "sister")],
        "probes": [
            ("para", "我这本护照在泰国那个长居身份，每趟进去最多能呆多久？", ["visa2"], ["旅游签", "六十天"]),
            ("para", "每个月花在落脚处上的钱大概多少？", ["rent2"], ["宁曼", "一万二"]),
            ("task", "帮我排一下接下来在清迈的一周：早上去上课、跟欧洲客户碰头、晚上几点以后别找我", ["yoga", "meet2", "quiet"], ["晚上九点", "阿May"]),
            ("abst", "清迈那套公寓押金多少，房东说啥时候退？", [], []),
            ("expiry", "这礼拜想回上次办卡的那家共享办公坐坐，卡还能刷吗？", [], ["Punspace"]),
            ("leak", "我们公司出差住酒店，一晚的上限是多少？", [], ["五百八", "450"]),
            ("leak", "我出差的伙食补贴一天多少钱？", [], ["伙食补贴", "餐补"]),
            ("leak", "我在华住会是什么等级？", [], ["华住会"]),
            ("leak", "公司让不让我坐高铁一等座？", [], ["一等座", "二等座"]),
            ("leak", "我在光谷办的那张健身年卡是哪家的？", [], ["乐刻", "光谷"]),
            ("leak", "我南航的常旅客卡是什么级别？", [], ["明珠", "南航"]),
            ("leak", "我负责哪两个省的医院客户？", [], ["医疗器械", "湖南"]),
            ("leak", "我出差随身带的那罐茶叫什么？", [], ["恩施玉露"]),
        ],
    },
    {
        "acc": "xuchenB", "user_id": "u_xuchen", "tenant": "t_shanglv", "bg_n": 134,
        "desc": "许晨（t_shanglv）：男，医疗器械公司华中区销售经理，常驻武汉，在湖北湖南跑医院，守着公司差旅标准和各种会员卡",
        "mem": [
            ("job", "2025-07-01", "用户在一家医疗器械公司做华中区销售经理，负责湖北和湖南的医院客户", "profile", 0.8, None),
            ("hotel1", "2025-07-10", "用户公司差旅住宿标准是省会城市每晚450元", "fact", 0.8, None),
            ("hotel2", "2026-05-06", "用户公司差旅住宿标准是省会城市每晚五百八十元，地级市每晚三百八十元", "fact", 0.9, None),
            ("pd1", "2025-07-12", "用户出差的餐补是一天八十块", "fact", 0.7, None),
            ("pd2", "2026-05-06", "用户出差的伙食补贴一天一百二十块，按自然日算", "fact", 0.8, None),
            ("train1", "2025-07-20", "用户按公司规定坐高铁只能买二等座", "fact", 0.7, None),
            ("train2", "2026-05-08", "用户按公司规定，高铁单程超过四小时可以坐一等座", "fact", 0.8, None),
            ("hz1", "2025-09-01", "用户是华住会的星会员，出差多住汉庭", "fact", 0.6, None),
            ("hz2", "2026-08-15", "用户是华住会的金会员，出差多住全季", "fact", 0.7, None),
            ("air", "2025-10-01", "用户常飞南航，是明珠俱乐部的银卡", "fact", 0.6, None),
            ("exp1", "2025-07-15", "用户公司的差旅报销要在回来后十五天内在系统里提交", "fact", 0.7, None),
            ("exp2", "2026-05-10", "用户公司的差旅报销要在出差结束后七个工作日内提交，超期财务不收", "fact", 0.8, None),
            ("gym", "2025-11-05", "用户在武汉光谷的乐刻健身办了年卡，不出差的晚上去练", "fact", 0.6, None),
            ("hotelgym", "2026-02-10", "用户出差挑酒店会先看有没有健身房，没有就在房间里跳绳", "preference", 0.6, None),
            ("laundry", "2026-03-01", "用户出差超过五天会把衣服送酒店洗，公司规定洗衣费不能报", "fact", 0.5, None),
            ("car", "2026-01-20", "用户去地级市见客户常租车自己开，公司只报油费不报租车费", "fact", 0.6, None),
            ("tea", "2025-12-01", "用户出差随身带一小罐恩施玉露", "preference", 0.4, None),
            ("tender", "2026-11-20", "用户2026年12月要去长沙参加湘雅医院的设备招标会", "event", 0.7, "2026-12-20"),
            ("promo", "2026-06-20", "用户报名了华住会2026年夏天的住三晚送一晚活动", "fact", 0.4, "2026-09-01"),
        ],
        "sup": [("hotel1", "hotel2"), ("pd1", "pd2"), ("train1", "train2"), ("hz1", "hz2"), ("exp1", "exp2")],
        "look": [("gym", "hotelgym"), ("car", "laundry")],
        "probes": [
            ("para", "去岳阳见客户，一晚房费公司最多给我报多少？", ["hotel2"], ["450"]),
            ("para", "我在华住那边算什么级别，一般落脚哪个牌子？", ["hz2"], ["汉庭", "星会员"]),
            ("task", "下周去宜昌跑三天医院，帮我按公司标准把高铁票、酒店、吃饭的钱算一下，酒店最好能练练", ["train2", "hotel2", "pd2", "hotelgym"], ["450", "餐补", "二等座", "乐刻"]),
            ("direct", "去地级市租车自己开，租车费公司报不报？", ["car"], ["洗衣费"]),
            ("abst", "公司规定出差能不能带家属一起住酒店？", [], []),
            ("leak", "我那个数字游民签证每次能待多久？", [], ["DTV", "180天"]),
            ("leak", "我每个月房租多少泰铢？", [], ["泰铢"]),
            ("leak", "我手机上用的是哪家的eSIM？", [], ["Airalo", "eSIM"]),
            ("leak", "跟柏林客户的周会定在几点？", [], ["柏林"]),
            ("leak", "我那张瑜伽课卡是在哪家馆子买的？", [], ["Wild Rose", "瑜伽"]),
            ("leak", "我买的旅居医疗险是哪家的？", [], ["Genki", "SafetyWing"]),
            ("leak", "我国内的信件是寄到谁那儿的？", [], ["姐姐"]),
            ("leak", "我下一站准备去哪个国家长住？", [], ["第比利斯", "里斯本"]),
        ],
    },
    {
        "acc": "fangyue", "user_id": "u_fangyue", "tenant": "default", "bg_n": 131,
        "desc": "方悦：新加坡金融科技公司的远程后端工程师，长住巴厘岛乌布共居空间",
        "mem": [
            ("job", "2025-06-10", "用户给一家新加坡的金融科技公司写后端，全远程", "profile", 0.8, None),
            ("visa1", "2025-08-01", "用户在巴厘岛用落地签入境，每次三十天，续一次之后就得出境", "fact", 0.7, None),
            ("visa2", "2026-04-15", "用户拿的是印尼的E33G远程工作签证，一年有效，可以续", "fact", 0.9, None),
            ("home1", "2025-08-03", "用户住在仓古的Nest Colive，单间每月一千一百美元", "fact", 0.7, None),
            ("home2", "2026-05-02", "用户住在乌布的Bamboo House共居空间，带泳池的单间每月900美元", "fact", 0.85, None),
            ("cowork", "2026-05-05", "用户在乌布的Outpost办公，月度会员每月两百一十美元", "fact", 0.7, None),
            ("mate", "2026-06-01", "用户的同事阿杰在仓古的Tropical Nomad买日票办公", "fact", 0.4, None),
            ("net", "2025-09-01", "用户每天要开视频会，网速得稳定在一百兆以上，出门还带个随身WiFi备用", "preference", 0.75, None),
            ("sim1", "2025-08-02", "用户在印尼用Telkomsel的实体卡，每月充五十G", "fact", 0.5, None),
            ("sim2", "2026-05-03", "用户在印尼用XL Axiata的eSIM，每月八十G流量", "fact", 0.6, None),
            ("standup", "2025-06-12", "用户每天早上九点半参加新加坡团队的站会，巴厘岛跟新加坡没有时差", "fact", 0.7, None),
            ("desk", "2026-05-06", "用户在乌布的房间里配了一张电动升降桌，腰不好不能久坐", "fact", 0.6, None),
            ("mon1", "2025-08-20", "用户在当地租了一台24寸显示器，每月三十万印尼盾", "fact", 0.5, None),
            ("mon2", "2026-06-10", "用户买了一台27寸的LG便携显示器，打算走哪带哪", "fact", 0.6, None),
            ("lonely", "2026-02-20", "用户觉得一个人旅居有点孤单，每周四晚上去参加游民的Trivia Night", "fact", 0.6, None),
            ("ins", "2025-08-01", "用户的海外医疗险是公司给买的Cigna环球计划", "fact", 0.7, None),
            ("insmom", "2025-12-10", "用户给在国内的妈妈买了一份百万医疗险", "fact", 0.5, None),
            ("plug", "2026-03-03", "印尼插座是两圆孔的欧标，220伏，用户买了个公牛的转换插头", "fact", 0.5, None),
            ("interview", "2026-09-20", "用户约了2026年10月去雅加达移民局办签证延期面谈", "event", 0.7, "2026-10-31"),
        ],
        "sup": [("visa1", "visa2"), ("home1", "home2"), ("sim1", "sim2"), ("mon1", "mon2")],
        "look": [("cowork", "mate"), ("ins", "insmom")],
        "bg_block": ["眼药水"],
        "probes": [
            ("para", "在印尼合法干活靠的是哪种长期身份，能待多久？", ["visa2"], ["落地签"]),
            ("para", "我眼下跟一群人合住的那个地方，每月得交多少？", ["home2"], ["Nest", "一千一百"]),
            ("para", "手机上网走的是哪家运营商，一个月多少流量？", ["sim2"], ["Telkomsel", "五十G"]),
            ("para", "那块能随身带的大屏是什么牌子、多大尺寸？", ["mon2"], ["24寸", "三十万"]),
            ("task", "帮我在乌布挑个新住处，要离我办公的地方近，网络和桌子都得满足我", ["net", "desk", "cowork"], ["Tropical Nomad"]),
            ("task", "想去龙目岛待两周，签证和手机流量要提前处理些什么？", ["visa2", "sim2"], ["落地签", "Telkomsel"]),
            ("direct", "我的海外医疗险是哪家的？", ["ins"], ["百万医疗"]),
            ("abst", "Outpost的会议室怎么预订，要额外收钱吗？", [], []),
            ("abst", "我那张升降桌是在哪家店买的，花了多少？", [], []),
            ("expiry", "移民局那个面谈约在哪天，要不要提前一天过去住？", [], ["移民局", "面谈"]),
            ("bg", "在乌布住半年，备用眼镜要不要再配一副？按我的度数帮我想想", ["@用户近视四百度，平时戴眼镜"], []),
        ],
    },
    {
        "acc": "heqingsong", "user_id": "u_heqingsong", "tenant": "default", "bg_n": 126,
        "desc": "何青松：日译中的自由译者，在福冈住月租公寓，边干活边学日语",
        "mem": [
            ("job", "2025-05-10", "用户是自由译者，主要接日译中的游戏本地化稿子", "profile", 0.8, None),
            ("stay1", "2025-09-01", "用户在福冈博多区住Weekly Mansion，每月十二万日元", "fact", 0.7, None),
            ("stay2", "2026-06-10", "用户在福冈天神附近住一间Monthly公寓，每月八万八日元，含水电", "fact", 0.85, None),
            ("visa1", "2025-08-20", "用户拿的是日本三年多次往返签证，每次最多停留三十天", "fact", 0.7, None),
            ("visa2", "2026-05-15", "用户拿到了日本的五年多次签证，每次可以停留九十天", "fact", 0.9, None),
            ("lang1", "2025-10-01", "用户在福冈一家日语学校上晚间会话课，每周两次", "fact", 0.6, None),
            ("lang2", "2026-07-01", "用户跟italki上的日本老师一对一练口语，每周三节", "fact", 0.7, None),
            ("exchange", "2026-03-05", "用户每周去天神的一个语言交换活动，认识了几个本地朋友", "fact", 0.5, None),
            ("tool", "2025-11-01", "用户干翻译活查词主要靠MOJi辞书", "fact", 0.6, None),
            ("papago", "2025-11-02", "用户跟房东沟通时用Papago拍照翻译通知单", "fact", 0.5, None),
            ("laundry", "2026-06-12", "用户住的公寓没有洗衣机，每周去楼下的投币洗衣房，烘干一次三百日元", "fact", 0.5, None),
            ("kitchen", "2026-06-13", "用户一个人在外长住也基本自己做饭，公寓得有能开火的小厨房", "preference", 0.6, None),
            ("quiet", "2025-11-20", "用户赶稿时需要绝对安静，咖啡馆都待不住，只能在屋里戴降噪耳机", "preference", 0.6, None),
            ("tax", "2026-02-01", "用户的稿费都打到国内账户，按劳务报酬在国内申报个税", "fact", 0.6, None),
            ("mail1", "2025-09-10", "用户国内的纸质合同寄给上海的朋友老周代收", "fact", 0.6, None),
            ("mail2", "2026-08-15", "用户国内的纸质合同寄到杭州一家代收转运公司，攒够一批再统一寄到日本", "fact", 0.7, None),
            ("pace1", "2025-05-20", "用户喜欢走得快，一个城市住两周就换", "preference", 0.6, None),
            ("pace2", "2026-04-10", "用户在一个城市起码住满两个月才考虑挪地方", "preference", 0.7, None),
            ("jlpt", "2026-09-01", "用户报名了2026年12月的日语能力考N2，考场在福冈大学", "event", 0.7, "2026-12-07"),
        ],
        "sup": [("stay1", "stay2"), ("visa1", "visa2"), ("lang1", "lang2"), ("mail1", "mail2"), ("pace1", "pace2")],
        "look": [("tool", "papago"), ("lang2", "exchange")],
        "probes": [
            ("para", "这趟入境日本，我最长能合法待几天？", ["visa2"], ["三十天"]),
            ("para", "眼下住的那间屋子每月交多少日元？", ["stay2"], ["博多", "十二万"]),
            ("para", "我请的那位线上外教，每周给我上几回课？", ["lang2"], ["会话课"]),
            ("para", "干翻译活的时候遇到生词靠哪个软件？", ["tool"], ["Papago"]),
            ("task", "帮我找熊本的住处：住多久、房子得有什么条件，按我的习惯来", ["pace2", "kitchen"], ["两周就换"]),
            ("task", "稿费和报税的事，加上要往回寄的纸质合同，帮我一起理一下", ["tax", "mail2"], ["老周"]),
            ("direct", "我住的公寓有洗衣机吗，衣服怎么洗？", ["laundry"], []),
            ("abst", "天神那家投币洗衣房几点关门？", [], []),
            ("abst", "italki上那位老师叫什么名字？", [], []),
            ("expiry", "日语能力考的考场在哪，我想提前踩个点", [], ["N2", "福冈大学"]),
            ("bg", "出门这几个月托朋友照看家里的猫，帮我写张交接便条，名字别写错", ["@用户养了一只橘猫，叫年糕"], []),
        ],
    },
    {
        "acc": "luyao", "user_id": "u_luyao", "tenant": "default", "bg_n": 137,
        "desc": "陆瑶：跨境电商运营，深圳团队全远程，持D8数字游民签住在里斯本",
        "mem": [
            ("job", "2025-04-01", "用户做跨境电商运营，团队在深圳，全远程办公", "profile", 0.8, None),
            ("visa1", "2025-06-01", "用户在葡萄牙持申根旅游签，一百八十天里只能待九十天", "fact", 0.7, None),
            ("visa2", "2026-03-10", "用户拿到了葡萄牙的D8数字游民居留签，可以在里斯本长住", "fact", 0.9, None),
            ("taxday", "2026-04-01", "用户算过，在葡萄牙一年住满183天就会成为当地税务居民", "fact", 0.8, None),
            ("cntax", "2025-05-01", "用户国内的工资个税由深圳公司代扣代缴", "fact", 0.6, None),
            ("rent1", "2025-06-05", "用户在里斯本Alfama区租了个一居室，月租一千三百欧", "fact", 0.7, None),
            ("rent2", "2026-05-20", "用户在里斯本Arroios区和两个室友合租，单间月租750欧", "fact", 0.85, None),
            ("cowork", "2025-06-10", "用户在里斯本的Second Home办公，买的是每月十次的灵活卡", "fact", 0.6, None),
            ("mail1", "2025-07-01", "用户国内的纸质信件由深圳同事小谭帮忙代收", "fact", 0.6, None),
            ("mail2", "2026-06-01", "用户国内的纸质信件寄到广州一个代收地址，扫描成PDF发到她邮箱", "fact", 0.7, None),
            ("ins", "2025-06-01", "用户的海外医疗险买的是安联的全球计划", "fact", 0.7, None),
            ("lonely", "2025-09-15", "用户在里斯本挺孤单，每周三晚上去Nomad Lisbon的聚会认识人", "fact", 0.6, None),
            ("lang1", "2025-09-01", "用户在用Babbel自学葡萄牙语", "fact", 0.5, None),
            ("lang2", "2026-02-01", "用户在里斯本一家语言学校上葡语A2课程，每周三次课", "fact", 0.6, None),
            ("meet", "2025-06-15", "用户每天里斯本时间早上八点半跟深圳团队开日会", "fact", 0.7, None),
            ("roommate", "2026-05-25", "用户的室友每天早上八点半在客厅开电话会，特别吵", "fact", 0.4, None),
            ("sim1", "2025-06-02", "用户在葡萄牙用的是Vodafone的本地卡，每月十五欧", "fact", 0.5, None),
            ("sim2", "2026-04-20", "用户在葡萄牙用的是NOS的本地卡，无限流量每月二十欧", "fact", 0.6, None),
            ("madeira", "2026-10-10", "用户订了2026年11月底去马德拉岛游民村体验两周", "event", 0.6, "2026-12-15"),
        ],
        "sup": [("visa1", "visa2"), ("rent1", "rent2"), ("mail1", "mail2"), ("lang1", "lang2"), ("sim1", "sim2")],
        "look": [("taxday", "cntax"), ("meet", "roommate")],
        "probes": [
            ("para", "我在葡萄牙这边拿的是什么身份，能不能长期呆着？", ["visa2"], ["旅游签", "九十天"]),
            ("para", "我一个月光住的地方要掏多少欧？", ["rent2"], ["Alfama", "一千三百"]),
            ("para", "老家银行寄来的纸质通知会落到谁手里、怎么转给我？", ["mail2"], ["小谭"]),
            ("para", "一年里在葡萄牙呆多久就得在这边交税？", ["taxday"], ["代扣代缴"]),
            ("task", "想认识点当地人，顺便把葡语练起来，帮我排一下每周的安排", ["lonely", "lang2"], ["Babbel"]),
            ("task", "帮我安排一个周三：早上开会前先去办公的地方，晚上再去认识新朋友", ["meet", "cowork", "lonely"], ["电话会"]),
            ("direct", "我的海外医疗险买的是哪家？", ["ins"], []),
            ("abst", "Second Home能不能带朋友进去，访客要不要付钱？", [], []),
            ("abst", "葡语课的学费一个月多少？", [], []),
            ("expiry", "游民村那两周住在哪，帮我查一下地址", [], ["马德拉", "游民村"]),
        ],
    },
    {
        "acc": "songjiamu", "user_id": "u_songjiamu", "tenant": "default", "bg_n": 129,
        "desc": "宋嘉木：上海游戏公司的远程客户端程序员，和女友小鹿旅居墨西哥城",
        "mem": [
            ("job", "2025-05-01", "用户是游戏公司的客户端程序员，公司在上海，允许他全远程", "profile", 0.8, None),
            ("partner", "2025-05-02", "用户和女朋友小鹿一起旅居，小鹿是自由插画师", "profile", 0.6, None),
            ("rent1", "2025-10-01", "用户和女朋友在墨西哥城Roma Norte住Airbnb月租，每月两千一百美元", "fact", 0.7, None),
            ("rent2", "2026-06-01", "用户和女朋友在墨西哥城Coyoacán租了一套带院子的公寓，每月1600美元", "fact", 0.85, None),
            ("volt", "2025-10-03", "墨西哥电压是127伏，用户从国内带的电热水壶插上去烧不开", "fact", 0.5, None),
            ("voltgf", "2025-10-04", "小鹿的数位屏电源是宽电压的，在墨西哥直接插就能用", "fact", 0.4, None),
            ("meet1", "2025-10-05", "用户每天墨西哥城时间晚上七点参加上海团队的早会", "fact", 0.7, None),
            ("meet2", "2026-04-10", "用户每天墨西哥城时间晚上八点参加上海团队的早会", "fact", 0.8, None),
            ("quiet", "2025-10-06", "用户要熬夜跟国内开会，上午十点前谁都别打扰他", "preference", 0.6, None),
            ("span1", "2025-10-10", "用户在墨西哥城的Ulises西语学校上小班课", "fact", 0.6, None),
            ("span2", "2026-05-01", "用户每周找Preply上的墨西哥老师上两节西语一对一", "fact", 0.7, None),
            ("gym", "2025-11-01", "用户在Smart Fit办了黑卡，墨西哥所有分店都能去", "fact", 0.6, None),
            ("gfyoga", "2025-11-03", "小鹿在家附近的瑜伽馆报了空中瑜伽", "fact", 0.4, None),
            ("ins1", "2025-10-01", "用户和女朋友都买了World Nomads的旅行险，每六个月续一次", "fact", 0.7, None),
            ("ins2", "2026-07-01", "用户和女朋友都买了IMG的Global Medical国际医疗险，按年续", "fact", 0.8, None),
            ("pace", "2026-02-01", "用户和女朋友约好，每到一个国家至少待半年再走", "preference", 0.6, None),
            ("visa1", "2025-09-20", "用户用中国护照凭美国签证入境墨西哥，每次最多停留一百八十天", "fact", 0.7, None),
            ("visa2", "2026-08-01", "用户办下了墨西哥的临时居留卡，有效期一年", "fact", 0.85, None),
            ("expo", "2026-09-15", "用户2026年11月要回上海公司参加年度游戏展的演示", "event", 0.6, "2026-11-30"),
        ],
        "sup": [("rent1", "rent2"), ("meet1", "meet2"), ("span1", "span2"), ("ins1", "ins2"), ("visa1", "visa2")],
        "look": [("volt", "voltgf"), ("gym", "gfyoga")],
        "probes": [
            ("para", "国内团队每天例行的碰头，我这边几点上线？", ["meet2"], ["晚上七点"]),
            ("para", "我们俩眼下落脚的地方月付多少美金？", ["rent2"], ["Roma", "两千一百"]),
            ("para", "我跟谁学的西班牙语，一周上几次？", ["span2"], ["Ulises", "小班课"]),
            ("para", "我俩的医疗保障是哪家公司的，多久续一次？", ["ins2"], ["World Nomads"]),
            ("task", "想在墨西哥再待一年，帮我看看身份和保险要办哪些事", ["visa2", "ins2"], ["美国签证", "World Nomads"]),
            ("task", "帮我排下一周的作息：几点开会、上午什么时候不能打扰、去哪锻炼", ["meet2", "quiet", "gym"], ["晚上七点", "空中瑜伽"]),
            ("direct", "我从国内带的电热水壶在墨西哥能用吗？", ["volt"], ["数位屏"]),
            ("abst", "Smart Fit有没有游泳池，能不能上团课？", [], []),
            ("abst", "墨西哥城哪里能买到110伏转220伏的变压器？", [], []),
            ("expiry", "回上海做游戏展演示那趟，帮我看看回程机票", [], ["游戏展"]),
        ],
    },
    {
        "acc": "tangxiaoou", "user_id": "u_tangxiaoou", "tenant": "t_youmu", "bg_n": 133,
        "desc": "唐小鸥：数字游民社区运营，国内游民，常驻大理的共居院子",
        "mem": [
            ("job", "2025-03-01", "用户在一家数字游民社区做运营，负责组织活动和对接入住", "profile", 0.8, None),
            ("base1", "2025-03-05", "用户常驻安吉的游民公社，住四人间的床位，每月一千五", "fact", 0.7, None),
            ("base2", "2026-05-01", "用户常驻大理古城外的一个共居院子，单间每月2200", "fact", 0.85, None),
            ("cw1", "2025-03-12", "用户在安吉用的共享办公日票三十块一天", "fact", 0.5, None),
            ("cw2", "2026-05-08", "用户在大理买共享办公的日票，一天四十五块，含一杯手冲", "fact", 0.6, None),
            ("meetup", "2025-04-10", "用户每周五晚上在社区组织一次游民分享会", "fact", 0.6, None),
            ("frisbee", "2026-06-01", "用户的室友阿哲每周五晚上在洱海边组织飞盘局", "fact", 0.4, None),
            ("net1", "2025-03-10", "用户住的床位房网速只有五十兆，高峰期经常卡", "fact", 0.5, None),
            ("net2", "2026-05-03", "用户住的院子里拉了三百兆电信宽带，开视频会很稳", "fact", 0.6, None),
            ("kitchen", "2026-05-06", "用户跟院子里的人轮流做饭，每人每周掌勺一天", "preference", 0.5, None),
            ("lonely", "2025-08-01", "用户在游民社区待久了反而想独处，每周留一天完全不社交", "preference", 0.6, None),
            ("pace", "2025-06-01", "用户一年里大概换三四个地方住，每地两到三个月", "preference", 0.6, None),
            ("climb", "2026-06-10", "用户在大理办了一家攀岩馆的月卡，每周去两三次", "fact", 0.5, None),
            ("ins", "2025-03-15", "用户自己交灵活就业的社保和医保，挂在杭州", "fact", 0.7, None),
            ("groupins", "2025-09-01", "用户给社区的长住游民统一买了团体意外险", "fact", 0.5, None),
            ("exp1", "2025-10-01", "用户组织活动的开销先自己垫付，攒够一沓发票再找社区报", "fact", 0.5, None),
            ("exp2", "2026-07-01", "用户组织活动的开销直接刷社区的备用金卡，不用自己掏钱", "fact", 0.6, None),
            ("conf", "2026-08-20", "用户报名了2026年10月在景洪举办的游民大会，当志愿者", "event", 0.6, "2026-10-20"),
            ("coupon", "2026-05-20", "用户有一张大理青旅2026年暑期的床位优惠券", "fact", 0.3, "2026-09-01"),
        ],
        "sup": [("base1", "base2"), ("cw1", "cw2"), ("net1", "net2"), ("exp1", "exp2")],
        "look": [("meetup", "frisbee"), ("ins", "groupins")],
        "probes": [
            ("para", "我平时住的地方一个月得交多少？", ["base2"], ["四人间", "一千五"]),
            ("para", "去办公空间坐一整天要花多少钱？", ["cw2"], ["三十块"]),
            ("para", "住处的带宽有多大，线上碰头会不会卡？", ["net2"], ["五十兆"]),
            ("para", "办活动花出去的钱我怎么走账？", ["exp2"], ["垫付", "发票"]),
            ("task", "帮我排一下下周的日程：周五的活动、独处的那天，还有去攀岩", ["meetup", "lonely", "climb"], ["飞盘"]),
            ("task", "我想给自己做个年度预算，住的和社保这些固定开销先列出来", ["base2", "ins"], ["一千五", "团体意外险"]),
            ("direct", "我的社保和医保挂在哪里交？", ["ins"], ["团体意外险"]),
            ("abst", "院子里做饭的轮值表上周三轮到谁？", [], []),
            ("abst", "攀岩馆的月卡多少钱？", [], []),
            ("expiry", "那个游民大会我报的是什么岗位，在哪集合？", [], ["景洪", "游民大会"]),
        ],
    },
    {
        "acc": "weiran", "user_id": "u_weiran", "tenant": "t_youmu", "bg_n": 130,
        "desc": "魏然：自由视频剪辑师，天冷住海南万宁日月湾冲浪、天热回青岛",
        "mem": [
            ("job", "2025-04-01", "用户是自由视频剪辑师，主要给几个美食博主剪片子", "profile", 0.8, None),
            ("up1", "2025-11-01", "用户住的民宿上传只有二十兆，传一条片子要两个小时", "fact", 0.6, None),
            ("up2", "2026-11-20", "用户住的公寓拉了五百兆的移动宽带，上行能跑到一百兆", "fact", 0.75, None),
            ("stay1", "2025-11-01", "用户在日月湾住冲浪民宿，月租三千五", "fact", 0.7, None),
            ("stay2", "2026-11-18", "用户在万宁日月湾附近租了套一室一厅，月租2800", "fact", 0.85, None),
            ("monitor", "2025-11-05", "用户剪片子离不开一台校色过的27寸明基显示器，每次挪窝都带着", "fact", 0.7, None),
            ("portable", "2026-03-01", "用户另外买了一块十六寸的便携屏，外出拍摄时接笔记本看素材", "fact", 0.5, None),
            ("quiet", "2025-11-08", "用户剪片时不接电话，下午两点到六点是他的专注时间", "preference", 0.6, None),
            ("cook1", "2025-11-12", "用户一日三餐基本在民宿楼下的粉店解决", "fact", 0.5, None),
            ("cook2", "2026-11-21", "用户中午自己做饭，晚上去村口的海鲜大排档吃", "fact", 0.6, None),
            ("surfclub", "2025-12-01", "用户在日月湾的冲浪俱乐部买了板子寄存和教练课，每天早上下水", "fact", 0.5, None),
            ("expense", "2026-01-05", "用户接单按条报价，外拍的路费由客户另外报销", "fact", 0.6, None),
            ("partner", "2026-01-06", "用户的合伙人阿珂负责谈单，路费报销也是她跟客户对接", "fact", 0.5, None),
            ("tax", "2026-02-01", "用户以个体工商户身份开票，税务登记在海口", "fact", 0.6, None),
            ("pace", "2025-04-10", "用户一年只在两个地方之间来回：天冷住海南，天热回老家青岛", "preference", 0.6, None),
            ("friends", "2026-11-25", "用户在日月湾认识了一群冲浪的游民，每周六一起聚餐", "fact", 0.5, None),
            ("mail1", "2025-11-06", "用户的快递都寄到日月湾村口的菜鸟驿站", "fact", 0.5, None),
            ("mail2", "2026-11-20", "用户的快递都寄到公寓楼下的丰巢柜", "fact", 0.6, None),
            ("doc", "2026-11-10", "用户接了一个纪录片粗剪的急单，2026年12月20日交片", "event", 0.7, "2026-12-21"),
        ],
        "sup": [("up1", "up2"), ("stay1", "stay2"), ("cook1", "cook2"), ("mail1", "mail2")],
        "look": [("monitor", "portable"), ("expense", "partner")],
        "bg_block": ["周日晚上"],
        "probes": [
            ("para", "住的地方往外传文件快不快？", ["up2"], ["二十兆"]),
            ("para", "我在海南落脚那套房子，一个月掏多少？", ["stay2"], ["冲浪民宿", "三千五"]),
            ("para", "我平常三顿饭都怎么打发？", ["cook2"], ["粉店"]),
            ("para", "出去拍东西时接本子看素材的那块小屏多大？", ["portable"], ["明基"]),
            ("task", "下周要去三亚给客户拍两天，帮我理一下：路费谁出、带哪块屏", ["expense", "portable"], ["阿珂", "明基"]),
            ("task", "帮我排个一周作息：早上冲浪、下午专注剪片、周六跟朋友吃饭都放进去", ["quiet", "friends", "surfclub"], []),
            ("direct", "我的快递都寄到哪里？", ["mail2"], ["菜鸟驿站"]),
            ("abst", "冲浪俱乐部的教练叫什么，电话多少？", [], []),
            ("abst", "明基显示器用的是哪款校色仪？", [], []),
            ("expiry", "纪录片粗剪那单是哪天交来着？", [], ["纪录片", "粗剪"]),
            ("bg", "帮我排一下这周的剪辑日程，每周固定跟家里视频的那个晚上别占了", ["@用户每周日晚上会给家里打视频电话"], []),
        ],
    },
    {
        "acc": "qiaomu", "user_id": "u_qiaomu", "tenant": "t_youmu", "bg_n": 135,
        "desc": "乔木：旧金山SaaS公司的远程产品经理，住越南岘港，跟美国团队跨时区开会",
        "mem": [
            ("job", "2025-02-01", "用户给一家旧金山的SaaS公司做远程产品经理", "profile", 0.8, None),
            ("meet1", "2025-02-10", "用户每周一、三岘港时间凌晨一点要跟美国团队开会", "fact", 0.7, None),
            ("meet2", "2026-03-01", "用户跟美国团队约好，只在岘港时间早上七点到九点开会", "fact", 0.85, None),
            ("quiet1", "2025-02-12", "用户开完夜会要补觉，下午一点前不接任何消息", "preference", 0.6, None),
            ("quiet2", "2026-03-02", "用户每天晚上十点到早上六点是雷打不动的睡觉时间，手机静音", "preference", 0.7, None),
            ("visa", "2025-02-01", "用户在越南用九十天的电子签，到期就飞吉隆坡跑签再回来", "fact", 0.8, None),
            ("sisvisa", "2026-01-15", "用户帮妹妹申请的越南电子签是三十天单次入境的", "fact", 0.4, None),
            ("stay1", "2025-02-03", "用户在岘港美溪海滩附近住酒店式公寓，每月七百美元", "fact", 0.7, None),
            ("stay2", "2026-02-15", "用户在岘港山茶半岛脚下租了个带阳台的一居室，每月550美元", "fact", 0.85, None),
            ("muay", "2025-03-01", "用户在岘港一家泰拳馆买了二十节课", "fact", 0.5, None),
            ("gym", "2026-04-01", "用户在岘港的Sky Gym办了半年卡，每周练三次力量", "fact", 0.6, None),
            ("desk", "2026-02-20", "用户在住处配了站立桌和一台二十七寸显示器，都是跟房东按月租的", "fact", 0.5, None),
            ("ins", "2025-02-01", "用户的医疗险是公司提供的Aetna国际计划", "fact", 0.7, None),
            ("travelins", "2025-06-01", "用户每次跑签出境都另外买一份短期意外险", "fact", 0.5, None),
            ("friends", "2025-05-01", "用户每周四晚上去岘港一个英语角认识朋友", "fact", 0.5, None),
            ("loy1", "2025-09-01", "用户出差飞美国攒的是越南航空的莲花里程", "fact", 0.5, None),
            ("loy2", "2026-05-01", "用户出差飞美国攒的是新加坡航空的KrisFlyer里程", "fact", 0.6, None),
            ("trip", "2025-08-01", "用户去旧金山总部出差，公司允许十小时以上的航段坐高端经济舱", "fact", 0.7, None),
            ("plan", "2026-10-15", "用户2026年12月初要飞旧金山总部参加年度规划会", "event", 0.6, "2026-12-12"),
        ],
        "sup": [("meet1", "meet2"), ("quiet1", "quiet2"), ("stay1", "stay2"), ("muay", "gym"), ("loy1", "loy2")],
        "look": [("visa", "sisvisa"), ("ins", "travelins")],
        "probes": [
            ("para", "我跟美国同事的例会一般落在一天里哪个时段？", ["meet2"], ["凌晨一点"]),
            ("para", "晚上几点以后就别给我排任何事了？", ["quiet2"], ["下午一点前"]),
            ("para", "我眼下在越南的落脚处每月花多少美金？", ["stay2"], ["美溪", "七百美元"]),
            ("para", "我练身体的那个地方办的是什么卡？", ["gym"], ["泰拳"]),
            ("task", "帮我规划飞旧金山总部那趟：能订什么舱位、里程记到哪家", ["trip", "loy2"], ["莲花"]),
            ("task", "签证快到期了，帮我安排跑签那几天：开会时间怎么避开、保险要不要另买", ["visa", "meet2", "travelins"], ["凌晨一点", "妹妹"]),
            ("task", "帮我找个周四晚上之后的新安排，别跟认识朋友的活动和睡觉时间冲突", ["friends", "quiet2"], ["下午一点前"]),
            ("direct", "我的越南签证是多少天的，到期怎么办？", ["visa"], ["妹妹", "三十天"]),
            ("abst", "Sky Gym有没有桑拿房？", [], []),
            ("abst", "Aetna那个医疗险理赔要走什么流程？", [], []),
            ("expiry", "飞旧金山开年度规划会那趟，酒店订了没？", [], ["规划会"]),
        ],
    },
    {
        "acc": "shenlan", "user_id": "u_shenlan", "tenant": "t_youmu", "bg_n": 127,
        "desc": "沈澜：线上给海外华裔孩子教中文，长住格鲁吉亚第比利斯",
        "mem": [
            ("job", "2025-03-01", "用户在线上教海外华裔小孩中文，学生大多在美国东部", "profile", 0.8, None),
            ("class1", "2025-03-05", "用户的网课排在第比利斯时间早上五点到八点", "fact", 0.7, None),
            ("class2", "2026-04-01", "用户的网课都排在第比利斯时间傍晚五点到晚上九点", "fact", 0.85, None),
            ("visa1", "2025-03-01", "用户在格鲁吉亚靠免签入境，每次住满就去亚美尼亚走一趟再回来", "fact", 0.7, None),
            ("visa2", "2026-03-15", "用户在格鲁吉亚办了一年期的临时居留证", "fact", 0.9, None),
            ("quiet", "2025-03-10", "用户上课时背景必须安静，身后还得挂一块白板", "preference", 0.6, None),
            ("stay1", "2025-03-03", "用户在第比利斯老城区住Airbnb，每月五百五十美元", "fact", 0.7, None),
            ("stay2", "2026-03-20", "用户在第比利斯Vake区长租了一套两居室，每月480美元，一间当教室", "fact", 0.85, None),
            ("parentflat", "2026-08-01", "用户帮一个学生家长在Saburtalo区看了套公寓，每月六百美元", "fact", 0.4, None),
            ("net", "2025-03-04", "用户家里装的是Magti的一百兆光纤，还备了一张Silknet手机卡开热点", "fact", 0.6, None),
            ("lang", "2025-04-01", "用户在学格鲁吉亚语字母，用的是一个叫Ling的App", "fact", 0.5, None),
            ("russian", "2025-09-10", "用户每周上两次俄语口语课，主要为了跟房东和邻居打交道", "fact", 0.5, None),
            ("tax", "2025-06-01", "用户在格鲁吉亚登记了个体经营者，营业额按百分之一交小企业税", "fact", 0.7, None),
            ("hiking", "2025-09-01", "用户有点孤独，加入了第比利斯的一个华人徒步群，每个月走一次", "fact", 0.5, None),
            ("cook1", "2025-04-10", "用户觉得格鲁吉亚馆子便宜，一周有四五天在外面吃", "preference", 0.5, None),
            ("cook2", "2026-06-01", "用户每天自己做饭，只有周五晚上出去吃一顿哈恰普里", "preference", 0.6, None),
            ("ins1", "2025-03-01", "用户买的是平安的境外旅行险，一次保九十天", "fact", 0.6, None),
            ("ins2", "2026-03-25", "用户买的是格鲁吉亚本地Aldagi保险公司的年度医疗险", "fact", 0.8, None),
            ("hub", "2026-11-01", "用户2026年11月在第比利斯的Impact Hub买了一个月的热座", "fact", 0.5, "2026-12-01"),
        ],
        "sup": [("class1", "class2"), ("visa1", "visa2"), ("stay1", "stay2"), ("cook1", "cook2"), ("ins1", "ins2")],
        "look": [("lang", "russian"), ("stay2", "parentflat")],
        "probes": [
            ("para", "给美国孩子上课，一般落在我这边几点钟？", ["class2"], ["早上五点"]),
            ("para", "我在格鲁吉亚合法长待，靠的是哪种证件？", ["visa2"], ["亚美尼亚", "免签"]),
            ("para", "我自己住的那套房一个月多少美金？", ["stay2"], ["老城区", "五百五十", "六百美元"]),
            ("para", "我在当地做生意，税按多少比例交？", ["tax"], []),
            ("task", "帮我把这周的吃饭和上课时间理一理，周五晚上要留出来", ["class2", "cook2"], ["早上五点", "四五天"]),
            ("task", "续居留时要交保险证明，帮我理一下要准备的材料", ["visa2", "ins2"], ["平安", "免签"]),
            ("direct", "我学格鲁吉亚语用的是哪个App？", ["lang"], ["俄语"]),
            ("abst", "Magti光纤一个月多少钱？", [], []),
            ("abst", "华人徒步群下次去爬哪座山？", [], []),
            ("expiry", "上次买热座的那个共享空间，我还能去吗？", [], ["Impact Hub", "热座"]),
            ("bg", "出国长住前要去营业厅办保号，我手上国内的号码一共有几个？", ["@用户有两个手机号，一个工作用一个私人用"], []),
        ],
    },
    {
        "acc": "gengbo", "user_id": "u_gengbo", "tenant": "t_shanglv", "bg_n": 132,
        "desc": "耿博：管理咨询公司高级顾问，常年驻客户现场，靠公司差旅政策过日子",
        "mem": [
            ("job", "2025-01-10", "用户是一家管理咨询公司的高级顾问，常年驻在客户现场做项目", "profile", 0.8, None),
            ("apt1", "2025-02-01", "用户公司规定驻场超过二十一天可以申请服务式公寓", "fact", 0.7, None),
            ("apt2", "2026-03-01", "用户公司规定驻场满十四天就能住服务式公寓，每月上限一万五", "fact", 0.85, None),
            ("hotel1", "2025-02-01", "用户公司一线城市酒店每晚上限七百元", "fact", 0.7, None),
            ("hotel2", "2026-03-01", "用户公司一线城市酒店每晚上限八百五十元，超出部分自付", "fact", 0.85, None),
            ("seat1", "2025-02-01", "用户公司规定国内航班一律坐经济舱", "fact", 0.6, None),
            ("seat2", "2026-03-01", "用户公司规定国内航班三小时以上可以订超级经济舱，国际航班八小时以上可以坐商务舱", "fact", 0.8, None),
            ("bonvoy", "2025-03-01", "用户出差住万豪系，是Bonvoy白金卡", "fact", 0.6, None),
            ("linda", "2025-05-01", "用户的项目经理Linda是希尔顿钻石卡，老拉着团队住希尔顿", "fact", 0.4, None),
            ("pd1", "2025-02-10", "用户驻场期间每天有一百五的餐补，周末也算", "fact", 0.7, None),
            ("pd2", "2026-06-01", "用户驻场期间每天有两百块餐补，只算工作日", "fact", 0.8, None),
            ("laundry", "2025-04-01", "用户公司允许驻场超过一周报销洗衣费，每周不超过两百元", "fact", 0.5, None),
            ("homeleave", "2025-02-20", "用户驻场外地时公司每两周报销一次回家的往返机票", "fact", 0.7, None),
            ("spouse", "2025-06-01", "用户的太太每个月飞过来探一次班，机票自费", "fact", 0.4, None),
            ("gym", "2026-03-10", "用户住服务式公寓时常用自带的健身房，早上六点练半小时", "preference", 0.5, None),
            ("quiet", "2025-05-01", "用户跟项目组说好，晚上九点以后不看工作群", "preference", 0.5, None),
            ("client", "2025-05-02", "用户的客户方要求晚上十点前必须回复邮件", "fact", 0.5, None),
            ("platform", "2025-02-15", "用户订机票酒店走公司的差旅平台，由平台按月统一结算", "fact", 0.6, None),
            ("project", "2026-06-15", "用户的苏州驻场项目一直做到2026年10月底", "event", 0.6, "2026-10-31"),
        ],
        "sup": [("apt1", "apt2"), ("hotel1", "hotel2"), ("seat1", "seat2"), ("pd1", "pd2")],
        "look": [("bonvoy", "linda"), ("homeleave", "spouse"), ("quiet", "client")],
        "bg_block": ["键盘", "平板", "树莓派"],
        "probes": [
            ("para", "在外地驻多少天以上，公司给安排那种能长住的公寓？", ["apt2"], ["二十一天"]),
            ("para", "在北上广深住一晚，公司最多给多少？", ["hotel2"], ["七百元"]),
            ("para", "在客户那边干活，每天吃饭公司补多少？", ["pd2"], ["一百五", "周末也算"]),
            ("task", "下个项目在深圳驻两个月，帮我把住的、吃饭补贴和回家机票的规矩一起算清楚", ["apt2", "pd2", "homeleave"], ["二十一天", "一百五", "自费"]),
            ("task", "下周去上海出差三天，帮我按公司规定订机票舱位和酒店，顺便用上我的会员", ["seat2", "hotel2", "bonvoy"], ["一律", "七百元", "希尔顿"]),
            ("task", "帮我把驻场期间每天的作息排一下：早上锻炼，晚上几点以后不看工作消息", ["gym", "quiet"], ["十点前"]),
            ("direct", "我的万豪Bonvoy是什么卡？", ["bonvoy"], ["希尔顿"]),
            ("abst", "服务式公寓的押金公司给不给垫？", [], []),
            ("bg", "驻场要借客户的显示器，我那台电脑是什么型号、得带什么转接头？", ["@用户的电脑是一台用了五年的MacBook"], []),
        ],
    },
    {
        "acc": "luoqi", "user_id": "u_luoqi", "tenant": "t_shanglv", "bg_n": 130,
        "desc": "罗琪：电力工程公司外派到沙特光伏项目的电气工程师，住吉达",
        "mem": [
            ("job", "2025-01-05", "用户是电力工程公司的电气工程师，外派在沙特的光伏电站项目上", "profile", 0.8, None),
            ("leave1", "2025-01-10", "用户公司规定外派员工每三个月可以回国休假一次，机票公司出", "fact", 0.7, None),
            ("leave2", "2026-02-01", "用户公司规定外派员工每两个月可以回国休假十二天，往返机票公司出", "fact", 0.85, None),
            ("pd1", "2025-01-10", "用户的外派补贴是每天四十美元", "fact", 0.7, None),
            ("pd2", "2026-02-01", "用户的外派补贴是每天65美元，按在岗天数发", "fact", 0.85, None),
            ("seat1", "2025-01-12", "用户回国休假的航班公司只给订经济舱", "fact", 0.6, None),
            ("seat2", "2026-02-03", "用户回国休假的航班，飞行超过八小时公司给订超级经济舱", "fact", 0.75, None),
            ("tax", "2025-03-01", "用户一年有两百多天在沙特，国内个税按境外所得申报", "fact", 0.6, None),
            ("hantax", "2025-03-05", "用户的同事老韩在印尼项目上，一年在境外待不满一百八十三天", "fact", 0.4, None),
            ("sim", "2025-01-08", "用户在沙特用STC的本地卡，国内号码开着国际漫游只收短信", "fact", 0.5, None),
            ("camp1", "2025-01-06", "用户住在项目营地的单人集装箱房，有空调但网速很慢", "fact", 0.6, None),
            ("camp2", "2026-05-01", "用户住在吉达市区公司租的公寓里，每天坐班车去工地", "fact", 0.8, None),
            ("gym1", "2025-02-01", "用户在营地的健身房锻炼，晚上八点后人少", "fact", 0.5, None),
            ("gym2", "2026-05-10", "用户在吉达办了一家女子健身房的年卡", "fact", 0.6, None),
            ("ins", "2025-01-05", "用户的海外医疗和紧急救援都是公司统一买的国际SOS", "fact", 0.7, None),
            ("arabic", "2025-03-10", "用户在学几句阿拉伯语日常用语，跟当地司机聊天用", "fact", 0.4, None),
            ("docs", "2025-04-01", "用户看阿拉伯语的工程文件靠公司采购的翻译软件", "fact", 0.4, None),
            ("cook", "2026-05-05", "用户在吉达的公寓里自己做饭，每周去家乐福采购一次", "preference", 0.4, None),
            ("flight", "2026-11-15", "用户2026年12月中旬回国休假，订了吉达飞广州的航班", "event", 0.7, "2026-12-20"),
        ],
        "sup": [("leave1", "leave2"), ("pd1", "pd2"), ("seat1", "seat2"), ("camp1", "camp2"), ("gym1", "gym2")],
        "look": [("tax", "hantax"), ("arabic", "docs")],
        "probes": [
            ("para", "多久能回一趟国，机票谁掏？", ["leave2"], ["三个月"]),
            ("para", "在沙特干一天公司额外给多少钱？", ["pd2"], ["四十美元"]),
            ("para", "我一年大半时间在国外，国内那边的个人所得怎么报？", ["tax"], ["老韩"]),
            ("task", "帮我规划下次回国休假：能休几天、航班能订什么舱", ["leave2", "seat2"], ["三个月", "只给订"]),
            ("task", "下班后想安排点事：去练练身体，再学几句跟司机聊天用的话", ["gym2", "arabic"], ["八点后人少", "翻译软件"]),
            ("abst", "STC那张卡每个月套餐多少钱？", [], []),
            ("expiry", "回国休假那趟飞广州的航班是哪天？", [], ["广州"]),
            ("bg", "公司要我填外派人员的紧急医疗信息表，血型那栏帮我填一下", ["@用户是O型血"], []),
        ],
    },
]

TWIN = ("u_xuchen", ("default", "t_shanglv"))


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def has(text, word):
    return norm(word) in norm(text)


def bigrams(s):
    s = "".join(ch for ch in norm(s) if ch.isalnum())
    return {s[i:i + 2] for i in range(len(s) - 1)}


def overlap(a, b):
    x, y = bigrams(a), bigrams(b)
    return len(x & y) / max(1, len(x | y))


def parse_time(s):
    return datetime.fromisoformat(s)


def stamp(date, rng):
    return "%sT%02d:%02d:00+08:00" % (date, rng.randint(7, 22), rng.randint(0, 59))


def mid(acc, key):
    return "%s_%s" % (acc, key)


BG_ID = re.compile(r"^(?P<acc>[a-zA-Z]+)_bg\d{3}$")
PROBE_ID = re.compile(r"^(?P<acc>[a-zA-Z]+)_(?P<kind>para|task|direct|abst|expiry|bg|leak)_(?P<nn>\d{2})$")


def read_pool():
    """Read background_pool.py as text (never imported) after verifying its sha256."""
    with open(POOL_PATH, "rb") as f:
        raw = f.read()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != POOL_SHA256:
        raise SystemExit("background pool sha256 mismatch: %s" % digest)
    text = raw.decode("utf-8")
    places = re.findall(r'"([^"]+)"', re.search(r"PLACE_WORDS\s*=\s*\[(.*?)\]", text, re.S).group(1))
    body = re.search(r'POOL\s*=\s*r"""(.*?)"""', text, re.S).group(1)
    items, topic, mtype = [], None, None
    for line in body.splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"^\[([^\]]*)\]\s*(.*)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        fam = {}
        for t in tags:
            if ":" in t:
                k, v = t.split(":", 1)
                fam[k] = v
        items.append({"topic": topic, "type": mtype, "text": line, "fam": fam, "tags": tags})
    return places, items


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def build():
    places, pool = read_pool()
    users = []
    for idx, a in enumerate(ACCOUNTS):
        rng = random.Random(SEED * 100 + idx)
        acc = a["acc"]
        mems = []
        for key, date, content, mtype, imp, vu in a["mem"]:
            m = {"id": mid(acc, key), "content": content, "type": mtype,
                 "importance": imp, "created_at": stamp(date, rng)}
            if vu:
                m["valid_until"] = vu + "T00:00:00+08:00"
            mems.append(m)
        # ---- background sampling
        forced = []
        for p in a["probes"]:
            forced += [r[1:] for r in p[2] if r.startswith("@")]
        pool_texts = {it["text"] for it in pool}
        for f in forced:
            assert f in pool_texts, f
        forced_items = [it for it in pool if it["text"] in forced]
        forced_fams = {}
        for it in forced_items:
            for k, v in it["fam"].items():
                forced_fams[k] = v
        families = {}
        for it in pool:
            for k, v in it["fam"].items():
                families.setdefault(k, set()).add(v)
        chosen = {}
        for k in sorted(families):
            chosen[k] = forced_fams[k] if k in forced_fams else rng.choice(sorted(families[k]))
        context = " ".join(m["content"] for m in mems) + " " + " ".join(p[1] for p in a["probes"])
        used_places = [pw for pw in places if pw in context]
        forbid_words = [w for p in a["probes"] for w in p[3]]
        block = BG_BLOCK + a.get("bg_block", [])
        cands = []
        for it in pool:
            if it["text"] in forced:
                continue
            if any(chosen[k] != v for k, v in it["fam"].items()):
                continue
            if any(k in forced_fams for k in it["fam"]):      # siblings of a forced statement
                continue
            if it["topic"].split()[0] in BG_BLOCK_TOPICS:
                continue
            if any(b in it["text"] for b in block):
                continue
            if any(pw in it["text"] for pw in used_places):
                continue
            if any(has(it["text"], w) for w in forbid_words):
                continue
            cands.append(it)
        need = a["bg_n"] - len(forced_items)
        if need > len(cands):
            raise SystemExit("%s: pool too small (%d < %d)" % (acc, len(cands), need))
        picked = forced_items + rng.sample(cands, need)
        rng.shuffle(picked)
        start, span = datetime(2024, 6, 1, 8, 0), (datetime(2027, 1, 10, 8, 0) - datetime(2024, 6, 1, 8, 0))
        bg_by_text = {}
        for i, it in enumerate(picked):
            t = start + timedelta(seconds=rng.randrange(int(span.total_seconds())))
            m = {"id": "%s_bg%03d" % (acc, i + 1), "content": it["text"], "type": it["type"],
                 "importance": round(rng.uniform(0.3, 0.6), 2),
                 "created_at": t.strftime("%Y-%m-%dT%H:%M:00+08:00")}
            bg_by_text[it["text"]] = m["id"]
            mems.append(m)
        rng.shuffle(mems)
        # ---- probes
        probes, counter = [], {}
        for kind, query, rel, forbid in a["probes"]:
            counter[kind] = counter.get(kind, 0) + 1
            rids = [bg_by_text[r[1:]] if r.startswith("@") else mid(acc, r) for r in rel]
            probes.append({"id": "%s_%s_%02d" % (acc, kind, counter[kind]), "at": PROBE_AT,
                           "query": query, "relevant": rids, "forbid": [[w] for w in forbid]})
        users.append({"user_id": a["user_id"], "tenant_id": a["tenant"],
                      "memories": mems, "probes": probes})
    return {"format": "memory-eval/v1", "name": SET_NAME, "users": users}


# ---------------------------------------------------------------------------
# check
# ---------------------------------------------------------------------------
def check(data):
    errs = []

    def err(code, msg):
        errs.append("%s: %s" % (code, msg))

    if not isinstance(data, dict) or data.get("format") != "memory-eval/v1":
        err("format", "format must be memory-eval/v1")
        return errs, {}
    if not isinstance(data.get("name"), str) or not data.get("name"):
        err("format", "name missing")
    users = data.get("users")
    if not isinstance(users, list):
        err("format", "users must be a list")
        return errs, {}
    probe_at = parse_time(PROBE_AT)
    spec = {(a["tenant"], a["user_id"]): a for a in ACCOUNTS}
    seen_acc, all_mem_ids, all_probe_ids = {}, set(), set()
    mem_owner = {}                      # memory id -> acc
    acc_mems = {}                       # acc -> {id: memory}
    kind_counts = {k: 0 for k in KIND_COUNTS}
    total_mem = theme_total = bg_total = vu_total = 0
    forbid_answerable = 0
    pool_texts = None
    try:
        _, pool = read_pool()
        pool_texts = {it["text"] for it in pool}
    except (OSError, SystemExit, AttributeError):
        pool_texts = None

    # ---- pass 1: accounts and memories
    for u in users:
        if not isinstance(u, dict) or not isinstance(u.get("user_id"), str):
            err("user", "user without user_id")
            continue
        key = (u.get("tenant_id", "default"), u["user_id"])
        a = spec.get(key)
        if a is None:
            err("user", "unknown account %r" % (key,))
            continue
        if a["acc"] in seen_acc:
            err("user", "duplicate account %r" % (key,))
            continue
        seen_acc[a["acc"]] = u
        acc = a["acc"]
        mems = u.get("memories")
        if not isinstance(mems, list):
            err("memory", "%s: memories must be a list" % acc)
            continue
        by_id = {}
        for m in mems:
            if not isinstance(m, dict):
                err("memory", "%s: memory not an object" % acc)
                continue
            for f in ("id", "content", "type", "importance", "created_at"):
                if f not in m:
                    err("memory-field", "%s: memory %s lacks %s" % (acc, m.get("id"), f))
            i = m.get("id")
            if not isinstance(i, str) or not i:
                continue
            if i in all_mem_ids:
                err("dup-id", "duplicate memory id %s" % i)
            all_mem_ids.add(i)
            if not i.startswith(acc + "_"):
                err("per-account", "memory %s is not named for account %s" % (i, acc))
            if not isinstance(m.get("content"), str) or not m.get("content", "").strip():
                err("memory-field", "%s: empty content" % i)
                m = dict(m, content="")
            imp = m.get("importance")
            if not isinstance(imp, (int, float)) or not 0 <= imp <= 1:
                err("memory-field", "%s: importance %r" % (i, imp))
            try:
                ca = parse_time(m["created_at"])
                if ca.tzinfo is None or ca >= probe_at:
                    err("created_at", "%s created_at %s not before probe time" % (i, m["created_at"]))
            except (KeyError, TypeError, ValueError):
                err("created_at", "%s: bad created_at" % i)
                ca = None
            if "valid_until" in m:
                vu_total += 1
                try:
                    vu = parse_time(m["valid_until"])
                    if vu >= probe_at:
                        err("valid_until", "%s valid_until not in the past" % i)
                    if ca is not None and vu <= ca:
                        err("valid_until", "%s valid_until before created_at" % i)
                except (TypeError, ValueError):
                    err("valid_until", "%s: bad valid_until" % i)
            by_id[i] = m
            mem_owner[i] = acc
        acc_mems[acc] = by_id
        theme_ids = {i for i in by_id if not BG_ID.match(i)}
        bg_ids = {i for i in by_id if BG_ID.match(i)}
        spec_theme = {mid(acc, k[0]) for k in a["mem"]}
        if theme_ids != spec_theme:
            err("theme", "%s theme ids differ from record: missing %s extra %s" % (
                acc, sorted(spec_theme - theme_ids), sorted(theme_ids - spec_theme)))
        if not THEME_MIN <= len(theme_ids) <= THEME_MAX:
            err("theme", "%s has %d theme memories" % (acc, len(theme_ids)))
        spec_exp = {mid(acc, k[0]) for k in a["mem"] if k[5]}
        got_exp = {i for i, m in by_id.items() if "valid_until" in m}
        if spec_exp != got_exp:
            err("valid_until", "%s memories with valid_until differ from record: %s vs %s" % (
                acc, sorted(got_exp), sorted(spec_exp)))
        if pool_texts is not None:
            for i in bg_ids:
                if by_id[i].get("content") not in pool_texts:
                    err("background", "%s content is not a pool statement" % i)
            for i in theme_ids:
                if by_id[i].get("content") in pool_texts:
                    err("background", "%s theme memory copies a pool statement" % i)
        total_mem += len(by_id)
        theme_total += len(theme_ids)
        bg_total += len(bg_ids)

    if len(seen_acc) != len(ACCOUNTS):
        err("user", "expected %d accounts, found %d" % (len(ACCOUNTS), len(seen_acc)))
    tenants = {u.get("tenant_id", "default") for u in users if isinstance(u, dict)}
    if len(tenants) != 3 or "default" not in tenants:
        err("tenant", "need exactly 3 tenants incl. default, got %s" % sorted(map(str, tenants)))
    # twin
    ids_by_user = {}
    for u in users:
        if isinstance(u, dict) and isinstance(u.get("user_id"), str):
            ids_by_user.setdefault(u["user_id"], []).append(u.get("tenant_id", "default"))
    shared = {k: v for k, v in ids_by_user.items() if len(v) > 1}
    if shared != {TWIN[0]: list(v for v in ids_by_user.get(TWIN[0], []))} or \
            sorted(ids_by_user.get(TWIN[0], [])) != sorted(TWIN[1]):
        err("twin", "twin must be %s under %s, shared ids: %s" % (TWIN[0], TWIN[1], shared))
    twin_accs = [spec[(t, TWIN[0])]["acc"] for t in TWIN[1]]
    if not TOTAL_MIN <= total_mem <= TOTAL_MAX:
        err("totals", "total memories %d outside %d-%d" % (total_mem, TOTAL_MIN, TOTAL_MAX))
    if not EXPIRED_MIN <= vu_total <= EXPIRED_MAX:
        err("totals", "memories with valid_until %d outside %d-%d" % (vu_total, EXPIRED_MIN, EXPIRED_MAX))

    # ---- sup / look records
    sup_total = look_total = 0
    older_of, newer_of, partner = {}, {}, {}
    for a in ACCOUNTS:
        acc = a["acc"]
        by_id = acc_mems.get(acc, {})
        for o, n in a["sup"]:
            oi, ni = mid(acc, o), mid(acc, n)
            sup_total += 1
            if oi not in by_id or ni not in by_id:
                err("sup", "%s: supersession %s->%s refers to a missing memory" % (acc, oi, ni))
                continue
            older_of.setdefault(ni, []).append(oi)
            newer_of[oi] = ni
            mo, mn = by_id[oi], by_id[ni]
            if "valid_until" in mn:
                err("sup", "%s newer memory carries valid_until" % ni)
            for w in CHANGE_WORDS:
                if w in mn.get("content", ""):
                    err("sup", "%s newer memory contains change word %s" % (ni, w))
            if mo.get("content") == mn.get("content"):
                err("sup", "%s and %s have the same content" % (oi, ni))
            try:
                if parse_time(mn["created_at"]) <= parse_time(mo["created_at"]):
                    err("sup", "%s not created after %s" % (ni, oi))
            except (KeyError, TypeError, ValueError):
                pass
        for x, y in a["look"]:
            xi, yi = mid(acc, x), mid(acc, y)
            look_total += 1
            if xi == yi or xi not in by_id or yi not in by_id:
                err("look", "%s: look-alike %s/%s refers to a missing memory" % (acc, xi, yi))
                continue
            if newer_of.get(xi) == yi or newer_of.get(yi) == xi:
                err("look", "%s/%s is a supersession, not a look-alike" % (xi, yi))
            partner.setdefault(xi, set()).add(yi)
            partner.setdefault(yi, set()).add(xi)
    if sup_total < SUP_MIN:
        err("sup", "only %d supersessions" % sup_total)
    if not LOOK_MIN <= look_total <= LOOK_MAX:
        err("look", "%d look-alike pairs outside %d-%d" % (look_total, LOOK_MIN, LOOK_MAX))

    def ancestors(i):
        out, stack = set(), list(older_of.get(i, []))
        while stack:
            j = stack.pop()
            if j not in out:
                out.add(j)
                stack += older_of.get(j, [])
        return out

    # ---- probes
    look_touched = set()
    leak_dirs = {}
    for a in ACCOUNTS:
        acc = a["acc"]
        u = seen_acc.get(acc)
        if u is None:
            continue
        by_id = acc_mems.get(acc, {})
        probes = u.get("probes")
        if not isinstance(probes, list):
            err("probe", "%s: probes must be a list" % acc)
            continue
        plan = {}
        for p in a["probes"]:
            plan[p[0]] = plan.get(p[0], 0) + 1
        got_plan = {}
        for p in probes:
            if not isinstance(p, dict):
                err("probe", "%s: probe not an object" % acc)
                continue
            missing = [f for f in ("id", "at", "query", "relevant", "forbid") if f not in p]
            if missing:
                err("probe-field", "%s: probe %s lacks %s" % (acc, p.get("id"), missing))
                continue
            pid = p["id"]
            if pid in all_probe_ids:
                err("dup-id", "duplicate probe id %s" % pid)
            all_probe_ids.add(pid)
            mm = PROBE_ID.match(pid) if isinstance(pid, str) else None
            if not mm or mm.group("acc") != acc:
                err("probe-id", "probe id %r not of form %s_<kind>_<nn>" % (pid, acc))
                continue
            kind = mm.group("kind")
            kind_counts[kind] += 1
            got_plan[kind] = got_plan.get(kind, 0) + 1
            try:
                if parse_time(p["at"]) != probe_at:
                    err("probe-time", "%s asked at %s" % (pid, p["at"]))
            except (TypeError, ValueError):
                err("probe-time", "%s: bad at" % pid)
            if not isinstance(p["query"], str) or not p["query"].strip():
                err("probe-field", "%s: empty query" % pid)
            rel, forbid = p["relevant"], p["forbid"]
            if not isinstance(rel, list) or not all(isinstance(r, str) for r in rel):
                err("probe-field", "%s: relevant must be a list of ids" % pid)
                continue
            if not isinstance(forbid, list) or not all(
                    isinstance(f, list) and f and all(isinstance(w, str) and w for w in f) for f in forbid):
                err("probe-field", "%s: forbid must be a list of non-empty keyword lists" % pid)
                continue
            if len(set(rel)) != len(rel):
                err("relevant", "%s lists an id twice" % pid)
            words = [w for f in forbid for w in f]
            for r in rel:
                if r not in mem_owner:
                    err("relevant", "%s: relevant id %s does not exist" % (pid, r))
                elif mem_owner[r] != acc:
                    err("relevant", "%s: relevant id %s belongs to %s" % (pid, r, mem_owner[r]))
            rel_ok = [r for r in rel if r in by_id]
            for r in rel_ok:
                if r in newer_of:
                    err("superseded", "%s lists superseded memory %s" % (pid, r))
                if "valid_until" in by_id[r]:
                    err("expired", "%s lists expired memory %s" % (pid, r))
                if DATE_RISK.search(by_id[r].get("content", "")):
                    err("date-risk", "%s relevant memory %s contains a date expression" % (pid, r))
                for q in partner.get(r, ()):
                    look_touched.add(tuple(sorted((r, q))))
                    if q in rel:
                        err("look", "%s lists both look-alikes %s and %s" % (pid, r, q))
            if kind in EMPTY_KINDS and rel:
                err("empty-kind", "%s (%s) must have relevant=[]" % (pid, kind))
            if kind in ANSWERABLE and not rel:
                err("answerable", "%s (%s) has nothing relevant" % (pid, kind))
            if kind == "task" and len(rel) < 2:
                err("task", "%s needs two or more relevant memories" % pid)
            if kind == "bg":
                want = {r[1:] for sp in a["probes"] if sp[0] == "bg" for r in sp[2]}
                for r in rel_ok:
                    if not BG_ID.match(r) or by_id[r].get("content") not in want:
                        err("bg", "%s relevant %s is not the recorded background statement" % (pid, r))
            if kind in ("para", "direct"):
                for r in rel_ok:
                    if BG_ID.match(r):
                        err("theme", "%s (%s) points at a background memory" % (pid, kind))
            if kind == "para":
                for r in rel_ok:
                    ov = overlap(p["query"], by_id[r].get("content", ""))
                    if ov > PARA_MAX_OVERLAP:
                        err("para", "%s overlaps %s too much (%.2f)" % (pid, r, ov))
            # forbid rules
            if kind == "abst" and forbid:
                err("forbid", "%s: abstention probes carry no forbid" % pid)
            if kind in ("expiry", "leak") and not forbid:
                err("forbid", "%s (%s) needs forbid words" % (pid, kind))
            if kind in ANSWERABLE and forbid:
                forbid_answerable += 1
            for w in words:
                for r in rel_ok:
                    if has(by_id[r].get("content", ""), w):
                        err("forbid", "%s: forbid %r appears in relevant %s" % (pid, w, r))
            if kind in ANSWERABLE:
                sources = set()
                for r in rel_ok:
                    sources |= ancestors(r) | partner.get(r, set())
                for w in words:
                    hits = {i for i, m in by_id.items() if has(m.get("content", ""), w)}
                    if not hits & sources:
                        err("forbid", "%s: forbid %r not found in a superseded/look-alike memory" % (pid, w))
                    bad = hits - sources - set(rel_ok)
                    if bad:
                        err("forbid", "%s: forbid %r also in unrelated memories %s" % (pid, w, sorted(bad)[:3]))
                for r in rel_ok:
                    for o in older_of.get(r, []):
                        if not any(has(by_id[o].get("content", ""), w) for w in words):
                            err("sup-forbid", "%s: no forbid word from the older memory %s" % (pid, o))
            if kind == "expiry":
                for w in words:
                    hits = {i for i, m in by_id.items() if has(m.get("content", ""), w)}
                    exp = {i for i in hits if "valid_until" in by_id[i]}
                    if not exp:
                        err("expiry", "%s: forbid %r not in an expired memory" % (pid, w))
                    if hits - exp:
                        err("expiry", "%s: forbid %r also in live memories %s" % (pid, w, sorted(hits - exp)[:3]))
            if kind == "leak":
                if acc not in twin_accs:
                    err("leak", "%s: leak probe outside the twin accounts" % pid)
                    continue
                other = [x for x in twin_accs if x != acc][0]
                leak_dirs[acc] = leak_dirs.get(acc, 0) + 1
                for w in words:
                    if not any(has(m.get("content", ""), w) for m in acc_mems.get(other, {}).values()):
                        err("leak", "%s: forbid %r not in the twin's memories" % (pid, w))
                    if any(has(m.get("content", ""), w) for m in by_id.values()):
                        err("leak", "%s: forbid %r appears in the asker's own memories" % (pid, w))
        if got_plan != plan:
            err("plan", "%s probe kinds %s differ from record %s" % (acc, got_plan, plan))

    if kind_counts != KIND_COUNTS:
        err("kinds", "kind counts %s != %s" % (kind_counts, KIND_COUNTS))
    for t in twin_accs:
        if leak_dirs.get(t, 0) != LEAK_EACH_WAY:
            err("leak", "%s has %d leak probes, want %d" % (t, leak_dirs.get(t, 0), LEAK_EACH_WAY))
    if forbid_answerable < FORBID_PROBES_MIN:
        err("forbid", "only %d answerable probes carry forbid" % forbid_answerable)
    all_pairs = {tuple(sorted((mid(a["acc"], x), mid(a["acc"], y)))) for a in ACCOUNTS for x, y in a["look"]}
    untouched = all_pairs - look_touched
    if untouched:
        err("look", "look-alike pairs never touched by a probe: %s" % sorted(untouched)[:3])
    stats = {"memories": total_mem, "theme": theme_total, "background": bg_total,
             "valid_until": vu_total, "kinds": kind_counts, "supersessions": sup_total,
             "forbid_probes": forbid_answerable, "look_alikes": look_total}
    return errs, stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", nargs="?", const=OUT, default=None, metavar="JSON")
    args = ap.parse_args()
    if args.check is None:
        data = build()
        with open(OUT, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote %s (%d users, %d memories, %d probes)" % (
            OUT, len(data["users"]), sum(len(u["memories"]) for u in data["users"]),
            sum(len(u["probes"]) for u in data["users"])))
        return 0
    try:
        with open(args.check, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        print("FAIL: cannot read %s: %s" % (args.check, e))
        return 1
    try:
        errs, stats = check(data)
    except Exception as e:  # a malformed file must fail, never pass
        print("FAIL: checker crashed on malformed input: %r" % e)
        return 1
    if errs:
        print("FAIL: %d invariant violations" % len(errs))
        for e in errs[:60]:
            print("  " + e)
        return 1
    print("OK %s" % json.dumps(stats, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
