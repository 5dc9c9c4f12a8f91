"""The cheaper source check given to PySide6's import hook answers as PySide6's own does."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

import pytest

from referee_app.support import qt_import

# modules with sources that use PySide6, that do not, and modules without a .py file
MODULES = [
    "referee_app.views.main_window",
    "referee_app.graphics.tiles",
    "referee_app.core.settings",
    "engine.rulesets",
    "engine.ids",
    "json.decoder",
    "dataclasses",
    "math",
    "sys",
    "_io",
]


def _original() -> object:
    feature = sys.modules["shibokensupport.feature"]
    check = feature._mod_uses_pyside
    return getattr(check, "_referee_original", check)


@pytest.mark.parametrize("name", MODULES)
def test_the_fast_check_gives_the_original_answer(name: str) -> None:
    assert qt_import.install()
    module: ModuleType = importlib.import_module(name)
    original = _original()
    assert callable(original)
    assert qt_import.uses_pyside(module) == bool(original(module)), name


def test_installing_twice_wraps_once() -> None:
    assert qt_import.install()
    first = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert qt_import.install()
    assert sys.modules["shibokensupport.feature"]._mod_uses_pyside is first


def test_a_module_whose_source_is_gone_counts_as_not_using_pyside(tmp_path: object) -> None:
    qt_import.install()
    ghost = ModuleType("ghost_module")
    ghost.__file__ = "/nonexistent/ghost_module.py"
    assert qt_import.uses_pyside(ghost) is False


def test_without_the_hook_install_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    feature = sys.modules["shibokensupport.feature"]
    monkeypatch.delattr(feature, "_mod_uses_pyside")
    assert qt_import.install() is False
    assert qt_import.uses_pyside(sys) is None
