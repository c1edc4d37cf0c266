"""Memory hygiene (R12): a pure policy that plans, and an apply step that archives.

`plan_hygiene` looks at one user's active memories at a pinned `now` and
returns a frozen plan — what to archive and why, what stays, and every score —
so a test can check each rule without a clock or a database. `apply_hygiene`
archives through the engine (actor "janitor", with the reason), so every
action is in the memory's history and can be undone from the UI. Nothing is
ever hard-deleted here.

    python -m memory.janitor --data-dir DIR [--user U] [--tenant T] [--dry-run]
"""
from __future__ import annotations

import argparse
import logging
import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Optional

from .config import HalfLives, MemoryConfig
from .extract.signals import load_signals
from .models import MemoryItem, Owner, utcnow

if TYPE_CHECKING:
    from .engine import MemoryEngine

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HygienePolicy:
    unused_days: int = 180  # "long unused": neither used in a reply nor restated for this long
    low_importance: float = 0.5
    # who the user is and what they cannot eat never expire by age; only the cap may touch them, last
    protected_types: frozenset[str] = frozenset({"constraint", "profile"})
    half_lives: HalfLives = field(default_factory=HalfLives)
    usage_saturation: int = 20  # accesses at which usage stops adding to the score


@dataclass(frozen=True)
class ArchiveDecision:
    memory_id: str
    rule: str  # artifact | expired | unused | cap
    reason: str  # shown in the memory's history


@dataclass(frozen=True)
class HygienePlan:
    to_archive: tuple[ArchiveDecision, ...]
    kept: tuple[str, ...]
    scores: Mapping[str, float]

    @property
    def archive_ids(self) -> list[str]:
        return [d.memory_id for d in self.to_archive]


def _aware(dt: Optional[datetime]) -> Optional[datetime]:
    # SQLite hands datetimes back naive; the store writes UTC
    if dt is None:
        return None
    return dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt


def last_used(m: MemoryItem) -> datetime:
    """The latest of: created, restated (updated), used in a reply (accessed)."""
    times = [t for t in (_aware(m.created_at), _aware(m.updated_at), _aware(m.last_accessed_at)) if t is not None]
    return max(times)


def hygiene_score(m: MemoryItem, now: datetime, policy: HygienePolicy) -> float:
    """importance · recency · usage, each 0..1; higher is more worth keeping."""
    days = max(0.0, (now - last_used(m)).total_seconds() / 86400)
    half_life = policy.half_lives.for_type(m.memory_type)
    recency = 1.0 if half_life <= 0 else math.exp(-days / half_life)
    usage = 0.5 + 0.5 * min(1.0, math.log1p(m.access_count) / math.log1p(policy.usage_saturation))
    return m.importance * recency * usage


def plan_hygiene(
    memories: Sequence[MemoryItem],
    now: datetime,
    max_memories: int,
    config: Optional[HygienePolicy] = None,
) -> HygienePlan:
    """Decide which of one user's active memories to archive, in rule order."""
    policy = config or HygienePolicy()
    now = _aware(now) or utcnow()
    artifact = load_signals().noise["artifact"]
    active = [m for m in memories if m.status == "active"]
    scores = {m.memory_id: round(hygiene_score(m, now, policy), 6) for m in active}
    decisions: list[ArchiveDecision] = []
    remaining: list[MemoryItem] = []
    for m in active:
        valid_until = _aware(m.valid_until)
        if artifact.search(m.content):
            decisions.append(ArchiveDecision(m.memory_id, "artifact", "会话临时内容（上传的文件、链接等），不作为长期记忆保存"))
        elif valid_until is not None and valid_until <= now:
            decisions.append(ArchiveDecision(m.memory_id, "expired", f"已过期（有效期至 {valid_until:%Y-%m-%d}）"))
        elif (m.memory_type not in policy.protected_types and m.importance < policy.low_importance
              and now - last_used(m) > timedelta(days=policy.unused_days)):
            decisions.append(ArchiveDecision(
                m.memory_id, "unused",
                f"{policy.unused_days} 天以上未使用且重要度低（{m.importance:.2f}，最后使用于 {last_used(m):%Y-%m-%d}）",
            ))
        else:
            remaining.append(m)
    overflow = len(remaining) - max_memories
    if max_memories >= 0 and overflow > 0:
        # unprotected memories go first, lowest score first; ties: the older one goes
        order = sorted(remaining, key=lambda m: (m.memory_type in policy.protected_types, scores[m.memory_id], last_used(m)))
        for m in order[:overflow]:
            decisions.append(ArchiveDecision(
                m.memory_id, "cap", f"超出每位用户 {max_memories} 条的上限，按得分（{scores[m.memory_id]:.3f}）最低归档",
            ))
    archived = {d.memory_id for d in decisions}
    return HygienePlan(
        to_archive=tuple(decisions),
        kept=tuple(m.memory_id for m in active if m.memory_id not in archived),
        scores=MappingProxyType(scores),
    )


