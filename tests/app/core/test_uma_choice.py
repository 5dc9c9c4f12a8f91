"""RRC's uma choice (30/10 or 15/5, rrc.md) stays one click away during the game and at its end,
unless a chombo counted in uma steps has been recorded."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.table_state import TableState


def _rrc_table(context: AppContext) -> TableState:
    context.set_ruleset(PRESETS["rrc"])
    return TableState(context)


def test_the_uma_can_be_chosen_after_hands_and_at_the_end(context: AppContext) -> None:
    st = _rrc_table(context)
    # RRC starts at 30,000 and returns 30,000 (no oka). A draw with only seat 0 tenpai:
    # 3,000 noten payments, seat 0 +3,000, the others −1,000 each.
    assert st.apply({"type": "draw", "tenpai": [0], "nagashi": []}, [])["ok"]
    assert st.scores == [33000, 29000, 29000, 29000]
    assert not st.uma_locked
    st.end_game()
    assert not st.uma_locked
    # 30/10: seat 0 first, +3 + 30 = 33; the three tied at 29,000 share 10 − 10 − 30 = −30:
    # −1 − 10 = −11 each
    assert st.final()["results"] == [33, -11, -11, -11]
    st.set_uma_choice(1)  # 15/5, after the game
    # seat 0: +3 + 15 = 18; the others share 5 − 5 − 15 = −15: −1 − 5 = −6 each
    assert st.final()["results"] == [18, -6, -6, -6]
    st.set_uma_choice(0)
    assert st.final()["results"] == [33, -11, -11, -11]


def test_a_chombo_in_uma_steps_fixes_the_uma_until_it_is_undone(context: AppContext) -> None:
    st = _rrc_table(context)
    assert st.apply({"type": "draw", "tenpai": [0], "nagashi": []}, [])["ok"]
    st.set_uma_choice(1)
    # 15/5: the step is 10,000; RRC's chombo is twice the step: 20,000
    assert st.apply({"type": "chombo", "offender": 2}, [])["ok"]
    assert st.penalties == [0, 0, -20000, 0]
    assert st.uma_locked
    with pytest.raises(ValueError, match="fixed"):
        st.set_uma_choice(0)
    st.undo()
    assert not st.uma_locked
    st.set_uma_choice(0)


def test_the_table_tab_keeps_the_choice_enabled_after_a_hand(
    qtbot: QtBot, context: AppContext
) -> None:
    from referee_app.views.table.table_view import TableView

    context.set_ruleset(PRESETS["rrc"])
    view = TableView(context, TableState(context))
    qtbot.addWidget(view)
    assert view.state.apply({"type": "draw", "tenpai": [0], "nagashi": []}, [])["ok"]
    assert view.uma_combo.isEnabled()
    view.state.end_game()
    assert view.uma_combo.isEnabled()
    view.uma_combo.setCurrentIndex(1)
    assert view.state.uma_choice == 1
