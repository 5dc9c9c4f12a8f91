"""The Table tab's "show to the table": the same full-window large type as the Hand view's,
with a title (what happened: "Ron: Boris (3 han, 30 fu) ← Vera"), the payments one per line,
and a grid of the four players (the scores after the hand, or the final standings).

A number worked from an assumed rule value carries the mark, as in the Table view; the notes
that say which value stand at the foot, in smaller type (nobody at the table can hover).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from referee_app.core.records import parse_outcome
from referee_app.core.table_state import SEATS, TableState, uma_choices
from referee_app.core.validate import FieldError, Where
from referee_app.support.compat import override
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords, points, thousands
from referee_app.views.widgets.large_type import LargeTypeOverlay
from referee_app.views.widgets.plain_text import plain_labels

__all__ = ["TableResultOverlay"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


class TableResultOverlay(LargeTypeOverlay):
    """The Table tab's large-type display over the whole window.

    `set_content` fills it: a title, a subtitle, lines (one payment each), a grid of the
    players (`header` over `rows`, one row each; columns from `numeric` are right-aligned) and
    the assumed-value notes at the foot.
    `closed` fires when it hides, so the Table view can take the keyboard focus back.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.subtitle = QLabel(self)
        self.lines = QLabel(self)
        self.notes = QLabel(self)
        for label in (self.title, self.subtitle, self.lines, self.notes):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(36)
        self.grid.setVerticalSpacing(6)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addWidget(self.grid_host)
        grid_row.addStretch(1)
        self.cells: list[list[QLabel]] = []
        self._numeric: tuple[int, ...] = ()
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.lines)
        layout.addSpacing(12)
        layout.addLayout(grid_row)
        self.notes.setContentsMargins(0, 12, 0, 0)  # hidden, it takes no room at all
        layout.addWidget(self.notes)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def set_content(
        self,
        title: str,
        subtitle: str,
        lines: list[str],
        *,
        header: list[str],
        rows: list[list[str]],
        numeric: tuple[int, ...] = (),
        notes: list[str] | None = None,
    ) -> None:
        """Show `title`, `subtitle`, `lines`, the players' grid (`header` over `rows`) and the
        `notes` on the marked numbers (`assumed_marks.notes`), also the tool tip of the lines
        and the grid."""
        tip = "\n".join(notes or [])
        self.notes.setText(tip)
        self.notes.setVisible(bool(tip))
        self.lines.setToolTip(tip)
        self.grid_host.setToolTip(tip)
        self.title.setText(title)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        self._numeric = numeric
        for row in self.cells:
            for label in row:
                self.grid.removeWidget(label)
                label.hide()  # at once: the deletion waits for the event loop
                label.deleteLater()
        self.cells = []
        for r, texts in enumerate([header, *rows]):
            row_labels = []
            for c, text in enumerate(texts):
                label = QLabel(text, self.grid_host)
                align = Qt.AlignmentFlag.AlignRight if c in numeric else Qt.AlignmentFlag.AlignLeft
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, r, c)
                row_labels.append(label)
            self.cells.append(row_labels)
        self._fonts()

    def show_final(self, state: TableState, answer: Mapping[str, Any]) -> None:
        """The final standings of the game in `state` (`answer`: its `final` answer)."""
        if not answer.get("ok"):
            self.hide()
            return
        words = TableWords.of(state)
        ranks = answer.get("ranks", [])
        results = answer.get("results", [])
        order = sorted(range(SEATS), key=lambda s: int(ranks[s]))
        uma = uma_choices(state.ruleset)[state.uma_choice]
        self.set_content(
            translate("TableView", "Final results"),
            fill(
                translate(
                    "TableView", "Uma %1; oka %2; riichi sticks left: %3. Results in thousands."
                ),
                labels.rule_value_label("uma", uma),
                points(state.ruleset.oka),
                str(state.riichi_sticks),
            ),
            [],
            header=[
                translate("TableView", "Place"),
                translate("TableView", "Player"),
                translate("TableView", "Score"),
                translate("TableView", "Result"),
            ],
            rows=[
                [
                    str(ranks[seat]),
                    words.seat_name(seat),
                    points(state.scores[seat]),
                    assumed_marks.marked(thousands(float(results[seat])), answer),
                ]
                for seat in order
            ],
            numeric=(0, 2, 3),
            notes=assumed_marks.notes(state.ruleset, answer),
        )

    def show_preview(
        self,
        state: TableState,
        outcome: dict[str, Any],
        preview: Mapping[str, Any],
        transfers: list[str],
    ) -> None:
        """The hand in play's result before it is applied: what happened (`outcome`), the
        `transfers` one per line (marked as the Table view marks them), what comes next, and
        each player's score now, change and score after (`preview`: the `settle` answer; a
        change worked from an assumed value is marked)."""
        words = TableWords.of(state)
        try:  # the result the engine just settled: within its bounds
            what = words.outcome_text(parse_outcome(outcome, Where("outcome")), preview)
        except FieldError:
            what = labels.outcome_label(str(outcome.get("type", "")))
        where = words.position(
            {
                "dealer": state.dealer,
                "round_wind": state.round_wind,
                "honba": state.honba,
                "first_dealer": state.first_dealer,
            }
        )
        lines = [*transfers, *words.next_hand(preview).splitlines()]
        scores = preview.get("scores", [])
        deltas = preview.get("deltas", [])
        self.set_content(
            f"{where} — {what}",
            translate("TableView", "Check the payments"),
            lines,
            header=[
                translate("TableView", "Player"),
                translate("TableView", "Now"),
                translate("TableView", "Change"),
                translate("TableView", "After"),
            ],
            rows=[
                [
                    words.seat_name(seat),
                    points(state.scores[seat]),
                    assumed_marks.marked(
                        labels.signed_points_text(int(deltas[seat])),
                        preview if int(deltas[seat]) else None,
                    ),
                    points(int(scores[seat])),
                ]
                for seat in range(SEATS)
                if seat < len(scores) and seat < len(deltas)
            ],
            numeric=(1, 2, 3),
            notes=assumed_marks.notes(state.ruleset, preview),
        )

    def grid_texts(self) -> list[list[str]]:
        """The grid as shown, header first (for tests and the accessibility tree)."""
        return [[label.text() for label in row] for row in self.cells]

    @override
    def _fonts(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        # many payment lines (a triple ron) take smaller type, so the grid still fits
        count = sum(
            label.text().count("\n") + 1 for label in (self.lines, self.notes) if label.text()
        )
        scale = min(w / 1024, h / 700) * min(1.0, 9 / (count + 5))
        base = QFont(self.font())
        labels_sizes: list[tuple[QLabel, float, bool]] = [
            (self.title, 34, True),
            (self.subtitle, 24, False),
            (self.lines, 22, False),
            (self.notes, 16, False),
        ]
        for r, row in enumerate(self.cells):
            labels_sizes.extend(
                (label, 26, r == 0 or c == len(row) - 1) for c, label in enumerate(row)
            )
        for label, size, bold in labels_sizes:
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("TableShowOverlay", "Esc returns to the Table view."))
        self.close_button.setText(translate("TableShowOverlay", "Close"))
        self.setAccessibleName(translate("TableShowOverlay", "Shown to the table"))
