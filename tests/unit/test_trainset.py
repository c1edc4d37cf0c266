"""What the trainers see: the blind sets' shared background pool kept out, adapters out-of-fold by fold,
and the cross-validated gate counted as the engine counts it."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from bench.train_adapter import DEFAULT_TRAIN, groups_from_eval
from bench.train_fusion import ProbeRows, adapter_folds, score_rows
from bench.trainset import is_pool_statement, pool_statements, training_view
from memory.fusion import FEATURES, RecallFusion

DATA = Path(__file__).resolve().parents[2] / "bench" / "data"


def account(memories: list[tuple[str, str]], relevant: list[str]) -> dict:
    return {"format": "memory-eval/v1", "users": [{
        "user_id": "u1", "tenant_id": "t1",
        "memories": [{"id": i, "content": c, "type": "fact"} for i, c in memories],
        "probes": [{"id": "p1", "query": "周末去哪", "relevant": relevant}, {"id": "p2", "query": "你好", "relevant": []}],
    }]}


def test_pool_is_read_from_the_module_text():
    pool = pool_statements()
    assert len(pool) > 400
    assert all(s.startswith("用户") for s in pool)  # the pool's own rule: third person, tags stripped
    assert not any(s.startswith("[") for s in pool)


def test_training_view_swaps_unwanted_pool_statements_only():
    pooled = sorted(pool_statements())[:3]
    data = account([("m1", "用户对花生过敏"), ("b1", pooled[0]), ("b2", pooled[1]), ("x9", pooled[2])], ["m1", "b2"])
    before = json.dumps(data, ensure_ascii=False)
    view = training_view(data, "f.json")
    assert json.dumps(data, ensure_ascii=False) == before  # the caller's data is not changed
    contents = {m["id"]: m["content"] for m in view["users"][0]["memories"]}
    assert contents["m1"] == "用户对花生过敏"
    assert contents["b2"] == pooled[1]  # a probe wants it: it stays
    assert not is_pool_statement(contents["b1"]) and not is_pool_statement(contents["x9"])  # whatever the id
    assert contents["b1"] != contents["x9"]
    assert training_view(data, "f.json") == view  # deterministic
    assert training_view(data, "g.json") != view  # seeded by the file


def test_training_view_leaves_a_file_without_pool_statements_alone():
    data = account([("m1", "用户对花生过敏"), ("m2", "用户晕车")], ["m1"])
    assert training_view(data, "f.json") == data


def test_adapter_groups_leave_pool_statements_out_whatever_their_ids(tmp_path):
    pooled = sorted(pool_statements())[:2]
    path = tmp_path / "set.json"
    path.write_text(json.dumps(account([("u1m1", "用户对花生过敏"), ("u1m2", pooled[0]), ("u1m3", pooled[1])],
                                       ["u1m1", "u1m3"]), ensure_ascii=False), encoding="utf-8")
    (group,) = groups_from_eval(path)
    assert group.memories == ["用户对花生过敏", pooled[1]]  # the wanted pool statement is an answer
    assert group.targets == [[0, 1]]


def test_retired_blind_sets_hold_the_pool_the_newer_ones_draw_from():
    # the reason for the training view: without it, training would meet the next blind set's negatives
    retired = [p for p in DEFAULT_TRAIN if p.parent.name.startswith("holdout")]
    assert retired and not any(p.parent.name in ("holdout13", "holdout14", "holdout15") for p in DEFAULT_TRAIN)
    newest = json.loads((DATA / "holdout15" / "zh_retrieval_holdout15.json").read_text(encoding="utf-8"))
    assert sum(is_pool_statement(m["content"]) for u in newest["users"] for m in u["memories"]) > 1000


def test_folds_deal_files_in_turn_and_never_train_on_their_own():
    files = [Path(f"/d/f{i}.json") for i in range(10)]
    work = adapter_folds(files + [Path("/d/other.json")], files, folds=4)
    fold_files = [f for f, a in work if a is not None]
    assert sorted(p.name for f in fold_files for p in f) == sorted(p.name for p in files)  # each file once
    for f, adapters in work:
        if adapters is not None:
            assert not set(f) & set(adapters) and len(f) + len(adapters) == len(files)
    assert work[-1] == ([Path("/d/other.json")], None)  # not an adapter file: the shipped adapters
    # a file added at the end joins a fold and moves no other file
    grown = adapter_folds(files + [Path("/d/f10.json")], files + [Path("/d/f10.json")], folds=4)
    assert {p.name: k for k, (f, _) in enumerate(grown) for p in f if p.name != "f10.json"} == {
        p.name: k for k, f in enumerate(fold_files) for p in f}


class _Fixed(RecallFusion):
    """A model with given probabilities and ranker scores, to pin how score_rows cuts."""

    def __init__(self, probability, order):
        super().__init__(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros(len(FEATURES)), 0.0, 0.3, "toy:4")
        self._p, self._s = np.asarray(probability), np.asarray(order)

    def probability(self, features):
        return self._p

    def order_scores(self, features):
        return self._s


def test_gate_is_on_the_most_probable_candidate_as_in_the_engine():
    rows = [ProbeRows(X=np.zeros((2, len(FEATURES))), covers=[{"m1"}, {"m2"}], relevant={"m2"}, importance=np.ones(2))]
    # the ranker puts m1 (p .25) first; m2 is the most probable (.6): the message passes a .5 gate
    model = _Fixed([0.25, 0.6], [2.0, 1.0])
    got = score_rows(rows, model, threshold=0.3, gate=0.5)
    assert got["injected_recall"] == 1.0 and got["mrr"] == 0.5
    assert score_rows(rows, model, threshold=0.3, gate=0.7)["injected_recall"] == 0.0
