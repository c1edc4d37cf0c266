"""Which travel document a message or a memory is about (memory.documents)."""
import pytest

from memory.documents import (
    about_other_documents_only, about_other_places_only, document_kinds_asked, document_places_asked, kinds_in, places_in,
)


@pytest.mark.parametrize("query, places", [
    ("我的日本签证哪年到期？", {"日本"}),
    ("我美签还有效吗", {"美国"}),
    ("我申根签啥时候到期？", {"申根"}),
    ("去香港的签注还剩几次？", {"香港"}),
    ("马来西亚护照去日本现在还要签证吗", {"马来西亚", "日本"}),
    ("我的签证哪天到期？", set()),  # no place named: nothing to tell apart
    ("我的日本护照哪年到期？", set()),  # a passport is for everywhere
    ("帮我办日本签证", set()),  # no question
    ("每日签到有什么奖励？", set()),
])
def test_the_places_a_document_question_asks_about(query, places):
    assert document_places_asked(query) == places


@pytest.mark.parametrize("content, asked, other", [
    ("用户的美国十年签证2033年到期", {"日本"}, True),
    ("用户的美国十年签证2033年到期", {"美国"}, False),
    ("用户的申根签证2027年6月到期", {"法国"}, False),  # the Schengen area answers for its members
    ("用户的法国签证2027年6月到期", {"申根"}, False),
    ("用户的签证2027年6月到期", {"日本"}, False),  # names no place: may be the one asked about
    ("用户去年去了美国旅游", {"日本"}, False),  # no document
    ("用户在美国读书时办过日本签证", {"日本"}, False),
])
def test_a_memory_about_other_places_documents_only(content, asked, other):
    assert about_other_places_only(content, frozenset(asked)) is other


def test_a_place_inside_another_word_is_not_named():
    assert places_in("用户在印度尼西亚潜水") == {"印尼"}
    assert places_in("用户每日签到") == frozenset()


def test_a_city_names_its_country_and_europe_the_schengen_area():
    assert document_places_asked("我去纽约出差用的入境许可能撑到哪年") == {"美国"}
    assert document_places_asked("我那个欧洲签还能用吗") == {"申根"}
    assert about_other_places_only("用户的B1/B2美签有效期到2035年6月", frozenset({"申根"}))
    assert not about_other_places_only("法国使馆给用户签了多次往返的申根，到2031年9月", frozenset({"申根"}))


@pytest.mark.parametrize("text, kinds", [
    ("用户的因私护照2032年8月到期", {"因私护照"}),
    ("我公务护照什么时候到期", {"公务护照"}),
    ("用户护照尾号8820", {"护照"}),
    ("出境用的那个小本本，编号末尾是啥", set()),  # no word for a passport
    ("那本出国的证件还能盖几个戳", {"护照"}),
    ("用户的外国人永久居留身份证批下来了", {"永居", "签证"}),  # a permit to stay, not an ID card
    ("我那张回大陆用的通行证，号码末尾几位", {"台胞证"}),
    ("用户的港澳通行证2028年过期", {"港澳通行证"}),
    ("可乐的宠物疫苗本编号尾号8807", {"疫苗本"}),
    ("用户有APEC商务旅行卡，2028年3月到期", {"apec卡"}),
])
def test_the_kinds_of_document_a_text_names(text, kinds):
    assert kinds_in(text) == kinds


@pytest.mark.parametrize("query, content, other", [
    ("我的APEC卡什么时候到期", "用户护照有效期到2029年4月", True),
    ("我的APEC卡什么时候到期", "用户有APEC商务旅行卡，2028年3月到期", False),
    ("我公务护照什么时候到期", "用户的因私护照2032年8月到期，交人事处统一保管", True),
    ("我护照什么时候到期", "用户的因私护照2032年8月到期", False),  # either sort answers for a bare 护照
    ("可乐的芯片号尾号多少", "可乐的宠物疫苗本编号尾号8807", True),
    ("可乐的芯片号尾号多少", "用户的柯基叫可乐，芯片号尾号5521", False),
    ("我护照什么时候到期", "用户2026年10月要去日本", False),  # names no document: may answer
    ("办护照要带户口本吗", "用户的户口本放在老家", False),  # what it takes to get one: no document question
    # a passport asked about for a stay: its visa answers, an ID card does not
    ("我这本护照在泰国那个长居身份，每趟进去最多能呆多久？", "用户办下了泰国的DTV数字游民签证，每次入境可以停留180天", False),
    ("我这本护照在泰国那个长居身份，每趟进去最多能呆多久？", "用户身份证2030年到期", True),
    ("我护照还有多久到期", "用户办下了泰国的DTV数字游民签证，每次入境可以停留180天", True),
])
def test_a_memory_about_other_documents_only(query, content, other):
    assert about_other_documents_only(content, document_kinds_asked(query)) is other


def test_a_document_named_outside_a_question_asks_nothing():
    assert document_kinds_asked("帮我办护照") == frozenset()
    assert document_places_asked("我还没办日本签证，帮我看看") == frozenset()  # 没 asks only at the end


def test_a_visa_question_is_not_answered_by_a_passport_nor_by_what_it_takes():
    asked = document_kinds_asked("我的日本签证还剩多久")
    assert asked == {"签证"}
    assert about_other_documents_only("用户护照尾号8820，有效期到2036年5月", asked)
    assert not about_other_documents_only("用户把护照和签证的扫描件存在网盘", asked)
    # what it takes to get one wants other papers: the rule asks nothing
    assert document_kinds_asked("办签证时学历证书上的名字对不上，要带哪些材料") == frozenset()
    assert document_kinds_asked("孩子单独跟我出境要带的同意书弄好了没") == frozenset()
    assert document_kinds_asked("带儿子出境那份爸爸签字的同意书，还能用吗") == {"同意书"}
