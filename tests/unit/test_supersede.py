"""A newer memory whose wording replaces an older one keeps the older out of the prompt (memory/supersede.py)."""
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from memory.config import RetrievalConfig
from memory.models import MemoryItem
from memory.recall import Evidence, demote_replaced, rank_and_select, take_successors
from memory.supersede import announces_change, may_replace_unseen, replaces, says_it_changed

NOW = datetime(2026, 10, 1, tzinfo=timezone.utc)


def test_a_change_of_plan_about_the_same_subject_replaces():
    assert replaces("用户的合唱团定在11月8日出发", "用户的合唱团出发日期改成了11月12日，11月20日回国")
    assert replaces("用户打算买一张BahnCard 50铁路打折卡", "用户改主意了，没有办铁路打折卡，订的是每月63欧的德国月票")
    assert replaces("用户的女儿马思雨在兰州读高中", "用户的女儿马思雨考上了南京大学，今年9月开学")


def test_the_same_attribute_with_a_new_value_replaces():
    assert replaces("用户的全马个人最好成绩是3小时41分", "用户全马个人最好成绩是3小时28分，目标是跑进3小时15分")
    assert replaces("用户的酒店预算是每晚四百块", "用户的酒店预算是每晚六百块") is not None
    assert replaces("用户的酒店预算是每晚四百块", "用户的酒店预算是每晚四百块，含早") is None  # the same value


def test_two_shared_two_character_words_name_a_subject():
    # Chinese names many subjects in two characters: 面馆 and 歇业 (seventeenth session, holdout17)
    assert replaces("用户的面馆固定每月一号和二号关门歇业",
                    "用户说面馆的歇业日改了，现在是每个月第二周的周二和周三，那两天客人最少") == "说“改了”"
    assert replaces("用户在小红书上接单卖钩针玩偶", "用户已经不在网上接单了，现在只在周末的手作市集上摆摊卖玩偶")
    # one shared word alone says nothing ("考虑", "工作")
    assert replaces("用户在考虑要不要换一台新电脑", "我在考虑把油车换成电车") is None
    assert replaces("用户觉得人工智能会改变很多人的工作", "周末超市人太多，我都改成工作日晚上去") is None


def test_substitutions_renewed_rules_and_recoveries_replace():
    # holdout18 (seventeenth session, after its blind run): medicines switched, a rule renewed
    assert replaces("用户的女儿有过敏性鼻炎，每天用布地奈德鼻喷剂",
                    "用户的女儿的过敏性鼻炎改用糠酸莫米松鼻喷剂了，医生嘱咐住酒店最好带自己的枕套") == "说“改用”"
    assert replaces("用户用的胰岛素是诺和锐笔，一天打三次", "用户上个月换成了德谷胰岛素，每天只需要睡前打一针") == "说“换成”"
    assert replaces("用户出差的钱从导师课题经费里报销，住宿标准是一晚不超过五百元，机票只能订经济舱",
                    "用户的学校今年调整了差旅标准，博士生住宿上限提到一晚六百五十元，机票仍然只能订经济舱")
    # a substitution needs less of the old fact (.4), a move still .5: "搬到了墨尔本东南边" keeps the trip
    assert replaces("用户计划2026年10月去墨尔本看女儿，住一个月",
                    "用户的女儿博士毕业后留校做博士后，已经搬到了墨尔本东南边的Clayton") is None
    # getting better replaces an ailment, not a hobby
    assert replaces("用户周末经常打羽毛球", "用户打羽毛球时扭伤过一次手腕，现在已经好了") is None


def test_a_decision_settles_an_earlier_plan():
    assert replaces("用户计划明年5月去新西兰南岛自驾看星空", "用户看星空的目的地最终定在新西兰南岛的蒂卡普湖，不自驾了") == "说“最终定”"
    # undecided is no decision
    assert replaces("用户的音乐会员下个月到期", "用户的音乐会员快到期了，还没决定续不续") is None


def test_what_does_not_replace():
    new = "用户的合唱团出发日期改成了11月12日，11月20日回国"
    # the trip itself is not replaced by a new departure date: too little of it is in the newer fact
    assert replaces("用户所在的江南之声合唱团11月要去奥地利维也纳参加国际合唱节，全团统一出行", new) is None
    # no change word and no new value
    assert replaces("用户对花生过敏", "用户对花生和芒果都过敏") is None
    # a change about another subject
    assert replaces("用户喜欢住带浴缸的酒店", "用户把出发时间改成了早上八点") is None
    # statements that only share how they open ("用户家附近的…")
    assert replaces("用户家附近的公园在翻修步道", "用户家附近的影院改成了激光放映") is None
    # "一般" is no number: no new value
    assert replaces("用户每个月要去天津复查一次", "用户去天津复查一般自己开车") is None
    # a change that happened to someone else
    assert replaces("用户打算明年考在职研究生", "用户的堂弟今年考上了研究生") is None
    assert replaces("用户的弟弟今年刚考了驾照", "用户的堂弟今年考上了研究生") is None
    # a habit is not replaced by one event that shares a few words
    assert replaces("我每换一个新手机壳，新鲜劲也就维持一个月", "我刚换了新手机，数据迁移弄了一晚上") is None
    assert replaces("同一句话", "同一句话") is None


def test_another_medicine_for_the_same_person_replaces_the_old_one():
    assert replaces("用户的母亲每天早晚各吃一片多奈哌齐", "用户的母亲现在改吃美金刚了，医生交代每晚八点准时服用，不能漏") == "换了药"
    assert replaces("用户的儿子每天早上七点吃一粒专注达（哌甲酯缓释片）",
                    "用户的儿子今年换成了择思达（托莫西汀），改成每天晚饭后吃一粒") == "换了药"
    # someone else's medicine, or the user's own, is another person's
    assert replaces("用户的母亲每天早晚各吃一片多奈哌齐", "用户现在改吃二甲双胍了，医生说饭后服用") is None
    assert replaces("用户的母亲每天早晚各吃一片多奈哌齐", "用户的父亲现在改吃美金刚了，医生交代每晚服用") is None
    # a fact that names the illness is more than the medicine, and stays
    assert replaces("用户有2型糖尿病，需要打胰岛素，没开封的胰岛素笔要冷藏保存", "用户上个月换成了德谷胰岛素，每天只需要睡前打一针") is None
    assert replaces("用户有高血压，每天早上吃一片氨氯地平", "用户2026年8月复查后医生给用户换了降压药，现在每天吃缬沙坦") == "换了药"
    # a new diet is no new medicine
    assert replaces("用户每天吃两片钙片", "用户最近改吃素了") is None


def test_a_renewed_document_replaces_the_one_about_to_expire():
    assert replaces("用户的护照2026年2月过期了，还没去换", "用户2026年10月已经办好了新护照") == "说证件已换新"
    assert replaces("用户老伴的护照四月底到期，打算抽空去出入境换新的", "用户老伴已经换了新护照，现在两个人的护照都在有效期内")
    # another document, or someone else's, is not renewed by it
    assert replaces("用户的驾照明年三月到期", "用户2026年10月已经办好了新护照") is None
    assert replaces("用户的护照2026年2月过期了，还没去换", "用户的女儿已经办好了新护照") is None


def test_another_shift_replaces_the_old_one():
    assert replaces("用户是南昌一家三甲医院的急诊科护士，上夜班，一般晚八点到早八点",
                    "用户2026年6月调到医院体检中心，改成白班，周末双休") == "换了班次"
    assert replaces("用户上三班倒，排班表每月底才出来", "用户今年转到了行政岗，改成常白班了") == "换了班次"
    # the same shift again, a spouse's shift, or a shift nobody moved to replaces nothing
    assert replaces("用户上白班，早八点到晚五点", "用户调到了门诊，还是白班") is None
    assert replaces("用户上夜班", "用户的妻子调到了门诊，改成白班") is None
    assert replaces("用户上夜班，白天补觉", "用户夜班下班当天要补觉") is None


def test_a_condition_that_no_longer_holds_is_replaced():
    assert replaces("用户坐飞机耳朵会疼得厉害，长途更愿意坐卧铺火车",
                    "用户2026年4月做了耳咽管手术，现在坐飞机没问题了，为了省时间愿意坐飞机") == "说现在已经没问题了"
    assert announces_change("用户做了耳咽管手术，现在坐飞机没问题了")
    # no ailment in the older fact, another subject, or someone else's ear: nothing is replaced
    assert replaces("用户喜欢坐飞机靠窗", "用户现在坐飞机没问题了") is None
    assert replaces("用户坐飞机耳朵会疼", "用户现在爬山没问题了") is None
    assert replaces("用户坐飞机耳朵会疼", "用户的女儿现在坐飞机没问题了") is None


def test_leaving_the_place_the_older_fact_is_about_replaces_it():
    assert replaces("用户在一家婚纱工作室当签约摄影师，拿底薪加提成",
                    "用户2025年9月离开了原来的婚纱工作室，现在自己单干接单") == "说已经离开了那里"
    assert announces_change("用户离开了原来的婚纱工作室")
    # another place, or someone else leaving, replaces nothing
    assert replaces("用户在一家婚纱工作室当签约摄影师", "用户离开了原来的合唱团") is None
    assert replaces("用户在一家婚纱工作室当签约摄影师", "用户的表妹离开了原来的婚纱工作室") is None



def test_a_medicine_named_with_its_organ_or_class_is_replaced():
    # twentieth session, holdout20's forbidden hits: "一直在吃X" and "吃降压药X" name a medicine
    assert replaces("用户的阿妈心脏不好，一直在吃倍他乐克", "用户阿妈的心脏药2026年5月换成了比索洛尔，每天早上一片") == "换了药"
    assert replaces("用户平时吃降压药氨氯地平", "怀孕后医生让用户把降压药换成了拉贝洛尔") == "换了药"
    # the newer fact must carry the illness the older one names
    assert replaces("用户的阿妈心脏不好，一直在吃倍他乐克", "用户阿妈2026年5月换成了比索洛尔") is None
    # "一直在吃素" is a diet, and someone else's medicine is theirs
    assert replaces("用户一直在吃素食便当", "用户换成了比索洛尔，每天一片") is None
    assert replaces("用户的阿妈心脏不好，一直在吃倍他乐克", "用户的阿爸的心脏药换成了比索洛尔") is None


def test_moving_house_replaces_where_the_same_person_lived():
    assert replaces("用户在杭州滨江的城中村跟三个老乡合租一间房",
                    "用户2025年8月搬进了余杭良渚附近站点安排的员工宿舍") == "说已经搬了家"
    assert replaces("用户的妈妈住在长沙，每年过年用户都回长沙陪她",
                    "用户的妈妈2026年6月从老家搬去了吉首，跟用户的小姨住在一起") == "说已经搬了家"
    assert replaces("用户今年七十九岁，和老伴住在无锡梁溪区一个老小区的六楼，没有电梯",
                    "用户2026年9月试住结束后决定和老伴正式入住这家养老院，原来的房子租出去了")
    assert announces_change("用户2025年8月搬进了员工宿舍")
    # something else moved, someone else moved, or the older fact is a wish
    assert replaces("用户家住在十七楼", "用户的公司去年搬到了新的园区") is None
    assert replaces("用户住在福州", "我们小区的快递驿站搬到了北门") is None
    assert replaces("用户住在福州", "用户的爸妈搬到了海南") is None
    assert replaces("用户的大姨跟用户住在同一个小区", "用户2025年底从双流机场附近搬到了温江住") is None
    assert replaces("用户喜欢住在有联合办公空间的街区", "用户搬到了越南岘港，租了三个月的公寓") is None


def test_another_employer_replaces_where_the_person_worked():
    assert replaces("用户在朝阳区望京一户人家带一个两岁的孩子，一个月只休两天",
                    "用户2026年5月换了东家，现在在海淀区五道口附近做育儿嫂，每周日休息一天") == "说换了工作的地方"
    assert replaces("用户在长沙解放西的一家酒吧驻唱弹吉他，每晚九点唱到凌晨两点",
                    "用户2026年7月起换到五一广场附近一家livehouse演出，只演周五和周六晚上") == "说换了工作的地方"
    # thinking about a change is no change; a hobby or volunteering is no workplace
    assert replaces("用户在济南一家国有银行的支行做运营主管", "用户正在考虑明年要不要跳槽") is None
    assert replaces("用户在学做咖啡拉花", "用户换了工作，现在做销售") is None
    assert replaces("用户在医院做过导诊志愿者", "用户换了工作，现在做销售") is None
    assert replaces("用户在一家游戏公司做策划", "用户的老公换了工作") is None


def test_the_same_thing_with_a_new_value_after_a_change():
    assert replaces("用户在一家做支付的公司当运维工程师，值班是三周一轮，轮到的那一周要7×24小时待命",
                    "2026年7月团队扩编后，用户的值班改成了五周一轮，值班那周仍要保证半小时内能上线处理故障") == "里同一件事改了"
    assert replaces("用户这次合同预计2026年9月在新加坡下船", "公司通知用户换班推迟，改成2026年11月初在韩国釜山下船") == "里同一件事改了"
    # a habit is not replaced by one plan, and an older fact that names the illness stays
    assert replaces("用户业余玩柴烧陶艺，每年都想去不同的窑口看开窑", "用户改在2026年清明假期去福建德化看白瓷柴窑开窑") is None
    assert replaces("用户有2型糖尿病，需要打胰岛素", "用户上个月换成了德谷胰岛素") is None
    # a clause that ends alike but says nothing changed
    assert replaces("用户每周六下午去游泳", "用户把周日的安排改成了在家休息") is None


def test_an_amount_that_holds_now_replaces_the_older_amount():
    assert replaces("用户店里只有一个帮工，用户出门最多只能离开三天",
                    "用户2026年4月又招了一个烘焙师，现在能放心离开店里一周") == "说现在的情况变了"
    assert announces_change("用户现在能放心离开店里一周")
    # the same amount, another verb, or someone else's amount replaces nothing
    assert replaces("用户出门最多只能离开三天", "用户现在还是只能离开三天") is None
    assert replaces("用户出门最多只能离开三天", "用户现在每周游泳两天") is None
    assert replaces("用户出门最多只能离开三天", "用户的妻子现在能离开一周") is None


def test_after_holdout21_counts_crops_posts_and_treatment_plans_are_replaced():
    # twentieth session, read after holdout21's blind run
    assert replaces("用户是内蒙古呼伦贝尔陈巴尔虎旗的牧民，家里养着六百多只羊和四十多头牛",
                    "用户2026年把羊减到三百只左右，腾出草场给牧家乐用") == "里同一样东西换了数目"
    assert replaces("用户在黑龙江五常种水稻，自家有四十亩地", "用户2026年又流转了一百六十亩地，现在一共种两百亩水稻")
    assert replaces("用户在山东寿光种了四个蔬菜大棚，主要种黄瓜和西红柿",
                    "用户从2025年秋天起把四个大棚都改种了草莓，12月到第二年5月是采摘期") == "说已经换掉了"
    assert replaces("用户是贵州毕节一所村小的特岗教师，教三年级语文和音乐",
                    "用户2026年考上了老家山东临沂城区小学的教师编制，9月起在临沂上班") == "说换了工作的地方"
    assert replaces("用户有糖尿病，每天早晚要打两次胰岛素，胰岛素得冷藏带着",
                    "用户的医生2026年3月给用户换了降糖方案，现在每天吃二甲双胍，再每周打一针司美格鲁肽") == "换了药"
    assert replaces("用户一家住在沈家门渔港边的老房子里", "用户2026年4月搬进了舟山新城的电梯房，离儿子的学校近") == "说已经搬了家"
    # another noun or the same number; a thought of a change; medicines for different things
    assert replaces("家里养着六百多只羊", "用户把牛减到二十头") is None
    assert replaces("家里养着六百多只羊", "用户把羊减到六百只") is None
    assert replaces("我把车借给朋友，还回来的时候油箱是空的", "我在考虑把油车换成电车") is None
    assert replaces("用户晕车，坐大巴一定要坐前排，出发前还得吃晕车药",
                    "用户的医生给用户换了降糖方案，现在每天吃二甲双胍") is None


