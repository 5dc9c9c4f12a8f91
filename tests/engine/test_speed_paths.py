"""The second round of speed shortcuts gives what the plain rule gives (see test_fast_paths.py).

Each shortcut is checked against a plain statement of what it replaces: a constructor, a
search, a list of conditions, a JSON literal.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pytest

from engine import api
from engine.decompose import CHI, PON, Shape, _suit_parts, win_shapes
from engine.errors import EngineError
from engine.hand import Hand, Situation
from engine.ids import ReadingKind, WaitKind, Wind, YakuId
from engine.rulesets import find_ruleset
from engine.scoring import Prepared, score_shape
from engine.tiles import Tile, frozen_maker, parse_tiles, tile
from engine.yaku import _READING_LIMIT, HandYaku, find_yaku, hand_yaku
from tests.engine.hands import HandGenerator

# ---- frozen_maker ----


def test_frozen_maker_builds_the_same_immutable_value() -> None:
    make = frozen_maker(Situation)
    # the fields set by name (a position would silently fill the wrong field)
    built = dataclasses.replace(
        Situation(), win="tsumo", seat_wind=Wind.SOUTH, riichi=True, dora_indicators=(tile(0),)
    )
    made = make(*(getattr(built, f.name) for f in dataclasses.fields(Situation)))
    assert type(made) is Situation
    assert made == built and hash(made) == hash(built) and repr(made) == repr(built)
    assert made.tsumo and made.riichi and not made.dealer  # properties read the same slots
    assert made.dora_indicators == (tile(0),) and not made.chankan_closed_kan
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.riichi = False  # type: ignore[misc]
    # other makers of the engine
    shape = frozen_maker(Shape)(ReadingKind.STANDARD, 3, ((CHI, 0),), 0, WaitKind.RYANMEN)
    assert shape == Shape(ReadingKind.STANDARD, 3, ((CHI, 0),), 0, WaitKind.RYANMEN)
    assert frozen_maker(HandYaku)((), (), (), 0) == HandYaku((), (), (), 0)


def test_frozen_maker_refuses_what_it_cannot_build_alike() -> None:
    # Tile derives `code` in __post_init__, which a maker would skip
    with pytest.raises(TypeError):
        frozen_maker(Tile)

    @dataclasses.dataclass(slots=True)
    class Mutable:
        x: int

    with pytest.raises(TypeError):
        frozen_maker(Mutable)


# ---- one suit's splits ----


def _reference_splits(counts: tuple[int, ...], base: int, honor: bool) -> set[Any]:
    """Every split of one suit into sets and at most one pair, by plain enumeration: take
    away any chi, pon or pair (the pair once) in any order and keep what empties the suit."""
    out: set[Any] = set()

    def walk(c: list[int], pair: int, sets: tuple[tuple[int, int], ...]) -> None:
        if not any(c):
            out.add((pair, tuple(sorted(sets))))
            return
        for i, n in enumerate(c):
            if n >= 3:
                c[i] -= 3
                walk(c, pair, (*sets, (PON, base + i)))
                c[i] += 3
            if not honor and i + 2 < len(c) and n and c[i + 1] and c[i + 2]:
                for j in (i, i + 1, i + 2):
                    c[j] -= 1
                walk(c, pair, (*sets, (CHI, base + i)))
                for j in (i, i + 1, i + 2):
                    c[j] += 1
            if pair < 0 and n >= 2:
                c[i] -= 2
                walk(c, base + i, sets)
                c[i] += 2

    walk(list(counts), -1, ())
    return out


@pytest.mark.parametrize("suit", [0, 3])
def test_suit_splits_match_plain_enumeration(suit: int) -> None:
    """Every suit shape of up to 8 tiles (honours: up to 11): the splits with a pair when the
    size is 2 mod 3, without one when it is 0 mod 3, and none when it is 1 mod 3."""
    width, most = (9, 8) if suit < 3 else (7, 11)
    checked = 0
    for counts in itertools.product(range(5), repeat=width):
        size = sum(counts)
        if not size or size > most:
            continue
        expected = sorted(
            p
            for p in _reference_splits(counts, suit * 9, suit == 3)
            if (p[0] >= 0) == (size % 3 == 2)
        )
        assert list(_suit_parts.__wrapped__(counts, suit)) == expected, counts
        checked += bool(expected)
    assert checked > (500 if suit < 3 else 50)


# ---- limit hands of a reading ----


def _readings(n: int, seed: int) -> list[tuple[Prepared, Shape]]:
    out: list[tuple[Prepared, Shape]] = []
    for generated in HandGenerator(seed).hands(n):
        request = generated.to_request("tenhou")
        try:
            situation = Situation.from_request(request)
            hand = Hand.build(request["hand"], request.get("melds"), request["win_tile"])
        except EngineError:
            continue
        p = Prepared.of(hand, situation, find_ruleset("tenhou"))
        out.extend((p, shape) for shape in win_shapes(p.concealed_counts, p.win_kind))
    return out


def test_reading_limit_hands_skipped_only_where_none_can_hold() -> None:
    """`find_yaku` checks the reading-level limit hands only for thirteen orphans, four
    concealed triplets or three honour triplets; every other reading must have none."""
    readings = _readings(3000, 20260311)
    for p, shape in readings:
        ctx = score_shape(p, shape).ctx
        direct = [
            y.id
            for y in _READING_LIMIT
            if (p.facts.closed or y.han_open is not None) and y.condition(ctx)
        ]
        found = find_yaku(ctx, hand_yaku(ctx))
        have = [i for i, _ in found.yakuman] + list(found.dropped_yakuman)
        assert set(direct) <= set(have), (str(p.hand), direct, have)
    assert len(readings) > 2500


@pytest.mark.parametrize(
    ("hand", "win", "expected"),
    [
        # 555z 666z 777z (three dragon pons), 123m, 22p: daisangen
        ("555666777z123m22p", "2p", YakuId.DAISANGEN),
        # 111z 222z 333z (three wind pons), 44z (the fourth wind as the pair), 123m: shousuushii
        ("11122233344z123m", "3m", YakuId.SHOUSUUSHII),
        # 111z 222z 333z 444z (four wind pons), 22m: daisuushii
        ("111222333444z22m", "2m", YakuId.DAISUUSHII),
        # four concealed pons 111m 222p 333s 444z, won on the 55z pair: suuankou tanki
        ("111m222p333s444z55z", "5z", YakuId.SUUANKOU_TANKI),
        # thirteen orphans with the 1m pair, won on 9m (one-sided): kokushi
        ("119m19p19s1234567z", "9m", YakuId.KOKUSHI),
    ],
)
def test_reading_limit_hands_still_found(hand: str, win: str, expected: YakuId) -> None:
    answer = api.score({"ruleset": "tenhou", "hand": hand, "win_tile": win, "win": "tsumo"})
    assert answer["ok"], answer
    assert str(expected) in [y["id"] for y in answer["yaku"]]
    assert answer["yakuman"] >= 1 and answer["limit"] == "yakuman"


def test_plain_per_hand_yaku_leave_out_what_is_replaced() -> None:
    # double riichi replaces riichi (both per-hand): the answer lists double riichi 2 han,
    # menzen tsumo 1 han, and pinfu 1 han (four chi, a 9s pair that gives no fu, 678p
    # completed by 6p from 78p: a two-sided wait)
    answer = api.score(
        {
            "ruleset": "tenhou",
            "hand": "234m567m678p345s99s",
            "win_tile": "6p",
            "win": "tsumo",
            "seat_wind": "S",
            "double_riichi": True,
        }
    )
    assert answer["ok"], answer
    assert [(y["id"], y["han"]) for y in answer["yaku"]] == [
        ("double_riichi", 2),
        ("menzen_tsumo", 1),
        ("pinfu", 1),
    ]
    situation = Situation.from_request({"double_riichi": True, "win": "tsumo"})
    hand = Hand.build("234m567m678p345s99s", None, "6p")
    p = Prepared.of(hand, situation, find_ruleset("tenhou"))
    ctx = score_shape(p, win_shapes(p.concealed_counts, p.win_kind)[0]).ctx
    per_hand = hand_yaku(ctx)
    assert [i for _, i, _ in per_hand.ordinary] == [
        YakuId.RIICHI,
        YakuId.DOUBLE_RIICHI,
        YakuId.MENZEN_TSUMO,
    ]
    assert per_hand.plain == ((YakuId.DOUBLE_RIICHI, 2), (YakuId.MENZEN_TSUMO, 1))
    assert per_hand.plain_han == 3


# ---- answers are fresh objects ----


def test_answers_share_no_objects_with_the_next_answer() -> None:
    """Reading sets and the answer are copied from prepared fragments: changing one answer
    must not change the next (different requests, so no answer is replayed)."""
    first = api.score({"ruleset": "tenhou", "hand": "123m456p789s11122z", "win_tile": "3m"})
    assert first["ok"], first
    for one in first["reading"]["sets"]:
        one["tiles"] = "changed"
        one["fu"] = 999
    first["limit"] = "changed"
    first["notes"].append("changed")
    second = api.score(
        {"ruleset": "tenhou", "hand": "123m456p789s11122z", "win_tile": "3m", "honba": 1}
    )
    assert second["ok"], second
    # the sets as read: 123m 456p 789s chi, 111z pon (closed terminal/honour: 8 fu), 22z pair
    assert [(s["kind"], s["tiles"], s["fu"]) for s in second["reading"]["sets"]] == [
        ("chi", "123m", 0),
        ("chi", "456p", 0),
        ("chi", "789s", 0),
        ("pon", "111z", 8),
        ("pair", "22z", 0),
    ]
    assert second["limit"] is None and second["notes"] == []


def test_red_five_placed_in_the_first_set_holding_a_five() -> None:
    # 0p is read into the 345p chi (the first concealed set with a 5p), not the 55p pair
    answer = api.score(
        {"ruleset": "tenhou", "hand": "123m340p55p678s777z", "win_tile": "7z", "riichi": True}
    )
    assert answer["ok"], answer
    tiles = [s["tiles"] for s in answer["reading"]["sets"]]
    assert tiles == ["123m", "340p", "678s", "777z", "55p"]


def test_parse_refuses_a_digit_that_is_no_tile_of_its_suit() -> None:
    with pytest.raises(EngineError) as info:
        parse_tiles("123m8z")
    assert info.value.details["position"] == 4  # the 8 of 8z
