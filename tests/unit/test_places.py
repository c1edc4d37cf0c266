"""Which place a travel document is for (memory.places)."""
import pytest

from memory.places import about_other_places_only, document_places_asked, places_in


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
