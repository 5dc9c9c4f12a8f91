"""A corpus of damaged case and table files, made by mutating valid ones field by field.

Every field of a valid case file and of a valid table file (every history entry's position,
engine request and answer included) is replaced in turn by a value of the wrong type, a bool
where a number belongs, a huge and a negative number, a text with a lone surrogate, a deeply
nested list, or is removed. Each file must either be refused with a clear message (naming the
file, no traceback) or open in the real window, paint every tab, save and export. One window
is shared by the whole corpus, so that it runs in well under a minute.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.case_files import (
    CASE_FORMAT,
    TABLE_FORMAT,
    CaseFileError,
    Problem,
    TableFile,
    load_file,
)

#: At least this many files (the issue asks for 1,000 in CI).
MIN_FILES = 1_000
#: One report in this many opened files is exported as PDF (CSV or PNG for the others).
PDF_EVERY = 25

PathKey = tuple[str | int, ...]

CASE_SCORE: dict[str, Any] = {
    "ruleset": "ema",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "riichi": False,
    "dora_indicators": "3s",
    "ura_indicators": "",
    "honba": 1,
    "riichi_sticks": 1,
}


def _mutations(value: Any) -> list[tuple[str, Any]]:
    """The replacements tried for one field, by name."""
    deep: Any = value
    for _ in range(30):
        deep = [deep]
    out: list[tuple[str, Any]] = [
        ("wrong_type", "abcd" if not isinstance(value, str) else 7),
        ("bool", True),
        ("huge", 100_000_000_000),
        ("negative", -1),
        ("surrogate", "x\ud800"),
        ("deep", deep),
        ("null", None),
    ]
    if isinstance(value, list | dict):
        # a container: a number or a text in its place (huge, negative and surrogate are
        # wrong types here like "abcd"), the other container kind, nesting, null
        wrong = ("object_for_list", {}) if isinstance(value, list) else ("list_for_object", [])
        return [out[0], out[1], wrong, out[5], out[6]]
    return out


def _paths(obj: Any, prefix: PathKey = ()) -> Iterator[PathKey]:
    """Every field and list item of `obj` (containers included), depth first."""
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


def _set(obj: Any, path: PathKey, value: Any) -> None:
    _get(obj, path[:-1])[path[-1]] = value


def _remove(obj: Any, path: PathKey) -> None:
    parent = _get(obj, path[:-1])
    if isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent.pop(path[-1])


def _shape(path: PathKey) -> PathKey:
    """A field's place with list positions left out: ``history.N.answer.deltas.N``."""
    return tuple("N" if isinstance(k, int) else k for k in path)


