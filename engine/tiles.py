"""Tiles and mpsz notation.

A tile kind is an int 0..33: 0-8 man 1-9, 9-17 pin, 18-26 sou, 27-33 honours (1z East ..
7z red dragon). A `Tile` is a kind plus a red flag (red fives are written `0m`, `0p`, `0s`).
Hot paths work on kinds and 34-count tuples; `Tile` objects are shared instances.

>>> str(parse_tiles("0m34m"))
'(Tile.parse("0m"), Tile.parse("3m"), Tile.parse("4m"))'
>>> tiles_to_str(parse_tiles("5z123m456m"))
'123456m5z'
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from typing import Any, TypeVar

from engine.errors import EngineError
from engine.ids import ErrorCode

SUITS = "mpsz"
NUM_KINDS = 34
EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, 34)
WIND_KINDS = (EAST, SOUTH, WEST, NORTH)
DRAGON_KINDS = (HAKU, HATSU, CHUN)
FIVE_KINDS = (4, 13, 22)

#: per kind: a number suit tile 2..8
IS_SIMPLE: tuple[bool, ...] = tuple(k < 27 and 1 <= k % 9 <= 7 for k in range(NUM_KINDS))
#: per kind: 1, 9 or an honour
IS_TERMINAL_OR_HONOR: tuple[bool, ...] = tuple(not s for s in IS_SIMPLE)
IS_HONOR: tuple[bool, ...] = tuple(k >= 27 for k in range(NUM_KINDS))
IS_TERMINAL: tuple[bool, ...] = tuple(k < 27 and k % 9 in (0, 8) for k in range(NUM_KINDS))
#: the tiles of ryuuiisou: 2, 3, 4, 6, 8 sou and green dragon
IS_GREEN: tuple[bool, ...] = tuple(k in (19, 20, 21, 23, 25, HATSU) for k in range(NUM_KINDS))
TERMINALS_AND_HONORS: tuple[int, ...] = tuple(k for k in range(NUM_KINDS) if not IS_SIMPLE[k])


_T = TypeVar("_T")


def frozen_maker(cls: type[_T]) -> Callable[..., _T]:
    """A fast positional constructor for a frozen slots dataclass with no `__post_init__`.

    A frozen dataclass's own `__init__` sets each field through `object.__setattr__`, which
    costs about 0.1 µs per field; the engine makes a `Situation` (18 fields), a `Hand` and
    several `Shape`s per hand scored. The maker fills a plain twin class with the same slots
    and then gives the object its real class (allowed: the layouts are identical), so the
    result is an ordinary, immutable instance of `cls`, equal to `cls(*args)`. Every field
    must be given, in field order.
    """
    info: Any = cls
    params = dataclasses.fields(info)
    if (
        getattr(cls, "__post_init__", None) is not None
        or not info.__dataclass_params__.frozen
        or any(not f.init for f in params)
        or tuple(f.name for f in params) != info.__slots__
    ):
        raise TypeError(f"{cls.__name__} is not a plain frozen slots dataclass")
    names = [f.name for f in params]
    twin = type(f"_{cls.__name__}Maker", (), {"__slots__": tuple(names)})
    body = "".join(f"    o.{n} = {n}\n" for n in names)
    source = f"def make({', '.join(names)}):\n    o = twin()\n{body}"
    source += "    o.__class__ = cls\n    return o\n"
    namespace: dict[str, Any] = {}
    exec(source, {"twin": twin, "cls": cls}, namespace)
    maker: Callable[..., _T] = namespace["make"]
    maker.__qualname__ = maker.__name__ = f"make_{cls.__name__}"
    return maker


def kind_str(kind: int) -> str:
    """`3p`, `7z`."""
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def dora_of(indicator: int) -> int:
    """The dora an indicator points at: next in its suit, 9→1, N→E, red dragon→white."""
    if indicator < 27:
        return indicator - 8 if indicator % 9 == 8 else indicator + 1
    if indicator <= NORTH:
        return EAST if indicator == NORTH else indicator + 1
    return HAKU if indicator == CHUN else indicator + 1


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: its kind (0..33) and whether it is a red five. Text form: mpsz (`0p`, `7z`)."""

    kind: int
    red: bool = False
    #: the canonical sort order: kind order, a red five just before the plain fives
    code: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self.kind * 2 + (0 if self.red else 1))

    @staticmethod
    def parse(text: str) -> Tile:
        """One tile in mpsz notation (`5p`, `0s`, `7z`); `EngineError(invalid_notation)` else."""
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise EngineError(
                ErrorCode.INVALID_NOTATION,
                f"Expected exactly one tile, got {len(tiles)} in {text!r}.",
                {"position": 0, "text": text},
            )
        return tiles[0]

    def __str__(self) -> str:
        return TILE_TEXT[self.code]

    def __repr__(self) -> str:
        return f'Tile.parse("{self}")'

    @property
    def sort_key(self) -> int:
        """Kind order, a red five just before the plain fives of its suit."""
        return self.code


