"""SQL tables (the source of truth) and the typed DTOs that move between stages.

Every table that holds user data carries (tenant_id, user_id); the store scopes
every query by both.
"""
from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum
from typing import Any, Optional

from sqlalchemy import JSON, Column, Index, UniqueConstraint, text
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


def as_utc(dt: datetime) -> datetime:
    """SQLite hands datetimes back naive; they were stored in UTC."""
    return dt.replace(tzinfo=timezone.utc) if dt.tzinfo is None else dt


def new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:16]}"


class MemoryType(str, Enum):
    preference = "preference"
    profile = "profile"
    constraint = "constraint"  # allergy, diet, mobility … never fades
    goal = "goal"
    event = "event"
    relation = "relation"
    fact = "fact"  # eval files default to it; treated like profile


DURABLE_TYPES = frozenset(t.value for t in MemoryType)


class SourceType(str, Enum):
    user_stated = "user_stated"
    user_edited = "user_edited"
    inferred = "inferred"
    system_preset = "system_preset"


class MemoryStatus(str, Enum):
    active = "active"
    superseded = "superseded"
    archived = "archived"
    deleted = "deleted"


class Actor(str, Enum):
    extractor = "extractor"
    judge = "judge"
    user = "user"
    janitor = "janitor"
    system = "system"


class Action(str, Enum):
    create = "create"
    update = "update"  # dedup refresh: same fact seen again
    supersede = "supersede"
    edit = "edit"
    delete = "delete"
    restore = "restore"
    archive = "archive"
    access = "access"


# ---------------------------------------------------------------- tables


