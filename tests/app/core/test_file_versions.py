"""Each kind of file counts its own format version; earlier versions are upgraded at the door.

Every sample in ``tests/app/core/data`` (a file as an earlier app wrote it) must keep opening,
and every version of every kind must have a sample there. The upgrade path is exercised with a
synthetic version 2: no kind has one yet.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.core import file_versions
from referee_app.core.case_files import (
    CaseFile,
    CaseFileError,
    CheckFile,
    Problem,
    TableFile,
    load_file,
)
from referee_app.core.file_versions import (
    CASE_FORMAT,
    CHECK_FORMAT,
    CURRENT,
    LOG_FORMAT,
    TABLE_FORMAT,
    UPGRADES,
    VersionError,
    upgrade,
)
from referee_app.core.ruling_store import LogProblem, RulingLogError, read_log

DATA = Path(__file__).with_name("data")
SAMPLES = sorted(p for p in DATA.iterdir() if p.suffix in {".json", ".jsonl"})


def _header(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    head = text.splitlines()[0] if path.suffix == ".jsonl" else text
    value = json.loads(head)
    assert isinstance(value, dict)
    return value


@pytest.mark.parametrize("sample", SAMPLES, ids=[p.name for p in SAMPLES])
def test_every_sample_of_every_version_still_opens(sample: Path) -> None:
    header = _header(sample)
    if header["format"] == LOG_FORMAT:
        session = read_log(sample)
        assert session.entries
    else:
        document = load_file(sample)
        assert {CASE_FORMAT: "case", TABLE_FORMAT: "table", CHECK_FORMAT: "check"}[
            header["format"]
        ] == document.kind


def test_every_version_of_every_kind_has_a_sample() -> None:
    found: dict[str, set[int]] = {kind: set() for kind in CURRENT}
    for sample in SAMPLES:
        header = _header(sample)
        found[header["format"]].add(header["version"])
    assert found == {kind: set(range(1, version + 1)) for kind, version in CURRENT.items()}


def test_the_versions_written_today() -> None:
    # files stay byte for byte: every kind is written as version 1, as before the split; a
    # table file (and its record) only as 2 when it holds a penalty between hands
    assert CURRENT == {CASE_FORMAT: 1, TABLE_FORMAT: 2, CHECK_FORMAT: 1, LOG_FORMAT: 1}
    assert file_versions.TABLE_RECORD_VERSION == 2  # the game record inside a table file
    assert CaseFile(score={"hand": ""}).to_json()["version"] == 1
    assert TableFile(table={}).to_json()["version"] == 1
    assert CheckFile(check={}).to_json()["version"] == 1
    penalty = {"request": {"outcome": {"type": "penalty", "offender": 0}}}
    assert TableFile(table={"history": [penalty]}).to_json()["version"] == 2


def test_upgrade_applies_each_step_in_order() -> None:
    steps: list[int] = []

    def step(n: int) -> file_versions.Upgrade:
        def run(document: dict[str, Any]) -> dict[str, Any]:
            steps.append(document["version"])
            return {**document, "seen": [*document.get("seen", []), n]}

        return run

    kinds = {"k": 3}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(file_versions, "CURRENT", kinds)
        mp.setattr(file_versions, "UPGRADES", {"k": {1: step(1), 2: step(2)}})
        document = {"format": "k", "version": 1}
        assert upgrade("k", document) == {"format": "k", "version": 3, "seen": [1, 2]}
        assert steps == [1, 2]
        current = {"format": "k", "version": 3}
        assert upgrade("k", current) is current  # nothing to do
        with pytest.raises(VersionError) as newer:
            upgrade("k", {"version": 4})
        assert (newer.value.newer, newer.value.found, newer.value.limit) == (True, 4, 3)
        for broken in (None, 0, True, "1", 1.0):
            with pytest.raises(VersionError) as bad:
                upgrade("k", {"version": broken})
            assert not bad.value.newer


def test_an_older_case_file_goes_through_its_upgrade_hook(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[dict[str, Any]] = []

    def to_v2(document: dict[str, Any]) -> dict[str, Any]:
        seen.append(document)
        return {**document, "note": document["note"] + " (upgraded)"}

    monkeypatch.setitem(CURRENT, CASE_FORMAT, 2)
    monkeypatch.setitem(UPGRADES, CASE_FORMAT, {1: to_v2})
    case = load_file(DATA / "case-v1.json")
    assert len(seen) == 1 and seen[0]["version"] == 1
    assert isinstance(case, CaseFile)
    assert case.note == "A closed hand won by ron on the 6-pin (upgraded)"
    # a file of the synthetic version 3 is newer than this app's 2
    newer = json.loads((DATA / "case-v1.json").read_text(encoding="utf-8"))
    newer["version"] = 3
    with pytest.raises(CaseFileError) as refused:
        CaseFile.from_json(newer)
    assert (refused.value.problem, refused.value.found, refused.value.limit) == (
        Problem.NEWER_VERSION,
        3,
        2,
    )


def test_an_older_ruling_log_goes_through_its_upgrade_hook(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: list[dict[str, Any]] = []

    def to_v2(header: dict[str, Any]) -> dict[str, Any]:
        seen.append(header)
        return {**header, "app_version": "upgraded"}

    monkeypatch.setitem(CURRENT, LOG_FORMAT, 2)
    monkeypatch.setitem(UPGRADES, LOG_FORMAT, {1: to_v2})
    session = read_log(DATA / "rulings-v1.jsonl")
    assert [h["version"] for h in seen] == [1]
    assert session.app_version == "upgraded"
    lines = (DATA / "rulings-v1.jsonl").read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header["version"] = 3
    newer = tmp_path / "rulings-newer.jsonl"
    newer.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    with pytest.raises(RulingLogError) as refused:
        read_log(newer)
    assert (refused.value.problem, refused.value.found, refused.value.limit) == (
        LogProblem.NEWER_VERSION,
        3,
        2,
    )
