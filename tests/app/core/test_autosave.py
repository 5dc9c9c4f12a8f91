"""Autosave: atomic slots, restore of the newest readable copy, and survival of SIGKILL."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.autosave import Autosaver, AutosaveStore
from referee_app.core.case_files import CaseFile, TableFile

ROOT = Path(__file__).resolve().parents[3]
CHILD = Path(__file__).with_name("autosave_child.py")

CONTRACT_SCORE: dict[str, Any] = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
}


def _case(note: str) -> dict[str, Any]:
    return CaseFile(score={"ruleset": "ema", **CONTRACT_SCORE}, note=note).to_json()


# --- the store -----------------------------------------------------------------------------


def test_store_alternates_slots_and_loads_newest(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, "hand")
    assert store.newest() is None
    assert store.save(_case("one")) == 1
    assert store.save(_case("two")) == 2
    assert store.save(_case("three")) == 3
    # seq 1 and 3 went to slot b (odd), 2 to slot a: the previous good copy is kept
    a = json.loads(store.slots[0].read_text(encoding="utf-8"))
    b = json.loads(store.slots[1].read_text(encoding="utf-8"))
    assert (a["note"], a["autosave"]["seq"]) == ("two", 2)
    assert (b["note"], b["autosave"]["seq"]) == ("three", 3)
    newest = AutosaveStore(tmp_path, "hand").newest()
    assert newest is not None
    assert newest.seq == 3
    assert isinstance(newest.document, CaseFile)
    assert newest.document.note == "three"


@pytest.mark.parametrize("damage", ["truncate", "garbage", "empty", "delete", "no_seq"])
def test_damaged_newest_slot_falls_back_to_previous(tmp_path: Path, damage: str) -> None:
    store = AutosaveStore(tmp_path, "hand")
    store.save(_case("older"))
    store.save(_case("newer"))
    newer_slot = store.slots[0]  # seq 2 lives in slot a
    text = newer_slot.read_text(encoding="utf-8")
    if damage == "truncate":
        newer_slot.write_text(text[: len(text) // 3], encoding="utf-8")
    elif damage == "garbage":
        newer_slot.write_bytes(os.urandom(500))
    elif damage == "empty":
        newer_slot.write_bytes(b"")
    elif damage == "delete":
        newer_slot.unlink()
    else:
        obj = json.loads(text)
        del obj["autosave"]
        newer_slot.write_text(json.dumps(obj), encoding="utf-8")
    found = AutosaveStore(tmp_path, "hand").newest()
    assert found is not None
    assert isinstance(found.document, CaseFile)
    assert found.document.note == "older"
    # the next save goes after the newest readable one and never overwrites it
    fresh = AutosaveStore(tmp_path, "hand")
    assert fresh.save(_case("after")) == 2
    again = AutosaveStore(tmp_path, "hand").newest()
    assert again is not None
    assert again.document.note == "after"


def test_stale_temp_files_are_removed(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, "hand")
    store.save(_case("x"))
    stale = tmp_path / ".hand-a.json.abc123.tmp"
    stale.write_text('{"half', encoding="utf-8")
    other = tmp_path / "unrelated.tmp"
    other.write_text("keep", encoding="utf-8")
    store.remove_stale_temp_files()
    assert not stale.exists()
    assert other.exists()


# --- killing a process mid-save ------------------------------------------------------------


def _check_document(found: Any) -> None:
    """The document the child wrote must be whole: its note matches its own contents."""
    doc = found.document
    assert isinstance(doc, CaseFile)
    assert doc.note == f"seq={found.seq} pad={len(doc.extra['padding'])}"
    assert doc.score["honba"] == found.seq % 100


def test_sigkill_at_random_moments_always_leaves_a_readable_state(tmp_path: Path) -> None:
    """50 children are SIGKILLed at random moments while saving in a tight loop.

    After each kill the newest readable slot must hold a whole document whose sequence number
    is at least the last one the child reported as saved (nothing acknowledged is lost), and
    the next child continues from it.
    """
    rng = random.Random(8)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    last_seen = 0
    for _ in range(50):
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(tmp_path)],
            stdout=subprocess.PIPE,
            env=env,
            cwd=ROOT,
        )
        assert child.stdout is not None
        first = child.stdout.readline()  # the child is saving now
        assert first.strip(), "child did not start saving"
        time.sleep(rng.uniform(0.0, 0.03))
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read()
        child.wait()
        child.stdout.close()
        reported = [int(x) for x in (first + rest).split()]
        found = AutosaveStore(tmp_path, "hand").newest()
        assert found is not None
        _check_document(found)
        assert found.seq >= reported[-1] >= last_seen
        last_seen = found.seq
    assert last_seen > 50  # the children did save many times


# --- the Autosaver on real states ----------------------------------------------------------


def _states(settings: Any) -> tuple[Any, Any, Any]:
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    return context, HandState(context), TableState(context)


def test_autosaver_coalesces_changes_and_restores(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    context, hand, table = _states(settings)
    saver = Autosaver(context, hand, table, folder=tmp_path, delay_ms=50, notes=lambda: ("c", "t"))
    writes: list[str] = []
    saver.saved.connect(writes.append)
    hand.load_request(CONTRACT_SCORE)
    table.set_name(1, "Bob")
    table.set_name(2, "Олег")
    assert saver.pending
    qtbot.waitUntil(lambda: not saver.pending, timeout=2000)
    assert sorted(writes) == ["hand", "table"]  # three changes, one write per kind
    saver.release()  # this instance ends: the next start takes its slots over

    context2, hand2, table2 = _states(settings)
    restorer = Autosaver(context2, hand2, table2, folder=tmp_path)
    case, game = restorer.restore()
    assert isinstance(case, CaseFile)
    assert isinstance(game, TableFile)
    assert (case.note, game.note) == ("c", "t")
    assert hand2.to_request() == hand.to_request()
    assert table2.names == ["", "Bob", "Олег", ""]
    assert not restorer.pending  # restoring is not a change to save again


def test_flush_on_quit_keeps_the_last_change(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    context, hand, table = _states(settings)
    saver = Autosaver(context, hand, table, folder=tmp_path, delay_ms=60_000)
    hand.load_request(CONTRACT_SCORE)
    assert saver.pending  # the timer would fire only in a minute
    app = QCoreApplication.instance()
    assert app is not None
    app.aboutToQuit.emit()  # what a clean exit sends
    assert not saver.pending
    found = AutosaveStore(tmp_path, "hand").newest()
    assert found is not None
    assert isinstance(found.document, CaseFile)
    assert found.document.score["hand"] == hand.to_request()["hand"]


def test_ruleset_change_is_saved(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from engine.rulesets import PRESETS

    context, hand, table = _states(settings)
    saver = Autosaver(context, hand, table, folder=tmp_path, delay_ms=60_000)
    context.set_ruleset(PRESETS["rrc"])
    saver.flush()
    found = AutosaveStore(tmp_path, "table").newest()
    assert found is not None
    assert isinstance(found.document, TableFile)
    assert found.document.ruleset_json == "rrc"


def test_unwritable_folder_reports_failure(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x", encoding="utf-8")
    context, hand, table = _states(settings)
    saver = Autosaver(context, hand, table, folder=blocker / "autosave", delay_ms=60_000)
    messages: list[str] = []
    saver.failed.connect(messages.append)
    hand.load_request(CONTRACT_SCORE)
    saver.flush()  # must not raise: the referee keeps working
    assert messages
    assert messages[0].startswith("Autosave failed")


def test_restore_skips_an_autosave_the_state_refuses(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    # a well-formed file whose hand has five copies of a tile: restore skips it, no crash
    AutosaveStore(tmp_path, "hand").save(
        CaseFile(score={"ruleset": "ema", "hand": "55555p"}).to_json()
    )
    context, hand, table = _states(settings)
    before = hand.to_request()
    case, game = Autosaver(context, hand, table, folder=tmp_path).restore()
    assert case is None
    assert game is None
    assert hand.to_request() == before


def test_sigkill_of_a_real_autosaver_restores_the_last_saved_hand(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    """The Autosaver over a real HandState, killed mid-loop 10 times: the hand restored at the
    next start is the last one reported saved (or the one being written at the kill)."""
    rng = random.Random(80)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    for _ in range(10):
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(tmp_path), "states"],
            stdout=subprocess.PIPE,
            env=env,
            cwd=ROOT,
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first.strip(), "child did not start saving"
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        rest = child.stdout.read()
        child.wait()
        child.stdout.close()
        last = int((first + rest).split()[-1])

        context, hand, _table = _states(settings)
        case, _ = Autosaver(context, hand, None, folder=tmp_path).restore()
        assert case is not None
        assert hand.to_request()["honba"] in (last, (last + 1) % 100)
        assert hand.to_request()["hand"] == "234567m55p"


# --- one owner per set of slots ------------------------------------------------------------


def test_a_second_instance_gets_its_own_slots(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from referee_app.core.autosave import LOCK_NAME

    context, hand, table = _states(settings)
    first = Autosaver(context, hand, table, folder=tmp_path, delay_ms=60_000)
    context2, hand2, table2 = _states(settings)
    second = Autosaver(context2, hand2, table2, folder=tmp_path, delay_ms=60_000)
    assert first.folder == tmp_path  # where earlier versions kept the slots
    assert second.folder == tmp_path / "instance-2"
    assert (tmp_path / LOCK_NAME).read_text(encoding="utf-8").strip() == str(os.getpid())
    hand.load_request({**CONTRACT_SCORE, "honba": 1})
    hand2.load_request({**CONTRACT_SCORE, "honba": 2})
    for _ in range(3):  # both save, alternately, several times
        first.hand_changed()
        second.hand_changed()
        first.flush()
        second.flush()
    mine = AutosaveStore(tmp_path, "hand").newest()
    theirs = AutosaveStore(tmp_path / "instance-2", "hand").newest()
    assert mine is not None and theirs is not None
    assert isinstance(mine.document, CaseFile) and isinstance(theirs.document, CaseFile)
    assert (mine.document.score["honba"], theirs.document.score["honba"]) == (1, 2)
    assert mine.seq == theirs.seq == 3  # neither wrote the other's slots
    first.release()
    second.release()
    first.hand_changed()
    first.flush()  # a released instance writes nothing more
    again = AutosaveStore(tmp_path, "hand").newest()
    assert again is not None and again.seq == 3


def test_a_restart_restores_the_newest_instance(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """Two instances closed: the next start takes the set written last, the one after it the
    other set, each with its own state."""
    context, hand, table = _states(settings)
    older = Autosaver(context, hand, table, folder=tmp_path, delay_ms=60_000)
    context2, hand2, table2 = _states(settings)
    newer = Autosaver(context2, hand2, table2, folder=tmp_path, delay_ms=60_000)
    hand.load_request({**CONTRACT_SCORE, "honba": 4})
    older.flush()
    hand2.load_request({**CONTRACT_SCORE, "honba": 7})
    newer.flush()
    for path in AutosaveStore(tmp_path, "hand").slots:  # the first wrote an hour earlier
        if path.exists():
            os.utime(path, (time.time() - 3600, time.time() - 3600))
    older.release()
    newer.release()

    context3, hand3, table3 = _states(settings)
    restart = Autosaver(context3, hand3, table3, folder=tmp_path)
    restart.restore()
    assert restart.folder == tmp_path / "instance-2"
    assert hand3.to_request()["honba"] == 7
    context4, hand4, table4 = _states(settings)
    other = Autosaver(context4, hand4, table4, folder=tmp_path)
    other.restore()
    assert other.folder == tmp_path
    assert hand4.to_request()["honba"] == 4
    restart.release()
    other.release()


def test_two_processes_saving_at_once_keep_their_own_states(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    """A second process saves in a loop while this one saves too: each restart finds its own
    hand, and the other process's slots hold only what it wrote."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(tmp_path), "states"],
        stdout=subprocess.PIPE,
        env=env,
        cwd=ROOT,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip(), "child did not start saving"
        context, hand, table = _states(settings)
        mine = Autosaver(
            context, hand, table, folder=tmp_path, delay_ms=60_000, notes=lambda: ("mine", "")
        )
        assert mine.folder == tmp_path / "instance-2"  # the child owns the first set
        for honba in range(30):
            hand.load_request({**CONTRACT_SCORE, "honba": honba})
            mine.flush()
            theirs = AutosaveStore(tmp_path, "hand").newest()
            assert theirs is not None and isinstance(theirs.document, CaseFile)
            assert theirs.document.note == ""  # the child's hand, never mine
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        if child.stdout is not None:
            child.stdout.close()
    found = AutosaveStore(tmp_path / "instance-2", "hand").newest()
    assert found is not None and isinstance(found.document, CaseFile)
    assert (found.document.note, found.document.score["honba"]) == ("mine", 29)
    mine.release()
