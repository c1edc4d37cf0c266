"""Travel relevance of a memory: a query-independent prior in [0, 1].

A user who has talked to the assistant for months holds hundreds of true
facts about everyday life ("阳台上种了三角梅") beside the few a trip planner
acts on ("对坚果过敏", "喜欢寺庙和古建筑", "住在长沙"). An open request such as
"四天假能去哪玩" shares no words with the latter, so recall needs to know
which memories matter for travel at all.

The prior combines two pieces of evidence:

- the recall lexicon tags the memory with a travel topic (food, hotel, …);
- by meaning: the memory's embedding is nearer to example travel facts than
  to example everyday facts (assets/prompts/travel_relevance.yaml). The
  margin is turned into a probability by a one-feature logistic fit on the
  examples themselves (leave-one-out), so it needs no per-embedder constant.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable, Sequence

import numpy as np
import yaml
from pydantic import BaseModel

EXAMPLES_PATH = Path(__file__).resolve().parent.parent / "assets" / "prompts" / "travel_relevance.yaml"
NEIGHBOURS = 3
LEXICON_EVIDENCE = 0.6  # a lexicon topic alone makes a memory this likely to matter for travel


class _Examples(BaseModel):
    version: int
    travel: list[str]
    daily: list[str]


def _top_mean(sims: np.ndarray, k: int) -> np.ndarray:
    k = min(k, sims.shape[1])
    return np.sort(sims, axis=1)[:, -k:].mean(axis=1)


def _fit_logistic(x: np.ndarray, y: np.ndarray, steps: int = 50) -> tuple[float, float]:
    """Newton's method for p = sigmoid(a·x + b) on one feature (L2-damped, so separable data stays finite)."""
    a, b = 0.0, 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(a * x + b)))
        w = p * (1 - p)
        grad = np.array([np.sum((p - y) * x) + 1e-2 * a, np.sum(p - y)])
        hess = np.array([[np.sum(w * x * x) + 1e-2, np.sum(w * x)], [np.sum(w * x), np.sum(w) + 1e-9]])
        a, b = np.array([a, b]) - np.linalg.solve(hess, grad)
    return float(a), float(b)


class TravelPrior:
    """Scores memories by how likely they are to matter for travel planning."""

    def __init__(self, embed: Callable[[list[str]], np.ndarray], path: Path = EXAMPLES_PATH) -> None:
        ex = _Examples.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        self._travel = np.asarray(embed(ex.travel), dtype=np.float32)
        self._daily = np.asarray(embed(ex.daily), dtype=np.float32)
        # leave-one-out margins of the examples calibrate margin → probability
        margins, labels = [], []
        for group, label in ((self._travel, 1.0), (self._daily, 0.0)):
            for i in range(len(group)):
                keep = np.ones(len(group), dtype=bool)
                keep[i] = False
                travel = self._travel[keep] if label else self._travel
                daily = self._daily if label else self._daily[keep]
                margins.append(self._margin(group[i : i + 1], travel, daily)[0])
                labels.append(label)
        self._a, self._b = _fit_logistic(np.asarray(margins), np.asarray(labels))

    @staticmethod
    def _margin(vectors: np.ndarray, travel: np.ndarray, daily: np.ndarray) -> np.ndarray:
        return _top_mean(vectors @ travel.T, NEIGHBOURS) - _top_mean(vectors @ daily.T, NEIGHBOURS)

    def by_meaning(self, vectors: np.ndarray) -> np.ndarray:
        vectors = np.asarray(vectors, dtype=np.float32).reshape(-1, self._travel.shape[1])
        if not len(vectors):
            return np.zeros(0, dtype=np.float32)
        margin = self._margin(vectors, self._travel, self._daily)
        return 1 / (1 + np.exp(-(self._a * margin + self._b)))

    def score(self, vectors: np.ndarray, tagged: Sequence[bool]) -> np.ndarray:
        """Noisy-OR of the lexicon tag and the meaning-based probability."""
        meaning = self.by_meaning(vectors)
        lexicon = np.asarray(tagged, dtype=np.float32) * LEXICON_EVIDENCE
        return 1 - (1 - meaning) * (1 - lexicon)
