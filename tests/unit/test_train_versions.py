"""bench/train_versions: which pairs of a memory-eval/v1 file are labelled versions, which are not, which are left out."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from bench.train_versions import fit, labelled_pairs
from memory.versions import FEATURES

# every text gets a fixed vector: the first three are near one another, the fourth far from all
VECTORS = {
    "用户洗牙固定去拜博口腔": [1.0, 0.0, 0.0],
    "用户洗牙固定去瑞尔齿科": [0.9, 0.43, 0.0],
    "用户洗牙每半年一次": [0.8, 0.6, 0.0],
    "用户不吃香菜": [0.0, 0.0, 1.0],
    "我在哪洗牙": [0.9, 0.3, 0.3],
    "我每隔多久洗一次牙": [0.8, 0.5, 0.3],
    "我朋友在哪洗牙": [0.9, 0.3, 0.3],
}


def embed(texts: list[str]) -> np.ndarray:
    v = np.array([VECTORS[t] for t in texts], dtype=np.float64)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def memory(mid: str, content: str, month: int) -> dict:
    return {"id": mid, "content": content, "type": "preference", "created_at": f"2025-{month:02d}-01T10:00:00+08:00"}


def write(tmp_path: Path) -> Path:
    data = {"format": "memory-eval/v1", "users": [{"user_id": "u", "tenant_id": "default", "memories": [
        memory("m_old", "用户洗牙固定去拜博口腔", 1), memory("m_often", "用户洗牙每半年一次", 2),
        memory("m_new", "用户洗牙固定去瑞尔齿科", 6), memory("m_far", "用户不吃香菜", 9)],
        "probes": [
            {"id": "p1", "query": "我在哪洗牙", "relevant": ["m_new"], "forbid": [["拜博"]]},
            {"id": "p2", "query": "我每隔多久洗一次牙", "relevant": ["m_often"]},
            {"id": "p3", "query": "我朋友在哪洗牙", "kind": "leak", "relevant": ["m_old"]},
            {"id": "p4", "query": "我在哪洗牙", "relevant": []},
        ]}]}
    path = tmp_path / "set.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_forbidden_older_beside_a_wanted_newer_is_a_version_and_a_wanted_older_beside_a_near_newer_is_not(tmp_path):
    X, y = labelled_pairs(write(tmp_path), embed)
    assert all(len(row) == len(FEATURES) for row in X)
    cosine = FEATURES.index("cosine")
    # p1: 拜博 (forbidden, older) beside 瑞尔 (wanted, newer) → 1. p2: "每半年" (wanted, older) beside the newer
    # near memory 瑞尔 → 0; beside 香菜, too far (cosine 0) → no pair. p3 is a leak probe and p4 wants nothing: no pairs.
    assert sorted(zip(y, [round(r[cosine], 2) for r in X])) == [(0, 0.98), (1, 0.9)]


def test_fit_separates_what_it_is_shown():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(400, len(FEATURES)))
    y = (X[:, 0] + 0.1 * rng.normal(size=400) > 0).astype(float)
    mean, scale, weights, bias = fit(X, y)
    p = 1 / (1 + np.exp(-(((X - mean) / scale) @ weights + bias)))
    assert ((p > 0.5) == (y == 1)).mean() > 0.95
    assert abs(weights[0]) == np.abs(weights).max()
