"""Kill the process between a reply and its consolidation; the memory is written exactly once.

A child process stores a turn and enqueues its job, then is SIGKILLed at one
of three points: before any worker ran, after the memory was written but
before the job was marked done, and after the SQL commit but before the vector
index was updated. A fresh pipeline in this process then starts, resumes the
work and must end with one memory row, one `create` event and a vector.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest
from sqlmodel import select

from memory.config import MemoryConfig, WritingConfig
from memory.engine import MemoryEngine
from memory.models import MemoryEvent, MemoryItem, Owner, PendingWork
from memory.pipeline import WritingPipeline
from memory.queue import WorkQueue

REPO = Path(__file__).resolve().parents[2]
ALICE = Owner("default", "alice")
NOW = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
TEXT = "对了，我对花生过敏。"
FACT = "用户对花生过敏"

CHILD = textwrap.dedent("""
    import sys, time
    from datetime import datetime, timezone
    from pathlib import Path
    from memory.config import MemoryConfig, WritingConfig
    from memory.engine import MemoryEngine
    from memory.models import Owner
    from memory.pipeline import WritingPipeline

    data_dir, mode = Path(sys.argv[1]), sys.argv[2]
    owner = Owner("default", "alice")
    at = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
    engine = MemoryEngine(MemoryConfig(data_dir=data_dir))
    pipeline = WritingPipeline(engine, config=WritingConfig(extractor="rules"))

    def hang(label):
        def _hang(*args, **kwargs):
            print(label, flush=True)
            time.sleep(600)
        return _hang

    if mode == "after_write":
        pipeline.queue.complete = hang("WRITTEN")
    elif mode == "before_vectors":
        engine._add_to_indexes = hang("SQL_COMMITTED")
    sess = engine.store.create_session(owner, at=at)
    user = engine.store.append_turn(owner, sess.session_id, "user", %(text)r, at=at)
    engine.store.append_turn(owner, sess.session_id, "assistant", "好的，我记住了。", at=at)
    job = pipeline.enqueue_turn(owner, sess.session_id, user.idx, %(text)r, "好的，我记住了。", at)
    print("ENQUEUED", job, flush=True)
    if mode == "enqueued":
        time.sleep(600)  # the reply went out; the worker never got to run
    pipeline.process_pending()
    print("FINISHED", flush=True)  # must never be reached
