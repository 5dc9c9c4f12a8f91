"""Typed records of a table game, parsed once where a file or an engine answer comes in.

Every number is bounded by the engine's own limits (`engine.answers`: han, fu, yakuman,
given points, honba and sticks) and by the table's (`MAX_POINTS`), every field has its type,
and every reference is checked (a correction names a hand the record has). The JSON itself
stays as it was read (the table keeps it and writes it back byte for byte); a record is the
typed reading of it.

What a later module reads of a record it reads from the typed fields; nothing downstream
re-checks a value that passed here (`labels.han_text` never meets 10^11 han: the door refuses
it with the field's path).

- `Outcome` (with its `Winner`s): the result the referee entered for a hand (a `settle`
  request's ``outcome``).
- `Position`: the seating, winds, dealer and counters of the table before a hand.
- `HandRecord`: a history entry (its position, its request, the applied answer and its
  changes, its correction marks); `EnteredHand`: a hand as first entered (a correction's
  original). `TableState.records()` gives the history as these.
  A warning or point penalty between hands is one too (outcome ``penalty``, table version 2).
- `CorrectionRecord`: an entry of the corrections journal: which hand, what changed (the
  fields before → after, the changes in points), which later hands were settled again or
  flagged, how many were set aside.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, cast

from engine.answers import (
    MAX_EARLIER,
    MAX_FU,
    MAX_GIVEN_POINTS,
    MAX_HAN,
    MAX_HONBA,
    MAX_STICKS,
    MAX_YAKUMAN,
    SettleAnswer,
)
from engine.ids import AbortiveReason, OutcomeType, Wind
from referee_app.core.validate import (
    FieldError,
    Where,
    as_choice,
    as_int,
    as_list,
    as_object,
    as_text,
    read_bool,
    read_int,
    read_ints,
    read_list,
    read_object,
    read_seats,
    read_str,
)

SEATS = 4
WINDS: tuple[str, ...] = tuple(str(w) for w in Wind)
MAX_POINTS = 10_000_000
MAX_COUNTER = max(MAX_HONBA, MAX_STICKS)
MAX_HISTORY = 1_000
MAX_REASON_TEXT = 1000
MAX_FLAGS = 16
_OUTCOMES = tuple(str(t) for t in OutcomeType)
_REASONS = tuple(str(r) for r in AbortiveReason)


class CorrectionKind(StrEnum):
    EDIT = "edit"
    DELETE = "delete"
    INSERT = "insert"
    SEATING = "seating"


class HandFlag(StrEnum):
    """Why a hand settled again is to be looked at by the referee."""

    DEALER_CHANGED = "dealer_changed"
    #: a seating fix put a winner at another wind: the han typed may hold a seat wind
    SEAT_WIND_CHANGED = "seat_wind_changed"
    POINTS_AS_ENTERED = "points_as_entered"


class PendingReason(StrEnum):
    """Why a hand could not be settled again as it was entered."""

    GAME_OVER_BEFORE = "game_over_before"  # the game ended before this hand
    REFUSED = "refused"  # the engine refuses the result in the new position (see `error`)
    AFTER_PENDING = "after_pending"  # an earlier hand is pending: this one waits for it


_KINDS = tuple(str(k) for k in CorrectionKind)
_FLAGS = tuple(str(f) for f in HandFlag)
_PENDING = tuple(str(r) for r in PendingReason)


def _points(obj: Mapping[str, Any], key: str, where: Where, default: object = None) -> Any:
    return read_ints(obj, key, -MAX_POINTS, MAX_POINTS, where=where, length=SEATS, default=default)


# --------------------------------------------------------------------------------------------
# The result of a hand


@dataclass(frozen=True, slots=True)
class Winner:
    seat: int
    han: int
    fu: int
    yakuman: int
    pao: int | None = None
    #: the payments entered as given (a win the engine does not value: ``points``)
    given: bool = False


def _given_points(value: Any, where: Where, tsumo: bool) -> None:
    if value is None:
        return
    if tsumo:
        obj = as_object(value, where)
        read_int(obj, "non_dealer", 0, MAX_GIVEN_POINTS, where=where)
        read_int(obj, "dealer", 0, MAX_GIVEN_POINTS, where=where, default=0)
    elif isinstance(value, Mapping):
        read_int(value, "discarder", 0, MAX_GIVEN_POINTS, where=where)
    else:
        as_int(value, where, 0, MAX_GIVEN_POINTS)


def parse_winner(value: Any, where: Where, seat_key: str, *, tsumo: bool = False) -> Winner:
    obj = as_object(value, where)
    yakuman = read_int(obj, "yakuman", 0, MAX_YAKUMAN, where=where, default=0)
    winner = Winner(
        seat=read_int(obj, seat_key, 0, SEATS - 1, where=where),
        han=read_int(obj, "han", 0, MAX_HAN, where=where, default=0),
        fu=read_int(obj, "fu", 0, MAX_FU, where=where, default=0),
        yakuman=yakuman,
        pao=read_int(obj, "pao", 0, SEATS - 1, where=where, default=None, allow_none=True),
        given=obj.get("points") is not None,
    )
    read_str(obj, "pao_yaku", where=where, default=None, allow_none=True)
    read_int(obj, "pao_yakuman", 1, MAX_YAKUMAN, where=where, default=None, allow_none=True)
    _given_points(obj.get("points"), where.key("points"), tsumo)
    return winner


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the referee entered for a hand: its kind and the seats and values it names."""

    type: str
    winners: tuple[Winner, ...] = ()
    discarder: int | None = None
    offenders: tuple[int, ...] = ()
    tenpai: tuple[int, ...] = ()
    nagashi: tuple[int, ...] = ()
    reason: str | None = None
    riichi_discard: bool = False
    #: the offence a chombo or penalty was given for (a `PenaltyId`), when the referee named one
    offence: str | None = None
    #: a penalty: how often the offender had committed the offence before in the session
    earlier: int = 0


