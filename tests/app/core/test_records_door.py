"""Files are validated whole at the door: every number within the engine's limits, every field
typed, every reference to a hand one the record has; a value refused here never reaches the
words or the reports (issue 24, item 2; ruling logs: item 3).

The sample ``data/table-v1-corrected.json`` is a four-hand EMA game (names Ann, Bob, Cid, Dee;
East 1 dealt by seat 0) whose first hand was corrected from 4 han 30 fu to 3 han 30 fu: Bob
(seat 1) ron off Dee (seat 3), Cid (seat 2) in riichi: 3,900 + the stick, so +4,900 / −3,900 /
−1,000 (4 han 30 fu was a mangan under EMA 2025's kiriage, 8,000: +9,000 / −8,000 / −1,000).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.core.case_files import CaseFileError, Problem, TableFile, load_file
from referee_app.core.ruling_log import RulingLog
from referee_app.core.ruling_store import LogProblem, RulingLogError, read_log

DATA = Path(__file__).with_name("data")
SAMPLE = DATA / "table-v1-corrected.json"
LOG_SAMPLE = DATA / "rulings-v1.jsonl"


def _sample() -> dict[str, Any]:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def _write(tmp_path: Path, obj: Any, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(obj), encoding="ascii")
    return path


def test_the_corrected_sample_opens_and_round_trips() -> None:
    document = load_file(SAMPLE)
    assert isinstance(document, TableFile)
    assert document.to_json()["table"] == _sample()["table"]
    first = document.table["history"][0]
    assert first["answer"]["deltas"] == [0, 4900, -1000, -3900]
    assert first["corrected"]["original"]["answer"]["deltas"] == [0, 9000, -1000, -8000]


def _set(obj: Any, path: str, value: Any) -> None:
    keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split(".")]
    for key in keys[:-1]:
        obj = obj[key]
    obj[keys[-1]] = value


#: (field changed, its value, the field the message names)
HOSTILE = [
    (
        "table.history.0.corrected.original.request.outcome.winners.0.han",
        100_000_000_000,
        "table.history[0].corrected.original.request.outcome.winners[0].han",
    ),
    ("table.history.0.corrected.original.request.outcome", 7, None),
    ("table.history.0.corrected.original.request.outcome", "ron", None),
    ("table.history.0.corrected.original.request.outcome.winners", {"seat": 1}, None),
    ("table.history.0.corrected.original.request.outcome.winners.0.yakuman", 10**9, None),
    ("table.history.0.corrected.kind", "made_up", "table.history[0].corrected.kind"),
    ("table.corrections.0.hand", -1, "table.corrections[0].hand"),
    ("table.corrections.0.hand", 4, "table.corrections[0].hand"),  # hand 5 of 4
    ("table.corrections.0.hand", 99, "table.corrections[0].hand"),
    ("table.corrections.0.hand", 10**9, "table.corrections[0].hand"),
    ("table.corrections.0.later.0.hand", 10**9, "table.corrections[0].later[0].hand"),
    ("table.corrections.0.later.0.flags", ["x" * 10**4], None),
    ("table.corrections.0.original.request.outcome.winners.0.han", 10**11, None),
    ("table.corrections.0.original.answer.deltas", [10**10, 0, 0, 0], None),
    ("table.corrections.0.new_deltas", ["1", 0, 0, 0], None),
    ("table.corrections.0.pending", 10**10, None),
    ("table.corrections.0.kind", 3, None),
]


@pytest.mark.parametrize(("field", "value", "named"), HOSTILE, ids=lambda v: str(v)[:60])
def test_a_hostile_value_is_refused_at_the_door_with_the_field_named(
    tmp_path: Path, field: str, value: Any, named: str | None
) -> None:
    obj = _sample()
    _set(obj, field, value)
    path = _write(tmp_path, obj)
    with pytest.raises(CaseFileError) as raised:
        load_file(path)
    assert raised.value.problem == Problem.BAD_FIELD
    if named is not None:
        assert raised.value.field == named
    message = raised.value.message()
    assert "“game.json”" in message and "Traceback" not in message


def test_a_correction_of_a_game_whose_history_was_emptied_is_refused(tmp_path: Path) -> None:
    obj = _sample()
    obj["table"]["history"] = []
    with pytest.raises(CaseFileError) as raised:
        load_file(_write(tmp_path, obj))
    assert raised.value.field == "table.corrections[0].hand"
    assert "names hand 1, but the record has 0 hands" in raised.value.message()


def test_a_hand_deleted_by_a_correction_may_still_be_named(tmp_path: Path) -> None:
    """Hand 4 deleted: the record keeps 3 hands, the journal names hand 4 (index 3)."""
    obj = _sample()
    table = obj["table"]
    deleted = table["history"].pop()
    table["corrections"].append(
        {"kind": "delete", "at": "2026-12-02T10:00:00+01:00", "reason": "twice",
         "hand": 3, "original": deleted, "later": [], "pending": 0}
    )  # fmt: skip
    # the position after the deleted chombo is the one before it
    for key in ("scores", "dealer", "round_wind", "honba", "riichi_sticks", "penalties"):
        table[key] = copy.deepcopy(deleted["before"][key])
    assert isinstance(load_file(_write(tmp_path, obj)), TableFile)


@pytest.mark.parametrize(
    "outcome",
    [7, "ron", {"type": "ron", "discarder": 3, "winners": {"seat": 1}}],
)
def test_a_pending_hand_with_a_bad_outcome_is_refused(tmp_path: Path, outcome: Any) -> None:
    obj = _sample()
    hand = copy.deepcopy(obj["table"]["history"][1])
    hand["request"]["outcome"] = outcome
    obj["table"]["pending"] = [{**hand, "reason": "refused"}]
    with pytest.raises(CaseFileError) as raised:
        load_file(_write(tmp_path, obj))
    assert raised.value.field.startswith("table.pending[0].request.outcome")


def test_export_of_a_huge_han_ends_in_a_message_not_a_traceback(
    qapp: Any, tmp_path: Path, capsys: Any
) -> None:
    from referee_app.graphics import export

    obj = _sample()
    _set(obj, HOSTILE[0][0], 100_000_000_000)
    path = _write(tmp_path, obj)
    for suffix in (".pdf", ".png", ".csv"):
        out = tmp_path / f"report{suffix}"
        assert export.export_file_cli(out, path) == 2
        assert not out.exists()
    err = capsys.readouterr().err
    assert "winners[0].han" in err and "Traceback" not in err


# --- ruling logs ---------------------------------------------------------------------------


def _log_lines() -> list[dict[str, Any]]:
    return [json.loads(line) for line in LOG_SAMPLE.read_text(encoding="utf-8").splitlines()]


def _log_with(tmp_path: Path, change: Any, *, closed: bool = True) -> Path:
    lines = _log_lines()
    change(lines)
    if not closed:
        lines = [r for r in lines if r.get("type") != "close"]
    path = tmp_path / "rulings-20261201-183000-0a1b2c.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="ascii")
    return path


def _huge_han(lines: list[dict[str, Any]]) -> None:
    lines[1]["decision"]["answer"]["han"] = 100_000_000_000


def _huge_later(lines: list[dict[str, Any]]) -> None:
    lines[2]["decision"] = {"kind": "correction", "correction": "edit", "hand": 2,
                            "later_hands": 10**12}  # fmt: skip
    lines[2]["kind"] = "correction"


def _surrogate_note(lines: list[dict[str, Any]]) -> None:
    lines[3]["note"] = "fu checked \ud800 again"


@pytest.mark.parametrize("change", [_huge_han, _huge_later, _surrogate_note])
def test_a_hostile_log_line_is_refused_clearly_and_never_resumed(
    tmp_path: Path, change: Any
) -> None:
    path = _log_with(tmp_path, change, closed=False)
    with pytest.raises(RulingLogError) as raised:
        read_log(path)
    assert raised.value.problem == LogProblem.DAMAGED
    message = raised.value.message()
    assert path.name in message and "codec" not in message and "Traceback" not in message
    for _start in range(2):  # not resumed, start after start
        log = RulingLog(tmp_path)
        assert log.restore() is None
        assert not log.started
        log.shutdown()


def test_a_bounded_log_still_reads() -> None:
    session = read_log(LOG_SAMPLE)
    assert session.entries[0].decision["answer"]["han"] == 1


def test_the_log_sample_with_a_corrections_changes_and_a_chombos_offence_reads_and_says_them(
    qapp: Any, compiled_qm: dict[str, Path]
) -> None:
    """``rulings-v1-corrections.jsonl``: the sample's game under EMA 2025, logged by the
    models. Hand 1 (East 1) corrected from 4 han 30 fu (kiriage mangan, 8,000) to 3 han 30 fu
    (3,900), Олена's riichi stick to Bob both times; the draw and the chombo after it settle
    as before. Dee's chombo at East 3, 1 honba (Олена deals): 20,000 off the final score."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from referee_app.text import ruling_text

    translator = QTranslator()  # English plural forms come with the translator
    assert translator.load(str(compiled_qm["en"]))
    QCoreApplication.installTranslator(translator)
    session = read_log(DATA / "rulings-v1-corrections.jsonl")
    chombo, correction, check = session.entries
    assert chombo.decision["offence"] == "false_win_tiles_shown"
    assert ruling_text.decision_text(chombo) == (
        "Chombo (False win, hand revealed): Dee −20,000 off the final score"
    )
    assert ruling_text.players_text(chombo) == "East: Олена, South: Dee, West: Аня, North: Bob"
    assert ruling_text.decision_text(correction) == (
        "Hand 1 corrected: dora counted twice · Bob: 4\xa0han, 30\xa0fu → 3\xa0han, 30\xa0fu"
        " · Bob +9,000 → +4,900 · Dee −8,000 → −3,900 · 2 later hands settled again"
    )
    assert correction.round == {"wind": "E", "hand": 1, "honba": 0}
    assert ruling_text.source_label(check) == "Checks tab"
    QCoreApplication.removeTranslator(translator)


