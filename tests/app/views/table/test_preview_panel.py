"""The Table tab's preview panel on its own: an engine `settle` answer in words, the warnings
with their one-click chombo, and the lines the large-type overlay shows.

EMA 2025 values worked by hand: 30,000 start; a non-dealer ron of 1 han 30 fu is
30 x 2^(2+1) = 240 basic points x 4 = 960, rounded up to 1,000, all from the discarder.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.text.table_words import TableWords
from referee_app.views.table.preview_panel import PreviewPanel

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
#: Vera deals in to Boris, 1 han 30 fu
RON = {"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 1, "fu": 30}]}


@pytest.fixture
def state(settings: Settings) -> TableState:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema"])
    table = TableState(context)
    table.set_seating(NAMES, 0)
    return table


@pytest.fixture
def panel(qtbot: QtBot) -> PreviewPanel:
    preview = PreviewPanel()
    qtbot.addWidget(preview)
    preview.retranslate_ui()
    return preview


def _cells(panel: PreviewPanel) -> list[list[str]]:
    table = panel.preview_table
    return [
        [item.text() if (item := table.item(r, c)) is not None else "" for c in range(4)]
        for r in range(table.rowCount())
    ]


def test_a_ron_is_one_transfer_and_each_players_change(
    panel: PreviewPanel, state: TableState
) -> None:
    answer = state.preview(RON, [])
    assert answer.get("ok"), answer
    words = TableWords.of(state)
    panel.show_answer(answer, words, state.ruleset)
    assert _cells(panel) == [["Vera", "Boris", "1,000", labels.transfer_label("ron")]]
    # each name and its change held together (no break between them)
    nbsp, minus = "\N{NO-BREAK SPACE}", "\N{MINUS SIGN}"
    assert panel.deltas_label.text() == (
        f"Anna{nbsp}0 · Boris{nbsp}+1,000 · Vera{nbsp}{minus}1,000 · Gleb{nbsp}0"
    )
    assert panel.next_label.text() == words.next_hand(answer)
    # the overlay's lines: name and wind, then the change per player
    assert panel.lines(answer, words) == [
        f"Vera (West) → Boris (South): 1,000 ({labels.transfer_label('ron')})",
        panel.deltas_label.text(),
    ]
    panel.clear()
    assert panel.preview_table.rowCount() == 0
    assert panel.deltas_label.text() == "" and panel.next_label.text() == ""


def test_a_chombo_button_shows_for_its_warning_and_asks_for_that_seat(
    panel: PreviewPanel, state: TableState, qtbot: QtBot
) -> None:
    words = TableWords.of(state)
    panel.show_warnings([("Gleb declared riichi but is not ticked tenpai…", 3), ("Note", None)],
                        words)  # fmt: skip
    assert panel.warning_label.text() == "Gleb declared riichi but is not ticked tenpai…\nNote"
    assert [b.isHidden() for b in panel.chombo_buttons] == [True, True, True, False]
    assert panel.chombo_buttons[3].text() == "Chombo: Gleb"
    with qtbot.waitSignal(panel.chombo_requested) as blocker:
        panel.chombo_buttons[3].click()
    assert blocker.args == [3]
    panel.show_warnings([], words)
    assert panel.warning_label.isHidden()
    assert all(b.isHidden() for b in panel.chombo_buttons)


def test_the_name_columns_fit_a_short_name_and_cap_a_long_one(
    panel: PreviewPanel, state: TableState
) -> None:
    from referee_app.views.table.table_widgets import PREVIEW_NAME_WIDTH

    state.set_name(2, "Vera-Konstantina Aleksandrovna Rimskaya-Korsakova")
    answer = state.preview(RON, [])
    panel.show_answer(answer, TableWords.of(state), state.ruleset)
    header = panel.preview_table.horizontalHeader()
    assert header.sectionSize(0) == PREVIEW_NAME_WIDTH  # the long name is cut, whole in its tip
    item = panel.preview_table.item(0, 0)
    assert item is not None and item.toolTip().startswith("Vera-Konstantina")
    assert header.sectionSize(1) < PREVIEW_NAME_WIDTH  # "Boris" or the title: less
