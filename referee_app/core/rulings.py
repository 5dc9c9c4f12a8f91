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

import math
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.answers import MAX_FU, MAX_HAN, MAX_YAKUMAN, CheckAnswer
from engine.ids import SITUATION_FLAGS, OutcomeType, PenaltyId
from engine.rulesets import Ruleset, ruleset_to_json
from referee_app.core.records import CorrectionRecord, FieldChange, HandRecord, Position

SEATS = 4
#: points of a score answer or of a table's changes (the table files' own limit)
MAX_POINTS = 10_000_000
MAX_HANDS = 1_000
MAX_COUNT = 10_000
MAX_ID = 64
MAX_TEXT = 4000
MAX_LIST = 200
#: a text of the log's context (a name, a table number)
MAX_TEXT_CHARS = 200
#: how deep and how long the plain data of a decision may be
MAX_DECISION_DEPTH = 8
MAX_ITEMS = 200
WINDS = ("E", "S", "W", "N")
_PENALTY_IDS = frozenset(str(p) for p in PenaltyId)


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
    for key in ("warning", "withdrawn"):
        if key in decision and not isinstance(decision[key], bool):
            raise _fail(key)


# --------------------------------------------------------------------------------------------
# Plain data: what a model hands over is made into bounded JSON


def plain_text(value: object, limit: int = MAX_TEXT_CHARS) -> str:
    """A one-line or multi-line text without control characters (tabs and newlines kept)."""
    text = str(value)
    text = "".join(
        ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in ("Cc", "Cf", "Cs")
    )
    return text[:limit]


def ruleset_value(ruleset: object) -> str | dict[str, Any]:
    """A preset's id, or a custom ruleset's overrides object (its name included)."""
    if isinstance(ruleset, Ruleset):
        out = ruleset_to_json(ruleset)
        if isinstance(out, dict):
            out.setdefault("name", ruleset.name)
        return out
    if isinstance(ruleset, str):
        return plain_text(ruleset, 40)
    if isinstance(ruleset, Mapping):
        value = to_plain(ruleset)
        return value if isinstance(value, dict) else ""
    return ""


def to_plain(value: object, depth: int = 0) -> Any:
    """JSON-ready data of bounded size: texts, whole and finite numbers, lists, objects."""
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, str):
        return plain_text(value, MAX_TEXT)
    if isinstance(value, Ruleset):
        return ruleset_value(value)
    if depth >= MAX_DECISION_DEPTH:
        return None
    if isinstance(value, Mapping):
        return {
            plain_text(k, 64): to_plain(v, depth + 1)
            for k, v in list(value.items())[:MAX_ITEMS]
            if isinstance(k, str)
        }
    if isinstance(value, list | tuple):
        return [to_plain(v, depth + 1) for v in value[:MAX_ITEMS]]
    return plain_text(value)


# --------------------------------------------------------------------------------------------
# Rulings, as the models make them


@dataclass(frozen=True, slots=True)
class Player:
    seat: int
    wind: str
    name: str
    id: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "wind": self.wind, "name": self.name, "id": self.id}


@dataclass(frozen=True, slots=True)
class Round:
    wind: str
    hand: int
    honba: int

    def to_json(self) -> dict[str, Any]:
        return {"wind": self.wind, "hand": self.hand, "honba": self.honba}


@dataclass(frozen=True, slots=True)
class TableContext:
    """The table a ruling was taken at, as it was at that hand: its number, the round, and
    each seat's wind and player."""

    table: str
    round: Round | None
    players: tuple[Player, ...]


#: a ruling taken away from the table (the Hand and Checks tabs): no table, round or players
NO_TABLE = TableContext("", None, ())


def context_at(
    position: Position,
    names: Sequence[str],
    player_ids: Sequence[str] = (),
    table_number: str = "",
) -> TableContext:
    """The context of a hand played from `position` with the players `names` (the seats'
    winds of that hand, not of today's)."""
    return TableContext(
        table=plain_text(table_number, 40),
        round=Round(position.round_wind, position.hand_number, min(max(position.honba, 0), 999)),
        players=tuple(
            Player(
                seat=seat,
                wind=position.seat_wind(seat),
                name=plain_text(names[seat] if seat < len(names) else ""),
                id=plain_text(player_ids[seat] if seat < len(player_ids) else ""),
            )
            for seat in range(SEATS)
        ),
    )


@dataclass(frozen=True, slots=True)
class Ruling:
    """A ruling a model made: its kind, the ruleset it was taken under, the decision's ids and
    numbers (`decision`: bounded JSON, `check_decision` holds) and where it was taken."""

    kind: RulingKind
    ruleset: str | dict[str, Any]
    decision: dict[str, Any]
    context: TableContext = field(default=NO_TABLE)


def _ruling(kind: RulingKind, ruleset: object, decision: Mapping[str, Any],
            context: TableContext = NO_TABLE) -> Ruling:  # fmt: skip
    plain = to_plain({"kind": str(kind), **decision})
    check_decision(str(kind), plain)
    return Ruling(kind, ruleset_value(ruleset), plain, context)


#: What the log keeps of a score answer: the numbers a report shows, no readings or prose.
_SCORE_KEYS = (
    "ok",
    "han",
    "fu",
    "total",
    "limit",
    "yakuman",
    "yaku",
    "dora",
    "aka",
    "ura",
    "payments",
    "honba_points",
    "riichi_points",
    "win",
    "dealer",
    "error",
)
#: What the log keeps of the hand's request (the contract's `score` input).
_REQUEST_KEYS = (
    "hand",
    "win_tile",
    "melds",
    "win",
    "seat_wind",
    "round_wind",
    "honba",
    "riichi_sticks",
    "dora_indicators",
    "ura_indicators",
    *SITUATION_FLAGS,
)


