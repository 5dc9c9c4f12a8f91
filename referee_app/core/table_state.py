"""The game at one table: seats, scores, round, counters, riichi sticks and the hand history.

`TableState` holds no rule logic of its own: every hand goes through the engine's `settle`
command and the end of the game through `final`, under the game's ruleset (with the table's
uma choice, e.g. RRC's 15/5 alternative, laid over it).
A hand is previewed first (`preview`), then applied (`apply`); every applied hand can be undone.
The uma choice (e.g. RRC's 30/10 or 15/5) can be changed during the game and after its end: the
final results use it. It is fixed only once a penalty was recorded under a ruleset that counts
its chombo in uma steps (`uma_locked`), because such a penalty is recorded in points under the
uma of its hand.

A game is settled under one ruleset: the game's own (`ruleset`), kept in the table file. Until
the first hand is applied it follows the ruleset selected in the `AppContext` (the selector the
Hand tab shares); from then on a change of the selector leaves the game alone
(`ruleset_differs` tells the view to say so), and only `set_game_ruleset` switches it, from
the next hand on (the hands already applied keep the ruleset in their own requests).
`new_game` takes the selector's ruleset. A table file without a ``ruleset`` field (written
before the game kept its own) is played under the ruleset selected when it is loaded, which
`case_files.apply_table` has just set from the file.

Before the first hand the referee sets the seating (names in turn order and the seat that
deals East 1, `set_seating`) and confirms it (`confirm_seating`, rrc.md §4 "Wrong seating");
once a hand is applied the seating is fixed until `new_game`. A timed session's end is
recorded with `record_time_up`: the ruleset's `time_up_end` says which hand is the last, the
one in play ("stop after the current hand") or the one after it (EMA 2016 §5.9, rrc.md §1 row
35: "finish the current hand and play one more").

The game clock's state (`clock_state`, see `GameClock.to_state`) is kept with the table, so that
a restart of the app (autosave) or a reopened table file brings the clock back: a running clock
as if it had kept running meanwhile, a paused or expired one as it was.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Protocol, cast

from PySide6.QtCore import QObject, Signal

from engine import api
from engine.answers import FinalAnswer, NextPenaltyAnswer, SettleAnswer
from engine.errors import EngineError
from engine.ids import ErrorCode, Wind
from engine.rulesets import (
    PRESETS,
    Ruleset,
    ruleset_from_json,
    ruleset_to_json,
    ruleset_to_overrides,
)
from referee_app.core.context import AppContext
from referee_app.core.records import HandRecord, Position, deletions, parse_correction
from referee_app.core.rulings import (
    TableContext,
    context_at,
    correction_ruling,
    sanction_ruling,
)
from referee_app.core.table_validation import (
    check_clock_state,
    table_version,
    validate_snapshot,
    validate_table,
)
from referee_app.core.validate import FieldError, Where

log = logging.getLogger(__name__)

SEATS = 4
WINDS: tuple[str, ...] = tuple(str(w) for w in Wind)
_MAX_NAME = 100
_MAX_POINTS = 10_000_000

Answer = dict[str, Any]


class OffenceLog(Protocol):
    """What the session's ruling log tells the table: how often a player committed each
    offence in this session (`RulingLog.offence_counts`)."""

    def offence_counts(self, name: str, player_id: str = "", seat: int = -1) -> dict[str, int]: ...


def _ruleset_base_json(ruleset: Ruleset) -> dict[str, Any]:
    """The object form ``{"base": ..., overrides}`` of any ruleset (preset or custom)."""
    if ruleset.is_preset:
        return {"base": ruleset.id}
    return ruleset_to_overrides(ruleset)


def _game_over() -> SettleAnswer:
    """The answer to a hand settled after the end of the game (``ok: false``)."""
    return cast(SettleAnswer, EngineError(ErrorCode.GAME_OVER, "The game is over.").to_json())


def uma_choices(ruleset: Ruleset) -> list[tuple[int, int, int, int]]:
    """The ruleset's uma first, then its alternatives (RRC: 30/10, then 15/5)."""
    return [ruleset.uma, *ruleset.uma_alternatives]


