"""Learned word pairs: which words of a request make which words of a memory relevant.

Why: the fusion's other features see a request and a memory only through
their embeddings, shared words and topic cues. When those are used up
(bench/README.md, tenth session: of the memories that pushed a wanted one out
of the top 5, 86% were the user's other core facts), what is left is
knowing that "订高铁票" needs "导盲犬同行" and "下馆子" needs "芒果过敏", while
"老家在周口" seldom answers a hotel request. This is a translation-style
relevance model (Berger & Lafferty, 1999), learned discriminatively: one
weight per hashed (request word, memory word) pair, plus one per memory word,
fitted by logistic regression on the training files' gathered candidates
(bench/train_fusion.py, which fits it with the fusion). Its score is one more fusion feature; the fusion
decides how far to trust it.

Words are memory.textnorm.tokenize's jieba tokens, so the keyword path and
this model read the same words.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Optional, Sequence

import numpy as np

from .artifacts import load_npz, save_npz
from .textnorm import tokenize

PAIRS_PATH = Path(__file__).resolve().parent.parent / "assets" / "models" / "recall_pairs.npz"
# hashed feature space: the shipped model has ~10^6 non-zero weights, so some pairs share
# a weight; a collision only blurs two rare pairs together
DIMENSION = 1 << 20
IDENTITY = "jieba-pairs-v1"  # what the hashed features are made of (tokenizer and hashing scheme)


def _hash(text: str) -> int:
    return zlib.crc32(text.encode("utf-8")) & (DIMENSION - 1)


def word_set(text: str) -> tuple[str, ...]:
    return tuple(sorted(set(tokenize(text))))


def pair_features(query_words: Sequence[str], memory_words: Sequence[str]) -> np.ndarray:
    """Hashed indices of every (request word, memory word) pair and of every memory word alone."""
    # _hash(q + "\x00" + m), with the request word's CRC computed once: crc32 continues a
    # running checksum, so crc32(m, crc32(q + "\x00")) is the CRC of the whole pair. Recall
    # hashes every pair of a message's words with ~60 candidates' words; this cuts a third of that
    prefixes = [zlib.crc32((q + "\x00").encode("utf-8")) for q in query_words]
    encoded = [m.encode("utf-8") for m in memory_words]
    mask = DIMENSION - 1
    found = {zlib.crc32(m, prefix) & mask for prefix in prefixes for m in encoded}
    found |= {_hash("\x01" + m) for m in memory_words}
    return np.fromiter(sorted(found), dtype=np.int64, count=len(found))


@dataclass
class PairModel:
    weights: np.ndarray  # (DIMENSION,) float32
    bias: float = 0.0
    info: dict = field(default_factory=dict)

    def logit(self, features: np.ndarray) -> float:
        # normalised by √n so a long memory does not win by having more pairs
        return float(self.weights[features].sum()) / np.sqrt(max(1, len(features))) + self.bias

    def score(self, query: str, memory: str) -> float:
        return self.logit(pair_features(word_set(query), word_set(memory)))

    def scores(self, query: str, memory_words: Sequence[Sequence[str]]) -> np.ndarray:
        """One score per memory, each given by its words (word_set; the keyword index keeps them)."""
        q = word_set(query)
        return np.array([self.logit(pair_features(q, words)) for words in memory_words], dtype=float)

    def save(self, path: Path) -> None:
        nonzero = np.flatnonzero(self.weights)
        save_npz(path, IDENTITY, self.info, index=nonzero.astype(np.int32),
                 value=self.weights[nonzero].astype(np.float32), bias=np.float64(self.bias))

    @classmethod
    def load(cls, path: Path = PAIRS_PATH) -> Optional["PairModel"]:
        loaded = load_npz(path, IDENTITY)
        if loaded is None:
            return None
        arrays, meta = loaded
        weights = np.zeros(DIMENSION, dtype=np.float32)
        weights[arrays["index"]] = arrays["value"]
        return cls(weights, float(arrays["bias"]), meta)


def fit_pairs(examples: Iterable[tuple[np.ndarray, float]], *, l2: float = 1e-5, epochs: int = 4,
              rate: float = 0.5, seed: int = 0) -> PairModel:
    """Logistic regression by plain SGD over (hashed features, label 0/1) examples.

    SGD rather than a batch solver: ~10^6 sparse features, of which each example
    touches a few dozen; a seeded order makes reruns identical.
    """
    data = list(examples)
    weights = np.zeros(DIMENSION, dtype=np.float64)
    bias = 0.0
    order_rng = np.random.default_rng(seed)
    for _ in range(epochs):
        for k in order_rng.permutation(len(data)):
            idx, label = data[k]
            norm = np.sqrt(max(1, len(idx)))
            z = weights[idx].sum() / norm + bias
            grad = 1 / (1 + np.exp(-z)) - label
            weights[idx] -= rate * (grad / norm + l2 * weights[idx])
            bias -= rate * grad * 0.1  # the bias moves slowly: it only centres the scores
    return PairModel(weights.astype(np.float32), bias)
