"""The writing pipeline (R5–R7, R11): after each reply, asynchronously, facts into memory.

    pipeline = WritingPipeline(engine, llm=llm_or_none, config=cfg.writing)
    pipeline.start()                                  # worker thread; resumes work from before a crash
    pipeline.enqueue_turn(owner, sid, idx, user_text, reply_text, at)   # returns at once
    pipeline.end_session(owner, sid)                  # new session / account switch
    pipeline.stop(flush_timeout=5)                    # shutdown: ends open sessions, drains

The caller appends both turns to the store (`store.append_turn`) before
enqueueing; `turn_index` is the user turn's `Turn.idx`.

A `turn` job: turns with signal words are extracted at once (configured
extractor → admission → engine.remember: dedup, conflicts); feedback such as
"这家太吵了" becomes an inferred preference (the reflector); then the pure
consolidation decision runs and, when due, folds the session (consolidate.py).
A `session_end` job folds whatever is left.

Exactly once: every write of a job carries "（任务#<id>）" in its history
reason. A job that runs again after a crash (it was claimed, the process died
before `complete`) first collects what it already wrote — the contents of
history events with its tag — and skips those candidates. Marking the job done
in the same transaction as the writes was not possible: each memory write is
its own transaction and the vector index is outside SQL. The session update
sets values rather than adding to them, so repeating it is harmless too.
"""
from __future__ import annotations

import logging
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Optional

from sqlmodel import col, select

from .config import WritingConfig
from .consolidate import TurnView, apply_consolidation, decide
from .engine import MemoryEngine
from .errors import MemoryError_, NotFound
from .extract.admission import admit, is_instruction_like
from .extract.base import ExtractionContext
from .extract.combined import RulesLayer, build_extractor, has_signal, uses_llm
from .extract.rules import detect_feedback
from .janitor import apply_hygiene
from .llm_protocol import JsonLLM
from .models import MemoryCandidate, MemoryEvent, Owner, SourceType, Turn, WriteOutcome, utcnow
from .queue import Job, WorkQueue

log = logging.getLogger(__name__)

Listener = Callable[[Owner, Optional[str], list[WriteOutcome], bool], None]
KNOWN_FOR_LLM = 30
# Feedback counts only when it is about something (a place, the plan): the reflector's
# evidence is a verdict on a recommendation, not the user's mood of the moment.
_FEEDBACK_TARGET = re.compile(
    r"这家|那家|这里|那里|这个|那个|上次|酒店|餐厅|饭店|馆子|店|景点|行程|安排|路线|民宿|房间|住的|吃的|走得|走的|玩得"
    r"|\b(?:this|that|the) (?:place|hotel|restaurant|trip|itinerary|room|plan)\b", re.I)


def parse_at(value: Optional[str]) -> datetime:
    if not value:
        return utcnow()
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def _job_tag(job_id: int) -> str:
    return f"（任务#{job_id}）"


@dataclass
class JobResult:
    outcomes: list[WriteOutcome] = field(default_factory=list)
    summary_changed: bool = False


