"""The custom ruleset editor's lifetime: answering its "changes not applied" question either way
closes it without a crash, and each opening's dialog is deleted once it has closed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.views.rules.ruleset_editor import RulesetEditor
from tests.app_process import app_env

ANSWERS = {
    "discard": QMessageBox.StandardButton.Discard,
    "apply": QMessageBox.StandardButton.Apply,
}


def _visible(kind: type) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def _drive(answer: QMessageBox.StandardButton) -> None:
    """While the editor runs its own loop: tick a box, press Esc, answer the question."""

    def on_editor() -> None:
        editors = _visible(RulesetEditor)
        if not editors:
            QTimer.singleShot(10, on_editor)
            return
        editor = editors[0]
        editor.findChildren(QCheckBox)[0].click()
        QTest.keyClick(editor, Qt.Key.Key_Escape)
        QTimer.singleShot(10, on_question)

    def on_question() -> None:
        boxes = _visible(QMessageBox)
        if not boxes:
            QTimer.singleShot(10, on_question)
            return
        assert isinstance(boxes[0], QMessageBox)
        button = boxes[0].button(answer)
        assert button is not None
        button.click()

    QTimer.singleShot(0, on_editor)


def _flush_deletes() -> None:
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_answering_the_question_closes_the_editor_and_deletes_it(
    qtbot: QtBot, context: AppContext, answer: str
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.show()
    for _ in range(3):  # the second and third openings met a deleted question before
        _drive(ANSWERS[answer])
        RulesetEditor.edit(context, parent)
        _flush_deletes()
        assert parent.findChildren(RulesetEditor) == []  # no hidden dialog left behind
        assert parent.findChildren(QMessageBox) == []
    if answer == "apply":
        assert context.ruleset != PRESETS["ema"]  # the ticked box was applied
    else:
        assert context.ruleset == PRESETS["ema"]


def test_closing_the_question_without_a_button_keeps_editing(
    qtbot: QtBot, context: AppContext
) -> None:
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    editor.editors["honba_value"].spin.setValue(500)
    box = editor.ask_unapplied()
    box.done(0)  # e.g. closed by the window manager
    assert editor.question is None and editor.isVisible()
    assert editor.editors["honba_value"].value() == 500
    editor.hide()


CHILD = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from referee_app.app import create_application
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.views.rules.ruleset_editor import RulesetEditor
from tests.app.views.rules.test_ruleset_editor_lifetime import ANSWERS, _drive

app = create_application([])
parent = QWidget()
parent.show()
context = AppContext(Settings())
rounds = 0

def again():
    global rounds
    rounds += 1
    if rounds > 4:
        print("editors left", len(parent.findChildren(RulesetEditor)))
        app.quit()
        return
    _drive(ANSWERS[sys.argv[1]])
    RulesetEditor.edit(context, parent)
    QTimer.singleShot(10, again)

QTimer.singleShot(50, again)
app.exec()
"""


@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_the_editor_answered_in_a_running_app_never_crashes(tmp_path: Path, answer: str) -> None:
    """In an app's own event loop, as a user meets it (the crash was a segfault there)."""
    env = app_env(tmp_path)
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-c", CHILD, answer],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[4],
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "editors left 0" in done.stdout
