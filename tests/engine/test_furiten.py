"""Furiten (rulesets.md A4 "Furiten"; rrc.md §1 row 29; README correction 9).

The waits in each case are worked out by hand from the hand shape (named in the comment).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api

# 23m 456p 789s 11z + pon 777z: a two-sided wait on 1m / 4m
HAND = {"hand": "23m456p789s11z", "melds": ["pon:777z"]}


def furiten(ruleset: str = "ema", **fields: Any) -> dict[str, Any]:
    answer = api.run("furiten", {"ruleset": ruleset, **HAND, **fields})
    assert answer["ok"], answer
    return answer


def test_not_furiten() -> None:
    a = furiten(discards="9p1z", passed=["5m", "6p"])
    assert a["waits"] == ["1m", "4m"]
    assert (a["furiten"], a["reason"], a["ron_allowed"], a["tsumo_allowed"]) == (
        False,
        None,
        True,
        True,
    )


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "ema2012", "wrc", "tenhou", "rrc"])
def test_own_discard_furiten(ruleset: str) -> None:
    # A winning tile (4m) among the player's own discards, even one another player called.
    a = furiten(ruleset, discards=["9p", "4m"])
    assert (a["furiten"], a["reason"]) == (True, "own_discard")
    assert a["tiles"] == {"own_discard": ["4m"]}
    assert a["tsumo_allowed"] is True


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "ema2012", "tenhou", "rrc"])
def test_passed_tile_gives_temporary_furiten(ruleset: str) -> None:
    a = furiten(ruleset, passed=["6s", "1m"])
    assert (a["furiten"], a["reason"]) == (True, "passed_tile_temporary")


@pytest.mark.parametrize(
    ("ruleset", "marker", "still_furiten"),
    [
        # EMA16 §3.4.5: until the player's next draw or claim; a call by another does not end it
        ("ema2016", "draw", False),
        ("ema2016", "claim", False),
        ("ema2016", "call", True),
        ("ema", "call", True),
        # EMA 2012 (correction 9): any call that breaks the turn order also ends it
        ("ema2012", "call", False),
        ("galaxy", "call", False),
        # Tenhou, RRC: only the player's own discard ends it (calls out of turn do not)
        ("tenhou", "draw", True),
        ("tenhou", "call", True),
        ("rrc", "draw", True),
        ("mahjongsoul", "call", True),
    ],
)
def test_when_temporary_furiten_ends(ruleset: str, marker: str, still_furiten: bool) -> None:
    a = furiten(ruleset, passed=["1m", marker, "5s"])
    assert a["furiten"] is still_furiten


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "tenhou", "rrc"])
def test_passed_tile_in_riichi_lasts_to_the_end_of_the_hand(ruleset: str) -> None:
    # passed in riichi before the last discard: still furiten, whatever came since
    a = furiten(ruleset, riichi=True, riichi_passed=["4m"], passed=["draw", "call", "2p"])
    assert (a["furiten"], a["reason"]) == (True, "passed_tile_in_riichi")
    # a passed tile since the last discard, then the player's own draw: still furiten in riichi
    a = furiten(ruleset, riichi=True, passed=["1m", "draw"])
    assert a["reasons"] == ["passed_tile_in_riichi"]


def test_several_reasons_are_all_reported() -> None:
    a = furiten(discards="4m", passed=["1m"])
    assert a["reasons"] == ["own_discard", "passed_tile_temporary"]
    assert a["tiles"] == {"own_discard": ["4m"], "passed_tile_temporary": ["1m"]}


def test_red_five_counts_as_a_five() -> None:
    # 34m 456p 789s 11z + pon: waits 2m / 5m; a discarded red 5m is a 5m.
    a = api.run("furiten", {"hand": "34m456p789s11z", "melds": ["pon:777z"], "discards": "0m"})
    assert a["waits"] == ["2m", "5m"]
    assert a["reason"] == "own_discard"


def test_nine_gates_waits_on_every_tile_of_the_suit() -> None:
    # 1112345678999m: pure nine-sided wait; 5m in the discards is furiten.
    a = api.run("furiten", {"hand": "1112345678999m", "discards": "5m"})
    assert a["waits"] == [f"{n}m" for n in range(1, 10)]
    assert a["reason"] == "own_discard"


def test_thirteen_orphans_thirteen_sided() -> None:
    a = api.run("furiten", {"hand": "19m19p19s1234567z", "passed": ["9s"]})
    assert len(a["waits"]) == 13
    assert a["reason"] == "passed_tile_temporary"


def test_seven_pairs_wait() -> None:
    # 1122m 3344p 5566s 7z: seven pairs waits on 7z only (no other reading)
    a = api.run("furiten", {"hand": "1122m3344p5566s7z", "discards": "7z"})
    assert a["waits"] == ["7z"]
    assert a["furiten"] is True


def test_wait_on_a_tile_held_four_times_is_no_wait() -> None:
    # 2222m 345p 678s 789s: the only completing tile is a fifth 2m, which does not exist
    a = api.run("furiten", {"hand": "2222m345p678s789s", "discards": "1m3m"})
    assert (a["tenpai"], a["waits"], a["furiten"]) == (False, [], False)


def test_waits_given_by_the_caller() -> None:
    a = api.run("furiten", {"waits": ["3p", "6p"], "discards": "6p"})
    assert (a["waits"], a["reason"]) == (["3p", "6p"], "own_discard")


@pytest.mark.parametrize(
    ("request_obj", "code"),
    [
        ({"hand": "23m456p789s11z"}, "wrong_tile_count"),
        ({"hand": "1111m456p789s11z"}, "wrong_tile_count"),
        ({"hand": "1111m1m456p789s11z"}, "too_many_copies"),
        ({"hand": "23m456p789s11z", "melds": ["pon:778s"]}, "invalid_meld"),
        ({"hand": "2x3m"}, "invalid_notation"),
        ({"waits": "1m", "passed": [3]}, "invalid_request"),
        ({"waits": "1m", "riichi": "yes"}, "invalid_request"),
    ],
)
def test_bad_requests(request_obj: dict[str, Any], code: str) -> None:
    assert api.run("furiten", request_obj)["error"]["code"] == code
