"""Time the `mahjong` package of whatever Python runs this script, on the benchmark batch.

    python benchmarks/oracle_time.py [-n 10000]

Prints one JSON line: `{"version": "...", "hands": n, "seconds": best-of-3 total}`.
`bench_engine.py --oracle-python PYTHON` runs it under another interpreter, so that a
different release of the package (which cannot share a process with the one installed in the
project's venv) is timed on the same hands in the same run:

    python3 -m venv /tmp/mahjong1 && /tmp/mahjong1/bin/pip install 'mahjong==1.4.0'
    .venv/bin/python benchmarks/bench_engine.py --oracle-python /tmp/mahjong1/bin/python

The script needs only the package itself: the hands come from `tests/engine/hands.py`, which
uses our pure-Python engine from this checkout (no install needed). Releases before 2.0 take no
separate ura-dora argument; there the ura indicators are passed with the dora indicators (the
same work for the calculator; the values are not compared here).
"""

from __future__ import annotations

import argparse
import gc
import inspect
import json
import sys
import time
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.engine.hands import HandGenerator  # noqa: E402

SEED = 20260301
REPEATS = 3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10_000, help="hands in the batch")
    args = parser.parse_args(argv)

    from mahjong.hand_calculating.hand import HandCalculator

    inputs = [h.to_oracle() for h in HandGenerator(SEED).hands(args.n)]
    parameters = inspect.signature(HandCalculator.estimate_hand_value).parameters
    takes_ura = "ura_dora_indicators" in parameters
    # 2.x: a static method; 1.x: an instance method
    estimate = (
        HandCalculator.estimate_hand_value
        if isinstance(inspect.getattr_static(HandCalculator, "estimate_hand_value"), staticmethod)
        else HandCalculator().estimate_hand_value
    )
    best = float("inf")
    for _ in range(REPEATS):
        gc.collect()
        start = time.perf_counter()
        for tiles, win, melds, dora, ura, config in inputs:
            if takes_ura:
                estimate(
                    tiles, win, melds=melds, dora_indicators=dora, ura_dora_indicators=ura,
                    config=config,
                )  # fmt: skip
            else:
                estimate(tiles, win, melds=melds, dora_indicators=dora + ura, config=config)
        best = min(best, time.perf_counter() - start)
    version = metadata.version("mahjong")
    print(json.dumps({"version": version, "hands": len(inputs), "seconds": best}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
