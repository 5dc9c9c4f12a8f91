"""A hostile-file corpus made from the format samples with a fixed seed (issue 24, item 6):
numbers made huge, negative or of another type, fields dropped, references to hands that do
not exist, lone surrogates. Each file goes through the export command (in process), the
window's File > Open and the autosave restore (twice: no later start fails), and each ruling
log through its export and the Log tab's words. Every file ends in a clean message or a good
result: never a traceback (an exception out of these paths fails the test), a crash or a hang.

The corpus: 240 files (table, table, case, check in turn) and 120 ruling logs.
"""

from __future__ import annotations

import copy
import io
import json
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.case_files import CaseFileError, load_file

DATA = Path(__file__).with_name("data")
SEED = 20261206
FILES = 240
LOGS = 120
#: one opened file in this many is exported as PDF, one in PNG_EVERY as PNG (CSV otherwise)
PDF_EVERY = 20
PNG_EVERY = 30

PathKey = tuple[str | int, ...]


def _paths(obj: Any, prefix: PathKey = ()) -> Iterator[PathKey]:
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield (*prefix, i)
            yield from _paths(value, (*prefix, i))


def _get(obj: Any, path: PathKey) -> Any:
    for key in path:
        obj = obj[key]
    return obj


def _mutate(rng: random.Random, obj: Any, paths: list[PathKey]) -> str:
    """Change one field of `obj` in place; returns what was done."""
    path = rng.choice(paths)
    parent, key = _get(obj, path[:-1]), path[-1]
    value = parent[key]
    kind = rng.choice(
        ["huge", "huge", "negative", "text", "bool", "list", "object", "drop", "surrogate",
         "reference", "float", "empty_list"]
    )  # fmt: skip
    if kind == "reference" or (isinstance(key, str) and key in ("hand", "seat", "offender")):
        replacement: Any = rng.choice([-1, 4, 5, 99, 10**9])
    elif kind == "huge":
        replacement = rng.choice([10**11, 2**63, 10**15])
    elif kind == "negative":
        replacement = -rng.choice([1, 1000, 10**11])
    elif kind == "text":
        replacement = rng.choice(["", "abc", "<b>X</b>", "ron", "9" * 50])
    elif kind == "bool":
        replacement = rng.choice([True, False])
    elif kind == "list":
        replacement = [value] if not isinstance(value, list) else [value] * 3
    elif kind == "object":
        replacement = {"x": value}
    elif kind == "surrogate":
        replacement = "x\ud800"
    elif kind == "float":
        replacement = 1.5
    elif kind == "empty_list":
        replacement = []
    else:
        replacement = None
    if kind == "drop":
        if isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    else:
        parent[key] = replacement
    return f"{'.'.join(str(k) for k in path)}:{kind}"


def _samples() -> list[tuple[str, dict[str, Any]]]:
    from referee_app.core.case_files import CASE_FORMAT
    from tests.app.core.test_file_corpus import CASE_SCORE

    table = json.loads((DATA / "table-v1-corrected.json").read_text(encoding="utf-8"))
    check = json.loads((DATA / "check-draw-tenpai-v1.json").read_text(encoding="utf-8"))
    case = {"format": CASE_FORMAT, "version": 1, "note": "Table 4", "score": CASE_SCORE}
    return [("table", table), ("table", table), ("case", case), ("check", check)]


def corpus() -> list[tuple[str, dict[str, Any]]]:
    """The files, the same on every run (`SEED`)."""
    rng = random.Random(SEED)
    samples = _samples()
    out = []
    for number in range(FILES):
        name, sample = samples[number % len(samples)]
        mutated = copy.deepcopy(sample)
        done = [_mutate(rng, mutated, list(_paths(mutated))) for _ in range(rng.randint(1, 3))]
        out.append((f"{name}:{'|'.join(done)}", mutated))
    return out


def log_corpus() -> list[tuple[str, bytes]]:
    rng = random.Random(SEED + 1)
    samples = [
        [json.loads(line) for line in (DATA / name).read_text("utf-8").split("\n") if line]
        for name in ("rulings-v1.jsonl", "rulings-v1-corrections.jsonl")
    ]
    out = []
    for number in range(LOGS):
        mutated = copy.deepcopy(samples[number % len(samples)])
        index = rng.randrange(1, len(mutated))
        record = mutated[index]
        done = _mutate(rng, record, list(_paths(record)))
        data = "".join(json.dumps(r) + "\n" for r in mutated).encode("ascii")
        out.append((f"line {index + 1}:{done}", data))
    return out


def test_the_corpus_is_the_same_on_every_run() -> None:
    assert [label for label, _ in corpus()] == [label for label, _ in corpus()]
    assert len(corpus()) == FILES and len(log_corpus()) == LOGS


@pytest.fixture
def window(qapp: Any, settings: Any, tmp_path: Path) -> Iterator[Any]:
    from tests.app.core.test_file_corpus import _Window

    shared = _Window(qapp, settings, tmp_path)
    yield shared
    shared.close()


