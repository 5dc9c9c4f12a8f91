""" "Show to the table": the result across the whole window in type readable from a distance.

`HandResultOverlay` covers the main window (tabs included) with the hand drawn in large tiles,
the yaku, the value and who pays what. Esc, F11 or the Close button returns to the Hand view.

The Checks tab's display is the same widget (`views/widgets/hand_show.py`) with its own lines;
the Table tab's counterpart is `views/table/overlay.py`; all three share
`views/widgets/large_type.py`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.views.hand.breakdown_view import payment_text
from referee_app.views.widgets.hand_show import HandShowOverlay, TileSizes
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["HandResultOverlay"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate

#: the hand, then the waits of a 13-tile hand (a little smaller)
SIZES = TileSizes(hand=90, second=70, share=0.2, least=40, second_least=36, gap=24)


class HandResultOverlay(HandShowOverlay):
    """Large-type result over the window; `refresh()` follows the hand state.

    `closed` fires when it hides, so the Hand view can take the keyboard focus back.
    """

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent, SIZES)
        self.hand_state = hand_state
        self.value = self._label(wrap=False)
        self.detail = self._label()
        self.payment = self._label()
        self.yaku = self._label()
        self.notes = self._label()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.type_sizes = (
            (self.value, 64, True),
            (self.detail, 26, False),
            (self.payment, 32, True),
            (self.yaku, 24, False),
            (self.notes, 16, False),
        )
        # the waits of a 13-tile hand, drawn (tiles are never spelled out in the hand area)
        self._arrange(
            [
                *(self.tiles, self.value, self.detail, self.wait_tiles),
                *(self.payment, self.yaku, self.notes),
            ]
        )
        hand_state.changed.connect(self._on_changed)
        self.retranslate_ui()

    @property
    def wait_tiles(self) -> TileRow:
        """The waits of a 13-tile hand: the second row."""
        return self.second_row

    def _on_changed(self) -> None:
        if self.isVisible():
            self.refresh()

    def refresh(self) -> None:
        state = self.hand_state
        self.show_hand(state.snapshot)
        result = state.result or {}
        kind = state.result_kind
        self._set_waits([])
        # a total worked from an assumed rule value: the mark, and the note at the foot (as in
        # the breakdown; nobody at the table can hover)
        notes = assumed_marks.notes(state.ruleset, result) if kind == "score" else []
        self.notes.setText("\n".join(notes))
        self.notes.setVisible(bool(notes))
        self.value.setToolTip("\n".join(notes))
        if kind == "score" and result.get("ok"):
            self.value.setText(
                assumed_marks.marked(labels.points_text(int(result.get("total", 0))), result)
            )
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
        self.show_second([TileItem(t, key=t) for t in tiles])

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("ShowTableOverlay", "Esc returns to the Hand view."))
        self.close_button.setText(translate("ShowTableOverlay", "Close"))
        self.setAccessibleName(translate("ShowTableOverlay", "Result shown to the table"))
        self.refresh()
