"""Which memories a reply relied on (R10), and the sentence that says so.

With an LLM the system prompt asks the model to end with `<used>mem_…,mem_…</used>`.
`UsedMarkerFilter` removes that marker from the visible stream even when its
tags are cut across deltas, and keeps the ids; only ids that were actually
injected this turn count. Offline, the planner reports what it applied.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Protocol

OPEN, CLOSE = "<used>", "</used>"
_ID = re.compile(r"mem_[0-9A-Za-z]+")
_MAX_MARKER_CHARS = 2000  # an "<used>" that never closes is not a marker after this much text
NOTICE_PREFIX = "我参考了你之前说的："


class _HasContent(Protocol):
    content: str


class UsedMarkerFilter:
    """Feed deltas in order; get back visible text; read `.ids` after `flush()`.

    Whitespace right before the marker is held back too, so the visible reply
    never ends in the blank line that preceded `<used>`.
    """

    def __init__(self) -> None:
        self._buf = ""  # undecided text: a possible partial tag, or held-back whitespace
        self._inside = False
        self._captured: list[str] = []
        self.found = False

    def feed(self, text: str) -> str:
        self._buf += text
        out: list[str] = []
        while True:
            if self._inside:
                idx = self._buf.find(CLOSE)
                if idx < 0:
                    if len(self._buf) > _MAX_MARKER_CHARS:  # not a marker after all: show it
                        out.append(OPEN + self._buf)
                        self._buf, self._inside = "", False
                        continue
                    return "".join(out)
                self._captured.append(self._buf[:idx])
                self._buf = self._buf[idx + len(CLOSE):]
                self._inside, self.found = False, True
                continue
            idx = self._buf.find(OPEN)
            if idx >= 0:
                out.append(self._buf[:idx].rstrip())  # the blank line before the marker
                self._buf = self._buf[idx + len(OPEN):]
                self._inside = True
                continue
            keep = _partial_suffix(self._buf, OPEN)
            head, tail = self._buf[: len(self._buf) - keep], self._buf[len(self._buf) - keep:]
            visible = head.rstrip()
            out.append(visible)
            self._buf = head[len(visible):] + tail  # trailing whitespace waits for what follows
            return "".join(out)

    def flush(self) -> str:
        """End of stream: an unclosed marker still yields its ids; trailing whitespace is dropped."""
        if self._inside:
            self._captured.append(self._buf)
            self.found = True
            self._buf, self._inside = "", False
            return ""
        rest, self._buf = self._buf.rstrip(), ""
        return rest

    @property
    def ids(self) -> list[str]:
        return list(dict.fromkeys(_ID.findall(" ".join(self._captured))))


def _partial_suffix(text: str, tag: str) -> int:
    """Length of the longest suffix of `text` that is a proper prefix of `tag`."""
    for n in range(min(len(tag) - 1, len(text)), 0, -1):
        if text.endswith(tag[:n]):
            return n
    return 0


def strip_used_marker(text: str) -> tuple[str, list[str]]:
    """The whole-text form: visible text and cited ids."""
    f = UsedMarkerFilter()
    visible = f.feed(text) + f.flush()
    return visible, f.ids


def select_used(cited: Iterable[str], injected_ids: Sequence[str]) -> list[str]:
    """Only ids that were injected this turn count; a hallucinated or foreign id is ignored."""
    allowed = set(injected_ids)
    return [mid for mid in dict.fromkeys(cited) if mid in allowed]


_PREFIXES = ("用户的", "用户", "该用户", "这位用户", "the user ", "user ")
_TRAIL = "。．.；;，,！!"


def memory_phrase(content: str, max_chars: int = 24) -> str:
    """"用户对花生过敏。" → "对花生过敏"; "用户的妈妈膝盖不好" → "你的妈妈膝盖不好"."""
    text = " ".join(content.split()).strip()
    for prefix in _PREFIXES:
        if text.lower().startswith(prefix):
            rest = text[len(prefix):].lstrip("，, ")
            text = ("你的" + rest) if prefix == "用户的" else rest
            break
    text = text.replace("用户", "你").rstrip(_TRAIL)
    if len(text) > max_chars:
        text = text[: max_chars - 1] + "…"
    return text or content.strip()


def used_notice(memories: Sequence[_HasContent]) -> str:
    """"我参考了你之前说的：不吃海鲜、对花生过敏"; '' when nothing was used."""
    phrases = list(dict.fromkeys(memory_phrase(m.content) for m in memories))
    return NOTICE_PREFIX + "、".join(phrases) if phrases else ""
