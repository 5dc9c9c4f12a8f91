"""Russian and Ukrainian screens as a native referee reads them (issue 25).

Every tab of the main window, in Russian and in Ukrainian, with a hand scored and the RRC
ruleset chosen (its long name and its assumed values are the ones that were left in English):
every visible text, tool tip, table cell and rule page holds

* no Latin-script word outside the allow-list (`ALLOWED`: each entry says why it is there);
* no number split from its unit: a digit and "фу", "хан", "очков"... are joined by a no-break
  space, so that a line never ends with "40" and starts with "фу".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.text import labels
from referee_app.views.main_window import MainWindow
from tests.app.text.test_no_latin import ALLOWED as TRANSLATION_ALLOWED
from tests.app.views.test_views_i18n import HAND_REQUEST, _switch, window

__all__ = ["window"]

#: Latin-script words a Russian or Ukrainian screen may show, beyond the translations' own
#: allow-list (`tests/app/text/test_no_latin.py`: ruleset names and abbreviations EMA, WRC,
#: RRC, Tenhou, Mahjong Soul, Galaxy Open; key names; file formats; the notation a user
#: types). Each entry here:
ALLOWED = TRANSLATION_ALLOWED | {
    # the romanised yaku names: the glossary shows them in every language beside the local
    # name (added from `labels.YAKU_ROMAJI` below)
    # tile notation in a hand's text: suits m p s z are cut out with the digits; "0" red five
    # the notation's keywords shown as a user must type them on the Hand tab's hint
    "chi", "pon", "kan", "ankan", "shouminkan", "dora", "ura",
    # the language selector names each language in its own words
    "English",
    # sources of the penalty catalogue and the rules pages: document keys (legend on the tab)
    "EMA16", "EMA25", "EMA12", "WRC25", "AS", "NT", "SL", "RG", "BR", "TR", "VA", "DI", "TO",
}  # fmt: skip

#: a digit, a regular (breaking) space, then a unit: a line may break between them
SPLIT_UNIT = re.compile(
    r"\d[ \t]+(фу|хан|хани|ханів|ханы|очков|очка|очки|очок|тайл\w*|минут\w*|хвилин\w*|хонб\w*)\b"
)


def _allowed() -> set[str]:
    romaji = {w for name in labels.YAKU_ROMAJI.values() for w in re.findall(r"[A-Za-z]+", name)}
    return set(ALLOWED) | romaji | {w.lower() for w in romaji}


def latin_words(text: str) -> list[str]:
    text = re.sub(r"<[^>]+>|&\w+;", " ", text)
    text = re.sub(r"\b[0-9][0-9mpsz]*[mpsz]\b", "", text)  # tile notation: 123m456p, 1z
    text = re.sub(r"\b\w+\.(json|pdf|png|csv)\b|\*\.\w+", "", text)  # file names, filters
    words = re.findall(r"[A-Za-z][A-Za-z0-9-]*", text)
    allowed = _allowed()
    return [w for w in words if w not in allowed and len(w) > 1]


def _texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every visible text and tool tip under `top`."""
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top):
            continue
        where = f"{type(widget).__name__} {widget.objectName()}".strip()
        texts: list[str] = [widget.toolTip()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):  # a name shown in a field, a hint
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QTextEdit):
            texts.append(
                widget.document().toRawText()
            )  # toPlainText turns no-break spaces into spaces
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
        elif isinstance(widget, QTableView):  # a table widget or a view of a model (the Log)
            model = widget.model()
            for row in range(model.rowCount()):
                for col in range(model.columnCount()):
                    index = model.index(row, col)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(index, role)
                        texts.append(value if isinstance(value, str) else "")
            for col in range(model.columnCount()):
                head = model.headerData(col, Qt.Orientation.Horizontal)
                texts.append(head if isinstance(head, str) else "")
        for text in texts:
            if text:
                yield where, text


