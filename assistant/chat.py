"""Assistant.respond(): one chat turn as an iterator of typed events (R20, R10, R23, R24).

    user message → persist it → recall → MemoriesRecalled → prompt → stream (LLM)
    or offline planner → persist reply → used memories → traces → enqueue the
    writing pipeline (extraction, the reflector on feedback, consolidation) → TurnFinished

The user's message is written before anything else, so a failing endpoint
never loses it; recall runs before the first delta; the writing pipeline is
only enqueued (it runs on its own thread), so it never blocks the stream.
"""
from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Callable, Optional, Protocol

from assistant.errors import LLMBadResponse, LLMError
from assistant.events import (
    ChatEvent,
    MemoriesRecalled,
    MemoriesUsed,
    MemoryWritten,
    ReplyDelta,
    TurnError,
    TurnFinished,
    TurnStarted,
)
from assistant.offline.knowledge import KnowledgeError, load_knowledge
from assistant.prompts import ChatTurn, PromptConfig, build_messages, load_prompts, recent_within_budget
from assistant.used import UsedMarkerFilter, select_used, used_notice
from assistant.working_memory import TripDraft, update_from_message
from memory.engine import MemoryEngine
from memory.errors import NotFound
from memory.models import ChatSession, MemoryItem, Owner, RecallHit, RecallResult, TraceEvent, utcnow

log = logging.getLogger(__name__)

OFFLINE_LABEL = "离线模式（未连接大模型）"
OFFLINE_HINT = (
    "想要更自然的对话：在「设置」页填写大模型接口，"
    "或设置环境变量 OPENAI_BASE_URL、OPENAI_API_KEY、YITU_LLM_MODEL 后重启。"
)
PARTIAL_MARKER = "（回复中断，以上内容不完整）"
INTERRUPTED_MARKER = "（回复被中止）"
MAX_PENDING_NOTICES = 20
GENERIC_ERROR = "这一轮回复出了点问题，没能完成。你的消息已经保存，可以稍后重试。"


# -- what the assistant needs from its collaborators ----------------------------------------
class ChatLLM(Protocol):
    """`assistant.llm.OpenAICompatibleLLM` satisfies this."""

    def stream(self, messages: list[dict[str, Any]]) -> Iterator[str]: ...


class Planner(Protocol):
    """`assistant.offline.OfflinePlanner` satisfies this."""

    def reply(
        self, message: str, memories: Sequence[MemoryItem], working_memory: Any, user_name: Optional[str] = None
    ) -> Any: ...  # OfflineReply(text, intent, used_memory_ids, applied, working_memory)


Listener = Callable[[Owner, Optional[str], list[Any], bool], None]


class Pipeline(Protocol):
    """`memory.pipeline.WritingPipeline` satisfies this."""

    def enqueue_turn(
        self, owner: Owner, session_id: str, turn_index: int, user_text: str, assistant_text: str, at: datetime
    ) -> int: ...

    def end_session(self, owner: Owner, session_id: str, at: Optional[datetime] = None) -> Any: ...

    def add_listener(self, fn: Listener) -> Any: ...


@dataclass(frozen=True)
class AssistantSettings:
    max_input_chars: int = 4000
    history_token_budget: int = 1500  # recent turns sent verbatim (the summary covers older ones)
    min_recent_messages: int = 4  # sent even when already folded into the summary: "这家" needs them
    offline_chunk_chars: int = 4  # offline replies are streamed in pieces this big
    offline_delay_s: float = 0.0  # pause between offline pieces, so a UI visibly streams


@dataclass
class _TurnState:
    """Everything one turn accumulates; `_finish` persists it however the turn ended."""

    owner: Owner
    session_id: str
    turn_id: str
    user_idx: int
    user_text: str
    now: Optional[datetime]
    llm: Optional[ChatLLM]
    draft: TripDraft
    pipeline_ms: float = 0.0
    draft_changed: bool = False
    parts: list[str] = field(default_factory=list)
    kept: list[MemoryItem] = field(default_factory=list)  # injected memories, best first
    used: list[MemoryItem] = field(default_factory=list)
    used_source: str = ""
    applied: list[Any] = field(default_factory=list)
    traces: list[tuple[str, dict]] = field(default_factory=list)
    finished: bool = False

    @property
    def reply(self) -> str:
        return "".join(self.parts)

    @property
    def mode(self) -> str:
        return "llm" if self.llm is not None else "offline"


