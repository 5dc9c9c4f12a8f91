"""The game clock's widgets: the clock in large digits with Start, Pause, Reset and the main
time in minutes (`GameClockWidget`), and the clock alone filling a window (`BigClockWindow`).
The clock itself (`GameClock`, `time_rule`) is a model in `core/game_clock.py`.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.game_clock import (
    ASSUMED_RULE,
    MAX_MINUTES,
    GameClock,
    Phase,
    TimeRule,
)
from referee_app.support.compat import override
from referee_app.text.placeholders import fill
from referee_app.views.widgets.retranslate import Retranslating

#: Room between the main-time field and the status sentence beside it.
STATUS_GAP = 10


class GameClockWidget(Retranslating, QFrame):
    """The clock in large digits with Start, Pause, Reset and the main time in minutes.

    The colour turns amber at the signal and red at time up, and the line under the buttons
    says the same in words (what to do when time is up), so colour is never the only cue.
    """

    STYLE: ClassVar[dict[Phase, str]] = {
        Phase.NORMAL: "",
        Phase.SIGNAL: "color: #5a3b00; background: #ffd866;",
        Phase.EXPIRED: "color: #ffffff; background: #c62828;",
    }

    def __init__(self, clock: GameClock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.rule = ASSUMED_RULE
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.time_label = QLabel(self)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setPointSizeF(QFont(self.font()).pointSizeF() * 2.8)
        font.setBold(True)
        self.time_label.setFont(font)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.time_label.setMargin(4)
        self.time_label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.start_button = QPushButton(self)
        self.pause_button = QPushButton(self)
        self.reset_button = QPushButton(self)
        self.minutes_label = QLabel(self)
        self.minutes = QSpinBox(self)
        self.minutes.setRange(1, MAX_MINUTES)
        self.minutes.setValue(clock.minutes)
        self.large_button = QPushButton(self)
        self.large_button.clicked.connect(self.show_large)
        self.large: BigClockWindow | None = None
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(220)
        self.start_button.clicked.connect(clock.start)
        self.pause_button.clicked.connect(clock.pause)
        self.reset_button.clicked.connect(clock.reset)
        self.minutes.valueChanged.connect(self._on_minutes)
        clock.changed.connect(self._sync)
        # two rows beside the digits, so the clock adds little height to the Table view:
        # the buttons, then the main time and the status line
        controls = QGridLayout()
        controls.setVerticalSpacing(2)
        controls.addWidget(self.start_button, 0, 0)
        controls.addWidget(self.pause_button, 0, 1)
        controls.addWidget(self.reset_button, 0, 2)
        controls.addWidget(self.large_button, 0, 3)
        minutes_row = QHBoxLayout()
        minutes_row.addWidget(self.minutes_label)
        minutes_row.addWidget(self.minutes)
        minutes_row.addSpacing(STATUS_GAP)  # the status is a sentence, not the field's unit
        minutes_row.addWidget(self.status, 1)
        controls.addLayout(minutes_row, 1, 0, 1, 4)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addWidget(self.time_label)
        layout.addLayout(controls, 1)
        metrics = self.time_label.fontMetrics()
        self.time_label.setMinimumWidth(metrics.horizontalAdvance("000:00") + 16)
        self.retranslate_ui()

    def set_rule(self, rule: TimeRule) -> None:
        """Adopt a ruleset's main time (only while the clock has not started)."""
        self.rule = rule
        if not self.clock.started:
            self.clock.set_minutes(rule.minutes, rule.signal_minutes)
            self.minutes.blockSignals(True)
            self.minutes.setValue(rule.minutes)
            self.minutes.blockSignals(False)
        self.retranslate_ui()

    def _on_minutes(self, value: int) -> None:
        self.clock.set_minutes(value)

    def retranslate_ui(self) -> None:
        self.start_button.setText(self.tr("Start"))
        self.start_button.setToolTip(self.tr("Start or resume the game clock"))
        self.pause_button.setText(self.tr("Pause"))
        self.pause_button.setToolTip(self.tr("Stop the clock for a ruling; Start resumes it"))
        self.reset_button.setText(self.tr("Reset"))
        self.reset_button.setToolTip(self.tr("Stop the clock and set it back to the main time"))
        self.minutes_label.setText(self.tr("Main time, min:"))
        tip = self.tr("Main time of the session in minutes; the signal comes %1 min before the end")
        if self.clock.signal_minutes:
            tip = fill(tip, str(self.clock.signal_minutes))
        else:
            tip = self.tr("Main time of the session in minutes; no signal before the end")
        if self.rule.assumed:
            tip += " " + self.tr("(assumed: this ruleset's texts give no time limit)")
        self.minutes.setToolTip(tip)
        self.time_label.setToolTip(self.tr("Main time left"))
        self.large_button.setText(self.tr("Large"))
        self.large_button.setToolTip(
            self.tr("Show the clock in a window of its own, large enough to read across the room")
        )
        self._sync()

    def status_text(self) -> str:
        text = self._phase_text()
        if self.clock.restored_running:
            text += " " + self.tr("Restored: the clock kept running while the app was closed.")
        return text

    def _phase_text(self) -> str:
        phase = self.clock.phase
        if phase is Phase.EXPIRED:
            if self.rule.hands_after == 0:
                text = self.tr("Time is up: the current hand is the last.")
            else:
                text = self.tr("Time is up: finish the current hand and play one more.")
            if self.rule.assumed or self.rule.end_assumed:
                text += " " + self.tr("(assumed)")
            return text
        if phase is Phase.SIGNAL:
            return fill(self.tr("Signal: %1 min or less left."), str(self.clock.signal_minutes))
        if self.clock.running:
            return self.tr("Running.")
        if self.clock.started:
            return self.tr("Paused.")
        return self.tr("Not started.")

    def _sync(self) -> None:
        clock = self.clock
        self.time_label.setText(clock.text())
        self.time_label.setStyleSheet(self.STYLE[clock.phase])
        self.start_button.setEnabled(not clock.running and clock.phase is not Phase.EXPIRED)
        self.pause_button.setEnabled(clock.running)
        self.reset_button.setEnabled(clock.started)
        self.status.setText(self.status_text())

    def show_large(self) -> BigClockWindow:
        """Open (or raise) the large clock window; it follows this clock."""
        if self.large is None:
            self.large = BigClockWindow(self)
            self.large.destroyed.connect(self._large_closed)
            self.large.resize(800, 450)
        self.large.show()
        self.large.raise_()
        return self.large

    def _large_closed(self) -> None:
        self.large = None


