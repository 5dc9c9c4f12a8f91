"""The Checks tab through its real widgets: a case typed by keys gives the engine's answer.

Expected answers are worked by hand from the rule facts (shared/rules/rulesets.md matrix A2-A4,
rrc.md) in the comment beside each assertion.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.text import assumed_marks, labels
from referee_app.views.checks.check_page import CheckPage
from referee_app.views.checks.checks_view import ChecksView
from referee_app.views.checks.compare import CompareChecksDialog


def type_into(qtbot: QtBot, page: CheckPage, field: str, text: str) -> None:
    """Reach the field by keys (Ctrl+L, then Tab) and type the text."""
    focused = QApplication.focusWidget()
    if focused is None or not page.isAncestorOf(focused):
        page.notation.setFocus()  # as the tab switch does (ChecksView.focus_page)
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert page.notation.hasFocus()
    target = page.notation if field == "hand" else page.field_edits[field]
    for _ in range(12):
        if target.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert target.hasFocus(), field
    qtbot.keyClicks(target, text)


def use(view: ChecksView, context: AppContext, kind: str, ruleset: str) -> CheckPage:
    context.set_ruleset(PRESETS[ruleset])
    view.tabs.setCurrentIndex(list(view.pages).index(kind))
    return view.current_page()


# --- furiten ---------------------------------------------------------------------------------


def test_empty_page_asks_for_the_case(view: ChecksView) -> None:
    for page in view.pages.values():
        assert page.state.status == "empty"
        assert "Enter the case" in page.verdict.text()
        assert not page.compare_button.isEnabled()


def test_furiten_on_the_other_side_of_a_two_sided_wait(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "furiten", "ema")
    # 23m waits on 1m and 4m; 4m lies in the own discards, so a ron on 1m is refused too
    # (matrix A4: own-discard furiten covers every winning tile)
    type_into(qtbot, page, "hand", "23m456p789s11z678m 1m")
    type_into(qtbot, page, "discards", "1z9p4m")
    assert page.state.answer is not None
    assert page.state.answer["reasons"] == ["own_discard"]
    text = page.answer_text()
    assert "Furiten: no ron" in text
    assert "Ron on 1m is not allowed." in text
    # the reason names the wait that is in the pond (4m), never the claimed tile (1m)
    assert "One of the waits (4m) is in the player's own discards." in text
    assert page.state.answer["tiles"] == {"own_discard": ["4m"]}
    # the pond tile responsible is the third discard (4m), drawn marked
    assert [i.marked for i in page.field_rows["discards"].items] == [False, False, True]
    # the cost comes from the catalogue with its source (EMA: false win = chombo)
    assert "Chombo" in page.cost.text() and "source: EMA" in page.cost.text()


def test_temporary_furiten_ends_on_own_discard_not_on_a_call(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "furiten", "tenhou")
    type_into(qtbot, page, "hand", "23m456p789s11z678m")
    # 1m passed, then another player called: under Tenhou only the own discard ends it
    type_into(qtbot, page, "passed", "1m!")
    assert page.state.answer is not None
    assert page.state.answer["reasons"] == ["passed_tile_temporary"]
    assert (
        "One of the waits (1m) was passed since the player's last discard (temporary furiten)."
        in page.answer_text()
    )
    assert page.field_rows["passed"].items[0].marked
    # the player's own discard (-) ends temporary furiten under every ruleset
    qtbot.keyClicks(page.field_edits["passed"], "-")
    assert page.state.answer["furiten"] is False
    assert "Not furiten: ron is allowed." in page.answer_text()


def test_riichi_furiten_never_ends(qtbot: QtBot, view: ChecksView, context: AppContext) -> None:
    page = use(view, context, "furiten", "ema")
    type_into(qtbot, page, "hand", "23m456p789s11z678m")
    # the riichi declaration tile marked with *: riichi is implied
    type_into(qtbot, page, "discards", "9p*")
    # 4m passed in riichi, then the player drew and discarded: still furiten (matrix A4)
    type_into(qtbot, page, "passed", "4m+-+-")
    assert page.state.answer is not None
    assert page.state.answer["reasons"] == ["passed_tile_in_riichi"]
    assert "One of the waits (4m) was passed after riichi" in page.answer_text()
    assert page.field_rows["discards"].items[0].rotated


def test_clicks_mark_a_discard_called_and_as_the_riichi_tile(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "furiten", "ema")
    type_into(qtbot, page, "hand", "23m456p789s11z678m")
    type_into(qtbot, page, "discards", "1z9p")
    row = page.field_rows["discards"]
    qtbot.mouseClick(row.buttons[0], Qt.MouseButton.LeftButton)
    assert page.state.text("discards") == "1z^ 9p"
    qtbot.mouseClick(row.buttons[1], Qt.MouseButton.RightButton)
    assert page.state.text("discards") == "1z^ 9p*"
    assert page.state.answer is not None and page.state.answer["riichi"] is True


def test_palette_enters_the_hand(qtbot: QtBot, view: ChecksView, context: AppContext) -> None:
    page = use(view, context, "furiten", "ema")
    for tile in ("2m", "3m"):
        qtbot.mouseClick(page.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)
    assert page.notation.text() == "23m"
    # a two-tile hand is no waiting hand: the engine's wrong tile count, in words
    assert page.state.status == "error"
    assert "needs" in page.verdict.text() or "13" in page.verdict.text()


# --- closed kan after riichi ------------------------------------------------------------------


def test_galaxy_refuses_a_kan_whose_triplet_could_be_a_run(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kan_after_riichi", "galaxy")
    # 666m 8m 999m 456p 789s: waits 8m (tanki) and 7m (66m+99m pair... 89m penchan);
    # the kan of 9m keeps 7m/8m, but on 7m the hand reads 789m + 99m: the 9m are no triplet
    type_into(qtbot, page, "hand", "6668999m456p789s 9m")
    answer = page.state.answer
    assert answer is not None
    assert answer["waits_before"] == ["7m", "8m"] and answer["waits_after"] == ["7m", "8m"]
    assert answer["reason"] == "readings_change"
    assert "The closed kan is not allowed." in page.answer_text()
    assert "789m" in page.details.text()
    # Tenhou only asks that the waits stay: allowed (WRC asks for both, correction 20)
    context.set_ruleset(PRESETS["tenhou"])
    assert page.state.answer is not None and page.state.answer["allowed"] is True


def test_kan_only_on_the_tile_just_drawn(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kan_after_riichi", "tenhou")
    # 111m held since riichi, 1m not the tile drawn (9p drawn): Tenhou allows a kan only
    # with the drawn tile
    type_into(qtbot, page, "hand", "1111m234p567s789s9p")
    assert page.kan_choice.currentData() == "1m"
    assert page.state.answer is not None
    assert page.state.answer["reason"] == "not_drawn_tile"
    # Tenhou: the waits must stay, and only with the tile just drawn
    assert page.state.answer["rule"] == "waits_drawn_tile"
    assert labels.kan_after_riichi_rule_label("waits_drawn_tile") in page.answer_text()
    assert page.cost.text()


def test_kan_allowed_with_the_drawn_tile(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kan_after_riichi", "tenhou")
    # 111m 234p 567s 789s 5z waits 5z; kan of the drawn 1m leaves 5z the wait
    type_into(qtbot, page, "hand", "111m234p567s789s5z 1m")
    assert page.state.answer is not None and page.state.answer["allowed"] is True
    assert [i.tile for i in page.answer_tiles[0].items] == ["5z"]
    # the answer's tiles only show: no click, no focus
    assert not page.answer_tiles[0].buttons[0].clickable


def test_a_waits_only_ruleset_never_contradicts_its_verdict_with_readings(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kan_after_riichi", "tenhou")
    # RRC's example 2399m 333444555s, 3s drawn, kan of 3s: the waits stay 1m 4m, so Tenhou
    # (waits only) allows it; the 345s readings the kan breaks are information, apart
    type_into(qtbot, page, "hand", "2399m333444555s 3s")
    assert page.state.answer is not None and page.state.answer["allowed"] is True
    verdict_part, _, info_part = page.details.text().partition("\n\n")
    assert "nor the reading" not in page.answer_text()
    assert "Allowed: the kan does not change the waits" in verdict_part
    assert "Reading the kan breaks" not in verdict_part
    assert info_part.startswith("For information only: this ruleset looks at the waits")
    assert "Reading the kan breaks (on 1m): 123m 345s 345s 345s + pair 99m" in info_part
    # a ruleset that looks at the readings refuses on them, in the verdict's own lines
    context.set_ruleset(PRESETS["ema"])
    assert page.state.answer is not None and page.state.answer["allowed"] is False
    assert "\n\n" not in page.details.text()
    assert "Reading the kan breaks (on 1m)" in page.details.text()


# --- tenpai at an exhaustive draw ---------------------------------------------------------------


def test_karaten_all_copies_in_own_hand_is_noten(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    for ruleset in ("galaxy", "ema"):
        page = use(view, context, "draw_tenpai", ruleset)
        page.clear()
        # 1111m: the only wait 1m (111m + 1m), all four copies held: noten under every ruleset
        type_into(qtbot, page, "hand", "1111m234p567s789s")
        assert page.state.answer is not None
        assert page.state.answer["reason"] == "waits_in_own_hand", ruleset
        assert "Does not count as tenpai" in page.answer_text()
        # the reason reads on inside the sentence, not as a new one
        assert "1m: no copy left (all four copies are in the player's own hand)" in (
            page.details.text()
        )


def test_waits_all_in_sight_still_count(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "draw_tenpai", "galaxy")
    # 111z + 2z tanki: one 2z held, three in others' ponds: all in sight, one elsewhere;
    # Galaxy counts it as tenpai
    type_into(qtbot, page, "hand", "123m456p789s1112z")
    type_into(qtbot, page, "visible", "222z")
    answer = page.state.answer
    assert answer is not None and answer["counts_as_tenpai"] is True
    assert answer["dead_waits"][0]["kind"] == "all_visible"
    assert "Still counts under this ruleset." in page.details.text()


def test_a_tenpai_that_counts_leaves_no_empty_lines(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "draw_tenpai", "ema")
    # 23m waits on 1m and 4m, copies left of both, no riichi: tenpai counts, the verdict says
    # it, no reason line and no cost follow; only the rule lines under the waits
    type_into(qtbot, page, "hand", "23m456p789s111z99s")
    assert page.state.answer is not None and page.state.answer["counts_as_tenpai"] is True
    assert page.details.text() == "" and page.cost.text() == ""
    assert not page.details.isVisibleTo(page) and not page.cost.isVisibleTo(page)
    assert page.rules.isVisibleTo(page)


def test_noten_riichi_shows_its_cost(qtbot: QtBot, view: ChecksView, context: AppContext) -> None:
    page = use(view, context, "draw_tenpai", "ema")
    type_into(qtbot, page, "hand", "1111m234p567s789s")
    page.field_checks["riichi"].setChecked(True)
    assert page.state.answer is not None and page.state.answer["noten_riichi"] is True
    assert "noten riichi" in page.details.text()
    assert page.cost.text()


# --- kuikae ------------------------------------------------------------------------------------


def test_kuikae_refused_under_ema2016_allowed_under_galaxy(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kuikae", "ema2016")
    # chi of 3m with 45m, then 6m: the other end of the run (EMA 2016 §3.3.2: forbidden)
    type_into(qtbot, page, "hand", "chi:3m45m 6m")
    answer = page.state.answer
    assert answer is not None
    assert answer["swap_kind"] == "other_end" and answer["allowed"] is False
    assert "The discard is not allowed" in page.answer_text()
    context.set_ruleset(PRESETS["galaxy"])  # Galaxy allows swap-calling
    assert page.state.answer is not None and page.state.answer["allowed"] is True
    assert "The discard is allowed." in page.answer_text()


def test_kuikae_by_the_palette(qtbot: QtBot, view: ChecksView, context: AppContext) -> None:
    page = use(view, context, "kuikae", "ema2016")
    page.tile_palette.set_mode("pon")
    qtbot.mouseClick(page.tile_palette.buttons["5p"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.tile_palette.buttons["9s"], Qt.MouseButton.LeftButton)
    # pon of 5p, then 9s: not a swap, allowed everywhere
    assert page.state.answer is not None and page.state.answer["reason"] == "not_a_swap"


# --- nine terminals -------------------------------------------------------------------------------


def test_nine_terminals_with_a_pair_counted_once(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kyuushu", "tenhou")
    # 1m1m 9m 1p 9p 1s 9s 1z 2z: nine terminal/honour tiles but eight kinds: not enough
    type_into(qtbot, page, "hand", "119m19p19s12z23456m")
    answer = page.state.answer
    assert answer is not None and answer["count"] == 8 and answer["may_call"] is False
    assert "8 different terminals and honours (9 needed)." in page.answer_text()
    page.clear()
    type_into(qtbot, page, "hand", "19m19p19s123z23456m")  # nine kinds: may call
    assert page.state.answer is not None and page.state.answer["may_call"] is True
    assert "The hand is dealt again" in page.details.text()
    # a call earlier in the hand: no longer (first go-around broken)
    page.field_checks["calls_before"].setChecked(True)
    assert page.state.answer["reason"] == "after_call"
    # EMA 2016 has no such abortive draw
    page.field_checks["calls_before"].setChecked(False)
    context.set_ruleset(PRESETS["ema2016"])
    assert page.state.answer["reason"] == "not_in_ruleset"


# --- shared actions ------------------------------------------------------------------------------


def test_compare_rulesets_runs_every_preset(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kuikae", "ema2016")
    type_into(qtbot, page, "hand", "chi:3m45m 6m")
    dialog = CompareChecksDialog(page.state, page)
    qtbot.addWidget(dialog)
    names = [row[0] for row in dialog.rows]
    assert names == [r.name for r in PRESETS.values()]
    verdicts = {row[0]: row[1] for row in dialog.rows}
    # swap-calling: allowed under Galaxy and EMA 2012, forbidden elsewhere (matrix A2)
    assert verdicts[PRESETS["galaxy"].name] == "The discard is allowed."
    assert verdicts[PRESETS["ema2012"].name] == "The discard is allowed."
    assert verdicts[PRESETS["tenhou"].name].startswith("The discard is not allowed")
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_show_to_the_table_and_rule_link_and_ruling_made(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kuikae", "ema2016")
    rulings: list[Any] = []
    topics: list[str] = []
    page.state.ruling_made.connect(rulings.append)  # the check's model emits the ruling
    view.rule_requested.connect(topics.append)
    type_into(qtbot, page, "hand", "chi:3m45m 6m")
    view.show_to_table()
    overlay = page._overlay
    assert overlay is not None and overlay.isVisible()
    assert "not allowed" in overlay.verdict.text()
    assert rulings and rulings[0].kind == "check" and rulings[0].decision["check"] == "kuikae"
    assert rulings[0].ruleset == "ema2016"
    assert rulings[0].decision["source"] == "checks"  # the Source column of the PDF and CSV
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()
    qtbot.mouseClick(page.rule_button, Qt.MouseButton.LeftButton)
    assert topics == ["kuikae"]


def test_alt_digits_choose_the_page(qtbot: QtBot, view: ChecksView) -> None:
    view.focus_page()
    qtbot.keyClick(view.current_page().notation, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert view.tabs.currentIndex() == 2
    assert view.current_page().notation.hasFocus()


# --- a cost worked from an assumed rule value is marked ---------------------------------------
# As in the Penalties tab, the Table tab and the Hand tab's breakdown: the amount carries the
# mark (assumed_marks.MARK), and the page says under it which assumed value it rests on.


def _assumed_note(field: str) -> str:
    return f"{assumed_marks.MARK} {labels.rule_field_label(field)} — "


def test_furiten_cost_under_rrc_is_marked_assumed(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "furiten", "rrc")
    # the case of test_furiten_on_the_other_side_of_a_two_sided_wait: a ron in furiten is a
    # false win. RRC (rrc.md §1 row 32): chombo is twice the uma step after uma; at the
    # default uma of +30,000/+10,000/-10,000/-30,000 the step is 20,000, so 40,000, a value
    # the preset marks assumed (the referee guide still says 20,000), and so is its reading
    # in uma steps
    type_into(qtbot, page, "hand", "23m456p789s11z678m 1m")
    type_into(qtbot, page, "discards", "1z9p4m")
    assert page.state.answer is not None and page.state.answer["furiten"] is True
    assert f"Chombo, 40,000{assumed_marks.MARK} " in page.cost.text()
    notes = page.cost_notes.text().splitlines()
    assert [n.split("—")[0] + "— " for n in notes] == [
        _assumed_note("chombo_points"),
        _assumed_note("chombo_uma_steps"),
    ]
    assert page.cost_notes.isVisibleTo(page)
    assert page.cost.toolTip() == page.cost_notes.text()
    # shown to the table, where nobody can hover: the notes at the foot
    view.show_to_table()
    overlay = page._overlay
    assert overlay is not None and overlay.notes.text() == page.cost_notes.text()
    assert overlay.notes.isVisibleTo(overlay)
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    # EMA 2025: a false win with the tiles shown is chombo, 20,000 off the result after uma
    # (rulesets.md, "Chombo amount", "False win declaration"): read, not assumed, so no mark
    # and no note
    context.set_ruleset(PRESETS["ema"])
    assert "Chombo, 20,000 " in page.cost.text()
    assert assumed_marks.MARK not in page.cost.text()
    assert page.cost_notes.text() == "" and not page.cost_notes.isVisibleTo(page)


def test_kan_after_riichi_cost_under_galaxy_is_marked_assumed(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "kan_after_riichi", "galaxy")
    # the refused kan of test_galaxy_refuses_a_kan_whose_triplet_could_be_a_run. Galaxy does
    # not state its chombo: the preset takes EMA 2012's reverse mangan paid at the table
    # (rules README, galaxy row), assumed; a non-dealer pays 4,000 to the dealer and 2,000 to
    # each other player, 8,000 in all
    type_into(qtbot, page, "hand", "6668999m456p789s 9m")
    assert page.state.answer is not None and page.state.answer["allowed"] is False
    assert f"8,000{assumed_marks.MARK} " in page.cost.text()
    assert page.cost_notes.text().startswith(_assumed_note("chombo_mode"))
    assert len(page.cost_notes.text().splitlines()) == 1
    assert page.cost_notes.text() in page.answer_text()


def test_noten_riichi_cost_under_wrc_is_marked_assumed(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "draw_tenpai", "wrc")
    # 1111m: the only wait 1m, all four copies held: noten, and with riichi a noten riichi.
    # WRC's chombo is 30,000 off the final score, the probable value of a conflicting cell
    # (rules README, wrc row): assumed
    type_into(qtbot, page, "hand", "1111m234p567s789s")
    page.field_checks["riichi"].setChecked(True)
    assert page.state.answer is not None and page.state.answer["noten_riichi"] is True
    assert f"30,000{assumed_marks.MARK}" in page.cost.text()
    assert page.cost_notes.text().startswith(_assumed_note("chombo_points"))
    # the same case under EMA 2025: chombo, 20,000 after uma (rulesets.md, "Chombo amount"),
    # read in a rule text: not marked
    context.set_ruleset(PRESETS["ema"])
    assert "20,000" in page.cost.text() and assumed_marks.MARK not in page.cost.text()


def test_furiten_names_every_wait_in_the_pond(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "furiten", "ema")
    # 23m waits on 1m and 4m, both discarded: both are named
    type_into(qtbot, page, "hand", "23m456p789s11z678m")
    type_into(qtbot, page, "discards", "4m9p1m")
    assert page.state.answer is not None
    assert "Waits 1m 4m are in the player's own discards." in page.answer_text()


def test_the_visible_field_takes_a_space_as_its_placeholder_shows(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = use(view, context, "draw_tenpai", "ema")
    type_into(qtbot, page, "hand", "1112345678999m")
    # the placeholder's own example, typed key by key: the space is kept
    type_into(qtbot, page, "visible", "5p5p 6s")
    assert page.field_edits["visible"].text() == "5p5p 6s"
    assert page.state.text("visible") == "5p5p 6s"
    assert [i.tile for i in page.field_rows["visible"].items] == ["5p", "5p", "6s"]
    # and the engine is asked with them (no "Cannot read" refusal)
    assert page.state.status == "answer", page.verdict.text()
    assert page.state.to_request()["visible"] == "5p5p6s"
