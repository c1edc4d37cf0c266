"""The LLM extractor: a closed-choice extraction call, then a judge call (R5).

1. assets/prompts/extract.yaml asks for durable facts as JSON, each typed
   with one of the durable types or NONE.
2. The reply is read tolerantly (think blocks, code fences, prose around the
   JSON) and validated with pydantic. Items that break the schema are dropped
   one by one; a reply that is not JSON at all, or is cut off, fails the whole
   call — nothing is guessed from half an answer.
3. assets/prompts/judge.yaml asks "三个月后还有用吗" for each surviving fact
   (seed 000 §3.4) and only the kept ones are returned.

Any failure raises `ExtractionFailed`; the caller (combined.py) decides what
stands instead. Admission runs afterwards, whatever the LLM said.
"""
from __future__ import annotations

import logging
import time
from datetime import datetime, time as dtime
from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from ..llm_protocol import JsonLLM, LLMOutputError, load_prompt, parse_json_reply
from ..models import MemoryCandidate, MemoryType, SourceType
from .base import ExtractionContext, ExtractionFailed

log = logging.getLogger(__name__)

ALLOWED_TYPES = frozenset(t.value for t in MemoryType) - {MemoryType.fact.value}
MAX_CONTENT = 120
MAX_KNOWN = 30


def _clamp(value: Any, default: float) -> float:
    try:
        x = float(value)
    except (TypeError, ValueError):
        return default
    return min(1.0, max(0.0, x))


class LLMFact(BaseModel):
    """One item of the extraction reply; unknown keys are ignored."""

    model_config = ConfigDict(extra="ignore")

    type: str
    content: str = ""
    slot: Optional[str] = None
    importance: float = 0.7
    confidence: float = 0.8
    evidence: Optional[str] = None
    replaces: list[str] = []
    valid_until: Optional[str] = None

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, v: Any) -> str:
        t = str(v or "").strip().lower()
        if t == "none":
            return "none"
        if t not in ALLOWED_TYPES:
            raise ValueError(f"type {v!r} is not one of the closed choices")
        return t

    @field_validator("importance", mode="before")
    @classmethod
    def _imp(cls, v: Any) -> float:
        return _clamp(v, 0.7)

    @field_validator("confidence", mode="before")
    @classmethod
    def _conf(cls, v: Any) -> float:
        return _clamp(v, 0.8)

    @field_validator("replaces", mode="before")
    @classmethod
    def _replaces(cls, v: Any) -> list[str]:
        if v in (None, ""):
            return []
        if isinstance(v, str):
            return [v]
        return [str(x) for x in v if x]


class JudgeVerdict(BaseModel):
    model_config = ConfigDict(extra="ignore")
    index: int
    keep: bool
    reason: str = ""


def _items(payload: Any) -> list[Any]:
    if isinstance(payload, list):
        return payload
    if isinstance(payload, dict) and isinstance(payload.get("memories"), list):
        return payload["memories"]
    raise LLMOutputError("reply is not {\"memories\": [...]}")


def _valid_until(value: Optional[str], now: datetime) -> Optional[datetime]:
    if not value:
        return None
    try:
        day = datetime.fromisoformat(str(value).strip()[:10]).date()
    except ValueError:
        return None
    end = datetime.combine(day, dtime(23, 59, 59), tzinfo=now.tzinfo)
    return end if end > now else None