def parse_outcome(value: Any, where: Where) -> Outcome:
    """A `settle` request's ``outcome``, typed and bounded; raises `FieldError`."""
    obj = as_object(value, where)
    kind = read_str(obj, "type", where=where, choices=_OUTCOMES)
    if kind == OutcomeType.RON:
        winners = read_list(obj, "winners", where=where, max_len=3)
        here = where.key("winners")
        parsed = tuple(parse_winner(w, here.index(i), "seat") for i, w in enumerate(winners))
        if len({w.seat for w in parsed}) != len(parsed):
            raise FieldError(here, "duplicate")
        return Outcome(
            kind,
            winners=parsed,
            discarder=read_int(obj, "discarder", 0, SEATS - 1, where=where),
            riichi_discard=read_bool(obj, "riichi_discard", where=where, default=False),
        )
    if kind == OutcomeType.TSUMO:
        return Outcome(kind, winners=(parse_winner(obj, where, "winner", tsumo=True),))
    if kind == OutcomeType.DRAW:
        return Outcome(
            kind,
            tenpai=tuple(read_seats(obj, "tenpai", where=where, default=[], allow_none=True) or ()),
            nagashi=tuple(
                read_seats(obj, "nagashi", where=where, default=[], allow_none=True) or ()
            ),
        )
    if kind == OutcomeType.ABORTIVE:
        return Outcome(kind, reason=read_str(obj, "reason", where=where, choices=_REASONS))
    if kind == OutcomeType.PENALTY:  # a warning or point penalty between hands (table v2)
        read_int(obj, "points", 0, MAX_GIVEN_POINTS, where=where, default=None, allow_none=True)
        return Outcome(
            kind,
            offenders=(read_int(obj, "offender", 0, SEATS - 1, where=where),),
            offence=read_str(obj, "offence", where=where, max_len=40),
            earlier=read_int(obj, "earlier", 0, MAX_EARLIER, where=where, default=0),
        )
    # the offence a chombo was given for, when the referee named one (a `PenaltyId`; one this
    # version does not know is kept and not shown)
    offence = read_str(obj, "offence", where=where, max_len=40, default=None, allow_none=True)
    key = "offender" if "offender" in obj else "offenders"
    offender = obj.get(key)
    if isinstance(offender, list):
        offenders = tuple(read_seats(obj, key, where=where))
    else:
        offenders = (read_int(obj, "offender", 0, SEATS - 1, where=where),)
    return Outcome(kind, offenders=offenders, offence=offence)


