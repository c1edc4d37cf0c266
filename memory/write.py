"""Writing one admitted candidate: hash dedup → semantic dedup → slot conflicts → insert (R6, R7).

Runs inside one SQL transaction per candidate. The partial unique index on
(tenant, user, content_hash) WHERE status='active' makes concurrent writers of
the same fact collide in the database; the loser turns into a refresh.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Callable, Optional

from sqlalchemy.exc import IntegrityError

from .models import (
    Action,
    MemoryCandidate,
    MemoryItem,
    MemoryStatus,
    Owner,
    WriteOutcome,
)
from .store import Store
from .textnorm import content_hash

log = logging.getLogger(__name__)

# (owner, content) -> [(memory_id, cosine)] of the nearest active memories
NearestFn = Callable[[Owner, str], list[tuple[str, float]]]


@dataclass(frozen=True)
class Provenance:
    session_id: Optional[str] = None
    turn: Optional[int] = None
    actor: str = "extractor"
    reason: str = ""


class MemoryWriter:
    def __init__(self, store: Store, nearest: NearestFn, embedding_model: str, dedup_similarity: float) -> None:
        self.store = store
        self.nearest = nearest
        self.embedding_model = embedding_model
        self.dedup_similarity = dedup_similarity

    def write(self, owner: Owner, cand: MemoryCandidate, now: datetime, prov: Provenance) -> WriteOutcome:
        digest = content_hash(cand.content)
        near = self._near_duplicate(owner, cand)
        for attempt in range(2):
            try:
                with self.store.session() as s:
                    existing = self.store.find_active_by_hash(s, owner, digest)
                    if existing is None and near is not None:
                        existing = s.get(MemoryItem, near)
                        if existing is not None and (
                            existing.status != MemoryStatus.active.value
                            or (existing.tenant_id, existing.user_id) != (owner.tenant_id, owner.user_id)
                            or (cand.slot and existing.slot and existing.slot != cand.slot)
                        ):
                            existing = None
                    if existing is not None:
                        outcome = self._refresh(s, existing, cand, now, prov)
                        s.commit()
                        return outcome
                    conflicts = self._conflicts(s, owner, cand)
                    item = self._new_item(owner, cand, digest, now, prov, conflicts[0] if conflicts else None)
                    for old in conflicts:
                        old.status = MemoryStatus.superseded.value
                        old.updated_at = now
                        s.add(old)
                        self.store.record(
                            s, old, Action.supersede, prov.actor, old.content, cand.content,
                            prov.reason or f"同一主题（{cand.slot}）有了新说法", at=now,
                        )
                    s.flush()
                    self.store.insert_memory(s, item, prov.actor, prov.reason or "从对话中提取")
                    s.commit()
                    action = "superseded" if conflicts else "created"
                    return WriteOutcome(action=action, memory=item, previous=conflicts[0] if conflicts else None,
                                        extra={"superseded_ids": [c.memory_id for c in conflicts]})
            except IntegrityError:
                # another writer stored the same fact between our check and insert
                log.info("dedup race on %s, retrying as refresh", digest[:8])
                if attempt == 1:
                    raise
        raise AssertionError("unreachable")

    # ------------------------------------------------------------ steps
    def _near_duplicate(self, owner: Owner, cand: MemoryCandidate) -> Optional[str]:
        for memory_id, cosine in self.nearest(owner, cand.content):
            if cosine >= self.dedup_similarity:
                return memory_id
        return None

    def _conflicts(self, s, owner: Owner, cand: MemoryCandidate) -> list[MemoryItem]:
        slots = [cand.slot] if cand.slot else []
        slots += list(cand.replaces_slots)
        if not slots:
            return []
        return sorted(self.store.find_active_by_slots(s, owner, slots), key=lambda m: m.created_at, reverse=True)

    def _refresh(self, s, existing: MemoryItem, cand: MemoryCandidate, now: datetime, prov: Provenance) -> WriteOutcome:
        existing.updated_at = now
        existing.confidence = max(existing.confidence, cand.confidence)
        existing.importance = max(existing.importance, cand.importance)
        if cand.valid_until and (existing.valid_until is None or cand.valid_until > existing.valid_until):
            existing.valid_until = cand.valid_until
        s.add(existing)
        self.store.record(s, existing, Action.update, prov.actor, existing.content, cand.content,
                          "重复的记忆：刷新时间与置信度", at=now)
        return WriteOutcome(action="refreshed", memory=existing, reason="duplicate")

    def _new_item(self, owner, cand, digest, now, prov, previous: Optional[MemoryItem]) -> MemoryItem:
        return MemoryItem(
            tenant_id=owner.tenant_id,
            user_id=owner.user_id,
            content=cand.content.strip(),
            content_hash=digest,
            memory_type=cand.memory_type,
            slot=cand.slot,
            importance=cand.importance,
            confidence=cand.confidence,
            source_type=cand.source_type,
            source_session=prov.session_id,
            source_turn=prov.turn,
            source_excerpt=cand.source_excerpt,
            created_at=now,
            updated_at=now,
            valid_until=cand.valid_until,
            version=(previous.version + 1) if previous else 1,
            supersedes_id=previous.memory_id if previous else None,
            embedding_model=self.embedding_model,
        )
