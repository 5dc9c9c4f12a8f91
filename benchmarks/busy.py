"""Background load for benchmarks: N processes that each keep one core busy while measuring.

    with Busy(1):        # one core kept busy (the issue's "load 1")
        measure()

The processes spin on pure-Python arithmetic (no I/O, no memory growth) and stop when the
block ends, or with the benchmark at the latest (they are daemons).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.synchronize
import time


def _spin(stop: multiprocessing.synchronize.Event) -> None:
    while not stop.is_set():
        sum(range(20_000))


class Busy:
    def __init__(self, processes: int) -> None:
        self.stop = multiprocessing.Event()
        self.workers = [
            multiprocessing.Process(target=_spin, args=(self.stop,), daemon=True)
            for _ in range(max(0, processes))
        ]

    def __enter__(self) -> Busy:
        for worker in self.workers:
            worker.start()
        if self.workers:
            time.sleep(0.2)  # let them reach full speed before anything is measured
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        for worker in self.workers:
            worker.join(timeout=5)
