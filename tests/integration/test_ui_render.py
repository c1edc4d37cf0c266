"""The UI's adapters against a real engine, without a server: handlers, accounts, export/import, insights.

Handlers are called the way gradio calls them (positional inputs plus a
request object), so what is checked here is exactly what the page receives.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Optional

import gradio as gr
import pytest
import yaml
from pydantic import SecretStr

from memory.config import MemoryConfig
from memory.engine import MemoryEngine
from memory.errors import ImportFormatError
from memory.models import MemoryEvent, MemoryItem, Owner, TraceEvent
from settings import AppSettings, ServerSettings
from ui import insights, transfer
from ui.accounts import (
    AccountError, User, authenticator, check_login, hash_password, load_users, seed_demo_accounts, verify_password,
)
from ui.context import AppContext
from ui.memory_handlers import REFRESH_OUTPUTS, SELECT_OUTPUTS, WRONG_REASON, MemoryHandlers
from ui.settings_handlers import SettingsHandlers

XSS = "<img src=x onerror=alert(1)>"


@dataclass
class FakeRequest:
    username: Optional[str] = None


class FakeAssistant:
    """Just what the memory and settings handlers touch."""

    mode, mode_label, llm = "offline", "离线模式（未连接大模型）", None

    def __init__(self, engine: MemoryEngine) -> None:
        self.engine = engine

    def list_sessions(self, owner):
        return self.engine.store.list_sessions(owner)

    def get_session(self, owner, session_id):
        return self.engine.store.get_session(owner, session_id)

    def load_history(self, owner, session_id):
        return [{"role": t.role, "content": t.content} for t in self.engine.store.list_turns(owner, session_id)]

    def set_llm(self, llm) -> None:
        self.llm = llm
        self.mode = "offline" if llm is None else "llm"


@pytest.fixture
def engine(data_dir: Path, shared_embedder):
    eng = MemoryEngine(MemoryConfig(data_dir=data_dir), embedder=shared_embedder)
    yield eng
    eng.close()


def make_ctx(engine, *, auth: bool = False, users=None) -> AppContext:
    settings = AppSettings(memory=engine.config, server=ServerSettings(auth=auth))
    return AppContext(assistant=FakeAssistant(engine), engine=engine, settings=settings, users=users or {})


def out(names, values) -> dict:
    return dict(zip(names, values))


def contents(engine, owner) -> list[str]:
    return sorted(m.content for m in engine.list_memories(owner))


# ---------------------------------------------------------------- memory manager


def test_add_edit_wrong_delete_undo_through_the_handlers(engine):
    ctx = make_ctx(engine)
    h, req, me = MemoryHandlers(ctx), FakeRequest(), Owner("default", "u1")
    scope = ("", "", "u1", None, [])

    added = out(REFRESH_OUTPUTS, h.add(XSS, "preference", *scope, req))
    assert "已添加" in added["mem_status"] and added["add_text"] == ""
    assert XSS not in added["memory_list"] and "&lt;img src=x" in added["memory_list"]
    mid = engine.list_memories(me)[0].memory_id

    saved = out(REFRESH_OUTPUTS, h.save(mid, "用户不吃牛肉", "constraint", *scope, req))
    assert "v2" in saved["mem_status"]
    new_id = saved["memory_select"]["value"]
    assert contents(engine, me) == ["用户不吃牛肉"]
    shown = out(SELECT_OUTPUTS, h.select(new_id, "u1", req))
    assert shown["edit_text"] == "用户不吃牛肉" and "编辑为新版本" in shown["history"]
    assert "&lt;img" in shown["history"] and XSS not in shown["history"]

    corrected = out(REFRESH_OUTPUTS, h.wrong(new_id, "用户不吃羊肉", "constraint", *scope, req))
    assert "已更正" in corrected["mem_status"]
    newest = corrected["memory_select"]["value"]
    assert [e.reason for e in engine.history(me, newest)][-1] == WRONG_REASON

    removed = out(REFRESH_OUTPUTS, h.wrong(newest, "用户不吃羊肉", "constraint", *scope, req))  # unchanged text
    assert "已删除" in removed["mem_status"] and removed["deleted_state"] == newest
    assert removed["undo"]["visible"] is True and contents(engine, me) == []
    restored = out(REFRESH_OUTPUTS, h.undo(newest, *scope, req))
    assert "已恢复" in restored["mem_status"] and contents(engine, me) == ["用户不吃羊肉"]

    empty = out(REFRESH_OUTPUTS, h.add("   ", "preference", *scope, req))
    assert "不能为空" in empty["mem_status"]


def test_adding_the_new_version_of_an_arrangement_says_what_it_replaced(engine):
    """Typed in the panel, a new cleaner replaces the old one (memory/arrangements.py): the status line names the
    older wording, the list holds only the new one, and the older one's history says why it was replaced."""
    from memory.arrangements import WRITTEN_REASON
    ctx = make_ctx(engine)
    h, req, me = MemoryHandlers(ctx), FakeRequest(), Owner("default", "u1")
    scope = ("", "", "u1", None, [])
    old, new = "用户家请的钟点工张阿姨每周二、周五上午来", "用户家的钟点工是同乡介绍的徐嫂，一周只来一次，周四"
    out(REFRESH_OUTPUTS, h.add(old, "fact", *scope, req))
    old_id = engine.list_memories(me)[0].memory_id
    added = out(REFRESH_OUTPUTS, h.add(new, "fact", *scope, req))
    assert f"取代了旧的说法「{old}」" in added["mem_status"]
    assert contents(engine, me) == [new] and "张阿姨" not in added["memory_list"]
    assert any(e.reason.startswith(WRITTEN_REASON) for e in engine.history(me, old_id))


