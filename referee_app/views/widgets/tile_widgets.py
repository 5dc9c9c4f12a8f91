"""Widgets that draw tiles: one clickable tile, a row of tiles built from reusable buttons, and
one button showing a whole group of tiles.

`TileButton` paints one tile image (upright, turned for a called tile, or two turned tiles
stacked for an added kan), a count under it, a mark for the winning tile. `TileRow` shows a
sequence of `TileItem`s and reuses its buttons between updates, so a hand of 18 tiles costs no
widget creation after the first paint. `TileGroupButton` is one focusable button drawing several
`TileItem`s side by side (a choice of a whole set, e.g. which chi run was called).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QAbstractButton, QHBoxLayout, QSizePolicy, QWidget

from referee_app.graphics.tiles import tile_accessible_name, tile_pixmap, tile_width
from referee_app.support.compat import override

__all__ = ["MIN_TILE_HEIGHT", "TileButton", "TileGroupButton", "TileItem", "TileRow"]

#: The smallest tile the views draw (a palette tile on a small window), in pixels.
MIN_TILE_HEIGHT = 30


@dataclass(frozen=True, slots=True)
class TileItem:
    """One tile in a `TileRow`.

    `key` comes back in the row's signals; `gap` puts extra space before the tile (the winning
    tile sits apart, calls are separated); `back` draws the tile face down (closed kan ends).
    """

    tile: str
    key: object = None
    rotated: bool = False
    stacked: bool = False
    marked: bool = False
    back: bool = False
    gap: int = 0
    dimmed: bool = False
    tooltip: str = ""


class TileButton(QAbstractButton):
    """A tile that can be clicked; right-click or Ctrl+click emits `alt_clicked`."""

    alt_clicked = Signal()

    def __init__(self, parent: QWidget | None = None, *, tile_height: int = 40) -> None:
        super().__init__(parent)
        self._tile = "back"
        self._rotated = False
        self._stacked = False
        self._marked = False
        self._back = False
        self._dimmed = False
        self._badge: str | None = None
        self._tile_height = tile_height
        self._clickable = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # never larger than the tile; smaller only while a shrinking window has not yet made
        # the tiles smaller (see minimumSizeHint)
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)

    # --- configuration --------------------------------------------------------------------

    def set_clickable(self, clickable: bool) -> None:
        """Off: the tile only shows (an answer's tiles): no hover frame, no pointing hand, no
        keyboard focus; its tool tip stays."""
        self._clickable = clickable
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if clickable else Qt.FocusPolicy.NoFocus)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        self.update()

    @property
    def clickable(self) -> bool:
        return self._clickable

    @property
    def tile(self) -> str:
        return self._tile

    @property
    def badge(self) -> str | None:
        return self._badge

    @property
    def marked(self) -> bool:
        return self._marked

    @property
    def rotated(self) -> bool:
        return self._rotated

    def set_tile(
        self,
        tile: str,
        *,
        rotated: bool = False,
        stacked: bool = False,
        marked: bool = False,
        back: bool = False,
        dimmed: bool = False,
    ) -> None:
        state = (tile, rotated, stacked, marked, back, dimmed)
        if state == (
            self._tile,
            self._rotated,
            self._stacked,
            self._marked,
            self._back,
            self._dimmed,
        ):
            return
        geometry_changed = (rotated, stacked) != (self._rotated, self._stacked)
        self._tile, self._rotated, self._stacked = tile, rotated, stacked
        self._marked, self._back, self._dimmed = marked, back, dimmed
        self.setAccessibleName(tile_accessible_name(tile))
        if geometry_changed:
            self.updateGeometry()
        self.update()

    def set_badge(self, text: str | None) -> None:
        """A short text under the tile (copies left in the palette); None for none."""
        if text == self._badge:
            return
        had = self._badge is not None
        self._badge = text
        if had != (text is not None):
            self.updateGeometry()
        self.update()

    def set_tile_height(self, height: int) -> None:
        if height != self._tile_height:
            self._tile_height = height
            self.updateGeometry()
            self.update()

    # --- geometry -------------------------------------------------------------------------

    def _badge_height(self) -> int:
        return self.fontMetrics().height() if self._badge is not None else 0

    def _face_size(self) -> QSize:
        h = self._tile_height
        w = tile_width(h)
        if self._rotated:
            return QSize(h, w * 2 if self._stacked else w)
        return QSize(w, h)

    @override
    def sizeHint(self) -> QSize:
        return self._size_for(self._tile_height)

    @override
    def minimumSizeHint(self) -> QSize:
        # at the smallest tile size, not the current one: views scale their tiles with the
        # window (HandView._apply_tile_sizes), so a window made large must be able to shrink
        # again; the view then sets the smaller tiles
        return self._size_for(min(self._tile_height, MIN_TILE_HEIGHT))

    def _size_for(self, tile_height: int) -> QSize:
        w = tile_width(tile_height)
        if self._rotated:
            face = QSize(tile_height, w * 2 if self._stacked else w)
        else:
            face = QSize(w, tile_height)
        pad = 3
        height = max(tile_height, face.height())
        return QSize(face.width() + 2 * pad, height + 2 * pad + self._badge_height())

    # --- events ---------------------------------------------------------------------------

    @override
    def mousePressEvent(self, e: QMouseEvent) -> None:
        if e.button() == Qt.MouseButton.RightButton or (
            e.button() == Qt.MouseButton.LeftButton
            and e.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            if self.isEnabled():
                self.alt_clicked.emit()
            e.accept()
            return
        super().mousePressEvent(e)

    @override
    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = self._face_size()
        pad = 3
        # tiles sit on the bottom line of the tile area so turned tiles align with upright ones
        x = (self.width() - face.width()) / 2
        y = pad + max(self._tile_height, face.height()) - face.height()
        dpr = self.devicePixelRatioF()
        dimmed = self._dimmed or not self.isEnabled()
        name = "back" if self._back else self._tile
        if self._rotated and self._stacked:
            pix = tile_pixmap(name, self._tile_height, dpr, rotated=True, dimmed=dimmed)
            painter.drawPixmap(QPointF(x, y), pix)
            painter.drawPixmap(QPointF(x, y + face.height() / 2), pix)
        else:
            pix = tile_pixmap(name, self._tile_height, dpr, rotated=self._rotated, dimmed=dimmed)
            painter.drawPixmap(QPointF(x, y), pix)
        palette = self.palette()
        if self._marked:
            self._paint_win_mark(painter, QRectF(x, y, face.width(), face.height()), palette)
        if self._clickable and self.underMouse() and self.isEnabled():
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(
                QRectF(x, y, face.width(), face.height()).adjusted(-1, -1, 1, 1), 4, 4
            )
        if self.hasFocus():
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 4, 4)
        if self._badge is not None:
            group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
            painter.setPen(palette.color(group, QPalette.ColorRole.WindowText))
            rect = QRectF(0, pad + self._tile_height, self.width(), self._badge_height() + pad)
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self._badge
            )
        painter.end()

    def _paint_win_mark(self, painter: QPainter, face: QRectF, palette: QPalette) -> None:
        """A thick frame and a corner flag in the highlight colour (shape, not only colour)."""
        color = palette.color(QPalette.ColorRole.Highlight)
        painter.setPen(QPen(color, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(face.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)
        size = max(8.0, face.width() * 0.38)
        flag = QPolygonF(
            [
                QPointF(face.right() + 1.5, face.top() - 1.5),
                QPointF(face.right() + 1.5 - size, face.top() - 1.5),
                QPointF(face.right() + 1.5, face.top() - 1.5 + size),
            ]
        )
        path = QPainterPath()
        path.addPolygon(flag)
        painter.fillPath(path, color)


class TileRow(QWidget):
    """A row of tiles; a click emits the item's key (`activated`, alt-click `alt_activated`)."""

    activated = Signal(object)
    alt_activated = Signal(object)

    def __init__(
        self, parent: QWidget | None = None, *, tile_height: int = 40, clickable: bool = True
    ) -> None:
        super().__init__(parent)
        self._tile_height = tile_height
        #: False: the tiles only show (an answer's): no hover frame, pointing hand or focus
        self._clickable = clickable
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addStretch(1)
        self._buttons: list[TileButton] = []
        self._spacers: list[QWidget] = []
        self._items: list[TileItem] = []
        self._tooltip_hint = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def buttons(self) -> list[TileButton]:
        """The visible buttons, in order."""
        return self._buttons[: len(self._items)]

    @property
    def items(self) -> list[TileItem]:
        return list(self._items)

    def set_tooltip_hint(self, text: str) -> None:
        """A tooltip shown on every tile (after the item's own)."""
        self._tooltip_hint = text
        self._apply_tooltips()

    def set_tile_height(self, height: int) -> None:
        if height == self._tile_height:
            return
        self._tile_height = height
        for button in self._buttons:
            button.set_tile_height(height)
        self.updateGeometry()

    def set_items(self, items: Sequence[TileItem]) -> None:
        self._items = list(items)
        while len(self._buttons) < len(self._items):
            self._add_button()
        for i, button in enumerate(self._buttons):
            spacer = self._spacers[i]
            if i < len(self._items):
                item = self._items[i]
                button.set_tile(
                    item.tile,
                    rotated=item.rotated,
                    stacked=item.stacked,
                    marked=item.marked,
                    back=item.back,
                    dimmed=item.dimmed,
                )
                if spacer.width() != item.gap:
                    spacer.setFixedWidth(item.gap)
                if spacer.isHidden() == (item.gap > 0):
                    spacer.setVisible(item.gap > 0)
                if button.isHidden():
                    button.setVisible(True)
            else:
                if not button.isHidden():
                    button.setVisible(False)
                if not spacer.isHidden():
                    spacer.setVisible(False)
        self._apply_tooltips()

    def _apply_tooltips(self) -> None:
        for button, item in zip(self._buttons, self._items, strict=False):
            parts = [p for p in (item.tooltip, self._tooltip_hint) if p]
            button.setToolTip("\n".join(parts))

    def _add_button(self) -> None:
        index = len(self._buttons)
        spacer = QWidget(self)
        spacer.setFixedHeight(1)
        spacer.setVisible(False)
        button = TileButton(self, tile_height=self._tile_height)
        if not self._clickable:
            button.set_clickable(False)
        button.clicked.connect(lambda: self._emit(index, alt=False))
        button.alt_clicked.connect(lambda: self._emit(index, alt=True))
        pos = self._layout.count() - 1  # before the stretch
        self._layout.insertWidget(pos, spacer)
        self._layout.insertWidget(pos + 1, button, 0, Qt.AlignmentFlag.AlignBottom)
        self._spacers.append(spacer)
        self._buttons.append(button)

    def _emit(self, index: int, *, alt: bool) -> None:
        if index >= len(self._items):
            return
        key = self._items[index].key
        if alt:
            self.alt_activated.emit(key)
        else:
            self.activated.emit(key)

    @override
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._tile_height + 6))

    @override
    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._tile_height + 6)


