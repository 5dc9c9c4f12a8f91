"""A data folder that cannot poison a start: pipes, devices and symlinks in the rulings and
autosave folders are never opened, damaged files are set aside once (never met again), stale
lock and temporary files are cleaned, and sequence numbers always read back."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.autosave import SEQ_LIMIT, Autosaver, AutosaveStore
from referee_app.core.case_files import CaseFile
from referee_app.core.ruling_log import RulingLog
from referee_app.core.ruling_store import lock_path, read_log
from tests.app_process import ROOT, app_env

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and symlinks are POSIX")
SAMPLE = Path(__file__).with_name("data") / "rulings-v1.jsonl"
SESSION = "rulings-20261201-183000-0a1b2c.jsonl"


def _open_session(folder: Path, name: str = SESSION) -> Path:
    """The sample session without its close line: a session the next start resumes."""
    lines = SAMPLE.read_bytes().splitlines(keepends=True)
    lines = [ln for ln in lines if b'"type":"close"' not in ln.replace(b" ", b"")]
    path = folder / name
    path.write_bytes(b"".join(lines))
    assert read_log(path).closed is None
    return path


@posix_only
def test_a_fifo_named_like_a_session_never_hangs_a_start(tmp_path: Path) -> None:
    fifo = tmp_path / "rulings-20991231-235959-ffffff.jsonl"
    os.mkfifo(fifo)
    started = time.monotonic()
    log = RulingLog(tmp_path)
    assert log.restore() is None
    assert time.monotonic() - started < 5
    assert [e.problem.value for e in log.refused] == ["unreadable"]
    assert "not an ordinary file" in log.refused[0].message()
    assert not fifo.exists()  # set aside: the next start does not meet it
    assert len(list(tmp_path.glob("rulings-*.jsonl.damaged-*"))) == 1
    assert log.past_sessions() == []


@posix_only
def test_a_session_that_is_a_symlink_is_never_appended_to(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = _open_session(outside, "victim.jsonl")
    before = target.read_bytes()
    folder = tmp_path / "rulings"
    folder.mkdir()
    (folder / SESSION).symlink_to(target)
    log = RulingLog(folder)
    assert log.restore() is None  # not resumed
    log.record({"kind": "hand", "ruleset": "ema"})
    assert target.read_bytes() == before
    log.shutdown()


@posix_only
def test_the_writer_refuses_a_symlink_put_in_place_of_its_session(tmp_path: Path) -> None:
    outside = tmp_path / "outside.jsonl"
    outside.write_bytes(b"")
    folder = tmp_path / "rulings"
    log = RulingLog(folder)
    log.record({"kind": "hand", "ruleset": "ema"})
    path = log.session.path
    assert path is not None
    log.shutdown()
    path.unlink()
    path.symlink_to(outside)
    errors: list[str] = []
    writer_log = RulingLog(folder)
    writer_log.failed.connect(errors.append)
    writer_log.restore()
    writer_log.record({"kind": "hand", "ruleset": "ema"})
    assert outside.read_bytes() == b""
    writer_log.shutdown()


def test_stale_lock_files_of_closed_or_missing_sessions_are_removed(tmp_path: Path) -> None:
    closed = tmp_path / "rulings-20261130-100000-aaaaaa.jsonl"
    shutil.copyfile(SAMPLE, closed)
    assert read_log(closed).closed is not None
    lock_path(closed).write_text("123\n")
    gone = tmp_path / "rulings-20261130-090000-bbbbbb.jsonl"
    lock_path(gone).write_text("456\n")
    still_open = _open_session(tmp_path)
    lock_path(still_open).write_text("789\n")
    log = RulingLog(tmp_path)
    assert log.restore() is not None
    assert not lock_path(closed).exists()
    assert not lock_path(gone).exists()
    assert lock_path(still_open).exists()
    log.shutdown()


def test_a_damaged_open_session_is_set_aside_once(tmp_path: Path) -> None:
    path = _open_session(tmp_path)
    data = path.read_bytes().replace(b'"seq":2', b'"seq":7', 1)
    path.write_bytes(data)
    log = RulingLog(tmp_path)
    log.restore()
    assert len(log.refused) == 1
    [moved] = tmp_path.glob(f"{SESSION}.damaged-*")
    assert moved.read_bytes() == data  # kept whole for a person to look at
    again = RulingLog(tmp_path)
    again.restore()
    assert again.refused == []


@posix_only
def test_export_of_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "referee_app", "--export", str(tmp_path / "x.pdf"), str(fifo)],
        env=app_env(tmp_path),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert time.monotonic() - started < 30
    assert done.returncode != 0
    assert "ordinary file" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "x.pdf").exists()


# --- the autosave folder ------------------------------------------------------------------

HAND = {
    "ruleset": "ema",
    "hand": "234m567p11s",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
}


def _case(note: str, **score: Any) -> dict[str, Any]:
    return CaseFile(score={**HAND, **score}, note=note).to_json()


def _slot(path: Path, note: str, seq: int, **score: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    obj = {**_case(note, **score), "autosave": {"seq": seq, "saved": "2026-12-01T10:00:00Z"}}
    path.write_text(json.dumps(obj), encoding="utf-8")


def _note(found: Any) -> str:
    assert found is not None and isinstance(found.document, CaseFile)
    return str(found.document.note)


def test_sequence_numbers_wrap_and_always_read_back(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, "hand")
    _slot(store.slots[0], "old", SEQ_LIMIT - 2)
    assert _note(AutosaveStore(tmp_path, "hand").newest()) == "old"
    writer = AutosaveStore(tmp_path, "hand")
    assert writer.save(_case("next")) == SEQ_LIMIT - 1  # 999,999,999,999: still 12 digits
    assert _note(AutosaveStore(tmp_path, "hand").newest()) == "next"
    assert writer.save(_case("wrapped")) == 0
    assert _note(AutosaveStore(tmp_path, "hand").newest()) == "wrapped"
    assert writer.save(_case("after")) == 1
    assert _note(AutosaveStore(tmp_path, "hand").newest()) == "after"
    # and the previous good copy is still there
    assert {_note(c) for c in AutosaveStore(tmp_path, "hand").candidates()} == {
        "wrapped",
        "after",
    }


def test_the_good_slot_is_never_overwritten_while_it_is_the_only_good_one(
    tmp_path: Path,
) -> None:
    store = AutosaveStore(tmp_path, "hand")
    _slot(store.slots[1], "good", 7)  # an odd number in slot b, as before
    store.slots[0].write_bytes(b"{damaged")
    writer = AutosaveStore(tmp_path, "hand")
    assert _note(writer.newest()) == "good"
    writer.save(_case("new"))  # seq 8: into slot a, beside the good one
    assert json.loads(store.slots[1].read_text(encoding="utf-8"))["note"] == "good"
    # even where the number's parity points at the good slot
    _slot(store.slots[0], "good-a", 9)
    store.slots[1].write_bytes(b"")
    writer = AutosaveStore(tmp_path, "hand")
    assert _note(writer.newest()) == "good-a"
    writer.save(_case("new"))  # seq 10 (even: slot a by parity) goes into slot b
    assert json.loads(store.slots[0].read_text(encoding="utf-8"))["note"] == "good-a"


def _states(settings: Any) -> tuple[Any, Any, Any]:
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    return context, HandState(context), TableState(context)


def test_the_newest_restorable_slot_wins_and_a_refused_one_is_set_aside(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    store = AutosaveStore(tmp_path, "hand")
    _slot(store.slots[0], "good", 4)
    _slot(store.slots[1], "refused", 5, hand="55555p")  # passes the file check only
    context, hand, table = _states(settings)
    saver = Autosaver(context, hand, table, folder=tmp_path)
    case, _game = saver.restore()
    assert case is not None and case.note == "good"
    assert not store.slots[1].exists()
    [aside] = tmp_path.glob("hand-b.json.damaged-*")
    assert "55555p" in aside.read_text(encoding="utf-8")
    # the next save never overwrites the good slot
    saver.hand_changed()
    saver.flush()
    assert json.loads(store.slots[0].read_text(encoding="utf-8"))["note"] == "good"
    saver.release()
    # and the next start restores the new save without meeting the refused one again
    context, hand, table = _states(settings)
    again = Autosaver(context, hand, table, folder=tmp_path)
    case, _game = again.restore()
    assert case is not None
    assert again.hand_store.set_aside == []
    again.release()


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "symlink_zero", "symlink_out", "damaged"])
def test_an_odd_or_damaged_slot_is_never_opened_and_is_set_aside(
    qtbot: Any, settings: Any, tmp_path: Path, kind: str
) -> None:
    store = AutosaveStore(tmp_path, "hand")
    _slot(store.slots[0], "good", 2)
    bad = store.slots[1]
    if kind == "fifo":
        os.mkfifo(bad)
    elif kind == "symlink_zero":
        bad.symlink_to("/dev/zero")
    elif kind == "symlink_out":
        outside = tmp_path.parent / f"{tmp_path.name}-outside.json"
        _slot(outside, "outside", 3)
        bad.symlink_to(outside)
    else:
        bad.write_bytes(b'{"format": "riichi-referee-case", "version": 1, "score": ')
    context, hand, table = _states(settings)
    started = time.monotonic()
    saver = Autosaver(context, hand, table, folder=tmp_path)
    case, _game = saver.restore()
    assert time.monotonic() - started < 5
    assert case is not None and case.note == "good"
    assert not (bad.exists() or bad.is_symlink())
    assert len(saver.hand_store.set_aside) == 1
    saver.release()
