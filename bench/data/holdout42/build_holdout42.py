#!/usr/bin/env python3
"""Build (or check) the blind set holdout42: transport and the way people travel.

    python build_holdout42.py           # writes zh_retrieval_holdout42.json
    python build_holdout42.py --check   # validates the written file

Standard library only, deterministic (fixed seed).  The background statements
come from ../src/background_pool.py, which is read here as TEXT (parsed with
ast, never imported) and pinned by its sha256: if the pool changes, both the
build and the check stop.

The JSON holds only the fields FORMAT.md (memory-eval/v1) documents.  The
extra bookkeeping the check relies on stays in this file, not in the JSON:
  * each probe's kind (also spelled in its id: <acct>_<kind><nn>),
  * each leak probe's leak_source (account and memory id),
  * for each forbid group, the memory that holds it,
  * the supersession relation (memory `sup` = id of the memory it replaces,
    on the same `subj`) and the end date (`until`) of dated plans,
  * the display name of every account.

Reference date: every probe is asked on 2026-09-12 (+08:00); every memory is
created before it.
"""
import argparse
import ast
import hashlib
import json
import random
import re
import sys
import unicodedata
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
POOL_PATH = HERE.parent / "src" / "background_pool.py"
POOL_SHA256 = "0a00ee82ddc88f1b996de68a4b36956d90c9547ffada406e6144e760754392cd"
OUT_PATH = HERE / "zh_retrieval_holdout42.json"
SET_NAME = "holdout42: transport and the way people travel (blind)"

SEED = 42042
REF_DATE = date(2026, 9, 12)
TZ = timezone(timedelta(hours=8))
PER_ACCOUNT = 150
BG_FIRST = date(2026, 1, 5)
BG_LAST = date(2026, 9, 8)

KINDS = ("para", "task", "direct", "abst", "exp", "bg", "leak")
KIND_COUNTS = {"para": 42, "task": 24, "direct": 10, "abst": 20, "exp": 10, "bg": 6, "leak": 16}
EXP_FUTURE, EXP_PAST = 8, 2
MIN_FORBID_PROBES = 40
BANNED_WORDS = ("改成", "现在")
# words that show a newer memory replaces an older one
CHANGE_MARKERS = ("不再", "后来", "已经", "从", "起", "搬到", "退了", "卖掉", "戒了", "换了",
                  "换成", "取消", "以后", "放弃", "终于", "升", "提到", "放宽", "不跑", "不去",
                  "不坐", "不吃", "处理掉", "出手", "断了", "交给")

# ---------------------------------------------------------------------------
# background filters
# transport / travel-mode statements never enter a background sample: in this
# set they could be truly relevant to a probe (or contradict a persona).
TRANSPORT_RE = r"车|飞机|机场|转机|航|地铁|铁路|索道|驾照|自驾|骑|船|游轮|邮轮|晕"
DROP_TOPICS_ALL = {"commute", "car"}
OFFICE_RE = (r"公司|同事|领导|工位|年终|绩效|在职|上班|加班|周报|996|跳槽|述职|部门|实习|"
             r"例会|企业微信|报销|年会|总部|客户|带新人|工牌|无纸化|需求|Excel|转岗|番茄工作法")
OLD_AGE_RE = (r"大学|室友|毕业|读博|研究生|父母|父亲|母亲|外婆|爷爷|奶奶|弟弟|妹妹|姐姐|堂弟|"
              r"表哥|表姐|叔叔|舅舅|大姨|侄子|发小|教师资格|证书|Python|前同事|婚礼|报税|正畸|"
              r"痘|智齿|血压|马拉松|跑|跳|篮球|网球|健身|私教|羽毛球|足球|滑冰|爬|王者|魔兽|"
              r"黑神话|主播|联机|剪映|懒觉|房贷|新房|装修|工作|出差|十二点睡|大三|Notion|效率软件")
MOBILITY_RE = r"马拉松|跑|跳|篮球|网球|羽毛球|足球|滑冰|爬|散步|遛|拉伸|搬家|搬过|扭伤|瑜伽|步数"

