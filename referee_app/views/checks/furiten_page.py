"""Furiten: may the player win by ron now? The pond entries responsible are marked."""

from __future__ import annotations

from typing import ClassVar

from referee_app.core.check_state import CheckKind, format_pond, parse_pond
from referee_app.core.hand_state import NotationError
from referee_app.text import check_text
from referee_app.views.checks.check_page import CheckPage, translate
from referee_app.views.widgets.tile_widgets import TileItem

__all__ = ["FuritenPage"]


class FuritenPage(CheckPage):
    """The hand (a 14th tile: the claimed one), the discards, the tiles passed since, riichi."""

    KIND: ClassVar[CheckKind] = CheckKind.FURITEN
    FIELDS = (("discards", "text"), ("passed", "text"), ("riichi", "flag"))

    def hand_texts(self) -> tuple[str, str]:
        return (
            translate("FuritenPage", "Hand and claimed tile"),
            translate("FuritenPage", "e.g. 23m456p789s11z678m 4m (the last tile: the one claimed)"),
        )

    def field_texts(self) -> dict[str, tuple[str, str]]:
        return {
            "discards": (
                translate("FuritenPage", "Own discards"),
                translate("FuritenPage", "in order; * riichi tile, ^ called away: 1z9p* 4m^"),
            ),
            "passed": (
                translate("FuritenPage", "Passed since"),
                translate(
                    "FuritenPage",
                    "others' discards since; + own draw, = own call, - own discard, ! a call",
                ),
            ),
            "riichi": (translate("FuritenPage", "The player is in riichi"), ""),
        }

    def field_items(self, name: str) -> list[TileItem]:
        answer = self.state.answer
        if name == "discards":
            try:
                entries = parse_pond(self.state.text(name))
            except NotationError:
                return []
            marked = check_text.responsible(answer, "discards")
            return [
                TileItem(
                    str(e["tile"]),
                    key=i,
                    rotated=bool(e["riichi"]),
                    dimmed=bool(e["called"]),
                    marked=i in marked,
                )
                for i, e in enumerate(entries)
            ]
        items = super().field_items(name)
        marked = check_text.responsible(answer, "passed")
        return [TileItem(i.tile, key=i.key, gap=i.gap, marked=i.key in marked) for i in items]

    def _on_field_tile(self, name: str, key: object, *, alt: bool) -> None:
        """A click on a discard marks it as called away; a right click as the riichi tile."""
        if name != "discards" or not isinstance(key, int):
            return
        try:
            entries = parse_pond(self.state.text(name))
        except NotationError:
            return
        mark = "riichi" if alt else "called"
        if mark == "riichi" and not entries[key]["riichi"]:
            for e in entries:
                e["riichi"] = False
        entries[key][mark] = not entries[key][mark]
        self.state.set_value(name, format_pond(entries))

    def retranslate_extra(self) -> None:
        tip = translate(
            "FuritenPage",
            "Click a discard: called away; right-click: the riichi declaration tile. "
            "Marked tiles are the ones that make the player furiten.",
        )
        self.field_rows["discards"].set_tooltip_hint(tip)