def _restore_twice(settings: Any, folder: Path, obj: dict[str, Any], kind: str) -> str:
    """Put `obj` in the autosave slot of its `kind` (``table`` or ``hand``) and start twice: a
    good result or nothing restored, never an exception, and the second start restores what
    the first did."""
    from referee_app.core.autosave import Autosaver
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState
    from referee_app.core.table_state import TableState
    from referee_app.text.table_words import TableWords

    folder.mkdir()
    slot = {**obj, "autosave": {"seq": 1, "saved": "2026-12-06T05:00:00.000Z"}}
    (folder / f"{kind}-a.json").write_text(json.dumps(slot), encoding="ascii")
    results = []
    for _start in range(2):
        context = AppContext(settings)
        hand, table = HandState(context), TableState(context)
        saver = Autosaver(context, hand, table, folder=folder)
        case, restored = saver.restore()
        words = TableWords.of(table)
        for record in table.records():  # what the Table tab's history shows
            words.for_entry(record).description(record)
        done = restored if kind == "table" else case
        results.append((done is not None, table.to_dict(), hand.to_request()))
        saver.release()
        saver.deleteLater()
    assert results[0] == results[1]
    return "restored" if results[0][0] else "not_restored"


def test_hostile_files_end_in_a_clean_message_or_a_good_result(
    window: Any, settings: Any, tmp_path: Path
) -> None:
    from referee_app.graphics import export

    outcomes: Counter[str] = Counter()
    folder = tmp_path / "corpus"
    folder.mkdir()
    opened = 0
    for number, (label, obj) in enumerate(corpus()):
        path = folder / f"f{number}.json"
        path.write_text(json.dumps(obj), encoding="ascii")  # \ud800 travels as an escape
        # 1. the export command
        suffix = (
            ".pdf" if number % PDF_EVERY == 0 else ".png" if number % PNG_EVERY == 0 else ".csv"
        )
        if suffix == ".csv" and not label.startswith("table"):  # CSV: a table game's only
            suffix = ".png"
        out = folder / f"out{number}{suffix}"
        err = io.StringIO()
        status = export.export_file_cli(out, path, err)
        message = err.getvalue()
        assert status in (0, 2), (label, status, message)
        assert "Traceback" not in message, label
        if status == 2:
            assert message.strip() and len(message) < 800, (label, message)
            assert not out.exists(), label
        else:
            assert out.stat().st_size > 0, label
        outcomes[f"export:{'written' if status == 0 else 'refused'}"] += 1
        # 2. File > Open in the window
        window.errors.clear()
        try:
            load_file(path)
            loads = True
        except CaseFileError:
            loads = False
        if window.actions.open_path(path):
            assert loads, label
            if opened % 10 == 0:
                window.paint_every_tab()
            opened += 1
            outcomes["open:opened"] += 1
        else:
            assert len(window.errors) == 1 and f"“{path.name}”" in window.errors[0], label
            assert "Traceback" not in window.errors[0], label
            outcomes["open:refused"] += 1
        # 3. the autosave restore: a table in the table's slot, a case in the hand's
        kind = {"table": "table", "case": "hand"}.get(label.split(":", 1)[0])
        if kind is not None:
            slots = folder / f"slots{number}"
            outcomes[f"restore:{kind}:" + _restore_twice(settings, slots, obj, kind)] += 1
    print("\nhostile corpus:", ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    assert outcomes["export:refused"] > FILES // 2  # most mutations are caught at the door
    assert outcomes["export:written"] > 0 and outcomes["open:opened"] > 0


def test_hostile_ruling_logs_end_in_a_clean_message_or_a_good_result(
    qapp: Any, tmp_path: Path
) -> None:
    from referee_app.core.ruling_log import RulingLog
    from referee_app.core.ruling_store import RulingLogError, read_log
    from referee_app.graphics.log_report import export_log_cli
    from referee_app.text import ruling_text

    outcomes: Counter[str] = Counter()
    for number, (label, data) in enumerate(log_corpus()):
        folder = tmp_path / f"log{number}"
        folder.mkdir()
        path = folder / "rulings-20261201-183000-0a1b2c.jsonl"
        path.write_bytes(data)
        try:
            session = read_log(path)
        except RulingLogError as exc:
            message = exc.message()
            assert path.name in message and "Traceback" not in message, label
            assert "codec" not in message, label
            outcomes["refused"] += 1
        else:
            for entry in session.entries:  # every column of the Log tab
                ruling_text.decision_text(entry)
                ruling_text.players_text(entry)
                ruling_text.ruleset_text(entry)
                ruling_text.source_label(entry)
                ruling_text.round_text(entry.round)
            outcomes["read"] += 1
        err = io.StringIO()
        suffix = ".pdf" if number % PDF_EVERY == 0 else ".csv"
        status = export_log_cli(folder / f"out{suffix}", path, err)
        assert status in (0, 2) and "Traceback" not in err.getvalue(), (label, err.getvalue())
        # a start with it in the folder: resumed only when it reads, never an exception
        log = RulingLog(folder)
        log.restore()
        log.shutdown()
    print("\nhostile logs:", ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    assert outcomes["refused"] > 0 and outcomes["read"] > 0
