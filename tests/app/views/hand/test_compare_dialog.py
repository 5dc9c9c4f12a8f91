"""The Compare rulesets dialog: every text readable, totals without sideways scrolling.

The hand: 223344m 234p 23s 05s (red five pair), South, riichi + ippatsu, tsumo on 4s; dora
indicator 3m (dora 4m x2), ura indicator 4s (ura 5s x2); no kan, so one indicator of each.
Worked by hand: riichi 1, ippatsu 1, menzen tsumo 1, pinfu 1 (all sequences, 23s open wait,
valueless pair), iipeikou 1 (234m twice), tanyao 1, sanshoku doujun 2 (234 in every suit) =
8 han; dora 2, ura 2 = 12 han, 13 with the red five. Pinfu tsumo: 20 fu.
- RRC (red fives; kazoe yakuman, rrc.md §1 row 7): 13 han = yakuman; non-dealer tsumo
  8,000 / 16,000 = 32,000.
- EMA 2016 (no red fives: the 0s is a plain 5s): 12 han = sanbaiman, basic 6,000:
  6,000 / 12,000 = 24,000.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.core.settings import Settings
from referee_app.text import labels
from referee_app.views.hand.compare_dialog import COLUMNS, NBSP, TOTAL_COLUMN, CompareDialog

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

MANY_YAKU = "234m234m234p23s05s 4s | dora:3m ura:4s"
YAKU = ("riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou", "tanyao", "sanshoku")


@pytest.fixture
def translated(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    code: str = request.param
    translator = QTranslator()
    locale = QLocale()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


def _dialog(qtbot: QtBot, settings: Settings) -> CompareDialog:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    state = HandState(context)
    assert state.set_notation(MANY_YAKU)
    state.set_seat_wind("S")
    state.set_win("tsumo")
    state.set_flag("riichi", True)
    state.set_flag("ippatsu", True)
    dialog = CompareDialog(context, state)
    qtbot.addWidget(dialog)
    return dialog


def _rows(dialog: CompareDialog) -> dict[str, int]:
    return {str(item["ruleset"]): r for r, item in enumerate(dialog.results)}


def _text(dialog: CompareDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None
    return item.text().replace(NBSP, " ")


@pytest.mark.parametrize("translated", ["en", "ru", "uk"], indirect=True)
def test_every_text_is_whole_and_totals_need_no_sideways_scrolling(
    translated: str, qtbot: QtBot, settings: Settings
) -> None:
    dialog = _dialog(qtbot, settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    for width, height in ((1024, 700), (800, 600)):
        dialog.resize(width, height)
        QApplication.processEvents()
        table = dialog.table
        widths = [table.columnWidth(c) for c in range(COLUMNS)]
        assert sum(widths) <= table.viewport().width(), (width, widths)
        assert not table.horizontalScrollBar().isVisible()
        cut = [
            (r, c, _text(dialog, r, c))
            for r in range(table.rowCount())
            for c in range(COLUMNS)
            if not dialog.cell_fits(r, c)
        ]
        assert cut == []
        dialog.grab().save(f"/tmp/compare_{translated}_{width}.png")
    # every yaku of every ruleset is named in full in its cell and its tooltip (one a line)
    for row in range(dialog.table.rowCount()):
        cell = _text(dialog, row, 2)
        item = dialog.table.item(row, 2)
        assert item is not None
        tip = item.toolTip().splitlines()
        for yaku in YAKU:
            assert labels.yaku_label(yaku) in cell
            assert any(line.startswith(labels.yaku_label(yaku)) for line in tip)


def test_totals_and_differences(qtbot: QtBot, settings: Settings) -> None:
    dialog = _dialog(qtbot, settings)
    row = _rows(dialog)
    assert dialog.current_row == row["rrc"]
    assert _text(dialog, row["rrc"], TOTAL_COLUMN) == "32,000"
    assert _text(dialog, row["ema2016"], TOTAL_COLUMN) == "24,000"
    assert "Red fives: 1" in _text(dialog, row["rrc"], 2)
    assert "Red fives" not in _text(dialog, row["ema2016"], 2)
    differing = dialog.differing_cells()
    assert (row["ema2016"], TOTAL_COLUMN) in differing
    assert (row["ema2016"], 2) in differing  # no red five there
    assert (row["tenhou"], TOTAL_COLUMN) not in differing  # kazoe and red fives: 32,000 too
    item = dialog.table.item(row["ema2016"], TOTAL_COLUMN)
    assert item is not None and "Differs from the current ruleset." in item.toolTip()
    assert item.background().color().alpha() > 0
    # nothing is selected at first (a selected row would look highlighted)
    assert dialog.table.selectedItems() == []


def test_opens_at_its_contents_size_within_the_screen_and_resizes(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = _dialog(qtbot, settings)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    assert dialog.isSizeGripEnabled()
    assert dialog.minimumWidth() < 640 and dialog.maximumWidth() > screen.width()
    # wide enough for every column's preferred width when the screen allows it
    chrome = 2 * dialog.table.frameWidth()
    if screen.width() >= 1400:
        assert dialog.table.width() - chrome >= sum(dialog.preferred_widths())
    # and tall enough for every row when the screen allows it
    rows = sum(dialog.table.rowHeight(r) for r in range(dialog.table.rowCount()))
    if dialog.height() < screen.height() - 80:
        assert dialog.table.viewport().height() >= rows


def test_column_widths_fill_the_room_and_keep_minimums(qtbot: QtBot, settings: Settings) -> None:
    dialog = _dialog(qtbot, settings)
    preferred = dialog.preferred_widths()
    for room in (sum(preferred) + 200, sum(preferred), sum(preferred) - 300, 700):
        widths = dialog.column_widths(room)
        assert sum(widths) == room, room
        assert all(w >= dialog.min_width(c) for c, w in enumerate(widths)), (room, widths)
    # value and total never give way
    narrow = dialog.column_widths(700)
    assert narrow[1] == preferred[1] and narrow[TOTAL_COLUMN] == preferred[TOTAL_COLUMN]
