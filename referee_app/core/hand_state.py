"""The hand being built in the Hand window: tiles, calls, indicators, situation, undo/redo.

`HandState` holds everything the user entered as one immutable `HandSnapshot`; every edit makes
a new snapshot and pushes the old one on the undo stack. After each change it asks the engine
for the hand's value (``score`` with a complete hand, ``waits`` with values one tile short) and
keeps the answer in `result`. An engine error never touches what the user entered.

Notation (the text form of a snapshot, kept in step with the palette by the Hand view)::

    234567m55p 5p | pon:777z chi:0m34m dora:3s ura:4p

* concealed tiles in mpsz (``0`` = red five); the winning tile is the last tile written, and
  the canonical form writes it alone after a space;
* calls ``chi:``, ``pon:``, ``kan:`` (open kan), ``ankan:`` (closed kan), ``shouminkan:``
  (added kan), short forms ``c: p: k: a: s:``; the first tile written is the called one (drawn
  turned); ``dora:`` and ``ura:`` list indicator tiles. A ``|`` may separate the calls.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from PySide6.QtCore import QObject, Signal

from engine import api
from engine.errors import EngineError
from engine.facts import flag_conflict, meld_problem, tile_count_problem, ura_conflict
from engine.ids import SITUATION_FLAGS, ConflictId, ErrorCode, MeldKind, Wind
from engine.rulesets import DEFAULT_RULESET_ID, PRESETS, Ruleset
from referee_app.core.rulings import Ruling, hand_ruling

__all__ = [
    "MAX_INDICATORS",
    "HandSnapshot",
    "HandState",
    "Meld",
    "NotationError",
    "ResultKind",
    "format_notation",
    "kind_of",
    "parse_notation",
    "parse_tiles",
    "sort_key",
    "tiles_to_mpsz",
]

SUITS = "mpsz"
MAX_INDICATORS = 5
#: how many changes undo can take back
UNDO_DEPTH = 500
RED_FIVES: tuple[str, ...] = ("0m", "0p", "0s")


ResultKind = Literal["empty", "incomplete", "score", "waits", "too_many"]

_MELD_ALIASES: dict[str, MeldKind] = {
    "chi": MeldKind.CHI,
    "c": MeldKind.CHI,
    "pon": MeldKind.PON,
    "p": MeldKind.PON,
    "kan": MeldKind.KAN,
    "k": MeldKind.KAN,
    "ankan": MeldKind.ANKAN,
    "a": MeldKind.ANKAN,
    "shouminkan": MeldKind.SHOUMINKAN,
    "s": MeldKind.SHOUMINKAN,
}
_GROUP_RE = re.compile(r"([0-9]+)([mpsz])")


class NotationError(ValueError):
    """A notation or consistency problem, with an id the view translates.

    `code` is one of: ``syntax``, ``honor_digit``, ``red_honor``, ``unknown_call``,
    ``bad_call``, ``too_many_copies``, ``too_many_red``, ``no_red``, ``too_many_tiles``,
    ``too_many_calls``, ``too_many_indicators``, ``win_tile``; `detail` names the tile or
    text.
    """

    def __init__(self, code: str, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.detail = detail


# ----------------------------------------------------------------------------------------------
# Tiles


def kind_of(tile: str) -> str:
    """The tile's kind for counting copies: a red five counts as a five."""
    return "5" + tile[1] if tile[0] == "0" else tile


def is_red(tile: str) -> bool:
    return tile[0] == "0"


def sort_key(tile: str) -> tuple[int, int, int]:
    """Suits m, p, s, z; numbers ascending; a red five just before the plain fives."""
    num = int(tile[0])
    return (SUITS.index(tile[1]), 5 if num == 0 else num, 0 if num == 0 else 1)


def parse_tiles(text: str) -> list[str]:
    """``"123m0p"`` → ``["1m", "2m", "3m", "0p"]`` in the order written."""
    out: list[str] = []
    pos = 0
    compact = text.strip()
    for match in _GROUP_RE.finditer(compact):
        if match.start() != pos:
            raise NotationError("syntax", f"Cannot read {compact[pos:]!r}.", compact[pos:])
        digits, suit = match.groups()
        for d in digits:
            if suit == "z" and d in "089":
                code = "red_honor" if d == "0" else "honor_digit"
                raise NotationError(code, f"There is no honour tile {d}z.", f"{d}z")
            out.append(d + suit)
        pos = match.end()
    if pos != len(compact):
        raise NotationError("syntax", f"Cannot read {compact[pos:]!r}.", compact[pos:])
    return out


def tiles_to_mpsz(tiles: Iterable[str], *, keep_order: bool = False) -> str:
    """Tiles to compact mpsz: ``["1m", "2m", "5p"]`` → ``"12m5p"`` (sorted unless kept)."""
    seq = list(tiles) if keep_order else sorted(tiles, key=sort_key)
    out: list[str] = []
    digits = ""
    suit = ""
    for tile in seq:
        if tile[1] != suit and digits:
            out.append(digits + suit)
            digits = ""
        suit = tile[1]
        digits += tile[0]
    if digits:
        out.append(digits + suit)
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# Calls


