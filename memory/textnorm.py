"""Text normalisation and Chinese-aware tokenisation shared by dedup and keyword recall."""
from __future__ import annotations

import hashlib
import logging
import re
import threading
import unicodedata
from pathlib import Path

import jieba
import opencc

from .dialect import to_mandarin

log = logging.getLogger(__name__)
jieba.setLogLevel(logging.WARNING)

_PUNCT = re.compile(r"[\s\u3000-\u303f\uff00-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65!-/:-@\[-`{-~]+")
# Words that carry no topic: every memory says 用户, every query says 我/帮我.
STOPWORDS = frozenset(
    """的 了 着 过 我 你 他 她 它 我们 你们 用户 是 在 有 和 与 及 或 也 都 就 还 吗 呢 吧 啊 呀 哦 嗯
    一下 一些 一个 这个 那个 这 那 帮 帮我 请 给 让 把 被 对 从 到 要 想 会 能 可以 什么 怎么 怎样
    哪 哪里 哪儿 多少 几 个 些 很 太 更 最 非常 比较 一点 有点 之前 以后 时候 现在 今天 推荐 建议
    user the a an to of and or is are am i my me you your it for in on at with be do does""".split()
)
# the travel concept lexicon: its terms are jieba words here, its groups drive expansion in memory/expand.py
CONCEPTS_PATH = Path(__file__).resolve().parent.parent / "assets" / "prompts" / "concepts.yaml"
_jieba_lock = threading.Lock()
_jieba_ready = False


# Traditional characters read as Simplified wherever text is matched (the stored text is kept as
# written): "幫我排個路線" must meet the lexicons' 帮我/路线 and jieba's dictionary, all Simplified. On
# holdout25 (Hong Kong, Taiwan and Macau accounts) the request rules missed every Traditional "幫我…那趟".
# The embedders read the text as written: converting it first lowered holdout25's injected recall
# .912 → .901 and abstention .85 → .80, as the adapters and the fusion were fitted on such cosines.
# OpenCC's t2s writes the Cantonese 嗰 ("that") as the rare 𠮶; Cantonese in Simplified script keeps 嗰.
_T2S = opencc.OpenCC("t2s")
_KEEP_CANTONESE = str.maketrans({"𠮶": "嗰"})


def to_simplified(text: str) -> str:
    """`text` with Traditional characters written as Simplified ones."""
    return _T2S.convert(text).translate(_KEEP_CANTONESE) if text else text


def fold(text: str) -> str:
    """The form text is matched in: NFKC, lower-case, Simplified."""
    return to_simplified(unicodedata.normalize("NFKC", text).lower())


def head_and_tail(text: str, limit: int) -> str:
    """`text` if it fits in `limit` characters, else its first and last limit/2 joined."""
    if len(text) <= limit:
        return text
    tail = limit // 2
    return text[: limit - tail] + text[-tail:]


def init_tokenizer(cache_dir: Path | None = None) -> None:
    """Load jieba's dictionary once; its cache file goes under the data dir, not /tmp."""
    global _jieba_ready
    with _jieba_lock:
        if _jieba_ready:
            return
        if cache_dir is not None:
            cache_dir.mkdir(parents=True, exist_ok=True)
            jieba.dt.tmp_dir = str(cache_dir)
        jieba.initialize()
        for word in _travel_words():
            jieba.add_word(word)
        _jieba_ready = True


def _travel_words() -> list[str]:
    """The concept lexicon's terms (assets/prompts/concepts.yaml) as jieba words, so that
    乐高, 边牧 or 德云社 stay whole tokens in memories and queries alike (memory/expand.py)."""
    import yaml

    groups = (yaml.safe_load(CONCEPTS_PATH.read_text(encoding="utf-8")) or {}).get("groups") or {}
    words = {fold(str(t)).strip() for g in groups.values() for t in g.get("terms", [])}
    return sorted(w for w in words if len(w) > 1 and not w.isascii())


