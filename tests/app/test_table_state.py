"""TableState: engine settlement at a table, undo, uma choice, persistence.

Every expected number is worked out by hand from the rule texts (shared/rules), in the comment
beside it: matrix D for payments, A3 for counters and multiple ron, A4 and correction 4 for
pao, A5/F for chombo, rrc.md §1 row 32 for RRC's chombo.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.rulesets import PRESETS
from referee_app.context import AppContext
from referee_app.settings import Settings
from referee_app.table_state import TableState, ruleset_with_uma


@pytest.fixture
def context(settings: Settings) -> AppContext:
    return AppContext(settings)


def _table(context: AppContext, preset: str, **position: Any) -> TableState:
    context.set_ruleset(PRESETS[preset])
    st = TableState(context)
    data = st.to_dict()
    data.update(position)
    st.load_dict(data)
    return st


def test_starting_points_follow_the_ruleset(context: AppContext) -> None:
    st = TableState(context)
    assert st.scores == [30000] * 4  # EMA: 30,000 each (matrix A1)
    context.set_ruleset(PRESETS["tenhou"])
    assert st.scores == [25000] * 4  # Tenhou: 25,000; no hand played yet, so the table resets
    assert (st.dealer, st.round_wind, st.honba, st.riichi_sticks) == (0, "E", 0, 0)


def test_double_ron_with_counters_and_sticks_ema(context: AppContext) -> None:
    # 2 counters, 1 stick left on the table; seats 1 and 3 declare riichi; seat 2 deals in to
    # seat 1 (2 han 30 fu: 30*2^4=480 -> 4*480=1,920 -> 2,000) and seat 3 (3 han 30 fu:
    # 960*4=3,840 -> 3,900). EMA: each winner gets the 600 of counters from the discarder; each
    # declarer takes its own stick back; the table's stick goes to seat 3, first after seat 2.
    st = _table(context, "ema", scores=[30000, 30000, 29000, 30000], honba=2, riichi_sticks=1)
    outcome = {
        "type": "ron",
        "discarder": 2,
        "winners": [{"seat": 1, "han": 2, "fu": 30}, {"seat": 3, "han": 3, "fu": 30}],
    }
    preview = st.preview(outcome, [1, 3])
    assert preview["ok"]
    assert st.scores == [30000, 30000, 29000, 30000]  # a preview changes nothing
    st.apply(outcome, [1, 3])
    # seat 1: -1000 stick +1000 back +2000 +600 = +2600; seat 3: -1000 +1000 +1000 +3900 +600
    # = +5500; seat 2: -(2000+600+3900+600) = -7100
    assert st.scores == [30000, 32600, 21900, 35500]
    # dealer 0 did not win: the deal passes, counters cleared, no stick left
    assert (st.dealer, st.honba, st.riichi_sticks) == (1, 0, 0)


def test_double_ron_tenhou_gives_counters_and_sticks_to_the_nearest(context: AppContext) -> None:
    # Same hand under Tenhou (correction 8): seat 3 (nearest after seat 2) takes all counters
    # (600) and all sticks (table 1 + seat 1's + its own = 3,000); seat 1 just gets 2,000.
    st = _table(context, "tenhou", scores=[25000, 25000, 24000, 25000], honba=2, riichi_sticks=1)
    outcome = {
        "type": "ron",
        "discarder": 2,
        "winners": [{"seat": 1, "han": 2, "fu": 30}, {"seat": 3, "han": 3, "fu": 30}],
    }
    st.apply(outcome, [1, 3])
    # seat 1: -1000 + 2000 = +1000; seat 3: -1000 + 3900 + 600 + 3000 = +6500; seat 2: -6500
    assert st.scores == [25000, 26000, 17500, 31500]


def test_pao_on_tsumo_liable_player_pays_all(context: AppContext) -> None:
    # EMA, correction 4: daisangen by seat 1 (non-dealer) by tsumo, seat 3 liable: seat 3 pays
    # the whole yakuman (32,000) and all counters (1 counter: 3 x 100 = 300).
    st = _table(context, "ema", honba=1)
    st.apply({"type": "tsumo", "winner": 1, "yakuman": 1, "pao": 3}, [])
    assert st.scores == [30000, 62300, 30000, -2300]


def test_pao_on_ron_split_half_counters_by_discarder(context: AppContext) -> None:
    # EMA: ron off seat 2, seat 3 liable: 16,000 each; the discarder pays the 300 of counters.
    st = _table(context, "ema", honba=1)
    st.apply({"type": "ron", "discarder": 2, "winners": [{"seat": 1, "yakuman": 1, "pao": 3}]}, [])
    assert st.scores == [30000, 62300, 13700, 14000]


def test_chombo_deduction_ema_keeps_table_scores(context: AppContext) -> None:
    # EMA: 20,000 off the final result after uma; no table payment; riichi stick of the hand
    # returned; dealer stays, no counter added (matrix A5).
    st = _table(context, "ema", honba=1)
    st.apply({"type": "chombo", "offender": 2}, [1])
    assert st.scores == [30000] * 4
    assert st.penalties == [0, 0, -20000, 0]
    assert (st.dealer, st.honba, st.riichi_sticks) == (0, 1, 0)


def test_chombo_reverse_mangan_ema2012(context: AppContext) -> None:
    # EMA 2012: a mangan-sized payment at the table: 4,000 to the dealer, 2,000 to the others.
    st = _table(context, "ema2012")
    st.apply({"type": "chombo", "offender": 2}, [])
    assert st.scores == [34000, 32000, 22000, 32000]
    assert st.penalties == [0, 0, 0, 0]


def test_rrc_chombo_follows_the_chosen_uma(context: AppContext) -> None:
    # RRC: twice the uma step; 30/10 -> 2 x 20,000 = 40,000; the 15/5 alternative -> 20,000.
    st = _table(context, "rrc")
    st.apply({"type": "chombo", "offender": 0}, [])
    assert st.penalties == [-40000, 0, 0, 0]
    st.undo()
    st.set_uma_choice(1)
    assert ruleset_with_uma(PRESETS["rrc"], 1) == {
        "base": "rrc",
        "uma": [15000, 5000, -5000, -15000],
    }
    st.apply({"type": "chombo", "offender": 0}, [])
    assert st.penalties == [-20000, 0, 0, 0]


def test_undo_restores_the_position(context: AppContext) -> None:
    st = TableState(context)
    before = st.to_dict()
    st.apply({"type": "draw", "tenpai": [0]}, [0])
    # one tenpai player gets 1,000 from each noten player; the riichi stick stays on the table
    assert st.scores == [32000, 29000, 29000, 29000]
    assert (st.dealer, st.honba, st.riichi_sticks) == (0, 1, 1)
    assert st.undo()
    assert st.to_dict() == before
    assert not st.undo()


def test_engine_error_changes_nothing(context: AppContext) -> None:
    st = TableState(context)
    before = st.to_dict()
    answer = st.apply({"type": "ron", "discarder": 1, "winners": [{"seat": 1, "han": 1}]}, [])
    assert not answer["ok"]
    assert st.to_dict() == before


def test_round_trip_and_bad_files_change_nothing(context: AppContext) -> None:
    st = TableState(context)
    st.set_name(0, "Anna")
    st.apply({"type": "tsumo", "winner": 0, "han": 1, "fu": 30}, [])
    saved = st.to_dict()
    assert json.loads(json.dumps(saved)) == saved  # plain JSON, ready for a file
    other = TableState(context)
    other.load_dict(saved)
    assert other.to_dict() == saved
    bad_inputs: list[Any] = [
        [],
        {**saved, "scores": [1, 2, 3]},
        {**saved, "dealer": 4},
        {**saved, "round_wind": "X"},
        {**saved, "honba": -1},
        {**saved, "names": ["a", "b"]},
        {**saved, "history": [{"request": {}, "answer": {}}]},
        {**saved, "history": [{**saved["history"][0], "request": {"ruleset": "nope"}}]},
        {**saved, "version": 99},
    ]
    for bad in bad_inputs:
        with pytest.raises(ValueError):
            other.load_dict(bad)
        assert other.to_dict() == saved


def test_dealer_win_streak_for_paarenchan(context: AppContext) -> None:
    # Correction 13: consecutive wins as dealer; a chombo does not count either way; a draw
    # (even with the dealer tenpai) ends the streak.
    st = _table(context, "galaxy")
    dealer_tsumo = {"type": "tsumo", "winner": 0, "han": 1, "fu": 30}
    st.apply(dealer_tsumo, [])
    st.apply({"type": "ron", "discarder": 2, "winners": [{"seat": 0, "han": 1, "fu": 30}]}, [])
    st.apply({"type": "chombo", "offender": 3}, [])
    st.apply(dealer_tsumo, [])
    assert st.dealer == 0 and st.dealer_win_streak() == 3
    st.apply({"type": "draw", "tenpai": [0]}, [])  # dealer tenpai: keeps the deal
    assert st.dealer == 0 and st.dealer_win_streak() == 0
    st.apply(dealer_tsumo, [])
    assert st.dealer_win_streak() == 1
