"""Insight figures from traces and memory history (pure: lists in, DataFrames out).

- hit rate: of the turns where memories were injected, the share whose reply used one;
- written / used per day: memories created or edited, memories a reply relied on;
- noise ratio: of the memories written automatically, the share the user later
  deleted or corrected (edited into a new version);
- counts by type: active memories per type.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timezone, tzinfo

import pandas as pd

from memory.models import MemoryEvent, MemoryItem, TraceEvent

from .render import DISPLAY_TZ, type_label

AUTO_ACTORS = frozenset({"extractor", "judge"})


@dataclass(frozen=True)
class Insights:
    hit_rate: pd.DataFrame  # day, 命中率
    activity: pd.DataFrame  # day, 数量, 类别 (写入/使用)
    noise: pd.DataFrame  # day, 噪音率
    by_type: pd.DataFrame  # 类型, 数量
    totals: dict[str, float]


def compute(traces: Sequence[TraceEvent], events: Sequence[MemoryEvent], active: Sequence[MemoryItem],
            tz: tzinfo = DISPLAY_TZ) -> Insights:
    injected_turns: dict[date, set[str]] = defaultdict(set)
    used_turns: dict[date, set[str]] = defaultdict(set)
    used_count: Counter = Counter()
    for t in traces:
        day = _day(t.at, tz)
        if t.kind == "memory_recall_end" and (t.payload or {}).get("injected", 0) > 0:
            injected_turns[day].add(t.turn_id or str(t.id))
        elif t.kind == "memory_used":
            ids = (t.payload or {}).get("memory_ids") or []
            if ids:
                used_turns[day].add(t.turn_id or str(t.id))
                used_count[day] += len(ids)

    days = sorted(set(injected_turns) | set(used_turns))
    hit_rate = pd.DataFrame({
        "日期": [_label(d) for d in days],
        "命中率": [_ratio(len(used_turns[d] & injected_turns[d]), len(injected_turns[d])) for d in days],
    })

    written: Counter = Counter()
    auto_by_day: dict[date, set[str]] = defaultdict(set)
    rejected: set[str] = set()
    for e in events:
        day = _day(e.at, tz)
        if e.action in ("create", "edit"):
            written[day] += 1
        if e.action == "create" and e.actor in AUTO_ACTORS:
            auto_by_day[day].add(e.memory_id)
        if e.actor == "user" and e.action in ("delete", "supersede"):
            rejected.add(e.memory_id)

    act_days = sorted(set(written) | set(used_count))
    activity = pd.DataFrame(
        [{"日期": _label(d), "数量": written[d], "类别": "写入"} for d in act_days]
        + [{"日期": _label(d), "数量": used_count[d], "类别": "使用"} for d in act_days],
        columns=["日期", "数量", "类别"],
    )
    noise_days = sorted(auto_by_day)
    noise = pd.DataFrame({
        "日期": [_label(d) for d in noise_days],
        "噪音率": [_ratio(len(auto_by_day[d] & rejected), len(auto_by_day[d])) for d in noise_days],
    })
    types = Counter(m.memory_type for m in active)
    by_type = pd.DataFrame({"类型": [type_label(t) for t in types], "数量": list(types.values())})

    all_injected = set().union(*injected_turns.values()) if injected_turns else set()
    all_used = set().union(*used_turns.values()) if used_turns else set()
    all_auto = set().union(*auto_by_day.values()) if auto_by_day else set()
    totals = {
        "hit_rate": _ratio(len(all_used & all_injected), len(all_injected)),
        "noise_ratio": _ratio(len(all_auto & rejected), len(all_auto)),
        "turns_with_memories": float(len(all_injected)),
        "active_memories": float(len(active)),
        "written": float(sum(written.values())),
        "used": float(sum(used_count.values())),
    }
    return Insights(hit_rate, activity, noise, by_type, totals)


def summary_markdown(ins: Insights) -> str:
    t = ins.totals
    return (
        f"**记忆命中率** {t['hit_rate']:.0%}（注入了记忆的 {int(t['turns_with_memories'])} 轮里，回答用到记忆的比例） · "
        f"**噪音率** {t['noise_ratio']:.0%}（自动写入后被你删除或纠正的比例） · "
        f"**有效记忆** {int(t['active_memories'])} 条 · 累计写入 {int(t['written'])} 次、使用 {int(t['used'])} 次"
    )


def _day(at: datetime, tz: tzinfo) -> date:
    at = at if at.tzinfo else at.replace(tzinfo=timezone.utc)
    return at.astimezone(tz).date()


def _label(d: date) -> str:
    # a category, not a time axis: one bar per day even when there is only one day
    return f"{d.month:02d}-{d.day:02d}"


def _ratio(num: int, den: int) -> float:
    return round(num / den, 4) if den else 0.0
