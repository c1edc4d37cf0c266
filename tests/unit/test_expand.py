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
    # walks of life: shift work, trucking, crews, seafarers, nomads, bands, renovation, gardens, family
    ("下了大夜想找个地方补个觉", "夜班"),
    ("这周倒班，白班连着上四天", "轮班"),
    ("油卡里还有钱，这趟拉冷链", "跑长途"),
    ("开大车的，服务区能不能过夜", "货车司机"),
    ("我是乘务员，外站过夜的时候想逛逛", "空乘"),
    ("他月底下船，想一起出去玩", "海员"),
    ("我老公是大管轮", "船员"),
    ("做数字游民，想找个共居的地方", "共享办公"),
    ("泰国签证快到期了，要去做visa run", "续签"),
    ("咱们出门拉家伙什儿用的是哪台车", "乐器"),
    ("鼓手说下个月巡演", "乐队"),
    ("合唱团去外地比赛，女高音声部人最多", "指挥"),
    ("老家的老屋在翻修，包工头天天催", "老宅"),
    ("家里施工队人手不够", "装修"),
    ("楼顶种的菜没人浇水怎么办", "阳台"),
    ("今年过年一大家子四代同堂", "亲戚"),
    ("今年中秋全家要团圆", "家庭聚会"),
    ("我跟室友住一个屋", "同住"),
    # a phone, a video membership and household shopping called by their use, not their brand
    ("我兜里这部是什么牌子、哪一款？", "荣耀"),
    ("我还在续哪些看剧的平台？", "腾讯视频"),
    ("纸巾洗衣液这些我通常上哪采购？", "山姆"),
    ("夜里在车厢过夜，高处那层我还能上去吗？", "上铺"),
    ("找地方插枪，我一般用哪个软件？", "充电桩"),
    ("到了国外我靠什么联网？", "esim"),
    ("连锁店那边攒的分数大概有多少了，够兑几晚？", "积分"),
    # who looks after the home while the user is away
    ("要出去几天，家里那只小祖宗谁来管饭", "喂猫"),
    ("万一哪天出门忘带了，谁那儿还能开我家的门", "钥匙"),
    ("我那些花花草草，我人不在时谁来伺候", "浇水"),
    ("网上买的东西到了我人不在，东西搁哪", "快递"),
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


def test_colloquial_terms_are_whole_words(expander):
    # 家伙什儿, 大管轮 and 一个屋 stay whole in memories and queries alike
    assert "家伙什" in tokenize("出门拉家伙什儿")
    assert "大管轮" in tokenize("我老公是大管轮") and "一个屋" in tokenize("跟室友住一个屋")


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


def test_something_to_keep_awake_is_coffee_or_strong_tea(expander):
    added = expander.expand("路上每天能来几杯提神的")
    assert "咖啡" in added and "浓茶" in added


def test_blood_types_and_charging_an_electric_car(expander):
    assert "o型血" in {t.lower() for t in expander.expand("紧急医疗卡上血型那栏写啥")}
    assert "充电" in expander.expand("开车去北京路上怎么补能")


def test_cover_for_a_trip_is_insurance(expander):
    assert "意外险" in expander.expand("大家出门的保障方面要准备啥")
    assert "意外险" not in expander.expand("大家出门要带啥")