@dataclass(frozen=True, slots=True)
class SettleInput:
    """A `settle` request as the table made it: the outcome, the riichi, the counters."""

    outcome: Outcome
    riichi: tuple[int, ...]
    dealer: int
    first_dealer: int
    round_wind: str
    honba: int
    riichi_sticks: int
    #: the ruleset the hand was settled under (a preset id or an overrides object), when the
    #: request names one
    ruleset: str | dict[str, Any] | None = None


def parse_settle_input(value: Any, where: Where) -> SettleInput:
    """A history entry's ``request`` (types and bounds only: the engine's own check is the
    caller's when the request is to be settled again)."""
    obj = as_object(value, where)
    _points(obj, "scores", where, default=[0] * SEATS)
    _points(obj, "penalties", where)
    read_bool(obj, "last_hand", where=where, default=False)
    read_int(obj, "round", 1, SEATS, where=where, default=None, allow_none=True)
    return SettleInput(
        outcome=parse_outcome(read_object(obj, "outcome", where=where), where.key("outcome")),
        riichi=tuple(read_seats(obj, "riichi", where=where, default=[], allow_none=True) or ()),
        dealer=read_int(obj, "dealer", 0, SEATS - 1, where=where),
        first_dealer=read_int(obj, "first_dealer", 0, SEATS - 1, where=where, default=0),
        round_wind=read_str(obj, "round_wind", where=where, choices=WINDS, default="E"),
        honba=read_int(obj, "honba", 0, MAX_HONBA, where=where, default=0),
        riichi_sticks=read_int(obj, "riichi_sticks", 0, MAX_STICKS, where=where, default=0),
        ruleset=_ruleset(obj.get("ruleset")),
    )


def _ruleset(value: Any) -> str | dict[str, Any] | None:
    """The request's ruleset as it holds it; whether the engine reads it is the door's check
    (`table_validation`, which refuses any other value with the engine's own reason)."""
    return value if isinstance(value, str | dict) else None


# --------------------------------------------------------------------------------------------
# The table before a hand


@dataclass(frozen=True, slots=True)
class Position:
    """The seating, winds, dealer and counters of the table as they were before a hand."""

    scores: tuple[int, ...]
    dealer: int
    round_wind: str
    honba: int
    riichi_sticks: int
    first_dealer: int = 0
    #: the referee had ticked "last hand" before it
    last_hand: bool = False

    def seat_wind(self, seat: int) -> str:
        """The wind of `seat` in this hand (the dealer is East)."""
        return WINDS[(seat - self.dealer) % SEATS]

    @property
    def hand_number(self) -> int:
        """The hand's number within its round wind (1..4)."""
        return (self.dealer - self.first_dealer) % SEATS + 1

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> Position:
        """A position from a checked snapshot (`table_validation.validate_snapshot`) or a
        live `TableState._snapshot()`."""
        return cls(
            scores=tuple(int(v) for v in value.get("scores", [0] * SEATS)),
            dealer=int(value.get("dealer", 0)),
            round_wind=str(value.get("round_wind", "E")),
            honba=int(value.get("honba", 0)),
            riichi_sticks=int(value.get("riichi_sticks", 0)),
            first_dealer=int(value.get("first_dealer", 0)),
            last_hand=bool(value.get("last_hand", False)),
        )


@dataclass(frozen=True, slots=True)
class EnteredHand:
    """A hand as the referee first entered it and the engine's answer to it (what a
    correction keeps of the result it replaced)."""

    input: SettleInput
    answer: SettleAnswer = field(compare=False)

    @classmethod
    def from_json(cls, value: Any, where: Where) -> EnteredHand:
        obj = as_object(value, where)
        return cls(
            input=parse_settle_input(obj.get("request"), where.key("request")),
            answer=_answer(obj, where),
        )


def _answer(obj: Mapping[str, Any], where: Where) -> SettleAnswer:
    """A history entry's settle answer (checked by `table_validation` at the door, or made
    by the engine for this table)."""
    answer = read_object(obj, "answer", where=where)
    _points(answer, "deltas", where.key("answer"), default=[0] * SEATS)
    return cast(SettleAnswer, answer)


@dataclass(frozen=True, slots=True)
class CorrectionMark:
    """A hand made or changed by a correction: its kind (`CorrectionKind`), when, why, and
    the hand as first entered (an edit)."""

    kind: str
    at: str
    reason: str
    original: EnteredHand | None = None


