"""Pure rendering: chat events → chat messages, memories → panel HTML.

Nothing here touches gradio, the engine or the clock: handlers pass data in
and put the returned strings into components. Every piece of user or memory
text goes through `text()` (HTML) or `md_text()` (Markdown) before it is
placed in markup (R46), so it is shown as text and never executed.
"""
from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone, tzinfo
from typing import Any, Optional
from zoneinfo import ZoneInfo

from assistant.events import (
    MemoriesRecalled,
    MemoriesUsed,
    ReplyDelta,
    TurnError,
    TurnFinished,
)
from memory.models import MemoryEvent, MemoryItem, RecallHit

DISPLAY_TZ: tzinfo = ZoneInfo("Asia/Shanghai")

TYPE_LABELS = {
    "preference": "偏好",
    "profile": "个人信息",
    "constraint": "约束",
    "goal": "目标",
    "event": "经历",
    "relation": "关系",
    "fact": "事实",
}
SOURCE_LABELS = {
    "user_stated": "你说过",
    "user_edited": "你改过",
    "inferred": "推断",
    "system_preset": "演示预置",
}
ACTOR_LABELS = {
    "extractor": "自动提取",
    "judge": "判定模型",
    "user": "你",
    "janitor": "清理程序",
    "system": "系统",
}
ACTION_LABELS = {
    "create": "新建",
    "update": "重复出现，刷新",
    "supersede": "被新版本取代",
    "edit": "编辑为新版本",
    "delete": "删除",
    "restore": "恢复",
    "archive": "归档",
    "access": "被使用",
}
STATUS_LABELS = {"active": "有效", "superseded": "旧版本", "archived": "已归档", "deleted": "已删除"}

# Markdown punctuation that could format or link user text inside the chatbot.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~])")


# ---------------------------------------------------------------- escaping


def text(value: Any) -> str:
    """Escape for HTML: the one way user or memory text enters markup."""
    return html.escape("" if value is None else str(value), quote=True)


def reply_text(value: Any) -> str:
    """The assistant's Markdown with no way to open a tag: '&' and '<' escaped, '>' quotes kept.

    Character-wise, so escaping each streamed delta equals escaping the whole reply.
    """
    return ("" if value is None else str(value)).replace("&", "&amp;").replace("<", "&lt;")


def md_text(value: Any) -> str:
    """Escape for the chatbot's Markdown: HTML-escaped and Markdown punctuation neutralised."""
    return _MD_SPECIAL.sub(r"\\\1", text(value))


def type_label(memory_type: str) -> str:
    return TYPE_LABELS.get(memory_type, memory_type)


def fmt_date(value: Optional[datetime], now: Optional[datetime] = None, tz: tzinfo = DISPLAY_TZ) -> str:
    """'7月12日' (with the year when it is not this year); '' for no date."""
    if value is None:
        return ""
    local = _aware(value).astimezone(tz)
    if now is not None and _aware(now).astimezone(tz).year != local.year:
        return f"{local.year}年{local.month}月{local.day}日"
    return f"{local.month}月{local.day}日"


def fmt_time(value: Optional[datetime], tz: tzinfo = DISPLAY_TZ) -> str:
    if value is None:
        return ""
    local = _aware(value).astimezone(tz)
    return f"{local.year}-{local.month:02d}-{local.day:02d} {local.hour:02d}:{local.minute:02d}"


def _aware(value: datetime) -> datetime:
    # SQLite hands datetimes back naive; they were written in UTC.
    return value if value.tzinfo else value.replace(tzinfo=timezone.utc)


# ---------------------------------------------------------------- chat


def with_user(history: Sequence[dict], user_text: str) -> list[dict]:
    return [*history, {"role": "user", "content": md_text(user_text)}]


def history_messages(rows: Iterable[Mapping[str, Any]]) -> list[dict]:
    """A stored session ({role, content} rows) as chatbot messages, escaped."""
    out: list[dict] = []
    for row in rows:
        role = row.get("role")
        if role == "user":
            out.append({"role": "user", "content": md_text(row.get("content", ""))})
        elif role == "assistant":
            out.append({"role": "assistant", "content": reply_text(row.get("content", ""))})
    return out


