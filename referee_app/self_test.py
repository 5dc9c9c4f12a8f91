"""``--self-test REPORT.json``: prove an installation works, offscreen, without a user.

It builds the real main window (with settings in a temporary file, so the user's are left
alone), scores known hands through `HandState` — the same object the Hand view edits —,
renders every tile image, switches through every interface language, and writes a JSON
report. The exit status is 0 only when every check passed. The packaging test runs this on
the frozen one-folder app.

The known hands' values are worked out by hand from the rules (see `KNOWN_HANDS`).
"""

from __future__ import annotations

import json
import logging
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import __version__

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class KnownHand:
    name: str
    request: Mapping[str, Any]
    expect: Mapping[str, Any]  # fields of the score answer and their values


#: Hands with their expected answers (`ema` = EMA 2025: no red fives, no double yakuman).
KNOWN_HANDS: tuple[KnownHand, ...] = (
    # The contract's example: South's ron on 5p with an open chun pon and a chi holding a red
    # five. Yakuhai chun 1 + aka 1 = 2 han; fu 20 + 4 (open honour pon) + 2 (pair wait) = 26
    # -> 30. Basic 30 * 2^(2+2) = 480; a non-dealer's ron pays 4 * 480 = 1920 -> 2000.
    # `ema` has no red fives, so this one is scored under `tenhou` (red fives, kuitan).
    KnownHand(
        "contract_example_tenhou",
        {
            "ruleset": "tenhou",
            "hand": "234567m55p",
            "win_tile": "5p",
            "melds": ["pon:777z", "chi:0m34m"],
            "win": "ron",
            "seat_wind": "S",
            "round_wind": "E",
        },
        {"ok": True, "han": 2, "fu": 30, "total": 2000},
    ),
    # Riichi, menzen tsumo and pinfu for South: 123m 456p 789s 234s (4s completes 23s on a
    # two-sided wait) with a 5p pair. 3 han, pinfu tsumo 20 fu. Basic 20 * 2^5 = 640: the
    # dealer pays 2 * 640 = 1280 -> 1300, each non-dealer 640 -> 700; total 2700.
    KnownHand(
        "riichi_pinfu_tsumo",
        {
            "ruleset": "ema",
            "hand": "123m45556p234789s",
            "win_tile": "4s",
            "win": "tsumo",
            "riichi": True,
            "seat_wind": "S",
            "round_wind": "E",
        },
        {"ok": True, "han": 3, "fu": 20, "total": 2700},
    ),
    # Thirteen orphans, single wait on 9m (1m is the pair), ron by a non-dealer: one yakuman,
    # 8000 basic, 4 * 8000 = 32000.
    KnownHand(
        "kokushi_ron",
        {
            "ruleset": "ema",
            "hand": "119m19p19s1234567z",
            "win_tile": "9m",
            "win": "ron",
            "seat_wind": "W",
            "round_wind": "E",
        },
        {"ok": True, "yakuman": 1, "total": 32000},
    ),
    # An open hand with no yaku (chi 123m, 456p 789p 234s, 99s pair, ron on 4s) does not win.
    KnownHand(
        "open_hand_without_yaku",
        {
            "ruleset": "ema",
            "hand": "456789p23499s",
            "win_tile": "4s",
            "melds": ["chi:123m"],
            "win": "ron",
            "seat_wind": "S",
            "round_wind": "E",
        },
        {"ok": False, "error.code": "no_yaku"},
    ),
)


@dataclass(slots=True)
class Check:
    name: str
    ok: bool = False
    detail: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0


class Report:
    def __init__(self) -> None:
        self.checks: list[Check] = []
        self.qt_messages: list[dict[str, str]] = []

    @contextmanager
    def check(self, name: str) -> Iterator[Check]:
        item = Check(name)
        self.checks.append(item)
        start = time.perf_counter()
        try:
            yield item
        except Exception as exc:  # every failure goes into the report
            item.ok = False
            item.detail["exception"] = "".join(traceback.format_exception(exc)).strip()
            _log.exception("Self-test check %s failed", name)
        finally:
            item.seconds = round(time.perf_counter() - start, 4)

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(c.ok for c in self.checks)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "version": __version__,
            "frozen": bool(getattr(sys, "frozen", False)),
            "python": platform.python_version(),
            "platform": platform.platform(),
            "checks": [
                {"name": c.name, "ok": c.ok, "seconds": c.seconds, "detail": c.detail}
                for c in self.checks
            ],
            "qt_messages": self.qt_messages,
        }


def _answer_field(answer: Mapping[str, Any], dotted: str) -> Any:
    value: Any = answer
    for part in dotted.split("."):
        value = value.get(part) if isinstance(value, Mapping) else None
    return value


