"""The sign-off sheet of a finished game (issue 23, Deliver 5): results, zero-sum checks,
every chombo and penalty, every correction, lines to sign; on screen, PDF and CSV.

The game (EMA 2025: 30,000 start, uma 15/5, no oka, kiriage): Аня, Bob, Олена, Dee.
1. East 1: Bob rons Dee, Олена in riichi; entered 4 han 30 fu (kiriage mangan 8,000),
   corrected to 3 han 30 fu: 3,900 + the stick: Bob +4,900, Олена −1,000, Dee −3,900.
2. East 2 (Bob deals): draw, Аня and Олена tenpai: +1,500 each, Bob and Dee −1,500.
3. East 3, 1 honba (Олена deals): Dee's chombo (false win, hand shown): 20,000 off his final.
Scores: Аня 31,500, Bob 33,400, Олена 30,500, Dee 24,600 (120,000 = 4 × 30,000).
Finals: Bob +3.4 + 15 = +18.4; Аня +1.5 + 5 = +6.5; Олена +0.5 − 5 = −4.5;
Dee −5.4 − 15 − 20 = −40.4. Before the chombo they add up to 0.
"""

from __future__ import annotations

import copy
import csv
import io
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from referee_app.core.case_files import TableFile


@pytest.fixture
def game(settings: Any) -> TableFile:
    from referee_app.core import corrections
    from referee_app.core.case_files import table_from_state
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    state = TableState(context)
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        state.set_name(seat, name)
    state.set_table_number("7")
    state.set_player_id(3, "EMA-04")

    def ron(han: int) -> dict[str, Any]:
        return {"type": "ron", "discarder": 3, "winners": [{"seat": 1, "han": han, "fu": 30}]}

    assert state.apply(ron(4), [2])["ok"]
    assert state.apply({"type": "draw", "tenpai": [0, 2], "nagashi": []}, [])["ok"]
    chombo = {"type": "chombo", "offender": 3, "offence": "false_win_tiles_shown"}
    assert state.apply(chombo, [])["ok"]
    corrections.edit_hand(state, 0, ron(3), [2], "dora counted twice")
    state.end_game()
    return table_from_state(context, state, "")


def test_the_sheet_holds_results_checks_sanctions_corrections_and_signers(
    qapp: Any, game: TableFile
) -> None:
    from referee_app.graphics.export import final_answer
    from referee_app.graphics.sign_off import SignOffSheet

    sheet = SignOffSheet()
    final = final_answer(game)
    assert sheet.result_rows(game, final) == [
        ("1", "Bob", "33,400", "+18.4"),
        ("2", "Аня", "31,500", "+6.5"),
        ("3", "Олена", "30,500", "\N{MINUS SIGN}4.5"),
        ("4", "Dee (EMA-04)", "24,600", "\N{MINUS SIGN}40.4"),
    ]
    checks = sheet.checks(final)
    assert [holds for _, holds in checks] == [True, True, True]
    assert checks[0][0] == "Scores plus riichi sticks left: 120,000 of 120,000: adds up"
    assert checks[2][0] == "Penalties off the final results: \N{MINUS SIGN}20.0"
    assert sheet.sanction_lines(game) == [
        "3. East 3, 1 honba — Chombo: Dee (False win, hand revealed)"
        " · Dee \N{MINUS SIGN}20,000 off the final score"
    ]
    assert sheet.signers(game) == ["Аня", "Bob", "Олена", "Dee (EMA-04)", "Referee"]


def test_a_failed_check_is_shown_not_hidden(qapp: Any, game: TableFile) -> None:
    from referee_app.graphics.export import final_answer
    from referee_app.graphics.sign_off import SignOffSheet

    short = TableFile(table=copy.deepcopy(game.table), ruleset_json=game.ruleset_json)
    short.table["scores"][0] -= 1000  # a score entered 1,000 short
    sheet = SignOffSheet()
    checks = sheet.checks(final_answer(short))
    assert checks[0] == (
        "Scores plus riichi sticks left: 119,000 of 120,000: does NOT add up",
        False,
    )
    rows = list(csv.reader(io.StringIO(sheet.csv_text(short, final_answer(short)))))
    assert ["Check", checks[0][0], "✗"] in rows


