"""The ruleset editor fits a 1024×700 screen in every language: no sideways scrolling, no cut text.

The Russian walkthrough found the "⚠ допущение" marks clipped at the right edge, a sideways
scroll bar and a cut "Якуманы с пао" list; the marks are now small icons (their note in the
tooltip) and the checklists are as wide as their longest item, recomputed per language.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QListWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.text import i18n
from referee_app.views.rules.ruleset_editor import RulesetEditor
from tests.app.views.test_views_i18n import cut_off_texts

SCREEN = (1024, 700)
#: the field label of "pao_yaku" in each language (translations/referee_*.ts)
PAO_LABEL = {"en": "Yakuman with pao", "ru": "Якуманы с пао", "uk": "Якумани з пао"}


@pytest.fixture
def languages(
    settings_path: Path, compiled_qm: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> Iterator[i18n.LanguageManager]:
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    app = QCoreApplication.instance()
    assert app is not None
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    manager = i18n.LanguageManager(app, settings)
    yield manager
    manager.set_language("en")
    QApplication.processEvents()
    manager.deleteLater()  # its translators go with it


@pytest.fixture
def context(settings: Settings) -> AppContext:
    ctx = AppContext(settings)
    ctx.set_ruleset(PRESETS["rrc"])  # the walkthrough's preset: three assumed values
    return ctx


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _problems(editor: RulesetEditor) -> list[str]:
    """A sideways scroll bar, or any text cut off, at every scroll position of the form."""
    found: list[str] = []
    scroll = editor._scroll
    if scroll.horizontalScrollBar().isVisible():
        found.append(
            f"sideways scroll bar: form needs {editor._form_host.minimumSizeHint().width()}px, "
            f"has {scroll.viewport().width()}px"
        )
    bar = scroll.verticalScrollBar()
    position = 0
    while True:
        bar.setValue(position)
        _settle()
        found += cut_off_texts(editor)
        if position >= bar.maximum():
            break
        position += max(1, bar.pageStep() // 2)
    bar.setValue(0)
    for lst in editor.findChildren(QListWidget):
        # a checklist shows its items whole: no sideways scrolling inside it either
        if (
            lst.horizontalScrollBar().maximum() > 0
            or lst.viewport().width() < lst.sizeHintForColumn(0)
        ):
            found.append(f"list {lst.item(0).text() if lst.count() else ''!r} is cut")
    return found


def _open(qtbot: QtBot, context: AppContext, *, own_size: bool = False) -> RulesetEditor:
    """The editor at 1024×700, or at the size it chooses itself (at most 1024×700)."""
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    if own_size:
        editor.resize(min(editor.width(), SCREEN[0]), min(editor.height(), SCREEN[1]))
    else:
        editor.resize(*SCREEN)
    editor.show()
    qtbot.waitExposed(editor)
    _settle()
    return editor


@pytest.mark.parametrize("own_size", [False, True], ids=["1024x700", "own_size"])
@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_editor_fits_1024x700(
    qtbot: QtBot, languages: i18n.LanguageManager, context: AppContext, code: str, own_size: bool
) -> None:
    languages.set_language(code)
    _settle()
    editor = _open(qtbot, context, own_size=own_size)
    assert editor.field_labels["pao_yaku"].text() == PAO_LABEL[code]  # really translated
    assert editor.width() <= SCREEN[0]
    assert _problems(editor) == []


def test_the_editor_still_fits_after_a_live_switch(
    qtbot: QtBot, languages: i18n.LanguageManager, context: AppContext
) -> None:
    editor = _open(qtbot, context)
    for code in ("ru", "uk", "en", "ru"):
        languages.set_language(code)
        wanted = PAO_LABEL[code]

        def retranslated(wanted: str = wanted) -> bool:
            return editor.field_labels["pao_yaku"].text() == wanted

        qtbot.waitUntil(retranslated)
        _settle()
        assert _problems(editor) == [], code


def test_the_assumed_mark_is_an_icon_with_the_note_in_its_tooltip(
    qtbot: QtBot, languages: i18n.LanguageManager, context: AppContext
) -> None:
    # RRC's chombo amount and steps and its 30/10 uma are assumed (rrc.md §0: two PDFs are
    # both labelled v1.5), so each carries the mark
    languages.set_language("ru")
    editor = _open(qtbot, context)
    assert {"chombo_points", "chombo_uma_steps", "uma"} <= set(editor.assumed_fields())
    for name in editor.assumed_fields():
        mark = editor.editors[name].mark
        assert not mark.pixmap().isNull()
        assert mark.text() == ""  # no text to clip
        assert mark.toolTip().startswith("допущение: ")
    kiriage = editor.editors["kiriage"].mark
    assert kiriage.pixmap().isNull() and kiriage.toolTip() == ""


def test_the_title_bar_stays_on_a_768_px_screen(qtbot: QtBot, context: AppContext) -> None:
    # Issue 25: the dialog, centred on the window, had its title bar above the top of a
    # 768 px screen. Wherever Qt puts it, the dialog and a title bar's room stay on screen.
    from referee_app.views.widgets.screen_fit import available_geometry

    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    room = available_geometry(editor)
    editor.move(editor.x(), room.top() - 60)  # as if centred on a tall window
    editor.fit_on_screen()
    assert room.contains(editor.frameGeometry()), (editor.frameGeometry(), room)
