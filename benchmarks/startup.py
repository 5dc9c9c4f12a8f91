"""Start-up time and idle memory of the app, from source and from the frozen build.

    python benchmarks/startup.py                          # python -m referee_app, 5 runs
    python benchmarks/startup.py --frozen dist/riichi-referee/riichi-referee
    python benchmarks/startup.py --importtime             # where import time goes (source)

Each run starts a new process with ``--startup-benchmark``: the app prints the wall-clock time
when its main window is first shown, idles one second, prints its peak resident memory and
quits. Start-up is that time minus the moment just before the process was started. Runs use
the offscreen platform unless --platform says otherwise, and a fresh settings file each.
These are warm starts of a new process (the OS file cache is not dropped).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(command: list[str], platform: str) -> tuple[float, int | None]:
    env = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp:
        env["RIICHI_REFEREE_LOG_DIR"] = str(Path(tmp) / "logs")
        env["RIICHI_REFEREE_AUTOSAVE_DIR"] = str(Path(tmp) / "autosave")
        started = time.time()
        result = subprocess.run(
            [*command, "--startup-benchmark", "--settings", str(Path(tmp) / "s.ini")],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            cwd=tmp,
        )
    if result.returncode != 0:
        raise SystemExit(f"the app failed ({result.returncode}):\n{result.stderr}")
    values = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    shown = float(values["window-shown-epoch"])
    peak = values.get("peak-rss-kib")
    return shown - started, int(peak) if peak else None


def measure(label: str, command: list[str], runs: int, platform: str) -> None:
    one_run(command, platform)  # warm the file cache once; not counted
    times: list[float] = []
    peaks: list[int] = []
    for _ in range(runs):
        seconds, peak = one_run(command, platform)
        times.append(seconds)
        if peak is not None:
            peaks.append(peak)
    shown = ", ".join(f"{t:.3f}" for t in times)
    print(f"{label}: first window shown, median of {runs}: {statistics.median(times):.3f} s")
    print(f"{label}:   runs: {shown}")
    if peaks:
        print(f"{label}:   peak memory at idle (max RSS): {max(peaks) / 1024:.1f} MiB")


def importtime(top: int) -> None:
    """The slowest imports of `python -m referee_app` (cumulative, as -X importtime reports)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp:
        env["RIICHI_REFEREE_LOG_DIR"] = str(Path(tmp) / "logs")
        env["RIICHI_REFEREE_AUTOSAVE_DIR"] = str(Path(tmp) / "autosave")
        result = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "referee_app", "--startup-benchmark",
             "--settings", str(Path(tmp) / "s.ini")],
            env=env, capture_output=True, text=True, timeout=120, check=False, cwd=tmp,
        )  # fmt: skip
    rows: list[tuple[int, int, str]] = []
    for line in result.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        own_us, cumulative_us, module = (part.strip() for part in line[12:].split("|"))
        rows.append((int(cumulative_us), int(own_us), module))
    total = sum(row[1] for row in rows)
    print(f"imports: {total / 1e6:.3f} s in total; slowest (cumulative, own), top {top}:")
    for cumulative, own, name in sorted(rows, reverse=True)[:top]:
        print(f"  {cumulative / 1e3:8.1f} ms {own / 1e3:8.1f} ms  {name}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frozen", type=Path, help="the frozen app's executable to measure")
    parser.add_argument("--no-source", action="store_true", help="skip python -m referee_app")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs")
    parser.add_argument("--importtime", action="store_true", help="show the slowest imports")
    args = parser.parse_args()
    if args.importtime:
        importtime(25)
        return 0
    if not args.no_source:
        measure("source", [sys.executable, "-m", "referee_app"], args.runs, args.platform)
    if args.frozen is not None:
        measure("frozen", [str(args.frozen.resolve())], args.runs, args.platform)
    return 0


if __name__ == "__main__":
    sys.exit(main())
