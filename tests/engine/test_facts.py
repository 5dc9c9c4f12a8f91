"""The rule facts the app reads from the engine (`engine.facts`): the copies a hand entry may
hold, what a call is, which situation flags can matter under a ruleset. Worked by hand from the
rules: four copies of each tile, one red five per suit where red fives are played (so three
plain fives), a chi three consecutive tiles of one number suit, a pon three equal tiles, a kan
four."""

from __future__ import annotations

import pytest

from engine.facts import meld_problem, situation_flag_in_use, tile_count_problem
from engine.ids import SITUATION_FLAGS, ErrorCode
from engine.rulesets import PRESETS


def _problem(tiles: str, red_fives: bool | None) -> tuple[str, str] | None:
    problem = tile_count_problem(
        [tiles[i : i + 2] for i in range(0, len(tiles), 2)], red_fives=red_fives
    )
    return None if problem is None else (str(problem.code), str(problem.details["tile"]))


@pytest.mark.parametrize(
    ("tiles", "red_fives", "expected"),
    [
        ("1m1m1m1m", True, None),
        ("1m1m1m1m1m", None, (ErrorCode.TOO_MANY_COPIES, "1m")),
        # a red five counts as a five: 0m + four 5m is five fives
        ("0m5m5m5m5m", True, (ErrorCode.TOO_MANY_COPIES, "5m")),
        ("0p", False, (ErrorCode.NO_RED_FIVES_IN_RULESET, "0p")),
        ("0p", None, None),
        ("0s0s", None, (ErrorCode.TOO_MANY_RED_FIVES, "0s")),
        ("0s0s", True, (ErrorCode.TOO_MANY_RED_FIVES, "0s")),
        # four plain fives: one of them is the red one where red fives are played
        ("5m5m5m5m", True, (ErrorCode.TOO_MANY_PLAIN_FIVES, "5m")),
        ("5m5m5m5m", False, None),
        ("5m5m5m5m", None, None),
        ("0m5m5m5m", True, None),
    ],
)
def test_tile_count_problem(tiles: str, red_fives: bool | None, expected: object) -> None:
    assert _problem(tiles, red_fives) == expected


@pytest.mark.parametrize(
    ("kind", "tiles", "ok"),
    [
        ("chi", ["3m", "1m", "2m"], True),
        ("chi", ["0p", "4p", "6p"], True),  # 4-5-6 pin with the red five
        ("chi", ["8s", "9s", "1s"], False),  # no wrap-around
        ("chi", ["1z", "2z", "3z"], False),  # honours make no run
        ("chi", ["7m", "8m", "9p"], False),  # two suits
        ("pon", ["0m", "5m", "5m"], True),
        ("pon", ["5m", "5m", "6m"], False),
        ("kan", ["7z", "7z", "7z"], False),  # a kan is four tiles
        ("ankan", ["7z", "7z", "7z", "7z"], True),
    ],
)
def test_meld_problem(kind: str, tiles: list[str], ok: bool) -> None:
    problem = meld_problem(kind, tiles)
    assert (problem is None) == ok
    if problem is not None:
        assert problem.code == ErrorCode.INVALID_MELD


def test_situation_flags_in_use() -> None:
    # EMA plays no paarenchan; galaxy no double riichi; tenhou neither renhou nor paarenchan
    # (the rulesets' own fields); a flag that names no yaku always matters
    off = {
        r: [f for f in SITUATION_FLAGS if not situation_flag_in_use(f, rs)]
        for r, rs in PRESETS.items()
    }
    assert off["ema"] == ["paarenchan"]
    assert off["galaxy"] == ["double_riichi"]
    assert off["tenhou"] == ["renhou", "paarenchan"]
    assert all("chankan_closed_kan" not in flags for flags in off.values())


def test_the_request_value_of_a_ruleset_reads_back_as_the_same_ruleset() -> None:
    from engine.rulesets import make_ruleset, ruleset_from_json, ruleset_to_json

    # a preset is its id; a custom ruleset the fields where it differs from its base
    assert ruleset_to_json(PRESETS["wrc"]) == "wrc"
    custom = make_ruleset("ema", {"red_fives": True}, name="Club")
    value = ruleset_to_json(custom)
    assert value == {"base": "ema", "name": "Club", "red_fives": True}
    assert ruleset_from_json(value) == custom


def test_four_riichi_needs_all_four_seats_in_riichi() -> None:
    from engine.facts import abortive_riichi_problem
    from engine.ids import SettleProblem

    # "four riichi" is the draw when every player has declared: three is not enough
    assert abortive_riichi_problem("four_riichi", [0, 1, 2, 3]) is None
    assert abortive_riichi_problem("four_riichi", [0, 1, 3]) is SettleProblem.FOUR_RIICHI_NOT_ALL
    assert abortive_riichi_problem("four_riichi", []) is SettleProblem.FOUR_RIICHI_NOT_ALL
    # the other abortive draws do not depend on who declared riichi
    for reason in ("four_winds", "four_kans", "kyuushu", "triple_ron"):
        assert abortive_riichi_problem(reason, []) is None
