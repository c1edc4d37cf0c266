from datetime import datetime, timedelta, timezone

import pytest

from memory.config import RetrievalConfig
from memory.models import MemoryItem
from memory.recall import Evidence, rank_and_select
from memory.seasons import describe, out_of_season, recurring_months, set_aside_off_season, trip_months

NOW = datetime(2026, 12, 13, 9, tzinfo=timezone.utc)


@pytest.mark.parametrize("query, months", [
    ("帮我准备1月底去北极村拍极光的装备清单", {1}),
    ("明年7月想带老伴去新疆转转", {7}),
    ("寒假去罗瓦涅米看极光，帮我列一下要带的衣服", {1, 2}),
    ("明年暑假想带小川去一趟高原", {7, 8}),
    ("四月想带孩子去爬山", {4}),
    ("十一月去杭州参加博览会，帮我安排吃住", {11}),
    ("下个月去阿勒泰滑雪", {1}),  # asked in December
    ("明年秋天想把拍秋色和拍候鸟都排进去，帮我规划9到11月", {9, 10, 11}),
    ("春节去萨里色尔卡", {1, 2}),
    ("十一想带三个娃出去转转，帮我看看去哪儿", {10}),  # the holiday, read as timeparse reads it
    ("帮我订长沙五一广场附近的酒店", set()),  # a square, not the holiday
    ("周末出去拍星空，帮我列要带的器材", set()),
    ("帮我规划去京都的三天行程", set()),
])
def test_a_trip_says_its_months_by_month_season_holiday_or_next_month(query, months):
    assert trip_months(query, NOW) == frozenset(months)


@pytest.mark.parametrize("content, months", [
    ("小川对蒿草花粉过敏，每年8到9月鼻炎发作", {8, 9}),
    ("每年11月到次年3月白鹤在鄱阳湖越冬", {11, 12, 1, 2, 3}),
    ("用户每年三四月会花粉过敏", {3, 4}),
    ("赵强冬天出行自己开那辆比亚迪宋自驾", {12, 1, 2}),
    ("林雪暑假出门就把雪球寄养在宠物酒店", {7, 8}),
    ("用户的孙子小宝五岁，寒暑假常跟着老两口出门", {1, 2, 7, 8}),
    ("杨絮季林雪用辅舒良喷鼻", {4, 5}),
    # no season: a date, a dated plan, an episode of one year, a length of time
    ("用户的护照2029年5月到期", set()),
    ("赵强两口子今年冬天去广西北海住一个月", set()),
    ("2019年暑假我在拉萨高反头疼", set()),
    ("用户在5月订了去大阪的机票", set()),
    ("用户的签证有效期是3个月", set()),
])
def test_a_memory_is_tied_to_months_only_when_they_recur(content, months):
    assert recurring_months(content) == frozenset(months)


def test_only_a_memory_a_month_clear_of_the_trip_is_out_of_its_season():
    winter_trip = trip_months("寒假去罗瓦涅米看极光", NOW)
    assert out_of_season("小川对蒿草花粉过敏，每年8到9月鼻炎发作", winter_trip) == frozenset({8, 9})
    assert out_of_season("我每年冬天耳朵和脚后跟都长冻疮", winter_trip) is None  # the same season
    # autumn runs into winter: cold-air asthma still matters on a November trip
    assert out_of_season("我有冷空气诱发的哮喘，冬天出门必须戴口罩", frozenset({9, 10, 11})) is None
    assert out_of_season("赵强冬天出行自己开那辆比亚迪宋自驾", frozenset({7})) == frozenset({12, 1, 2})
    # a wish made now for a season ahead stays: it is about getting ready
    assert out_of_season("用户听说伊萨卡冬天特别冷，想给女儿提前买好羽绒服", frozenset({8})) is None
    assert out_of_season("小川每年8到9月鼻炎发作", frozenset()) is None  # a trip with no time says nothing


def test_months_are_described_as_one_run_where_they_are_one():
    assert describe(frozenset({8, 9})) == "8–9月"
    assert describe(frozenset({12, 1, 2})) == "12–2月"
    assert describe(frozenset({7})) == "7月"
    assert describe(frozenset({1, 3})) == "1、3月"


def _memory(mid: str, content: str) -> MemoryItem:
    return MemoryItem(memory_id=mid, tenant_id="t", user_id="u", content=content, content_hash=mid,
                      memory_type="preference", created_at=NOW - timedelta(days=30), updated_at=NOW - timedelta(days=30))


def test_set_aside_memories_rank_last_and_their_slots_go_to_the_next():
    memories = {f"m{i}": _memory(f"m{i}", f"用户的第{i}条旅行习惯") for i in range(6)}
    memories["pollen"] = _memory("pollen", "小川对蒿草花粉过敏，每年8到9月鼻炎发作")
    evidence = {mid: Evidence(cosine=0.6) for mid in memories}
    learned = {mid: 0.5 for mid in memories} | {"pollen": 0.9}  # the fusion's probabilities
    cfg = RetrievalConfig(top_k_inject=5)
    plain = rank_and_select(memories, evidence, NOW, cfg, learned=learned, learned_threshold=0.1)
    assert plain[0].memory.memory_id == "pollen" and plain[0].injected
    assert [h.injected for h in plain].count(True) == 5

    aside = set_aside_off_season(memories.values(), trip_months("寒假去罗瓦涅米看极光", NOW))
    assert aside == {"pollen": "这条记忆只关乎8–9月，这趟在1–2月：用不上"}
    hits = rank_and_select(memories, evidence, NOW, cfg, learned=learned, learned_threshold=0.1, set_aside=aside)
    assert hits[-1].memory.memory_id == "pollen" and not hits[-1].injected
    assert hits[-1].reason == aside["pollen"]
    assert hits[-1].score.similarity == plain[0].score.similarity  # its score is kept for the panel
    assert [h.injected for h in hits].count(True) == 5  # the slot went to the next habit
