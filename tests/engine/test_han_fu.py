"""Which han and fu a winning hand can have (`engine.han_fu`), the `possible_fu` command, and
`settle` refusing every value the engine says no hand can have.

The facts, from shared/rules/rulesets.md matrix C (the common core of every ruleset) and
rrc.md row 15:
- base 20; a closed ron +10; +2 for tsumo except with pinfu (pinfu tsumo is 20 flat); an open
  hand that would total 20 gets +2; rounded up to tens; seven pairs a flat 25;
- pinfu 1 han (closed only), menzen tsumo 1 han (a closed hand's tsumo), seven pairs 2 han
  (closed only) (matrix B);
- the 2-han rule: EMA 2012 every winner, Galaxy the dealer (correction 2, a chosen reading,
  marked assumed), from 5 honba: 2 han without counting dora.
So 20 fu is only a closed tsumo with pinfu, 1 + 1 = 2 han at the least; 25 fu is only seven
pairs, 2 han, and by tsumo 2 + 1 (menzen tsumo) = 3 han; any other hand has 30 fu or more
(a closed ron 30 + ..., an open hand 20 + 2 rounded to 30, a closed tsumo without pinfu
20 + 2 rounded to 30).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api
from engine.han_fu import FU_STEPS, fu_refusal, han_refusal, possible_fu
from engine.ids import SettleProblem
from engine.rulesets import PRESETS, find_ruleset
from tests.engine.hands import HandGenerator

ABOVE_25 = (30, 40, 50, 60, 70, 80, 90, 100, 110)


def _settle(
    outcome: dict[str, Any],
    *,
    ruleset: Any = "ema",
    riichi: list[int] | None = None,
    honba: int = 0,
    dealer: int = 0,
    scores: list[int] | None = None,
) -> dict[str, Any]:
    return dict(
        api.settle(
            {
                "ruleset": ruleset,
                "scores": scores or [25000] * 4,
                "dealer": dealer,
                "honba": honba,
                "riichi": riichi or [],
                "outcome": outcome,
            }
        )
    )


def _ron(seat: int, han: int, fu: int, discarder: int = 0, **more: Any) -> dict[str, Any]:
    return {
        "type": "ron",
        "discarder": discarder,
        "winners": [{"seat": seat, "han": han, "fu": fu, **more}],
    }


def _tsumo(seat: int, han: int, fu: int, **more: Any) -> dict[str, Any]:
    return {"type": "tsumo", "winner": seat, "han": han, "fu": fu, **more}


def _refusal(answer: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    assert answer["ok"] is False, answer
    return answer["error"]["code"], answer["error"].get("details", {})


# --- which fu a hand of so many han can have -------------------------------------------------


@pytest.mark.parametrize("ruleset_id", sorted(PRESETS))
@pytest.mark.parametrize(
    ("han", "tsumo", "expected"),
    [
        # a ron: never 20 (closed ron 30 at the least, open 20 + 2 -> 30); 25 needs seven
        # pairs, 2 han
        (1, False, ABOVE_25),
        (2, False, (25, *ABOVE_25)),
        (3, False, (25, *ABOVE_25)),
        # a tsumo: 20 is pinfu + menzen tsumo (2 han); 25 is seven pairs + menzen tsumo (3 han)
        (1, True, ABOVE_25),
        (2, True, (20, *ABOVE_25)),
        (3, True, (20, 25, *ABOVE_25)),
        (4, True, (20, 25, *ABOVE_25)),
    ],
)
def test_possible_fu_follow_the_fu_rules_in_every_preset(
    ruleset_id: str, han: int, tsumo: bool, expected: tuple[int, ...]
) -> None:
    # no preset differs here: every one has pinfu tsumo 20 flat and seven pairs 25 flat
    # (matrix C 1 and 5; Galaxy: "no tsumo fu on rinshan (nor on pinfu)"; RRC row 15)
    assert possible_fu(find_ruleset(ruleset_id), han, tsumo=tsumo) == expected


@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "problem", "min_han"),
    [
        (3, 20, False, SettleProblem.TWENTY_FU_ON_RON, None),  # a ron has 30 fu at the least
        (6, 20, False, SettleProblem.TWENTY_FU_ON_RON, None),  # at any han
        (1, 20, True, SettleProblem.TWENTY_FU_BELOW_MIN_HAN, 2),  # pinfu 1 + menzen tsumo 1
        (1, 25, False, SettleProblem.TWENTY_FIVE_FU_BELOW_MIN_HAN, 2),  # seven pairs is 2 han
        (2, 25, True, SettleProblem.TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN, 3),  # + menzen tsumo
        (2, 15, False, SettleProblem.FU_NOT_A_STEP, None),  # below the base of 20
        (2, 35, True, SettleProblem.FU_NOT_A_STEP, None),  # not rounded up to tens
        (2, 0, True, SettleProblem.FU_NOT_A_STEP, None),
    ],
)
def test_fu_refusal_names_the_rule_and_the_least_han(
    han: int, fu: int, tsumo: bool, problem: SettleProblem, min_han: int | None
) -> None:
    why = fu_refusal(find_ruleset("ema"), han, fu, tsumo=tsumo)
    assert why is not None
    assert why.problem is problem
    assert why.details.get("min_han") == min_han
    assert why.details["fu"] == fu


@pytest.mark.parametrize(
    ("han", "fu", "tsumo"),
    [
        (2, 20, True),
        (2, 25, False),
        (3, 25, True),
        (1, 30, False),
        (1, 30, True),
        (1, 110, False),
        (4, 120, False),
    ],
)
def test_values_a_hand_can_have_are_not_refused(han: int, fu: int, tsumo: bool) -> None:
    # 2-20 tsumo: pinfu tsumo; 2-25 ron and 3-25 tsumo: seven pairs; 1-30: riichi alone, ron
    # (closed ron 30) or tsumo (riichi + tsumo is 2 han, but an open 1-han tsumo is 22 -> 30);
    # 120 fu is past the score tables but not refused (three closed terminal kans and more)
    assert fu_refusal(find_ruleset("ema"), han, fu, tsumo=tsumo) is None


@pytest.mark.parametrize(
    ("ruleset_id", "honba", "dealer", "refused", "assumed"),
    [
        ("ema2012", 5, False, True, []),  # every winner from 5 honba (EMA 2012, primary facts)
        ("ema2012", 4, True, False, []),  # 4 honba: not yet
        ("galaxy", 5, True, True, ["ryanhan_shibari"]),  # the dealer, "five or more" (chosen)
        ("galaxy", 7, True, True, ["ryanhan_shibari"]),
        ("galaxy", 5, False, False, []),  # Galaxy: non-dealers keep the 1-han minimum
        ("ema", 9, True, False, []),  # EMA 2025 has no 2-han rule
        ("tenhou", 9, True, False, []),
    ],
)
def test_one_han_under_the_two_han_rule_is_refused_where_the_ruleset_has_it(
    ruleset_id: str, honba: int, dealer: bool, refused: bool, assumed: list[str]
) -> None:
    why = han_refusal(find_ruleset(ruleset_id), 1, honba=honba, dealer=dealer)
    if not refused:
        assert why is None
        return
    assert why is not None and why.problem is SettleProblem.TWO_HAN_RULE
    assert why.details["min_han"] == 2 and why.details["honba"] == honba
    assert why.details["assumed"] == assumed
    # 2 han pass: the han may hold 2 han of yaku (only `score` can tell from the tiles)
    assert han_refusal(find_ruleset(ruleset_id), 2, honba=honba, dealer=dealer) is None


# --- the possible_fu command -------------------------------------------------------------------


def test_possible_fu_answers_every_step_either_possible_or_refused_with_why() -> None:
    answer = api.possible_fu({"ruleset": "galaxy", "han": 1, "win": "tsumo"})
    assert answer["ok"] is True
    assert answer["ruleset"] == "galaxy" and answer["han"] == 1 and answer["win"] == "tsumo"
    assert answer["fu"] == list(ABOVE_25)
    # 1 han: no pinfu tsumo (2 han) and no seven pairs by tsumo (3 han)
    assert answer["refused"] == [
        {"fu": 20, "problem": "twenty_fu_below_min_han", "han": 1, "min_han": 2},
        {"fu": 25, "problem": "twenty_five_fu_tsumo_below_min_han", "han": 1, "min_han": 3},
    ]
    assert api.run("possible_fu", {"han": 2})["fu"] == [25, *ABOVE_25]  # ron by default


@pytest.mark.parametrize(
    ("request_obj", "field"),
    [({"han": 0}, "han"), ({"han": "2"}, "han"), ({}, "han"), ({"han": 2, "win": "x"}, "win")],
)
def test_possible_fu_refuses_a_bad_request_naming_the_field(
    request_obj: dict[str, Any], field: str
) -> None:
    answer = api.possible_fu(request_obj)
    assert answer["ok"] is False
    assert answer["error"]["code"] == "invalid_request"
    assert answer["error"]["details"]["field"] == field


def test_possible_fu_names_an_unknown_ruleset() -> None:
    answer = api.possible_fu({"ruleset": "nope", "han": 2})
    assert answer["ok"] is False and answer["error"]["code"] == "unknown_ruleset"


# --- settle refuses what no hand can have ------------------------------------------------------


def test_a_one_han_twenty_fu_ron_is_no_longer_paid() -> None:
    # it used to pay 20 x 2^3 = 160 basic -> 700: no hand is 1 han 20 fu won by ron
    code, details = _refusal(_settle(_ron(1, 1, 20)))
    assert code == "invalid_settlement"
    assert details == {"problem": "twenty_fu_on_ron", "seat": 1, "fu": 20}


@pytest.mark.parametrize(
    ("outcome", "problem", "min_han"),
    [
        (_tsumo(2, 1, 20), "twenty_fu_below_min_han", 2),  # pinfu + menzen tsumo
        (_ron(2, 1, 25), "twenty_five_fu_below_min_han", 2),  # seven pairs
        (_tsumo(2, 2, 25), "twenty_five_fu_tsumo_below_min_han", 3),  # + menzen tsumo
    ],
)
def test_settle_refuses_too_few_han_for_the_fu(
    outcome: dict[str, Any], problem: str, min_han: int
) -> None:
    code, details = _refusal(_settle(outcome))
    assert code == "invalid_settlement"
    assert details["problem"] == problem and details["min_han"] == min_han
    assert details["seat"] == 2


def test_a_limit_hand_may_come_without_fu_but_not_with_impossible_fu() -> None:
    # from 5 han fu change nothing: 6 han without fu is a haneman, 3,000 basic, 12,000 ron
    answer = _settle(_ron(1, 6, 0))
    assert answer["ok"], answer
    assert answer["winners"][0]["hand_points"] == 12000
    # ... but 20 fu on a ron is no hand at any han
    assert _refusal(_settle(_ron(1, 6, 20)))[1]["problem"] == "twenty_fu_on_ron"


def test_the_two_han_rule_refuses_one_han_per_ruleset() -> None:
    # seat 0 deals, 5 honba, seat 0 rons 1 han 30 fu from seat 2
    outcome = _ron(0, 1, 30, discarder=2)
    # EMA 2025: no 2-han rule: paid (1-30 dealer ron 1,500, + 5 x 300 honba)
    assert _settle(outcome, ruleset="ema", honba=5)["winners"][0]["total"] == 1500 + 1500
    code, details = _refusal(_settle(outcome, ruleset="ema2012", honba=5))
    assert code == "not_enough_han"
    assert details == {
        "problem": "two_han_rule",
        "seat": 0,
        "han": 1,
        "min_han": 2,
        "honba": 5,
        "rule": "ryanhan_shibari",
        "assumed": [],
    }
    # Galaxy: the dealer only, and its reading of the rule is assumed (correction 2)
    code, details = _refusal(_settle(outcome, ruleset="galaxy", honba=5))
    assert details["problem"] == "two_han_rule" and details["assumed"] == ["ryanhan_shibari"]
    non_dealer = _ron(1, 1, 30, discarder=2)
    assert _settle(non_dealer, ruleset="galaxy", honba=5)["ok"]
    # a yakuman needs no han counted
    assert _settle(_ron(0, 0, 0, discarder=2, yakuman=1), ruleset="ema2012", honba=5)["ok"]


# --- settle refuses results that cannot be, each by its id ------------------------------------


def test_a_discarder_who_also_wins_is_refused_naming_the_seat() -> None:
    code, details = _refusal(_settle(_ron(2, 2, 30, discarder=2)))
    assert code == "invalid_settlement"
    assert details == {"problem": "discarder_wins", "discarder": 2, "seat": 2}


def test_a_seat_chosen_twice_among_the_winners_is_refused() -> None:
    outcome = {
        "type": "ron",
        "discarder": 0,
        "winners": [{"seat": 1, "han": 2, "fu": 30}, {"seat": 1, "han": 3, "fu": 30}],
    }
    code, details = _refusal(_settle(outcome))
    assert code == "invalid_settlement"
    assert details == {"problem": "winner_twice", "field": "winners", "seat": 1}


def test_the_seats_are_checked_before_the_values() -> None:
    # the discarder is also a winner with 20 fu on a ron: who won is said first, as the form
    # did before the engine decided it
    assert _refusal(_settle(_ron(2, 1, 20, discarder=2)))[1]["problem"] == "discarder_wins"


def test_liability_for_ones_own_win_or_without_a_yakuman_is_refused() -> None:
    code, details = _refusal(_settle(_ron(1, 0, 0, yakuman=1, pao=1)))
    assert code == "invalid_settlement"
    assert details == {"problem": "pao_own_win", "seat": 1, "pao": 1}
    code, details = _refusal(_settle(_tsumo(1, 3, 30, pao=2)))
    assert code == "invalid_settlement"
    assert details == {"problem": "pao_without_yakuman", "seat": 1, "pao": 2}


def test_liability_where_the_ruleset_has_none_is_refused() -> None:
    # a custom ruleset without pao yaku (every preset has daisangen and daisuushii)
    no_pao = {"base": "ema", "pao_yaku": []}
    code, details = _refusal(_settle(_ron(1, 0, 0, yakuman=1, pao=2), ruleset=no_pao))
    assert code == "not_allowed_by_ruleset"
    assert details == {"problem": "pao_not_in_ruleset", "seat": 1, "pao": 2, "rule": "pao_yaku"}
    # EMA 2025: no pao for suukantsu (its pao yaku are daisangen and daisuushii; WRC has it,
    # correction 18)
    code, details = _refusal(
        _settle(_ron(1, 0, 0, yakuman=1, pao=2, pao_yaku="suukantsu"), ruleset="ema")
    )
    assert code == "not_allowed_by_ruleset"
    assert details["problem"] == "pao_yaku_not_in_ruleset" and details["yaku"] == "suukantsu"
    assert details["allowed"] == ["daisangen", "daisuushii"]


def test_four_riichi_needs_all_four_seats_in_riichi() -> None:
    # Tenhou has the four-riichi abortive draw (matrix A3); three riichi are not four
    abortive = {"type": "abortive", "reason": "four_riichi"}
    code, details = _refusal(_settle(abortive, ruleset="tenhou", riichi=[0, 1, 2]))
    assert code == "invalid_settlement"
    assert details == {"problem": "four_riichi_not_all", "field": "riichi", "seats": [0, 1, 2]}
    assert _settle(abortive, ruleset="tenhou", riichi=[0, 1, 2, 3])["ok"]


def test_an_abortive_draw_or_nagashi_the_ruleset_lacks_is_refused() -> None:
    # EMA 2025: no abortive draws, no nagashi mangan (both assumed none, matrix A3)
    code, details = _refusal(_settle({"type": "abortive", "reason": "four_winds"}))
    assert code == "not_allowed_by_ruleset"
    assert details == {
        "problem": "abortive_not_in_ruleset",
        "reason": "four_winds",
        "allowed": [],
        "rule": "abortive_draws",
    }
    code, details = _refusal(_settle({"type": "draw", "tenpai": [], "nagashi": [3]}))
    assert details["problem"] == "nagashi_not_in_ruleset" and details["seats"] == [3]


def test_riichi_below_1000_points_is_refused_where_the_ruleset_needs_1000() -> None:
    # Tenhou and Mahjong Soul need 1,000 points to declare riichi (matrix A4); EMA 2025 does
    # not (one secondary source: assumed), nor does RRC
    scores = [49500, 500, 25000, 25000]
    outcome = _ron(2, 2, 30, discarder=3)
    for ruleset in ("tenhou", "mahjongsoul"):
        code, details = _refusal(_settle(outcome, ruleset=ruleset, riichi=[1], scores=scores))
        assert code == "not_allowed_by_ruleset"
        assert details == {
            "problem": "riichi_below_1000",
            "seats": [1],
            "seat": 1,
            "rule": "riichi_needs_1000",
            "assumed": [],
        }
    for ruleset in ("ema", "rrc"):
        assert _settle(outcome, ruleset=ruleset, riichi=[1], scores=scores)["ok"]


# --- properties ------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(
    ruleset_id=st.sampled_from(sorted(PRESETS)),
    han=st.integers(1, 14),
    fu=st.sampled_from([0, 10, 15, 20, 22, 25, 30, 35, 40, 70, 110, 120, 140]),
    tsumo=st.booleans(),
    seat=st.integers(0, 3),
    dealer=st.integers(0, 3),
    honba=st.integers(0, 7),
)
def test_settle_pays_exactly_the_values_the_engine_says_can_be(
    *, ruleset_id: str, han: int, fu: int, tsumo: bool, seat: int, dealer: int, honba: int
) -> None:
    ruleset = find_ruleset(ruleset_id)
    outcome = _tsumo(seat, han, fu) if tsumo else _ron(seat, han, fu, discarder=(seat + 1) % 4)
    answer = _settle(outcome, ruleset=ruleset_id, honba=honba, dealer=dealer)
    why = han_refusal(ruleset, han, honba=honba, dealer=seat == dealer)
    if why is None and not (han >= 5 and fu == 0):  # a limit hand may come without fu
        why = fu_refusal(ruleset, han, fu, tsumo=tsumo)
    if why is None:
        assert answer["ok"], answer
    else:
        assert answer["ok"] is False
        assert answer["error"]["details"]["problem"] == str(why.problem)


@settings(max_examples=200, deadline=None)
@given(
    ruleset_id=st.sampled_from(sorted(PRESETS)),
    han=st.integers(1, 13),
    tsumo=st.booleans(),
    honba=st.integers(0, 7),
)
def test_every_fu_listed_as_possible_is_settled(
    *, ruleset_id: str, han: int, tsumo: bool, honba: int
) -> None:
    answer = api.possible_fu(
        {"ruleset": ruleset_id, "han": han, "win": "tsumo" if tsumo else "ron"}
    )
    assert answer["ok"]
    assert sorted([*answer["fu"], *(r["fu"] for r in answer["refused"])]) == sorted(FU_STEPS)
    # a non-dealer winner (seat 1; seat 0 deals): no 2-han rule at Galaxy, EMA 2012's at 5+
    two_han = han_refusal(find_ruleset(ruleset_id), han, honba=honba, dealer=False)
    for fu in answer["fu"]:
        outcome = _tsumo(1, han, fu) if tsumo else _ron(1, han, fu, discarder=2)
        settled = _settle(outcome, ruleset=ruleset_id, honba=honba)
        assert settled["ok"] is (two_han is None), (fu, settled)
    for r in answer["refused"]:
        outcome = _tsumo(1, han, r["fu"]) if tsumo else _ron(1, han, r["fu"], discarder=2)
        settled = _settle(outcome, ruleset=ruleset_id, honba=honba)
        assert settled["ok"] is False
        expected = str(two_han.problem) if two_han is not None else r["problem"]
        assert settled["error"]["details"]["problem"] == expected


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    ruleset_id=st.sampled_from(["tenhou", "mahjongsoul", "galaxy", "rrc", "ema2012"]),
)
def test_every_hand_the_engine_scores_has_a_value_it_says_can_be(
    seed: int, ruleset_id: str
) -> None:
    # the other side of the same facts: the fu and han `score` gives a real hand are never
    # refused (rulesets with red fives: the generated hands may hold them)
    hand = HandGenerator(seed).hand()
    request = hand.to_request(ruleset_id)
    answer = api.score(request)
    if not answer.get("ok") or answer.get("yakuman"):
        return
    ruleset = find_ruleset(ruleset_id)
    tsumo = request.get("win") == "tsumo"
    assert fu_refusal(ruleset, answer["han"], answer["fu"], tsumo=tsumo) is None, answer
    # `score` holds the 2-han rule itself (2 han of yaku), so the total passes it too
    dealer = request.get("seat_wind") == "E"
    honba = int(request.get("honba", 0))
    assert han_refusal(ruleset, answer["han"], honba=honba, dealer=dealer) is None, answer
    if answer["han"] < 5:
        assert answer["fu"] in possible_fu(ruleset, answer["han"], tsumo=tsumo) or (
            answer["fu"] > max(FU_STEPS)
        )
