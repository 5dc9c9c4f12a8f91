"""The page every report is drawn on, and the file it is written to: the A4 page in logical
units (1000 wide) with its margins and colours, `Canvas` (a cursor going down the page, a new
page when one is full), `write_report` (PDF through `QPdfWriter`, or one PNG as tall as the
content, written atomically), the dates reports print and the CSV cells they write.

Shared by the hand, check and table reports (`export.py`) and the ruling log's report
(`log_report.py`).
"""

from __future__ import annotations

import csv
import math
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QBuffer, QDateTime, QIODevice, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from engine import __version__
from referee_app.core.case_files import write_bytes_atomic
from referee_app.graphics.tiles import tile_renderer
from referee_app.text import formats

PAGE_W = 1000.0
PAGE_H = PAGE_W * 297.0 / 210.0  # A4 portrait
MARGIN = 64.0
CONTENT_W = PAGE_W - 2 * MARGIN
PNG_WIDTH_PX = 1240  # A4 at 150 dpi
PDF_DPI = 300
TILE_H = 58.0
SMALL_TILE_H = 40.0

INK = QColor("#1a1a1a")
MUTED = QColor("#5f6368")
ACCENT = QColor("#b3261e")
RULE = QColor("#c8c8c8")


# --------------------------------------------------------------------------------------------
# A page to draw on


class Canvas:
    """A cursor going down a page in logical units; starts a new page when one is full."""

    def __init__(
        self,
        painter: QPainter,
        *,
        page_h: float = PAGE_H,
        new_page: Callable[[], object] | None = None,
    ) -> None:
        self.painter = painter
        self.page_h = page_h
        self.new_page = new_page
        self.y = MARGIN
        self.pages = 1
        self.bottom = MARGIN

    def _note_bottom(self) -> None:
        self.bottom = max(self.bottom, self.y)

    def ensure(self, height: float) -> None:
        """Room for `height` more units, or a fresh page (PDF) when the page is full."""
        if self.new_page is not None and self.y + height > self.page_h - MARGIN:
            self.new_page()
            self.pages += 1
            self.y = MARGIN

    @staticmethod
    def font(size: float, *, bold: bool = False) -> QFont:
        font = QFont()
        font.setPixelSize(max(1, round(size)))
        font.setBold(bold)
        # no "fi"/"ffl" ligatures: text copied or searched in the PDF stays plain letters.
        # (QFont.setFeature would do it, but crashes PySide6 6.12 with a refcount error.)
        font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
        return font

    def measure(self, text: str, width: float, size: float, *, bold: bool = False) -> float:
        self.painter.setFont(self.font(size, bold=bold))
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        rect = self.painter.boundingRect(QRectF(0, 0, width, 10_000), flags, text)
        return max(rect.height(), size * 1.2)

    def text(
        self,
        text: str,
        *,
        size: float = 17,
        bold: bool = False,
        color: QColor = INK,
        x: float = MARGIN,
        width: float = CONTENT_W,
        gap: float = 4,
    ) -> None:
        """A wrapped paragraph; the cursor moves below it."""
        if not text:
            return
        height = self.measure(text, width, size, bold=bold)
        self.ensure(height)
        self._draw(text, QRectF(x, self.y, width, height), size, bold, color, wrap=True)
        self.y += height + gap
        self._note_bottom()

    def _draw(
        self,
        text: str,
        rect: QRectF,
        size: float,
        bold: bool,
        color: QColor,
        *,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
        wrap: bool = False,
    ) -> None:
        self.painter.setFont(self.font(size, bold=bold))
        self.painter.setPen(color)
        flags = int(align) | int(Qt.AlignmentFlag.AlignTop)
        if wrap:
            flags |= int(Qt.TextFlag.TextWordWrap)
        self.painter.drawText(rect, flags, text)

    def row(
        self,
        cells: Sequence[tuple[str, float, float, Qt.AlignmentFlag]],
        *,
        size: float = 17,
        bold: bool = False,
        color: QColor = INK,
        gap: float = 3,
    ) -> None:
        """One line of a table: cells (text, x, width, alignment); wraps within each cell."""
        height = max(
            (self.measure(text, width, size, bold=bold) for text, _, width, _ in cells if text),
            default=size * 1.2,
        )
        self.ensure(height)
        for text, x, width, align in cells:
            if text:
                self._draw(
                    text,
                    QRectF(x, self.y, width, height),
                    size,
                    bold,
                    color,
                    align=align,
                    wrap=True,
                )
        self.y += height + gap
        self._note_bottom()

    def rule(self, *, gap: float = 10, color: QColor = RULE) -> None:
        self.ensure(gap * 2)
        self.y += gap
        self.painter.setPen(QPen(color, 1.2))
        self.painter.drawLine(
            QRectF(MARGIN, self.y, CONTENT_W, 0).topLeft(),
            QRectF(MARGIN, self.y, CONTENT_W, 0).topRight(),
        )
        self.y += gap
        self._note_bottom()

    def space(self, height: float) -> None:
        self.y += height
        self._note_bottom()

    def tile_groups(
        self,
        groups: Sequence[tuple[Sequence[str], str, bool]],
        *,
        tile_h: float = TILE_H,
        x0: float = MARGIN,
    ) -> None:
        """Groups of tiles side by side, each with a caption under it; `True` frames a group."""
        tile_w = tile_h * 0.75
        caption_size = max(11.0, tile_h * 0.24)
        line_h = tile_h + caption_size * 1.5 + 8
        x = x0
        self.ensure(line_h)
        for tiles, caption, framed in groups:
            width = max(len(tiles) * tile_w, 1.0)
            caption_w = 0.0
            if caption:
                self.painter.setFont(self.font(caption_size))
                caption_w = self.painter.boundingRect(
                    QRectF(0, 0, 10_000, 100), int(Qt.AlignmentFlag.AlignLeft), caption
                ).width()
            slot = max(width, caption_w)  # room the group takes on the line
            if x > x0 and x + slot > MARGIN + CONTENT_W:
                self.y += line_h
                self.ensure(line_h)
                x = x0
            left = x + (slot - width) / 2
            for i, tile in enumerate(tiles):
                self._tile(tile, QRectF(left + i * tile_w, self.y, tile_w, tile_h))
            if framed:
                self.painter.setPen(QPen(ACCENT, 2.5))
                self.painter.setBrush(Qt.BrushStyle.NoBrush)
                self.painter.drawRoundedRect(
                    QRectF(left - 3, self.y - 3, width + 6, tile_h + 6), 5, 5
                )
            if caption:
                self._draw(
                    caption,
                    QRectF(x, self.y + tile_h + 4, slot, caption_size * 1.4),
                    caption_size,
                    False,
                    ACCENT if framed else MUTED,
                    align=Qt.AlignmentFlag.AlignHCenter,
                )
            x += slot + tile_w * 0.45
        self.y += line_h
        self._note_bottom()

    def _tile(self, tile: str, rect: QRectF) -> None:
        renderer = tile_renderer(tile)
        if renderer.isValid():
            renderer.render(self.painter, rect)
        else:  # the art is missing: an outlined tile with its name keeps the report readable
            self.painter.setPen(QPen(MUTED, 1.2))
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            self.painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
            self._draw(
                tile, rect, rect.height() * 0.3, True, INK, align=Qt.AlignmentFlag.AlignCenter
            )


