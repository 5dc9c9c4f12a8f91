"""The application icon: rendered from its SVG by packaging/make_icon.py, in every format."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "resources" / "icons"


def _ico_sizes(data: bytes) -> list[int]:
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)  # an icon, not a cursor
    sizes = []
    for i in range(count):
        width, height = struct.unpack_from("<BB", data, 6 + 16 * i)
        assert width == height
        sizes.append(width or 256)  # 0 stands for 256
    return sizes


def test_committed_icons_exist_in_every_format() -> None:
    png = QImage(str(ICONS / "referee.png"))
    assert (png.width(), png.height()) == (256, 256)
    assert _ico_sizes((ICONS / "referee.ico").read_bytes()) == [16, 24, 32, 48, 64, 128, 256]
    icns = (ICONS / "referee.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)


def test_make_icon_renders_the_svg_with_transparent_corners(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot  # make_icon needs a QGuiApplication; pytest-qt provides one
    written = load_script("packaging/make_icon.py").make_icons(ICONS / "referee.svg", tmp_path)
    assert [p.name for p in written] == [
        "referee.png",
        "referee-32.png",
        "referee.ico",
        "referee.icns",
    ]
    image = QImage(str(tmp_path / "referee.png"))
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner: see-through
    assert image.pixelColor(128, 128).alpha() == 255  # the tile face: opaque
    assert _ico_sizes((tmp_path / "referee.ico").read_bytes()) == [16, 24, 32, 48, 64, 128, 256]


@pytest.mark.qt_log_ignore("^Cannot read file .*broken\\.svg")  # Qt's own report of the bad file
def test_make_icon_refuses_a_broken_svg(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match="not a valid SVG"):
        load_script("packaging/make_icon.py").make_icons(broken, tmp_path / "out")
