"""Phrasing helpers for the rules extractor: language, clauses, third-person rewriting.

Split out of rules.py so that the extractor's decision logic reads on its own;
nothing here knows about slots or memory types.
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Optional

from memory.extract.signals import Signals, load_signals

_CJK = re.compile(r"[\u4e00-\u9fff]")
_LEAD_CONNECT = re.compile(
    r"^(?:所以|因为|然后|而且|但是?|不过|可是|就是|反正|毕竟|主要是|其实|另外|还有|对了|说实话|老实说|坦白说"
    r"|哦|嗯|啊|呃|那个|话说|顺便说一?下|请|麻烦)+[，,\s]*")
_KIN_OWNER = re.compile(r"我(?:的)?(?=妈|爸|老婆|老公|孩子|儿子|女儿|闺女|娃|宝宝|父母|爸妈|家人|爱人|对象|男朋友|女朋友"
                        r"|爷爷|奶奶|外公|外婆|姥姥|姥爷|狗|猫)")
_TAIL = re.compile(r"[啊呀哦呢吧啦嘛哈喔~～!！。.，,\s]+$")
_EN_MODALS = {"can", "can't", "cannot", "will", "won't", "would", "should", "must", "might", "could",
              "did", "didn't", "doesn't", "is", "was", "wasn't", "isn't"}


def _context_text(context: object) -> str:
    if context is None:
        return ""
    if isinstance(context, str):
        return context
    return "\n".join(str(getattr(context, k, "") or "") for k in ("summary", "assistant_text"))


def is_chinese(text: str) -> bool:
    return bool(_CJK.search(text or ""))


def short_hash(text: str) -> str:
    """A stable, pinyin-free key for a topic that no lexicon knows."""
    return hashlib.blake2s(re.sub(r"\s+", "", text).lower().encode(), digest_size=4).hexdigest()


# ---------------------------------------------------------------- third person


def to_third_zh(text: str, prefix: bool = True) -> str:
    """'我膝盖不好' -> '用户膝盖不好'; '以后都给我订靠窗' -> '以后都订靠窗'."""
    s = _LEAD_CONNECT.sub("", text.strip())
    s = re.sub(r"(?:给|帮|替)我们?(?=\S)", "", s)
    s = _KIN_OWNER.sub("用户的", s)
    s = re.sub(r"用户的妈(?!妈)", "用户的妈妈", s)
    s = re.sub(r"用户的爸(?!爸)", "用户的爸爸", s)
    s = re.sub(r"我们家|我家|咱家", "用户家", s)
    s = re.sub(r"我们|咱们|俺们|我俩", "用户", s)
    s = re.sub(r"我|俺|本人", "用户", s)
    s = _TAIL.sub("", s)
    s = re.sub(r"(?:其实|而已|罢了)$", "", s)
    if prefix and not s.startswith("用户"):
        # "海鲜这块我就不碰了" -> "用户海鲜这块就不碰了": the subject moves to the front
        s = "用户" + s.replace("用户", "", 1)
    s = re.sub(r"^用户(?=别|不要|不用|最好|千万别|一定要)", "用户希望", s)
    return s.replace("用户用户", "用户")


def _conj(verb: str) -> str:
    v = verb.lower()
    if v in _EN_MODALS or v.endswith(("n't", "ed")):
        return verb
    if v in ("have", "do", "go"):
        return {"have": "has", "do": "does", "go": "goes"}[v]
    if re.search(r"(?:s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


def to_third_en(text: str) -> str:
    """"I don't eat pork" -> "User doesn't eat pork"."""
    s = re.sub(r"^(?:oh|well|also|and|so|plus|btw|by the way|actually)[, ]+", "", text.strip(), flags=re.I)
    s = s.rstrip(" .!,")
    subs = [(r"\b(?:I am|I'm)\b", "User is"), (r"\b(?:I have|I've)\b", "User has"), (r"\bI'd\b", "User would"),
            (r"\bI'll\b", "User will"), (r"\bI (?:don't|do not)\b", "User doesn't")]
    for pat, rep in subs:
        s = re.sub(pat, rep, s, flags=re.I)
    s = re.sub(r"\bI ((?:really|also|just|never|always|usually|still|definitely|absolutely|totally) )?([a-z']+)\b",
               lambda m: f"User {m.group(1) or ''}{_conj(m.group(2))}", s, flags=re.I)
    s = re.sub(r"\bmyself\b", "themselves", s, flags=re.I)
    s = re.sub(r"\b(?:my|our)\b", "their", s, flags=re.I)
    s = re.sub(r"\bme\b", "them", s, flags=re.I)
    lead = re.match(r"^(.{1,25}?),?\s+User\b(.*)$", s)
    if lead and not s.lower().startswith("user"):
        s = f"User{lead.group(2)} {lead.group(1).lower()}"
    if not s.lower().startswith("user"):
        s = "User: " + s
    return s[0].upper() + s[1:]


def _en_verb(verb: str) -> str:
    v = verb.strip()
    v = re.sub(r"^(?:'m|am|'re|are)\b", "is", v, flags=re.I)
    v = re.sub(r"^(?:don't|do not)\b", "doesn't", v, flags=re.I)
    if re.match(r"(?:is|doesn't|can't)\b", v, flags=re.I):
        return v
    words = v.split(" ")
    words[-1] = _conj(words[-1])
    return " ".join(words)


# ---------------------------------------------------------------- clauses


@dataclass(frozen=True)
class Clause:
    text: str
    sentence: int

    @property
    def lang(self) -> str:
        return "zh" if is_chinese(self.text) else "en"


def split_clauses(text: str, sig: Optional[Signals] = None) -> list[Clause]:
    """Sentences, then clauses (。！？；，, and 对了/另外/而且…), fillers stripped."""
    sig = sig or load_signals()
    out: list[Clause] = []
    for si, sentence in enumerate(sig.split["sentence"].split(text or "")):
        splitter = sig.split["zh"] if is_chinese(sentence) else sig.split["en"]
        for part in splitter.split(sentence):
            part = (part or "").strip()
            for _ in range(3):
                part = sig.split["lead"].sub("", part).strip()
            if part:
                out.append(Clause(part, si))
    return out