def apply_hygiene(
    engine: "MemoryEngine",
    owner: Owner,
    now: Optional[datetime] = None,
    *,
    max_memories: Optional[int] = None,
    policy: Optional[HygienePolicy] = None,
    dry_run: bool = False,
) -> HygienePlan:
    """Plan for one owner and archive (never delete) what the plan says, each with its reason."""
    now = now or utcnow()
    policy = policy or HygienePolicy(half_lives=engine.config.retrieval.half_lives)
    cap = engine.config.max_memories if max_memories is None else max_memories
    plan = plan_hygiene(engine.list_memories(owner), now, cap, policy)
    if dry_run or not plan.to_archive:
        return plan
    for d in plan.to_archive:
        try:
            engine.archive_memory(owner, d.memory_id, actor="janitor", reason=d.reason, now=now)
        except Exception as exc:  # noqa: BLE001 - the user may have edited it meanwhile; next run sees it
            log.warning("janitor: could not archive %s: %s", d.memory_id, exc)
    counts: dict[str, int] = {}
    for d in plan.to_archive:
        counts[d.rule] = counts.get(d.rule, 0) + 1
    engine.store.add_trace(owner, "hygiene_run", {"archived": len(plan.to_archive), "by_rule": counts,
                                                   "kept": len(plan.kept)})
    log.info("janitor user=%s archived %d (%s), kept %d", owner.user_id, len(plan.to_archive), counts, len(plan.kept))
    return plan


def all_owners(engine: "MemoryEngine") -> list[Owner]:
    """Every owner with active memories (maintenance only; never on a request path)."""
    from sqlmodel import select

    with engine.store.session() as s:
        rows = s.exec(select(MemoryItem.tenant_id, MemoryItem.user_id).where(MemoryItem.status == "active").distinct())
        return [Owner(t, u) for t, u in rows]


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memory.janitor", description="Archive expired, stale and over-cap memories.")
    parser.add_argument("--data-dir", type=Path, required=True)
    parser.add_argument("--tenant", default=None)
    parser.add_argument("--user", default=None, help="only this user (default: every user)")
    parser.add_argument("--max-memories", type=int, default=None)
    parser.add_argument("--dry-run", action="store_true", help="print the plan, change nothing")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from .engine import MemoryEngine

    cfg = MemoryConfig(data_dir=args.data_dir)
    engine = MemoryEngine(cfg)
    try:
        owners = [Owner(args.tenant or cfg.default_tenant, args.user)] if args.user else all_owners(engine)
        if args.tenant:
            owners = [o for o in owners if o.tenant_id == args.tenant]
        total = 0
        for owner in owners:
            plan = apply_hygiene(engine, owner, max_memories=args.max_memories, dry_run=args.dry_run)
            for d in plan.to_archive:
                print(f"{owner.tenant_id}/{owner.user_id} {d.memory_id} [{d.rule}] {d.reason}")
            total += len(plan.to_archive)
        print(f"{'would archive' if args.dry_run else 'archived'} {total} memories for {len(owners)} users")
    finally:
        engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