class TileGroupButton(QAbstractButton):
    """One button drawing a group of tiles side by side, with an optional short label before
    them (a shortcut digit). Enter, Return and Space click it, as a menu entry would.

    The tiles follow `TileItem`: `rotated` turns a tile (the called tile), `marked` frames it,
    `gap` puts space before it. The accessible name is set by the owner (a spoken description
    of the group); nothing is spelled as text on the button itself except the label.
    """

    _PAD = 6

    def __init__(self, parent: QWidget | None = None, *, tile_height: int = 40) -> None:
        super().__init__(parent)
        self._items: list[TileItem] = []
        self._label = ""
        self._tile_height = tile_height
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    @property
    def items(self) -> list[TileItem]:
        return list(self._items)

    @property
    def label(self) -> str:
        return self._label

    def set_items(self, items: Sequence[TileItem]) -> None:
        self._items = list(items)
        self.updateGeometry()
        self.update()

    def set_label(self, text: str) -> None:
        self._label = text
        self.updateGeometry()
        self.update()

    def set_tile_height(self, height: int) -> None:
        if height != self._tile_height:
            self._tile_height = height
            self.updateGeometry()
            self.update()

    # --- geometry -------------------------------------------------------------------------

    def _face(self, item: TileItem) -> QSize:
        h = self._tile_height
        w = tile_width(h)
        return QSize(h, w) if item.rotated else QSize(w, h)

    def _label_width(self) -> int:
        if not self._label:
            return 0
        return self.fontMetrics().horizontalAdvance(self._label) + self._PAD * 2

    @override
    def sizeHint(self) -> QSize:
        width = sum(self._face(i).width() + i.gap for i in self._items)
        return QSize(width + self._label_width() + 2 * self._PAD, self._tile_height + 2 * self._PAD)

    @override
    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    # --- events ---------------------------------------------------------------------------

    @override
    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.update()  # the hover highlight

    @override
    def leaveEvent(self, event: QEvent) -> None:
        super().leaveEvent(event)
        self.update()

    @override
    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not e.isAutoRepeat():
            e.accept()
            self.click()
            return
        super().keyPressEvent(e)

    @override
    def paintEvent(self, e: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        pad = self._PAD
        active = self.hasFocus() or (self.underMouse() and self.isEnabled()) or self.isDown()
        whole = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if active:  # the current entry, as a menu shows it: filled in the highlight colour
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
            fill = palette.color(QPalette.ColorRole.Highlight)
            fill.setAlpha(60)
            painter.setBrush(fill)
            painter.drawRoundedRect(whole, 5, 5)
        if self.hasFocus():  # and a dashed frame, so the focus is not told by colour only
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(whole.adjusted(2, 2, -2, -2), 4, 4)
        x = float(pad)
        if self._label:
            group = QPalette.ColorGroup.Active if self.isEnabled() else QPalette.ColorGroup.Disabled
            painter.setPen(palette.color(group, QPalette.ColorRole.WindowText))
            width = self._label_width()
            painter.drawText(
                QRectF(x, 0, width - pad, self.height()),
                Qt.AlignmentFlag.AlignCenter,
                self._label,
            )
            x += width
        dpr = self.devicePixelRatioF()
        bottom = pad + self._tile_height  # turned tiles sit on the same bottom line
        dimmed = not self.isEnabled()
        for item in self._items:
            x += item.gap
            face = self._face(item)
            y = bottom - face.height()
            name = "back" if item.back else item.tile
            pix = tile_pixmap(
                name, self._tile_height, dpr, rotated=item.rotated, dimmed=dimmed or item.dimmed
            )
            painter.drawPixmap(QPointF(x, y), pix)
            if item.marked:
                painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    QRectF(x, y, face.width(), face.height()).adjusted(-1, -1, 1, 1), 4, 4
                )
            x += face.width()
        painter.end()
