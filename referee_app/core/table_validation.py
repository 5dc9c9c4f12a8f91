"""The whole check of a saved table game (`TableState.to_dict()`), before anything uses it.

`validate_table` checks every field of the table and of every history entry: the position
before the hand (``before``), the engine request that settled it (``request``, also settled
again by the engine, which must accept it) and the engine's answer that was applied
(``answer``). It raises `validate.FieldError` naming the field (``table.history[0].answer.deltas``),
or returns the checked values for `TableState.load_dict`. Once a table has passed, the views
and the reports can read any field of it by its documented type.

The stored answers are kept as they were applied (a later engine version may settle a hand
differently; what was applied at the table stands); they are only type- and range-checked.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine import api
from engine.answers import MAX_EARLIER
from engine.errors import EngineError
from engine.ids import AbortiveReason, GameEndReason, OutcomeType
from engine.rulesets import ruleset_from_json
from referee_app.core.file_versions import TABLE_RECORD_VERSION
from referee_app.core.game_clock import MAX_MINUTES, MAX_SAVED_ELAPSED
from referee_app.core.records import (
    MAX_COUNTER,
    MAX_POINTS,
    SEATS,
    WINDS,
    CorrectionKind,
    deletions,
    parse_correction,
    parse_pending,
    parse_settle_input,
)
from referee_app.core.validate import (
    FieldError,
    Where,
    as_int,
    as_object,
    as_text,
    read_bool,
    read_int,
    read_ints,
    read_list,
    read_number,
    read_object,
    read_seats,
    read_str,
    refuse_unknown,
)

MAX_NAME = 100
MAX_ELAPSED = MAX_SAVED_ELAPSED  # seconds
MAX_RECORDS = 10_000  # pending hands, corrections in the journal
#: A hanchan has a few dozen hands; far more than any game, far less than a hostile file.
MAX_HISTORY = 1_000
MAX_TRANSFERS = 64
CLOCK_KEYS = frozenset({"running", "elapsed", "wall_start", "minutes", "signal_minutes"})
_REASONS = tuple(str(r) for r in AbortiveReason)
_ENDS = tuple(str(r) for r in GameEndReason)
_CORRECTION_KINDS = tuple(str(k) for k in CorrectionKind)


def json_copy(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists, texts, numbers), quicker than `copy.deepcopy`."""
    return json.loads(json.dumps(value))


def _ruleset(value: Any, where: Where) -> str | dict[str, Any] | None:
    if value is None:
        return None
    try:
        ruleset_from_json(value)
    except EngineError as exc:
        raise FieldError(where, "engine", code=str(exc.code), message=exc.message) from None
    return copy.deepcopy(value)  # type: ignore[no-any-return]


def check_clock_state(value: Any, where: Where | None = None) -> dict[str, Any] | None:
    """A saved game clock (`GameClock.to_state`): None (not started) or its checked object.

    ``running`` true needs ``wall_start`` (the wall-clock time of the last start, seconds since
    the epoch); a stopped clock has ``wall_start`` null. Raises `FieldError` (a ValueError).
    """
    where = where if where is not None else Where("clock")
    if value is None:
        return None
    obj = as_object(value, where)
    refuse_unknown(obj, CLOCK_KEYS, where=where)
    running = read_bool(obj, "running", where=where)
    elapsed = read_number(obj, "elapsed", 0, MAX_ELAPSED, where=where)
    if running:
        # any time since the epoch; one in the future is clamped when the clock resumes
        wall_start = read_number(obj, "wall_start", 0, 1e12, where=where)
    else:
        wall_start = obj.get("wall_start")
        if wall_start is not None:
            raise FieldError(where.key("wall_start"), "choice", choices="null")
    return {
        "running": running,
        "elapsed": elapsed,
        "wall_start": wall_start,
        "minutes": read_int(obj, "minutes", 1, MAX_MINUTES, where=where),
        "signal_minutes": read_int(obj, "signal_minutes", 0, MAX_MINUTES, where=where),
    }


