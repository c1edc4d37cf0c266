"""The learned recall fusion: features, file format, ranking by probability, and the shipped model in the engine."""
from __future__ import annotations

from datetime import datetime, timezone

import numpy as np
import pytest

from bench.train_fusion import (
    ProbeRows, adapter_folds, fit, fit_logistic, fit_message_gate, fit_ranker, load_rows, message_gate_scores,
    message_rows, save_rows, score_rows,
)
from memory.adapter import ADAPTER_PATH
from memory.artifacts import file_digest
from memory.config import RetrievalConfig
from memory.fusion import (
    FEATURES, FUSION_PATH, MISSING_COMPANION_COSINE, TYPICAL_FIFTH_COSINE, CandidateEvidence, RecallFusion,
    candidate_features, message_features, with_pairwise,
)
from memory.models import MemoryItem
from memory.need import NEED_PATH
from memory.pairs import PAIRS_PATH, PairModel
from memory.recall import Evidence, rank_and_select

NOW = datetime(2026, 6, 1, tzinfo=timezone.utc)
COL = {name: i for i, name in enumerate(FEATURES)}


def cand(cos, bm25=0.0, intent=0.0, importance=0.7, companion=0.8):
    return CandidateEvidence(cosine=cos, bm25=bm25, intent=intent, travel=1.0, importance=importance, recency=0.5,
                             companion=companion)


def toy_model(threshold=0.5, **weights) -> RecallFusion:
    w = np.zeros(len(FEATURES))
    for name, value in weights.items():
        w[COL[name]] = value
    return RecallFusion(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), w, 0.0, threshold, "toy:4",
                        {"adapter_sha256": "abc", "companion": "e5:2"})


def test_features_are_relative_to_the_other_candidates():
    X = candidate_features([cand(0.2), cand(0.5, bm25=8.0), cand(None)], general=True, need=0.3)
    assert X.shape == (3, len(FEATURES))
    assert X[1, COL["cos_gap"]] == 0 and X[0, COL["cos_gap"]] == pytest.approx(-0.3)
    assert X[1, COL["dense_rank"]] == 0 and X[0, COL["dense_rank"]] == pytest.approx(np.log(2))
    assert X[2, COL["cos"]] == 0  # the dense path did not see it
    assert X[1, COL["kw"]] == pytest.approx(0.5) and X[0, COL["kw_any"]] == 0 and X[0, COL["kw_rank"]] == 0
    assert set(X[:, COL["general"]]) == {1.0} and X[1, COL["general*cos"]] == pytest.approx(0.5)
    assert X[0, COL["need"]] == pytest.approx(0.3)
    assert candidate_features([], general=False, need=0.5).shape == (0, len(FEATURES))
    # fewer than five candidates (a new user): the missing ones count as a typical fifth
    lone = candidate_features([cand(0.54)], general=False, need=0.5)
    assert lone[0, COL["cos_5th"]] == TYPICAL_FIFTH_COSINE
    assert X[0, COL["cos_5th"]] == pytest.approx(0.0)  # 0.5, 0.2, 0.09, 0.09, then 0 (the one dense missed)


def test_features_do_not_hang_on_the_candidates_order():
    """Tied scores share the best rank: the candidates come from a set of ids, whose order moves with the
    hash seed, and a rank by position moved one probe's probability across the injection gate."""
    cands = [cand(0.3, bm25=2.0), cand(0.5, bm25=2.0), cand(0.4), cand(0.1, bm25=2.0), cand(0.2, bm25=6.0)]
    X = candidate_features(cands, general=False, need=0.7)
    assert X[[0, 1, 3], COL["kw_rank"]] == pytest.approx([np.log(2)] * 3)  # one score above the three tied
    for order in ([4, 3, 2, 1, 0], [1, 3, 0, 4, 2]):
        Y = candidate_features([cands[i] for i in order], general=False, need=0.7)
        assert Y == pytest.approx(X[order])


def test_companion_features_rank_by_the_second_embedder_and_tolerate_a_missing_vector():
    X = candidate_features([cand(0.5, companion=0.78), cand(0.2, companion=0.91), cand(0.1, companion=None)],
                           general=False, need=0.9)
    assert X[:, COL["cos2"]] == pytest.approx([0.78, 0.91, MISSING_COMPANION_COSINE])
    assert X[1, COL["cos2_gap"]] == 0 and X[0, COL["cos2_gap"]] == pytest.approx(-0.13)
    assert X[1, COL["cos2_rank"]] == 0 and X[0, COL["cos2_rank"]] == pytest.approx(np.log(2))
    assert X[0, COL["dense_rank"]] == 0  # the main embedder's order is kept apart


