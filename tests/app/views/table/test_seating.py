"""The Seating dialog and the seating check of the Table view (rrc.md §4 "Wrong seating").

Winds at the start follow from the first dealer: the seat dealing East 1 is East and the
next seats in turn order are South, West and North.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table.seating_dialog import SeatingDialog, seating_text, starting_wind
from referee_app.views.table.table_view import TableView

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    v = TableView(context, TableState(context))
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def test_starting_winds_follow_the_first_dealer() -> None:
    assert [starting_wind(s, 0) for s in range(4)] == ["E", "S", "W", "N"]
    assert [starting_wind(s, 2) for s in range(4)] == ["W", "N", "E", "S"]
    assert seating_text(NAMES, 2) == "East Vera, South Gleb, West Anna, North Boris"
    assert seating_text(["", "Boris", "", ""], 1) == (
        "East Boris, South Player 3, West Player 4, North Player 1"
    )


def test_dialog_shows_each_seats_wind_and_returns_names_and_first_dealer(qtbot: QtBot) -> None:
    dialog = SeatingDialog(["Anna", "", "", ""], 0)
    qtbot.addWidget(dialog)
    assert [w.text() for w in dialog.wind_labels] == ["East", "South", "West", "North"]
    for edit, name in zip(dialog.name_edits[1:], NAMES[1:], strict=True):
        edit.setText(f"  {name} ")
    dialog.first_dealer.setCurrentIndex(3)  # Gleb deals East 1
    assert [w.text() for w in dialog.wind_labels] == ["South", "West", "North", "East"]
    assert dialog.first_dealer.itemText(3) == "Gleb"
    assert dialog.summary.text() == "At the start: East Gleb, South Anna, West Boris, North Vera"
    assert dialog.value() == (NAMES, 3)


def test_ask_returns_none_when_cancelled(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    del qtbot
    monkeypatch.setattr(SeatingDialog, "exec", lambda self: SeatingDialog.DialogCode.Rejected)
    assert SeatingDialog.ask(None, NAMES, 0) is None

    def accept(self: SeatingDialog) -> Any:
        self.first_dealer.setCurrentIndex(1)
        return SeatingDialog.DialogCode.Accepted

    monkeypatch.setattr(SeatingDialog, "exec", accept)
    assert SeatingDialog.ask(None, NAMES, 0) == (NAMES, 1)


def test_view_asks_to_check_the_seating_until_confirmed(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    view.show()
    st = view.state
    assert view.seating_banner.isVisible()
    monkeypatch.setattr(SeatingDialog, "ask", classmethod(lambda cls, p, n, f: (NAMES, 2)))
    view.seating_button.click()
    assert (st.names, st.first_dealer, st.dealer) == (NAMES, 2, 2)
    assert view.seating_label.text() == (
        "Check seating: East Vera, South Gleb, West Anna, North Boris"
    )
    # the seat cards and the round follow: Vera deals East 1
    assert view.cards[2].wind.text() == "East · dealer"
    assert view.cards[0].wind.text() == "West"
    assert view.round_label.text().startswith("East 1 ")
    view.seating_ok_button.click()
    assert st.seating_confirmed and not view.seating_banner.isVisible()
    # the first hand fixes the seating: the button is disabled and says why
    assert view.apply()["ok"]
    assert not view.seating_button.isEnabled()
    assert "New game" in view.seating_button.toolTip()
    view.edit_seating()  # e.g. from a shortcut: refused in words, nothing changes
    assert "fixed" in view.message.text() and st.first_dealer == 2
    monkeypatch.setattr(TableView, "confirm", lambda self, title, question, detail: True)
    view.new_game_button.click()  # a hand was played: the referee is asked, and says Yes
    assert view.seating_banner.isVisible() and view.seating_button.isEnabled()
    assert (st.dealer, st.first_dealer) == (2, 2)


def test_cancelled_seating_dialog_changes_nothing(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    view.state.set_seating(NAMES, 1)
    before = view.state.to_dict()
    monkeypatch.setattr(SeatingDialog, "ask", classmethod(lambda cls, p, n, f: None))
    view.seating_edit_button.click()
    assert view.state.to_dict() == before