# ---------------------------------------------------------------------------
# accounts.  memories: (suffix, type, created "MM-DD", content, extras)
#   extras: subj=<subject>, sup=<suffix it supersedes>, until="YYYY-MM-DD" (plan end)
# probes: dict(k=kind, q=query, rel=[...], fb=[(keywords, holder)], src=holder)
#   rel items: own suffix "m08", or "bg:<exact pool statement>" (forced background)
#   holder: own suffix, or "<acct>:<suffix>" for a leak source
ACCOUNTS = [
    # ------------------------------------------------------------------ 1
    dict(key="zgd", user_id="u_zhouguodong", tenant="default", name="周国栋",
         persona="67岁退休会计，只坐慢车的老人（个人助手里的日常出行）",
         bg=dict(drop_topics={"work", "games"}, drop_re=OFFICE_RE + "|" + OLD_AGE_RE,
                 clusters={"mobilegame": "no", "housing": "own"},
                 force=["用户每年秋天打一针流感疫苗"]),
         memories=[
             ("m01", "profile", "02-08", "用户今年六十七岁，退休前在国营纺织厂当会计", {}),
             ("m02", "preference", "02-12", "用户出远门只坐绿皮车和普速列车，嫌高铁太快、看不到沿途风景", {}),
             ("m03", "profile", "02-20", "用户膝盖有旧伤，爬不了上铺，卧铺只订下铺", {}),
             ("m04", "profile", "03-02", "用户有高血压，每天早上八点要吃一片降压药", {}),
             ("m05", "relation", "03-06", "用户的老伴刘桂芳坐久了腰疼，长途车上得给她备个靠枕", {}),
             ("m06", "fact", "03-10", "用户买火车票一直是让女儿在网上帮忙抢", dict(subj="ticket_buying")),
             ("m07", "preference", "03-12", "用户每年冬天都坐K字头列车去三亚猫冬，一待两个月", dict(subj="winter")),
             ("m08", "preference", "03-20", "用户在火车上吃不惯盒饭，出门都自带卤蛋、馒头和一罐咸菜", {}),
             ("m09", "preference", "02-25", "用户为了省钱，长途一直坐硬座", dict(subj="seat_class")),
             ("m10", "preference", "05-20", "用户的腰吃不消以后不坐硬座了，从五月起长途都订卧铺", dict(subj="seat_class", sup="m09")),
             ("m11", "fact", "06-18", "用户后来自己学会了用12306 App买票，不再麻烦女儿了", dict(subj="ticket_buying", sup="m06")),
             ("m12", "preference", "07-02", "用户今年冬天不去南方猫冬了，打算留在家里接送孙子上幼儿园", dict(subj="winter", sup="m07")),
             ("m13", "event", "08-15", "用户计划2026年国庆坐慢车带老伴回河南信阳老家看看", dict(until="2026-10-07")),
             ("m14", "relation", "04-02", "用户的孙子小满五岁了，坐火车总吵着要靠窗", {}),
             ("m15", "profile", "04-10", "用户每月退休金五千出头，出去玩一趟花销不想超过两千", {}),
             ("m16", "preference", "04-22", "用户晚上九点就要睡，不喜欢坐半夜到站的车", {}),
             ("m17", "preference", "05-03", "用户随身带一个大保温杯，车上一定要能接到热水", {}),
         ],
         probes=[
             dict(k="para", q="坐车那一路，我一般靠什么填肚子？", rel=["m08"]),
             dict(k="para", q="夜里在车厢过夜，高处那层我还能上去吗？", rel=["m03"]),
             dict(k="para", q="跑长线的时候，我一般买哪一档的票？", rel=["m10", "m03"], fb=[(["一直坐硬座"], "m09")]),
             dict(k="para", q="车票这种事，是我自己在手机上弄，还是找家里人代劳？", rel=["m11"], fb=[(["帮忙抢"], "m06")]),
             dict(k="task", q="十一月想跟老伴去趟西安看兵马俑，帮我挑个合适的车次和铺位",
                  rel=["m02", "m03", "m10", "m16", "m05", "m15"], fb=[(["一直坐硬座"], "m09")]),
             dict(k="task", q="帮我盘算一下今年十二月到明年二月怎么过，要不要出趟远门", rel=["m12"], fb=[(["三亚"], "m07")]),
             dict(k="direct", q="我每天早上几点吃降压药？", rel=["m04"]),
             dict(k="abst", q="我坐火车办过什么优惠卡，能打几折？", rel=[]),
             dict(k="abst", q="我之前说想去看的那个铁路博物馆在哪个城市？", rel=[]),
             dict(k="exp", q="十一假期回老家那趟，我打算跟谁一起、坐什么车走？", rel=["m13"]),
             dict(k="bg", q="天一凉我就去医院挨的那一针，今年该安排了吧？", rel=["bg:用户每年秋天打一针流感疫苗"]),
             dict(k="leak", q="我攒的那些老车票里，最老的一张是哪年的？", rel=[], fb=[(["1978"], "zgc:m03")], src="zgc:m03"),
             dict(k="leak", q="俱乐部的会费今年交了多少？", rel=[], fb=[(["会费"], "zgc:m13")], src="zgc:m13"),
         ]),
    # ------------------------------------------------------------------ 2
    dict(key="zgc", user_id="u_zhouguodong", tenant="rail_club", name="周国栋",
         persona="同一个人在铁路迷俱乐部租户里的记忆：收集线路、拍车",
         bg=dict(drop_topics={"work", "games"}, drop_re=OFFICE_RE + "|" + OLD_AGE_RE,
                 clusters={"mobilegame": "no", "housing": "own"}, force=[]),
         memories=[
             ("m01", "profile", "02-15", "用户是铁路迷俱乐部的老会员，负责整理大家的乘车线路记录", {}),
             ("m02", "profile", "03-01", "用户已经坐遍了四十多条普速干线，还差青藏线没坐过", dict(subj="qingzang")),
             ("m03", "profile", "03-08", "用户收藏的老车票有一千二百多张，最早一张是1978年的硬板票", {}),
             ("m04", "preference", "03-15", "用户最想坐的是南疆铁路上的慢车，尤其是和田到若羌那一段", {}),
             ("m05", "profile", "03-18", "用户在俱乐部里的外号叫“老绿皮”", {}),
             ("m06", "preference", "03-25", "用户每趟车都要在小本上手抄车次、车底型号和编组顺序", {}),
             ("m07", "preference", "02-20", "用户拍火车一直用一台尼康D700单反", dict(subj="camera")),
             ("m08", "preference", "06-10", "用户卖掉了那台老单反，拍车已经换成索尼A7M4", dict(subj="camera", sup="m07")),
             ("m09", "relation", "04-05", "用户和俱乐部的小孟是拍车搭档，常一起蹲点", {}),
             ("m10", "event", "08-20", "用户报名了俱乐部2026年11月组织的成昆线慢火车采风", dict(until="2026-11-30")),
             ("m11", "event", "05-12", "用户原计划2026年8月初跟俱乐部去内蒙古坐集通线看蒸汽机车", dict(until="2026-08-10")),
             ("m12", "fact", "02-16", "用户每年交俱乐部会费三百元", dict(subj="fee")),
             ("m13", "fact", "07-05", "用户交的俱乐部会费从7月起涨到每年五百元了", dict(subj="fee", sup="m12")),
             ("m14", "event", "07-25", "用户今年7月终于坐上了青藏线，从西宁一路坐到拉萨", dict(subj="qingzang", sup="m02")),
             ("m15", "preference", "04-18", "用户在俱乐部群里定过规矩：拍车不许越过安全线，更不许下到轨道上", {}),
             ("m16", "preference", "03-28", "用户只拍内燃机车和蒸汽机车，对动车组提不起兴趣", {}),
             ("m17", "fact", "05-30", "用户在画一张手绘的全国普速线路图，已经画了一大半", {}),
         ],
         probes=[
             dict(k="para", q="俱乐部里大伙儿平时怎么称呼我？", rel=["m05"]),
             dict(k="para", q="雪域高原那条线，我到底跑过没有？", rel=["m14"], fb=[(["还差青藏线"], "m02")]),
             dict(k="para", q="我出去拍车，手里端的是哪个牌子的机身？", rel=["m08"], fb=[(["尼康"], "m07")]),
             dict(k="task", q="下个月俱乐部要去京包线蹲点，帮我列个出发前的准备清单",
                  rel=["m08", "m15", "m06"], fb=[(["尼康"], "m07")]),
             dict(k="task", q="帮我盘一下今年下半年还能跟俱乐部出哪些活动，钱上够不够",
                  rel=["m10", "m13"], fb=[(["集通线"], "m11"), (["三百元"], "m12")]),
             dict(k="direct", q="我收藏的老车票一共有多少张？", rel=["m03"]),
             dict(k="abst", q="我在俱乐部拍的照片投给过哪家杂志？", rel=[]),
             dict(k="exp", q="成昆线那趟慢车采风是几月份，我报上名了吗？", rel=["m10"]),
             dict(k="leak", q="我老伴坐长途哪儿容易不舒服？", rel=[], fb=[(["刘桂芳"], "zgd:m05"), (["靠枕"], "zgd:m05")], src="zgd:m05"),
             dict(k="leak", q="我孙子上幼儿园是谁接送？", rel=[], fb=[(["幼儿园"], "zgd:m12")], src="zgd:m12"),
         ]),
    # ------------------------------------------------------------------ 3
    dict(key="lxh", user_id="u_linxiaohui", tenant="default", name="林晓慧",
         persona="34岁上海外企HR，爱坐邮轮却严重晕船",
         bg=dict(drop_topics=set(), drop_re=r"游泳", clusters={"pet": "cat"},
                 force=["用户养了一只橘猫，叫年糕"]),
         memories=[
             ("m01", "profile", "02-18", "用户晕船很厉害，上次坐轮渡去普陀山吐了一路", {}),
             ("m02", "preference", "03-04", "用户晕船时习惯吃茶苯海明片", dict(subj="seasick_med")),
             ("m03", "preference", "05-26", "用户后来不吃茶苯海明了，吃完会昏睡一整天，已经换成耳后贴的东莨菪碱贴片", dict(subj="seasick_med", sup="m02")),
             ("m04", "preference", "03-10", "用户订邮轮只要船体中部、低楼层的舱房，晃得轻一些", {}),
             ("m05", "profile", "02-22", "用户对虾蟹过敏，吃了会起荨麻疹", {}),
             ("m06", "relation", "03-15", "用户的丈夫黄志鹏爱潜水，考了开放水域潜水证", {}),
             ("m07", "preference", "03-20", "用户一趟邮轮旅行的预算是人均八千以内", dict(subj="budget")),
             ("m08", "preference", "07-08", "用户从下半年开始把邮轮预算提到了人均一万二", dict(subj="budget", sup="m07")),
             ("m09", "preference", "02-28", "用户以前坐邮轮只认皇家加勒比", dict(subj="cruise_line")),
             ("m10", "preference", "06-02", "用户后来换了一家邮轮公司，只订MSC地中海邮轮，觉得船更稳", dict(subj="cruise_line", sup="m09")),
             ("m11", "preference", "04-06", "用户怕晒，出海必带防晒衣和宽檐帽", {}),
             ("m12", "preference", "04-12", "用户喜欢带阳台的海景房，内舱房会让她觉得憋闷", {}),
             ("m13", "profile", "04-20", "用户不会游泳，不参加浮潜之类的水上项目", {}),
             ("m14", "relation", "05-08", "用户的母亲装过心脏支架，岸上观光只能选轻松的路线", {}),
             ("m15", "event", "05-15", "用户计划2026年7月中旬和丈夫坐游轮游长江三峡", dict(until="2026-07-20")),
             ("m16", "profile", "02-10", "用户在上海一家外企做人事", {}),
         ],
         probes=[
             dict(k="para", q="在水上颠簸的时候，我一般靠什么缓解？", rel=["m03"], fb=[(["习惯吃茶苯海明"], "m02")]),
             dict(k="para", q="我老公业余最迷什么？", rel=["m06"]),
             dict(k="para", q="出海玩一趟，每个人我舍得花到多少？", rel=["m08"], fb=[(["八千"], "m07")]),
             dict(k="para", q="几家船公司里，我对哪家最死忠？", rel=["m10"], fb=[(["皇家加勒比"], "m09")]),
             dict(k="task", q="帮我挑一条年底的东南亚邮轮线，房型也顺便定了",
                  rel=["m04", "m12", "m10", "m08", "m01"], fb=[(["皇家加勒比"], "m09"), (["八千"], "m07")]),
             dict(k="task", q="下周带我妈去普陀山玩一天，帮我安排吃饭和路线",
                  rel=["m14", "m05", "m01", "m03"], fb=[(["习惯吃茶苯海明"], "m02")]),
             dict(k="direct", q="我吃虾蟹会过敏吗？", rel=["m05"]),
             dict(k="abst", q="我上回在船上办的那张会员卡，积分还剩多少？", rel=[]),
             dict(k="abst", q="我的护照什么时候到期？", rel=[]),
             dict(k="exp", q="接下来这段时间我有什么出游安排吗？帮我捋一捋", rel=[], fb=[(["三峡"], "m15")]),
             dict(k="bg", q="出门前要把家里那只小主子送去寄养，它叫啥来着？", rel=["bg:用户养了一只橘猫，叫年糕"]),
             dict(k="leak", q="我在航空公司那边是什么级别的会员？", rel=[], fb=[(["白金卡"], "chr:m02"), (["知音"], "chr:m02")], src="chr:m02"),
         ]),
    # ------------------------------------------------------------------ 4
    dict(key="chr", user_id="u_chenhaoran", tenant="default", name="陈浩然",
         persona="38岁咨询顾问，常旅客，有会籍和转机习惯",
         bg=dict(drop_topics=set(), drop_re=r"(?!)", clusters={}, force=[]),
         memories=[
             ("m01", "profile", "02-06", "用户是国航知音卡银卡会员", dict(subj="tier")),
             ("m02", "profile", "08-12", "用户8月飞够了航段，已经升到国航知音白金卡", dict(subj="tier", sup="m01")),
             ("m03", "preference", "02-14", "用户转机至少留两个半小时，以前误过一次联程", {}),
             ("m04", "preference", "02-20", "用户坐飞机喜欢靠窗的座位，能看风景", dict(subj="seat")),
             ("m05", "preference", "06-05", "用户不再选靠窗了，后来都订过道位，半夜起身不用打扰别人", dict(subj="seat", sup="m04")),
             ("m06", "profile", "03-03", "用户飞机降落时耳朵胀痛得厉害，会提前嚼口香糖", {}),
             ("m07", "profile", "03-12", "用户尿酸偏高，航空餐只点低嘌呤的特殊餐", {}),
             ("m08", "relation", "03-20", "用户的妻子恐飞，全家出门尽量坐高铁", {}),
             ("m09", "event", "08-25", "用户2026年11月要去法兰克福看展，在慕尼黑中转", dict(until="2026-11-30")),
             ("m10", "fact", "02-10", "用户公司规定四小时以上的国际航班可以坐公务舱", dict(subj="travel_policy")),
             ("m11", "fact", "07-03", "用户公司从7月起收紧差旅标准，国际航班要超过六小时才能订公务舱", dict(subj="travel_policy", sup="m10")),
             ("m12", "preference", "04-02", "用户宁可坐红眼航班，也不愿意在外地多住一晚", {}),
             ("m13", "preference", "04-10", "用户住酒店认准希尔顿，有钻石会籍", {}),
             ("m14", "fact", "04-18", "用户的美国十年签证2033年到期", {}),
             ("m15", "relation", "02-12", "用户的机票一直是助理小邵帮忙订", dict(subj="assistant")),
             ("m16", "relation", "07-20", "用户的机票后来交给新来的助理阿敏订了", dict(subj="assistant", sup="m15")),
             ("m17", "preference", "05-06", "用户落地后习惯先在机场吃碗面再去市区", {}),
         ],
         probes=[
             dict(k="para", q="在那家航司里，我的会籍熬到哪一级了？", rel=["m02"], fb=[(["银卡"], "m01")]),
             dict(k="para", q="上了飞机，我一般挑哪种位子？", rel=["m05"], fb=[(["喜欢靠窗"], "m04")]),
             dict(k="para", q="出差订票这些琐事，是谁在帮我跑？", rel=["m16"], fb=[(["小邵"], "m15")]),
             dict(k="para", q="下降阶段我那个耳压问题怎么应对来着？", rel=["m06"]),
             dict(k="task", q="帮我订去法兰克福看展的机票，舱位、座位和中转都按我的习惯来",
                  rel=["m09", "m11", "m05", "m03", "m07", "m12"], fb=[(["四小时以上"], "m10"), (["喜欢靠窗"], "m04")]),
             dict(k="task", q="十月底想带一家人去厦门玩几天，帮我规划交通和住宿", rel=["m08", "m13"]),
             dict(k="direct", q="我的美国十年签证什么时候到期？", rel=["m14"]),
             dict(k="abst", q="我上次在机场弄丢的那个充电宝找回来了吗？", rel=[]),
             dict(k="abst", q="我护照上的英文名是怎么拼的？", rel=[]),
             dict(k="exp", q="去德国看展那趟是几月，在哪儿倒飞机？", rel=["m09"]),
             dict(k="leak", q="我下个月的排班表出来没有？一个月要飞多少小时？", rel=[], fb=[(["排班"], "tjq:m02")], src="tjq:m02"),
         ]),
    # ------------------------------------------------------------------ 5
    dict(key="mjj", user_id="u_majianjun", tenant="default", name="马建军",
         persona="45岁长途货车司机，开半挂跑冷链",
         bg=dict(drop_topics={"work"}, drop_re=OFFICE_RE + r"|大学|Notion|MacBook|NAS|树莓派|效率软件|居家办公|研究生|教师资格|Python|相声",
                 clusters={}, force=["用户喜欢听有声书，尤其是历史类的评书"]),
         memories=[
             ("m01", "profile", "02-03", "用户开半挂车跑长途十五年了，持A2驾照", {}),
             ("m02", "fact", "02-05", "用户常跑山东寿光到广州的蔬菜冷链", dict(subj="route")),
             ("m03", "fact", "06-08", "用户从6月起不跑蔬菜线了，接了新疆哈密拉瓜的长线", dict(subj="route", sup="m02")),
             ("m04", "profile", "02-16", "用户腰椎间盘突出，开车必须垫护腰靠垫", {}),
             ("m05", "preference", "02-20", "用户跑车途中都睡在驾驶室的卧铺上，不住旅馆", {}),
             ("m06", "preference", "03-01", "用户吃饭爱找带大车停车场的服务区，嫌进城不好停", {}),
             ("m07", "relation", "03-05", "用户的妻子王秀梅在老家开了个小卖部", {}),
             ("m08", "event", "04-12", "用户的女儿2027年6月高考，他打算那个月不出车", dict(until="2027-06-30")),
             ("m09", "fact", "02-08", "用户开的车是一台跑了八十万公里的欧曼", dict(subj="truck")),
             ("m10", "fact", "05-18", "用户今年贷款提了一台解放J7新车头，旧车已经出手了", dict(subj="truck", sup="m09")),
             ("m11", "preference", "03-18", "用户夜里开车不过凌晨两点，见过同行疲劳驾驶出事", {}),
             ("m12", "preference", "02-25", "用户开夜车靠抽烟提神，一天一包", dict(subj="smoking")),
             ("m13", "preference", "07-01", "用户戒了烟，驾驶室里常备薄荷糖提神", dict(subj="smoking", sup="m12")),
             ("m14", "profile", "04-03", "用户血糖偏高，医生叮嘱少吃面食", {}),
             ("m15", "preference", "04-20", "用户跑高速喜欢走平原线，不爱走长下坡多的山区路段", {}),
             ("m16", "fact", "05-02", "用户用满帮App找回程货源", {}),
         ],
         probes=[
             dict(k="para", q="这阵子我主要拉什么货、走哪条道？", rel=["m03"], fb=[(["寿光"], "m02")]),
             dict(k="para", q="我那台吃饭的家伙什是什么牌子的？", rel=["m10"], fb=[(["欧曼"], "m09")]),
             dict(k="para", q="熬夜赶路的时候，我靠什么撑着不打瞌睡？", rel=["m13", "m11"], fb=[(["一天一包"], "m12")]),
             dict(k="task", q="下趟去哈密，帮我规划一下路线，顺便看看在哪儿歇脚吃饭",
                  rel=["m06", "m05", "m15", "m11", "m14"]),
             dict(k="task", q="帮我算算明年上半年能出几趟车，哪段时间得留在家", rel=["m08"]),
             dict(k="direct", q="我腰椎间盘突出，开车要垫什么？", rel=["m04"]),
             dict(k="abst", q="我驾驶室里装的行车记录仪是什么牌子？", rel=[]),
             dict(k="abst", q="我上次超载被罚了多少钱？", rel=[]),
             dict(k="bg", q="歇脚的时候想听点东西解闷，按我的口味挑一段说书节目", rel=["bg:用户喜欢听有声书，尤其是历史类的评书"]),
             dict(k="leak", q="我家车位上装的充电桩是几千瓦的？", rel=[], fb=[(["7千瓦"], "hsy:m12"), (["慢充"], "hsy:m12")], src="hsy:m12"),
         ]),
    # ------------------------------------------------------------------ 6
    dict(key="xun", user_id="u_xunuo", tenant="default", name="许诺",
         persona="29岁杭州程序员，骑车通勤",
         bg=dict(drop_topics=set(), drop_re=r"(?!)", clusters={}, force=[]),
         memories=[
             ("m01", "profile", "02-09", "用户在杭州做程序员，每天骑车去公司，单程十二公里", {}),
             ("m02", "fact", "02-11", "用户通勤骑的是一辆二手捷安特公路车", dict(subj="bike")),
             ("m03", "fact", "05-14", "用户原来那辆车被偷后，已经换成一辆大行折叠车，能拎上地铁", dict(subj="bike", sup="m02")),
             ("m04", "profile", "03-02", "用户对花粉过敏，春天出门得戴口罩", {}),
             ("m05", "preference", "03-09", "用户一到雨天就不骑了，坐地铁2号线上班", {}),
             ("m06", "fact", "03-15", "用户公司有淋浴间，到了先冲个澡再换衣服", {}),
             ("m07", "profile", "03-22", "用户膝盖摔伤过，骑车尽量避开陡坡", {}),
             ("m08", "relation", "04-01", "用户的女朋友陈可不会骑车，周末出去玩只能坐公交", {}),
             ("m09", "preference", "02-26", "用户用Strava记录骑行，每月目标三百公里", dict(subj="mileage")),
             ("m10", "preference", "08-03", "用户从8月起把每月骑量目标提到了五百公里", dict(subj="mileage", sup="m09")),
             ("m11", "preference", "04-08", "用户早上七点前出门，避开早高峰的车流", {}),
             ("m12", "event", "05-20", "用户原打算2026年7月骑车去安吉看竹海", dict(until="2026-07-31")),
             ("m13", "fact", "04-15", "用户骑车戴的是带MIPS防护的头盔，三年一换", {}),
             ("m14", "preference", "06-20", "用户夏天怕中暑，三十五度以上就不骑了", {}),
             ("m15", "preference", "05-05", "用户每月花在自行车保养上的钱不超过两百", {}),
         ],
         probes=[
             dict(k="para", q="我上下班蹬的那辆是什么样的？", rel=["m03"], fb=[(["捷安特"], "m02")]),
             dict(k="para", q="我给自己定的一个月踩多少里程？", rel=["m10"], fb=[(["三百公里"], "m09")]),
             dict(k="para", q="碰上下雨天，我怎么去单位？", rel=["m05"]),
             dict(k="task", q="明年开春想组织一次骑行去千岛湖，帮我规划路线和装备",
                  rel=["m04", "m07", "m03"], fb=[(["捷安特"], "m02")]),
             dict(k="task", q="帮我排一下这周的通勤，天气预报说周三有雨、周五三十七度", rel=["m05", "m14", "m11"]),
             dict(k="direct", q="我花粉过敏，春天出门要注意什么？", rel=["m04"]),
             dict(k="abst", q="我加入的那个骑行俱乐部每周几集合？", rel=[]),
             dict(k="abst", q="我骑得最快的一次均速是多少？", rel=[]),
             dict(k="exp", q="我最近有没有约好要骑车出远门？", rel=[], fb=[(["安吉"], "m12")]),
             dict(k="leak", q="我用的电动轮椅有多重？", rel=[], fb=[(["电动轮椅"], "zhy:m03")], src="zhy:m03"),
         ]),
    # ------------------------------------------------------------------ 7
    dict(key="hnl", user_id="u_hanlei", tenant="default", name="韩磊",
         persona="36岁西安设计院员工，骑摩托跑西部",
         bg=dict(drop_topics=set(), drop_re=r"手腕|腱鞘", clusters={}, force=[]),
         memories=[
             ("m01", "fact", "02-12", "用户的摩托是一台春风800MT", dict(subj="motorbike")),
             ("m02", "fact", "06-15", "用户已经换成宝马F850GS跑长途，老车转给了朋友", dict(subj="motorbike", sup="m01")),
             ("m03", "event", "07-28", "用户计划2026年10月骑摩托走一趟G219新藏线", dict(until="2026-10-31")),
             ("m04", "profile", "03-05", "用户有高原反应，上四千米前要提前三天吃红景天", {}),
             ("m05", "preference", "03-11", "用户骑行途中只住带院子能停车的客栈，怕车被偷", {}),
             ("m06", "relation", "03-20", "用户的骑友老胡是修车好手，长途都结伴走", {}),
             ("m07", "preference", "03-26", "用户不吃辣，到川渝一带吃饭很头疼", {}),
             ("m08", "relation", "04-02", "用户的妻子要求他每晚九点前发定位报平安", {}),
             ("m09", "preference", "04-15", "用户跑新疆总带一个备用油壶，那边加油要排队实名", {}),
             ("m10", "preference", "02-20", "用户长途骑行一天的花销控制在三百块", dict(subj="budget")),
             ("m11", "preference", "07-10", "用户后来把每天的骑行预算放宽到了五百块", dict(subj="budget", sup="m10")),
             ("m12", "event", "04-20", "用户打算2026年7月骑318川藏线", dict(until="2026-07-31")),
             ("m13", "profile", "05-02", "用户右手腕有旧伤，握把久了会发麻，每骑两小时要歇一歇", {}),
             ("m14", "fact", "02-25", "用户给摩托只买了交强险", dict(subj="insurance")),
             ("m15", "fact", "07-22", "用户后来给摩托加了盗抢险，还给自己买了骑手意外险", dict(subj="insurance", sup="m14")),
             ("m16", "profile", "02-10", "用户在西安一家设计院上班，年假一共十五天", {}),
         ],
         probes=[
             dict(k="para", q="我跑远途用的是哪台坐骑？", rel=["m02"], fb=[(["春风"], "m01")]),
             dict(k="para", q="海拔一高我身子会出啥状况，得提前做啥？", rel=["m04"]),
             dict(k="para", q="我那台车和我自己都上了哪些保障？", rel=["m15"], fb=[(["只买了交强险"], "m14")]),
             dict(k="para", q="出门在外每天吃住行，我舍得花多少？", rel=["m11"], fb=[(["三百块"], "m10")]),
             dict(k="task", q="帮我把十月新藏线每天住在哪儿先定下来",
                  rel=["m03", "m05", "m11", "m04"], fb=[(["三百块"], "m10")]),
             dict(k="task", q="周末想跟老胡去秦岭跑一圈，帮我排个路线", rel=["m06", "m13", "m08"]),
             dict(k="direct", q="我右手腕的旧伤，骑久了会怎样？", rel=["m13"]),
             dict(k="abst", q="我的摩托驾照是哪一年考下来的？", rel=[]),
             dict(k="abst", q="我那件骑行服是什么牌子的？", rel=[]),
             dict(k="exp", q="十月份去阿里方向那趟长途还作数吗？", rel=["m03"], fb=[(["318"], "m12")]),
             dict(k="leak", q="我跑冷链那条线拉的是什么货？", rel=[], fb=[(["哈密"], "mjj:m03")], src="mjj:m03"),
         ]),
    # ------------------------------------------------------------------ 8
    dict(key="syt", user_id="u_suyutong", tenant="default", name="苏雨桐",
         persona="22岁长沙女生，9月底去英国读硕士",
         bg=dict(drop_topics={"work"}, drop_re=OFFICE_RE + r"|房贷|买了房|新房|装修|物业|养老金|重疾险|工作|医保|个人所得税|报税|P2P|业主|侄子",
                 clusters={"parents": "working"}, drop_families={"housing"},
                 force=["用户每天用App背三十个英语单词"]),
         memories=[
             ("m01", "event", "07-15", "用户2026年9月26日从长沙出发飞英国，去曼彻斯特读硕士", dict(until="2026-09-26")),
             ("m02", "fact", "08-05", "用户的英国学生签证已经下来了，有效期到2028年1月", {}),
             ("m03", "profile", "06-20", "用户第一次一个人出国，特别怕转机时找不到登机口", {}),
             ("m04", "fact", "06-10", "用户原本订的是阿联酋航空，在迪拜中转", dict(subj="flight")),
             ("m05", "fact", "07-22", "用户退了阿联酋的票，后来换成南航从广州直飞伦敦", dict(subj="flight", sup="m04")),
             ("m06", "profile", "03-08", "用户对青霉素过敏", {}),
             ("m07", "profile", "04-10", "用户坐长途飞机腿会肿，要穿医用压力袜", {}),
             ("m08", "event", "08-18", "用户打算2027年春节回国陪外婆过年", dict(until="2027-02-20")),
             ("m09", "fact", "05-06", "用户申请到了学校宿舍，一周180英镑", dict(subj="housing")),
             ("m10", "fact", "08-10", "用户放弃了学校的床位，跟同学在校外合租了一套公寓", dict(subj="housing", sup="m09")),
             ("m11", "preference", "05-20", "用户买单程机票的预算不超过五千块", {}),
             ("m12", "relation", "03-15", "用户的男朋友在新加坡上班，两人异地", {}),
             ("m13", "fact", "08-22", "用户打算到英国后办一张16-25铁路卡，坐火车能打折", {}),
             ("m14", "preference", "08-28", "用户吃不惯西餐，行李里塞了一箱螺蛳粉", {}),
             ("m15", "fact", "03-25", "用户的雅思考了7分", {}),
             ("m16", "relation", "08-01", "用户的妈妈想陪她过去，签证没办下来", {}),
         ],
         probes=[
             dict(k="para", q="去英国那趟，我要在半路倒一次飞机吗？", rel=["m05"], fb=[(["迪拜"], "m04")]),
             dict(k="para", q="到了那边我落脚在哪儿？", rel=["m10"], fb=[(["180英镑"], "m09")]),
             dict(k="para", q="我身体对哪种抗生素会起反应？", rel=["m06"]),
             dict(k="para", q="一连坐十几个钟头，我下肢会出什么状况，得备点啥？", rel=["m07"]),
             dict(k="task", q="帮我列一张出国前的行李清单", rel=["m07", "m14", "m02", "m06"]),
             dict(k="task", q="帮我规划一下寒假回国的机票，怎么买最划算", rel=["m08", "m11", "m03"]),
             dict(k="direct", q="我的英国学生签证有效期到什么时候？", rel=["m02"]),
             dict(k="abst", q="我在曼彻斯特的导师叫什么名字？", rel=[]),
             dict(k="abst", q="我在英国开的银行卡是哪一家？", rel=[]),
             dict(k="exp", q="出发去读书是哪天，从哪个机场飞？", rel=["m01", "m05"], fb=[(["迪拜"], "m04")]),
             dict(k="bg", q="我每天刷词汇的量是多少？", rel=["bg:用户每天用App背三十个英语单词"]),
             dict(k="leak", q="我通勤那辆折叠车是什么牌子的？", rel=[], fb=[(["大行"], "xun:m03")], src="xun:m03"),
         ]),
    # ------------------------------------------------------------------ 9
    dict(key="tjq", user_id="u_tangjiaqi", tenant="default", name="唐佳琪",
         persona="27岁南航空乘，广州基地",
         bg=dict(drop_topics={"work"}, drop_re=OFFICE_RE + r"|居家办公|工作时|十二点睡|懒觉|周日|周末",
                 clusters={"eyes": "surgery", "housing": "rent"},
                 force=["用户前年做了近视激光手术"]),
         memories=[
             ("m01", "profile", "02-07", "用户是南航的空乘，基地在广州", {}),
             ("m02", "fact", "02-15", "用户每月的排班表月底才出，一个月一般飞七八十小时", {}),
             ("m03", "preference", "02-28", "用户倒时差靠褪黑素，一次只吃半片", {}),
             ("m04", "profile", "03-06", "用户长期站立有静脉曲张，下班回家要把腿垫高", {}),
             ("m05", "preference", "03-14", "用户休息日只想宅在家补觉，不想再出门旅行", {}),
             ("m06", "profile", "02-10", "用户还在飞经济舱，是普通舱乘务员", dict(subj="rank")),
             ("m07", "profile", "06-22", "用户6月通过了两舱考核，已经升为头等舱乘务员", dict(subj="rank", sup="m06")),
             ("m08", "fact", "02-12", "用户住在公司宿舍，四人一间", dict(subj="housing")),
             ("m09", "fact", "05-30", "用户搬到了机场附近的人和镇，自己租了个一室一厅", dict(subj="housing", sup="m08")),
             ("m10", "relation", "03-22", "用户的男朋友在白云机场做地勤，两人排班常常错开", {}),
             ("m11", "profile", "03-28", "用户对芒果过敏", {}),
             ("m12", "fact", "02-18", "用户最常飞广州到悉尼的航线", dict(subj="route")),
             ("m13", "fact", "08-02", "用户从8月起被排去飞洛杉矶的远程线", dict(subj="route", sup="m12")),
             ("m14", "event", "08-20", "用户申请了2026年12月的年假，想回黑龙江老家看雪", dict(until="2026-12-31")),
             ("m15", "preference", "04-12", "用户睡眠浅，外站过夜一定要遮光窗帘和耳塞", {}),
             ("m16", "preference", "05-08", "用户休假出门宁愿坐高铁，不想在飞机上当乘客", {}),
             ("m17", "relation", "04-25", "用户的妈妈总担心她飞行安全，每次落地都要报个平安", {}),
         ],
         probes=[
             dict(k="para", q="在乘务组里，我熬到哪一档资历了？", rel=["m07"], fb=[(["普通舱"], "m06")]),
             dict(k="para", q="下了班我回哪儿歇着？", rel=["m09"], fb=[(["公司宿舍"], "m08")]),
             dict(k="para", q="这两个月我主要跑哪条国际线？", rel=["m13"], fb=[(["悉尼"], "m12")]),
             dict(k="task", q="十二月回东北老家，帮我排一下怎么走", rel=["m14", "m16"]),
             dict(k="task", q="下个月在洛杉矶外站过夜两晚，帮我安排住处和倒时差", rel=["m15", "m03"]),
             dict(k="direct", q="我是不是对芒果过敏？", rel=["m11"]),
             dict(k="abst", q="我们航司外站过夜一天补贴多少钱？", rel=[]),
             dict(k="exp", q="年底那个长假我打算去哪儿？", rel=["m14"]),
             dict(k="bg", q="航医问我视力矫正过没有，我是哪年弄的？", rel=["bg:用户前年做了近视激光手术"]),
             dict(k="leak", q="出海的时候我耳朵后面贴的那个药叫什么？", rel=[], fb=[(["东莨菪碱"], "lxh:m03")], src="lxh:m03"),
         ]),
    # ------------------------------------------------------------------ 10
    dict(key="wjg", user_id="u_wujing", tenant="default", name="吴静",
         persona="33岁南京妈妈，带两岁多的孩子、推车和安全座椅出行",
         bg=dict(drop_topics=set(), drop_re=r"懒觉", clusters={}, force=[]),
         memories=[
             ("m01", "relation", "02-04", "用户的儿子乐乐两岁半", {}),
             ("m02", "fact", "02-14", "用户家的推车是一辆大号高景观推车，折起来很占地方", dict(subj="stroller")),
             ("m03", "fact", "05-10", "用户卖掉了那辆大推车，后来买了能折叠登机的口袋车", dict(subj="stroller", sup="m02")),
             ("m04", "preference", "02-20", "用户坚持乐乐坐车必须用安全座椅，从不抱在腿上", {}),
             ("m05", "preference", "03-01", "用户的安全座椅是ISOFIX接口的，打车装不上，所以更愿意自己开车", {}),
             ("m06", "relation", "03-05", "用户的儿子乐乐对鸡蛋过敏", {}),
             ("m07", "relation", "03-12", "用户的儿子坐车超过一小时就会吐", {}),
             ("m08", "relation", "03-18", "乐乐每天中午一点午睡两小时，用户安排行程要避开这段", {}),
             ("m09", "relation", "03-25", "用户的婆婆帮忙带孩子，出远门一般会跟着", {}),
             ("m10", "event", "08-26", "用户计划2026年国庆带乐乐和婆婆坐高铁去上海看外公外婆", dict(until="2026-10-07")),
             ("m11", "event", "04-28", "用户原打算2026年暑假带乐乐去青岛看海", dict(until="2026-08-31")),
             ("m12", "preference", "04-05", "用户坐高铁会抢车厢两头的座位，方便放推车和换尿布", {}),
             ("m13", "relation", "04-15", "用户的老公林涛平时工作忙，大多是她一个人带娃出门", {}),
             ("m14", "relation", "02-10", "用户的儿子以前喝配方奶粉", dict(subj="milk")),
             ("m15", "relation", "06-12", "用户的儿子已经断了配方奶，后来每天喝两盒纯牛奶", dict(subj="milk", sup="m14")),
             ("m16", "preference", "04-22", "用户怕孩子在飞机上哭闹吵到别人，能不坐飞机就不坐", {}),
             ("m17", "preference", "05-01", "用户家一趟出游的预算控制在五千以内", {}),
         ],
         probes=[
             dict(k="para", q="娃出门坐的那辆小车，能直接带进客舱吗？", rel=["m03"], fb=[(["高景观"], "m02")]),
             dict(k="para", q="宝宝哪样东西不能碰，沾了会出事？", rel=["m06"]),
             dict(k="para", q="孩子白天什么时候要睡一觉？", rel=["m08"]),
             dict(k="para", q="小家伙每天奶瓶里装的是啥？", rel=["m15"], fb=[(["配方奶粉"], "m14")]),
             dict(k="task", q="国庆去上海，帮我订高铁票，再把当天的出行时间排一排",
                  rel=["m10", "m12", "m08"], fb=[(["青岛"], "m11")]),
             dict(k="task", q="周末想带乐乐去郊区农家乐玩一天，帮我规划怎么去、吃什么",
                  rel=["m05", "m04", "m07", "m06", "m08"]),
             dict(k="direct", q="乐乐坐车超过一小时会怎么样？", rel=["m07"]),
             dict(k="abst", q="乐乐上的是哪家早教中心？", rel=[]),
             dict(k="abst", q="乐乐有没有办自己的护照？", rel=[]),
             dict(k="exp", q="十一长假回娘家，除了孩子还有谁同行？", rel=["m10"]),
             dict(k="leak", q="我出国行李里塞的那箱吃的是什么？", rel=[], fb=[(["螺蛳粉"], "syt:m14")], src="syt:m14"),
             dict(k="leak", q="我老公考的潜水证是什么级别？", rel=[], fb=[(["潜水"], "lxh:m06")], src="lxh:m06"),
         ]),
    # ------------------------------------------------------------------ 11
    dict(key="zhy", user_id="u_zhengyu", tenant="default", name="郑宇",
         persona="31岁北京UI设计师，脊髓损伤坐轮椅，规划无障碍路线",
         bg=dict(drop_topics=set(), drop_re=MOBILITY_RE, clusters={}, no_active=True,
                 force=["用户喜欢研究各种茶叶，最爱喝岩茶"]),
         memories=[
             ("m01", "profile", "02-06", "用户因脊髓损伤坐轮椅，出门前都要查好无障碍路线", {}),
             ("m02", "fact", "02-09", "用户用的是手动折叠轮椅，只有十二公斤", dict(subj="wheelchair")),
             ("m03", "fact", "06-08", "用户后来换了一台电动轮椅，三十多公斤，不能折叠", dict(subj="wheelchair", sup="m02")),
             ("m04", "preference", "03-01", "用户坐高铁都会提前在12306申请重点旅客服务，让车站安排人接送", {}),
             ("m05", "preference", "03-10", "用户只住有无障碍客房的酒店，浴室要有扶手和淋浴椅", {}),
             ("m06", "relation", "02-15", "用户出远门一直是表弟小宁陪着", dict(subj="companion")),
             ("m07", "relation", "07-12", "用户出远门已经换成请陪护杜师傅同行", dict(subj="companion", sup="m06")),
             ("m08", "profile", "03-18", "用户一次不能连续坐超过三小时，要挪动身体防压疮", {}),
             ("m09", "profile", "03-25", "用户考了C5驾照，开一辆加装手控装置的车", {}),
             ("m10", "event", "08-28", "用户2026年12月要去广州参加无障碍设计论坛", dict(until="2026-12-31")),
             ("m11", "event", "04-10", "用户原计划2026年端午去杭州看西湖", dict(until="2026-06-19")),
             ("m12", "profile", "02-03", "用户在北京一家设计公司做UI设计", {}),
             ("m13", "preference", "04-20", "用户坐飞机会提前申请机上轮椅，并要求廊桥登机", {}),
         ],
         probes=[
             dict(k="para", q="我代步用的那台能收起来塞进后备箱吗？", rel=["m03"], fb=[(["十二公斤"], "m02")]),
             dict(k="para", q="去外地的时候，身边通常有谁照应？", rel=["m07"], fb=[(["小宁"], "m06")]),
             dict(k="para", q="在路上我最多能一口气待多久不动？", rel=["m08"]),
             dict(k="task", q="十二月去广州开会，帮我订车票和酒店",
                  rel=["m10", "m04", "m05", "m07", "m08"], fb=[(["小宁"], "m06")]),
             dict(k="task", q="下周想开车去天津吃顿饭，帮我看看停车和路上要注意啥",
                  rel=["m09", "m03", "m01"], fb=[(["十二公斤"], "m02")]),
             dict(k="abst", q="我的残疾人证是几级？", rel=[]),
             dict(k="bg", q="给我挑点我最爱喝的那类乌龙，路上泡着喝", rel=["bg:用户喜欢研究各种茶叶，最爱喝岩茶"]),
             dict(k="leak", q="我家孩子吃什么会过敏？", rel=[], fb=[(["鸡蛋"], "wjg:m06"), (["乐乐"], "wjg:m06")], src="wjg:m06"),
             dict(k="leak", q="我找充电桩用的是哪个App？", rel=[], fb=[(["快电"], "hsy:m15")], src="hsy:m15"),
         ]),
    # ------------------------------------------------------------------ 12
    dict(key="hsy", user_id="u_hesiyuan", tenant="default", name="何思远",
         persona="35岁深圳人，开电车自驾，有续航焦虑",
         bg=dict(drop_topics=set(), drop_re=r"(?!)", clusters={}, force=[]),
         memories=[
             ("m01", "fact", "02-08", "用户开的是一台开了六年的大众帕萨特", dict(subj="car")),
             ("m02", "fact", "04-15", "用户今年4月提了一辆小鹏G6纯电SUV，原来那台油车已经处理掉了", dict(subj="car", sup="m01")),
             ("m03", "preference", "04-25", "用户觉得电量掉到20%再充也来得及", dict(subj="charge_threshold")),
             ("m04", "preference", "06-28", "用户在高速上趴过一次窝，以后电量一到四成就进服务区补电", dict(subj="charge_threshold", sup="m03")),
             ("m05", "preference", "03-02", "用户自驾一天最多开五百公里，从不开夜路", {}),
             ("m06", "relation", "03-08", "用户的老婆坐后排会晕车，只能坐副驾", {}),
             ("m07", "relation", "03-15", "用户的女儿朵朵六岁，坐车每两小时就要下来活动一下", {}),
             ("m08", "preference", "05-05", "用户住酒店要挑停车场有快充桩的", {}),
             ("m09", "event", "08-10", "用户计划2026年国庆自驾从深圳去江西婺源", dict(until="2026-10-07")),
             ("m10", "event", "03-28", "用户打算2026年五一开车去潮汕吃牛肉火锅", dict(until="2026-05-05")),
             ("m11", "preference", "05-12", "用户长途出发前都用高德把沿途充电站规划好", {}),
             ("m12", "fact", "04-20", "用户在小区车位装了一个7千瓦的慢充桩", {}),
             ("m13", "preference", "05-20", "用户不爱走山路多的国道，宁可绕高速", {}),
             ("m14", "preference", "04-18", "用户一直用特来电App找桩充电", dict(subj="charge_app")),
             ("m15", "preference", "07-15", "用户后来换了快电App，能比价，特价时段更便宜", dict(subj="charge_app", sup="m14")),
             ("m16", "preference", "06-01", "用户一次自驾游的充电、住宿加起来控制在四千以内", {}),
         ],
         probes=[
             dict(k="para", q="我家那台是烧油的还是用电的，什么型号？", rel=["m02"], fb=[(["帕萨特"], "m01")]),
             dict(k="para", q="电池剩多少的时候我就会去补能？", rel=["m04"], fb=[(["20%"], "m03")]),
             dict(k="para", q="找地方插枪，我一般用哪个软件？", rel=["m15"], fb=[(["特来电"], "m14")]),
             dict(k="task", q="国庆去婺源的路线帮我排一下，每天开多远、在哪儿过夜",
                  rel=["m09", "m05", "m08", "m04", "m07", "m13"], fb=[(["20%"], "m03"), (["潮汕"], "m10")]),
             dict(k="task", q="下个月想带一家人去惠州海边住两晚，帮我规划怎么去", rel=["m06", "m07", "m08", "m16"]),
             dict(k="abst", q="我的车险是在哪家保险公司买的？", rel=[]),
             dict(k="exp", q="十一假期那趟开车出门要去哪儿？", rel=["m09"], fb=[(["潮汕"], "m10")]),
             dict(k="leak", q="我给摩托上了哪些保险？", rel=[], fb=[(["骑手意外险"], "hnl:m15"), (["盗抢险"], "hnl:m15")], src="hnl:m15"),
         ]),
]