class BigClockWindow(QWidget):
    """The clock alone, its digits filling the window (F11 or a double click: full screen).

    It shows the time and the status line of `GameClockWidget` and the same colours.
    """

    def __init__(self, panel: GameClockWidget) -> None:
        super().__init__(panel, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.panel = panel
        self.time_label = QLabel(self)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setBold(True)
        self.time_label.setFont(font)
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status = QLabel(self)
        status_font = QFont(self.font())
        status_font.setPointSizeF(status_font.pointSizeF() * 2)
        self.status.setFont(status_font)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.time_label, 1)
        layout.addWidget(self.status)
        panel.clock.changed.connect(self.sync)
        self.sync()

    def sync(self) -> None:
        clock = self.panel.clock
        self.setWindowTitle(QCoreApplication.translate("GameClockWidget", "Game clock"))
        self.time_label.setText(clock.text())
        self.status.setText(self.panel.status_text())
        self.setStyleSheet(
            f"BigClockWindow {{ {GameClockWidget.STYLE[clock.phase]} }}"
            if clock.phase is not Phase.NORMAL
            else ""
        )
        self.time_label.setStyleSheet(GameClockWidget.STYLE[clock.phase])
        self._fit()

    def _fit(self) -> None:
        """Digits as large as the window allows (five characters wide, 60 % of the height)."""
        font = self.time_label.font()
        font.setPixelSize(100)
        width_at_100 = max(
            1, QFontMetrics(font).horizontalAdvance(self.time_label.text() or "00:00")
        )
        room = self.width() - 40
        size = int(min(self.height() * 0.6, 100 * room / width_at_100))
        font.setPixelSize(max(12, size))
        self.time_label.setFont(font)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.sync()
        super().changeEvent(event)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        else:
            super().keyPressEvent(event)

    @override
    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.toggle_full_screen()
        event.accept()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()


__all__ = ["BigClockWindow", "GameClockWidget"]
