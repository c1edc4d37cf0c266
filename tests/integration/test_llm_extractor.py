"""The LLM extractor end to end over real HTTP: the fake OpenAI-compatible server, the real client.

Valid JSON, JSON in code fences (with a think block), malformed and truncated
JSON, a 500 and a timeout: nothing is lost (in auto mode the rules' facts are
stored regardless) and nothing is half-written (no fact from a broken reply).
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime, timezone

import pytest
from sqlmodel import select

from assistant.llm import LLMClientConfig, OpenAICompatibleLLM
from memory.config import WritingConfig
from memory.engine import MemoryEngine
from memory.extract.base import ExtractionContext, ExtractionFailed
from memory.extract.llm import LLMExtractor
from memory.extract.rules import RulesExtractor
from memory.llm_protocol import JsonLLM, LLMOutputError, parse_json_reply
from memory.models import MemoryEvent, Owner
from memory.pipeline import WritingPipeline
from tests.fakes import FakeOpenAIServer, FakeReply

NOW = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
ALICE = Owner("default", "alice")
TURN = "我不吃海鲜。我们公司每年十月都有一周年假。"  # rules see the seafood; only an LLM sees the leave
LLM_ONLY = "用户每年十月有一周年假"
DEFERRED = "说起来我收集了三十多个城市的冰箱贴"  # no signal words: only an LLM finds the hobby


def fact(content: str, type_: str = "preference", slot: str | None = None, importance: float = 0.7,
         confidence: float = 0.9, **extra) -> dict:
    return {"type": type_, "content": content, "slot": slot, "importance": importance,
            "confidence": confidence, "evidence": None, "replaces": [], "valid_until": None, **extra}


def memories_reply(*facts: dict) -> str:
    return json.dumps({"memories": list(facts)}, ensure_ascii=False)


def verdicts_reply(*keep: bool) -> str:
    return json.dumps({"verdicts": [{"index": i, "keep": k, "reason": "测试"} for i, k in enumerate(keep)]},
                      ensure_ascii=False)


GOOD_EXTRACT = memories_reply(
    fact("用户不吃海鲜", "constraint", "diet.seafood", importance=0.7),
    fact(LLM_ONLY, "profile", "schedule.annual_leave", importance=0.7, evidence="我们公司每年十月都有一周年假"),
    fact("用户对这次推荐的酒店很满意", "preference", None, importance=0.6),
)


def test_precondition_rules_find_only_the_seafood():
    """The tests below rely on this: if the rules learn these, pick other LLM-only facts."""
    assert [c.content for c in RulesExtractor().extract(TURN, now=NOW)] == ["用户不吃海鲜"]
    assert RulesExtractor().extract(DEFERRED, now=NOW) == []


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(models=("fake-model",)) as srv:
        yield srv


@pytest.fixture
def llm(server: FakeOpenAIServer) -> Iterator[OpenAICompatibleLLM]:
    cfg = LLMClientConfig(base_url=server.base_url, api_key="sk-test", model="fake-model", timeout_s=0.8,
                          max_retries=0, backoff_base_s=0.01, backoff_max_s=0.02)
    with OpenAICompatibleLLM(cfg) as client:
        yield client


def make_pipeline(engine: MemoryEngine, llm: JsonLLM | None, mode: str = "auto") -> WritingPipeline:
    return WritingPipeline(engine, llm=llm, config=WritingConfig(extractor=mode))


def run_turn(engine: MemoryEngine, pipeline: WritingPipeline, text: str = TURN) -> str:
    sess = engine.store.create_session(ALICE, at=NOW)
    user = engine.store.append_turn(ALICE, sess.session_id, "user", text, at=NOW)
    engine.store.append_turn(ALICE, sess.session_id, "assistant", "好的，记下了。", at=NOW)
    pipeline.enqueue_turn(ALICE, sess.session_id, user.idx, text, "好的，记下了。", NOW)
    assert pipeline.process_pending() == 1
    return sess.session_id


def contents(engine: MemoryEngine) -> set[str]:
    return {m.content for m in engine.list_memories(ALICE)}


def all_event_contents(engine: MemoryEngine) -> set[str]:
    with engine.store.session() as s:
        return {e.new_content for e in s.exec(select(MemoryEvent))}


def failures(engine: MemoryEngine) -> list[dict]:
    return [t.payload for t in engine.store.list_traces(ALICE, kind="extraction_failed")]


# ---------------------------------------------------------------- success paths


def test_valid_json_adds_what_rules_missed_and_the_judge_filters(server, llm, engine):
    server.enqueue(FakeReply.chat(GOOD_EXTRACT), FakeReply.chat(verdicts_reply(True, True, False)))
    run_turn(engine, make_pipeline(engine, llm))
    assert contents(engine) == {"用户不吃海鲜", LLM_ONLY}
    by_content = {m.content: m for m in engine.list_memories(ALICE)}
    # the shared fact keeps the rules' wording; its importance is calibrated by the LLM (0.9 rules, 0.7 llm)
    assert by_content["用户不吃海鲜"].importance == pytest.approx(0.8)
    leave = by_content[LLM_ONLY]
    assert leave.slot == "schedule.annual_leave" and leave.source_excerpt == "我们公司每年十月都有一周年假"
    bodies = [r.body for r in server.requests_to("chat")]
    assert len(bodies) == 2
    assert "长期记忆提取器" in bodies[0]["messages"][0]["content"] and TURN in bodies[0]["messages"][1]["content"]
    assert bodies[0]["response_format"] == {"type": "json_object"}
    assert "三个月后" in bodies[1]["messages"][0]["content"] and LLM_ONLY in bodies[1]["messages"][1]["content"]
    assert failures(engine) == []
    extractors = {t.payload["content"]: t.payload["extractor"] for t in engine.store.list_traces(ALICE, kind="memory_written")}
    assert extractors == {"用户不吃海鲜": "rules", LLM_ONLY: "llm"}


def test_json_in_code_fences_with_a_think_block_and_prose(server, llm, engine):
    fenced = f"<think>用户说了两件事……</think>\n好的，结果如下：\n```json\n{GOOD_EXTRACT}\n```\n以上。"
    server.enqueue(FakeReply.chat(fenced), FakeReply.chat(f"评审：{verdicts_reply(True, True, False)} 完毕"))
    run_turn(engine, make_pipeline(engine, llm))
    assert contents(engine) == {"用户不吃海鲜", LLM_ONLY}


def test_items_outside_the_closed_choice_are_dropped_one_by_one(server, llm, engine):
    reply = memories_reply(fact("用户下周去三亚", "task"), fact("随便聊聊", "NONE"),
                           fact(LLM_ONLY, "profile", "schedule.annual_leave", importance="0.8"),
                           {"content": "没有类型"})
    server.enqueue(FakeReply.chat(reply), FakeReply.chat(verdicts_reply(True)))
    run_turn(engine, make_pipeline(engine, llm))
    assert contents(engine) == {"用户不吃海鲜", LLM_ONLY}


def test_deferred_turn_is_extracted_at_session_end_with_an_llm_summary(server, llm, engine):
    pipeline = make_pipeline(engine, llm)
    sid = run_turn(engine, pipeline, DEFERRED)  # no signal words: waits for consolidation
    assert server.requests_to("chat") == [] and contents(engine) == set()
    server.enqueue(
        FakeReply.chat(memories_reply(fact("用户喜欢收集各地的冰箱贴", "preference", "like.souvenirs", importance=0.7))),
        FakeReply.chat(verdicts_reply(True)),
        FakeReply.chat('{"summary": "用户爱收集冰箱贴，可安排逛文创店。"}'),
    )
    pipeline.end_session(ALICE, sid, at=NOW)
    pipeline.process_pending()
    assert contents(engine) == {"用户喜欢收集各地的冰箱贴"}
    session = engine.store.get_session(ALICE, sid)
    assert session.summary == "用户爱收集冰箱贴，可安排逛文创店。" and session.summary_upto_turn == 2
    [trace] = engine.store.list_traces(ALICE, kind="consolidation_run")
    assert trace.payload["summary_method"] == "llm" and trace.payload["facts_written"] == 1


# ---------------------------------------------------------------- failures: nothing lost, nothing half-written


@pytest.mark.parametrize("case", ["malformed", "truncated", "http_500", "timeout", "judge_garbage"])
def test_llm_failures_keep_the_rules_result_and_write_no_llm_fact(server, llm, engine, case):
    truncated = GOOD_EXTRACT[: GOOD_EXTRACT.index(LLM_ONLY) + 4]  # cut inside the second fact
    replies = {
        "malformed": [FakeReply.chat('{"memories": [{"type": "preference", "content": "%s",,}]}' % LLM_ONLY)],
        "truncated": [FakeReply.chat(truncated)],
        "http_500": [FakeReply.error(500, "upstream exploded")],
        "timeout": [FakeReply.delay(3.0, then=FakeReply.chat(GOOD_EXTRACT))],
        "judge_garbage": [FakeReply.chat(GOOD_EXTRACT), FakeReply.chat("我觉得都挺好的")],
    }[case]
    server.enqueue(*replies)
    pipeline = make_pipeline(engine, llm)
    run_turn(engine, pipeline)
    assert contents(engine) == {"用户不吃海鲜"}  # the rules' fact stands
    assert not any(c and "年假" in c for c in all_event_contents(engine))  # nothing from the broken reply
    [failure] = failures(engine)
    assert failure["extractor"] == "llm" and failure["stage"] == ("judge" if case == "judge_garbage" else "extract")
    assert failure["error"]
    # the job itself succeeded: a failed LLM is handled, not retried into duplicates
    assert pipeline.queue.outstanding() == 0
    assert pipeline.queue.get(1).status == "done"


def test_llm_mode_falls_back_to_rules_when_the_llm_fails(server, llm, engine):
    server.enqueue(FakeReply.error(500))
    run_turn(engine, make_pipeline(engine, llm, mode="llm"))
    assert contents(engine) == {"用户不吃海鲜"}
    assert failures(engine)[0]["extractor"] == "llm"


def test_llm_mode_uses_only_the_llm_when_it_answers(server, llm, engine):
    server.enqueue(FakeReply.chat(memories_reply(fact("用户不吃任何海鲜", "constraint", "diet.seafood", importance=0.95))),
                   FakeReply.chat(verdicts_reply(True)))
    run_turn(engine, make_pipeline(engine, llm, mode="llm"))
    assert contents(engine) == {"用户不吃任何海鲜"}


def test_llm_mode_without_an_llm_is_rules_with_a_warning(engine, caplog):
    with caplog.at_level("WARNING"):
        pipeline = make_pipeline(engine, None, mode="llm")
    assert "no LLM is configured" in caplog.text
    run_turn(engine, pipeline)
    assert contents(engine) == {"用户不吃海鲜"}


def test_extractor_raises_instead_of_returning_nothing(server, llm):
    server.enqueue(FakeReply.error(500))
    with pytest.raises(ExtractionFailed) as err:
        LLMExtractor(llm).extract(TURN, now=NOW, context=ExtractionContext())
    assert err.value.stage == "extract"
    # and the assistant's words are never extracted as the user's facts
    assert LLMExtractor(llm).extract(TURN, now=NOW, context=ExtractionContext(role="assistant")) == []


# ---------------------------------------------------------------- tolerant parsing


@pytest.mark.parametrize("text, expected", [
    ('{"memories": []}', {"memories": []}),
    ('```json\n{"a": 1}\n```', {"a": 1}),
    ('```\n[1, 2]\n```', [1, 2]),
    ('<think>先想想 {"no": 1}</think>{"a": 2}', {"a": 2}),
    ('<think>想到一半就被截断了', None),
    ('结果是：{"a": {"b": [1, 2]}}，请查收。', {"a": {"b": [1, 2]}}),
    ('[{"type": "preference"}]', [{"type": "preference"}]),
])
def test_parse_json_reply(text, expected):
    if expected is None:
        with pytest.raises(LLMOutputError):
            parse_json_reply(text)
    else:
        assert parse_json_reply(text) == expected


@pytest.mark.parametrize("text", [
    '{"memories": [{"content": "用户不吃海鲜"}, {"content": "用',  # truncated: never the inner object
    '[{"a": 1}, {"b": ',
    "没有 JSON",
    "",
])
def test_parse_json_reply_refuses_half_answers(text):
    with pytest.raises(LLMOutputError):
        parse_json_reply(text)
