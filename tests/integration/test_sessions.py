"""Sessions (R24): listed, reopened and continued with their summary; private to their owner."""
from __future__ import annotations


import pytest

from assistant.chat import Assistant
from assistant.events import MemoriesUsed, MemoryWritten, TurnFinished
from assistant.llm import LLMClientConfig, OpenAICompatibleLLM
from assistant.offline.planner import OfflinePlanner
from memory.errors import NotFound
from memory.models import Owner
from memory.pipeline import WritingPipeline
from tests.fakes import FakeOpenAIServer, FakeReply

CHENMO = Owner("default", "chenmo")
STRANGER = Owner("default", "stranger")
CHENGDU = ["帮我规划三天的成都行程", "我不吃辣", "酒店要安静一点", "第二天想去熊猫基地", "预算每晚500以内"]


@pytest.fixture
def pipeline(engine) -> WritingPipeline:
    return WritingPipeline(engine)


@pytest.fixture
def assistant(engine, pipeline) -> Assistant:
    return Assistant(engine, llm=None, planner=OfflinePlanner(), pipeline=pipeline)


def chat(assistant: Assistant, owner: Owner, session_id: str, *texts: str) -> list:
    events = []
    for text in texts:
        events += list(assistant.respond(owner, session_id, text))
    return events


def test_sessions_are_listed_newest_first_and_reopen_with_their_history(assistant):
    first = assistant.new_session(CHENMO)
    chat(assistant, CHENMO, first.session_id, "帮我规划三天的成都行程")
    second = assistant.new_session(CHENMO)
    chat(assistant, CHENMO, second.session_id, "厦门有什么好吃的")

    listed = assistant.list_sessions(CHENMO)

    assert [s.session_id for s in listed] == [second.session_id, first.session_id]
    assert listed[1].title == "帮我规划三天的成都行程"
    history = assistant.load_history(CHENMO, first.session_id)
    assert [m["role"] for m in history] == ["user", "assistant"]
    assert history[0]["content"] == "帮我规划三天的成都行程" and "成都" in history[1]["content"]


def test_sessions_are_private_to_their_owner(assistant):
    mine = assistant.new_session(CHENMO)
    chat(assistant, CHENMO, mine.session_id, "我叫陈默")

    assert assistant.list_sessions(STRANGER) == []
    with pytest.raises(NotFound):
        assistant.load_history(STRANGER, mine.session_id)
    with pytest.raises(NotFound):
        assistant.working_memory(STRANGER, mine.session_id)
    assert assistant.traces(STRANGER, mine.session_id) == []


def test_a_long_session_is_summarised_and_continued_with_its_summary(assistant, pipeline, engine):
    session = assistant.new_session(CHENMO)
    chat(assistant, CHENMO, session.session_id, *CHENGDU)
    pipeline.process_pending()  # the fifth user turn triggers consolidation (R11)
    folded = assistant.get_session(CHENMO, session.session_id)
    assert folded.summary and folded.summary_upto_turn > 0

    with FakeOpenAIServer() as server:
        server.enqueue(FakeReply.chat("好的，熊猫基地安排在第二天上午。"))
        llm = OpenAICompatibleLLM(LLMClientConfig(base_url=server.base_url, api_key="k", model="fake-model",
                                                  timeout_s=2, max_retries=0))
        assistant.set_llm(llm)
        # reopened later: the history is all there, and the conversation goes on
        assert len(assistant.load_history(CHENMO, session.session_id)) == 2 * len(CHENGDU)
        events = chat(assistant, CHENMO, session.session_id, "那第二天还去哪")
        llm.close()
        [request] = [r.body for r in server.requests_to("chat")]

    assert isinstance(events[-1], TurnFinished)
    messages = request["messages"]
    system = messages[0]["content"]
    assert "<session_summary>" in system and folded.summary in system
    # the last exchanges travel verbatim even though the summary covers them; older turns do not
    sent = [m["content"] for m in messages[1:]]
    assert CHENGDU[-1] in sent and CHENGDU[-2] in sent
    assert CHENGDU[0] not in sent
    assert sent[-1] == "那第二天还去哪"
    assert [m["role"] for m in messages[1:]] == ["user", "assistant", "user", "assistant", "user"]
    assert assistant.load_history(CHENMO, session.session_id)[-1]["content"] == "好的，熊猫基地安排在第二天上午。"
    # the trip draft carried over from the offline turns reaches the LLM too
    assert "目的地：成都" in system


def test_starting_a_new_session_ends_the_previous_one(assistant, pipeline, engine):
    old = assistant.new_session(CHENMO)
    chat(assistant, CHENMO, old.session_id, "我对芒果过敏", "帮我规划三天的厦门行程")
    pipeline.process_pending()
    assistant.drain_notices(CHENMO)

    new = assistant.new_session(CHENMO, end_previous=old.session_id)
    pipeline.process_pending()  # the session_end job folds what was left

    assert new.session_id != old.session_id
    ended = assistant.get_session(CHENMO, old.session_id)
    assert ended.summary and ended.summary_upto_turn == 4
    notices = chat(assistant, CHENMO, new.session_id, "你好")
    assert any("会话摘要已更新" in n.actions for n in notices if isinstance(n, MemoryWritten))


def test_without_a_writing_pipeline_sessions_still_work(engine):
    assistant = Assistant(engine, llm=None, planner=OfflinePlanner(), pipeline=None)
    session = assistant.new_session(CHENMO)

    events = chat(assistant, CHENMO, session.session_id, "我不吃海鲜")
    assistant.end_session(CHENMO, session.session_id)  # a no-op, not an error

    assert isinstance(events[-1], TurnFinished)
    assert len(assistant.load_history(CHENMO, session.session_id)) == 2
    assert engine.list_memories(CHENMO) == []  # nothing writes memories without the pipeline


def test_two_accounts_chatting_at_once_stay_apart(assistant, engine):
    import threading

    engine.add_memory(CHENMO, "用户不吃海鲜", "constraint", slot="diet.seafood")
    engine.add_memory(STRANGER, "用户对芒果过敏", "constraint", slot="allergy.mango")
    results: dict[str, list] = {}

    def talk(owner: Owner) -> None:
        session = assistant.new_session(owner)
        results[owner.user_id] = chat(assistant, owner, session.session_id, *["帮我推荐三亚的餐厅"] * 3)

    threads = [threading.Thread(target=talk, args=(o,)) for o in (CHENMO, STRANGER)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)

    for user_id, own, other in (("chenmo", "海鲜", "芒果"), ("stranger", "芒果", "海鲜")):
        finished = [e for e in results[user_id] if isinstance(e, TurnFinished)]
        assert len(finished) == 3
        used = [m for e in results[user_id] if isinstance(e, MemoriesUsed) for m in e.used]
        assert used and all(m.user_id == user_id and own in m.content for m in used)
        assert all(other not in e.notice for e in results[user_id] if isinstance(e, MemoriesUsed))
