"""Does a newer memory's wording replace an older one? Conflicts that no slot names (R7).

The extractors give most facts a slot (diet.avoid, budget.hotel …) and the writer
supersedes by slot. A fact stored without one (added in the panel, imported, or an
LLM fact outside the slot list) sits beside the fact it replaced: an account can hold
both "合唱团定在11月8日出发" and "合唱团出发日期改成了11月12日". Recall
(memory/recall.rank_and_select) does not inject the older of two candidates when
the newer one replaces it, and says why in the panel. Two wordings say so:

- a change of plan or state ("改成了", "改主意", "换了", "不再", "考上了") in the newer
  fact, about the same subject: a run of SUBJECT_CHARS content characters shared with
  the newer fact's first clause or the clauses at the change, and most of the older
  fact's content characters (OVERLAP) found in the newer one;
- the same attribute with a new value: a run of at least ATTRIBUTE_CHARS characters
  that both follow with a different number ("全马个人最好成绩是3小时41分" → "…是3小时28分").

Deliberately narrow, and applied at recall rather than by changing the older memory's
status: a false match only keeps a memory out of one prompt while a newer candidate
of the same subject is there. Every ordered pair of memories of one account in the project's
36 data files (bench/data to holdout15, shared/eval/example.json) gives 5 matches, all of
them a memory a probe forbids replaced by one it wants (sixteenth session; 50 before the
people check and OVERLAP 0.5, 45 of them background pairs such as "用户打算明年考在职研究生"
→ "用户的堂弟今年考上了研究生"); holdout16, read after its blind measurement, gives 2, both right,
and misses the others its expiry probes hold). Since recall also brings the newer wording in when no path
found it (engine._successors, recall.take_successors), a false match would now inject it.
Seventeenth session, over the 39 files to holdout18 (holdout17 and holdout18 each read after
its blind measurement): 15 matches, all right (8 with the sixteenth session's rule); the rule
that getting better replaces only an ailment removed the one wrong kind the new markers brought
("周末经常打羽毛球" → "打羽毛球时扭伤过一次手腕，现在已经好了", a background pair in 9 files).
Eighteenth session, with another medicine and a renewed document (below), over every file to
holdout19 (read after its blind measurement): 24 matches, 23 of them a forbidden memory replaced
by a wanted one; in the other, holdout19 wants both "2026年6月起在…养老院试住三个月" and "试住结束
后决定和老伴正式入住这家养老院" (the 决定 rule, unchanged).
Nineteenth session, with another shift, a condition that no longer holds and leaving a place
(below, each from one of holdout19's forbidden hits): 27 matches over the same files, 26 right.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

CHANGE = re.compile(
    r"改成|改为|改到|改在|改去|改订|改签|改主意|改了|改(?:吃|用|坐|住|开|喝|打|穿|走|乘|报)|换成|换了|换到|"
    r"不再|已经不|取消了|推迟到|延期到|提前到|调整了|调整为|上调|下调|提高到|降低到|提到|涨到|降到|"
    r"搬到|搬去|调到|调去|考上了|升入|入职了|辞职|离职|退休了|转让了|关掉了|变成了|更新为|"
    r"现在(?:的[\u4e00-\u9fff]{1,4})?是|其实是|(?:已经|早就)(?:养|治|恢复)?好了|痊愈|"
    # a decision settles an earlier plan ("打算坐高铁去大连" → "决定自驾去大连"); "还没决定" settles nothing
    r"(?<![没未不难])决定(?!续|要不要|去不去)|最终定|最后定|定下来了|敲定了"
)
SUBJECT_CHARS = 3
# and most of what the old fact says is in the new one (its distinct content characters): a change
# of the departure date replaces "定在11月8日出发" (.88) but not "11月要去维也纳参加国际合唱节" (.28).
# At 0.4 (the fifteenth session's value) "我刚换了新手机" replaced "我每换一个新手机壳…" (.40) and,
# on holdout16, "女儿…已经搬到了墨尔本东南边的Clayton" replaced the wanted "计划10月去墨尔本看女儿" (.45);
# 0.5 keeps both, at the price of "诺和锐笔，一天打三次" → "换成了德谷胰岛素…" (.45): characters
# cannot tell those two apart, and dropping a wanted fact is the worse mistake
OVERLAP = 0.5
# a marker that names what takes the old one's place ("换成了择思达", "改吃美金刚", "取消了…改成九华山")
# says more than one that only moves or renews something ("搬到了墨尔本东南边", "换了新手机"), so
# less of the old fact needs to be in the new one (eighteenth set: .44 and .46)
SUBSTITUTION = re.compile(r"^(?:改成|改为|换成|取消了|改(?:吃|用|坐|住|开|喝|打|穿|走|乘|报))$")
SUBSTITUTION_OVERLAP = 0.4
_RECOVERED = re.compile(r"^(?:(?:已经|早就)(?:养|治|恢复)?好了|痊愈)$")
_AILMENT = re.compile(r"伤|病|炎|疼|痛|症|过敏|骨折|手术|不好")
# a change that happened to someone else: "用户的堂弟今年考上了研究生" says nothing about
# "用户打算明年考在职研究生" (nor does the cousin's news replace "弟弟今年刚考了驾照")
_PERSON = re.compile(
    r"[堂表][兄弟姐妹哥]|弟弟|哥哥|姐姐|妹妹|外甥女?|侄[子女]|[孙外]孙女?|孙子|儿子|女儿|闺女|儿媳|女婿|"
    r"父亲|母亲|爸爸|妈妈|老公|老婆|丈夫|妻子|爱人|公公|婆婆|岳父|岳母|爷爷|奶奶|外公|外婆|姥姥|姥爷|"
    r"朋友|同事|同学|室友|邻居|领导|老板|师傅|师姐|师兄|战友|队友|教练|舅舅|姑姑|阿姨|叔叔|伯伯"
)
ATTRIBUTE_CHARS = 5
_NUMBER = r"[0-9０-９一二两三四五六七八九十百千万半]"
# a value: digits, or a Chinese numeral with its measure word ("三晚", "两个"), not "一般" or "一起"
_VALUE = r"(?:[0-9０-９]|[一二两三四五六七八九十百千半]+(?:个|小时|分|天|晚|岁|元|块|万|千|百|月|日|号|点|次|年|周|公里|米|斤|人|间|张))"
# characters that make no subject on their own: a shared "给家里" or "在国内" names nothing
_FUNCTION = frozenset("的了在是去和给也都就还要会很最每个一这那里上下中到从对把被着过为与及或又再才能")
# how statements open ("用户说自己", "我家附近的"): shared, they name no common subject
_LEAD = re.compile(r"^(?:用户|我们?)(?:说自己|提到自己|自己|的)?(?:家附近的?|家里的?|最近)?")


@lru_cache(maxsize=8192)
def _norm(text: str) -> str:
    return _LEAD.sub("", unicodedata.normalize("NFKC", text).lower().strip())


def _runs(text: str, n: int) -> set[str]:
    return {text[i:i + n] for i in range(len(text) - n + 1)}


def _is_subject(run: str) -> bool:
    content = [c for c in run if "\u4e00" <= c <= "\u9fff" and c not in _FUNCTION]
    return len(content) >= SUBJECT_CHARS and "用户" not in run and not re.search(_NUMBER, run)


def _shared_subject(old: str, new: str) -> bool:
    """One shared three-character subject, or two distinct shared two-character words: Chinese
    names many subjects in two characters ("面馆…关门歇业" → "面馆的歇业日改了"), and one shared
    word alone ("考虑", "工作") says nothing (17th session: over every pair of the 38 files this
    adds 2 right replacements and no wrong one)."""
    if any(_is_subject(run) for run in _runs(old, SUBJECT_CHARS) & _runs(new, SUBJECT_CHARS)):
        return True
    words = [run for run in _runs(old, 2) & _runs(new, 2) if _is_word(run)]
    return len(set("".join(words))) >= 4


def _is_word(run: str) -> bool:
    return all("\u4e00" <= c <= "\u9fff" and c not in _FUNCTION for c in run) and "用户" not in run \
        and not re.search(_NUMBER, run)


def _content_chars(text: str) -> set[str]:
    return {c for c in text if "\u4e00" <= c <= "\u9fff" and c not in _FUNCTION}


def _overlap(old: str, new: str) -> float:
    chars = _content_chars(old)
    return len(chars & _content_chars(new)) / len(chars) if chars else 0.0


def _changed_part(text: str, marker: re.Match) -> str:
    """What the change is about: the sentence's first clause (its subject), the marker's own clause
    and the next one ("改主意了，没有办铁路打折卡")."""
    clauses = [(m.start(), m.end()) for m in re.finditer(r"[^，。；,;！!？?]+", text)]
    at = next((i for i, (s, e) in enumerate(clauses) if s <= marker.start() < e), None)
    picked = {0} | ({at, at + 1} if at is not None else set())
    return "|".join(text[s:e] for i, (s, e) in enumerate(clauses) if i in picked)


def _same_people(old: str, changed: str) -> bool:
    """The change is about no one the older fact does not name; someone the user decided with
    ("跟老公商量后决定自驾") is company, not the subject."""
    return all(m.group(0) in old for m in _PERSON.finditer(changed)
               if not re.search(r"[跟和与同陪带让帮给][^，。；,;|]{0,2}$", changed[:m.start()]))


def _number_after(text: str, run: str) -> set[str]:
    return {m.group(1) for m in re.finditer(re.escape(run) + r"(" + _VALUE + r"[^，。；,;\s]{0,8})", text)}


def _new_value(old: str, new: str) -> bool:
    if not (re.search(_VALUE, old) and re.search(_VALUE, new)):
        return False
    for run in _runs(old, ATTRIBUTE_CHARS) & _runs(new, ATTRIBUTE_CHARS):
        if re.search(_NUMBER, run) or not re.search(r"[\u4e00-\u9fff]{3}", run):
            continue
        before, after = _number_after(old, run), _number_after(new, run)
        if before and after and not before & after:
            return True
    return False


# Another medicine for the same person ("母亲每天早晚各吃一片多奈哌齐" → "母亲现在改吃美金刚了，
# 医生交代每晚八点准时服用"): two drug names share no characters, and such facts share no subject
# either, so neither rule above can see it. Over every ordered pair of one account's memories in
# every file of bench/data to holdout19 and the shared example, this matches the four such changes
# there (holdout18's dementia and ADHD medicines, holdout19's blood-pressure pill and metformin →
# insulin) and nothing else (eighteenth session). A person who takes two medicines and switches
# one would lose both from that prompt: characters cannot tell which one.
_MEDICINE = re.compile(r"吃.{0,4}[片粒颗]|服用|[吃用打]药|药物|胰岛素|打针|注射")
_SWITCH = re.compile(r"改吃|改用|改服|改打|换成|换了[^，。；]{0,4}药")
_MEDICAL = re.compile(r"[片粒颗]|服用|药|针|医生|剂|胰岛素")


def _taker(text: str) -> str:
    """Whose the fact is: the person it opens with ("母亲每天…" → 母亲), "" for the user."""
    m = _PERSON.match(text)
    return m.group(0) if m else ""


def _new_medicine(old: str, new: str) -> bool:
    marker = _SWITCH.search(new)
    # a fact that names the illness says more than which medicine ("有2型糖尿病，需要打胰岛素，没开封的
    # 胰岛素笔要冷藏保存" stays when "换成了德谷胰岛素" arrives)
    return (marker is not None and _MEDICINE.search(old) is not None and _MEDICAL.search(new) is not None
            and not _SWITCH.search(old) and not _AILMENT.search(old) and _taker(old) == _taker(new)
            and _same_people(old, _changed_part(new, marker)))


# A renewed document ("护照2026年2月过期了，还没去换" → "2026年10月已经办好了新护照"): the old fact
# is about its expiry, the new one names the same document as new.
_EXPIRING = re.compile(r"过期|到期|失效")
_RENEWED = re.compile(r"(?:办好了|换了|拿到了|续签了|补办了|办了|领到了)新的?([\u4e00-\u9fff]{2,4}?)(?=[，。；,;]|$|了|也|都)")


def _renewed(old: str, new: str) -> bool:
    m = _RENEWED.search(new)
    return (m is not None and _EXPIRING.search(old) is not None and m.group(1) in old
            and _taker(old) == _taker(new))


# Another shift ("急诊科护士，上夜班，一般晚八点到早八点" → "调到医院体检中心，改成白班"): the
# older fact is about the job, the newer about the move, and they share only "医院". Over every
# ordered pair of one account's memories in bench/data to holdout19 and the shared example, this
# matches that pair and nothing else (nineteenth session).
_SHIFT = r"(?:常?白班|长白班|夜班|早班|晚班|中班|[两三]班倒|倒班|行政班)"
_TO_SHIFT = re.compile(r"(?:改成|改为|换成|转成|调成|改上|换到|调到|转到)[^，。；]{0,6}?" + _SHIFT)


def _new_shift(old: str, new: str) -> bool:
    m = _TO_SHIFT.search(new)
    if m is None or CHANGE.search(old) or _TO_SHIFT.search(old):
        return False
    before, after = set(re.findall(_SHIFT, old)), set(re.findall(_SHIFT, m.group(0)))
    return bool(before - after) and _taker(old) == _taker(new)


# A condition that no longer holds ("坐飞机耳朵会疼得厉害" → "做了耳咽管手术，现在坐飞机没问题了"):
# too little of the older fact is in the newer one for the change rule's OVERLAP, so the ailment
# and the shared subject at the change ("坐飞机") must carry it. Over every ordered pair of one
# account's memories in bench/data to holdout19 and the shared example, this adds that pair and
# nothing else (nineteenth session).
_FINE_NOW = re.compile(
    r"现在[^，。；]{0,8}(?:没(?:什么)?问题了|不[疼痛晕]了|好多了)|(?:已经|早就)?(?:不[疼痛晕]了|没事了)"
)


def _fine_now(old: str, new: str) -> bool:
    m = _FINE_NOW.search(new)
    if m is None or not _AILMENT.search(old) or CHANGE.search(old):
        return False
    changed = _changed_part(new, m)
    return _shared_subject(old, changed) and _same_people(old, changed) and _taker(old) == _taker(new)


# Leaving what the older fact is about ("在一家婚纱工作室当签约摄影师" → "离开了原来的婚纱工作室，
# 现在自己单干"): the newer fact names the place it left, the older one names it too.
_LEFT = re.compile(r"(?:离开了|辞掉了|辞了|退出了|退掉了)(?:原来的|之前的|以前的|那家)([\u4e00-\u9fff]{2,8}?)(?=[，。；,;]|$)")


def _left(old: str, new: str) -> bool:
    m = _LEFT.search(new)
    return m is not None and m.group(1) in old and not _LEFT.search(old) and _taker(old) == _taker(new)


def announces_change(text: str) -> bool:
    """Whether `text` can replace another memory by the change rule: recall keeps such memories of
    an account (~1% of them across bench/data, at most 7 in one account) to look for the newer
    wording of a fact it is about to inject, even when that wording is not a candidate itself."""
    text = _norm(text)
    return any(p.search(text) is not None for p in (CHANGE, _RENEWED, _FINE_NOW, _LEFT))


def replaces(old: str, new: str) -> str | None:
    """Why `new` replaces `old` (a short phrase for the panel's reason), or None."""
    a, b = _norm(old), _norm(new)
    if a == b:
        return None
    marker = CHANGE.search(b)
    if marker and _RECOVERED.match(marker.group(0)) and not _AILMENT.search(a):
        marker = None  # getting better replaces an ailment, not "周末经常打羽毛球"
    if (marker and not CHANGE.search(a) and _shared_subject(a, _changed_part(b, marker))
            and _overlap(a, b) >= (SUBSTITUTION_OVERLAP if SUBSTITUTION.match(marker.group(0)) else OVERLAP)
            and _same_people(a, _changed_part(b, marker))):
        return f"说“{marker.group(0)}”"
    if _new_value(a, b):
        return "里同一件事换了数值"
    if _new_medicine(a, b):
        return "换了药"
    if _renewed(a, b):
        return "说证件已换新"
    if _new_shift(a, b):
        return "换了班次"
    if _fine_now(a, b):
        return "说现在已经没问题了"
    if _left(a, b):
        return "说已经离开了那里"
    return None
