"""`final`: return points, oka, uma, ties, leftover sticks, penalties (rulesets.md A1; rrc.md §1).

Results are in thousands: (score + sticks received - return points + oka + uma + penalty) / 1000.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api
from engine.rulesets import PRESETS


def final(ruleset: Any, scores: list[int], sticks: int = 0, **extra: Any) -> dict[str, Any]:
    answer = api.final({"ruleset": ruleset, "scores": scores, "riichi_sticks": sticks, **extra})
    assert answer["ok"], answer
    return answer


def test_galaxy_worked_example_from_the_matrix() -> None:
    # A1 uma row: A = (38,300 - 30,000 + 20,000 + 7,000) / 1000 = +35.3, B = +2.4, C = -11.6,
    # D = -26.1. Reconstructed: B = x - 30,000 + 3,000 = 2,400 -> 29,400; C: x - 33,000 = -11,600
    # -> 21,400; D: x - 37,000 = -26,100 -> 10,900; the four add up to 4 x 25,000.
    a = final("galaxy", [38300, 29400, 21400, 10900])
    assert a["results"] == [35.3, 2.4, -11.6, -26.1]
    assert a["ranks"] == [1, 2, 3, 4]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "wrc"])
def test_ema_wrc_uma_15_5_no_oka(ruleset: str) -> None:
    # (score - 30,000 + uma) / 1000: 45,000 -> +30; 32,000 -> +7; 25,000 -> -10; 18,000 -> -27.
    a = final(ruleset, [25000, 45000, 18000, 32000])
    assert a["ranks"] == [3, 1, 4, 2]
    assert a["results"] == [-10.0, 30.0, -27.0, 7.0]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "rrc", "wrc"])
def test_tied_first_places_split_the_uma(ruleset: str) -> None:
    # EMA16 §3.6.1: two tied firsts pool +15 and +5 and get +10 each (RRC 30/10: +20 each).
    a = final(ruleset, [35000, 35000, 20000, 30000])
    assert a["ranks"] == [1, 1, 4, 3]
    share = 20.0 if ruleset == "rrc" else 10.0
    last = -30.0 if ruleset == "rrc" else -15.0
    third = -10.0 if ruleset == "rrc" else -5.0
    assert a["results"] == [5 + share, 5 + share, -10 + last, 0 + third]


def test_ema_leftover_sticks_go_to_first_split_on_a_tie() -> None:
    # 3 sticks (3,000) to the two tied firsts: 1,500 each (the table: 4 x 30,000 - 3,000).
    a = final("ema", [35000, 35000, 20000, 27000], sticks=3)
    # (35,000 + 1,500 - 30,000 + 10,000) / 1000 = 16.5; third -3 - 5 = -8; last -10 - 15 = -25
    assert a["results"] == [16.5, 16.5, -25.0, -8.0]
    assert a["riichi_points_lost"] == 0


def test_ema_split_of_sticks_rounds_down() -> None:
    # 1 stick among three tied firsts: 333 each, 1 point left over (matrix A1: rounded down).
    a = final("ema", [33000, 33000, 33000, 20000], sticks=1)
    assert [s["riichi_sticks"] for s in a["seats"]] == [333, 333, 333, 0]
    assert a["riichi_points_lost"] == 1


def test_wrc_leftover_sticks_are_lost() -> None:
    # WRC: nobody gets them; the results add up to minus the lost sticks (-2).
    a = final("wrc", [40000, 30000, 28000, 20000], sticks=2)
    assert a["results"] == [25.0, 5.0, -7.0, -25.0]
    assert a["riichi_points_lost"] == 2000
    assert sum(a["results"]) == -2.0


@pytest.mark.parametrize("ruleset", ["galaxy", "rrc", "ema2012", "tenhou", "mahjongsoul"])
def test_leftover_sticks_to_first_place(ruleset: str) -> None:
    a = final(ruleset, [30000, 20000, 24000, 25000], sticks=1)
    assert [s["riichi_sticks"] for s in a["seats"]] == [1000, 0, 0, 0]


def test_tenhou_oka_uma_10_20_and_rounding_to_1000() -> None:
    # Start 25,000, return 30,000: oka 20,000 to first; uma +20/+10/-10/-20.
    # Rounding to the nearest 1,000 (x,500 down): 25,600 -> 26,000; 24,300 -> 24,000;
    # 17,700 -> 18,000; first takes the remainder: 100,000 - 68,000 = 32,000.
    # Results: 32 - 30 + 20 + 20 = +42; 26 - 30 + 10 = +6; 24 - 30 - 10 = -16; 18 - 30 - 20 = -32.
    a = final("tenhou", [32400, 25600, 24300, 17700])
    assert a["results"] == [42.0, 6.0, -16.0, -32.0]
    assert sum(a["results"]) == 0


def test_tenhou_rounds_x500_up() -> None:
    # Correction 19 (Tenhou's rule line, 四捨五入): x,500 rounds up. 40,500 / 30,500 / 20,500 /
    # 8,500 -> 41 / 31 / 21 / 9 thousand (102 in all); first place takes what keeps the table at
    # 100: 100 - 31 - 21 - 9 = 39. Less the return of 30: +9 / +1 / -9 / -21; uma
    # +20/+10/-10/-20 and the oka of 20 to first: +49 / +11 / -19 / -41 (sum 0).
    a = final("tenhou", [40500, 30500, 20500, 8500])
    assert a["results"] == [49.0, 11.0, -19.0, -41.0]
    assert a["assumed"] == ["final_rounding", "uma"]


def test_tenhou_rounds_a_negative_score_by_its_size() -> None:
    # Negative scores are not stated (correction 19, kept marked): chosen, -1,500 rounds by its
    # size to -2,000. 52,500 / 31,500 / 17,500 / -1,500 -> 53 / 32 / 18 / -2; first place:
    # 100 - 32 - 18 + 2 = 52. Less 30: +22 / +2 / -12 / -32; uma and oka: 22 + 20 + 20 = +62,
    # 2 + 10 = +12, -12 - 10 = -22, -32 - 20 = -52 (sum 0).
    a = final("tenhou", [52500, 31500, 17500, -1500])
    assert a["results"] == [62.0, 12.0, -22.0, -52.0]
    assert "final_rounding" in a["assumed"]


def test_tenhou_rounds_below_x500_down() -> None:
    # 27,400 -> 27,000 and 22,600 -> 23,000 (nearest); 20,000 stays; first: 100 - 70 = 30:
    # 30 - 30 + 20 + 20 = +40; 27 - 30 + 10 = +7; 23 - 30 - 10 = -17; 20 - 30 - 20 = -30.
    a = final("tenhou", [30000, 27400, 22600, 20000])
    assert a["results"] == [40.0, 7.0, -17.0, -30.0]


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_seat_order_breaks_ties(ruleset: str) -> None:
    # The seat that dealt earlier ranks higher. East 1 dealt by seat 2: the order is 2, 3, 0, 1,
    # so seat 3 comes before seat 1 (tied on 30,000) and seat 2 before seat 0 (tied on 20,000).
    a = final(ruleset, [20000, 30000, 20000, 30000], first_dealer=2)
    assert a["ranks"] == [4, 2, 3, 1]
    # East 1 dealt by seat 0 (the default): seat 1 before seat 3, seat 0 before seat 2.
    a = final(ruleset, [20000, 30000, 20000, 30000])
    assert a["ranks"] == [3, 1, 4, 2]


def test_mahjongsoul_measured_from_25000_without_oka() -> None:
    # (score - 25,000 + uma): 40,000 -> 15 + 15 = 30; 30,000 -> 5 + 5 = 10;
    # 20,000 -> -5 - 5 = -10; 10,000 -> -15 - 15 = -30.
    a = final("mahjongsoul", [40000, 30000, 20000, 10000])
    assert a["results"] == [30.0, 10.0, -10.0, -30.0]


def test_galaxy_ties_pool_uma_and_oka() -> None:
    # Correction 7: two tied firsts pool oka 20 + uma 7 + 3 = 30 -> 15 each.
    # (34,000 - 30,000 + 15,000) / 1000 = 19 each; third 22,000 - 30,000 - 3,000 = -11;
    # last 10,000 - 30,000 - 7,000 = -27. Sum: 19 + 19 - 11 - 27 = 0.
    a = final("galaxy", [34000, 34000, 22000, 10000])
    assert a["results"] == [19.0, 19.0, -11.0, -27.0]


def test_rrc_uma_30_10_and_the_15_5_alternative() -> None:
    # RRC: no oka; 30/10 -> 40,000: +10 +30 = +40; 15/5 -> +10 +15 = +25.
    a = final("rrc", [40000, 30000, 30000 - 1000, 21000])
    assert a["results"][0] == 40.0
    a = final({"base": "rrc", "uma": [15000, 5000, -5000, -15000]}, [40000, 30000, 29000, 21000])
    assert a["results"][0] == 25.0


def test_penalties_come_off_after_uma() -> None:
    # EMA: chombo -20,000 after uma: the placing is unchanged; 45,000 -> +30 - 20 = +10.
    a = final("ema", [45000, 32000, 25000, 18000], penalties=[-20000, 0, 0, 0])
    assert a["ranks"] == [1, 2, 3, 4]
    assert a["results"] == [10.0, 7.0, -10.0, -27.0]


@pytest.mark.parametrize(
    "request_obj",
    [
        {"scores": [1, 2, 3]},
        {"scores": [1, 2, 3, "4"]},
        {"scores": [25000] * 4, "riichi_sticks": -1},
        {"scores": [25000] * 4, "penalties": [0, 0]},
        {"scores": [25000] * 4, "first_dealer": 4},
    ],
)
def test_invalid_final_requests(request_obj: dict[str, Any]) -> None:
    answer = api.final(request_obj)
    assert answer["error"]["code"] == "invalid_settlement"


# A1 per preset: start, return, oka, uma, worked by hand for the scores start + 15,000,
# start + 5,000, start - 5,000, start - 15,000 (four distinct places, no sticks):
# result = (score - return + oka for first + uma) / 1000.
A1_TABLE = [
    # preset       start   results
    ("ema", 30000, [30.0, 10.0, -10.0, -30.0]),  # 15 + 15, 5 + 5, -5 - 5, -15 - 15
    ("ema2016", 30000, [30.0, 10.0, -10.0, -30.0]),
    ("wrc", 30000, [30.0, 10.0, -10.0, -30.0]),
    ("ema2012", 30000, [45.0, 15.0, -15.0, -45.0]),  # uma 30/10 (correction 1)
    ("rrc", 30000, [45.0, 15.0, -15.0, -45.0]),  # uma 30/10 (rrc.md row 3)
    ("galaxy", 25000, [37.0, 3.0, -13.0, -27.0]),  # 40 - 30 + 20 + 7; 30 - 30 + 3; ...
    ("tenhou", 25000, [50.0, 10.0, -20.0, -40.0]),  # 40 - 30 + 20 + 20; 0 + 10; -10 - 10; ...
    ("mahjongsoul", 25000, [30.0, 10.0, -10.0, -30.0]),  # from 25,000, no oka, 15/5
]


@pytest.mark.parametrize(("ruleset", "start", "results"), A1_TABLE)
def test_a1_game_frame_per_preset(ruleset: str, start: int, results: list[float]) -> None:
    scores = [start + 15000, start + 5000, start - 5000, start - 15000]
    a = final(ruleset, scores)
    assert a["results"] == results
    assert sum(results) == 0


@settings(max_examples=300, deadline=None)
@given(
    ruleset_id=st.sampled_from(sorted(PRESETS)),
    cuts=st.lists(st.integers(0, 1200), min_size=3, max_size=3),
    sticks=st.integers(0, 5),
)
def test_final_results_add_up(ruleset_id: str, cuts: list[int], sticks: int) -> None:
    # Scores in hundreds that, with the sticks on the table, hold every point of the game.
    ruleset = PRESETS[ruleset_id]
    total = (4 * ruleset.start_points - 1000 * sticks) // 100
    a, b, c = sorted(min(x, total) for x in cuts)
    scores = [100 * a - 20000, 100 * (b - a), 100 * (c - b), 100 * (total - c) + 20000]
    answer = final(ruleset_id, scores, sticks)
    lost = answer["riichi_points_lost"]
    # zero-sum where the ruleset is (oka included), less the sticks nobody receives
    assert sum(answer["results"]) == pytest.approx(-lost / 1000, abs=1e-3)
    if ruleset.leftover_sticks == "lost":
        assert lost == 1000 * sticks
    firsts = [s for s in answer["seats"] if s["rank"] == 1]
    assert sum(s["oka"] for s in firsts) == pytest.approx(ruleset.oka)
    assert sorted(answer["ranks"])[0] == 1


def test_the_balance_of_a_game_that_adds_up() -> None:
    """EMA (30,000 start, no oka): 45,000 + 32,000 + 25,000 + 17,000 + 1 stick on the table =
    120,000 = 4 × 30,000. The stick goes to first; results +31, +7, −10, −28 (uma 15/5) add up to
    0; a chombo of −20,000 is apart: results total −20."""
    a = final("ema", [45000, 32000, 25000, 17000], sticks=1, penalties=[0, 0, 0, -20000])
    assert a["balance"] == {
        "start_total": 120000,
        "table_total": 120000,
        "table_balanced": True,
        "results_total": -20000,
        "penalties_total": -20000,
        "sticks_lost": 0,
        "results_balanced": True,
    }


def test_a_table_that_does_not_add_up_is_answered_as_such() -> None:
    """Scores entered 1,000 short of 4 × 30,000 (EMA): the check fails and says by how much."""
    a = final("ema", [45000, 32000, 25000, 17000])
    assert a["balance"]["table_total"] == 119000
    assert a["balance"]["table_balanced"] is False


def test_wrc_sticks_lost_keep_the_results_balanced() -> None:
    """WRC: 2 sticks nobody receives; results +25, +5, −7, −25 add up to −2 (thousand) =
    minus the lost sticks: balanced."""
    balance = final("wrc", [40000, 30000, 28000, 20000], sticks=2)["balance"]
    assert balance["sticks_lost"] == 2000 and balance["results_total"] == -2000
    assert balance["table_balanced"] and balance["results_balanced"]


def test_tenhou_oka_keeps_the_results_balanced() -> None:
    """Tenhou 25,000 start, 30,000 return, oka 20,000: 40,000/30,000/20,000/10,000 → +50 (10
    + 20 oka + 20 uma), +10, −20, −40: total 0."""
    balance = final("tenhou", [40000, 30000, 20000, 10000])["balance"]
    assert balance["results_total"] == 0 and balance["results_balanced"]
    assert balance["start_total"] == 100000 and balance["table_balanced"]