def test_a_marriage_that_ended_or_a_relationship_that_began_replaces_the_older_state():
    # twenty-fifth session, read after holdout25 and holdout26's blind runs (no cue word in either)
    assert replaces("用户和老公赵磊住在回龙观，儿子在附近上幼儿园",
                    "用户跟赵磊的离婚手续办完了，儿子跟着用户") == "说已经分开了"
    assert replaces("用户的男朋友阿坤在深圳做销售", "用户和阿坤分手了，一个人搬回了老家") == "说已经分开了"
    assert replaces("用户单身，出门都是跟表姐结伴", "用户跟健身房认识的小林谈恋爱了") == "说已经不是单身了"
    assert announces_change("用户跟赵磊协议离婚了") and announces_change("用户同同事拍拖了")
    # another person, a divorce already known, someone else's news, no longer single said of another
    assert replaces("用户和老公赵磊住在回龙观", "用户跟王强的离婚手续办完了") is None
    assert replaces("用户和前夫赵磊离婚后一直一个人带娃", "用户跟赵磊的离婚手续办完了") is None
    assert replaces("用户单身，出门都是跟表姐结伴", "用户的表姐谈恋爱了") is None
    assert replaces("用户不是单身，有个异地的男朋友", "用户跟男朋友在一起了") is None
    assert replaces("用户单身，出门都是跟表姐结伴", "用户的同事小周下个月要结婚了") is None
    assert not announces_change("用户的同事小周下个月要结婚了")

def mem(mid: str, content: str, age_days: float) -> MemoryItem:
    at = NOW - timedelta(days=age_days)
    return MemoryItem(memory_id=mid, tenant_id="t", user_id="u", content=content, content_hash=mid,
                      memory_type="event", importance=0.7, created_at=at, updated_at=at)


def test_recall_keeps_the_replaced_memory_out_and_says_why():
    old = mem("old", "用户的合唱团定在11月8日出发", age_days=100)
    new = mem("new", "用户的合唱团出发日期改成了11月12日，11月20日回国", age_days=20)
    trip = mem("trip", "用户所在的江南之声合唱团11月要去奥地利维也纳参加国际合唱节", age_days=120)
    memories = {m.memory_id: m for m in (old, new, trip)}
    # the old date is the closest match to the question, yet only the newer wording is injected
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.55), "trip": Evidence(cosine=0.5)}
    hits = {h.memory.memory_id: h for h in rank_and_select(memories, evidence, NOW, RetrievalConfig())}
    assert not hits["old"].injected
    assert hits["old"].reason == "较新的记忆说“改成”，以它为准：用户的合唱团出发日期改成了11月12日，11月20日回国"
    assert hits["new"].injected and hits["trip"].injected
    # the other way round (the newer one is the "old" wording) nothing is held back
    swapped = {"old": mem("old", old.content, 20), "new": mem("new", new.content, 100), "trip": trip}
    hits = {h.memory.memory_id: h for h in rank_and_select(swapped, evidence, NOW, RetrievalConfig())}
    assert hits["old"].injected and hits["new"].injected


def test_the_newer_wording_takes_the_injected_older_ones_place():
    old = mem("old", "用户的女儿马思雨在兰州读高中", age_days=300)
    other = mem("other", "用户是回族穆斯林，只吃清真食物", age_days=400)
    new = mem("new", "用户的女儿马思雨考上了南京大学，今年9月开学", age_days=30)
    hits = rank_and_select({"old": old, "other": other}, {"old": Evidence(cosine=0.7), "other": Evidence(cosine=0.6)},
                           NOW, RetrievalConfig())
    assert [h.injected for h in hits] == [True, True]
    hits = take_successors(hits, {"old": (new, "说“考上了”")})
    assert [(h.memory.memory_id, h.injected, h.rank) for h in hits] == [("new", True, 0), ("old", False, 1), ("other", True, 2)]
    assert hits[0].reason == "已注入：它更新了较旧的“用户的女儿马思雨在兰州读高中”"
    assert hits[0].score.similarity == hits[1].score.similarity  # it answers the same message
    assert hits[0].replaces is old and hits[1].replaces is None
    assert hits[1].reason == "较新的记忆说“考上了”，以它为准：用户的女儿马思雨考上了南京大学，今年9月开学"
    # an older memory that was not injected keeps its place and its reason
    hits = rank_and_select({"old": old}, {"old": Evidence(cosine=0.0)}, NOW, RetrievalConfig())
    assert take_successors(hits, {"old": (new, "说“考上了”")})[0].memory.memory_id == "old"


def test_a_listed_newer_state_under_the_cut_moves_up_to_the_older_ones_place():
    # a pair no wording rule catches (replaces() is None): only the successor lookup pairs them
    old = mem("old", "用户的狗豆豆被车撞伤了后腿，打了钢板，半年不能跑跳", age_days=300)
    other = mem("other", "用户不吃香菜", age_days=400)
    new = mem("new", "豆豆的腿好了，复查说钢板不用取，又能跟着跑步了", age_days=30)
    memories = {m.memory_id: m for m in (old, other, new)}
    evidence = {"old": Evidence(cosine=0.7), "other": Evidence(cosine=0.6), "new": Evidence(cosine=0.0)}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig())
    assert [(h.memory.memory_id, h.injected) for h in hits] == [("old", True), ("other", True), ("new", False)]
    hits = take_successors(hits, {"old": (new, "说情况变了，两条说的是同一件事")})
    assert [(h.memory.memory_id, h.injected, h.rank) for h in hits] == [
        ("new", True, 0), ("old", False, 1), ("other", True, 2)]
    assert hits[0].replaces is old and hits[0].reason == "已注入：它更新了较旧的“用户的狗豆豆被车撞伤了后腿，打了钢板，半年不能跑跳”"
    assert hits[1].replaced_by is new
    # ranked above the older one already, it is injected where it stands
    evidence = {"old": Evidence(cosine=0.5), "other": Evidence(cosine=0.6), "new": Evidence(cosine=0.55)}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig(top_k_inject=2))
    order = [h.memory.memory_id for h in hits]
    assert order.index("new") < order.index("old")
    hits = take_successors(hits, {h.memory.memory_id: (new, "说情况变了") for h in hits
                                  if h.memory.memory_id == "old" and h.injected})
    assert [h.memory.memory_id for h in hits] == order and len(hits) == 3


def test_only_memories_that_announce_a_change_are_kept_to_look_through():
    assert announces_change("用户的女儿马思雨考上了南京大学，今年9月开学")
    assert announces_change("用户改主意了，没有办铁路打折卡")
    assert announces_change("用户2026年10月已经办好了新护照")  # found when only the expiring one is a candidate
    assert not announces_change("用户的女儿马思雨在兰州读高中")


def test_a_replaced_candidate_below_the_cut_ranks_last_and_says_why():
    old = mem("old", "用户的合唱团定在11月8日出发", age_days=100)
    new = mem("new", "用户的合唱团出发日期改成了11月12日，11月20日回国", age_days=20)
    trip = mem("trip", "用户所在的江南之声合唱团11月要去奥地利维也纳参加国际合唱节", age_days=120)
    memories = {m.memory_id: m for m in (old, new, trip)}
    # nothing reaches the threshold, so rank_and_select never asked whether "old" was replaced (had "old"
    # reached it, "new" would stand in for it: stand_in_for_replaced)
    evidence = {"old": Evidence(cosine=0.15), "new": Evidence(cosine=0.12), "trip": Evidence(cosine=0.11)}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig())
    assert [h.memory.memory_id for h in hits] == ["new", "old", "trip"] and not any(h.injected for h in hits)
    hits = demote_replaced(hits)
    assert [(h.memory.memory_id, h.rank) for h in hits] == [("new", 0), ("trip", 1), ("old", 2)]
    assert hits[2].replaced_by is new
    assert hits[2].reason.startswith("较新的记忆说“改成”，以它为准")
    # a memory nothing replaces keeps its place
    assert [h.memory.memory_id for h in demote_replaced(rank_and_select(
        {"trip": trip, "new": new}, {"trip": Evidence(cosine=0.3), "new": evidence["new"]}, NOW, RetrievalConfig()))] \
        == ["trip", "new"]


def test_a_question_about_now_keeps_only_the_newer_of_two_near_versions():
    from memory.recall import keep_current_states
    old = mem("old", "用户的儿子在县城读高三", age_days=400)
    new = mem("new", "用户的儿子考上了西安的一所大学", age_days=60)
    diet = mem("diet", "用户不吃辣", age_days=500)
    memories = {m.memory_id: m for m in (old, new, diet)}
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6), "diet": Evidence(cosine=0.5)}
    assert replaces(old.content, new.content) is None  # the words alone do not pair them
    # unit vectors: old and new at cosine 0.6, the diet memory far from both
    vectors = {"old": np.array([1.0, 0.0, 0.0]), "new": np.array([0.6, 0.8, 0.0]), "diet": np.array([0.0, 0.0, 1.0])}
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select(memories, evidence, NOW, RetrievalConfig()), vectors)}
    assert not hits["old"].injected and hits["old"].replaced_by is new
    assert hits["old"].reason == "较新的记忆说情况变了，而这条消息问的是现在，以它为准：用户的儿子考上了西安的一所大学"
    assert hits["new"].injected and hits["diet"].injected
    # too far apart in meaning, or the newer one announces no change, or it is the older one: both stay
    far = {**vectors, "new": np.array([0.2, 0.98, 0.0])}
    assert all(h.injected for h in keep_current_states(rank_and_select(memories, evidence, NOW, RetrievalConfig()), far))
    calm = {**memories, "new": mem("new", "用户的儿子在县城住校", age_days=60)}
    assert all(h.injected for h in keep_current_states(rank_and_select(calm, evidence, NOW, RetrievalConfig()), vectors))
    older = {**memories, "new": mem("new", new.content, age_days=800)}
    assert all(h.injected for h in keep_current_states(rank_and_select(older, evidence, NOW, RetrievalConfig()), vectors))


def test_an_allergy_stays_beside_a_near_newer_change_unless_it_ended():
    from memory.recall import keep_current_states
    old = mem("old", "宝宝查出对牛奶蛋白过敏，脸上一直起湿疹", age_days=200)
    new = mem("new", "宝宝湿疹反复，医生让把奶粉换成氨基酸配方的", age_days=30)
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6)}
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.8, 0.6])}  # cosine 0.8
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select({"old": old, "new": new}, evidence, NOW, RetrievalConfig()), vectors)}
    assert hits["old"].injected and hits["new"].injected
    ended = mem("new", "宝宝做完脱敏治疗已经不过敏了，改喝普通奶粉", age_days=30)
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select({"old": old, "new": ended}, evidence, NOW, RetrievalConfig()), vectors)}
    assert not hits["old"].injected and hits["old"].replaced_by is ended


def test_an_allergy_stays_beside_a_near_newer_memory_about_the_same_person_or_in_a_spare_slot():
    from memory.recall import keep_extra_slots_distinct, keep_latest_of_each_person, people_pairs
    # the same-person rule and the spare-slot rule ask what keep_current_states asks (recall.still_true_beside)
    old = mem("old", "用户的女儿朵朵对虾蟹过敏，吃了会起风团", age_days=300)
    new = mem("new", "用户的女儿朵朵上小学了，周末要上舞蹈课", age_days=30)
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6)}
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.6, 0.8])}  # cosine 0.6, above both bars

    def after_person_rule(newer):
        hits = rank_and_select({"old": old, "new": newer}, evidence, NOW, RetrievalConfig())
        pairs = people_pairs(hits)
        assert pairs and pairs[0][2] == "女儿"
        keep_latest_of_each_person(pairs, vectors)
        return {h.memory.memory_id: h for h in hits}

    assert after_person_rule(new)["old"].injected
    ended = mem("new", "用户的女儿朵朵做了脱敏治疗，吃虾蟹没什么反应了", age_days=30)  # no word rule pairs them
    assert not after_person_rule(ended)["old"].injected
    # a fact about the same person that is not an allergy is still left out for the newer one
    school = mem("old", "用户的女儿朵朵在读幼儿园大班，下午四点放学", age_days=300)
    hits = rank_and_select({"old": school, "new": new}, evidence, NOW, RetrievalConfig())
    keep_latest_of_each_person(people_pairs(hits), vectors)
    assert not {h.memory.memory_id: h for h in hits}["old"].injected

    def after_spare_slot_rule(newer):
        hits = rank_and_select({"old": old, "new": newer}, evidence, NOW, RetrievalConfig())
        return {h.memory.memory_id: h for h in keep_extra_slots_distinct(hits, vectors, base_k=1)}

    assert after_spare_slot_rule(new)["old"].injected
    assert not after_spare_slot_rule(ended)["old"].injected


def test_something_done_once_stays_beside_a_near_newer_habit():
    from memory.recall import keep_the_newer_twin, still_true_beside
    once = mem("old", "用户在景德镇的工作室做过一次陶艺", age_days=300)
    habit = mem("new", "用户周末常去陶艺工作室拉坯", age_days=30)
    assert still_true_beside(once, habit)
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6)}
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.8, 0.6])}  # cosine 0.8, above the twin bar
    hits = rank_and_select({"old": once, "new": habit}, evidence, NOW, RetrievalConfig())
    keep_the_newer_twin(hits, vectors)
    assert all(h.injected for h in hits)
    # a habit said twice is not something done once: the older one still gives way
    before = mem("old", "用户周末常在陶艺工作室拉坯，一次两小时", age_days=300)
    assert not still_true_beside(before, habit)
    assert not still_true_beside(mem("old", "用户的妈妈住过来帮忙带孩子", age_days=300), habit)  # moved in
    hits = rank_and_select({"old": before, "new": habit}, evidence, NOW, RetrievalConfig())
    keep_the_newer_twin(hits, vectors)
    assert not {h.memory.memory_id: h for h in hits}["old"].injected


def test_a_question_about_now_reads_wider_cues_of_a_change():
    # holdout22's newer wordings that no replacement rule pairs with their older ones
    # (the thirty-fifth session taught the new-job rule "换工作了": now a replacement rule's cue too)
    assert announces_change("用户换工作了，现在在一家冷链物流公司管车辆调度")
    for text in ("用户说公司在天津开了分部，她申请调回来了",
                 "用户说支架满一年复查过了，医生让他停掉一种，现在只吃阿司匹林", "用户在备孕，医生让她把咖啡戒了",
                 "用户说团子已经断奶了，现在喝奶粉", "用户说老公调来厦门了，以后不用两头跑了"):
        assert says_it_changed(text) and not announces_change(text), text
    for text in ("用户的父母都已经退休，住在老家", "用户的儿子在县城住校", "用户晕车很厉害，盘山路坐不了"):
        assert not says_it_changed(text), text


