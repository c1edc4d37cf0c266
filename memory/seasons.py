"""The months a trip request names, and the months a memory's habit or condition is tied to.

Why: a trip asks for the constraints that hold when it happens. "小川对蒿草花粉过敏，每年8到9月鼻炎发作" is
no constraint on a winter trip to see the northern lights, nor "赵强冬天出行自己开那辆比亚迪宋" on a July one,
yet both share the trip's people and topics, so the fusion ranks them among the first five (bench/README.md,
fifty-seventh session). Only what the words say counts: a month range, a season or a school holiday, in a
memory only when it recurs ("每年…", a season with no year) — a passport's expiry month or a dated plan is no
season, and expiry already handles plans.
"""
from __future__ import annotations

import re
from datetime import datetime
from typing import Iterable, Optional

from .intent import says_an_intent
from .models import MemoryItem
from .timeparse import cn_number, holidays_named, month_span, season_months

# the months of each holiday timeparse knows (its festivals, a day each, are no season)
_HOLIDAY_MONTHS = {
    "spring": frozenset({1, 2}), "winter": frozenset({1, 2}), "summer": frozenset({7, 8}), "national": frozenset({10}),
    "labour": frozenset({5}), "newyear": frozenset({1}), "qingming": frozenset({4}), "dragon": frozenset({5, 6}),
    "midautumn": frozenset({9, 10}), "christmas": frozenset({12}), "countdown": frozenset({12, 1}),
}
_SCHOOL_HOLIDAYS = ("summer", "winter")
# "寒暑假" is both school holidays; timeparse's words read only its 暑假
_BOTH_SCHOOL_HOLIDAYS = "寒暑假"
# seasons named by what they bring, with the months they bring it in China
_NAMED_SEASONS = {"梅雨": frozenset({6, 7}), "台风季": frozenset({7, 8, 9}), "杨絮": frozenset({4, 5}),
                  "柳絮": frozenset({4, 5}), "三伏": frozenset({7, 8})}

_N = r"(?:1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])"
# "8到9月", "11月到次年3月", "6-8月", "三四月"
_MONTH_RANGE = re.compile(rf"({_N})月?(?:到|至|-|~|—|～)(?:次年|第二年|来年)?({_N})月")
_MONTH_PAIR = re.compile(r"([一二三四五六七八九])([二三四五六七八九十])月")
# a month ("3个月" is a length: 个 stands between)
_MONTH = re.compile(rf"(?<!\d)({_N})月")
_SEASON = re.compile(r"(?P<year>(?:\d{4}|今|明|去|前|后)年(?:的)?)?(?P<s>[春夏秋冬])(?:天|季|日)(?!学期)")
_NEXT_MONTH = re.compile(r"下个?月")
_THIS_MONTH = re.compile(r"这个月|本月|月底前")
_EVERY_YEAR = re.compile(r"每年|每逢|每到|一到|年年")
_DATED = re.compile(r"\d{4}年|今年|明年|去年|前年|后年")


def _months_in(text: str) -> set[int]:
    months: set[int] = set()
    for m in _MONTH_RANGE.finditer(text):
        months |= month_span(cn_number(m.group(1)), cn_number(m.group(2)))
    text = _MONTH_RANGE.sub("", text)
    for m in _MONTH_PAIR.finditer(text):
        months |= month_span(cn_number(m.group(1)), cn_number(m.group(2)))
    text = _MONTH_PAIR.sub("", text)
    for m in _MONTH.finditer(text):
        n = cn_number(m.group(1))
        if 1 <= n <= 12:
            months.add(n)
    return months


def trip_months(query: str, now: datetime) -> frozenset[int]:
    """The months a trip request says it happens in ("1月底", "明年7月", "寒假", "冬天", "下个月"); empty when it
    names none."""
    months = _months_in(query)
    for m in _SEASON.finditer(query):
        months |= season_months(m.group("s"))
    for kind, _ in holidays_named(query):
        months |= _HOLIDAY_MONTHS.get(kind, frozenset())
    if _NEXT_MONTH.search(query):
        months.add(now.month % 12 + 1)
    if _THIS_MONTH.search(query):
        months.add(now.month)
    return frozenset(months)


def recurring_months(content: str) -> frozenset[int]:
    """The months a memory's habit or condition comes back in: a month range or a month said with 每年 ("每年8到9月
    鼻炎发作"), a season or a school holiday with no year ("冬天出行自己开车", "暑假出门就把狗寄养"), a season named by
    what it brings ("杨絮一飘", "梅雨季"). Empty for anything else, a dated plan or a date included."""
    months: set[int] = set()
    every_year = _EVERY_YEAR.search(content) is not None
    if every_year:
        months |= _months_in(content)
    for m in _SEASON.finditer(content):
        if not m.group("year"):
            months |= season_months(m.group("s"))
    for kind, tied_to_a_year in holidays_named(content):
        if kind in _SCHOOL_HOLIDAYS and not tied_to_a_year:
            months |= _HOLIDAY_MONTHS[kind]
    if _BOTH_SCHOOL_HOLIDAYS in content:
        months |= _HOLIDAY_MONTHS["summer"] | _HOLIDAY_MONTHS["winter"]
    for word, named in _NAMED_SEASONS.items():
        if word in content:
            months |= named
    if months and not every_year and _DATED.search(content):
        return frozenset()  # "今年冬天去北海住一个月" is a plan, "2019年暑假在拉萨高反" an episode
    return frozenset(months)


def _near(months: frozenset[int]) -> frozenset[int]:
    """The months and the one on either side: seasons are no calendar ("秋天去额济纳" meets "冷空气诱发的哮喘，冬天出门必须
    戴口罩"), so only a memory at least a month clear of the trip is out of its season."""
    return frozenset(((m - 1 + step) % 12) + 1 for m in months for step in (-1, 0, 1))


def out_of_season(content: str, months: frozenset[int]) -> Optional[frozenset[int]]:
    """The memory's own months when it recurs in months all at least a month clear of `months` (a trip's), else
    None. A wish or a plan ("想给女儿提前买好羽绒服，伊萨卡冬天特别冷") is made now for the season it names: it stays."""
    if not months:
        return None
    own = recurring_months(content)
    return own if own and not own & _near(months) and not says_an_intent(content) else None


def describe(months: frozenset[int]) -> str:
    """"8–9月", "12–2月", "1、3月": the months as said."""
    ordered = sorted(months)
    if len(ordered) == 1:
        return f"{ordered[0]}月"
    for start in ordered:  # one run, possibly over the new year
        run = month_span(start, (start + len(ordered) - 2) % 12 + 1)
        if run == months:
            return f"{start}–{(start + len(ordered) - 2) % 12 + 1}月"
    return "、".join(str(m) for m in ordered) + "月"


def set_aside_off_season(memories: Iterable[MemoryItem], months: frozenset[int]) -> dict[str, str]:
    """memory id → why, for the memories a trip in `months` leaves aside as habits of another season."""
    if not months:  # the message names no time: nothing is read
        return {}
    reasons = {}
    for memory in memories:
        if (own := out_of_season(memory.content, months)) is not None:
            reasons[memory.memory_id] = f"这条记忆只关乎{describe(own)}，这趟在{describe(months)}：用不上"
    return reasons
