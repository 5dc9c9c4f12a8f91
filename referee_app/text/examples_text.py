"""The words of the example hands: each theme's name, each example's title and what it
teaches, in `QT_TRANSLATE_NOOP` tables keyed by id (the data is `core/examples.py`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from referee_app.text.i18n import names_in_all_languages
from referee_app.text.noop import QT_TRANSLATE_NOOP

__all__ = [
    "CONTEXT",
    "GROUPS",
    "TEXTS",
    "example_explanation",
    "example_title",
    "group_label",
    "search_terms",
]

#: lupdate context of the tables below.
CONTEXT = "Examples"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


#: Themes, in the order the dialog lists them.
GROUPS: dict[str, str] = {
    "yaku": QT_TRANSLATE_NOOP("Examples", "Yaku"),
    "fu": QT_TRANSLATE_NOOP("Examples", "Fu"),
    "limits": QT_TRANSLATE_NOOP("Examples", "Limits and counters"),
    "readings": QT_TRANSLATE_NOOP("Examples", "Tricky readings"),
}

#: id -> (one-line title, what the example teaches). Numbers in the texts are the engine's
#: answer for the example, worked by hand in tests/app/views/hand/test_examples.py.
TEXTS: dict[str, tuple[str, str]] = {
    "pinfu_tsumo": (
        QT_TRANSLATE_NOOP("Examples", "Pinfu with tsumo: 20 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed hand of runs, a pair worth no fu and a two-sided wait: pinfu. Won by "
            "tsumo it takes no tsumo fu, so it is a flat 20 fu. Menzen tsumo and pinfu make "
            "2 han: 400 from each non-dealer, 700 from the dealer.",
        ),
    ),
    "chankan": (
        QT_TRANSLATE_NOOP("Examples", "Chankan: ron on a tile added to a pon"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Another player adds a 6m to a pon to make a kan; that 6m completes this hand, so "
            "the kan can be robbed. Chankan is 1 han and counts as a ron: with pinfu and "
            "tanyao, 3 han 30 fu, 3,900.",
        ),
    ),
    "rinshan": (
        QT_TRANSLATE_NOOP("Examples", "Rinshan kaihou: winning on the kan replacement tile"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "After a closed kan the replacement tile completes the hand. Rinshan kaihou is "
            "1 han and counts as a tsumo (menzen tsumo, +2 fu). With the closed kan of simples "
            "(16 fu): 38 fu, rounded to 40; 3 han 40 fu, 1,300 and 2,600 from the dealer.",
        ),
    ),
    "haitei": (
        QT_TRANSLATE_NOOP("Examples", "Haitei: the last wall tile is a yaku"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "This open hand has no other yaku, but a tsumo on the last tile of the wall is "
            "haitei raoyue, 1 han. 20 base fu + 2 for the tsumo = 22, rounded to 30 fu: 300 "
            "from each non-dealer, 500 from the dealer.",
        ),
    ),
    "dora_without_yaku": (
        QT_TRANSLATE_NOOP("Examples", "Dora but no yaku: not a win"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Three dora, but this open hand has no yaku: its terminals rule out tanyao and "
            "pinfu needs a closed hand. Dora never make a yaku, so the win is refused. "
            "Declared with the tiles shown, it is a chombo.",
        ),
    ),
    "open_pinfu_shape": (
        QT_TRANSLATE_NOOP("Examples", "Open hand of pinfu shape: 30 fu on a ron"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Runs only, a plain pair and a two-sided wait, but the hand is open: no pinfu and "
            "only the 20 base fu. An open hand is never scored at 20 fu: it gets 2 fu and "
            "rounds to 30. Open tanyao, 1 han 30 fu: 1,000.",
        ),
    ),
    "closed_terminal_kan": (
        QT_TRANSLATE_NOOP("Examples", "Closed kan of terminals: 32 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed kan of 1m is worth 32 fu (open: 16; a closed pon: 8). 20 base fu + 10 "
            "for a closed ron + 32 = 62, rounded up to 70 fu: riichi alone pays 2,300.",
        ),
    ),
    "double_wind_pair_ema": (
        QT_TRANSLATE_NOOP("Examples", "Double-wind pair: 2 fu (EMA 2025)"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The East dealer in the East round holds a pair of East. EMA 2025 (a value from "
            "secondary sources) and WRC count the double-wind pair as 2 fu: 20 + 10 for a "
            "closed ron + 8 for the closed pon of 9s + 2 = 40 fu; riichi 1 han pays 2,000. "
            "Compare the RRC example.",
        ),
    ),
    "double_wind_pair_rrc": (
        QT_TRANSLATE_NOOP("Examples", "Double-wind pair: 4 fu (RRC)"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The same hand under RRC rules (also EMA 2016, Tenhou and Mahjong Soul): the pair "
            "is both the seat wind and the round wind, 2 fu for each, 4 fu. 42 fu rounds up "
            "to 50: 2,400 instead of 2,000.",
        ),
    ),
    "chiitoitsu_25_fu": (
        QT_TRANSLATE_NOOP("Examples", "Seven pairs: 25 fu, never rounded"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Chiitoitsu is always 25 fu: no tsumo fu, no rounding. Riichi, menzen tsumo and "
            "seven pairs make 4 han 25 fu, which is not a mangan (kiriage concerns only "
            "4 han 30 fu and 3 han 60 fu): 1,600 from each non-dealer, 3,200 from the dealer.",
        ),
    ),
    "kiriage_mangan": (
        QT_TRANSLATE_NOOP("Examples", "Kiriage mangan: 4 han 30 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Riichi, pinfu, tanyao and one dora: 4 han 30 fu, 1,920 basic points. EMA 2025 "
            "and WRC round this up to a mangan, 8,000; EMA 2016, RRC and Tenhou pay 7,700.",
        ),
    ),
    "mangan_3_han_70_fu": (
        QT_TRANSLATE_NOOP("Examples", "3 han 70 fu is already a mangan"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed kan of red dragons (32 fu), a closed pon of 9p (8 fu) and a closed ron "
            "(10 fu): 70 fu. With 3 han the basic points, 70 × 2⁵ = 2,240, pass the 2,000 "
            "cap: the hand is a mangan, 8,000.",
        ),
    ),
    "honba_on_tsumo": (
        QT_TRANSLATE_NOOP("Examples", "Counters (honba) on a tsumo"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "With three counters each of the three payers adds 100 per counter on a tsumo "
            "(on a ron the discarder adds 300 per counter). The riichi stick on the table also "
            "goes to the winner: 1,100 + 900 + 1,000 = 3,000.",
        ),
    ),
    "kazoe_yakuman": (
        QT_TRANSLATE_NOOP("Examples", "Counted yakuman (kazoe): 13 han or more"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Chinitsu 6, ittsu 2, riichi, menzen tsumo, pinfu, iipeikou and three dora: "
            "15 han. RRC, Tenhou and Mahjong Soul count 13 han or more as a yakuman, 32,000; "
            "EMA stops at sanbaiman, 24,000.",
        ),
    ),
    "kokushi_13_sided": (
        QT_TRANSLATE_NOOP("Examples", "Thirteen orphans on a 13-sided wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "One of each terminal and honour: the hand waits on any of the 13. EMA, WRC and "
            "RRC count it as a single yakuman; only Mahjong Soul doubles it. Tsumo: 8,000 "
            "from each non-dealer, 16,000 from the dealer.",
        ),
    ),
    "suuankou_tanki": (
        QT_TRANSLATE_NOOP("Examples", "Four concealed pons on a pair wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The four pons were complete before the win, so a ron on the pair keeps them all "
            "concealed: suuankou, a yakuman, 32,000. Waiting on two pairs, a ron would make "
            "the pon it completes count as open: only sanankou and toitoi.",
        ),
    ),
    "pons_or_runs": (
        QT_TRANSLATE_NOOP("Examples", "111222333m: three pons or three runs?"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Read as three runs: pinfu and iipeikou, 2 han 30 fu, 2,000. Read as three "
            "concealed pons: sanankou, 2 han, 30 + 8 + 4 + 4 = 46, rounded to 50 fu, 3,200. "
            "The winner is always paid for the reading worth most.",
        ),
    ),
    "ryanpeikou_or_chiitoitsu": (
        QT_TRANSLATE_NOOP("Examples", "Two double runs, not seven pairs"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The tiles also make seven different pairs (2 han 25 fu, 1,600), but read as "
            "runs they are ryanpeikou, 3 han, with 40 fu for the pair wait: 5,200. The higher "
            "value is taken; ryanpeikou and chiitoitsu never combine.",
        ),
    ),
    "shanpon_ron_counts_open": (
        QT_TRANSLATE_NOOP("Examples", "Two-pair wait won by ron: no sanankou"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Waiting on 6s or 8s, ron on 8s: the pon it completes counts as open (2 fu "
            "instead of 4) and is not a concealed pon, so there is no sanankou. Only tanyao "
            "remains: 1 han 40 fu, 1,300. By tsumo it would have been sanankou.",
        ),
    ),
    "nobetan_147": (
        QT_TRANSLATE_NOOP("Examples", "1234567m: a 1-4-7 wait that is a pair wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The hand waits on 1m, 4m and 7m, but every reading puts the winning tile in the "
            "pair: a pair wait, 2 fu, and no pinfu. Riichi 1 han, 20 + 10 + 2 = 32, rounded "
            "to 40 fu: 1,300 (a pinfu reading would have paid 2,000).",
        ),
    ),
}


def group_label(group_id: str) -> str:
    source = GROUPS.get(group_id)
    return _tr(source) if source is not None else group_id


def example_title(example_id: str) -> str:
    texts = TEXTS.get(example_id)
    return _tr(texts[0]) if texts is not None else example_id


def example_explanation(example_id: str) -> str:
    texts = TEXTS.get(example_id)
    return _tr(texts[1]) if texts is not None else ""


def search_terms(example_id: str) -> list[str]:
    """What the dialog's search looks in: the title in all three languages (a referee may
    type the Japanese or English term in a Russian interface) and the example's id (romaji
    terms: kokushi, suuankou, nobetan…). Not the explanations: they name many yaku in passing."""
    texts = TEXTS.get(example_id)
    terms = [example_id.replace("_", " ")]
    if texts is not None:
        terms += names_in_all_languages(texts[0], CONTEXT)
    return terms
