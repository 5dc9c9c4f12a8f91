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


def _catalogue(ruleset: str) -> dict[str, dict[str, Any]]:
    answer = api.penalties({"ruleset": ruleset})
    assert answer["ok"], answer
    return {str(e["id"]): dict(e) for e in answer["penalties"]}


def test_rrc_catalogue_chombo_names_the_assumed_amount_like_its_settlement() -> None:
    # RRC: a chombo is twice the uma step off the final score (40,000 with uma 30/10); the
    # amount and the step count are assumed, as in the settled chombo above.
    entry = _catalogue("rrc")["false_win_tiles_shown"]
    assert entry["points"] == 40000
    assert entry["assumed"] == ["chombo_points", "chombo_uma_steps"]


def test_rrc_substitute_names_the_assumed_uma() -> None:
    # RRC's substitute loses twice the last place's uma (2 x 30,000 = 60,000); the uma itself
    # is a per-tournament setting, assumed.
    entry = _catalogue("rrc")["substitute"]
    assert entry["points"] == 60000
    assert entry["assumed"] == ["uma"]


def test_ema2012_catalogue_chombo_names_the_assumed_mode() -> None:
    # EMA 2012: a chombo is a mangan-sized payment at the table (8,000; 12,000 by the dealer),
    # a mode read from secondary copies of the text: assumed.
    entry = _catalogue("ema2012")["noten_riichi"]
    assert (entry["points"], entry["points_max"]) == (8000, 12000)
    assert entry["assumed"] == ["chombo_mode"]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016"])
def test_an_ema_catalogue_reads_nothing_assumed(ruleset: str) -> None:
    # EMA 2025 and 2016: the chombo is a fixed 20,000 after uma, read in the text.
    entries = _catalogue(ruleset)
    assert entries["noten_riichi"]["points"] == 20000
    assert all(e["assumed"] == [] for e in entries.values())


def test_a_check_cost_names_the_same_assumed_fields_as_the_catalogue() -> None:
    # The cost of an illegal kan after riichi is the catalogue entry itself.
    answer = api.kan_after_riichi(
        {"ruleset": "rrc", "hand": "111m234p567s789s5p", "drawn_tile": "1m", "kan_tile": "1m"}
    )
    assert answer["ok"], answer
    (entry,) = answer["cost"]["penalties"]
    assert entry["assumed"] == _catalogue("rrc")["illegal_kan_after_riichi"]["assumed"]