def test_the_sheet_as_pdf_png_and_csv(qapp: Any, game: TableFile, tmp_path: Path) -> None:
    from referee_app.graphics.sign_off import export_sign_off

    assert export_sign_off(game, tmp_path / "sheet.pdf") >= 1
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    assert export_sign_off(game, tmp_path / "sheet.png") == 1
    export_sign_off(game, tmp_path / "sheet.csv")
    rows = list(csv.reader(io.StringIO((tmp_path / "sheet.csv").read_text("utf-8-sig"))))
    assert rows[0] == ["Sign-off sheet"] and ["Table 7"] in rows
    assert ["1", "Bob", "33,400", "'+18.4"] in rows  # a leading + is kept from formulas
    assert ["Chombo and penalties"] in rows and ["Signatures"] in rows
    signers = rows[rows.index(["Signatures"]) + 1 :]
    assert [r[0] for r in signers] == ["Аня", "Bob", "Олена", "Dee (EMA-04)", "Referee"]


def test_the_table_tab_opens_the_sheet_and_saves_it(
    qtbot: QtBot, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState
    from referee_app.views.table import sign_off_dialog
    from referee_app.views.table.table_view import TableView

    context = AppContext(settings)
    state = TableState(context)
    view = TableView(context, state)
    qtbot.addWidget(view)
    assert state.apply({"type": "draw", "tenpai": [], "nagashi": []}, [])["ok"]
    state.end_game()  # the final results (and the sheet's button) replace the form
    assert view.left.currentWidget() is view.final_box
    shown: list[Any] = []

    def exec_(dialog: Any) -> int:
        shown.append(dialog)
        dialog.ask_path = lambda kind: str(tmp_path / f"sheet.{kind}")
        assert dialog.save("pdf") and dialog.save("csv")
        return 0

    monkeypatch.setattr(sign_off_dialog.SignOffDialog, "exec", exec_)
    view.final_box.sign_off_button.click()
    assert len(shown) == 1 and not shown[0].page.pixmap().isNull()
    assert (tmp_path / "sheet.pdf").exists() and (tmp_path / "sheet.csv").exists()


def test_the_sheet_lists_penalties_between_hands_and_takes_them_off_the_results(
    qapp: Any,
) -> None:
    """The RRC sample with Vera's wrong dora indicator three times between two hands
    (tests/app/core/test_penalty_record.py works the numbers): a warning, 2,000, 4,000 off her
    final result after uma: 35.8, 11.3, −17.3, −35.8."""
    from referee_app.core.case_files import load_file
    from referee_app.graphics.export import final_answer
    from referee_app.graphics.sign_off import SignOffSheet

    game = load_file(Path(__file__).parents[1] / "core" / "data" / "table-v2-penalty.json")
    assert isinstance(game, TableFile)
    game.table["game_over"] = True
    sheet = SignOffSheet()
    final = final_answer(game)
    assert [row[3] for row in sheet.result_rows(game, final)] == [
        "+35.8",
        "+11.3",
        "\N{MINUS SIGN}17.3",
        "\N{MINUS SIGN}35.8",
    ]
    assert sheet.checks(final)[2][0] == "Penalties off the final results: \N{MINUS SIGN}6.0"
    wrong = "Penalty: Vera (Wrong dora indicator turned)"
    assert sheet.sanction_lines(game) == [
        f"2. East 1, 1 honba — {wrong} · Warning",
        f"3. East 1, 1 honba — {wrong} · Vera \N{MINUS SIGN}2,000 off the final score",
        f"4. East 1, 1 honba — {wrong} · Vera \N{MINUS SIGN}4,000 off the final score",
    ]
