"""The Table view: a whole hanchan entered through the widgets, preview, undo, final results.

Expected scores are worked out by hand from the rule texts (shared/rules/rulesets.md: matrix D
for payments, A3 for counters, draws and dealer rotation, A1 for the end of the game).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app import labels
from referee_app.context import AppContext
from referee_app.game_clock import GameClock
from referee_app.settings import Settings
from referee_app.table_state import TableState
from referee_app.table_view import TableView

SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "table.png"


@dataclass
class FakeHandState:
    """What the Table view reads from the Hand view's state."""

    result: dict[str, Any] | None = field(default=None)
    seat_wind: str = "E"

    def to_request(self) -> dict[str, Any]:
        return {"seat_wind": self.seat_wind}


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    state = TableState(context)
    v = TableView(context, state, FakeHandState())
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _cell(table: QTableWidget, row: int, col: int) -> str:
    item = table.item(row, col)
    assert item is not None
    return item.text()


def _riichi(v: TableView, seats: list[int]) -> None:
    for s in range(4):
        v.riichi_checks[s].setChecked(s in seats)


def ron(
    v: TableView,
    discarder: int,
    winners: list[tuple[int, int, int]],
    riichi: tuple[int, ...] | list[int] = (),
) -> None:
    v.set_outcome_kind("ron")
    _riichi(v, list(riichi))
    v.discarder.setCurrentIndex(discarder)
    for i, row in enumerate(v.ron_winners):
        row.enabled.setChecked(i < len(winners))
        if i < len(winners):
            seat, han, fu = winners[i]
            row.seat.setCurrentIndex(seat)
            row.set_hand(han, fu)
    assert v.apply()["ok"]


def tsumo(
    v: TableView, winner: int, han: int, fu: int, riichi: tuple[int, ...] | list[int] = ()
) -> None:
    v.set_outcome_kind("tsumo")
    _riichi(v, list(riichi))
    v.tsumo_winner.seat.setCurrentIndex(winner)
    v.tsumo_winner.set_hand(han, fu)
    assert v.apply()["ok"]


def draw(v: TableView, tenpai: list[int], riichi: tuple[int, ...] | list[int] = ()) -> None:
    v.set_outcome_kind("draw")
    _riichi(v, list(riichi))
    for s in range(4):
        v.tenpai_checks[s].setChecked(s in tenpai)
    assert v.apply()["ok"]


def chombo(v: TableView, offender: int) -> None:
    v.set_outcome_kind("chombo")
    v.offender.setCurrentIndex(offender)
    assert v.apply()["ok"]


