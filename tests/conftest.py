"""Test-wide set-up: offscreen Qt, settings in a temporary folder, a deterministic locale."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


# --- a shuffled order (--shuffle-seed) -----------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--shuffle-seed",
        default=None,
        help="run the tests in a shuffled order: modules shuffled, then the tests within each "
        "module (module fixtures are still built once per module); an integer repeats an "
        "order, 'random' picks a seed and prints it",
    )


def _shuffle_seed(config: pytest.Config) -> int | None:
    value = config.getoption("--shuffle-seed")
    if value is None:
        return None
    if value == "random":
        import random

        seed = getattr(config, "_shuffle_seed", None)
        if seed is None:
            seed = random.SystemRandom().randrange(1, 10**9)
            config._shuffle_seed = seed  # type: ignore[attr-defined]
        return int(seed)
    return int(value)


def pytest_report_header(config: pytest.Config) -> str | None:
    seed = _shuffle_seed(config)
    return None if seed is None else f"shuffled order: --shuffle-seed={seed}"


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    seed = _shuffle_seed(config)  # also under -q, which hides the header: to repeat a failure
    if seed is not None:
        terminalreporter.write_line(f"shuffled order: --shuffle-seed={seed}")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    seed = _shuffle_seed(config)
    if seed is None:
        return
    import random

    rng = random.Random(seed)
    modules: dict[str, list[pytest.Item]] = {}
    for item in items:
        modules.setdefault(item.nodeid.split("::", 1)[0], []).append(item)
    order = sorted(modules)
    rng.shuffle(order)
    shuffled: list[pytest.Item] = []
    for name in order:
        group = modules[name]
        rng.shuffle(group)
        shuffled.extend(group)
    items[:] = shuffled
