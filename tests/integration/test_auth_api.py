"""With login on, a user cannot read or change another user's memories — not through the UI, not over HTTP.

The app runs with `server.auth` and a users file. "alice" logs in over HTTP
(the login cookie) and calls the very endpoints the browser calls
(`/gradio_api/queue/join` + `/queue/data`), passing bob's memory ids, bob's
session id, bob's account name and bob's export file wherever a value from
the browser is accepted. Every handler takes its user from the login, so each
attempt acts on alice or finds nothing, and bob's data stays as it was.
"""
from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Optional

import httpx
import pytest
import yaml

from memory.models import Owner
from tests.conftest import start_app
from ui.accounts import hash_password
from ui.transfer import export_memories

ALICE_PW, BOB_PW = "alice-pw-123", "bob-pw-456"
BOB_SECRET = "用户对花生过敏（BOB机密）"
BOB_SESSION_TEXT = "BOB的会话：下周带父母去西安"
ALICE_MEMORY = "用户喜欢看海"


@pytest.fixture(scope="module")
def auth_app(tmp_path_factory, shared_embedder):
    root = tmp_path_factory.mktemp("auth")
    users = root / "users.yaml"
    users.write_text(yaml.safe_dump({"users": [
        {"username": "alice", "password": ALICE_PW, "display_name": "Alice"},
        {"username": "bob", "password_hash": hash_password(BOB_PW), "display_name": "Bob", "admin": True},
    ]}, allow_unicode=True), encoding="utf-8")
    running = start_app(root / "data", shared_embedder, server={"auth": True, "users_file": str(users)})
    tenant = running.settings.memory.default_tenant
    alice, bob = Owner(tenant, "alice"), Owner(tenant, "bob")
    engine = running.engine
    bob_mem = engine.add_memory(bob, BOB_SECRET, "constraint", slot="allergy.peanut").memory
    engine.add_memory(alice, ALICE_MEMORY, "preference")
    bob_session = running.assistant.new_session(bob).session_id
    engine.store.append_turn(bob, bob_session, "user", BOB_SESSION_TEXT)
    running.extra.update(alice=alice, bob=bob, bob_mem=bob_mem.memory_id, bob_session=bob_session, root=root)
    yield running
    running.close()


class GradioHTTP:
    """Calls a Blocks event the way the browser does: queue/join, then read the SSE stream."""

    def __init__(self, base: str, client: httpx.Client) -> None:
        self.base, self.client = base, client
        self.config = client.get(f"{base}/config").raise_for_status().json()
        self.session = uuid.uuid4().hex[:11]
        self.elem = {c["id"]: c.get("props", {}).get("elem_id") for c in self.config["components"]}

    def dep(self, api_name: str, target: Optional[str] = None) -> dict:
        for d in self.config["dependencies"]:
            if d.get("api_name") == api_name and (target is None or any(self.elem.get(t) == target for t, _ in d["targets"])):
                return d
        raise KeyError(api_name)

    def call(self, api_name: str, values: dict[str, Any], target: Optional[str] = None) -> tuple[bool, list]:
        """Inputs by elem_id (State inputs are left null: the server keeps those); returns (success, outputs)."""
        dep = self.dep(api_name, target)
        data = [values.get(self.elem.get(i)) for i in dep["inputs"]]
        body = {"data": data, "fn_index": dep["id"], "session_hash": self.session, "event_data": None,
                "trigger_id": dep["targets"][0][0] if dep["targets"] else None}
        r = self.client.post(f"{self.base}/gradio_api/queue/join", json=body)
        r.raise_for_status()
        outputs: list = []
        with self.client.stream("GET", f"{self.base}/gradio_api/queue/data",
                                params={"session_hash": self.session}, timeout=60) as stream:
            for line in stream.iter_lines():
                if not line.startswith("data:"):
                    continue
                msg = json.loads(line[5:])
                if msg.get("msg") == "process_completed":
                    out = msg.get("output") or {}
                    return bool(msg.get("success")), out.get("data") or outputs
                if msg.get("msg") == "process_generating":
                    outputs = (msg.get("output") or {}).get("data") or outputs
        return False, outputs

    def outputs_by_id(self, api_name: str, result: list, target: Optional[str] = None) -> dict[str, Any]:
        dep = self.dep(api_name, target)
        return {self.elem.get(o) or str(o): v for o, v in zip(dep["outputs"], result)}


