"""Typed access to the persisted settings (QSettings, INI format)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

#: bounds of what the settings file may hold for a list (recent files) and its texts
MAX_LIST = 50
MAX_TEXT = 4096


class Settings:
    """One place for everything remembered between runs. Always read with `type=`.

    Tests point this at a temporary file: ``Settings(QSettings(path, QSettings.Format.IniFormat))``.
    """

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._s = qsettings or QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, "RiichiReferee", "referee"
        )

    @property
    def qsettings(self) -> QSettings:
        return self._s

    def _get_str(self, key: str, default: str = "") -> str:
        value = self._s.value(key, default, type=str)
        return value if isinstance(value, str) else default

    def _get_list(self, key: str) -> list[str]:
        """At most `MAX_LIST` texts of at most `MAX_TEXT` characters (a hand-edited or damaged
        file cannot make a menu of a million entries)."""
        value = self._s.value(key, [], type=list)
        if not isinstance(value, list):
            return []
        return [v for v in value[:MAX_LIST] if isinstance(v, str) and len(v) <= MAX_TEXT]

    @property
    def language(self) -> str:
        """'en', 'ru', 'uk', or '' before the first choice."""
        return self._get_str("ui/language")

    @language.setter
    def language(self, value: str) -> None:
        self._s.setValue("ui/language", value)

    @property
    def ruleset(self) -> str:
        """A preset id, or the JSON of a custom ruleset (``{"base": ...}``)."""
        return self._get_str("engine/ruleset", "ema")

    @ruleset.setter
    def ruleset(self, value: str) -> None:
        self._s.setValue("engine/ruleset", value)

    @property
    def recent_files(self) -> list[str]:
        return self._get_list("files/recent")

    @recent_files.setter
    def recent_files(self, value: list[str]) -> None:
        self._s.setValue("files/recent", list(value))

    def value_str(self, key: str, default: str = "") -> str:
        """Any other string setting (views may keep their own keys under their own prefix)."""
        return self._get_str(key, default)

    def set_value(self, key: str, value: str | int | bool | list[str]) -> None:
        self._s.setValue(key, value)

    def sync(self) -> None:
        self._s.sync()
