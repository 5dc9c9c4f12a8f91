"""The Table tab's corrections of the record: the bar shown while a past hand is corrected in
the result form, and the dialogs that ask for a reason, for a seating fix, and for the table's
number and the players' ids. The settling is `core/corrections.py`'s."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.corrections import MAX_REASON
from referee_app.core.table_state import SEATS
from referee_app.text.placeholders import fill
from referee_app.views.table.seating_dialog import player_name
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.retranslate import Retranslating

__all__ = ["CorrectionBar", "IdentityDialog", "ReasonDialog", "SeatFixDialog"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Corrections", text)


#: how wide a dialog opens, in average characters: a question wraps in two or three lines, not
#: five, and the window's title (the manager cuts it to the window's width) reads whole
DIALOG_CHARS = 64


def _roomy(dialog: QDialog) -> None:
    dialog.setMinimumWidth(dialog.fontMetrics().averageCharWidth() * DIALOG_CHARS)


def _fit_placeholder(edit: QLineEdit) -> None:
    """The line edit at least as wide as its placeholder, with the frame and text margins."""
    margins = edit.textMargins()
    room = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    edit.setMinimumWidth(room + margins.left() + margins.right() + 16)


def _ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class CorrectionBar(Retranslating, QFrame):
    """Shown over the result form while a past hand is corrected (or a forgotten one is
    inserted): which hand, the reason the referee gives, and Cancel. It takes its place in
    the layout whether shown or not (hidden, it keeps its height), so the form never jumps."""

    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionBar")
        self.setStyleSheet("#correctionBar { background: #e3f2fd; border: 1px solid #1565c0; }")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        bold = QFont(self.label.font())
        bold.setBold(True)
        self.label.setFont(bold)
        self.reason_label = QLabel(self)
        self.reason = QLineEdit(self)
        self.reason.setMaxLength(MAX_REASON)
        self.reason_label.setBuddy(self.reason)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancelled)
        row = QHBoxLayout()
        row.addWidget(self.reason_label)
        row.addWidget(self.reason, 1)
        row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        layout.addLayout(row)
        #: what the bar says, built again in the language of the moment
        self._text: Callable[[], str] = str
        self.setVisible(False)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(self._text())
        self.reason_label.setText(_tr("&Reason:"))
        self.reason.setPlaceholderText(_tr("Why the record is corrected (for the report)"))
        self.cancel_button.setText(_tr("Cancel correction"))
        self.cancel_button.setToolTip(_tr("Leave the record as it is (Esc)"))

    def start(self, text: Callable[[], str]) -> None:
        """Show the bar; `text` is called again when the language changes."""
        self._text = text
        self.label.setText(text())
        self.reason.clear()
        self.setVisible(True)
        self.reason.setFocus(Qt.FocusReason.OtherFocusReason)

    def stop(self) -> None:
        self.setVisible(False)


class ReasonDialog(Retranslating, QDialog):
    """A question with a reason to type (deleting a hand, discarding pending hands)."""

    def __init__(self, title: str, question: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = title
        self.question = QLabel(question, self)
        self.question.setWordWrap(True)
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.reason_label = QLabel(self)
        self.reason = QLineEdit(self)
        self.reason.setMaxLength(MAX_REASON)
        self.reason_label.setBuddy(self.reason)
        self.buttons = _ok_cancel(self)
        self.reason.textChanged.connect(self._sync)
        form = QFormLayout()
        form.addRow(self.reason_label, self.reason)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        _roomy(self)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self._title)
        self.reason_label.setText(_tr("&Reason:"))
        self._sync()

    def _sync(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(bool(self.reason.text().strip()))

    @classmethod
    def ask(cls, parent: QWidget | None, title: str, question: str) -> str | None:
        """The reason typed, or None when cancelled."""
        dialog = cls(title, question, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.reason.text().strip() or None
            return None
        finally:
            dialog.deleteLater()


class SeatFixDialog(Retranslating, QDialog):
    """Two players sat in each other's seats from a hand on: which two, from which hand."""

    def __init__(
        self, names: Sequence[str], hands: int, parent: QWidget | None = None, first: int = 0
    ) -> None:
        """`first`: the hand (0-based) the dialog proposes, the one selected in the history."""
        super().__init__(parent)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.first = QComboBox(self)
        self.second = QComboBox(self)
        for combo in (self.first, self.second):
            for seat in range(SEATS):
                combo.addItem(player_name(names, seat), seat)
        self.second.setCurrentIndex(1)
        self.from_hand = QSpinBox(self)
        self.from_hand.setRange(1, hands + 1)
        self.from_hand.setValue(first + 1)
        self.reason = QLineEdit(self)
        self.reason.setMaxLength(MAX_REASON)
        self.labels = [QLabel(self) for _ in range(4)]
        grid = QGridLayout()
        for row, (label, field) in enumerate(
            zip(self.labels, (self.first, self.second, self.from_hand, self.reason), strict=True)
        ):
            label.setBuddy(field)
            grid.addWidget(label, row, 0)
            grid.addWidget(field, row, 1)
        self.buttons = _ok_cancel(self)
        for signal in (self.first.currentIndexChanged, self.second.currentIndexChanged):
            signal.connect(self._sync)
        self.reason.textChanged.connect(self._sync)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(grid)
        layout.addWidget(self.buttons)
        _roomy(self)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Fix the seating"))
        self.intro.setText(
            _tr(
                "Two players sat in each other's seats: from the hand chosen on, every hand "
                "is credited to the player who really sat there, and settled again."
            )
        )
        texts = (_tr("&Player:"), _tr("&Sat in the seat of:"), _tr("From &hand:"),
                 _tr("&Reason:"))  # fmt: skip
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self._sync()

    def _sync(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(
                self.first.currentIndex() != self.second.currentIndex()
                and bool(self.reason.text().strip())
            )

    @classmethod
    def ask(
        cls, parent: QWidget | None, names: Sequence[str], hands: int, first: int = 0
    ) -> tuple[int, int, int, str] | None:
        """(seat, other seat, first hand 0-based, reason), or None when cancelled."""
        dialog = cls(names, hands, parent, first)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return (
                int(dialog.first.currentData()),
                int(dialog.second.currentData()),
                dialog.from_hand.value() - 1,
                dialog.reason.text().strip(),
            )
        finally:
            dialog.deleteLater()


class IdentityDialog(Retranslating, QDialog):
    """The table's number and each player's id for rating lists (both optional)."""

    def __init__(
        self,
        table_number: str,
        names: Sequence[str],
        ids: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.table_label = QLabel(self)
        self.table_number = QLineEdit(table_number, self)
        self.table_number.setMaxLength(100)
        self.table_label.setBuddy(self.table_number)
        self.id_labels: list[QLabel] = []
        self.ids: list[QLineEdit] = []
        form = QFormLayout()
        form.addRow(self.table_label, self.table_number)
        self._names = list(names)
        for seat in range(SEATS):
            label = QLabel(self)
            edit = QLineEdit(ids[seat] if seat < len(ids) else "", self)
            edit.setMaxLength(100)
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.id_labels.append(label)
            self.ids.append(edit)
        self.buttons = _ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        _roomy(self)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Table and players"))
        self.table_label.setText(_tr("&Table number:"))
        self.table_number.setPlaceholderText(_tr("As the tournament numbers it"))
        for seat, label in enumerate(self.id_labels):
            label.setText(fill(_tr("ID of %1:"), player_name(self._names, seat).replace("&", "&&")))
            self.ids[seat].setPlaceholderText(_tr("Rating list id (optional)"))
        # every field wide enough for its hint (in Russian and Ukrainian the longest text here)
        for edit in (self.table_number, *self.ids):
            _fit_placeholder(edit)

    @classmethod
    def ask(
        cls, parent: QWidget | None, table_number: str, names: Sequence[str], ids: Sequence[str]
    ) -> tuple[str, list[str]] | None:
        dialog = cls(table_number, names, ids, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.table_number.text().strip(), [e.text().strip() for e in dialog.ids]
        finally:
            dialog.deleteLater()
