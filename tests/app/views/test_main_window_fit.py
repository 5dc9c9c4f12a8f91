"""The main window at 1024 px in every language: all six tabs in sight, the top bar uncut.

At 1024 px in Russian the tab bar used to scroll and hide the Log tab behind the ruleset and
language selectors in its corner; they now sit at the right of the menu bar.

The window also opens inside the screen it is on: it used to open 1,100 px wide whatever the
screen, wider than a 1,024 px one. A screen of another size needs a process of its own (Qt's
offscreen platform takes its screens from a configuration file at start), so those checks run
the window in a child process (`main` below) on a 1024x768 and on a 1366x768 screen.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
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
from referee_app.views.widgets.screen_fit import FRAME_ALLOWANCE, fitted_frame
from tests.app.views.test_views_i18n import (
    HAND_TAB,
    KNOWN_TIGHT,
    TABLE_TAB,
    _settle,
    _switch,
    cut_off_texts,
    window,
)
from tests.app_process import ROOT, app_env

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


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_the_table_tab_is_whole_in_its_first_frame_after_a_language_switch(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    # The language is switched on the Hand tab at 1,008 px (the room of a 1024x768 screen),
    # while the Table tab is hidden; its words grow (Russian «Из вкладки «Рука»», Ukrainian
    # «Гравець 2 (Південь)»), so its form needs more width than in English. The tab's first
    # frame, before any pass of the event loop, must already give the form that width: it
    # used to keep the English one for a pass or two, and a busy machine showed (and the
    # window test caught) «Из вкладки «Рука»» cut, 118 px of the 123 it needs.
    window.resize(1008, 728)
    window.build_all_tabs()
    table = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == "Table")
    window.tabs.setCurrentIndex(table)
    _settle(qtbot)
    window.tabs.setCurrentIndex(0)
    _settle(qtbot)
    _switch(qtbot, window, code)
    window.tabs.setCurrentIndex(table)  # shown now: no event is processed before the check
    assert window.tabs.tabText(table).replace("&", "") == TABLE_TAB[code]
    page = window.tabs.widget(table)
    assert page is not None
    assert cut_off_texts(page) == []


# --- the window on the screen it opens on ---------------------------------------------------


def test_a_frame_is_shrunk_to_the_room_then_moved_the_least_into_it() -> None:
    room = QRect(0, 0, 1024, 768)
    # 1,100 x 760 at (0, 0): narrowed to 1,024; 760 high fits, so it stays where it is
    assert fitted_frame(QRect(0, 0, 1100, 760), room) == QRect(0, 0, 1024, 760)
    # 1,700 x 1,000 at (150, 60), saved on a larger screen: the whole room, at its corner
    assert fitted_frame(QRect(150, 60, 1700, 1000), room) == QRect(0, 0, 1024, 768)
    # 900 x 600 at (300, 300) reaches 900 down, 132 too far: moved up by 132, not across
    assert fitted_frame(QRect(300, 300, 900, 600), room) == QRect(124, 168, 900, 600)
    # left of a second screen at x = 1024: moved right onto it
    assert fitted_frame(QRect(500, 0, 800, 600), QRect(1024, 0, 1366, 768)) == QRect(
        1024, 0, 800, 600
    )
    # a frame that fits is left exactly as it is
    assert fitted_frame(QRect(40, 30, 900, 600), room) == QRect(40, 30, 900, 600)


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _wait(app: Any, ms: int = 60) -> None:
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(ms)
    while not deadline.hasExpired():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)


def _window_problems(win: MainWindow, app: Any) -> list[str]:
    """Every tab in every language: tabs out of sight, the top bar cut, any text cut off."""
    assert win.languages is not None
    win.build_all_tabs()
    found: list[str] = []
    for code in ("en", "ru", "uk"):
        win.languages.set_language(code)
        for _ in range(100):
            _wait(app, 20)
            if win.tabs.tabText(0).replace("&", "") == HAND_TAB[code]:
                break
        else:
            found.append(f"[{code}] the window did not switch to the language")
        for index in range(win.tabs.count()):
            win.tabs.setCurrentIndex(index)
            _wait(app, 30)
            where = f"[{code}] {win.tabs.tabText(index)}"
            found += [f"{where}: {line}" for line in hidden_tabs(win) + cut_top_bar(win)]
            found += [
                f"{where}: {line}"
                for line in cut_off_texts(win)
                if not line.startswith(KNOWN_TIGHT)
            ]
    win.languages.set_language("en")
    return found


def main(folder: str) -> None:
    """The child process: the window as the app builds it, on the screen Qt was given; what
    it found goes to ``folder/fit.json``."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from referee_app import app as app_module
    from referee_app.core.settings import Settings
    from referee_app.text import i18n

    root = Path(folder)
    i18n.qm_path = lambda code: root / f"referee_{code}.qm"  # compiled by the parent test
    qapp = QApplication.instance() or app_module.create_application([])
    out: dict[str, Any] = {}

    def build(name: str) -> MainWindow:
        settings = Settings(QSettings(str(root / name), QSettings.Format.IniFormat))
        win = app_module.create_main_window(qapp, settings, start_language=False)
        out.setdefault("built", {})[name] = _rect(win.geometry())
        win.show()
        _wait(qapp)
        return win

    # a new window (nothing saved), in every language
    win = build("new.ini")
    out["room"] = _rect(win.screen().availableGeometry())
    out["new"] = {"client": _rect(win.geometry()), "frame": _rect(win.frameGeometry())}
    out["problems"] = _window_problems(win, qapp)
    # it is left larger than the screen and further off, as on a larger screen, then closed
    win.resize(1700, 1000)
    win.move(150, 60)
    _wait(qapp)
    win.close()
    # ... and opened again from what it saved
    win = build("new.ini")
    out["restored_large"] = {"client": _rect(win.geometry()), "frame": _rect(win.frameGeometry())}
    win.close()
    # a window closed at a size and place that fit is opened exactly so again
    win = build("fits.ini")
    win.resize(900, 600)
    win.move(40, 30)
    _wait(qapp)
    saved = _rect(win.geometry())
    win.close()
    win = build("fits.ini")
    out["restored_fitting"] = {"saved": saved, "client": _rect(win.geometry())}
    win.close()
    (root / "fit.json").write_text(json.dumps(out), encoding="utf-8")


