"""The vector side: llama-index `VectorStoreIndex` over persistent Chroma, one collection per user.

Why one collection per (tenant, user): Chroma's `where` filters cost time that
grows with the whole store (SPEC §3: p50 67 ms at 100k with `where user_id`,
2.3 ms with a per-user collection and no `where`). A query therefore only
ever touches its owner's collection — isolation by construction — and the
store re-checks the owner of every hit in SQL. Only active memories are in
the index: deletes, supersedes and archives remove the vector; a restore adds
it back. Node id = memory id. SQL is the source of truth; `rebuild` recreates
everything from it.

Hot path: Chroma persists the vectors and partitions them, but a query does
not go through Chroma's HNSW. Measured here at 100k memories over 100 users,
Chroma query + get through llama-index took p50 ~10 ms with a tail past
100 ms (segment loads); brute-force numpy over one user's ≤ few-thousand
vectors takes < 1 ms (SPEC §3: 0.6 ms for 1k). So each partition's vectors
are mirrored in memory (loaded from Chroma on first use, kept in step with
every add/remove) and searched by `PartitionRetriever`, a llama-index
retriever, so callers still speak llama-index's QueryBundle/NodeWithScore.

Score scale: collections use cosine space, so Chroma returns distance
d = 1 - cos and llama-index reports exp(-d) = exp(cos - 1). We convert back
and hand cosine (-1..1) to recall, which owns the one documented scale.
"""
from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Optional

import chromadb
import numpy as np
from chromadb.config import Settings as ChromaSettings
from llama_index.core import VectorStoreIndex
from llama_index.core.retrievers import BaseRetriever
from llama_index.core.schema import NodeWithScore, QueryBundle, TextNode
from llama_index.vector_stores.chroma import ChromaVectorStore

from .embedding import NumpyEmbedding
from .models import MemoryItem, Owner

log = logging.getLogger(__name__)

_EXCLUDED_META = ["tenant_id", "user_id", "memory_type"]


def collection_name(prefix: str, owner: Owner) -> str:
    """Chroma names allow [a-zA-Z0-9._-]; user ids may be anything, so hash them."""
    digest = hashlib.sha256(f"{owner.tenant_id}\x00{owner.user_id}".encode()).hexdigest()[:32]
    return f"{prefix}-{digest}"


class PartitionVectors:
    """One owner's active vectors in memory: ids and an (n, d) unit-norm matrix."""

    def __init__(self, ids: list[str], vectors: np.ndarray) -> None:
        self.ids = list(ids)
        self.matrix = np.asarray(vectors, dtype=np.float32).reshape(len(self.ids), -1) if self.ids else None
        self.pos = {mid: i for i, mid in enumerate(self.ids)}

    def add(self, ids: list[str], vectors: np.ndarray) -> None:
        self.remove(ids)
        vectors = np.asarray(vectors, dtype=np.float32)
        self.matrix = vectors if self.matrix is None else np.vstack([self.matrix, vectors])
        for mid in ids:
            self.pos[mid] = len(self.ids)
            self.ids.append(mid)

    def remove(self, ids: Iterable[str]) -> None:
        drop = {self.pos[mid] for mid in ids if mid in self.pos}
        if not drop:
            return
        keep = [i for i in range(len(self.ids)) if i not in drop]
        self.ids = [self.ids[i] for i in keep]
        self.matrix = self.matrix[keep] if keep else None
        self.pos = {mid: i for i, mid in enumerate(self.ids)}

    def search(self, query: np.ndarray, top_k: int) -> list[tuple[str, float]]:
        if self.matrix is None or not self.ids:
            return []
        sims = self.matrix @ query
        k = min(top_k, len(self.ids))
        top = np.argpartition(-sims, k - 1)[:k]
        top = top[np.argsort(-sims[top])]
        return [(self.ids[i], float(sims[i])) for i in top]

    def rows(self, ids: list[str]) -> tuple[list[str], np.ndarray]:
        """The stored vectors of those ids that are present, in the order given."""
        found = [mid for mid in ids if mid in self.pos]
        if not found or self.matrix is None:
            return [], np.zeros((0, 1), dtype=np.float32)
        return found, self.matrix[[self.pos[mid] for mid in found]]

    def cosines(self, ids: Iterable[str], query: np.ndarray) -> dict[str, float]:
        rows = [(mid, self.pos[mid]) for mid in ids if mid in self.pos]
        if not rows or self.matrix is None:
            return {}
        sims = self.matrix[[i for _, i in rows]] @ query
        return {mid: float(v) for (mid, _), v in zip(rows, sims)}


class PartitionRetriever(BaseRetriever):
    """A llama-index retriever over one owner's partition; scores are cosine (-1..1)."""

    def __init__(self, vectors: PartitionVectors, top_k: int) -> None:
        super().__init__()
        self._vectors = vectors
        self._top_k = top_k

    def _retrieve(self, query_bundle: QueryBundle) -> list[NodeWithScore]:
        query = np.asarray(query_bundle.embedding, dtype=np.float32)
        return [
            NodeWithScore(node=TextNode(id_=mid, text=""), score=cos)
            for mid, cos in self._vectors.search(query, self._top_k)
        ]