#: the mpsz text of a tile by its `code` (kind * 2, + 1 when plain): `0m` for a red five
TILE_TEXT: tuple[str, ...] = tuple(
    f"{kind % 9 + 1 if code % 2 else 0}{SUITS[kind // 9]}"
    for code in range(NUM_KINDS * 2)
    for kind in (code // 2,)
)
_PLAIN: tuple[Tile, ...] = tuple(Tile(k) for k in range(NUM_KINDS))
_RED: dict[int, Tile] = {k: Tile(k, red=True) for k in FIVE_KINDS}


def tile(kind: int, *, red: bool = False) -> Tile:
    """The shared `Tile` instance for a kind."""
    return _RED[kind] if red else _PLAIN[kind]


def _error(message: str, text: str, position: int) -> EngineError:
    return EngineError(
        ErrorCode.INVALID_NOTATION,
        message,
        {"position": position, "text": text, "char": text[position : position + 1]},
    )


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Tiles in mpsz notation, in the order written. Groups may repeat (`123m456m`).

    Spaces are ignored. Errors point at the offending character (`details.position`).
    """
    if not isinstance(text, str):
        raise EngineError(
            ErrorCode.INVALID_NOTATION,
            "Tiles must be given as a text in mpsz notation.",
            {"position": 0, "text": str(text)},
        )
    if len(text) > MAX_CACHED_TEXT:
        return _parse_tiles(text)
    return _parse_cached(text)


#: texts longer than this are parsed without being remembered
MAX_CACHED_TEXT = 200


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> tuple[Tile, ...]:
    # fast path: the text is nothing but digit groups with suit letters
    if _GROUPS_ONLY.fullmatch(text):
        out: list[Tile] = []
        try:
            for digits, suit in _GROUP.findall(text):
                out += map(_DIGIT_TILE[suit], digits)
        except KeyError:
            pass  # a digit that is no tile in that suit: the slow path says where
        else:
            return tuple(out)
    return _parse_tiles(text)


#: `parse_tiles` for a text (`str`) of at most `MAX_CACHED_TEXT` characters
parse_cached = _parse_cached

_GROUP = re.compile(r"([0-9]+)([mpsz])")
_GROUPS_ONLY = re.compile(r"(?:[0-9]+[mpsz])*")


_GROUP_TILES: dict[str, dict[str, Tile]] = {
    letter: {
        str(d): (_RED[n * 9 + 4] if d == 0 and n < 3 else _PLAIN[n * 9 + d - 1])
        for d in range(10)
        if (n < 3) or (1 <= d <= 7)
    }
    for n, letter in enumerate(SUITS)
}
#: suit letter -> digit -> tile (a KeyError for a digit that is no tile of that suit)
_DIGIT_TILE: dict[str, Callable[[str], Tile]] = {
    letter: table.__getitem__ for letter, table in _GROUP_TILES.items()
}


def _parse_tiles(text: str) -> tuple[Tile, ...]:
    out: list[Tile] = []
    pending: list[tuple[int, int]] = []  # (digit, position)
    for pos, ch in enumerate(text):
        if "0" <= ch <= "9":
            pending.append((ord(ch) - 48, pos))
        elif ch in "mpsz":
            if not pending:
                raise _error(
                    f"Suit letter {ch!r} at position {pos} has no digits before it.", text, pos
                )
            suit = "mpsz".index(ch)
            for digit, dpos in pending:
                if suit == 3:
                    if not 1 <= digit <= 7:
                        raise _error(
                            f"Honour tiles are 1z..7z; {digit}z at position {dpos} is not a tile.",
                            text,
                            dpos,
                        )
                    out.append(_PLAIN[27 + digit - 1])
                elif digit == 0:
                    out.append(_RED[suit * 9 + 4])
                else:
                    out.append(_PLAIN[suit * 9 + digit - 1])
            pending.clear()
        elif ch.isspace():
            continue
        else:
            raise _error(
                f"Unexpected character {ch!r} at position {pos}: tiles are digits followed by "
                "m, p, s or z.",
                text,
                pos,
            )
    if pending:
        pos = pending[0][1]
        raise _error(
            f"Digits from position {pos} have no suit letter (m, p, s or z) after them.", text, pos
        )
    return tuple(out)


def tiles_to_str(tiles: Iterable[Tile]) -> str:
    """Canonical mpsz text: sorted, one group per suit (`340m55p`), red five before plain fives."""
    groups: list[list[str]] = [[], [], [], []]
    for t in sorted(tiles, key=_CODE):
        groups[t.kind // 9].append(_DIGIT[t.code])
    return "".join("".join(g) + SUITS[i] for i, g in enumerate(groups) if g)


_CODE = attrgetter("code")
_DIGIT: tuple[str, ...] = tuple(
    "0" if code % 2 == 0 else str(code // 2 % 9 + 1) for code in range(NUM_KINDS * 2)
)


def sorted_tiles_to_str(tiles: Iterable[Tile]) -> str:
    """`tiles_to_str` for tiles already in canonical order (one pass, no sorting)."""
    out: list[str] = []
    suit = -1
    for t in tiles:
        s = t.kind // 9
        if s != suit:
            if suit >= 0:
                out.append(SUITS[suit])
            suit = s
        out.append(_DIGIT[t.code])
    if suit >= 0:
        out.append(SUITS[suit])
    return "".join(out)


def sort_tiles(tiles: Iterable[Tile]) -> tuple[Tile, ...]:
    """Tiles in canonical order."""
    return tuple(sorted(tiles, key=_CODE))


def kinds_to_str(kinds: Iterable[int]) -> str:
    """Canonical mpsz text of plain tiles given by kind."""
    return tiles_to_str(_PLAIN[k] for k in kinds)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """A 34-count list."""
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t.kind] += 1
    return counts


def counts_to_kinds(counts: Sequence[int]) -> list[int]:
    """Kinds repeated by count, in order."""
    return [k for k in range(NUM_KINDS) for _ in range(counts[k])]


__all__ = [
    "CHUN",
    "DRAGON_KINDS",
    "EAST",
    "HAKU",
    "HATSU",
    "IS_GREEN",
    "IS_HONOR",
    "IS_SIMPLE",
    "IS_TERMINAL",
    "IS_TERMINAL_OR_HONOR",
    "MAX_CACHED_TEXT",
    "NORTH",
    "NUM_KINDS",
    "SOUTH",
    "TERMINALS_AND_HONORS",
    "TILE_TEXT",
    "WEST",
    "WIND_KINDS",
    "Tile",
    "counts_of",
    "counts_to_kinds",
    "dora_of",
    "kind_str",
    "kinds_to_str",
    "parse_cached",
    "parse_tiles",
    "sort_tiles",
    "sorted_tiles_to_str",
    "tile",
    "tiles_to_str",
]