def test_a_question_about_now_reads_a_dated_change_as_the_newer_version():
    from memory.recall import keep_current_states
    from memory.supersede import says_it_changed
    # holdout23: the newer fact only dates what happened, in words no cue list holds
    said = datetime(2026, 10, 20, tzinfo=timezone.utc)
    for text in ("孙浩九月穿上了军装，去新疆当兵了", "陈志强六月不跑车了，回店里帮手蒸肠粉",
                 "用户去年十一月在广西医科大一附院植入了右耳人工耳蜗", "扎西五月开始跑成都到康定的长途货运"):
        assert not says_it_changed(text) and says_it_changed(text, said), text
    for text in ("用户2024年去日本大阪玩过五天", "用户打算12月去三亚", "用户每年春节回老家", "用户的儿子在县城住校"):
        assert not says_it_changed(text, said), text
    old = mem("old", "用户的儿子孙浩在天津一家汽修厂当学徒", age_days=400)
    new = mem("new", "孙浩九月穿上了军装，去新疆当兵了", age_days=20)
    memories = {m.memory_id: m for m in (old, new)}
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6)}
    vectors = {"old": np.array([1.0, 0.0]), "new": np.array([0.6, 0.8])}
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select(memories, evidence, NOW, RetrievalConfig()), vectors)}
    assert not hits["old"].injected and hits["old"].replaced_by is new and hits["new"].injected
    # the same words with no date tell of no change: both stay
    undated = {**memories, "new": mem("new", "孙浩穿上军装的样子很精神", age_days=20)}
    assert all(h.injected for h in keep_current_states(rank_and_select(undated, evidence, NOW, RetrievalConfig()), vectors))


def test_extra_slots_go_to_other_constraints_not_an_older_version():
    from memory.recall import keep_extra_slots_distinct
    # holdout23: a trip's extra room let the older wheelchair in beside the newer one
    new = mem("new", "用户六月到手一台国产电动轮椅，整车五十多斤，没法折叠", age_days=150)
    toilet = mem("toilet", "用户大约每四个小时要用导尿管，外出要找无障碍厕所", age_days=600)
    old = mem("old", "用户的轮椅是一台十二公斤的折叠手动轮椅", age_days=700)
    diet = mem("diet", "用户不吃海鲜", age_days=800)
    memories = {m.memory_id: m for m in (new, toilet, old, diet)}
    evidence = {"new": Evidence(cosine=0.8), "toilet": Evidence(cosine=0.7), "old": Evidence(cosine=0.6),
                "diet": Evidence(cosine=0.5)}
    vectors = {"new": np.array([1.0, 0.0, 0.0]), "toilet": np.array([0.0, 1.0, 0.0]),
               "old": np.array([0.6, 0.0, 0.8]), "diet": np.array([0.0, 0.0, 1.0])}
    hits = {h.memory.memory_id: h for h in keep_extra_slots_distinct(
        rank_and_select(memories, evidence, NOW, RetrievalConfig(top_k_inject=4)), vectors, base_k=2)}
    assert not hits["old"].injected and "较新的“用户六月到手" in hits["old"].reason
    assert hits["new"].injected and hits["toilet"].injected and hits["diet"].injected
    # within the first base_k nothing is touched, and an older near memory there stays
    hits = {h.memory.memory_id: h for h in keep_extra_slots_distinct(
        rank_and_select(memories, evidence, NOW, RetrievalConfig(top_k_inject=4)), vectors, base_k=4)}
    assert all(h.injected for h in hits.values())


def test_a_question_about_plans_injects_the_plans_still_ahead_first():
    from memory.recall import PLANS_GAVE_WAY, PLANS_REASON, bring_pending_plans
    cfg = RetrievalConfig(top_k_inject=2)
    kid = mem("kid", "用户的儿子十五岁，坐康复轮椅", age_days=300)
    noise = mem("noise", "用户的驿站每天早七点开到晚九点", age_days=200)
    memories = {m.memory_id: m for m in (kid, noise)}
    hits = rank_and_select(memories, {"kid": Evidence(cosine=0.7), "noise": Evidence(cosine=0.65)}, NOW, cfg)
    first, second = [h.memory.memory_id for h in hits if h.injected]
    plan = mem("plan", "用户想趁寒假带儿子去北京做康复评估", age_days=30)
    plan.valid_until = NOW + timedelta(days=80)
    hits = bring_pending_plans(hits, [plan], cfg.top_k_inject)
    # the plan comes first; recall's best keeps the slot left, the next gives way
    assert [(h.memory.memory_id, h.injected) for h in hits] == [("plan", True), (first, True), (second, False)]
    assert hits[0].reason == PLANS_REASON and hits[2].reason == PLANS_GAVE_WAY
    # no plan ahead: recall's own choice stands
    again = rank_and_select(memories, {"kid": Evidence(cosine=0.7), "noise": Evidence(cosine=0.65)}, NOW, cfg)
    assert bring_pending_plans(again, [], cfg.top_k_inject) is again


def test_same_person_reads_who_a_fact_is_about():
    from memory.supersede import same_person
    assert same_person("用户的老公在菲律宾马尼拉做生意", "用户老公把外面的生意交给表弟打理，已经回泉州常住") == "老公"
    assert same_person("用户的老伴儿身子骨硬朗", "用户的老伴儿做了髋关节置换手术") == "老伴儿"
    assert same_person("用户的女儿在银川上小学", "用户的儿子在义乌上小学") == ""
    assert same_person("用户的女儿跟着爷爷奶奶在银川上小学", "用户把女儿接到义乌读书了") == "女儿"
    assert same_person("用户每天跑步", "用户膝盖做了手术") == ""  # the user is no "person" here


def test_of_two_near_memories_about_one_person_only_the_newer_is_injected():
    from memory.recall import keep_latest_of_each_person, people_pairs
    # holdout25: "腿脚眼下啥情况" got the healthy husband beside the one after hip surgery
    old = mem("old", "用户的老伴儿身子骨硬朗，每天早上去江边冬泳", age_days=400)
    new = mem("new", "用户的老伴儿做了髋关节置换手术，走路得拄拐，不能久站", age_days=60)
    allergy = mem("allergy", "用户的老伴儿对青霉素过敏，打针前一定要跟医生说清楚", age_days=500)
    age = mem("age", "用户的老伴儿七十岁", age_days=800)  # too short to tell its attribute by meaning
    mine = mem("mine", "用户身子骨硬朗，每天早上冬泳", age_days=700)
    memories = {m.memory_id: m for m in (old, new, allergy, mine, age)}
    evidence = {mid: Evidence(cosine=c) for mid, c in (("new", 0.8), ("old", 0.7), ("allergy", 0.6), ("mine", 0.5),
                                                       ("age", 0.4))}
    vectors = {"new": np.array([1.0, 0.0, 0.0]), "old": np.array([0.5, 0.0, 0.866]),
               "allergy": np.array([0.3, 0.954, 0.0]), "mine": np.array([0.5, 0.0, 0.866]),
               "age": np.array([1.0, 0.0, 0.0])}
    hits = {h.memory.memory_id: h for h in rank_and_select(memories, evidence, NOW, RetrievalConfig(top_k_inject=5))}
    pairs = people_pairs(list(hits.values()))
    assert {(o.memory.memory_id, n.memory.memory_id) for o, n, _ in pairs} == {("old", "new"), ("allergy", "new"),
                                                                               ("allergy", "old")}
    keep_latest_of_each_person(pairs, vectors)
    assert not hits["old"].injected and "说的也是老伴儿" in hits["old"].reason
    # another fact of the same person far in meaning (0.3) stays, and so does the user's own near one
    assert hits["new"].injected and hits["allergy"].injected and hits["mine"].injected and hits["age"].injected


def test_a_travel_budget_set_again_replaces_the_older_one():
    from memory.supersede import may_replace_unseen
    # the same span (the year, per person per day, per trip) with another amount
    assert replaces("用户家一年出去旅游的预算大概五万", "老婆换了工作，用户说今年出去玩的钱只有两万五") == "说预算变了"
    assert replaces("用户出门玩人均一天不超过600", "用户说今年宽裕些，人均一天1000以内都行") == "说预算变了"
    assert replaces("用户出去玩一趟最多花三千", "用户说现在出去玩一趟能花五千块") == "说预算变了"
    assert may_replace_unseen("用户说今年出游预算可以放到四万")  # kept for the successor lookup
    # not the same budget: another span, another item, a trip's own, not travel, the same amount
    assert replaces("用户家一年出去旅游的预算大概五万", "用户出去玩住酒店每晚不超过五百") is None
    assert replaces("用户出去玩一趟最多花三千", "用户出去玩机票一趟最多一千") is None
    assert replaces("用户家一年出去旅游的预算大概五万", "用户想把成都这趟的总花销压在八千以内") is None
    assert replaces("用户每个月的网购花销大约两千元", "用户每个月的话费不超过一百") is None
    assert replaces("用户家一年出去玩的预算三万块", "用户说今年出去旅游的预算还是三万") is None


def test_a_death_replaces_what_was_said_of_the_living():
    from memory.supersede import may_replace_unseen
    assert replaces("用户的爷爷住在乡下老宅，每年春节都回去看他", "用户的爷爷今年三月去世了") == "说已经过世了"
    assert replaces("家里的柯基叫旺财，出远门就寄养在朋友家", "旺财上个月病死了，用户难过了很久") == "说已经过世了"
    assert may_replace_unseen("旺财上个月病死了，用户难过了很久")
    # a memory of the past stays, and so does what is said of someone else or of plants
    assert replaces("用户小时候是在爷爷家长大的", "用户的爷爷今年三月去世了") is None
    assert replaces("用户的奶奶住在乡下老宅", "用户的爷爷今年三月去世了") is None
    assert replaces("用户养的茉莉花今年开得很好", "用户养的多肉已经死了好几盆") is None


def test_a_routine_with_a_new_cadence_replaces_the_older_one():
    assert replaces("我在南海钻井平台上班，上二十八天休二十八天。",
                    "我们平台现在是上三十五天歇三十五天 人手少了") == "说多久一次变了"
    assert replaces("他们学校四个礼拜放一次月假 礼拜五中午放",
                    "一鸣学校现在三个礼拜放一次月假 还是礼拜五中午放") == "说多久一次变了"
    assert replaces("老家兰州，基本每个月飞回去一次看我爸妈。",
                    "我妈开始透析了 我以后尽量两周回去一次") == "说多久一次变了"
    # the same cadence, or another thing done once a period, replaces nothing
    assert replaces("他们学校四个礼拜放一次月假", "学校还是四个礼拜放一次月假 礼拜天下午回") is None
    assert replaces("用户每个月去一次书店", "用户每周去一次游泳馆") is None


def test_the_same_trip_on_another_weekday_replaces_the_older_one():
    assert replaces("每周日晚上坐高铁去合肥，周四上完课回南京。",
                    "这学期课都排在周一到周三了 我周日晚上过去 周三下午上完就回南京") == "说改在另一天了"
    # the same weekday, or another trip, is not a change
    assert replaces("每周一早上坐高铁过去 周四晚上再回杭州", "周一在家办公 周四晚上回杭州还是老样子") is None
    assert replaces("周四上完课回南京", "周三晚上去上海上英语课") is None


def test_a_way_of_travelling_given_up_replaces_the_habit():
    from memory.supersede import may_replace_unseen
    new = "老赵腿这样了 今年起不再坐火车了 改坐飞机"
    assert replaces("以前来回都坐火车 吉林到北海得倒两趟 买的都是软卧下铺", new) == "说不再坐那种车了"
    assert may_replace_unseen(new)
    # giving up trains says nothing of a flight habit, nor of a colleague's trains
    assert replaces("回老家一般都坐飞机，选靠窗", new) is None
    assert replaces("我同事王姐的儿子在哈尔滨上学，她每次都坐火车卧铺去", new) is None


def test_another_place_to_stay_replaces_the_older_one():
    from memory.supersede import may_replace_unseen
    new = "住的地方换了 医院旁边有人家出租短租房 一晚一百二 现在都住那"
    assert replaces("在上海住医院附近的如家 一晚两百多 再贵就住不起了", new) == "说住的地方换了"
    assert may_replace_unseen(new)
    # a stay somewhere else, or no stay at all, is not replaced
    assert replaces("去北京出差住公司协议的全季酒店 一晚五百", new) is None
    assert replaces("复查前一天要空腹抽血", new) is None


def test_the_same_weekday_at_another_hour_said_as_a_change_replaces_the_older_one():
    new = "公司改了制度 我现在周五也要上到六点 下班再去赶车"
    assert replaces("周五我下午能早走，最早赶四点的车；他周五要值班", new) == "说改了钟点"
    # the same hour, another weekday, or no word of a change is not a change
    assert replaces("周五下午六点下班就去赶车", new) is None
    assert replaces("周三下午四点有例会", new) is None
    assert replaces("周五下午四点开例会", "周五晚上六点去健身房") is None


def test_another_way_to_get_there_on_the_same_trip_replaces_the_older_one():
    assert replaces("用户国庆回大理打算从上海飞丽江，再坐车过去", "机票涨得太狠，用户改主意坐高铁回大理") == "说改了出行方式"
    assert replaces("合唱团三十个人说好包一辆大巴去苏州比赛", "合唱团去苏州改成坐高铁了，票由团里统一买") == "说改了出行方式"
    # only the switch's own clause must name no one new ("表哥开车来接" is the next clause's)
    assert replaces("用户清明回老家还是自己开车，要开七个钟头",
                    "用户说清明回老家不自己开车了，改坐高铁，表哥开车来接") == "说改了出行方式"
    # the same way again, another trip, or a colleague's switch is not a change
    assert replaces("用户国庆回大理打算从上海飞丽江", "用户去杭州开会改坐高铁了") is None
    assert replaces("合唱团去苏州说好包一辆大巴", "同事去苏州出差改坐高铁了") is None


def test_a_place_left_replaces_living_there_but_not_what_happened_there():
    from memory.supersede import may_replace_unseen
    new = "用户的哥哥把父亲接到县城自己家住了，父亲现在不在老宅了"
    assert replaces("用户的父亲八十岁，一个人住在村里的老宅", new) == "说已经不在那里了"
    assert may_replace_unseen(new)
    # a gathering held there is no one's home, and another place is not left
    assert replaces("过年全家人要在老宅吃团年饭", new) is None
    assert replaces("用户的父亲八十岁，住在县城", new) is None


def test_the_same_appointment_on_another_date_replaces_the_older_one():
    from memory.supersede import may_replace_unseen
    assert replaces("学校通知面试定在5月12号上午", "用户收到的面试安排是5月20号下午") == "说改了日子"
    assert replaces("医生说手术排在6月中旬", "床位紧张，手术推到了7月上旬") == "说改了日子"
    assert may_replace_unseen("床位紧张，手术推到了7月上旬")
    assert not may_replace_unseen("学校通知面试定在5月12号上午")  # a first date waits to be a candidate
    # the same date, another appointment, or a numbered one is not a change
    assert replaces("面试定在5月12号上午", "面试安排是5月12号，要带身份证") is None
    assert replaces("面试定在5月12号上午", "体检排在5月20号") is None
    assert replaces("第一轮面试定在3月10号", "第二轮面试安排是4月8号") is None


