"""The Riichi referee assistant: a Qt GUI over the `engine` package."""

import sys

from engine import __version__

if sys.version_info < (3, 12):  # pragma: no branch
    # PySide6 6.12 on CPython 3.11: every call of a void Qt method (setPen, setBold, ...) drops
    # one reference to None without taking it (harmless on 3.12+, where None is immortal), so
    # after a few thousand calls the interpreter aborts with "none_dealloc". Give None a
    # reference count that no session can use up (2**40 calls).
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

__all__ = ["__version__"]
