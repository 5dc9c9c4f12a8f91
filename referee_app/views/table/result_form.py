"""The Table tab's result form: what happened in the hand in play, as the referee enters it.

The outcome — ron with one to three winners, tsumo, exhaustive draw, abortive draw, chombo, or a
penalty between hands (a warning or points on one player for an offence of the ruleset's
catalogue: not a hand; the engine answers its cost from the player's earlier ones this session)
— and who declared riichi. Each winner's han/fu is typed or taken from the Hand view ("From Hand
view" scores the Hand view's hand again under the game's ruleset with the table's honba, round
wind and the winner's seat wind, so that a rule such as Galaxy's 2 han at five counters is not
bypassed; the engine's reason is shown when it is no win there). The fu list greys the fu the
engine says a hand of the han entered cannot have (`possible_fu`).

The form decides no rule: what keeps Apply off is the engine's refusal of the result
(`settle` in the table's position: a han and fu no hand can have, a discarder who also wins, a
seat chosen twice, a liability for one's own win or without a yakuman, four riichi without
four ticks, riichi below 1,000 points where the ruleset forbids it, 1 han under the 2-han
rule, ...), which `error_text()` says in words from its `SettleProblem` id and details, with
the players' names; `problem()` asks the engine for it. `warnings()` is what the referee
should look at without blocking Apply (a player ticked for riichi but not tenpai at an
exhaustive draw, with what the game's ruleset says and a one-click chombo; the 2-han rule,
since typed han cannot tell yaku from dora; a riichi the Hand view's hand and the ticks
disagree on). The rule facts are the engine's (`Ruleset`, the penalty catalogue, `score`,
`settle`, `possible_fu`) and the table's (`TableState`).

It emits `changed()` whenever the result it holds may be another, so that the view asks the
engine for the preview again; `entered` says whether it holds a result for the hand in play
(False right after Apply, until a field is changed by hand).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine import api
from engine.answers import ScoreAnswer
from engine.facts import abortive_riichi_problem, available, penalties_for, point_penalties
from engine.ids import PenaltyConsequence, PenaltyFormula, PenaltyId
from referee_app.core.table_state import SEATS, TableState
from referee_app.text import assumed_marks, formats, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords
from referee_app.views.table.offence_history import OffenceHistory
from referee_app.views.table.table_widgets import SeatCheckBox, fit_popup, set_seat_check_text
from referee_app.views.table.winner_row import WinnerRow
from referee_app.views.widgets.choice_combo import plain_list
from referee_app.views.widgets.locale_spin import LocaleSpinBox

__all__ = ["OUTCOMES", "HandResultSource", "ResultForm"]

OUTCOMES: tuple[str, ...] = ("ron", "tsumo", "draw", "abortive", "chombo", "penalty")


class HandResultSource(Protocol):
    """What the Table view needs from the Hand view's state: the last score answer, and the
    hand as a `score` request, which "From Hand view" scores again in the table's position
    (the game's ruleset, the table's honba and round wind, the winner's seat wind)."""

    result: dict[str, Any] | None

    def to_request(self) -> dict[str, Any]: ...


class ResultForm(QGroupBox):
    """The hand's result: outcome, riichi, winners (or tenpai, reason, offender), a status line.

    Not `Retranslating`: the view calls `retranslate_ui()` and `sync()` in its own order (the
    seat checks' tool tips end with the labels' tips set here).
    """

    #: the result the form holds may be another: the preview is asked again
    changed = Signal()

    def __init__(
        self,
        table_state: TableState,
        hand_state: HandResultSource | object | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = table_state
        self.hand_state = hand_state
        #: the form holds a result entered for the hand in play; False right after Apply, so
        #: that the last hand's values can never be applied a second time by a second click
        self.entered = False  # nothing entered yet (a new game, a restart): Apply waits
        #: the status line's text as a function, said again after a language switch
        self._message_text: Callable[[], str] | None = None
        # the Penalty choice's tool tip in the current language (`sync` gives it back)
        self._penalty_tip = ""

        self.outcome_group = QButtonGroup(self)
        self.outcome_buttons: dict[str, QRadioButton] = {}
        outcome_row = QHBoxLayout()
        for i, kind in enumerate(OUTCOMES):
            button = QRadioButton(self)
            self.outcome_group.addButton(button, i)
            self.outcome_buttons[kind] = button
            outcome_row.addWidget(button)
        outcome_row.addStretch(1)
        self.outcome_buttons["ron"].setChecked(True)
        self.outcome_group.idToggled.connect(self._on_outcome)
        # a click on the outcome already chosen starts the next hand's entry too (after Apply)
        self.outcome_group.idClicked.connect(lambda _id: self.edited())

        self.riichi_label = QLabel(self)
        self.riichi_checks: list[QCheckBox] = [SeatCheckBox(self) for _ in range(SEATS)]
        riichi_row = QHBoxLayout()
        riichi_row.addWidget(self.riichi_label)
        for check in self.riichi_checks:
            check.toggled.connect(self.edited)
            riichi_row.addWidget(check)
        riichi_row.addStretch(1)

        self.pages = QStackedWidget(self)
        # ron
        ron_page = QWidget()
        ron_layout = QVBoxLayout(ron_page)
        self.discarder_label = QLabel(ron_page)
        self.discarder = QComboBox(ron_page)
        self.discarder.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        plain_list(self.discarder)
        self.discarder.currentIndexChanged.connect(self.on_discarder_changed)
        self.discarder.currentIndexChanged.connect(self.edited)
        row = QHBoxLayout()
        row.addWidget(self.discarder_label)
        row.addWidget(self.discarder)
        row.addStretch(1)
        ron_layout.addLayout(row)
        ron_grid = QGridLayout()
        self.ron_winners = [WinnerRow(self, ron_page, optional=i > 0) for i in range(3)]
        for winner in self.ron_winners[1:]:
            winner.enabled.toggled.connect(
                lambda on, w=winner: self._free_seat_for(w) if on else None
            )
        self._grid_headers = self._add_grid_headers(ron_grid, ron_page)
        for i, winner in enumerate(self.ron_winners):
            winner.place(ron_grid, i + 1)
        ron_grid.setColumnStretch(7, 1)
        ron_layout.addLayout(ron_grid)
        # who takes the win when the ruleset's head bump passes over other claimants
        self.head_bump_label = QLabel(ron_page)
        self.head_bump_label.setWordWrap(True)
        self.head_bump_label.setObjectName("headBump")
        self.head_bump_label.setVisible(False)
        ron_layout.addWidget(self.head_bump_label)
        ron_layout.addStretch(1)
        # tsumo
        tsumo_page = QWidget()
        tsumo_layout = QVBoxLayout(tsumo_page)
        tsumo_grid = QGridLayout()
        self.tsumo_winner = WinnerRow(self, tsumo_page, optional=False, tsumo=True)
        self._grid_headers += self._add_grid_headers(tsumo_grid, tsumo_page)
        self.tsumo_winner.place(tsumo_grid, 1)
        tsumo_grid.setColumnStretch(7, 1)
        tsumo_layout.addLayout(tsumo_grid)
        tsumo_layout.addStretch(1)
        # draw
        draw_page = QWidget()
        draw_layout = QGridLayout(draw_page)
        self.tenpai_label = QLabel(draw_page)
        self.nagashi_label = QLabel(draw_page)
        self.tenpai_checks: list[QCheckBox] = [SeatCheckBox(draw_page) for _ in range(SEATS)]
        self.nagashi_checks: list[QCheckBox] = [SeatCheckBox(draw_page) for _ in range(SEATS)]
        draw_layout.addWidget(self.tenpai_label, 0, 0)
        draw_layout.addWidget(self.nagashi_label, 1, 0)
        for seat in range(SEATS):
            draw_layout.addWidget(self.tenpai_checks[seat], 0, seat + 1)
            draw_layout.addWidget(self.nagashi_checks[seat], 1, seat + 1)
            self.tenpai_checks[seat].toggled.connect(self.edited)
            self.nagashi_checks[seat].toggled.connect(self.edited)
        draw_layout.setRowStretch(2, 1)
        draw_layout.setColumnStretch(5, 1)
        # abortive
        abortive_page = QWidget()
        abortive_layout = QHBoxLayout(abortive_page)
        self.abortive_label = QLabel(abortive_page)
        self.abortive_reason = QComboBox(abortive_page)
        self.abortive_reason.currentIndexChanged.connect(self.edited)
        abortive_layout.addWidget(self.abortive_label)
        abortive_layout.addWidget(self.abortive_reason)
        abortive_layout.addStretch(1)
        abortive_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        # chombo
        chombo_page = QWidget()
        chombo_layout = QGridLayout(chombo_page)
        self.offender_label = QLabel(chombo_page)
        self.offender = QComboBox(chombo_page)
        self.offender.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        plain_list(self.offender)
        self.offender.currentIndexChanged.connect(self.edited)
        chombo_layout.addWidget(self.offender_label, 0, 0)
        chombo_layout.addWidget(self.offender, 0, 1, Qt.AlignmentFlag.AlignLeft)
        # the offence the chombo is given for (kept in the record and the ruling log), on a
        # line of its own: its names are long
        self.offence_label = QLabel(chombo_page)
        self.offence = QComboBox(chombo_page)
        self.offence.setObjectName("chombo_offence")
        self.offence.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.offence.currentIndexChanged.connect(self.edited)
        self.offence_label.setBuddy(self.offence)
        chombo_layout.addWidget(self.offence_label, 1, 0)
        chombo_layout.addWidget(self.offence, 1, 1, Qt.AlignmentFlag.AlignLeft)
        # the offender's earlier offences this session and what this one costs
        self.offence_history = OffenceHistory(table_state, self.offender, self.offence, chombo_page)
        chombo_layout.addWidget(self.offence_history, 2, 0, 1, 3)
        self.changed.connect(self.offence_history.refresh)  # a reset after Apply, a fill
        chombo_layout.setColumnStretch(2, 1)
        chombo_layout.setRowStretch(3, 1)
        # a penalty between hands: the player, the offence (a warning or points), the line
        # on the player's earlier ones this session and what this one costs
        penalty_page = QWidget()
        penalty_layout = QGridLayout(penalty_page)
        self.penalty_offender_label = QLabel(penalty_page)
        self.penalty_offender = QComboBox(penalty_page)
        self.penalty_offender.setObjectName("penalty_offender")
        self.penalty_offender.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        plain_list(self.penalty_offender)
        self.penalty_offender.currentIndexChanged.connect(self.edited)
        self.penalty_offender_label.setBuddy(self.penalty_offender)
        penalty_layout.addWidget(self.penalty_offender_label, 0, 0)
        penalty_layout.addWidget(self.penalty_offender, 0, 1, Qt.AlignmentFlag.AlignLeft)
        self.penalty_offence_label = QLabel(penalty_page)
        self.penalty_offence = QComboBox(penalty_page)
        self.penalty_offence.setObjectName("penalty_offence")
        self.penalty_offence.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.penalty_offence.currentIndexChanged.connect(self.edited)
        self.penalty_offence_label.setBuddy(self.penalty_offence)
        penalty_layout.addWidget(self.penalty_offence_label, 1, 0)
        penalty_layout.addWidget(self.penalty_offence, 1, 1, Qt.AlignmentFlag.AlignLeft)
        # the referee's amount, for an offence the catalogue prices as a range or per minute
        self.penalty_points_label = QLabel(penalty_page)
        self.penalty_points = LocaleSpinBox(penalty_page)
        self.penalty_points.setObjectName("penalty_points")
        self.penalty_points.setSingleStep(1000)
        self.penalty_points.valueChanged.connect(self.edited)
        self.penalty_points_label.setBuddy(self.penalty_points)
        penalty_layout.addWidget(self.penalty_points_label, 2, 0)
        penalty_layout.addWidget(self.penalty_points, 2, 1, Qt.AlignmentFlag.AlignLeft)
        self.penalty_offence.currentIndexChanged.connect(self._sync_penalty_points)
        self.penalty_history = OffenceHistory(
            table_state, self.penalty_offender, self.penalty_offence, penalty_page
        )
        self.penalty_history.setObjectName("penalty_history")
        penalty_layout.addWidget(self.penalty_history, 3, 0, 1, 3)
        self.changed.connect(self.penalty_history.refresh)
        penalty_layout.setColumnStretch(2, 1)
        penalty_layout.setRowStretch(4, 1)
        # a recorded penalty filled in (a correction): its offender, offence and count then
        self._filled_penalty: tuple[object, object, int] | None = None
        for page in (ron_page, tsumo_page, draw_page, abortive_page, chombo_page, penalty_page):
            self.pages.addWidget(page)

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        entry_layout = QVBoxLayout(self)
        entry_layout.addLayout(outcome_row)
        entry_layout.addLayout(riichi_row)
        entry_layout.addWidget(self.pages, 1)
        entry_layout.addWidget(self.message)

    @staticmethod
    def _add_grid_headers(grid: QGridLayout, host: QWidget) -> list[QLabel]:
        """Column titles (winner, han, fu, yakuman, pao) over the winner rows."""
        headers = [QLabel(host) for _ in range(5)]
        for col, label in zip((1, 2, 3, 4, 5), headers, strict=True):
            grid.addWidget(label, 0, col)
        return headers

    @property
    def words(self) -> TableWords:
        """This table's game in words (names, winds, positions, results)."""
        return TableWords.of(self.state)

    # --- text and the table's state ---------------------------------------------------------

    def retranslate_ui(self) -> None:
        if self._message_text is not None:
            self.message.setText(self._message_text())
        self.setTitle(self.tr("Hand result"))
        texts = {
            "ron": self.tr("Ron"),
            "tsumo": self.tr("Tsumo"),
            "draw": self.tr("Exhaustive draw"),
            "abortive": self.tr("Abortive draw"),
            "chombo": self.tr("Chombo"),
            "penalty": self.tr("Penalty"),
        }
        tips = {
            "ron": self.tr("A win on a discard: one to three winners"),
            "tsumo": self.tr("A win on a self-drawn tile"),
            "draw": self.tr("The wall is empty: who is tenpai"),
            "abortive": self.tr("The hand ends early without a winner"),
            "chombo": self.tr("A serious error: the hand is replayed with a penalty"),
            "penalty": self.tr(
                "A warning or points off one player's final result, between hands: the hand "
                "in play goes on (dealer, honba and riichi sticks stay)"
            ),
        }
        self._penalty_tip = tips["penalty"]  # `sync` gives it back when the choice is on again
        for kind, button in self.outcome_buttons.items():
            button.setText(texts[kind])
            if kind not in ("abortive", "penalty") or button.isEnabled():
                button.setToolTip(tips[kind])
        self.sync_riichi_row()
        self.riichi_label.setToolTip(self.tr("Players who put down a riichi stick in this hand"))
        self.discarder_label.setText(self.tr("Discarder"))
        self.discarder.setToolTip(self.tr("The player whose discard was won on"))
        self.offender.setToolTip(self.tr("The player who committed the chombo"))
        self.abortive_reason.setToolTip(self.tr("Why the hand was aborted"))
        self.tenpai_label.setText(self.tr("Tenpai:"))
        self.tenpai_label.setToolTip(self.tr("Players tenpai when the wall ran out"))
        self.nagashi_label.setText(self.tr("Nagashi mangan:"))
        self.nagashi_label.setToolTip(
            self.tr("Players whose discards were all terminals and honours, none of them called")
        )
        self.abortive_label.setText(self.tr("Reason"))
        self.offender_label.setText(self.tr("Offender"))
        self.offence_label.setText(self.tr("Offence"))
        self.offence.setToolTip(
            self.tr("What the chombo is given for (kept in the record and the ruling log)")
        )
        self.penalty_offender_label.setText(self.tr("Player"))
        self.penalty_offender.setToolTip(self.tr("The player the penalty is given to"))
        self.penalty_offence_label.setText(self.tr("Offence"))
        self.penalty_points_label.setText(self.tr("Points"))
        self.penalty_points.setToolTip(
            self.tr("The amount the referee gives, within what the ruleset allows")
        )
        self.penalty_offence.setToolTip(
            self.tr(
                "The offences of the game's ruleset that cost a warning or points: a repeat "
                "costs more (kept in the record and the ruling log)"
            )
        )
        self._fill_offences()
        self.offence_history.refresh()
        self.penalty_history.refresh()
        for w in (*self.ron_winners, self.tsumo_winner):
            w.retranslate_ui()
        titles = (self.tr("Winner"), self.tr("Han"), self.tr("Fu"), self.tr("Yakuman"),
                  self.tr("Pao"))  # fmt: skip
        for i, label in enumerate(self._grid_headers):
            label.setText(titles[i % len(titles)])

    def _fill_offences(self) -> None:
        """The offences the game's ruleset makes a chombo (the engine's penalty catalogue),
        after "not named"; the one chosen stays chosen where the ruleset still has it."""
        chosen = self.offence.currentData()
        ids = [
            str(entry.id)
            for entry in penalties_for(self.state.ruleset).entries
            if entry.consequence is PenaltyConsequence.CHOMBO
        ]
        with QSignalBlocker(self.offence):
            self.offence.clear()
            self.offence.addItem(self.tr("Not named"), None)
            for offence in ids:
                self.offence.addItem(labels.penalty_label(offence), offence)
            self.offence.setCurrentIndex(max(0, self.offence.findData(chosen) if chosen else 0))
        fit_popup(self.offence)
        # a penalty between hands: the offences that cost a warning or points (the engine's)
        chosen = self.penalty_offence.currentData()
        with QSignalBlocker(self.penalty_offence):
            self.penalty_offence.clear()
            for entry in point_penalties(self.state.ruleset):
                self.penalty_offence.addItem(labels.penalty_label(str(entry.id)), str(entry.id))
            found = self.penalty_offence.findData(chosen) if chosen else 0
            self.penalty_offence.setCurrentIndex(max(0, found))
        fit_popup(self.penalty_offence)
        self._sync_penalty_points()

    def _sync_penalty_points(self) -> None:
        """The amount box, shown for an offence whose amount is the referee's choice (the
        catalogue's range, or so much per minute), bounded as the engine's catalogue says."""
        offence = self.penalty_offence.currentData()
        entry = next((p for p in point_penalties(self.state.ruleset) if str(p.id) == offence), None)
        chosen = (
            entry is not None
            and entry.formula in (PenaltyFormula.RANGE, PenaltyFormula.PER_MINUTE)
            and entry.points is not None
            and entry.points_max is not None
        )
        self.penalty_points_label.setHidden(not chosen)
        self.penalty_points.setHidden(not chosen)
        if chosen and entry is not None and entry.points is not None:
            with QSignalBlocker(self.penalty_points):
                self.penalty_points.setRange(entry.points, entry.points_max or entry.points)
                self.penalty_points.setSingleStep(min(1000, entry.points))

    def sync(self, names: list[str]) -> None:
        """The players' `names` in every box, and the parts the game's ruleset decides: nagashi
        mangan where it is a yaku, its abortive draws (none: the outcome is off)."""
        ruleset = self.state.ruleset
        for checks, tip in (
            (self.riichi_checks, self.riichi_label.toolTip()),
            (self.tenpai_checks, self.tenpai_label.toolTip()),
            (self.nagashi_checks, self.nagashi_label.toolTip()),
        ):
            for check, name in zip(checks, names, strict=True):
                set_seat_check_text(check, name, tip)
        for combo in (self.discarder, self.offender, self.penalty_offender):
            index = combo.currentIndex()
            with QSignalBlocker(combo):
                combo.clear()
                for seat, name in enumerate(names):
                    combo.addItem(name, seat)
                combo.setCurrentIndex(max(0, index))
            fit_popup(combo)
        for w in (*self.ron_winners, self.tsumo_winner):
            w.set_seats(names)
            w.sync_fu_items()  # the game's ruleset may be another
        nagashi = available("nagashi_mangan", ruleset)
        self.nagashi_label.setVisible(nagashi)
        for check in self.nagashi_checks:
            check.setVisible(nagashi)
            if not nagashi:
                check.setChecked(False)
        reasons = [str(r) for r in ruleset.abortive_reasons]
        current = self.abortive_reason.currentData()
        with QSignalBlocker(self.abortive_reason):
            self.abortive_reason.clear()
            for r in reasons:
                self.abortive_reason.addItem(labels.abortive_label(r), r)
            found = self.abortive_reason.findData(current)
            self.abortive_reason.setCurrentIndex(max(0, found))
        self._fill_offences()
        self.offence_history.refresh()
        self.penalty_history.refresh()
        has_penalties = self.penalty_offence.count() > 0
        self.outcome_buttons["penalty"].setEnabled(has_penalties)
        self.outcome_buttons["penalty"].setToolTip(
            self._penalty_tip
            if has_penalties
            else self.tr("This ruleset has no penalty catalogue: the software prevents errors")
        )
        if not has_penalties and self.outcome_buttons["penalty"].isChecked():
            self.outcome_buttons["ron"].setChecked(True)
        self.outcome_buttons["abortive"].setEnabled(bool(reasons))
        self.outcome_buttons["abortive"].setToolTip(
            "" if reasons else self.tr("This ruleset has no abortive draws")
        )
        if not reasons and self.outcome_buttons["abortive"].isChecked():
            self.outcome_buttons["draw"].setChecked(True)
        # every claimant keeps a row under every ruleset: under a head bump the engine says
        # who takes the win (`head_bumped`), and the form and the preview say it in words

    def tab_chain(self) -> list[QWidget]:
        """The form's widgets in the order Tab visits them."""
        chain: list[QWidget] = [*self.outcome_buttons.values(), *self.riichi_checks]
        chain.append(self.discarder)
        for row in (*self.ron_winners, self.tsumo_winner):
            chain += row.widgets()
        chain += [*self.tenpai_checks, *self.nagashi_checks]
        chain += [self.abortive_reason, self.offender, self.offence]
        chain += [self.penalty_offender, self.penalty_offence, self.penalty_points]
        return chain

    def first_field(self) -> QWidget | None:
        """Where the keyboard starts in the form: the outcome chosen."""
        return self.outcome_group.checkedButton()

    # --- the result ---------------------------------------------------------------------------

    def _on_outcome(self, index: int, checked: bool) -> None:
        if checked:
            self.show_message("")  # "Applied." belonged to the previous result
            self._carry_winner(OUTCOMES[self.pages.currentIndex()], OUTCOMES[index])
            self.pages.setCurrentIndex(index)
            self.sync_riichi_row()
            self.changed.emit()

    def _carry_winner(self, old: str, new: str) -> None:
        """Ron <-> tsumo: the winner entered (seat, han, fu, yakuman, pao) comes along to the
        other page's row, so that a change of mind loses nothing."""
        rows = {"ron": self.ron_winners[0], "tsumo": self.tsumo_winner}
        if old == new or old not in rows or new not in rows:
            return
        source, target = rows[old], rows[new]
        blockers = [QSignalBlocker(w) for w in target.widgets()]
        try:
            target.fill(source.to_json())
            target.hand_riichi = source.hand_riichi
        finally:
            del blockers
        target.sync_enabled()
        target.sync_fu_items()

    def sync_riichi_row(self) -> None:
        """A chombo hand is replayed and its riichi sticks go back: the riichi boxes step aside
        (what they hold stays for another outcome) and the row says so."""
        kind = self.outcome_kind()
        aside = kind in ("chombo", "penalty")
        for check in self.riichi_checks:
            check.setVisible(not aside)
            check.setEnabled(not aside)
        if kind == "penalty":
            text = self.tr("Not a hand: the dealer, honba and riichi sticks stay as they are.")
        elif kind == "chombo":
            text = self.tr("Riichi declared: the sticks go back to their owners after a chombo.")
        else:
            text = self.tr("Riichi declared:")
        self.riichi_label.setText(text)

    def outcome_kind(self) -> str:
        return OUTCOMES[max(0, self.outcome_group.checkedId())]

    def set_outcome_kind(self, kind: str) -> None:
        self.outcome_buttons[kind].setChecked(True)

    def current_outcome(self) -> dict[str, Any]:
        """The `outcome` object of a `settle` request, from the form."""
        kind = self.outcome_kind()
        if kind == "ron":
            return {
                "type": "ron",
                "discarder": self.discarder.currentData(),
                "winners": [w.to_json() for w in self.ron_winners if w.enabled.isChecked()],
            }
        if kind == "tsumo":
            return {"type": "tsumo", **self.tsumo_winner.to_json("winner")}
        if kind == "draw":
            return {
                "type": "draw",
                "tenpai": [s for s in range(SEATS) if self.tenpai_checks[s].isChecked()],
                "nagashi": [s for s in range(SEATS) if self.nagashi_checks[s].isChecked()],
            }
        if kind == "abortive":
            return {"type": "abortive", "reason": self.abortive_reason.currentData()}
        if kind == "penalty":
            return self._penalty_outcome()
        outcome: dict[str, Any] = {"type": "chombo", "offender": self.offender.currentData()}
        offence = self.offence.currentData()
        if offence:
            outcome["offence"] = offence
        return outcome

    def _penalty_outcome(self) -> dict[str, Any]:
        """The penalty chosen, with the player's earlier ones of that offence this session
        (the table's model counts them); a recorded one filled in keeps its count then."""
        seat, offence = self.penalty_offender.currentData(), self.penalty_offence.currentData()
        if not isinstance(seat, int) or not isinstance(offence, str):
            return {"type": "penalty", "offender": seat, "offence": offence}
        outcome = self.state.penalty_outcome(seat, offence)
        if not self.penalty_points.isHidden():  # the referee's amount within the range
            outcome["points"] = self.penalty_points.value()
        if self._filled_penalty is not None and self._filled_penalty[:2] == (seat, offence):
            outcome["earlier"] = self._filled_penalty[2]
        return outcome

    def current_riichi(self) -> list[int]:
        if self.outcome_kind() in ("chombo", "penalty"):
            return []
        return [s for s in range(SEATS) if self.riichi_checks[s].isChecked()]

    def fill(self, outcome: Mapping[str, Any], riichi: list[int]) -> None:
        """Fill the form with a recorded result (the inverse of `current_outcome`)."""
        kind = str(outcome.get("type", "ron"))
        if kind not in self.outcome_buttons:
            return
        self.set_outcome_kind(kind)
        for seat, check in enumerate(self.riichi_checks):
            check.setChecked(seat in riichi)
        if kind == "ron":
            self.discarder.setCurrentIndex(
                max(0, self.discarder.findData(outcome.get("discarder")))
            )
            winners = [w for w in outcome.get("winners", []) if isinstance(w, dict)]
            for i, row in enumerate(self.ron_winners):
                row.enabled.setChecked(i < len(winners) or i == 0)
                if i < len(winners):
                    row.fill(winners[i])
        elif kind == "tsumo":
            self.tsumo_winner.fill({**outcome, "seat": outcome.get("winner")})
        elif kind == "draw":
            for seat in range(SEATS):
                self.tenpai_checks[seat].setChecked(seat in outcome.get("tenpai", []))
                self.nagashi_checks[seat].setChecked(seat in outcome.get("nagashi", []))
        elif kind == "abortive":
            found = self.abortive_reason.findData(outcome.get("reason"))
            self.abortive_reason.setCurrentIndex(max(0, found))
        elif kind == "penalty":
            offender, offence = outcome.get("offender"), outcome.get("offence")
            self.penalty_offender.setCurrentIndex(max(0, self.penalty_offender.findData(offender)))
            self.penalty_offence.setCurrentIndex(max(0, self.penalty_offence.findData(offence)))
            points = outcome.get("points")
            if isinstance(points, int) and not self.penalty_points.isHidden():
                self.penalty_points.setValue(points)
            earlier = outcome.get("earlier", 0)
            self._filled_penalty = (offender, offence, earlier if isinstance(earlier, int) else 0)
        else:
            offender = outcome.get("offender", outcome.get("offenders"))
            if isinstance(offender, list):
                offender = offender[0] if offender else 0
            self.offender.setCurrentIndex(max(0, self.offender.findData(offender)))
            offence = outcome.get("offence")
            self.offence.setCurrentIndex(max(0, self.offence.findData(offence) if offence else 0))

    def edited(self) -> None:
        """A field of the form was changed by hand: it now holds the next hand's result."""
        self.entered = True
        self.changed.emit()

    def clear(self) -> None:
        """No result entered: nothing ticked, no extra winner, no hand value; Apply off."""
        for check in (*self.riichi_checks, *self.tenpai_checks, *self.nagashi_checks):
            check.setChecked(False)
        for row in self.ron_winners[1:]:
            row.enabled.setChecked(False)
        for row in (*self.ron_winners, self.tsumo_winner):
            row.clear_value()
        with QSignalBlocker(self.offence):  # an offence is named for one chombo only
            self.offence.setCurrentIndex(0)
        self._filled_penalty = None  # the next penalty is counted from the log
        self.entered = False
        self.changed.emit()

    def reset(self) -> None:
        """A new game's form: nothing of the last game's entry is left (no riichi, tenpai or
        nagashi ticked, no extra winner, no hand value, a ron by the first seat, the first
        seat as chombo offender, no status line); the preview waits for a result entered."""
        self.clear()
        with QSignalBlocker(self.offender):
            self.offender.setCurrentIndex(0)
        with QSignalBlocker(self.offence):
            self.offence.setCurrentIndex(0)
        for combo in (self.penalty_offender, self.penalty_offence):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(0)
        with QSignalBlocker(self.discarder):
            self.discarder.setCurrentIndex(0)
        with QSignalBlocker(self.abortive_reason):
            self.abortive_reason.setCurrentIndex(0)
        # the first winner on the seat after the discarder, the others moved to free seats
        for row in self.ron_winners:
            with QSignalBlocker(row.seat):
                row.seat.setCurrentIndex(1 if row is self.ron_winners[0] else 0)
        with QSignalBlocker(self.tsumo_winner.seat):
            self.tsumo_winner.seat.setCurrentIndex(0)
        self.set_outcome_kind("ron")
        self.on_discarder_changed()
        self.entered = False
        self.show_message("")
        self.changed.emit()

    def on_discarder_changed(self) -> None:
        """Keep the winner rows off the discarder's seat where the user has not chosen yet.

        The first winner row moves to the seat after the discarder when it sat on the
        discarder's seat; unticked extra rows move to seats no other row uses.
        """
        discarder = self.discarder.currentData()
        if isinstance(discarder, int):
            taken = {discarder}
            for row in self.ron_winners:
                seat = row.seat.currentData()
                if seat == discarder or (seat in taken and not row.enabled.isChecked()):
                    seat = next(
                        s for s in ((discarder + k) % SEATS for k in range(1, SEATS))
                        if s not in taken
                    )  # fmt: skip
                    with QSignalBlocker(row.seat):
                        row.seat.setCurrentIndex(row.seat.findData(seat))
                taken.add(seat)
        self.changed.emit()

    def _free_seat_for(self, row: WinnerRow) -> None:
        """A winner row just ticked moves off a seat already used by the discarder or by
        another winner (to the first free seat after the discarder)."""
        discarder = self.discarder.currentData()
        if not isinstance(discarder, int):
            return
        taken = {discarder} | {
            w.seat.currentData() for w in self.ron_winners if w is not row and w.enabled.isChecked()
        }
        if row.seat.currentData() in taken:
            free = [s for s in ((discarder + k) % SEATS for k in range(1, SEATS)) if s not in taken]
            if free:
                row.seat.setCurrentIndex(row.seat.findData(free[0]))

    def enter_chombo(self, seat: int) -> None:
        """The one-click switch from a draw with a noten riichi to a chombo for `seat`."""
        self.set_outcome_kind("chombo")
        self.offender.setCurrentIndex(self.offender.findData(seat))
        self.edited()
        self.show_message(
            lambda: fill(
                self.tr("Chombo entered for %1: check the preview, then apply."),
                self.words.name(seat),
            )
        )

    def show_message(self, text: str | Callable[[], str]) -> None:
        """The line under the form; given as a function it is said again after a language
        switch (a plain string stays as it is)."""
        self._message_text = text if callable(text) else None
        self.message.setText(text() if callable(text) else text)

    # --- the checks ---------------------------------------------------------------------------

    def _winner_rows(self) -> list[WinnerRow]:
        """The rows of the winners entered: the ron rows ticked, the tsumo row, or none."""
        kind = self.outcome_kind()
        if kind == "ron":
            return [w for w in self.ron_winners if w.enabled.isChecked()]
        return [self.tsumo_winner] if kind == "tsumo" else []

    def problem(self) -> str | None:
        """Why the engine refuses the form's result in the table's position, in words (what
        keeps Apply off), or None when `settle` would settle it."""
        answer = self.state.preview(self.current_outcome(), self.current_riichi())
        return None if answer.get("ok") else self.error_text(answer)

    def error_text(self, answer: Mapping[str, Any]) -> str:
        """The engine's refusal in words: its problem id or code and details, each seat said
        as the player's name, then a note for each assumed rule value the refusal rests on."""
        error = answer.get("error", {})
        details = error.get("details")
        text = labels.error_label(str(error.get("code", "")), details, self.words.name)
        notes = assumed_marks.error_notes(self.state.ruleset, answer)
        return "\n".join([text, *notes])

    def warnings(self) -> list[tuple[str, int | None]]:
        """What the referee should check before applying; nothing here blocks Apply (the
        referee decides). Each: the text, and the seat a one-click chombo is offered for."""
        warnings: list[tuple[str, int | None]] = []
        ruleset = self.state.ruleset
        noten = self.noten_riichi_seats()
        if noten:
            entry = next(
                (p for p in penalties_for(ruleset).entries if p.id is PenaltyId.NOTEN_RIICHI),
                None,
            )
            for seat in noten:
                consequence = ""
                if entry is None:
                    # Tenhou, Mahjong Soul: the software shows every riichi hand at the draw
                    text = self.tr(
                        "%1 declared riichi but is not ticked tenpai: %2 has no penalty for "
                        "this (a riichi hand is always tenpai there). Check the ticks."
                    )
                    seat_for_chombo = None
                else:
                    text = self.tr(
                        "%1 declared riichi but is not ticked tenpai: under %2, noten riichi "
                        "at an exhaustive draw is: %3."
                    )
                    consequence = formats.inline(
                        labels.penalty_consequence_label(str(entry.consequence))
                    )
                    chombo = entry.consequence is PenaltyConsequence.CHOMBO
                    seat_for_chombo = seat if chombo else None
                # one pass: a player named "A%2" keeps the name typed
                text = fill(text, self.words.name(seat), labels.ruleset_name(ruleset), consequence)
                warnings.append((text, seat_for_chombo))
        warnings.extend((text, None) for text in self.two_han_notes())
        warnings.extend((text, None) for text in self.riichi_disagreements())
        return warnings

    def noten_riichi_seats(self) -> list[int]:
        """At an exhaustive draw: the players ticked for riichi but not for tenpai."""
        if self.outcome_kind() != "draw":
            return []
        riichi = self.current_riichi()
        return [s for s in riichi if not self.tenpai_checks[s].isChecked()]

    def two_han_notes(self) -> list[str]:
        """The 2-han rule (Galaxy: the dealer at five or more counters; EMA 2012: everyone)
        for each winner it applies to: the form takes han typed by hand, so it cannot tell
        yaku from dora, and the referee is to check (the engine's `score` does, see "From
        Hand view")."""
        st = self.state
        ruleset = st.ruleset
        notes = []
        for w in self._winner_rows():
            seat = w.seat.currentData()
            if w.yakuman.value() or not ruleset.needs_two_han(st.honba, dealer=seat == st.dealer):
                continue
            notes.append(
                fill(
                    self.tr(
                        "%1 honba: under %2, %3 needs 2 han without counting dora to win. Check "
                        "that the han entered hold 2 han of yaku."
                    ),
                    str(st.honba),
                    labels.ruleset_name(ruleset),
                    self.words.name(seat),
                )
            )
        return notes

    def riichi_disagreements(self) -> list[str]:
        """Where a winner's hand taken from the Hand view and the form's "Riichi declared"
        disagree: a riichi hand not ticked (its stick would not be collected), or a tick for a
        hand taken without riichi (its han hold no riichi)."""
        notes = []
        for w in self._winner_rows():
            seat = w.seat.currentData()
            if w.hand_riichi is None or not isinstance(seat, int):
                continue
            ticked = self.riichi_checks[seat].isChecked()
            name = self.words.name(seat)
            if w.hand_riichi and not ticked:
                notes.append(
                    fill(
                        self.tr(
                            "The hand taken from the Hand view for %1 has riichi, but %1 is not "
                            "ticked under “Riichi declared”: no riichi stick would be collected."
                        ),
                        name,
                    )
                )
            elif not w.hand_riichi and ticked:
                notes.append(
                    fill(
                        self.tr(
                            "%1 is ticked under “Riichi declared”, but the hand taken from the "
                            "Hand view has no riichi: its han count none."
                        ),
                        name,
                    )
                )
        return notes

    def head_bump_text(self, answer: Mapping[str, Any]) -> str:
        """Who takes the win and why, when the engine's answer passed over claimants
        (`head_bumped`); "" when it did not."""
        bumped = [s for s in answer.get("head_bumped") or [] if isinstance(s, int)]
        if not bumped:
            return ""
        takers = [
            int(w["seat"])
            for w in answer.get("winners") or []
            if isinstance(w, dict) and isinstance(w.get("seat"), int)
        ]
        return fill(
            self.tr(
                "Head bump (atamahane): %1 takes the win, the first claimant counter-clockwise "
                "from the discarder; %2 does not win."
            ),
            ", ".join(self.words.name(s) for s in takers),
            ", ".join(self.words.name(s) for s in bumped),
        )

    def show_head_bump(self, text: str | None) -> None:
        """`head_bump_text` under the ron winners (hidden when there is none)."""
        self.head_bump_label.setText(text or "")
        self.head_bump_label.setVisible(bool(text))

    def sync_abortive_items(self) -> None:
        """An abortive draw the riichi ticked rule out (the engine's `abortive_riichi_problem`:
        "four riichi" while fewer than four players are ticked) cannot be chosen."""
        model = self.abortive_reason.model()
        if not isinstance(model, QStandardItemModel):
            return
        riichi = self.current_riichi()
        for row in range(model.rowCount()):
            item = model.item(row)
            if item is None:
                continue
            problem = abortive_riichi_problem(str(item.data(Qt.ItemDataRole.UserRole)), riichi)
            item.setEnabled(problem is None)
            item.setToolTip(
                ""
                if problem is None
                else self.tr("Tick all four players for riichi to choose this")
            )

    # --- the Hand view's hand -----------------------------------------------------------------

    def hand_result(self) -> dict[str, Any] | None:
        """The Hand view's last answer, when it is a scored winning hand."""
        result = getattr(self.hand_state, "result", None)
        if isinstance(result, dict) and result.get("ok") and "han" in result:
            return result
        return None

    def hand_seat(self) -> int | None:
        """The seat whose wind the Hand view's hand was scored for, at this table's dealer."""
        to_request = getattr(self.hand_state, "to_request", None)
        if not callable(to_request):
            return None
        try:
            request = to_request()
            wind = str(request.get("seat_wind", ""))
        except (ValueError, TypeError, AttributeError):
            return None
        if wind not in ("E", "S", "W", "N"):
            return None
        return (self.state.dealer + "ESWN".index(wind)) % SEATS

    def hand_riichi(self) -> str:
        """The riichi the Hand view's hand declared: "double_riichi", "riichi" or ""."""
        to_request = getattr(self.hand_state, "to_request", None)
        if not callable(to_request):
            return ""
        try:
            request = to_request()
        except (ValueError, TypeError, AttributeError):
            return ""
        if request.get("double_riichi"):
            return "double_riichi"
        return "riichi" if request.get("riichi") else ""

    def rescore_hand(self, win: str) -> tuple[ScoreAnswer | None, int | None]:
        """The Hand view's hand scored in this table's position: (the engine's answer, the
        winner's seat), or (None, None) when the Hand view gives no request.

        The request is the Hand view's own (`to_request`) with the game's ruleset, the table's
        honba, riichi sticks and round wind, the seat wind the winner has at this table and
        `win` ("ron" or "tsumo", the row's kind).
        """
        to_request = getattr(self.hand_state, "to_request", None)
        seat = self.hand_seat()
        if not callable(to_request) or seat is None:
            return None, None
        try:
            request = dict(to_request())
        except (ValueError, TypeError, AttributeError):
            return None, None
        st = self.state
        request.update(
            {
                "ruleset": st.ruleset_json,
                "honba": st.honba,
                "riichi_sticks": st.riichi_sticks,
                "round_wind": st.round_wind,
                "seat_wind": st.seat_wind(seat),
                "win": win,
            }
        )
        return api.score(request), seat
