"""Round progression and the end of the game (rulesets.md A1, A3; rrc.md rows 20-24, 32b),
and whole hanchan driven from East 1 to the end under every preset with random outcomes.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS, find_ruleset
from tests.engine.test_settlement_properties import random_outcome

NON_DEALER_RON = {"type": "ron", "discarder": 1, "winners": [{"seat": 2, "han": 1, "fu": 30}]}
DRAW_NOTEN = {"type": "draw", "tenpai": []}


def settle(ruleset: Any, outcome: dict[str, Any], **state: Any) -> dict[str, Any]:
    request = {"ruleset": ruleset, "scores": [25000] * 4, "dealer": 0, "round_wind": "E"}
    request.update(state)
    request["outcome"] = outcome
    answer = api.settle(request)
    assert answer["ok"], answer
    return answer


# --- the next hand ---------------------------------------------------------------------------


def test_dealer_passes_east_4_to_south_1() -> None:
    a = settle("ema", NON_DEALER_RON, dealer=3)
    nxt = a["next"]
    assert (nxt["dealer"], nxt["round_wind"], nxt["round"]) == (0, "S", 1)
    assert nxt["game_over"] is False


def test_round_given_explicitly_sets_the_first_dealer() -> None:
    # Dealer seat 1 in East 1 (round 1): the first dealer is seat 1; seat 1 passing gives East 2.
    a = settle(
        "ema",
        {"type": "ron", "discarder": 3, "winners": [{"seat": 0, "han": 1, "fu": 30}]},
        dealer=1,
        round=1,
    )
    assert (a["next"]["dealer"], a["next"]["round"], a["next"]["first_dealer"]) == (2, 2, 1)


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "wrc", "galaxy", "rrc", "ema2012"])
def test_game_ends_when_the_deal_passes_after_south_4(ruleset: str) -> None:
    # EMA16 §3.5 / RRC row 24: East + South; no West round; no agari-yame.
    scores = [20000, 20000, 20000, 40000]
    a = settle(ruleset, NON_DEALER_RON, dealer=3, round_wind="S", scores=scores)
    assert a["next"]["game_over"] is True
    assert a["next"]["end_reason"] == "last_hand"
    # seat 2 takes 1,000 from seat 1: 20,000 / 19,000 / 21,000 / 40,000
    assert a["final"]["ranks"] == [3, 4, 2, 1]
    # the dealer in first place wins South 4: the game goes on (no agari-yame)
    a = settle(
        ruleset,
        {"type": "tsumo", "winner": 3, "han": 1, "fu": 30},
        dealer=3,
        round_wind="S",
        scores=scores,
    )
    assert a["next"]["game_over"] is False
    assert a["next"]["dealer"] == 3


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_west_extension_when_nobody_has_30000(ruleset: str) -> None:
    # Tenhou/MS: after South 4, if nobody has 30,000 the game goes into the West round.
    scores = [26000, 25000, 25000, 24000]
    a = settle(ruleset, DRAW_NOTEN, dealer=3, round_wind="S", scores=scores)
    assert a["next"]["game_over"] is False
    assert (a["next"]["round_wind"], a["next"]["round"], a["next"]["dealer"]) == ("W", 1, 0)
    # someone has 30,000 after South 4: the game ends
    a = settle(ruleset, DRAW_NOTEN, dealer=3, round_wind="S", scores=[31000, 25000, 25000, 19000])
    assert a["next"]["end_reason"] == "last_hand"


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_west_round_sudden_death_and_west_4_end(ruleset: str) -> None:
    # West 1: a non-dealer ron that brings seat 2 to 30,000+ ends the game at once.
    ron = {"type": "ron", "discarder": 1, "winners": [{"seat": 2, "han": 3, "fu": 30}]}
    a = settle(ruleset, ron, dealer=0, round_wind="W", scores=[26000, 25000, 27000, 22000])
    assert a["scores"][2] == 27000 + 3900
    assert a["next"]["end_reason"] == "extension_target"
    # West 4 passes with nobody at 30,000: the game ends anyway.
    a = settle(ruleset, DRAW_NOTEN, dealer=3, round_wind="W", scores=[26000, 25000, 27000, 22000])
    assert a["next"]["end_reason"] == "last_hand"
    # West 2 passes with nobody at 30,000: on to West 3.
    a = settle(ruleset, DRAW_NOTEN, dealer=1, round_wind="W", scores=[26000, 25000, 27000, 22000])
    assert a["next"]["game_over"] is False
    assert a["next"]["round"] == 3


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_agariyame_dealer_first_in_the_last_hand(ruleset: str) -> None:
    # South 4, dealer seat 3 first with 30,000+: a dealer win or dealer tenpai stops the game.
    scores = [25000, 20000, 20000, 35000]
    a = settle(
        ruleset,
        {"type": "tsumo", "winner": 3, "han": 1, "fu": 30},
        dealer=3,
        round_wind="S",
        scores=scores,
    )
    assert a["next"]["end_reason"] == "agariyame"
    a = settle(ruleset, {"type": "draw", "tenpai": [3]}, dealer=3, round_wind="S", scores=scores)
    assert a["next"]["end_reason"] == "agariyame"
    # the dealer wins but is not first: renchan, the game goes on
    a = settle(
        ruleset,
        {"type": "tsumo", "winner": 3, "han": 1, "fu": 30},
        dealer=3,
        round_wind="S",
        scores=[45000, 20000, 20000, 15000],
    )
    assert a["next"]["game_over"] is False
    assert a["next"]["dealer"] == 3
    # an abortive draw keeps the dealer but is no win: the game goes on
    a = settle(
        ruleset, {"type": "abortive", "reason": "kyuushu"}, dealer=3, round_wind="S", scores=scores
    )
    assert a["next"]["game_over"] is False


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_busting_ends_the_game(ruleset: str) -> None:
    # A score below zero ends the game; exactly zero does not (MS-W).
    ron = {"type": "ron", "discarder": 1, "winners": [{"seat": 2, "han": 5}]}  # mangan 8,000
    a = settle(ruleset, ron, scores=[25000, 7900, 27000, 40100])
    assert a["scores"][1] == -100
    assert a["next"]["end_reason"] == "busting"
    a = settle(ruleset, ron, scores=[25000, 8000, 27000, 40000])
    assert a["scores"][1] == 0
    assert a["next"]["game_over"] is False


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "wrc", "rrc"])
def test_no_busting(ruleset: str) -> None:
    # A1 busting: no in EMA and WRC; RRC row 23: none (play goes on below zero)
    ron = {"type": "ron", "discarder": 1, "winners": [{"seat": 2, "han": 5}]}
    a = settle(ruleset, ron, scores=[35000, 7900, 37000, 40100])
    assert a["scores"][1] == -100
    assert a["next"]["game_over"] is False


@pytest.mark.parametrize(("ruleset", "ends"), [("ema", True), ("ema2016", False), ("rrc", False)])
def test_chombo_in_the_last_timed_hand(ruleset: str, ends: bool) -> None:
    # Correction 10: EMA 2025 software ends the game on a last-hand chombo; EMA 2016 §5.9: a
    # chombo re-deal is not a played hand; RRC row 32b: default ending silent -> not counted.
    a = settle(ruleset, {"type": "chombo", "offender": 1}, last_hand=True)
    assert a["next"]["game_over"] is ends
    a = settle(ruleset, DRAW_NOTEN, last_hand=True)
    assert a["next"]["end_reason"] == "time_limit"


def test_final_is_included_when_the_game_ends_with_penalties_so_far() -> None:
    # EMA, South 4: seat 0 had a chombo earlier (-20,000). 45,000 -> +30 - 20 = +10.
    ron = {"type": "ron", "discarder": 3, "winners": [{"seat": 2, "han": 1, "fu": 30}]}
    a = settle(
        "ema",
        ron,
        dealer=3,
        round_wind="S",
        scores=[45000, 32000, 24000, 19000],
        penalties=[-20000, 0, 0, 0],
    )
    # seat 2: 24,000 + 1,000 = 25,000 -> -5 - 5 = -10; seat 3: 18,000 -> -12 - 15 = -27
    assert a["final"]["results"] == [10.0, 7.0, -10.0, -27.0]


# --- whole games -----------------------------------------------------------------------------------


def play_hanchan(ruleset_id: str, seed: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Drive a game from East 1 with random outcomes; return the answers and the last one."""
    ruleset = find_ruleset(ruleset_id)
    rng = random.Random(seed)
    scores = [ruleset.start_points] * 4
    state: dict[str, Any] = {"dealer": 0, "round_wind": "E", "honba": 0, "riichi_sticks": 0}
    penalties = [0, 0, 0, 0]
    answers: list[dict[str, Any]] = []
    for _ in range(400):
        outcome, riichi = random_outcome(
            rng, ruleset_id, scores, honba=state["honba"], dealer=state["dealer"]
        )
        answer = api.settle(
            {
                "ruleset": ruleset_id,
                "scores": scores,
                **state,
                "riichi": riichi,
                "outcome": outcome,
                "penalties": penalties,
            }
        )
        assert answer["ok"], (outcome, answer)
        answers.append(answer)
        nxt = answer["next"]
        assert sum(answer["deltas"]) == -(nxt["riichi_sticks"] - state["riichi_sticks"]) * 1000
        scores = answer["scores"]
        penalties = answer["penalties_total"]
        # the table always holds every point: scores plus sticks on the table
        assert sum(scores) + nxt["riichi_sticks"] * 1000 == 4 * ruleset.start_points
        if nxt["game_over"]:
            return answers, answer
        state = {k: nxt[k] for k in ("dealer", "round_wind", "honba", "riichi_sticks")}
    raise AssertionError("the game did not end in 400 hands")


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("ruleset_id", sorted(PRESETS))
def test_whole_hanchan_adds_up(ruleset_id: str, seed: int) -> None:
    ruleset = find_ruleset(ruleset_id)
    answers, last = play_hanchan(ruleset_id, seed)
    final = last["final"]
    sticks = last["next"]["riichi_sticks"]
    penalties = last["penalties_total"]
    # zero-sum but for penalties (after uma) and leftover sticks nobody receives
    if ruleset.leftover_sticks == "lost":
        assert final["riichi_points_lost"] == sticks * 1000
    else:
        tied_first = final["ranks"].count(1)
        assert 0 <= final["riichi_points_lost"] < tied_first
    expected = (sum(penalties) - final["riichi_points_lost"]) / 1000
    assert sum(final["results"]) == pytest.approx(expected, abs=1e-3)
    # first place gets the oka (unless first is shared, then it is pooled)
    firsts = [s for s in final["seats"] if s["rank"] == 1]
    assert sum(s["oka"] for s in firsts) == pytest.approx(ruleset.oka)
    # ranks follow the table scores
    scores = last["scores"]
    for a in range(4):
        for b in range(4):
            if scores[a] > scores[b]:
                assert final["ranks"][a] < final["ranks"][b]
    # the game ended for a reason the ruleset has
    reason = last["next"]["end_reason"]
    if reason == "busting":
        assert ruleset.busting and min(scores) < 0
    elif reason in {"agariyame", "extension_target"}:
        assert ruleset.agariyame or ruleset.west_extension
    else:
        assert reason == "last_hand"
        # the game ends when the deal passes after South 4 (or later in a West extension)
        assert answers[-1]["renchan"] is False
        after = last["next"]["round_wind"]
        assert after in ({"W", "N"} if ruleset.west_extension else {"W"})
