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

#: Fixed topics in display order: (topic id, rule file).
GENERAL_TOPICS: tuple[tuple[str, str], ...] = (
    ("yaku", "yaku"),
    ("fu", "fu"),
    ("scores", "scores"),
    ("draws", "draws"),
    ("riichi", "riichi"),
    ("calls", "calls"),
    ("kan", "kan"),
    ("furiten", "furiten"),
    ("game", "game"),
    ("pao", "pao"),
    ("chombo", "chombo"),
    ("penalties", "penalties"),
    ("compare", "compare"),
)
GENERAL_IDS = frozenset(t for t, _ in GENERAL_TOPICS)

#: Search terms of the general topics besides their translated title: romaji and the names in
#: every language (a Russian referee may run the app in English and type Russian).
GENERAL_ALIASES: dict[str, tuple[str, ...]] = {
    "yaku": ("yaku", "яку"),
    "fu": ("fu", "minipoints", "фу", "минипоинты", "мініпойнти"),
    "scores": (
        "score table",
        "points",
        "limit hands",
        "mangan",
        "haneman",
        "baiman",
        "таблица очков",
        "очки",
        "таблиці очок",
        "манган",
        "ханеман",
        "байман",
    ),
    "draws": ("ryuukyoku", "draw", "ничья", "нічия", "рюкёку"),
    "riichi": ("riichi", "reach", "риичи", "ріічі"),
    "calls": ("chi", "pon", "naki", "calls", "чи", "пон", "объявления", "виклики", "оголошення"),
    "kan": ("kan", "ankan", "daiminkan", "shouminkan", "кан", "анкан", "дайминкан", "шоминкан"),
    "furiten": ("furiten", "фуритен", "фурітен"),
    "game": (
        "game flow",
        "dealer",
        "oya",
        "дилер",
        "ход игры",
        "перебіг гри",
    ),
    "pao": ("pao", "sekinin barai", "liability", "пао", "ответственность", "відповідальність"),
    "chombo": ("chombo", "чомбо"),
    "penalties": ("penalty", "штраф", "штрафы", "штрафи", "санкции", "санкції"),
    "compare": ("compare", "rulesets", "сравнение правил", "порівняння правил"),
}


@dataclass(frozen=True, slots=True)
class Subtopic:
    """One rule a referee looks up by name: a section of a general topic's document.

    `fields` are the rule fields whose values (for the selected ruleset) the page shows first;
    `aliases` are search terms in every language (romaji, Russian, Ukrainian, English).
    """

    id: str
    parent: str
    anchor: str
    fields: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()


