"""Hostile and damaged files: refused whole with a clear message, and exports that can never
hang, overwrite another file or leave anything behind."""

from __future__ import annotations

import copy
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.case_files import (
    CaseFileError,
    Problem,
    TableFile,
    load_file,
    save_file,
    write_json_atomic,
)
from referee_app.core.validate import (
    FieldError,
    Where,
    check_writable,
    read_int,
    read_str,
)

ROOT = Path(__file__).resolve().parents[3]


def _played(settings: Any) -> dict[str, Any]:
    """One hand settled by the engine (EMA): seat 1 rons seat 3 for 2 han 30 fu."""
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    table = TableState(AppContext(settings))
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


def _table_file(path: Path, table: dict[str, Any]) -> Path:
    obj = {"format": "riichi-referee-table", "version": 1, "ruleset": "ema", "table": table}
    path.write_text(json.dumps(obj), encoding="utf-8")
    return path


def _refusal(path: Path) -> CaseFileError:
    with pytest.raises(CaseFileError) as info:
        load_file(path)
    return info.value


# --- the readers -------------------------------------------------------------------------------


def test_readers_refuse_bools_for_numbers_and_broken_texts() -> None:
    where = Where("table")
    with pytest.raises(FieldError) as info:
        read_int({"version": True}, "version", 1, 1, where=where)
    assert info.value.field == "table.version"  # True == 1 in Python, but it is not a number
    assert read_int({}, "honba", 0, 9, where=where, default=0) == 0
    with pytest.raises(FieldError, match="broken character"):
        read_str({"name": "Ann\ud800"}, "name", where=where)
    with pytest.raises(FieldError, match="at most 5 characters"):
        read_str({"name": "Annabel"}, "name", where=where, max_len=5)
    with pytest.raises(FieldError) as info:
        check_writable({"a": [{"b": "\udfff"}]}, Where("x"))
    assert info.value.field == "x.a[0].b"


# --- table files -------------------------------------------------------------------------------


def test_a_history_answer_of_the_wrong_type_is_refused_naming_the_field(
    settings: Any, tmp_path: Path
) -> None:
    table = _played(settings)
    table["history"][0]["answer"]["deltas"] = "abcd"  # opened before, then every paint failed
    err = _refusal(_table_file(tmp_path / "t.json", table))
    assert err.problem == Problem.BAD_FIELD
    assert "table.history[0].answer.deltas" in err.message()


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda t: t.__setitem__("version", True), "table.version"),
        (lambda t: t.__setitem__("honba", False), "table.honba"),
        (
            # a C int overflowed in a label; the engine allows at most 10 yakuman
            lambda t: t["history"][0]["request"]["outcome"]["winners"][0].__setitem__(
                "yakuman", 100_000_000_000
            ),
            "table.history[0].request.outcome.winners[0].yakuman",
        ),
        (
            lambda t: t["history"][0]["request"]["outcome"].__setitem__("winners", 5),
            "table.history[0].request.outcome.winners",
        ),
        (lambda t: t["names"].__setitem__(0, "Bad\ud800name"), "table.names[0]"),
        (lambda t: t["history"][0]["answer"]["next"].pop("dealer"), "answer.next.dealer"),
        (lambda t: t["history"][0]["before"].__setitem__("scores", [1, 2, 3]), "before.scores"),
        (
            # well typed, but not a hand the engine would settle (fu 31)
            lambda t: t["history"][0]["request"]["outcome"]["winners"][0].__setitem__("fu", 31),
            "table.history[0].request",
        ),
    ],
)
def test_table_fields_are_refused_whole(
    settings: Any, tmp_path: Path, change: Any, field: str
) -> None:
    table = copy.deepcopy(_played(settings))
    change(table)
    err = _refusal(_table_file(tmp_path / "t.json", table))
    assert err.problem == Problem.BAD_FIELD
    assert field in err.message()


