"""Working memory: the current trip draft of one session (seed 000 §1.2).

Stored as JSON in `ChatSession.working_memory`. Offline, the planner returns
the updated draft (it may keep its own extra keys, which are preserved); with
an LLM, `update_from_message` reads destination, days, dates and party from
the user's words with the planner's own rules, so both modes agree.
"""
from __future__ import annotations

import re
from typing import Any, Optional, Protocol, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from assistant.offline.intent import parse_dates, parse_days, parse_party

_ORDINAL_DAY = re.compile(r"第\s*[0-9一二两三四五六七八九十]+\s*[天日]")


class _Finder(Protocol):
    """The part of the offline knowledge base used here (`KnowledgeBase.find_destination`)."""

    def find_destination(self, text: str) -> Any: ...


class TripDraft(BaseModel):
    model_config = ConfigDict(extra="allow")  # the planner's own bookkeeping rides along

    destination: Optional[str] = None
    days: Optional[int] = Field(default=None, ge=1, le=60)
    dates: Optional[str] = None  # as the user said it: "下周", "7月12日", "国庆"
    party: list[str] = Field(default_factory=list)  # "老人", "孩子", "宠物" …
    constraints: list[str] = Field(default_factory=list)  # short phrases applied to this trip
    itinerary: list[Union[dict[str, Any], str]] = Field(default_factory=list)  # one entry per day

    @classmethod
    def coerce(cls, value: Any) -> "TripDraft":
        """From a stored dict or another draft; bad data gives an empty draft, never an error."""
        if isinstance(value, TripDraft):
            return value.model_copy(deep=True)
        if not isinstance(value, dict):
            return cls()
        raw = {k: v for k, v in value.items() if v is not None}
        if isinstance(raw.get("party"), str):
            raw["party"] = [raw["party"]]
        try:
            return cls.model_validate(raw)
        except ValidationError:
            known = {k: raw[k] for k in ("destination", "dates") if isinstance(raw.get(k), str)}
            return cls.model_validate(known)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.model_dump().items() if v not in (None, [], {}, "")}

    def is_empty(self) -> bool:
        return not self.to_dict()

    def render(self) -> str:
        """Plain lines for the prompt and the UI's working-memory view (extras are not shown)."""
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
            lines += [f"  {_day_line(n, day)}" for n, day in enumerate(self.itinerary, 1)]
        return "\n".join(lines)


def _day_line(n: int, day: Union[dict[str, Any], str]) -> str:
    if isinstance(day, str):
        return day
    stops = " → ".join(str(s) for s in day.get("stops") or []) or "自由活动"
    meal = f"；餐：{day['meal']}" if day.get("meal") else ""
    return f"第{day.get('day', n)}天：{stops}{meal}"


def update_from_message(draft: TripDraft, text: str, knowledge: Optional[_Finder] = None) -> TripDraft:
    """A new draft with whatever this message says about the trip; unchanged fields are kept."""
    new = draft.model_copy(deep=True)
    dest = knowledge.find_destination(text) if knowledge is not None else None
    name = getattr(dest, "name", None)
    if name and name != new.destination:
        new.destination, new.itinerary = name, []  # a new place: the old day plan no longer applies
    days = parse_days(_ORDINAL_DAY.sub("", text))  # "第一天" names a day, not a trip length
    if days:
        new.days = min(days, 60)
    dates = parse_dates(text)
    if dates:
        new.dates = dates
    new.party = list(dict.fromkeys([*new.party, *parse_party(text)]))
    return new
