"""The offline travel knowledge base: typed models, one loader, validated once.

The data lives in `assets/knowledge/*.yaml` (one file per destination, see the
README there). It is general travel knowledge, not live data.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Optional

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

DEFAULT_DIR = Path(__file__).resolve().parents[2] / "assets" / "knowledge"

IngredientTag = Literal[
    "seafood", "shellfish", "peanut", "nuts", "spicy", "pork", "beef", "mutton",
    "halal", "vegetarian", "dairy", "egg", "mango", "alcohol",
]
SightTag = Literal[
    "museum", "nature", "beach", "night", "kids", "history", "culture", "shopping",
    "food", "temple", "park", "hiking", "photo", "crowds", "boat", "show", "long_ride",
]
HotelTrait = Literal[
    "quiet", "family", "accessible", "budget", "luxury", "pet_friendly", "bathtub",
    "central", "sea_view",
]
Pace = Literal["light", "moderate", "intense"]
Walking = Literal["low", "medium", "high"]
PriceBand = Literal["budget", "mid", "high"]

MEAT_TAGS = frozenset({"seafood", "shellfish", "pork", "beef", "mutton"})


class KnowledgeError(ValueError):
    """The bundled knowledge base is missing or malformed."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Accessibility(_Model):
    stairs: Literal["none", "some", "many"]
    wheelchair: Literal["accessible", "partial", "difficult"]
    note: str = ""


class Sight(_Model):
    name: str
    aliases: tuple[str, ...] = ()
    area: str
    hours: float = Field(gt=0, le=12)
    pace: Pace
    walking: Walking
    accessibility: Accessibility
    tags: tuple[SightTag, ...]
    tip: str = ""


class Food(_Model):
    name: str
    kind: Literal["dish", "place"]
    tags: tuple[IngredientTag, ...] = ()
    may_contain: tuple[IngredientTag, ...] = ()
    note: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> "Food":
        # A shellfish dish must also be caught by a plain "no seafood" rule.
        if "shellfish" in self.tags and "seafood" not in self.tags:
            raise ValueError(f"{self.name}: shellfish implies seafood")
        if "shellfish" in self.may_contain and "seafood" not in self.tags + self.may_contain:
            raise ValueError(f"{self.name}: shellfish implies seafood")
        if "vegetarian" in self.tags and MEAT_TAGS & set(self.tags):
            raise ValueError(f"{self.name}: vegetarian food with meat among its tags")
        if "halal" in self.tags and {"pork", "alcohol"} & set(self.tags + self.may_contain):
            raise ValueError(f"{self.name}: halal food with pork or alcohol")
        return self

    @property
    def is_vegetarian(self) -> bool:
        return "vegetarian" in self.tags

    @property
    def is_halal(self) -> bool:
        return "halal" in self.tags


class HotelType(_Model):
    name: str
    area: str
    traits: tuple[HotelTrait, ...]
    price_band: PriceBand
    price: str
    note: str = ""


class Destination(_Model):
    key: str = Field(pattern=r"^[a-z]+$")
    name: str
    aliases: tuple[str, ...]
    intro: str
    best_seasons: str
    halal_note: str = ""
    sights: tuple[Sight, ...] = Field(min_length=6)
    foods: tuple[Food, ...] = Field(min_length=6)
    hotels: tuple[HotelType, ...] = Field(min_length=3)

    @model_validator(mode="after")
    def _unique_names(self) -> "Destination":
        for label, items in (("sight", self.sights), ("food", self.foods), ("hotel", self.hotels)):
            names = [i.name for i in items]
            if len(names) != len(set(names)):
                raise ValueError(f"{self.name}: duplicate {label} names")
        return self

    def sight(self, name: str) -> Optional[Sight]:
        return next((s for s in self.sights if s.name == name), None)


class KnowledgeFile(_Model):
    version: int = Field(ge=1)
    destination: Destination


@dataclass(frozen=True)
class _Alias:
    text: str  # lower-cased
    destination: Destination
    via_sight: bool


@dataclass(frozen=True)
class PlaceMention:
    destination: Destination
    alias: str
    start: int
    via_sight: bool

    @property
    def end(self) -> int:
        return self.start + len(self.alias)