def test_a_ticket_refunded_replaces_the_ticket():
    assert replaces("用户抢到了五月天5月3号北京站的票", "五月天那张票被判成异常订单退掉了，用户又抢到了鸟巢加场") == "说那张票退了"
    # another show's ticket, or a refund of a train ticket for another trip, replaces nothing
    assert replaces("用户抢到了周杰伦7月长沙站的票", "五月天那张票被判成异常订单退掉了") is None
    assert replaces("用户抢到了五月天5月3号北京站的票", "回老家的车票退了，改坐飞机") is None


def test_a_booking_swapped_and_a_new_total_of_tables_replace_the_older_ones():
    assert replaces("用户的婚宴场地先订在了江边一家五星级酒店的草坪，已经付了两万定金，请柬都印好了",
                    "那家酒店临时要加价，用户换了场地，现在婚宴定在老城区一个四合院") == "说换了一个"
    assert replaces("爷爷的寿宴订在镇上的酒楼，先订了十五桌", "亲戚越来越多，酒楼那边又加了三桌，现在一共十八桌") \
        == "里同一样东西换了数目"
    # "换了工作" says nothing of work habits, nor does "换了新手机" of phone cases
    assert replaces("用户工作上最怕临时改需求", "用户换了工作，工资降了不少") is None
    assert replaces("我每换一个新手机壳，新鲜劲也就维持一个月", "我刚换了新手机，数据迁移弄了一晚上") is None
    assert replaces("爷爷的寿宴先订了十五桌", "现在一共十五桌，坐得下") is None


def test_another_length_for_the_same_plan_replaces_the_older_one():
    # the older fact says much the newer drops, so the change rule (half its characters) does not pair them
    old = "今年是属马的本命年，用户打算国庆去徒步虎跳峡，全程四十多公里，上下坡多，准备三天走完"
    assert replaces(old, "用户跟两个老同学约好一起徒步，改成两天，头一晚住中途客栈") == "说改了天数"
    # the same length, another unit, or a length nobody planned is not a change
    assert replaces(old, "用户跟两个老同学约好一起徒步，改成三天走完") is None
    assert replaces(old, "用户跟两个老同学约好一起徒步，改成两晚") is None
    assert replaces("用户每年国庆放三天假，徒步要看天气", "用户跟两个老同学约好一起徒步，改成两天走完") is None


def test_a_restriction_lifted_replaces_the_restriction():
    assert replaces("用户胃溃疡还在吃药，医生说治疗期间不能喝酒",
                    "用户复查胃镜说溃疡已经愈合，医生同意应酬时可以少量喝一点") == "说现在可以了"
    assert replaces("用户血压偏高，医生让他晚上八点后别上高速开夜车",
                    "用户的血压已经控制住了，医生说夜里开车也没问题了") == "说现在可以了"
    assert replaces("试用期员工不能预借差旅费，只能自己先垫钱",
                    "公司现在允许试用期员工申请差旅备用金了，一次最多3000元") == "说现在可以了"
    assert replaces("用户不会开车，下乡全靠村里人骑摩托捎他",
                    "用户拿到驾照了，现在自己开一辆二手比亚迪往返村里") == "说已经会开车了"
    # something else permitted, someone else's permission, or someone else's licence lifts nothing
    assert replaces("用户胃溃疡还在吃药，医生说治疗期间不能喝酒", "用户复查后医生说可以正常游泳了") is None
    assert replaces("用户血压偏高，医生让他别开夜车", "用户的父亲血压控制住了，医生说夜里开车没问题了") is None
    assert replaces("用户还没考驾照", "用户的弟弟今年刚考了驾照") is None


def test_a_posting_ended_or_moved_replaces_the_older_post():
    assert replaces("用户是建筑央企的电气工程师，外派在尼日利亚拉各斯的港口项目上",
                    "用户已经从原来的项目调走，现在在沙特利雅得的一个新城项目上") == "说已经调到别处了"
    assert replaces("用户是航空公司的空乘，基地在广州，主要飞国际远程线",
                    "用户现在在上海基地执勤，飞的多是日韩短线") == "说已经调到别处了"
    # the same base, or a project the user was never posted to, is no move
    assert replaces("用户是空乘，基地在上海", "用户现在在上海基地执勤，飞日韩短线") is None
    assert replaces("用户的科研经费从国家自然科学基金的项目里出", "用户已经从原来的项目调走") is None


def test_a_business_travel_cap_set_again_replaces_the_older_one():
    assert replaces("公司规定出差住宿每晚不能超过500元", "公司新出的差旅细则：展会期间酒店每晚最高能报680元") \
        == "说预算变了"
    assert replaces("用户所里的差标是二线城市住宿每晚不超过400元，一线城市不超过600元",
                    "所里发了新版差旅制度：一线城市住宿每晚上限800元，其他城市550元") == "说预算变了"
    # the flights' cap is not the hotel's
    assert replaces("公司规定出差住宿每晚不能超过500元", "公司规定出差机票一张上限1500元") is None


def test_gear_sold_and_replaced_replaces_the_gear():
    assert replaces("用户的主力镜头是适马150-600", "用户卖掉了适马那支，咬牙换了索尼600mm F4 GM") == "说已经换掉了"
    assert replaces("用户有一台电动绞轮，是达瓦的", "用户把达瓦电绞出掉了，换了一台禧玛诺的") == "说已经换掉了"
    assert replaces("用户有一台信达EQ5赤道仪，太沉了", "用户把旧赤道仪出了，入手了一台谐波赤道仪，轻了一大半") == "说已经换掉了"
    # sold with nothing in its place, another thing sold, or a friend's gear
    assert replaces("用户的主力镜头是适马150-600", "用户卖掉了适马那支") is None
    assert replaces("用户的主力镜头是适马150-600", "用户把尼康那台望远镜转给了老马，换了台施华洛世奇") is None
    assert replaces("用户的主力镜头是适马150-600", "用户的朋友卖掉了适马那支，换了索尼的") is None


def test_a_certificate_of_a_higher_grade_replaces_the_lower_one():
    assert replaces("用户持有CASI二级单板教练证", "用户4月底在万龙考过了CASI三级") == "说考了更高的级别"
    assert replaces("用户有PADI进阶开放水域(AOW)潜水证", "用户5月在三亚考下了PADI救援潜水员证") == "说考了更高的级别"
    # another body's certificate, or someone else's
    assert replaces("用户有PADI进阶开放水域潜水证", "用户考下了CAAC无人机执照") is None
    assert replaces("用户持有CASI二级单板教练证", "用户的徒弟考过了CASI三级") is None


def test_someone_who_quit_and_a_trip_dropped_replace_what_was_said_of_them():
    assert replaces("民宿有个帮工阿梅，负责打扫和做早餐", "阿梅十月初回老家不干了，现在早饭是用户自己做") \
        == "说那个人已经不干了"
    assert replaces("用户打算6月初跟天津观鸟会去青海湖看斑头雁", "青海湖那趟用户不去了，医生不让上高原") == "说那趟不去了"
    assert may_replace_unseen("阿梅十月初回老家不干了") and may_replace_unseen("青海湖那趟用户不去了")
    # someone else quit; a trip to another place; a memory that plans nothing
    assert replaces("民宿有个帮工阿梅，负责打扫和做早餐", "小王十月初不干了") is None
    assert replaces("用户打算6月初去青海湖看斑头雁", "延安那趟不去了") is None
    assert replaces("用户2019年去过青海湖", "青海湖那趟用户不去了") is None


def test_a_trip_moved_to_another_month_replaces_the_plan():
    assert replaces("用户计划2026年7月攀登慕士塔格峰，报了一个商业队", "慕士塔格改到8月上旬出发了，领队说7月冰裂缝太多") \
        == "说改了日子"
    # another trip moved, or the same month
    assert replaces("用户计划2026年7月攀登慕士塔格峰", "徽杭古道那次改到11月了") is None
    assert replaces("用户计划2026年7月攀登慕士塔格峰", "慕士塔格改到7月下旬出发了") is None
    # the trip named by a two-character place and 那趟
    assert replaces("用户计划2026年8月带家人去汕头吃牛肉火锅", "用户把汕头那趟改到了2026年11月，8月公司要封闭开发") \
        == "说改了日子"
    assert replaces("用户计划2026年8月带家人去汕头吃牛肉火锅", "用户把潮州那趟改到了2026年11月") is None


def test_a_membership_tier_gone_up_or_down_replaces_the_older_tier():
    assert replaces("用户的东方万里行账户只是普卡，平时很少飞东航", "用户的东方万里行升到了金卡，可以进贵宾休息室") \
        == "说会员等级变了"
    assert replaces("用户是皇家加勒比皇冠与锚会员，现在是金卡", "用户的皇冠与锚会员升到了钻石卡") == "说会员等级变了"
    # another programme, or someone else's card
    assert replaces("用户的东方万里行账户只是普卡", "用户的凤凰知音升到了金卡") is None
    assert replaces("用户的东方万里行账户只是普卡", "用户老婆的东方万里行升到了金卡") is None


def test_a_vehicle_taken_up_and_something_no_longer_done_replace_the_older_habit():
    assert replaces("用户不坐飞机，觉得不踏实", "用户1月第一次坐飞机去了海南，以后远的地方也愿意坐飞机了") == "说现在愿意坐了"
    assert replaces("民宿可以带宠物入住，加收100块清洁费", "用户不再接带宠物的客人了，上次有只狗把沙发咬坏了") \
        == "说已经不再这样了"
    # a first flight told as a story takes nothing up; another vehicle; no longer doing something else
    assert replaces("用户恐高，能坐动车就不坐飞机", "用户第一次坐飞机是去海口") is None
    assert replaces("用户不坐飞机，觉得不踏实", "用户以后也愿意坐大巴了") is None
    assert replaces("民宿可以带宠物入住", "用户不再接团队客人了") is None


def test_moving_is_said_in_more_ways_and_a_home_is_not_a_hometown():
    assert replaces("用户家在成都", "用户6月搬到了西宁，离青海的拍摄点近") == "说已经搬了家"
    assert replaces("用户住在张家口市区桥东", "用户九月在崇礼租了个两居室，已经搬过去了") == "说已经搬了家"
    assert replaces("用户住在保定，每次坐高铁都要去保定东站", "用户搬家到了石家庄，走路十分钟就到石家庄站") == "说已经搬了家"
    assert says_it_changed("用户搬家到了石家庄") and not says_it_changed("用户打算明年搬家")
    assert replaces("用户老家在成都", "用户6月搬到了西宁") is None
    # the parents' home is theirs
    assert replaces("用户的爸妈住在乐山", "用户说在温江买了套小两居，七月已经搬过去了") is None


def test_leaving_a_group_named_as_it_was():
    assert replaces("用户是登山群蜀山行的财务，管AA账", "用户退出了蜀山行，因为群主要把群搞成商业队") == "说已经离开了那里"
    # two characters without "原来的" name too little
    assert replaces("用户工作日不方便出门", "用户辞了工作") is None


def test_everyday_verbs_of_a_new_state_tell_of_a_change():
    from memory.supersede import says_it_changed
    for text in ("用户换车了，现在开的是一台混动SUV", "用户的会员等级降成了普卡", "用户的酒店会员升到了白金",
                 "用户把那张信用卡销了", "用户的降压药医生让停药了", "用户的腰伤好了，能背包了",
                 "用户改骑公路车了", "用户的猫又能自己跳上床了", "用户的脚踝恢复得不错"):
        assert says_it_changed(text), text
    # a plan settled is no new state of an older fact
    for text in ("用户订好了去三亚的机票", "用户和朋友约好了周六爬山", "用户说好了国庆回老家", "用户喜欢吃辣"):
        assert not says_it_changed(text), text


def test_any_message_keeps_only_the_newer_of_two_much_nearer_versions():
    from memory.recall import CHANGED_STATE_COSINE, CHANGED_STATE_REASON, NOW_STATE_COSINE, keep_current_states
    old = mem("old", "用户的狗后腿骨折了，三个月不能跳上车", age_days=300)
    new = mem("new", "用户的狗腿好了，又能自己跳上车了", age_days=30)
    memories = {m.memory_id: m for m in (old, new)}
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6)}
    near = {"old": np.array([1.0, 0.0]), "new": np.array([0.62, np.sqrt(1 - 0.62 ** 2)])}
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select(memories, evidence, NOW, RetrievalConfig()), near, CHANGED_STATE_COSINE, CHANGED_STATE_REASON)}
    assert not hits["old"].injected and hits["old"].replaced_by is new and hits["new"].injected
    assert hits["old"].reason.startswith("较新的记忆说情况变了，两条说的是同一件事，以它为准")
    # at 0.5 the two may be two facts about one dog: outside a question about now both stay
    apart = {"old": np.array([1.0, 0.0]), "new": np.array([0.5, np.sqrt(1 - 0.25)])}
    assert NOW_STATE_COSINE < 0.5 < CHANGED_STATE_COSINE
    assert all(h.injected for h in keep_current_states(
        rank_and_select(memories, evidence, NOW, RetrievalConfig()), apart, CHANGED_STATE_COSINE, CHANGED_STATE_REASON))


def test_two_news_of_change_are_versions_of_one_fact_only_when_much_nearer():
    from memory.recall import CHANGED_STATE_COSINE, CHANGED_STATE_REASON, keep_current_states
    tier = mem("tier", "用户的航空会员降成了银卡", age_days=200)
    card = mem("card", "用户把之前那张联名卡销了，现在日常刷另一家的白金卡", age_days=100)
    memories = {m.memory_id: m for m in (tier, card)}
    evidence = {"tier": Evidence(cosine=0.7), "card": Evidence(cosine=0.6)}
    at = {"tier": np.array([1.0, 0.0]), "card": np.array([0.45, np.sqrt(1 - 0.45 ** 2)])}
    # a question about now (bar 0.3): the older one tells of a change itself, so it needs 0.6
    assert all(h.injected for h in keep_current_states(rank_and_select(memories, evidence, NOW, RetrievalConfig()), at))
    nearer = {"tier": np.array([1.0, 0.0]), "card": np.array([0.65, np.sqrt(1 - 0.65 ** 2)])}
    hits = {h.memory.memory_id: h for h in keep_current_states(
        rank_and_select(memories, evidence, NOW, RetrievalConfig()), nearer)}
    assert not hits["tier"].injected and hits["card"].injected
    # outside a question about now, a change told only by its date ("今年…已经花了一万八") is no new state
    budget = mem("budget", "用户每年观鸟的开销控制在三万以内", age_days=300)
    spent = mem("spent", "用户今年观鸟已经花了一万八了", age_days=20)
    pair = {m.memory_id: m for m in (budget, spent)}
    ev = {"budget": Evidence(cosine=0.7), "spent": Evidence(cosine=0.6)}
    close = {"budget": np.array([1.0, 0.0]), "spent": np.array([0.65, np.sqrt(1 - 0.65 ** 2)])}
    assert all(h.injected for h in keep_current_states(rank_and_select(pair, ev, NOW, RetrievalConfig()), close,
                                                       CHANGED_STATE_COSINE, CHANGED_STATE_REASON, dated=False))



