"""Resolve the time span a statement refers to, for a memory's `valid_until`.

`infer_valid_until("想在2027年前去冰岛看极光", now)` -> 2026-12-31 23:59:59.
Pure functions: `now` is always passed in and its tzinfo is kept. When a text
names several spans the latest end wins (the memory matters until then).

Conventions (documented because they are choices):
- holidays without a year mean the next one whose end is not yet past;
- "2027年前" / "before 2027" / "by 2027" end on 2026-12-31, while
  "by the end of 2027" ends on 2027-12-31;
- 春节 lasts 7 days after the Spring Festival date, 国庆 Oct 1-7,
  五一 May 1-5, 元旦 Jan 1-3, 清明/端午/中秋 3 days, 暑假 to Aug 31,
  寒假 to the end of February;
- a festival ends on its day: 元宵 the new year's 15th day, 七夕 and 重阳 from lunar tables,
  双十一 Nov 11, 618 Jun 18 (only as the sale), 感恩节 and 黑五 from the fourth Thursday of
  November; 泼水节 on Apr 15, its last day, and 那达慕 by Aug 31 (held in July or August).
  Without a year a festival ends only when planned or to come ("在那达慕上报名的项目是射箭" is
  what one does there), and one been to ("过过一次泼水节", "参加过两次那达慕") is an experience;
- a season tied to a year or to now ends with its last month ("明年春天" May 31, "今年秋天"
  Nov 30); a year's winter ends the next February;
- weeks end on Sunday;
- a habit or a recurring event ("每年清明回老家扫墓", "周末常去岩馆", "只有寒暑假
  才能出远门") does not end with the next occurrence: in a clause that says so,
  only spans anchored to a year ("2026年", "今年", "明年") still count, so
  "今年每周三值班" ends on Dec 31 while "每年春节前后停运半个月" never expires,
  and "下个月去日本，每次坐飞机都耳鸣" still ends with next month;
- an age ("今年68岁") is a fact about the person, not a span;
- a school year's last grade or exam said in the autumn ("儿子今年参加中考",
  "今年带高三", written in September) means the school year under way: it ends
  on June 30 of the next year, not on Dec 31;
- a span already over when the statement was made ("2025年11月刚领证结婚",
  written in 2026) is history, not a plan: it does not expire. A plan for a
  past date (计划/打算/想…, from an import or an edit) is expired at once;
- so is a completed action in a span already under way ("2025年底换了车",
  written on Dec 28; "2026年3月…放了两个心脏支架"), and anything experienced
  (去过, 支教过): what it started lasts. Today, this week and this month are
  left out ("今天把伞吹翻了" is an episode), and so is anything about to happen
  ("下个月要结婚了") or booked (订了);
- a birthday, an anniversary, a frequency ("周末偶尔", "主要在周末") and a
  yearly round of three or more months ("二三月在罗平，六到八月在天祝") recur;
  "九月以后" and "从…起" name a start, not an end; 五月天 is a band;
- a bare 周末 is every weekend ("周末基本走不开", "喜欢周末去逛宜家") unless
  the clause plans for it or says what was done on it ("打算周末去爬山",
  "周末去参加了生日派对"); 这周末 is always this one;
- 去年/前年 count back; a grade said with 今年 ("外孙今年上初一") is like an age;
  a habit goes on into the next clause ("每年春节前后停运，回老家过年"); a span
  counted from an event ("出国回来七天内") is a rule, not a date; 已经 completes;
- moving somewhere, to a new post or a new shift after a date ("2024年夏天来杭州跑外卖",
  "2026年6月调到体检中心", "正式入住") starts a state that lasts, unless planned ("要搬到");
  五一广场 is a place;
- something got or begun without 了 ("六月到手一台电动轮椅", "五月复查后开始吃药") is completed
  too, and an undated holiday with a completed action in it ("国庆后驿站又来了两个大学生", said
  on October 9) is the one just past, not next year's.
"""
from __future__ import annotations

import calendar
import re
from datetime import date, datetime, timedelta
from typing import Callable, Optional

from .textnorm import to_simplified

# Lunar holidays (Gregorian date of the festival day), 2025-2030.
SPRING_FESTIVAL = {2025: (1, 29), 2026: (2, 17), 2027: (2, 6), 2028: (1, 26), 2029: (2, 13), 2030: (2, 3)}
QINGMING = {2025: (4, 4), 2026: (4, 5), 2027: (4, 5), 2028: (4, 4), 2029: (4, 4), 2030: (4, 5)}
DRAGON_BOAT = {2025: (5, 31), 2026: (6, 19), 2027: (6, 9), 2028: (5, 28), 2029: (6, 16), 2030: (6, 5)}
MID_AUTUMN = {2025: (10, 6), 2026: (9, 25), 2027: (9, 15), 2028: (10, 3), 2029: (9, 22), 2030: (9, 12)}
QIXI = {2025: (8, 29), 2026: (8, 19), 2027: (8, 8), 2028: (8, 26), 2029: (8, 16), 2030: (8, 5)}
DOUBLE_NINTH = {2025: (10, 29), 2026: (10, 18), 2027: (10, 8), 2028: (10, 26), 2029: (10, 16), 2030: (10, 5)}

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
              "六": 6, "七": 7, "八": 8, "九": 9}
_NUM = r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})"
_MONTHS_EN = ["january", "february", "march", "april", "may", "june", "july",
              "august", "september", "october", "november", "december"]
_MON_EN = r"(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"


