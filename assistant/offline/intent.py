"""What the user asks for, read from one message with patterns (Chinese first, English too)."""
from __future__ import annotations

import re
from enum import Enum
from typing import Optional

from assistant.offline.knowledge import KnowledgeBase


class Intent(str, Enum):
    PLAN = "plan"
    FOOD = "food"
    HOTEL = "hotel"
    RECALL = "recall"  # "我叫什么名字" / "你还记得我什么"
    STATEMENT = "statement"  # the user tells a fact or preference ("我不吃海鲜")
    GREETING = "greeting"
    HELP = "help"
    UNKNOWN = "unknown"


_RECALL = re.compile(
    r"我叫什么|我的名字|我是谁|记得我|还记得|记不记得|你知道我|关于我|我之前(说|告诉)|"
    r"what'?s my name|who am i|remember (me|my|what)|do you remember|know about me", re.I)
_HOTEL = re.compile(
    r"酒店|住宿|住哪|住在哪|住的地方|附近住|住什么|住几晚|住[0-9一两三四五六七]+晚|民宿|宾馆|客栈|"
    r"hotel|\bstay\b|accommodation|where to sleep", re.I)
_FOOD = re.compile(
    r"吃什么|好吃|美食|餐厅|饭店|饭馆|小吃|特色菜|吃饭|吃点|觅食|推荐.{0,4}吃|吃的|菜|"
    r"food|restaurant|\beat\b|dish|cuisine", re.I)
_DIET_STATEMENT = re.compile(r"不吃|过敏|忌口|吃素|素食|清真|don't eat|allergic", re.I)
_PLAN = re.compile(
    r"行程|规划|计划|安排|攻略|路线|怎么玩|玩几天|玩什么|[0-9一二两三四五六七八九十几]+\s*[天日]游?|周末|"
    r"慢一点|紧凑一点|改成|出去玩|旅游|旅行|出游|度假|去玩|itinerary|plan|trip|\d+\s*-?\s*days?|weekend|route", re.I)
# "我住在杭州" tells where the user lives; it is not a request to plan 杭州.
_SELF_FACT = re.compile(r"^(我|我们)(现在|目前)?(住在|家在|来自|老家|搬到|搬去|在.{2,6}(工作|上班))")
_HELP = re.compile(r"你能做什么|你会什么|你是谁|怎么用|能干什么|功能|帮助|help|what can you do", re.I)
_GREETING = re.compile(r"^(你好|您好|嗨|哈喽|hello|hi|hey|早上好|晚上好|下午好|在吗|谢谢|多谢|感谢|thanks|thank you|再见|拜拜|bye)", re.I)


def detect_intent(message: str, kb: KnowledgeBase, states_facts: bool) -> Intent:
    """Most specific first: remembering, then hotel, food, planning.

    `states_facts`: the message itself carries a preference or name (the
    caller recognised it), so a message with no request is a statement.
    """
    text = (message or "").strip()
    if _RECALL.search(text):
        return Intent.RECALL
    if _HOTEL.search(text):
        return Intent.HOTEL
    if _asks_food(text) or (_FOOD.search(text) and not _DIET_STATEMENT.search(text)):
        return Intent.FOOD
    if _SELF_FACT.search(text) and not _PLAN.search(text):
        return Intent.STATEMENT
    if _PLAN.search(text) or kb.find_destination(text) is not None or unknown_place(text, kb):
        return Intent.PLAN
    if _HELP.search(text):
        return Intent.HELP
    if states_facts:
        return Intent.STATEMENT
    if _GREETING.search(text):
        return Intent.GREETING
    return Intent.UNKNOWN


def _asks_food(text: str) -> bool:
    # "我不吃海鲜，三亚有什么好吃的": a diet statement plus a food request.
    return bool(re.search(r"吃什么|好吃|美食|餐厅|饭店|小吃|推荐.{0,4}吃|restaurant|what to eat", text, re.I))


_CN_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _cn_number(text: str) -> Optional[int]:
    if text.isdigit():
        return int(text)
    if text == "十":
        return 10
    if text.startswith("十"):
        return 10 + _CN_DIGITS.get(text[1:], 0)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return _CN_DIGITS.get(tens, 0) * 10 + _CN_DIGITS.get(ones, 0)
    return _CN_DIGITS.get(text)


_DAYS = re.compile(r"(?<![月\d号第])(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:天|日(?![本期程子常]))")
_NIGHTS = re.compile(r"(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:晚|夜)(?!上|饭|餐|景|市)")
_DAYS_EN = re.compile(r"(\d{1,2})\s*-?\s*days?", re.I)
MAX_DAYS = 7


