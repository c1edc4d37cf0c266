"""Consolidation (R11): decide when (pure), then fold turns into the summary and memories.

A session's turns [0, summary_upto_turn) are folded: summarised into
`ChatSession.summary`, and their durable facts written. Consolidation runs
- every `consolidate_every_turns` user turns since the last fold,
- when the unfolded history (summary + turns, tiktoken count) passes half of
  `context_window_tokens`,
- when the session ends (new session, account switch, shutdown).
Turns with signal words had their facts written right away by their own turn
job; the others ("deferred") are extracted here, with the session around them
as context (seed 000 §5.3).
"""
from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional, Protocol

from .inject import count_tokens
from .llm_protocol import JsonLLM
from .models import ChatSession, Owner, WriteOutcome
from .store import Store
from .summary import MAX_SUMMARY_CHARS, summarize

log = logging.getLogger(__name__)


class TurnView(Protocol):
    idx: int
    role: str
    content: str
    created_at: datetime


@dataclass(frozen=True)
class ConsolidationDecision:
    run: bool
    reason: str  # every_turns | context_tokens | session_end | "" (not due)
    fold_from: int
    fold_upto: int  # fold turns [fold_from, fold_upto)
    user_turns_pending: int  # unfolded user turns (shown as progress toward the next run)
    history_tokens: int
    decided_at: datetime


def decide(
    *,
    summary: str,
    summary_upto_turn: int,
    turns: Sequence[TurnView],
    now: datetime,
    every_turns: int,
    context_window_tokens: int,
    ending: bool = False,
    count: Callable[[str], int] = count_tokens,
) -> ConsolidationDecision:
    """Whether to consolidate now. `turns` are the turns visible at this point, oldest first."""
    unfolded = [t for t in turns if t.idx >= summary_upto_turn]
    upto = max((t.idx for t in turns), default=summary_upto_turn - 1) + 1
    user_pending = sum(t.role == "user" for t in unfolded)
    tokens = count(summary) + sum(count(t.content) for t in unfolded) if unfolded else count(summary)
    reason = ""
    if unfolded:
        if ending:
            reason = "session_end"
        elif every_turns > 0 and user_pending >= every_turns:
            reason = "every_turns"
        elif context_window_tokens > 0 and tokens > context_window_tokens // 2:
            reason = "context_tokens"
    return ConsolidationDecision(
        run=bool(reason), reason=reason, fold_from=summary_upto_turn, fold_upto=max(upto, summary_upto_turn),
        user_turns_pending=user_pending, history_tokens=tokens, decided_at=now,
    )


@dataclass
class ConsolidationResult:
    turns_folded: int
    summary: str
    summary_changed: bool
    method: str
    outcomes: list[WriteOutcome] = field(default_factory=list)
    elapsed_ms: float = 0.0

    def trace(self, decision: ConsolidationDecision) -> dict:
        return {
            "reason": decision.reason,
            "turns_folded": self.turns_folded,
            "fold_from": decision.fold_from,
            "fold_upto": decision.fold_upto,
            "history_tokens": decision.history_tokens,
            "summary_chars": len(self.summary),
            "summary_method": self.method,
            "facts_written": sum(o.action != "rejected" for o in self.outcomes),
            "elapsed_ms": round(self.elapsed_ms, 1),
        }


def apply_consolidation(
    store: Store,
    owner: Owner,
    session: ChatSession,
    turns: Sequence[TurnView],
    decision: ConsolidationDecision,
    *,
    extract_deferred: Callable[[TurnView, Sequence[TurnView]], list[WriteOutcome]],
    is_deferred: Callable[[TurnView], bool],
    llm: Optional[JsonLLM] = None,
    max_summary_chars: int = MAX_SUMMARY_CHARS,
) -> ConsolidationResult:
    """Write the deferred turns' facts, then the summary and the new fold point.

    Safe to run twice for the same decision: the facts callback is idempotent
    per job, and the session update sets values (it adds nothing), so a crash
    anywhere in here is repaired by simply running the job again.
    """
    started = time.perf_counter()
    window = [t for t in turns if decision.fold_from <= t.idx < decision.fold_upto]
    outcomes: list[WriteOutcome] = []
    for turn in window:
        if turn.role == "user" and is_deferred(turn):
            outcomes.extend(extract_deferred(turn, window))
    summary, method = summarize(session.summary, window, llm=llm, max_chars=max_summary_chars)
    pending_after = sum(t.role == "user" and t.idx >= decision.fold_upto for t in turns)
    store.update_session(owner, session.session_id, summary=summary, summary_upto_turn=decision.fold_upto,
                         user_turns_since_consolidation=pending_after)
    result = ConsolidationResult(
        turns_folded=len(window), summary=summary, summary_changed=summary != session.summary,
        method=method, outcomes=outcomes, elapsed_ms=(time.perf_counter() - started) * 1000,
    )
    log.info("consolidation session=%s %s: folded %d turns, %d facts, summary %d chars (%s) %.0fms",
             session.session_id, decision.reason, result.turns_folded, len(outcomes), len(summary), method,
             result.elapsed_ms)
    return result
