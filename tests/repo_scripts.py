"""The repository's own scripts (``scripts/*.py``, ``packaging/*.py``), imported by path for
the tests that exercise them: they are not a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def load_script(relative: str) -> ModuleType:
    """The script at `relative` (from the repository's root) as a module named after its file,
    loaded once per test process. It is registered in `sys.modules` before it runs, since
    dataclasses look their module up while the classes are built."""
    path = ROOT / relative
    loaded = sys.modules.get(path.stem)
    if loaded is not None and Path(getattr(loaded, "__file__", "") or "") == path:
        return loaded
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = module
    spec.loader.exec_module(module)
    return module