SUBTOPICS: tuple[Subtopic, ...] = (
    # draws
    Subtopic(
        "exhaustive_draw",
        "draws",
        "exhaustive",
        ("noten_total", "renchan_on_tenpai", "all_noten_dealer_rotates", "nagashi_mangan"),
        (
            "exhaustive draw",
            "tenpai payments",
            "noten payments",
            "noten bappu",
            "ryuukyoku",
            "выплаты за нотен",
            "выплаты за темпай",
            "нотен",
            "ничья",
            "вичерпна нічия",
            "виплати за нотен",
            "виплати за темпай",
        ),
    ),
    Subtopic(
        "tenpai_at_draw",
        "draws",
        "tenpai",
        ("tenpai_without_yaku", "tenpai_furiten", "karaten_visible_counts"),
        (
            "tenpai",
            "keishiki tenpai",
            "formal tenpai",
            "karaten",
            "темпай",
            "формальный темпай",
            "темпай без яку",
            "формальний темпай",
        ),
    ),
    Subtopic(
        "abortive",
        "draws",
        "abortive",
        ("abortive_draws", "abortive_honba", "triple_ron_abortive"),
        (
            "abortive draw",
            "tochuu ryuukyoku",
            "абортивная ничья",
            "перераздача",
            "абортивна нічия",
            "перервана нічия",
        ),
    ),
    Subtopic(
        "kyuushu",
        "draws",
        "kyuushu",
        ("abortive_draws",),
        (
            "kyuushu kyuuhai",
            "kyuushu",
            "nine terminals",
            "кюсюкюхай",
            "кюсю кюхай",
            "девять терминалов",
            "кьюсю",
            "дев'ять терміналів",
        ),
    ),
    Subtopic(
        "suufon_renda",
        "draws",
        "suufon",
        ("abortive_draws",),
        (
            "suufon renda",
            "suufuu renda",
            "four winds",
            "суфон ренда",
            "суфу ренда",
            "четыре ветра",
            "чотири вітри на першому колі",
        ),
    ),
    Subtopic(
        "suucha_riichi",
        "draws",
        "suucha",
        ("abortive_draws",),
        (
            "suucha riichi",
            "four riichi",
            "сутя риичи",
            "сууча риичи",
            "четыре риичи",
            "чотири ріічі",
            "сутя ріічі",
        ),
    ),
    Subtopic(
        "suukaikan",
        "draws",
        "suukaikan",
        ("abortive_draws",),
        (
            "suukaikan",
            "suukan sanra",
            "four kans by different players",
            "сукайкан",
            "суукайкан",
            "четыре кана разных игроков",
            "чотири кани різних гравців",
        ),
    ),
    Subtopic(
        "triple_ron",
        "draws",
        "triple_ron",
        ("multi_ron", "multi_ron_honba", "multi_ron_sticks", "triple_ron_abortive"),
        (
            "triple ron",
            "sanchahou",
            "sancha hou",
            "double ron",
            "тройной рон",
            "двойной рон",
            "санчахо",
            "потрійний рон",
            "подвійний рон",
        ),
    ),
    # riichi
    Subtopic(
        "riichi_conditions",
        "riichi",
        "limits",
        ("riichi_needs_1000", "riichi_min_wall_tiles", "double_riichi"),
        (
            "riichi conditions",
            "declare riichi",
            "условия риичи",
            "объявление риичи",
            "умови ріічі",
            "оголошення ріічі",
        ),
    ),
    Subtopic(
        "riichi_sticks",
        "riichi",
        "sticks",
        ("multi_ron_sticks", "leftover_sticks"),
        (
            "riichi sticks",
            "kyoutaku",
            "палочки риичи",
            "ставки риичи",
            "палички ріічі",
            "ставки ріічі",
        ),
    ),
    # calls
    Subtopic(
        "call_priority",
        "calls",
        "priority",
        ("multi_ron",),
        (
            "call priority",
            "atamahane",
            "head bump",
            "приоритет объявлений",
            "атамахане",
            "атамаханэ",
            "несколько рон",
            "кілька ронів",
            "пріоритет оголошень",
        ),
    ),
    Subtopic(
        "kuikae",
        "calls",
        "kuikae",
        ("swap_calling",),
        (
            "kuikae",
            "swap calling",
            "swap-calling",
            "куикаэ",
            "куйкае",
            "куікае",
            "запрещённый сброс",
            "заборонений скид",
        ),
    ),
    # kan
    Subtopic(
        "kan_after_riichi",
        "kan",
        "after_riichi",
        ("kan_after_riichi", "kan_after_riichi_drawn_tile_only"),
        ("kan after riichi", "кан после риичи", "кан після ріічі", "okurikan", "окурикан"),
    ),
    Subtopic(
        "kan_dora",
        "kan",
        "kan_dora",
        ("kan_dora_counts_for_rinshan",),
        ("kan dora", "kandora", "кандора", "кан-дора"),
    ),
    # furiten
    Subtopic(
        "temporary_furiten",
        "furiten",
        "temporary",
        ("temporary_furiten_ends",),
        (
            "temporary furiten",
            "doujun furiten",
            "временный фуритен",
            "тимчасовий фурітен",
        ),
    ),
    Subtopic(
        "riichi_furiten",
        "furiten",
        "riichi",
        (),
        ("riichi furiten", "фуритен в риичи", "фурітен у ріічі"),
    ),
    # scores
    Subtopic(
        "rounding",
        "scores",
        "rounding",
        ("kiriage",),
        (
            "rounding",
            "kiriage",
            "kiriage mangan",
            "round up",
            "округление",
            "кириаге",
            "кириаге манган",
            "округлення",
            "кіріаге",
        ),
    ),
    Subtopic(
        "double_yakuman",
        "scores",
        "yakuman",
        ("double_yakuman", "yakuman_stacking"),
        (
            "double yakuman",
            "yakuman stacking",
            "двойной якуман",
            "подвійний якуман",
            "якуманы складываются",
        ),
    ),
    Subtopic(
        "kazoe",
        "scores",
        "kazoe",
        ("kazoe_yakuman",),
        (
            "kazoe yakuman",
            "kazoe",
            "counted yakuman",
            "казое",
            "казое якуман",
            "счётный якуман",
            "рахований якуман",
        ),
    ),
    Subtopic(
        "min_han",
        "scores",
        "five_counters",
        ("ryanhan_shibari", "ryanhan_honba"),
        (
            "minimum han",
            "ryanhan shibari",
            "two han minimum",
            "one yaku",
            "рянхан шибари",
            "рянхан-сибари",
            "минимум хан",
            "два хана",
            "мінімум ханів",
            "два хани",
        ),
    ),
    Subtopic(
        "dora",
        "scores",
        "dora",
        ("red_fives",),
        ("dora", "ura dora", "uradora", "дора", "урадора", "ура-дора", "индикатор доры"),
    ),
    Subtopic(
        "red_fives",
        "scores",
        "red_fives",
        ("red_fives",),
        (
            "red fives",
            "aka dora",
            "akadora",
            "акадора",
            "красные пятёрки",
            "червоні п'ятірки",
            "червона п'ятірка",
        ),
    ),
    # game flow
    Subtopic(
        "dealer_rotation",
        "game",
        "dealer",
        ("renchan_on_tenpai", "all_noten_dealer_rotates", "abortive_honba"),
        (
            "dealer rotation",
            "renchan",
            "oya",
            "ренчан",
            "смена дилера",
            "переход сдачи",
            "перехід дилера",
            "зміна дилера",
        ),
    ),
    Subtopic(
        "honba",
        "game",
        "honba",
        ("honba_value", "multi_ron_honba"),
        ("honba", "counters", "tsumibou", "хонба", "счётчики", "лічильник", "лічильники"),
    ),
    Subtopic(
        "agariyame",
        "game",
        "agariyame",
        ("agariyame",),
        (
            "agari-yame",
            "agariyame",
            "tenpai-yame",
            "агари-яме",
            "агаріяме",
            "агарияме",
            "агарі-яме",
        ),
    ),
    Subtopic(
        "game_end",
        "game",
        "end",
        ("busting", "west_extension", "west_extension_target", "chombo_counts_as_hand"),
        (
            "end of game",
            "busting",
            "tobi",
            "west round",
            "конец игры",
            "тоби",
            "банкротство",
            "тобі",
            "банкрутство",
            "западный раунд",
            "кінець гри",
            "західний раунд",
        ),
    ),
    Subtopic(
        "uma_oka",
        "game",
        "uma",
        (
            "start_points",
            "return_points",
            "uma",
            "uma_alternatives",
            "tie_rule",
            "final_rounding",
            "leftover_sticks",
        ),
        ("uma", "oka", "final score", "ума", "ока", "итоговый счёт", "підсумковий рахунок"),
    ),
    # penalties
    Subtopic(
        "dead_hand",
        "penalties",
        "dead_hand",
        (),
        ("dead hand", "мёртвая рука", "мертвая рука", "мертва рука"),
    ),
    Subtopic(
        "chombo_amount",
        "chombo",
        "amount",
        ("chombo_mode", "chombo_points", "chombo_uma_steps"),
        (
            "chombo penalty",
            "reverse mangan",
            "штраф за чомбо",
            "обратный манган",
            "зворотний манган",
        ),
    ),
)
SUBTOPICS_BY_ID: dict[str, Subtopic] = {s.id: s for s in SUBTOPICS}

