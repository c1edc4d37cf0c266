"""Recalled memories (and this session's words) → planner constraints (R22).

Memory text is data. It is only matched against a closed set of constraint
kinds; nothing in it is ever followed as an instruction, and a like never
overrides a hard exclusion.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Optional, Protocol

from assistant.offline import lexicon as lx


class MemoryLike(Protocol):
    """The fields of `memory.models.MemoryItem` the planner reads."""

    memory_id: str
    content: str
    memory_type: str
    slot: Optional[str]


class Kind(str, Enum):
    EXCLUDE = "exclude"  # value: an ingredient tag the user does not eat
    ALLERGY = "allergy"  # value: an ingredient tag; may_contain gets flagged
    HALAL = "halal"  # halal food only
    VEGETARIAN = "vegetarian"  # value: vegetarian | vegan
    PACE = "pace"  # value: slow | fast
    LOW_WALKING = "low_walking"  # value: elderly | mobility
    KIDS = "kids"
    PET = "pet"
    MOTION_SICKNESS = "motion_sickness"
    HOTEL = "hotel"  # value: a hotel trait
    BUDGET = "budget"  # value: budget | mid | high
    LIKE = "like"  # value: a sight tag, or "spicy"
    DISLIKE = "dislike"  # value: a sight tag


HARD_KINDS = frozenset({Kind.EXCLUDE, Kind.ALLERGY, Kind.HALAL, Kind.VEGETARIAN, Kind.LOW_WALKING})


@dataclass(frozen=True)
class Constraint:
    kind: Kind
    value: str
    phrase: str  # short Chinese, for "我参考了你之前说的：…"
    memory_id: Optional[str] = None  # None: said in this session, not (yet) a memory

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind.value, self.value)

    @property
    def hard(self) -> bool:
        return self.kind in HARD_KINDS

    def as_dict(self) -> dict[str, str]:
        return {"kind": self.kind.value, "value": self.value, "phrase": self.phrase}


@dataclass(frozen=True)
class ConstraintSet:
    items: tuple[Constraint, ...] = ()

    def values(self, kind: Kind) -> set[str]:
        return {c.value for c in self.items if c.kind is kind}

    def has(self, kind: Kind, value: Optional[str] = None) -> bool:
        return any(c.kind is kind and (value is None or c.value == value) for c in self.items)

    def without(self, key: tuple[str, str]) -> "ConstraintSet":
        return ConstraintSet(tuple(c for c in self.items if c.key != key))

    @property
    def keys(self) -> list[tuple[str, str]]:
        return list(dict.fromkeys(c.key for c in self.items))

    @property
    def excluded_tags(self) -> set[str]:
        """Ingredient tags no shown food may have as a main ingredient."""
        tags = self.values(Kind.EXCLUDE) | self.values(Kind.ALLERGY)
        if "seafood" in tags:
            tags.add("shellfish")
        if self.has(Kind.HALAL):
            tags |= {"pork", "alcohol"}
        if self.has(Kind.VEGETARIAN, "vegan"):
            tags |= {"egg", "dairy"}
        return tags

    @property
    def flagged_tags(self) -> set[str]:
        """Tags that earn a "可能含…" warning when a food may contain them."""
        tags = set(self.excluded_tags)
        if self.has(Kind.VEGETARIAN):
            tags |= {"seafood", "shellfish", "pork", "beef", "mutton"}
        return tags

    @property
    def slow(self) -> bool:
        # A fast-pace wish never overrides a slow one: fewer stops is the safe side.
        return self.has(Kind.PACE, "slow")

    @property
    def fast(self) -> bool:
        return self.has(Kind.PACE, "fast") and not self.slow

    @property
    def wanted_traits(self) -> list[str]:
        traits = sorted(self.values(Kind.HOTEL) - {"budget", "luxury"})
        derived = [
            ("accessible", self.has(Kind.LOW_WALKING)),
            ("family", self.has(Kind.KIDS)),
            ("pet_friendly", self.has(Kind.PET)),
        ]
        return traits + [t for t, on in derived if on and t not in traits]

    @property
    def budget(self) -> Optional[str]:
        bands = self.values(Kind.BUDGET)
        # The tighter budget wins when memories disagree.
        return next((b for b in ("budget", "mid", "high") if b in bands), None)


# ---------------------------------------------------------------- phrases


def _phrase(kind: Kind, value: str) -> str:
    if kind is Kind.EXCLUDE:
        return f"不吃{lx.FOOD_ZH.get(value, value)}"
    if kind is Kind.ALLERGY:
        return f"对{lx.FOOD_ZH.get(value, value)}过敏"
    if kind is Kind.LIKE:
        return "喜欢吃辣" if value == "spicy" else f"喜欢{lx.TOPIC_ZH.get(value, value)}"
    if kind is Kind.DISLIKE:
        return "不喜欢人多" if value == "crowds" else f"不喜欢{lx.TOPIC_ZH.get(value, value)}"
    if kind is Kind.HOTEL:
        return lx.HOTEL_PHRASE.get(value, value)
    fixed = {
        (Kind.HALAL, "halal"): "饮食需要清真",
        (Kind.VEGETARIAN, "vegetarian"): "吃素",
        (Kind.VEGETARIAN, "vegan"): "吃纯素",
        (Kind.PACE, "slow"): "喜欢慢节奏",
        (Kind.PACE, "fast"): "喜欢紧凑的行程",
        (Kind.LOW_WALKING, "elderly"): "带老人出行",
        (Kind.LOW_WALKING, "mobility"): "不方便走太多路",
        (Kind.KIDS, "kids"): "带孩子出行",
        (Kind.PET, "pet"): "带宠物出行",
        (Kind.MOTION_SICKNESS, "motion_sickness"): "容易晕车",
        (Kind.BUDGET, "budget"): "预算有限",
        (Kind.BUDGET, "mid"): "预算中等",
        (Kind.BUDGET, "high"): "预算充足",
    }
    return fixed.get((kind, value), value)


def make(kind: Kind, value: str, memory_id: Optional[str] = None) -> Constraint:
    return Constraint(kind, value, _phrase(kind, value), memory_id)


# ---------------------------------------------------------------- text patterns

_CLAUSE_SPLIT = re.compile(r"[，。；;！!？?\n]|,\s|\.\s|\bbut\b|但是|但|只是|不过(?!敏)")
_NEG_EAT = re.compile(
    r"(不吃|不能吃|不太能吃|吃不了|不太吃|不爱吃|不想吃|不喜欢吃|讨厌吃|忌口|忌|不碰|不要|不加|别放|不放|"
    r"避开|戒|少吃|怕|don't eat|do not eat|doesn't eat|does not eat|can't eat|cannot eat|"
    r"never eats?|won't eat|don't like|do not like|doesn't like|\bdislikes?|\bhates?|\bavoids?|"
    r"\bno|\bwithout|not eat)\W{0,2}$", re.I)
_ALLERGY_AFTER = re.compile(r"^\W{0,2}([等也都类]\W{0,1})?(过敏|allerg)", re.I)
_ALLERGY_BEFORE = re.compile(r"(allergic to|allergy to|allergies|过敏源?是?)\W{0,3}$", re.I)
_NOT_ALLERGIC = re.compile(r"不过敏|没有过敏|不再过敏|not allergic|no allerg|no longer allergic", re.I)
_LIKE_SPICY = re.compile(
    r"无辣不欢|吃辣没问题|嗜辣|(?<!不)(?<!不太)(能吃辣|爱吃辣|喜欢吃辣)|(?<!not )(?<!n't )(loves?|likes?|enjoys?) spicy",
    re.I)
_VEGAN = re.compile(r"纯素|严格素食|全素|vegan", re.I)
_VEGETARIAN = re.compile(r"素食|吃素|茹素|vegetarian|veggie", re.I)
_NOT_VEG = re.compile(r"(不是|并非|不吃|不用|不需要|not an?|isn't|n't)\s*(吃素|素食|纯素|vegetarian|vegan)", re.I)
_HALAL = re.compile(r"清真|穆斯林|回族|halal|muslim", re.I)
_NOT_HALAL = re.compile(r"(不是|不用|不需要|不必|not|no need for)\s*(清真|穆斯林|回族|halal|muslim)", re.I)
_FAST = re.compile(r"紧凑|快节奏|特种兵|多安排|多去几个|packed|fast[- ]paced|as much as possible", re.I)
_SLOW = re.compile(
    r"慢节奏|节奏慢|慢一点|慢慢|悠闲|轻松|不赶|别太赶|不要太赶|不想太累|别太累|不要太累|少安排|"
    r"休闲|slow|relaxed|leisurely|not rushed|easy pace", re.I)
_MOBILITY = re.compile(
    r"腿脚不便|腿脚不好|膝盖不好|膝盖疼|走不了|走不动|不能久走|不能走太多|不方便走|行动不便|轮椅|拄拐|"
    r"腰不好|不想走太多路|少走路|mobility|wheelchair|bad knees?|can't walk|cannot walk|limited walking",
    re.I)
_ELDER_WORDS = r"(爸妈|父母|老人|长辈|爷爷|奶奶|外公|外婆|姥姥|姥爷|老爸|老妈|公公|婆婆|岳父|岳母|父亲|母亲)"
_ELDERLY = re.compile(
    rf"(带|陪|和|跟|同|一起|与)[^，。,]{{0,4}}{_ELDER_WORDS}|老人家|年迈|高龄|老年人|"
    r"elderly|seniors?\b|grandparents?|grandma|grandpa|with (my )?(parents|mom and dad)", re.I)
_AGED = re.compile(rf"(\d{{2,3}})\s*岁[的了]?\s*{_ELDER_WORDS}|{_ELDER_WORDS}[^，。,]{{0,4}}?(\d{{2,3}})\s*岁")
_KIDS = re.compile(
    r"(带|陪|和|跟|同|一起|与|有|家有|岁的?)[^，。,]{0,4}(孩子|小孩|宝宝|娃|儿子|女儿|小朋友)|亲子|遛娃|"
    r"一家三口|一家四口|\bkids?\b|children|\bchild\b|toddler|\bbaby\b", re.I)
_PET = re.compile(r"(带|和|养|有|跟)[^，。,]{0,4}(狗|猫|宠物)|狗狗|猫咪|\bpets?\b|\bdogs?\b|\bcats?\b", re.I)
_MOTION = re.compile(r"晕车|晕船|晕机|motion sick|car ?sick|seasick", re.I)
_BUDGET_LOW = re.compile(r"穷游|省钱|预算(有限|不多|紧|少|不高)|便宜|经济型|性价比|学生党|cheap|tight budget|low budget|on a budget", re.I)
_BUDGET_HIGH = re.compile(r"豪华|奢华|高端|五星|不差钱|预算(很)?(多|宽裕|充足|不限)|luxury|high[- ]end|splurge", re.I)
_BUDGET_NUM = re.compile(r"(\d+(?:\.\d+)?)\s*(万|k|千)?\s*(元|块|rmb|yuan)?", re.I)
_PER_NIGHT = re.compile(r"每晚|一晚|/晚|每天住|per night|a night", re.I)
_BUDGET_CONTEXT = re.compile(r"预算|budget|花费|价位|每晚|一晚|per night", re.I)
_DISLIKE_CUE = re.compile(
    r"(不喜欢|讨厌|受不了|怕|不想去|不爱|避开|不要去|反感|hates?|dislikes?|don't like|do not like|avoids?|can't stand)",
    re.I)
_LIKE_CUE = re.compile(r"(喜欢|爱|偏爱|想去|感兴趣|热爱|迷|likes?|loves?|enjoys?|into|fan of)", re.I)
_NEGATED_TRAIT = re.compile(r"(不需要|不用|不在乎|无所谓|don't need|doesn't need|no need)", re.I)


def clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE_SPLIT.split(text or "") if c and c.strip()]


def _food_constraints(clause: str, memory_id: Optional[str]) -> list[Constraint]:
    out: list[Constraint] = []
    allergic_ok = not _NOT_ALLERGIC.search(clause)
    likes_spicy = bool(_LIKE_SPICY.search(clause))
    if likes_spicy:
        out.append(make(Kind.LIKE, "spicy", memory_id))
    for match in lx.FOOD_RE.finditer(clause):
        tag = lx.FOOD_WORDS[match.group(0).lower()]
        before = _strip_food_list(clause[: match.start()])
        after = _strip_food_list(clause[match.end():], at_end=False)
        if allergic_ok and (_ALLERGY_AFTER.search(after) or _ALLERGY_BEFORE.search(before)):
            out.append(make(Kind.ALLERGY, tag, memory_id))
        elif _NEG_EAT.search(before) and not (tag == "spicy" and likes_spicy):
            out.append(make(Kind.EXCLUDE, tag, memory_id))
    return out


_JOINERS_END = re.compile(r"(\s|和|与|及|、|,|/|&|\band\b|\bor\b|也|都|类|等|以及)+$", re.I)
_JOINERS_START = re.compile(r"^(\s|和|与|及|、|,|/|&|\band\b|\bor\b|以及)+", re.I)


def _strip_food_list(text: str, at_end: bool = True) -> str:
    """Drop a neighbouring list of foods: "不吃海鲜和牛肉" negates 牛肉 too, "花生和坚果过敏" covers 花生."""
    joiners = _JOINERS_END if at_end else _JOINERS_START
    while True:
        text = joiners.sub("", text)
        match = (re.search(rf"(?:{lx.FOOD_RE.pattern})$", text, re.I) if at_end
                 else re.match(lx.FOOD_RE.pattern, text, re.I))
        if not match:
            return text
        text = text[: match.start()] if at_end else text[match.end():]


def _diet_constraints(clause: str, memory_id: Optional[str]) -> list[Constraint]:
    out: list[Constraint] = []
    if not _NOT_VEG.search(clause):
        if _VEGAN.search(clause):
            out.append(make(Kind.VEGETARIAN, "vegan", memory_id))
        elif _VEGETARIAN.search(clause):
            out.append(make(Kind.VEGETARIAN, "vegetarian", memory_id))
    if _HALAL.search(clause) and not _NOT_HALAL.search(clause):
        out.append(make(Kind.HALAL, "halal", memory_id))
    return out


def _travel_constraints(clause: str, memory_id: Optional[str]) -> list[Constraint]:
    out: list[Constraint] = []
    if _FAST.search(clause):
        out.append(make(Kind.PACE, "fast", memory_id))
    elif _SLOW.search(clause):
        out.append(make(Kind.PACE, "slow", memory_id))
    if _MOBILITY.search(clause):
        out.append(make(Kind.LOW_WALKING, "mobility", memory_id))
    if _ELDERLY.search(clause) or _is_aged(clause):
        out.append(make(Kind.LOW_WALKING, "elderly", memory_id))
    if _KIDS.search(clause):
        out.append(make(Kind.KIDS, "kids", memory_id))
    if _PET.search(clause):
        out.append(make(Kind.PET, "pet", memory_id))
    if _MOTION.search(clause):
        out.append(make(Kind.MOTION_SICKNESS, "motion_sickness", memory_id))
    band = budget_band(clause)
    if band:
        out.append(make(Kind.BUDGET, band, memory_id))
    return out


def _is_aged(clause: str) -> bool:
    match = _AGED.search(clause)
    if not match:
        return False
    age = next(int(g) for g in match.groups() if g and g.isdigit())
    return age >= 60


def _budget_amount(text: str) -> Optional[re.Match[str]]:
    """The money figure: one with a unit (元/块/万), else the first number after 预算/budget."""
    numbers = list(_BUDGET_NUM.finditer(text))
    with_unit = [m for m in numbers if m.group(2) or m.group(3)]
    if with_unit:
        return with_unit[0]
    cue = _BUDGET_CONTEXT.search(text)
    return next((m for m in numbers if cue and m.start() >= cue.end()), None)


def budget_band(text: str) -> Optional[str]:
    if _BUDGET_LOW.search(text):
        return "budget"
    if _BUDGET_HIGH.search(text):
        return "high"
    if not _BUDGET_CONTEXT.search(text):
        return None
    match = _budget_amount(text)
    if not match:
        return None
    amount = float(match.group(1)) * {"万": 10000, "k": 1000, "千": 1000}.get((match.group(2) or "").lower(), 1)
    if _PER_NIGHT.search(text) or amount < 1000:
        return "budget" if amount <= 400 else "high" if amount >= 1000 else "mid"
    return "budget" if amount <= 3000 else "high" if amount >= 15000 else "mid"


def _taste_constraints(clause: str, memory_id: Optional[str]) -> list[Constraint]:
    out: list[Constraint] = []
    if not _NEGATED_TRAIT.search(clause):
        for match in lx.HOTEL_RE.finditer(clause):
            out.append(make(Kind.HOTEL, lx.HOTEL_WORDS[match.group(0).lower()], memory_id))
    for match in lx.TOPIC_RE.finditer(clause):
        tag = lx.TOPIC_WORDS[match.group(0).lower()]
        before = clause[max(0, match.start() - 10): match.start()]
        if _DISLIKE_CUE.search(before):
            out.append(make(Kind.DISLIKE, tag, memory_id))
        elif _LIKE_CUE.search(before):
            out.append(make(Kind.LIKE, tag, memory_id))
    return out


def constraints_from_text(text: str, memory_id: Optional[str] = None) -> list[Constraint]:
    """Recognise constraints in free text (a memory's content or a user message)."""
    out: list[Constraint] = []
    for clause in clauses(text):
        for found in (_food_constraints, _diet_constraints, _travel_constraints, _taste_constraints):
            out.extend(found(clause, memory_id))
    return _dedupe(out)


def lifted_tags(text: str) -> set[str]:
    """Foods the user says they do eat now ("我现在吃海鲜了"): lifts an exclusion for this turn."""
    lifted: set[str] = set()
    for clause in clauses(text):
        if re.search(r"[不没别忌戒]|n't|\bnot\b|\bno\b|avoid|never|过敏|allerg", clause, re.I):
            continue
        if re.search(r"(现在|其实|可以|能|也|开始)吃|\beat\b|\beats\b", clause, re.I):
            lifted |= {lx.FOOD_WORDS[m.group(0).lower()] for m in lx.FOOD_RE.finditer(clause)}
    return lifted


# ---------------------------------------------------------------- memories

_COMPANION = {"elderly": (Kind.LOW_WALKING, "elderly"), "parents": (Kind.LOW_WALKING, "elderly"),
              "child": (Kind.KIDS, "kids"), "children": (Kind.KIDS, "kids"), "kids": (Kind.KIDS, "kids"),
              "kid": (Kind.KIDS, "kids"), "pet": (Kind.PET, "pet"), "dog": (Kind.PET, "pet")}
_PROFILE_SLOTS = frozenset({"name", "home_city", "job", "age", "language"})
_AFFIRMS_NEG = re.compile(r"[不没别忌戒免]|n't|\bnot\b|\bno\b|avoid|never|free", re.I)


def _affirms_eating(content: str) -> bool:
    """A diet slot whose newest content says the user does eat it ("用户现在吃海鲜了")."""
    return bool(re.search(r"吃|\beats?\b", content, re.I)) and not _AFFIRMS_NEG.search(content)


def _from_slot(slot: str, content: str, mid: str) -> Optional[list[Constraint]]:
    """Constraints from a known slot; None when the slot says nothing and content must be read."""
    family, _, rest = slot.partition(".")
    if slot in _PROFILE_SLOTS:
        return []
    if family == "diet":
        if rest in ("vegetarian", "vegan"):
            return [make(Kind.VEGETARIAN, rest, mid)]
        if rest == "halal":
            return [make(Kind.HALAL, "halal", mid)]
        tag = lx.SLOT_FOOD.get(rest)
        if tag:
            return [] if _affirms_eating(content) else [make(Kind.EXCLUDE, tag, mid)]
        return None
    if family == "allergy":
        if _NOT_ALLERGIC.search(content):
            return []
        tag = lx.SLOT_FOOD.get(rest)
        if tag is None:
            tag = next((lx.FOOD_WORDS[m.group(0).lower()] for m in lx.FOOD_RE.finditer(content)), None)
        # A non-food allergy (pollen, penicillin) is remembered but shapes no food choice.
        return [make(Kind.ALLERGY, tag, mid)] if tag else []
    if family in ("like", "dislike"):
        if rest == "spicy":
            return [make(Kind.LIKE if family == "like" else Kind.EXCLUDE, "spicy", mid)]
        tag = lx.SLOT_TOPIC.get(rest)
        if tag:
            return [make(Kind.LIKE if family == "like" else Kind.DISLIKE, tag, mid)]
        return None
    if slot == "pace":
        if re.search(r"快|紧凑|特种兵|fast|packed", content, re.I):
            return [make(Kind.PACE, "fast", mid)]
        if re.search(r"慢|轻松|悠闲|不赶|slow|relax|leisure", content, re.I):
            return [make(Kind.PACE, "slow", mid)]
        return []
    if slot == "mobility":
        return [make(Kind.LOW_WALKING, "mobility", mid)]
    if family == "companion" and rest in _COMPANION:
        return [make(*_COMPANION[rest], mid)]
    if slot.startswith(("transport.motion_sickness", "health.motion_sickness")):
        return [make(Kind.MOTION_SICKNESS, "motion_sickness", mid)]
    if slot == "budget":
        band = budget_band(content)
        return [make(Kind.BUDGET, band, mid)] if band else []
    if family == "hotel":
        if _NEGATED_TRAIT.search(content):
            return []
        if rest in ("budget", "luxury"):
            return [make(Kind.BUDGET, "budget" if rest == "budget" else "high", mid)]
        if rest in lx.TRAIT_ZH:
            return [make(Kind.HOTEL, rest, mid)]
        return None
    return None  # goal.*, trip.*, unknown slots: read the content


def constraints_from_memory(memory: MemoryLike) -> list[Constraint]:
    """Constraints one memory implies: by its slot when known, else by its content."""
    if getattr(memory, "status", "active") not in ("active", None):
        return []
    content = memory.content or ""
    slot = (memory.slot or "").strip().lower()
    found = _from_slot(slot, content, memory.memory_id) if slot else None
    if found is None:
        found = constraints_from_text(content, memory.memory_id)
    return _dedupe(found)


def constraints_from_memories(memories: Iterable[MemoryLike]) -> list[Constraint]:
    out: list[Constraint] = []
    for memory in memories:
        out.extend(constraints_from_memory(memory))
    return out


def restore(items: Iterable[dict]) -> list[Constraint]:
    """Session constraints kept in working memory (as `Constraint.as_dict()`)."""
    out: list[Constraint] = []
    for item in items or ():
        try:
            out.append(make(Kind(item["kind"]), str(item["value"])))
        except (KeyError, ValueError, TypeError):
            continue  # a stale or hand-edited draft must not break the turn
    return out


def _dedupe(items: Iterable[Constraint]) -> list[Constraint]:
    seen: dict[tuple[tuple[str, str], Optional[str]], Constraint] = {}
    for c in items:
        seen.setdefault((c.key, c.memory_id), c)
    return list(seen.values())
