"""The Table tab's corrections of the record, from the first key to the last message.

"Correct…" beside the history opens the menu (Space or Down from the keyboard): edit the
selected hand (F2, or Enter on it), insert a forgotten hand before it (Ins), delete it (Del),
fix the seating, undo the last correction, enter or discard the pending hands (hands that could
not be settled again), the table's number and the players' ids. An edit or an insert is made
in the result form under the correction bar, which asks for the reason; Apply correction (or
Enter in the reason, Ctrl+Enter anywhere) settles the hand and every later one again, Esc
leaves the record as it was. Afterwards the keyboard is back on the history, on the hand
concerned. The settling is `core/corrections.py`'s; the bar and the dialogs are
`corrections_ui.py`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QListWidget, QMenu, QToolButton, QWidget

from engine.answers import SettleAnswer
from engine.ids import ErrorCode
from referee_app.core import corrections
from referee_app.core.table_state import TableState
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords
from referee_app.views.table.corrections_ui import (
    CorrectionBar,
    IdentityDialog,
    ReasonDialog,
    SeatFixDialog,
)
from referee_app.views.table.result_form import ResultForm

__all__ = ["CorrectionFlow"]


#: a tool button's menu arrow in room of its own right of the text (the style draws it in the
#: bottom-right corner, over the last letters: "Correct…" read "Correct.⌄")
MENU_ARROW_BESIDE = (
    "QToolButton { padding-right: 14px; } "
    "QToolButton::menu-indicator { subcontrol-origin: padding; "
    "subcontrol-position: center right; right: 3px; }"
)


class CorrectionFlow(QObject):
    """The Correct… menu and its keys on the history, the correction bar over the result form,
    and what each correction does to the form, the record and the keyboard."""

    #: a correction of the record, for the ruling log
    #: a correction began or ended, or the record changed: the view shows the table again
    changed = Signal()
    #: the form was filled for a correction: its result is to be previewed
    preview_due = Signal()

    def __init__(
        self,
        state: TableState,
        form: ResultForm,
        history_list: QListWidget,
        view: QWidget,
        button_parent: QWidget,
    ) -> None:
        """`view` holds the bar and the Esc key and is the dialogs' parent; the Correct…
        button is made in `button_parent` (the history's box)."""
        super().__init__(view)
        self.state = state
        self.form = form
        self.history_list = history_list
        self._view = view
        #: the hand being corrected in the form: ("edit" | "insert", index) or None
        self.correcting: tuple[str, int] | None = None
        # corrections of the record (core/corrections.py): a past hand, a seating fix
        self.record_button = QToolButton(button_parent)
        self.record_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # the menu arrow beside the text, never drawn over its "…"
        self.record_button.setStyleSheet(MENU_ARROW_BESIDE)
        self.record_menu = QMenu(self.record_button)
        self.record_button.setMenu(self.record_menu)
        self.record_actions: dict[str, QAction] = {}
        for name, slot in (
            ("edit", self.begin_edit),
            ("insert", self.begin_insert),
            ("delete", self.delete_selected),
            ("seating", self.fix_seating),
            ("undo", self.undo_correction),
            ("pending", self.enter_pending),
            ("discard", self.discard_pending),
            ("identity", self.edit_identity),
        ):
            action = self.record_menu.addAction("")
            action.triggered.connect(lambda _=False, slot=slot: slot())
            self.record_actions[name] = action
            if name in ("delete", "undo", "discard"):
                self.record_menu.addSeparator()
        for name, sequence in (("edit", Qt.Key.Key_F2), ("insert", Qt.Key.Key_Insert),
                               ("delete", Qt.Key.Key_Delete)):  # fmt: skip
            record_key = QShortcut(QKeySequence(sequence), history_list)
            record_key.setContext(Qt.ShortcutContext.WidgetShortcut)
            record_key.activated.connect(self.record_actions[name].trigger)
        history_list.itemActivated.connect(lambda _item: self.begin_edit())
        # the menu opens from the keyboard with Space (the button's own) or Down, as a combo box
        open_menu = QShortcut(QKeySequence(Qt.Key.Key_Down), self.record_button)
        open_menu.setContext(Qt.ShortcutContext.WidgetShortcut)
        open_menu.activated.connect(self.record_button.showMenu)
        self.correction_bar = CorrectionBar(view)
        self.correction_bar.cancelled.connect(self.cancel_correction)
        # Esc cancels the correction anywhere in the view
        cancel = QShortcut(QKeySequence(Qt.Key.Key_Escape), view)
        cancel.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        cancel.activated.connect(self.cancel_correction)

    @property
    def words(self) -> TableWords:
        return TableWords.of(self.state)

    def retranslate_ui(self) -> None:
        self.record_button.setText(self.tr("Correct…"))
        self.record_button.setToolTip(
            self.tr("Correct the record: a past hand, a forgotten hand, the seating")
        )
        for name, (action_text, action_tip) in {
            "edit": (
                self.tr("Edit the selected hand… (F2)"),
                self.tr("Change its result; every later hand is settled again"),
            ),
            "insert": (
                self.tr("Insert a forgotten hand before it… (Ins)"),
                self.tr("Enter a hand that was played but not recorded"),
            ),
            "delete": (
                self.tr("Delete the selected hand… (Del)"),
                self.tr("A hand entered by mistake; every later hand is settled again"),
            ),
            "seating": (
                self.tr("Fix the seating…"),
                self.tr("Two players sat in each other's seats from a hand on"),
            ),
            "undo": (self.tr("Undo the last correction"), ""),
            "pending": (
                self.tr("Enter the first pending hand"),
                self.tr("Put a hand that could not be settled again into the form"),
            ),
            "discard": (self.tr("Discard the pending hands…"), ""),
            "identity": (
                self.tr("Table number and player ids…"),
                self.tr("For the tournament's report and rating lists"),
            ),
        }.items():
            self.record_actions[name].setText(action_text)
            self.record_actions[name].setToolTip(action_tip)

    def sync(self) -> None:
        """The menu's actions that can be taken now (none but the ids while correcting)."""
        st = self.state
        idle = self.correcting is None
        has = bool(st.history)
        enabled = {
            "edit": idle and has,
            "insert": idle and has,
            "delete": idle and has,
            "seating": idle,
            "undo": idle and st.can_undo_correction,
            "pending": idle and bool(st.pending) and not st.game_over,
            "discard": idle and bool(st.pending),
            "identity": True,
        }
        for key, on in enabled.items():
            self.record_actions[key].setEnabled(on)
        self.record_button.setEnabled(any(enabled.values()))

    def has_reason(self) -> bool:
        """The correction bar holds a reason (Apply correction waits for one)."""
        return bool(self.correction_bar.reason.text().strip())

    def selected_hand(self) -> int | None:
        """The history row selected (a hand applied), or the last hand when none is."""
        row = self.history_list.currentRow()
        if 0 <= row < len(self.state.history):
            return row
        return len(self.state.history) - 1 if self.state.history else None

    def _back_to_history(self, row: int | None) -> None:
        """After a correction, a cancelled one or a dialog: the keyboard is back on the
        history list, on the hand concerned (the list was rebuilt, its selection lost)."""
        count = self.history_list.count()
        if not count:
            return
        row = count - 1 if row is None else max(0, min(row, count - 1))
        self.history_list.setCurrentRow(row)
        self.history_list.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- a hand corrected in the form -------------------------------------------------------

    def _begin(self, mode: str, index: int, text: Callable[[], str]) -> None:
        self.correcting = (mode, index)
        self.form.show_message("")  # the last hand's "Applied." is no word on the correction
        self.correction_bar.start(text)
        self.form.entered = True
        self.changed.emit()

    def begin_edit(self, index: int | None = None) -> None:
        """Correct a past hand in the form: its result is filled in; Apply correction
        settles it and every later hand again."""
        index = self.selected_hand() if index is None else index
        if index is None or self.correcting is not None:
            return
        hand = self.state.hand(index)
        outcome, riichi = corrections.entered_result(self.state, index)
        self._begin(
            "edit",
            index,
            lambda: fill(
                self.tr(
                    "Correcting hand %1 (%2): change its result, give the reason, then Apply "
                    "correction. Esc cancels."
                ),
                str(index + 1),
                self.words.for_entry(hand).description(hand),
            ),
        )
        self.form.fill(outcome, riichi)
        self.preview_due.emit()

    def begin_insert(self, index: int | None = None) -> None:
        """Enter a forgotten hand before hand `index` (default: the selected one)."""
        index = self.selected_hand() if index is None else index
        if index is None or self.correcting is not None:
            return
        self._begin(
            "insert",
            index,
            lambda: fill(
                self.tr(
                    "Inserting a hand before hand %1 (%2): enter its result, give the reason, "
                    "then Apply correction. Esc cancels."
                ),
                str(index + 1),
                self.words.position_of(self.state.hand(index).position),
            ),
        )
        self.form.clear()
        self.form.entered = True
        self.preview_due.emit()

    def cancel_correction(self) -> None:
        if self.correcting is None:
            return
        _mode, index = self.correcting
        self.correcting = None
        self.correction_bar.stop()
        self.form.clear()
        self.form.show_message(lambda: self.tr("The record was left as it was."))
        self.changed.emit()
        self._back_to_history(index)

    def preview(self) -> SettleAnswer:
        """The corrected (or inserted) hand settled at its own position."""
        assert self.correcting is not None
        _mode, index = self.correcting
        return corrections.preview_at(
            self.state, index, self.form.current_outcome(), self.form.current_riichi()
        )

    def apply(self) -> dict[str, Any]:
        """Settle the hand in the form at its place in the record, and every later one."""
        assert self.correcting is not None
        mode, index = self.correcting
        reason = self.correction_bar.reason.text()
        form = self.form
        try:
            if mode == "edit":
                journal = corrections.edit_hand(
                    self.state, index, form.current_outcome(), form.current_riichi(), reason
                )
            else:
                journal = corrections.insert_hand(
                    self.state, index, form.current_outcome(), form.current_riichi(), reason
                )
        except corrections.CorrectionError as exc:
            answer = exc.answer or {
                "ok": False,
                "error": {"code": str(ErrorCode.INVALID_SETTLEMENT)},
            }
            if exc.answer is not None:
                form.show_message(lambda: form.error_text(answer))
            else:
                form.show_message(lambda: self.tr("Give the reason for the correction."))
            return answer
        self.correcting = None
        self.correction_bar.stop()
        form.clear()
        self._report_correction(journal)
        return {"ok": True, "correction": journal}

    def _report_correction(self, journal: dict[str, Any]) -> None:
        summary = self.words.correction_summary(journal)
        self.form.show_message(lambda: summary)  # its ruling: the table's model emits it
        self.changed.emit()
        hand = journal.get("hand")
        self._back_to_history(hand if isinstance(hand, int) else None)

    # --- corrections through a dialog -------------------------------------------------------

    def delete_selected(self) -> None:
        index = self.selected_hand()
        if index is None or self.correcting is not None:
            return
        hand = self.state.hand(index)
        reason = ReasonDialog.ask(
            self._view,
            self.tr("Delete a hand"),
            fill(
                self.tr("Delete hand %1 (%2)? Every later hand is settled again."),
                str(index + 1),
                self.words.for_entry(hand).description(hand),
            ),
        )
        if reason is None:
            self._back_to_history(index)
            return
        self._report_correction(corrections.delete_hand(self.state, index, reason))

    def fix_seating(self) -> None:
        if self.correcting is not None:
            return
        answer = SeatFixDialog.ask(
            self._view, self.state.names, len(self.state.history), self.selected_hand() or 0
        )
        if answer is None:
            self._back_to_history(self.selected_hand())
            return
        a, b, first, reason = answer
        try:
            journal = corrections.swap_seats(self.state, a, b, first, reason)
        except corrections.CorrectionError as exc:
            message = str(exc)
            self.form.show_message(lambda: message)
            return
        self._report_correction(journal)

    def undo_correction(self) -> None:
        if self.correcting is None and self.state.undo_correction():
            self.form.show_message(lambda: self.tr("The last correction was taken back."))
            self._back_to_history(None)

    def enter_pending(self) -> None:
        """Put the first pending hand into the form, to be applied in the table's position."""
        if self.correcting is not None or self.state.game_over:
            return
        pending = self.state.take_pending()
        if pending is None:
            return
        request = pending.get("request", {})
        form = self.form
        form.clear()
        form.entered = True
        form.fill(dict(request.get("outcome", {})), list(request.get("riichi", [])))
        form.show_message(
            lambda: self.tr("A pending hand is in the form: check it, then Apply (or change it).")
        )
        self.preview_due.emit()
        # the keyboard on the form's first field, where the check of the pending hand begins
        first = form.first_field()
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def discard_pending(self) -> None:
        count = len(self.state.pending)
        if not count or self.correcting is not None:
            return
        reason = ReasonDialog.ask(
            self._view,
            self.tr("Discard pending hands"),
            self.tr(
                "Discard the %n pending hand(s)? They are kept in the corrections journal.",
                "",
                count,
            ),
        )
        if reason is None:
            self._back_to_history(None)
            return
        dropped = list(self.state.pending)
        self.state.discard_pending()
        self.state.corrections.append(
            {
                "kind": "discard",
                "at": corrections.now_iso(),
                "reason": reason,
                "hand": len(self.state.history),
                "pending": dropped,
            }
        )
        self.changed.emit()
        self._back_to_history(None)

    def edit_identity(self) -> None:
        st = self.state
        answer = IdentityDialog.ask(self._view, st.table_number, st.names, st.player_ids)
        if answer is None:
            return
        number, ids = answer
        st.set_table_number(number)
        for seat, player_id in enumerate(ids):
            st.set_player_id(seat, player_id)
