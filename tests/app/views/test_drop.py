"""Dropping files and text on the main window: a case or table file dropped anywhere, text
fields included, is opened (never typed in as its path); plain text still goes into the notation
field; other files and unreadable or hostile ones change nothing (the latter say why).

Drops are sent two ways: straight to the widget (what the widget's own handlers would get) and
to the window's QWindow at the widget's position, which is how a drag from the desktop arrives
(Qt's QWidgetWindow then picks the widget under the point).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from referee_app.core.case_files import MAX_FILE_BYTES, CaseFile, TableFile, save_file
from referee_app.views.file_actions import FileActions, install

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

#: An EMA hand (no red fives): 234567m + 55p pair, pon of red dragons, chi 345m, ron on 5p.
HAND: dict[str, Any] = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
}
#: The same hand as the notation field spells it: the thirteen other tiles, then the winning
#: 5p on its own (the last tile written wins), then the calls with the called tile first.
HAND_NOTATION = "234567m5p 5p | pon:777z chi:345m"


class Errors:
    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> Errors:
    e = Errors()

    def show_error(_window: Any, title: str, text: str) -> None:
        e.shown.append((title, text))

    def no_dialog(*_args: Any) -> Any:
        raise AssertionError("no other dialog may open on a drop")

    monkeypatch.setattr(FileActions, "show_error", staticmethod(show_error))
    monkeypatch.setattr(FileActions, "ask_confirm", staticmethod(no_dialog))
    monkeypatch.setattr(FileActions, "ask_open_path", staticmethod(no_dialog))
    return e


class App:
    def __init__(self, qapp: Any, qtbot: QtBot, settings: Any, tmp_path: Path) -> None:
        from referee_app.app import create_main_window

        self.window = create_main_window(qapp, settings, start_language=False)
        qtbot.addWidget(self.window)
        self.actions = install(self.window, autosave_folder=tmp_path / "autosave")
        self.window.resize(1100, 760)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.opened: list[str] = []
        self.actions.opened.connect(self.opened.append)
        self.notation = self.window.hand_view.notation


@pytest.fixture
def app(qapp: Any, qtbot: QtBot, settings: Any, tmp_path: Path) -> App:
    return App(qapp, qtbot, settings, tmp_path)


def file_mime(path: Path) -> QMimeData:
    """What a file manager puts on a drag: the file's URL, and its path as plain text too."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    mime.setText(str(path))
    return mime


def text_mime(text: str) -> QMimeData:
    mime = QMimeData()
    mime.setText(text)
    return mime


def drop(
    widget: QWidget,
    mime: QMimeData,
    *,
    via_window: bool,
    action: Qt.DropAction = Qt.DropAction.CopyAction,
    mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    seen: list[QDropEvent] | None = None,
) -> tuple[bool, bool]:
    """Drag `mime` onto the middle of `widget` and drop it there; (enter accepted, drop
    accepted). `via_window`: through the top-level QWindow, as the desktop delivers drags.
    `action`: the actions the drag source allows, `mods` the keys held (Shift proposes a move);
    the events are appended to `seen`."""
    local = widget.rect().center()
    button = Qt.MouseButton.LeftButton
    if via_window:
        top = widget.window()
        target: Any = top.windowHandle()
        assert target is not None
        point: QPoint = widget.mapTo(top, local)
    else:
        target, point = widget, local
    enter = QDragEnterEvent(point, action, mime, button, mods)
    enter.ignore()
    QApplication.sendEvent(target, enter)
    move = QDragMoveEvent(point, action, mime, button, mods)
    move.ignore()
    QApplication.sendEvent(target, move)
    dropped = QDropEvent(QPointF(point), action, mime, button, mods)
    dropped.ignore()
    QApplication.sendEvent(target, dropped)
    if seen is not None:
        seen.extend((enter, move, dropped))
    return enter.isAccepted(), dropped.isAccepted()


def saved_case(tmp_path: Path, name: str = "dispute.json") -> Path:
    path = tmp_path / name
    save_file(path, CaseFile(score={"ruleset": "ema", **HAND}, note="dropped"))
    return path


# --- case files are opened wherever they are dropped ----------------------------------------


