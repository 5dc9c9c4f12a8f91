"""The rulings a session logs, checked whole where a log file comes in.

A ruling's ``decision`` holds its kind's ids and numbers (see `RulingKind`): a hand's value
(``hand``), a check (``check``), a chombo or a penalty (``chombo``, ``penalty``: the offender,
the changes, the offence id), a correction of the record (``correction``: which hand, what
changed before → after, the amounts, which later hands were settled again or flagged).

`check_decision` bounds every number the log's words and reports read by the engine's own
limits (han, fu, yakuman, points) and types every field; a line that does not pass is a
damaged line of the log (a clear message naming it), so that nothing downstream meets
10^11 han or a later-hands count no text can hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from engine.settlement import MAX_FU, MAX_HAN, MAX_YAKUMAN

SEATS = 4
#: points of a score answer or of a table's changes (the table files' own limit)
MAX_POINTS = 10_000_000
MAX_HANDS = 1_000
MAX_COUNT = 10_000
MAX_ID = 64
MAX_TEXT = 4000
MAX_LIST = 200


class RulingKind(StrEnum):
    HAND = "hand"
    CHECK = "check"
    CHOMBO = "chombo"
    PENALTY = "penalty"
    CORRECTION = "correction"


def _fail(key: str) -> ValueError:
    return ValueError(f"decision.{key}")


def _int(obj: Mapping[str, Any], key: str, low: int, high: int, *, null: bool = True) -> None:
    value = obj.get(key)
    if value is None and null:
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(key)


def _text(obj: Mapping[str, Any], key: str, limit: int = MAX_ID) -> None:
    value = obj.get(key)
    if value is None:
        return
    if not isinstance(value, str) or len(value) > limit:
        raise _fail(key)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: nothing can write it back
        raise _fail(key) from None


def _points(obj: Mapping[str, Any], key: str) -> None:
    value = obj.get(key)
    if value is None:
        return
    if not isinstance(value, list) or len(value) != SEATS:
        raise _fail(key)
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int) or abs(item) > MAX_POINTS:
            raise _fail(key)


def _list(obj: Mapping[str, Any], key: str) -> list[Any]:
    value = obj.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise _fail(key)
    return value


def _object(obj: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = obj.get(key)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise _fail(key)
    return value


def _seats(obj: Mapping[str, Any], key: str) -> None:
    for item in _list(obj, key):
        if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item < SEATS:
            raise _fail(key)


def _answer(answer: Mapping[str, Any]) -> None:
    """A score, check or waits answer as the log keeps it."""
    _int(answer, "han", 0, MAX_HAN)
    _int(answer, "fu", 0, MAX_FU)
    _int(answer, "yakuman", 0, MAX_YAKUMAN)
    for key in ("total", "honba_points", "riichi_points"):
        _int(answer, key, 0, MAX_POINTS)
    for key in ("dora", "aka", "ura"):
        _int(answer, key, 0, MAX_HAN)
    for key in ("limit", "win", "reason"):
        _text(answer, key)
    for i, yaku in enumerate(_list(answer, "yaku")):
        if not isinstance(yaku, Mapping):
            raise _fail(f"answer.yaku[{i}]")
        _text(yaku, "id")
        _int(yaku, "han", 0, MAX_HAN)
        _int(yaku, "yakuman", 0, MAX_YAKUMAN)
    for tile in _list(answer, "waits"):
        if not isinstance(tile, str) or len(tile) > 8:
            raise _fail("answer.waits")
    for key, value in _object(answer, "payments").items():
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
            raise _fail(f"answer.payments.{key}")
    error = _object(answer, "error")
    _text(error, "code")


def _change(change: Any) -> None:
    if not isinstance(change, Mapping):
        raise _fail("changes")
    _text(change, "field")
    _int(change, "seat", 0, SEATS - 1)
    for key in ("before", "after"):
        value = change.get(key)
        if isinstance(value, list):
            _seats(change, key)
        elif isinstance(value, str):
            _text(change, key)
        elif value is not None:
            _int(change, key, 0, MAX_POINTS)


def check_decision(kind: str, decision: Mapping[str, Any]) -> None:
    """Raise `ValueError` (naming the field) unless every field a report reads is typed and
    within the engine's limits."""
    for key in ("source", "check", "correction", "offence"):
        _text(decision, key)
    _text(decision, "citation", 200)
    _text(decision, "reason", MAX_TEXT)
    _answer(_object(decision, "answer"))
    for key in ("deltas", "penalties", "old_deltas", "new_deltas"):
        _points(decision, key)
    _int(decision, "offender", 0, SEATS - 1)
    _seats(decision, "offenders")
    _seats(decision, "seats")
    _int(decision, "hand", 1, MAX_HANDS + 1)
    _int(decision, "later_hands", 0, MAX_HANDS)
    _int(decision, "pending", 0, MAX_COUNT)
    for key in ("settled_again", "flagged"):
        for hand in _list(decision, key):
            if isinstance(hand, bool) or not isinstance(hand, int) or not 1 <= hand <= MAX_HANDS:
                raise _fail(key)
    for change in _list(decision, "changes"):
        _change(change)
    if kind == RulingKind.CORRECTION:
        _text(decision, "correction")


__all__ = ["MAX_POINTS", "RulingKind", "check_decision"]
