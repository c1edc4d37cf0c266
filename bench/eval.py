"""Run a memory-eval/v1 file through the real engine and print its metrics.

    python -m bench.eval FILE.json [--track r|e|all] [--json] [--paths dense,keyword,intent]

Each run uses a fresh temporary data dir (real SQLite file, real Chroma
directory, the configured embedder). Metric definitions follow
../shared/eval/FORMAT.md; where it leaves a choice, this module says which.
"""
from __future__ import annotations

import argparse
import json
import logging
import statistics
import sys
import tempfile
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Optional

from memory.config import MemoryConfig
from memory.engine import MemoryEngine
from memory.errors import InvalidMemory
from memory.models import DURABLE_TYPES, MemoryItem, Owner, RecallResult

METRIC_KEYS = [
    "r_recall_at_1", "r_recall_at_3", "r_recall_at_5", "r_mrr", "r_injected_precision",
    "r_injected_recall", "r_abstention", "e_hit_rate", "e_extraction_recall", "e_noise_ratio",
    "forbidden_hits", "cross_user_leaks", "recall_p50_ms", "recall_p95_ms",
]


class EvalFormatError(ValueError):
    pass


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).lower()


def matches(content: str, alternatives: list[str]) -> bool:
    text = fold(content)
    return any(fold(k) in text for k in alternatives)


