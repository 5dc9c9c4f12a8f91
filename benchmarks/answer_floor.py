"""How much of the 5x budget the answer alone costs, before any scoring is done.

Run from the repository root (not part of the test suite):

    .venv/bin/python benchmarks/answer_floor.py          # 10,000 hands, as bench_engine.py
    .venv/bin/python benchmarks/answer_floor.py -n 2000

Issue 3 asks for scoring at least 5x faster per hand than the `mahjong` package. Our `score`
answer (the contract's fields plus the reading, the runner-up, the fu items and the reasons)
is a tree of about sixty Python objects. This script takes the engine's real answers for the
benchmark batch and times the cheapest ways CPython has of building the same trees from
nothing: `pickle.loads` and `json.loads` (both in C), against the package's per-hand time
measured in the same run. Whatever the scorer does, it cannot return its answer faster than
the pickle figure, so that figure, set against the budget (the package's time / 5), shows
how much room the budget leaves for reading the request and scoring.
"""

from __future__ import annotations

import argparse
import gc
import json
import pickle
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_engine import N_HANDS, batch, time_oracle  # noqa: E402
from engine import api  # noqa: E402

REPEATS = 3


def best_of(run: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        gc.collect()
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def count_objects(value: Any) -> int:
    """Containers and scalars in an answer tree (keys not counted)."""
    if isinstance(value, dict):
        return 1 + sum(count_objects(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(count_objects(v) for v in value)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=N_HANDS, help="hands in the batch")
    args = parser.parse_args(argv)

    hands = batch(args.n)
    answers = [api.score(h.to_request("tenhou")) for h in hands]
    pickled = [pickle.dumps(a, protocol=pickle.HIGHEST_PROTOCOL) for a in answers]
    texts = [json.dumps(a) for a in answers]
    loads_p = pickle.loads
    loads_j = json.loads

    per = 1e6 / len(hands)

    def build_all_pickle() -> None:
        for p in pickled:  # each answer dropped at once, as the scorer's are in the benchmark
            loads_p(p)

    def build_all_json() -> None:
        for t in texts:
            loads_j(t)

    t_pickle = best_of(build_all_pickle) * per
    t_json = best_of(build_all_json) * per
    t_oracle = time_oracle([h.to_oracle() for h in hands]) * per
    budget = t_oracle / 5
    objects = sum(count_objects(a) for a in answers) / len(answers)
    size = sum(len(t) for t in texts) / len(texts)

    rows = [
        ("hands", f"{len(hands)}"),
        ("answer: objects per hand (mean)", f"{objects:.0f}"),
        ("answer: JSON bytes per hand (mean)", f"{size:.0f}"),
        ("mahjong package: per hand", f"{t_oracle:.1f} µs"),
        ("5x budget: per hand", f"{budget:.1f} µs"),
        ("build the answer only, pickle.loads (C)", f"{t_pickle:.1f} µs"),
        ("build the answer only, json.loads (C)", f"{t_json:.1f} µs"),
        ("share of the 5x budget the answer alone takes", f"{t_pickle / budget:.0%}"),
        ("left for reading the request and scoring", f"{budget - t_pickle:.1f} µs"),
    ]
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
