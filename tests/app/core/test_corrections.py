"""Corrections to a game's record, worked by hand from the rules (EMA: 30,000 start, ron
1 han 30 fu 1,000 / dealer 1,500, 300 a counter on a ron and 100 from each payer on a tsumo,
3,000 noten payments, the dealer repeats when tenpai; Tenhou: 25,000 start, riichi needs
1,000 points, the game ends below zero)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.rulesets import PRESETS
from referee_app.core.corrections import (
    CorrectionError,
    HandFlag,
    PendingReason,
    delete_hand,
    edit_hand,
    insert_hand,
    swap_seat_fields,
    swap_seats,
)
from referee_app.core.table_state import TableState


def ron(winner: int, discarder: int, han: int = 1, fu: int = 30, **extra: Any) -> dict[str, Any]:
    return {
        "type": "ron",
        "discarder": discarder,
        "winners": [{"seat": winner, "han": han, "fu": fu, **extra}],
    }


def tsumo(winner: int, han: int, fu: int = 30) -> dict[str, Any]:
    return {"type": "tsumo", "winner": winner, "han": han, "fu": fu}


def table(ruleset: str = "ema", names: tuple[str, ...] = ("A", "B", "C", "D")) -> TableState:
    state = TableState()
    state.set_game_ruleset(PRESETS[ruleset])
    state.set_seating(list(names), 0)
    return state


def play(state: TableState, outcome: dict[str, Any], riichi: list[int] | None = None) -> None:
    answer = state.apply(outcome, riichi or [])
    assert answer["ok"], answer


def test_an_early_correction_changes_the_dealer_for_every_later_hand() -> None:
    state = table()
    play(state, ron(1, 2))  # E1 (A deals): B 1,000 from C; A deals no more -> E2, B deals
    play(state, tsumo(3, 2))  # E2: D tsumo 2 han 30 fu: 500/1,000 (B, the dealer, 1,000)
    play(state, ron(0, 3, 3))  # E3 (C deals): A 3,900 from D
    assert state.scores == [30000 - 500 + 3900, 31000 - 1000, 29000 - 500, 32000 - 3900]

    journal = edit_hand(state, 0, ron(0, 2), [], "A won, not B")
    # E1 corrected: A, the dealer, ron 1 han 30 fu = 1,500 from C; A repeats, 1 honba.
    # E1-1: D tsumo 2 han 30 fu as a non-dealer, A now the dealer: A 1,000 + 100, B and C
    #   500 + 100 each: D +2,300. The dealer passes to B, no honba: E2.
    # E2 (B deals): A (non-dealer) 3 han 30 fu = 3,900 from D. Then C deals E3.
    assert state.scores == [
        30000 + 1500 - 1100 + 3900,
        30000 - 600,
        30000 - 1500 - 600,
        30000 + 2300 - 3900,
    ]
    assert sum(state.scores) == 120000
    assert (state.round_wind, state.dealer, state.honba) == ("E", 2, 0)
    assert [e["answer"]["deltas"] for e in state.history] == [
        [1500, 0, -1500, 0],
        [-1100, -600, -600, 2300],
        [3900, 0, 0, -3900],
    ]
    # both later hands were dealt by another player than before: flagged, not guessed
    for entry in state.history[1:]:
        assert HandFlag.DEALER_CHANGED in entry["recomputed"]["flags"]
    assert state.history[0]["corrected"]["reason"] == "A won, not B"
    assert state.history[0]["corrected"]["original"]["answer"]["deltas"] == [0, 1000, -1000, 0]
    assert journal["kind"] == "edit" and journal["hand"] == 0
    assert [c["hand"] for c in journal["later"]] == [1, 2]
    assert state.pending == []
    assert state.corrections == [journal]


def test_a_correction_that_ends_the_game_early_keeps_the_later_hands_pending() -> None:
    state = table("tenhou")
    play(state, ron(1, 2))  # C 24,000
    play(state, tsumo(3, 1))  # E2: D 300/500 (+1,100)
    edit_hand(state, 0, ron(1, 2, 0, 0, yakuman=1), [], "it was a yakuman")
    # B yakuman ron as a non-dealer: 32,000 from C, who goes to −7,000: Tenhou ends the
    # game below zero. The tsumo after it was never played in this record: pending.
    assert state.scores == [25000, 57000, -7000, 25000]
    assert state.game_over
    assert len(state.history) == 1
    assert [p["reason"] for p in state.pending] == [PendingReason.GAME_OVER_BEFORE]
    assert state.pending[0]["request"]["outcome"]["winner"] == 3


def test_a_riichi_no_longer_affordable_is_pending_with_the_engines_reason() -> None:
    state = table("tenhou")
    play(state, ron(1, 2), [2])  # C riichi and deals in: 25,000 − 1,000 − 1,000
    play(state, ron(0, 3), [2])  # E2: C riichi again (23,000 ≥ 1,000); A from D 1,000
    edit_hand(state, 0, ron(1, 2, 11), [2], "a sanbaiman")
    # B 11 han: sanbaiman 24,000 from C, plus C's stick: C = 25,000 − 1,000 − 24,000 = 0.
    # Zero is not below zero (the game goes on), but a riichi needs 1,000 in Tenhou.
    assert state.scores == [25000, 50000, 0, 25000]
    assert not state.game_over
    assert len(state.history) == 1
    assert [p["reason"] for p in state.pending] == [PendingReason.REFUSED]
    assert state.pending[0]["error"]["code"] == "not_allowed_by_ruleset"


def test_a_correction_moves_a_riichi_stick_between_hands() -> None:
    state = table()
    play(state, {"type": "draw", "tenpai": [0], "nagashi": []}, [0])
    # A riichi (−1,000 on the table) and alone tenpai: +3,000; A deals again, 1 honba.
    play(state, ron(1, 2))  # E1-1: B 1,000 + 300 + the stick 1,000 from C
    assert state.scores == [32000, 31300, 27700, 29000]
    edit_hand(state, 0, {"type": "draw", "tenpai": [0], "nagashi": []}, [], "no riichi")
    # No stick in hand 1, so hand 2 pays none: B 1,000 + 300.
    assert state.scores == [33000, 30300, 27700, 29000]
    assert state.riichi_sticks == 0
    assert state.history[1]["recomputed"]["old_deltas"] == [0, 2300, -1300, 0]
    assert state.history[1]["recomputed"]["flags"] == []  # same dealer, same meaning


def test_seat_swap_after_five_hands_re_attributes_the_record_from_the_chosen_hand() -> None:
    state = table()
    play(state, ron(1, 2))  # E1: B +1,000, C −1,000
    play(state, ron(3, 0, 2))  # E2 (B deals): D 2,000 from A
    play(state, ron(0, 3))  # E3 (seat 2 deals): A 1,000 from D
    play(state, ron(2, 1))  # E4 (seat 3 deals): C 1,000 from B
    play(state, ron(1, 2))  # S1: B 1,000 from C
    # From hand 3 on, C and D sat in each other's seats (with their points): seat 2 was D
    # (32,000 then), seat 3 was C (29,000). The record named players, so every later hand
    # names the other seat for them:
    # E3 (seat 2, D, deals): A 1,000 from D (seat 2).
    # E4 (seat 3, C, deals): C wins as the dealer from B: 1,500; C repeats, 1 honba.
    # E4-1: B 1,000 + 300 from C (seat 3); the dealer passes to seat 0: S1.
    swap_seats(state, 2, 3, 2, "C and D swapped seats after hand 2")
    assert state.names == ["A", "B", "D", "C"]
    assert state.scores == [29000, 30800, 31000, 29200]
    assert sum(state.scores) == 120000
    assert (state.round_wind, state.dealer, state.honba) == ("S", 0, 0)
    assert len(state.history) == 5
    # the hands before the fix keep the names they were played with
    assert [e.get("names") for e in state.history[:2]] == [["A", "B", "C", "D"]] * 2
    assert "names" not in state.history[4]  # played with the names the table has now
    assert state.history[3]["request"]["outcome"]["winners"][0]["seat"] == 3
    assert HandFlag.SEAT_WIND_CHANGED in state.history[3]["recomputed"]["flags"]
    # one step back
    assert state.undo_correction()
    assert state.names == ["A", "B", "C", "D"]
    assert state.scores == [28000 + 1000, 31000 - 1000 + 1000, 29000 + 1000 - 1000, 31000]
    assert state.corrections == []


def test_swapping_from_the_first_hand_fixes_the_seating_for_the_whole_game() -> None:
    state = table()
    play(state, ron(1, 2))  # B 1,000 from C, as recorded
    swap_seats(state, 1, 2, 0, "B and C sat in each other's seats from the start")
    # B sat at seat 2 and C at seat 1 from the start: B (seat 2) 1,000 from C (seat 1).
    assert state.names == ["A", "C", "B", "D"]
    assert state.scores == [30000, 29000, 31000, 30000]
    assert state.history[0].get("names") is None  # played with today's names


def test_deleting_a_hand_settles_the_later_ones_from_its_position() -> None:
    state = table()
    play(state, ron(1, 2))  # E1: B 1,000 from C -> E2
    play(state, ron(2, 3))  # E2: C 1,000 from D -> E3
    delete_hand(state, 0, "entered twice")
    # hand 2 is now played at E1 (A deals): C 1,000 from D; the dealer passes to B.
    assert state.scores == [30000, 30000, 31000, 29000]
    assert len(state.history) == 1
    assert (state.round_wind, state.dealer) == ("E", 1)
    assert HandFlag.DEALER_CHANGED in state.history[0]["recomputed"]["flags"]
    assert state.corrections[0]["original"]["answer"]["deltas"] == [0, 1000, -1000, 0]


def test_inserting_a_forgotten_hand_settles_the_later_ones_after_it() -> None:
    state = table()
    play(state, ron(1, 2))  # E1: B 1,000 from C
    insert_hand(state, 0, tsumo(0, 1), [], "the dealer's tsumo was not entered")
    # E1: A (the dealer) tsumo 1 han 30 fu: 500 all = +1,500; A repeats, 1 honba.
    # E1-1: B 1,000 + 300 from C; same dealer as entered, so no flag.
    assert state.scores == [31500, 30800, 28200, 29500]
    assert [e["answer"]["deltas"] for e in state.history] == [
        [1500, -500, -500, -500],
        [0, 1300, -1300, 0],
    ]
    assert state.history[0]["corrected"]["kind"] == "insert"
    assert state.history[1]["recomputed"]["flags"] == []
    assert (state.round_wind, state.dealer, state.honba) == ("E", 1, 0)


def test_a_refused_correction_changes_nothing() -> None:
    state = table()
    play(state, ron(1, 2))
    before = state.to_dict()
    with pytest.raises(CorrectionError) as info:
        edit_hand(state, 0, ron(2, 2), [], "typo")  # the discarder cannot win
    assert info.value.answer is not None and not info.value.answer["ok"]
    with pytest.raises(CorrectionError):
        edit_hand(state, 0, ron(1, 2), [], "   ")  # no reason
    with pytest.raises(CorrectionError):
        delete_hand(state, 5, "no such hand")
    assert state.to_dict() == before


def test_corrections_and_pending_hands_survive_a_save() -> None:
    state = table("tenhou")
    play(state, ron(1, 2))
    play(state, tsumo(3, 1))
    edit_hand(state, 0, ron(1, 2, 0, 0, yakuman=1), [], "yakuman")
    copy = TableState()
    copy.load_dict(state.to_dict())
    assert copy.to_dict() == state.to_dict()
    assert copy.pending == state.pending and copy.corrections == state.corrections


def test_swapping_names_every_seat_field_of_a_request() -> None:
    request = {
        "riichi": [1, 3],
        "outcome": {
            "type": "ron",
            "discarder": 1,
            "winners": [{"seat": 2, "pao": 1}, {"seat": 3}],
        },
    }
    swapped = swap_seat_fields(request, 1, 2)
    assert swapped["riichi"] == [2, 3]
    assert swapped["outcome"]["discarder"] == 2
    assert swapped["outcome"]["winners"] == [{"seat": 1, "pao": 2}, {"seat": 3}]
    draw = swap_seat_fields({"outcome": {"type": "draw", "tenpai": [0, 2], "nagashi": [2]}}, 0, 2)
    assert draw["outcome"] == {"type": "draw", "tenpai": [2, 0], "nagashi": [0]}
    chombo = swap_seat_fields({"outcome": {"type": "chombo", "offender": [3]}}, 3, 0)
    assert chombo["outcome"]["offender"] == [0]
