"""The game clock of a timed session: main time counting down in mm:ss, a signal, time up.

`time_rule(ruleset)` gives the session length the ruleset's texts prescribe (rulesets.md, the
"Time-limited sessions" row; rrc.md §1 row 35): RRC 75 minutes; EMA 2016 §5.9 90 minutes
with a signal 15 minutes before the end (EMA 2025 and 2012 follow it). Other rulesets state
no time limit that we could read: 90/15 there is *assumed* and shown as such. In every
ruleset with a time rule, time up means: finish the current hand and play one more.

`GameClock` is a QObject over a monotonic clock that tests inject (``now=``); a QTimer
polls it while it runs. `GameClockWidget` shows it large enough to read across a room, with
Start, Pause, Reset and the minutes the referee may change.

The clock survives a restart of the app: `GameClock.to_state()` is a plain JSON object (or
None for a clock not started) that the table saves, and `GameClock.restore(state)` brings it
back. A running clock also keeps the wall-clock time of its last start (``wall=``, by default
`time.time`), so that after a restart it shows the time as if it had kept running while the
app was closed: elapsed = elapsed before that start + (wall time now - wall time at start),
the gap clamped at zero when the wall clock went backwards.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
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

from engine.rulesets import Ruleset
from referee_app.support.compat import override

MAX_MINUTES = 600
#: Largest elapsed time saved (seconds, about 115 days): beyond the main time it only means
#: "expired", and the cap keeps a wall clock that jumped by years from making a file unreadable.
MAX_SAVED_ELAPSED = 10_000_000.0


@dataclass(frozen=True, slots=True)
class TimeRule:
    """Main time and signal of a ruleset; `assumed` when no rule text gives them."""

    minutes: int
    signal_minutes: int
    assumed: bool
    source: str


_RULES: dict[str, TimeRule] = {
    # rrc.md §1 row 35: 75 minutes, then finish the hand and play one more. No signal is
    # named; 15 minutes (as EMA) is our choice.
    "rrc": TimeRule(75, 15, False, "RRC: 75 min; signal at 15 min left assumed"),
    # rulesets.md, time-limited sessions: EMA 2016 §5.9 (90 min, signal at 15 min left);
    # EMA 2025 is filled from 2016 where unknown, EMA 2012 follows the 2016 column.
    "ema": TimeRule(90, 15, False, "EMA 2016 §5.9"),
    "ema2016": TimeRule(90, 15, False, "EMA 2016 §5.9"),
    "ema2012": TimeRule(90, 15, False, "EMA 2016 §5.9"),
}
#: WRC (a club used 75 min + 1 hand, 🟡), Galaxy (not stated), Tenhou/Mahjong Soul (online,
#: no clock): 90 minutes with a signal at 15, as EMA — assumed.
ASSUMED_RULE = TimeRule(90, 15, True, "assumed (as EMA 2016 §5.9)")


def time_rule(ruleset: Ruleset) -> TimeRule:
    """The time rule of `ruleset` (a custom ruleset follows its base preset)."""
    return _RULES.get(ruleset.base, _RULES.get(ruleset.id, ASSUMED_RULE))


class Phase(StrEnum):
    NORMAL = "normal"
    SIGNAL = "signal"  # the signal time has been reached: few minutes left
    EXPIRED = "expired"  # main time is over


def clock_text(seconds: float) -> str:
    """``mm:ss`` of the time left, rounded up: it reads 00:00 only when time is over."""
    whole = max(0, math.ceil(seconds - 1e-9))
    return f"{whole // 60:02d}:{whole % 60:02d}"


def game_time() -> float:
    """Seconds on a steady clock that keeps counting while the computer sleeps.

    A referee's laptop may be closed between hands while the tournament's time runs on.
    `time.monotonic` stops during a suspend on Linux and macOS; CLOCK_BOOTTIME (Linux) and
    CLOCK_MONOTONIC (macOS, where it counts sleep) do not. Elsewhere (Windows) the
    performance counter behind `time.monotonic` is used.
    """
    if sys.platform.startswith("linux") and hasattr(time, "CLOCK_BOOTTIME"):
        return time.clock_gettime(time.CLOCK_BOOTTIME)
    if sys.platform == "darwin":
        return time.clock_gettime(time.CLOCK_MONOTONIC)
    return time.monotonic()


class GameClock(QObject):
    """A countdown of the session's main time over an injectable monotonic clock.

    `changed` is emitted whenever what it shows may have changed (each new second, start,
    pause, reset, new minutes); `signal_reached` once when the time left falls to the signal;
    `expired` once when it reaches zero (the clock then stops). `state_changed` is emitted when
    what `to_state()` returns changes (start, pause, reset, new minutes, expiry), never on a
    mere tick: that is when the table saves the clock.
    """

    changed = Signal()
    signal_reached = Signal()
    expired = Signal()
    state_changed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        now: Callable[[], float] | None = None,
        wall: Callable[[], float] = time.time,
        interval_ms: int = 200,
    ) -> None:
        super().__init__(parent)
        self._now = now or game_time
        self._wall = wall
        self._total = 90 * 60.0
        self._signal = 15 * 60.0
        self._elapsed_before = 0.0  # time run before the last start
        self._started_at: float | None = None
        self._started_wall: float | None = None  # wall-clock time of the last start
        self._restored = False  # restored running: it kept running while the app was closed
        self._phase = Phase.NORMAL
        self._shown = clock_text(self._total)
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.poll)

    # --- reading -------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._started_at is not None

    @property
    def minutes(self) -> int:
        return round(self._total / 60)

    @property
    def signal_minutes(self) -> int:
        return round(self._signal / 60)

    @property
    def phase(self) -> Phase:
        return self._phase

    def elapsed(self) -> float:
        run = self._now() - self._started_at if self._started_at is not None else 0.0
        return self._elapsed_before + max(0.0, run)

    def remaining(self) -> float:
        return max(0.0, self._total - self.elapsed())

    def text(self) -> str:
        return clock_text(self.remaining())

    @property
    def started(self) -> bool:
        """Whether the clock has run at all since the last reset."""
        return self.running or self._elapsed_before > 0

    @property
    def restored_running(self) -> bool:
        """The clock was restored running (it kept running while the app was closed); cleared
        by the next start, pause or reset."""
        return self._restored

    # --- saving and restoring ----------------------------------------------------------

    def to_state(self) -> dict[str, Any] | None:
        """What the table saves: None for a clock not started, else a JSON object.

        ``{"running": bool, "elapsed": seconds run before the last start (running) or in all
        (stopped), "wall_start": time.time() at the last start (running) or null, "minutes",
        "signal_minutes"}``. It changes only on start, pause, reset, new minutes and expiry.
        """
        if not self.started:
            return None
        return {
            "running": self.running,
            "elapsed": min(self._elapsed_before, MAX_SAVED_ELAPSED),
            "wall_start": self._started_wall if self.running else None,
            "minutes": self.minutes,
            "signal_minutes": self.signal_minutes,
        }

    def restore(self, state: Mapping[str, Any] | None) -> None:
        """Take over a state saved by `to_state` (checked by the caller: `TableState`).

        None resets the clock. A stopped clock shows exactly what it showed (an expired one
        stays expired, without `expired` again). A running one goes on as if it had kept
        running since it was saved: the wall time since its start is added, clamped at zero
        when the wall clock went backwards (the start is then re-anchored at now); `signal_reached`
        and `expired` follow if they came while the app was closed. `state_changed` is not
        emitted unless the state had to be corrected (re-anchored, or it expired).
        """
        if state is None:
            self._restored = False
            if self.started or self._phase is not Phase.NORMAL:
                self.reset()
            return
        self.timer.stop()
        self._started_at = None
        self._started_wall = None
        self._total = float(max(1, min(MAX_MINUTES, int(state["minutes"]))) * 60)
        self._signal = float(max(0, int(state["signal_minutes"])) * 60)
        elapsed = float(state["elapsed"])
        self._elapsed_before = elapsed if math.isfinite(elapsed) and elapsed > 0 else 0.0
        # the phase the clock was in at its last start (or now, when stopped), silently
        left = self.remaining()
        if left <= 0 and self.started:
            self._phase = Phase.EXPIRED
        elif left <= self._signal and self.started:
            self._phase = Phase.SIGNAL
        else:
            self._phase = Phase.NORMAL
        raw_anchor = state.get("wall_start")
        anchor = (
            float(raw_anchor)
            if isinstance(raw_anchor, int | float) and not isinstance(raw_anchor, bool)
            else None
        )
        running = state.get("running") is True and self._phase is not Phase.EXPIRED
        corrected = False
        if running and anchor is not None:
            wall_now = self._wall()
            gap = wall_now - anchor
            if not math.isfinite(gap) or gap < 0:
                # the wall clock went backwards (or the anchor is in the future): count no
                # time for the gap rather than a negative one, and anchor afresh at now
                gap = 0.0
                anchor = wall_now
                corrected = True
            self._started_wall = anchor
            self._started_at = self._now() - gap
            self._restored = True
            self.timer.start()
        else:
            self._restored = False
        self._shown = ""
        if corrected:
            self.state_changed.emit()
        self.poll(force=True)

    # --- control -------------------------------------------------------------------------

    def start(self) -> None:
        if self.running or self._phase is Phase.EXPIRED:
            return
        self._started_at = self._now()
        self._started_wall = self._wall()
        self._restored = False
        self.timer.start()
        self.state_changed.emit()
        self.changed.emit()
        self.poll()

    def pause(self) -> None:
        if not self.running:
            return
        self._elapsed_before = self.elapsed()
        self._started_at = None
        self._started_wall = None
        self._restored = False
        self.timer.stop()
        self.state_changed.emit()
        self.changed.emit()

    def reset(self) -> None:
        """Stop and go back to the full main time."""
        self.timer.stop()
        self._started_at = None
        self._started_wall = None
        self._restored = False
        self._elapsed_before = 0.0
        self._phase = Phase.NORMAL
        self._shown = self.text()
        self.state_changed.emit()
        self.changed.emit()

    def set_minutes(self, minutes: int, signal_minutes: int | None = None) -> None:
        """New main time (the time already run still counts); the signal, if given."""
        self._total = float(max(1, min(MAX_MINUTES, minutes)) * 60)
        if signal_minutes is not None:
            self._signal = float(max(0, signal_minutes) * 60)
        # more time given back: the signal and time-up may come again
        left = self.remaining()
        if left > 0 and self._phase is Phase.EXPIRED:
            self._phase = Phase.NORMAL
        if left > self._signal and self._phase is Phase.SIGNAL:
            self._phase = Phase.NORMAL
        if self.started:
            self.state_changed.emit()
        self.poll(force=True)

    def poll(self, force: bool = False) -> None:
        """Read the clock: emit the signal and expiry once each, and `changed` on a new second."""
        left = self.remaining()
        signal_now = expired_now = False
        if left <= 0 and self._phase is not Phase.EXPIRED and self.started:
            self._phase = Phase.EXPIRED
            self._elapsed_before = self.elapsed()
            self._started_at = None
            self._started_wall = None
            self.timer.stop()
            expired_now = True
            self.state_changed.emit()
        elif 0 < left <= self._signal and self._phase is Phase.NORMAL and self.started:
            self._phase = Phase.SIGNAL
            signal_now = True
        shown = self.text()
        if force or signal_now or expired_now or shown != self._shown:
            self._shown = shown
            self.changed.emit()
        if signal_now:
            self.signal_reached.emit()
        if expired_now:
            self.expired.emit()


class GameClockWidget(QFrame):
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
        if self.rule.assumed:
            tip += " " + self.tr("(assumed: this ruleset's texts give no time limit)")
        self.minutes.setToolTip(tip.replace("%1", str(self.clock.signal_minutes)))
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
            text = self.tr("Time is up: finish the current hand and play one more.")
            if self.rule.assumed:
                text += " " + self.tr("(assumed)")
            return text
        if phase is Phase.SIGNAL:
            return self.tr("Signal: %1 min or less left.").replace(
                "%1", str(self.clock.signal_minutes)
            )
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

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


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


__all__ = [
    "ASSUMED_RULE",
    "MAX_SAVED_ELAPSED",
    "BigClockWindow",
    "GameClock",
    "GameClockWidget",
    "Phase",
    "TimeRule",
    "clock_text",
    "time_rule",
]
