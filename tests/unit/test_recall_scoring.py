"""Pure recall scoring: the scale, the fusion, recency by type and the injection decision."""
from datetime import datetime, timedelta, timezone

from memory.config import RetrievalConfig
from memory.models import MemoryItem
from memory.recall import Evidence, dense_score, is_expired, rank_and_select, recency_score, score

NOW = datetime(2026, 7, 12, tzinfo=timezone.utc)
CFG = RetrievalConfig()


def mem(mid: str, kind: str = "preference", importance: float = 0.7, age_days: float = 0, **kw) -> MemoryItem:
    at = NOW - timedelta(days=age_days)
    return MemoryItem(memory_id=mid, tenant_id="t", user_id="u", content=mid, content_hash=mid,
                      memory_type=kind, importance=importance, created_at=at, updated_at=at, **kw)


def test_dense_scale_is_clamped_and_monotonic():
    assert dense_score(None) == 0.0 and dense_score(-0.5) == 0.0 and dense_score(0.99) == 1.0
    assert dense_score(0.3) < dense_score(0.4) < dense_score(0.5)


def test_any_path_alone_can_make_a_memory_relevant_and_agreement_adds():
    m = mem("m")
    dense_only = score(m, Evidence(cosine=0.4), NOW, CFG).similarity
    intent_only = score(m, Evidence(cosine=0.0, intent=0.85), NOW, CFG).similarity
    both = score(m, Evidence(cosine=0.4, intent=0.85), NOW, CFG).similarity
    assert dense_only > CFG.score_threshold and intent_only > CFG.score_threshold
    assert both > max(dense_only, intent_only)
    assert score(m, Evidence(cosine=0.1), NOW, CFG).similarity < CFG.score_threshold


def test_recency_depends_on_type():
    old = 400
    assert recency_score(mem("a", "constraint", age_days=old), NOW, CFG) == 1.0  # allergies never fade
    goal = recency_score(mem("g", "goal", age_days=old), NOW, CFG)
    pref = recency_score(mem("p", "preference", age_days=old), NOW, CFG)
    assert goal < pref < 1.0


def test_user_stated_outranks_inferred_all_else_equal():
    ev = Evidence(cosine=0.5)
    stated = score(mem("s", source_type="user_stated"), ev, NOW, CFG).total
    inferred = score(mem("i", source_type="inferred"), ev, NOW, CFG).total
    assert stated > inferred


def test_injection_threshold_relative_cutoff_and_top_k():
    memories = {f"m{i}": mem(f"m{i}", importance=0.9) for i in range(8)}
    memories["weak"] = mem("weak", importance=0.2)
    memories["noise"] = mem("noise", importance=0.95)
    evidence = {f"m{i}": Evidence(cosine=0.7) for i in range(8)}
    evidence["weak"] = Evidence(cosine=0.36)
    evidence["noise"] = Evidence(cosine=0.05)
    hits = rank_and_select(memories, evidence, NOW, CFG)
    injected = [h.memory.memory_id for h in hits if h.injected]
    assert len(injected) == CFG.top_k_inject
    by_id = {h.memory.memory_id: h for h in hits}
    assert not by_id["noise"].injected and "阈值" in by_id["noise"].reason
    order = [h.memory.memory_id for h in hits]
    assert order.index("noise") > max(order.index(f"m{i}") for i in range(8))  # importance cannot lift it
    assert any("上限" in h.reason for h in hits if not h.injected)


def test_expired_and_foreign_memories_are_dropped():
    expired = mem("e", "event", valid_until=NOW - timedelta(days=1))
    assert is_expired(expired, NOW)
    hits = rank_and_select({"e": expired}, {"e": Evidence(cosine=0.9), "ghost": Evidence(cosine=0.9)}, NOW, CFG)
    assert hits == []  # 'ghost' failed the SQL owner re-check, 'e' is past its valid_until


def test_nothing_relevant_means_nothing_injected():
    hits = rank_and_select({"a": mem("a", importance=1.0)}, {"a": Evidence(cosine=0.1)}, NOW, CFG)
    assert hits and not any(h.injected for h in hits)


def test_travel_relevance_scales_similarity_down_to_the_floor_only():
    from memory.recall import TRAVEL_FLOOR

    m = mem("m")
    travel = score(m, Evidence(cosine=0.5, travel=1.0), NOW, CFG)
    everyday = score(m, Evidence(cosine=0.5, travel=0.0), NOW, CFG)
    unknown = score(m, Evidence(cosine=0.5), NOW, CFG)
    assert unknown.similarity == travel.similarity  # no prior known: no effect
    assert abs(everyday.similarity - TRAVEL_FLOOR * travel.similarity) < 1e-9
    assert everyday.travel == 0.0 and travel.travel == 1.0


def _plain_hit(mid: str, content: str, injected: bool = False):
    from memory.models import RecallHit, ScoreBreakdown
    m = mem(mid).model_copy(update={"content": content})
    return RecallHit(memory=m, score=ScoreBreakdown(similarity=0.05, dense=0.1, keyword=0.2, intent=0.0, importance=0.5,
                                                    recency=1.0, source=1.0, total=0.3), rank=0, injected=injected)


