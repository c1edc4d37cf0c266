"""The chat handlers against a real assistant (offline planner) and a real engine.

A gradio tab is one `session_hash`. What is checked: a notice poll or a reply
that started before the tab moved on (新会话, another account) does not paint
the old view over the new one, and loses nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import gradio as gr
import pytest

from assistant.chat import Assistant
from assistant.offline.planner import OfflinePlanner
from memory.models import Owner
from memory.pipeline import WritingPipeline
from settings import AppSettings
from ui.context import AppContext
from ui.handlers import SEND_OUTPUTS, SESSION_OUTPUTS, TICK_OUTPUTS, AccountHandlers, ChatHandlers

U1 = Owner("default", "u1")


@dataclass
class TabRequest:
    session_hash: Optional[str] = "tab-1"
    username: Optional[str] = None


@pytest.fixture
def pipeline(engine) -> WritingPipeline:
    return WritingPipeline(engine)  # not started: the test runs its queue


@pytest.fixture
def ctx(engine, pipeline) -> AppContext:
    assistant = Assistant(engine, llm=None, planner=OfflinePlanner(), pipeline=pipeline)
    return AppContext(assistant=assistant, engine=engine, settings=AppSettings(memory=engine.config),
                      pipeline=pipeline)


def named(names, values) -> dict:
    return dict(zip(names, values))


def skipped(values) -> bool:
    return all(isinstance(v, type(gr.skip())) and v == gr.skip() for v in values)


def send(chat: ChatHandlers, text: str, session_id: Optional[str], req: TabRequest) -> str:
    outs = [named(SEND_OUTPUTS, o) for o in chat.send(text, [], "u1", session_id, [], req)]
    return next(o["session_state"] for o in outs if isinstance(o["session_state"], str))


def test_a_poll_fired_before_new_session_does_not_paint_the_old_session(ctx, pipeline):
    chat, req = ChatHandlers(ctx), TabRequest()
    old = send(chat, "我不吃海鲜，帮我规划去三亚玩三天", None, req)
    pipeline.process_pending()  # the writer runs after the reply: a "记忆已更新" notice is now pending
    fresh = named(SESSION_OUTPUTS, chat.new_session("u1", old, req))
    assert fresh["session_state"] is None and "本会话 0 轮" in fresh["layers"]

    stale = chat.tick("u1", old, [], "", "", req)  # inputs as the browser saw them before the click
    assert skipped(stale)
    current = named(TICK_OUTPUTS, chat.tick("u1", None, [], "", "", req))  # the notice was kept for this one
    assert "记忆已更新" in current["layers"] and "本会话 0 轮" in current["layers"]
    assert "本会话 1 轮" not in current["layers"]


def test_a_reply_still_streaming_at_new_session_finishes_out_of_sight(ctx):
    chat, req = ChatHandlers(ctx), TabRequest()
    turn = chat.send("帮我规划去成都玩两天", [], "u1", None, [], req)
    first = named(SEND_OUTPUTS, next(turn))
    old = first["session_state"]
    chat.new_session("u1", old, req)
    rest = list(turn)
    assert rest and all(skipped(o) for o in rest)
    history = ctx.assistant.load_history(U1, old)  # the turn completed in its own session
    assert [m["role"] for m in history] == ["user", "assistant"] and history[1]["content"].strip()


def test_a_poll_for_the_previous_account_is_dropped(ctx, pipeline):
    chat, accounts, req = ChatHandlers(ctx), AccountHandlers(ctx), TabRequest()
    ctx.engine.store.ensure_account(Owner("default", "u2"), display_name="u2")
    send(chat, "我对花生过敏", None, req)
    pipeline.process_pending()
    accounts.switch("u2", "u1", None, req)
    assert skipped(chat.tick("u1", None, [], "", "", req))
    assert ctx.assistant.drain_notices(U1), "u1's notice is kept for when u1 is shown again"


def test_other_tabs_and_unknown_tabs_are_not_affected(ctx, pipeline):
    chat = ChatHandlers(ctx)
    old = send(chat, "我不吃海鲜", None, TabRequest("tab-1"))
    pipeline.process_pending()
    chat.new_session("u1", old, TabRequest("tab-2"))  # another tab's click says nothing about tab-1
    shown = named(TICK_OUTPUTS, chat.tick("u1", old, [], "", "", TabRequest("tab-1")))
    assert "记忆已更新" in shown["layers"] and "本会话 1 轮" in shown["layers"]


def test_memory_manager_answers_for_a_previous_account_are_dropped(ctx):
    from ui.memory_handlers import REFRESH_OUTPUTS, MemoryHandlers

    accounts, memory, req = AccountHandlers(ctx), MemoryHandlers(ctx), TabRequest()
    for user in ("u1", "u2"):
        ctx.engine.store.ensure_account(Owner("default", user), display_name=user)
    accounts.switch("u1", None, None, req)
    shown = named(REFRESH_OUTPUTS, memory.add("用户不吃香菜", "preference", "", "", "u1", None, [], req))
    assert "用户不吃香菜" in shown["memory_list"]

    accounts.switch("u2", "u1", None, req)
    # clicked in u1's view just before the switch: the change is made for u1, its answer is not shown
    late = memory.add("用户怕冷", "preference", "", "", "u1", None, [], req)
    assert skipped(late)
    assert sorted(m.content for m in ctx.engine.list_memories(U1)) == ["用户不吃香菜", "用户怕冷"]
    assert skipped(memory.filter("香菜", "", "u1", req))
    listed, _ = memory.filter("", "", "u2", req)
    assert "香菜" not in listed


def test_insights_for_a_previous_account_are_dropped(ctx):
    from ui.settings_handlers import InsightHandlers

    accounts, req = AccountHandlers(ctx), TabRequest()
    for user in ("u1", "u2"):
        ctx.engine.store.ensure_account(Owner("default", user), display_name=user)
    accounts.switch("u1", None, None, req)
    assert not skipped(InsightHandlers(ctx).refresh("u1", req))
    accounts.switch("u2", "u1", None, req)
    assert skipped(InsightHandlers(ctx).refresh("u1", req))
