"""Render the application icon from its SVG with Qt: PNG sizes, a Windows ICO, a macOS ICNS.

Run from the repository root: ``python packaging/make_icon.py``. The outputs are committed
(``resources/icons/referee.png``, ``.ico``, ``.icns``) so that a build needs no extra step;
run this again after editing ``resources/icons/referee.svg``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"png")).write(image)
    return bytes(buffer.data().data())


def write_ico(images: list[QImage], target: Path) -> None:
    """An ICO holding PNG-compressed images (Windows Vista and later read these)."""
    entries = [png_bytes(image) for image in images]
    header = (0).to_bytes(2, "little") + (1).to_bytes(2, "little")
    header += len(entries).to_bytes(2, "little")
    offset = 6 + 16 * len(entries)
    directory = b""
    for image, data in zip(images, entries, strict=True):
        side = image.width() if image.width() < 256 else 0  # 0 means 256 in an ICO
        directory += bytes([side, side, 0, 0])
        directory += (1).to_bytes(2, "little") + (32).to_bytes(2, "little")
        directory += len(data).to_bytes(4, "little") + offset.to_bytes(4, "little")
        offset += len(data)
    target.write_bytes(header + directory + b"".join(entries))


def write_icns(images: dict[int, QImage], target: Path) -> None:
    """A macOS ICNS with PNG members (types ic07 128 px, ic08 256 px, icp4/5/6 16/32/64 px)."""
    types = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08"}
    body = b""
    for size, kind in types.items():
        data = png_bytes(images[size])
        body += kind + (len(data) + 8).to_bytes(4, "big") + data
    target.write_bytes(b"icns" + (len(body) + 8).to_bytes(4, "big") + body)


def make_icons(svg: Path, out: Path) -> list[Path]:
    """Render `svg` to referee.png (256 px), referee-32.png, referee.ico and referee.icns."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    out.mkdir(parents=True, exist_ok=True)
    images = {size: render(renderer, size) for size in SIZES}
    written = [out / "referee.png", out / "referee-32.png", out / "referee.ico"]
    images[256].save(str(written[0]))
    images[32].save(str(written[1]))
    write_ico([images[s] for s in SIZES], written[2])
    written.append(out / "referee.icns")
    write_icns(images, written[3])
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS, help="output folder")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    try:
        written = make_icons(ICONS / "referee.svg", args.out)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1
    del app
    print("icons written:", ", ".join(p.name for p in written))
    return 0


if __name__ == "__main__":
    sys.exit(main())
