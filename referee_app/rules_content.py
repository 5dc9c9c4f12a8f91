"""What the Rules view shows, without widgets: topics, yaku facts, rule texts, the search index.

* `YAKU`: every yaku id with its usual han (closed/open), an example hand in mpsz, and its
  search aliases in Russian and Ukrainian (spellings from ``shared/rules/glossary.md``).
* `yaku_value(yaku_id, ruleset)`: han closed/open (or yakuman, mangan, "not used") under a
  ruleset, from the fact matrix (``shared/rules/rulesets.md`` §B) and the ruleset's fields.
* `rule_text(file, language)` and `section(text, anchor)`: the rule documents in
  ``resources/rules/<lang>/<file>.md``; a missing translation falls back to English.
  Sections start with a ``<!-- id: anchor -->`` line.
* `normalize` / `matches`: search that ignores case, ё/е, apostrophes, hyphens and spaces,
  folds near Cyrillic spellings (піньфу, пінфу, пинфу) and forgives one typo in a long word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.ids import FuId, WhyNot, YakuId
from engine.payments import hand_value, ron_payment, tsumo_payments
from engine.rulesets import Ruleset

# --- yaku facts ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class YakuFact:
    """One yaku: usual han closed/open (None: not allowed open), yakuman multiplier, example."""

    id: str
    closed: int | None
    open: int | None
    yakuman: int = 0
    hand: str = ""  # 13 concealed tiles (fewer by 3 per meld)
    win: str = ""  # the winning tile
    melds: tuple[str, ...] = ()  # "pon:777z", "kan:1111m", "ankan:5555p"
    aliases: tuple[str, ...] = ()  # romaji variants, Russian and Ukrainian names


_GENERIC = ("123m456p789s1134s", "5s")

YAKU: tuple[YakuFact, ...] = (
    YakuFact("riichi", 1, None, 0, *_GENERIC, (), ("reach", "Риичи", "Ріічі", "ріічі")),
    YakuFact(
        "double_riichi",
        2,
        None,
        0,
        *_GENERIC,
        (),
        ("daburu riichi", "Дабл-риичи", "дабури", "Подвійне ріічі"),
    ),
    YakuFact("ippatsu", 1, None, 0, *_GENERIC, (), ("Иппацу", "Іппацу")),
    YakuFact(
        "menzen_tsumo",
        1,
        None,
        0,
        "234m456p678s2234s",
        "5s",
        (),
        ("menzen tsumo", "tsumo", "Мензен цумо", "цумо", "Повністю закрита рука"),
    ),
    YakuFact("pinfu", 1, None, 0, "234m456p678s2245s", "3s", (), ("Пинфу", "пин-фу", "Пінфу")),
    YakuFact(
        "iipeikou",
        1,
        None,
        0,
        "112233m456p789s5p",
        "5p",
        (),
        ("Иипейко", "Ііпейко", "Дві однакові послідовності"),
    ),
    YakuFact(
        "tanyao",
        1,
        1,
        0,
        "234m456p567s55p88s",
        "8s",
        (),
        ("kuitan", "Таняо", "Тан'яо", "тан-яо", "все простые", "Таньяо", "Усі прості"),
    ),
    YakuFact(
        "yakuhai_haku",
        1,
        1,
        0,
        "555z123m456p789s4p",
        "4p",
        (),
        ("haku", "yakuhai", "Якухай", "фанпай", "белый", "білий", "пон драконів"),
    ),
    YakuFact(
        "yakuhai_hatsu",
        1,
        1,
        0,
        "666z123m456p789s4p",
        "4p",
        (),
        ("hatsu", "yakuhai", "Якухай", "фанпай", "зеленый", "зелений", "пон драконів"),
    ),
    YakuFact(
        "yakuhai_chun",
        1,
        1,
        0,
        "777z123m456p789s4p",
        "4p",
        (),
        ("chun", "yakuhai", "Якухай", "фанпай", "красный", "червоний", "пон драконів"),
    ),
    YakuFact(
        "seat_wind",
        1,
        1,
        0,
        "222z123m456p789s4p",
        "4p",
        (),
        ("jikaze", "yakuhai", "Якухай", "фанпай", "ветер места", "вітер місця"),
    ),
    YakuFact(
        "round_wind",
        1,
        1,
        0,
        "111z123m456p789s4p",
        "4p",
        (),
        ("bakaze", "yakuhai", "Якухай", "фанпай", "ветер раунда", "вітер раунду"),
    ),
    YakuFact(
        "haitei",
        1,
        1,
        0,
        *_GENERIC,
        (),
        ("haitei raoyue", "Хайтей раюоэ", "хайтей", "Хайтей", "Останній тайл зі стіни"),
    ),
    YakuFact(
        "houtei",
        1,
        1,
        0,
        *_GENERIC,
        (),
        ("houtei raoyui", "Хотей раоюй", "хотей", "Хоутей", "Останній скид"),
    ),
    YakuFact(
        "rinshan",
        1,
        1,
        0,
        "123m789s1134s",
        "5s",
        ("ankan:8888p",),
        ("rinshan kaihou", "Риншан кайхо", "Ріншан кайхо", "Виграш після кана"),
    ),
    YakuFact("chankan", 1, 1, 0, *_GENERIC, (), ("Чанкан", "Викрадення кана")),
    YakuFact(
        "sanshoku",
        2,
        1,
        0,
        "123m123p1235699s",
        "7s",
        (),
        (
            "sanshoku doujun",
            "Саншоку додзюн",
            "саншоку",
            "Сансьоку",
            "Сансьоку додзюн",
            "Однакова послідовність у трьох мастях",
        ),
    ),
    YakuFact(
        "ittsu",
        2,
        1,
        0,
        "123456789m55p67s",
        "8s",
        (),
        ("ikkitsuukan", "Иццу", "чистый ряд", "Іццу", "Чистий ряд"),
    ),
    YakuFact(
        "chanta",
        2,
        1,
        0,
        "123m789p999s11z79s",
        "8s",
        (),
        ("chantaiyao", "Чанта", "Термінали й благородні в кожному сеті"),
    ),
    YakuFact(
        "chiitoitsu",
        2,
        None,
        0,
        "1155m2299p3377s4z",
        "4z",
        (),
        ("chiitoi", "seven pairs", "Чиитойцу", "семь пар", "Чіітойцу", "Сім пар"),
    ),
    YakuFact(
        "toitoi",
        2,
        2,
        0,
        "222m5z",
        "5z",
        ("pon:777p", "pon:333s", "pon:999m"),
        ("toitoihou", "Тойтой", "Усі пони"),
    ),
    YakuFact(
        "sanankou",
        2,
        2,
        0,
        "222m444p666s789m5z",
        "5z",
        (),
        ("Сананко", "Сан'анко", "Три закриті пони"),
    ),
    YakuFact(
        "sanshoku_doukou",
        2,
        2,
        0,
        "222m222p222s456m7z",
        "7z",
        (),
        ("Саншоку доко", "Сансьоку доко", "Однаковий пон у трьох мастях"),
    ),
    YakuFact(
        "sankantsu",
        2,
        2,
        0,
        "234s7z",
        "7z",
        ("kan:1111m", "ankan:5555p", "kan:9999s"),
        ("Санканцу", "Три кани"),
    ),
    YakuFact(
        "shousangen",
        2,
        2,
        0,
        "555666z77z123m45p",
        "3p",
        (),
        ("Шосанген", "Малі три дракони"),
    ),
    YakuFact(
        "honroutou",
        2,
        2,
        0,
        "111m999p111s22z33z",
        "2z",
        (),
        ("Хонрото", "Усі термінали й благородні"),
    ),
    YakuFact(
        "honitsu",
        3,
        2,
        0,
        "123456777m11z22z",
        "1z",
        (),
        ("honiisou", "Хоницу", "Хон'ицу", "Хоніцу", "Змішана масть"),
    ),
    YakuFact(
        "junchan",
        3,
        2,
        0,
        "123789m123p99s79s",
        "8s",
        (),
        ("junchan taiyao", "Джунчан", "Дзюнчан", "Термінал у кожному сеті"),
    ),
    YakuFact(
        "ryanpeikou",
        3,
        None,
        0,
        "223344m556677p5s",
        "5s",
        (),
        ("Рянпейко", "Рямпейко", "Двічі дві однакові послідовності"),
    ),
    YakuFact(
        "chinitsu",
        6,
        5,
        0,
        "1123456778899p",
        "7p",
        (),
        ("chiniisou", "Чиницу", "Чин'ицу", "Чініцу", "Чиста масть"),
    ),
    YakuFact("renhou", 5, None, 0, *_GENERIC, (), ("Ренхо", "Рука людини")),
    YakuFact(
        "nagashi_mangan",
        5,
        None,
        0,
        "1m9m1p9p1s9s1z5z",
        "",
        (),
        ("Нагаши манган", "Нагаси манган", "Нагаші манган"),
    ),
    YakuFact(
        "kokushi",
        None,
        None,
        1,
        "119m19p19s123456z",
        "7z",
        (),
        (
            "kokushi musou",
            "thirteen orphans",
            "Кокуши мусо",
            "13 сирот",
            "Кокусі мусо",
            "Тринадцять сиріт",
        ),
    ),
    YakuFact(
        "kokushi_13",
        None,
        None,
        1,
        "19m19p19s1234567z",
        "1m",
        (),
        ("kokushi musou juusanmen", "Кокуши мусо", "13 сирот", "Кокусі мусо"),
    ),
    YakuFact(
        "suuankou",
        None,
        None,
        1,
        "111m333p555s77s66z",
        "7s",
        (),
        ("Сууанко", "Суанко", "Чотири закриті пони"),
    ),
    YakuFact(
        "suuankou_tanki",
        None,
        None,
        1,
        "111m333p555777s7z",
        "7z",
        (),
        ("suuankou tanki", "Сууанко", "Суанко"),
    ),
    YakuFact(
        "daisangen",
        None,
        None,
        1,
        "555666777z123m4p",
        "4p",
        (),
        ("Дайсанген", "Великі три дракони"),
    ),
    YakuFact(
        "shousuushii",
        None,
        None,
        1,
        "111222333z4z123m",
        "4z",
        (),
        ("Шосуши", "Сёсуси", "Сёсуши", "Малі чотири вітри"),
    ),
    YakuFact(
        "daisuushii",
        None,
        None,
        1,
        "333444z5m",
        "5m",
        ("pon:111z", "pon:222z"),
        ("Дайсуши", "дайсууши", "Великі чотири вітри"),
    ),
    YakuFact(
        "tsuuiisou",
        None,
        None,
        1,
        "222555666z7z",
        "7z",
        ("pon:111z",),
        ("Цуисо", "Цуисоу", "Цуйсо", "Усі благородні"),
    ),
    YakuFact(
        "chinroutou",
        None,
        None,
        1,
        "111999m9991s",
        "1s",
        ("pon:111p",),
        ("Чинрото", "Чінрото", "Усі термінали"),
    ),
    YakuFact(
        "ryuuiisou",
        None,
        None,
        1,
        "22334466688s66z",
        "6z",
        (),
        ("all green", "Рюисо", "Рюиисо", "Рюисоу", "Рюїсо", "Усе зелене"),
    ),
    YakuFact(
        "chuuren",
        None,
        None,
        1,
        "1112345578999m",
        "6m",
        (),
        (
            "chuuren poutou",
            "nine gates",
            "Чууренпото",
            "Чуренпото",
            "девять врат",
            "Чюренпото",
            "Дев'ять брам",
        ),
    ),
    YakuFact(
        "junsei_chuuren",
        None,
        None,
        1,
        "1112345678999m",
        "5m",
        (),
        ("junsei chuuren poutou", "Чууренпото", "Чюренпото", "Дев'ять брам"),
    ),
    YakuFact(
        "suukantsu",
        None,
        None,
        1,
        "5z",
        "5z",
        ("kan:1111m", "kan:2222p", "ankan:3333s", "kan:6666z"),
        ("Сууканцу", "Суканцу", "Чотири кани"),
    ),
    YakuFact(
        "tenhou",
        None,
        None,
        1,
        "123m456p789s11z23s",
        "4s",
        (),
        ("Тенхо", "Небесна рука"),
    ),
    YakuFact(
        "chiihou",
        None,
        None,
        1,
        "123m456p789s11z23s",
        "4s",
        (),
        ("Чихо", "Тіхо", "Чіхо", "Земна рука"),
    ),
    YakuFact(
        "paarenchan",
        None,
        None,
        1,
        *_GENERIC,
        (),
        ("Паренчан", "Вісім ренчанів поспіль"),
    ),
)

YAKU_BY_ID: dict[str, YakuFact] = {y.id: y for y in YAKU}
CLOSED_ONLY_YAKUMAN = frozenset(
    {
        "kokushi",
        "kokushi_13",
        "suuankou",
        "suuankou_tanki",
        "chuuren",
        "junsei_chuuren",
        "tenhou",
        "chiihou",
    }
)
LIMIT_YAKU = tuple(y.id for y in YAKU if y.yakuman)


@dataclass(frozen=True, slots=True)
class YakuValue:
    """A yaku's worth under one ruleset.

    `kind` is ``han`` (use `closed`/`open`; None = not allowed), ``yakuman`` (`yakuman` is
    the multiplier), ``mangan`` (a mangan, not combined), ``mangan_payment`` (mangan-sized
    draw payments, not a win) or ``unused`` (not in this ruleset).
    """

    kind: str
    closed: int | None = None
    open: int | None = None
    yakuman: int = 0


def yaku_value(yaku_id: str, ruleset: Ruleset) -> YakuValue:
    """Han closed/open of `yaku_id` under `ruleset` (fact matrix §B with the ruleset's fields)."""
    fact = YAKU_BY_ID[yaku_id]
    if yaku_id == "double_riichi" and not ruleset.double_riichi:
        return YakuValue("unused")
    if yaku_id == "tanyao":
        return YakuValue("han", 1, 1 if ruleset.kuitan else None)
    if yaku_id == "renhou":
        mode = ruleset.renhou
        if mode == "none":
            return YakuValue("unused")
        if mode == "mangan":
            return YakuValue("mangan")
        if mode == "yakuman":
            return YakuValue("yakuman", yakuman=1)
        return YakuValue("han", 5, None)
    if yaku_id == "nagashi_mangan":
        if ruleset.nagashi_mangan == "none":
            return YakuValue("unused")
        if ruleset.nagashi_mangan == "draw_payment":
            return YakuValue("mangan_payment")
        return YakuValue("han", 5, None)
    if yaku_id == "paarenchan" and not ruleset.paarenchan:
        return YakuValue("unused")
    if fact.yakuman:
        mult = 2 if yaku_id in ruleset.double_yakuman else 1
        return YakuValue(
            "yakuman", yakuman=mult, open=None if yaku_id in CLOSED_ONLY_YAKUMAN else mult
        )
    return YakuValue("han", fact.closed, fact.open)


# --- topics ----------------------------------------------------------------------------------

#: Fixed topics in display order: (topic id, rule file, section anchor or "").
GENERAL_TOPICS: tuple[tuple[str, str], ...] = (
    ("yaku", "yaku"),
    ("fu", "fu"),
    ("scores", "scores"),
    ("draws", "draws"),
    ("riichi", "riichi"),
    ("kan", "kan"),
    ("furiten", "furiten"),
    ("pao", "pao"),
    ("chombo", "chombo"),
    ("penalties", "penalties"),
    ("compare", "compare"),
)
GENERAL_IDS = frozenset(t for t, _ in GENERAL_TOPICS)

#: fu ids -> section of fu.md
FU_SECTIONS: dict[str, str] = {
    "base": "base",
    "closed_ron": "closed_ron",
    "tsumo": "tsumo",
    "open_pinfu": "open_pinfu",
    "chiitoitsu": "chiitoitsu",
    "wait_kanchan": "waits",
    "wait_penchan": "waits",
    "wait_tanki": "waits",
    "pair_dragon": "pairs",
    "pair_seat_wind": "pairs",
    "pair_round_wind": "pairs",
    "pair_double_wind": "pairs",
}
for _fu in FuId:
    FU_SECTIONS.setdefault(str(_fu), "sets")

#: why-not ids -> (topic id, file, anchor)
WHY_NOT_TOPICS: dict[str, tuple[str, str, str]] = {
    "pinfu_wait": ("pinfu", "yaku", "pinfu"),
    "pinfu_value_pair": ("pinfu", "yaku", "pinfu"),
    "pinfu_open": ("pinfu", "yaku", "pinfu"),
    "pinfu_extra_fu": ("pinfu", "yaku", "pinfu"),
    "tanyao_open_not_allowed": ("tanyao", "yaku", "tanyao"),
    "tanyao_terminal_or_honor": ("tanyao", "yaku", "tanyao"),
    "closed_only_yaku_open": ("yaku", "yaku", "closed_only"),
    "ron_pon_not_concealed": ("sanankou", "yaku", "sanankou"),
    "chiitoitsu_repeated_pair": ("chiitoitsu", "yaku", "chiitoitsu"),
    "five_counter_rule": ("scores", "scores", "five_counters"),
    "yakuman_not_stacked": ("scores", "scores", "yakuman"),
    "double_yakuman_not_in_ruleset": ("scores", "scores", "yakuman"),
    "kazoe_not_in_ruleset": ("scores", "scores", "yakuman"),
    "renhou_normal_value_higher": ("renhou", "yaku", "renhou"),
    "iipeikou_in_ryanpeikou": ("ryanpeikou", "yaku", "ryanpeikou"),
    "chanta_in_junchan": ("junchan", "yaku", "junchan"),
    "readings_incompatible": ("yaku", "yaku", "readings"),
    "suuankou_ron_not_tanki": ("suuankou", "yaku", "suuankou"),
    "dora_not_yaku": ("scores", "scores", "dora"),
}
for _w in WhyNot:
    WHY_NOT_TOPICS.setdefault(str(_w), ("yaku", "yaku", ""))


def resolve_topic(topic_id: str) -> tuple[str, str]:
    """(tree topic to select, section anchor to scroll to) for any id `show_topic` accepts."""
    if topic_id in GENERAL_IDS:
        return topic_id, ""
    if topic_id in YAKU_BY_ID:
        return topic_id, ""
    if topic_id in FU_SECTIONS:
        return "fu", FU_SECTIONS[topic_id]
    if topic_id in WHY_NOT_TOPICS:
        topic, _file, anchor = WHY_NOT_TOPICS[topic_id]
        return topic, anchor
    raise KeyError(topic_id)


ALL_TOPIC_IDS: tuple[str, ...] = (
    *(t for t, _ in GENERAL_TOPICS),
    *(str(y) for y in YakuId),
    *FU_SECTIONS,
    *WHY_NOT_TOPICS,
)

# --- rule texts ------------------------------------------------------------------------------


def _rules_dir(language: str) -> Path:
    from referee_app.resources import rules_dir

    return rules_dir(language)


@cache
def rule_text(file: str, language: str) -> str:
    """The Markdown of ``rules/<language>/<file>.md``; English when the translation is missing."""
    for lang in (language, "en"):
        path = _rules_dir(lang) / f"{file}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


_ANCHOR = re.compile(r"^<!--\s*id:\s*([a-z0-9_]+)\s*-->\s*$", re.MULTILINE)


def sections(text: str) -> dict[str, str]:
    """The document split at ``<!-- id: x -->`` lines; text before the first goes to ``""``."""
    out: dict[str, str] = {}
    parts = _ANCHOR.split(text)
    out[""] = parts[0].strip()
    for i in range(1, len(parts) - 1, 2):
        out[parts[i]] = parts[i + 1].strip()
    return out


def section(file: str, anchor: str, language: str) -> str:
    """One section of a rule document, falling back to the English section when missing."""
    text = sections(rule_text(file, language)).get(anchor, "")
    if not text and language != "en":
        text = sections(rule_text(file, "en")).get(anchor, "")
    return text


# --- score tables ----------------------------------------------------------------------------

FU_COLUMNS: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
HAN_ROWS: tuple[int, ...] = (1, 2, 3, 4)
#: (limit id, lowest han) for the limit table; yakuman by count of yakuman.
LIMIT_ROWS: tuple[tuple[str, int], ...] = (
    ("mangan", 5),
    ("haneman", 6),
    ("baiman", 8),
    ("sanbaiman", 11),
)


def score_cell(
    ruleset: Ruleset, han: int, fu: int, *, dealer: bool, tsumo: bool
) -> int | tuple[int, int] | None:
    """One cell of a score table, computed by `engine.payments`.

    Ron: what the discarder pays. Tsumo: ``(from the dealer, from each non-dealer)`` for a
    non-dealer, ``(0, from each)`` for the dealer. None where no hand can have this han and
    fu: 20 fu only as a pinfu tsumo (at least 2 han), 25 fu only as chiitoitsu (2 han on a
    ron, 3 with menzen tsumo).
    """
    if fu == 20 and (not tsumo or han < 2):
        return None
    if fu == 25 and han < (3 if tsumo else 2):
        return None
    basic = hand_value(han, fu, ruleset).basic
    if tsumo:
        return tsumo_payments(basic, dealer=dealer)
    return ron_payment(basic, dealer=dealer)


def limit_cell(
    ruleset: Ruleset, han: int, *, yakuman: int = 0, dealer: bool, tsumo: bool
) -> int | tuple[int, int]:
    """A limit hand's payment (same forms as `score_cell`)."""
    basic = hand_value(han, 30, ruleset, yakuman=yakuman).basic
    if tsumo:
        return tsumo_payments(basic, dealer=dealer)
    return ron_payment(basic, dealer=dealer)


# --- search ----------------------------------------------------------------------------------

_FOLD = str.maketrans(
    {
        "ё": "е",
        "э": "е",
        "є": "е",
        "і": "и",
        "ї": "и",
        "ы": "и",
        "й": "и",
        "ґ": "г",
        "ь": None,
        "ъ": None,
        "'": None,
        "’": None,
        "ʼ": None,
        "`": None,
        "´": None,
        "-": None,
        "‐": None,
        "–": None,
        " ": None,
        "\u00a0": None,
        "_": None,
    }
)


def normalize(text: str) -> str:
    """Fold case, ё/е, і/и, soft signs, apostrophes, hyphens and spaces away."""
    return text.casefold().translate(_FOLD)


def _within_one_edit(a: str, b: str) -> bool:
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) > len(b):
        a, b = b, a
    i = j = edits = 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
            continue
        edits += 1
        if edits > 1:
            return False
        if len(a) == len(b):
            i += 1
        j += 1
    return edits + (len(b) - j) + (len(a) - i) <= 1