# "从杭州去三亚" / "杭州出发": the origin is not where the user wants to go.
_ORIGIN_BEFORE = re.compile(r"(从|由|from)\s*$", re.I)
_ORIGIN_AFTER = re.compile(r"^\s*(出发|启程)")
_GOING_BEFORE = re.compile(r"(去|到|在|游|玩|to|in|visit)\s*$", re.I)


class KnowledgeBase:
    """All destinations plus an alias index (names, pinyin, famous sights)."""

    def __init__(self, version: int, destinations: tuple[Destination, ...]) -> None:
        self.version = version
        self.destinations = destinations
        index: dict[str, _Alias] = {}
        for dest in destinations:
            pairs = [(a, False) for a in (dest.name, *dest.aliases)]
            pairs += [(a, True) for s in dest.sights for a in s.aliases]
            for text, via_sight in pairs:
                key = text.lower()
                other = index.get(key)
                if other is not None and other.destination.key != dest.key:
                    raise KnowledgeError(f"alias {text!r} used by {other.destination.name} and {dest.name}")
                index.setdefault(key, _Alias(key, dest, via_sight))
        # Longest first, so "大理古城" is found before "大理" at the same position.
        self._aliases = sorted(index.values(), key=lambda a: (-len(a.text), a.text))

    @property
    def names(self) -> list[str]:
        return [d.name for d in self.destinations]

    def get(self, name: str) -> Optional[Destination]:
        key = name.strip().lower()
        return next((a.destination for a in self._aliases if a.text == key), None)

    def mentions(self, text: str) -> list[PlaceMention]:
        """Every destination named in `text` (by alias or a famous sight), by position."""
        low = text.lower()
        found: dict[str, PlaceMention] = {}
        for alias in self._aliases:
            if alias.text.isascii():
                match = re.search(rf"(?<![a-z]){re.escape(alias.text)}(?![a-z])", low)
                start = match.start() if match else -1
            else:
                start = low.find(alias.text)
            if start < 0:
                continue
            seen = found.get(alias.destination.key)
            if seen is None or start < seen.start:
                found[alias.destination.key] = PlaceMention(alias.destination, alias.text, start, alias.via_sight)
        return sorted(found.values(), key=lambda m: m.start)

    def find_destination(self, text: str) -> Optional[Destination]:
        """The destination the user wants to go to, skipping an origin ("从杭州去三亚")."""
        low = text.lower()
        targets = [
            m for m in self.mentions(text)
            if not _ORIGIN_BEFORE.search(low[: m.start]) and not _ORIGIN_AFTER.match(low[m.end:])
        ]
        going = [m for m in targets if _GOING_BEFORE.search(low[max(0, m.start - 6): m.start])]
        best = (going or targets)[:1]
        return best[0].destination if best else None


def _load_file(path: Path) -> KnowledgeFile:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
        return KnowledgeFile.model_validate(raw)
    except (yaml.YAMLError, ValidationError, OSError) as exc:
        raise KnowledgeError(f"{path.name}: {exc}") from exc


def load_knowledge(directory: Optional[Path] = None) -> KnowledgeBase:
    """Load and validate every `*.yaml` in `directory` (default: the bundled assets).

    The default directory is read once per process; pass a directory to load a
    fresh copy (tests, tools).
    """
    if directory is None:
        return _load_default()
    return _load_dir(Path(directory))


@functools.lru_cache(maxsize=1)
def _load_default() -> KnowledgeBase:
    return _load_dir(DEFAULT_DIR)


def _load_dir(directory: Path) -> KnowledgeBase:
    files = sorted(directory.glob("*.yaml"))
    if not files:
        raise KnowledgeError(f"no knowledge files in {directory}")
    loaded = [_load_file(p) for p in files]
    keys = [f.destination.key for f in loaded]
    if len(keys) != len(set(keys)):
        raise KnowledgeError("duplicate destination keys")
    return KnowledgeBase(
        version=max(f.version for f in loaded),
        destinations=tuple(f.destination for f in loaded),
    )
