"""The consolidation decision (pure, pinned clock) and the session summary."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import pytest

from memory.consolidate import decide
from memory.inject import count_tokens
from memory.summary import extractive_summary, summarize

NOW = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)


@dataclass
class FakeTurn:
    idx: int
    role: str
    content: str
    created_at: datetime = NOW


def exchanges(*user_texts: str, reply: str = "好的。") -> list[FakeTurn]:
    turns: list[FakeTurn] = []
    for text in user_texts:
        turns.append(FakeTurn(len(turns), "user", text, NOW + timedelta(minutes=len(turns))))
        turns.append(FakeTurn(len(turns), "assistant", reply, NOW + timedelta(minutes=len(turns))))
    return turns


def run(turns, *, upto=0, summary="", window=8192, ending=False, every=5):
    return decide(summary=summary, summary_upto_turn=upto, turns=turns, now=NOW, every_turns=every,
                  context_window_tokens=window, ending=ending)


class FakeJsonLLM:
    """Scripted `complete_json`: replies in order; an Exception instance is raised instead."""

    def __init__(self, *replies: object) -> None:
        self.replies = list(replies)
        self.prompts: list[tuple[str, str]] = []

    def complete_json(self, system: str, user: str) -> str:
        self.prompts.append((system, user))
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return str(reply)


def test_every_five_user_turns():
    turns = exchanges("一", "二", "三", "四")
    d = run(turns)
    assert not d.run and d.user_turns_pending == 4 and d.reason == ""
    turns = exchanges("一", "二", "三", "四", "五")
    d = run(turns)
    assert d.run and d.reason == "every_turns"
    assert (d.fold_from, d.fold_upto) == (0, 10)
    assert d.decided_at == NOW


def test_counts_only_turns_after_the_last_fold():
    turns = exchanges(*"一二三四五六七八")
    d = run(turns, upto=10)
    assert not d.run and d.user_turns_pending == 3
    d = run(exchanges(*"一二三四五六七八九十"), upto=10)
    assert d.run and (d.fold_from, d.fold_upto) == (10, 20)


def test_half_the_context_window_triggers_before_five_turns():
    long = "我们一家四口想去成都玩五天，" * 40
    turns = exchanges(long, long)
    tokens = sum(count_tokens(t.content) for t in turns)
    d = run(turns, window=tokens * 2 - 2)  # half the window is just under the history
    assert d.run and d.reason == "context_tokens" and d.history_tokens == tokens
    assert not run(turns, window=tokens * 2 + 2).run
    # the summary counts too
    assert run(turns, window=tokens * 2 + 2, summary="摘要" * 200).run


def test_session_end_folds_whatever_is_left_and_nothing_when_empty():
    turns = exchanges("你好")
    d = run(turns, ending=True)
    assert d.run and d.reason == "session_end" and d.fold_upto == 2
    assert not run(turns, upto=2, ending=True).run
    assert not run([], ending=True).run


def test_extractive_summary_keeps_signal_and_task_sentences_only():
    turns = exchanges("你好！", "帮我规划下周去三亚的行程。对了，我不吃海鲜，花生过敏。", "好的，谢谢")
    summary = extractive_summary("", turns)
    assert "帮我规划下周去三亚的行程" in summary and "花生过敏" in summary
    assert "你好" not in summary and "谢谢" not in summary and "好的" not in summary
    # merges with the previous summary without repeating it
    again = extractive_summary(summary, exchanges("我不吃海鲜", "预算每天五百"))
    assert again.count("我不吃海鲜") == 1 and again.endswith("预算每天五百")


def test_extractive_summary_drops_the_oldest_points_over_budget():
    turns = exchanges(*[f"我喜欢第{i}个博物馆" for i in range(30)])
    summary = extractive_summary("", turns, max_chars=60)
    assert len(summary) <= 60
    assert "第29个" in summary and "第0个" not in summary


def test_summarize_uses_the_llm_and_falls_back_when_it_fails():
    turns = exchanges("帮我规划成都三日游，我不吃辣")
    llm = FakeJsonLLM('```json\n{"summary": "用户计划成都三日游，不吃辣。"}\n```')
    assert summarize("", turns, llm=llm) == ("用户计划成都三日游，不吃辣。", "llm")
    assert "帮我规划成都三日游" in llm.prompts[0][1]
    for bad in (TimeoutError("slow"), '{"summary": ', '{"other": 1}'):
        text, method = summarize("", turns, llm=FakeJsonLLM(bad))
        assert method == "extractive_after_llm_error" and "不吃辣" in text
    assert summarize("旧摘要", [], llm=None) == ("旧摘要", "unchanged")


@pytest.mark.parametrize("count", [0, 5])
def test_zero_means_the_trigger_is_off(count):
    turns = exchanges(*"一二三四五六")
    d = decide(summary="", summary_upto_turn=0, turns=turns, now=NOW, every_turns=count, context_window_tokens=0)
    assert d.run == (count == 5)
