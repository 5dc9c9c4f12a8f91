"""A check's answer in large type over the whole window (the Hand view's overlay base)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text.check_text import CheckReport
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.large_type import LargeTypeOverlay
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["CheckShowOverlay"]

translate = QCoreApplication.translate


class CheckShowOverlay(LargeTypeOverlay):
    """Title (the check), the situation (winds), the tiles, the verdict, the reasons; Esc
    returns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        self.title = QLabel(self)
        self.situation = QLabel(self)  # the winds of a tenpai check: what the answer rests on
        self.verdict = QLabel(self)
        self.lines = QLabel(self)
        for label in (self.title, self.situation, self.verdict, self.lines):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.tiles = TileRow(self, tile_height=80)
        self.tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.answer_tiles = TileRow(self, tile_height=60)
        self.answer_tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.situation)
        for row in (self.tiles, self.answer_tiles):
            line = QHBoxLayout()
            line.addStretch(1)
            line.addWidget(row)
            line.addStretch(1)
            layout.addLayout(line)
        layout.addWidget(self.verdict)
        layout.addWidget(self.lines)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        self.retranslate_ui()

    def set_report(self, title: str, hand: HandState, report: CheckReport) -> None:
        snap = hand.snapshot
        items = concealed_items(snap, gap=16)
        for i, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, i, gap=16))
        self.tiles.set_items(items)
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
        self.answer_tiles.set_items(shown)
        self.answer_tiles.setVisible(bool(shown))
        self.lines.setText("\n".join([" · ".join(captions), *report.lines[:4], *report.cost[:2]]))
        self._fonts()

    @override
    def _fonts(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        scale = min(w / 1024, h / 700)
        base = QFont(self.font())
        for label, size, bold in (
            (self.title, 30, False),
            (self.situation, 24, False),
            (self.verdict, 38, True),
            (self.lines, 22, False),
        ):
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)
        count = max(1, len(self.tiles.items))
        tile_h = int(min(h * 0.16, (w - 120) / (count * 0.8 + 1)))
        self.tiles.set_tile_height(max(36, tile_h))
        self.answer_tiles.set_tile_height(max(30, int(tile_h * 0.8)))

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("CheckShowOverlay", "Esc returns to the Checks tab."))
        self.close_button.setText(translate("CheckShowOverlay", "Close"))
        self.setAccessibleName(translate("CheckShowOverlay", "Shown to the table"))