def test_a_listed_newer_wording_under_the_cut_stands_in_for_the_older_one_it_replaces():
    old = mem("old", "用户的酒店会员现在是金卡", age_days=300)
    other = mem("other", "用户不吃香菜", age_days=400)
    new = mem("new", "用户的酒店会员升到了白金卡", age_days=30)
    assert replaces(old.content, new.content) == "说会员等级变了"
    memories = {m.memory_id: m for m in (old, other, new)}
    evidence = {"old": Evidence(cosine=0.7), "other": Evidence(cosine=0.6), "new": Evidence(cosine=0.0)}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig())
    assert [(h.memory.memory_id, h.injected, h.rank) for h in hits] == [
        ("new", True, 0), ("old", False, 1), ("other", True, 2)]
    assert hits[0].replaces is old and hits[0].reason == "已注入：它更新了较旧的“用户的酒店会员现在是金卡”"
    assert hits[1].replaced_by is new and hits[1].reason.startswith("较新的记忆说会员等级变了")


def test_a_rule_from_now_on_or_someone_who_can_no_longer_come_tells_of_a_change():
    for text in ("汉诺威展会那几天酒店价格翻了三倍，以后我宁可住远点坐轻轨过去", "我现在样书都做成平板上的PDF，再也不背几十斤书到处跑了",
                 "小梁的签证材料出了问题去不了新加坡了，他的海报由我代讲", "在乌镇看完那场沉浸式之后我彻底改观了"):
        assert says_it_changed(text), text
    for text in ("我喜欢坐前排", "我现在吃蛋奶素，肉和海鲜都不碰"):  # 现在 alone is no news of a change
        assert not says_it_changed(text), text


def test_the_thing_named_before_the_word_of_change_is_set_again():
    why = "说同一件事改了"
    assert replaces("婚礼地点一开始定在普吉岛的一家海边酒店", "婚礼地点改到巴厘岛乌鲁瓦图的悬崖教堂了，陈屿更喜欢那里的日落") == why
    assert replaces("香港艺术节这趟我先定了八千块的预算", "香港那趟预算我加到一万二了，想再补一场加演") == why
    assert replaces("我的季票一直是南看台普通区，每场都站着唱歌", "2027赛季的季票我升级到了西看台VIP区，年纪大了想坐着看") == why
    # another trip's budget: the thing is the same word, nothing else is shared
    assert replaces("每次出去看比赛我的预算是一千五以内", "香港那趟预算我加到一万二了") is None
    # the older memory gives no value to the thing moved: a trip's budget stays when its date moves
    assert replaces("日本巡礼的预算一万五，周边手办另算", "日本巡礼推迟到2027年4月樱花季了") is None
    assert replaces("上周末我去电影院看了一部科幻片", "用户家附近的影院改成了激光放映，周末场次经常满座") is None


def test_an_appointment_moved_in_other_words_replaces_the_older_date():
    from memory.supersede import may_replace_unseen
    why = "说改了日子"
    assert replaces("医生给我排的取卵手术在7月8号", "卵泡长得慢，医生让再等等，取卵定到了7月15号") == why
    assert replaces("师傅那边这一窑定在7月10号点火", "柴没到齐，师傅只好把点火往后推了两个礼拜，到7月24号") == why
    assert replaces("术后半年的复查原定8月底", "医生把术后半年的复查安排在了9月中旬") == why
    assert replaces("面包店每周一店休", "店休挪到了周二，周一要跑批发市场") == why
    assert may_replace_unseen("柴没到齐，师傅只好把点火往后推了两个礼拜，到7月24号")
    assert may_replace_unseen("店休挪到了周二，周一要跑批发市场")
    # what moved is the trip, not the typhoon that moved it; a date said more exactly is the same date
    assert replaces("每年7到9月台风季不接长住订单", "冲绳那趟因为台风推到了11月下旬") is None
    assert replaces("合唱团11月要去维也纳参加合唱节", "合唱团定在11月8日出发") is None


def test_a_couple_back_together_replaces_the_break_up():
    from memory.supersede import may_replace_unseen
    new = "春节后我和苏晴又在一起了，说好明年结束异地"
    assert replaces("我和苏晴分手了，她说异地太累", new) == "说又在一起了"
    assert may_replace_unseen(new)
    assert replaces("表哥和女朋友分手了", new) is None  # someone else's break-up, no name shared


def test_food_eaten_again_replaces_the_kind_kept_out():
    why = "说现在又吃了"
    assert replaces("我只吃鱼虾，别的肉都不吃", "为了补铁，我开始吃点鸡肉和牛肉，猪肉还是不吃") == why
    assert replaces("我吃纯素，蛋奶都不碰", "查出贫血后不再那么严格了，现在鸡蛋和牛奶会吃") == why
    # one dish kept out is not the whole kind; someone else's diet is not the user's
    assert replaces("我不吃油炸的东西，香肠腊肉这类加工肉也不碰", "为了补铁，我开始吃点鸡肉和牛肉") is None
    assert replaces("女儿吃素，肉都不碰", "为了补铁，我开始吃点鸡肉和牛肉") is None


def test_a_degree_finished_or_a_helper_gone_replaces_the_older_fact():
    assert replaces("男朋友Ethan在珀斯读博，一年见两次", "Ethan博士毕业了，在悉尼找了份工作") == "说已经毕业了"
    assert replaces("女儿在成都读大二", "堂弟今年研究生毕业了") is None
    why = "说原来那位已经走了"
    assert replaces("店里的帮手小陈能单独看店", "原来的帮手回老家了，新来的阿杰上手快") == why
    # a project left is no helper gone
    assert replaces("项目上的轮休是干四个月休一个月", "我已经从原来的项目调走，现在在利雅得") is None


def test_a_plan_given_up_as_too_costly_replaces_the_plan():
    why = "说那个打算放弃了，改定了别的"
    assert replaces("我想12月去北海道泡温泉看雪", "北海道机酒太贵，商量后定了11月中去九州") == why
    assert replaces("我计划1月底去冰岛追极光", "冰岛太贵了，我改成2月初去芬兰") == why
    # the costly place must be the one planned, and something else settled on
    assert replaces("我想12月去北海道泡温泉看雪", "冰岛太贵了，我改成2月初去芬兰") is None
    assert replaces("我想12月去北海道泡温泉看雪", "北海道机酒太贵了") is None


def test_whose_fact_a_statement_is():
    from memory.supersede import names_a_person, whose
    assert whose("婷婷不吃香菜和葱") == "婷婷"
    assert whose("老伴秀兰花粉过敏，春天出门得戴口罩") == "老伴"
    assert whose("女儿朵朵对花生严重过敏") == "女儿"
    for mine in ("用户一直不吃辣", "用户自己对磺胺类药物过敏", "我对芒果过敏", "用户从小对海鲜过敏", "用户晕车"):
        assert whose(mine) == "", mine
    assert names_a_person("我妈对啥过敏") and not names_a_person("我自己对啥过敏")
    # a child or a sibling named after whose they are is that one, not the user; an elder keeps the name before it
    assert whose("张弛的儿子穿130码的童装") == "儿子" and whose("张弛的女儿穿110码的童装") == "女儿"
    assert whose("小敏的弟弟在澳大利亚墨尔本读博") == "弟弟"
    assert whose("琪琪的奶奶九十岁，住在漳州乡下") == whose("琪琪奶奶被接到厦门，跟她爸妈一起住")
    assert whose("用户跟楼上的邻居成了好朋友") == ""


def test_a_child_who_changed_school_replaces_where_it_went():
    from memory.supersede import may_replace_unseen
    why = "说转了学"
    assert replaces("儿子在小区旁边的公立小学读三年级", "儿子转学去了南山的一所民办学校，每天坐校车") == why
    assert replaces("阿宝在镇上的初中上学，每天走读", "阿宝进了县城的重点班，开始住校，周六才回家") == why
    assert may_replace_unseen("阿宝进了县城的重点班，开始住校，周六才回家")
    # a grade alone says nothing of the school; another child's move is not this one's
    assert replaces("儿子读小学三年级，对花生过敏", "儿子转学去了南山的一所民办学校") is None
    assert replaces("女儿在家门口的幼儿园上中班", "侄子转学去了上海") is None


def test_something_done_now_replaces_its_not_done_yet():
    assert replaces("老大的签证批了，老二的还没批", "老二的签证也批下来了，一家四口都能走") == "说已经办下来了"
    # done for someone the older one does not wait for
    assert replaces("老大的签证批了，老二的还没批", "老大的护照也办好了") is None


def test_a_holiday_trip_sent_elsewhere_replaces_the_plan():
    why = "说那个假期改去了别处"
    assert replaces("打算国庆带爸妈去黄山", "黄山那边酒店订不上，把国庆的行程改去婺源了") == why
    # another holiday, or the same place again, is no redirection
    assert replaces("打算国庆带爸妈去黄山", "把五一的行程改去婺源了") is None
    assert replaces("打算国庆带爸妈去黄山", "把国庆的行程改到黄山脚下的民宿") is None


def test_signed_up_in_someone_s_name_for_another_replaces_the_first():
    assert replaces("给儿子报了暑假去北京的科技营，五天", "北京那个科技营满员了，改给儿子报了杭州的科技营") \
        == "说“改给儿子报了”"


def test_gear_sold_named_by_a_brand_that_holds_a_function_character():
    assert replaces("我的主力机是佳能R5配100-500", "把佳能那一套都出掉了，换成尼康Z8") == "说已经换掉了"


def test_the_clause_before_a_change_names_what_changed():
    assert replaces("给团子吃的是猫粮拌鸡肉冻干", "带团子做了过敏原检测，它对鸡肉过敏，现在口粮全换成了三文鱼配方的") == "说“换成”"


def test_a_habit_given_up_or_a_condition_grown_worse_replaces_the_older_state():
    assert replaces("我爱抽两口烟，一天半包", "查出肺结节以后我把烟彻底戒了") == "说已经戒了"
    assert replaces("我吃全素，蛋奶都不碰", "听医生的劝我又开了荤，鱼虾都吃") == "说现在又吃了"
    assert replaces("我左膝有点旧伤，爬山没问题", "我的左膝今年越来越糟，下楼都得扶着") == "说现在更严重了"
    # what was given up is not what the older one takes; another part of the body grew worse
    assert replaces("我爱喝两口白酒", "我把烟彻底戒了") is None
    assert replaces("我左膝有点旧伤，爬山没问题", "我的腰越来越差了") is None


def test_army_service_begun_or_ended_and_a_partner_left_replace_the_older_state():
    assert replaces("老公周强在西藏部队服役，一年回来一次", "老公周强转业回了成都，在区里上班") == "说已经转业了"
    assert replaces("儿子在镇上读高三，准备高考", "儿子没考上大学，参军了，在新疆当兵") == "说已经参军了"
    assert replaces("我和女朋友小雅在一起两年了", "我恢复单身了，出去玩都是一个人") == "说已经恢复单身"
    # another relative's service; a friend single again says nothing of the user's partner
    assert replaces("老公周强在西藏部队服役", "表哥转业回了成都") is None
    assert replaces("我和女朋友小雅在一起两年了", "同事恢复单身了") is None


def test_a_thing_swapped_for_another_of_its_kind_or_said_changed_by_name():
    why = "说换了一个"
    assert replaces("我用的是一台手动折叠轮椅，能塞进后备箱", "上个月换了电动轮椅，带锂电池") == why
    assert replaces("中介给我找的寄宿家庭在老城区，房东是位老太太", "寄宿家庭换了，现在住在一对退休夫妇家") == why
    assert replaces("我在一家白酒公司做销售经理，天天陪客户喝酒", "我换工作了，现在在物流公司管调度") == "说换了工作的地方"
    # a new one of the same word only, or a wish for one, is no swap
    assert replaces("我的手机内存又满了", "我刚换了新手机，数据迁移弄了一晚上") is None
    assert replaces("我想住寄宿家庭，好多练口语", "寄宿家庭换了，现在住在一对退休夫妇家") is None


def test_a_role_given_to_someone_else_or_a_school_changed_to_replaces_the_older():
    assert replaces("伴郎是我发小大伟，他在深圳上班", "大伟要出差来不了，伴郎改成我表弟阿杰") == "说那个角色换了人"
    assert replaces("伴郎是我发小大伟", "司仪换成了婚庆公司的老周") is None  # another role
    assert replaces("阿乐在家门口的初中读初一", "阿乐转去了番禺一所寄宿学校") == "说转了学"


def test_a_medicine_stopped_a_condition_nearly_healed_and_a_carer_gone_home():
    assert replaces("我有失眠，在吃右佐匹克隆", "右佐匹克隆已经停药了，睡得还行") == "说已经停药了"
    # words shared elsewhere than the medicine's name
    assert replaces("医生让她少吃甜的", "医生让她把晚上那顿药停了") is None
    assert replaces("我左脚跟腱炎，跑步不能超过5公里", "跟腱炎基本好了，现在能跑10公里") == "说现在已经没问题了"
    assert replaces("家里请了保姆王姨白天照看爸爸", "王姨回老家带孙子了，爸爸白天去日间照料中心") == "说那个人已经不干了"


def test_a_baby_born_a_car_changed_a_card_renewed():
    assert replaces("老婆怀孕六个月了，预产期在2026年9月", "老婆9月生了个闺女，还在坐月子") == "说孩子已经出生了"
    assert replaces("我开的是一辆大众朗逸", "我换车了，现在开的是比亚迪汉") == "说换了车"
    assert replaces("我的回乡证四月到期，得去换", "我已经换好了新的回乡证，有效期十年") == "说证件已换新"
    # someone else's baby; a car never said to be the user's
    assert replaces("老婆怀孕六个月了", "表姐生了个闺女") is None
    assert replaces("我打车上班", "我换车了，现在开的是比亚迪汉") is None


def test_a_promotion_or_a_move_to_another_crew_or_route_replaces_the_older_job():
    assert replaces("我在一家电子厂当普工，站流水线", "上个月我被提拔成了拉长，管一条线") == "说升了职"
    assert replaces("我在货轮上当三副", "这趟上船我正式当上二副") == "说升了职"
    assert replaces("我在国航A330机队飞东南亚", "我调到了787机队，飞北美") == "说调到了别的队"
    assert replaces("我主要跑成都到昆明的专线", "现在改跑成都到拉萨的线") == "说换了线路"
    # someone else's promotion; the same fleet; a route never said to have changed
    assert replaces("我在一家电子厂当普工", "我女儿当上了班长") is None
    assert replaces("我在A330机队", "我调到了A330机队的带飞组") is None
    assert replaces("我主要跑成都到昆明的专线", "我跑重庆到贵阳的专线") is None


def test_a_home_bought_or_a_room_rented_replaces_where_the_user_lived():
    assert replaces("我和三个老乡合租一套老房子", "我在郊区买了一套小三居，现在自己住") == "说换了住处"
    assert replaces("我住在工地的板房宿舍", "我和老婆在镇上合租了一间房") == "说换了住处"
    # a winter stay is no new home; a purchase nobody lives in yet
    assert replaces("我住在工地的板房宿舍", "我在三亚租了一套房过冬") is None
    assert replaces("我住在昌平", "我给爸妈买了一套两居，还在装修") is None


