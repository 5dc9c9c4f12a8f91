"""Case and table files: round trips, and every kind of bad file is refused with a reason."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.case_files import (
    CASE_FORMAT,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    TABLE_FORMAT,
    CaseFile,
    CaseFileError,
    Problem,
    TableFile,
    apply_case,
    apply_table,
    case_from_state,
    load_file,
    save_file,
    table_from_state,
    write_json_atomic,
)

#: The contract's own example request (engine-contract.md, `score`): a South player's ron.
CONTRACT_SCORE: dict[str, Any] = {
    "ruleset": "ema",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "riichi": False,
    "dora_indicators": "3s",
    "ura_indicators": "",
    "honba": 0,
    "riichi_sticks": 0,
}


def _case_obj(**changes: Any) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": CASE_FORMAT,
        "version": 1,
        "created": "2026-11-30T01:00:00Z",
        "note": "Table 7, hand E3: dispute over the fu of the chun pon.",
        "score": dict(CONTRACT_SCORE),
    }
    obj.update(changes)
    return obj


def _write(tmp_path: Path, content: str | bytes, name: str = "case.json") -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_bytes(content)
    return path


def _problem(path: Path) -> CaseFileError:
    with pytest.raises(CaseFileError) as info:
        load_file(path)
    err = info.value
    # every refusal has a readable message that names the file
    assert path.name in err.message()
    return err


# --- round trips ---------------------------------------------------------------------------


def test_case_round_trip_keeps_every_field(tmp_path: Path) -> None:
    custom_ruleset = {"base": "wrc", "kiriage": True, "name": "Club rules"}
    case = CaseFile(
        score={**CONTRACT_SCORE, "ruleset": custom_ruleset, "tool_field": [1, 2]},
        note="Заметка судьи — нотатка",
        extra={"event": "Open 2026"},
    )
    path = tmp_path / "case.json"
    save_file(path, case)
    loaded = load_file(path)
    assert isinstance(loaded, CaseFile)
    assert loaded.score == case.score
    assert loaded.note == case.note
    assert loaded.created == case.created
    assert loaded.extra == {"event": "Open 2026"}
    assert loaded.ruleset.kiriage is True
    assert loaded.ruleset.base == "wrc"
    # the file is plain contract JSON under "score": any contract tool can read it
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["format"] == CASE_FORMAT
    assert raw["version"] == 1
    assert raw["score"]["hand"] == "234567m55p"
    assert raw["score"]["ruleset"] == custom_ruleset


def test_table_round_trip(tmp_path: Path) -> None:
    table = {
        "version": 1,
        "scores": [33000, 22000, 25000, 20000],
        "dealer": 1,
        "round_wind": "E",
        "honba": 0,
        "riichi_sticks": 0,
        "penalties": [0, 0, 0, 0],
        "game_over": False,
        "names": ["Аня", "Bob", "Олег", "Dee"],
        "uma_choice": 0,
        "history": [],
    }
    doc = TableFile(table=table, ruleset_json="rrc", note="final table")
    path = tmp_path / "game.json"
    save_file(path, doc)
    loaded = load_file(path)
    assert isinstance(loaded, TableFile)
    assert loaded.table == table
    assert loaded.ruleset_json == "rrc"
    assert loaded.note == "final table"
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == TABLE_FORMAT


def test_case_round_trip_through_hand_state(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from engine.rulesets import PRESETS
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState

    context = AppContext(settings)
    hand = HandState(context)
    case = CaseFile(score={**CONTRACT_SCORE, "ruleset": "tenhou"}, note="n")
    apply_case(case, context, hand)
    assert context.ruleset == PRESETS["tenhou"]
    saved = case_from_state(context, hand, "n")
    save_file(tmp_path / "c.json", saved)
    again = load_file(tmp_path / "c.json")
    assert isinstance(again, CaseFile)
    # HandState sorts the tiles; the same hand and situation come back
    for key in ("hand", "win_tile", "win", "seat_wind", "round_wind", "dora_indicators"):
        assert again.score[key] == CONTRACT_SCORE[key], key
    # the same calls in HandState's canonical spelling: chi 0m34m is the tiles 3m 4m red-5m
    assert again.score["melds"] == ["pon:777z", "chi:340m"]
    assert again.score["ruleset"] == "tenhou"


def test_table_round_trip_through_table_state(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    table = TableState(context)
    table.set_name(0, "Аня")
    table.set_name(2, "Bob")
    doc = table_from_state(context, table, "semi-final")
    save_file(tmp_path / "t.json", doc)

    other = TableState(AppContext(settings))
    loaded = load_file(tmp_path / "t.json")
    assert isinstance(loaded, TableFile)
    apply_table(loaded, context, other)
    assert other.to_dict() == table.to_dict()
    assert other.names == ["Аня", "", "Bob", ""]


def test_an_opened_table_file_brings_its_running_clock_back_stopped(
    qtbot: Any, settings: Any
) -> None:
    # A table saved at 10:40:00 UTC with the clock started at 10:00:00 after 5 minutes already
    # run: it showed 5 + 40 = 45 minutes elapsed when written. Opened by hand (maybe days
    # later) it comes back paused at 45:00 elapsed; the autosave's restart instead lets it run on.
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    source = TableState(context)
    start = datetime(2026, 11, 30, 10, 0, tzinfo=UTC).timestamp()
    clock = {"running": True, "elapsed": 300.0, "wall_start": start}
    clock |= {"minutes": 90, "signal_minutes": 15}
    doc = TableFile(
        table={**source.to_dict(), "clock": clock},
        ruleset_json="ema",
        created="2026-11-30T10:40:00Z",
    )
    opened = TableState(AppContext(settings))
    apply_table(doc, context, opened)
    assert opened.clock_state is not None
    assert opened.clock_state["running"] is False
    assert opened.clock_state["wall_start"] is None
    assert opened.clock_state["elapsed"] == 300.0 + 40 * 60
    restarted = TableState(AppContext(settings))
    apply_table(doc, context, restarted, clock_kept_running=True)
    assert restarted.clock_state is not None and restarted.clock_state["running"] is True
    assert restarted.clock_state["wall_start"] == start


def test_rejected_hand_changes_nothing(qtbot: Any, settings: Any) -> None:
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState

    context = AppContext(settings)
    hand = HandState(context)
    before = hand.to_request()
    # five copies of 5p: valid JSON, valid types, but not a possible hand
    bad = CaseFile(score={**CONTRACT_SCORE, "ruleset": "wrc", "hand": "234567m55555p"})
    with pytest.raises(CaseFileError) as info:
        apply_case(bad, context, hand)
    assert info.value.problem == Problem.REFUSED
    assert hand.to_request() == before
    assert context.ruleset.id == "ema"  # the ruleset switch was undone


def test_atomic_write_leaves_no_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    write_json_atomic(path, {"a": 1})
    write_json_atomic(path, {"a": 2})
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_unwritable_target_raises_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CaseFileError) as info:
        save_file(tmp_path / "missing-folder" / "x.json", CaseFile(score={}))
    assert info.value.problem == Problem.WRITE_FAILED
    assert "x.json" in info.value.message()


# --- bad files -----------------------------------------------------------------------------

GOOD = json.dumps(_case_obj())


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("", Problem.EMPTY),
        ("   \n", Problem.EMPTY),
        (GOOD[: len(GOOD) // 2], Problem.NOT_JSON),  # truncated
        (GOOD[:-1], Problem.NOT_JSON),  # last brace lost
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", Problem.NOT_UTF8),
        ("[1, 2, 3]", Problem.NOT_AN_OBJECT),
        ('"just text"', Problem.NOT_AN_OBJECT),
        ("null", Problem.NOT_AN_OBJECT),
        ('{"format": "riichi-referee-case", "format": "x", "version": 1}', Problem.DUPLICATE_KEY),
        (GOOD.replace('"honba": 0', '"honba": NaN'), Problem.NOT_FINITE),
        (GOOD.replace('"honba": 0', '"honba": Infinity'), Problem.NOT_FINITE),
        (GOOD.replace('"honba": 0', '"honba": -Infinity'), Problem.NOT_FINITE),
        (GOOD.replace('"honba": 0', '"honba": 1e999'), Problem.NOT_FINITE),
        (GOOD.replace('"honba": 0', '"honba": ' + "9" * 5000), Problem.NUMBER_TOO_LARGE),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, Problem.TOO_DEEP),
        ('{"a":' * (MAX_DEPTH + 1) + "1" + "}" * (MAX_DEPTH + 1), Problem.TOO_DEEP),
        ('{"a": ' + "[" * 50_000 + "]" * 50_000 + "}", Problem.TOO_DEEP),
        ('{"version": 1}', Problem.UNKNOWN_FORMAT),
        ('{"format": "something-else", "version": 1}', Problem.UNKNOWN_FORMAT),
        ('{"format": ["riichi-referee-case"], "version": 1}', Problem.UNKNOWN_FORMAT),
        (json.dumps(_case_obj(version=2)), Problem.NEWER_VERSION),
        (json.dumps(_case_obj(version="1")), Problem.BAD_VERSION),
        (json.dumps(_case_obj(version=True)), Problem.BAD_VERSION),
        (json.dumps(_case_obj(version=0)), Problem.BAD_VERSION),
        (json.dumps(_case_obj(version=1.5)), Problem.BAD_VERSION),
        (json.dumps({k: v for k, v in _case_obj().items() if k != "score"}), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score="234567m55p")), Problem.BAD_FIELD),
        (json.dumps(_case_obj(note=["a"])), Problem.BAD_FIELD),
        (json.dumps(_case_obj(note="x" * 20_001)), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "hand": 123})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "riichi": 1})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "honba": -1})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "honba": 2.0})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "honba": True})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "melds": "pon:777z"})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "melds": [7]})), Problem.BAD_FIELD),
        (
            json.dumps(_case_obj(score={**CONTRACT_SCORE, "melds": ["pon:111z"] * 5})),
            Problem.BAD_FIELD,
        ),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "win": "chombo"})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "seat_wind": "X"})), Problem.BAD_FIELD),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "ruleset": "nope"})), Problem.BAD_RULESET),
        (json.dumps(_case_obj(score={**CONTRACT_SCORE, "ruleset": 5})), Problem.BAD_FIELD),
        (
            json.dumps(_case_obj(score={**CONTRACT_SCORE, "ruleset": {"base": "ema", "uma": "x"}})),
            Problem.BAD_RULESET,
        ),
        (
            json.dumps({"format": TABLE_FORMAT, "version": 1, "table": [1]}),
            Problem.BAD_FIELD,
        ),
        (
            json.dumps({"format": TABLE_FORMAT, "version": 1, "table": {}, "ruleset": "zzz"}),
            Problem.BAD_RULESET,
        ),
    ],
)
def test_bad_file_is_refused_with_its_reason(
    tmp_path: Path, content: str | bytes, problem: Problem
) -> None:
    err = _problem(_write(tmp_path, content))
    assert err.problem == problem


def test_huge_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # sparse: large on paper, cheap to make
        f.truncate(MAX_FILE_BYTES * 50)
    err = _problem(path)
    assert err.problem == Problem.TOO_LARGE
    assert str(MAX_FILE_BYTES // 1024) in err.message()


def test_huge_but_valid_json_is_refused(tmp_path: Path) -> None:
    obj = _case_obj(padding="x" * (MAX_FILE_BYTES + 10))
    err = _problem(_write(tmp_path, json.dumps(obj)))
    assert err.problem == Problem.TOO_LARGE


def test_missing_file_and_folder(tmp_path: Path) -> None:
    assert _problem(tmp_path / "nothing.json").problem == Problem.NOT_FOUND
    (tmp_path / "dir.json").mkdir()
    assert _problem(tmp_path / "dir.json").problem == Problem.UNREADABLE


def test_newer_version_message_names_both_versions(tmp_path: Path) -> None:
    err = _problem(_write(tmp_path, json.dumps(_case_obj(version=7))))
    message = err.message()
    assert "7" in message
    assert "newer version" in message


def test_bad_field_message_names_field(tmp_path: Path) -> None:
    err = _problem(_write(tmp_path, json.dumps(_case_obj(score={**CONTRACT_SCORE, "win": 3}))))
    assert "score.win" in err.message()
    assert "ron, tsumo" in err.message()


def test_truncated_message_gives_position(tmp_path: Path) -> None:
    err = _problem(_write(tmp_path, '{"format": "riichi-referee-case",\n "version": '))
    assert "line 2" in err.message()


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = _write(tmp_path, b"\xef\xbb\xbf" + GOOD.encode("utf-8"))
    assert isinstance(load_file(path), CaseFile)


def test_table_state_refusal_changes_nothing(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    context = AppContext(settings)
    table = TableState(context)
    table.set_name(0, "Keep me")
    before = table.to_dict()
    bad = TableFile(table={**before, "scores": [1, 2, 3]}, ruleset_json="wrc")
    path = tmp_path / "bad-table.json"
    save_file(path, bad)
    with pytest.raises(CaseFileError) as opened:  # the whole table is checked on reading
        load_file(path)
    assert opened.value.problem == Problem.BAD_FIELD
    assert "table.scores" in opened.value.message()
    with pytest.raises(CaseFileError) as info:  # and again by the table when it is applied
        apply_table(bad, context, table)
    assert info.value.problem == Problem.BAD_FIELD
    assert "scores" in info.value.message()
    assert table.to_dict() == before
    assert context.ruleset.id == "ema"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", "The file “case.json” has no field “score”."),
        ("ru", "В файле «case.json» нет поля «score»."),
        ("uk", "У файлі «case.json» немає поля «score»."),
    ],
)
def test_a_missing_field_is_named_as_missing(
    qapp: Any, tmp_path: Path, code: str, expected: str, compiled_qm: dict[str, Path]
) -> None:
    # Issue 25: «неверное значение в поле «score»: поле отсутствует» said a missing field had a
    # wrong value; the file's name stands in the language's own quotation marks.
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    obj = _case_obj()
    del obj["score"]
    err = _problem(_write(tmp_path, json.dumps(obj)))
    saved = QLocale()
    translator = QTranslator()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(code) if code != "en" else QLocale(QLocale.Language.English))
    try:
        assert err.message() == expected
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(saved)