def validate_snapshot(value: Any, where: Where) -> dict[str, Any]:
    """A table position (`TableState._snapshot`), checked, with its defaults filled in."""
    obj = as_object(value, where)
    return {
        "scores": read_ints(obj, "scores", -MAX_POINTS, MAX_POINTS, where=where, length=SEATS),
        "dealer": read_int(obj, "dealer", 0, SEATS - 1, where=where),
        "round_wind": read_str(obj, "round_wind", where=where, choices=WINDS),
        "honba": read_int(obj, "honba", 0, MAX_COUNTER, where=where),
        "riichi_sticks": read_int(obj, "riichi_sticks", 0, MAX_COUNTER, where=where),
        "penalties": read_ints(
            obj,
            "penalties",
            -MAX_POINTS,
            MAX_POINTS,
            where=where,
            length=SEATS,
            default=[0] * SEATS,
        ),
        "game_over": read_bool(obj, "game_over", where=where, default=False),
        "last_hand": read_bool(obj, "last_hand", where=where, default=False),
        # files written before the seating existed: seat 0 dealt first
        "first_dealer": read_int(obj, "first_dealer", 0, SEATS - 1, where=where, default=0),
        # files written before the game kept its ruleset: None (see TableState.load_dict)
        "ruleset": _ruleset(obj.get("ruleset"), where.key("ruleset")),
    }


def validate_settle_request(value: Any, where: Where, *, settle: bool = True) -> dict[str, Any]:
    """A history entry's engine `settle` request: the fields the app reads, typed and bounded
    (`records.parse_settle_input`), and then the engine's own check (it must settle it; not
    for a hand's original result kept by a correction, `settle` False). Returns a copy."""
    obj = as_object(value, where)
    parse_settle_input(obj, where)
    _ruleset(obj.get("ruleset"), where.key("ruleset"))
    if not settle:
        return dict(obj)
    answer = api.settle(obj)
    if not answer.get("ok"):
        error = answer.get("error", {})
        raise FieldError(
            where,
            "engine",
            code=str(error.get("code", "")),
            message=str(error.get("message", ""))[:200],
        )
    return dict(obj)


def validate_settle_answer(value: Any, where: Where) -> dict[str, Any]:
    """A history entry's applied engine answer: every field the app reads, typed and in range.
    Fields this version does not read are kept as they are (they are written back)."""
    obj = as_object(value, where)
    if obj.get("ok") is not True:
        raise FieldError(where.key("ok"), "choice", choices="true")
    points = (-MAX_POINTS, MAX_POINTS)
    read_ints(obj, "deltas", *points, where=where, length=SEATS)
    read_ints(obj, "scores", *points, where=where, length=SEATS)
    read_ints(obj, "penalties", *points, where=where, length=SEATS, default=None)
    read_ints(obj, "penalties_total", *points, where=where, length=SEATS, default=None)
    for key in ("hand_counts", "renchan", "replay"):
        read_bool(obj, key, where=where, default=True)
    read_str(obj, "ruleset", where=where, default=None, allow_none=True)
    read_str(obj, "abortive", where=where, default=None, allow_none=True, choices=_REASONS)
    read_seats(obj, "head_bumped", where=where, default=[])
    transfers = read_list(obj, "transfers", where=where, max_len=MAX_TRANSFERS, default=[])
    for i, item in enumerate(transfers):
        here = where.key("transfers").index(i)
        transfer = as_object(item, here)
        read_int(transfer, "from", 0, SEATS - 1, where=here, default=None, allow_none=True)
        read_int(transfer, "to", 0, SEATS - 1, where=here, default=None, allow_none=True)
        read_int(transfer, "points", 0, MAX_POINTS, where=here)
        read_str(transfer, "reason", where=here, default="")
    winners = read_list(obj, "winners", where=where, max_len=3, default=[])
    for i, item in enumerate(winners):
        here = where.key("winners").index(i)
        winner = as_object(item, here)
        read_int(winner, "seat", 0, SEATS - 1, where=here)
        read_str(winner, "limit", where=here, default=None, allow_none=True)
        for key in ("basic_points", "hand_points", "honba_points", "riichi_points", "total"):
            read_int(winner, key, 0, MAX_POINTS, where=here, default=0)
    nxt = read_object(obj, "next", where=where)
    here = where.key("next")
    read_int(nxt, "dealer", 0, SEATS - 1, where=here)
    read_str(nxt, "round_wind", where=here, choices=WINDS)
    read_int(nxt, "round", 1, SEATS, where=here, default=1)
    read_int(nxt, "honba", 0, MAX_COUNTER, where=here)
    read_int(nxt, "riichi_sticks", 0, MAX_COUNTER, where=here)
    read_bool(nxt, "game_over", where=here, default=False)
    read_str(nxt, "end_reason", where=here, default=None, allow_none=True, choices=_ENDS)
    read_int(nxt, "first_dealer", 0, SEATS - 1, where=here, default=0)
    read_object(obj, "final", where=where, default=None, allow_none=True)
    penalty = read_object(obj, "penalty", where=where, default=None, allow_none=True)
    if penalty is not None:  # a penalty between hands (version 2)
        here = where.key("penalty")
        read_int(penalty, "offender", 0, SEATS - 1, where=here)
        read_str(penalty, "offence", where=here, max_len=40)
        read_int(penalty, "earlier", 0, MAX_EARLIER, where=here)
        read_int(penalty, "points", 0, MAX_POINTS, where=here)
        read_bool(penalty, "warning", where=here)
        read_bool(penalty, "ladder_assumed", where=here, default=False)
    return dict(obj)