@dataclass(frozen=True, slots=True)
class Meld:
    """One call. `tiles[0]` is the tile taken from another player (drawn turned)."""

    kind: MeldKind
    tiles: tuple[str, ...]

    @property
    def is_open(self) -> bool:
        return self.kind != MeldKind.ANKAN

    @property
    def is_kan(self) -> bool:
        return self.kind in (MeldKind.KAN, MeldKind.ANKAN, MeldKind.SHOUMINKAN)

    def to_contract(self) -> str:
        """The contract's ``kind:tiles`` (tiles sorted, as the engine reads them)."""
        return f"{self.kind}:{tiles_to_mpsz(self.tiles)}"

    def to_notation(self) -> str:
        """The notation form: the called tile first."""
        return f"{self.kind}:{tiles_to_mpsz(self.tiles, keep_order=True)}"

    @classmethod
    def parse(cls, text: str) -> Meld:
        prefix, _, body = text.partition(":")
        kind = _MELD_ALIASES.get(prefix.strip().lower())
        if kind is None:
            raise NotationError("unknown_call", f"Unknown call {prefix!r}.", prefix)
        meld = cls(kind, tuple(parse_tiles(body)))
        meld.check()
        return meld

    def check(self) -> None:
        """Raise `NotationError` unless the tiles make this kind of set (the engine's rule)."""
        if meld_problem(str(self.kind), self.tiles) is None:
            return
        text = self.to_notation()
        if self.kind == MeldKind.CHI:
            raise NotationError("bad_call", f"{text} is not a run.", text)
        size = 3 if self.kind == MeldKind.PON else 4
        raise NotationError("bad_call", f"{text} is not a set of {size} equal tiles.", text)


# ----------------------------------------------------------------------------------------------
# Snapshot


@dataclass(frozen=True, slots=True)
class HandSnapshot:
    """Everything the user entered. `concealed` keeps the order tiles were added."""

    concealed: tuple[str, ...] = ()
    win_tile: str | None = None  # chosen explicitly; else the last tile added
    melds: tuple[Meld, ...] = ()
    dora: tuple[str, ...] = ()
    ura: tuple[str, ...] = ()
    win: Literal["ron", "tsumo"] = "ron"
    seat_wind: Wind = Wind.EAST
    round_wind: Wind = Wind.EAST
    flags: frozenset[str] = field(default_factory=frozenset)
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def dealer(self) -> bool:
        return self.seat_wind == Wind.EAST

    @property
    def is_open(self) -> bool:
        return any(m.is_open for m in self.melds)

    @property
    def has_kan(self) -> bool:
        return any(m.is_kan for m in self.melds)

    @property
    def complete_size(self) -> int:
        """Concealed tiles of a complete hand with these calls."""
        return 14 - 3 * len(self.melds)

    @property
    def effective_win_tile(self) -> str | None:
        """The winning tile when the hand is complete, else None."""
        if len(self.concealed) != self.complete_size or not self.concealed:
            return None
        if self.win_tile is not None and self.win_tile in self.concealed:
            return self.win_tile
        return self.concealed[-1]

    def all_tiles(self) -> list[str]:
        """Every tile in use: hand, calls, indicators."""
        out = list(self.concealed)
        for meld in self.melds:
            out.extend(meld.tiles)
        out.extend(self.dora)
        out.extend(self.ura)
        return out

    def counts(self) -> Counter[str]:
        """Copies in use per kind (red fives counted as fives) and per red five.

        Computed once per snapshot (the palette asks for every tile on each change).
        """
        return _counts(self)

    @property
    def riichi_declared(self) -> bool:
        return "riichi" in self.flags or "double_riichi" in self.flags


_last_counts: tuple[HandSnapshot, Counter[str]] | None = None


def _counts(snapshot: HandSnapshot) -> Counter[str]:
    """Counts of the last snapshot asked about, kept (the palette asks ~75 times per change)."""
    global _last_counts
    if _last_counts is not None and _last_counts[0] is snapshot:
        return _last_counts[1]
    c: Counter[str] = Counter()
    for tile in snapshot.all_tiles():
        c[kind_of(tile)] += 1
        if is_red(tile):
            c[tile] += 1
    _last_counts = (snapshot, c)
    return c


def copies_left(snapshot: HandSnapshot, tile: str, *, red_fives: bool = False) -> int:
    """How many more of `tile` can be used (a red five: 0 or 1, and only while fives remain).

    `red_fives`: the ruleset plays one red five per suit, so only three plain fives exist.
    """
    counts = snapshot.counts()
    left = 4 - counts[kind_of(tile)]
    if is_red(tile):
        left = min(left, 1 - counts[tile])
    elif red_fives and tile[0] == "5" and tile[1] != "z":
        red = "0" + tile[1]
        left = min(left, 3 - (counts[tile] - counts[red]))
    return max(left, 0)