@dataclass(frozen=True, slots=True)
class Recomputed:
    """A hand settled again by a correction of an earlier one: its changes before, and why
    the referee should look at it (`HandFlag`)."""

    old_deltas: tuple[int, ...]
    flags: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A history entry, typed: the position before the hand (its seating, winds, dealer and
    counters as they were), what the referee entered, what it did to each seat, the names it
    was played with (after a seating fix), and its correction marks."""

    position: Position
    input: SettleInput
    deltas: tuple[int, ...]
    #: this hand's penalties off the final results (negative), per seat
    penalties: tuple[int, ...]
    names: tuple[str, ...] | None = None
    #: the kind of correction that made or changed this hand (`CorrectionKind`), if any
    corrected: str | None = None
    #: why the hand, settled again by a correction, is to be looked at (`HandFlag`)
    flags: tuple[str, ...] = ()
    #: the engine's answer as applied (scores after, each winner's limit, assumed values)
    answer: SettleAnswer = field(default_factory=lambda: cast(SettleAnswer, {}), compare=False)
    #: the correction that made or changed this hand, in full
    mark: CorrectionMark | None = None
    #: a correction of an earlier hand settled this one again
    recomputed: Recomputed | None = None

    @property
    def is_sanction(self) -> bool:
        """A chombo, a penalty between hands (a warning too), or a hand that carries a penalty."""
        kind = self.input.outcome.type
        return kind in (OutcomeType.CHOMBO, OutcomeType.PENALTY) or any(
            p < 0 for p in self.penalties
        )

    @property
    def is_penalty(self) -> bool:
        """A warning or point penalty between hands: not a hand of the game."""
        return self.input.outcome.type == OutcomeType.PENALTY

    @classmethod
    def from_json(cls, value: Any, where: Where | None = None) -> HandRecord:
        """A history entry (as `table_validation.validate_history_entry` passed it, or as
        `TableState.apply` made it); raises `FieldError` for one that is not."""
        where = where if where is not None else Where("entry")
        obj = as_object(value, where)
        before = read_object(obj, "before", where=where)
        answer = read_object(obj, "answer", where=where)
        here = where.key("answer")
        corrected = read_object(obj, "corrected", where=where, default=None, allow_none=True)
        recomputed = read_object(obj, "recomputed", where=where, default=None, allow_none=True)
        names = read_list(obj, "names", where=where, max_len=SEATS, default=None)
        mark = None
        if corrected is not None:
            there = where.key("corrected")
            original = corrected.get("original")
            mark = CorrectionMark(
                kind=str(corrected.get("kind", "")),
                at=read_str(corrected, "at", where=there, max_len=40, default=""),
                reason=read_str(corrected, "reason", where=there, max_len=1000, default=""),
                original=(
                    EnteredHand.from_json(original, there.key("original"))
                    if isinstance(original, Mapping)
                    else None
                ),
            )
        again = None
        if recomputed is not None:
            there = where.key("recomputed")
            again = Recomputed(
                old_deltas=tuple(_points(recomputed, "old_deltas", there, default=[0] * SEATS)),
                flags=tuple(str(f) for f in recomputed.get("flags", []) if isinstance(f, str)),
            )
        return cls(
            position=Position.from_json(before),
            input=parse_settle_input(obj.get("request"), where.key("request")),
            deltas=tuple(_points(answer, "deltas", here, default=[0] * SEATS)),
            penalties=tuple(_points(answer, "penalties", here, default=[0] * SEATS)),
            names=tuple(str(n) for n in names) if names is not None else None,
            corrected=str(corrected.get("kind")) if corrected is not None else None,
            flags=tuple(str(f) for f in (recomputed or {}).get("flags", []) if isinstance(f, str)),
            answer=_answer(obj, where),
            mark=mark,
            recomputed=again,
        )


# --------------------------------------------------------------------------------------------
# Corrections


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One field of a corrected hand: its name (``outcome``, ``han``, ``fu``, ``yakuman``,
    ``discarder``, ``winner``, ``riichi``, ...), the winner's seat it belongs to (or None) and
    its value before and after."""

    field: str
    seat: int | None
    before: object
    after: object


