"""Closed kan after riichi: the hand at riichi, the drawn tile and the proposed kan."""

from __future__ import annotations

import contextlib
from typing import ClassVar

from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel

from referee_app.core.check_state import CheckKind
from referee_app.graphics.tiles import tile_accessible_name
from referee_app.views.checks.check_page import CheckPage, translate

__all__ = ["KanPage"]


class KanPage(CheckPage):
    """The 13 tiles at riichi (closed kans as calls), then the drawn tile; the kan asked."""

    KIND: ClassVar[CheckKind] = CheckKind.KAN_AFTER_RIICHI

    def build_extra(self, grid: QGridLayout, row: int) -> None:
        self.kan_label = QLabel(self.input_box)
        self.kan_choice = QComboBox(self.input_box)
        self.kan_label.setBuddy(self.kan_choice)
        self.kan_choice.activated.connect(self._on_kan_chosen)
        grid.addWidget(self.kan_label, row, 0)
        grid.addWidget(self.kan_choice, row, 1)

    def hand_texts(self) -> tuple[str, str]:
        return (
            translate("KanPage", "Hand and drawn tile"),
            translate("KanPage", "e.g. 111m234p567s789s5z 1m (the last tile: the one drawn)"),
        )

    def _on_kan_chosen(self, index: int) -> None:
        tile = self.kan_choice.itemData(index)
        if isinstance(tile, str):
            self.state.set_value("kan_tile", tile)

    def refresh_extra(self) -> None:
        options = self.state.kan_options()
        current = ""
        with contextlib.suppress(ValueError):
            current = str(self.state.to_request().get("kan_tile", ""))
        self.kan_choice.blockSignals(True)
        self.kan_choice.clear()
        for tile in options:
            self.kan_choice.addItem(f"{tile} — {tile_accessible_name(tile)}", tile)
        if current in options:
            self.kan_choice.setCurrentIndex(options.index(current))
        self.kan_choice.setEnabled(bool(options))
        self.kan_choice.blockSignals(False)

    def retranslate_extra(self) -> None:
        self.kan_label.setText(translate("KanPage", "Kan of"))
        self.kan_choice.setToolTip(
            translate("KanPage", "The four tiles the player wants to declare as a closed kan")
        )
        self.refresh_extra()
