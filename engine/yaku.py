"""The yaku registry: each yaku's id, han closed/open, yakuman multiplier and condition together.

A condition reads one `WinContext` (one reading of one hand in one situation under one
ruleset). `find_yaku` applies the registry: closed-only yaku need a closed hand, a yaku that
replaces another removes it (ryanpeikou → iipeikou, junchan → chanta, chinitsu → honitsu,
double riichi → riichi), and yakuman push every ordinary yaku out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from engine.decompose import Shape
from engine.hand import Situation
from engine.ids import DOUBLE_CAPABLE, ReadingKind, WaitKind, YakuId
from engine.rulesets import Ruleset
from engine.tiles import (
    CHUN,
    HAKU,
    HATSU,
    IS_GREEN,
    IS_HONOR,
    IS_SIMPLE,
    IS_TERMINAL,
    IS_TERMINAL_OR_HONOR,
    NUM_KINDS,
    frozen_maker,
)


@dataclass(slots=True)
class HandFacts:
    """What depends on the tiles only, computed once per hand."""

    counts: tuple[int, ...]  # every tile, calls included (a kan counts 4)
    concealed: tuple[int, ...]  # concealed tiles only, the winning tile included
    closed: bool
    melds_closed_only: bool  # no call at all (not even a closed kan)
    all_simple: bool
    all_terminal_or_honor: bool
    all_honor: bool
    all_terminal: bool
    all_green: bool
    number_suits: int  # how many of man/pin/sou appear
    has_honor: bool
    kans: int

    @staticmethod
    def of(
        counts: tuple[int, ...],
        concealed: tuple[int, ...],
        *,
        closed: bool,
        no_calls: bool,
        kans: int,
        mask: int = -1,
    ) -> HandFacts:
        """`mask`: the kinds present as bits (1 << kind), if the caller has it; else computed."""
        if mask < 0:
            mask = 0
            for k, n in enumerate(counts):
                if n:
                    mask |= _BIT[k]
        return HandFacts(
            counts,
            concealed,
            closed,
            no_calls,
            not mask & ~_SIMPLE_MASK,  # all_simple
            not mask & _SIMPLE_MASK,  # all_terminal_or_honor
            not mask & ~_HONOR_MASK,  # all_honor
            not mask & ~_TERMINAL_MASK,  # all_terminal
            not mask & ~_GREEN_MASK,  # all_green
            # number_suits
            bool(mask & _SUIT_MASKS[0]) + bool(mask & _SUIT_MASKS[1]) + bool(mask & _SUIT_MASKS[2]),
            bool(mask & _HONOR_MASK),  # has_honor
            kans,
        )


_BIT = tuple(1 << k for k in range(NUM_KINDS))


def _mask(flags: tuple[bool, ...]) -> int:
    return sum(1 << k for k in range(NUM_KINDS) if flags[k])


_SIMPLE_MASK = _mask(IS_SIMPLE)
_HONOR_MASK = _mask(IS_HONOR)
_TERMINAL_MASK = _mask(IS_TERMINAL)
_GREEN_MASK = _mask(IS_GREEN)
_SUIT_MASKS = tuple(((1 << 9) - 1) << (9 * suit) for suit in range(3))


@dataclass(slots=True)
class WinContext:
    """One reading of a hand: the facts every condition reads."""

    facts: HandFacts
    situation: Situation
    ruleset: Ruleset
    shape: Shape
    win_kind: int
    chis: list[int]  # first kind of every chi, calls included, sorted
    triplets: list[int]  # kind of every pon and kan, calls included
    concealed_triplets: int  # pons/kans concealed for sanankou (not a pon completed by ron)
    pair: int  # -1 for seven pairs
    standard: bool = False  # four sets and a pair
    value_pair: bool = False  # a pair that gives fu: dragon, seat wind or round wind
    duplicate_chis: int = 0  # how many pairs of identical chi (iipeikou 1, ryanpeikou 2)

    def __post_init__(self) -> None:
        self.standard = self.shape.kind is ReadingKind.STANDARD
        p = self.pair
        if p >= 27:
            self.value_pair = p >= HAKU or p in (
                self.situation.seat_kind,
                self.situation.round_kind,
            )
        chis = self.chis
        if len(chis) >= 2:
            self.duplicate_chis = _count_duplicates(chis)


def _count_duplicates(chis: list[int]) -> int:
    """Pairs of identical chi in a sorted list (each chi in at most one pair)."""
    pairs = 0
    i = 0
    while i + 1 < len(chis):
        if chis[i] == chis[i + 1]:
            pairs += 1
            i += 2
        else:
            i += 1
    return pairs


Condition = Callable[[WinContext], bool]


@dataclass(frozen=True, slots=True)
class Yaku:
    """A registry entry. `han_open` None: closed hands only. `yakuman` 1: a limit hand."""

    id: YakuId
    han_closed: int
    han_open: int | None
    condition: Condition
    yakuman: int = 0
    replaces: tuple[YakuId, ...] = ()
    per_hand: bool = False  # the condition reads only tiles and situation, not the reading
    # shortcuts: a reading with fewer chi / pons (calls included) cannot have this yaku
    min_chis: int = 0
    min_triplets: int = 0
    honor_triplet: bool = False  # needs a pon or kan of honours
    no_sets: bool = False  # a reading of pairs only (seven pairs): no chi, pon or kan at all


# ---- conditions, each next to nothing but its own rule ----


def _riichi(c: WinContext) -> bool:
    return c.situation.riichi or c.situation.double_riichi


def _double_riichi(c: WinContext) -> bool:
    return c.situation.double_riichi and c.ruleset.double_riichi


def _pinfu(c: WinContext) -> bool:
    """Four chi, a pair that gives no fu, a two-sided wait (closed hands only)."""
    return c.standard and len(c.chis) == 4 and not c.value_pair and c.shape.wait is WaitKind.RYANMEN


def _iipeikou(c: WinContext) -> bool:
    return c.duplicate_chis >= 1


def _ryanpeikou(c: WinContext) -> bool:
    return c.duplicate_chis == 2


def _tanyao(c: WinContext) -> bool:
    return c.facts.all_simple and (c.facts.closed or c.ruleset.kuitan)


def _has_triplet(kind: int) -> Condition:
    def condition(c: WinContext) -> bool:
        return kind in c.triplets

    return condition


def _seat_wind(c: WinContext) -> bool:
    return c.situation.seat_kind in c.triplets


def _round_wind(c: WinContext) -> bool:
    return c.situation.round_kind in c.triplets


def _sanshoku(c: WinContext) -> bool:
    chis = c.chis
    for n in chis:  # noqa: SIM110 - a loop beats any() here (hot path)
        # a man chi with the same pin and sou chi
        if n < 9 and n + 9 in chis and n + 18 in chis:
            return True
    return False


def _ittsu(c: WinContext) -> bool:
    chis = c.chis
    for b in chis:  # noqa: SIM110 - a loop beats any() here (hot path)
        # 123 with 456 and 789 of its suit
        if b % 9 == 0 and b + 3 in chis and b + 6 in chis:
            return True
    return False


def _outside(c: WinContext) -> bool:
    """Every set and the pair hold a terminal or honour, and there is a chi."""
    if not c.standard or not c.chis:
        return False
    for ch in c.chis:
        if ch % 9 not in (0, 6):  # 123 or 789
            return False
    if not IS_TERMINAL_OR_HONOR[c.pair]:
        return False
    for t in c.triplets:  # noqa: SIM110 - a loop beats all() here (hot path)
        if not IS_TERMINAL_OR_HONOR[t]:
            return False
    return True


def _chanta(c: WinContext) -> bool:
    return c.facts.has_honor and _outside(c)


def _junchan(c: WinContext) -> bool:
    return not c.facts.has_honor and _outside(c)


def _chiitoitsu(c: WinContext) -> bool:
    return c.shape.kind is ReadingKind.CHIITOITSU


def _toitoi(c: WinContext) -> bool:
    return c.standard and len(c.triplets) == 4


def _sanankou(c: WinContext) -> bool:
    return c.concealed_triplets >= 3


def _sanshoku_doukou(c: WinContext) -> bool:
    t = c.triplets
    for n in t:  # noqa: SIM110 - a loop beats any() here (hot path)
        # a man triplet with the same pin and sou triplet
        if n < 9 and n + 9 in t and n + 18 in t:
            return True
    return False


def _sankantsu(c: WinContext) -> bool:
    return c.facts.kans >= 3


def _dragon_triplets(c: WinContext) -> int:
    return sum(1 for t in c.triplets if t >= HAKU)


def _wind_triplets(c: WinContext) -> int:
    return sum(1 for t in c.triplets if 27 <= t < HAKU)


def _shousangen(c: WinContext) -> bool:
    return HAKU <= c.pair <= CHUN and _dragon_triplets(c) == 2


def _honroutou(c: WinContext) -> bool:
    return c.facts.all_terminal_or_honor  # no chi can be all terminals: toitoi or seven pairs


def _honitsu(c: WinContext) -> bool:
    return c.facts.number_suits == 1 and c.facts.has_honor


def _chinitsu(c: WinContext) -> bool:
    return c.facts.number_suits == 1 and not c.facts.has_honor


def _flag(name: str) -> Condition:
    def condition(c: WinContext) -> bool:
        return bool(getattr(c.situation, name))

    return condition


def _renhou_yakuman(c: WinContext) -> bool:
    return c.situation.renhou and c.ruleset.renhou == "yakuman"


def _kokushi(c: WinContext) -> bool:
    return c.shape.wait is WaitKind.KOKUSHI


def _kokushi_13(c: WinContext) -> bool:
    return c.shape.wait is WaitKind.KOKUSHI_13


def _suuankou(c: WinContext) -> bool:
    return c.concealed_triplets == 4 and c.shape.wait is not WaitKind.TANKI


def _suuankou_tanki(c: WinContext) -> bool:
    return c.concealed_triplets == 4 and c.shape.wait is WaitKind.TANKI


def _daisangen(c: WinContext) -> bool:
    return _dragon_triplets(c) == 3


def _shousuushii(c: WinContext) -> bool:
    return 27 <= c.pair < HAKU and _wind_triplets(c) == 3


def _daisuushii(c: WinContext) -> bool:
    return _wind_triplets(c) == 4


def _tsuuiisou(c: WinContext) -> bool:
    return c.facts.all_honor


def _chinroutou(c: WinContext) -> bool:
    return c.facts.all_terminal


def _ryuuiisou(c: WinContext) -> bool:
    """Only 2, 3, 4, 6, 8 sou and green dragons; the green dragon is not required."""
    return c.facts.all_green


_CHUUREN_BASE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def chuuren_suit(concealed: tuple[int, ...]) -> int:
    """The suit of a nine-gates hand (1112345678999 plus one tile of the suit), or -1."""
    for suit in range(3):
        part = concealed[suit * 9 : suit * 9 + 9]
        if sum(part) != 14:
            continue
        if all(part[i] >= _CHUUREN_BASE[i] for i in range(9)):
            return suit
    return -1


def _chuuren_shape(c: WinContext) -> int:
    """-1 no chuuren; 0 chuuren; 1 junsei (the 13 tiles before the win were the pure shape)."""
    if not c.facts.melds_closed_only or c.facts.number_suits != 1 or c.facts.has_honor:
        return -1
    suit = chuuren_suit(c.facts.concealed)
    if suit < 0:
        return -1
    part = list(c.facts.concealed[suit * 9 : suit * 9 + 9])
    part[c.win_kind - suit * 9] -= 1
    return 1 if tuple(part) == _CHUUREN_BASE else 0


def _chuuren(c: WinContext) -> bool:
    return _chuuren_shape(c) == 0


def _junsei_chuuren(c: WinContext) -> bool:
    return _chuuren_shape(c) == 1


def _suukantsu(c: WinContext) -> bool:
    return c.facts.kans == 4


def _paarenchan(c: WinContext) -> bool:
    # Checked by `find_yaku` after the others: it needs another yaku (correction 13).
    return False


R = YakuId

#: Registry order is the order yaku are listed in an answer.
YAKU: tuple[Yaku, ...] = (
    Yaku(R.RIICHI, 1, None, _riichi, per_hand=True),
    Yaku(R.DOUBLE_RIICHI, 2, None, _double_riichi, replaces=(R.RIICHI,), per_hand=True),
    Yaku(R.IPPATSU, 1, None, _flag("ippatsu"), per_hand=True),
    Yaku(R.MENZEN_TSUMO, 1, None, _flag("tsumo"), per_hand=True),
    Yaku(R.PINFU, 1, None, _pinfu, min_chis=4),
    Yaku(R.IIPEIKOU, 1, None, _iipeikou, min_chis=2),
    Yaku(R.TANYAO, 1, 1, _tanyao, per_hand=True),
    Yaku(R.YAKUHAI_HAKU, 1, 1, _has_triplet(HAKU), honor_triplet=True),
    Yaku(R.YAKUHAI_HATSU, 1, 1, _has_triplet(HATSU), honor_triplet=True),
    Yaku(R.YAKUHAI_CHUN, 1, 1, _has_triplet(CHUN), honor_triplet=True),
    Yaku(R.SEAT_WIND, 1, 1, _seat_wind, honor_triplet=True),
    Yaku(R.ROUND_WIND, 1, 1, _round_wind, honor_triplet=True),
    Yaku(R.HAITEI, 1, 1, _flag("haitei"), per_hand=True),
    Yaku(R.HOUTEI, 1, 1, _flag("houtei"), per_hand=True),
    Yaku(R.RINSHAN, 1, 1, _flag("rinshan"), per_hand=True),
    Yaku(R.CHANKAN, 1, 1, _flag("chankan"), per_hand=True),
    Yaku(R.SANSHOKU, 2, 1, _sanshoku, min_chis=3),
    Yaku(R.ITTSU, 2, 1, _ittsu, min_chis=3),
    Yaku(R.CHANTA, 2, 1, _chanta, min_chis=1),
    Yaku(R.CHIITOITSU, 2, None, _chiitoitsu, no_sets=True),
    Yaku(R.TOITOI, 2, 2, _toitoi, min_triplets=4),
    Yaku(R.SANANKOU, 2, 2, _sanankou, min_triplets=3),
    Yaku(R.SANSHOKU_DOUKOU, 2, 2, _sanshoku_doukou, min_triplets=3),
    Yaku(R.SANKANTSU, 2, 2, _sankantsu, per_hand=True),
    Yaku(R.SHOUSANGEN, 2, 2, _shousangen, min_triplets=2, honor_triplet=True),
    Yaku(R.HONROUTOU, 2, 2, _honroutou, per_hand=True),
    Yaku(R.HONITSU, 3, 2, _honitsu, per_hand=True),
    Yaku(R.JUNCHAN, 3, 2, _junchan, replaces=(R.CHANTA,), min_chis=1),
    Yaku(R.RYANPEIKOU, 3, None, _ryanpeikou, replaces=(R.IIPEIKOU,), min_chis=4),
    Yaku(R.CHINITSU, 6, 5, _chinitsu, replaces=(R.HONITSU,), per_hand=True),
    # limit hands
    Yaku(R.RENHOU, 0, None, _renhou_yakuman, yakuman=1, per_hand=True),
    Yaku(R.KOKUSHI, 0, None, _kokushi, yakuman=1),
    Yaku(R.KOKUSHI_13, 0, None, _kokushi_13, yakuman=1),
    Yaku(R.SUUANKOU, 0, None, _suuankou, yakuman=1),
    Yaku(R.SUUANKOU_TANKI, 0, None, _suuankou_tanki, yakuman=1),
    Yaku(R.DAISANGEN, 0, 0, _daisangen, yakuman=1),
    Yaku(R.SHOUSUUSHII, 0, 0, _shousuushii, yakuman=1),
    Yaku(R.DAISUUSHII, 0, 0, _daisuushii, yakuman=1),
    Yaku(R.TSUUIISOU, 0, 0, _tsuuiisou, yakuman=1, per_hand=True),
    Yaku(R.CHINROUTOU, 0, 0, _chinroutou, yakuman=1, per_hand=True),
    Yaku(R.RYUUIISOU, 0, 0, _ryuuiisou, yakuman=1, per_hand=True),
    Yaku(R.CHUUREN, 0, None, _chuuren, yakuman=1, per_hand=True),
    Yaku(R.JUNSEI_CHUUREN, 0, None, _junsei_chuuren, yakuman=1, per_hand=True),
    Yaku(R.SUUKANTSU, 0, 0, _suukantsu, yakuman=1, per_hand=True),
    Yaku(R.TENHOU, 0, None, _flag("tenhou"), yakuman=1, per_hand=True),
    Yaku(R.CHIIHOU, 0, None, _flag("chiihou"), yakuman=1, per_hand=True),
    Yaku(R.PAARENCHAN, 0, 0, _paarenchan, yakuman=1),
)

YAKU_BY_ID: dict[YakuId, Yaku] = {y.id: y for y in YAKU}
ORDINARY: tuple[Yaku, ...] = tuple(y for y in YAKU if not y.yakuman)
LIMIT: tuple[Yaku, ...] = tuple(y for y in YAKU if y.yakuman)


class YakuResult(NamedTuple):
    """Ordinary yaku as (id, han); limit hands as (id, multiplier) after stacking rules.

    Build it with `YakuResult.of` (which adds up `han` and `yakuman_total`). A named tuple
    rather than a frozen dataclass: one is made per reading of every hand scored.
    """

    yaku: tuple[tuple[YakuId, int], ...]
    yakuman: tuple[tuple[YakuId, int], ...]
    dropped_yakuman: tuple[YakuId, ...]  # found but not stacked (ruleset without stacking)
    han: int  # han from ordinary yaku
    yakuman_total: int  # the yakuman multiple

    @staticmethod
    def of(
        yaku: tuple[tuple[YakuId, int], ...],
        yakuman: tuple[tuple[YakuId, int], ...] = (),
        dropped_yakuman: tuple[YakuId, ...] = (),
    ) -> YakuResult:
        han = 0
        for _, h in yaku:
            han += h
        total = 0
        for _, m in yakuman:
            total += m
        return YakuResult(yaku, yakuman, dropped_yakuman, han, total)


@dataclass(frozen=True, slots=True)
class HandYaku:
    """The registry entries that hold for the whole hand, whatever the reading."""

    ordinary: tuple[tuple[int, YakuId, int], ...]  # (registry order, id, han)
    limits: tuple[tuple[YakuId, int], ...]  # (id, multiplier)
    #: `ordinary` as an answer lists it when the reading adds no yaku: (id, han), the yaku
    #: another one replaces left out (replacements never cross per-hand and reading yaku)
    plain: tuple[tuple[YakuId, int], ...]
    plain_han: int  # their han


#: `HandYaku(...)` by position, without the frozen `__init__`'s cost
_make_hand_yaku = frozen_maker(HandYaku)
_ORDER: dict[YakuId, int] = {y.id: i for i, y in enumerate(YAKU)}
_HAND_ORDINARY = tuple(y for y in ORDINARY if y.per_hand)
_HAND_LIMIT = tuple(y for y in LIMIT if y.per_hand)
_READING_ORDINARY = tuple(y for y in ORDINARY if not y.per_hand)


@lru_cache(maxsize=64)
def _candidates(chis: int, triplets: int, honor_triplet: bool) -> tuple[Yaku, ...]:
    """The reading-level ordinary yaku a reading of this make-up can have."""
    return tuple(
        y
        for y in _READING_ORDINARY
        if y.min_chis <= chis
        and y.min_triplets <= triplets
        and (honor_triplet or not y.honor_triplet)
        and (chis == triplets == 0 or not y.no_sets)
    )


_READING_LIMIT = tuple(y for y in LIMIT if not y.per_hand)
#: the reading-level limit hands of thirteen orphans, and those of sets (paarenchan, checked
#: apart, left out)
_KOKUSHI_LIMIT = tuple(y for y in _READING_LIMIT if y.id in (R.KOKUSHI, R.KOKUSHI_13))
_SETS_LIMIT = tuple(
    y for y in _READING_LIMIT if y.id not in (R.KOKUSHI, R.KOKUSHI_13, R.PAARENCHAN)
)


def _multiplier(yid: YakuId, ruleset: Ruleset) -> int:
    return 2 if yid in ruleset.double_yakuman else 1


def hand_yaku(c: WinContext) -> HandYaku:
    """Evaluate the per-hand entries once (any reading of the hand will do as `c`)."""
    closed = c.facts.closed
    f = c.facts
    sit = c.situation
    ruleset = c.ruleset
    # Every field the per-hand ordinary conditions read (tiles, situation and ruleset): hands
    # that agree on these have the same per-hand yaku, so the answer is looked up. A new
    # per-hand condition that reads anything else must add it here.
    key = (
        closed,
        f.all_simple,
        f.all_terminal_or_honor,
        f.number_suits,
        f.has_honor,
        f.kans,
        sit.win,
        sit.riichi,
        sit.double_riichi,
        sit.ippatsu,
        sit.haitei,
        sit.houtei,
        sit.rinshan,
        sit.chankan,
        ruleset.double_riichi,
        ruleset.kuitan,
    )
    known = _HAND_ORDINARY_CACHE.get(key)
    if known is None:
        found = []
        for y in _HAND_ORDINARY:
            han = y.han_closed if closed else y.han_open
            if han is not None and y.condition(c):
                found.append((_ORDER[y.id], y.id, han))
        replaced = {r for _, i, _ in found for r in _REPLACES.get(i, ())}
        plain = tuple([(i, h) for _, i, h in found if i not in replaced])
        known = _HAND_ORDINARY_CACHE[key] = (tuple(found), plain, sum(h for _, h in plain))
    ordinary, plain, plain_han = known
    limits: tuple[tuple[YakuId, int], ...] = ()
    # a shortcut: a per-hand limit hand needs one of these (the conditions decide)
    if (
        f.all_honor
        or f.all_terminal
        or f.all_green
        or f.kans == 4
        or (f.melds_closed_only and f.number_suits == 1 and not f.has_honor)
        or sit.tenhou
        or sit.chiihou
        or sit.renhou
    ):
        limits = tuple(
            (y.id, _multiplier(y.id, ruleset))
            for y in _HAND_LIMIT
            if (closed or y.han_open is not None) and y.condition(c)
        )
    return _make_hand_yaku(ordinary, limits, plain, plain_han)


_Known = tuple[tuple[tuple[int, YakuId, int], ...], tuple[tuple[YakuId, int], ...], int]


class _Table(dict[tuple[object, ...], _Known]):
    """A dict that the benchmarks can empty like a functools cache (`cache_clear`)."""

    def cache_clear(self) -> None:
        self.clear()


#: per-hand ordinary yaku by the fields they read (a few hundred keys at most): as in
#: `HandYaku`, (ordinary, plain, plain_han)
_HAND_ORDINARY_CACHE = _Table()

Candidate = tuple[int, YakuId, int, Condition]  # (registry order, id, han, condition)


def _candidate_table(closed: bool) -> tuple[tuple[tuple[tuple[Candidate, ...], ...], ...], ...]:
    """chis (0..4) -> triplets (0..4) -> has an honour triplet -> the candidates, with the han
    for a closed or open hand (entries without han for it left out)."""
    return tuple(
        tuple(
            tuple(
                tuple(
                    (_ORDER[y.id], y.id, han, y.condition)
                    for y in _candidates(chis, triplets, honor)
                    if (han := y.han_closed if closed else y.han_open) is not None
                )
                for honor in (False, True)
            )
            for triplets in range(5)
        )
        for chis in range(5)
    )


_CANDIDATES_CLOSED = _candidate_table(closed=True)
_CANDIDATES_OPEN = _candidate_table(closed=False)
_REPLACES: dict[YakuId, tuple[YakuId, ...]] = {y.id: y.replaces for y in YAKU if y.replaces}


def find_yaku(c: WinContext, per_hand: HandYaku | None = None) -> YakuResult:
    """Apply the registry to one reading (`per_hand`: the result of `hand_yaku`, if known)."""
    if per_hand is None:
        per_hand = hand_yaku(c)
    closed = c.facts.closed
    ruleset = c.ruleset
    limits = list(per_hand.limits)
    triplets = c.triplets
    n_triplets = len(triplets)
    # A reading-level limit hand needs thirteen orphans, or four concealed triplets, or three
    # or more triplets of honours (dragons for daisangen, winds for the four winds): other
    # readings skip those conditions, which would all be false.
    if c.shape.kind is ReadingKind.KOKUSHI:
        for y in _KOKUSHI_LIMIT:
            if (closed or y.han_open is not None) and y.condition(c):
                limits.append((y.id, _multiplier(y.id, ruleset)))
    elif n_triplets >= 3:
        honours = 0
        for t in triplets:
            if t >= 27:
                honours += 1
        if honours >= 3 or c.concealed_triplets == 4:
            for y in _SETS_LIMIT:
                if (closed or y.han_open is not None) and y.condition(c):
                    limits.append((y.id, _multiplier(y.id, ruleset)))
    paarenchan = c.situation.paarenchan
    ordinary: list[tuple[int, YakuId, int]] = []
    if not limits or paarenchan:
        n_chis = len(c.chis)
        table = _CANDIDATES_CLOSED if closed else _CANDIDATES_OPEN
        candidates = table[n_chis if n_chis < 4 else 4][n_triplets if n_triplets < 4 else 4][
            n_triplets > 0 and max(triplets) >= 27
        ]
        found: list[tuple[int, YakuId, int]] = []
        for order, yid, han, condition in candidates:
            if condition(c):
                found.append((order, yid, han))
        if not found and not paarenchan:  # the per-hand yaku alone, as listed already
            return YakuResult(per_hand.plain, (), (), per_hand.plain_han, 0)
        ordinary = [*per_hand.ordinary, *found]
        if len(ordinary) > 1:
            replaced: list[YakuId] = []
            for _, i, _ in ordinary:
                if i in _REPLACES:
                    replaced += _REPLACES[i]
            if replaced:
                ordinary = [item for item in ordinary if item[1] not in replaced]
            ordinary.sort()
        if paarenchan and ruleset.paarenchan and (ordinary or limits):
            limits.append((R.PAARENCHAN, _multiplier(R.PAARENCHAN, ruleset)))
    if not limits:  # `YakuResult.of`, inlined
        listed: list[tuple[YakuId, int]] = []
        total = 0
        for _, i, h in ordinary:
            listed.append((i, h))
            total += h
        return YakuResult(tuple(listed), (), (), total, 0)
    limits.sort(key=lambda item: _ORDER[item[0]])
    if ruleset.yakuman_stacking or len(limits) == 1:
        return YakuResult.of((), tuple(limits))
    best = max(limits, key=lambda item: item[1])
    return YakuResult.of((), (best,), tuple(i for i, _ in limits if i != best[0]))


# ---- what a yaku is worth under a ruleset (the rule pages and editor ask this) ----

#: Han of the two draw-time and first-turn hands the registry does not score as yaku:
#: renhou in the "han5" rulesets and nagashi mangan settled as a win (closed hands only).
RENHOU_HAN = 5
NAGASHI_HAN = 5
#: Every yaku id with a value, in registry order; nagashi mangan (settled at a draw) last.
VALUED: tuple[YakuId, ...] = (
    *(y.id for y in ORDINARY),
    R.RENHOU,
    R.NAGASHI_MANGAN,
    *(y.id for y in LIMIT if y.id is not R.RENHOU),
)


@dataclass(frozen=True, slots=True)
class YakuValue:
    """A yaku's worth under one ruleset.

    `kind` is ``han`` (`closed`/`open`; None = not allowed), ``yakuman`` (`yakuman` the
    multiplier on a closed hand, `open` on an open one, None = closed only), ``mangan`` (a
    mangan, not combined), ``mangan_payment`` (mangan-sized draw payments, not a win) or
    ``unused`` (not in this ruleset).
    """

    kind: str
    closed: int | None = None
    open: int | None = None
    yakuman: int = 0


def closed_only(yaku_id: str) -> bool:
    """Whether the yaku needs a closed hand (closed kans allowed) in every ruleset."""
    yid = YakuId(yaku_id)
    if yid is R.NAGASHI_MANGAN:
        return True
    return YAKU_BY_ID[yid].han_open is None


def is_yakuman(yaku_id: str) -> bool:
    """Whether the yaku is a limit hand in every ruleset (renhou is one only in some: see
    `yaku_value`)."""
    yid = YakuId(yaku_id)
    return yid is not R.RENHOU and yid in YAKU_BY_ID and YAKU_BY_ID[yid].yakuman > 0


def available(yaku_id: str, ruleset: Ruleset) -> bool:
    """Whether the yaku can be scored at all under `ruleset`."""
    return yaku_value(yaku_id, ruleset).kind != "unused"


def situation_flag_in_use(flag: str, ruleset: Ruleset) -> bool:
    """Whether a situation flag of a `score` request (`ids.SITUATION_FLAGS`) can matter under
    `ruleset`: a flag that names a yaku the ruleset does not score (double riichi, renhou,
    paarenchan where they are off) cannot; every other flag can."""
    try:
        YakuId(flag)
    except ValueError:  # not a yaku (chankan_closed_kan)
        return True
    return available(flag, ruleset)


def yaku_value(yaku_id: str, ruleset: Ruleset) -> YakuValue:
    """Han closed/open (or yakuman multiplier, mangan, "unused") of `yaku_id` under `ruleset`."""
    yid = YakuId(yaku_id)
    if yid is R.DOUBLE_RIICHI and not ruleset.double_riichi:
        return YakuValue("unused")
    if yid is R.TANYAO:
        entry = YAKU_BY_ID[yid]
        return YakuValue("han", entry.han_closed, entry.han_open if ruleset.kuitan else None)
    if yid is R.RENHOU:
        mode = ruleset.renhou
        if mode == "none":
            return YakuValue("unused")
        if mode == "mangan":
            return YakuValue("mangan")
        if mode == "yakuman":
            return YakuValue("yakuman", yakuman=_multiplier(yid, ruleset))
        return YakuValue("han", RENHOU_HAN, None)
    if yid is R.NAGASHI_MANGAN:
        if ruleset.nagashi_mangan == "none":
            return YakuValue("unused")
        if ruleset.nagashi_mangan == "draw_payment":
            return YakuValue("mangan_payment")
        return YakuValue("han", NAGASHI_HAN, None)
    if yid is R.PAARENCHAN and not ruleset.paarenchan:
        return YakuValue("unused")
    entry = YAKU_BY_ID[yid]
    if entry.yakuman:
        mult = _multiplier(yid, ruleset) * entry.yakuman
        return YakuValue("yakuman", yakuman=mult, open=None if entry.han_open is None else mult)
    return YakuValue("han", entry.han_closed, entry.han_open)


__all__ = [
    "DOUBLE_CAPABLE",
    "LIMIT",
    "NAGASHI_HAN",
    "ORDINARY",
    "RENHOU_HAN",
    "VALUED",
    "YAKU",
    "YAKU_BY_ID",
    "HandFacts",
    "HandYaku",
    "WinContext",
    "Yaku",
    "YakuResult",
    "YakuValue",
    "available",
    "chuuren_suit",
    "closed_only",
    "find_yaku",
    "hand_yaku",
    "is_yakuman",
    "yaku_value",
]