@pytest.mark.parametrize("via_window", [False, True])
def test_case_file_dropped_on_the_notation_field_is_opened_not_typed(
    app: App, errors: Errors, tmp_path: Path, via_window: bool
) -> None:
    path = saved_case(tmp_path)
    app.window.hand_state.set_notation("123m")
    app.notation.setText("123m")
    assert drop(app.notation, file_mime(path), via_window=via_window) == (True, True)
    assert app.opened == ["case"]
    assert app.actions.case_note == "dropped"
    assert app.window.hand_state.to_request()["hand"] == "234567m55p"
    # the field shows the opened hand, not the path
    assert app.notation.text() == HAND_NOTATION
    assert str(path) not in app.notation.text()
    assert errors.shown == []


def test_a_dropped_file_is_only_ever_copied(app: App, errors: Errors, tmp_path: Path) -> None:
    """A file manager offering copy or move, with Shift held so that it proposes a move, is
    told "copy": the referee's file must stay where it was."""
    path = saved_case(tmp_path)
    events: list[QDropEvent] = []
    either = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction
    shift = Qt.KeyboardModifier.ShiftModifier
    assert drop(
        app.notation, file_mime(path), via_window=False, action=either, mods=shift, seen=events
    )
    assert [e.proposedAction() for e in events] == [Qt.DropAction.MoveAction] * 3
    assert [e.dropAction() for e in events] == [Qt.DropAction.CopyAction] * 3
    assert app.opened == ["case"]
    assert path.is_file()


def test_without_the_filter_the_same_drop_would_type_the_path(qtbot: QtBot, tmp_path: Path) -> None:
    """Control: the drop used above really is one a line edit inserts as text on its own."""
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    qtbot.waitExposed(field)
    path = saved_case(tmp_path)
    drop(field, file_mime(path), via_window=True)
    assert field.text() == str(path)


@pytest.mark.parametrize("via_window", [False, True])
def test_case_file_dropped_on_other_fields_and_widgets_is_opened(
    app: App, errors: Errors, tmp_path: Path, via_window: bool
) -> None:
    path = saved_case(tmp_path)
    window = app.window
    window.tabs.setCurrentIndex(window.TAB_RULES)
    search = window.rules_view.search  # a text field of another view
    assert drop(search, file_mime(path), via_window=via_window) == (True, True)
    assert search.text() == ""
    assert app.opened == ["case"]
    assert window.tabs.currentIndex() == window.TAB_HAND  # the opened hand is shown
    # a palette tile (a button, no drop handling of its own) passes it on to the window too
    app.window.hand_state.clear()
    tile = window.hand_view.tile_palette.buttons["1m"]
    assert drop(tile, file_mime(path), via_window=via_window) == (True, True)
    assert app.opened == ["case", "case"]
    assert window.hand_state.to_request()["hand"] == "234567m55p"
    assert errors.shown == []


def test_table_file_dropped_on_a_players_name_opens_the_table(
    app: App, errors: Errors, tmp_path: Path
) -> None:
    window = app.window
    window.tabs.setCurrentIndex(window.TAB_TABLE)
    from referee_app.views.table.table_widgets import SeatCard

    name_field = window.table_view.findChildren(SeatCard)[0].name  # East's name
    assert window.childAt(name_field.mapTo(window, name_field.rect().center())) is name_field
    before = name_field.text()
    path = tmp_path / "game.json"
    fresh = window.table_state.to_dict()
    save_file(path, TableFile(table={**fresh, "names": ["W", "X", "Y", "Z"]}, ruleset_json="ema"))
    assert drop(name_field, file_mime(path), via_window=True) == (True, True)
    assert app.opened == ["table"]
    assert window.table_state.names == ["W", "X", "Y", "Z"]
    assert str(path) not in name_field.text()
    assert name_field.text() in (before, "W")  # the seat's name from the file, never the path
    assert errors.shown == []


# --- text still goes into the notation field --------------------------------------------------


@pytest.mark.parametrize("via_window", [False, True])
def test_plain_text_dropped_on_the_notation_field_is_inserted(
    app: App, errors: Errors, via_window: bool
) -> None:
    assert app.notation.text() == ""
    assert drop(app.notation, text_mime("456p"), via_window=via_window) == (True, True)
    assert app.notation.text() == "456p"
    # typed text is read as a hand: the three tiles are in the hand now
    assert app.window.hand_state.snapshot.concealed == ("4p", "5p", "6p")
    assert app.opened == []
    assert errors.shown == []


def test_a_web_link_is_text_not_a_file(app: App, errors: Errors) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl("https://example.org/hand.json")])
    mime.setText("https://example.org/hand.json")
    drop(app.notation, mime, via_window=True)
    # not a local file: left to the field, which takes it as text (nothing is downloaded)
    assert app.notation.text() == "https://example.org/hand.json"
    assert app.opened == []
    assert errors.shown == []


