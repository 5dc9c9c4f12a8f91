"""Fixtures shared by the app tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def context(settings: Any) -> Any:
    """The app's shared state (`AppContext`) over the test's settings, at the default ruleset;
    a test module that needs another ruleset overrides this fixture."""
    from referee_app.core.context import AppContext

    return AppContext(settings)


@pytest.fixture(scope="session")
def compiled_qm(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The .ts files compiled afresh (English plural forms, ru, uk): no dependence on a build."""
    script = load_script("scripts/update_translations.py")
    out = tmp_path_factory.mktemp("qm")
    assert script.compile_all(out) == []
    return {code: out / f"referee_{code}.qm" for code in ("en", "ru", "uk")}


@pytest.fixture(params=["en", "ru", "uk"])
def each_language(
    request: pytest.FixtureRequest, qapp: Any, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    """The test runs in English, Russian and Ukrainian: the app's translator for the language
    (compiled afresh) installed and its number format the default, both undone afterwards."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    code: str = request.param
    translator = QTranslator()
    saved = QLocale()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(
        QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
        if code == "en"
        else QLocale(code)
    )
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(saved)


@pytest.fixture(autouse=True)
def _close_top_level_widgets() -> Iterator[None]:
    """Windows and dialogs a test made are closed and deleted after it.

    Without this, every later test pays for them: a language switch sends LanguageChange to
    each widget still alive, so the suite slowed down with every test that came before.
    """
    yield
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        if widget.property("kept_by_fixture"):  # a module-scoped fixture's widget
            continue
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


# --- no test leaves Qt objects behind ------------------------------------------------------
#
# After each test (once pytest-qt has closed the widgets it was given and their deferred
# deletes have run), the top-level widgets, the application-wide event filters and the
# installed translators must be what they were before it. Qt does not list event filters or
# translators, so the calls that install and remove them are recorded here.
# RIICHI_TEST_LEAKS=report only counts (no failures); RIICHI_TEST_LEAK_STATS=FILE writes the
# peak counts seen during the run to FILE as JSON.

import gc  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import weakref  # noqa: E402

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTranslator  # noqa: E402

_FILTERS: list[weakref.ref[QObject]] = []
_TRANSLATORS: list[weakref.ref[QTranslator]] = []
_MANAGERS: list[weakref.ref[QObject]] = []
_PEAKS: dict[str, int] = {}
_OFFENDERS: dict[str, str] = {}
#: Top-level widgets Qt keeps for itself (the tool tip label is made once and reused).
_QT_OWN = frozenset({"QTipLabel"})


def _alive(refs: list[weakref.ref[Any]]) -> list[Any]:
    import shiboken6

    out = []
    for ref in list(refs):
        obj = ref()
        if obj is None or not shiboken6.isValid(obj):
            refs.remove(ref)
        else:
            out.append(obj)
    return out


def _install_recorders() -> None:
    if getattr(QObject, "_leak_recorders", False):
        return
    install_filter = QObject.installEventFilter
    remove_filter = QObject.removeEventFilter
    install_tr = QCoreApplication.installTranslator
    remove_tr = QCoreApplication.removeTranslator

    def installEventFilter(self: QObject, obj: QObject) -> None:
        install_filter(self, obj)
        if self is QCoreApplication.instance():
            _FILTERS.append(weakref.ref(obj))

    def removeEventFilter(self: QObject, obj: QObject) -> None:
        remove_filter(self, obj)
        if self is QCoreApplication.instance():
            _FILTERS[:] = [r for r in _FILTERS if r() is not obj]

    def installTranslator(translator: QTranslator) -> bool:
        done = bool(install_tr(translator))
        if done:
            _TRANSLATORS.append(weakref.ref(translator))
        return done

    def removeTranslator(translator: QTranslator) -> bool:
        _TRANSLATORS[:] = [r for r in _TRANSLATORS if r() is not translator]
        return bool(remove_tr(translator))

    QObject.installEventFilter = installEventFilter  # type: ignore[method-assign]
    QObject.removeEventFilter = removeEventFilter  # type: ignore[method-assign]
    QCoreApplication.installTranslator = staticmethod(installTranslator)  # type: ignore[method-assign,assignment]
    QCoreApplication.removeTranslator = staticmethod(removeTranslator)  # type: ignore[method-assign,assignment]
    QObject._leak_recorders = True  # type: ignore[attr-defined]


_install_recorders()


def _flush_deletes() -> None:
    app = QCoreApplication.instance()
    if app is None:
        return
    for _ in range(3):  # a deleted widget may deleteLater its own helpers
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QCoreApplication.processEvents()


def _language_managers() -> int:
    return len(_alive(_MANAGERS))


def _record_language_managers() -> None:
    from referee_app.text.i18n import LanguageManager

    if getattr(LanguageManager, "_leak_recorded", False):
        return
    init = LanguageManager.__init__

    def __init__(self: LanguageManager, *args: Any, **kwargs: Any) -> None:  # noqa: N807
        init(self, *args, **kwargs)
        _MANAGERS.append(weakref.ref(self))

    LanguageManager.__init__ = __init__  # type: ignore[method-assign]
    LanguageManager._leak_recorded = True  # type: ignore[attr-defined]


_record_language_managers()


def _snapshot() -> dict[str, Any]:
    from PySide6.QtWidgets import QApplication

    app = QCoreApplication.instance()
    tops: set[int] = set()
    names: dict[int, str] = {}
    widgets = 0
    if isinstance(app, QApplication):
        for w in QApplication.topLevelWidgets():
            if type(w).__name__ in _QT_OWN or w.metaObject().className() in _QT_OWN:
                continue
            tops.add(id(w))
            names[id(w)] = f"{type(w).__name__}({w.objectName()!r})"
        widgets = len(QApplication.allWidgets())
    return {
        "tops": tops,
        "names": names,
        "widgets": widgets,
        "filters": {id(o): type(o).__name__ for o in _alive(_FILTERS)},  # type: ignore[arg-type]
        "translators": {id(o) for o in _alive(_TRANSLATORS)},  # type: ignore[arg-type]
    }


def _peak(key: str, value: int) -> None:
    _PEAKS[key] = max(_PEAKS.get(key, 0), value)


@pytest.fixture(autouse=True)
def _no_qt_leaks(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test that leaves top-level widgets, application event filters or translators."""
    if QCoreApplication.instance() is None:
        yield
        return
    _flush_deletes()
    before = _snapshot()
    yield
    _flush_deletes()
    after = _snapshot()
    if after["tops"] - before["tops"] or set(after["filters"]) - set(before["filters"]):
        gc.collect()  # Python objects in a reference cycle go only now (costly: only then)
        _flush_deletes()
        after = _snapshot()
    managers = _language_managers()
    for key, value in (
        ("widgets", after["widgets"]),
        ("top_level_windows", len(after["tops"])),
        ("app_event_filters", len(after["filters"])),
        ("translators", len(after["translators"])),
        ("language_managers", managers),
    ):
        _peak(key, value)
    left = []
    new_tops = after["tops"] - before["tops"]
    if new_tops:
        left.append("top-level widgets " + ", ".join(sorted(after["names"][i] for i in new_tops)))
    new_filters = set(after["filters"]) - set(before["filters"])
    if new_filters:
        left.append(
            "application event filters "
            + ", ".join(sorted(after["filters"][i] for i in new_filters))
        )
    if after["translators"] - before["translators"]:
        left.append(f"{len(after['translators'] - before['translators'])} translators")
    if left:
        _OFFENDERS[request.node.nodeid] = "; ".join(left)[:300]
    stats = os.environ.get("RIICHI_TEST_LEAK_STATS")
    if stats:
        with Path(stats).open("w", encoding="utf-8") as f:
            json.dump({"peaks": _PEAKS, "offenders": _OFFENDERS}, f, indent=1)
    if left and os.environ.get("RIICHI_TEST_LEAKS") != "report":
        pytest.fail("the test left behind: " + "; ".join(left), pytrace=False)