def ruleset_with_uma(ruleset: Ruleset, choice: int) -> str | dict[str, Any]:
    """The request value for `ruleset` played with uma number `choice` of `uma_choices`.

    Where the ruleset's chombo is a number of uma steps (RRC: twice the step, rrc.md §1 row
    32), the engine works the deduction out from the chosen uma (40,000 at 30/10, 20,000 at
    15/5).
    """
    choices = uma_choices(ruleset)
    if choice <= 0 or choice >= len(choices):
        return ruleset_to_json(ruleset)
    uma = choices[choice]
    obj = _ruleset_base_json(ruleset)
    obj["uma"] = list(uma)
    return obj


def _check_int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number.")
    if not low <= value <= high:
        raise ValueError(f"{what} must be between {low} and {high}.")
    return value


def _check_four_ints(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != SEATS:
        raise ValueError(f"{what} must be a list of four whole numbers.")
    return [_check_int(v, what, -_MAX_POINTS, _MAX_POINTS) for v in value]


def now_iso() -> str:
    """The local time with its offset, to the second (a correction's or a log entry's time)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


class TableState(QObject):
    """Seats, scores, dealer, round wind, counters, sticks and the history of applied hands.

    Seats are 0..3 in turn order; `first_dealer` dealt East 1 (seat 0 unless the seating says
    otherwise). `changed` is emitted after every change. Engine answers are returned
    unchanged (``ok: false`` included), so the view can show the engine's own error code.
    """

    changed = Signal()
    #: a ruling made here (`rulings.Ruling`): a chombo or penalty applied, a correction of
    #: the record adopted; at the table as it was at that hand
    ruling_made = Signal(object)
    #: `new_game` started another game: it has no file until it is saved
    new_game_started = Signal()
    #: the session's offences may be others (the log recorded a chombo or penalty, another
    #: session began): what `earlier_offences` and `next_penalty` answer may have changed
    offences_changed = Signal()

    def __init__(self, context: AppContext | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._context: AppContext | None = None
        self.names: list[str] = [""] * SEATS
        self.uma_choice = 0
        self.first_dealer = 0  # the seat that deals East 1
        self.seating_confirmed = False  # the referee checked who sits where
        self.time_up_at: int | None = None  # hands applied when main time ran out
        self.clock_minutes: int | None = None  # main time set by the referee (None: ruleset's)
        self.clock_state: dict[str, Any] | None = None  # the game clock (None: not started)
        self.table_number = ""  # as the tournament numbers its tables ("12", "A3")
        self.player_ids: list[str] = [""] * SEATS  # for rating lists (optional)
        #: hands of the record that a correction could not settle again as entered (see
        #: `core/corrections.py`), in order, for the referee to enter again or discard
        self.pending: list[dict[str, Any]] = []
        #: the journal of corrections, oldest first (kind, time, reason, what changed)
        self.corrections: list[dict[str, Any]] = []
        self._correction_undo: list[dict[str, Any]] = []
        self._saved_record: dict[str, Any] | None = None
        #: the file this game was last saved to or opened from ("" for none: set by the File
        #: actions), for the New-game question to say where the record is kept
        self.saved_path = ""
        #: the session's ruling log, for the offences counted this session (set where the app
        #: is wired together; None: no offence is known)
        self.offence_log: OffenceLog | None = None
        self._game_ruleset: Ruleset = context.ruleset if context is not None else PRESETS["ema"]
        self._reset_game(self._ruleset().start_points)
        if context is not None:
            self.attach_context(context)

    # --- ruleset -------------------------------------------------------------------------

    def attach_context(self, context: AppContext) -> None:
        """Follow `context`'s ruleset until the first hand is applied (a new ruleset then
        resets the scores); afterwards the game keeps its own."""
        if self._context is context:
            return
        self._context = context
        context.ruleset_changed.connect(self._on_ruleset_changed)
        self._on_ruleset_changed(context.ruleset)

    @property
    def context(self) -> AppContext | None:
        return self._context

    def _ruleset(self) -> Ruleset:
        return self._game_ruleset

    @property
    def ruleset(self) -> Ruleset:
        """The ruleset this game is settled under (not necessarily the selector's)."""
        return self._game_ruleset

    @property
    def selected_ruleset(self) -> Ruleset:
        """The ruleset the selector shows (the game's when there is no context)."""
        return self._context.ruleset if self._context is not None else self._game_ruleset

    @property
    def ruleset_differs(self) -> bool:
        """The selector shows another ruleset than the one this game is played under."""
        selected = self.selected_ruleset
        game = self._game_ruleset
        return selected != game or selected.name != game.name

    @property
    def ruleset_json(self) -> str | dict[str, Any]:
        """The game's ruleset as a request or file value (preset id or overrides object)."""
        return ruleset_to_json(self._game_ruleset)

    def _on_ruleset_changed(self, ruleset: object) -> None:
        del ruleset
        if not self.history:
            self._adopt(self.selected_ruleset)  # nothing settled yet: the game follows
        self.changed.emit()

    def _adopt(self, ruleset: Ruleset) -> None:
        self._game_ruleset = ruleset
        if self.uma_choice >= len(uma_choices(ruleset)):
            self.uma_choice = 0
        if not self.history:
            self._reset_game(ruleset.start_points)

    def set_game_ruleset(self, ruleset: Ruleset | None = None) -> None:
        """Play this game under `ruleset` (default: the selector's) from the next hand on.

        The hands already applied stay as they were settled (their requests keep their
        ruleset); before the first hand the scores start again from the new starting points.
        Undoing a hand applied before the switch goes back to the ruleset it was played
        under (each position keeps the game's ruleset).
        """
        new = ruleset if ruleset is not None else self.selected_ruleset
        if new == self._game_ruleset and new.name == self._game_ruleset.name:
            return
        self._adopt(new)
        self.changed.emit()

    def ruleset_request(self) -> str | dict[str, Any]:
        """The `ruleset` value of this table's engine requests (uma choice included)."""
        return ruleset_with_uma(self._ruleset(), self.uma_choice)

    @property
    def uma_locked(self) -> bool:
        """True once a penalty was recorded in a game whose ruleset counts its chombo in uma
        steps.

        A penalty settled in uma steps (RRC's chombo: twice the step, rrc.md §1 row 32) is
        recorded in points when its hand is applied, so a later change of the uma would leave
        it at the old uma's value; only `new_game` (or undoing that hand) frees the choice.
        Otherwise the uma only weighs in the final results, and can be chosen at any time,
        also once the game is over.
        """
        return self._ruleset().chombo_uma_steps > 0 and any(self.penalties)

    def set_uma_choice(self, choice: int) -> None:
        """Choose the uma (number `choice` of `uma_choices`).

        Raises ValueError (and changes nothing) for an unknown choice, and for any change once
        a penalty counted in uma steps was recorded (`uma_locked`).
        """
        if not 0 <= choice < len(uma_choices(self._ruleset())):
            raise ValueError("No such uma choice for this ruleset.")
        if choice != self.uma_choice and self.uma_locked:
            raise ValueError(
                "The uma is fixed once a chombo counted in uma steps was recorded: start a new "
                "game to change it."
            )
        if choice != self.uma_choice:
            self.uma_choice = choice
            self.changed.emit()

    # --- game ------------------------------------------------------------------------------

    def _reset_game(self, start_points: int) -> None:
        self.scores: list[int] = [start_points] * SEATS
        self.dealer = self.first_dealer
        self.last_hand = False  # the next hand is the last of a timed session
        self.round_wind = "E"
        self.honba = 0
        self.riichi_sticks = 0
        self.penalties: list[int] = [0] * SEATS
        self.game_over = False
        self.history: list[dict[str, Any]] = []
        self.pending = []
        self.corrections = []
        self._correction_undo = []

    def new_game(self) -> None:
        """Start again from the starting points of the ruleset the selector shows.

        Names, first dealer, uma choice, main time and the game clock are kept (the clock
        counts the session, not one game: Reset on the clock starts it again); the seating is
        to be checked again and the time-up mark is cleared.
        """
        self.history = []  # so that adopting the selector's ruleset starts the scores again
        self._adopt(self.selected_ruleset)  # a new game takes the selector's ruleset
        self.seating_confirmed = False
        self.time_up_at = None
        self.saved_path = ""
        self._saved_record = None
        self.new_game_started.emit()
        self.changed.emit()

    @property
    def end_reason(self) -> str | None:
        """Why the game is over: the engine's `next.end_reason` of the hand that ended it
        (``last_hand``, ``busting``, ...), ``"referee"`` when the referee ended it (End game),
        None while the game goes on (or when a file does not say)."""
        if not self.game_over:
            return None
        if self.history:
            nxt = self.history[-1].get("answer", {}).get("next", {})
            if isinstance(nxt, Mapping) and nxt.get("game_over"):
                reason = nxt.get("end_reason")
                return str(reason) if reason else None
        return "referee"

    @property
    def hand_number(self) -> int:
        """1..4 within the round: the first dealer deals hand 1, the next seat hand 2."""
        return (self.dealer - self.first_dealer) % SEATS + 1

    @property
    def hands_played(self) -> int:
        """Applied hands: the number of the hand being played now is this plus one."""
        return len(self.history)

    # --- seating ---------------------------------------------------------------------------

    @property
    def seating_locked(self) -> bool:
        """True once a hand is applied: the seating then changes only through `new_game`."""
        return bool(self.history)

    def starting_order(self) -> list[int]:
        """The seats that start as East, South, West and North."""
        return [(self.first_dealer + k) % SEATS for k in range(SEATS)]

    def set_seating(self, names: Sequence[str], first_dealer: int) -> None:
        """Names of seats 0..3 (turn order) and the seat that deals East 1.

        Raises ValueError (and changes nothing) once a hand is applied or on bad input. A
        changed seating has to be confirmed again.
        """
        if self.history:
            raise ValueError(
                "The seating is fixed once a hand is applied: start a new game to change it."
            )
        first = _check_int(first_dealer, "first_dealer", 0, SEATS - 1)
        if len(names) != SEATS or not all(isinstance(n, str) for n in names):
            raise ValueError("names must be four texts.")
        new_names = [n.strip()[:_MAX_NAME] for n in names]
        if new_names == self.names and first == self.first_dealer:
            return
        self.names = new_names
        self.first_dealer = first
        self.dealer = first
        self.round_wind = "E"
        self.seating_confirmed = False
        self.changed.emit()

    def set_first_dealer(self, seat: int) -> None:
        self.set_seating(self.names, seat)

    def confirm_seating(self, confirmed: bool = True) -> None:
        """The referee checked the seating at the table (before the first hand)."""
        if confirmed != self.seating_confirmed:
            self.seating_confirmed = confirmed
            self.changed.emit()

    @property
    def seating_check_due(self) -> bool:
        """The seating check is still to be done: no hand applied and not confirmed."""
        return not self.history and not self.seating_confirmed

    # --- time limit ------------------------------------------------------------------------

    @property
    def time_up(self) -> bool:
        return self.time_up_at is not None

    def record_time_up(self) -> None:
        """Main time ran out during the hand now being played (after `hands_played` hands)."""
        if self.time_up_at is None and not self.game_over:
            self.time_up_at = len(self.history)
            if self.ruleset.hands_after_time_up == 0:
                self.last_hand = True  # the ruleset stops after the hand in play
            self.changed.emit()

    def clear_time_up(self) -> None:
        if self.time_up_at is not None:
            if self.ruleset.hands_after_time_up == 0 and self.hands_since_time_up() == 0:
                self.last_hand = False  # the mark came with the time up taken back
            self.time_up_at = None
            self.changed.emit()

    def hands_since_time_up(self) -> int:
        """Hands finished since time ran out; a re-deal that does not count as a hand (e.g. an
        EMA 2016 chombo, §5.9) is not counted."""
        if self.time_up_at is None:
            return 0
        return sum(
            1
            for entry in self.history[self.time_up_at :]
            if entry.get("answer", {}).get("hand_counts", True)
        )

    def set_clock_minutes(self, minutes: int | None) -> None:
        """Main time chosen by the referee (None: the ruleset's)."""
        if minutes is not None:
            minutes = _check_int(minutes, "clock_minutes", 1, 600)
        if minutes != self.clock_minutes:
            self.clock_minutes = minutes
            self.changed.emit()

    def set_clock_state(self, state: Mapping[str, Any] | None) -> None:
        """The game clock's state (`GameClock.to_state`), saved with the table; checked by
        `check_clock_state` (ValueError, nothing changed). `changed` only when it differs."""
        checked = check_clock_state(state)
        if checked != self.clock_state:
            self.clock_state = checked
            self.changed.emit()

    def seat_wind(self, seat: int) -> str:
        return WINDS[(seat - self.dealer) % SEATS]

    def set_name(self, seat: int, name: str) -> None:
        name = name.strip()[:_MAX_NAME]
        if self.names[seat] != name:
            self.names[seat] = name
            if not self.history:
                self.seating_confirmed = False  # the check named the old name
            self.changed.emit()

    # --- hands -----------------------------------------------------------------------------

    def settle_request(self, outcome: Mapping[str, Any], riichi: Sequence[int]) -> Answer:
        """The engine `settle` input for `outcome` in the current table position."""
        return {
            "ruleset": self.ruleset_request(),
            "scores": list(self.scores),
            "dealer": self.dealer,
            "first_dealer": self.first_dealer,
            "round_wind": self.round_wind,
            "honba": self.honba,
            "riichi_sticks": self.riichi_sticks,
            "riichi": sorted(set(riichi)),
            "outcome": copy.deepcopy(dict(outcome)),
            "penalties": list(self.penalties),
            "last_hand": self.last_hand,
        }

    def preview(self, outcome: Mapping[str, Any], riichi: Sequence[int]) -> SettleAnswer:
        """What `outcome` would do (every transfer with its reason); nothing changes."""
        if self.game_over:
            return _game_over()
        return api.settle(self.settle_request(outcome, riichi))

    def apply(self, outcome: Mapping[str, Any], riichi: Sequence[int]) -> SettleAnswer:
        """Settle `outcome` and move the table on; on an ``ok: false`` answer nothing changes."""
        if self.game_over:
            return _game_over()
        request = self.settle_request(outcome, riichi)
        answer = api.settle(request)
        if not answer.get("ok"):
            return answer
        try:
            nxt = answer["next"]
            new_scores = _check_four_ints(answer["scores"], "scores")
            hand_penalties = _check_four_ints(answer.get("penalties", [0] * SEATS), "penalties")
            new_dealer = _check_int(nxt["dealer"], "dealer", 0, SEATS - 1)
            new_round = str(nxt["round_wind"])
            if new_round not in WINDS:
                raise ValueError("round_wind")
            new_honba = _check_int(nxt["honba"], "honba", 0, 10_000)
            new_sticks = _check_int(nxt["riichi_sticks"], "riichi_sticks", 0, 10_000)
            over = bool(nxt.get("game_over", False))
            counts = bool(answer.get("hand_counts", True))
        except (KeyError, TypeError, ValueError) as exc:
            return cast(
                SettleAnswer,
                EngineError(
                    ErrorCode.INVALID_SETTLEMENT, f"Unexpected settlement answer ({exc})."
                ).to_json(),
            )
        self.history.append(
            {"before": self._snapshot(), "request": request, "answer": copy.deepcopy(answer)}
        )
        self.scores = new_scores
        self.penalties = [p + q for p, q in zip(self.penalties, hand_penalties, strict=True)]
        self.dealer = new_dealer
        self.round_wind = new_round
        self.honba = new_honba
        self.riichi_sticks = new_sticks
        self.game_over = over
        was_last = self.last_hand
        # a re-deal that is not a hand (chombo, EMA 2016 §5.9) leaves the last hand to come
        self.last_hand = was_last and not counts and not over
        if (
            not over
            and not was_last
            and counts
            and self.time_up_at is not None
            and self.hands_since_time_up() == 1
            and self.ruleset.hands_after_time_up == 1
        ):
            # time ran out during this hand: it is finished, so the next one is the last
            self.last_hand = True
        self.changed.emit()
        self._emit_sanction(self.history[-1])
        return answer

    def hand(self, index: int) -> HandRecord:
        """History entry `index`, typed (`records.HandRecord`)."""
        return HandRecord.from_json(self.history[index], Where("table").key("history").index(index))

    def records(self) -> list[HandRecord]:
        """The history, typed (`records.HandRecord`), oldest first: what every reader of the
        history reads (the JSON entries stay as the file holds them)."""
        return [self.hand(i) for i in range(len(self.history))]

    def context_of(self, entry: Mapping[str, Any]) -> TableContext:
        """The table as it was at the history entry `entry`: its round, each seat's wind in
        that hand and the players it was played with."""
        names = entry.get("names") or self.names
        return context_at(
            Position.from_json(entry["before"]), names, self.player_ids, self.table_number
        )

    def earlier_offences(self, seat: int) -> dict[str, int]:
        """How often the player at `seat` (by id, else by name) committed each offence in
        this session, from the session's ruling log; {} without one."""
        if self.offence_log is None or not 0 <= seat < SEATS:
            return {}
        return self.offence_log.offence_counts(self.names[seat], self.player_ids[seat], seat)

    def next_penalty(self, seat: int, offence: str) -> NextPenaltyAnswer:
        """What the next `offence` by the player at `seat` costs under this game's ruleset,
        given the player's earlier ones this session (the engine's `next_penalty` answer)."""
        earlier = self.earlier_offences(seat).get(offence, 0)
        return api.next_penalty(
            {"ruleset": self.ruleset_json, "offence": offence, "earlier": earlier}
        )

    def penalty_outcome(self, seat: int, offence: str) -> dict[str, Any]:
        """The `settle` outcome of a warning or point penalty between hands on the player at
        `seat` for `offence`, with how often the player already committed it this session
        (the ruling log's count): the engine answers what it costs."""
        return {
            "type": "penalty",
            "offender": seat,
            "offence": offence,
            "earlier": self.earlier_offences(seat).get(offence, 0),
        }

    def _emit_sanction(self, entry: Mapping[str, Any], *, withdrawn: bool = False) -> None:
        before = entry["before"].get("ruleset")
        ruleset = before if before is not None else self.ruleset_json
        try:
            ruling = sanction_ruling(entry, ruleset, self.context_of(entry), withdrawn=withdrawn)
        except ValueError as exc:  # an entry this model made: never expected
            log.warning("Chombo or penalty not logged: %s", exc)
            return
        if ruling is not None:
            self.ruling_made.emit(ruling)

    def undo(self) -> bool:
        """Take back the last applied hand; False when there is none."""
        if not self.history:
            return False
        entry = self.history.pop()
        self._restore(entry["before"])
        self._emit_sanction(entry, withdrawn=True)  # a chombo or penalty taken back
        if self.time_up_at is not None and self.time_up_at > len(self.history):
            self.time_up_at = len(self.history)  # time ran out during the hand re-entered
            if self.ruleset.hands_after_time_up == 0:
                self.last_hand = True  # ... which the ruleset makes the last
        self.changed.emit()
        return True

    def set_last_hand(self, last: bool) -> None:
        """Mark the next hand as the last of a timed session (the engine ends the game after
        it unless the ruleset lets the dealer continue)."""
        if last != self.last_hand:
            self.last_hand = last
            self.changed.emit()

    def end_game(self) -> None:
        """Mark the game finished (e.g. time is up) so that `final` can be read."""
        if not self.game_over:
            self.game_over = True
            self.changed.emit()

    def final_request(self) -> Answer:
        return {
            "ruleset": self.ruleset_request(),
            "first_dealer": self.first_dealer,
            "scores": list(self.scores),
            "riichi_sticks": self.riichi_sticks,
            "penalties": list(self.penalties),
        }

    def final(self) -> FinalAnswer:
        """The engine's final results (ranks, results in thousands) for the current scores."""
        return api.final(self.final_request())

    # --- corrections (core/corrections.py settles; this holds the result) -----------------

    def restore_position(self, before: Mapping[str, Any]) -> None:
        """Put the table back at a history entry's position (`before`)."""
        self._restore(before)

    def play_under(self, ruleset: object) -> None:
        """Settle the next hand under `ruleset` (a saved ``ruleset`` value, as positions keep
        it); used when a correction settles recorded hands again."""
        self._game_ruleset = ruleset_from_json(ruleset)

    def adopt_correction(
        self, corrected: TableState, pending: list[dict[str, Any]], journal: dict[str, Any]
    ) -> None:
        """Take the record of `corrected` (a copy settled again by a correction), with the
        hands left `pending`, and write `journal` into the corrections; one undo step."""
        self._correction_undo.append(self.to_dict())
        names_then = list(self.names)
        for name in ("scores", "dealer", "round_wind", "honba", "riichi_sticks", "penalties",
                     "game_over", "last_hand", "names", "history", "_game_ruleset"):  # fmt: skip
            setattr(self, name, copy.deepcopy(getattr(corrected, name)))
        self.pending = pending
        self.corrections.append(journal)
        if self.time_up_at is not None:
            self.time_up_at = min(self.time_up_at, len(self.history))
        self.changed.emit()
        self._emit_correction(journal, names_then)
        original = journal.get("original")
        if journal.get("kind") == "delete" and isinstance(original, Mapping):
            self._emit_sanction(original, withdrawn=True)  # a deleted chombo or penalty

    def _emit_correction(self, journal: Mapping[str, Any], names_then: list[str]) -> None:
        """The ruling of the correction just adopted, at the corrected hand: an edited or
        deleted hand's position and players as they were, an inserted hand's or a seating
        fix's first hand as it is now."""
        hands = len(self.history) + deletions(self.corrections)
        index = journal.get("hand")
        new_request = None
        if isinstance(index, int) and 0 <= index < len(self.history):
            new_request = self.history[index]["request"]
        try:
            record = parse_correction(
                journal, Where("correction"), hands=hands, new_request=new_request
            )
        except FieldError as exc:  # a journal entry this model wrote: never expected
            log.warning("Correction not logged: %s", exc)
            return
        original = journal.get("original")
        if isinstance(original, Mapping):
            entry: Mapping[str, Any] = {
                "before": original["before"],
                "names": original.get("names") or names_then,
            }
        elif record.hand < len(self.history):
            entry = self.history[record.hand]
        else:  # a seating fix from the next hand on
            entry = {"before": self._snapshot(), "names": self.names}
        ruleset = entry["before"].get("ruleset")
        ruling = correction_ruling(
            record, ruleset if ruleset is not None else self.ruleset_json, self.context_of(entry)
        )
        self.ruling_made.emit(ruling)

    @property
    def can_undo_correction(self) -> bool:
        return bool(self._correction_undo)

    def undo_correction(self) -> bool:
        """Take the last correction back (the record as it was before it); False if none."""
        if not self._correction_undo:
            return False
        previous = self._correction_undo.pop()
        undo = self._correction_undo
        clock = self.clock_state
        self.load_dict(previous)
        self._correction_undo = undo
        self.clock_state = clock
        self.changed.emit()
        return True

    def discard_pending(self, reason: str = "") -> int:
        """Drop every pending hand (the referee decided they were not played as entered);
        the journal keeps them, with `reason`."""
        count = len(self.pending)
        if count:
            self._correction_undo.append(self.to_dict())
            self.corrections.append(
                {
                    "kind": "discard",
                    "at": now_iso(),
                    "reason": " ".join(reason.split()),
                    "hand": len(self.history),
                    "pending": self.pending,
                }
            )
            self.pending = []
            self.changed.emit()
        return count

    def take_pending(self) -> dict[str, Any] | None:
        """The first pending hand, removed from the list (to be entered again in the form)."""
        if not self.pending:
            return None
        entry = self.pending.pop(0)
        self.changed.emit()
        return entry

    def _record(self) -> dict[str, Any]:
        """The game's record as saved, without the clock (which moves by itself)."""
        record = self.to_dict()
        record.pop("clock", None)
        return record

    def mark_saved(self) -> None:
        """The table was just saved to a file: its record is safe as it stands."""
        self._saved_record = self._record()

    @property
    def unsaved(self) -> bool:
        """Hands or corrections were recorded since the table was last saved (or ever)."""
        return self._saved_record != self._record()

    def set_table_number(self, number: str) -> None:
        number = number.strip()[:_MAX_NAME]
        if number != self.table_number:
            self.table_number = number
            self.changed.emit()

    def set_player_id(self, seat: int, player_id: str) -> None:
        player_id = player_id.strip()[:_MAX_NAME]
        if self.player_ids[seat] != player_id:
            self.player_ids[seat] = player_id
            self.changed.emit()

    # --- persistence -----------------------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "dealer": self.dealer,
            "round_wind": self.round_wind,
            "honba": self.honba,
            "riichi_sticks": self.riichi_sticks,
            "penalties": list(self.penalties),
            "game_over": self.game_over,
            "last_hand": self.last_hand,
            "first_dealer": self.first_dealer,
            # the game's ruleset at this position: undoing a hand played before a switch of
            # the game's ruleset goes back to the ruleset that hand was played under
            "ruleset": copy.deepcopy(self.ruleset_json),
        }

    def _restore(self, snap: Mapping[str, Any]) -> None:
        self.scores = list(snap["scores"])
        self.dealer = snap["dealer"]
        self.round_wind = snap["round_wind"]
        self.honba = snap["honba"]
        self.riichi_sticks = snap["riichi_sticks"]
        self.penalties = list(snap["penalties"])
        self.game_over = snap["game_over"]
        self.last_hand = snap["last_hand"]
        if snap.get("ruleset") is not None:  # positions saved before it was kept: as it is
            self._game_ruleset = ruleset_from_json(snap["ruleset"])
            if self.uma_choice >= len(uma_choices(self._game_ruleset)):
                self.uma_choice = 0

    def to_dict(self) -> dict[str, Any]:
        """Everything needed to resume this table, as plain JSON."""
        out = self._snapshot()
        out.update(
            {
                "version": table_version(self.history),
                "names": list(self.names),
                "uma_choice": self.uma_choice,
                "seating_confirmed": self.seating_confirmed,
                "time_up_at": self.time_up_at,
                "clock_minutes": self.clock_minutes,
                "clock": copy.deepcopy(self.clock_state),
                "history": copy.deepcopy(self.history),
                "table_number": self.table_number,
                "player_ids": list(self.player_ids),
                "pending": copy.deepcopy(self.pending),
                "corrections": copy.deepcopy(self.corrections),
            }
        )
        return out

    @staticmethod
    def _validate_snapshot(obj: Any) -> dict[str, Any]:
        """A table position, checked (`table_validation.validate_snapshot`)."""
        return validate_snapshot(obj, Where("table"))

    def load_dict(self, obj: Any) -> None:
        """Replace the table with `obj` (from `to_dict`). Raises ValueError (`FieldError`,
        naming the field) and changes nothing when anything in it is wrong: every field of the
        table and of every history entry is checked first (`table_validation.validate_table`)."""
        checked = validate_table(obj)
        snap = checked.snapshot
        if snap["ruleset"] is not None:
            game_ruleset = ruleset_from_json(snap["ruleset"])
        else:  # written before the game kept its own ruleset: the one selected for it
            game_ruleset = self.selected_ruleset
            snap["ruleset"] = ruleset_with_uma(game_ruleset, 0)
        uma_choice = checked.uma_choice
        if uma_choice >= len(uma_choices(game_ruleset)):
            uma_choice = 0
        # everything checked: now change the state
        self.uma_choice = uma_choice
        self._restore(snap)
        self.first_dealer = snap["first_dealer"]
        self.names = list(checked.names)
        self.seating_confirmed = checked.seating_confirmed
        self.time_up_at = checked.time_up_at
        self.clock_minutes = checked.clock_minutes
        self.clock_state = checked.clock_state
        self.history = checked.history
        self.table_number = checked.table_number
        self.player_ids = list(checked.player_ids)
        self.pending = checked.pending
        self.corrections = checked.corrections
        self._correction_undo = []
        self.changed.emit()


__all__ = [
    "SEATS",
    "WINDS",
    "OffenceLog",
    "TableState",
    "check_clock_state",
    "ruleset_with_uma",
    "uma_choices",
]