def test_whole_hanchan_ema_ends_in_final_results(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = view.state
    for seat, name in enumerate(["Anna", "Boris", "Vera", "Gleb"]):
        st.set_name(seat, name)
    # EMA 2025: start 30,000; uma 15/5; no oka; kiriage; counters 300.
    ron(view, 2, [(1, 2, 30)])  # E1: 2-30 non-dealer ron = 2,000
    assert st.scores == [30000, 32000, 28000, 30000]
    draw(view, [0])  # E2 (dealer 1 noten): seat 0 tenpai gets 1,000 from each; deal passes
    assert st.scores == [33000, 31000, 27000, 29000]
    assert (st.dealer, st.honba) == (2, 1)
    # E3, 1 counter: seat 3 riichi, tsumo 3-30: basic 960 -> dealer 2,000, others 1,000,
    # +100 each for the counter; own stick back.
    tsumo(view, 3, 3, 30, riichi=[3])
    assert st.scores == [31900, 29900, 24900, 33300]
    assert (st.dealer, st.honba, st.riichi_sticks) == (3, 0, 0)
    ron(view, 0, [(3, 5, 30)])  # E4: dealer mangan ron = 12,000; dealer stays, +1 counter
    assert st.scores == [19900, 29900, 24900, 45300]
    assert (st.dealer, st.honba) == (3, 1)
    ron(view, 3, [(2, 1, 30)])  # E4-1: 1,000 + 300; deal passes to South 1
    assert st.scores == [19900, 29900, 26200, 44000]
    assert (st.round_wind, st.dealer, st.honba) == ("S", 0, 0)
    draw(view, [])  # S1 all noten: nothing paid, dealer passes, +1 counter
    assert st.scores == [19900, 29900, 26200, 44000]
    assert (st.round_wind, st.dealer, st.honba) == ("S", 1, 1)
    chombo(view, 2)  # S2: EMA chombo = 20,000 after uma; replay, no counter, dealer stays
    assert st.penalties == [0, 0, -20000, 0]
    assert (st.dealer, st.honba) == (1, 1)
    # S2-1: seat 0 tsumo 4-30: kiriage -> mangan: 4,000 dealer / 2,000 others, +100 each
    tsumo(view, 0, 4, 30)
    assert st.scores == [28200, 25800, 24100, 41900]
    # S3: riichi by 1 and 2; seat 3 rons seat 1 for 3-30 = 3,900 and takes both sticks
    ron(view, 1, [(3, 3, 30)], riichi=[1, 2])
    assert st.scores == [28200, 20900, 23100, 47800]
    # S4: seat 0 riichi; tenpai 0 and 3: two noten pay 1,500 each to the two tenpai
    draw(view, [0, 3], riichi=[0])
    assert st.scores == [28700, 19400, 21600, 49300]
    assert (st.dealer, st.honba, st.riichi_sticks) == (3, 1, 1)  # dealer tenpai stays
    assert not st.game_over
    # S4-1: seat 1 rons seat 2: 1,000 + 300 + the stick: the deal would pass after South 4
    ron(view, 2, [(1, 1, 30)])
    assert st.scores == [28700, 21700, 20300, 49300]
    assert st.game_over
    # Final (EMA): (score - 30,000 + uma) / 1,000 - penalties:
    # Gleb 19.3 + 15 = 34.3; Anna -1.3 + 5 = 3.7; Boris -8.3 - 5 = -13.3;
    # Vera -9.7 - 15 - 20 = -44.7
    final = view.final_answer()
    assert final["ranks"] == [2, 3, 4, 1]
    assert final["results"] == pytest.approx([3.7, -13.3, -44.7, 34.3])
    assert view.left.currentWidget() is view.final_box
    # each result is shown with its parts (base = score + sticks - 30,000; no oka in EMA):
    # Gleb 49,300: base +19.3, uma +15.0 -> +34.3; Vera 20,300: base -9.7, uma -15.0,
    # chombo -20.0 -> -44.7; no stick was left at the end
    first_row = [_cell(view.final_table, 0, c) for c in range(9)]
    assert first_row[0].startswith("Gleb")
    assert first_row[1:] == ["1", "49,300", "", "+19.3", "0.0", "+15.0", "0.0", "+34.3"]
    last_row = [_cell(view.final_table, 3, c) for c in range(9)]
    assert last_row[0].startswith("Vera")
    assert last_row[1:] == ["4", "20,300", "", "\u22129.7", "0.0", "\u221215.0", "\u221220.0",
                            "\u221244.7"]  # fmt: skip
    assert not view.end_game_button.isEnabled()  # the game has ended already
    assert view.history_list.count() == 11
    assert not view.apply_button.isEnabled()
    # undo the last hand (the referee says Yes): the form comes back for the screenshot
    monkeypatch.setattr(TableView, "confirm_undo", lambda self, question: True)
    assert view.undo()
    assert not st.game_over and view.left.currentWidget() is view.entry_box
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(2)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(1, 30)
    image = view.grab()
    assert (image.width(), image.height()) == (1024, 700)
    if os.environ.get("UPDATE_SCREENSHOTS"):  # UPDATE_SCREENSHOTS=1 pytest ... refreshes docs/
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(SCREENSHOT))


def test_preview_lists_every_transfer_before_applying(view: TableView) -> None:
    view.set_outcome_kind("ron")
    view.riichi_checks[0].setChecked(True)
    view.discarder.setCurrentIndex(3)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(3, 40)
    # 3-40: 40*2^5 = 1,280 -> 5,120 -> 5,200; seat 0's riichi stick goes to the winner
    rows = [
        [_cell(view.preview_table, r, c) for c in range(4)]
        for r in range(view.preview_table.rowCount())
    ]
    points = sorted(int(r[2].replace(",", "").replace("\u00a0", "")) for r in rows)
    assert points == [1000, 1000, 5200]
    assert view.state.scores == [30000] * 4  # nothing applied yet
    assert view.apply_button.isEnabled()
    view.apply()
    assert view.state.scores == [29000, 36200, 30000, 24800]


