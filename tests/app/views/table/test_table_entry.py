"""What a referee entered at the table is never lost or hidden between clicks (issue 26):
ron <-> tsumo keeps the winner, the preview and the history after Apply, a chombo's riichi
boxes, the seating check before the first Apply."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table.table_view import TableView

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


class _Hand:
    result: dict[str, Any] | None = None


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema"])
    state = TableState(context)
    state.set_seating(NAMES, 0)
    v = TableView(context, state, _Hand())
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _ron(v: TableView, discarder: int, winner: int, han: int, fu: int) -> None:
    v.set_outcome_kind("ron")
    v.discarder.setCurrentIndex(discarder)
    v.ron_winners[0].seat.setCurrentIndex(winner)
    v.ron_winners[0].set_hand(han, fu)
    v.form_edited()


def test_ron_to_tsumo_and_back_keeps_the_winner_yakuman_and_pao(view: TableView) -> None:
    row = view.ron_winners[0]
    _ron(view, 0, 2, 1, 30)
    row.yakuman.setValue(1)
    row.pao.setCurrentIndex(row.pao.findData(3))  # Gleb liable
    view.set_outcome_kind("tsumo")
    tsumo = view.tsumo_winner
    assert tsumo.seat.currentData() == 2
    assert tsumo.yakuman.value() == 1 and tsumo.pao.currentData() == 3
    assert not tsumo.han.isEnabled()  # a yakuman: han and fu are not its own
    # Vera's yakuman tsumo with Gleb liable (pao): the preview is of that hand
    preview = view._preview
    assert preview is not None and preview["ok"], view.deltas_label.text()
    # a plain hand comes back the other way, han and fu too
    tsumo.yakuman.setValue(0)
    tsumo.set_hand(3, 40)
    view.set_outcome_kind("ron")
    assert row.seat.currentData() == 2 and row.yakuman.value() == 0
    assert (row.han.value(), row.fu.currentData(), row.pao.currentData()) == (3, 40, 3)


def test_after_apply_the_applied_hand_stays_in_sight_and_is_the_one_selected(
    view: TableView,
) -> None:
    view.state.confirm_seating()
    for hand in range(3):
        _ron(view, (hand + 1) % 4, (hand + 2) % 4, 1, 30)
        assert view.apply()["ok"]
        # the preview shows what was applied (a 1-30 ron: one payment), Apply stays off
        assert view.preview_table.rowCount() == 1
        assert not view.apply_button.isEnabled()
        assert view.next_label.text().startswith(f"Hand {hand + 1} was applied as shown.")
        # the latest hand is selected: F2 (edit the selected hand) edits it
        assert view.history_list.currentRow() == hand
    # a hand picked by hand stays picked while nothing is added
    view.history_list.setCurrentRow(0)
    view.state.set_name(0, "Anya")
    assert view.history_list.currentRow() == 0
    # undo: the hand applied is gone, and so is its preview
    view.state.undo()
    assert view.preview_table.rowCount() == 0
    assert view.next_label.text().startswith("Enter the result of hand 3")


def test_a_chombo_hides_the_riichi_boxes_and_says_where_the_sticks_go(view: TableView) -> None:
    view.riichi_checks[2].setChecked(True)
    view.set_outcome_kind("chombo")
    assert all(check.isHidden() for check in view.riichi_checks)
    assert view.riichi_label.text() == (
        "Riichi declared: the sticks go back to their owners after a chombo."
    )
    view.set_outcome_kind("draw")  # what was ticked is still there for another outcome
    assert not view.riichi_checks[2].isHidden() and view.riichi_checks[2].isChecked()
    assert view.riichi_label.text() == "Riichi declared:"


def test_the_first_apply_asks_for_the_seating(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    answer = False

    def confirm(title: str, question: str, detail: str) -> bool:
        asked.append(question)
        return answer

    monkeypatch.setattr(view, "confirm", confirm)
    view.show()
    _ron(view, 0, 1, 1, 30)
    view.apply_button.click()
    assert asked == ["Check seating: East Anna, South Boris, West Vera, North Gleb"]
    assert view.state.history == [] and view.state.seating_check_due  # No: nothing applied
    assert "check the seating first" in view.message.text()
    answer = True
    view.apply_if_ready()  # Ctrl+Enter asks the same
    assert len(asked) == 2 and len(view.state.history) == 1
    assert view.state.seating_confirmed
    # once confirmed (or a hand applied) it is never asked again
    _ron(view, 1, 2, 1, 30)
    view.apply_button.click()
    assert len(asked) == 2 and len(view.state.history) == 2


def test_the_correct_menu_arrow_has_room_of_its_own(view: TableView) -> None:
    # the style draws a menu arrow in the button's bottom-right corner, over its "…"
    sheet = view.record_button.styleSheet()
    assert "padding-right" in sheet and "subcontrol-position: center right" in sheet
    text = view.record_button.fontMetrics().horizontalAdvance(view.record_button.text())
    assert view.record_button.sizeHint().width() >= text + 14


def test_a_question_is_as_wide_as_its_title(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    widths: list[tuple[int, int]] = []

    def fake_exec(box: QMessageBox) -> int:
        bold = QFont(box.font())
        bold.setBold(True)
        title = QFontMetrics(bold).horizontalAdvance(box.windowTitle())
        widths.append((box.sizeHint().width(), title))
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    title = "Switch the game's ruleset, a title longer than the question below it"
    assert not view.confirm(title, "Yes?", "No.")
    (box_width, title_width) = widths[0]
    assert box_width > title_width + 100  # the title, the window's icon and its buttons


def test_apply_correction_stays_on_a_small_laptop_screen(view: TableView, qtbot: QtBot) -> None:
    # 1366x768 less a taskbar, the window's title, menu, top bar and tabs: the Table view's
    # scroll area shows about 640 px of it
    view.resize(1366, 660)
    view.show()
    qtbot.waitExposed(view)
    view.state.confirm_seating()
    for hand in range(3):
        _ron(view, (hand + 1) % 4, (hand + 2) % 4, 1, 30)
        assert view.apply()["ok"]
    assert not view.banner_strip.isHidden()  # kept for the banners while no hand is corrected
    view.history_list.setCurrentRow(0)
    view.begin_edit()
    qtbot.wait(20)
    # the correction bar stands over the form: the empty banners' strip gives its room back
    assert view.banner_strip.isHidden()
    viewport = view.scroll_area.viewport()
    button = view.apply_button
    bottom = button.mapTo(viewport, button.rect().bottomRight())
    assert viewport.rect().contains(bottom), (bottom, viewport.rect())
    view.cancel_correction()
    assert not view.banner_strip.isHidden()
