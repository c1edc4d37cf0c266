"""Working memory: the current trip draft of one session (seed 000 §1.2).

Stored as JSON in `ChatSession.working_memory`. Offline, the planner returns
the updated draft; with an LLM, `update_from_message` reads destination, days,
dates and party from the user's words with simple rules.
"""
from __future__ import annotations

import re
from typing import Any, Optional, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class _Finder(Protocol):
    """The part of the offline knowledge base used here (`KnowledgeBase.find_destination`)."""

    def find_destination(self, text: str) -> Any: ...


class TripDraft(BaseModel):
    model_config = ConfigDict(extra="ignore")

    destination: Optional[str] = None
    days: Optional[int] = Field(default=None, ge=1, le=60)
    dates: Optional[str] = None  # as the user said it: "下周", "7月12日", "国庆"
    party: list[str] = Field(default_factory=list)  # "父母", "孩子", "朋友" …
    constraints: list[str] = Field(default_factory=list)  # short phrases applied to this trip
    itinerary: list[str] = Field(default_factory=list)  # one line per day

    @classmethod
    def coerce(cls, value: Any) -> "TripDraft":
        """From a stored dict, another draft-like object, or nothing; bad data gives an empty draft."""
        if value is None:
            return cls()
        if isinstance(value, TripDraft):
            return value.model_copy(deep=True)
        if not isinstance(value, dict):
            value = getattr(value, "model_dump", None) and value.model_dump() or getattr(value, "__dict__", {})
        try:
            return cls.model_validate(_normalise(dict(value)))
        except ValidationError:
            return cls()

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(exclude_defaults=True)

    def is_empty(self) -> bool:
        return not self.to_dict()

    def render(self) -> str:
        """Plain lines for the prompt and the UI's working-memory view."""
        lines = []
        if self.destination:
            lines.append(f"目的地：{self.destination}")
        if self.days:
            lines.append(f"天数：{self.days}天")
        if self.dates:
            lines.append(f"时间：{self.dates}")
        if self.party:
            lines.append(f"同行：{'、'.join(self.party)}")
        if self.constraints:
            lines.append(f"要求：{'、'.join(self.constraints)}")
        if self.itinerary:
            lines.append("行程：")
            lines += [f"  {line}" for line in self.itinerary]
        return "\n".join(lines)


def _normalise(raw: dict[str, Any]) -> dict[str, Any]:
    """Accept the planner's looser shapes (party as a string, itinerary as dicts)."""
    out = dict(raw)
    for key in ("party", "constraints", "itinerary"):
        val = out.get(key)
        if val is None:
            out.pop(key, None)
        elif isinstance(val, str):
            out[key] = [val] if val else []
        elif isinstance(val, (list, tuple)):
            out[key] = [_line(v) for v in val if v]
    if out.get("days") in (0, ""):
        out["days"] = None
    return out


def _line(value: Any) -> str:
    if isinstance(value, dict):
        return "；".join(f"{v}" if isinstance(v, str) else f"{k}: {v}" for k, v in value.items())
    return str(value)


_CN_NUM = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_DAYS = re.compile(r"(?<![月\d第])(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:天|日游|日(?!本))")
_DAYS_EN = re.compile(r"\b(\d{1,2})[\s-]*days?\b", re.I)
_DATES = re.compile(
    r"(\d{1,2}月\d{1,2}[日号](?:\s*[-到至~]\s*(?:\d{1,2}月)?\d{1,2}[日号])?|\d{1,2}月(?:初|中旬?|底|下旬|上旬)?"
    r"|下下?周[一二三四五六日天末]?|这周[末六日天]?|周末|下个?月|明天|后天|五一|十一|国庆|春节|元旦|端午|中秋|清明|暑假|寒假)"
)
_PARTY = [
    (("父母", "爸妈", "老人", "我爸", "我妈", "老妈", "老爸"), "父母/老人"),
    (("孩子", "小孩", "儿子", "女儿", "宝宝", "娃"), "孩子"),
    (("老婆", "老公", "对象", "女朋友", "男朋友", "爱人", "媳妇"), "伴侣"),
    (("朋友", "同学", "同事", "闺蜜", "兄弟"), "朋友"),
    (("一个人", "独自", "solo"), "独自"),
]


def parse_days(text: str) -> Optional[int]:
    m = _DAYS.search(text)
    if m:
        raw = m.group(1)
        n = int(raw) if raw.isdigit() else _cn_int(raw)
        return n if n and 1 <= n <= 60 else None
    m = _DAYS_EN.search(text)
    return int(m.group(1)) if m and 1 <= int(m.group(1)) <= 60 else None


def _cn_int(raw: str) -> Optional[int]:
    if raw == "十":
        return 10
    if raw.startswith("十"):
        return 10 + _CN_NUM.get(raw[1:], 0)
    if len(raw) == 2 and raw.endswith("十"):
        return _CN_NUM.get(raw[0], 0) * 10
    if len(raw) == 3 and raw[1] == "十":
        return _CN_NUM.get(raw[0], 0) * 10 + _CN_NUM.get(raw[2], 0)
    return _CN_NUM.get(raw) if len(raw) == 1 else None


def update_from_message(draft: TripDraft, text: str, knowledge: Optional[_Finder] = None) -> TripDraft:
    """A new draft with whatever this message says about the trip; unchanged fields are kept."""
    new = draft.model_copy(deep=True)
    dest = knowledge.find_destination(text) if knowledge is not None else None
    name = getattr(dest, "name", None)
    if name and name != new.destination:
        new = TripDraft(destination=name, party=new.party)  # a new place: the old plan no longer applies
    days = parse_days(text)
    if days:
        new.days = days
    m = _DATES.search(text)
    if m:
        new.dates = m.group(1)
    for cues, label in _PARTY:
        if any(c in text for c in cues) and label not in new.party:
            new.party.append(label)
    return new
