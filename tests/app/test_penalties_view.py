"""The Penalties view: the ruleset's catalogue, search, certainty marks, chombo calculator.

Chombo amounts worked by hand from the fact matrix (A5, F1-F3) and rrc.md §1 row 32:
EMA 20,000 after uma; EMA 2012 a reverse mangan at the table (4,000 to the dealer and 2,000
to the others; a dealer pays 4,000 each); RRC twice the uma step (2 x 20,000 at 30/10).
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app import labels
from referee_app.context import AppContext
from referee_app.penalties_view import CERTAINTY_COLOURS, PenaltiesView
from referee_app.settings import Settings


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> PenaltiesView:
    v = PenaltiesView(AppContext(settings))
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _calc(view: PenaltiesView, offender: int) -> list[str]:
    view.offender.setCurrentIndex(offender)
    return view.calc_result.text().splitlines()


def test_catalogue_of_the_selected_ruleset(view: PenaltiesView) -> None:
    assert view.table.rowCount() == len(view.entries) > 10
    ids = view.visible_ids()
    assert "false_win_tiles_shown" in ids and "noten_riichi" in ids
    view.context.set_ruleset(PRESETS["rrc"])
    assert "RRC" in view.ruleset_label.text()
    assert "peeking" in view.visible_ids()  # RRC referee guide: peeking is chombo


def test_certainty_is_shown_and_coloured(view: PenaltiesView) -> None:
    for row, entry in enumerate(view.entries):
        certainty = str(entry["certainty"])
        item = view.table.item(row, 4)
        assert item is not None
        assert item.text() == labels.certainty_label(certainty)
        if certainty != "primary":
            assert item.background().color() == QColor(CERTAINTY_COLOURS[certainty])
    assert any(e["certainty"] != "primary" for e in view.entries)  # EMA 2025: unread chapter


def test_search_and_category_filter(view: PenaltiesView) -> None:
    view.search.setText("LATE")
    shown = view.visible_ids()
    assert shown and all(i.startswith("lateness") for i in shown)
    view.search.clear()
    view.category.setCurrentIndex(view.category.findData("riichi"))
    shown = view.visible_ids()
    assert shown and all(e["category"] == "riichi" for e in view.entries if e["id"] in shown)


def test_online_rulesets_have_no_catalogue(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["tenhou"])
    assert view.table.rowCount() == 0
    assert view.note.text() == labels.not_applicable_label("online_software")


def test_chombo_calculator_deduction_ema(view: PenaltiesView) -> None:
    lines = _calc(view, 2)
    west = labels.wind_label("W")
    assert lines[0] == f"{west}: {labels.points_text(20000)} off the final score, after uma"


def test_chombo_calculator_reverse_mangan_ema2012(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["ema2012"])
    east, south, west, north = (labels.wind_label(w) for w in "ESWN")
    lines = _calc(view, 2)
    assert lines[:3] == [
        f"{west} pays {labels.points_text(4000)} to {east}",
        f"{west} pays {labels.points_text(2000)} to {south}",
        f"{west} pays {labels.points_text(2000)} to {north}",
    ]
    lines = _calc(view, 0)  # the dealer pays 4,000 to each
    assert lines[:3] == [
        f"{east} pays {labels.points_text(4000)} to {x}" for x in (south, west, north)
    ]
    assert any(line.startswith("⚠") for line in lines)  # EMA 2012's chombo is assumed


def test_chombo_calculator_rrc_twice_the_uma_step(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["rrc"])
    lines = _calc(view, 1)
    south = labels.wind_label("S")
    assert lines[0] == f"{south}: {labels.points_text(40000)} off the final score, after uma"


def test_render(view: PenaltiesView) -> None:
    image = view.grab()
    assert image.width() == 1024
    image.save("/tmp/penalties.png")


def test_rows_are_one_line_and_the_source_is_in_tooltip_and_details(view: PenaltiesView) -> None:
    # Regression: the narrow, word-wrapped Source column made each row 4-5 lines tall.
    view.show()
    line = view.fontMetrics().height()
    heights = {view.table.rowHeight(row) for row in range(view.table.rowCount())}
    assert max(heights) < 2 * line
    # the source column gets the room the other columns leave, at 1024 px wide
    assert view.table.columnWidth(5) >= 100
    long_row = max(range(len(view.entries)), key=lambda r: len(str(view.entries[r]["source"])))
    source = str(view.entries[long_row]["source"])
    item = view.table.item(long_row, 5)
    assert item is not None and item.toolTip() == source
    view.table.selectRow(long_row)
    assert source in view.details.text()
    assert labels.penalty_label(str(view.entries[long_row]["id"])) in view.details.text()
    # still searchable by a word of the source
    view.search.setText("EMA16")
    assert view.visible_ids()
