"""Load, validate and compile `assets/prompts/signals.yaml` once.

The YAML holds every cue the rules extractor and admission use; this module
turns it into compiled regexes and lexicon matchers. A malformed file fails
loudly at load time (pydantic for the shape, `re` for each pattern, with the
rule id in the message), never halfway through a conversation.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Literal, Optional

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator

from memory.models import DURABLE_TYPES

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "assets" / "prompts" / "signals.yaml"
FLAGS = re.IGNORECASE
_PLACE = r"[\u4e00-\u9fffA-Za-z]{2,8}?(?=$|[，,。！!？?\s]|这边|那边|那儿|这儿|了|啦|呢|哦|哈|啊|附近|市区|一带|的|工作|上班|生活|住|定居)"


class SignalsError(ValueError):
    """signals.yaml is malformed."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LexEntry(_Strict):
    zh: str
    en: str
    words: list[str]
    parent: Optional[str] = None
    expands: list[str] = Field(default_factory=list)
    flip: list[str] = Field(default_factory=list)
    conflicts: list[str] = Field(default_factory=list)


class CaptureCheck(_Strict):
    max_len: int = 20
    stop: list[str] = Field(default_factory=list)
    job: bool = False
    proper: bool = False  # Latin-script values must be capitalised as typed ("I'm Sarah", not "I'm fine")


class RuleSpec(_Strict):
    id: str
    family: str
    kind: Literal["fixed", "items"] = "fixed"
    type: str
    slot: str
    importance: float = Field(ge=0, le=1)
    patterns: list[str]
    content: dict[str, str]
    lexicon: Optional[str] = None
    unknown: Literal["keep", "drop"] = "keep"
    replaces: list[str] = Field(default_factory=list)
    defer: bool = False
    transient_sensitive: bool = False
    capture: dict[str, CaptureCheck] = Field(default_factory=dict)
    not_preceded_by: Optional[str] = None
    not_followed_by: Optional[str] = None

    @field_validator("type")
    @classmethod
    def _durable(cls, v: str) -> str:
        if v not in DURABLE_TYPES or v == "fact":
            raise ValueError(f"type {v!r} is not a durable extractor type")
        return v

    @field_validator("content")
    @classmethod
    def _langs(cls, v: dict[str, str]) -> dict[str, str]:
        if set(v) != {"zh", "en"}:
            raise ValueError("content needs exactly zh and en templates")
        return v


class Lexicons(_Strict):
    items: dict[str, LexEntry]
    topics: dict[str, LexEntry]
    cities: list[str]
    jobs: list[str]
    jobs_en: list[str]
    not_jobs: list[str]


class CompanionSpec(_Strict):
    type: str
    importance: float
    age: str
    kinds: dict[str, LexEntry]
    presence: list[str]
    presence_pronoun: str
    for_: list[str] = Field(alias="for")
    has: list[str]
    ages: list[str]
    family: str
    attach_families: list[str]
    attach_implicit: list[str]
    content: dict[str, dict[str, str]]


class GoalSpec(_Strict):
    type: str
    importance: float
    min_horizon_days: int
    relative: str
    strong: str
    intent: str
    place: str
    place_strip: str


class DurableSpec(_Strict):
    type: str
    importance: float
    strip: str


class FeedbackItem(_Strict):
    pattern: str
    slot: str
    zh: str
    en: str


class FeedbackPlace(_Strict):
    pattern: str
    zh: str
    en: str


class FeedbackSpec(_Strict):
    confidence: float
    importance: float
    items: list[FeedbackItem]
    places: list[FeedbackPlace]
    default_place: dict[str, str]


class NoiseSpec(_Strict):
    durable_signal: str
    task: str
    request: str
    greeting: str
    mood: str
    artifact: str
    instruction: str
    max_chars: int


class SignalsSpec(_Strict):
    version: int
    split: dict[str, str]
    markers: dict[str, str]
    subjects: dict[str, str]
    lexicons: Lexicons
    rules: list[RuleSpec]
    inverse: dict[str, list[str]]
    implies: dict[str, list[str]]
    merge_families: list[str]
    companions: CompanionSpec
    goal: GoalSpec
    durable: DurableSpec
    feedback: FeedbackSpec
    noise: NoiseSpec


# ---------------------------------------------------------------- compiled form


def _alt(words: list[str]) -> str:
    """Longest-first alternation. ASCII words must not touch other Latin letters;
    `\\b` would not do: Chinese characters count as word characters ("做HR")."""
    parts = []
    for w in sorted(set(words), key=len, reverse=True):
        esc = re.escape(w)
        parts.append(rf"(?<![A-Za-z]){esc}(?![A-Za-z])" if w.isascii() else esc)
    return "(?:" + "|".join(parts) + ")"


@dataclass(frozen=True)
class LexHit:
    key: str
    word: str
    entry: LexEntry
    flipped: bool = False


class Lexicon:
    """Finds lexicon words in a text, longest match first, one hit per key."""

    def __init__(self, entries: dict[str, LexEntry]):
        self.entries = entries
        self._by_word: dict[str, tuple[str, bool]] = {}
        for key, e in entries.items():
            for w in e.words:
                self._by_word[w.lower()] = (key, False)
            for w in e.flip:
                self._by_word[w.lower()] = (key, True)
        self._rx = re.compile(_alt(list(self._by_word)), FLAGS)

    def scan(self, text: str) -> list[LexHit]:
        hits: list[LexHit] = []
        seen: set[str] = set()
        for m in self._rx.finditer(text or ""):
            key, flipped = self._by_word[m.group(0).lower()]
            keys = self.entries[key].expands or [key]
            for k in keys:
                if k not in seen:
                    seen.add(k)
                    hits.append(LexHit(k, m.group(0) if k == key else self.entries[k].zh, self.entries[k], flipped))
        return hits