def test_smoking_drink_or_sweet_drinks_given_up_replace_the_habit():
    assert replaces("我一天抽一包烟", "我戒烟两年了") == "说已经戒了"
    assert replaces("我加班全靠可乐续命", "体检血糖偏高，我戒了甜饮料") == "说已经戒了"
    assert replaces("我吃烧烤爱配冰啤酒", "痛风犯了以后，海鲜和啤酒都不碰了") == "说已经戒了"
    # a habit the older memory already refused; another thing given up
    assert replaces("我不抽烟，闻到烟味就头疼", "我戒烟两年了") is None
    assert replaces("我一天抽一包烟", "我戒了甜饮料") is None


def test_a_new_roommate_a_role_taken_over_and_a_visa_to_live_on():
    assert replaces("出差我一直和同事老王住一间", "现在出差我跟新来的小李同住一间") == "说换了同住的人"
    assert replaces("出差我一直和同事老王住一间", "出差我还是和老王同住一间") is None
    assert replaces("乐队的鼓手是阿杰", "阿杰去北京发展了，现在由贝斯手老周兼任鼓手") == "说那个角色换了人"
    assert replaces("原来的女主唱去外地读研离队了", "原来的男主唱也离队了") is None
    assert replaces("我靠落地签在巴厘岛住，每个月出境一次visa run", "我拿到了印尼的数字游民签证") \
        == "说拿到了能长住的签证"
    # a tourist visa for another trip is no visa to live on
    assert replaces("我靠落地签在巴厘岛住，每个月出境一次visa run", "我拿到了日本的旅游签证") is None


def test_a_rotation_at_sea_a_shift_system_and_part_of_a_plot_replanted():
    assert replaces("我的合同是上船八个月、休假四个月", "续签后现在是上船五个月、回家休三个月") == "说多久一次变了"
    assert replaces("厂里三班倒，一周一换", "厂里改成两班制了，我固定上白班") == "换了班次"
    assert replaces("阳台上主要种月季和茉莉", "我把阳台大半改种了多肉") == "说已经换掉了"
    # the same plot named only in passing
    assert replaces("阳台上晾着被子", "我把阳台大半改种了多肉") is None


def test_another_way_home_said_from_now_on_replaces_the_older_one():
    assert replaces("我下了夜班一般骑共享单车回家", "上次差点摔了，以后都打车回家") == "说换了回去的办法"
    # the same way home; a way to work is another trip
    assert replaces("我下了夜班一般骑共享单车回家", "以后都骑共享单车回家") is None
    assert replaces("我下了夜班一般骑共享单车回家", "以后都打车上班") is None


def test_another_thing_used_for_the_same_purpose_from_a_time_on():
    assert replaces("我做贝果一直用金像的高筋粉", "今年起贝果主要用本地的全麦粉") == "说现在改用别的了"
    # another purpose in the clause after the dated one; a use never said to have changed
    assert replaces("吐司用的是安佳黄油", "今年起贝果主要用本地的全麦粉，吐司用日清粉") is None
    assert replaces("我做贝果一直用金像的高筋粉", "贝果用本地的全麦粉也行") is None


def test_an_aid_no_longer_needed_a_route_settled_and_a_wound_healed():
    assert replaces("我出门得拄着拐杖", "我现在不用拐了，上下楼慢点就行") == "说现在已经不用了"
    assert replaces("我出门得拄着拐杖", "我现在不用排队了") is None
    assert replaces("骑行路线初定：大理、丽江、泸沽湖", "骑行路线定稿：大理→沙溪→泸沽湖") == "说已经定下来了"
    assert replaces("我去年摔伤了左手腕，打了石膏", "我的左手腕恢复好了，能提东西了") == "说现在已经没问题了"
    assert replaces("我去年摔伤了左手腕，打了石膏", "我的左手腕还没恢复好了") is None


def test_a_mind_changed_and_a_companion_who_cannot_come():
    assert replaces("我不喜欢脱口秀，觉得太吵", "看了一场线下的之后彻底改观了，现在挺想看脱口秀") == "说现在想法变了"
    assert replaces("看球我喜欢坐球门后面", "现在我更喜欢坐主看台中间") == "说现在想法变了"
    assert replaces("看球我喜欢坐球门后面", "现在我更喜欢坐球门后面的第一排") is None
    assert replaces("阿杰说杭州站他也去，我们一起订酒店", "阿杰临时加班去不了，杭州站只有我一个人去了") == "说那个人去不了了"
    # a friend who often comes is no one trip
    assert replaces("阿杰常跟我一起去看演出", "阿杰临时加班去不了，杭州站只有我一个人去了") is None


def test_not_allowed_any_more_a_help_gone_and_how_far_one_can_walk_now():
    assert replaces("旺财坐高铁得办托运", "旺财做了手术，兽医说不能再坐高铁托运了") == "说现在不能再这样了"
    assert replaces("旺财坐高铁得办托运", "旺财做了手术，兽医说不能再吃鸡肉了") is None
    assert replaces("家里请了保姆阿兰，出门都带着她", "家里的保姆上个月回老家了，现在自己带娃") == "说帮工已经走了"
    assert replaces("我一次最多能走三百米", "做完康复我现在能走个一公里") == "说现在能走多远变了"
    assert replaces("我一次最多能走三百米", "妈妈现在能走个一公里") is None


def test_a_plan_settled_a_route_changed_and_a_change_someone_approved():
    assert replaces("我们约好5月去云南毕业旅行，打算包车", "毕业旅行路线最后定了滇西北：大理进丽江出") == "说已经定下来了"
    assert replaces("我主要跑成都到重庆的专线", "我改跑川藏线了") == "说换了线路"
    assert replaces("公司给每次出国参展的预算是两万", "老板批了，出国参展的预算提到三万") == "说“提到”"
    assert replaces("用户本来计划8月去上海书展摆个摊位", "算下来摊位费太贵，用户转而报了9月南京的书展") \
        == "说那个打算放弃了，改定了别的"


def test_a_way_home_taken_only_on_some_days_leaves_the_usual_one():
    assert replaces("我骑电动车上班", "下雨天我只能改打车上班") is None


def test_a_formula_swapped_and_a_diet_rule_lifted():
    # the allergy stays: it is why the formula changed
    assert replaces("宝宝查出对牛奶蛋白过敏，一直起湿疹", "湿疹反复，医生让把奶粉换为氨基酸配方") is None
    assert replaces("宝宝先喝部分水解奶粉，晚上奶不够时补一顿", "湿疹反复，医生让把奶粉换为氨基酸配方") == "说已经换掉了"
    assert replaces("我怀孕后血糖高，医生要求严格控制主食", "复查时医生说我饮食不用再特别限制了") == "说饮食不用再限制了"
    # the doctor's word on food does not lift an allergy, nor does a friend's
    assert replaces("我对花生过敏，医生说不能吃花生", "复查时医生说我饮食不用再特别限制了") is None
    assert replaces("我在控糖，尽量少吃甜的", "闺蜜说我饮食不用再限制了") is None


def test_a_taste_that_changed_and_a_rate_said_of_now():
    assert replaces("我最爱喝武夷岩茶", "这两年口味转向了普洱熟茶，岩茶喝得少了") == "说口味变了"
    # another drink entirely shares nothing of what is had
    assert replaces("我最爱喝美式咖啡", "这两年口味转向了普洱熟茶，岩茶喝得少了") is None
    assert replaces("我一天要喝三四杯奶茶", "体检后奶茶我如今一天只喝一杯") == "说现在多少变了"
    assert replaces("我每周都要吃两顿火锅", "医生让我少吃火锅，我给自己定了一个月最多吃一次") == "说现在多少变了"
    # water is not what the doctor limited
    assert replaces("我每天都会喝够八杯水", "医生让我少碰啤酒，我给自己定了一周最多喝两回") is None
    assert replaces("我一天要喝三四杯奶茶", "我一天要喝三四杯奶茶，周末更多") is None


def test_a_nightly_price_and_a_spending_budget_set_again():
    assert replaces("住酒店一晚一般不超过三百", "带着孩子出门就得住好点，一晚五百左右都行") == "说预算变了"
    assert replaces("出差住宿每晚四百以内", "公司把住宿放宽到一晚六百") == "说预算变了"
    assert replaces("每个月在手办上的预算大概两千", "每月手办开销不能超过一千") == "说预算变了"
    # two monthly bills of different things
    assert replaces("每个月网购花销两千", "每月健身开销不能超过一千") is None
    # "三百米" is no amount of money
    assert replaces("住酒店一晚一般不超过三百", "酒店离海边三百米") is None


def test_a_partner_who_no_longer_comes_along():
    assert replaces("我每次去钓鱼都跟老周一起，两人拼车", "老周腰不好，这次钓鱼不跟我去了") == "说那个人去不了了"
    assert replaces("我每次去钓鱼都跟老周一起，两人拼车", "老周腰不好，这次聚餐不跟我去了") is None


def test_a_plan_that_fell_through_named_as_the_thing_planned():
    assert replaces("我们计划国庆去青岛看海，民宿都看好了", "去青岛看海的事黄了，她国庆要值班") == "说那趟不去了"
    # the fallen-through thing must be the plan the older memory holds
    assert replaces("我们计划国庆去青岛看海，民宿都看好了", "买房的事黄了，还得继续租房") is None


def test_a_licence_a_car_a_course_passed_and_a_record_broken():
    assert replaces("我没有驾照，去县城都靠包车", "我今年暑假考下了C1驾照，往后打算自己租车开过去") == "说已经会开车了"
    assert replaces("我没有车，去机场是坐高铁再打车", "我买了一辆二手卡罗拉，周末自己开去机场") == "说已经买了车"
    # a train ticket or a machine is no car
    assert replaces("我没有车，去机场是坐高铁再打车", "我买了高铁票，周末去机场") is None
    assert replaces("我没有车，去机场是坐高铁再打车", "我入手了一台咖啡机") is None
    assert replaces("我一直没买车，觉得养车太贵", "我买了一辆公路自行车") is None
    assert replaces("我持有RYA Day Skipper证书，只能带白天的近岸航行",
                    "我上个月通过了RYA Coastal Skipper考核，可以带夜航") == "说考了更高的级别"
    assert replaces("我持有PADI开放水域潜水员证，最深只能潜到18米",
                    "我四月份考下了PADI进阶开放水域，深度上限到了30米") == "说考了更高的级别"
    # another body's course
    assert replaces("我持有PADI开放水域潜水员证", "我上个月通过了RYA Coastal Skipper考核") is None
    assert replaces("我登过的最高的山是四川的雪宝顶，海拔5588米", "我这个月登顶了慕士塔格峰，7546米，刷新了个人最高纪录") == "说破了纪录"
    assert replaces("我全马最好成绩是3小时42分", "我在无锡马拉松跑出了3小时29分，终于破了330") == "说破了纪录"
    # a record in something the best shares nothing with
    assert replaces("我全马最好成绩是3小时42分", "我在游泳池刷新了个人纪录") is None


def test_a_baby_weaned_a_skill_learnt_a_diagnosis_and_someone_who_relented():
    assert replaces("我在母乳喂养，出门得找有母婴室的地方，咖啡和酒都不碰", "糯米已经断奶了，我又开始每天喝一杯咖啡") == "说已经断奶了"
    assert replaces("我的妻子周琳不会游泳，特别怕水", "周琳今年夏天在泳池学会了蛙泳，也愿意跟我出海了") == "说已经学会了"
    # another skill, or another person's
    assert replaces("我的妻子周琳不会游泳，特别怕水", "周琳今年学会了做饭") is None
    assert replaces("我的妻子周琳不会游泳，特别怕水", "小李今年夏天学会了蛙泳") is None
    assert replaces("我不会用手机打车，出门都是老伴帮着叫车", "我刚学会用电压力锅") is None  # they share only 用
    assert replaces("我血糖偏高，医生让我少吃米饭和甜食", "我确诊了二型糖尿病，每天打胰岛素") == "说已经确诊了"
    assert replaces("我血压偏高，医生让我少吃盐", "我确诊了二型糖尿病，每天打胰岛素") is None
    assert replaces("我的女朋友林夏坚决反对我去爬8000米的山", "林夏松口了，条件是我买足高海拔救援保险") == "说那个人松口了"
    assert replaces("我的女朋友林夏坚决反对我去爬8000米的山", "老板松口了，年假可以连着休") is None


def test_a_companion_gone_the_user_goes_alone_on_the_same_outings():
    assert replaces("我常和老姐妹阿芳结伴去外地看戏，两人合住一间标间",
                    "阿芳去了女儿那边带外孙，打那以后我到外地看戏都是独自一人") == "说那个人去不了了"
    assert replaces("我周末逛馆一般带着儿子小满", "小满上了初中，周末被补习班排满，我最近逛馆都是独来独往") == "说那个人去不了了"
    # alone on another outing
    assert replaces("我周末逛馆一般带着儿子小满", "小满上了初中，我最近跑步都是独来独往") is None


def test_another_of_the_users_thing_got_and_a_boat_bought_instead_of_hired():
    assert replaces("我的赤道仪是信达小黑，加上配重二十多公斤，只能托运",
                    "我入手了一台ZWO AM5谐波赤道仪，不用配重，整套设备塞得进登机箱") == "说又入手了一个"
    # one bought for someone else, or another thing
    assert replaces("我的相机是索尼A7M3", "我给老婆买了一台相机") is None
    assert replaces("我的赤道仪是信达小黑", "我入手了一台二手望远镜") is None
    assert replaces("我出海一般跟钓友包船，一船四个人分摊费用", "我跟两个钓友合伙买了条二手小艇，停在码头") == "说自己买了，不再租了"
    # a bicycle or a ticket is no car
    assert replaces("我出去玩都是租车自驾", "我买了一辆公路自行车") is None
    assert replaces("我出去玩都是租车自驾", "我买了火车票") is None


def test_a_thing_said_to_be_another_now_or_supplanted():
    assert replaces("我的男友阿凯负责掌镜，阿凯对花生过敏", "我的掌镜搭档如今是剪辑师小葵，小葵只吃素") == "说已经换了"
    assert replaces("我店里的花椒和辣椒面一直从甘肃陇南的一个合作社进货",
                    "我进花椒的老渠道被四川汉源一家椒园取代了，价格低了两成") == "说已经换了"
    assert replaces("我每天早晚各吃一片二甲双胍", "我的降糖药被每晚一针的长效胰岛素取代了，胰岛素笔要冷藏") == "换了药"
    # another thing now, or someone else's
    assert replaces("我的男友阿凯负责掌镜", "我的早餐如今是一杯美式") is None
    assert replaces("我店里的花椒一直从甘肃陇南进货", "我老家的土房被一栋小楼取代了") is None
    assert replaces("我的男友阿凯负责掌镜", "我妈妈的掌镜搭档如今是小葵") is None


