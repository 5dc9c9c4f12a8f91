"""A combo box whose choice changes only by an explicit pick from its open list.

A plain `QComboBox` changes its current item when closed: a letter typed while it has the focus
jumps to the first item starting with it (type-ahead), the arrow keys step through the items and
so does the mouse wheel. For the ruleset and language selectors that is a trap: the Hand view's
one-letter keys (T, R, W…) would silently switch the ruleset. `ChoiceComboBox` ignores all of
these while it is closed; the keys that normally open or step the list (Space, F4, Alt+Down,
Up, Down, Page Up/Down, Home, End, Enter) open the popup instead, where the user picks an item
and confirms it. Other keys go on to the parent, so window shortcuts still work.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QWheelEvent
from PySide6.QtWidgets import QComboBox

from referee_app.support.compat import override

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


class ChoiceComboBox(QComboBox):
    """`QComboBox` without type-ahead, arrow stepping or wheel stepping while closed."""

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