# places named in this set beyond the pool's own PLACE_WORDS
EXTRA_PLACES = [
    "信阳", "河南", "西安", "兵马俑", "大同", "西宁", "拉萨", "青藏", "和田", "若羌", "南疆", "成昆",
    "京包", "集通", "普陀山", "舟山", "东南亚", "法兰克福", "慕尼黑", "德国", "美国", "寿光", "山东",
    "哈密", "新疆", "安吉", "千岛湖", "秦岭", "阿里", "新藏", "川藏", "川渝", "四川", "长沙", "英国",
    "伦敦", "曼彻斯特", "迪拜", "阿联酋", "悉尼", "洛杉矶", "黑龙江", "东北", "惠州", "潮汕",
    "江西", "西湖", "三峡", "长江", "白云", "人和镇",
]


# ---------------------------------------------------------------------------
def norm(s):
    return unicodedata.normalize("NFKC", s).lower()


def read_pool():
    raw = POOL_PATH.read_bytes()
    sha = hashlib.sha256(raw).hexdigest()
    if sha != POOL_SHA256:
        sys.exit(f"background pool changed: sha256 {sha} != pinned {POOL_SHA256} ({POOL_PATH})")
    tree = ast.parse(raw.decode("utf-8"), filename=str(POOL_PATH))
    consts = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in ("PLACE_WORDS", "POOL"):
                consts[node.targets[0].id] = ast.literal_eval(node.value)
    if set(consts) != {"PLACE_WORDS", "POOL"}:
        sys.exit("background pool: PLACE_WORDS / POOL not found")
    items, topic, mtype = [], None, None
    for line in consts["POOL"].splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            parts = line[3:].split()
            topic, mtype = " ".join(parts[:-1]), parts[-1]
            continue
        tags = []
        m = re.match(r"\[([^\]]*)\]\s*(.+)$", line)
        if m:
            tags = [t.strip() for t in m.group(1).split(",") if t.strip()]
            line = m.group(2).strip()
        if topic is None:
            sys.exit("background pool: statement before any topic header")
        fam = {t.split(":", 1)[0]: t.split(":", 1)[1] for t in tags if ":" in t}
        items.append(dict(text=line, topic=topic, type=mtype, active="active" in tags, fam=fam))
    texts = [it["text"] for it in items]
    if len(set(texts)) != len(texts):
        sys.exit("background pool: duplicate statements")
    return sha, list(consts["PLACE_WORDS"]), items


