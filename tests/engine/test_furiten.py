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


# --- the pond entries responsible, marked discards, the rule and the cost (issue 14) ---------

ALL_PRESETS = ("ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc")


@pytest.mark.parametrize("ruleset", ALL_PRESETS)
def test_temporary_furiten_ends_on_the_own_discard_under_every_ruleset(ruleset: str) -> None:
    # 1m passed, then the player's own discard: the passed 1m no longer counts (EMA16 §3.4.5:
    # the next draw comes first anyway; Tenhou, RRC: "ends with the player's own discard")
    a = furiten(ruleset, passed=["1m", "draw", "discard", "5s"])
    assert (a["furiten"], a["responsible"]) == (False, [])


@pytest.mark.parametrize(
    ("ruleset", "ended_by_a_call"),
    [
        # another player's call between the passed tile and now
        ("ema", False),
        ("ema2016", False),
        ("wrc", False),
        ("tenhou", False),  # "calls out of turn do not end it"
        ("mahjongsoul", False),
        ("rrc", False),  # "ends with the player's next discard"
        ("ema2012", True),  # correction 9: any call that interrupts the turn order
        ("galaxy", True),  # not stated: EMA 2012 value
    ],
)
def test_temporary_furiten_and_a_call(ruleset: str, ended_by_a_call: bool) -> None:
    a = furiten(ruleset, passed=["5s", "1m", "call", "6p"])
    assert a["furiten"] is not ended_by_a_call
    if not ended_by_a_call:
        # the 1m at index 1 of `passed` is responsible
        assert a["responsible"] == [
            {"reason": "passed_tile_temporary", "list": "passed", "index": 1, "tile": "1m"}
        ]
    assert ("call" in a["temporary_ends_on"]) is ended_by_a_call
    assert "discard" in a["temporary_ends_on"]


@pytest.mark.parametrize(
    ("ruleset", "ends_on", "assumed"),
    [
        ("ema2016", ["discard", "draw", "claim"], False),
        ("ema2012", ["discard", "draw", "claim", "call"], True),
        ("galaxy", ["discard", "draw", "claim", "call"], True),
        ("tenhou", ["discard"], False),
        ("mahjongsoul", ["discard"], True),
        ("rrc", ["discard"], False),
    ],
)
def test_the_rule_behind_temporary_furiten(ruleset: str, ends_on: list[str], assumed: bool) -> None:
    a = furiten(ruleset)
    assert a["temporary_ends_on"] == ends_on
    (rule,) = a["rules"]
    assert (rule["field"], rule["assumed"]) == ("temporary_furiten_ends", assumed)


@pytest.mark.parametrize("ruleset", ALL_PRESETS)
def test_riichi_furiten_never_ends(ruleset: str) -> None:
    # a winning 1m passed in riichi: neither the player's draw, own discard, nor another
    # player's call ends it (furiten to the end of the hand, every ruleset)
    passed = ["1m", "draw", "discard", "call", "claim", "5s", "draw", "discard"]
    a = furiten(ruleset, riichi=True, passed=passed, riichi_passed=["9p", "4m"])
    assert a["reasons"] == ["passed_tile_in_riichi"]
    assert a["responsible"] == [
        {"reason": "passed_tile_in_riichi", "list": "riichi_passed", "index": 1, "tile": "4m"},
        {"reason": "passed_tile_in_riichi", "list": "passed", "index": 0, "tile": "1m"},
    ]


@pytest.mark.parametrize("ruleset", ALL_PRESETS)
def test_furiten_on_the_other_side_of_a_two_sided_wait(ruleset: str) -> None:
    # 23m waits on 1m and 4m; the player discarded 4m earlier and claims ron on 1m: furiten,
    # though the 1m itself was never discarded (every ruleset: a winning tile in the pond)
    a = furiten(ruleset, discards=["9p", "2z", "4m"], claim_tile="1m")
    assert a["responsible"] == [
        {"reason": "own_discard", "list": "discards", "index": 2, "tile": "4m"}
    ]
    assert a["claim"] == {"tile": "1m", "completes_hand": True, "ron_allowed": False}