# --------------------------------------------------------------------------------------------
# Writing a page to a file


def render_pdf(title: str, paint: Callable[[Canvas], None]) -> tuple[bytes, int]:
    """The report as PDF bytes and its number of pages (drawn in memory: the file is written
    whole, atomically, by `write_bytes_atomic`)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
    )
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator(f"Riichi Referee {__version__}")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot draw the PDF page")
    try:
        scale = writer.width() / PAGE_W
        painter.scale(scale, scale)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        canvas = Canvas(painter, page_h=writer.height() / scale, new_page=writer.newPage)
        paint(canvas)
    finally:
        painter.end()
    del writer
    data = bytes(buffer.data().data())
    buffer.close()
    return data, canvas.pages


def write_pdf(path: Path, title: str, paint: Callable[[Canvas], None]) -> int:
    data, pages = render_pdf(title, paint)
    write_bytes_atomic(path, data)
    return pages


def write_png(path: Path, paint: Callable[[Canvas], None]) -> int:
    scale = PNG_WIDTH_PX / PAGE_W
    # first pass: how tall is the content? (nothing is kept of this drawing)
    probe = QImage(PNG_WIDTH_PX, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(probe)
    painter.scale(scale, scale)
    measuring = Canvas(painter, page_h=math.inf)
    paint(measuring)
    painter.end()
    height_px = max(round(PAGE_H * scale), math.ceil((measuring.bottom + MARGIN) * scale))

    image = QImage(PNG_WIDTH_PX, height_px, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(150 / 0.0254))
    image.setDotsPerMeterY(round(150 / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    try:
        paint(Canvas(painter, page_h=math.inf))
    finally:
        painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # a str at run time
        raise OSError("cannot encode the PNG image")
    data = bytes(buffer.data().data())
    buffer.close()
    write_bytes_atomic(path, data)
    return 1


def write_report(path: Path, title: str, paint: Callable[[Canvas], None]) -> int:
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        return write_pdf(path, title, paint)
    if suffix == ".png":
        return write_png(path, paint)
    raise ValueError(f"unsupported export format {path.suffix!r} (use .pdf or .png)")


# --------------------------------------------------------------------------------------------
# Dates and CSV cells


#: What a spreadsheet may read as the start of a formula (or of a cell it splits).
CSV_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> object:
    """A CSV cell a spreadsheet shows as written: a text starting with ``= + - @``, a tab or
    a carriage return gets a leading apostrophe (a name like ``=HYPERLINK(...)`` is then text,
    not a formula). Numbers stay numbers."""
    if isinstance(value, str) and value.startswith(CSV_FORMULA_STARTS):
        return "'" + value
    return value


def csv_cells(values: Iterable[object]) -> list[object]:
    return [csv_cell(v) for v in values]


class CsvWriter:
    """A `csv.writer` whose every row is neutralised (`csv_cell`)."""

    def __init__(self, out: TextIO) -> None:
        self._writer = csv.writer(out, lineterminator="\r\n")

    def writerow(self, row: Iterable[object]) -> None:
        self._writer.writerow(csv_cells(row))


def format_date(iso: str) -> str:
    """An ISO timestamp (now, when empty) as local date and time in the report's language:
    "30.11.2026 05:43" in Russian and Ukrainian, "2026-11-30 05:43" in English
    (`formats.date_time`: English keeps the ISO order, not the system locale's)."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate) if iso else QDateTime()
    if not when.isValid():
        when = QDateTime.currentDateTime()
    return formats.date_time(when.toLocalTime())