_WORD = re.compile(r"[\w'’ʼ-]+", re.UNICODE)


def matches(query: str, terms: Iterable[str]) -> bool:
    """True when `query` occurs in any of `terms` after `normalize`, or (for queries of five
    letters or more) is one typo away from a whole word of them."""
    q = normalize(query)
    if not q:
        return True
    words: list[str] = []
    for term in terms:
        n = normalize(term)
        if q in n:
            return True
        words.extend(normalize(w) for w in _WORD.findall(term))
    if len(q) >= 5:
        return any(_within_one_edit(q, w) for w in words if len(w) >= 4)
    return False


def yaku_search_terms(yaku_id: str) -> list[str]:
    """Romaji, local names in every language and aliases (labels.py plus our glossary list)."""
    from referee_app import labels

    return [*labels.search_aliases(yaku_id), *YAKU_BY_ID[yaku_id].aliases]


def strip_markdown(text: str) -> str:
    return re.sub(r"[#*_`>|]", " ", text)


__all__ = [
    "ALL_TOPIC_IDS",
    "FU_SECTIONS",
    "GENERAL_TOPICS",
    "LIMIT_YAKU",
    "WHY_NOT_TOPICS",
    "YAKU",
    "YAKU_BY_ID",
    "YakuFact",
    "YakuValue",
    "limit_cell",
    "matches",
    "normalize",
    "resolve_topic",
    "rule_text",
    "score_cell",
    "section",
    "sections",
    "yaku_search_terms",
    "yaku_value",
]
