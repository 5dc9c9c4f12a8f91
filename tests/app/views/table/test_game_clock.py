"""The game clock: countdown over an injected monotonic clock, signal, time up, the widget.

Times from the rule texts: RRC 75 minutes (rrc.md §1 row 35); EMA 90 minutes with a signal
at 15 minutes left (rulesets.md "Time-limited sessions", EMA 2016 §5.9); other rulesets give
none, so 90/15 is marked assumed. No test sleeps: the clock reads a fake time.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, make_ruleset, ruleset_from_json
from referee_app.core.game_clock import GameClock, Phase, clock_text, time_rule
from referee_app.views.table.game_clock import GameClockWidget


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
    for preset in ("galaxy", "tenhou", "mahjongsoul"):
        rule = time_rule(PRESETS[preset])
        assert rule.assumed and (rule.minutes, rule.signal_minutes) == (90, 15)
    # corrections 21, 25: WRC 75 minutes with no signal (⚠️), RRC no signal (read); both play
    # the current hand and one more
    wrc, rrc = time_rule(PRESETS["wrc"]), time_rule(PRESETS["rrc"])
    assert (wrc.minutes, wrc.signal_minutes, wrc.hands_after, wrc.assumed) == (75, 0, 1, True)
    assert wrc.end_assumed
    assert (rrc.signal_minutes, rrc.hands_after, rrc.end_assumed) == (0, 1, False)
    stop = time_rule(make_ruleset("rrc", {"time_up_end": "current_hand"}))
    assert (stop.minutes, stop.hands_after) == (75, 0)
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
    # RRC's 75 minutes with a signal 15 minutes before the end (RRC itself gives none)
    widget.set_rule(time_rule(make_ruleset("rrc", {"signal_minutes": 15})))
    assert widget.minutes.value() == 75 and widget.time_label.text() == "75:00"
    # large enough to read across a table; the full-screen window is for farther away
    assert widget.time_label.font().pointSizeF() >= 2.5 * widget.font().pointSizeF()
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
    widget.set_rule(time_rule(PRESETS["galaxy"]))  # not started: follows the new ruleset
    assert widget.minutes.value() == 90
    assert "assumed" in widget.minutes.toolTip()
    clock.start()
    now.t += 90 * 60
    clock.poll()
    assert widget.status.text().endswith("(assumed)")


@pytest.mark.parametrize(
    ("ruleset", "sentence"),
    [
        ("wrc", "Time is up: finish the current hand and play one more. (assumed)"),
        ("rrc", "Time is up: finish the current hand and play one more."),
        (
            {"base": "rrc", "time_up_end": "current_hand"},
            "Time is up: the current hand is the last.",
        ),
    ],
)
def test_the_clock_ends_as_the_ruleset_says(
    qtbot: QtBot, clock: GameClock, now: FakeTime, ruleset: Any, sentence: str
) -> None:
    # Corrections 21 and 25: WRC (75 min, ⚠️) and RRC (75 min, read) give no signal and play the
    # current hand and one more; a ruleset that stops after the current hand says so.
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    widget.set_rule(time_rule(ruleset_from_json(ruleset)))
    assert widget.minutes.value() == 75
    assert "no signal" in widget.minutes.toolTip()
    signals: list[bool] = []
    clock.signal_reached.connect(lambda: signals.append(True))
    clock.start()
    now.t += 74 * 60  # one minute left: still no signal
    clock.poll()
    assert clock.phase is Phase.NORMAL and widget.time_label.styleSheet() == "" and not signals
    now.t += 60
    clock.poll()
    assert clock.phase is Phase.EXPIRED and widget.status.text() == sentence


#: the end of time in words, per language: (stop after the current hand, one more hand)
END_WORDS = {
    "en": (
        "Time is up: the current hand is the last.",
        "Time is up: finish the current hand and play one more.",
    ),
    "ru": (
        "Время вышло: текущая раздача — последняя.",
        "Время вышло: доиграйте текущую раздачу и сыграйте еще одну.",
    ),
    "uk": (
        "Час вийшов: поточна роздача — остання.",
        "Час вийшов: дограйте поточну роздачу і зіграйте ще одну.",
    ),
}


def test_the_end_of_time_in_every_language(
    qtbot: QtBot, clock: GameClock, now: FakeTime, each_language: str
) -> None:
    stop, one_more = END_WORDS[each_language]
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    widget.set_rule(time_rule(make_ruleset("rrc", {"time_up_end": "current_hand"})))
    clock.start()
    now.t += 75 * 60
    clock.poll()
    assert widget.status.text() == stop
    widget.set_rule(time_rule(PRESETS["rrc"]))
    assert widget.status.text() == one_more


def test_the_status_sentence_stands_apart_from_the_minutes_field(
    qtbot: QtBot, clock: GameClock
) -> None:
    # "90 [spin]Not started." read as one run; the sentence now keeps a gap from the field
    widget = GameClockWidget(clock)
    qtbot.addWidget(widget)
    widget.resize(520, 90)
    widget.show()
    qtbot.waitExposed(widget)
    field = widget.minutes.geometry()
    assert widget.status.geometry().left() - field.right() >= 8


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


# --- surviving a restart: to_state / restore ------------------------------------------------

WALL0 = 1_750_000_000.0  # a wall-clock time (seconds since the epoch) for the first session


class Session:
    """One run of the app: a monotonic clock that starts anew and the shared wall clock."""

    def __init__(self, wall: FakeTime, monotonic_start: float) -> None:
        self.now = FakeTime()
        self.now.t = monotonic_start
        self.wall = wall
        self.clock = GameClock(now=self.now, wall=wall)
        self.clock.set_minutes(90, 15)

    def advance(self, seconds: float) -> None:
        self.now.t += seconds
        self.wall.t += seconds


@pytest.fixture
def wall(qtbot: QtBot) -> FakeTime:
    del qtbot
    w = FakeTime()
    w.t = WALL0
    return w


def test_a_running_clock_counts_the_time_the_app_was_closed(wall: FakeTime) -> None:
    first = Session(wall, 1000.0)
    first.clock.start()
    saved = first.clock.to_state()  # what the table keeps: written at the start
    assert saved == {
        "running": True,
        "elapsed": 0.0,
        "wall_start": WALL0,
        "minutes": 90,
        "signal_minutes": 15,
    }
    first.advance(20 * 60)
    first.clock.poll()
    assert first.clock.text() == "70:00"  # 90 - 20
    assert first.clock.to_state() == saved  # ticking changes nothing to save
    # the app dies here; 10 minutes of wall time pass; the new process's monotonic clock
    # starts near zero (a reboot)
    wall.t += 10 * 60
    second = Session(wall, 3.0)
    second.clock.restore(saved)
    # elapsed = 0 before the start + (now - start) = 20 + 10 = 30 minutes: 60:00, ten minutes
    # less than the 70:00 shown when the app died
    assert second.clock.text() == "60:00" and second.clock.remaining() == 60 * 60
    assert second.clock.running and second.clock.timer.isActive()  # no Start needed
    assert second.clock.restored_running
    assert second.clock.to_state() == saved  # the same anchor: nothing to save again
    second.advance(90.5)
    second.clock.timer.timeout.emit()
    assert second.clock.text() == "58:30"  # 3,509.5 s left, rounded up


def test_a_clock_resumed_after_a_pause_keeps_the_time_before_its_last_start(
    wall: FakeTime,
) -> None:
    first = Session(wall, 50.0)
    first.clock.start()
    first.advance(10 * 60)
    first.clock.pause()
    first.advance(5 * 60)  # a five-minute ruling: not counted
    first.clock.start()
    saved = first.clock.to_state()
    assert saved is not None
    assert (saved["elapsed"], saved["wall_start"]) == (600.0, WALL0 + 15 * 60)
    wall.t += 7 * 60  # 7 minutes later the app is running again
    second = Session(wall, 0.0)
    second.clock.restore(saved)
    # 10 minutes before the pause + 7 minutes since the restart = 17: 73:00 left
    assert second.clock.text() == "73:00"


def test_a_paused_clock_shows_exactly_what_it_showed(wall: FakeTime) -> None:
    first = Session(wall, 1000.0)
    first.clock.start()
    first.advance(25 * 60 + 30.4)
    first.clock.pause()
    shown = first.clock.text()
    assert shown == "64:30"  # 90:00 - 25:30.4 = 64:29.6, rounded up
    saved = first.clock.to_state()
    assert saved is not None and saved["running"] is False and saved["wall_start"] is None
    wall.t += 3 * 3600  # three hours later
    second = Session(wall, 7.0)
    second.clock.restore(saved)
    assert second.clock.text() == shown
    assert second.clock.remaining() == first.clock.remaining()
    assert second.clock.started and not second.clock.running
    assert not second.clock.timer.isActive() and not second.clock.restored_running


def test_an_expired_clock_stays_expired_without_a_second_time_up(wall: FakeTime) -> None:
    first = Session(wall, 1000.0)
    first.clock.start()
    first.advance(90 * 60)
    first.clock.poll()
    assert _phase(first.clock) is Phase.EXPIRED
    saved = first.clock.to_state()
    assert saved is not None and saved["running"] is False
    second = Session(wall, 0.0)
    events: list[str] = []
    second.clock.expired.connect(lambda: events.append("expired"))
    second.clock.signal_reached.connect(lambda: events.append("signal"))
    second.clock.restore(saved)
    assert _phase(second.clock) is Phase.EXPIRED and second.clock.text() == "00:00"
    assert events == []  # time up was already recorded before the restart
    second.clock.start()  # still nothing to start
    assert not second.clock.running


def test_signal_and_time_up_that_came_while_closed_are_given_on_restore(
    wall: FakeTime,
) -> None:
    first = Session(wall, 1000.0)
    first.clock.start()
    saved = first.clock.to_state()
    wall.t += 80 * 60  # closed for 80 minutes: 10 left, past the 15-minute signal
    second = Session(wall, 0.0)
    events: list[str] = []
    second.clock.signal_reached.connect(lambda: events.append("signal"))
    second.clock.expired.connect(lambda: events.append("expired"))
    second.clock.restore(saved)
    assert (second.clock.text(), events) == ("10:00", ["signal"])
    wall.t += 20 * 60  # closed again, 20 more minutes: 90 + 10 run, time is up
    third = Session(wall, 0.0)
    third.clock.expired.connect(lambda: events.append("expired"))
    changes: list[dict[str, object] | None] = []
    third.clock.state_changed.connect(lambda: changes.append(third.clock.to_state()))
    third.clock.restore(saved)
    assert _phase(third.clock) is Phase.EXPIRED and events == ["signal", "expired"]
    assert not third.clock.running and third.clock.remaining() == 0
    # the stopped, expired state is handed on to be saved (100 minutes run)
    assert changes == [
        {
            "running": False,
            "elapsed": 100 * 60.0,
            "wall_start": None,
            "minutes": 90,
            "signal_minutes": 15,
        }
    ]


@pytest.mark.parametrize("back", [60.0, 3 * 3600.0])
def test_a_wall_clock_that_went_backwards_counts_no_time(wall: FakeTime, back: float) -> None:
    first = Session(wall, 1000.0)
    first.clock.start()
    first.advance(5 * 60)
    saved = first.clock.to_state()
    # the laptop's clock is set back (or the saved start lies in the future): the gap is
    # clamped to zero, never a negative elapsed time
    wall.t = WALL0 - back
    second = Session(wall, 0.0)
    changes: list[dict[str, object] | None] = []
    second.clock.state_changed.connect(lambda: changes.append(second.clock.to_state()))
    second.clock.restore(saved)
    assert second.clock.text() == "90:00" and second.clock.remaining() == 90 * 60
    assert second.clock.running
    # re-anchored at the new wall time, and handed on to be saved
    assert changes and changes[-1] is not None and changes[-1]["wall_start"] == WALL0 - back
    second.advance(60)
    second.clock.poll()
    assert second.clock.text() == "89:00"
    # a later restart counts from the new anchor: 1 minute + 4 more
    wall.t += 4 * 60
    third = Session(wall, 0.0)
    third.clock.restore(changes[-1])
    assert third.clock.text() == "85:00"


def test_restoring_the_saved_minutes_and_none(wall: FakeTime) -> None:
    first = Session(wall, 0.0)
    first.clock.set_minutes(75, 10)
    first.clock.start()
    first.advance(30)
    first.clock.pause()
    saved = first.clock.to_state()
    second = Session(wall, 0.0)  # 90/15 until restored
    second.clock.restore(saved)
    assert (second.clock.minutes, second.clock.signal_minutes) == (75, 10)
    assert second.clock.text() == "74:30"
    second.clock.restore(None)  # a table without a clock: fresh
    assert not second.clock.started and second.clock.to_state() is None
    assert second.clock.text() == "75:00" and _phase(second.clock) is Phase.NORMAL


def test_state_changes_on_start_pause_reset_minutes_and_expiry_not_on_ticks(
    wall: FakeTime,
) -> None:
    s = Session(wall, 0.0)
    count: list[int] = []
    s.clock.state_changed.connect(lambda: count.append(1))
    s.clock.set_minutes(80)  # not started: nothing to save yet (to_state() is None)
    assert count == [] and s.clock.to_state() is None
    s.clock.start()
    assert len(count) == 1
    for _ in range(30):
        s.advance(1)
        s.clock.poll()
    assert len(count) == 1  # thirty new seconds shown, nothing to save
    s.clock.pause()
    s.clock.set_minutes(60)
    s.clock.start()
    s.advance(60 * 60)
    s.clock.poll()  # time up
    s.clock.reset()
    assert len(count) == 6  # pause, minutes, start, expiry, reset


def test_widget_says_the_clock_was_restored_until_the_next_pause(
    qtbot: QtBot, wall: FakeTime
) -> None:
    first = Session(wall, 0.0)
    first.clock.start()
    saved = first.clock.to_state()
    wall.t += 60
    second = Session(wall, 0.0)
    widget = GameClockWidget(second.clock)
    qtbot.addWidget(widget)
    second.clock.restore(saved)
    assert widget.status.text() == (
        "Running. Restored: the clock kept running while the app was closed."
    )
    assert widget.time_label.text() == "89:00" and widget.pause_button.isEnabled()
    widget.pause_button.click()
    assert widget.status.text() == "Paused."
    widget.start_button.click()
    assert widget.status.text() == "Running."


def test_the_default_clock_counts_through_a_suspend_where_the_system_offers_one() -> None:
    # A closed laptop lid must not stop the tournament's time: on Linux the clock is
    # CLOCK_BOOTTIME (counts suspend), not CLOCK_MONOTONIC (time.monotonic, which stops).
    import sys
    import time

    from referee_app.core.game_clock import GameClock, game_time

    clock = GameClock()
    assert clock._now is game_time  # the default, unless a test injects one
    first = game_time()
    assert game_time() >= first
    if sys.platform.startswith("linux"):
        boot = time.clock_gettime(time.CLOCK_BOOTTIME)
        assert abs(game_time() - boot) < 1.0
