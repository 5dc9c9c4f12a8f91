"""Every reading of a complete hand: four sets and a pair, seven pairs, thirteen orphans.

Work is on 34-count tuples of the concealed tiles (the winning tile included; calls are not
part of it). Each suit is split on its own and the splits are cached per suit, so the same
suit shape is never searched twice; the results for whole hands are cached as well.

A `Shape` is one reading of the concealed tiles together with the set the winning tile
completed and the wait that gives: a hand has one shape per (reading, place of the win tile).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from engine.ids import ReadingKind, WaitKind
from engine.tiles import NUM_KINDS, TERMINALS_AND_HONORS, frozen_maker

#: codes of the sets inside a shape
CHI, PON, PAIR = 0, 1, 2

SetTuple = tuple[tuple[int, int], ...]  # ((code, first kind), ...), sorted
Part = tuple[int, SetTuple]  # (pair kind or -1, sets)


@dataclass(frozen=True, slots=True)
class Shape:
    """One reading of the concealed tiles and what the winning tile completed in it.

    `sets` are (code, first kind) pairs: CHI, PON, or for seven pairs PAIR. `pair` is the
    pair's kind (-1 for seven pairs). `win_set` is the index in `sets` the win tile completed,
    or -1 when it completed the pair (tanki) or, for thirteen orphans, any tile.
    """

    kind: ReadingKind
    pair: int
    sets: SetTuple
    win_set: int
    wait: WaitKind

    @property
    def key(self) -> tuple[int, SetTuple, WaitKind]:
        """What makes two shapes different readings (sets and wait)."""
        return (self.pair, self.sets, self.wait)


def _search(  # noqa: PLR0917 - a hot recursive helper: positional for speed
    c: list[int],
    base: int,
    honor: bool,
    pair: int,
    sets: list[tuple[int, int]],
    out: set[Part],
    start: int,
    want_pair: bool,
) -> None:
    """Every split of `c[start:]` into sets, with a pair exactly when `want_pair`."""
    n = len(c)
    i = start
    while i < n and c[i] == 0:
        i += 1
    if i == n:
        if (pair >= 0) == want_pair:
            out.add((pair, tuple(sorted(sets))))
        return
    if c[i] >= 3:
        c[i] -= 3
        sets.append((PON, base + i))
        _search(c, base, honor, pair, sets, out, i, want_pair)
        sets.pop()
        c[i] += 3
    if not honor and i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        sets.append((CHI, base + i))
        _search(c, base, honor, pair, sets, out, i, want_pair)
        sets.pop()
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
    if want_pair and pair < 0 and c[i] >= 2:
        c[i] -= 2
        _search(c, base, honor, base + i, sets, out, i, want_pair)
        c[i] += 2


@lru_cache(maxsize=16384)
def _suit_parts(counts: tuple[int, ...], suit: int) -> tuple[Part, ...]:
    """All ways to split one suit into sets (and one pair when its size is 2 mod 3)."""
    size = sum(counts) % 3
    if size == 1:  # neither sets alone nor sets and one pair
        return ()
    out: set[Part] = set()
    _search(list(counts), suit * 9, suit == 3, -1, [], out, 0, size == 2)
    return tuple(sorted(out))


#: `Shape(...)` with every field given by position, without the frozen `__init__`'s cost
_make_shape = frozen_maker(Shape)

_SUITS = ((0, 9, 0), (9, 18, 1), (18, 27, 2), (27, 34, 3))
_PAIR_SETS = tuple((PAIR, k) for k in range(NUM_KINDS))


@lru_cache(maxsize=4096)
def standard_readings(counts: tuple[int, ...]) -> tuple[Part, ...]:
    """Every (pair, sets) reading of the concealed tiles as sets plus exactly one pair."""
    per_suit: list[tuple[Part, ...]] = []
    pairs = 0
    several = False  # some suit splits more than one way
    for lo, hi, suit in _SUITS:
        part = counts[lo:hi]
        if not any(part):
            continue
        parts = _suit_parts(part, suit)  # none when the suit's size is 1 mod 3
        if not parts:
            return ()
        if parts[0][0] >= 0:  # every split of this suit holds the pair
            pairs += 1
            if pairs > 1:
                return ()
        if len(parts) > 1:
            several = True
        per_suit.append(parts)
    if pairs != 1:
        return ()
    if not several:  # the common case: one reading
        pair = -1
        sets: list[tuple[int, int]] = []
        for ((p, s),) in per_suit:
            if p >= 0:
                pair = p
            sets += s
        sets.sort()
        return ((pair, tuple(sets)),)
    out: list[Part] = []
    for combo in product(*per_suit):
        pair = -1
        sets = []
        for p, s in combo:
            if p >= 0:
                pair = p
            sets += s
        sets.sort()
        out.append((pair, tuple(sets)))
    return tuple(out)


def is_seven_pairs(counts: tuple[int, ...]) -> bool:
    """Seven *different* pairs (four of a kind is not two pairs)."""
    return counts.count(2) == 7 and counts.count(0) == NUM_KINDS - 7


def seven_pairs_repeated(counts: tuple[int, ...]) -> bool:
    """Fourteen tiles in pairs, but with a four of a kind: the shape chiitoitsu refuses."""
    return 4 in counts and sum(counts) == 14 and all(n in (0, 2, 4) for n in counts)


def kokushi_pair(counts: tuple[int, ...]) -> int:
    """The doubled kind of a thirteen-orphans hand, or -1."""
    if counts.count(0) != NUM_KINDS - 13:  # thirteen kinds held, no other
        return -1
    pair = -1
    for k in TERMINALS_AND_HONORS:
        n = counts[k]
        if n == 2 and pair < 0:
            pair = k
        elif n != 1:
            return -1
    if sum(counts) != 14:
        return -1
    return pair


def chi_wait(first: int, win: int) -> WaitKind:
    """The wait a chi starting at `first` had when `win` completed it."""
    pos = win - first
    if pos == 1:
        return WaitKind.KANCHAN
    number = first % 9
    if pos == 0:
        return WaitKind.PENCHAN if number == 6 else WaitKind.RYANMEN
    return WaitKind.PENCHAN if number == 0 else WaitKind.RYANMEN


#: first kind of a chi (0..26) -> the wait when the winning tile is its 1st, 2nd, 3rd tile
_CHI_WAITS: tuple[tuple[WaitKind, WaitKind, WaitKind], ...] = tuple(
    (chi_wait(first, first), chi_wait(first, first + 1), chi_wait(first, first + 2))
    for first in range(27)
)


@lru_cache(maxsize=4096)
def win_shapes(counts: tuple[int, ...], win: int) -> tuple[Shape, ...]:
    """Every reading of a complete concealed part with every place of the winning tile.

    `counts` holds 14 - 3 × calls tiles, the winning tile included. Empty if the tiles
    do not form a winning hand.
    """
    shapes: list[Shape] = []
    standard = ReadingKind.STANDARD
    make = _make_shape
    for pair, sets in standard_readings(counts):
        if pair == win:
            shapes.append(make(standard, pair, sets, -1, WaitKind.TANKI))
        previous = None
        for i, one in enumerate(sets):
            # identical sets (sorted, so side by side) give identical shapes: keep the first
            if one == previous:
                continue
            previous = one
            code, first = one
            if code == PON:
                if first == win:
                    shapes.append(make(standard, pair, sets, i, WaitKind.SHANPON))
            elif first <= win <= first + 2:
                shapes.append(make(standard, pair, sets, i, _CHI_WAITS[first][win - first]))
    # seven pairs hold 7 kinds, thirteen orphans 13: the count of absent kinds tells which
    absent = counts.count(0)
    if absent in (NUM_KINDS - 7, NUM_KINDS - 13) and sum(counts) == 14:
        if is_seven_pairs(counts):
            pairs = tuple([_PAIR_SETS[k] for k, n in enumerate(counts) if n == 2])
            idx = pairs.index(_PAIR_SETS[win])
            shapes.append(make(ReadingKind.CHIITOITSU, -1, pairs, idx, WaitKind.TANKI))
        else:
            pair = kokushi_pair(counts)
            if pair >= 0:
                wait = WaitKind.KOKUSHI_13 if pair == win else WaitKind.KOKUSHI
                shapes.append(make(ReadingKind.KOKUSHI, pair, (), -1, wait))
    return tuple(shapes)


@lru_cache(maxsize=65536)
def is_complete(counts: tuple[int, ...]) -> bool:
    """Whether the concealed part (with 14 - 3 × calls tiles) is a winning shape."""
    if standard_readings(counts):
        return True
    return sum(counts) == 14 and (is_seven_pairs(counts) or kokushi_pair(counts) >= 0)


@lru_cache(maxsize=65536)
def waiting_kinds(counts: tuple[int, ...]) -> tuple[int, ...]:
    """The kinds that complete a concealed part of 13 - 3 × calls tiles (a fifth copy included)."""
    out = []
    work = list(counts)
    for k in range(NUM_KINDS):
        # a tile far from every held tile cannot complete anything but seven pairs / kokushi
        if not counts[k] and not _near(counts, k) and not IS_KOKUSHI_KIND[k]:
            continue
        work[k] += 1
        if is_complete(tuple(work)):
            out.append(k)
        work[k] -= 1
    return tuple(out)


IS_KOKUSHI_KIND: tuple[bool, ...] = tuple(k in TERMINALS_AND_HONORS for k in range(NUM_KINDS))


def _near(counts: tuple[int, ...], k: int) -> bool:
    if k >= 27:
        return False
    number = k % 9
    return bool(
        (number >= 1 and counts[k - 1])
        or (number >= 2 and counts[k - 2])
        or (number <= 7 and counts[k + 1])
        or (number <= 6 and counts[k + 2])
    )


__all__ = [
    "CHI",
    "PAIR",
    "PON",
    "Shape",
    "chi_wait",
    "is_complete",
    "is_seven_pairs",
    "kokushi_pair",
    "seven_pairs_repeated",
    "standard_readings",
    "waiting_kinds",
    "win_shapes",
]
