"""Reading and writing the app's files so that no file-system object can hang, crash or lose it.

The one home of the app's low-level file handling; `case_files`, `autosave`, the ruling log and
the custom ruleset editor go through it.

Reading (`read_regular_file`): only an ordinary file is read. It is opened without blocking (a
pipe named like a file cannot hang the reader), optionally without following a symlink (files of
the app's own data folders: a symlink there could lead anywhere), checked on the open handle
(`fstat`: no pipe, device, socket or folder, whatever was put in its place after a first look),
its size capped before anything is read, and at most the cap read. Every problem is one
`UnsafeFileError` with a `reason` the caller words in the user's language.

Writing (`write_bytes_atomic`): a temporary file in the target's folder with a recognisable name
(``.<name>.<random>.tmp``, created exclusively, so a planted symlink is never followed), flushed
and fsync'ed, `os.replace`d over the target, then the folder fsync'ed: the target always holds
either the old or the new whole file, whenever the process is killed.

Cleaning up (`remove_stale_temp_files`, `set_aside`): temporary files a killed write left behind
are deleted once they are old enough not to belong to a write in progress; a damaged file of a
data folder is renamed out of the way (``<name>.damaged-<time>``), never retried at every start.

It imports nothing of the app or of Qt.
"""

from __future__ import annotations

import contextlib
import glob
import logging
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

__all__ = [
    "DAMAGED_MARK",
    "TEMP_SUFFIX",
    "Reason",
    "UnsafeFileError",
    "fsync_folder",
    "is_temp_name",
    "open_for_append",
    "open_for_reading",
    "read_regular_file",
    "remove_stale_temp_files",
    "set_aside",
    "temp_files",
    "write_bytes_atomic",
]

log = logging.getLogger(__name__)

#: Every temporary file the app writes ends so (``.<target name>.<random>.tmp``).
TEMP_SUFFIX = ".tmp"
#: A damaged data file set aside is renamed ``<name>.damaged-<UTC time>``.
DAMAGED_MARK = ".damaged-"
#: A temporary file younger than this may belong to a write in progress (another instance).
STALE_AFTER_SECONDS = 60.0


class Reason(StrEnum):
    """Why a file was not read."""

    NOT_FOUND = "not_found"
    FOLDER = "folder"
    NOT_REGULAR = "not_regular"  # a pipe, socket or device
    SYMLINK = "symlink"  # refused where links are not followed
    TOO_LARGE = "too_large"
    UNREADABLE = "unreadable"  # any other OS error (`detail` holds its text)