def test_a_valid_table_file_opens(settings: Any, tmp_path: Path) -> None:
    table = _played(settings)
    loaded = load_file(_table_file(tmp_path / "t.json", table))
    assert isinstance(loaded, TableFile)
    assert loaded.table == table


# --- reading guards ----------------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    err = _refusal(fifo)  # would block forever if it were opened for reading as a file
    assert err.problem == Problem.UNREADABLE
    assert "not an ordinary file" in err.message()


# --- writing -----------------------------------------------------------------------------------


def test_a_symlink_at_the_old_predictable_temp_name_is_never_followed(
    settings: Any, tmp_path: Path, qapp: Any
) -> None:
    from referee_app.graphics.export import export_file_cli

    source = _table_file(tmp_path / "t.json", _played(settings))
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    out = tmp_path / "report.csv"
    for name in (f".{out.stem}.{os.getpid()}.tmp{out.suffix}", f".{out.name}.tmp"):
        (tmp_path / name).symlink_to(victim)
    assert export_file_cli(out, source, io.StringIO()) == 0
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert out.is_file() and not out.is_symlink()
    # a symlink at the target itself is replaced by the new file, its target left alone
    out.unlink()
    out.symlink_to(victim)
    assert export_file_cli(out, source, io.StringIO()) == 0
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert not out.is_symlink()


@pytest.mark.parametrize("suffix", [".csv", ".pdf", ".png"])
def test_a_failed_export_exits_1_and_leaves_nothing_behind(
    settings: Any, tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch, suffix: str
) -> None:
    from referee_app.graphics.export import export_file_cli

    source = _table_file(tmp_path / "t.json", _played(settings))
    before = set(tmp_path.iterdir())

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    err = io.StringIO()
    assert export_file_cli(tmp_path / f"out{suffix}", source, err) == 1
    assert "No space left on device" in err.getvalue()
    assert set(tmp_path.iterdir()) == before  # no report, no temporary file


def test_write_json_atomic_refuses_a_lone_surrogate_and_leaves_nothing(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    target.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError, match="UTF-8"):
        write_json_atomic(target, {"name": "\ud800"})
    assert target.read_text(encoding="utf-8") == "{}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_save_file_names_a_write_failure(tmp_path: Path, settings: Any) -> None:
    doc = TableFile(table=_played(settings))
    with pytest.raises(CaseFileError) as info:
        save_file(tmp_path / "missing-folder" / "t.json", doc)
    assert info.value.problem == Problem.WRITE_FAILED


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_export_command_line_exit_codes(settings: Any, tmp_path: Path) -> None:
    """The real command line: 2 for a pipe and for `winners: 5`, 0 for a good file; in time."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    table = _played(settings)
    bad = copy.deepcopy(table)
    bad["history"][0]["request"]["outcome"]["winners"] = 5
    good_path = _table_file(tmp_path / "good.json", table)
    bad_path = _table_file(tmp_path / "bad.json", bad)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "RIICHI_REFEREE_AUTOSAVE_DIR": str(tmp_path / "autosave"),
    }
    settings_file = tmp_path / "cli.ini"

    def run(out: str, source: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [
                *(sys.executable, "-m", "referee_app", "--settings", str(settings_file)),
                *("--export", str(tmp_path / out), str(source)),
            ],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=120,
            check=False,
        )

    piped = run("a.pdf", fifo)
    assert piped.returncode == 2, piped.stderr
    assert "not an ordinary file" in piped.stderr
    refused = run("b.pdf", bad_path)
    assert refused.returncode == 2, refused.stderr
    assert "winners" in refused.stderr and "Traceback" not in refused.stderr
    ok = run("c.csv", good_path)
    assert ok.returncode == 0, ok.stderr
    assert sorted(p.name for p in tmp_path.glob("*.csv")) == ["c.csv"]
    assert not list(tmp_path.glob(".*.tmp"))