# --- other files, unreadable and hostile files -----------------------------------------------


def _unchanged(app: App) -> tuple[Any, ...]:
    window = app.window
    return (
        window.hand_state.to_request(),
        window.table_state.to_dict(),
        app.notation.text(),
        app.actions.recent_files(),
        app.actions.case_note,
        window.context.ruleset.id,
    )


@pytest.mark.parametrize("via_window", [False, True])
def test_other_files_are_refused_and_nothing_is_typed(
    app: App, errors: Errors, tmp_path: Path, via_window: bool
) -> None:
    app.window.hand_state.set_notation("123m")
    before = _unchanged(app)
    photo = tmp_path / "photo.jpg"
    photo.write_bytes(b"\xff\xd8\xff")
    assert drop(app.notation, file_mime(photo), via_window=via_window) == (False, False)
    assert _unchanged(app) == before
    assert app.opened == []
    assert errors.shown == []  # refused at once: the drag shows it cannot be dropped


def _hostile_files(tmp_path: Path) -> list[tuple[str, Path, str]]:
    """(label, path, words the refusal must contain); each file is a .json that is not ours."""
    out: list[tuple[str, Path, str]] = []
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\x00\x01 not json {")
    out.append(("binary garbage", garbage, "garbage.json"))
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    out.append(("over the size cap", huge, "huge.json"))
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 10_000 + "]" * 10_000, encoding="utf-8")
    out.append(("nested 10,000 deep", deep, "deep.json"))
    nan = tmp_path / "nan.json"
    nan.write_text(
        json.dumps({"format": "riichi-referee-case", "version": 1, "score": {}})[:-1]
        + ', "x": NaN}',
        encoding="utf-8",
    )
    out.append(("NaN inside", nan, "nan.json"))
    folder = tmp_path / "folder.json"
    folder.mkdir()
    out.append(("a folder", folder, "folder.json"))
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({**HAND, "hand": "1111111m"}), encoding="utf-8")
    out.append(("valid JSON, not a case file", wrong, "wrong.json"))
    if sys.platform != "win32":
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)  # reading it would wait forever for a writer
        out.append(("a named pipe", fifo, "pipe.json"))
        zero = tmp_path / "zero.json"
        zero.symlink_to("/dev/zero")  # reading it would never end
        out.append(("a link to /dev/zero", zero, "zero.json"))
    return out


def test_unreadable_and_hostile_files_are_refused_with_a_reason(
    app: App, errors: Errors, tmp_path: Path
) -> None:
    saved_before = saved_case(tmp_path, "earlier.json")
    assert app.actions.open_path(saved_before)  # a hand, a note and a recent file to keep
    app.opened.clear()
    before = _unchanged(app)
    for label, path, words in _hostile_files(tmp_path):
        errors.shown.clear()
        for via_window in (False, True):
            drop(app.notation, file_mime(path), via_window=via_window)
        assert len(errors.shown) == 2, label  # one friendly refusal per drop
        title, text = errors.shown[0]
        assert title == "Cannot open the file", label
        assert words in text, (label, text)
        assert _unchanged(app) == before, label
        assert app.opened == [], label


def test_a_refused_drop_leaves_half_typed_text_alone(
    app: App, errors: Errors, tmp_path: Path
) -> None:
    app.notation.setFocus()
    app.notation.setText("")
    for ch in "123m4":
        app.notation.insert(ch)
    app.notation.textEdited.emit(app.notation.text())
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{", encoding="utf-8")
    drop(app.notation, file_mime(garbage), via_window=True)
    assert len(errors.shown) == 1
    assert app.notation.text() == "123m4"


@pytest.mark.parametrize("via_window", [False, True])
def test_a_file_dropped_on_a_dialog_field_is_refused_not_typed(
    app: App, errors: Errors, tmp_path: Path, qtbot: QtBot, via_window: bool
) -> None:
    # The ruleset editor (a window of its own): a case file dropped on its name field must not
    # type the file's path into the ruleset's name; text still drops as text.
    from referee_app.views.rules.ruleset_editor import RulesetEditor

    dialog = RulesetEditor(app.window.context, app.window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    field = dialog.name_edit
    before = field.text()
    entered, accepted = drop(field, file_mime(saved_case(tmp_path)), via_window=via_window)
    assert (entered, accepted) == (False, False)
    assert field.text() == before
    assert app.opened == []
    drop(field, text_mime("My club rules"), via_window=via_window)
    assert "My club rules" in field.text()
