"""Dialect and slang read as Mandarin for matching (memory/dialect.py, assets/prompts/dialect.yaml)."""
import pytest

from memory.dialect import DIALECT_PATH, DialectReader, to_mandarin
from memory.keyword import KeywordIndex
from memory.textnorm import tokenize


@pytest.mark.parametrize("said, read", [
    ("俺娘要是又迷了路，有啥法子能快点寻着人", "我妈要是又迷了路，有什么法子能快点找着人"),
    ("阿拉屋里厢那位是做啥行当的呀", "我家里那位是做什么行当的呀"),
    ("屋里头那位花斑主子叫么子咯", "家里那位花斑主子叫什么咯"),
    ("我而家仲使唔使返公司打卡㗎", "我现在还要不要返公司打卡"),
    ("下个礼拜六想上深圳食饭，要带啲咩", "下个礼拜六想上深圳吃饭，要带些什么"),
    ("你唔知咩？", "你不知吗？"),
    ("鸡春我一啖都食唔得，食咗成身起红点", "鸡春我一啖都吃不得，吃了成身起红点"),
    ("路上咋个走", "路上怎么走"),
    ("周末出去耍一天", "周末出去玩一天"),
    ("在跟健身教练耍朋友", "在跟健身教练谈恋爱"),
    ("今次去边度好", "这次去哪里好"),
])
def test_dialect_words_read_as_mandarin(said, read):
    assert to_mandarin(said) == read


@pytest.mark.parametrize("mandarin", [
    "去海边度假",  # 边度 only as 哪里
    "阿拉伯半岛和阿拉善沙漠",  # 阿拉 only as 我
    "宜家买家具",
    "然而家里人不同意",  # 而家 only as 现在
    "仲夏夜去仲裁",  # 仲 only as 还 before a verb
    "我娘家在苏州，姑娘和新娘",  # 娘 only as a parent
    "玩耍一下，别耍赖",
    "素食和饮食",  # 食 only as 吃
    "唔，我想想",  # a murmur, not 不
    "寻常的一天",
    "晒黑了",
    "",
])
def test_mandarin_is_left_as_it_is(mandarin):
    assert to_mandarin(mandarin) == mandarin


def test_the_longest_listed_word_wins():
    # 冇得 before 冇, 屋里头 before 屋头, 使唔使 before 唔使
    assert to_mandarin("冇得") == "没有" and to_mandarin("冇") == "没有"
    assert to_mandarin("屋里头") == "家里" and to_mandarin("屋头") == "家里"
    assert to_mandarin("使唔使") == "要不要" and to_mandarin("唔使") == "不用"


def test_reading_twice_changes_nothing_more():
    # recall reads a message, then the keyword path reads it again
    for said in ["俺娘要是又迷了路，有啥法子", "要带啲咩", "屋里厢", "食咗饭未"]:
        once = to_mandarin(said)
        assert to_mandarin(once) == once


def test_the_lexicon_file_loads_and_its_patterns_compile():
    reader = DialectReader(DIALECT_PATH)
    assert reader.read("俺") == "我"


def test_keyword_recall_meets_a_dialect_word_on_either_side():
    assert "阿姨" in tokenize("用户请了村里的杨嬢嬢帮忙打扫客房")
    index = KeywordIndex()
    index.add("cleaner", "用户请了村里的杨嬢嬢帮忙打扫客房")
    index.add("mum", "用户的妈妈走丢过一次，后来戴了定位手环")
    index.add("other", "用户住在泸溪")
    assert index.search("帮忙打扫的阿姨叫什么", 5)[0][0] == "cleaner"
    assert index.search("俺娘戴的那个手环", 5)[0][0] == "mum"
