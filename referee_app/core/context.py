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
            if stored.startswith("{"):
                return ruleset_from_json(json.loads(stored))
            return ruleset_from_json(stored or DEFAULT_RULESET_ID)
        except (EngineError, ValueError):
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
