"""A winning (or waiting) hand and the situation it was won in, read from a request object.

`Hand` holds the concealed tiles (the winning tile included), the calls and the winning tile;
`str(hand)` is its one text form, e.g. ``234567m55p pon:777z chi:340m win:5p``.
`Situation` holds every other field of the contract's `score` input; contradictions are
`conflicting_situation` errors whose `details.conflict` is a `ConflictId`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS, ConflictId, ErrorCode, Wind
from engine.melds import Meld
from engine.rulesets import Ruleset
from engine.tiles import (
    EAST,
    MAX_CACHED_TEXT,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
    TILE_TEXT,
    Tile,
    frozen_maker,
    kind_str,
    parse_cached,
    parse_tiles,
    sort_tiles,
    sorted_tiles_to_str,
)

WinKind = Literal["ron", "tsumo"]
WIND_KIND = {Wind.EAST: EAST, Wind.SOUTH: EAST + 1, Wind.WEST: EAST + 2, Wind.NORTH: EAST + 3}
MAX_INDICATORS = 5


def _invalid(message: str, field: str) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message, {"field": field})


def _tiles_field(value: Any, field: str) -> tuple[Tile, ...]:
    if value is None:
        return ()
    if not isinstance(value, str):
        raise _invalid(f"'{field}' must be tiles in mpsz notation (a text).", field)
    try:
        # `parse_tiles` without its own checks, done here: a text, and short enough to cache
        return parse_cached(value) if len(value) <= MAX_CACHED_TEXT else parse_tiles(value)
    except EngineError as exc:
        exc.details["field"] = field
        raise


def parse_melds(value: Any) -> tuple[Meld, ...]:
    """The `melds` field: a list of meld texts (or one text with melds separated by spaces)."""
    if value is None:
        return ()
    if isinstance(value, str):
        value = value.split()
    if not isinstance(value, list | tuple):
        raise _invalid('\'melds\' must be a list like ["pon:777z", "chi:0m34m"].', "melds")
    melds = []
    for i, text in enumerate(value):
        try:
            melds.append(Meld.parse(text))
        except EngineError as exc:
            exc.details["index"] = i
            raise
    if len(melds) > 4:
        raise EngineError(
            ErrorCode.INVALID_MELD, "A hand has at most four calls.", {"count": len(melds)}
        )
    return tuple(melds)


def check_copies(groups: Iterable[Iterable[Tile]], *, red_fives: bool | None) -> None:
    """No kind more than 4 times, at most one red five per suit, none where the rules have none,
    and where they have them, at most three plain fives per suit (the fourth is the red one).
    `red_fives` None: whatever the ruleset (only what no ruleset allows)."""
    groups = tuple(groups)
    counts = [0] * NUM_KINDS
    reds: list[int] = []
    for group in groups:
        for t in group:
            counts[t.kind] += 1
            if t.red:
                reds.append(t.kind)
    if (
        max(counts) <= 4
        and (not reds or (red_fives and len(set(reds)) == len(reds)))
        and not (red_fives and 4 in (counts[4], counts[13], counts[22]))  # FIVE_KINDS
    ):
        return
    _check_copies_slow(groups, red_fives=red_fives)


def _check_copies_slow(groups: Iterable[Iterable[Tile]], *, red_fives: bool | None) -> None:
    """`check_copies` for a hand that breaks a rule: the first rule broken is reported."""
    counts = [0] * NUM_KINDS
    reds = [0, 0, 0]
    for group in groups:
        for t in group:
            counts[t.kind] += 1
            if t.red:
                reds[t.kind // 9] += 1
    for kind, n in enumerate(counts):
        if n > 4:
            raise EngineError(
                ErrorCode.TOO_MANY_COPIES,
                f"{kind_str(kind)} appears {n} times (hand, calls and indicators); there are 4.",
                {"tile": kind_str(kind), "count": n},
            )
    for suit, n in enumerate(reds):
        name = f"0{'mps'[suit]}"
        if n and red_fives is False:
            raise EngineError(
                ErrorCode.NO_RED_FIVES_IN_RULESET,
                f"Red five {name} given, but this ruleset plays without red fives.",
                {"tile": name},
            )
        if n > 1:
            raise EngineError(
                ErrorCode.TOO_MANY_RED_FIVES,
                f"{n} red fives {name}: a set has one red five per suit.",
                {"tile": name, "count": n},
            )
        five = f"5{'mps'[suit]}"
        if red_fives and n == 0 and counts[suit * 9 + 4] == 4:
            # with red fives a suit has three plain fives and one red: all four in play means
            # one of them is the red five, and leaving it out would lose its han
            raise EngineError(
                ErrorCode.TOO_MANY_PLAIN_FIVES,
                f"All four {five} are entered as plain fives, but with red fives in play one of "
                f"them is the red {name}: write it as {name}.",
                {"tile": five, "red": name},
            )


def tile_count_problem(tiles: Iterable[str], *, red_fives: bool | None) -> EngineError | None:
    """The first rule of copies that `tiles` (mpsz, one tile each: a hand entry's every tile,
    calls and indicators included) break, as the error a request would get (`check_copies`:
    ``too_many_copies``, ``no_red_fives_in_ruleset``, ``too_many_red_fives``,
    ``too_many_plain_fives``, with ``details.tile``); None when they break none. `red_fives`
    None: only what no ruleset allows."""
    try:
        check_copies((parse_tiles("".join(tiles)),), red_fives=red_fives)
    except EngineError as problem:
        return problem
    return None


@dataclass(frozen=True, slots=True)
class Hand:
    """Concealed tiles (sorted, winning tile included), calls and the winning tile."""

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win_tile: Tile

    @staticmethod
    def parse(text: str) -> Hand:
        """The canonical text form: ``<concealed> [<meld>...] win:<tile>``."""
        parts = text.split()
        win = [p for p in parts if p.startswith("win:")]
        if len(win) != 1 or not parts:
            raise EngineError(
                ErrorCode.INVALID_NOTATION,
                f"Hand {text!r} needs concealed tiles and one 'win:<tile>'.",
                {"position": 0, "text": text},
            )
        melds = [p for p in parts[1:] if ":" in p and not p.startswith("win:")]
        return Hand.build(parts[0], melds, win[0][4:])

    @staticmethod
    def build(
        hand: Any,
        melds: Any,
        win_tile: Any,
        *,
        indicators: Sequence[Tile] = (),
        red_fives: bool = True,
    ) -> Hand:
        """A validated hand from the contract's `hand`, `melds`, `win_tile` values."""
        concealed = _tiles_field(hand, "hand")
        calls = () if melds is None else parse_melds(melds)
        if win_tile is None or win_tile == "":
            raise EngineError(
                ErrorCode.INVALID_REQUEST, "'win_tile' is required.", {"field": "win_tile"}
            )
        win_tiles = _tiles_field(win_tile, "win_tile")
        if len(win_tiles) != 1:
            raise EngineError(
                ErrorCode.INVALID_NOTATION,
                "'win_tile' must be exactly one tile.",
                {"field": "win_tile", "position": 0, "text": str(win_tile)},
            )
        win = win_tiles[0]
        if calls:
            check_copies([concealed, *[m.tiles for m in calls], indicators], red_fives=red_fives)
        else:
            check_copies((concealed, indicators), red_fives=red_fives)
        expected = 14 - 3 * len(calls)
        if len(concealed) != expected:
            raise EngineError(
                ErrorCode.WRONG_TILE_COUNT,
                f"The hand has {len(concealed)} concealed tiles; with {len(calls)} call(s) a "
                f"winning hand has {expected} (14 tiles, plus one per kan).",
                {"count": len(concealed), "expected": expected},
            )
        for t in concealed:  # tiles are shared instances
            if t is win:
                break
        else:
            # A plain five named as the winning tile matches a red five in the hand (and back).
            same_kind = [t for t in concealed if t.kind == win.kind]
            if not same_kind:
                raise EngineError(
                    ErrorCode.WIN_TILE_NOT_IN_HAND,
                    f"The winning tile {win} is not among the concealed tiles.",
                    {"tile": str(win)},
                )
            win = same_kind[0]
        return _make_hand(sort_tiles(concealed), calls, win)

    @property
    def is_closed(self) -> bool:
        """No call but closed kans."""
        return all(not m.is_open for m in self.melds)

    @property
    def kan_count(self) -> int:
        return sum(1 for m in self.melds if m.is_kan)

    def all_tiles(self) -> list[Tile]:
        out = list(self.concealed)
        for m in self.melds:
            out.extend(m.tiles)
        return out

    def __str__(self) -> str:
        # `concealed` is kept in canonical order
        if not self.melds:
            return f"{sorted_tiles_to_str(self.concealed)} win:{TILE_TEXT[self.win_tile.code]}"
        return " ".join(
            [
                sorted_tiles_to_str(self.concealed),
                *map(str, self.melds),
                "win:" + TILE_TEXT[self.win_tile.code],
            ]
        )

    def __repr__(self) -> str:
        return f'Hand.parse("{self}")'


