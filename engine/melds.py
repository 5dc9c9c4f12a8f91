"""Calls (melds): chi, pon, open kan, closed kan, added kan. Text form `kind:tiles` (`pon:777z`).

>>> str(Meld.parse("chi:0m34m"))
'chi:340m'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from engine.errors import EngineError
from engine.ids import ErrorCode, MeldKind
from engine.tiles import Tile, parse_tiles, sort_tiles, tiles_to_str

_KINDS = {str(k): k for k in MeldKind}
KAN_KINDS = frozenset({MeldKind.KAN, MeldKind.ANKAN, MeldKind.SHOUMINKAN})
_PREFIX = {k: f"{k}:" for k in MeldKind}


@dataclass(frozen=True, slots=True)
class Meld:
    """One call with its tiles (sorted)."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    #: the tiles in canonical text (`340m`)
    text: str = field(init=False, repr=False, compare=False, hash=False)
    #: the lowest tile kind (the kind of a pon or kan)
    first: int = field(init=False, repr=False, compare=False, hash=False)
    is_kan: bool = field(init=False, repr=False, compare=False, hash=False)
    #: every call but a closed kan opens the hand
    is_open: bool = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        # derived once here: melds are read many times while a hand is scored
        object.__setattr__(self, "text", tiles_to_str(self.tiles))
        object.__setattr__(self, "first", self.tiles[0].kind if self.tiles else -1)
        object.__setattr__(self, "is_kan", self.kind in KAN_KINDS)
        object.__setattr__(self, "is_open", self.kind is not MeldKind.ANKAN)

    @staticmethod
    def parse(text: str) -> Meld:
        """`chi:0m34m`, `pon:777z`, `kan:1111m`, `ankan:5555p`, `shouminkan:9999s`."""
        if isinstance(text, str) and len(text) <= 40:
            return _parse_cached(text)
        return Meld._parse(text)

    @staticmethod
    def _parse(text: str) -> Meld:
        if not isinstance(text, str):
            raise EngineError(
                ErrorCode.INVALID_MELD,
                "A meld must be a text like 'pon:777z'.",
                {"meld": str(text)},
            )
        prefix, sep, body = text.partition(":")
        kind = _KINDS.get(prefix.strip().lower())
        if not sep or kind is None:
            raise EngineError(
                ErrorCode.INVALID_MELD,
                f"Meld {text!r} must start with chi:, pon:, kan:, ankan: or shouminkan:.",
                {"meld": text, "position": 0},
            )
        try:
            tiles = parse_tiles(body)
        except EngineError as exc:
            exc.details["meld"] = text
            exc.details["position"] = int(exc.details.get("position", 0)) + len(prefix) + 1
            exc.details["text"] = text
            raise
        meld = Meld(kind, sort_tiles(tiles))
        meld.validate(text)
        return meld

    def validate(self, text: str | None = None) -> None:
        """A chi is a run in one suit, a pon three equal tiles, a kan four."""
        kinds = [t.kind for t in self.tiles]
        label = text if text is not None else str(self)
        if self.kind is MeldKind.CHI:
            ok = (
                len(kinds) == 3
                and kinds[0] < 27
                and kinds[0] // 9 == kinds[2] // 9
                and kinds[1] == kinds[0] + 1
                and kinds[2] == kinds[0] + 2
            )
            need = "three consecutive tiles of one suit"
        elif self.kind is MeldKind.PON:
            ok = len(kinds) == 3 and kinds[0] == kinds[2]
            need = "three equal tiles"
        else:
            ok = len(kinds) == 4 and kinds[0] == kinds[3]
            need = "four equal tiles"
        if not ok:
            raise EngineError(
                ErrorCode.INVALID_MELD,
                f"Meld {label!r} is not a valid {self.kind}: a {self.kind} is {need}.",
                {"meld": label, "kind": str(self.kind)},
            )

    def __str__(self) -> str:
        return _PREFIX[self.kind] + self.text

    def __repr__(self) -> str:
        return f'Meld.parse("{self}")'


def meld_problem(kind: str, tiles: Iterable[str]) -> EngineError | None:
    """Why `tiles` (mpsz, one tile each) cannot be a call of `kind` (an ``invalid_meld`` or
    ``invalid_notation`` error, as a request would get), or None when they can: a chi is a
    run in one suit, a pon three equal tiles, a kan four."""
    try:
        Meld(MeldKind(kind), sort_tiles(parse_tiles("".join(tiles)))).validate()
    except EngineError as problem:
        return problem
    return None


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> Meld:
    return Meld._parse(text)


__all__ = ["KAN_KINDS", "Meld", "meld_problem"]