def test_save_and_load_are_tied_to_the_embedder_and_the_adapter_file(tmp_path):
    path = tmp_path / "fusion.npz"
    model = toy_model(threshold=0.2, cos=3.0)
    model.save(path)
    loaded = RecallFusion.load(path, "toy:4", "abc", "e5:2")
    assert loaded is not None and loaded.threshold == 0.2 and loaded.gate == 0.0
    X = candidate_features([cand(0.1), cand(0.6)], general=False, need=0.9)
    assert loaded.probability(X) == pytest.approx(model.probability(X))
    assert RecallFusion.load(path, "usem3:512", "abc", "e5:2") is None
    assert RecallFusion.load(path, "toy:4", "another-adapter", "e5:2") is None
    assert RecallFusion.load(path, "toy:4", "abc", None) is None  # trained with a companion that is now off
    assert RecallFusion.load(path, "toy:4", "abc", "e5-large:8") is None
    assert RecallFusion.load(tmp_path / "missing.npz", "toy:4", "abc", "e5:2") is None
    # and to the companion's adapter file: a model trained on raw companion cosines does not fit adapted ones
    model.info = {**model.info, "companion_adapter_sha256": "e5-adapter"}
    model.save(path)
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter") is not None
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2") is None
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "another-e5-adapter") is None
    # and to the word-pair model it was trained with
    model.info = {**model.info, "pairs_sha256": "pairs-1"}
    model.save(path)
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter", "pairs-1") is not None
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter", "pairs-2") is None
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter") is None
    # and to the memory-need model whose columns it was trained on
    model.info = {**model.info, "need_sha256": "need-1"}
    model.save(path)
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter", "pairs-1", "need-1") is not None
    assert RecallFusion.load(path, "toy:4", "abc", "e5:2", "e5-adapter", "pairs-1", "need-2") is None
    with pytest.raises(ValueError):
        RecallFusion(np.zeros(3), np.ones(3), np.zeros(3), 0.0, 0.5, "toy:4")


def test_logistic_fit_learns_which_feature_carries_the_label():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(400, 3))
    y = (X[:, 1] + 0.3 * rng.normal(size=400) > 0).astype(float)
    mean, scale, w, b = fit_logistic(X, y, l2=1e-3)
    assert np.argmax(np.abs(w)) == 1 and w[1] > 0
    p = 1 / (1 + np.exp(-(((X - mean) / scale) @ w + b)))
    assert np.mean((p > 0.5) == (y > 0.5)) > 0.9


def test_learned_ranking_orders_by_probability_and_cuts_at_its_threshold():
    def mem(mid, importance):
        return MemoryItem(memory_id=mid, tenant_id="t", user_id="u", memory_type="preference", content=mid,
                          content_hash=mid, importance=importance, created_at=NOW, updated_at=NOW)
    memories = {"a": mem("a", 0.3), "b": mem("b", 0.95), "c": mem("c", 0.9)}
    evidence = {mid: Evidence(cosine=0.3, factual=True) for mid in memories}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned={"a": 0.7, "b": 0.4, "c": 0.1},
                           learned_threshold=0.3)
    assert [h.memory.memory_id for h in hits] == ["a", "b", "c"]  # importance does not outrank the model
    assert [h.injected for h in hits] == [True, True, False]  # no general-question bonus on top of the model
    assert hits[0].score.similarity == 0.7 and "阈值 0.30" in hits[2].reason
    evidence["a"] = Evidence(cosine=0.05)  # below the dense floor, no keyword, no topic
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned={"a": 0.9, "b": 0.4, "c": 0.1},
                           learned_threshold=0.3)
    assert not hits[0].injected and "证据" in hits[0].reason and hits[1].injected


def three_alike() -> tuple[dict[str, MemoryItem], dict[str, Evidence]]:
    """Memories a, b and c, equally important and equally close: only the model can order them."""
    memories = {k: MemoryItem(memory_id=k, tenant_id="t", user_id="u", memory_type="preference", content=k,
                              content_hash=k, importance=0.5, created_at=NOW, updated_at=NOW) for k in "abc"}
    return memories, {k: Evidence(cosine=0.4) for k in "abc"}


