"""The Table view: a whole hanchan entered through the widgets, preview, undo, final results.

Expected scores are worked out by hand from the rule texts (shared/rules/rulesets.md: matrix D
for payments, A3 for counters, draws and dealer rotation, A1 for the end of the game).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from engine.facts import FU_STEPS
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.game_clock import GameClock
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.views.table.table_view import TableView
from referee_app.views.table.table_widgets import PREVIEW_NAME_WIDTH

CYRILLIC = re.compile("[А-Яа-яІіЇїЄєҐґ]")

SCREENSHOT = Path(__file__).resolve().parents[4] / "docs" / "screenshots" / "table.png"


@dataclass
class FakeHandState:
    """What the Table view reads from the Hand view's state: its answer and its request."""

    result: dict[str, Any] | None = field(default=None)
    seat_wind: str = "E"
    request: dict[str, Any] = field(default_factory=dict)

    def to_request(self) -> dict[str, Any]:
        return {**self.request, "seat_wind": self.seat_wind}


#: closed tanyao with a concealed 444m, won on 8p (67p waiting, ryanmen), dora 3p (indicator
#: 2p): tanyao 1 han + 1 dora = 2 han; fu 20 + 10 (closed ron) + 4 (concealed simple
#: triplet) = 34, rounded up to 40. Scored in the Hand view with honba 0.
TANYAO_DORA = {
    "hand": "444m345p456s678p55s",
    "win_tile": "8p",
    "melds": [],
    "win": "ron",
    "round_wind": "E",
    "dora_indicators": "2p",
    "ura_indicators": "",
    "honba": 0,
    "riichi_sticks": 0,
}


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    state = TableState(context)
    v = TableView(context, state, FakeHandState())
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _cell(table: QTableWidget, row: int, col: int) -> str:
    item = table.item(row, col)
    assert item is not None
    return item.text()


def _riichi(v: TableView, seats: list[int]) -> None:
    for s in range(4):
        v.riichi_checks[s].setChecked(s in seats)


def ron(
    v: TableView,
    discarder: int,
    winners: list[tuple[int, int, int]],
    riichi: tuple[int, ...] | list[int] = (),
) -> None:
    v.set_outcome_kind("ron")
    _riichi(v, list(riichi))
    v.discarder.setCurrentIndex(discarder)
    for i, row in enumerate(v.ron_winners):
        row.enabled.setChecked(i < len(winners))
        if i < len(winners):
            seat, han, fu = winners[i]
            row.seat.setCurrentIndex(seat)
            row.set_hand(han, fu)
    assert v.apply()["ok"]


def tsumo(
    v: TableView, winner: int, han: int, fu: int, riichi: tuple[int, ...] | list[int] = ()
) -> None:
    v.set_outcome_kind("tsumo")
    _riichi(v, list(riichi))
    v.tsumo_winner.seat.setCurrentIndex(winner)
    v.tsumo_winner.set_hand(han, fu)
    assert v.apply()["ok"]


def draw(v: TableView, tenpai: list[int], riichi: tuple[int, ...] | list[int] = ()) -> None:
    v.set_outcome_kind("draw")
    _riichi(v, list(riichi))
    for s in range(4):
        v.tenpai_checks[s].setChecked(s in tenpai)
    assert v.apply()["ok"]


def chombo(v: TableView, offender: int) -> None:
    v.set_outcome_kind("chombo")
    v.offender.setCurrentIndex(offender)
    assert v.apply()["ok"]


def test_whole_hanchan_ema_ends_in_final_results(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = view.state
    for seat, name in enumerate(["Anna", "Boris", "Vera", "Gleb"]):
        st.set_name(seat, name)
    # EMA 2025: start 30,000; uma 15/5; no oka; kiriage; counters 300.
    ron(view, 2, [(1, 2, 30)])  # E1: 2-30 non-dealer ron = 2,000
    assert st.scores == [30000, 32000, 28000, 30000]
    draw(view, [0])  # E2 (dealer 1 noten): seat 0 tenpai gets 1,000 from each; deal passes
    assert st.scores == [33000, 31000, 27000, 29000]
    assert (st.dealer, st.honba) == (2, 1)
    # E3, 1 counter: seat 3 riichi, tsumo 3-30: basic 960 -> dealer 2,000, others 1,000,
    # +100 each for the counter; own stick back.
    tsumo(view, 3, 3, 30, riichi=[3])
    assert st.scores == [31900, 29900, 24900, 33300]
    assert (st.dealer, st.honba, st.riichi_sticks) == (3, 0, 0)
    ron(view, 0, [(3, 5, 30)])  # E4: dealer mangan ron = 12,000; dealer stays, +1 counter
    assert st.scores == [19900, 29900, 24900, 45300]
    assert (st.dealer, st.honba) == (3, 1)
    ron(view, 3, [(2, 1, 30)])  # E4-1: 1,000 + 300; deal passes to South 1
    assert st.scores == [19900, 29900, 26200, 44000]
    assert (st.round_wind, st.dealer, st.honba) == ("S", 0, 0)
    draw(view, [])  # S1 all noten: nothing paid, dealer passes, +1 counter
    assert st.scores == [19900, 29900, 26200, 44000]
    assert (st.round_wind, st.dealer, st.honba) == ("S", 1, 1)
    chombo(view, 2)  # S2: EMA chombo = 20,000 after uma; replay, no counter, dealer stays
    assert st.penalties == [0, 0, -20000, 0]
    assert (st.dealer, st.honba) == (1, 1)
    # S2-1: seat 0 tsumo 4-30: kiriage -> mangan: 4,000 dealer / 2,000 others, +100 each
    tsumo(view, 0, 4, 30)
    assert st.scores == [28200, 25800, 24100, 41900]
    # S3: riichi by 1 and 2; seat 3 rons seat 1 for 3-30 = 3,900 and takes both sticks
    ron(view, 1, [(3, 3, 30)], riichi=[1, 2])
    assert st.scores == [28200, 20900, 23100, 47800]
    # S4: seat 0 riichi; tenpai 0 and 3: two noten pay 1,500 each to the two tenpai
    draw(view, [0, 3], riichi=[0])
    assert st.scores == [28700, 19400, 21600, 49300]
    assert (st.dealer, st.honba, st.riichi_sticks) == (3, 1, 1)  # dealer tenpai stays
    assert not st.game_over
    # S4-1: seat 1 rons seat 2: 1,000 + 300 + the stick: the deal would pass after South 4
    ron(view, 2, [(1, 1, 30)])
    assert st.scores == [28700, 21700, 20300, 49300]
    assert st.game_over
    # Final (EMA): (score - 30,000 + uma) / 1,000 - penalties:
    # Gleb 19.3 + 15 = 34.3; Anna -1.3 + 5 = 3.7; Boris -8.3 - 5 = -13.3;
    # Vera -9.7 - 15 - 20 = -44.7
    final = view.final_answer()
    assert final["ranks"] == [2, 3, 4, 1]
    assert final["results"] == pytest.approx([3.7, -13.3, -44.7, 34.3])
    assert view.left.currentWidget() is view.final_box
    # each result is shown with its parts (base = score + sticks - 30,000; no oka in EMA):
    # Gleb 49,300: base +19.3, uma +15.0 -> +34.3; Vera 20,300: base -9.7, uma -15.0,
    # chombo -20.0 -> -44.7; no stick was left at the end
    first_row = [_cell(view.final_table, 0, c) for c in range(9)]
    assert first_row[0].startswith("Gleb")
    assert first_row[1:] == ["1", "49,300", "", "+19.3", "0.0", "+15.0", "0.0", "+34.3"]
    last_row = [_cell(view.final_table, 3, c) for c in range(9)]
    assert last_row[0].startswith("Vera")
    assert last_row[1:] == ["4", "20,300", "", "\u22129.7", "0.0", "\u221215.0", "\u221220.0",
                            "\u221244.7"]  # fmt: skip
    assert not view.end_game_button.isEnabled()  # the game has ended already
    assert view.history_list.count() == 11
    assert not view.apply_button.isEnabled()
    # undo the last hand (the referee says Yes): the form comes back for the screenshot
    monkeypatch.setattr(TableView, "confirm_undo", lambda self, question: True)
    assert view.undo()
    assert not st.game_over and view.left.currentWidget() is view.entry_box
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(2)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(1, 30)
    image = view.grab()
    assert (image.width(), image.height()) == (1024, 700)
    if os.environ.get("UPDATE_SCREENSHOTS"):  # UPDATE_SCREENSHOTS=1 pytest ... refreshes docs/
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(SCREENSHOT))


