"""Rules search: building the index (every page's titles, aliases and text in three languages)
and answering queries, for this tree and, side by side in the same run, for other trees.

    python benchmarks/bench_rules_search.py                       # this tree
    python benchmarks/bench_rules_search.py --tree /path/to/old   # also an older checkout

Each tree runs in a process of its own (its own `referee_app`), offscreen, English interface.
Index build: the Rules view's `search_index` on a new view (the rule files are read once per
process, so the first build includes reading them; the figure is the median of five builds
after one warm-up). Queries: every query of ``tests/app/rules/search_results.json`` (736:
aliases, titles, typos, wrong keyboard layout, queries that find nothing) answered as the
search box does, hits and suggestion; best of three passes, in ms per query.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = r"""
import json, statistics, sys, time
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
app = QApplication([])
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.views.rules.rules_view import RulesView
try:
    from referee_app.rules.search import find
except ImportError:  # before the search had a module of its own
    from referee_app.rules import rules_content as rc

    def find(query, entries):
        hits = rc.rank(query, entries) or rc.rank(rc.swap_layout(query), entries)
        return hits, None if hits else rc.suggest(query, entries)

queries = json.loads(sys.argv[2])
settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
view = RulesView(AppContext(settings))
index = getattr(view, "search_index", None) or getattr(view, "_search_entries")
index()
builds = []
for _ in range(5):
    view._entries = None
    start = time.perf_counter()
    entries = index()
    builds.append(time.perf_counter() - start)
passes = []
for _ in range(3):
    start = time.perf_counter()
    for q in queries:
        find(q.strip(), entries)
    passes.append(time.perf_counter() - start)
print(json.dumps({"build_ms": statistics.median(builds) * 1000,
                  "query_ms": min(passes) * 1000 / len(queries), "queries": len(queries)}))
"""


def measure(tree: Path, queries: list[str]) -> dict[str, float]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree))
    settings = Path(os.environ.get("TMPDIR", "/tmp")) / f"bench-rules-{os.getpid()}.ini"
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(settings), json.dumps(queries)],
        cwd=tree,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    settings.unlink(missing_ok=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="append", default=[], help="another checkout to time")
    args = parser.parse_args()
    recorded = json.loads(
        (ROOT / "tests/app/rules/search_results.json").read_text(encoding="utf-8")
    )
    queries = sorted(recorded["results"]["en"])
    trees = [ROOT, *(Path(t).resolve() for t in args.tree)]
    rows = [(tree, measure(tree, queries)) for tree in trees]
    base = rows[0][1]
    print(f"{'tree':40} {'index build ms':>15} {'ms/query':>9} {'build x':>8} {'query x':>8}")
    for tree, r in rows:
        print(
            f"{str(tree)[-40:]:40} {r['build_ms']:15.1f} {r['query_ms']:9.3f} "
            f"{r['build_ms'] / base['build_ms']:8.2f} {r['query_ms'] / base['query_ms']:8.2f}"
        )
    print(f"{len(queries)} queries; ratios are to this tree (above 1: slower than this tree)")


if __name__ == "__main__":
    main()