def validate_history_entry(value: Any, where: Where, *, settle: bool = True) -> dict[str, Any]:
    """One applied hand, checked; a copy of its own (the table keeps it). `settle` False: a
    hand kept by a correction as it was (typed and bounded, not settled again)."""
    entry = json_copy(as_object(value, where))
    checked = {
        "before": validate_snapshot(entry.get("before"), where.key("before")),
        "request": validate_settle_request(
            entry.get("request"), where.key("request"), settle=settle
        ),
        "answer": validate_settle_answer(entry.get("answer"), where.key("answer")),
    }
    checked.update(_entry_marks(entry, where))
    return checked


def _names(obj: Mapping[str, Any], key: str, where: Where) -> list[str] | None:
    names = read_list(obj, key, where=where, max_len=SEATS, exact=True, default=None)
    if names is None:
        return None
    for i, name in enumerate(names):
        as_text(name, where.key(key).index(i), MAX_NAME)
    return list(names)


def _entry_marks(entry: Mapping[str, Any], where: Where) -> dict[str, Any]:
    """A history entry's marks beyond its hand (see `corrections`): the names it was played
    with (after a seating fix), `corrected` (its result was corrected: kind, time, reason and
    the original request and answer), `recomputed` (settled again by a correction of an
    earlier hand: its old changes and flags)."""
    out: dict[str, Any] = {}
    names = _names(entry, "names", where)
    if names is not None:
        out["names"] = names
    corrected = read_object(entry, "corrected", where=where, default=None, allow_none=True)
    if corrected is not None:
        here = where.key("corrected")
        read_str(corrected, "kind", where=here, choices=_CORRECTION_KINDS)
        read_str(corrected, "at", where=here, max_len=40)
        read_str(corrected, "reason", where=here, max_len=1000)
        original = read_object(corrected, "original", where=here, default=None, allow_none=True)
        if original is not None:
            there = here.key("original")
            validate_settle_request(original.get("request"), there.key("request"), settle=False)
            validate_settle_answer(original.get("answer"), there.key("answer"))
        out["corrected"] = dict(corrected)
    recomputed = read_object(entry, "recomputed", where=where, default=None, allow_none=True)
    if recomputed is not None:
        here = where.key("recomputed")
        flags = read_list(recomputed, "flags", where=here, max_len=16, default=[])
        for i, flag in enumerate(flags):
            as_text(flag, here.key("flags").index(i), 40)
        out["recomputed"] = {
            "old_deltas": read_ints(
                recomputed,
                "old_deltas",
                -MAX_POINTS,
                MAX_POINTS,
                where=here,
                length=SEATS,
                default=[0] * SEATS,
            ),
            "flags": list(flags),
        }
    return out


