"""The one exception type the engine raises for user mistakes."""

from collections.abc import Mapping
from typing import Any

from engine.ids import ErrorCode


class EngineError(Exception):
    """A clear, expected error: bad input, an impossible situation, a hand that does not win.

    `code` is an `ErrorCode`; `message` is plain English; `details` holds ids and numbers the
    GUI uses to say the same thing in the user's language (e.g. ``{"position": 4}``,
    ``{"conflict": "rinshan_on_ron"}``, ``{"tile": "5m", "count": 5}``).
    """

    def __init__(self, code: ErrorCode, message: str, details: Mapping[str, Any] | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.details: dict[str, Any] = dict(details or {})

    def to_json(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": str(self.code), "message": self.message}
        if self.details:
            error["details"] = self.details
        return {"ok": False, "error": error}