#: Abortive draws the ruleset may list in `abortive_draws`, by subtopic.
SUBTOPIC_ABORTIVE: dict[str, str] = {
    "kyuushu": "kyuushu",
    "suufon_renda": "four_winds",
    "suucha_riichi": "four_riichi",
    "suukaikan": "four_kans",
}


def subtopic_in_use(sub_id: str, ruleset: Ruleset) -> bool | None:
    """Whether the rule behind an abortive-draw subtopic applies under `ruleset` (None: n/a)."""
    if sub_id in SUBTOPIC_ABORTIVE:
        return SUBTOPIC_ABORTIVE[sub_id] in ruleset.abortive_draws
    if sub_id == "triple_ron":
        return ruleset.triple_ron_abortive
    if sub_id == "kuikae":
        return ruleset.swap_calling
    if sub_id == "agariyame":
        return ruleset.agariyame
    if sub_id == "kazoe":
        return ruleset.kazoe_yakuman
    if sub_id == "red_fives":
        return ruleset.red_fives
    if sub_id == "rounding":
        return ruleset.kiriage
    return None


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
    if topic_id in SUBTOPICS_BY_ID:
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
    *SUBTOPICS_BY_ID,
    *FU_SECTIONS,
    *WHY_NOT_TOPICS,
)

