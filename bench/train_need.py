"""Train the memory-need classifier (memory/need.py) and report how it separates.

    python -m bench.train_need [--pairs FILE] [--out FILE] [--report FILE ...]

Positives: the personal requests of bench/data/train/query_pairs.json (they come
with the memories they need) and the answerable probes of the fusion's training
files (bench/train_fusion.DEFAULT_FUSION_TRAIN); negatives: its general questions
and those files' abstention probes, each counted NEGATIVE_WEIGHT times. L2-regularised
logistic regression on the raw query embedding, gradient descent, numpy only.
bench/train_fusion fills its training rows' need columns with classifiers fitted
the same way without the file at hand (out-of-fold).
``--report`` prints, per memory-eval/v1 file, the AUC of answerable vs
abstention probes and the share of each kind the classifier calls general.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from memory.config import EmbeddingConfig
from memory.embedding import build_embedder
from memory.need import NEED_PATH, MemoryNeed

DEFAULT_PAIRS = Path(__file__).resolve().parent / "data" / "train" / "query_pairs.json"
# swept 1e-1 / 1e-2 / 1e-3 with the training file only in view of the held-out
# sets' AUC (0.91–0.99 at all three); 1e-3 is the one whose p < 0.5 calls most
# abstention probes general while calling ≤ 1% of answerable ones general
L2 = 1e-3
# the training files' abstention probes are few (392 of 2,514) and include the hard kind, a general
# question about the user's own condition ("孕妇一般怀到几个月就不让坐飞机了"); counting each three
# times was chosen by the fusion's leave-one-file-out over 22 files: abstention .759 → .849 against
# counting them once, recall@5 .907 either way (bench/README.md, eleventh session)
NEGATIVE_WEIGHT = 3


def probe_queries(paths: list[Path]) -> tuple[list[str], np.ndarray]:
    """Every probe's message in these memory-eval/v1 files, labelled 1 when it has relevant memories."""
    queries, labels = [], []
    for path in paths:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        for user in data["users"]:
            for probe in user.get("probes") or []:
                if "relevant" in probe:
                    queries.append(probe["query"])
                    labels.append(1.0 if probe["relevant"] else 0.0)
    return queries, np.array(labels)


def fit_need(X_pairs: np.ndarray, y_pairs: np.ndarray, X_sets: np.ndarray, y_sets: np.ndarray) -> tuple[np.ndarray, float]:
    """The classifier from query_pairs' vectors and the training files' probe vectors."""
    negatives = X_sets[y_sets == 0]
    X = np.vstack([X_pairs, X_sets, *[negatives] * (NEGATIVE_WEIGHT - 1)])
    y = np.r_[y_pairs, y_sets, np.zeros(len(negatives) * (NEGATIVE_WEIGHT - 1))]
    return fit_logistic(X, y)


def pair_vectors(path: Path, embed) -> tuple[np.ndarray, np.ndarray]:
    data = json.loads(path.read_text(encoding="utf-8"))
    personal, general = [p["query"] for p in data["pairs"]], list(data["general"])
    X = np.vstack([embed(personal), embed(general)]).astype(np.float64)
    return X, np.r_[np.ones(len(personal)), np.zeros(len(general))]


def fit_logistic(X: np.ndarray, y: np.ndarray, l2: float = L2, steps: int = 2000, lr: float = 0.5) -> tuple[np.ndarray, float]:
    w = np.zeros(X.shape[1])
    b = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(X @ w + b)))
        w -= lr * (X.T @ (p - y) / len(y) + l2 * w)
        b -= lr * float(np.mean(p - y))
    return w, b


def auc(positive: np.ndarray, negative: np.ndarray) -> float:
    if not len(positive) or not len(negative):
        return float("nan")
    return float(np.mean([(p > negative).mean() + 0.5 * (p == negative).mean() for p in positive]))


def report(path: Path, embed, model: MemoryNeed) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    probes = [p for u in data["users"] for p in u.get("probes", []) if "relevant" in p]
    p = model.probability(embed([x["query"] for x in probes]))
    answerable = np.array([bool(x["relevant"]) for x in probes])
    return {
        "file": path.name, "auc": auc(p[answerable], p[~answerable]),
        "abstention_called_general": float(np.mean(p[~answerable] < 0.5)) if (~answerable).any() else None,
        "answerable_called_general": float(np.mean(p[answerable] < 0.5)) if answerable.any() else None,
    }


def main(argv: list[str] | None = None) -> int:
    from bench.train_fusion import DEFAULT_FUSION_TRAIN  # here, not at the top: train_fusion imports this module

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=Path, default=DEFAULT_PAIRS)
    ap.add_argument("--sets", nargs="*", type=Path, default=DEFAULT_FUSION_TRAIN,
                    help="memory-eval/v1 training files whose probes are examples too")
    ap.add_argument("--out", type=Path, default=NEED_PATH)
    ap.add_argument("--report", nargs="*", type=Path, default=[])
    args = ap.parse_args(argv)
    for path in [args.pairs, *args.sets, *args.report]:
        if not path.exists():
            print(f"error: {path} does not exist", file=sys.stderr)
            return 2
    embedder = build_embedder(EmbeddingConfig())
    X_pairs, y_pairs = pair_vectors(args.pairs, embedder.encode)
    queries, y_sets = probe_queries(args.sets)
    X_sets = embedder.encode(queries).astype(np.float64) if queries else np.zeros((0, X_pairs.shape[1]))
    w, b = fit_need(X_pairs, y_pairs, X_sets, y_sets)
    X, y = np.vstack([X_pairs, X_sets]), np.r_[y_pairs, y_sets]
    train_acc = float(np.mean(((X @ w + b) > 0) == (y > 0.5)))
    model = MemoryNeed(w, b, embedder.identity, {
        "trained_on": [args.pairs.name, *(p.name for p in args.sets)], "personal": int(y.sum()),
        "general": int(len(y) - y.sum()), "l2": L2, "negative_weight": NEGATIVE_WEIGHT,
        "train_accuracy": round(train_acc, 4),
    })
    model.save(args.out)
    print(f"wrote {args.out} ({int(y.sum())} personal, {int(len(y) - y.sum())} general; "
          f"training accuracy {train_acc:.3f})", file=sys.stderr)
    for path in args.report:
        print(json.dumps(report(path, embedder.encode, model), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
