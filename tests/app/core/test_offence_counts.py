"""A player's offences this session, counted from the session's ruling log (issue 23, Deliver
4): `RulingLog.offence_counts`, reached through the table's model (`TableState.earlier_offences`,
`TableState.next_penalty`), and kept over a restart that resumes the session.

Worked by hand from RRC's referee guide (rrc.md §3a, "Порядок увеличения штрафов"): a wrong dora
indicator is a warning the first time, then 2,000, 4,000, 8,000, 16,000 off the final score
after uma, doubling on. EMA 2016's text names a warning and "points" for repeated offences but
no amounts: RRC's ladder stands in, marked assumed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.ruling_log import RulingLog
from referee_app.core.table_state import TableState

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def _table(qtbot: QtBot, log: RulingLog | None = None, names: list[str] = NAMES) -> TableState:
    del qtbot
    state = TableState()
    for seat, name in enumerate(names):
        state.set_name(seat, name)
    state.offence_log = log
    return state


def _penalty(log: RulingLog, offender: int, offence: str, **context: Any) -> None:
    """A penalty ruling as the log keeps it (the plain form of the command line tools)."""
    ruling = {"kind": "penalty", "ruleset": "rrc", "offender": offender, "offence": offence,
              "deltas": [0, 0, 0, 0], "penalties": [0, 0, 0, 0], **context}  # fmt: skip
    assert log.record(ruling) is not None


def _next_points(state: TableState, seat: int, offence: str) -> tuple[str, int | None]:
    answer = state.next_penalty(seat, offence)
    assert answer["ok"], answer
    return answer["next"]["consequence"], answer["next"]["points"]


def test_rrc_after_a_warning_2000_4000_8000_16000(qtbot: QtBot) -> None:
    log = RulingLog(None)
    state = _table(qtbot, log)
    log.table = state
    state.set_game_ruleset(PRESETS["rrc"])
    wanted = [("warning", None), ("points", 2000), ("points", 4000), ("points", 8000),
              ("points", 16000), ("points", 32000)]  # fmt: skip
    for earlier, expected in enumerate(wanted):
        assert state.earlier_offences(1) == ({"wrong_dora_indicator": earlier} if earlier else {})
        assert _next_points(state, 1, "wrong_dora_indicator") == expected
        _penalty(log, 1, "wrong_dora_indicator")
    # another player's record is their own; another offence starts its own count
    assert state.earlier_offences(0) == {}
    assert _next_points(state, 1, "hand_laid_face_down") == ("warning", None)


def test_a_ruleset_whose_text_is_silent_has_its_ladder_assumed(qtbot: QtBot) -> None:
    log = RulingLog(None)
    state = _table(qtbot, log)
    log.table = state
    state.set_game_ruleset(PRESETS["ema2016"])
    _penalty(log, 2, "information_passing")
    answer = state.next_penalty(2, "information_passing")
    assert answer["earlier"] == 1 and answer["next"]["points"] == 2000
    assert answer["ladder_assumed"] is True
    state.set_game_ruleset(PRESETS["rrc"])  # RRC's own text: not assumed
    assert state.next_penalty(2, "wrong_dora_indicator")["ladder_assumed"] is False


def test_the_player_is_known_by_id_then_by_name_else_by_seat_at_the_same_table(
    qtbot: QtBot,
) -> None:
    log = RulingLog(None)
    state = _table(qtbot, log)
    log.table = state
    # Vera moved to seat 0 in a later game: still her record (by name, any case)
    _penalty(log, 2, "wrong_dora_indicator")
    state.set_name(0, " vera ")
    state.set_name(2, "Someone")
    assert state.earlier_offences(0) == {"wrong_dora_indicator": 1}
    assert state.earlier_offences(2) == {}
    # ids decide where both have one: same name, other player
    state.set_player_id(0, "RUS-1")
    _penalty(log, 0, "wrong_dora_indicator")
    state.set_player_id(0, "RUS-2")
    assert state.earlier_offences(0) == {"wrong_dora_indicator": 1}  # the one logged without id
    # unnamed seats: the same seat of the same table only
    blank = RulingLog(None)
    other = _table(qtbot, blank, ["", "", "", ""])
    blank.table = other
    _penalty(blank, 3, "wrong_dora_indicator")
    assert other.earlier_offences(3) == {"wrong_dora_indicator": 1}
    assert other.earlier_offences(1) == {}
    other.table_number = "7"
    assert other.earlier_offences(3) == {}
    # a ruling with no offence named, a hand value, a refused seat: not counted
    assert log.record({"kind": "chombo", "ruleset": "rrc", "offender": 1}) is not None
    assert log.record({"kind": "hand", "ruleset": "rrc", "offence": "peeking"}) is not None
    assert state.earlier_offences(1) == {}
    assert state.earlier_offences(9) == {}
    # no log: nothing known, the first offence's cost
    alone = _table(qtbot, None)
    assert alone.earlier_offences(1) == {}
    assert alone.next_penalty(1, "noten_riichi")["earlier"] == 0


def test_a_restart_resumes_the_session_and_keeps_the_count(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "rulings"
    log = RulingLog(folder)
    log.restore()
    state = _table(qtbot, log)
    log.table = state
    state.set_game_ruleset(PRESETS["rrc"])
    for _ in range(3):
        _penalty(log, 1, "wrong_dora_indicator")
    _penalty(log, 3, "hand_laid_face_down")
    log.shutdown()  # the app stops (or dies): the session stays open

    again = RulingLog(folder)
    assert again.restore() is not None
    restarted = _table(qtbot, again)
    again.table = restarted
    restarted.set_game_ruleset(PRESETS["rrc"])
    assert restarted.earlier_offences(1) == {"wrong_dora_indicator": 3}
    assert restarted.earlier_offences(3) == {"hand_laid_face_down": 1}
    # three before: the fourth costs 8,000 (warning, 2,000, 4,000, then 8,000)
    assert _next_points(restarted, 1, "wrong_dora_indicator") == ("points", 8000)
    # a new session starts the count again
    again.close_session()
    assert restarted.earlier_offences(1) == {}
    again.shutdown()


def test_a_penalty_taken_back_no_longer_counts(qtbot: QtBot) -> None:
    """A penalty applied by mistake and taken back (Undo last hand, or a correction deleting
    it) is logged as withdrawn, and the player's count goes back: under RRC the next wrong
    dora indicator is again the first (a warning), not the second (2,000)."""
    from referee_app.core.corrections import delete_hand
    from referee_app.text.ruling_text import decision_text

    log = RulingLog(None)
    state = _table(qtbot, log)
    log.table = state
    state.ruling_made.connect(log.record)
    state.set_game_ruleset(PRESETS["rrc"])
    state.confirm_seating()
    answer = state.apply(state.penalty_outcome(1, "wrong_dora_indicator"), [])
    assert answer["ok"], answer
    assert state.earlier_offences(1) == {"wrong_dora_indicator": 1}
    assert _next_points(state, 1, "wrong_dora_indicator") == ("points", 2000)
    assert state.undo()
    assert state.earlier_offences(1) == {}
    assert _next_points(state, 1, "wrong_dora_indicator") == ("warning", None)
    kinds = [(e.kind, e.decision.get("withdrawn", False)) for e in log.session.entries]
    assert kinds == [("penalty", False), ("penalty", True)]
    assert "withdrawn" in decision_text(log.session.entries[-1])
    # applied again, then deleted by a correction: the same
    assert state.apply(state.penalty_outcome(1, "wrong_dora_indicator"), [])["ok"]
    assert state.earlier_offences(1) == {"wrong_dora_indicator": 1}
    delete_hand(state, 0, "given to the wrong player")
    assert state.history == []
    assert state.earlier_offences(1) == {}
