"""Concurrent writers on one SQLite file: threads and processes store the same facts at once.

However they interleave, each fact ends as exactly one active row (R6): the
partial unique index on (tenant, user, content_hash) WHERE status='active'
makes the database the referee, and the loser of a race turns into a refresh.
The work queue is shared the same way: every job is claimed by one worker.
"""
from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import time
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import pytest
from sqlmodel import select

from memory.config import MemoryConfig, StorageConfig
from memory.engine import MemoryEngine
from memory.models import MemoryCandidate, MemoryEvent, MemoryItem, Owner
from memory.queue import WorkQueue

REPO = Path(__file__).resolve().parents[2]
ALICE = Owner("default", "alice")
NOW = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
FACTS = [
    ("用户对花生过敏", "constraint", "allergy.peanut"),
    ("用户不吃海鲜", "constraint", "diet.seafood"),
    ("用户喜欢慢节奏的旅行", "preference", "pace"),
    ("用户住在杭州", "profile", "home_city"),
    ("用户出行会带6岁的孩子", "relation", "companion.child"),
    ("用户喜欢安静的酒店", "preference", "hotel.quiet"),
]
ROUNDS = 3

CHILD = textwrap.dedent("""
    import sys, threading, time, traceback
    from datetime import datetime, timezone
    from pathlib import Path
    from memory.config import MemoryConfig, StorageConfig
    from memory.engine import MemoryEngine
    from memory.models import MemoryCandidate, Owner
    from memory.queue import WorkQueue

    sql_url, data_dir, go_file, n_threads = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4])
    facts = %(facts)r
    owner = Owner("default", "alice")
    now = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
    engine = MemoryEngine(MemoryConfig(data_dir=data_dir, storage=StorageConfig(sql_url=sql_url)))
    engine.embedder.encode(["预热"])  # load the model before the race starts
    queue = WorkQueue(engine.store)
    errors, claimed = [], []

    def write():
        try:
            for _ in range(%(rounds)d):
                for content, mtype, slot in facts:
                    engine.remember(owner, MemoryCandidate(content, mtype, slot=slot), now=now)
            while (job := queue.claim()) is not None:
                claimed.append(job.id)  # printed after join: print() from threads can interleave
                queue.complete(job.id)
        except Exception:
            errors.append(traceback.format_exc())

    print("READY", flush=True)
    while not go_file.exists():
        time.sleep(0.01)
    threads = [threading.Thread(target=write) for _ in range(n_threads)]
    for t in threads: t.start()
    for t in threads: t.join()
    for job_id in claimed: print(f"CLAIMED {job_id}", flush=True)
    for e in errors: print("ERROR", e.replace(chr(10), " | "), flush=True)
    print("DONE", flush=True)
""") % {"facts": FACTS, "rounds": ROUNDS}


def config(tmp_path: Path, name: str) -> MemoryConfig:
    """One shared SQLite file; each engine its own Chroma dir (SQL is the referee)."""
    return MemoryConfig(data_dir=tmp_path / name, storage=StorageConfig(sql_url=f"sqlite:///{tmp_path / 'shared.db'}"))


def assert_one_active_row_per_fact(engine: MemoryEngine, writes_per_fact: int) -> None:
    with engine.store.session() as s:
        rows = list(s.exec(select(MemoryItem).where(MemoryItem.user_id == ALICE.user_id)))
        active = Counter(m.content for m in rows if m.status == "active")
        assert active == Counter({content: 1 for content, _, _ in FACTS}), active
        events = list(s.exec(select(MemoryEvent).where(MemoryEvent.user_id == ALICE.user_id)))
    # every write left a trace: one create per fact, the rest refreshes (or, rarely, a
    # supersede of an identical row by a writer that lost the race in between)
    assert len(events) >= len(FACTS) * writes_per_fact
    creates = Counter(e.new_content for e in events if e.action == "create")
    assert set(creates) == {content for content, _, _ in FACTS}


