"""The correction flow on its own (a table state, a result form, a history list): the signals
it emits and what it does to the form and the record. Through the Table view's keys and
widgets: test_corrections_view.py.

EMA 2025 values worked by hand: 30,000 start; a non-dealer ron of 1 han 30 fu is 1,000 and of
2 han 30 fu 2,000 (30 x 2^(2+2) = 480 basic x 4 = 1,920, rounded up), all from the discarder.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QListWidget, QWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table import corrections_ui
from referee_app.views.table.correction_flow import CorrectionFlow
from referee_app.views.table.result_form import ResultForm

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
#: Vera deals in to Boris, 1 han 30 fu
RON = {"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 1, "fu": 30}]}


class Parts:
    def __init__(self, qtbot: QtBot, settings: Settings) -> None:
        context = AppContext(settings)
        context.set_ruleset(PRESETS["ema"])
        self.state = TableState(context)
        self.state.set_seating(NAMES, 0)
        assert self.state.apply(RON, [])["ok"]
        self.host = QWidget()
        qtbot.addWidget(self.host)
        self.form = ResultForm(self.state, None, self.host)
        self.form.retranslate_ui()
        self.form.sync(NAMES)
        self.history = QListWidget(self.host)
        self.flow = CorrectionFlow(self.state, self.form, self.history, self.host, self.host)
        self.flow.retranslate_ui()
        self.list_history()

    def list_history(self) -> None:
        """What the view does on `changed`: one line per hand."""
        self.history.clear()
        self.history.addItems([str(i) for i in range(len(self.state.history))])


@pytest.fixture
def parts(qtbot: QtBot, settings: Settings) -> Parts:
    return Parts(qtbot, settings)


def test_begin_edit_fills_the_form_with_the_hand_and_asks_for_its_preview(
    parts: Parts, qtbot: QtBot
) -> None:
    flow, form = parts.flow, parts.form
    form.clear()
    with qtbot.waitSignals([flow.changed, flow.preview_due]):
        flow.begin_edit(0)
    assert flow.correcting == ("edit", 0)
    assert form.entered
    assert form.current_outcome()["winners"][0]["seat"] == 1
    assert form.current_outcome()["discarder"] == 2
    assert flow.correction_bar.label.text().startswith("Correcting hand 1 (")
    flow.sync()  # while correcting only the ids can be changed
    assert [name for name, a in flow.record_actions.items() if a.isEnabled()] == ["identity"]
    # 2 han instead of 1: the corrected hand previewed at its place, 2,000 from Vera
    form.ron_winners[0].han.setValue(2)
    assert flow.preview().get("deltas") == [0, 2000, -2000, 0]


def test_a_correction_without_a_reason_changes_nothing(parts: Parts) -> None:
    flow = parts.flow
    flow.begin_edit(0)
    parts.form.ron_winners[0].han.setValue(2)
    before = parts.state.to_dict()
    assert not flow.has_reason()
    answer = flow.apply()
    assert not answer["ok"]
    assert parts.form.message.text() == "Give the reason for the correction."
    assert parts.state.to_dict() == before and flow.correcting == ("edit", 0)


def test_an_applied_correction_is_a_ruling_and_ends_the_correction(
    parts: Parts, qtbot: QtBot
) -> None:
    flow = parts.flow
    flow.begin_edit(0)
    parts.form.ron_winners[0].han.setValue(2)
    flow.correction_bar.reason.setText("two han")
    assert flow.has_reason()
    rulings: list[Any] = []
    parts.state.ruling_made.connect(rulings.append)  # the table's model emits the ruling
    with qtbot.waitSignal(flow.changed):
        answer = flow.apply()
    assert answer["ok"] and flow.correcting is None
    [ruling] = rulings
    assert ruling.kind == "correction" and ruling.decision["reason"] == "two han"
    assert parts.state.scores == [30000, 32000, 28000, 30000]
    assert not parts.form.entered  # the form holds no result for the hand in play


def test_cancel_leaves_the_record_as_it_was(parts: Parts, qtbot: QtBot) -> None:
    flow = parts.flow
    before = parts.state.to_dict()
    flow.begin_insert(0)
    assert flow.correcting == ("insert", 0)
    with qtbot.waitSignal(flow.changed):
        flow.cancel_correction()
    assert flow.correcting is None
    assert parts.state.to_dict() == before
    assert parts.form.message.text() == "The record was left as it was."
    assert parts.history.currentRow() == 0  # the keyboard is back on the hand concerned


def test_delete_asks_for_a_reason_and_is_a_ruling(
    parts: Parts, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    questions: list[str] = []

    def ask(_parent: Any, _title: str, question: str) -> str | None:
        questions.append(question)
        return None if len(questions) == 1 else "entered by mistake"

    monkeypatch.setattr(corrections_ui.ReasonDialog, "ask", staticmethod(ask))
    flow = parts.flow
    flow.delete_selected()  # cancelled: nothing changes
    assert len(parts.state.history) == 1
    with qtbot.waitSignal(parts.state.ruling_made):
        flow.delete_selected()
    assert questions[0].startswith("Delete hand 1 (")
    assert parts.state.history == [] and parts.state.scores == [30000] * 4


def test_the_menu_offers_what_the_record_allows(parts: Parts) -> None:
    flow = parts.flow
    flow.sync()
    enabled = {name for name, action in flow.record_actions.items() if action.isEnabled()}
    # a hand to edit, insert before or delete; no correction to undo, no pending hand
    assert enabled == {"edit", "insert", "delete", "seating", "identity"}
    assert flow.record_button.isEnabled()
    assert flow.selected_hand() == 0  # none selected: the last hand
