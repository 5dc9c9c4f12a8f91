"""The Table tab: four seats, scores, round and counters; enter a hand, preview it, apply it.

The tab is put together here from its parts, each in a module of its own:
- `result_form.ResultForm` — the hand's result as the referee enters it (outcome, riichi,
  winners with "From Hand view", tenpai, reason, offender) and its checks in words;
- `preview_panel.PreviewPanel` — every transfer the result would make, before anything changes
  (rrc.md §4: the preview is shown to the whole table, F11, in large type over the whole
  window with the scores after the hand: `overlay.py`), the warnings, Show and Apply;
- `correction_flow.CorrectionFlow` — corrections of the record (edit, insert or delete a past
  hand, fix the seating, pending hands), with the bar and dialogs of `corrections_ui.py`;
- `final_results.py`, `game_clock.py`, `seating_dialog.py`, `winner_row.py`, `table_widgets.py`.

The view holds what joins them: Apply (Ctrl+Enter) moves the table on; after Apply the form
holds no result and Apply stays off until the form is changed, so one hand can never be
recorded twice by a second click. History with undo (the referee confirms which hand is
cancelled), one line per hand with its value and each player's change by name; final results
with each part of every result (base, leftover sticks, oka, uma, penalty) at the end. The uma
choice (RRC: 30/10 or 15/5) is fixed once a hand is applied, since a chombo counted in uma
steps is settled with it; the header says "Game over" (and why) once the game has ended. All
arithmetic is the engine's (`settle`, `final`) under the game's ruleset: the one it was started
under (see `TableState`); when the selector shows another one, a banner says so and offers to
switch the game from the next hand.

Before the first hand a banner asks the referee to check the seating ("Check seating: East
Anna, South Boris, ...", rrc.md §4 "Wrong seating"); "Seating…" sets the names and who deals
East 1. The game clock (game_clock.py) counts the session's main time down; when it runs out
the table records it, and the hand after the one in play is marked as the last. The clock's
state is kept in the `TableState` (saved on start, pause, reset, new minutes and time up), and
a table loaded with a running clock (autosave after a restart, or a file) resumes it.
"""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpacerItem,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine.answers import FinalAnswer, SettleAnswer
from referee_app.core.context import AppContext
from referee_app.core.game_clock import GameClock, time_rule
from referee_app.core.table_state import SEATS, TableState, uma_choices
from referee_app.support.compat import override
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords, points
from referee_app.views.table.correction_flow import CorrectionFlow
from referee_app.views.table.final_results import FinalResults
from referee_app.views.table.game_clock import GameClockWidget
from referee_app.views.table.overlay import TableResultOverlay
from referee_app.views.table.preview_panel import PreviewPanel
from referee_app.views.table.result_form import HandResultSource, ResultForm
from referee_app.views.table.seating_dialog import SeatingDialog, seating_text
from referee_app.views.table.table_widgets import FillingContent, SeatCard
from referee_app.views.widgets.plain_text import plain_box, plain_labels, plain_tip
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.settle_layout import settle_layouts


