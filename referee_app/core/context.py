"""What every view shares: settings and the selected ruleset, with change signals."""

from __future__ import annotations

import json

from PySide6.QtCore import QObject, Signal

from engine.errors import EngineError
from engine.rulesets import (
    DEFAULT_RULESET_ID,
    PRESETS,
    Ruleset,
    ruleset_from_json,
    ruleset_to_json,
)
from referee_app.core.settings import Settings
from referee_app.core.strict_json import StrictJsonError, parse_json_bytes

#: a custom ruleset kept in the settings: far more than its overrides ever take
MAX_RULESET_BYTES = 64 * 1024


class AppContext(QObject):
    """Holds the current ruleset; views listen to `ruleset_changed`.

    `ruleset_json` is the value to put in an engine request's ``ruleset`` field: a preset id,
    or ``{"base": ..., overrides}`` for a custom ruleset.
    """

    ruleset_changed = Signal(object)  # Ruleset

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._ruleset = self._load_ruleset(settings.ruleset)

    @staticmethod
    def _load_ruleset(stored: str) -> Ruleset:
        try:
            if stored.startswith("{"):  # a custom ruleset: strict JSON, bounded in size and depth
                data = stored.encode("utf-8", "surrogatepass")
                custom = ruleset_from_json(
                    parse_json_bytes(data, max_bytes=MAX_RULESET_BYTES, max_depth=8)
                )
                custom.name.encode("utf-8")  # a lone surrogate could never be written back
                return custom
            return ruleset_from_json(stored or DEFAULT_RULESET_ID)
        except (EngineError, StrictJsonError, ValueError, TypeError):  # UnicodeError included
            return PRESETS[DEFAULT_RULESET_ID]

    @property
    def ruleset(self) -> Ruleset:
        return self._ruleset

    @property
    def ruleset_json(self) -> str | dict[str, object]:
        return ruleset_to_json(self._ruleset)

    def set_ruleset(self, ruleset: Ruleset) -> None:
        if ruleset == self._ruleset and ruleset.name == self._ruleset.name:
            return
        self._ruleset = ruleset
        stored = self.ruleset_json
        self.settings.ruleset = stored if isinstance(stored, str) else json.dumps(stored)
        self.ruleset_changed.emit(ruleset)
