"""The rolling session summary (R11): short-term context once a session grows.

With an LLM: assets/prompts/summary.yaml merges the previous summary with the
newly folded turns. Offline (or when the LLM fails): an extractive summary of
the user's signal-bearing and task sentences — no words are invented, so the
summary can never claim something the user did not say.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Optional, Protocol

from .extract.combined import has_signal
from .llm_protocol import JsonLLM, LLMOutputError, load_prompt, parse_json_reply

log = logging.getLogger(__name__)

MAX_SUMMARY_CHARS = 400
_SENTENCE = re.compile(r"[^。！？!?\n.；;]+[。！？!?.；;]?")
# the task of the session (where, when, what for) is what a short-term summary must keep
_TASK = re.compile(r"帮我|规划|推荐|安排|行程|打算|计划|想去|要去|预算|出发|住|玩|\bplan\b|\btrip\b|\brecommend\b", re.I)
_SEP = "；"
_LEAD = re.compile(r"^(?:对了|另外|还有|然后|嗯+|哦+|那个)[，,\s]*")


class TurnLike(Protocol):
    role: str
    content: str


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if len(s.strip()) >= 2]


def extractive_summary(previous: str, turns: Sequence[TurnLike], max_chars: int = MAX_SUMMARY_CHARS) -> str:
    """The previous summary's points plus the user's new signal and task sentences, newest kept."""
    points = [p for p in previous.split(_SEP) if p.strip()] if previous else []
    seen = set(points)
    for turn in turns:
        if turn.role != "user":
            continue
        for sentence in _sentences(turn.content):
            point = _LEAD.sub("", sentence.rstrip("。！？!?.；;")).strip()
            if not point or any(point in p for p in seen) or not (has_signal(point) or _TASK.search(point)):
                continue  # already said (or said within a longer point)
            seen.add(point)
            points.append(point)
    # over budget: forget the oldest points first (the newest task state matters most)
    while points and len(_SEP.join(points)) > max_chars:
        points.pop(0)
    return _SEP.join(points)


def _transcript(turns: Sequence[TurnLike], limit: int = 6000) -> str:
    lines = [f"{'用户' if t.role == 'user' else '助手'}：{' '.join(t.content.split())}" for t in turns]
    text = "\n".join(lines)
    return text[-limit:]  # the newest part when a window is huge


def summarize(
    previous: str,
    turns: Sequence[TurnLike],
    *,
    llm: Optional[JsonLLM] = None,
    max_chars: int = MAX_SUMMARY_CHARS,
) -> tuple[str, str]:
    """(new summary, method) where method is llm | extractive | extractive_after_llm_error."""
    if not turns:
        return previous, "unchanged"
    if llm is not None:
        prompt = load_prompt("summary")
        try:
            reply = llm.complete_json(prompt.system, prompt.render(previous=previous or "（无）", turns=_transcript(turns)))
            payload = parse_json_reply(reply)
            text = payload.get("summary") if isinstance(payload, dict) else None
            if not isinstance(text, str) or not text.strip():
                raise LLMOutputError("no summary field")
            return " ".join(text.split())[: max_chars * 2], "llm"
        except Exception as exc:  # noqa: BLE001 - a failed summary falls back, it never loses the session
            log.warning("llm summary failed (%s: %s); using the extractive summary", type(exc).__name__, exc)
            return extractive_summary(previous, turns, max_chars), "extractive_after_llm_error"
    return extractive_summary(previous, turns, max_chars), "extractive"
