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

import json
import logging
from pathlib import Path
from typing import Optional

import numpy as np

log = logging.getLogger(__name__)

NEED_PATH = Path(__file__).resolve().parent.parent / "assets" / "models" / "memory_need.npz"


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
        path.parent.mkdir(parents=True, exist_ok=True)
        meta = json.dumps({"embedder": self.embedder, **self.info}, ensure_ascii=False)
        with open(path, "wb") as fh:
            np.savez_compressed(fh, weights=self.weights, bias=np.float32(self.bias), meta=np.array(meta))

    @classmethod
    def load(cls, path: Path, embedder: str) -> Optional["MemoryNeed"]:
        if not path.exists():
            log.info("no memory-need model at %s: only the lexicon rule decides", path)
            return None
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            weights, bias = data["weights"], float(data["bias"])
        if meta.get("embedder") != embedder:
            log.info("memory-need model %s is for %s, not %s: not used", path.name, meta.get("embedder"), embedder)
            return None
        return cls(weights, bias, embedder, meta)