def _copies_error(problem: EngineError) -> NotationError:
    """The engine's refusal of the copies (`tile_count_problem`) as the entry's error."""
    tile = str(problem.details.get("tile", ""))
    if problem.code == ErrorCode.TOO_MANY_COPIES:
        return NotationError("too_many_copies", f"More than four {tile}.", tile)
    if problem.code == ErrorCode.NO_RED_FIVES_IN_RULESET:
        return NotationError("no_red", "This ruleset plays without red fives.", tile)
    if problem.code == ErrorCode.TOO_MANY_RED_FIVES:
        return NotationError("too_many_red", f"More than one red five {tile}.", tile)
    red = "0" + tile[1:]
    return NotationError("plain_fives", f"All four {tile} plain; one is {red}.", tile)


def check_snapshot(snapshot: HandSnapshot, ruleset: Ruleset | None) -> None:
    """Raise `NotationError` when the snapshot cannot be a real hand's entry."""
    counts = snapshot.counts()
    for key in counts:
        if key[0] == "0" and key not in RED_FIVES:  # "0z": no red honour exists
            raise NotationError("red_honor", f"There is no red honour tile ({key}).", key)
    # how many copies and red fives there are: the engine's rule (without a ruleset, only
    # what no ruleset allows)
    problem = tile_count_problem(
        snapshot.all_tiles(), red_fives=None if ruleset is None else ruleset.red_fives
    )
    if problem is not None:
        raise _copies_error(problem)
    if len(snapshot.melds) > 4:
        raise NotationError("too_many_calls", "A hand has at most four calls.")
    if len(snapshot.concealed) > snapshot.complete_size:
        raise NotationError(
            "too_many_tiles",
            f"Too many tiles: at most {snapshot.complete_size} in the hand with these calls.",
            str(snapshot.complete_size),
        )
    if len(snapshot.dora) > MAX_INDICATORS or len(snapshot.ura) > MAX_INDICATORS:
        raise NotationError("too_many_indicators", "At most five indicators of each kind.")
    if snapshot.win_tile is not None and snapshot.win_tile not in snapshot.concealed:
        raise NotationError("win_tile", "The winning tile is not in the hand.", snapshot.win_tile)


def parse_notation(text: str, base: HandSnapshot, ruleset: Ruleset | None = None) -> HandSnapshot:
    """The snapshot `text` describes; situation fields are taken from `base`. Checked against
    `ruleset` when given (red fives), else only for what no ruleset allows."""
    concealed: list[str] = []
    melds: list[Meld] = []
    dora: list[str] | None = None
    ura: list[str] | None = None
    for token in text.replace("|", " ").split():
        if ":" in token:
            prefix, _, body = token.partition(":")
            lowered = prefix.lower()
            if lowered in ("dora", "d"):
                dora = (dora or []) + parse_tiles(body)
            elif lowered in ("ura", "u"):
                ura = (ura or []) + parse_tiles(body)
            else:
                melds.append(Meld.parse(token))
        else:
            concealed.extend(parse_tiles(token))
    snap = replace(
        base,
        concealed=tuple(concealed),
        win_tile=None,
        melds=tuple(melds),
        dora=tuple(dora) if dora is not None else (),
        ura=tuple(ura) if ura is not None else (),
    )
    check_snapshot(snap, ruleset)
    return snap


def format_notation(snapshot: HandSnapshot) -> str:
    """The canonical notation of a snapshot's tiles (see the module docstring)."""
    parts: list[str] = []
    win = snapshot.effective_win_tile
    rest = list(snapshot.concealed)
    if win is not None:
        rest.remove(win)
    if rest:
        parts.append(tiles_to_mpsz(rest))
    if win is not None:
        parts.append(win)
    calls = [m.to_notation() for m in snapshot.melds]
    if snapshot.dora:
        calls.append("dora:" + tiles_to_mpsz(snapshot.dora, keep_order=True))
    if snapshot.ura:
        calls.append("ura:" + tiles_to_mpsz(snapshot.ura, keep_order=True))
    if calls:
        parts.append("|")
        parts.extend(calls)
    return " ".join(parts)


# ----------------------------------------------------------------------------------------------
# Situation conflicts: the engine's `flag_conflict`, asked with this snapshot


def flag_blocker(snapshot: HandSnapshot, flag: str, ruleset: Ruleset) -> ConflictId | None:
    """Why `flag` cannot be on given everything else in `snapshot`, or None when it can."""
    return flag_conflict(
        flag,
        flags=snapshot.flags,
        ron=snapshot.win == "ron",
        dealer=snapshot.dealer,
        is_open=snapshot.is_open,
        has_kan=snapshot.has_kan,
        has_calls=bool(snapshot.melds),
        ruleset=ruleset,
    )


