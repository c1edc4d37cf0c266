"""The offline planner (R30): a deterministic travel assistant over the bundled
knowledge base that applies recalled memories as constraints and says which.

A memory counts as *used* only when it changed the answer: each constraint key
is removed in turn and the choice recomputed; if the result differs, the
memories behind that key shaped the reply (R10).
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from assistant.offline import compose
from assistant.offline.constraints import (
    Constraint, ConstraintSet, Kind, MemoryLike, constraints_from_memories,
    constraints_from_text, lifted_tags, restore,
)
from assistant.offline.intent import (
    MAX_DAYS, Intent, detect_intent, parse_dates, parse_days, parse_party, unknown_place,
)
from assistant.offline.knowledge import Destination, KnowledgeBase, load_knowledge
from assistant.offline.profile import answer_recall, clean, home_from_text, name_from_text, read_profile
from assistant.offline.recommend import advise_food, advise_hotels, plan_trip

DEFAULT_DAYS = 3
_TRIP_TYPES = frozenset({"goal"})  # not "event": a past trip is not the next destination


@dataclass(frozen=True)
class OfflineReply:
    text: str  # Chinese Markdown
    intent: str
    used_memory_ids: list[str]
    applied: list[str]  # short phrases, one per used memory fact ("不吃海鲜")
    working_memory: dict[str, Any]


@dataclass
class _Turn:
    message: str
    memories: list[MemoryLike]
    constraints: ConstraintSet
    wm: dict[str, Any]
    user_name: Optional[str]


@dataclass
class _Answer:
    body: str
    used: list[Constraint] = field(default_factory=list)  # constraints that changed the answer
    facts: list[tuple[str, str]] = field(default_factory=list)  # (memory_id, phrase) quoted or relied on
    cite_memories: bool = True  # add "我参考了你之前说的…" (not for recall answers, which list them)


def _active(memory: MemoryLike) -> bool:
    return getattr(memory, "status", "active") in ("active", None)


def _used(cs: ConstraintSet, choose: Callable[[ConstraintSet], object]) -> list[Constraint]:
    base = choose(cs)
    changed = {key for key in cs.keys if choose(cs.without(key)) != base}
    return [c for c in cs.items if c.key in changed]


class OfflinePlanner:
    def __init__(self, knowledge: Optional[KnowledgeBase] = None) -> None:
        self.kb = knowledge if knowledge is not None else load_knowledge()

    def reply(self, message: str, memories: Sequence[MemoryLike], working_memory: Optional[dict],
              *, user_name: Optional[str] = None) -> OfflineReply:
        message = (message or "").strip()
        active = [m for m in memories or () if _active(m)]
        wm = copy.deepcopy(dict(working_memory or {}))
        lifted = lifted_tags(message)
        said_now = constraints_from_text(message)
        session = self._session_constraints(wm, said_now, lifted)
        from_memory = [c for c in constraints_from_memories(active)
                       if not (c.kind is Kind.EXCLUDE and c.value in lifted)]
        cs = ConstraintSet(tuple(from_memory + session))
        states_facts = bool(said_now) or name_from_text(message) is not None
        intent = detect_intent(message, self.kb, states_facts)
        turn = _Turn(message, active, cs, wm, clean(user_name, 20) if user_name else None)
        handlers: dict[Intent, Callable[[_Turn], _Answer]] = {
            Intent.PLAN: self._plan, Intent.FOOD: self._food, Intent.HOTEL: self._hotel,
            Intent.RECALL: self._recall, Intent.STATEMENT: lambda t: self._statement(t, said_now),
            Intent.GREETING: self._greeting, Intent.HELP: self._help, Intent.UNKNOWN: self._unknown,
        }
        answer = handlers[intent](turn)
        return self._finish(turn, intent, answer)

    # ------------------------------------------------------------ plumbing

    @staticmethod
    def _session_constraints(wm: dict[str, Any], said_now: list[Constraint], lifted: set[str]) -> list[Constraint]:
        """This session's spoken constraints live in the trip draft until memory catches up."""
        merged: dict[tuple[str, str], Constraint] = {}
        for c in restore(wm.get("session_constraints", [])) + said_now:
            if not (c.kind is Kind.EXCLUDE and c.value in lifted):
                merged.setdefault(c.key, c)
        wm["session_constraints"] = [c.as_dict() for c in merged.values()]
        return list(merged.values())

    def _finish(self, turn: _Turn, intent: Intent, answer: _Answer) -> OfflineReply:
        phrases: dict[str, list[str]] = {}
        for c in answer.used:
            if c.memory_id:
                phrases.setdefault(c.memory_id, []).append(c.phrase)
        for memory_id, phrase in answer.facts:
            phrases.setdefault(memory_id, []).append(phrase)
        used_ids = [m.memory_id for m in turn.memories if m.memory_id in phrases]
        applied = list(dict.fromkeys(p for mid in used_ids for p in phrases[mid]))
        session = [c.phrase for c in answer.used if c.memory_id is None and c.phrase not in applied]
        text = answer.body
        sentence = compose.applied_sentence(applied if answer.cite_memories else [], list(dict.fromkeys(session)))
        if sentence:
            text = f"{text}\n\n{sentence}"
        turn.wm["constraints"] = list(dict.fromkeys(c.phrase for c in turn.constraints.items))
        return OfflineReply(text, intent.value, used_ids, applied, turn.wm)

    def _destination(self, turn: _Turn) -> tuple[Optional[Destination], list[tuple[str, str]], Optional[str]]:
        """(destination, memory facts that supplied it, unknown place name)."""
        dest = self.kb.find_destination(turn.message)
        if dest is not None:
            return dest, [], None
        unknown = unknown_place(turn.message, self.kb)
        if unknown:
            return None, [], clean(unknown, 20)
        drafted = self.kb.get(str(turn.wm.get("destination") or ""))
        if drafted is not None:
            return drafted, [], None
        for m in turn.memories:  # a remembered plan: "用户计划十月去成都"
            slot = (m.slot or "").lower()
            if slot.startswith(("trip.", "goal.")) or m.memory_type in _TRIP_TYPES:
                found = self.kb.find_destination(m.content or "")
                if found is not None:
                    return found, [(m.memory_id, f"计划去{found.name}")], None
        return None, [], None

    def _update_draft(self, turn: _Turn, dest: Destination) -> None:
        wm = turn.wm
        if wm.get("destination") != dest.name:
            wm.pop("itinerary", None)
        wm["destination"] = dest.name
        dates = parse_dates(turn.message)
        if dates:
            wm["dates"] = dates
        cs = turn.constraints
        party = list(wm.get("party") or []) + parse_party(turn.message)
        party += [label for label, on in (("老人", cs.has(Kind.LOW_WALKING, "elderly")),
                                          ("孩子", cs.has(Kind.KIDS)), ("宠物", cs.has(Kind.PET))) if on]
        wm["party"] = list(dict.fromkeys(party))

    # ------------------------------------------------------------ intents

    def _where(self, turn: _Turn, verb: str
               ) -> tuple[Optional[Destination], list[tuple[str, str]], Optional[_Answer]]:
        """The destination and the memory facts behind it, or the answer to give instead."""
        dest, facts, unknown = self._destination(turn)
        if unknown:
            return None, [], _Answer(compose.unknown_destination(unknown, self.kb.names))
        if dest is None:
            return None, [], _Answer(compose.ask_destination(self.kb.names, verb))
        self._update_draft(turn, dest)
        return dest, facts, None

    def _plan(self, turn: _Turn) -> _Answer:
        drafted = (turn.wm.get("destination"), turn.wm.get("days"))
        dest, facts, instead = self._where(turn, "去")
        if dest is None:
            return instead or _Answer("")
        # "改成慢一点" keeps the drafted length; a new city starts from the default.
        kept = drafted[1] if drafted[0] == dest.name and isinstance(drafted[1], int) else None
        days = parse_days(turn.message) or kept
        notes = []
        if days is None:
            days = DEFAULT_DAYS
            notes.append(f"你没说玩几天，先按{DEFAULT_DAYS}天排；说“改成2天”就能调整。")
        if days > MAX_DAYS:
            notes.append(f"离线模式最多排{MAX_DAYS}天，先给你前{MAX_DAYS}天的安排。")
            days = MAX_DAYS
        cs = turn.constraints
        itinerary = plan_trip(dest, days, cs)
        turn.wm["days"] = days
        turn.wm["itinerary"] = [
            {"day": i, "stops": [s.name for s in d.stops], "meal": d.meal.food.name if d.meal else None}
            for i, d in enumerate(itinerary.days, 1)
        ]
        text = compose.plan_answer(dest, days, turn.wm.get("dates"), itinerary, notes)
        return _Answer(text, _used(cs, lambda c: plan_trip(dest, days, c)), facts)

    def _food(self, turn: _Turn) -> _Answer:
        return self._advise(turn, "了解", advise_food, compose.food_answer)

    def _hotel(self, turn: _Turn) -> _Answer:
        return self._advise(turn, "住在", advise_hotels, compose.hotel_answer)

    def _advise(self, turn: _Turn, verb: str, advise, render) -> _Answer:
        """One destination's advice; `used` = the constraints whose removal would change it."""
        dest, facts, instead = self._where(turn, verb)
        if dest is None:
            return instead or _Answer("")
        cs = turn.constraints
        return _Answer(render(dest, advise(dest, cs)), _used(cs, lambda c: advise(dest, c)), facts)

    def _recall(self, turn: _Turn) -> _Answer:
        body, facts = answer_recall(turn.message, turn.memories, turn.user_name)
        return _Answer(body, facts=facts, cite_memories=False)

    def _statement(self, turn: _Turn, said_now: list[Constraint]) -> _Answer:
        lines = []
        name = name_from_text(turn.message)
        if name:
            lines.append(f"你好，{name}！很高兴认识你。")
        home = home_from_text(turn.message)
        if home:
            lines.append(f"记下了，你住在{home}。")
        phrases = list(dict.fromkeys(c.phrase for c in said_now))
        if phrases:
            lines.append(f"好的，记下了：{'、'.join(phrases)}。之后推荐美食、住宿和安排行程时我都会考虑。")
        if not lines:
            lines.append("好的，记下了。")
        lines.append("（长期记忆会在对话后由记忆模块保存，可以在记忆面板查看和修改。）")
        if turn.wm.get("destination"):
            lines.append(f"要我按这些要求重新看看{clean(str(turn.wm['destination']), 10)}的行程或美食吗？")
        return _Answer("\n".join(lines))

    def _greeting(self, turn: _Turn) -> _Answer:
        if re.search(r"谢|thank", turn.message, re.I):
            return _Answer("不客气！还有想安排的行程、美食或住宿，随时告诉我。")
        if re.search(r"再见|拜拜|bye", turn.message, re.I):
            return _Answer("再见，祝旅途愉快！下次回来我还记得你说过的偏好。")
        profile = read_profile(turn.memories)
        facts: list[tuple[str, str]] = []
        hello = "你好！"
        if profile.name:
            hello = f"你好，{profile.name.value}！"
            facts.append((profile.name.memory_id, f"名字叫{profile.name.value}"))
        elif turn.user_name:
            hello = f"你好，{turn.user_name}！"
        return _Answer(f"{hello}\n\n{compose.capabilities(self.kb.names)}", facts=facts)

    def _help(self, turn: _Turn) -> _Answer:
        return _Answer(compose.capabilities(self.kb.names))

    def _unknown(self, turn: _Turn) -> _Answer:
        return _Answer(f"抱歉，这个问题超出了离线模式能回答的范围，我不想乱答。\n\n{compose.capabilities(self.kb.names)}")
