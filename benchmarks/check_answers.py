"""Same answers before and after a change to the engine: record, then compare.

Run from the repository root (not part of the test suite; about a minute for the default):

    .venv/bin/python benchmarks/check_answers.py record /tmp/answers.marshal   # before
    .venv/bin/python benchmarks/check_answers.py compare /tmp/answers.marshal  # after

The requests: 20,000 generated winning hands (tests/engine/hands.py, seed 20260302, with
noise so that some do not win) scored under every preset in turn, each hand also as a ron
and as a tsumo variant where the situation allows; the `compare` command on 300 of them; and
`waits` with values on 300 13-tile hands (the winning hand minus its winning tile). Every
full JSON answer is compared, `ok: false` answers included. The engine's caches are emptied
once before each pass, so answers are computed, not replayed.
"""

from __future__ import annotations

import argparse
import marshal
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_engine import clear_engine_caches, waits_requests  # noqa: E402
from engine import api  # noqa: E402
from engine.rulesets import PRESETS  # noqa: E402
from tests.engine.hands import HandGenerator  # noqa: E402

SEED = 20260302


def requests(n: int) -> list[tuple[str, dict[str, Any]]]:
    """(command, request) pairs, in a fixed order."""
    presets = list(PRESETS)
    hands = HandGenerator(SEED, noise=0.1).hands(n)
    out: list[tuple[str, dict[str, Any]]] = []
    for i, hand in enumerate(hands):
        preset = presets[i % len(presets)]
        if preset in {"ema2016", "ema2012", "wrc"}:
            hand.without_red_fives()  # these rulesets have none; keep most requests valid
        out.append(("score", hand.to_request(preset)))
    for i, hand in enumerate(hands[:300]):
        request = hand.to_request(presets[i % len(presets)])
        del request["ruleset"]
        out.append(("compare", request))
    for i, request in enumerate(waits_requests(hands, 300)):
        request["ruleset"] = presets[i % len(presets)]
        out.append(("waits", request))
    # a few hand-written edge requests (errors included)
    edge: list[dict[str, Any]] = [
        {"hand": "1112345678999m", "win_tile": "5m", "win": "tsumo", "tenhou": True},
        {"hand": "19m19p19s12345677z", "win_tile": "7z", "seat_wind": "S"},
        {"hand": "11223344556677z", "win_tile": "7z", "riichi": True},
        {"hand": "22334455667788m", "win_tile": "8m", "ruleset": "rrc", "honba": 5},
        {"hand": "234567m55p", "win_tile": "5p", "melds": ["pon:777z", "chi:0m34m"]},
        {"hand": "234567m55p", "win_tile": "5x"},
        {"hand": "234567m55p", "win_tile": "5p", "melds": ["pon:778z"]},
        {"hand": "11112222333344m", "win_tile": "4m"},
        {"hand": "123456789m1234p", "win_tile": "4p", "riichi": True},
        {"hand": "123m456p789s11z", "win_tile": "1z", "melds": "chi:123m", "renhou": True},
        {
            "hand": "123m456p789s1122z",
            "win_tile": "2z",
            "renhou": True,
            "seat_wind": "S",
            "ruleset": {"base": "ema", "renhou": "han5"},
        },
    ]
    out.extend(("score", r) for r in edge)
    return out


def answers(pairs: list[tuple[str, dict[str, Any]]]) -> list[Any]:
    clear_engine_caches()
    return [api.run(command, request) for command, request in pairs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("path", type=Path)
    parser.add_argument("-n", type=int, default=20_000, help="generated hands")
    args = parser.parse_args(argv)
    pairs = requests(args.n)
    got = answers(pairs)
    if args.action == "record":
        args.path.write_bytes(marshal.dumps(got))
        ok = sum(1 for a in got if a.get("ok"))
        print(f"recorded {len(got)} answers ({ok} ok) to {args.path}")
        return 0
    expected = marshal.loads(args.path.read_bytes())
    if len(expected) != len(got):
        print(f"different number of answers: {len(expected)} recorded, {len(got)} now")
        return 1
    bad = [i for i, (a, b) in enumerate(zip(expected, got, strict=True)) if a != b]
    for i in bad[:5]:
        print(f"#{i} {pairs[i][0]} {pairs[i][1]}")
        print(f"  before: {expected[i]}")
        print(f"  after:  {got[i]}")
    print(f"{len(got) - len(bad)} of {len(got)} answers identical")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
