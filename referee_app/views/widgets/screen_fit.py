"""Windows that fit their screen: the part of the screen a window may take, the room kept
for the window manager's frame before it is known, and a frame moved and cut to fit (the main
window and its dialogs share them)."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

__all__ = ["FRAME_ALLOWANCE", "available_geometry", "fit_window", "fitted_frame"]

#: The room kept for the window manager's frame while the window's own is not known yet (before
#: it is first shown): openbox adds 1 + 1 px to the width and 20 + 4 px to the height, Windows
#: 10 and 11 about 16 and 39 px.
FRAME_ALLOWANCE = QMargins(8, 32, 8, 8)


def available_geometry(widget: QWidget) -> QRect:
    """The part of the screen `widget` is (or will be) on that windows may take: the screen
    without its task bars and docks (the primary screen when none lies under the widget)."""
    screen = QGuiApplication.screenAt(widget.frameGeometry().center()) or widget.screen()
    return screen.availableGeometry()


def fitted_frame(frame: QRect, room: QRect) -> QRect:
    """`frame` (a window with its frame) made no larger than `room`, then moved the least
    distance that puts it inside `room`."""
    size = frame.size().boundedTo(room.size())
    left = min(max(frame.left(), room.left()), room.left() + room.width() - size.width())
    top = min(max(frame.top(), room.top()), room.top() + room.height() - size.height())
    return QRect(QPoint(left, top), size)


def fit_window(window: QWidget, *, move: bool = True, least: QSize | None = None) -> None:
    """Make `window`, its frame included, no larger than the available geometry of its screen
    (never below `least`, when given), and with `move` move it the least distance that puts it
    wholly on that screen. Before the window is first shown its frame is not known:
    `FRAME_ALLOWANCE` stands in for it."""
    client, frame = window.geometry(), window.frameGeometry()
    margins = QMargins(
        client.left() - frame.left(),
        client.top() - frame.top(),
        frame.right() - client.right(),
        frame.bottom() - client.bottom(),
    )
    if margins.isNull():
        margins = FRAME_ALLOWANCE  # not shown yet (or offscreen): the frame is not known
    estimated = client.marginsAdded(margins)
    fitted = fitted_frame(estimated, available_geometry(window))
    if fitted.size() != estimated.size():
        size = fitted.marginsRemoved(margins).size()
        window.resize(size.expandedTo(least) if least is not None else size)
    shift = fitted.topLeft() - estimated.topLeft()
    if move and not shift.isNull():
        window.move(window.pos() + shift)  # by as much as it must (the frame may be smaller)
