"""The seat wind and round wind of a hand: the Hand tab's situation and the Checks tab's draw
tenpai page choose them with these same widgets, keyed the same way.

`WindSelectors` makes the two labelled combo boxes (Alt+W the seat wind, Alt+O the round wind;
the arrow keys step through East, South, West, North) and the "(dealer)" note beside the seat,
all children of the owner's widget, and keeps them in step with a `HandState` (its
`set_seat_wind` / `set_round_wind`, its snapshot's `dealer`). The owner lays them out:
`seat_label` + `seat_row` and `round_label` + `round_wind`, and calls `retranslate_ui()` from its
own (the seat wind's tooltip is the owner's: the winner's seat on the Hand tab, the player's on a
check).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QWidget

from engine.ids import Wind
from referee_app.core.hand_state import HandState
from referee_app.text import labels

__all__ = ["WindSelectors"]

# lupdate finds `translate("Context", "text")` calls; the alias keeps them short. The texts are
# the Hand tab's situation panel's (its context), shared with every page that asks the winds.
translate = QCoreApplication.translate


class WindSelectors(QObject):
    """Seat and round wind combo boxes bound to a `HandState`."""

    def __init__(self, hand_state: HandState, parent: QWidget) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        self.seat_wind = QComboBox(parent)
        self.round_wind = QComboBox(parent)
        for combo in (self.seat_wind, self.round_wind):
            for wind in Wind:
                combo.addItem(str(wind), str(wind))
            # never narrower than the longest wind name of the current language
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.seat_wind.currentIndexChanged.connect(self._on_seat_changed)
        self.round_wind.currentIndexChanged.connect(self._on_round_changed)
        self.seat_label = QLabel(parent)
        self.round_label = QLabel(parent)
        self.seat_label.setBuddy(self.seat_wind)
        self.round_label.setBuddy(self.round_wind)
        self.dealer_note = QLabel(parent)
        self.seat_row = QHBoxLayout()
        self.seat_row.setContentsMargins(0, 0, 0, 0)
        self.seat_row.addWidget(self.seat_wind)
        self.seat_row.addWidget(self.dealer_note, 1)
        hand_state.changed.connect(self.refresh)
        self.refresh()

    def _on_seat_changed(self, _index: int) -> None:
        self.hand_state.set_seat_wind(str(self.seat_wind.currentData()))

    def _on_round_changed(self, _index: int) -> None:
        self.hand_state.set_round_wind(str(self.round_wind.currentData()))

    def refresh(self) -> None:
        """Show the hand state's winds (no signal goes back to it)."""
        snap = self.hand_state.snapshot
        for combo, wind in ((self.seat_wind, snap.seat_wind), (self.round_wind, snap.round_wind)):
            index = list(Wind).index(Wind(wind))
            if combo.currentIndex() != index:
                combo.blockSignals(True)
                combo.setCurrentIndex(index)
                combo.blockSignals(False)
        self.dealer_note.setText(translate("SituationPanel", "(dealer)") if snap.dealer else "")

    def retranslate_ui(self) -> None:
        self.seat_label.setText(translate("SituationPanel", "Seat &wind"))
        self.round_label.setText(translate("SituationPanel", "R&ound wind"))
        self.round_wind.setToolTip(translate("SituationPanel", "The wind of the current round."))
        for combo in (self.seat_wind, self.round_wind):
            for i, wind in enumerate(Wind):
                combo.setItemText(i, labels.wind_label(wind))
        self.refresh()
