"""The base of every "show to the table" overlay: large type over the whole window.

An overlay covers its parent (and follows its size), hides on Esc, F11 or Close (`closed` then
fires, so the view can take the keyboard focus back), and sets its fonts from its size. The
widget that had the keyboard when it was shown gets it back when it hides (the view's own
choice on `closed` is the fallback when that widget is gone or hidden).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMenu, QPushButton, QWidget
from shiboken6 import isValid

from referee_app.support.compat import override
from referee_app.views.widgets.retranslate import Retranslating

__all__ = ["LargeTypeOverlay"]


class LargeTypeOverlay(Retranslating, QWidget):
    """What both overlays share: they cover their parent (and follow its size), hide on Esc,
    F11 or Close (`closed` then fires, so the view can take the keyboard focus back), and
    set their fonts from their size. Subclasses build their content, then call
    `retranslate_ui()`, and implement `_fonts()`."""

    closed = Signal()

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hint = QLabel(self)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.hide)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        #: the widget that had the keyboard focus when the overlay was shown
        self._return_focus: QWidget | None = None
        if parent is not None:
            parent.installEventFilter(self)

    def _bottom_row(self) -> QHBoxLayout:
        """The hint ("Esc returns…") and the Close button, for the foot of the layout."""
        bottom = QHBoxLayout()
        bottom.addWidget(self.hint, 1)
        bottom.addWidget(self.close_button)
        return bottom

    def _fonts(self) -> None:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize and self.isVisible():
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        # the parent may have been resized while this was hidden (a window growing to its
        # least size as it is first shown): cover it as it is now
        parent = self.parentWidget()
        if parent is not None and self.geometry() != parent.rect():
            self.setGeometry(parent.rect())
        focus = QApplication.focusWidget()
        if (
            focus is not None
            and focus is not self
            and not self.isAncestorOf(focus)
            and not isinstance(focus, QMenu)
        ):
            self._return_focus = focus
        super().showEvent(event)

    @override
    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()
        # the keyboard goes back where it was (F11 -> Esc leaves the referee typing on)
        target, self._return_focus = self._return_focus, None
        if (
            target is not None
            and isValid(target)
            and target.isVisible()
            and target.isEnabled()
            and target.window() is self.window()
        ):
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fonts()