def test_preview_lists_every_transfer_before_applying(view: TableView) -> None:
    view.set_outcome_kind("ron")
    view.riichi_checks[0].setChecked(True)
    view.discarder.setCurrentIndex(3)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(3, 40)
    # 3-40: 40*2^5 = 1,280 -> 5,120 -> 5,200; seat 0's riichi stick goes to the winner
    rows = [
        [_cell(view.preview_table, r, c) for c in range(4)]
        for r in range(view.preview_table.rowCount())
    ]
    points = sorted(int(r[2].replace(",", "").replace("\u00a0", "")) for r in rows)
    assert points == [1000, 1000, 5200]
    assert view.state.scores == [30000] * 4  # nothing applied yet
    assert view.apply_button.isEnabled()
    view.apply()
    assert view.state.scores == [29000, 36200, 30000, 24800]


def test_error_shown_and_apply_disabled(view: TableView) -> None:
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(1)
    view.ron_winners[0].seat.setCurrentIndex(1)  # winner = discarder: not a valid ron
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text()


def test_from_hand_view_takes_han_and_fu(view: TableView) -> None:
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    hand.request = dict(TANYAO_DORA)
    hand.result = {"ok": True, "han": 2, "fu": 40, "yakuman": 0}  # what the Hand view shows
    hand.seat_wind = "W"
    view.ron_winners[0].from_hand.click()
    # tanyao + 1 dora = 2 han, 40 fu (see TANYAO_DORA): the same at this table (EMA)
    assert view.ron_winners[0].han.value() == 2
    assert view.ron_winners[0].fu.currentData() == 40
    assert view.ron_winners[0].seat.currentData() == 2  # West while seat 0 deals
    # the row showed seat 1 (after the discarder): the move to the hand's seat is said
    text = view.message.text()
    assert text.startswith("Han and fu taken from the Hand view. The winner is now "), text
    assert "the seat of the Hand view's hand (West)" in text
    view.ron_winners[0].from_hand.click()  # already there: nothing more to say
    assert view.message.text() == "Han and fu taken from the Hand view."
    # a ron with no yaku: tanyao broken by 111m (terminals), only the dora is left
    hand.request = {**TANYAO_DORA, "hand": "111m345p456s678p55s"}
    hand.result = {"ok": False, "error": {"code": "no_yaku"}}
    view.ron_winners[0].from_hand.click()
    assert view.ron_winners[0].han.value() == 2  # unchanged
    assert view.message.text().startswith("Not taken from the Hand view: ")
    assert view.message.text() != "The Hand view has no scored winning hand to take."
    hand.result = None  # an empty Hand view
    view.tsumo_winner.from_hand.click()
    assert view.message.text() == "The Hand view has no scored winning hand to take."


def _galaxy_at_five_honba(view: TableView) -> None:
    view.context.set_ruleset(PRESETS["galaxy"])
    st = view.state
    st.honba = 5  # five renchan counters on the table; seat 0 deals East 1
    st.changed.emit()
    assert st.ruleset.id == "galaxy" and st.dealer == 0


def test_from_hand_view_applies_galaxys_two_han_rule_at_the_tables_honba(
    view: TableView,
) -> None:
    """Galaxy: at five counters the dealer needs 2 han not counting dora (rulesets.md, row
    "Minimum han with 5+ counters"; the engine's reading: five or more). The Hand view's hand
    (honba 0 there) is tanyao + 1 dora = 2 han 40 fu, only 1 han of yaku: for the dealer at
    this table (5 honba) it is no win, and the form must not take 2 han 40 fu."""
    _galaxy_at_five_honba(view)
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    hand.request = dict(TANYAO_DORA)
    hand.result = {"ok": True, "han": 2, "fu": 40, "yakuman": 0}
    hand.seat_wind = "E"  # the dealer
    view.discarder.setCurrentIndex(2)
    row = view.ron_winners[0]
    row.from_hand.click()
    assert (row.han.value(), row.fu.currentData()) == (1, 30)  # untouched
    reason = labels.error_label(
        "not_enough_han", {"han": 1, "needed": 2, "honba": 5, "why_not": []}
    )
    assert view.message.text() == f"Not taken from the Hand view: {reason}"
    # the same hand for South (not the dealer): Galaxy's rule is the dealer's only, so it
    # is taken, 2 han 40 fu, the same values the Hand view shows
    hand.seat_wind = "S"
    row.from_hand.click()
    assert (row.han.value(), row.fu.currentData(), row.seat.currentData()) == (2, 40, 1)
    assert view.message.text() == "Han and fu taken from the Hand view."
    assert view._preview is not None


def test_from_hand_view_uses_the_tables_round_wind(view: TableView) -> None:
    """A concealed South triplet, South's hand: in the Hand view (East round) it is seat wind
    only, 1 han; fu 20 + 10 (closed ron) + 8 (concealed honour triplet) = 38 → 40. At this
    table in the South round it is a double wind, 2 han 40 fu, and the form says the table's
    winds were used."""
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    hand.request = {**TANYAO_DORA, "hand": "345p456s678p55s222z", "dora_indicators": "9m"}
    hand.result = {"ok": True, "han": 1, "fu": 40, "yakuman": 0}
    hand.seat_wind = "S"
    view.state.round_wind = "S"
    view.state.changed.emit()
    row = view.ron_winners[0]
    row.from_hand.click()
    assert (row.han.value(), row.fu.currentData(), row.seat.currentData()) == (2, 40, 1)
    assert "scored with the table's winds and counters" in view.message.text()
    assert labels.han_fu_text(2, 40) in view.message.text()


def test_two_han_rule_note_at_five_honba(view: TableView) -> None:
    """Typed han cannot show the dora: at ≥ 5 counters under Galaxy the form notes that the
    dealer needs 2 han without dora; not for another winner, not below 5 counters."""
    view.context.set_ruleset(PRESETS["galaxy"])
    view.state.honba = 4
    view.state.changed.emit()
    view.discarder.setCurrentIndex(1)
    view.ron_winners[0].seat.setCurrentIndex(0)  # the dealer wins
    view.ron_winners[0].set_hand(2, 40)
    assert view.two_han_notes() == []
    view.state.honba = 5
    view.state.changed.emit()
    notes = view.two_han_notes()
    assert len(notes) == 1 and "2 han without counting dora" in notes[0]
    assert notes[0] in view.warning_label.text()
    assert view.apply_button.isEnabled()  # a note, the referee decides
    view.ron_winners[0].seat.setCurrentIndex(2)  # West wins: Galaxy's rule is the dealer's
    assert view.two_han_notes() == []


def test_rrc_uma_alternative_one_click(view: TableView) -> None:
    view.context.set_ruleset(PRESETS["rrc"])
    assert view.uma_combo.count() == 2 and view.uma_combo.isEnabled()
    view.uma_combo.setCurrentIndex(1)
    assert view.state.uma_choice == 1
    view.state.end_game()
    # all at 30,000: ties split the uma equally (RRC): everyone 0.0 under either uma
    assert view.final_answer()["results"] == [0, 0, 0, 0]


def test_abortive_draw_disabled_without_abortive_rules(view: TableView) -> None:
    assert not view.outcome_buttons["abortive"].isEnabled()  # EMA 2025: none
    view.context.set_ruleset(PRESETS["tenhou"])
    assert view.outcome_buttons["abortive"].isEnabled()
    view.set_outcome_kind("abortive")
    assert (
        view.abortive_reason.count() == 5
    )  # four winds, four riichi, four kans, kyuushu, triple ron
    view.apply()
    # Tenhou: abortive draws keep the dealer and add a counter
    assert (view.state.dealer, view.state.honba) == (0, 1)


