"""A table game in words: where a hand was played, its result, the changes it made, what comes
next. One place for the Table view, its large-type overlay and the report, so that the three
always say the same thing.

Messages keep the Table view's translation context ("TableView"), where they were first said.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from engine.errors import EngineError
from engine.rulesets import ruleset_from_json
from referee_app.core.records import (
    EnteredHand,
    HandRecord,
    Outcome,
    Position,
    Winner,
    parse_pending,
)
from referee_app.core.validate import Where
from referee_app.text import assumed_marks, formats, labels
from referee_app.text.placeholders import fill

if TYPE_CHECKING:
    from referee_app.core.table_state import TableState

SEATS = 4
WINDS = ("E", "S", "W", "N")


def _tr(text: str) -> str:
    return QCoreApplication.translate("TableView", text)


def clock_time(at: object) -> str:
    """A correction's time as the referee reads it beside the hand: "14:05" (the journal
    keeps the full ISO time with its date and offset); anything else as it is."""
    try:
        return datetime.fromisoformat(str(at)).strftime("%H:%M")
    except ValueError:
        return str(at)


def points(value: int) -> str:
    """ "25,000": table points in the language's grouping."""
    return labels.points_text(value)


def thousands(value: float) -> str:
    """ "+11.3", "−5.0", "0.0" ("+11,3" in Russian and Ukrainian): a final-result part in
    thousands, signed, in the language's number format (`formats.signed_decimal`)."""
    return formats.signed_decimal(value)


def unbroken(text: str) -> str:
    """`text` with no-break spaces, so that a short "name +1,000" never splits across lines."""
    return text.replace(" ", "\N{NO-BREAK SPACE}") if len(text) <= 32 else text


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


