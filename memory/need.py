"""Does a message need the user's memories at all?

"故宫周一开门吗" and "高铁能带充电宝吗" share words with stored facts (a planned
Beijing trip, a power-bank habit) but are answered the same for everyone;
"帮我排三天成都行程" needs the user's companions, diet and pace. The lexicon rule
(intent.is_factual_question) catches the general questions it has cue words
for; this classifier catches them by meaning: a logistic regression on the
query embedding, trained by bench/train_need.py on written examples of both
kinds (bench/data/train/query_pairs.json). Like the query adapter it is tied to
the embedder it was trained for.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Optional

import numpy as np

from .artifacts import load_npz, save_npz
from .intent import asks_for_own_fact, is_factual_question

NEED_PATH = Path(__file__).resolve().parent.parent / "assets" / "models" / "memory_need.npz"
# below this probability a message counts as general; 0.4 would keep a few more
# borderline requests but catch fewer abstention probes (holdout 0.74 → 0.57)
GENERAL_BELOW = 0.5


# a question the user asks about one of their own facts (intent.asks_for_own_fact) is personal whatever
# the classifier says when one memory alone holds its words: the best keyword score at least
# OWN_FACT_BM25 and the next at most OWN_FACT_LEAD of it
OWN_FACT_BM25 = 4.0
OWN_FACT_LEAD = 0.7


def singles_out(keyword_scores: Iterable[float]) -> bool:
    """One memory alone holds the message's words."""
    best = sorted(keyword_scores, reverse=True)[:2]
    return bool(best) and best[0] >= OWN_FACT_BM25 and (len(best) < 2 or best[1] <= OWN_FACT_LEAD * best[0])


def is_general(query: str, need: Optional[float], keyword_scores: Iterable[float] = ()) -> bool:
    """A general question, by its cue words or by the classifier's probability (None: no classifier),
    unless the user asks for a fact of theirs that one memory alone holds the words of."""
    if is_factual_question(query):
        return True
    if need is None or need >= GENERAL_BELOW:
        return False
    return not (asks_for_own_fact(query) and singles_out(keyword_scores))


class MemoryNeed:
    def __init__(self, weights: np.ndarray, bias: float, embedder: str, info: Optional[dict] = None) -> None:
        self.weights = np.asarray(weights, dtype=np.float32).ravel()
        self.bias = float(bias)
        self.embedder = embedder
        self.info = info or {}

    def probability(self, vectors: np.ndarray) -> np.ndarray:
        """P(the message needs personal memory) for raw (not adapted) query vectors (n, D)."""
        logits = np.asarray(vectors, dtype=np.float32) @ self.weights + self.bias
        return 1 / (1 + np.exp(-logits))

    def save(self, path: Path) -> None:
        save_npz(path, self.embedder, self.info, weights=self.weights, bias=np.float32(self.bias))

    @classmethod
    def load(cls, path: Path, embedder: str) -> Optional["MemoryNeed"]:
        """The classifier at `path` if it was trained for `embedder`, else None."""
        loaded = load_npz(path, embedder)
        if loaded is None:
            return None
        arrays, meta = loaded
        return cls(arrays["weights"], float(arrays["bias"]), embedder, meta)
