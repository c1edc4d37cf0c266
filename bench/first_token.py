"""Time to the first streamed delta, and the memory pipeline's share of it (SPEC §8: ≤ 50 ms p95).

    python -m bench.first_token --memories 10000 [--users 100] [--turns 300] [--json]

Builds a fresh store of N synthetic memories over U users (`bench.latency`),
plus a user holding the seed scenario's memories, then sends chat turns
through `Assistant.respond()` in offline mode. It measures, per turn:

- `first_delta`: from the `respond()` call to the first `ReplyDelta` (persisting
  the user turn, recall, prompt build, the offline planner);
- `pipeline`: recall + prompt build only — what the memory pipeline adds
  before the first token in any mode (an LLM's own latency comes on top).

`pipeline_long_*` are warm turns with ~100-200-character planning messages,
reported apart: the embedders' cost grows with a message's length.

A user's first turn loads their keyword cache from SQL; the app does that
when an account is selected (`engine.warm`), so it is reported apart as `cold_*`.
"""
from __future__ import annotations

import argparse
import logging
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from assistant.chat import Assistant
from assistant.events import MemoriesRecalled, ReplyDelta, TurnFinished, TurnStarted
from assistant.offline.planner import OfflinePlanner
from bench.latency import CITIES, QUERIES, emit, long_message, pct, synthetic_memories
from memory.config import MemoryConfig
from memory.engine import MemoryEngine
from memory.models import MemoryCandidate, Owner

SEED_USER = Owner("default", "seed_chenmo")
SEED_MEMORIES = [
    MemoryCandidate("用户叫陈默", "profile", slot="name", importance=0.9),
    MemoryCandidate("用户住在杭州", "profile", slot="home_city", importance=0.8),
    MemoryCandidate("用户不吃海鲜", "constraint", slot="diet.seafood", importance=0.9),
    MemoryCandidate("用户对花生过敏", "constraint", slot="allergy.peanut", importance=0.95),
    MemoryCandidate("用户旅行喜欢慢节奏，不想太赶", "preference", slot="pace", importance=0.8),
]
SEED_QUERIES = ["帮我推荐三亚的餐厅", "我叫什么名字？", "帮我规划三天的杭州行程", "成都有什么安静的酒店"]


@dataclass(frozen=True)
class TurnTiming:
    first_delta_ms: float  # respond() call → first ReplyDelta, wall clock
    pipeline_ms: float  # recall + prompt build, wall clock (TurnFinished.pipeline_ms)
    recall_ms: float  # the engine's share of it
    pipeline_cpu_ms: float  # CPU time of the same stage: robust to other processes on the machine


def one_turn(assistant: Assistant, owner: Owner, session_id: str, text: str) -> TurnTiming:
    """Timings of one turn, draining the whole reply like a UI would."""
    started = time.perf_counter()
    first = pipeline = recall = cpu_start = cpu = None
    for event in assistant.respond(owner, session_id, text):
        if isinstance(event, TurnStarted):  # yielded right before recall starts
            cpu_start = time.process_time()
        elif isinstance(event, MemoriesRecalled):  # yielded right after the prompt is built
            cpu = (time.process_time() - (cpu_start or 0.0)) * 1000
            recall = event.elapsed_ms
        elif first is None and isinstance(event, ReplyDelta):
            first = (time.perf_counter() - started) * 1000
        elif isinstance(event, TurnFinished):
            pipeline = event.pipeline_ms
    if first is None or pipeline is None or recall is None or cpu is None:
        raise RuntimeError(f"turn did not stream: {text!r}")
    return TurnTiming(first, pipeline, recall, cpu)


def offline_tokenizer() -> None:
    """tiktoken must read llama-index's bundled encodings, never fetch them (SPEC §3; app.py does the same)."""
    import llama_index.core

    bundled = Path(llama_index.core.__file__).parent / "_static" / "tiktoken_cache"
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(bundled))


def run(memories: int, users: int, turns: int, active_users: int = 20, seed: int = 7) -> dict:
    offline_tokenizer()
    rng = random.Random(seed)
    per_user = max(1, memories // users)
    with tempfile.TemporaryDirectory(prefix="yitu-first-token-") as tmp:
        engine = MemoryEngine(MemoryConfig(data_dir=Path(tmp)))
        owners = [Owner("default", f"bench_{i:04d}") for i in range(users)]
        inserted = sum(len(engine.bulk_add(o, synthetic_memories(rng, per_user))) for o in owners)
        inserted += len(engine.bulk_add(SEED_USER, list(SEED_MEMORIES)))
        assistant = Assistant(engine, llm=None, planner=OfflinePlanner(), pipeline=None)
        chatting = [SEED_USER, *rng.sample(owners, min(active_users, len(owners)))]
        sessions = {o: assistant.new_session(o).session_id for o in chatting}
        warm: list[TurnTiming] = []
        cold: list[TurnTiming] = []
        seen: set[Owner] = set()
        for n in range(turns + len(chatting)):
            owner = chatting[n % len(chatting)] if n < len(chatting) else rng.choice(chatting)
            pool = SEED_QUERIES if owner == SEED_USER else QUERIES
            timing = one_turn(assistant, owner, sessions[owner], rng.choice(pool).format(c=rng.choice(CITIES)))
            (warm if owner in seen else cold).append(timing)
            seen.add(owner)
        # planning messages as people write them (bench.latency.long_message), warm, apart
        long_turns = [one_turn(assistant, owner, sessions[owner], long_message(rng))
                      for owner in (rng.choice(chatting) for _ in range(max(1, turns // 5)))]
        engine.close()
    def stat(timings: list[TurnTiming], name: str, q: float) -> float:
        return pct([getattr(t, name) for t in timings], q)

    return {
        "memories": inserted,
        "users": users + 1,
        "turns": len(warm),
        "pipeline_p50_ms": stat(warm, "pipeline_ms", 0.5),
        "pipeline_p95_ms": stat(warm, "pipeline_ms", 0.95),
        "first_delta_p50_ms": stat(warm, "first_delta_ms", 0.5),
        "first_delta_p95_ms": stat(warm, "first_delta_ms", 0.95),
        "recall_p50_ms": stat(warm, "recall_ms", 0.5),
        "recall_p95_ms": stat(warm, "recall_ms", 0.95),
        "pipeline_cpu_p50_ms": stat(warm, "pipeline_cpu_ms", 0.5),
        "pipeline_cpu_p95_ms": stat(warm, "pipeline_cpu_ms", 0.95),
        "pipeline_long_p50_ms": stat(long_turns, "pipeline_ms", 0.5),
        "pipeline_long_p95_ms": stat(long_turns, "pipeline_ms", 0.95),
        "cold_pipeline_p50_ms": stat(cold, "pipeline_ms", 0.5),
        "cold_first_delta_p50_ms": stat(cold, "first_delta_ms", 0.5),
        "load_avg_1m": round(os.getloadavg()[0], 2),  # > cores: other work inflated the wall-clock figures
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.first_token", description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--users", type=int, default=100)
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    emit(run(args.memories, args.users, args.turns, seed=args.seed), as_json=args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
