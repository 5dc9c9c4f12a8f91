"""The tile palette: every tile once, with the copies left, and the entry modes.

A click on a palette tile does what the current mode says: add it to the hand (with a full
hand: put it in place of the winning tile, to ask "and if it had won on this?"), call a chi,
pon or kan with it as the called tile, or add it as a dora or ura-dora indicator. Each tile
shows how many copies are still unused (hand, calls and indicators counted) and is disabled
when the click could not do anything. After a call the mode returns to "Add"; indicator modes stay.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QCursor
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.ids import MeldKind
from referee_app.compat import override
from referee_app.hand_state import (
    HandState,
    Meld,
    copies_left,
    kind_of,
    tiles_to_mpsz,
)
from referee_app.tile_widgets import TileButton
from referee_app.tiles import tile_accessible_name

__all__ = ["EntryMode", "TilePalette"]

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


class TilePalette(QWidget):
    """Tiles to click and the entry-mode buttons. `mode_changed(str)` follows the mode."""

    mode_changed = Signal(str)

    #: Chooses among several possible chi runs; tests replace it. Returns None when cancelled.
    choose_run: Callable[[TilePalette, Sequence[Meld]], Meld | None]

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        self._mode = EntryMode.ADD
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

        self.choose_run = TilePalette._choose_run_menu
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
            return state.add_tile(tile) if state.room > 0 else state.replace_win_tile(tile)
        if mode in (EntryMode.DORA, EntryMode.URA):
            return state.add_indicator(tile, ura=mode == EntryMode.URA)
        if mode == EntryMode.SHOUMINKAN and state.pon_to_upgrade(tile) is not None:
            done = state.upgrade_to_added_kan(tile)
        else:
            options = state.meld_options(_CALL_KINDS[mode], tile)
            meld: Meld | None = options[0] if len(options) == 1 else self.choose_run(self, options)
            done = meld is not None and state.add_meld(meld)
        if done:
            self.set_mode(EntryMode.ADD)
        return done

    def _choose_run_menu(self, options: Sequence[Meld]) -> Meld | None:
        """Ask which run was meant, in a menu at the mouse (keyboard: arrows and Enter)."""
        menu = QMenu(self)
        menu.setAccessibleName(translate("TilePalette", "Which run?"))
        menu.addSection(translate("TilePalette", "Which run?"))
        actions: dict[QAction, Meld] = {}
        for meld in options:
            run = sorted(meld.tiles, key=lambda t: int(kind_of(t)[0]))
            names = ", ".join(tile_accessible_name(t) for t in run)
            action = menu.addAction(f"{tiles_to_mpsz(run, keep_order=True)}   ({names})")
            actions[action] = meld
        under = self.childAt(self.mapFromGlobal(QCursor.pos()))
        pos = QCursor.pos() if under is not None else self.mapToGlobal(QPoint(0, 0))
        chosen = menu.exec(pos)
        return actions.get(chosen) if chosen is not None else None

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
            left = copies_left(snap, tile)
            button.set_badge(str(left))
            button.setEnabled(self.can_activate(tile))
            button.setAccessibleDescription(self._left_text(left))
        ura_ok = self.hand_state.ura_blocker() is None or self._mode == EntryMode.URA
        self.mode_buttons[EntryMode.URA].setEnabled(ura_ok)

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
            button.setToolTip(tile_accessible_name(tile))
        self.refresh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
