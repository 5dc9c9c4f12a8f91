"""Who sits where, and who deals first: set before the first hand of a game.

Seats are numbered 1..4 in turn order (counter-clockwise at the table, as the seat cards of
the Table view are laid out). The referee types each seat's name and picks the seat that
deals East 1; the dialog shows at once which wind each seat starts with, and the line the
Table view later asks the referee to check at the table (rrc.md §4 "Wrong seating").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.table_state import SEATS, WINDS
from referee_app.text import labels
from referee_app.text.placeholders import fill
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.retranslate import Retranslating


def player_name(names: Sequence[str], seat: int) -> str:
    """The seat's name, or "Player N" (the Table view's wording) when none is given."""
    name = names[seat].strip() if 0 <= seat < len(names) else ""
    return name or fill(QCoreApplication.translate("TableView", "Player %1"), str(seat + 1))


def starting_wind(seat: int, first_dealer: int) -> str:
    """The wind `seat` has in East 1 when `first_dealer` deals it."""
    return WINDS[(seat - first_dealer) % SEATS]


def seating_text(names: Sequence[str], first_dealer: int) -> str:
    """ "East Anna, South Boris, West Vera, North Gleb": the starting winds in wind order."""
    parts = []
    for k, wind in enumerate(WINDS):
        seat = (first_dealer + k) % SEATS
        parts.append(f"{labels.wind_label(wind)} {player_name(names, seat)}")
    return ", ".join(parts)


class SeatingDialog(Retranslating, QDialog):
    """Names per seat in turn order and the first dealer; `ask()` returns both or None."""

    def __init__(
        self, names: Sequence[str], first_dealer: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        grid = QGridLayout()
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.wind_labels: list[QLabel] = []
        for seat in range(SEATS):
            seat_label = QLabel(self)
            edit = QLineEdit(self)
            edit.setMaxLength(100)
            edit.setText(names[seat] if seat < len(names) else "")
            edit.setMinimumWidth(200)
            edit.textChanged.connect(self._sync)
            wind = QLabel(self)
            grid.addWidget(seat_label, seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(wind, seat, 2)
            self.seat_labels.append(seat_label)
            self.name_edits.append(edit)
            self.wind_labels.append(wind)
        grid.setColumnStretch(1, 1)
        self.first_label = QLabel(self)
        self.first_dealer = QComboBox(self)
        for seat in range(SEATS):
            self.first_dealer.addItem("", seat)
        self.first_dealer.setCurrentIndex(first_dealer)
        self.first_dealer.currentIndexChanged.connect(self._sync)
        grid.addWidget(self.first_label, SEATS, 0)
        grid.addWidget(self.first_dealer, SEATS, 1, 1, 2)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def names(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits]

    def chosen_first_dealer(self) -> int:
        return max(0, self.first_dealer.currentIndex())

    def value(self) -> tuple[list[str], int]:
        return self.names(), self.chosen_first_dealer()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Seating"))
        self.intro.setText(
            self.tr(
                "Seats in turn order. Type each player's name and choose who deals first (East 1)."
            )
        )
        self.first_label.setText(self.tr("Deals first (East 1):"))
        self.first_dealer.setToolTip(self.tr("The player who deals the first hand, East 1"))
        for seat in range(SEATS):
            self.seat_labels[seat].setText(fill(self.tr("Seat %1"), str(seat + 1)))
            self.name_edits[seat].setToolTip(self.tr("Player's name (optional)"))
        self._sync()

    def _sync(self) -> None:
        names = self.names()
        first = self.chosen_first_dealer()
        for seat in range(SEATS):
            self.name_edits[seat].setPlaceholderText(player_name([""] * SEATS, seat))
            self.first_dealer.setItemText(seat, player_name(names, seat))
            self.wind_labels[seat].setText(labels.wind_label(starting_wind(seat, first)))
        self.summary.setText(fill(self.tr("At the start: %1"), seating_text(names, first)))

    @classmethod
    def ask(
        cls, parent: QWidget | None, names: Sequence[str], first_dealer: int
    ) -> tuple[list[str], int] | None:
        """Show the dialog; the names and the first dealer, or None when cancelled."""
        dialog = cls(names, first_dealer, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.value()
            return None
        finally:
            dialog.deleteLater()


__all__ = ["SeatingDialog", "player_name", "seating_text", "starting_wind"]