class TableView(Retranslating, QWidget):
    """The table: seats and scores, result entry with preview, history with undo, final."""

    #: a decision the referee took, for the ruling log (a correction of the record, ...)

    def __init__(
        self,
        context: AppContext,
        table_state: TableState,
        hand_state: HandResultSource | object | None = None,
        parent: QWidget | None = None,
        *,
        clock: GameClock | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.state = table_state
        self.hand_state = hand_state
        if table_state.context is not context:
            table_state.attach_context(context)
        self._preview: SettleAnswer | None = None
        #: the hand applied last, with the number of hands it made: shown in the preview
        #: until the next result is entered
        self._applied: tuple[int, SettleAnswer] | None = None
        #: the number of hands the history showed, to select a hand just added
        self._history_rows = 0
        self._overlay: TableResultOverlay | None = None

        # --- top bar
        self.round_label = QLabel(self)
        bold = QFont(self.round_label.font())
        bold.setPointSizeF(bold.pointSizeF() * 1.3)
        bold.setBold(True)
        self.round_label.setFont(bold)
        self.ruleset_label = QLabel(self)
        self.uma_label = QLabel(self)
        self.uma_combo = QComboBox(self)
        self.uma_combo.currentIndexChanged.connect(self._on_uma)
        # the uma spelled out in full (the numbers' grouping follows the language)
        self.uma_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.uma_combo.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.last_hand = QCheckBox(self)
        self.last_hand.toggled.connect(self.state.set_last_hand)
        self.new_game_button = QPushButton(self)
        self.new_game_button.clicked.connect(self.new_game)
        self.end_game_button = QPushButton(self)
        self.end_game_button.clicked.connect(self.end_game)
        self.ruleset_label.setWordWrap(True)
        self.seating_button = QPushButton(self)
        self.seating_button.clicked.connect(self.edit_seating)
        # --- game clock
        self.clock = clock if clock is not None else GameClock(self)
        self.clock_widget = GameClockWidget(self.clock, self)
        self.clock.expired.connect(self.state.record_time_up)
        self.clock.state_changed.connect(self._save_clock)
        self.clock_widget.reset_button.clicked.connect(self.state.clear_time_up)
        self.clock_widget.minutes.valueChanged.connect(self._on_clock_minutes)
        self._clock_rule_for: object = None
        top_text = QVBoxLayout()
        top_text.addWidget(self.round_label)
        top_text.addWidget(self.ruleset_label)
        top_text.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(top_text, 1)
        top.addWidget(self.clock_widget)

        # --- seating check, shown until the seating is confirmed or a hand is applied
        self.seating_banner = QFrame(self)
        self.seating_banner.setObjectName("seatingBanner")
        self.seating_banner.setStyleSheet(
            "#seatingBanner { background: #fff4cc; border: 1px solid #c08000; }"
        )
        self.seating_label = QLabel(self.seating_banner)
        self.seating_label.setWordWrap(True)
        self.seating_label.setFont(bold)
        self.seating_edit_button = QPushButton(self.seating_banner)
        self.seating_edit_button.clicked.connect(self.edit_seating)
        self.seating_ok_button = QPushButton(self.seating_banner)
        self.seating_ok_button.clicked.connect(self.confirm_seating)
        banner = QHBoxLayout(self.seating_banner)
        banner.setContentsMargins(8, 4, 8, 4)
        banner.addWidget(self.seating_label, 1)
        banner.addWidget(self.seating_edit_button)
        banner.addWidget(self.seating_ok_button)
        # --- the selector shows another ruleset than the one the game is played under
        self.ruleset_banner = QFrame(self)
        self.ruleset_banner.setObjectName("rulesetBanner")
        self.ruleset_banner.setStyleSheet(
            "#rulesetBanner { background: #fde0dc; border: 1px solid #b71c1c; }"
        )
        self.ruleset_banner_label = QLabel(self.ruleset_banner)
        self.ruleset_banner_label.setWordWrap(True)
        self.ruleset_banner_label.setFont(bold)
        self.ruleset_switch_button = QPushButton(self.ruleset_banner)
        self.ruleset_switch_button.clicked.connect(self.switch_game_ruleset)
        rbanner = QHBoxLayout(self.ruleset_banner)
        rbanner.setContentsMargins(8, 4, 8, 4)
        rbanner.addWidget(self.ruleset_banner_label, 1)
        rbanner.addWidget(self.ruleset_switch_button)
        # game controls sit under the history in two rows (one row was too wide for a 1024 px
        # screen in Russian and Ukrainian): the game's buttons beside "undo last hand" (set
        # up with the history below), then the end-of-game settings
        game_row = QHBoxLayout()
        widget: QWidget
        for widget in (self.uma_label, self.uma_combo, self.last_hand):
            game_row.addWidget(widget)
        game_row.addStretch(1)

        # --- seats
        self.cards = [SeatCard(self, seat) for seat in range(SEATS)]
        seats_row = QHBoxLayout()
        for card in self.cards:
            card.name.editingFinished.connect(
                lambda card=card: self.state.set_name(card.seat_index, card.name.text())
            )
            seats_row.addWidget(card, 1)

        # --- the result form
        self.form = form = ResultForm(table_state, hand_state, self)
        form.changed.connect(self.refresh_preview)
        # its parts as the view's callers (main window, tests, scripts) reach them
        self.entry_box, self.message, self.show_message = form, form.message, form.show_message
        self.outcome_group, self.outcome_buttons = form.outcome_group, form.outcome_buttons
        self.outcome_kind, self.set_outcome_kind = form.outcome_kind, form.set_outcome_kind
        self.riichi_label, self.riichi_checks = form.riichi_label, form.riichi_checks
        self.discarder, self.ron_winners = form.discarder, form.ron_winners
        self.tsumo_winner, self.head_bump_label = form.tsumo_winner, form.head_bump_label
        self.tenpai_checks, self.nagashi_checks = form.tenpai_checks, form.nagashi_checks
        self.abortive_reason, self.offender = form.abortive_reason, form.offender
        self.current_outcome, self.current_riichi = form.current_outcome, form.current_riichi
        self.form_edited, self.form_warnings = form.edited, form.warnings
        self.two_han_notes = form.two_han_notes

        # --- final results (replaces the entry form when the game is over)
        self.final_box = FinalResults(self)
        self.final_table = self.final_box.table
        self.final_box.sign_off_requested.connect(self.show_sign_off)
        self.left = QStackedWidget(self)
        self.left.addWidget(self.form)
        self.left.addWidget(self.final_box)

        # --- preview
        self.preview_box = preview = PreviewPanel(self)
        preview.chombo_requested.connect(form.enter_chombo)
        self.apply_button, self.show_button = preview.apply_button, preview.show_button
        self.apply_button.clicked.connect(self.apply_clicked)
        self.show_button.clicked.connect(self.show_to_table)
        self.preview_table, self.deltas_label = preview.preview_table, preview.deltas_label
        self.next_label, self.warning_label = preview.next_label, preview.warning_label
        self.chombo_buttons, self.time_note = preview.chombo_buttons, preview.time_note

        # --- history
        self.history_box = QGroupBox(self)
        self.history_list = QListWidget(self.history_box)
        # three lines at the least: the list grows with the window, never the window with it
        line = self.history_list.fontMetrics().lineSpacing()
        self.history_list.setMinimumHeight(3 * line + 2 * self.history_list.frameWidth() + 6)
        # one line per hand, cut with "…" where the list is narrow (the tool tip has it all):
        # never a sideways scroll bar
        self.history_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.history_list.setWordWrap(False)
        self.undo_button = QPushButton(self.history_box)
        self.undo_button.clicked.connect(self.undo)
        # corrections of the record: the Correct… menu and its keys on the history, the bar
        self.correction_flow = flow = CorrectionFlow(
            table_state, form, self.history_list, self, self.history_box
        )
        flow.changed.connect(self._sync)
        flow.preview_due.connect(self.refresh_preview)
        self.correction_bar = flow.correction_bar
        self.correction_bar.reason.textChanged.connect(self.refresh_preview)
        # Enter in the reason applies the correction, as Ctrl+Enter does anywhere in the view
        self.correction_bar.reason.returnPressed.connect(self.apply_if_ready)
        self.record_button, self.record_menu = flow.record_button, flow.record_menu
        self.record_actions = flow.record_actions
        self.begin_edit, self.cancel_correction = flow.begin_edit, flow.cancel_correction
        self.delete_selected = flow.delete_selected
        history_buttons = QHBoxLayout()
        history_buttons.addWidget(self.undo_button)
        history_buttons.addWidget(self.record_button)
        history_buttons.addStretch(1)
        for widget in (self.seating_button, self.end_game_button, self.new_game_button):
            history_buttons.addWidget(widget)
        history_layout = QVBoxLayout(self.history_box)
        history_layout.addWidget(self.history_list, 1)
        history_layout.addLayout(history_buttons)
        history_layout.addLayout(game_row)

        left_column = QVBoxLayout()
        left_column.addWidget(self.correction_bar)
        left_column.addWidget(self.left, 3)
        left_column.addWidget(self.history_box, 2)
        self._left_column = left_column
        body = QHBoxLayout()
        # the form takes what it needs (its minimum); the preview, whose Reason column must
        # show its text whole, shares the rest (once the game is over the final results take
        # the room: the preview keeps only its note and buttons, see `refresh_preview`)
        body.addLayout(left_column, 1)
        body.addWidget(self.preview_box, 1)
        self._body = body
        # Everything sits in a scroll area that shows no frame and no bar while the window is
        # big enough; on a small screen (a 1366x768 laptop with a taskbar) the view scrolls
        # instead of making the window taller than the screen.
        self.content = FillingContent(self)
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        # The banners come and go ("check seating" until confirmed, the ruleset mismatch
        # whenever the selector shows another ruleset): their strip keeps its room while they
        # are hidden, so the seats and the form never jump under the pointer.
        # The two never show together (the seating check ends with the first hand, a ruleset
        # mismatch starts after it), so they share one cell: as wide as the wider, as tall as
        # the taller.
        self.banner_strip = QWidget(self.content)
        strip = QGridLayout(self.banner_strip)
        strip.setContentsMargins(0, 0, 0, 0)
        for banner_frame in (self.seating_banner, self.ruleset_banner):
            policy = banner_frame.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            banner_frame.setSizePolicy(policy)
            strip.addWidget(banner_frame, 0, 0)
        layout.addWidget(self.banner_strip)
        layout.addLayout(seats_row)
        layout.addLayout(body, 1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.content)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll_area)

        # F11 is the main window's View > Show to the table, which calls show_to_table().
        # Ctrl+Z only while the Table tab has focus: the Hand view has its own undo
        undo = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        undo.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        undo.activated.connect(self.undo)
        # Ctrl+Enter applies the previewed result (the button's tool tip says so)
        self._apply_shortcuts = []
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            shortcut = QShortcut(QKeySequence(Qt.KeyboardModifier.ControlModifier | key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.apply_if_ready)
            self._apply_shortcuts.append(shortcut)

        self.state.changed.connect(self._sync)
        context.ruleset_changed.connect(self._on_ruleset_changed)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()
        # A valid result from the start: the first player discards, the next one wins (the
        # extra winner rows, when ticked, take the seats after that).
        self.form.on_discarder_changed()
        self._set_tab_order()

    @property
    def correcting(self) -> tuple[str, int] | None:
        """The hand being corrected in the form: ("edit" | "insert", index) or None."""
        return self.correction_flow.correcting

    @override
    def sizeHint(self) -> QSize:
        return QSize(1024, 700)

    # --- text ------------------------------------------------------------------------------

    @property
    def words(self) -> TableWords:
        """This table's game in words (names, winds, positions, results); while a past hand
        is corrected (or a forgotten one inserted before it), with the names and the seats'
        winds of that hand."""
        words = TableWords.of(self.state)
        flow = getattr(self, "correction_flow", None)
        correcting = flow.correcting if flow is not None else None
        if correcting is not None and 0 <= correcting[1] < len(self.state.history):
            return words.for_entry(self.state.hand(correcting[1]))
        return words

    def seat_name(self, seat: int | None) -> str:
        return self.words.seat_name(seat)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        # words that changed width while the tab was hidden (a language switched on another
        # tab) are laid out before the first frame, not over the next passes of the event loop
        settle_layouts(self)
        super().showEvent(event)

    def retranslate_ui(self) -> None:
        self.last_hand.setText(self.tr("Last hand"))
        self.last_hand.setToolTip(
            self.tr("Time is up: the game ends after the next hand (as the ruleset prescribes)")
        )
        self.new_game_button.setText(self.tr("New game"))
        self.new_game_button.setToolTip(
            self.tr("Start again from the ruleset's starting points (names are kept)")
        )
        self.seating_button.setText(self.tr("Seating…"))
        self.seating_edit_button.setText(self.tr("Seating…"))
        self.seating_edit_button.setToolTip(
            self.tr("Names in turn order and who deals first (East 1)")
        )
        self.seating_ok_button.setText(self.tr("Seating is correct"))
        self.seating_ok_button.setToolTip(
            self.tr("Everyone sits at the wind shown: confirm before the first hand")
        )
        self.end_game_button.setText(self.tr("End game"))
        self.end_game_button.setToolTip(self.tr("Stop here and show the final results"))
        self.uma_label.setText(self.tr("Uma"))
        for card in self.cards:
            card.name.setToolTip(self.tr("Player's name (optional)"))
        self.form.retranslate_ui()
        self.final_box.retranslate_ui()
        self.preview_box.retranslate_ui()
        self.ruleset_switch_button.setText(self.tr("Use it for this game…"))
        self.history_box.setTitle(self.tr("History"))
        self.correction_flow.retranslate_ui()
        self.undo_button.setText(self.tr("Undo last hand"))
        self.undo_button.setToolTip(
            self.tr("Cancel the last hand applied (asks first; its payments are taken back)")
        )
        self._sync()

    # --- state -> widgets ------------------------------------------------------------------

    def _on_ruleset_changed(self, _ruleset: object) -> None:
        self._sync()

    def _on_uma(self, index: int) -> None:
        if index >= 0 and index != self.state.uma_choice:
            try:
                self.state.set_uma_choice(index)
            except ValueError:  # fixed once a hand is applied (the box is off then)
                self._sync()

    def _sync(self) -> None:
        st = self.state
        ruleset = st.ruleset
        self.round_label.setText(self.words.round_header(self.state))
        self.ruleset_label.setText(fill(self.tr("Ruleset: %1"), labels.ruleset_name(ruleset)))
        self._sync_ruleset_banner()
        self.end_game_button.setEnabled(not st.game_over)
        self._sync_seating()
        self._sync_clock()
        names = [self.seat_name(s) for s in range(SEATS)]
        hands = st.records()
        for seat, card in enumerate(self.cards):
            if not card.name.hasFocus():
                card.name.setText(st.names[seat])
                card.name.setCursorPosition(0)  # a long name shows its start, not its end
            card.name.setPlaceholderText(fill(self.tr("Player %1"), str(seat + 1)))
            wind = labels.wind_label(st.seat_wind(seat))
            card.wind.setText(fill(self.tr("%1 · dealer"), wind) if seat == st.dealer else wind)
            card.score.setText(points(st.scores[seat]))
            # a penalty worked from an assumed value (RRC's chombo…) carries the mark
            notes = TableWords.penalty_notes(hands, seat, st.ruleset)
            penalty = labels.signed_points_text(st.penalties[seat])
            card.extra.setText(
                fill(self.tr("Penalties: %1"), penalty + (assumed_marks.MARK if notes else ""))
                if st.penalties[seat]
                else ""
            )
            card.extra.setToolTip(plain_tip("\n".join(notes)) if st.penalties[seat] else "")
            card.setStyleSheet(
                "SeatCard { border: 2px solid #c08000; }" if seat == st.dealer else ""
            )
        self.form.sync(names)
        # uma choice
        choices = uma_choices(ruleset)
        with QSignalBlocker(self.uma_combo):
            self.uma_combo.clear()
            for uma in choices:
                self.uma_combo.addItem(labels.rule_value_label("uma", uma))
            self.uma_combo.setCurrentIndex(st.uma_choice)
        self.uma_combo.setEnabled(len(choices) > 1 and not st.uma_locked)
        self.uma_combo.setToolTip(
            self.tr(
                "The uma is fixed now: a chombo counted in uma steps was settled with it. "
                "Undo that hand or start a new game to change it."
            )
            if st.uma_locked and len(choices) > 1
            else self.tr("The ruleset's uma, or its alternative")
        )
        with QSignalBlocker(self.last_hand):
            self.last_hand.setChecked(st.last_hand)
        # history
        selected = self.history_list.currentRow()
        self.history_list.clear()
        words = self.words
        for i, hand in enumerate(hands):
            entry_words = words.for_entry(hand)
            item = QListWidgetItem(
                entry_words.mark(hand) + entry_words.history_line(i, hand), self.history_list
            )
            tip_lines = [entry_words.history_tip(i, hand), *entry_words.correction_lines(hand)]
            item.setToolTip(plain_tip("\n".join(tip_lines)))
        for pending in st.pending:
            item = QListWidgetItem(
                words.PENDING_MARK + words.pending_line(pending), self.history_list
            )
            item.setForeground(QBrush(QColor("#b71c1c")))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(plain_tip(words.pending_line(pending)))
        added = len(st.history) > self._history_rows
        self._history_rows = len(st.history)
        if added:  # a hand just applied is the one F2 and Correct… act on
            self.history_list.setCurrentRow(len(st.history) - 1)
        elif 0 <= selected < len(st.history):
            self.history_list.setCurrentRow(selected)
        else:
            self.history_list.scrollToBottom()
        correcting = self.correcting is not None
        # while a hand is corrected its bar stands over the form: the banners' strip, kept
        # for them while they are hidden, gives its room back (Apply correction stays on a
        # 1366x768 screen, the history keeps its lines)
        quiet = self.seating_banner.isHidden() and self.ruleset_banner.isHidden()
        self.banner_strip.setVisible(not (correcting and quiet))
        self.undo_button.setEnabled(bool(st.history) and not correcting)
        self.correction_flow.sync()
        self.apply_button.setText(self.tr("Apply correction") if correcting else self.tr("Apply"))
        # final results
        over = st.game_over and not correcting
        self.left.setCurrentWidget(self.final_box if over else self.form)
        # the four final results need little room: the rest goes to the history, the record
        # a referee reads (and corrects) once the game is over (the hidden page's size is
        # ignored, or the form's height would stay)
        ignored, preferred = QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred
        self.form.setSizePolicy(*((ignored, ignored) if over else (preferred, preferred)))
        self._left_column.setStretch(1, 0 if over else 3)
        self._left_column.setStretch(2, 1 if over else 2)
        if st.game_over and not correcting:
            self.final_box.show_answer(self.state, self.final_answer())
        self.refresh_preview()
        if self._overlay is not None and self._overlay.isVisible():
            self._fill_overlay(self._overlay)

    def refresh_preview(self) -> None:
        """Ask the engine what the form's result would do, and list it; nothing changes."""
        if not hasattr(self, "correction_flow"):
            return  # still building
        form, preview, words = self.form, self.preview_box, self.words
        preview.clear()
        form.sync_abortive_items()
        preview.show_warnings([], words)
        form.show_head_bump(None)
        over = self.state.game_over and self.correcting is None
        self.preview_table.setVisible(not over)  # no empty preview beside the final results
        self._body.setStretch(1, 0 if over else 1)
        if over:
            self._preview = None
            self.apply_button.setEnabled(False)
            # the final standings can be shown to the table
            self.show_button.setEnabled(True)
            self.next_label.setText(
                self.tr("The game is over: see the final results. Undo takes back the last hand.")
            )
            return
        if not form.entered and self.correcting is None:
            self._preview = None
            self.apply_button.setEnabled(False)
            self.show_button.setEnabled(False)
            applied = self._applied
            next_hand = str(self.state.hands_played + 1)
            if applied is not None and applied[0] == len(self.state.history):
                # the hand just applied stays in sight, said to be applied
                preview.show_answer(applied[1], words, self.state.ruleset)
                self.next_label.setText(
                    fill(
                        self.tr(
                            "Hand %1 was applied as shown. Enter the result of hand %2: the "
                            "preview and Apply come back when the form is changed (or the "
                            "outcome is clicked)."
                        ),
                        str(applied[0]),
                        next_hand,
                    )
                )
                return
            self.next_label.setText(
                fill(
                    self.tr(
                        "Enter the result of hand %1: the preview and Apply come back when the "
                        "form is changed (or the outcome is clicked)."
                    ),
                    next_hand,
                )
            )
            return
        # the engine says what the result does, or why it cannot be settled (the form's words)
        answer: SettleAnswer = (
            self.correction_flow.preview()
            if self.correcting is not None
            else self.state.preview(form.current_outcome(), form.current_riichi())
        )
        if not answer.get("ok"):
            self._preview = None
            self.deltas_label.setText(form.error_text(answer))
            self.apply_button.setEnabled(False)
            self.show_button.setEnabled(False)
            return
        self._preview = answer
        preview.show_answer(answer, words, self.state.ruleset)
        bump = form.head_bump_text(answer)
        form.show_head_bump(bump)
        preview.show_warnings(
            ([(bump, None)] if bump else [])
            + form.warnings()
            + [(note, None) for note in assumed_marks.notes(self.state.ruleset, answer)],
            words,
        )
        self.apply_button.setEnabled(self.correcting is None or self.correction_flow.has_reason())
        self.show_button.setEnabled(True)

    # --- actions ---------------------------------------------------------------------------

    def apply(self) -> dict[str, Any]:
        """Apply the form's result (the same request as the preview).

        After a hand is applied the form goes back to no result entered (no riichi, tenpai or
        nagashi ticked, no extra winner, 1 han 30 fu, nobody liable) and Apply stays off until
        the form is changed, so that a second click can never record the same hand twice.
        """
        if self.correcting is not None:
            return self.correction_flow.apply()
        answer = self.state.apply(self.form.current_outcome(), self.form.current_riichi())
        if answer.get("ok"):  # a chombo or penalty is a ruling the table's model emits
            self._applied = (len(self.state.history), answer)
            self.form.clear()
            self.show_message(lambda: self.tr("Applied."))
        else:
            self.show_message(lambda: self.form.error_text(answer))
        return dict(answer)  # as a correction's answer is: plain data

    def show_sign_off(self) -> None:
        """The sign-off sheet of the game, on screen, to save as PDF or CSV."""
        from referee_app.core.case_files import table_from_state
        from referee_app.views.table.sign_off_dialog import SignOffDialog

        SignOffDialog(table_from_state(self.context, self.state, ""), self).exec()

    def apply_clicked(self) -> None:
        """Apply as the referee asked it (the button, Ctrl+Enter): before the first hand the
        seating is confirmed first, by a question that names it, never skipped silently."""
        if self.correcting is None and self.state.seating_check_due:
            if not self.confirm(
                self.tr("Check seating"),
                self.seating_check_text(),
                self.tr("Is everyone sitting at the wind shown? Yes confirms it and applies."),
            ):
                self.show_message(
                    lambda: self.tr("Nothing applied: check the seating first (Seating…).")
                )
                return
            self.state.confirm_seating()
        self.apply()

    def apply_if_ready(self) -> None:
        """Ctrl+Enter: apply, only when the Apply button could be clicked."""
        if self.apply_button.isEnabled() and self.apply_button.isVisible():
            self.apply_button.click()

    def new_game(self) -> bool:
        """Start a new game; once hands were played, only after the referee confirms."""
        if self.state.history and not self.confirm(
            self.tr("New game"),
            self.tr(
                "Start a new game? The record of %n hand(s) played is cleared.",
                "",
                len(self.state.history),
            ),
            self.new_game_detail(),
        ):
            return False
        self.state.new_game()
        self.form.reset()
        return True

    def new_game_detail(self) -> str:
        """What the New-game question says is kept, and where."""
        path = self.state.saved_path
        if not self.state.unsaved and path:
            where = fill(self.tr("The record of this game is kept in %1, as it stands now."), path)
        elif path:
            where = fill(
                self.tr(
                    "The last changes are not in %1 yet: save first (File ▸ Save) to keep them."
                ),
                path,
            )
        else:
            where = self.tr(
                "This game's record is not saved in any file: save it first "
                "(File ▸ Save as…) to keep it."
            )
        kept = self.tr(
            "The new game keeps the players' names, the first dealer, the uma and the game "
            "clock; it has no file until it is saved."
        )
        return f"{where}\n\n{kept}"

    def end_game(self) -> bool:
        """End the game now (e.g. time is up), after the referee confirms."""
        if self.state.game_over:
            return False
        if not self.confirm(
            self.tr("End game"),
            self.tr("End the game now and show the final results?"),
            self.tr("No more hands can be entered in this game afterwards."),
        ):
            return False
        self.state.end_game()
        return True

    def undo_question(self) -> str:
        """ "Cancel hand 7: South 2, 1 honba — Chombo: Vera?" for the last applied hand."""
        index = len(self.state.history) - 1
        return fill(
            self.tr("Cancel hand %1: %2?"),
            str(index + 1),
            self.words.description(self.state.hand(index)),
        )

    def confirm_undo(self, question: str) -> bool:
        """Ask the referee (default No); True only on an explicit Yes."""
        return self.confirm(
            self.tr("Undo last hand"),
            question,
            self.tr("Its payments are taken back and the table returns to where it was."),
        )

    def confirm(self, title: str, question: str, detail: str) -> bool:
        """A Yes/No question whose default (Enter, Esc) is No; True only on an explicit Yes."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setInformativeText(detail)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        plain_box(box)
        # wide enough for its title: a window manager cuts a title wider than its window
        # ("Switch the game's r…set")
        bold = QFont(box.font())
        bold.setBold(True)
        room = QFontMetrics(bold).horizontalAdvance(title) + 160
        grid = box.layout()
        if isinstance(grid, QGridLayout):
            grid.addItem(
                QSpacerItem(room, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed),
                grid.rowCount(),
                0,
                1,
                grid.columnCount(),
            )
        try:
            return box.exec() == QMessageBox.StandardButton.Yes
        finally:
            box.deleteLater()

    def undo(self) -> bool:
        """Cancel the last applied hand after the referee confirms which one it is."""
        if not self.state.history:
            return False
        question = self.undo_question()
        if not self.confirm_undo(question):
            self.show_message(lambda: self.tr("Nothing was cancelled."))
            return False
        if self.state.undo():
            self.show_message(lambda: self.tr("The last hand was taken back."))
            return True
        return False

    # --- seating and clock -----------------------------------------------------------------

    def edit_seating(self) -> None:
        """Names and first dealer, through the Seating dialog (before the first hand only)."""
        if self.state.seating_locked:
            self.show_message(self.seating_locked_text)
            return
        answer = SeatingDialog.ask(self, self.state.names, self.state.first_dealer)
        if answer is not None:
            names, first = answer
            self.state.set_seating(names, first)

    def confirm_seating(self) -> None:
        # the banner and its button go: the keyboard goes on to the result form (left to
        # itself Qt would give it to the next control in the chain, Player 1's name, with its
        # text selected, and the next key would overwrite the name)
        self.focus_form()
        self.state.confirm_seating()
        self.show_message(lambda: self.tr("Seating confirmed."))

    def focus_form(self) -> None:
        """The keyboard to the result form: the outcome chosen (the final results once the
        game is over)."""
        target: QWidget | None = (
            self.final_table if self.state.game_over else self.form.first_field()
        )
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def seating_locked_text(self) -> str:
        return self.tr("The seating is fixed once a hand is applied: New game changes it.")

    def seating_check_text(self) -> str:
        return fill(
            self.tr("Check seating: %1"), seating_text(self.state.names, self.state.first_dealer)
        )

    def _sync_seating(self) -> None:
        st = self.state
        # (a loaded table could ask for both: the ruleset mismatch, the more urgent, shows)
        self.seating_banner.setVisible(st.seating_check_due and not st.ruleset_differs)
        self.seating_label.setText(self.seating_check_text())
        self.seating_button.setEnabled(not st.seating_locked)
        self.seating_button.setToolTip(
            self.seating_locked_text()
            if st.seating_locked
            else self.tr("Names in turn order and who deals first (East 1)")
        )

    def _on_clock_minutes(self, minutes: int) -> None:
        self.state.set_clock_minutes(minutes)

    def _save_clock(self) -> None:
        """The clock was started, paused, reset, given new minutes or ran out: keep its state
        with the table (the autosave follows `TableState.changed`)."""
        self.state.set_clock_state(self.clock.to_state())

    def _restore_clock(self) -> None:
        """The table holds another clock state than the clock (a table was loaded): take it."""
        saved = self.state.clock_state
        self.clock.restore(saved)
        if saved is None:
            self._clock_rule_for = None  # a fresh clock: the main time follows the rule again
        else:
            with QSignalBlocker(self.clock_widget.minutes):
                self.clock_widget.minutes.setValue(self.clock.minutes)
        # corrected while restoring (re-anchored, or time ran out while the app was closed)
        self._save_clock()

    def _sync_clock(self) -> None:
        st = self.state
        if st.clock_state != self.clock.to_state():
            self._restore_clock()
        rule = time_rule(st.ruleset)
        key = (rule, st.clock_minutes)
        if key != self._clock_rule_for:
            self._clock_rule_for = key
            self.clock_widget.set_rule(rule)
            if st.clock_minutes is not None and not self.clock.started:
                with QSignalBlocker(self.clock_widget.minutes):
                    self.clock_widget.minutes.setValue(st.clock_minutes)
                self.clock.set_minutes(st.clock_minutes)
        self.time_note.setVisible(st.time_up and not st.game_over)
        self.time_note.setText(self.time_note_text())

    def time_note_text(self) -> str:
        st = self.state
        if not st.time_up or st.game_over:
            return ""
        if st.hands_since_time_up() == 0 and st.ruleset.hands_after_time_up == 0:
            return fill(
                self.tr("Time is up during hand %1: it is the last (“Last hand” is ticked)."),
                str(st.hands_played + 1),
            )
        if st.hands_since_time_up() == 0:
            return fill(
                self.tr("Time is up during hand %1: finish it; the hand after it is the last."),
                str(st.hands_played + 1),
            )
        if st.last_hand:
            return self.tr("Time is up: the next hand is the last (“Last hand” is ticked).")
        return self.tr("Time is up: tick “Last hand” before the last hand.")

    def preview_lines(self) -> list[str]:
        if self._preview is None:
            return []
        return self.preview_box.lines(self._preview, self.words)

    def show_to_table(self) -> None:
        """The preview (or, once the game is over, the final standings) in large type over
        the whole window; Esc, F11 or Close returns."""
        if self._overlay is not None and self._overlay.isVisible():
            self._overlay.hide()
            return
        if self._preview is None and not self.state.game_over:
            return
        if self._overlay is None:
            self._overlay = TableResultOverlay(self.window())
            self._overlay.closed.connect(self._on_overlay_closed)
        self._overlay.setGeometry(self.window().rect())
        self._fill_overlay(self._overlay)
        self._overlay.show()
        self._overlay.raise_()
        self._overlay.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def overlay(self) -> TableResultOverlay | None:
        return self._overlay

    def _on_overlay_closed(self) -> None:
        if self.isVisible():
            self.apply_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_overlay(self, overlay: TableResultOverlay) -> None:
        if self.state.game_over:
            overlay.show_final(self.state, self.final_answer())
        elif self._preview is not None:
            overlay.show_preview(
                self.state, self.form.current_outcome(), self._preview, self.preview_lines()[:-1]
            )
        else:
            overlay.hide()

    def final_answer(self) -> FinalAnswer:
        return self.state.final()

    # --- the game's ruleset and the keyboard -----------------------------------------------

    def _sync_ruleset_banner(self) -> None:
        st = self.state
        self.ruleset_banner.setVisible(st.ruleset_differs)
        if not st.ruleset_differs:
            return
        self.ruleset_banner_label.setText(
            fill(
                self.tr("This game is played under %1 (the selector shows %2)."),
                labels.ruleset_name(st.ruleset),
                labels.ruleset_name(st.selected_ruleset),
            )
        )
        self.ruleset_switch_button.setToolTip(
            plain_tip(
                fill(
                    self.tr("Settle this game under %1 from the next hand on"),
                    labels.ruleset_name(st.selected_ruleset),
                )
            )
        )

    def switch_game_ruleset(self) -> bool:
        """Play the game under the selector's ruleset from the next hand on; once hands were
        applied, only after the referee confirms."""
        st = self.state
        if not st.ruleset_differs:
            return False
        old, new = labels.ruleset_name(st.ruleset), labels.ruleset_name(st.selected_ruleset)
        if st.history and not self.confirm(
            self.tr("Switch the game's ruleset"),
            fill(
                self.tr("Settle this game under %1 from hand %2 on?"), new, str(st.hands_played + 1)
            ),
            fill(
                self.tr(
                    "The hands already applied stay as they were settled under %1. The final "
                    "results will use the uma and oka of %2."
                ),
                old,
                new,
            ),
        ):
            return False
        st.set_game_ruleset(st.selected_ruleset)
        self.show_message(lambda: fill(self.tr("This game is now played under %1."), new))
        return True

    def tab_chain(self) -> list[QWidget]:
        """The widgets Tab visits, top to bottom, left to right."""
        chain: list[QWidget] = [
            w
            for w in self.clock_widget.findChildren(QWidget)
            if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.parent() is not None
            and not isinstance(w.parent(), (QAbstractSpinBox, QComboBox))
        ]  # fmt: skip
        chain += [self.seating_edit_button, self.seating_ok_button, self.ruleset_switch_button]
        chain += [card.name for card in self.cards]
        # the correction bar (shown over the form while correcting) comes before the form
        chain += [self.correction_bar.reason, self.correction_bar.cancel_button]
        chain += [*self.form.tab_chain(), self.final_table]
        chain += [self.preview_table, *self.chombo_buttons, self.show_button, self.apply_button]
        chain += [self.history_list, self.undo_button, self.record_button, self.seating_button]
        chain += [self.end_game_button, self.new_game_button, self.uma_combo, self.last_hand]
        return chain

    def _set_tab_order(self) -> None:
        chain = self.tab_chain()
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)


__all__ = ["TableView"]
