"""The whole main window in each language: no text cut off, and a live switch loses nothing.

The check is generic over the widget tree: every visible QLabel, button, group-box title and
tab must show its whole text in the room it has (after clipping by its parents), unless it
wraps words. It runs on the four tabs at 1280×800, the size of a small laptop screen.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from referee_app import app as app_module
from referee_app.core.settings import Settings
from referee_app.text import i18n, labels
from referee_app.views.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
WINDOW_SIZE = (1280, 800)

#: What the Hand tab is called in each language (glossary.md, Application).
HAND_TAB = {"en": "Hand", "ru": "Рука", "uk": "Рука"}
TABLE_TAB = {"en": "Table", "ru": "Стол", "uk": "Стіл"}


@pytest.fixture
def window(
    qtbot: QtBot,
    settings_path: Path,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[MainWindow]:
    """The main window as the app builds it, first in English, shown at 1280×800."""
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    win = app_module.create_main_window(app, settings, start_language=False)
    qtbot.addWidget(win)
    win.resize(*WINDOW_SIZE)
    win.show()
    qtbot.waitExposed(win)
    yield win
    assert win.languages is not None
    win.languages.set_language("en")


def _switch(qtbot: QtBot, win: MainWindow, code: str) -> None:
    assert win.languages is not None
    win.languages.set_language(code)
    # Installing a translator posts LanguageChange; wait until the widgets have retranslated.
    qtbot.waitUntil(lambda: win.tabs.tabText(0).replace("&", "") == HAND_TAB[code])
    _settle(qtbot)


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _visible_rect(widget: QWidget, top: QWidget) -> QRect:
    """The part of `widget` not clipped away by its parents, in `top`'s coordinates."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        rect &= QRect(parent.mapTo(top, QPoint(0, 0)), parent.size())
        parent = parent.parentWidget()
    return rect


def cut_off_texts(top: QWidget) -> list[str]:
    """Every visible text that does not fit its widget (generic over the widget tree)."""
    found: list[str] = []

    def report(widget: QWidget, text: str, need: int, room: int) -> None:
        where = f"{type(widget).__name__} {widget.objectName() or ''}".strip()
        found.append(f"{where}: {text!r} needs {need}px, has {room}px")

    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top):
            continue
        visible = _visible_rect(widget, top)
        if visible.isEmpty():
            continue
        clipped = widget.width() - visible.width()
        fm = widget.fontMetrics()
        if isinstance(widget, QLabel):
            pixmap = widget.pixmap()
            if widget.wordWrap() or not widget.text() or not pixmap.isNull():
                continue
            room = widget.contentsRect().width() - 2 * max(widget.margin(), 0) - clipped
            room -= max(widget.indent(), 0)
            for line in _plain(widget.text()).splitlines():
                if fm.horizontalAdvance(line) > room + 1:
                    report(widget, line, fm.horizontalAdvance(line), room)
        elif isinstance(widget, QCheckBox | QRadioButton):
            text = _plain(widget.text())
            if text and widget.sizeHint().width() > visible.width() + 1:
                report(widget, text, widget.sizeHint().width(), visible.width())
        elif isinstance(widget, QAbstractButton):
            text = _plain(widget.text())
            if not text:
                continue
            need = fm.horizontalAdvance(text) + 4
            if not widget.icon().isNull():
                need += widget.iconSize().width() + 4
            if need > visible.width():
                report(widget, text, need, visible.width())
        elif isinstance(widget, QComboBox) and not widget.isEditable():
            text = widget.currentText()
            option = QStyleOptionComboBox()
            widget.initStyleOption(option)
            field = widget.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox,
                option,
                QStyle.SubControl.SC_ComboBoxEditField,
                widget,
            )
            room = field.width() - clipped
            if not widget.itemIcon(widget.currentIndex()).isNull():
                room -= widget.iconSize().width() + 4
            if text and fm.horizontalAdvance(text) > room + 1:
                report(widget, text, fm.horizontalAdvance(text), room)
        elif isinstance(widget, QGroupBox):
            title = _plain(widget.title())
            if title and fm.horizontalAdvance(title) + 8 > visible.width():
                report(widget, title, fm.horizontalAdvance(title) + 8, visible.width())
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                text = _plain(widget.tabText(i))
                if text and fm.horizontalAdvance(text) > widget.tabRect(i).width():
                    report(widget, text, fm.horizontalAdvance(text), widget.tabRect(i).width())
    return found


#: Known layout problems outside the translations, reported to the lead; an entry here names
#: the widget that needs room. Matched against the start of a `cut_off_texts` line.
#: Empty now: the Situation panel's clipping in Russian and Ukrainian was fixed in
#: hand_view.py (test_no_text_is_cut_off covers it).
KNOWN_TIGHT: tuple[str, ...] = ()


def _offenders(win: MainWindow, code: str) -> list[str]:
    out = []
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        _settle_now()
        for line in cut_off_texts(win):
            if not line.startswith(KNOWN_TIGHT):
                out.append(f"[{code}] tab {win.tabs.tabText(index)}: {line}")
    return out