def test_error_shown_and_apply_disabled(view: TableView) -> None:
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(1)
    view.ron_winners[0].seat.setCurrentIndex(1)  # winner = discarder: not a valid ron
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text()


def test_from_hand_view_takes_han_and_fu(view: TableView) -> None:
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    hand.result = {"ok": True, "han": 4, "fu": 40, "yakuman": 0}
    hand.seat_wind = "W"
    view.ron_winners[0].from_hand.click()
    assert view.ron_winners[0].han.value() == 4
    assert view.ron_winners[0].fu.currentData() == 40
    assert view.ron_winners[0].seat.currentData() == 2  # West while seat 0 deals
    hand.result = {"ok": False, "error": {"code": "no_yaku"}}
    view.tsumo_winner.from_hand.click()
    assert view.tsumo_winner.han.value() == 1  # unchanged
    assert view.message.text()


def test_rrc_uma_alternative_one_click(view: TableView) -> None:
    view.context.set_ruleset(PRESETS["rrc"])
    assert view.uma_combo.count() == 2 and view.uma_combo.isEnabled()
    view.uma_combo.setCurrentIndex(1)
    assert view.state.uma_choice == 1
    view.state.end_game()
    # all at 30,000: ties split the uma equally (RRC): everyone 0.0 under either uma
    assert view.final_answer()["results"] == [0, 0, 0, 0]


def test_abortive_draw_disabled_without_abortive_rules(view: TableView) -> None:
    assert not view.outcome_buttons["abortive"].isEnabled()  # EMA 2025: none
    view.context.set_ruleset(PRESETS["tenhou"])
    assert view.outcome_buttons["abortive"].isEnabled()
    view.set_outcome_kind("abortive")
    assert (
        view.abortive_reason.count() == 5
    )  # four winds, four riichi, four kans, kyuushu, triple ron
    view.apply()
    # Tenhou: abortive draws keep the dealer and add a counter
    assert (view.state.dealer, view.state.honba) == (0, 1)


def test_show_to_table_lines_and_ruleset_dependent_form(view: TableView) -> None:
    view.set_outcome_kind("tsumo")
    view.tsumo_winner.seat.setCurrentIndex(0)  # the dealer
    view.tsumo_winner.set_hand(2, 30)
    # dealer tsumo 2-30: basic 480 -> 960 -> 1,000 from each of the three
    lines = view.preview_lines()
    assert len(lines) == 4 and all(labels.points_text(1000) in line for line in lines[:3])
    # nagashi mangan only where the ruleset uses it (EMA 2025: no; Tenhou: a draw payment)
    assert all(c.isHidden() for c in view.nagashi_checks)
    view.context.set_ruleset(PRESETS["tenhou"])
    assert not any(c.isHidden() for c in view.nagashi_checks)
    # WRC: head bump, so only one ron winner can be entered
    view.context.set_ruleset(PRESETS["wrc"])
    assert view.ron_winners[1].seat.isHidden()


def test_language_change_keeps_the_view_working(view: TableView) -> None:
    view.discarder.setCurrentIndex(1)
    QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert view.apply_button.text() == "Apply"
    assert view.preview_table.rowCount() > 0


def test_default_form_is_a_valid_ron_preview(view: TableView) -> None:
    # Regression: discarder and winner both defaulted to Player 1, so the untouched form said
    # "This result cannot be settled". Now Player 1 (East, dealer) deals in to Player 2:
    # non-dealer ron 1 han 30 fu: basic 30 x 2^(1+2) = 240, x 4 = 960 -> 1,000.
    assert view.discarder.currentData() == 0
    assert view.ron_winners[0].seat.currentData() == 1
    assert view.apply_button.isEnabled()
    assert _cell(view.preview_table, 0, 0) == "Player 1"
    assert _cell(view.preview_table, 0, 1) == "Player 2"
    item = view.preview_table.item(0, 1)
    assert item is not None and item.toolTip() == "Player 2 (South)"
    assert _cell(view.preview_table, 0, 2) == "1,000"
    # the unticked extra winner rows wait on the remaining seats
    view.ron_winners[1].enabled.setChecked(True)
    assert view.ron_winners[1].seat.currentData() == 2
    assert view.apply_button.isEnabled()


