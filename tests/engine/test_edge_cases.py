"""Edge cases of reading and scoring, worked by hand (matrix C, D; EMA16 §3.4.9, §4.1).

Defaults: South seat, East round, ron; the ruleset is named in each test.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.ids import ConflictId
from tests.engine.hands import error_code, fu_items, score, scored, summary, yaku_of

PLAIN = "123789m11456p999s"  # 123m 789m 456p 999s, tanki 1p: 40 fu on a closed ron


def test_double_wind_pair_is_one_item_worth_the_ruleset_value() -> None:
    # East pair for the East seat in an East round (matrix C.3): 4 fu in EMA 2016, 2 in EMA 2025
    hand = "123m456p234789s11z"
    old = scored(hand, "4s", ruleset="ema2016", riichi=True, seat_wind="E")
    new = scored(hand, "4s", ruleset="ema", riichi=True, seat_wind="E")
    assert ("pair_double_wind", 4) in fu_items(old)
    assert ("pair_double_wind", 2) in fu_items(new)
    assert old["fu_raw"] == 34 and new["fu_raw"] == 32  # 30 + 4 / 30 + 2; both round to 40
    assert "pinfu" not in yaku_of(old)


def test_pinfu_tsumo_is_20_fu() -> None:
    # pinfu + menzen tsumo, 20 fu flat (C.5): 2 han 20 fu = 400 / 700, total 1,500
    answer = scored("123m99m456p234789s", "4s", ruleset="ema2016", win="tsumo")
    assert yaku_of(answer) == {"pinfu": 1, "menzen_tsumo": 1}
    assert (answer["fu"], answer["total"]) == (20, 1500)


def test_open_pinfu_shape_is_30_fu() -> None:
    # chi 789m + 123m 456m 234p 55s, ron 1m on 23m: ittsu 1 (open), 20 + 2 = 22 -> 30 (C.6)
    answer = scored("123456m234p55s", "1m", ruleset="ema2016", melds=["chi:789m"])
    assert (answer["fu"], answer["total"]) == (30, 1000)
    # the same shape won by tsumo: 20 + 2 (tsumo) = 22 -> 30: 300 + 300 + 500 = 1,100
    tsumo = scored("123456m234p55s", "1m", ruleset="ema2016", melds=["chi:789m"], win="tsumo")
    assert (tsumo["fu"], tsumo["total"]) == (30, 1100)


def test_kan_fu() -> None:
    # closed 1111m kan 32 + open 7777z kan 16 + tanki 2 + base 20 = 70; chun 1 han:
    # 4 x 70 x 8 = 2,240 -> 2,300
    answer = scored("456p55789s", "5s", ruleset="ema2016", melds=["ankan:1111m", "kan:7777z"])
    assert (answer["fu"], answer["total"]) == (70, 2300)
    # an added kan counts as an open kan: shouminkan 7777z gives 16 too
    added = scored("456p55789s", "5s", ruleset="ema2016", melds=["ankan:1111m", "shouminkan:7777z"])
    assert ("open_kan_honor", 16) in fu_items(added)


def test_ryanpeikou_beats_seven_pairs() -> None:
    # 112233m 445566p 99s, tanki 9s: ryanpeikou 3, 30 + 2 = 32 -> 40 fu: 5,200;
    # as seven pairs only 2 han 25 fu = 1,600
    answer = scored("112233m445566p99s", "9s", ruleset="ema2016")
    assert yaku_of(answer) == {"ryanpeikou": 3}
    assert answer["total"] == 5200
    assert answer["reading"]["kind"] == "standard"


def test_thirteen_sided_kokushi() -> None:
    # 13 different orphans, won on the tile that makes the pair: kokushi_13
    answer = scored("119m19p19s1234567z", "1m", ruleset="tenhou")
    assert yaku_of(answer) == {"kokushi_13": 1}  # single in Tenhou (no double yakuman)
    assert answer["total"] == 32000
    assert answer["reading"]["kind"] == "kokushi"


def test_single_wait_four_concealed_pons() -> None:
    # suuankou won by ron on the pair: allowed (ron only on a pair wait), suuankou_tanki
    answer = scored("222888m444p99p666s", "9p", ruleset="ema2016")
    assert yaku_of(answer) == {"suuankou_tanki": 1}
    assert answer["total"] == 32000


def test_shanpon_completed_by_ron_counts_open() -> None:
    # 222m 444p concealed, 66s/99p shanpon + 789m, riichi, ron 6s: 666s counts as an open pon
    # (2 fu) and not for sanankou; 30 + 4 + 4 + 2 = 40 fu, riichi 1: 1,300
    answer = scored("222789m444p99p666s", "6s", ruleset="ema2016", riichi=True)
    assert yaku_of(answer) == {"riichi": 1}
    assert Counter(fu_items(answer)) == Counter(
        [
            ("base", 20),
            ("closed_ron", 10),
            ("closed_pon_simple", 4),
            ("closed_pon_simple", 4),
            ("open_pon_simple", 2),
        ]
    )
    # the same win by tsumo: the pon stays concealed -> sanankou 2 + riichi 1 + tsumo 1
    tsumo = scored("222789m444p99p666s", "6s", ruleset="ema2016", riichi=True, win="tsumo")
    assert yaku_of(tsumo) == {"riichi": 1, "menzen_tsumo": 1, "sanankou": 2}
    # 20 + 4 x 3 + 2 (tsumo) = 34 -> 40; 4 han 40: mangan 2,000 / 4,000
    assert tsumo["total"] == 8000


def test_four_of_a_kind_in_hand_is_not_a_kan() -> None:
    # 1111m held concealed (no kan declared): 111m + 123m, penchan 3m; riichi:
    # 30 + 8 (concealed terminal pon) + 2 (penchan) = 40 fu: 1,300
    answer = scored("111123m456p55789s", "3m", ruleset="ema2016", riichi=True)
    assert (answer["fu"], answer["total"]) == (40, 1300)
    ids = [item_id for item_id, _ in fu_items(answer)]
    assert "closed_pon_terminal" in ids
    assert not any("kan" in item_id for item_id in ids)


def test_four_of_a_kind_is_not_two_pairs() -> None:
    # seven pairs need seven different pairs (matrix B)
    answer = score("1111m5577p22s6677z", "7z", ruleset="ema2016")
    assert error_code(answer) == "not_a_winning_hand"


def test_nobetan_is_a_pair_wait() -> None:
    # 2345m waits on 2m/5m; won on 5m: 234m + 55m, a pair wait (2 fu), no pinfu;
    # riichi: 30 + 2 = 32 -> 40 fu: 1,300
    answer = scored("23455m123456p789s", "5m", ruleset="ema2016", riichi=True)
    assert yaku_of(answer) == {"riichi": 1}
    assert ("wait_tanki", 2) in fu_items(answer)
    assert answer["total"] == 1300


def test_three_pons_beat_three_identical_runs() -> None:
    # 222333444m 234p 55s, ron 4p. As pons: sanankou 2 + tanyao 1, 30 + 12 = 42 -> 50 fu:
    # 3 han 50 = 6,400. As three 234m runs: tanyao + pinfu + iipeikou, 3 han 30 = 3,900.
    answer = scored("222333444m234p55s", "4p", ruleset="ema2016")
    assert yaku_of(answer) == {"sanankou": 2, "tanyao": 1}
    assert answer["total"] == 6400
    assert answer["runner_up"] is not None
    assert answer["runner_up"]["total"] == 3900


def test_three_pons_reading_on_tsumo() -> None:
    # 111222333m 456p 55s, tsumo 5s (tanki): pons: sanankou 2 + tsumo 1 = 3 han,
    # 20 + 8 + 4 + 4 + 2 + 2 = 40 fu: 1,300 / 2,600 = 5,200. Runs: iipeikou + tsumo 2 han.
    answer = scored("111222333m456p55s", "5s", ruleset="ema2016", win="tsumo")
    assert yaku_of(answer) == {"sanankou": 2, "menzen_tsumo": 1}
    assert answer["total"] == 5200


def test_wait_reading_chosen_for_value() -> None:
    # 567m + 77m with 7m won: a pair wait on 7m (tanki, 2 fu) or 56m closed on 7m with the
    # pair 77m (two-sided). EMA16 §3.4.9/§4.1.1: the best reading counts. 123p 456p 789s
    # complete the hand, riichi: two-sided gives riichi + pinfu = 2 han 30 fu = 2,000; the
    # pair wait only riichi 1 han 40 fu = 1,300.
    answer = scored("56777m123456p789s", "7m", ruleset="ema2016", riichi=True)
    assert yaku_of(answer) == {"riichi": 1, "pinfu": 1}
    assert (answer["fu"], answer["total"]) == (30, 2000)


@pytest.mark.parametrize(
    ("ruleset", "expected"),
    [("ema", 8000), ("ema2016", 7700), ("wrc", 8000), ("tenhou", 7700)],
)
def test_kiriage_border_3_60(ruleset: str, expected: int) -> None:
    # chun + sanankou 3 han, 30 + 8 + 8 + 8 + 2 = 56 -> 60 fu
    assert scored("22456m999p111s777z", "2m", ruleset=ruleset)["total"] == expected


@pytest.mark.parametrize("ruleset", ["ema", "ema2016"])
def test_kiriage_does_not_touch_4_25(ruleset: str) -> None:
    # riichi + tanyao + chiitoitsu = 4 han 25 fu: 25 x 64 = 1,600 -> 6,400 (no kiriage)
    answer = scored("2244m6688p335577s", "7s", ruleset=ruleset, riichi=True)
    assert (answer["han"], answer["fu"], answer["total"]) == (4, 25, 6400)


@pytest.mark.parametrize(("ruleset", "expected"), [("ema", 12000), ("ema2016", 11600)])
def test_kiriage_dealer_4_30(ruleset: str, expected: int) -> None:
    answer = scored("234m234p234678s55m", "8s", ruleset=ruleset, seat_wind="E")
    assert answer["total"] == expected


def test_kazoe_is_capped_at_one_yakuman() -> None:
    # 22334455667788m (0m: one red 5m), riichi, tsumo 2m: 13 han of yaku (riichi, tsumo,
    # pinfu, tanyao, chinitsu 6, ryanpeikou 3) + dora 1m (2m: 2) + ura 4m (5m and 0m: 2)
    # + aka 1 = 18 han. Tenhou: kazoe is one yakuman (8,000 / 16,000 = 32,000), no more.
    answer = scored(
        "22334405667788m",
        "2m",
        ruleset="tenhou",
        win="tsumo",
        riichi=True,
        dora_indicators="1m",
        ura_indicators="4m",
    )
    assert (answer["dora"], answer["ura"], answer["aka"]) == (2, 2, 1)
    assert answer["han"] == 18
    assert answer["total"] == 32000
    assert answer["limit"] == "yakuman"


def test_many_han_is_sanbaiman_without_kazoe() -> None:
    # the same without the red five in EMA 2016: 13 + 2 + 2 = 17 han, no kazoe: sanbaiman
    # 24,000
    answer = scored(
        "22334455667788m",
        "2m",
        ruleset="ema2016",
        win="tsumo",
        riichi=True,
        dora_indicators="1m",
        ura_indicators="4m",
    )
    assert answer["han"] == 17
    assert (answer["total"], answer["limit"]) == (24000, "sanbaiman")


def test_honba_and_riichi_sticks_on_a_non_dealer_tsumo() -> None:
    # riichi + tsumo, 2 han 40 fu: basic 640 -> 700 from each non-dealer, 1,300 from the
    # dealer; 2 honba: +100 x 2 from each of the three payers (D.6) = 600; 1 stick: 1,000.
    answer = scored(
        PLAIN, "1p", ruleset="ema2016", riichi=True, win="tsumo", honba=2, riichi_sticks=1
    )
    assert answer["payments"] == {"dealer": 1300, "non_dealer": 700}
    assert answer["honba_points"] == 200
    assert answer["riichi_points"] == 1000
    assert answer["total"] == 1300 + 2 * 700 + 600 + 1000


def test_honba_on_a_dealer_tsumo() -> None:
    # dealer: 2 han 40 fu tsumo: 1,300 from each of three; 3 honba: +300 each -> 4,800
    answer = scored(
        PLAIN, "1p", ruleset="ema2016", riichi=True, win="tsumo", honba=3, seat_wind="E"
    )
    assert answer["payments"] == {"non_dealer": 1300}
    assert answer["honba_points"] == 300
    assert answer["total"] == 3 * 1300 + 900


def test_honba_and_sticks_on_a_ron() -> None:
    # riichi 1 han 40 fu ron: 1,300 + 3 honba x 300 = 2,200; + 2 sticks = 4,200
    answer = scored(PLAIN, "1p", ruleset="ema2016", riichi=True, honba=3, riichi_sticks=2)
    assert answer["payments"] == {"discarder": 1300}
    assert answer["honba_points"] == 900
    assert answer["total"] == 1300 + 900 + 2000


def test_dora_counted_outside_yaku_and_never_a_yaku() -> None:
    # open hand without yaku: 3 dora do not make a win
    answer = score(
        "123m11456p999s", "1p", ruleset="ema2016", melds=["chi:789m"], dora_indicators="8s"
    )
    assert error_code(answer) == "no_yaku"


def test_ura_only_with_riichi() -> None:
    # ura 8s -> 9s x 3 counts with riichi: riichi 1 + ura 3 = 4 han 40 fu: mangan 8,000
    answer = scored(
        PLAIN, "1p", ruleset="ema2016", riichi=True, dora_indicators="1z", ura_indicators="8s"
    )
    assert (answer["ura"], answer["han"], answer["total"]) == (3, 4, 8000)


# ---------------------------------------------------------------------------------------------
# Every conflicting_situation id (ConflictId) from a request that has exactly that conflict.

OPEN = {"hand": "123m11456p999s", "melds": ["chi:789m"]}
KAN = {"hand": "123789m11456p", "melds": ["ankan:9999s"]}

CONFLICTS: dict[str, dict[str, Any]] = {
    "ippatsu_without_riichi": {"ippatsu": True},
    "riichi_open_hand": {**OPEN, "riichi": True},
    "double_riichi_open_hand": {**OPEN, "double_riichi": True},
    "ippatsu_with_rinshan": {
        **KAN,
        "win": "tsumo",
        "rinshan": True,
        "riichi": True,
        "ippatsu": True,
    },
    "rinshan_on_ron": {**KAN, "rinshan": True},
    "rinshan_without_kan": {"win": "tsumo", "rinshan": True},
    "chankan_on_tsumo": {"win": "tsumo", "chankan": True},
    "haitei_on_ron": {"haitei": True},
    "haitei_with_rinshan": {**KAN, "win": "tsumo", "rinshan": True, "haitei": True},
    "houtei_on_tsumo": {"win": "tsumo", "houtei": True},
    "houtei_with_chankan": {"houtei": True, "chankan": True},
    "tenhou_non_dealer": {"win": "tsumo", "tenhou": True},
    "tenhou_on_ron": {"tenhou": True, "seat_wind": "E"},
    "tenhou_after_call": {**OPEN, "tenhou": True, "seat_wind": "E", "win": "tsumo"},
    "tenhou_with_riichi": {"tenhou": True, "seat_wind": "E", "win": "tsumo", "riichi": True},
    "chiihou_dealer": {"chiihou": True, "seat_wind": "E", "win": "tsumo"},
    "chiihou_on_ron": {"chiihou": True},
    "chiihou_after_call": {**OPEN, "chiihou": True, "win": "tsumo"},
    "chiihou_with_riichi": {"chiihou": True, "win": "tsumo", "riichi": True},
    "renhou_dealer": {"renhou": True, "seat_wind": "E"},
    "renhou_on_tsumo": {"renhou": True, "win": "tsumo"},
    "renhou_after_call": {**OPEN, "renhou": True},
    "renhou_with_riichi": {"renhou": True, "riichi": True},
    "first_turn_flags_together": {"renhou": True, "chiihou": True},
    # renhou (before the first draw) on the last discard; tenhou on the last wall tile
    "first_turn_on_last_tile": {"renhou": True, "houtei": True},
    "renhou_with_chankan": {"renhou": True, "chankan": True},
    "ura_without_riichi": {"dora_indicators": "1z", "ura_indicators": "2z"},
    "too_many_indicators": {"riichi": True, "dora_indicators": "1z2z3z4z5z6z"},
    "more_indicators_than_kans": {"dora_indicators": "1z2z"},
    "more_ura_than_dora": {"riichi": True, "dora_indicators": "1z", "ura_indicators": "2z3z"},
    "double_riichi_not_in_ruleset": {"ruleset": "galaxy", "double_riichi": True},
    "renhou_not_in_ruleset": {"ruleset": "tenhou", "renhou": True},
    "paarenchan_not_in_ruleset": {"paarenchan": True, "seat_wind": "E", "riichi": True},
    "paarenchan_non_dealer": {"ruleset": "galaxy", "paarenchan": True, "riichi": True},
    # PLAIN waits on 1p with 1p already in the hand: the robbed kan would be a fifth copy
    "chankan_tile_held": {"chankan": True},
    "closed_kan_robbery_without_chankan": {"chankan_closed_kan": True},
    "closed_kan_robbed_without_kokushi": {"chankan": True, "chankan_closed_kan": True},
    "closed_kan_robbed_tile_held": {
        "hand": "19m119p19s1234567z",  # a 13-sided kokushi: it already holds a 1p
        "chankan": True,
        "chankan_closed_kan": True,
    },
}


@pytest.mark.parametrize(("conflict", "situation"), list(CONFLICTS.items()))
def test_conflicting_situation(conflict: str, situation: dict[str, Any]) -> None:
    situation = dict(situation)
    hand = situation.pop("hand", PLAIN)
    ruleset = situation.pop("ruleset", "ema2016")
    answer = score(hand, "1p", ruleset=ruleset, **situation)
    assert error_code(answer) == "conflicting_situation", summary(answer)
    assert answer["error"]["details"]["conflict"] == conflict


def test_ippatsu_on_an_open_hand_is_refused() -> None:
    # Riichi needs a closed hand, so an open hand can never have ippatsu; the engine reports
    # the missing riichi (ippatsu_without_riichi) or the open hand (ippatsu_open_hand).
    answer = score("123m11456p999s", "1p", ruleset="ema2016", melds=["chi:789m"], ippatsu=True)
    assert error_code(answer) == "conflicting_situation"
    assert answer["error"]["details"]["conflict"] in {"ippatsu_open_hand", "ippatsu_without_riichi"}


def test_every_conflict_id_is_covered() -> None:
    # closed_kan_robbery_not_in_ruleset is `not_allowed_by_ruleset` (tests/engine/
    # test_chankan_closed_kan.py); the id is the app's reason for disabling the flag
    # riichi_tile_without_riichi is a furiten request's (tests/engine/test_furiten.py)
    covered = set(CONFLICTS) | {
        "ippatsu_open_hand",
        "closed_kan_robbery_not_in_ruleset",
        "riichi_tile_without_riichi",
        "win_flag_at_draw",  # a draw_tenpai request's (tests/engine/test_draw_tenpai.py)
    }
    assert {str(c) for c in ConflictId} - covered == set()


def test_real_yakuman_preferred_over_kazoe_of_equal_value() -> None:
    # Found by the differential test. Dealer tsumo 8p, riichi, haitei, 33p 0(5)55p 666p 777p
    # 888p, ura indicator 4p (5p: three), Tenhou. As four concealed pons: suuankou, 16,000 x 3.
    # As 567p x 3 + 888p: riichi, tsumo, haitei, tanyao, chinitsu 6, iipeikou = 11 + aka 1 +
    # ura 3 = 15 han, kazoe yakuman: also 48,000. At equal value the real yakuman is the one
    # announced (as on Tenhou, and it is the one pao and double-yakuman rules apply to).
    answer = scored(
        "33055666777888p",
        "8p",
        ruleset="tenhou",
        win="tsumo",
        seat_wind="E",
        round_wind="W",
        riichi=True,
        haitei=True,
        dora_indicators="7s",
        ura_indicators="4p",
    )
    assert yaku_of(answer) == {"suuankou": 1}
    assert answer["total"] == 48000


@pytest.mark.parametrize(
    "situation",
    [
        {"tenhou": True, "seat_wind": "E", "win": "tsumo", "haitei": True},
        {"chiihou": True, "win": "tsumo", "haitei": True},
        {"renhou": True, "houtei": True},
    ],
)
def test_a_first_turn_win_is_never_on_the_last_tile(situation: dict[str, Any]) -> None:
    # Tenhou and chiihou are wins on the first draw, renhou on a discard before one's first
    # draw; haitei is the last wall tile and houtei the last discard: never both.
    answer = score(PLAIN, "1p", ruleset="ema2016", **situation)
    assert error_code(answer) == "conflicting_situation", summary(answer)
    assert answer["error"]["details"]["conflict"] == "first_turn_on_last_tile"
