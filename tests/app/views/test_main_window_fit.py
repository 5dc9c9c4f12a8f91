"""The main window at 1024 px in every language: all six tabs in sight, the top bar uncut.

At 1024 px in Russian the tab bar used to scroll and hide the Log tab behind the ruleset and
language selectors in its corner; they now sit at the right of the menu bar.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, make_ruleset
from referee_app.views.main_window import MainWindow
from tests.app.views.test_views_i18n import _settle, _switch, window

__all__ = ["window"]


def _rect_in(widget: QWidget, top: QWidget) -> QRect:
    return QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())


def hidden_tabs(win: MainWindow) -> list[str]:
    """Tabs not wholly inside the tab bar's visible room, and scroll buttons shown."""
    bar = win.tabs.tabBar()
    room = _rect_in(bar, win) & win.rect()
    found = [
        f"tab {bar.tabText(i)!r} at {bar.tabRect(i).getRect()} outside {room.getRect()}"
        for i in range(bar.count())
        if not room.contains(bar.tabRect(i).translated(bar.mapTo(win, QPoint(0, 0))))
    ]
    found += [
        f"scroll button {button.objectName() or type(button).__name__}"
        for button in bar.findChildren(QToolButton)
        if button.isVisible()
    ]
    return found


def cut_top_bar(win: MainWindow) -> list[str]:
    """Labels and combo boxes of the top bar whose text is wider than they are, or that lie
    outside the window."""
    found = []
    if not win.window().rect().contains(_rect_in(win.top_bar, win)):
        found.append(f"top bar at {_rect_in(win.top_bar, win).getRect()} outside the window")
    for widget in win.top_bar.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel):
            text, room = widget.text().replace("&", ""), widget.contentsRect().width()
        elif isinstance(widget, QComboBox):
            text = widget.currentText()
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            room = (
                widget.style()
                .subControlRect(
                    QStyle.ComplexControl.CC_ComboBox,
                    option,
                    QStyle.SubControl.SC_ComboBoxEditField,
                    widget,
                )
                .width()
            )
        else:
            continue
        need = widget.fontMetrics().horizontalAdvance(text)
        if need > room:
            found.append(f"{type(widget).__name__} {text!r} needs {need}px, has {room}px")
    return found


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_every_tab_is_visible_and_the_top_bar_whole_at_1024_px(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    window.resize(1024, 768)
    if code != "en":
        _switch(qtbot, window, code)
    _settle(qtbot)
    assert window.width() == 1024
    found = []
    # every preset (the longest names: RRC's descriptive one) and a custom ruleset's own name
    custom = make_ruleset("rrc", {"kiriage": True}, name="Клубные правила «Северный ветер» 2026 г.")
    for ruleset in [*PRESETS.values(), custom]:
        window.context.set_ruleset(ruleset)
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            _settle(qtbot)
            where = f"[{code}] {ruleset.id} {window.tabs.tabText(index)}"
            found += [f"{where}: {line}" for line in hidden_tabs(window) + cut_top_bar(window)]
    assert not found, "\n".join(found)
    # the menus are not pushed into the menu bar's overflow button by the top bar
    extension = window.menuBar().findChild(QToolButton, "qt_menubar_ext_button")
    assert extension is None or not extension.isVisible()
