"""Start-up time and idle memory of the app, from source and from the frozen build.

    python benchmarks/startup.py                          # python -m referee_app, 5 runs
    python benchmarks/startup.py --frozen dist/riichi-referee/riichi-referee
    python benchmarks/startup.py --importtime             # where import time goes (source)
    python benchmarks/startup.py --load 1                 # while 1 process keeps a core busy
    python benchmarks/startup.py --tree /path/to/old      # also an older checkout, interleaved

Each run starts a new process with ``--startup-benchmark``: the app prints the wall-clock time
when its main window is first shown, idles one second, prints its peak resident memory and
quits. Start-up is that time minus the moment just before the process was started. Runs use
the offscreen platform unless --platform says otherwise, and a fresh settings file each.
These are warm starts of a new process (the OS file cache is not dropped), with compiled
bytecode as an installed app has it (kept in a temporary folder; a first run fills it).

Each run of the app is paired with a run of a bare PySide6 window (a QMainWindow with one
label, the same interpreter, platform and measurement) right before it, so the figure that
counts is the ratio of the two medians from the same run: the machine's speed cancels out.
Target (issue 17): the app's first window within 2x of the bare window. With ``--tree``, each
round also starts the app from the other checkout(s) (same interpreter), so a change is
measured against the code before it in one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from busy import Busy

ROOT = Path(__file__).resolve().parent.parent

#: The bare window: PySide6 imported, a QApplication, a QMainWindow with a label, shown; it
#: reports as the app does (`referee_app.app._report_startup`), without the one-second idle.
BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class Window(QMainWindow):
    shown = False

    def showEvent(self, event):
        super().showEvent(event)
        if not self.shown:
            self.shown = True
            QTimer.singleShot(0, self.report)

    def report(self):
        print(f"window-shown-epoch {time.time():.6f}", flush=True)
        print(f"cpu-seconds-at-shown {time.process_time():.6f}", flush=True)
        QApplication.quit()

app = QApplication(sys.argv[:1])
window = Window()
window.setCentralWidget(QLabel("Riichi Referee"))
window.resize(1100, 760)
window.show()
sys.exit(app.exec())
"""


#: Compiled bytecode for every run (an installed app has its .pyc files; without them each
#: run would compile the app's sources again, and PYTHONDONTWRITEBYTECODE may be set here).
_BYTECODE = tempfile.TemporaryDirectory(prefix="referee-bench-pycache-")


@dataclass(frozen=True)
class Run:
    seconds: float  #: wall clock, from just before the process started to the first show
    cpu: float | None  #: the process's CPU seconds at the first show (None: not reported)
    peak_kib: int | None  #: peak resident memory after a second's idle (app runs only)


