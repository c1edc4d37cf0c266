"""ui/render.py is pure: events and memories in, escaped strings out."""
from __future__ import annotations

from datetime import datetime, timezone

from assistant.events import MemoriesRecalled, MemoriesUsed, ReplyDelta, TurnError, TurnFinished
from memory.models import MemoryEvent, MemoryItem, RecallHit, ScoreBreakdown
from ui import render

NOW = datetime(2026, 7, 19, 10, 0, tzinfo=timezone.utc)
XSS = "<img src=x onerror=alert(1)>"


def mem(content: str, mid: str = "mem_1", **kw) -> MemoryItem:
    base = dict(memory_id=mid, tenant_id="default", user_id="u", content=content, content_hash=mid,
                memory_type="constraint", source_session="ses_1", source_excerpt="我不吃海鲜，花生过敏",
                created_at=datetime(2026, 7, 12, 2, 0), version=1)
    base.update(kw)
    return MemoryItem(**base)


def hit(m: MemoryItem, injected=True, reason="", total=0.8) -> RecallHit:
    score = ScoreBreakdown(similarity=0.71, dense=0.6, keyword=0.2, intent=0.85, importance=0.9, recency=1.0,
                           source=1.0, total=total)
    return RecallHit(memory=m, score=score, rank=1, injected=injected, reason=reason)


SESSIONS = {"ses_1": render.SessionRef(datetime(2026, 7, 12, 1, 0, tzinfo=timezone.utc), "帮我规划下周去三亚的行程")}


def test_escaping_helpers_neutralise_html_and_markdown():
    assert render.text(XSS) == "&lt;img src=x onerror=alert(1)&gt;"
    assert render.text('"a" & \'b\'') == "&quot;a&quot; &amp; &#x27;b&#x27;"
    md = render.md_text("**粗体** [链接](javascript:alert(1)) <b>")
    assert "<" not in md and "\\*\\*" in md and "\\[" in md and "\\(" in md


def test_chat_messages_stream_and_stay_escaped():
    chat = render.with_user([], XSS)
    assert chat[-1]["role"] == "user" and "<img" not in chat[-1]["content"]
    for piece in ("你好，", "<script>", "alert(1)</script>"):
        chat = render.apply(chat, ReplyDelta("t", piece))
    assert len(chat) == 2 and chat[1]["role"] == "assistant"
    assert chat[1]["content"] == "你好，&lt;script>alert(1)&lt;/script>"  # no tag can open; '>' quotes still work
    assert render.reply_text("> 提示 & <b>") == "> 提示 &amp; &lt;b>"
    chat = render.apply(chat, TurnError("t", "连不上<服务>"))
    assert chat[-1]["content"].startswith("⚠") and "&lt;服务&gt;" in chat[-1]["content"]
    refused = render.apply(render.with_user([], "太长的消息"), TurnError("", "消息太长", kept_user_message=False))
    assert [m["role"] for m in refused] == ["assistant"]


def test_history_messages_escape_stored_turns():
    rows = [{"role": "user", "content": XSS}, {"role": "assistant", "content": "<b>好</b>"}, {"role": "system", "content": "x"}]
    out = render.history_messages(rows)
    assert [m["role"] for m in out] == ["user", "assistant"]
    assert all("<img" not in m["content"] and "<b>" not in m["content"] for m in out)
    assert out[1]["content"] == "&lt;b>好&lt;/b>"


def test_recall_panel_shows_scores_provenance_used_and_why_not():
    seafood, peanut = mem("用户不吃海鲜", "mem_a"), mem("用户对花生过敏", "mem_b")
    other = mem("用户喜欢看日落", "mem_c", memory_type="preference", source_session=None, source_excerpt=None)
    recalled = MemoriesRecalled("t", injected=[hit(seafood), hit(peanut)],
                                candidates=[hit(seafood), hit(peanut), hit(other, False, "低于最高分的 60%", 0.3)],
                                elapsed_ms=12.3)
    view = render.TurnView().update(recalled)
    before = render.recall_panel(view, SESSIONS, NOW)
    assert "用户不吃海鲜" in before and "用户对花生过敏" in before
    assert "相关度" in before and "重要性" in before and "新近度" in before and "0.71" in before
    assert "7月12日" in before and "帮我规划下周去三亚的行程" in before and "我不吃海鲜，花生过敏" in before
    assert "本轮用到" not in before
    assert "<details" in before and "低于最高分的 60%" in before and "用户喜欢看日落" in before
    view = view.update(MemoriesUsed("t", used=[seafood, peanut], notice="我参考了你之前说的：不吃海鲜、对花生过敏"))
    after = render.recall_panel(view.update(TurnFinished("t", "好")), SESSIONS, NOW)
    assert after.count("✓ 本轮用到") == 2
    assert "我参考了你之前说的：不吃海鲜、对花生过敏" in after


