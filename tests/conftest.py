"""Test-wide set-up: offscreen Qt, settings in a temporary folder, a deterministic locale."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_ACCESSIBILITY", "0")


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture
def settings(settings_path: Path) -> Iterator[object]:
    """A `Settings` backed by a temporary INI file (imports Qt lazily: engine tests stay Qt-free)."""
    from PySide6.QtCore import QSettings

    from referee_app.core.settings import Settings

    s = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    yield s
    s.sync()