class Assistant:
    def __init__(
        self,
        engine: MemoryEngine,
        *,
        llm: Optional[ChatLLM] = None,
        planner: Planner,
        pipeline: Optional[Pipeline] = None,
        settings: AssistantSettings = AssistantSettings(),
        prompts: Optional[PromptConfig] = None,
        knowledge: Any = None,
    ) -> None:
        self.engine = engine
        self.planner = planner
        self.pipeline = pipeline
        self.settings = settings
        self.prompts = prompts or load_prompts()
        # the destination finder for LLM-mode working memory: the planner's own knowledge base
        self.knowledge = knowledge or getattr(planner, "kb", None) or _default_knowledge()
        self._llm = llm
        self._notices: dict[Owner, list[MemoryWritten]] = {}
        self._lock = threading.Lock()
        if pipeline is not None:
            pipeline.add_listener(self._on_written)

    # -- mode --------------------------------------------------------------------------------
    @property
    def llm(self) -> Optional[ChatLLM]:
        return self._llm

    @property
    def mode(self) -> str:
        return "llm" if self._llm is not None else "offline"

    @property
    def mode_label(self) -> str:
        if self._llm is None:
            return OFFLINE_LABEL
        model = getattr(getattr(self._llm, "config", None), "model", "")
        return f"已连接大模型：{model}" if model else "已连接大模型"

    def set_llm(self, llm: Optional[ChatLLM]) -> None:
        """Switch at runtime (settings UI). A turn already streaming keeps the client it started with;
        closing the old client is the caller's choice."""
        self._llm = llm

    # -- sessions (R24) -----------------------------------------------------------------------
    def new_session(self, owner: Owner, *, end_previous: Optional[str] = None, title: str = "") -> ChatSession:
        if end_previous:
            self.end_session(owner, end_previous)
        return self.engine.store.create_session(owner, title=title)

    def list_sessions(self, owner: Owner, limit: int = 50) -> list[ChatSession]:
        return self.engine.store.list_sessions(owner, limit=limit)

    def get_session(self, owner: Owner, session_id: str) -> ChatSession:
        return self.engine.store.get_session(owner, session_id)

    def load_history(self, owner: Owner, session_id: str) -> list[dict[str, str]]:
        """The whole session in messages format, for reopening it in a chat UI (NotFound if not theirs)."""
        self.engine.store.get_session(owner, session_id)
        return [{"role": t.role, "content": t.content} for t in self.engine.store.list_turns(owner, session_id)]

    def working_memory(self, owner: Owner, session_id: str) -> TripDraft:
        return TripDraft.coerce(self.engine.store.get_session(owner, session_id).working_memory)

    def traces(self, owner: Owner, session_id: str, kind: Optional[str] = None) -> list[TraceEvent]:
        return self.engine.store.list_traces(owner, session_id=session_id, kind=kind)

    def end_session(self, owner: Owner, session_id: str) -> None:
        """New session, account switch, shutdown: let consolidation fold what is left."""
        if self.pipeline is None:
            return
        try:
            self.pipeline.end_session(owner, session_id, at=utcnow())
        except Exception:  # noqa: BLE001 - ending a session must never break the caller
            log.warning("end_session failed session=%s", session_id, exc_info=True)

    def drain_notices(self, owner: Owner) -> list[MemoryWritten]:
        """"记忆已更新" notices for this user since the last call (any session: the writer runs
        after the reply, and a session's last turns are folded after it ends)."""
        with self._lock:
            return self._notices.pop(owner, [])

    # -- one turn (R20) -----------------------------------------------------------------------
    def respond(self, owner: Owner, session_id: str, text: str, *, now: Optional[datetime] = None) -> Iterator[ChatEvent]:
        started = time.perf_counter()
        opened = self._open_turn(owner, session_id, text, now)
        if isinstance(opened, TurnError):
            yield opened
            return
        state, session = opened
        first_delta_ms: Optional[float] = None
        completed = False
        try:
            yield TurnStarted(state.turn_id, session_id, state.user_text, state.mode)
            recall, kept, messages = self._prepare(state, session)
            yield MemoriesRecalled(state.turn_id, injected=kept, candidates=recall.candidates,
                                   elapsed_ms=recall.elapsed_ms)
            llm = state.llm
            source = self._stream_llm(llm, messages, state) if llm is not None else self._offline(state)
            for delta in source:
                if first_delta_ms is None:
                    first_delta_ms = (time.perf_counter() - started) * 1000
                state.parts.append(delta)
                yield ReplyDelta(state.turn_id, delta)
            if not state.reply.strip():
                raise LLMBadResponse("reply was empty after removing the used marker")
            completed = True
        except LLMError as err:
            log.warning("turn=%s llm failed: %s", state.turn_id, err)
            self._finish(state, failure=PARTIAL_MARKER, error=err.user_message, technical=str(err))
            yield TurnError(state.turn_id, err.user_message)
            return
        except Exception as err:  # noqa: BLE001 - a bug must not cost the user their turn
            log.exception("turn=%s failed", state.turn_id)
            self._finish(state, failure=PARTIAL_MARKER, error=GENERIC_ERROR, technical=repr(err))
            yield TurnError(state.turn_id, GENERIC_ERROR)
            return
        finally:
            if not completed and not state.finished:  # the consumer stopped early (UI "stop", closed tab)
                self._finish(state, failure=INTERRUPTED_MARKER)

        self._finish(state)
        if state.used:
            yield MemoriesUsed(state.turn_id, used=state.used, notice=used_notice(state.used))
        yield from self.drain_notices(owner)
        yield TurnFinished(state.turn_id, state.reply, first_delta_ms=first_delta_ms,
                           pipeline_ms=state.pipeline_ms, working_memory=state.draft.to_dict())

    def _open_turn(
        self, owner: Owner, session_id: str, text: Optional[str], now: Optional[datetime]
    ) -> TurnError | tuple[_TurnState, ChatSession]:
        """Validate, then persist the user's message before anything can fail."""
        problem = self._check_input(text)
        if problem:
            return TurnError(turn_id="", message=problem, kept_user_message=False)
        assert text is not None
        text = text.strip()
        try:
            session = self.engine.store.get_session(owner, session_id)
            user_turn = self.engine.store.append_turn(owner, session_id, "user", text, at=now)
        except NotFound:
            return TurnError(turn_id="", message="没有找到这个会话，请新建一个会话再发送。", kept_user_message=False)
        llm = self._llm  # one client for the whole turn, even if the settings change meanwhile
        state = _TurnState(
            owner=owner, session_id=session_id, turn_id=f"{session_id}:{user_turn.idx}", user_idx=user_turn.idx,
            user_text=text, now=now, llm=llm, draft=TripDraft.coerce(session.working_memory),
        )
        return state, session

    def _prepare(self, state: _TurnState, session: ChatSession) -> tuple[RecallResult, list[RecallHit], list[dict[str, str]]]:
        """Recall and prompt build: the memory pipeline's share of the time to first token."""
        t0 = time.perf_counter()
        owner, text, llm = state.owner, state.user_text, state.llm
        recall = self._recall(owner, text, state.now, state)
        block, kept = self.engine.memory_block(recall.injected)
        kept_ids = {h.memory.memory_id for h in kept}
        for hit in recall.injected:
            if hit.memory.memory_id not in kept_ids:  # ranked high enough, but the block's budget ran out
                hit.injected, hit.reason = False, "超出记忆注入的 token 预算"
        state.kept = [h.memory for h in kept]
        turns = self._recent_turns(state, session)
        if llm is not None:
            before = state.draft.to_dict()
            state.draft = update_from_message(state.draft, text, self.knowledge)
            state.draft_changed = state.draft.to_dict() != before
        messages = build_messages(
            self.prompts, user_text=text, recent=turns,
            memory_block=block, trip_draft=state.draft.render(), summary=session.summary,
            ask_used_marker=llm is not None,
        )
        state.pipeline_ms = (time.perf_counter() - t0) * 1000
        state.traces.append(("memory_recall_end", _recall_payload(recall, kept)))
        state.traces.append(("prompt", {
            "version": self.prompts.version, "mode": state.mode, "sent": llm is not None,
            "model": getattr(getattr(llm, "config", None), "model", None), "messages": messages,
            "pipeline_ms": round(state.pipeline_ms, 2),
        }))
        log.info("turn=%s recall %d→%d hits %.1fms, prompt %d msgs, pipeline %.1fms", state.turn_id,
                 len(recall.candidates), len(kept), recall.elapsed_ms, len(messages), state.pipeline_ms)
        return recall, kept, messages

    # -- stages ---------------------------------------------------------------------------------
    def _check_input(self, text: Optional[str]) -> str:
        if text is None or not text.strip():
            return "消息是空的，请输入想问的内容。"
        limit = self.settings.max_input_chars
        if len(text.strip()) > limit:
            return f"这条消息太长了（{len(text.strip())} 字），请控制在 {limit} 字以内，可以分几次发送。消息没有发出，原文还在输入框里。"
        return ""

    def _recent_turns(self, state: _TurnState, session: ChatSession) -> list[ChatTurn]:
        """Turns the summary does not cover, and always the last few exchanges, within the budget."""
        earlier = [t for t in self.engine.store.list_turns(state.owner, state.session_id) if t.idx < state.user_idx]
        floor = min(session.summary_upto_turn, max(0, len(earlier) - self.settings.min_recent_messages))
        window = [ChatTurn(t.role, t.content) for t in earlier if t.idx >= floor]
        return recent_within_budget(window, self.settings.history_token_budget)

    def _recall(self, owner: Owner, text: str, now: Optional[datetime], state: _TurnState) -> RecallResult:
        state.traces.append(("memory_recall_start", {"query": text}))
        try:
            return self.engine.recall(owner, text, now=now)
        except Exception:  # noqa: BLE001 - recall failing means answering without memories
            log.warning("turn=%s recall failed; answering without memories", state.turn_id, exc_info=True)
            return RecallResult(query=text)

    def _stream_llm(self, llm: ChatLLM, messages: list[dict[str, Any]], state: _TurnState) -> Iterator[str]:
        marker = UsedMarkerFilter()
        for piece in llm.stream(messages):
            visible = marker.feed(piece)
            if visible:
                yield visible
        tail = marker.flush()
        if tail:
            yield tail
        self._set_used(state, marker.ids, "llm_marker" if marker.found else "none")

    def _offline(self, state: _TurnState) -> Iterator[str]:
        out = self.planner.reply(state.user_text, state.kept, state.draft.to_dict())
        text = str(getattr(out, "text", "") or "")
        state.draft = TripDraft.coerce(getattr(out, "working_memory", None) or state.draft)
        state.draft_changed = True
        state.applied = [_plain(a) for a in getattr(out, "applied", None) or []]
        self._set_used(state, list(getattr(out, "used_memory_ids", None) or []), "offline_planner")
        size = max(1, self.settings.offline_chunk_chars)
        for i in range(0, len(text), size):
            if i and self.settings.offline_delay_s:
                time.sleep(self.settings.offline_delay_s)
            yield text[i:i + size]

    @staticmethod
    def _set_used(state: _TurnState, cited: list[str], source: str) -> None:
        by_id = {m.memory_id: m for m in state.kept}
        state.used = [by_id[mid] for mid in select_used(cited, list(by_id))]  # only injected ids count
        state.used_source = source

    def _finish(self, state: _TurnState, *, failure: str = "", error: str = "", technical: str = "") -> None:
        """Persist the reply, used memories, traces and the pipeline work, however the turn ended."""
        if state.finished:
            return
        state.finished = True
        owner, store = state.owner, self.engine.store
        at = state.now or utcnow()
        reply = state.reply.rstrip()
        try:
            if reply:
                store.append_turn(owner, state.session_id, "assistant",
                                  f"{reply}\n\n{failure}" if failure else reply, at=at)
            if state.draft_changed and not failure:
                store.update_session(owner, state.session_id, working_memory=state.draft.to_dict())
            if state.used and not failure:
                self.engine.mark_used(owner, [m.memory_id for m in state.used], now=at)
                state.traces.append(("memory_used", {
                    "memory_ids": [m.memory_id for m in state.used], "contents": [m.content for m in state.used],
                    "source": state.used_source, "notice": used_notice(state.used), "applied": state.applied,
                }))
            if error:
                state.traces.append(("turn_error", {"message": error, "detail": technical, "partial_chars": len(reply)}))
            _write_traces(self.engine, state)
        except Exception:  # noqa: BLE001 - the user turn is already safe; log and go on
            log.exception("turn=%s could not persist the reply or traces", state.turn_id)
        self._enqueue(state, reply, at)

    def _enqueue(self, state: _TurnState, reply: str, at: datetime) -> None:
        if self.pipeline is None:
            return
        try:  # a persisted queue row: quick; the worker extracts, reflects on feedback, consolidates
            self.pipeline.enqueue_turn(state.owner, state.session_id, state.user_idx, state.user_text, reply, at)
        except Exception:  # noqa: BLE001 - consolidation can catch up later; the chat goes on
            log.warning("turn=%s could not enqueue consolidation", state.turn_id, exc_info=True)

    def _on_written(self, owner: Owner, session_id: Optional[str], outcomes: list[Any], summary_changed: bool) -> None:
        actions = [a for a in (describe_outcome(o) for o in outcomes) if a]
        if summary_changed:
            actions.append("会话摘要已更新")
        if not actions:
            return
        with self._lock:
            pending = self._notices.setdefault(owner, [])
            pending.append(MemoryWritten(session_id or "", actions))
            del pending[:-MAX_PENDING_NOTICES]  # nobody is draining: keep the latest only


