"""A persisted work queue over the `PendingWork` table (R11).

Work accepted before a crash is still there after a restart. A row moves
pending → running → done | failed. `claim` is one conditional UPDATE
(`… WHERE id = ? AND status = 'pending'`), so two workers — threads or
processes — can never both win the same job.

A job that was `running` when its process died is handed back by
`requeue_running()` on the next start. That may run a job a second time;
exactly-once *effects* come from the pipeline, which tags every memory write
with the job id and skips writes the job already made (see pipeline.py).
`attempts` counts claims, so a job that crashes its process every time ends
`failed` after `max_attempts` instead of looping forever.

The owner is captured at enqueue time (context does not cross threads).
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Optional

from sqlalchemy import delete, func, update
from sqlmodel import col, select

from .models import Owner, PendingWork, utcnow
from .store import Store

log = logging.getLogger(__name__)

PENDING, RUNNING, DONE, FAILED = "pending", "running", "done", "failed"


@dataclass(frozen=True)
class Job:
    id: int
    kind: str
    owner: Owner
    session_id: Optional[str]
    payload: dict = field(default_factory=dict)
    attempts: int = 1  # including this run


class WorkQueue:
    def __init__(self, store: Store, *, max_attempts: int = 3) -> None:
        self.store = store
        self.max_attempts = max_attempts

    def enqueue(self, owner: Owner, kind: str, payload: dict, session_id: Optional[str] = None) -> int:
        with self.store.session() as s:
            row = PendingWork(kind=kind, tenant_id=owner.tenant_id, user_id=owner.user_id,
                              session_id=session_id, payload=payload, status=PENDING)
            s.add(row)
            s.commit()
            assert row.id is not None
            return row.id

    def claim(self) -> Optional[Job]:
        """The oldest pending job, now `running` and ours alone; None when there is none."""
        for _ in range(20):  # lost races just move on to the next pending row
            with self.store.session() as s:
                row = s.exec(
                    select(PendingWork).where(PendingWork.status == PENDING).order_by(col(PendingWork.id)).limit(1)
                ).first()
                if row is None:
                    return None
                attempts = row.attempts + 1  # read now: the ORM update below refreshes `row` in place
                won = s.execute(
                    update(PendingWork)
                    .where(col(PendingWork.id) == row.id, col(PendingWork.status) == PENDING)
                    .values(status=RUNNING, attempts=PendingWork.attempts + 1)
                ).rowcount
                s.commit()
                if won == 1:
                    return Job(id=row.id, kind=row.kind, owner=Owner(row.tenant_id, row.user_id),  # type: ignore[arg-type]
                               session_id=row.session_id, payload=dict(row.payload or {}),
                               attempts=attempts)
        return None

    def complete(self, job_id: int) -> None:
        self._set(job_id, status=DONE, done_at=utcnow(), error="")

    def fail(self, job_id: int, error: str) -> str:
        """Back to pending while attempts remain, else `failed`; returns the new status."""
        with self.store.session() as s:
            row = s.get(PendingWork, job_id)
            if row is None:
                return FAILED
            status = PENDING if row.attempts < self.max_attempts else FAILED
            row.status = status
            row.error = error[:1000]
            row.done_at = utcnow() if status == FAILED else None
            s.add(row)
            s.commit()
        log.warning("job %d failed (attempt %d, now %s): %s", job_id, row.attempts, status, error[:200])
        return status

    def requeue_running(self) -> int:
        """Jobs left `running` by a process that died: retry them (or give up after max_attempts).

        Call only when no other worker on this database is running (app start).
        """
        with self.store.session() as s:
            retry = s.execute(
                update(PendingWork)
                .where(col(PendingWork.status) == RUNNING, col(PendingWork.attempts) < self.max_attempts)
                .values(status=PENDING)
            ).rowcount
            s.execute(
                update(PendingWork)
                .where(col(PendingWork.status) == RUNNING)
                .values(status=FAILED, error="gave up: the process died while running this job", done_at=utcnow())
            )
            s.commit()
        if retry:
            log.info("queue: %d interrupted job(s) will be resumed", retry)
        return int(retry or 0)

    def outstanding(self, owner: Optional[Owner] = None) -> int:
        """Pending plus running jobs (for one owner, or all)."""
        with self.store.session() as s:
            stmt = select(func.count()).select_from(PendingWork).where(
                col(PendingWork.status).in_([PENDING, RUNNING])
            )
            if owner is not None:
                stmt = stmt.where(PendingWork.tenant_id == owner.tenant_id, PendingWork.user_id == owner.user_id)
            return int(s.exec(stmt).one())

    def get(self, job_id: int) -> Optional[PendingWork]:
        with self.store.session() as s:
            return s.get(PendingWork, job_id)

    def flush(self, timeout: float, poll_s: float = 0.05) -> bool:
        """Wait until no job is pending or running (a worker must be draining); False on timeout."""
        deadline = time.monotonic() + timeout
        while True:
            if self.outstanding() == 0:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(poll_s)

    def prune(self, older_than: timedelta, now: Optional[datetime] = None) -> int:
        """Forget finished jobs after a while; failed ones stay for inspection."""
        cutoff = (now or utcnow()) - older_than
        with self.store.session() as s:
            n = s.execute(
                delete(PendingWork).where(col(PendingWork.status) == DONE, col(PendingWork.done_at) < cutoff)
            ).rowcount
            s.commit()
        return int(n or 0)

    def _set(self, job_id: int, **values: object) -> None:
        with self.store.session() as s:
            s.execute(update(PendingWork).where(col(PendingWork.id) == job_id).values(**values))
            s.commit()
