"""mpsz notation: parsing, errors pointing at the offending character, one canonical text."""

from __future__ import annotations

import pytest

from engine.errors import EngineError
from engine.ids import ErrorCode, MeldKind
from engine.melds import Meld
from engine.tiles import Tile, dora_of, kind_str, parse_tiles, tiles_to_str


def test_kinds_follow_suit_order() -> None:
    # 1m is kind 0, 9m 8, 1p 9, 1s 18, 1z (East) 27, 7z (red dragon) 33
    assert [t.kind for t in parse_tiles("19m1p1s17z")] == [0, 8, 9, 18, 27, 33]


def test_red_fives_are_fives_with_a_flag() -> None:
    tiles = parse_tiles("0m0p0s")
    assert [(t.kind, t.red) for t in tiles] == [(4, True), (13, True), (22, True)]
    assert str(tiles[0]) == "0m"


def test_repeated_groups_equal_one_group() -> None:
    assert parse_tiles("123m456m") == parse_tiles("123456m")
    assert tiles_to_str(parse_tiles("456m123m")) == "123456m"


def test_canonical_form_sorts_suits_and_puts_red_before_plain_five() -> None:
    assert tiles_to_str(parse_tiles("7z5p0m34m5m1s")) == "3405m5p1s7z"


def test_spaces_are_ignored() -> None:
    assert parse_tiles("123m 456p") == parse_tiles("123m456p")


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("123x", 3),  # x is no suit letter
        ("12m3", 3),  # digits at the end with no suit
        ("m123p", 0),  # suit letter with nothing before it
        ("123m8z", 4),  # there is no 8z
        ("0z", 0),  # no red honour
        ("12-3m", 2),
    ],
)
def test_errors_point_at_the_offending_character(text: str, position: int) -> None:
    with pytest.raises(EngineError) as info:
        parse_tiles(text)
    assert info.value.code is ErrorCode.INVALID_NOTATION
    assert info.value.details["position"] == position
    assert info.value.details["text"] == text


def test_tile_parse_needs_exactly_one_tile() -> None:
    assert Tile.parse("0s") == Tile(22, red=True)
    with pytest.raises(EngineError):
        Tile.parse("12m")
    assert repr(Tile.parse("5p")) == 'Tile.parse("5p")'


@pytest.mark.parametrize(
    ("indicator", "dora"),
    [
        ("1m", "2m"),
        ("9m", "1m"),
        ("9p", "1p"),
        ("9s", "1s"),
        ("4z", "1z"),
        ("1z", "2z"),
        ("5z", "6z"),
        ("7z", "5z"),
        ("0p", "6p"),
    ],
)
def test_dora_wraps_within_suit_winds_and_dragons(indicator: str, dora: str) -> None:
    # the indicator points at the next tile: 9 -> 1, North -> East, red dragon -> white
    assert kind_str(dora_of(Tile.parse(indicator).kind)) == dora


def test_meld_text_is_canonical() -> None:
    meld = Meld.parse("chi:0m34m")
    assert meld.kind is MeldKind.CHI
    assert str(meld) == "chi:340m"
    assert str(Meld.parse("ankan:5555p")) == "ankan:5555p"


@pytest.mark.parametrize(
    "text",
    [
        "chi:135m",
        "chi:123z",
        "chi:1m2p3s",
        "pon:112m",
        "kan:111m",
        "ankan:11112m",
        "pon:789s",
        "chu:123m",
        "123m",
    ],
)
def test_invalid_melds_are_rejected(text: str) -> None:
    with pytest.raises(EngineError) as info:
        Meld.parse(text)
    assert info.value.code is ErrorCode.INVALID_MELD


def test_notation_error_inside_meld_points_into_meld_text() -> None:
    with pytest.raises(EngineError) as info:
        Meld.parse("pon:77x")
    assert info.value.code is ErrorCode.INVALID_NOTATION
    # "pon:" is 4 characters, the x is the third of the tiles
    assert info.value.details["position"] == 6


def test_docstring_examples() -> None:
    import doctest

    import engine.melds
    import engine.tiles

    for module in (engine.tiles, engine.melds):
        assert doctest.testmod(module).failed == 0


def test_sorted_text_matches_canonical_text() -> None:
    from engine.tiles import sort_tiles, sorted_tiles_to_str

    for text in ("7z5p0m34m5m1s", "19m19p19s1234567z", "0p", ""):
        tiles = sort_tiles(parse_tiles(text))
        assert sorted_tiles_to_str(tiles) == tiles_to_str(tiles)
