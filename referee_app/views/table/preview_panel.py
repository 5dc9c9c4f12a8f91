"""The Table tab's preview: every transfer the form's result would make, before anything
changes (rrc.md §4: the preview is shown to the whole table), what the referee should look at
(with a one-click chombo where the ruleset makes a noten riichi one), and Apply.

The view decides what is previewed (the hand in play or a corrected one, or nothing once the
game is over) and when Apply may be clicked; this panel shows an engine's `settle` answer in
words. Numbers worked from an assumed rule value carry the mark, and the notes say which.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets import Ruleset
from referee_app.core.table_state import SEATS
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords, points, unbroken
from referee_app.views.table.table_widgets import (
    PREVIEW_NAME_WIDTH,
    SEAT_CHECK_TEXT_WIDTH,
    setup_table,
)
from referee_app.views.widgets.plain_text import plain_tip

__all__ = ["PreviewPanel"]


class PreviewPanel(QGroupBox):
    """The transfers table, the change per player, the next hand, the warnings, the time
    note, and the Show to the table and Apply buttons."""

    #: the one-click chombo offered under a warning, for this seat
    chombo_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview_table = QTableWidget(0, 4, self)
        # the reason takes the width left (its text matters most); from and to are as wide
        # as their names up to a limit (`fit_name_columns`), cut with "…" beyond it
        setup_table(self.preview_table, (3,))
        # a name cut in the middle keeps its end: "Игр…1" and "Игр…2" stay apart
        self.preview_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        preview_header = self.preview_table.horizontalHeader()
        preview_header.setMaximumSectionSize(1000)
        preview_header.setMinimumSectionSize(32)  # "И…1": a name cut to its end
        for col in (0, 1):
            preview_header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        self.deltas_label = QLabel(self)
        self.deltas_label.setWordWrap(True)
        self.preview_table.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.next_label = QLabel(self)
        self.next_label.setWordWrap(True)
        # what the referee should look at before applying (noten riichi at a draw, ...)
        self.warning_label = QLabel(self)
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #b71c1c;")
        self.warning_label.setObjectName("previewWarning")
        # time is up: under the preview, above Apply, where the referee looks before the next
        # hand, and where its lines only shorten the preview table (in the header they pushed
        # the seat cards down when time ran out)
        self.time_note = QLabel(self)
        self.time_note.setWordWrap(True)
        note_font = QFont(self.time_note.font())
        note_font.setBold(True)
        self.time_note.setFont(note_font)
        self.time_note.setStyleSheet("color: #b71c1c;")
        self.chombo_buttons = [QPushButton(self) for _ in range(SEATS)]
        # two to a row (long names are cut with "…"), so the preview never grows sideways
        chombo_row = QGridLayout()
        for seat, chombo_button in enumerate(self.chombo_buttons):
            chombo_button.clicked.connect(
                lambda _=False, seat=seat: self.chombo_requested.emit(seat)
            )
            chombo_button.setVisible(False)
            chombo_row.addWidget(chombo_button, seat // 2, seat % 2)
        chombo_row.setColumnStretch(2, 1)
        self.apply_button = QPushButton(self)
        self.show_button = QPushButton(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        preview_layout = QVBoxLayout(self)
        preview_layout.addWidget(self.preview_table, 1)
        preview_layout.addWidget(self.deltas_label)
        preview_layout.addWidget(self.next_label)
        preview_layout.addWidget(self.warning_label)
        preview_layout.addWidget(self.time_note)
        preview_layout.addLayout(chombo_row)
        preview_layout.addLayout(buttons)

    def retranslate_ui(self) -> None:
        """Every text but Apply's (the view's: Apply or Apply correction)."""
        self.setTitle(self.tr("Preview: every transfer"))
        self.preview_table.setHorizontalHeaderLabels(
            [self.tr("From"), self.tr("To"), self.tr("Points"), self.tr("Reason")]
        )
        self.apply_button.setToolTip(self.tr("Apply this result to the scores (Ctrl+Enter)"))
        self.show_button.setText(self.tr("Show to the table (F11)"))
        self.show_button.setToolTip(
            self.tr(
                "Show the preview (after the game: the final results) in large type to every player"
            )
        )

    def clear(self) -> None:
        """No transfers, no change per player, no next hand (the warnings: `show_warnings`)."""
        self.preview_table.setRowCount(0)
        self.deltas_label.clear()
        self.next_label.clear()

    def show_answer(self, answer: Mapping[str, Any], words: TableWords, ruleset: Ruleset) -> None:
        """The engine's `settle` answer: each transfer, each player's change, the next hand."""
        transfers = answer.get("transfers", [])
        # numbers worked from an assumed rule value carry the mark; the notes say which
        assumed = "\n".join(assumed_marks.notes(ruleset, answer))
        self.preview_table.setRowCount(len(transfers))
        for row, t in enumerate(transfers):
            # names only (the winds are on the seat cards); the tooltip has name and wind
            cells = (
                words.payer_name(t.get("from")),
                words.payer_name(t.get("to")),
                assumed_marks.marked(points(int(t.get("points", 0))), answer),
                labels.transfer_label(str(t.get("reason", ""))),
            )
            tips = (words.seat_name(t.get("from")), words.seat_name(t.get("to")), assumed, cells[3])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(plain_tip(tips[col]))
                if col == 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.preview_table.setItem(row, col, item)
        self.fit_name_columns()
        self.deltas_label.setText(
            " · ".join(
                unbroken(
                    f"{words.name(s)} "
                    + assumed_marks.marked(labels.signed_points_text(int(d)), answer if d else None)
                )
                for s, d in enumerate(answer.get("deltas", []))
            )
        )
        self.deltas_label.setToolTip(assumed)
        self.next_label.setText(words.next_hand(answer))

    def fit_name_columns(self) -> None:
        """From and To as wide as their widest name or title, up to `PREVIEW_NAME_WIDTH` (a
        longer name is cut in the middle, whole in its tool tip). A name up to that width
        ("Игрок 1") always shows whole: the Reason column gives way when it must (cut with
        "…", whole in its tool tip) rather than names becoming "И…1"."""
        table = self.preview_table
        metrics = table.fontMetrics()
        header = table.horizontalHeader()

        def widest(col: int) -> int:
            title = table.horizontalHeaderItem(col)
            texts = [title.text() if title is not None else ""]
            texts += [
                item.text()
                for row in range(table.rowCount())
                if (item := table.item(row, col)) is not None
            ]
            return max(metrics.horizontalAdvance(t) for t in texts) + 10

        for col in (0, 1):
            width = min(widest(col), PREVIEW_NAME_WIDTH)
            header.resizeSection(col, max(header.minimumSectionSize(), width))

    def show_warnings(self, warnings: list[tuple[str, int | None]], words: TableWords) -> None:
        """List `warnings` (text, seat for a one-click chombo or None) under the preview."""
        self.warning_label.setText("\n".join(text for text, _ in warnings))
        self.warning_label.setVisible(bool(warnings))
        seats = [seat for _, seat in warnings if seat is not None]
        for seat, button in enumerate(self.chombo_buttons):
            button.setVisible(seat in seats)
            name = words.name(seat)
            shown = button.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideMiddle, SEAT_CHECK_TEXT_WIDTH
            )
            button.setText(fill(self.tr("Chombo: %1"), shown))
            button.setToolTip(
                plain_tip(fill(self.tr("Enter a chombo for %1 instead of the draw"), name))
            )

    def lines(self, answer: Mapping[str, Any], words: TableWords) -> list[str]:
        """The answer's transfers as lines, then each player's change (the overlay's text)."""
        lines = [
            f"{words.seat_name(t.get('from'))} → {words.seat_name(t.get('to'))}: "
            f"{assumed_marks.marked(points(int(t.get('points', 0))), answer)} "
            f"({labels.transfer_label(str(t.get('reason')))})"
            for t in answer.get("transfers", [])
        ]
        lines.append(self.deltas_label.text())
        return lines
