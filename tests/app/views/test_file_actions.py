"""File menu: open/save round trip, refusals change nothing, recent files, export, drag and drop."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from referee_app.core.case_files import CASE_FORMAT, CaseFile, save_file
from referee_app.views.file_actions import MAX_RECENT, FileActions

#: An EMA hand (no red fives): 234567m + 55p pair, pon of red dragons, chi 345m, ron on 5p.
#: By hand: yakuhai chun 1 han; fu 20 + 4 (open honour pon) + 2 (tanki) = 26 → 30;
#: basic 30 × 2^3 = 240; non-dealer ron 4 × 240 = 960 → 1,000.
HAND: dict[str, Any] = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
}


class Dialogs:
    """Stand-ins for the modal dialogs: answers queued by the test, errors recorded."""

    def __init__(self) -> None:
        self.paths: list[str | None] = []
        self.notes: list[str | None] = []
        self.errors: list[tuple[str, str]] = []
        self.confirms: list[bool] = []
        self.confirm_questions: list[str] = []

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        def ask_path(*_args: Any) -> str | None:
            return self.paths.pop(0)

        def ask_note(*_args: Any) -> str | None:
            return self.notes.pop(0)

        def show_error(_window: Any, title: str, text: str) -> None:
            self.errors.append((title, text))

        monkeypatch.setattr(FileActions, "ask_open_path", staticmethod(ask_path))
        monkeypatch.setattr(FileActions, "ask_save_path", staticmethod(ask_path))
        monkeypatch.setattr(FileActions, "ask_note", staticmethod(ask_note))

        def ask_confirm(_window: Any, title: str, _text: str) -> bool:
            self.confirm_questions.append(title)
            return self.confirms.pop(0)

        monkeypatch.setattr(FileActions, "show_error", staticmethod(show_error))
        monkeypatch.setattr(FileActions, "ask_confirm", staticmethod(ask_confirm))


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    d = Dialogs()
    d.install(monkeypatch)
    return d


class Setup:
    def __init__(self, qtbot: Any, settings: Any) -> None:
        from PySide6.QtWidgets import QMainWindow

        from referee_app.core.context import AppContext
        from referee_app.core.hand_state import HandState
        from referee_app.core.table_state import TableState

        self.window = QMainWindow()
        qtbot.addWidget(self.window)
        self.context = AppContext(settings)
        self.hand = HandState(self.context)
        self.table = TableState(self.context)
        self.kind = "case"
        self.actions = FileActions(
            self.window, self.context, self.hand, self.table, current_kind=lambda: self.kind
        )
        self.opened: list[str] = []
        self.actions.opened.connect(self.opened.append)


@pytest.fixture
def app_setup(qtbot: Any, settings: Any) -> Setup:
    return Setup(qtbot, settings)


def test_save_then_open_restores_hand_and_note(
    app_setup: Setup, dialogs: Dialogs, qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    s = app_setup
    s.hand.load_request(HAND)
    dialogs.notes.append("Dispute at table 4")
    assert s.actions.edit_note()
    dialogs.paths.append(str(tmp_path / "dispute"))  # the suffix is added
    assert s.actions.save()
    saved = tmp_path / "dispute.json"
    raw = json.loads(saved.read_text(encoding="utf-8"))
    assert raw["format"] == CASE_FORMAT
    assert raw["note"] == "Dispute at table 4"
    assert raw["score"]["ruleset"] == "ema"
    assert raw["score"]["hand"] == "234567m55p"

    # the second Save goes to the same file without asking
    s.hand.load_request({**HAND, "riichi_sticks": 2})
    assert s.actions.save()
    assert json.loads(saved.read_text(encoding="utf-8"))["score"]["riichi_sticks"] == 2

    other = Setup(qtbot, settings)
    assert other.actions.open_path(saved)
    assert other.hand.to_request() == s.hand.to_request()
    assert other.actions.case_note == "Dispute at table 4"
    assert other.opened == ["case"]
    assert dialogs.errors == []


def test_table_save_and_open(
    app_setup: Setup, dialogs: Dialogs, qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    s = app_setup
    s.kind = "table"
    s.table.set_name(0, "Аня")
    assert s.table.apply(
        {"type": "tsumo", "winner": 0, "han": 3, "fu": 30, "yakuman": 0, "pao": None}, []
    )["ok"]
    dialogs.paths.append(str(tmp_path / "game.json"))
    assert s.actions.save()
    other = Setup(qtbot, settings)
    assert other.actions.open_path(tmp_path / "game.json")
    assert other.table.to_dict() == s.table.to_dict()
    assert other.opened == ["table"]


def test_bad_file_shows_reason_and_changes_nothing(
    app_setup: Setup, dialogs: Dialogs, tmp_path: Path
) -> None:
    s = app_setup
    s.hand.load_request(HAND)
    before = s.hand.to_request()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "riichi-referee-case", "version": 9}', encoding="utf-8")
    dialogs.paths.append(str(bad))
    assert not s.actions.open_dialog()
    assert len(dialogs.errors) == 1
    title, text = dialogs.errors[0]
    assert title == "Cannot open the file"
    assert "bad.json" in text
    assert "newer version" in text
    assert s.hand.to_request() == before
    assert s.opened == []
    assert s.actions.recent_files() == []


def test_cancelled_dialogs_do_nothing(app_setup: Setup, dialogs: Dialogs) -> None:
    dialogs.paths.extend([None, None, None])
    dialogs.notes.append(None)
    assert not app_setup.actions.open_dialog()
    assert not app_setup.actions.save()
    assert not app_setup.actions.export_dialog(".pdf")
    assert not app_setup.actions.edit_note()
    assert dialogs.errors == []


def test_recent_files_newest_first_capped_and_pruned(
    app_setup: Setup, dialogs: Dialogs, tmp_path: Path
) -> None:
    s = app_setup
    paths = []
    for i in range(MAX_RECENT + 2):
        path = tmp_path / f"case{i}.json"
        save_file(path, CaseFile(score={"ruleset": "ema", **HAND}))
        paths.append(path)
        assert s.actions.open_path(path)
    recent = s.actions.recent_files()
    assert len(recent) == MAX_RECENT
    assert recent[0] == str(paths[-1].resolve())
    assert str(paths[0].resolve()) not in recent  # the oldest fell off
    # re-opening moves a file to the top instead of listing it twice
    assert s.actions.open_path(paths[5])
    assert s.actions.recent_files()[0] == str(paths[5].resolve())
    assert len(set(s.actions.recent_files())) == MAX_RECENT
    # the menu lists them; triggering an entry opens that file
    entries = [
        a
        for a in s.actions.recent_menu.actions()
        if not a.isSeparator() and a is not s.actions.clear_recent_action
    ]
    assert [a.toolTip() for a in entries] == s.actions.recent_files()
    s.opened.clear()
    entries[1].trigger()
    assert s.opened == ["case"]
    # a file that vanished is dropped from the list when opening it fails
    vanished = paths[-1]
    vanished.unlink()
    assert not s.actions.open_path(vanished)
    assert str(vanished.resolve()) not in s.actions.recent_files()
    s.actions.clear_recent()
    assert s.actions.recent_files() == []


def test_recent_files_survive_in_settings(
    app_setup: Setup, dialogs: Dialogs, qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    path = tmp_path / "c.json"
    save_file(path, CaseFile(score={"ruleset": "ema", **HAND}))
    assert app_setup.actions.open_path(path)
    settings.sync()
    again = Setup(qtbot, settings)
    assert again.actions.recent_files() == [str(path.resolve())]


def test_export_pdf_of_current_hand_uses_engine_answer(
    app_setup: Setup, dialogs: Dialogs, tmp_path: Path
) -> None:
    from PySide6.QtCore import QLocale

    from tests.app.graphics.test_export import pdf_text

    saved = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        s = app_setup
        s.hand.load_request(HAND)
        assert s.hand.result is not None
        assert s.hand.result.get("ok"), s.hand.result
        dialogs.paths.append(str(tmp_path / "report"))
        assert s.actions.export_dialog(".pdf")
        text = pdf_text((tmp_path / "report.pdf").read_bytes())
        assert "Total: 1,000 points" in text  # worked by hand above
        assert "1 han, 30 fu" in text
    finally:
        QLocale.setDefault(saved)


def test_export_csv_always_exports_the_table(
    app_setup: Setup, dialogs: Dialogs, tmp_path: Path
) -> None:
    s = app_setup
    s.table.set_name(0, "Аня")
    # dealer tsumo 3 han 30 fu: basic 30 × 2^5 = 960; each pays 2 × 960 = 1920 → 2,000
    assert s.table.apply(
        {"type": "tsumo", "winner": 0, "han": 3, "fu": 30, "yakuman": 0, "pao": None}, []
    )["ok"]
    dialogs.paths.append(str(tmp_path / "history.csv"))
    assert s.actions.export_dialog(".csv")  # even on the Hand tab
    lines = (tmp_path / "history.csv").read_text(encoding="utf-8-sig").splitlines()
    assert len(lines) == 2
    # no correction, nothing assumed
    assert lines[1].endswith("6000,-2000,-2000,-2000,36000,28000,28000,28000,,")


def test_export_failure_is_reported(app_setup: Setup, dialogs: Dialogs, tmp_path: Path) -> None:
    assert not app_setup.actions.export_to(tmp_path / "no-such-folder" / "x.pdf")
    assert dialogs.errors
    assert dialogs.errors[0][0] == "Cannot export"


def test_dropping_a_json_file_opens_it(app_setup: Setup, dialogs: Dialogs, tmp_path: Path) -> None:
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    path = tmp_path / "dropped.json"
    save_file(path, CaseFile(score={"ruleset": "ema", **HAND}, note="dropped"))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    window = app_setup.window
    assert window.acceptDrops()
    enter = QDragEnterEvent(
        window.rect().center(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(window.rect().center()),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, drop)
    assert app_setup.opened == ["case"]
    assert app_setup.actions.case_note == "dropped"

    # other files are not accepted
    text_mime = QMimeData()
    text_mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "photo.jpg"))])
    other = QDragEnterEvent(
        window.rect().center(),
        Qt.DropAction.CopyAction,
        text_mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    other.ignore()
    QApplication.sendEvent(window, other)
    assert not other.isAccepted()


def test_language_change_retranslates_actions(app_setup: Setup) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    action = app_setup.actions.open_action
    action.setText("stale")
    QApplication.sendEvent(app_setup.window, QEvent(QEvent.Type.LanguageChange))
    assert action.text() == "&Open…"
    items = app_setup.actions.menu_items()
    assert items[:3] == [
        app_setup.actions.new_hand_action,
        app_setup.actions.new_game_action,
        action,
    ]


# --- wired into the real window ------------------------------------------------------------


def _window(qapp: Any, qtbot: Any, settings: Any) -> Any:
    from referee_app.app import create_main_window

    window = create_main_window(qapp, settings, start_language=False)
    qtbot.addWidget(window)
    return window


def test_install_restores_autosave_then_opens_command_line_file(
    qapp: Any, qtbot: Any, settings: Any, dialogs: Dialogs, tmp_path: Path
) -> None:
    from referee_app.core.autosave import AutosaveStore
    from referee_app.core.case_files import TableFile
    from referee_app.views.file_actions import install

    autosave = tmp_path / "autosave"
    # a crash left a table game with a named player and a note in the autosave folder
    table = {
        "version": 1,
        "scores": [30000, 30000, 30000, 30000],
        "dealer": 0,
        "round_wind": "E",
        "honba": 0,
        "riichi_sticks": 0,
        "names": ["Аня", "", "", ""],
        "history": [],
    }
    AutosaveStore(autosave, "table").save(
        TableFile(table=table, ruleset_json="ema", note="restored note").to_json()
    )
    case_path = tmp_path / "dispute.json"
    save_file(case_path, CaseFile(score={"ruleset": "ema", **HAND}, note="from the command line"))

    window = _window(qapp, qtbot, settings)
    actions = install(window, case_path, autosave_folder=autosave)
    assert window.table_state.names[0] == "Аня"  # the autosave came back
    assert actions.table_note == "restored note"
    assert window.hand_state.to_request()["hand"] == "234567m55p"  # then the file was opened
    assert actions.case_note == "from the command line"
    assert window.tabs.currentIndex() == window.TAB_HAND
    names = [a.objectName() for a in window.file_menu.actions()]
    for name in ("file_open", "file_save", "file_export_pdf", "file_export_csv"):
        assert name in names, name
    assert actions.recent_menu.menuAction() in window.file_menu.actions()
    assert dialogs.errors == []
    # the referee is told that the last session's game came back
    assert window.statusBar().currentMessage() == (
        "The table game of the last session was restored."
    )


def test_opening_a_table_file_switches_to_the_table_tab(
    qapp: Any, qtbot: Any, settings: Any, dialogs: Dialogs, tmp_path: Path
) -> None:
    from referee_app.core.case_files import TableFile
    from referee_app.views.file_actions import install

    window = _window(qapp, qtbot, settings)
    actions = install(window, autosave_folder=tmp_path / "autosave")
    path = tmp_path / "game.json"
    save_file(path, TableFile(table=window.table_state.to_dict(), ruleset_json="wrc"))
    assert actions.open_path(path)
    assert window.tabs.currentIndex() == window.TAB_TABLE
    assert window.context.ruleset.id == "wrc"
    # Save now writes the table game (the Table tab is current)
    dialogs.paths.append(str(tmp_path / "again.json"))
    assert actions.save_as()
    loaded = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert loaded["format"] == "riichi-referee-table"
    # Regression: a save showed nothing at all; the status bar now confirms it
    assert window.statusBar().currentMessage() == f"Saved: {tmp_path / 'again.json'}"


def test_main_window_file_menu_picture(
    qapp: Any, qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    from referee_app.views.file_actions import install

    window = _window(qapp, qtbot, settings)
    install(window, autosave_folder=tmp_path / "autosave")
    menu = window.file_menu
    menu.adjustSize()
    image = menu.grab()  # rendered without popping it up (offscreen has no popups)
    image.save(str(tmp_path / "file_menu.png"))
    assert image.height() > 200  # a dozen entries are there


def test_opening_a_table_over_a_game_in_progress_asks_first(
    app_setup: Setup, dialogs: Dialogs, tmp_path: Path
) -> None:
    from referee_app.core.case_files import TableFile

    s = app_setup
    fresh = s.table.to_dict()
    other = tmp_path / "other.json"
    save_file(other, TableFile(table={**fresh, "names": ["W", "X", "Y", "Z"]}, ruleset_json="ema"))
    assert s.table.apply(
        {"type": "tsumo", "winner": 0, "han": 3, "fu": 30, "yakuman": 0, "pao": None}, []
    )["ok"]
    in_progress = s.table.to_dict()
    dialogs.confirms.append(False)  # the referee cancels: the game stays
    assert not s.actions.open_path(other)
    assert s.table.to_dict() == in_progress
    assert dialogs.confirm_questions == ["Replace the table game?"]
    dialogs.confirms.append(True)
    assert s.actions.open_path(other)
    assert s.table.names == ["W", "X", "Y", "Z"]
    assert s.table.history == []


def test_new_hand_starts_over_with_the_default_situation(
    app_setup: Setup, dialogs: Dialogs
) -> None:
    # Clear keeps the situation (riichi, winds, honba) for the same dispute; File > New hand
    # (Ctrl+N) starts the next dispute from nothing, as one undo step, and as a new case.
    hand, actions = app_setup.hand, app_setup.actions
    hand.set_notation("123m456p789s1122z 2z")
    hand.set_flag("riichi", True)
    hand.set_seat_wind("S")
    hand.set_honba(2)
    actions.case_note = "old dispute"
    assert actions.new_hand_action.shortcut().matches(QKeySequence(QKeySequence.StandardKey.New))
    actions.new_hand_action.trigger()
    snap = hand.snapshot
    assert (snap.concealed, snap.flags, snap.honba, str(snap.seat_wind)) == (
        (),
        frozenset(),
        0,
        "E",
    )
    assert actions.case_note == "" and actions.paths["case"] is None
    assert app_setup.opened[-1] == "case"  # the Hand tab comes to the front
    assert hand.undo()
    assert hand.snapshot.honba == 2 and "riichi" in hand.snapshot.flags


def test_a_state_that_cannot_be_saved_is_said_until_fixed_and_kept(
    qapp: Any, qtbot: Any, settings: Any, dialogs: Dialogs, tmp_path: Path
) -> None:
    """A name that cannot be written (a lone surrogate got in): the banner stays up while
    every autosave fails, what was entered is kept, and it goes once a save succeeds."""
    from referee_app.views.file_actions import install

    window = _window(qapp, qtbot, settings)
    actions = install(window, None, autosave_folder=tmp_path / "autosave")
    assert actions.banner is not None and actions.autosaver is not None
    banner = actions.banner
    assert banner.isHidden()
    window.table_state.names[0] = "Bad\ud800"  # as if it had come in past every check
    window.table_state.set_name(1, "Bob")  # a change: the autosave runs and fails
    actions.autosaver.flush()
    assert not banner.isHidden()
    assert "cannot be saved" in banner.label.text()
    assert banner.label.textFormat() == Qt.TextFormat.PlainText
    window.table_state.set_name(2, "Vera")
    actions.autosaver.flush()
    assert not banner.isHidden()  # still there: not a passing line
    assert window.table_state.names[:3] == ["Bad\ud800", "Bob", "Vera"]  # nothing lost
    window.table_state.set_name(0, "Ann")
    actions.autosaver.flush()
    assert banner.isHidden()
    actions.autosaver.release()


def test_a_restored_state_that_cannot_be_saved_is_said_at_start(
    qapp: Any, qtbot: Any, settings: Any, dialogs: Dialogs, tmp_path: Path
) -> None:
    from referee_app.views.file_actions import install

    window = _window(qapp, qtbot, settings)
    actions = install(window, None, autosave_folder=tmp_path / "autosave")
    assert actions.autosaver is not None
    actions.table_note = "note \udc80"
    assert not actions.autosaver.verify()
    assert actions.banner is not None and not actions.banner.isHidden()
    actions.autosaver.release()


def test_the_checks_pages_come_back_after_a_restart(
    qapp: Any, qtbot: Any, settings: Any, dialogs: Dialogs, tmp_path: Path
) -> None:
    from referee_app.views.file_actions import install

    autosave = tmp_path / "autosave"
    window = _window(qapp, qtbot, settings)
    first = install(window, autosave_folder=autosave)
    view = window.checks_view  # built on first use: its cases are kept from then on
    furiten = view.page("furiten")
    furiten.state.hand.set_notation("23m456p789s11z678m")
    furiten.state.set_value("discards", "1z9p4m")
    kan = view.page("kan_after_riichi")
    kan.state.hand.set_notation("2399m333444555s 3s")
    qtbot.waitUntil(lambda: any(autosave.glob("check-kan_after_riichi-?.json")), timeout=3000)
    answer = furiten.state.answer
    assert answer is not None and answer["furiten"] is True
    window.close()
    first.autosaver.release()  # the process ends: its slots are free for the next start
    # a restart: a new window, the same autosave folder; the hand and the table come back,
    # and now the Checks pages too, each with its case and its answer
    again = _window(qapp, qtbot, settings)
    install(again, autosave_folder=autosave)
    restored = again.checks_view
    state = restored.page("furiten").state
    assert state.text("discards") == "1z9p4m"
    assert state.answer is not None and state.answer["reasons"] == ["own_discard"]
    assert restored.page("kan_after_riichi").state.answer is not None
    assert restored.page("kan_after_riichi").state.answer["waits_before"] == ["1m", "4m"]
    assert restored.page("kyuushu").state.is_empty()
    assert dialogs.errors == []
