"""Switching the interface language while the app runs (English, Russian, Ukrainian).

`LanguageManager` owns two translators: ours (``resources/translations/referee_<code>.qm``,
built from ``translations/referee_<code>.ts`` by ``scripts/update_translations.py``) and Qt's
own (``qtbase_<code>.qm``, so standard dialogs and buttons follow). Installing or removing a
translator makes Qt post `QEvent.Type.LanguageChange` to every widget; each widget's
``changeEvent`` then calls its ``retranslate_ui()``. The choice is stored in `Settings`; on the
first start the system's preferred languages decide.

English is the source language: choosing it removes both translators.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from referee_app.core.settings import Settings

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "PLURAL_FORMS",
    "TS_LOCALES",
    "LanguageManager",
    "names_in_all_languages",
    "qm_path",
]

_log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"

#: Language code and the language's own name (shown as such in every interface language,
#: so that a user who cannot read the current language still finds their own).
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("ru", "Русский"),
    ("uk", "Українська"),
)

#: The locale each translated language's ``translations/referee_<code>.ts`` declares (lupdate's
#: ``-target-language``; ``scripts/update_translations.py`` reads it from here).
TS_LOCALES: dict[str, str] = {"ru": "ru_RU", "uk": "uk_UA"}

#: How many plural forms Qt expects in each translated language (Russian, Ukrainian: one, few,
#: many); ``scripts/update_translations.py`` checks every plural message has them.
PLURAL_FORMS: dict[str, int] = {"ru": 3, "uk": 3}

_CODES = frozenset(code for code, _ in LANGUAGES)


def qm_path(code: str) -> Path:
    """Where the compiled translation of the app for `code` lives (it may not exist)."""
    from referee_app.support.resources import translations_dir

    return translations_dir() / f"referee_{code}.qm"


@cache
def _translator(code: str) -> QTranslator | None:
    """Our translation for `code`, loaded once, to read names in a language not in use."""
    translator = QTranslator()
    return translator if translator.load(str(qm_path(code))) else None


def names_in_all_languages(source: str, context: str = "labels") -> list[str]:
    """`source` (an English source string) and its Russian and Ukrainian translations."""
    out = [source]
    for code, _name in LANGUAGES:
        translator = _translator(code) if code != "en" else None
        text = translator.translate(context, source) if translator is not None else ""
        if text and text not in out:
            out.append(text)
    return out


def _qt_translation_dirs() -> list[Path]:
    """Folders that may hold Qt's own ``qtbase_<code>.qm``: Qt's install, then our resources."""
    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    try:
        from referee_app.support.resources import translations_dir

        dirs.append(translations_dir())
    except ImportError:  # pragma: no cover - resources.py is part of the app
        pass
    return dirs


class LanguageManager(QObject):
    """Installs the translators for the chosen language and remembers the choice.

    ``LanguageManager(app, settings)``; call `start()` once at start-up, `set_language(code)`
    from the Language menu. `language_changed(code)` is emitted after the translators changed
    (widgets do not need it: they get `LanguageChange` events; it is for menus' check marks).
    """

    language_changed = Signal(str)

    def __init__(
        self, app: QCoreApplication, settings: Settings, parent: QObject | None = None
    ) -> None:
        super().__init__(parent if parent is not None else app)
        self._app = app
        self._settings = settings
        self._current = DEFAULT_LANGUAGE
        self._app_translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None
        # Restored when switching back to English, so number formats return to what they were.
        self._initial_locale = QLocale()

    # --- queries ---
    @staticmethod
    def available() -> list[tuple[str, str]]:
        """``[(code, native name), ...]``: en English, ru Русский, uk Українська."""
        return list(LANGUAGES)

    @property
    def current(self) -> str:
        """The language in use: ``"en"``, ``"ru"`` or ``"uk"``."""
        return self._current

    @staticmethod
    def system_default(ui_languages: Sequence[str] | None = None) -> str:
        """The first of Russian or Ukrainian among the system's preferred languages, else en.

        `ui_languages` defaults to `QLocale.system().uiLanguages()`: BCP 47 names in order of
        preference ("uk-UA", "ru", "en-US"...). The first of en/ru/uk in that list wins, so a
        system preferring English over Russian stays English; a list of only other languages
        (German, Polish...) gives English.
        """
        if ui_languages is None:
            ui_languages = QLocale.system().uiLanguages()
        for name in ui_languages:
            code = name.replace("_", "-").split("-", 1)[0].lower()
            if code in _CODES:
                return code
        return DEFAULT_LANGUAGE

    # --- actions ---
    def start(self) -> str:
        """Apply the stored language, or the system default on the first start. Returns it."""
        stored = self._settings.language
        code = stored if stored in _CODES else self.system_default()
        self.set_language(code)
        return code

    def set_language(self, code: str) -> None:
        """Install the translators for `code` (``en``, ``ru``, ``uk``) and store the choice.

        Raises `ValueError` for any other code. A missing ``.qm`` file (translations not built)
        is logged and the interface stays in English for that part; nothing else fails.
        """
        if code not in _CODES:
            raise ValueError(f"Unknown language {code!r}; known: {', '.join(sorted(_CODES))}")
        self._remove_translators()
        # English is the source language; its .qm holds only the plural forms ("1 tile").
        self._app_translator = self._load(qm_path(code), f"referee_{code}")
        if code != DEFAULT_LANGUAGE:
            self._qt_translator = self._load_qt(code)
            QLocale.setDefault(QLocale(code))
        else:
            QLocale.setDefault(self._initial_locale)
        self._current = code
        self._settings.language = code
        self.language_changed.emit(code)

    # --- internals ---
    def _remove_translators(self) -> None:
        for translator in (self._app_translator, self._qt_translator):
            if translator is not None:
                QCoreApplication.removeTranslator(translator)
                translator.deleteLater()  # not kept until the manager goes
        self._app_translator = None
        self._qt_translator = None

    def _load(self, path: Path, what: str) -> QTranslator | None:
        translator = QTranslator(self)
        if not path.is_file() or not translator.load(str(path)):
            _log.warning("Translation %s not found or unreadable at %s", what, path)
            translator.deleteLater()
            return None
        QCoreApplication.installTranslator(translator)
        return translator

    def _load_qt(self, code: str) -> QTranslator | None:
        for folder in _qt_translation_dirs():
            path = folder / f"qtbase_{code}.qm"
            if path.is_file():
                return self._load(path, f"qtbase_{code}")
        _log.info("Qt's own translation qtbase_%s.qm not found; Qt dialogs stay in English", code)
        return None