class Account(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("tenant_id", "user_id"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tenant_id: str = Field(index=True)
    user_id: str = Field(index=True)
    display_name: str = ""
    is_demo: bool = False
    created_at: datetime = Field(default_factory=utcnow)


class MemoryItem(SQLModel, table=True):
    __table_args__ = (
        Index("ix_memory_owner_status", "tenant_id", "user_id", "status"),
        # One active row per normalised content per user: concurrent writers of
        # the same fact collide here instead of inserting twice (R6).
        Index(
            "ux_memory_active_hash",
            "tenant_id",
            "user_id",
            "content_hash",
            unique=True,
            sqlite_where=text("status = 'active'"),
            postgresql_where=text("status = 'active'"),
        ),
    )
    memory_id: str = Field(default_factory=lambda: new_id("mem"), primary_key=True)
    tenant_id: str
    user_id: str
    content: str
    content_hash: str
    memory_type: str = MemoryType.preference.value
    slot: Optional[str] = Field(default=None, index=True)
    importance: float = 0.7
    confidence: float = 0.8
    source_type: str = SourceType.user_stated.value
    source_session: Optional[str] = None
    source_turn: Optional[int] = None
    source_excerpt: Optional[str] = None
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    last_accessed_at: Optional[datetime] = None
    access_count: int = 0
    valid_until: Optional[datetime] = None
    status: str = MemoryStatus.active.value
    version: int = 1
    supersedes_id: Optional[str] = None
    embedding_model: str = ""


class MemoryEvent(SQLModel, table=True):
    """Append-only history of every change to a memory (R2)."""

    id: Optional[int] = Field(default=None, primary_key=True)
    memory_id: str = Field(index=True)
    tenant_id: str
    user_id: str
    action: str
    actor: str
    old_content: Optional[str] = None
    new_content: Optional[str] = None
    reason: str = ""
    at: datetime = Field(default_factory=utcnow)


class ChatSession(SQLModel, table=True):
    __table_args__ = (Index("ix_session_owner", "tenant_id", "user_id"),)
    session_id: str = Field(default_factory=lambda: new_id("ses"), primary_key=True)
    tenant_id: str
    user_id: str
    title: str = ""
    started_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    summary: str = ""
    summary_upto_turn: int = 0  # turns [0, n) are folded into the summary
    user_turns_since_consolidation: int = 0
    working_memory: dict = Field(default_factory=dict, sa_column=Column(JSON))


class Turn(SQLModel, table=True):
    __table_args__ = (Index("ix_turn_session", "session_id", "idx"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    session_id: str
    tenant_id: str
    user_id: str
    idx: int
    role: str  # user | assistant
    content: str
    created_at: datetime = Field(default_factory=utcnow)


class TraceEvent(SQLModel, table=True):
    __table_args__ = (Index("ix_trace_session", "tenant_id", "user_id", "session_id"),)
    id: Optional[int] = Field(default=None, primary_key=True)
    tenant_id: str
    user_id: str
    session_id: Optional[str] = None
    turn_id: Optional[str] = None
    kind: str
    payload: dict = Field(default_factory=dict, sa_column=Column(JSON))
    at: datetime = Field(default_factory=utcnow)


class PendingWork(SQLModel, table=True):
    """Persisted queue rows: accepted work survives a crash (R11)."""

    id: Optional[int] = Field(default=None, primary_key=True)
    kind: str
    tenant_id: str
    user_id: str
    session_id: Optional[str] = None
    payload: dict = Field(default_factory=dict, sa_column=Column(JSON))
    status: str = "pending"  # pending | done | failed
    attempts: int = 0
    error: str = ""
    created_at: datetime = Field(default_factory=utcnow)
    done_at: Optional[datetime] = None


class MetaEntry(SQLModel, table=True):
    key: str = Field(primary_key=True)
    value: str


# ---------------------------------------------------------------- DTOs


@dataclass(frozen=True)
class Owner:
    """Who a read or write acts for. Built by the caller from an authenticated identity."""

    tenant_id: str
    user_id: str

    def __post_init__(self) -> None:
        if not self.tenant_id or not self.user_id:
            raise ValueError("tenant_id and user_id are required")


@dataclass
class MemoryCandidate:
    """A fact proposed by an extractor (or a user/import), before admission."""

    content: str
    memory_type: str
    slot: Optional[str] = None
    importance: float = 0.7
    confidence: float = 0.8
    source_type: str = SourceType.user_stated.value
    source_excerpt: Optional[str] = None
    valid_until: Optional[datetime] = None
    # refinement/negation: the slots (or slot prefixes) this fact replaces
    replaces_slots: tuple[str, ...] = ()
    extractor: str = "rules"


@dataclass
class ScoreBreakdown:
    similarity: float  # fused relevance, 0..1 (see memory/recall.py for the scale)
    dense: float  # cosine similarity of the query and memory embeddings, -1..1
    keyword: float  # normalised BM25, 0..1
    intent: float  # query-intent/memory-topic match, 0..1
    importance: float
    recency: float
    source: float
    total: float
    travel: float = 1.0  # how much the memory matters for travel at all (memory/domain.py)

    def as_dict(self) -> dict[str, float]:
        return {k: round(v, 4) for k, v in self.__dict__.items()}


@dataclass
class RecallHit:
    memory: MemoryItem
    score: ScoreBreakdown
    rank: int
    injected: bool = False
    reason: str = ""  # why (not) injected, for the UI's "why not"
    replaces: Optional[MemoryItem] = None  # the older memory this newer wording stands in for (recall.take_successors)
    replaced_by: Optional[MemoryItem] = None  # a newer memory whose wording replaces this one (memory/supersede.py)
    under_cut: bool = False  # left out by the injection cut alone (threshold or k): a newer version may stand in


@dataclass
class RecallResult:
    query: str
    candidates: list[RecallHit] = field(default_factory=list)  # ranked
    elapsed_ms: float = 0.0

    @property
    def injected(self) -> list[RecallHit]:
        return [h for h in self.candidates if h.injected]


@dataclass
class WriteOutcome:
    """What writing one candidate did."""

    action: str  # created | refreshed | superseded | rejected
    memory: Optional[MemoryItem] = None
    previous: Optional[MemoryItem] = None
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
