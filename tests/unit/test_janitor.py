"""Hygiene policies (R12) with a pinned clock, and their application through the engine."""
from __future__ import annotations

import dataclasses
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from memory.config import MemoryConfig
from memory.janitor import HygienePolicy, apply_hygiene, hygiene_score, plan_hygiene
from memory.models import MemoryItem, MemoryStatus, Owner

NOW = datetime(2026, 7, 12, 10, 0, tzinfo=timezone.utc)
OWNER = Owner("default", "janitor_user")
REPO = Path(__file__).resolve().parents[2]


def mem(content: str, memory_type: str = "preference", *, importance: float = 0.7, age_days: float = 1,
        accessed_days_ago: float | None = None, access_count: int = 0, valid_until: datetime | None = None,
        mid: str | None = None) -> MemoryItem:
    created = NOW - timedelta(days=age_days)
    return MemoryItem(
        memory_id=mid or f"mem_{abs(hash(content)) % 10**12}", tenant_id=OWNER.tenant_id, user_id=OWNER.user_id,
        content=content, content_hash=content, memory_type=memory_type, importance=importance,
        created_at=created, updated_at=created, access_count=access_count, valid_until=valid_until,
        last_accessed_at=None if accessed_days_ago is None else NOW - timedelta(days=accessed_days_ago),
    )


def rules_of(plan) -> dict[str, str]:
    return {d.memory_id: d.rule for d in plan.to_archive}


def test_expired_goals_and_events_are_archived_and_live_ones_kept():
    past = mem("用户计划2026年五一去大理", "goal", valid_until=NOW - timedelta(days=60), mid="old_goal")
    future = mem("用户想在国庆去新疆", "goal", valid_until=NOW + timedelta(days=80), mid="new_goal")
    event = mem("用户下周有个婚礼要参加", "event", valid_until=NOW - timedelta(seconds=1), mid="event")
    plan = plan_hygiene([past, future, event], NOW, max_memories=200)
    assert rules_of(plan) == {"old_goal": "expired", "event": "expired"}
    assert plan.kept == ("new_goal",)
    assert "2026-05-13" in next(d.reason for d in plan.to_archive if d.memory_id == "old_goal")


def test_long_unused_low_importance_is_archived_but_constraints_and_profile_never_by_age():
    stale = mem("用户喜欢喝椰子水", importance=0.4, age_days=400, mid="stale")
    important = mem("用户喜欢博物馆", importance=0.8, age_days=400, mid="important")
    recent_use = mem("用户喜欢看日落", importance=0.4, age_days=400, accessed_days_ago=10, mid="used")
    constraint = mem("用户不吃香菜", "constraint", importance=0.3, age_days=2000, mid="constraint")
    profile = mem("用户住在杭州", "profile", importance=0.3, age_days=2000, mid="profile")
    young = mem("用户喜欢拍照", importance=0.4, age_days=100, mid="young")
    plan = plan_hygiene([stale, important, recent_use, constraint, profile, young], NOW, max_memories=200)
    assert rules_of(plan) == {"stale": "unused"}
    assert set(plan.kept) == {"important", "used", "constraint", "profile", "young"}


def test_cap_archives_lowest_score_first_and_protected_types_last():
    ms = [
        mem("用户对花生过敏", "constraint", importance=0.95, age_days=300, mid="allergy"),
        mem("用户名叫陈默", "profile", importance=0.5, age_days=300, mid="name"),
        mem("用户喜欢博物馆", importance=0.9, age_days=2, access_count=5, mid="museum"),
        mem("用户喜欢拍照", importance=0.6, age_days=200, mid="photo"),
        mem("用户喜欢喝茶", importance=0.55, age_days=30, mid="tea"),
    ]
    plan = plan_hygiene(ms, NOW, max_memories=3)
    assert rules_of(plan) == {"photo": "cap", "tea": "cap"}
    assert set(plan.kept) == {"allergy", "name", "museum"}
    # even a cap below the protected count archives unprotected ones first, then the weakest protected
    plan = plan_hygiene(ms, NOW, max_memories=1)
    assert set(rules_of(plan)) == {"photo", "tea", "museum", "name"}


