"""Query intent and memory topics: the third recall signal, beside dense and keyword.

A food question must bring diet and allergy constraints even when it shares
no words with them; the lexicon in assets/prompts/recall_topics.yaml says
which query cues open which topics and which memories belong to them.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

import yaml
from pydantic import BaseModel, Field

LEXICON_PATH = Path(__file__).resolve().parent.parent / "assets" / "prompts" / "recall_topics.yaml"


class TopicSpec(BaseModel):
    weight: float = Field(ge=0, le=1)
    query: list[str]
    memory: list[str]
    slots: list[str] = []


class Lexicon(BaseModel):
    version: int
    topics: dict[str, TopicSpec]
    personal: list[str] = []
    factual: list[str] = []


@dataclass(frozen=True)
class _Compiled:
    weight: float
    query: re.Pattern
    memory: re.Pattern
    slots: tuple[str, ...]


def _pattern(cues: list[str]) -> re.Pattern:
    parts = []
    for cue in cues:
        if cue.startswith("re:"):
            parts.append(cue[3:])
        elif cue.isascii():  # "eat" must not match "great"; "allerg" still matches "allergic"
            parts.append(r"\b" + re.escape(cue.lower()))
        else:
            parts.append(re.escape(cue.lower()))
    return re.compile("|".join(parts))


@lru_cache(maxsize=4)
def _load(path: Path) -> tuple[dict[str, _Compiled], re.Pattern, re.Pattern]:
    lex = Lexicon.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
    topics = {
        name: _Compiled(t.weight, _pattern(t.query), _pattern(t.memory), tuple(t.slots))
        for name, t in lex.topics.items()
    }
    return topics, _pattern(lex.personal or ["re:$^"]), _pattern(lex.factual or ["re:$^"])


def load_lexicon(path: Path = LEXICON_PATH) -> dict[str, _Compiled]:
    return _load(path)[0]


def is_factual_question(query: str, path: Path = LEXICON_PATH) -> bool:
    """A general-knowledge question that does not ask for advice for this user."""
    _, personal, factual = _load(path)
    text = _fold(query)
    return bool(factual.search(text)) and not personal.search(text)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def query_topics(query: str, lexicon: Optional[dict[str, _Compiled]] = None) -> dict[str, float]:
    """Topics the query asks about, with their weights."""
    lexicon = lexicon or load_lexicon()
    text = _fold(query)
    return {name: t.weight for name, t in lexicon.items() if t.query.search(text)}


def memory_topics(content: str, slot: Optional[str], lexicon: Optional[dict[str, _Compiled]] = None) -> frozenset[str]:
    """Topics a memory belongs to, by its slot when it has one and by its words."""
    lexicon = lexicon or load_lexicon()
    text = _fold(content)
    out = set()
    for name, t in lexicon.items():
        if slot and any(slot == s or (s.endswith(".") and slot.startswith(s)) for s in t.slots):
            out.add(name)
        elif t.memory.search(text):
            out.add(name)
    return frozenset(out)


def intent_match(q_topics: dict[str, float], m_topics: frozenset[str]) -> float:
    """0..1: the strongest shared topic's weight."""
    return max((w for name, w in q_topics.items() if name in m_topics), default=0.0)
