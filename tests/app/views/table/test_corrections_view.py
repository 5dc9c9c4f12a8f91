"""Correcting the record from the Table view, through its widgets and keys (EMA values worked
by hand: 30,000 start; ron 1 han 30 fu 1,000, by the dealer 1,500; 300 a counter)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table import corrections_ui
from referee_app.views.table.table_view import TableView


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    state = TableState(context)
    state.set_seating(["Anna", "Boris", "Vera", "Gleb"], 0)
    v = TableView(context, state)
    qtbot.addWidget(v)
    v.resize(1024, 700)
    v.show()
    return v


def ron(view: TableView, winner: int, discarder: int, han: int = 1) -> None:
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(view.discarder.findData(discarder))
    row = view.ron_winners[0]
    row.seat.setCurrentIndex(row.seat.findData(winner))
    row.han.setValue(han)
    view.form_edited()
    answer = view.apply()
    assert answer["ok"], answer


def test_f2_on_a_past_hand_corrects_it_in_the_form_and_settles_the_rest(
    view: TableView, qtbot: QtBot
) -> None:
    ron(view, 1, 2)  # E1: Boris 1,000 from Vera; Boris deals E2
    ron(view, 3, 0)  # E2: Gleb 1,000 from Anna
    view.history_list.setFocus()
    view.history_list.setCurrentRow(0)
    qtbot.keyClick(view.history_list, Qt.Key.Key_F2)
    assert view.correction_bar.isVisible()
    assert view.correcting == ("edit", 0)
    # the form holds hand 1 as recorded
    assert view.outcome_kind() == "ron"
    assert view.discarder.currentData() == 2
    assert view.ron_winners[0].seat.currentData() == 1
    assert not view.apply_button.isEnabled()  # no reason yet
    # it was Anna, the dealer, who won
    row = view.ron_winners[0]
    row.seat.setCurrentIndex(row.seat.findData(0))
    qtbot.keyClicks(view.correction_bar.reason, "winner misread")
    assert view.apply_button.isEnabled()
    assert view.apply_button.text() == "Apply correction"
    qtbot.keyClick(
        view.correction_bar.reason, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    # E1: Anna 1,500 from Vera (dealer ron); Anna repeats, 1 honba. E1-1: Gleb 1,000 + 300
    # from Anna.
    assert view.correcting is None and not view.correction_bar.isVisible()
    assert view.state.scores == [30000 + 1500 - 1300, 30000, 28500, 31300]
    first = view.history_list.item(0)
    second = view.history_list.item(1)
    assert first is not None and second is not None
    assert first.text().startswith("✎ 1.")
    assert second.text().startswith("⚠ 2.")  # another dealer: flagged for the referee
    assert "winner misread" in first.toolTip()
    assert "check the han entered" in second.toolTip()
    assert "winner misread" in view.message.text()


def test_escape_cancels_a_correction_and_changes_nothing(view: TableView, qtbot: QtBot) -> None:
    ron(view, 1, 2)
    before = view.state.to_dict()
    view.begin_edit(0)
    view.ron_winners[0].han.setValue(5)
    qtbot.keyClick(view.correction_bar.reason, Qt.Key.Key_Escape)
    assert view.correcting is None
    assert view.state.to_dict() == before
    assert view.apply_button.text() == "Apply"


def test_delete_key_deletes_the_selected_hand_after_a_reason(
    view: TableView, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ron(view, 1, 2)  # Boris 1,000 from Vera
    ron(view, 2, 3)  # E2: Vera 1,000 from Gleb
    asked: list[str] = []

    def ask(_parent: Any, _title: str, question: str) -> str:
        asked.append(question)
        return "entered twice"

    monkeypatch.setattr(corrections_ui.ReasonDialog, "ask", staticmethod(ask))
    monkeypatch.setattr(
        "referee_app.views.table.correction_flow.ReasonDialog.ask", staticmethod(ask)
    )
    view.history_list.setFocus()
    view.history_list.setCurrentRow(0)
    qtbot.keyClick(view.history_list, Qt.Key.Key_Delete)
    assert "Delete hand 1" in asked[0]
    # hand 2 at E1: Vera 1,000 from Gleb
    assert view.state.scores == [30000, 30000, 31000, 29000]
    assert view.history_list.count() == 1


def test_fix_the_seating_from_the_record_menu_can_be_undone(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    ron(view, 1, 2)
    monkeypatch.setattr(
        "referee_app.views.table.correction_flow.SeatFixDialog.ask",
        staticmethod(lambda *_a: (1, 2, 0, "sat wrong from the start")),
    )
    view.record_actions["seating"].trigger()
    # Boris sat at seat 3 and Vera at seat 2 from the start: Boris (seat 3) 1,000 from Vera.
    assert view.state.names == ["Anna", "Vera", "Boris", "Gleb"]
    assert view.state.scores == [30000, 29000, 31000, 30000]
    assert view.cards[2].name.text() == "Boris"
    assert view.record_actions["undo"].isEnabled()
    view.record_actions["undo"].trigger()
    assert view.state.names == ["Anna", "Boris", "Vera", "Gleb"]
    assert view.state.scores == [30000, 31000, 29000, 30000]


def test_a_pending_hand_is_listed_and_can_be_entered_again(view: TableView) -> None:
    state = view.state
    ron(view, 1, 2)  # E1
    ron(view, 3, 0)  # E2
    # hand 2 kept aside by a correction (how that happens: tests/app/core/test_corrections.py)
    state.pending.append(
        {
            "request": dict(state.history[1]["request"]),
            "answer": dict(state.history[1]["answer"]),
            "before": dict(state.history[1]["before"]),
            "reason": "game_over_before",
        }
    )
    state.changed.emit()
    last = view.history_list.item(view.history_list.count() - 1)
    assert last is not None and last.text().startswith("‖ Pending: Ron: Gleb")
    assert view.record_actions["pending"].isEnabled()
    view.record_actions["pending"].trigger()
    assert state.pending == []
    assert view.ron_winners[0].seat.currentData() == 3
    assert view.discarder.currentData() == 0


def test_table_number_and_player_ids_from_the_record_menu(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "referee_app.views.table.correction_flow.IdentityDialog.ask",
        staticmethod(lambda *_a: ("12", ["R-1", "", "R-3", ""])),
    )
    view.record_actions["identity"].trigger()
    assert view.state.table_number == "12"
    assert view.state.player_ids == ["R-1", "", "R-3", ""]
    saved = view.state.to_dict()
    assert saved["table_number"] == "12" and saved["player_ids"][2] == "R-3"


def test_a_correction_is_reported_to_the_ruling_log(view: TableView, qtbot: QtBot) -> None:
    ron(view, 1, 2)
    view.begin_edit(0)
    view.ron_winners[0].han.setValue(2)
    view.correction_bar.reason.setText("two han")
    with qtbot.waitSignal(view.state.ruling_made) as blocker:
        view.apply()
    ruling = blocker.args[0]
    assert ruling.kind == "correction"
    assert ruling.decision["reason"] == "two han"
    # what changed: Boris's han, 1 → 2 (30 fu both times)
    assert ruling.decision["changes"] == [
        {"field": "han", "seat": 1, "before": 1, "after": 2},
        {"field": "fu", "seat": 1, "before": 30, "after": 30},
    ]
    # Boris 2 han 30 fu from Vera: 2,000
    assert view.state.scores == [30000, 32000, 28000, 30000]


def test_new_game_asks_to_save_first_only_while_the_record_is_unsaved(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    details: list[str] = []

    def confirm(_title: str, _question: str, detail: str) -> bool:
        details.append(detail)
        return False

    monkeypatch.setattr(view, "confirm", confirm)
    ron(view, 1, 2)
    view.new_game()
    assert "not saved in any file: save it first" in details[-1]
    view.state.mark_saved()  # File ▸ Save did this
    view.state.saved_path = "/tmp/game.json"
    view.new_game()
    assert details[-1].startswith("The record of this game is kept in /tmp/game.json")
    ron(view, 1, 2)  # a hand after the save: unsaved again
    view.new_game()
    assert "The last changes are not in /tmp/game.json yet: save first" in details[-1]


def _focused() -> object:
    from PySide6.QtWidgets import QApplication

    return QApplication.focusWidget()


def test_tab_from_the_correction_bar_goes_into_the_form(view: TableView, qtbot: QtBot) -> None:
    ron(view, 1, 2)
    view.history_list.setFocus()
    view.history_list.setCurrentRow(0)
    qtbot.keyClick(view.history_list, Qt.Key.Key_F2)
    assert _focused() is view.correction_bar.reason
    qtbot.keyClick(view.correction_bar.reason, Qt.Key.Key_Tab)
    assert _focused() is view.correction_bar.cancel_button
    qtbot.keyClick(view.correction_bar.cancel_button, Qt.Key.Key_Tab)
    # the hand's result next (the outcome checked: Ron), not the clock at the top
    assert _focused() is view.outcome_buttons["ron"]
    qtbot.keyClick(view.outcome_buttons["ron"], Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert _focused() is view.correction_bar.cancel_button


def test_after_a_correction_the_keyboard_is_back_on_its_hand(view: TableView, qtbot: QtBot) -> None:
    ron(view, 1, 2)
    ron(view, 3, 0)
    ron(view, 2, 1)
    view.history_list.setFocus()
    view.history_list.setCurrentRow(1)
    qtbot.keyClick(view.history_list, Qt.Key.Key_F2)
    qtbot.keyClicks(view.correction_bar.reason, "two han")
    view.ron_winners[0].han.setValue(2)
    view.correction_bar.reason.setFocus()
    # plain Enter in the reason applies, as Ctrl+Enter does
    qtbot.keyClick(view.correction_bar.reason, Qt.Key.Key_Return)
    assert view.correcting is None
    assert _focused() is view.history_list
    assert view.history_list.currentRow() == 1


def test_after_a_cancelled_correction_the_keyboard_is_back_on_its_hand(
    view: TableView, qtbot: QtBot
) -> None:
    ron(view, 1, 2)
    ron(view, 3, 0)
    view.history_list.setFocus()
    view.history_list.setCurrentRow(0)
    qtbot.keyClick(view.history_list, Qt.Key.Key_F2)
    qtbot.keyClick(view.correction_bar.reason, Qt.Key.Key_Escape)
    assert view.correcting is None and not view.correction_bar.isVisible()
    assert _focused() is view.history_list
    assert view.history_list.currentRow() == 0


def test_after_a_delete_or_its_cancel_the_keyboard_is_on_the_history(
    view: TableView, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    ron(view, 1, 2)
    ron(view, 3, 0)
    ron(view, 2, 1)
    answers: list[str | None] = [None, "entered twice"]
    monkeypatch.setattr(
        "referee_app.views.table.correction_flow.ReasonDialog.ask",
        staticmethod(lambda *_a: answers.pop(0)),
    )
    view.history_list.setFocus()
    view.history_list.setCurrentRow(1)
    qtbot.keyClick(view.history_list, Qt.Key.Key_Delete)  # cancelled
    assert view.history_list.count() == 3
    assert _focused() is view.history_list and view.history_list.currentRow() == 1
    qtbot.keyClick(view.history_list, Qt.Key.Key_Delete)  # deleted
    assert view.history_list.count() == 2
    # the hand that took its place is current
    assert _focused() is view.history_list and view.history_list.currentRow() == 1


def test_after_a_seating_fix_the_keyboard_is_on_the_history(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    ron(view, 1, 2)
    ron(view, 3, 0)
    monkeypatch.setattr(
        "referee_app.views.table.correction_flow.SeatFixDialog.ask",
        staticmethod(lambda *_a: (1, 2, 1, "swapped after hand 1")),
    )
    view.record_button.setFocus()
    view.record_actions["seating"].trigger()
    assert _focused() is view.history_list
    assert view.history_list.currentRow() == 1  # the first hand the fix changed


def test_a_pending_hand_entered_again_puts_the_keyboard_on_the_form(view: TableView) -> None:
    state = view.state
    ron(view, 1, 2)
    state.pending.append(
        {
            "request": dict(state.history[0]["request"]),
            "answer": dict(state.history[0]["answer"]),
            "before": dict(state.history[0]["before"]),
            "reason": "game_over_before",
        }
    )
    state.changed.emit()
    view.record_button.setFocus()
    view.record_actions["pending"].trigger()
    assert _focused() is view.outcome_buttons["ron"]


def test_the_whole_correction_by_keyboard_alone(view: TableView, qtbot: QtBot) -> None:
    """History focus → F2 → reason → the winner changed → Ctrl+Enter; no mouse."""
    ron(view, 1, 2)  # E1: Boris 1,000 from Vera; Boris deals E2
    ron(view, 3, 0)  # E2: Gleb 1,000 from Anna
    view.undo_button.setFocus()  # the button after the history list
    qtbot.keyClick(view.undo_button, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert _focused() is view.history_list
    qtbot.keyClick(view.history_list, Qt.Key.Key_Home)
    qtbot.keyClick(view.history_list, Qt.Key.Key_F2)
    assert view.correcting == ("edit", 0)
    qtbot.keyClicks(view.correction_bar.reason, "winner misread")
    winner = view.ron_winners[0].seat
    for _ in range(30):  # Tab through the form to the winner
        if _focused() is winner:
            break
        widget = _focused()
        assert widget is not None
        qtbot.keyClick(widget, Qt.Key.Key_Tab)  # type: ignore[arg-type]
    assert _focused() is winner
    # the seats in order: Anna, Boris (recorded), Vera, Gleb; Down twice picks Gleb
    qtbot.keyClick(winner, Qt.Key.Key_Down)
    qtbot.keyClick(winner, Qt.Key.Key_Down)
    assert winner.currentData() == 3
    qtbot.keyClick(winner, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert view.correcting is None
    # E1: Gleb (not the dealer) 1,000 from Vera; the deal passes to Boris, no honba.
    # E2 as recorded: Gleb 1,000 from Anna.
    assert view.state.scores == [30000 - 1000, 30000, 30000 - 1000, 30000 + 1000 + 1000]
    assert _focused() is view.history_list and view.history_list.currentRow() == 0


def test_a_correction_shows_its_time_as_the_clock_reads_not_an_iso_stamp(
    view: TableView, qtbot: QtBot
) -> None:
    import re

    from referee_app.text.table_words import clock_time

    assert clock_time("2026-12-02T14:05:09+02:00") == "14:05"
    assert clock_time("soon") == "soon"  # a hand-edited file: shown as it is
    ron(view, 1, 2)
    view.begin_edit(0)
    view.ron_winners[0].han.setValue(2)
    view.correction_bar.reason.setText("two han")
    view.apply()
    first = view.history_list.item(0)
    assert first is not None
    assert re.search(r"^Corrected at \d\d:\d\d: two han$", first.toolTip(), re.M), first.toolTip()
    assert re.match(r"\d\d:\d\d Hand 1 corrected: two han", view.message.text())


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Down])
def test_the_correct_menu_by_keyboard_fixes_the_seating_from_the_selected_hand(
    view: TableView, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, key: Qt.Key
) -> None:
    from PySide6.QtCore import QTimer

    ron(view, 1, 2)
    ron(view, 3, 0)
    ron(view, 2, 1)
    proposed: list[int] = []

    def ask(_parent: Any, _names: Any, _hands: int, first: int = 0) -> None:
        proposed.append(first)
        # None: cancelled

    monkeypatch.setattr("referee_app.views.table.correction_flow.SeatFixDialog.ask", ask)
    view.history_list.setFocus()
    view.history_list.setCurrentRow(1)
    qtbot.keyClick(view.history_list, Qt.Key.Key_Tab)
    qtbot.keyClick(view.undo_button, Qt.Key.Key_Tab)
    assert _focused() is view.record_button
    menu = view.record_menu
    seen: list[bool] = []

    def in_menu() -> None:
        seen.append(menu.isVisible())
        for _ in range(4):  # Edit, Insert, Delete, (separator) Fix the seating
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        assert menu.activeAction() is view.record_actions["seating"]
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(50, in_menu)
    qtbot.keyClick(view.record_button, key)
    qtbot.waitUntil(lambda: bool(proposed))
    assert seen == [True]
    assert proposed == [1]  # the hand selected in the history, 0-based
    # the history list has the window's focus again (the window's activation comes back from
    # the popup in its own time on some platforms)
    assert view.window().focusWidget() is view.history_list
    assert view.history_list.currentRow() == 1


def test_the_seat_fix_dialog_proposes_the_hand_it_is_given(qtbot: QtBot) -> None:
    dialog = corrections_ui.SeatFixDialog(["A", "B", "C", "D"], 5, None, 2)
    qtbot.addWidget(dialog)
    assert dialog.from_hand.value() == 3  # hand 3 (0-based 2), shown counting from 1


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_the_corrections_dialogs_open_wide_enough_for_their_text(qtbot: QtBot) -> None:
    names = ["A", "B", "C", "D"]
    for dialog in (
        corrections_ui.ReasonDialog("Delete a hand", "Delete hand 3 (East 3, 0 honba)?" * 3),
        corrections_ui.SeatFixDialog(names, 5),
        corrections_ui.IdentityDialog("", names, []),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        chars = dialog.width() / dialog.fontMetrics().averageCharWidth()
        assert chars >= corrections_ui.DIALOG_CHARS, type(dialog).__name__


def test_every_history_mark_has_a_glyph_in_the_lists_font(view: TableView) -> None:
    from PySide6.QtGui import QFontMetrics

    from referee_app.text.table_words import TableWords

    metrics = QFontMetrics(view.history_list.font())
    missing = [m for m in TableWords.MARKS if not metrics.inFontUcs4(ord(m.strip()))]
    assert missing == []  # a missing glyph is drawn as an empty box


def test_the_last_hands_message_is_cleared_when_a_correction_begins(view: TableView) -> None:
    ron(view, 1, 2)
    assert view.message.text()  # "Applied."
    view.begin_edit(0)
    assert view.message.text() == ""


def test_correcting_an_earlier_hand_shows_and_logs_the_seats_winds_of_that_hand(
    view: TableView,
) -> None:
    """Issue 23, defect 2. Four non-dealer rons: the deal passes Anna → Boris → Vera → Gleb →
    Anna (South 1 now: Anna East, Boris South, Vera West, Gleb North). Hand 2 was East 2, dealt
    by Boris: Boris East, Vera South, Gleb West, Anna North."""
    from referee_app.core.ruling_log import RulingLog
    from referee_app.text import ruling_text

    log = RulingLog(None, None)
    view.state.ruling_made.connect(log.record)
    ron(view, 1, 2)
    ron(view, 2, 3)
    ron(view, 3, 0)
    ron(view, 0, 1)
    assert (view.state.round_wind, view.state.dealer) == ("S", 0)
    view.begin_edit(1)
    seats = [view.discarder.itemText(i) for i in range(view.discarder.count())]
    assert seats == ["Anna (North)", "Boris (East)", "Vera (South)", "Gleb (West)"]
    view.ron_winners[0].han.setValue(2)
    view.correction_bar.reason.setText("two han")
    assert view.apply()["ok"]
    # today's seating is back in the form once the correction is applied
    assert view.discarder.itemText(0) == "Anna (East)"
    [entry] = log.session.entries
    assert entry.round == {"wind": "E", "hand": 2, "honba": 0}
    assert [(p["seat"], p["wind"]) for p in entry.players] == [
        (0, "N"), (1, "E"), (2, "S"), (3, "W")
    ]  # fmt: skip
    assert ruling_text.players_text(entry) == ("East: Boris, South: Vera, West: Gleb, North: Anna")
    # what changed: Vera's han 1 → 2 (30 fu): 1,000 → 2,000 from Gleb
    assert entry.decision["changes"] == [
        {"field": "han", "seat": 2, "before": 1, "after": 2},
        {"field": "fu", "seat": 2, "before": 30, "after": 30},
    ]
    assert entry.decision["old_deltas"] == [0, 0, 1000, -1000]
    assert entry.decision["new_deltas"] == [0, 0, 2000, -2000]