def test_the_ranker_orders_and_the_probability_still_cuts():
    memories, evidence = three_alike()
    probs = {"a": 0.7, "b": 0.4, "c": 0.05}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned=probs, learned_threshold=0.3,
                           learned_order={"a": 0.1, "b": 2.0, "c": 1.0})
    assert [h.memory.memory_id for h in hits] == ["b", "c", "a"]
    # c ranks second but is below the threshold on its probability: not injected, and says so
    assert [h.injected for h in hits] == [True, False, True] and "0.05" in hits[1].reason
    assert hits[0].score.similarity == 0.4  # what the panel shows stays the probability


def test_ranker_fit_learns_the_order_within_each_message(tmp_path):
    # every message has its own level of cosine (a crowded or a sparse user); what is wanted is the
    # candidate clearly ahead of the rest of *its* message: its gap to the best other one
    rng = np.random.default_rng(5)
    rows = []
    for _ in range(200):
        level = rng.uniform(-0.1, 0.4)
        cos = level + rng.uniform(0, 0.1, size=6)
        wanted = int(rng.integers(6))
        cos[wanted] += 0.11  # always the best of its message, by at least 0.01
        X = candidate_features([cand(c) for c in cos], general=False, need=0.9)
        rows.append(ProbeRows(X=X, covers=[{f"m{i}"} for i in range(6)], relevant={f"m{wanted}"},
                              importance=np.ones(6)))
    model = fit(rows, 1e-2, 0.5, "toy:4", pairwise=False, rank_l2=1e-3)
    firsts = [int(np.argmax(model.order_scores(r.X))) for r in rows]
    assert np.mean([f"m{f}" in r.relevant for f, r in zip(firsts, rows)]) > 0.95
    assert score_rows(rows, model, 0.5)["mrr"] > 0.95
    # it round-trips with the model, and a model without one orders by probability
    model.info = {"adapter_sha256": "abc", "companion": "e5:2"}
    model.save(tmp_path / "f.npz")
    loaded = RecallFusion.load(tmp_path / "f.npz", "toy:4", "abc", "e5:2")
    assert loaded.order_scores(rows[0].X) == pytest.approx(model.order_scores(rows[0].X))
    plain = fit(rows, 1e-2, 0.5, "toy:4", pairwise=False, rank_l2=None)
    assert plain.rank_weights is None and plain.order_scores(rows[0].X) == pytest.approx(plain.probability(rows[0].X))
    # a message with nothing wanted, or everything wanted, has no pair to learn from
    idle = [ProbeRows(X=rows[0].X, covers=rows[0].covers, relevant=set(), importance=np.ones(6))]
    assert not fit_ranker(idle, np.zeros(len(FEATURES)), np.ones(len(FEATURES)), 1e-3, pairwise=False).any()
    with pytest.raises(ValueError):
        RecallFusion(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros(len(FEATURES)), 0.0, 0.5, "toy:4",
                     rank_weights=np.zeros(3))


def test_the_gate_holds_back_a_message_whose_best_candidate_is_weak():
    memories, evidence = three_alike()
    weak = {"a": 0.18, "b": 0.1, "c": 0.02}
    held = rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned=weak, learned_threshold=0.06,
                           learned_gate=0.2)
    assert not any(h.injected for h in held) and all("0.18" in h.reason and "0.20" in h.reason for h in held)
    # once the best one clears the gate, the weaker ones above the threshold join it
    strong = {**weak, "a": 0.5}
    hits = rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned=strong, learned_threshold=0.06,
                           learned_gate=0.2)
    assert [h.injected for h in hits] == [True, True, False]
    # no gate: the threshold alone decides (the earlier behaviour, and the noisy-OR path never gates)
    assert [h.injected for h in rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned=weak,
                                                learned_threshold=0.06)] == [True, True, False]