def normalize(text: str) -> str:
    """Folded (fold), no punctuation or spaces: the form two equal facts share."""
    return _PUNCT.sub("", fold(text))


def content_hash(text: str) -> str:
    return hashlib.sha1(normalize(text).encode("utf-8")).hexdigest()


# what a question asks with, not about: "老林电话多少" asks about 老林 and 电话 (recall.answer_by_words)
# (single characters need no entry: asked_words drops them all)
ASKING_WORDS = frozenset(
    """来着 哪家 哪个 哪天 哪些 哪一级 多少钱 几号 几点 几月 几天 一般 是不是 有没有 咋样 咋办 怎么样 如何
    这阵子 最近 这次 那次 那边 这边 以前 我家 咱们 自己 到底 具体 大概 大约 多大 多久 多远 多长 什么样 是啥""".split()
)


def asked_words(text: str) -> list[str]:
    """The words a message asks about: precise-mode jieba words of the text read as Mandarin, minus
    stopwords, asking words and single characters ("阿Ken" asks about ken), and the 老X names jieba cuts
    apart ("老彭的电话多少" asks about 电话 and 老彭: names_with_lao)."""
    if not _jieba_ready:
        init_tokenizer()
    text = to_mandarin(fold(text))
    words = []
    for word in jieba.lcut(text):
        word = word.strip()
        if len(word) < 2 or word in STOPWORDS or word in ASKING_WORDS or _PUNCT.fullmatch(word):
            continue
        words.append(word)
    return words + [name for name in names_with_lao(text) if name not in words]


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{3,}")


def made_up_parts(word: str) -> list[str]:
    """The two-character parts of a word jieba made up rather than found in its dictionary: its HMM
    glues an unknown name to the character beside it ("我老婆叫晓彤" → 叫晓彤, "晓彤会游泳吗" → 晓彤会), so
    the memory and the question shared no token for 晓彤. Empty for a known word or a short one."""
    if not _CJK_RUN.fullmatch(word) or jieba.dt.FREQ.get(word):
        return []
    return [word[i:i + 2] for i in range(len(word) - 1)]


# "老彭", "老韩": jieba leaves 老 and a surname apart ("老彭的电话多少" → 老 / 彭) or glues 老 to the word
# before it ("江鹰会会长老彭" → 长老 / 彭), so neither the question's words nor the memory's tokens held the
# name. 老 followed by a common surname where jieba cuts between them is read as one name; 老 is as often
# "always" or "old" ("老伤", "老两口", "我老是晕车"), hence the surnames
_OLD_SOMEONE = re.compile(r"老(?=([\u4e00-\u9fff]))")
_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔"
    "钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛"
    "邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝"
    "路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全"
    "佟应臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩佘池查麻苑迟邝"
)


def names_with_lao(text: str) -> list[str]:
    """The "老X" names in `text` (folded): X a surname, and jieba cutting between 老 and X."""
    found = [m for m in _OLD_SOMEONE.finditer(text) if m.group(1) in _SURNAMES]
    if not found:
        return []
    starts = {start for _, start, _ in jieba.tokenize(text)}
    return [text[m.start():m.start() + 2] for m in found if m.start() + 1 in starts]


def tokenize(text: str) -> list[str]:
    """Search-mode jieba tokens (a word and its sub-words) of the text read as Mandarin
    (memory/dialect.py: 嬢嬢 and 阿姨 meet), minus stopwords and punctuation."""
    if not _jieba_ready:
        init_tokenizer()
    text = to_mandarin(fold(text))
    tokens = []
    for token in jieba.lcut_for_search(text):
        token = token.strip()
        if not token or token in STOPWORDS or _PUNCT.fullmatch(token):
            continue
        tokens.append(token)
        tokens.extend(made_up_parts(token))
    tokens.extend(name for name in names_with_lao(text) if name not in tokens)
    return tokens