class MemoryIndex:
    def __init__(
        self,
        embedder: NumpyEmbedding,
        *,
        path: Optional[Path] = None,
        host: Optional[str] = None,
        port: Optional[int] = None,
        prefix: str = "yitu_mem",
        cache_size: int = 256,
        client: Optional[Any] = None,
    ) -> None:
        settings = ChromaSettings(anonymized_telemetry=False, allow_reset=True)
        if client is not None:  # a second index (the recall companion's) in the same store
            self.client = client
        elif host:
            self.client = chromadb.HttpClient(host=host, port=port or 8000, settings=settings)
        else:
            assert path is not None
            path.mkdir(parents=True, exist_ok=True)
            self.client = chromadb.PersistentClient(path=str(path), settings=settings)
        self.embedder = embedder
        self.prefix = prefix
        self._indexes: OrderedDict[str, VectorStoreIndex] = OrderedDict()
        self._vectors: OrderedDict[str, PartitionVectors] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.RLock()

    # ------------------------------------------------------------ partitions
    def _index_for(self, owner: Owner) -> VectorStoreIndex:
        name = collection_name(self.prefix, owner)
        with self._lock:
            index = self._indexes.get(name)
            if index is not None:
                self._indexes.move_to_end(name)
                return index
            collection = self.client.get_or_create_collection(
                name=name,
                embedding_function=None,  # never the default ONNX model: we pass vectors
                metadata={"hnsw:space": "cosine"},
            )
            store = ChromaVectorStore(chroma_collection=collection)
            index = VectorStoreIndex.from_vector_store(store, embed_model=self.embedder)
            self._indexes[name] = index
            if len(self._indexes) > self._cache_size:
                self._indexes.popitem(last=False)
            return index

    def _vectors_for(self, owner: Owner) -> PartitionVectors:
        name = collection_name(self.prefix, owner)
        with self._lock:
            cached = self._vectors.get(name)
            if cached is not None:
                self._vectors.move_to_end(name)
                return cached
            collection = self._index_for(owner).vector_store.client
            got = collection.get(include=["embeddings"])
            embeddings = got["embeddings"]
            vectors = PartitionVectors(got["ids"], np.asarray(embeddings) if len(got["ids"]) else np.zeros((0, 1)))
            self._vectors[name] = vectors
            if len(self._vectors) > self._cache_size:
                self._vectors.popitem(last=False)
            return vectors

    # ------------------------------------------------------------ writes
    def embed(self, texts: list[str]) -> list[list[float]]:
        return self.embedder.encode(texts).tolist()

    def add(self, owner: Owner, items: Iterable[MemoryItem], vectors: Optional[list[list[float]]] = None) -> None:
        items = list(items)
        if not items:
            return
        if vectors is None:
            vectors = self.embed([m.content for m in items])
        nodes = []
        for item, vector in zip(items, vectors):
            assert (item.tenant_id, item.user_id) == (owner.tenant_id, owner.user_id), "owner mismatch"
            nodes.append(
                TextNode(
                    id_=item.memory_id,
                    text=item.content,
                    embedding=vector,
                    metadata={
                        "tenant_id": item.tenant_id,
                        "user_id": item.user_id,
                        "memory_type": item.memory_type,
                    },
                    excluded_embed_metadata_keys=_EXCLUDED_META,
                    excluded_llm_metadata_keys=_EXCLUDED_META,
                )
            )
        index = self._index_for(owner)
        # Chroma's add ignores an id that already exists: delete first so an
        # edit or restore really replaces the vector.
        index.vector_store.delete_nodes([n.node_id for n in nodes])
        index.insert_nodes(nodes)
        with self._lock:
            cached = self._vectors.get(collection_name(self.prefix, owner))
            if cached is not None:
                cached.add([n.node_id for n in nodes], np.asarray(vectors, dtype=np.float32))

    def remove(self, owner: Owner, memory_ids: Iterable[str]) -> None:
        ids = list(memory_ids)
        if ids:
            self._index_for(owner).vector_store.delete_nodes(ids)
            with self._lock:
                cached = self._vectors.get(collection_name(self.prefix, owner))
                if cached is not None:
                    cached.remove(ids)

    # ------------------------------------------------------------ reads
    def query(self, owner: Owner, query: str, embedding: list[float], top_k: int) -> list[tuple[str, float]]:
        """(memory_id, cosine) from the owner's partition only, best first."""
        retriever = PartitionRetriever(self._vectors_for(owner), top_k)
        results = retriever.retrieve(QueryBundle(query_str=query, embedding=embedding))
        return [(r.node.node_id, float(r.score)) for r in results]

    def cosines(self, owner: Owner, memory_ids: list[str], embedding: list[float]) -> dict[str, float]:
        """Cosine to the stored vectors of memories the dense path did not return."""
        return self._vectors_for(owner).cosines(memory_ids, np.asarray(embedding, dtype=np.float32))

    def vectors(self, owner: Owner, memory_ids: list[str]) -> tuple[list[str], np.ndarray]:
        """Stored vectors of the owner's memories (those present), for features computed from them."""
        return self._vectors_for(owner).rows(memory_ids)

    def ids(self, owner: Owner) -> set[str]:
        """Every memory id stored in the owner's Chroma partition (consistency checks only)."""
        return set(self._index_for(owner).vector_store.client.get(include=[])["ids"])

    def warm(self, owner: Owner) -> None:
        self._vectors_for(owner)

    def count(self, owner: Owner) -> int:
        return self._index_for(owner).vector_store.client.count()

    # ------------------------------------------------------------ maintenance
    def drop_all(self) -> None:
        with self._lock:
            self._indexes.clear()
            self._vectors.clear()
            for col in self.client.list_collections():
                name = col if isinstance(col, str) else col.name
                if name.startswith(self.prefix + "-"):
                    self.client.delete_collection(name)
