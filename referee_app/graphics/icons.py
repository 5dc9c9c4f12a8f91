"""The interface's own icons (``resources/icons/ui/*.svg``), drawn in a colour of the palette.

``ui_icon("undo", palette.color(QPalette.ColorRole.ButtonText))`` is the Undo button's arrow in
the button's text colour, so it follows a light or a dark palette; ``ui_icon("warning")`` keeps
the drawing's own colours. Each icon holds a 16- and a 32-pixel drawing: the size of a
button's icon on a plain and on a 2x screen (Qt scales them for other sizes). Each drawing
costs about half a millisecond, so no more are made at start-up.

These replace the style's standard icons, which cost the first window more than they are
worth: PySide6 builds the whole `QStyle` class with all its enumerations in Python the first
time a style object is touched (about 4 % of the app's start-up work, measured with
``valgrind --tool=callgrind``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from referee_app.support.resources import resource_path

__all__ = ["UI_ICONS", "ui_icon"]

#: Every icon the interface draws: its name under ``resources/icons/ui/``.
UI_ICONS: tuple[str, ...] = ("undo", "redo", "clear", "warning")
_SIZES = (16, 32)
_cache: dict[tuple[str, str], QIcon] = {}


def ui_icon(name: str, color: QColor | None = None) -> QIcon:
    """Icon `name`, every drawn pixel painted `color` (None: the drawing's own colours).
    A missing drawing gives an empty icon, never an error."""
    key = (name, color.name(QColor.NameFormat.HexArgb) if color is not None else "")
    cached = _cache.get(key)
    if cached is not None:
        return cached
    icon = QIcon()
    path = resource_path(f"icons/ui/{name}.svg")
    renderer = QSvgRenderer(str(path)) if path.is_file() else QSvgRenderer()
    if renderer.isValid():
        for size in _SIZES:
            icon.addPixmap(_draw(renderer, size, color))
    _cache[key] = icon
    return icon


def _draw(renderer: QSvgRenderer, size: int, color: QColor | None) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    if color is not None:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(pixmap.rect(), color)
    painter.end()
    return pixmap