def test_filter_by_search_and_type(engine):
    ctx = make_ctx(engine)
    me = Owner("default", "u1")
    engine.add_memory(me, "用户不吃海鲜", "constraint")
    engine.add_memory(me, "用户喜欢看日落", "preference")
    html, choices = MemoryHandlers(ctx).filter("海鲜", "", "u1", FakeRequest())
    assert "用户不吃海鲜" in html and "日落" not in html
    html, choices = MemoryHandlers(ctx).filter("", "preference", "u1", FakeRequest())
    assert "日落" in html and "海鲜" not in html and len(choices["choices"]) == 1


def test_handlers_cannot_reach_another_accounts_memory(engine):
    """Demo mode: a forged id finds nothing. Auth mode: the login decides, the account value is ignored."""
    bob = Owner("default", "bob")
    bob_id = engine.add_memory(bob, "BOB：用户对花生过敏", "constraint").memory.memory_id
    for ctx, account, req in (
        (make_ctx(engine), "alice", FakeRequest()),
        (make_ctx(engine, auth=True), "bob", FakeRequest("alice")),  # alice logged in, claims bob
    ):
        h = MemoryHandlers(ctx)
        scope = ("", "", account, None, [])
        for result in (h.delete(bob_id, *scope, req), h.save(bob_id, "改掉", "constraint", *scope, req),
                       h.wrong(bob_id, "", "constraint", *scope, req), h.undo(bob_id, *scope, req)):
            status = out(REFRESH_OUTPUTS, result)["mem_status"]
            assert "没有找到" in status or "不能" in status, status
        assert "BOB" not in out(SELECT_OUTPUTS, h.select(bob_id, account, req)).get("history", "")
        html, _ = h.filter("", "", account, req)
        assert "BOB" not in html
    assert contents(engine, bob) == ["BOB：用户对花生过敏"]
    assert [e.action for e in engine.history(bob, bob_id)] == ["create"]


def test_auth_mode_requires_a_login(engine):
    ctx = make_ctx(engine, auth=True)
    with pytest.raises(gr.Error):
        ctx.owner(FakeRequest(None), "alice")
    assert ctx.owner(FakeRequest("carol"), "alice") == Owner("default", "carol")
    assert make_ctx(engine).owner(FakeRequest("carol"), "alice") == Owner("default", "alice")


# ---------------------------------------------------------------- export / import