def _number(value: Any, name: str) -> int:
    """A count field that is not a plain int: null is 0, an int subclass (not bool) is kept."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise _invalid(f"'{name}' must be a whole number from 0.", name)
    return value


_WINDS: dict[str, Wind] = {w.value: w for w in Wind} | {w.value.lower(): w for w in Wind}
#: the boolean fields of `Situation`, in field order
_FLAGS = SITUATION_FLAGS
_FLAG_SET = frozenset(_FLAGS)
_NO_FLAGS: list[Any] = [False] * len(_FLAGS)  # read only


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything about a win but the tiles. The dealer is the player whose seat wind is East."""

    win: WinKind = "ron"
    seat_wind: Wind = Wind.EAST
    round_wind: Wind = Wind.EAST
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    paarenchan: bool = False
    chankan_closed_kan: bool = False  # the robbed kan was a closed kan (see `closed_kan_robbery`)
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def tsumo(self) -> bool:
        return self.win == "tsumo"

    @property
    def dealer(self) -> bool:
        return self.seat_wind is Wind.EAST

    @property
    def seat_kind(self) -> int:
        return WIND_KIND[self.seat_wind]

    @property
    def round_kind(self) -> int:
        return WIND_KIND[self.round_wind]

    @staticmethod
    def from_request(obj: Mapping[str, Any]) -> Situation:
        """Read the situation fields (types checked; absent booleans false, numbers 0)."""
        get = obj.get
        win = get("win", "ron")
        if win not in ("ron", "tsumo"):
            raise _invalid('\'win\' must be "ron" or "tsumo".', "win")
        value = get("seat_wind", "E")
        seat = _WINDS.get(value) if type(value) is str else None
        if seat is None:
            raise _invalid('\'seat_wind\' must be one of "E", "S", "W", "N".', "seat_wind")
        value = get("round_wind", "E")
        rnd = _WINDS.get(value) if type(value) is str else None
        if rnd is None:
            raise _invalid('\'round_wind\' must be one of "E", "S", "W", "N".', "round_wind")
        # the flags in field order (`_FLAGS`), absent or null: false
        flags: list[Any]
        if type(obj) is dict and _FLAG_SET.isdisjoint(obj):  # none given (most requests)
            flags = _NO_FLAGS
        else:
            flags = [*map(get, _FLAGS)]
            for i, value in enumerate(flags):
                if value is not True:
                    if value is not None and value is not False:
                        name = _FLAGS[i]
                        raise _invalid(f"'{name}' must be true or false.", name)
                    flags[i] = False
        honba = get("honba", 0)
        if type(honba) is not int:
            honba = _number(honba, "honba")
        if not 0 <= honba <= 1000:
            raise _invalid("'honba' must be a whole number from 0.", "honba")
        sticks = get("riichi_sticks", 0)
        if type(sticks) is not int:
            sticks = _number(sticks, "riichi_sticks")
        if not 0 <= sticks <= 1000:
            raise _invalid("'riichi_sticks' must be a whole number from 0.", "riichi_sticks")
        dora = get("dora_indicators")
        ura = get("ura_indicators")
        # positional (in field order): a request makes one, and keywords cost more
        return _make_situation(
            win,
            seat,
            rnd,
            *flags,
            () if dora is None or dora == "" else _tiles_field(dora, "dora_indicators"),
            () if ura is None or ura == "" else _tiles_field(ura, "ura_indicators"),
            honba,
            sticks,
        )

    def check(self, *, closed: bool, kans: int, calls: int, ruleset: Ruleset) -> None:
        """Reject contradictions (`conflicting_situation` with `details.conflict`)."""
        conflict = self.find_conflict(closed=closed, kans=kans, calls=calls, ruleset=ruleset)
        if conflict is not None:
            raise EngineError(
                ErrorCode.CONFLICTING_SITUATION,
                _CONFLICT_TEXT[conflict],
                {"conflict": str(conflict)},
            )

    def find_conflict(
        self, *, closed: bool, kans: int, calls: int, ruleset: Ruleset
    ) -> ConflictId | None:
        """The first contradiction found, or None. `calls` counts every meld, closed kans too.

        The rules are checked in the order the errors are reported (straight-line code: this
        runs for every hand scored).
        """
        c = ConflictId
        riichi = self.riichi or self.double_riichi
        if self.double_riichi or self.renhou or self.paarenchan:
            if self.double_riichi and not ruleset.double_riichi:
                return c.DOUBLE_RIICHI_NOT_IN_RULESET
            if self.renhou and ruleset.renhou == "none":
                return c.RENHOU_NOT_IN_RULESET
            if self.paarenchan and not ruleset.paarenchan:
                return c.PAARENCHAN_NOT_IN_RULESET
            if self.paarenchan and self.seat_wind is not Wind.EAST:
                return c.PAARENCHAN_NON_DEALER
        if riichi or self.ippatsu:
            if self.ippatsu and not riichi:
                return c.IPPATSU_WITHOUT_RIICHI
            if not closed:
                if self.riichi:
                    return c.RIICHI_OPEN_HAND
                if self.double_riichi:
                    return c.DOUBLE_RIICHI_OPEN_HAND
                if self.ippatsu:
                    return c.IPPATSU_OPEN_HAND
            if self.ippatsu and self.rinshan:
                return c.IPPATSU_WITH_RINSHAN
        tsumo = self.win == "tsumo"
        if self.rinshan or self.chankan or self.haitei or self.houtei or self.chankan_closed_kan:
            if self.rinshan and not tsumo:
                return c.RINSHAN_ON_RON
            if self.rinshan and kans == 0:
                return c.RINSHAN_WITHOUT_KAN
            if self.chankan and tsumo:
                return c.CHANKAN_ON_TSUMO
            if self.haitei and not tsumo:
                return c.HAITEI_ON_RON
            if self.haitei and self.rinshan:
                return c.HAITEI_WITH_RINSHAN
            if self.houtei and tsumo:
                return c.HOUTEI_ON_TSUMO
            if self.houtei and self.chankan:
                return c.HOUTEI_WITH_CHANKAN
            if self.chankan_closed_kan and not self.chankan:
                return c.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN
        if self.tenhou or self.chiihou or self.renhou:
            conflict = self._first_turn_conflict(tsumo=tsumo, riichi=riichi, calls=calls)
            if conflict is not None:
                return conflict
        dora, ura = len(self.dora_indicators), len(self.ura_indicators)
        if dora > MAX_INDICATORS or ura > MAX_INDICATORS:
            return c.TOO_MANY_INDICATORS
        if ura:
            if not riichi:
                return c.URA_WITHOUT_RIICHI
            if ura > dora:
                return c.MORE_URA_THAN_DORA
        if dora > 1 + kans:  # ura <= dora here
            return c.MORE_INDICATORS_THAN_KANS
        return None

    def _first_turn_conflict(self, *, tsumo: bool, riichi: bool, calls: int) -> ConflictId | None:
        """The rules of tenhou, chiihou and renhou (part of `find_conflict`)."""
        c = ConflictId
        dealer = self.seat_wind is Wind.EAST
        if self.tenhou + self.chiihou + self.renhou > 1:
            return c.FIRST_TURN_FLAGS_TOGETHER
        if self.tenhou:
            if not dealer:
                return c.TENHOU_NON_DEALER
            if not tsumo:
                return c.TENHOU_ON_RON
            if calls > 0:
                return c.TENHOU_AFTER_CALL
            if riichi:
                return c.TENHOU_WITH_RIICHI
        if self.chiihou:
            if dealer:
                return c.CHIIHOU_DEALER
            if not tsumo:
                return c.CHIIHOU_ON_RON
            if calls > 0:
                return c.CHIIHOU_AFTER_CALL
            if riichi:
                return c.CHIIHOU_WITH_RIICHI
        if self.renhou:
            if dealer:
                return c.RENHOU_DEALER
            if tsumo:
                return c.RENHOU_ON_TSUMO
            if calls > 0:
                return c.RENHOU_AFTER_CALL
            if riichi:
                return c.RENHOU_WITH_RIICHI
        if self.haitei or self.houtei:  # the first turn is never the last tile
            return c.FIRST_TURN_ON_LAST_TILE
        if self.renhou and self.chankan:
            return c.RENHOU_WITH_CHANKAN
        return None


