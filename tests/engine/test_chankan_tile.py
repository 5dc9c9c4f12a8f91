"""Robbing an added kan (chankan): the kan holds the other three copies of the robbed tile.

A player who had pon of X adds the fourth X to make a kan; the winner robs that fourth X. So
all four copies are accounted for: three in the opponent's kan, one completing the winner's
hand. The hand, its calls and the dora and ura indicators cannot show another X; an answer
that scored such a hand would be settling an impossible table.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api


def score(hand: str, win_tile: str, **fields: Any) -> dict[str, Any]:
    request: dict[str, Any] = {
        "ruleset": "tenhou",
        "hand": hand,
        "win_tile": win_tile,
        "win": "ron",
        "chankan": True,
        "seat_wind": "S",
        "round_wind": "E",
    }
    request.update(fields)
    return api.score(request)


def conflict(answer: dict[str, Any]) -> str | None:
    if answer["ok"]:
        return None
    assert answer["error"]["code"] == "conflicting_situation", answer
    return str(answer["error"]["details"]["conflict"])


# 123m 456p 789s 111z 33z, a kanchan 7-9s completed by 8s: the only 8s in sight is the winner
KANCHAN = "123m456p789s11133z"


def test_a_single_copy_in_sight_wins() -> None:
    # South seat, East round: chankan 1 + round wind (111z) 1 = 2 han. Fu: 20 base + 10 closed
    # ron + 2 kanchan + 8 concealed honour pon (the West pair 33z is worth nothing) = 40.
    # Non-dealer ron, 2 han 40 fu: 40 x 2^4 = 640 basic x 4 = 2,560 -> 2,600.
    answer = score(KANCHAN, "8s")
    assert answer["ok"], answer
    assert {y["id"] for y in answer["yaku"]} == {"chankan", "round_wind"}
    assert (answer["han"], answer["fu"], answer["total"]) == (2, 40, 2600)


@pytest.mark.parametrize(
    ("hand", "win_tile", "fields"),
    [
        # a pair wait on 3z with 3z in the hand: the kan would hold a fifth 3z
        (KANCHAN, "3z", {}),
        # a chi of 789s holds an 8s: 123m 79s+8s 111z 33z concealed, chi 789s called
        ("123m789s11133z", "8s", {"melds": ["chi:789s"]}),
        # an 8s turned as a dora indicator
        (KANCHAN, "8s", {"dora_indicators": "8s"}),
        # an 8s turned as an ura indicator (riichi)
        (KANCHAN, "8s", {"riichi": True, "dora_indicators": "1p", "ura_indicators": "8s"}),
        # a red five is a copy too: 34+red 5m run, 4-6m kanchan completed by a plain 5m
        ("340456m456p11133z", "5m", {}),
    ],
)
def test_another_copy_in_sight_is_a_conflict(
    hand: str, win_tile: str, fields: dict[str, Any]
) -> None:
    assert conflict(score(hand, win_tile, **fields)) == "chankan_tile_held"


def test_the_same_hand_without_chankan_scores() -> None:
    # the check is about the robbed kan only: an ordinary ron on 3z (the pair wait) is fine
    answer = score(KANCHAN, "3z", chankan=False)
    assert answer["ok"], answer


def test_robbing_a_closed_kan_also_counts_the_indicators() -> None:
    # A single-wait kokushi robbing a closed kan of 1p (EMA allows it), with 1p turned as the
    # dora indicator: the closed kan holds all four 1p, so the indicator cannot be a 1p.
    request = {
        "ruleset": "ema",
        "hand": "19m19p19s12345677z",
        "win_tile": "1p",
        "win": "ron",
        "chankan": True,
        "chankan_closed_kan": True,
        "seat_wind": "S",
        "round_wind": "E",
    }
    assert api.score(request)["ok"]
    request["dora_indicators"] = "1p"
    assert conflict(api.score(request)) == "closed_kan_robbed_tile_held"


def test_the_check_comes_after_the_situation_checks() -> None:
    # chankan on a tsumo is reported as such, whatever the hand holds
    answer = score(KANCHAN, "3z", win="tsumo")
    assert conflict(answer) == "chankan_on_tsumo"