def run_self_test(report_path: Path, *, settings_file: Path | None = None) -> int:
    """Run every check, write the report, return 0 if all passed (1 otherwise)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    report = Report()
    with tempfile.TemporaryDirectory(prefix="referee-self-test-") as tmp:
        try:
            _run_checks(report, settings_file or Path(tmp) / "settings.ini")
        except Exception as exc:  # a crash is a failed check, not a traceback
            report.checks.append(
                Check("self_test", False, {"exception": "".join(traceback.format_exception(exc))})
            )
    text = json.dumps(report.to_json(), ensure_ascii=False, indent=2)
    try:
        report_path.parent.mkdir(parents=True, exist_ok=True)
        report_path.write_text(text + "\n", encoding="utf-8")
    except OSError:
        _log.exception("Could not write the self-test report to %s", report_path)
        return 2
    return 0 if report.ok else 1


def _run_checks(report: Report, settings_file: Path) -> None:
    from PySide6.QtCore import QSettings, QtMsgType, qInstallMessageHandler

    from referee_app.app import create_application, create_main_window
    from referee_app.core.settings import Settings

    def on_qt_message(kind: QtMsgType, context: object, message: str) -> None:
        del context
        report.qt_messages.append({"type": kind.name, "message": message})

    previous_handler = qInstallMessageHandler(on_qt_message)
    try:
        app = create_application([sys.argv[0] if sys.argv else "referee"])
        settings = Settings(QSettings(str(settings_file), QSettings.Format.IniFormat))

        with report.check("rule_topics") as check:
            from referee_app.rules.topics import TopicsError, load_topics, topics_path

            try:
                loaded = load_topics(topics_path())
            except TopicsError as error:
                check.detail = {"error": str(error)}
            else:
                check.detail = {"version": loaded.version, "pages": len(loaded.subtopics)}
                check.ok = True
        if not check.ok:
            return

        window = None
        with report.check("main_window") as check:
            start = time.perf_counter()
            window = create_main_window(app, settings, start_language=False)
            window.resize(1024, 700)
            window.show()
            app.processEvents()
            tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
            image = window.grab().toImage()
            check.detail = {
                "tabs": tabs,
                "build_seconds": round(time.perf_counter() - start, 4),
                "size": [image.width(), image.height()],
            }
            check.ok = (
                tabs == ["Hand", "Table", "Penalties", "Rules", "Checks", "Log"]
                and not image.isNull()
            )
        if window is None:
            return

        with report.check("every_tab") as check:
            # Tabs other than the first are built when first needed; build and show each.
            window.build_all_tabs()
            seen: list[bool] = []
            for index in range(window.tabs.count()):
                window.tabs.setCurrentIndex(index)
                app.processEvents()
                kind = type(window.tabs.currentWidget()).__name__
                shown = not window.grab().toImage().isNull()
                check.detail[window.tabs.tabText(index)] = {"view": kind, "shown": shown}
                seen.append(shown and kind.endswith("View"))
            check.ok = len(seen) >= 5 and all(seen)  # Hand, Table, Penalties, Rules, Log...
            window.tabs.setCurrentIndex(0)
            app.processEvents()

        with report.check("known_hands") as check:
            check.ok = _score_known_hands(window, check.detail)

        with report.check("tile_images") as check:
            check.ok = _render_tiles(check.detail)

        with report.check("languages") as check:
            check.ok = _switch_languages(window, app.processEvents, check.detail)

        with report.check("locale_data") as check:
            check.ok = _check_locale_data(check.detail)

        with report.check("qt_messages") as check:
            bad = [m for m in report.qt_messages if m["type"] in {"QtCriticalMsg", "QtFatalMsg"}]
            check.detail = {"critical": bad}
            check.ok = not bad

        window.close()
        window.deleteLater()
        app.processEvents()
    finally:
        qInstallMessageHandler(previous_handler)


def _score_known_hands(window: Any, detail: dict[str, Any]) -> bool:
    """Load each hand into the window's HandState and compare its answer with the expected."""
    from engine.rulesets import PRESETS

    context = window.context
    hand_state = window.hand_state
    all_ok = True
    for hand in KNOWN_HANDS:
        request = dict(hand.request)
        context.set_ruleset(PRESETS[str(request.pop("ruleset"))])
        hand_state.load_request(request)
        answer = hand_state.result or {}
        got = {key: _answer_field(answer, key) for key in hand.expect}
        ok = got == dict(hand.expect)
        all_ok &= ok
        detail[hand.name] = {"ok": ok, "expected": dict(hand.expect), "got": got}
    # The shipped example hands (Help ▸ Example hands) are found and one loads the same way:
    # pinfu tsumo, 2 han 20 fu, 400/700 = 1,500 (worked in tests/app/views/hand/test_examples.py).
    from referee_app.core.examples import apply_example, load_examples

    example = next(e for e in load_examples() if e.id == "pinfu_tsumo")
    apply_example(example, context, hand_state)
    total = (hand_state.result or {}).get("total")
    ok = total == 1500
    detail["example_hands"] = {"ok": ok, "expected": {"total": 1500}, "got": {"total": total}}
    return all_ok and ok


