"""The chi choice: which runs are offered for a click, how they are drawn and spoken, and that
the keyboard chooses one (or Esc cancels) with the hand changed only by the chosen call."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine.ids import MeldKind
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState, Meld
from referee_app.views.hand.hand_view import HandView
from referee_app.views.widgets.tile_palette import EntryMode, RunChooser, run_accessible_name

#: The offscreen platform cannot raise a popup or let it grab the keyboard; it says so.
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
    "This plugin does not support grabbing the keyboard",
)


def chi(*tiles: str) -> Meld:
    return Meld(MeldKind.CHI, tiles)


@pytest.fixture
def context(settings: Any) -> AppContext:
    ctx = AppContext(settings)
    ctx.set_ruleset(PRESETS["rrc"])  # one red five per suit (rulesets.md, "Tiles / red fives")
    return ctx


@pytest.fixture
def view(qtbot: QtBot, context: AppContext) -> Iterator[HandView]:
    widget = HandView(context, HandState(context))
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def click(widget: QWidget) -> None:
    QTest.mouseClick(
        widget,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        QPoint(widget.width() // 2, widget.height() // 2),
    )


def with_popup(action: Callable[[RunChooser], None]) -> list[RunChooser]:
    """Run `action` on the chooser as soon as it pops up; the popup is closed in any case
    (a failed check must not leave the test waiting in the popup's event loop)."""
    seen: list[RunChooser] = []

    def run() -> None:
        popup = QApplication.activePopupWidget()
        try:
            assert isinstance(popup, RunChooser), popup
            seen.append(popup)
            action(popup)
        finally:
            if popup is not None and popup.isVisible():
                popup.close()

    QTimer.singleShot(0, run)
    return seen


def keys(popup: RunChooser, *sequence: Qt.Key) -> None:
    for k in sequence:
        target = QApplication.focusWidget() or popup
        QTest.keyClick(target, k)


# --- which runs are offered -----------------------------------------------------------------


def test_4m_offers_every_run_and_each_five_also_red(view: HandView) -> None:
    palette = view.tile_palette
    palette.set_mode(EntryMode.CHI)
    # By hand: 4m is the high, middle or low tile of 234m, 345m, 456m (the called tile first).
    # RRC plays with one red five per suit, so a run holding a 5m from the player's hand may
    # hold the red 0m instead: 345m also as 3m+0m, 456m also as 0m+6m, each after its plain form.
    assert palette.call_options("4m") == [
        chi("4m", "2m", "3m"),
        chi("4m", "3m", "5m"),
        chi("4m", "3m", "0m"),
        chi("4m", "5m", "6m"),
        chi("4m", "0m", "6m"),
    ]
    # A run without a five has no red form: 7p is in 567p, 678p, 789p; only 567p holds a five.
    assert palette.call_options("7p") == [
        chi("7p", "5p", "6p"),
        chi("7p", "0p", "6p"),
        chi("7p", "6p", "8p"),
        chi("7p", "8p", "9p"),
    ]
    # The red five called: the run holds no other five, so nothing is doubled.
    assert palette.call_options("0s") == [
        chi("0s", "3s", "4s"),
        chi("0s", "4s", "6s"),
        chi("0s", "6s", "7s"),
    ]


def test_used_up_fives_leave_only_the_runs_that_can_still_be_made(view: HandView) -> None:
    state, palette = view.hand_state, view.tile_palette
    palette.set_mode(EntryMode.CHI)
    # The red 0m is in the hand: the plain 5m (three left) still make 345m and 456m.
    state.set_notation("0m")
    assert palette.call_options("4m") == [
        chi("4m", "2m", "3m"),
        chi("4m", "3m", "5m"),
        chi("4m", "5m", "6m"),
    ]
    # Two 5m and the red 0m in the hand: one five is left and it is a plain one.
    state.set_notation("550m")
    assert palette.call_options("4m") == [
        chi("4m", "2m", "3m"),
        chi("4m", "3m", "5m"),
        chi("4m", "5m", "6m"),
    ]
    # All four fives used: 234m is the only run, and it is called without asking.
    state.set_notation("5550m")
    assert palette.call_options("4m") == [chi("4m", "2m", "3m")]
    palette.choose_run = lambda *_: pytest.fail("asked although one run fits")
    assert palette.activate("4m")
    assert state.snapshot.melds == (chi("4m", "2m", "3m"),)


def test_without_red_fives_no_red_forms_are_offered(view: HandView, context: AppContext) -> None:
    context.set_ruleset(PRESETS["ema2016"])  # no red fives (rulesets.md)
    view.tile_palette.set_mode(EntryMode.CHI)
    assert view.tile_palette.call_options("4m") == [
        chi("4m", "2m", "3m"),
        chi("4m", "3m", "5m"),
        chi("4m", "5m", "6m"),
    ]


# --- how the choice looks and reads ---------------------------------------------------------


def test_each_choice_is_drawn_as_tiles_with_the_called_tile_turned_first(
    qtbot: QtBot, view: HandView, tmp_path: Path
) -> None:
    options = [chi("4m", "3m", "5m"), chi("4m", "3m", "0m"), chi("4m", "5m", "6m")]
    chooser = RunChooser(options, view, tile_height=44)
    qtbot.addWidget(chooser)
    chooser.show()
    # as the calls row draws a chi: the called 4m turned on the left, then the other two
    drawn = [[(i.tile, i.rotated) for i in b.items] for b in chooser.buttons]
    assert drawn == [
        [("4m", True), ("3m", False), ("5m", False)],
        [("4m", True), ("3m", False), ("0m", False)],
        [("4m", True), ("5m", False), ("6m", False)],
    ]
    assert [b.label for b in chooser.buttons] == ["1", "2", "3"]
    assert [b.accessibleName() for b in chooser.buttons] == [
        "4 man called, with 3 man and 5 man",
        "4 man called, with 3 man and 5 man (red)",
        "4 man called, with 5 man and 6 man",
    ]
    assert chooser.accessibleName() == "Which run?"
    # the picture: three rows, each as tall as a tile (a turned tile is as wide as one is tall)
    image = chooser.grab()
    image.save(str(tmp_path / "chi_choice.png"))
    assert image.height() >= 3 * 44
    assert chooser.buttons[0].sizeHint().width() >= 44 + 2 * round(44 * 0.75)


def test_language_change_retranslates_the_choice(qtbot: QtBot, view: HandView) -> None:
    chooser = RunChooser([chi("4m", "2m", "3m"), chi("4m", "3m", "5m")], view)
    qtbot.addWidget(chooser)
    chooser.title.setText("stale")
    chooser.buttons[0].setAccessibleName("stale")
    QApplication.sendEvent(chooser, QEvent(QEvent.Type.LanguageChange))
    assert chooser.title.text() == "Which run?"
    assert chooser.buttons[0].accessibleName() == run_accessible_name(chi("4m", "2m", "3m"))


# --- choosing with the keyboard --------------------------------------------------------------


def test_arrows_move_and_wrap_enter_and_digits_choose(qtbot: QtBot, view: HandView) -> None:
    options = [chi("4m", "2m", "3m"), chi("4m", "3m", "5m"), chi("4m", "5m", "6m")]
    chooser = RunChooser(options, view)
    qtbot.addWidget(chooser)

    def focused() -> int:
        return next(i for i, b in enumerate(chooser.buttons) if b.hasFocus())

    result: list[Meld | None] = []

    def pick(popup: RunChooser) -> None:
        assert focused() == 0  # the first run has the focus when the choice opens
        keys(popup, Qt.Key.Key_Up)  # wraps to the last
        assert focused() == 2
        keys(popup, Qt.Key.Key_Down)  # and back round to the first
        assert focused() == 0
        keys(popup, Qt.Key.Key_Down, Qt.Key.Key_End, Qt.Key.Key_Home, Qt.Key.Key_Right)
        assert focused() == 1
        keys(popup, Qt.Key.Key_Return)

    with_popup(pick)
    chooser.exec()
    result.append(chooser.chosen)
    assert result == [options[1]]

    digit = RunChooser(options, view)
    qtbot.addWidget(digit)
    with_popup(lambda popup: keys(popup, Qt.Key.Key_3))
    digit.exec()
    assert digit.chosen == options[2]

    mouse = RunChooser(options, view)
    qtbot.addWidget(mouse)
    with_popup(lambda popup: click(popup.buttons[0]))
    mouse.exec()
    assert mouse.chosen == options[0]


def test_choosing_a_run_makes_that_call(qtbot: QtBot, view: HandView) -> None:
    palette = view.tile_palette
    palette.set_mode(EntryMode.CHI)
    # The choices for 4m are 234m, 345m, 3m+0m, 456m, 0m+6m (worked out in the first test):
    # Down twice from the first, then Enter, picks 4m called with 3m and the red 0m.
    anchor = palette.buttons["4m"]
    places: list[tuple[QRect, QRect]] = []

    def pick(popup: RunChooser) -> None:
        top_left = anchor.mapToGlobal(QPoint(0, 0))
        places.append((popup.frameGeometry(), QRect(top_left, anchor.size())))
        keys(popup, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return)

    seen = with_popup(pick)
    click(anchor)
    assert len(seen) == 1
    # the choice opens right under the clicked tile (or right above it at the screen's end)
    ((popup_rect, tile_rect),) = places
    assert popup_rect.top() == tile_rect.bottom() + 1 or popup_rect.bottom() + 1 == tile_rect.top()
    screen = anchor.screen().availableGeometry()
    assert screen.contains(popup_rect)
    assert [b.accessibleName() for b in seen[0].buttons][2] == (
        "4 man called, with 3 man and 5 man (red)"
    )
    assert view.hand_state.snapshot.melds == (chi("4m", "3m", "0m"),)
    assert view.hand_state.to_request()["melds"] == ["chi:340m"]
    # drawn in the calls row as in the choice: 4m turned, then 3m and the red five
    assert [(b.tile, b.rotated) for b in view.calls_row.buttons] == [
        ("4m", True),
        ("3m", False),
        ("0m", False),
    ]
    assert palette.mode == EntryMode.ADD  # back to adding after the call
    # the red five is used up: the palette says none is left
    assert palette.buttons["0m"].badge == "0"


def test_escape_cancels_and_leaves_the_hand_unchanged(qtbot: QtBot, view: HandView) -> None:
    state, palette = view.hand_state, view.tile_palette
    state.set_notation("234p")
    before = (state.snapshot, state.can_undo, state.notation())
    palette.set_mode(EntryMode.CHI)

    def escape(popup: RunChooser) -> None:
        keys(popup, Qt.Key.Key_Down, Qt.Key.Key_Escape)
        assert not popup.isVisible()  # Esc itself closed it

    seen = with_popup(escape)
    click(palette.buttons["4m"])
    assert len(seen) == 1
    assert seen[0].chosen is None
    assert (state.snapshot, state.can_undo, state.notation()) == before
    assert palette.mode == EntryMode.CHI  # still calling: the next click may pick the tile again
    assert view.notation.text() == "234p"
