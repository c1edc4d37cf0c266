"""Pure rendering of the offline planner's answers as Chinese Markdown.

Knowledge-base text is ours; anything from the user or a memory arrives
already passed through `profile.clean()`. No HTML is built here.
"""
from __future__ import annotations

from typing import Optional, Sequence

from assistant.offline import lexicon as lx
from assistant.offline.knowledge import Destination, Sight
from assistant.offline.recommend import DEFAULT_STOPS, FoodAdvice, FoodPick, HotelAdvice, Itinerary, RideNote

OFFLINE_LABEL = "离线模式（未连接大模型）"
CONNECT_HINT = "在「设置」里填写 OpenAI 兼容接口（地址、模型名、密钥）即可连接大模型，自由对话。"
DISCLAIMER = "> 以下为离线知识库的一般建议（非实时信息），门票、开放时间和预约请以官方渠道为准。"

_REASON_ZH = {"halal": "非清真", "vegetarian": "含肉或海鲜"}


def _hours(h: float) -> str:
    return f"{h:g}"


def _cities(kb_names: Sequence[str]) -> str:
    return "、".join(kb_names)


def capabilities(kb_names: Sequence[str]) -> str:
    return "\n".join([
        f"我是忆途的旅行规划助手，现在是**{OFFLINE_LABEL}**，可以：",
        "- 规划行程：“帮我规划三亚3天行程”",
        "- 推荐美食：“杭州有什么好吃的”",
        "- 推荐住宿：“成都住哪里比较安静”",
        "- 回忆你告诉过我的事：“你还记得我什么”",
        "",
        f"离线知识库覆盖：{_cities(kb_names)}。",
        CONNECT_HINT,
    ])


def unknown_destination(place: str, kb_names: Sequence[str]) -> str:
    return "\n".join([
        f"抱歉，离线知识库里还没有「{place}」的资料，我不想凭空编造。",
        f"目前覆盖的目的地：{_cities(kb_names)}。可以换一个城市试试。",
        CONNECT_HINT,
    ])


def ask_destination(kb_names: Sequence[str], what: str) -> str:
    return f"想{what}哪个城市？离线知识库目前覆盖：{_cities(kb_names)}。"


def applied_sentence(memory_phrases: Sequence[str], session_phrases: Sequence[str]) -> str:
    parts = []
    if memory_phrases:
        parts.append(f"我参考了你之前说的：{'、'.join(memory_phrases)}。")
    if session_phrases:
        parts.append(f"也按你这次说的：{'、'.join(session_phrases)}。")
    return "".join(parts)


# ---------------------------------------------------------------- food


def _food_line(pick: FoodPick) -> str:
    kind = "（店铺类型）" if pick.food.kind == "place" else ""
    line = f"- **{pick.food.name}**{kind}：{pick.food.note}"
    if pick.flags:
        line += f" ⚠️ {'；'.join(pick.flags)}"
    return line


def _removed_summary(advice: FoodAdvice) -> Optional[str]:
    if not advice.removed:
        return None
    counts: dict[str, int] = {}
    for _, reason in advice.removed:
        label = _REASON_ZH.get(reason) or f"含{lx.FOOD_ZH.get(reason, reason)}"
        counts[label] = counts.get(label, 0) + 1
    detail = "、".join(f"{label}的{n}项" for label, n in counts.items())
    return f"已按你的饮食要求避开{len(advice.removed)}项（{detail}）。"


def food_answer(dest: Destination, advice: FoodAdvice) -> str:
    lines = [f"**{dest.name}美食推荐**", DISCLAIMER, ""]
    if advice.picks:
        lines += [_food_line(p) for p in advice.picks]
    else:
        lines.append("知识库里同时满足你全部饮食要求的选择很少，建议到当地后用地图搜索并向店家确认食材。")
    lines.append("")
    summary = _removed_summary(advice)
    if summary:
        lines.append(summary)
    if advice.halal_scarce and dest.halal_note:
        lines.append(f"说实话，{dest.halal_note}")
    lines += [f"- {t}" for t in _allergy_tips(advice)]
    return "\n".join(lines).rstrip()


def _allergy_tips(advice: FoodAdvice) -> list[str]:
    names = [lx.FOOD_ZH.get(v, v) for v in advice.allergies]
    if not names:
        return []
    return [f"你对{'、'.join(names)}过敏：点餐时请主动告诉店家，酱料、小料和甜品里也可能有。"]


# ---------------------------------------------------------------- plan


def _labels(stops: Sequence[Sight]) -> list[str]:
    if len(stops) == 1:
        return ["全天" if stops[0].hours >= 5 else "白天"]
    labels = ["上午", "下午", "傍晚", "晚上"][: len(stops)]
    if len(stops) >= 2 and "night" in stops[-1].tags:
        labels[-1] = "晚上"
    return labels