def parse_days(message: str) -> Optional[int]:
    """Trip length in days, or None when the message does not say."""
    text = message or ""
    if re.search(r"一周|一个星期|\ba week\b|\bone week\b", text, re.I):
        return 7
    if re.search(r"半天|half a day", text, re.I):
        return 1
    for pattern, extra in ((_DAYS, 0), (_DAYS_EN, 0), (_NIGHTS, 1)):
        match = pattern.search(text)
        if match:
            number = _cn_number(match.group(1))
            if number:
                return number + extra
    if re.search(r"周末|weekend", text, re.I):
        return 2
    return None


_DATES = re.compile(
    r"五一|十一(?![天日])|国庆(?:节|假期)?|春节|过年|元旦|清明|端午|中秋|暑假|寒假|圣诞|"
    r"(?:下|这|本)(?:个)?周末|下周|下个月|月底|月初|明天|后天|"
    r"\d{1,2}月(?:\d{1,2}[日号])?(?:\s*[到至\-~]\s*\d{1,2}[日号])?|"
    r"[一二三四五六七八九十]{1,2}月(?:份|初|中|底)?|春天|夏天|秋天|冬天|周末")


def parse_dates(message: str) -> Optional[str]:
    match = _DATES.search(message or "")
    return match.group(0) if match else None


_PARTY = (
    (re.compile(r"爸妈|父母|老人|长辈|爷爷|奶奶|外公|外婆|姥姥|姥爷|parents|grand", re.I), "老人"),
    (re.compile(r"孩子|小孩|宝宝|娃|儿子|女儿|小朋友|亲子|kids?|children|child|baby", re.I), "孩子"),
    (re.compile(r"狗|猫|宠物|\bpets?\b|\bdogs?\b", re.I), "宠物"),
    (re.compile(r"情侣|女朋友|男朋友|老婆|老公|对象|爱人|两个人|二人|couple|partner|wife|husband", re.I), "伴侣"),
    (re.compile(r"朋友|闺蜜|兄弟|同学|同事|friends", re.I), "朋友"),
    (re.compile(r"一个人|独自|自己去|solo|alone", re.I), "独自"),
)


def parse_party(message: str) -> list[str]:
    return [label for pattern, label in _PARTY if pattern.search(message or "")]


# A place the user names that the knowledge base does not cover ("帮我规划拉萨三天行程").
_PLACE_ZH = re.compile(
    r"(?:去|到|规划|安排|推荐|游|玩|在|看看)(?:一下|一趟|一次)?([\u4e00-\u9fff]{2,6}?)"
    r"(?=玩|旅游|旅行|游|的|行程|攻略|住|吃|看|有什么|怎么|[0-9一二两三四五六七八九十几]+\s*[天日晚]|周末|$|[\s，。！？,.!?])")
_PLACE_START = re.compile(
    r"^([\u4e00-\u9fff]{2,5}?)(?=(?:[0-9一二两三四五六七八九十几]+\s*[天日])?\s*"
    r"(?:游|旅游|旅行|行程|攻略|有什么|吃什么|住哪|怎么玩|玩))")
_PLACE_EN = re.compile(r"\b(?:to|in|visit|visiting)\s+([A-Z][a-z]{2,})")
_NOT_PLACES = frozenset({
    "海边", "附近", "外地", "国外", "国内", "哪里", "哪儿", "那里", "这里", "当地", "什么地方", "周边",
    "南方", "北方", "景点", "酒店", "餐厅", "一下", "一趟", "旅游", "旅行", "城市", "山里", "乡下",
    "市区", "郊区", "吃饭", "好吃", "什么", "哪个城市", "哪", "别的地方", "其他地方", "一个地方",
    "行程", "计划", "路线", "攻略", "我的", "你的", "一个", "那边", "这边", "外面", "家里", "帮我",
    "好玩", "出去", "出去玩", "一起", "哪里玩", "周边游", "短途", "长途", "自驾", "这次", "下次",
})
_NOT_PLACES_EN = frozenset({"The", "This", "That", "China", "Chinese", "English", "My", "Your"})


def unknown_place(message: str, kb: KnowledgeBase) -> Optional[str]:
    """A destination-like word the knowledge base does not know, else None."""
    text = message or ""
    candidates = [m.group(1) for m in _PLACE_ZH.finditer(text)]
    candidates += [m.group(1) for m in _PLACE_START.finditer(text)]
    candidates += [m.group(1) for m in _PLACE_EN.finditer(text) if m.group(1) not in _NOT_PLACES_EN]
    for cand in candidates:
        # Place names do not contain these; request words around them do ("推荐一下吃的").
        if cand in _NOT_PLACES or re.search(r"[0-9一二两三四五六七八九十几]+[天日晚]|周末|什么|哪|一下|我|你|[吃住玩看买的]", cand):
            continue
        if kb.mentions(cand):
            continue
        return cand
    return None
