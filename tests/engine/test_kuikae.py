"""Swap-calling (kuikae): the `kuikae` command.

Rule facts: rulesets.md A2 "Swap-calling (kuikae)" — forbidden in EMA 2025, EMA 2016 (a dead
hand, §3.3.2, §3.4.7), WRC, Tenhou, Mahjong Soul; allowed in Galaxy ("after a call, a tile from
hand that completes the same set may be discarded at once") and in EMA 2012 (README: "swap-
calling allowed"); rrc.md §2: RRC forbids the same tile and the other end of the chi (dead hand).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS

ALLOWING = {"galaxy", "ema2012"}
FORBIDDING = {"ema", "ema2016", "wrc", "tenhou", "mahjongsoul", "rrc"}


def kuikae(
    kind: str, tile: str, from_hand: str, discard: str, ruleset: Any = "ema2016"
) -> dict[str, Any]:
    return api.run(
        "kuikae",
        {
            "ruleset": ruleset,
            "call": {"kind": kind, "tile": tile, "from_hand": from_hand},
            "discard": discard,
        },
    )


def test_every_preset_is_listed() -> None:
    assert set(PRESETS) == ALLOWING | FORBIDDING


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_the_other_end_of_the_run(ruleset: str) -> None:
    # chi of 3m with 45m makes 345m; discarding 6m would have made 456m with the same 45m:
    # the "suji" swap. Galaxy and EMA 2012 allow it, everyone else forbids it.
    a = kuikae("chi", "3m", "45m", "6m", ruleset)
    assert a["ok"], a
    assert (a["swap"], a["swap_kind"]) == (True, "other_end")
    allowed = ruleset in ALLOWING
    assert a["allowed"] is allowed
    assert a["reason"] == ("swap_allowed" if allowed else "swap_forbidden")
    assert a["rules"] == [{"field": "swap_calling", "value": allowed, "assumed": False}]
    assert a["call"] == {"kind": "chi", "tile": "3m", "from_hand": "45m", "set": "345m"}


def test_galaxy_allows_and_ema2016_forbids_with_a_dead_hand() -> None:
    galaxy = kuikae("chi", "3m", "45m", "3m", "galaxy")
    assert (galaxy["allowed"], galaxy["swap_kind"]) == (True, "same_tile")
    ema = kuikae("chi", "3m", "45m", "3m", "ema2016")
    assert (ema["allowed"], ema["reason"]) == (False, "swap_forbidden")
    # EMA16 §3.3.2, §3.4.7: swap-calling gives a dead hand (no points)
    (entry,) = ema["cost"]["penalties"]
    assert (entry["id"], entry["consequence"], entry["points"]) == (
        "swap_calling",
        "dead_hand",
        None,
    )
    assert entry["source"] == "EMA16 §3.3.2, §3.4.7"
    # Galaxy's catalogue is EMA 2012's (not stated in Galaxy): no infraction in 2012
    (entry,) = galaxy["cost"]["penalties"]
    assert (entry["id"], entry["consequence"]) == ("swap_calling", "none")


def test_rrc_dead_hand_and_online_rulesets_have_no_catalogue() -> None:
    (entry,) = kuikae("chi", "6m", "45m", "3m", "rrc")["cost"]["penalties"]
    assert (entry["consequence"], entry["source"]) == (
        "dead_hand",
        "RRC RG §Обоснования для присуждения штрафов; RRC BR §Куикаэ",
    )
    cost = kuikae("chi", "6m", "45m", "3m", "tenhou")["cost"]
    assert (cost["applicable"], cost["not_applicable_reason"], cost["penalties"]) == (
        False,
        "online_software",
        [],
    )


@pytest.mark.parametrize(
    ("kind", "tile", "from_hand", "swaps"),
    [
        # called at the low end: 3m + 45m, the other end is 6m
        ("chi", "3m", "45m", [("3m", "same_tile"), ("6m", "other_end")]),
        # called at the high end: 6m + 45m = 456m, the other end is 3m
        ("chi", "6m", "45m", [("6m", "same_tile"), ("3m", "other_end")]),
        # called in the middle (3_5m): only the called tile itself
        ("chi", "4m", "35m", [("4m", "same_tile")]),
        # 7m + 89m: the other end would be "10m", which does not exist
        ("chi", "7m", "89m", [("7m", "same_tile")]),
        # 3p + 12p = 123p: the other end below 1p does not exist
        ("chi", "3p", "12p", [("3p", "same_tile")]),
        # 1s + 23s = 123s: the other end is 4s
        ("chi", "1s", "23s", [("1s", "same_tile"), ("4s", "other_end")]),
        # a pon: only the same tile
        ("pon", "7z", "77z", [("7z", "same_tile")]),
    ],
)
def test_swap_tiles(kind: str, tile: str, from_hand: str, swaps: list[tuple[str, str]]) -> None:
    a = kuikae(kind, tile, from_hand, "5z")
    assert [(s["tile"], s["kind"]) for s in a["swap_tiles"]] == swaps
    assert (a["swap"], a["allowed"], a["reason"]) == (False, True, "not_a_swap")


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_a_discard_that_makes_no_same_set_is_always_allowed(ruleset: str) -> None:
    # chi 4m with 35m, then 6m: 356m is no run, so it is not a swap anywhere
    a = kuikae("chi", "4m", "35m", "6m", ruleset)
    assert (a["swap"], a["swap_kind"], a["allowed"]) == (False, None, True)


def test_pon_then_the_fourth_copy_is_a_swap() -> None:
    a = kuikae("pon", "7z", "77z", "7z", "tenhou")
    assert (a["swap_kind"], a["allowed"]) == ("same_tile", False)


def test_a_red_five_is_the_same_tile_as_a_plain_five() -> None:
    # Tenhou plays red fives: chi of the red 5m with 34m, then a plain 5m is the same tile
    a = kuikae("chi", "0m", "34m", "5m", "tenhou")
    assert (a["swap_kind"], a["allowed"], a["discard"]) == ("same_tile", False, "5m")


@pytest.mark.parametrize(
    ("request_fields", "code"),
    [
        ({}, "invalid_request"),
        ({"call": "chi:345m", "discard": "6m"}, "invalid_request"),
        (
            {"call": {"kind": "kan", "tile": "3m", "from_hand": "333m"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "chi", "tile": "1z", "from_hand": "23z"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "chi", "tile": "3m", "from_hand": "46m"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "chi", "tile": "9m", "from_hand": "1p2p"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "chi", "tile": "3m", "from_hand": "456m"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "pon", "tile": "3m", "from_hand": "34m"}, "discard": "6m"},
            "invalid_meld",
        ),
        (
            {"call": {"kind": "chi", "tile": "3m3m", "from_hand": "45m"}, "discard": "6m"},
            "invalid_notation",
        ),
        (
            {"call": {"kind": "chi", "tile": "3m", "from_hand": 45}, "discard": "6m"},
            "invalid_request",
        ),
        ({"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}}, "invalid_request"),
        (
            {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "6x"},
            "invalid_notation",
        ),
        (
            {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "67m"},
            "invalid_notation",
        ),
        # EMA 2016 has no red fives
        (
            {"call": {"kind": "chi", "tile": "0m", "from_hand": "34m"}, "discard": "6m"},
            "no_red_fives_in_ruleset",
        ),
        (
            {
                "ruleset": "nope",
                "call": {"kind": "chi", "tile": "3m", "from_hand": "45m"},
                "discard": "6m",
            },
            "unknown_ruleset",
        ),
    ],
)
def test_bad_input_is_a_typed_error(request_fields: dict[str, Any], code: str) -> None:
    a = api.run("kuikae", {"ruleset": "ema2016", **request_fields})
    assert a["ok"] is False
    assert a["error"]["code"] == code


def test_tenhou_two_red_fives_of_one_suit() -> None:
    a = kuikae("chi", "0m", "46m", "0m", "tenhou")
    assert a["error"]["code"] == "too_many_red_fives"


def test_custom_ruleset_may_allow_swaps() -> None:
    a = kuikae("chi", "3m", "45m", "6m", {"base": "ema2016", "swap_calling": True})
    assert (a["ruleset"], a["allowed"], a["reason"]) == ("custom", True, "swap_allowed")
