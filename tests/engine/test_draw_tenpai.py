"""Tenpai at an exhaustive draw with the tiles the player can see: the `draw_tenpai` command.

Rule facts (rulesets.md A3 "Karaten / waits all used"): Galaxy — "a wait whose every winning
tile is in the player's own hand is noten; a wait whose tiles are all visible counts as long as
at least one is not in his own hand"; tenpai without yaku and furiten tenpai count. EMA 2016
§3.3.13 (and EMA 2025, secondary) — "tenpai if the waits are all visible elsewhere; noten if
waiting only on a tile of which the player holds all four". Tenhou — a "5th tile" wait counts
unless all four copies are in the player's own hand; formal tenpai counts. WRC, Mahjong Soul:
unknown (assumed as EMA/Tenhou). RRC (rrc.md row 28): every winning tile inside the hand or the
player's own open melds is noten; formal tenpai counts; the all-visible case is not ruled on.
Noten riichi at a draw: chombo (EMA16 §3.4.6(b); EMA 2012 §3.4.6; RRC).
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import api
from engine.rulesets import PRESETS


def tenpai(hand: str, ruleset: Any = "galaxy", **fields: Any) -> dict[str, Any]:
    answer = api.run("draw_tenpai", {"ruleset": ruleset, "hand": hand, **fields})
    assert answer["ok"], answer
    return answer


# 1111m 234p 567s 789s: the only wait is 1m (111m + a lone 1m), and the player holds all four
ALL_IN_HAND = "1111m234p567s789s"
# 123m 456p 789s 11z 22z: a shanpon wait on East and South (two of each in the hand)
SHANPON = "123m456p789s1122z"


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_karaten_every_winning_tile_in_the_own_hand(ruleset: str) -> None:
    a = tenpai(ALL_IN_HAND, ruleset)
    assert (a["tenpai"], a["waits"], a["counts_as_tenpai"]) == (True, ["1m"], False)
    assert a["reason"] == "waits_in_own_hand"
    assert a["live_waits"] == []
    assert a["dead_waits"] == [
        {
            "tile": "1m",
            "kind": "own_hand",
            "counts": False,
            "in_hand": 4,
            "in_calls": 0,
            "visible_indices": [],
            "discard_indices": [],
        }
    ]


def test_karaten_with_the_copies_in_the_own_call() -> None:
    # pon of 1m + 1m 234p 567s 789s: a lone 1m waiting on the fourth copy, which the player
    # holds (three in the pon, one in the hand): noten (Galaxy "own hand"; RRC NT "own open
    # melds")
    for ruleset in ("galaxy", "rrc", "ema2016"):
        a = tenpai("1m234p567s789s", ruleset, melds=["pon:111m"])
        assert (a["counts_as_tenpai"], a["reason"]) == (False, "waits_in_own_hand")
        assert (a["dead_waits"][0]["in_hand"], a["dead_waits"][0]["in_calls"]) == (1, 3)


@pytest.mark.parametrize("ruleset", ["galaxy", "ema2016", "ema", "ema2012", "tenhou"])
def test_all_copies_visible_but_some_elsewhere_counts(ruleset: str) -> None:
    # Galaxy and EMA agree: the two other East and South tiles are in sight (ponds, indicator),
    # so no winning tile is left, yet the hand counts as tenpai
    a = tenpai(SHANPON, ruleset, visible=["3p", "1z", "1z", "2z"], discards="2z")
    assert (a["counts_as_tenpai"], a["reason"]) == (True, "counts")
    assert a["live_waits"] == []
    east, south = a["dead_waits"]
    assert (east["tile"], east["kind"], east["counts"]) == ("1z", "all_visible", True)
    assert (east["in_hand"], east["visible_indices"], east["discard_indices"]) == (2, [1, 2], [])
    assert (south["tile"], south["visible_indices"], south["discard_indices"]) == ("2z", [3], [0])
    # the own 2z discard: furiten, which counts at a draw everywhere (Galaxy states it)
    assert (a["furiten"], a["furiten_discards"]) == (True, [0])


def test_karaten_galaxy_against_ema() -> None:
    # Galaxy (primary) and EMA 2016 §3.3.13 (primary) give the same two answers; only the
    # source of the all-visible rule differs in certainty for the presets that assume it
    for ruleset in ("galaxy", "ema2016"):
        assert tenpai(ALL_IN_HAND, ruleset)["counts_as_tenpai"] is False
        assert tenpai(SHANPON, ruleset, visible="1122z")["counts_as_tenpai"] is True
    for ruleset, assumed in [
        ("galaxy", False),
        ("ema2016", False),
        ("tenhou", False),
        ("wrc", True),
        ("mahjongsoul", True),
        ("rrc", True),
    ]:
        rule = tenpai(SHANPON, ruleset)["rules"][0]
        assert rule == {"field": "karaten_visible_counts", "value": True, "assumed": assumed}


def test_a_ruleset_where_all_visible_is_noten() -> None:
    a = tenpai(SHANPON, {"base": "galaxy", "karaten_visible_counts": False}, visible="1122z")
    assert (a["counts_as_tenpai"], a["reason"]) == (False, "waits_all_visible")
    assert [d["counts"] for d in a["dead_waits"]] == [False, False]
    # one copy of South still out there: that wait is live, the hand counts
    a = tenpai(SHANPON, {"base": "galaxy", "karaten_visible_counts": False}, visible="112z")
    assert (a["counts_as_tenpai"], a["live_waits"]) == (True, ["2z"])


# 23m 456p 789s 99s + chi 567p: waits 1m and 4m; 123m/234m with 99s and an open hand has no
# yaku (no tanyao with 9s and 1m, no pinfu open, no yakuhai)
YAKULESS = {"hand": "23m456p789s99s", "melds": ["chi:567p"]}


@pytest.mark.parametrize("ruleset", sorted(PRESETS))
def test_yakuless_tenpai_counts_in_every_preset(ruleset: str) -> None:
    a = api.run("draw_tenpai", {"ruleset": ruleset, **YAKULESS})
    assert (a["yakuless"], a["counts_as_tenpai"], a["waits"]) == (True, True, ["1m", "4m"])


def test_yakuless_tenpai_where_the_ruleset_wants_a_yaku() -> None:
    a = api.run(
        "draw_tenpai", {"ruleset": {"base": "ema2016", "tenpai_without_yaku": False}, **YAKULESS}
    )
    assert (a["counts_as_tenpai"], a["reason"]) == (False, "no_yaku")
    # EMA 2016 is silent on formal tenpai: the preset's value is assumed; Galaxy states it
    ema = api.run("draw_tenpai", {"ruleset": "ema2016", **YAKULESS})
    galaxy = api.run("draw_tenpai", {"ruleset": "galaxy", **YAKULESS})
    assert ema["rules"][1] == {"field": "tenpai_without_yaku", "value": True, "assumed": True}
    assert galaxy["rules"][1] == {"field": "tenpai_without_yaku", "value": True, "assumed": False}


# 23m 456p 789s 99s + pon of West (333z): waits 1m and 4m (123m / 234m with 99s). Open, a 9s
# and a 1m: no tanyao; no pinfu open; the only yaku it can have is the West triplet, which is
# yakuhai for the player whose seat wind is West and for every player in a West round
WEST_PON = {"hand": "23m456p789s99s", "melds": ["pon:333z"]}
# the ruleset of a test where a yakuless tenpai does not count at a draw (no preset says so)
NEEDS_YAKU = {"base": "ema", "tenpai_without_yaku": False}


@pytest.mark.parametrize(
    ("pon", "seat", "round_", "yakuless"),
    [
        # the West pon: yakuhai at the West seat, or in a West round, else nothing
        ("333z", "W", "E", False),
        ("333z", "E", "E", True),
        ("333z", "S", "S", True),
        ("333z", "N", "W", False),
        ("333z", "W", "W", False),  # double West: two han, a yaku all the same
        # East: the dealer's seat wind, and the round wind of the East round
        ("111z", "E", "E", False),  # double East
        ("111z", "E", "S", False),  # the seat wind only
        ("111z", "S", "E", False),  # the round wind only
        ("111z", "S", "S", True),
        # South: a double South for the South seat of a South round; North seat there: round
        ("222z", "S", "S", False),
        ("222z", "N", "S", False),
        ("222z", "N", "E", True),
        # North is never a round wind in a hanchan, but it is the North seat's wind
        ("444z", "N", "E", False),
        ("444z", "W", "S", True),
    ],
)
def test_a_wind_pon_is_a_yaku_only_for_its_seat_or_round(
    pon: str, seat: str, round_: str, yakuless: bool
) -> None:
    fields = {**WEST_PON, "melds": [f"pon:{pon}"], "seat_wind": seat, "round_wind": round_}
    a = tenpai(fields.pop("hand"), NEEDS_YAKU, **fields)
    assert (a["seat_wind"], a["round_wind"]) == (seat, round_)
    assert a["yakuless"] is yakuless
    # where a yakuless tenpai is noten, the winds decide the draw payment
    assert (a["counts_as_tenpai"], a["reason"]) == (
        (False, "no_yaku") if yakuless else (True, "counts")
    )


def test_the_winds_default_to_east_and_east() -> None:
    # no winds in the request: the East seat of an East round (the dealer), so a West pon is
    # no yaku
    a = tenpai(WEST_PON["hand"], NEEDS_YAKU, melds=WEST_PON["melds"])
    assert (a["seat_wind"], a["round_wind"], a["yakuless"]) == ("E", "E", True)


@pytest.mark.parametrize(("seat", "yakuless"), [("W", False), ("E", True)])
def test_a_wind_pair_in_a_shanpon_wait(seat: str, yakuless: bool) -> None:
    # 33z 55m shanpon + 234p + chi 678s + chi 123s, open: on 3z the hand has a West triplet
    # (yakuhai for the West seat), on 5m nothing (123s: no tanyao). One wait with a yaku is
    # enough: not yakuless at the West seat; yakuless at the East seat of an East round
    a = tenpai("55m234p33z", NEEDS_YAKU, melds=["chi:678s", "chi:123s"], seat_wind=seat)
    assert a["waits"] == ["5m", "3z"]
    assert a["yakuless"] is yakuless


def test_a_closed_hand_is_never_yakuless() -> None:
    # the same tiles closed (567p in the hand): a tsumo on either wait is menzen tsumo, so
    # there is always a yaku; only open hands can be formal (yakuless) tenpai
    assert tenpai("23m456p567p789s99s", "ema2016")["yakuless"] is False


def test_furiten_tenpai() -> None:
    # SHANPON with the own 1z discard: furiten, counts everywhere (Galaxy states it; elsewhere
    # assumed), noten where a custom ruleset says furiten tenpai does not count
    a = tenpai(SHANPON, "galaxy", discards="9p1z")
    assert (a["furiten"], a["furiten_discards"], a["counts_as_tenpai"]) == (True, [1], True)
    assert a["rules"][2] == {"field": "tenpai_furiten", "value": True, "assumed": False}
    assert tenpai(SHANPON, "ema2016")["rules"][2]["assumed"] is True
    a = tenpai(SHANPON, {"base": "galaxy", "tenpai_furiten": False}, discards="9p1z")
    assert (a["counts_as_tenpai"], a["reason"]) == (False, "furiten")


def test_not_tenpai() -> None:
    a = tenpai("1357m2468p1357s1z")
    assert (a["tenpai"], a["counts_as_tenpai"], a["reason"], a["waits"]) == (
        False,
        False,
        "not_tenpai",
        [],
    )


@pytest.mark.parametrize(
    ("ruleset", "consequence", "points", "points_max", "applied", "source"),
    [
        # EMA16 §3.4.6(b): chombo, 20,000 after uma in tournaments
        ("ema2016", "chombo", 20000, None, "after_uma", "EMA16 §3.4.6(b)"),
        # EMA 2012 / Galaxy (EMA 2012's catalogue): a reverse mangan at the table,
        # 8,000 (4,000 + 2,000 + 2,000) from a non-dealer, 12,000 from the dealer
        ("ema2012", "chombo", 8000, 12000, "at_table", "EMA12 §3.4.6"),
        ("galaxy", "chombo", 8000, 12000, "at_table", "EMA12 §3.4.6"),
        # RRC: twice the uma step (30,000/10,000: 20,000 x 2)
        (
            "rrc",
            "chombo",
            40000,
            None,
            "after_uma",
            "RRC RG §Обоснования для присуждения штрафов; RRC BR §Чомбо",
        ),
    ],
)
def test_noten_riichi_cost(  # noqa: PLR0917 - one parametrized case per row
    ruleset: str,
    consequence: str,
    points: int,
    points_max: int | None,
    applied: str,
    source: str,
) -> None:
    a = tenpai(ALL_IN_HAND, ruleset, riichi=True)
    assert (a["riichi"], a["noten_riichi"]) == (True, True)
    (entry,) = a["cost"]["penalties"]
    assert (entry["id"], entry["consequence"], entry["points"], entry["points_max"]) == (
        "noten_riichi",
        consequence,
        points,
        points_max,
    )
    assert (entry["applied"], entry["source"]) == (applied, source)


def test_a_riichi_hand_that_counts_is_no_noten_riichi() -> None:
    a = tenpai(SHANPON.replace("1122z", "1133z"), "ema2016", riichi=True)
    assert (a["counts_as_tenpai"], a["noten_riichi"]) == (True, False)


def test_online_rulesets_have_no_catalogue() -> None:
    cost = tenpai(ALL_IN_HAND, "mahjongsoul", riichi=True)["cost"]
    assert (cost["applicable"], cost["not_applicable_reason"]) == (False, "online_software")


@pytest.mark.parametrize(
    ("fields", "code"),
    [
        ({"hand": "123m"}, "wrong_tile_count"),
        ({"hand": ALL_IN_HAND, "visible": "1m"}, "too_many_copies"),
        ({"hand": SHANPON, "visible": "111z"}, "too_many_copies"),
        ({"hand": SHANPON, "discards": "111z"}, "too_many_copies"),
        ({"hand": SHANPON, "visible": 3}, "invalid_request"),
        ({"hand": SHANPON, "visible": "1x"}, "invalid_notation"),
        ({"hand": SHANPON, "riichi": "yes"}, "invalid_request"),
        ({"hand": SHANPON, "seat_wind": "X"}, "invalid_request"),
        ({**YAKULESS, "riichi": True}, "conflicting_situation"),
        ({"hand": "23m456p789s99s", "melds": ["chi:568p"]}, "invalid_meld"),
        ({"hand": SHANPON, "ruleset": "x"}, "unknown_ruleset"),
        (
            {"hand": SHANPON, "ruleset": {"base": "ema", "karaten_visible_counts": 1}},
            "invalid_ruleset",
        ),
    ],
)
def test_bad_input_is_a_typed_error(fields: dict[str, Any], code: str) -> None:
    a = api.run("draw_tenpai", {"ruleset": "ema2016", **fields})
    assert (a["ok"], a["error"]["code"]) == (False, code)


# 23m 456p 789s 99s + pon of West: waits 1m-4m; at the East seat of an East round the West pon
# is no yakuhai, 99s and the West keep tanyao off, the pon opens the hand: no yaku at all.
YAKULESS_OPEN = {"hand": "23m456p789s99s", "melds": ["pon:333z"]}
NEEDS_YAKU = {"base": "ema", "tenpai_without_yaku": False}


def test_a_yakuless_open_hand_is_noten_where_the_ruleset_needs_a_yaku() -> None:
    a = tenpai(YAKULESS_OPEN["hand"], NEEDS_YAKU, melds=YAKULESS_OPEN["melds"])
    assert (a["waits"], a["yakuless"], a["reason"]) == (["1m", "4m"], True, "no_yaku")


@pytest.mark.parametrize(
    "flag",
    [
        "ippatsu",
        "rinshan",
        "chankan",
        "chankan_closed_kan",
        "haitei",
        "houtei",
        "tenhou",
        "chiihou",
        "renhou",
        "paarenchan",
    ],
)
def test_a_flag_of_how_a_hand_was_won_is_refused_at_a_draw(flag: str) -> None:
    # no one won at an exhaustive draw: haitei (tsumo) or houtei (ron) would have given the
    # yakuless hand above a yaku and made it count
    answer = api.run(
        "draw_tenpai", {"ruleset": NEEDS_YAKU, **YAKULESS_OPEN, flag: True, "win": "tsumo"}
    )
    assert answer["ok"] is False
    assert answer["error"]["code"] == "conflicting_situation"
    assert answer["error"]["details"] == {"conflict": "win_flag_at_draw", "field": flag}


def test_the_flags_of_a_win_given_false_and_the_standing_declarations_are_accepted() -> None:
    off = dict.fromkeys(("ippatsu", "haitei", "houtei", "rinshan", "chankan"), False)
    a = tenpai(YAKULESS_OPEN["hand"], NEEDS_YAKU, melds=YAKULESS_OPEN["melds"], **off)
    assert a["reason"] == "no_yaku"
    # a double riichi stands to the end of the hand like a riichi: a closed tenpai hand
    b = tenpai("123m456p789s1122z", "ema", double_riichi=True)
    assert (b["counts_as_tenpai"], b["riichi"], b["noten_riichi"]) == (True, False, False)
