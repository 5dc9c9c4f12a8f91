"""The payment table (rulesets.md §D) against engine.payments, and a sample against real hands.

The table below was written out by hand from the formula of §D.2-§D.5: basic = fu x 2^(han+2)
(1 han: fu x 8, 2 han: x 16, 3 han: x 32, 4 han: x 64), capped at 2,000 (mangan); ron pays
ceil100(4 x basic) to a non-dealer and ceil100(6 x basic) to the dealer; a non-dealer's tsumo
collects ceil100(basic) from each non-dealer and ceil100(2 x basic) from the dealer; the dealer's
tsumo collects ceil100(2 x basic) from each player. Example, 2 han 70 fu: basic 70 x 16 = 1,120;
ron 4,480 -> 4,500, dealer ron 6,720 -> 6,800, tsumo 1,120 -> 1,200 / 2,240 -> 2,300.
"M" marks a basic of 2,000 or more, i.e. mangan. A second test recomputes each row from the
formula so that a slip in this hand-written table cannot go unnoticed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from engine.ids import LimitId
from engine.payments import ceil100, hand_value, ron_payment, tsumo_payments, tsumo_total
from engine.rulesets import find_ruleset, make_ruleset
from tests.engine.hands import scored

# fu | han | non-dealer ron | dealer ron | tsumo: non-dealer pays / dealer pays (= dealer tsumo each)
TABLE = """
20 1  700  1000  200  400
20 2 1300  2000  400  700
20 3 2600  3900  700 1300
20 4 5200  7700 1300 2600
25 1  800  1200  200  400
25 2 1600  2400  400  800
25 3 3200  4800  800 1600
25 4 6400  9600 1600 3200
30 1 1000  1500  300  500
30 2 2000  2900  500 1000
30 3 3900  5800 1000 2000
30 4 7700 11600 2000 3900
40 1 1300  2000  400  700
40 2 2600  3900  700 1300
40 3 5200  7700 1300 2600
40 4    M     M    M    M
50 1 1600  2400  400  800
50 2 3200  4800  800 1600
50 3 6400  9600 1600 3200
50 4    M     M    M    M
60 1 2000  2900  500 1000
60 2 3900  5800 1000 2000
60 3 7700 11600 2000 3900
60 4    M     M    M    M
70 1 2300  3400  600 1200
70 2 4500  6800 1200 2300
70 3    M     M    M    M
70 4    M     M    M    M
80 1 2600  3900  700 1300
80 2 5200  7700 1300 2600
80 3    M     M    M    M
90 1 2900  4400  800 1500
90 2 5800  8700 1500 2900
90 3    M     M    M    M
100 1 3200  4800  800 1600
100 2 6400  9600 1600 3200
100 3    M     M    M    M
110 1 3600  5300  900 1800
110 2 7100 10600 1800 3600
110 3    M     M    M    M
110 4    M     M    M    M
"""

# Mangan: 8,000 / 12,000 ron; 2,000 / 4,000 tsumo (basic 2,000).
MANGAN_ROW = (8000, 12000, 2000, 4000)


def _rows() -> list[tuple[int, int, tuple[int, int, int, int] | None]]:
    rows: list[tuple[int, int, tuple[int, int, int, int] | None]] = []
    for line in TABLE.strip().splitlines():
        fu, han, *values = line.split()
        if values[0] == "M":
            rows.append((int(fu), int(han), None))
        else:
            ron, dealer_ron, tsumo_other, tsumo_dealer = (int(v) for v in values)
            rows.append((int(fu), int(han), (ron, dealer_ron, tsumo_other, tsumo_dealer)))
    return rows


ROWS = _rows()
NO_KIRIAGE = find_ruleset("ema2016")  # EMA 2016: no kiriage (§A2)
KIRIAGE = find_ruleset("ema")  # EMA 2025: kiriage (§A2, §D.2)


def _payments(han: int, fu: int, kiriage: bool) -> tuple[int, int, int, int, LimitId | None]:
    value = hand_value(han, fu, KIRIAGE if kiriage else NO_KIRIAGE)
    from_dealer, from_other = tsumo_payments(value.basic, dealer=False)
    _, dealer_each = tsumo_payments(value.basic, dealer=True)
    assert dealer_each == from_dealer  # both are ceil100(2 x basic)
    return (
        ron_payment(value.basic, dealer=False),
        ron_payment(value.basic, dealer=True),
        from_other,
        from_dealer,
        value.limit,
    )


def test_table_covers_han_1_to_4_and_fu_20_to_110() -> None:
    covered = {(fu, han) for fu, han, _ in ROWS}
    for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
        for han in (1, 2, 3, 4):
            if (fu, han) not in covered:
                # beyond the table: 80-110 fu at 4 han are mangan (fu x 64 > 2,000)
                assert fu * 64 > 2000 and han == 4
    assert len(ROWS) >= 40


@pytest.mark.parametrize(("fu", "han", "expected"), ROWS)
@pytest.mark.parametrize("kiriage", [False, True])
def test_payment_table(
    fu: int, han: int, expected: tuple[int, int, int, int] | None, kiriage: bool
) -> None:
    ron, dealer_ron, tsumo_other, tsumo_dealer, limit = _payments(han, fu, kiriage)
    boundary = (han, fu) in {(4, 30), (3, 60)}  # basic 1,920: the kiriage cases (§D.2)
    if expected is None or (kiriage and boundary):
        assert (ron, dealer_ron, tsumo_other, tsumo_dealer) == MANGAN_ROW
        assert limit == LimitId.MANGAN
    else:
        assert (ron, dealer_ron, tsumo_other, tsumo_dealer) == expected
        assert limit is None


@pytest.mark.parametrize(("fu", "han", "expected"), ROWS)
def test_hand_written_table_matches_the_formula(
    fu: int, han: int, expected: tuple[int, int, int, int] | None
) -> None:
    # Recompute each row directly from §D (independently of engine.payments).
    basic = fu * 2 ** (han + 2)
    if basic > 2000:
        assert expected is None
        return
    assert expected == (ceil100(4 * basic), ceil100(6 * basic), ceil100(basic), ceil100(2 * basic))


def test_tsumo_totals() -> None:
    # Non-dealer 3-30 tsumo: 1,000 + 1,000 + 2,000 = 4,000; dealer 3-30 tsumo: 3 x 2,000.
    value = hand_value(3, 30, NO_KIRIAGE)
    assert tsumo_total(value.basic, dealer=False) == 4000
    assert tsumo_total(value.basic, dealer=True) == 6000
    # Non-dealer 1-30 tsumo: 300 + 300 + 500 = 1,100 (each payment rounded separately, §D.5).
    assert tsumo_total(hand_value(1, 30, NO_KIRIAGE).basic, dealer=False) == 1100


# §D.8 reference values: (han, fu, dealer, kiriage) -> ron payment.
REFERENCE = [
    (1, 30, False, False, 1000),
    (2, 30, False, False, 2000),
    (3, 30, False, False, 3900),
    (4, 30, False, False, 7700),
    (4, 30, False, True, 8000),
    (3, 60, False, False, 7700),
    (3, 60, False, True, 8000),
    (2, 25, False, False, 1600),
    (3, 25, False, False, 3200),
    (4, 40, False, False, 8000),
    (4, 30, True, False, 11600),
    (4, 30, True, True, 12000),
]


@pytest.mark.parametrize(("han", "fu", "dealer", "kiriage", "expected"), REFERENCE)
def test_reference_values(han: int, fu: int, dealer: bool, kiriage: bool, expected: int) -> None:
    value = hand_value(han, fu, KIRIAGE if kiriage else NO_KIRIAGE)
    assert ron_payment(value.basic, dealer=dealer) == expected


# §D.3/§D.8 limits: han -> (limit, non-dealer ron, dealer ron), without kazoe.
LIMITS = [
    (5, LimitId.MANGAN, 8000, 12000),
    (6, LimitId.HANEMAN, 12000, 18000),
    (7, LimitId.HANEMAN, 12000, 18000),
    (8, LimitId.BAIMAN, 16000, 24000),
    (10, LimitId.BAIMAN, 16000, 24000),
    (11, LimitId.SANBAIMAN, 24000, 36000),
    (12, LimitId.SANBAIMAN, 24000, 36000),
]


@pytest.mark.parametrize(("han", "limit", "ron", "dealer_ron"), LIMITS)
@pytest.mark.parametrize("fu", [20, 30, 110])
def test_limits(han: int, limit: LimitId, ron: int, dealer_ron: int, fu: int) -> None:
    value = hand_value(han, fu, NO_KIRIAGE)
    assert value.limit == limit
    assert ron_payment(value.basic, dealer=False) == ron
    assert ron_payment(value.basic, dealer=True) == dealer_ron


@pytest.mark.parametrize("han", [13, 14, 20, 26])
def test_thirteen_han_is_sanbaiman_without_kazoe_and_yakuman_with(han: int) -> None:
    # §D.3: 11+ han = sanbaiman where there is no kazoe (EMA 2016); 13+ = yakuman with kazoe
    # (Tenhou). Kazoe is capped at a single yakuman: 26 han is not a double.
    without = hand_value(han, 30, find_ruleset("ema2016"))
    assert (without.limit, without.basic) == (LimitId.SANBAIMAN, 6000)
    with_kazoe = hand_value(han, 30, find_ruleset("tenhou"))
    assert (with_kazoe.limit, with_kazoe.basic) == (LimitId.YAKUMAN, 8000)
    assert ron_payment(with_kazoe.basic, dealer=False) == 32000
    assert ron_payment(with_kazoe.basic, dealer=True) == 48000


@pytest.mark.parametrize(("multiple", "ron", "dealer_ron"), [(1, 32000, 48000), (2, 64000, 96000)])
def test_yakuman_multiples(multiple: int, ron: int, dealer_ron: int) -> None:
    value = hand_value(0, 0, NO_KIRIAGE, yakuman=multiple)
    assert value.limit == LimitId.YAKUMAN
    assert ron_payment(value.basic, dealer=False) == ron
    assert ron_payment(value.basic, dealer=True) == dealer_ron
    # tsumo: 8,000/16,000 per yakuman from non-dealer/dealer; the dealer gets 16,000 from each
    assert tsumo_payments(value.basic, dealer=False) == (16000 * multiple, 8000 * multiple)
    assert tsumo_payments(value.basic, dealer=True) == (0, 16000 * multiple)


def test_kiriage_only_touches_basic_1920() -> None:
    kiriage = make_ruleset("ema2016", {"kiriage": True})
    # 2-60 (basic 960) and 4-25 (basic 1,600) stay; only basic 1,920 (4-30, 3-60) moves.
    assert hand_value(2, 60, kiriage).limit is None
    assert hand_value(4, 30, kiriage).limit == LimitId.MANGAN
    assert hand_value(3, 60, kiriage).limit == LimitId.MANGAN
    assert hand_value(4, 25, kiriage).limit is None  # 25 x 64 = 1,600


# ---------------------------------------------------------------------------------------------
# A sample of the table through real hands (engine.api.score).


def test_real_hand_chiitoitsu_25fu() -> None:
    # Seven pairs 11m 33m 55p 77p 22s 66z 77z, non-dealer ron: chiitoitsu 2 han 25 fu = 1,600;
    # with riichi 3 han 25 fu = 3,200 (§D.8); dealer 2-25 = ceil100(6 x 400) = 2,400.
    hand = "1133m5577p22s6677z"
    plain = scored(hand, "7z", ruleset="ema2016")
    assert (plain["han"], plain["fu"], plain["total"]) == (2, 25, 1600)
    riichi = scored(hand, "7z", ruleset="ema2016", riichi=True)
    assert (riichi["han"], riichi["fu"], riichi["total"]) == (3, 25, 3200)
    dealer = scored(hand, "7z", ruleset="ema2016", seat_wind="E")
    assert dealer["total"] == 2400


def test_real_hand_4han_30fu_kiriage() -> None:
    # 234m 234p 234s 678s 55m, non-dealer closed ron on 8s (67s two-sided): tanyao 1 + pinfu 1
    # + sanshoku 2 = 4 han; pinfu ron 20 + 10 = 30 fu. 4-30: 7,700 without kiriage (EMA 2016),
    # mangan 8,000 with it (EMA 2025); dealer without kiriage 11,600 (§D.8).
    hand = "234m234p234678s55m"
    ema2016 = scored(hand, "8s", ruleset="ema2016")
    assert (ema2016["han"], ema2016["fu"], ema2016["total"]) == (4, 30, 7700)
    assert ema2016["limit"] is None
    ema = scored(hand, "8s", ruleset="ema")
    assert (ema["han"], ema["fu"], ema["total"], ema["limit"]) == (4, 30, 8000, "mangan")
    dealer = scored(hand, "8s", ruleset="ema2016", seat_wind="E")
    assert dealer["total"] == 11600


def test_real_hand_pinfu_tsumo_split() -> None:
    # Closed tsumo, non-dealer: menzen tsumo 1 + pinfu 1 = 2 han 20 fu (pinfu tsumo, §C.5):
    # basic 20 x 16 = 320 -> 400 from each non-dealer, 700 from the dealer = 1,500.
    answer = scored("123m456p789s234s99m", "4s", ruleset="ema2016", win="tsumo")
    assert (answer["han"], answer["fu"]) == (2, 20)
    assert answer["payments"] == {"dealer": 700, "non_dealer": 400}
    assert answer["total"] == 1500


# ---------------------------------------------------------------------------------------------
# Every generated hand's payments follow §D from its own han and fu.


def _expected_payments(answer: Mapping[str, Any], ruleset_id: str) -> dict[str, int]:
    """§D.2-§D.5 recomputed from the answer's han/fu/yakuman, independent of engine.payments."""
    han, fu, yakuman = int(answer["han"]), int(answer["fu"]), int(answer["yakuman"])
    preset = find_ruleset(ruleset_id)
    if yakuman:
        basic = 8000 * yakuman
    elif han >= 13:
        basic = 8000 if preset.kazoe_yakuman else 6000
    elif han >= 11:
        basic = 6000
    elif han >= 8:
        basic = 4000
    elif han >= 6:
        basic = 3000
    else:
        basic = min(fu * 2 ** (han + 2), 2000)
        if preset.kiriage and basic == 1920:
            basic = 2000
    dealer = answer["dealer"]
    if answer["win"] == "ron":
        return {"discarder": ceil100(basic * (6 if dealer else 4))}
    if dealer:
        return {"non_dealer": ceil100(2 * basic)}
    return {"dealer": ceil100(2 * basic), "non_dealer": ceil100(basic)}