#: `Situation(...)` with every field given by position, without the frozen `__init__`'s cost
_make_situation = frozen_maker(Situation)
#: `Hand(concealed, melds, win_tile)`, likewise
_make_hand = frozen_maker(Hand)

_CONFLICT_TEXT: dict[ConflictId, str] = {
    ConflictId.IPPATSU_WITHOUT_RIICHI: "Ippatsu needs riichi.",
    ConflictId.RIICHI_OPEN_HAND: "Riichi needs a closed hand (closed kans keep it closed).",
    ConflictId.DOUBLE_RIICHI_OPEN_HAND: "Double riichi needs a closed hand.",
    ConflictId.IPPATSU_OPEN_HAND: "Ippatsu needs a closed hand.",
    ConflictId.IPPATSU_WITH_RINSHAN: "A kan ends ippatsu, so it cannot go with rinshan.",
    ConflictId.RINSHAN_ON_RON: "Rinshan is a win on the replacement tile: a tsumo.",
    ConflictId.RINSHAN_WITHOUT_KAN: "Rinshan needs a kan in the hand.",
    ConflictId.CHANKAN_ON_TSUMO: "Chankan (robbing a kan) is a ron.",
    ConflictId.HAITEI_ON_RON: "Haitei is a tsumo on the last wall tile; use houtei for a ron.",
    ConflictId.HAITEI_WITH_RINSHAN: "A replacement tile is not the last wall tile.",
    ConflictId.HOUTEI_ON_TSUMO: "Houtei is a ron on the last discard; use haitei for a tsumo.",
    ConflictId.HOUTEI_WITH_CHANKAN: "Robbing a kan is not a win on the last discard.",
    ConflictId.TENHOU_NON_DEALER: "Tenhou is the dealer's win; a non-dealer's is chiihou.",
    ConflictId.TENHOU_ON_RON: "Tenhou is a tsumo on the dealer's first draw.",
    ConflictId.TENHOU_AFTER_CALL: "Tenhou cannot follow any call or kan.",
    ConflictId.TENHOU_WITH_RIICHI: "Tenhou cannot go with riichi.",
    ConflictId.CHIIHOU_DEALER: "Chiihou is a non-dealer's win; the dealer's is tenhou.",
    ConflictId.CHIIHOU_ON_RON: "Chiihou is a tsumo on the first draw.",
    ConflictId.CHIIHOU_AFTER_CALL: "Chiihou cannot follow any call or kan.",
    ConflictId.CHIIHOU_WITH_RIICHI: "Chiihou cannot go with riichi.",
    ConflictId.RENHOU_DEALER: "Renhou is a non-dealer's ron before the first draw.",
    ConflictId.RENHOU_ON_TSUMO: "Renhou is a ron.",
    ConflictId.RENHOU_AFTER_CALL: "Renhou cannot follow a call.",
    ConflictId.RENHOU_WITH_RIICHI: "Renhou cannot go with riichi.",
    ConflictId.FIRST_TURN_FLAGS_TOGETHER: "Only one of tenhou, chiihou and renhou can apply.",
    ConflictId.FIRST_TURN_ON_LAST_TILE: (
        "Tenhou, chiihou and renhou are wins in the first turn, never on the last tile "
        "(haitei, houtei)."
    ),
    ConflictId.RENHOU_WITH_CHANKAN: (
        "A kan to rob needs a pon called before it, which ends the first turn: no renhou."
    ),
    ConflictId.URA_WITHOUT_RIICHI: "Ura dora indicators are only turned for a riichi hand.",
    ConflictId.TOO_MANY_INDICATORS: "At most 5 dora (or ura dora) indicators.",
    ConflictId.MORE_INDICATORS_THAN_KANS: (
        "A hand has at most one dora indicator plus one per kan (the same for ura dora)."
    ),
    ConflictId.MORE_URA_THAN_DORA: "There cannot be more ura indicators than dora indicators.",
    ConflictId.DOUBLE_RIICHI_NOT_IN_RULESET: "This ruleset has no double riichi.",
    ConflictId.RENHOU_NOT_IN_RULESET: "This ruleset has no renhou.",
    ConflictId.PAARENCHAN_NOT_IN_RULESET: "This ruleset has no paarenchan.",
    ConflictId.PAARENCHAN_NON_DEALER: "Paarenchan is a dealer's eighth consecutive win.",
    ConflictId.CHANKAN_TILE_HELD: (
        "The robbed kan holds the other three copies of the winning tile, so no other copy can "
        "be in the hand, its calls or the dora indicators."
    ),
    ConflictId.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN: "A robbed closed kan is a chankan win.",
    ConflictId.CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI: "Only thirteen orphans may rob a closed kan.",
    ConflictId.CLOSED_KAN_ROBBED_TILE_HELD: (
        "The robbed closed kan holds all four copies of the winning tile, so the hand cannot "
        "hold another: only a single-wait thirteen orphans can rob it."
    ),
    ConflictId.CLOSED_KAN_ROBBERY_NOT_IN_RULESET: (
        "This ruleset does not let anyone rob a closed kan, not even thirteen orphans."
    ),
}