def test_recall_panel_escapes_memory_text_everywhere():
    bad = mem(XSS, "mem_x", source_excerpt=XSS)
    recalled = MemoriesRecalled("t", injected=[hit(bad)], candidates=[hit(bad), hit(mem(XSS, "mem_y"), False, XSS)],
                                elapsed_ms=1)
    sessions = {"ses_1": render.SessionRef(NOW, XSS)}
    html = render.recall_panel(render.TurnView().update(recalled), sessions, NOW)
    assert "<img" not in html and html.count("&lt;img src=x onerror=alert(1)&gt;") >= 3


def test_a_newer_wording_that_stands_in_names_the_older_one():
    old, new = mem(XSS + "用户的女儿在兰州读高中", "mem_old"), mem("用户的女儿考上了南京大学", "mem_new")
    newer = hit(new)
    newer.replaces = old
    recalled = MemoriesRecalled("t", injected=[newer], candidates=[newer, hit(old, False, "较新的记忆说“考上了”")],
                                elapsed_ms=1)
    html = render.recall_panel(render.TurnView().update(recalled), SESSIONS, NOW)
    assert "以它为准，较旧的“&lt;img src=x onerror=alert(1)&gt;用户的女儿在兰州读高中”没有注入" in html
    assert "<img" not in html


def test_panel_without_memories_says_so():
    view = render.TurnView().update(MemoriesRecalled("t", injected=[], candidates=[], elapsed_ms=3))
    assert "没有找到相关的长期记忆" in render.recall_panel(view, {}, NOW)
    assert "正在回忆" in render.recall_panel(render.TurnView(), {}, NOW)


def test_memory_list_choices_and_history_view_are_escaped():
    items = [mem(XSS, "mem_1"), mem("用户住在杭州", "mem_2", memory_type="profile", version=2)]
    html = render.memory_list(items, SESSIONS, NOW)
    assert "<img" not in html and "共 2 条" in html and "v2" in html and "个人信息" in html
    assert render.memory_choices(items)[1] == ("[个人信息] 用户住在杭州", "mem_2")
    events = [
        MemoryEvent(memory_id="mem_1", tenant_id="default", user_id="u", action="create", actor="extractor",
                    new_content="用户住在杭州", reason="从对话中提取", at=datetime(2026, 7, 12, 2, 0)),
        MemoryEvent(memory_id="mem_2", tenant_id="default", user_id="u", action="edit", actor="user",
                    old_content="用户住在杭州", new_content=XSS, reason="用户编辑", at=datetime(2026, 7, 13, 2, 0)),
    ]
    view = render.history_view([items[1]], events)
    assert "<img" not in view and "自动提取" in view and "编辑为新版本" in view and "<s>用户住在杭州</s>" in view
    assert "2026-07-13 10:00" in view  # shown in China time


def test_layers_show_three_levels():
    latest = [MemoryEvent(memory_id="m", tenant_id="d", user_id="u", action="create", actor="extractor",
                          new_content="用户不吃海鲜", at=NOW)]
    html = render.layers(render.Layers(summary="用户计划去三亚", turns=3, turns_left=2,
                                       trip={"destination": "三亚", "days": 3, "party": ["父母"],
                                             "itinerary": [XSS, {"day": 2, "stops": ["天涯海角", "南山"], "meal": "椰子鸡"}]},
                                       memory_count=7, latest=latest, notices=["新增：用户不吃海鲜"]), NOW)
    for needle in ("短期记忆", "用户计划去三亚", "再聊 2 轮", "工作记忆", "三亚", "3 天", "父母", "长期记忆",
                   "<b>7</b>", "用户不吃海鲜", "记忆已更新", "第2天：天涯海角 → 南山；吃：椰子鸡"):
        assert needle in html
    assert "<img" not in html


def test_mode_badge_and_dates():
    badge = render.mode_badge("offline", "离线模式（未连接大模型）", "在「设置」页填写大模型接口")
    assert "离线模式（未连接大模型）" in badge and "设置" in badge
    assert render.fmt_date(datetime(2025, 12, 31, 20, 0), NOW) == "1月1日"  # UTC 20:00 is the next day in China
    assert render.fmt_date(datetime(2025, 6, 1, 4, 0), NOW) == "2025年6月1日"
    assert render.fmt_date(None) == ""
