"""A table game's record is never lost: a new game has no file until it is saved, saving over a
file that holds another game asks first, the title names the open file and marks unsaved
changes, the New-game question says what is kept and where, and File ▸ New game exists."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.views.file_actions import FileActions
from referee_app.views.main_window import MainWindow
from referee_app.views.table.table_view import TableView

RON = {
    "type": "ron",
    "discarder": 3,
    "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
}
DRAW = {"type": "draw", "tenpai": [0], "nagashi": []}


class Asked:
    def __init__(self) -> None:
        self.paths: list[str | None] = []
        self.path_questions = 0
        self.confirms: list[bool] = []
        self.confirm_texts: list[str] = []
        self.new_game_details: list[str] = []


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Asked:
    a = Asked()

    def ask_path(*_args: Any) -> str | None:
        a.path_questions += 1
        return a.paths.pop(0)

    def ask_confirm(_window: Any, _title: str, text: str) -> bool:
        a.confirm_texts.append(text)
        return a.confirms.pop(0)

    def confirm(_view: Any, _title: str, _question: str, detail: str) -> bool:
        a.new_game_details.append(detail)
        return True

    monkeypatch.setattr(FileActions, "ask_save_path", staticmethod(ask_path))
    monkeypatch.setattr(FileActions, "ask_confirm", staticmethod(ask_confirm))
    monkeypatch.setattr(TableView, "confirm", confirm)
    return a


@pytest.fixture
def app(qapp: Any, qtbot: Any, settings: Any, tmp_path: Path) -> tuple[MainWindow, FileActions]:
    from referee_app.app import create_main_window
    from referee_app.views.file_actions import install

    window = create_main_window(qapp, settings, start_language=False)
    qtbot.addWidget(window)
    actions = install(window, autosave_folder=tmp_path / "autosave")
    window.tabs.setCurrentIndex(window.TAB_TABLE)
    return window, actions


def _hands(path: Path) -> int:
    return len(json.loads(path.read_text(encoding="utf-8"))["table"]["history"])


def test_a_new_game_has_no_file_until_it_is_saved(
    app: tuple[MainWindow, FileActions], asked: Asked, tmp_path: Path
) -> None:
    window, actions = app
    state = window.table_state
    for _ in range(4):
        assert state.apply(DRAW, [])["ok"]
    game = tmp_path / "game.riichi-table.json"
    asked.paths.append(str(game))
    assert actions.save()
    assert _hands(game) == 4
    assert actions.new_game()
    assert state.history == []
    assert state.apply(RON, [])["ok"]
    asked.paths.append(None)  # Ctrl+S asks where; the referee cancels
    assert not actions.save()
    assert asked.path_questions == 2
    assert _hands(game) == 4  # the four-hand record is still there


def test_saving_over_a_file_that_holds_another_game_asks_first(
    app: tuple[MainWindow, FileActions], asked: Asked, tmp_path: Path
) -> None:
    window, actions = app
    state = window.table_state
    for _ in range(4):
        assert state.apply(DRAW, [])["ok"]
    game = tmp_path / "game.riichi-table.json"
    asked.paths.append(str(game))
    assert actions.save()
    assert state.apply(DRAW, [])["ok"]
    assert actions.save()  # the same game, one hand more: no question
    assert asked.confirm_texts == []
    assert _hands(game) == 5
    actions.new_game()
    assert state.apply(RON, [])["ok"]
    asked.paths.append(str(game))
    asked.confirms.append(False)
    assert not actions.save()
    assert "another table game (hands played: 5)" in asked.confirm_texts[0]
    assert _hands(game) == 5
    asked.paths.append(str(game))
    asked.confirms.append(True)
    assert actions.save()
    assert _hands(game) == 1


def test_the_title_names_the_open_file_and_marks_unsaved_changes(
    app: tuple[MainWindow, FileActions], asked: Asked, tmp_path: Path
) -> None:
    window, actions = app
    state = window.table_state
    assert window.windowFilePath() == ""
    assert "[*]" in window.windowTitle()
    assert not window.isWindowModified()
    assert state.apply(DRAW, [])["ok"]
    assert window.isWindowModified()  # a hand not saved anywhere
    game = tmp_path / "game.riichi-table.json"
    asked.paths.append(str(game))
    assert actions.save()
    assert window.windowFilePath() == str(game)
    assert window.windowTitle() == "game.riichi-table.json[*]"
    assert not window.isWindowModified()
    assert state.apply(DRAW, [])["ok"]
    assert window.isWindowModified()
    actions.new_game()
    assert window.windowFilePath() == ""
    assert actions.open_path(game)  # opened: as in its file, nothing unsaved
    assert window.windowFilePath() == str(game)
    assert not window.isWindowModified()


def test_the_new_game_question_says_what_is_kept_and_where(
    app: tuple[MainWindow, FileActions], asked: Asked, tmp_path: Path
) -> None:
    window, actions = app
    state = window.table_state
    assert state.apply(DRAW, [])["ok"]
    actions.new_game()
    assert "not saved in any file" in asked.new_game_details[-1]
    assert "players' names" in asked.new_game_details[-1]
    assert state.apply(DRAW, [])["ok"]
    game = tmp_path / "game.riichi-table.json"
    asked.paths.append(str(game))
    assert actions.save()
    actions.new_game()
    assert f"kept in {game}" in asked.new_game_details[-1]
    assert state.apply(DRAW, [])["ok"]
    asked.paths.append(str(tmp_path / "second.json"))
    assert actions.save()
    assert state.apply(DRAW, [])["ok"]
    actions.new_game()
    assert "not in" in asked.new_game_details[-1]
    assert "second.json" in asked.new_game_details[-1]


def test_file_new_game_exists_and_shows_the_table_tab(
    app: tuple[MainWindow, FileActions], asked: Asked
) -> None:
    window, actions = app
    assert actions.new_game_action in window.file_menu.actions()
    window.tabs.setCurrentIndex(window.TAB_HAND)
    assert window.table_state.apply(DRAW, [])["ok"]
    actions.new_game_action.trigger()
    assert window.tabs.currentIndex() == window.TAB_TABLE
    assert window.table_state.history == []


def test_opening_another_game_clears_the_stale_status_line(
    app: tuple[MainWindow, FileActions], asked: Asked, tmp_path: Path
) -> None:
    window, actions = app
    assert window.table_state.apply(DRAW, [])["ok"]
    game = tmp_path / "game.json"
    asked.paths.append(str(game))
    assert actions.save()
    window.table_view.show_message("This game is now played under RRC.")
    assert actions.open_path(game)
    assert window.table_view.form.message.text() == ""
