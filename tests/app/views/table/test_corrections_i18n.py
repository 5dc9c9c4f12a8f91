"""The corrections of the record in each language at 1024 px: the bar over the form, the
Correct… menu and the three dialogs show their whole text, and the whole path from the
history list to an applied correction works by keyboard alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from referee_app import app as app_module
from referee_app.core.settings import Settings
from referee_app.text import i18n
from referee_app.views.main_window import MainWindow
from referee_app.views.table.corrections_ui import IdentityDialog, ReasonDialog, SeatFixDialog
from referee_app.views.table.table_view import TableView
from tests.app.views.test_views_i18n import HAND_TAB, cut_off_texts

NAMES = ["Anastasiya", "Bogdana", "Valentina", "Gleb"]


@pytest.fixture
def window(
    qtbot: QtBot,
    settings_path: Path,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[MainWindow]:
    """The main window on the Table tab at 1024×700, three hands played."""
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    win = app_module.create_main_window(app, settings, start_language=False)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    win.tabs.setCurrentWidget(win.table_view)
    view = win.table_view
    view.state.set_seating(NAMES, 0)
    for _ in range(3):  # the form's default: a ron, 1 han 30 fu
        view.form_edited()
        assert view.apply()["ok"]
    yield win
    assert win.languages is not None
    win.languages.set_language("en")


def _switch(qtbot: QtBot, win: MainWindow, code: str) -> None:
    if code == "en":
        return
    assert win.languages is not None
    win.languages.set_language(code)
    qtbot.waitUntil(lambda: win.tabs.tabText(0).replace("&", "") == HAND_TAB[code])
    for _ in range(5):
        QApplication.processEvents()


def _dialog_cut_offs(qtbot: QtBot, dialog: QWidget) -> list[str]:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(5):
        QApplication.processEvents()
    found = [f"{type(dialog).__name__}: {line}" for line in cut_off_texts(dialog)]
    for edit in dialog.findChildren(QLineEdit):  # a hint cut off reads as a wrong hint
        hint = edit.placeholderText()
        room = edit.contentsRect().width() - edit.textMargins().left() - 8
        if hint and edit.fontMetrics().horizontalAdvance(hint) > room:
            found.append(f"{type(dialog).__name__}: hint {hint!r} cut at {room}px")
    if dialog.width() > 1024:
        found.append(f"{type(dialog).__name__} is {dialog.width()} px wide")
    dialog.close()
    return found


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_correction_bar_and_button_fit_at_1024(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    _switch(qtbot, window, code)
    view = window.table_view
    view.history_list.setCurrentRow(0)
    view.begin_edit()
    for _ in range(5):
        QApplication.processEvents()
    assert view.correction_bar.isVisible()
    bar = view.correction_bar
    found = cut_off_texts(bar)
    # the form, the preview and its buttons (Apply correction is longer than Apply) keep to
    # the window's width: no sideways scrolling while correcting
    assert view.scroll_area.horizontalScrollBar().maximum() == 0
    found += [
        line for line in cut_off_texts(window) if view.apply_button.text().replace("&", "") in line
    ]
    # the bar's text wraps, but inside the bar: every line of it is shown
    assert bar.label.height() >= bar.label.heightForWidth(bar.label.width())
    button = view.record_button
    need = button.fontMetrics().horizontalAdvance(button.text().replace("&", "")) + 4
    assert button.width() >= need, (button.text(), button.width(), need)
    view.cancel_correction()
    assert found == []


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")
@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_correct_menu_shows_every_action_whole(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    _switch(qtbot, window, code)
    menu = window.table_view.record_menu
    menu.popup(window.table_view.record_button.mapToGlobal(window.table_view.rect().center()))
    qtbot.waitExposed(menu)
    found = []
    fm = menu.fontMetrics()
    for action in menu.actions():
        if action.isSeparator():
            continue
        text = action.text().replace("&", "")
        room = menu.actionGeometry(action).width()
        if fm.horizontalAdvance(text) + 8 > room:
            found.append(f"{text!r}: {fm.horizontalAdvance(text)} px in {room}")
    assert menu.width() <= 1024, menu.width()
    menu.close()
    assert found == []


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_corrections_dialogs_fit_their_text(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    _switch(qtbot, window, code)
    view: TableView = window.table_view
    question = view.tr("Delete hand %1 (%2)? Every later hand is settled again.")
    hand = view.state.hand(1)
    question = question.replace("%1", "2").replace(
        "%2", view.words.for_entry(hand).description(hand)
    )
    dialogs: list[QWidget] = [
        ReasonDialog(view.tr("Delete a hand"), question, window),
        SeatFixDialog(NAMES, 3, window),
        IdentityDialog("12", NAMES, ["", "", "", ""], window),
    ]
    found: list[str] = []
    for dialog in dialogs:
        found += _dialog_cut_offs(qtbot, dialog)
    assert found == []


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_no_dialog_takes_ok_without_a_reason(qtbot: QtBot, window: MainWindow, code: str) -> None:
    _switch(qtbot, window, code)
    for dialog in (ReasonDialog("t", "q", window), SeatFixDialog(NAMES, 3, window)):
        qtbot.addWidget(dialog)
        assert isinstance(dialog, QDialog)
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        assert not ok.isEnabled()
        dialog.reason.setText("   ")  # blanks are no reason
        assert not ok.isEnabled()
        dialog.reason.setText("misread")
        assert ok.isEnabled()


def test_a_language_switch_while_correcting_retranslates_the_bar_and_apply(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = window.table_view
    view.begin_edit(0)
    assert view.correction_bar.label.text().startswith("Correcting hand 1 (")
    _switch(qtbot, window, "ru")
    assert view.correction_bar.label.text().startswith("Исправление раздачи 1 (Восток 1")
    assert view.apply_button.text() == "Исправить"  # still the correction's button
    view.correction_bar.reason.setText("неверно записан победитель")
    view.cancel_correction()
    assert view.apply_button.text() == "Применить"