def _sight_line(label: str, s: Sight) -> str:
    info = f"约{_hours(s.hours)}小时｜{lx.PACE_ZH[s.pace]}｜{lx.WALKING_ZH[s.walking]}"
    tip = f"——{s.tip}" if s.tip else ""
    return f"- {label}：{s.name}（{info}）{tip}"


def plan_answer(dest: Destination, days: int, dates: Optional[str], it: Itinerary,
                notes: Sequence[str]) -> str:
    title = f"**{dest.name}{days}天行程建议**" + (f"（{dates}）" if dates else "")
    lines = [title, DISCLAIMER, "", f"{dest.intro}最佳季节：{dest.best_seasons}。", ""]
    for number, day in enumerate(it.days, 1):
        lines.append(f"**第{number}天**")
        if not day.stops:
            lines.append("- 自由安排：休息，或在住处附近散步、补买特产")
        lines += [_sight_line(label, s) for label, s in zip(_labels(day.stops), day.stops)]
        if day.meal:
            lines.append(_food_line(day.meal).replace("- **", "- 吃：**", 1))
        lines.append("")
    tips = list(notes) + _plan_tips(dest, it)
    if tips:
        lines.append("**小贴士**")
        lines += [f"- {t}" for t in tips]
    return "\n".join(lines).rstrip()


def _plan_tips(dest: Destination, it: Itinerary) -> list[str]:
    """Every tip here reads only the itinerary, so a memory behind a tip is always reported as used."""
    tips = []
    if it.per_day < DEFAULT_STOPS:
        tips.append(f"按你喜欢的慢节奏，每天最多排{it.per_day}个点，留出午休和发呆的时间。")
    elif it.per_day > DEFAULT_STOPS:
        tips.append(f"按你喜欢的紧凑节奏，每天最多排{it.per_day}个点。")
    if it.avoided:
        who = "带老人出行" if "elderly" in it.walking_for else "考虑到不方便多走路"
        tips.append(f"{who}，已避开步行多、台阶多或较累的景点（{'、'.join(it.avoided[:4])}），"
                    "优先步行少的地方；观光车和轮椅租借以现场为准。")
    if it.rides:
        tips += _ride_tips(it.rides)
    if it.kids_first:
        tips.append("带孩子出行：已优先安排适合孩子的景点，午后留出休息时间。")
    if it.avoid_crowds:
        tips.append("你不喜欢人多：热门景点尽量开门就到，避开节假日高峰。")
    summary = _removed_summary(it.food)
    if summary:
        tips.append(summary.replace("已按", "餐饮建议已按"))
    if it.food.halal_scarce and dest.halal_note:
        tips.append(f"说实话，{dest.halal_note}")
    tips += _allergy_tips(it.food)
    if any(not d.stops for d in it.days):
        tips.append("知识库里符合条件的景点排完了，剩下的日子先留作自由活动。")
    return tips


def _ride_tips(rides: RideNote) -> list[str]:
    tips = []
    if rides.far:
        tips.append(f"你容易晕车：{'、'.join(rides.far)}车程较长，建议坐前排或选高铁，出发前备好晕车药。")
    elif rides.skipped:
        tips.append(f"你容易晕车：没排需要长途车程的{'、'.join(rides.skipped[:3])}。")
    if rides.boats:
        tips.append(f"{'、'.join(rides.boats)}要坐船，容易晕船的话可以提前吃药或换成岸上游览。")
    return tips


# ---------------------------------------------------------------- hotels


def hotel_answer(dest: Destination, advice: HotelAdvice) -> str:
    lines = [f"**{dest.name}住宿建议**", DISCLAIMER, ""]
    for number, pick in enumerate(advice.picks, 1):
        h = pick.hotel
        traits = "、".join(lx.TRAIT_ZH[t] for t in h.traits)
        lines.append(f"{number}. **{h.name}**（{h.area}｜{lx.BAND_ZH[h.price_band]}，{h.price}）：{h.note}")
        detail = f"   特点：{traits}"
        if pick.matched:
            detail += f"；符合你的要求：{'、'.join(lx.TRAIT_ZH[t] for t in pick.matched)}"
        lines.append(detail)
    lines.append("")
    for trait in advice.unmet:
        lines.append(f"知识库里没有标注「{lx.TRAIT_ZH[trait]}」的住宿类型，预订前请直接向店家确认。")
    lines.append("离线知识库只有住宿类型、没有具体酒店名，可以用这些关键词在订房平台筛选，价格仅供参考。")
    return "\n".join(lines).rstrip()