def test_show_to_table_lines_and_ruleset_dependent_form(view: TableView) -> None:
    view.set_outcome_kind("tsumo")
    view.tsumo_winner.seat.setCurrentIndex(0)  # the dealer
    view.tsumo_winner.set_hand(2, 30)
    # dealer tsumo 2-30: basic 480 -> 960 -> 1,000 from each of the three
    lines = view.preview_lines()
    assert len(lines) == 4 and all(labels.points_text(1000) in line for line in lines[:3])
    # nagashi mangan only where the ruleset uses it (EMA 2025: no; Tenhou: a draw payment)
    assert all(c.isHidden() for c in view.nagashi_checks)
    view.context.set_ruleset(PRESETS["tenhou"])
    assert not any(c.isHidden() for c in view.nagashi_checks)
    # WRC: head bump; every claimant keeps a row (the engine says who takes the win)
    view.context.set_ruleset(PRESETS["wrc"])
    assert not view.ron_winners[1].seat.isHidden()


def test_language_change_keeps_the_view_working(view: TableView) -> None:
    view.discarder.setCurrentIndex(1)
    QCoreApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    assert view.apply_button.text() == "Apply"
    assert view.preview_table.rowCount() > 0


def test_default_form_is_a_valid_ron_preview(view: TableView) -> None:
    # Regression: discarder and winner both defaulted to Player 1, so the untouched form said
    # "This result cannot be settled". Now Player 1 (East, dealer) deals in to Player 2:
    # non-dealer ron 1 han 30 fu: basic 30 x 2^(1+2) = 240, x 4 = 960 -> 1,000.
    assert view.discarder.currentData() == 0
    assert view.ron_winners[0].seat.currentData() == 1
    # untouched, the form holds no result: nothing to apply before anything was entered
    assert not view.apply_button.isEnabled()
    assert view.next_label.text().startswith("Enter the result of hand 1")
    view.outcome_buttons["ron"].click()  # a click on the outcome: a 1-30 ron it is
    assert view.apply_button.isEnabled()
    assert _cell(view.preview_table, 0, 0) == "Player 1"
    assert _cell(view.preview_table, 0, 1) == "Player 2"
    item = view.preview_table.item(0, 1)
    assert item is not None and item.toolTip() == "Player 2 (South)"
    assert _cell(view.preview_table, 0, 2) == "1,000"
    # the unticked extra winner rows wait on the remaining seats
    view.ron_winners[1].enabled.setChecked(True)
    assert view.ron_winners[1].seat.currentData() == 2
    assert view.apply_button.isEnabled()


def test_changing_the_discarder_moves_the_winner_off_that_seat(view: TableView) -> None:
    view.discarder.setCurrentIndex(1)  # Player 2 dealt in: the winner moves to Player 3
    assert view.ron_winners[0].seat.currentData() == 2
    assert view.apply_button.isEnabled()
    view.ron_winners[0].seat.setCurrentIndex(0)
    view.discarder.setCurrentIndex(3)  # a winner chosen elsewhere stays where it is
    assert view.ron_winners[0].seat.currentData() == 0
    # a second winner ticked while its row shows a used seat moves to a free one
    view.ron_winners[1].seat.setCurrentIndex(0)
    view.ron_winners[1].enabled.setChecked(True)
    assert view.ron_winners[1].seat.currentData() == 1  # first free seat after Player 4
    assert view.apply_button.isEnabled()


def test_invalid_results_say_what_is_wrong(view: TableView) -> None:
    view.ron_winners[0].seat.setCurrentIndex(0)  # the discarder chosen as the winner
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text() == (
        "Player 1 is both the discarder and a winner: choose who dealt in and who won."
    )
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[1].enabled.setChecked(True)
    view.ron_winners[1].seat.setCurrentIndex(1)
    assert view.deltas_label.text() == "Player 2 is chosen as a winner twice."
    view.ron_winners[1].enabled.setChecked(False)
    view.ron_winners[0].pao.setCurrentIndex(view.ron_winners[0].pao.findData(3))
    assert "only to a yakuman" in view.deltas_label.text()
    view.ron_winners[0].pao.setCurrentIndex(view.ron_winners[0].pao.findData(1))
    assert view.deltas_label.text() == "Player 2 cannot be liable (pao) for their own win."
    view.ron_winners[0].pao.setCurrentIndex(0)
    assert view.apply_button.isEnabled()


def test_preview_rows_are_one_line_and_seat_changes_do_not_break(view: TableView) -> None:
    # Regression: "Player 1 (East)" wrapped in equal-width columns (the names are now shown
    # alone, the wind in the tooltip), and "Player 4" was split
    # from its "0" at the end of the changes line.
    view.show()
    view.form_edited()
    metrics = view.preview_table.fontMetrics()
    for col in (0, 1):
        text = _cell(view.preview_table, 0, col)  # "Player 1", "Player 2"
        assert view.preview_table.columnWidth(col) > metrics.horizontalAdvance(text)
    assert view.preview_table.wordWrap() is False
    assert view.preview_table.horizontalScrollBar().maximum() == 0  # no needless scroll bar
    assert "Player\N{NO-BREAK SPACE}4\N{NO-BREAK SPACE}0" in view.deltas_label.text()


def test_chombo_preview_puts_the_deduction_and_the_next_hand_on_separate_lines(
    view: TableView,
) -> None:
    # Regression: "...off the final score Next: East 1..." ran together. EMA: a chombo is
    # 20,000 off the offender's final score (matrix F1), the hand is replayed (East 1, 0 honba).
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(3)
    assert view.next_label.text().splitlines() == [
        "Player 4: 20,000 off the final score",
        "Next: East 1, honba: 0, riichi sticks on the table: 0",
    ]


def test_history_names_the_honba_and_a_new_result_clears_applied(view: TableView) -> None:
    # Regression: the history said "East 1 · 0" (the 0 being the honba, unexplained), and
    # "Applied." stayed under the next result being entered.
    # Player 1 (dealer) deals in to Player 2 for 1,000 (worked above): dealer passes, East 2.
    assert view.apply()["ok"]
    assert view.message.text() == "Applied."
    item = view.history_list.item(0)
    assert item is not None and item.text().startswith("1. East 1, 0 honba — Ron")
    view.set_outcome_kind("draw")
    assert view.message.text() == ""


def test_every_control_has_a_tooltip(view: TableView) -> None:
    # Regression: names, riichi ticks, winner seat and fu, the extra-winner ticks and Undo had
    # none (UI principle: every control explains itself in plain words).
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox

    view.show()
    missing = [
        widget
        for widget in view.findChildren(QWidget)
        if isinstance(widget, QAbstractButton | QComboBox | QSpinBox | QLineEdit)
        and widget.isVisible()
        and widget.objectName() != "qt_spinbox_lineedit"
        and not widget.toolTip()
    ]
    assert missing == []


def test_riichi_without_1000_points_is_named(view: TableView) -> None:
    # Tenhou rules: riichi needs 1,000 points (matrix: riichi_needs_1000). Player 3 with 500
    # points ticked as riichi: the engine refuses ("not allowed by the ruleset"); the view says
    # who and why instead of the bare refusal.
    view.context.set_ruleset(PRESETS["tenhou"])
    view.state.scores = [25000, 49500, 500, 25000]
    view.riichi_checks[2].setChecked(True)
    assert not view.apply_button.isEnabled()
    assert view.deltas_label.text() == (
        "Player 3 has fewer than 1,000 points: this ruleset does not allow riichi."
    )


# --- cancelling a hand, any first dealer, the game clock ----------------------------------


class FakeBox:
    """Replaces QMessageBox.exec: records what the referee is asked and answers."""

    def __init__(self, answer: QMessageBox.StandardButton) -> None:
        self.answer = answer
        self.asked: list[tuple[str, str, bool]] = []

    def __call__(self, box: QMessageBox) -> int:
        default = box.defaultButton()
        self.asked.append(
            (
                box.text(),
                box.informativeText(),
                default is box.button(QMessageBox.StandardButton.No),
            )
        )
        return int(self.answer.value)


def _play_to_a_chombo(view: TableView) -> None:
    for seat, name in enumerate(["Anna", "Boris", "Vera", "Gleb"]):
        view.state.set_name(seat, name)
    ron(view, 2, [(1, 2, 30)])  # East 1: Boris rons Vera; the deal passes to Boris
    draw(view, [0])  # East 2: only Anna tenpai: the deal passes, 1 counter
    chombo(view, 2)  # East 3, 1 honba: Vera's chombo (EMA: 20,000 after uma)