@dataclass(frozen=True, slots=True)
class LaterHand:
    """A later hand settled again by a correction: its index, old and new changes, flags."""

    hand: int
    old_deltas: tuple[int, ...]
    new_deltas: tuple[int, ...]
    flags: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CorrectionRecord:
    """An entry of the corrections journal (`core.corrections` writes it)."""

    kind: str
    at: str
    reason: str
    hand: int
    #: the corrected hand's position (an edit or a deletion), None for an insert or seating fix
    position: Position | None
    #: the hand's result before (an edit or a deletion) and after (an edit or an insert)
    old_input: SettleInput | None
    new_input: SettleInput | None
    old_deltas: tuple[int, ...] | None
    new_deltas: tuple[int, ...] | None
    later: tuple[LaterHand, ...]
    pending: int
    seats: tuple[int, int] | None = None
    #: the names the hand was played with (an edit or a deletion)
    names: tuple[str, ...] | None = None

    @property
    def changes(self) -> tuple[FieldChange, ...]:
        """The fields of the hand's result that the correction changed, before → after."""
        if self.old_input is None or self.new_input is None:
            return ()
        return outcome_changes(self.old_input, self.new_input)

    @property
    def settled_again(self) -> tuple[int, ...]:
        """Later hands whose changes in points moved."""
        return tuple(h.hand for h in self.later if h.old_deltas != h.new_deltas)

    @property
    def flagged(self) -> tuple[int, ...]:
        return tuple(h.hand for h in self.later if h.flags)


def _winner_fields(winner: Winner) -> dict[str, object]:
    return {"han": winner.han, "fu": winner.fu, "yakuman": winner.yakuman, "pao": winner.pao}


def outcome_changes(old: SettleInput, new: SettleInput) -> tuple[FieldChange, ...]:
    """What differs between two results of one hand, field by field (a winner's han, fu,
    yakuman and liable player; the kind of result, the discarder, the riichi, ...)."""
    out: list[FieldChange] = []
    a, b = old.outcome, new.outcome
    if a.type != b.type:
        out.append(FieldChange("outcome", None, a.type, b.type))
    for name in ("discarder", "reason"):
        if getattr(a, name) != getattr(b, name):
            out.append(FieldChange(name, None, getattr(a, name), getattr(b, name)))
    for name in ("offenders", "tenpai", "nagashi"):
        if getattr(a, name) != getattr(b, name):
            out.append(FieldChange(name, None, list(getattr(a, name)), list(getattr(b, name))))
    old_w = {w.seat: w for w in a.winners}
    new_w = {w.seat: w for w in b.winners}
    if list(old_w) != list(new_w):
        out.append(FieldChange("winners", None, list(old_w), list(new_w)))
    for seat in (s for s in old_w if s in new_w):
        before, after = _winner_fields(old_w[seat]), _winner_fields(new_w[seat])
        changed = {k for k in before if before[k] != after[k]}
        if changed & {"han", "fu"}:  # a value is read as a pair: "4 han 30 fu → 3 han 30 fu"
            changed |= {"han", "fu"}
        out.extend(FieldChange(k, seat, before[k], after[k]) for k in before if k in changed)
    if old.riichi != new.riichi:
        out.append(FieldChange("riichi", None, list(old.riichi), list(new.riichi)))
    return tuple(out)


def _hand_ref(value: int, where: Where, high: int) -> int:
    """A hand the record has: 0..`high`."""
    if not 0 <= value <= high:
        raise FieldError(where, "no_hand", found=value + 1, count=max(high + 1, 0))
    return value


def _later(value: Any, where: Where, high: int) -> tuple[LaterHand, ...]:
    items = as_list(value, where, max_len=MAX_HISTORY) if value is not None else []
    out = []
    for i, item in enumerate(items):
        here = where.index(i)
        obj = as_object(item, here)
        hand = read_int(obj, "hand", 0, MAX_HISTORY, where=here)
        flags = read_list(obj, "flags", where=here, max_len=MAX_FLAGS, default=[])
        out.append(
            LaterHand(
                hand=_hand_ref(hand, here.key("hand"), high),
                old_deltas=tuple(_points(obj, "old_deltas", here, default=[0] * SEATS)),
                new_deltas=tuple(_points(obj, "new_deltas", here, default=[0] * SEATS)),
                flags=tuple(
                    as_choice(f, here.key("flags").index(j), _FLAGS) for j, f in enumerate(flags)
                ),
            )
        )
    return tuple(out)