def test_the_message_gate_weighs_the_best_candidate_with_the_need_for_memory(tmp_path):
    model = toy_model(threshold=0.06)
    assert model.message_probability(0.25, need=0.9) == 0.25  # no message model: the best probability itself
    # log-odds of the best probability + 4 * (need - 0.5)
    model.message_weights = np.array([1.0, 4.0, -2.0])
    assert model.message_probability(0.25, need=0.5) == pytest.approx(0.25)
    assert model.message_probability(0.25, need=0.9) > 0.5 > model.message_probability(0.25, need=0.1)
    model.save(tmp_path / "f.npz")
    loaded = RecallFusion.load(tmp_path / "f.npz", "toy:4", "abc", "e5:2")
    assert loaded.message_weights == pytest.approx([1.0, 4.0, -2.0])
    assert loaded.message_probability(0.25, need=0.9) == pytest.approx(model.message_probability(0.25, need=0.9))
    with pytest.raises(ValueError):
        RecallFusion(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros(len(FEATURES)), 0.0, 0.5, "toy:4",
                     message_weights=np.zeros(2))
    # in recall: the same weak best candidate is let in for a message that needs memory, held back otherwise
    memories, evidence = three_alike()
    weak = {"a": 0.25, "b": 0.1, "c": 0.02}
    def select(need):
        return rank_and_select(memories, evidence, NOW, RetrievalConfig(), learned=weak, learned_threshold=0.06,
                               learned_gate=0.5, message_probability=lambda best: model.message_probability(best, need))
    assert [h.injected for h in select(0.9)] == [True, True, False]
    held = select(0.1)
    assert not any(h.injected for h in held)
    assert all("需要记忆的可能" in h.reason and "0.25" in h.reason and "0.50" in h.reason for h in held)


def test_the_message_gate_learns_from_messages_its_cut_can_change():
    model = toy_model(threshold=0.5, cos=10.0)
    X = lambda need: candidate_features([cand(0.3), cand(-0.2)], general=False, need=need)  # p .95 and .12
    hit = ProbeRows(X=X(0.9), covers=[{"m1"}, {"m2"}], relevant={"m1"}, importance=np.ones(2))
    miss = ProbeRows(X=X(0.9), covers=[{"m2"}, {"m1"}], relevant={"m1"}, importance=np.ones(2))  # m1 falls under .5
    none = ProbeRows(X=X(0.2), covers=[{"m1"}, {"m2"}], relevant=set(), importance=np.ones(2))
    features, labels = message_rows([hit, miss, none], model, threshold=0.5)
    assert features[0] == pytest.approx(message_features(model.probability(hit.X).max(), 0.9))
    assert features[2, 1] == pytest.approx(0.2)
    assert labels[0] == 1.0 and np.isnan(labels[1]) and labels[2] == 0.0
    # answerable messages needing memory, unanswerable ones not: the fitted gate leans on the need
    rng = np.random.default_rng(5)
    best = rng.uniform(0.05, 0.6, 400)
    need = rng.uniform(0, 1, 400)
    y = (need + rng.normal(0, 0.1, 400) > 0.5).astype(float)
    weights = fit_message_gate(np.stack([np.log(best / (1 - best)), need], axis=1), y)
    assert weights[1] > 3 * abs(weights[0])
    scores = message_gate_scores(np.array([message_features(0.2, 0.9), message_features(0.2, 0.1)]), weights)
    assert scores[0] > 0.5 > scores[1]
    # score_rows cuts on the message probabilities when it is given them
    assert score_rows([hit, none], model, 0.5, gate=0.5, message=np.array([0.4, 0.9]))["injected_recall"] == 0.0
    both = score_rows([hit, none], model, 0.5, gate=0.5, message=np.array([0.6, 0.1]))
    assert both["injected_recall"] == 1.0 and both["abstention"] == 1.0


def test_a_new_users_only_memories_are_not_injected_for_an_unrelated_question(tmp_path, embedder):
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine
    from memory.models import Owner

    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
    owner = Owner("t1", "new")
    for fact in ["用户吃清真饮食", "用户带着70岁的母亲出行，走路不能太多"]:
        engine.add_memory(owner, fact, "preference")
    assert engine.uses_learned_fusion()
    assert engine.recall(owner, "我的名字是什么").injected == []  # top-ranked, but nothing points at it
    assert [h.memory.content for h in engine.recall(owner, "推荐几家好吃的").injected] == ["用户吃清真饮食"]
    engine.close()


