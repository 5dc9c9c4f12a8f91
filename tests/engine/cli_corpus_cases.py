"""The requests of the command line's recorded corpus (``cli_corpus.json``).

Every command in both forms: the readable form's examples (each command's ``--help``
epilog), its flags and its refusals; the JSON form as one object, an array (a batch with a
refusal and a request that is not an object), JSON Lines and ``--jsonl``; and the top level
(no command, ``--help``, an unknown command). ``python -m tests.engine.test_cli_corpus
--record`` writes the answers of the code as it stands into ``cli_corpus.json``: do that only
when an answer is meant to change, and read the diff.
"""

from __future__ import annotations

import json
from typing import Any

SCORE = {
    "ruleset": "tenhou",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "win": "ron",
    "seat_wind": "S",
}
SETTLE = {
    "ruleset": "ema",
    "scores": [25000, 25000, 25000, 25000],
    "dealer": 0,
    "round_wind": "E",
    "honba": 0,
    "riichi_sticks": 0,
    "riichi": [2],
    "outcome": {"type": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 2, "fu": 30}]},
}

#: command -> (good requests, a bad one)
JSON_REQUESTS: dict[str, tuple[list[Any], Any]] = {
    "score": (
        [
            SCORE,
            {**SCORE, "win": "tsumo"},
            {
                "hand": "22334455m667788p",
                "win_tile": "8p",
                "riichi": True,
                "ura_indicators": ["7p"],
            },
            {"hand": "19m19p19s1234567z", "win_tile": "1m", "ruleset": "wrc"},
        ],
        {**SCORE, "hand": "123m"},
    ),
    "compare": (
        [
            {
                "hand": "123m456p789s11222z",
                "win_tile": "2z",
                "win": "tsumo",
                "rulesets": ["ema", "wrc"],
            }
        ],
        {"hand": "123m", "win_tile": "2z", "rulesets": ["ema"]},
    ),
    "waits": (
        [{"hand": "1112345678999m"}, {"hand": "234567m23p55678s", "values": True}],
        {"hand": "1m"},
    ),
    "kan_after_riichi": (
        [{"hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"}],
        {"hand": "2399m", "drawn_tile": "3s", "kan_tile": "3s"},
    ),
    "furiten": (
        [
            {"hand": "123456789m1122p", "discards": "1p"},
            {
                "hand": "123456789m1122p",
                "discards": "3p9s",
                "passed": ["draw", "1p"],
                "riichi": True,
            },
        ],
        {"hand": "123456789m1122p", "discards": "xx"},
    ),
    "draw_tenpai": (
        [
            {"hand": "123m456p789s1122z", "visible": ["1z", "1z"], "ruleset": "galaxy"},
            {"hand": "1111m234p567789s", "riichi": True, "ruleset": "ema"},
        ],
        {"hand": "12m"},
    ),
    "kuikae": (
        [{"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "6m"}],
        {"call": {"kind": "chi", "tile": "3m"}, "discard": "6m"},
    ),
    "kyuushu": ([{"hand": "19m19p19s1234z11z56m", "calls_before": False}], {"hand": "123m"}),
    "settle": (
        [SETTLE, {**SETTLE, "outcome": {"type": "exhaustive_draw", "tenpai": [0, 2]}}],
        {**SETTLE, "dealer": 7},
    ),
    "possible_fu": (
        [{"ruleset": "ema", "han": 1, "win": "tsumo"}, {"han": 2, "ruleset": "galaxy"}],
        {"han": -1},
    ),
    "final": (
        [{"ruleset": "galaxy", "scores": [38300, 29400, 21400, 10900]}],
        {"scores": [1, 2, 3]},
    ),
    "penalties": ([{"ruleset": "wrc"}, {}], {"ruleset": "nope"}),
    "rulesets": ([{"rulesets": ["ema"]}, {}], {"rulesets": ["nope"]}),
}

#: commands whose answers are long
LONG_ANSWERS = frozenset({"penalties", "rulesets"})

#: the readable form: argument lists (the epilogs' examples and more)
READABLE: list[list[str]] = [
    ["score", "123m456p789s1122z", "--win", "2z", "--tsumo", "--ruleset", "ema"],
    [
        "score",
        "234567m55p",
        "--win",
        "5p",
        "--melds",
        "pon:777z",
        "chi:0m34m",
        "--seat",
        "S",
        "--ruleset",
        "tenhou",
    ],
    [
        "score",
        "22334455m667788p",
        "--win",
        "8p",
        "--riichi",
        "--dora",
        "1m",
        "--ura",
        "7p",
        "--honba",
        "1",
        "--sticks",
        "1",
    ],
    ["score", "123m456p789s112z", "--win", "2z", "--tsumo"],
    ["score", "123m", "--win", "2z"],
    ["score", "123m456p789s1122z", "--win", "9z"],
    ["score", "123m456p789s1122z"],
    ["score", "123m456p789s1122z", "--win", "2z", "--bogus"],
    ["score", "123m456p789s11222z", "--win", "2z", "--round", "S", "--seat", "S", "--json"],
    ["waits", "1112345678999m"],
    ["waits", "234567m23p55678s", "--values", "--seat", "S"],
    ["waits", "1m"],
    ["compare", "123m456p789s1122z", "--win", "2z", "--tsumo"],
    ["kan_after_riichi", "2399m333444555s", "--drawn", "3s", "--kan", "3s"],
    ["kan_after_riichi", "2399m333444555s", "--drawn", "3s", "--kan", "3s", "--ruleset", "galaxy"],
    ["furiten", "123456789m1122p", "--discards", "3p9s", "--passed", "draw", "1p"],
    [
        "furiten",
        "23m456p789s11z",
        "--melds",
        "pon:777z",
        "--discards",
        "9p4m",
        "--called",
        "1",
        "--claim",
        "1m",
        "--ruleset",
        "ema2016",
    ],
    ["draw_tenpai", "123m456p789s1122z", "--visible", "1z1z", "--ruleset", "galaxy"],
    ["draw_tenpai", "1111m234p567789s", "--riichi", "--ruleset", "ema"],
    ["draw_tenpai", "23m456p789s99s", "--melds", "pon:333z", "--seat", "W", "--ruleset", "ema"],
    ["kuikae", "chi", "3m", "45m", "--discard", "6m", "--ruleset", "ema2016"],
    ["kuikae", "pon", "7z", "77z", "--discard", "7z"],
    ["kyuushu", "19m19p19s1234z11z56m", "--ruleset", "tenhou"],
    ["kyuushu", "12349m159p19s1123z", "--ruleset", "tenhou", "--calls-before"],
    ["kyuushu", "19m"],
    [
        "settle",
        "--scores",
        "25000",
        "25000",
        "25000",
        "25000",
        "--riichi",
        "2",
        "--ron",
        "1:2:30",
        "--from",
        "3",
    ],
    [
        "settle",
        "--scores",
        "25000",
        "25000",
        "25000",
        "25000",
        "--dealer",
        "1",
        "--honba",
        "2",
        "--tsumo",
        "0:3:30",
    ],
    ["settle", "--scores", "25000", "25000", "25000", "25000", "--draw", "--tenpai", "0", "2"],
    [
        "settle",
        "--scores",
        "25000",
        "25000",
        "25000",
        "25000",
        "--ron",
        "1:yakuman:2",
        "2:6",
        "--from",
        "3",
    ],
    [
        "settle",
        "--scores",
        "25000",
        "25000",
        "25000",
        "25000",
        "--ron",
        "1:2:30",
        "--from",
        "3",
        "--json",
    ],
    ["settle", "--foo"],
    ["possible_fu", "1", "--tsumo"],
    ["possible_fu", "2", "--ruleset", "galaxy"],
    ["possible_fu", "0"],
    ["final", "--scores", "38300", "29400", "21400", "10900", "--ruleset", "galaxy"],
    ["penalties", "--ruleset", "wrc"],
    ["penalties", "--ruleset", "rrc"],
    ["rulesets", "ema", "wrc", "--all"],
    ["rulesets", "--all"],
    ["rulesets", "nope"],
]

TOP_LEVEL: list[list[str]] = [
    [],
    ["--help"],
    ["help"],
    ["help", "score"],
    ["frobnicate"],
    ["frobnicate", "1m"],
]


def cases() -> list[dict[str, Any]]:
    """Every case: the arguments and standard input (the answers are recorded beside them)."""
    out: list[dict[str, Any]] = [{"argv": argv, "stdin": ""} for argv in TOP_LEVEL]
    out.append({"argv": ["frobnicate"], "stdin": "{}"})
    for command, (good, bad) in JSON_REQUESTS.items():
        out.append({"argv": [command, "--help"], "stdin": ""})
        for request in [*good, bad]:
            out.append({"argv": [command], "stdin": json.dumps(request)})
        # the catalogues (penalties, rulesets) are long: their batches once, in two forms
        big = command in LONG_ANSWERS
        batch = [bad, 7, good[0]] if big else [good[0], bad, 7, *good]
        lines = "\n".join(json.dumps(r) for r in batch) + "\n"
        out.append({"argv": [command], "stdin": json.dumps(batch)})
        out.append({"argv": [command, "--jsonl"], "stdin": lines})
        if not big:
            out.append({"argv": [command, "--json"], "stdin": json.dumps(batch, indent=2)})
            out.append({"argv": [command], "stdin": lines})
            out.append({"argv": [command, "-"], "stdin": json.dumps(good[0]) + "\n{\n"})
        out.append({"argv": [command], "stdin": "[]"})
        out.append({"argv": [command], "stdin": "[1,"})
        out.append({"argv": [command], "stdin": ""})
        out.append({"argv": [command, "--jsonl"], "stdin": ""})
    out.extend({"argv": argv, "stdin": ""} for argv in READABLE)
    return out