class WritingPipeline:
    def __init__(
        self,
        engine: MemoryEngine,
        *,
        llm: Optional[JsonLLM] = None,
        config: Optional[WritingConfig] = None,
        max_attempts: int = 3,
        hygiene_every_jobs: int = 200,
        hygiene_interval_s: float = 3600.0,
        poll_s: float = 1.0,
    ) -> None:
        self.engine = engine
        self.store = engine.store
        self.config = config or engine.config.writing
        self.llm = llm
        self.queue = WorkQueue(self.store, max_attempts=max_attempts)
        self._rules = RulesLayer()
        self.extractor = build_extractor(self.config.extractor, llm)
        self._listeners: list[Listener] = []
        self._job_lock = threading.Lock()  # one job at a time: a session's jobs stay in order
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._open_sessions: dict[tuple[Owner, str], None] = {}
        self._touched: set[Owner] = set()
        self._jobs_since_hygiene = 0
        self._last_hygiene = time.monotonic()
        self._hygiene_every_jobs = hygiene_every_jobs
        self._hygiene_interval_s = hygiene_interval_s
        self._poll_s = poll_s

    # ------------------------------------------------------------ public API

    def configure(self, *, extractor: Optional[str] = None, llm: Optional[JsonLLM] = None) -> None:
        """Switch the extractor or LLM at runtime (settings UI); the next job uses them."""
        with self._job_lock:  # never swap under a running job
            if extractor is not None:
                self.config = self.config.model_copy(update={"extractor": extractor})
            self.llm = llm
            self.extractor = build_extractor(self.config.extractor, llm)
    def add_listener(self, fn: Listener) -> None:
        """fn(owner, session_id, outcomes, summary_changed) after a job wrote something."""
        self._listeners.append(fn)

    def enqueue_turn(
        self,
        owner: Owner,
        session_id: str,
        turn_index: int,
        user_text: str,
        assistant_text: str = "",
        at: Optional[datetime] = None,
    ) -> int:
        """Persist the work for one exchange and return its job id at once (never blocks on extraction)."""
        payload = {"session_id": session_id, "turn_index": int(turn_index), "user_text": user_text,
                   "assistant_text": assistant_text or "", "at": (at or utcnow()).isoformat()}
        job_id = self.queue.enqueue(owner, "turn", payload, session_id=session_id)
        self._open_sessions[(owner, session_id)] = None
        self._wake.set()
        return job_id

    def end_session(self, owner: Owner, session_id: str, at: Optional[datetime] = None) -> int:
        """The session is over (new session, account switch, shutdown): fold what is left."""
        payload = {"session_id": session_id, "at": (at or utcnow()).isoformat()}
        job_id = self.queue.enqueue(owner, "session_end", payload, session_id=session_id)
        self._open_sessions.pop((owner, session_id), None)
        self._wake.set()
        return job_id

    def process_pending(self, max_jobs: Optional[int] = None) -> int:
        """Run queued jobs in this thread until none is left (eval, tests); returns how many ran."""
        done = 0
        while max_jobs is None or done < max_jobs:
            job = self.queue.claim()
            if job is None:
                break
            self._run(job)
            done += 1
        return done

    def start(self) -> None:
        """Resume work left by a previous process, then start the background worker."""
        if self._thread is not None and self._thread.is_alive():
            return
        self.queue.requeue_running()
        self._stop.clear()
        self._thread = threading.Thread(target=self._worker, name="yitu-memory-writer", daemon=True)
        self._thread.start()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every queued job is done (the worker drains; without one, run them here)."""
        if self._thread is None or not self._thread.is_alive():
            self.process_pending()
            return self.queue.outstanding() == 0
        self._wake.set()
        return self.queue.flush(timeout)

    def stop(self, flush_timeout: float = 5.0) -> bool:
        """Shutdown: end the sessions still open, drain for up to `flush_timeout`, stop the worker."""
        for owner, session_id in list(self._open_sessions):
            self.end_session(owner, session_id)
        flushed = self.flush(flush_timeout)
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout=max(1.0, flush_timeout))
            self._thread = None
        if not flushed:
            log.warning("writing pipeline stopped with work pending; it resumes on the next start")
        return flushed

    def reflect(self, owner: Owner, session_id: Optional[str], text: str,
                at: Optional[datetime] = None) -> list[WriteOutcome]:
        """Feedback on a recommendation ("这家太吵了") → an inferred preference, written now.

        Turn jobs already do this for every user turn; call it directly only
        for feedback that does not go through `enqueue_turn`.
        """
        now = at or utcnow()
        outcomes = self._reflect(owner, session_id, None, text, now, reason="来自对推荐的反馈", written=set())
        self._notify(owner, session_id, outcomes, False)
        return outcomes

    # ------------------------------------------------------------ worker
    def _worker(self) -> None:
        while not self._stop.is_set():
            try:
                job = self.queue.claim()
            except Exception:  # noqa: BLE001 - a locked database must not kill the worker
                log.exception("queue claim failed")
                job = None
            if job is not None:
                self._run(job)
                continue
            self._maintenance()
            self._wake.wait(self._poll_s)
            self._wake.clear()

    def _run(self, job: Job) -> None:
        started = time.perf_counter()
        with self._job_lock:
            try:
                if job.kind == "turn":
                    result = self._turn_job(job)
                elif job.kind == "session_end":
                    result = self._session_end_job(job)
                else:
                    raise ValueError(f"unknown job kind {job.kind!r}")
                if job.attempts > 1:
                    # a resumed job: its earlier run may have died between SQL and the vector index
                    self.engine.sync_vectors(job.owner)
                self.queue.complete(job.id)
            except Exception as exc:  # noqa: BLE001 - the job is retried or marked failed, the worker goes on
                log.exception("job %d (%s) failed", job.id, job.kind)
                self.queue.fail(job.id, f"{type(exc).__name__}: {exc}")
                return
        self._touched.add(job.owner)
        self._jobs_since_hygiene += 1
        log.info("job %d %s user=%s: %d writes%s %.0fms", job.id, job.kind, job.owner.user_id,
                 len(result.outcomes), ", summary updated" if result.summary_changed else "",
                 (time.perf_counter() - started) * 1000)
        self._notify(job.owner, job.session_id, result.outcomes, result.summary_changed)

    def _notify(self, owner: Owner, session_id: Optional[str], outcomes: list[WriteOutcome], summary_changed: bool) -> None:
        if not outcomes and not summary_changed:
            return
        for fn in list(self._listeners):
            try:
                fn(owner, session_id, outcomes, summary_changed)
            except Exception:  # noqa: BLE001 - a UI callback must not break writing
                log.exception("pipeline listener failed")

    def _maintenance(self) -> None:
        """Periodic hygiene for the owners this worker wrote for (R12); cheap when nothing is due."""
        due = (self._jobs_since_hygiene >= self._hygiene_every_jobs
               or (self._touched and time.monotonic() - self._last_hygiene >= self._hygiene_interval_s))
        if not due:
            return
        owners, self._touched = self._touched, set()
        self._jobs_since_hygiene = 0
        self._last_hygiene = time.monotonic()
        for owner in owners:
            try:
                apply_hygiene(self.engine, owner)
            except Exception:  # noqa: BLE001
                log.exception("hygiene failed for %s", owner.user_id)
        try:
            self.queue.prune(timedelta(days=7))
        except Exception:  # noqa: BLE001
            log.exception("queue prune failed")

    # ------------------------------------------------------------ jobs
    def _turn_job(self, job: Job) -> JobResult:
        p = job.payload
        owner, session_id = job.owner, p["session_id"]
        turn_index, text, at = int(p["turn_index"]), p.get("user_text") or "", parse_at(p.get("at"))
        try:
            session = self.store.get_session(owner, session_id)
        except NotFound:
            log.info("job %d: session %s is gone; nothing to do", job.id, session_id)
            return JobResult()
        turns = self.store.list_turns(owner, session_id)
        written = self._written_by(job)
        tag = _job_tag(job.id)
        result = JobResult()
        if is_instruction_like(text):
            # an attempt to instruct the assistant taints the whole turn, not only the clause
            log.info("job %d: turn %d is instruction-like; nothing from it is stored", job.id, turn_index)
            self.store.add_trace(owner, "extraction_skipped", {"reason": "instruction-like", "turn": turn_index,
                                                                 "job_id": job.id}, session_id=session_id)
            text = ""
        if text.strip() and self._is_signal(text, at):
            ctx = self._context(owner, session.summary, _reply_before(turns, turn_index))
            cands = self.extractor.extract(text, now=at, context=ctx)
            self._trace_failures(owner, session_id, turn_index, job.id, ctx)
            result.outcomes += self._write(owner, cands, at, session_id, turn_index, f"从对话中提取{tag}", written)
        result.outcomes += self._reflect(owner, session_id, turn_index, text, at, f"来自对推荐的反馈{tag}", written)
        # consolidation sees the session as it was at this exchange, not turns appended later
        visible = [t for t in turns if t.idx <= turn_index or (t.idx == turn_index + 1 and t.role == "assistant")]
        self._consolidate(job, owner, session, visible, at, ending=False, written=written, result=result)
        return result

    def _session_end_job(self, job: Job) -> JobResult:
        owner, session_id = job.owner, job.payload["session_id"]
        try:
            session = self.store.get_session(owner, session_id)
        except NotFound:
            return JobResult()
        result = JobResult()
        turns = self.store.list_turns(owner, session_id)
        self._consolidate(job, owner, session, turns, parse_at(job.payload.get("at")), ending=True,
                          written=self._written_by(job), result=result)
        return result

    def _consolidate(self, job: Job, owner: Owner, session, turns: Sequence[Turn], now: datetime, *,
                     ending: bool, written: set[str], result: JobResult) -> None:
        cfg = self.config
        decision = decide(summary=session.summary, summary_upto_turn=session.summary_upto_turn, turns=turns,
                          now=now, every_turns=cfg.consolidate_every_turns,
                          context_window_tokens=cfg.context_window_tokens, ending=ending)
        if not decision.run:
            if decision.user_turns_pending != session.user_turns_since_consolidation:
                self.store.update_session(owner, session.session_id,
                                          user_turns_since_consolidation=decision.user_turns_pending)
            return
        tag = _job_tag(job.id)

        def extract_deferred(turn: TurnView, window: Sequence[TurnView]) -> list[WriteOutcome]:
            if not uses_llm(self.extractor):
                return []  # deferred turns are the ones rules found nothing in
            ctx = self._context(owner, session.summary, _reply_before(window, turn.idx))
            cands = self.extractor.extract(turn.content, now=_aware(turn.created_at), context=ctx)
            self._trace_failures(owner, session.session_id, turn.idx, job.id, ctx)
            return self._write(owner, cands, _aware(turn.created_at), session.session_id, turn.idx,
                               f"会话整理时提取{tag}", written)

        res = apply_consolidation(
            self.store, owner, session, turns, decision,
            extract_deferred=extract_deferred,
            is_deferred=lambda t: not is_instruction_like(t.content) and not self._is_signal(t.content, _aware(t.created_at)),
            llm=self.llm,
        )
        result.outcomes += res.outcomes
        result.summary_changed = result.summary_changed or res.summary_changed
        self.store.add_trace(owner, "consolidation_run", res.trace(decision), session_id=session.session_id)

    # ------------------------------------------------------------ steps
    def _is_signal(self, text: str, at: datetime) -> bool:
        """Signal words, or anything the rules can read: extract now rather than at consolidation."""
        return has_signal(text) or bool(self._rules.extract(text, now=at))

    def _context(self, owner: Owner, summary: str, reply_before: str) -> ExtractionContext:
        known: tuple[tuple[str, str], ...] = ()
        if uses_llm(self.extractor):  # only the LLM reads them; spare the query otherwise
            known = tuple((m.slot or "", m.content) for m in self.engine.list_memories(owner)[:KNOWN_FOR_LLM])
        return ExtractionContext(role="user", assistant_text=reply_before, summary=summary, known=known)

    def _reflect(self, owner: Owner, session_id: Optional[str], turn_index: Optional[int], text: str,
                 at: datetime, reason: str, written: set[str]) -> list[WriteOutcome]:
        if not _FEEDBACK_TARGET.search(text):
            return []  # "今天好累啊" is a mood, not a verdict on something we recommended
        cand = detect_feedback(text)
        if cand is None:
            return []
        cand.source_type = SourceType.inferred.value  # the user's complaint, our reading of it
        if cand.slot and self._stated_on_slot(owner, cand.slot):
            # "别搞得太赶" beside "节奏慢一点": our reading must not replace the user's own words
            log.info("feedback %r skipped: the user has stated %s directly", cand.content, cand.slot)
            return []
        return self._write(owner, [cand], at, session_id, turn_index, reason, written)

    def _stated_on_slot(self, owner: Owner, slot: str) -> bool:
        with self.store.session() as s:
            return any(m.source_type != SourceType.inferred.value
                       for m in self.store.find_active_by_slots(s, owner, [slot]))

    def _write(self, owner: Owner, cands: list[MemoryCandidate], at: datetime, session_id: Optional[str],
               turn_index: Optional[int], reason: str, written: set[str]) -> list[WriteOutcome]:
        """Admission, then one engine write per admitted fact; facts this job already wrote are skipped."""
        if not cands:
            return []
        verdict = admit(cands, threshold=self.config.admission_threshold)
        for rejected in verdict.rejected:
            log.debug("admission rejected %s", rejected)
        outcomes: list[WriteOutcome] = []
        for cand in verdict.admitted:
            content = cand.content.strip()
            if content in written:
                continue  # written by this job before a crash, or twice in one job
            try:
                outcome = self.engine.remember(owner, cand, now=at, session_id=session_id, turn=turn_index,
                                               actor="extractor", reason=reason)
            except MemoryError_ as exc:
                log.warning("memory write refused (%s): %r", exc, content)
                continue
            written.add(content)
            outcomes.append(outcome)
            m = outcome.memory
            self.store.add_trace(owner, "memory_written", {
                "action": outcome.action, "memory_id": m.memory_id if m else None, "content": content,
                "slot": cand.slot, "memory_type": cand.memory_type, "extractor": cand.extractor,
                "previous_id": outcome.previous.memory_id if outcome.previous else None,
            }, session_id=session_id, turn_id=None if turn_index is None else str(turn_index))
        return outcomes

    def _written_by(self, job: Job) -> set[str]:
        """What an earlier, interrupted run of this job already wrote (empty on a first run)."""
        if job.attempts <= 1:
            return set()  # nothing can carry this job's tag before its first run
        with self.store.session() as s:
            rows = s.exec(select(MemoryEvent.new_content).where(
                MemoryEvent.tenant_id == job.owner.tenant_id, MemoryEvent.user_id == job.owner.user_id,
                col(MemoryEvent.reason).contains(_job_tag(job.id)),
            ))
            return {r.strip() for r in rows if r}

    def _trace_failures(self, owner: Owner, session_id: str, turn_index: int, job_id: int,
                        ctx: ExtractionContext) -> None:
        for failure in ctx.failures:
            self.store.add_trace(owner, "extraction_failed", {**failure, "job_id": job_id, "turn": turn_index},
                                 session_id=session_id, turn_id=str(turn_index))


def _aware(dt: datetime) -> datetime:
    return dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt


def _reply_before(turns: Sequence[TurnView], turn_index: int) -> str:
    """The assistant turn the user was answering, for context ("有什么忌口吗？" → "海鲜")."""
    before = [t for t in turns if t.idx < turn_index and t.role == "assistant"]
    return before[-1].content if before else ""
