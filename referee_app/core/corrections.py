"""Corrections to a game's record: edit, delete or insert a past hand, fix the seating from a
hand on. Every later hand is settled again from the corrected position, by the engine, with
the result it was entered with (its outcome, its winners' han and fu, its riichi).

What a later hand keeps is what the referee entered for it, never a guess. Where that result
can no longer be settled as entered, the hand and every one after it are kept aside as
*pending* (`TableState.pending`) for the referee to enter again or discard: the game ended
earlier, a player could no longer afford a riichi, the engine refuses the outcome in the new
position. A hand settled again whose meaning may have moved is *flagged* for the referee to
look at: its dealer changed (a winner's seat wind and dealer bonus follow the dealer: the han
typed may hold a seat-wind yakuhai), or its payments were taken as given (``points``) in
another position.

Each correction is written into the table's journal (`TableState.corrections`): when, why,
what it changed (the original entries, each later hand's old and new changes), so that the
record can be handed in with its corrections visible. `TableState.undo_correction` takes the
last correction back whole.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.answers import SettleAnswer
from referee_app.core.records import CorrectionKind, HandFlag, PendingReason
from referee_app.core.table_state import TableState, now_iso

SEATS = 4
#: a correction's reason, as typed by the referee (one line in reports)
MAX_REASON = 500


class CorrectionError(ValueError):
    """The correction cannot be made; nothing was changed. `answer` is the engine's refusal
    of the corrected hand itself, when that is the cause."""

    def __init__(self, message: str, answer: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.answer = dict(answer) if answer is not None else None


def swap_seat_fields(request: Mapping[str, Any], a: int, b: int) -> dict[str, Any]:
    """`request` (a `settle` input) with seats `a` and `b` exchanged wherever a seat is named:
    the riichi list and the outcome's discarder, winners, liable players, tenpai, nagashi and
    offenders."""

    def seat(value: object) -> object:
        if value == a:
            return b
        if value == b:
            return a
        return value

    def seats(values: object) -> list[object]:
        return [seat(v) for v in values] if isinstance(values, list) else []

    out = copy.deepcopy(dict(request))
    riichi = out.get("riichi")
    if isinstance(riichi, list):
        out["riichi"] = sorted(int(v) for v in seats(riichi) if isinstance(v, int))
    outcome = out.get("outcome")
    if isinstance(outcome, dict):
        for key in ("discarder", "winner", "pao", "offender", "tenpai", "nagashi", "offenders"):
            if key in outcome:
                value = outcome[key]
                outcome[key] = seats(value) if isinstance(value, list) else seat(value)
        for winner in outcome.get("winners", []) or []:
            if isinstance(winner, dict):
                for key in ("seat", "pao"):
                    if key in winner:
                        winner[key] = seat(winner[key])
    return out


def _hand_input(entry: Mapping[str, Any]) -> tuple[dict[str, Any], list[int], bool]:
    """What the referee entered for a history entry: outcome, riichi, last-hand tick."""
    request = entry["request"]
    return (
        copy.deepcopy(dict(request.get("outcome", {}))),
        list(request.get("riichi", [])),
        bool(entry["before"].get("last_hand", False)),
    )


def entered_result(state: TableState, index: int) -> tuple[dict[str, Any], list[int]]:
    """What the referee entered for hand `index` as the request holds it (copies of its
    outcome and riichi), for the result form to be filled with when the hand is corrected:
    settled again, it must be the same request, field for field."""
    outcome, riichi, _last_hand = _hand_input(state.history[index])
    return outcome, riichi


def _winner_seats(outcome: Mapping[str, Any]) -> list[object]:
    if outcome.get("type") == "tsumo":
        return [outcome.get("winner")]
    return [w.get("seat") for w in outcome.get("winners", []) or [] if isinstance(w, Mapping)]


def _has_given_points(outcome: Mapping[str, Any]) -> bool:
    if outcome.get("type") == "tsumo":
        return outcome.get("points") is not None
    return any(
        isinstance(w, Mapping) and w.get("points") is not None
        for w in outcome.get("winners", []) or []
    )


class Replay:
    """Settles hands one after another from a position of `state`, on a copy of it."""

    def __init__(
        self, state: TableState, start: int, swapped: tuple[int, int] | None = None
    ) -> None:
        self.swapped = swapped
        self.scratch = TableState()
        self.scratch.load_dict(state.to_dict())
        self.scratch.history = copy.deepcopy(state.history[:start])
        if start < len(state.history):
            self.scratch.restore_position(state.history[start]["before"])
        self.scratch.pending = []
        self.pending: list[dict[str, Any]] = []
        self.changes: list[dict[str, Any]] = []

    def settle(
        self,
        outcome: Mapping[str, Any],
        riichi: Sequence[int],
        last_hand: bool,
        ruleset: object = None,
    ) -> SettleAnswer:
        """Apply one hand on the copy (its game ruleset `ruleset` when given)."""
        scratch = self.scratch
        if ruleset is not None:
            scratch.play_under(ruleset)
        scratch.last_hand = last_hand
        return scratch.apply(outcome, riichi)

    def settle_again(self, index: int, old: Mapping[str, Any]) -> None:
        """Settle the old history entry number `index` again, as it was entered; keep it
        aside as pending where it cannot be."""
        outcome, riichi, last_hand = _hand_input(old)
        if self.pending:
            self.pending.append(_pending(old, PendingReason.AFTER_PENDING))
            return
        if self.scratch.game_over:
            self.pending.append(_pending(old, PendingReason.GAME_OVER_BEFORE))
            return
        before_dealer = self.scratch.dealer
        answer = self.settle(outcome, riichi, last_hand, old["before"].get("ruleset"))
        if not answer.get("ok"):
            self.pending.append(_pending(old, PendingReason.REFUSED, answer.get("error")))
            return
        flags: list[str] = []
        if before_dealer != old["before"].get("dealer"):
            flags.append(str(HandFlag.DEALER_CHANGED))
        moved = any(
            self.scratch.history[-1]["before"].get(k) != old["before"].get(k)
            for k in ("dealer", "honba", "riichi_sticks", "round_wind")
        )
        if self.swapped is not None and set(_winner_seats(outcome)) & set(self.swapped):
            flags.append(str(HandFlag.SEAT_WIND_CHANGED))
        if moved and _has_given_points(outcome):
            flags.append(str(HandFlag.POINTS_AS_ENTERED))
        new_deltas = list(answer.get("deltas", []))
        old_deltas = list(old["answer"].get("deltas", []))
        entry = self.scratch.history[-1]
        for key in ("names", "corrected"):
            if key in old:
                entry[key] = copy.deepcopy(old[key])
        if flags or new_deltas != old_deltas:
            entry["recomputed"] = {"old_deltas": old_deltas, "flags": flags}
        self.changes.append(
            {"hand": index, "old_deltas": old_deltas, "new_deltas": new_deltas, "flags": flags}
        )


def _mark(
    kind: CorrectionKind, at: str, reason: str, original: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The `corrected` mark of a hand: how, when and why, and what it was before (an edit)."""
    mark: dict[str, Any] = {"kind": str(kind), "at": at, "reason": reason}
    if original is not None:
        mark["original"] = {
            "request": copy.deepcopy(dict(original["request"])),
            "answer": copy.deepcopy(dict(original["answer"])),
        }
    return mark


