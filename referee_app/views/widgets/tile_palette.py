"""The tile palette: every tile once, with the copies left, and the entry modes.

A click on a palette tile does what the current mode says: add it to the hand (with a full
hand: put it in place of the winning tile, to ask "and if it had won on this?"), call a chi,
pon or kan with it as the called tile, or add it as a dora or ura-dora indicator. Each tile
shows how many copies are still unused (hand, calls and indicators counted) and is disabled
when the click could not do anything. After a call the mode returns to "Add"; indicator modes stay.

When a chi click fits several runs (4m: 234m, 345m, 456m; with red fives in play each run with a
five also with the red one), `RunChooser` pops up under the clicked tile: one row of tile
pictures per run, drawn as the call will be (the called tile turned, first), with a digit to
press. Arrows move, Enter or the digit chooses, Esc or a click elsewhere cancels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QPainter, QPaintEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.ids import MeldKind
from referee_app.core.hand_state import (
    HandState,
    Meld,
    NotationError,
    check_snapshot,
    copies_left,
    sort_key,
)
from referee_app.graphics.tiles import tile_accessible_name
from referee_app.support.compat import override
from referee_app.text.placeholders import fill
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.tile_widgets import TileButton, TileGroupButton, TileItem

__all__ = ["EntryMode", "RunChooser", "TilePalette", "run_accessible_name", "run_items"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


class EntryMode(StrEnum):
    ADD = "add"
    CHI = "chi"
    PON = "pon"
    KAN = "kan"
    ANKAN = "ankan"
    SHOUMINKAN = "shouminkan"
    DORA = "dora"
    URA = "ura"


_CALL_KINDS: dict[EntryMode, MeldKind] = {
    EntryMode.CHI: MeldKind.CHI,
    EntryMode.PON: MeldKind.PON,
    EntryMode.KAN: MeldKind.KAN,
    EntryMode.ANKAN: MeldKind.ANKAN,
    EntryMode.SHOUMINKAN: MeldKind.SHOUMINKAN,
}

#: Palette rows: number suits with the red five after the five, then honours.
_ROWS: tuple[tuple[str, ...], ...] = (
    ("1m", "2m", "3m", "4m", "5m", "0m", "6m", "7m", "8m", "9m"),
    ("1p", "2p", "3p", "4p", "5p", "0p", "6p", "7p", "8p", "9p"),
    ("1s", "2s", "3s", "4s", "5s", "0s", "6s", "7s", "8s", "9s"),
    ("1z", "2z", "3z", "4z", "5z", "6z", "7z"),
)


class TilePalette(Retranslating, QWidget):
    """Tiles to click and the entry-mode buttons. `mode_changed(str)` follows the mode."""

    mode_changed = Signal(str)
    #: (old winning tile, new one): a click on a full hand put the tile in the winner's place
    win_tile_replaced = Signal(str, str)

    #: Chooses among several possible chi runs; tests replace it. Returns None when cancelled.
    choose_run: Callable[[TilePalette, Sequence[Meld]], Meld | None]

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        self._mode = EntryMode.ADD
        self._tile_height = 40
        self._asking_tile: str | None = None
        self.buttons: dict[str, TileButton] = {}
        self.mode_buttons: dict[EntryMode, QToolButton] = {}

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        grid_host = QWidget(self)
        self._grid = QGridLayout(grid_host)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(1)
        self._grid.setVerticalSpacing(2)
        for row, tiles in enumerate(_ROWS):
            for col, tile in enumerate(tiles):
                button = TileButton(grid_host, tile_height=40)
                button.set_tile(tile)
                button.set_badge("4")
                button.clicked.connect(lambda _=False, t=tile: self.activate(t))
                self._grid.addWidget(button, row, col)
                self.buttons[tile] = button
        outer.addWidget(grid_host, 0, Qt.AlignmentFlag.AlignLeft)

        modes = QWidget(self)
        modes_layout = QGridLayout(modes)
        modes_layout.setContentsMargins(0, 4, 0, 0)
        modes_layout.setSpacing(3)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        positions = {
            EntryMode.ADD: (0, 0),
            EntryMode.CHI: (0, 1),
            EntryMode.PON: (0, 2),
            EntryMode.KAN: (0, 3),
            EntryMode.ANKAN: (1, 0),
            EntryMode.SHOUMINKAN: (1, 1),
            EntryMode.DORA: (1, 2),
            EntryMode.URA: (1, 3),
        }
        for mode, (r, c) in positions.items():
            mode_button = QToolButton(modes)
            mode_button.setCheckable(True)
            mode_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            mode_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            mode_button.clicked.connect(lambda _=False, m=mode: self.set_mode(m))
            self._group.addButton(mode_button)
            modes_layout.addWidget(mode_button, r, c)
            self.mode_buttons[mode] = mode_button
        self.mode_buttons[EntryMode.ADD].setChecked(True)
        outer.addWidget(modes)
        outer.addStretch(1)

        self.choose_run = TilePalette._choose_run_popup
        hand_state.changed.connect(self.refresh)
        self.retranslate_ui()
        self.refresh()

    # --- mode ----------------------------------------------------------------------------

    @property
    def mode(self) -> EntryMode:
        return self._mode

    def set_mode(self, mode: EntryMode | str) -> None:
        mode = EntryMode(mode)
        self.mode_buttons[mode].setChecked(True)
        if mode != self._mode:
            self._mode = mode
            self.refresh()
            self.mode_changed.emit(str(mode))

    def cycle_kan_mode(self) -> None:
        """`k`: open kan, pressed again closed kan, then added kan, then open kan again."""
        order = (EntryMode.KAN, EntryMode.ANKAN, EntryMode.SHOUMINKAN)
        if self._mode in order:
            self.set_mode(order[(order.index(self._mode) + 1) % len(order)])
        else:
            self.set_mode(EntryMode.KAN)

    # --- size ----------------------------------------------------------------------------

    def set_tile_height(self, height: int) -> None:
        self._tile_height = height
        for button in self.buttons.values():
            button.set_tile_height(height)

    # --- actions -------------------------------------------------------------------------

    def can_activate(self, tile: str) -> bool:
        """Whether a click on `tile` would do something in the current mode."""
        state = self.hand_state
        mode = self._mode
        if mode == EntryMode.ADD:
            if state.copies_left(tile) <= 0 or not self._tile_in_play(tile):
                return False
            # a full hand: the click replaces the winning tile
            return state.room > 0 or state.snapshot.effective_win_tile not in (None, tile)
        if mode == EntryMode.DORA:
            return (
                len(state.snapshot.dora) < 5
                and state.copies_left(tile) > 0
                and self._tile_in_play(tile)
            )
        if mode == EntryMode.URA:
            return (
                state.ura_blocker() is None
                and state.copies_left(tile) > 0
                and self._tile_in_play(tile)
            )
        if mode == EntryMode.SHOUMINKAN and state.pon_to_upgrade(tile) is not None:
            return True
        return bool(state.meld_options(_CALL_KINDS[mode], tile))

    def activate(self, tile: str) -> bool:
        """Do what the mode says with `tile`; True when the hand changed."""
        if not self.can_activate(tile):
            return False
        state = self.hand_state
        mode = self._mode
        if mode == EntryMode.ADD:
            if state.room > 0:
                return state.add_tile(tile)
            old = state.snapshot.effective_win_tile
            done = state.replace_win_tile(tile)
            if done and old is not None:
                self.win_tile_replaced.emit(old, tile)
            return done
        if mode in (EntryMode.DORA, EntryMode.URA):
            return state.add_indicator(tile, ura=mode == EntryMode.URA)
        if mode == EntryMode.SHOUMINKAN and state.pon_to_upgrade(tile) is not None:
            done = state.upgrade_to_added_kan(tile)
        else:
            options = self.call_options(tile)
            if len(options) == 1:
                meld: Meld | None = options[0]
            else:
                self._asking_tile = tile
                try:
                    meld = self.choose_run(self, options)
                finally:
                    self._asking_tile = None
            done = meld is not None and state.add_meld(meld)
        if done:
            self.set_mode(EntryMode.ADD)
        return done

    def call_options(self, tile: str) -> list[Meld]:
        """The calls a click on `tile` may mean in the current call mode, in the order offered.

        Chi: every run holding the tile (it low, middle, high), and with red fives in play a
        run with a plain five also with the red five instead, right after it (the referee
        must be able to record which five the player showed). Pon and kans: at most one.
        """
        kind = _CALL_KINDS.get(self._mode)
        if kind is None:
            return []
        state = self.hand_state
        options = state.meld_options(kind, tile)
        if kind != MeldKind.CHI or not state.ruleset.red_fives:
            return options
        out: list[Meld] = []
        for meld in options:
            out.append(meld)
            called, *others = meld.tiles
            if any(t[0] == "5" for t in others):
                red = Meld(kind, (called, *(f"0{t[1]}" if t[0] == "5" else t for t in others)))
                if self._call_fits(red):
                    out.append(red)
        return out

    def _call_fits(self, meld: Meld) -> bool:
        snap = self.hand_state.snapshot
        try:
            meld.check()
            check_snapshot(replace(snap, melds=(*snap.melds, meld)), self.hand_state.ruleset)
        except NotationError:
            return False
        return True

    def _choose_run_popup(self, options: Sequence[Meld]) -> Meld | None:
        """Ask which run was meant, in a popup of tile pictures under the clicked tile."""
        anchor = self.buttons.get(self._asking_tile or "")
        return RunChooser.ask(self, options, anchor=anchor, tile_height=self._tile_height)

    def _tile_in_play(self, tile: str) -> bool:
        return tile[0] != "0" or self.hand_state.ruleset.red_fives

    # --- display -------------------------------------------------------------------------

    def refresh(self) -> None:
        red = self.hand_state.ruleset.red_fives
        snap = self.hand_state.snapshot
        for tile, button in self.buttons.items():
            if tile[0] == "0":
                button.setVisible(red)
                if not red:
                    continue
            left = copies_left(snap, tile, red_fives=red)
            button.set_badge(str(left))
            enabled = self.can_activate(tile)
            button.setEnabled(enabled)
            reason = None if enabled else self.disabled_reason(tile)
            name = tile_accessible_name(tile)
            # a greyed tile says why, on hover and to a screen reader
            button.setToolTip(name if reason is None else f"{name}\n{reason}")
            description = self._left_text(left)
            button.setAccessibleDescription(
                description if reason is None else f"{description}. {reason}"
            )
        ura_ok = self.hand_state.ura_blocker() is None or self._mode == EntryMode.URA
        self.mode_buttons[EntryMode.URA].setEnabled(ura_ok)

    def disabled_reason(self, tile: str) -> str | None:
        """Why a click on `tile` does nothing now, in words (None when it does something or
        when the mode itself says it: a call mode offers only the tiles it can call)."""
        state = self.hand_state
        mode = self._mode
        if mode in (EntryMode.ADD, EntryMode.DORA, EntryMode.URA) and state.copies_left(tile) <= 0:
            return translate("TilePalette", "All four copies are already in use.")
        if mode == EntryMode.ADD and state.room <= 0 and state.snapshot.effective_win_tile == tile:
            return translate(
                "TilePalette",
                "This is the winning tile already. With a full hand a click puts a tile "
                "in place of the winning tile: click another tile, or press W.",
            )
        if self._mode == EntryMode.DORA and len(state.snapshot.dora) >= 5:
            return translate("TilePalette", "Five dora indicators are the most a hand can have.")
        return None

    @staticmethod
    def _left_text(left: int) -> str:
        return QCoreApplication.translate("TilePalette", "%n left", None, left)

    def retranslate_ui(self) -> None:
        texts = {
            EntryMode.ADD: (
                translate("TilePalette", "Add"),
                translate(
                    "TilePalette",
                    "Click a tile to add it to the hand (key A). With a full hand, "
                    "a click puts the tile in place of the winning tile.",
                ),
            ),
            EntryMode.CHI: (
                translate("TilePalette", "Chi"),
                translate(
                    "TilePalette",
                    "Call a chi: click the tile taken from the discard; "
                    "you choose the run if several fit (key C).",
                ),
            ),
            EntryMode.PON: (
                translate("TilePalette", "Pon"),
                translate("TilePalette", "Call a pon: click the tile (key P)."),
            ),
            EntryMode.KAN: (
                translate("TilePalette", "Kan"),
                translate("TilePalette", "Open kan called on a discard: click the tile (key K)."),
            ),
            EntryMode.ANKAN: (
                translate("TilePalette", "Closed kan"),
                translate(
                    "TilePalette", "Closed kan of four drawn tiles: click the tile (press K twice)."
                ),
            ),
            EntryMode.SHOUMINKAN: (
                translate("TilePalette", "Added kan"),
                translate(
                    "TilePalette",
                    "Added kan: click the tile of a called pon to add the fourth copy "
                    "(press K three times).",
                ),
            ),
            EntryMode.DORA: (
                translate("TilePalette", "Dora"),
                translate("TilePalette", "Click tiles to add dora indicators, up to five (key D)."),
            ),
            EntryMode.URA: (
                translate("TilePalette", "Ura"),
                translate(
                    "TilePalette",
                    "Click tiles to add ura-dora indicators; riichi hands only (key U).",
                ),
            ),
        }
        for mode, (text, tip) in texts.items():
            self.mode_buttons[mode].setText(text)
            self.mode_buttons[mode].setToolTip(tip)
        for tile, button in self.buttons.items():
            button.setAccessibleName(tile_accessible_name(tile))
        self.refresh()  # the tool tips: the tile's name, and why it is greyed out


def run_items(meld: Meld) -> list[TileItem]:
    """How a chi is drawn in the calls row and in the chooser: the called tile turned, first,
    then the other two in order (the same rule as `hand_view.meld_items`)."""
    called, *rest = meld.tiles
    return [
        TileItem(called, rotated=True),
        *(TileItem(t) for t in sorted(rest, key=sort_key)),
    ]


def run_accessible_name(meld: Meld) -> str:
    """The spoken form of a chi choice: "4 man called, with 2 man and 3 man"."""
    called, *rest = meld.tiles
    low, high = sorted(rest, key=sort_key)
    return fill(
        translate("TilePalette", "%1 called, with %2 and %3"),
        tile_accessible_name(called),
        tile_accessible_name(low),
        tile_accessible_name(high),
    )


class RunChooser(Retranslating, QDialog):
    """A popup offering chi runs as tile pictures; `chosen` is the run picked (None: cancelled).

    One `TileGroupButton` per run, numbered 1, 2, …: Up/Down (or Tab) move between them,
    Enter, Space, a click or the digit chooses, Esc or a click outside cancels.
    `RunChooser.ask(parent, options, anchor=...)` shows it under `anchor` and waits.
    """

    def __init__(
        self, options: Sequence[Meld], parent: QWidget | None = None, *, tile_height: int = 40
    ) -> None:
        # a popup, like a menu: a click elsewhere closes it; frameless on every platform
        super().__init__(parent, Qt.WindowType.Popup | Qt.WindowType.FramelessWindowHint)
        self.options = list(options)
        self.chosen: Meld | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(2)
        self.title = QLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.hint = QLabel(self)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.hint)
        layout.addSpacing(4)
        self.buttons: list[TileGroupButton] = []
        for i, meld in enumerate(self.options):
            button = TileGroupButton(self, tile_height=max(36, tile_height))
            button.set_items(run_items(meld))
            if i < 9:
                button.set_label(str(i + 1))
            button.clicked.connect(lambda _=False, index=i: self.choose(index))
            button.installEventFilter(self)
            layout.addWidget(button)
            self.buttons.append(button)
        self.retranslate_ui()

    @classmethod
    def ask(
        cls,
        parent: QWidget,
        options: Sequence[Meld],
        *,
        anchor: QWidget | None = None,
        tile_height: int = 40,
    ) -> Meld | None:
        """Show the choice under `anchor` (else at the mouse) and wait for the answer."""
        chooser = cls(options, parent, tile_height=tile_height)
        try:
            chooser.place_near(anchor)
            chooser.exec()
            return chooser.chosen
        finally:
            chooser.deleteLater()

    def place_near(self, anchor: QWidget | None) -> None:
        """Below `anchor` (above it when the screen ends), kept inside the screen."""
        self.adjustSize()
        size = self.size()
        if anchor is not None:
            top_left = anchor.mapToGlobal(QPoint(0, 0))
            below = top_left.y() + anchor.height()
            above = top_left.y() - size.height()
            x, y = top_left.x(), below
        else:
            cursor = QCursor.pos()
            x, y, above = cursor.x(), cursor.y(), cursor.y() - size.height()
        screen = (anchor or self).screen()
        area = screen.availableGeometry() if screen is not None else QRect(x, y, 0, 0)
        if y + size.height() > area.bottom() and above >= area.top():
            y = above
        x = max(area.left(), min(x, area.right() - size.width()))
        self.move(x, max(area.top(), y))

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.chosen = self.options[index]
            self.accept()

    def retranslate_ui(self) -> None:
        self.title.setText(translate("TilePalette", "Which run?"))
        self.hint.setText(
            translate(
                "TilePalette",
                "The called tile is turned. Arrows and Enter or a digit; Esc cancels.",
            )
        )
        self.setAccessibleName(translate("TilePalette", "Which run?"))
        for button, meld in zip(self.buttons, self.options, strict=True):
            name = run_accessible_name(meld)
            button.setAccessibleName(name)
            button.setToolTip(name)

    def _move_focus(self, step: int) -> None:
        if not self.buttons:
            return
        current = next((i for i, b in enumerate(self.buttons) if b.hasFocus()), -1)
        target = (current + step) % len(self.buttons) if current >= 0 else 0
        self.buttons[target].setFocus(Qt.FocusReason.TabFocusReason)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Arrows move between the runs and wrap around, as in a menu (a button alone would
        # move the focus without wrapping, and Left/Right would do the same as Up/Down).
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and watched in self.buttons
        ):
            steps = {
                Qt.Key.Key_Down: 1,
                Qt.Key.Key_Right: 1,
                Qt.Key.Key_Up: -1,
                Qt.Key.Key_Left: -1,
            }
            step = steps.get(Qt.Key(event.key()))
            if step is not None:
                self._move_focus(step)
                return True
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text()
        if len(text) == 1 and text in "123456789":
            self.choose(int(text) - 1)
            return
        if key == Qt.Key.Key_Home and self.buttons:
            self.buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
            return
        if key == Qt.Key.Key_End and self.buttons:
            self.buttons[-1].setFocus(Qt.FocusReason.TabFocusReason)
            return
        super().keyPressEvent(event)  # Esc: reject

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)  # a popup has no window frame: draw a thin one, as menus do
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.buttons:
            self.buttons[0].setFocus(Qt.FocusReason.PopupFocusReason)
