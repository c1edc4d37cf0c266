"""Recall latency at scale: query embedding + hybrid search + rerank, through the real engine.

    python -m bench.latency --memories 100000 --users 100 [--queries 500] [--json]

Builds a fresh store of N synthetic-but-varied Chinese memories over U users
(bulk insert: one SQL transaction and one embedding batch per user), then asks
queries of every intent for random users. Each user's first query (which loads
their keyword cache from SQL) is reported separately as `cold_*`; the headline
p50/p95 are warm queries, as a user sees them from their second turn on.
`recall_long_*` are warm queries too, with planning messages of ~100-200
characters (`long_message_chars` is their mean length): the embedders read
at most the head and tail of a message (`retrieval.query_chars`,
`retrieval.companion_query_chars`), which bounds what a long turn costs.

On a virtual machine the hypervisor can take the CPU away mid-query; the
share of CPU time it took during the queries (`steal_share`, from
/proc/stat, null where that is not readable) says whether a slow run was the
code or the host.
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from memory.config import MemoryConfig
from memory.engine import MemoryEngine
from memory.models import MemoryCandidate, Owner

SUBJECTS = ["海鲜", "花生", "牛肉", "羊肉", "香菜", "辣椒", "芒果", "咖啡", "博物馆", "爬山", "徒步", "夜市",
            "古镇", "温泉", "自驾", "高铁", "民宿", "青旅", "排队", "人多的景点", "拍照", "看展", "话剧", "滑雪",
            "潜水", "骑行", "露营", "摄影", "寺庙", "老街", "书店", "咖啡馆", "酒吧", "早起", "红眼航班", "长途大巴"]
TEMPLATES = [
    ("用户喜欢{s}", "preference"), ("用户不喜欢{s}", "preference"), ("用户对{s}过敏", "constraint"),
    ("用户不吃{s}", "constraint"), ("用户去年在{c}体验过{s}", "event"), ("用户想在{y}年去{c}看看{s}", "goal"),
    ("用户的同事推荐过{c}的{s}", "relation"), ("用户每个月都会去一次{s}", "preference"),
    ("用户觉得{c}的{s}性价比很高", "preference"), ("用户的父母住在{c}", "relation"),
    ("用户在{c}工作了{n}年", "profile"), ("用户出差常去{c}", "profile"), ("用户周末常和朋友去{s}", "preference"),
]
CITIES = ["杭州", "成都", "西安", "北京", "厦门", "大理", "桂林", "三亚", "上海", "重庆", "南京", "苏州", "青岛", "昆明"]
QUERIES = ["帮我推荐{c}的餐厅", "安排一下{c}三天的行程", "{c}有什么安静的酒店", "坐高铁去{c}方便吗",
           "我叫什么名字", "今天汇率多少", "周末去{c}玩什么好", "去{c}预算大概多少"]
# a planning message as people write them (~100-200 characters): the embedders' cost grows
# with its length, so the short templates above alone would hide what a real turn costs
LONG_CLAUSES = ["下个月想带爸妈去{c}玩五六天", "老人腿脚不太好，台阶多的地方就算了", "爸爸有高血压，药得按时吃",
                "妈妈不吃辣也不吃{f}", "预算一共两万左右，住得舒服一点比省钱重要", "最好别太赶，每天上午出门下午就回酒店歇着",
                "我自己周五还得请假，能不能周六一早走", "之前去{c}的时候排队排怕了，网红店就别推荐了",
                "路上想坐高铁，不想坐红眼航班", "帮我把每天的安排和住哪儿都理一理"]


def pct(xs: list[float], q: float) -> float:
    """Nearest-rank percentile, rounded to 0.01 ms; NaN when there are no samples."""
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * (len(xs) - 1) + 0.5))], 2) if xs else float("nan")


def emit(figures: dict, *, as_json: bool) -> None:
    """Print a benchmark's figures: one JSON object, or one aligned line each."""
    if as_json:
        print(json.dumps(figures))
        return
    width = max(map(len, figures), default=0) + 2
    for key, value in figures.items():
        print(f"{key:{width}s} {value}")


