"""The shared hand display (`views/widgets/hand_show.py`): the Hand tab's and the Checks tab's
"show to the table" are one widget with their own lines, and keep their keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.text.check_text import CheckReport
from referee_app.views.checks.show import CheckShowOverlay
from referee_app.views.hand.show_table import HandResultOverlay
from referee_app.views.widgets.hand_show import HandShowOverlay

#: The offscreen platform cannot resize a window to its new minimum size; it says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def hand(settings: Any) -> HandState:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema2016"])
    state = HandState(context)
    state.set_notation("234m456m345p67s22s")  # 13 tiles: waits on 5s and 8s
    return state


def _window(qtbot: QtBot) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def _report() -> CheckReport:
    return CheckReport(
        verdict="Counts as tenpai at the draw.",
        good=True,
        lines=["Counts as tenpai at the draw."],
        tiles=[("Waits", ["5s", "8s"], [])],
        cost=[],
        rules=[],
    )


_KEPT: list[QWidget] = []  # the window the displays cover lives as long as the test


@pytest.fixture(autouse=True)
def _release_windows() -> Any:
    yield
    _KEPT.clear()


def _overlays(qtbot: QtBot, hand: HandState) -> list[HandShowOverlay]:
    window = _window(qtbot)
    _KEPT.append(window)
    shown = HandResultOverlay(hand, window)
    check = CheckShowOverlay(window)
    check.set_report("Tenpai at an exhaustive draw", hand, _report())
    return [shown, check]


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, Qt.Key.Key_F11])
def test_both_displays_close_on_the_same_keys(qtbot: QtBot, hand: HandState, key: Qt.Key) -> None:
    for overlay in _overlays(qtbot, hand):
        overlay.setGeometry(overlay.parentWidget().rect())  # type: ignore[union-attr]
        overlay.show()
        overlay.setFocus()
        with qtbot.waitSignal(overlay.closed, timeout=1000):  # the view takes the focus back
            qtbot.keyClick(overlay, key)
        assert not overlay.isVisible(), type(overlay).__name__


def test_both_displays_draw_the_hand_and_the_second_row_as_pictures_only(
    qtbot: QtBot, hand: HandState
) -> None:
    shown, check = _overlays(qtbot, hand)
    shown.refresh()
    for overlay in (shown, check):
        overlay.show()
        assert len(overlay.tiles.buttons) == 13
        assert [b.tile for b in overlay.second_row.buttons] == ["5s", "8s"]
        for button in [*overlay.tiles.buttons, *overlay.second_row.buttons]:
            assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
            assert button.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        overlay.close_button.click()
        assert not overlay.isVisible()
    # each keeps its own name for the second row
    assert shown.wait_tiles is shown.second_row and check.answer_tiles is check.second_row
    # the second row goes when it has nothing to show
    check.show_second([])
    assert check.second_row.isHidden()


def test_the_type_follows_the_window(qtbot: QtBot, hand: HandState) -> None:
    shown, _check = _overlays(qtbot, hand)
    shown.refresh()
    shown.show()
    # the value is 64 pt at 1024 x 700; at 640 x 480 it is 0.625 of that (the width's share)
    shown.resize(1024, 700)
    assert shown.value.font().pointSizeF() == 64
    shown.resize(640, 480)
    assert shown.value.font().pointSizeF() == 40


def test_a_long_answer_is_set_smaller_until_no_line_is_cut(qtbot: QtBot, hand: HandState) -> None:
    # An RRC furiten in Russian at 1008 x 728: the verdict on two lines, two long cost lines
    # with their sources and two assumed notes did not fit, and the middle lines were cut.
    window = _window(qtbot)
    _KEPT.append(window)
    window.resize(1008, 728)
    check = CheckShowOverlay(window)
    long = "Ошибочная победа, рука открыта: Чомбо, 40 000* (Двойной шаг умы) — источник: " * 2
    report = CheckReport(
        verdict="Фуритен: рон нельзя (цумо можно). " * 2,
        good=False,
        lines=["Победный тайл есть в собственном сбросе игрока.", "Рон на 4m не разрешен."],
        tiles=[("Ожидания", ["1m", "4m"], [])],
        cost=[long, long],
        cost_notes=["* Вычет за чомбо — Допущение: двойной шаг умы после умы. " * 2] * 2,
    )
    check.set_report("Фуритен", hand, report)
    check.setGeometry(window.rect())
    check.show()
    qtbot.waitExposed(check)
    qtbot.wait(20)  # the layout takes the new fonts
    # set smaller than its 1024 x 700 size (the verdict 38 pt there)...
    assert check.verdict.font().pointSizeF() < 38 * min(1008 / 1024, 728 / 700)
    # ...until every label has the height its text needs at its width
    for label in (check.title, check.verdict, check.lines, check.notes):
        assert label.height() >= label.heightForWidth(label.width()), label.text()[:30]
    # a short answer keeps the full size
    check.set_report("Tenpai at an exhaustive draw", hand, _report())
    assert check.verdict.font().pointSizeF() == pytest.approx(38 * min(1008 / 1024, 728 / 700))
