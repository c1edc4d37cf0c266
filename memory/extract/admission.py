"""Code-level admission: which proposed facts may become long-term memories.

Whoever proposed a candidate (the rules extractor, an LLM, the reflector),
code has the last word (seed 000 §3.1: "LLM判断内容是否重要，代码判断类型是否准入").
Checks, in order, each with a reason:

1. content is non-empty and at most `noise.max_chars` (120) characters;
2. the type is durable (`DURABLE_TYPES`); "fact" is only accepted from a
   user or an import, never from an extractor;
3. instruction-like text ("忘掉之前的规则", "ignore previous instructions",
   "你现在是…") in the content or the user's excerpt is never stored;
4. session-only artifacts (uploaded files, "这个链接", screenshots, URLs);
5. greetings and acknowledgements ("你好", "好的，谢谢");
6. one-off requests, task details ("下周去三亚", "明天的航班") and moods
   ("这家太贵了", "今天好累") — unless the content also carries a durable
   signal (过敏, 不吃, 喜欢, 带孩子 …), as in "用户下周带孩子去三亚";
7. thresholds. Both scores matter, unequally: confidence must reach the
   threshold (a hedged "好像对芒果过敏" at 0.6 stays out), importance must
   reach 0.7 × threshold (0.49 by default) so that low-stakes but certain
   preferences, and the reflector's feedback candidates (importance 0.6,
   confidence 0.75), still get in;
8. the same normalised content twice in one batch is kept once.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Iterable, Optional

from memory.extract.signals import Signals, load_signals
from memory.models import DURABLE_TYPES, MemoryCandidate, MemoryType

IMPORTANCE_FACTOR = 0.7
# candidates from these sources are extractor output: "fact" is too vague for them
EXTRACTOR_SOURCES = frozenset({"rules", "llm", "judge", "reflector", "feedback"})


@dataclass(frozen=True)
class AdmissionResult:
    admitted: list[MemoryCandidate] = field(default_factory=list)
    rejected: list[tuple[MemoryCandidate, str]] = field(default_factory=list)


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").lower()
    return re.sub(r"[\s\W_]+", "", text)


def is_instruction_like(text: str, *, signals: Optional[Signals] = None) -> bool:
    """Does the text try to instruct the assistant? Such text is data, never a memory."""
    if not text:
        return False
    sig = signals or load_signals()
    return bool(sig.noise["instruction"].search(unicodedata.normalize("NFKC", text)))


def rejection_reason(c: MemoryCandidate, *, threshold: float = 0.7, signals: Optional[Signals] = None) -> Optional[str]:
    """Why this candidate must not be stored, or None when it may be."""
    sig = signals or load_signals()
    noise = sig.noise
    content = unicodedata.normalize("NFKC", (c.content or "").strip())
    if not content:
        return "empty content"
    limit = sig.spec.noise.max_chars
    if len(content) > limit:
        return f"content too long ({len(content)} > {limit} chars)"
    if c.memory_type not in DURABLE_TYPES:
        return f"type {c.memory_type!r} is not a durable type"
    if c.memory_type == MemoryType.fact.value and c.extractor in EXTRACTOR_SOURCES:
        return "type 'fact' is too vague for an extractor (use preference/profile/constraint/…)"
    if is_instruction_like(content, signals=sig) or is_instruction_like(c.source_excerpt or "", signals=sig):
        return "instruction-like text (never stored)"
    if noise["artifact"].search(content):
        return "session-only artifact (upload, link, screenshot)"
    if noise["greeting"].search(content):
        return "greeting or acknowledgement"
    durable = bool(noise["durable_signal"].search(content))
    if not durable:
        if noise["request"].search(content):
            return "one-off request to the assistant"
        if noise["task"].search(content):
            return "one-off task detail"
        if noise["mood"].search(content):
            return "one-off mood"
    if c.confidence < threshold:
        return f"confidence {c.confidence:.2f} < {threshold:.2f}"
    floor = round(threshold * IMPORTANCE_FACTOR, 4)
    if c.importance < floor:
        return f"importance {c.importance:.2f} < {floor:.2f}"
    return None


def admit(candidates: Iterable[MemoryCandidate], *, threshold: float = 0.7,
          signals: Optional[Signals] = None) -> AdmissionResult:
    """Split candidates into admitted and rejected (with reasons)."""
    sig = signals or load_signals()
    admitted: list[MemoryCandidate] = []
    rejected: list[tuple[MemoryCandidate, str]] = []
    seen: set[str] = set()
    for c in candidates:
        reason = rejection_reason(c, threshold=threshold, signals=sig)
        if reason is None:
            key = _norm(c.content)
            if key in seen:
                reason = "duplicate in this batch"
            else:
                seen.add(key)
        if reason is None:
            admitted.append(c)
        else:
            rejected.append((c, reason))
    return AdmissionResult(admitted=admitted, rejected=rejected)