def _records(obj: Mapping[str, Any], key: str, where: Where) -> list[dict[str, Any]]:
    """The pending hands or the corrections journal: a list of objects."""
    items = read_list(obj, key, where=where, max_len=MAX_RECORDS, default=[])
    return [dict(as_object(v, where.key(key).index(i))) for i, v in enumerate(items)]


def _check_pending(items: list[dict[str, Any]], where: Where) -> None:
    """Each hand kept aside, typed and bounded (the engine settles it again when the referee
    enters it)."""
    for i, item in enumerate(items):
        here = where.key("pending").index(i)
        parse_pending(item, here)
        validate_snapshot(item.get("before"), here.key("before"))


def _check_journal(items: list[dict[str, Any]], hands: int, where: Where) -> None:
    """Each correction, typed, bounded, naming hands the record has (`hands` counts those
    deleted by corrections too)."""

    def check_entry(value: Any, here: Where) -> None:
        validate_history_entry(value, here, settle=False)

    for i, item in enumerate(items):
        parse_correction(
            item, where.key("corrections").index(i), hands=hands, check_entry=check_entry
        )


@dataclass(frozen=True, slots=True)
class CheckedTable:
    """A saved table that passed `validate_table`: what `TableState.load_dict` takes over."""

    snapshot: dict[str, Any]
    names: list[str]
    uma_choice: int
    seating_confirmed: bool
    time_up_at: int | None
    clock_minutes: int | None
    clock_state: dict[str, Any] | None
    history: list[dict[str, Any]]
    table_number: str
    player_ids: list[str]
    pending: list[dict[str, Any]]
    corrections: list[dict[str, Any]]


def table_version(history: Any) -> int:
    """The version a table is written as: 2 when a history entry is a penalty between hands
    (an earlier version cannot read one, and says the file is newer), else 1."""
    for entry in history if isinstance(history, list) else []:
        request = entry.get("request") if isinstance(entry, Mapping) else None
        outcome = request.get("outcome") if isinstance(request, Mapping) else None
        if isinstance(outcome, Mapping) and outcome.get("type") == OutcomeType.PENALTY:
            return TABLE_RECORD_VERSION
    return 1


def validate_table(value: Any, where: Where | None = None) -> CheckedTable:
    """Check a whole saved table (`TableState.to_dict()`); raises `FieldError`."""
    where = where if where is not None else Where("table")
    obj = as_object(value, where)
    read_int(obj, "version", 1, TABLE_RECORD_VERSION, where=where, default=1)
    snapshot = validate_snapshot(obj, where)
    names = _names(obj, "names", where) or [""] * SEATS
    history_in = read_list(obj, "history", where=where, max_len=MAX_HISTORY, default=[])
    history = [
        validate_history_entry(entry, where.key("history").index(i))
        for i, entry in enumerate(history_in)
    ]
    pending = json_copy(_records(obj, "pending", where))
    _check_pending(pending, where)
    journal = json_copy(_records(obj, "corrections", where))
    _check_journal(journal, len(history) + deletions(journal), where)
    time_up_at = obj.get("time_up_at")
    if time_up_at is not None:
        time_up_at = as_int(time_up_at, where.key("time_up_at"), 0, len(history))
    return CheckedTable(
        snapshot=snapshot,
        names=list(names),
        uma_choice=read_int(obj, "uma_choice", 0, 100, where=where, default=0),
        seating_confirmed=read_bool(obj, "seating_confirmed", where=where, default=False),
        time_up_at=time_up_at,
        clock_minutes=read_int(
            obj, "clock_minutes", 1, MAX_MINUTES, where=where, default=None, allow_none=True
        ),
        # files written before the clock was saved: a fresh clock
        clock_state=check_clock_state(obj.get("clock"), where.key("clock")),
        history=history,
        table_number=read_str(obj, "table_number", where=where, max_len=MAX_NAME, default=""),
        player_ids=_names(obj, "player_ids", where) or [""] * SEATS,
        pending=pending,
        corrections=journal,
    )


__all__ = [
    "CheckedTable",
    "check_clock_state",
    "table_version",
    "validate_history_entry",
    "validate_settle_answer",
    "validate_settle_request",
    "validate_snapshot",
    "validate_table",
]
