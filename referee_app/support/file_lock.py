"""An exclusive OS file lock, held by an open file of this process: one owner per thing.

The autosave's set of slots and each open session of the ruling log have one writer at a time,
the running instance that holds the thing's lock file. The lock is the operating system's
(``flock`` on POSIX, ``msvcrt.locking`` on Windows) on an open file: the system drops it when
that file is closed or the process ends, however it ends (a crash or a SIGKILL included). A
lock file left behind is therefore never stale in effect: whoever comes next simply takes it.
The pid written into it is for people and logs only, never trusted to decide anything.

Two lock objects of one process exclude each other as two processes do (each opens the file
anew), so two instances of the app in one test process behave as they would on a laptop.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

# imported here, not when a lock is released: `__del__` may run while the interpreter stops
if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl


class FileLock:
    """An exclusive, non-blocking OS lock on one file, held until `release` (or the end of
    the process)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd

    @classmethod
    def try_acquire(cls, path: Path | str) -> FileLock | None:
        """The lock on `path` (created with its folder if need be), or None when another
        process or another lock object of this one holds it. Raises OSError when the file
        cannot be opened at all (e.g. an unwritable folder)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        if not _try_lock(fd):
            os.close(fd)
            return None
        with contextlib.suppress(OSError):  # for people and logs only
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        return cls(path, fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Give the lock up (idempotent); the file stays for the next owner."""
        fd, self._fd = self._fd, None
        if fd is not None:
            with contextlib.suppress(OSError):
                _unlock(fd)
            with contextlib.suppress(OSError):
                os.close(fd)

    def __del__(self) -> None:
        self.release()


def _try_lock(fd: int) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - Windows
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