def apply(history: Sequence[dict], event: Any) -> list[dict]:
    """The chat after one event: deltas grow the last assistant message, errors add a line."""
    history = list(history)
    if isinstance(event, ReplyDelta) and event.text:
        if history and history[-1].get("role") == "assistant":
            last = dict(history[-1])
            last["content"] = last["content"] + reply_text(event.text)
            history[-1] = last
        else:
            history.append({"role": "assistant", "content": reply_text(event.text)})
    elif isinstance(event, TurnError):
        if not event.kept_user_message and history and history[-1].get("role") == "user":
            history.pop()  # the message was not sent; its text goes back into the input box
        history.append({"role": "assistant", "content": "⚠ " + text(event.message)})
    return history


# ---------------------------------------------------------------- the recall panel


@dataclass(frozen=True)
class SessionRef:
    """What the panel needs to say where a memory was learned."""

    started_at: Optional[datetime]
    title: str = ""


@dataclass(frozen=True)
class TurnView:
    """The panel's state for one turn, folded from events."""

    recalled: Optional[MemoriesRecalled] = None
    used_ids: frozenset[str] = frozenset()
    notice: str = ""
    finished: bool = False
    error: str = ""

    def update(self, event: Any) -> "TurnView":
        if isinstance(event, MemoriesRecalled):
            return replace(self, recalled=event)
        if isinstance(event, MemoriesUsed):
            return replace(self, used_ids=frozenset(m.memory_id for m in event.used), notice=event.notice)
        if isinstance(event, TurnFinished):
            return replace(self, finished=True)
        if isinstance(event, TurnError):
            return replace(self, error=event.message)
        return self


def changes_panel(event: Any) -> bool:
    return isinstance(event, (MemoriesRecalled, MemoriesUsed, TurnFinished, TurnError))


def panel_idle() -> str:
    return _panel_frame('<p class="yt-muted">发一条消息后，这里会显示本轮回答参考了哪些记忆。</p>')


def panel_waiting() -> str:
    return _panel_frame('<p class="yt-muted">正在回忆与这句话相关的记忆…</p>')


def recall_panel(view: TurnView, sessions: Mapping[str, SessionRef], now: Optional[datetime] = None) -> str:
    if view.recalled is None:
        return panel_waiting() if not view.error else _panel_frame(f'<p class="yt-muted">{text(view.error)}</p>')
    injected = list(view.recalled.injected)
    others = [h for h in view.recalled.candidates if not h.injected]
    parts = [_notice_line(view, injected)]
    if injected:
        parts.append('<ol class="yt-hits">')
        parts += [_hit(h, h.memory.memory_id in view.used_ids, sessions, now) for h in injected]
        parts.append("</ol>")
    if others:
        parts.append(
            f'<details class="yt-why-not"><summary>另有 {len(others)} 条候选没有注入（为什么？）</summary><ul>'
        )
        parts += [_candidate(h) for h in others]
        parts.append("</ul></details>")
    parts.append(f'<p class="yt-foot">召回用时 {view.recalled.elapsed_ms:.0f} ms</p>')
    return _panel_frame("".join(parts))


def _panel_frame(body: str) -> str:
    return f'<div class="yt-panel yt-recall">{body}</div>'


def _notice_line(view: TurnView, injected: list[RecallHit]) -> str:
    if view.notice:
        return f'<p class="yt-notice used">{text(view.notice)}</p>'
    if not injected:
        return '<p class="yt-notice">这一轮没有找到相关的长期记忆。</p>'
    if view.finished:
        return f'<p class="yt-notice">召回了 {len(injected)} 条记忆，这次回答没有用到。</p>'
    return f'<p class="yt-notice">找到 {len(injected)} 条相关记忆，正在据此回答…</p>'


def _hit(hit: RecallHit, used: bool, sessions: Mapping[str, SessionRef], now: Optional[datetime]) -> str:
    m = hit.memory
    s = hit.score
    badge = '<span class="yt-badge used">✓ 本轮用到</span>' if used else ""
    bars = "".join(
        _score_bar(label, value)
        for label, value in (
            ("相关度", s.similarity), ("重要性", s.importance), ("新近度", s.recency), ("旅行相关", s.travel)
        )
    )
    return (
        f'<li class="yt-hit{" used" if used else ""}" data-memory-id="{text(m.memory_id)}">'
        f'<div class="yt-hit-head"><span class="yt-type t-{text(m.memory_type)}">{text(type_label(m.memory_type))}</span>'
        f'<span class="yt-content">{text(m.content)}</span>{badge}</div>'
        f'<div class="yt-scores">{bars}<span class="yt-total">总分 {s.total:.2f}</span></div>'
        f'<div class="yt-prov">{provenance(m, sessions, now)}</div>'
        + (f'<div class="yt-muted">以它为准，较旧的“{text(hit.replaces.content)}”没有注入</div>' if hit.replaces else "")
        + "</li>"
    )


