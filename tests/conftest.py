"""Test-wide set-up: offscreen Qt, settings in a temporary folder, a deterministic locale."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_ACCESSIBILITY", "0")

if sys.version_info < (3, 12):
    # PySide6 6.12 on CPython 3.11: every call of a void Qt method (setPen, setBold, ...)
    # drops one reference to None without taking it (fine on 3.12+, where None is immortal),
    # so after a few thousand calls the interpreter aborts with "none_dealloc". Give None a
    # reference count no test run can use up.
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(settings_path: Path) -> Iterator[object]:
    """A `Settings` backed by a temporary INI file (imports Qt lazily: engine tests stay Qt-free)."""
    from PySide6.QtCore import QSettings

    from referee_app.settings import Settings

    s = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    yield s
    s.sync()