def parse_correction(
    value: Any,
    where: Where,
    *,
    hands: int,
    check_entry: Any = None,
    new_request: Any = None,
) -> CorrectionRecord:
    """An entry of the corrections journal of a record that has `hands` hands (counting the
    hands deleted by corrections: a reference may name a hand since deleted). `check_entry(
    value, where)` checks a whole history entry kept in it (the original hand). `new_request`:
    the corrected hand's request now (when the correction has just been made)."""
    obj = as_object(value, where)
    kind = read_str(obj, "kind", where=where, choices=_KINDS)
    # a seating fix may start after the last hand (from the next one on); an edit, insert or
    # deletion names a hand of the record (a deleted one counts in `hands`)
    high = hands if kind == CorrectionKind.SEATING else hands - 1
    hand = _hand_ref(read_int(obj, "hand", 0, MAX_HISTORY, where=where), where.key("hand"), high)
    original = read_object(obj, "original", where=where, default=None, allow_none=True)
    position = old_input = None
    old_deltas = None
    names = None
    if original is not None:
        here = where.key("original")
        if check_entry is not None:
            check_entry(original, here)
        position = Position.from_json(read_object(original, "before", where=here))
        old_input = parse_settle_input(original.get("request"), here.key("request"))
        answer = read_object(original, "answer", where=here)
        old_deltas = tuple(_points(answer, "deltas", here.key("answer"), default=[0] * SEATS))
        raw_names = original.get("names")
        if isinstance(raw_names, list):
            names = tuple(str(n) for n in raw_names)
    new_deltas = _points(obj, "new_deltas", where)
    seats = read_seats(obj, "seats", where=where, default=None, allow_none=True)
    if seats is not None and len(seats) != 2:
        raise FieldError(where.key("seats"), "list_exact", limit=2)
    names_before = read_list(obj, "names_before", where=where, max_len=SEATS, default=[])
    for i, name in enumerate(names_before):
        as_text(name, where.key("names_before").index(i))
    return CorrectionRecord(
        kind=kind,
        at=read_str(obj, "at", where=where, max_len=40, default=""),
        reason=read_str(obj, "reason", where=where, max_len=MAX_REASON_TEXT, default=""),
        hand=hand,
        position=position,
        old_input=old_input,
        new_input=(
            parse_settle_input(new_request, Where("request"))
            if new_request is not None and kind != CorrectionKind.DELETE
            else None
        ),
        old_deltas=old_deltas,
        new_deltas=tuple(new_deltas) if new_deltas is not None else None,
        later=_later(obj.get("later"), where.key("later"), hands - 1 if hands else -1),
        pending=read_int(obj, "pending", 0, MAX_HISTORY * 10, where=where, default=0),
        seats=(seats[0], seats[1]) if seats is not None else None,
        names=names,
    )


def deletions(journal: Sequence[Any]) -> int:
    """How many hands the journal's corrections deleted (a reference may name one of them)."""
    return sum(
        1 for j in journal if isinstance(j, Mapping) and j.get("kind") == CorrectionKind.DELETE
    )


def parse_pending(value: Any, where: Where) -> SettleInput:
    """A hand kept aside by a correction: its request, answer and position, typed; its
    reason one of `PendingReason`."""
    obj = as_object(value, where)
    read_str(obj, "reason", where=where, choices=_PENDING, default=str(PendingReason.REFUSED))
    read_object(obj, "before", where=where)
    answer = read_object(obj, "answer", where=where, default=None, allow_none=True)
    if answer is not None:
        _points(answer, "deltas", where.key("answer"))
    read_object(obj, "error", where=where, default=None, allow_none=True)
    return parse_settle_input(obj.get("request"), where.key("request"))


__all__ = [
    "MAX_COUNTER",
    "MAX_POINTS",
    "CorrectionKind",
    "CorrectionMark",
    "CorrectionRecord",
    "EnteredHand",
    "FieldChange",
    "HandFlag",
    "HandRecord",
    "LaterHand",
    "Outcome",
    "PendingReason",
    "Position",
    "Recomputed",
    "SettleInput",
    "Winner",
    "deletions",
    "outcome_changes",
    "parse_correction",
    "parse_outcome",
    "parse_pending",
    "parse_settle_input",
    "parse_winner",
]
