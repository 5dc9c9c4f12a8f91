"""Tenpai at an exhaustive draw, with the tiles the player can see."""

from __future__ import annotations

from typing import ClassVar

from referee_app.core.check_state import CheckKind
from referee_app.views.checks.check_page import CheckPage, translate

__all__ = ["DrawTenpaiPage"]


class DrawTenpaiPage(CheckPage):
    """The hand and calls; ponds, others' calls and dora indicators the player sees; the seat
    and round wind (for the yaku check); riichi."""

    KIND: ClassVar[CheckKind] = CheckKind.DRAW_TENPAI
    FIELDS = (
        ("visible", "text"),
        ("discards", "text"),
        ("winds", "winds"),  # a seat or round wind triplet is a yaku
        ("riichi", "flag"),
    )
    USES_DORA = True

    def hand_texts(self) -> tuple[str, str]:
        return (
            translate("DrawTenpaiPage", "Hand and calls"),
            translate("DrawTenpaiPage", "e.g. 1112345678999m | dora:4p"),
        )

    def field_texts(self) -> dict[str, tuple[str, str]]:
        return {
            "visible": (
                translate("DrawTenpaiPage", "Seen elsewhere"),
                translate("DrawTenpaiPage", "others' ponds and calls: 5p5p 6s"),
            ),
            "discards": (
                translate("DrawTenpaiPage", "Own discards"),
                translate("DrawTenpaiPage", "the player's own pond"),
            ),
            "riichi": (translate("DrawTenpaiPage", "The player declared riichi"), ""),
        }