def test_undo_asks_which_hand_and_no_keeps_everything(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    _play_to_a_chombo(view)
    before = view.state.to_dict()
    box = FakeBox(QMessageBox.StandardButton.No)

    def fake_exec(message_box: QMessageBox) -> int:
        return box(message_box)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    view.undo_button.click()  # the button asks ...
    assert not view.undo()  # ... and so does the method; No both times
    text, info, default_no = box.asked[0]
    assert text == "Cancel hand 3: East 3, 1 honba — Chombo: Vera?"
    assert default_no and info
    assert view.state.to_dict() == before  # nothing lost on No
    assert view.message.text() == "Nothing was cancelled."
    # Ctrl+Z in the Table tab asks the same question
    (shortcut,) = [
        sc
        for sc in view.findChildren(QShortcut)
        if sc.key().matches(QKeySequence("Ctrl+Z")) == QKeySequence.SequenceMatch.ExactMatch
    ]
    shortcut.activated.emit()
    assert len(box.asked) == 3 and view.state.to_dict() == before
    box.answer = QMessageBox.StandardButton.Yes
    assert view.undo()
    assert len(view.state.history) == 2 and view.state.penalties == [0, 0, 0, 0]
    assert box.asked[-1][0] == "Cancel hand 3: East 3, 1 honba — Chombo: Vera?"
    assert view.history_list.count() == 2
    assert box.asked[-1][0] != view.undo_question()  # now it names hand 2
    assert view.undo_question() == "Cancel hand 2: East 2, 0 honba — Exhaustive draw?"


def test_hands_are_numbered_from_the_first_dealer(view: TableView) -> None:
    # Seat 2 deals East 1: Player 3 is East. Player 4 rons Player 1 for 1,000; the deal
    # passes to seat 3, which is East 2 (not "East 4" as seat 3 + 1 would say).
    view.state.set_first_dealer(2)
    assert view.round_label.text().startswith("East 1 ")
    assert view.cards[2].wind.text() == "East · dealer"
    view.discarder.setCurrentIndex(0)
    view.ron_winners[0].seat.setCurrentIndex(3)
    assert view.next_label.text() == "Next: East 2, honba: 0, riichi sticks on the table: 0"
    assert view.apply()["ok"]
    assert view.round_label.text().startswith("East 2 ")
    item = view.history_list.item(0)
    assert item is not None and item.text().startswith("1. East 1, 0 honba — Ron")


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_clock_time_up_marks_the_next_hand_as_last(qtbot: QtBot, settings: Settings) -> None:
    now = FakeTime()
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    state = TableState(context)
    view = TableView(context, state, clock=GameClock(now=now))
    qtbot.addWidget(view)
    # RRC: 75 minutes of main time (rrc.md §1 row 35)
    assert view.clock_widget.minutes.value() == 75
    assert view.clock_widget.time_label.text() == "75:00"
    view.clock_widget.start_button.click()
    draw(view, [])  # East 1, all noten
    now.t += 75 * 60
    view.clock.poll()
    # time ran out during East 2 (hand 2): finish it, then one more
    assert state.time_up and state.time_up_at == 1
    assert view.time_note.text() == (
        "Time is up during hand 2: finish it; the hand after it is the last."
    )
    assert not view.last_hand.isChecked()
    draw(view, [])  # East 2 finished
    assert view.last_hand.isChecked() and state.last_hand
    assert "next hand is the last" in view.time_note.text()
    # RRC, East 3, 2 counters: seat 0 rons seat 1 for 1 han 30 fu: 1,000 + 2 x 300 = 1,600;
    # the time-limit hand ends the game
    ron(view, 1, [(0, 1, 30)])
    assert state.game_over and state.history[-1]["answer"]["next"]["end_reason"] == "time_limit"
    assert state.scores == [31600, 28400, 30000, 30000]


def test_edited_minutes_are_kept_with_the_table(qtbot: QtBot, settings: Settings) -> None:
    context = AppContext(settings)
    state = TableState(context)
    view = TableView(context, state, clock=GameClock(now=FakeTime()))
    qtbot.addWidget(view)
    assert view.clock_widget.minutes.value() == 90  # EMA: 90 minutes
    view.clock_widget.minutes.setValue(80)
    assert state.clock_minutes == 80 and view.clock.text() == "80:00"
    saved = state.to_dict()
    other_state = TableState(context)
    other_state.load_dict(saved)
    other = TableView(context, other_state, clock=GameClock(now=FakeTime()))
    qtbot.addWidget(other)
    assert other.clock_widget.minutes.value() == 80 and other.clock.text() == "80:00"


# --- the game clock survives a restart of the app -----------------------------------------

WALL0 = 1_750_000_000.0  # wall-clock seconds at the first start


def _clock_view(
    qtbot: QtBot, settings: Settings, wall: FakeTime, preset: str = "ema"
) -> tuple[TableView, FakeTime]:
    """A fresh app run: its own context, table and a monotonic clock starting near zero."""
    context = AppContext(settings)
    context.set_ruleset(PRESETS[preset])
    now = FakeTime()
    view = TableView(context, TableState(context), clock=GameClock(now=now, wall=wall))
    qtbot.addWidget(view)
    return view, now


def test_clock_saved_on_start_pause_reset_and_minutes_not_on_ticks(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    view, now = _clock_view(qtbot, settings, wall)
    changes: list[int] = []
    view.state.changed.connect(lambda: changes.append(1))
    panel = view.clock_widget
    panel.start_button.click()
    assert view.state.clock_state == {
        "running": True,
        "elapsed": 0.0,
        "wall_start": WALL0,
        "minutes": 90,  # EMA 2016 §5.9: 90 minutes, signal at 15 left
        "signal_minutes": 15,
    }
    assert len(changes) == 1
    for _ in range(120):  # two minutes of ticks
        now.t += 1
        wall.t += 1
        view.clock.timer.timeout.emit()
    assert len(changes) == 1 and panel.time_label.text() == "88:00"
    panel.pause_button.click()
    assert len(changes) == 2
    assert view.state.clock_state is not None and view.state.clock_state["elapsed"] == 120.0
    panel.minutes.setValue(80)  # the main time (clock_minutes) and the clock's minutes
    assert view.state.clock_minutes == 80 and view.state.clock_state["minutes"] == 80
    assert len(changes) == 4  # one change each
    panel.reset_button.click()
    assert view.state.clock_state is None and panel.time_label.text() == "80:00"
    assert len(changes) == 5


def test_running_clock_resumes_after_a_restart_with_the_time_it_ran_meanwhile(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall, "rrc")
    first.clock_widget.start_button.click()
    now.t += 30 * 60
    wall.t += 30 * 60
    first.clock.poll()
    assert first.clock_widget.time_label.text() == "45:00"  # RRC: 75 minutes (rrc.md §1 r35)
    saved = first.state.to_dict()
    # the app is closed for 10 minutes, then the table is loaded into a new window
    wall.t += 10 * 60
    second, now2 = _clock_view(qtbot, settings, wall, "rrc")
    second.state.load_dict(saved)
    panel = second.clock_widget
    # 30 minutes run + 10 while closed: 35:00 of 75 left, ticking without Start
    assert panel.time_label.text() == "35:00" and second.clock.running
    assert panel.minutes.value() == 75 and panel.pause_button.isEnabled()
    assert not panel.start_button.isEnabled()
    assert panel.status.text() == (
        "Running. Restored: the clock kept running while the app was closed."
    )
    assert second.state.to_dict() == saved  # nothing corrected, nothing to save
    now2.t += 60
    second.clock.timer.timeout.emit()
    assert panel.time_label.text() == "34:00"
    panel.pause_button.click()
    assert panel.status.text() == "Paused."


def test_clock_that_ran_out_while_closed_records_time_up_once(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall, "rrc")
    first.clock_widget.start_button.click()
    draw(first, [])  # East 1 all noten: East 2 is being played
    now.t += 70 * 60
    wall.t += 70 * 60
    saved = first.state.to_dict()
    wall.t += 10 * 60  # closed for 10 minutes: 80 of 75 minutes run
    second, _now2 = _clock_view(qtbot, settings, wall, "rrc")
    second.state.load_dict(saved)
    st = second.state
    # time ran out during hand 2 (one hand applied): finish it, then play one more
    assert st.time_up_at == 1 and second.clock.text() == "00:00"
    assert second.time_note.text() == (
        "Time is up during hand 2: finish it; the hand after it is the last."
    )
    assert st.clock_state is not None and st.clock_state["running"] is False
    assert st.clock_state["elapsed"] == 80 * 60.0
    # saved again and restored once more: still expired, the mark unchanged, no second one
    again = st.to_dict()
    third, _now3 = _clock_view(qtbot, settings, wall, "rrc")
    third.state.load_dict(again)
    assert third.clock.text() == "00:00" and third.state.time_up_at == 1
    assert third.state.to_dict() == again
    assert "#c62828" in third.clock_widget.time_label.styleSheet()


def test_expired_clock_after_new_game_stays_without_a_time_up_mark(
    qtbot: QtBot, settings: Settings
) -> None:
    # New game clears the time-up mark but leaves the clock (as before it was saved); a
    # restart must not bring the mark back
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    first.clock_widget.start_button.click()
    now.t += 90 * 60
    first.clock.poll()
    assert first.state.time_up
    first.new_game_button.click()
    assert not first.state.time_up and first.clock.text() == "00:00"
    second, _now2 = _clock_view(qtbot, settings, wall)
    second.state.load_dict(first.state.to_dict())
    assert second.clock.text() == "00:00" and not second.state.time_up


def test_wall_clock_set_back_clamps_and_the_new_anchor_is_saved(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    first.clock_widget.start_button.click()
    now.t += 5 * 60
    first.clock.poll()
    saved = first.state.to_dict()
    wall.t = WALL0 - 3600  # the laptop's clock went back an hour
    second, _now2 = _clock_view(qtbot, settings, wall)
    second.state.load_dict(saved)
    # no negative gap: the 5 minutes run before are not known to the saved state either
    # (it was saved at the start), so it shows the full 90:00 and runs on
    assert second.clock.text() == "90:00" and second.clock.running
    clock_state = second.state.clock_state
    assert clock_state is not None and clock_state["wall_start"] == WALL0 - 3600


def test_old_table_file_without_the_clock_gives_a_fresh_clock(
    qtbot: QtBot, settings: Settings
) -> None:
    wall = FakeTime()
    wall.t = WALL0
    view, now = _clock_view(qtbot, settings, wall)
    old = {k: v for k, v in view.state.to_dict().items() if k != "clock"}
    view.clock_widget.minutes.setValue(80)
    view.clock_widget.start_button.click()
    now.t += 60
    view.clock.poll()
    assert view.clock.text() == "79:00"
    view.state.load_dict(old)  # no clock and no main time of its own: EMA's 90 minutes
    panel = view.clock_widget
    assert not view.clock.started and view.state.clock_state is None
    assert panel.time_label.text() == "90:00" and panel.minutes.value() == 90
    assert panel.status.text() == "Not started." and panel.start_button.isEnabled()


def test_autosave_round_trip_restores_the_running_clock(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    from referee_app.core.autosave import Autosaver, AutosaveStore

    wall = FakeTime()
    wall.t = WALL0
    first, now = _clock_view(qtbot, settings, wall)
    saver = Autosaver(first.context, None, first.state, folder=tmp_path, delay_ms=60_000)
    first.clock_widget.start_button.click()
    assert saver.pending  # the start is saved ...
    saver.flush()
    for _ in range(10):  # ... ticks are not
        now.t += 1
        wall.t += 1
        first.clock.poll()
    assert not saver.pending
    found = AutosaveStore(tmp_path, "table").newest()
    assert found is not None and found.document.kind == "table"
    # killed 20 minutes after the start; restarted 10 minutes later
    wall.t = WALL0 + 30 * 60
    saver.release()  # the first run is over: its slots are free for the next one
    second, _now2 = _clock_view(qtbot, settings, wall)
    restorer = Autosaver(second.context, None, second.state, folder=tmp_path, delay_ms=60_000)
    _case, table = restorer.restore()
    assert table is not None
    assert second.clock.text() == "60:00" and second.clock.running  # 90 - 30
    assert "Restored" in second.clock_widget.status.text()
    assert not restorer.pending  # nothing corrected: nothing to write again
    second.clock_widget.pause_button.click()
    assert restorer.pending
    restorer.release()
    # a third run hours later: the paused clock shows the same 60:00
    wall.t += 5 * 3600
    third, _now3 = _clock_view(qtbot, settings, wall)
    Autosaver(third.context, None, third.state, folder=tmp_path).restore()
    assert third.clock.text() == "60:00" and not third.clock.running


def test_autosave_keeps_a_clock_that_ran_out_while_closed(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    from referee_app.core.autosave import Autosaver, AutosaveStore
    from referee_app.core.case_files import TableFile

    wall = FakeTime()
    wall.t = WALL0
    first, _now = _clock_view(qtbot, settings, wall)
    saver = Autosaver(first.context, None, first.state, folder=tmp_path, delay_ms=60_000)
    first.clock_widget.start_button.click()
    saver.flush()
    wall.t += 2 * 3600  # two hours later: 90 minutes ran out while the app was closed
    saver.release()
    second, _now2 = _clock_view(qtbot, settings, wall)
    restorer = Autosaver(second.context, None, second.state, folder=tmp_path, delay_ms=60_000)
    restorer.restore()
    assert second.state.time_up_at == 0 and second.clock.text() == "00:00"
    assert restorer.pending  # the time-up and the stopped clock are saved
    restorer.flush()
    found = AutosaveStore(tmp_path, "table").newest()
    assert found is not None and isinstance(found.document, TableFile)
    assert found.document.table["time_up_at"] == 0
    assert found.document.table["clock"]["running"] is False


def test_new_game_and_end_game_ask_the_referee_first(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A misclick must not wipe a game's record or end it: both ask, and No (the default)
    # changes nothing. Before any hand, New game needs no question (nothing to lose).
    st = view.state
    asked: list[str] = []
    answer = {"yes": False}

    def confirm(self: TableView, title: str, question: str, detail: str) -> bool:
        asked.append(question)
        return answer["yes"]

    monkeypatch.setattr(TableView, "confirm", confirm)
    view.new_game_button.click()
    assert asked == []
    assert view.apply()["ok"]
    before = st.to_dict()
    view.new_game_button.click()
    assert len(asked) == 1 and asked[0].startswith("Start a new game?")
    assert st.to_dict() == before  # No: the hand and the scores stay
    view.end_game_button.click()
    assert len(asked) == 2 and not st.game_over
    answer["yes"] = True
    view.end_game_button.click()
    assert st.game_over
    view.new_game_button.click()
    assert not st.history and not st.game_over


def test_a_cut_name_keeps_its_wind_whole(view: TableView) -> None:
    # Ukrainian's default names at 1024 px read "Гравець…івдень)": the wind, which tells the
    # seats apart, lost its start. Only the name is cut now.
    from referee_app.views.table.table_widgets import SEAT_CHECK_TEXT_WIDTH, seat_check_shown

    metrics = view.riichi_checks[0].fontMetrics()
    text = "Гравець 2 (Південь)"
    wide = metrics.horizontalAdvance(text)
    shown = seat_check_shown(metrics, text)
    assert wide > SEAT_CHECK_TEXT_WIDTH  # the case that was cut
    assert shown.endswith(" (Південь)") and "…" in shown and shown.startswith("Гра")
    assert metrics.horizontalAdvance(shown) <= SEAT_CHECK_TEXT_WIDTH
    # a long name: cut in its middle, its wind whole
    long_shown = seat_check_shown(metrics, "Александра Константинопольская (Восток)")
    assert long_shown.endswith(" (Восток)") and "…" in long_shown
    assert metrics.horizontalAdvance(long_shown) <= SEAT_CHECK_TEXT_WIDTH
    # a text that fits, and one with no wind, as before
    assert seat_check_shown(metrics, "Boris (East)") == "Boris (East)"
    bare = seat_check_shown(metrics, "Александра Константинопольская")
    assert bare.startswith("Алекс") and bare.endswith("ская") and "…" in bare


def test_long_player_names_are_cut_on_the_form_and_shown_whole_on_hover(view: TableView) -> None:
    long_name = "Александра Константинопольская"
    view.state.set_seating([long_name, "Boris", "Vera", "Gleb"], 0)
    check = view.riichi_checks[0]
    assert "…" in check.text() and check.text() != f"{long_name} (Восток)"
    assert check.fontMetrics().horizontalAdvance(check.text()) <= 120
    # the whole name, with its wind, then what the tick means
    assert check.toolTip().startswith(long_name)
    assert check.toolTip().endswith(view.riichi_label.toolTip())
    # short names are shown as they are, with no tool tip to repeat them
    short = view.riichi_checks[1]
    assert short.text().startswith("Boris (")
    assert short.toolTip() == view.riichi_label.toolTip()
    # the winner's seat box stays narrow, and its list shows the name whole
    row = view.ron_winners[0]
    assert row.seat.maximumWidth() <= 170
    row.seat.setCurrentIndex(0)
    view_width = row.seat.view().minimumWidth()
    assert view_width >= row.seat.fontMetrics().horizontalAdvance(row.seat.itemText(0))


def test_rrc_uma_is_fixed_once_a_hand_is_applied(view: TableView) -> None:
    """RRC: chombo is twice the uma step (rrc.md §1 row 32 and the v1.5 notes: 40,000 at
    30/10, 20,000 at 15/5). A chombo applied at 30/10 is recorded as 40,000 off; switching
    to 15/5 afterwards would leave −40.0 where 15/5 means −20.0, so the box is locked."""
    view.context.set_ruleset(PRESETS["rrc"])
    assert view.uma_combo.isEnabled()
    chombo(view, 1)
    assert view.state.penalties == [0, -40000, 0, 0]
    assert not view.uma_combo.isEnabled()
    assert "new game" in view.uma_combo.toolTip()
    with pytest.raises(ValueError, match="fixed"):
        view.state.set_uma_choice(1)
    assert view.state.uma_choice == 0
    view.state.end_game()
    assert not view.uma_combo.isEnabled()  # still fixed on the final screen
    # final: scores all 30,000 (a chombo moves no points at the table), ties: everyone
    # 0 uma; the offender's result is the penalty alone, −40.0
    assert view.final_answer()["results"][1] == -40


def test_header_says_game_over_with_the_reason(view: TableView) -> None:
    st = view.state
    # EMA 2025, a timed session: the last hand is marked; a non-dealer's ron ends the game
    # (the dealer did not win, so no extra hand): "The time limit was reached"
    st.set_last_hand(True)
    ron(view, 2, [(1, 2, 30)])
    assert st.game_over and st.end_reason == "time_limit"
    assert view.round_label.text() == "Game over — " + labels.game_end_label("time_limit")
    assert "honba" not in view.round_label.text()
    assert view.state.undo()
    assert not st.game_over and "honba" in view.round_label.text()
    st.end_game()  # the referee's End game
    assert view.round_label.text() == "Game over — ended by the referee"


def test_impossible_han_and_fu_are_refused(view: TableView) -> None:
    """20 fu only as a pinfu tsumo (so a tsumo of 2 han or more); 25 fu only seven pairs
    (2 han or more). `settle` refuses the others (it used to pay 1 han 20 fu ron 700), and the
    fu list greys them from the engine's `possible_fu`."""
    row = view.ron_winners[0]
    view.discarder.setCurrentIndex(2)
    for han, fu in ((1, 20), (3, 20), (1, 25)):
        row.han.setValue(han)
        row.fu.setCurrentIndex(row.fu.findData(fu))
        assert not view.apply_button.isEnabled(), (han, fu)
        assert "fu" in view.deltas_label.text()
    row.han.setValue(2)
    row.fu.setCurrentIndex(row.fu.findData(25))  # 2 han 25 fu ron: seven pairs
    assert view.apply_button.isEnabled()
    tsumo_row = view.tsumo_winner
    view.set_outcome_kind("tsumo")
    tsumo_row.han.setValue(1)
    tsumo_row.fu.setCurrentIndex(tsumo_row.fu.findData(20))
    assert not view.apply_button.isEnabled()
    tsumo_row.han.setValue(2)  # pinfu tsumo
    assert view.apply_button.isEnabled()
    # the list greys what cannot be: on the ron row 20 fu never, 25 fu from 2 han
    model = row.fu.model()
    assert isinstance(model, QStandardItemModel)
    row.han.setValue(1)
    enabled = {fu: model.item(i).isEnabled() for i, fu in enumerate(FU_STEPS)}
    assert not enabled[20] and not enabled[25] and enabled[30]
    row.han.setValue(2)
    assert not model.item(FU_STEPS.index(20)).isEnabled()
    assert model.item(FU_STEPS.index(25)).isEnabled()


def test_history_tip_names_riichi_tenpai_and_nagashi(view: TableView) -> None:
    st = view.state
    view.context.set_ruleset(PRESETS["tenhou"])  # nagashi mangan counts there
    for seat, name in enumerate(["Anna", "Boris", "Vera", "Gleb"]):
        st.set_name(seat, name)
    view.set_outcome_kind("draw")
    _riichi(view, [1])
    view.tenpai_checks[1].setChecked(True)
    view.nagashi_checks[3].setChecked(True)
    assert view.apply()["ok"]
    item = view.history_list.item(0)
    assert item is not None
    tip = item.toolTip().splitlines()[0]
    assert "tenpai: Boris" in tip
    assert "nagashi mangan: Gleb" in tip
    assert "riichi: Boris" in tip


@pytest.mark.parametrize("width", [1100, 1008])
def test_preview_reason_column_has_the_room(qtbot: QtBot, view: TableView, width: int) -> None:
    """Long names are cut in From/To (their tool tips have them whole); Reason gets the rest
    and shows its text whole in the window of a 1366 px screen (1,100 px). In that of a
    1024 px screen (1,008 px) the form keeps its least width and Reason gives way: cut with
    "…", whole in its tool tip. (Measured once the view is laid out: read at once after
    show(), the form had half the width, less than it needs, and Reason looked whole.)"""
    view.resize(width, 700)
    view.show()
    qtbot.waitExposed(view)
    for seat in range(4):
        view.state.set_name(seat, f"Alexandra Konstantinopolskaya {seat}")
    view.discarder.setCurrentIndex(0)
    _riichi(view, [0])
    view.ron_winners[0].set_hand(3, 30)
    # longer names widen the seat boxes: laid out again over a few passes of the event loop
    qtbot.waitUntil(lambda: view.form.width() >= view.form.minimumSizeHint().width())
    table = view.preview_table
    header = table.horizontalHeader()
    assert header.sectionSize(0) <= PREVIEW_NAME_WIDTH
    assert header.sectionSize(1) <= PREVIEW_NAME_WIDTH
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        reason = _cell(table, row, 3)
        item = table.item(row, 3)
        assert item is not None and item.toolTip() == reason
        if width == 1100:
            assert metrics.horizontalAdvance(reason) + 8 <= header.sectionSize(3), reason


def test_time_up_note_does_not_move_the_seat_cards(qtbot: QtBot, settings: Settings) -> None:
    """Time is up (RRC): the note appears under the preview and the seat cards stay where
    they were (in the header it pushed them down). The clock is started but not run out:
    its own status line (game_clock.py) is not what this test is about."""
    now = FakeTime()
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    state = TableState(context)
    view = TableView(context, state, clock=GameClock(now=now))
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    view.clock_widget.start_button.click()
    QCoreApplication.processEvents()
    before = view.cards[0].mapTo(view, view.cards[0].rect().topLeft())
    state.record_time_up()
    QCoreApplication.processEvents()
    assert state.time_up and view.time_note.isVisible() and view.time_note.text()
    assert view.preview_box.isAncestorOf(view.time_note)
    layout = view.content.layout()
    assert layout is not None
    layout.activate()
    assert view.cards[0].mapTo(view, view.cards[0].rect().topLeft()) == before


def test_seating_is_correct_hands_the_keyboard_to_the_result_form(
    qtbot: QtBot, view: TableView
) -> None:
    # Issue 16.3: the focus fell to Player 1's name with its text selected: the next key
    # overwrote the name.
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.state.set_seating(["Anna", "Boris", "Vera", "Gleb"], 0)
    assert view.seating_banner.isVisible()
    view.seating_ok_button.setFocus()
    QTest.keyClick(view.seating_ok_button, Qt.Key.Key_Space)  # "Seating is correct"
    assert not view.seating_banner.isVisible()
    assert QApplication.focusWidget() is view.outcome_buttons["ron"]
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_X)
    assert view.cards[0].name.text() == "Anna"


def test_new_game_starts_from_an_empty_form(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 16.8: the previous game's ticks, winners, han and offender stayed, with a live
    # preview: one Apply posted a stale result into the new game.
    monkeypatch.setattr(TableView, "confirm", lambda *_args: True)
    ron(view, 0, [(1, 3, 40)])
    view.set_outcome_kind("ron")
    _riichi(view, [2, 3])
    view.discarder.setCurrentIndex(2)
    view.ron_winners[0].seat.setCurrentIndex(3)
    view.ron_winners[0].set_hand(5, 40)
    view.ron_winners[1].enabled.setChecked(True)
    view.ron_winners[1].set_hand(2, 30)
    view.offender.setCurrentIndex(3)
    view.show_message("Chombo entered for Gleb: check the preview, then apply.")
    view.form_edited()
    assert view.apply_button.isEnabled()
    assert view.new_game()
    assert not any(c.isChecked() for c in view.riichi_checks)
    assert not view.ron_winners[1].enabled.isChecked()
    assert not view.ron_winners[2].enabled.isChecked()
    first = view.ron_winners[0]
    assert (first.han.value(), first.fu.currentData(), first.yakuman.value()) == (1, 30, 0)
    assert view.discarder.currentData() == 0 and first.seat.currentData() == 1
    assert view.offender.currentData() == 0
    assert view.outcome_kind() == "ron"
    assert view.message.text() == ""
    assert view.preview_table.rowCount() == 0 and not view.apply_button.isEnabled()
    assert "hand 1" in view.next_label.text()
    view.ron_winners[0].han.setValue(2)  # a result entered: the preview comes back
    assert view.preview_table.rowCount() > 0 and view.apply_button.isEnabled()


@pytest.mark.parametrize("flag", ["riichi", "double_riichi"])
def test_from_hand_view_carries_riichi_over_and_warns_when_the_form_disagrees(
    view: TableView, flag: str
) -> None:
    # Issue 16.7: 4 han taken with riichi, "Riichi declared" left empty: no stick collected.
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    # TANYAO_DORA with riichi: riichi 1 + tanyao 1 + dora 1 = 3 han, 40 fu (no ura given);
    # with double riichi: 2 + 1 + 1 = 4 han, 40 fu
    hand.request = {**TANYAO_DORA, "riichi": flag == "riichi", "double_riichi": flag != "riichi"}
    han = 3 if flag == "riichi" else 4
    hand.result = {"ok": True, "han": han, "fu": 40, "yakuman": 0}
    hand.seat_wind = "S"  # seat 1 while seat 0 deals
    row = view.ron_winners[0]
    row.from_hand.click()
    assert (row.han.value(), row.fu.currentData(), row.seat.currentData()) == (han, 40, 1)
    assert view.riichi_checks[1].isChecked()
    assert "Riichi declared" in view.message.text()
    assert ("Double riichi" in view.message.text()) is (flag == "double_riichi")
    assert view.warning_label.isHidden()  # form and hand agree
    # the preview collects seat 1's stick: 1,000 from seat 1 to the pot, paid back as winner
    assert any(t.get("reason") == "riichi_stick" for t in view.state.preview(
        view.current_outcome(), view.current_riichi()).get("transfers", []))  # fmt: skip
    view.riichi_checks[1].setChecked(False)  # the form now disagrees with the hand
    assert not view.warning_label.isHidden()
    assert "no riichi stick would be collected" in view.warning_label.text()


def test_a_tick_for_a_hand_taken_without_riichi_is_questioned(view: TableView) -> None:
    hand = view.hand_state
    assert isinstance(hand, FakeHandState)
    hand.request = dict(TANYAO_DORA)
    hand.result = {"ok": True, "han": 2, "fu": 40, "yakuman": 0}
    hand.seat_wind = "S"
    view.ron_winners[0].from_hand.click()
    assert not view.riichi_checks[1].isChecked() and view.warning_label.isHidden()
    view.riichi_checks[1].setChecked(True)
    assert "has no riichi" in view.warning_label.text()


def test_head_bump_keeps_every_claimant_and_says_who_takes_the_win(view: TableView) -> None:
    # Issue 16.6: under WRC the second winner's row vanished without a word.
    view.context.set_ruleset(PRESETS["wrc"])
    assert view.state.ruleset.multi_ron == "head_bump"
    view.state.set_seating(["Anna", "Boris", "Vera", "Gleb"], 0)
    second = view.ron_winners[1]
    assert not second.enabled.isHidden() and not second.seat.isHidden()
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(0)  # Anna deals in
    view.ron_winners[0].seat.setCurrentIndex(2)  # Vera claims
    view.ron_winners[0].set_hand(2, 30)
    second.enabled.setChecked(True)
    second.seat.setCurrentIndex(1)  # Boris claims too
    second.set_hand(1, 30)
    view.form_edited()
    # rulesets.md, WRC: head bump; play runs counter-clockwise (East, South, West, North), so
    # from Anna (East) Boris (South) is the first claimant: he alone wins (1 han 30 fu from a
    # non-dealer: 1,000), Vera is passed over.
    assert view.head_bump_label.isVisible() or not view.isVisible()
    text = view.head_bump_label.text()
    assert text.startswith("Head bump (atamahane): Boris takes the win")
    assert "counter-clockwise from the discarder" in text and "Vera does not win" in text
    assert text in view.warning_label.text()  # the preview says it too
    rows = [
        (_cell(view.preview_table, r, 0), _cell(view.preview_table, r, 1))
        for r in range(view.preview_table.rowCount())
    ]
    assert ("Anna", "Boris") in rows and all(to != "Vera" for _frm, to in rows)
    # under a ruleset that pays every winner: no such line
    view.context.set_ruleset(PRESETS["ema"])
    view.state.new_game()
    view.set_outcome_kind("ron")
    view.ron_winners[0].seat.setCurrentIndex(2)
    second.enabled.setChecked(True)
    second.seat.setCurrentIndex(1)
    view.form_edited()
    assert view.head_bump_label.text() == ""


def test_banners_never_move_the_form(qtbot: QtBot, view: TableView) -> None:
    # Issue 16.4: the layout jumped ~38 px when the "check seating" or the ruleset-mismatch
    # banner came or went (two misclicks seen).
    view.resize(1366, 700)
    view.show()
    qtbot.waitExposed(view)

    def form_y() -> tuple[int, int]:
        qtbot.wait(1)  # the layout follows the banners
        first = view.outcome_buttons["ron"]
        return first.mapTo(view, first.rect().topLeft()).y(), view.cards[0].y()

    st = view.state
    assert view.seating_banner.isVisible() and not view.ruleset_banner.isVisible()
    with_seating = form_y()
    view.confirm_seating()
    assert not view.seating_banner.isVisible()
    assert form_y() == with_seating
    ron(view, 0, [(1, 1, 30)])  # a hand applied keeps the game under EMA…
    view.context.set_ruleset(PRESETS["rrc"])  # …the selector shows another one: the banner
    assert st.ruleset_differs and view.ruleset_banner.isVisible()
    assert form_y() == with_seating
    view.context.set_ruleset(st.ruleset)
    assert not view.ruleset_banner.isVisible()
    assert form_y() == with_seating


def test_numbers_from_assumed_values_are_marked_in_preview_and_final(view: TableView) -> None:
    # Issue 16.9: RRC's chombo (40,000: twice the uma step) and uma are assumed values; they
    # were shown at the table with no mark. RRC: a chombo is taken off the final score after
    # uma, so the preview has no transfer but the deduction line; the final results follow
    # the assumed uma.
    view.context.set_ruleset(PRESETS["rrc"])
    view.state.new_game()
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(1)
    view.form_edited()
    assumed = view._preview.get("assumed") if view._preview else None
    assert assumed == ["chombo_points", "chombo_uma_steps"]
    assert "* Chombo" in view.warning_label.text()
    assert "*" not in view.deltas_label.text()  # nothing changes hands now: no number marked
    # a ron under RRC reads nothing assumed: no mark
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(0)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(2, 30)
    view.form_edited()
    assert all(
        "*" not in _cell(view.preview_table, r, 2) for r in range(view.preview_table.rowCount())
    )
    assert "* " not in view.warning_label.text()
    # the game ends: every result carries the mark, the note says the uma is assumed
    view.state.end_game()
    final = view.final_box
    results = [_cell(final.table, r, final.table.columnCount() - 1) for r in range(4)]
    assert all(text.endswith("*") for text in results), results
    assert "* Uma — Uma 30/10 as in the current rules" in final.note.text()
    item = final.table.item(0, final.table.columnCount() - 1)
    assert item is not None and "Uma" in item.toolTip()


def test_a_chombo_paid_at_the_table_under_an_assumed_mode_is_marked(view: TableView) -> None:
    # EMA 2012: the chombo is paid at the table as a reverse mangan, an assumed mode: each
    # amount in the preview carries the mark (non-dealer offender: 4,000 to the dealer and
    # 2,000 to each other player).
    view.context.set_ruleset(PRESETS["ema2012"])
    view.state.new_game()
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(2)
    view.form_edited()
    amounts = [_cell(view.preview_table, r, 2) for r in range(view.preview_table.rowCount())]
    assert sorted(amounts) == sorted(
        [f"{labels.points_text(4000)}*", *[f"{labels.points_text(2000)}*"] * 2]
    )
    tip = view.preview_table.item(0, 2)
    assert tip is not None and "Chombo" in tip.toolTip()


def test_after_the_game_no_empty_preview_takes_half_the_window(
    qtbot: QtBot, view: TableView
) -> None:
    # Issue 16.12: once the game was over an empty preview took half the window.
    view.resize(1366, 700)
    view.show()
    qtbot.waitExposed(view)
    half = view.preview_box.width()
    view.state.end_game()
    qtbot.wait(1)
    assert view.preview_table.isHidden()
    assert view.preview_box.width() < half
    assert view.final_box.width() > view.preview_box.width()
    assert view.show_button.isVisible()  # the final standings can still be shown


def test_after_the_game_the_history_takes_the_room_the_form_had(
    qtbot: QtBot, view: TableView
) -> None:
    # The four final results need four rows: the room the result form had goes to the
    # history (the record the referee reads and corrects), not to an empty table.
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    during = view.history_list.height()
    view.state.end_game()
    qtbot.wait(1)
    table = view.final_box.table
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.rowCount() == 4
    # the table no taller than its header, four rows and its frame
    assert table.height() <= table.horizontalHeader().height() + rows + 2 * table.frameWidth() + 2
    assert view.history_list.height() > during
    # a new game brings the form back at its height
    view.state.new_game()
    qtbot.wait(1)
    assert view.left.currentWidget() is view.entry_box
    assert view.history_list.height() == during


def test_a_player_named_with_a_placeholder_keeps_the_name_in_a_warning(view: TableView) -> None:
    """The noten-riichi warning fills the name (%1) and the ruleset (%2): a player called
    "A%2" must read as typed, not as "A" followed by the ruleset's name."""
    view.state.set_name(0, "A%2")
    view.set_outcome_kind("draw")
    _riichi(view, [0])  # riichi, not ticked tenpai: EMA 2025 makes it a chombo
    view.form_edited()
    texts = [text for text, _seat in view.form_warnings()]
    assert texts, "the noten riichi is named"
    assert texts[0].startswith("A%2 declared riichi but is not ticked tenpai: under EMA 2025")


def _chombo_shown(view: TableView, ruleset: str, offender: int) -> None:
    """A new game under `ruleset`, a chombo by `offender` entered and shown to the table."""
    view.context.set_ruleset(PRESETS[ruleset])
    view.state.new_game()
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(offender)
    view.form_edited()
    view.show_to_table()


def test_the_table_display_marks_assumed_amounts_and_says_why_at_its_foot(
    each_language: str, view: TableView
) -> None:
    # The large-type display showed the amounts of an assumed value with no mark. EMA 2012: a
    # chombo is paid at the table as a reverse mangan (an assumed mode). Non-dealer offender
    # (seat 2): 4,000 to the dealer and 2,000 to each other player, so the changes are
    # +4,000 / +2,000 / -8,000 / +2,000, each marked.
    _chombo_shown(view, "ema2012", 2)
    overlay = view.overlay
    assert overlay is not None
    changes = [row[2] for row in overlay.grid_texts()[1:]]
    assert changes == [f"{labels.signed_points_text(d)}*" for d in (4000, 2000, -8000, 2000)]
    payments = overlay.lines.text().splitlines()[:3]
    paid = (4000, 2000, 2000)
    assert all(labels.points_text(p) + "*" in line for line, p in zip(payments, paid, strict=True))
    # nobody at the table can hover: the note stands at the foot (and is the tool tip too)
    assert not overlay.notes.isHidden()
    assert overlay.notes.text().startswith(f"* {labels.rule_field_label('chombo_mode')} — ")
    assert overlay.grid_host.toolTip() == overlay.notes.text()
    if each_language != "en":
        assert CYRILLIC.search(overlay.notes.text()), overlay.notes.text()
    # RRC: the chombo is 2 x 20,000 (uma 30/10) off the final score after uma: nothing changes
    # hands now, the deduction is marked in what comes next
    overlay.hide()
    _chombo_shown(view, "rrc", 1)
    assert f"{labels.points_text(40000)}*" in overlay.lines.text()
    assert all("*" not in row[2] for row in overlay.grid_texts()[1:])
    assert len(overlay.notes.text().splitlines()) == 2  # chombo_points, chombo_uma_steps
    # the game ends: RRC's uma is assumed, every final result is marked
    overlay.hide()
    view.state.end_game()
    view.show_to_table()
    results = [row[3] for row in overlay.grid_texts()[1:]]
    assert all(text.endswith("*") for text in results), results
    assert overlay.notes.text().startswith(f"* {labels.rule_field_label('uma')} — ")


def test_the_table_display_has_no_mark_where_nothing_is_assumed(
    each_language: str, view: TableView
) -> None:
    # EMA 2025, a ron of 3 han 30 fu by seat 1 off seat 2: 3,900, nothing assumed
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(2)
    view.ron_winners[0].seat.setCurrentIndex(1)
    view.ron_winners[0].set_hand(3, 30)
    view.form_edited()
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None
    assert overlay.grid_texts()[2][2] == labels.signed_points_text(3900)
    assert all("*" not in cell for row in overlay.grid_texts() for cell in row)
    assert "*" not in overlay.lines.text()
    assert overlay.notes.isHidden() and overlay.notes.text() == ""
    assert overlay.grid_host.toolTip() == ""


def test_a_penalty_from_an_assumed_value_is_marked_on_the_seat_card(
    each_language: str, view: TableView
) -> None:
    # RRC: a chombo is 40,000 off the final score (twice the uma step at 30/10), assumed; the
    # card shows the penalty so far with the mark and the notes in its tool tip
    view.context.set_ruleset(PRESETS["rrc"])
    view.state.new_game()
    assert view.state.apply({"type": "chombo", "offender": 1}, [])["ok"]
    card = view.cards[1].extra
    assert card.text().endswith(f"{labels.signed_points_text(-40000)}*"), card.text()
    assert card.toolTip().startswith(f"* {labels.rule_field_label('chombo_points')} — ")
    # EMA 2025: 20,000 after uma, read in the text
    view.context.set_ruleset(PRESETS["ema"])
    view.state.new_game()
    assert view.state.apply({"type": "chombo", "offender": 1}, [])["ok"]
    assert card.text().endswith(labels.signed_points_text(-20000)), card.text()
    assert card.toolTip() == ""
