"""Swap-calling (kuikae): the call and the discard that followed."""

from __future__ import annotations

from typing import ClassVar

from referee_app.core.check_state import CheckKind
from referee_app.views.checks.check_page import CheckPage, translate

__all__ = ["KuikaePage"]


class KuikaePage(CheckPage):
    """A chi or pon (Chi / Pon mode of the palette, the called tile first), then the discard."""

    KIND: ClassVar[CheckKind] = CheckKind.KUIKAE

    def hand_texts(self) -> tuple[str, str]:
        return (
            translate("KuikaePage", "Call and discard"),
            translate("KuikaePage", "e.g. chi:3m45m 6m (the call, then the tile discarded)"),
        )
