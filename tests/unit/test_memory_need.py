"""The memory-need classifier: file format, when it is (not) loaded, and the shipped model on unseen questions."""
from __future__ import annotations

import numpy as np
import pytest

from bench.train_need import auc, fit_logistic
from memory.need import NEED_PATH, MemoryNeed

# written for this test; none of them is in bench/data/train/query_pairs.json
GENERAL = ["长城一共有多长", "去日本要办什么签证", "西湖边上的雷峰塔什么时候重建的",
           "飞机上能带多少毫升的液体", "泰国用什么货币", "黄山一年四季哪个季节最美"]
PERSONAL = ["帮我安排一下带我爸妈去桂林的五天行程", "我这次出差顺便玩两天，住哪儿合适",
            "按我的口味推荐几家长沙的馆子", "我们一家下个月去海边，要准备些什么",
            "我上次说的那个预算，够不够去云南玩一周", "给我挑一条适合我膝盖的徒步路线"]


def test_save_and_load_round_trip(tmp_path):
    w = np.arange(8, dtype=np.float32) / 10
    path = tmp_path / "need.bin"
    MemoryNeed(w, -0.5, "toy:8", {"l2": 0.1}).save(path)
    loaded = MemoryNeed.load(path, "toy:8")
    assert loaded is not None and loaded.info["l2"] == 0.1
    x = np.ones((1, 8), dtype=np.float32)
    assert loaded.probability(x)[0] == pytest.approx(1 / (1 + np.exp(-(w.sum() - 0.5))), rel=1e-6)
    assert MemoryNeed.load(path, "usem3:512") is None
    assert MemoryNeed.load(tmp_path / "missing.npz", "toy:8") is None


def test_logistic_fit_separates_separable_data():
    rng = np.random.default_rng(0)
    X = np.vstack([rng.normal(1, 0.3, (40, 3)), rng.normal(-1, 0.3, (40, 3))])
    y = np.r_[np.ones(40), np.zeros(40)]
    w, b = fit_logistic(X, y, l2=1e-3)
    assert np.mean(((X @ w + b) > 0) == (y > 0.5)) == 1.0
    assert auc(np.array([0.9, 0.8]), np.array([0.1, 0.85])) == pytest.approx(0.75)


def test_shipped_model_tells_unseen_general_questions_from_personal_requests(embedder):
    model = MemoryNeed.load(NEED_PATH, embedder.identity)
    assert model is not None, "assets/models/memory_need.npz must match the default embedder"
    general = model.probability(embedder.encode(GENERAL, query=True))
    personal = model.probability(embedder.encode(PERSONAL, query=True))
    assert auc(personal, general) >= 0.9
    assert np.mean(personal >= 0.5) >= 5 / 6
    assert np.mean(general < 0.5) >= 4 / 6


def test_engine_holds_back_memories_for_a_general_question_only(tmp_path, embedder):
    # the lexicon rule has no cue for this question; the classifier does the work
    from memory.config import MemoryConfig
    from memory.engine import MemoryEngine
    from memory.intent import is_factual_question
    from memory.models import Owner

    # (until the forty-seventh session's adapters the question was "日本的温泉水温一般多少度", which the noisy-OR no
    # longer lets through without the classifier either)
    general, personal = "日本泡温泉有什么讲究", "下个月去日本玩，帮我安排一下"
    assert not is_factual_question(general)
    owner = Owner("t1", "u1")
    injected = {}
    for enabled in (True, False):
        cfg = MemoryConfig(data_dir=tmp_path / str(enabled))
        cfg.retrieval.memory_need = enabled
        engine = MemoryEngine(cfg, embedder=embedder)
        for content, kind in [("计划明年春节去泰国清迈玩一周", "goal"), ("国庆想带孩子去北京爬长城", "goal"),
                              ("喜欢日本的温泉和美食", "preference"), ("去年秋天去过黄山，很喜欢", "event"),
                              ("坐飞机总是带着自己的保温杯", "preference"), ("最喜欢西湖的断桥", "preference")]:
            engine.add_memory(owner, content, kind)
        injected[enabled] = {q: [h.memory.content for h in engine.recall(owner, q).injected] for q in (general, personal)}
        engine.close()
    assert injected[False][general] == ["喜欢日本的温泉和美食"]
    assert injected[True][general] == []
    assert "喜欢日本的温泉和美食" in injected[True][personal]


