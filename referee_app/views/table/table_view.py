"""The Table tab: four seats, scores, round and counters; enter a hand, preview it, apply it.

The referee (or the player entering the hand) picks the outcome — ron with one to three winners,
tsumo, exhaustive draw, abortive draw or chombo — and who declared riichi. Each winner's han/fu
is typed or taken from the Hand view ("From Hand view" scores the Hand view's hand again under
the game's ruleset with the table's honba, round wind and the winner's seat wind, so that a rule
such as Galaxy's 2 han at five counters is not bypassed; the engine's reason is shown when it is
no win there). Only han/fu that can exist are accepted (20 fu: a pinfu tsumo of 2 han or more;
25 fu: seven pairs, 2 han or more). The preview lists every transfer with its reason before
anything changes (rrc.md §4: the preview is shown to the whole table, F11, in large type over
the whole window with the scores after the hand), then Apply (Ctrl+Enter) moves the table on.
After Apply the form holds no result and Apply stays off until the form is changed, so one hand
can never be recorded twice by a second click. Things the referee should look at are named under
the preview without blocking Apply: a player ticked for riichi but not tenpai at an exhaustive
draw (what the game's ruleset says, with a one-click chombo). History with undo (the referee
confirms which hand is cancelled), one line per hand with its value and each player's change by
name; final results with each part of every result (base, leftover sticks, oka, uma, penalty) at
the end. The uma choice (RRC: 30/10 or 15/5) is fixed once a hand is applied, since a chombo
counted in uma steps is settled with it; the header says "Game over" (and why) once the game has
ended. All arithmetic is the engine's (`settle`, `final`) under the game's ruleset: the one it
was started under (see `TableState`); when the selector shows another one, a banner says so and
offers to switch the game from the next hand.

Before the first hand a banner asks the referee to check the seating ("Check seating: East
Anna, South Boris, ...", rrc.md §4 "Wrong seating"); "Seating…" sets the names and who deals
East 1. The game clock (game_clock.py) counts the session's main time down; when it runs out
the table records it, and the hand after the one in play is marked as the last. The clock's
state is kept in the `TableState` (saved on start, pause, reset, new minutes and time up), and
a table loaded with a running clock (autosave after a restart, or a file) resumes it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from PySide6.QtCore import QSignalBlocker, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QKeySequence,
    QShortcut,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import api
from engine.answers import FinalAnswer, ScoreAnswer, SettleAnswer
from engine.ids import ErrorCode, PenaltyConsequence, PenaltyId
from engine.penalties import penalties_for
from engine.yaku import available
from referee_app.core import corrections
from referee_app.core.context import AppContext
from referee_app.core.game_clock import GameClock, time_rule
from referee_app.core.ruling_log import sanction_ruling, table_context
from referee_app.core.table_state import SEATS, TableState, uma_choices
from referee_app.support.compat import override
from referee_app.text import assumed_marks, labels
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords, points, unbroken
from referee_app.views.table.corrections_ui import (
    CorrectionBar,
    IdentityDialog,
    ReasonDialog,
    SeatFixDialog,
)
from referee_app.views.table.final_results import FinalResults
from referee_app.views.table.game_clock import GameClockWidget
from referee_app.views.table.overlay import TableShowOverlay
from referee_app.views.table.seating_dialog import SeatingDialog, seating_text
from referee_app.views.table.table_widgets import (
    PREVIEW_NAME_WIDTH,
    SEAT_CHECK_TEXT_WIDTH,
    FillingContent,
    SeatCard,
    fit_popup,
    set_seat_check_text,
    setup_table,
)
from referee_app.views.table.winner_row import WinnerRow
from referee_app.views.widgets.plain_text import plain_labels, plain_tip
from referee_app.views.widgets.retranslate import Retranslating

OUTCOMES: tuple[str, ...] = ("ron", "tsumo", "draw", "abortive", "chombo")


class HandResultSource(Protocol):
    """What the Table view needs from the Hand view's state: the last score answer, and the
    hand as a `score` request, which "From Hand view" scores again in the table's position
    (the game's ruleset, the table's honba and round wind, the winner's seat wind)."""

    result: dict[str, Any] | None

    def to_request(self) -> dict[str, Any]: ...


class TableView(Retranslating, QWidget):
    """The table: seats and scores, result entry with preview, history with undo, final."""

    #: a decision the referee took, for the ruling log (a correction of the record, ...)
    ruling_made = Signal(dict)

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
        #: the form holds a result entered for the hand in play; False right after Apply, so
        #: that the last hand's values can never be applied a second time by a second click
        self._entered = True
        self._overlay: TableShowOverlay | None = None
        #: the status line's text as a function, said again after a language switch
        self._message_text: Callable[[], str] | None = None

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
        self.time_note = QLabel(self)
        self.time_note.setWordWrap(True)
        # under the preview, above Apply: where the referee looks before the next hand, and
        # where its lines only shorten the preview table (in the header they pushed the seat
        # cards down when time ran out)
        note_font = QFont(self.time_note.font())
        note_font.setBold(True)
        self.time_note.setFont(note_font)
        self.time_note.setStyleSheet("color: #b71c1c;")
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

        # --- entry form
        self.entry_box = QGroupBox(self)
        self.outcome_group = QButtonGroup(self)
        self.outcome_buttons: dict[str, QRadioButton] = {}
        outcome_row = QHBoxLayout()
        for i, kind in enumerate(OUTCOMES):
            button = QRadioButton(self.entry_box)
            self.outcome_group.addButton(button, i)
            self.outcome_buttons[kind] = button
            outcome_row.addWidget(button)
        outcome_row.addStretch(1)
        self.outcome_buttons["ron"].setChecked(True)
        self.outcome_group.idToggled.connect(self._on_outcome)
        # a click on the outcome already chosen starts the next hand's entry too (after Apply)
        self.outcome_group.idClicked.connect(lambda _id: self.form_edited())

        self.riichi_label = QLabel(self.entry_box)
        self.riichi_checks = [QCheckBox(self.entry_box) for _ in range(SEATS)]
        riichi_row = QHBoxLayout()
        riichi_row.addWidget(self.riichi_label)
        for check in self.riichi_checks:
            check.toggled.connect(self.form_edited)
            riichi_row.addWidget(check)
        riichi_row.addStretch(1)

        self.pages = QStackedWidget(self.entry_box)
        # ron
        ron_page = QWidget()
        ron_layout = QVBoxLayout(ron_page)
        self.discarder_label = QLabel(ron_page)
        self.discarder = QComboBox(ron_page)
        self.discarder.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.discarder.currentIndexChanged.connect(self._on_discarder_changed)
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
        self.tenpai_checks = [QCheckBox(draw_page) for _ in range(SEATS)]
        self.nagashi_checks = [QCheckBox(draw_page) for _ in range(SEATS)]
        draw_layout.addWidget(self.tenpai_label, 0, 0)
        draw_layout.addWidget(self.nagashi_label, 1, 0)
        for seat in range(SEATS):
            draw_layout.addWidget(self.tenpai_checks[seat], 0, seat + 1)
            draw_layout.addWidget(self.nagashi_checks[seat], 1, seat + 1)
            self.tenpai_checks[seat].toggled.connect(self.form_edited)
            self.nagashi_checks[seat].toggled.connect(self.form_edited)
        draw_layout.setRowStretch(2, 1)
        draw_layout.setColumnStretch(5, 1)
        # abortive
        abortive_page = QWidget()
        abortive_layout = QHBoxLayout(abortive_page)
        self.abortive_label = QLabel(abortive_page)
        self.abortive_reason = QComboBox(abortive_page)
        self.abortive_reason.currentIndexChanged.connect(self.form_edited)
        abortive_layout.addWidget(self.abortive_label)
        abortive_layout.addWidget(self.abortive_reason)
        abortive_layout.addStretch(1)
        abortive_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        # chombo
        chombo_page = QWidget()
        chombo_layout = QHBoxLayout(chombo_page)
        self.offender_label = QLabel(chombo_page)
        self.offender = QComboBox(chombo_page)
        self.offender.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.offender.currentIndexChanged.connect(self.form_edited)
        chombo_layout.addWidget(self.offender_label)
        chombo_layout.addWidget(self.offender)
        chombo_layout.addStretch(1)
        chombo_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        for page in (ron_page, tsumo_page, draw_page, abortive_page, chombo_page):
            self.pages.addWidget(page)

        self.message = QLabel(self.entry_box)
        self.message.setWordWrap(True)
        entry_layout = QVBoxLayout(self.entry_box)
        entry_layout.addLayout(outcome_row)
        entry_layout.addLayout(riichi_row)
        entry_layout.addWidget(self.pages, 1)
        entry_layout.addWidget(self.message)

        # --- final results (replaces the entry form when the game is over)
        self.final_box = FinalResults(self)
        self.final_table = self.final_box.table
        self.left = QStackedWidget(self)
        self.left.addWidget(self.entry_box)
        self.left.addWidget(self.final_box)

        # --- preview
        self.preview_box = QGroupBox(self)
        self.preview_table = QTableWidget(0, 4, self.preview_box)
        # the reason takes the width left (its text matters most); from and to are as wide
        # as their names up to a limit (`_fit_name_columns`), cut with "…" beyond it
        setup_table(self.preview_table, (3,))
        # a name cut in the middle keeps its end: "Игр…1" and "Игр…2" stay apart
        self.preview_table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        preview_header = self.preview_table.horizontalHeader()
        preview_header.setMaximumSectionSize(1000)
        preview_header.setMinimumSectionSize(32)  # "И…1": a name cut to its end
        for col in (0, 1):
            preview_header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
        self.deltas_label = QLabel(self.preview_box)
        self.deltas_label.setWordWrap(True)
        self.preview_table.setTabKeyNavigation(False)  # Tab goes on to the buttons
        self.next_label = QLabel(self.preview_box)
        self.next_label.setWordWrap(True)
        # what the referee should look at before applying (noten riichi at a draw, ...)
        self.warning_label = QLabel(self.preview_box)
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #b71c1c;")
        self.warning_label.setObjectName("previewWarning")
        self.chombo_buttons = [QPushButton(self.preview_box) for _ in range(SEATS)]
        # two to a row (long names are cut with "…"), so the preview never grows sideways
        chombo_row = QGridLayout()
        for seat, chombo_button in enumerate(self.chombo_buttons):
            chombo_button.clicked.connect(lambda _=False, seat=seat: self.enter_chombo(seat))
            chombo_button.setVisible(False)
            chombo_row.addWidget(chombo_button, seat // 2, seat % 2)
        chombo_row.setColumnStretch(2, 1)
        self.apply_button = QPushButton(self.preview_box)
        self.apply_button.clicked.connect(self.apply)
        self.show_button = QPushButton(self.preview_box)
        self.show_button.clicked.connect(self.show_to_table)
        buttons = QHBoxLayout()
        buttons.addWidget(self.show_button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        preview_layout = QVBoxLayout(self.preview_box)
        preview_layout.addWidget(self.preview_table, 1)
        preview_layout.addWidget(self.deltas_label)
        preview_layout.addWidget(self.next_label)
        preview_layout.addWidget(self.warning_label)
        preview_layout.addWidget(self.time_note)
        preview_layout.addLayout(chombo_row)
        preview_layout.addLayout(buttons)

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
        # corrections of the record (core/corrections.py): a past hand, a seating fix
        self.record_button = QToolButton(self.history_box)
        self.record_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
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
            record_key = QShortcut(QKeySequence(sequence), self.history_list)
            record_key.setContext(Qt.ShortcutContext.WidgetShortcut)
            record_key.activated.connect(self.record_actions[name].trigger)
        self.history_list.itemActivated.connect(lambda _item: self.begin_edit())
        # the menu opens from the keyboard with Space (the button's own) or Down, as a combo box
        open_menu = QShortcut(QKeySequence(Qt.Key.Key_Down), self.record_button)
        open_menu.setContext(Qt.ShortcutContext.WidgetShortcut)
        open_menu.activated.connect(self.record_button.showMenu)
        self.correction_bar = CorrectionBar(self)
        self.correction_bar.cancelled.connect(self.cancel_correction)
        self.correction_bar.reason.textChanged.connect(self.refresh_preview)
        # Enter in the reason applies the correction, as Ctrl+Enter does anywhere in the view
        self.correction_bar.reason.returnPressed.connect(self.apply_if_ready)
        #: the hand being corrected in the form: ("edit" | "insert", index) or None
        self.correcting: tuple[str, int] | None = None
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
        cancel = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        cancel.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        cancel.activated.connect(self.cancel_correction)
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
        self._on_discarder_changed()
        self._set_tab_order()

    @staticmethod
    def _add_grid_headers(grid: QGridLayout, host: QWidget) -> list[QLabel]:
        """Column titles (winner, han, fu, yakuman, pao) over the winner rows."""
        headers = [QLabel(host) for _ in range(5)]
        for col, label in zip((1, 2, 3, 4, 5), headers, strict=True):
            grid.addWidget(label, 0, col)
        return headers

    @override
    def sizeHint(self) -> QSize:
        return QSize(1024, 700)

    # --- text ------------------------------------------------------------------------------

    @property
    def words(self) -> TableWords:
        """This table's game in words (names, winds, positions, results)."""
        return TableWords.of(self.state)

    def seat_name(self, seat: int | None) -> str:
        return self.words.seat_name(seat)

    def retranslate_ui(self) -> None:
        if self._message_text is not None:
            self.message.setText(self._message_text())
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
        self.entry_box.setTitle(self.tr("Hand result"))
        texts = {
            "ron": self.tr("Ron"),
            "tsumo": self.tr("Tsumo"),
            "draw": self.tr("Exhaustive draw"),
            "abortive": self.tr("Abortive draw"),
            "chombo": self.tr("Chombo"),
        }
        tips = {
            "ron": self.tr("A win on a discard: one to three winners"),
            "tsumo": self.tr("A win on a self-drawn tile"),
            "draw": self.tr("The wall is empty: who is tenpai"),
            "abortive": self.tr("The hand ends early without a winner"),
            "chombo": self.tr("A serious error: the hand is replayed with a penalty"),
        }
        for kind, button in self.outcome_buttons.items():
            button.setText(texts[kind])
            if kind != "abortive" or button.isEnabled():
                button.setToolTip(tips[kind])
        self.riichi_label.setText(self.tr("Riichi declared:"))
        self.riichi_label.setToolTip(self.tr("Players who put down a riichi stick in this hand"))
        for card in self.cards:
            card.name.setToolTip(self.tr("Player's name (optional)"))
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
        for w in (*self.ron_winners, self.tsumo_winner):
            w.retranslate_ui()
        titles = (self.tr("Winner"), self.tr("Han"), self.tr("Fu"), self.tr("Yakuman"),
                  self.tr("Pao"))  # fmt: skip
        for i, label in enumerate(self._grid_headers):
            label.setText(titles[i % len(titles)])
        self.final_box.retranslate_ui()
        self.preview_box.setTitle(self.tr("Preview: every transfer"))
        self.preview_table.setHorizontalHeaderLabels(
            [self.tr("From"), self.tr("To"), self.tr("Points"), self.tr("Reason")]
        )
        self.apply_button.setText(
            self.tr("Apply correction") if self.correcting is not None else self.tr("Apply")
        )
        self.apply_button.setToolTip(self.tr("Apply this result to the scores (Ctrl+Enter)"))
        self.show_button.setText(self.tr("Show to the table (F11)"))
        self.show_button.setToolTip(
            self.tr(
                "Show the preview (after the game: the final results) in large type to every player"
            )
        )
        self.ruleset_switch_button.setText(self.tr("Use it for this game…"))
        self.history_box.setTitle(self.tr("History"))
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
        for seat, card in enumerate(self.cards):
            if not card.name.hasFocus():
                card.name.setText(st.names[seat])
                card.name.setCursorPosition(0)  # a long name shows its start, not its end
            card.name.setPlaceholderText(fill(self.tr("Player %1"), str(seat + 1)))
            wind = labels.wind_label(st.seat_wind(seat))
            card.wind.setText(fill(self.tr("%1 · dealer"), wind) if seat == st.dealer else wind)
            card.score.setText(points(st.scores[seat]))
            # a penalty worked from an assumed value (RRC's chombo…) carries the mark
            notes = TableWords.penalty_notes(st.history, seat, st.ruleset)
            penalty = labels.signed_points_text(st.penalties[seat])
            card.extra.setText(
                fill(self.tr("Penalties: %1"), penalty + (assumed_marks.MARK if notes else ""))
                if st.penalties[seat]
                else ""
            )
            card.extra.setToolTip("\n".join(notes) if st.penalties[seat] else "")
            card.setStyleSheet(
                "SeatCard { border: 2px solid #c08000; }" if seat == st.dealer else ""
            )
        for checks, tip in (
            (self.riichi_checks, self.riichi_label.toolTip()),
            (self.tenpai_checks, self.tenpai_label.toolTip()),
            (self.nagashi_checks, self.nagashi_label.toolTip()),
        ):
            for check, name in zip(checks, names, strict=True):
                set_seat_check_text(check, name, tip)
        for combo in (self.discarder, self.offender):
            index = combo.currentIndex()
            with QSignalBlocker(combo):
                combo.clear()
                for seat, name in enumerate(names):
                    combo.addItem(name, seat)
                combo.setCurrentIndex(max(0, index))
            fit_popup(combo)
        for w in (*self.ron_winners, self.tsumo_winner):
            w.set_seats(names)
        # ruleset-dependent parts of the form
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
        self.outcome_buttons["abortive"].setEnabled(bool(reasons))
        self.outcome_buttons["abortive"].setToolTip(
            "" if reasons else self.tr("This ruleset has no abortive draws")
        )
        if not reasons and self.outcome_buttons["abortive"].isChecked():
            self.outcome_buttons["draw"].setChecked(True)
        # every claimant keeps a row under every ruleset: under a head bump the engine says
        # who takes the win (`head_bumped`), and the form and the preview say it in words
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
                "The uma is a setting of the game: fixed once a hand is applied (a chombo "
                "counted in uma steps was settled with it). New game changes it."
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
        for i, entry in enumerate(st.history):
            entry_words = words.for_entry(entry)
            item = QListWidgetItem(
                entry_words.mark(entry) + entry_words.history_line(i, entry), self.history_list
            )
            tip_lines = [entry_words.history_tip(i, entry), *entry_words.correction_lines(entry)]
            item.setToolTip(plain_tip("\n".join(tip_lines)))
        for pending in st.pending:
            item = QListWidgetItem(
                words.PENDING_MARK + words.pending_line(pending), self.history_list
            )
            item.setForeground(QBrush(QColor("#b71c1c")))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            item.setToolTip(plain_tip(words.pending_line(pending)))
        if 0 <= selected < len(st.history):
            self.history_list.setCurrentRow(selected)
        else:
            self.history_list.scrollToBottom()
        self.undo_button.setEnabled(bool(st.history) and self.correcting is None)
        self._sync_record_actions()
        # final results
        correcting = self.correcting is not None
        self.left.setCurrentWidget(
            self.final_box if st.game_over and not correcting else self.entry_box
        )
        if st.game_over and not correcting:
            self.final_box.show_answer(self.state, self.final_answer())
        self.refresh_preview()
        if self._overlay is not None and self._overlay.isVisible():
            self._fill_overlay(self._overlay)

    # --- the form --------------------------------------------------------------------------

    def _on_outcome(self, index: int, checked: bool) -> None:
        if checked:
            self.show_message("")  # "Applied." belonged to the previous result
            self.pages.setCurrentIndex(index)
            # a chombo hand is replayed: its riichi sticks go back, so none are entered
            chombo = OUTCOMES[index] == "chombo"
            for check in self.riichi_checks:
                check.setEnabled(not chombo)
            self.refresh_preview()

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
        return {"type": "chombo", "offender": self.offender.currentData()}

    def _on_discarder_changed(self) -> None:
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
        self.refresh_preview()

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

    def form_problem(self) -> str | None:
        """What exactly is wrong with the form's result, in words, when the form can tell."""
        kind = self.outcome_kind()
        if (
            kind == "abortive"
            and self.abortive_reason.currentData() == "four_riichi"
            and len(self.current_riichi()) < SEATS
        ):
            return self.tr(
                "Four riichi: tick all four players under “Riichi declared”, or choose another "
                "reason."
            )
        for seat in self.current_riichi():
            if not self.state.ruleset.riichi_allowed(self.state.scores[seat]):
                return fill(
                    self.tr("%1 has fewer than 1,000 points: this ruleset does not allow riichi."),
                    self.words.name(seat),
                )
        rows = (
            [w for w in self.ron_winners if w.enabled.isChecked()]
            if kind == "ron"
            else [self.tsumo_winner]
            if kind == "tsumo"
            else []
        )
        if kind == "ron":
            discarder = self.discarder.currentData()
            if any(w.seat.currentData() == discarder for w in rows):
                return fill(
                    self.tr(
                        "%1 is both the discarder and a winner: choose who dealt in and who won."
                    ),
                    self.words.name(discarder),
                )
            seats = [w.seat.currentData() for w in rows]
            for seat in seats:
                if seats.count(seat) > 1:
                    return fill(self.tr("%1 is chosen as a winner twice."), self.words.name(seat))
        for w in rows:
            problem = w.fu_problem()
            if problem:
                return problem
        for w in rows:
            pao = w.pao.currentData()
            if pao is None:
                continue
            if pao == w.seat.currentData():
                return fill(
                    self.tr("%1 cannot be liable (pao) for their own win."), self.words.name(pao)
                )
            if w.yakuman.value() == 0:
                return self.tr(
                    "Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody."
                )
        return None

    def error_text(self, answer: Mapping[str, Any]) -> str:
        """The form's problem in words, else the engine's error (its code and details)."""
        problem = self.form_problem()
        if problem:
            return problem
        error = answer.get("error", {})
        return labels.error_label(str(error.get("code", "")), error.get("details"))

    def current_riichi(self) -> list[int]:
        if self.outcome_kind() == "chombo":
            return []
        return [s for s in range(SEATS) if self.riichi_checks[s].isChecked()]

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

    def riichi_disagreements(self) -> list[str]:
        """Where a winner's hand taken from the Hand view and the form's "Riichi declared"
        disagree: a riichi hand not ticked (its stick would not be collected), or a tick for a
        hand taken without riichi (its han hold no riichi)."""
        kind = self.outcome_kind()
        rows = (
            [w for w in self.ron_winners if w.enabled.isChecked()]
            if kind == "ron"
            else [self.tsumo_winner]
            if kind == "tsumo"
            else []
        )
        notes = []
        for w in rows:
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

    def show_message(self, text: str | Callable[[], str]) -> None:
        """The line under the form; given as a function it is said again after a language
        switch (a plain string stays as it is)."""
        self._message_text = text if callable(text) else None
        self.message.setText(text() if callable(text) else text)

    def form_edited(self) -> None:
        """A field of the form was changed by hand: it now holds the next hand's result."""
        self._entered = True
        self.refresh_preview()

    def refresh_preview(self) -> None:
        """Ask the engine what the form's result would do, and list it; nothing changes."""
        if not hasattr(self, "preview_table"):
            return  # still building
        self.preview_table.setRowCount(0)
        self.deltas_label.clear()
        self.next_label.clear()
        self._sync_abortive_items()
        self._show_warnings([])
        self._show_head_bump(None)
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
        if not self._entered and self.correcting is None:
            self._preview = None
            self.apply_button.setEnabled(False)
            self.show_button.setEnabled(False)
            self.next_label.setText(
                fill(
                    self.tr(
                        "Enter the result of hand %1: the preview and Apply come back when the "
                        "form is changed (or the outcome is clicked)."
                    ),
                    str(self.state.hands_played + 1),
                )
            )
            return
        problem = self.form_problem()
        answer: SettleAnswer = (
            {"ok": False, "error": {"code": str(ErrorCode.INVALID_SETTLEMENT), "message": problem}}
            if problem
            else self.correction_preview()
            if self.correcting is not None
            else self.state.preview(self.current_outcome(), self.current_riichi())
        )
        if not answer.get("ok"):
            self._preview = None
            self.deltas_label.setText(problem or self.error_text(answer))
            self.apply_button.setEnabled(False)
            self.show_button.setEnabled(False)
            return
        self._preview = answer
        transfers = answer.get("transfers", [])
        # numbers worked from an assumed rule value carry the mark; the notes say which
        assumed = "\n".join(assumed_marks.notes(self.state.ruleset, answer))
        self.preview_table.setRowCount(len(transfers))
        for row, t in enumerate(transfers):
            # names only (the winds are on the seat cards); the tooltip has name and wind
            cells = (
                self.words.payer_name(t.get("from")),
                self.words.payer_name(t.get("to")),
                assumed_marks.marked(points(int(t.get("points", 0))), answer),
                labels.transfer_label(str(t.get("reason", ""))),
            )
            tips = (self.seat_name(t.get("from")), self.seat_name(t.get("to")), assumed, cells[3])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tips[col])
                if col == 2:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.preview_table.setItem(row, col, item)
        self._fit_name_columns()
        self.deltas_label.setText(
            " · ".join(
                unbroken(
                    f"{self.words.name(s)} "
                    + assumed_marks.marked(labels.signed_points_text(int(d)), answer if d else None)
                )
                for s, d in enumerate(answer.get("deltas", []))
            )
        )
        self.deltas_label.setToolTip(assumed)
        self.next_label.setText(self.words.next_hand(answer))
        bump = self.head_bump_text(answer)
        self._show_head_bump(bump)
        self._show_warnings(
            ([(bump, None)] if bump else [])
            + self.form_warnings()
            + [(note, None) for note in assumed_marks.notes(self.state.ruleset, answer)]
        )
        self.apply_button.setEnabled(
            self.correcting is None or bool(self.correction_bar.reason.text().strip())
        )
        self.show_button.setEnabled(True)

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

    def _show_head_bump(self, text: str | None) -> None:
        self.head_bump_label.setText(text or "")
        self.head_bump_label.setVisible(bool(text))

    def _fit_name_columns(self) -> None:
        """From and To as wide as their widest name or title, up to `PREVIEW_NAME_WIDTH` (a
        longer name is cut in the middle, whole in its tool tip). A name up to that width
        ("Игрок 1") always shows whole: the Reason column gives way when it must (cut with
        "…", whole in its tool tip) rather than names becoming "И…1"."""
        table = self.preview_table
        metrics = table.fontMetrics()
        header = table.horizontalHeader()

        def widest(col: int) -> int:
            title = table.horizontalHeaderItem(col)
            texts = [title.text() if title is not None else ""]
            texts += [
                item.text()
                for row in range(table.rowCount())
                if (item := table.item(row, col)) is not None
            ]
            return max(metrics.horizontalAdvance(t) for t in texts) + 10

        for col in (0, 1):
            width = min(widest(col), PREVIEW_NAME_WIDTH)
            header.resizeSection(col, max(header.minimumSectionSize(), width))

    def _show_warnings(self, warnings: list[tuple[str, int | None]]) -> None:
        """List `warnings` (text, seat for a one-click chombo or None) under the preview."""
        self.warning_label.setText("\n".join(text for text, _ in warnings))
        self.warning_label.setVisible(bool(warnings))
        seats = [seat for _, seat in warnings if seat is not None]
        for seat, button in enumerate(self.chombo_buttons):
            button.setVisible(seat in seats)
            name = self.words.name(seat)
            shown = button.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideMiddle, SEAT_CHECK_TEXT_WIDTH
            )
            button.setText(fill(self.tr("Chombo: %1"), shown))
            button.setToolTip(fill(self.tr("Enter a chombo for %1 instead of the draw"), name))

    def noten_riichi_seats(self) -> list[int]:
        """At an exhaustive draw: the players ticked for riichi but not for tenpai."""
        if self.outcome_kind() != "draw":
            return []
        riichi = self.current_riichi()
        return [s for s in riichi if not self.tenpai_checks[s].isChecked()]

    def form_warnings(self) -> list[tuple[str, int | None]]:
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
                    consequence = labels.penalty_consequence_label(str(entry.consequence))
                    chombo = entry.consequence is PenaltyConsequence.CHOMBO
                    seat_for_chombo = seat if chombo else None
                # one pass: a player named "A%2" keeps the name typed
                text = fill(text, self.words.name(seat), labels.ruleset_name(ruleset), consequence)
                warnings.append((text, seat_for_chombo))
        warnings.extend((text, None) for text in self.two_han_notes())
        warnings.extend((text, None) for text in self.riichi_disagreements())
        return warnings

    def two_han_notes(self) -> list[str]:
        """The 2-han rule (Galaxy: the dealer at five or more counters; EMA 2012: everyone)
        for each winner it applies to: the form takes han typed by hand, so it cannot tell
        yaku from dora, and the referee is to check (the engine's `score` does, see "From
        Hand view")."""
        st = self.state
        ruleset = st.ruleset
        kind = self.outcome_kind()
        if kind not in ("ron", "tsumo"):
            return []
        rows = (
            [w for w in self.ron_winners if w.enabled.isChecked()]
            if kind == "ron"
            else [self.tsumo_winner]
        )
        notes = []
        for w in rows:
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

    def enter_chombo(self, seat: int) -> None:
        """The one-click switch from a draw with a noten riichi to a chombo for `seat`."""
        self.set_outcome_kind("chombo")
        self.offender.setCurrentIndex(self.offender.findData(seat))
        self.form_edited()
        self.show_message(
            lambda: fill(
                self.tr("Chombo entered for %1: check the preview, then apply."),
                self.words.name(seat),
            )
        )

    def _sync_abortive_items(self) -> None:
        """ "Four riichi" can be chosen only while all four players are ticked for riichi."""
        model = self.abortive_reason.model()
        if not isinstance(model, QStandardItemModel):
            return
        four = len(self.current_riichi()) == SEATS
        for row in range(model.rowCount()):
            item = model.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == "four_riichi":
                item.setEnabled(four)
                item.setToolTip(
                    "" if four else self.tr("Tick all four players for riichi to choose this")
                )

    # --- actions ---------------------------------------------------------------------------

    def apply(self) -> dict[str, Any]:
        """Apply the form's result (the same request as the preview).

        After a hand is applied the form goes back to no result entered (no riichi, tenpai or
        nagashi ticked, no extra winner, 1 han 30 fu, nobody liable) and Apply stays off until
        the form is changed, so that a second click can never record the same hand twice.
        """
        if self.correcting is not None:
            return self.apply_correction()
        problem = self.form_problem()
        if problem:  # the engine would pay it (1 han 20 fu ron): refused here
            self.show_message(problem)
            return {
                "ok": False,
                "error": {"code": str(ErrorCode.INVALID_SETTLEMENT), "message": problem},
            }
        context = table_context(self.state)  # the round of this hand, before it moves on
        answer = self.state.apply(self.current_outcome(), self.current_riichi())
        if answer.get("ok"):
            ruling = sanction_ruling(self.state.history[-1], self.state.ruleset)
            if ruling is not None:
                self.ruling_made.emit({**ruling, **context})
            self.clear_form()
            self.show_message(lambda: self.tr("Applied."))
        else:
            self.show_message(lambda: self.error_text(answer))
        return dict(answer)  # as a correction's answer is: plain data

    def apply_if_ready(self) -> None:
        """Ctrl+Enter: apply, only when the Apply button could be clicked."""
        if self.apply_button.isEnabled() and self.apply_button.isVisible():
            self.apply_button.click()

    def clear_form(self) -> None:
        """No result entered: nothing ticked, no extra winner, no hand value; Apply off."""
        for check in (*self.riichi_checks, *self.tenpai_checks, *self.nagashi_checks):
            check.setChecked(False)
        for row in self.ron_winners[1:]:
            row.enabled.setChecked(False)
        for row in (*self.ron_winners, self.tsumo_winner):
            row.clear_value()
        self._entered = False
        self.refresh_preview()

    def new_game(self) -> bool:
        """Start a new game; once hands were played, only after the referee confirms."""
        if self.state.history and not self.confirm(
            self.tr("New game"),
            self.tr(
                "Start a new game? The record of %n hand(s) played is cleared.",
                "",
                len(self.state.history),
            ),
            self.tr("Save the table first (File ▸ Save) to keep its record.")
            if self.state.unsaved
            else self.tr("The table's record was saved."),
        ):
            return False
        self.state.new_game()
        self.reset_form()
        return True

    def reset_form(self) -> None:
        """A new game's form: nothing of the last game's entry is left (no riichi, tenpai or
        nagashi ticked, no extra winner, no hand value, a ron by the first seat, the first
        seat as chombo offender, no status line); the preview waits for a result entered."""
        self.clear_form()
        with QSignalBlocker(self.offender):
            self.offender.setCurrentIndex(0)
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
        self._on_discarder_changed()
        self._entered = False
        self.show_message("")
        self.refresh_preview()

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
            self.words.description(self.state.history[index]),
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

    # --- corrections of the record ---------------------------------------------------------

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

    def _sync_record_actions(self) -> None:
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

    def set_form(self, outcome: dict[str, Any], riichi: list[int]) -> None:
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
        else:
            offender = outcome.get("offender", outcome.get("offenders"))
            if isinstance(offender, list):
                offender = offender[0] if offender else 0
            self.offender.setCurrentIndex(max(0, self.offender.findData(offender)))

    def _begin(self, mode: str, index: int, text: Callable[[], str]) -> None:
        self.correcting = (mode, index)
        self.apply_button.setText(self.tr("Apply correction"))
        self.show_message("")  # the last hand's "Applied." is no word on the correction
        self.correction_bar.start(text)
        self._entered = True
        self._sync()

    def begin_edit(self, index: int | None = None) -> None:
        """Correct a past hand in the form: its result is filled in; Apply correction
        settles it and every later hand again."""
        index = self.selected_hand() if index is None else index
        if index is None or self.correcting is not None:
            return
        entry = self.state.history[index]
        request = entry["request"]
        self._begin(
            "edit",
            index,
            lambda: fill(
                self.tr(
                    "Correcting hand %1 (%2): change its result, give the reason, then Apply "
                    "correction. Esc cancels."
                ),
                str(index + 1),
                self.words.for_entry(entry).description(entry),
            ),
        )
        self.set_form(dict(request.get("outcome", {})), list(request.get("riichi", [])))
        self.refresh_preview()

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
                self.words.position(self.state.history[index]["before"]),
            ),
        )
        self.clear_form()
        self._entered = True
        self.refresh_preview()

    def cancel_correction(self) -> None:
        if self.correcting is None:
            return
        _mode, index = self.correcting
        self.correcting = None
        self.correction_bar.stop()
        self.apply_button.setText(self.tr("Apply"))
        self.clear_form()
        self.show_message(lambda: self.tr("The record was left as it was."))
        self._sync()
        self._back_to_history(index)

    def correction_preview(self) -> SettleAnswer:
        """The corrected (or inserted) hand settled at its own position."""
        assert self.correcting is not None
        _mode, index = self.correcting
        return corrections.preview_at(
            self.state, index, self.current_outcome(), self.current_riichi()
        )

    def apply_correction(self) -> dict[str, Any]:
        assert self.correcting is not None
        mode, index = self.correcting
        reason = self.correction_bar.reason.text()
        try:
            if mode == "edit":
                journal = corrections.edit_hand(
                    self.state, index, self.current_outcome(), self.current_riichi(), reason
                )
            else:
                journal = corrections.insert_hand(
                    self.state, index, self.current_outcome(), self.current_riichi(), reason
                )
        except corrections.CorrectionError as exc:
            answer = exc.answer or {
                "ok": False,
                "error": {"code": str(ErrorCode.INVALID_SETTLEMENT)},
            }
            if exc.answer is not None:
                self.show_message(lambda: self.error_text(answer))
            else:
                self.show_message(lambda: self.tr("Give the reason for the correction."))
            return answer
        self.correcting = None
        self.correction_bar.stop()
        self.apply_button.setText(self.tr("Apply"))
        self.clear_form()
        self._report_correction(journal)
        return {"ok": True, "correction": journal}

    def _report_correction(self, journal: dict[str, Any]) -> None:
        summary = self.words.correction_summary(journal)
        self.show_message(lambda: summary)
        self.ruling_made.emit(
            {
                "kind": "correction",
                "ruleset": self.state.ruleset_json,
                "correction": journal,
                "summary": summary,
            }
        )
        self._sync()
        hand = journal.get("hand")
        self._back_to_history(hand if isinstance(hand, int) else None)

    def delete_selected(self) -> None:
        index = self.selected_hand()
        if index is None or self.correcting is not None:
            return
        entry = self.state.history[index]
        reason = ReasonDialog.ask(
            self,
            self.tr("Delete a hand"),
            fill(
                self.tr("Delete hand %1 (%2)? Every later hand is settled again."),
                str(index + 1),
                self.words.for_entry(entry).description(entry),
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
            self, self.state.names, len(self.state.history), self.selected_hand() or 0
        )
        if answer is None:
            self._back_to_history(self.selected_hand())
            return
        a, b, first, reason = answer
        try:
            journal = corrections.swap_seats(self.state, a, b, first, reason)
        except corrections.CorrectionError as exc:
            message = str(exc)
            self.show_message(lambda: message)
            return
        self._report_correction(journal)

    def undo_correction(self) -> None:
        if self.correcting is None and self.state.undo_correction():
            self.show_message(lambda: self.tr("The last correction was taken back."))
            self._back_to_history(None)

    def enter_pending(self) -> None:
        """Put the first pending hand into the form, to be applied in the table's position."""
        if self.correcting is not None or self.state.game_over:
            return
        pending = self.state.take_pending()
        if pending is None:
            return
        request = pending.get("request", {})
        self.clear_form()
        self._entered = True
        self.set_form(dict(request.get("outcome", {})), list(request.get("riichi", [])))
        self.show_message(
            lambda: self.tr("A pending hand is in the form: check it, then Apply (or change it).")
        )
        self.refresh_preview()
        # the keyboard on the form's first field, where the check of the pending hand begins
        first = self.outcome_group.checkedButton()
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def discard_pending(self) -> None:
        count = len(self.state.pending)
        if not count or self.correcting is not None:
            return
        reason = ReasonDialog.ask(
            self,
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
        self._sync()
        self._back_to_history(None)

    def edit_identity(self) -> None:
        st = self.state
        answer = IdentityDialog.ask(self, st.table_number, st.names, st.player_ids)
        if answer is None:
            return
        number, ids = answer
        st.set_table_number(number)
        for seat, player_id in enumerate(ids):
            st.set_player_id(seat, player_id)

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
            self.final_table if self.state.game_over else self.outcome_group.checkedButton()
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
        lines = [
            f"{self.seat_name(t.get('from'))} → {self.seat_name(t.get('to'))}: "
            f"{assumed_marks.marked(points(int(t.get('points', 0))), self._preview)} "
            f"({labels.transfer_label(str(t.get('reason')))})"
            for t in self._preview.get("transfers", [])
        ]
        lines.append(self.deltas_label.text())
        return lines

    def show_to_table(self) -> None:
        """The preview (or, once the game is over, the final standings) in large type over
        the whole window; Esc, F11 or Close returns."""
        if self._overlay is not None and self._overlay.isVisible():
            self._overlay.hide()
            return
        if self._preview is None and not self.state.game_over:
            return
        if self._overlay is None:
            self._overlay = TableShowOverlay(self.window())
            self._overlay.closed.connect(self._on_overlay_closed)
        self._overlay.setGeometry(self.window().rect())
        self._fill_overlay(self._overlay)
        self._overlay.show()
        self._overlay.raise_()
        self._overlay.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def overlay(self) -> TableShowOverlay | None:
        return self._overlay

    def _on_overlay_closed(self) -> None:
        if self.isVisible():
            self.apply_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_overlay(self, overlay: TableShowOverlay) -> None:
        if self.state.game_over:
            overlay.show_final(self.state, self.final_answer())
        elif self._preview is not None:
            overlay.show_preview(
                self.state, self.current_outcome(), self._preview, self.preview_lines()[:-1]
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
            fill(
                self.tr("Settle this game under %1 from the next hand on"),
                labels.ruleset_name(st.selected_ruleset),
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
        chain += list(self.outcome_buttons.values())
        chain += self.riichi_checks
        chain.append(self.discarder)
        for row in (*self.ron_winners, self.tsumo_winner):
            chain += row.widgets()
        chain += [*self.tenpai_checks, *self.nagashi_checks]
        chain += [self.abortive_reason, self.offender, self.final_table]
        chain += [self.preview_table, *self.chombo_buttons, self.show_button, self.apply_button]
        chain += [self.history_list, self.undo_button, self.record_button, self.seating_button]
        chain += [self.end_game_button, self.new_game_button, self.uma_combo, self.last_hand]
        return chain

    def _set_tab_order(self) -> None:
        chain = self.tab_chain()
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)


__all__ = ["TableView"]