def test_export_then_import_round_trip_goes_through_dedup_and_conflicts(engine):
    me = Owner("default", "u1")
    engine.add_memory(me, "用户住在杭州", "profile", slot="home_city")
    engine.add_memory(me, "用户不吃海鲜", "constraint", slot="diet.seafood")
    gone = engine.add_memory(me, "用户喜欢爬山", "preference").memory
    engine.delete_memory(me, gone.memory_id)
    data = transfer.export_memories(engine, me)
    assert data["format"] == transfer.FORMAT and data["user_id"] == "u1"
    by_content = {m["content"]: m for m in data["memories"]}
    assert by_content["用户喜欢爬山"]["status"] == "deleted"
    assert [e["action"] for e in by_content["用户喜欢爬山"]["history"]] == ["create", "delete"]

    # importing the same file again merges: nothing duplicated, deleted stays deleted
    counts = transfer.import_memories(engine, me, json.dumps(data).encode())
    assert counts == Counter({"refreshed": 2})
    assert contents(engine, me) == ["用户不吃海鲜", "用户住在杭州"]

    # a newer fact on the same slot supersedes, as in a conversation
    data["memories"].append({"content": "用户搬到了成都", "memory_type": "profile", "slot": "home_city",
                             "created_at": datetime.now(timezone.utc).isoformat()})
    counts = transfer.import_memories(engine, me, json.dumps(data, ensure_ascii=False).encode())
    assert counts["superseded"] == 1
    assert contents(engine, me) == ["用户不吃海鲜", "用户搬到了成都"]
    assert "导入完成" in transfer.import_summary(counts)


@pytest.mark.parametrize("raw, message", [
    (b"{not json", "不是一个有效的 JSON"),
    (b"[]", "文件格式不对"),
    (json.dumps({"format": "other"}).encode(), "文件格式不对"),
    (json.dumps({"format": transfer.FORMAT, "tenant_id": "default", "user_id": "bob", "memories": []}).encode(),
     "另一个账号"),
    (json.dumps({"format": transfer.FORMAT, "tenant_id": "default", "user_id": "u1", "memories": [
        {"content": "用户不吃辣", "memory_type": "constraint"},
        {"content": "坏的一条", "memory_type": "nonsense"},
    ]}, ensure_ascii=False).encode(), "文件内容不合法"),
    (json.dumps({"format": transfer.FORMAT, "tenant_id": "default", "user_id": "u1", "memories": [
        {"content": "x" * 600, "memory_type": "preference"}]}).encode(), "文件内容不合法"),
])
def test_bad_imports_change_nothing(engine, raw, message):
    me = Owner("default", "u1")
    engine.add_memory(me, "用户住在杭州", "profile")
    before = contents(engine, me)
    with pytest.raises(ImportFormatError, match=message):
        transfer.import_memories(engine, me, raw)
    assert contents(engine, me) == before


def test_import_handler_reports_errors_inline(engine, tmp_path):
    ctx = make_ctx(engine)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": transfer.FORMAT, "tenant_id": "default", "user_id": "other",
                               "memories": []}), encoding="utf-8")
    with pytest.warns(UserWarning, match="另一个账号"):  # gr.Warning outside a running event
        result = out(REFRESH_OUTPUTS, MemoryHandlers(ctx).import_file(str(bad), "", "", "u1", None, [], FakeRequest()))
    assert "另一个账号" in result["mem_status"] and "error" in result["mem_status"]


# ---------------------------------------------------------------- accounts


def test_demo_accounts_are_seeded_once(engine):
    accounts = AppSettings().demo_accounts
    seed_demo_accounts(engine, accounts, "default")
    seed_demo_accounts(engine, accounts, "default")
    names = [a.display_name for a in engine.store.list_accounts("default")]
    assert names == ["陈默", "李雷", "Alice"]
    for acc in accounts:
        items = engine.list_memories(Owner("default", acc.user_id))
        assert len(items) >= 3 and all(m.source_type == "system_preset" for m in items)
    assert "用户吃素" in contents(engine, Owner("default", "lilei"))
    assert "用户吃素" not in contents(engine, Owner("default", "chenmo"))


def test_users_file_keeps_only_hashes(tmp_path):
    path = tmp_path / "users.yaml"
    path.write_text(yaml.safe_dump({"users": [
        {"username": "alice", "password": "plain-pw"},
        {"username": "bob", "password_hash": hash_password("bob-pw"), "admin": True, "display_name": "鲍勃"},
        {"username": "carol", "password_sha256": "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8"},
    ]}, allow_unicode=True), encoding="utf-8")
    users = load_users(path)
    assert "plain-pw" not in repr(users) and users["alice"].password_hash.startswith("pbkdf2_sha256$")
    assert check_login(users, "alice", "plain-pw") and not check_login(users, "alice", "nope")
    assert check_login(users, "bob", "bob-pw") and users["bob"].admin and users["bob"].display_name == "鲍勃"
    assert check_login(users, "carol", "password")
    assert not check_login(users, "mallory", "x") and not check_login(users, "", "")
    assert not verify_password("x", "md5$1$a$b")


