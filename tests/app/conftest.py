"""Fixtures shared by the app tests."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def compiled_qm(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The .ts files compiled afresh (English plural forms, ru, uk): no dependence on a build."""
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, script)  # dataclasses look the module up
    spec.loader.exec_module(script)
    out = tmp_path_factory.mktemp("qm")
    assert script.compile_all(out) == []
    return {code: out / f"referee_{code}.qm" for code in ("en", "ru", "uk")}


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
