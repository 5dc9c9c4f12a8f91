"""A cheaper answer to PySide6's question "does this module use PySide6?".

PySide6 installs an import hook that asks, for every module imported in the process (the
standard library's included, and once for every module imported before PySide6 itself), whether
its source mentions ``PySide6``: the answer decides whether ``from __feature__ import …``
switches apply to that module. It finds out with ``inspect.getsource``, which decodes and
splits the whole file and keeps it in ``linecache`` for the rest of the run. At start-up that
is about a hundred files, measured at 15–25 ms of the time before the first window
(``benchmarks/startup.py``).

`install()` gives the hook the same answer from the file's bytes: a ``.py`` file whose bytes
hold ``PySide6`` uses it; a module with no readable source file is asked the original way.
Call it before the first ``import PySide6``; it does nothing if this PySide6 has no such hook
(the function is internal to PySide6, so its absence must never stop the app).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

_MARK = b"PySide6"


def install() -> bool:
    """Replace the hook's source check; True if it was there to replace (or already was)."""
    if "shibokensupport.feature" not in sys.modules:
        try:
            import shiboken6  # noqa: F401  (loads shibokensupport, not yet any Qt module)
        except ImportError:
            return False
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "_referee_fast", False):
        return True
    feature._mod_uses_pyside = _fast_check(original)  # type: ignore[attr-defined]
    return True


def _fast_check(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            return _MARK in Path(path).read_bytes()
        except OSError:
            return False  # no source to read: what the original answers too

    uses_pyside._referee_fast = True  # type: ignore[attr-defined]
    uses_pyside._referee_original = original  # type: ignore[attr-defined]
    return uses_pyside


def uses_pyside(module: ModuleType) -> bool | None:
    """The hook's current answer for `module` (None when this PySide6 has no hook)."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    return bool(check(module)) if callable(check) else None
