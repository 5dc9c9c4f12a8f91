"""`fill`, for the text layer and the views: see `referee_app.support.placeholders` (every
layer, core included, fills ``%1``, ``%2``… with the same function)."""

from __future__ import annotations

from referee_app.support.placeholders import fill

__all__ = ["fill"]
