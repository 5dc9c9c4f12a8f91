"""Properties of the rulings beyond a hand's value (furiten, kan after riichi, draw_tenpai,
kuikae, kyuushu): any input gives an `ok` answer or a typed error, never an internal one; and
invariants that follow from the rules themselves."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import api
from engine.ids import ErrorCode
from engine.rulesets import PRESETS
from engine.tiles import NUM_KINDS, kind_str

KNOWN_CODES = {str(c) for c in ErrorCode}
PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
COMMANDS = ("furiten", "kan_after_riichi", "draw_tenpai", "kuikae", "kyuushu")

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
tile_text = st.text(alphabet="0123456789mpsz", max_size=20)
discard_item = tile_text | st.fixed_dictionaries(
    {"tile": tile_text | json_values},
    optional={"called": st.booleans() | json_values, "riichi": st.booleans() | json_values},
)
FIELDS: dict[str, Any] = {
    "ruleset": st.sampled_from([*PRESETS, "nope"]) | json_values,
    "hand": tile_text | json_values,
    "melds": st.lists(
        st.builds(
            lambda k, t: f"{k}:{t}", st.sampled_from(["chi", "pon", "ankan", "x"]), tile_text
        ),
        max_size=4,
    )
    | json_values,
    "discards": st.lists(discard_item, max_size=6) | tile_text | json_values,
    "passed": st.lists(
        tile_text | st.sampled_from(["draw", "claim", "call", "discard"]), max_size=6
    )
    | json_values,
    "riichi": st.booleans() | json_values,
    "riichi_passed": tile_text | json_values,
    "claim_tile": tile_text | json_values,
    "waits": tile_text | json_values,
    "drawn_tile": tile_text | json_values,
    "kan_tile": tile_text | json_values,
    "visible": tile_text | st.lists(tile_text, max_size=4) | json_values,
    "call": st.fixed_dictionaries(
        {},
        optional={
            "kind": st.sampled_from(["chi", "pon", "kan"]) | json_values,
            "tile": tile_text | json_values,
            "from_hand": tile_text | json_values,
        },
    )
    | json_values,
    "discard": tile_text | json_values,
    "calls_before": st.booleans() | json_values,
    "first_draw": st.booleans() | json_values,
    "seat_wind": st.sampled_from(["E", "S", "X"]) | json_values,
}
requests = st.fixed_dictionaries({}, optional=dict(FIELDS.items()))


def _check(answer: Any) -> None:
    assert isinstance(answer, dict)
    json.dumps(answer)
    if answer.get("ok") is not True:
        assert answer["ok"] is False
        error = answer["error"]
        assert error["code"] in KNOWN_CODES
        assert not error.get("details", {}).get("internal"), error


@PROPERTY
@given(obj=requests)
def test_any_request_gives_ok_or_a_typed_error(obj: dict[str, Any]) -> None:
    for command in COMMANDS:
        _check(api.run(command, obj))


@PROPERTY
@given(obj=json_values)
def test_any_json_gives_ok_or_a_typed_error(obj: Any) -> None:
    for command in COMMANDS:
        _check(api.run(command, obj))


def _random_tiles(rng: random.Random, n: int) -> list[int]:
    pool = [k for k in range(NUM_KINDS) for _ in range(4)]
    rng.shuffle(pool)
    return pool[:n]


def _text(kinds: list[int]) -> str:
    return "".join(kind_str(k) for k in kinds)


@PROPERTY
@given(seed=st.integers(min_value=0, max_value=2**32), ruleset=st.sampled_from(sorted(PRESETS)))
def test_nine_terminals_count_does_not_depend_on_tile_order(seed: int, ruleset: str) -> None:
    rng = random.Random(seed)
    tiles = _random_tiles(rng, 14)
    first = api.run("kyuushu", {"ruleset": ruleset, "hand": _text(tiles)})
    rng.shuffle(tiles)
    second = api.run("kyuushu", {"ruleset": ruleset, "hand": _text(tiles)})
    assert first == second
    # a pair counts once: the count is the number of distinct terminal/honour kinds
    distinct = {k for k in tiles if k >= 27 or k % 9 in (0, 8)}
    assert first["count"] == len(distinct)
    assert first["may_call"] == (first["in_ruleset"] and len(distinct) >= 9)


@PROPERTY
@given(
    low=st.integers(min_value=0, max_value=6),
    suit=st.integers(min_value=0, max_value=2),
    called_at=st.integers(min_value=0, max_value=2),
    discard=st.integers(min_value=0, max_value=33),
    ruleset=st.sampled_from(sorted(PRESETS)),
)
def test_kuikae_swap_and_allowed_agree(
    low: int, suit: int, called_at: int, discard: int, ruleset: str
) -> None:
    run = [suit * 9 + low + i for i in range(3)]
    called = run[called_at]
    hand = [k for k in run if k != called]
    a = api.run(
        "kuikae",
        {
            "ruleset": ruleset,
            "call": {"kind": "chi", "tile": kind_str(called), "from_hand": _text(hand)},
            "discard": kind_str(discard),
        },
    )
    assert a["ok"], a
    swap_kinds = {s["tile"] for s in a["swap_tiles"]}
    assert a["swap"] == (kind_str(discard) in swap_kinds)
    assert a["allowed"] == (not a["swap"] or PRESETS[ruleset].swap_calling)
    # a swap discard together with the two tiles from the hand always makes a run or the same
    # set again
    if a["swap"]:
        three = sorted([discard, *hand])
        assert three in ([three[0], three[0] + 1, three[0] + 2], sorted(run))


@PROPERTY
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    ruleset=st.sampled_from(sorted(PRESETS)),
    riichi=st.booleans(),
)
def test_furiten_markers(seed: int, ruleset: str, riichi: bool) -> None:
    rng = random.Random(seed)
    tiles = _random_tiles(rng, 13 + 6)
    hand, passed = tiles[:13], [kind_str(k) for k in tiles[13:]]
    base = {"ruleset": ruleset, "hand": _text(hand), "riichi": riichi, "passed": passed}
    before = api.run("furiten", base)
    assert before["ok"], before
    after = api.run("furiten", {**base, "passed": [*passed, "discard", "draw", "call"]})
    if riichi:
        # riichi furiten never ends
        assert after["reasons"] == before["reasons"]
    else:
        # the player's own discard ends temporary furiten under every ruleset
        assert "passed_tile_temporary" not in after["reasons"]
    assert after["tsumo_allowed"] is True
    for r in before["responsible"]:
        assert r["tile"] in before["waits"]


def _tenpai_hand(rng: random.Random) -> list[int]:
    """Four sets and a pair (at most four copies of a kind), less one tile: 13 tiles in tenpai."""
    while True:
        tiles: list[int] = []
        for _ in range(4):
            if rng.random() < 0.5:
                start = rng.randrange(3) * 9 + rng.randrange(7)
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [rng.randrange(NUM_KINDS)] * 3
        tiles += [rng.randrange(NUM_KINDS)] * 2
        if all(tiles.count(k) <= 4 for k in tiles):
            tiles.remove(rng.choice(tiles))
            return tiles


@PROPERTY
@given(seed=st.integers(min_value=0, max_value=2**32), ruleset=st.sampled_from(sorted(PRESETS)))
def test_tiles_in_sight_do_not_change_whether_a_hand_counts(seed: int, ruleset: str) -> None:
    # every preset counts a wait whose copies are all in sight (karaten_visible_counts), so the
    # visible tiles never change the answer; only the player's own four copies do
    rng = random.Random(seed)
    hand = _tenpai_hand(rng)
    pool = [k for k in range(NUM_KINDS) for _ in range(4 - hand.count(k))]
    rng.shuffle(pool)
    seen = pool[: rng.randint(0, 30)]
    hand_text, seen_text = _text(hand), _text(seen)
    if PRESETS[ruleset].red_fives:
        # the fourth five of a suit is the red one: write one copy as 0m/0p/0s
        for five in (4, 13, 22):
            if hand.count(five) + seen.count(five) == 4:
                plain, red = kind_str(five), "0" + kind_str(five)[1]
                if five in seen:
                    seen_text = seen_text.replace(plain, red, 1)
                else:
                    hand_text = hand_text.replace(plain, red, 1)
    base = {"ruleset": ruleset, "hand": hand_text}
    a = api.run("draw_tenpai", base)
    b = api.run("draw_tenpai", {**base, "visible": seen_text})
    assert a["ok"] and b["ok"], (a, b)
    assert a["counts_as_tenpai"] == b["counts_as_tenpai"]
    assert a["waits"] == b["waits"]
    assert set(b["live_waits"]) <= set(a["live_waits"])
    assert a["tenpai"]
    assert not b["counts_as_tenpai"] or b["tenpai"]
    for dead in b["dead_waits"]:
        # each dead wait is explained by the copies named: four in all
        copies = dead["in_hand"] + dead["in_calls"] + len(dead["visible_indices"])
        assert copies == 4, dead
