"""Robbing a closed kan (`"chankan_closed_kan": true`): thirteen orphans only, where the ruleset
allows it (`rob_closed_kan_kokushi`).

Rule facts (shared/rules/rulesets.md, row "Robbing a concealed kan"; rrc.md row 30): EMA 2016
(and so EMA 2025, EMA 2012 and Galaxy, which fill the gap from it) and RRC allow it for
kokushi only; Mahjong Soul allows it for kokushi; WRC 2025 (⚠️ probable) and Tenhou do not
allow it at all. Chankan on a closed kan counts as a ron (a chankan win): kokushi is a
yakuman, so chankan's 1 han does not show.

Points worked by hand: a single yakuman has basic points 8,000; a non-dealer's ron is
4 x 8,000 = 32,000 and a dealer's 6 x 8,000 = 48,000.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.cli import main
from engine.errors import EngineError
from engine.hand import Situation
from engine.ids import ErrorCode

#: Thirteen orphans waiting on 1m alone: 9m 1p9p 1s9s 1z..7z with 7z paired (12 kinds held,
#: 1m missing). Robbing a closed kan of 1m: the kan holds all four 1m, the hand none before.
KOKUSHI_SINGLE: dict[str, Any] = {"hand": "19m19p19s12345677z", "win_tile": "1m"}
#: The brief's hand: thirteen different orphans held, winning on 1m (a 13-sided wait).
KOKUSHI_13_SIDED: dict[str, Any] = {"hand": "119m19p19s1234567z", "win_tile": "1m"}

ROB = {"win": "ron", "chankan": True, "chankan_closed_kan": True}


def score(ruleset: Any, hand: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return api.run("score", {"ruleset": ruleset, **hand, **fields})


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "ema2012", "galaxy", "mahjongsoul", "rrc"])
@pytest.mark.parametrize(("seat", "total"), [("S", 32_000), ("E", 48_000)])
def test_kokushi_robs_a_closed_kan_where_the_ruleset_allows_it(
    ruleset: str, seat: str, total: int
) -> None:
    # single yakuman: non-dealer ron 4 x 8,000 = 32,000; dealer ron 6 x 8,000 = 48,000
    answer = score(ruleset, KOKUSHI_SINGLE, seat_wind=seat, **ROB)
    assert answer["ok"] is True, answer
    assert answer["yaku"] == [{"id": "kokushi", "yakuman": 1}]  # chankan's 1 han does not show
    assert (answer["yakuman"], answer["limit"], answer["basic_points"]) == (1, "yakuman", 8000)
    assert answer["payments"] == {"discarder": total}
    assert answer["total"] == total


def test_the_answer_is_that_of_a_chankan_win() -> None:
    # the flag adds a check, not points: the same answer as robbing an added kan
    plain = score("ema", KOKUSHI_SINGLE, seat_wind="W", win="ron", chankan=True)
    closed = score("ema", KOKUSHI_SINGLE, seat_wind="W", **ROB)
    assert closed == plain


@pytest.mark.parametrize(
    "ruleset", ["wrc", "tenhou", {"base": "ema", "rob_closed_kan_kokushi": False}]
)
def test_refused_where_the_ruleset_forbids_robbing_a_closed_kan(ruleset: Any) -> None:
    # WRC 2025 (⚠️ probable: not even kokushi) and Tenhou: no robbing a closed kan at all
    answer = score(ruleset, KOKUSHI_SINGLE, seat_wind="S", **ROB)
    assert answer["ok"] is False
    error = answer["error"]
    assert error["code"] == "not_allowed_by_ruleset"
    assert error["details"]["rule"] == "rob_closed_kan_kokushi"
    assert error["details"]["value"] is False
    assert error["details"]["field"] == "chankan_closed_kan"
    assert error["details"]["conflict"] == "closed_kan_robbery_not_in_ruleset"


def test_the_briefs_wrc_example_is_refused_and_ordinary_chankan_still_scores() -> None:
    answer = score("wrc", KOKUSHI_13_SIDED, **ROB)
    assert answer["error"]["code"] == "not_allowed_by_ruleset"
    # robbing an added kan is still a win under WRC: dealer (seat E by default) single-wait
    # kokushi ron, 6 x 8,000 = 48,000
    ordinary = score("wrc", KOKUSHI_SINGLE, win="ron", chankan=True)
    assert ordinary["ok"] is True and ordinary["total"] == 48_000
    # but not with the 13-sided wait: the hand holds a 1m and the added kan the other three
    held = score("wrc", KOKUSHI_13_SIDED, win="ron", chankan=True)
    assert held["error"]["details"]["conflict"] == "chankan_tile_held"


def test_a_custom_ruleset_can_allow_it_where_the_preset_does_not() -> None:
    answer = score(
        {"base": "wrc", "rob_closed_kan_kokushi": True}, KOKUSHI_SINGLE, seat_wind="N", **ROB
    )
    assert answer["ok"] is True and answer["total"] == 32_000


def test_the_ruleset_refusal_comes_before_the_tiles() -> None:
    # where nobody may rob a closed kan, the hand's tiles do not matter
    answer = score("tenhou", {"hand": "123m456p789s11222z", "win_tile": "3m"}, **ROB)
    assert answer["error"]["code"] == "not_allowed_by_ruleset"


@pytest.mark.parametrize(
    "hand",
    [
        {"hand": "123m456p789s11222z", "win_tile": "3m"},  # four sets and a pair
        {"hand": "1133m5577p2299s11z", "win_tile": "3m"},  # seven pairs
        {"hand": "123m456p789s11z", "win_tile": "3m", "melds": ["pon:222z"]},  # a call
    ],
)
def test_only_thirteen_orphans_may_rob_a_closed_kan(hand: dict[str, Any]) -> None:
    answer = score("ema", hand, seat_wind="S", **ROB)
    assert answer["ok"] is False
    assert answer["error"]["code"] == "conflicting_situation"
    assert answer["error"]["details"]["conflict"] == "closed_kan_robbed_without_kokushi"
    # the same hand robbing an added kan scores (chankan is a yaku), except seven pairs: its
    # wait is always a pair wait, so the hand already holds a copy the kan would need
    ordinary = score("ema", hand, seat_wind="S", win="ron", chankan=True)
    if hand["hand"].startswith("1133m"):
        assert ordinary["error"]["details"]["conflict"] == "chankan_tile_held"
    else:
        assert ordinary["ok"] is True


def test_a_thirteen_sided_wait_cannot_rob_a_closed_kan() -> None:
    # the hand already holds a 1m, and the closed kan holds all four: a fifth 1m
    answer = score("ema", KOKUSHI_13_SIDED, seat_wind="S", **ROB)
    assert answer["error"]["code"] == "conflicting_situation"
    assert answer["error"]["details"]["conflict"] == "closed_kan_robbed_tile_held"


def test_a_hand_that_does_not_win_says_so() -> None:
    answer = score("ema", {"hand": "12m19p19s12345677z", "win_tile": "1m"}, **ROB)
    assert answer["error"]["code"] == "not_a_winning_hand"


def test_the_flag_needs_chankan() -> None:
    answer = score("ema", KOKUSHI_SINGLE, seat_wind="S", win="ron", chankan_closed_kan=True)
    assert answer["error"]["code"] == "conflicting_situation"
    assert answer["error"]["details"]["conflict"] == "closed_kan_robbery_without_chankan"
    # a tsumo with both flags is refused for chankan first (chankan is a ron)
    both = score("ema", KOKUSHI_SINGLE, win="tsumo", chankan=True, chankan_closed_kan=True)
    assert both["error"]["details"]["conflict"] == "chankan_on_tsumo"


def test_the_flag_is_a_boolean_and_absent_means_false() -> None:
    assert Situation.from_request({}).chankan_closed_kan is False
    assert Situation.from_request({"chankan_closed_kan": None}).chankan_closed_kan is False
    assert Situation.from_request({"chankan_closed_kan": True}).chankan_closed_kan is True
    with pytest.raises(EngineError) as info:
        Situation.from_request({"chankan_closed_kan": 1})
    assert info.value.code is ErrorCode.INVALID_REQUEST
    assert info.value.details["field"] == "chankan_closed_kan"


def test_compare_honours_each_rulesets_rule() -> None:
    answer = api.run("compare", {**KOKUSHI_SINGLE, "seat_wind": "S", **ROB})
    by_id = {r["ruleset"]: r["answer"] for r in answer["results"]}
    for allowed in ("ema", "ema2016", "ema2012", "galaxy", "mahjongsoul", "rrc"):
        assert by_id[allowed]["total"] == 32_000, allowed
    for refused in ("wrc", "tenhou"):
        assert by_id[refused]["error"]["code"] == "not_allowed_by_ruleset", refused


def test_waits_with_values_score_the_ron_as_a_closed_kan_robbery() -> None:
    # 9m 1p9p 1s9s 1z..7z 7z waits on 1m; with the flag the ron is the robbery (32,000 for a
    # non-dealer); a tsumo robs nothing, so it is a plain kokushi tsumo: the dealer pays
    # 2 x 8,000 = 16,000 and each other non-dealer 8,000.
    request = {"ruleset": "ema", "hand": "9m19p19s12345677z", "seat_wind": "S", "with_values": True}
    values = api.run("waits", {**request, **ROB})["values"]
    assert [v["tile"] for v in values] == ["1m"]
    assert values[0]["ron"]["total"] == 32_000
    assert values[0]["tsumo"]["payments"] == {"dealer": 16_000, "non_dealer": 8_000}
    refused = api.run("waits", {**request, **ROB, "ruleset": "wrc"})["values"][0]["ron"]
    assert refused["error"]["code"] == "not_allowed_by_ruleset"
    # without the flag the waits answer does not mention it and is unchanged by it
    plain = api.run("waits", {**request, "win": "ron", "chankan": True})
    assert plain["values"][0]["ron"]["total"] == 32_000


def test_waits_with_values_of_an_ordinary_hand_refuse_the_robbery() -> None:
    request = {"ruleset": "ema", "hand": "23m456p789s11222z", "with_values": True, **ROB}
    ron = api.run("waits", request)["values"][0]["ron"]
    assert ron["error"]["details"]["conflict"] == "closed_kan_robbed_without_kokushi"


def test_the_command_line_takes_the_flag(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(
        [
            "score",
            "19m19p19s12345677z",
            "--win",
            "1m",
            "--seat",
            "S",
            "--chankan",
            "--chankan-closed-kan",
            "--ruleset",
            "wrc",
            "--json",
        ]
    )
    out = capsys.readouterr().out
    assert status == 1 and "not_allowed_by_ruleset" in out
