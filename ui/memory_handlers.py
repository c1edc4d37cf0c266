"""The memory manager's handlers (R42): list, search, add, edit, delete/undo, correct, history, export/import.

Every engine call is scoped by the owner from `AppContext.owner`; a memory id
from the browser that belongs to someone else is simply "not found".
"""
from __future__ import annotations

import functools
import inspect
import json
import logging
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any, Optional

import gradio as gr

from memory.errors import ImportFormatError, MemoryError_
from memory.models import MemoryStatus, utcnow

from . import render, transfer
from .context import AppContext
from .handlers import pack

log = logging.getLogger(__name__)

REFRESH_OUTPUTS = ("memory_list", "memory_select", "edit_text", "edit_type", "history", "mem_status",
                   "deleted_state", "undo", "layers", "add_text")
SELECT_OUTPUTS = ("edit_text", "edit_type", "history", "mem_status")
EXPORT_OUTPUTS = ("export_file", "mem_status")
WRONG_REASON = "这条记错了：用户更正"
EXPORT_TTL_S = 600  # exported files are copied into gradio's cache when returned; ours can go soon after


def _answer_if_shown(handler):
    """A change is made for the account it was asked in; its answer (list, status, layers) is
    dropped when the tab has switched to another account by the time it is ready."""
    signature = inspect.signature(handler)

    @functools.wraps(handler)
    def answer(self, *args, **kwargs):
        result = handler(self, *args, **kwargs)
        given = signature.bind(self, *args, **kwargs).arguments
        owner = self.ctx.owner(given["request"], given["account"])
        return result if self.ctx.views.shows_account(given["request"], owner) else pack(REFRESH_OUTPUTS)

    return answer


