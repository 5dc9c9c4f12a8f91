"""Answers name the assumed rule fields their numbers were worked from (`engine.assumed`).

Expected sets come from the presets' assumed notes (shared/rules/README.md gap rule: a value
chosen rather than read is marked assumed) and from what each settlement reads.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS

START = {"dealer": 0, "round_wind": "E", "honba": 0, "riichi_sticks": 0, "riichi": []}

OUTCOMES: dict[str, dict[str, Any]] = {
    "ron": {"type": "ron", "discarder": 0, "winners": [{"seat": 1, "han": 1, "fu": 30}]},
    "tsumo": {"type": "tsumo", "winner": 1, "han": 1, "fu": 30},
    "draw": {"type": "draw", "tenpai": [0], "nagashi": []},
    "chombo": {"type": "chombo", "offender": 1},
}


def _settle(ruleset: str, outcome: dict[str, Any]) -> dict[str, Any]:
    scores = [PRESETS[ruleset].start_points] * 4
    answer = api.settle({"ruleset": ruleset, "scores": scores, **START, "outcome": outcome})
    assert answer["ok"], answer
    return answer


def test_rrc_chombo_names_its_assumed_amount() -> None:
    # RRC: chombo is twice the uma step after uma; the amount (chombo_points) and the step
    # count (chombo_uma_steps) are marked assumed (rulesets.py RRC notes, rrc.md §1).
    assert _settle("rrc", OUTCOMES["chombo"])["assumed"] == ["chombo_points", "chombo_uma_steps"]


def test_rrc_final_results_name_the_assumed_uma() -> None:
    # RRC's uma is a per-tournament setting (30/10 in the latest text): assumed.
    answer = api.final({"ruleset": "rrc", "scores": [40000, 30000, 20000, 10000]})
    assert answer["ok"] and answer["assumed"] == ["uma"]


def test_a_ron_under_rrc_depends_on_nothing_assumed() -> None:
    # RRC's assumed fields are uma, chombo_points, chombo_uma_steps, abortive_honba: a plain
    # ron reads none of them (the game goes on: no final results).
    assert _settle("rrc", OUTCOMES["ron"])["assumed"] == []


@pytest.mark.parametrize("ruleset", list(PRESETS))
@pytest.mark.parametrize("kind", list(OUTCOMES))
def test_only_fields_the_ruleset_marks_assumed_are_named(ruleset: str, kind: str) -> None:
    preset = PRESETS[ruleset]
    outcome = OUTCOMES[kind]
    scores = [preset.start_points] * 4
    answer = api.settle({"ruleset": ruleset, "scores": scores, **START, "outcome": outcome})
    if not answer["ok"]:
        pytest.skip(f"{ruleset} refuses {kind}: {answer['error']['code']}")
    assumed = answer["assumed"]
    assert assumed == sorted(set(assumed))
    assert all(preset.assumed_note(name) for name in assumed), assumed


def test_score_names_kiriage_where_it_is_assumed() -> None:
    # Galaxy: kiriage "not stated: treated as no" (assumed). A 4 han 30 fu hand depends on it:
    # closed ron, riichi + tanyao + pinfu + 1 dora = 4 han, 30 fu (pinfu ron: 20 + 10 closed).
    request = {
        "ruleset": "galaxy",
        "hand": "234m456p345s678s22p",
        "win_tile": "8s",
        "melds": [],
        "win": "ron",
        "riichi": True,
        "round_wind": "E",
        "seat_wind": "S",
        "dora_indicators": "1m",
        "ura_indicators": "",
    }
    answer = api.score(request)
    assert answer["ok"], answer
    assert (answer["han"], answer["fu"]) == (4, 30)
    assert "kiriage" in answer["assumed"]
