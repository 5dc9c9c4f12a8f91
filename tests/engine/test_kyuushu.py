"""Nine terminals and honours (kyuushu kyuuhai): the `kyuushu` command.

Rule facts: rulesets.md A3 "Abortive draws" — Tenhou: first turn, no calls, >= 9 different
terminal/honour kinds, all abortive draws renchan (dealer keeps, +1 counter); Mahjong Soul has
kyuushu (README correction 11: dealer stays, a counter, riichi sticks stay); EMA 2012 had it
(README: abortive draws; correction 9: a counter is added, dealer stays); Galaxy: not stated,
EMA 2012 value (assumed); EMA 2016 §3.4.3, EMA 2025, WRC: no abortive draws; RRC: none by default
(rrc.md row 17: a tournament variation).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS

WITH_KYUUSHU = {"ema2012", "galaxy", "tenhou", "mahjongsoul"}
WITHOUT = {"ema", "ema2016", "wrc", "rrc"}

# 1m 9m 1p 9p 1s 9s 1z 2z 3z (1z twice) + 2m 3m 4m 5p: 14 tiles, nine different kinds
NINE = "12349m159p19s1123z"
# the same with 2z paired instead of 3z: 1m 9m 1p 9p 1s 9s 1z 2z = eight kinds, though ten
# terminal and honour tiles (1z and 2z count once each)
EIGHT_WITH_PAIRS = "12349m159p19s1122z"


def kyuushu(hand: str, ruleset: Any = "tenhou", **fields: Any) -> dict[str, Any]:
    return api.run("kyuushu", {"ruleset": ruleset, "hand": hand, **fields})


def test_every_preset_is_listed() -> None:
    assert set(PRESETS) == WITH_KYUUSHU | WITHOUT


def test_nine_kinds_with_a_pair_counted_once() -> None:
    a = kyuushu(NINE)
    assert a["ok"], a
    assert a["kinds"] == ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z"]
    assert (a["count"], a["needed"], a["may_call"], a["reason"]) == (9, 9, True, "allowed")


def test_two_pairs_leave_eight_kinds() -> None:
    a = kyuushu(EIGHT_WITH_PAIRS)
    assert (a["count"], a["may_call"], a["reason"]) == (8, False, "too_few_kinds")


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_which_rulesets_have_it(ruleset: str) -> None:
    a = kyuushu(NINE, ruleset)
    assert a["in_ruleset"] is (ruleset in WITH_KYUUSHU)
    assert a["may_call"] is (ruleset in WITH_KYUUSHU)
    if ruleset in WITHOUT:
        assert (a["reason"], a["follows"]) == ("not_in_ruleset", None)


@pytest.mark.parametrize("ruleset", sorted(WITH_KYUUSHU))
def test_what_follows(ruleset: str) -> None:
    # every ruleset with the draw: re-deal, no payments, the dealer stays, +1 counter, the
    # riichi sticks stay on the table (Tenhou: renchan; corrections 9 and 11; Galaxy assumed)
    assert kyuushu(NINE, ruleset)["follows"] == {
        "redeal": True,
        "payments": False,
        "dealer_stays": True,
        "honba_added": 1,
        "riichi_sticks_stay": True,
        "hand_counts": True,
    }


def test_a_ruleset_without_the_counter() -> None:
    a = kyuushu(NINE, {"base": "tenhou", "abortive_honba": False})
    assert a["follows"]["honba_added"] == 0
    assert a["rules"][1] == {"field": "abortive_honba", "value": False, "assumed": False}


def test_not_after_a_call_nor_after_the_first_draw() -> None:
    assert kyuushu(NINE, calls_before=True)["reason"] == "after_call"
    assert kyuushu(NINE, first_draw=False)["reason"] == "not_first_draw"
    assert kyuushu(NINE, calls_before=False, first_draw=True)["reason"] == "allowed"


def test_assumed_marks() -> None:
    # Galaxy: abortive draws not stated, EMA 2012 value used (assumed)
    assert kyuushu(NINE, "galaxy")["rules"][0]["assumed"] is True
    assert kyuushu(NINE, "tenhou")["rules"][0]["assumed"] is False


def test_thirteen_kinds() -> None:
    # thirteen orphans shape plus a pair: every terminal and honour kind
    assert kyuushu("19m19p19s12345677z")["count"] == 13


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"hand": "19m19p19s1234z11z5m"}, "wrong_tile_count"),
        ({"hand": "11111m19p19s12345z"}, "too_many_copies"),
        ({"hand": 14}, "invalid_request"),
        ({}, "invalid_request"),
        ({"hand": NINE, "calls_before": "yes"}, "invalid_request"),
        ({"hand": NINE, "first_draw": 1}, "invalid_request"),
        ({"hand": "19m19p19s1234z1x"}, "invalid_notation"),
        ({"hand": NINE, "ruleset": "x"}, "unknown_ruleset"),
    ],
)
def test_bad_input_is_a_typed_error(fields: dict[str, Any], code: str) -> None:
    a = api.run("kyuushu", {"ruleset": "tenhou", **fields})
    assert (a["ok"], a["error"]["code"]) == (False, code)