def test_changing_the_discarder_moves_the_winner_off_that_seat(view: TableView) -> None:
    view.discarder.setCurrentIndex(1)  # Player 2 dealt in: the winner moves to Player 3
    assert view.ron_winners[0].seat.currentData() == 2
    assert view.apply_button.isEnabled()
    view.ron_winners[0].seat.setCurrentIndex(0)
    view.discarder.setCurrentIndex(3)  # a winner chosen elsewhere stays where it is
    assert view.ron_winners[0].seat.currentData() == 0
    # a second winner ticked while its row shows a used seat moves to a free one
    view.ron_winners[1].seat.setCurrentIndex(0)
    view.ron_winners[1].enabled.setChecked(True)
    assert view.ron_winners[1].seat.currentData() == 1  # first free seat after Player 4
    assert view.apply_button.isEnabled()


def test_invalid_results_say_what_is_wrong(view: TableView) -> None:
    view.ron_winners[0].seat.setCurrentIndex(0)  # the discarder chosen as the winner
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text() == (
        "Player 1 is both the discarder and a winner: choose who dealt in and who won."
    )
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[1].enabled.setChecked(True)
    view.ron_winners[1].seat.setCurrentIndex(1)
    assert view.deltas_label.text() == "Player 2 is chosen as a winner twice."
    view.ron_winners[1].enabled.setChecked(False)
    view.ron_winners[0].pao.setCurrentIndex(view.ron_winners[0].pao.findData(3))
    assert "only to a yakuman" in view.deltas_label.text()
    view.ron_winners[0].pao.setCurrentIndex(view.ron_winners[0].pao.findData(1))
    assert view.deltas_label.text() == "Player 2 cannot be liable (pao) for their own win."
    view.ron_winners[0].pao.setCurrentIndex(0)
    assert view.apply_button.isEnabled()


def test_preview_rows_are_one_line_and_seat_changes_do_not_break(view: TableView) -> None:
    # Regression: "Player 1 (East)" wrapped in equal-width columns (the names are now shown
    # alone, the wind in the tooltip), and "Player 4" was split
    # from its "0" at the end of the changes line.
    view.show()
    metrics = view.preview_table.fontMetrics()
    for col in (0, 1):
        text = _cell(view.preview_table, 0, col)  # "Player 1", "Player 2"
        assert view.preview_table.columnWidth(col) > metrics.horizontalAdvance(text)
    assert view.preview_table.wordWrap() is False
    assert view.preview_table.horizontalScrollBar().maximum() == 0  # no needless scroll bar
    assert "Player\N{NO-BREAK SPACE}4\N{NO-BREAK SPACE}0" in view.deltas_label.text()


def test_chombo_preview_puts_the_deduction_and_the_next_hand_on_separate_lines(
    view: TableView,
) -> None:
    # Regression: "...off the final score Next: East 1..." ran together. EMA: a chombo is
    # 20,000 off the offender's final score (matrix F1), the hand is replayed (East 1, 0 honba).
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(3)
    assert view.next_label.text().splitlines() == [
        "Player 4: 20,000 off the final score",
        "Next: East 1, honba: 0, riichi sticks on the table: 0",
    ]


def test_history_names_the_honba_and_a_new_result_clears_applied(view: TableView) -> None:
    # Regression: the history said "East 1 · 0" (the 0 being the honba, unexplained), and
    # "Applied." stayed under the next result being entered.
    # Player 1 (dealer) deals in to Player 2 for 1,000 (worked above): dealer passes, East 2.
    assert view.apply()["ok"]
    assert view.message.text() == "Applied."
    item = view.history_list.item(0)
    assert item is not None and item.text().startswith("1. East 1, 0 honba — Ron")
    view.set_outcome_kind("draw")
    assert view.message.text() == ""


def test_every_control_has_a_tooltip(view: TableView) -> None:
    # Regression: names, riichi ticks, winner seat and fu, the extra-winner ticks and Undo had
    # none (UI principle: every control explains itself in plain words).
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox

    view.show()
    missing = [
        widget
        for widget in view.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QComboBox | QSpinBox | QLineEdit)
        and widget.isVisible()
        and widget.objectName() != "qt_spinbox_lineedit"
        and not widget.toolTip()
    ]
    assert missing == []


