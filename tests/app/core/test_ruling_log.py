"""The ruling log: records with their context, notes as appended records, sessions, files that
are refused, and survival of SIGKILL at any moment."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.ruling_log import RulingLog
from referee_app.core.ruling_store import (
    LOG_VERSION,
    LogProblem,
    RulingLogError,
    list_sessions,
    read_log,
    sanction_first,
)

ROOT = Path(__file__).resolve().parents[3]
CHILD = Path(__file__).with_name("ruling_log_child.py")
INSTANCE = Path(__file__).with_name("ruling_log_instance.py")
SAMPLE = Path(__file__).with_name("data") / "rulings-v1.jsonl"


def _clock() -> Any:
    times = iter(f"2026-12-02T10:{m:02d}:00+01:00" for m in range(60))
    return lambda: next(times)


def _table(settings: Any) -> Any:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    table = TableState(AppContext(settings))
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        table.set_name(seat, name)
    return table


def _only_file(folder: Path) -> Path:
    files = sorted(folder.glob("rulings-*.jsonl"))
    assert len(files) == 1, files
    return files[0]


# --- recording -----------------------------------------------------------------------------


def test_a_ruling_is_logged_with_time_table_round_players_and_ruleset(
    settings: Any, tmp_path: Path
) -> None:
    table = _table(settings)
    # East 1, dealer seat 0; a ron by seat 1 from seat 3 makes seat 1 the dealer of East 2
    answer = table.apply(
        {
            "type": "ron",
            "discarder": 3,
            "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
        },
        [],
    )
    assert answer["ok"]
    log = RulingLog(tmp_path, table, clock=_clock())
    assert not log.started  # no file until the first ruling
    assert not list(tmp_path.glob("rulings-*"))
    entry = log.record({"kind": "hand", "ruleset": "ema", "answer": {"total": 2000}})
    assert entry is not None
    assert entry.seq == 1
    assert entry.time == "2026-12-02T10:00:00+01:00"  # local time with its offset
    assert entry.round == {"wind": "E", "hand": 2, "honba": 0}
    assert [p["name"] for p in entry.players] == ["Аня", "Bob", "Олена", "Dee"]
    # seat 1 deals East 2: seat 1 is East, seat 2 South, seat 3 West, seat 0 North
    assert [p["wind"] for p in entry.players] == ["N", "E", "S", "W"]
    assert entry.table == ""  # no table number entered yet
    assert entry.ruleset == "ema"
    assert entry.decision == {"kind": "hand", "answer": {"total": 2000}}

    session = read_log(_only_file(tmp_path))
    assert session.entries == [entry]
    assert session.closed is None


def test_a_custom_ruleset_is_kept_as_its_overrides(settings: Any, tmp_path: Path) -> None:
    from dataclasses import replace

    from engine.rulesets import PRESETS, ruleset_from_json

    custom = replace(
        PRESETS["rrc"], id="custom", name="Club rules", kiriage=not PRESETS["rrc"].kiriage
    )
    log = RulingLog(tmp_path, None)
    entry = log.record({"kind": "check", "ruleset": custom, "check": "furiten"})
    assert entry is not None
    assert isinstance(entry.ruleset, dict)
    assert entry.ruleset["base"] == "rrc"
    assert entry.ruleset["name"] == "Club rules"
    read_back = read_log(_only_file(tmp_path)).entries[0].ruleset
    assert ruleset_from_json(read_back).kiriage is not PRESETS["rrc"].kiriage


def test_the_view_may_give_the_round_of_the_hand_it_applied(settings: Any, tmp_path: Path) -> None:
    table = _table(settings)
    log = RulingLog(tmp_path, table)
    entry = log.record(
        {"kind": "chombo", "ruleset": "ema", "round": {"wind": "S", "hand": 4, "honba": 2}}
    )
    assert entry is not None
    assert entry.round == {"wind": "S", "hand": 4, "honba": 2}
    assert "round" not in entry.decision


@pytest.mark.parametrize(
    "ruling", [{}, {"kind": ""}, {"kind": "Hand!"}, {"kind": 3}, {"kind": "x" * 40}]
)
def test_what_is_not_a_ruling_is_not_logged(tmp_path: Path, ruling: dict[str, Any]) -> None:
    log = RulingLog(tmp_path)
    assert log.record(ruling) is None
    assert not list(tmp_path.iterdir())


def test_hostile_decision_data_is_bounded(tmp_path: Path) -> None:
    deep: Any = "bottom"
    for _ in range(50):
        deep = [deep]
    log = RulingLog(tmp_path)
    entry = log.record(
        {
            "kind": "check",
            "ruleset": "ema",
            "deep": deep,
            "text": "=cmd\x00\x1b[31m" + "y" * 10_000,
            "nan": float("nan"),
            "obj": object(),
        }
    )
    assert entry is not None
    assert entry.decision["nan"] is None
    assert "\x00" not in entry.decision["text"]
    assert len(entry.decision["text"]) <= 4000
    assert read_log(_only_file(tmp_path)).entries == [entry]


# --- notes ---------------------------------------------------------------------------------


def test_a_note_edit_is_appended_and_the_old_lines_stay_as_written(tmp_path: Path) -> None:
    log = RulingLog(tmp_path, clock=_clock())
    first = log.record({"kind": "hand", "ruleset": "ema"})
    log.record({"kind": "penalty", "ruleset": "ema"})
    assert first is not None
    path = _only_file(tmp_path)
    before = path.read_bytes()
    assert log.set_note(first.seq, "West disputed the fu.")
    assert log.set_note(first.seq, "West disputed the fu; checked with the head referee.")
    after = path.read_bytes()
    assert after.startswith(before)  # append-only: nothing written before is changed
    assert len(after.splitlines()) == len(before.splitlines()) + 2
    session = read_log(path)
    entry = session.entry(first.seq)
    assert entry is not None
    assert entry.note == "West disputed the fu; checked with the head referee."
    assert [e.note for e in entry.edits] == [
        "West disputed the fu.",
        "West disputed the fu; checked with the head referee.",
    ]
    assert log.session.entry(first.seq) == entry
    assert not log.set_note(99, "no such ruling")


# --- sessions ------------------------------------------------------------------------------


def test_close_starts_a_new_session_and_the_old_one_stays_readable(tmp_path: Path) -> None:
    log = RulingLog(tmp_path)
    log.record({"kind": "chombo", "ruleset": "ema", "offender": 2})
    old_id = log.session.id
    log.close_session()
    assert log.session.entries == []
    assert not log.started
    log.record({"kind": "hand", "ruleset": "rrc"})
    assert log.session.id != old_id
    infos = list_sessions(tmp_path)
    assert len(infos) == 2
    past = log.past_sessions()
    assert len(past) == 1
    assert past[0].session is not None
    assert past[0].session.id == old_id
    assert past[0].session.closed is not None
    assert [e.decision["offender"] for e in past[0].session.entries] == [2]


def test_restore_resumes_the_open_session_after_a_crash(tmp_path: Path) -> None:
    log = RulingLog(tmp_path)
    log.record({"kind": "hand", "ruleset": "ema"})
    log.record({"kind": "chombo", "ruleset": "ema"})
    # the app stops here without closing the session; its lock goes with it, as it goes with
    # a process that is killed (tested with real processes below)
    log.shutdown()
    again = RulingLog(tmp_path)
    restored = again.restore()
    assert restored is not None
    assert restored.id == log.session.id
    assert [e.kind for e in again.session.entries] == ["hand", "chombo"]
    again.record({"kind": "penalty", "ruleset": "ema"})
    assert [e.seq for e in read_log(_only_file(tmp_path)).entries] == [1, 2, 3]


def test_restore_after_a_closed_session_starts_a_new_one(tmp_path: Path) -> None:
    log = RulingLog(tmp_path)
    log.record({"kind": "hand", "ruleset": "ema"})
    log.close_session()
    again = RulingLog(tmp_path)
    assert again.restore() is None
    assert again.session.entries == []


def test_a_torn_last_line_is_ignored_and_cut_off_when_resuming(tmp_path: Path) -> None:
    log = RulingLog(tmp_path)
    log.record({"kind": "hand", "ruleset": "ema"})
    path = _only_file(tmp_path)
    whole = path.read_bytes()
    with path.open("ab") as f:
        f.write(b'{"seq":2,"type":"ruling","time":"2026-12-0')  # killed mid-write
    log.shutdown()  # the killed writer's lock went with it
    torn = read_log(path)
    assert torn.torn_tail
    assert len(torn.entries) == 1
    assert path.read_bytes() != whole  # reading changes nothing
    again = RulingLog(tmp_path)
    assert again.restore() is not None
    assert path.read_bytes() == whole  # resuming cut the torn line, nothing else
    again.record({"kind": "check", "ruleset": "ema"})
    assert [e.kind for e in read_log(path).entries] == ["hand", "check"]


def test_sanctions_come_first_then_rulings_each_in_time_order() -> None:
    session = read_log(SAMPLE)
    log = RulingLog(None)
    for kind in ("hand", "chombo", "check", "penalty", "correction"):
        log.record({"kind": kind, "ruleset": "ema"})
    assert [e.kind for e in sanction_first(log.session.entries)] == [
        "chombo",
        "penalty",
        "hand",
        "check",
        "correction",
    ]
    assert [e.seq for e in sanction_first(session.entries)] == [2, 1]


def test_an_unwritable_folder_is_reported_and_the_referee_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x", encoding="utf-8")
    log = RulingLog(blocker / "rulings")
    messages: list[str] = []
    log.failed.connect(messages.append)
    assert log.record({"kind": "hand", "ruleset": "ema"}) is None
    assert messages
    assert "could not be written" in messages[0]


# --- one writer per session: a second instance of the app ----------------------------------


@pytest.fixture
def ordered_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    """Session ids in the order the sessions start (real ids of one second sort by chance)."""
    from referee_app.core import ruling_log

    numbers = iter(range(1, 1000))
    monkeypatch.setattr(
        ruling_log, "new_session_id", lambda when=None: f"20261202-10{next(numbers):04d}-abcdef"
    )


def test_a_second_log_leaves_the_open_session_to_the_first_and_keeps_its_own(
    tmp_path: Path, ordered_ids: None
) -> None:
    first = RulingLog(tmp_path)
    first.record({"kind": "hand", "ruleset": "ema", "n": 1})
    first.record({"kind": "chombo", "ruleset": "ema", "n": 2})
    held = first.session.path
    assert held is not None
    before = held.read_bytes()
    # the referee starts the app a second time, the first still running
    second = RulingLog(tmp_path)
    assert second.restore() is None
    assert [i.path for i in second.held_elsewhere] == [held]
    assert second.session.entries == []
    second.record({"kind": "penalty", "ruleset": "ema", "n": 3})
    assert second.session.path not in (None, held)
    assert held.read_bytes() == before  # nothing of the second's went into the first's file
    first.record({"kind": "hand", "ruleset": "ema", "n": 4})
    assert [e.decision["n"] for e in read_log(held).entries] == [1, 2, 4]
    assert [e.decision["n"] for e in read_log(second.session.path or Path()).entries] == [3]
    # the second closes its own session, never the first's
    second.close_session()
    assert read_log(held).closed is None
    assert first.record({"kind": "hand", "ruleset": "ema", "n": 5}) is not None
    assert [e.seq for e in read_log(held).entries] == [1, 2, 3, 4]
    first.shutdown()
    second.shutdown()


def test_the_next_start_resumes_a_session_left_behind_older_than_one_still_held(
    tmp_path: Path, ordered_ids: None
) -> None:
    first = RulingLog(tmp_path)
    first.record({"kind": "hand", "ruleset": "ema", "n": 1})
    second = RulingLog(tmp_path)
    second.restore()
    second.record({"kind": "hand", "ruleset": "ema", "n": 2})  # the newer session
    first.shutdown()  # the first stops (or dies): its session is open and nobody holds it
    third = RulingLog(tmp_path)
    restored = third.restore()
    assert restored is not None
    assert restored.path == first.session.path
    assert [i.path for i in third.held_elsewhere] == [second.session.path]
    third.record({"kind": "check", "ruleset": "ema", "n": 3})
    assert [e.decision["n"] for e in read_log(restored.path or Path()).entries] == [1, 3]
    second.shutdown()
    third.shutdown()


def test_a_session_closed_by_its_owner_after_it_was_read_is_not_resumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from referee_app.support.file_lock import FileLock

    first = RulingLog(tmp_path)
    first.record({"kind": "hand", "ruleset": "ema"})
    path = first.session.path
    assert path is not None
    take = FileLock.try_acquire

    def close_then_take(lock: Path | str) -> FileLock | None:
        # the second has read the session as open; its owner closes it and stops just
        # before the second takes the lock
        if first.started:
            first.close_session()
        return take(lock)

    monkeypatch.setattr(FileLock, "try_acquire", staticmethod(close_then_take))
    second = RulingLog(tmp_path)
    assert second.restore() is None
    closed = path.read_bytes()
    assert read_log(path).closed is not None
    second.record({"kind": "hand", "ruleset": "ema"})
    assert second.session.path != path
    assert path.read_bytes() == closed  # nothing after the close
    second.shutdown()


def test_a_session_left_open_by_a_stopped_instance_is_resumed_after_a_newer_closed_one(
    tmp_path: Path, ordered_ids: None
) -> None:
    """The second instance closes its own session: that says nothing of the first's, which
    the next start resumes once the first has stopped (the kill test below, with processes)."""
    first = RulingLog(tmp_path)
    first.record({"kind": "hand", "ruleset": "ema", "n": 1})
    second = RulingLog(tmp_path)
    second.restore()
    second.record({"kind": "hand", "ruleset": "ema", "n": 2})
    second.close_session()
    second.shutdown()
    first.shutdown()
    third = RulingLog(tmp_path)
    restored = third.restore()
    assert restored is not None
    assert restored.path == first.session.path
    assert third.held_elsewhere == []
    third.shutdown()


def test_older_closed_sessions_are_not_read_in_full_at_the_start(
    tmp_path: Path, ordered_ids: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from referee_app.core import ruling_log

    log = RulingLog(tmp_path)
    for n in range(3):
        log.record({"kind": "hand", "ruleset": "ema", "n": n})
        log.close_session()
    read: list[str] = []
    real = ruling_log.read_log

    def counting(path: Path | str, **kwargs: Any) -> Any:
        read.append(Path(path).name)
        return real(path, **kwargs)

    monkeypatch.setattr(ruling_log, "read_log", counting)
    assert RulingLog(tmp_path).restore() is None
    newest = sorted(tmp_path.glob("rulings-*.jsonl"))[-1].name
    assert read == [newest]  # the newest is read as before; the older ones by their end


def test_a_closed_session_leaves_no_lock_file_and_an_open_one_keeps_it(tmp_path: Path) -> None:
    log = RulingLog(tmp_path)
    log.record({"kind": "hand", "ruleset": "ema"})
    path = log.session.path
    assert path is not None
    lock = path.with_name(f".{path.name}.lock")
    assert lock.is_file()
    log.close_session()
    assert not lock.exists()
    log.record({"kind": "hand", "ruleset": "ema"})
    log.shutdown()  # the session stays open for the next start, and so does its lock file
    assert (tmp_path / f".{(log.session.path or Path()).name}.lock").is_file()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(".")) == sorted(
        p.name for p in tmp_path.glob("rulings-*.jsonl")
    )


def test_an_open_session_written_before_locks_existed_is_resumed_and_then_held(
    tmp_path: Path,
) -> None:
    lines = _sample_lines()
    assert json.loads(lines[-1])["type"] == "close"
    path = tmp_path / SAMPLE.name
    path.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")  # the app was killed
    assert not list(tmp_path.glob(".*.lock"))
    first = RulingLog(tmp_path)
    restored = first.restore()
    assert restored is not None
    assert restored.id == "20261201-183000-0a1b2c"
    assert first.record({"kind": "hand", "ruleset": "ema"}) is not None
    assert read_log(path).last_seq == 4  # two rulings and a note, then this ruling
    second = RulingLog(tmp_path)
    assert second.restore() is None
    assert [i.path for i in second.held_elsewhere] == [path]
    first.shutdown()
    second.shutdown()


def test_a_header_being_written_by_another_instance_is_not_removed_as_stale(
    tmp_path: Path,
) -> None:
    from referee_app.support.file_lock import FileLock

    target = tmp_path / "rulings-20261202-100000-abcdef.jsonl"
    tmp = tmp_path / f".{target.name}.x1y2z3.tmp"
    tmp.write_bytes(b"{")
    owner = FileLock.try_acquire(tmp_path / f".{target.name}.lock")
    assert owner is not None  # another instance is making that session's file right now
    RulingLog(tmp_path).restore()
    assert tmp.exists()
    owner.release()  # ... and dies before the rename: its temp file is left behind
    RulingLog(tmp_path).restore()
    assert not tmp.exists()
    assert list(tmp_path.iterdir()) == []  # nor a lock file for a session never made


def _instance(folder: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(INSTANCE), str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        text=True,
    )


def _ask(child: subprocess.Popen[str], command: str) -> list[str]:
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(command + "\n")
    child.stdin.flush()
    return child.stdout.readline().split()


def _start(child: subprocess.Popen[str]) -> tuple[list[str], list[str]]:
    assert child.stdout is not None
    return child.stdout.readline().split(), child.stdout.readline().split()


def _stop(child: subprocess.Popen[str]) -> None:
    if child.poll() is None:
        assert child.stdin is not None
        child.stdin.close()
        child.wait(timeout=30)
    for stream in (child.stdin, child.stdout):
        if stream is not None and not stream.closed:
            stream.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_two_processes_never_write_one_session_and_a_kill_frees_it(tmp_path: Path) -> None:
    """Two real processes of the app: the second cannot append to the first's open session;
    once the first is SIGKILLed, the next process resumes that session."""
    first = _instance(tmp_path)
    second = third = None
    try:
        assert _start(first) == (["new"], ["held"])
        session_a = _ask(first, "record 1")[0]
        assert _ask(first, "record 2") == [session_a, "2"]
        path_a = tmp_path / f"rulings-{session_a}.jsonl"
        before = path_a.read_bytes()

        second = _instance(tmp_path)
        assert _start(second) == (["new"], ["held", session_a])
        session_b, seq = _ask(second, "record 3")
        assert (session_b, seq) != (session_a, "3")
        assert session_b != session_a and seq == "1"
        assert path_a.read_bytes() == before
        assert _ask(second, "close") == ["closed"]  # closes its own session only
        assert read_log(path_a).closed is None
        assert _ask(first, "record 4") == [session_a, "3"]

        first.kill()  # SIGKILL: the lock goes with the process
        first.wait(timeout=30)
        third = _instance(tmp_path)
        assert _start(third)[0] == ["resumed", session_a]
        assert _ask(third, "record 5") == [session_a, "4"]
        assert [e.decision["n"] for e in read_log(path_a).entries] == [1, 2, 4, 5]
        session_b_file = read_log(tmp_path / f"rulings-{session_b}.jsonl")
        assert [e.decision["n"] for e in session_b_file.entries] == [3]
        assert session_b_file.closed is not None
    finally:
        for child in (first, second, third):
            if child is not None:
                _stop(child)


# --- the format ----------------------------------------------------------------------------


def test_the_version_1_sample_reads_as_written() -> None:
    """tests/app/core/data/rulings-v1.jsonl is the format of version 1: it must stay readable."""
    session = read_log(SAMPLE)
    assert session.id == "20261201-183000-0a1b2c"
    assert session.started == "2026-12-01T18:30:00+02:00"
    assert session.closed == "2026-12-01T21:10:00+02:00"
    hand, chombo = session.entries
    assert (hand.kind, hand.table, hand.round) == (
        "hand",
        "7",
        {"wind": "E", "hand": 3, "honba": 1},
    )
    assert hand.decision["answer"]["total"] == 1300
    assert hand.note == "Disputed by West: fu checked again."  # the later note record
    assert chombo.decision["penalties"] == [0, 0, -20000, 0]
    assert chombo.player_name(2) == "Олена"
    assert chombo.ruleset == {"base": "rrc", "name": "Club rules", "uma": [15, 5, -5, -15]}
    assert chombo.note == "False ron on 3s."


def _sample_lines() -> list[str]:
    return SAMPLE.read_text(encoding="utf-8").splitlines()


def _hostile(case: str) -> bytes:
    lines = _sample_lines()
    header = json.loads(lines[0])
    if case == "future_version":
        header["version"] = LOG_VERSION + 1
        return "\n".join([json.dumps(header), *lines[1:]]).encode() + b"\n"
    if case == "bool_version":
        header["version"] = True
        return "\n".join([json.dumps(header), *lines[1:]]).encode() + b"\n"
    if case == "other_format":
        header["format"] = "riichi-referee-table"
        return json.dumps(header).encode() + b"\n"
    if case == "garbage":
        return os.urandom(3000)
    if case == "empty":
        return b""
    if case == "a_table_file":
        return b'{"format": "riichi-referee-table", "version": 1, "table": {}}'
    if case == "skipped_seq":
        return "\n".join([lines[0], lines[2]]).encode() + b"\n"
    if case == "damaged_middle":
        return "\n".join([lines[0], lines[1][:40], lines[2]]).encode() + b"\n"
    if case == "duplicate_key":
        return (
            "\n".join([lines[0], lines[1].replace('"seq":1,', '"seq":1,"seq":1,')]).encode() + b"\n"
        )
    if case == "after_close":
        extra = '{"seq":5,"type":"note","time":"x","entry":1,"note":"late"}'
        return "\n".join([*lines, extra]).encode() + b"\n"
    if case == "note_to_nothing":
        bad = '{"seq":3,"type":"note","time":"x","entry":9,"note":"?"}'
        return "\n".join([*lines[:3], bad]).encode() + b"\n"
    if case == "bad_field":
        return "\n".join([lines[0], lines[1].replace('"hand":3', '"hand":9')]).encode() + b"\n"
    if case == "huge_number":
        return (
            "\n".join([lines[0], lines[1].replace('"seq":1', '"seq":' + "9" * 400)]).encode()
            + b"\n"
        )
    if case == "long_line":
        record = json.loads(lines[1])
        record["note"] = "n" * 70_000
        return "\n".join([lines[0], json.dumps(record)]).encode() + b"\n"
    raise AssertionError(case)


HOSTILE = {
    "future_version": LogProblem.NEWER_VERSION,
    "bool_version": LogProblem.BAD_VERSION,
    "other_format": LogProblem.NOT_A_LOG,
    "garbage": LogProblem.NOT_A_LOG,
    "empty": LogProblem.NOT_A_LOG,
    "a_table_file": LogProblem.NOT_A_LOG,
    "skipped_seq": LogProblem.DAMAGED,
    "damaged_middle": LogProblem.DAMAGED,
    "duplicate_key": LogProblem.DAMAGED,
    "after_close": LogProblem.DAMAGED,
    "note_to_nothing": LogProblem.DAMAGED,
    "bad_field": LogProblem.DAMAGED,
    "huge_number": LogProblem.DAMAGED,
    "long_line": LogProblem.DAMAGED,
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_or_future_log_is_refused_and_left_unchanged(tmp_path: Path, case: str) -> None:
    path = tmp_path / "rulings-20261201-183000-0a1b2c.jsonl"
    data = _hostile(case)
    path.write_bytes(data)
    with pytest.raises(RulingLogError) as raised:
        read_log(path)
    assert raised.value.problem == HOSTILE[case]
    message = raised.value.message()
    assert "rulings-20261201-183000-0a1b2c.jsonl" in message
    assert "{" not in message  # every placeholder filled
    if case == "future_version":
        assert "newer version" in message
        assert "update the app" in message
    # at start the refused file is set aside whole (one of a newer version is left as it is)
    # and a new session begins beside it
    log = RulingLog(tmp_path)
    assert log.restore() is None
    assert [e.problem for e in log.refused] == [HOSTILE[case]]
    log.record({"kind": "hand", "ruleset": "ema"})
    if case == "future_version":
        assert path.read_bytes() == data
        assert len(list(tmp_path.glob("rulings-*.jsonl"))) == 2
        return
    assert not path.exists()
    [moved] = tmp_path.glob("rulings-20261201-183000-0a1b2c.jsonl.damaged-*")
    assert moved.read_bytes() == data
    assert log.set_aside_as == {path: moved}
    assert moved.name in log.refusal_text(log.refused[0])
    assert len(list(tmp_path.glob("rulings-*.jsonl"))) == 1
    # the next start does not meet it again
    log.shutdown()
    again = RulingLog(tmp_path)
    again.restore()
    assert again.refused == []


def test_a_too_large_log_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "rulings-20261201-183000-0a1b2c.jsonl"
    with path.open("wb") as f:
        f.write(SAMPLE.read_bytes())
        f.truncate(17 * 1024 * 1024)
    with pytest.raises(RulingLogError) as raised:
        read_log(path)
    assert raised.value.problem == LogProblem.TOO_LARGE


def test_a_folder_named_like_a_log_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "rulings-20261201-183000-0a1b2c.jsonl"
    folder.mkdir()
    infos = list_sessions(tmp_path)
    assert infos[0].error is not None
    assert infos[0].error.problem == LogProblem.UNREADABLE


def test_refusal_messages_are_translated(qapp: Any, settings: Any, compiled_qm: Any) -> None:
    from referee_app.text.i18n import LanguageManager

    path = Path("rulings-x.jsonl")
    error = RulingLogError(LogProblem.NEWER_VERSION, path, found=2, limit=1)
    manager = LanguageManager(qapp, settings)
    try:
        manager.set_language("ru")
        assert "более новой версией" in error.message()
        manager.set_language("uk")
        assert "новішою версією" in error.message()
    finally:
        manager.set_language("en")
        manager.deleteLater()  # its translators go with it


# --- a kill at any moment ------------------------------------------------------------------


def _check_session_content(session: Any) -> None:
    """Every ruling the child wrote carries its own check: its seq and padding length."""
    for entry in session.entries:
        assert entry.decision["n"] == entry.seq
        assert len(entry.decision["pad"]) == entry.decision["padlen"]
        for edit in entry.edits:
            assert edit.note.endswith(f" on {entry.seq}")


@pytest.mark.slow  # about 30-45 s on two busy cores
@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")
def test_sigkill_at_random_moments_never_loses_a_completed_write(tmp_path: Path) -> None:
    """250 loggers are SIGKILLed at random moments while writing in a tight loop.

    After each kill every session file must read (a torn last line at most), hold every record
    the logger reported as written, and each record must be whole; the next logger resumes the
    open session. A zygote forks the loggers, so a round costs milliseconds, not a Python start.
    """
    rng = random.Random(15)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    zygote = subprocess.Popen(
        [sys.executable, str(CHILD), str(tmp_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=env,
        cwd=ROOT,
        text=True,
    )
    assert zygote.stdin is not None and zygote.stdout is not None
    acknowledged: dict[str, int] = {}
    kills = torn = 0
    started = time.monotonic()
    try:
        for _ in range(250):
            zygote.stdin.write("fork\n")
            zygote.stdin.flush()
            pid_line = zygote.stdout.readline().split()
            assert pid_line[0] == "pid", pid_line
            first = zygote.stdout.readline()
            assert first.strip(), "the logger did not start writing"
            time.sleep(rng.uniform(0.0, 0.02))
            os.kill(int(pid_line[1]), signal.SIGKILL)
            kills += 1
            lines = [first]
            while (line := zygote.stdout.readline()) not in ("done\n", ""):
                lines.append(line)
            touched = set()
            for line in lines:
                parts = line.split()
                if len(parts) == 2:
                    touched.add(parts[0])
                    acknowledged[parts[0]] = max(acknowledged.get(parts[0], 0), int(parts[1]))
            # the files written in this round (older sessions are closed and never touched);
            # session ids begin with the second they started, so two started in the same
            # second sort by their random part: the touched ones are named, not guessed
            written_now = {tmp_path / f"rulings-{sid}.jsonl" for sid in touched}
            for path in sorted(written_now | set(sorted(tmp_path.glob("rulings-*.jsonl"))[-2:])):
                session = read_log(path)  # raises if a kill left it unreadable
                _check_session_content(session)
                torn += session.torn_tail
                touched.discard(session.id)
                assert session.last_seq >= acknowledged.get(session.id, 0)  # nothing lost
            assert not touched, touched
    finally:
        zygote.stdin.close()
        zygote.wait(timeout=10)
        zygote.stdout.close()
    elapsed = time.monotonic() - started
    for info in list_sessions(tmp_path):
        assert info.session is not None
        _check_session_content(info.session)
        assert info.session.last_seq >= acknowledged.get(info.session.id, 0)
    written = sum(acknowledged.values())
    print(
        f"\n{kills} kills, {written} records acknowledged, {torn} torn tails seen, "
        f"{len(acknowledged)} sessions, {elapsed:.1f} s"
    )
    assert kills == 250
    assert len(acknowledged) > 1  # sessions were closed and new ones started
    assert written > kills


def test_the_sample_copy_is_not_changed_by_reading(tmp_path: Path) -> None:
    copy = tmp_path / SAMPLE.name
    shutil.copy(SAMPLE, copy)
    log = RulingLog(tmp_path)
    assert log.restore() is None  # the sample's session was closed
    assert copy.read_bytes() == SAMPLE.read_bytes()
    assert [i.session.id for i in log.past_sessions() if i.session] == ["20261201-183000-0a1b2c"]
