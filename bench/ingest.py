"""Feed memory-eval/v1 sessions through the real writing pipeline (track E).

Exactly what the app does after each reply — create the session, append the
turns, enqueue one job per exchange, end the session — only synchronous: the
queue is drained in this thread after every session, so the next session
sees the memories of the previous one, as a returning user would.
"""
from __future__ import annotations

import sys
from datetime import datetime, timezone
from typing import Any, Optional

from memory.engine import MemoryEngine
from memory.llm_protocol import JsonLLM
from memory.models import Owner
from memory.pipeline import WritingPipeline


def _time(value: Optional[str], default: datetime) -> datetime:
    if not value:
        return default
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def ingest_sessions(
    engine: MemoryEngine,
    owner: Owner,
    sessions: list[dict[str, Any]],
    *,
    extractor: Optional[str],
    default_time: datetime,
    llm: Optional[JsonLLM] = None,
) -> int:
    """Run every session in order; returns the number of jobs processed."""
    writing = engine.config.writing.model_copy(update={"extractor": extractor or engine.config.writing.extractor})
    if writing.extractor == "llm" and llm is None:
        print("bench.ingest: extractor=llm but no LLM is configured; using the rules extractor", file=sys.stderr)
    pipeline = WritingPipeline(engine, llm=llm, config=writing)
    jobs = 0
    for sess in sessions:
        started = _time(sess.get("started_at"), default_time)
        row = engine.store.create_session(owner, title=str(sess.get("session_id") or ""), at=started)
        last = started
        open_user: Optional[tuple[int, str, datetime]] = None  # a user turn waiting for its reply
        for turn in sess.get("turns") or []:
            role, content = turn.get("role"), str(turn.get("content") or "")
            if role not in ("user", "assistant"):
                continue
            at = _time(turn.get("at"), started)
            last = max(last, at)
            stored = engine.store.append_turn(owner, row.session_id, role, content, at=at)
            if role == "user":
                if open_user is not None:  # two user turns in a row: the first had no reply
                    pipeline.enqueue_turn(owner, row.session_id, open_user[0], open_user[1], "", open_user[2])
                open_user = (stored.idx, content, at)
            elif open_user is not None:
                pipeline.enqueue_turn(owner, row.session_id, open_user[0], open_user[1], content, open_user[2])
                open_user = None
        if open_user is not None:
            pipeline.enqueue_turn(owner, row.session_id, open_user[0], open_user[1], "", open_user[2])
        pipeline.end_session(owner, row.session_id, at=last)
        jobs += pipeline.process_pending()
    return jobs
