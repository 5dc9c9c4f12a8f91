"""A warning or point penalty recorded at the table between hands (issue 23 item 4).

`settle` with ``{"type": "penalty", "offender", "offence", "earlier"}``: the engine answers
the amount from the ruleset's ladder or catalogue; nothing changes hands, the dealer, round,
honba and riichi sticks stay, and the points come off the offender's final result after uma.

Worked by hand from rrc.md: §3a, RG §Порядок увеличения штрафов — a warning-first offence is a
polite warning the first time (no points), then 2,000, 4,000, 8,000, 16,000, doubling on; §1
row 34 — "All are taken after uma". The RRC final (30/10 uma, 30,000 returned, no oka) for
45,000 / 32,000 / 25,000 / 18,000 is +15 +30 = +45, +2 +10 = +12, −5 −10 = −15, −12 −30 = −42;
seat 2's warning, 2,000 and 4,000 take 6,000 off its result: −21.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api

POSITION: dict[str, Any] = {
    "ruleset": "rrc",
    "scores": [45000, 32000, 25000, 18000],
    "dealer": 1,
    "first_dealer": 0,
    "round_wind": "S",
    "honba": 2,
    "riichi_sticks": 1,
}


def penalty(offence: str, earlier: int, **more: Any) -> dict[str, Any]:
    return {"type": "penalty", "offender": 2, "offence": offence, "earlier": earlier, **more}


def settle(outcome: dict[str, Any], **more: Any) -> dict[str, Any]:
    return dict(api.settle({**POSITION, "outcome": outcome, **more}))


@pytest.mark.parametrize(
    ("earlier", "points"),
    [(0, 0), (1, 2000), (2, 4000), (3, 8000), (4, 16000), (5, 32000)],
)
def test_rrc_a_warning_then_2000_4000_8000_16000(earlier: int, points: int) -> None:
    a = settle(penalty("wrong_dora_indicator", earlier))
    assert a["ok"], a
    p = a["penalty"]
    assert (p["offender"], p["offence"], p["earlier"]) == (2, "wrong_dora_indicator", earlier)
    assert p["warning"] is (earlier == 0)
    assert p["consequence"] == ("warning" if earlier == 0 else "points")
    assert p["points"] == points
    assert p["applied"] == ("none" if earlier == 0 else "after_uma")
    assert p["ladder_assumed"] is False and p["escalates"] is True
    assert a["penalties"] == [0, 0, -points, 0]


def test_a_penalty_is_not_a_hand() -> None:
    a = settle(penalty("hand_laid_face_down", 1), last_hand=True)
    assert a["ok"], a
    # nothing changes hands; the scores stand
    assert a["deltas"] == [0, 0, 0, 0] and a["transfers"] == []
    assert a["scores"] == POSITION["scores"]
    # the same hand is still to be played: dealer, round, honba and sticks stay
    nxt = a["next"]
    assert (nxt["dealer"], nxt["round_wind"], nxt["round"]) == (1, "S", 2)
    assert (nxt["honba"], nxt["riichi_sticks"]) == (2, 1)
    # not a hand: it does not count for the time limit and does not end the game
    assert a["hand_counts"] is False and nxt["game_over"] is False
    assert a["renchan"] is False and a["replay"] is False


def test_the_final_result_takes_the_deductions_after_uma() -> None:
    total = [0, 0, 0, 0]
    for earlier in range(3):  # a warning, 2,000, 4,000
        a = settle(penalty("wrong_dora_indicator", earlier), penalties=total)
        assert a["ok"], a
        total = a["penalties_total"]
    assert total == [0, 0, -6000, 0]
    final = api.final({"ruleset": "rrc", "scores": POSITION["scores"], "penalties": total})
    assert final["ok"], final
    assert final["results"] == [45.0, 12.0, -21.0, -42.0]
    assert [s["rank"] for s in final["seats"]] == [1, 2, 3, 4]  # ranks by score, not result


def test_an_assumed_ladder_is_marked() -> None:
    # EMA 2016 gives no ladder; RRC's stands in, marked assumed (rules.md Task B)
    a = dict(
        api.settle(
            {
                "ruleset": "ema2016",
                "scores": [30000] * 4,
                "dealer": 0,
                "outcome": {
                    "type": "penalty",
                    "offender": 0,
                    "offence": "information_passing",
                    "earlier": 1,
                },
            }
        )
    )
    assert a["ok"], a
    assert (a["penalty"]["points"], a["penalty"]["ladder_assumed"]) == (2000, True)
    assert a["penalties"] == [-2000, 0, 0, 0]


def test_a_range_takes_the_referees_amount_within_it() -> None:
    # RRC obstruction: 8,000 or 12,000 after uma (rrc.md §3a item 6)
    assert settle(penalty("obstruction", 0))["penalties"] == [0, 0, -8000, 0]
    assert settle(penalty("obstruction", 0, points=12000))["penalties"] == [0, 0, -12000, 0]
    refused = settle(penalty("obstruction", 0, points=13000))
    assert not refused["ok"] and refused["error"]["details"]["field"] == "points"
    fixed = settle(penalty("wrong_dora_indicator", 1, points=3000))
    assert not fixed["ok"] and fixed["error"]["details"]["field"] == "points"


@pytest.mark.parametrize(
    ("outcome", "more", "field"),
    [
        (penalty("false_win_tiles_shown", 0), {}, "offence"),  # a chombo: the chombo outcome
        (penalty("wrong_tile_count", 0), {}, "offence"),  # a dead hand is no points penalty
        (penalty("nope", 0), {}, "offence"),
        (penalty("wrong_dora_indicator", 31), {}, "earlier"),
        (penalty("wrong_dora_indicator", 0), {"riichi": [1]}, "riichi"),
    ],
)
def test_refused(outcome: dict[str, Any], more: dict[str, Any], field: str) -> None:
    a = settle(outcome, **more)
    assert not a["ok"] and a["error"]["details"]["field"] == field


def test_online_rulesets_have_no_penalty() -> None:
    a = dict(
        api.settle(
            {
                "ruleset": "tenhou",
                "scores": [25000] * 4,
                "dealer": 0,
                "outcome": {"type": "penalty", "offender": 0, "offence": "lateness"},
            }
        )
    )
    assert not a["ok"]


def test_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    args = ["settle", "--ruleset", "rrc", "--scores", "30000", "30000", "30000", "30000"]
    assert main([*args, "--dealer", "1", "--penalty", "3:wrong_dora_indicator:2", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["penalties"] == [0, 0, 0, -4000]
    assert answer["next"]["dealer"] == 1
    assert main([*args, "--penalty", "3:wrong_dora_indicator:1"]) == 0
    text = capsys.readouterr().out
    assert "Seat 3: 2000 off the final result, after uma" in text
