"""The Hand window: build a hand with the mouse or the keyboard and see what it is worth.

Left: the tile palette with its entry modes, undo, redo and clear. Right, top: the hand (tiles
sorted, the winning tile set apart and marked), the calls (the called tile turned), the notation
field (kept in step with the palette both ways) and the dora / ura-dora indicators. Right,
bottom: the situation panel and the breakdown, with "Compare rulesets" and "Show to the table".

Mouse: a click on a hand tile removes it; a right-click or Ctrl+click makes it the winning tile.
A click on a call or an indicator removes it. Keyboard (while the focus is not in a text field):
A add, C chi, P pon, K kan (again: closed kan, added kan), D dora, U ura, W next winning tile,
T tsumo/ron, R riichi, Backspace remove the last tile, Ctrl+L the notation field, Ctrl+Z undo,
Ctrl+Y redo; F11 (the main window's action) shows the result to the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState, NotationError, sort_key
from referee_app.graphics.icons import ui_icon
from referee_app.graphics.tiles import tile_accessible_name
from referee_app.support.compat import override
from referee_app.text.placeholders import fill
from referee_app.views.hand.breakdown_view import BreakdownView
from referee_app.views.hand.situation_panel import SituationPanel
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.tile_palette import EntryMode, TilePalette
from referee_app.views.widgets.tile_widgets import MIN_TILE_HEIGHT, TileItem, TileRow

if TYPE_CHECKING:
    from referee_app.views.hand.show_table import HandResultOverlay

__all__ = ["HandView", "concealed_items", "meld_items", "notation_error_text"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


def notation_error_text(error: NotationError) -> str:
    """The inline message for a notation problem, in the current language."""
    d = error.detail
    messages = {
        "syntax": translate(
            "HandView", "Cannot read “%1”: write digits then a suit letter (m, p, s, z)."
        ),
        "honor_digit": translate("HandView", "There is no honour tile %1: honours are 1z to 7z."),
        "red_honor": translate("HandView", "There is no red honour tile (%1)."),
        "unknown_call": translate(
            "HandView", "Unknown call “%1”: use chi:, pon:, kan:, ankan:, shouminkan:, dora:, ura:."
        ),
        "bad_call": translate("HandView", "“%1” is not a valid call."),
        "too_many_copies": translate("HandView", "%1 is used more than four times."),
        "too_many_red": translate("HandView", "There is only one red five %1."),
        "no_red": translate("HandView", "This ruleset plays without red fives."),
        "plain_fives": fill(
            translate(
                "HandView",
                "All four %1 are plain, but with red fives one of them is red: write it as 0%2.",
            ),
            "%1",  # the tile, filled in below with the others' %1
            d[1:],
        ),
        "too_many_tiles": translate(
            "HandView", "Too many tiles: with these calls the hand holds at most %1."
        ),
        "too_many_calls": translate("HandView", "A hand has at most four calls."),
        "too_many_indicators": translate(
            "HandView", "At most five dora and five ura-dora indicators."
        ),
        "win_tile": translate("HandView", "The winning tile %1 is not in the hand."),
    }
    return fill(
        messages.get(error.code, translate("HandView", "This text cannot be read as a hand.")), d
    )


class HandView(Retranslating, QWidget):
    """Palette, hand, situation and breakdown of one hand; `rule_requested(topic)` for "why?"."""

    rule_requested = Signal(str)
    # a hand value (or its waits) was shown to the table: the ruling for the session's log

    def __init__(
        self, context: AppContext, hand_state: HandState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.hand_state = hand_state
        if not hand_state.has_context:
            hand_state.attach_context(context)
        self._editing_notation = False
        self._notation_error: NotationError | None = None
        self._shown_notation = ""  # the hand's notation when the field was last synced
        self._overlay: HandResultOverlay | None = None
        self._palette_note = ""  # what the last palette click did, when it needs saying

        # --- left: palette and history ---
        self.palette_box = QGroupBox(self)
        left = QVBoxLayout(self.palette_box)
        self.tile_palette = TilePalette(hand_state, self.palette_box)
        left.addWidget(self.tile_palette)
        history = QHBoxLayout()
        self.undo_button = QPushButton(self.palette_box)
        self.redo_button = QPushButton(self.palette_box)
        self.clear_button = QPushButton(self.palette_box)
        self.undo_button.clicked.connect(hand_state.undo)
        self.redo_button.clicked.connect(hand_state.redo)
        self.clear_button.clicked.connect(hand_state.clear)
        for b in (self.undo_button, self.redo_button, self.clear_button):
            history.addWidget(b)
        left.addLayout(history)
        self.mode_label = QLabel(self.palette_box)
        self.mode_label.setWordWrap(True)
        left.addWidget(self.mode_label)
        left.addStretch(1)
        self.keys_help = QLabel(self.palette_box)
        self.keys_help.setWordWrap(True)
        self.keys_help.setTextFormat(Qt.TextFormat.PlainText)
        self.keys_help.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        # the palette's width decides; the text wraps inside it
        self.keys_help.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.mode_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        left.addWidget(self.keys_help)

        # --- right top: hand, calls, notation, indicators ---
        self.hand_box = QGroupBox(self)
        grid = QGridLayout(self.hand_box)
        grid.setHorizontalSpacing(8)
        self.hand_label = QLabel(self.hand_box)
        self.hand_row = TileRow(self.hand_box, tile_height=48)
        self.hand_row.activated.connect(self._on_hand_click)
        self.hand_row.alt_activated.connect(self._on_hand_alt_click)
        self.hand_hint = QLabel(self.hand_box)
        self.hand_hint.setWordWrap(True)
        hand_cell = QVBoxLayout()
        hand_cell.setSpacing(0)
        hand_cell.addWidget(self.hand_row)
        hand_cell.addWidget(self.hand_hint)
        grid.addWidget(self.hand_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(hand_cell, 0, 1)

        self.calls_label = QLabel(self.hand_box)
        self.calls_row = TileRow(self.hand_box, tile_height=44)
        self.calls_row.activated.connect(self._on_meld_click)
        self.calls_hint = QLabel(self.hand_box)
        calls_cell = QHBoxLayout()
        calls_cell.addWidget(self.calls_row, 1)
        calls_cell.addWidget(self.calls_hint, 1)
        grid.addWidget(self.calls_label, 1, 0)
        grid.addLayout(calls_cell, 1, 1)

        self.notation_label = QLabel(self.hand_box)
        self.notation = QLineEdit(self.hand_box)
        self.notation.setClearButtonEnabled(True)
        self.notation.textEdited.connect(self._on_notation_edited)
        self.notation.returnPressed.connect(self._on_notation_return)
        self.notation.editingFinished.connect(hand_state.end_coalescing)
        self.notation_label.setBuddy(self.notation)
        self.notation_error = QLabel(self.hand_box)
        self.notation_error.setWordWrap(True)
        self.notation_error_icon = QLabel(self.hand_box)
        self.notation_error_icon.setPixmap(ui_icon("warning").pixmap(QSize(16, 16)))
        error_row = QHBoxLayout()
        error_row.addWidget(self.notation_error_icon)
        error_row.addWidget(self.notation_error, 1)
        notation_cell = QVBoxLayout()
        notation_cell.setSpacing(2)
        notation_cell.addWidget(self.notation)
        notation_cell.addLayout(error_row)
        grid.addWidget(self.notation_label, 2, 0, Qt.AlignmentFlag.AlignTop)
        grid.addLayout(notation_cell, 2, 1)

        self.dora_label = QLabel(self.hand_box)
        self.dora_row = TileRow(self.hand_box, tile_height=34)
        self.dora_row.activated.connect(lambda key: self._on_indicator_click(key, ura=False))
        self.ura_label = QLabel(self.hand_box)
        self.ura_row = TileRow(self.hand_box, tile_height=34)
        self.ura_row.activated.connect(lambda key: self._on_indicator_click(key, ura=True))
        self.dora_hint = QLabel(self.hand_box)
        self.ura_hint = QLabel(self.hand_box)
        indicators = QHBoxLayout()
        indicators.setSpacing(4)
        indicators.addWidget(self.dora_row)
        indicators.addWidget(self.dora_hint)
        indicators.addSpacing(16)
        indicators.addWidget(self.ura_label)
        indicators.addSpacing(6)
        indicators.addWidget(self.ura_row)
        indicators.addWidget(self.ura_hint)
        indicators.addStretch(1)
        self.dora_row.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.ura_row.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        grid.addWidget(self.dora_label, 3, 0)
        grid.addLayout(indicators, 3, 1)
        grid.setColumnStretch(1, 1)

        # --- right bottom: situation and breakdown ---
        self.situation_box = QGroupBox(self)
        situation_layout = QVBoxLayout(self.situation_box)
        # no scroll area: the panel's width must follow its texts in every language
        self.situation = SituationPanel(hand_state, self.situation_box)
        situation_layout.addWidget(self.situation)

        self.breakdown_box = QGroupBox(self)
        breakdown_layout = QVBoxLayout(self.breakdown_box)
        self.breakdown = BreakdownView(self.breakdown_box)
        self.breakdown.rule_requested.connect(self.rule_requested)
        self.breakdown.action_requested.connect(self._on_breakdown_action)
        breakdown_layout.addWidget(self.breakdown, 1)
        actions = QHBoxLayout()
        self.compare_button = QPushButton(self.breakdown_box)
        self.compare_button.clicked.connect(self.open_compare)
        self.show_button = QPushButton(self.breakdown_box)
        self.show_button.clicked.connect(self.show_to_table)
        actions.addWidget(self.compare_button)
        actions.addStretch(1)
        actions.addWidget(self.show_button)
        breakdown_layout.addLayout(actions)

        self.bottom_split = QSplitter(Qt.Orientation.Horizontal, self)
        self.bottom_split.addWidget(self.situation_box)
        self.bottom_split.addWidget(self.breakdown_box)
        self.bottom_split.setStretchFactor(0, 0)
        self.bottom_split.setStretchFactor(1, 1)
        self.bottom_split.setChildrenCollapsible(False)

        right = QVBoxLayout()
        right.addWidget(self.hand_box)
        right.addWidget(self.bottom_split, 1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addWidget(self.palette_box, 0)
        outer.addLayout(right, 1)

        self._build_actions()
        hand_state.changed.connect(self.refresh)
        context.ruleset_changed.connect(self._recheck_notation)
        self.tile_palette.mode_changed.connect(lambda _m: self._update_mode_label())
        self.tile_palette.win_tile_replaced.connect(self._on_win_tile_replaced)
        hand_state.changed.connect(self._clear_palette_note)
        plain_labels(self)  # names and notes are never read as markup
        self._apply_icons()
        self.retranslate_ui()
        self._apply_tile_sizes()

    def _apply_icons(self) -> None:
        """The history buttons' icons, in the buttons' text colour (again when it changes)."""
        # the active colour: Qt greys a disabled button's icon itself
        color = self.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
        self.undo_button.setIcon(ui_icon("undo", color))
        self.redo_button.setIcon(ui_icon("redo", color))
        self.clear_button.setIcon(ui_icon("clear", color))

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_icons()
        super().changeEvent(event)

    # --- keyboard ------------------------------------------------------------------------

    def _action(self, keys: list[QKeySequence], slot: object) -> QAction:
        action = QAction(self)
        unique: list[QKeySequence] = []
        for k in keys:
            if not k.isEmpty() and all(k != u for u in unique):
                unique.append(k)
        action.setShortcuts(unique)
        # The whole window while the Hand tab is shown (a hidden view's actions never fire),
        # wherever the focus is: the top bar, the tab bar, a checkbox. A text field keeps the
        # keys it types (QLineEdit and the spin boxes claim them first), so a name or a
        # notation being typed is never taken for a shortcut.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        seq = QKeySequence
        modes = {
            "A": EntryMode.ADD,
            "C": EntryMode.CHI,
            "P": EntryMode.PON,
            "D": EntryMode.DORA,
            "U": EntryMode.URA,
        }
        for key, mode in modes.items():
            self._action([seq(key)], lambda _=False, m=mode: self.tile_palette.set_mode(m))
        self._action([seq("K")], self.tile_palette.cycle_kan_mode)
        self._action([seq("T")], self.hand_state.toggle_win)
        self._action([seq("R")], self._toggle_riichi)
        self._action([seq("W")], self.cycle_win_tile)
        self._action([seq(Qt.Key.Key_Backspace)], self._remove_last_tile)
        self._action([seq("Ctrl+L")], self._focus_notation)
        self.undo_action = self._action(
            [seq(QKeySequence.StandardKey.Undo), seq("Ctrl+Z")], self.hand_state.undo
        )
        self.redo_action = self._action(
            [seq(QKeySequence.StandardKey.Redo), seq("Ctrl+Y"), seq("Ctrl+Shift+Z")],
            self.hand_state.redo,
        )

    def _toggle_riichi(self) -> None:
        state = self.hand_state
        on = "riichi" in state.snapshot.flags
        state.set_flag("riichi", not on)

    def _remove_last_tile(self) -> None:
        concealed = self.hand_state.snapshot.concealed
        if concealed:
            self.hand_state.remove_tile(concealed[-1])

    def _focus_notation(self) -> None:
        self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notation.selectAll()

    def cycle_win_tile(self) -> None:
        """Make the next different concealed tile the winning one (key W)."""
        snap = self.hand_state.snapshot
        current = snap.effective_win_tile
        if current is None:
            return
        kinds = sorted(set(snap.concealed), key=sort_key)
        nxt = kinds[(kinds.index(current) + 1) % len(kinds)]
        self.hand_state.set_win_tile(nxt)

    # --- clicks --------------------------------------------------------------------------

    def _on_hand_click(self, key: object) -> None:
        if isinstance(key, str):
            self.hand_state.remove_tile(key)

    def _on_hand_alt_click(self, key: object) -> None:
        if isinstance(key, str):
            self.hand_state.set_win_tile(key)

    def _on_meld_click(self, key: object) -> None:
        if isinstance(key, tuple) and len(key) == 2 and isinstance(key[1], int):
            self.hand_state.remove_meld(key[1])

    def _on_indicator_click(self, key: object, *, ura: bool) -> None:
        if isinstance(key, int):
            self.hand_state.remove_indicator(key, ura=ura)

    # --- notation ------------------------------------------------------------------------

    def _on_notation_edited(self, text: str) -> None:
        self._editing_notation = True
        try:
            self.hand_state.set_notation(text, coalesce=True)
        except NotationError as exc:
            self._show_notation_error(exc)
        else:
            self._show_notation_error(None)
        finally:
            self._editing_notation = False

    def _on_notation_return(self) -> None:
        """Enter: apply the text; when it is valid show it in its canonical form."""
        self.hand_state.end_coalescing()
        try:
            self.hand_state.set_notation(self.notation.text())
        except NotationError as exc:
            self._show_notation_error(exc)
            return
        self._show_notation_error(None)
        self.notation.setText(self.hand_state.notation())
        # the hand is in: the one-letter keys (R riichi, T tsumo…) work again at once, and a
        # digit typed later goes back into the field (keyPressEvent)
        self.breakdown.setFocus(Qt.FocusReason.OtherFocusReason)

    def _recheck_notation(self, *_args: object) -> None:
        """Another ruleset: text the field refused (a red five under EMA, four plain fives under
        Tenhou…) is read again under it, so the field never shows a stale error next to a hand
        it does not hold."""
        if self._notation_error is None:
            return
        try:
            self.hand_state.set_notation(self.notation.text())
        except NotationError as exc:
            self._show_notation_error(exc)
            return
        self._show_notation_error(None)
        self.notation.setText(self.hand_state.notation())

    def _show_notation_error(self, error: NotationError | None) -> None:
        # the error itself is kept, so a language switch can say it again in the new language
        self._notation_error = error
        text = notation_error_text(error) if error is not None else ""
        self.notation_error.setText(text)
        self.notation_error.setVisible(bool(text))
        self.notation_error_icon.setVisible(bool(text))

    @property
    def notation_error_message(self) -> str:
        return self.notation_error.text() if self.notation_error.isVisible() else ""

    # --- display -------------------------------------------------------------------------

    def refresh(self) -> None:
        state = self.hand_state
        snap = state.snapshot
        items = concealed_items(
            snap, gap=12, win_tooltip=translate("HandView", "The winning tile.")
        )
        self.hand_row.set_items(items)
        self.hand_hint.setVisible(not items)

        calls: list[TileItem] = []
        for i, meld in enumerate(snap.melds):
            calls.extend(meld_items(meld, i, gap=10 if i else 0))
        self.calls_row.set_items(calls)
        self.calls_row.setVisible(bool(calls))
        self.calls_hint.setVisible(not calls)

        self.dora_row.set_items([TileItem(t, key=i) for i, t in enumerate(snap.dora)])
        ura_active = snap.riichi_declared
        self.ura_row.set_items(
            [TileItem(t, key=i, dimmed=not ura_active) for i, t in enumerate(snap.ura)]
        )
        self.dora_row.setVisible(bool(snap.dora))
        self.ura_row.setVisible(bool(snap.ura))
        self.dora_hint.setVisible(not snap.dora)
        self.ura_hint.setVisible(not snap.ura)
        ura_tip = (
            "" if ura_active else translate("HandView", "Ura-dora count only for a riichi hand.")
        )
        self.ura_label.setToolTip(ura_tip)
        self.ura_hint.setToolTip(ura_tip)
        self.ura_label.setEnabled(ura_active)
        self.ura_hint.setEnabled(ura_active)

        canonical = state.notation()
        if not self._editing_notation:
            # Text the user is still fixing (shown with an error) stays while the tiles it
            # describes did not change, e.g. when only a situation flag was clicked.
            keep_typed = bool(self.notation_error.text()) and canonical == self._shown_notation
            if not keep_typed:
                if self.notation.text() != canonical:
                    self.notation.setText(canonical)
                self._show_notation_error(None)
        self._shown_notation = canonical

        self.undo_button.setEnabled(state.can_undo)
        self.redo_button.setEnabled(state.can_redo)
        self.clear_button.setEnabled(bool(snap.concealed or snap.melds or snap.dora or snap.ura))
        self.breakdown.ruleset = state.ruleset  # whose assumed notes explain a marked total
        self.breakdown.set_result(state.result_kind, state.result, snap)
        self.compare_button.setEnabled(state.result_kind == "score")

    def _on_win_tile_replaced(self, old: str, new: str) -> None:
        """Say what a click on a full hand did (until the next change)."""
        self._palette_note = fill(
            translate(
                "HandView",
                "The hand was full: %1 took the place of the winning tile %2 (Ctrl+Z undoes it).",
            ),
            tile_accessible_name(new),
            tile_accessible_name(old),
        )
        self._update_mode_label()

    def _clear_palette_note(self) -> None:
        if self._palette_note:
            self._palette_note = ""
            self._update_mode_label()

    def _update_mode_label(self) -> None:
        texts = {
            EntryMode.ADD: translate("HandView", "Mode: add tiles to the hand."),
            EntryMode.CHI: translate("HandView", "Mode: chi — click the called tile."),
            EntryMode.PON: translate("HandView", "Mode: pon — click the tile."),
            EntryMode.KAN: translate("HandView", "Mode: open kan — click the tile."),
            EntryMode.ANKAN: translate("HandView", "Mode: closed kan — click the tile."),
            EntryMode.SHOUMINKAN: translate(
                "HandView", "Mode: added kan — click the tile of a pon."
            ),
            EntryMode.DORA: translate("HandView", "Mode: dora indicators — click tiles."),
            EntryMode.URA: translate("HandView", "Mode: ura-dora indicators — click tiles."),
        }
        text = texts[self.tile_palette.mode]
        self.mode_label.setText(f"{text}\n{self._palette_note}" if self._palette_note else text)

    # --- sizes ---------------------------------------------------------------------------

    def _apply_tile_sizes(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        palette_h = int(max(MIN_TILE_HEIGHT, min(64, w * 0.034, h * 0.062)))
        hand_h = int(max(34, min(84, w * 0.044, h * 0.08)))
        self.tile_palette.set_tile_height(palette_h)
        self.hand_row.set_tile_height(hand_h)
        self.calls_row.set_tile_height(int(hand_h * 0.85))
        self.dora_row.set_tile_height(int(hand_h * 0.7))
        self.ura_row.set_tile_height(int(hand_h * 0.7))

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_tile_sizes()

    def _on_breakdown_action(self, action: str) -> None:
        if action == "plain_fives":
            self.hand_state.plain_red_fives()

    # --- compare and show to the table ---------------------------------------------------

    def open_compare(self) -> None:
        """Show this hand's value under every preset (engine.api.compare)."""
        from referee_app.views.hand.compare_dialog import CompareDialog

        CompareDialog.show_for(self, self.context, self.hand_state)

    def show_to_table(self) -> None:
        """Show the result in large type over the window; Esc (or F11) returns."""
        from referee_app.views.hand.show_table import HandResultOverlay

        if self._overlay is not None and self._overlay.isVisible():
            self._overlay.hide()
            return
        if self._overlay is None:
            self._overlay = HandResultOverlay(self.hand_state, self.window())
            self._overlay.closed.connect(self._on_overlay_closed)
        self._overlay.setGeometry(self.window().rect())
        self._overlay.refresh()
        self._overlay.show()
        self._overlay.raise_()
        self._overlay.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hand_state.record_shown()

    def _on_overlay_closed(self) -> None:
        if self.isVisible():
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def overlay(self) -> HandResultOverlay | None:
        return self._overlay

    # --- language ------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        if self._notation_error is not None:
            self.notation_error.setText(notation_error_text(self._notation_error))
        self.palette_box.setTitle(translate("HandView", "Tiles"))
        self.hand_box.setTitle(translate("HandView", "Hand"))
        self.situation_box.setTitle(translate("HandView", "Situation"))
        self.breakdown_box.setTitle(translate("HandView", "Breakdown"))
        self.undo_button.setText(translate("HandView", "Undo"))
        self.undo_button.setToolTip(translate("HandView", "Undo the last change (Ctrl+Z)."))
        self.redo_button.setText(translate("HandView", "Redo"))
        self.redo_button.setToolTip(translate("HandView", "Redo the change just undone (Ctrl+Y)."))
        self.clear_button.setText(translate("HandView", "Clear"))
        self.clear_button.setToolTip(
            translate(
                "HandView",
                "Remove all tiles, calls and indicators; the situation stays (Undo brings them "
                "back; File > New hand (Ctrl+N) starts over).",
            )
        )
        self.hand_label.setText(translate("HandView", "Hand"))
        self.hand_row.set_tooltip_hint(
            translate(
                "HandView",
                "Click: remove this tile. Right-click or Ctrl+click: make it the winning tile.",
            )
        )
        self.hand_hint.setText(
            translate(
                "HandView",
                "Click tiles on the left, or type the hand below (for example 123m456p789s11z22z).",
            )
        )
        self.calls_label.setText(translate("HandView", "Calls"))
        self.calls_row.set_tooltip_hint(translate("HandView", "Click to remove this call."))
        self.calls_hint.setText(
            translate("HandView", "None. Use Chi, Pon or Kan mode (keys C, P, K).")
        )
        self.notation_label.setText(translate("HandView", "&Notation"))
        self.notation.setPlaceholderText(
            translate("HandView", "e.g. 234567m55p 5p | pon:777z chi:0m34m dora:3s")
        )
        self.notation.setToolTip(
            translate(
                "HandView",
                "Type the hand and press Enter (Ctrl+L to get here).\n"
                "Tiles: digits then the suit: m man, p pin, s sou, z honours "
                "(1z–4z East–North winds, 5z white, 6z green, 7z red); 0 is a red five.\n"
                "The winning tile is the last tile written.\n"
                "Calls after a |: chi:, pon:, kan: (open), ankan: (closed), shouminkan: "
                "(added); the first tile written is the called one.\n"
                "Indicators: dora:3s, ura:4p (ura only with riichi).",
            )
        )
        self.dora_label.setText(translate("HandView", "Dora"))
        self.dora_row.set_tooltip_hint(
            translate("HandView", "A dora indicator. Click to remove it.")
        )
        self.dora_hint.setText(translate("HandView", "none (key D, then click tiles)"))
        self.ura_label.setText(translate("HandView", "Ura"))
        self.ura_row.set_tooltip_hint(
            translate("HandView", "An ura-dora indicator. Click to remove it.")
        )
        self.ura_hint.setText(translate("HandView", "none (key U; riichi only)"))
        self.compare_button.setText(translate("HandView", "Compare rulesets…"))
        self.compare_button.setToolTip(
            translate("HandView", "This hand's value under every preset ruleset, side by side.")
        )
        self.show_button.setText(translate("HandView", "Show to the table (F11)"))
        self.show_button.setToolTip(
            translate(
                "HandView", "Show the hand, the yaku and the payment in large type. Esc returns."
            )
        )
        self.keys_help.setText(
            translate(
                "HandView",
                "Keys: type the hand in the notation field (Ctrl+L) and press Enter. "
                "A add, C chi, P pon, K kan (again: closed, added), D dora, U ura, "
                "W next winning tile, T tsumo/ron, R riichi, Backspace last tile, "
                "Ctrl+Z undo, Ctrl+Y redo, F11 show to the table.",
            )
        )
        self._update_mode_label()
        self.refresh()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A digit typed anywhere in the Hand view starts typing in the notation field."""
        text = event.text()
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.KeypadModifier,
        )
        if plain and len(text) == 1 and text in "0123456789":
            current = self.notation.text()
            cut = current.find(" |")  # type into the hand, before the calls and indicators
            self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.notation.deselect()
            self.notation.setCursorPosition(len(current) if cut < 0 else cut)
            QCoreApplication.sendEvent(self.notation, event)
            return
        super().keyPressEvent(event)