def test_shipped_model_learned_from_the_training_files_and_left_the_holdouts_out():
    import json

    info = json.loads(str(np.load(NEED_PATH)["meta"]))
    names = info["trained_on"]
    # since the fifty-first session: the fusion's training files, holdout3 … holdout52 (bench/train_fusion)
    assert "query_pairs.json" in names and "zh_retrieval_holdout3.json" in names and "zh_retrieval_holdout52.json" in names
    assert not any(f"holdout{n}." in name for name in names for n in range(53, 60))
    assert not any(m in name for name in names for m in ("zh_retrieval_dev", "zh_retrieval_test"))


def test_training_rows_get_need_columns_from_a_classifier_that_never_saw_their_file(embedder):
    from bench.train_fusion import ProbeRows, attach_need_scores
    from bench.train_need import DEFAULT_PAIRS, fit_need, pair_vectors
    from memory.fusion import FEATURES

    col = {name: i for i, name in enumerate(FEATURES)}

    def rows(queries, answerable):
        return [ProbeRows(X=np.full((2, len(FEATURES)), 0.5), covers=[{"m1"}, {"m2"}],
                          relevant={"m1"} if answerable else set(), importance=np.array([0.5, 0.5]), query=q)
                for q in queries]

    general_questions = ["高铁上能带多少毫升的酒", "糖尿病人一般能不能吃荔枝", "潜水证分几个等级"]
    file_a = rows(general_questions, False)
    file_b = rows(["下周去杭州帮我订个酒店", "周末带我妈去爬山，注意啥"], True)
    attach_need_scores([file_a, file_b], embedder.encode)
    X_pairs, y_pairs = pair_vectors(DEFAULT_PAIRS, embedder.encode)
    # the classifier for file A was fitted on query_pairs and file B only
    w, b = fit_need(X_pairs, y_pairs, embedder.encode([r.query for r in file_b]).astype(float), np.ones(len(file_b)))
    expected = 1 / (1 + np.exp(-(embedder.encode(general_questions).astype(float) @ w + b)))
    got = np.array([r.X[0, col["need"]] for r in file_a])
    assert np.allclose(got, expected)
    for r in [*file_a, *file_b]:
        need, general = r.X[0, col["need"]], r.X[0, col["general"]]
        assert general == float(need < 0.5) or general == 1.0  # a factual cue word may also make it general
        assert np.allclose(r.X[:, col["need*cos"]], need * r.X[:, col["cos"]])


def test_a_question_for_the_users_own_fact_that_one_memory_holds_is_personal():
    from memory.need import is_general
    own = "进博会咱们在哪个展区？"
    # the classifier calls it general (0.2); one memory holds its words far ahead of the next: personal
    assert not is_general(own, 0.2, [9.6, 3.1, 0.0])
    # two memories hold them about equally, or none strongly: the classifier stands
    assert is_general(own, 0.2, [9.6, 8.0])
    assert is_general(own, 0.2, [2.5])
    assert is_general(own, 0.2, [])
    # no first person and no "来着": general, unless it points back at something the user spoke of ("那个"),
    # and then not when asked the way a general question is
    assert is_general("进博会在哪个展区？", 0.2, [9.6])
    assert not is_general("百花岭那个鸟导电话多少", 0.2, [13.7, 3.8])
    assert not is_general("包车那个司机姓啥", 0.2, [10.6])
    assert is_general("那个景点一般几点开门", 0.2, [9.6])
    assert is_general("那个牌子的对焦为什么快那么多", 0.2, [9.6])
    # no question for a value
    assert is_general("我们去进博会吧", 0.2, [9.6])
    # the classifier's own "personal" is never overruled
    assert not is_general("我们去进博会吧", 0.8, [])