def _score_bar(label: str, value: float) -> str:
    pct = max(0, min(100, round(float(value) * 100)))
    return (
        f'<span class="yt-score" title="{label} {value:.2f}">{label}'
        f'<span class="yt-bar"><span style="width:{pct}%"></span></span>{value:.2f}</span>'
    )


def _candidate(hit: RecallHit) -> str:
    reason = hit.reason or "分数不够高"
    return (
        f'<li><span class="yt-content">{text(hit.memory.content)}</span> '
        f'<span class="yt-muted">总分 {hit.score.total:.2f} · {text(reason)}</span></li>'
    )


def provenance(m: MemoryItem, sessions: Mapping[str, SessionRef], now: Optional[datetime] = None) -> str:
    """'来自 7月12日 的对话「…」 · 原话：「…」' (escaped HTML)."""
    ref = sessions.get(m.source_session) if m.source_session else None
    if ref is not None:
        where = f"来自 {fmt_date(ref.started_at or m.created_at, now)} 的对话"
        if ref.title:
            where += f"「{text(_clip(ref.title, 24))}」"
    elif m.source_type == "system_preset":
        where = "演示账号预置"
    elif m.source_type == "user_edited" or not m.source_session:
        where = f"{fmt_date(m.created_at, now)} {SOURCE_LABELS.get(m.source_type, '')}".strip()
    else:
        where = f"来自 {fmt_date(m.created_at, now)} 的对话"
    said = ""
    if m.source_excerpt and m.source_excerpt.strip() != m.content.strip():
        label = "最初的原话" if m.source_type == "user_edited" else "原话"
        said = f" · {label}：「{text(_clip(m.source_excerpt, 60))}」"
    return f"{where}{said}"


def _clip(value: Optional[str], n: int) -> str:
    value = (value or "").strip().replace("\n", " ")
    return value if len(value) <= n else value[: n - 1] + "…"


# ---------------------------------------------------------------- memory manager


def memory_list(items: Sequence[MemoryItem], sessions: Mapping[str, SessionRef], now: Optional[datetime] = None,
                empty: str = "还没有记忆。和我聊聊你的出行习惯，或者在下面手动添加。") -> str:
    if not items:
        return f'<div class="yt-panel yt-memlist"><p class="yt-muted">{text(empty)}</p></div>'
    rows = []
    for m in items:
        status = "" if m.status == "active" else f'<span class="yt-badge">{text(STATUS_LABELS.get(m.status, m.status))}</span>'
        rows.append(
            f'<li class="yt-mem" data-memory-id="{text(m.memory_id)}">'
            f'<div class="yt-hit-head"><span class="yt-type t-{text(m.memory_type)}">{text(type_label(m.memory_type))}</span>'
            f'<span class="yt-content">{text(m.content)}</span>'
            f'<span class="yt-ver">v{m.version}</span>{status}</div>'
            f'<div class="yt-prov">重要性 {m.importance:.2f} · 用过 {m.access_count} 次 · {provenance(m, sessions, now)}</div>'
            "</li>"
        )
    return f'<div class="yt-panel yt-memlist"><p class="yt-muted">共 {len(items)} 条</p><ul>{"".join(rows)}</ul></div>'


def memory_choices(items: Sequence[MemoryItem]) -> list[tuple[str, str]]:
    """Dropdown choices (label, memory_id); the dropdown shows labels as plain text."""
    return [(f"[{type_label(m.memory_type)}] {_clip(m.content, 40)}", m.memory_id) for m in items]


def history_view(chain: Sequence[MemoryItem], events: Sequence[MemoryEvent]) -> str:
    """Version history, oldest first: old → new, who, when, why."""
    if not events:
        return '<div class="yt-panel"><p class="yt-muted">选择一条记忆查看它的版本历史。</p></div>'
    versions = " → ".join(
        f'<span class="yt-chip{" current" if m.status == "active" else ""}">v{m.version} {text(_clip(m.content, 20))}</span>'
        for m in chain
    )
    rows = []
    for e in events:
        change = text(e.new_content or "")
        if e.old_content and e.new_content and e.old_content != e.new_content:
            change = f'<s>{text(e.old_content)}</s> → {text(e.new_content)}'
        rows.append(
            "<tr>"
            f"<td>{text(fmt_time(e.at))}</td>"
            f"<td>{text(ACTION_LABELS.get(e.action, e.action))}</td>"
            f"<td>{text(ACTOR_LABELS.get(e.actor, e.actor))}</td>"
            f"<td>{change}</td>"
            f"<td>{text(e.reason)}</td>"
            "</tr>"
        )
    return (
        f'<div class="yt-panel yt-history"><p>版本：{versions}</p>'
        '<table><thead><tr><th>时间</th><th>变化</th><th>谁</th><th>内容（旧 → 新）</th><th>原因</th></tr></thead>'
        f'<tbody>{"".join(rows)}</tbody></table></div>'
    )


