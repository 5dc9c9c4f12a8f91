"""Logging to a file in the app data folder; never to a console that may not exist.

A windowed Windows build runs with ``sys.stdout`` and ``sys.stderr`` set to None, so nothing in
the app may write to them unguarded. `guard_std_streams()` replaces a missing stream with a
sink, and `setup_logging()` writes the log to ``<app data>/logs/referee.log`` (the folder can be
moved with the ``RIICHI_REFEREE_LOG_DIR`` environment variable, which tests use).
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TextIO

LOG_DIR_ENV = "RIICHI_REFEREE_LOG_DIR"
LOG_FILE_NAME = "referee.log"
#: The log file is rolled over past this size, keeping this many older files (.1 newest).
MAX_LOG_BYTES = 1_000_000
LOG_BACKUPS = 3

_log_file: Path | None = None


def guard_std_streams() -> None:
    """Give the process a stdout/stderr that accept writes (windowed builds have None)."""
    if sys.stdout is None:
        sys.stdout = _sink()
    if sys.stderr is None:
        sys.stderr = _sink()


def _sink() -> TextIO:
    # Lives as long as the process.
    return Path(os.devnull).open("w", encoding="utf-8")


def default_log_dir() -> Path:
    """``$RIICHI_REFEREE_LOG_DIR``, else the per-user app data folder of this platform."""
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "RiichiReferee" / "logs"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Logs" / "RiichiReferee"
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "riichi-referee" / "logs"


def setup_logging(*, console: bool = False, level: int = logging.INFO) -> Path | None:
    """Send the root logger to a rotating file (and to stderr if asked and stderr exists).

    Returns the log file, or None when no folder could be written (then logs go nowhere
    rather than crash the app).
    """
    global _log_file
    root = logging.getLogger()
    root.setLevel(level)
    for handler in list(root.handlers):
        if getattr(handler, "_referee_handler", False):
            root.removeHandler(handler)
            handler.close()
    formatter = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    _log_file = None
    try:
        folder = default_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        file_handler: RollingFileHandler | None = RollingFileHandler(folder / LOG_FILE_NAME)
    except OSError:
        file_handler = None
    if file_handler is not None:
        file_handler.setFormatter(formatter)
        file_handler._referee_handler = True  # type: ignore[attr-defined]
        root.addHandler(file_handler)
        _log_file = Path(file_handler.baseFilename)
    if console and sys.stderr is not None:
        stream_handler = logging.StreamHandler(sys.stderr)
        stream_handler.setFormatter(formatter)
        stream_handler.setLevel(logging.WARNING)
        stream_handler._referee_handler = True  # type: ignore[attr-defined]
        root.addHandler(stream_handler)
    return _log_file


class RollingFileHandler(logging.FileHandler):
    """A log file rolled over to ``.1`` … ``.<backups>`` once it passes `max_bytes`.

    The standard library's rotating handler lives in ``logging.handlers``, whose import (with
    sockets, pickling and queues the app never uses) costs about a tenth of the start-up work
    of our own modules; this one needs only ``logging``.
    """

    def __init__(
        self, path: Path, *, max_bytes: int = MAX_LOG_BYTES, backups: int = LOG_BACKUPS
    ) -> None:
        self.max_bytes = max_bytes
        self.backups = backups
        super().__init__(path, encoding="utf-8", delay=False)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.stream.tell() >= self.max_bytes:
                self.roll_over()
        except (OSError, ValueError):
            self.handleError(record)
            return
        super().emit(record)

    def roll_over(self) -> None:
        """referee.log → referee.log.1 → … → referee.log.<backups> (the oldest dropped)."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = Path(self.baseFilename)
        for number in range(self.backups - 1, 0, -1):
            older = base.with_name(f"{base.name}.{number}")
            if older.exists():
                older.replace(base.with_name(f"{base.name}.{number + 1}"))
        if self.backups > 0 and base.exists():
            base.replace(base.with_name(f"{base.name}.1"))
        elif base.exists():
            base.unlink()
        self.stream = self._open()


def log_file() -> Path | None:
    """The file `setup_logging` writes to, if any."""
    return _log_file
