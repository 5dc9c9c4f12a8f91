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


DATA = Path(__file__).parent / "data"


def test_draw_tenpai_round_trip_keeps_the_winds(qapp: Any, tmp_path: Path) -> None:
    state = CheckState("draw_tenpai")
    state.hand.set_notation("23m456p789s99s pon:333z")
    state.hand.set_seat_wind("W")
    state.hand.set_round_wind("S")
    # a West pon at the West seat: a yaku (yakuhai), so not yakuless
    assert state.answer is not None and state.answer["yakuless"] is False
    check = state.to_dict()
    assert (check["inputs"]["seat_wind"], check["inputs"]["round_wind"]) == ("W", "S")
    assert (check["request"]["seat_wind"], check["request"]["round_wind"]) == ("W", "S")
    path = tmp_path / "check.json"
    save_file(path, CheckFile(check=check))
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1  # no new version
    loaded = load_file(path)
    assert isinstance(loaded, CheckFile)
    again = CheckState("draw_tenpai")
    again.load_dict(loaded.check)
    snap = again.hand.snapshot
    assert (snap.seat_wind, snap.round_wind) == ("W", "S")
    assert again.answer == state.answer
    # the other checks keep no winds: their answers do not depend on them
    assert "seat_wind" not in CheckState("furiten").to_dict()["inputs"]


def test_a_check_file_written_before_the_winds_opens_at_east_east(qapp: Any) -> None:
    # a version 1 file saved by the app before the tenpai page asked for the winds: no
    # seat_wind or round_wind among its inputs or in its request
    loaded = load_file(DATA / "check-draw-tenpai-v1.json")
    assert isinstance(loaded, CheckFile)
    assert "seat_wind" not in loaded.check["inputs"]
    assert "seat_wind" not in (loaded.request or {})
    state = CheckState("draw_tenpai")
    state.hand.set_seat_wind("W")  # what the page showed before: the file sets it back
    state.load_dict(loaded.check)
    snap = state.hand.snapshot
    assert (snap.seat_wind, snap.round_wind) == ("E", "E")
    assert state.values == {"visible": "5p5p", "discards": "9p1s", "riichi": False}
    # what the engine assumed when it was written: East seat, East round, so the West pon
    # (23m 456p 789s 99s + pon 333z, waits 1m 4m) is no yaku; dora 2z (indicator 1z) none
    answer = state.answer
    assert answer is not None and answer["ok"]
    assert (answer["waits"], answer["yakuless"], answer["reason"]) == (["1m", "4m"], True, "counts")
    assert (answer["seat_wind"], answer["round_wind"]) == ("E", "E")


@pytest.mark.parametrize("wind", ["X", "east", 1, None, ""])
def test_a_check_file_with_a_bad_wind_is_refused(qapp: Any, tmp_path: Path, wind: Any) -> None:
    check = {"kind": "draw_tenpai", "inputs": {"hand": "123m456p789s1122z", "seat_wind": wind}}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": CHECK_FORMAT, "version": 1, "check": check}))
    with pytest.raises(CaseFileError) as info:
        load_file(path)
    assert "seat_wind" in info.value.message()
    state = CheckState("draw_tenpai")
    with pytest.raises(ValueError):
        state.load_dict(check)
    assert state.hand.snapshot.seat_wind == "E"


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
