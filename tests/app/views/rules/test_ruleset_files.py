"""Custom ruleset files: saved atomically (a kill mid-save leaves the old or the new file,
never a torn one), and hostile files refused at once with a clear message."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, ruleset_from_json
from referee_app.core.context import AppContext
from referee_app.views.rules.ruleset_editor import RulesetEditor
from tests.app_process import ROOT, app_env

CHILD = Path(__file__).with_name("ruleset_save_child.py")
posix_only = pytest.mark.skipif(os.name != "posix", reason="SIGKILL, FIFOs and /dev/zero")


@pytest.fixture
def editor(qtbot: QtBot, context: AppContext) -> RulesetEditor:
    e = RulesetEditor(context)
    qtbot.addWidget(e)
    return e


@posix_only
def test_a_kill_during_a_ruleset_save_leaves_the_old_or_the_new_file(tmp_path: Path) -> None:
    """40 children are SIGKILLed at random moments while saving in a loop: the file is always
    a whole ruleset, at least as new as the last save the child reported, and no temporary
    file is left once the next save has run."""
    path = tmp_path / "club.json"
    rng = random.Random(24)
    env = app_env(tmp_path)
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    for _ in range(40):
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(path)], stdout=subprocess.PIPE, env=env, cwd=ROOT
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first.strip(), "the child did not start saving"
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read()
        child.wait()
        child.stdout.close()
        reported = [int(x) for x in (first + rest).split()]
        obj = json.loads(path.read_text(encoding="utf-8"))  # never empty or torn
        ruleset = ruleset_from_json(obj)
        saved = int(ruleset.name.split()[2])
        assert saved >= reported[-1]
    # the temporary files the kills left are removed by the next save once they are stale
    leftovers = list(tmp_path.glob(".club.json.*.tmp"))
    long_ago = time.time() - 3600
    for leftover in leftovers:
        os.utime(leftover, (long_ago, long_ago))
    done = subprocess.run(
        [sys.executable, "-c", SAVE_ONCE, str(path)],
        env=env,
        cwd=ROOT,
        check=False,
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert list(tmp_path.glob(".club.json.*.tmp")) == []


SAVE_ONCE = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.views.rules.ruleset_editor import RulesetEditor
app = QApplication([])
assert RulesetEditor(AppContext(Settings())).save_file(Path(sys.argv[1]))
"""


def test_the_save_is_atomic_and_leaves_no_temporary_file(
    editor: RulesetEditor, tmp_path: Path
) -> None:
    path = tmp_path / "club.json"
    path.write_text("old", encoding="utf-8")
    editor.name_edit.setText("Club")
    assert editor.save_file(path)
    assert json.loads(path.read_text(encoding="utf-8"))["name"] == "Club"
    assert [p.name for p in tmp_path.iterdir()] == ["club.json"]


def test_a_name_that_cannot_be_written_says_so_in_words(
    editor: RulesetEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.json"
    odd = dataclasses.replace(PRESETS["ema"], name="Club \ud800")  # a lone surrogate
    monkeypatch.setattr(editor, "current_ruleset", lambda: odd)
    assert not editor.save_file(path)
    status = editor.status.text()
    assert "cannot be saved" in status
    assert "codec" not in status
    assert not path.exists()


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "dev_zero"])
def test_a_pipe_or_device_named_like_a_ruleset_is_refused_at_once(
    editor: RulesetEditor, context: AppContext, tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "x.json"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    started = time.monotonic()
    assert not editor.load_file(path)
    assert time.monotonic() - started < 2
    assert "not an ordinary file" in editor.status.text()
    assert context.ruleset == PRESETS["ema"]


def test_deep_nesting_gives_a_clean_message(editor: RulesetEditor, tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"base":"ema","x":' + "[" * 100_000, encoding="utf-8")
    assert not editor.load_file(path)
    assert "nested too deeply" in editor.status.text()
    path.write_text('{"base":"ema","x":' + "[" * 50 + "]" * 50 + "}", encoding="utf-8")
    assert not editor.load_file(path)
    assert "nested too deeply" in editor.status.text()
