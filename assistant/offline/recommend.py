"""Pure, deterministic choices over one destination under a ConstraintSet.

Each function returns a frozen value. The planner decides which memories were
used by comparing these values with and without a constraint, so everything
that should count as "shaped by a memory" (a dropped dish, a flag, one stop
fewer a day) must be part of the value.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from assistant.offline import lexicon as lx
from assistant.offline.constraints import ConstraintSet, Kind
from assistant.offline.knowledge import Destination, Food, HotelType, Sight

DEFAULT_STOPS = 3  # sights a day at a normal pace

_FLAG_TEXT = {
    "peanut": "可能含花生，建议和店家确认",
    "nuts": "可能含坚果，建议和店家确认",
    "spicy": "可能偏辣，点单时可以说不要辣",
}


def flag_text(tag: str) -> str:
    return _FLAG_TEXT.get(tag, f"可能含{lx.FOOD_ZH.get(tag, tag)}，建议和店家确认")


# ---------------------------------------------------------------- food


@dataclass(frozen=True)
class FoodPick:
    food: Food
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class FoodAdvice:
    picks: tuple[FoodPick, ...]
    removed: tuple[tuple[str, str], ...]  # (food name, reason tag) dropped by a hard rule
    halal_scarce: bool
    allergies: tuple[str, ...] = ()  # the reply reminds the user to tell the restaurant


def _removal_reason(food: Food, cs: ConstraintSet) -> Optional[str]:
    hit = [t for t in food.tags if t in cs.excluded_tags]
    if hit:
        return hit[0]
    if cs.has(Kind.HALAL) and not food.is_halal:
        return "halal"
    if cs.has(Kind.VEGETARIAN) and not food.is_vegetarian:
        return "vegetarian"
    return None


def advise_food(dest: Destination, cs: ConstraintSet, limit: int = 6) -> FoodAdvice:
    kept: list[Food] = []
    removed: list[tuple[str, str]] = []
    for food in dest.foods:
        reason = _removal_reason(food, cs)
        if reason:
            removed.append((food.name, reason))
        else:
            kept.append(food)
    if cs.has(Kind.LIKE, "spicy"):
        kept.sort(key=lambda f: "spicy" not in f.tags)  # stable: knowledge-base order otherwise
    flagged = cs.flagged_tags
    picks = tuple(
        FoodPick(f, tuple(flag_text(t) for t in f.may_contain if t in flagged)) for f in kept[:limit]
    )
    allergies = tuple(sorted(cs.values(Kind.ALLERGY)))
    return FoodAdvice(picks, tuple(removed), cs.has(Kind.HALAL) and len(kept) < 3, allergies)


# ---------------------------------------------------------------- sights


@dataclass(frozen=True)
class DayPlan:
    stops: tuple[Sight, ...]
    meal: Optional[FoodPick]


@dataclass(frozen=True)
class RideNote:
    """For a user prone to motion sickness: what the plan does about long rides and boats."""

    far: tuple[str, ...]  # planned sights with a long drive
    boats: tuple[str, ...]  # planned sights on a boat
    skipped: tuple[str, ...]  # long-drive sights left out


@dataclass(frozen=True)
class Itinerary:
    days: tuple[DayPlan, ...]
    per_day: int
    avoided: tuple[str, ...]  # sights dropped because they need much walking or many stairs
    food: FoodAdvice
    walking_for: tuple[str, ...] = ()  # why walking is limited: "elderly", "mobility"
    # Notes the reply will show; part of the value so a memory that only adds a
    # note still counts as used.
    rides: Optional[RideNote] = None
    kids_first: bool = False
    avoid_crowds: bool = False


def _too_hard(sight: Sight) -> bool:
    return sight.walking == "high" or sight.accessibility.stairs == "many" or sight.pace == "intense"


def _score(sight: Sight, rank: int, cs: ConstraintSet) -> float:
    tags = set(sight.tags)
    score = -0.1 * rank  # knowledge-base order is rough popularity
    score += 2.0 * len(tags & cs.values(Kind.LIKE))
    score -= 3.0 * len(tags & cs.values(Kind.DISLIKE))
    if cs.has(Kind.KIDS):
        score += 1.5 if "kids" in tags else 0.0
        score -= 1.0 if sight.pace == "intense" else 0.0
    if cs.slow:
        score += {"light": 1.0, "moderate": 0.0, "intense": -2.0}[sight.pace]
    if cs.has(Kind.LOW_WALKING) and sight.walking == "low":
        score += 1.0
    if cs.has(Kind.MOTION_SICKNESS):
        # A penalty, not a ban: 兵马俑 is an hour's drive and still worth it for most.
        score -= 2.5 if "long_ride" in tags else 1.0 if "boat" in tags else 0.0
    return score


def _fill_day(pool: list[Sight], scores: dict[str, float], per_day: int,
              hours_cap: float, full_day: float) -> list[Sight]:
    chosen: list[Sight] = []
    hours = 0.0
    while len(chosen) < per_day:
        # A long sight (长城, 迪士尼) may fill an otherwise empty day on its own.
        fits = [s for s in pool if hours + s.hours <= hours_cap or (not chosen and s.hours <= full_day)]
        if not fits:
            break
        # Stay in the first stop's area when the scores are close: less time on the road.
        area = chosen[0].area if chosen else None
        best = max(fits, key=lambda s: scores[s.name] + (1.0 if s.area == area else 0.0))
        chosen.append(best)
        pool.remove(best)
        hours += best.hours
    return sorted(chosen, key=lambda s: "night" in s.tags)  # evening sights last (stable)


def plan_trip(dest: Destination, days: int, cs: ConstraintSet) -> Itinerary:
    low_walking = cs.has(Kind.LOW_WALKING)
    per_day = 2 if cs.slow else 4 if cs.fast else DEFAULT_STOPS
    hours_cap = 6.0 if cs.slow or low_walking else 10.0 if cs.fast else 8.0
    full_day = hours_cap if cs.slow or low_walking else 10.0
    avoided = tuple(s.name for s in dest.sights if low_walking and _too_hard(s))
    scores = {s.name: _score(s, i, cs) for i, s in enumerate(dest.sights)}
    # max() keeps the first of equal scores, so order the pool by score (stable: then rank).
    pool = sorted((s for s in dest.sights if s.name not in avoided), key=lambda s: -scores[s.name])
    food = advise_food(dest, cs, limit=len(dest.foods))
    day_plans = []
    for day in range(days):
        stops = tuple(_fill_day(pool, scores, per_day, hours_cap, full_day))
        meal = food.picks[day % len(food.picks)] if food.picks else None
        day_plans.append(DayPlan(stops, meal))
    rides = _ride_note(dest, day_plans) if cs.has(Kind.MOTION_SICKNESS) else None
    return Itinerary(tuple(day_plans), per_day, avoided, food,
                     walking_for=tuple(sorted(cs.values(Kind.LOW_WALKING))), rides=rides,
                     kids_first=cs.has(Kind.KIDS), avoid_crowds=cs.has(Kind.DISLIKE, "crowds"))


def _ride_note(dest: Destination, day_plans: list[DayPlan]) -> RideNote:
    planned = [s for d in day_plans for s in d.stops]
    return RideNote(
        far=tuple(s.name for s in planned if "long_ride" in s.tags),
        boats=tuple(s.name for s in planned if "boat" in s.tags and "long_ride" not in s.tags),
        skipped=tuple(s.name for s in dest.sights if "long_ride" in s.tags and s not in planned),
    )


# ---------------------------------------------------------------- hotels


@dataclass(frozen=True)
class HotelPick:
    hotel: HotelType
    matched: tuple[str, ...]


@dataclass(frozen=True)
class HotelAdvice:
    picks: tuple[HotelPick, ...]
    wanted: tuple[str, ...]
    unmet: tuple[str, ...]  # wanted traits no hotel type here has
    band: Optional[str]


_BAND_SCORE = {
    ("budget", "budget"): 2.0, ("budget", "mid"): 0.0, ("budget", "high"): -3.0,
    ("mid", "budget"): 0.0, ("mid", "mid"): 2.0, ("mid", "high"): -1.0,
    ("high", "budget"): -2.0, ("high", "mid"): 0.0, ("high", "high"): 2.0,
}


def advise_hotels(dest: Destination, cs: ConstraintSet, limit: int = 3) -> HotelAdvice:
    wanted = tuple(cs.wanted_traits)
    band = cs.budget

    def score(hotel: HotelType) -> float:
        matched = [t for t in wanted if t in hotel.traits]
        # A pet either can come or cannot: weigh it above comfort traits.
        total = sum(4.0 if t == "pet_friendly" else 2.0 for t in matched)
        return total + (_BAND_SCORE[(band, hotel.price_band)] if band else 0.0)

    ranked = sorted(dest.hotels, key=lambda h: -score(h))  # stable: ties keep file order
    picks = tuple(HotelPick(h, tuple(t for t in wanted if t in h.traits)) for h in ranked[:limit])
    unmet = tuple(t for t in wanted if not any(t in h.traits for h in dest.hotels))
    return HotelAdvice(picks, wanted, unmet, band)
