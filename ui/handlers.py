"""Thin adapters between gradio events and the assistant/engine: chat, sessions, accounts.

Each handler resolves its owner through `AppContext.owner` (never from a value
the browser can forge in auth mode), calls one thing, and renders with
`render`. Handlers return `pack(NAMES, name=value, …)`: a tuple in the order
of the output list the layout wired, `gr.skip()` for names not given.
"""
from __future__ import annotations

import logging
from typing import Any, Optional

import gradio as gr

from assistant.chat import OFFLINE_HINT
from assistant.events import MemoryWritten, TurnError
from memory.models import utcnow

from . import render
from .accounts import AccountError, new_demo_account
from .context import AppContext

log = logging.getLogger(__name__)

MAX_NOTICES = 3
SUMMARY_NOTICE = "会话摘要已更新"  # the line assistant.chat adds when consolidation rewrote the summary

# Output names, in order; layout.py maps each to its component.
SEND_OUTPUTS = ("chat_input", "chat_state", "chatbot", "recalled", "session_state", "session_list", "layers",
                "notices_state")
SESSION_OUTPUTS = ("session_state", "chat_state", "chatbot", "session_list", "recalled", "layers", "notices_state")
ACCOUNT_OUTPUTS = ("account", "account_line", "mode", "account_state", "new_account_name", *SESSION_OUTPUTS,
                   "search", "type_filter", "memory_list", "memory_select", "edit_text", "history", "mem_status",
                   "deleted_state", "undo", "add_text", "export_file", "import_file",
                   "ins_summary", "ins_hit", "ins_activity", "ins_noise", "ins_types")
TICK_OUTPUTS = ("layers", "notices_state", "memory_list")


def pack(names: tuple[str, ...], **values: Any) -> tuple:
    unknown = set(values) - set(names)
    if unknown:
        raise KeyError(f"not an output here: {sorted(unknown)}")
    return tuple(values[n] if n in values else gr.skip() for n in names)


def add_notices(notices: list[str], event: Any, session_id: Optional[str]) -> list[str]:
    """Keep the last few "记忆已更新" lines; another session's summary change is not news here."""
    if not isinstance(event, MemoryWritten):
        return notices
    lines = [a for a in event.actions if a != SUMMARY_NOTICE or event.session_id == session_id]
    return ([*notices, *lines])[-MAX_NOTICES:]


