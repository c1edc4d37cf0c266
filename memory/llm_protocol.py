"""The small LLM contract memory/ needs, its prompt files, and tolerant JSON reading.

`memory/` never imports `assistant/`: the assistant's OpenAI-compatible client
satisfies `JsonLLM` structurally. Whatever it raises (its own error types,
timeouts, anything) is treated here as "the LLM failed" — never as "no facts".
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import yaml

PROMPTS_DIR = Path(__file__).resolve().parent.parent / "assets" / "prompts"


@runtime_checkable
class JsonLLM(Protocol):
    def complete_json(self, system: str, user: str) -> str:
        """Return the model's text for a prompt that asks for one JSON object."""
        ...


class LLMOutputError(ValueError):
    """The reply could not be read as the JSON the prompt asked for."""


@dataclass(frozen=True)
class PromptFile:
    name: str
    version: int
    system: str
    user: str  # a str.format template; values are inserted, never formatted again

    @property
    def tag(self) -> str:
        return f"{self.name}@v{self.version}"

    def render(self, **values: str) -> str:
        return self.user.format(**values)


@lru_cache(maxsize=16)
def load_prompt(name: str) -> PromptFile:
    """Load and check assets/prompts/<name>.yaml once (version, system, user)."""
    path = PROMPTS_DIR / f"{name}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping")
    missing = [k for k in ("version", "system", "user") if k not in data]
    if missing:
        raise ValueError(f"{path}: missing {', '.join(missing)}")
    return PromptFile(name=name, version=int(data["version"]), system=str(data["system"]), user=str(data["user"]))


_THINK = re.compile(r"<think>.*?(?:</think>|$)", re.S | re.I)
_FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.S)


def parse_json_reply(text: str) -> Any:
    """The first JSON object or array in a model reply.

    Tolerates `<think>` blocks (closed or cut off), code fences and prose
    around the JSON. Truncated or malformed JSON raises LLMOutputError: a
    partial object is never guessed at, so nothing half-read is written.
    """
    if not isinstance(text, str) or not text.strip():
        raise LLMOutputError("empty reply")
    body = _THINK.sub("", text).strip()
    fenced = _FENCE.findall(body)
    sources = [f.strip() for f in fenced] + [body]
    decoder = json.JSONDecoder()
    last_error = "no JSON object in reply"
    for source in sources:
        # Only the outermost value is read: retrying inside a broken object
        # could return one of its inner objects, i.e. half an answer.
        start = min((i for i in (source.find("{"), source.find("[")) if i >= 0), default=-1)
        if start < 0:
            continue
        try:
            value, _end = decoder.raw_decode(source, start)
        except json.JSONDecodeError as exc:
            last_error = f"malformed or truncated JSON at char {exc.pos}: {exc.msg}"
            continue
        return value
    raise LLMOutputError(last_error)
