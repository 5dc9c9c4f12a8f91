"""The Hand view, driven like a user: clicks on the palette and the hand, typing, keys,
calls, the winning tile, indicators, situation flags, show-to-the-table and compare."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.ids import ConflictId, MeldKind
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState, Meld
from referee_app.text import labels
from referee_app.views.hand.compare_dialog import CompareDialog
from referee_app.views.hand.hand_view import HandView
from referee_app.views.widgets.tile_palette import EntryMode, TilePalette

#: The offscreen platform cannot resize a window to its new minimum size; it says so.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

HAND_A = "234m456m345p67s22s 8s"  # riichi + pinfu + tanyao, 30 fu: 3,900 on a ron


@pytest.fixture
def context(settings: Any) -> AppContext:
    ctx = AppContext(settings)
    ctx.set_ruleset(PRESETS["ema2016"])
    return ctx


@pytest.fixture
def view(qtbot: QtBot, context: AppContext) -> HandView:
    state = HandState(context)
    widget = HandView(context, state)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.setFocus()
    return widget


def click(qtbot: QtBot, widget: Any, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(widget, button, pos=QPoint(widget.width() // 2, widget.height() // 2))


def add_by_clicks(qtbot: QtBot, view: HandView, tiles: Sequence[str]) -> None:
    for tile in tiles:
        click(qtbot, view.tile_palette.buttons[tile])


def key(
    qtbot: QtBot, view: HandView, k: str | Qt.Key, mod: Any = Qt.KeyboardModifier.NoModifier
) -> None:
    view.setFocus()
    qtbot.keyClick(view, k, mod)


# --- building a hand -----------------------------------------------------------------------


def test_hand_built_by_clicks_is_sorted_with_the_last_tile_as_the_winner(
    qtbot: QtBot, view: HandView
) -> None:
    tiles = ["8s", "2m", "3m", "4m", "4m", "5m", "6m", "3p", "4p", "5p", "6s", "7s", "2s", "2s"]
    add_by_clicks(qtbot, view, tiles)
    shown = [b.tile for b in view.hand_row.buttons]
    # sorted m, p, s; the winning 2s (clicked last) set apart at the end
    assert shown == [
        "2m",
        "3m",
        "4m",
        "4m",
        "5m",
        "6m",
        "3p",
        "4p",
        "5p",
        "2s",
        "6s",
        "7s",
        "8s",
        "2s",
    ]
    assert [b.marked for b in view.hand_row.buttons].count(True) == 1
    assert view.hand_row.buttons[-1].marked  # 2s, the last tile clicked, set apart
    assert view.hand_row.buttons[-1].tile == "2s"
    assert view.notation.text() == "234456m345p2678s 2s"


def test_palette_counts_copies_left_and_disables_used_up_tiles(
    qtbot: QtBot, view: HandView
) -> None:
    button = view.tile_palette.buttons["1z"]
    add_by_clicks(qtbot, view, ["1z"] * 3)
    assert button.isEnabled()
    view.tile_palette.set_mode(EntryMode.DORA)
    click(qtbot, button)  # the fourth copy as a dora indicator
    assert view.hand_state.snapshot.dora == ("1z",)
    assert not button.isEnabled()
    assert button.accessibleName() == "East wind"
    assert "0" in button.accessibleDescription()


def test_a_greyed_out_palette_tile_says_why(qtbot: QtBot, view: HandView) -> None:
    # Issue 16.12: the current winning tile was greyed out with no word of why.
    view.hand_state.set_notation("123m456p789s11222z")  # 14 tiles, wins on the last 2z
    win = view.hand_state.snapshot.effective_win_tile
    assert win == "2z"
    button = view.tile_palette.buttons[win]
    assert not button.isEnabled()
    assert "winning tile already" in button.toolTip()
    assert button.toolTip().startswith("South wind")
    other = view.tile_palette.buttons["5m"]
    assert other.isEnabled() and other.toolTip() == "5 man"  # a live tile: its name only
    view.tile_palette.set_mode(EntryMode.DORA)
    view.hand_state.add_indicator("1z", ura=False)
    view.hand_state.add_indicator("1z", ura=False)  # 1z: two in the hand, two indicators
    assert "four copies" in view.tile_palette.buttons["1z"].toolTip()


def test_red_five_column_only_with_red_fives(view: HandView, context: AppContext) -> None:
    assert view.tile_palette.buttons["0p"].isHidden()
    context.set_ruleset(PRESETS["rrc"])
    assert not view.tile_palette.buttons["0p"].isHidden()
    assert view.tile_palette.buttons["0p"].accessibleName() == "5 pin (red)"


def test_typing_notation_and_enter(qtbot: QtBot, view: HandView) -> None:
    view.notation.setFocus()
    qtbot.keyClicks(view.notation, "234m456m345p67s22s8s")
    assert len(view.hand_state.snapshot.concealed) == 14
    qtbot.keyClick(view.notation, Qt.Key.Key_Return)
    assert view.notation.text() == "234456m345p2267s 8s"  # canonical: suits grouped
    assert view.hand_state.snapshot.effective_win_tile == "8s"
    assert view.notation_error_message == ""


def test_a_digit_typed_in_the_hand_view_starts_the_notation(view: HandView) -> None:
    # Regression: with the focus on the view (or a palette tile) typing "234m..." did nothing
    # until the user found the notation field; now the first digit moves there.
    view.setFocus()
    for ch in "234m456m345p67s22s8s":
        target = QApplication.focusWidget()
        assert target is not None
        QTest.keyClick(target, ch)
    assert QApplication.focusWidget() is view.notation
    assert len(view.hand_state.snapshot.concealed) == 14
    QTest.keyClick(view.notation, Qt.Key.Key_Return)
    assert view.notation.text() == "234456m345p2267s 8s"
    # with calls entered, digits go into the hand part, before " | pon:..."
    view.hand_state.set_notation("234m456m345p2s | pon:777z")
    view.setFocus()
    QTest.keyClick(view, "2")
    assert view.notation.text() == "234456m345p2s2 | pon:777z"


def test_invalid_notation_shows_an_error_and_keeps_the_hand(qtbot: QtBot, view: HandView) -> None:
    view.hand_state.set_notation("123m")
    before = view.hand_state.snapshot
    view.notation.setFocus()
    view.notation.selectAll()
    qtbot.keyClicks(view.notation, "123m8z")
    assert "8z" in view.notation_error_message
    assert view.hand_state.snapshot == before
    qtbot.keyClick(view.notation, Qt.Key.Key_Return)
    assert view.notation_error_message  # still shown; nothing applied
    assert view.hand_state.snapshot == before


def test_half_typed_notation_survives_a_situation_change(qtbot: QtBot, view: HandView) -> None:
    # Regression: text still being fixed (shown with an error) was replaced by the last valid
    # hand as soon as anything else changed, e.g. a click on Tsumo; the user lost what they typed.
    view.hand_state.set_notation("123m")
    view.notation.setFocus()
    view.notation.selectAll()
    qtbot.keyClicks(view.notation, "123m456p8z")
    assert view.notation_error.text()
    view.hand_state.set_win("tsumo")
    view.hand_state.set_flag("riichi", True)
    assert view.notation.text() == "123m456p8z"
    # a change of the tiles themselves (a palette click) is explicit and does replace it
    add_by_clicks(qtbot, view, ["9s"])
    assert view.notation.text() == "123m456p9s"  # "123m456p" was applied live while typing


def test_palette_click_updates_notation_and_typing_updates_hand(
    qtbot: QtBot, view: HandView
) -> None:
    add_by_clicks(qtbot, view, ["1m", "9p"])
    assert view.notation.text() == "1m9p"
    view.notation.setFocus()
    qtbot.keyClick(view.notation, Qt.Key.Key_End)
    qtbot.keyClicks(view.notation, "1z")
    assert [b.tile for b in view.hand_row.buttons] == ["1m", "9p", "1z"]


def test_click_removes_a_tile_and_right_click_chooses_the_winner(
    qtbot: QtBot, view: HandView
) -> None:
    view.hand_state.set_notation(HAND_A)
    first = view.hand_row.buttons[0]
    assert first.tile == "2m"
    click(qtbot, first, Qt.MouseButton.RightButton)
    assert view.hand_state.snapshot.effective_win_tile == "2m"
    assert view.hand_row.buttons[-1].tile == "2m" and view.hand_row.buttons[-1].marked
    # Ctrl+click also chooses; a plain click removes
    target = next(b for b in view.hand_row.buttons if b.tile == "5p")
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier)
    assert view.hand_state.snapshot.effective_win_tile == "5p"
    target = next(b for b in view.hand_row.buttons if b.tile == "3p")
    click(qtbot, target)
    assert "3p" not in view.hand_state.snapshot.concealed
    assert "win" in view.hand_row.buttons[-1].toolTip().lower()


def test_key_w_cycles_the_winning_tile(qtbot: QtBot, view: HandView) -> None:
    view.hand_state.set_notation(HAND_A)
    key(qtbot, view, "w")
    # after 8s (the last sou) comes 2m, the first tile in order
    assert view.hand_state.snapshot.effective_win_tile == "2m"


# --- calls ---------------------------------------------------------------------------------


def test_pon_by_key_and_click_is_drawn_with_the_called_tile_turned(
    qtbot: QtBot, view: HandView
) -> None:
    key(qtbot, view, "p")
    assert view.tile_palette.mode == EntryMode.PON
    click(qtbot, view.tile_palette.buttons["7z"])
    assert view.hand_state.snapshot.melds == (Meld(MeldKind.PON, ("7z", "7z", "7z")),)
    assert view.tile_palette.mode == EntryMode.ADD  # back to adding after a call
    buttons = view.calls_row.buttons
    assert [b.rotated for b in buttons] == [True, False, False]
    assert view.notation.text() == "| pon:777z"
    click(qtbot, buttons[1])  # a click on a call removes it
    assert view.hand_state.snapshot.melds == ()


def test_chi_asks_which_run_when_several_fit(qtbot: QtBot, view: HandView) -> None:
    asked: list[list[str]] = []

    def choose(_palette: TilePalette, options: Sequence[Meld]) -> Meld:
        asked.append(["".join(sorted(m.tiles)) for m in options])
        return options[1]

    view.tile_palette.choose_run = choose
    key(qtbot, view, "c")
    click(qtbot, view.tile_palette.buttons["4p"])
    assert asked == [["2p3p4p", "3p4p5p", "4p5p6p"]]
    assert view.hand_state.snapshot.melds == (Meld(MeldKind.CHI, ("4p", "3p", "5p")),)
    # the called 4p is drawn turned on the left, then 3p and 5p
    assert [(b.tile, b.rotated) for b in view.calls_row.buttons] == [
        ("4p", True),
        ("3p", False),
        ("5p", False),
    ]


def test_chi_with_one_possible_run_does_not_ask(qtbot: QtBot, view: HandView) -> None:
    def refuse(_palette: TilePalette, _options: Sequence[Meld]) -> Meld | None:
        raise AssertionError("asked although only one run fits")

    view.tile_palette.choose_run = refuse
    view.tile_palette.set_mode(EntryMode.CHI)
    click(qtbot, view.tile_palette.buttons["9s"])
    assert view.hand_state.to_request()["melds"] == ["chi:789s"]


def test_k_cycles_kan_modes_and_closed_kan_shows_backs(qtbot: QtBot, view: HandView) -> None:
    key(qtbot, view, "k")
    assert view.tile_palette.mode == EntryMode.KAN
    key(qtbot, view, "k")
    assert view.tile_palette.mode == EntryMode.ANKAN
    click(qtbot, view.tile_palette.buttons["1z"])
    assert view.hand_state.to_request()["melds"] == ["ankan:1111z"]
    assert [b.accessibleName() for b in view.calls_row.buttons][1] == "East wind"
    assert view.calls_row.items[0].back and view.calls_row.items[3].back


def test_added_kan_upgrades_a_pon(qtbot: QtBot, view: HandView) -> None:
    view.hand_state.set_notation("| pon:666z")
    for _ in range(3):
        key(qtbot, view, "k")
    assert view.tile_palette.mode == EntryMode.SHOUMINKAN
    click(qtbot, view.tile_palette.buttons["6z"])
    assert view.hand_state.to_request()["melds"] == ["shouminkan:6666z"]  # one call, upgraded
    assert view.calls_row.items[0].stacked


# --- indicators ----------------------------------------------------------------------------


def test_dora_and_ura_rows(qtbot: QtBot, view: HandView) -> None:
    key(qtbot, view, "d")
    click(qtbot, view.tile_palette.buttons["3s"])
    assert [b.tile for b in view.dora_row.buttons] == ["3s"]
    key(qtbot, view, "u")
    assert not view.tile_palette.buttons["4p"].isEnabled()  # no riichi yet
    key(qtbot, view, "r")
    assert "riichi" in view.hand_state.snapshot.flags
    click(qtbot, view.tile_palette.buttons["4p"])
    assert [b.tile for b in view.ura_row.buttons] == ["4p"]
    assert view.notation.text() == "| dora:3s ura:4p"
    click(qtbot, view.dora_row.buttons[0])  # click removes the indicator
    assert view.hand_state.snapshot.dora == ()


# --- situation -----------------------------------------------------------------------------


def test_impossible_flags_are_disabled_with_the_reason(qtbot: QtBot, view: HandView) -> None:
    panel = view.situation
    ippatsu = panel.flags["ippatsu"]
    assert not ippatsu.isEnabled()
    assert labels.conflict_label(ConflictId.IPPATSU_WITHOUT_RIICHI) in ippatsu.toolTip()
    click(qtbot, panel.flags["riichi"])
    assert ippatsu.isEnabled()
    rinshan = panel.flags["rinshan"]
    assert not rinshan.isEnabled()
    assert labels.conflict_label(ConflictId.RINSHAN_ON_RON) in rinshan.toolTip()
    key(qtbot, view, "t")
    assert view.hand_state.snapshot.win == "tsumo" and panel.tsumo.isChecked()
    assert labels.conflict_label(ConflictId.RINSHAN_WITHOUT_KAN) in rinshan.toolTip()
    assert not panel.flags["houtei"].isEnabled()
    panel.seat_wind.setCurrentIndex(1)  # South: not the dealer
    assert not panel.flags["tenhou"].isEnabled()
    assert view.hand_state.snapshot.seat_wind == "S"


def test_honba_and_sticks_spin_boxes(view: HandView) -> None:
    view.situation.honba.setValue(2)
    view.situation.sticks.setValue(1)
    req = view.hand_state.to_request()
    assert (req["honba"], req["riichi_sticks"]) == (2, 1)


# --- history -------------------------------------------------------------------------------


def test_undo_redo_keys_and_clear(qtbot: QtBot, view: HandView) -> None:
    add_by_clicks(qtbot, view, ["1m", "2m"])
    key(qtbot, view, "z", Qt.KeyboardModifier.ControlModifier)
    assert view.hand_state.snapshot.concealed == ("1m",)
    key(qtbot, view, "y", Qt.KeyboardModifier.ControlModifier)
    assert view.hand_state.snapshot.concealed == ("1m", "2m")
    click(qtbot, view.clear_button)
    assert view.hand_state.snapshot.concealed == ()
    click(qtbot, view.undo_button)
    assert view.hand_state.snapshot.concealed == ("1m", "2m")
    key(qtbot, view, Qt.Key.Key_Backspace)
    assert view.hand_state.snapshot.concealed == ("1m",)


# --- show to the table, compare, rule links -------------------------------------------------


def test_show_to_the_table_and_escape(qtbot: QtBot, view: HandView) -> None:
    view.hand_state.set_notation(HAND_A)
    view.hand_state.set_seat_wind("S")
    view.hand_state.set_flag("riichi", True)
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.value.text() == "3,900"
    assert overlay.payment.text() == "Ron: 3,900 from the discarder"
    assert "Riichi" in overlay.yaku.text() and "Pinfu" in overlay.yaku.text()
    assert len(overlay.tiles.buttons) == 14
    assert overlay.value.font().pointSizeF() > 2.5 * view.font().pointSizeF()
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()


def test_show_to_the_table_draws_the_waits_of_a_13_tile_hand(qtbot: QtBot, view: HandView) -> None:
    # 234m 456m 345p 22s + 67s waits on 5s and 8s (ryanmen). Regression: the overlay spelled
    # them as "Waits: 5s 8s"; tiles are drawn, never spelled, in the hand area.
    view.hand_state.set_notation("234m456m345p67s22s")
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.value.text() == "Tenpai"
    assert overlay.detail.text() == "Waits"
    assert [b.tile for b in overlay.wait_tiles.buttons] == ["5s", "8s"]
    assert overlay.wait_tiles.isVisible()
    view.hand_state.set_notation(HAND_A)  # a win: no wait tiles
    assert not overlay.wait_tiles.isVisible()
    overlay.hide()


def test_compare_highlights_differences(qtbot: QtBot, view: HandView) -> None:
    # 4 han 30 fu non-dealer tsumo: 2,000 / 3,900 where 4-30 stays (EMA 2016, 7,900 in all),
    # mangan 2,000 / 4,000 where it is rounded up (EMA 2025 kiriage, 8,000 in all).
    view.hand_state.set_notation("234m456m345p68s22s 7s | dora:1m")
    view.hand_state.set_seat_wind("S")
    view.hand_state.set_win("tsumo")
    view.hand_state.set_flag("riichi", True)
    dialog = CompareDialog(view.context, view.hand_state, view)
    qtbot.addWidget(dialog)
    names = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert len(names) == len(PRESETS)
    row = {dialog.results[r]["ruleset"]: r for r in range(len(dialog.results))}
    assert dialog.current_row == row["ema2016"]
    assert dialog.table.item(row["ema2016"], 4).text() == "7,900"
    assert dialog.table.item(row["ema"], 4).text() == "8,000"
    assert (row["ema"], 4) in dialog.differing_cells()
    assert (row["rrc"], 4) not in dialog.differing_cells()  # RRC: no kiriage, 7,900 too
    # Regression: it opened 1,100 px wide whatever the screen; now it fits on it
    assert dialog.width() <= dialog.screen().availableGeometry().width()


def test_why_links_emit_rule_requested(qtbot: QtBot, view: HandView) -> None:
    view.hand_state.set_notation(HAND_A)
    assert 'href="why:pinfu"' in view.breakdown.html_source
    from PySide6.QtCore import QUrl

    with qtbot.waitSignal(view.rule_requested) as blocker:
        view.breakdown.anchorClicked.emit(QUrl("why:pinfu"))
    assert blocker.args == ["pinfu"]


def test_fits_1024_by_700(view: HandView) -> None:
    hint = view.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640  # room for the tabs and menu


def test_language_change_retranslates(qtbot: QtBot, view: HandView) -> None:
    view.hand_label.setText("")
    QApplication.sendEvent(
        view,
        __import__("PySide6.QtCore").QtCore.QEvent(
            __import__("PySide6.QtCore").QtCore.QEvent.Type.LanguageChange
        ),
    )
    assert view.hand_label.text() == "Hand"
    del qtbot


def test_compare_counts_red_fives_as_plain_where_the_set_has_none(
    qtbot: QtBot, view: HandView, context: AppContext
) -> None:
    # South ron, riichi, pinfu, tanyao, dora 4m (indicator 3m), red 5p. RRC (red fives):
    # 5 han = mangan 8,000. EMA 2016 has no red fives: the same tiles give 4 han 30 fu,
    # basic 30 * 2^6 = 1,920, ron 4 * 1,920 = 7,680 -> 7,700.
    context.set_ruleset(PRESETS["rrc"])
    view.hand_state.set_notation("234m22406p34567s 8s | dora:3m")
    view.hand_state.set_seat_wind("S")
    view.hand_state.set_flag("riichi", True)
    dialog = CompareDialog(view.context, view.hand_state, view)
    qtbot.addWidget(dialog)
    row = {dialog.results[r]["ruleset"]: r for r in range(len(dialog.results))}
    assert dialog.table.item(row["rrc"], 4).text() == "8,000"
    assert dialog.table.item(row["ema2016"], 4).text() == "7,700"
    assert "red fives as plain fives" in dialog.table.item(row["ema2016"], 0).text()
    assert (row["ema2016"], 4) in dialog.differing_cells()


def test_main_window_f11_action_shows_the_hand_to_the_table(
    qtbot: QtBot, context: AppContext
) -> None:
    from referee_app.core.table_state import TableState
    from referee_app.views.main_window import MainWindow

    state = HandState(context)
    window = MainWindow(context, state, TableState(context))
    qtbot.addWidget(window)
    window.show()
    state.set_notation(HAND_A)
    window.show_to_table_action.trigger()
    overlay = window.hand_view.overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.geometry() == window.rect()
    window.show_to_table_action.trigger()  # F11 again returns
    assert not overlay.isVisible()


def test_closed_kan_box_is_enabled_by_chankan_and_sets_the_flag(
    qtbot: QtBot, view: HandView
) -> None:
    panel = view.situation
    box = panel.flags["chankan_closed_kan"]
    chankan = panel.flags["chankan"]
    assert box.isVisible() and box.text() == "…a closed kan"
    assert not box.isEnabled()
    reason = labels.conflict_label(ConflictId.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN)
    assert reason in box.toolTip()
    # it sits right of chankan, the flag it depends on
    assert box.geometry().top() == chankan.geometry().top()
    assert box.geometry().left() > chankan.geometry().right()
    view.hand_state.set_notation("9m19p19s12345677z 1m")
    view.hand_state.set_seat_wind("S")
    click(qtbot, chankan)
    assert box.isEnabled() and reason not in box.toolTip()
    click(qtbot, box)
    assert box.isChecked()
    assert view.hand_state.to_request()["chankan_closed_kan"] is True
    # kokushi robbing a closed kan, non-dealer ron: 4 x 8,000 = 32,000
    result = view.hand_state.result
    assert result is not None and result["total"] == 32_000
    click(qtbot, chankan)  # chankan off: the dependent flag goes too, and is disabled again
    assert not box.isChecked() and not box.isEnabled()
    assert view.hand_state.snapshot.flags == frozenset()


def test_closed_kan_box_says_why_where_the_ruleset_forbids_it(
    qtbot: QtBot, view: HandView, context: AppContext
) -> None:
    context.set_ruleset(PRESETS["wrc"])
    panel = view.situation
    click(qtbot, panel.flags["chankan"])
    box = panel.flags["chankan_closed_kan"]
    assert box.isVisible() and not box.isEnabled()
    reason = labels.conflict_label(ConflictId.CLOSED_KAN_ROBBERY_NOT_IN_RULESET)
    assert reason in box.toolTip()
    click(qtbot, box)  # a disabled box ignores the click
    assert "chankan_closed_kan" not in view.hand_state.snapshot.flags


def test_closed_kan_refusal_is_worded_in_the_breakdown(view: HandView) -> None:
    state = view.hand_state
    state.set_notation("19m19p19s1234567z 1m")  # thirteen-sided: the hand holds a 1m already
    state.set_flag("chankan", True)
    state.set_flag("chankan_closed_kan", True)
    text = labels.conflict_label(ConflictId.CLOSED_KAN_ROBBED_TILE_HELD)
    assert text.split(",")[0] in view.breakdown.html_source


def test_red_fives_under_a_ruleset_without_them_can_be_made_plain_in_one_click(
    view: HandView, context: AppContext
) -> None:
    # A hand entered under Tenhou (red fives) and then valued under EMA 2016 (none): the
    # breakdown says why it cannot score and offers to count the red five as a plain one.
    context.set_ruleset(PRESETS["tenhou"])
    state = view.hand_state
    assert state.set_notation("123m406p789s11z22z 2z | dora:0s")
    assert state.set_flag("riichi", True)
    result = state.result
    assert result is not None and result["ok"] and result["aka"] == 1
    context.set_ruleset(PRESETS["ema2016"])
    result = state.result
    assert result is not None and result["error"]["code"] == "no_red_fives_in_ruleset"
    assert "action:plain_fives" in view.breakdown.html_source
    view.breakdown.anchorClicked.emit(QUrl("action:plain_fives"))
    snap = state.snapshot
    assert "0p" not in snap.concealed and snap.concealed.count("5p") == 1
    assert snap.dora == ("5s",)
    result = state.result
    # riichi only: 1 han (the 5s indicator makes 6s the dora; the hand has none)
    assert result is not None and result["ok"], result
    assert (result["han"], result["dora"], result["aka"]) == (1, 0, 0)
    # one undo brings the red fives back
    assert state.undo()
    assert state.snapshot.concealed.count("0p") == 1 and state.snapshot.dora == ("0s",)


def test_the_breakdown_shows_the_result_once_when_it_grows_past_its_box(
    view: HandView, context: AppContext
) -> None:
    # Regression: when a result grew taller than the breakdown, the scroll bar appeared, the
    # narrower viewport asked for a rebuild in the middle of the first one, and the whole
    # result was shown twice. First a short result, then a long one (yakuhai x2, dora x3).
    context.set_ruleset(PRESETS["tenhou"])
    state = view.hand_state
    view.resize(1024, 640)
    assert state.set_notation("9s 9s | chi:213m pon:444p ankan:7777z shouminkan:5555z")
    assert state.set_notation("9s 9s | chi:213m pon:444p ankan:7777z shouminkan:5555z dora:3p0m")
    result = state.result
    assert result is not None and result["ok"] and result["limit"] == "mangan"
    text = view.breakdown.toPlainText()
    assert text.count("Mangan") == 1, text
    assert text.count("Total") == 1, text


def test_after_enter_the_one_letter_keys_work_at_once(view: HandView, qtbot: QtBot) -> None:
    # Type a hand, press Enter, press R: riichi is set (the letter is not typed into the field)
    view.notation.setFocus()
    QTest.keyClicks(view.notation, "123m456p789s1122z 2z")
    QTest.keyClick(view.notation, Qt.Key.Key_Return)
    assert not view.notation.hasFocus()
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_R)
    assert "riichi" in view.hand_state.snapshot.flags
    assert view.notation.text() == view.hand_state.notation()
    # a digit goes back into the field
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    assert view.notation.hasFocus()


def test_text_refused_under_one_ruleset_is_read_again_under_another(
    view: HandView, context: AppContext
) -> None:
    # Under Tenhou one five per suit is red, so four plain 5p are refused; the referee then
    # picks EMA 2016 (no red fives): the same text is a real hand there and is taken, and no
    # stale error stays under the field.
    context.set_ruleset(PRESETS["tenhou"])
    view.notation.setText("123m5555p789s11z 1z")
    view.notation.returnPressed.emit()
    assert view.notation_error_message
    before = view.hand_state.snapshot
    assert "5p" not in before.concealed
    context.set_ruleset(PRESETS["ema2016"])
    assert view.notation_error_message == ""
    assert view.hand_state.snapshot.concealed.count("5p") == 4
    assert view.notation.text() == view.hand_state.notation()
    # one undo step takes the text back out
    assert view.hand_state.undo()
    assert view.hand_state.snapshot.concealed == before.concealed


def test_a_click_on_a_full_hand_says_it_replaced_the_winning_tile(view: HandView) -> None:
    # A full hand: one more click puts the tile in the winning tile's place (to ask "and had
    # it won on this tile?"); the view says so, until the next change.
    state = view.hand_state
    assert state.set_notation("123m456p789s1122z 2z")
    assert view.tile_palette.activate("1z")
    assert state.snapshot.effective_win_tile == "1z"
    note = view.mode_label.text()
    assert "East" in note and "South" in note and "Ctrl+Z" in note
    state.set_honba(1)
    assert "Ctrl+Z" not in view.mode_label.text()


def test_show_to_the_table_tells_each_payer_the_whole_sum(qtbot: QtBot, view: HandView) -> None:
    # South (non-dealer) riichi tsumo, 123m 456p 789s 234s + 5s pair wait (tanki), EMA 2016:
    # riichi 1 + menzen tsumo 1 = 2 han; 20 + 2 tsumo + 2 tanki = 24 -> 30 fu; basic 480:
    # each non-dealer 500, the dealer 1,000. Two counters add 100 per payer per counter on a
    # tsumo (300 a counter): 700 / 1,200. One riichi stick on the table: +1,000.
    # Total 700 x 2 + 1,200 + 1,000 = 3,600.
    state = view.hand_state
    state.set_notation("123m456p789s2345s 5s")
    state.set_seat_wind("S")
    state.set_win("tsumo")
    state.set_flag("riichi", True)
    state.set_honba(2)
    state.set_riichi_sticks(1)
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None
    assert overlay.value.text() == "3,600"
    assert overlay.payment.text() == (
        "Tsumo: 700 / 1,200 (each non-dealer / the dealer) (counters included)\n"
        "Riichi sticks on the table: +1,000"
    )
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)


def test_two_red_fives_under_a_ruleset_without_any_say_so(
    view: HandView, context: AppContext
) -> None:
    # Typed under RRC (one red five per suit): "only one red five"; the referee then picks
    # EMA 2016, which has none: the message under the field says that instead.
    context.set_ruleset(PRESETS["rrc"])
    view.notation.setText("123m0p0p789s11z 1z")
    view.notation.returnPressed.emit()
    first = view.notation_error_message
    assert first
    context.set_ruleset(PRESETS["ema2016"])
    assert view.notation_error_message and view.notation_error_message != first
    assert "without red fives" in view.notation_error_message


def test_a_total_worked_from_an_assumed_value_is_marked_with_its_note(
    view: HandView, context: AppContext
) -> None:
    # Issue 16.9: Galaxy's kiriage ("not stated: treated as no") is assumed. A dealer ron of
    # riichi + pinfu + tanyao + 1 dora = 4 han 30 fu: 11,600 without kiriage (12,000 with it); the
    # total carries the mark and the breakdown says what was assumed.
    context.set_ruleset(PRESETS["galaxy"])
    view.hand_state.set_notation("234m456p345s22p678s")
    view.hand_state.set_flag("riichi", True)
    view.hand_state.add_indicator("1m", ura=False)  # dora 2m
    result = view.hand_state.result
    assert result is not None and (result["han"], result["fu"]) == (4, 30)
    text = view.breakdown.toPlainText()
    assert text.startswith(f"{labels.points_text(11600)}*")
    assert "* Kiriage mangan — The regulations do not say; played without kiriage mangan" in text
    context.set_ruleset(PRESETS["ema"])  # EMA states kiriage: no mark
    assert not view.breakdown.toPlainText().startswith(f"{labels.points_text(11600)}*")


def test_the_history_buttons_icons_follow_the_palette(view: HandView) -> None:
    palette = view.palette()
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(10, 200, 90))
    view.setPalette(palette)
    for button in (view.undo_button, view.redo_button, view.clear_button):
        image = button.icon().pixmap(QSize(24, 24)).toImage()
        opaque = {
            (
                image.pixelColor(x, y).red(),
                image.pixelColor(x, y).green(),
                image.pixelColor(x, y).blue(),
            )
            for y in range(24)
            for x in range(24)
            if image.pixelColor(x, y).alpha() == 255
        }
        assert opaque == {(10, 200, 90)}, button.objectName()
    assert not view.notation_error_icon.pixmap().isNull()


def test_the_total_shown_to_the_table_carries_the_mark_and_its_note(
    each_language: str, view: HandView, context: AppContext
) -> None:
    # The same Galaxy hand (4 han 30 fu, dealer ron: 11,600, kiriage assumed) in large type:
    # the total is marked and, nobody at the table being able to hover, the note is shown.
    context.set_ruleset(PRESETS["galaxy"])
    view.hand_state.set_notation("234m456p345s22p678s")
    view.hand_state.set_flag("riichi", True)
    view.hand_state.add_indicator("1m", ura=False)
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None
    assert overlay.value.text() == f"{labels.points_text(11600)}*"
    assert not overlay.notes.isHidden()
    assert overlay.notes.text().startswith(f"* {labels.rule_field_label('kiriage')} — ")
    assert overlay.value.toolTip() == overlay.notes.text()
    if each_language != "en":
        assert re.search("[А-Яа-яІіЇїЄєҐґ]", overlay.notes.text()), overlay.notes.text()
    # EMA states kiriage (4 han 30 fu is a mangan: 12,000 for the dealer): no mark, no note
    context.set_ruleset(PRESETS["ema"])
    assert overlay.value.text() == labels.points_text(12000)
    assert overlay.notes.isHidden() and overlay.notes.text() == ""


def test_f11_then_esc_gives_the_keyboard_back_where_it_was(
    qtbot: QtBot, context: AppContext
) -> None:
    from referee_app.core.table_state import TableState
    from referee_app.views.main_window import MainWindow

    state = HandState(context)
    window = MainWindow(context, state, TableState(context))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.tabs.setCurrentWidget(window.hand_view)
    state.set_notation(HAND_A)
    notation = window.hand_view.notation
    qtbot.waitUntil(notation.isVisible)
    notation.setFocus()
    qtbot.waitUntil(notation.hasFocus)
    window.show_to_table_action.trigger()
    overlay = window.hand_view.overlay
    assert overlay is not None and overlay.hasFocus()
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()
    # the referee types on in the field he left, not into the void
    assert notation.hasFocus()
