"""SQL repository: the source of truth for memories, their history, sessions and traces.

Every method takes an `Owner` and puts (tenant_id, user_id) inside the query
itself (R3): nothing here fetches by id alone and filters afterwards.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any, Optional

from sqlalchemy import event, func, or_, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlmodel import Session, SQLModel, col, create_engine, select

from .errors import NotFound
from .migrations import migrate
from .models import (
    Account,
    Action,
    ChatSession,
    MemoryEvent,
    MemoryItem,
    MemoryStatus,
    MetaEntry,
    Owner,
    TraceEvent,
    Turn,
    utcnow,
)

log = logging.getLogger(__name__)


def _owned(stmt, model, owner: Owner):
    return stmt.where(model.tenant_id == owner.tenant_id, model.user_id == owner.user_id)


class Store:
    def __init__(self, url: str) -> None:
        is_sqlite = url.startswith("sqlite")
        connect_args = {"check_same_thread": False, "timeout": 30} if is_sqlite else {}
        self.engine = create_engine(url, connect_args=connect_args, pool_pre_ping=not is_sqlite)
        if is_sqlite:
            # WAL lets the UI read while the consolidation worker writes.
            @event.listens_for(self.engine, "connect")
            def _pragmas(dbapi_conn, _record):  # pragma: no cover - trivial
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute("PRAGMA busy_timeout=30000")
                cur.execute("PRAGMA foreign_keys=ON")
                cur.close()

        migrate(self.engine)
        self.is_sqlite = is_sqlite
        self.optimize()

    def optimize(self) -> None:
        """Give SQLite's planner statistics (PostgreSQL's autovacuum keeps its own).

        Without them it answers recall's re-check (owner, status and ~60 ids)
        through the (tenant, user, status) index, reading every active row of the
        user, instead of looking the ids up by primary key: at 1,000 memories per
        user that re-check took 2.7 ms against 2.2. 0x10002 analyses every table
        whose statistics are missing or stale (SQLite's `PRAGMA optimize`; ~0.01 ms
        when none are): at start and at close, as SQLite advises for long-lived
        connections, and after a bulk import (MemoryEngine.bulk_add).
        """
        if not self.is_sqlite:
            return
        try:
            with self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA optimize=0x10002")
        except SQLAlchemyError as exc:  # a read-only or busy file: slower plans, nothing lost
            log.warning("PRAGMA optimize failed: %s", exc)

    @contextmanager
    def session(self) -> Iterator[Session]:
        with Session(self.engine, expire_on_commit=False) as s:
            yield s

    def close(self) -> None:
        self.optimize()
        self.engine.dispose()

    # ------------------------------------------------------------ meta
    def get_meta(self, key: str) -> Optional[str]:
        with self.session() as s:
            row = s.get(MetaEntry, key)
            return row.value if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.session() as s:
            row = s.get(MetaEntry, key) or MetaEntry(key=key, value=value)
            row.value = value
            s.add(row)
            s.commit()

    # ------------------------------------------------------------ accounts
    def ensure_account(self, owner: Owner, display_name: str = "", is_demo: bool = False) -> Account:
        with self.session() as s:
            row = s.exec(_owned(select(Account), Account, owner)).first()
            if row:
                return row
            row = Account(
                tenant_id=owner.tenant_id,
                user_id=owner.user_id,
                display_name=display_name or owner.user_id,
                is_demo=is_demo,
            )
            s.add(row)
            try:
                s.commit()
            except IntegrityError:  # a concurrent creator won
                s.rollback()
                return s.exec(_owned(select(Account), Account, owner)).one()
            return row

    def list_accounts(self, tenant_id: str) -> list[Account]:
        with self.session() as s:
            stmt = select(Account).where(Account.tenant_id == tenant_id).order_by(Account.id)
            return list(s.exec(stmt))

    # ------------------------------------------------------------ memories
    def insert_memory(self, s: Session, item: MemoryItem, actor: str, reason: str) -> MemoryItem:
        """Insert inside the caller's transaction (so dedup races surface as IntegrityError)."""
        s.add(item)
        s.flush()
        self.record(s, item, Action.create, actor, None, item.content, reason, at=item.created_at)
        return item

    @staticmethod
    def record(
        s: Session,
        item: MemoryItem,
        action: Action | str,
        actor: str,
        old: Optional[str],
        new: Optional[str],
        reason: str,
        at: Optional[datetime] = None,
    ) -> None:
        s.add(
            MemoryEvent(
                memory_id=item.memory_id,
                tenant_id=item.tenant_id,
                user_id=item.user_id,
                action=action.value if isinstance(action, Action) else action,
                actor=actor,
                old_content=old,
                new_content=new,
                reason=reason,
                at=at or utcnow(),
            )
        )

    def get_memory(self, owner: Owner, memory_id: str, s: Optional[Session] = None) -> MemoryItem:
        stmt = _owned(select(MemoryItem), MemoryItem, owner).where(MemoryItem.memory_id == memory_id)
        if s is not None:
            row = s.exec(stmt).first()
        else:
            with self.session() as s2:
                row = s2.exec(stmt).first()
        if row is None:
            raise NotFound(f"没有找到这条记忆（{memory_id}）")
        return row

    def get_active_many(self, owner: Owner, memory_ids: Iterable[str]) -> dict[str, MemoryItem]:
        """The ownership and status re-check for vector/keyword hits (R3)."""
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return {}
        with self.session() as s:
            stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
                col(MemoryItem.memory_id).in_(ids), MemoryItem.status == MemoryStatus.active.value
            )
            return {row.memory_id: row for row in s.exec(stmt)}

    def list_memories(
        self,
        owner: Owner,
        *,
        statuses: Iterable[str] = (MemoryStatus.active.value,),
        memory_type: Optional[str] = None,
        search: Optional[str] = None,
        limit: Optional[int] = None,
    ) -> list[MemoryItem]:
        with self.session() as s:
            stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
                col(MemoryItem.status).in_(list(statuses))
            )
            if memory_type:
                stmt = stmt.where(MemoryItem.memory_type == memory_type)
            if search:
                like = f"%{search.strip()}%"
                stmt = stmt.where(
                    or_(col(MemoryItem.content).like(like), col(MemoryItem.slot).like(like))
                )
            stmt = stmt.order_by(col(MemoryItem.updated_at).desc())
            if limit:
                stmt = stmt.limit(limit)
            return list(s.exec(stmt))

    def count_memories(self, owner: Owner, status: str = MemoryStatus.active.value) -> int:
        with self.session() as s:
            stmt = _owned(select(func.count()).select_from(MemoryItem), MemoryItem, owner).where(
                MemoryItem.status == status
            )
            return int(s.exec(stmt).one())

    def find_active_by_hash(self, s: Session, owner: Owner, content_hash: str) -> Optional[MemoryItem]:
        stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
            MemoryItem.content_hash == content_hash, MemoryItem.status == MemoryStatus.active.value
        )
        return s.exec(stmt).first()

    def active_hashes(self, s: Session, owner: Owner) -> set[str]:
        stmt = _owned(select(MemoryItem.content_hash), MemoryItem, owner).where(
            MemoryItem.status == MemoryStatus.active.value
        )
        return set(s.exec(stmt))

    def find_active_by_ids(self, s: Session, owner: Owner, memory_ids: Iterable[str]) -> list[MemoryItem]:
        """The owner's active memories among `memory_ids`, inside the caller's transaction."""
        ids = list(dict.fromkeys(memory_ids))
        if not ids:
            return []
        stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
            col(MemoryItem.memory_id).in_(ids), MemoryItem.status == MemoryStatus.active.value
        )
        return list(s.exec(stmt))

    def find_active_by_slots(self, s: Session, owner: Owner, slots: Iterable[str]) -> list[MemoryItem]:
        """Active memories on any of `slots`; a slot ending in '.' matches as a prefix."""
        exact = [x for x in slots if x and not x.endswith(".")]
        prefixes = [x for x in slots if x and x.endswith(".")]
        conds = []
        if exact:
            conds.append(col(MemoryItem.slot).in_(exact))
        conds.extend(col(MemoryItem.slot).startswith(p) for p in prefixes)
        if not conds:
            return []
        stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
            MemoryItem.status == MemoryStatus.active.value, or_(*conds)
        )
        return list(s.exec(stmt))

    def history(self, owner: Owner, memory_id: str) -> list[MemoryEvent]:
        """Events of this memory and of every version in its chain, oldest first."""
        chain = self.version_chain(owner, memory_id)
        ids = [m.memory_id for m in chain]
        with self.session() as s:
            stmt = _owned(select(MemoryEvent), MemoryEvent, owner).where(
                col(MemoryEvent.memory_id).in_(ids)
            )
            return list(s.exec(stmt.order_by(MemoryEvent.id)))  # append order

    def version_chain(self, owner: Owner, memory_id: str) -> list[MemoryItem]:
        """Every version linked to this memory through supersedes_id, oldest first."""
        with self.session() as s:
            current = self.get_memory(owner, memory_id, s)
            # walk forward to the newest version
            while True:
                stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
                    MemoryItem.supersedes_id == current.memory_id
                )
                newer = s.exec(stmt).first()
                if newer is None:
                    break
                current = newer
            chain = [current]
            while chain[-1].supersedes_id:
                stmt = _owned(select(MemoryItem), MemoryItem, owner).where(
                    MemoryItem.memory_id == chain[-1].supersedes_id
                )
                older = s.exec(stmt).first()
                if older is None:
                    break
                chain.append(older)
            return list(reversed(chain))

    def events_since(self, owner: Owner, since: datetime, limit: int = 50) -> list[MemoryEvent]:
        with self.session() as s:
            stmt = _owned(select(MemoryEvent), MemoryEvent, owner).where(MemoryEvent.at >= since)
            return list(s.exec(stmt.order_by(col(MemoryEvent.at).desc()).limit(limit)))

    def touch_access(self, owner: Owner, memory_ids: Iterable[str], now: datetime) -> int:
        ids = list(memory_ids)
        if not ids:
            return 0
        with self.session() as s:
            stmt = _owned(select(MemoryItem), MemoryItem, owner).where(col(MemoryItem.memory_id).in_(ids))
            rows = list(s.exec(stmt))
            for row in rows:
                row.access_count += 1
                row.last_accessed_at = now
                s.add(row)
            s.commit()
            return len(rows)

    def set_embedding_model(self, memory_ids: list[str], identity: str) -> None:
        with self.session() as s:
            s.exec(update(MemoryItem).where(col(MemoryItem.memory_id).in_(memory_ids)).values(embedding_model=identity))
            s.commit()

    def all_active(self) -> Iterator[MemoryItem]:
        """Every active memory of every owner: only for `reindex`."""
        with self.session() as s:
            stmt = select(MemoryItem).where(MemoryItem.status == MemoryStatus.active.value)
            yield from s.exec(stmt.order_by(MemoryItem.tenant_id, MemoryItem.user_id))

    # ------------------------------------------------------------ sessions, turns, traces
    def create_session(self, owner: Owner, title: str = "", at: Optional[datetime] = None) -> ChatSession:
        with self.session() as s:
            now = at or utcnow()
            row = ChatSession(
                tenant_id=owner.tenant_id, user_id=owner.user_id, title=title, started_at=now, updated_at=now
            )
            s.add(row)
            s.commit()
            return row

    def get_session(self, owner: Owner, session_id: str) -> ChatSession:
        with self.session() as s:
            stmt = _owned(select(ChatSession), ChatSession, owner).where(ChatSession.session_id == session_id)
            row = s.exec(stmt).first()
            if row is None:
                raise NotFound(f"没有找到这个会话（{session_id}）")
            return row

    def list_sessions(self, owner: Owner, limit: int = 50) -> list[ChatSession]:
        with self.session() as s:
            stmt = _owned(select(ChatSession), ChatSession, owner)
            return list(s.exec(stmt.order_by(col(ChatSession.updated_at).desc()).limit(limit)))

    def update_session(self, owner: Owner, session_id: str, **fields: Any) -> ChatSession:
        with self.session() as s:
            stmt = _owned(select(ChatSession), ChatSession, owner).where(ChatSession.session_id == session_id)
            row = s.exec(stmt).first()
            if row is None:
                raise NotFound(f"没有找到这个会话（{session_id}）")
            for key, value in fields.items():
                setattr(row, key, value)
            s.add(row)
            s.commit()
            return row

    def append_turn(
        self, owner: Owner, session_id: str, role: str, content: str, at: Optional[datetime] = None
    ) -> Turn:
        with self.session() as s:
            sess = s.exec(
                _owned(select(ChatSession), ChatSession, owner).where(ChatSession.session_id == session_id)
            ).first()
            if sess is None:
                raise NotFound(f"没有找到这个会话（{session_id}）")
            count = s.exec(select(func.count()).select_from(Turn).where(Turn.session_id == session_id)).one()
            now = at or utcnow()
            turn = Turn(
                session_id=session_id,
                tenant_id=owner.tenant_id,
                user_id=owner.user_id,
                idx=int(count),
                role=role,
                content=content,
                created_at=now,
            )
            sess.updated_at = now
            if not sess.title and role == "user":
                sess.title = content.strip().replace("\n", " ")[:30]
            s.add(turn)
            s.add(sess)
            s.commit()
            return turn

    def list_turns(self, owner: Owner, session_id: str) -> list[Turn]:
        with self.session() as s:
            stmt = _owned(select(Turn), Turn, owner).where(Turn.session_id == session_id)
            return list(s.exec(stmt.order_by(Turn.idx)))

    def add_trace(
        self,
        owner: Owner,
        kind: str,
        payload: dict,
        session_id: Optional[str] = None,
        turn_id: Optional[str] = None,
    ) -> TraceEvent:
        with self.session() as s:
            row = TraceEvent(
                tenant_id=owner.tenant_id,
                user_id=owner.user_id,
                session_id=session_id,
                turn_id=turn_id,
                kind=kind,
                payload=payload,
            )
            s.add(row)
            s.commit()
            return row

    def list_traces(
        self, owner: Owner, session_id: Optional[str] = None, kind: Optional[str] = None, limit: int = 500
    ) -> list[TraceEvent]:
        with self.session() as s:
            stmt = _owned(select(TraceEvent), TraceEvent, owner)
            if session_id:
                stmt = stmt.where(TraceEvent.session_id == session_id)
            if kind:
                stmt = stmt.where(TraceEvent.kind == kind)
            return list(s.exec(stmt.order_by(TraceEvent.id).limit(limit)))

    def create_all(self) -> None:  # used by tests that want a bare schema
        SQLModel.metadata.create_all(self.engine)
