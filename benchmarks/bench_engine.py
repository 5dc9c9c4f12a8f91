"""Engine speed: our scorer against the `mahjong` package, and waits with values.

Run from the repository root (not part of the test suite):

    .venv/bin/python benchmarks/bench_engine.py            # the table
    .venv/bin/python benchmarks/bench_engine.py --profile  # plus a cProfile of our scorer
    .venv/bin/pytest benchmarks/bench_engine.py            # the same as pytest-benchmark runs

Both scorers get the same fixed batch of generated winning hands (tests/engine/hands.py,
seed 20260301) with their inputs prepared in advance, so only scoring is timed. Targets:
ours at least 5x faster per hand than the `mahjong` package (aim 10x); every wait of a
13-tile hand with its ron and tsumo value in under 2 ms.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import api  # noqa: E402
from tests.engine.hands import GeneratedHand, HandGenerator, tile136_str  # noqa: E402

SEED = 20260301
OTHER_SEED = 20260399  # the batch that warms the caches for the steady-state figure
N_HANDS = 10_000
REPEATS = 3


def batch(n: int = N_HANDS, seed: int = SEED) -> list[GeneratedHand]:
    return HandGenerator(seed).hands(n)


def clear_engine_caches() -> int:
    """Empty every functools cache in the engine's modules; how many were cleared."""
    cleared = 0
    for name, module in list(sys.modules.items()):
        if not name.startswith("engine") or module is None:
            continue
        for value in vars(module).values():
            # functools caches and cache objects (engine.scoring.SCORE_CACHE), not classes
            if not isinstance(value, type) and hasattr(value, "cache_clear"):
                value.cache_clear()
                cleared += 1
    return cleared


def time_ours(requests: list[dict[str, Any]], *, cold: bool = True) -> float:
    """Best of REPEATS: seconds for the whole batch through engine.api.score.

    cold: the engine's caches (hand shapes, parsed tiles) are emptied before each run, as
    for a referee who scores hands never seen before; warm: they are kept from the last run.
    """
    best = float("inf")
    score = api.score
    for _ in range(REPEATS):
        if cold:
            clear_engine_caches()
        gc.collect()
        start = time.perf_counter()
        for request in requests:
            score(request)
        best = min(best, time.perf_counter() - start)
    return best


def time_steady(requests: list[dict[str, Any]], others: list[dict[str, Any]]) -> float:
    """Best of REPEATS: the batch after the caches were emptied and warmed on `others`
    (different hands: no answer of the batch is remembered, only shared sub-problems)."""
    best = float("inf")
    score = api.score
    for _ in range(REPEATS):
        clear_engine_caches()
        for request in others:
            score(request)
        gc.collect()
        start = time.perf_counter()
        for request in requests:
            score(request)
        best = min(best, time.perf_counter() - start)
    return best


def time_oracle(inputs: list[tuple[Any, ...]]) -> float:
    from mahjong.hand_calculating.hand import HandCalculator

    estimate = HandCalculator.estimate_hand_value
    best = float("inf")
    for _ in range(REPEATS):
        gc.collect()
        start = time.perf_counter()
        for tiles, win, melds, dora, ura, config in inputs:
            estimate(
                tiles,
                win,
                melds=melds,
                dora_indicators=dora,
                ura_dora_indicators=ura,
                config=config,
            )
        best = min(best, time.perf_counter() - start)
    return best


