"""Tile images: the SVG art rendered to pixmaps, cached per size and device pixel ratio.

``tile_pixmap("0p", 48, 2.0)`` gives a crisp 48-logical-pixel-high image of the red five of
pins for a 2× screen; ``rotated=True`` turns it 90° (a called tile). Renderers are loaded once,
pixmaps are kept in a bounded cache, so repainting a hand costs a dictionary look-up per tile.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer

from referee_app.support.resources import resource_path
from referee_app.text.placeholders import fill

__all__ = [
    "ALL_TILES",
    "TILE_ASPECT",
    "clear_cache",
    "tile_accessible_name",
    "tile_pixmap",
    "tile_renderer",
    "tile_width",
    "tiles_strip_pixmap",
]

#: Width / height of a tile face.
TILE_ASPECT = 0.75
#: Every tile image name: 34 kinds, three red fives and the back.
ALL_TILES: tuple[str, ...] = (
    *(f"{n}{s}" for s in "mps" for n in range(1, 10)),
    *(f"{n}z" for n in range(1, 8)),
    "0m",
    "0p",
    "0s",
    "back",
)

_renderers: dict[str, QSvgRenderer] = {}
_cache: OrderedDict[tuple[str, int, int, bool, bool], QPixmap] = OrderedDict()
_CACHE_LIMIT = 1200


def tile_width(height: int) -> int:
    return round(height * TILE_ASPECT)


def tile_renderer(name: str) -> QSvgRenderer:
    """The SVG renderer of tile image `name` (``"0p"``, ``"back"``), loaded once; an empty
    renderer when there is no such image."""
    renderer = _renderers.get(name)
    if renderer is None:
        path = resource_path(f"tiles/{name}.svg")
        renderer = QSvgRenderer(str(path)) if path.is_file() else QSvgRenderer()
        _renderers[name] = renderer
    return renderer


def tile_pixmap(
    tile: str, height: int, dpr: float = 1.0, *, rotated: bool = False, dimmed: bool = False
) -> QPixmap:
    """The tile drawn `height` logical pixels high (wide when `rotated`), for `dpr`."""
    height = max(4, int(height))
    key = (tile, height, round(dpr * 100), rotated, dimmed)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    width = tile_width(height)
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer = tile_renderer(tile)
    if renderer.isValid():
        renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    else:  # missing art: a plain outline, never a crash
        painter.setPen(QColor("#888888"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, pixmap.width() - 1, pixmap.height() - 1), 4, 4)
    if dimmed:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        painter.fillRect(pixmap.rect(), QColor(128, 128, 128, 150))
    painter.end()
    if rotated:
        pixmap = pixmap.transformed(QTransform().rotate(-90))
    pixmap.setDevicePixelRatio(dpr)
    _cache[key] = pixmap
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap


def tiles_strip_pixmap(tiles: tuple[str, ...], height: int, dpr: float = 1.0) -> QPixmap:
    """Several tiles side by side in one image (a set in a breakdown line), cached."""
    height = max(4, int(height))
    key = ("|".join(tiles), height, round(dpr * 100), False, False)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    width = tile_width(height)
    strip = QPixmap(max(1, round(width * len(tiles) * dpr)), max(1, round(height * dpr)))
    strip.fill(Qt.GlobalColor.transparent)
    strip.setDevicePixelRatio(dpr)  # paint in logical pixels: the tiles keep their full detail
    painter = QPainter(strip)
    for i, tile in enumerate(tiles):
        painter.drawPixmap(QPointF(i * width, 0), tile_pixmap(tile, height, dpr))
    painter.end()
    _cache[key] = strip
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return strip


def clear_cache() -> None:
    _cache.clear()


_SUIT_NAMES = {
    "m": QT_TRANSLATE_NOOP("Tiles", "%1 man"),
    "p": QT_TRANSLATE_NOOP("Tiles", "%1 pin"),
    "s": QT_TRANSLATE_NOOP("Tiles", "%1 sou"),
}
_RED_NAMES = {
    "m": QT_TRANSLATE_NOOP("Tiles", "5 man (red)"),
    "p": QT_TRANSLATE_NOOP("Tiles", "5 pin (red)"),
    "s": QT_TRANSLATE_NOOP("Tiles", "5 sou (red)"),
}
_HONOR_NAMES = {
    "1z": QT_TRANSLATE_NOOP("Tiles", "East wind"),
    "2z": QT_TRANSLATE_NOOP("Tiles", "South wind"),
    "3z": QT_TRANSLATE_NOOP("Tiles", "West wind"),
    "4z": QT_TRANSLATE_NOOP("Tiles", "North wind"),
    "5z": QT_TRANSLATE_NOOP("Tiles", "White dragon"),
    "6z": QT_TRANSLATE_NOOP("Tiles", "Green dragon"),
    "7z": QT_TRANSLATE_NOOP("Tiles", "Red dragon"),
    "back": QT_TRANSLATE_NOOP("Tiles", "Tile face down"),
}


def tile_accessible_name(tile: str) -> str:
    """A spoken name in the current language: "5 man (red)", "East wind"."""
    if tile in _HONOR_NAMES:
        return QCoreApplication.translate("Tiles", str(_HONOR_NAMES[tile]))
    if tile[0] == "0":
        return QCoreApplication.translate("Tiles", str(_RED_NAMES[tile[1]]))
    return fill(QCoreApplication.translate("Tiles", str(_SUIT_NAMES[tile[1]])), tile[0])