def test_a_claim_on_a_tile_that_does_not_win() -> None:
    a = furiten(claim_tile="5m")
    assert a["claim"] == {"tile": "5m", "completes_hand": False, "ron_allowed": False}
    assert furiten(claim_tile="4m")["claim"]["ron_allowed"] is True
    assert furiten()["claim"] is None


def test_discards_marked_called_and_riichi() -> None:
    # the 4m was called away by another player: still in the pond for furiten (EMA16 §3.4.5,
    # rrc.md row 29 "including discards that other players called")
    discards = [{"tile": "9p", "riichi": True}, {"tile": "4m", "called": True}, "3s"]
    a = furiten("rrc", discards=discards)
    assert (a["reason"], a["called_discards"], a["riichi_discard"], a["riichi"]) == (
        "own_discard",
        [1],
        0,
        True,
    )
    assert a["responsible"][0]["index"] == 1
    # the riichi mark implies riichi: a passed 1m is then furiten to the end of the hand
    a = furiten("rrc", discards=discards[:1], passed=["1m", "discard"])
    assert a["reasons"] == ["passed_tile_in_riichi"]


def test_a_discard_string_list_still_counts_one_index_per_tile() -> None:
    a = furiten(discards=["9p1z", "4m"])
    assert a["responsible"][0]["index"] == 2


@pytest.mark.parametrize(
    ("ruleset", "shown", "not_shown"),
    [
        # EMA16 §3.4.6(a), §5.1.2: a ron in furiten with the tiles shown is chombo (20,000 after
        # uma); not shown: dead hand (§3.4.7)
        ("ema2016", ("chombo", 20000, "after_uma"), ("dead_hand", None, "none")),
        # WRC (since 2022): chombo whether shown or not; 30,000 (probable value)
        ("wrc", ("chombo", 30000, "after_uma"), ("chombo", 30000, "after_uma")),
        # Galaxy: EMA 2012's catalogue, a reverse mangan at the table (8,000 from a non-dealer)
        ("galaxy", ("chombo", 8000, "at_table"), None),
    ],
)
def test_what_a_ron_in_furiten_costs(
    ruleset: str, shown: tuple[Any, ...], not_shown: tuple[Any, ...] | None
) -> None:
    cost = furiten(ruleset, discards="4m")["cost"]
    entries = {p["id"]: (p["consequence"], p["points"], p["applied"]) for p in cost["penalties"]}
    assert entries["false_win_tiles_shown"] == shown
    assert entries.get("false_win_no_tiles_shown") == not_shown
    ema = furiten("ema2016")["cost"]["penalties"][0]
    assert ema["source"] == "EMA16 §3.4.6(a), §5.1.2"


def test_online_rulesets_have_no_penalty_catalogue() -> None:
    cost = furiten("tenhou", discards="4m")["cost"]
    assert cost == {
        "applicable": False,
        "not_applicable_reason": "online_software",
        "penalties": [],
    }


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"discards": [{"tile": "4m", "colour": "red"}]}, "invalid_request"),
        ({"discards": [{"tile": "45m"}]}, "invalid_notation"),
        ({"discards": [{"tile": 4}]}, "invalid_notation"),
        ({"discards": [{"tile": "4m", "called": "yes"}]}, "invalid_request"),
        (
            {"discards": [{"tile": "4m", "riichi": True}, {"tile": "5m", "riichi": True}]},
            "invalid_request",
        ),
        ({"discards": [3]}, "invalid_request"),
        ({"discards": 3}, "invalid_request"),
        ({"discards": ["4x"]}, "invalid_notation"),
        ({"claim_tile": "1m2m"}, "invalid_notation"),
        ({"claim_tile": 1}, "invalid_request"),
        ({"riichi": False, "discards": [{"tile": "4m", "riichi": True}]}, "conflicting_situation"),
    ],
)
def test_bad_marked_discards(fields: dict[str, Any], code: str) -> None:
    a = api.run("furiten", {**HAND, **fields})
    assert (a["ok"], a["error"]["code"]) == (False, code)
    if code == "conflicting_situation":
        assert a["error"]["details"]["conflict"] == "riichi_tile_without_riichi"
