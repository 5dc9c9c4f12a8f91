"""Rulings worked by hand: furiten, waits (with values), penalties, end of game, custom rulesets
and the side-by-side compare call.

Every expected value was worked out by hand from `shared/rules/` (README.md presets and
corrections, rulesets.md fact matrix, rrc.md) and `shared/engine-contract.md` only, never from
the engine's output; the working is in the comment next to each row. Where the engine disagrees
with the worked value the row is a strict xfail whose reason gives both values and the citation.

Payment conventions (rulesets.md §D): basic = fu x 2^(han+2), mangan 2,000, yakuman 8,000 per
multiple; ron: ceil100(4 x basic), dealer ceil100(6 x basic); tsumo: the dealer pays
ceil100(2 x basic), each non-dealer ceil100(basic); fu rounded up to 10 except chiitoitsu 25
(§C). The winner sits South in an East round unless a row says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api

Answer = dict[str, Any]


# --- helpers -------------------------------------------------------------------------------------


def _ok(answer: Answer) -> Answer:
    assert answer.get("ok") is True, f"expected ok, got {answer.get('error')}"
    return answer


def _code(answer: Answer) -> str | None:
    """The error code of an `ok: false` answer (None when the answer is ok)."""
    if answer.get("ok") is True:
        return None
    error = answer.get("error")
    assert isinstance(error, dict), answer
    code = error.get("code")
    assert isinstance(code, str)
    return code


def _furiten(hand: str, *, ruleset: Any = "ema", **fields: Any) -> Answer:
    return _ok(api.run("furiten", {"ruleset": ruleset, "hand": hand, **fields}))


def _waits(hand: str, *, ruleset: Any = "ema", **fields: Any) -> Answer:
    return _ok(api.run("waits", {"ruleset": ruleset, "hand": hand, **fields}))


def _live_waits(answer: Answer) -> set[str]:
    """Waits that can still be won on: not those whose four copies the player holds."""
    return set(answer["waits"]) - set(answer.get("dead_waits", []))


def _score(hand: str, win_tile: str, *, ruleset: Any = "ema", **situation: Any) -> Answer:
    obj: dict[str, Any] = {"ruleset": ruleset, "hand": hand, "win_tile": win_tile}
    obj.setdefault("seat_wind", "S")
    obj.setdefault("round_wind", "E")
    obj.update(situation)
    return api.score(obj)


def _final(ruleset: Any, scores: list[int], **fields: Any) -> Answer:
    return _ok(api.final({"ruleset": ruleset, "scores": scores, **fields}))


def _penalties(ruleset: Any) -> Answer:
    return _ok(api.penalties({"ruleset": ruleset}))


def _entry(answer: Answer, penalty_id: str) -> Answer:
    for entry in answer["penalties"]:
        if entry["id"] == penalty_id:
            assert isinstance(entry, dict)
            return entry
    raise AssertionError(f"no penalty entry {penalty_id!r} in {answer['ruleset']}")


def _compare(request: dict[str, Any], rulesets: list[Any]) -> dict[str, Answer]:
    answer = _ok(api.compare({**request, "rulesets": rulesets}))
    return {r["ruleset"]: r["answer"] for r in answer["results"]}


def _approx(values: list[float]) -> Any:
    return pytest.approx(values, abs=1e-3)


# =================================================================================================
# 1. Furiten (rulesets.md A4 "Furiten"; rrc.md §1 row 29; README correction 9)
# =================================================================================================

# 234m 567m 789s 55s + 23p: a two-sided wait on 1p / 4p (no other reading: 55s is the only pair).
FW = "234m567m23p55s789s"


def test_furiten_waits_of_the_test_hand() -> None:
    answer = _furiten(FW, discards="9m")
    assert set(answer["waits"]) == {"1p", "4p"}
    assert answer["tenpai"] is True


def test_own_discard_furiten() -> None:
    # EMA16 §3.4.5: a winning tile in the player's own discards: no ron, tsumo allowed.
    answer = _furiten(FW, discards="9m1z4p")
    assert answer["furiten"] is True
    assert answer["reason"] == "own_discard"
    assert answer["tiles"]["own_discard"] == ["4p"]
    assert answer["ron_allowed"] is False
    assert answer["tsumo_allowed"] is True


def test_multi_wait_furiten_on_one_wait() -> None:
    # One of the two waits (1p) discarded: the whole hand is furiten, ron on 4p refused too.
    answer = _furiten(FW, discards="1p")
    assert answer["furiten"] is True
    assert answer["ron_allowed"] is False
    assert answer["tiles"]["own_discard"] == ["1p"]


def test_no_furiten_when_discards_hold_no_wait() -> None:
    answer = _furiten(FW, discards="9m1z2p3p")
    assert answer["furiten"] is False
    assert answer["reasons"] == []
    assert answer["ron_allowed"] is True
    assert answer["tsumo_allowed"] is True


def test_own_discard_furiten_in_rrc_also_without_yaku() -> None:
    # rrc.md row 29: furiten applies even to a wait that would give no yaku (the test hand has
    # no yaku without riichi: 789s rules out tanyao).
    answer = _furiten(FW, ruleset="rrc", discards="4p")
    assert answer["furiten"] is True
    assert answer["ron_allowed"] is False


def test_temporary_furiten_after_passing_a_winning_tile() -> None:
    # EMA16 §3.4.5: a passed winning discard: temporary furiten.
    answer = _furiten(FW, discards="9m", passed=["4p"])
    assert answer["furiten"] is True
    assert answer["reason"] == "passed_tile_temporary"
    assert answer["ron_allowed"] is False


def test_passed_tile_that_is_not_a_wait() -> None:
    answer = _furiten(FW, discards="9m", passed=["9s", "1z"])
    assert answer["furiten"] is False


@pytest.mark.parametrize(
    ("ruleset", "passed", "furiten"),
    [
        # EMA 2016/2025: temporary furiten lasts until the player's next draw or claim.
        pytest.param("ema", ["4p", "draw"], False, id="ema_ended_by_draw"),
        pytest.param("ema2016", ["4p", "claim"], False, id="ema2016_ended_by_claim"),
        # ... another player's call is neither the player's draw nor claim: still furiten.
        pytest.param("ema", ["4p", "call"], True, id="ema_not_ended_by_other_call"),
        # Correction 9: EMA 2012 also ends it on any call that interrupts the turn order.
        pytest.param("ema2012", ["4p", "call"], False, id="ema2012_ended_by_any_call"),
        # Tenhou (A4): ends with the player's own discard; calls out of turn do not end it.
        pytest.param("tenhou", ["4p", "call"], True, id="tenhou_not_ended_by_call"),
        # RRC row 29: "this ends with the player's next discard": a draw alone does not.
        pytest.param("rrc", ["4p", "draw"], True, id="rrc_not_ended_by_draw"),
        # EMA: the draw ended the furiten from 1p; 9s passed after it is no wait.
        pytest.param("ema", ["1p", "draw", "9s"], False, id="ema_old_pass_forgotten"),
    ],
)
def test_temporary_furiten_end(ruleset: str, passed: list[str], furiten: bool) -> None:
    answer = _furiten(FW, ruleset=ruleset, discards="9m", passed=passed)
    assert answer["furiten"] is furiten
    assert answer["ron_allowed"] is (not furiten)
    assert answer["tsumo_allowed"] is True


def test_temporary_furiten_names_only_the_tile_passed_since_the_draw() -> None:
    answer = _furiten(FW, discards="9m", passed=["1p", "draw", "4p"])
    assert answer["furiten"] is True
    assert answer["tiles"]["passed_tile_temporary"] == ["4p"]


def test_riichi_furiten_lasts_to_the_end_of_the_hand() -> None:
    # EMA16 §3.4.5: a winning tile passed in riichi: furiten to the end of the hand, even after
    # the player's own draws and discards (riichi_passed: before the last discard).
    answer = _furiten(FW, discards="9m", riichi=True, riichi_passed="1p", passed=["draw"])
    assert answer["furiten"] is True
    assert answer["reason"] == "passed_tile_in_riichi"
    assert answer["ron_allowed"] is False
    assert answer["tsumo_allowed"] is True


def test_riichi_furiten_not_ended_by_a_draw() -> None:
    answer = _furiten(FW, ruleset="rrc", discards="9m", riichi=True, passed=["4p", "draw"])
    assert answer["furiten"] is True
    assert answer["reason"] == "passed_tile_in_riichi"


def test_riichi_without_a_passed_wait_is_not_furiten() -> None:
    answer = _furiten(FW, discards="9m", riichi=True, riichi_passed="9s", passed=["2p", "draw"])
    assert answer["furiten"] is False


def test_own_discard_and_riichi_furiten_together() -> None:
    answer = _furiten(FW, discards="1p", riichi=True, riichi_passed="4p")
    assert set(answer["reasons"]) == {"own_discard", "passed_tile_in_riichi"}


# =================================================================================================
# 2. Waits, and the value of some waits (engine-contract `waits`; rulesets.md A3 karaten, B, C, D)
# =================================================================================================

ALL_TERMINALS = {"1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"}


@pytest.mark.parametrize(
    ("hand", "melds", "waits"),
    [
        # Pure nine gates 1112345678999m: any of 1m..9m completes it.
        pytest.param(
            "1112345678999m", [], {f"{n}m" for n in range(1, 10)}, id="nine_sided_chuuren"
        ),
        # 3333m4m + 456p 789s 11z(pair): 333m+34m -> 2m/5m (2m: 234m+333m, 5m: 333m+345m);
        # 4m gives 333344m (no two sets); 3m is held four times (no fifth copy); 1z: 3333m4m
        # has no set + pair.
        pytest.param("3333m4m456p789s11z", [], {"2m", "5m"}, id="3333m4m"),
        # 11m and 55p pairs with three sets: shanpon on 1m / 5p.
        pytest.param("11m55p234s567s789s", [], {"1m", "5p"}, id="shanpon"),
        # 13m kanchan: 2m only.
        pytest.param("13m456p789s234s55z", [], {"2m"}, id="kanchan"),
        # 12m penchan: 3m only.
        pytest.param("12m456p789s234s55z", [], {"3m"}, id="penchan"),
        # 2345m nobetan: 2m+345m or 234m+5m: 2m / 5m.
        pytest.param("2345m456p789s111z", [], {"2m", "5m"}, id="nobetan"),
        # Thirteen singles of kokushi: all thirteen terminals and honours.
        pytest.param("19m19p19s1234567z", [], ALL_TERMINALS, id="kokushi_13_sided"),
        # Kokushi with the pair 11m, red dragon missing: 7z only.
        pytest.param("119m19p19s123456z", [], {"7z"}, id="kokushi_single"),
        # Six pairs and 7m: chiitoitsu tanki on 7m (no four-sets reading).
        pytest.param("1133557m22p44s66z", [], {"7m"}, id="chiitoitsu_tanki"),
        # 123m 456p 789s 111z + 5z: honour tanki on 5z (1z gives 1111z, not a set + pair).
        pytest.param("123m456p789s111z5z", [], {"5z"}, id="honour_tanki"),
        # 1111m23m5s with a pon and a chi: 111m+123m with 5s tanki -> 5s; 1m is held four
        # times; 4m gives 1111234m5s, no pair: not a wait.
        pytest.param("1111m23m5s", ["pon:777z", "chi:456p"], {"5s"}, id="1111m23m_open"),
    ],
)
def test_wait_sets(hand: str, melds: list[str], waits: set[str]) -> None:
    answer = _waits(hand, melds=melds)
    assert _live_waits(answer) == waits
    assert answer["counts_as_tenpai"] is True


@pytest.mark.parametrize("ruleset", ["ema", "ema2016", "galaxy", "tenhou", "rrc"])
def test_wait_only_on_a_tile_held_four_times_is_noten(ruleset: str) -> None:
    # 1111m + three sets: the only reading is 111m + 1m tanki, and all four 1m are in the hand.
    # EMA16 §3.3.13 (EMA 2025 same): noten; Galaxy: "a wait whose every winning tile is in the
    # player's own hand is noten"; Tenhou: counts "unless all four copies are in the player's own
    # hand"; rrc.md row 28: not tenpai.
    answer = _waits("1111m234p567p789s", ruleset=ruleset)
    assert _live_waits(answer) == set()
    assert answer["counts_as_tenpai"] is False


@pytest.mark.parametrize("ruleset", ["galaxy", "rrc", "tenhou"])
def test_formal_tenpai_without_yaku_counts(ruleset: str) -> None:
    # Open hand chi 123m + 456p 789s 55z + 23s: waits 1s/4s, no yaku (chi 123m and 9s rule out
    # tanyao, two suits rule out honitsu, the haku pair gives no yaku). Galaxy: "tenpai without
    # yaku counts"; rrc.md row 28: formal tenpai counts; Tenhou: formal (yakuless) tenpai counts.
    answer = _waits("456p789s23s55z", ruleset=ruleset, melds=["chi:123m"])
    assert _live_waits(answer) == {"1s", "4s"}
    assert answer["counts_as_tenpai"] is True


def _values(hand: str, ruleset: str, seat: str = "S", **situation: Any) -> dict[str, Answer]:
    answer = _waits(hand, ruleset=ruleset, with_values=True, seat_wind=seat, **situation)
    return {v["tile"]: v for v in answer["values"]}


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_kanchan_with_riichi(ruleset: str) -> None:
    # 13m 456p 789s 234s 55z, riichi, wait 2m. Ron: riichi 1 han; 30 (closed ron) + 2 kanchan
    # + 2 dragon pair = 34 -> 40 fu; basic 320 -> 1,280 -> 1,300.
    # Tsumo: riichi + menzen tsumo 2 han; 20 + 2 + 2 + 2 tsumo = 26 -> 30 fu; basic 480:
    # dealer 960 -> 1,000, non-dealers 500 each; total 2,000.
    value = _values("13m456p789s234s55z", ruleset, riichi=True)["2m"]
    ron, tsumo = _ok(value["ron"]), _ok(value["tsumo"])
    assert (ron["han"], ron["fu"], ron["total"]) == (1, 40, 1300)
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (2, 30, 2000)
    assert tsumo["payments"] == {"dealer": 1000, "non_dealer": 500}


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_nine_sided_chuuren(ruleset: str) -> None:
    # Pure nine gates: a single yakuman in EMA 2025 and in Tenhou (matrix B yakuman table:
    # Chuuren "single" in both; only Mahjong Soul doubles the nine-sided wait).
    # Ron 32,000; tsumo: dealer 16,000, non-dealers 8,000 each.
    values = _values("1112345678999m", ruleset)
    ron, tsumo = _ok(values["5m"]["ron"]), _ok(values["1m"]["tsumo"])
    assert (ron["yakuman"], ron["total"]) == (1, 32000)
    assert tsumo["payments"] == {"dealer": 16000, "non_dealer": 8000}
    assert tsumo["total"] == 32000


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_kokushi_13_sided(ruleset: str) -> None:
    # Thirteen-sided kokushi: single yakuman in EMA 2025 and Tenhou (matrix B): ron 32,000.
    values = _values("19m19p19s1234567z", ruleset)
    for tile in ("1m", "1z", "7z"):
        ron = _ok(values[tile]["ron"])
        assert (ron["yakuman"], ron["total"]) == (1, 32000), tile


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_chiitoitsu_tanki(ruleset: str) -> None:
    # Chiitoitsu 2 han 25 fu (no rounding): ron basic 400 -> 1,600. Tsumo: + menzen tsumo,
    # 3 han 25 fu, basic 800: dealer 1,600, non-dealers 800 each, total 3,200.
    value = _values("1133557m22p44s66z", ruleset)["7m"]
    ron, tsumo = _ok(value["ron"]), _ok(value["tsumo"])
    assert (ron["han"], ron["fu"], ron["total"]) == (2, 25, 1600)
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (3, 25, 3200)


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_nobetan(ruleset: str) -> None:
    # 2345m 456p 789s 111z, South seat, East round: 111z is the round wind (1 han). Either wait
    # is a pair (tanki) wait. Ron: 30 + 8 (concealed honour pon) + 2 tanki = 40 fu, 1 han:
    # basic 320 -> 1,300. Tsumo on 5m: 2 han (+ menzen tsumo), 20 + 8 + 2 + 2 = 32 -> 40 fu,
    # basic 640: dealer 1,280 -> 1,300, non-dealers 640 -> 700; total 2,700.
    values = _values("2345m456p789s111z", ruleset)
    ron = _ok(values["2m"]["ron"])
    assert (ron["han"], ron["fu"], ron["total"]) == (1, 40, 1300)
    tsumo = _ok(values["5m"]["tsumo"])
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (2, 40, 2700)


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_honour_tanki(ruleset: str) -> None:
    # 123m 456p 789s 111z + 5z tanki: round wind pon 1 han; 30 + 8 + 2 tanki + 2 dragon pair
    # = 42 -> 50 fu; basic 400 -> 1,600.
    ron = _ok(_values("123m456p789s111z5z", ruleset)["5z"]["ron"])
    assert (ron["han"], ron["fu"], ron["total"]) == (1, 50, 1600)


def test_value_shanpon_ron_pon_counts_open() -> None:
    # 11m 55p 234s 567s 789s, riichi, EMA. Ron 5p: the ron-completed 555p is open for fu (§C.2):
    # 30 + 2 = 32 -> 40 fu, 1 han: 1,300. Tsumo 1m: 111m concealed terminal 8, + 2 tsumo:
    # 20 + 8 + 2 = 30 fu, 2 han: 500/1,000, total 2,000.
    values = _values("11m55p234s567s789s", "ema", riichi=True)
    ron = _ok(values["5p"]["ron"])
    assert (ron["fu"], ron["total"]) == (40, 1300)
    tsumo = _ok(values["1m"]["tsumo"])
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (2, 30, 2000)


def test_value_yakuless_wait_is_not_ok() -> None:
    # The kanchan hand without riichi has no yaku on ron (rulesets.md §D.1: dora never make a
    # yaku): the ron value is an `ok: false` answer with code no_yaku.
    value = _values("13m456p789s234s55z", "ema")["2m"]
    assert _code(value["ron"]) == "no_yaku"


# =================================================================================================
# 3. Penalties per preset (rulesets.md A5, F1-F5; README presets; rrc.md §1 rows 32-34, §3)
# =================================================================================================


@pytest.mark.parametrize(
    ("ruleset", "mode", "points", "applied"),
    [
        # EMA 2025 and 2016: tournament chombo -20,000 after uma (F1, F3, A5).
        pytest.param("ema", "deduction", 20000, "after_uma", id="ema"),
        pytest.param("ema2016", "deduction", 20000, "after_uma", id="ema2016"),
        # README: wrc chombo 30,000 off the final score.
        pytest.param("wrc", "deduction", 30000, "after_uma", id="wrc"),
        # README ema2012: chombo = reverse mangan paid at the table: 4,000 + 2,000 + 2,000.
        pytest.param("ema2012", "reverse_mangan", 8000, "at_table", id="ema2012"),
        # README galaxy: not stated -> ema2012 value.
        pytest.param("galaxy", "reverse_mangan", 8000, "at_table", id="galaxy"),
        # rrc.md row 32: twice the uma step after uma; default uma 30/10: step 20,000 -> 40,000.
        pytest.param("rrc", "deduction", 40000, "after_uma", id="rrc_30_10"),
        # The 15/5 alternative: step 10,000 -> 20,000.
        pytest.param(
            {"base": "rrc", "uma": [15000, 5000, -5000, -15000]},
            "deduction",
            20000,
            "after_uma",
            id="rrc_15_5",
        ),
    ],
)
def test_chombo_amount(ruleset: Any, mode: str, points: int, applied: str) -> None:
    answer = _penalties(ruleset)
    assert answer["chombo"] == {"mode": mode, "points": points, "applied": applied}
    entry = _entry(answer, "false_win_tiles_shown")
    assert entry["consequence"] == "chombo"
    assert entry["points"] == points
    assert entry["applied"] == applied


def test_reverse_mangan_dealer_amount() -> None:
    # F2: an offending dealer pays 4,000 to each of three: 12,000.
    assert _entry(_penalties("ema2012"), "noten_riichi")["points_max"] == 12000


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_online_presets_have_no_catalogue(ruleset: str) -> None:
    # F5: not applicable (the software prevents illegal actions).
    answer = _penalties(ruleset)
    assert answer["applicable"] is False
    assert answer["penalties"] == []


@pytest.mark.parametrize(
    ("ruleset", "penalty_id", "consequence"),
    [
        # F1 (EMA16, primary): false win, tiles not shown: dead hand; shown: chombo.
        pytest.param("ema2016", "false_win_no_tiles_shown", "dead_hand", id="ema2016_no_tiles"),
        pytest.param("ema2016", "noten_riichi", "chombo", id="ema2016_noten_riichi"),
        pytest.param("ema2016", "riichi_open_hand", "dead_hand", id="ema2016_riichi_open"),
        pytest.param("ema2016", "riichi_stick_forgotten", "none", id="ema2016_stick_forgotten"),
        pytest.param("ema2016", "swap_calling", "dead_hand", id="ema2016_kuikae"),
        pytest.param("ema2016", "claimed_tile_not_taken", "dead_hand", id="ema2016_not_taken"),
        pytest.param("ema2016", "wrong_draw", "none", id="ema2016_wrong_draw"),
        pytest.param("ema2016", "illegal_kan_after_riichi", "chombo", id="ema2016_kan"),
        pytest.param("ema2016", "cheating", "disqualification", id="ema2016_cheating"),
        # F4: since 2022 a false win is chombo whether or not the hand is shown.
        pytest.param("wrc", "false_win_no_tiles_shown", "chombo", id="wrc_no_tiles"),
        # F4: chombo also for a hand with too many or too few tiles.
        pytest.param("wrc", "wrong_tile_count", "chombo", id="wrc_tile_count"),
        # F2 / matrix A2: swap-calling allowed in 2012: no penalty.
        pytest.param("ema2012", "swap_calling", "none", id="ema2012_kuikae_allowed"),
        # rrc.md row 33 / §3b: false win without showing: dead hand; noten riichi: chombo.
        pytest.param("rrc", "false_win_no_tiles_shown", "dead_hand", id="rrc_no_tiles"),
        pytest.param("rrc", "noten_riichi", "chombo", id="rrc_noten_riichi"),
        pytest.param("rrc", "declaration_after_dead_hand", "chombo", id="rrc_dead_declares"),
        pytest.param("rrc", "peeking", "chombo", id="rrc_peeking"),
    ],
)
def test_penalty_consequence(ruleset: str, penalty_id: str, consequence: str) -> None:
    assert _entry(_penalties(ruleset), penalty_id)["consequence"] == consequence


def test_wrc_false_win_without_tiles_costs_the_wrc_chombo() -> None:
    entry = _entry(_penalties("wrc"), "false_win_no_tiles_shown")
    assert (entry["points"], entry["applied"]) == (30000, "after_uma")


def test_ema2016_point_penalties() -> None:
    answer = _penalties("ema2016")
    # F1 §5.5: obstruction 8,000 or 12,000; serious 12,000-48,000; after uma.
    obstruction = _entry(answer, "obstruction")
    assert (obstruction["points"], obstruction["points_max"]) == (8000, 12000)
    serious = _entry(answer, "serious_obstruction")
    assert (serious["points"], serious["points_max"]) == (12000, 48000)
    # F1 §5.7: lateness 1,000 per minute up to 10 minutes (10,000), after uma.
    late = _entry(answer, "lateness")
    assert (late["points"], late["points_max"], late["applied"]) == (1000, 10000, "after_uma")
    assert _entry(answer, "lateness_long")["consequence"] == "substitute"
    # F1 §5.8: substitute -15,000 and -15,000 uma: 30,000.
    assert _entry(answer, "substitute")["points"] == 30000


@pytest.mark.parametrize(
    ("ruleset", "points"),
    [
        # rrc.md §3 (RG §Игроки замены): twice the last-place uma: 60,000 at 30/10 ...
        pytest.param("rrc", 60000, id="rrc_30_10"),
        # ... 30,000 at 15/5.
        pytest.param({"base": "rrc", "uma": [15000, 5000, -5000, -15000]}, 30000, id="rrc_15_5"),
    ],
)
def test_rrc_substitute_score(ruleset: Any, points: int) -> None:
    assert _entry(_penalties(ruleset), "substitute")["points"] == points


def test_rrc_point_penalties() -> None:
    answer = _penalties("rrc")
    # rrc.md row 34: phone 8,000-12,000; lateness 1,000 per minute; escalation from 2,000.
    phone = _entry(answer, "phone")
    assert (phone["points"], phone["points_max"], phone["applied"]) == (8000, 12000, "after_uma")
    assert _entry(answer, "lateness")["points"] == 1000
    assert _entry(answer, "repeated_offence")["points"] == 2000
    assert _entry(answer, "mixing_dead_wall")["points"] == 8000


def test_ema2025_chombo_certainty_is_secondary() -> None:
    # F3: the EMA 2025 chombo amount is 🟡 (secondary).
    assert _entry(_penalties("ema"), "false_win_tiles_shown")["certainty"] == "secondary"


def _settle_chombo(ruleset: str, offender: int, riichi: list[int] | None = None) -> Answer:
    return _ok(
        api.settle(
            {
                "ruleset": ruleset,
                "scores": [30000, 30000, 30000, 30000],
                "dealer": 0,
                "round_wind": "E",
                "honba": 0,
                "riichi_sticks": 0,
                "riichi": riichi or [],
                "outcome": {"type": "chombo", "offender": offender},
            }
        )
    )


def test_ema2016_chombo_is_not_paid_at_the_table() -> None:
    # F1: 20,000 off the result after uma; no table payment, dealer stays, no counter; the riichi
    # stick of the hand (seat 2) goes back to its owner.
    answer = _settle_chombo("ema2016", 1, riichi=[2])
    assert answer["deltas"] == [0, 0, 0, 0]
    assert answer["next"]["riichi_sticks"] == 0
    assert answer["penalties"] == [0, -20000, 0, 0]
    assert (answer["next"]["dealer"], answer["next"]["honba"]) == (0, 0)


def test_ema2012_dealer_chombo_pays_4000_each() -> None:
    # F2: East pays 4,000 to each player.
    answer = _settle_chombo("ema2012", 0)
    assert answer["deltas"] == [-12000, 4000, 4000, 4000]
    assert answer["next"]["dealer"] == 0


# =================================================================================================
# 4. End of game (rulesets.md A1; README corrections 1, 5, 7; rrc.md rows 2, 3, 3a, 22)
# =================================================================================================


@pytest.mark.parametrize(
    ("ruleset", "scores", "fields", "ranks", "results"),
    [
        # EMA: subtract 30,000, uma 15/5: 40-30+15 = 25; 32-30+5 = 7; 28-30-5 = -7; -25.
        pytest.param(
            "ema", [40000, 32000, 28000, 20000], {}, [1, 2, 3, 4], [25, 7, -7, -25], id="ema"
        ),
        # EMA tie for first: the two share uma (15+5)/2 = 10: 35-30+10 = 15 each; -5; -25.
        pytest.param(
            "ema",
            [35000, 35000, 30000, 20000],
            {},
            [1, 1, 3, 4],
            [15, 15, -5, -25],
            id="ema_tie_first",
        ),
        # EMA three tied last: (5-5-15)/3 = -5 each: 25-30-5 = -10; first 45-30+15 = 30.
        pytest.param(
            "ema",
            [45000, 25000, 25000, 25000],
            {},
            [1, 2, 2, 2],
            [30, -10, -10, -10],
            id="ema_three_tied_last",
        ),
        # EMA: 2 leftover sticks to first place: 40+2-30+15 = 27; 31-30+5 = 6; -7; 19-30-15.
        pytest.param(
            "ema",
            [40000, 31000, 28000, 19000],
            {"riichi_sticks": 2},
            [1, 2, 3, 4],
            [27, 6, -7, -26],
            id="ema_leftover_sticks",
        ),
        # EMA: 1 stick split by two tied firsts: 35.5-30+10 = 15.5 each; -5; 19-30-15 = -26.
        pytest.param(
            "ema",
            [35000, 35000, 30000, 19000],
            {"riichi_sticks": 1},
            [1, 1, 3, 4],
            [15.5, 15.5, -5, -26],
            id="ema_stick_split",
        ),
        # EMA 2025 (A1, secondary): split sticks rounded down: 1,000/3 -> 333 each; uma of
        # places 1-3 pooled (15+5-5)/3 = 5: 0.333 + 5 = 5.333; 29-30-15 = -16.
        pytest.param(
            "ema",
            [30000, 30000, 30000, 29000],
            {"riichi_sticks": 1},
            [1, 1, 1, 4],
            [5.333, 5.333, 5.333, -16],
            id="ema_stick_split_three",
        ),
        # EMA negative score (no busting): 60-30+15 = 45; 5+5 = 10; 0-5; -5-30-15 = -50.
        pytest.param(
            "ema",
            [60000, 35000, 30000, -5000],
            {},
            [1, 2, 3, 4],
            [45, 10, -5, -50],
            id="ema_negative",
        ),
        # EMA: a penalty after uma does not change the places: fourth -25 - 20 = -45.
        pytest.param(
            "ema",
            [40000, 32000, 28000, 20000],
            {"penalties": [0, 0, 0, -20000]},
            [1, 2, 3, 4],
            [25, 7, -7, -45],
            id="ema_penalty_after_uma",
        ),
        # Correction 1: EMA 2012 uma 30/10: 10+30 = 40; 2+10 = 12; -12; -40.
        pytest.param(
            "ema2012",
            [40000, 32000, 28000, 20000],
            {},
            [1, 2, 3, 4],
            [40, 12, -12, -40],
            id="ema2012_uma_30_10",
        ),
        # WRC: leftover sticks are lost: 40-30+15 = 25; 6; -7; -26.
        pytest.param(
            "wrc",
            [40000, 31000, 28000, 19000],
            {"riichi_sticks": 2},
            [1, 2, 3, 4],
            [25, 6, -7, -26],
            id="wrc_sticks_lost",
        ),
        # Galaxy worked example (A1): +35.3, +2.4, -11.6, -26.1.
        pytest.param(
            "galaxy",
            [38300, 29400, 21400, 10900],
            {},
            [1, 2, 3, 4],
            [35.3, 2.4, -11.6, -26.1],
            id="galaxy_example",
        ),
        # Correction 7: Galaxy ties pool uma and oka: (7+3)/2 + 20/2 = 15 each from 30-30 = 0;
        # 25-30-3 = -8; 15-30-7 = -22 (sum 0).
        pytest.param(
            "galaxy",
            [30000, 30000, 25000, 15000],
            {},
            [1, 1, 3, 4],
            [15, 15, -8, -22],
            id="galaxy_tie_pools_oka",
        ),
        # Tenhou (correction 5): round to the nearest 1,000 first: 35, 29, 22, 14; minus 30;
        # oka +20 to first; uma 20/10/-10/-20: 45, 9, -18, -36.
        pytest.param(
            "tenhou",
            [35200, 28700, 22400, 13700],
            {},
            [1, 2, 3, 4],
            [45, 9, -18, -36],
            id="tenhou_rounding",
        ),
        # Tenhou ties by seat order (earlier dealer higher): seats 0 > 1 and 2 > 3 with seat 0
        # first dealer: 0+20+20 = 40; 0+10 = 10; -10-10 = -20; -10-20 = -30.
        pytest.param(
            "tenhou",
            [30000, 30000, 20000, 20000],
            {},
            [1, 2, 3, 4],
            [40, 10, -20, -30],
            id="tenhou_tie_seat_order",
        ),
        # Same with seat 1 the first dealer: order from seat 1 is 1, 2, 3, 0: seat 1 beats 0,
        # seat 2 beats 3.
        pytest.param(
            "tenhou",
            [30000, 30000, 20000, 20000],
            {"first_dealer": 1},
            [2, 1, 3, 4],
            [10, 40, -20, -30],
            id="tenhou_tie_first_dealer_1",
        ),
        # Tenhou negative score: 60-30+20+20 = 70; 0+10; -10-10; -10-30-20 = -60.
        pytest.param(
            "tenhou",
            [60000, 30000, 20000, -10000],
            {},
            [1, 2, 3, 4],
            [70, 10, -20, -60],
            id="tenhou_negative",
        ),
        # Mahjong Soul: measured from 25,000, no oka, uma 15/5: 15+15, 5+5, -5-5, -15-15.
        pytest.param(
            "mahjongsoul",
            [40000, 30000, 20000, 10000],
            {},
            [1, 2, 3, 4],
            [30, 10, -10, -30],
            id="mahjongsoul",
        ),
        # Mahjong Soul tie: seat order: seat 2 (earlier) above seat 3.
        pytest.param(
            "mahjongsoul",
            [40000, 20000, 20000, 20000],
            {},
            [1, 2, 3, 4],
            [30, 0, -10, -20],
            id="mahjongsoul_tie_seat_order",
        ),
        # RRC default uma 30/10, no oka: 10+30 = 40; 2+10 = 12; -12; -40.
        pytest.param(
            "rrc",
            [40000, 32000, 28000, 20000],
            {},
            [1, 2, 3, 4],
            [40, 12, -12, -40],
            id="rrc_30_10",
        ),
        # RRC ties split: (30+10)/2 = 20: 5+20 = 25 each; 0-10 = -10; -10-30 = -40.
        pytest.param(
            "rrc",
            [35000, 35000, 30000, 20000],
            {},
            [1, 1, 3, 4],
            [25, 25, -10, -40],
            id="rrc_tie",
        ),
        # RRC alternative 15/5 (README: one click away): 25, 7, -7, -25.
        pytest.param(
            {"base": "rrc", "uma": [15000, 5000, -5000, -15000]},
            [40000, 32000, 28000, 20000],
            {},
            [1, 2, 3, 4],
            [25, 7, -7, -25],
            id="rrc_15_5",
        ),
        # RRC 30/10 with its chombo (40,000 after uma) on the winner: 40 - 40 = 0, still first.
        pytest.param(
            "rrc",
            [40000, 32000, 28000, 20000],
            {"penalties": [-40000, 0, 0, 0]},
            [1, 2, 3, 4],
            [0, 12, -12, -40],
            id="rrc_chombo_after_uma",
        ),
    ],
)
def test_final(
    ruleset: Any, scores: list[int], fields: dict[str, Any], ranks: list[int], results: list[float]
) -> None:
    answer = _final(ruleset, scores, **fields)
    assert answer["ranks"] == ranks
    assert answer["results"] == _approx(results)


def test_rrc_offers_the_15_5_alternative() -> None:
    # README preset table: rrc uma 30/10 by default, 15/5 one click away.
    rrc = next(r for r in _ok(api.run("rulesets", {}))["rulesets"] if r["id"] == "rrc")
    values = {f["name"]: f["value"] for f in rrc["fields"]}
    assert values["uma"] == [30000, 10000, -10000, -30000]
    assert [15000, 5000, -5000, -15000] in values["uma_alternatives"]


def test_wrc_reports_lost_sticks() -> None:
    answer = _final("wrc", [40000, 31000, 28000, 19000], riichi_sticks=2)
    assert answer["riichi_points_lost"] == 2000


# =================================================================================================
# 5. Custom rulesets: validation and overrides (engine-contract `ruleset`; README "custom")
# =================================================================================================

# 223344m 567p 55s + 67s, riichi, ron 8s: riichi 1 + pinfu 1 + tanyao 1 + iipeikou 1 = 4 han,
# pinfu ron 30 fu: basic 1,920 -> 7,680 -> 7,700; with kiriage (A2) paid as mangan 8,000.
H430 = "223344m567p55678s"


@pytest.mark.parametrize(
    ("ruleset", "code"),
    [
        pytest.param({"base": "ema", "no_such_rule": 1}, "invalid_ruleset", id="unknown_field"),
        pytest.param({"base": "ema", "kiriage": "yes"}, "invalid_ruleset", id="bool_as_text"),
        pytest.param({"base": "ema", "honba_value": "300"}, "invalid_ruleset", id="int_as_text"),
        pytest.param({"base": "ema", "honba_value": True}, "invalid_ruleset", id="int_as_bool"),
        pytest.param({"base": "ema", "honba_value": 3.5}, "invalid_ruleset", id="int_as_float"),
        pytest.param({"base": "ema", "renhou": "maybe"}, "invalid_ruleset", id="bad_choice"),
        pytest.param({"base": "ema", "uma": "15/5"}, "invalid_ruleset", id="uma_text"),
        pytest.param(
            {"base": "ema", "uma": [15000, 5000, -5000, -14000]},
            "invalid_ruleset",
            id="uma_not_zero_sum",
        ),
        pytest.param(
            {"base": "ema", "uma": [-15000, -5000, 5000, 15000]},
            "invalid_ruleset",
            id="uma_rising",
        ),
        pytest.param(
            {"base": "ema", "double_yakuman": ["no_such_yaku"]},
            "invalid_ruleset",
            id="unknown_yaku_id",
        ),
        pytest.param({"base": "ema", "chombo_points": 10**9}, "invalid_ruleset", id="huge"),
        pytest.param({"base": "no_such_preset"}, "unknown_ruleset", id="unknown_base"),
        pytest.param({"base": 7}, "invalid_ruleset", id="base_not_text"),
        pytest.param("no_such_preset", "unknown_ruleset", id="unknown_id"),
        pytest.param(42, "invalid_ruleset", id="not_an_object"),
    ],
)
def test_bad_custom_ruleset_is_a_typed_error(ruleset: Any, code: str) -> None:
    answer = _score(H430, "8s", ruleset=ruleset, riichi=True)
    assert _code(answer) == code
    assert "internal" not in answer["error"].get("details", {})


@pytest.mark.parametrize(
    "ruleset",
    [
        pytest.param({"base": "ema", "honba_value": -300}, id="negative_honba"),
        pytest.param({"base": "ema", "chombo_points": -20000}, id="negative_chombo"),
        pytest.param({"base": "ema", "double_wind_pair_fu": -2}, id="negative_fu"),
        pytest.param({"base": "ema", "noten_total": -3000}, id="negative_noten_total"),
        pytest.param({"base": "ema", "ryanhan_honba": -5}, id="negative_ryanhan_honba"),
        pytest.param({"base": "ema", "riichi_min_wall_tiles": -1}, id="negative_wall_tiles"),
        # start above return points: oka = (30,000 - 35,000) x 4 = -20,000 "bonus" for first.
        pytest.param({"base": "ema", "start_points": 35000}, id="negative_oka"),
        # a non-yakuman id as a double yakuman (contract: the limit-yaku list).
        pytest.param({"base": "ema", "double_yakuman": ["riichi"]}, id="double_yakuman_riichi"),
        # a double-wind pair is worth 2 or 4 fu in every rule text (matrix C: 2 or 4)
        pytest.param({"base": "ema", "double_wind_pair_fu": 3}, id="double_wind_pair_3"),
        # pao is a liability for a yakuman (daisangen, daisuushii, suukantsu), never tanyao
        pytest.param({"base": "ema", "pao_yaku": ["tanyao"]}, id="pao_tanyao"),
        # a custom ruleset must say which preset it starts from (contract: {"base": ...})
        pytest.param({"kiriage": True}, id="no_base"),
    ],
)
def test_negative_amounts_are_refused(ruleset: Any) -> None:
    assert _code(_score(H430, "8s", ruleset=ruleset, riichi=True)) == "invalid_ruleset"


def test_bad_ruleset_in_every_command_is_typed() -> None:
    bad = {"base": "ema", "no_such_rule": True}
    assert _code(api.final({"ruleset": bad, "scores": [25000] * 4})) == "invalid_ruleset"
    assert _code(api.penalties({"ruleset": bad})) == "invalid_ruleset"
    assert _code(api.run("waits", {"ruleset": bad, "hand": FW})) == "invalid_ruleset"
    assert _code(api.run("furiten", {"ruleset": bad, "hand": FW})) == "invalid_ruleset"
    assert _code(api.run("rulesets", {"rulesets": [bad]})) == "invalid_ruleset"


def test_override_kiriage() -> None:
    # EMA 2016 has no kiriage: 4-30 = 7,700; overriding kiriage: 8,000 (A2, §D.2).
    plain = _ok(_score(H430, "8s", ruleset="ema2016", riichi=True))
    assert (plain["han"], plain["fu"], plain["total"]) == (4, 30, 7700)
    custom = _ok(_score(H430, "8s", ruleset={"base": "ema2016", "kiriage": True}, riichi=True))
    assert custom["total"] == 8000


def test_override_honba_value() -> None:
    # 2 counters at 300 (default) on a ron: +600 -> 8,300; at 500 each: +1,000 -> 8,700.
    plain = _ok(_score(H430, "8s", ruleset="ema2016", riichi=True, honba=2))
    assert plain["total"] == 8300
    custom = _ok(
        _score(H430, "8s", ruleset={"base": "ema2016", "honba_value": 500}, riichi=True, honba=2)
    )
    assert custom["total"] == 8700


# 111m 456p 789s 234s 11z, dealer (East seat, East round), riichi ron on 4s (23s two-sided):
# 30 + 8 (concealed 111m) + double-wind pair: 2 fu (EMA 2025) -> 40, or 4 fu -> 42 -> 50.
# 1 han dealer ron: 40 fu basic 320 x 6 = 1,920 -> 2,000; 50 fu basic 400 x 6 = 2,400.
DW = {
    "hand": "111m456p789s234s11z",
    "win_tile": "4s",
    "seat_wind": "E",
    "round_wind": "E",
    "riichi": True,
}


def test_override_double_wind_pair_fu() -> None:
    plain = _ok(api.score({**DW, "ruleset": "ema"}))
    assert (plain["fu"], plain["total"]) == (40, 2000)
    custom = _ok(api.score({**DW, "ruleset": {"base": "ema", "double_wind_pair_fu": 4}}))
    assert (custom["fu"], custom["total"]) == (50, 2400)


def test_override_kazoe_yakuman() -> None:
    # 22334455667788m, riichi, tsumo 2m, no dora: riichi 1 + tsumo 1 + pinfu 1 + tanyao 1
    # + chinitsu 6 + ryanpeikou 3 = 13 han. EMA: sanbaiman 24,000; with kazoe: 32,000.
    hand, situation = "22334455667788m", {"riichi": True, "win": "tsumo"}
    plain = _ok(_score(hand, "2m", ruleset="ema", **situation))
    assert (plain["han"], plain["limit"], plain["total"]) == (13, "sanbaiman", 24000)
    custom = _ok(_score(hand, "2m", ruleset={"base": "ema", "kazoe_yakuman": True}, **situation))
    assert (custom["limit"], custom["total"]) == ("yakuman", 32000)


# Open tanyao: chi 234s + 234m 567p 88p 67s, ron 8s: tanyao 1 han, open pinfu shape 20 + 2
# -> 30 fu (§C.6): 1,000. Without kuitan: no yaku.
KUITAN = {
    "hand": "234m567p88p678s",
    "win_tile": "8s",
    "melds": ["chi:234s"],
    "seat_wind": "S",
    "round_wind": "E",
}


def test_override_kuitan() -> None:
    plain = _ok(api.score({**KUITAN, "ruleset": "ema"}))
    assert (plain["han"], plain["fu"], plain["total"]) == (1, 30, 1000)
    custom = api.score({**KUITAN, "ruleset": {"base": "ema", "kuitan": False}})
    assert _code(custom) == "no_yaku"


def test_override_double_yakuman() -> None:
    # EMA: 13-sided kokushi single (32,000); listed as a double yakuman: 64,000.
    hand = "119m19p19s1234567z"
    plain = _ok(_score(hand, "1m", ruleset="ema"))
    assert plain["total"] == 32000
    custom = _ok(_score(hand, "1m", ruleset={"base": "ema", "double_yakuman": ["kokushi_13"]}))
    assert (custom["yakuman"], custom["total"]) == (2, 64000)


def test_override_uma_changes_final() -> None:
    answer = _final(
        {"base": "ema", "uma": [20000, 10000, -10000, -20000]}, [40000, 32000, 28000, 20000]
    )
    # 10+20 = 30; 2+10 = 12; -2-10 = -12; -10-20 = -30.
    assert answer["results"] == _approx([30, 12, -12, -30])


def test_override_tie_rule_changes_final() -> None:
    # EMA with seat-order ties: seat 0 first (15), seat 1 second (5): 5+15 = 20; 5+5 = 10.
    answer = _final({"base": "ema", "tie_rule": "seat_order"}, [35000, 35000, 30000, 20000])
    assert answer["ranks"] == [1, 2, 3, 4]
    assert answer["results"] == _approx([20, 10, -5, -25])


def test_override_chombo_points_changes_penalties() -> None:
    answer = _penalties({"base": "ema", "chombo_points": 25000})
    assert answer["chombo"]["points"] == 25000
    assert _entry(answer, "noten_riichi")["points"] == 25000


def test_custom_ruleset_is_described_with_its_overrides() -> None:
    answer = _ok(api.run("rulesets", {"rulesets": [{"base": "ema2016", "kiriage": True}]}))
    (described,) = answer["rulesets"]
    assert described["base"] == "ema2016"
    assert described["preset"] is False
    assert described["overrides"]["base"] == "ema2016"
    assert described["overrides"]["kiriage"] is True


# =================================================================================================
# 6. Compare: one hand under several rulesets (architecture.md `compare`)
# =================================================================================================

ALL_PRESETS = ["ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"]


@pytest.mark.parametrize(
    ("ruleset", "total"),
    [
        # Double-wind pair 2 fu: EMA 2025, WRC 2025 (A2) -> 40 fu -> 2,000.
        ("ema", 2000),
        ("wrc", 2000),
        # 4 fu: EMA 2016 (and 2012, which follows it), Galaxy, Tenhou, Mahjong Soul, RRC -> 2,400.
        ("ema2016", 2400),
        ("ema2012", 2400),
        ("galaxy", 2400),
        ("tenhou", 2400),
        ("mahjongsoul", 2400),
        ("rrc", 2400),
    ],
)
def test_compare_double_wind_pair(ruleset: str, total: int) -> None:
    results = _compare(DW, ALL_PRESETS)
    assert _ok(results[ruleset])["total"] == total


@pytest.mark.parametrize(
    ("ruleset", "total"),
    [
        # Kiriage (A2): EMA 2025 and WRC pay 4-30 as mangan 8,000; no kiriage elsewhere (Galaxy:
        # not stated, treated as no): 7,700.
        ("ema", 8000),
        ("wrc", 8000),
        ("ema2016", 7700),
        ("ema2012", 7700),
        ("galaxy", 7700),
        ("tenhou", 7700),
        ("mahjongsoul", 7700),
        ("rrc", 7700),
    ],
)
def test_compare_kiriage(ruleset: str, total: int) -> None:
    request = {"hand": H430, "win_tile": "8s", "seat_wind": "S", "round_wind": "E", "riichi": True}
    assert _ok(_compare(request, ALL_PRESETS)[ruleset])["total"] == total


@pytest.mark.parametrize(
    ("ruleset", "code", "total"),
    [
        # Open tanyao (A2): yes in EMA 2025/2016, WRC, Tenhou, Mahjong Soul, RRC: 1,000;
        # closed only in EMA 2012 and Galaxy: no yaku.
        ("ema", None, 1000),
        ("ema2016", None, 1000),
        ("wrc", None, 1000),
        ("tenhou", None, 1000),
        ("mahjongsoul", None, 1000),
        ("rrc", None, 1000),
        ("ema2012", "no_yaku", None),
        ("galaxy", "no_yaku", None),
    ],
)
def test_compare_open_tanyao(ruleset: str, code: str | None, total: int | None) -> None:
    answer = _compare(KUITAN, ALL_PRESETS)[ruleset]
    assert _code(answer) == code
    if total is not None:
        assert answer["total"] == total


@pytest.mark.parametrize(
    ("ruleset", "total"),
    [
        # 13-sided kokushi (matrix B): double only in Mahjong Soul (64,000); single elsewhere.
        ("ema", 32000),
        ("ema2016", 32000),
        ("ema2012", 32000),
        ("wrc", 32000),
        ("galaxy", 32000),
        ("tenhou", 32000),
        ("rrc", 32000),
        ("mahjongsoul", 64000),
    ],
)
def test_compare_kokushi_13(ruleset: str, total: int) -> None:
    request = {"hand": "119m19p19s1234567z", "win_tile": "1m", "seat_wind": "S", "round_wind": "E"}
    assert _ok(_compare(request, ALL_PRESETS)[ruleset])["total"] == total


def test_compare_default_is_every_preset_in_order() -> None:
    answer = _ok(api.compare(DW))
    assert [r["ruleset"] for r in answer["results"]] == ALL_PRESETS


def test_compare_takes_a_custom_ruleset() -> None:
    results = _compare(DW, ["ema", {"base": "ema", "double_wind_pair_fu": 4}])
    assert _ok(results["ema"])["total"] == 2000
    assert _ok(results["custom"])["total"] == 2400


def test_compare_with_a_bad_ruleset_is_a_typed_error() -> None:
    answer = api.compare({**DW, "rulesets": ["ema", {"base": "ema", "bogus": 1}]})
    assert _code(answer) == "invalid_ruleset"


# =================================================================================================
# More checks (second pass over the same six areas)
# =================================================================================================


def test_furiten_with_waits_given() -> None:
    # The `waits` field instead of a hand (architecture.md `furiten` input).
    answer = _ok(api.run("furiten", {"ruleset": "ema", "waits": "1p4p", "discards": "4p"}))
    assert answer["furiten"] is True
    assert answer["ron_allowed"] is False


def test_tenhou_temporary_furiten_not_ended_by_own_draw() -> None:
    # Tenhou (A4): same-turn furiten ends with the player's own discard, not the draw.
    answer = _furiten(FW, ruleset="tenhou", discards="9m", passed=["4p", "draw"])
    assert answer["furiten"] is True


def test_open_hand_own_discard_furiten() -> None:
    # 1111m23m5s with pon 777z and chi 456p waits on 5s only; 5s in the discards: furiten.
    answer = _furiten("1111m23m5s", melds=["pon:777z", "chi:456p"], discards="5s")
    assert answer["waits"] == ["5s"]
    assert answer["furiten"] is True


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        # 1112223m + 456p 789s: 1m (111+123+22), 2m (11+123+222), 3m (111+222+33),
        # 4m (111+22+234); 5m: 11122235m has no reading.
        pytest.param("1112223m456p789s", {"1m", "2m", "3m", "4m"}, id="1112223m"),
        # 3456789m + 111z 222z: three-sided nobetan 3m / 6m / 9m.
        pytest.param("3456789m111z222z", {"3m", "6m", "9m"}, id="3456789m"),
        # 4445m: 3m (44+345), 5m (444+55), 6m (44+456); 4m would be a fifth copy... no: 44445m
        # has no reading anyway.
        pytest.param("4445m123p456p789s", {"3m", "5m", "6m"}, id="4445m"),
    ],
)
def test_more_wait_sets(hand: str, waits: set[str]) -> None:
    assert _live_waits(_waits(hand)) == waits


@pytest.mark.parametrize("ruleset", ["ema2016", "wrc"])
def test_chiitoitsu_with_four_of_a_kind_is_no_wait(ruleset: str) -> None:
    # 1111m 33m 55m 22p 44s + 7m: seven pairs must be different pairs (matrix B: EMA 2016 "seven
    # different pairs"; WRC "duplicate pairs invalid"), and no four-sets reading exists: noten.
    answer = _waits("11113355m7m22p44s", ruleset=ruleset)
    assert _live_waits(answer) == set()
    assert answer["counts_as_tenpai"] is False


@pytest.mark.parametrize(
    ("ruleset", "fu", "total"),
    [
        # Dealer (East seat, East round), riichi, 222m concealed, 1z tanki, tsumo on 1z:
        # riichi + menzen tsumo 2 han. EMA 2025 (double-wind pair 2 fu): 20 + 4 + 2 + 2 + 2 = 30
        # fu, basic 480, each pays 960 -> 1,000: 3,000. Tenhou (4 fu): 32 -> 40 fu, basic 640,
        # each pays 1,280 -> 1,300: 3,900.
        ("ema", 30, 3000),
        ("tenhou", 40, 3900),
    ],
)
def test_value_double_wind_tanki_tsumo(ruleset: str, fu: int, total: int) -> None:
    values = _values("222m456p789s234s1z", ruleset, seat="E", round_wind="E", riichi=True)
    tsumo = _ok(values["1z"]["tsumo"])
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (2, fu, total)


def test_value_kokushi_13_sided_mahjongsoul_double() -> None:
    # Matrix B: Mahjong Soul doubles the 13-sided kokushi: 64,000 on ron.
    ron = _ok(_values("19m19p19s1234567z", "mahjongsoul")["9s"]["ron"])
    assert (ron["yakuman"], ron["total"]) == (2, 64000)


@pytest.mark.parametrize(
    ("ruleset", "scores", "fields", "ranks", "results"),
    [
        # Tenhou: 2 leftover sticks to first: 37 (round: 37) - 30 + 20 oka + 20 = 47; 28-30+10
        # = 8; 22-30-10 = -18; 13-30-20 = -37 (sum 0).
        pytest.param(
            "tenhou",
            [35000, 28000, 22000, 13000],
            {"riichi_sticks": 2},
            [1, 2, 3, 4],
            [47, 8, -18, -37],
            id="tenhou_sticks",
        ),
        # WRC ties split the uma (A1): 35-30+10 = 15 each; -5; -25.
        pytest.param(
            "wrc",
            [35000, 35000, 30000, 20000],
            {},
            [1, 1, 3, 4],
            [15, 15, -5, -25],
            id="wrc_tie",
        ),
        # Galaxy: a stick to first place: (39,300 - 30,000 + 20,000 + 7,000) = 36.3; 2.4;
        # -11.6; 9.9-30-7 = -27.1.
        pytest.param(
            "galaxy",
            [38300, 29400, 21400, 9900],
            {"riichi_sticks": 1},
            [1, 2, 3, 4],
            [36.3, 2.4, -11.6, -27.1],
            id="galaxy_stick",
        ),
        # Galaxy tie for second: uma (3-3)/2 = 0 each, no oka: 25-30 = -5 each; first 40-30
        # +20+7 = 37; 10-30-7 = -27.
        pytest.param(
            "galaxy",
            [40000, 25000, 25000, 10000],
            {},
            [1, 2, 2, 4],
            [37, -5, -5, -27],
            id="galaxy_tie_second",
        ),
        # Mahjong Soul: 1 stick to first: 41-25+15 = 31; 10; -10; 9-25-15 = -31.
        pytest.param(
            "mahjongsoul",
            [40000, 30000, 20000, 9000],
            {"riichi_sticks": 1},
            [1, 2, 3, 4],
            [31, 10, -10, -31],
            id="mahjongsoul_stick",
        ),
        # EMA four-way tie: uma pooled (15+5-5-15)/4 = 0: all 0.
        pytest.param("ema", [30000] * 4, {}, [1, 1, 1, 1], [0, 0, 0, 0], id="ema_four_way_tie"),
        # RRC: 1 stick split by tied firsts (row 22): 35.5-30+20 = 25.5 each; -10; 19-30-30.
        pytest.param(
            "rrc",
            [35000, 35000, 30000, 19000],
            {"riichi_sticks": 1},
            [1, 1, 3, 4],
            [25.5, 25.5, -10, -41],
            id="rrc_stick_split",
        ),
        # EMA 2016 (§3.6.1): penalty on a tied first does not change the shared place.
        pytest.param(
            "ema2016",
            [35000, 35000, 30000, 20000],
            {"penalties": [-20000, 0, 0, 0]},
            [1, 1, 3, 4],
            [-5, 15, -5, -25],
            id="ema2016_tie_with_penalty",
        ),
    ],
)
def test_final_more(
    ruleset: Any, scores: list[int], fields: dict[str, Any], ranks: list[int], results: list[float]
) -> None:
    answer = _final(ruleset, scores, **fields)
    assert answer["ranks"] == ranks
    assert answer["results"] == _approx(results)


# Open kan 2222p, rinshan tsumo on 9s (tanki): rinshan 1 han. 20 + 8 (open simple kan) + 2 tanki
# + 2 tsumo = 32 -> 40 fu: basic 320, dealer 640 -> 700, non-dealers 320 -> 400: 1,500.
# Without rinshan tsumo fu (Galaxy, matrix C.5): 30 fu, basic 240: 500 + 300 + 300 = 1,100.
RINSHAN = {
    "hand": "234m345p678s99s",
    "win_tile": "9s",
    "melds": ["kan:2222p"],
    "win": "tsumo",
    "rinshan": True,
    "seat_wind": "S",
    "round_wind": "E",
}


def test_override_rinshan_tsumo_fu() -> None:
    plain = _ok(api.score({**RINSHAN, "ruleset": "ema"}))
    assert (plain["fu"], plain["total"]) == (40, 1500)
    custom = _ok(api.score({**RINSHAN, "ruleset": {"base": "ema", "rinshan_tsumo_fu": False}}))
    assert (custom["fu"], custom["total"]) == (30, 1100)


@pytest.mark.parametrize(
    ("ruleset", "total"),
    [
        ("ema", 1500),
        ("ema2016", 1500),
        ("ema2012", 1500),
        ("wrc", 1500),
        ("tenhou", 1500),
        ("mahjongsoul", 1500),  # correction 15: +2
        ("rrc", 1500),  # rrc.md row 15: +2
        ("galaxy", 1100),
    ],
)
def test_compare_rinshan_tsumo_fu(ruleset: str, total: int) -> None:
    assert _ok(_compare(RINSHAN, ALL_PRESETS)[ruleset])["total"] == total


# Kanchan 13m riichi hand, dealer (East seat), ron on 2m with 5 counters: 1 han 40 fu, dealer
# ron basic 320 x 6 = 1,920 -> 2,000, + 5 x 300 = 3,500.
RYANHAN = {
    "hand": "13m456p789s234s55z2m",
    "win_tile": "2m",
    "seat_wind": "E",
    "round_wind": "E",
    "riichi": True,
    "honba": 5,
}


def test_override_ryanhan_shibari() -> None:
    plain = _ok(api.score({**RYANHAN, "ruleset": "ema"}))
    assert plain["total"] == 3500
    custom = api.score({**RYANHAN, "ruleset": {"base": "ema", "ryanhan_shibari": "all"}})
    assert _code(custom) == "not_enough_han"


@pytest.mark.parametrize(
    ("ruleset", "seat", "honba", "code", "total"),
    [
        # EMA 2025/2016, Tenhou, RRC: 1 han is enough at any count (A2): 3,500.
        ("ema", "E", 5, None, 3500),
        ("ema2016", "E", 5, None, 3500),
        ("tenhou", "E", 5, None, 3500),
        ("rrc", "E", 5, None, 3500),
        # EMA 2012: 2 han from yaku at 5+ counters (README ema2012 row).
        ("ema2012", "E", 5, "not_enough_han", None),
        # Galaxy (correction 2): dealer only, at five or more counters.
        ("galaxy", "E", 5, "not_enough_han", None),
        ("galaxy", "E", 6, "not_enough_han", None),
        # ... four counters: 2,000 + 1,200 = 3,200.
        ("galaxy", "E", 4, None, 3200),
        # ... a non-dealer keeps the 1-han minimum: 1,280 -> 1,300 + 1,500 = 2,800.
        ("galaxy", "S", 5, None, 2800),
    ],
)
def test_compare_two_han_minimum(
    ruleset: str, seat: str, honba: int, code: str | None, total: int | None
) -> None:
    request = {**RYANHAN, "seat_wind": seat, "honba": honba}
    answer = _compare(request, ALL_PRESETS)[ruleset]
    assert _code(answer) == code
    if total is not None:
        assert answer["total"] == total


@pytest.mark.parametrize("ruleset", ["ema", "rrc"])
def test_wait_on_own_pon_tile_is_noten(ruleset: str) -> None:
    # Pon 777p + 123m 456m 789m + 7p: a tanki on 7p whose other three copies are in the pon.
    # EMA16 §3.3.13: noten when the player holds all four; rrc.md row 28 (NT): all winning tiles
    # in the player's own open sets: noten.
    answer = _waits("123m456m789m7p", ruleset=ruleset, melds=["pon:777p"])
    assert _live_waits(answer) == set()
    assert answer["counts_as_tenpai"] is False


def test_rrc_unequal_uma_chombo() -> None:
    answer = api.penalties({"ruleset": {"base": "rrc", "uma": [25000, 5000, -5000, -25000]}})
    assert _code(answer) == "invalid_ruleset"


@pytest.mark.parametrize(
    ("hand", "discards"),
    [
        # Kokushi 13-sided: one of the thirteen waits (5z) discarded: furiten for all of them.
        pytest.param("19m19p19s1234567z", "5z", id="kokushi_13"),
        # Chiitoitsu tanki on 7m with 7m discarded.
        pytest.param("1133557m22p44s66z", "7m", id="chiitoitsu"),
    ],
)
def test_special_hand_furiten(hand: str, discards: str) -> None:
    answer = _furiten(hand, discards=discards)
    assert answer["furiten"] is True
    assert answer["tiles"]["own_discard"] == [discards]


@pytest.mark.parametrize("ruleset", ["ema", "tenhou"])
def test_value_best_reading_of_the_wait(ruleset: str) -> None:
    # 12334m 456p 789s 55s: 2m completes 123m+234m, read either as 123m + 34m two-sided (pinfu)
    # or as 234m + 13m kanchan. Matrix C.4: the winner takes the better reading.
    # Riichi ron: pinfu reading 2 han 30 fu = 2,000 beats kanchan 1 han 40 fu = 1,300.
    # Riichi tsumo: pinfu reading 3 han 20 fu, basic 640: 1,300 + 700 + 700 = 2,700 beats
    # 2 han 30 fu (2,000).
    value = _values("12334m456p789s55s", ruleset, riichi=True)["2m"]
    ron, tsumo = _ok(value["ron"]), _ok(value["tsumo"])
    assert (ron["han"], ron["fu"], ron["total"]) == (2, 30, 2000)
    assert (tsumo["han"], tsumo["fu"], tsumo["total"]) == (3, 20, 2700)


def test_galaxy_three_way_tie_pools_oka_and_uma() -> None:
    # Correction 7: three tied firsts pool oka 20 and uma 7+3-3 = 7: (20+7)/3 = 9 each from a
    # base of 30-30 = 0; fourth 10-30-7 = -27.
    answer = _final("galaxy", [30000, 30000, 30000, 10000])
    assert answer["ranks"] == [1, 1, 1, 4]
    assert answer["results"] == _approx([9, 9, 9, -27])


# 555z 666z 777z 22z + 11z shanpon, ron on 1z: daisangen + tsuuiisou (the ron-completed 111z is
# not concealed, so no suuankou). Matrix A2/B "several yakuman in one hand".
STACK = {"hand": "555666777z111z22z", "win_tile": "1z", "seat_wind": "S", "round_wind": "E"}


def test_override_yakuman_stacking() -> None:
    plain = _ok(api.score({**STACK, "ruleset": "ema"}))
    assert (plain["yakuman"], plain["total"]) == (1, 32000)
    custom = _ok(api.score({**STACK, "ruleset": {"base": "ema", "yakuman_stacking": True}}))
    assert (custom["yakuman"], custom["total"]) == (2, 64000)


@pytest.mark.parametrize(
    ("ruleset", "total"),
    [
        # Not cumulative: EMA 2025, EMA 2016 (and 2012), Galaxy ("yakuman do not combine").
        ("ema", 32000),
        ("ema2016", 32000),
        ("ema2012", 32000),
        ("galaxy", 32000),
        # Cumulative: WRC (since 2022), Tenhou, Mahjong Soul, RRC (rrc.md row 9: the example
        # tsuuiisou + daisangen = 2x yakuman).
        ("wrc", 64000),
        ("tenhou", 64000),
        ("mahjongsoul", 64000),
        ("rrc", 64000),
    ],
)
def test_compare_yakuman_stacking(ruleset: str, total: int) -> None:
    assert _ok(_compare(STACK, ALL_PRESETS)[ruleset])["total"] == total


def test_override_leftover_sticks_lost() -> None:
    # EMA with WRC's rule: 2 sticks lost: 40-30+15 = 25 (not 27); 6; -7; -26.
    answer = _final(
        {"base": "ema", "leftover_sticks": "lost"}, [40000, 31000, 28000, 19000], riichi_sticks=2
    )
    assert answer["results"] == _approx([25, 6, -7, -26])
    assert answer["riichi_points_lost"] == 2000


def test_override_final_rounding() -> None:
    # EMA with Tenhou's rounding: 35, 29, 22, 14 (thousands) - 30 + uma 15/5:
    # 20, 4, -13, -31.
    answer = _final({"base": "ema", "final_rounding": "nearest_1000"}, [35200, 28700, 22400, 13700])
    assert answer["results"] == _approx([20, 4, -13, -31])


def test_value_last_five_is_the_red_one() -> None:
    # Tenhou plays one red five per suit (matrix A1), so with three plain 5p in hand the only
    # 5p left is the red one. 34555p 123m 789s 11z waits on 2p, 5p, 1z (345p+55p+11z shanpon,
    # 234p+555p, 345p+555p). Riichi ron on 5p: riichi 1 + aka 1 = 2 han; 345p completed
    # two-sided with 555p concealed: 30 + 4 + 2 (round-wind pair, South seat) = 36 -> 40 fu
    # (the shanpon reading gives 30 + 2 + 2 = 34 -> 40 too). Basic 640 -> 2,560 -> 2,600.
    # EMA (no red fives): riichi only, 1 han 40 fu: 1,300.
    tenhou = _values("34555p123m789s11z", "tenhou", riichi=True)
    assert set(tenhou) == {"2p", "5p", "1z"}
    ron = _ok(tenhou["5p"]["ron"])
    assert (ron["aka"], ron["han"], ron["fu"], ron["total"]) == (1, 2, 40, 2600)
    ema = _ok(_values("34555p123m789s11z", "ema", riichi=True)["5p"]["ron"])
    assert (ema["aka"], ema["han"], ema["total"]) == (0, 1, 1300)


@pytest.mark.parametrize("ruleset", ["tenhou", "rrc"])
def test_value_red_five_in_hand(ruleset: str) -> None:
    # Kanchan hand with a red 5p (406p): riichi 1 + aka 1 = 2 han; 30 + 2 + 2 = 34 -> 40 fu:
    # basic 640 -> 2,600 (Tenhou and RRC both play one red five per suit: A1, rrc.md row 4).
    ron = _ok(_values("13m406p789s234s55z", ruleset, riichi=True)["2m"]["ron"])
    assert (ron["aka"], ron["han"], ron["fu"], ron["total"]) == (1, 2, 40, 2600)


def test_override_tenpai_without_yaku() -> None:
    # The yakuless open hand (chi 123m, waits 1s/4s) counts as tenpai in EMA (assumed formal
    # tenpai); with tenpai_without_yaku false it does not, while the same shape with a haku pon
    # (1 han yakuhai on any win) still does.
    custom = {"base": "ema", "tenpai_without_yaku": False}
    assert _waits("456p789s23s55z", melds=["chi:123m"])["counts_as_tenpai"] is True
    bare = _waits("456p789s23s55z", ruleset=custom, melds=["chi:123m"])
    assert (bare["tenpai"], bare["counts_as_tenpai"]) == (True, False)
    yakuhai = _waits("456p789s23s11m", ruleset=custom, melds=["pon:555z"])
    assert yakuhai["counts_as_tenpai"] is True


def test_galaxy_non_dealer_chombo_reverse_mangan() -> None:
    # README galaxy -> ema2012 value (F2): a non-dealer pays 4,000 to East (seat 0) and 2,000 to
    # each other player.
    answer = _settle_chombo("galaxy", 2)
    assert answer["deltas"] == [4000, 2000, -8000, 2000]
    assert answer["next"]["dealer"] == 0


def test_override_red_fives() -> None:
    # EMA refuses a red five (no red fives, A1); with red_fives on, 406p counts one aka:
    # riichi ron 2m, 2 han 40 fu: 2,600 (the kanchan hand without the red five: 1,300).
    hand, win = "13m406p789s234s55z2m", "2m"
    assert _code(_score(hand, win, ruleset="ema", riichi=True)) is not None
    custom = _ok(_score(hand, win, ruleset={"base": "ema", "red_fives": True}, riichi=True))
    assert (custom["aka"], custom["han"], custom["total"]) == (1, 2, 2600)
