"""The Table tab's result form on its own: the `settle` outcome it builds from its widgets,
the signals it emits, and how it says what the engine refuses (its problems, which keep Apply
off, are `settle`'s refusals in words) and what the referee should check (its warnings, which
do not).

Rule facts come from the rule texts (shared/rules/rulesets.md): EMA 2025 has no abortive draws
and no nagashi mangan, Tenhou has both and needs 1,000 points for riichi; EMA 2012 asks every
winner for 2 han of yaku from five counters on; noten riichi at an exhaustive draw is a chombo
under EMA 2025 (the 2016 catalogue, §3.4.6(b)) and no penalty in Tenhou's software.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.views.table.result_form import OUTCOMES, ResultForm

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


@dataclass
class FakeHand:
    """The Hand view's state as the form reads it."""

    result: dict[str, Any] | None = None
    request: dict[str, Any] = field(default_factory=dict)

    def to_request(self) -> dict[str, Any]:
        return dict(self.request)


def make_form(
    qtbot: QtBot, settings: Settings, ruleset: str = "ema", hand: object | None = None
) -> ResultForm:
    context = AppContext(settings)
    context.set_ruleset(PRESETS[ruleset])
    state = TableState(context)
    state.set_seating(NAMES, 0)
    form = ResultForm(state, hand)
    qtbot.addWidget(form)
    # what the Table view does when it shows the form
    form.retranslate_ui()
    form.sync(NAMES)
    form.on_discarder_changed()
    return form


@pytest.fixture
def form(qtbot: QtBot, settings: Settings) -> ResultForm:
    return make_form(qtbot, settings)


def load(form: ResultForm, **fields: Any) -> None:
    """The table's state as a loaded file would set it (scores, honba...)."""
    data = form.state.to_dict()
    data.update(fields)
    form.state.load_dict(data)
    form.sync(NAMES)


def ron(form: ResultForm, discarder: int, winner: int, han: int = 1, fu: int = 30) -> None:
    form.set_outcome_kind("ron")
    form.discarder.setCurrentIndex(form.discarder.findData(discarder))
    row = form.ron_winners[0]
    row.seat.setCurrentIndex(row.seat.findData(winner))
    row.set_hand(han, fu)


# --- the outcome it builds ---------------------------------------------------------------------


def test_a_new_form_holds_a_ron_by_the_seat_after_the_first_discarder(form: ResultForm) -> None:
    assert not form.entered  # nothing entered yet: no preview, no Apply until a change
    assert form.current_outcome() == {
        "type": "ron",
        "discarder": 0,
        "winners": [{"seat": 1, "han": 1, "fu": 30, "yakuman": 0, "pao": None}],
    }
    assert form.current_riichi() == []
    assert form.problem() is None


def test_every_outcome_is_read_from_its_widgets(form: ResultForm) -> None:
    ron(form, 2, 1, 3, 40)
    second = form.ron_winners[1]
    second.enabled.setChecked(True)  # moves off Vera (discarder) and Boris: to Gleb
    second.yakuman.setValue(1)
    assert form.current_outcome()["winners"] == [
        {"seat": 1, "han": 3, "fu": 40, "yakuman": 0, "pao": None},
        {"seat": 3, "han": 0, "fu": 0, "yakuman": 1, "pao": None},  # a yakuman has no han/fu
    ]
    form.set_outcome_kind("tsumo")
    form.tsumo_winner.seat.setCurrentIndex(2)
    form.tsumo_winner.set_hand(2, 20)
    assert form.current_outcome() == {
        "type": "tsumo", "winner": 2, "han": 2, "fu": 20, "yakuman": 0, "pao": None
    }  # fmt: skip
    form.set_outcome_kind("draw")
    form.tenpai_checks[0].setChecked(True)
    form.tenpai_checks[3].setChecked(True)
    assert form.current_outcome() == {"type": "draw", "tenpai": [0, 3], "nagashi": []}
    form.set_outcome_kind("chombo")
    form.offender.setCurrentIndex(form.offender.findData(2))
    assert form.current_outcome() == {"type": "chombo", "offender": 2}