def cpu_ticks() -> tuple[int, int] | None:
    """(steal, total) CPU ticks of the whole machine so far, or None without /proc/stat."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except (OSError, ValueError):
        return None
    # user nice system idle iowait irq softirq steal [guest guest_nice, already counted in user/nice]
    return (fields[7] if len(fields) > 7 else 0), sum(fields[:8])


def steal_share(before: tuple[int, int] | None, after: tuple[int, int] | None) -> float | None:
    if before is None or after is None or after[1] <= before[1]:
        return None
    return round((after[0] - before[0]) / (after[1] - before[1]), 3)


def synthetic_memories(rng: random.Random, n: int) -> list[MemoryCandidate]:
    out, seen = [], set()
    while len(out) < n:
        template, kind = rng.choice(TEMPLATES)
        text = template.format(s=rng.choice(SUBJECTS), c=rng.choice(CITIES), y=rng.randint(2026, 2030),
                               n=rng.randint(1, 20))
        if len(seen) < 5000 and text in seen:  # small users: distinct facts; huge ones may repeat
            continue
        if text in seen:
            text = f"{text}（第{len(out)}条记录）"
        seen.add(text)
        out.append(MemoryCandidate(content=text, memory_type=kind, importance=round(rng.uniform(0.5, 0.95), 2)))
    return out


def long_message(rng: random.Random) -> str:
    clauses = rng.sample(LONG_CLAUSES, rng.randint(5, 8))
    return "，".join(c.format(c=rng.choice(CITIES), f=rng.choice(SUBJECTS[:8])) for c in clauses) + "。"


def run(memories: int, users: int, queries: int, seed: int = 7) -> dict:
    rng = random.Random(seed)
    per_user = max(1, memories // users)
    with tempfile.TemporaryDirectory(prefix="yitu-latency-") as tmp:
        engine = MemoryEngine(MemoryConfig(data_dir=Path(tmp)))
        owners = [Owner("default", f"bench_{i:04d}") for i in range(users)]
        started = time.perf_counter()
        inserted = 0
        for owner in owners:
            inserted += len(engine.bulk_add(owner, synthetic_memories(rng, per_user)))
        insert_s = time.perf_counter() - started
        cold, warm = [], []
        warmed: set[Owner] = set()
        ticks_before = cpu_ticks()
        for _ in range(queries + users):
            owner = rng.choice(owners)
            query = rng.choice(QUERIES).format(c=rng.choice(CITIES))
            result = engine.recall(owner, query)
            (warm if owner in warmed else cold).append(result.elapsed_ms)
            warmed.add(owner)
            if len(warm) >= queries:
                break
        long_warm, long_chars = [], []
        warm_owners = [owner for owner in owners if owner in warmed]  # the long-message figure is a warm one too
        for _ in range(max(1, queries // 5)):
            message = long_message(rng)
            long_chars.append(len(message))
            long_warm.append(engine.recall(rng.choice(warm_owners), message).elapsed_ms)
        ticks_after = cpu_ticks()
        engine.close()

    return {
        "memories": inserted,
        "users": users,
        "recall_p50_ms": pct(warm, 0.5),
        "recall_p95_ms": pct(warm, 0.95),
        "recall_mean_ms": round(statistics.fmean(warm), 2) if warm else None,
        "cold_p50_ms": pct(cold, 0.5),
        "cold_p95_ms": pct(cold, 0.95),
        "insert_per_s": round(inserted / insert_s, 1),
        "queries": len(warm),
        "recall_long_p50_ms": pct(long_warm, 0.5),
        "recall_long_p95_ms": pct(long_warm, 0.95),
        "long_message_chars": round(statistics.fmean(long_chars)),
        "steal_share": steal_share(ticks_before, ticks_after),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.latency", description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--users", type=int, default=100)
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    emit(run(args.memories, args.users, args.queries, args.seed), as_json=args.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
