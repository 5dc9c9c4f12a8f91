"""From the last key of a check case to its answer on the Checks tab (median and p95).

Each sample types a case into a check page by keys (the notation field, then the page's other
fields), leaving out the last character; the clock runs from the last key press until Qt has
processed every event it caused (the engine call, the answer's text and tile rows, the repaint).
Run from the repository root (offscreen)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_checks.py [--samples 200]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.views.checks.check_page import CheckPage
from referee_app.views.checks.checks_view import ChecksView

#: per check: (ruleset, [(field, text)...]); the last character of the last text is timed
CASES: dict[str, list[tuple[str, list[tuple[str, str]]]]] = {
    "furiten": [
        ("ema", [("discards", "1z9p*4m"), ("passed", "2p+3p"), ("hand", "23m456p789s11z678m4m")]),
        ("tenhou", [("hand", "23m456p789s11z678m"), ("passed", "1m!2s-4m")]),
        ("galaxy", [("hand", "1112345678999m"), ("discards", "5p6s7m")]),
    ],
    "kan_after_riichi": [
        ("galaxy", [("hand", "6668999m456p789s9m")]),
        ("tenhou", [("hand", "111m234p567s789s5z1m")]),
        ("ema", [("hand", "1111m234p567s789s9p")]),
    ],
    "draw_tenpai": [
        ("galaxy", [("hand", "123m456p789s1112z"), ("visible", "222z")]),
        ("ema", [("hand", "1112345678999m"), ("visible", "9m")]),
        ("wrc", [("hand", "1111m234p567s789s"), ("discards", "9p")]),
    ],
    "kuikae": [
        ("ema2016", [("hand", "chi:3m45m 6m")]),
        ("galaxy", [("hand", "pon:5p55p 5s")]),
    ],
    "kyuushu": [
        ("tenhou", [("hand", "19m19p19s123z23456m")]),
        ("ema2012", [("hand", "119m19p19s12z23456m")]),
    ],
}


def _field(page: CheckPage, name: str) -> QLineEdit:
    return page.notation if name == "hand" else page.field_edits[name]


def sample(
    app: QApplication,
    view: ChecksView,
    context: AppContext,
    kind: str,
    ruleset: str,
    *,
    fields: list[tuple[str, str]],
) -> float:
    view.show_page(kind)
    page = view.current_page()
    context.set_ruleset(PRESETS[ruleset])
    page.clear()
    app.processEvents()
    for i, (name, text) in enumerate(fields):
        edit = _field(page, name)
        edit.setFocus()
        edit.clear()
        last = i == len(fields) - 1
        QTest.keyClicks(edit, text[:-1] if last else text)
    app.processEvents()
    edit = _field(page, fields[-1][0])
    start = time.perf_counter()
    QTest.keyClick(edit, fields[-1][1][-1])
    app.processEvents()
    page.repaint()
    elapsed = time.perf_counter() - start
    if page.state.status != "answer":
        raise SystemExit(f"{kind} {fields}: no answer ({page.verdict.text()})")
    return elapsed * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="samples per check")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    folder = tempfile.mkdtemp()
    settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    context = AppContext(settings)
    view = ChecksView(context)
    view.resize(1366, 740)
    view.show()
    app.processEvents()
    print(f"{'check':18} {'samples':>7} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for kind, cases in CASES.items():
        times: list[float] = []
        for n in range(args.samples):
            ruleset, fields = cases[n % len(cases)]
            times.append(sample(app, view, context, kind, ruleset, fields=fields))
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"{kind:18} {len(times):7d} {statistics.median(times):10.2f} "
            f"{p95:8.2f} {times[-1]:8.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