def test_a_chombo_takes_no_riichi_sticks(form: ResultForm) -> None:
    form.riichi_checks[1].setChecked(True)
    assert form.current_riichi() == [1]
    form.set_outcome_kind("chombo")  # the hand is replayed: the sticks go back
    assert form.current_riichi() == []
    assert not any(check.isEnabled() for check in form.riichi_checks)
    form.set_outcome_kind("draw")
    assert form.current_riichi() == [1]


@pytest.mark.parametrize(
    ("outcome", "riichi"),
    [
        ({"type": "ron", "discarder": 3, "winners": [
            {"seat": 0, "han": 2, "fu": 40, "yakuman": 0, "pao": None},
            {"seat": 2, "han": 0, "fu": 0, "yakuman": 1, "pao": 1},
        ]}, [0]),
        ({"type": "tsumo", "winner": 1, "han": 4, "fu": 30, "yakuman": 0, "pao": None}, [1, 2]),
        ({"type": "draw", "tenpai": [1, 3], "nagashi": []}, [3]),
        ({"type": "chombo", "offender": 3}, []),
    ],
)  # fmt: skip
def test_fill_is_the_inverse_of_current_outcome(
    form: ResultForm, outcome: dict[str, Any], riichi: list[int]
) -> None:
    form.fill(outcome, riichi)
    assert form.current_outcome() == outcome
    assert form.current_riichi() == riichi


# --- its signals and its state -------------------------------------------------------------------


def test_a_field_changed_by_hand_emits_changed_and_marks_the_result_entered(
    form: ResultForm, qtbot: QtBot
) -> None:
    with qtbot.waitSignal(form.changed):
        form.clear()
    assert not form.entered  # right after Apply: no result for the next hand yet
    with qtbot.waitSignal(form.changed):
        form.riichi_checks[2].setChecked(True)
    assert form.entered
    form.clear()
    with qtbot.waitSignal(form.changed):
        form.ron_winners[0].han.setValue(2)
    assert form.entered


def test_switching_the_outcome_emits_changed_and_clears_the_status_line(
    form: ResultForm, qtbot: QtBot
) -> None:
    form.show_message("Applied.")
    with qtbot.waitSignal(form.changed):
        form.set_outcome_kind("draw")
    assert form.message.text() == ""
    assert form.pages.currentIndex() == OUTCOMES.index("draw")


def test_clear_takes_every_value_back_but_the_seats(form: ResultForm) -> None:
    ron(form, 2, 3, 5, 40)
    form.riichi_checks[3].setChecked(True)
    form.ron_winners[1].enabled.setChecked(True)
    form.ron_winners[0].pao.setCurrentIndex(form.ron_winners[0].pao.findData(1))
    form.clear()
    assert form.current_riichi() == []
    assert form.current_outcome() == {
        "type": "ron",
        "discarder": 2,
        "winners": [{"seat": 3, "han": 1, "fu": 30, "yakuman": 0, "pao": None}],
    }


def test_reset_is_a_new_games_form(form: ResultForm) -> None:
    form.set_outcome_kind("chombo")
    form.offender.setCurrentIndex(3)
    form.show_message("Applied.")
    form.reset()
    assert not form.entered and form.message.text() == ""
    assert form.outcome_kind() == "ron"
    assert form.current_outcome()["discarder"] == 0
    assert form.current_outcome()["winners"][0]["seat"] == 1
    form.set_outcome_kind("chombo")
    assert form.current_outcome() == {"type": "chombo", "offender": 0}


