"""TableState: engine settlement at a table, undo, uma choice, persistence.

Every expected number is worked out by hand from the rule texts (shared/rules), in the comment
beside it: matrix D for payments, A3 for counters and multiple ron, A4 and correction 4 for
pao, A5/F for chombo, rrc.md §1 row 32 for RRC's chombo.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.rulesets import PRESETS, make_ruleset
from referee_app.core.context import AppContext
from referee_app.core.table_state import TableState, ruleset_with_uma


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


def test_uma_is_fixed_once_a_hand_is_applied(context: AppContext) -> None:
    """RRC: a chombo at 30/10 is 2 × 20,000 = 40,000 off (rrc.md §1 row 32). Switching to
    15/5 afterwards would keep −40.0 where 15/5 means −20.0: refused until New game (or
    until every hand is undone)."""
    st = _table(context, "rrc")
    st.apply({"type": "chombo", "offender": 0}, [])
    assert st.uma_locked
    with pytest.raises(ValueError, match="new game"):
        st.set_uma_choice(1)
    assert st.uma_choice == 0
    st.set_uma_choice(0)  # the choice already made: no change, no error
    st.end_game()
    # final: all scores 30,000 (a chombo moves no table points), uma split by the tie (0);
    # seat 0's result is the penalty alone: −40,000 = −40.0
    assert st.final()["results"][0] == -40
    st.undo()  # back before the only hand: the uma can be chosen again
    assert not st.uma_locked
    st.set_uma_choice(1)
    st.apply({"type": "chombo", "offender": 0}, [])
    st.new_game()
    assert not st.uma_locked and st.uma_choice == 1  # new game keeps the choice, unlocked
    st.set_uma_choice(0)


def test_end_reason(context: AppContext) -> None:
    st = _table(context, "ema")
    assert st.end_reason is None
    st.set_last_hand(True)
    # EMA, last hand of a timed session, a non-dealer wins: the game ends (time limit)
    st.apply(
        {
            "type": "ron",
            "discarder": 3,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [],
    )
    assert st.game_over and st.end_reason == "time_limit"
    st.undo()
    assert st.end_reason is None
    st.end_game()
    assert st.end_reason == "referee"


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


def _noten(st: TableState) -> None:
    answer = st.apply({"type": "draw", "tenpai": []}, [])
    assert answer["ok"], answer


def test_game_with_seat_2_dealing_first_runs_to_south_4(context: AppContext) -> None:
    # EMA 2025 (start 30,000, uma +15/+5/-5/-15, no oka, counters 300 = 100 per payer on a
    # tsumo; the dealer keeps the deal only when winning or tenpai: matrix A1, A3, D).
    # Seat 2 deals East 1, so the winds at the start are East 2, South 3, West 0, North 1,
    # and the game ends when the deal would pass back to seat 2 after South 4 (seat 1 deals
    # South 4). With seat 0 as first dealer the same deals would be one hand shorter of South 4.
    st = TableState(context)
    st.set_seating(["Anna", "Boris", "Vera", "Gleb"], 2)
    assert (st.dealer, st.hand_number, st.first_dealer) == (2, 1, 2)
    assert [st.seat_wind(s) for s in range(4)] == ["W", "N", "E", "S"]
    assert st.starting_order() == [2, 3, 0, 1]
    # East 1: seat 0 rons seat 1, 1 han 30 fu: 30 x 2^3 = 240 x 4 = 960 -> 1,000
    answer = st.apply(
        {"type": "ron", "discarder": 1, "winners": [{"seat": 0, "han": 1, "fu": 30}]}, []
    )
    assert answer["next"]["round"] == 2  # the engine numbers it East 2 from our first dealer
    assert st.scores == [31000, 29000, 30000, 30000]
    assert (st.round_wind, st.dealer, st.hand_number, st.honba) == ("E", 3, 2, 0)
    assert [st.seat_wind(s) for s in range(4)] == ["S", "W", "N", "E"]
    # East 2..South 3: all noten each time: nothing paid, the deal passes, +1 counter
    expected = [("E", 0, 3), ("E", 1, 4), ("S", 2, 1), ("S", 3, 2), ("S", 0, 3), ("S", 1, 4)]
    for honba, (wind, dealer, number) in enumerate(expected, start=1):
        _noten(st)
        assert (st.round_wind, st.dealer, st.hand_number, st.honba) == (
            wind,
            dealer,
            number,
            honba,
        )
        assert not st.game_over
    # South 4, 6 counters, seat 1 deals: seat 2 tsumo 1 han 30 fu: basic 240 -> the dealer
    # pays 480 -> 500, each other 240 -> 300; counters 6 x 100 = 600 from each payer.
    # Seat 1: -1,100; seats 0 and 3: -900; seat 2: +2,900. The deal would pass to seat 2,
    # the first dealer, for a third East: the game is over.
    answer = st.apply({"type": "tsumo", "winner": 2, "han": 1, "fu": 30}, [])
    assert st.scores == [30100, 27900, 32900, 29100]
    assert st.game_over and answer["next"]["end_reason"] == "last_hand"
    # Final: (score - 30,000) / 1,000 + uma: seat 2 2.9 + 15 = 17.9; seat 0 0.1 + 5 = 5.1;
    # seat 3 -0.9 - 5 = -5.9; seat 1 -2.1 - 15 = -17.1
    final = st.final()
    assert final["ranks"] == [2, 4, 1, 3]
    assert final["results"] == pytest.approx([5.1, -17.1, 17.9, -5.9])
    assert answer["final"]["results"] == pytest.approx(final["results"])


def test_tie_broken_by_seat_order_from_the_first_dealer(context: AppContext) -> None:
    # Tenhou ranks a tie by seat order, the earlier dealer first (matrix A1 "Tie on final
    # points"). Seat 2 dealt East 1, so with all at 25,000: seat 2 first, 3 second, 0 third,
    # 1 fourth. Return 30,000: -5 each; oka +20 to first; uma +20/+10/-10/-20:
    # seat 2 -5 + 20 + 20 = 35; seat 3 -5 + 10 = 5; seat 0 -5 - 10 = -15; seat 1 -5 - 20 = -25.
    context.set_ruleset(PRESETS["tenhou"])
    st = TableState(context)
    st.set_first_dealer(2)
    st.end_game()
    final = st.final()
    assert final["ranks"] == [3, 4, 1, 2]
    assert final["results"] == pytest.approx([-15, -25, 35, 5])


def test_seating_fixed_after_the_first_hand_until_new_game(context: AppContext) -> None:
    st = TableState(context)
    st.set_seating(["A", "B", "C", "D"], 1)
    assert st.seating_check_due
    st.confirm_seating()
    assert st.seating_confirmed and not st.seating_check_due
    st.apply({"type": "draw", "tenpai": [1]}, [])  # seat 1 (dealer) tenpai: keeps the deal
    assert st.seating_locked and not st.seating_check_due
    before = st.to_dict()
    with pytest.raises(ValueError):
        st.set_seating(["A", "B", "C", "D"], 3)
    assert st.to_dict() == before
    st.new_game()  # seating kept, to be checked again; seat 1 deals East 1 again
    assert (st.first_dealer, st.dealer, st.hand_number) == (1, 1, 1)
    assert st.names == ["A", "B", "C", "D"]
    assert st.seating_check_due and not st.seating_locked
    st.set_first_dealer(3)
    assert (st.dealer, st.hand_number) == (3, 1)


def test_changing_seating_or_a_name_asks_for_the_check_again(context: AppContext) -> None:
    st = TableState(context)
    st.confirm_seating()
    st.set_name(2, "Vera")
    assert not st.seating_confirmed
    st.confirm_seating()
    st.set_first_dealer(1)
    assert not st.seating_confirmed


def test_seating_time_and_clock_are_saved_and_old_files_still_load(context: AppContext) -> None:
    st = TableState(context)
    st.set_seating(["A", "B", "C", "D"], 2)
    st.confirm_seating()
    st.set_clock_minutes(80)
    st.apply({"type": "draw", "tenpai": []}, [])
    st.record_time_up()
    saved = st.to_dict()
    assert json.loads(json.dumps(saved)) == saved
    assert (saved["first_dealer"], saved["seating_confirmed"]) == (2, True)
    assert (saved["time_up_at"], saved["clock_minutes"]) == (1, 80)
    other = TableState(context)
    other.load_dict(saved)
    assert other.to_dict() == saved
    assert (other.first_dealer, other.hand_number, other.time_up) == (2, 2, True)
    # a file from before the seating existed: seat 0 dealt first, nothing confirmed
    old = {
        k: v
        for k, v in saved.items()
        if k
        not in ("first_dealer", "seating_confirmed", "time_up_at", "clock_minutes", "last_hand")
    }
    old["history"] = [
        {
            **e,
            "before": {
                k: v for k, v in e["before"].items() if k not in ("first_dealer", "last_hand")
            },
        }
        for e in saved["history"]
    ]
    other.load_dict(old)
    assert (other.first_dealer, other.seating_confirmed, other.time_up) == (0, False, False)
    assert other.clock_minutes is None
    assert other.dealer == 3 and other.hand_number == 4  # dealer 3 counted from seat 0
    for bad in (
        {**saved, "first_dealer": 4},
        {**saved, "first_dealer": "2"},
        {**saved, "seating_confirmed": "yes"},
        {**saved, "time_up_at": 5},  # more than the hands played
        {**saved, "clock_minutes": 0},
        {**saved, "last_hand": 1},
    ):
        with pytest.raises(ValueError):
            other.load_dict(bad)


def test_table_file_round_trip_keeps_the_seating(context: AppContext, tmp_path: Any) -> None:
    from referee_app.core.case_files import apply_table, load_file, save_file, table_from_state

    st = TableState(context)
    st.set_seating(["A", "B", "C", "D"], 3)
    st.confirm_seating()
    path = tmp_path / "game.riichi-table.json"
    save_file(path, table_from_state(context, st))
    other = TableState(context)
    document = load_file(path)
    assert document.kind == "table"
    apply_table(document, context, other)  # type: ignore[arg-type]
    assert (other.first_dealer, other.dealer, other.seating_confirmed) == (3, 3, True)


# --- time limit: finish the current hand and play one more --------------------------------


def test_time_up_marks_the_hand_after_the_current_one_as_last(context: AppContext) -> None:
    # EMA 2016 §5.9: at time up the current hand is finished and one more is played; a
    # chombo re-deal is not a hand. Start 30,000, counters 300.
    context.set_ruleset(PRESETS["ema2016"])
    st = TableState(context)
    _noten(st)  # East 1 all noten: East 2, 1 counter
    st.record_time_up()  # time runs out during East 2
    assert st.time_up and st.hands_since_time_up() == 0 and not st.last_hand
    st.apply({"type": "chombo", "offender": 3}, [])  # re-deal: East 2 is still being played
    assert st.hands_since_time_up() == 0 and not st.last_hand
    _noten(st)  # East 2 finished: the next hand (East 3) is the last one
    assert st.hands_since_time_up() == 1 and st.last_hand
    assert (st.round_wind, st.dealer, st.honba) == ("E", 2, 2)
    # East 3, 2 counters: seat 0 rons seat 3 for 1 han 30 fu: 1,000 + 600; the game ends
    answer = st.apply(
        {"type": "ron", "discarder": 3, "winners": [{"seat": 0, "han": 1, "fu": 30}]}, []
    )
    assert st.game_over and answer["next"]["end_reason"] == "time_limit"
    assert st.scores == [31600, 30000, 30000, 28400]
    assert st.penalties == [0, 0, 0, -20000]  # the chombo: 20,000 after uma (matrix F1)


def test_time_up_under_stop_after_the_current_hand(context: AppContext) -> None:
    # Correction 25: a ruleset may stop after the current hand (WRC 2015, RRC's optional
    # ending): the hand in play when time runs out is the last. EMA 2016 otherwise.
    context.set_ruleset(make_ruleset("ema2016", {"time_up_end": "current_hand"}))
    st = TableState(context)
    _noten(st)  # East 1 all noten: East 2, 1 counter
    st.record_time_up()  # time runs out during East 2: it is the last hand
    assert st.time_up and st.last_hand
    st.clear_time_up()  # the clock was reset: the mark goes with it
    assert not st.time_up and not st.last_hand
    st.record_time_up()
    answer = st.apply(
        {"type": "ron", "discarder": 3, "winners": [{"seat": 0, "han": 1, "fu": 30}]}, []
    )
    # East 2, 1 counter: 1,000 + 300 from seat 3; the game ends on time
    assert st.game_over and answer["next"]["end_reason"] == "time_limit"
    assert st.scores == [31300, 30000, 30000, 28700]
    assert st.undo() and st.last_hand  # re-entered: still the last hand
    assert st.undo() and st.last_hand and st.time_up  # time ran out in the hand re-entered


def test_undo_after_time_up_restores_the_last_hand_mark(context: AppContext) -> None:
    st = TableState(context)
    st.record_time_up()
    _noten(st)
    assert st.last_hand
    assert st.undo()
    assert not st.last_hand and st.time_up and st.hands_since_time_up() == 0
    _noten(st)
    assert st.last_hand
    st.set_last_hand(False)  # the referee may take the mark back; it is not set again
    _noten(st)
    assert not st.last_hand and not st.game_over
    st.new_game()
    assert not st.time_up


# --- the game clock is saved with the table ------------------------------------------------

RUNNING_CLOCK: dict[str, Any] = {
    "running": True,
    "elapsed": 600.0,  # ten minutes run before the last start
    "wall_start": 1_750_000_000.0,
    "minutes": 75,
    "signal_minutes": 15,
}


def test_clock_state_is_saved_checked_and_kept_by_new_game(context: AppContext) -> None:
    st = TableState(context)
    assert st.clock_state is None and st.to_dict()["clock"] is None  # not started
    changes: list[int] = []
    st.changed.connect(lambda: changes.append(1))
    st.set_clock_state(RUNNING_CLOCK)
    st.set_clock_state(dict(RUNNING_CLOCK))  # the same again: no change to save
    assert changes == [1]
    saved = st.to_dict()
    assert json.loads(json.dumps(saved)) == saved and saved["clock"] == RUNNING_CLOCK
    other = TableState(context)
    other.load_dict(saved)
    assert other.clock_state == RUNNING_CLOCK and other.to_dict() == saved
    # New game keeps the clock, as before the clock was saved: it times the session
    other.new_game()
    assert other.clock_state == RUNNING_CLOCK
    paused = {**RUNNING_CLOCK, "running": False, "wall_start": None, "elapsed": 61}
    other.set_clock_state(paused)
    assert other.clock_state == {**paused, "elapsed": 61.0}
    other.set_clock_state(None)
    assert other.clock_state is None


@pytest.mark.parametrize(
    "bad",
    [
        "running",
        {**RUNNING_CLOCK, "running": 1},
        {**RUNNING_CLOCK, "elapsed": -1.0},
        {**RUNNING_CLOCK, "elapsed": float("inf")},
        {**RUNNING_CLOCK, "elapsed": float("nan")},
        {**RUNNING_CLOCK, "elapsed": "600"},
        {**RUNNING_CLOCK, "elapsed": True},
        {**RUNNING_CLOCK, "wall_start": None},  # running needs its start time
        {**RUNNING_CLOCK, "wall_start": -5.0},
        {**RUNNING_CLOCK, "running": False},  # stopped with a start time
        {**RUNNING_CLOCK, "minutes": 0},
        {**RUNNING_CLOCK, "minutes": 601},
        {**RUNNING_CLOCK, "signal_minutes": -1},
        {**RUNNING_CLOCK, "extra": 1},
        {k: v for k, v in RUNNING_CLOCK.items() if k != "minutes"},
    ],
)
def test_a_bad_clock_refuses_the_file_and_changes_nothing(context: AppContext, bad: Any) -> None:
    st = TableState(context)
    st.set_clock_state(RUNNING_CLOCK)
    st.set_name(0, "Anna")
    before = st.to_dict()
    with pytest.raises(ValueError):
        st.load_dict({**before, "names": ["X", "", "", ""], "clock": bad})
    with pytest.raises(ValueError):
        st.set_clock_state(bad)
    assert st.to_dict() == before


def test_a_file_from_before_the_clock_was_saved_loads_with_a_fresh_clock(
    context: AppContext,
) -> None:
    st = TableState(context)
    st.set_clock_state(RUNNING_CLOCK)
    old = {k: v for k, v in TableState(context).to_dict().items() if k != "clock"}
    old["names"] = ["A", "B", "C", "D"]
    st.load_dict(old)
    assert st.clock_state is None and st.names == ["A", "B", "C", "D"]
