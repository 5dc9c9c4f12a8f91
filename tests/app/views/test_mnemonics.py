"""Keyboard mnemonics: no Alt+letter belongs to two things the window shows at once.

For each language and each tab of the main window, every mnemonic visible at the same time is
collected — the menu bar's titles, the top bar's labels, the current tab's labels with a buddy,
buttons, check boxes, checkable group boxes and tab texts — and a letter used twice is a clash:
Qt then gives Alt+letter to one of them (or cycles), and the other is never reached by it.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from referee_app.views.main_window import MainWindow
from tests.app.views.test_views_i18n import _settle, _switch, window

__all__ = ["window"]


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' in `text` (lower case), or None ("&&" is a plain '&')."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.window() is top


def visible_mnemonics(top: MainWindow) -> dict[str, list[str]]:
    """Every mnemonic shown in `top` at this moment: letter -> what carries it."""
    found: dict[str, list[str]] = defaultdict(list)

    def add(text: str, what: str) -> None:
        letter = mnemonic(text)
        if letter is not None:
            found[letter].append(f"{what} {text!r}")

    for action in top.menuBar().actions():
        if action.isVisible():
            add(action.text(), "menu")
    for widget in top.findChildren(QWidget):
        if not _shown(widget, top):
            continue
        name = f"{type(widget).__name__}({widget.objectName()})"
        if isinstance(widget, QLabel):
            if widget.buddy() is not None:
                add(widget.text(), name)
        elif isinstance(widget, QAbstractButton):
            add(widget.text(), name)
        elif isinstance(widget, QGroupBox):
            if widget.isCheckable():
                add(widget.title(), name)
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                if widget.isTabVisible(i):
                    add(widget.tabText(i), f"{name} tab")
    return found


def clashes(top: MainWindow) -> list[str]:
    return [
        f"Alt+{letter.upper()}: {' / '.join(owners)}"
        for letter, owners in sorted(visible_mnemonics(top).items())
        if len(owners) > 1
    ]


def test_mnemonic_reads_the_letter_after_a_single_ampersand() -> None:
    assert mnemonic("&Ruleset:") == "r"
    assert mnemonic("Ветер &места") == "м"
    assert mnemonic("Fish && &Chips") == "c"
    assert mnemonic("R&&D") is None
    assert mnemonic("Plain") is None


# QTest names no ASCII character for a Cyrillic key (it still sends the key and its text)
@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_no_two_visible_things_share_a_mnemonic_on_any_tab(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    if code != "en":
        _switch(qtbot, window, code)
    window.build_all_tabs()
    found = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle(qtbot)
        pages = [window.tabs.widget(index)]
        inner = [tabs for tabs in pages[0].findChildren(QTabBar) if _shown(tabs, window)]
        # a tab of tabs (the Checks tab's pages): every page is a scope of its own
        for bar in inner or [None]:
            for page in range(bar.count()) if bar is not None else [None]:
                if bar is not None and page is not None:
                    bar.setCurrentIndex(page)
                    _settle(qtbot)
                where = window.tabs.tabText(index)
                if bar is not None and page is not None:
                    where += f" / {bar.tabText(page)}"
                found += [f"[{code}] {where}: {line}" for line in clashes(window)]
    assert not found, "\n".join(found)


# QTest names no ASCII character for a Cyrillic key (it still sends the key and its text)
@pytest.mark.qt_log_ignore(r"^keyToAscii Unhandled key code")
@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_every_label_mnemonic_takes_the_keyboard_to_its_field(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    """Alt+letter of each label with a buddy on the Hand and Log tabs and in the top bar
    reaches that label's field (Riichi sticks, Honba, the log's filters and note...)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QApplication

    if code != "en":
        _switch(qtbot, window, code)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    missed = []
    for index in (window.TAB_HAND, window.TAB_LOG):
        window.tabs.setCurrentIndex(index)
        _settle(qtbot)
        labels = [
            label
            for label in window.findChildren(QLabel)
            if _shown(label, window) and label.buddy() is not None and mnemonic(label.text())
        ]
        assert labels
        for label in labels:
            buddy = label.buddy()
            if not buddy.isEnabled():
                continue
            letter = mnemonic(label.text())
            key = QKeySequence.fromString(f"Alt+{letter}")[0].key()
            window.tabs.currentWidget().setFocus()
            qtbot.keyClick(QApplication.focusWidget(), key, Qt.KeyboardModifier.AltModifier)
            focus = QApplication.focusWidget()
            if focus is not buddy and (focus is None or not buddy.isAncestorOf(focus)):
                missed.append(f"[{code}] {label.text()!r} -> {type(focus).__name__}")
    assert not missed, "\n".join(missed)