def test_the_first_winner_moves_off_the_discarders_seat(form: ResultForm) -> None:
    form.discarder.setCurrentIndex(form.discarder.findData(1))  # Boris deals in to… Boris?
    assert form.ron_winners[0].seat.currentData() == 2  # no: the seat after him, Vera
    form.ron_winners[1].enabled.setChecked(True)
    assert form.ron_winners[1].seat.currentData() == 3  # the next free seat, Gleb


def test_enter_chombo_switches_the_form_to_a_chombo_for_the_seat(
    form: ResultForm, qtbot: QtBot
) -> None:
    form.clear()
    with qtbot.waitSignal(form.changed):
        form.enter_chombo(2)
    assert form.entered
    assert form.current_outcome() == {"type": "chombo", "offender": 2}
    assert form.message.text() == "Chombo entered for Vera: check the preview, then apply."


def test_a_message_given_as_a_function_is_said_again_by_retranslate(form: ResultForm) -> None:
    said = iter(["first", "again"])
    form.show_message(lambda: next(said))
    assert form.message.text() == "first"
    form.retranslate_ui()
    assert form.message.text() == "again"
    form.show_message("plain")
    form.retranslate_ui()
    assert form.message.text() == "plain"


# --- the ruleset's parts --------------------------------------------------------------------------


def test_the_rulesets_abortive_draws_and_nagashi_follow_the_game(
    qtbot: QtBot, settings: Settings
) -> None:
    ema = make_form(qtbot, settings, "ema")
    assert not ema.outcome_buttons["abortive"].isEnabled()
    assert ema.outcome_buttons["abortive"].toolTip() == "This ruleset has no abortive draws"
    assert ema.nagashi_label.isHidden() and all(c.isHidden() for c in ema.nagashi_checks)
    tenhou = make_form(qtbot, settings, "tenhou")
    assert tenhou.outcome_buttons["abortive"].isEnabled()
    reasons = [tenhou.abortive_reason.itemData(i) for i in range(tenhou.abortive_reason.count())]
    assert "four_riichi" in reasons and "kyuushu" in reasons
    assert not tenhou.nagashi_label.isHidden()


def test_an_abortive_draw_chosen_under_a_ruleset_without_them_becomes_a_draw(
    qtbot: QtBot, settings: Settings
) -> None:
    form = make_form(qtbot, settings, "tenhou")
    form.set_outcome_kind("abortive")
    form.state.new_game()  # no hand yet: the game follows the selector
    form.state.context.set_ruleset(PRESETS["ema"])
    form.sync(NAMES)
    assert form.outcome_kind() == "draw"


# --- its checks: problems -------------------------------------------------------------------------


def test_a_discarder_who_also_wins_is_a_problem(form: ResultForm) -> None:
    ron(form, 2, 1)
    form.ron_winners[0].seat.setCurrentIndex(2)
    assert form.problem() == (
        "Vera is both the discarder and a winner: choose who dealt in and who won."
    )


def test_a_winner_chosen_twice_is_a_problem(form: ResultForm) -> None:
    ron(form, 0, 1)
    second = form.ron_winners[1]
    second.enabled.setChecked(True)
    second.seat.setCurrentIndex(second.seat.findData(1))
    assert form.problem() == "Boris is chosen as a winner twice."


def test_a_ron_of_20_fu_is_a_problem(form: ResultForm) -> None:
    # 20 fu is only pinfu tsumo: a closed ron has 10 fu more, so 30 at the least
    ron(form, 0, 1, 2, 20)
    assert form.problem() == (
        "20 fu is only a tsumo with pinfu: a ron has 30 fu at the least (25 for seven pairs)."
    )


def test_liability_needs_a_yakuman_and_another_player(form: ResultForm) -> None:
    ron(form, 0, 1, 3, 30)
    row = form.ron_winners[0]
    row.pao.setCurrentIndex(row.pao.findData(2))
    assert form.problem() == (
        "Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody."
    )
    row.yakuman.setValue(1)
    assert form.problem() is None
    row.pao.setCurrentIndex(row.pao.findData(1))
    assert form.problem() == "Boris cannot be liable (pao) for their own win."


