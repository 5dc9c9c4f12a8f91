"""Readings of complete hands, worked out by hand for each case."""

from __future__ import annotations

import pytest

from engine.decompose import (
    CHI,
    PON,
    is_complete,
    is_seven_pairs,
    standard_readings,
    waiting_kinds,
    win_shapes,
)
from engine.ids import ReadingKind, WaitKind
from engine.tiles import Tile, counts_of, kind_str, parse_tiles


def counts(text: str) -> tuple[int, ...]:
    return tuple(counts_of(parse_tiles(text)))


def kind(text: str) -> int:
    return Tile.parse(text).kind


@pytest.mark.parametrize(
    ("hand", "n"),
    [
        # 111 222 333m: three pons, or 123m three times -> 2 readings (with 789p, 55s)
        ("111222333m789p55s", 2),
        # 112233m: 123m twice only; with 445566p (456p twice) -> 1 reading
        ("112233m445566p77s", 1),
        # nine gates plus a 5m: only 111 234 55 678 999 (pair 11 or 99 leaves a stray tile)
        ("11123455678999m", 1),
        # not a hand
        ("123456789m1234p5z", 0),
        # 222 333 444 55m / 234 234 234 55m / 22 234 345 345m, each with 678p
        ("22233344455m678p", 3),
    ],
)
def test_number_of_standard_readings(hand: str, n: int) -> None:
    assert len(standard_readings(counts(hand))) == n


def test_readings_are_pairs_and_sets() -> None:
    ((pair, sets),) = standard_readings(counts("112233m445566p77s"))
    assert pair == kind("7s")
    assert sets == ((CHI, 0), (CHI, 0), (CHI, 12), (CHI, 12))


def test_four_of_a_kind_is_not_two_pairs() -> None:
    assert is_seven_pairs(counts("11223344556677z")) is True
    assert is_seven_pairs(counts("11112233445566z")) is False
    assert win_shapes(counts("11112233445566z"), kind("6z")) == ()


def test_win_tile_places_and_waits() -> None:
    # 123m 456p 789s 34s5s... hand 123m456p345789s 11z, win 5s: 345s completed at its high
    # end with 34s waiting -> ryanmen (3s-6s); no other place of 5s
    shapes = win_shapes(counts("123m456p345789s11z"), kind("5s"))
    assert [s.wait for s in shapes] == [WaitKind.RYANMEN]


@pytest.mark.parametrize(
    ("hand", "win", "waits"),
    [
        ("123m456p345789s11z", "4s", {WaitKind.KANCHAN}),  # 3_5s
        ("123m456p789p123s11z", "3s", {WaitKind.PENCHAN}),  # 12_s
        ("123m456p123p789s11z", "7s", {WaitKind.PENCHAN}),  # _89s
        ("123m456p789s789s11z", "1z", {WaitKind.TANKI}),
        ("123m456p789s11z222z", "2z", {WaitKind.SHANPON}),
        # 3455m waiting: 34m + 55m pair (ryanmen on 2m/5m) or 345m + 5m (tanki)
        ("34555m678p789s111z", "5m", {WaitKind.RYANMEN, WaitKind.TANKI}),
    ],
)
def test_wait_kinds(hand: str, win: str, waits: set[WaitKind]) -> None:
    assert {s.wait for s in win_shapes(counts(hand), kind(win))} == waits


def test_seven_pairs_shape() -> None:
    shapes = win_shapes(counts("1122m3344p5566s77z"), kind("7z"))
    assert [s.kind for s in shapes] == [ReadingKind.CHIITOITSU]
    assert shapes[0].wait is WaitKind.TANKI


def test_ryanpeikou_hand_has_both_readings() -> None:
    shapes = win_shapes(counts("112233m445566p77s"), kind("7s"))
    assert {s.kind for s in shapes} == {ReadingKind.STANDARD, ReadingKind.CHIITOITSU}


def test_kokushi_waits() -> None:
    # 13 different + a pair of 1m; the win on 1m means the 13 were all different before it
    thirteen = win_shapes(counts("119m19p19s1234567z"), kind("1m"))
    assert [s.wait for s in thirteen] == [WaitKind.KOKUSHI_13]
    single = win_shapes(counts("119m19p19s1234567z"), kind("9m"))
    assert [s.wait for s in single] == [WaitKind.KOKUSHI]


def test_shapes_with_calls_have_fewer_tiles() -> None:
    # after two calls: 5 + ... 8 tiles = 2 sets + pair
    shapes = win_shapes(counts("234m567p55s"), kind("5s"))
    assert [(s.pair, s.wait) for s in shapes] == [(kind("5s"), WaitKind.TANKI)]
    assert all(code in (CHI, PON) for s in shapes for code, _ in s.sets)


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        ("1112345678999m", "123456789m"),  # pure nine gates: every number
        ("123m456p789s1122z", "12z"),  # shanpon
        ("19m19p19s1234567z", "19m19p19s1234567z"),  # kokushi 13-sided
        ("2345m", "25m"),  # after three calls: tanki on 2m or 5m
        ("1111m", "1m"),  # holding all four: the fifth tile (counts as tenpai elsewhere)
        ("123456789m1234p", "14p"),
    ],
)
def test_waiting_kinds(hand: str, waits: str) -> None:
    got = "".join(kind_str(k) for k in waiting_kinds(counts(hand)))
    expected = "".join(kind_str(t.kind) for t in parse_tiles(waits))
    assert got == expected


def test_is_complete() -> None:
    assert is_complete(counts("123m456p789s11222z"))
    assert is_complete(counts("1122m3344p5566s77z"))
    assert not is_complete(counts("123m456p789s11223z"))
