"""What the trainers see of an eval file: the blind sets' shared background pool swapped out.

Every blind set (bench/data/holdout*) fills its accounts with ~140 everyday statements drawn
from one pool, bench/data/src/background_pool.py. Once an older blind set joins the training
data, a model that met those statements as negatives would learn the pool itself ("these 486
sentences never matter") and score the next blind set, drawn from the same pool, too well.
So a trainer sees a file with every pool statement that no probe of its account wants
replaced by a training-only statement (bench/data/train/background_train.json), chosen
deterministically per file and account; a pool statement a probe wants stays, as it is that
probe's answer. Files without pool statements (the train/ sets) pass through unchanged.
"""
from __future__ import annotations

import copy
import json
import re
from functools import lru_cache
from pathlib import Path
import random

DATA = Path(__file__).resolve().parent / "data"
POOL_PATH = DATA / "src" / "background_pool.py"
TRAIN_BACKGROUND = DATA / "train" / "background_train.json"


@lru_cache(maxsize=1)
def pool_statements() -> frozenset[str]:
    """The pool's statements, read from the module's POOL text (see its docstring for the syntax)
    without importing it, so no __pycache__ appears next to the blind writers' source."""
    source = POOL_PATH.read_text(encoding="utf-8")
    text = re.search(r'^POOL = r"""(.*?)"""', source, re.S | re.M).group(1)
    lines = (line.strip() for line in text.splitlines())
    return frozenset(re.sub(r"^\[[^\]]+\]\s*", "", line) for line in lines if line and not line.startswith("##"))


@lru_cache(maxsize=1)
def _training_statements() -> tuple[str, ...]:
    return tuple(s["text"] for s in json.loads(TRAIN_BACKGROUND.read_text(encoding="utf-8"))["statements"])


def is_pool_statement(content: str) -> bool:
    return content.strip() in pool_statements()


def training_view(data: dict, name: str) -> dict:
    """`data` (a memory-eval/v1 file) with its unwanted pool statements replaced; `name` seeds the choice."""
    out = copy.deepcopy(data)
    statements = _training_statements()
    for user in out["users"]:
        wanted = {str(r) for p in user.get("probes") or [] for r in p.get("relevant") or []}
        swap = [m for m in user.get("memories", []) if is_pool_statement(m["content"]) and str(m["id"]) not in wanted]
        if not swap:
            continue
        held = {m["content"] for m in user["memories"]}
        choices = [s for s in statements if s not in held]
        rng = random.Random(f"{name}/{user.get('tenant_id', '')}/{user['user_id']}")
        for memory, text in zip(swap, rng.sample(choices, min(len(swap), len(choices)))):
            memory["content"] = text
    return out
