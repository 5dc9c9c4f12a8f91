"""The game clock of a timed session: main time counting down in mm:ss, a signal, time up.

`time_rule(ruleset)` reads the session length and signal from the ruleset's
`session_minutes` and `signal_minutes` (the engine's presets hold the values and their
assumed notes: RRC 75 minutes, EMA 90 with a signal 15 minutes before the end, the others
assumed). What time up means is the ruleset's `time_up_end`: the hand in play is the last, or
it is finished and one more is played (`TimeRule.hands_after`).

`GameClock` is a QObject over a monotonic clock that tests inject (``now=``); a QTimer
polls it while it runs. Its widgets (`views/table/game_clock.py`) show it large enough to
read across a room.

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
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.rulesets import Ruleset

__all__ = [
    "ASSUMED_RULE",
    "MAX_MINUTES",
    "GameClock",
    "Phase",
    "TimeRule",
    "clock_text",
    "game_time",
    "time_rule",
]

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
    hands_after: int = 1  # hands played after the one in play when time is up (0 or 1)
    end_assumed: bool = False  # the ruleset only assumes what happens at time up


#: What the clock shows before a ruleset is set (EMA 2016 §5.9, marked assumed).
ASSUMED_RULE = TimeRule(90, 15, True, "assumed (as EMA 2016 §5.9)")


def time_rule(ruleset: Ruleset) -> TimeRule:
    """The time rule of `ruleset`: its session and signal minutes (`assumed`: the session
    length is; `source`: the assumed notes of both)."""
    session = ruleset.assumed_note("session_minutes")
    signal = ruleset.assumed_note("signal_minutes")
    end = ruleset.assumed_note("time_up_end")
    notes = " ".join(n for n in (session, signal, end) if n)
    return TimeRule(
        ruleset.session_minutes,
        ruleset.signal_minutes,
        session is not None,
        notes,
        ruleset.hands_after_time_up,
        end is not None,
    )


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