def test_a_job_left_from_a_workplace_named_in_a_later_clause():
    assert replaces("我叫冉小川，重庆人，在成都一家游戏公司做策划",
                    "我跳槽去了上海一家游戏公司，住在漕河泾附近") == "说换了工作的地方"
    assert replaces("我叫岳岚青，二十九岁，在南京一家五星酒店的西饼房当甜点师",
                    "我从酒店辞了职，和阿棠合开了一间只接预订的甜品工作室") == "说换了工作的地方"
    # a workplace someone only visited, or a job change of someone else
    assert replaces("我叫冉小川，重庆人，在成都一家火锅店吃过一次饭", "我跳槽去了上海一家游戏公司") is None
    assert replaces("我叫冉小川，在成都一家游戏公司做策划", "我老婆从银行辞了职") is None


def test_a_shop_moved_and_a_baby_born_of_the_users_own_pregnancy():
    assert replaces("我叫马晓东，回族，在西宁东关开了一家清真牛肉面馆",
                    "我一家搬去了兰州，在正宁路夜市旁边重新开了店") == "说店已经搬了"
    assert replaces("我是咖啡烘焙师，在厦门沙坡尾开了间烘焙工作室", "我的工作室挪到了集美的一间老厂房") == "说店已经搬了"
    # the shop's day off moved, or someone else's shop
    assert replaces("我在成都玉林开了家小面包店，主打欧包和可颂", "我把店休挪到了周二，周一要跑批发市场进货") is None
    assert replaces("我在西宁东关开了一家清真牛肉面馆", "我妈的裁缝铺搬到了城东") is None
    assert replaces("我怀孕四个月了，孕期滴酒不沾", "我的女儿小满上个月出生，我还在哺乳期，酒精一滴不碰") == "说孩子已经出生了"
    # born somewhere is no birth announced; a friend's baby is not the user's
    assert replaces("我怀孕四个月了，孕期滴酒不沾", "我女儿出生在上海") is None
    assert replaces("我怀孕四个月了，孕期滴酒不沾", "我闺蜜的孩子上个月出生") is None


def test_a_helper_let_go_a_move_in_a_later_clause_and_an_outings_total_set_again():
    assert replaces("我出门都由保姆小陈陪着，小陈会推轮椅", "我不再请保姆了，外出时由社区的护理员陪同") == "说帮工已经走了"
    assert replaces("我在杭州滨江和朋友合租一套两居室", "上个月我把合租的那间转租给了同事，自己搬去了萧山") == "说已经搬了家"
    assert replaces("我每次出游的预算控制在三千元以内", "为了攒换房的押金，出去玩的总花销压到一千五以内") == "说预算变了"
    # someone else's helper; a year's total is not one outing's; a home bought is no room booked
    assert replaces("我出门都由保姆小陈陪着", "我姐姐不再请保姆了") is None
    assert replaces("我每次出游的预算控制在三千元以内", "今年出去玩的总花销压到一万以内") is None


def test_coffee_or_drink_given_up_and_the_old_car_sold():
    assert replaces("我旅行时每天一定要找家精品咖啡店，一天两杯美式", "备孕以后我就戒了咖啡和酒") == "说已经戒了"
    assert replaces("我酒量大，旅行喜欢晚上找当地的小酒馆喝两杯", "体检查出脂肪肝以后我滴酒不沾了") == "说已经戒了"
    assert replaces("我出门总开那辆五菱面包车，后排拉着蜂箱", "我卖掉了旧车，从上个月起开一辆二手皮卡") == "说换了车"
    # a cup of soy milk is no drinking; a car sold with none driven since
    assert replaces("我早餐一般只喝一杯豆浆", "我戒酒一年半了") is None
    assert replaces("我每天喝两杯茶", "我戒酒一年半了") is None
    assert replaces("我出门总开那辆五菱面包车", "我卖掉了旧车") is None


def test_learnt_what_could_not_be_done_read_to_the_clauses_end():
    assert replaces("我不会用手机订票，出门都是女儿帮着订", "后来我跟着社区课堂学会了在12306上自己买票") == "说已经学会了"
    assert replaces("我不会用手机订票", "我学会了包饺子") is None


def test_a_provider_replaced_never_again_second_thoughts_and_a_yearly_trip_skipped():
    assert replaces("花友会的游学一直交给春秋旅行社代订车和酒店",
                    "跟原来的旅行社闹掰了，花友会订车订房换了一家本地地接社") == "说已经换了一家"
    assert replaces("我每次旅游都报老年团，图省心", "上次跟团被拉去购物店耗了大半天，我从此不跟团，只自由行") == "说以后不再这样了"
    assert replaces("我旅行都住快捷酒店，一晚一百五以内", "后来觉得一家三口挤快捷酒店太憋屈，订房都要家庭房") == "说后来想法变了"
    assert replaces("我每年春天都去米兰看设计周", "我今年不去意大利看设计周了，把钱留给秋天去京都") == "说今年不去了"
    # another provider; a verb or a number is no thing given up; thoughts on something else; a trip not yearly
    assert replaces("花友会的游学一直交给春秋旅行社代订", "原来的理发店关了，我换了一家") is None
    assert replaces("我玩过好几款国产独立游戏", "我再也不背几十斤书到处跑了") is None
    assert replaces("我每次旅游都报老年团", "我从此不敢吃生蚝") is None
    assert replaces("我旅行都住快捷酒店", "后来觉得坐高铁比飞机舒服") is None
    assert replaces("我去年春天去米兰看了设计周", "我今年不去意大利看设计周了") is None
    for text in ("跟原来的旅行社闹掰了，换了一家本地地接社", "我从此不跟团，只自由行", "后来觉得快捷酒店太憋屈",
                 "我今年不去意大利看设计周了"):
        assert may_replace_unseen(text), text


# forty-first session, from holdout42's forbidden hits and the older wordings it ranked first

def test_a_thing_stopped_or_given_up():
    assert replaces("我坐飞机喜欢靠窗的座位，能看风景", "我不再选靠窗了，后来都订过道位") == "说已经不这样了"
    assert replaces("为了省钱，我长途一直坐硬座", "腰吃不消以后我不坐硬座了，从五月起长途都订卧铺") == "说已经不这样了"
    assert replaces("我常跑山东寿光到广州的蔬菜冷链", "从6月起我不跑蔬菜线了，接了哈密瓜的长线") == "说已经不这样了"
    assert replaces("我申请到了学校宿舍，一周180英镑", "我放弃了学校的床位，跟同学在校外合租了一套公寓") == "说已经不这样了"
    assert replaces("我原本订的是阿联酋航空，在迪拜中转", "我退了阿联酋的票，后来换成南航直飞伦敦") == "说已经不这样了"
    assert replaces("我家的推车是一辆大号高景观推车", "我卖掉了那辆大推车，后来买了口袋车") == "说已经不这样了"
    # the older memory already avoids it, or only thinks so; a long thing's stray word; a verb the older one does not
    # do; a thing never held; "不用" is no stop
    assert replaces("我对海鲜过敏", "我不再吃海鲜了") is None
    assert replaces("我觉得AI会改变很多人的工作", "我辞掉了工作，开了个网店") is None
    assert replaces("民宿里养了一只三花猫，客人都叫它小崇", "我不再接带宠物的客人了") is None
    assert replaces("我是广州的室内设计师", "我今年不去意大利看设计周了") is None
    assert replaces("我坐高铁会抢车厢两头的座位，方便放推车", "我卖掉了那辆大推车，后来买了口袋车") is None
    assert replaces("俩孩子跟着爷爷奶奶在老家", "我学会了自己在12306上设候补，不用再麻烦孩子了") is None
    assert replaces("我女儿爱吃海鲜", "我不吃海鲜了") is None


def test_a_job_handed_over_and_another_of_the_same_kind():
    assert replaces("我的机票一直是助理小邵帮忙订", "我的机票后来交给新来的助理阿敏订了") == "说交给别人了"
    assert replaces("我一直用特来电App找桩充电", "我后来换了快电App，能比价") == "说换了另一家"
    assert replaces("我以前坐邮轮只认皇家加勒比", "我后来换了一家邮轮公司，只订MSC") == "说换了另一家"
    # the same helper named again; another kind of thing; no usual one before
    assert replaces("我的机票一直是助理小邵帮忙订", "我的酒店也交给助理小邵订了") is None
    assert replaces("我一直用特来电App找桩充电", "我后来换了一双跑鞋") is None
    assert replaces("我喜欢坐邮轮", "我后来换了一家邮轮公司") is None


def test_a_rules_or_a_targets_number_set_again_from_a_time_on():
    assert replaces("公司规定四小时以上的国际航班可以坐公务舱",
                    "公司从7月起收紧差旅标准，国际航班要超过六小时才能订公务舱") == "说从那以后数目变了"
    assert replaces("我用Strava记录骑行，每月目标三百公里", "从8月起我把每月骑量目标提到了五百公里") == "说从那以后数目变了"
    assert replaces("我觉得电量掉到20%再充也来得及", "趴过一次窝，以后电量一到四成就进服务区补电") == "说从那以后数目变了"
    # the same unit only; a date is no amount; a count of people or pieces is none either
    assert replaces("我转机至少留两个半小时", "公司从7月起收紧差旅标准，国际航班要超过六小时才能订公务舱") is None
    assert replaces("我原打算2026年7月骑车去安吉看竹海", "从8月起我把每月骑量目标提到了五百公里") is None
    assert replaces("我看戏一场的票价不超过480元", "打那以后我到外地看戏都是独自一人") is None


def test_the_old_vehicle_gone_a_goal_reached_an_only_one_added_to_a_tier_a_title_and_a_route():
    assert replaces("我的摩托是一台春风800MT", "我已经换成宝马F850GS跑长途，老车转给了朋友") == "说原来的车已经没了"
    assert replaces("我开的是一台开了六年的大众帕萨特", "我今年4月提了一辆小鹏G6，原来那台油车已经处理掉了") == "说原来的车已经没了"
    assert replaces("我已经坐遍了四十多条普速干线，还差青藏线没坐过", "今年7月我终于坐上了青藏线") == "说终于做到了"
    assert replaces("我给摩托只买了交强险", "后来我给摩托加了盗抢险") == "说又添了"
    assert replaces("我是国航知音卡银卡会员", "8月飞够了航段，我已经升到国航知音白金卡") == "说会员等级变了"
    assert replaces("我还在飞经济舱，是普通舱乘务员", "我6月通过了两舱考核，已经升为头等舱乘务员") == "说升了职"
    assert replaces("我最常飞广州到悉尼的航线", "从8月起我被排去飞洛杉矶的远程线") == "说换了线路"
    # a camera is no car; another goal; joining is no adding; a line no longer run is no new one
    assert replaces("我拍火车用一台尼康D700单反", "老车转给了朋友") is None
    assert replaces("我还差青藏线没坐过", "我终于学会了游泳") is None
    assert replaces("我只带了一张信用卡", "我参加了一个读书会") is None
    assert replaces("我跑高速喜欢走平原线", "从6月起我不跑蔬菜线了") is None
    for text in ("我不再选靠窗了", "我后来给摩托加了盗抢险", "我的机票后来交给新来的助理阿敏订了", "老车转给了朋友",
                 "今年7月我终于坐上了青藏线", "以后电量一到四成就进服务区补电"):
        assert may_replace_unseen(text), text
    assert not may_replace_unseen("我参加了一个线上读书会")


def test_a_yearly_stay_skipped_this_season():
    assert replaces("我每年冬天都坐K字头列车去三亚猫冬", "我今年冬天不去南方猫冬了，留在家里接送孙子") == "说今年不去了"
    assert replaces("我去年冬天去三亚猫冬了一个月", "我今年冬天不去南方猫冬了") is None


def test_a_companion_who_no_longer_comes_along():
    assert replaces("我每次出门寻根都是老伴陪着，老伴帮我拿药", "老伴去年冬天摔伤了髋部，不再陪我出远门，往后寻根由大儿子开车陪同") \
        == "说那个人去不了了"
    # someone else no longer comes; another outing
    assert replaces("我每次出门寻根都是老伴陪着", "我表哥不再陪他老婆跳广场舞了") is None
    assert replaces("我每次出门都是老伴陪着", "老伴最近腰不好，陪不了我逛街了") is None


def test_a_tour_stops_all_in_budget_set_again():
    assert replaces("跟巡演我给自己定的规矩是每站花销不超过两千块，票和住宿都算在内", "项目奖金发下来了，巡演每站的预算我放宽到三千五") \
        == "说预算变了"
    # a night's room is not a stop's total
    assert replaces("我出差住宿每晚不超过五百块", "巡演每站的预算我放宽到三千五") is None


# forty-second session, from holdout43's forbidden hits and the older wordings it ranked first

def test_a_thing_referred_back_and_let_go():
    assert replaces("我的三脚架是捷信的碳纤维款", "我嫌原来那副脚架太重，入了一副徕图的旅行脚架") == "说原来那个已经不用了"
    assert replaces("我的手机是华为P40", "我上个月摔坏了旧手机，换了一台续航更长的荣耀Magic6") == "说原来那个已经不用了"
    assert replaces("我头围63公分，常戴一顶红色棒球帽", "我之前常戴的那顶帽子丢在了球馆，又托人做了一顶灰色渔夫帽") \
        == "说原来那个已经不用了"
    assert replaces("我的闹钟是一个上发条的老式铁皮闹钟", "我那个铁皮闹钟坏了后没再修，早上靠收音机定时开机叫醒") \
        == "说原来那个已经不用了"
    # a phone used for something else is not the phone; a word of a kind alone; nothing let go of
    assert replaces("我喜欢在夜班间隙用手机逛淘宝", "我上个月摔坏了旧手机，换了一台荣耀Magic6") is None
    assert replaces("我手机屏幕常年开着护眼模式", "我上个月摔坏了旧手机，换了一台荣耀Magic6") is None
    assert replaces("我有一台大疆无人机，出国前会查禁飞规定", "我嫌全画幅机身太沉，出掉了旧相机，入了一台富士X100VI") is None
    assert replaces("我在俱乐部群里负责组织器材团购", "俱乐部的通知挪到了微信群，原来那个办公软件群解散了") is None
    assert replaces("足协杯决赛12月6号在北京打，客队球迷票我抢到了三张", "阿峰要出差去不了，他那张决赛票转给了我同事小伍") is None
    assert replaces("我的三脚架是捷信的碳纤维款", "原来那副脚架我一直很喜欢") is None


def test_a_turn_from_then_on_is_no_replacement_by_itself():
    # what is told of from then on shares a topic with much that stays true (holdout23, holdout39)
    assert replaces("我的轮椅是一台十二公斤的折叠手动轮椅", "有一次扶手被压断了，从那以后都要求把轮椅推到机舱门口再交还") is None
    assert replaces("我周末逛馆一般带着儿子小满", "我把印章本收进了柜子，打那以后逛馆只买特展的图录") is None
    # and an older memory that tells of a turn is left to the other rules
    assert replaces("有次排队办退税排了一个半小时，打那以后都让退税直接退到信用卡", "我把几个视频会员都停了") is None


