"""Who the user's people are called: 儿子 in a message also looks for 孙浩.

A memory like "用户的儿子孙浩在天津一家汽修厂当学徒" says a relation and, right after
it, a name. Once that name turns up in another of the user's memories ("孙浩九月穿上
了军装，去新疆当兵了"), the two speak of the same person, and a message that says 儿子
("我儿子如今在哪儿、干啥呢？") should find both, though the second never says 儿子.

A candidate name is the 2–4 characters after the relation word (after 叫 / 名叫 and an
opening quote); the longest one another memory repeats wins, so 刘淑芬 beats 刘淑, and
nothing is guessed from a single memory. Common words are no names (jieba's dictionary
frequency), unless jieba tags them as one (nr*). Memories that say a name score like one
BM25 term (its idf over the user's memories), which the keyword path adds.

Hand-written rather than a named-entity model: jieba's own tagger misses many names
(扎西 as a place, 其其格 cut into three), and the "said again elsewhere" test needs the
user's memories, which only the engine holds.
"""
from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Optional

from .textnorm import init_tokenizer

# relation words by who they name; a message's word looks up every group it belongs to
RELATIONS: dict[str, str] = {
    "husband": r"老公|丈夫|先生|爱人|老伴|对象|男朋友|男友|未婚夫",
    "wife": r"老婆|妻子|媳妇|太太|爱人|老伴|对象|女朋友|女友|未婚妻",
    "son": r"儿子|独子",
    "daughter": r"女儿|闺女",
    "mother": r"母亲|妈妈|老妈|阿妈|婆婆|岳母|丈母娘",
    "father": r"父亲|爸爸|老爸|阿爸|公公|岳父|老丈人",
    "grandchild": r"孙子|孙女|外孙|外孙女",
    "dog": r"狗|导盲犬|狗狗|狗子|爱犬",
    "cat": r"猫|猫咪",
}
# the word that stands for each relation when a named memory's topics are found (memory/intent.py)
RELATION_WORD = {"husband": "丈夫", "wife": "妻子", "son": "儿子", "daughter": "女儿", "mother": "母亲",
                 "father": "父亲", "grandchild": "孙子", "dog": "狗", "cat": "猫"}
# words only a message uses for a child of either sex ("带娃", "我家孩子")
_CHILD = re.compile(r"孩子|娃|小孩|小朋友")
_RELATION_RES = {who: re.compile(words) for who, words in RELATIONS.items()}
_INTRO = re.compile(r"(?:叫|名叫|名字叫)?[“\"「『]?")
# characters a name here never holds: particles, verbs of place, numbers, kinship
_NOT_IN_NAME = frozenset("的了在是也和跟都很不岁年月日号个一二三四五六七八九十两每去从说住今已还就才又叫名为着过把被给对向让要会能想上下里中前后天家人这那")
_HAN = re.compile(r"[\u4e00-\u9fff]+")
NAME_WEIGHT = 1.0
COMMON_FREQ = 200  # jieba dictionary count from which a word is too common to be a name


@lru_cache(maxsize=4096)
def is_common_word(word: str) -> bool:
    import jieba
    import jieba.posseg

    init_tokenizer()  # jieba's dictionary, loaded once with the project's words and cache dir
    if jieba.posseg.dt.word_tag_tab.get(word, "").startswith("nr"):
        return False
    return jieba.dt.FREQ.get(word, 0) >= COMMON_FREQ


def _first_word(text: str, chars: int) -> str:
    """jieba's first word of the text's first `chars` characters (the project's words loaded: the engine loads them
    before any memory is read)."""
    import jieba

    init_tokenizer()
    return jieba.lcut(text[:chars])[0]


def _starts_with_a_word(run: str) -> bool:
    """"旅行总预算" after 对象 starts with a common word: what follows the relation word is no name."""
    first = _first_word(run, 6)
    return len(first) > 1 and is_common_word(first)