class TableWords:
    """The words for one table: its players' names (an empty name is "Player N"), the seat
    that dealt East 1 (hand numbers count from it) and, when known, each seat's wind now."""

    def __init__(
        self,
        names: Sequence[str],
        first_dealer: int = 0,
        seat_winds: Sequence[str] = (),
    ) -> None:
        self.names = [str(n).strip() if isinstance(n, str) else "" for n in names]
        self.names += [""] * (SEATS - len(self.names))
        self.first_dealer = first_dealer
        self.seat_winds = list(seat_winds)

    @classmethod
    def of(cls, state: TableState) -> TableWords:
        """The words for the game in `state` as it stands."""
        return cls(state.names, state.first_dealer, [state.seat_wind(s) for s in range(SEATS)])

    # --- players ---------------------------------------------------------------------------

    def name(self, seat: object) -> str:
        """The player's name ("Player 2" when none was given); "?" for no seat."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < SEATS:
            return "?"
        return self.names[seat] or fill(_tr("Player %1"), str(seat + 1))

    def seat_name(self, seat: int | None) -> str:
        """ "Anna (East)": the name with the seat's wind now; "Table" for the riichi sticks."""
        if seat is None:
            return _tr("Table")
        name = self.name(seat)
        if 0 <= seat < len(self.seat_winds):
            return f"{name} ({labels.wind_label(self.seat_winds[seat])})"
        return name

    def payer_name(self, seat: object) -> str:
        """A preview cell: the player's name, or "Table" for the riichi sticks."""
        return _tr("Table") if seat is None else self.name(seat)

    def changes(self, deltas: Sequence[object]) -> str:
        """ "Anna +1,000 · Boris −1,000 · …": every player's change, never split in a name."""
        return " · ".join(
            unbroken(f"{self.name(s)} {labels.signed_points_text(_int(d))}")
            for s, d in enumerate(deltas)
        )

    # --- where and what --------------------------------------------------------------------

    def hand_number(self, dealer: object, first_dealer: object = None) -> int:
        """The hand's number within its wind, counted from the seat that dealt East 1."""
        first = self.first_dealer if first_dealer is None else _int(first_dealer)
        return (_int(dealer) - first) % SEATS + 1

    def position(self, before: Mapping[str, Any]) -> str:
        """ "South 2, 1 honba": where a hand was played."""
        return fill(
            _tr("%1 %2, %3 honba"),
            labels.wind_label(str(before.get("round_wind", "E"))),
            str(self.hand_number(before.get("dealer"), before.get("first_dealer"))),
            str(_int(before.get("honba"))),
        )

    def position_of(self, position: Position) -> str:
        """ "South 2, 1 honba": where a hand of the history was played."""
        return fill(
            _tr("%1 %2, %3 honba"),
            labels.wind_label(position.round_wind),
            str(position.hand_number),
            str(position.honba),
        )

    def round_header(self, state: TableState) -> str:
        """The header: the hand in play and the counters, or "Game over" with why."""
        if state.game_over:
            reason = state.end_reason
            if reason == "referee":
                return _tr("Game over — ended by the referee")
            if reason:
                return fill(_tr("Game over — %1"), labels.game_end_label(reason))
            return _tr("Game over")
        return fill(
            _tr("%1 %2 · honba: %3 · riichi sticks: %4"),
            labels.wind_label(state.round_wind),
            str(state.hand_number),
            str(state.honba),
            str(state.riichi_sticks),
        )

    def value(self, winner: Winner, answer: Mapping[str, Any], *, long: bool) -> str:
        """ "3 han, 30 fu", "Mangan" (long: "Mangan: 5 han, 30 fu") or "Yakuman"."""
        if winner.yakuman:
            return labels.yakuman_text(winner.yakuman)
        han_fu = labels.han_fu_text(winner.han, winner.fu)
        winners = answer.get("winners", [])
        limit = next(
            (
                w.get("limit")
                for w in (winners if isinstance(winners, list) else [])
                if isinstance(w, Mapping) and w.get("seat") == winner.seat
            ),
            None,
        )
        if limit:
            name = labels.limit_label(str(limit))
            return f"{name}: {han_fu}" if long else name
        return han_fu

    def outcome(self, hand: HandRecord | EnteredHand, *, long: bool = False) -> str:
        """ "Ron: Boris (3 han, 30 fu) ← Vera", "Chombo: Vera": a hand's result; `long` adds
        the limit's han and fu, who was tenpai, who had nagashi mangan, who declared riichi."""
        return self.outcome_text(
            hand.input.outcome, hand.answer, long=long, riichi=hand.input.riichi
        )

    def outcome_text(
        self,
        outcome: Outcome,
        answer: Mapping[str, Any],
        *,
        long: bool = False,
        riichi: Sequence[int] = (),
    ) -> str:
        """A result entered (`outcome`) with the values the engine's `answer` gave it."""
        kind = outcome.type
        what = labels.outcome_label(kind)
        if kind == "ron":
            winners = ", ".join(
                f"{self.name(w.seat)} ({self.value(w, answer, long=long)})" for w in outcome.winners
            )
            what += f": {winners} ← {self.name(outcome.discarder)}"
        elif kind == "tsumo" and outcome.winners:
            winner = outcome.winners[0]
            what += f": {self.name(winner.seat)} ({self.value(winner, answer, long=long)})"
        elif kind == "chombo":
            what += f": {', '.join(self.name(s) for s in outcome.offenders)}"
        elif kind == "penalty":  # between hands: the offence, and a warning says so
            what += f": {', '.join(self.name(s) for s in outcome.offenders)}"
            if outcome.offence:
                what += f" ({labels.penalty_label(outcome.offence)})"
            penalty = answer.get("penalty")
            if isinstance(penalty, Mapping) and penalty.get("warning") is True:
                what += f" · {labels.penalty_consequence_label('warning')}"
        elif kind == "abortive":
            what += f": {labels.abortive_label(str(outcome.reason or ''))}"
        if long:
            what += "".join(f" · {part}" for part in self.declared(outcome, riichi))
        return what

    def declared(self, outcome: Outcome, riichi: Sequence[int] = ()) -> list[str]:
        """Who was tenpai at a draw, who had nagashi mangan, who declared riichi."""
        parts = []

        def names(seats: Sequence[int]) -> str:
            return ", ".join(self.name(s) for s in seats)

        if outcome.type == "draw":
            tenpai = names(outcome.tenpai)
            parts.append(fill(_tr("tenpai: %1"), tenpai) if tenpai else _tr("all noten"))
            nagashi = names(outcome.nagashi)
            if nagashi:
                parts.append(fill(_tr("nagashi mangan: %1"), nagashi))
        if riichi:
            parts.append(fill(_tr("riichi: %1"), names(riichi)))
        return parts

    def description(self, hand: HandRecord) -> str:
        """ "South 2, 1 honba — Ron: Boris (3 han, 30 fu) ← Vera": where a hand of the history
        was played, its result and each winner's hand value."""
        return f"{self.position_of(hand.position)} — {self.outcome(hand)}"

    # --- history ---------------------------------------------------------------------------

    def history_line(self, index: int, hand: HandRecord) -> str:
        """One line: number, position, result with values, then each change with its name
        ("Boris +5,800, Vera −5,800"; nobody's score changed: nothing) and any penalty; an
        amount worked from an assumed rule value carries the mark (`assumed_notes` say which)."""
        answer = hand.answer
        text = f"{index + 1}. {self.description(hand)}"
        changes = [
            f"{self.name(seat)} {assumed_marks.marked(labels.signed_points_text(d), answer)}"
            for seat, d in enumerate(hand.deltas)
            if d
        ]
        if changes:
            text += " · " + ", ".join(changes)
        for seat, p in enumerate(hand.penalties):
            if p:
                text += " · " + fill(
                    _tr("%1: penalty %2"),
                    self.name(seat),
                    assumed_marks.marked(labels.signed_points_text(p), answer),
                )
        return text

    @staticmethod
    def assumed_notes(hand: HandRecord | EnteredHand, ruleset: Any = None) -> list[str]:
        """The notes on a history entry's marked amounts: one line per assumed rule value its
        settlement was worked from, under the ruleset it was settled with (`ruleset` where the
        entry does not say)."""
        answer = hand.answer
        if not assumed_marks.assumed_fields(answer):
            return []
        value = hand.input.ruleset
        # a ruleset this version cannot read: the game's, if given
        if value is not None:
            with suppress(EngineError):
                ruleset = ruleset_from_json(value)
        return assumed_marks.notes(ruleset, answer) if ruleset is not None else []

    @classmethod
    def penalty_notes(
        cls, hands: Sequence[HandRecord], seat: int, ruleset: Any = None
    ) -> list[str]:
        """The notes on a player's penalties so far: those of every hand in `hands` that
        took a penalty off `seat` and was worked from an assumed rule value (each note once);
        none when no such hand. A total with notes carries the mark."""
        notes: list[str] = []
        for hand in hands:
            if seat < len(hand.penalties) and hand.penalties[seat]:
                notes += [n for n in cls.assumed_notes(hand, ruleset) if n not in notes]
        return notes

    def history_tip(self, index: int, hand: HandRecord) -> str:
        """The history line in full: the values with han and fu, every player's change and
        score after the hand, the ruleset it was settled under, and the notes on its marks."""
        answer = hand.answer
        lines = [
            f"{index + 1}. {self.position_of(hand.position)} — {self.outcome(hand, long=True)}"
        ]
        scores = answer.get("scores", [])
        for seat, d in enumerate(hand.deltas):
            after = points(int(scores[seat])) if seat < len(scores) else "?"
            change = labels.signed_points_text(d)
            lines.append(
                fill(
                    _tr("%1: %2 → %3"),
                    self.name(seat),
                    assumed_marks.marked(change, answer if d else None),
                    after,
                )
            )
        for seat, p in enumerate(hand.penalties):
            if p:
                lines.append(
                    fill(
                        _tr("%1: penalty %2"),
                        self.name(seat),
                        assumed_marks.marked(labels.signed_points_text(p), answer),
                    )
                )
        if hand.input.ruleset is not None:
            lines.append(fill(_tr("Ruleset: %1"), labels.ruleset_name(hand.input.ruleset)))
        lines += self.assumed_notes(hand)
        return "\n".join(lines)

    # --- corrections ------------------------------------------------------------------------

    def for_entry(self, hand: HandRecord) -> TableWords:
        """The words for a hand of the history: with the names it was played with (where a
        seating fix gave it its own) and each seat's wind in that hand (the dealer of that
        hand is East), never today's."""
        winds = [hand.position.seat_wind(seat) for seat in range(SEATS)]
        names = list(hand.names) if hand.names is not None else self.names
        return TableWords(names, self.first_dealer, winds)

    #: before a pending hand in the history: a pause sign every common font has (U+2016; the
    #: pause symbol U+23F8 is missing from DejaVu, the usual Linux font, and showed as a box)
    PENDING_MARK = "‖ "
    #: every mark the history shows, for the test that the app's font has each
    MARKS = ("✎ ", "⚠ ", "↻ ", PENDING_MARK)

    @staticmethod
    def mark(hand: HandRecord) -> str:
        """ "✎ " for a corrected hand, "⚠ " for one flagged for the referee, "↻ " for one
        settled again with other changes; "" for a hand as it was entered."""
        if hand.mark is not None:
            return "✎ "
        if hand.recomputed is not None and hand.recomputed.flags:
            return "⚠ "
        if hand.recomputed is not None:
            return "↻ "
        return ""

    @staticmethod
    def flag_text(flag: str) -> str:
        """Why a hand settled again wants the referee's eye."""
        texts = {
            "dealer_changed": _tr(
                "another player dealt this hand after the correction: check the han entered "
                "(seat wind, dealer)"
            ),
            "seat_wind_changed": _tr(
                "the winner sat at another wind after the seating fix: check the han entered "
                "(seat wind)"
            ),
            "points_as_entered": _tr(
                "its payments were taken as entered, in another position: check them"
            ),
        }
        return texts.get(flag, flag)

    def correction_lines(self, hand: HandRecord) -> list[str]:
        """What a correction did to a hand, for its tool tip and the report."""
        lines: list[str] = []
        mark = hand.mark
        if mark is not None:
            head = (
                _tr("Inserted at %1: %2") if mark.kind == "insert" else _tr("Corrected at %1: %2")
            )
            lines.append(fill(head, clock_time(mark.at), mark.reason))
            if mark.original is not None:
                lines.append(
                    fill(
                        _tr("Entered before: %1 · %2"),
                        self.outcome(mark.original),
                        self.changes(mark.original.answer.get("deltas", [])),
                    )
                )
        again = hand.recomputed
        if again is not None:
            lines.append(
                fill(
                    _tr("Settled again after a correction; before: %1"),
                    self.changes(again.old_deltas),
                )
            )
            lines.extend(fill(_tr("Check: %1"), self.flag_text(f)) for f in again.flags)
        return lines

    def pending_reason(self, pending: Mapping[str, Any]) -> str:
        """Why a hand is pending: the correction's reason, or the engine's refusal in words
        (its `SettleProblem`, each seat said as the player's name)."""
        reason = pending.get("reason")
        if reason == "game_over_before":
            return _tr("the game ended before this hand")
        if reason == "after_pending":
            return _tr("a hand before it is pending")
        error = pending.get("error")
        if isinstance(error, Mapping):
            return labels.error_label(str(error.get("code", "")), error.get("details"), self.name)
        return _tr("it cannot be settled as entered")

    def pending_line(self, pending: Mapping[str, Any]) -> str:
        """ "Pending: Ron: Boris (3 han, 30 fu) ← Vera — the game ended before this hand"."""
        entered = parse_pending(pending, Where("pending"))
        answer = pending.get("answer")
        outcome = self.outcome_text(
            entered.outcome, answer if isinstance(answer, Mapping) else {}, riichi=entered.riichi
        )
        return fill(_tr("Pending: %1 — %2"), outcome, self.pending_reason(pending))

    def correction_summary(self, journal: Mapping[str, Any]) -> str:
        """One line of the corrections journal: "14:05 Hand 3 corrected: reason (hands 4–6
        settled again, 1 pending)"."""
        number = _int(journal.get("hand")) + 1
        kind = journal.get("kind")
        if kind == "delete":
            what = fill(_tr("Hand %1 deleted"), str(number))
        elif kind == "insert":
            what = fill(_tr("Hand %1 inserted"), str(number))
        elif kind == "seating":
            seats = journal.get("seats", [])
            names = journal.get("names_before", self.names)
            pair = [
                str(names[s])
                if isinstance(s, int) and 0 <= s < len(names) and names[s]
                else self.name(s)
                for s in (seats if isinstance(seats, list) else [])
            ]
            what = fill(
                _tr("Seats of %1 and %2 exchanged from hand %3"),
                pair[0] if pair else "?",
                pair[1] if len(pair) > 1 else "?",
                str(number),
            )
        else:
            what = fill(_tr("Hand %1 corrected"), str(number))
        later = journal.get("later", [])
        pending = _int(journal.get("pending"))
        extra = []
        if isinstance(later, list) and later:
            extra.append(fill(_tr("later hands settled again: %1"), str(len(later))))
        if pending:
            extra.append(fill(_tr("pending: %1"), str(pending)))
        text = f"{clock_time(journal.get('at', ''))} {what}: {journal.get('reason', '')}"
        return f"{text} ({', '.join(extra)})" if extra else text

    # --- what comes next -------------------------------------------------------------------

    def next_hand(self, answer: Mapping[str, Any]) -> str:
        """Penalties off the final score (marked where worked from an assumed rule value), then
        the next hand with its counters (or the end)."""
        nxt = answer.get("next", {})
        parts = []
        for seat, p in enumerate(int(p) for p in answer.get("penalties", [0] * SEATS)):
            if p:
                parts.append(
                    fill(
                        _tr("%1: %2 off the final score"),
                        self.name(seat),
                        assumed_marks.marked(points(-p if p < 0 else p), answer),
                    )
                )
        if nxt.get("game_over"):
            parts.append(_tr("Then the game is over."))
        else:
            parts.append(
                fill(
                    _tr("Next: %1 %2, honba: %3, riichi sticks on the table: %4"),
                    labels.wind_label(str(nxt.get("round_wind", "E"))),
                    str(self.hand_number(nxt.get("dealer", 0))),
                    str(nxt.get("honba", 0)),
                    str(nxt.get("riichi_sticks", 0)),
                )
            )
        return "\n".join(parts)


__all__ = ["SEATS", "TableWords", "clock_time", "points", "thousands", "unbroken"]