def status_line(message: str, kind: str = "ok") -> str:
    return f'<p class="yt-status {text(kind)}">{text(message)}</p>'


# ---------------------------------------------------------------- three layers


@dataclass(frozen=True)
class Layers:
    summary: str = ""
    turns: int = 0  # user turns in this session
    turns_left: int = 0  # until the next consolidation
    trip: Mapping[str, Any] = field(default_factory=dict)
    memory_count: int = 0
    latest: Sequence[MemoryEvent] = ()
    notices: Sequence[str] = ()


_TRIP_FIELDS = (("destination", "目的地"), ("days", "天数"), ("dates", "时间"), ("party", "同行"),
                ("constraints", "要求"), ("itinerary", "行程"))


def layers(view: Layers, now: Optional[datetime] = None) -> str:
    short = (
        f'<p>{text(view.summary)}</p>' if view.summary else '<p class="yt-muted">还没有会话摘要（聊满几轮后自动生成）。</p>'
    )
    short += f'<p class="yt-muted">本会话 {view.turns} 轮 · 再聊 {view.turns_left} 轮整理一次记忆</p>'
    trip_rows = []
    for key, label in _TRIP_FIELDS:
        value = view.trip.get(key) if view.trip else None
        if not value:
            continue
        if key == "itinerary" and isinstance(value, (list, tuple)):
            value = "\n".join(_day_line(n, day) for n, day in enumerate(value, 1))
        elif isinstance(value, (list, tuple)):
            value = "；".join(str(v) for v in value)
        if key == "days":
            value = f"{value} 天"
        trip_rows.append(f"<dt>{label}</dt><dd>{text(value)}</dd>")
    trip = f'<dl class="yt-trip">{"".join(trip_rows)}</dl>' if trip_rows else '<p class="yt-muted">还没有行程草稿。</p>'
    latest = "".join(
        f'<li>{text(fmt_date(e.at, now))} {text(ACTION_LABELS.get(e.action, e.action))}：{text(_clip(e.new_content or e.old_content, 30))}</li>'
        for e in view.latest
    )
    longterm = f'<p>共 <b>{view.memory_count}</b> 条有效记忆</p>'
    if latest:
        longterm += f'<ul class="yt-latest">{latest}</ul>'
    notices = "".join(f'<p class="yt-updated"><b>记忆已更新</b>：{text(n)}</p>' for n in view.notices)
    return (
        '<div class="yt-panel yt-layers">'
        f"{notices}"
        f'<section><h4>短期记忆 · 本次会话</h4>{short}</section>'
        f'<section><h4>工作记忆 · 行程草稿</h4>{trip}</section>'
        f'<section><h4>长期记忆</h4>{longterm}</section>'
        "</div>"
    )


def _day_line(n: int, day: Any) -> str:
    if not isinstance(day, Mapping):
        return str(day)
    stops = " → ".join(str(s) for s in day.get("stops") or []) or "自由活动"
    meal = f"；吃：{day['meal']}" if day.get("meal") else ""
    return f"第{day.get('day', n)}天：{stops}{meal}"



# ---------------------------------------------------------------- header


def mode_badge(mode: str, offline_label: str, hint: str) -> str:
    if mode == "offline":
        return (
            f'<div class="yt-mode offline"><span class="yt-dot"></span><b>{text(offline_label)}</b>'
            f'<span class="yt-hint">{text(hint)}</span></div>'
        )
    return f'<div class="yt-mode online"><span class="yt-dot"></span><b>{text(mode_online_label(mode))}</b></div>'


def mode_online_label(model: str) -> str:
    return f"已连接大模型：{model}" if model and model != "llm" else "已连接大模型"


def account_line(display_name: str, user_id: str, auth: bool) -> str:
    who = text(display_name or user_id)
    return f'<div class="yt-account">{"已登录" if auth else "当前账号"}：<b>{who}</b></div>'