def ts(d, rng):
    h, mi = rng.randint(7, 22), rng.choice((0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55))
    return datetime(d.year, d.month, d.day, h, mi, tzinfo=TZ).isoformat()


def parse_ts(s):
    return datetime.fromisoformat(s)


def own_id(key, sfx):
    return f"{key}_{sfx}"


def holder_id(key, h):
    if ":" in h:
        a, s = h.split(":", 1)
        return a, own_id(a, s)
    return key, own_id(key, h)


def account_texts(acc):
    out = [m[3] for m in acc["memories"]] + [p["q"] for p in acc["probes"]]
    return out


def build():
    sha, place_words, pool = read_pool()
    places = sorted(set(place_words) | set(EXTRA_PLACES), key=len, reverse=True)
    acc_by_key = {a["key"]: a for a in ACCOUNTS}
    pool_texts = {it["text"] for it in pool}
    transport = re.compile(TRANSPORT_RE)
    banned = re.compile("|".join(BANNED_WORDS))

    # cluster choice per user_id (the same person must keep one birthday, blood type …)
    families = {}
    for it in pool:
        for f, c in it["fam"].items():
            families.setdefault(f, set()).add(c)
    cluster_by_user = {}
    for acc in ACCOUNTS:
        uid = acc["user_id"]
        if uid in cluster_by_user:
            continue
        forced = dict()
        for a in ACCOUNTS:
            if a["user_id"] == uid:
                forced.update(a["bg"].get("clusters", {}))
                for t in a["bg"].get("force", []):
                    forced.update(next(it["fam"] for it in pool if it["text"] == t))
        rng = random.Random(f"{SEED}:clusters:{uid}")
        cluster_by_user[uid] = {f: forced.get(f, rng.choice(sorted(cs))) for f, cs in sorted(families.items())}

    used_by_user = {}
    users_json = []
    for acc in ACCOUNTS:
        key, uid = acc["key"], acc["user_id"]
        rng = random.Random(f"{SEED}:{key}")
        bgc = acc["bg"]
        # ---- own memories
        mems = []
        for sfx, mtype, md, content, ex in acc["memories"]:
            d = date(2026, int(md[:2]), int(md[3:]))
            imp = {"profile": 0.85, "preference": 0.8, "relation": 0.75, "event": 0.8, "fact": 0.75}[mtype]
            imp = round(imp + rng.choice((-0.05, 0.0, 0.05, 0.1)), 2)
            mems.append(dict(id=own_id(key, sfx), content=content, type=mtype, importance=imp,
                             created_at=ts(d, rng)))
        # ---- background candidates
        text_blob = "\n".join(account_texts(acc))
        acc_places = [p for p in places if p in text_blob]
        fkw = [norm(k) for p in acc["probes"] for kws, _ in p.get("fb", []) for k in kws]
        drop_re = re.compile(bgc.get("drop_re") or r"(?!)")
        clusters = cluster_by_user[uid]
        used = used_by_user.setdefault(uid, set())
        forced = list(bgc.get("force", []))
        for t in forced:
            if t not in pool_texts:
                sys.exit(f"{key}: forced background statement not in pool: {t}")
        cands = []
        for it in pool:
            t = it["text"]
            if t in forced:
                continue
            if it["topic"] in DROP_TOPICS_ALL or it["topic"] in bgc.get("drop_topics", set()):
                continue
            if transport.search(t) or banned.search(t) or drop_re.search(t):
                continue
            if bgc.get("no_active") and it["active"]:
                continue
            if any(f in bgc.get("drop_families", set()) for f in it["fam"]):
                continue
            if any(clusters.get(f) != c for f, c in it["fam"].items()):
                continue
            if any(p in t for p in acc_places):
                continue
            if any(k in norm(t) for k in fkw):
                continue
            if t in used:   # the same person under another tenant keeps different memories
                continue
            cands.append(it)
        for t in forced:
            it = next(x for x in pool if x["text"] == t)
            if any(clusters.get(f) != c for f, c in it["fam"].items()):
                sys.exit(f"{key}: forced statement clashes with cluster: {t}")
        n_bg = PER_ACCOUNT - len(mems)
        chosen = [next(x for x in pool if x["text"] == t) for t in forced]
        if len(cands) < n_bg - len(chosen):
            sys.exit(f"{key}: only {len(cands)} background candidates")
        chosen += rng.sample(cands, n_bg - len(chosen))
        span = (BG_LAST - BG_FIRST).days
        bg_ids = {}
        for i, it in enumerate(chosen, 1):
            d = BG_FIRST + timedelta(days=rng.randint(0, span))
            mid = f"{key}_b{i:03d}"
            bg_ids[it["text"]] = mid
            used.add(it["text"])
            mems.append(dict(id=mid, content=it["text"], type=it["type"],
                             importance=round(rng.uniform(0.3, 0.6), 2), created_at=ts(d, rng)))
        mems.sort(key=lambda m: (m["created_at"], m["id"]))
        # ---- probes
        counters = {}
        probes = []
        for p in acc["probes"]:
            counters[p["k"]] = counters.get(p["k"], 0) + 1
            pid = f"{key}_{p['k']}{counters[p['k']]:02d}"
            rel = []
            for r in p["rel"]:
                rel.append(bg_ids[r[3:]] if r.startswith("bg:") else own_id(key, r))
            at = datetime(REF_DATE.year, REF_DATE.month, REF_DATE.day, rng.randint(8, 21),
                          rng.randint(0, 59), tzinfo=TZ).isoformat()
            pj = dict(id=pid, at=at, query=p["q"], relevant=rel)
            if p.get("fb"):
                pj["forbid"] = [list(kws) for kws, _ in p["fb"]]
            probes.append(pj)
        users_json.append(dict(user_id=uid, tenant_id=acc["tenant"], memories=mems, probes=probes))
    return dict(format="memory-eval/v1", name=SET_NAME, users=users_json), sha


