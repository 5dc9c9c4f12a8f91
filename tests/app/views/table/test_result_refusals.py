"""The Table tab says why the engine refuses a result, before Apply, in English, Russian and
Ukrainian, and keeps Apply off: the words come from the engine's `SettleProblem` id and its
details (the players' names filled in), not from a rule of the view's own.

Each case is a result no table can have, by the rule facts (shared/rules/rulesets.md, matrix C
for fu, A3 for abortive draws, A4 for riichi and pao, correction 2 for Galaxy's 2-han rule);
the expected sentences are the English source and its translations in translations/*.ts.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QStandardItemModel
from pytestqt.qtbot import QtBot

from engine.facts import FU_STEPS
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.views.table.table_view import TableView

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


@pytest.fixture
def view(qtbot: QtBot, settings: Settings, each_language: str) -> TableView:
    """The Table tab in the language of `each_language`, the four players seated (Anna deals)."""
    del each_language  # installed before the widgets are built
    context = AppContext(settings)
    state = TableState(context)
    state.set_seating(NAMES, 0)
    v = TableView(context, state, None)
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _ruleset(view: TableView, ruleset_id: str, **fields: Any) -> None:
    """The game under `ruleset_id`, with the table fields a loaded file would set."""
    view.context.set_ruleset(PRESETS[ruleset_id])
    if fields:
        data = view.state.to_dict()
        data.update(fields)
        view.state.load_dict(data)


def _ron(view: TableView, discarder: int, winner: int, han: int, fu: int) -> None:
    view.set_outcome_kind("ron")
    view.discarder.setCurrentIndex(view.discarder.findData(discarder))
    row = view.ron_winners[0]
    row.seat.setCurrentIndex(row.seat.findData(winner))
    row.set_hand(han, fu)
    view.form_edited()


def _refused(view: TableView, expected: str) -> None:
    """The preview says `expected`, Apply is off, and Apply clicked anyway changes nothing."""
    assert view.deltas_label.text().split("\n")[0] == expected
    assert not view.apply_button.isEnabled()
    hands = len(view.state.history)
    assert view.apply()["ok"] is False
    assert len(view.state.history) == hands


# 20 fu is only a pinfu tsumo (matrix C 5): a ron has 30 fu at the least
TWENTY_FU_RON = {
    "en": "20 fu is only a tsumo with pinfu: a ron has 30 fu at the least (25 for seven pairs).",
    "ru": "20\xa0фу бывает только при цумо с пинфу: у рона не меньше 30\xa0фу (25 у чиитойцу).",
    "uk": "20\xa0фу буває лише при цумо з пінфу: у рона щонайменше 30\xa0фу (25 у чіітойцу).",
}
# 25 fu is seven pairs (2 han), 25 fu by tsumo adds menzen tsumo: 3 han
SEVEN_PAIRS_TSUMO = {
    "en": "25 fu by tsumo is seven pairs with menzen tsumo: that is 3 han at the least.",
    "ru": "25\xa0фу при цумо — это чиитойцу с мензен цумо: не меньше 3\xa0хан.",
    "uk": "25\xa0фу при цумо — це чіітойцу з мензен цумо: щонайменше 3\xa0хани.",
}
SEVEN_PAIRS = {
    "en": "25 fu is seven pairs: that is 2 han at the least.",
    "ru": "25\xa0фу — это чиитойцу: не меньше 2\xa0хан.",
    "uk": "25\xa0фу — це чіітойцу: щонайменше 2\xa0хани.",
}
DISCARDER_WINS = {
    "en": "Vera is both the discarder and a winner: choose who dealt in and who won.",
    "ru": "Vera указан и сбросившим, и победителем: выберите, кто сбросил и кто выиграл.",
    "uk": "Vera зазначено і тим, хто скинув, і переможцем: виберіть, хто скинув і хто виграв.",
}
WINNER_TWICE = {
    "en": "Boris is chosen as a winner twice.",
    "ru": "Boris выбран победителем дважды.",
    "uk": "Boris обрано переможцем двічі.",
}
PAO_OWN_WIN = {
    "en": "Boris cannot be liable (pao) for their own win.",
    "ru": "Boris не может отвечать (пао) за собственную победу.",
    "uk": "Boris не може відповідати (пао) за власний виграш.",
}
PAO_WITHOUT_YAKUMAN = {
    "en": "Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody.",
    "ru": "Пао бывает только за якуман: введите якуман или выберите «Никто».",
    "uk": "Пао буває лише за якуман: введіть якуман або виберіть «Ніхто».",
}
RIICHI_BELOW_1000 = {
    "en": "Boris has fewer than 1,000 points: this ruleset does not allow riichi.",
    "ru": "У игрока Boris меньше 1000\xa0очков: эти правила не разрешают риичи.",
    "uk": "Гравець Boris має менше 1000\xa0очок: ці правила не дозволяють ріічі.",
}
FOUR_RIICHI = {
    "en": "Four riichi: tick all four players under “Riichi declared”, or choose another reason.",
    "ru": "Четыре риичи: отметьте всех четырех игроков в «Объявили риичи» или выберите другую "
    "причину.",
    "uk": "Чотири ріічі: позначте всіх чотирьох гравців у «Оголосили ріічі» або виберіть іншу "
    "причину.",
}
TWO_HAN_RULE = {
    "en": "5 honba: under this ruleset Anna needs 2 han without counting dora to win.",
    "ru": "Хонба: 5. По этим правилам игроку Anna для победы нужно 2\xa0хан без учета доры.",
    "uk": "Хонба: 5. За цими правилами гравцю Anna для виграшу потрібно 2\xa0хани без урахування "
    "дори.",
}


def test_a_ron_of_20_fu_is_refused_in_words(view: TableView, each_language: str) -> None:
    _ron(view, 2, 1, 3, 20)  # Boris rons Vera: 3 han 20 fu
    _refused(view, TWENTY_FU_RON[each_language])


def test_seven_pairs_by_tsumo_needs_3_han(view: TableView, each_language: str) -> None:
    view.set_outcome_kind("tsumo")
    row = view.tsumo_winner
    row.seat.setCurrentIndex(row.seat.findData(1))
    row.set_hand(2, 25)  # seven pairs 2 + menzen tsumo 1: 3 han at the least
    view.form_edited()
    _refused(view, SEVEN_PAIRS_TSUMO[each_language])
    row.han.setValue(3)
    assert view.apply_button.isEnabled()


def test_the_seats_are_refused_in_words(view: TableView, each_language: str) -> None:
    _ron(view, 2, 1, 2, 30)
    view.ron_winners[0].seat.setCurrentIndex(2)  # Vera dealt in and won
    _refused(view, DISCARDER_WINS[each_language])
    _ron(view, 0, 1, 2, 30)
    second = view.ron_winners[1]
    second.enabled.setChecked(True)
    second.seat.setCurrentIndex(second.seat.findData(1))  # Boris twice
    second.set_hand(2, 30)
    _refused(view, WINNER_TWICE[each_language])


def test_liability_is_refused_in_words(view: TableView, each_language: str) -> None:
    _ron(view, 0, 1, 3, 30)
    row = view.ron_winners[0]
    row.pao.setCurrentIndex(row.pao.findData(2))  # Vera liable for a 3 han hand
    _refused(view, PAO_WITHOUT_YAKUMAN[each_language])
    row.yakuman.setValue(1)
    assert view.apply_button.isEnabled()
    row.pao.setCurrentIndex(row.pao.findData(1))  # Boris liable for his own win
    _refused(view, PAO_OWN_WIN[each_language])


def test_riichi_below_1000_points_is_refused_under_tenhou(
    view: TableView, each_language: str
) -> None:
    # Tenhou needs 1,000 points to declare riichi; Boris has 500
    _ruleset(view, "tenhou", scores=[49500, 500, 25000, 25000])
    _ron(view, 3, 2, 2, 30)
    view.riichi_checks[1].setChecked(True)
    _refused(view, RIICHI_BELOW_1000[each_language])


def test_four_riichi_needs_four_ticks(view: TableView, each_language: str) -> None:
    _ruleset(view, "tenhou")  # Tenhou has the four-riichi abortive draw
    view.set_outcome_kind("abortive")
    for seat in range(4):
        view.riichi_checks[seat].setChecked(True)
    reason = view.form.abortive_reason
    reason.setCurrentIndex(reason.findData("four_riichi"))
    assert view.apply_button.isEnabled()
    view.riichi_checks[3].setChecked(False)
    _refused(view, FOUR_RIICHI[each_language])


def test_the_two_han_rule_refuses_1_han_with_the_assumed_mark(
    view: TableView, each_language: str
) -> None:
    # Galaxy: the dealer needs 2 han without dora from 5 honba (correction 2: a chosen
    # reading, so the refusal carries the assumed mark and its note)
    _ruleset(view, "galaxy", honba=5)
    _ron(view, 2, 0, 1, 30)  # Anna deals and rons Vera with 1 han
    _refused(view, TWO_HAN_RULE[each_language])
    lines = view.deltas_label.text().split("\n")
    assert lines[1].startswith("* " + labels.rule_field_label("ryanhan_shibari") + " — ")
    view.ron_winners[0].han.setValue(2)
    assert view.apply_button.isEnabled()  # 2 han: the referee checks they are yaku (a warning)


def test_the_fu_list_greys_what_the_engine_refuses_with_its_reason(
    view: TableView, each_language: str
) -> None:
    row = view.ron_winners[0]
    model = row.fu.model()
    assert isinstance(model, QStandardItemModel)
    row.han.setValue(1)
    item20 = model.item(FU_STEPS.index(20))
    item25 = model.item(FU_STEPS.index(25))
    assert not item20.isEnabled() and item20.toolTip() == TWENTY_FU_RON[each_language]
    assert not item25.isEnabled() and item25.toolTip() == SEVEN_PAIRS[each_language]
    assert model.item(FU_STEPS.index(30)).isEnabled()
    assert model.item(FU_STEPS.index(30)).toolTip() == ""
    tsumo = view.tsumo_winner
    tsumo_model = tsumo.fu.model()
    assert isinstance(tsumo_model, QStandardItemModel)
    tsumo.han.setValue(2)  # pinfu tsumo can be; seven pairs by tsumo not yet
    assert tsumo_model.item(FU_STEPS.index(20)).isEnabled()
    item = tsumo_model.item(FU_STEPS.index(25))
    assert not item.isEnabled() and item.toolTip() == SEVEN_PAIRS_TSUMO[each_language]
