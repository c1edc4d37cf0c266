"""Dialect, slang and chat shorthand read as Mandarin, for matching only.

A message is matched against memories in the Mandarin the embedders and the
keyword index know: "俺娘要是又迷了路，有啥法子能快点寻着人" is read as
"我妈要是又迷了路，有什么法子…找着人". The words are hand-listed in
assets/prompts/dialect.yaml (no maintained dialect-to-Mandarin converter
exists for Python; OpenCC converts scripts, not words). The text shown and
stored is never rewritten.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml
from pydantic import BaseModel

DIALECT_PATH = Path(__file__).resolve().parent.parent / "assets" / "prompts" / "dialect.yaml"


class _Lexicon(BaseModel):
    version: int
    words: dict[str, str]
    patterns: list[tuple[str, str]]


class DialectReader:
    def __init__(self, path: Path = DIALECT_PATH) -> None:
        lexicon = _Lexicon.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        self._words = lexicon.words
        # one alternation, longest first, so 冇得 wins over 冇 and 屋里头 over 屋头
        by_length = sorted(self._words, key=len, reverse=True)
        self._word_re = re.compile("|".join(map(re.escape, by_length))) if by_length else None
        self._patterns = [(re.compile(p), repl) for p, repl in lexicon.patterns]

    def read(self, text: str) -> str:
        """`text` with every listed dialect word replaced by its Mandarin one."""
        if self._word_re is not None:
            text = self._word_re.sub(lambda m: self._words[m.group(0)], text)
        for pattern, repl in self._patterns:
            text = pattern.sub(repl, text)
        return text


@lru_cache(maxsize=1)
def _reader() -> DialectReader:
    return DialectReader()


def to_mandarin(text: str) -> str:
    """`text` as Mandarin for matching (assets/prompts/dialect.yaml); unchanged when it has no listed word."""
    return _reader().read(text) if text else text