class MemoryHandlers:
    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    # ------------------------------------------------------------ reading
    def filter(self, search: str, mtype: str, account: Optional[str], request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not self.ctx.views.shows_account(request, owner):  # typed just before switching account
            return gr.skip(), gr.skip()
        items = self._items(owner, search, mtype)
        return render.memory_list(items, self.ctx.session_refs(owner), utcnow()), \
            gr.update(choices=render.memory_choices(items), value=None)

    def select(self, memory_id: Optional[str], account: Optional[str], request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not self.ctx.views.shows_account(request, owner):
            return pack(SELECT_OUTPUTS)
        if not memory_id:
            return pack(SELECT_OUTPUTS, edit_text="", history=render.history_view([], []))
        try:
            item = self.ctx.engine.get_memory(owner, memory_id)
            chain = self.ctx.engine.version_chain(owner, memory_id)
            events = self.ctx.engine.history(owner, memory_id)
        except MemoryError_ as exc:
            return pack(SELECT_OUTPUTS, mem_status=render.status_line(str(exc), "error"))
        return pack(SELECT_OUTPUTS, edit_text=item.content, edit_type=item.memory_type,
                    history=render.history_view(chain, events))

    # ------------------------------------------------------------ changes
    @_answer_if_shown
    def add(self, content: str, mtype: str, search: str, filt: str, account, session_id, notices,
            request: gr.Request):
        owner = self.ctx.owner(request, account)
        return self._change(owner, search, filt, session_id, notices,
                            lambda: self.ctx.engine.add_memory(owner, (content or "").strip(), mtype or "preference"),
                            _added_message, extra={"add_text": ""})

    @_answer_if_shown
    def save(self, memory_id, content: str, mtype: str, search, filt, account, session_id, notices,
             request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not memory_id:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line("请先在上面选择一条记忆。", "error"))
        return self._change(owner, search, filt, session_id, notices,
                            lambda: self.ctx.engine.edit_memory(owner, memory_id, content, memory_type=mtype),
                            lambda new: f"已保存为新版本 v{new.version}：{new.content}", select=lambda new: new.memory_id)

    @_answer_if_shown
    def delete(self, memory_id, search, filt, account, session_id, notices, request: gr.Request):
        return self._delete(self.ctx.owner(request, account), memory_id, search, filt, session_id, notices, "用户删除")

    def _delete(self, owner, memory_id, search, filt, session_id, notices, reason: str):
        if not memory_id:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line("请先在上面选择一条记忆。", "error"))
        return self._change(owner, search, filt, session_id, notices,
                            lambda: self.ctx.engine.delete_memory(owner, memory_id, reason=reason),
                            lambda item: f"已删除：{item.content}（可以撤销）", deleted=True)

    @_answer_if_shown
    def wrong(self, memory_id, content: str, mtype: str, search, filt, account, session_id, notices,
              request: gr.Request):
        """"这条记错了": with a corrected text it becomes a new version, without one it is removed."""
        owner = self.ctx.owner(request, account)
        if not memory_id:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line("请先在上面选择一条记忆。", "error"))
        try:
            current = self.ctx.engine.get_memory(owner, memory_id)
        except MemoryError_ as exc:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line(str(exc), "error"))
        corrected = (content or "").strip()
        if corrected and corrected != current.content:
            return self._change(owner, search, filt, session_id, notices,
                                lambda: self.ctx.engine.edit_memory(owner, memory_id, corrected, memory_type=mtype,
                                                                    reason=WRONG_REASON),
                                lambda new: f"已更正为：{new.content}", select=lambda new: new.memory_id)
        return self._delete(owner, memory_id, search, filt, session_id, notices, "这条记错了：用户删除")

    @_answer_if_shown
    def undo(self, deleted_id, search, filt, account, session_id, notices, request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not deleted_id:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line("没有可以撤销的删除。", "error"))
        return self._change(owner, search, filt, session_id, notices,
                            lambda: self.ctx.engine.restore_memory(owner, deleted_id),
                            lambda item: f"已恢复：{item.content}", select=lambda item: item.memory_id)

    # ------------------------------------------------------------ export / import
    def export(self, account, request: gr.Request):
        owner = self.ctx.owner(request, account)
        data = transfer.export_memories(self.ctx.engine, owner)
        path = _export_dir() / f"yitu-memories-{owner.user_id}.json"
        path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
        return pack(EXPORT_OUTPUTS, export_file=str(path),
                    mem_status=render.status_line(f"已导出 {len(data['memories'])} 条记忆（含历史）。"))

    @_answer_if_shown
    def import_file(self, upload: Any, search, filt, account, session_id, notices, request: gr.Request):
        owner = self.ctx.owner(request, account)
        if not upload:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line("请先选择要导入的 JSON 文件。", "error"))
        try:
            raw = Path(upload if isinstance(upload, str) else upload.name).read_bytes()
            counts = transfer.import_memories(self.ctx.engine, owner, raw)
        except ImportFormatError as exc:
            gr.Warning(str(exc))
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line(str(exc), "error"))
        except (OSError, MemoryError_) as exc:
            log.warning("import failed for %s: %s", owner.user_id, exc)
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line(f"导入失败：{exc}", "error"))
        return self._refresh(owner, search, filt, session_id, notices, transfer.import_summary(counts))

    # ------------------------------------------------------------ helpers
    def _change(self, owner, search, filt, session_id, notices, action, message, *, select=None, deleted=False,
                extra=None):
        try:
            result = action()
        except MemoryError_ as exc:
            return pack(REFRESH_OUTPUTS, mem_status=render.status_line(str(exc), "error"))
        item = getattr(result, "memory", result)  # add_memory returns a WriteOutcome
        return self._refresh(owner, search, filt, session_id, notices, message(result),
                             selected=select(item) if select else None,
                             deleted_id=item.memory_id if deleted else None, extra=extra)

    def _refresh(self, owner, search, filt, session_id, notices, message: str, *, selected=None, deleted_id=None,
                 extra=None):
        items = self._items(owner, search, filt)
        values: dict[str, Any] = dict(
            memory_list=render.memory_list(items, self.ctx.session_refs(owner), utcnow()),
            memory_select=gr.update(choices=render.memory_choices(items), value=selected),
            mem_status=render.status_line(message),
            deleted_state=deleted_id, undo=gr.update(visible=deleted_id is not None),
            layers=self.ctx.layers(owner, session_id, notices or []),
        )
        if selected is None:
            values.update(edit_text="", history=render.history_view([], []))
        return pack(REFRESH_OUTPUTS, **values, **(extra or {}))

    def _items(self, owner, search: Optional[str], mtype: Optional[str]):
        return self.ctx.engine.list_memories(owner, statuses=(MemoryStatus.active.value,),
                                             memory_type=mtype or None, search=(search or "").strip() or None)


def _export_dir() -> Path:
    """A fresh random directory per export (the download URL cannot be guessed); old ones are pruned."""
    root = Path(tempfile.gettempdir()) / "yitu-exports"
    root.mkdir(exist_ok=True)
    cutoff = time.time() - EXPORT_TTL_S
    for old in root.iterdir():
        if old.is_dir() and old.stat().st_mtime < cutoff:
            shutil.rmtree(old, ignore_errors=True)
    return Path(tempfile.mkdtemp(dir=root))


def _added_message(outcome) -> str:
    if outcome.action == "refreshed":
        return f"已经有这条记忆了，已刷新：{outcome.memory.content}"
    if outcome.action == "superseded" and outcome.previous is not None:
        return f"已添加，并取代了旧的说法「{outcome.previous.content}」"
    return f"已添加：{outcome.memory.content}"