def test_history_entries_read_as_typed_records(qapp: Any) -> None:
    """The sample's hands as `HandRecord`s: hand 1 (East 1, Ann deals: Bob sits South),
    corrected to 3 han 30 fu; hand 4 (East 3: Cid deals) Dee's chombo, 20,000 off his final."""
    from referee_app.core.records import Winner
    from referee_app.core.table_state import TableState

    state = TableState()
    state.load_dict(_sample()["table"])
    first = state.hand(0)
    assert (first.position.dealer, first.position.seat_wind(1)) == (0, "S")
    assert first.input.outcome.winners == (Winner(seat=1, han=3, fu=30, yakuman=0),)
    assert first.input.riichi == (2,)
    assert first.deltas == (0, 4900, -1000, -3900) and first.corrected == "edit"
    chombo = state.hand(3)
    assert chombo.is_sanction and not first.is_sanction
    assert (chombo.position.round_wind, chombo.position.hand_number) == ("E", 3)
    assert chombo.input.outcome.offenders == (3,)
    assert chombo.penalties == (0, 0, 0, -20000)


def test_every_kind_of_correction_is_a_ruling_of_its_hand(qapp: Any) -> None:
    """Edit, delete, insert and a seating fix (also one from the next hand on) each emit one
    correction ruling naming its hand, at that hand's round."""
    from referee_app.core import corrections
    from referee_app.core.table_state import TableState

    state = TableState()
    for seat, name in enumerate(["Ann", "Bob", "Cid", "Dee"]):
        state.set_name(seat, name)
    rulings: list[Any] = []
    state.ruling_made.connect(rulings.append)
    ron = {"type": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 1, "fu": 30}]}
    draw = {"type": "draw", "tenpai": [], "nagashi": []}
    assert state.apply(ron, [])["ok"] and state.apply(draw, [])["ok"]
    corrections.edit_hand(state, 1, {**draw, "tenpai": [0]}, [], "Ann was tenpai")
    corrections.insert_hand(state, 1, draw, [], "forgotten")
    corrections.delete_hand(state, 1, "entered twice")
    corrections.swap_seats(state, 0, 1, 1, "Ann and Bob sat wrong")
    corrections.swap_seats(state, 2, 3, len(state.history), "from the next hand on")
    kinds = [(r.decision["correction"], r.decision["hand"]) for r in rulings]
    assert kinds == [("edit", 2), ("insert", 2), ("delete", 2), ("seating", 2), ("seating", 3)]
    # hand 1: Bob's ron off Dee (Ann dealt, so the deal passes to Bob): hand 2 is East 2
    assert rulings[0].context.round.to_json() == {"wind": "E", "hand": 2, "honba": 0}
    assert rulings[0].decision["changes"] == [{"field": "tenpai", "seat": None, "before": [],
                                               "after": [0]}]  # fmt: skip
    # from the next hand on: the position now. Ann and Bob sat in each other's seats from
    # hand 2: Ann held seat 1, the dealer's seat of East 2, and was tenpai at its draw, so
    # the deal stayed: East 2, 1 honba
    assert rulings[-1].context.round.to_json() == {"wind": "E", "hand": 2, "honba": 1}