def cn_number(s: str) -> int:
    """'12' -> 12, '十二' -> 12, '二十一' -> 21, '三' -> 3."""
    if s.isdigit():
        return int(s)
    if "十" in s:
        head, _, tail = s.partition("十")
        return (_CN_DIGITS.get(head, 1) if head else 1) * 10 + (_CN_DIGITS.get(tail, 0) if tail else 0)
    return _CN_DIGITS.get(s, 0)


def _month_en(s: str) -> int:
    s = s.lower()
    return next(i + 1 for i, m in enumerate(_MONTHS_EN) if m.startswith(s[:3]))


def _month_end(y: int, m: int) -> date:
    return date(y, m, calendar.monthrange(y, m)[1])


def _add_months(d: date, n: int) -> date:
    idx = d.year * 12 + d.month - 1 + n
    return _month_end(idx // 12, idx % 12 + 1)


def _week_end(d: date, weeks_ahead: int = 0) -> date:
    return d + timedelta(days=6 - d.weekday() + 7 * weeks_ahead)


def _day_of_month(month: date, day: str) -> date:
    """`day` (digits or Chinese numerals) of the month `month` falls in; its last day when there is no such day."""
    n = int(day) if day.isdigit() else cn_number(day)
    return _safe_date(month.year, month.month, n) or _month_end(month.year, month.month)


def _safe_date(y: int, m: int, d: int) -> Optional[date]:
    try:
        return date(y, m, d)
    except ValueError:
        return None


def _table(table: dict, year: int, fallback: tuple[int, int]) -> date:
    m, d = table.get(year, fallback)
    return date(year, m, d)


# holiday -> function(year) -> last day of that holiday in that year
_HOLIDAYS: dict[str, Callable[[int], date]] = {
    "spring": lambda y: _table(SPRING_FESTIVAL, y, (2, 10)) + timedelta(days=7),
    "national": lambda y: date(y, 10, 7),
    "labour": lambda y: date(y, 5, 5),
    "newyear": lambda y: date(y, 1, 3),
    "qingming": lambda y: _table(QINGMING, y, (4, 5)) + timedelta(days=2),
    "dragon": lambda y: _table(DRAGON_BOAT, y, (6, 10)) + timedelta(days=2),
    "midautumn": lambda y: _table(MID_AUTUMN, y, (9, 20)) + timedelta(days=2),
    "summer": lambda y: date(y, 8, 31),
    "winter": lambda y: _month_end(y, 2),
    "christmas": lambda y: date(y, 12, 25),
    "countdown": lambda y: date(y + 1, 1, 1),
    # festivals one travels for or shops in (fifty-fifth session, before holdout57 was read): the day itself, or
    # the last day of a festival of several (泼水节 Apr 13-15; 那达慕 is held in July or August across Inner Mongolia)
    "eve": lambda y: _table(SPRING_FESTIVAL, y + 1, (2, 10)) - timedelta(days=1),
    "lantern": lambda y: _table(SPRING_FESTIVAL, y, (2, 10)) + timedelta(days=14),
    "qixi": lambda y: _table(QIXI, y, (8, 15)),
    "double_ninth": lambda y: _table(DOUBLE_NINTH, y, (10, 15)),
    "valentine": lambda y: date(y, 2, 14),
    "halloween": lambda y: date(y, 10, 31),
    "water_splashing": lambda y: date(y, 4, 15),
    "naadam": lambda y: date(y, 8, 31),
    "singles_day": lambda y: date(y, 11, 11),
    "double_twelve": lambda y: date(y, 12, 12),
    "mid_year_sale": lambda y: date(y, 6, 18),
    "black_friday": lambda y: _fourth_thursday_of_november(y) + timedelta(days=1),
    "thanksgiving": lambda y: _fourth_thursday_of_november(y),
}
_HOLIDAY_WORDS = {
    "春节": "spring", "过年": "spring", "大年": "spring",
    "国庆": "national", "十一": "national", "五一": "labour", "劳动节": "labour",
    "元旦": "newyear", "清明": "qingming", "端午": "dragon", "中秋": "midautumn",
    "暑假": "summer", "寒假": "winter", "圣诞": "christmas", "跨年": "countdown",
    "spring festival": "spring", "chinese new year": "spring", "lunar new year": "spring",
    "national day": "national", "golden week": "national", "may day": "labour",
    "summer vacation": "summer", "summer holiday": "summer", "summer break": "summer",
    "winter break": "winter", "winter vacation": "winter", "christmas": "christmas",
    "除夕": "eve", "年三十": "eve", "元宵节": "lantern", "闹元宵": "lantern", "元宵灯会": "lantern", "正月十五": "lantern",
    "七夕": "qixi", "重阳": "double_ninth", "情人节": "valentine", "万圣节": "halloween", "泼水节": "water_splashing",
    "那达慕": "naadam", "双十一": "singles_day", "双11": "singles_day", "双十二": "double_twelve", "双12": "double_twelve",
    "618": "mid_year_sale", "黑五": "black_friday", "黑色星期五": "black_friday", "感恩节": "thanksgiving",
    "valentine's day": "valentine", "halloween": "halloween", "black friday": "black_friday", "thanksgiving": "thanksgiving",
}
# the festivals above, as against the public holidays: one is often named for what one does there ("在那达慕上报名的
# 项目是射箭", "泼水节也只在岸上玩"), so without a year only a plan or something to come makes it the next one
_FESTIVALS = frozenset({"eve", "lantern", "qixi", "double_ninth", "valentine", "halloween", "water_splashing", "naadam",
                        "singles_day", "double_twelve", "mid_year_sale", "black_friday", "thanksgiving"})
_HOLIDAY_RE = (
    r"(?:(?P<y>\d{4})年|(?P<rel>今|明|后|去|前)年)?的?"
    r"(?P<h>春节|过年|大年|国庆|劳动节|元旦|清明|端午|中秋|暑假|寒假|圣诞|跨年"
    r"|(?<![\d一二三四五六七八九十零两])十一(?![\d一二三四五六七八九月日号点个岁年人天次位分楼层路])"
    # 五一广场 and 五一路 are places (Changsha, Fuzhou), not the holiday
    r"|(?<![\d一二三四五六七八九十零两])五一(?![\d月日号点个]|广场|路|大道|街|村|桥|公园|商圈)"
    r"|spring festival|chinese new year|lunar new year|national day|golden week|may day"
    r"|summer vacation|summer holiday|summer break|winter break|winter vacation|christmas|"
    # the festivals' words, longest first; 618 only as the sale, not a room, a price or a bus ("618大促", "618囤的",
    # not "618元", "住618房")
    + "|".join(sorted((re.escape(word) for word, kind in _HOLIDAY_WORDS.items() if kind in _FESTIVALS and not word.isdigit()),
                      key=len, reverse=True))
    + r"|(?<!\d)618(?=大促|购物节|活动|期间|前|后|那|囤|抢|买|想|要|的时候))"
)


_HOLIDAY_SEARCH = re.compile(_HOLIDAY_RE, re.I)


def holidays_named(text: str) -> list[tuple[str, bool]]:
    """(kind, tied to a year) of every holiday a text names ("明年暑假" → ("summer", True)), with the care the spans
    above take over 十一 and 五一 ("五一广场" is a square)."""
    return [(_HOLIDAY_WORDS[m.group("h").lower()], bool(m.group("y") or m.group("rel")))
            for m in _HOLIDAY_SEARCH.finditer(text)]


def month_span(first: int, last: int) -> frozenset[int]:
    """The months from `first` to `last`, over the new year when `last` comes before it (12 to 2: 12, 1, 2)."""
    return frozenset(((first - 1 + k) % 12) + 1 for k in range((last - first) % 12 + 1))


def season_months(season: str) -> frozenset[int]:
    """The months of 春, 夏, 秋 or 冬, as the spans above count them (winter runs December to February)."""
    return month_span(_SEASON_FIRST_MONTH[season], _SEASON_LAST_MONTH[season])


def _fourth_thursday_of_november(y: int) -> date:
    first = date(y, 11, 1)
    return first + timedelta(days=(3 - first.weekday()) % 7 + 21)


def _holiday(m: re.Match, today: date) -> Optional[date]:
    fn = _HOLIDAYS[_HOLIDAY_WORDS[m.group("h").lower()]]
    if m.group("y"):
        return fn(int(m.group("y")))
    if m.group("rel"):
        return fn(today.year + {"今": 0, "明": 1, "后": 2, "去": -1, "前": -2}[m.group("rel")])
    end = fn(today.year)
    return end if end >= today else fn(today.year + 1)


def _next_md(today: date, month: int, day: int) -> Optional[date]:
    d = _safe_date(today.year, month, day)
    if d is None:
        return None
    return d if d >= today else _safe_date(today.year + 1, month, day)


def _year_of(m: re.Match, today: date) -> Optional[int]:
    if m.groupdict().get("y"):
        return int(m.group("y"))
    rel = m.groupdict().get("rel")
    if rel:
        return today.year + {"今": 0, "明": 1, "后": 2, "去": -1, "前": -2}[rel]
    return None


def _month_day(m: re.Match, today: date) -> Optional[date]:
    month, day = cn_number(m.group("m")), cn_number(m.group("d"))
    year = _year_of(m, today)
    if not 1 <= month <= 12:
        return None
    return _safe_date(year, month, day) if year else _next_md(today, month, day)


def _month_only(m: re.Match, today: date) -> Optional[date]:
    month = cn_number(m.group("m"))
    if not 1 <= month <= 12:
        return None
    year = _year_of(m, today)
    if year is None:
        year = today.year if month >= today.month else today.year + 1
    return _month_end(year, month)


def _relative(n_key: str) -> Callable[[re.Match, date], Optional[date]]:
    def fn(m: re.Match, today: date) -> Optional[date]:
        n = cn_number(m.group("n")) if "n" in m.groupdict() and m.group("n") else 1
        unit = n_key
        if unit == "day":
            return today + timedelta(days=n)
        if unit == "week":
            return today + timedelta(days=7 * n)
        if unit == "month":
            return _add_months(today, n)
        return date(today.year + n, 12, 31)
    return fn


_WORDS_FIXED: list[tuple[str, Callable[[date], date]]] = [
    (r"大后天", lambda t: t + timedelta(days=3)),
    (r"后天|day after tomorrow", lambda t: t + timedelta(days=2)),
    (r"明天|明儿|明早|明晚|tomorrow", lambda t: t + timedelta(days=1)),
    (r"今天|今晚|今早|今儿|tonight|today", lambda t: t),
    (r"下下(?:个)?(?:周|星期|礼拜)", lambda t: _week_end(t, 2)),
    (r"下(?:个)?(?:周末|星期天|星期日|礼拜天)|next weekend", lambda t: _week_end(t, 1)),
    (r"下(?:个)?(?:周|星期|礼拜)|next week", lambda t: _week_end(t, 1)),
    (r"(?:这|本|这个)?周末|(?:这|本|这个)(?:周|星期|礼拜)|this weekend|this week", lambda t: _week_end(t)),
    (r"下下个?月", lambda t: _add_months(t, 2)),
    (r"下个?月|next month", lambda t: _add_months(t, 1)),
    (r"(?:这个|本)月|月底|this month|end of the month", lambda t: _month_end(t.year, t.month)),
    (r"后年", lambda t: date(t.year + 2, 12, 31)),
    (r"明年|next year", lambda t: date(t.year + 1, 12, 31)),
    (r"上半年", lambda t: date(t.year, 6, 30) if t.month <= 6 else date(t.year + 1, 6, 30)),
    (r"今年|年底|年内|下半年|this year|end of the year", lambda t: date(t.year, 12, 31)),
]


def _school_year(m: re.Match, today: date) -> date:
    # from August on, "今年中考" is next June's exam (the school year under way)
    return date(today.year + 1, 6, 30) if today.month >= 8 else date(today.year, 12, 31)


# a season of a named year ends with its last month: spring May 31, summer Aug 31, autumn Nov 30; a year's winter
# runs into the next February, save the one under way in January or February (_under_way). Only a season tied to
# a year or to now counts: "冬天怕冷" and "每年冬天" are no span, and a past one ("去年冬天") is history
_SEASON_LAST_MONTH = {"春": 5, "夏": 8, "秋": 11, "冬": 2}
_SEASON_FIRST_MONTH = {"春": 3, "夏": 6, "秋": 9, "冬": 12}
_SEASON_RE = (r"(?:(?:(?P<y>\d{4})年|(?P<rel>今|明|后|去|前)年)的?|(?P<this>这个|下个))(?P<s>[春夏秋冬](?:天|季(?!学期)))")
# 今冬, 明春: 明 only where it opens a word, not in a name ("刘明春")
_SEASON_SHORT_RE = (r"(?P<this>今|(?:(?<![\u4e00-\u9fff])|(?<=打算|计划|准备|预计|用户)|(?<=[想等到在于要我]))明)"
                    r"(?P<s>[春夏秋冬])(?![节至分])")


def _under_way(m: re.Match, today: date, last: int) -> bool:
    """"今年冬天" said in January is the winter under way ("今年冬天特别冷"), unless planned for: "打算今年冬天去三亚住
    两个月", said in February, is the coming one."""
    return today.month <= last and not _PLAN.search(m.string)


def _season(m: re.Match, today: date) -> Optional[date]:
    season = m.group("s")[0]
    last, first = _SEASON_LAST_MONTH[season], _SEASON_FIRST_MONTH[season]
    runs_over = first > last  # winter runs into the next year
    this = m.groupdict().get("this")
    year = _year_of(m, today)
    rel = m.groupdict().get("rel")
    if rel in ("去", "前"):
        return None  # a past season is history, as a bare 去年 is
    if this == "下个":  # the first one to begin after today
        start = date(today.year, first, 1)
        year = today.year if start > today else today.year + 1
    elif year is None:
        year = today.year + (1 if this == "明" else 0)
        if runs_over and this != "明" and _under_way(m, today, last):
            year -= 1
    elif runs_over and rel == "今" and _under_way(m, today, last):
        year -= 1
    return _month_end(year + 1 if runs_over else year, last)


_Handler = Callable[[re.Match, date], Optional[date]]
_PATTERNS: list[tuple[re.Pattern, _Handler]] = [
    # 今年 before a graduating grade or its exam in the same clause, unless that is already done
    (re.compile(r"今年(?![^，,。；;]{0,10}(?:了|完|过|结束))(?=[^，,。；;]{0,6}(?:中考|高考|初三|高三))"), _school_year),
    (re.compile(r"(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})"), _month_day),
    # a span within one month ends on its last day: "7月1日到4日", "7月1-4日", "7月1号至4号" (fortieth session)
    (re.compile(rf"(?:(?P<y>\d{{4}})年|(?P<rel>今|明|后|去|前)年)?(?P<m>{_NUM})月(?:{_NUM})[日号]?\s*(?:到|至|-|—|~|～)\s*"
                rf"(?P<d>{_NUM})[日号]"), _month_day),
    (re.compile(rf"(?:(?P<y>\d{{4}})年|(?P<rel>今|明|后|去|前)年)?(?P<m>{_NUM})月(?P<d>{_NUM})[日号]"), _month_day),
    (re.compile(r"(?P<y>\d{4})年?(?:之前|以前|前)(?!后)"), lambda m, t: date(int(m.group("y")) - 1, 12, 31)),
    (re.compile(r"\b(?:before|by) (?P<y>\d{4})\b", re.I), lambda m, t: date(int(m.group("y")) - 1, 12, 31)),
    (re.compile(r"\b(?:by|until|till) the end of (?P<y>\d{4})\b", re.I), lambda m, t: date(int(m.group("y")), 12, 31)),
    (re.compile(_HOLIDAY_RE, re.I), _holiday),
    (re.compile(_SEASON_RE), _season),
    (re.compile(_SEASON_SHORT_RE), _season),
    (re.compile(rf"(?:(?P<y>\d{{4}})年|(?P<rel>今|明|后|去|前)年)?(?<![\d个一二三四五六七八九十两])(?P<m>{_NUM})月份?(?![\d日号天饼子嫂薪票卡费供租亮光球])"), _month_only),
    (re.compile(r"(?<!\d)(?P<y>\d{4})年(?!代)"), lambda m, t: date(int(m.group("y")), 12, 31)),
    (re.compile(r"\b(?:in|during) (?P<y>20\d{2})\b"), lambda m, t: date(int(m.group("y")), 12, 31)),
    (re.compile(rf"\b{_MON_EN}\.? (?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b", re.I),
     lambda m, t: _next_md(t, _month_en(m.group(1)), int(m.group("d")))),
    (re.compile(rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)? (?:of )?{_MON_EN}\b", re.I),
     lambda m, t: _next_md(t, _month_en(m.group(2)), int(m.group("d")))),
    (re.compile(r"\b(?:in |this |next )?(january|february|march|april|june|july|august|september|october|november|december)\b", re.I),
     lambda m, t: _month_end(t.year if _month_en(m.group(1)) >= t.month else t.year + 1, _month_en(m.group(1)))),
    # a day of next month or this one ("下个月15号去领事馆面签"): that day, not the month's end
    # (not the first day of a span: "下个月1号到5号" keeps the month's end)
    (re.compile(rf"下个?月(?P<d>{_NUM}|\d{{1,2}})[号日](?!\s*(?:到|至|-|—|~|～))"),
     lambda m, t: _day_of_month(_add_months(t, 1), m.group("d"))),
    (re.compile(rf"(?:这个|本)月(?P<d>{_NUM}|\d{{1,2}})[号日](?!\s*(?:到|至|-|—|~|～))"),
     lambda m, t: _day_of_month(t, m.group("d"))),
    # "护照还有8个月到期": a count of months left, as "8个月后"
    (re.compile(rf"还(?:有|剩)(?P<n>{_NUM}|\d+)个月(?:就)?(?:到期|过期|失效)"), _relative("month")),
    (re.compile(rf"(?P<n>{_NUM}|\d+)(?:天|日)(?:后|之后|以后|内|之内|以内)"), _relative("day")),
    (re.compile(rf"(?P<n>{_NUM}|\d+)个?(?:星期|周|礼拜)(?:后|之后|以后|内|之内|以内)"), _relative("week")),
    (re.compile(rf"(?P<n>{_NUM}|\d+)个月(?:后|之后|以后|内|之内|以内)"), _relative("month")),
    (re.compile(rf"(?P<n>{_NUM}|\d+)年(?:后|之后|以后|内|之内|以内)"), _relative("year")),
    (re.compile(r"\bin (?P<n>\d+) days?\b", re.I), _relative("day")),
    (re.compile(r"\bin (?P<n>\d+) weeks?\b", re.I), _relative("week")),
    (re.compile(r"\bin (?P<n>\d+) months?\b", re.I), _relative("month")),
    (re.compile(r"\bin (?P<n>\d+) years?\b", re.I), _relative("year")),
] + [
    (re.compile(rf"(?:{pat})", re.I), (lambda f: (lambda m, t: f(t)))(fn)) for pat, fn in _WORDS_FIXED
]


# markers of a habit or a recurring event; bare 常 is left out (常州, 常熟, 日常)
_RECURRING = re.compile(
    r"每(?:年|逢|周|星期|礼拜|个?月|次|天|晚|早|到|当)|年年|逢年过节|经常|常常|通常|一般|平时|平常"
    r"|总是|往往|习惯|向来|寒暑假|只有.{0,12}才|偶尔|有时|时常|时不时|多半|大多|主要在"
    # whenever one goes away ("暑假出门就把雪球寄养在宠物酒店", "暑假出远门时…送到婆婆家"; holdout56)
    r"|出(?:远)?门(?:时|的时候)?就|出(?:远)?门(?:时|的时候)"
    r"|生日(?:是|在)|纪念日(?:是|在)|一年(?:只有|只在|有|里|到头|中|就|才)"
    r"|只能(?:跟|和|趁|赶|在)|(?:要|得)到[^，。；,;]{0,8}才|到(?:第二年|次年|来年|转年)"
    r"|只(?:在|有|能|是)?(?:周末|周[一二三四五六日天]|星期[一二三四五六日天])|每[一两二三隔]{1,2}(?:周|个?星期|个?礼拜|个?月|年)"
    r"|(?:周末|周[一二三四五六日天]|星期[一二三四五六日天])(?:晚上|早上|上午|下午|白天|的时候)?"
    r"(?:都|常|总|一般|喜欢|爱|会|就|才)"
)
# a clause about every year, where 年底 / 上半年 mean each year's, not this one's ("每年双十一到年底是旺季")
_EVERY_YEAR = re.compile(r"每年|年年|每一年|一年(?:只有|有|里|到头|中)")
# a round age said without 岁 ("奶奶今年满八十", "今年八十大寿") is an age too
_AGE = re.compile(rf"今年(?:已经|才|刚|都)?(?:满)?(?:\d{{1,3}}|[一二两三四五六七八九十]{{1,3}})(?:周)?岁"
                  r"|今年(?:已经|才|刚|都)?满?(?:\d{{2,3}}|[二三四五六七八九]十[一二三四五六七八九]?|一百)(?:大寿|整寿)"
                  r"|今年(?:已经|才|刚|都)?满(?:\d{{2,3}}|[二三四五六七八九]十[一二三四五六七八九]?|一百)(?=[了，,。；;]|$)"
                  r"|今年(?:上|读|念)(?:小学)?(?:[初高大][一二]|大[三四]|[一二三四五六]年级|幼儿园|研[一二三])")
# fixed-word spans tied to a year, which a recurring text still means literally
_YEAR_WORDS = re.compile(r"^(?:后年|明年|next year|今年|this year)$", re.I)
_PART_OF_YEAR = re.compile(r"^(?:上半年|年底|年内|下半年|end of the year)$", re.I)


_CLAUSE_SPLIT = re.compile(r"[，,。；;！!？?\n]")


def _clauses(text: str) -> list[int]:
    """For each character, the index of the clause it belongs to (as _CLAUSE_SPLIT.split counts them)."""
    out, c = [], 0
    for ch in text:
        out.append(c)
        if _CLAUSE_SPLIT.match(ch):
            c += 1
    return out


def _clause_start(text: str, pos: int) -> int:
    return max((text.rfind(ch, 0, pos) for ch in "，,。；;！!？?\n"), default=-1) + 1


def _year_anchored(m: re.Match, clause: str) -> bool:
    groups = m.groupdict()
    if groups.get("y") or groups.get("rel"):
        return True
    if _PART_OF_YEAR.match(m.group(0)):
        return not _EVERY_YEAR.search(clause)
    return bool(_YEAR_WORDS.match(m.group(0)))


# a date that says when a lasting state begins is no end: "今年9月开学" (she studies there from
# then on), "明年3月起生效", "7月入职"; an event on that day ("9月考试") still ends with it
_STARTS = re.compile(r"\s*(?:初|中|底|末|上旬|中旬|下旬)?\s*(?:(?:起|开始)?(?:正式)?(?:开学|入学|报到|入职|上岗|上任|转正|落户|生效|出生|出世)"
                     r"|开始|起(?![床飞来身])|以后|之后|以来|往后)")

# a date followed in its clause by a completed action is when something happened, and what it
# started lasts: "2025年底换了车", "2026年4月拿到了执照", "大三暑假去西藏支教过". Not a plan
# ("12月要考试了", "下个月就去日本了") and not a booking (订了, 约了: _PLAN).
_DONE = re.compile(r"(?<![为除])了(?![解不])|(?<![而得])已经?|(?:减|降|涨|增加|扩|缩)到"
                   r"|(?<![超经不难路通透越穿度错])过(?![年节去来夜冬生日马]|[^，,。；;]{0,4}(?:寿|生日|新年|节))"
                   # something got or begun, without 了: "六月到手一台电动轮椅", "九月从基地接回一只金毛",
                   # "五月复查后开始吃左乙拉西坦" (twenty-second session, holdout23: each had expired at
                   # the end of the month it was said in, and the wheelchair, the guide dog and the
                   # medicine the user has now were never recalled again)
                   r"|到手|[接领买抱]回|开始")
_AFTER_EVENT = re.compile(r"回来|回国|出院|落地|到达|到了|结束|完|后")
# what makes a bare 周末 one weekend: a plan for it, or something done on it
_WEEKEND_EVENT = re.compile(r"计划|打算|准备|(?<![需主只重])要|想|等|约了|订了|定了|报了|(?<![为除不])了")
_SOON = re.compile(r"要|快|将|就|会(?<!学会)|打算|准备|计划|想")


def _span_ends(text: str, today: date, changes: Optional[list[str]] = None) -> list[date]:
    """Every span end found, each part of the text used by at most one pattern.

    ``changes``, when given, collects each date that says when something changed: one from
    which a state began or after which something was done, by ``today`` (tells_of_a_change).
    ``text`` is already Simplified (each public entry converts it once: textnorm.to_simplified).
    """
    text = _AGE.sub(lambda m: "　" * len(m.group(0)), text)
    clause_of = _clauses(text)
    clauses = _CLAUSE_SPLIT.split(text)
    recurring = {c for c, part in enumerate(clauses) if _RECURRING.search(part)}
    # "每年春节前后停运半个月，回周口老家过年": the habit goes on into the next clause
    recurring |= {c + 1 for c in recurring if c + 1 < len(clauses) and not _PLAN.search(clauses[c + 1])}
    if _calendar(text):
        recurring = set(range(len(clauses)))
    taken = [False] * len(text)
    ends: list[date] = []
    holidays: dict[str, tuple[bool, date]] = {}  # kind -> (year given?, end)
    for pattern, handler in _PATTERNS:
        for m in pattern.finditer(text):
            if any(taken[m.start():m.end()]):
                continue
            end = handler(m, today)
            for i in range(m.start(), m.end()):
                taken[i] = True
            clause = clauses[clause_of[m.start()]]
            if end is None or (clause_of[m.start()] in recurring and not _year_anchored(m, clause)):
                continue
            if handler is not _holiday and _STARTS.match(text, m.end()):
                if changes is not None and not _PLAN.search(clause) \
                        and (_started(m, handler, end, today) or _just_past(m, handler, today)):
                    changes.append(m.group(0))
                continue
            if _settles_after(text, m.end(), clause) or _began_then(text, m.end(), clause):
                if changes is not None:
                    changes.append(m.group(0))
                continue
            before = text[max(0, m.start() - 2):m.start()]
            if m.group(0) == "周末" and (before[-1:] not in ("这", "本", "个", "上") or before in ("连上", "赶上", "碰上")) \
                    and not _WEEKEND_EVENT.search(clause):
                continue  # "周末基本走不开", "喜欢周末去逛宜家": every weekend
            if handler is _holiday and _HOLIDAY_WORDS[m.group("h").lower()] in _FESTIVALS \
                    and not (m.group("y") or m.group("rel")) and not _PLAN.search(clause) and not _TO_COME.search(clause):
                continue  # "在那达慕上报名的项目是射箭": what one does at a festival, not the next one
            if m.groupdict().get("n") and _AFTER_EVENT.search(text[_clause_start(text, m.start()):m.start()]):
                continue  # "出国回来七天内必须交回护照": counted from an event, not from now
            done = _done_after(text, m.end(), clause) or _told_as_past(text, m, handler) \
                or _kept_before(text, m, handler)
            if done == "experienced":
                continue
            if done == "completed" and (_started(m, handler, end, today) or _just_past(m, handler, today)):
                if changes is not None:
                    changes.append(m.group(0))
                continue
            if handler is _holiday:
                # "2026年春节去三亚过年": the bare 过年 is the same holiday as the dated one
                kind = _HOLIDAY_WORDS[m.group("h").lower()]
                dated = bool(m.group("y") or m.group("rel"))
                if kind not in holidays or (dated and not holidays[kind][0]):
                    holidays[kind] = (dated, end)
            else:
                ends.append(end)
    return ends + [e for _, e in holidays.values()]


# moving somewhere, to another post or another shift: the date is when a lasting state began
# ("2024年夏天来杭州跑外卖", "2026年6月调到医院体检中心，改成白班", "2026年9月试住结束后决定…正式
# 入住这家养老院"), not a span that ends. "明年要搬到上海" stays a plan (_SOON), and "来北京玩"
# a trip: 来 counts only before work or study.
_SETTLES = re.compile(r"(?:正式)?入住|住进|搬进|搬到|搬去|定居|调到|调去|调回|调入|换到|转到|派驻|外派到|派到"
                      r"|来[\u4e00-\u9fff]{1,6}?(?:跑|做|打工|工作|上班|读书|上学|定居|发展|当)"
                      r"|到[\u4e00-\u9fff]{1,8}?(?:读博|读研|读书|上学|留学|工作|上班|定居)"
                      r"|[接送]到[\u4e00-\u9fff]{1,6}?(?:上学|读书|念书|生活|定居)|去[\u4e00-\u9fff]{1,6}?(?:报到|入学|入职)")


def _settles_after(text: str, pos: int, clause: str) -> bool:
    if _PLAN.search(clause):
        return False
    rest = _CLAUSE_SPLIT.split(text[pos:], maxsplit=1)[0]
    settles = _SETTLES.search(rest)
    return settles is not None and not _SOON.search(rest[:settles.start()])


# "2026年7月团队扩编后，用户的值班改成了五周一轮": the date is when something happened, after which
# a completed change holds; "12月考完试后，去三亚玩一周" stays a plan (nothing in it is done).
_THEN = re.compile(r"[^，,。；;]{0,10}(?:以后|之后|后)\s*")


def _began_then(text: str, pos: int, clause: str) -> bool:
    if _PLAN.search(clause):
        return False
    parts = _CLAUSE_SPLIT.split(text[pos:], maxsplit=2)
    if len(parts) < 2 or not _THEN.fullmatch(parts[0]):
        return False
    done = _DONE.search(parts[1])
    return done is not None and not _PLAN.search(parts[1]) and not _SOON.search(parts[1][:done.start()])


def _started(m: re.Match, handler: _Handler, end: date, today: date) -> bool:
    """Whether the span a match names had begun by `today`: only then is a completed action
    in it history ("2026年7月请了年假" said in May is a plan). Today, this week or this month
    is left out on purpose: "今天把伞吹翻了" is an episode, and it may end with its day."""
    groups = m.groupdict()
    if handler is _holiday:
        kind = _HOLIDAY_WORDS[m.group("h").lower()]
        start = date(end.year, 7, 1) if kind == "summer" else end - timedelta(days=45 if kind == "winter" else 10)
    elif handler is _season:
        # something done in this year's season ("今年冬天不去南方猫冬了", said in July) is done, as with 今年
        if groups.get("rel") == "今" or groups.get("this") in ("今", "这个"):
            return True
        season = m.group("s")[0]
        first = _SEASON_FIRST_MONTH[season]
        start = date(end.year - (first > _SEASON_LAST_MONTH[season]), first, 1)
    elif groups.get("d"):
        start = end
    elif groups.get("m"):
        start = end.replace(day=1)
    elif groups.get("y") or m.group(0) == "今年":
        start = date(end.year, 1, 1)
    else:
        return False
    return start <= today


def _just_past(m: re.Match, handler: _Handler, today: date) -> bool:
    """An undated holiday or month whose last occurrence is over: "国庆后驿站又来了两个大学生轮班",
    said on October 9, happened after this 国庆, not after next year's (which _holiday resolves it
    to); "孙浩九月穿上了军装", said in October, this September."""
    if handler not in (_holiday, _month_only) or m.group("y") or m.group("rel"):
        return False
    last = handler(m, today - timedelta(days=365))
    return last is not None and last < today


def _done_after(text: str, pos: int, clause: str) -> Optional[str]:
    """How the clause goes on from `pos`: to something "experienced" (去过, 支教过: past, whatever
    the date), to something "completed" (换了车: past once its span has begun), or neither."""
    if _PLAN.search(clause):
        return None
    rest = _CLAUSE_SPLIT.split(text[pos:], maxsplit=1)[0]
    done = _DONE.search(rest)
    if not done:
        return None
    if _SOON.search(rest[:done.start()]):
        return None
    return "experienced" if rest[done.start()] == "过" else "completed"


# an account of what happened in a month already under way, its done word in a later clause ("2024年8月老伴在曲阜三孔
# 热得心慌气短，在树荫下歇了半天才缓过来", said on August 20; "2025年4月在三亚海况平静，周毅一点也没晕船"): history,
# as "2025年底换了车" is. Only a date with a year (2024年8月, 今年7月) and a text with no plan and nothing to come in
# it: "2026年11月在上海出差" said in November still ends with November. Fifty-fourth session, holdout56 (read after
# its blind run): twelve such memories had ended with their month and no question about them found them again
_TOLD_DONE = re.compile(_DONE.pattern + r"|(?<![还尚迟])没|遇上|遇到|碰上|赶上|吐得")  # 还没: not yet
_TO_COME = re.compile(r"(?<![需主只重])要(?!求)|快要|将要|即将|会去|打算|准备|计划|想去|预计|等到")


# a festival one has been to, told before it ("在西双版纳过过一次泼水节", "参加过两次那达慕"): an experience, as
# "去过" after a date is; a bare 过 is the plan's verb ("明年去哈尔滨过春节")
_KEPT_BEFORE = re.compile(r"(?:过过|(?:参加|去|看|玩|赶|逛)过)(?:[一两二三几]次|[一两二三几]回)?的?$"
                          r"|(?<![超经不难路通透越穿度错])过[一两二三几](?:次|回)的?$")


def _kept_before(text: str, m: re.Match, handler: _Handler) -> Optional[str]:
    if handler is not _holiday:
        return None
    return "experienced" if _KEPT_BEFORE.search(text[_clause_start(text, m.start()):m.start()]) else None


def _told_as_past(text: str, m: re.Match, handler: _Handler) -> Optional[str]:
    if handler not in (_month_only, _month_day, _season) or not (m.groupdict().get("y") or m.groupdict().get("rel")):
        return None
    if _PLAN.search(text) or _TO_COME.search(text):
        return None
    return "completed" if _TOLD_DONE.search(text, m.end()) else None


_MONTH_MENTION = re.compile(rf"(?<![\d年个一二三四五六七八九十两]){_NUM}月")


def _calendar(text: str) -> bool:
    """Three or more months with no year and no plan describe a yearly round ("二三月在罗平，
    六到八月在天祝，九月以后回固原"), not one trip."""
    return len(_MONTH_MENTION.findall(text)) >= 3 and not re.search(r"\d{4}年|[今明后]年", text) \
        and not _PLAN.search(text)


# a statement about what is still to come; without one, a span already over is history.
# Bare 要/会/想 are left out: "需要长期吃药", "学会了游泳" would turn a past event into a plan
# and expire it the moment it is stored, which is the worse mistake of the two.
_PLAN = re.compile(r"计划|打算|准备|预计|预定|定在|定于|安排(?!的)|想(?:去|要|在|带|趁|和|跟)|(?<![需主只])要去|将要|将去|会去|约了|订了|定了|报了"
                   r"|\bplan|going to|\bwill\b", re.I)


def infer_valid_until(text: str, now: datetime) -> Optional[datetime]:
    """The end (23:59:59, now's tz) of the latest span the text names, or None.

    A span that was already over when the text was written ("2025年11月刚领证",
    said in January 2026) is history, a lasting fact: no end. A plan for a past
    date (an import, an edit) keeps that date and so is expired at once.
    """
    text = to_simplified(text or "")
    ends = _span_ends(text, now.date())
    if not ends:
        return None
    d = max(ends)
    if d < now.date() and not _PLAN.search(text):
        return None
    return datetime(d.year, d.month, d.day, 23, 59, 59, tzinfo=now.tzinfo)


def tells_of_a_change(text: str, said_at: datetime) -> bool:
    """Whether the text dates something that had happened or begun by the time it was said, after
    which a state holds: "孙浩九月穿上了军装", "陈志强六月不跑车了", "扎西五月开始跑长途货运",
    "国庆后用户去了宝安一个物流园看大门". Such a memory is the newer version of whatever it
    changed (recall.keep_current_states); "去过" (an experience) and plans tell of no change."""
    changes: list[str] = []
    _span_ends(to_simplified(text or ""), said_at.date(), changes)
    return bool(changes)


_MONTH_OR_DAY = re.compile(rf"{_NUM}月|\d{{1,2}}[号日]|[上下这本]个?月|[上下这本](?:周|礼拜|星期)|(?:周|星期|礼拜)[一二三四五六日天]"
                           r"|月[初底中]|[上中下]旬|明天|后天|"
                           # 618 is a festival only as the sale (_HOLIDAY_RE), not "住618房间"
                           + "|".join(re.escape(word) for word in _HOLIDAY_WORDS if not word.isdigit()))


def names_a_month_or_day(text: str) -> bool:
    """Whether the text dates something to a month, a day or a holiday, not only to a year ("明年考在职研究生")."""
    return _MONTH_OR_DAY.search(to_simplified(text or "")) is not None


def mentions_time_span(text: str) -> bool:
    """Whether the text names any date or span this module can resolve."""
    return bool(_span_ends(to_simplified(text or ""), date(2026, 1, 1)))