def _settle_now() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_no_text_is_cut_off(qtbot: QtBot, window: MainWindow, code: str) -> None:
    if code != "en":
        _switch(qtbot, window, code)
    assert _offenders(window, code) == []


def test_no_text_is_cut_off_after_a_round_trip(qtbot: QtBot, window: MainWindow) -> None:
    # Layouts sized for one language must make room when another is chosen later: every tab
    # is shown in English first (combo boxes size themselves when first shown).
    assert _offenders(window, "en") == []
    for code in ("ru", "uk", "en", "uk", "ru"):
        _switch(qtbot, window, code)
    assert _offenders(window, "ru") == []


def test_the_checker_finds_a_cut_label(qtbot: QtBot) -> None:
    top = QWidget()
    qtbot.addWidget(top)
    top.resize(300, 100)
    label = QLabel("Дополненный кан и еще много слов", top)
    label.setGeometry(0, 0, 60, 20)
    wrapped = QLabel("Дополненный кан и еще много слов", top)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 30, 60, 60)
    top.show()
    qtbot.waitExposed(top)
    found = cut_off_texts(top)
    assert len(found) == 1 and "Дополненный кан" in found[0]


# --- a live switch keeps everything the user entered -----------------------------------------

# The contract's example hand (engine-contract.md), with a plain five since the default EMA
# ruleset has no red fives: a South player's ron on 5p with a chun pon and an open chi; plus
# counters and a riichi stick on the table.
HAND_REQUEST: dict[str, Any] = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
    "honba": 2,
    "riichi_sticks": 1,
}


def _widget_state(top: QWidget) -> list[tuple[str, Any]]:
    """What the user can set in the widgets: checks, choices, numbers, typed text."""
    state: list[tuple[str, Any]] = []
    for w in top.findChildren(QWidget):
        name = f"{type(w).__name__}:{w.objectName()}"
        if w is getattr(top, "language_combo", None):
            continue  # the one control that is meant to change
        if isinstance(w, QAbstractButton) and w.isCheckable():
            state.append((name, w.isChecked()))
        elif isinstance(w, QComboBox):
            state.append((name, (w.currentIndex(), w.currentData())))
        elif isinstance(w, QAbstractSpinBox | QLineEdit) and not isinstance(
            w.parentWidget(), QAbstractSpinBox | QComboBox
        ):
            state.append((name, w.text()))
    return state


def _snapshot(win: MainWindow) -> tuple[Any, ...]:
    return (
        win.hand_state.to_request(),
        win.table_state.to_dict(),
        win.context.ruleset_json,
        win.tabs.currentIndex(),
    )


def test_live_switch_keeps_hand_table_and_situation(qtbot: QtBot, window: MainWindow) -> None:
    window.hand_state.load_request(HAND_REQUEST)
    window.table_state.set_name(0, "Аня")
    window.table_state.set_name(2, "Bob")
    # Seat 1 wins 2 han 30 fu off seat 3; seat 2 declared riichi (engine-contract example).
    answer = window.table_state.apply(
        {
            "type": "ron",
            "discarder": 3,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [2],
    )
    assert answer["ok"], answer
    window.tabs.setCurrentIndex(window.TAB_TABLE)
    _settle(qtbot)
    before = _snapshot(window)
    widgets_before = _widget_state(window)
    assert before[0]["hand"] == "234567m55p" and before[0]["honba"] == 2

    for code in ("ru", "uk", "en"):
        _switch(qtbot, window, code)
        assert window.tabs.tabText(window.TAB_TABLE).replace("&", "") == TABLE_TAB[code]
        assert _snapshot(window) == before, code
        assert _widget_state(window) == widgets_before, code


def test_language_menu_and_selector_switch_live(qtbot: QtBot, window: MainWindow) -> None:
    # The Language selector in the top bar drives the manager (the user's path).
    combo = window.language_combo
    index = combo.findData("uk")
    assert index >= 0
    combo.setCurrentIndex(index)
    combo.activated.emit(index)
    qtbot.waitUntil(lambda: window.tabs.tabText(0).replace("&", "") == "Рука")
    assert window.languages is not None and window.languages.current == "uk"


def test_every_view_text_changes_language(qtbot: QtBot, window: MainWindow) -> None:
    """After switching to Russian no group-box title or tab is left in English."""
    _switch(qtbot, window, "ru")
    english: list[str] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle_now()
        for box in window.findChildren(QGroupBox):
            if box.isVisibleTo(window) and box.title() and box.title().isascii():
                english.append(box.title())
    for i in range(window.tabs.count()):
        if window.tabs.tabText(i).isascii():
            english.append(window.tabs.tabText(i))
    assert english == []


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_dialogs_fit_their_text(qtbot: QtBot, window: MainWindow, code: str) -> None:
    """The ruleset editor and the comparison dialog, opened at their own size, in ru and uk."""
    from referee_app.views.hand.compare_dialog import CompareDialog
    from referee_app.views.rules.ruleset_editor import RulesetEditor

    _switch(qtbot, window, code)
    window.hand_state.load_request(HAND_REQUEST)
    dialogs: list[QWidget] = [
        RulesetEditor(window.context, window),
        CompareDialog(window.context, window.hand_state, window),
    ]
    found = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        _settle_now()
        found += [f"{type(dialog).__name__}: {line}" for line in cut_off_texts(dialog)]
        dialog.close()
    assert found == []


def test_show_to_the_table_names_yaku_in_the_players_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    # glossary.md: the romanised name in every language, the local name beside it. The open
    # hand of HAND_REQUEST (chun pon) shown to the table in Russian: "Yakuhai: chun" with its
    # Russian name, "Красный дракон" (the red dragon), beside it.
    _switch(qtbot, window, "ru")
    window.hand_state.load_request(HAND_REQUEST)
    window.hand_view.show_to_table()
    overlay = window.hand_view.overlay
    assert overlay is not None and overlay.isVisible()
    assert "Yakuhai: chun (Красный дракон)" in overlay.yaku.text()
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)