def parse_time(value: Optional[str], default: datetime) -> datetime:
    if not value:
        return default
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def load(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise EvalFormatError(f"cannot read {path}: {exc}") from exc
    if data.get("format") != "memory-eval/v1":
        raise EvalFormatError(f"{path}: format must be 'memory-eval/v1', got {data.get('format')!r}")
    if not isinstance(data.get("users"), list):
        raise EvalFormatError(f"{path}: 'users' must be a list")
    for user in data["users"]:
        if not user.get("user_id"):
            raise EvalFormatError(f"{path}: every user needs a user_id")
    return data


def owner_of(user: dict) -> Owner:
    return Owner(user.get("tenant_id") or "default", str(user["user_id"]))


def percentile(values: list[float], q: float) -> Optional[float]:
    if not values:
        return None
    ordered = sorted(values)
    idx = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[idx]


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    forbidden_hits: int = 0
    cross_user_leaks: int = 0
    details: list[dict] = field(default_factory=list)

    def check_injected(self, owner: Owner, result: RecallResult, probe: dict, own_ids: set[str]) -> None:
        for hit in result.injected:
            m: MemoryItem = hit.memory
            if (m.tenant_id, m.user_id) != (owner.tenant_id, owner.user_id) or m.memory_id not in own_ids:
                self.cross_user_leaks += 1
            for alternatives in probe.get("forbid") or []:
                if matches(m.content, _alts(alternatives)):
                    self.forbidden_hits += 1


def _alts(fact: Any) -> list[str]:
    return [fact] if isinstance(fact, str) else list(fact)


# ---------------------------------------------------------------- track R


@dataclass
class LoadedSet:
    """A track-R file written into an engine: which stored memory stands for which file ids."""

    data: dict
    load_time: datetime
    id_maps: dict[Owner, dict[str, set[str]]]
    own_ids: dict[Owner, set[str]]


def run_track_r(engine: MemoryEngine, data: dict, tally: Tally) -> dict[str, Optional[float]]:
    return score_track_r(engine, load_track_r(engine, data), tally)


def load_track_r(engine: MemoryEngine, data: dict) -> LoadedSet:
    load_time = datetime.now(timezone.utc)
    id_maps: dict[Owner, dict[str, set[str]]] = {}
    own_ids: dict[Owner, set[str]] = {}
    for user in data["users"]:
        owner = owner_of(user)
        engine.store.ensure_account(owner)
        mapping: dict[str, set[str]] = {}
        for mem in sorted(user.get("memories") or [], key=lambda m: parse_time(m.get("created_at"), load_time)):
            created = parse_time(mem.get("created_at"), load_time)
            valid_until = parse_time(mem["valid_until"], load_time) if mem.get("valid_until") else None
            kind = mem.get("type") or "fact"
            if kind not in DURABLE_TYPES:  # a file may name its own types; keep the fact, type it generically
                kind = "fact"
            try:
                outcome = engine.add_memory(
                    owner, str(mem.get("content") or ""), kind,
                    importance=min(1.0, max(0.0, float(mem.get("importance", 0.7)))), valid_until=valid_until,
                    now=created, actor="system", reason="eval load",
                )
            except InvalidMemory as exc:  # empty or oversized content: report it, evaluate the rest
                print(f"warning: {owner.user_id} memory {mem.get('id')!r} not loaded: {exc}", file=sys.stderr)
                continue
            if outcome.memory is not None:  # a dedup refresh maps to the existing row
                mapping.setdefault(outcome.memory.memory_id, set()).add(str(mem["id"]))
        id_maps[owner] = mapping
        own_ids[owner] = set(mapping)
    return LoadedSet(data, load_time, id_maps, own_ids)


@dataclass
class RetrievalScores:
    """Track R's metrics, accumulated one probe at a time (FORMAT.md's definitions)."""

    r1: list[float] = field(default_factory=list)
    r3: list[float] = field(default_factory=list)
    r5: list[float] = field(default_factory=list)
    rr: list[float] = field(default_factory=list)
    inj_recall: list[float] = field(default_factory=list)
    inj_correct: int = 0
    inj_total: int = 0
    abstain_ok: int = 0
    abstain_n: int = 0

    def add(self, relevant: set[str], ranked: list[set[str]], injected: set[str], n_injected: int) -> None:
        """One probe: the file ids each ranked candidate stands for, best first, and those injected."""
        self.inj_total += n_injected
        if not relevant:
            self.abstain_n += 1
            self.abstain_ok += not n_injected
            return
        for k, bucket in ((1, self.r1), (3, self.r3), (5, self.r5)):
            got = set().union(*ranked[:k]) if ranked[:k] else set()
            bucket.append(len(relevant & got) / min(k, len(relevant)))
        first = next((i for i, ids in enumerate(ranked) if ids & relevant), None)
        self.rr.append(0.0 if first is None else 1.0 / (first + 1))
        self.inj_recall.append(len(relevant & injected) / len(relevant))
        self.inj_correct += len(relevant & injected)

    def metrics(self) -> dict[str, Optional[float]]:
        def mean(xs: list[float]) -> Optional[float]:
            return round(statistics.fmean(xs), 4) if xs else None

        return {
            "r_recall_at_1": mean(self.r1),
            "r_recall_at_3": mean(self.r3),
            "r_recall_at_5": mean(self.r5),
            "r_mrr": mean(self.rr),
            # micro-averaged over every probe with `relevant`, abstention probes included:
            # a memory injected where none was wanted counts against precision
            "r_injected_precision": round(self.inj_correct / self.inj_total, 4) if self.inj_total else None,
            "r_injected_recall": mean(self.inj_recall),
            "r_abstention": round(self.abstain_ok / self.abstain_n, 4) if self.abstain_n else None,
        }


def score_track_r(engine: MemoryEngine, loaded: LoadedSet, tally: Tally) -> dict[str, Optional[float]]:
    """Run every probe against the loaded memories (recall only: callable again after a config change)."""
    data, load_time, id_maps, own_ids = loaded.data, loaded.load_time, loaded.id_maps, loaded.own_ids
    scores = RetrievalScores()
    for user in data["users"]:
        owner = owner_of(user)
        for probe in user.get("probes") or []:
            if "relevant" not in probe:
                continue
            relevant = {str(x) for x in probe["relevant"] or []}
            result = engine.recall(owner, probe["query"], now=parse_time(probe.get("at"), load_time))
            tally.latencies.append(result.elapsed_ms)
            tally.check_injected(owner, result, probe, own_ids[owner])
            ranked = [id_maps[owner].get(h.memory.memory_id, set()) for h in result.candidates]
            injected = set().union(*[id_maps[owner].get(h.memory.memory_id, set()) for h in result.injected])
            tally.details.append({"user": owner.user_id, "probe": probe.get("id"), "query": probe["query"],
                                  "relevant": sorted(relevant), "ranked": [sorted(x) for x in ranked[:5]],
                                  "injected": sorted(injected),
                                  "similarity": [round(h.score.similarity, 4) for h in result.candidates[:5]],
                                  # where the relevant ones below the top five sit, for reading failures
                                  "ranked_after_5": [sorted(x) for x in ranked[5:20]]})
            scores.add(relevant, ranked, injected, len(result.injected))
    return scores.metrics()


# ---------------------------------------------------------------- track E


def run_track_e(engine: MemoryEngine, data: dict, tally: Tally, extractor: Optional[str]) -> dict[str, Optional[float]]:
    try:
        from bench.ingest import ingest_sessions  # lands with the writing pipeline
    except ImportError:
        return {"e_hit_rate": None, "e_extraction_recall": None, "e_noise_ratio": None}
    load_time = datetime.now(timezone.utc)
    hits = expected = gold_found = gold_total = noise = stored_total = 0
    per_user_counts = {}
    for user in data["users"]:
        if not user.get("sessions") and not user.get("gold"):
            continue
        owner = owner_of(user)
        engine.store.ensure_account(owner)
        ingest_sessions(engine, owner, user.get("sessions") or [], extractor=extractor, default_time=load_time)
        stored = engine.list_memories(owner)
        per_user_counts[owner.user_id] = len(stored)
        gold = [_alts(g) for g in user.get("gold") or []]
        gold_total += len(gold)
        gold_found += sum(any(matches(m.content, g) for m in stored) for g in gold)
        if gold:
            stored_total += len(stored)
            noise += sum(not any(matches(m.content, g) for g in gold) for m in stored)
        own_ids = {m.memory_id for m in stored}
        for probe in user.get("probes") or []:
            if "expect" not in probe:
                continue
            result = engine.recall(owner, probe["query"], now=parse_time(probe.get("at"), load_time))
            tally.latencies.append(result.elapsed_ms)
            tally.check_injected(owner, result, probe, own_ids)
            facts = [_alts(f) for f in probe["expect"]]
            expected += len(facts)
            hits += sum(any(matches(h.memory.content, f) for h in result.injected) for f in facts)
            tally.details.append({"user": owner.user_id, "probe": probe.get("id"), "query": probe["query"],
                                  "expect": facts, "injected": [h.memory.content for h in result.injected]})
    return {
        "e_hit_rate": round(hits / expected, 4) if expected else None,
        "e_extraction_recall": round(gold_found / gold_total, 4) if gold_total else None,
        "e_noise_ratio": round(noise / stored_total, 4) if stored_total else None,
        "e_stored_per_user": per_user_counts,
    }


# ---------------------------------------------------------------- CLI


def evaluate(path: Path, track: str = "r", *, paths: Optional[list[str]] = None,
             extractor: Optional[str] = None, config: Optional[MemoryConfig] = None) -> dict[str, Any]:
    data = load(path)
    metrics: dict[str, Any] = {k: None for k in METRIC_KEYS}
    tally = Tally()
    extra: dict[str, Any] = {}
    for name in ("r", "e"):
        if track not in (name, "all"):
            continue
        with tempfile.TemporaryDirectory(prefix=f"yitu-eval-{name}-") as tmp:
            cfg = (config or MemoryConfig()).model_copy(deep=True)
            cfg.data_dir = Path(tmp)
            cfg.storage.sql_url = None
            cfg.storage.chroma_path = None
            if paths:
                cfg.retrieval.paths = paths
            if extractor:
                cfg.writing.extractor = extractor
            engine = MemoryEngine(cfg)
            try:
                if name == "r":
                    metrics.update(run_track_r(engine, data, tally))
                else:
                    e = run_track_e(engine, data, tally, extractor)
                    extra["e_stored_per_user"] = e.pop("e_stored_per_user", None)
                    metrics.update(e)
            finally:
                engine.close()
    metrics["forbidden_hits"] = tally.forbidden_hits
    metrics["cross_user_leaks"] = tally.cross_user_leaks
    p50, p95 = percentile(tally.latencies, 0.5), percentile(tally.latencies, 0.95)
    metrics["recall_p50_ms"] = round(p50, 2) if p50 is not None else None
    metrics["recall_p95_ms"] = round(p95, 2) if p95 is not None else None
    return {"metrics": metrics, "details": tally.details, "extra": extra, "name": data.get("name", path.stem)}


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.eval", description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--track", choices=["r", "e", "all"], default="all")
    parser.add_argument("--json", action="store_true", help="print one JSON object with the metrics")
    parser.add_argument("--paths", help="recall paths for an ablation, e.g. dense or keyword or dense,keyword")
    parser.add_argument("--extractor", choices=["auto", "rules", "llm"], help="writing extractor (track E)")
    parser.add_argument("--details", type=Path, help="write per-probe details as JSON to this file")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    try:
        out = evaluate(args.file, args.track, paths=args.paths.split(",") if args.paths else None,
                       extractor=args.extractor)
    except EvalFormatError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.details:
        args.details.write_text(json.dumps(out["details"], ensure_ascii=False, indent=1), encoding="utf-8")
    if args.json:
        print(json.dumps(out["metrics"], ensure_ascii=False))
    else:
        print(f"memory-eval/v1: {out['name']}")
        for key in METRIC_KEYS:
            print(f"  {key:22s} {out['metrics'][key]}")
        if out["extra"].get("e_stored_per_user"):
            print(f"  stored memories per user: {out['extra']['e_stored_per_user']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
