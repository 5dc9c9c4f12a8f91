"""The check models, their engine requests and the check case file: round trip, old files
still open, hostile files refused with a reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.rulesets import PRESETS
from referee_app.core.case_files import (
    CHECK_FORMAT,
    CaseFile,
    CaseFileError,
    CheckFile,
    load_file,
    save_file,
)
from referee_app.core.check_state import CheckState, parse_passed, parse_pond
from referee_app.core.context import AppContext
from referee_app.core.hand_state import NotationError


def test_pond_notation_marks_and_markers() -> None:
    assert parse_pond("1z 9p* 4m^") == [
        {"tile": "1z", "called": False, "riichi": False},
        {"tile": "9p", "called": False, "riichi": True},
        {"tile": "4m", "called": True, "riichi": False},
    ]
    # a mark after a digit inside a group marks that tile only
    assert [d["riichi"] for d in parse_pond("35*7m")] == [False, True, False]
    assert parse_passed("2p+3p= 4m-!5s") == [
        "2p",
        "draw",
        "3p",
        "claim",
        "4m",
        "discard",
        "call",
        "5s",
    ]
    with pytest.raises(NotationError):
        parse_pond("*1m")
    with pytest.raises(NotationError):
        parse_passed("12")


def test_furiten_request_takes_the_fourteenth_tile_as_the_claim(qapp: Any) -> None:
    state = CheckState("furiten")
    state.hand.set_notation("23m456p789s11z678m 4m")
    state.set_value("discards", "1z 9p*")
    req = state.to_request()
    assert req["hand"] == "2m3m4p5p6p7s8s9s1z1z6m7m8m" and req["claim_tile"] == "4m"
    assert state.answer is not None and state.answer["claim"]["ron_allowed"] is True
    assert state.answer["riichi"] is True  # the engine reads it off the riichi tile


def test_kan_request_defaults_to_the_drawn_tile(qapp: Any) -> None:
    state = CheckState("kan_after_riichi")
    state.hand.set_notation("111m234p567s789s5z 1m")
    req = state.to_request()
    assert req["drawn_tile"] == "1m" and req["kan_tile"] == "1m"
    assert state.kan_options() == ["1m"]


def test_state_follows_the_selected_ruleset(qapp: Any, settings: Any) -> None:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema2016"])
    state = CheckState("kuikae", context)
    state.hand.set_notation("chi:3m45m 6m")
    assert state.answer is not None and state.answer["allowed"] is False
    context.set_ruleset(PRESETS["galaxy"])
    assert state.answer is not None and state.answer["allowed"] is True
    assert [r.id for r, _ in state.compare()] == list(PRESETS)


@pytest.mark.parametrize(
    ("kind", "hand", "values"),
    [
        ("furiten", "23m456p789s11z678m 4m", {"discards": "1z 9p* 4m^", "passed": "2p+3p"}),
        ("kan_after_riichi", "6668999m456p789s 9m", {"kan_tile": "9m"}),
        ("draw_tenpai", "123m456p789s1112z | dora:2z", {"visible": "22z", "riichi": True}),
        ("kuikae", "chi:3m45m 6m", {}),
        ("kyuushu", "19m19p19s123z23456m", {"calls_before": True}),
    ],
)
def test_check_case_file_round_trip(
    qapp: Any, tmp_path: Path, kind: str, hand: str, values: dict[str, Any]
) -> None:
    state = CheckState(kind)
    state.hand.set_notation(hand)
    for name, value in values.items():
        state.set_value(name, value)
    path = tmp_path / "check.json"
    save_file(path, CheckFile(check=state.to_dict(), note="Спорный случай"))
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["format"] == CHECK_FORMAT and raw["version"] == 1
    assert raw["check"]["request"]["ruleset"] == "ema"
    loaded = load_file(path)
    assert isinstance(loaded, CheckFile) and loaded.note == "Спорный случай"
    again = CheckState(kind)
    again.load_dict(loaded.check)
    assert again.hand.notation() == state.hand.notation()
    assert again.values == state.values
    assert again.answer == state.answer


def test_old_hand_case_files_still_open(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(
        json.dumps(
            {
                "format": "riichi-referee-case",
                "version": 1,
                "created": "2026-11-30T01:20:00Z",
                "note": "",
                "score": {"ruleset": "ema", "hand": "123m456p789s11z234s", "win": "ron"},
            }
        ),
        encoding="utf-8",
    )
    assert isinstance(load_file(path), CaseFile)


@pytest.mark.parametrize(
    "check",
    [
        "furiten",
        {"kind": "nonsense", "inputs": {}},
        {"kind": "furiten"},
        {"kind": "furiten", "inputs": {"riichi": "yes"}},
        {"kind": "furiten", "inputs": {"discards": "x" * 500}},
        {"kind": "furiten", "inputs": {"melds": "pon:777z"}},
        {"kind": "furiten", "inputs": {}, "request": {"ruleset": "no-such-rules"}},
    ],
)
def test_hostile_check_files_are_refused(tmp_path: Path, check: Any) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": CHECK_FORMAT, "version": 1, "check": check}))
    with pytest.raises(CaseFileError) as info:
        load_file(path)
    assert info.value.message()


def test_a_newer_check_file_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.json"
    check = {"kind": "kuikae", "inputs": {}}
    path.write_text(json.dumps({"format": CHECK_FORMAT, "version": 2, "check": check}))
    with pytest.raises(CaseFileError):
        load_file(path)


def test_load_dict_changes_nothing_on_bad_tiles(qapp: Any) -> None:
    state = CheckState("furiten")
    state.hand.set_notation("23m456p789s11z678m")
    before = state.hand.notation()
    bad = {"kind": "furiten", "inputs": {"hand": "1m1m1m1m1m"}}
    with pytest.raises(ValueError):
        state.load_dict(bad)
    with pytest.raises(ValueError):
        state.load_dict({"kind": "furiten", "inputs": {"discards": "*"}})
    assert state.hand.notation() == before
