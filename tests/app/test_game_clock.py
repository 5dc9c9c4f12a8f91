"""The game clock: countdown over an injected monotonic clock, signal, time up, the widget.

Times from the rule texts: RRC 75 minutes (rrc.md §1 row 35); EMA 90 minutes with a signal
at 15 minutes left (rulesets.md "Time-limited sessions", EMA 2016 §5.9); other rulesets give
none, so 90/15 is marked assumed. No test sleeps: the clock reads a fake time.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, make_ruleset
from referee_app.game_clock import GameClock, GameClockWidget, Phase, clock_text, time_rule


def _phase(clock: GameClock) -> Phase:
    """The phase read afresh (keeps the type checker from narrowing across calls)."""
    return clock.phase


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def now() -> FakeTime:
    return FakeTime()


@pytest.fixture
def clock(qtbot: QtBot, now: FakeTime) -> GameClock:
    del qtbot  # a QApplication for the QTimer
    c = GameClock(now=now)
    c.set_minutes(90, 15)
    return c


def test_time_rules_per_ruleset() -> None:
    assert (time_rule(PRESETS["rrc"]).minutes, time_rule(PRESETS["rrc"]).assumed) == (75, False)
    for preset in ("ema", "ema2016", "ema2012"):
        rule = time_rule(PRESETS[preset])
        assert (rule.minutes, rule.signal_minutes, rule.assumed) == (90, 15, False)
    for preset in ("wrc", "galaxy", "tenhou", "mahjongsoul"):
        rule = time_rule(PRESETS[preset])
        assert rule.assumed and (rule.minutes, rule.signal_minutes) == (90, 15)
    # a custom ruleset keeps its base preset's time rule
    assert time_rule(make_ruleset("rrc", {"start_points": 25000})).minutes == 75


def test_clock_text_rounds_up_and_reads_zero_only_at_the_end() -> None:
    assert clock_text(90 * 60) == "90:00"
    assert clock_text(5369.6) == "89:30"  # 89 min 29.6 s left shows 89:30
    assert clock_text(0.2) == "00:01"
    assert clock_text(0) == "00:00"
    assert clock_text(125 * 60) == "125:00"


def test_countdown_pause_and_resume(clock: GameClock, now: FakeTime) -> None:
    assert clock.text() == "90:00" and not clock.started
    clock.start()
    assert clock.running and clock.timer.isActive()
    now.t += 30.4
    clock.timer.timeout.emit()  # the QTimer's tick reads the clock
    assert clock.text() == "89:30"  # 5,369.6 s left, rounded up
    clock.pause()
    assert not clock.running and not clock.timer.isActive()
    now.t += 600  # paused: ten minutes of a ruling do not count
    assert clock.text() == "89:30"
    clock.start()
    now.t += 29.6
    clock.poll()
    assert clock.text() == "89:00"


def test_signal_once_then_expiry_once(clock: GameClock, now: FakeTime, qtbot: QtBot) -> None:
    signals: list[str] = []
    clock.signal_reached.connect(lambda: signals.append("signal"))
    clock.expired.connect(lambda: signals.append("expired"))
    clock.start()
    now.t += 75 * 60 - 1  # 15 min 1 s left: not yet
    clock.poll()
    assert _phase(clock) is Phase.NORMAL and signals == []
    now.t += 1  # exactly 15:00 left: the signal (EMA 2016 §5.9)
    clock.poll()
    clock.poll()
    assert _phase(clock) is Phase.SIGNAL and signals == ["signal"]
    assert clock.text() == "15:00"
    now.t += 15 * 60
    clock.poll()
    clock.poll()
    assert _phase(clock) is Phase.EXPIRED and signals == ["signal", "expired"]
    assert clock.text() == "00:00" and not clock.running and not clock.timer.isActive()
    now.t += 100  # stays at zero
    assert clock.text() == "00:00"
    clock.start()  # nothing to start once expired
    assert not clock.running
    clock.reset()
    assert (clock.text(), clock.phase, clock.started) == ("90:00", Phase.NORMAL, False)


def test_editing_the_minutes_keeps_the_time_run(clock: GameClock, now: FakeTime) -> None:
    clock.start()
    now.t += 10 * 60
    clock.set_minutes(75)  # the referee switches to RRC's 75 minutes: 65 left
    assert clock.text() == "65:00"
    clock.set_minutes(20)  # 10 min left: already past the 15-minute signal
    assert _phase(clock) is Phase.SIGNAL
    clock.set_minutes(5)  # less than the time already run: over
    assert _phase(clock) is Phase.EXPIRED and clock.text() == "00:00"
    clock.set_minutes(30)  # more time given back: 20 minutes left, the clock is stopped
    assert _phase(clock) is Phase.NORMAL and clock.text() == "20:00" and not clock.running


def test_widget_shows_big_digits_colours_and_words(
    qtbot: QtBot, clock: GameClock, now: FakeTime
) -> None:
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    widget.set_rule(time_rule(PRESETS["rrc"]))
    assert widget.minutes.value() == 75 and widget.time_label.text() == "75:00"
    assert widget.time_label.font().pointSizeF() >= 3 * widget.font().pointSizeF()
    assert widget.status.text() == "Not started."
    assert not widget.pause_button.isEnabled() and not widget.reset_button.isEnabled()
    widget.start_button.click()
    assert widget.pause_button.isEnabled() and not widget.start_button.isEnabled()
    now.t += 60 * 60  # 15 min left: amber, and said in words
    clock.poll()
    assert widget.time_label.text() == "15:00"
    assert "#ffd866" in widget.time_label.styleSheet()
    assert widget.status.text() == "Signal: 15 min or less left."
    now.t += 15 * 60
    clock.poll()
    assert "#c62828" in widget.time_label.styleSheet()
    assert widget.status.text() == "Time is up: finish the current hand and play one more."
    widget.reset_button.click()
    assert widget.time_label.text() == "75:00" and widget.time_label.styleSheet() == ""
    widget.minutes.setValue(60)  # the referee edits the main time
    assert clock.minutes == 60 and widget.time_label.text() == "60:00"
    widget.set_rule(time_rule(PRESETS["wrc"]))  # not started: follows the new ruleset
    assert widget.minutes.value() == 90
    assert "assumed" in widget.minutes.toolTip()
    clock.start()
    now.t += 90 * 60
    clock.poll()
    assert widget.status.text().endswith("(assumed)")


def test_a_new_ruleset_does_not_change_a_running_clock(
    qtbot: QtBot, clock: GameClock, now: FakeTime
) -> None:
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    clock.start()
    now.t += 60
    widget.set_rule(time_rule(PRESETS["rrc"]))
    assert clock.minutes == 90 and clock.text() == "89:00"


# the offscreen platform cannot raise a window; Qt says so
@pytest.mark.qt_log_ignore(r"^This plugin does not support raise\(\)$")
def test_large_window_follows_the_clock_and_fills_its_width(
    qtbot: QtBot, clock: GameClock, now: FakeTime
) -> None:
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    big = widget.show_large()
    assert widget.show_large() is big  # one window, raised again
    big.resize(1200, 600)
    qtbot.waitExposed(big)
    assert big.time_label.text() == "90:00"
    digits = big.time_label.fontMetrics().horizontalAdvance("90:00")
    assert digits > 0.5 * big.width()  # readable across the room
    assert big.time_label.fontMetrics().height() <= big.height()
    clock.start()
    now.t += 90 * 60
    clock.poll()
    assert big.time_label.text() == "00:00" and "#c62828" in big.time_label.styleSheet()
    assert big.status.text() == widget.status.text()
    big.close()
    qtbot.waitUntil(lambda: widget.large is None)
