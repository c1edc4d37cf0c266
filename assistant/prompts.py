"""The chat prompt: persona from assets/prompts/assistant.yaml, data blocks, recent turns (R20, R9).

User text is never formatted into instructions: the current message and the
recent turns travel as their own `user`/`assistant` messages, and everything
derived from the user (trip draft, session summary, memories) sits in a
delimited block the persona declares to be data.
"""
from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field

from memory.inject import count_tokens

PROMPT_PATH = Path(__file__).resolve().parent.parent / "assets" / "prompts" / "assistant.yaml"

TRIP_TAG = "trip_draft"
SUMMARY_TAG = "session_summary"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Sections(_Strict):
    trip_draft: str
    session_summary: str


class PromptConfig(_Strict):
    version: int = Field(ge=1)
    persona: str = Field(min_length=1)
    used_marker: str = Field(min_length=1)
    sections: Sections


@functools.lru_cache(maxsize=4)
def load_prompts(path: Path = PROMPT_PATH) -> PromptConfig:
    """Read and validate the prompt file once per process."""
    return PromptConfig.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


@dataclass(frozen=True)
class ChatTurn:
    role: str  # "user" | "assistant"
    content: str


def data_block(tag: str, heading: str, body: str) -> str:
    """A delimited data block; the body cannot close it early."""
    body = body.replace(f"</{tag}>", "").replace(f"<{tag}>", "").strip()
    return f"<{tag}>\n{heading.strip()}\n{body}\n</{tag}>"


@functools.lru_cache(maxsize=4096)
def _turn_tokens(content: str) -> int:
    # the same turns are re-measured on every request of a session: count each once
    return count_tokens(content) + 4  # role and separators


def recent_within_budget(turns: Sequence[ChatTurn], budget_tokens: int) -> list[ChatTurn]:
    """The newest turns whose total fits in the budget, oldest first; never splits a turn."""
    kept: list[ChatTurn] = []
    used = 0
    for turn in reversed(turns):
        cost = _turn_tokens(turn.content)
        if used + cost > budget_tokens:
            break
        kept.append(turn)
        used += cost
    kept.reverse()
    # a window that opens on an assistant reply reads oddly to most models
    while kept and kept[0].role != "user":
        kept.pop(0)
    return kept


def system_prompt(
    cfg: PromptConfig,
    *,
    memory_block: str = "",
    trip_draft: str = "",
    summary: str = "",
    ask_used_marker: bool = True,
) -> str:
    parts = [cfg.persona.strip()]
    if ask_used_marker:
        parts.append(cfg.used_marker.strip())
    if trip_draft.strip():
        parts.append(data_block(TRIP_TAG, cfg.sections.trip_draft, trip_draft))
    if summary.strip():
        parts.append(data_block(SUMMARY_TAG, cfg.sections.session_summary, summary))
    if memory_block.strip():
        parts.append(memory_block.strip())  # already delimited by memory.inject
    return "\n\n".join(parts)


def build_messages(
    cfg: PromptConfig,
    *,
    user_text: str,
    recent: Sequence[ChatTurn] = (),
    memory_block: str = "",
    trip_draft: str = "",
    summary: str = "",
    ask_used_marker: bool = True,
) -> list[dict[str, str]]:
    """OpenAI-style messages: one system message, the recent turns, the new user message."""
    system = system_prompt(
        cfg, memory_block=memory_block, trip_draft=trip_draft, summary=summary, ask_used_marker=ask_used_marker
    )
    messages = [{"role": "system", "content": system}]
    messages += [{"role": t.role, "content": t.content} for t in recent]
    messages.append({"role": "user", "content": user_text})
    return messages

