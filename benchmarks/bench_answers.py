"""Every click or key that changes an answer, side by side in one run (issue 26: p95 16 ms).

One process, one run, the same load for every line: the Hand view's clicks (a palette tile that
completes a hand: its score; a hand tile taken away: its waits with values), the last key of a
case on every Checks page, a change in the Table tab's result form (the preview asked of the
engine again), and Compare rulesets opened on a scored hand (every preset scored and laid out).
Each sample runs from the click or key until Qt has processed every event it caused; wall
clock and the main thread's CPU time are both printed (on a loaded machine wall clock beyond
the CPU time is waiting for a core).

Run from the repository root (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_answers.py --load 1
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_answers.py --profile compare
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_breakdown import HANDS
from bench_checks import CASES, _field
from busy import Busy
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.views.checks.checks_view import ChecksView
from referee_app.views.hand.compare_dialog import CompareDialog
from referee_app.views.hand.hand_view import HandView
from referee_app.views.table.table_view import TableView

Sample = tuple[float, float]  # (wall ms, cpu ms)


class Timer:
    def __init__(self, app: QApplication, profile: bool) -> None:
        self.app = app
        self.profiler = cProfile.Profile() if profile else None

    def __call__(self, action: Callable[[], object]) -> Sample:
        if self.profiler is not None:
            self.profiler.enable()
        start, cpu = time.perf_counter(), time.thread_time()
        action()
        self.app.processEvents()
        wall, used = time.perf_counter() - start, time.thread_time() - cpu
        if self.profiler is not None:
            self.profiler.disable()
        return wall * 1000, used * 1000


def hand_clicks(timer: Timer, context: AppContext, n: int) -> dict[str, list[Sample]]:
    context.set_ruleset(PRESETS["rrc"])
    state = HandState(context)
    view = HandView(context, state)
    view.resize(1280, 800)
    view.show()
    out: dict[str, list[Sample]] = {"hand: score click": [], "hand: waits click": []}
    for i in range(n):
        notation, tile, riichi, tsumo, seat = HANDS[i % len(HANDS)]
        state.reset()
        state.set_notation(notation)
        state.set_seat_wind(seat)
        state.set_win("tsumo" if tsumo else "ron")
        state.set_flag("riichi", riichi)
        timer.app.processEvents()
        out["hand: score click"].append(timer(view.tile_palette.buttons[tile].click))
        button = next(b for b in view.hand_row.buttons if b.marked)
        out["hand: waits click"].append(timer(button.click))
    view.close()
    return out


def check_keys(timer: Timer, context: AppContext, n: int) -> dict[str, list[Sample]]:
    view = ChecksView(context)
    view.resize(1366, 740)
    view.show()
    out: dict[str, list[Sample]] = {}
    for kind, cases in CASES.items():
        samples = out.setdefault(f"checks: {kind}", [])
        for i in range(n):
            ruleset, fields = cases[i % len(cases)]
            view.show_page(kind)
            page = view.current_page()
            context.set_ruleset(PRESETS[ruleset])
            page.clear()
            for j, (name, text) in enumerate(fields):
                edit = _field(page, name)
                edit.setFocus()
                edit.clear()
                QTest.keyClicks(edit, text[:-1] if j == len(fields) - 1 else text)
            timer.app.processEvents()
            edit = _field(page, fields[-1][0])
            samples.append(timer(lambda e=edit, t=fields[-1][1][-1]: QTest.keyClick(e, t)))
            if page.state.status != "answer":
                raise SystemExit(f"{kind} {fields}: no answer ({page.verdict.text()})")
    view.close()
    return out


def table_preview(timer: Timer, context: AppContext, n: int) -> dict[str, list[Sample]]:
    context.set_ruleset(PRESETS["ema"])
    state = TableState(context)
    state.set_seating(["Anna", "Boris", "Vera", "Gleb"], 0)
    view = TableView(context, state)
    view.resize(1366, 740)
    view.show()
    row = view.ron_winners[0]
    samples: list[Sample] = []
    for i in range(n):
        # a han typed, a fu picked, a riichi ticked: each asks the engine for the preview
        han = 1 + i % 6
        samples.append(timer(lambda h=han: row.han.setValue(h)))
        samples.append(timer(lambda i=i: row.fu.setCurrentIndex(2 + i % 4)))
        samples.append(timer(lambda i=i: view.riichi_checks[i % 4].toggle()))
    view.close()
    return {"table: preview": samples}


def compare(timer: Timer, context: AppContext, n: int) -> dict[str, list[Sample]]:
    context.set_ruleset(PRESETS["rrc"])
    state = HandState(context)
    samples: list[Sample] = []
    for i in range(n):
        notation, tile, riichi, tsumo, seat = HANDS[i % len(HANDS)]
        state.reset()
        state.set_notation(
            f"{notation.split('|')[0].strip()}{tile}"
            + (f" | {notation.split('|')[1]}" if "|" in notation else "")
        )
        state.set_seat_wind(seat)
        state.set_win("tsumo" if tsumo else "ron")
        state.set_flag("riichi", riichi)
        if not (state.result or {}).get("ok"):
            continue

        def open_dialog() -> None:
            dialog = CompareDialog(context, state)
            dialog.show()
            timer.app.processEvents()
            dialog.close()
            dialog.deleteLater()

        samples.append(timer(open_dialog))
    return {"compare rulesets": samples}


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--samples", type=int, default=120, help="samples per kind")
    parser.add_argument("--load", type=int, default=0, help="busy processes while measuring")
    parser.add_argument("--limit-ms", type=float, default=16.0)
    parser.add_argument(
        "--profile", default="", help="cProfile one part: hand, checks, table or compare"
    )
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    settings = Settings(
        QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    )
    context = AppContext(settings)
    parts = {"hand": hand_clicks, "checks": check_keys, "table": table_preview, "compare": compare}
    results: dict[str, list[Sample]] = {}
    with Busy(args.load):
        for name, part in parts.items():
            timer = Timer(app, args.profile == name)
            results.update(part(timer, context, args.samples))
            if timer.profiler is not None:
                pstats.Stats(timer.profiler).sort_stats("cumulative").print_stats(35)
    print(f"samples per line up to {args.samples}, load {args.load} busy process(es)")
    print(f"{'what':28} {'n':>4} {'median':>7} {'p95':>7} {'max':>7} {'cpu p95':>8}  (ms)")
    failed = []
    for name, samples in results.items():
        wall = sorted(s[0] for s in samples)
        cpu = sorted(s[1] for s in samples)
        line_p95 = p95(wall)
        if line_p95 > args.limit_ms:
            failed.append(name)
        print(
            f"{name:28} {len(wall):4d} {statistics.median(wall):7.2f} {line_p95:7.2f} "
            f"{wall[-1]:7.2f} {p95(cpu):8.2f}"
        )
    print("PASS" if not failed else f"FAIL (p95 over {args.limit_ms} ms: {', '.join(failed)})")
    return 0 if not failed else 1


if __name__ == "__main__":
    sys.exit(main())