@pytest.mark.parametrize("ruleset_id", ["tenhou", "ema2016", "ema", "galaxy", "mahjongsoul"])
def test_generated_hands_pay_by_the_formula(ruleset_id: str) -> None:
    from engine import api
    from tests.engine.hands import HandGenerator

    checked = 0
    for hand in HandGenerator(11).hands(600):
        if not find_ruleset(ruleset_id).red_fives:
            hand.without_red_fives()
        answer = api.score(hand.to_request(ruleset_id))
        if not answer["ok"]:
            continue
        checked += 1
        assert answer["payments"] == _expected_payments(answer, ruleset_id), answer
        payers = 1 if answer["win"] == "ron" else 3
        honba_each = hand.honba * (300 if payers == 1 else 100)
        assert answer["honba_points"] == honba_each
        paid = sum(answer["payments"].values())
        if answer["win"] == "tsumo" and not answer["dealer"]:
            paid += answer["payments"]["non_dealer"]  # two non-dealers pay that amount
        elif answer["win"] == "tsumo":
            paid = 3 * answer["payments"]["non_dealer"]
        assert answer["total"] == paid + payers * honba_each + 1000 * hand.riichi_sticks
    assert checked > 400


@pytest.mark.parametrize(
    "ruleset_id", ["ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"]
)
def test_honba_is_300_per_counter_everywhere(ruleset_id: str) -> None:
    # §A3: 300 per counter on a ron (from the discarder), 100 from each payer on a tsumo.
    # Riichi, 123m 789m 456p 999s, tanki 1p: ron 1 han 40 fu = 1,300; 4 honba: +1,200.
    ron = scored("123789m11456p999s", "1p", ruleset=ruleset_id, riichi=True, honba=4)
    assert ron["total"] == 1300 + 1200
    # tsumo 2 han 40 fu: 700 + 700 + 1,300; 4 honba: +400 from each of three
    tsumo = scored("123789m11456p999s", "1p", ruleset=ruleset_id, riichi=True, win="tsumo", honba=4)
    assert tsumo["total"] == 2700 + 1200