def test_riichi_below_1000_points_is_a_problem_where_the_ruleset_needs_1000(
    qtbot: QtBot, settings: Settings
) -> None:
    tenhou = make_form(qtbot, settings, "tenhou")
    load(tenhou, scores=[49500, 500, 25000, 25000])  # Boris has 500 points left
    tenhou.riichi_checks[1].setChecked(True)
    assert tenhou.problem() == (
        "Boris has fewer than 1,000 points: this ruleset does not allow riichi."
    )
    ema = make_form(qtbot, settings, "ema")  # EMA: no such rule
    load(ema, scores=[59500, 500, 30000, 30000])
    ema.riichi_checks[1].setChecked(True)
    assert ema.problem() is None


def test_four_riichi_needs_four_ticks(qtbot: QtBot, settings: Settings) -> None:
    form = make_form(qtbot, settings, "tenhou")
    form.set_outcome_kind("abortive")
    form.abortive_reason.setCurrentIndex(form.abortive_reason.findData("four_riichi"))
    for seat in (0, 1, 2):
        form.riichi_checks[seat].setChecked(True)
    assert form.problem() == (
        "Four riichi: tick all four players under “Riichi declared”, or choose another reason."
    )
    form.riichi_checks[3].setChecked(True)
    assert form.problem() is None


def test_error_text_words_the_engines_refusal_with_the_players_names(form: ResultForm) -> None:
    # an error without a problem id: the code's sentence
    engine_error = {"ok": False, "error": {"code": "invalid_settlement"}}
    assert form.error_text(engine_error) == labels.error_label("invalid_settlement", None)
    # a refusal with its id and seat: the seat said as the player's name (seat 2 is Vera)
    refusal = {
        "ok": False,
        "error": {
            "code": "invalid_settlement",
            "message": "The discarder cannot be a winner.",
            "details": {"problem": "discarder_wins", "discarder": 2, "seat": 2},
        },
    }
    assert form.error_text(refusal) == (
        "Vera is both the discarder and a winner: choose who dealt in and who won."
    )
    # the form's problem is the engine's refusal of what it holds, in the same words
    ron(form, 1, 1)
    form.ron_winners[0].seat.setCurrentIndex(1)
    answer = form.state.preview(form.current_outcome(), form.current_riichi())
    assert answer["ok"] is False
    assert answer["error"]["details"]["problem"] == "discarder_wins"
    assert form.problem() == form.error_text(answer)


# --- its checks: warnings, which never block Apply ------------------------------------------------


def test_noten_riichi_at_a_draw_offers_a_chombo_under_ema(form: ResultForm) -> None:
    form.set_outcome_kind("draw")
    form.riichi_checks[0].setChecked(True)
    form.riichi_checks[2].setChecked(True)
    form.tenpai_checks[2].setChecked(True)  # Vera is tenpai: only Anna is named
    assert form.noten_riichi_seats() == [0]
    assert form.warnings() == [
        (
            "Anna declared riichi but is not ticked tenpai: under EMA 2025, noten riichi at an "
            "exhaustive draw is: chombo.",
            0,
        )
    ]
    assert form.problem() is None


def test_noten_riichi_under_tenhou_offers_no_chombo(qtbot: QtBot, settings: Settings) -> None:
    form = make_form(qtbot, settings, "tenhou")
    form.set_outcome_kind("draw")
    form.riichi_checks[3].setChecked(True)
    [(text, seat)] = form.warnings()
    assert text.startswith("Gleb declared riichi but is not ticked tenpai: Tenhou has no penalty")
    assert seat is None