def test_a_notation_error_on_screen_follows_a_language_switch(
    qtbot: QtBot, window: MainWindow
) -> None:
    # The user typed a bad hand in English, then chose Russian: the message under the field
    # must be said again in Russian (translations/referee_ru.ts), not left in English.
    view = window.hand_view
    view.notation.setText("12x")
    view.notation.returnPressed.emit()
    assert view.notation_error_message.startswith("Cannot read")
    _switch(qtbot, window, "ru")
    assert view.notation_error_message == (
        "Не удается прочитать «12x»: пишите цифры, затем букву масти (m, p, s, z)."
    )
    assert view.notation.text() == "12x"  # what the user typed is kept


#: English-looking words that are right in every language: romanised yaku names (added below),
#: ruleset and language names, key names, and the notation's own keywords.
_SAME_IN_EVERY_LANGUAGE = {
    "ema", "wrc", "rrc", "tenhou", "mahjong", "soul", "galaxy", "open", "riichi", "community",
    "russian", "english", "ctrl", "enter", "backspace", "esc", "dora", "ankan", "shouminkan",
}  # fmt: skip


def _english_words(text: str) -> list[str]:
    allowed = _SAME_IN_EVERY_LANGUAGE | {
        word.lower()
        for name in labels.YAKU_ROMAJI.values()
        for word in re.findall(r"[A-Za-z]+", name)
    }
    plain = re.sub(r"<[^>]+>", " ", text)
    return [w for w in re.findall(r"[A-Za-z]{4,}", plain) if w.lower() not in allowed]


def test_no_english_is_left_on_screen_after_a_switch(qtbot: QtBot, window: MainWindow) -> None:
    """Texts set by earlier actions (status lines, results) are said again in Russian."""
    window.hand_state.load_request(HAND_REQUEST)
    window.table_view.apply()  # leaves "Applied." under the form
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle_now()
    _switch(qtbot, window, "ru")
    left: list[str] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle_now()
        for widget in window.findChildren(QWidget):
            if not widget.isVisibleTo(window):
                continue
            texts: list[str] = []
            if isinstance(widget, QLabel):
                texts.append(widget.text())
            elif isinstance(widget, QAbstractButton):
                texts += [widget.text(), widget.toolTip()]
            elif isinstance(widget, QGroupBox):
                texts.append(widget.title())
            elif isinstance(widget, QTextEdit):
                texts.append(widget.toPlainText())
            for text in texts:
                if _english_words(text):
                    left.append(f"{type(widget).__name__}: {text[:80]!r}")
    assert left == []


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_window_fits_a_small_laptop_screen(qtbot: QtBot, window: MainWindow, code: str) -> None:
    # A 1366x768 laptop with a 30-px taskbar leaves about 738 px, less a ~30-px title bar:
    # the window must be able to shrink to 700 px high; 1024 px wide for older screens. Views
    # taller than that (the Table view) scroll instead of stretching the window.
    if code != "en":
        _switch(qtbot, window, code)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle_now()
        least = window.minimumSizeHint()
        assert least.width() <= 1024, (window.tabs.tabText(index), least)
        assert least.height() <= 700, (window.tabs.tabText(index), least)
    # At that size a view may scroll up and down, never sideways: a sideways scroll bar hid
    # the Table view's clock, dealer card and Apply button in Russian and Ukrainian. Players'
    # full names, as a referee types them, must not widen the form either.
    window.table_state.set_seating(
        ["Александра Константинопольская", "Бронислава Великолепная", "Maximilian", "Gleb"], 0
    )
    window.resize(1024, 700)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        _settle_now()
        for area in window.tabs.currentWidget().findChildren(QScrollArea):
            inner = area.widget()
            if inner is None or not area.isVisibleTo(window) or not area.widgetResizable():
                continue
            wanted = inner.minimumSizeHint().width()
            assert wanted <= area.viewport().width(), (window.tabs.tabText(index), wanted)
            assert not area.horizontalScrollBar().isVisible(), window.tabs.tabText(index)
