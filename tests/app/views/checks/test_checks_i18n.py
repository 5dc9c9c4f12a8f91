"""The Checks tab at 1024 px in every language: no text cut off on any page with an answer, a
live language switch rewords the answer, a check case opens from the File menu."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from referee_app.core.case_files import CHECK_FORMAT
from referee_app.views.main_window import MainWindow
from tests.app.views.test_views_i18n import _settle, _switch, cut_off_texts

CASES = {
    "furiten": ("23m456p789s11z678m 4m", {"discards": "1z9p* 4m^", "passed": "2p+3p!"}),
    "kan_after_riichi": ("6668999m456p789s 9m", {}),
    "draw_tenpai": ("123m456p789s1112z | dora:2z", {"visible": "22z", "discards": "9p"}),
    "kuikae": ("chi:3m45m 6m", {}),
    "kyuushu": ("19m19p19s123z23456m", {}),
}

VERDICT = {
    "en": "The discard is not allowed (swap-calling).",
    "ru": "Сброс не разрешен (куикаэ).",
    "uk": "Скид не дозволено (куікае).",
}


def _fill(win: MainWindow) -> None:
    for kind, (hand, values) in CASES.items():
        page = win.checks_view.page(kind)
        page.state.hand.set_notation(hand)
        for name, value in values.items():
            page.state.set_value(name, value)
        assert page.state.status == "answer", kind


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_no_text_cut_off_on_any_check_page_at_1024(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    window.resize(1024, 768)
    if code != "en":
        _switch(qtbot, window, code)
    window.tabs.setCurrentWidget(window.checks_view)
    _fill(window)
    found = []
    for index in range(window.checks_view.tabs.count()):
        window.checks_view.tabs.setCurrentIndex(index)
        _settle(qtbot)
        found += [f"[{code}] page {index}: {line}" for line in cut_off_texts(window)]
    assert found == []
    assert window.checks_view.page("kuikae").verdict.text() == VERDICT[code]


def test_ctrl_5_opens_the_checks_tab_and_a_check_file_opens_there(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from PySide6.QtCore import Qt

    qtbot.keyClick(window, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentWidget() is window.checks_view
    path = tmp_path / "check.json"
    check: dict[str, Any] = {
        "kind": "kuikae",
        "inputs": {"hand": "6m", "melds": ["chi:3m45m"]},
        "request": {"ruleset": "galaxy"},
    }
    path.write_text(json.dumps({"format": CHECK_FORMAT, "version": 1, "check": check}))
    window.tabs.setCurrentIndex(0)
    from referee_app.views.file_actions import FileActions

    actions = window.findChild(FileActions) or FileActions(
        window, window.context, window.hand_state, window.table_state
    )
    errors: list[str] = []
    actions.show_error = lambda _w, _t, text: errors.append(text)  # type: ignore[method-assign]
    opened: list[str] = []
    actions.opened.connect(opened.append)  # the app shows the Checks tab on it
    assert actions.open_path(path), errors
    assert opened == ["check"]
    page = window.checks_view.current_page()
    assert page.state.kind == "kuikae"
    assert window.context.ruleset.id == "galaxy"
    # Galaxy allows swap-calling
    assert page.state.answer is not None and page.state.answer["allowed"] is True


# QTest names no ASCII character for a Cyrillic key (it still sends the key and its text)
@pytest.mark.qt_log_ignore(r"^keyToAscii Unhandled key code")
@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_wind_mnemonics_reach_their_selectors_in_every_language(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    """The letter after '&' in "Seat wind" / "Round wind" takes the keyboard to its selector on
    the draw-tenpai page and on the Hand tab: no menu or other label of the window has it (the
    View menu's Вид / Вигляд had the seat wind's В in Russian and Ukrainian)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QApplication

    if code != "en":
        _switch(qtbot, window, code)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    page = window.checks_view.page("draw_tenpai")
    panel = window.hand_view.situation
    assert page.winds is not None
    for start, winds in ((page.notation, page.winds), (window.hand_view.notation, panel.winds)):
        tab = window.checks_view if start is page.notation else window.hand_view
        window.tabs.setCurrentWidget(tab)
        window.checks_view.tabs.setCurrentWidget(page)
        _settle(qtbot)
        for label, combo in (
            (winds.seat_label, winds.seat_wind),
            (winds.round_label, winds.round_wind),
        ):
            text = label.text()
            key = QKeySequence.fromString(f"Alt+{text[text.index('&') + 1]}")[0].key()
            start.setFocus()
            qtbot.keyClick(start, key, Qt.KeyboardModifier.AltModifier)
            assert QApplication.focusWidget() is combo, (code, text)
