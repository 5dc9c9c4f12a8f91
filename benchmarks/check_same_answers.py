"""The benchmark's own answers before and after a speed change: record, then diff.

Run from the repository root (not part of the test suite; about half a minute):

    .venv/bin/python benchmarks/check_same_answers.py record /tmp/speed_before.json   # before
    .venv/bin/python benchmarks/check_same_answers.py compare /tmp/speed_before.json  # after

The requests are exactly the ones `bench_engine.py` times: its batch of 10,000 generated
winning hands (seed 20260301, Tenhou rules) through `score`, its waits requests with values
(203 13-tile hands) through `waits`, and `compare` (every preset) on the first 300 hands of
the batch. Each answer is kept as its JSON text with keys in the answer's own order, so a
changed value, list order, key order or type (true against 1) all show as a difference.
`check_answers.py` covers other rulesets and invalid requests; run both.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.bench_engine import SEED, batch, clear_engine_caches, waits_requests  # noqa: E402
from engine import api  # noqa: E402

N_COMPARE = 300


def requests(n: int) -> list[tuple[str, dict[str, Any]]]:
    """(command, request) pairs, in a fixed order."""
    hands = batch(n, SEED)
    out: list[tuple[str, dict[str, Any]]] = [("score", h.to_request("tenhou")) for h in hands]
    out.extend(("waits", r) for r in waits_requests(hands))
    for hand in hands[:N_COMPARE]:
        request = hand.to_request("tenhou")
        del request["ruleset"]
        out.append(("compare", request))
    return out


def answer_texts(pairs: list[tuple[str, dict[str, Any]]]) -> list[str]:
    """Every answer as JSON text (computed: the caches are emptied first)."""
    clear_engine_caches()
    return [json.dumps(api.run(command, request)) for command, request in pairs]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("path", type=Path)
    parser.add_argument("-n", type=int, default=10_000, help="hands in the batch")
    args = parser.parse_args(argv)
    pairs = requests(args.n)
    got = answer_texts(pairs)
    # twice: the second pass runs with the sub-problem caches filled (and answers replayed
    # from the answer cache for requests seen before), which must not change anything either
    again = answer_texts(pairs) if args.action == "compare" else got
    if args.action == "record":
        args.path.write_text(json.dumps({"n": args.n, "answers": got}))
        print(f"recorded {len(got)} answers to {args.path}")
        return 0
    recorded = json.loads(args.path.read_text())
    expected: list[str] = recorded["answers"]
    if recorded["n"] != args.n or len(expected) != len(got):
        print(f"different requests: {len(expected)} recorded, {len(got)} now")
        return 1
    triples = zip(expected, got, again, strict=True)
    bad = [i for i, (before, now, twice) in enumerate(triples) if not before == now == twice]
    for i in bad[:5]:
        print(f"#{i} {pairs[i][0]} {pairs[i][1]}")
        print(f"  before: {expected[i]}")
        print(f"  after:  {got[i]}")
        if again[i] != got[i]:
            print(f"  again:  {again[i]}")
    print(f"{len(got) - len(bad)} of {len(got)} answers identical")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
