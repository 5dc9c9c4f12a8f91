"""The environment of an app process a test starts: offscreen, and its logs, autosave slots
and rulings in the test's own folder (never the user's), with the checkout importable."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def app_env(folder: Path, *, platform: str = "offscreen") -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM=platform,
        RIICHI_REFEREE_LOG_DIR=str(folder / "logs"),
        RIICHI_REFEREE_AUTOSAVE_DIR=str(folder / "autosave"),
        RIICHI_REFEREE_RULINGS_DIR=str(folder / "rulings"),
        PYTHONPATH=str(ROOT),
    )
    return env
