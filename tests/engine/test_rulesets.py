"""Ruleset data: presets complete and matching the fact matrix, assumed notes, custom rulesets.

Expected values come from /work/shared/rules/rulesets.md (matrix A1-A5, B, C) and the
corrections in rules/README.md (they override the matrix), and rrc.md §1 for `rrc`.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest

from engine import api
from engine.errors import EngineError
from engine.ids import AbortiveReason, ErrorCode
from engine.rulesets import (
    PRESETS,
    RULE_FIELDS,
    Ruleset,
    differing_fields,
    find_ruleset,
    make_ruleset,
    ruleset_from_json,
    ruleset_to_overrides,
)

PRESET_IDS = ["ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc"]
ALL_ABORTIVE = {str(r) for r in AbortiveReason}
EMA2012_ABORTIVE = {"four_kans", "four_riichi", "four_winds", "kyuushu"}


def test_the_eight_presets_exist() -> None:
    assert sorted(PRESETS) == sorted(PRESET_IDS)
    for preset_id in PRESET_IDS:
        preset = find_ruleset(preset_id)
        assert preset.id == preset_id
        assert preset.base == preset_id
        assert preset.name


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_preset_has_every_field(preset_id: str) -> None:
    data = find_ruleset(preset_id).to_json()
    for f in fields(Ruleset):
        assert f.name in data
    for name in RULE_FIELDS:
        assert data[name] is not None, name


def test_unknown_preset_is_unknown_ruleset() -> None:
    with pytest.raises(EngineError) as info:
        find_ruleset("nonexistent")
    assert info.value.code == ErrorCode.UNKNOWN_RULESET


# (preset, field, expected value, where the value comes from)
MATRIX: list[tuple[str, str, Any, str]] = [
    # A1 game frame
    ("ema", "start_points", 30000, "A1 EMA 2025"),
    ("ema", "uma", (15000, 5000, -5000, -15000), "A1"),
    ("ema2016", "leftover_sticks", "first_place", "A1 EMA16 §3.6"),
    ("ema2012", "uma", (30000, 10000, -10000, -30000), "README correction 1"),
    ("wrc", "leftover_sticks", "lost", "A1 WRC 2025"),
    ("galaxy", "start_points", 25000, "A1 Galaxy"),
    ("galaxy", "return_points", 30000, "A1 Galaxy: return 30,000, oka 20"),
    ("galaxy", "uma", (7000, 3000, -3000, -7000), "A1 Galaxy 3/7"),
    ("galaxy", "tie_rule", "split", "README correction 7"),
    ("tenhou", "start_points", 25000, "A1 Tenhou"),
    ("tenhou", "return_points", 30000, "A1 Tenhou"),
    ("tenhou", "uma", (20000, 10000, -10000, -20000), "README presets: uma 10-20"),
    ("tenhou", "tie_rule", "seat_order", "A1"),
    ("tenhou", "final_rounding", "nearest_1000", "README correction 5"),
    ("tenhou", "busting", True, "A1"),
    ("tenhou", "west_extension", True, "A1"),
    ("tenhou", "agariyame", True, "A1"),
    ("mahjongsoul", "return_points", 25000, "A1: no oka"),
    ("mahjongsoul", "busting", True, "A1"),
    ("ema", "busting", False, "A1"),
    ("rrc", "uma", (30000, 10000, -10000, -30000), "rrc.md §1 row 3 (HEAD text)"),
    ("rrc", "uma_alternatives", ((15000, 5000, -5000, -15000),), "README presets: one click"),
    ("rrc", "chombo_points", 40000, "README presets: twice the uma step"),
    # A2 scoring options
    ("ema", "red_fives", False, "A2 EMA 2025"),
    ("ema2016", "red_fives", False, "A2"),
    ("ema2012", "red_fives", True, "README presets: 2012 differences"),
    ("wrc", "red_fives", False, "A2"),
    ("galaxy", "red_fives", True, "A2"),
    ("tenhou", "red_fives", True, "A2"),
    ("mahjongsoul", "red_fives", True, "A2"),
    ("rrc", "red_fives", True, "rrc.md row 4"),
    ("ema", "kuitan", True, "A2"),
    ("ema2012", "kuitan", False, "README presets: closed-only tanyao"),
    ("galaxy", "kuitan", False, "A2 Galaxy"),
    ("tenhou", "kuitan", True, "A2"),
    ("ema", "kiriage", True, "A2 EMA 2025"),
    ("ema2016", "kiriage", False, "A2 EMA 2016"),
    ("wrc", "kiriage", True, "A2"),
    ("galaxy", "kiriage", False, "A2 not stated -> no"),
    ("tenhou", "kiriage", False, "A2"),
    ("mahjongsoul", "kiriage", False, "A2"),
    ("rrc", "kiriage", False, "rrc.md row 6"),
    ("ema", "kazoe_yakuman", False, "A2"),
    ("ema2016", "kazoe_yakuman", False, "A2"),
    ("ema2012", "kazoe_yakuman", True, "README presets: 13+ han = yakuman"),
    ("wrc", "kazoe_yakuman", True, "A2 probable value"),
    ("galaxy", "kazoe_yakuman", True, "A2 not stated -> ema2012 value (README presets)"),
    ("tenhou", "kazoe_yakuman", True, "A2"),
    ("mahjongsoul", "kazoe_yakuman", True, "A2"),
    ("rrc", "kazoe_yakuman", True, "rrc.md row 7"),
    ("ema", "double_yakuman", frozenset(), "A2"),
    ("ema2016", "double_yakuman", frozenset(), "A2"),
    ("ema2012", "double_yakuman", frozenset({"daisuushii"}), "README presets"),
    ("wrc", "double_yakuman", frozenset(), "A2"),
    ("galaxy", "double_yakuman", frozenset({"daisuushii"}), "A2"),
    ("tenhou", "double_yakuman", frozenset(), "A2"),
    (
        "mahjongsoul",
        "double_yakuman",
        frozenset({"daisuushii", "suuankou_tanki", "kokushi_13", "junsei_chuuren"}),
        "A2",
    ),
    ("rrc", "double_yakuman", frozenset(), "rrc.md row 8"),
    ("ema", "yakuman_stacking", False, "A2"),
    ("ema2016", "yakuman_stacking", False, "A2"),
    ("wrc", "yakuman_stacking", True, "A2 / correction 14"),
    ("galaxy", "yakuman_stacking", False, "A2"),
    ("tenhou", "yakuman_stacking", True, "A2"),
    ("mahjongsoul", "yakuman_stacking", True, "A2"),
    ("rrc", "yakuman_stacking", True, "rrc.md row 9"),
    ("ema", "renhou", "han5", "A2 / correction 12"),
    ("ema2016", "renhou", "han5", "A2 / correction 12"),
    ("ema2012", "renhou", "yakuman", "README presets"),
    ("wrc", "renhou", "mangan", "A2"),
    ("galaxy", "renhou", "yakuman", "A2"),
    ("tenhou", "renhou", "none", "A2"),
    ("mahjongsoul", "renhou", "none", "A2"),
    ("rrc", "renhou", "mangan", "rrc.md row 10"),
    ("ema", "nagashi_mangan", "none", "A2"),
    ("ema2012", "nagashi_mangan", "win", "correction 3"),
    ("galaxy", "nagashi_mangan", "win", "correction 3"),
    ("tenhou", "nagashi_mangan", "draw_payment", "correction 3"),
    ("mahjongsoul", "nagashi_mangan", "draw_payment", "correction 3"),
    ("rrc", "nagashi_mangan", "none", "rrc.md row 11"),
    ("galaxy", "paarenchan", True, "A2"),
    ("ema", "paarenchan", False, "A2"),
    ("tenhou", "paarenchan", False, "A2"),
    ("ema2012", "ryanhan_shibari", "all", "README presets: 2 han from yaku at 5+ counters"),
    ("galaxy", "ryanhan_shibari", "dealer", "correction 2"),
    ("galaxy", "ryanhan_honba", 5, "correction 2: five or more"),
    ("ema", "ryanhan_shibari", "none", "A2"),
    ("ema2016", "ryanhan_shibari", "none", "A2"),
    ("ema", "double_wind_pair_fu", 2, "A2 / C.3"),
    ("ema2016", "double_wind_pair_fu", 4, "A2 / C.3"),
    ("wrc", "double_wind_pair_fu", 2, "A2"),
    ("galaxy", "double_wind_pair_fu", 4, "A2"),
    ("tenhou", "double_wind_pair_fu", 4, "A2"),
    ("mahjongsoul", "double_wind_pair_fu", 4, "A2"),
    ("rrc", "double_wind_pair_fu", 4, "rrc.md row 14"),
    ("galaxy", "rinshan_tsumo_fu", False, "A2 / C.5"),
    ("ema", "rinshan_tsumo_fu", True, "A2"),
    ("mahjongsoul", "rinshan_tsumo_fu", True, "correction 15"),
    ("tenhou", "kan_dora_counts_for_rinshan", False, "correction 15"),
    ("mahjongsoul", "kan_dora_counts_for_rinshan", False, "correction 15"),
    ("ema", "kan_dora_counts_for_rinshan", True, "correction 15"),
    ("wrc", "kan_dora_counts_for_rinshan", True, "correction 15"),
    ("ema2012", "swap_calling", True, "README presets"),
    ("galaxy", "swap_calling", True, "A2"),
    ("ema2016", "swap_calling", False, "A2"),
    ("galaxy", "double_riichi", False, "correction 6"),
    ("ema", "double_riichi", True, "B"),
    # A3 wins, draws, counters
    ("wrc", "multi_ron", "head_bump", "A3"),
    ("galaxy", "multi_ron", "all", "correction 7"),
    ("tenhou", "triple_ron_abortive", True, "A3"),
    ("mahjongsoul", "triple_ron_abortive", False, "A3"),
    ("tenhou", "multi_ron_honba", "nearest", "A3"),
    ("tenhou", "multi_ron_sticks", "all_nearest", "correction 8"),
    ("ema", "multi_ron_sticks", "own_back_rest_nearest", "correction 8"),
    ("rrc", "multi_ron_sticks", "own_back_rest_nearest", "rrc.md row 16a"),
    ("ema", "abortive_draws", frozenset(), "A3"),
    ("wrc", "abortive_draws", frozenset(), "A3"),
    ("ema2012", "abortive_draws", frozenset(EMA2012_ABORTIVE), "README presets"),
    ("tenhou", "abortive_draws", frozenset(ALL_ABORTIVE), "A3"),
    ("mahjongsoul", "abortive_draws", frozenset(ALL_ABORTIVE - {"triple_ron"}), "A3"),
    ("rrc", "abortive_draws", frozenset(), "rrc.md row 17"),
    ("mahjongsoul", "abortive_honba", True, "correction 11"),
    ("ema2012", "abortive_honba", True, "correction 9"),
    ("ema", "honba_value", 300, "A3"),
    ("ema", "noten_total", 3000, "A3"),
    # A4 riichi, kan, furiten, liability
    ("ema", "riichi_min_wall_tiles", 1, "A4 / correction 16"),
    ("ema2016", "riichi_min_wall_tiles", 4, "A4"),
    ("wrc", "riichi_min_wall_tiles", 0, "correction 22"),
    ("tenhou", "riichi_min_wall_tiles", 4, "A4"),
    ("rrc", "riichi_min_wall_tiles", 4, "rrc.md row 26"),
    ("tenhou", "riichi_needs_1000", True, "A4"),
    ("mahjongsoul", "riichi_needs_1000", True, "A4"),
    ("ema", "riichi_needs_1000", False, "A4"),
    ("wrc", "rob_closed_kan_kokushi", False, "A4 probable value"),
    ("tenhou", "rob_closed_kan_kokushi", False, "A4"),
    ("mahjongsoul", "rob_closed_kan_kokushi", True, "A4"),
    ("ema", "rob_closed_kan_kokushi", True, "A4"),
    ("wrc", "kan_after_riichi", "waits_and_readings", "correction 20"),
    ("tenhou", "kan_after_riichi", "waits", "A4"),
    ("ema2016", "kan_after_riichi", "waits_and_readings", "A4"),
    ("rrc", "kan_after_riichi", "waits_and_readings", "rrc.md row 27"),
    ("ema2012", "temporary_furiten_ends", "any_call", "correction 9"),
    ("tenhou", "temporary_furiten_ends", "own_discard", "A4"),
    ("rrc", "temporary_furiten_ends", "own_discard", "rrc.md row 29"),
    ("ema2016", "temporary_furiten_ends", "next_draw_or_claim", "A4"),
    ("ema", "pao_yaku", frozenset({"daisangen", "daisuushii"}), "A4"),
    ("tenhou", "pao_yaku", frozenset({"daisangen", "daisuushii"}), "A4"),
    ("wrc", "pao_yaku", frozenset({"daisangen", "daisuushii", "suukantsu"}), "correction 18"),
    ("ema", "pao_tsumo_honba", "liable", "correction 4"),
    ("ema", "pao_ron_honba", "discarder", "correction 4"),
    ("tenhou", "pao_ron_honba", "liable", "correction 4"),
    ("mahjongsoul", "pao_ron_honba", "liable", "correction 4"),
    ("wrc", "pao_scope", "liable_yakuman_only", "correction 14"),
    ("mahjongsoul", "pao_scope", "liable_yakuman_only", "A4"),
    ("tenhou", "pao_scope", "whole_hand", "A4"),
    # A5 penalties
    ("ema", "chombo_mode", "deduction", "A5"),
    ("ema", "chombo_points", 20000, "A5"),
    ("ema2016", "chombo_points", 20000, "A5"),
    ("wrc", "chombo_points", 30000, "A5 probable value"),
    ("ema2012", "chombo_mode", "reverse_mangan", "F2"),
    ("galaxy", "chombo_mode", "reverse_mangan", "README presets gap rule"),
    ("ema", "chombo_counts_as_hand", True, "correction 10"),
    ("ema2016", "chombo_counts_as_hand", False, "A1 EMA16 §5.9"),
    ("wrc", "chombo_counts_as_hand", True, "correction 23"),
    # A1 timed play (corrections 21, 25)
    ("wrc", "session_minutes", 75, "correction 21"),
    ("wrc", "signal_minutes", 0, "correction 21"),
    ("wrc", "time_up_end", "one_more_hand", "correction 21"),
    ("rrc", "signal_minutes", 0, "correction 21"),
    ("rrc", "time_up_end", "one_more_hand", "rrc.md row 35"),
    ("ema2016", "time_up_end", "one_more_hand", "A1 EMA16 §5.9"),
    ("tenhou", "final_rounding", "nearest_1000", "correction 19"),
]


@pytest.mark.parametrize(("preset_id", "name", "expected", "source"), MATRIX)
def test_preset_value_matches_matrix(preset_id: str, name: str, expected: Any, source: str) -> None:
    assert getattr(find_ruleset(preset_id), name) == expected, source


@pytest.mark.parametrize(
    ("preset_id", "oka"), [("galaxy", 20000), ("tenhou", 20000), ("mahjongsoul", 0), ("ema", 0)]
)
def test_oka(preset_id: str, oka: int) -> None:
    # Galaxy and Tenhou: return 30,000 from a 25,000 start -> first place gets 4 x 5,000.
    assert find_ruleset(preset_id).oka == oka


# Values chosen rather than read (README corrections and the gap rules): each must carry a note.
ASSUMED: list[tuple[str, str, str]] = [
    ("galaxy", "ryanhan_shibari", "correction 2 (five or more, dealer only)"),
    ("galaxy", "double_riichi", "correction 6"),
    ("galaxy", "tie_rule", "correction 7"),
    ("galaxy", "multi_ron", "correction 7"),
    ("galaxy", "paarenchan", "correction 13"),
    ("galaxy", "nagashi_mangan", "correction 3"),
    ("galaxy", "kiriage", "not stated"),
    ("galaxy", "kazoe_yakuman", "not stated"),
    ("galaxy", "chombo_mode", "not stated"),
    ("galaxy", "abortive_draws", "not stated"),
    ("ema2012", "nagashi_mangan", "correction 3"),
    ("ema2012", "uma", "correction 1 (secondary)"),
    ("ema", "renhou", "correction 12"),
    ("ema2016", "renhou", "correction 12"),
    ("ema", "chombo_counts_as_hand", "correction 10"),
    ("ema", "double_wind_pair_fu", "correction 16"),
    ("ema", "riichi_min_wall_tiles", "correction 16"),
    ("ema", "leftover_sticks", "correction 16"),
    ("ema", "riichi_needs_1000", "correction 16"),
    ("wrc", "kazoe_yakuman", "⚠️ probable"),
    ("wrc", "chombo_points", "correction 23 (quoted)"),
    ("wrc", "pao_yaku", "correction 18 (🟡)"),
    ("wrc", "rob_closed_kan_kokushi", "⚠️ probable"),
    ("wrc", "kan_after_riichi", "correction 20 (🟡)"),
    ("wrc", "riichi_min_wall_tiles", "correction 22 (⚠️)"),
    ("wrc", "chombo_counts_as_hand", "correction 23 (⚠️)"),
    ("wrc", "session_minutes", "correction 21 (⚠️)"),
    ("wrc", "signal_minutes", "correction 21 (⚠️)"),
    ("wrc", "time_up_end", "correction 21 (⚠️)"),
    ("wrc", "pao_scope", "correction 14"),
    ("wrc", "yakuman_stacking", "correction 14"),
    ("tenhou", "final_rounding", "correction 19 (negative scores not stated)"),
    ("tenhou", "uma", "⚠️ one template differs"),
    ("mahjongsoul", "abortive_honba", "correction 11"),
    ("mahjongsoul", "multi_ron_sticks", "correction 8 (weakly sourced)"),
    ("mahjongsoul", "rinshan_tsumo_fu", "correction 15"),
    ("mahjongsoul", "kazoe_yakuman", "assumed yes"),
    ("rrc", "uma", "per-tournament setting"),
    ("rrc", "chombo_points", "derived from uma"),
]


@pytest.mark.parametrize(("preset_id", "name", "why"), ASSUMED)
def test_chosen_values_carry_an_assumed_note(preset_id: str, name: str, why: str) -> None:
    note = find_ruleset(preset_id).assumed_note(name)
    assert note, f"{preset_id}.{name} needs an assumed note ({why})"


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_assumed_notes_name_real_fields(preset_id: str) -> None:
    preset = find_ruleset(preset_id)
    for name, note in preset.assumed:
        assert name in RULE_FIELDS
        assert note.strip()
    assert preset.assumed_note("no_such_field") is None


# ---------------------------------------------------------------------------------------------
# Custom rulesets from JSON


def test_custom_ruleset_from_json_changes_only_named_fields() -> None:
    custom = ruleset_from_json({"base": "ema", "kiriage": False, "name": "Club rules"})
    base = find_ruleset("ema")
    assert custom.id == "custom"
    assert custom.base == "ema"
    assert custom.name == "Club rules"
    assert custom.kiriage is False
    assert differing_fields([base, custom]) == ["kiriage"]


def test_changed_field_loses_its_assumed_note() -> None:
    base = find_ruleset("ema")
    assert base.assumed_note("double_wind_pair_fu")
    custom = make_ruleset("ema", {"double_wind_pair_fu": 4})
    assert custom.assumed_note("double_wind_pair_fu") is None
    assert custom.assumed_note("riichi_min_wall_tiles") == base.assumed_note(
        "riichi_min_wall_tiles"
    )


def test_json_lists_become_sets_and_tuples() -> None:
    custom = ruleset_from_json(
        {
            "base": "tenhou",
            "double_yakuman": ["daisuushii", "kokushi_13"],
            "abortive_draws": ["kyuushu"],
            "uma": [15000, 5000, -5000, -15000],
        }
    )
    assert custom.double_yakuman == frozenset({"daisuushii", "kokushi_13"})
    assert custom.abortive_draws == frozenset({"kyuushu"})
    assert custom.uma == (15000, 5000, -5000, -15000)


@pytest.mark.parametrize("preset_id", PRESET_IDS)
def test_overrides_round_trip(preset_id: str) -> None:
    custom = make_ruleset(preset_id, {"kuitan": not find_ruleset(preset_id).kuitan})
    again = ruleset_from_json(ruleset_to_overrides(custom))
    assert again.to_json() == custom.to_json()
    # a preset alone round-trips too
    assert ruleset_from_json(ruleset_to_overrides(find_ruleset(preset_id))) == find_ruleset(
        preset_id
    )


def test_preset_id_and_none() -> None:
    assert ruleset_from_json("wrc") is find_ruleset("wrc")
    assert ruleset_from_json(None).id == "ema"  # the contract's default


BAD_RULESETS: list[tuple[Any, str]] = [
    ({"base": "ema", "kiriage": "yes"}, "invalid_ruleset"),  # bad type (bool)
    ({"base": "ema", "kiriage": 1}, "invalid_ruleset"),
    ({"base": "ema", "honba_value": "300"}, "invalid_ruleset"),  # bad type (int)
    ({"base": "ema", "honba_value": True}, "invalid_ruleset"),
    ({"base": "ema", "renhou": "double"}, "invalid_ruleset"),  # not one of the choices
    ({"base": "ema", "no_such_rule": True}, "invalid_ruleset"),  # unknown field
    ({"base": "ema", "uma": [15000, 5000, -5000]}, "invalid_ruleset"),  # three places
    ({"base": "ema", "uma": [15000, 5000, -5000, -14000]}, "invalid_ruleset"),  # sum 1,000
    ({"base": "ema", "uma": [-15000, -5000, 5000, 15000]}, "invalid_ruleset"),  # rising
    ({"base": "ema", "uma": [15000, 5000, "-5000", -15000]}, "invalid_ruleset"),
    ({"base": "ema", "uma": "15/5"}, "invalid_ruleset"),
    ({"base": "ema", "double_yakuman": ["not_a_yaku"]}, "invalid_ruleset"),
    ({"base": "ema", "abortive_draws": ["daisuushii"]}, "invalid_ruleset"),
    ({"base": "ema", "double_yakuman": "daisuushii"}, "invalid_ruleset"),
    ({"base": 7}, "invalid_ruleset"),
    ({"base": "ema", "name": 12}, "invalid_ruleset"),
    (["ema"], "invalid_ruleset"),
    (12, "invalid_ruleset"),
    ({"base": "nope"}, "unknown_ruleset"),
    ("nope", "unknown_ruleset"),
]


@pytest.mark.parametrize(("obj", "code"), BAD_RULESETS)
def test_bad_custom_ruleset_is_rejected(obj: Any, code: str) -> None:
    with pytest.raises(EngineError) as info:
        ruleset_from_json(obj)
    assert info.value.code == code


@pytest.mark.parametrize(("obj", "code"), BAD_RULESETS)
def test_bad_ruleset_in_a_score_request(obj: Any, code: str) -> None:
    answer = api.score(
        {"ruleset": obj, "hand": "234m234p234678s55m", "win_tile": "8s", "win": "ron"}
    )
    assert answer["ok"] is False
    assert answer["error"]["code"] == code


def test_custom_ruleset_changes_a_score() -> None:
    # 234m 234p 234s 678s 55m, ron on 8s: tanyao + pinfu + sanshoku = 4 han 30 fu.
    # EMA 2025 has kiriage (8,000); the same with kiriage switched off pays 7,700.
    hand = {
        "hand": "234m234p234678s55m",
        "win_tile": "8s",
        "win": "ron",
        "seat_wind": "S",
        "round_wind": "E",
    }
    with_kiriage = api.score({**hand, "ruleset": "ema"})
    without = api.score({**hand, "ruleset": {"base": "ema", "kiriage": False}})
    assert with_kiriage.get("total") == 8000, with_kiriage
    assert without.get("total") == 7700, without
