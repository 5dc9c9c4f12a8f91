"""Fu (minipoints) of one reading, itemised with `FuId` lines (matrix C).

Base 20; +10 for a closed hand won by ron; +2 for tsumo except with pinfu (pinfu tsumo is
20 flat) and, where `ruleset.rinshan_tsumo_fu` is false, a rinshan win; an open hand that
would total 20 gets +2 (`open_pinfu`); seven pairs are 25 flat. Sets: pon 2 (simple, open),
doubled for terminals/honours, doubled when concealed, ×4 for a kan. Pair: dragon 2, seat
wind 2, round wind 2, a double wind `ruleset.double_wind_pair_fu` as one line. Wait +2 for
kanchan, penchan, tanki. The total is rounded up to 10.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.ids import FuId, ReadingKind, WaitKind
from engine.tiles import DRAGON_KINDS, HAKU, IS_HONOR, IS_TERMINAL_OR_HONOR
from engine.yaku import WinContext

#: (open, kan, class) -> (id, fu); class 0 simple, 1 terminal, 2 honour
_SET_FU: dict[tuple[bool, bool, int], tuple[FuId, int]] = {
    (True, False, 0): (FuId.OPEN_PON_SIMPLE, 2),
    (True, False, 1): (FuId.OPEN_PON_TERMINAL, 4),
    (True, False, 2): (FuId.OPEN_PON_HONOR, 4),
    (False, False, 0): (FuId.CLOSED_PON_SIMPLE, 4),
    (False, False, 1): (FuId.CLOSED_PON_TERMINAL, 8),
    (False, False, 2): (FuId.CLOSED_PON_HONOR, 8),
    (True, True, 0): (FuId.OPEN_KAN_SIMPLE, 8),
    (True, True, 1): (FuId.OPEN_KAN_TERMINAL, 16),
    (True, True, 2): (FuId.OPEN_KAN_HONOR, 16),
    (False, True, 0): (FuId.CLOSED_KAN_SIMPLE, 16),
    (False, True, 1): (FuId.CLOSED_KAN_TERMINAL, 32),
    (False, True, 2): (FuId.CLOSED_KAN_HONOR, 32),
}

_WAIT_FU: dict[WaitKind, FuId] = {
    WaitKind.KANCHAN: FuId.WAIT_KANCHAN,
    WaitKind.PENCHAN: FuId.WAIT_PENCHAN,
    WaitKind.TANKI: FuId.WAIT_TANKI,
}


class FuLine(NamedTuple):
    """One line of the breakdown; `ref` points at what earned it (a triplet kind, or -1).

    (A named tuple rather than a frozen dataclass: made several times per reading.)
    """

    id: FuId
    fu: int
    ref: int = -1


class FuTriplet(NamedTuple):
    """A pon or kan as fu sees it."""

    kind: int
    open: bool
    kan: bool


def set_fu(t: FuTriplet) -> tuple[FuId, int]:
    return _SET_FU_BY_KIND[t.kind][t.open][t.kan]


#: kind -> open -> kan -> (id, fu)
_SET_FU_BY_KIND = tuple(
    tuple(
        tuple(
            _SET_FU[(bool(o), bool(k), 2 if IS_HONOR[kind] else int(IS_TERMINAL_OR_HONOR[kind]))]
            for k in (0, 1)
        )
        for o in (0, 1)
    )
    for kind in range(34)
)


#: kind -> open -> kan -> the fu line of that pon or kan (shared instances: no building per hand)
SET_LINE: tuple[tuple[tuple[FuLine, ...], ...], ...] = tuple(
    tuple(
        (
            FuLine(*_SET_FU_BY_KIND[kind][o][0], kind),
            FuLine(*_SET_FU_BY_KIND[kind][o][1], kind),
        )
        for o in (0, 1)
    )
    for kind in range(34)
)
_BASE = FuLine(FuId.BASE, 20)
_CLOSED_RON = FuLine(FuId.CLOSED_RON, 10)
_TSUMO = FuLine(FuId.TSUMO, 2)
_OPEN_PINFU = FuLine(FuId.OPEN_PINFU, 2)
_CHIITOITSU: tuple[FuLine, ...] = (FuLine(FuId.CHIITOITSU, 25),)
_PAIR_DRAGON = {k: FuLine(FuId.PAIR_DRAGON, 2, k) for k in DRAGON_KINDS}
_PAIR_SEAT = {k: FuLine(FuId.PAIR_SEAT_WIND, 2, k) for k in range(27, 31)}
_PAIR_ROUND = {k: FuLine(FuId.PAIR_ROUND_WIND, 2, k) for k in range(27, 31)}
#: wait -> winning kind -> the line (kanchan, penchan, tanki only)
_WAIT_LINES: dict[WaitKind, tuple[FuLine, ...]] = {
    wait: tuple(FuLine(fid, 2, k) for k in range(34)) for wait, fid in _WAIT_FU.items()
}


def round_up(fu: int) -> int:
    return -(-fu // 10) * 10


def count_fu(
    c: WinContext, set_lines: list[FuLine], *, pinfu: bool
) -> tuple[tuple[FuLine, ...], int, int]:
    """(lines, raw total, rounded total) for one reading; `set_lines`: its pons and kans."""
    kind = c.shape.kind
    if kind is ReadingKind.CHIITOITSU:
        return _CHIITOITSU, 25, 25
    if kind is ReadingKind.KOKUSHI:
        return (), 0, 0
    sit = c.situation
    tsumo = sit.win == "tsumo"
    lines = [_BASE]
    raw = 20
    closed = c.facts.closed
    if closed and not tsumo:
        lines.append(_CLOSED_RON)
        raw = 30
    for line in set_lines:
        lines.append(line)
        raw += line[1]
    pair = c.pair
    if pair >= HAKU:
        lines.append(_PAIR_DRAGON[pair])
        raw += 2
    elif pair >= 27:  # a wind (a pair of number tiles or seven pairs gives nothing)
        seat, rnd = sit.seat_kind, sit.round_kind
        if pair == seat and pair == rnd:
            fu = c.ruleset.double_wind_pair_fu
            lines.append(FuLine(FuId.PAIR_DOUBLE_WIND, fu, pair))
            raw += fu
        elif pair == seat:
            lines.append(_PAIR_SEAT[pair])
            raw += 2
        elif pair == rnd:
            lines.append(_PAIR_ROUND[pair])
            raw += 2
    wait_lines = _WAIT_LINES.get(c.shape.wait)
    if wait_lines is not None:
        lines.append(wait_lines[c.win_kind])
        raw += 2
    if tsumo and not pinfu and (c.ruleset.rinshan_tsumo_fu or not sit.rinshan):
        lines.append(_TSUMO)
        raw += 2
    if not closed and raw == 20:
        lines.append(_OPEN_PINFU)
        raw = 22
    return tuple(lines), raw, -(-raw // 10) * 10


__all__ = ["SET_LINE", "FuLine", "FuTriplet", "count_fu", "round_up", "set_fu"]