@dataclass
class Rule:
    spec: RuleSpec
    patterns: list[re.Pattern]
    not_preceded_by: Optional[re.Pattern]
    not_followed_by: Optional[re.Pattern]


@dataclass
class Signals:
    spec: SignalsSpec
    split: dict[str, re.Pattern]
    markers: dict[str, re.Pattern]
    subject: re.Pattern
    lexicons: dict[str, Lexicon]
    kin: Lexicon
    kin_rx: re.Pattern
    rules: list[Rule]
    presence: list[re.Pattern]
    presence_pronoun: re.Pattern
    plans_for: list[re.Pattern]
    has: list[re.Pattern]
    ages: list[re.Pattern]
    family: re.Pattern
    goal: dict[str, re.Pattern]
    durable_strip: re.Pattern
    feedback: list[tuple[re.Pattern, str, str, str]]
    feedback_places: list[tuple[re.Pattern, str, str]]
    noise: dict[str, re.Pattern]
    jobs_en: frozenset[str] = field(default_factory=frozenset)
    not_jobs: frozenset[str] = field(default_factory=frozenset)

    @property
    def version(self) -> int:
        return self.spec.version


def _compile(pattern: str, where: str, subs: dict[str, str]) -> re.Pattern:
    for k, v in subs.items():
        pattern = pattern.replace(k, v)
    try:
        return re.compile(pattern, FLAGS)
    except re.error as e:
        raise SignalsError(f"signals.yaml {where}: bad regex: {e}") from e


def compile_signals(spec: SignalsSpec) -> Signals:
    kin_words = [w for e in spec.companions.kinds.values() for w in e.words]
    subs = {
        "@KIN@": _alt(kin_words),
        "@AGE@": f"(?:{spec.companions.age})",
        "@CITY@": _alt(spec.lexicons.cities),
        "@JOB@": _alt(spec.lexicons.jobs),
        "@PLACE@": _PLACE,
    }

    def c(p: str, where: str) -> re.Pattern:
        return _compile(p, where, subs)

    s = spec.subjects
    subject = c(
        f"(?P<kin>@KIN@)|(?P<third>{s['third']})|(?P<user>{s['user']})|(?P<you>{s['you']})|(?P<pron>{s['pronoun']})",
        "subjects",
    )
    rules = []
    for r in spec.rules:
        if r.kind == "items" and r.lexicon not in ("items", "topics"):
            raise SignalsError(f"signals.yaml rule {r.id}: items rules need lexicon items|topics")
        rules.append(Rule(
            r,
            [c(p, f"rule {r.id}") for p in r.patterns],
            c(r.not_preceded_by, f"rule {r.id}") if r.not_preceded_by else None,
            c(r.not_followed_by, f"rule {r.id}") if r.not_followed_by else None,
        ))
    g = spec.goal
    return Signals(
        spec=spec,
        split={k: c(v, f"split.{k}") for k, v in spec.split.items()},
        markers={k: c(v, f"markers.{k}") for k, v in spec.markers.items()},
        subject=subject,
        lexicons={"items": Lexicon(spec.lexicons.items), "topics": Lexicon(spec.lexicons.topics)},
        kin=Lexicon(spec.companions.kinds),
        kin_rx=c("@KIN@", "companions.kinds"),
        rules=rules,
        presence=[c(p, "companions.presence") for p in spec.companions.presence],
        presence_pronoun=c(spec.companions.presence_pronoun, "companions.presence_pronoun"),
        plans_for=[c(p, "companions.for") for p in spec.companions.for_],
        has=[c(p, "companions.has") for p in spec.companions.has],
        ages=[c(p, "companions.ages") for p in spec.companions.ages],
        family=c(spec.companions.family, "companions.family"),
        goal={k: c(getattr(g, k), f"goal.{k}") for k in ("strong", "intent", "place", "place_strip", "relative")},
        durable_strip=c(spec.durable.strip, "durable.strip"),
        feedback=[(c(f.pattern, "feedback"), f.slot, f.zh, f.en) for f in spec.feedback.items],
        feedback_places=[(c(p.pattern, "feedback.places"), p.zh, p.en) for p in spec.feedback.places],
        noise={k: c(v, f"noise.{k}") for k, v in spec.noise.model_dump().items() if isinstance(v, str)},
        jobs_en=frozenset(w.lower() for w in spec.lexicons.jobs_en),
        not_jobs=frozenset(w.lower() for w in spec.lexicons.not_jobs),
    )


_REQUIRED_MARKERS = {"hedge", "question", "hypothetical", "transient", "refine", "durable", "unknown_stop",
                     "intensifier", "qualifier", "region_stop", "request", "past", "now_ok"}


def load_signals_file(path: Path | str) -> Signals:
    """Parse, validate and compile one signals file (no caching)."""
    try:
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when available: 10x faster
        raw = yaml.load(Path(path).read_text(encoding="utf-8"), Loader=loader)
        spec = SignalsSpec.model_validate(raw)
    except (OSError, yaml.YAMLError, ValueError) as e:
        raise SignalsError(f"cannot load {path}: {e}") from e
    missing = _REQUIRED_MARKERS - set(spec.markers)
    if missing:
        raise SignalsError(f"signals.yaml markers missing: {sorted(missing)}")
    return compile_signals(spec)


@lru_cache(maxsize=4)
def load_signals(path: Optional[str] = None) -> Signals:
    """The compiled default signals (cached: loaded and validated once)."""
    return load_signals_file(path or DEFAULT_PATH)