def _pending(
    entry: Mapping[str, Any], reason: PendingReason, error: object = None
) -> dict[str, Any]:
    out = {
        "request": copy.deepcopy(dict(entry["request"])),
        "answer": copy.deepcopy(dict(entry["answer"])),
        "before": copy.deepcopy(dict(entry["before"])),
        "reason": str(reason),
    }
    if isinstance(error, Mapping):
        out["error"] = copy.deepcopy(dict(error))
    return out


def _finish(
    state: TableState,
    replay: Replay,
    journal: dict[str, Any],
) -> dict[str, Any]:
    """Adopt the replayed copy into `state` (one undo step) and journal the correction."""
    journal["later"] = replay.changes
    journal["pending"] = len(replay.pending)
    state.adopt_correction(replay.scratch, replay.pending, journal)
    return journal


def preview_at(
    state: TableState, index: int, outcome: Mapping[str, Any], riichi: Sequence[int]
) -> SettleAnswer:
    """What `outcome` would do as hand `index` (the hand corrected, or the one a forgotten
    hand is inserted before), at that hand's position; nothing changes."""
    replay = Replay(state, min(index, len(state.history)))
    if index < len(state.history):
        before = state.history[index]["before"]
        replay.scratch.play_under(before.get("ruleset"))
        replay.scratch.last_hand = bool(before.get("last_hand", False))
    return replay.scratch.preview(outcome, riichi)


def _check_reason(reason: str) -> str:
    text = " ".join(reason.split())
    if not text:
        raise CorrectionError("A correction needs a reason.")
    return text[:MAX_REASON]


def _check_index(state: TableState, index: int, *, end_ok: bool = False) -> None:
    last = len(state.history) if end_ok else len(state.history) - 1
    if not 0 <= index <= last:
        raise CorrectionError(f"There is no hand {index + 1} in the history.")


def _replay_after(
    state: TableState,
    start: int,
    first: Callable[[Replay], dict[str, Any] | None],
    later: Sequence[dict[str, Any]],
    first_later_index: int,
    *,
    swapped: tuple[int, int] | None = None,
) -> Replay:
    """Settle `first` (the corrected hand, or nothing) from position `start`, then every old
    entry of `later` again (numbered from `first_later_index`)."""
    replay = Replay(state, start, swapped)
    answer = first(replay)
    if answer is not None and not answer.get("ok"):
        raise CorrectionError("The corrected hand is refused by the engine.", answer)
    for offset, old in enumerate(later):
        replay.settle_again(first_later_index + offset, old)
    for old in state.pending:  # hands already pending stay so, after those just replayed
        replay.pending.append(copy.deepcopy(old))
    return replay


