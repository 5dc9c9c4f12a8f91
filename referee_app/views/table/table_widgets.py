"""Small widgets and helpers of the Table tab: a seat's card, the scrolled content, and how
names are fitted into boxes and tables that must hold at 1024 px in every language."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.support.compat import override
from referee_app.views.widgets.plain_text import plain_tip

__all__ = [
    "PREVIEW_NAME_WIDTH",
    "SEAT_CHECK_TEXT_WIDTH",
    "SEAT_COMBO_MAX_WIDTH",
    "FillingContent",
    "SeatCard",
    "fit_popup",
    "seat_check_shown",
    "set_seat_check_text",
    "setup_table",
]

#: the widest a player's name is drawn beside a check box (riichi, tenpai, nagashi): four
#: of them share a row, which must fit a 1024-px window in every language
SEAT_CHECK_TEXT_WIDTH = 120


#: "Name (Wind)", as `TableWords.seat_name` writes a player at the table
_NAME_AND_WIND = re.compile(r"(?P<name>.+)(?P<wind> \([^()]+\))")


def seat_check_shown(metrics: QFontMetrics, text: str) -> str:
    """`text` cut in the middle with "…" to `SEAT_CHECK_TEXT_WIDTH`; of "Name (Wind)" only the
    name is cut, the wind, which tells the seats apart, stays whole ("Гра…ць 2 (Південь)")."""
    width = SEAT_CHECK_TEXT_WIDTH
    if metrics.horizontalAdvance(text) <= width:
        return text
    match = _NAME_AND_WIND.fullmatch(text)
    if match is not None:
        room = width - metrics.horizontalAdvance(match["wind"])
        if room >= metrics.horizontalAdvance("M…M"):
            name = metrics.elidedText(match["name"], Qt.TextElideMode.ElideMiddle, room)
            return name + match["wind"]
    return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, width)


def set_seat_check_text(check: QCheckBox, text: str, tip: str) -> None:
    """Show `text` on `check`, cut with "…" when too wide (`seat_check_shown`), and `tip` as
    its tool tip (after the whole text when it was cut)."""
    shown = seat_check_shown(check.fontMetrics(), text)
    check.setText(shown)
    check.setToolTip(plain_tip(tip if shown == text else f"{text}\n{tip}"))


#: the widest the From and To columns of the preview grow (names are cut with "…" beyond it),
#: so that the Reason column keeps its room at 1024 px in every language
PREVIEW_NAME_WIDTH = 72

#: the widest a winner's seat box grows with a long name (the name is then cut with "…" in
#: the box; its list shows every name whole, see `_fit_popup`)
SEAT_COMBO_MAX_WIDTH = 170


def fit_popup(combo: QComboBox) -> None:
    """Let the list of `combo` be as wide as its longest item, however narrow the box."""
    metrics = combo.view().fontMetrics()
    widest = max(
        (metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0
    )
    combo.view().setMinimumWidth(widest + 2 * combo.view().frameWidth() + 24)


def setup_table(table: QTableWidget, names: tuple[int, ...]) -> None:
    """One line per row: the `names` columns share the width (long names are elided),
    the others fit their text."""
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    header = table.horizontalHeader()
    header.setMinimumSectionSize(40)
    header.setMaximumSectionSize(160)
    header.setDefaultSectionSize(60)
    header.setStretchLastSection(False)
    for col in range(header.count()):
        header.setSectionResizeMode(
            col,
            QHeaderView.ResizeMode.Stretch
            if col in names
            else QHeaderView.ResizeMode.ResizeToContents,
        )


class SeatCard(QFrame):
    """One seat: editable name, wind and dealer marker, score, penalties."""

    def __init__(self, parent: QWidget, seat: int) -> None:
        super().__init__(parent)
        self.seat_index = seat
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLineEdit(self)
        self.name.setMaxLength(100)
        self.wind = QLabel(self)
        self.score = QLabel(self)
        font = QFont(self.score.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.score.setFont(font)
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.extra = QLabel(self)
        self.extra.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.wind)
        top.addWidget(self.name, 1)
        layout.addLayout(top)
        layout.addWidget(self.score)
        layout.addWidget(self.extra)


class FillingContent(QWidget):
    """The scrolled content: it takes the viewport's height whenever that is at least its
    minimum. Its layout holds word-wrapped labels, so QScrollArea asks for a height for the
    width, and the layout would answer with its preferred height and bring a scroll bar with
    room to spare; the least height that fits is the honest answer here."""

    @override
    def heightForWidth(self, width: int) -> int:
        del width
        return self.minimumSizeHint().height()
