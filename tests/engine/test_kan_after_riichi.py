"""Closed kan after riichi: the rule kind, the readings a kan would break, what it costs.

Rule facts (rulesets.md A4 "Kan after riichi"): EMA 2016 §3.3.14 (and EMA 2025, secondary) —
only a concealed kan with the tile just drawn, leaving the waits identical, whose three tiles can
only be read as a triplet; Galaxy — allowed only if the wait does not change and the triplet
tiles could not have formed another set (drawn tile: not stated, assumed); WRC — waits only and
the drawn tile (⚠️, correction 14); Tenhou and Mahjong Soul — waits must not change, no kan with a
tile already held (drawn tile only); RRC (rrc.md row 27) — drawn tile, neither the wait nor any
interpretation may change (BR's example 2399m333444555s may not kan 3s). An illegal kan after
riichi: chombo at a win or a draw (EMA16 §3.4.6(c); EMA 2012 §3.4.6; RRC BR); WRC unknown.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS

RULE_KIND = {
    "ema": "waits_and_readings_drawn_tile",
    "ema2016": "waits_and_readings_drawn_tile",
    "ema2012": "waits_and_readings_drawn_tile",
    "galaxy": "waits_and_readings_drawn_tile",
    "rrc": "waits_and_readings_drawn_tile",
    "wrc": "waits_and_readings_drawn_tile",  # correction 20
    "tenhou": "waits_drawn_tile",
    "mahjongsoul": "waits_drawn_tile",
}


def kan(hand: str, drawn: str, tile: str, ruleset: Any = "galaxy") -> dict[str, Any]:
    answer = api.run(
        "kan_after_riichi",
        {"ruleset": ruleset, "hand": hand, "drawn_tile": drawn, "kan_tile": tile},
    )
    assert answer["ok"], answer
    return answer


def test_every_preset_has_a_rule_kind() -> None:
    assert set(RULE_KIND) == set(PRESETS)


@pytest.mark.parametrize(("ruleset", "kind"), sorted(RULE_KIND.items()))
def test_rule_kind(ruleset: str, kind: str) -> None:
    a = kan("123m456p789s333s5z", "3s", "3s", ruleset)
    assert a["rule"] == kind
    assert [r["field"] for r in a["rules"]] == [
        "kan_after_riichi",
        "kan_after_riichi_drawn_tile_only",
    ]


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_the_answer_says_whether_readings_decide(ruleset: str) -> None:
    # a ruleset whose rule names the readings looks at them; a waits-only one never does
    a = kan("2399m333444555s", "3s", "3s", ruleset)
    assert a["readings_decide"] is ("readings" in a["rule"])
    assert a["broken_readings"]  # given in either case (information under waits only)
    if not a["readings_decide"]:
        assert a["allowed"] is True  # the waits stay 1m 4m: nothing else can refuse it
    assert kan("2399m333444555s", "3s", "3s", "tenhou")["readings_decide"] is False
    assert kan("2399m333444555s", "3s", "3s", "ema")["readings_decide"] is True


def test_a_ruleset_that_allows_any_held_triplet() -> None:
    a = kan(
        "123m456p789s333s5z",
        "3s",
        "3s",
        {"base": "tenhou", "kan_after_riichi_drawn_tile_only": False},
    )
    assert a["rule"] == "waits"
    a = kan(
        "123m456p789s333s5z", "3s", "3s", {"base": "ema", "kan_after_riichi_drawn_tile_only": False}
    )
    assert a["rule"] == "waits_and_readings"


# 2399m 333444555s (RRC BR's example): 23m waits on 1m/4m with 99m the pair, 333444555s being
# three triplets or three 345s runs. After a kan of 3s: 23m 99m 444s 555s, waits still 1m/4m.
RUNS = "2399m333444555s"


def test_galaxy_refuses_when_the_waits_stay_but_the_triplet_could_form_runs() -> None:
    a = kan(RUNS, "3s", "3s", "galaxy")
    assert (a["allowed"], a["reason"]) == (False, "readings_change")
    assert a["waits_before"] == a["waits_after"] == ["1m", "4m"]
    assert a["waits_change"] is False
    # the readings the kan takes away: on 1m, 123m 99m + three 345s; on 4m, 234m 99m + 345s x3
    run = {"kind": "chi", "tiles": "345s"}
    assert a["broken_readings"] == [
        {
            "win_tile": "1m",
            "pair": "99m",
            "sets": [{"kind": "chi", "tiles": "123m"}, run, run, run],
        },
        {
            "win_tile": "4m",
            "pair": "99m",
            "sets": [{"kind": "chi", "tiles": "234m"}, run, run, run],
        },
    ]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "ema2012", "rrc"])
def test_ema_and_rrc_refuse_the_same_kan(ruleset: str) -> None:
    assert kan(RUNS, "3s", "3s", ruleset)["reason"] == "readings_change"


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_waits_only_rulesets_allow_it(ruleset: str) -> None:
    # the waits stay 1m/4m: allowed, though the 345s readings are lost (still reported)
    a = kan(RUNS, "3s", "3s", ruleset)
    assert (a["allowed"], a["reason"]) == (True, "allowed")
    assert len(a["broken_readings"]) == 2


# 1111m 23m 456p 789s 5z: 111m + 123m + 456p + 789s, waiting on 5z alone (tanki). The player
# already holds four 1m and draws 9p.
HELD_FOUR = "111123m456p789s5z"


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_drawn_tile_only_no_kan_of_a_tile_already_held(ruleset: str) -> None:
    # Tenhou / Mahjong Soul (and every preset): the kan must use the tile just drawn
    a = kan(HELD_FOUR, "9p", "1m", ruleset)
    assert (a["allowed"], a["reason"]) == (False, "not_drawn_tile")


def test_tenhou_allows_a_drawn_tile_kan_that_breaks_readings() -> None:
    # 111222333m 456p 7z waits on 7z; drawing the fourth 1m, 222333m 456p 7z still waits on 7z,
    # but 111222333m could also be three 123m runs: Tenhou and Mahjong Soul (waits only)
    # allow it, EMA 2016 (§3.3.14's own example) and Galaxy do not
    for ruleset, allowed in [
        ("tenhou", True),
        ("mahjongsoul", True),
        ("ema2016", False),
        ("galaxy", False),
    ]:
        a = kan("111222333m456p7z", "1m", "1m", ruleset)
        assert a["allowed"] is allowed
        assert a["waits_before"] == a["waits_after"] == ["7z"]


def test_the_waits_after_a_kan_that_changes_them() -> None:
    # 11123m 456p 789s 55z: waits 1m, 4m (23m with 111m) and 5z (shanpon 11m/55z); after a kan
    # of the drawn 1m, 23m 456p 789s 55z waits on 1m and 4m only
    a = kan("11123m456p789s55z", "1m", "1m", "tenhou")
    assert (a["reason"], a["waits_before"], a["waits_after"], a["waits_change"]) == (
        "waits_change",
        ["1m", "4m", "5z"],
        ["1m", "4m"],
        True,
    )


@pytest.mark.parametrize(
    ("ruleset", "consequence", "points", "applied", "source"),
    [
        ("ema2016", "chombo", 20000, "after_uma", "EMA16 §3.4.6(c)"),
        ("ema2012", "chombo", 8000, "at_table", "EMA12 §3.4.6"),  # reverse mangan
        ("galaxy", "chombo", 8000, "at_table", "EMA12 §3.4.6"),  # not stated: EMA 2012's
        ("rrc", "chombo", 40000, "after_uma", "RRC BR §Риичи, §Чомбо"),  # 2 x 20,000 uma step
        ("wrc", "referee_discretion", None, "none", "WRC25"),  # unknown: text not read
    ],
)
def test_what_an_illegal_kan_costs(
    ruleset: str, consequence: str, points: int | None, applied: str, source: str
) -> None:
    (entry,) = kan(RUNS, "3s", "3s", ruleset)["cost"]["penalties"]
    assert (entry["id"], entry["consequence"], entry["points"], entry["applied"]) == (
        "illegal_kan_after_riichi",
        consequence,
        points,
        applied,
    )
    assert entry["source"] == source


def test_online_rulesets_prevent_it() -> None:
    cost = kan(RUNS, "3s", "3s", "tenhou")["cost"]
    assert (cost["applicable"], cost["not_applicable_reason"]) == (False, "online_software")


def test_not_four_tiles_gives_no_waits_after() -> None:
    a = kan("123m456p789s333s5z", "9m", "3s", "ema")
    assert (a["reason"], a["waits_after"], a["broken_readings"]) == ("not_four_tiles", None, [])
