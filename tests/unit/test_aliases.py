"""memory/aliases.py: which names the user's memories give their people."""
from memory.aliases import AliasBook, name_mentions, relations_in


def book(*texts: str) -> AliasBook:
    b = AliasBook()
    for i, text in enumerate(texts):
        b.add(f"m{i}", text)
    return b


def test_a_name_counts_once_another_memory_says_it_again():
    b = book("用户的儿子孙浩在天津一家汽修厂当学徒", "孙浩九月穿上了军装，去新疆当兵了", "用户恐高")
    assert b.names() == {"son": {"孙浩"}}
    assert set(b.search("我儿子如今在哪儿、干啥呢？")) == {"m0", "m1"}
    assert b.search("我儿子如今在哪儿")["m1"][1] == "儿子"  # the word the name stands for


def test_a_name_said_only_once_links_nothing():
    b = book("用户的儿子孙浩在天津一家汽修厂当学徒", "用户恐高")
    assert b.names() == {}
    assert b.search("我儿子如今在哪儿") == {}


def test_the_longest_name_another_memory_repeats_wins():
    b = book("用户的妻子刘淑芬视力正常", "用户打算和刘淑芬去沈阳住两晚")
    assert b.names() == {"wife": {"刘淑芬"}}


def test_after_叫_and_a_quote_and_names_jieba_does_not_know():
    assert ("dog", ("珍珠",)) in name_mentions("用户的导盲犬叫“珍珠”，是一只黑色拉布拉多")
    b = book("用户的丈夫扎西在成都跑货拉拉", "扎西五月开始跑成都到康定的长途货运")
    assert b.names() == {"husband": {"扎西"}}


def test_common_words_and_particles_are_no_names():
    # 旅行 is a word, 在 never starts a name: nothing after these relation words is a name
    assert name_mentions("用户和对象旅行总预算一万五") == []
    assert name_mentions("用户的儿子在县城读高三") == []


def test_a_message_that_says_the_name_itself_needs_no_link():
    b = book("用户的儿子孙浩在天津一家汽修厂当学徒", "孙浩九月穿上了军装，去新疆当兵了")
    assert b.search("孙浩最近怎么样") == {}


def test_children_words_ask_for_sons_and_daughters():
    assert relations_in("寒假想带娃出去玩") == {"son", "daughter"}
    assert relations_in("我老公现在做什么") == {"husband"}
    assert relations_in("帮我查查去三亚的机票") == set()


def test_a_removed_memory_takes_its_link_with_it():
    b = book("用户的儿子孙浩在天津一家汽修厂当学徒", "孙浩九月穿上了军装，去新疆当兵了")
    b.remove("m1")
    assert b.names() == {}


def test_a_memory_speaks_of_a_relative_by_word_by_name_or_by_an_unknown_subject():
    from memory.aliases import speaks_of
    names = {"son": {"乐乐"}}
    assert speaks_of("儿子", "用户的儿子乐乐八岁", "儿子", names)
    assert speaks_of("儿子", "乐乐的小提琴过了八级", "", names)  # the name the user's memories give the son
    assert speaks_of("妹妹", "何楠陪他出远门时负责推轮椅", "何楠", names)  # someone unnamed by relation: may be her
    assert not speaks_of("儿子", "用户的女儿朵朵五岁", "女儿", names)  # a daughter is no son
    assert not speaks_of("爸", "用户有飞行恐惧", "", names)  # the user is not the father
    assert speaks_of("爸", "用户的父亲有糖尿病", "父亲", names)
    assert speaks_of("妈", "用户每次出游都带着72岁的母亲", "", names)  # 妈 is the mother
    # a statement that opens with what may be a name may be about the wife; one with a time or a common noun is not
    assert speaks_of("媳妇", "小雯有妊娠糖尿病，饭后得测血糖", "", names)
    assert speaks_of("对象", "Ethan博士毕业了，在悉尼找了份工作", "", names)
    assert not speaks_of("女儿", "明年夏天想去日本看音乐节，打算先把护照办了", "", names)
