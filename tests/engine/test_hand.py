"""Hand validation and situation conflicts, through the `score` command and directly."""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.errors import EngineError
from engine.hand import Hand, Situation
from engine.ids import ConflictId, ErrorCode
from engine.rulesets import find_ruleset

# A closed hand that wins in every situation used below: 234m 456p 678s 22s + 345m, win 5m.
CLOSED = {"hand": "234345m456p678s22s", "win_tile": "5m"}
# The same with an open chi.
OPEN = {"hand": "234345m456p22s", "win_tile": "5m", "melds": ["chi:678s"]}
# A closed kan keeps the hand closed.
ANKAN = {"hand": "234345m456p22s", "win_tile": "5m", "melds": ["ankan:7777s"]}


def answer(**fields: Any) -> dict[str, Any]:
    req: dict[str, Any] = {"ruleset": "ema", "seat_wind": "S", "round_wind": "E"}
    req.update(fields)
    return api.score(req)


def error(**fields: Any) -> dict[str, Any]:
    a = answer(**fields)
    assert a["ok"] is False, a
    return a["error"]


def test_canonical_text_round_trips() -> None:
    hand = Hand.parse("55p234567m pon:777z chi:0m34m win:5p")
    assert str(hand) == "234567m55p pon:777z chi:340m win:5p"
    assert Hand.parse(str(hand)) == hand


def test_too_many_copies_counts_hand_calls_and_indicators() -> None:
    # 2s twice in the hand, twice in the dora indicators, once as ura: five copies
    e = error(**CLOSED, riichi=True, dora_indicators="2s2s", ura_indicators="2s")
    assert e["code"] == "too_many_copies"
    assert e["details"] == {"tile": "2s", "count": 5}


def test_two_red_fives_of_one_suit_are_rejected() -> None:
    e = error(ruleset="tenhou", hand="234340m456p678s22s", win_tile="0m", dora_indicators="0m")
    assert e["code"] == ErrorCode.TOO_MANY_RED_FIVES


def test_red_five_in_a_ruleset_without_red_fives_is_rejected() -> None:
    # EMA 2025 plays without red fives (matrix A1)
    e = error(hand="234340m456p678s22s", win_tile="0m")
    assert e["code"] == ErrorCode.NO_RED_FIVES_IN_RULESET
    assert e["details"]["tile"] == "0m"


@pytest.mark.parametrize(
    ("fields", "five"),
    [
        # 345m + 555m in the hand: four plain 5m
        ({"hand": "345m555m678p11z345s", "win_tile": "3s"}, "5m"),
        # three in a pon call and one in the hand
        ({"hand": "345p678p11z345s", "win_tile": "3s", "melds": ["pon:555p"]}, "5p"),
        # two in the hand, one in a chi, one shown as a dora indicator
        (
            {"hand": "55s345m678p111z", "win_tile": "5s", "melds": ["chi:456s"]}
            | {"dora_indicators": "5s"},
            "5s",
        ),
    ],
)
def test_four_plain_fives_where_red_fives_are_played_are_rejected(
    fields: dict[str, Any], five: str
) -> None:
    # Tenhou and RRC play one red five per suit (matrix "Tiles / red fives"; rrc.md row 4): a
    # suit has three plain fives and one red, so all four fives in play means one is red.
    for ruleset in ("tenhou", "rrc"):
        e = error(ruleset=ruleset, win="tsumo", **fields)
        assert e["code"] == ErrorCode.TOO_MANY_PLAIN_FIVES
        assert e["details"] == {"tile": five, "red": "0" + five[1]}


def test_four_fives_with_the_red_one_or_without_red_fives_are_fine() -> None:
    # the same tiles with one five written red score under Tenhou (the red five adds 1 han)...
    red = answer(ruleset="tenhou", hand="340m555m678p11z345s", win_tile="3s", win="tsumo")
    assert red["ok"] and red["aka"] == 1
    # ...and four plain fives are simply four fives where there are no red fives (EMA 2025)
    plain = answer(hand="345m555m678p11z345s", win_tile="3s", win="tsumo")
    assert plain["ok"] and plain["aka"] == 0