def test_answer_by_words_injects_the_one_or_two_holders_only_when_nothing_was_injected():
    from memory.recall import WORDS_HELD_REASON, answer_by_words
    lin, boat, other = (_plain_hit(mid, text) for mid, text in
                        (("lin", "用户出海一般包老林的船，老林电话13857412345"), ("boat", "用户坐船只坐上层"),
                         ("other", "用户住在舟山")))
    holding = {"老林": {"lin"}, "电话": {"lin", "wife"}}
    assert answer_by_words([boat, lin, other], holding) == [lin, boat, other]  # the holder ranks first
    assert lin.injected and lin.reason == WORDS_HELD_REASON and not boat.injected and not other.injected
    # something already injected: the rule stays out
    lin2, boat2 = _plain_hit("lin", "用户出海一般包老林的船"), _plain_hit("boat", "用户坐船只坐上层", injected=True)
    answer_by_words([lin2, boat2], holding)
    assert not lin2.injected
    # three memories hold the words: they do not single anything out
    hits = [_plain_hit(m, "用户的电话") for m in "abc"]
    answer_by_words(hits, {"用户": {"a", "b", "c"}, "电话": {"a", "b", "c"}})
    assert not any(h.injected for h in hits)


def test_answer_by_words_lets_one_asked_word_be_missing_but_not_two():
    from memory.recall import answer_by_words
    # "Mia在哪个国家读博": 国家 is in no memory, Mia and 读博 single one out
    mia, trip = _plain_hit("mia", "女朋友Mia在荷兰读博"), _plain_hit("trip", "7月18日飞阿姆斯特丹找Mia")
    answer_by_words([trip, mia], {"mia": {"mia", "trip"}, "国家": set(), "读博": {"mia"}})
    assert mia.injected and not trip.injected
    # "汕德卡C7H百公里油耗多少": only two of four words held, the memory says nothing of fuel
    truck = _plain_hit("truck", "换了台重汽汕德卡C7H，驾驶室带独立卧铺")
    answer_by_words([truck], {"德卡": {"truck"}, "c7h": {"truck"}, "百公里": set(), "油耗": set()})
    assert not truck.injected
    # one word passes only where the caller allows it (a question for who someone is: "老许是谁")
    xu = _plain_hit("xu", "老许是我钓友")
    answer_by_words([xu], {"老许": {"xu"}})
    assert not xu.injected
    answer_by_words([xu], {"老许": {"xu"}}, least=1)
    assert xu.injected
    nobody = _plain_hit("xu", "老许是我钓友")
    answer_by_words([nobody], {"小满": set()}, least=1)
    assert not nobody.injected


def test_answer_when_asked_injects_a_pending_dated_candidate_that_says_a_word_asked():
    from memory.recall import WHEN_REASON, answer_when_asked
    exam, school, other = (_plain_hit(mid, text) for mid, text in
                           (("exam", "朵朵6月10日到12日期末考，考完才能出门"), ("school", "女儿朵朵在南京读初二"),
                            ("other", "用户不吃香菜")))
    hits = answer_when_asked([school, exam, other], ["朵朵", "期末考"], pending={"exam"})
    assert hits == [exam, school, other] and exam.injected and exam.reason == WHEN_REASON and not school.injected
    # no pending date among the first WHEN_RANKS, no asked word in it, or something already injected: nothing
    for hits, pending, asked in (([school, other, _plain_hit("x", "x"), exam], {"exam"}, ["期末考"]),
                                 ([exam], {"exam"}, ["暑假"]), ([exam], set(), ["期末考"])):
        assert not any(h.injected for h in answer_when_asked([_plain_hit(h.memory.memory_id, h.memory.content)
                                                               for h in hits], asked, pending))
    first = _plain_hit("school", "女儿朵朵在南京读初二", injected=True)
    exam2 = _plain_hit("exam", "朵朵6月10日到12日期末考")
    answer_when_asked([first, exam2], ["期末考"], {"exam"})
    assert not exam2.injected


def test_answer_slot_asked_injects_the_best_ranked_holder_unless_one_is_injected():
    from memory.recall import SLOT_RANKS, SLOT_REASON, answer_slot_asked
    seat, job, other = (_plain_hit(mid, text) for mid, text in
                        (("seat", "用户个子一米九，坐飞机尽量选靠窗", ), ("job", "用户从银行辞了职，专心经营咖啡豆网店"),
                         ("other", "用户不吃香菜")))
    seat.injected = True
    hits = answer_slot_asked([seat, other, job], {"job"}, SLOT_REASON["job"])
    assert hits[0] is job and job.injected and job.reason == SLOT_REASON["job"] and seat.injected
    # a holder already injected, or none within the first SLOT_RANKS: nothing changes
    held = _plain_hit("job", job.memory.content, injected=True)
    later = _plain_hit("later", "用户在银行上班")
    hits = answer_slot_asked([held, later], {"job", "later"}, SLOT_REASON["job"])
    assert not later.injected
    deep = [_plain_hit(f"x{i}", "用户不吃香菜") for i in range(SLOT_RANKS)] + [_plain_hit("job", job.memory.content)]
    assert not any(h.injected for h in answer_slot_asked(deep, {"job"}, SLOT_REASON["job"]))
