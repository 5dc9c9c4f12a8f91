"""The same check under every preset, side by side (one engine call per preset)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.check_state import CheckState
from referee_app.support.compat import override
from referee_app.text import check_text, labels
from referee_app.text.placeholders import fill
from referee_app.views.widgets.retranslate import Retranslating

__all__ = ["CompareChecksDialog"]

translate = QCoreApplication.translate


class CompareChecksDialog(Retranslating, QDialog):
    """A table: ruleset, verdict, why (the engine's reason in words), the rule values; above
    it, the situation every row was asked at (the winds of a tenpai check)."""

    def __init__(self, state: CheckState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        # what every row shares beyond the tiles (the winds of a tenpai check)
        self.situation = QLabel(self)
        self.situation.setWordWrap(True)
        self.table = QTableWidget(self)
        self.table.setColumnCount(3)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.situation)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(980, 560)
        self.rows: list[list[str]] = []
        self.retranslate_ui()

    def fill(self) -> None:
        self.rows = []
        situation: list[str] = []
        for ruleset, answer in self.state.compare():
            r = check_text.report(str(self.state.kind), answer)
            name = labels.ruleset_name(ruleset)  # in the interface language
            self.rows.append([name, r.verdict, "\n".join([*r.lines[:2], *r.rules])])
            situation = situation or r.situation
        self.situation.setText(" · ".join(situation))
        self.situation.setVisible(bool(situation))
        self.table.setRowCount(len(self.rows))
        for row, texts in enumerate(self.rows):
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                if col == 0 and self.rows[row][0] == labels.ruleset_name(self.state.ruleset):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.resizeRowsToContents()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(
            fill(
                translate("CompareChecksDialog", "%1 under every ruleset"),
                check_text.check_title(str(self.state.kind)),
            )
        )
        self.table.setHorizontalHeaderLabels(
            [
                translate("CompareChecksDialog", "Ruleset"),
                translate("CompareChecksDialog", "Answer"),
                translate("CompareChecksDialog", "Why"),
            ]
        )
        self.fill()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table.resizeRowsToContents()  # now that the columns have their widths
