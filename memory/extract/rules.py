"""The offline rules extractor: durable facts from one user message.

Always available (no LLM): the message is split into clauses, each clause is
matched against the signal rules of `assets/prompts/signals.yaml` in order,
and every hit becomes a typed `MemoryCandidate` with a slot. On top of the
patterns the code handles what regexes alone cannot:

- who a statement is about ("我妈不吃辣", "她70岁了，走路不能太多" fold into one
  companion memory; "我朋友不吃辣" is dropped);
- negation and refinement ("我不是素食者，只是不吃牛肉" -> one diet.beef fact
  that replaces diet.vegetarian; "其实我只是不吃贝类" replaces diet.seafood);
- confidence (hedged "好像/可能", questions, hypotheticals, one-off "今天");
- goals with a `valid_until` from `memory.timeparse`, and "以后都…/永远…"
  phrasings that name no known topic.

Task details ("下周去三亚"), greetings and moods simply match nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Optional

from memory.extract.phrasing import (  # noqa: F401  (re-exported: tests and callers import them from here)
    Clause,
    _context_text,
    _en_verb,
    is_chinese,
    short_hash,
    split_clauses,
    to_third_en,
    to_third_zh,
)
from memory.extract.signals import LexHit, Rule, Signals, load_signals
from memory.models import MemoryCandidate, MemoryType, SourceType
from memory.timeparse import infer_valid_until

_UNKNOWN_HEAD = re.compile(r"^(?:我们|我|俺|对于|对|有点|有些|比较|特别|非常|很|都|也|还|就|是|那种|这种|各种|所有的?|任何|去|一吃|一碰)+")
_UNKNOWN_TAIL = re.compile(r"(?:的话|之类的?|什么的|这些|那些|一类的?|类的|等等|等|的东西|东西|的|了|啊|呀|哦|呢|吧|啦|嘛|哈|喔|哇|~|一点|一些|些)+$")
_VERB_HEAD = re.compile(r"^(?:吃|喝|去|逛|玩|看|住|坐|泡|爬|听|打|拍)")
_EN_ARTICLE = re.compile(r"^(?:the|a|an|some|any|all|most|really|very)\s+", re.I)
# what a past restriction turned into once the user says it no longer holds
_NOW_OK = {
    "diet": {"zh": "用户现在可以吃{item}了", "en": "User eats {item} now"},
    "allergy": {"zh": "用户现在对{item}不过敏了", "en": "User is no longer allergic to {item}"},
    "dislike": {"zh": "用户现在不再介意{item}了", "en": "User no longer minds {item}"},
    "diet.vegetarian": {"zh": "用户现在吃肉了", "en": "User eats meat now"},
}
# facts about a companion that make the companion memory a planning constraint
_CONSTRAINING = frozenset({"allergy", "diet", "mobility", "health", "motion", "fear"})
_NEGATIVE = re.compile(r"别|不要|不用|从不|从来不|不|\bnever\b|\bdon'?t\b|\bno\b", re.I)


# ---------------------------------------------------------------- per-message state


@dataclass
class _Companion:
    kind: str
    who: str
    lang: str
    presence: bool = False
    escort: bool = False  # "老公会陪我一起": they come along to accompany the user
    plans_for: bool = False
    has: bool = False
    count: str = ""
    ages: list[tuple[str, str]] = field(default_factory=list)  # (label such as 老大, age)
    details: list[str] = field(default_factory=list)
    detail_families: list[str] = field(default_factory=list)
    excerpts: list[str] = field(default_factory=list)


@dataclass
class _Out:
    cand: MemoryCandidate
    family: str
    defer: bool
    clause: int


@dataclass
class _State:
    sentence: int = -1
    carried: Optional[str] = None  # subject of subject-less clauses: a companion kind or "skip"
    active: Optional[str] = None  # companion mentioned earlier in this sentence
    companions: dict[str, _Companion] = field(default_factory=dict)
    family: str = ""
    family_excerpt: str = ""
    asks_help: bool = False  # the message asks the assistant for something: intents are the task
    past: list[tuple[str, str]] = field(default_factory=list)  # (slot, clause) told in the past tense
    context: str = ""  # earlier conversation, for pronouns only
    out: list[_Out] = field(default_factory=list)


class RulesExtractor:
    """Pattern-based extractor; the offline default behind the extractor interface."""

    name = "rules"

    def __init__(self, signals: Optional[Signals] = None):
        self.sig = signals or load_signals()

    # ------------------------------------------------------------ public

    def extract(self, text: str, *, now: datetime, role: str = "user", context: object = None) -> list[MemoryCandidate]:
        """Durable facts stated in one message. Only user text yields facts.

        `context` (optional): earlier conversation, either a string or an object with
        `summary` / `assistant_text` (the pipeline's ExtractionContext). It is used only
        to resolve "她/他" to a companion named earlier ("我妈…" then "她腿脚不好").
        """
        if role != "user" or not text or not text.strip():
            return []
        clauses = split_clauses(text, self.sig)
        st = _State(asks_help=any(self.sig.markers["request"].search(c.text) for c in clauses),
                    context=_context_text(context))
        for i, cl in enumerate(clauses):
            if cl.sentence != st.sentence:
                st.sentence, st.carried, st.active = cl.sentence, None, None
            taken = [False] * len(cl.text)
            self._lead_subject(cl, st)
            self._companions(cl, st, taken)
            if self._rules(cl, i, st, taken, now):
                continue
            if self._qualify(cl, i, st) or self._now_ok(cl, i, st):
                continue
            fallback = self._goal(cl, now, st.asks_help) or self._durable(cl)
            if fallback is not None:
                st.out.append(_Out(fallback, "goal", False, i))
        return self._finish(st)

    def detect_feedback(self, text: str) -> Optional[MemoryCandidate]:
        """Feedback on a recommendation ("这家太吵了") as a low-confidence preference.

        Kept apart from extract(): a one-off complaint is only evidence, so the
        reflector decides whether to propose it.
        """
        if not text or not text.strip():
            return None
        lang = "zh" if is_chinese(text) else "en"
        fb = self.sig.spec.feedback
        for rx, slot, zh, en in self.sig.feedback:
            if rx.search(text):
                place = next((p_zh if lang == "zh" else p_en for prx, p_zh, p_en in self.sig.feedback_places
                              if prx.search(text)), fb.default_place[lang])
                return MemoryCandidate(
                    content=(zh if lang == "zh" else en).format(place=place),
                    memory_type=MemoryType.preference.value, slot=slot,
                    importance=fb.importance, confidence=fb.confidence,
                    source_type=SourceType.inferred.value, source_excerpt=text.strip()[:200],
                    extractor=self.name)
        return None

    # ------------------------------------------------------------ companions

    def _companions(self, cl: Clause, st: _State, taken: list[bool]) -> None:
        for rx in self.sig.presence:
            for m in rx.finditer(cl.text):
                if not any(taken[m.start():m.end()]):
                    comp = self._companion(st, m.group("kin"), cl)
                    comp.presence = True
                    comp.escort = comp.escort or bool(m.groupdict().get("escort"))
                    self._take(taken, m)
        m = self.sig.presence_pronoun.search(cl.text)
        if m and st.active in st.companions and not any(taken[m.start():m.end()]):
            st.companions[st.active].presence = True
            self._take(taken, m)
        for rx in self.sig.plans_for:
            for m in rx.finditer(cl.text):
                if not any(taken[m.start():m.end()]):
                    self._companion(st, m.group("kin"), cl).plans_for = True
                    self._take(taken, m)
        for rx in self.sig.has:
            for m in rx.finditer(cl.text):
                if not any(taken[m.start():m.end()]):
                    comp = self._companion(st, m.group("kin"), cl)
                    comp.has, comp.count = True, m.group("count") or ""
                    self._take(taken, m)
        age_spans: list[tuple[int, int]] = []
        for rx in self.sig.ages:  # may overlap a presence match ("带着5岁的孩子"), never another age
            for m in rx.finditer(cl.text):
                if any(a < m.end() and m.start() < b for a, b in age_spans):
                    continue
                age_spans.append(m.span())
                kin = m.groupdict().get("kin")
                comp = self._companion(st, kin, cl) if kin else st.companions.get(st.active or "")
                if comp is None:
                    continue
                comp.ages.append((m.groupdict().get("label") or "", m.group("age")))
                if cl.text not in comp.excerpts:
                    comp.excerpts.append(cl.text)
                st.carried = st.active = comp.kind
                self._take(taken, m)
        m = self.sig.family.search(cl.text)
        if m and not st.family:
            st.family, st.family_excerpt = m.group(0), cl.text
            self._take(taken, m)

    @staticmethod
    def _who(word: str) -> str:
        who = re.sub(r"^(?:我的|我家的?|家里的?|我)", "", word) or word
        return {"妈": "妈妈", "爸": "爸爸"}.get(who, who)

    def _lead_subject(self, cl: Clause, st: _State) -> None:
        own = re.match(r"我家的?|我的|我(?!们)", cl.text)
        kin = self.sig.kin_rx.match(cl.text, own.end() if own else 0)
        if kin and not re.match(r"(?:说|讲|聊|觉得|认为|建议)", cl.text[kin.end():]):
            st.carried = self._companion(st, kin.group(0), cl).kind
            return
        m = self.sig.subject.match(cl.text)
        if not m:
            return
        if m.lastgroup == "kin":
            st.carried = self._companion(st, m.group(0), cl).kind
        elif m.lastgroup == "user" and not re.match(r"我(?:和|跟)", cl.text):
            st.carried = None
        elif m.lastgroup == "third":
            st.carried = "skip"

    def _companion(self, st: _State, word: str, cl: Clause) -> _Companion:
        hit = self.sig.kin.scan(word)[0]
        who = self._who(word)
        comp = st.companions.setdefault(hit.key, _Companion(hit.key, who, cl.lang))
        if cl.text not in comp.excerpts:
            comp.excerpts.append(cl.text)
        st.active = hit.key
        return comp

    # ------------------------------------------------------------ rules

    def _rules(self, cl: Clause, idx: int, st: _State, taken: list[bool], now: datetime) -> bool:
        hit_any = False
        for rule in self.sig.rules:
            for rx in rule.patterns:
                for m in rx.finditer(cl.text):
                    if m.end() == m.start() or any(taken[m.start():m.end()]):
                        continue
                    if rule.not_preceded_by and rule.not_preceded_by.search(cl.text[max(0, m.start() - 8):m.start()]):
                        continue
                    if rule.not_followed_by and rule.not_followed_by.search(cl.text[m.end():]):
                        continue
                    facts, pos = self._build(rule, m, cl)
                    if not facts:
                        continue
                    self._take(taken, m)
                    hit_any = True
                    subject, token, subj_end = self._subject(cl, pos, st, rule.spec.family)
                    if subject != "user" and rule.spec.kind == "fixed" and self._says_i(m.group(0)):
                        subject = "user"  # "你可以叫我雷雷": the pattern names the user itself
                    if subject == "skip":
                        continue
                    if subject != "user":
                        self._attach(st, subject, token, cl, subj_end, rule.spec.family)
                        continue
                    if self.sig.markers["past"].search(cl.text):
                        st.past += [(slot, cl.text) for slot, _, _ in facts]
                        continue
                    explicit = any(t.lastgroup == "user" for t in self.sig.subject.finditer(cl.text))
                    imp, conf = self._scores(rule.spec.importance, cl, explicit, rule.spec.transient_sensitive)
                    for slot, content, replaces in facts:
                        cand = MemoryCandidate(
                            content=content, memory_type=rule.spec.type, slot=slot, importance=imp,
                            confidence=conf, source_excerpt=cl.text, replaces_slots=tuple(replaces),
                            extractor=self.name)
                        st.out.append(_Out(cand, rule.spec.family, rule.spec.defer, idx))
        return hit_any

    def _says_i(self, text: str) -> bool:
        toks = list(self.sig.subject.finditer(text))
        return any(t.lastgroup == "user" for t in toks) and not any(t.lastgroup == "kin" for t in toks)

    @staticmethod
    def _take(taken: list[bool], m: re.Match) -> None:
        for i in range(m.start(), m.end()):
            taken[i] = True

    def _build(self, rule: Rule, m: re.Match, cl: Clause) -> tuple[list[tuple[str, str, list[str]]], int]:
        """The facts one match yields, and where in the clause the fact itself starts
        (subjects are looked for before that point)."""
        spec, lang = rule.spec, cl.lang
        groups = {k: (v or "") for k, v in m.groupdict().items()}
        for name, check in spec.capture.items():
            if groups.get(name) and not self._capture_ok(groups[name], check, lang):
                return [], m.start()
        if spec.kind == "fixed":
            v = groups.get("v", "").strip()
            if v and lang == "en" and spec.family == "name" and v.islower():
                v = v.title()
            values = dict(groups, v=v, m=m.group(0), clause=self._third(cl.text, lang),
                          a="an" if v[:1].lower() in "aeiou" else "a")
            replaces = list(spec.replaces) + self._inverse(spec.slot)
            pos = m.start("v") if groups.get("v") else m.start()
            return [(spec.slot, spec.content[lang].format(**values), replaces)], pos
        return self._build_items(rule, m, cl, groups)

    def _build_items(self, rule: Rule, m: re.Match, cl: Clause, groups: dict) -> tuple[list, int]:
        spec, lang = rule.spec, cl.lang
        group = "item" if groups.get("item") else ("item2" if groups.get("item2") else None)
        region = groups[group] if group else ("" if "item" in groups else m.group(0))
        region_start = m.start(group) if group else m.start()
        region = self.sig.markers["region_stop"].split(region)[0]
        slot_tpl = spec.slot
        hits: list[Optional[LexHit]] = list(self.sig.lexicons[spec.lexicon or "items"].scan(region))
        if not hits and spec.lexicon == "topics":
            # "羊肉有膻味我受不了": a food named where a topic was expected
            hits = list(self.sig.lexicons["items"].scan(region))
            if hits:
                slot_tpl = "diet.{key}" if spec.family == "dislike" else "like.{key}"
        unknown = None
        if not hits:
            if spec.unknown == "drop":
                return [], m.start()
            unknown = self._unknown(region, lang)
            if unknown is None:
                return [], m.start()
            hits = [None]
        first = hits[0].word if hits[0] else unknown[1]
        at = region.lower().find(first.lower())
        pos = region_start + at if at >= 0 else m.start()
        verb = groups.get("verb", "")
        refine = bool(self.sig.markers["refine"].search(cl.text))
        facts = []
        for hit in hits:
            key = hit.key if hit else unknown[0]
            slot = slot_tpl.format(key=key)
            if hit and hit.flipped:
                slot = self._flip(slot)
            if hit is None:
                item = unknown[1]
            elif spec.lexicon == "topics" and len(hits) == 1 and lang == "zh":
                item = self._clean_region(region) or hit.word
            elif lang == "zh":
                item = hit.word if len(hit.word) >= 2 else hit.entry.zh
            else:
                item = hit.word.lower()
            if not verb and "{verb}" in spec.content[lang]:  # "无辣不欢", "我是个吃货": the user's own words
                content = self._third(cl.text, lang)
            else:
                verb_txt = _en_verb(verb) if (verb and lang == "en") else verb
                content = spec.content[lang].format(item=item, verb=verb_txt, clause=self._third(cl.text, lang))
            replaces = [r.format(key=key) for r in spec.replaces] + self._inverse(slot)
            if hit:
                replaces += list(hit.entry.conflicts)
                if refine and hit.entry.parent:
                    replaces.append(spec.slot.format(key=hit.entry.parent))
            facts.append((slot, content, replaces))
        return facts, pos

    def _capture_ok(self, value: str, check, lang: str) -> bool:
        v = value.strip()
        if not v or len(v) > check.max_len or any(s in v.lower() for s in check.stop):
            return False
        if check.proper and v.isascii() and not v[:1].isupper():
            return False
        if check.job:
            low = v.lower()
            if low in self.sig.not_jobs or any(low.endswith(" " + w) or low == w for w in self.sig.not_jobs):
                return False
            if lang == "en":
                last = low.split()[-1]
                return low in self.sig.jobs_en or last in self.sig.jobs_en or bool(
                    re.search(r"(?:er|or|ist|ian|ant|eer)$", last))
        return True

    def _unknown(self, region: str, lang: str) -> Optional[tuple[str, str]]:
        if lang == "en":
            words = _EN_ARTICLE.sub("", region.strip(" ,.!")).strip()
            if not words or len(words.split()) > 4 or self.sig.markers["unknown_stop"].search(words):
                return None
            return words.lower().replace(" ", "_"), words.lower()
        disp = self._clean_region(region)
        if not disp or not 2 <= len(disp) <= 8 or self.sig.markers["unknown_stop"].search(disp):
            return None
        return (_VERB_HEAD.sub("", disp) or disp), disp

    @staticmethod
    def _clean_region(region: str) -> str:
        r = region.strip(" ，,。")
        r = _UNKNOWN_HEAD.sub("", r)
        r = re.sub(r"^(?:上了|上|死了|死)(?=\S{2})", "", r)
        return _UNKNOWN_TAIL.sub("", r)

    def _inverse(self, slot: str) -> list[str]:
        for prefix, targets in self.sig.spec.inverse.items():
            if slot.startswith(prefix):
                return [t + slot[len(prefix):] for t in targets]
        return []

    @staticmethod
    def _flip(slot: str) -> str:
        if slot.startswith("like."):
            return "dislike." + slot[5:]
        if slot.startswith("dislike."):
            return "like." + slot[8:]
        return slot

    # ------------------------------------------------------------ subject, scores

    def _subject(self, cl: Clause, pos: int, st: _State, family: str) -> tuple[str, str, int]:
        """(who: "user" | "skip" | companion kind, the subject word, end of the subject token)."""
        attach = family in self.sig.spec.companions.attach_families
        tokens = list(self.sig.subject.finditer(cl.text[:pos]))
        if tokens:
            tok = tokens[-1]
            g = tok.lastgroup
            word = tok.group(0)
            if g == "user":
                st.carried = None
                return "user", word, tok.end()
            if g == "third":
                st.carried = "skip"
                return "skip", word, tok.end()
            if g == "you":
                return "skip", word, tok.end()
            if g == "pron":
                if not st.active and st.context:
                    earlier = list(self.sig.kin_rx.finditer(st.context))
                    if earlier:
                        self._companion(st, earlier[-1].group(0), cl)
                if st.active:
                    st.carried = st.active
                    return (st.active if attach else "skip"), "", tok.end()
                # "她对芒果过敏" with nobody named in this message: someone the user travels with
                st.carried = st.active = "other"
                return ("other" if attach else "skip"), "", tok.end()
            kind = self.sig.kin.scan(word)[0].key
            before = cl.text[:tok.start()]
            if re.search(r"(?:带着?|带上|陪着?|和|跟|同|与|携)(?:我的?|家里的?)?$", before):
                st.active = kind
                return "user", "", tok.end()
            st.carried = st.active = kind
            return (kind if attach else "skip"), word, tok.end()
        if st.carried == "skip":
            return "skip", "", 0
        if st.carried:
            return (st.carried if attach else "user"), "", 0
        if st.active and family in self.sig.spec.companions.attach_implicit:
            return st.active, "", 0
        return "user", "", 0

    def _scores(self, importance: float, cl: Clause, explicit: bool, transient_sensitive: bool) -> tuple[float, float]:
        mk, t = self.sig.markers, cl.text
        conf = self._clause_conf(t, 0.9 if explicit else 0.85)
        if transient_sensitive and mk["transient"].search(t):
            conf = min(conf, 0.6)
        if mk["intensifier"].search(t):
            importance += 0.05
        if mk["durable"].search(t):
            importance += 0.05
        return round(min(importance, 1.0), 3), conf

    def _attach(self, st: _State, kind: str, word: str, cl: Clause, subj_end: int, family: str) -> None:
        comp = st.companions.get(kind)
        if comp is None:
            if word:
                comp = self._companion(st, word, cl)
            elif kind == "other":
                comp = st.companions[kind] = _Companion(kind, "同行者" if cl.lang == "zh" else "companion", cl.lang)
            else:
                entry = self.sig.spec.companions.kinds[kind]
                comp = st.companions[kind] = _Companion(kind, entry.zh if cl.lang == "zh" else entry.en, cl.lang)
        body = cl.text[subj_end:] if subj_end else cl.text
        nxt = self.sig.subject.search(body)
        if subj_end and nxt and nxt.start() > 0:
            body = body[:nxt.start()]  # "他是医生我是设计师": the detail stops where another subject starts
        if cl.lang == "zh":
            detail = to_third_zh(body, prefix=False)
            detail = re.sub(r"^(?:用户的?)", "", detail).strip("，, ")
            own = self._who(word) if word and self.sig.kin_rx.fullmatch(word) else comp.who if subj_end else ""
            if own and not detail.startswith(own):
                detail = own + detail  # "我爸糖尿病，我妈膝盖不好"; "一般都是他开车" -> "老公开车"

        else:
            detail = body.strip(" ,.") if subj_end else to_third_en(cl.text)
        if detail and detail not in comp.details:
            comp.details.append(detail)
            comp.detail_families.append(family)
        if cl.text not in comp.excerpts:
            comp.excerpts.append(cl.text)

    # ------------------------------------------------------------ fallbacks

    def _qualify(self, cl: Clause, idx: int, st: _State) -> bool:
        """"鱼和虾还是吃的" right after a diet fact qualifies it instead of standing alone."""
        if not st.out or st.out[-1].family != "diet" or st.out[-1].clause != idx - 1:
            return False
        if not self.sig.markers["qualifier"].search(cl.text):
            return False
        c = st.out[-1].cand
        extra = to_third_zh(cl.text, prefix=False).removeprefix("用户") if cl.lang == "zh" else cl.text
        c.content = f"{c.content}，{extra}"
        c.source_excerpt = f"{c.source_excerpt}，{cl.text}"
        st.out[-1].clause = idx
        return True

    def _now_ok(self, cl: Clause, idx: int, st: _State) -> bool:
        """"以前不吃海鲜，现在可以了": the past restriction no longer holds."""
        if not st.past or not self.sig.markers["now_ok"].search(cl.text):
            return False
        for slot, past_clause in st.past:
            family, _, key = slot.partition(".")
            if family in _NOW_OK:
                joined = f"{past_clause}{'，' if cl.lang == 'zh' else ', '}{cl.text}"
                lex = self.sig.lexicons["topics" if family == "dislike" else "items"].entries
                item = getattr(lex.get(key), cl.lang, key)
                # worded without the old restriction, so it never echoes "不吃海鲜"
                content = _NOW_OK.get(slot, _NOW_OK[family])[cl.lang].format(item=item)
                st.out.append(_Out(MemoryCandidate(
                    content=content, memory_type=MemoryType.preference.value,
                    slot=f"ok.{slot}", importance=0.8, confidence=0.85, source_excerpt=joined,
                    replaces_slots=(slot,), extractor=self.name), "ok", False, idx))
        st.past = []
        return True

    def _goal(self, cl: Clause, now: datetime, asks_help: bool = False) -> Optional[MemoryCandidate]:
        mk, g, t = self.sig.markers, self.sig.goal, cl.text
        if mk["request"].search(t) or mk["question"].search(t) or mk["hypothetical"].search(t):
            return None
        until = infer_valid_until(t, now)
        if until is not None and until < now:
            return None
        if not g["strong"].search(t):
            horizon = self.sig.spec.goal.min_horizon_days
            if asks_help or not g["intent"].search(t) or until is None or (until - now).days < horizon:
                return None
            if infer_valid_until(g["relative"].sub(" ", t), now) is None:
                return None  # "下个月想去趟西安": the trip being planned now, not a goal
        pm = g["place"].search(t)
        if pm is None:
            return None
        place = g["place_strip"].sub("", pm.group("place") or pm.group("place2") or "").strip()
        key = (place.lower().replace(" ", "_") if place else short_hash(t))
        imp, conf = self._scores(self.sig.spec.goal.importance, cl, bool(re.search(r"我|\bi\b", t, re.I)), False)
        return MemoryCandidate(
            content=self._third(t, cl.lang), memory_type=self.sig.spec.goal.type, slot=f"goal.{key}",
            importance=imp, confidence=conf, source_excerpt=t, valid_until=until, extractor=self.name)

    def _durable(self, cl: Clause) -> Optional[MemoryCandidate]:
        mk, t = self.sig.markers, cl.text
        if not mk["durable"].search(t) or mk["question"].search(t):
            return None
        body = self.sig.durable_strip.sub("", t).strip()
        if len(body) < 4:
            return None
        hits = self.sig.lexicons["topics"].scan(body)
        if hits:
            slot = ("dislike." if _NEGATIVE.search(body) else "like.") + hits[0].key
        else:
            slot = "pref." + short_hash(body)
        if cl.lang == "zh":
            x = to_third_zh(body, prefix=False)
            content = x if x.startswith("用户") else "用户希望" + x
        else:
            content = to_third_en(body)
        imp, conf = self._scores(self.sig.spec.durable.importance, cl, True, False)
        return MemoryCandidate(
            content=content, memory_type=self.sig.spec.durable.type, slot=slot, importance=imp,
            confidence=conf, source_excerpt=t, replaces_slots=tuple(self._inverse(slot)), extractor=self.name)

    # ------------------------------------------------------------ assembly

    def _finish(self, st: _State) -> list[MemoryCandidate]:
        outs = st.out
        keep: list[_Out] = []
        for i, o in enumerate(outs):
            if o.defer:
                later = next((x for x in outs[i + 1:] if not x.defer and (
                    x.family == o.family or {x.family, o.family} == {"diet", "allergy"})), None)
                if later is not None:
                    later.cand.replaces_slots = tuple(dict.fromkeys(later.cand.replaces_slots + o.cand.replaces_slots))
                    continue
            keep.append(o)
        merged: list[_Out] = []
        for o in keep:
            first = next((x for x in merged if o.family in self.sig.spec.merge_families and x.family == o.family), None)
            if first is not None:
                first.cand = self._merge(first.cand, o.cand)
            else:
                merged.append(o)
        by_slot: dict[Optional[str], MemoryCandidate] = {}
        for c in [o.cand for o in merged] + self._companion_candidates(st):
            prev = by_slot.get(c.slot)
            by_slot[c.slot] = c if prev is None else self._merge(prev, c)
        for implier, implied in self.sig.spec.implies.items():
            if implier in by_slot:
                for slot in implied:
                    if slot in by_slot:
                        by_slot[implier] = self._merge(by_slot[implier], by_slot.pop(slot))
        result = list(by_slot.values())
        for c in result:
            c.replaces_slots = tuple(s for s in dict.fromkeys(c.replaces_slots) if s != c.slot)
        return result

    @staticmethod
    def _merge(a: MemoryCandidate, b: MemoryCandidate) -> MemoryCandidate:
        """Two facts on one slot from one message become one ("膝盖不好，爬不了山")."""
        body_a, body_b = a.content.removeprefix("用户"), b.content.removeprefix("用户")
        if body_b in body_a:
            content = a.content
        elif body_a in body_b:
            content = b.content
        elif is_chinese(a.content):
            content = f"{a.content}，{body_b}"
        else:
            content = f"{a.content}; {b.content}"
        excerpt = a.source_excerpt if b.source_excerpt == a.source_excerpt else f"{a.source_excerpt}，{b.source_excerpt}"
        return MemoryCandidate(
            content=content[:120], memory_type=a.memory_type, slot=a.slot,
            importance=max(a.importance, b.importance), confidence=max(a.confidence, b.confidence),
            source_type=a.source_type, source_excerpt=excerpt, valid_until=a.valid_until or b.valid_until,
            replaces_slots=tuple(dict.fromkeys(a.replaces_slots + b.replaces_slots)), extractor=a.extractor)

    def _companion_candidates(self, st: _State) -> list[MemoryCandidate]:
        spec = self.sig.spec.companions
        out = []
        if st.family and "child" not in st.companions:
            lang = "zh" if is_chinese(st.family) else "en"
            out.append(MemoryCandidate(
                content=spec.content[lang]["family"].format(m=re.sub(r"^(?:我们|我家|咱们)?(?:是)?", "", st.family)),
                memory_type=spec.type, slot="companion.family", importance=spec.importance,
                confidence=self._clause_conf(st.family_excerpt, 0.9), source_excerpt=st.family_excerpt,
                extractor=self.name))
        for kind, comp in st.companions.items():
            zh = comp.lang == "zh"
            tpl = spec.content[comp.lang]
            family = st.family if (kind == "child" and st.family) else ""
            if family:
                head = tpl["family"].format(m=re.sub(r"^(?:我们|我家|咱们)?(?:是)?", "", family))
            elif comp.presence:
                head = tpl["presence"].format(who=comp.who)
                if kind == "partner" and zh:
                    head = f"用户常和{comp.who}一起出行"
                if comp.escort and zh:
                    head += f"，{comp.who}会陪同"
            elif comp.plans_for:
                head = tpl["for"].format(who=comp.who)
            elif comp.has:
                head = tpl["has"].format(who=comp.who, count=comp.count).replace("  ", " ")
            else:
                head = tpl["owner"].format(who=comp.who)
            owner_form = not (family or comp.presence or comp.plans_for or comp.has)
            if owner_form and not comp.ages and not comp.details:
                continue
            ages = [(label or (comp.who if zh and i == 0 else ""),
                     age + ("岁" if zh and re.search(r"[\d十多]$", age) else ""))
                    for i, (label, age) in enumerate(comp.ages)]
            parts = [head]
            if ages and zh:
                if owner_form:
                    parts = [head + "、".join(f"{label}{age}" for label, age in ages).removeprefix(comp.who)]
                else:
                    parts.append("、".join(f"{label}{age}" for label, age in ages))
            elif ages:
                text = ", ".join(f"{label} {age}".strip() for label, age in ages)
                parts = [head + (f" is {text}" if owner_form else f" ({text})")]
            details = [comp.who + d if (zh and not owner_form and d.startswith("是")) else d for d in comp.details]
            if owner_form and not ages and details:
                first = details.pop(0)
                parts = [head + (first.removeprefix(comp.who) if zh else " " + first)]
            parts += details
            content = ("，" if zh else "; ").join(parts)
            excerpts = ([st.family_excerpt] if family and st.family_excerpt not in comp.excerpts else []) + comp.excerpts
            # companion.<kind> holds who they are (ages, "我有两个孩子"); a bare "带孩子" or a fact
            # about them ("我爸心脏不好") gets a sub-slot, so neither supersedes the other later
            slot = f"companion.{kind}"
            if not (ages or family or comp.has):
                slot += "." + (comp.detail_families[0] if owner_form else "travel")
            constraining = set(comp.detail_families) & _CONSTRAINING
            stated = comp.presence or comp.plans_for or comp.has or comp.ages or family
            conf = min(self._clause_conf(x, 0.9 if stated else 0.85) for x in excerpts)
            out.append(MemoryCandidate(
                content=content[:120], memory_type="constraint" if constraining else spec.type, slot=slot,
                importance=max(spec.importance, 0.9 if "allergy" in constraining else 0.85 if constraining else 0),
                confidence=conf, source_excerpt="，".join(excerpts)[:200], extractor=self.name))
        return out

    def _clause_conf(self, text: str, base: float) -> float:
        """Confidence of a statement in this clause: hedges, questions and hypotheticals lower it."""
        mk = self.sig.markers
        if mk["hypothetical"].search(text):
            return min(base, 0.5)
        if mk["hedge"].search(text) or mk["question"].search(text):
            return min(base, 0.6)
        return base

    def _third(self, text: str, lang: str) -> str:
        return to_third_zh(text) if lang == "zh" else to_third_en(text)


_DEFAULT: Optional[RulesExtractor] = None


def _default() -> RulesExtractor:
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = RulesExtractor()
    return _DEFAULT


def extract(text: str, *, now: datetime, role: str = "user", context: object = None) -> list[MemoryCandidate]:
    """`RulesExtractor().extract` with the default signals."""
    return _default().extract(text, now=now, role=role, context=context)


def detect_feedback(text: str) -> Optional[MemoryCandidate]:
    """`RulesExtractor().detect_feedback` with the default signals."""
    return _default().detect_feedback(text)