class LLMExtractor:
    name = "llm"

    def __init__(self, llm: JsonLLM, *, judge: bool = True) -> None:
        self.llm = llm
        self.use_judge = judge
        self.prompt = load_prompt("extract")
        self.judge_prompt = load_prompt("judge")

    # ------------------------------------------------------------ public
    def extract(
        self, text: str, *, now: datetime, context: Optional[ExtractionContext] = None
    ) -> list[MemoryCandidate]:
        ctx = context or ExtractionContext()
        if ctx.role != "user" or not text.strip():
            return []  # only the user's own words become user_stated facts
        started = time.perf_counter()
        raw = self._call("extract", self.prompt.system, self.prompt.render(
            today=now.date().isoformat(),
            known=self._known(ctx),
            summary=ctx.summary.strip() or "（无）",
            assistant=(ctx.assistant_text or "").strip()[:600] or "（无）",
            text=text.strip(),
        ))
        candidates = self._candidates(raw, text, now)
        if candidates and self.use_judge:
            candidates = self._judge(candidates, now)
        log.info("llm extract %s: %d facts %.0fms", self.prompt.tag, len(candidates),
                 (time.perf_counter() - started) * 1000)
        return candidates

    # ------------------------------------------------------------ steps
    def _call(self, stage: str, system: str, user: str) -> Any:
        try:
            reply = self.llm.complete_json(system, user)
        except Exception as exc:  # noqa: BLE001 - any LLM failure is "failed", never "no facts"
            raise ExtractionFailed(f"llm call failed: {type(exc).__name__}: {exc}", stage=stage) from exc
        try:
            return parse_json_reply(reply)
        except LLMOutputError as exc:
            log.warning("llm %s reply unreadable (%s): %.200r", stage, exc, reply)
            raise ExtractionFailed(f"unreadable {stage} reply: {exc}", stage=stage) from exc

    def _candidates(self, payload: Any, text: str, now: datetime) -> list[MemoryCandidate]:
        try:
            items = _items(payload)
        except LLMOutputError as exc:
            raise ExtractionFailed(str(exc)) from exc
        out: list[MemoryCandidate] = []
        for raw in items:
            try:
                fact = LLMFact.model_validate(raw)
            except ValidationError as exc:
                log.info("llm extract: dropped an item that breaks the schema: %s", exc.errors()[0]["msg"])
                continue
            content = " ".join(fact.content.split())
            if fact.type == "none" or not content or len(content) > MAX_CONTENT:
                continue
            # the model's quote must really be the user's words; otherwise keep the turn itself
            evidence = fact.evidence if fact.evidence and fact.evidence in text else text.strip()[:200]
            out.append(MemoryCandidate(
                content=content,
                memory_type=fact.type,
                slot=(fact.slot or "").strip() or None,
                importance=fact.importance,
                confidence=fact.confidence,
                source_type=SourceType.user_stated.value,
                source_excerpt=evidence,
                valid_until=_valid_until(fact.valid_until, now),
                replaces_slots=tuple(s.strip() for s in fact.replaces if s.strip()),
                extractor=self.name,
            ))
        return out

    def _judge(self, candidates: list[MemoryCandidate], now: datetime) -> list[MemoryCandidate]:
        facts = "\n".join(
            f"{i} | {c.memory_type} | {c.content} | {(c.source_excerpt or '')[:80]}" for i, c in enumerate(candidates)
        )
        payload = self._call("judge", self.judge_prompt.system,
                             self.judge_prompt.render(today=now.date().isoformat(), facts=facts))
        raw = payload.get("verdicts") if isinstance(payload, dict) else payload
        if not isinstance(raw, list):
            raise ExtractionFailed("judge reply is not {\"verdicts\": [...]}", stage="judge")
        verdicts: dict[int, JudgeVerdict] = {}
        for item in raw:
            try:
                v = JudgeVerdict.model_validate(item)
            except ValidationError:
                continue
            verdicts[v.index] = v
        kept = []
        for i, cand in enumerate(candidates):
            verdict = verdicts.get(i)
            if verdict is None:
                # a verdict the judge forgot is not a "no": admission still filters
                log.info("judge gave no verdict for %r; keeping it", cand.content)
                kept.append(cand)
            elif verdict.keep:
                kept.append(cand)
            else:
                log.info("judge dropped %r: %s", cand.content, verdict.reason)
        return kept

    @staticmethod
    def _known(ctx: ExtractionContext) -> str:
        if not ctx.known:
            return "（无）"
        return "\n".join(f"{slot or '-'} | {content}" for slot, content in ctx.known[:MAX_KNOWN])