def test_riichi_without_1000_points_is_named(view: TableView) -> None:
    # Tenhou rules: riichi needs 1,000 points (matrix: riichi_needs_1000). Player 3 with 500
    # points ticked as riichi: the engine refuses ("not allowed by the ruleset"); the view says
    # who and why instead of the bare refusal.
    view.context.set_ruleset(PRESETS["tenhou"])
    view.state.scores = [25000, 49500, 500, 25000]
    view.riichi_checks[2].setChecked(True)
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text() == (
        "Player 3 has fewer than 1,000 points: this ruleset does not allow riichi."
    )


# --- cancelling a hand, any first dealer, the game clock ----------------------------------


class FakeBox:
    """Replaces QMessageBox.exec: records what the referee is asked and answers."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str, bool]] = []

    def __call__(self, box: QMessageBox) -> int:
        default = box.defaultButton()
        self.asked.append(
            (
                box.text(),
                box.informativeText(),
                default is box.button(QMessageBox.StandardButton.No),
            )
        )
        return int(self.answer.value)


def _play_to_a_chombo(view: TableView) -> None:
    for seat, name in enumerate(["Anna", "Boris", "Vera", "Gleb"]):
        view.state.set_name(seat, name)
    ron(view, 2, [(1, 2, 30)])  # East 1: Boris rons Vera; the deal passes to Boris
    draw(view, [0])  # East 2: only Anna tenpai: the deal passes, 1 counter
    chombo(view, 2)  # East 3, 1 honba: Vera's chombo (EMA: 20,000 after uma)


def test_undo_asks_which_hand_and_no_keeps_everything(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    _play_to_a_chombo(view)
    before = view.state.to_dict()
    box = FakeBox(QMessageBox.StandardButton.No)

    def fake_exec(message_box: QMessageBox) -> int:
        return box(message_box)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    view.undo_button.click()  # the button asks ...
    assert not view.undo()  # ... and so does the method; No both times
    text, info, default_no = box.asked[0]
    assert text == "Cancel hand 3: East 3, 1 honba — Chombo: Vera?"
    assert default_no and info
    assert view.state.to_dict() == before  # nothing lost on No
    assert view.message.text() == "Nothing was cancelled."
    # Ctrl+Z in the Table tab asks the same question
    (shortcut,) = [
        sc
        for sc in view.findChildren(QShortcut)
        if sc.key().matches(QKeySequence("Ctrl+Z")) == QKeySequence.SequenceMatch.ExactMatch
    ]
    shortcut.activated.emit()
    assert len(box.asked) == 3 and view.state.to_dict() == before
    box.answer = QMessageBox.StandardButton.Yes
    assert view.undo()
    assert len(view.state.history) == 2 and view.state.penalties == [0, 0, 0, 0]
    assert box.asked[-1][0] == "Cancel hand 3: East 3, 1 honba — Chombo: Vera?"
    assert view.history_list.count() == 2
    assert box.asked[-1][0] != view.undo_question()  # now it names hand 2
    assert view.undo_question() == "Cancel hand 2: East 2, 0 honba — Exhaustive draw?"


def test_hands_are_numbered_from_the_first_dealer(view: TableView) -> None:
    # Seat 2 deals East 1: Player 3 is East. Player 4 rons Player 1 for 1,000; the deal
    # passes to seat 3, which is East 2 (not "East 4" as seat 3 + 1 would say).
    view.state.set_first_dealer(2)
    assert view.round_label.text().startswith("East 1 ")
    assert view.cards[2].wind.text() == "East · dealer"
    view.discarder.setCurrentIndex(0)
    view.ron_winners[0].seat.setCurrentIndex(3)
    assert view.next_label.text() == "Next: East 2, honba: 0, riichi sticks on the table: 0"
    assert view.apply()["ok"]
    assert view.round_label.text().startswith("East 2 ")
    item = view.history_list.item(0)
    assert item is not None and item.text().startswith("1. East 1, 0 honba — Ron")


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_clock_time_up_marks_the_next_hand_as_last(qtbot: QtBot, settings: Settings) -> None:
    now = FakeTime()
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    state = TableState(context)
    view = TableView(context, state, clock=GameClock(now=now))
    qtbot.addWidget(view)
    # RRC: 75 minutes of main time (rrc.md §1 row 35)
    assert view.clock_widget.minutes.value() == 75
    assert view.clock_widget.time_label.text() == "75:00"
    view.clock_widget.start_button.click()
    draw(view, [])  # East 1, all noten
    now.t += 75 * 60
    view.clock.poll()
    # time ran out during East 2 (hand 2): finish it, then one more
    assert state.time_up and state.time_up_at == 1
    assert view.time_note.text() == (
        "Time is up during hand 2: finish it; the hand after it is the last."
    )
    assert not view.last_hand.isChecked()
    draw(view, [])  # East 2 finished
    assert view.last_hand.isChecked() and state.last_hand
    assert "next hand is the last" in view.time_note.text()
    # RRC, East 3, 2 counters: seat 0 rons seat 1 for 1 han 30 fu: 1,000 + 2 x 300 = 1,600;
    # the time-limit hand ends the game
    ron(view, 1, [(0, 1, 30)])
    assert state.game_over and state.history[-1]["answer"]["next"]["end_reason"] == "time_limit"
    assert state.scores == [31600, 28400, 30000, 30000]


def test_edited_minutes_are_kept_with_the_table(qtbot: QtBot, settings: Settings) -> None:
    context = AppContext(settings)
    state = TableState(context)
    view = TableView(context, state, clock=GameClock(now=FakeTime()))
    qtbot.addWidget(view)
    assert view.clock_widget.minutes.value() == 90  # EMA: 90 minutes
    view.clock_widget.minutes.setValue(80)
    assert state.clock_minutes == 80 and view.clock.text() == "80:00"
    saved = state.to_dict()
    other_state = TableState(context)
    other_state.load_dict(saved)
    other = TableView(context, other_state, clock=GameClock(now=FakeTime()))
    qtbot.addWidget(other)
    assert other.clock_widget.minutes.value() == 80 and other.clock.text() == "80:00"


# --- the game clock survives a restart of the app -----------------------------------------

WALL0 = 1_750_000_000.0  # wall-clock seconds at the first start


def _clock_view(
    qtbot: QtBot, settings: Settings, wall: FakeTime, preset: str = "ema"
) -> tuple[TableView, FakeTime]:
    """A fresh app run: its own context, table and a monotonic clock starting near zero."""
    context = AppContext(settings)
    context.set_ruleset(PRESETS[preset])
    now = FakeTime()
    view = TableView(context, TableState(context), clock=GameClock(now=now, wall=wall))
    qtbot.addWidget(view)
    return view, now


def test_clock_saved_on_start_pause_reset_and_minutes_not_on_ticks(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    view, now = _clock_view(qtbot, settings, wall)
    changes: list[int] = []
    view.state.changed.connect(lambda: changes.append(1))
    panel = view.clock_widget
    panel.start_button.click()
    assert view.state.clock_state == {
        "running": True,
        "elapsed": 0.0,
        "wall_start": WALL0,
        "minutes": 90,  # EMA 2016 §5.9: 90 minutes, signal at 15 left
        "signal_minutes": 15,
    }
    assert len(changes) == 1
    for _ in range(120):  # two minutes of ticks
        now.t += 1
        wall.t += 1
        view.clock.timer.timeout.emit()
    assert len(changes) == 1 and panel.time_label.text() == "88:00"
    panel.pause_button.click()
    assert len(changes) == 2
    assert view.state.clock_state is not None and view.state.clock_state["elapsed"] == 120.0
    panel.minutes.setValue(80)  # the main time (clock_minutes) and the clock's minutes
    assert view.state.clock_minutes == 80 and view.state.clock_state["minutes"] == 80
    assert len(changes) == 4  # one change each
    panel.reset_button.click()
    assert view.state.clock_state is None and panel.time_label.text() == "80:00"
    assert len(changes) == 5


def test_running_clock_resumes_after_a_restart_with_the_time_it_ran_meanwhile(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall, "rrc")
    first.clock_widget.start_button.click()
    now.t += 30 * 60
    wall.t += 30 * 60
    first.clock.poll()
    assert first.clock_widget.time_label.text() == "45:00"  # RRC: 75 minutes (rrc.md §1 r35)
    saved = first.state.to_dict()
    # the app is closed for 10 minutes, then the table is loaded into a new window
    wall.t += 10 * 60
    second, now2 = _clock_view(qtbot, settings, wall, "rrc")
    second.state.load_dict(saved)
    panel = second.clock_widget
    # 30 minutes run + 10 while closed: 35:00 of 75 left, ticking without Start
    assert panel.time_label.text() == "35:00" and second.clock.running
    assert panel.minutes.value() == 75 and panel.pause_button.isEnabled()
    assert not panel.start_button.isEnabled()
    assert panel.status.text() == (
        "Running. Restored: the clock kept running while the app was closed."
    )
    assert second.state.to_dict() == saved  # nothing corrected, nothing to save
    now2.t += 60
    second.clock.timer.timeout.emit()
    assert panel.time_label.text() == "34:00"
    panel.pause_button.click()
    assert panel.status.text() == "Paused."


def test_clock_that_ran_out_while_closed_records_time_up_once(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall, "rrc")
    first.clock_widget.start_button.click()
    draw(first, [])  # East 1 all noten: East 2 is being played
    now.t += 70 * 60
    wall.t += 70 * 60
    saved = first.state.to_dict()
    wall.t += 10 * 60  # closed for 10 minutes: 80 of 75 minutes run
    second, _now2 = _clock_view(qtbot, settings, wall, "rrc")
    second.state.load_dict(saved)
    st = second.state
    # time ran out during hand 2 (one hand applied): finish it, then play one more
    assert st.time_up_at == 1 and second.clock.text() == "00:00"
    assert second.time_note.text() == (
        "Time is up during hand 2: finish it; the hand after it is the last."
    )
    assert st.clock_state is not None and st.clock_state["running"] is False
    assert st.clock_state["elapsed"] == 80 * 60.0
    # saved again and restored once more: still expired, the mark unchanged, no second one
    again = st.to_dict()
    third, _now3 = _clock_view(qtbot, settings, wall, "rrc")
    third.state.load_dict(again)
    assert third.clock.text() == "00:00" and third.state.time_up_at == 1
    assert third.state.to_dict() == again
    assert "#c62828" in third.clock_widget.time_label.styleSheet()


def test_expired_clock_after_new_game_stays_without_a_time_up_mark(
    qtbot: QtBot, settings: Settings
) -> None:
    # New game clears the time-up mark but leaves the clock (as before it was saved); a
    # restart must not bring the mark back
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    first.clock_widget.start_button.click()
    now.t += 90 * 60
    first.clock.poll()
    assert first.state.time_up
    first.new_game_button.click()
    assert not first.state.time_up and first.clock.text() == "00:00"
    second, _now2 = _clock_view(qtbot, settings, wall)
    second.state.load_dict(first.state.to_dict())
    assert second.clock.text() == "00:00" and not second.state.time_up


def test_wall_clock_set_back_clamps_and_the_new_anchor_is_saved(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    first.clock_widget.start_button.click()
    now.t += 5 * 60
    first.clock.poll()
    saved = first.state.to_dict()
    wall.t = WALL0 - 3600  # the laptop's clock went back an hour
    second, _now2 = _clock_view(qtbot, settings, wall)
    second.state.load_dict(saved)
    # no negative gap: the 5 minutes run before are not known to the saved state either
    # (it was saved at the start), so it shows the full 90:00 and runs on
    assert second.clock.text() == "90:00" and second.clock.running
    clock_state = second.state.clock_state
    assert clock_state is not None and clock_state["wall_start"] == WALL0 - 3600


def test_old_table_file_without_the_clock_gives_a_fresh_clock(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    view, now = _clock_view(qtbot, settings, wall)
    old = {k: v for k, v in view.state.to_dict().items() if k != "clock"}
    view.clock_widget.minutes.setValue(80)
    view.clock_widget.start_button.click()
    now.t += 60
    view.clock.poll()
    assert view.clock.text() == "79:00"
    view.state.load_dict(old)  # no clock and no main time of its own: EMA's 90 minutes
    panel = view.clock_widget
    assert not view.clock.started and view.state.clock_state is None
    assert panel.time_label.text() == "90:00" and panel.minutes.value() == 90
    assert panel.status.text() == "Not started." and panel.start_button.isEnabled()


def test_autosave_round_trip_restores_the_running_clock(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    from referee_app.autosave import Autosaver, AutosaveStore

    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    saver = Autosaver(first.context, None, first.state, folder=tmp_path, delay_ms=60_000)
    first.clock_widget.start_button.click()
    assert saver.pending  # the start is saved ...
    saver.flush()
    for _ in range(10):  # ... ticks are not
        now.t += 1
        wall.t += 1
        first.clock.poll()
    assert not saver.pending
    found = AutosaveStore(tmp_path, "table").newest()
    assert found is not None and found.document.kind == "table"
    # killed 20 minutes after the start; restarted 10 minutes later
    wall.t = WALL0 + 30 * 60
    second, _now2 = _clock_view(qtbot, settings, wall)
    restorer = Autosaver(second.context, None, second.state, folder=tmp_path, delay_ms=60_000)
    _case, table = restorer.restore()
    assert table is not None
    assert second.clock.text() == "60:00" and second.clock.running  # 90 - 30
    assert "Restored" in second.clock_widget.status.text()
    assert not restorer.pending  # nothing corrected: nothing to write again
    second.clock_widget.pause_button.click()
    assert restorer.pending
    restorer.flush()
    # a third run hours later: the paused clock shows the same 60:00
    wall.t += 5 * 3600
    third, _now3 = _clock_view(qtbot, settings, wall)
    Autosaver(third.context, None, third.state, folder=tmp_path).restore()
    assert third.clock.text() == "60:00" and not third.clock.running


def test_autosave_keeps_a_clock_that_ran_out_while_closed(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    from referee_app.autosave import Autosaver, AutosaveStore
    from referee_app.case_files import TableFile

    wall = FakeTime()
    wall.t = WALL0
    first, _now = _clock_view(qtbot, settings, wall)
    saver = Autosaver(first.context, None, first.state, folder=tmp_path, delay_ms=60_000)
    first.clock_widget.start_button.click()
    saver.flush()
    wall.t += 2 * 3600  # two hours later: 90 minutes ran out while the app was closed
    second, _now2 = _clock_view(qtbot, settings, wall)
    restorer = Autosaver(second.context, None, second.state, folder=tmp_path, delay_ms=60_000)
    restorer.restore()
    assert second.state.time_up_at == 0 and second.clock.text() == "00:00"
    assert restorer.pending  # the time-up and the stopped clock are saved
    restorer.flush()
    found = AutosaveStore(tmp_path, "table").newest()
    assert found is not None and isinstance(found.document, TableFile)
    assert found.document.table["time_up_at"] == 0
    assert found.document.table["clock"]["running"] is False


def test_new_game_and_end_game_ask_the_referee_first(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A misclick must not wipe a game's record or end it: both ask, and No (the default)
    # changes nothing. Before any hand, New game needs no question (nothing to lose).
    st = view.state
    asked: list[str] = []
    answer = {"yes": False}

    def confirm(self: TableView, title: str, question: str, detail: str) -> bool:
        asked.append(question)
        return answer["yes"]

    monkeypatch.setattr(TableView, "confirm", confirm)
    view.new_game_button.click()
    assert asked == []
    assert view.apply()["ok"]
    before = st.to_dict()
    view.new_game_button.click()
    assert len(asked) == 1 and asked[0].startswith("Start a new game?")
    assert st.to_dict() == before  # No: the hand and the scores stay
    view.end_game_button.click()
    assert len(asked) == 2 and not st.game_over
    answer["yes"] = True
    view.end_game_button.click()
    assert st.game_over
    view.new_game_button.click()
    assert not st.history and not st.game_over


def test_long_player_names_are_cut_on_the_form_and_shown_whole_on_hover(view: TableView) -> None:
    long_name = "Александра Константинопольская"
    view.state.set_seating([long_name, "Boris", "Vera", "Gleb"], 0)
    check = view.riichi_checks[0]
    assert "…" in check.text() and check.text() != f"{long_name} (Восток)"
    assert check.fontMetrics().horizontalAdvance(check.text()) <= 120
    # the whole name, with its wind, then what the tick means
    assert check.toolTip().startswith(long_name)
    assert check.toolTip().endswith(view.riichi_label.toolTip())
    # short names are shown as they are, with no tool tip to repeat them
    short = view.riichi_checks[1]
    assert short.text().startswith("Boris (")
    assert short.toolTip() == view.riichi_label.toolTip()
    # the winner's seat box stays narrow, and its list shows the name whole
    row = view.ron_winners[0]
    assert row.seat.maximumWidth() <= 170
    row.seat.setCurrentIndex(0)
    view_width = row.seat.view().minimumWidth()
    assert view_width >= row.seat.fontMetrics().horizontalAdvance(row.seat.itemText(0))
