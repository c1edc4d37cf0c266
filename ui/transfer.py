"""Export an account's memories (with their history) as JSON, and import such a file back.

An import is validated whole before anything is written: a malformed file or
one exported from another account raises `ImportFormatError` and changes
nothing. Valid facts go through `engine.remember`, so dedup and slot conflicts
apply exactly as for facts from a conversation.
"""
from __future__ import annotations

import json
from collections import Counter
from datetime import datetime, timezone
from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memory.engine import MAX_CONTENT_CHARS, MemoryEngine
from memory.errors import ImportFormatError
from memory.models import DURABLE_TYPES, MemoryCandidate, MemoryItem, MemoryStatus, Owner

FORMAT = "yitu-memories/v1"
MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_MEMORIES = 5000
_ALL_STATUSES = tuple(s.value for s in MemoryStatus)


class _Event(BaseModel):
    model_config = ConfigDict(extra="ignore")
    action: str
    actor: str
    old_content: Optional[str] = None
    new_content: Optional[str] = None
    reason: str = ""
    at: datetime


class _Memory(BaseModel):
    model_config = ConfigDict(extra="ignore")
    memory_id: str = ""
    content: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS)
    memory_type: str
    slot: Optional[str] = Field(default=None, max_length=100)
    importance: float = Field(0.7, ge=0.0, le=1.0)
    confidence: float = Field(0.8, ge=0.0, le=1.0)
    source_type: Literal["user_stated", "user_edited", "inferred", "system_preset"] = "user_stated"
    source_excerpt: Optional[str] = Field(default=None, max_length=2000)
    created_at: Optional[datetime] = None
    valid_until: Optional[datetime] = None
    status: Literal["active", "superseded", "archived", "deleted"] = "active"
    version: int = 1
    history: list[_Event] = Field(default_factory=list)

    @field_validator("content")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("记忆内容不能为空")
        return v

    @field_validator("memory_type")
    @classmethod
    def _durable(cls, v: str) -> str:
        if v not in DURABLE_TYPES:
            raise ValueError(f"未知的记忆类型：{v}")
        return v


class _File(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: str
    tenant_id: str
    user_id: str
    exported_at: Optional[datetime] = None
    memories: list[_Memory] = Field(max_length=MAX_MEMORIES)


def export_memories(engine: MemoryEngine, owner: Owner, now: Optional[datetime] = None) -> dict[str, Any]:
    """Every memory of the owner in every status, each with its own history, oldest first."""
    items = engine.list_memories(owner, statuses=_ALL_STATUSES)
    items.sort(key=lambda m: (_utc(m.created_at), m.version))
    memories = []
    for m in items:
        events = [e for e in engine.history(owner, m.memory_id) if e.memory_id == m.memory_id]
        memories.append({**_memory_fields(m), "history": [
            {"action": e.action, "actor": e.actor, "old_content": e.old_content, "new_content": e.new_content,
             "reason": e.reason, "at": _iso(e.at)} for e in events
        ]})
    return {
        "format": FORMAT,
        "tenant_id": owner.tenant_id,
        "user_id": owner.user_id,
        "exported_at": _iso(now or datetime.now(timezone.utc)),
        "memories": memories,
    }


def parse_import(raw: bytes, owner: Owner) -> list[MemoryCandidate]:
    """Validate a whole file and turn its active memories into candidates; raises ImportFormatError."""
    if len(raw) > MAX_FILE_BYTES:
        raise ImportFormatError(f"文件太大（{len(raw) // 1024} KB），上限是 {MAX_FILE_BYTES // 1024 // 1024} MB")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ImportFormatError(f"这不是一个有效的 JSON 文件（{_short(exc)}），没有导入任何内容") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportFormatError(f"文件格式不对：需要忆途导出的记忆文件（format = {FORMAT}），没有导入任何内容")
    try:
        parsed = _File.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise ImportFormatError(f"文件内容不合法：{where} — {first.get('msg', '')}；没有导入任何内容") from exc
    if (parsed.tenant_id, parsed.user_id) != (owner.tenant_id, owner.user_id):
        raise ImportFormatError("这个文件是从另一个账号导出的，不能导入到当前账号；没有导入任何内容")
    active = [m for m in parsed.memories if m.status == MemoryStatus.active.value]
    active.sort(key=lambda m: (_utc(m.created_at) if m.created_at else datetime.min.replace(tzinfo=timezone.utc)))
    return [
        MemoryCandidate(
            content=m.content.strip(), memory_type=m.memory_type, slot=m.slot, importance=m.importance,
            confidence=m.confidence, source_type=m.source_type, source_excerpt=m.source_excerpt,
            valid_until=m.valid_until, extractor="import",
        )
        for m in active
    ]


def import_memories(engine: MemoryEngine, owner: Owner, raw: bytes) -> Counter:
    """Validate, then write each fact through dedup and conflicts. Returns counts by outcome."""
    candidates = parse_import(raw, owner)
    counts: Counter = Counter()
    for cand in candidates:
        outcome = engine.remember(owner, cand, actor="user", reason="从导出文件导入")
        counts[outcome.action] += 1
    return counts


def import_summary(counts: Counter) -> str:
    if not sum(counts.values()):
        return "文件里没有有效的记忆，什么都没有改变。"
    parts = []
    for key, label in (("created", "新增"), ("superseded", "更新"), ("refreshed", "已存在（合并）"), ("rejected", "跳过")):
        if counts.get(key):
            parts.append(f"{label} {counts[key]} 条")
    return "导入完成：" + "，".join(parts)


def _memory_fields(m: MemoryItem) -> dict[str, Any]:
    return {
        "memory_id": m.memory_id, "content": m.content, "memory_type": m.memory_type, "slot": m.slot,
        "importance": m.importance, "confidence": m.confidence, "source_type": m.source_type,
        "source_session": m.source_session, "source_turn": m.source_turn, "source_excerpt": m.source_excerpt,
        "created_at": _iso(m.created_at), "updated_at": _iso(m.updated_at),
        "last_accessed_at": _iso(m.last_accessed_at), "access_count": m.access_count,
        "valid_until": _iso(m.valid_until), "status": m.status, "version": m.version,
        "supersedes_id": m.supersedes_id,
    }


def _utc(value: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


def _iso(value: Optional[datetime]) -> Optional[str]:
    return _utc(value).isoformat() if value else None


def _short(exc: Exception) -> str:
    return str(exc).split("\n")[0][:80]
