"""The combo box that cuts a text too long for its box with "…" (`widgets/eliding_combo.py`)."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from referee_app.views.widgets.eliding_combo import ElidingComboBox


def test_a_text_that_fits_is_shown_whole_and_a_longer_one_is_cut_with_an_ellipsis(
    qtbot: QtBot,
) -> None:
    combo = ElidingComboBox()
    qtbot.addWidget(combo)
    combo.addItem("Игрок 2 (Юг)")
    combo.setFixedWidth(400)
    combo.show()
    qtbot.waitExposed(combo)
    assert combo.shown_text() == "Игрок 2 (Юг)"
    combo.setFixedWidth(combo.fontMetrics().horizontalAdvance("Игрок 2") + 40)
    shown = combo.shown_text()
    # issue 26 (16): not "Игрок 2 (Ю…", cut through both: the player's name whole
    assert shown == "Игрок 2", shown
    combo.setFixedWidth(combo.fontMetrics().horizontalAdvance("Игрок") + 30)
    shown = combo.shown_text()
    assert "…" in shown and "(" not in shown and shown.startswith("И"), shown
    # a text with no wind is cut at its end
    combo.setItemText(0, "Александра Константинопольская")
    shown = combo.shown_text()
    assert shown.endswith("…") and "Александра Константинопольская".startswith(shown[:-1])
    combo.setItemText(0, "Игрок 2 (Юг)")
    combo.grab()  # paints through its own paintEvent without an error
    assert combo.itemText(0) == "Игрок 2 (Юг)"  # the list keeps the whole text


def test_the_table_tabs_seat_and_pao_boxes_cut_a_long_name(qtbot: QtBot, context: Any) -> None:
    from referee_app.core.table_state import TableState
    from referee_app.views.table.table_view import TableView
    from tests.app.views.table.test_table_view import FakeHandState

    view = TableView(context, TableState(context), FakeHandState())
    qtbot.addWidget(view)
    for row in view.form.ron_winners:
        assert isinstance(row.seat, ElidingComboBox) and isinstance(row.pao, ElidingComboBox)
