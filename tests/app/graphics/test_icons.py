"""The interface icons: every one drawn, at every size, in the colour asked for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from referee_app.graphics.icons import UI_ICONS, ui_icon
from referee_app.support.resources import resource_path


def _drawn_pixels(image: QImage) -> list[QColor]:
    return [
        image.pixelColor(x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 0
    ]


@pytest.mark.parametrize("name", UI_ICONS)
def test_every_icon_has_its_drawing_and_draws_at_each_size(qtbot: QtBot, name: str) -> None:
    assert resource_path(f"icons/ui/{name}.svg").is_file()
    icon = ui_icon(name, QColor("#204080"))
    assert not icon.isNull()
    for size in (16, 32):
        image = icon.pixmap(QSize(size, size)).toImage()
        assert image.width() == size
        drawn = _drawn_pixels(image)
        # a real drawing: some pixels, but not a filled square
        assert size * size // 20 < len(drawn) < size * size * 3 // 4, (name, size, len(drawn))


@pytest.mark.parametrize("name", ["undo", "redo", "clear"])
def test_a_coloured_icon_is_drawn_in_that_colour_only(qtbot: QtBot, name: str) -> None:
    image = ui_icon(name, QColor(200, 30, 40)).pixmap(QSize(24, 24)).toImage()
    for pixel in _drawn_pixels(image):
        if pixel.alpha() == 255:  # edges blend only in alpha
            assert (pixel.red(), pixel.green(), pixel.blue()) == (200, 30, 40)


def test_the_warning_keeps_its_own_amber(qtbot: QtBot) -> None:
    image = ui_icon("warning").pixmap(QSize(24, 24)).toImage()
    opaque = [p for p in _drawn_pixels(image) if p.alpha() == 255]
    amber = [p for p in opaque if p.red() > 200 and 140 < p.green() < 210 and p.blue() < 60]
    assert len(amber) > len(opaque) // 3


def test_a_missing_drawing_gives_an_empty_icon(qtbot: QtBot) -> None:
    assert ui_icon("no-such-icon").isNull()
