"""Nine terminals and honours (kyuushu kyuuhai): the 14 tiles after the first draw."""

from __future__ import annotations

from typing import ClassVar

from referee_app.core.check_state import CheckKind
from referee_app.views.checks.check_page import CheckPage, translate

__all__ = ["KyuushuPage"]


class KyuushuPage(CheckPage):
    """The 14 tiles, whether a call came before, whether this is the first draw."""

    KIND: ClassVar[CheckKind] = CheckKind.KYUUSHU
    FIELDS = (("calls_before", "flag"), ("first_draw", "flag"))

    def hand_texts(self) -> tuple[str, str]:
        return (
            translate("KyuushuPage", "The 14 tiles"),
            translate("KyuushuPage", "e.g. 19m19p19s1234z 258m"),
        )

    def field_texts(self) -> dict[str, tuple[str, str]]:
        return {
            "calls_before": (translate("KyuushuPage", "A call came before in this hand"), ""),
            "first_draw": (translate("KyuushuPage", "This is the player's first draw"), ""),
        }