def _render_tiles(detail: dict[str, Any]) -> bool:
    """Every tile SVG must load and paint visible pixels."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from referee_app.support.resources import tile_paths

    paths = tile_paths()
    failed: list[str] = []
    for path in paths:
        renderer = QSvgRenderer(str(path))
        image = QImage(60, 80, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        if renderer.isValid():
            painter = QPainter(image)
            renderer.render(painter)
            painter.end()
        if not renderer.isValid() or not _has_visible_pixels(image):
            failed.append(path.name)
    detail.update({"count": len(paths), "failed": failed})
    # 34 kinds of tile at least (red fives and a back are extra).
    return len(paths) >= 34 and not failed


def _has_visible_pixels(image: Any) -> bool:
    step = 4
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            if image.pixelColor(x, y).alpha() > 0:
                return True
    return False


#: What Qt's locale support must still do in Russian and Ukrainian (the Linux build keeps only
#: the root, en, ru and uk parts of ICU's data): (locale, what, got from, expected). Russian and
#: Ukrainian put a no-break space (U+00A0) between thousands and a comma before decimals; a
#: day-month date takes the month in the genitive (1 марта, 1 березня); 1 March 2026 is a Sunday.
LOCALE_CASES: tuple[tuple[str, str, str, str], ...] = (
    ("ru_RU", "upper", "ёжик съел щуку", "ЁЖИК СЪЕЛ ЩУКУ"),
    ("ru_RU", "lower", "ЁЖИК СЪЕЛ ЩУКУ", "ёжик съел щуку"),
    ("uk_UA", "upper", "ґанок, їжак і є", "ҐАНОК, ЇЖАК І Є"),
    ("uk_UA", "lower", "ҐАНОК, ЇЖАК І Є", "ґанок, їжак і є"),
    ("ru_RU", "number", "1234567.5", "1\u00a0234\u00a0567,5"),
    ("uk_UA", "number", "1234567.5", "1\u00a0234\u00a0567,5"),
    ("ru_RU", "date", "2026-03-01", "воскресенье, 1 марта 2026"),
    ("uk_UA", "date", "2026-03-01", "неділя, 1 березня 2026"),
    ("en_US", "date", "2026-03-01", "Sunday, 1 March 2026"),
)


def _check_locale_data(detail: dict[str, Any]) -> bool:
    """Case mapping, numbers and dates in each interface language, as `LOCALE_CASES` says."""
    from PySide6.QtCore import QDate, QLocale

    all_ok = True
    for name, what, source, expected in LOCALE_CASES:
        locale = QLocale(name)
        if what == "upper":
            got = locale.toUpper(source)
        elif what == "lower":
            got = locale.toLower(source)
        elif what == "number":
            got = locale.toString(float(source), "f", 1)
        else:
            got = locale.toString(QDate.fromString(source, "yyyy-MM-dd"), "dddd, d MMMM yyyy")
        ok = got == expected
        all_ok &= ok
        detail[f"{name} {what}"] = {"ok": ok, "expected": expected, "got": got}
    return all_ok


def _switch_languages(
    window: Any, process_events: Callable[[], None], detail: dict[str, Any]
) -> bool:
    """Each language's translation must load, and the window must retranslate itself."""
    from PySide6.QtCore import QTranslator

    from referee_app.text.i18n import qm_path

    languages = window.languages
    all_ok = True
    for code, _name in languages.available():
        languages.set_language(code)
        process_events()
        entry: dict[str, Any] = {
            "current": languages.current,
            "window_title": window.windowTitle(),
            "tabs": [window.tabs.tabText(i) for i in range(window.tabs.count())],
        }
        ok = languages.current == code
        if code != "en":
            path = qm_path(code)
            translator = QTranslator()
            loaded = path.is_file() and translator.load(str(path)) and not translator.isEmpty()
            entry["qm"] = {"path": str(path), "loaded": loaded}
            if not loaded:
                entry["hint"] = "missing or empty: run scripts/update_translations.py"
            ok &= loaded
        entry["ok"] = ok
        detail[code] = entry
        all_ok &= ok
    languages.set_language("en")
    process_events()
    return all_ok