def write_facts(engine: MemoryEngine, barrier: threading.Barrier, errors: list[BaseException]) -> None:
    """One writer: start with the others, write every fact ROUNDS times, keep any exception."""
    try:
        barrier.wait()
        for _ in range(ROUNDS):
            for content, mtype, slot in FACTS:
                engine.remember(ALICE, MemoryCandidate(content, mtype, slot=slot), now=NOW)
    except BaseException as exc:  # noqa: BLE001
        errors.append(exc)


def test_threads_sharing_one_engine(tmp_path: Path, embedder):
    engine = MemoryEngine(config(tmp_path, "a"), embedder=embedder)
    barrier = threading.Barrier(6)
    errors: list[BaseException] = []

    threads = [threading.Thread(target=write_facts, args=(engine, barrier, errors)) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    try:
        assert errors == []
        assert_one_active_row_per_fact(engine, 6 * ROUNDS)
        creates = [e for e in engine.store.events_since(ALICE, NOW, limit=1000) if e.action == "create"]
        assert len(creates) == len(FACTS)  # one engine: its per-owner lock serialises, no supersedes
        assert engine.index.count(ALICE) == len(FACTS)
    finally:
        engine.close()


def test_threads_with_separate_engines_on_one_sqlite_file(tmp_path: Path, embedder):
    engines = [MemoryEngine(config(tmp_path, f"e{i}"), embedder=embedder) for i in range(4)]
    barrier = threading.Barrier(len(engines))
    errors: list[BaseException] = []

    threads = [threading.Thread(target=write_facts, args=(e, barrier, errors)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    try:
        assert errors == []
        assert_one_active_row_per_fact(engines[0], len(engines) * ROUNDS)
    finally:
        for e in engines:
            e.close()


@pytest.fixture
def children(tmp_path: Path) -> Iterator[list[subprocess.Popen]]:
    procs: list[subprocess.Popen] = []
    yield procs
    for p in procs:
        if p.poll() is None:
            p.kill()
            p.wait(10)


@pytest.mark.slow
def test_processes_and_threads_write_the_same_facts_and_share_the_queue(tmp_path: Path, embedder, children):
    engine = MemoryEngine(config(tmp_path, "parent"), embedder=embedder)
    queue = WorkQueue(engine.store)
    job_ids = {queue.enqueue(ALICE, "turn", {"i": i}) for i in range(40)}
    go = tmp_path / "go"
    sql_url = f"sqlite:///{tmp_path / 'shared.db'}"
    for i in range(2):
        children.append(subprocess.Popen(
            [sys.executable, "-c", CHILD, sql_url, str(tmp_path / f"child{i}"), str(go), "4"],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    outputs: dict[int, list[str]] = {i: [] for i in range(len(children))}
    readers = [threading.Thread(target=lambda i=i, p=p: outputs[i].extend(iter(p.stdout.readline, "")), daemon=True)
               for i, p in enumerate(children)]
    for r in readers:
        r.start()
    deadline = time.monotonic() + 180
    while not all(any(l.startswith("READY") for l in out) for out in outputs.values()):
        assert time.monotonic() < deadline, outputs
        assert all(p.poll() is None for p in children), [p.stderr.read() for p in children if p.poll() is not None]
        time.sleep(0.05)
    go.touch()  # both processes start writing at once
    for p in children:
        p.wait(180)
    for r in readers:
        r.join(10)
    try:
        lines = [l.strip() for out in outputs.values() for l in out]
        assert [l for l in lines if l.startswith("ERROR")] == []
        assert sum(l == "DONE" for l in lines) == 2
        assert_one_active_row_per_fact(engine, 2 * 4 * ROUNDS)
        claimed = [int(l.split()[1]) for l in lines if l.startswith("CLAIMED")]
        assert sorted(claimed) == sorted(job_ids)  # each job claimed once across both processes
        assert queue.outstanding() == 0
    finally:
        engine.close()
