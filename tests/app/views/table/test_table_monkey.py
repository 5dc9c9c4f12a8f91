"""A monkey test for the Table view: seeded random results entered through the form's own
widgets, applied, taken back, new games, ended games, ruleset switches and answers to the
referee's questions. Nothing may raise (pytest-qt fails the test on an exception inside a Qt
slot) and the points stay whole: the players' scores plus the riichi sticks on the table always
add up to what the game started with (penalties after uma are kept apart)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.table.seating_dialog import SeatingDialog
from referee_app.views.table.table_view import TableView

pytestmark = [
    pytest.mark.slow,
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]

STEPS = 400
NAMES = ["Anna", "Boris", "Vera", "Gleb"]


class _Hand:
    """What the Table view reads from the Hand view (nothing scored there)."""

    result: dict[str, Any] | None = None

    def to_request(self) -> dict[str, Any]:
        return {"seat_wind": "E"}


def _pick(rng: random.Random, combo: Any) -> None:
    if combo.count():
        combo.setCurrentIndex(rng.randrange(combo.count()))


def _fill_winner(rng: random.Random, row: Any) -> None:
    _pick(rng, row.seat)
    row.han.setValue(rng.choice([0, 1, 1, 2, 3, 4, 5, 6, 8, 11, 13]))
    _pick(rng, row.fu)
    row.yakuman.setValue(rng.choice([0, 0, 0, 0, 1, 2]))
    if rng.random() < 0.1:
        _pick(rng, row.pao)


def _enter_random_result(rng: random.Random, view: TableView) -> None:
    kinds = [k for k, b in view.outcome_buttons.items() if b.isEnabled()]
    kind = rng.choice(kinds)
    view.set_outcome_kind(kind)
    for check in view.riichi_checks:
        check.setChecked(rng.random() < 0.15)
    if kind == "ron":
        _pick(rng, view.discarder)
        for i, row in enumerate(view.ron_winners):
            if i and row.enabled.isEnabled():
                row.enabled.setChecked(rng.random() < 0.2)
            _fill_winner(rng, row)
    elif kind == "tsumo":
        _fill_winner(rng, view.tsumo_winner)
    elif kind == "draw":
        for check in (*view.tenpai_checks, *view.nagashi_checks):
            if check.isEnabled():
                check.setChecked(rng.random() < 0.3)
    elif kind == "abortive":
        _pick(rng, view.abortive_reason)
    else:
        _pick(rng, view.offender)


@pytest.mark.parametrize("seed", [20261130, 5, 11])
def test_table_monkey(
    qtbot: QtBot, settings: Settings, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    rng = random.Random(seed)
    monkeypatch.setattr(
        TableView, "confirm", lambda self, title, question, detail: rng.random() < 0.5
    )
    monkeypatch.setattr(
        SeatingDialog,
        "ask",
        classmethod(lambda cls, *args: (NAMES, rng.randrange(4)) if rng.random() < 0.8 else None),
    )
    context = AppContext(settings)
    state = TableState(context)
    view = TableView(context, state, _Hand())
    qtbot.addWidget(view)
    view.resize(1024, 700)
    start_total = sum(state.scores) + 1000 * state.riichi_sticks
    presets = list(PRESETS)
    for step in range(STEPS):
        roll = rng.random()
        if roll < 0.6:
            _enter_random_result(rng, view)
            view.apply()  # refused results leave a message and change nothing
        elif roll < 0.7:
            view.undo()
        elif roll < 0.74:
            view.new_game()
        elif roll < 0.77:
            view.end_game()
        elif roll < 0.82:
            view.edit_seating()
        elif roll < 0.85:
            view.seating_ok_button.click()
        elif roll < 0.9:
            view.last_hand.setChecked(not view.last_hand.isChecked())
        elif roll < 0.95:
            context.set_ruleset(PRESETS[rng.choice(presets)])
        else:
            _pick(rng, view.uma_combo)
        if not state.history:
            # a new game (or everything undone) starts from the ruleset of that moment
            start_total = sum(state.scores) + 1000 * state.riichi_sticks
        total = sum(state.scores) + 1000 * state.riichi_sticks
        assert total == start_total, (seed, step, state.to_dict())
        assert len(state.history) <= 200
        if state.game_over:
            assert view.final_answer()["ok"], (seed, step)
