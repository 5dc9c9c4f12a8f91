"""Every FuId line in at least one worked hand (matrix C).

Defaults: ruleset `ema2016`, South seat, East round, ron. Fu items are compared as a multiset
of (id, fu); `fu_raw` is their sum and `fu` the total rounded up to ten (chiitoitsu: 25 flat).
Fu per set (matrix C.2): pon simple 2 open / 4 concealed; terminal or honour 4 / 8; kans four
times the pon. Pairs (C.3): dragon, seat wind, round wind 2 each; double wind 4 (EMA 2016) or
2 (EMA 2025). Waits (C.4): kanchan, penchan, tanki 2. Tsumo 2 (not with pinfu); closed ron 10.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

import pytest

from engine.ids import FuId
from tests.engine.hands import fu_items, scored, summary


class FuRow(NamedTuple):
    name: str
    hand: str
    win: str
    situation: dict[str, Any]
    items: list[tuple[str, int]]
    raw: int
    fu: int
    ruleset: str = "ema2016"


PLAIN = "123789m11456p999s"  # 123m 789m 456p 999s, tanki 1p

ROWS: list[FuRow] = [
    # 20 + 10 + 8 (concealed 999s) + 2 (tanki) = 40
    FuRow(
        "closed_ron",
        PLAIN,
        "1p",
        {"riichi": True},
        [("base", 20), ("closed_ron", 10), ("closed_pon_terminal", 8), ("wait_tanki", 2)],
        40,
        40,
    ),
    # tsumo: 20 + 8 + 2 + 2 = 32 -> 40
    FuRow(
        "tsumo",
        PLAIN,
        "1p",
        {"win": "tsumo"},
        [("base", 20), ("closed_pon_terminal", 8), ("wait_tanki", 2), ("tsumo", 2)],
        32,
        40,
    ),
    # pinfu tsumo: 20 flat, no tsumo fu (C.5)
    FuRow("pinfu_tsumo", "123m99m456p234789s", "4s", {"win": "tsumo"}, [("base", 20)], 20, 20),
    # pinfu ron: 20 + 10 = 30
    FuRow(
        "pinfu_ron",
        "123m99m456p234789s",
        "4s",
        {},
        [("base", 20), ("closed_ron", 10)],
        30,
        30,
    ),
    # open pinfu shape (chi 789m, ittsu): 20 + 2 (open pinfu, C.6) = 22 -> 30
    FuRow(
        "open_pinfu",
        "123456m234p55s",
        "1m",
        {"melds": "chi:789m"},
        [("base", 20), ("open_pinfu", 2)],
        22,
        30,
    ),
    # seven pairs: 25 flat, no rounding
    FuRow("chiitoitsu", "1133m5577p22s6677z", "7z", {}, [("chiitoitsu", 25)], 25, 25),
    # 4s closes 3_5s: 20 + 10 + 2 = 32 -> 40
    FuRow(
        "wait_kanchan",
        "234m55m456p345678s",
        "4s",
        {},
        [("base", 20), ("closed_ron", 10), ("wait_kanchan", 2)],
        32,
        40,
    ),
    # 3m closes 12m: 123m 456p 678p 789s 55s, riichi: 20 + 10 + 2 = 32 -> 40
    FuRow(
        "wait_penchan",
        "123m456678p55789s",
        "3m",
        {"riichi": True},
        [("base", 20), ("closed_ron", 10), ("wait_penchan", 2)],
        32,
        40,
    ),
    # white pair + kanchan 3s: 20 + 10 + 2 + 2 = 34 -> 40
    FuRow(
        "pair_dragon",
        "123m456p234678s55z",
        "3s",
        {"riichi": True},
        [("base", 20), ("closed_ron", 10), ("pair_dragon", 2), ("wait_kanchan", 2)],
        34,
        40,
    ),
    # South pair for the South seat, two-sided 4s: 20 + 10 + 2 = 32 -> 40
    FuRow(
        "pair_seat_wind",
        "123m456p234789s22z",
        "4s",
        {"riichi": True},
        [("base", 20), ("closed_ron", 10), ("pair_seat_wind", 2)],
        32,
        40,
    ),
    # East pair for the South seat in the East round
    FuRow(
        "pair_round_wind",
        "123m456p234789s11z",
        "4s",
        {"riichi": True},
        [("base", 20), ("closed_ron", 10), ("pair_round_wind", 2)],
        32,
        40,
    ),
    # East pair for the East seat in the East round, with a concealed 999s:
    # EMA 2016: 30 + 8 + 4 = 42 -> 50 fu
    FuRow(
        "pair_double_wind_4",
        "123m456p234999s11z",
        "4s",
        {"riichi": True, "seat_wind": "E"},
        [("base", 20), ("closed_ron", 10), ("closed_pon_terminal", 8), ("pair_double_wind", 4)],
        42,
        50,
    ),
    # EMA 2025: 2 fu -> 30 + 8 + 2 = 40
    FuRow(
        "pair_double_wind_2",
        "123m456p234999s11z",
        "4s",
        {"riichi": True, "seat_wind": "E"},
        [("base", 20), ("closed_ron", 10), ("closed_pon_terminal", 8), ("pair_double_wind", 2)],
        40,
        40,
        "ema",
    ),
    # pon 222m, pon 444p open (2 each), 888m 666s concealed (4 each), tanki 9p: 34 -> 40
    FuRow(
        "pons_simple",
        "888m99p666s",
        "9p",
        {"melds": "pon:222m pon:444p"},
        [
            ("base", 20),
            ("open_pon_simple", 2),
            ("open_pon_simple", 2),
            ("closed_pon_simple", 4),
            ("closed_pon_simple", 4),
            ("wait_tanki", 2),
        ],
        34,
        40,
    ),
    # pon 111m open (4), 999p 999s concealed (8 each), 33z/44z shanpon won by ron on 4z:
    # that pon counts open (4); shanpon 0: 20 + 4 + 8 + 8 + 4 = 44 -> 50
    FuRow(
        "pons_terminal_honour",
        "999p999s33444z",
        "4z",
        {"melds": "pon:111m"},
        [
            ("base", 20),
            ("open_pon_terminal", 4),
            ("closed_pon_terminal", 8),
            ("closed_pon_terminal", 8),
            ("open_pon_honor", 4),
        ],
        44,
        50,
    ),
    # white pon called: 20 + 4 + 2 (tanki) = 26 -> 30
    FuRow(
        "open_pon_honor",
        "234m456p99p678s",
        "9p",
        {"melds": "pon:555z"},
        [("base", 20), ("open_pon_honor", 4), ("wait_tanki", 2)],
        26,
        30,
    ),
    # concealed West pon, tanki 9m: 20 + 10 + 8 + 2 = 40
    FuRow(
        "closed_pon_honor",
        "12334556799m333z",
        "9m",
        {},
        [("base", 20), ("closed_ron", 10), ("closed_pon_honor", 8), ("wait_tanki", 2)],
        40,
        40,
    ),
    # open kans 2222m, 6666s (8 each), closed kan 4444p (16), tanki 9p: 54 -> 60
    FuRow(
        "kans_simple",
        "789m99p",
        "9p",
        {"melds": "kan:2222m ankan:4444p kan:6666s"},
        [
            ("base", 20),
            ("open_kan_simple", 8),
            ("closed_kan_simple", 16),
            ("open_kan_simple", 8),
            ("wait_tanki", 2),
        ],
        54,
        60,
    ),
    # open kan 9999s (16), chi 789m, tanki 1p on the replacement tile: 20 + 16 + 2 + 2 = 40
    FuRow(
        "open_kan_terminal",
        "123m11456p",
        "1p",
        {"melds": "kan:9999s chi:789m", "win": "tsumo", "rinshan": True},
        [("base", 20), ("open_kan_terminal", 16), ("wait_tanki", 2), ("tsumo", 2)],
        40,
        40,
    ),
    # closed kan 1111m (32) + open red kan (16), tanki 5s: 20 + 32 + 16 + 2 = 70 (open: no
    # closed-ron fu); chun 1 han 70 fu: 4 x 560 = 2,240 -> 2,300
    FuRow(
        "closed_kan_terminal_open_kan_honor",
        "456p55789s",
        "5s",
        {"melds": "ankan:1111m kan:7777z"},
        [("base", 20), ("closed_kan_terminal", 32), ("open_kan_honor", 16), ("wait_tanki", 2)],
        70,
        70,
    ),
    # closed white kan (32), closed hand ron, tanki 1p: 20 + 10 + 32 + 2 = 64 -> 70
    FuRow(
        "closed_kan_honor",
        "123m11456p789s",
        "1p",
        {"melds": "ankan:5555z"},
        [("base", 20), ("closed_ron", 10), ("closed_kan_honor", 32), ("wait_tanki", 2)],
        64,
        70,
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_fu_items(row: FuRow) -> None:
    answer = scored(row.hand, row.win, ruleset=row.ruleset, **row.situation)
    assert Counter(fu_items(answer)) == Counter(row.items), summary(answer)
    assert sum(fu for _, fu in fu_items(answer)) == row.raw
    assert answer["fu_raw"] == row.raw
    assert answer["fu"] == row.fu


def test_closed_kan_honor_payment() -> None:
    # haku 1 han 70 fu, non-dealer ron: 4 x 70 x 8 = 2,240 -> 2,300
    answer = scored("123m11456p789s", "1p", ruleset="ema2016", melds=["ankan:5555z"])
    assert answer["total"] == 2300


def test_every_fu_id_is_covered() -> None:
    covered = {fu_id for row in ROWS for fu_id, _ in row.items}
    assert {str(f) for f in FuId} - covered == set()
