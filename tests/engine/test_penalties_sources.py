"""Penalty sources are citations and note ids, never prose (rulesets.md §0, §F; rrc.md §0, §3).

A citation names documents by their key (`SourceDoc`) and their sections; every remark about a
source (an unread chapter, the amount another source gives) is a `SourceNote` id with numbers
and keys as parameters, so the app can say it in any language.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

import pytest

from engine import api, penalties
from engine.ids import PenaltyConsequence, PenaltyFormula, SourceDoc, SourceNote
from engine.rulesets import PRESETS

#: Latin-letter words a citation may hold: document keys ("WRC22-BE", "RRC" "RG") and "p" (page).
KEY_WORDS = {str(d) for d in SourceDoc} | {w for d in SourceDoc for w in str(d).split()} | {"p"}


def catalogue(ruleset: Any) -> list[dict[str, Any]]:
    answer = api.penalties({"ruleset": ruleset})
    assert answer["ok"], answer
    entries: list[dict[str, Any]] = answer["penalties"]
    return entries


def entry(ruleset: str, penalty_id: str) -> dict[str, Any]:
    found = [p for p in catalogue(ruleset) if p["id"] == penalty_id]
    assert len(found) == 1, (penalty_id, found)
    return found[0]


def _english_words(citation: str) -> list[str]:
    """Latin words other than document keys: "values", "not", "read", "table", "citing"…"""
    text = re.sub(r"(?<=\d)\([a-e]\)", "", citation)  # clause letters: §3.4.6(a)
    return [w for w in re.findall(r"[A-Za-z][A-Za-z0-9-]*", text) if w not in KEY_WORDS]


ALL_ENTRIES = [(preset, p) for preset in sorted(PRESETS) for p in catalogue(preset)]


@pytest.mark.parametrize(
    ("preset", "penalty"), ALL_ENTRIES, ids=[f"{r}-{p['id']}" for r, p in ALL_ENTRIES]
)
def test_every_source_is_a_pure_citation(preset: str, penalty: dict[str, Any]) -> None:
    source = penalty["source"]
    assert source, preset
    # no English prose: no words but document keys, no brackets but a clause letter "§3.4.6(a)"
    assert _english_words(source) == [], source
    assert not re.search(r"[()=:/]", re.sub(r"(?<=\d)\([a-e]\)", "", source)), source
    # every part starts with a known document key
    for part in penalty["source"].split("; "):
        assert any(part == str(d) or part.startswith(f"{d} ") for d in SourceDoc), part
    assert penalties.citation_docs(penalty["source"])


@pytest.mark.parametrize(
    ("preset", "penalty"), ALL_ENTRIES, ids=[f"{r}-{p['id']}" for r, p in ALL_ENTRIES]
)
def test_source_notes_are_ids_with_typed_parameters(preset: str, penalty: dict[str, Any]) -> None:
    del preset
    for note in penalty["source_notes"]:
        note_id = SourceNote(note["id"])
        params = {k: v for k, v in note.items() if k != "id"}
        assert set(params) == set(penalties.NOTE_PARAMS[note_id]), note
        for name, value in params.items():
            kind = penalties.NOTE_PARAMS[note_id][name]
            if kind == "number":
                assert isinstance(value, int), note
            elif kind == "document":
                SourceDoc(value)
            elif kind == "citation":
                assert _english_words(value) == [], note
                penalties.citation_docs(value)
            elif kind == "consequence":
                PenaltyConsequence(value)
            else:
                PenaltyFormula(value)
    # source_docs: every document the citation and the notes name, once each
    named = list(penalties.citation_docs(penalty["source"]))
    assert penalty["source_docs"][: len(named)] == [str(d) for d in named]
    assert len(set(penalty["source_docs"])) == len(penalty["source_docs"])


def test_the_data_file_holds_no_prose_in_sources() -> None:
    # The raw file too (the inheriting catalogues' notes included), so no prefix creeps back.
    text = resources.files("engine").joinpath("data", "penalties.json").read_text("utf-8")
    data = json.loads(text)
    for name, cat in data["catalogues"].items():
        assert "source_prefix" not in cat, name
        for e in cat.get("entries", []):
            assert _english_words(e["source"]) == [], (name, e["source"])


@pytest.mark.parametrize(
    "prose",
    [
        "EMA12 §5 (values not read)",
        "EMA25 ch. 6 not read; EMA 2016 placeholder: EMA16 §5.7",
        "WRC 2025 text not read",
        "RRC RG table",
        "TORI; MS-QCR citing WRC §9.2",
        "WRC22-BE; WRC25-AZ (30 points, WRC22-OPT 20)",
        "RRC BR/TR dead hand; RG warning",
    ],
)
def test_a_citation_with_prose_is_refused(prose: str) -> None:
    # The old sources, each with English words mixed in: loading such data must fail.
    with pytest.raises(ValueError, match="not a citation"):
        penalties.citation_docs(prose)


def test_citations_in_every_form_are_read() -> None:
    assert penalties.citation_docs("EMA16 §3.4.6(a), §5.1.2") == (SourceDoc.EMA16,)
    assert penalties.citation_docs("EMA16 p.5") == (SourceDoc.EMA16,)
    assert penalties.citation_docs("RRC RG §Игроки замены; RRC TO") == (
        SourceDoc.RRC_RG,
        SourceDoc.RRC_TO,
    )
    # the longest key wins: WRC22-BE is not "WRC" followed by prose
    assert penalties.citation_docs("WRC22-BE; WRC §9.2") == (SourceDoc.WRC22_BE, SourceDoc.WRC)


def test_ema2025_rows_carry_the_placeholder_note() -> None:
    # README presets + F3: EMA 2025's penalty chapter 6 was not read; the 2016 catalogue stands
    # in. Every row says so by id, with the chapter and the stand-in edition as parameters.
    placeholder = {
        "id": "chapter_not_read_placeholder",
        "document": "EMA25",
        "chapter": 6,
        "placeholder": "EMA16",
    }
    rows = catalogue("ema")
    assert len(rows) == len(catalogue("ema2016"))
    for row in rows:
        assert row["source_notes"][0] == placeholder, row["id"]
        assert row["source"].startswith("EMA16 ")
        assert "EMA25" in row["source_docs"]
    # the EMA 2016 preset itself has no such note: it is read
    assert all(row["source_notes"] == [] for row in catalogue("ema2016"))


def test_galaxy_rows_carry_the_not_stated_note() -> None:
    # F5: Galaxy states no penalty rules; the EMA 2012 catalogue stands in (README presets).
    for row in catalogue("galaxy"):
        assert row["source_notes"][0] == {
            "id": "not_stated_placeholder",
            "document": "GALAXY",
            "placeholder": "EMA12",
        }


def test_facts_from_the_old_prose_survive_as_parameters() -> None:
    # F4: WRC chombo 30 points per WRC25-AZ, 20 in the "lower penalties" option of WRC22-OPT;
    # one WRC point is 1,000 table points, so 30,000 and 20,000.
    assert entry("wrc", "false_win_tiles_shown")["source_notes"] == [
        {"id": "points_in_source", "cite": "WRC25-AZ", "points": 30000},
        {"id": "points_in_source", "cite": "WRC22-OPT", "points": 20000},
    ]
    # F4: since 2022 a false win is chombo whether or not the hand was shown
    assert entry("wrc", "false_win_no_tiles_shown")["source_notes"] == [
        {"id": "shown_or_not_since", "year": 2022}
    ]
    # F2: more than five tiles exposed is chombo in 2012
    assert entry("ema2012", "too_many_tiles_exposed")["source_notes"] == [
        {"id": "more_than_tiles", "tiles": 5}
    ]
    # rrc.md §6 item 4: the RG table says a substitute after 10 minutes, §Игроки замены says 5
    late = entry("rrc", "lateness")
    assert late["source_notes"] == [
        {"id": "substitute_after_minutes", "cite": "RRC RG", "minutes": 10},
        {"id": "substitute_after_minutes", "cite": "RRC RG §Игроки замены", "minutes": 5},
    ]
    # rrc.md §3b Substitutes: RG twice the last-place uma; TO -30,000 (-15,000 and -15,000 uma)
    assert entry("rrc", "substitute")["source_notes"] == [
        {"id": "formula_in_source", "cite": "RRC RG §Игроки замены", "formula": "twice_last_uma"},
        {"id": "points_in_source", "cite": "RRC TO", "points": 30000},
    ]
    # rrc.md §6 item 5: the unturned riichi tile: BR and TR a dead hand, RG a polite warning
    assert [
        (n["cite"], n["consequence"])
        for n in entry("rrc", "riichi_tile_not_turned")["source_notes"]
    ] == [("RRC BR", "dead_hand"), ("RRC TR", "dead_hand"), ("RRC RG", "warning")]
    # F2: the EMA 2012 amounts of §5 were not read
    for penalty_id in ("cheating", "obstruction", "lateness", "substitute"):
        assert {"id": "values_not_read"} in entry("ema2012", penalty_id)["source_notes"]


def test_every_note_id_is_used_and_every_key_is_cited() -> None:
    notes = {n["id"] for _, p in ALL_ENTRIES for n in p["source_notes"]}
    assert notes == {str(n) for n in SourceNote}
    docs = {d for _, p in ALL_ENTRIES for d in p["source_docs"]}
    assert docs == {str(d) for d in SourceDoc}


def test_a_note_with_wrong_parameters_is_refused() -> None:
    with pytest.raises(ValueError, match="parameters"):
        penalties._note({"id": "points_in_source", "cite": "RRC TO"})
    with pytest.raises(ValueError, match="number"):
        penalties._note({"id": "points_in_source", "cite": "RRC TO", "points": "30000"})
    with pytest.raises(ValueError, match="not a citation"):
        penalties._note({"id": "points_in_source", "cite": "RRC TO says", "points": 30000})


def test_data_with_prose_in_a_source_does_not_load(monkeypatch: pytest.MonkeyPatch) -> None:
    # Someone puts "(values not read)" back into the file: the catalogue refuses to load.
    data = json.loads(json.dumps(penalties._raw_data()))
    data["catalogues"]["ema2012"]["entries"][0]["source"] = "EMA12 §5 (values not read)"
    monkeypatch.setattr(penalties, "_raw_data", lambda: data)
    penalties.catalogue.cache_clear()
    try:
        with pytest.raises(ValueError, match="not a citation"):
            penalties.catalogue("ema2012")
    finally:
        monkeypatch.undo()
        penalties.catalogue.cache_clear()
    assert penalties.catalogue("ema2012").entries