def _problems(win: MainWindow, code: str) -> list[str]:
    found = []
    for index in range(win.tabs.count()):
        win.tabs.setCurrentIndex(index)
        for _ in range(5):
            QApplication.processEvents()
        tab = win.tabs.tabText(index)
        for where, text in _texts(win):
            if words := latin_words(text):
                found.append(f"[{code}] {tab} {where}: Latin {words} in {text[:120]!r}")
            if match := SPLIT_UNIT.search(text):
                found.append(f"[{code}] {tab} {where}: split {match.group(0)!r} in {text[:80]!r}")
    return sorted(set(found))


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_no_english_and_no_split_unit_on_any_tab(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    window.context.set_ruleset(PRESETS["rrc"])  # its long name, 7 assumed values
    window.hand_state.load_request(HAND_REQUEST)
    # a ruling in the Log under RRC: its ruleset column named RRC in English
    window.ruling_log.record({"kind": "hand", "ruleset": "rrc", "answer": {"total": 2000}})
    _switch(qtbot, window, code)
    problems = _problems(window, code)
    assert problems == [], "\\n".join(problems)


def test_the_checks_find_english_and_a_split_unit() -> None:
    assert latin_words("RRC (Russian Riichi Community) v1.5") == ["Russian", "Community"]
    assert latin_words("Pinfu — Пинфу, 123m456p, Ctrl+L, «case.json»") == []
    assert SPLIT_UNIT.search("40 фу")
    assert not SPLIT_UNIT.search("40\u00a0фу")


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_no_english_and_no_split_unit_in_the_dialogs(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    # "RRC (Russian Riichi Community) v1.5" stood in both comparisons
    from referee_app.views.checks.compare import CompareChecksDialog
    from referee_app.views.hand.compare_dialog import CompareDialog
    from referee_app.views.rules.ruleset_editor import RulesetEditor

    window.context.set_ruleset(PRESETS["rrc"])
    window.hand_state.load_request(HAND_REQUEST)
    _switch(qtbot, window, code)
    page = window.checks_view.current_page()
    page.notation.setText("123456789m1122p")
    dialogs: list[QWidget] = [
        RulesetEditor(window.context, window),
        CompareDialog(window.context, window.hand_state, window),
        CompareChecksDialog(page.state, page),
    ]
    found = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for _ in range(5):
            QApplication.processEvents()
        name = type(dialog).__name__
        for where, text in [("title", dialog.windowTitle()), *_texts(dialog)]:
            if words := latin_words(text):
                found.append(f"[{code}] {name} {where}: Latin {words} in {text[:120]!r}")
            if match := SPLIT_UNIT.search(text):
                found.append(f"[{code}] {name} {where}: split {match.group(0)!r} in {text[:90]!r}")
        dialog.close()
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_the_logs_decision_keeps_its_room_at_1024(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    # Issue 25: at 1024 px the ruleset's long name took the room and the decision was elided
    # after a few words; the ruleset and the note now keep a set width (full in tool tips).
    from referee_app.views.log.log_view import COL_DECISION, COL_RULESET

    window.ruling_log.record({"kind": "hand", "ruleset": "rrc", "answer": {"total": 2000}})
    _switch(qtbot, window, code)
    window.resize(1024, 768)
    window.tabs.setCurrentIndex(window.TAB_LOG)
    for _ in range(5):
        QApplication.processEvents()
    view = window.log_view
    header = view.table.horizontalHeader()
    assert header.sectionSize(COL_DECISION) >= 300, header.sectionSize(COL_DECISION)
    ruleset = view.table.model().index(0, COL_RULESET)
    assert "RRC" in str(ruleset.data(Qt.ItemDataRole.ToolTipRole))


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_every_checks_placeholder_fits_its_field_at_1024(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    # Issue 25: «…! чужа за…»: the Furiten page's hint was cut in Ukrainian at 1024 px
    from PySide6.QtWidgets import QLineEdit

    _switch(qtbot, window, code)
    window.resize(1024, 768)
    window.tabs.setCurrentIndex(window.TAB_CHECKS)
    view = window.checks_view
    found = []
    for index in range(view.tabs.count()):
        view.tabs.setCurrentIndex(index)
        for _ in range(5):
            QApplication.processEvents()
        for edit in view.tabs.currentWidget().findChildren(QLineEdit):
            hint = edit.placeholderText()
            if not edit.isVisibleTo(window) or not hint:
                continue
            room = (
                edit.width()
                - 2 * edit.style().pixelMetric(edit.style().PixelMetric.PM_DefaultFrameWidth)
                - 8
            )
            if edit.isClearButtonEnabled():
                room -= edit.height()
            need = edit.fontMetrics().horizontalAdvance(hint)
            if need > room:
                found.append(
                    f"[{code}] {view.tabs.tabText(index)}: {hint!r} needs {need}, has {room}"
                )
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_the_corrections_menu_arrow_has_room_of_its_own(
    qtbot: QtBot, window: MainWindow, code: str
) -> None:
    # Issue 25: the menu arrow of «Исправления…» was drawn over the end of its text
    _switch(qtbot, window, code)
    button = window.table_view.record_button
    text = button.text().replace("&", "")
    arrow = button.style().pixelMetric(button.style().PixelMetric.PM_MenuButtonIndicator)
    need = button.fontMetrics().horizontalAdvance(text) + arrow + 8
    assert button.sizeHint().width() >= need, (text, button.sizeHint().width(), need)


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)])
@pytest.mark.parametrize("code", ["ru", "uk"])
def test_no_text_is_cut_on_any_tab_or_checks_page(
    qtbot: QtBot, window: MainWindow, code: str, size: tuple[int, int]
) -> None:
    # every tab and every page of the Checks tab, with a hand scored and RRC's long name
    from tests.app.views.test_views_i18n import KNOWN_TIGHT, cut_off_texts

    window.context.set_ruleset(PRESETS["rrc"])
    window.hand_state.load_request(HAND_REQUEST)
    _switch(qtbot, window, code)
    window.resize(*size)
    found = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        pages = window.checks_view.tabs if index == window.TAB_CHECKS else None
        for page in range(pages.count() if pages is not None else 1):
            if pages is not None:
                pages.setCurrentIndex(page)
            for _ in range(5):
                QApplication.processEvents()
            where = f"[{code} {size[0]}] {window.tabs.tabText(index)}"
            if pages is not None:
                where += f" / {pages.tabText(page)}"
            found += [
                f"{where}: {line}"
                for line in cut_off_texts(window)
                if not line.startswith(KNOWN_TIGHT)
            ]
    assert found == [], "\n".join(found)