def name_mentions(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """(relation, candidate names longest first) for each relation word the text names."""
    out = []
    for who, pattern in _RELATION_RES.items():
        for m in pattern.finditer(text):
            after = text[m.end():m.end() + 10]
            intro = _INTRO.match(after).end()
            run = _HAN.match(after, intro)
            if run is None:
                continue
            # after 叫 or a quote it is a name even when it is a word too (a dog called 珍珠 or 可乐)
            called = intro > 0
            if not called and _starts_with_a_word(run.group(0)):
                continue
            names = tuple(run.group(0)[:n] for n in (4, 3, 2) if len(run.group(0)) >= n)
            names = tuple(n for n in names if not (set(n) & _NOT_IN_NAME) and (called or not is_common_word(n)))
            if names:
                out.append((who, names))
    return out


def relations_in(query: str) -> set[str]:
    """Whose relation words a message uses (孩子 and 娃 mean a son or a daughter)."""
    found = {who for who, pattern in _RELATION_RES.items() if pattern.search(query)}
    if _CHILD.search(query):
        found |= {"son", "daughter"}
    return found


# the bare words a message uses for a parent, which RELATIONS' patterns (made to find names after them) do not hold
_BARE_PARENT = {"爸": {"father"}, "妈": {"mother"}, "爸妈": {"father", "mother"}, "父母": {"father", "mother"}}
_OPENS_WITH_USER = re.compile(r"^(?:用户|我)")
_LATIN_NAME = re.compile(r"[A-Za-z]{2,}")
_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{2,3}")


def speaks_of(relative: str, text: str, subject: str, names: dict[str, set[str]]) -> bool:
    """Whether a memory may speak of the relative a message asks after ("爸"): it says a relation word of theirs or a
    name the user's memories give them, or it is about someone (`subject`, supersede.whose) it does not show to be
    someone else, or it opens with what may be a name ("小雯有妊娠糖尿病", "Ethan博士毕业了…" may be the wife or
    the partner asked after). "用户有飞行恐惧" is the user, not the father; a daughter is no son; "我妈…" is spoken of by
    "带着72岁的母亲"."""
    if relative in text:
        return True
    wanted = relations_in(relative) | _BARE_PARENT.get(relative, set())
    if wanted & relations_in(text) or any(name in text for who in wanted for name in names.get(who, ())):
        return True
    if subject:
        return not (wanted and relations_in(subject))
    return opens_with_a_name(text)


def opens_with_a_name(text: str) -> bool:
    """Whether a statement opens with what may be someone's name ("小雯有…", "Ethan博士毕业了…"), not with the user, a
    time or a common noun ("明年夏天…", "学校要求…")."""
    if _OPENS_WITH_USER.match(text):
        return False
    first = _first_word(text, 8)
    return bool(_LATIN_NAME.fullmatch(first)) or (bool(_HAN_NAME.fullmatch(first)) and not is_common_word(first))


class AliasBook:
    """One owner's memories' names for their people, kept in step with writes."""

    def __init__(self) -> None:
        self._texts: dict[str, str] = {}
        self._mentions: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
        self._names: Optional[dict[str, set[str]]] = None  # relation -> names; None after a write

    def add(self, memory_id: str, text: str) -> None:
        self._texts[memory_id] = text
        found = name_mentions(text)
        if found:
            self._mentions[memory_id] = found
        else:
            self._mentions.pop(memory_id, None)
        self._names = None

    def remove(self, memory_id: str) -> None:
        if self._texts.pop(memory_id, None) is not None:
            self._mentions.pop(memory_id, None)
            self._names = None

    def text(self, memory_id: str) -> str:
        return self._texts.get(memory_id, "")

    def names(self) -> dict[str, set[str]]:
        """relation -> the names another memory repeats."""
        if self._names is None:
            names: dict[str, set[str]] = {}
            for mid, found in self._mentions.items():
                for who, candidates in found:
                    for name in candidates:
                        if any(name in text for other, text in self._texts.items() if other != mid):
                            names.setdefault(who, set()).add(name)
                            break
            self._names = names
        return self._names

    def search(self, query: str) -> dict[str, tuple[float, str]]:
        """Memories naming someone the message calls by relation only: each with a score like a BM25
        term's (the name's idf) and the relation word the name stands for. Empty when the message
        names no relation, or says the name itself."""
        wanted = relations_in(query)
        if not wanted:
            return {}
        book = self.names()
        names = {(name, RELATION_WORD[who]) for who in wanted for name in book.get(who, ()) if name not in query}
        n = len(self._texts)
        found: dict[str, tuple[float, str]] = {}
        for name, word in names:
            holders = [mid for mid, text in self._texts.items() if name in text]
            idf = NAME_WEIGHT * math.log(1 + (n - len(holders) + 0.5) / (len(holders) + 0.5))
            for mid in holders:
                if idf > found.get(mid, (0.0, ""))[0]:
                    found[mid] = (idf, word)
        return found
