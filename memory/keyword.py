"""Per-user Okapi BM25 over jieba tokens: the keyword half of hybrid recall.

Hand-written rather than bm25s because the corpora are one user's memories
(hundreds, short) and change on every write: postings update incrementally
and a query scores only its own terms' postings, with no matrix rebuild.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Optional

from .textnorm import made_up_parts, tokenize


class KeywordIndex:
    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self._postings: dict[str, dict[str, int]] = defaultdict(dict)
        self._lengths: dict[str, int] = {}
        self._doc_terms: dict[str, tuple[str, ...]] = {}
        self._total_len = 0

    def __len__(self) -> int:
        return len(self._lengths)

    def add(self, memory_id: str, text: str) -> None:
        self.remove(memory_id)
        counts = Counter(tokenize(text))
        for term, tf in counts.items():
            self._postings[term][memory_id] = tf
        length = sum(counts.values())
        self._lengths[memory_id] = length
        self._doc_terms[memory_id] = tuple(counts)
        self._total_len += length

    def terms(self, memory_id: str) -> tuple[str, ...]:
        """The memory's distinct tokens (empty for an unknown id)."""
        return self._doc_terms.get(memory_id, ())

    def holding(self, term: str) -> set[str]:
        """The memories whose tokens include `term` or, for a word jieba made up, one of its parts
        (textnorm.made_up_parts: "晓彤会" is held by "我老婆叫晓彤…")."""
        found = set(self._postings.get(term, ()))
        for part in made_up_parts(term):
            found.update(self._postings.get(part, ()))
        return found

    def holders(self, terms: list[str]) -> set[str]:
        """The memories holding (`holding`) every one of `terms` (none for no terms)."""
        held = sorted((self.holding(term) for term in set(terms)), key=len)
        return set.intersection(*held) if held else set()

    def remove(self, memory_id: str) -> None:
        length = self._lengths.pop(memory_id, None)
        if length is None:
            return
        self._total_len -= length
        for term in self._doc_terms.pop(memory_id, ()):
            posting = self._postings[term]
            posting.pop(memory_id, None)
            if not posting:
                del self._postings[term]

    def search(self, query: str, top_k: int, expansion: Optional[dict[str, float]] = None) -> list[tuple[str, float]]:
        """(memory_id, bm25) best first; empty when no query term is known.

        `expansion` adds terms the query did not say (memory/expand.py), each
        counting with its weight (< 1) instead of fully.
        """
        n = len(self._lengths)
        if n == 0:
            return []
        avg_len = self._total_len / n
        terms = {term: 1.0 for term in tokenize(query)}
        for term, weight in (expansion or {}).items():
            terms.setdefault(term, weight)
        scores: dict[str, float] = defaultdict(float)
        for term, weight in terms.items():
            posting = self._postings.get(term)
            if not posting:
                continue
            idf = math.log(1 + (n - len(posting) + 0.5) / (len(posting) + 0.5))
            for memory_id, tf in posting.items():
                norm = tf + self.k1 * (1 - self.b + self.b * self._lengths[memory_id] / avg_len)
                scores[memory_id] += weight * idf * tf * (self.k1 + 1) / norm
        ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
        return ranked[:top_k]
