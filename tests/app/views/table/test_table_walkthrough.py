"""Problems a usability walkthrough of a whole game found in the Table tab, each pinned down.

Expected points are worked out by hand from shared/rules/rulesets.md: §A2 and the reference
values of §C ("dealer ron 4-30 11,600, 12,000 with kiriage"; kiriage: EMA 2025 yes, Tenhou
no), matrix D for payments, A1 for the final results; noten riichi from §A5 / §F and the
penalty catalogue (EMA: chombo; Tenhou: no catalogue, the software shows every hand).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut, QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.case_files import TableFile, apply_table, table_from_state
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table.table_view import TableView

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


class _Hand:
    result: dict[str, Any] | None = None


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> TableView:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema"])
    state = TableState(context)
    state.set_seating(NAMES, 0)
    v = TableView(context, state, _Hand())
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _ron(v: TableView, discarder: int, winner: int, han: int, fu: int) -> None:
    v.set_outcome_kind("ron")
    v.discarder.setCurrentIndex(discarder)
    v.ron_winners[0].seat.setCurrentIndex(winner)
    v.ron_winners[0].set_hand(han, fu)
    v.form_edited()


def _dealer_4_30(v: TableView) -> int:
    """The previewed payment of a ron by the dealer (seat 0 dealt, still deals) for 4-30."""
    _ron(v, (v.state.dealer + 1) % 4, v.state.dealer, 4, 30)
    preview = v._preview
    assert preview is not None
    return int(preview["deltas"][v.state.dealer])


# --- 1. the game keeps its ruleset ----------------------------------------------------------


def test_selector_change_leaves_a_running_game_alone(view: TableView) -> None:
    st = view.state
    _ron(view, 2, 1, 1, 30)  # Vera deals in to Boris: 1-30 = 1,000 (non-dealer)
    assert view.apply()["ok"]
    assert st.scores == [30000, 31000, 29000, 30000]
    # Boris now deals (East 2). Dealer ron 4-30 under EMA 2025 (kiriage): 12,000
    assert _dealer_4_30(view) == 12000
    assert view.ruleset_banner.isHidden()
    view.context.set_ruleset(PRESETS["tenhou"])
    # the walkthrough saw 11,600 (Tenhou, no kiriage) here: the game is still EMA's
    assert st.ruleset.id == "ema"
    assert _dealer_4_30(view) == 12000
    assert view.ruleset_label.text() == "Ruleset: EMA 2025"
    assert not view.ruleset_banner.isHidden()
    assert view.ruleset_banner_label.text() == (
        "This game is played under EMA 2025 (the selector shows Tenhou)."
    )
    # the form follows the game too: EMA 2025 has no abortive draws
    assert not view.outcome_buttons["abortive"].isEnabled()
    # the final results use EMA's uma (15/5), not Tenhou's 20/10
    assert st.final_request()["ruleset"] == "ema"
    # the Hand tab's ruleset (the selector's) is untouched
    assert view.context.ruleset.id == "tenhou"


def test_switching_the_games_ruleset_asks_and_applies_from_the_next_hand(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = view.state
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    view.context.set_ruleset(PRESETS["tenhou"])
    asked: list[str] = []
    answer = False

    def confirm(title: str, question: str, detail: str) -> bool:
        asked.append(question)
        return answer

    monkeypatch.setattr(view, "confirm", confirm)
    view.ruleset_switch_button.click()
    assert asked == ["Settle this game under Tenhou from hand 2 on?"]
    assert st.ruleset.id == "ema"  # No: nothing changed
    answer = True
    view.ruleset_switch_button.click()
    assert st.ruleset.id == "tenhou" and view.ruleset_banner.isHidden()
    assert st.scores == [30000, 31000, 29000, 30000]  # the hand applied stays as settled
    assert st.history[0]["request"]["ruleset"] == "ema"
    assert _dealer_4_30(view) == 11600  # Tenhou: no kiriage
    assert view.context.ruleset.id == "tenhou"


def test_undo_goes_back_to_the_ruleset_the_hand_was_played_under(view: TableView) -> None:
    st = view.state
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]  # hand 1 under EMA 2025
    view.context.set_ruleset(PRESETS["tenhou"])
    st.set_game_ruleset()
    _ron(view, 3, 1, 1, 30)  # hand 2 under Tenhou: Boris deals, 1-30 dealer ron 1,500
    assert view.apply()["ok"]
    assert st.history[1]["request"]["ruleset"] == "tenhou"
    assert st.scores == [30000, 31000 + 1500, 29000, 30000 - 1500]
    assert st.undo() and st.ruleset.id == "tenhou"  # hand 2 was played under Tenhou
    assert st.undo() and st.ruleset.id == "ema"  # hand 1 under EMA 2025
    assert st.scores == [30000] * 4


def test_switch_before_the_first_hand_needs_no_question(
    view: TableView, monkeypatch: pytest.MonkeyPatch
) -> None:
    st = view.state
    # the game follows the selector until a hand is applied; a game loaded under another
    # ruleset shows the banner, and the switch restarts from the new starting points at once
    data = st.to_dict()
    data["ruleset"] = "tenhou"
    st.load_dict(data)
    assert st.ruleset.id == "tenhou" and st.scores == [30000] * 4  # as saved
    assert not view.ruleset_banner.isHidden()
    monkeypatch.setattr(view, "confirm", lambda *a: pytest.fail("asked"))
    assert view.switch_game_ruleset()
    assert st.ruleset.id == "ema" and st.scores == [30000] * 4


def test_new_game_takes_the_selectors_ruleset(view: TableView) -> None:
    st = view.state
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    view.context.set_ruleset(PRESETS["tenhou"])
    assert st.ruleset.id == "ema"
    st.new_game()
    assert st.ruleset.id == "tenhou" and st.scores == [25000] * 4  # Tenhou starts at 25,000


def test_table_files_keep_the_games_ruleset(view: TableView, settings: Settings) -> None:
    st, context = view.state, view.context
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    context.set_ruleset(PRESETS["tenhou"])
    data = st.to_dict()
    assert data["ruleset"] == "ema"
    document = table_from_state(context, st)
    assert document.ruleset_json == "ema"  # the file says what the game is played under
    # opened in another app whose selector shows RRC
    other_context = AppContext(settings)
    other_context.set_ruleset(PRESETS["rrc"])
    other = TableState(other_context)
    apply_table(TableFile.from_json(document.to_json()), other_context, other)
    assert other.ruleset.id == "ema" and other.scores == st.scores
    # then the autosave restores the hand, which selects the hand's ruleset: the game stays
    other_context.set_ruleset(PRESETS["wrc"])
    assert other.ruleset.id == "ema" and other.ruleset_differs


def test_an_old_table_file_keeps_the_ruleset_it_was_saved_with(
    view: TableView, settings: Settings
) -> None:
    st = view.state
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    data = st.to_dict()
    del data["ruleset"]  # written before the game kept its own ruleset
    old = TableFile(table=data, ruleset_json="ema")
    context = AppContext(settings)
    context.set_ruleset(PRESETS["tenhou"])
    state = TableState(context)
    apply_table(old, context, state)  # selects the file's ruleset, then loads
    assert state.ruleset.id == "ema"
    context.set_ruleset(PRESETS["tenhou"])
    assert state.ruleset.id == "ema"


def test_a_bad_ruleset_in_a_table_file_is_refused(view: TableView) -> None:
    data = view.state.to_dict()
    data["ruleset"] = "no-such-ruleset"
    before = view.state.to_dict()
    with pytest.raises(ValueError, match="ruleset"):
        view.state.load_dict(data)
    assert view.state.to_dict() == before


# --- 2. one click, one hand -------------------------------------------------------------------


def test_a_second_click_cannot_record_the_hand_twice(view: TableView, qtbot: QtBot) -> None:
    st = view.state
    view.show()
    _ron(view, 2, 1, 3, 30)  # 3-30 non-dealer ron: 30 x 2^5 = 960 x 4 = 3,840 -> 3,900
    view.riichi_checks[1].setChecked(True)
    view.ron_winners[0].pao.setCurrentIndex(0)
    view.confirm_seating()  # (Apply asks for the seating first otherwise)
    QTest.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(view.apply_button, Qt.MouseButton.LeftButton)  # a second click, 1 s on
    assert len(st.history) == 1
    assert st.scores == [30000, 30000 + 3900, 30000 - 3900, 30000]  # his own stick came back
    # the form holds no result: no tick, no extra winner, no value; Apply is off
    assert not any(c.isChecked() for c in view.riichi_checks)
    assert view.ron_winners[0].han.value() == 1 and view.ron_winners[0].fu.currentData() == 30
    assert not view.apply_button.isEnabled() and not view.show_button.isEnabled()
    # the preview keeps the hand just applied in sight, said to be applied
    assert view.preview_table.rowCount() > 0
    assert view.next_label.text().startswith(
        "Hand 1 was applied as shown. Enter the result of hand 2"
    )
    # Ctrl+Enter does nothing either
    view.apply_if_ready()
    assert len(st.history) == 1
    # entering the next hand brings the preview and Apply back
    view.ron_winners[0].han.setValue(2)
    assert view.apply_button.isEnabled() and view.preview_table.rowCount() == 1


def test_clicking_the_chosen_outcome_starts_the_next_entry(view: TableView, qtbot: QtBot) -> None:
    # the next hand may well be a 1-30 ron again: a click on "Ron" says so
    view.show()
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    assert not view.apply_button.isEnabled()
    QTest.mouseClick(view.outcome_buttons["ron"], Qt.MouseButton.LeftButton)
    assert view.apply_button.isEnabled()


# --- 3. noten riichi at an exhaustive draw ----------------------------------------------------


def test_noten_riichi_at_a_draw_warns_and_offers_chombo(view: TableView) -> None:
    view.set_outcome_kind("draw")
    view.riichi_checks[0].setChecked(True)
    view.riichi_checks[2].setChecked(True)
    view.tenpai_checks[2].setChecked(True)
    # EMA 2025 (the 2016 catalogue, §3.4.6(b)): riichi on a noten hand, found at the draw, is
    # a chombo; Vera is tenpai, so only Anna is named
    assert view.warning_label.text() == (
        "Anna declared riichi but is not ticked tenpai: under EMA 2025, noten riichi at an "
        "exhaustive draw is: chombo."
    )
    assert not view.warning_label.isHidden()
    assert [b.isHidden() for b in view.chombo_buttons] == [False, True, True, True]
    assert view.apply_button.isEnabled()  # the referee decides
    view.chombo_buttons[0].click()
    assert view.outcome_kind() == "chombo" and view.offender.currentData() == 0
    assert view.warning_label.isHidden()


def test_noten_riichi_under_tenhou_has_no_chombo_button(view: TableView) -> None:
    view.context.set_ruleset(PRESETS["tenhou"])  # no hand yet: the game follows
    view.set_outcome_kind("draw")
    view.riichi_checks[3].setChecked(True)
    assert "Gleb declared riichi but is not ticked tenpai" in view.warning_label.text()
    assert "Tenhou has no penalty" in view.warning_label.text()
    assert all(b.isHidden() for b in view.chombo_buttons)
    view.tenpai_checks[3].setChecked(True)
    assert view.warning_label.isHidden()


# --- 8. four riichi only with four riichi ticked ---------------------------------------------


def test_four_riichi_is_offered_only_with_four_riichi_ticked(view: TableView) -> None:
    view.context.set_ruleset(PRESETS["tenhou"])  # Tenhou has the four-riichi abortive draw
    view.set_outcome_kind("abortive")
    combo = view.abortive_reason
    index = combo.findData("four_riichi")
    model = combo.model()
    assert isinstance(model, QStandardItemModel) and index >= 0
    item = model.item(index)
    assert item is not None
    view.riichi_checks[0].setChecked(True)
    view.riichi_checks[1].setChecked(True)
    assert not item.isEnabled()
    combo.setCurrentIndex(index)  # chosen anyway (e.g. before a tick was taken back)
    # the engine refuses it (all four must have declared): the form says why in words
    assert view.deltas_label.text() == (
        "Four riichi: tick all four players under “Riichi declared”, or choose another reason."
    )
    assert not view.apply_button.isEnabled()
    for check in view.riichi_checks:
        check.setChecked(True)
    assert item.isEnabled() and view.apply_button.isEnabled()
    assert view._preview is not None
    assert view._preview["deltas"] == [-1000, -1000, -1000, -1000]  # four sticks on the table


# --- 4. final results ---------------------------------------------------------------------------


def test_final_standings_can_be_shown_to_the_table(view: TableView) -> None:
    st = view.state
    view.show()
    _ron(view, 2, 1, 1, 30)
    assert view.apply()["ok"]
    st.end_game()
    assert not view.end_game_button.isEnabled()
    assert view.show_button.isEnabled()
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None and overlay.isVisible()
    # EMA: (score - 30,000) / 1,000 + uma 15/5/-5/-15. Boris 31,000 first: +1 + 15 = +16.0;
    # Anna and Gleb tie at 30,000: EMA splits the 2nd and 3rd uma, 0 each; Vera 29,000: -16.0
    rows = overlay.grid_texts()
    assert rows[0] == ["Place", "Player", "Score", "Result"]
    assert rows[1] == ["1", "Boris (East)", "31,000", "+16.0"]
    assert rows[4] == ["4", "Vera (South)", "29,000", "\N{MINUS SIGN}16.0"]


# --- 5. history lines ---------------------------------------------------------------------------


def test_history_line_has_the_value_and_names_each_change(view: TableView) -> None:
    _ron(view, 2, 1, 3, 30)  # 3-30 non-dealer: 3,900 (worked above)
    assert view.apply()["ok"]
    _ron(view, 3, 1, 4, 40)  # Boris now deals: 4-40 is a mangan, dealer 12,000
    assert view.apply()["ok"]
    first, second = view.history_list.item(0), view.history_list.item(1)
    assert first is not None and second is not None
    assert first.text() == (
        "1. East 1, 0 honba — Ron: Boris (3 han, 30 fu) ← Vera · Boris +3,900, Vera −3,900"
    )
    # a non-dealer win passed the deal with no counter: East 2, 0 honba; dealer mangan 12,000
    assert second.text() == (
        "2. East 2, 0 honba — Ron: Boris (Mangan) ← Gleb · Boris +12,000, Gleb −12,000"
    )
    tip = second.toolTip()
    assert "Mangan: 4 han, 40 fu" in tip and "Anna: 0 → 30,000" in tip
    assert "Ruleset: EMA 2025" in tip
    policy = view.history_list.horizontalScrollBarPolicy()
    assert policy == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


# --- 6. show to the table -----------------------------------------------------------------------


def test_show_to_the_table_fills_the_window_with_the_scores_after(
    view: TableView, qtbot: QtBot
) -> None:
    view.show()
    _ron(view, 2, 1, 3, 30)
    view.show_to_table()
    overlay = view.overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.geometry() == view.window().rect()
    assert overlay.title.text() == "East 1, 0 honba — Ron: Boris (3 han, 30 fu) ← Vera"
    assert overlay.title.font().pointSizeF() >= 20
    assert overlay.grid_texts() == [
        ["Player", "Now", "Change", "After"],
        ["Anna (East)", "30,000", "0", "30,000"],
        ["Boris (South)", "30,000", "+3,900", "33,900"],
        ["Vera (West)", "30,000", "\N{MINUS SIGN}3,900", "26,100"],
        ["Gleb (North)", "30,000", "0", "30,000"],
    ]
    QTest.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()


# --- 7. keyboard ---------------------------------------------------------------------------------


def test_tab_runs_top_to_bottom_and_leaves_the_tables(view: TableView, qtbot: QtBot) -> None:
    assert not view.preview_table.tabKeyNavigation()
    assert not view.final_table.tabKeyNavigation()
    order: list[QWidget] = []
    widget: QWidget = view.cards[0].name
    for _ in range(200):
        order.append(widget)
        nxt = widget.nextInFocusChain()
        if nxt is view.cards[0].name or nxt is None:
            break
        widget = nxt
    pos = {id(w): i for i, w in enumerate(order)}

    def at(w: QWidget) -> int:
        return pos[id(w)]

    assert at(view.cards[0].name) < at(view.cards[3].name) < at(view.outcome_buttons["ron"])
    assert at(view.outcome_buttons["ron"]) < at(view.riichi_checks[0]) < at(view.discarder)
    assert at(view.discarder) < at(view.ron_winners[0].han) < at(view.preview_table)
    assert at(view.preview_table) < at(view.apply_button) < at(view.history_list)
    assert at(view.history_list) < at(view.undo_button) < at(view.new_game_button)
    # a real Tab from the preview table goes on to the buttons
    view.show()
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.preview_table.setFocus()
    QTest.keyClick(view.preview_table, Qt.Key.Key_Tab)
    assert not view.preview_table.hasFocus()


def test_ctrl_enter_applies_and_the_tooltip_says_so(view: TableView) -> None:
    assert "Ctrl+Enter" in view.apply_button.toolTip()
    keys = [
        sc.key()
        for sc in view.findChildren(QShortcut)
        if sc.key().matches(QKeySequence("Ctrl+Return")) == QKeySequence.SequenceMatch.ExactMatch
        or sc.key().matches(QKeySequence("Ctrl+Enter")) == QKeySequence.SequenceMatch.ExactMatch
    ]
    assert len(keys) == 2
    view.show()
    view.confirm_seating()  # (Apply asks for the seating first otherwise)
    _ron(view, 2, 1, 1, 30)
    for sc in view.findChildren(QShortcut):
        if sc.key().matches(QKeySequence("Ctrl+Return")) == QKeySequence.SequenceMatch.ExactMatch:
            sc.activated.emit()
    assert len(view.state.history) == 1
