"""Tile widgets: a row whose tiles only show (an answer's) does not invite a click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from referee_app.views.widgets.tile_widgets import TileButton, TileItem, TileRow


def _hovered_image(button: TileButton) -> QImage:
    button.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)  # as on a mouse enter
    return button.grab().toImage()


def _has_colour(image: QImage, colour: QColor) -> bool:
    return any(
        image.pixelColor(x, y) == colour
        for x in range(image.width())
        for y in range(image.height())
    )


def test_only_a_clickable_row_frames_the_tile_under_the_mouse(qtbot: QtBot) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    rows = {}
    for clickable in (True, False):
        row = TileRow(top, tile_height=34, clickable=clickable)
        row.set_items([TileItem("1m", tooltip="1 man")])
        rows[clickable] = row
    top.show()
    qtbot.waitExposed(top)
    clickable, static = rows[True].buttons[0], rows[False].buttons[0]
    highlight = clickable.palette().color(QPalette.ColorRole.Highlight)
    # the frame of the hovered tile is drawn in the highlight colour: only on the clickable one
    assert _has_colour(_hovered_image(clickable), highlight)
    assert not _has_colour(_hovered_image(static), highlight)
    # a tile that only shows takes no focus and shows no pointing hand; its tool tip stays
    assert clickable.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert static.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert clickable.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert not static.testAttribute(Qt.WidgetAttribute.WA_SetCursor)
    assert static.toolTip() == "1 man"