class UnsafeFileError(Exception):
    """A file was not read: `reason`, the `path`, its `size` and the `limit` (TOO_LARGE) or
    the OS's `detail` (UNREADABLE)."""

    def __init__(
        self, reason: Reason, path: Path | str, *, size: int = 0, limit: int = 0, detail: str = ""
    ) -> None:
        self.reason = reason
        self.path = Path(path)
        self.size = size
        self.limit = limit
        self.detail = detail
        super().__init__(f"{reason}: {self.path} {detail or ''}".strip())


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def _open_checked(path: Path, flags: int, *, follow_symlinks: bool) -> int:
    """Open `path` with `flags` (never blocking) and return the fd of an ordinary file;
    raise `UnsafeFileError` otherwise (the fd is then closed)."""
    if not follow_symlinks:
        flags |= _NOFOLLOW
        with contextlib.suppress(OSError):  # where O_NOFOLLOW is missing (Windows)
            if path.is_symlink():
                raise UnsafeFileError(Reason.SYMLINK, path)
    try:
        fd = os.open(path, flags | _NONBLOCK | _BINARY | _CLOEXEC)
    except FileNotFoundError:
        raise UnsafeFileError(Reason.NOT_FOUND, path) from None
    except IsADirectoryError:
        raise UnsafeFileError(Reason.FOLDER, path) from None
    except OSError as exc:
        if path.is_dir():  # Windows cannot open a folder
            raise UnsafeFileError(Reason.FOLDER, path) from None
        if not follow_symlinks and path.is_symlink():  # ELOOP from O_NOFOLLOW
            raise UnsafeFileError(Reason.SYMLINK, path) from None
        raise UnsafeFileError(Reason.UNREADABLE, path, detail=exc.strerror or str(exc)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnsafeFileError(Reason.FOLDER, path)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeFileError(Reason.NOT_REGULAR, path)
        if _NONBLOCK and hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)  # an ordinary file: back to plain reads and writes
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_regular_file(path: Path | str, *, max_bytes: int, follow_symlinks: bool = True) -> bytes:
    """The bytes of the ordinary file `path`, at most `max_bytes` of them.

    Never blocks on a pipe, never reads a device, refuses a symlink when `follow_symlinks` is
    False and a file larger than `max_bytes` before reading it. Raises `UnsafeFileError`.
    """
    path = Path(path)
    fd = open_for_reading(path, follow_symlinks=follow_symlinks)
    try:
        with os.fdopen(fd, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size > max_bytes:
                raise UnsafeFileError(Reason.TOO_LARGE, path, size=size, limit=max_bytes)
            data = f.read(max_bytes + 1)
    except OSError as exc:
        raise UnsafeFileError(Reason.UNREADABLE, path, detail=exc.strerror or str(exc)) from None
    if len(data) > max_bytes:  # it grew while being read
        raise UnsafeFileError(Reason.TOO_LARGE, path, size=len(data), limit=max_bytes)
    return data


def open_for_reading(path: Path | str, *, follow_symlinks: bool = True) -> int:
    """An fd reading the ordinary file `path` (never a pipe or device; no symlink when
    `follow_symlinks` is False). Raises `UnsafeFileError`."""
    return _open_checked(Path(path), os.O_RDONLY, follow_symlinks=follow_symlinks)


def open_for_append(path: Path | str) -> int:
    """An fd appending to the existing ordinary file `path`, which must not be a symlink
    (a data file's appends never land outside its folder). Raises `UnsafeFileError`."""
    return _open_checked(Path(path), os.O_WRONLY | os.O_APPEND, follow_symlinks=False)


def fsync_folder(folder: Path | str) -> None:
    """Make a rename or a new file in `folder` durable (POSIX; a no-op elsewhere)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_bytes_atomic(path: Path | str, data: bytes) -> None:
    """Write `data` so that `path` always holds either the old or the new whole file.

    A temporary file made by `tempfile.mkstemp` in the target folder (``.<name>.<random>.tmp``:
    an unpredictable name, created exclusively), flushed and fsync'ed, then `os.replace`d over
    the target (a symlink at the target itself is replaced, not followed), then the folder is
    fsync'ed. On any failure the temporary file is removed and the error raised (OSError).
    After a save, the temporary files an earlier, killed save of the same file left are
    removed (those older than `STALE_AFTER_SECONDS`).
    """
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    done = False
    try:
        with os.fdopen(fd, "wb") as f:
            if hasattr(os, "fchmod"):  # mkstemp makes 0600; keep the old file's mode or 0644
                try:
                    mode = path.lstat().st_mode & 0o777 if path.is_file() else 0o644
                except OSError:
                    mode = 0o644
                os.fchmod(f.fileno(), mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        Path(tmp_name).replace(path)
        done = True
    finally:
        if not done:
            with contextlib.suppress(OSError):
                Path(tmp_name).unlink()
    if os.name == "posix":
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    # what an earlier save of this same file left when it was killed
    remove_stale_temp_files(path.parent, glob.escape(path.name))


def is_temp_name(name: str, target_pattern: str = "*") -> bool:
    """Whether `name` is one of our temporary files (of a target matching `target_pattern`)."""
    from fnmatch import fnmatchcase

    return fnmatchcase(name, f".{target_pattern}.*{TEMP_SUFFIX}")


def temp_files(folder: Path | str, target_pattern: str = "*") -> Iterator[Path]:
    """Our temporary files in `folder` (of targets matching `target_pattern`), never
    following a symlink (a symlink with such a name is listed: it is ours to delete)."""
    folder = Path(folder)
    with contextlib.suppress(OSError):
        yield from folder.glob(f".{target_pattern}.*{TEMP_SUFFIX}")


def remove_stale_temp_files(
    folder: Path | str, target_pattern: str = "*", *, older_than: float = STALE_AFTER_SECONDS
) -> int:
    """Delete our temporary files in `folder` (for targets matching `target_pattern`) that
    were last changed more than `older_than` seconds ago: a killed write's leftovers, not a
    write in progress. Returns how many were deleted; never raises."""
    now = time.time()
    removed = 0
    for path in list(temp_files(folder, target_pattern)):
        try:
            info = path.lstat()
            if stat.S_ISDIR(info.st_mode):
                continue
            if older_than > 0 and now - info.st_mtime < older_than:
                continue
            path.unlink()
            removed += 1
        except OSError:
            continue
    if removed:
        log.info("Removed %d temporary file(s) a stopped save left in %s", removed, folder)
    return removed


def set_aside(path: Path | str, why: str) -> Path | None:
    """Rename the damaged data file `path` to ``<name>.damaged-<UTC time>`` beside it (so that
    no later start reads it again) and note it in the log; the new path, or None when it
    could not be renamed (also logged). The file itself is kept for a person to look at."""
    path = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{DAMAGED_MARK}{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}{DAMAGED_MARK}{stamp}-{number}")
    try:
        path.replace(target)
    except OSError as exc:
        log.warning("Damaged file %s (%s) could not be set aside: %s", path, why, exc)
        return None
    fsync_folder(path.parent)
    log.warning("Damaged file %s set aside as %s: %s", path, target.name, why)
    return target
