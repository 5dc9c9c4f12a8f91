""" "Show to the table": the result across the whole window in type readable from a distance.

`ShowTableOverlay` covers the main window (tabs included) with the hand drawn in large tiles,
the yaku, the value and who pays what. Esc, F11 or the Close button returns to the Hand view.

The Table tab's counterpart is `views/table/overlay.py`; both share
`views/widgets/large_type.py`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text import labels
from referee_app.text.placeholders import fill
from referee_app.views.hand.breakdown_view import payment_text
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.large_type import LargeTypeOverlay
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["ShowTableOverlay"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


class ShowTableOverlay(LargeTypeOverlay):
    """Large-type result over the window; `refresh()` follows the hand state.

    `closed` fires when it hides, so the Hand view can take the keyboard focus back.
    """

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        self.value = QLabel(self)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.payment = QLabel(self)
        self.payment.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.payment.setWordWrap(True)
        self.tiles = TileRow(self, tile_height=90)
        self.tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tiles_row = QHBoxLayout()
        tiles_row.addStretch(1)
        tiles_row.addWidget(self.tiles)
        tiles_row.addStretch(1)
        # the waits of a 13-tile hand, drawn (tiles are never spelled out in the hand area)
        self.wait_tiles = TileRow(self, tile_height=70)
        self.wait_tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        waits_row = QHBoxLayout()
        waits_row.addStretch(1)
        waits_row.addWidget(self.wait_tiles)
        waits_row.addStretch(1)
        self.yaku = QLabel(self)
        self.yaku.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.yaku.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addLayout(tiles_row)
        layout.addWidget(self.value)
        layout.addWidget(self.detail)
        layout.addLayout(waits_row)
        layout.addWidget(self.payment)
        layout.addWidget(self.yaku)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        hand_state.changed.connect(self._on_changed)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    def _on_changed(self) -> None:
        if self.isVisible():
            self.refresh()

    @override
    def _fonts(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        scale = min(w / 1024, h / 700)
        base = QFont(self.font())
        for label, size, bold in (
            (self.value, 64, True),
            (self.detail, 26, False),
            (self.payment, 32, True),
            (self.yaku, 24, False),
        ):
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)
        tiles = max(1, len(self.tiles.items))
        tile_h = int(min(h * 0.2, (w - 120) / (tiles * 0.8 + 1)))
        self.tiles.set_tile_height(max(40, tile_h))
        self.wait_tiles.set_tile_height(max(36, int(tile_h * 0.8)))

    def refresh(self) -> None:
        state = self.hand_state
        snap = state.snapshot
        items = concealed_items(snap, gap=24)
        for i, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, i, gap=24))
        self.tiles.set_items(items)
        for button in self.tiles.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        result = state.result or {}
        kind = state.result_kind
        self._set_waits([])
        if kind == "score" and result.get("ok"):
            self.value.setText(labels.points_text(int(result.get("total", 0))))
            if result.get("yakuman"):
                detail = labels.yakuman_text(int(result["yakuman"]))
            else:
                detail = labels.han_fu_text(int(result.get("han", 0)), int(result.get("fu", 0)))
                if result.get("limit"):
                    detail = f"{labels.limit_label(str(result['limit']))} · {detail}"
            self.detail.setText(detail)
            # what each payer hands over, counters included, and the sticks on the table
            payment = payment_text(
                result.get("payments") or {},
                win=str(result.get("win", "")),
                honba_points=int(result.get("honba_points", 0)),
            )
            sticks = int(result.get("riichi_points", 0))
            if sticks:
                payment += "\n" + fill(
                    translate("BreakdownView", "Riichi sticks on the table: +%1"),
                    labels.points_text(sticks),
                )
            self.payment.setText(payment)
            # romaji with the local name beside it, as everywhere (glossary): players at the
            # table read their own language's name
            names = [labels.yaku_full_name(str(y.get("id", ""))) for y in result.get("yaku", [])]
            for key in ("dora", "aka", "ura"):
                n = int(result.get(key, 0))
                if n:
                    names.append(labels.dora_text(key, n))
            self.yaku.setText(" · ".join(names))
        elif kind == "waits" and result.get("ok"):
            waits = result.get("waits") or []
            self.value.setText(
                translate("ShowTableOverlay", "Tenpai")
                if result.get("tenpai")
                else translate("ShowTableOverlay", "Not tenpai")
            )
            self.detail.setText(translate("ShowTableOverlay", "Waits") if waits else "")
            self._set_waits([str(w) for w in waits])
            self.payment.setText("")
            self.yaku.setText("")
        elif result and not result.get("ok"):
            error = result.get("error") or {}
            self.value.setText(translate("ShowTableOverlay", "No win"))
            self.detail.setText(
                labels.error_label(str(error.get("code", "")), error.get("details") or {})
            )
            self.payment.setText("")
            self.yaku.setText("")
        else:
            self.value.setText(translate("ShowTableOverlay", "No hand yet"))
            self.detail.setText("")
            self.payment.setText("")
            self.yaku.setText("")
        self._fonts()

    def _set_waits(self, tiles: list[str]) -> None:
        self.wait_tiles.set_items([TileItem(t, key=t) for t in tiles])
        self.wait_tiles.setVisible(bool(tiles))
        for button in self.wait_tiles.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("ShowTableOverlay", "Esc returns to the Hand view."))
        self.close_button.setText(translate("ShowTableOverlay", "Close"))
        self.setAccessibleName(translate("ShowTableOverlay", "Result shown to the table"))
        self.refresh()
