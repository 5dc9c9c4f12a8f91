"""`settle`: one hand at the table, per preset (rulesets.md A1, A3, A4; rrc.md §1; README corrections).

Every expected number is worked out by hand in the comment beside it from the payment formula
(rulesets.md §D): basic = fu x 2^(han+2); ron pays 4 x basic (dealer 6 x), rounded up to 100;
a tsumo collects basic from each non-dealer and 2 x basic from the dealer (dealer tsumo: 2 x basic
from each), each rounded up to 100; a counter is 300 on a ron, 100 from each payer on a tsumo.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS

ALL = ["ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"]


def settle(
    ruleset: Any,
    outcome: dict[str, Any],
    *,
    scores: tuple[int, ...] = (25000, 25000, 25000, 25000),
    dealer: int = 0,
    wind: str = "E",
    honba: int = 0,
    sticks: int = 0,
    riichi: tuple[int, ...] = (),
    **extra: Any,
) -> dict[str, Any]:
    request = {
        "ruleset": ruleset,
        "scores": list(scores),
        "dealer": dealer,
        "round_wind": wind,
        "honba": honba,
        "riichi_sticks": sticks,
        "riichi": list(riichi),
        "outcome": outcome,
        **extra,
    }
    answer = api.settle(request)
    assert answer["ok"], answer
    # conservation: the deltas add up to minus the change in sticks on the table
    assert sum(answer["deltas"]) == -(answer["next"]["riichi_sticks"] - sticks) * 1000
    return answer


def error(ruleset: Any, outcome: dict[str, Any], **kw: Any) -> dict[str, Any]:
    request = {
        "ruleset": ruleset,
        "scores": [25000] * 4,
        "dealer": 0,
        "round_wind": "E",
        "outcome": outcome,
        **kw,
    }
    answer = api.settle(request)
    assert not answer["ok"], answer
    return answer["error"]


def ron(discarder: int, *winners: dict[str, Any]) -> dict[str, Any]:
    return {"type": "ron", "discarder": discarder, "winners": list(winners)}


def win(seat: int, han: int = 0, fu: int = 30, **kw: Any) -> dict[str, Any]:
    return {"seat": seat, "han": han, "fu": fu, **kw}


def assert_next(answer: dict[str, Any], **expected: Any) -> None:
    """The `next` hand has these values (other fields unchecked)."""
    got = {key: answer["next"][key] for key in expected}
    assert got == expected


def transfers(answer: dict[str, Any], reason: str) -> list[tuple[Any, Any, int]]:
    return [(t["from"], t["to"], t["points"]) for t in answer["transfers"] if t["reason"] == reason]


# --- single ron, counters, sticks -----------------------------------------------------------


@pytest.mark.parametrize("ruleset", ALL)
def test_single_ron_with_counters_and_sticks(ruleset: str) -> None:
    # 2 han 30 fu non-dealer ron: basic 30 x 16 = 480, x4 = 1,920 -> 2,000 (table D.8).
    # 2 counters: +600 from the discarder. Sticks: 1 from before + seat 1's riichi = 2,000.
    a = settle(ruleset, ron(3, win(1, 2, 30)), honba=2, sticks=1, riichi=(1,))
    assert transfers(a, "ron") == [(3, 1, 2000)]
    assert transfers(a, "honba") == [(3, 1, 600)]
    assert transfers(a, "riichi_stick") == [(1, None, 1000)]
    assert transfers(a, "riichi_sticks_collected") == [(None, 1, 2000)]
    # seat 1: +2,000 +600 +2,000 -1,000 (own stick) = +3,600; seat 3: -2,600
    assert a["deltas"] == [0, 3600, 0, -2600]
    assert a["scores"] == [25000, 28600, 25000, 22400]
    # a non-dealer won: the deal passes, counters are cleared, the table is empty
    assert_next(a, dealer=1, round_wind="E", honba=0, riichi_sticks=0, game_over=False, round=2)


@pytest.mark.parametrize(
    ("ruleset", "expected"),
    [("ema2016", 11600), ("ema", 12000), ("wrc", 12000), ("tenhou", 11600), ("rrc", 11600)],
)
def test_dealer_ron_4_han_30_fu_kiriage(ruleset: str, expected: int) -> None:
    # basic 30 x 64 = 1,920; dealer ron 6 x 1,920 = 11,520 -> 11,600; kiriage (EMA 2025, WRC)
    # pays 1,920 as a mangan: 12,000 (matrix A2, D.8). The dealer keeps the deal, +1 counter.
    a = settle(ruleset, ron(2, win(0, 4, 30)), honba=1)
    assert transfers(a, "ron") == [(2, 0, expected)]
    assert a["next"]["dealer"] == 0
    assert a["next"]["honba"] == 2
    assert a["renchan"] is True


# --- multiple ron (A3; corrections 7, 8) --------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "ema2012", "galaxy", "rrc"])
def test_double_ron_each_winner_paid_own_stick_back_rest_to_nearest(ruleset: str) -> None:
    # Discarder 0; winners 2 (1 han 30 fu: 1,000) and 3 (3 han 30 fu: 30 x 32 = 960 x 4 = 3,840
    # -> 3,900). Both get the counter (300). Seat 3 declared riichi: its own stick back; the two
    # sticks from before go to seat 2, the first winner after the discarder in turn order.
    a = settle(ruleset, ron(0, win(3, 3, 30), win(2, 1, 30)), honba=1, sticks=2, riichi=(3,))
    assert transfers(a, "ron") == [(0, 2, 1000), (0, 3, 3900)]
    assert transfers(a, "honba") == [(0, 2, 300), (0, 3, 300)]
    assert transfers(a, "riichi_stick_returned") == [(None, 3, 1000)]
    assert transfers(a, "riichi_sticks_collected") == [(None, 2, 2000)]
    # seat 2: 1,000 + 300 + 2,000 = 3,300; seat 3: 3,900 + 300 + 1,000 - 1,000 = 4,200
    assert a["deltas"] == [-5500, 0, 3300, 4200]


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_double_ron_counters_and_all_sticks_to_nearest_winner(ruleset: str) -> None:
    # Correction 8: all counters and all sticks (seat 3's own stick too) go to seat 2.
    a = settle(ruleset, ron(0, win(3, 3, 30), win(2, 1, 30)), honba=1, sticks=2, riichi=(3,))
    assert transfers(a, "honba") == [(0, 2, 300)]
    assert transfers(a, "riichi_sticks_collected") == [(None, 2, 3000)]
    assert transfers(a, "riichi_stick_returned") == []
    # seat 2: 1,000 + 300 + 3,000 = 4,300; seat 3: 3,900 - 1,000 = 2,900; seat 0: -5,200
    assert a["deltas"] == [-5200, 0, 4300, 2900]


def test_wrc_head_bump_only_the_nearest_claimant_wins() -> None:
    # WRC atamahane: discarder 1; claimants 3 and 2; seat 2 sits first after the discarder.
    # Seat 3's riichi stick stays paid and goes to the winner with the rest.
    a = settle("wrc", ron(1, win(3, 5), win(2, 1, 30)), sticks=1, riichi=(3,))
    assert a["head_bumped"] == [3]
    assert transfers(a, "ron") == [(1, 2, 1000)]
    assert transfers(a, "riichi_sticks_collected") == [(None, 2, 2000)]
    assert a["deltas"] == [0, -1000, 3000, -1000]


def test_tenhou_triple_ron_is_an_abortive_draw() -> None:
    # Tenhou: triple ron = abortive draw, renchan, +1 counter; sticks of the hand stay.
    a = settle(
        "tenhou",
        ron(0, win(1, 1, 30), win(2, 1, 30), win(3, 1, 30)),
        dealer=0,
        honba=1,
        riichi=(2,),
    )
    assert a["abortive"] == "triple_ron"
    assert a["deltas"] == [0, 0, -1000, 0]
    assert_next(a, dealer=0, honba=2, riichi_sticks=1)


def test_tenhou_triple_ron_on_a_riichi_declaration_tile_takes_no_stick() -> None:
    # Tenhou: three rons on seat 3's riichi declaration tile. Triple ron is an abortive draw
    # (matrix A3), and a declaration tile that is ronned places no stick (A4, "Riichi discard
    # ronned": no deposit paid): nobody pays anything; dealer 0 stays, +1 counter, no stick.
    outcome = ron(3, win(0, 1, 30), win(1, 1, 30), win(2, 1, 30)) | {"riichi_discard": True}
    a = settle("tenhou", outcome, dealer=0, riichi=(3,))
    assert a["abortive"] == "triple_ron"
    assert a["deltas"] == [0, 0, 0, 0]
    assert_next(a, dealer=0, honba=1, riichi_sticks=0)


@pytest.mark.parametrize("ruleset", ["mahjongsoul", "ema", "rrc", "galaxy"])
def test_triple_ron_paid_to_all_three(ruleset: str) -> None:
    # Mahjong Soul, EMA, RRC (row 16), Galaxy (correction 7): three winners, 1,000 each.
    a = settle(ruleset, ron(0, win(1, 1, 30), win(2, 1, 30), win(3, 1, 30)), dealer=1)
    assert transfers(a, "ron") == [(0, 1, 1500), (0, 2, 1000), (0, 3, 1000)]  # dealer: 6 x 240
    assert a["next"]["dealer"] == 1  # the dealer is among the winners: renchan


def test_triple_ron_as_abortive_outcome_refused_where_not_abortive() -> None:
    e = error("mahjongsoul", {"type": "abortive", "reason": "triple_ron"})
    assert e["code"] == "not_allowed_by_ruleset"


@pytest.mark.parametrize("ruleset", ["ema", "tenhou", "rrc"])
def test_ron_on_the_riichi_declaration_tile_voids_the_declaration(ruleset: str) -> None:
    # A4 "Riichi discard ronned": the declaration is void and no stick is placed (returned).
    outcome = ron(1, win(2, 1, 30)) | {"riichi_discard": True}
    a = settle(ruleset, outcome, riichi=(1, 3))
    assert transfers(a, "riichi_stick") == [(3, None, 1000)]
    # seat 2: 1,000 + seat 3's stick; seat 1 pays only the hand
    assert a["deltas"] == [0, -1000, 2000, -1000]
    assert error(ruleset, outcome, riichi=[3])["code"] == "invalid_settlement"


# --- tsumo ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ALL)
def test_non_dealer_tsumo_with_counters(ruleset: str) -> None:
    # 3 han 30 fu: basic 960; dealer pays 1,920 -> 2,000, others 960 -> 1,000; 2 counters:
    # 200 more from each payer. Winner: 4,000 + 600 + 1 stick = 5,600.
    a = settle(ruleset, {"type": "tsumo", "winner": 2, "han": 3, "fu": 30}, honba=2, sticks=1)
    assert sorted(transfers(a, "tsumo")) == [(0, 2, 2000), (1, 2, 1000), (3, 2, 1000)]
    assert sorted(transfers(a, "honba")) == [(0, 2, 200), (1, 2, 200), (3, 2, 200)]
    assert a["deltas"] == [-2200, -1200, 5600, -1200]
    assert a["next"]["honba"] == 0
    assert a["next"]["dealer"] == 1


def test_dealer_tsumo_each_pays_twice_basic() -> None:
    # 2 han 30 fu: basic 480 x 2 = 960 -> 1,000 from each; renchan, +1 counter.
    a = settle("ema", {"type": "tsumo", "winner": 1, "han": 2, "fu": 30}, dealer=1)
    assert a["deltas"] == [-1000, 3000, -1000, -1000]
    assert a["next"]["dealer"] == 1
    assert a["next"]["honba"] == 1


def test_points_given_by_the_caller_override_han_and_fu() -> None:
    a = settle("ema", ron(1, {"seat": 2, "points": {"discarder": 5200}}))
    assert transfers(a, "ron") == [(1, 2, 5200)]
    a = settle(
        "ema", {"type": "tsumo", "winner": 2, "points": {"dealer": 2600, "non_dealer": 1300}}
    )
    assert a["deltas"] == [-2600, -1300, 5200, -1300]


# --- exhaustive draw (A3) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ([2], [-1000, -1000, 3000, -1000]),  # one tenpai: 1,000 from each noten
        ([1, 2], [-1500, 1500, 1500, -1500]),  # two: each noten pays 1,500
        ([0, 1, 3], [1000, 1000, -3000, 1000]),  # three: the noten pays 1,000 to each
        ([], [0, 0, 0, 0]),  # all noten: nothing
        ([0, 1, 2, 3], [0, 0, 0, 0]),  # all tenpai: nothing
    ],
)
@pytest.mark.parametrize("ruleset", ALL)
def test_noten_payments(ruleset: str, tenpai: list[int], deltas: list[int]) -> None:
    a = settle(ruleset, {"type": "draw", "tenpai": tenpai}, honba=1, sticks=1, riichi=())
    assert a["deltas"] == deltas
    # +1 counter after every exhaustive draw; the dealer (seat 0) stays only if tenpai
    assert a["next"]["honba"] == 2
    assert a["next"]["dealer"] == (0 if 0 in tenpai else 1)
    assert a["next"]["riichi_sticks"] == 1  # sticks stay on the table


def test_riichi_sticks_stay_on_the_table_after_a_draw() -> None:
    a = settle("ema", {"type": "draw", "tenpai": [1, 3]}, sticks=2, riichi=(1, 3))
    # sticks: 2 + 2; seats 1 and 3 pay 1,000 into the pot and receive 1,500 each
    assert a["next"]["riichi_sticks"] == 4
    assert a["deltas"] == [-1500, 500, -1500, 500]


# --- nagashi mangan (correction 3) -------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_nagashi_as_draw_payment(ruleset: str) -> None:
    # Seat 2 (non-dealer) nagashi: mangan tsumo payments 4,000 from the dealer and 2,000 from
    # each other player; no counters in it, no noten payments; +1 counter; the sticks stay;
    # the dealer (noten) passes.
    a = settle(
        ruleset, {"type": "draw", "tenpai": [1], "nagashi": [2]}, honba=3, sticks=1, riichi=(1,)
    )
    assert sorted(transfers(a, "nagashi_mangan")) == [(0, 2, 4000), (1, 2, 2000), (3, 2, 2000)]
    assert transfers(a, "noten") == []
    assert transfers(a, "honba") == []
    assert a["deltas"] == [-4000, -3000, 8000, -2000]
    assert_next(a, dealer=1, honba=4, riichi_sticks=2)


def test_nagashi_draw_payment_dealer_stays_if_tenpai() -> None:
    # Dealer's own nagashi: 4,000 from each; tenpai dealer keeps the deal.
    a = settle("tenhou", {"type": "draw", "tenpai": [0], "nagashi": [0]})
    assert a["deltas"] == [12000, -4000, -4000, -4000]
    assert a["next"]["dealer"] == 0


@pytest.mark.parametrize("ruleset", ["ema2012", "galaxy"])
def test_nagashi_as_a_win(ruleset: str) -> None:
    # A win: mangan tsumo (8,000) + counters (100 x 1 from each) + all sticks (1 + seat 1's);
    # noten payments void; the non-dealer made it: the deal passes and the counters clear.
    a = settle(
        ruleset, {"type": "draw", "tenpai": [1], "nagashi": [2]}, honba=1, sticks=1, riichi=(1,)
    )
    assert transfers(a, "noten") == []
    assert a["deltas"] == [-4100, -3100, 10300, -2100]
    assert_next(a, dealer=1, honba=0, riichi_sticks=0)


@pytest.mark.parametrize("ruleset", ["ema2012", "galaxy", "tenhou"])
def test_two_nagashi_at_once(ruleset: str) -> None:
    # Seats 1 and 3 each collect a mangan tsumo: 4,000 from the dealer (0), 2,000 from the
    # other two. Seat 1: +8,000 - 2,000 (to seat 3) = +6,000; seat 3 the same; seat 2 pays
    # 2,000 twice; the dealer 4,000 twice. As a win (EMA 2012, Galaxy) the stick on the table
    # goes to the first of them after the dealer (seat 1, chosen order); Tenhou keeps it.
    a = settle(ruleset, {"type": "draw", "tenpai": [], "nagashi": [3, 1]}, sticks=1)
    stick = 1000 if ruleset != "tenhou" else 0
    assert a["deltas"] == [-8000, 6000 + stick, -4000, 6000]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "wrc", "rrc"])
def test_nagashi_refused_where_the_ruleset_has_none(ruleset: str) -> None:
    e = error(ruleset, {"type": "draw", "tenpai": [], "nagashi": [2]})
    assert e["code"] == "not_allowed_by_ruleset"


# --- abortive draws -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("ruleset", "reason", "allowed"),
    [
        ("ema", "kyuushu", False),
        ("ema2016", "four_winds", False),
        ("wrc", "four_kans", False),
        ("rrc", "kyuushu", False),
        ("ema2012", "kyuushu", True),
        ("galaxy", "four_winds", True),
        ("tenhou", "kyuushu", True),
        ("tenhou", "triple_ron", True),
        ("mahjongsoul", "four_kans", True),
        ("mahjongsoul", "triple_ron", False),
        ("ema2012", "triple_ron", False),
    ],
)
def test_abortive_draws_per_ruleset(ruleset: str, reason: str, allowed: bool) -> None:
    outcome = {"type": "abortive", "reason": reason}
    if not allowed:
        e = error(ruleset, outcome)
        assert e["code"] == "not_allowed_by_ruleset"
        return
    a = settle(ruleset, outcome, dealer=2, honba=1, sticks=1, riichi=(3,), first_dealer=0)
    # no payments but the riichi stick; the dealer stays; +1 counter; the sticks stay
    assert a["deltas"] == [0, 0, 0, -1000]
    assert_next(a, dealer=2, honba=2, riichi_sticks=2)


def test_four_riichi_needs_four_declarations() -> None:
    e = error("tenhou", {"type": "abortive", "reason": "four_riichi"}, riichi=[0, 1, 2])
    assert e["code"] == "invalid_settlement"
    a = settle("tenhou", {"type": "abortive", "reason": "four_riichi"}, riichi=(0, 1, 2, 3))
    assert a["next"]["riichi_sticks"] == 4


# --- chombo (A5; F1, F2, F4; rrc.md row 32) ------------------------------------------------------


@pytest.mark.parametrize(
    ("ruleset", "deduction"),
    [
        ("ema", 20000),
        ("ema2016", 20000),
        ("wrc", 30000),
        ("rrc", 40000),
        ({"base": "rrc", "uma": [15000, 5000, -5000, -15000]}, 20000),
    ],
)
def test_chombo_deduction_after_uma(ruleset: Any, deduction: int) -> None:
    # EMA: 20,000 off the final result; WRC: 30 points (⚠️ probable); RRC: twice the uma step
    # (30/10: 2 x 20,000; 15/5: 2 x 10,000). Nothing changes hands at the table; the riichi
    # stick of the hand goes back; the hand is replayed: same dealer, same counters.
    a = settle(
        ruleset,
        {"type": "chombo", "offender": 2},
        dealer=1,
        honba=2,
        sticks=1,
        riichi=(3,),
        first_dealer=0,
    )
    assert a["deltas"] == [0, 0, 0, 0]
    assert a["penalties"] == [0, 0, -deduction, 0]
    assert transfers(a, "riichi_stick_returned") == [(None, 3, 1000)]
    assert a["replay"] is True
    assert_next(a, dealer=1, honba=2, riichi_sticks=1, round=2)


@pytest.mark.parametrize("ruleset", ["ema2012", "galaxy"])
def test_chombo_reverse_mangan_at_the_table(ruleset: str) -> None:
    # Non-dealer offender: 4,000 to the dealer and 2,000 to each other player.
    a = settle(ruleset, {"type": "chombo", "offender": 2}, dealer=0)
    assert a["deltas"] == [4000, 2000, -8000, 2000]
    assert a["penalties"] == [0, 0, 0, 0]
    # Dealer offender: 4,000 to each.
    a = settle(ruleset, {"type": "chombo", "offender": 0}, dealer=0)
    assert a["deltas"] == [-12000, 4000, 4000, 4000]


def test_two_offenders_at_once() -> None:
    a = settle("ema", {"type": "chombo", "offenders": [1, 3]})
    assert a["penalties"] == [0, -20000, 0, -20000]


# --- pao (A4; correction 4) ---------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "wrc", "galaxy", "rrc"])
def test_pao_ron_half_each_counters_from_the_discarder(ruleset: str) -> None:
    # Non-dealer yakuman ron: 32,000; discarder 3 and liable seat 1 pay 16,000 each;
    # the counter (300) is paid by the discarder.
    a = settle(ruleset, ron(3, {"seat": 2, "yakuman": 1, "pao": 1}), honba=1)
    assert transfers(a, "ron") == [(3, 2, 16000)]
    assert transfers(a, "pao") == [(1, 2, 16000)]
    assert transfers(a, "honba") == [(3, 2, 300)]


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_pao_ron_counters_from_the_liable_player(ruleset: str) -> None:
    a = settle(ruleset, ron(3, {"seat": 2, "yakuman": 1, "pao": 1}), honba=1)
    assert transfers(a, "honba") == [(1, 2, 300)]


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "tenhou", "rrc"])
def test_pao_tsumo_liable_pays_everything(ruleset: str) -> None:
    # Tsumo: the liable player pays the whole hand (32,000) and all counters (2 x 300).
    a = settle(ruleset, {"type": "tsumo", "winner": 2, "yakuman": 1, "pao": 3}, honba=2)
    assert a["deltas"] == [0, 0, 32600, -32600]


def test_pao_dealer_tsumo_liable_pays_48000() -> None:
    a = settle("ema", {"type": "tsumo", "winner": 0, "yakuman": 1, "pao": 3})
    assert a["deltas"] == [48000, 0, 0, -48000]


def test_mahjongsoul_pao_covers_only_the_liable_yakuman() -> None:
    # Double yakuman tsumo by seat 2 (non-dealer): normally 32,000 from the dealer and 16,000
    # from each other. The liable seat 3 pays the liable yakuman whole (16,000 + 8,000 + 8,000
    # = 32,000) plus its normal share of the other yakuman (8,000); the dealer pays 16,000 and
    # seat 1 pays 8,000: 64,000 in all.
    a = settle(
        "mahjongsoul",
        {"type": "tsumo", "winner": 2, "yakuman": 2, "pao": 3, "pao_yaku": "daisangen"},
    )
    assert a["deltas"] == [-16000, -8000, 64000, -40000]
    # A ron: the liable yakuman (32,000) split, the rest (32,000) from the discarder.
    a = settle("mahjongsoul", ron(1, {"seat": 2, "yakuman": 2, "pao": 3}))
    assert a["deltas"] == [0, -48000, 64000, -16000]


def test_tenhou_pao_covers_the_whole_composite_hand() -> None:
    # Tenhou: with composite yakuman the liability covers the whole amount (ron: half of 64,000).
    a = settle("tenhou", ron(1, {"seat": 2, "yakuman": 2, "pao": 3}))
    assert a["deltas"] == [0, -32000, 64000, -32000]


def test_wrc_suukantsu_pao_by_ron() -> None:
    # Correction 18: WRC pao covers four quads. Non-dealer suukantsu (one yakuman) ron: 32,000;
    # the discarder (seat 3) and the liable seat 1 pay 16,000 each; the 2 counters (600) come
    # from the discarder (as EMA, A4). Seat 2 gains 32,600.
    a = settle(
        "wrc",
        ron(3, {"seat": 2, "yakuman": 1, "pao": 1, "pao_yaku": "suukantsu"}),
        dealer=0,
        honba=2,
    )
    assert transfers(a, "ron") == [(3, 2, 16000)]
    assert transfers(a, "pao") == [(1, 2, 16000)]
    assert transfers(a, "honba") == [(3, 2, 600)]
    assert a["deltas"] == [0, -16000, 32600, -16600]
    assert "pao_scope" in a["assumed"]


def test_wrc_suukantsu_pao_by_tsumo() -> None:
    # Correction 18 with correction 4's tsumo: dealer suukantsu tsumo is 48,000 (16,000 from
    # each); the liable seat 2 pays all of it and the counter (1 x 300); the others pay nothing.
    a = settle(
        "wrc",
        {"type": "tsumo", "winner": 0, "yakuman": 1, "pao": 2, "pao_yaku": "suukantsu"},
        dealer=0,
        honba=1,
    )
    assert a["deltas"] == [48300, 0, -48300, 0]
    assert transfers(a, "pao") == [(2, 0, 48000)]


def test_ema_has_no_suukantsu_pao_but_wrc_has() -> None:
    assert "suukantsu" in PRESETS["wrc"].pao_yaku
    e = error("ema", ron(1, {"seat": 2, "yakuman": 1, "pao": 3, "pao_yaku": "suukantsu"}))
    assert e["details"]["problem"] == "pao_yaku_not_in_ruleset"


def test_wrc_chombo_at_an_exhaustive_draw() -> None:
    # Correction 23: a chombo found at an exhaustive draw (seat 1's noten riichi) is settled as
    # the chombo alone: no tenpai payments (seat 3 was tenpai: no 3,000 to it), no counter
    # (honba stays 1), the riichi stick goes back, 30,000 off seat 1's final score, the hand is
    # re-dealt by the same dealer.
    a = settle(
        "wrc",
        {"type": "chombo", "offender": 1},
        dealer=2,
        honba=1,
        riichi=(1,),
        first_dealer=0,
    )
    assert a["deltas"] == [0, 0, 0, 0]
    assert transfers(a, "noten") == []
    assert a["penalties"] == [0, -30000, 0, 0]
    assert a["replay"] is True
    assert_next(a, dealer=2, honba=1, riichi_sticks=0, round=3, game_over=False)


def test_wrc_chombo_at_an_exhaustive_draw_in_the_last_hand_ends_the_game() -> None:
    # Correction 23 (⚠️ for 2025): a chombo in the last timed hand is not re-dealt, so the
    # game ends there: no tenpai payments, no counter, and the final results follow.
    # 25,000 each, seat 1 -30,000 after uma; ties split (uma 15/5: all four share 0): seat 1
    # ends at 0 - 30 = -30, the others at 0.
    a = settle(
        "wrc",
        {"type": "chombo", "offender": 1},
        scores=(30000, 30000, 30000, 30000),
        dealer=2,
        honba=1,
        first_dealer=0,
        last_hand=True,
    )
    assert a["deltas"] == [0, 0, 0, 0]
    assert a["hand_counts"] is True
    assert_next(a, game_over=True, end_reason="time_limit", honba=1)
    assert a["final"]["results"] == [0.0, -30.0, 0.0, 0.0]
    assert "chombo_counts_as_hand" in PRESETS["wrc"].assumed_fields


def test_pao_yaku_must_be_one_the_ruleset_names() -> None:
    e = error("ema", ron(1, {"seat": 2, "yakuman": 1, "pao": 3, "pao_yaku": "suukantsu"}))
    assert e["code"] == "not_allowed_by_ruleset"


# --- validation -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("outcome", "extra"),
    [
        (ron(1, win(1, 1)), {}),  # discarder among the winners
        (ron(1, win(2, 1), win(2, 2)), {}),  # a winner twice
        (ron(4, win(2, 1)), {}),  # seat out of range
        (ron(1), {}),  # no winner
        (ron(1, win(2, 0)), {}),  # no han
        (ron(1, win(2, 2, 35)), {}),  # fu not rounded
        (ron(1, {"seat": 2, "yakuman": 1, "pao": 2}), {}),  # pao seat = winner
        (ron(1, {"seat": 2, "han": 3, "fu": 30, "pao": 3}), {}),  # pao without a yakuman
        ({"type": "draw", "tenpai": [1, 1]}, {}),  # tenpai listed twice
        ({"type": "draw", "tenpai": [5]}, {}),
        ({"type": "chombo"}, {}),
        ({"type": "mystery"}, {}),
        ({"type": "draw", "tenpai": []}, {"riichi": [0, 0]}),
        ({"type": "draw", "tenpai": []}, {"honba": -1}),
        ({"type": "draw", "tenpai": []}, {"scores": [25000, 25000, 25000]}),
        ({"type": "draw", "tenpai": []}, {"dealer": True}),
    ],
)
def test_invalid_settlements(outcome: dict[str, Any], extra: dict[str, Any]) -> None:
    assert error("ema", outcome, **extra)["code"] == "invalid_settlement"


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_riichi_below_1000_refused_where_the_ruleset_forbids_it(ruleset: str) -> None:
    outcome = {"type": "draw", "tenpai": [1]}
    e = error(ruleset, outcome, scores=[25000, 500, 25000, 49500], riichi=[1])
    assert e["code"] == "not_allowed_by_ruleset"
    # EMA, WRC and RRC allow it (A4; rrc.md row 25: the score may go negative)
    for allowed in ("ema", "wrc", "rrc"):
        a = settle(allowed, outcome, scores=(25000, 500, 25000, 49500), riichi=(1,))
        assert a["scores"][1] == 500 - 1000 + 3000


def test_west_round_in_a_ruleset_without_extension_is_game_over() -> None:
    e = error("ema", {"type": "draw", "tenpai": []}, round_wind="W")
    assert e["code"] == "game_over"
