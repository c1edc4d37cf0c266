"""A terminal chat over the same event stream the web UI renders (`python app.py --cli`)."""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from assistant.chat import OFFLINE_HINT, Assistant
from assistant.events import ChatEvent, MemoriesUsed, MemoryWritten, ReplyDelta, TurnError, TurnFinished
from memory.models import Owner

HELP = "命令：/new 新会话  /sessions 会话列表  /open 序号 打开会话  /memories 我的记忆  /quit 退出"


def render_event(event: ChatEvent, out: TextIO) -> None:
    """Print one event as it arrives: deltas inline, notices on their own lines."""
    if isinstance(event, ReplyDelta):
        out.write(event.text)
        out.flush()
    elif isinstance(event, MemoriesUsed):
        out.write(f"\n  〔{event.notice}〕")
    elif isinstance(event, MemoryWritten):
        out.write("\n  〔记忆已更新：" + "；".join(event.actions) + "〕")
    elif isinstance(event, TurnError):
        out.write(f"\n  ⚠ {event.message}")
    elif isinstance(event, TurnFinished):
        out.write("\n")
    out.flush()


def run_cli(
    assistant: Assistant,
    owner: Owner,
    *,
    read: Callable[[str], str] = input,
    out: TextIO = sys.stdout,
) -> None:
    session = assistant.new_session(owner)
    out.write(f"忆途 · {assistant.mode_label}\n")
    if assistant.mode == "offline":
        out.write(f"{OFFLINE_HINT}\n")
    out.write(f"{HELP}\n")
    try:
        while True:
            try:
                text = read("\n你：").strip()
            except (EOFError, KeyboardInterrupt):
                break
            if not text:
                continue
            if text in ("/quit", "/exit"):
                break
            if text.startswith("/"):
                session = _command(assistant, owner, session, text, out)
                continue
            out.write("忆途：")
            for event in assistant.respond(owner, session.session_id, text):
                render_event(event, out)
    finally:
        assistant.end_session(owner, session.session_id)


def _command(assistant: Assistant, owner: Owner, session, text: str, out: TextIO):
    cmd, _, arg = text.partition(" ")
    if cmd == "/new":
        session = assistant.new_session(owner, end_previous=session.session_id)
        out.write("已开始新会话。\n")
    elif cmd == "/sessions":
        for n, s in enumerate(assistant.list_sessions(owner), 1):
            mark = "＊" if s.session_id == session.session_id else " "
            out.write(f"{mark}{n}. {s.title or '（空会话）'}  {s.updated_at:%m-%d %H:%M}\n")
    elif cmd == "/open":
        sessions = assistant.list_sessions(owner)
        if not arg.strip().isdigit() or not 1 <= int(arg) <= len(sessions):
            out.write("请写会话序号，例如 /open 2（先用 /sessions 查看）。\n")
            return session
        assistant.end_session(owner, session.session_id)
        session = sessions[int(arg) - 1]
        if session.summary:
            out.write(f"〔摘要〕{session.summary}\n")
        for msg in assistant.load_history(owner, session.session_id):
            out.write(f"{'你' if msg['role'] == 'user' else '忆途'}：{msg['content']}\n")
    elif cmd == "/memories":
        for m in assistant.engine.list_memories(owner):
            out.write(f"- [{m.memory_type}] {m.content}（{m.created_at:%m月%d日}）\n")
    else:
        out.write(f"{HELP}\n")
    return session
