"""The penalty catalogue per preset (rulesets.md A5, §F1-F5; rrc.md §3)."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from typing import Any

import pytest

from engine import api
from engine.ids import (
    Certainty,
    PenaltyApplied,
    PenaltyCategory,
    PenaltyConsequence,
    PenaltyFormula,
    PenaltyId,
)
from engine.rulesets import PRESETS


def catalogue(ruleset: Any) -> dict[str, Any]:
    answer = api.penalties({"ruleset": ruleset})
    assert answer["ok"], answer
    return answer


def entry(answer: dict[str, Any], penalty_id: str) -> dict[str, Any]:
    found = [p for p in answer["penalties"] if p["id"] == penalty_id]
    assert len(found) == 1, (penalty_id, found)
    result: dict[str, Any] = found[0]
    return result


def test_data_file_has_a_catalogue_for_every_preset() -> None:
    text = resources.files("engine").joinpath("data", "penalties.json").read_text("utf-8")
    assert set(json.loads(text)["catalogues"]) == set(PRESETS)


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_every_entry_is_ids_and_numbers(ruleset: str) -> None:
    answer = catalogue(ruleset)
    ids = [p["id"] for p in answer["penalties"]]
    assert len(ids) == len(set(ids)), "an infraction listed twice"
    for p in answer["penalties"]:
        PenaltyId(p["id"])
        PenaltyCategory(p["category"])
        PenaltyConsequence(p["consequence"])
        Certainty(p["certainty"])
        PenaltyFormula(p["formula"])
        PenaltyApplied(p["applied"])
        assert p["points"] is None or isinstance(p["points"], int)
        assert p["source"]
        if p["minimum"] is not None:
            PenaltyConsequence(p["minimum"])
        if p["consequence"] == "points":
            assert p["applied"] == "after_uma"


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_online_rulesets_have_no_catalogue(ruleset: str) -> None:
    # F5: not applicable; the software prevents illegal actions.
    answer = catalogue(ruleset)
    assert answer["applicable"] is False
    assert answer["not_applicable_reason"] == "online_software"
    assert answer["penalties"] == []


@pytest.mark.parametrize(
    ("penalty_id", "consequence"),
    [
        # F1 (EMA 2016, primary text)
        ("false_win_tiles_shown", "chombo"),
        ("false_win_no_tiles_shown", "dead_hand"),
        ("wrong_win_word", "chombo"),
        ("noten_riichi", "chombo"),
        ("illegal_kan_after_riichi", "chombo"),
        ("declaration_after_dead_hand", "chombo"),
        ("too_many_tiles_exposed", "chombo"),
        ("riichi_open_hand", "dead_hand"),
        ("riichi_procedure", "dead_hand"),
        ("riichi_stick_forgotten", "none"),
        ("wrong_tile_count", "dead_hand"),
        ("swap_calling", "dead_hand"),
        ("claimed_tile_not_taken", "dead_hand"),
        ("false_call_withdrawn", "none"),
        ("false_call_not_corrected", "dead_hand"),
        ("wrong_draw", "none"),
        ("information_passing", "warning"),
        ("cheating", "disqualification"),
        ("lateness_long", "substitute"),
    ],
)
def test_ema2016_catalogue(penalty_id: str, consequence: str) -> None:
    e = entry(catalogue("ema2016"), penalty_id)
    assert e["consequence"] == consequence
    assert e["certainty"] == "primary"


def test_ema2016_amounts() -> None:
    answer = catalogue("ema2016")
    # chombo: 20,000 off the result after uma (F1)
    assert answer["chombo"] == {"mode": "deduction", "points": 20000, "applied": "after_uma"}
    assert entry(answer, "noten_riichi")["points"] == 20000
    # obstruction 8,000 or 12,000; serious 12,000-48,000; lateness 1,000 a minute up to 10
    assert (entry(answer, "obstruction")["points"], entry(answer, "obstruction")["points_max"]) == (
        8000,
        12000,
    )
    serious = entry(answer, "serious_obstruction")
    assert (serious["points"], serious["points_max"]) == (12000, 48000)
    late = entry(answer, "lateness")
    assert (late["points"], late["points_max"], late["formula"]) == (1000, 10000, "per_minute")
    # substitute: -15,000 points and -15,000 uma
    assert entry(answer, "substitute")["points"] == 30000


def test_ema2025_is_the_2016_placeholder_marked_unknown() -> None:
    # F3: the 2025 chapter was not read: chombo facts secondary, the rest unknown.
    answer = catalogue("ema")
    assert [p["id"] for p in answer["penalties"]] == [
        p["id"] for p in catalogue("ema2016")["penalties"]
    ]
    assert entry(answer, "noten_riichi")["certainty"] == "secondary"
    assert entry(answer, "swap_calling")["certainty"] == "unknown"


@pytest.mark.parametrize("ruleset", ["ema2012", "galaxy"])
def test_reverse_mangan_chombo_paid_at_the_table(ruleset: str) -> None:
    # F2: a mangan-sized payment at the table: 8,000 from a non-dealer, 12,000 from the dealer.
    e = entry(catalogue(ruleset), "noten_riichi")
    assert (e["consequence"], e["points"], e["points_max"], e["applied"]) == (
        "chombo",
        8000,
        12000,
        "at_table",
    )


def test_ema2012_swap_calling_allowed_and_galaxy_not_stated() -> None:
    # F2 / EMA16 p.5 revision notes: swap-calling was allowed in 2012. Galaxy states nothing
    # (F5), so every Galaxy row is the EMA 2012 value, marked with that placeholder note.
    ema2012 = entry(catalogue("ema2012"), "swap_calling")
    assert ema2012["consequence"] == "none"
    assert ema2012["source"] == "EMA16 p.5"
    assert ema2012["source_notes"] == [{"id": "allowed_in_edition", "year": 2012}]
    galaxy = entry(catalogue("galaxy"), "swap_calling")
    assert galaxy["certainty"] == "unknown"
    assert galaxy["source"] == "EMA16 p.5"
    assert galaxy["source_notes"] == [
        {"id": "not_stated_placeholder", "document": "GALAXY", "placeholder": "EMA12"},
        {"id": "allowed_in_edition", "year": 2012},
    ]


def test_wrc_chombo_30000_whether_or_not_the_hand_is_shown() -> None:
    # F4: 2022 changes: chombo for a false win shown or not; wrong tile count; 30 points (⚠️).
    answer = catalogue("wrc")
    assert answer["chombo"]["points"] == 30000
    assert entry(answer, "false_win_no_tiles_shown")["consequence"] == "chombo"
    assert entry(answer, "false_win_no_tiles_shown")["certainty"] == "conflicting"
    assert entry(answer, "wrong_tile_count")["consequence"] == "chombo"
    assert entry(answer, "false_call_not_corrected")["consequence"] == "dead_hand"


@pytest.mark.parametrize(
    ("penalty_id", "consequence", "minimum"),
    [
        ("dealing_error", "redeal", None),
        ("wrong_tile_count", "dead_hand", None),
        ("wrong_draw", "dead_hand", "warning"),
        ("tile_taken_from_opponent", "chombo", "referee_discretion"),
        ("false_win_no_tiles_shown", "dead_hand", None),
        ("false_win_tiles_shown", "chombo", None),
        ("declaration_after_dead_hand", "chombo", None),
        ("noten_riichi", "chombo", None),
        ("hand_changed_in_riichi", "dead_hand", None),
        ("hand_hidden_at_draw_after_riichi", "chombo", None),
        ("dead_wall_exposed_few", "dead_hand", "warning"),
        ("dead_wall_exposed_many", "chombo", None),
        ("opponent_tiles_exposed", "chombo", "warning"),
        ("own_tiles_exposed_many", "dead_hand", None),
        ("peeking", "chombo", None),
        ("cheating", "disqualification", None),
        ("intoxication", "disqualification", None),
        ("lateness_long", "substitute", None),
        ("mixing_tiles", "chombo", "warning"),
    ],
)
def test_rrc_referee_guide_table(penalty_id: str, consequence: str, minimum: str | None) -> None:
    e = entry(catalogue("rrc"), penalty_id)
    assert (e["consequence"], e["minimum"]) == (consequence, minimum)


def test_rrc_amounts_follow_the_uma() -> None:
    # rrc.md row 32: chombo = twice the uma step after uma: 30/10 -> 40,000; 15/5 -> 20,000.
    # §3b substitutes: twice the last-place uma: 60,000 at 30/10, 30,000 at 15/5.
    answer = catalogue("rrc")
    chombo = entry(answer, "noten_riichi")
    assert (chombo["points"], chombo["formula"], chombo["applied"]) == (
        40000,
        "twice_uma_step",
        "after_uma",
    )
    assert entry(answer, "substitute")["points"] == 60000
    answer = catalogue({"base": "rrc", "uma": [15000, 5000, -5000, -15000]})
    assert entry(answer, "noten_riichi")["points"] == 20000
    assert entry(answer, "substitute")["points"] == 30000
    # ladder 2,000 doubling; phone 8,000-12,000; dead wall mixing at least 8,000
    ladder = entry(answer, "repeated_offence")
    assert (ladder["points"], ladder["formula"]) == (2000, "doubling")
    phone = entry(answer, "phone")
    assert (phone["points"], phone["points_max"]) == (8000, 12000)
    assert entry(answer, "mixing_dead_wall")["points"] == 8000


def test_rrc_conflicts_are_marked() -> None:
    # rrc.md §6 items 4 and 5: the unturned riichi tile and the lateness threshold conflict.
    answer = catalogue("rrc")
    assert entry(answer, "riichi_tile_not_turned")["certainty"] == "conflicting"
    assert entry(answer, "lateness")["certainty"] == "conflicting"


def test_custom_ruleset_chombo_mode_changes_the_catalogue() -> None:
    answer = catalogue({"base": "ema", "chombo_mode": "reverse_mangan"})
    assert entry(answer, "noten_riichi")["applied"] == "at_table"
    answer = catalogue({"base": "ema", "chombo_points": 25000})
    assert entry(answer, "noten_riichi")["points"] == 25000


def test_unknown_ruleset_is_a_clear_error() -> None:
    answer = api.penalties({"ruleset": "nope"})
    assert answer["error"]["code"] == "unknown_ruleset"


def test_command_line_prints_the_catalogue_as_json() -> None:
    # `python -m engine penalties --ruleset rrc --json` (without --json: the readable table)
    done = subprocess.run(
        [sys.executable, "-m", "engine", "penalties", "--ruleset", "rrc", "--json"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["ruleset"] == "rrc"
    assert entry(answer, "noten_riichi")["points"] == 40000
