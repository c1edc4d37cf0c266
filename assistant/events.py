"""Typed events yielded by `Assistant.respond()`: any UI (Gradio, CLI) renders these and nothing else."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

from memory.models import MemoryItem, RecallHit


@dataclass(frozen=True)
class TurnStarted:
    turn_id: str
    session_id: str
    user_text: str
    mode: str  # "llm" | "offline"


@dataclass(frozen=True)
class MemoriesRecalled:
    """Sent before any reply text: the panel updates before streaming starts (R41)."""

    turn_id: str
    injected: list[RecallHit]
    candidates: list[RecallHit]  # every ranked candidate, injected or not, each with .reason
    elapsed_ms: float


@dataclass(frozen=True)
class ReplyDelta:
    turn_id: str
    text: str


@dataclass(frozen=True)
class MemoriesUsed:
    """The memories the reply actually relied on (R10), with the sentence to show."""

    turn_id: str
    used: list[MemoryItem]
    notice: str  # e.g. "我参考了你之前说的：不吃海鲜、对花生过敏"


@dataclass(frozen=True)
class MemoryWritten:
    """Consolidation/extraction wrote something ("记忆已更新")."""

    session_id: str
    actions: list[str]  # e.g. ["新增：用户不吃海鲜", "更新：用户住在成都（取代 住在杭州）"]


@dataclass(frozen=True)
class TurnError:
    turn_id: str
    message: str  # a clear Chinese sentence for the chat, never a stack trace
    kept_user_message: bool = True


@dataclass(frozen=True)
class TurnFinished:
    turn_id: str
    reply: str
    first_delta_ms: Optional[float] = None  # message → first delta
    pipeline_ms: Optional[float] = None  # recall + prompt build, before the first token
    working_memory: dict = field(default_factory=dict)


ChatEvent = Union[TurnStarted, MemoriesRecalled, ReplyDelta, MemoriesUsed, MemoryWritten, TurnError, TurnFinished]
