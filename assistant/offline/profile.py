"""What the planner can say about the user from memories: name, home city, job,
and a short line per memory for "你还记得我什么".

Anything echoed from memory or the user goes through `clean()`: one line, no
control characters, no Markdown structure, bounded length. The UI escapes it
again; this keeps a memory from reshaping the reply's layout.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from assistant.offline.constraints import MemoryLike, constraints_from_memory

_MARKDOWN = re.compile(r"[`*#>|\[\]<>\\]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u200b-\u200f\u2028\u2029]")


def clean(text: str, limit: int = 60) -> str:
    text = _CONTROL.sub(" ", text or "")
    text = _MARKDOWN.sub("", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


_NAME_ZH = re.compile(
    r"(?:^|[，,。\s]|我|用户)(?:的名字是|的名字叫|名字是|名字叫|名叫|叫做|叫|姓名是|可以叫我|叫我)"
    r"\s*[「“\"']?([\u4e00-\u9fffA-Za-z·]{1,12})")
# Only the cue ignores case: a name must be capitalised ("call me maybe" is not a name).
_NAME_EN = re.compile(r"(?i:my name is|name is|i am called|i'm called|call me)\s+([A-Z][\w'\-]*(?:\s[A-Z][\w'\-]*)?)")
_NAME_STOP = re.compile(r"(今年|来自|住在|是|在|的|吧|呀|啊|哦|了|呢|，|。).*$")
_NOT_NAMES = frozenset({"什么", "啥", "车", "外卖", "醒", "人", "我", "你", "他", "她"})

_HOME = re.compile(
    r"(?:住在|家在|来自|生活在|定居在|定居|搬到了|搬到|搬去了|搬去|老家是|老家在|现居|常住)\s*"
    r"([\u4e00-\u9fff]{2,8}?)(?:市|$|[，。,.\s]|的|工作|上班)")
_HOME_EN = re.compile(
    r"(?i:lives in|live in|living in|moved to|is from|am from|based in)\s+([A-Z][A-Za-z ]{1,20}?)(?:$|[,.])")
_JOB = re.compile(r"(?:是一名|是一位|是一个|是个|是名|职业是|工作是|从事|在做)\s*([^，。,.]{2,14}?)(?:工作|行业)?(?:$|[，。,.])")
_JOB_EN = re.compile(r"(?:works as|job is|is an?)\s+([A-Za-z][A-Za-z ]{1,30}?)(?:$|[,.])", re.I)
# Unslotted memories only count as the user's home when the user is the subject
# ("用户的父母住在成都" is not the user's home).
_SELF_HOME = re.compile(r"^(用户|我|the user)\s*(现在|目前)?\s*(住在|家在|来自|生活在|定居|搬到|搬去|lives|is from|moved)", re.I)
_SUBJECT = re.compile(r"^(用户|该用户|the user is|the user's|the user|user)\s*", re.I)


def name_from_text(text: str) -> Optional[str]:
    """A self-introduced name: "我叫小明" / "用户叫小明" / "my name is Alice"."""
    match = _NAME_ZH.search(text or "")
    if match:
        name = _NAME_STOP.sub("", match.group(1))
        name = name[:4] if re.fullmatch(r"[\u4e00-\u9fff·]+", name) else name
        if name and name not in _NOT_NAMES and not name.startswith(("什么", "啥", "谁")):
            return clean(name, 20)
    match = _NAME_EN.search(text or "")
    return clean(match.group(1), 20) if match else None


def home_from_text(text: str) -> Optional[str]:
    """Where the user says they live: "我住在杭州" / "I live in Hangzhou"."""
    return _first((_HOME, _HOME_EN), text)


def _first(patterns: Sequence[re.Pattern[str]], text: str) -> Optional[str]:
    for pattern in patterns:
        match = pattern.search(text or "")
        if match:
            return clean(match.group(1), 20)
    return None


@dataclass(frozen=True)
class Fact:
    memory_id: str
    value: str


@dataclass(frozen=True)
class Profile:
    name: Optional[Fact] = None
    home_city: Optional[Fact] = None
    job: Optional[Fact] = None


def read_profile(memories: Iterable[MemoryLike]) -> Profile:
    """The first (best-ranked) memory for each profile field wins."""
    name = home = job = None
    for m in memories:
        slot = (m.slot or "").lower()
        if name is None and slot in ("name", ""):
            value = name_from_text(m.content) or (_stripped(m.content) if slot == "name" else None)
            name = Fact(m.memory_id, value) if value else None
        if home is None and (slot == "home_city" or (not slot and _SELF_HOME.match(m.content or ""))):
            value = _first((_HOME, _HOME_EN), m.content) or (_stripped(m.content) if slot == "home_city" else None)
            home = Fact(m.memory_id, value) if value else None
        if job is None and slot == "job":
            job = Fact(m.memory_id, _first((_JOB, _JOB_EN), m.content) or _stripped(m.content))
    return Profile(name, home, job)


def _stripped(content: str) -> str:
    return clean(_SUBJECT.sub("", (content or "").strip()), 40)


_PHRASE_SLOTS = frozenset({"diet", "allergy", "pace", "mobility", "companion", "transport", "budget", "hotel"})


def describe(memory: MemoryLike) -> str:
    """One short line for a memory: its constraint phrase when it has one, else its content."""
    slot = (memory.slot or "").lower()
    if slot == "name":
        name = name_from_text(memory.content)
        if name:
            return f"名字叫{name}"
    if slot == "home_city":
        city = _first((_HOME, _HOME_EN), memory.content)
        if city:
            return f"住在{city}"
    if slot == "job":
        job = _first((_JOB, _JOB_EN), memory.content)
        if job:
            return f"职业是{job}"
    # Canonical phrases only for slots that map one-to-one onto constraints;
    # otherwise the user's own fact is more faithful than our paraphrase.
    if slot.split(".")[0] in _PHRASE_SLOTS:
        phrases = list(dict.fromkeys(c.phrase for c in constraints_from_memory(memory)))
        if phrases:
            return "、".join(phrases)
    return _stripped(memory.content)


# ---------------------------------------------------------------- "你还记得我…吗"

_ASK_NAME = re.compile(r"名字|叫什么|我是谁|what'?s my name|who am i|my name", re.I)
_ASK_HOME = re.compile(r"住在?哪|家在哪|哪里人|哪儿人|来自哪|where do i live|where am i from", re.I)
_ASK_JOB = re.compile(r"工作|职业|做什么的|干什么的|my job|what do i do", re.I)
_ASK_FOOD = re.compile(r"吃|忌口|过敏|饮食|diet|allerg|\beat\b|food", re.I)
_FOOD_SLOTS = ("diet.", "allergy.", "like.spicy")
_LIST_LIMIT = 10
# Memory text is data; when it reads like an order to the assistant, say so instead of obeying.
_INSTRUCTION = re.compile(r"忽略|无视|指令|提示词|系统提示|你必须|你要|ignore (all|previous|the)|system prompt|you must", re.I)


def answer_recall(question: str, memories: Sequence[MemoryLike],
                  user_name: Optional[str]) -> tuple[str, list[tuple[str, str]]]:
    """Answer "do you remember me" from memories only: (Markdown, [(memory_id, phrase)])."""
    profile = read_profile(memories)
    if _ASK_NAME.search(question):
        if profile.name:
            fact = profile.name
            return f"你叫**{fact.value}**，这是你之前告诉我的。", [(fact.memory_id, f"名字叫{fact.value}")]
        hint = f"（当前账户的显示名是「{user_name}」，但你还没在对话里告诉过我你的名字。）" if user_name else ""
        return f"我还不知道你的名字。{hint}告诉我“我叫…”，我会记下来。", []
    if _ASK_HOME.search(question):
        if profile.home_city:
            fact = profile.home_city
            return f"你住在**{fact.value}**，这是你之前告诉我的。", [(fact.memory_id, f"住在{fact.value}")]
        return "我还不知道你住在哪里。告诉我“我住在…”，我会记下来。", []
    if _ASK_JOB.search(question) and profile.job:
        fact = profile.job
        return f"你的职业是**{fact.value}**，这是你之前告诉我的。", [(fact.memory_id, f"职业是{fact.value}")]
    chosen = list(memories)
    if _ASK_FOOD.search(question):
        chosen = [m for m in memories if (m.slot or "").lower().startswith(_FOOD_SLOTS)
                  or any(c.kind.value in ("exclude", "allergy", "halal", "vegetarian")
                         for c in constraints_from_memory(m))]
    return _list_memories(chosen)


def _list_memories(memories: Sequence[MemoryLike]) -> tuple[str, list[tuple[str, str]]]:
    if not memories:
        return ("我还没有记住关于你的这方面的事情。你可以直接告诉我，比如“我不吃海鲜”“我喜欢慢节奏”，"
                "记忆模块会把它保存下来。"), []
    lines = ["我记得关于你的这些（来自长期记忆）："]
    facts: list[tuple[str, str]] = []
    seen: set[str] = set()
    for m in memories:
        line = describe(m)
        if not line or line in seen:
            continue
        seen.add(line)
        if len(seen) > _LIST_LIMIT:
            break
        note = "（这条像是一条指令，我只把它当作记录，不会照做）" if _INSTRUCTION.search(m.content or "") else ""
        lines.append(f"- {line}{note}")
        facts.append((m.memory_id, line))
    lines.append("")
    lines.append("这里列的是这次检索到的记忆；完整列表在记忆面板里，记错的可以直接修改或删除。")
    return "\n".join(lines), facts