def time_other_oracle(python: str, n: int) -> tuple[str, float]:
    """(version, seconds) of `benchmarks/oracle_time.py` run by another interpreter."""
    script = Path(__file__).with_name("oracle_time.py")
    out = subprocess.run(
        [python, str(script), "-n", str(n)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    result = json.loads(out.strip().splitlines()[-1])
    return str(result["version"]), float(result["seconds"])


def waits_requests(hands: list[GeneratedHand], n: int = 200) -> list[dict[str, Any]]:
    """13-tile tenpai hands (a generated winning hand minus its winning tile) + a few classics."""
    out: list[dict[str, Any]] = [
        # nine-sided chuuren, thirteen-sided kokushi, a 1-4-7 wait (23456m)
        {"hand": "1112345678999m", "seat_wind": "S", "round_wind": "E"},
        {"hand": "19m19p19s1234567z", "seat_wind": "S", "round_wind": "E"},
        {"hand": "23456m789p11s", "melds": ["pon:777z"], "seat_wind": "E", "round_wind": "E"},
    ]
    for hand in hands[:n]:
        request = hand.to_request("tenhou")
        concealed = list(hand.concealed)
        concealed.remove(hand.win)
        request["hand"] = "".join(tile136_str(t) for t in concealed)
        for key in (
            "win_tile",
            "win",
            "rinshan",
            "chankan",
            "haitei",
            "houtei",
            "tenhou",
            "chiihou",
        ):
            request.pop(key, None)
        out.append(request)
    for request in out:
        request.setdefault("ruleset", "tenhou")
        request["with_values"] = True
    return out


def time_waits(requests: list[dict[str, Any]]) -> list[float]:
    """Per request, the best of REPEATS in milliseconds."""
    times = []
    for request in requests:
        best = float("inf")
        for _ in range(REPEATS):
            start = time.perf_counter()
            answer = api.waits(request)
            best = min(best, time.perf_counter() - start)
        assert answer["ok"], answer
        times.append(best * 1000)
    return times


def profile_ours(requests: list[dict[str, Any]], top: int = 25) -> None:
    clear_engine_caches()
    profiler = cProfile.Profile()
    profiler.enable()
    for request in requests:
        api.score(request)
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=N_HANDS, help="hands in the batch")
    parser.add_argument("--profile", action="store_true", help="cProfile our scorer")
    parser.add_argument(
        "--oracle-python",
        action="append",
        default=[],
        metavar="PYTHON",
        help="also time the mahjong package of this interpreter (another release; repeatable)",
    )
    args = parser.parse_args(argv)

    hands = batch(args.n)
    requests = [h.to_request("tenhou") for h in hands]
    inputs = [h.to_oracle() for h in hands]
    ok = sum(1 for r in requests if api.score(r)["ok"])  # also warms up imports and caches

    ours = time_ours(requests, cold=True)
    steady = time_steady(requests, [h.to_request("tenhou") for h in batch(args.n, OTHER_SEED)])
    warm = time_ours(requests, cold=False)
    oracle = time_oracle(inputs)
    waits = time_waits(waits_requests(hands))
    others = [time_other_oracle(python, args.n) for python in args.oracle_python]

    per_ours = ours / len(hands) * 1e6
    per_oracle = oracle / len(hands) * 1e6
    rows = [
        (f"hands in the batch (seed {SEED})", f"{len(hands)} ({ok} ok)"),
        ("ours: engine.api.score, total (caches emptied)", f"{ours:.2f} s"),
        ("ours: per hand (caches emptied)", f"{per_ours:.0f} µs"),
        (
            "ours: per hand (steady state: caches warmed on another batch)",
            f"{steady / len(hands) * 1e6:.0f} µs",
        ),
        (
            "ours: per hand (same batch again: answers replayed)",
            f"{warm / len(hands) * 1e6:.0f} µs",
        ),
        ("mahjong package: total", f"{oracle:.2f} s"),
        ("mahjong package: per hand", f"{per_oracle:.0f} µs"),
        ("speed-up, caches emptied (target >= 5x, aim 10x)", f"{per_oracle / per_ours:.1f}x"),
        ("speed-up, steady state", f"{oracle / steady:.1f}x"),
        (
            f"waits with values, {len(waits)} 13-tile hands: median",
            f"{statistics.median(waits):.2f} ms",
        ),
        ("waits with values: 95th percentile", f"{sorted(waits)[int(len(waits) * 0.95)]:.2f} ms"),
        ("waits with values: worst (target < 2 ms)", f"{max(waits):.2f} ms"),
        ("waits: nine-sided chuuren with values", f"{waits[0]:.2f} ms"),
    ]
    for version, seconds in others:
        per = seconds / len(hands) * 1e6
        rows.append((f"mahjong {version} (another interpreter): per hand", f"{per:.0f} µs"))
        rows.append((f"speed-up against mahjong {version}", f"{per / per_ours:.1f}x"))
    width = max(len(name) for name, _ in rows)
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  {'-' * 16}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    if args.profile:
        profile_ours(requests[:2000])
    return 0


# ---- pytest-benchmark form (run explicitly: pytest benchmarks/bench_engine.py) ----

_SMALL: list[GeneratedHand] = []


def _small() -> list[GeneratedHand]:
    if not _SMALL:
        _SMALL.extend(batch(1000))
    return _SMALL


def test_bench_score_ours(benchmark: Callable[..., Any]) -> None:
    requests = [h.to_request("tenhou") for h in _small()]

    def run() -> None:
        clear_engine_caches()  # cold, as in the table
        for request in requests:
            api.score(request)

    benchmark(run)


def test_bench_score_mahjong(benchmark: Callable[..., Any]) -> None:
    from mahjong.hand_calculating.hand import HandCalculator

    inputs = [h.to_oracle() for h in _small()]

    def run() -> None:
        for tiles, win, melds, dora, ura, config in inputs:
            HandCalculator.estimate_hand_value(
                tiles,
                win,
                melds=melds,
                dora_indicators=dora,
                ura_dora_indicators=ura,
                config=config,
            )

    benchmark(run)


def test_bench_waits_chuuren(benchmark: Callable[..., Any]) -> None:
    request = waits_requests([])[0]
    answer = benchmark(lambda: api.waits(request))
    assert len(answer["waits"]) == 9


if __name__ == "__main__":
    sys.exit(main())
