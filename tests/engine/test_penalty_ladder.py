"""Escalating penalties: a repeated offence by the same player in one session (issue 23 item 4).

RRC (rrc.md §3a, RG §Порядок увеличения штрафов): after a recorded warning, the 1st repeat costs
2,000, the 2nd 4,000, the 3rd 8,000, the 4th 16,000, then double each time, after uma; the count
is kept per kind of offence. EMA, WRC and Galaxy give no ladder: RRC's stands in, marked assumed.
Tenhou and Mahjong Soul have no catalogue (the software prevents illegal actions).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from engine import api, penalties
from engine.rulesets import PRESETS

RRC_SOURCE = "RRC RG §Порядок увеличения штрафов"


def nxt(ruleset: Any, offence: str, earlier: int) -> dict[str, Any]:
    answer = api.next_penalty({"ruleset": ruleset, "offence": offence, "earlier": earlier})
    assert answer["ok"], answer
    return dict(answer)


@pytest.mark.parametrize(
    ("earlier", "consequence", "points"),
    [
        (0, "warning", None),  # the first time: a polite warning
        (1, "points", 2000),  # the 1st repeat
        (2, "points", 4000),
        (3, "points", 8000),
        (4, "points", 16000),
        (5, "points", 32000),  # then doubling on: 16,000 x 2
        (6, "points", 64000),
    ],
)
def test_rrc_ladder_after_a_warning(earlier: int, consequence: str, points: int | None) -> None:
    a = nxt("rrc", "wrong_dora_indicator", earlier)  # RRC: a polite warning the first time
    assert a["escalates"] is True
    assert (a["next"]["consequence"], a["next"]["points"]) == (consequence, points)
    assert a["next"]["applied"] == ("after_uma" if points else "none")
    assert a["ladder_assumed"] is False
    assert (a["certainty"], a["source"]) == ("primary", RRC_SOURCE)


def test_the_ladder_is_the_same_for_a_custom_ruleset_of_the_same_base() -> None:
    # the ladder follows the base preset; the uma does not change it
    a = nxt({"base": "rrc", "uma": [15000, 5000, -5000, -15000]}, "false_call_withdrawn", 2)
    assert (a["ruleset"], a["base"], a["next"]["points"]) == ("custom", "rrc", 4000)


def test_an_offence_off_the_ladder_costs_the_same_each_time() -> None:
    # RRC noten riichi at a draw is a chombo: twice the uma step at 30/10 (2 x 20,000), the
    # third time as the first; the ruleset's chombo fields are assumed (the amount says so)
    first, third = nxt("rrc", "noten_riichi", 0), nxt("rrc", "noten_riichi", 2)
    for a in (first, third):
        assert a["escalates"] is False and a["ladder_assumed"] is False
        assert (a["next"]["consequence"], a["next"]["points"]) == ("chombo", 40000)
        assert a["assumed"] == ["chombo_points", "chombo_uma_steps"]


@pytest.mark.parametrize("preset", ["ema", "ema2016"])
def test_ema_has_no_ladder_of_its_own_and_rrc_stands_in(preset: str) -> None:
    # EMA 2016 §5.4: passing information gets a warning first; repeats "may" be penalised with
    # no amount given: RRC's ladder stands in, marked assumed (2nd repeat: 4,000)
    a = nxt(preset, "information_passing", 2)
    assert a["escalates"] is True and a["ladder_assumed"] is True
    assert (a["next"]["consequence"], a["next"]["points"]) == ("points", 4000)
    assert {"id": "not_stated_placeholder", "document": "EMA16", "placeholder": "RRC RG"} in a[
        "source_notes"
    ]
    assert a["certainty"] == "unknown"


def test_the_catalogue_shows_the_ladder_and_which_offences_climb_it() -> None:
    rrc = api.penalties({"ruleset": "rrc"})
    ladder = rrc["ladder"]
    assert ladder is not None
    assert [(s["consequence"], s["points"]) for s in ladder["steps"]] == [
        ("warning", None),
        ("points", 2000),
        ("points", 4000),
        ("points", 8000),
        ("points", 16000),
    ]
    assert (ladder["factor"], ladder["assumed"], ladder["source_docs"]) == (2, False, ["RRC RG"])
    climbing = {p["id"] for p in rrc["penalties"] if p.get("escalates")}
    assert "wrong_dora_indicator" in climbing and "noten_riichi" not in climbing
    # every entry that climbs starts with a warning, and every warning climbs
    for p in rrc["penalties"]:
        assert p.get("escalates") is (p["consequence"] == "warning")
    for online in ("tenhou", "mahjongsoul"):
        assert api.penalties({"ruleset": online})["ladder"] is None
    for preset in ("ema", "ema2016", "ema2012", "wrc", "galaxy"):
        steps = api.penalties({"ruleset": preset})["ladder"]
        assert steps is not None and steps["assumed"] is True


@pytest.mark.parametrize(
    "request_obj",
    [
        {"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": -1},
        {"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": 31},
        {"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": True},
        {"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": "2"},
        {"ruleset": "rrc", "offence": "no_such_offence", "earlier": 0},
        {"ruleset": "rrc", "earlier": 0},
        {"ruleset": "tenhou", "offence": "noten_riichi", "earlier": 0},  # no catalogue online
        {"ruleset": "nope", "offence": "noten_riichi", "earlier": 0},
    ],
)
def test_refused_requests_say_why(request_obj: dict[str, Any]) -> None:
    answer = api.next_penalty(request_obj)
    assert answer["ok"] is False
    assert answer["error"]["code"] in {"invalid_request", "unknown_ruleset"}


def test_the_largest_count_is_answered() -> None:
    # 30 earlier offences: 2,000 x 2^29
    assert nxt("rrc", "wrong_dora_indicator", penalties.MAX_EARLIER)["next"]["points"] == (
        2000 * 2**29
    )


def test_every_preset_with_a_catalogue_has_a_ladder_with_a_pure_citation() -> None:
    text = resources.files("engine").joinpath("data", "penalties.json").read_text("utf-8")
    data = json.loads(text)
    for preset in PRESETS:
        applicable = data["catalogues"][preset].get("applicable", True)
        steps = penalties.ladder(preset)
        assert (steps is not None) is applicable, preset
        if steps is not None:
            assert penalties.citation_docs(steps.source)  # raises on prose
            assert steps.assumed is (preset != "rrc"), preset


def test_the_command_line_answers_by_name() -> None:
    answer = api.run(
        "next_penalty", {"ruleset": "rrc", "offence": "hand_laid_face_down", "earlier": 1}
    )
    assert answer["ok"] and answer["next"]["points"] == 2000


def test_the_readable_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.cli import main

    assert main(["next_penalty", "wrong_dora_indicator", "--earlier", "3", "--ruleset", "rrc"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["next"]["consequence"], answer["next"]["points"]) == ("points", 8000)