def edit_hand(
    state: TableState,
    index: int,
    outcome: Mapping[str, Any],
    riichi: Sequence[int],
    reason: str,
) -> dict[str, Any]:
    """Replace the result of hand `index` (0-based) and settle every later hand again.

    Raises `CorrectionError` (nothing changed) when the corrected hand itself is refused.
    Returns the journal entry.
    """
    _check_index(state, index)
    why = _check_reason(reason)
    original = copy.deepcopy(state.history[index])
    _, _, last_hand = _hand_input(original)

    at = now_iso()

    def first(replay: Replay) -> dict[str, Any]:
        answer = replay.settle(outcome, riichi, last_hand, original["before"].get("ruleset"))
        if answer.get("ok"):
            entry = replay.scratch.history[-1]
            if "names" in original:
                entry["names"] = copy.deepcopy(original["names"])
            entry["corrected"] = _mark(CorrectionKind.EDIT, at, why, original)
        return dict(answer)

    replay = _replay_after(state, index, first, state.history[index + 1 :], index + 1)
    return _finish(
        state,
        replay,
        {
            "kind": str(CorrectionKind.EDIT),
            "at": at,
            "reason": why,
            "hand": index,
            "original": original,
            "new_deltas": list(replay.scratch.history[index]["answer"].get("deltas", [])),
        },
    )


def delete_hand(state: TableState, index: int, reason: str) -> dict[str, Any]:
    """Remove hand `index` (entered by mistake) and settle every later hand again."""
    _check_index(state, index)
    why = _check_reason(reason)
    original = copy.deepcopy(state.history[index])
    replay = _replay_after(state, index, lambda _r: None, state.history[index + 1 :], index)
    return _finish(
        state,
        replay,
        {
            "kind": str(CorrectionKind.DELETE),
            "at": now_iso(),
            "reason": why,
            "hand": index,
            "original": original,
        },
    )


def insert_hand(
    state: TableState,
    index: int,
    outcome: Mapping[str, Any],
    riichi: Sequence[int],
    reason: str,
    *,
    last_hand: bool = False,
) -> dict[str, Any]:
    """Insert a forgotten hand before hand `index` (`len(history)`: after the last one, as a
    hand played now) and settle every later hand again."""
    _check_index(state, index, end_ok=True)
    why = _check_reason(reason)
    before = state.history[index]["before"] if index < len(state.history) else None
    ruleset = before.get("ruleset") if before is not None else None

    at = now_iso()

    def first(replay: Replay) -> dict[str, Any]:
        answer = replay.settle(outcome, riichi, last_hand, ruleset)
        if answer.get("ok"):
            replay.scratch.history[-1]["corrected"] = _mark(CorrectionKind.INSERT, at, why)
        return dict(answer)

    replay = _replay_after(state, index, first, state.history[index:], index + 1)
    return _finish(
        state,
        replay,
        {
            "kind": str(CorrectionKind.INSERT),
            "at": at,
            "reason": why,
            "hand": index,
            "new_deltas": list(replay.scratch.history[index]["answer"].get("deltas", [])),
        },
    )


def swap_seats(state: TableState, a: int, b: int, from_index: int, reason: str) -> dict[str, Any]:
    """The players recorded at seats `a` and `b` sat in each other's seats from hand
    `from_index` (0-based) on: they exchange names and points there, every hand from then on
    names the other seat wherever it named one of them, and is settled again.

    The hands before `from_index` keep the names they were played with. From the first hand
    (`from_index` 0) this is the seating fixed for the whole game.
    """
    if not (0 <= a < SEATS and 0 <= b < SEATS) or a == b:
        raise CorrectionError("Choose two different seats.")
    _check_index(state, from_index, end_ok=True)
    why = _check_reason(reason)
    old_names = list(state.names)
    new_names = list(old_names)
    new_names[a], new_names[b] = old_names[b], old_names[a]
    later = [copy.deepcopy(e) for e in state.history[from_index:]]
    for entry in later:
        entry["request"] = swap_seat_fields(entry["request"], a, b)
        if "names" in entry:  # named by an earlier seating fix: the same two exchange there
            names = entry["names"]
            names[a], names[b] = names[b], names[a]

    def first(replay: Replay) -> None:
        scratch = replay.scratch
        for values in (scratch.scores, scratch.penalties):
            values[a], values[b] = values[b], values[a]
        for entry in scratch.history:  # the hands before keep the names they were played with
            entry.setdefault("names", list(old_names))
        scratch.names = new_names

    replay = _replay_after(state, from_index, first, later, from_index, swapped=(a, b))
    return _finish(
        state,
        replay,
        {
            "kind": str(CorrectionKind.SEATING),
            "at": now_iso(),
            "reason": why,
            "hand": from_index,
            "seats": [a, b],
            "names_before": old_names,
        },
    )


__all__ = [
    "MAX_REASON",
    "CorrectionError",
    "CorrectionKind",
    "HandFlag",
    "PendingReason",
    "delete_hand",
    "edit_hand",
    "insert_hand",
    "now_iso",
    "preview_at",
    "swap_seat_fields",
    "swap_seats",
]
