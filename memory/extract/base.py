"""The one interface every extractor implements, and what a call may report back.

An extractor turns what the user said into `MemoryCandidate`s. It does not
admit or write them: admission (memory/extract/admission.py) runs after every
extractor, always, and the writer does dedup and conflicts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional, Protocol, runtime_checkable

from ..models import MemoryCandidate


class ExtractionFailed(Exception):
    """The extractor could not produce a trustworthy answer (LLM error, bad JSON …).

    Raised rather than returning [] so "the LLM failed" is never confused with
    "there was nothing to remember".
    """

    def __init__(self, message: str, *, stage: str = "extract") -> None:
        super().__init__(message)
        self.stage = stage


@dataclass
class ExtractionContext:
    """What an extractor may look at besides the text, and where it reports failures.

    One context per call, so concurrent calls never share the `failures` list.
    """

    role: str = "user"
    assistant_text: str = ""  # the reply the user was answering / that followed
    summary: str = ""  # the session summary so far (short-term context)
    known: tuple[tuple[str, str], ...] = ()  # (slot or "", content) of the user's active memories
    failures: list[dict] = field(default_factory=list)  # filled by layered extractors that recovered

    def record_failure(self, extractor: str, error: str, stage: str = "extract") -> None:
        self.failures.append({"extractor": extractor, "stage": stage, "error": error[:500]})


@runtime_checkable
class Extractor(Protocol):
    name: str

    def extract(
        self, text: str, *, now: datetime, context: Optional[ExtractionContext] = None
    ) -> list[MemoryCandidate]:
        ...