def hand_ruling(
    request: Mapping[str, Any], result: Mapping[str, Any] | None, result_kind: str, ruleset: object
) -> Ruling | None:
    """The ruling of a hand shown to the table (the Hand tab, under its own ruleset, at no
    table): its value, or that it is no win, or its waits (a tenpai check); None when there
    is nothing to show yet."""
    if not result:
        return None
    base = {"source": "hand", "request": {k: request[k] for k in _REQUEST_KEYS if k in request}}
    if result_kind == "waits" and result.get("ok"):
        waits = result.get("waits") or []
        answer = {"ok": True, "tenpai": bool(result.get("tenpai")), "waits": list(waits)}
        return _ruling(RulingKind.CHECK, ruleset, {**base, "check": "tenpai", "answer": answer})
    if result_kind == "score" or not result.get("ok"):
        answer = {k: result[k] for k in _SCORE_KEYS if k in result}
        return _ruling(RulingKind.HAND, ruleset, {**base, "answer": answer})
    return None


def check_ruling(
    check: str, action: str, ruleset: object, request: object, answer: CheckAnswer | None
) -> Ruling:
    """The ruling of a check (the Checks tab): shown to the table or saved; `answer` is the
    check's engine answer (`engine.answers`), None when the inputs gave none."""
    return _ruling(
        RulingKind.CHECK,
        ruleset,
        {"source": "checks", "check": check, "action": action, "request": request,
         "answer": answer},
    )  # fmt: skip


def sanction_ruling(
    entry: Mapping[str, Any],
    ruleset: object,
    context: TableContext = NO_TABLE,
    *,
    withdrawn: bool = False,
) -> Ruling | None:
    """The ruling of a hand just applied at the table (a `TableState.history` entry) when it
    is a chombo or carries a penalty; None for an ordinary hand. A chombo keeps its offence
    (`PenaltyId`) when the result named one; a penalty between hands (a warning too) is a
    `penalty` ruling with its offender, offence, ``warning`` and ``earlier`` count.
    `withdrawn`: the same sanction taken back (the hand undone, or deleted by a correction):
    the log keeps both, and a player's count of the offence goes down again."""
    hand = HandRecord.from_json(entry)
    if not hand.is_sanction:
        return None
    outcome = hand.input.outcome
    is_chombo = outcome.type == OutcomeType.CHOMBO
    named = is_chombo or hand.is_penalty  # the outcome names its offender
    answer = entry["answer"]
    decision: dict[str, Any] = {
        "source": "table",
        "outcome": dict(entry["request"]["outcome"]),
        "offender": outcome.offenders[0] if named and len(outcome.offenders) == 1 else None,
        "deltas": list(hand.deltas),
        "penalties": list(hand.penalties),
        "hand_counts": answer.get("hand_counts", True),
    }
    if is_chombo and len(outcome.offenders) > 1:
        decision["offenders"] = list(outcome.offenders)
    if outcome.offence in _PENALTY_IDS:
        decision["offence"] = outcome.offence
    if hand.is_penalty:  # a warning or point penalty between hands: the engine's `penalty`
        penalty = answer.get("penalty", {})
        decision["warning"] = bool(penalty.get("warning", False))
        decision["earlier"] = outcome.earlier
    if withdrawn:
        decision["withdrawn"] = True
    kind = RulingKind.CHOMBO if is_chombo else RulingKind.PENALTY
    return _ruling(kind, ruleset, decision, context)


def _change_json(change: FieldChange) -> dict[str, Any]:
    return {"field": change.field, "seat": change.seat, "before": change.before,
            "after": change.after}  # fmt: skip


def correction_ruling(
    record: CorrectionRecord, ruleset: object, context: TableContext = NO_TABLE
) -> Ruling:
    """The ruling of a correction of the record: what was corrected and why, the fields before
    → after, the changes in points before and after, and which later hands were settled
    again (their points moved) or flagged for the referee; the context is the corrected
    hand's (its round, its seats' winds and players)."""
    decision: dict[str, Any] = {
        "source": "table",
        "correction": record.kind,
        "hand": record.hand + 1,
        "reason": record.reason,
        "old_deltas": list(record.old_deltas) if record.old_deltas is not None else None,
        "new_deltas": list(record.new_deltas) if record.new_deltas is not None else None,
        "later_hands": len(record.later),
        "pending": record.pending,
        "changes": [_change_json(c) for c in record.changes],
        "settled_again": [h + 1 for h in record.settled_again],
        "flagged": [h + 1 for h in record.flagged],
    }
    if record.seats is not None:  # a seating fix: the two seats exchanged
        decision["seats"] = list(record.seats)
    return _ruling(RulingKind.CORRECTION, ruleset, decision, context)


__all__ = [
    "MAX_POINTS",
    "NO_TABLE",
    "Player",
    "Round",
    "Ruling",
    "RulingKind",
    "TableContext",
    "check_decision",
    "check_ruling",
    "context_at",
    "correction_ruling",
    "hand_ruling",
    "plain_text",
    "ruleset_value",
    "sanction_ruling",
    "to_plain",
]
