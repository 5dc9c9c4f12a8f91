"""Small widgets and helpers of the Table tab: a seat's card, the scrolled content, and how
names are fitted into boxes and tables that must hold at 1024 px in every language."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.support.compat import override
from referee_app.views.widgets.eliding_combo import elide_keeping_wind
from referee_app.views.widgets.plain_text import plain_tip

__all__ = [
    "PREVIEW_NAME_WIDTH",
    "SEAT_CHECK_TEXT_WIDTH",
    "SEAT_COMBO_MAX_WIDTH",
    "FillingContent",
    "SeatCard",
    "SeatCheckBox",
    "fit_popup",
    "seat_check_shown",
    "set_seat_check_text",
    "setup_table",
]

#: the widest a player's name is drawn beside a check box (riichi, tenpai, nagashi): four
#: of them share a row, which must fit a 1024-px window in every language
SEAT_CHECK_TEXT_WIDTH = 120


def seat_check_shown(metrics: QFontMetrics, text: str, width: int = SEAT_CHECK_TEXT_WIDTH) -> str:
    """`text` cut with "…" to `width`; of "Name (Wind)" only the name is cut, the wind, which
    tells the seats apart, stays whole ("Гра…ць 2 (Південь)": `elide_keeping_wind`)."""
    return elide_keeping_wind(metrics, text, width, Qt.TextElideMode.ElideMiddle)


class SeatCheckBox(QCheckBox):
    """A player's check box (riichi, tenpai, nagashi) showing "Name (Wind)": whole wherever
    its row has the room, cut in the middle with "…" (the wind kept whole, see
    `seat_check_shown`) only to the width its layout really gives it, never to a fixed one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._tip = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_full_text(self, text: str, tip: str) -> None:
        """Show `text` (cut to the room there is) with `tip` as the tool tip."""
        self._full, self._tip = text, tip
        self._fit()
        self.updateGeometry()

    def full_text(self) -> str:
        return self._full

    def _indicator(self) -> int:
        """The width the box and its gap take before the text."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        return style.subElementRect(QStyle.SubElement.SE_CheckBoxContents, option, self).left() + 2

    @override
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        extra = metrics.horizontalAdvance(self._full) - metrics.horizontalAdvance(self.text())
        return QSize(hint.width() + max(0, extra), hint.height())

    @override
    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        narrow = seat_check_shown(self.fontMetrics(), self._full, SEAT_CHECK_TEXT_WIDTH)
        width = self._indicator() + self.fontMetrics().horizontalAdvance(narrow) + 2
        return QSize(min(hint.width(), width) if self._full else hint.width(), hint.height())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        # never narrower than the fixed width the row is planned for (its least size)
        room = max(self.width() - self._indicator() - 2, SEAT_CHECK_TEXT_WIDTH)
        shown = seat_check_shown(self.fontMetrics(), self._full, room)
        if shown != self.text():
            self.setText(shown)
        tip = self._tip if shown == self._full else f"{self._full}\n{self._tip}"
        self.setToolTip(plain_tip(tip))


def set_seat_check_text(check: QCheckBox, text: str, tip: str) -> None:
    """Show `text` on `check`, cut with "…" when too wide (`seat_check_shown`), and `tip` as
    its tool tip (after the whole text when it was cut). A `SeatCheckBox` cuts it to the room
    its row gives it."""
    if isinstance(check, SeatCheckBox):
        check.set_full_text(text, tip)
        return
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
