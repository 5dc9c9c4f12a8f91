"""The settings file is read whole at the door too (issue 24, item 2): a hand-edited or
damaged settings file gives the defaults, never a failed start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import MAX_LIST, Settings

HOSTILE_RULESETS = [
    "{" + "[" * 100_000,  # json.loads: RecursionError
    '{"base": "ema", "x": ' + "[" * 5000 + "]" * 5000 + "}",
    '{"base": "ema", "uma": [1e999, 0, 0, 0]}',
    '{"base": "ema", "name": "x\\ud800"}',
    "{" + "x" * 200_000,
    "no_such_preset",
    "{not json",
]


def _settings(tmp_path: Path, **values: Any) -> Settings:
    qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in values.items():
        qsettings.setValue(key.replace("__", "/"), value)
    qsettings.sync()
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.mark.parametrize("stored", HOSTILE_RULESETS, ids=lambda v: v[:24])
def test_a_hostile_ruleset_in_the_settings_starts_under_the_default(
    qapp: Any, tmp_path: Path, stored: str
) -> None:
    context = AppContext(_settings(tmp_path, engine__ruleset=stored))
    assert context.ruleset == PRESETS["ema"]


def test_a_custom_ruleset_in_the_settings_still_loads(qapp: Any, tmp_path: Path) -> None:
    stored = '{"base": "rrc", "name": "Club rules", "uma": [15000, 5000, -5000, -15000]}'
    context = AppContext(_settings(tmp_path, engine__ruleset=stored))
    assert context.ruleset.name == "Club rules" and context.ruleset.base == "rrc"


def test_the_window_starts_with_a_hostile_settings_file(qapp: Any, tmp_path: Path) -> None:
    from referee_app.app import create_main_window

    settings = _settings(
        tmp_path,
        engine__ruleset="{" + "[" * 100_000,
        ui__language="xx",
        files__recent=[f"/tmp/f{i}.json" for i in range(10_000)] + ["x" * 100_000],
        window__tab="9" * 5000,
        window__geometry="!!not base64!!",
    )
    assert len(settings.recent_files) == MAX_LIST
    window = create_main_window(qapp, settings, start_language=False)
    try:
        window.show()
        assert window.context.ruleset == PRESETS["ema"]
        assert 0 <= window.tabs.currentIndex() < window.tabs.count()
    finally:
        window.close()
        window.deleteLater()