def test_the_two_han_rule_is_named_from_five_counters(qtbot: QtBot, settings: Settings) -> None:
    form = make_form(qtbot, settings, "ema2012")  # EMA 2012: every winner, from 5 honba
    ron(form, 0, 1)
    assert form.two_han_notes() == []
    load(form, honba=5)
    assert form.two_han_notes() == [
        "5 honba: under EMA 2012, Boris needs 2 han without counting dora to win. Check that "
        "the han entered hold 2 han of yaku."
    ]
    form.ron_winners[0].yakuman.setValue(1)  # a yakuman needs no han counted
    assert form.two_han_notes() == []


def test_a_head_bump_is_said_with_who_takes_the_win(form: ResultForm) -> None:
    answer = {"head_bumped": [3], "winners": [{"seat": 1}]}
    text = form.head_bump_text(answer)
    assert text == (
        "Head bump (atamahane): Boris takes the win, the first claimant counter-clockwise from "
        "the discarder; Gleb does not win."
    )
    form.show_head_bump(text)
    assert not form.head_bump_label.isHidden()
    assert form.head_bump_text({"winners": [{"seat": 1}]}) == ""
    form.show_head_bump("")
    assert form.head_bump_label.isHidden()


def test_four_riichi_can_be_picked_only_with_four_ticks(qtbot: QtBot, settings: Settings) -> None:
    form = make_form(qtbot, settings, "tenhou")
    model = form.abortive_reason.model()
    assert isinstance(model, QStandardItemModel)
    item = model.item(form.abortive_reason.findData("four_riichi"))
    assert item is not None
    form.sync_abortive_items()
    assert not item.isEnabled()
    for check in form.riichi_checks:
        check.setChecked(True)
    form.sync_abortive_items()
    assert item.isEnabled()


# --- the Hand view's hand -------------------------------------------------------------------------


def test_the_hand_views_seat_wind_is_a_seat_at_this_table(qtbot: QtBot, settings: Settings) -> None:
    hand = FakeHand(request={"seat_wind": "W", "riichi": True})
    form = make_form(qtbot, settings, hand=hand)
    assert form.hand_seat() == 2  # Anna deals (East): West is the third seat, Vera
    assert form.hand_riichi() == "riichi"
    hand.request = {"seat_wind": "?"}
    assert form.hand_seat() is None and form.hand_riichi() == ""
    assert form.hand_result() is None  # nothing scored
    hand.result = {"ok": True, "han": 2, "fu": 40}
    assert form.hand_result() == hand.result


def test_rescore_hand_asks_the_engine_in_the_tables_position(
    qtbot: QtBot, settings: Settings
) -> None:
    # closed tanyao with a concealed 444m won on 8p (ryanmen), dora 3p: 1 han + 1 dora = 2 han;
    # 20 + 10 (closed ron) + 4 (concealed simple triplet) = 34, rounded up to 40 fu
    hand = FakeHand(
        request={
            "hand": "444m345p456s678p55s",
            "win_tile": "8p",
            "melds": [],
            "win": "ron",
            "round_wind": "S",  # the Hand view's own winds are replaced by the table's
            "seat_wind": "S",
            "dora_indicators": "2p",
        }
    )
    form = make_form(qtbot, settings, hand=hand)
    answer, seat = form.rescore_hand("ron")
    assert seat == 1
    assert answer is not None and answer.get("ok"), answer
    assert (answer.get("han"), answer.get("fu")) == (2, 40)
    assert form.rescore_hand("tsumo")[1] == 1
    assert make_form(qtbot, settings).rescore_hand("ron") == (None, None)  # no Hand view


def test_tab_chain_runs_through_every_field_in_order(form: ResultForm) -> None:
    chain = form.tab_chain()
    assert chain[:6] == list(form.outcome_buttons.values())
    assert chain[6:10] == form.riichi_checks
    assert chain[10] is form.discarder
    assert chain[-6:] == [form.abortive_reason, form.offender, form.offence,
                          form.penalty_offender, form.penalty_offence,
                          form.penalty_points]  # fmt: skip
    assert form.first_field() is form.outcome_buttons["ron"]