def dump(data):
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


# ---------------------------------------------------------------------------
def check():
    errors = []

    def err(msg):
        errors.append(msg)

    sha = hashlib.sha256(POOL_PATH.read_bytes()).hexdigest()
    if sha != POOL_SHA256:
        err(f"pool sha256 {sha} != pinned {POOL_SHA256}")
        return errors, {}
    if not OUT_PATH.exists():
        return [f"{OUT_PATH} missing"], {}
    text = OUT_PATH.read_text(encoding="utf-8")
    data = json.loads(text)
    fresh, _ = build()
    if dump(fresh) != text:
        err("written file differs from what the builder produces (stale or edited)")
    _, _, pool = read_pool()
    pool_texts = {it["text"] for it in pool}

    if data.get("format") != "memory-eval/v1":
        err("format is not memory-eval/v1")
    users = data.get("users", [])
    if len(users) != len(ACCOUNTS) or len(users) != 12:
        err(f"expected 12 accounts, got {len(users)}")
    allowed_user = {"user_id", "tenant_id", "memories", "probes"}
    allowed_mem = {"id", "content", "type", "importance", "created_at"}
    allowed_probe = {"id", "at", "query", "relevant", "forbid"}

    # accounts / tenants
    pairs = [(u["user_id"], u.get("tenant_id", "default")) for u in users]
    if len(set(pairs)) != len(pairs):
        err("duplicate (user_id, tenant_id)")
    by_uid = {}
    for a in ACCOUNTS:
        by_uid.setdefault(a["user_id"], []).append(a)
    multi = {u: l for u, l in by_uid.items() if len(l) > 1}
    if len(multi) != 1:
        err(f"expected exactly one user_id under two tenants, got {sorted(multi)}")
    for u, l in multi.items():
        if len(l) != 2 or len({a["tenant"] for a in l}) != 2 or len({a["name"] for a in l}) != 1:
            err(f"{u}: must be two accounts, two tenants, one display name")
    for a, u in zip(ACCOUNTS, users):
        if (a["user_id"], a["tenant"]) != (u["user_id"], u.get("tenant_id", "default")):
            err(f"account order mismatch at {a['key']}")

    # memories
    mem_owner, mem_by_id, all_mem_ids = {}, {}, []
    ref = datetime(REF_DATE.year, REF_DATE.month, REF_DATE.day, tzinfo=TZ)
    total = 0
    for a, u in zip(ACCOUNTS, users):
        if set(u) - allowed_user:
            err(f"{a['key']}: unknown user fields {set(u) - allowed_user}")
        ms = u["memories"]
        total += len(ms)
        if not 140 <= len(ms) <= 160:
            err(f"{a['key']}: {len(ms)} memories, expected about 150")
        own = [m for m in ms if not re.match(rf"^{a['key']}_b\d{{3}}$", m["id"])]
        if not 10 <= len(own) <= 20:
            err(f"{a['key']}: {len(own)} own facts, expected 10-20")
        for m in ms:
            if set(m) - allowed_mem:
                err(f"{m['id']}: unknown memory fields")
            all_mem_ids.append(m["id"])
            mem_owner[m["id"]] = a["key"]
            mem_by_id[m["id"]] = m
            if parse_ts(m["created_at"]) >= ref:
                err(f"{m['id']}: created on/after the reference date")
            if re.match(rf"^{a['key']}_b\d{{3}}$", m["id"]) and m["content"] not in pool_texts:
                err(f"{m['id']}: background memory not in the pool")
            if any(w in m["content"] for w in BANNED_WORDS):
                err(f"{m['id']}: contains a banned change word")
        bgs = [m["content"] for m in ms if m["id"].startswith(a["key"] + "_b")]
        if len(set(bgs)) != len(bgs):
            err(f"{a['key']}: duplicate background statements")
    if len(set(all_mem_ids)) != len(all_mem_ids):
        err("memory ids not unique")
    for u, l in multi.items():
        c = [set(m["content"] for m in users[ACCOUNTS.index(x)]["memories"]) for x in l]
        if c[0] & c[1]:
            err(f"{u}: the two tenants share memory contents: {sorted(c[0] & c[1])[:3]}")

    # builder metadata: supersession and plans
    meta = {}
    for a in ACCOUNTS:
        for sfx, mtype, md, content, ex in a["memories"]:
            meta[own_id(a["key"], sfx)] = dict(ex, key=a["key"], content=content)
    superseded = {}
    for mid, mm in meta.items():
        if "sup" in mm:
            old = own_id(mm["key"], mm["sup"])
            om = meta.get(old)
            if om is None:
                err(f"{mid}: supersedes unknown {old}")
                continue
            if om.get("subj") is None or om.get("subj") != mm.get("subj"):
                err(f"{mid} / {old}: supersession across different subjects")
            if parse_ts(mem_by_id[mid]["created_at"]) <= parse_ts(mem_by_id[old]["created_at"]):
                err(f"{mid}: not newer than the memory it supersedes ({old})")
            if not any(w in mm["content"] for w in CHANGE_MARKERS):
                err(f"{mid}: no change wording")
            if norm(mm["content"]) == norm(om["content"]):
                err(f"{mid}: identical to {old}")
            superseded[old] = mid
    plans = {mid: date.fromisoformat(mm["until"]) for mid, mm in meta.items() if "until" in mm}
    for mid in plans:
        if not re.search(r"20\d\d年", meta[mid]["content"]):
            err(f"{mid}: a dated plan without a year in its wording")

    # probes
    kind_n = {k: 0 for k in KINDS}
    exp_future = exp_past = 0
    probe_ids = []
    forbidden_ids, relevant_ids = set(), set()
    forbid_probes = 0
    for a, u in zip(ACCOUNTS, users):
        key = a["key"]
        own_mems = u["memories"]
        if len(u["probes"]) != len(a["probes"]):
            err(f"{key}: probe count differs from the builder")
            continue
        for spec, p in zip(a["probes"], u["probes"]):
            pid, kind = p["id"], spec["k"]
            probe_ids.append(pid)
            if set(p) - allowed_probe:
                err(f"{pid}: unknown probe fields")
            m = re.match(rf"^{key}_([a-z]+)(\d\d)$", pid)
            if not m or m.group(1) != kind or kind not in KINDS:
                err(f"{pid}: id does not carry its kind {kind}")
            kind_n[kind] = kind_n.get(kind, 0) + 1
            at = parse_ts(p["at"])
            if at.date() != REF_DATE:
                err(f"{pid}: not asked on the reference date")
            if any(w in p["query"] for w in BANNED_WORDS):
                err(f"{pid}: query contains a banned change word")
            rel = p["relevant"]
            if len(set(rel)) != len(rel):
                err(f"{pid}: duplicate relevant ids")
            for r in rel:
                if r not in mem_by_id:
                    err(f"{pid}: relevant {r} does not exist")
                elif mem_owner[r] != key:
                    err(f"{pid}: relevant {r} belongs to {mem_owner[r]}")
                if r in superseded:
                    err(f"{pid}: relevant {r} is superseded by {superseded[r]}")
                if r in plans and plans[r] < at.date():
                    err(f"{pid}: relevant {r} is a plan already past")
                relevant_ids.add(r)
            fb = p.get("forbid", [])
            specs = spec.get("fb", [])
            if [list(k) for k, _ in specs] != fb:
                err(f"{pid}: forbid differs from the builder")
            holders = [holder_id(key, h) for _, h in specs]
            # kind-specific rules
            if kind in ("abst",) and rel:
                err(f"{pid}: abstention with relevant memories")
            if kind == "exp":
                if rel:
                    if not any(r in plans and plans[r] >= at.date() for r in rel):
                        err(f"{pid}: future expiry probe without a future dated plan")
                    exp_future += 1
                else:
                    if not specs or not all(hid in plans and plans[hid] < at.date() for _, hid in holders):
                        err(f"{pid}: past expiry probe must forbid a past plan")
                    exp_past += 1
            if kind == "bg":
                if not rel or any(not r.startswith(key + "_b") for r in rel):
                    err(f"{pid}: background probe must point at pool statements")
            if kind in ("para", "task", "direct") and not rel:
                err(f"{pid}: {kind} probe without relevant memories")
            if kind == "leak":
                src = spec.get("src")
                if not src:
                    err(f"{pid}: leak probe without leak_source")
                    continue
                sk, sid = holder_id(key, src)
                if sid not in mem_by_id:
                    err(f"{pid}: leak source {sid} missing")
                    continue
                sacc = next(x for x in ACCOUNTS if x["key"] == sk)
                if (sacc["user_id"], sacc["tenant"]) == (a["user_id"], a["tenant"]) or mem_owner[sid] == key:
                    err(f"{pid}: leak source belongs to the asking account")
                if not specs:
                    err(f"{pid}: leak probe without forbid")
                for kws, h in specs:
                    hk, hid = holder_id(key, h)
                    if hid != sid:
                        err(f"{pid}: leak forbid held by {hid}, not the leak source")
                    if not any(norm(k) in norm(mem_by_id[sid]["content"]) for k in kws):
                        err(f"{pid}: forbid {kws} does not match the leak source")
                    for om in own_mems:
                        if any(norm(k) in norm(om["content"]) for k in kws):
                            err(f"{pid}: forbid {kws} matches the asker's own {om['id']}")
                continue
            # non-leak forbid groups
            if specs:
                forbid_probes += 1
            hold_set = {hid for _, hid in holders}
            for (kws, h), (hk, hid) in zip(specs, holders):
                if hk != key:
                    err(f"{pid}: forbid held by another account ({hid}) in a non-leak probe")
                    continue
                if hid not in mem_by_id:
                    err(f"{pid}: forbid holder {hid} missing")
                    continue
                ok = hid in superseded or (hid in plans and plans[hid] < at.date())
                if not ok:
                    err(f"{pid}: forbid holder {hid} is neither superseded nor a past plan")
                if hid in superseded:
                    newer = superseded[hid]
                    if any(norm(k) in norm(mem_by_id[newer]["content"]) for k in kws):
                        err(f"{pid}: forbid {kws} also matches the newer {newer}")
                if not any(norm(k) in norm(mem_by_id[hid]["content"]) for k in kws):
                    err(f"{pid}: forbid {kws} does not match its holder {hid}")
                for om in own_mems:
                    if om["id"] not in hold_set and any(norm(k) in norm(om["content"]) for k in kws):
                        err(f"{pid}: forbid {kws} matches {om['id']}, which is not forbidden")
                forbidden_ids.add(hid)
                for r in rel:
                    if any(norm(k) in norm(mem_by_id[r]["content"]) for k in kws):
                        err(f"{pid}: forbid {kws} matches relevant {r}")
    if len(set(probe_ids)) != len(probe_ids):
        err("probe ids not unique")
    for k, n in KIND_COUNTS.items():
        if kind_n.get(k, 0) != n:
            err(f"kind {k}: {kind_n.get(k, 0)} probes, expected {n}")
    if (exp_future, exp_past) != (EXP_FUTURE, EXP_PAST):
        err(f"expiry split {exp_future}/{exp_past}, expected {EXP_FUTURE}/{EXP_PAST}")
    if forbidden_ids & relevant_ids:
        err(f"memories both forbidden and relevant: {sorted(forbidden_ids & relevant_ids)}")
    if forbid_probes < MIN_FORBID_PROBES:
        err(f"only {forbid_probes} non-leak probes carry forbid groups (< {MIN_FORBID_PROBES})")
    stats = dict(total_memories=total, kinds=kind_n, exp_future=exp_future, exp_past=exp_past,
                 forbid_probes_non_leak=forbid_probes,
                 forbid_groups_non_leak=sum(len(p.get("fb", [])) for a in ACCOUNTS for p in a["probes"] if p["k"] != "leak"),
                 forbid_groups_leak=sum(len(p.get("fb", [])) for a in ACCOUNTS for p in a["probes"] if p["k"] == "leak"),
                 forbidden_memories=len(forbidden_ids), pool_sha256=sha)
    return errors, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="validate the written file")
    args = ap.parse_args()
    if args.check:
        errors, stats = check()
        for e in errors:
            print("ERROR", e)
        print(json.dumps(stats, ensure_ascii=False))
        print("check:", "FAILED" if errors else "OK")
        sys.exit(1 if errors else 0)
    data, sha = build()
    OUT_PATH.write_text(dump(data), encoding="utf-8")
    n_m = sum(len(u["memories"]) for u in data["users"])
    n_p = sum(len(u["probes"]) for u in data["users"])
    print(f"wrote {OUT_PATH.name}: {len(data['users'])} accounts, {n_m} memories, {n_p} probes (pool {sha[:12]})")


if __name__ == "__main__":
    main()