def test_red_five_inside_a_call_is_fine() -> None:
    a = answer(ruleset="tenhou", hand="234345m456p22s", win_tile="5m", melds=["chi:60s7s"])
    assert a["ok"] is True
    assert a["aka"] == 1


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"hand": "234345m456p678s2s", "win_tile": "5m"}, "wrong_tile_count"),
        ({"hand": "234345m456p22s", "win_tile": "5m"}, "wrong_tile_count"),
        ({"hand": "234345m456p678s22s", "win_tile": "9m"}, "win_tile_not_in_hand"),
        ({"hand": "234345m456p22s", "win_tile": "5m", "melds": ["chi:679s"]}, "invalid_meld"),
        ({"hand": "234345m456p22s", "win_tile": "5m", "melds": ["pon:677s"]}, "invalid_meld"),
        ({"hand": "234345m456p678s22x", "win_tile": "5m"}, "invalid_notation"),
        ({"hand": "234345m456p678s22s", "win_tile": "5m5m"}, "invalid_notation"),
        ({"hand": "123456789m1234p5z", "win_tile": "5z"}, "not_a_winning_hand"),
    ],
)
def test_hand_errors(fields: dict[str, Any], code: str) -> None:
    assert error(**fields)["code"] == code


def test_kans_add_one_tile_each() -> None:
    # 10 concealed tiles + a closed kan of four = 14 + 1 tiles in all
    assert answer(**ANKAN, riichi=True)["ok"] is True


def test_notation_error_carries_field_and_position() -> None:
    e = error(hand="234345m456p678s22x", win_tile="5m")
    assert e["details"]["field"] == "hand"
    assert e["details"]["position"] == 17


