"""Every yaku and limit hand of YakuId: positive and negative cases, worked by hand.

Unless a row says otherwise: ruleset `ema2016` (the primary text), the winner sits South in an
East round (a non-dealer; South is the seat wind, East the round wind), ron, no dora.
Han come from matrix B (closed/open), fu from matrix C, points from §D (non-dealer ron
ceil100(4 x basic); tsumo ceil100(basic) from each non-dealer + ceil100(2 x basic) from the
dealer; yakuman 32,000 / dealer 48,000). The working is in the comment of each row.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from engine.ids import YakuId
from tests.engine.hands import error_code, score, summary, yaku_of


class Row(NamedTuple):
    name: str
    hand: str
    win: str
    situation: dict[str, Any]
    yaku: dict[str, int]  # yaku id -> han, or yakuman multiplier for limit hands
    han: int | None  # None: not checked (yakuman)
    fu: int | None  # None: not checked (limit hands)
    total: int


R = "ema2016"

# A plain closed shape with no yaku of its own: 123m 789m 456p 999s, pair 11p, tanki on 1p.
# Fu: 20 + 10 (closed ron) + 8 (concealed 999s terminal pon) + 2 (tanki) = 40.
PLAIN = "123789m11456p999s"

POSITIVE: list[Row] = [
    # riichi 1 -> 1 han 40 fu: 4 x 320 = 1,280 -> 1,300
    Row("riichi", PLAIN, "1p", {"riichi": True}, {"riichi": 1}, 1, 40, 1300),
    # double riichi 2 (replaces riichi) -> 2 han 40 fu: 4 x 640 = 2,560 -> 2,600
    Row(
        "double_riichi",
        PLAIN,
        "1p",
        {"riichi": True, "double_riichi": True},
        {"double_riichi": 2},
        2,
        40,
        2600,
    ),
    # riichi 1 + ippatsu 1 -> 2 han 40 fu = 2,600
    Row(
        "ippatsu",
        PLAIN,
        "1p",
        {"riichi": True, "ippatsu": True},
        {"riichi": 1, "ippatsu": 1},
        2,
        40,
        2600,
    ),
    # tsumo: 20 + 8 + 2 + 2 (tsumo) = 32 -> 40; 1 han 40: basic 320 -> 400 x 2 + 700 = 1,500
    Row("menzen_tsumo", PLAIN, "1p", {"win": "tsumo"}, {"menzen_tsumo": 1}, 1, 40, 1500),
    # 123m 456p 789s 234s 99m, 4s completes 23s on both sides: pinfu, ron 30 fu, 1 han = 1,000
    Row("pinfu", "123m99m456p234789s", "4s", {}, {"pinfu": 1}, 1, 30, 1000),
    # 123m 123m 456p 789s 55s, 1m on 23m (two-sided): pinfu 1 + iipeikou 1, 30 fu = 2,000
    Row("iipeikou", "112233m456p55789s", "1m", {}, {"pinfu": 1, "iipeikou": 1}, 2, 30, 2000),
    # 234m 456p 345s 678s 55m, 4s closes 3_5s (kanchan): tanyao 1; 30 + 2 = 32 -> 40; 1,300
    Row("tanyao", "234m55m456p345678s", "4s", {}, {"tanyao": 1}, 1, 40, 1300),
    # open tanyao (kuitan, EMA 2016 yes): chi 234m; 20 + 2 (kanchan) = 22 -> 30; 1,000
    Row(
        "tanyao_open",
        "55m456p345678s",
        "4s",
        {"melds": "chi:234m"},
        {"tanyao": 1},
        1,
        30,
        1000,
    ),
    # white pon open + 234m 456p 678s, tanki 9p: 20 + 4 (open honour pon) + 2 = 26 -> 30; 1,000
    Row(
        "yakuhai_haku",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:555z"},
        {"yakuhai_haku": 1},
        1,
        30,
        1000,
    ),
    Row(
        "yakuhai_hatsu",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:666z"},
        {"yakuhai_hatsu": 1},
        1,
        30,
        1000,
    ),
    Row(
        "yakuhai_chun",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:777z"},
        {"yakuhai_chun": 1},
        1,
        30,
        1000,
    ),
    # South pon for the South seat (East round): seat wind only
    Row(
        "seat_wind",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:222z"},
        {"seat_wind": 1},
        1,
        30,
        1000,
    ),
    # East pon for the South seat in the East round: round wind only
    Row(
        "round_wind",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:111z"},
        {"round_wind": 1},
        1,
        30,
        1000,
    ),
    # East pon for the East seat in the East round: both (2 han). Dealer: 2 han 30 fu,
    # 6 x 480 = 2,880 -> 2,900
    Row(
        "double_wind_pon",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:111z", "seat_wind": "E"},
        {"seat_wind": 1, "round_wind": 1},
        2,
        30,
        2900,
    ),
    # chi 789m open + 123m 456p 999s, tanki 1p, tsumo on the last tile: haitei 1;
    # 20 + 8 + 2 + 2 (tsumo) = 32 -> 40; 1 han 40 tsumo = 400 + 400 + 700 = 1,500
    Row(
        "haitei",
        "123m11456p999s",
        "1p",
        {"melds": "chi:789m", "win": "tsumo", "haitei": True},
        {"haitei": 1},
        1,
        40,
        1500,
    ),
    # same, ron on the last discard: houtei 1; 20 + 8 + 2 = 30; 1,000
    Row(
        "houtei",
        "123m11456p999s",
        "1p",
        {"melds": "chi:789m", "houtei": True},
        {"houtei": 1},
        1,
        30,
        1000,
    ),
    # open kan 9999s + chi 789m + 123m 456p, tanki 1p on the replacement tile: rinshan 1;
    # 20 + 16 (open terminal kan) + 2 + 2 (tsumo) = 40; 1 han 40 tsumo = 1,500
    Row(
        "rinshan",
        "123m11456p",
        "1p",
        {"melds": "kan:9999s chi:789m", "win": "tsumo", "rinshan": True},
        {"rinshan": 1},
        1,
        40,
        1500,
    ),
    # chi 789m + 123m 1_3p + 999s + 55s; 2p robbed from an added kan: chankan 1;
    # 20 + 8 (concealed 999s) + 2 (kanchan) = 30; 1,000
    Row(
        "chankan",
        "123m123p55999s",
        "2p",
        {"melds": "chi:789m", "chankan": True},
        {"chankan": 1},
        1,
        30,
        1000,
    ),
    # 123m 123p 123s 789m 55p, 1s on 23s: pinfu 1 + sanshoku 2 = 3 han 30 fu: 3,840 -> 3,900
    Row(
        "sanshoku",
        "123789m123p55p123s",
        "1s",
        {},
        {"pinfu": 1, "sanshoku": 2},
        3,
        30,
        3900,
    ),
    # open: chi 123m; sanshoku 1, open pinfu shape 20 + 2 = 22 -> 30; 1,000
    Row(
        "sanshoku_open",
        "789m123p55p123s",
        "1s",
        {"melds": "chi:123m"},
        {"sanshoku": 1},
        1,
        30,
        1000,
    ),
    # 123m 456m 789m 234p 55s, 1m on 23m: pinfu 1 + ittsu 2 = 3 han 30 = 3,900
    Row("ittsu", "123456789m234p55s", "1m", {}, {"pinfu": 1, "ittsu": 2}, 3, 30, 3900),
    Row(
        "ittsu_open",
        "123456m234p55s",
        "1m",
        {"melds": "chi:789m"},
        {"ittsu": 1},
        1,
        30,
        1000,
    ),
    # 123m 789m 789p 123s 33z (West: no value), tanki 3z: chanta 2; 30 + 2 = 32 -> 40;
    # 2 han 40 = 2,600
    Row("chanta", "123789m789p123s33z", "3z", {}, {"chanta": 2}, 2, 40, 2600),
    # open (chi 123m): chanta 1; 20 + 2 = 22 -> 30; 1,000
    Row(
        "chanta_open",
        "789m789p123s33z",
        "3z",
        {"melds": "chi:123m"},
        {"chanta": 1},
        1,
        30,
        1000,
    ),
    # seven different pairs 11m 33m 55p 77p 22s 66z 77z: 2 han, flat 25 fu: 1,600
    Row("chiitoitsu", "1133m5577p22s6677z", "7z", {}, {"chiitoitsu": 2}, 2, 25, 1600),
    # pon 222m + pon 444p open, 666s 888m concealed, tanki 9p: toitoi 2 (two concealed pons
    # only: no sanankou); 20 + 2 + 2 + 4 + 4 + 2 = 34 -> 40; 2 han 40 = 2,600
    Row(
        "toitoi",
        "888m99p666s",
        "9p",
        {"melds": "pon:222m pon:444p"},
        {"toitoi": 2},
        2,
        40,
        2600,
    ),
    # 222m 444p 666s concealed + 789m + tanki 9p, ron: sanankou 2;
    # 30 + 3 x 4 + 2 = 44 -> 50; 2 han 50: 4 x 800 = 3,200
    Row("sanankou", "222789m444p99p666s", "9p", {}, {"sanankou": 2}, 2, 50, 3200),
    # pon 222m open + 222p 222s concealed + 789m + tanki 9p: sanshoku doukou 2;
    # 20 + 2 + 4 + 4 + 2 = 32 -> 40; 2,600
    Row(
        "sanshoku_doukou",
        "789m22299p222s",
        "9p",
        {"melds": "pon:222m"},
        {"sanshoku_doukou": 2},
        2,
        40,
        2600,
    ),
    # open kans 2222m, 6666s, closed kan 4444p, 789m, tanki 9p: sankantsu 2;
    # 20 + 8 + 16 + 8 + 2 = 54 -> 60; 2 han 60: 4 x 960 = 3,840 -> 3,900
    Row(
        "sankantsu",
        "789m99p",
        "9p",
        {"melds": "kan:2222m ankan:4444p kan:6666s"},
        {"sankantsu": 2},
        2,
        60,
        3900,
    ),
    # white + green pons, red pair, 123m, 56p + 4p: shousangen 2 + haku 1 + hatsu 1 = 4 han;
    # 20 + 4 + 4 + 2 (dragon pair) = 30; 4 han 30 without kiriage: 7,700
    Row(
        "shousangen",
        "123m456p77z",
        "4p",
        {"melds": "pon:555z pon:666z"},
        {"shousangen": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1},
        4,
        30,
        7700,
    ),
    # pon 111m open, 999p 999s concealed, 33z 44z shanpon, ron on 4z (that pon counts open):
    # toitoi 2 + honroutou 2 = 4 han; 20 + 4 + 8 + 8 + 4 = 44 -> 50; 4-50 is mangan: 8,000
    Row(
        "honroutou",
        "999p999s33444z",
        "4z",
        {"melds": "pon:111m"},
        {"toitoi": 2, "honroutou": 2},
        4,
        50,
        8000,
    ),
    # 123m 456m 999m 333z 55m, ron 5m: honitsu 3; 30 + 8 + 8 + 2 = 48 -> 50;
    # 3 han 50: 4 x 1,600 = 6,400
    Row("honitsu", "12345556999m333z", "5m", {}, {"honitsu": 3}, 3, 50, 6400),
    # open (chi 123m): honitsu 2; 20 + 8 + 8 + 2 = 38 -> 40; 2 han 40 = 2,600
    Row(
        "honitsu_open",
        "45556999m333z",
        "5m",
        {"melds": "chi:123m"},
        {"honitsu": 2},
        2,
        40,
        2600,
    ),
    # 123m 789m 789p 123s 99s, tanki 9s: junchan 3; 30 + 2 = 32 -> 40; 3 han 40: 5,200
    Row("junchan", "123789m789p12399s", "9s", {}, {"junchan": 3}, 3, 40, 5200),
    Row(
        "junchan_open",
        "789m789p12399s",
        "9s",
        {"melds": "chi:123m"},
        {"junchan": 2},
        2,
        30,
        2000,
    ),
    # 112233m 445566p 99s, 1m on 23m: pinfu 1 + ryanpeikou 3 = 4 han 30 fu = 7,700
    # (better than the seven-pairs reading: 2 han 25 fu)
    Row(
        "ryanpeikou",
        "112233m445566p99s",
        "1m",
        {},
        {"pinfu": 1, "ryanpeikou": 3},
        4,
        30,
        7700,
    ),
    # 123m 345m 567m 888m 99m, ron on 8m (shanpon): chinitsu 6 = haneman 12,000
    Row("chinitsu", "12334556788899m", "8m", {}, {"chinitsu": 6}, 6, 40, 12000),
    # open (chi 123m): chinitsu 5 = mangan 8,000
    Row(
        "chinitsu_open",
        "34556788899m",
        "8m",
        {"melds": "chi:123m"},
        {"chinitsu": 5},
        5,
        None,
        8000,
    ),
    # EMA 2016 renhou: 5 han, alone (the plain hand has no other yaku): mangan 8,000
    Row("renhou", PLAIN, "1p", {"renhou": True}, {"renhou": 5}, 5, None, 8000),
    # ---- limit hands: 32,000 non-dealer ron / 48,000 dealer --------------------------------
    # thirteen orphans waiting on 9m only (pair 1m already held)
    Row("kokushi", "119m19p19s1234567z", "9m", {}, {"kokushi": 1}, None, None, 32000),
    # 13-sided wait: the winning 1m forms the pair; single yakuman in EMA 2016
    Row("kokushi_13", "119m19p19s1234567z", "1m", {}, {"kokushi_13": 1}, None, None, 32000),
    # four concealed pons, tsumo on the shanpon: 8,000 x 2 + 16,000 = 32,000
    Row(
        "suuankou",
        "222888m444p99p666s",
        "8m",
        {"win": "tsumo"},
        {"suuankou": 1},
        None,
        None,
        32000,
    ),
    Row("suuankou_tanki", "222888m444p99p666s", "9p", {}, {"suuankou_tanki": 1}, None, None, 32000),
    Row(
        "daisangen",
        "123m99p777z",
        "9p",
        {"melds": "pon:555z pon:666z"},
        {"daisangen": 1},
        None,
        None,
        32000,
    ),
    Row(
        "shousuushii",
        "123m33344z",
        "4z",
        {"melds": "pon:111z pon:222z"},
        {"shousuushii": 1},
        None,
        None,
        32000,
    ),
    Row(
        "daisuushii",
        "99m333444z",
        "9m",
        {"melds": "pon:111z pon:222z"},
        {"daisuushii": 1},
        None,
        None,
        32000,
    ),
    # honours only (no dragon trio, no four winds)
    Row(
        "tsuuiisou",
        "33344666z",
        "4z",
        {"melds": "pon:111z pon:555z"},
        {"tsuuiisou": 1},
        None,
        None,
        32000,
    ),
    Row(
        "tsuuiisou_seven_pairs",
        "11223344556677z",
        "7z",
        {},
        {"tsuuiisou": 1},
        None,
        None,
        32000,
    ),
    Row(
        "chinroutou",
        "111999p11s",
        "1s",
        {"melds": "pon:111m pon:999m"},
        {"chinroutou": 1},
        None,
        None,
        32000,
    ),
    # 234s 234s 666s 888s + green pair
    Row("ryuuiisou", "223344666888s66z", "6z", {}, {"ryuuiisou": 1}, None, None, 32000),
    # without the green dragon (not required in any preset, matrix B)
    Row("ryuuiisou_no_hatsu", "22233444666888s", "6s", {}, {"ryuuiisou": 1}, None, None, 32000),
    # won on 1m: the 13 tiles before were 1123455678999m, not the pure nine-sided shape
    Row("chuuren", "11123455678999m", "1m", {}, {"chuuren": 1}, None, None, 32000),
    # 1112345678999m waiting on all nine, won on 5m: pure nine-sided (single in EMA 2016)
    Row("junsei_chuuren", "11123455678999m", "5m", {}, {"junsei_chuuren": 1}, None, None, 32000),
    Row(
        "suukantsu",
        "99p",
        "9p",
        {"melds": "kan:2222m ankan:4444p kan:6666s kan:8888m"},
        {"suukantsu": 1},
        None,
        None,
        32000,
    ),
    # dealer's tenhou: 16,000 from each of three = 48,000
    Row(
        "tenhou",
        PLAIN,
        "1p",
        {"win": "tsumo", "tenhou": True, "seat_wind": "E"},
        {"tenhou": 1},
        None,
        None,
        48000,
    ),
    Row(
        "chiihou",
        PLAIN,
        "1p",
        {"win": "tsumo", "chiihou": True},
        {"chiihou": 1},
        None,
        None,
        32000,
    ),
]

# Galaxy rows (ruleset galaxy): paarenchan yakuman for the dealer; yakuman never combine
# with other yaku there, so riichi disappears. Dealer ron: 48,000.
GALAXY_POSITIVE: list[Row] = [
    Row(
        "paarenchan",
        PLAIN,
        "1p",
        {"riichi": True, "paarenchan": True, "seat_wind": "E"},
        {"paarenchan": 1},
        None,
        None,
        48000,
    ),
]


def _check(row: Row, ruleset: str) -> None:
    answer = score(row.hand, row.win, ruleset=ruleset, **row.situation)
    assert answer.get("ok") is True, summary(answer)
    assert yaku_of(answer) == row.yaku, summary(answer)
    if row.han is not None:
        assert answer["han"] == row.han, summary(answer)
    if row.fu is not None:
        assert answer["fu"] == row.fu, summary(answer)
    assert answer["total"] == row.total, summary(answer)


@pytest.mark.parametrize("row", POSITIVE, ids=[r.name for r in POSITIVE])
def test_positive(row: Row) -> None:
    _check(row, R)


@pytest.mark.parametrize("row", GALAXY_POSITIVE, ids=[r.name for r in GALAXY_POSITIVE])
def test_positive_galaxy(row: Row) -> None:
    _check(row, "galaxy")


# Negative cases: (name, yaku that must be absent, hand, win, situation, expected: a yaku
# dict with han/fu/total, or an error code).
class Neg(NamedTuple):
    name: str
    absent: str
    hand: str
    win: str
    situation: dict[str, Any]
    expected: tuple[dict[str, int], int, int, int] | str
    ruleset: str = R


NEGATIVE: list[Neg] = [
    # no riichi, nothing else: a closed ron without yaku
    Neg("riichi", "riichi", PLAIN, "1p", {}, "no_yaku"),
    # Galaxy has no double riichi (correction 6)
    Neg(
        "double_riichi",
        "double_riichi",
        PLAIN,
        "1p",
        {"riichi": True, "double_riichi": True},
        "conflicting_situation",
        "galaxy",
    ),
    Neg("ippatsu", "ippatsu", PLAIN, "1p", {"ippatsu": True}, "conflicting_situation"),
    # open hand tsumo (chi 789m): no menzen tsumo, nothing else -> no yaku
    Neg(
        "menzen_tsumo",
        "menzen_tsumo",
        "123m11456p999s",
        "1p",
        {"melds": "chi:789m", "win": "tsumo"},
        "no_yaku",
    ),
    # kanchan 3s (2_4s) in the pinfu hand: riichi only, 30 + 2 = 32 -> 40: 1,300
    Neg(
        "pinfu_kanchan",
        "pinfu",
        "123m99m456p234789s",
        "3s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    # pair of the seat wind (South): 2 fu, no pinfu; riichi 1, 30 + 2 = 32 -> 40: 1,300
    Neg(
        "pinfu_value_pair",
        "pinfu",
        "123m456p234789s22z",
        "4s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    # 123m called + 123m concealed, chun pon concealed, 456p, tanki 5s: no iipeikou (open);
    # chun 1; 20 + 8 + 2 = 30: 1,000
    Neg(
        "iipeikou",
        "iipeikou",
        "123m456p55s777z",
        "5s",
        {"melds": "chi:123m"},
        ({"yakuhai_chun": 1}, 1, 30, 1000),
    ),
    # terminal 1m in the tanyao shape: 123m instead of 234m -> no tanyao, riichi only
    Neg(
        "tanyao",
        "tanyao",
        "123m55m456p345678s",
        "4s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    # a white pair (2 fu) is not yakuhai: 3s closes 2_4s; riichi 1;
    # 30 + 2 (dragon pair) + 2 (kanchan) = 34 -> 40: 1,300
    Neg(
        "yakuhai_haku",
        "yakuhai_haku",
        "123m456p234678s55z",
        "3s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    # West pon for a South seat in an East round: no value -> no yaku
    Neg(
        "seat_wind",
        "seat_wind",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:333z"},
        "no_yaku",
    ),
    # East pon for a West seat in a South round: no value -> no yaku
    Neg(
        "round_wind",
        "round_wind",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:111z", "seat_wind": "W", "round_wind": "S"},
        "no_yaku",
    ),
    # green / red pairs are 2 fu, not yakuhai (same shape as the white pair above)
    Neg(
        "yakuhai_hatsu",
        "yakuhai_hatsu",
        "123m456p234678s66z",
        "3s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    Neg(
        "yakuhai_chun",
        "yakuhai_chun",
        "123m456p234678s77z",
        "3s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    Neg("haitei", "haitei", PLAIN, "1p", {"haitei": True}, "conflicting_situation"),
    Neg(
        "houtei",
        "houtei",
        PLAIN,
        "1p",
        {"houtei": True, "win": "tsumo"},
        "conflicting_situation",
    ),
    Neg("rinshan", "rinshan", PLAIN, "1p", {"rinshan": True}, "conflicting_situation"),
    Neg(
        "chankan",
        "chankan",
        PLAIN,
        "1p",
        {"chankan": True, "win": "tsumo"},
        "conflicting_situation",
    ),
    # 123m 123p 234s: no sanshoku; 4s on 23s (two-sided): riichi 1 + pinfu 1, 30 fu: 2,000
    Neg(
        "sanshoku",
        "sanshoku",
        "123789m123p55p234s",
        "4s",
        {"riichi": True},
        ({"riichi": 1, "pinfu": 1}, 2, 30, 2000),
    ),
    # 123m 456m 678m: no ittsu; 1m on 23m: riichi 1 + pinfu 1, 30 fu: 2,000
    Neg(
        "ittsu",
        "ittsu",
        "123456678m234p55s",
        "1m",
        {"riichi": True},
        ({"riichi": 1, "pinfu": 1}, 2, 30, 2000),
    ),
    # chanta needs honours (else junchan): the junchan row reports junchan, not chanta
    Neg("chanta", "chanta", "123789m789p12399s", "9s", {}, ({"junchan": 3}, 3, 40, 5200)),
    # duplicate pair (1111m is not two pairs): not seven pairs, not a winning hand
    Neg("chiitoitsu", "chiitoitsu", "1111m5577p22s6677z", "7z", {}, "not_a_winning_hand"),
    # with a chi, no toitoi: pon 222m, pon 444p, 678s in hand, tanki 9p: no yaku
    Neg(
        "toitoi",
        "toitoi",
        "888m99p678s",
        "9p",
        {"melds": "pon:222m pon:444p"},
        "no_yaku",
    ),
    # shanpon ron completes 666s: that pon counts as open -> two concealed, no sanankou;
    # 222m 444p concealed, 66s + 99p shanpon, 789m; riichi: 30 + 4 + 4 + 2 (open 666s) = 40
    Neg(
        "sanankou",
        "sanankou",
        "222789m444p99p666s",
        "6s",
        {"riichi": True},
        ({"riichi": 1}, 1, 40, 1300),
    ),
    # 222m 222p 333s: no sanshoku doukou -> with pon 222m open, 789m, tanki 9p: no yaku
    Neg(
        "sanshoku_doukou",
        "sanshoku_doukou",
        "789m22299p333s",
        "9p",
        {"melds": "pon:222m"},
        "no_yaku",
    ),
    # two kans only: no sankantsu; 666s pon open -> no yaku
    Neg(
        "sankantsu",
        "sankantsu",
        "789m99p",
        "9p",
        {"melds": "kan:2222m ankan:4444p pon:666s"},
        "no_yaku",
    ),
    # dragon pair without the second dragon pon: haku 1 only; 20 + 4 + 2 (pair) = 26 -> 30
    Neg(
        "shousangen",
        "shousangen",
        "123m456p77z",
        "4p",
        {"melds": "pon:555z chi:789s"},
        ({"yakuhai_haku": 1}, 1, 30, 1000),
    ),
    # a simple pair (55m) breaks honroutou: toitoi 2 only;
    # 20 + 4 + 8 + 8 + 4 (444z completed by ron: open) = 44 -> 50; 2 han 50: 3,200
    Neg(
        "honroutou",
        "honroutou",
        "55m999p999s444z",
        "4z",
        {"melds": "pon:111m"},
        ({"toitoi": 2}, 2, 50, 3200),
    ),
    # honitsu with a second suit (456p) -> no honitsu, no yaku
    Neg("honitsu", "honitsu", "12399955m456p333z", "5m", {}, "no_yaku"),
    # junchan with an honour pair is chanta
    Neg("junchan", "junchan", "123789m789p123s33z", "3z", {}, ({"chanta": 2}, 2, 40, 2600)),
    # open (chi 123m) + 123m 445566p 99s: iipeikou/ryanpeikou/pinfu are closed-only: no yaku
    Neg("ryanpeikou", "ryanpeikou", "123m445566p99s", "1m", {"melds": "chi:123m"}, "no_yaku"),
    # a honour in the one-suit hand is honitsu, not chinitsu: 123m 345m 567m 99m + 333z:
    # honitsu 3; 30 + 8 + 2 (tanki 9m) = 40: 3 han 40 = 5,200
    Neg(
        "chinitsu",
        "chinitsu",
        "12334556799m333z",
        "9m",
        {},
        ({"honitsu": 3}, 3, 40, 5200),
    ),
    Neg(
        "renhou",
        "renhou",
        PLAIN,
        "1p",
        {"renhou": True, "seat_wind": "E"},
        "conflicting_situation",
    ),
    # no red dragon: not thirteen orphans, not a winning hand
    Neg("kokushi", "kokushi", "1199m19p19s123456z", "9m", {}, "not_a_winning_hand"),
    # suuankou ron on a shanpon: 888m counts open -> sanankou 2 + toitoi 2 = 4 han;
    # 30 + 4 + 4 + 4 + 2 = 44 -> 50; 4-50 mangan 8,000
    Neg(
        "suuankou",
        "suuankou",
        "222888m444p99p666s",
        "8m",
        {},
        ({"sanankou": 2, "toitoi": 2}, 4, 50, 8000),
    ),
    Neg(
        "suuankou_tanki",
        "suuankou_tanki",
        "222888m444p99p666s",
        "8m",
        {"win": "tsumo"},
        ({"suuankou": 1}, 0, 0, 32000),
    ),
    Neg(
        "kokushi_13",
        "kokushi_13",
        "119m19p19s1234567z",
        "9m",
        {},
        ({"kokushi": 1}, 0, 0, 32000),
    ),
    # white + red pons, green pair: shousangen, not daisangen; 4p on 56p:
    # shousangen 2 + haku 1 + chun 1 = 4 han; 20 + 4 + 4 + 2 = 30: 7,700
    Neg(
        "daisangen",
        "daisangen",
        "123m456p66z",
        "4p",
        {"melds": "pon:555z pon:777z"},
        ({"shousangen": 2, "yakuhai_haku": 1, "yakuhai_chun": 1}, 4, 30, 7700),
    ),
    # two wind pons + wind pair: not shousuushii (needs three pons)
    # pon East, pon South (round + seat), 33z pair, 123m, 456p, ron 4p on 56p:
    # round wind 1 + seat wind 1; 20 + 4 + 4 = 28 -> 30; 2 han 30 = 2,000
    Neg(
        "shousuushii",
        "shousuushii",
        "123m456p33z",
        "4p",
        {"melds": "pon:111z pon:222z"},
        ({"round_wind": 1, "seat_wind": 1}, 2, 30, 2000),
    ),
    Neg(
        "daisuushii",
        "daisuushii",
        "123m33344z",
        "4z",
        {"melds": "pon:111z pon:222z"},
        ({"shousuushii": 1}, 0, 0, 32000),
    ),
    # a suited pair breaks tsuuiisou: pon East, pon white, 333z 444z, pair 99m, tanki 9m:
    # round wind 1 + haku 1 + toitoi 2 + honroutou 2 + honitsu 2 (open) = 8 -> baiman 16,000
    Neg(
        "tsuuiisou",
        "tsuuiisou",
        "99m333444z",
        "9m",
        {"melds": "pon:111z pon:555z"},
        (
            {"round_wind": 1, "yakuhai_haku": 1, "toitoi": 2, "honroutou": 2, "honitsu": 2},
            8,
            0,
            16000,
        ),
    ),
    # an honour pair breaks chinroutou: toitoi 2 + honroutou 2 + sanankou? 111p 999p concealed
    # only two -> 4 han; 20 + 4 + 4 + 8 + 8 + 2 (tanki 3z) = 46 -> 50: mangan 8,000
    Neg(
        "chinroutou",
        "chinroutou",
        "111999p33z",
        "3z",
        {"melds": "pon:111m pon:999m"},
        ({"toitoi": 2, "honroutou": 2}, 4, 50, 8000),
    ),
    # a 5s breaks ryuuiisou: 234s 234s 555s 888s 66z: honitsu 3 + iipeikou 1 (green pair
    # only: no yakuhai); 30 + 4 + 4 + 2 (tanki) + 2 (dragon pair) = 42 -> 50; 4-50: mangan
    Neg(
        "ryuuiisou",
        "ryuuiisou",
        "223344555888s66z",
        "6z",
        {},
        ({"honitsu": 3, "iipeikou": 1}, 4, 50, 8000),
    ),
    # an open chi breaks chuuren: chi 123m + 456m 789m 999m 11m, 5m closes 4_6m:
    # chinitsu 5 + ittsu 1 (open) = 6 han: haneman 12,000
    Neg(
        "chuuren",
        "chuuren",
        "11456789999m",
        "5m",
        {"melds": "chi:123m"},
        ({"chinitsu": 5, "ittsu": 1}, 6, 0, 12000),
    ),
    Neg(
        "junsei_chuuren",
        "junsei_chuuren",
        "11123455678999m",
        "1m",
        {},
        ({"chuuren": 1}, 0, 0, 32000),
    ),
    # three kans: sankantsu 2 (see the sankantsu row), not suukantsu
    Neg(
        "suukantsu",
        "suukantsu",
        "789m99p",
        "9p",
        {"melds": "kan:2222m ankan:4444p kan:6666s"},
        ({"sankantsu": 2}, 2, 60, 3900),
    ),
    Neg(
        "tenhou",
        "tenhou",
        PLAIN,
        "1p",
        {"win": "tsumo", "tenhou": True},
        "conflicting_situation",
    ),
    Neg(
        "chiihou",
        "chiihou",
        PLAIN,
        "1p",
        {"win": "tsumo", "chiihou": True, "seat_wind": "E"},
        "conflicting_situation",
    ),
    Neg(
        "paarenchan",
        "paarenchan",
        PLAIN,
        "1p",
        {"riichi": True, "paarenchan": True, "seat_wind": "E"},
        "conflicting_situation",
    ),
]


@pytest.mark.parametrize("neg", NEGATIVE, ids=[n.name for n in NEGATIVE])
def test_negative(neg: Neg) -> None:
    situation = dict(neg.situation)
    hand = situation.pop("hand", neg.hand)
    answer = score(hand, neg.win, ruleset=neg.ruleset, **situation)
    if isinstance(neg.expected, str):
        assert error_code(answer) == neg.expected, summary(answer)
        return
    assert answer.get("ok") is True, summary(answer)
    yaku, han, fu, total = neg.expected
    found = yaku_of(answer)
    assert neg.absent not in found
    assert found == yaku, summary(answer)
    if han:
        assert answer["han"] == han, summary(answer)
    if fu:
        assert answer["fu"] == fu, summary(answer)
    assert answer["total"] == total, summary(answer)


def test_every_yaku_id_has_a_positive_and_a_negative_case() -> None:
    positive = {y for row in POSITIVE + GALAXY_POSITIVE for y in row.yaku}
    negative = {n.absent for n in NEGATIVE}
    # nagashi mangan is a draw outcome (settle), never a `score` yaku
    wanted = {str(y) for y in YakuId} - {"nagashi_mangan"}
    assert wanted - positive == set()
    assert wanted - negative == set()
