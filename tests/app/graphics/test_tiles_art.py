"""The tile art: complete, drawn without fonts, fresh, distinct at 32 px, red fives marked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from referee_app.graphics.tiles import ALL_TILES, tile_accessible_name, tile_pixmap, tile_width
from referee_app.support.resources import resource_path
from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[3]


def test_set_is_complete() -> None:
    # 9 man + 9 pin + 9 sou + 4 winds + 3 dragons = 34 kinds, 3 red fives, 1 back
    assert len(ALL_TILES) == 38
    for name in ALL_TILES:
        assert resource_path(f"tiles/{name}.svg").is_file(), name


def test_committed_files_match_the_generator(tmp_path: Path) -> None:
    module = load_script("scripts/make_tiles.py")
    assert module.main(["--check"]) == 0
    assert module.main(["--out", str(tmp_path)]) == 0
    assert sorted(p.stem for p in tmp_path.glob("*.svg")) == sorted(ALL_TILES)


@pytest.mark.parametrize("name", ALL_TILES)
def test_drawn_with_shapes_not_fonts(name: str) -> None:
    svg = resource_path(f"tiles/{name}.svg").read_text(encoding="utf-8")
    assert not re.search(r"<text|font-family|<tspan|@font-face", svg)


def _gray(tile: str, height: int) -> list[int]:
    image = tile_pixmap(tile, height, 1.0).toImage()
    out = []
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            out.append(round(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()))
    return out


def _difference(a: list[int], b: list[int]) -> int:
    return sum(1 for p, q in zip(a, b, strict=True) if abs(p - q) > 40)


def test_every_tile_is_distinct_in_grey_at_32_px(qtbot: QtBot) -> None:
    del qtbot
    images = {t: _gray(t, 32) for t in ALL_TILES}
    names = list(images)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            # at least a dozen clearly different pixels out of 24 x 32
            assert _difference(images[a], images[b]) >= 12, (a, b)


@pytest.mark.parametrize("suit", "mps")
def test_red_five_is_marked_by_more_than_colour(qtbot: QtBot, suit: str) -> None:
    del qtbot
    plain, red = _gray(f"5{suit}", 64), _gray(f"0{suit}", 64)
    assert _difference(plain, red) >= 40


def test_pixmaps_are_crisp_at_2x(qtbot: QtBot) -> None:
    del qtbot
    pixmap = tile_pixmap("1z", 40, 2.0)
    assert (pixmap.width(), pixmap.height()) == (2 * tile_width(40), 80)
    assert pixmap.devicePixelRatio() == 2.0
    turned = tile_pixmap("1z", 40, 2.0, rotated=True)
    assert (turned.width(), turned.height()) == (80, 2 * tile_width(40))
    assert tile_pixmap("1z", 40, 2.0) is pixmap  # cached


def test_accessible_names() -> None:
    assert tile_accessible_name("0m") == "5 man (red)"
    assert tile_accessible_name("7p") == "7 pin"
    assert tile_accessible_name("1z") == "East wind"
    assert tile_accessible_name("6z") == "Green dragon"


def test_strip_of_tiles_at_2x_holds_each_tile_at_full_detail(qtbot: QtBot) -> None:
    del qtbot
    from referee_app.graphics.tiles import tiles_strip_pixmap

    strip = tiles_strip_pixmap(("1m", "2m", "3m"), 30, 2.0)
    w = tile_width(30)
    assert (strip.width(), strip.height()) == (2 * 3 * w, 60)
    image = strip.toImage()
    single = tile_pixmap("3m", 30, 2.0).toImage()
    # the third tile of the strip is the 3m image itself, pixel for pixel
    assert image.copy(2 * 2 * w, 0, 2 * w, 60) == single