def normalize_flags(snapshot: HandSnapshot, ruleset: Ruleset) -> HandSnapshot:
    """Turn off every flag that the rest of the snapshot makes impossible (earlier flags win)."""
    return _with_allowed_flags(snapshot, set(), snapshot.flags, ruleset)


def restore_flags(snapshot: HandSnapshot, flags: frozenset[str], ruleset: Ruleset) -> HandSnapshot:
    """`snapshot` with those of `flags` turned back on that `ruleset` and the flags already on
    allow (the flags on win: they are the user's latest choice)."""
    return _with_allowed_flags(snapshot, set(snapshot.flags), flags, ruleset)


def _with_allowed_flags(
    snapshot: HandSnapshot, kept: set[str], wanted: frozenset[str], ruleset: Ruleset
) -> HandSnapshot:
    """`snapshot` with the flags `kept` plus each of `wanted` (in `SITUATION_FLAGS` order) that
    `ruleset` and the flags kept so far allow."""
    for flag in SITUATION_FLAGS:
        if flag in wanted and flag not in kept:
            trial = replace(snapshot, flags=frozenset(kept | {flag}))
            if flag_blocker(trial, flag, ruleset) is None:
                kept.add(flag)
    if kept == set(snapshot.flags):
        return snapshot
    return replace(snapshot, flags=frozenset(kept))


def ura_blocker(snapshot: HandSnapshot) -> ConflictId | None:
    """Why ura-dora indicators cannot be added now, or None."""
    return ura_conflict(
        riichi=snapshot.riichi_declared, ura=len(snapshot.ura), dora=len(snapshot.dora)
    )


# ----------------------------------------------------------------------------------------------
# The state object


