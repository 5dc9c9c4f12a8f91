"""Hypothesis properties of the engine's entry points.

- Any JSON value (or request-shaped object with random field values) given to score, waits
  or compare gives `ok: true` or `ok: false` with a known ErrorCode - and never the
  catch-all "internal" answer that `engine.api.run` gives when a module raised a bug.
- The answer does not depend on the order the tiles are written in.
- Adding a dora indicator never lowers the total.
- `python -m engine score` on malformed standard input exits 1 with a JSON answer and no
  traceback.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine import api
from engine.ids import ErrorCode
from tests.engine.hands import HandGenerator, tile136_str

ROOT = Path(__file__).resolve().parents[2]
KNOWN_CODES = {str(c) for c in ErrorCode}
PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**12), max_value=10**12)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5)
    ),
    max_leaves=20,
)
tile_text = st.text(alphabet="0123456789mpsz", max_size=20)
meld_text = st.builds(
    lambda kind, tiles: f"{kind}:{tiles}",
    st.sampled_from(["chi", "pon", "kan", "ankan", "shouminkan", "bad", ""]),
    tile_text,
)
FIELD_VALUES: dict[str, Any] = {
    "ruleset": st.sampled_from(["ema", "tenhou", "galaxy", "nope", ""])
    | st.dictionaries(st.sampled_from(["base", "kiriage", "uma", "renhou"]), json_values),
    "hand": tile_text | json_values,
    "win_tile": tile_text | json_values,
    "melds": st.lists(meld_text, max_size=4) | json_values,
    "win": st.sampled_from(["ron", "tsumo", "", "x"]) | json_values,
    "seat_wind": st.sampled_from(["E", "S", "W", "N", "X"]) | json_values,
    "round_wind": st.sampled_from(["E", "S", "W", "N", "X"]) | json_values,
    "riichi": st.booleans() | json_values,
    "ippatsu": st.booleans(),
    "tenhou": st.booleans(),
    "renhou": st.booleans(),
    "rinshan": st.booleans(),
    "dora_indicators": tile_text | json_values,
    "ura_indicators": tile_text,
    "honba": st.integers(min_value=-5, max_value=10**9) | json_values,
    "riichi_sticks": st.integers(min_value=-5, max_value=10**9) | json_values,
    "rulesets": st.lists(st.sampled_from(["ema", "wrc", "x"]), max_size=3) | json_values,
    "with_values": st.booleans(),
}
requests = st.fixed_dictionaries({}, optional=dict(FIELD_VALUES.items()))
COMMANDS = (api.score, api.waits, api.compare)


def _check_answer(answer: Any) -> None:
    assert isinstance(answer, dict)
    assert answer.get("ok") in (True, False)
    json.dumps(answer)  # JSON-serialisable
    if not answer["ok"]:
        error = answer["error"]
        assert error["code"] in KNOWN_CODES
        assert isinstance(error["message"], str) and error["message"]
        # `internal` marks an exception caught by api.run: a bug, not a user mistake
        assert not error.get("details", {}).get("internal"), error


@PROPERTY
@given(obj=json_values)
def test_any_json_gives_a_clean_answer(obj: Any) -> None:
    for command in COMMANDS:
        _check_answer(command(obj))


@PROPERTY
@given(obj=requests)
def test_any_request_shaped_object_gives_a_clean_answer(obj: dict[str, Any]) -> None:
    for command in COMMANDS:
        _check_answer(command(obj))


@PROPERTY
@given(hand=tile_text, win=tile_text, melds=st.lists(meld_text, max_size=4))
def test_any_tile_strings_give_a_clean_answer(hand: str, win: str, melds: list[str]) -> None:
    _check_answer(api.score({"hand": hand, "win_tile": win, "melds": melds, "ruleset": "tenhou"}))
    _check_answer(api.waits({"hand": hand, "melds": melds, "ruleset": "tenhou"}))


def _shuffled_hand(tiles: list[int], rng: random.Random) -> str:
    """The tiles one by one in a random order: `5m1p0s3m...`."""
    order = list(tiles)
    rng.shuffle(order)
    return "".join(tile136_str(t) for t in order)


def _comparable(answer: dict[str, Any]) -> Any:
    if not answer["ok"]:
        return answer["error"]["code"]
    return (
        answer["han"],
        answer["fu"],
        answer["total"],
        Counter(item["id"] for item in answer["yaku"]),
        answer["dora"],
        answer["aka"],
        answer["ura"],
    )


@PROPERTY
@given(seed=st.integers(min_value=0, max_value=2**32), shuffle=st.randoms())
def test_tile_order_does_not_matter(seed: int, shuffle: random.Random) -> None:
    hand = HandGenerator(seed).hand()
    request = hand.to_request("tenhou")
    reordered = dict(request)
    reordered["hand"] = _shuffled_hand(hand.concealed, shuffle)
    if hand.melds:
        reordered["melds"] = [
            f"{kind}:{_shuffled_hand(tiles, shuffle)}" for kind, tiles in hand.melds
        ]
    assert _comparable(api.score(reordered)) == _comparable(api.score(request))


@PROPERTY
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    indicator=st.integers(min_value=0, max_value=33),
    ruleset=st.sampled_from(["tenhou", "ema2016", "ema", "galaxy", "mahjongsoul"]),
)
def test_another_dora_indicator_never_lowers_the_total(
    seed: int, indicator: int, ruleset: str
) -> None:
    hand = HandGenerator(seed).hand()
    if ruleset in {"ema", "ema2016"}:
        # no red fives there: write them as plain fives
        hand.without_red_fives()
    # a copy of the indicator's tile still unseen (the red five, when only it is left, is
    # written 0m: where red fives are played a fourth plain five does not exist)
    seen = [*hand.concealed, *hand.dora, *hand.ura]
    seen += [t for _, tiles in hand.melds for t in tiles]
    if ruleset in {"ema", "ema2016"}:  # four plain copies of every tile
        copies = sum(1 for t in seen if t // 4 == indicator)
        free = [indicator * 4 + 3] if copies < 4 else []
    else:
        free = [t for t in range(indicator * 4, indicator * 4 + 4) if t not in seen]
    kans = sum(1 for kind, _ in hand.melds if kind in {"ankan", "kan", "shouminkan"})
    if not free or len(hand.dora) >= 1 + kans:  # one indicator plus one per kan
        return
    if hand.flags.get("chankan") and indicator == hand.win // 4:
        return  # the other copies of a robbed tile sit in the robbed kan, not in the wall
    before = api.score(hand.to_request(ruleset))
    hand.dora = [*hand.dora, free[-1]]
    after = api.score(hand.to_request(ruleset))
    if not before["ok"]:
        assert not after["ok"]  # dora never make a yaku (and never unmake a conflict)
        return
    assert after["ok"], after
    assert after["total"] >= before["total"]


MALFORMED = [
    b"",
    b"{",
    b"[1, 2",
    b"null",
    b"42",
    b'"score"',
    b'{"hand": 5}',
    b'{"hand": "123m", "win_tile": "1m"}',
    b"\xff\xfe{not utf-8",
    b'{"ruleset": "nope", "hand": "123m456p789s1122z", "win_tile": "2z"}',
    b"[" * 5000,
]


@pytest.mark.parametrize("stdin", MALFORMED)
def test_cli_malformed_input_exits_1_with_json(stdin: bytes) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine", "score"],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 1, (done.stdout, done.stderr)
    answer = json.loads(done.stdout)
    if stdin.startswith(b"["):  # a batch that breaks off: its last answer says why
        assert isinstance(answer, list) and answer
        answer = answer[-1]
    assert answer["ok"] is False
    assert answer["error"]["code"] in KNOWN_CODES
    assert b"Traceback" not in done.stderr


def test_cli_batch_answers_in_order() -> None:
    batch = [
        {"hand": "123m99m456p234789s", "win_tile": "4s", "seat_wind": "S", "ruleset": "ema"},
        {"hand": "bad"},
    ]
    done = subprocess.run(
        [sys.executable, "-m", "engine", "score"],
        input=json.dumps(batch).encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0
    answers = json.loads(done.stdout)
    # pinfu ron 1 han 30 fu, non-dealer: 1,000
    assert answers[0]["ok"] is True and answers[0]["total"] == 1000
    assert answers[1]["ok"] is False


def _same_value(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return bool(_comparable(a) == _comparable(b))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_compare_answers_equal_single_scores(seed: int) -> None:
    hand = HandGenerator(seed).hand()
    hand.without_red_fives()  # so that every preset accepts the tiles
    request = hand.to_request("ema")
    del request["ruleset"]
    answer = api.compare({**request, "rulesets": ["ema", "ema2016", "wrc", "tenhou", "galaxy"]})
    assert answer["ok"]
    for result in answer["results"]:
        single = api.score({**request, "ruleset": result["ruleset"]})
        assert _same_value(result["answer"], single), result["ruleset"]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
@example(seed=4103252)  # waits on 5p with the three plain 5p in sight: the red one wins
def test_waits_values_equal_the_scores_of_each_win(seed: int) -> None:
    # a generated winning hand minus its winning tile is tenpai; each listed wait's ron and
    # tsumo value must be the `score` answer for that tile
    hand = HandGenerator(seed).hand()
    concealed = list(hand.concealed)
    concealed.remove(hand.win)
    base = hand.to_request("tenhou")
    for key in ("hand", "win_tile", "win", "rinshan", "chankan", "haitei", "houtei"):
        base.pop(key, None)
    if base.get("tenhou") or base.get("chiihou"):
        return
    request = {**base, "hand": "".join(tile136_str(t) for t in concealed), "with_values": True}
    answer = api.waits(request)
    assert answer["ok"] and answer["tenpai"], answer
    assert tile136_str(hand.win).replace("0", "5") in answer["waits"]
    in_sight = [*concealed, *hand.dora, *hand.ura]
    in_sight += [t for _, tiles in hand.melds for t in tiles]
    for value in answer["values"]:
        tile = value["tile"]
        # where red fives are played, a five whose three plain copies are all in sight can
        # only be won on the red one, and the waits answer scores that one
        if tile[0] == "5" and tile[1] != "z":  # the white dragon 5z has no red copy
            copies = [tile136_str(t) for t in in_sight if tile136_str(t)[1] == tile[1]]
            if copies.count(tile) == 3 and "0" + tile[1] not in copies:
                tile = "0" + tile[1]
        for win in ("ron", "tsumo"):
            single = api.score(
                {**base, "hand": request["hand"] + tile, "win_tile": tile, "win": win}
            )
            assert _same_value(value[win], single), (tile, win)