# --- rule texts ------------------------------------------------------------------------------


def _rules_dir(language: str) -> Path:
    from referee_app.support.resources import rules_dir

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


def within_one_edit(a: str, b: str) -> bool:
    """Whether `a` becomes `b` by at most one letter added, dropped or changed."""
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
        return any(within_one_edit(q, w) for w in words if len(w) >= 4)
    return False


# Ranked search: a title or alias match always ranks above a match in the rule text.
SCORE_EXACT = 100  # the query is a whole title or alias
SCORE_PREFIX = 90  # a title or alias starts with it
SCORE_WORD_PREFIX = 80  # a word of a title or alias starts with it
SCORE_TITLE = 70  # it occurs inside a title or alias
SCORE_TITLE_TYPO = 50  # one letter off a title, an alias, one of their words or their start
SCORE_BODY = 20  # it occurs in the rule text
SCORE_BODY_TYPO = 10  # one letter off a word of the rule text
MIN_TYPO_TITLE = 4  # shorter queries are not typo-matched (too many false hits)
MIN_TYPO_BODY = 5
MIN_SUBSTRING = 4  # shorter queries match only at the start of a word ("ума" not in "якуман")


@dataclass(frozen=True, slots=True)
class SearchEntry:
    """One searchable page, its titles and aliases, and its rule text, normalised once.

    `general`: a whole-topic page, whose text repeats its sections', so a match only in its
    text ranks just below the same match in the section's own page.
    """

    key: str
    titles: tuple[str, ...]
    words: frozenset[str]
    body: str
    body_words: frozenset[str]
    general: bool = False

    @classmethod
    def build(
        cls, key: str, titles: Iterable[str], body: Iterable[str], *, general: bool = False
    ) -> SearchEntry:
        raw = [t for t in titles if t]
        norm = tuple(dict.fromkeys(n for n in (normalize(t) for t in raw) if n))
        words = frozenset(normalize(w) for t in raw for w in _WORD.findall(t)) - {""}
        text = " ".join(body)
        body_words = frozenset(normalize(w) for w in _WORD.findall(text)) - {""}
        return cls(key, norm, words, normalize(text), body_words, general)


def match_score(query: str, entry: SearchEntry) -> int:
    """How well `query` fits `entry` (0: not at all); see the SCORE_* constants."""
    q = normalize(query)
    if not q:
        return 0
    if q in entry.titles:
        return SCORE_EXACT
    if any(t.startswith(q) for t in entry.titles):
        return SCORE_PREFIX
    if any(w.startswith(q) for w in entry.words):
        return SCORE_WORD_PREFIX
    n = len(q)
    short = n < MIN_SUBSTRING
    if not short and any(q in t for t in entry.titles):
        return SCORE_TITLE
    if n >= MIN_TYPO_TITLE:
        for t in (*entry.titles, *entry.words):
            if abs(len(t) - n) <= 1 and within_one_edit(q, t):
                return SCORE_TITLE_TYPO
            # typing the start of a name with one slip: "chitoit" for chiitoitsu
            if (
                n >= MIN_TYPO_BODY
                and len(t) > n
                and (within_one_edit(q, t[:n]) or within_one_edit(q, t[: n + 1]))
            ):
                return SCORE_TITLE_TYPO
    general = 1 if entry.general else 0
    if any(w.startswith(q) for w in entry.body_words) if short else q in entry.body:
        return SCORE_BODY - general
    if n >= MIN_TYPO_BODY and any(
        abs(len(w) - n) <= 1 and within_one_edit(q, w) for w in entry.body_words
    ):
        return SCORE_BODY_TYPO - general
    return 0


def rank(query: str, entries: Iterable[SearchEntry]) -> list[tuple[str, int]]:
    """``[(key, score)]`` of the entries `query` matches, best first; ties keep entry order."""
    scored = [(e.key, match_score(query, e)) for e in entries]
    hits = [(i, key, score) for i, (key, score) in enumerate(scored) if score > 0]
    hits.sort(key=lambda h: (-h[2], h[0]))
    return [(key, score) for _i, key, score in hits]


_LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,."
_RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбю"
_TO_CYRILLIC = str.maketrans(_LATIN_KEYS, _RUSSIAN_KEYS)
# The Ukrainian layout puts і, ї, є where the Russian one has ы, ъ, э.
_TO_LATIN = str.maketrans(_RUSSIAN_KEYS + "іїє", _LATIN_KEYS + "s]'")


def swap_layout(text: str) -> str:
    """`text` as typed with the other keyboard layout (Latin <-> Russian/Ukrainian):
    "gbyae" -> "пинфу", "ашкшеут" -> "furiten". Text mixing both alphabets stays as it is."""
    low = text.casefold()
    if re.search("[a-z]", low) and not re.search("[а-яёіїєґ]", low):
        return low.translate(_TO_CYRILLIC)
    if re.search("[а-яёіїєґ]", low) and not re.search("[a-z]", low):
        return low.translate(_TO_LATIN)
    return text


def _distance(a: str, b: str, limit: int) -> int:
    """Levenshtein distance of `a` and `b`, or ``limit + 1`` once it exceeds `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        if min(cur) > limit:
            return limit + 1
        prev = cur
    return prev[-1]


def suggest(query: str, entries: Iterable[SearchEntry]) -> str | None:
    """The key of the entry whose title or alias is nearest to a query that found nothing
    (at most two edits for short words, a third of the length for long ones), else None."""
    q = normalize(query)
    if len(q) < 3:
        return None
    limit = max(2, len(q) // 3)
    best: tuple[int, int, str] | None = None
    for i, entry in enumerate(entries):
        for t in (*entry.titles, *entry.words):
            d = min(_distance(q, t, limit), _distance(q, t[: len(q)], limit) + 1)
            if d <= limit and (best is None or (d, i) < best[:2]):
                best = (d, i, entry.key)
    return None if best is None else best[2]


def yaku_search_terms(yaku_id: str) -> list[str]:
    """Romaji, local names in every language and aliases (labels.py plus our glossary list)."""
    from referee_app.text import labels

    return [*labels.search_aliases(yaku_id), *YAKU_BY_ID[yaku_id].aliases]


def strip_markdown(text: str) -> str:
    """The words of a rule text: markup and the targets of ``[text](topic:id)`` links dropped."""
    text = re.sub(r"\]\(topic:[a-z0-9_:]+\)", " ", text)
    return re.sub(r"[#*_`>|\[\]]", " ", text)


MIN_SUBSTRING = 4  # shorter queries match only at the start of a word ("чи" not in "личные")
MIN_TYPO = 5  # queries this long also match a word one letter off ("furiden", "куйкае")


def search_matches(query: str, terms: Iterable[str]) -> bool:
    """True when `query` (folded by `rules_content.normalize`) occurs in one of `terms`.

    A query of four letters or more may occur anywhere in a term; a shorter one must start a
    term or a word of it; one of five letters or more may also be one typo off a whole word.
    An empty query matches everything.
    """
    q = normalize(query)
    if not q:
        return True
    words: list[str] = []
    for term in terms:
        whole = normalize(term)
        if len(q) >= MIN_SUBSTRING and q in whole:
            return True
        if whole.startswith(q):
            return True
        for raw in _WORD.findall(term):
            word = normalize(raw)
            if word.startswith(q):
                return True
            words.append(word)
    if len(q) >= MIN_TYPO:
        return any(within_one_edit(q, w) for w in words if len(w) >= MIN_TYPO - 1)
    return False


__all__ = [
    "ALL_TOPIC_IDS",
    "FU_SECTIONS",
    "GENERAL_ALIASES",
    "GENERAL_TOPICS",
    "LIMIT_YAKU",
    "SUBTOPICS",
    "SUBTOPICS_BY_ID",
    "WHY_NOT_TOPICS",
    "YAKU",
    "YAKU_BY_ID",
    "SearchEntry",
    "Subtopic",
    "YakuFact",
    "YakuValue",
    "limit_cell",
    "match_score",
    "matches",
    "normalize",
    "rank",
    "resolve_topic",
    "rule_text",
    "score_cell",
    "search_matches",
    "section",
    "sections",
    "subtopic_in_use",
    "suggest",
    "swap_layout",
    "within_one_edit",
    "yaku_search_terms",
    "yaku_value",
]
