"""The app's log file: where it goes, and how it rolls over without logging.handlers."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.support import logging_setup
from referee_app.support.logging_setup import RollingFileHandler, setup_logging


@pytest.fixture
def log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "logs"
    monkeypatch.setenv(logging_setup.LOG_DIR_ENV, str(folder))
    yield folder
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_referee_handler", False):
            root.removeHandler(handler)
            handler.close()


def test_setup_writes_to_the_folder_named_by_the_environment(log_dir: Path) -> None:
    path = setup_logging()
    assert path == log_dir / "referee.log"
    logging.getLogger("referee_app.test").warning("a line for the referee log")
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "a line for the referee log" in path.read_text(encoding="utf-8")


def test_setup_twice_keeps_one_file_handler(log_dir: Path) -> None:
    setup_logging()
    setup_logging()
    ours = [h for h in logging.getLogger().handlers if getattr(h, "_referee_handler", False)]
    assert len(ours) == 1


def test_an_unwritable_folder_means_no_log_not_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv(logging_setup.LOG_DIR_ENV, str(blocker / "logs"))
    assert setup_logging() is None


def _record(message: str) -> logging.LogRecord:
    return logging.LogRecord("t", logging.INFO, __file__, 1, message, None, None)


def test_the_file_rolls_over_past_its_size_and_keeps_three_older_files(tmp_path: Path) -> None:
    path = tmp_path / "referee.log"
    handler = RollingFileHandler(path, max_bytes=100, backups=3)
    try:
        for number in range(12):  # each line is 60 bytes: every second line rolls over
            handler.emit(_record(f"{number:02d} " + "x" * 56))
    finally:
        handler.close()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["referee.log", "referee.log.1", "referee.log.2", "referee.log.3"]
    # newest in the file itself, then .1, .2, .3 (older); lines 00-03 are gone
    assert path.read_text(encoding="utf-8").startswith("10 ")
    assert (tmp_path / "referee.log.1").read_text(encoding="utf-8").startswith("08 ")
    assert (tmp_path / "referee.log.3").read_text(encoding="utf-8").startswith("04 ")
    every = "".join(p.read_text(encoding="utf-8") for p in tmp_path.iterdir())
    assert "00 " not in every and "03 " not in every


def test_an_existing_large_file_rolls_over_at_the_first_record(tmp_path: Path) -> None:
    path = tmp_path / "referee.log"
    path.write_text("y" * 500, encoding="utf-8")
    handler = RollingFileHandler(path, max_bytes=100, backups=2)
    try:
        handler.emit(_record("fresh"))
    finally:
        handler.close()
    assert path.read_text(encoding="utf-8") == "fresh\n"
    assert (tmp_path / "referee.log.1").read_text(encoding="utf-8") == "y" * 500


def test_no_backups_means_the_file_starts_again(tmp_path: Path) -> None:
    path = tmp_path / "referee.log"
    handler = RollingFileHandler(path, max_bytes=10, backups=0)
    try:
        handler.emit(_record("first line here"))
        handler.emit(_record("second"))
    finally:
        handler.close()
    assert [p.name for p in tmp_path.iterdir()] == ["referee.log"]
    assert path.read_text(encoding="utf-8") == "second\n"
