"""Which rule fields an answer depended on, and which of them the ruleset only assumes.

A preset marks a value *assumed* when it was chosen rather than read in a rule text
(`Ruleset.assumed`). An answer whose numbers follow from such a value says so: the `settle`,
`final` and `score` answers and each entry of the `penalties` catalogue carry ``"assumed"``,
the sorted names of the assumed fields their numbers were worked from (empty when none). The
fields each kind of answer consults are listed here, beside the code that reads them; only the
ones the ruleset marks assumed are reported.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.rulesets import Ruleset

#: The fields a settlement's amounts are worked from, by outcome. Fields that only steer the
#: game (who deals next, whether the hand counts, the game's end) move no points in this hand
#: and are not listed; when the game ends, the final results' fields are added.
SETTLE_FIELDS: dict[str, tuple[str, ...]] = {
    "ron": (
        "honba_value",
        "multi_ron",
        "multi_ron_honba",
        "multi_ron_sticks",
        "triple_ron_abortive",
        "pao_scope",
        "pao_ron_honba",
    ),
    "tsumo": ("honba_value", "pao_scope", "pao_tsumo_honba"),
    "draw": ("noten_total", "nagashi_mangan"),
    "abortive": (),
    "chombo": ("chombo_mode", "chombo_points", "chombo_uma_steps"),
}

#: What the final results read: uma and oka always; ties, sticks left and rounding as they come.
FINAL_FIELDS: tuple[str, ...] = ("uma", "return_points", "final_rounding")


def assumed_among(ruleset: Ruleset, names: Iterable[str]) -> list[str]:
    """The fields of `names` that `ruleset` marks assumed, sorted and without repeats."""
    marked = {name for name, note in ruleset.assumed if note}  # a dozen at most
    return sorted(marked.intersection(names)) if marked else []


def settle_assumed(
    ruleset: Ruleset,
    outcome_type: str,
    *,
    pao: bool = False,
    nagashi: bool = False,
    game_over: bool = False,
) -> list[str]:
    """The assumed fields a `settle` answer for `outcome_type` was worked from (`pao`: a
    liable player paid; `nagashi`: a draw with a nagashi claim)."""
    names = list(SETTLE_FIELDS.get(outcome_type, ()))
    if not pao:
        names = [n for n in names if not n.startswith("pao_")]
    if not nagashi:
        names = [n for n in names if n != "nagashi_mangan"]
    if game_over:
        names += [*FINAL_FIELDS, "leftover_sticks", "tie_rule"]
    return assumed_among(ruleset, names)


def final_assumed(ruleset: Ruleset, *, sticks_left: bool, tie: bool) -> list[str]:
    """The assumed fields a `final` answer was worked from."""
    names = list(FINAL_FIELDS)
    if sticks_left:
        names.append("leftover_sticks")
    if tie:
        names.append("tie_rule")
    return assumed_among(ruleset, names)


#: The fields a catalogue entry's amount is worked from, by its formula (`PenaltyFormula`): a
#: chombo read off the ruleset follows the same fields as a chombo settled at the table; a
#: fixed amount written in the catalogue reads none.
PENALTY_FIELDS: dict[str, tuple[str, ...]] = {
    "ruleset_chombo": SETTLE_FIELDS["chombo"],
    "twice_last_uma": ("uma",),
}


def penalty_assumed(ruleset: Ruleset, formula: str) -> list[str]:
    """The assumed fields the amount of a `penalties` entry with `formula` was worked from."""
    return assumed_among(ruleset, PENALTY_FIELDS.get(formula, ()))


#: Hand-value fields a `score` answer reads, by the yaku or fu line that brings them in.
SCORE_FIELDS_BY_YAKU: dict[str, tuple[str, ...]] = {
    "renhou": ("renhou",),
    "double_riichi": ("double_riichi",),
    "paarenchan": ("paarenchan",),
    "nagashi_mangan": ("nagashi_mangan",),
}


def score_assumed(
    ruleset: Ruleset,
    yaku: Iterable[str],
    *,
    han: int,
    fu: int,
    yakuman: int,
    honba: int,
) -> list[str]:
    """The assumed fields a `score` answer was worked from (its yaku, limits and counters)."""
    names: list[str] = []
    for y in yaku:
        names += SCORE_FIELDS_BY_YAKU.get(y, ())
    if yakuman:
        names += ["yakuman_stacking", "double_yakuman"]
    elif han >= 13:
        names.append("kazoe_yakuman")
    elif (han, fu) in ((4, 30), (3, 60)):
        names.append("kiriage")
    if honba:
        names.append("honba_value")
    if ruleset.ryanhan_shibari != "none" and honba >= ruleset.ryanhan_honba:
        names += ["ryanhan_shibari", "ryanhan_honba"]  # the 2-han rule was in force
    return assumed_among(ruleset, names)


__all__ = [
    "FINAL_FIELDS",
    "PENALTY_FIELDS",
    "SETTLE_FIELDS",
    "assumed_among",
    "final_assumed",
    "penalty_assumed",
    "score_assumed",
    "settle_assumed",
]