class HandState(QObject):
    """The hand being built, its undo/redo history and the engine's last answer.

    Signal `changed()` fires after every change of the snapshot, the ruleset or the result.
    """

    changed = Signal()
    #: a ruling made here (`rulings.Ruling`): the value shown to the table
    ruling_made = Signal(object)

    def __init__(
        self, context: Any = None, parent: QObject | None = None, *, scored: bool = True
    ) -> None:
        super().__init__(parent)
        self._context: Any = None
        #: False: only the tiles (the Checks tab's hands): nothing is asked of the engine
        self.scored = scored
        #: (undo depth right after the change, ruleset before, ruleset switched to)
        # (undo depth, ruleset before, ruleset after) of a change that switched the ruleset
        # (an example): undoing it switches back, redoing it switches again
        self._ruleset_mark: tuple[int, Ruleset, Ruleset] | None = None
        # (redo depth, ruleset before, ruleset after) of that change once undone
        self._redo_mark: tuple[int, Ruleset, Ruleset] | None = None
        # flags the user set that the current ruleset does not allow: off while it is in
        # force, on again under a ruleset that allows them (and kept by undo/redo)
        self._ruleset_dropped: frozenset[str] = frozenset()
        self._snapshot = HandSnapshot()
        self._undo: list[HandSnapshot] = []
        self._redo: list[HandSnapshot] = []
        self._coalesce: str | None = None
        # the engine's score or waits answer (by `result_kind`), as plain JSON data
        self.result: dict[str, Any] | None = None
        self.result_kind: ResultKind = "empty"
        self.request: dict[str, Any] | None = None
        if context is not None:
            self.attach_context(context)

    # --- context -------------------------------------------------------------------------

    def attach_context(self, context: Any) -> None:
        """Follow `context` (an `AppContext`) for the ruleset; re-score when it changes."""
        if self._context is context:
            return
        if self._context is not None:
            self._context.ruleset_changed.disconnect(self._on_ruleset_changed)
        self._context = context
        context.ruleset_changed.connect(self._on_ruleset_changed)
        self._on_ruleset_changed()

    @property
    def has_context(self) -> bool:
        return self._context is not None

    @property
    def ruleset(self) -> Ruleset:
        if self._context is None:
            return PRESETS[DEFAULT_RULESET_ID]
        ruleset: Ruleset = self._context.ruleset
        return ruleset

    def _ruleset_json(self) -> Any:
        return DEFAULT_RULESET_ID if self._context is None else self._context.ruleset_json

    def _on_ruleset_changed(self, *_args: object) -> None:
        ruleset = self.ruleset
        entered = restore_flags(self._snapshot, self._ruleset_dropped, ruleset)
        self._snapshot = normalize_flags(entered, ruleset)
        self._ruleset_dropped = (entered.flags | self._ruleset_dropped) - self._snapshot.flags
        self._evaluate()
        self.changed.emit()

    # --- reading -------------------------------------------------------------------------

    @property
    def snapshot(self) -> HandSnapshot:
        return self._snapshot

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def mark_ruleset_switch(self, previous: Ruleset) -> None:
        """The change just made came with a switch of the ruleset from `previous` (an example
        loaded under its own rules): undoing that change switches back, unless the user has
        chosen another ruleset since."""
        if self._context is not None:
            self._ruleset_mark = (len(self._undo), previous, self._context.ruleset)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def copies_left(self, tile: str) -> int:
        return copies_left(self._snapshot, tile, red_fives=self.ruleset.red_fives)

    def notation(self) -> str:
        return format_notation(self._snapshot)

    def flag_blocker(self, flag: str) -> ConflictId | None:
        return flag_blocker(self._snapshot, flag, self.ruleset)

    def ura_blocker(self) -> ConflictId | None:
        return ura_blocker(self._snapshot)

    @property
    def room(self) -> int:
        """How many more concealed tiles fit."""
        return self._snapshot.complete_size - len(self._snapshot.concealed)

    # --- editing -------------------------------------------------------------------------

    def _entry(self) -> HandSnapshot:
        """The snapshot as the user entered it: with the flags only the ruleset turned off."""
        snap = self._snapshot
        if not self._ruleset_dropped:
            return snap
        return replace(snap, flags=snap.flags | self._ruleset_dropped)

    def _show(self, entry: HandSnapshot) -> None:
        """Make `entry` (from the undo or redo stack) current under the ruleset in force."""
        self._snapshot = normalize_flags(entry, self.ruleset)
        self._ruleset_dropped = entry.flags - self._snapshot.flags

    def _commit(
        self, new: HandSnapshot, *, coalesce: str | None = None, fresh: bool = False
    ) -> bool:
        """Make `new` current as one undo step. `fresh`: it replaces the whole situation (a
        load or a reset), so flags waiting for another ruleset are forgotten."""
        new = normalize_flags(new, self.ruleset)
        if new == self._snapshot and not (fresh and self._ruleset_dropped):
            return False
        if coalesce is None or coalesce != self._coalesce:
            self._undo.append(self._entry())
            if len(self._undo) > UNDO_DEPTH:
                del self._undo[0]
                mark = self._ruleset_mark
                if mark is not None:  # its change moved one step closer to the bottom
                    self._ruleset_mark = (mark[0] - 1, *mark[1:]) if mark[0] > 1 else None
        self._coalesce = coalesce
        self._redo.clear()
        self._redo_mark = None
        if fresh:
            self._ruleset_dropped = frozenset()
        self._snapshot = new
        self._evaluate()
        self.changed.emit()
        return True

    def end_coalescing(self) -> None:
        """Close the current run of merged edits (e.g. when the notation field loses focus)."""
        self._coalesce = None

    def add_tile(self, tile: str) -> bool:
        """Add a concealed tile (it becomes the winning tile unless one was chosen)."""
        if self.room <= 0 or self.copies_left(tile) <= 0 or not self._tile_allowed(tile):
            return False
        snap = self._snapshot
        return self._commit(replace(snap, concealed=(*snap.concealed, tile)))

    def replace_win_tile(self, tile: str) -> bool:
        """In a complete hand, put `tile` in place of the winning tile (and make it the winner).

        This is how a referee asks "and had it won on this tile?" with one click.
        """
        snap = self._snapshot
        win = snap.effective_win_tile
        if win is None or tile == win or not self._tile_allowed(tile):
            return False
        if self.copies_left(tile) <= 0:
            return False
        items = list(snap.concealed)
        del items[len(items) - 1 - items[::-1].index(win)]
        items.append(tile)
        return self._commit(replace(snap, concealed=tuple(items), win_tile=None))

    def remove_tile(self, tile: str) -> bool:
        """Remove one concealed copy of `tile` (the most recently added one)."""
        snap = self._snapshot
        if tile not in snap.concealed:
            return False
        items = list(snap.concealed)
        del items[len(items) - 1 - items[::-1].index(tile)]
        win = snap.win_tile if snap.win_tile in items else None
        return self._commit(replace(snap, concealed=tuple(items), win_tile=win))

    def set_win_tile(self, tile: str | None) -> bool:
        """Choose which concealed tile completed the hand (None: the last one added)."""
        if tile is not None and tile not in self._snapshot.concealed:
            return False
        return self._commit(replace(self._snapshot, win_tile=tile))

    def add_meld(self, meld: Meld) -> bool:
        """Add a call if its tiles are available and the hand has room for it."""
        try:
            meld.check()
        except NotationError:
            return False
        snap = self._snapshot
        if len(snap.melds) >= 4 or len(snap.concealed) > snap.complete_size - 3:
            return False
        new = replace(snap, melds=(*snap.melds, meld))
        if not self._valid(new):
            return False
        return self._commit(new)

    def meld_options(self, kind: MeldKind, tile: str) -> list[Meld]:
        """The calls of `kind` the user may mean by clicking `tile` (the called tile).

        Chi gives up to three runs (the tile low, middle or high); pon and kans give at most
        one. Only calls whose tiles are still available and that fit the hand are offered. With
        red fives in play a kan of fives always holds the red one (the set has one of each).
        """
        if not self._tile_allowed(tile):
            return []
        snap = self._snapshot
        if len(snap.melds) >= 4 or len(snap.concealed) > snap.complete_size - 3:
            return []
        red_ok = self.ruleset.red_fives
        num, suit = int(kind_of(tile)[0]), tile[1]
        candidates: list[list[tuple[str, ...]]] = []
        if kind == MeldKind.CHI:
            if suit == "z":
                return []
            for start in (num - 2, num - 1, num):
                if not 1 <= start <= 7:
                    continue
                others = [f"{n}{suit}" for n in range(start, start + 3) if n != num]
                variants = [(tile, *others)]
                if red_ok and f"5{suit}" in others and not is_red(tile):
                    variants.append((tile, *(f"0{suit}" if o[0] == "5" else o for o in others)))
                candidates.append(variants)
        else:
            size = 3 if kind == MeldKind.PON else 4
            plain = kind_of(tile)
            variants = [(tile, *[plain] * (size - 1))]
            if red_ok and plain[0] == "5" and suit != "z" and not is_red(tile):  # 5z: haku
                red = "0" + suit
                with_red = (tile, red, *[plain] * (size - 2))
                variants = [with_red] if size == 4 else [*variants, with_red]
            candidates.append(variants)
        out: list[Meld] = []
        for variants in candidates:
            for tiles in variants:
                meld = Meld(kind, tiles)
                if self._valid(replace(snap, melds=(*snap.melds, meld))):
                    out.append(meld)
                    break
        return out

    def pon_to_upgrade(self, tile: str) -> int | None:
        """The index of the pon that `tile` would turn into an added kan, or None."""
        for i, meld in enumerate(self._snapshot.melds):
            if meld.kind == MeldKind.PON and kind_of(meld.tiles[0]) == kind_of(tile):
                upgraded = replace(
                    self._snapshot,
                    melds=(
                        *self._snapshot.melds[:i],
                        Meld(MeldKind.SHOUMINKAN, (*meld.tiles, tile)),
                        *self._snapshot.melds[i + 1 :],
                    ),
                )
                if self._tile_allowed(tile) and self._valid(upgraded):
                    return i
        return None

    def upgrade_to_added_kan(self, tile: str) -> bool:
        """Turn the pon of `tile` into an added kan (shouminkan) with `tile` as the fourth."""
        index = self.pon_to_upgrade(tile)
        if index is None:
            return False
        snap = self._snapshot
        melds = list(snap.melds)
        melds[index] = Meld(MeldKind.SHOUMINKAN, (*melds[index].tiles, tile))
        return self._commit(replace(snap, melds=tuple(melds)))

    def remove_meld(self, index: int) -> bool:
        snap = self._snapshot
        if not 0 <= index < len(snap.melds):
            return False
        melds = list(snap.melds)
        del melds[index]
        return self._commit(replace(snap, melds=tuple(melds)))

    def add_indicator(self, tile: str, *, ura: bool = False) -> bool:
        snap = self._snapshot
        if self.copies_left(tile) <= 0 or not self._tile_allowed(tile):
            return False
        if ura:
            if ura_blocker(snap) is not None:
                return False
            return self._commit(replace(snap, ura=(*snap.ura, tile)))
        if len(snap.dora) >= MAX_INDICATORS:
            return False
        return self._commit(replace(snap, dora=(*snap.dora, tile)))

    def remove_indicator(self, index: int, *, ura: bool = False) -> bool:
        snap = self._snapshot
        row = list(snap.ura if ura else snap.dora)
        if not 0 <= index < len(row):
            return False
        del row[index]
        if ura:
            return self._commit(replace(snap, ura=tuple(row)))
        return self._commit(replace(snap, dora=tuple(row)))

    def set_flag(self, flag: str, on: bool) -> bool:
        """Turn a situation flag on or off; refused (False) when another entry forbids it."""
        if flag not in SITUATION_FLAGS:
            raise KeyError(flag)
        snap = self._snapshot
        if on and flag_blocker(snap, flag, self.ruleset) is not None:
            return False
        flags = snap.flags | {flag} if on else snap.flags - {flag}
        return self._commit(replace(snap, flags=frozenset(flags)))

    def set_win(self, win: Literal["ron", "tsumo"]) -> bool:
        return self._commit(replace(self._snapshot, win=win))

    def toggle_win(self) -> bool:
        return self.set_win("tsumo" if self._snapshot.win == "ron" else "ron")

    def set_seat_wind(self, wind: Wind | str) -> bool:
        return self._commit(replace(self._snapshot, seat_wind=Wind(wind)))

    def set_round_wind(self, wind: Wind | str) -> bool:
        return self._commit(replace(self._snapshot, round_wind=Wind(wind)))

    def set_honba(self, value: int) -> bool:
        return self._commit(replace(self._snapshot, honba=max(0, int(value))), coalesce="honba")

    def set_riichi_sticks(self, value: int) -> bool:
        return self._commit(
            replace(self._snapshot, riichi_sticks=max(0, int(value))), coalesce="sticks"
        )

    def set_notation(self, text: str, *, coalesce: bool = False) -> bool:
        """Replace the tiles, calls and indicators from notation text.

        Raises `NotationError` (and changes nothing) when the text is invalid. The last tile
        written becomes the winning tile. With `coalesce`, successive calls make one undo step.
        """
        new = parse_notation(text, self._snapshot, self.ruleset)
        # Ura-dora without riichi are kept (shown dimmed, not sent), as when riichi is turned
        # off after they were entered: the canonical text must always read back.
        if new.win_tile is None and new.effective_win_tile == self._snapshot.effective_win_tile:
            new = replace(new, win_tile=self._snapshot.win_tile)
            if new.win_tile is not None and new.win_tile not in new.concealed:
                new = replace(new, win_tile=None)
        if self._same_tiles(new):
            return False
        return self._commit(new, coalesce="notation" if coalesce else None)

    def _same_tiles(self, new: HandSnapshot) -> bool:
        old = self._snapshot
        return (
            sorted(new.concealed) == sorted(old.concealed)
            and new.effective_win_tile == old.effective_win_tile
            and new.melds == old.melds
            and new.dora == old.dora
            and new.ura == old.ura
        )

    def clear(self) -> bool:
        """Empty the tiles, calls and indicators (the situation stays; undo brings all back)."""
        snap = self._snapshot
        return self._commit(replace(snap, concealed=(), win_tile=None, melds=(), dora=(), ura=()))

    def plain_red_fives(self) -> bool:
        """Make every red five a plain five (hand, calls, winning tile, indicators): one undo
        step. For a hand entered under a ruleset with red fives and valued under one without."""
        snap = self._snapshot

        def plain(tiles: tuple[str, ...]) -> tuple[str, ...]:
            return tuple(kind_of(t) for t in tiles)

        return self._commit(
            replace(
                snap,
                concealed=plain(snap.concealed),
                win_tile=None if snap.win_tile is None else kind_of(snap.win_tile),
                melds=tuple(replace(m, tiles=plain(m.tiles)) for m in snap.melds),
                dora=plain(snap.dora),
                ura=plain(snap.ura),
            )
        )

    def reset(self) -> bool:
        """Back to a new, empty hand with the default situation."""
        return self._commit(HandSnapshot(), fresh=True)

    def undo(self) -> bool:
        if not self._undo:
            return False
        mark = self._ruleset_mark
        if mark is not None and len(self._undo) <= mark[0]:
            self._ruleset_mark = None
            _depth, previous, switched = mark
            if self._context is not None and self._context.ruleset == switched:
                # back to the rules of before first, so that the hand of before keeps every
                # flag the example's rules would have dropped
                self._context.set_ruleset(previous)
                self._redo_mark = (len(self._redo) + 1, previous, switched)
        self._redo.append(self._entry())
        self._show(self._undo.pop())
        self._coalesce = None
        self._evaluate()
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if not self._redo:
            return False
        mark = self._redo_mark
        if mark is not None and len(self._redo) == mark[0]:
            self._redo_mark = None
            _depth, previous, switched = mark
            if self._context is not None and self._context.ruleset == previous:
                self._context.set_ruleset(switched)  # the example again under its own rules
                self._ruleset_mark = (len(self._undo) + 1, previous, switched)
        self._undo.append(self._entry())
        self._show(self._redo.pop())
        self._coalesce = None
        self._evaluate()
        self.changed.emit()
        return True

    def _tile_allowed(self, tile: str) -> bool:
        return not is_red(tile) or self.ruleset.red_fives

    def _valid(self, snap: HandSnapshot) -> bool:
        try:
            check_snapshot(snap, self.ruleset)
        except NotationError:
            return False
        return True

    # --- requests ------------------------------------------------------------------------

    def record_shown(self) -> Ruling | None:
        """The value (or the waits) was shown to the table: emit it as a ruling, under this
        tab's own ruleset and at no table (the Table tab's game is another matter)."""
        ruling = hand_ruling(self.to_request(), self.result, self.result_kind, self.ruleset)
        if ruling is not None:
            self.ruling_made.emit(ruling)
        return ruling

    def to_request(self) -> dict[str, Any]:
        """The contract's `score` input for this hand (without `ruleset`).

        Flags the situation forbids are never set (see `flag_blocker`); ura indicators are
        sent only with riichi. With a hand one tile short, `win_tile` is absent.
        """
        snap = self._snapshot
        req: dict[str, Any] = {
            "hand": tiles_to_mpsz(snap.concealed),
        }
        win = snap.effective_win_tile
        if win is not None:
            req["win_tile"] = win
        req["melds"] = [m.to_contract() for m in snap.melds]
        req["win"] = snap.win
        req["seat_wind"] = str(snap.seat_wind)
        req["round_wind"] = str(snap.round_wind)
        for flag in SITUATION_FLAGS:
            req[flag] = flag in snap.flags
        req["dora_indicators"] = tiles_to_mpsz(snap.dora, keep_order=True)
        req["ura_indicators"] = (
            tiles_to_mpsz(snap.ura, keep_order=True) if snap.riichi_declared else ""
        )
        req["honba"] = snap.honba
        req["riichi_sticks"] = snap.riichi_sticks
        return req

    def load_request(self, obj: Mapping[str, Any]) -> None:
        """Replace the hand with a contract `score` input; on bad input raise and change nothing.

        Raises `EngineError` (code ``invalid_request``) for a malformed object and
        `NotationError` (a `ValueError`) for tiles that cannot be a hand.
        """
        snap = self._snapshot_from_request(obj)
        self._commit(snap, fresh=True)

    def _snapshot_from_request(self, obj: Mapping[str, Any]) -> HandSnapshot:
        if not isinstance(obj, Mapping):
            raise _bad_request("The hand must be a JSON object.")

        def text(key: str) -> str:
            value = obj.get(key, "")
            if not isinstance(value, str):
                raise _bad_request(f"{key!r} must be text.")
            return value

        def boolean(key: str) -> bool:
            value = obj.get(key, False)
            if not isinstance(value, bool):
                raise _bad_request(f"{key!r} must be true or false.")
            return value

        def number(key: str) -> int:
            value = obj.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
                raise _bad_request(f"{key!r} must be a whole number from 0 to 99.")
            return value

        def wind(key: str) -> Wind:
            value = obj.get(key, "E")
            try:
                return Wind(value)
            except ValueError:
                raise _bad_request(f"{key!r} must be one of E, S, W, N.") from None

        concealed = parse_tiles(text("hand"))
        win_tile_text = text("win_tile")
        win_tile: str | None = None
        if win_tile_text:
            parsed = parse_tiles(win_tile_text)
            if len(parsed) != 1:
                raise _bad_request("'win_tile' must be one tile.")
            win_tile = parsed[0]
            if win_tile not in concealed:
                raise NotationError("win_tile", "The winning tile is not in the hand.", win_tile)
            # the winning tile goes last, so that it is also the default one
            concealed.remove(win_tile)
            concealed.append(win_tile)
        melds_value = obj.get("melds", [])
        if not isinstance(melds_value, list) or not all(isinstance(m, str) for m in melds_value):
            raise _bad_request("'melds' must be a list of texts such as 'pon:777z'.")
        melds = tuple(Meld.parse(m) for m in melds_value)
        win = obj.get("win", "ron")
        if win not in ("ron", "tsumo"):
            raise _bad_request("'win' must be 'ron' or 'tsumo'.")
        flags = frozenset(f for f in SITUATION_FLAGS if boolean(f))
        snap = HandSnapshot(
            concealed=tuple(concealed),
            win_tile=win_tile,
            melds=melds,
            dora=tuple(parse_tiles(text("dora_indicators"))),
            ura=tuple(parse_tiles(text("ura_indicators"))),
            win="tsumo" if win == "tsumo" else "ron",
            seat_wind=wind("seat_wind"),
            round_wind=wind("round_wind"),
            flags=flags,
            honba=number("honba"),
            riichi_sticks=number("riichi_sticks"),
        )
        check_snapshot(snap, self.ruleset)
        for flag in SITUATION_FLAGS:
            if flag in flags:
                blocker = flag_blocker(snap, flag, self.ruleset)
                if blocker is not None:
                    raise EngineError(
                        ErrorCode.CONFLICTING_SITUATION,
                        f"{flag} is not possible here ({blocker}).",
                        {"conflict": str(blocker)},
                    )
        return snap

    # --- engine --------------------------------------------------------------------------

    def _evaluate(self) -> None:
        """Ask the engine for the current hand's value; keep the answer (never raises)."""
        snap = self._snapshot
        size = len(snap.concealed)
        self.request = None
        if not self.scored:  # a check's tiles: the check asks its own engine command
            self.result, self.result_kind = None, "empty"
            return
        if size == 0 and not snap.melds:
            self.result, self.result_kind = None, "empty"
            return
        if size > snap.complete_size:
            self.result, self.result_kind = None, "too_many"
            return
        if size < snap.complete_size - 1:
            self.result, self.result_kind = None, "incomplete"
            return
        req = self.to_request()
        req["ruleset"] = self._ruleset_json()
        self.request = req
        if size == snap.complete_size:
            self.result = dict(api.score(req))
            self.result_kind = "score"
        else:
            req = dict(req)
            req["with_values"] = True
            req.pop("win_tile", None)
            self.result = dict(api.waits(req))
            self.result_kind = "waits"


def _bad_request(message: str) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message)