def _corpus(valid: dict[str, Any], name: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every mutation of every field; a field whose place was already mutated in full (the
    same field of an earlier history entry or list item) gets a wrong type and a removal."""
    done: set[PathKey] = set()
    for path in _paths(valid):
        where = ".".join(str(k) for k in path)
        mutations = _mutations(_get(valid, path))
        shape = _shape(path)
        if shape in done:
            mutations = mutations[:1]
        done.add(shape)
        for kind, value in mutations:
            mutated = copy.deepcopy(valid)
            _set(mutated, path, value)
            yield f"{name}:{where}:{kind}", mutated
        mutated = copy.deepcopy(valid)
        _remove(mutated, path)
        yield f"{name}:{where}:missing", mutated


def _played_table(settings: Any) -> dict[str, Any]:
    """A game with one hand of each kind, settled by the engine (EMA)."""
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    state = TableState(AppContext(settings))
    for seat, name in enumerate(["Аня", "Bob", "Олена", "Dee"]):
        state.set_name(seat, name)
    outcomes: list[tuple[dict[str, Any], list[int]]] = [
        (
            {
                "type": "ron",
                "discarder": 3,
                "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
            },
            [2],
        ),
        ({"type": "tsumo", "winner": 1, "han": 1, "fu": 30, "yakuman": 0, "pao": None}, []),
        ({"type": "draw", "tenpai": [0, 2], "nagashi": []}, []),
        ({"type": "chombo", "offender": 3}, []),
    ]
    for outcome, riichi in outcomes:
        answer = state.apply(outcome, riichi)
        assert answer["ok"], answer
    state.set_clock_state(
        {"running": False, "elapsed": 61.5, "wall_start": None, "minutes": 90, "signal_minutes": 5}
    )
    data = state.to_dict()
    state.deleteLater()
    return data


class _Window:
    """The real main window with its File actions, shared by the corpus."""

    def __init__(self, qapp: Any, settings: Any, folder: Path) -> None:
        from referee_app.app import create_main_window
        from referee_app.views.file_actions import FileActions, install

        self.errors: list[str] = []
        self.patch = pytest.MonkeyPatch()
        self.patch.setattr(
            FileActions, "show_error", staticmethod(lambda _w, _t, text: self.errors.append(text))
        )
        self.patch.setattr(FileActions, "ask_confirm", staticmethod(lambda *_a: True))
        self.window = create_main_window(qapp, settings, start_language=False)
        self.window.resize(1024, 720)
        self.window.show()
        self.actions = install(self.window, None, autosave_folder=folder / "autosave")
        assert self.actions.autosaver is not None
        self.actions.autosaver._timer.setInterval(3_600_000)  # no autosave during the corpus

    def paint_every_tab(self) -> None:
        tabs = self.window.tabs
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            tabs.currentWidget().grab()

    def close(self) -> None:
        assert self.actions.autosaver is not None
        self.actions.autosaver.release()
        self.window.close()
        self.window.deleteLater()
        self.patch.undo()


@pytest.fixture
def window(qapp: Any, settings: Any, tmp_path: Path) -> Iterator[_Window]:
    shared = _Window(qapp, settings, tmp_path)
    yield shared
    shared.close()


def test_every_damaged_file_is_refused_clearly_or_opens_paints_saves_and_exports(
    window: _Window, settings: Any, tmp_path: Path
) -> None:
    from referee_app.graphics import export

    valid_case = {"format": CASE_FORMAT, "version": 1, "note": "Table 4", "score": CASE_SCORE}
    valid_table = {
        "format": TABLE_FORMAT,
        "version": 1,
        "note": "Round 2",
        "ruleset": "ema",
        "table": _played_table(settings),
    }
    files = [*_corpus(valid_case, "case"), *_corpus(valid_table, "table")]
    assert len(files) >= MIN_FILES
    outcomes: Counter[str] = Counter()
    opened = 0
    folder = tmp_path / "corpus"
    folder.mkdir()
    for number, (label, obj) in enumerate(files):
        path = folder / f"f{number}.json"
        path.write_text(json.dumps(obj), encoding="ascii")  # \ud800 travels as an escape
        try:
            document = load_file(path)
        except CaseFileError as exc:
            message = exc.message()
            assert f"“{path.name}”" in message, (label, message)
            assert "Traceback" not in message and len(message) < 600, (label, message)
            if exc.problem == Problem.BAD_FIELD:
                assert exc.field, label
            outcomes[f"refused:{exc.problem}"] += 1
            continue
        window.errors.clear()
        if not window.actions.open_path(path):  # e.g. tiles the engine refuses for this hand
            assert len(window.errors) == 1 and f"“{path.name}”" in window.errors[0], label
            outcomes["refused_on_open"] += 1
            continue
        window.paint_every_tab()
        kind = "table" if isinstance(document, TableFile) else "case"
        saved = folder / f"saved{number}.json"
        assert window.actions._save_to(saved, kind), (label, window.errors)
        assert load_file(saved).to_json()[kind if kind == "table" else "score"] is not None
        other = ".csv" if kind == "table" else ".png"
        suffix = ".pdf" if opened % PDF_EVERY == 0 else other
        out = folder / f"report{number}{suffix}"
        export.export_document(document, out)
        assert out.stat().st_size > 0
        opened += 1
        outcomes[f"opened:{kind}"] += 1
    print(
        f"\ncorpus: {len(files)} files; "
        + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
    )
    assert sum(outcomes.values()) == len(files)
    assert opened > 0 and outcomes["refused:bad_field"] > 0