def _run_on_screen(tmp_path: Path, compiled_qm: dict[str, Path], width: int, height: int) -> Any:
    for path in compiled_qm.values():
        (tmp_path / path.name).write_bytes(path.read_bytes())
    config = tmp_path / "screens.json"
    screen = {"name": "small", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**screen, "logicalDpi": 96, "dpr": 1}]}))
    env = app_env(tmp_path, platform=f"offscreen:configfile={config}")
    code = f"from tests.app.views.test_main_window_fit import main; main({str(tmp_path)!r})"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return json.loads((tmp_path / "fit.json").read_text(encoding="utf-8"))


def _inside(frame: list[int], room: QRect) -> bool:
    return room.contains(QRect(*frame))


# The expected sizes, worked from the rule "the preferred 1,100 x 760, no larger than the
# screen's available room less the frame allowance (8 + 8 px wide, 32 + 8 px high)":
#   1024 x 768: 1024 - 16 = 1,008 wide (< 1,100), 768 - 40 = 728 high (< 760)
#   1366 x 768: 1,100 wide (1,100 + 16 <= 1,366), 728 high
# A window saved at 1,700 x 1,000 comes back 1,008 x 728 on the small screen and 1,366 - 16 =
# 1,350 x 728 on the wide one.
SCREENS = {
    "1024x768": ((1024, 768), QSize(1008, 728), QSize(1008, 728)),
    "1366x768": ((1366, 768), QSize(1100, 728), QSize(1350, 728)),
}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_window_opens_inside_a_small_screen_whole_in_every_language(
    tmp_path: Path, compiled_qm: dict[str, Path], screen: str
) -> None:
    (width, height), new_size, restored_size = SCREENS[screen]
    found = _run_on_screen(tmp_path, compiled_qm, width, height)
    room = QRect(*found["room"])
    assert room == QRect(0, 0, width, height)  # the child had the screen it was given
    allowance = QRect(QPoint(0, 0), new_size).marginsAdded(FRAME_ALLOWANCE).size()
    assert allowance.width() <= width and allowance.height() <= height
    # a new window: its preferred size where it fits, otherwise the room; the frame inside
    assert QSize(*found["new"]["client"][2:]) == new_size
    assert _inside(found["new"]["frame"], room), found["new"]
    # all six tabs in sight and no text cut in English, Russian and Ukrainian at that size
    assert found["problems"] == []
    # a saved geometry larger than the screen and partly off it: fitted, and moved onto it
    assert QSize(*found["restored_large"]["client"][2:]) == restored_size
    assert _inside(found["restored_large"]["frame"], room), found["restored_large"]
    # a saved geometry that fits is kept as it was
    assert found["restored_fitting"]["client"] == found["restored_fitting"]["saved"]
    assert found["restored_fitting"]["saved"][2:] == [900, 600]


def test_the_frame_allowance_covers_the_window_managers_frames() -> None:
    # openbox: 1 px each side, a 20 px title and 4 px below; Windows 10/11: 8 px each side
    # (invisible), a 31 px title
    for frame in (QMargins(1, 20, 1, 4), QMargins(8, 31, 8, 8)):
        assert frame.left() + frame.right() <= FRAME_ALLOWANCE.left() + FRAME_ALLOWANCE.right()
        assert frame.top() + frame.bottom() <= FRAME_ALLOWANCE.top() + FRAME_ALLOWANCE.bottom()