#: every table sample of the format corpus (one per file version and feature)
TABLE_SAMPLES = sorted(DATA.glob("table-*.json"))


@pytest.mark.parametrize("sample", TABLE_SAMPLES, ids=lambda p: p.name)
def test_every_table_sample_reads_as_typed_records_and_is_written_back_unchanged(
    qapp: Any, settings: Any, tmp_path: Path, sample: Path
) -> None:
    """The history the readers see is typed (`TableState.records`); reading it changes
    nothing: the table's JSON, and the file the app writes, stay byte for byte."""
    from referee_app.core.case_files import save_file, table_from_state
    from referee_app.core.context import AppContext
    from referee_app.core.table_state import TableState

    document = load_file(sample)
    assert isinstance(document, TableFile)
    history = json.loads(sample.read_text(encoding="utf-8"))["table"]["history"]
    context = AppContext(settings)
    state = TableState(context)
    state.load_dict(document.table)
    first = tmp_path / "first.json"
    save_file(first, table_from_state(context, state, document.note))
    before = json.dumps(state.history)
    hands = state.records()
    assert json.dumps(state.history) == before  # reading is not writing
    assert len(hands) == len(history) > 0
    for hand, entry in zip(hands, history, strict=True):
        assert list(hand.deltas) == entry["answer"]["deltas"]
        assert hand.input.outcome.type == entry["request"]["outcome"]["type"]
        assert list(hand.input.riichi) == entry["request"].get("riichi", [])
        assert hand.position.dealer == entry["before"]["dealer"]
        assert (hand.mark is not None) == ("corrected" in entry)
        assert (hand.recomputed is not None) == ("recomputed" in entry)
        if hand.mark is not None and hand.mark.original is not None:
            original = entry["corrected"]["original"]
            assert list(hand.mark.original.answer["deltas"]) == original["answer"]["deltas"]
        assert hand.answer["scores"] == entry["answer"]["scores"]
    again = TableState(context)
    loaded = load_file(first)
    assert isinstance(loaded, TableFile)
    again.load_dict(loaded.table)
    again.records()
    second = tmp_path / "second.json"
    save_file(second, table_from_state(context, again, loaded.note))
    assert second.read_bytes() == first.read_bytes()
    assert loaded.table["history"] == history


def test_a_corrected_hand_reads_what_the_correction_did(qapp: Any) -> None:
    """Hand 1 of the sample: Bob's ron off Dee, Cid in riichi, entered as 4 han 30 fu
    (rounded up to mangan, 8,000, + Cid's stick = +9,000) and corrected to 3 han 30 fu
    (3,900 + 1,000 = +4,900): its mark keeps the hand as first entered, with its changes."""
    from referee_app.core.table_state import TableState
    from referee_app.text import labels
    from referee_app.text.table_words import TableWords

    state = TableState()
    state.load_dict(_sample()["table"])
    hand = state.hand(0)
    assert hand.mark is not None and hand.mark.kind == "edit"
    assert hand.mark.original is not None
    assert hand.mark.original.input.outcome.winners[0].han == 4
    assert hand.input.outcome.winners[0].han == 3
    lines = TableWords.of(state).for_entry(hand).correction_lines(hand)
    assert len(lines) == 2 and labels.signed_points_text(9000) in lines[1], lines
    assert labels.signed_points_text(4900) in TableWords.of(state).history_line(0, hand)