""") % {"text": TEXT}


def run_child_until(data_dir: Path, mode: str, marker: str) -> None:
    """Start the child, wait for `marker` on its stdout, then SIGKILL it."""
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(data_dir), mode], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen: list[str] = []
    reader = threading.Thread(target=lambda: seen.extend(iter(proc.stdout.readline, "")), daemon=True)  # type: ignore[union-attr]
    reader.start()
    try:
        deadline = 120.0
        step = 0.05
        while deadline > 0 and not any(line.startswith(marker) for line in seen):
            if proc.poll() is not None:
                raise AssertionError(f"child exited early: {proc.stderr.read()}")  # type: ignore[union-attr]
            threading.Event().wait(step)
            deadline -= step
        assert any(line.startswith(marker) for line in seen), f"child never printed {marker}: {seen}"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert not any(line.startswith("FINISHED") for line in seen)


@pytest.fixture
def restart(tmp_path: Path, embedder) -> Iterator:
    """After the crash: a new engine and pipeline on the same data dir, worker started."""
    made: list[tuple[MemoryEngine, WritingPipeline]] = []

    def _restart() -> tuple[MemoryEngine, WritingPipeline]:
        engine = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
        pipeline = WritingPipeline(engine, config=WritingConfig(extractor="rules"), poll_s=0.05)
        made.append((engine, pipeline))
        pipeline.start()
        assert pipeline.flush(60)
        return engine, pipeline

    yield _restart
    for engine, pipeline in made:
        pipeline.stop(flush_timeout=5)
        engine.close()


def assert_written_exactly_once(engine: MemoryEngine) -> None:
    with engine.store.session() as s:
        rows = list(s.exec(select(MemoryItem).where(MemoryItem.content == FACT)))
        assert len(rows) == 1 and rows[0].status == "active"
        events = list(s.exec(select(MemoryEvent).where(MemoryEvent.memory_id == rows[0].memory_id)))
        assert [e.action for e in events] == ["create"]  # no second create, no dedup "update"
        jobs = list(s.exec(select(PendingWork)))
        assert [j.status for j in jobs] == ["done"]
    assert len(engine.list_memories(ALICE)) == 1
    # the vector side agrees with SQL: dense recall finds it
    assert engine.index.count(ALICE) == 1
    hits = engine.recall(ALICE, "我有什么过敏？", now=NOW)
    assert [h.memory.content for h in hits.injected] == [FACT]


@pytest.mark.slow
def test_killed_before_the_worker_ran(tmp_path, restart):
    run_child_until(tmp_path, "enqueued", "ENQUEUED")
    engine, pipeline = restart()
    assert_written_exactly_once(engine)
    assert pipeline.queue.get(1).attempts == 1


@pytest.mark.slow
def test_killed_after_writing_but_before_the_job_was_marked_done(tmp_path, restart):
    run_child_until(tmp_path, "after_write", "WRITTEN")
    engine, _ = restart()
    assert_written_exactly_once(engine)
    with engine.store.session() as s:
        [job] = list(s.exec(select(PendingWork)))
    assert job.attempts == 2  # it did run again, and skipped what it had written


@pytest.mark.slow
def test_killed_between_the_sql_commit_and_the_vector_index(tmp_path, restart):
    run_child_until(tmp_path, "before_vectors", "SQL_COMMITTED")
    engine, _ = restart()
    assert_written_exactly_once(engine)  # includes: the resumed job restored the missing vector


# ---------------------------------------------------------------- queue semantics (in process)


def test_a_job_that_keeps_failing_ends_failed_after_max_attempts(engine, monkeypatch):
    pipeline = WritingPipeline(engine, config=WritingConfig(extractor="rules"), max_attempts=3)
    sess = engine.store.create_session(ALICE, at=NOW)
    pipeline.enqueue_turn(ALICE, sess.session_id, 0, TEXT, "", NOW)

    def boom(job):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(pipeline, "_turn_job", boom)
    assert pipeline.process_pending() == 3
    job = pipeline.queue.get(1)
    assert (job.status, job.attempts) == ("failed", 3) and "disk on fire" in job.error
    assert pipeline.queue.outstanding() == 0


def test_requeue_running_resumes_or_gives_up(engine):
    queue = WorkQueue(engine.store, max_attempts=2)
    first = queue.enqueue(ALICE, "turn", {"n": 1})
    second = queue.enqueue(ALICE, "turn", {"n": 2})
    assert queue.claim().id == first
    assert queue.claim().id == second
    with engine.store.session() as s:  # the second one already crashed its process once before
        row = s.get(PendingWork, second)
        row.attempts = 2
        s.add(row)
        s.commit()
    assert queue.requeue_running() == 1
    assert queue.get(first).status == "pending" and queue.get(second).status == "failed"
    job = queue.claim()
    assert (job.id, job.attempts) == (first, 2) and job.payload == {"n": 1} and job.owner == ALICE


def test_claim_hands_each_job_to_exactly_one_thread(engine):
    queue = WorkQueue(engine.store)
    ids = {queue.enqueue(ALICE, "turn", {"i": i}) for i in range(60)}
    claimed: list[int] = []
    lock = threading.Lock()

    def worker() -> None:
        while (job := queue.claim()) is not None:
            with lock:
                claimed.append(job.id)
            queue.complete(job.id)

    threads = [threading.Thread(target=worker) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(claimed) == sorted(ids)  # every job once, none twice
    assert queue.outstanding() == 0 and queue.flush(0.1)
