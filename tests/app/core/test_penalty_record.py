"""A warning or point penalty recorded at the table between hands (issue 23 item 4): the
table's record (`TableState`, the history entry typed by `records.HandRecord`, the table file's
version 2), undo, corrections of earlier hands, the ruling log's count and the final results.

Worked by hand (RRC, rrc.md §3a and §1 rows 32, 34; start 30,000, 30/10 uma, 30,000 returned,
no oka; every penalty after uma):
- E1, Anna (seat 0) deals: Anna ron 3 han 30 fu off Gleb (seat 3): 30 × 2^5 = 960, × 6 = 5,760
  → 5,800. Anna repeats: E1, 1 honba. Scores 35,800 / 30,000 / 30,000 / 24,200.
- Vera (seat 2) flips the wrong dora indicator three times: a warning, 2,000, 4,000 (the
  ladder after a warning); dealer, round, honba and sticks stay: still E1, 1 honba.
- E1-1: Boris (seat 1) ron 1 han 30 fu off Vera: 240 × 4 = 960 → 1,000, + 300 honba = 1,300.
  Scores 35,800 / 31,300 / 28,700 / 24,200 (sum 120,000).
- Final: base +5.8, +1.3, −1.3, −5.8; uma +30, +10, −10, −30 → 35.8, 11.3, −11.3, −35.8; Vera's
  6,000 off after uma: −17.3. Ranks stay by score: Anna, Boris, Vera, Gleb.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.case_files import CaseFileError, Problem, TableFile, load_file
from referee_app.core.corrections import delete_hand, edit_hand
from referee_app.core.ruling_log import RulingLog
from referee_app.core.table_state import TableState

DATA = Path(__file__).with_name("data")
SAMPLE_V2 = DATA / "table-v2-penalty.json"
NAMES = ["Anna", "Boris", "Vera", "Gleb"]
DORA = "wrong_dora_indicator"


def ron(winner: int, discarder: int, han: int, fu: int = 30) -> dict[str, Any]:
    return {
        "type": "ron",
        "discarder": discarder,
        "winners": [{"seat": winner, "han": han, "fu": fu}],
    }


def _table(log: RulingLog | None = None) -> TableState:
    state = TableState()
    state.set_game_ruleset(PRESETS["rrc"])
    state.set_seating(NAMES, 0)
    if log is not None:  # wired as the main window wires them
        state.offence_log = log
        log.table = state
        state.ruling_made.connect(log.record)
    return state


def play(state: TableState, outcome: dict[str, Any]) -> dict[str, Any]:
    answer = state.apply(outcome, [])
    assert answer["ok"], answer
    return dict(answer)


def _game(qtbot: QtBot) -> tuple[TableState, RulingLog]:
    del qtbot
    log = RulingLog(None)
    state = _table(log)
    play(state, ron(0, 3, 3))
    for _ in range(3):
        play(state, state.penalty_outcome(2, DORA))
    play(state, ron(1, 2, 1))
    return state, log


def test_warning_then_2000_then_4000_counted_from_the_log(qtbot: QtBot) -> None:
    log = RulingLog(None)
    state = _table(log)
    play(state, ron(0, 3, 3))
    costs = []
    for earlier in range(3):
        outcome = state.penalty_outcome(2, DORA)
        assert outcome["earlier"] == earlier  # the log's count of Vera's earlier ones
        answer = play(state, outcome)
        costs.append((answer["penalty"]["warning"], answer["penalty"]["points"]))
        # not a hand: the dealer, round, honba and sticks stay; nobody's score moves
        assert (state.round_wind, state.dealer, state.honba, state.riichi_sticks) == ("E", 0, 1, 0)
        assert state.scores == [35800, 30000, 30000, 24200]
    assert costs == [(True, 0), (False, 2000), (False, 4000)]
    assert state.penalties == [0, 0, -6000, 0]
    assert state.earlier_offences(2) == {DORA: 3}
    rulings = [e for e in log.session.entries if e.kind == "penalty"]
    assert [r.decision.get("offence") for r in rulings] == [DORA] * 3
    assert [r.decision.get("offender") for r in rulings] == [2] * 3
    assert [r.decision.get("warning") for r in rulings] == [True, False, False]
    assert [r.decision.get("penalties") for r in rulings][1] == [0, 0, -2000, 0]


def test_the_final_results_take_the_deductions(qtbot: QtBot) -> None:
    state, _log = _game(qtbot)
    assert state.scores == [35800, 31300, 28700, 24200]
    state.end_game()
    final = state.final()
    assert final["ok"], final
    assert final["results"] == [35.8, 11.3, -17.3, -35.8]
    assert [s["rank"] for s in final["seats"]] == [1, 2, 3, 4]


def test_undo_takes_back_the_last_penalty(qtbot: QtBot) -> None:
    del qtbot
    state = _table()
    play(state, ron(0, 3, 3))
    play(state, {"type": "penalty", "offender": 2, "offence": DORA, "earlier": 1})
    assert state.penalties == [0, 0, -2000, 0]
    assert state.undo()
    assert state.penalties == [0, 0, 0, 0]
    assert (state.dealer, state.honba, len(state.history)) == (0, 1, 1)


def test_a_correction_of_an_earlier_hand_keeps_the_penalties(qtbot: QtBot) -> None:
    state, _log = _game(qtbot)
    # hand 1 was 2 han, not 3: 30 × 2^4 = 480 × 6 = 2,880 → 2,900; Anna still repeats
    edit_hand(state, 0, ron(0, 3, 2), [], "2 han, not 3")
    kinds = [e["request"]["outcome"]["type"] for e in state.history]
    assert kinds == ["ron", "penalty", "penalty", "penalty", "ron"]
    assert [e["answer"]["penalties"][2] for e in state.history[1:4]] == [0, -2000, -4000]
    assert state.penalties == [0, 0, -6000, 0]
    assert state.scores == [32900, 31300, 28700, 27100]
    # a penalty entered by mistake may be deleted: the later hands are settled again
    delete_hand(state, 3, "the third one was the same offence")
    assert state.penalties == [0, 0, -2000, 0]
    assert state.scores == [32900, 31300, 28700, 27100]


def test_the_table_file_is_version_2_with_a_penalty_and_1_without(
    qtbot: QtBot, tmp_path: Path
) -> None:
    state, _log = _game(qtbot)
    table = state.to_dict()
    assert table["version"] == 2
    document = TableFile(table=table, ruleset_json="rrc")
    assert document.to_json()["version"] == 2
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document.to_json()), encoding="utf-8")
    opened = load_file(path)
    assert isinstance(opened, TableFile)
    again = TableState()
    again.load_dict(opened.table)
    assert again.penalties == [0, 0, -6000, 0]
    assert again.hand(2).is_penalty and again.hand(2).input.outcome.earlier == 1
    # a game without one stays version 1, which every earlier version reads
    plain = _table()
    play(plain, ron(0, 3, 3))
    assert plain.to_dict()["version"] == 1
    assert TableFile(table=plain.to_dict(), ruleset_json="rrc").to_json()["version"] == 1


def test_the_version_2_sample_opens_and_round_trips() -> None:
    document = load_file(SAMPLE_V2)
    assert isinstance(document, TableFile)
    sample = json.loads(SAMPLE_V2.read_text(encoding="utf-8"))
    assert document.to_json()["table"] == sample["table"]
    state = TableState()
    state.load_dict(document.table)
    assert state.penalties == [0, 0, -6000, 0]
    assert [state.hand(i).is_penalty for i in range(len(state.history))] == [
        False, True, True, True, False]  # fmt: skip


def test_a_newer_table_version_is_refused_by_name(tmp_path: Path) -> None:
    sample = json.loads(SAMPLE_V2.read_text(encoding="utf-8"))
    sample["version"] = 3
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(sample), encoding="utf-8")
    with pytest.raises(CaseFileError) as info:
        load_file(path)
    assert info.value.problem is Problem.NEWER_VERSION


def test_the_log_says_warning_and_the_amount(qtbot: QtBot) -> None:
    from referee_app.text.ruling_text import decision_text

    _state, log = _game(qtbot)
    texts = [decision_text(e) for e in log.session.entries if e.kind == "penalty"]
    wrong = "Penalty (Wrong dora indicator turned)"
    assert texts == [
        f"{wrong}: Vera — Warning",
        f"{wrong}: Vera \N{MINUS SIGN}2,000 off the final score",
        f"{wrong}: Vera \N{MINUS SIGN}4,000 off the final score",
    ]
