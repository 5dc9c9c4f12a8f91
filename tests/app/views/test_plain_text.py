"""Names and notes from a file are shown as written, never read as markup; CSV cells are
neutralised for spreadsheets."""

from __future__ import annotations

import csv
import io
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from referee_app.core.case_files import TableFile
from referee_app.views.widgets.plain_text import plain_tip, shown_text

HOSTILE = "<b>Bold</b><img src='x'>"


def test_plain_tip_shows_markup_as_written() -> None:
    assert plain_tip("Ann") == "Ann"  # plain text stays as it is
    tip = plain_tip(f"1. {HOSTILE}\nsecond line")
    assert shown_text(tip) == f"1. {HOSTILE}\nsecond line"


def test_names_that_look_like_html_are_plain_text_in_every_label(
    qapp: Any, qtbot: Any, settings: Any
) -> None:
    from referee_app.app import create_main_window

    window = create_main_window(qapp, settings, start_language=False)
    qtbot.addWidget(window)
    state = window.table_state
    state.set_name(0, HOSTILE)
    state.set_name(1, "Bob")
    answer = state.apply(
        {
            "type": "ron",
            "discarder": 0,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [],
    )
    assert answer["ok"], answer
    window.tabs.setCurrentIndex(window.TAB_TABLE)
    window.grab()
    showing = [
        label
        for label in window.findChildren(QLabel)
        if "<img" in label.text() and label.textFormat() != Qt.TextFormat.PlainText
    ]
    assert showing == []
    assert any(HOSTILE in label.text() for label in window.findChildren(QLabel))  # shown
    view = window.tabs.widget(window.TAB_TABLE)
    lists = [w for w in view.findChildren(type(view.history_list)) if w is view.history_list]
    item = lists[0].item(0)
    assert item is not None
    assert HOSTILE in shown_text(item.toolTip())  # the tool tip shows the name as written


def test_csv_cells_that_a_spreadsheet_would_run_get_an_apostrophe(qapp: Any, settings: Any) -> None:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState
    from referee_app.graphics.export import table_csv
    from referee_app.graphics.report_page import csv_cell

    assert csv_cell(-2000) == -2000  # numbers stay numbers
    assert csv_cell("Ann") == "Ann"
    state = TableState(AppContext(settings))
    names = ['=HYPERLINK("http://x")', "+1", "@SUM(A1)", "\tTab"]
    for seat, name in enumerate(names):
        state.set_name(seat, name)
    state.names[3] = "\tTab"  # set_name strips the tab; a file may hold it
    answer = state.apply({"type": "draw", "tenpai": [0], "nagashi": []}, [])
    assert answer["ok"], answer
    text = table_csv(TableFile(table=state.to_dict(), ruleset_json="ema"))
    rows = list(csv.reader(io.StringIO(text)))
    for cell in rows[0][3:] + rows[1][:3]:
        assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
    assert rows[0][3] == "'" + '=HYPERLINK("http://x"): change'
    assert [int(v) for v in rows[1][3:7]] == [3000, -1000, -1000, -1000]  # still numbers
    state.deleteLater()
