"""A hand shown to the table: the hand drawn in large tiles, a second, smaller row of tiles
(the waits, the tiles a check names) and lines of large type, over the whole window.

The Hand tab's display (`views/hand/show_table.py`) and the Checks tab's
(`views/checks/show.py`) are this widget with their own lines; the Table tab's
(`views/table/overlay.py`) shows no tiles and stands on `LargeTypeOverlay` alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from referee_app.core.hand_state import HandSnapshot
from referee_app.support.compat import override
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.large_type import LargeTypeOverlay
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["HandShowOverlay", "TileSizes"]


@dataclass(frozen=True, slots=True)
class TileSizes:
    """How large the two rows of tiles are drawn: `hand` and `second` pixels tall at first;
    then the hand row takes at most `share` of the height (and fits the width), never less
    than `least` pixels, the second row 0.8 of it, never less than `second_least`; `gap`
    sets the winning tile and each call apart."""

    hand: int
    second: int
    share: float
    least: int
    second_least: int
    gap: int


#: The least the content is made (a share of its size for the window) to fit the height, and
#: the step it is made smaller by each time.
MIN_SHRINK = 0.5
SHRINK_STEP = 0.9


class HandShowOverlay(LargeTypeOverlay):
    """The hand (`tiles`), a second row (`second_row`) and the labels a subclass makes with
    `_label()`, laid out by `_arrange()`; `type_sizes` gives each label's point size at
    1024 x 700 and whether it is bold. The tiles only show: they take no focus and no click.
    """

    def __init__(self, parent: QWidget | None, sizes: TileSizes) -> None:
        super().__init__(parent)
        self._sizes = sizes
        self.tiles = self._tile_row(sizes.hand)
        self.second_row = self._tile_row(sizes.second)
        self.type_sizes: tuple[tuple[QLabel, float, bool], ...] = ()

    def _tile_row(self, height: int) -> TileRow:
        row = TileRow(self, tile_height=height)
        row.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return row

    def _label(self, *, wrap: bool = True) -> QLabel:
        """A centred line of large type (`wrap`: long texts wrap)."""
        label = QLabel(self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(wrap)
        return label

    def _arrange(self, parts: Sequence[QWidget]) -> None:
        """Lay `parts` out top to bottom, centred between two stretches, the hint and the Close
        button at the foot; every label shows plain text (names are never read as markup)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        layout.addStretch(1)
        for part in parts:
            if isinstance(part, TileRow):
                line = QHBoxLayout()
                line.addStretch(1)
                line.addWidget(part)
                line.addStretch(1)
                layout.addLayout(line)
            else:
                layout.addWidget(part)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        plain_labels(self)

    def show_hand(self, snap: HandSnapshot) -> None:
        """The hand: the concealed tiles sorted, the winning tile set apart, then each call."""
        items = concealed_items(snap, gap=self._sizes.gap)
        for i, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, i, gap=self._sizes.gap))
        self._show(self.tiles, items)

    def show_second(self, items: Sequence[TileItem]) -> None:
        """The second row: `items`, hidden when there are none."""
        self._show(self.second_row, items)
        self.second_row.setVisible(bool(items))

    @staticmethod
    def _show(row: TileRow, items: Sequence[TileItem]) -> None:
        row.set_items(items)
        for button in row.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    @override
    def _fonts(self) -> None:
        """Type and tiles at their size for the window (`type_sizes` at 1024 x 700); when the
        content would not fit its height (a long answer, a small window), all of it a step
        smaller, down to `MIN_SHRINK` of that size, so that no line is cut."""
        shrink = 1.0
        self._size_content(shrink)
        layout = self.layout()
        while layout is not None and shrink > MIN_SHRINK and self._needed_height() > self.height():
            shrink = max(MIN_SHRINK, shrink * SHRINK_STEP)
            self._size_content(shrink)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fonts()  # measured again shown: a hidden overlay's layout reads short

    def _needed_height(self) -> int:
        """The height the content takes at the overlay's width, added up item by item (the
        layout's own answer lags behind a change of font by an event)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        total, count = margins.top() + margins.bottom(), 0
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item is None or item.isEmpty():  # a stretch, a hidden label
                continue
            widget, inner = item.widget(), item.layout()
            if widget is not None and widget.hasHeightForWidth():
                total += widget.heightForWidth(width)
            elif inner is not None:
                inner.invalidate()
                total += inner.sizeHint().height()
            else:
                total += item.sizeHint().height()
            count += 1
        return total + max(0, count - 1) * max(0, layout.spacing())

    def _size_content(self, shrink: float) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        scale = min(w / 1024, h / 700) * shrink
        base = QFont(self.font())
        for label, size, bold in self.type_sizes:
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)
        sizes = self._sizes
        count = max(1, len(self.tiles.items))
        tile_h = int(min(h * sizes.share, (w - 120) / (count * 0.8 + 1)) * shrink)
        self.tiles.set_tile_height(max(sizes.least, tile_h))
        self.second_row.set_tile_height(max(sizes.second_least, int(tile_h * 0.8)))