@contextmanager
def login(app, username: str, password: str) -> Iterator[httpx.Client]:
    with httpx.Client(timeout=30) as client:
        r = client.post(f"{app.url}/login", data={"username": username, "password": password})
        assert r.status_code == 200, r.text
        yield client


@pytest.fixture
def alice_http(auth_app):
    with login(auth_app, "alice", ALICE_PW) as client:
        yield GradioHTTP(auth_app.url, client)


def bob_state(app) -> tuple[list[str], list[str], int]:
    bob = app.extra["bob"]
    engine = app.engine
    active = [m.content for m in engine.list_memories(bob)]
    history = [e.action for e in engine.history(bob, app.extra["bob_mem"])]
    turns = len(engine.store.list_turns(bob, app.extra["bob_session"]))
    return active, history, turns


def test_without_login_nothing_answers(auth_app):
    with httpx.Client(timeout=10) as anon:
        assert anon.get(f"{auth_app.url}/config").status_code == 401
        assert anon.get(f"{auth_app.url}/gradio_api/info").status_code == 401
        r = anon.post(f"{auth_app.url}/gradio_api/queue/join", json={"data": [], "fn_index": 0, "session_hash": "x"})
        assert r.status_code == 401
        bad = anon.post(f"{auth_app.url}/login", data={"username": "alice", "password": "wrong"})
        assert bad.status_code == 400
        assert anon.post(f"{auth_app.url}/login", data={"username": "nobody", "password": "x"}).status_code == 400


def test_internal_endpoints_are_hidden_from_the_api(auth_app):
    with login(auth_app, "alice", ALICE_PW) as client:
        info = client.get(f"{auth_app.url}/gradio_api/info").json()
    assert info.get("named_endpoints", {}) == {}


def test_reading_endpoints_show_only_the_logged_in_user(auth_app, alice_http):
    before = bob_state(auth_app)
    ok, out = alice_http.call("load", {}, target=None)
    assert ok
    page = json.dumps(out, ensure_ascii=False)
    assert ALICE_MEMORY in page and BOB_SECRET not in page and BOB_SESSION_TEXT not in page
    assert "已登录" in page and "Alice" in page
    # the (hidden) switcher: asking for bob's account is refused, or still shows alice
    ok, out = alice_http.call("switch", {"account": "bob"})
    page = json.dumps(out, ensure_ascii=False)
    assert BOB_SECRET not in page and BOB_SESSION_TEXT not in page
    assert not ok or ALICE_MEMORY in page
    # search and history views
    ok, out = alice_http.call("filter", {"memory-search": "花生", "memory-type-filter": ""})
    assert ok and BOB_SECRET not in json.dumps(out, ensure_ascii=False)
    ok, out = alice_http.call("select", {"memory-select": auth_app.extra["bob_mem"]})
    text = json.dumps(out, ensure_ascii=False)
    assert BOB_SECRET not in text and (not ok or "没有找到" in text)
    assert bob_state(auth_app) == before


def test_changing_endpoints_cannot_touch_another_users_memory(auth_app, alice_http):
    before = bob_state(auth_app)
    bob_mem = auth_app.extra["bob_mem"]
    for api_name, values in (
        ("delete", {"memory-select": bob_mem}),
        ("save", {"memory-select": bob_mem, "memory-edit": "改掉BOB的记忆", "memory-edit-type": "constraint"}),
        ("wrong", {"memory-select": bob_mem, "memory-edit": "", "memory-edit-type": "constraint"}),
        ("wrong", {"memory-select": bob_mem, "memory-edit": "BOB其实不过敏", "memory-edit-type": "constraint"}),
    ):
        ok, out = alice_http.call(api_name, values)
        # gradio itself refuses an id that is not among this session's choices; if one got
        # through, the handler (scoped by the login) would not find it
        status = alice_http.outputs_by_id(api_name, out).get("memory-status", "") if ok else ""
        assert not ok or "没有找到" in status, (api_name, status)
    assert bob_state(auth_app) == before
    assert "改掉BOB的记忆" not in [m.content for m in auth_app.engine.list_memories(auth_app.extra["alice"])]