def one_run(command: list[str], platform: str, *, bare: bool = False, tree: Path = ROOT) -> Run:
    env = dict(os.environ, QT_QPA_PLATFORM=platform, PYTHONPATH=str(tree))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = _BYTECODE.name
    with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp:
        env["RIICHI_REFEREE_LOG_DIR"] = str(Path(tmp) / "logs")
        env["RIICHI_REFEREE_AUTOSAVE_DIR"] = str(Path(tmp) / "autosave")
        env["RIICHI_REFEREE_RULINGS_DIR"] = str(Path(tmp) / "rulings")
        options = [] if bare else ["--startup-benchmark", "--settings", str(Path(tmp) / "s.ini")]
        started = time.time()
        result = subprocess.run(
            [*command, *options],
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
    cpu = values.get("cpu-seconds-at-shown")
    return Run(shown - started, float(cpu) if cpu else None, int(peak) if peak else None)


BARE_COMMAND = [sys.executable, "-c", BARE_WINDOW]


def measure(
    label: str, command: list[str], runs: int, platform: str, trees: Sequence[Path] = ()
) -> float:
    """Runs of the app, each right after a run of the bare window; returns the ratio.
    Each round also starts the app from every other tree in `trees`, reported after."""
    one_run(command, platform)  # warm the file cache once; not counted
    one_run(BARE_COMMAND, platform, bare=True)
    for tree in trees:
        one_run(command, platform, tree=tree)
    app_runs: list[Run] = []
    bare_runs: list[Run] = []
    others: dict[Path, list[Run]] = {tree: [] for tree in trees}
    for _ in range(runs):
        bare_runs.append(one_run(BARE_COMMAND, platform, bare=True))
        app_runs.append(one_run(command, platform))
        for tree in trees:
            others[tree].append(one_run(command, platform, tree=tree))
    times = [run.seconds for run in app_runs]
    bare = [run.seconds for run in bare_runs]
    peaks = [run.peak_kib for run in app_runs if run.peak_kib is not None]
    ratio = statistics.median(times) / statistics.median(bare)
    print(f"{label}: first window shown, median of {runs}: {statistics.median(times):.3f} s")
    print(f"{label}:   runs: {', '.join(f'{t:.3f}' for t in times)}")
    print(f"{label}: bare PySide6 window, same run: {statistics.median(bare):.3f} s")
    print(f"{label}:   runs: {', '.join(f'{t:.3f}' for t in bare)}")
    pairs = statistics.median(t / b for t, b in zip(times, bare, strict=True))
    verdict = "PASS" if ratio <= TARGET_RATIO else "FAIL"
    print(f"{label}: ratio app / bare window: {ratio:.2f} ({verdict}, target <= {TARGET_RATIO})")
    print(f"{label}:   median of the {runs} paired ratios: {pairs:.2f}")
    cpu_ratio = _cpu_ratio(app_runs, bare_runs)
    if cpu_ratio is not None:
        print(f"{label}:   CPU time to the first show, app / bare window: {cpu_ratio:.2f}")
    if peaks:
        print(f"{label}:   peak memory at idle (max RSS): {max(peaks) / 1024:.1f} MiB")
    for tree, runs_there in others.items():
        seconds_there = [run.seconds for run in runs_there]
        there = statistics.median(seconds_there)
        to_bare = there / statistics.median(bare)
        print(f"{label}: {tree}: median {there:.3f} s, ratio to the bare window {to_bare:.2f}")
        print(f"{label}:   runs: {', '.join(f'{t:.3f}' for t in seconds_there)}")
        print(f"{label}:   this tree / that tree: {statistics.median(times) / there:.2f}")
        cpu_there = _cpu_ratio(runs_there, bare_runs)
        if cpu_there is not None:
            print(
                f"{label}:   CPU time to the first show, that tree / bare window: {cpu_there:.2f}"
            )
    return ratio


def _cpu_ratio(runs: Sequence[Run], bare: Sequence[Run]) -> float | None:
    """Median CPU seconds of `runs` over those of `bare` (None if either did not report).
    CPU time counts what the process did, not what others on a shared machine did meanwhile,
    so it moves less than the wall clock from run to run."""
    ours = [run.cpu for run in runs if run.cpu is not None]
    theirs = [run.cpu for run in bare if run.cpu is not None]
    if not ours or not theirs:
        return None
    return statistics.median(ours) / statistics.median(theirs)


TARGET_RATIO = 2.0


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
    parser.add_argument("--load", type=int, default=0, help="busy processes while measuring")
    parser.add_argument(
        "--tree", action="append", default=[], help="another checkout to start, interleaved"
    )
    args = parser.parse_args()
    if args.importtime:
        importtime(25)
        return 0
    with Busy(args.load):
        if args.load:
            print(f"load: {args.load} busy process(es)")
        if not args.no_source:
            trees = [Path(tree).resolve() for tree in args.tree]
            command = [sys.executable, "-m", "referee_app"]
            measure("source", command, args.runs, args.platform, trees)
        if args.frozen is not None:
            measure("frozen", [str(args.frozen.resolve())], args.runs, args.platform)
    return 0


if __name__ == "__main__":
    sys.exit(main())