@pytest.mark.parametrize("doc, message", [
    ({"users": []}, "非空的 users"),
    ({"users": [{"username": "a b", "password": "x"}]}, "username 不合法"),
    ({"users": [{"username": "a"}]}, "没有设置密码"),
    ({"users": [{"username": "a", "password": "x"}, {"username": "a", "password": "y"}]}, "出现了两次"),
])
def test_bad_users_files_are_refused(tmp_path, doc, message):
    path = tmp_path / "users.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    with pytest.raises(AccountError, match=message):
        load_users(path)


def test_authenticator_is_async_and_checks(tmp_path):
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    users = {"alice": User("alice", password_hash=hash_password("pw"))}
    check = authenticator(users)
    # a thread of its own: Playwright's sync API may own this thread's event loop in a full run
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(asyncio.run, check("alice", "pw")).result() is True
        assert pool.submit(asyncio.run, check("alice", "bad")).result() is False


# ---------------------------------------------------------------- settings


def test_llm_key_is_never_sent_back(engine):
    ctx = make_ctx(engine)
    h = SettingsHandlers(ctx)
    secret = "sk-very-secret-123"
    outputs = h.save_llm("http://127.0.0.1:9/v1", "fake-model", secret, FakeRequest())
    assert ctx.settings.llm.api_key.get_secret_value() == secret and ctx.assistant.mode == "llm"
    assert secret not in repr(outputs) and secret not in repr(h.load(FakeRequest()))
    # saving again with an empty box keeps the key
    h.save_llm("http://127.0.0.1:9/v1", "fake-model", "", FakeRequest())
    assert ctx.settings.llm.api_key == SecretStr(secret)
    h.disconnect(FakeRequest())
    assert ctx.assistant.mode == "offline"


class FakePipeline:
    def __init__(self) -> None:
        self.configured: list[tuple] = []

    def configure(self, *, extractor, llm) -> None:
        self.configured.append((extractor, llm))


def test_memory_settings_apply_to_the_engine_and_are_validated(engine):
    ctx = make_ctx(engine)
    ctx.pipeline = FakePipeline()
    writing = engine.config.writing
    h = SettingsHandlers(ctx)
    assert "已保存" in h.save_memory_settings("rules", 3, 0.5, 0.6, 0.3, 0.1, request=FakeRequest())
    assert engine.config.retrieval.top_k_inject == 3 and engine.config.writing.extractor == "rules"
    assert engine.config.writing is writing  # the pipeline shares this object
    assert ctx.pipeline.configured == [("rules", None)]
    assert "不合法" in h.save_memory_settings("rules", 999, 0.5, 0.6, 0.3, 0.1, request=FakeRequest())
    assert engine.config.retrieval.top_k_inject == 3
    assert engine.uses_learned_fusion()
    assert "已保存" in h.save_memory_settings("rules", 3, 0.5, 0.6, 0.3, 0.1, False, request=FakeRequest())
    assert not engine.uses_learned_fusion()  # the threshold and weights now decide


def test_non_admins_cannot_change_settings_with_auth(engine):
    ctx = make_ctx(engine, auth=True, users={"alice": User("alice", "h"), "root": User("root", "h", admin=True)})
    h = SettingsHandlers(ctx)
    with pytest.raises(gr.Error):
        h.save_llm("http://evil/v1", "m", "k", FakeRequest("alice"))
    with pytest.raises(gr.Error):
        h.save_memory_settings("llm", 1, 0.1, 0.1, 0.1, 0.1, request=FakeRequest("alice"))
    assert ctx.settings.llm.base_url == "" and ctx.assistant.mode == "offline"
    h.save_memory_settings("rules", 4, 0.4, 0.5, 0.3, 0.2, request=FakeRequest("root"))
    assert engine.config.retrieval.top_k_inject == 4


# ---------------------------------------------------------------- insights


