"""The `score` and `compare` commands: choice of reading, fu lines, payments, reasons.

Every expected value is worked out by hand from the rule texts (matrix C and D of
shared/rules/rulesets.md); the comment next to each assertion shows the sum.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.hand import Hand, Situation
from engine.rulesets import find_ruleset
from engine.scoring import score_hand

RED_EMA = {"base": "ema", "red_fives": True}


def score(hand: str, win_tile: str, **fields: Any) -> dict[str, Any]:
    req: dict[str, Any] = {
        "ruleset": "ema",
        "hand": hand,
        "win_tile": win_tile,
        "seat_wind": "S",
        "round_wind": "E",
    }
    req.update(fields)
    return api.score(req)


def ok(hand: str, win_tile: str, **fields: Any) -> dict[str, Any]:
    a = score(hand, win_tile, **fields)
    assert a["ok"] is True, a
    return a


def yaku(a: dict[str, Any]) -> dict[str, int]:
    return {y["id"]: y.get("han", y.get("yakuman")) for y in a["yaku"]}


def why(a: dict[str, Any]) -> set[tuple[str | None, str]]:
    return {(w["yaku"], w["reason"]) for w in a["why_not"]}


CONTRACT = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
}


def test_contract_example_with_red_fives() -> None:
    # chun pon 1 han + one red five = 2 han; 20 base + 4 open honour pon + 2 tanki = 26 -> 30;
    # non-dealer ron 30 x 2^4 = 480 basic x 4 = 1920 -> 2000
    a = api.score({**CONTRACT, "ruleset": RED_EMA})
    assert a["ok"] is True
    assert (a["han"], a["fu"], a["fu_raw"], a["total"]) == (2, 30, 26, 2000)
    assert a["yaku"] == [{"id": "yakuhai_chun", "han": 1}]
    assert (a["dora"], a["aka"], a["ura"], a["yakuman"], a["limit"]) == (0, 1, 0, 0, None)
    assert a["fu_items"] == [
        {"id": "base", "fu": 20},
        {"id": "open_pon_honor", "fu": 4, "tiles": "777z"},
        {"id": "wait_tanki", "fu": 2, "tiles": "5p"},
    ]
    assert a["payments"] == {"discarder": 2000}
    assert a["honba_points"] == 0
    assert a["reading"]["wait"] == "tanki"
    assert {
        "kind": "pon",
        "tiles": "777z",
        "open": True,
        "called": True,
        "fu": 4,
        "win": False,
    } in a["reading"]["sets"]


def test_contract_example_under_plain_ema_rejects_the_red_five() -> None:
    # EMA 2025 plays without red fives (matrix A1): the 0m is an input error there.
    # NOTE for the lead: the contract's example says "ema"; see the report.
    a = api.score({**CONTRACT, "ruleset": "ema"})
    assert a["error"]["code"] == "no_red_fives_in_ruleset"


def test_same_hand_with_a_plain_five_under_ema() -> None:
    # chun 1 han, 26 -> 30 fu: 30 x 2^3 = 240 x 4 = 960 -> 1000
    a = ok("234567m55p", "5p", melds=["pon:777z", "chi:345m"])
    assert (a["han"], a["fu"], a["total"]) == (1, 30, 1000)


def test_best_reading_is_chosen_by_points() -> None:
    # 111222333m 789p 55s, tsumo, dealer: as three concealed pons: sanankou 2 + tsumo 1 = 3 han,
    # 20 + 8 (111m) + 4 + 4 + 2 tsumo = 38 -> 40: 40 x 2^5 = 1280 x 2 = 2560 -> 2600 each = 7800.
    # As 123m x3 (penchan): iipeikou 1 + tsumo 1 = 2 han, 20 + 2 + 2 = 24 -> 30:
    # 30 x 2^4 = 480 x 2 = 960 -> 1000 each = 3000: the runner-up.
    a = ok("111222333m789p55s", "3m", win="tsumo", seat_wind="E")
    assert yaku(a) == {"menzen_tsumo": 1, "sanankou": 2}
    assert (a["han"], a["fu"], a["total"]) == (3, 40, 7800)
    assert a["payments"] == {"non_dealer": 2600}
    assert a["runner_up"]["total"] == 3000
    assert a["runner_up"]["reading"]["wait"] == "penchan"
    assert ("iipeikou", "readings_incompatible") in why(a)


def test_ron_completed_pon_is_open_for_fu_and_not_concealed() -> None:
    # Same tiles, ron on 3m, dealer: the pon reading has only 2 concealed pons and no yaku;
    # the 123m x3 reading has iipeikou: 1 han, 20 + 10 closed ron + 2 penchan = 32 -> 40:
    # 40 x 2^3 = 320 x 6 = 1920 -> 2000
    a = ok("111222333m789p55s", "3m", seat_wind="E")
    assert yaku(a) == {"iipeikou": 1}
    assert (a["fu"], a["total"]) == (40, 2000)
    assert ("sanankou", "ron_pon_not_concealed") in why(a)
    assert ("pinfu", "pinfu_wait") in why(a)


def test_ron_on_shanpon_counts_pon_as_open_fu() -> None:
    # 123m 456p 789s 11z + 222z (South), ron on 2z by the South seat in the South round:
    # seat wind 1 + round wind 1 = 2 han; 20 + 10 + 4 (ron-completed honour pon: open) = 34 -> 40
    # non-dealer 40 x 2^4 = 640 x 4 = 2560 -> 2600
    a = ok("123m456p789s11222z", "2z", round_wind="S")
    assert yaku(a) == {"seat_wind": 1, "round_wind": 1}
    assert {"id": "open_pon_honor", "fu": 4, "tiles": "222z"} in a["fu_items"]
    assert a["total"] == 2600
    pon = next(s for s in a["reading"]["sets"] if s["tiles"] == "222z")
    assert pon == {
        "kind": "pon",
        "tiles": "222z",
        "open": True,
        "called": False,
        "fu": 4,
        "win": True,
    }


@pytest.mark.parametrize(
    ("ruleset", "fu_raw", "fu", "line"),
    [
        # East seat in the East round, pair of East: 20 + 10 closed ron + 4 closed simple pon
        # (444p) + double wind + 2 tanki; EMA 2025: 2 fu -> 38 -> 40; EMA 2016: 4 fu -> 40
        ("ema", 38, 40, {"id": "pair_double_wind", "fu": 2, "tiles": "11z"}),
        ("ema2016", 40, 40, {"id": "pair_double_wind", "fu": 4, "tiles": "11z"}),
    ],
)
def test_double_wind_pair_fu_per_ruleset(
    ruleset: str, fu_raw: int, fu: int, line: dict[str, Any]
) -> None:
    a = ok("123m444p789s11z456s", "1z", ruleset=ruleset, seat_wind="E", riichi=True)
    assert (a["fu_raw"], a["fu"]) == (fu_raw, fu)
    assert line in a["fu_items"]


def test_pinfu_tsumo_is_20_flat_and_ron_30() -> None:
    # 234m 567m 234p 678s 55s, win 4p completing 23p: pinfu.
    tsumo = ok("234567m234p55678s", "4p", win="tsumo")
    assert yaku(tsumo) == {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1}
    assert [i["id"] for i in tsumo["fu_items"]] == ["base"]
    assert tsumo["fu"] == 20
    ron = ok("234567m234p55678s", "4p")
    assert (ron["fu"], [i["id"] for i in ron["fu_items"]]) == (30, ["base", "closed_ron"])


def test_open_pinfu_shape_gets_two_fu() -> None:
    # open chi hand: 20 + nothing = 20 -> +2 open_pinfu -> 22 -> 30; tanyao 1 han:
    # 30 x 2^3 = 240 x 4 = 960 -> 1000
    a = ok("234m234p55678s", "4p", melds=["chi:567m"])
    assert a["fu_items"][-1] == {"id": "open_pinfu", "fu": 2}
    assert (a["fu_raw"], a["fu"], a["total"]) == (22, 30, 1000)
    assert ("pinfu", "pinfu_open") in why(a)


def test_galaxy_rinshan_gets_no_tsumo_fu() -> None:
    # closed kan of 8m (16), rinshan tsumo on a kanchan: Galaxy 20 + 16 + 2 = 38 -> 40,
    # EMA 20 + 16 + 2 + 2 tsumo = 40: both round to 40, so compare the lines.
    fields = {"win": "tsumo", "rinshan": True, "melds": ["ankan:8888m"]}
    g = ok("234m456p678s99s", "5p", ruleset="galaxy", **fields)
    e = ok("234m456p678s99s", "5p", ruleset="ema", **fields)
    assert "tsumo" not in [i["id"] for i in g["fu_items"]]
    assert "tsumo" in [i["id"] for i in e["fu_items"]]


def test_chiitoitsu_is_25_flat() -> None:
    # 2 han, 25 fu, no rounding: non-dealer ron 25 x 2^4 = 400 x 4 = 1600
    a = ok("1133m5577p22s4466z", "6z")
    assert (a["han"], a["fu"], a["fu_raw"], a["total"]) == (2, 25, 25, 1600)
    assert a["fu_items"] == [{"id": "chiitoitsu", "fu": 25}]


def test_dora_counting_each_indicator_and_red_five_both() -> None:
    # Tenhou (red fives). Indicators 4m twice -> 5m is dora twice per copy; the hand holds
    # 0m + 5m: 2 copies x 2 indicators = 4 dora, and the red five adds 1 aka. The closed kan
    # of 7s turned the second indicator.
    a = ok(
        "340m567m234p22s",
        "2p",
        melds=["ankan:7777s"],
        ruleset="tenhou",
        riichi=True,
        dora_indicators="4m4m",
        ura_indicators="9s",
    )
    assert (a["dora"], a["aka"]) == (4, 1)
    # ura: 9s -> 1s, none in hand
    assert a["ura"] == 0


def test_dora_wraps_for_honours() -> None:
    # indicator 4z (North) -> 1z East: the pon of East counts 3 dora. Yaku: East pon as the
    # dealer in the East round = seat 1 + round 1.
    a = ok("123m456p789s22s", "2s", melds=["pon:111z"], seat_wind="E", dora_indicators="4z")
    assert a["dora"] == 3
    assert yaku(a) == {"seat_wind": 1, "round_wind": 1}


def test_dora_alone_is_no_yaku() -> None:
    a = score("234567m234p55s", "4p", melds=["chi:789s"], dora_indicators="4s")
    assert a["error"]["code"] == "no_yaku"
    assert {"yaku": None, "reason": "dora_not_yaku"} in a["error"]["details"]["why_not"]


def test_payments_tsumo_non_dealer_and_honba_and_sticks() -> None:
    # riichi + tsumo + pinfu + tanyao = 4 han 20 fu: 20 x 2^6 = 1280 basic;
    # dealer pays 2560 -> 2600, others 1280 -> 1300; 2 honba: +200 from each payer;
    # 1 riichi stick: +1000. Total 2600 + 1300 + 1300 + 600 + 1000 = 6800.
    a = ok("234567m234p55678s", "4p", win="tsumo", riichi=True, honba=2, riichi_sticks=1)
    assert a["payments"] == {"dealer": 2600, "non_dealer": 1300}
    assert (a["honba_points"], a["riichi_points"], a["total"]) == (200, 1000, 6800)


def test_payments_ron_honba_all_from_discarder() -> None:
    # 2 han 40 fu (earlier hand) = 2600; 3 honba = 900 from the discarder
    a = ok("123m456p789s11222z", "2z", round_wind="S", honba=3)
    assert (a["honba_points"], a["total"]) == (900, 3500)


def test_kiriage_in_ema_but_not_ema2016() -> None:
    # Hand: 234m 234m 567p 678s 55s, ron on 8s completing 67s: tanyao, pinfu, iipeikou = 3 han 30 fu, plus the
    # dora indicator 5p -> 6p (one copy) = 4 han 30 fu: 30 x 2^6 = 1920 basic ->
    # EMA 2025 (kiriage) mangan 8000; EMA 2016 7680 -> 7700.
    ema = ok("223344m567p67s55s8s", "8s", dora_indicators="5p")
    old = ok("223344m567p67s55s8s", "8s", ruleset="ema2016", dora_indicators="5p")
    assert (ema["han"], ema["fu"]) == (4, 30)
    assert (ema["total"], ema["limit"]) == (8000, "mangan")
    assert (old["total"], old["limit"]) == (7700, None)


def test_ryanhan_shibari_needs_two_han_from_yaku() -> None:
    # EMA 2012: at 5+ counters 2 han from yaku. Chun pon only = 1 han (+3 dora) -> refused.
    fields = {"melds": ["pon:777z"], "dora_indicators": "1m", "honba": 5, "ruleset": "ema2012"}
    a = score("222m345p678s99s", "9s", **fields)
    assert a["error"]["code"] == "not_enough_han"
    assert a["error"]["details"]["why_not"][0]["reason"] == "five_counter_rule"
    # at 4 counters it is fine
    assert score("222m345p678s99s", "9s", **{**fields, "honba": 4})["ok"] is True


def test_galaxy_shibari_is_dealer_only() -> None:
    fields = {"melds": ["pon:777z"], "honba": 5, "ruleset": "galaxy"}
    assert score("222m345p678s99s", "9s", seat_wind="E", **fields)["error"]["code"] == (
        "not_enough_han"
    )
    assert score("222m345p678s99s", "9s", **fields)["ok"] is True


def test_yakuman_do_not_combine_with_ordinary_yaku() -> None:
    # daisangen with a chun pon by call: yakuman only, no yakuhai lines; EMA single.
    # non-dealer ron 8000 x 4 = 32000
    a = ok("555666z123m99p", "9p", melds=["pon:777z"])
    assert a["yaku"] == [{"id": "daisangen", "yakuman": 1}]
    assert (a["han"], a["yakuman"], a["limit"], a["total"]) == (0, 1, "yakuman", 32000)


def test_yakuman_stacking_per_ruleset() -> None:
    # tsuuiisou + daisangen: 2 yakuman where they stack (Tenhou), 1 in EMA
    hand, win = "555666777z11122z", "2z"
    tenhou = ok(hand, win, ruleset="tenhou", win="tsumo")
    ema = ok(hand, win, win="tsumo")
    assert tenhou["yakuman"] >= 2
    assert ema["yakuman"] == 1
    assert any(w["reason"] == "yakuman_not_stacked" for w in ema["why_not"])


def test_double_yakuman_per_ruleset() -> None:
    # suuankou tanki: double in Mahjong Soul (16000 basic x 4 = 64000), single in EMA
    hand, win = "111m222p333s444z55z", "5z"
    ms = ok(hand, win, ruleset="mahjongsoul")
    ema = ok(hand, win)
    assert ms["yaku"] == [{"id": "suuankou_tanki", "yakuman": 2}]
    assert ms["total"] == 64000
    assert ema["yaku"] == [{"id": "suuankou_tanki", "yakuman": 1}]
    assert ("suuankou_tanki", "double_yakuman_not_in_ruleset") in why(ema)


def test_suuankou_by_ron_only_on_pair_wait() -> None:
    # four concealed pons, ron on a shanpon: the ron pon is open -> sanankou + toitoi
    a = ok("111m222p333s44z555z", "5z")
    assert "suuankou" not in yaku(a)
    assert {"sanankou", "toitoi"} <= set(yaku(a))
    assert ("suuankou", "suuankou_ron_not_tanki") in why(a)
    # by tsumo it is suuankou
    assert ok("111m222p333s44z555z", "5z", win="tsumo")["yaku"] == [
        {"id": "suuankou", "yakuman": 1}
    ]


def test_kazoe_per_ruleset() -> None:
    # chinitsu 6 + ryanpeikou 3 + riichi 1 + tsumo 1 + pinfu 1 + tanyao 1 = 13 han
    hand, win = "22334455667788p", "8p"
    tenhou = ok(hand, win, ruleset="tenhou", riichi=True, win="tsumo")
    ema = ok(hand, win, riichi=True, win="tsumo")
    assert tenhou["han"] == 13 and tenhou["limit"] == "yakuman"
    assert ema["han"] == 13 and ema["limit"] == "sanbaiman"
    assert (None, "kazoe_not_in_ruleset") in why(ema)


def test_renhou_han5_takes_the_better_value() -> None:
    # EMA 2016: renhou alone is 5 han = mangan 8000 for a non-dealer ron.
    alone = ok("234567m234p55678s", "4p", ruleset="ema2016", renhou=True)
    assert alone["yaku"] == [{"id": "renhou", "han": 5}]
    assert (alone["total"], alone["dora"]) == (8000, 0)
    # a chinitsu hand worth more than mangan keeps its normal value
    rich = ok("11123455678999m", "5m", ruleset="ema2016", renhou=True)
    assert "renhou" not in yaku(rich)
    assert ("renhou", "renhou_normal_value_higher") in why(rich)


def test_renhou_yakuman_in_galaxy() -> None:
    a = ok("234567m234p55678s", "4p", ruleset="galaxy", renhou=True)
    assert a["yaku"] == [{"id": "renhou", "yakuman": 1}]


def test_paarenchan_needs_a_yaku() -> None:
    base = {"ruleset": "galaxy", "seat_wind": "E", "paarenchan": True}
    a = ok("234567m234p55678s", "4p", **base)
    assert a["yaku"] == [{"id": "paarenchan", "yakuman": 1}]
    no = score("234567m234p55s", "4p", melds=["chi:678s"], **base)
    assert no["error"]["code"] == "no_yaku"


def test_double_riichi_replaces_riichi() -> None:
    a = ok("234567m234p55678s", "4p", double_riichi=True, riichi=True)
    assert yaku(a)["double_riichi"] == 2
    assert "riichi" not in yaku(a)


def test_tanyao_open_refused_in_galaxy() -> None:
    a = score("234m234p55678s", "4p", melds=["chi:567m"], ruleset="galaxy")
    assert a["error"]["code"] == "no_yaku"
    assert {"yaku": "tanyao", "reason": "tanyao_open_not_allowed"} in a["error"]["details"][
        "why_not"
    ]


def test_closed_only_yaku_on_open_hand() -> None:
    # open iipeikou shape (234m twice, one called) and a tsumo: neither counts open
    a = ok("234m567p55678s", "5s", melds=["chi:234m"], win="tsumo", ruleset="ema")
    assert ("menzen_tsumo", "closed_only_yaku_open") in why(a)
    assert ("iipeikou", "closed_only_yaku_open") in why(a)


def test_chanta_needs_honour_else_junchan() -> None:
    chanta = ok("123m789p123s99s", "9s", melds=["pon:777z"])
    assert yaku(chanta) == {"yakuhai_chun": 1, "chanta": 1}
    j = ok("123789m789p11s999s", "1s")
    assert "junchan" in yaku(j) and "chanta" not in yaku(j)
    assert ("chanta", "chanta_in_junchan") in why(j)


def test_seven_pairs_with_four_of_a_kind_is_refused() -> None:
    a = score("1111m3344p5566s77z", "7z")
    assert a["error"]["code"] == "not_a_winning_hand"
    assert a["error"]["details"]["why_not"] == [
        {"yaku": "chiitoitsu", "reason": "chiitoitsu_repeated_pair"}
    ]


def test_junsei_chuuren_and_kokushi_13() -> None:
    # pure nine-sided wait: 1112345678999m waiting, win 5m -> junsei (double in Mahjong Soul)
    ms = ok("11123455678999m", "5m", ruleset="mahjongsoul")
    assert ms["yaku"] == [{"id": "junsei_chuuren", "yakuman": 2}]
    # 1112345678999 + 9m after holding 11123455678 99? : win 1m on 11234556789999 is plain
    plain = ok("11123455678999m", "1m", ruleset="mahjongsoul")
    assert plain["yaku"] == [{"id": "chuuren", "yakuman": 1}]
    k = ok("19m19p19s12345677z", "7z", ruleset="mahjongsoul")
    assert k["yaku"] == [{"id": "kokushi_13", "yakuman": 2}]
    k1 = ok("19m19p19s12345677z", "1z", ruleset="mahjongsoul")
    assert k1["yaku"] == [{"id": "kokushi", "yakuman": 1}]


def test_ryuuiisou_without_hatsu() -> None:
    # 234s 234s 666s 888s 44s: only green tiles, no green dragon
    a = ok("223344666888s44s", "4s", win="tsumo")
    assert "ryuuiisou" in yaku(a)


def test_score_hand_python_api() -> None:
    hand = Hand.parse("234567m234p55678s win:4p")
    outcome = score_hand(hand, Situation(win="tsumo"), find_ruleset("ema"))
    assert outcome.best.fu == 20
    # menzen tsumo + pinfu + tanyao = 3 han; the dealer (seat East by default) gets
    # 20 x 2^5 = 640 -> 1280 -> 1300 from each of three = 3900
    assert outcome.best.han == 3
    assert outcome.best.gain == 3900


def test_compare_scores_under_every_preset() -> None:
    req = {
        "hand": "234567m55p",
        "win_tile": "5p",
        "melds": ["pon:777z", "chi:0m34m"],
        "seat_wind": "S",
    }
    a = api.compare(req)
    by = {r["ruleset"]: r["answer"] for r in a["results"]}
    assert set(by) == {"ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"}
    assert by["ema"]["error"]["code"] == "no_red_fives_in_ruleset"
    assert by["tenhou"]["total"] == 2000
    one = api.compare({**req, "rulesets": ["tenhou", {"base": "ema", "red_fives": True}]})
    assert [r["answer"]["total"] for r in one["results"]] == [2000, 2000]


def test_pinfu_refused_by_a_value_pair_and_by_extra_fu() -> None:
    # 234m 567m 234p 678s + pair of chun: four chi and a two-sided wait, but the pair gives fu
    a = ok("234567m234p678s77z", "4p", riichi=True)
    assert ("pinfu", "pinfu_value_pair") in why(a)
    # 234m 567m 234p + concealed 888s + pair 55s, two-sided wait: the pon gives fu
    b = ok("234567m234p888s55s", "4p", riichi=True)
    assert ("pinfu", "pinfu_extra_fu") in why(b)


def test_no_pinfu_reason_for_a_hand_of_pons() -> None:
    a = ok("111m222p333s44z555z", "5z", win="tsumo", seat_wind="E")
    assert not any(w["yaku"] == "pinfu" for w in a["why_not"])


def test_answers_are_remembered_but_each_caller_gets_its_own_copy() -> None:
    from engine.scoring import SCORE_CACHE

    req = {"hand": "234567m234p55678s", "win_tile": "4p", "seat_wind": "S"}
    first = api.score(req)
    first["yaku"].append("changed by the caller")
    second = api.score(req)
    assert second["yaku"] == [{"id": "pinfu", "han": 1}, {"id": "tanyao", "han": 1}]
    assert len(SCORE_CACHE) >= 1


def test_cache_keeps_true_and_1_apart_and_remembers_errors() -> None:
    base = {"hand": "234567m234p55678s", "win_tile": "4p", "seat_wind": "S"}
    assert api.score({**base, "honba": 1})["honba_points"] == 300
    bad = api.score({**base, "honba": True})
    assert bad["error"]["code"] == "invalid_request"
    again = api.score({**base, "honba": True})
    assert again == bad


def test_answer_cache_can_be_emptied_like_functools_caches() -> None:
    # benchmarks empty every engine cache through `cache_clear` to time cold runs
    from engine.scoring import SCORE_CACHE

    api.score({"hand": "234567m234p55678s", "win_tile": "4p"})
    assert callable(SCORE_CACHE) and len(SCORE_CACHE) >= 1
    SCORE_CACHE.cache_clear()
    assert len(SCORE_CACHE) == 0


def test_red_five_is_shown_in_the_first_concealed_set_holding_a_five() -> None:
    # 345m and 567m both hold a 5m; the one red 5m goes to the first set read (345m -> 340m)
    a = ok("340m567m234p22678s", "2p", ruleset="tenhou", riichi=True)
    tiles = [s["tiles"] for s in a["reading"]["sets"]]
    assert tiles[:2] == ["340m", "567m"]
    # seven pairs with a red five: the pair of fives shows it (red first)
    b = ok("1133m05p5577s2244z", "4z", ruleset="tenhou")
    assert "05p" in [s["tiles"] for s in b["reading"]["sets"]]
