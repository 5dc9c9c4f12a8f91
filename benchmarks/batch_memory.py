"""Peak memory of large batches on the engine's command line, the old code beside the new.

    python benchmarks/batch_memory.py                    # 100k and 1M requests
    python benchmarks/batch_memory.py --sizes 10000      # a quick look
    python benchmarks/batch_memory.py --old <commit>     # compare with another commit

Each run is one `python -m engine score` process given a batch on standard input; its peak
resident memory (`ru_maxrss` of that child alone, from `os.wait4`) and wall time are printed.
The "old" side is a temporary `git worktree` of the commit before the streaming command line
(by default: the parent of the commit that added `engine/batch.py`), run with the same
Python, so both sides run in one session on the same machine; the ratio is what counts.
Both sides must print the same answers for the JSON array form (compared by SHA-256).

Forms measured (new side): the JSON array from a file (and the old side the same), the JSON
array through a pipe written as fast as possible (the engine reads ahead while its answers
are written), JSON Lines with `--jsonl`, and an array of 50 million numbers (the input that
the old code was killed for at 24 GB: not run on the old side).

Not a test: it takes minutes and gigabytes on the old side. Run it alone, not beside a test run.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

ROOT = Path(__file__).resolve().parent.parent

#: varied requests: ron and tsumo, seats, dora, a no-yaku hand (an error answer), a bad one
KINDS: list[dict[str, Any]] = [
    {"ruleset": "tenhou", "hand": "234567m55p", "win_tile": "5p",
     "melds": ["pon:777z", "chi:0m34m"], "seat_wind": "S", "dora_indicators": "3s"},
    {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo"},
    {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "seat_wind": "S"},
    {"hand": "22334455m667788p", "win_tile": "8p", "riichi": True, "dora_indicators": "1m",
     "ura_indicators": "7p"},
    {"hand": "123m456p789s11222z", "win_tile": "2z"},
    {"hand": "123m", "win_tile": "1m"},
]  # fmt: skip


def requests(n: int) -> Iterator[str]:
    for i in range(n):
        yield json.dumps({**KINDS[i % len(KINDS)], "honba": i % 4})


def write_inputs(folder: Path, n: int) -> tuple[Path, Path]:
    array, lines = folder / f"batch-{n}.json", folder / f"batch-{n}.jsonl"
    with array.open("w", encoding="ascii") as a, lines.open("w", encoding="ascii") as j:
        a.write("[")
        for i, text in enumerate(requests(n)):
            a.write("," + text if i else text)
            j.write(text + "\n")
        a.write("]")
    return array, lines


def write_numbers(folder: Path, n: int) -> Path:
    path = folder / f"numbers-{n}.json"
    with path.open("w", encoding="ascii") as f:
        f.write("[")
        piece = "1," * 1_000_000
        for _ in range(n // 1_000_000):
            f.write(piece)
        f.write("1]")
    return path


def run(tree: Path, args: list[str], source: Path, pipe: bool) -> tuple[float, float, str, int]:
    """(peak RSS in MB, seconds, SHA-256 of the output, exit status) of one engine run."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    digest = hashlib.sha256()
    start = time.perf_counter()
    with source.open("rb") as data:
        proc = subprocess.Popen(
            [sys.executable, "-m", "engine", "score", *args],
            stdin=subprocess.PIPE if pipe else data,
            stdout=subprocess.PIPE,
            cwd=tree,
            env=env,
        )
        feeder = None
        if pipe:
            assert proc.stdin is not None
            feeder = threading.Thread(target=_feed, args=(data, proc.stdin), daemon=True)
            feeder.start()
        assert proc.stdout is not None
        while chunk := proc.stdout.read(1 << 20):
            digest.update(chunk)
        proc.stdout.close()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        if feeder is not None:
            feeder.join()
    seconds = time.perf_counter() - start
    return usage.ru_maxrss / 1024, seconds, digest.hexdigest()[:16], proc.returncode


def _feed(data: IO[bytes], sink: IO[bytes]) -> None:
    try:
        while chunk := data.read(1 << 20):
            sink.write(chunk)
    except BrokenPipeError:
        pass  # the engine stopped reading (a batch over the limit)
    finally:
        with contextlib.suppress(BrokenPipeError):
            sink.close()


def old_commit() -> str:
    added = subprocess.run(
        ["git", "log", "--diff-filter=A", "--format=%H", "--", "engine/batch.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    commit = (added[-1] + "^") if added else "HEAD"
    return subprocess.run(
        ["git", "rev-parse", commit], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()


def check_tree(tree: Path) -> None:
    where = subprocess.run(
        [sys.executable, "-c", "import engine; print(engine.__file__)"],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(where).resolve().is_relative_to(tree.resolve()), (tree, where)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[100_000, 1_000_000])
    parser.add_argument("--old", default=None, help="the commit to compare with")
    parser.add_argument("--numbers", type=int, default=50_000_000, help="0: skip")
    parser.add_argument("--no-old", action="store_true", help="measure the new code only")
    ns = parser.parse_args()
    old = None if ns.no_old else (ns.old or old_commit())
    with tempfile.TemporaryDirectory(prefix="batch-memory-") as tmp:
        folder = Path(tmp)
        trees: list[tuple[str, Path]] = [("new", ROOT)]
        if old is not None:
            tree = folder / "old"
            subprocess.run(
                ["git", "worktree", "add", "--detach", "-q", str(tree), old],
                cwd=ROOT,
                check=True,
            )
            trees.insert(0, (f"old ({old[:12]})", tree))
        try:
            for _, tree in trees:
                check_tree(tree)
            print(
                f"{'side':<22}{'form':<22}{'requests':>10}{'input MB':>10}"
                f"{'peak MB':>10}{'MB/input MB':>12}{'seconds':>9}  exit  answers"
            )
            for n in ns.sizes:
                array, lines = write_inputs(folder, n)
                size = array.stat().st_size / 1e6
                forms = [("array, file", [], array, False)]
                digests = set()
                for side, tree in trees:
                    these = forms
                    if side == "new":
                        these = [
                            *forms,
                            ("array, pipe", [], array, True),
                            ("--jsonl, file", ["--jsonl"], lines, False),
                        ]
                    for form, args, source, pipe in these:
                        peak, seconds, digest, status = run(tree, args, source, pipe)
                        if form.startswith("array"):
                            digests.add(digest)
                        print(
                            f"{side:<22}{form:<22}{n:>10,}{size:>10.1f}{peak:>10.0f}"
                            f"{peak / size:>12.2f}{seconds:>9.1f}  {status:>4}  {digest}",
                            flush=True,
                        )
                print(f"  the same answers old and new (array form): {len(digests) == 1}")
                array.unlink()
                lines.unlink()
            if ns.numbers:
                numbers = write_numbers(folder, ns.numbers)
                size = numbers.stat().st_size / 1e6
                peak, seconds, digest, status = run(ROOT, [], numbers, False)
                print(
                    f"{'new':<22}{'numbers, file':<22}{ns.numbers:>10,}{size:>10.1f}"
                    f"{peak:>10.0f}{peak / size:>12.2f}{seconds:>9.1f}  {status:>4}  {digest}"
                )
        finally:
            if old is not None:
                subprocess.run(
                    ["git", "worktree", "remove", "--force", str(folder / "old")],
                    cwd=ROOT,
                    check=False,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
