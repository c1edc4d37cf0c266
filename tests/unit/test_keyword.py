"""Incremental BM25 over jieba tokens."""
from memory.keyword import KeywordIndex
from memory.textnorm import content_hash, fold, head_and_tail, normalize, to_simplified, tokenize


def test_search_add_remove():
    index = KeywordIndex()
    index.add("a", "用户每周去三次健身房")
    index.add("b", "用户喜欢逛博物馆和美术馆")
    index.add("c", "用户住在杭州")
    assert [mid for mid, _ in index.search("出差的酒店没有健身房怎么办", 5)] == ["a"]
    assert index.search("今天汇率多少", 5) == []
    index.remove("a")
    assert index.search("健身房", 5) == [] and len(index) == 2
    index.add("c", "用户搬到了成都")  # re-adding replaces the old text
    assert [mid for mid, _ in index.search("成都", 5)] == ["c"] and index.search("杭州", 5) == []


def test_tokens_drop_stopwords_and_normalised_hash_ignores_punctuation():
    assert "用户" not in tokenize("用户不吃海鲜") and "海鲜" in tokenize("用户不吃海鲜")
    assert normalize("用户 不吃海鲜。") == normalize("用户不吃海鲜") == "用户不吃海鲜"
    assert content_hash("用户不吃海鲜！") == content_hash("用户不吃海鲜")
    assert content_hash("用户不吃海鲜") != content_hash("用户不吃牛肉")


def test_expansion_terms_count_with_their_weight():
    index = KeywordIndex()
    index.add("xiangsheng", "用户爱听相声，尤其是郭德纲的")
    index.add("quyi", "用户常去曲艺园子")
    index.add("other", "用户家的冰箱总是塞得满满的")
    assert index.search("天津有什么曲艺园子", 5)[0][0] == "quyi"
    assert "xiangsheng" not in dict(index.search("天津有什么曲艺园子", 5))
    full = dict(index.search("天津有什么曲艺园子", 5, {"相声": 1.0}))
    half = dict(index.search("天津有什么曲艺园子", 5, {"相声": 0.5}))
    assert abs(half["xiangsheng"] - 0.5 * full["xiangsheng"]) < 1e-9
    assert half["quyi"] == full["quyi"] > half["xiangsheng"]  # the word the user said still ranks first
    assert "other" not in half


def test_head_and_tail_keeps_a_short_text_and_clips_a_long_one_to_its_ends():
    assert head_and_tail("帮我订酒店", 16) == "帮我订酒店"
    text = "一二三四五六七八九十" * 3  # 30 characters
    assert head_and_tail(text, 30) == text
    assert head_and_tail(text, 16) == text[:8] + text[-8:]
    assert head_and_tail(text, 17) == text[:9] + text[-8:]
    assert len(head_and_tail(text * 10, 48)) == 48


def test_traditional_text_is_matched_as_simplified():
    # a Hong Kong user's "幫我訂飛機" must meet a memory written "坐飞机", and the stored text stays as written
    assert tokenize("我怕坐飛機") == tokenize("我怕坐飞机")
    assert content_hash("用戶不吃海鮮") == content_hash("用户不吃海鲜")
    index = KeywordIndex()
    index.add("fly", "用户怕坐飞机，一上飞机就心慌")
    index.add("food", "用戶對花生過敏")
    assert [mid for mid, _ in index.search("幫我訂張飛機票", 5)] == ["fly"]
    assert [mid for mid, _ in index.search("花生过敏要注意什么", 5)] == ["food"]


def test_fold_keeps_cantonese_that():
    # OpenCC writes 嗰 as the rare 𠮶; Cantonese in Simplified script keeps 嗰
    assert fold("嗰轉出去玩 幫我排個路線") == "嗰转出去玩 帮我排个路线"
    assert to_simplified("") == "" and to_simplified("用户住在杭州") == "用户住在杭州"


def test_holders_are_the_memories_holding_every_word():
    index = KeywordIndex()
    index.add("lin", "用户出海一般包老林的船，老林电话13857412345")
    index.add("boat", "用户坐船只坐上层靠窗的位置")
    index.add("wife", "用户老婆的电话换了新号")
    assert index.holders(["老林", "电话"]) == {"lin"}
    assert index.holders(["电话"]) == {"lin", "wife"}
    assert index.holders(["老林", "微信"]) == set()
    assert index.holders([]) == set()


def test_a_name_jieba_glues_to_its_neighbour_is_still_found():
    from memory.textnorm import made_up_parts, tokenize
    # jieba's HMM makes up 叫晓彤 in the memory and 晓彤会 in the question: their parts meet at 晓彤
    assert "晓彤" in tokenize("我老婆叫晓彤，她不会游泳") and "晓彤" in tokenize("晓彤会游泳吗？")
    assert made_up_parts("晓彤会") == ["晓彤", "彤会"]
    assert made_up_parts("游泳") == [] and made_up_parts("不会游泳") == []  # known words stay whole
    index = KeywordIndex()
    index.add("wife", "我老婆叫晓彤，她视力正常，不过她不会游泳")
    index.add("dog", "8月3日想带可乐去青岛海边住一周")
    assert index.holding("晓彤会") == {"wife"}
    assert index.holders(["晓彤会", "游泳"]) == {"wife"}
    assert index.search("晓彤会游泳吗？", 5)[0][0] == "wife"


def test_asked_words_leave_out_what_a_question_asks_with():
    from memory.textnorm import asked_words
    assert asked_words("老林电话多少") == ["老林", "电话"]
    assert asked_words("发票抬头写啥") == ["发票", "抬头"]
    assert asked_words("阿Ken住哪") == ["ken"]  # 住 and 哪 are single characters
    assert asked_words("林芝桃花一般几月开") == ["林芝", "桃花"]


def test_a_name_of_lao_and_a_surname_is_one_word():
    from memory.textnorm import asked_words, names_with_lao, tokenize
    # jieba splits 老 / 彭 in the question and glues 长老 in the memory: both still hold 老彭
    assert asked_words("老彭的电话多少") == ["电话", "老彭"]
    assert "老彭" in tokenize("江鹰会会长老彭的电话是13308641275")
    assert names_with_lao("我老是晕车，老人家腿脚不好") == []  # words, not names
    index = KeywordIndex()
    index.add("peng", "江鹰会会长老彭的电话是13308641275")
    index.add("wife", "我老婆的电话是13900001111")
    assert index.holders(asked_words("老彭的电话多少")) == {"peng"}