def _write_traces(engine: MemoryEngine, state: _TurnState) -> None:
    """All of a turn's traces in one transaction (`Store.add_trace` commits each row)."""
    with engine.store.session() as s:
        for kind, payload in state.traces:
            s.add(TraceEvent(tenant_id=state.owner.tenant_id, user_id=state.owner.user_id,
                             session_id=state.session_id, turn_id=state.turn_id, kind=kind, payload=payload))
        s.commit()


def _default_knowledge() -> Any:
    try:
        return load_knowledge()
    except KnowledgeError:
        log.warning("offline knowledge base unavailable: no destination parsing in LLM mode", exc_info=True)
        return None


def describe_outcome(outcome: Any) -> str:
    """A WriteOutcome as one line of the "记忆已更新" notice; '' for no visible change."""
    action = getattr(outcome, "action", "")
    memory = getattr(outcome, "memory", None)
    previous = getattr(outcome, "previous", None)
    if memory is None:
        return ""
    if action == "created":
        return f"新增：{memory.content}"
    if action == "superseded":
        return f"更新：{memory.content}" + (f"（取代「{previous.content}」）" if previous is not None else "")
    return ""


def _recall_payload(recall: RecallResult, kept: list[RecallHit]) -> dict[str, Any]:
    kept_ids = {h.memory.memory_id for h in kept}
    return {
        "query": recall.query,
        "candidates": len(recall.candidates),
        "injected": len(kept),
        "elapsed_ms": round(recall.elapsed_ms, 2),
        "hits": [
            {
                "memory_id": h.memory.memory_id, "content": h.memory.content, "type": h.memory.memory_type,
                "rank": h.rank, "injected": h.memory.memory_id in kept_ids, "reason": h.reason,
                "score": h.score.as_dict(),
            }
            for h in recall.candidates
        ],
    }


def _plain(value: Any) -> Any:
    as_dict = getattr(value, "as_dict", None)
    return as_dict() if callable(as_dict) else value if isinstance(value, (str, int, float, dict, list)) else str(value)