def test_sessions_and_chat_stay_with_the_logged_in_user(auth_app, alice_http):
    before = bob_state(auth_app)
    ok, out = alice_http.call("open_session", {"session-list": auth_app.extra["bob_session"]})
    assert BOB_SESSION_TEXT not in json.dumps(out, ensure_ascii=False)
    ok, out = alice_http.call("send", {"chat-input": "我对什么过敏？帮我推荐三亚的餐厅"})
    text = json.dumps(out, ensure_ascii=False)
    assert ok and BOB_SECRET not in text and "BOB" not in text
    assert bob_state(auth_app) == before
    # the turn was recorded for alice, in a session of her own
    alice_sessions = auth_app.assistant.list_sessions(auth_app.extra["alice"])
    assert auth_app.extra["bob_session"] not in [s.session_id for s in alice_sessions]


def test_export_is_own_and_a_foreign_import_changes_nothing(auth_app, alice_http):
    ok, out = alice_http.call("export", {})
    file_data = alice_http.outputs_by_id("export", out)["memory-export-file"]
    exported = alice_http.client.get(file_data["url"]).json()
    assert exported["user_id"] == "alice"
    contents = [m["content"] for m in exported["memories"]]
    assert ALICE_MEMORY in contents and BOB_SECRET not in contents

    alice = auth_app.extra["alice"]
    before_alice = sorted(m.content for m in auth_app.engine.list_memories(alice))
    bob_file = json.dumps(export_memories(auth_app.engine, auth_app.extra["bob"]), ensure_ascii=False).encode()
    uploaded = alice_http.client.post(f"{auth_app.url}/gradio_api/upload",
                                      files={"files": ("bob.json", bob_file, "application/json")}).json()
    payload = {"path": uploaded[0], "orig_name": "bob.json", "meta": {"_type": "gradio.FileData"}}
    ok, out = alice_http.call("import_file", {"memory-import-file": payload})
    status = alice_http.outputs_by_id("import_file", out)["memory-status"]
    assert "另一个账号" in status
    assert sorted(m.content for m in auth_app.engine.list_memories(alice)) == before_alice


def test_only_admins_change_app_settings_and_the_key_is_never_sent(auth_app, alice_http):
    ok, out = alice_http.call("save_llm", {"llm-base-url": "http://127.0.0.1:9/v1", "llm-model": "evil",
                                           "llm-key": "sk-stolen"})
    assert not ok
    assert auth_app.assistant.mode == "offline" and auth_app.settings.llm.base_url == ""
    ok, out = alice_http.call("load", {}, target=None)
    assert "sk-" not in json.dumps(out)


@pytest.mark.browser
def test_login_in_the_browser_shows_only_your_own_memories(auth_app, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="zh-CN")
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(auth_app.url)
        page.fill("input[name='username'], input[type='text']", "alice")
        page.fill("input[type='password']", ALICE_PW)
        page.keyboard.press("Enter")
        page.wait_for_selector("#chat-input textarea")
        page.wait_for_function("() => document.querySelector('#account-line')?.innerText.includes('Alice')")
        assert not page.locator("#account").is_visible()
        page.get_by_role("tab", name="记忆管理").click()
        page.wait_for_function(f"() => document.querySelector('#memory-list')?.innerText.includes('{ALICE_MEMORY}')")
        html = page.content()
        assert BOB_SECRET not in html and BOB_SESSION_TEXT not in html
    finally:
        context.close()
