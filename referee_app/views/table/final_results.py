"""The final results of a table game: each part of every result in its own column, so that
every result can be checked: base (score + leftover sticks − return) + oka + uma + penalty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.table_state import SEATS, TableState, uma_choices
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords, points, thousands
from referee_app.views.table.table_widgets import setup_table
from referee_app.views.widgets.plain_text import plain_tip

__all__ = ["FINAL_COLUMNS", "FinalResults"]

#: the final results' columns: each result is base + oka + uma + penalty (in thousands), the
#: base being the score plus the leftover riichi sticks won, less the return points
FINAL_COLUMNS: tuple[str, ...] = (
    "player", "place", "score", "sticks", "base", "oka", "uma", "penalty", "result",
)  # fmt: skip


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


class FinalResults(QGroupBox):
    """The standings at the end of a game, with a note on how each result is made, and the
    sign-off sheet one click away (`sign_off_requested`)."""

    sign_off_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, len(FINAL_COLUMNS), self)
        setup_table(self.table, (0,))
        self.table.setTabKeyNavigation(False)
        # as tall as its four rows: the room below goes to the history (see TableView)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.sign_off_button = QPushButton(self)
        self.sign_off_button.setObjectName("sign_off_button")
        self.sign_off_button.clicked.connect(self.sign_off_requested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        layout.addWidget(self.sign_off_button, 0, Qt.AlignmentFlag.AlignLeft)

    def retranslate_ui(self) -> None:
        self.setTitle(_tr("Final results"))
        self.sign_off_button.setText(_tr("Sign-off sheet…"))
        self.sign_off_button.setToolTip(
            _tr("The sheet the players and the referee sign: results, checks, chombo and "
                "penalties, corrections")
        )  # fmt: skip
        titles = {
            "player": (_tr("Player"), ""),
            "place": (_tr("Place"), ""),
            "score": (_tr("Score"), _tr("Table points at the end")),
            "sticks": (
                _tr("Sticks"),
                _tr("Riichi sticks left on the table, as the ruleset gives them out"),
            ),
            "base": (
                _tr("Base"),
                _tr("Score plus sticks, less the return points, in thousands"),
            ),
            "oka": (_tr("Oka"), _tr("Oka, in thousands")),
            "uma": (_tr("Uma"), _tr("Uma for the place, in thousands")),
            "penalty": (
                _tr("Penalty"),
                _tr("Penalties taken off after uma (chombo, ...), in thousands"),
            ),
            "result": (_tr("Result"), _tr("Base + oka + uma + penalty")),
        }
        for col, key in enumerate(FINAL_COLUMNS):
            text, tip = titles[key]
            item = QTableWidgetItem(text)
            item.setToolTip(tip or text)
            self.table.setHorizontalHeaderItem(col, item)

    def show_answer(self, state: TableState, answer: Mapping[str, Any]) -> None:
        """The final standings, each part in its own column so that every result can be
        checked: base (score + leftover sticks − return) + oka + uma + penalty = result."""
        words = TableWords.of(state)
        self.table.setRowCount(0)
        if not answer.get("ok"):
            error = answer.get("error", {})
            self.note.setText(labels.error_label(str(error.get("code", "")), error.get("details")))
            return
        ranks = answer.get("ranks", [])
        results = answer.get("results", [])
        parts = {int(p.get("seat", -1)): p for p in answer.get("seats", []) if isinstance(p, dict)}
        order = sorted(range(SEATS), key=lambda s: int(ranks[s]))
        # results worked from an assumed value (RRC's uma…) carry the mark, the note says it
        assumed_notes = assumed_marks.notes(state.ruleset, answer)
        assumed = "\n".join(assumed_notes)
        self.table.setRowCount(SEATS)
        for row, seat in enumerate(order):
            part = parts.get(seat, {})
            sticks = int(part.get("riichi_sticks", 0))
            cells = (
                words.seat_name(seat),
                str(ranks[seat]),
                points(state.scores[seat]),
                labels.signed_points_text(sticks) if sticks else "",
                thousands(float(part.get("base", 0)) / 1000),
                thousands(float(part.get("oka", 0)) / 1000),
                thousands(float(part.get("uma", 0)) / 1000),
                thousands(float(part.get("penalty", 0)) / 1000),
                assumed_marks.marked(thousands(float(results[seat])), answer),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == len(cells) - 1 and assumed:
                    item.setToolTip(plain_tip(assumed))
                if col:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if col == len(cells) - 1:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        ruleset = state.ruleset
        uma = uma_choices(ruleset)[state.uma_choice]
        self.note.setText(
            fill(
                _tr(
                    "Result = base + oka + uma + penalty, in thousands; base = score + leftover "
                    "riichi sticks − %1 (return points)%2. Uma %3; oka %4; riichi sticks left at "
                    "the end: %5."
                ),
                points(ruleset.return_points),
                "" if ruleset.final_rounding == "none" else _tr(", rounded as the ruleset says"),
                labels.rule_value_label("uma", uma),
                points(ruleset.oka),
                str(state.riichi_sticks),
            )
            + "".join(f"\n{note}" for note in assumed_notes)
        )
