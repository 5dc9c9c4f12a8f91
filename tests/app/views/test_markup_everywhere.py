"""Markup planted in every field a file can carry (player names, notes, a custom ruleset's
name, a ruling's note, the file's own name) is shown as written: no label, tool tip or message
box renders it as rich text."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QListWidget,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from referee_app.core.case_files import CaseFile, TableFile, save_file
from referee_app.views.widgets import plain_text
from referee_app.views.widgets.plain_text import shown_text

HOSTILE = "<b>X</b><img src='file:///etc/hosts' width=900 height=900><a href='x'>l</a>"
MARK = "<b>X</b>"


def _rich(text: str, fmt: Qt.TextFormat) -> bool:
    """Whether a label with this text and format would render markup."""
    if fmt == Qt.TextFormat.RichText:
        return True
    return fmt == Qt.TextFormat.AutoText and bool(GuiQt.mightBeRichText(text))


def _tip_renders_markup(tip: str) -> bool:
    return MARK in tip and MARK not in shown_text(tip)


def _model_tips(model: QAbstractItemModel, parent: QModelIndex | None = None) -> list[str]:
    tips: list[str] = []
    parent = parent or QModelIndex()
    try:
        columns = model.columnCount(parent)
    except TypeError:  # a list model: one column
        columns = 1
    for row in range(model.rowCount(parent)):
        for col in range(columns):
            tip = model.data(model.index(row, col, parent), Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                tips.append(tip)
    return tips


def _offenders(root: QWidget) -> list[str]:
    """Every widget under `root` that would render the planted markup."""
    found: list[str] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if (
            isinstance(widget, QLabel)
            and MARK in widget.text()
            and _rich(widget.text(), widget.textFormat())
        ):
            found.append(f"label {widget.objectName() or type(widget.parent()).__name__}")
        if _tip_renders_markup(widget.toolTip()):
            found.append(f"tool tip of {type(widget).__name__}")
        tips: list[str] = []
        if isinstance(widget, QListWidget):
            tips = [widget.item(i).toolTip() for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            tips = [
                item.toolTip()
                for r in range(widget.rowCount())
                for c in range(widget.columnCount())
                if (item := widget.item(r, c)) is not None
            ]
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            tips = _model_tips(widget.model())
        found += [f"item tip in {type(widget).__name__}" for t in tips if _tip_renders_markup(t)]
    return found


def _answer_box_after(check: list[list[str]]) -> None:
    """Record how the next message box shows its texts, then close it."""

    def look() -> None:
        boxes = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()
        ]
        if not boxes:
            QTimer.singleShot(10, look)
            return
        box = boxes[0]
        assert isinstance(box, QMessageBox)
        check.append(
            [
                label.text()
                for label in box.findChildren(QLabel)
                if label.text() and _rich(label.text(), label.textFormat())
            ]
        )
        box.done(0)

    QTimer.singleShot(0, look)


def test_message_boxes_show_their_texts_as_written(qapp: Any) -> None:
    seen: list[list[str]] = []
    _answer_box_after(seen)
    plain_text.warning(None, "Title", HOSTILE)
    _answer_box_after(seen)
    plain_text.question(
        None,
        "Title",
        HOSTILE,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    assert seen == [[], []]


def _hostile_table(settings: Any) -> dict[str, Any]:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    table = TableState(AppContext(settings))
    for seat in range(4):
        table.set_name(seat, f"{HOSTILE}{seat}")
    answer = table.apply(
        {
            "type": "ron",
            "discarder": 3,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [],
    )
    assert answer["ok"], answer
    data = table.to_dict()
    table.deleteLater()
    return data


def test_markup_in_every_field_of_the_files_is_never_rendered(
    qapp: Any, qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    from referee_app.app import create_main_window
    from referee_app.views.file_actions import install

    table_path = tmp_path / "game.riichi-table.json"
    custom = {"base": "ema", "name": HOSTILE}
    save_file(
        table_path,
        TableFile(table=_hostile_table(settings), ruleset_json=custom, note=HOSTILE),
    )
    case_path = tmp_path / "hand.json"
    score = {
        "ruleset": custom,
        "hand": "234m567p11s",
        "win_tile": "5p",
        "melds": ["pon:777z", "chi:345m"],
        "win": "ron",
        "seat_wind": "S",
        "round_wind": "E",
        "dora_indicators": "3s",
    }
    save_file(case_path, CaseFile(score=score, note=HOSTILE))
    window = create_main_window(qapp, settings, start_language=False)
    qtbot.addWidget(window)
    actions = install(window, autosave_folder=tmp_path / "autosave")
    window.show()
    qtbot.waitExposed(window)
    assert actions.open_path(table_path)
    assert actions.open_path(case_path)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        window.grab()
        assert _offenders(window) == [], window.tabs.tabText(index)
    shown = [w for w in window.findChildren(QLabel) if MARK in w.text()]
    assert shown, "the planted names are shown somewhere, as written"
    # a damaged file whose very name is markup: the Cannot-open box shows it as written
    evil = tmp_path / "<b>evil<i>.json"
    evil.write_text(json.dumps({"format": HOSTILE}), encoding="utf-8")
    seen: list[list[str]] = []
    _answer_box_after(seen)
    assert not actions.open_path(evil)
    assert seen == [[]]
    window.hide()


CANNOT_SAVE = {
    "en": "cannot be saved",
    "ru": "нельзя сохранить",
    "uk": "не можна зберегти",
}


def test_a_text_that_cannot_be_written_is_named_in_words_not_a_codec_error(
    each_language: str, tmp_path: Path
) -> None:
    from referee_app.core.case_files import CaseFileError
    from referee_app.core.file_errors import write_failure_text

    try:
        save_file(tmp_path / "x.json", CaseFile(score={"ruleset": "ema"}, note="a\ud800b"))
    except CaseFileError as exc:
        message = exc.message()
    else:
        raise AssertionError("a lone surrogate was written")
    assert CANNOT_SAVE[each_language] in message
    assert "codec" not in message
    raw = UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")
    assert CANNOT_SAVE[each_language] in write_failure_text(raw)
    assert not (tmp_path / "x.json").exists()


def test_the_log_shows_notes_and_names_as_written(qapp: Any) -> None:
    from referee_app.core.ruling_store import Entry
    from referee_app.views.log.log_view import COL_NOTE, COL_PLAYERS, LogModel

    entry = Entry(
        seq=1,
        time="2026-12-01T10:00:00Z",
        kind="hand",
        table="1",
        round=None,
        players=({"seat": 0, "name": HOSTILE},),
        ruleset="ema",
        decision={"kind": "hand"},
        note=HOSTILE,
    )
    model = LogModel()
    model.set_entries([entry])
    for column in (COL_NOTE, COL_PLAYERS):
        tip = model.data(model.index(0, column), Qt.ItemDataRole.ToolTipRole)
        assert isinstance(tip, str)
        assert not _tip_renders_markup(tip), column
    assert MARK in shown_text(model.data(model.index(0, COL_NOTE), Qt.ItemDataRole.ToolTipRole))
