"""LanguageManager: installs our and Qt's translators, stores the choice, follows the system."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from referee_app.core.settings import Settings
from referee_app.support.compat import override
from referee_app.text import i18n
from referee_app.text.i18n import LanguageManager

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def manager(
    qapp: QApplication,
    settings: Settings,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[LanguageManager]:
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    mgr = LanguageManager(qapp, settings)
    yield mgr
    mgr.set_language("en")  # leave no translator installed for the next test
    mgr.deleteLater()


class _Probe(QWidget):
    """Counts LanguageChange events, like every real widget's changeEvent."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_available_lists_the_three_languages_by_native_name() -> None:
    assert LanguageManager.available() == [
        ("en", "English"),
        ("ru", "Русский"),
        ("uk", "Українська"),
    ]


def test_set_language_installs_translation_and_stores_choice(
    manager: LanguageManager, settings: Settings
) -> None:
    seen: list[str] = []
    manager.language_changed.connect(seen.append)
    manager.set_language("ru")
    assert manager.current == "ru"
    assert settings.language == "ru"
    assert seen == ["ru"]
    # "Yes" in context labels: the Russian word is "Да" (translations/referee_ru.ts).
    assert QCoreApplication.translate("labels", "Yes") == "Да"
    manager.set_language("uk")
    assert QCoreApplication.translate("labels", "Yes") == "Так"
    manager.set_language("en")
    assert QCoreApplication.translate("labels", "Yes") == "Yes"
    assert seen == ["ru", "uk", "en"]


def test_qt_own_dialog_strings_follow(manager: LanguageManager) -> None:
    # qtbase_ru.qm ships with Qt: the standard "Cancel" button of QPlatformTheme is "Отмена".
    manager.set_language("ru")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
    manager.set_language("uk")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Скасувати"
    manager.set_language("en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_widgets_get_language_change(qtbot, manager: LanguageManager) -> None:  # type: ignore[no-untyped-def]
    probe = _Probe()
    qtbot.addWidget(probe)
    manager.set_language("uk")
    qtbot.waitUntil(lambda: probe.changes >= 1)


def test_number_format_follows_language(manager: LanguageManager) -> None:
    before = QLocale().toString(7700)
    manager.set_language("ru")
    # Russian groups digits with a (non-breaking) space: 7 700.
    assert QLocale().toString(7700).replace("\xa0", " ") == "7 700"
    manager.set_language("en")
    assert QLocale().toString(7700) == before


def test_unknown_language_is_refused(manager: LanguageManager) -> None:
    with pytest.raises(ValueError, match="de"):
        manager.set_language("de")
    assert manager.current == "en"


@pytest.mark.parametrize(
    ("ui_languages", "expected"),
    [
        (["uk-UA", "ru-RU", "en-US"], "uk"),
        (["ru", "en"], "ru"),
        (["de-DE", "uk"], "uk"),  # German is not offered; Ukrainian is the first we have
        (["en-GB", "ru-RU"], "en"),  # the user put English first
        (["de-DE", "fr-FR"], "en"),
        ([], "en"),
        (["ru_RU"], "ru"),
    ],
)
def test_system_default_picks_first_supported(ui_languages: list[str], expected: str) -> None:
    assert LanguageManager.system_default(ui_languages) == expected


def test_start_applies_stored_choice(manager: LanguageManager, settings: Settings) -> None:
    settings.language = "uk"
    assert manager.start() == "uk"
    assert manager.current == "uk"
    assert QCoreApplication.translate("labels", "No") == "Ні"


def test_start_without_stored_choice_follows_system(
    qapp: QApplication,
    tmp_path: Path,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    monkeypatch.setattr(LanguageManager, "system_default", staticmethod(lambda: "ru"))
    fresh = Settings(QSettings(str(tmp_path / "fresh.ini"), QSettings.Format.IniFormat))
    mgr = LanguageManager(qapp, fresh)
    try:
        assert fresh.language == ""
        assert mgr.start() == "ru"
        assert fresh.language == "ru"
    finally:
        mgr.set_language("en")
        mgr.deleteLater()


def test_missing_translation_file_keeps_english(
    qapp: QApplication, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "qm_path", lambda code: tmp_path / f"absent_{code}.qm")
    mgr = LanguageManager(qapp, settings)
    try:
        mgr.set_language("ru")  # does not raise
        assert mgr.current == "ru"
        assert QCoreApplication.translate("labels", "Yes") == "Yes"
    finally:
        mgr.set_language("en")
        mgr.deleteLater()


def test_default_qm_path_is_in_resources() -> None:
    from referee_app.support.resources import translations_dir

    assert i18n.qm_path("ru") == translations_dir() / "referee_ru.qm"


@pytest.mark.parametrize("code", ["ru", "uk"])
def test_qt_file_dialog_speaks_the_language(
    qtbot: QtBot, manager: LanguageManager, code: str, tmp_path: Path
) -> None:
    # Issue 25: Qt's own qtbase_ru/uk.qm hold "Look in:" but Qt 6 asks for "&Look in:", so the
    # file dialog said "Look in:", "Files of type:" and "Folder" in English.
    from PySide6.QtWidgets import QFileDialog, QLabel

    from referee_app.text.qt_strings import QT_STRINGS

    manager.set_language(code)
    for context, source in QT_STRINGS:
        assert QCoreApplication.translate(context, str(source)) != source, (context, source)
    (tmp_path / "folder").mkdir()
    dialog = QFileDialog(None, "", str(tmp_path), "*.json")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    assert len(labels) >= 3
    assert all(not re.search("[A-Za-z]", text) for text in labels), labels
