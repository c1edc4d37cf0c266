"""Concept expansion for keyword recall (memory/expand.py + assets/prompts/concepts.yaml)."""
from pathlib import Path

import pytest

from memory.expand import EXPANSION_WEIGHT, ConceptExpander, load_expander
from memory.textnorm import tokenize


@pytest.fixture(scope="module")
def expander() -> ConceptExpander:
    return load_expander()


@pytest.mark.parametrize("query, expected", [
    ("天津有什么好的曲艺园子推荐吗", "相声"),
    ("想去看看积木主题的乐园", "乐高"),
    ("出去玩几天，家里那只小家伙怎么办", "宠物"),
    ("去五台山玩两天怎么安排", "峨眉山"),
])
def test_a_query_term_brings_its_group(expander, query, expected):
    added = expander.expand(query)
    assert added.get(expected) == EXPANSION_WEIGHT
    assert not set(added) & set(tokenize(query))  # words the user said are not re-added


def test_only_whole_terms_join_never_their_fragments(expander):
    added = expander.expand("想去看看积木主题的乐园")
    # a group term like 乐高探索中心 must not add 中心, nor any one-character piece
    assert "中心" not in added and all(len(t) > 1 for t in added)


def test_single_character_terms_match_whole_tokens_only(expander):
    assert "宠物" not in expander.expand("成都大熊猫基地几点开门")  # 猫 inside 熊猫 is not a cat
    assert "宠物" in expander.expand("我家的猫怎么办")


def test_unrelated_queries_add_nothing(expander):
    assert expander.expand("今天美元汇率多少") == {}


def test_terms_are_whole_jieba_words():
    # textnorm loads every concept term into jieba, so memories index 乐高 and 边牧 whole
    assert "乐高" in tokenize("用户喜欢拼乐高") and "边牧" in tokenize("用户养了一只边牧")


def test_a_custom_file_is_validated(tmp_path: Path):
    path = tmp_path / "c.yaml"
    path.write_text("version: 1\ngroups:\n  g:\n    terms: [相声, 曲艺]\n", encoding="utf-8")
    assert ConceptExpander(path).expand("曲艺") == {"相声": EXPANSION_WEIGHT}
    path.write_text("version: 1\ngroups:\n  g: {}\n", encoding="utf-8")
    with pytest.raises(ValueError):
        ConceptExpander(path)
