"""One winner's row of the Table tab's result form: seat, han, fu, yakuman and pao, with
"From Hand view" (the Hand view's hand scored again in the table's position).

Which fu a hand of the han entered can have is the engine's (`possible_fu`, the fu `settle`
accepts): the others are greyed in the fu list with the engine's reason as their tool tip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QSignalBlocker
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from engine import api
from engine.facts import FU_STEPS
from referee_app.text import labels
from referee_app.text.placeholders import fill
from referee_app.views.table.table_widgets import SEAT_COMBO_MAX_WIDTH, fit_popup
from referee_app.views.widgets.eliding_combo import ElidingComboBox

if TYPE_CHECKING:
    from referee_app.views.table.result_form import ResultForm

__all__ = ["WinnerRow"]

# the fu list: the values of the score tables, as the engine has them


class WinnerRow(QObject):
    """Seat, han, fu, yakuman and pao of one winner, with "from Hand view": one grid row."""

    def __init__(
        self, form: ResultForm, host: QWidget, *, optional: bool, tsumo: bool = False
    ) -> None:
        super().__init__(form)
        self._form = form
        self.optional = optional
        self.tsumo = tsumo  # the tsumo row: the engine's fu for a tsumo
        self.enabled = QCheckBox(host)
        self.enabled.setChecked(not optional)
        self.seat = ElidingComboBox(host)
        self.seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.seat.setMinimumContentsLength(14)
        # never narrower than its longest name ("Гравець 2 (Південь)"), up to a limit that a
        # player's full name typed at the table must not push the form past
        self.seat.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.seat.setMaximumWidth(SEAT_COMBO_MAX_WIDTH)
        self.han = QSpinBox(host)
        self.han.setRange(1, 99)
        self.fu = QComboBox(host)
        for fu in FU_STEPS:
            self.fu.addItem(str(fu), fu)
        self.fu.setCurrentIndex(FU_STEPS.index(30))
        self.yakuman = QSpinBox(host)
        self.yakuman.setRange(0, 6)
        self.yakuman.setValue(1)  # a new spin box shows no text until its value changes
        self.yakuman.setValue(0)
        self.pao = ElidingComboBox(host)
        self.pao.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.pao.setMinimumContentsLength(8)
        self.from_hand = QPushButton(host)
        #: the riichi the hand taken "From Hand view" declared ("riichi", "double_riichi",
        #: "" for none); None while the row's value was not taken from the Hand view
        self.hand_riichi: str | None = None
        for signal in (
            self.enabled.toggled, self.seat.currentIndexChanged, self.han.valueChanged,
            self.fu.currentIndexChanged, self.yakuman.valueChanged, self.pao.currentIndexChanged,
        ):  # fmt: skip
            signal.connect(form.edited)
        self.yakuman.valueChanged.connect(self.sync_enabled)
        self.enabled.toggled.connect(self.sync_enabled)
        self.han.valueChanged.connect(self.sync_fu_items)
        self.from_hand.clicked.connect(self.take_from_hand)
        self.sync_enabled()
        self.sync_fu_items()

    def sync_fu_items(self) -> None:
        """Only the fu the engine says a hand of the row's han and win can have can be picked
        (`possible_fu` under the game's ruleset); the others are greyed, with the engine's
        reason as their tool tip. The value chosen stays: if it cannot be, `settle` refuses
        it and the form says why."""
        model = self.fu.model()
        if not isinstance(model, QStandardItemModel):
            return
        answer = api.possible_fu(
            {
                "ruleset": self._form.state.ruleset_json,
                "han": self.han.value(),
                "win": "tsumo" if self.tsumo else "ron",
            }
        )
        refused = {
            int(r["fu"]): labels.settle_problem_text(r["problem"], r)
            for r in answer.get("refused", [])
        }
        possible = set(answer.get("fu", FU_STEPS))  # no answer: nothing greyed
        for row in range(model.rowCount()):
            item = model.item(row)
            if item is None:
                continue
            fu = FU_STEPS[row]
            item.setEnabled(fu in possible)
            item.setToolTip(refused.get(fu, ""))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.enabled, self.seat, self.han, self.fu, self.yakuman, self.pao,
                self.from_hand)  # fmt: skip

    def place(self, grid: QGridLayout, row: int) -> None:
        for col, widget in enumerate(self.widgets()):
            grid.addWidget(widget, row, col)
        self.enabled.setVisible(self.optional)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible and (widget is not self.enabled or self.optional))

    def sync_enabled(self) -> None:
        on = self.enabled.isChecked()
        for w in (self.seat, self.yakuman, self.pao, self.from_hand):
            w.setEnabled(on)
        limit = self.yakuman.value() > 0
        self.han.setEnabled(on and not limit)
        self.fu.setEnabled(on and not limit)

    def retranslate_ui(self) -> None:
        self.sync_fu_items()  # the reasons in the tool tips
        self.enabled.setText(self.tr("Winner"))
        self.enabled.setToolTip(self.tr("Another winner on the same discard"))
        self.seat.setToolTip(self.tr("The player who won"))
        self.fu.setToolTip(self.tr("Fu, rounded up to tens (25 for seven pairs)"))
        self.from_hand.setText(self.tr("From Hand view"))
        self.from_hand.setToolTip(
            self.tr("Take han, fu and yakuman from the hand scored in the Hand view")
        )
        self.han.setToolTip(self.tr("All han: yaku, dora, red fives and ura-dora"))
        self.yakuman.setToolTip(self.tr("Number of yakuman (0: an ordinary hand)"))
        self.pao.setToolTip(
            self.tr("The player liable (pao) for a daisangen or daisuushii, if any")
        )

    def set_seats(self, names: list[str]) -> None:
        for combo, with_none in ((self.seat, False), (self.pao, True)):
            index = combo.currentIndex()
            with QSignalBlocker(combo):
                combo.clear()
                if with_none:
                    combo.addItem(self.tr("Nobody"), None)
                for seat, name in enumerate(names):
                    combo.addItem(name, seat)
                combo.setCurrentIndex(max(0, index))
            fit_popup(combo)

    def set_hand(self, han: int, fu: int, yakuman: int = 0) -> None:
        """Fill in a hand value (fu outside the list is rounded up to the next listed value)."""
        self.yakuman.setValue(yakuman)
        if han > 0:
            self.han.setValue(han)
        fu_index = next((i for i, f in enumerate(FU_STEPS) if f >= fu), len(FU_STEPS) - 1)
        self.fu.setCurrentIndex(fu_index)

    def take_from_hand(self) -> None:
        """Han, fu and yakuman of the Hand view's hand, scored again in the table's position.

        The Hand view has its own winds and counters: the hand is scored under the game's
        ruleset with the table's honba and round wind and the winner's seat wind (and as a
        win of this row's kind), so that a rule that depends on them (Galaxy's 2 han at five
        counters) is not bypassed. When the engine refuses, its reason is shown and the row
        keeps its values.
        """
        form = self._form
        if form.hand_result() is None and getattr(form.hand_state, "result", None) is None:
            form.show_message(lambda: self.tr("The Hand view has no scored winning hand to take."))
            return
        answer, seat = form.rescore_hand("tsumo" if self.tsumo else "ron")
        if answer is None or seat is None:
            form.show_message(lambda: self.tr("The Hand view has no scored winning hand to take."))
            return
        if not answer.get("ok"):
            error = answer.get("error", {})
            reason = labels.error_label(str(error.get("code", "")), error.get("details"))
            form.show_message(lambda: fill(self.tr("Not taken from the Hand view: %1"), reason))
            return
        han, fu = int(answer.get("han", 0)), int(answer.get("fu", 30))
        yakuman = int(answer.get("yakuman", 0) or 0)
        self.set_hand(han, fu, yakuman)
        # the hand was scored for the Hand view's seat wind: its winner is that seat, and the
        # message says so when it is not the one the row showed (never a silent change)
        before = self.seat.currentData()
        self.seat.setCurrentIndex(seat)
        # the riichi (or double riichi) the hand declared is the winner's riichi at the table:
        # its stick is collected ("Riichi declared" ticked); the form's warnings say it when
        # the two disagree later
        declared = form.hand_riichi()
        self.hand_riichi = declared
        if declared:
            form.riichi_checks[seat].setChecked(True)
        shown = form.hand_result()
        same = shown is not None and (
            int(shown.get("han", 0)),
            int(shown.get("fu", 0)),
            int(shown.get("yakuman", 0) or 0),
        ) == (han, fu, yakuman)
        value = labels.yakuman_text(yakuman) if yakuman else labels.han_fu_text(han, fu)
        name = form.words.name(seat)

        def message() -> str:
            text = (
                self.tr("Han and fu taken from the Hand view.")
                if same
                else fill(
                    self.tr(
                        "Taken from the Hand view, scored with the table's winds and counters: %1 "
                        "(the Hand view shows other values)."
                    ),
                    value,
                )
            )
            if declared == "double_riichi":
                text += " " + fill(
                    self.tr("Double riichi: %1 is ticked under “Riichi declared”."), name
                )
            elif declared:
                text += " " + fill(self.tr("Riichi: %1 is ticked under “Riichi declared”."), name)
            if isinstance(before, int) and before != seat:
                text += " " + fill(
                    self.tr(
                        "The winner is now %1, the seat of the Hand view's hand (%2), no longer %3."
                    ),
                    name,
                    labels.wind_label(form.state.seat_wind(seat)),
                    form.words.name(before),
                )
            return text

        form.show_message(message)

    def fill(self, winner: dict[str, Any]) -> None:
        """Show a recorded winner (`to_json`'s fields: seat, han, fu, yakuman, pao)."""
        seat = self.seat.findData(winner.get("seat"))
        if seat >= 0:
            self.seat.setCurrentIndex(seat)
        self.set_hand(int(winner.get("han", 0) or 0), int(winner.get("fu", 30) or 30),
                      int(winner.get("yakuman", 0) or 0))  # fmt: skip
        self.pao.setCurrentIndex(max(0, self.pao.findData(winner.get("pao"))))

    def clear_value(self) -> None:
        """Back to no value entered (1 han 30 fu, no yakuman, nobody liable); the seat stays."""
        self.hand_riichi = None
        self.yakuman.setValue(0)
        self.han.setValue(1)
        self.fu.setCurrentIndex(FU_STEPS.index(30))
        self.pao.setCurrentIndex(0)

    def to_json(self, seat_field: str = "seat") -> dict[str, Any]:
        out: dict[str, Any] = {
            seat_field: self.seat.currentData(),
            "han": self.han.value(),
            "fu": int(self.fu.currentData()),
            "yakuman": self.yakuman.value(),
            "pao": self.pao.currentData(),
        }
        if self.yakuman.value() > 0:
            out["han"] = 0
            out["fu"] = 0
        return out