def test_cross_validation_scoring_counts_like_the_evaluator():
    model = toy_model(threshold=0.9, cos=10.0)  # p = 0.99, 0.73, 0.12
    X = candidate_features([cand(0.5), cand(0.1), cand(-0.2)], general=False, need=0.9)
    answerable = ProbeRows(X=X, covers=[{"m2"}, {"m1"}, set()], relevant={"m1"}, importance=np.ones(3))
    nothing = ProbeRows(X=candidate_features([cand(-0.3)], False, 0.1), covers=[{"m9"}], relevant=set(),
                        importance=np.ones(1))
    got = score_rows([answerable, nothing], model, threshold=0.9)
    assert got["recall_at_5"] == 1.0 and got["mrr"] == 0.5  # m1 ranks second
    assert got["injected_recall"] == 0.0  # only m2 passes 0.9
    assert got["abstention"] == 1.0
    assert got["injected_precision"] == 0.0  # m2 was injected and is not relevant
    low = score_rows([answerable, nothing], model, threshold=0.5)
    assert low["injected_recall"] == 1.0 and low["injected_precision"] == 0.5
    assert score_rows([answerable, nothing], model, threshold=0.5, gate=0.995)["injected_recall"] == 0.0  # best p 0.99


def test_pairwise_model_sees_an_interaction_a_linear_one_cannot():
    # relevant exactly when keyword and cosine disagree (one high, one low): no weighted sum separates that
    rng = np.random.default_rng(3)
    rows = []
    for _ in range(300):
        cos, bm25 = rng.uniform(-0.1, 0.6), rng.choice([0.0, 12.0])
        X = candidate_features([cand(cos, bm25=bm25), cand(0.05), cand(0.0)], general=False, need=0.9)
        hit = (cos > 0.25) != (bm25 > 0)
        rows.append(ProbeRows(X=X, covers=[{"m1"}, {"m2"}, {"m3"}], relevant={"m1"} if hit else set(),
                              importance=np.ones(3)))
    linear, pairwise = fit(rows, 1e-3, 0.5, "toy:4", pairwise=False), fit(rows, 1e-3, 0.5, "toy:4", pairwise=True)
    abst = lambda m: score_rows(rows, m, 0.5)["abstention"]  # noqa: E731
    inj = lambda m: score_rows(rows, m, 0.5)["injected_recall"]  # noqa: E731
    assert inj(pairwise) + abst(pairwise) > inj(linear) + abst(linear) + 0.3
    assert with_pairwise(rows[0].X).shape == (3, len(FEATURES) * (len(FEATURES) + 3) // 2)


def test_pairwise_model_round_trips_and_rejects_the_wrong_width(tmp_path):
    X = candidate_features([cand(0.1, bm25=3.0), cand(0.6)], general=False, need=0.9)
    width = with_pairwise(X).shape[1]
    rng = np.random.default_rng(0)
    model = RecallFusion(np.zeros(width), np.ones(width), rng.normal(size=width) * 0.1, 0.0, 0.3, "toy:4",
                         {"adapter_sha256": "abc", "companion": "e5:2"}, pairwise=True)
    model.save(tmp_path / "f.npz")
    loaded = RecallFusion.load(tmp_path / "f.npz", "toy:4", "abc", "e5:2")
    assert loaded.pairwise and loaded.probability(X) == pytest.approx(model.probability(X))
    with pytest.raises(ValueError):
        RecallFusion(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros(len(FEATURES)), 0.0, 0.5, "toy:4",
                     pairwise=True)


def test_gathered_rows_cache_round_trips_per_file(tmp_path):
    train = [tmp_path / "a.json", tmp_path / "b.json"]
    for p in train:
        p.write_text("{}", encoding="utf-8")
    X = candidate_features([cand(0.4), cand(0.1)], general=False, need=0.9)
    rows = [[ProbeRows(X=X, covers=[{"m1"}, set()], relevant={"m1"}, importance=np.array([0.7, 0.5]),
                       query="下馆子", contents=["对芒果过敏", "住在沈阳"])], []]
    cache = tmp_path / "rows.npz"
    assert load_rows(cache, train, train[:1]) == [None, None]  # nothing gathered yet
    save_rows(cache, train, train[:1], [], rows)
    back = load_rows(cache, train, train[:1])
    assert len(back) == 2 and back[1] == []
    assert np.array_equal(back[0][0].X, X) and back[0][0].covers == [{"m1"}, set()] and back[0][0].relevant == {"m1"}
    assert back[0][0].query == "下馆子" and back[0][0].contents == ["对芒果过敏", "住在沈阳"]
    assert load_rows(cache, train, train) == [None, None]  # other out-of-fold adapters: gather every file again
    # a file scored by a fold's adapters is keyed by that fold: put into one, it is gathered again, alone
    in_fold = load_rows(cache, train, train[:1], [[train[1]]])
    assert in_fold[1] is None and np.array_equal(in_fold[0][0].X, X)
    train[1].write_text('{"changed": 1}', encoding="utf-8")
    again = load_rows(cache, train, train[:1])
    assert again[1] is None and np.array_equal(again[0][0].X, X)  # only the changed file is gathered again
    added = tmp_path / "c.json"
    added.write_text("{}", encoding="utf-8")
    assert load_rows(cache, [*train[:1], added], train[:1])[1] is None  # a new file too; the old one is kept
    train[0].write_text('{"changed": 2}', encoding="utf-8")
    assert load_rows(cache, train, train[:1]) == [None, None]  # an adapter's file changed: every fold changes


def test_the_files_the_adapters_learned_from_are_split_into_contiguous_folds(tmp_path):
    files = [tmp_path / f"h{n}.json" for n in range(6)]
    adapter_train = [tmp_path / "set2.json", *files[2:]]  # h2 … h5 are shared, h0 and h1 are not
    folds = adapter_folds(files, adapter_train, 2)
    assert folds == [files[2:4], files[4:6]]
    # each shared file is in exactly one fold; a file the adapters never saw is in none
    assert all(sum(f in fold for fold in folds) == 1 for f in files[2:])
    assert not any(f in fold for fold in folds for f in files[:2])
    assert adapter_folds(files, adapter_train, 10) == [[f] for f in files[2:]]  # no empty fold
    assert adapter_folds(files[:2], adapter_train, 2) == []


def test_shipped_model_fits_the_shipped_adapter_and_left_the_measuring_sets_out(embedder):
    from memory.config import EmbeddingConfig
    from memory.embedding import build_companion

    from memory.adapter import adapter_path

    companion = build_companion(EmbeddingConfig())
    model = RecallFusion.load(FUSION_PATH, embedder.identity, file_digest(ADAPTER_PATH),
                              companion.identity, file_digest(adapter_path(companion.model_name)), file_digest(PAIRS_PATH),
                              file_digest(NEED_PATH))
    assert model is not None, "retrain with python -m bench.train_fusion after changing either adapter"
    assert 0 < model.threshold < 1
    names = model.info["trained_on"]
    assert PairModel.load(PAIRS_PATH).info["trained_on"] == names  # the pair model was fitted on the same files
    # the measuring sets stay out: the newest holdout (fifty-first session: holdout41-52 joined the training files),
    # and dev and test
    held_out = ["holdout53", "zh_retrieval_dev", "zh_retrieval_test"]
    assert names and not any(h in n for n in names for h in held_out)
    assert any("holdout52" in n for n in names) and any("holdout3." in n for n in names)
    # the ranker that orders candidates ships with it, fitted on the same inputs
    assert model.rank_weights is not None and model.rank_weights.shape == model.weights.shape
    assert model.info["rank_l2"] > 0


def test_a_missing_companion_vector_counts_as_weak_evidence_for_the_shipped_model(embedder):
    from memory.adapter import adapter_path
    from memory.config import EmbeddingConfig
    from memory.embedding import build_companion

    companion = build_companion(EmbeddingConfig())
    model = RecallFusion.load(FUSION_PATH, embedder.identity, file_digest(ADAPTER_PATH),
                              companion.identity, file_digest(adapter_path(companion.model_name)), file_digest(PAIRS_PATH),
                              file_digest(NEED_PATH))
    # the same memory among the same rivals, its companion cosine typical (0.03, the training median) or lost
    rivals = [cand(0.05, companion=0.02), cand(0.02, companion=0.0), cand(0.0, companion=-0.01)]
    typical = model.probability(candidate_features([cand(0.3, companion=0.03), *rivals], False, 0.8))[0]
    lost = model.probability(candidate_features([cand(0.3, companion=None), *rivals], False, 0.8))[0]
    assert lost < typical  # a lagging partition never makes a memory look more relevant


def test_engine_uses_the_fusion_only_with_its_adapter_and_all_paths(tmp_path, embedder):
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine
    from memory.models import Owner

    owner = Owner("t1", "u1")
    facts = ["对花生过敏，一点都不能碰", "喜欢安静的民宿，不住青旅", "周末常去公园跑步"]
    for variant in ("on", "no_adapter", "dense_only", "no_companion"):
        cfg = MemoryConfig(data_dir=tmp_path / variant)
        cfg.retrieval.query_adapter = variant != "no_adapter"
        if variant == "no_companion":
            cfg.embedding.companion = "none"
        if variant == "dense_only":
            cfg.retrieval.paths = ["dense"]
        engine = MemoryEngine(cfg, embedder=embedder)
        assert engine.uses_learned_fusion() is (variant == "on")
        for fact in facts:
            engine.add_memory(owner, fact, "preference")
        result = engine.recall(owner, "泰国街头的沙爹串我能吃吗")
        assert result.candidates and all(0.0 <= h.score.similarity <= 1.0 for h in result.candidates)
        if variant == "on":
            assert [h.memory.content for h in result.injected] == [facts[0]]
        engine.close()


def test_refilled_need_columns_are_the_ones_candidate_features_builds():
    from memory.fusion import refill_need_columns

    cands = [cand(0.4, bm25=3.0), cand(0.1), cand(-0.2, bm25=1.0)]
    for general, need in ((True, 0.2), (False, 0.9)):
        X = candidate_features(cands, general=not general, need=1 - need)
        refill_need_columns(X, general, need)
        assert np.array_equal(X, candidate_features(cands, general=general, need=need))


def test_refilled_topic_columns_are_the_ones_the_engine_builds(tmp_path, embedder):
    from bench.train_fusion import attach_intent_scores
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine, utcnow
    from memory.fusion import FEATURES
    from memory.models import Owner

    owner = Owner("t1", "u1")
    facts = ["用户出去玩一天的花销想控制在三百块以内", "用户对芒果过敏", "用户是安徽阜阳人", "用户周末常去公园跑步"]
    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
    for fact in facts:
        engine.add_memory(owner, fact, "fact")
    query = "过年想回老家一趟，怎么走最省钱"
    cfg = engine.config.retrieval
    ids, memories, X = engine.learned_features(owner, engine.gather_evidence(owner, query, cfg), utcnow(), cfg)
    engine.close()
    topic = [FEATURES.index(name) for name in ("intent", "intent*cos", "own_intent")]
    stale = X.copy()
    stale[:, topic] = 0.0
    rows = [ProbeRows(X=stale, covers=[set()] * len(ids), relevant=set(), importance=np.zeros(len(ids)),
                      query=query, contents=[memories[mid].content for mid in ids])]
    attach_intent_scores([rows], embedder)
    assert np.allclose(stale, X)
    by_content = {memories[mid].content: X[i] for i, mid in enumerate(ids)}
    # the budget is named by the message; the hometown too; the allergy only joins any trip through `also`
    assert by_content[facts[0]][FEATURES.index("own_intent")] > 0
    assert by_content[facts[2]][FEATURES.index("own_intent")] > 0
    assert by_content[facts[1]][FEATURES.index("own_intent")] == 0


def test_the_cut_objective_takes_the_best_injected_recall_that_keeps_abstention_at_its_floor():
    from bench.train_fusion import MIN_ABSTENTION, objective

    def cut(injected: float, abstention: float) -> dict[str, float]:
        return {"recall_at_5": 0.9, "mrr": 0.88, "injected_recall": injected, "abstention": abstention,
                "injected_precision": 0.5}

    cv = {"gate .3": cut(0.819, 0.821), "gate .2": cut(0.843, 0.745), "gate .15": cut(0.861, MIN_ABSTENTION - 0.016)}
    assert max(cv, key=lambda k: objective(cv[k])) == "gate .2"  # .15 recalls more but abstains too little
    # with no cut above the floor, the best injected recall still wins among those below it
    low = {"a": cut(0.80, 0.5), "b": cut(0.85, 0.4)}
    assert max(low, key=lambda k: objective(low[k])) == "b"
    assert objective(cut(0.9, float("nan")))[0] is False  # a file without abstention probes counts as none kept
