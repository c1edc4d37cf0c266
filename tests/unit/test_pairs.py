"""The word-pair model (memory/pairs.py): what it learns, its file, and its out-of-fold use in training."""
from __future__ import annotations

import numpy as np

from bench.train_fusion import ProbeRows, attach_pair_scores
from memory.fusion import PAIR_COLUMN, FEATURES
from memory.pairs import PairModel, _hash, fit_pairs, pair_features, word_set


def examples(query, wanted, unwanted):
    q = word_set(query)
    return [(pair_features(q, word_set(m)), 1.0) for m in wanted] + [(pair_features(q, word_set(m)), 0.0) for m in unwanted]


def test_pairs_learn_which_memory_words_a_request_needs_and_carry_them_to_new_wordings():
    data = []
    for food in ("餐厅", "馆子", "小吃"):
        data += examples(f"帮我找家{food}", [f"用户对芒果过敏", "用户对花生过敏"], ["用户老家在河南", "用户住在十七楼"])
    for room in ("酒店", "民宿"):
        data += examples(f"帮我订个{room}", ["用户每晚住宿不超过三百"], ["用户对芒果过敏", "用户老家在河南"])
    model = fit_pairs(data, epochs=8)
    # a memory none of the examples held, tied to the request only through learned pairs
    allergy, hometown = model.scores("附近有什么馆子", [word_set("用户对虾蟹过敏"), word_set("用户老家在山东")])
    assert allergy > hometown
    # the same memory word is wanted for one request and not for another
    food, hotel = model.score("帮我找家餐厅", "用户对芒果过敏"), model.score("帮我订个酒店", "用户对芒果过敏")
    assert food > hotel


def test_pair_features_are_the_hashes_of_every_joined_pair_and_of_each_memory_word():
    # the features the shipped weights were trained on: recall may compute them faster, never otherwise
    query, memory = word_set("下周去成都出差，酒店帮我订在春熙路附近"), word_set("用户对花生过敏，吃火锅要避开花生碎")
    expected = {_hash(q + "\x00" + m) for q in query for m in memory} | {_hash("\x01" + m) for m in memory}
    assert pair_features(query, memory).tolist() == sorted(expected)


def test_pair_model_round_trips_through_its_file(tmp_path):
    model = fit_pairs(examples("找家馆子", ["用户对芒果过敏"], ["用户老家在河南"]), epochs=2)
    model.info = {"trained_on": ["a.json"]}
    path = tmp_path / "pairs.npz"
    model.save(path)
    back = PairModel.load(path)
    assert back is not None and back.info["trained_on"] == ["a.json"]
    for memory in ("用户对芒果过敏", "用户老家在河南", "没见过的话"):
        assert np.isclose(back.score("找家馆子", memory), model.score("找家馆子", memory), atol=1e-6)
    assert PairModel.load(tmp_path / "missing.npz") is None


def rows_for(query, wanted, unwanted):
    contents = [*wanted, *unwanted]
    covers = [{f"m{i}"} for i in range(len(contents))]
    return ProbeRows(X=np.zeros((len(contents), len(FEATURES))), covers=covers,
                     relevant={f"m{i}" for i in range(len(wanted))}, importance=np.full(len(contents), 0.5),
                     query=query, contents=contents)


def test_each_files_pair_column_comes_from_a_model_that_never_saw_it():
    # the pair (馆子, 过敏) is taught by file A only; file B teaches (酒店, 预算)
    file_a = [rows_for("帮我找家馆子", ["用户对芒果过敏"], ["用户老家在河南"]) for _ in range(20)]
    file_b = [rows_for("帮我订个酒店", ["用户住宿预算三百"], ["用户老家在河南"]) for _ in range(20)]
    full = attach_pair_scores([file_a, file_b], l2=1e-5, epochs=4)
    a_allergy, a_home = file_a[0].X[:, PAIR_COLUMN]
    b_budget, b_home = file_b[0].X[:, PAIR_COLUMN]
    # the model fitted on both files has learned each lesson...
    assert full.score("帮我找家馆子", "用户对芒果过敏") - a_allergy > 0.5
    assert full.score("帮我订个酒店", "用户住宿预算三百") - b_budget > 0.5
    # ...but out of fold, A's column knows nothing of (馆子, 过敏) beyond B's lesson that 老家 is unwanted
    assert a_allergy - a_home < full.score("帮我找家馆子", "用户对芒果过敏") - full.score("帮我找家馆子", "用户老家在河南")


def test_the_engine_feeds_each_candidate_its_pair_score_and_needs_the_pair_model_for_the_fusion(
        tmp_path, embedder, monkeypatch):
    import memory.engine as engine_module
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine
    from memory.models import Owner

    owner = Owner("t1", "u1")
    facts = ["用户对芒果过敏，芒果味的甜品也不能碰", "用户老家在河南周口", "用户出门住宿一晚不超过三百"]
    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path / "on"), embedder=embedder)
    assert engine.uses_learned_fusion()
    for fact in facts:
        engine.add_memory(owner, fact, "fact")
    query = "周末想出去下馆子，有啥适合我的地儿"
    cfg = engine.config.retrieval
    ids, memories, X = engine.learned_features(owner, engine.gather_evidence(owner, query, cfg), engine_module.utcnow(), cfg)
    assert set(memories[mid].content for mid in ids) == set(facts)
    # the words the keyword index kept give the same score as tokenising the text again
    expected = [engine._pairs.score(query, memories[mid].content) for mid in ids]
    assert np.allclose(X[:, PAIR_COLUMN], expected)
    assert len(set(np.round(X[:, PAIR_COLUMN], 6))) == len(ids)  # a real score per memory, not a constant
    engine.close()
    # without its pair model the fusion is not used (recall falls back to the noisy-OR)
    monkeypatch.setattr(engine_module, "PAIRS_PATH", tmp_path / "missing.npz")
    without = MemoryEngine(MemoryConfig(data_dir=tmp_path / "off"), embedder=embedder)
    assert not without.uses_learned_fusion()
    without.add_memory(owner, facts[0], "fact")
    assert without.recall(owner, query).candidates
    without.close()
