"""What every handler shares: the app's objects, and who a request acts for.

`owner()` is the one place a handler learns its user. With auth on it reads
only `gr.Request.username` (set by gradio from the login cookie) and ignores
anything the browser sent; in demo mode it uses the account chosen in this
browser session, kept server-side in a `gr.State`.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any, Optional

import gradio as gr

from assistant.working_memory import TripDraft
from memory.engine import MemoryEngine
from memory.errors import NotFound
from memory.models import Owner, utcnow

from . import render
from .accounts import USER_ID_RE, User
from .views import ShownViews

log = logging.getLogger(__name__)

LATEST_WRITES = 5
LATEST_WINDOW = timedelta(days=30)


@dataclass
class AppContext:
    assistant: Any  # assistant.chat.Assistant
    engine: MemoryEngine
    settings: Any  # settings.AppSettings
    pipeline: Any = None  # memory.pipeline.WritingPipeline
    users: dict[str, User] = field(default_factory=dict)  # login users (auth mode)
    views: ShownViews = field(default_factory=ShownViews)  # what each tab shows, for the notice poll

    @property
    def auth(self) -> bool:
        return bool(self.settings.server.auth)

    @property
    def tenant(self) -> str:
        return self.settings.memory.default_tenant

    @property
    def default_user(self) -> str:
        accounts = self.settings.demo_accounts
        return accounts[0].user_id if accounts else "demo"

    # ------------------------------------------------------------ identity
    def owner(self, request: Optional[gr.Request], account: Optional[str]) -> Owner:
        """The user this request acts for. Auth mode: the login only; `account` is ignored."""
        if self.auth:
            username = getattr(request, "username", None) if request is not None else None
            if not username:
                raise gr.Error("请先登录。")
            return Owner(self.tenant, username)
        user_id = account or self.default_user
        if not USER_ID_RE.match(user_id):
            raise gr.Error("账号不存在，请刷新页面。")
        return Owner(self.tenant, user_id)

    def is_admin(self, request: Optional[gr.Request]) -> bool:
        """May change app-wide settings (LLM endpoint, recall): anyone in demo mode, admins with auth."""
        if not self.auth:
            return True
        user = self.users.get(getattr(request, "username", None) or "")
        return bool(user and user.admin)

    def display_name(self, owner: Owner) -> str:
        if owner.user_id in self.users:
            return self.users[owner.user_id].display_name
        for acc in self.engine.store.list_accounts(owner.tenant_id):
            if acc.user_id == owner.user_id:
                return acc.display_name or acc.user_id
        return owner.user_id

    def account_choices(self) -> list[tuple[str, str]]:
        return [(a.display_name or a.user_id, a.user_id) for a in self.engine.store.list_accounts(self.tenant)]

    # ------------------------------------------------------------ sessions
    def ensure_session(self, owner: Owner, session_id: Optional[str]) -> str:
        """This owner's session, or a new one when there is none (or it belongs to someone else)."""
        if session_id:
            try:
                self.assistant.get_session(owner, session_id)
                return session_id
            except NotFound:
                log.info("session %s is not %s's: starting a new one", session_id, owner.user_id)
        return self.assistant.new_session(owner).session_id

    def end_session(self, owner: Owner, session_id: Optional[str]) -> None:
        if session_id:
            self.assistant.end_session(owner, session_id)

    def session_refs(self, owner: Owner) -> dict[str, render.SessionRef]:
        return {s.session_id: render.SessionRef(s.started_at, s.title) for s in self.assistant.list_sessions(owner)}

    def session_choices(self, owner: Owner) -> list[tuple[str, str]]:
        now = utcnow()
        return [
            (f"{render.fmt_date(s.started_at, now)} · {s.title or '新会话'}", s.session_id)
            for s in self.assistant.list_sessions(owner)
        ]

    # ------------------------------------------------------------ three layers
    def layers(self, owner: Owner, session_id: Optional[str], notices: Iterable[str] = ()) -> str:
        every = self.settings.memory.writing.consolidate_every_turns
        view = render.Layers(
            turns_left=every,
            memory_count=self.engine.count(owner),
            latest=self.latest_writes(owner),
            notices=list(notices),
        )
        if session_id:
            try:
                s = self.assistant.get_session(owner, session_id)
            except NotFound:
                s = None
            if s is not None:
                users = [t for t in self.engine.store.list_turns(owner, session_id) if t.role == "user"]
                # the consolidation rule counts user turns not yet folded into the summary
                pending = sum(1 for t in users if t.idx >= s.summary_upto_turn)
                view = render.Layers(
                    summary=s.summary, turns=len(users),
                    turns_left=max(0, every - pending),
                    trip=TripDraft.coerce(s.working_memory).to_dict(), memory_count=view.memory_count,
                    latest=view.latest, notices=view.notices,
                )
        return render.layers(view, utcnow())

    def latest_writes(self, owner: Owner) -> list:
        events = self.engine.store.events_since(owner, utcnow() - LATEST_WINDOW, limit=50)
        shown = [e for e in events if e.action in ("create", "edit", "delete", "restore")]
        return shown[:LATEST_WRITES]