def robbed_tile_copies(hand: Hand, situation: Situation) -> int:
    """How many copies of the winning tile's kind the hand, its calls and the indicators show
    (the winning tile included)."""
    kind = hand.win_tile.kind
    count = sum(1 for t in hand.concealed if t.kind == kind)
    for meld in hand.melds:
        count += sum(1 for t in meld.tiles if t.kind == kind)
    count += sum(1 for t in situation.dora_indicators if t.kind == kind)
    return count + sum(1 for t in situation.ura_indicators if t.kind == kind)


def chankan_tile_check(hand: Hand, situation: Situation) -> None:
    """A win robbing an added kan: the kan holds the other three copies of the robbed tile, so
    the winning tile must be the only copy in sight (`conflicting_situation` otherwise)."""
    if robbed_tile_copies(hand, situation) > 1:
        conflict = ConflictId.CHANKAN_TILE_HELD
        raise EngineError(
            ErrorCode.CONFLICTING_SITUATION, _CONFLICT_TEXT[conflict], {"conflict": str(conflict)}
        )


def closed_kan_robbery(hand: Hand, situation: Situation, ruleset: Ruleset, *, won: bool) -> None:
    """The checks of a request whose `chankan_closed_kan` is true, beyond `Situation.check`.

    With ``won=False`` (before scoring): refused where the ruleset's `rob_closed_kan_kokushi`
    is off (`not_allowed_by_ruleset`, details naming the rule). With ``won=True`` (the hand was
    found to win): only thirteen orphans may rob a closed kan, and since the kan holds all four
    copies of the robbed tile, neither the hand nor the indicators (`situation`) can show
    another one (a thirteen-sided wait cannot rob a closed kan). Both are
    `conflicting_situation`.
    """
    if not won:
        if not ruleset.rob_closed_kan_kokushi:
            conflict = ConflictId.CLOSED_KAN_ROBBERY_NOT_IN_RULESET
            raise EngineError(
                ErrorCode.NOT_ALLOWED_BY_RULESET,
                _CONFLICT_TEXT[conflict],
                {
                    "rule": "rob_closed_kan_kokushi",
                    "value": False,
                    "field": "chankan_closed_kan",
                    "conflict": str(conflict),
                },
            )
        return
    kinds = {t.kind for t in hand.concealed}
    if hand.melds or len(kinds) != len(TERMINALS_AND_HONORS) or not kinds <= _ORPHANS:
        conflict = ConflictId.CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI
    elif robbed_tile_copies(hand, situation) > 1:
        conflict = ConflictId.CLOSED_KAN_ROBBED_TILE_HELD
    else:
        return
    raise EngineError(
        ErrorCode.CONFLICTING_SITUATION, _CONFLICT_TEXT[conflict], {"conflict": str(conflict)}
    )


_ORPHANS = frozenset(TERMINALS_AND_HONORS)


__all__ = [
    "MAX_INDICATORS",
    "WIND_KIND",
    "Hand",
    "Situation",
    "chankan_tile_check",
    "check_copies",
    "closed_kan_robbery",
    "parse_melds",
    "robbed_tile_copies",
]