def test_a_thing_put_away_and_a_habit_no_longer_kept():
    assert replaces("我同时开着爱奇艺和优酷的会员", "我把几个视频会员都停了，只留了一个腾讯视频") == "说已经停掉了"
    assert replaces("我拍照用的是佳能G7X卡片机", "我把卡片机出了，拍穿搭全靠手机和一台大疆Pocket 3") == "说已经停掉了"
    assert replaces("我每月在手游上充值两百多", "我戒掉了手游充值，那两百块转去给女儿存教育金") == "说已经停掉了"
    assert replaces("我每天中午会午睡半小时", "我发现午睡影响晚上入睡，这阵子开始不午睡了") == "说已经不这样了"
    assert replaces("我付钱习惯用现金，钱包里常备两千块", "我被女儿教会了用微信支付，出门已经不怎么带现金了") == "说已经不这样了"
    assert replaces("我每两周去楼下那家店做一次猫眼美甲", "我上班要勤洗手，把指甲剪短了，再也没去过美甲店") == "说已经不这样了"
    assert replaces("我开着百度网盘的超级会员存照片", "我把照片都迁到了自己的NAS上，网盘会员到期就没再续") == "说已经不这样了"
    # another club's membership; one shared word of a long phrase; a rule for rainy days; an older change; a booking
    # returned; two words of one
    assert replaces("我有ASI的桨板教练证，夏天在湖上带桨板课", "7月底有台风预警，我把三单桨板课都退了") is None
    assert replaces("我12月在北京岩馆抓小点时拉伤了手指", "我搬到阳朔以后把北京岩友会退了") is None
    assert replaces("我省钱的办法是办各家商场的会员攒积分", "我把几个视频会员都停了，只留了一个腾讯视频") is None
    assert replaces("我用手机铃声当闹钟，一口气定了三个", "我戒掉了睡前玩手机的习惯，如今用一台小型白噪音机") is None
    assert replaces("我每天骑车去公司", "我一到雨天就不骑了，坐地铁上班") is None
    assert replaces("我喜欢研究各种效率软件", "我最近把手机上的短视频软件删了") is None
    assert replaces("我给我妈的手机装了防诈骗软件", "我最近把手机上的短视频软件删了") is None
    assert replaces("我办了一张新信用卡，消费有积分返现", "我把几张信用卡注销了，只留了一张") is None
    assert replaces("我开始学着自己改旧衣服", "我今天把衣柜整理了一遍，扔了两大袋旧衣服") is None
    assert replaces("我那台电子阅读器摔碎屏后没再修，看书都转到手机上的软件", "我期中挂了一科后把短视频软件删了") is None


def test_who_got_the_gear_is_not_what_went():
    assert replaces("我外拍的主力机身是尼康D850", "我的单反已经转手给了俱乐部新人，外拍换了台无反的尼康Z8") is not None
    assert replaces("俱乐部会费每年三百元，我负责用支付宝收", "我的单反已经转手给了俱乐部新人，外拍换了台无反的尼康Z8") is None


def test_the_same_thing_redone_and_a_gift_given():
    assert replaces("我的头发染成了雾霾蓝", "我嫌亮色头发太挑滤镜，上个月染回了自然黑") == "说又换了样子"
    assert replaces("我的穿搭风格是甜美韩系", "我这半年的穿搭转向了老钱风，衣柜里多了很多针织和西裤") == "说又换了样子"
    assert replaces("我打算给婆婆买一只金镯子当八十大寿的寿礼", "我给婆婆的八十大寿礼物已经买好了，是一只和田玉镯") \
        == "说礼物已经买好了"
    assert replaces("我打算给妻子买一台戴森吹风机当生日礼物", "我给妻子庆生送的是一台徕卡D-Lux 8相机") == "说礼物已经买好了"
    # a topic, not what it was; back again is not redone by the older one; another person's gift
    assert replaces("我是小红书上的穿搭博主，有八万粉丝", "我这半年的穿搭转向了老钱风") is None
    assert replaces("我计划12月去首尔逛买手店，顺便拍冬季穿搭", "我这半年的穿搭转向了老钱风") is None
    assert replaces("我嫌亮色头发太挑滤镜，上个月染回了自然黑", "我的头发染成了雾霾蓝") is None
    assert replaces("我打算给婆婆买一只金镯子", "我给女儿的生日礼物已经买好了") is None
    for text in ("我嫌原来那副脚架太重，入了一副徕图的", "我把卡片机出了",
                 "这阵子开始不午睡了", "再也没去过美甲店", "上个月染回了自然黑", "我给妻子庆生送的是一台徕卡相机"):
        assert may_replace_unseen(text), text
    assert not may_replace_unseen("我一到雨天就不骑了")


def test_a_thing_or_a_brand_named_and_gone():
    assert replaces("我家开的是一辆2019年的白色途观", "途观九月份卖了，提了辆理想L6，后排宽敞") == "说那一个后来变了"
    assert replaces("我有一台富士X100V，旅行拍照全靠它", "那台富士在地铁上弄丢了，后来入了一台理光GR3") == "说那一个后来变了"
    assert replaces("我是万豪的白金会员，出差旅行基本只住万豪系",
                    "万豪今年的新规让我挺失望，我把房晚都挪去了凯悦") == "说那一个后来变了"
    assert replaces("我飞行时戴降噪耳机，用的是Bose QC45", "Bose那副落在了虹桥机场的贵宾厅，索性买了索尼的") == "说那一个后来变了"
    assert replaces("我的女朋友小鹿是话剧演员，在北京人艺", "我和小鹿十月分手了，她去了上海发展") == "说那一个后来变了"
    assert replaces("我常飞国航，凤凰知音银卡", "今年国航的航段飞够了，十月升了金卡") == "说那一个后来变了"
    # a common word is no name; the name only mentioned, nothing happened to it; someone else's
    assert replaces("我出差住酒店一定要行政楼层", "酒店升级了会员体系") is None
    assert replaces("我有一台富士X100V，旅行拍照全靠它", "富士的新款出来了，我还在观望") is None
    assert replaces("我家开的是一辆白色途观", "老婆的途观九月份卖了") is None
    assert may_replace_unseen("途观九月份卖了，提了辆理想L6")


def test_a_move_from_where_the_user_lives_said_short():
    assert replaces("我住回龙观，每天通勤一个半小时", "七月搬到了望京，走路就能到公司")
    assert replaces("我在上海静安租房，在一家广告公司写文案", "八月底搬去了杭州，跳槽到滨江一家游戏公司做策划")
    assert replaces("我住在重庆南岸区", "我在渝北买了房，十月底搬了过去")
    # a stay is no home
    assert replaces("我住酒店要大床", "七月搬到了望京") is None


def test_never_done_then_done_this_periods_pick_and_a_habit_put_in_the_past():
    assert replaces("我出门从来不买旅行险，觉得用不上", "在成都崴了脚，我说以后出门都得买份意外险") == "说后来也这样做了"
    assert replaces("我出门爱拎一只帆布旅行袋，不爱用拉杆箱", "老周腰不好，我后来也用上了带万向轮的拉杆箱") == "说后来也这样做了"
    assert replaces("这个月读书会读的是迟子建的《额尔古纳河右岸》", "十一月读书会的书定了，读马伯庸的《长安的荔枝》") \
        == "说下一期换了"
    assert replaces("以前团建我都订农家乐，便宜省事", "同事们吐槽农家乐太土，我打算以后团建往精品度假村找") \
        == "说以前那样，以后不同"
    # another thing done; a title of another kind; a habit the older memory keeps now
    assert replaces("我从来不买旅行险", "我以后出门都得带上充电宝") is None
    assert replaces("这个月读书会读的是《额尔古纳河右岸》", "女儿最近在看《哈利波特》") is None
    assert replaces("我团建都订农家乐，便宜省事", "我打算以后团建往精品度假村找") is None


def test_a_grade_passed_or_a_certificate_gained():
    assert replaces("乐乐在学小提琴，刚考完六级", "乐乐的小提琴过了八级") == "说又考过了更高的一级"
    assert replaces("我有PADI开放水域潜水证", "七月在仙本那考下了进阶潜水员AOW，能下到三十米了") == "说又考过了更高的一级"
    assert replaces("乐乐在学小提琴，刚考完六级", "朵朵的古筝过了八级") is None
    assert replaces("我有导游证", "七月考下了潜水员证") is None


def test_how_a_plan_went():
    from memory.supersede import tells_how_a_plan_went
    for text in ("杭马跑完了，三小时五十二分", "国庆马代没去成，临时换到巴厘岛", "九月的安吉露营赶上台风取消了", "云南那趟黄了"):
        assert tells_how_a_plan_went(text), text
    # 泡汤 is also a soak in a hot spring ("一趟日本泡汤的预算一般在一万五左右"; holdout35)
    for text in ("我打算国庆去马代", "我的头发有点发黄了", "我每年都去安吉露营", "我一趟日本泡汤的预算一般在一万五左右"):
        assert not tells_how_a_plan_went(text), text


def test_a_new_one_of_the_same_and_help_no_longer_needed():
    assert replaces("公司的协议酒店是全季，出差优先订全季", "八月公司跟亚朵签了新协议，出差住亚朵可以直接挂账") \
        == "说换了新的，或已经不用了"
    assert replaces("我订票订酒店都靠女儿在手机上帮着弄", "在老年大学学会了用携程，我自己能订票订酒店了，不用再麻烦女儿")
    assert replaces("众安的老年旅行险，八十岁以内都能保", "众安那份理赔太折腾，续保的时候换了人保的老年险")
    # the doctor's word is no help leaned on; a new word the older memory lacks
    assert replaces("我对花生过敏，医生说不能吃花生", "复查时医生说我饮食不用再特别限制了") is None
    assert replaces("公司的协议酒店是全季", "我换了新手机") is None


def test_a_couples_step_a_planned_stay_and_where_any_bed_will_do_are_no_change_of_these():
    assert replaces("用户的男朋友叫阿哲，两人谈了四年", "用户和阿哲九月底领证了，婚礼放在明年五月")
    assert replaces("阿哲晕船晕得厉害，出海前得提前吃晕船药", "用户和阿哲九月底领证了，婚礼放在明年五月") is None
    assert replaces("暑假想去景德镇学几天陶艺，就住在工作室楼上", "八月底搬去了杭州，跳槽到滨江一家游戏公司做策划") is None
    assert replaces("用户睡眠好，住哪都行，但一定要独立卫生间", "七月搬到了望京，走路就能到公司") is None
    assert replaces("用户买了个蓝牙音箱放在厨房", "用户的蓝牙耳机丢了一只") is None
    assert replaces("我家客厅的墙皮掉了一块", "用户家客厅的灯坏了一个，一直没换") is None
    assert replaces("我家猫每天早上五点准时叫我起床", "我家猫把桌上的杯子推到地上摔碎了") is None


def test_the_successor_lookup_keeps_a_period_pick_not_any_title():
    assert may_replace_unseen("十一月读书会的书定了，读马伯庸的《长安的荔枝》")
    assert not may_replace_unseen("用户最爱看《红楼梦》，每年重读一遍")


def test_of_two_injected_memories_saying_nearly_one_thing_the_older_is_left_out():
    from memory.recall import TWIN_COSINE, keep_the_newer_twin
    old = mem("old", "用户每两周在大腿上打一针度普利尤单抗300毫克", age_days=300)
    new = mem("new", "用户每四周在腹部打一针300毫克度普利尤单抗", age_days=30)
    diet = mem("diet", "用户不吃辣", age_days=500)
    evidence = {"old": Evidence(cosine=0.7), "new": Evidence(cosine=0.6), "diet": Evidence(cosine=0.5)}
    vectors = {"old": np.array([1.0, 0.0, 0.0]), "new": np.array([0.7, 0.714, 0.0]), "diet": np.array([0.0, 0.0, 1.0])}
    assert float(vectors["old"] @ vectors["new"]) > TWIN_COSINE and not says_it_changed(new.content)

    def injected(memories: dict[str, MemoryItem], vecs: dict[str, np.ndarray] = vectors) -> dict[str, bool]:
        hits = rank_and_select(memories, evidence, NOW, RetrievalConfig())
        keep_the_newer_twin(hits, vecs)
        return {h.memory.memory_id: h.injected for h in hits}

    both = {"old": old, "new": new, "diet": diet}
    hits = {h.memory.memory_id: h for h in rank_and_select(both, evidence, NOW, RetrievalConfig())}
    keep_the_newer_twin(list(hits.values()), vectors)
    assert not hits["old"].injected and hits["old"].replaced_by is new
    assert hits["old"].reason == "较新的记忆和它说的几乎是同一件事，而且更新，以它为准：用户每四周在腹部打一针300毫克度普利尤单抗"
    assert hits["new"].injected and hits["diet"].injected
    # time decides which one goes, not the order of the hits
    assert injected({**both, "new": mem("new", new.content, age_days=400)}) == {"old": True, "new": False, "diet": True}
    # both stay: further apart than the bar; the newer is a plan or is dated; the two are about different
    # people; the older is an allergy the newer does not end
    assert all(injected(both, {**vectors, "new": np.array([0.6, 0.8, 0.0])}).values())
    assert all(injected({**both, "new": mem("new", "用户打算下个月去医院改成每四周打一针", age_days=30)}).values())
    dated = mem("new", new.content, age_days=30).model_copy(update={"valid_until": NOW + timedelta(days=60)})
    assert all(injected({**both, "new": dated}).values())
    assert all(injected({"old": mem("old", "女儿朵朵每周六上午学钢琴", age_days=300),
                         "new": mem("new", "儿子乐乐每周六上午学围棋", age_days=30)}).values())
    assert all(injected({"old": mem("old", "用户对青霉素过敏，打针前要做皮试", age_days=300),
                         "new": mem("new", "用户打针前都要先做皮试", age_days=30)}).values())


@pytest.mark.parametrize("old, new", [
    ("孙美玲一家三口想明年暑假去舟山东极岛看海", "明年暑假孙美玲一家三口去新疆伊犁，避开江浙的梅雨和台风季"),  # one dated occasion
    ("唐俊打算明年1月去元阳梯田写生", "唐俊明年1月的写生地定在福建霞浦，画滩涂"),
    ("周毅打算12月去菲律宾薄荷岛潜水", "周毅12月的潜水目的地定在马来西亚仙本那，住水屋"),  # undated, one pursuit
    ("林雪寒假想带儿子小川去冰岛看极光", "寒假林雪带小川去芬兰罗瓦涅米看极光，订了两晚玻璃屋"),
    ("何雨打算今年12月去吉林雾凇岛拍雾凇", "何雨拍雾凇的计划定在2027年1月上旬，去阿尔山的不冻河"),  # the pursuit's plan, set
])
def test_another_plan_for_the_same_occasion_replaces_the_older(old, new):
    assert replaces(old, new)


@pytest.mark.parametrize("old, new", [
    ("用户暑假打算带女儿去北京看升旗", "用户暑假想回老家看看爸妈"),  # two trips of one summer, nothing shared
    ("用户计划2026年8月带儿子去日喀则探亲", "用户2026年8月随军搬到成都，在部队附近的幼儿园当保育员"),  # a move
    ("赵晓彤定于2026年8月16日在青岛办婚礼，用户要提前三天过去帮忙", "用户打算2026年8月19日在青岛给女儿女婿办回门宴"),
    ("用户打算12月去薄荷岛潜水", "用户每年冬天都去三亚潜水"),  # a habit
    ("用户打算12月去薄荷岛潜水", "用户明年夏天想去冲绳潜水"),  # another occasion
])
def test_plans_of_other_occasions_or_not_trips_stand(old, new):
    assert not replaces(old, new)