@pytest.mark.parametrize(
    ("hand", "fields", "conflict"),
    [
        (CLOSED, {"ippatsu": True}, ConflictId.IPPATSU_WITHOUT_RIICHI),
        (OPEN, {"riichi": True}, ConflictId.RIICHI_OPEN_HAND),
        (OPEN, {"double_riichi": True}, ConflictId.DOUBLE_RIICHI_OPEN_HAND),
        (CLOSED, {"rinshan": True}, ConflictId.RINSHAN_ON_RON),
        (CLOSED, {"rinshan": True, "win": "tsumo"}, ConflictId.RINSHAN_WITHOUT_KAN),
        (
            ANKAN,
            {"riichi": True, "ippatsu": True, "rinshan": True, "win": "tsumo"},
            ConflictId.IPPATSU_WITH_RINSHAN,
        ),
        (CLOSED, {"chankan": True, "win": "tsumo"}, ConflictId.CHANKAN_ON_TSUMO),
        (CLOSED, {"haitei": True}, ConflictId.HAITEI_ON_RON),
        (ANKAN, {"haitei": True, "rinshan": True, "win": "tsumo"}, ConflictId.HAITEI_WITH_RINSHAN),
        (CLOSED, {"houtei": True, "win": "tsumo"}, ConflictId.HOUTEI_ON_TSUMO),
        (CLOSED, {"houtei": True, "chankan": True}, ConflictId.HOUTEI_WITH_CHANKAN),
        (CLOSED, {"tenhou": True, "win": "tsumo"}, ConflictId.TENHOU_NON_DEALER),
        (CLOSED, {"tenhou": True, "seat_wind": "E"}, ConflictId.TENHOU_ON_RON),
        (ANKAN, {"tenhou": True, "seat_wind": "E", "win": "tsumo"}, ConflictId.TENHOU_AFTER_CALL),
        (CLOSED, {"chiihou": True, "seat_wind": "E", "win": "tsumo"}, ConflictId.CHIIHOU_DEALER),
        (CLOSED, {"chiihou": True}, ConflictId.CHIIHOU_ON_RON),
        (CLOSED, {"renhou": True, "seat_wind": "E"}, ConflictId.RENHOU_DEALER),
        (CLOSED, {"renhou": True, "win": "tsumo"}, ConflictId.RENHOU_ON_TSUMO),
        (OPEN, {"renhou": True}, ConflictId.RENHOU_AFTER_CALL),
        (CLOSED, {"ura_indicators": "1m", "dora_indicators": "2m"}, ConflictId.URA_WITHOUT_RIICHI),
        (CLOSED, {"dora_indicators": "1m1p1s1z2z3z"}, ConflictId.TOO_MANY_INDICATORS),
        # one indicator at the start, one per kan: two need a kan, five need four
        (CLOSED, {"dora_indicators": "1m1p"}, ConflictId.MORE_INDICATORS_THAN_KANS),
        (CLOSED, {"dora_indicators": "1m1p1s1z2z"}, ConflictId.MORE_INDICATORS_THAN_KANS),
        (ANKAN, {"dora_indicators": "1m1p1s"}, ConflictId.MORE_INDICATORS_THAN_KANS),
        (
            ANKAN,
            {"riichi": True, "dora_indicators": "1m1p1z", "ura_indicators": "2m2p1z"},
            ConflictId.MORE_INDICATORS_THAN_KANS,
        ),
        (
            CLOSED,
            {"riichi": True, "dora_indicators": "1m", "ura_indicators": "1p1s"},
            ConflictId.MORE_URA_THAN_DORA,
        ),
        (
            CLOSED,
            {"ruleset": "galaxy", "double_riichi": True},
            ConflictId.DOUBLE_RIICHI_NOT_IN_RULESET,
        ),
        (CLOSED, {"ruleset": "tenhou", "renhou": True}, ConflictId.RENHOU_NOT_IN_RULESET),
        (CLOSED, {"paarenchan": True, "seat_wind": "E"}, ConflictId.PAARENCHAN_NOT_IN_RULESET),
        (CLOSED, {"ruleset": "galaxy", "paarenchan": True}, ConflictId.PAARENCHAN_NON_DEALER),
    ],
)
def test_conflicting_situations(
    hand: dict[str, Any], fields: dict[str, Any], conflict: ConflictId
) -> None:
    e = error(**hand, **fields)
    assert e["code"] == "conflicting_situation"
    assert e["details"]["conflict"] == conflict


def test_closed_kan_keeps_riichi_possible() -> None:
    assert answer(**ANKAN, riichi=True, ippatsu=True)["ok"] is True


def test_dealer_is_the_east_seat() -> None:
    assert Situation(seat_wind=Situation().seat_wind).dealer is True
    assert answer(**CLOSED, seat_wind="E", riichi=True)["dealer"] is True
    assert answer(**CLOSED, riichi=True)["dealer"] is False


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("riichi", "yes"),
        ("honba", -1),
        ("honba", 1.5),
        ("seat_wind", "X"),
        ("win", "draw"),
        ("dora_indicators", 5),
        ("melds", 3),
    ],
)
def test_bad_field_types_are_invalid_requests(field: str, value: Any) -> None:
    e = error(**CLOSED, **{field: value})
    assert e["code"] == "invalid_request"
    assert e["details"]["field"] == field


def test_situation_check_directly() -> None:
    with pytest.raises(EngineError) as info:
        Situation(ippatsu=True).check(closed=True, kans=0, calls=0, ruleset=find_ruleset("ema"))
    assert info.value.details["conflict"] == "ippatsu_without_riichi"


def test_one_indicator_plus_one_per_kan_is_accepted() -> None:
    # a closed kan turns a second indicator (dora and, under riichi, ura)
    two = {"riichi": True, "dora_indicators": "1m1p", "ura_indicators": "2m2p"}
    assert answer(**ANKAN, **two)["ok"] is True
    assert answer(**CLOSED, dora_indicators="1m", riichi=True, ura_indicators="2m")["ok"] is True
