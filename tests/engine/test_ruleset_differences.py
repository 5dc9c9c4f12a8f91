"""Each scoring difference between presets (matrix A2, B, C, D and the README corrections).

Every test runs the same hand under all eight presets and states, per preset, the value the
fact matrix gives, so a preset set wrongly makes exactly that cell fail. Winner: South seat,
East round, ron, unless a test says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.hands import error_code, score, summary, yaku_of

PRESETS = ["ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"]


def _total(hand: str, win_tile: str, ruleset: str, **situation: Any) -> int | str:
    """The total, or the error code when the engine refuses the hand."""
    answer = score(hand, win_tile, ruleset=ruleset, **situation)
    if not answer.get("ok"):
        return str(answer["error"]["code"])
    return int(answer["total"])


def _per_preset(expected: dict[str, Any]) -> list[tuple[str, Any]]:
    assert sorted(expected) == sorted(PRESETS)
    return list(expected.items())


# --- open tanyao (A2 kuitan): chi 234m + 456p 345678s 55m, kanchan 4s ----------------------
# where kuitan: tanyao 1, 20 + 2 = 22 -> 30 fu: 1,000; Galaxy and EMA 2012: no yaku.
KUITAN = {
    "ema": 1000,
    "ema2016": 1000,
    "ema2012": "no_yaku",
    "wrc": 1000,
    "galaxy": "no_yaku",
    "tenhou": 1000,
    "mahjongsoul": 1000,
    "rrc": 1000,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(KUITAN))
def test_open_tanyao(ruleset: str, expected: int | str) -> None:
    assert _total("55m456p345678s", "4s", ruleset, melds=["chi:234m"]) == expected


def test_closed_tanyao_everywhere() -> None:
    # the same shape closed: tanyao 1, 30 + 2 = 32 -> 40 fu: 1,300 in every preset
    for ruleset in PRESETS:
        assert _total("234m55m456p345678s", "4s", ruleset) == 1300, ruleset


# --- double-wind pair (A2, C.3): East pair for the East seat in the East round -------------
# 123m 456p 234s 999s 11z, riichi, dealer ron on 4s: 4 fu -> 30 + 8 + 4 = 42 -> 50 fu:
# 6 x 400 = 2,400; 2 fu -> 40 fu: 6 x 320 = 1,920 -> 2,000.
DOUBLE_WIND = {
    "ema": 2000,
    "ema2016": 2400,
    "ema2012": 2400,
    "wrc": 2000,
    "galaxy": 2400,
    "tenhou": 2400,
    "mahjongsoul": 2400,
    "rrc": 2400,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(DOUBLE_WIND))
def test_double_wind_pair_fu(ruleset: str, expected: int) -> None:
    assert _total("123m456p234999s11z", "4s", ruleset, riichi=True, seat_wind="E") == expected


# --- kiriage (A2, D.2): 234m 234p 234s 678s 55m, ron 8s: tanyao + pinfu + sanshoku 4-30 ----
KIRIAGE = {
    "ema": 8000,
    "ema2016": 7700,
    "ema2012": 7700,
    "wrc": 8000,
    "galaxy": 7700,
    "tenhou": 7700,
    "mahjongsoul": 7700,
    "rrc": 7700,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(KIRIAGE))
def test_kiriage_4_30(ruleset: str, expected: int) -> None:
    assert _total("234m234p234678s55m", "8s", ruleset) == expected


# 3-60: 999p 111s 777z concealed (8 fu each), 456m, tanki 2m, closed ron:
# 30 + 24 + 2 = 56 -> 60 fu; chun 1 + sanankou 2 = 3 han. 3-60: 7,700, with kiriage 8,000.
@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(KIRIAGE))
def test_kiriage_3_60(ruleset: str, expected: int) -> None:
    assert _total("22456m999p111s777z", "2m", ruleset) == expected


# --- kazoe (A2): 22334455667788m, riichi, tsumo on 2m (two-sided): riichi 1 + tsumo 1 +
# pinfu 1 + tanyao 1 + ryanpeikou 3 + chinitsu 6 = 13 han. Kazoe: yakuman 8,000/16,000 =
# 32,000; without: sanbaiman 6,000/12,000 = 24,000.
KAZOE = {
    "ema": 24000,
    "ema2016": 24000,
    "ema2012": 32000,
    "wrc": 32000,
    "galaxy": 32000,
    "tenhou": 32000,
    "mahjongsoul": 32000,
    "rrc": 32000,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(KAZOE))
def test_kazoe(ruleset: str, expected: int) -> None:
    answer = score("22334455667788m", "2m", ruleset=ruleset, win="tsumo", riichi=True)
    assert answer.get("ok") is True, summary(answer)
    assert answer["han"] == 13
    assert answer["total"] == expected
    assert answer["limit"] == ("yakuman" if expected == 32000 else "sanbaiman")


# --- double yakuman (A2, B) ----------------------------------------------------------------
# 32,000 single, 64,000 double (non-dealer ron or tsumo total).
DAISUUSHII = {
    "ema": 32000,
    "ema2016": 32000,
    "ema2012": 64000,
    "wrc": 32000,
    "galaxy": 64000,
    "tenhou": 32000,
    "mahjongsoul": 64000,
    "rrc": 32000,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(DAISUUSHII))
def test_daisuushii_double(ruleset: str, expected: int) -> None:
    answer = score("99m333444z", "9m", ruleset=ruleset, melds=["pon:111z", "pon:222z"])
    assert answer.get("ok") is True, summary(answer)
    assert answer["total"] == expected
    assert yaku_of(answer) == {"daisuushii": expected // 32000}
    assert answer["yakuman"] == expected // 32000


MS_ONLY = dict.fromkeys(PRESETS, 32000) | {"mahjongsoul": 64000}


DOUBLE_CANDIDATES = {
    "kokushi_13": ("119m19p19s1234567z", "1m"),
    "suuankou_tanki": ("222888m444p99p666s", "9p"),
    "junsei_chuuren": ("11123455678999m", "5m"),
}


@pytest.mark.parametrize("name", list(DOUBLE_CANDIDATES))
@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(MS_ONLY))
def test_mahjongsoul_double_yakuman(name: str, ruleset: str, expected: int) -> None:
    hand, win = DOUBLE_CANDIDATES[name]
    answer = score(hand, win, ruleset=ruleset)
    assert answer.get("ok") is True, summary(answer)
    assert yaku_of(answer) == {name: expected // 32000}
    assert answer["total"] == expected


# --- several yakuman (A2): pon white, pon green, red 777z + East 111z concealed, South pair:
# daisangen + tsuuiisou. Stacking: 64,000; not: 32,000.
STACKING = {
    "ema": 32000,
    "ema2016": 32000,
    "ema2012": 32000,
    "wrc": 64000,
    "galaxy": 32000,
    "tenhou": 64000,
    "mahjongsoul": 64000,
    "rrc": 64000,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(STACKING))
def test_yakuman_stacking(ruleset: str, expected: int) -> None:
    answer = score("11122777z", "2z", ruleset=ruleset, melds=["pon:555z", "pon:666z"])
    assert answer.get("ok") is True, summary(answer)
    assert answer["total"] == expected
    assert answer["yakuman"] == expected // 32000


# --- Galaxy rinshan: no tsumo fu (A2, C.5) -------------------------------------------------
# open kan 6666s + chi 789m + 234m 456p, tanki 1p on the replacement tile: rinshan 1;
# 20 + 8 + 2 = 30 (+2 tsumo = 32 -> 40 elsewhere). 1-30 tsumo: 300 + 300 + 500 = 1,100;
# 1-40: 400 + 400 + 700 = 1,500.
RINSHAN = dict.fromkeys(PRESETS, 1500) | {"galaxy": 1100}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(RINSHAN))
def test_rinshan_tsumo_fu(ruleset: str, expected: int) -> None:
    total = _total(
        "234m11456p", "1p", ruleset, melds=["kan:6666s", "chi:789m"], win="tsumo", rinshan=True
    )
    assert total == expected


# --- red fives (A2) -----------------------------------------------------------------------
# 234m 4(0)6p 345s 678s 55m, ron 4s kanchan: tanyao 1 + aka 1 = 2 han 40 fu: 2,600.
RED = {
    "ema": "no_red_fives_in_ruleset",
    "ema2016": "no_red_fives_in_ruleset",
    "ema2012": 2600,
    "wrc": "no_red_fives_in_ruleset",
    "galaxy": 2600,
    "tenhou": 2600,
    "mahjongsoul": 2600,
    "rrc": 2600,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(RED))
def test_red_fives(ruleset: str, expected: int | str) -> None:
    assert _total("234m55m406p345678s", "4s", ruleset) == expected


def test_red_five_is_counted_in_aka_not_yaku() -> None:
    answer = score("234m55m406p345678s", "4s", ruleset="tenhou")
    assert answer.get("ok") is True, summary(answer)
    assert answer["aka"] == 1
    assert yaku_of(answer) == {"tanyao": 1}


# --- two han at five counters (A2, correction 2) -------------------------------------------
# PLAIN closed hand, riichi, dora indicator 8s (dora 9s: three of them): 1 yaku + 3 dora.
# Galaxy: the dealer needs 2 han from yaku at 5+ honba; EMA 2012: everyone; others: never.
PLAIN = "123789m11456p999s"


def _ryanhan(ruleset: str, *, dealer: bool, honba: int) -> int | str:
    return _total(
        PLAIN,
        "1p",
        ruleset,
        riichi=True,
        dora_indicators="8s",
        seat_wind="E" if dealer else "S",
        honba=honba,
    )


# riichi 1 + dora 3 = 4 han 40 fu: dealer 12,000 (mangan: 40 x 64 > 2,000), non-dealer 8,000;
# + 300 per honba.
@pytest.mark.parametrize("ruleset", PRESETS)
def test_two_han_rule(ruleset: str) -> None:
    dealer_5 = _ryanhan(ruleset, dealer=True, honba=5)
    other_5 = _ryanhan(ruleset, dealer=False, honba=5)
    dealer_4 = _ryanhan(ruleset, dealer=True, honba=4)
    assert dealer_4 == 12000 + 1200
    if ruleset in {"galaxy", "ema2012"}:
        assert dealer_5 == "not_enough_han"
        # "at five counters" read as five or more (correction 2)
        assert _ryanhan(ruleset, dealer=True, honba=7) == "not_enough_han"
    else:
        assert dealer_5 == 12000 + 1500
    if ruleset == "ema2012":
        assert other_5 == "not_enough_han"
    else:
        assert other_5 == 8000 + 1500


def test_two_han_from_yaku_satisfies_galaxy_dealer() -> None:
    # riichi + tsumo = 2 han from yaku; dealer tsumo 2 han 40 fu: 1,300 x 3 = 3,900,
    # + 5 honba x 100 x 3 = 1,500.
    assert _total(PLAIN, "1p", "galaxy", riichi=True, win="tsumo", seat_wind="E", honba=5) == (
        3900 + 1500
    )


# --- renhou (A2, B, correction 12) ---------------------------------------------------------
# PLAIN has no other yaku: EMA 5 han = mangan 8,000; WRC/RRC mangan 8,000; Galaxy/EMA 2012
# yakuman 32,000; Tenhou/Mahjong Soul: no renhou.
RENHOU = {
    "ema": 8000,
    "ema2016": 8000,
    "ema2012": 32000,
    "wrc": 8000,
    "galaxy": 32000,
    "tenhou": "conflicting_situation",
    "mahjongsoul": "conflicting_situation",
    "rrc": 8000,
}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(RENHOU))
def test_renhou(ruleset: str, expected: int | str) -> None:
    assert _total(PLAIN, "1p", ruleset, renhou=True) == expected


# A chinitsu hand worth more than renhou: 123m 345m 567m 888m 99m, ron 8m = chinitsu 6
# (haneman 12,000). EMA/WRC/RRC take the normal value (12,000); as a yakuman: 32,000.
RENHOU_HIGHER = RENHOU | {"ema": 12000, "ema2016": 12000, "wrc": 12000, "rrc": 12000}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(RENHOU_HIGHER))
def test_renhou_normal_value_higher(ruleset: str, expected: int | str) -> None:
    assert _total("12334556788899m", "8m", ruleset, renhou=True) == expected


# --- double riichi (B, correction 6) -------------------------------------------------------
DOUBLE_RIICHI = dict.fromkeys(PRESETS, 2600) | {"galaxy": "conflicting_situation"}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(DOUBLE_RIICHI))
def test_double_riichi(ruleset: str, expected: int | str) -> None:
    # double riichi 2 han, PLAIN 40 fu: 2,600
    assert _total(PLAIN, "1p", ruleset, riichi=True, double_riichi=True) == expected


def test_galaxy_double_riichi_conflict_id() -> None:
    answer = score(PLAIN, "1p", ruleset="galaxy", riichi=True, double_riichi=True)
    assert error_code(answer) == "conflicting_situation"
    assert answer["error"]["details"]["conflict"] == "double_riichi_not_in_ruleset"


# --- paarenchan (A2): Galaxy only ----------------------------------------------------------
PAARENCHAN = dict.fromkeys(PRESETS, "conflicting_situation") | {"galaxy": 48000}


@pytest.mark.parametrize(("ruleset", "expected"), _per_preset(PAARENCHAN))
def test_paarenchan(ruleset: str, expected: int | str) -> None:
    assert _total(PLAIN, "1p", ruleset, riichi=True, paarenchan=True, seat_wind="E") == expected


def test_galaxy_paarenchan_still_needs_a_yaku() -> None:
    # correction 13: a yaku is still required
    assert _total(PLAIN, "1p", "galaxy", paarenchan=True, seat_wind="E") == "no_yaku"
