"""How long the engine takes to answer each ruling (median and p95 per call, in milliseconds).

The Checks pages call these on every key, so the engine's share of "last key to answer" is the
time of one `api.run` call. Each command is timed on a few hand-picked requests under every
preset, many times over. Run from the repository root (not part of the test suite)::

    .venv/bin/python benchmarks/bench_rulings.py [--repeats 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import api  # noqa: E402
from engine.rulesets import PRESETS  # noqa: E402

REQUESTS: dict[str, list[dict[str, Any]]] = {
    "furiten": [
        {
            "hand": "23m456p789s11z",
            "melds": ["pon:777z"],
            "discards": ["9p", {"tile": "4m", "called": True}, "3s", "2z"],
            "passed": ["5s", "1m", "call", "6p", "draw"],
            "claim_tile": "1m",
        },
        {"hand": "1112345678999m", "discards": "5m", "riichi": True, "passed": ["2m"]},
    ],
    "kan_after_riichi": [
        {"hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"},
        {"hand": "111222333m456p7z", "drawn_tile": "1m", "kan_tile": "1m"},
    ],
    "draw_tenpai": [
        {"hand": "123m456p789s1122z", "visible": "1122z3p", "discards": "9p"},
        {"hand": "23m456p789s99s", "melds": ["chi:567p"], "visible": "1m4m4m"},
        {"hand": "1112345678999m", "riichi": True, "visible": "9m1m6m6m"},
    ],
    "kuikae": [
        {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "6m"},
        {"call": {"kind": "pon", "tile": "7z", "from_hand": "77z"}, "discard": "1s"},
    ],
    "kyuushu": [
        {"hand": "12349m159p19s1123z"},
        {"hand": "12349m159p19s1122z", "calls_before": True},
    ],
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"{'command':<18}{'calls':>7}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for command, requests in REQUESTS.items():
        times: list[float] = []
        for _ in range(args.repeats):
            for ruleset in PRESETS:
                for req in requests:
                    obj = {"ruleset": ruleset, **req}
                    start = time.perf_counter()
                    answer = api.run(command, obj)
                    times.append((time.perf_counter() - start) * 1000)
                    assert answer["ok"], answer
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        print(
            f"{command:<18}{len(times):>7}{statistics.median(times):>11.3f}{p95:>9.3f}"
            f"{times[-1]:>9.3f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