def test_insights_from_traces_and_history():
    day1, day2 = datetime(2026, 7, 12, 2, tzinfo=timezone.utc), datetime(2026, 7, 13, 2, tzinfo=timezone.utc)

    def trace(kind, at, turn, **payload):
        return TraceEvent(tenant_id="d", user_id="u", kind=kind, turn_id=turn, payload=payload, at=at)

    def event(mid, action, actor, at):
        return MemoryEvent(memory_id=mid, tenant_id="d", user_id="u", action=action, actor=actor, at=at)

    traces = [
        trace("memory_recall_end", day1, "t1", injected=2), trace("memory_used", day1, "t1", memory_ids=["a", "b"]),
        trace("memory_recall_end", day1, "t2", injected=1),
        trace("memory_recall_end", day2, "t3", injected=0),
        trace("memory_recall_end", day2, "t4", injected=1), trace("memory_used", day2, "t4", memory_ids=["a"]),
    ]
    events = [event("a", "create", "extractor", day1), event("b", "create", "extractor", day1),
              event("c", "create", "user", day1), event("b", "delete", "user", day2),
              event("d", "create", "extractor", day2)]
    active = [MemoryItem(memory_id=m, tenant_id="d", user_id="u", content=m, content_hash=m, memory_type=t)
              for m, t in (("a", "constraint"), ("c", "preference"), ("d", "constraint"))]
    ins = insights.compute(traces, events, active)
    assert list(ins.hit_rate["命中率"]) == [0.5, 1.0]
    assert ins.totals["hit_rate"] == pytest.approx(2 / 3, abs=1e-3)
    assert ins.totals["noise_ratio"] == pytest.approx(1 / 3, abs=1e-3)
    assert list(ins.noise["噪音率"]) == [0.5, 0.0]
    assert dict(zip(ins.by_type["类型"], ins.by_type["数量"])) == {"约束": 2, "偏好": 1}
    written = ins.activity[ins.activity["类别"] == "写入"]["数量"].tolist()
    used = ins.activity[ins.activity["类别"] == "使用"]["数量"].tolist()
    assert written == [3, 1] and used == [2, 1]
    assert "67%" in insights.summary_markdown(ins)
    empty = insights.compute([], [], [])
    assert empty.totals["hit_rate"] == 0.0 and empty.hit_rate.empty


def test_layers_report_session_and_long_term(engine):
    ctx = make_ctx(engine)
    me = Owner("default", "u1")
    session = engine.store.create_session(me, title="三亚")
    engine.store.append_turn(me, session.session_id, "user", "我想去三亚")
    engine.store.update_session(me, session.session_id, summary="用户计划去三亚", user_turns_since_consolidation=1,
                                working_memory={"destination": "三亚", "days": 4})
    engine.add_memory(me, "用户不吃海鲜", "constraint")
    html = ctx.layers(me, session.session_id, ["新增：用户不吃海鲜"])
    for needle in ("用户计划去三亚", "本会话 1 轮", "再聊 4 轮", "三亚", "4 天", "共 <b>1</b> 条", "新建：用户不吃海鲜",
                   "记忆已更新"):
        assert needle in html
    assert "本会话 0 轮" in ctx.layers(me, None)


def test_extractor_choice_reaches_a_real_writing_pipeline(engine):
    from memory.extract.combined import RulesLayer
    from memory.pipeline import WritingPipeline

    ctx = make_ctx(engine)
    ctx.pipeline = WritingPipeline(engine, config=engine.config.writing)  # not started: no worker thread
    SettingsHandlers(ctx).save_memory_settings("rules", 5, 0.42, 0.5, 0.3, 0.2, request=FakeRequest())
    assert isinstance(ctx.pipeline.extractor, RulesLayer) and ctx.pipeline.config.extractor == "rules"


def test_export_handler_writes_the_accounts_json(engine):
    me = Owner("default", "u1")
    engine.add_memory(me, "用户不吃海鲜", "constraint")
    engine.add_memory(Owner("default", "u2"), "别人的记忆", "preference")
    from ui.memory_handlers import EXPORT_OUTPUTS

    result = out(EXPORT_OUTPUTS, MemoryHandlers(make_ctx(engine)).export("u1", FakeRequest()))
    data = json.loads(Path(result["export_file"]).read_text(encoding="utf-8"))
    assert [m["content"] for m in data["memories"]] == ["用户不吃海鲜"] and "已导出 1 条" in result["mem_status"]
