"""A combo box whose choice changes only by an explicit pick from its open list.

A plain `QComboBox` changes its current item when closed: a letter typed while it has the focus
jumps to the first item starting with it (type-ahead), the arrow keys step through the items and
so does the mouse wheel. For the ruleset and language selectors that is a trap: the Hand view's
one-letter keys (T, R, W…) would silently switch the ruleset. `ChoiceComboBox` ignores all of
these while it is closed; the keys that normally open or step the list (Space, F4, Alt+Down,
Up, Down, Page Up/Down, Home, End, Enter) open the popup instead, where the user picks an item
and confirms it. Other keys go on to the parent, so window shortcuts still work.

`plain_list(combo)` (every `ChoiceComboBox`, the Table tab's player lists) makes the open list
safe too: it opens as a plain list below the box (never centred on the current entry, where a
click one row off picks the neighbour), and typed text never searches it (letters, digits and
Space are swallowed: notation typed into an open list after a missed Ctrl+L picked "Mahjong
Soul" with its "m" and the hand's space). Only the arrows, Page Up/Down, Home, End (which show
the highlight), Enter and a click pick; Esc closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QComboBox, QWidget

from referee_app.support.compat import override

__all__ = ["LIST_BELOW", "OPENING_KEYS", "ChoiceComboBox", "plain_list"]

#: Keys that open the list of a closed `ChoiceComboBox` (none of them changes the choice).
OPENING_KEYS = frozenset(
    {
        Qt.Key.Key_Space,
        Qt.Key.Key_F4,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
    }
)


#: the list opens below its box, as a plain list (the style's popup centres the current entry)
LIST_BELOW = "QComboBox { combobox-popup: 0; }"
_COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


class _NoTypedSearch(QObject):
    """On an open list: typed text (letters, digits, Space) is swallowed, never a search."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            text = event.text()
            if text and text.isprintable() and not event.modifiers() & _COMMAND_MODIFIERS:
                return True
        return False


def plain_list(combo: QComboBox) -> None:
    """`combo`'s list opens below the box and takes no typed search (see the module note)."""
    combo.setStyleSheet(LIST_BELOW)
    guard = _NoTypedSearch(combo)
    view: QWidget = combo.view()
    view.installEventFilter(guard)


class ChoiceComboBox(QComboBox):
    """`QComboBox` without type-ahead, arrow stepping or wheel stepping while closed; its list
    opens below it and takes no typed search (`plain_list`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain_list(self)

    @override
    def keyPressEvent(self, e: QKeyEvent) -> None:
        if Qt.Key(e.key()) in OPENING_KEYS:
            self.showPopup()
            e.accept()
            return
        # letters (type-ahead), Tab and everything else: not ours; the parent may use it
        e.ignore()

    @override
    def keyReleaseEvent(self, e: QKeyEvent) -> None:
        e.ignore()

    @override
    def wheelEvent(self, e: QWheelEvent) -> None:
        # scrolling over the window must never pick another ruleset or language
        e.ignore()
