"""The situation of a win: ron or tsumo, winds, riichi and the special-timing flags, counters.

Every control writes straight into the `HandState`. A flag the rest of the situation makes
impossible (ippatsu without riichi, rinshan on a ron, tenhou for a non-dealer...) is disabled,
and its tooltip says why in the words of `labels.conflict_label`: the engine's
`conflicting_situation` checks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.facts import situation_flag_in_use
from engine.ids import SITUATION_FLAGS
from referee_app.core.hand_state import HandState
from referee_app.text import labels
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.wind_selectors import WindSelectors

__all__ = ["SituationPanel"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


#: Check-box grid positions (row, column). "…a closed kan" sits right of chankan, the flag it
#: depends on (it is enabled only when chankan is ticked).
_FLAG_POSITIONS: dict[str, tuple[int, int]] = {
    "riichi": (0, 0),
    "double_riichi": (0, 1),
    "ippatsu": (1, 0),
    "rinshan": (1, 1),
    "haitei": (2, 0),
    "houtei": (2, 1),
    "chankan": (3, 0),
    "chankan_closed_kan": (3, 1),
    "tenhou": (4, 0),
    "chiihou": (4, 1),
    "renhou": (5, 0),
    "paarenchan": (5, 1),
}


class SituationPanel(Retranslating, QWidget):
    """Ron/tsumo, seat and round wind, flags, honba and riichi sticks."""

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

        win_row = QHBoxLayout()
        self.ron = QRadioButton(self)
        self.tsumo = QRadioButton(self)
        self._win_group = QButtonGroup(self)
        self._win_group.addButton(self.ron)
        self._win_group.addButton(self.tsumo)
        self.ron.toggled.connect(self._on_win_toggled)
        win_row.addWidget(self.ron)
        win_row.addWidget(self.tsumo)
        win_row.addStretch(1)
        layout.addLayout(win_row)

        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        self.winds = WindSelectors(hand_state, self)
        self.seat_wind, self.round_wind = self.winds.seat_wind, self.winds.round_wind
        self.seat_label, self.round_label = self.winds.seat_label, self.winds.round_label
        self.dealer_note = self.winds.dealer_note
        form.addRow(self.seat_label, self.winds.seat_row)
        form.addRow(self.round_label, self.round_wind)
        layout.addLayout(form)

        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        self.flags: dict[str, QCheckBox] = {}
        for flag in SITUATION_FLAGS:
            box = QCheckBox(self)
            box.toggled.connect(lambda on, f=flag: self._on_flag(f, on))
            row, col = _FLAG_POSITIONS[flag]
            grid.addWidget(box, row, col)
            self.flags[flag] = box
        layout.addLayout(grid)

        counters = QFormLayout()
        counters.setContentsMargins(0, 0, 0, 0)
        self.honba = QSpinBox(self)
        self.honba.setRange(0, 99)
        self.sticks = QSpinBox(self)
        self.sticks.setRange(0, 99)
        self.honba.valueChanged.connect(hand_state.set_honba)
        self.sticks.valueChanged.connect(hand_state.set_riichi_sticks)
        self.honba_label = QLabel(self)
        self.sticks_label = QLabel(self)
        self.honba_label.setBuddy(self.honba)
        self.sticks_label.setBuddy(self.sticks)
        counters.addRow(self.honba_label, self.honba)
        counters.addRow(self.sticks_label, self.sticks)
        layout.addLayout(counters)
        layout.addStretch(1)

        self._tips: dict[str, str] = {}
        hand_state.changed.connect(self.refresh)
        self.retranslate_ui()

    # --- user input ----------------------------------------------------------------------

    def _on_win_toggled(self, _checked: bool) -> None:
        self.hand_state.set_win("ron" if self.ron.isChecked() else "tsumo")

    def _on_flag(self, flag: str, on: bool) -> None:
        if not self.hand_state.set_flag(flag, on):
            self.refresh()  # refused: show the state as it is

    # --- display -------------------------------------------------------------------------

    def refresh(self) -> None:
        snap = self.hand_state.snapshot
        widgets = [self.ron, self.tsumo, self.honba, self.sticks]
        widgets.extend(self.flags.values())
        for w in widgets:
            w.blockSignals(True)
        try:
            self.ron.setChecked(snap.win == "ron")
            self.tsumo.setChecked(snap.win == "tsumo")
            self.winds.refresh()
            self.honba.setValue(snap.honba)
            self.sticks.setValue(snap.riichi_sticks)
            ruleset = self.hand_state.ruleset
            for flag, box in self.flags.items():
                box.setChecked(flag in snap.flags)
                blocker = self.hand_state.flag_blocker(flag)
                box.setEnabled(blocker is None or flag in snap.flags)
                tip = self._tips.get(flag, "")
                if blocker is not None and flag not in snap.flags:
                    why_not = translate("SituationPanel", "Not possible now:")
                    tip = f"{tip}\n\n{why_not} {labels.conflict_label(blocker)}"
                box.setToolTip(tip)
            for flag, box in self.flags.items():
                box.setVisible(situation_flag_in_use(flag, ruleset))
        finally:
            for w in widgets:
                w.blockSignals(False)

    def retranslate_ui(self) -> None:
        self.ron.setText(translate("SituationPanel", "Ron"))
        self.ron.setToolTip(
            translate("SituationPanel", "Won on another player's discard (key T switches).")
        )
        self.tsumo.setText(translate("SituationPanel", "Tsumo"))
        self.tsumo.setToolTip(
            translate("SituationPanel", "Won on a self-drawn tile (key T switches).")
        )
        self.winds.retranslate_ui()
        self.seat_wind.setToolTip(
            translate("SituationPanel", "The winner's seat wind; East is the dealer.")
        )
        names = {
            "riichi": (
                translate("SituationPanel", "Riichi"),
                translate("SituationPanel", "The winner declared riichi (key R)."),
            ),
            "double_riichi": (
                translate("SituationPanel", "Double riichi"),
                translate(
                    "SituationPanel", "Riichi declared on the first discard, before any call."
                ),
            ),
            "ippatsu": (
                translate("SituationPanel", "Ippatsu"),
                translate(
                    "SituationPanel",
                    "Won within one go-round after riichi, with no call in between.",
                ),
            ),
            "rinshan": (
                translate("SituationPanel", "Rinshan"),
                translate("SituationPanel", "Won on the replacement tile drawn after a kan."),
            ),
            "chankan": (
                translate("SituationPanel", "Chankan"),
                translate("SituationPanel", "Won by robbing another player's added kan."),
            ),
            "chankan_closed_kan": (
                translate("SituationPanel", "…a closed kan"),
                translate(
                    "SituationPanel",
                    "The robbed kan was a closed kan. Only thirteen orphans may rob one, and "
                    "only where the ruleset allows it.",
                ),
            ),
            "haitei": (
                translate("SituationPanel", "Haitei"),
                translate("SituationPanel", "Won by tsumo on the last tile of the wall."),
            ),
            "houtei": (
                translate("SituationPanel", "Houtei"),
                translate("SituationPanel", "Won by ron on the last discard of the hand."),
            ),
            "tenhou": (
                translate("SituationPanel", "Tenhou"),
                translate("SituationPanel", "The dealer's hand was complete as dealt."),
            ),
            "chiihou": (
                translate("SituationPanel", "Chiihou"),
                translate("SituationPanel", "A non-dealer won on the first draw, before any call."),
            ),
            "renhou": (
                translate("SituationPanel", "Renhou"),
                translate(
                    "SituationPanel",
                    "A non-dealer won by ron before their first draw, before any call.",
                ),
            ),
            "paarenchan": (
                translate("SituationPanel", "Paarenchan"),
                translate("SituationPanel", "This win is the dealer's eighth in a row."),
            ),
        }
        for flag, (text, tip) in names.items():
            self.flags[flag].setText(text)
            self._tips[flag] = tip
        self.honba_label.setText(translate("SituationPanel", "Hon&ba"))
        self.honba.setToolTip(
            translate("SituationPanel", "Counters on the table (each adds 300 points to a win).")
        )
        self.sticks_label.setText(translate("SituationPanel", "Riichi &sticks"))
        self.sticks.setToolTip(
            translate(
                "SituationPanel", "Riichi sticks left on the table from earlier hands (1,000 each)."
            )
        )
        self.refresh()
