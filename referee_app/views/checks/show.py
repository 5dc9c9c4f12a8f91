"""A check's answer in large type over the whole window (the shared hand display)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text.check_text import CheckReport
from referee_app.views.widgets.hand_show import HandShowOverlay, TileSizes
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["CheckShowOverlay"]

translate = QCoreApplication.translate

#: the hand, then the tiles the answer names (a little smaller)
SIZES = TileSizes(hand=80, second=60, share=0.16, least=36, second_least=30, gap=16)


class CheckShowOverlay(HandShowOverlay):
    """Title (the check), the situation (winds), the tiles, the verdict, the reasons and, at
    the foot in smaller type, the assumed rule values a marked cost rests on (nobody at the
    table can hover); Esc returns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, SIZES)
        self.title = self._label()
        self.situation = self._label()  # the winds of a tenpai check: what the answer rests on
        self.verdict = self._label()
        self.lines = self._label()
        self.notes = self._label()
        self.type_sizes = (
            (self.title, 30, False),
            (self.situation, 24, False),
            (self.verdict, 38, True),
            (self.lines, 22, False),
            (self.notes, 16, False),
        )
        self._arrange(
            [
                self.title,
                self.situation,
                self.tiles,
                self.answer_tiles,
                self.verdict,
                self.lines,
                self.notes,
            ]
        )
        self.retranslate_ui()

    @property
    def answer_tiles(self) -> TileRow:
        """The tiles the answer names (the waits, the tiles responsible…): the second row."""
        return self.second_row

    def set_report(self, title: str, hand: HandState, report: CheckReport) -> None:
        self.show_hand(hand.snapshot)
        self.title.setText(title)
        self.situation.setText(" · ".join(report.situation))
        self.situation.setVisible(bool(report.situation))
        self.verdict.setText(report.verdict)
        shown: list[TileItem] = []
        captions = []
        for caption, tiles, _marked in report.tiles[:2]:
            if tiles:
                shown.extend(
                    TileItem(t, gap=24 if shown and i == 0 else 0) for i, t in enumerate(tiles)
                )
                captions.append(caption)
        self.show_second(shown)
        self.lines.setText("\n".join([" · ".join(captions), *report.lines[:4], *report.cost[:2]]))
        self.notes.setText("\n".join(report.cost_notes))
        self.notes.setVisible(bool(report.cost_notes))
        self._fonts()

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("CheckShowOverlay", "Esc returns to the Checks tab."))
        self.close_button.setText(translate("CheckShowOverlay", "Close"))
        self.setAccessibleName(translate("CheckShowOverlay", "Shown to the table"))
