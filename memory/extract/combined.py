"""Extractor selection (`WritingConfig.extractor`) and the layered `auto` mode.

- rules: the offline rules extractor alone.
- auto:  rules always run first (seed 000 §4.1: signal words are the base
         layer); when an LLM is configured it adds the facts rules missed and
         calibrates the importance of the ones they share. If the LLM fails,
         the rules result stands and the failure is recorded on the context
         (the pipeline turns it into an `extraction_failed` trace).
- llm:   the LLM alone; when it fails this turn falls back to rules (recorded
         the same way), and with no LLM configured at all it is rules with a
         warning.
"""
from __future__ import annotations

import logging
from datetime import datetime
from typing import Optional

from ..llm_protocol import JsonLLM
from ..models import MemoryCandidate
from ..textnorm import normalize
from .base import ExtractionContext, ExtractionFailed, Extractor
from .signals import load_signals

log = logging.getLogger(__name__)

# How much the LLM's importance counts when both layers found the same fact.
LLM_IMPORTANCE_WEIGHT = 0.5
# Character-bigram overlap above which an LLM fact is taken to restate a rules fact.
SAME_FACT_OVERLAP = 0.5


def has_signal(text: str) -> bool:
    """Durable signal words ("过敏", "不吃", "以后都" …): extract this turn right away."""
    sig = load_signals()
    return bool(sig.noise["durable_signal"].search(text) or sig.markers["durable"].search(text))


class RulesLayer:
    """Adapts the rules extractor to the common interface."""

    name = "rules"

    def __init__(self) -> None:
        from .rules import RulesExtractor  # imported late: only the selected extractors load

        self._rules = RulesExtractor()

    def extract(
        self, text: str, *, now: datetime, context: Optional[ExtractionContext] = None
    ) -> list[MemoryCandidate]:
        role = context.role if context else "user"
        return list(self._rules.extract(text, now=now, role=role, context=context))


class CombinedExtractor:
    """auto: rules as the base layer, the LLM on top when there is one."""

    name = "auto"

    def __init__(self, rules: Extractor, llm: Optional[Extractor]) -> None:
        self.rules = rules
        self.llm = llm

    @property
    def uses_llm(self) -> bool:
        return self.llm is not None

    def extract(
        self, text: str, *, now: datetime, context: Optional[ExtractionContext] = None
    ) -> list[MemoryCandidate]:
        ctx = context or ExtractionContext()
        base = self.rules.extract(text, now=now, context=ctx)
        if self.llm is None:
            return base
        try:
            extra = self.llm.extract(text, now=now, context=ctx)
        except ExtractionFailed as exc:
            log.warning("auto extraction: llm failed at %s (%s); keeping %d rules facts", exc.stage, exc, len(base))
            ctx.record_failure(self.llm.name, str(exc), exc.stage)
            return base
        return merge_layers(base, extra)


class FallbackExtractor:
    """llm mode: the LLM's answer, or the rules' when the LLM fails."""

    name = "llm"

    def __init__(self, primary: Extractor, fallback: Extractor) -> None:
        self.primary = primary
        self.fallback = fallback

    uses_llm = True

    def extract(
        self, text: str, *, now: datetime, context: Optional[ExtractionContext] = None
    ) -> list[MemoryCandidate]:
        ctx = context or ExtractionContext()
        try:
            return self.primary.extract(text, now=now, context=ctx)
        except ExtractionFailed as exc:
            log.warning("llm extraction failed at %s (%s); using rules for this turn", exc.stage, exc)
            ctx.record_failure(self.primary.name, str(exc), exc.stage)
            return self.fallback.extract(text, now=now, context=ctx)


def _bigrams(text: str) -> set[str]:
    t = normalize(text).removeprefix("用户").removeprefix("user")
    return {t[i:i + 2] for i in range(len(t) - 1)} or {t}


def _same_fact(a: MemoryCandidate, b: MemoryCandidate) -> bool:
    if a.slot and a.slot == b.slot:
        return True
    x, y = _bigrams(a.content), _bigrams(b.content)
    return len(x & y) / max(1, min(len(x), len(y))) >= SAME_FACT_OVERLAP


def merge_layers(base: list[MemoryCandidate], extra: list[MemoryCandidate]) -> list[MemoryCandidate]:
    """Rules facts first (their wording and slots are deterministic), LLM facts they missed after.

    A shared fact keeps the rules' content and slot; its importance becomes a
    blend of both layers (seed 000 §4.1: signal words, then the model's score).
    """
    merged = list(base)
    for cand in extra:
        twin = next((b for b in base if _same_fact(b, cand)), None)
        if twin is None:
            merged.append(cand)
            continue
        twin.importance = round((1 - LLM_IMPORTANCE_WEIGHT) * twin.importance + LLM_IMPORTANCE_WEIGHT * cand.importance, 3)
        twin.confidence = max(twin.confidence, cand.confidence)
    return merged


def build_extractor(mode: str, llm: Optional[JsonLLM]) -> Extractor:
    """The extractor `WritingConfig.extractor` selects, given the LLM (or None)."""
    rules = RulesLayer()
    if mode == "rules":
        return rules
    if llm is None:
        if mode == "llm":
            log.warning("extractor=llm but no LLM is configured: using the rules extractor")
            return rules
        return CombinedExtractor(rules, None)
    from .llm import LLMExtractor

    if mode == "llm":
        return FallbackExtractor(LLMExtractor(llm), rules)
    return CombinedExtractor(rules, LLMExtractor(llm))


def uses_llm(extractor: Extractor) -> bool:
    return bool(getattr(extractor, "uses_llm", False))