class ChatHandlers:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def send(self, text: str, chat: list, account: Optional[str], session_id: Optional[str], notices: list,
             request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not (text or "").strip():
            yield pack(SEND_OUTPUTS)
            return
        session_id = self.ctx.ensure_session(owner, session_id)
        self.ctx.views.show(request, owner, session_id)
        chat, view, refs = render.with_user(chat or [], text), render.TurnView(), self.ctx.session_refs(owner)
        yield pack(SEND_OUTPUTS, chat_input="", chat_state=chat, chatbot=chat, recalled=render.panel_waiting(),
                   session_state=session_id)
        for event in self.ctx.assistant.respond(owner, session_id, text):
            if not self.ctx.views.is_shown(request, owner, session_id):
                # 新会话 or another account mid-reply: the turn still finishes and is stored in its
                # session (reopen it from the list), but it must not paint over what the tab shows now
                yield pack(SEND_OUTPUTS)
                continue
            chat, view = render.apply(chat, event), view.update(event)
            notices = add_notices(notices or [], event, session_id)
            restore = text if isinstance(event, TurnError) and not event.kept_user_message else gr.skip()
            panel = render.recall_panel(view, refs, utcnow()) if render.changes_panel(event) else gr.skip()
            yield pack(SEND_OUTPUTS, chat_input=restore, chat_state=chat, chatbot=chat, recalled=panel,
                       notices_state=notices)
        if not self.ctx.views.is_shown(request, owner, session_id):
            return
        yield pack(SEND_OUTPUTS, session_list=gr.update(choices=self.ctx.session_choices(owner), value=session_id),
                   layers=self.ctx.layers(owner, session_id, notices))

    def new_session(self, account: Optional[str], session_id: Optional[str], request: gr.Request):
        owner = self.ctx.owner(request, account)
        self.ctx.end_session(owner, session_id)
        self.ctx.views.show(request, owner, None)
        return self._session_view(owner, None, [])

    def open_session(self, chosen: Optional[str], account: Optional[str], session_id: Optional[str],
                     request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not chosen or chosen == session_id:
            return pack(SESSION_OUTPUTS)
        self.ctx.end_session(owner, session_id)
        chosen = self.ctx.ensure_session(owner, chosen)  # someone else's id → a fresh session of this owner
        self.ctx.views.show(request, owner, chosen)
        chat = render.history_messages(self.ctx.assistant.load_history(owner, chosen))
        return self._session_view(owner, chosen, chat)

    def tick(self, account: Optional[str], session_id: Optional[str], notices: list, search: str, mtype: str,
             request: gr.Request):
        """Poll for "记忆已更新": the writing pipeline runs on its own thread after each reply."""
        owner = self.ctx.owner(request, account)
        if not self.ctx.views.is_shown(request, owner, session_id):
            return pack(TICK_OUTPUTS)  # fired before a session/account switch; its notices wait for the next poll
        written = self.ctx.assistant.drain_notices(owner)
        if not written:
            return pack(TICK_OUTPUTS)
        before = notices = list(notices or [])
        for event in written:
            notices = add_notices(notices, event, session_id)
        if notices == before:
            return pack(TICK_OUTPUTS)
        items = self.ctx.engine.list_memories(owner, memory_type=mtype or None, search=(search or "").strip() or None)
        if not self.ctx.views.is_shown(request, owner, session_id):  # switched while this poll rendered
            return pack(TICK_OUTPUTS)
        return pack(TICK_OUTPUTS, layers=self.ctx.layers(owner, session_id, notices), notices_state=notices,
                    memory_list=render.memory_list(items, self.ctx.session_refs(owner), utcnow()))

    def _session_view(self, owner, session_id: Optional[str], chat: list) -> tuple:
        return pack(
            SESSION_OUTPUTS, session_state=session_id, chat_state=chat, chatbot=chat,
            session_list=gr.update(choices=self.ctx.session_choices(owner), value=session_id),
            recalled=render.panel_idle(), layers=self.ctx.layers(owner, session_id), notices_state=[],
        )


class AccountHandlers:
    """Page load, demo account switching and creation: each swaps everything the page shows."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def load(self, request: gr.Request):
        if self.ctx.auth:
            owner = self.ctx.owner(request, None)
            self.ctx.engine.store.ensure_account(owner, display_name=self.ctx.display_name(owner))
        else:
            owner = self.ctx.owner(request, self.ctx.default_user)
        return self._view(owner, request)

    def switch(self, chosen: Optional[str], account: Optional[str], session_id: Optional[str], request: gr.Request):
        if self.ctx.auth:  # no switching when logged in; show the login's own view
            return self._view(self.ctx.owner(request, None), request)
        known = {uid for _, uid in self.ctx.account_choices()}
        if chosen not in known:
            raise gr.Error("没有这个账号。")
        self.ctx.end_session(self.ctx.owner(request, account), session_id)
        log.info("demo account switch %s → %s", account, chosen)
        return self._view(self.ctx.owner(request, chosen), request)

    def create(self, name: str, account: Optional[str], session_id: Optional[str], request: gr.Request):
        if self.ctx.auth:
            raise gr.Error("登录模式下不能新建账号。")
        try:
            owner = new_demo_account(self.ctx.engine, self.ctx.tenant, name)
        except AccountError as exc:
            raise gr.Error(str(exc)) from exc
        self.ctx.end_session(self.ctx.owner(request, account), session_id)
        return self._view(owner, request)

    def _view(self, owner, request: gr.Request) -> tuple:
        ctx = self.ctx
        ctx.views.show(request, owner, None)
        ctx.engine.warm(owner)
        ctx.assistant.drain_notices(owner)  # "记忆已更新" from before this view is not news
        memories = ctx.engine.list_memories(owner)
        refs = ctx.session_refs(owner)
        assistant = ctx.assistant
        return pack(
            ACCOUNT_OUTPUTS,
            account=gr.update(visible=False) if ctx.auth else gr.update(choices=ctx.account_choices(),
                                                                           value=owner.user_id),
            account_line=render.account_line(ctx.display_name(owner), owner.user_id, ctx.auth),
            mode=render.mode_badge(assistant.mode, assistant.mode_label, OFFLINE_HINT),
            account_state=None if ctx.auth else owner.user_id,
            new_account_name="",
            session_state=None, chat_state=[], chatbot=[],
            session_list=gr.update(choices=ctx.session_choices(owner), value=None),
            recalled=render.panel_idle(), layers=ctx.layers(owner, None), notices_state=[],
            search="", type_filter="", add_text="", import_file=None,
            memory_list=render.memory_list(memories, refs, utcnow()),
            memory_select=gr.update(choices=render.memory_choices(memories), value=None),
            edit_text="", history=render.history_view([], []), mem_status="", deleted_state=None,
            undo=gr.update(visible=False), export_file=None,
            ins_summary="", ins_hit=None, ins_activity=None, ins_noise=None, ins_types=None,
        )