def test_session_artifacts_are_stripped():
    ms = [mem("用户上传的文件里有行程单", mid="upload"), mem("用户想看这个链接里的酒店", mid="link"),
          mem("User asked about this link", mid="en"), mem("用户喜欢安静的酒店", mid="quiet")]
    plan = plan_hygiene(ms, NOW, max_memories=200)
    assert rules_of(plan) == {"upload": "artifact", "link": "artifact", "en": "artifact"}


def test_scores_are_importance_recency_usage_and_plan_is_frozen():
    policy = HygienePolicy()
    fresh = mem("用户喜欢博物馆", importance=0.8, age_days=0)
    old = mem("用户喜欢拍照", importance=0.8, age_days=365)
    used = mem("用户喜欢喝茶", importance=0.8, age_days=365, access_count=20, accessed_days_ago=365)
    allergy = mem("用户对花生过敏", "constraint", importance=0.8, age_days=3650)
    assert hygiene_score(fresh, NOW, policy) > hygiene_score(used, NOW, policy) > hygiene_score(old, NOW, policy)
    assert hygiene_score(allergy, NOW, policy) == pytest.approx(0.8 * 0.5)  # never fades; unused halves it
    plan = plan_hygiene([fresh, old], NOW, max_memories=200)
    with pytest.raises(dataclasses.FrozenInstanceError):
        plan.kept = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        plan.scores["x"] = 1.0  # type: ignore[index]
    assert set(plan.scores) == {fresh.memory_id, old.memory_id}


def test_naive_datetimes_from_sqlite_are_read_as_utc():
    m = mem("用户想去冰岛", "goal", valid_until=(NOW - timedelta(hours=1)).replace(tzinfo=None))
    assert [d.rule for d in plan_hygiene([m], NOW, 200).to_archive] == ["expired"]


def test_apply_archives_through_the_engine_with_history_and_never_deletes(tmp_path, embedder):
    from memory.engine import MemoryEngine

    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path, max_memories=2), embedder=embedder)
    try:
        then = NOW - timedelta(days=400)
        goal = engine.add_memory(OWNER, "用户计划2025年国庆去新疆", "goal", now=then, actor="extractor").memory
        engine.add_memory(OWNER, "用户对花生过敏", "constraint", importance=0.95, now=then, actor="extractor")
        engine.add_memory(OWNER, "用户喜欢喝椰子水", importance=0.4, now=then, actor="extractor")
        engine.add_memory(OWNER, "用户喜欢博物馆", importance=0.8, now=NOW, actor="extractor")
        engine.add_memory(OWNER, "用户喜欢拍照", importance=0.6, now=NOW - timedelta(days=90), actor="extractor")
        plan = apply_hygiene(engine, OWNER, NOW)
        assert sorted(d.rule for d in plan.to_archive) == ["cap", "expired", "unused"]
        active = {m.content for m in engine.list_memories(OWNER)}
        assert active == {"用户对花生过敏", "用户喜欢博物馆"}
        archived = engine.list_memories(OWNER, statuses=[MemoryStatus.archived.value])
        assert len(archived) == 3
        assert engine.list_memories(OWNER, statuses=[MemoryStatus.deleted.value]) == []
        events = engine.history(OWNER, goal.memory_id)
        assert events[-1].action == "archive" and events[-1].actor == "janitor" and "过期" in events[-1].reason
        # archived memories leave the vector index and come back on restore
        assert engine.index.count(OWNER) == 2
        engine.restore_memory(OWNER, goal.memory_id)
        assert engine.index.count(OWNER) == 3
        assert [t.kind for t in engine.store.list_traces(OWNER, kind="hygiene_run")] == ["hygiene_run"]
    finally:
        engine.close()


def test_cli_dry_run_changes_nothing(tmp_path, embedder):
    from memory.engine import MemoryEngine

    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
    engine.add_memory(OWNER, "用户上传的截图里是酒店订单", "preference", now=NOW, actor="extractor")
    engine.close()
    out = subprocess.run([sys.executable, "-m", "memory.janitor", "--data-dir", str(tmp_path), "--dry-run"],
                         cwd=REPO, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "[artifact]" in out.stdout and "would archive 1" in out.stdout
    engine = MemoryEngine(MemoryConfig(data_dir=tmp_path), embedder=embedder)
    try:
        assert engine.count(OWNER) == 1
    finally:
        engine.close()
