"""The app's layers import only the Qt they are meant to: no widgets below the views.

import-linter checks which of our packages may import which (pyproject.toml); it cannot name a
part of an outside package, so this test holds the Qt modules each layer may use.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

APP = Path(__file__).resolve().parents[2] / "referee_app"

#: the Qt modules each layer may import (views may use any)
ALLOWED: dict[str, frozenset[str]] = {
    "core": frozenset({"QtCore"}),
    "text": frozenset({"QtCore"}),
    "rules": frozenset({"QtCore"}),
    "graphics": frozenset({"QtCore", "QtGui", "QtSvg"}),
    "support": frozenset({"QtCore"}),
}


def qt_modules(path: Path) -> set[str]:
    """The PySide6 modules `path` imports (``from PySide6.QtX import …``, ``import PySide6.QtX``,
    ``from PySide6 import QtX``)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith("PySide6."):
                found.add(node.module.split(".")[1])
            elif node.module == "PySide6":
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(
                alias.name.split(".")[1]
                for alias in node.names
                if alias.name.startswith("PySide6.")
            )
    return found


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_its_qt_modules(layer: str) -> None:
    wrong = {
        str(path.relative_to(APP)): sorted(qt_modules(path) - ALLOWED[layer])
        for path in sorted((APP / layer).rglob("*.py"))
        if qt_modules(path) - ALLOWED[layer]
    }
    assert wrong == {}, f"{layer}/ may import only {sorted(ALLOWED[layer])} of Qt"


def test_every_package_of_the_app_is_a_known_layer() -> None:
    """A new package is placed in the layers (pyproject.toml and `ALLOWED` here) on purpose."""
    packages = {p.name for p in APP.iterdir() if (p / "__init__.py").is_file()}
    assert packages == {*ALLOWED, "views"}


def test_the_scan_sees_each_form_of_import(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text(
        "from PySide6.QtWidgets import QLabel\nimport PySide6.QtGui\nfrom PySide6 import QtSvg\n",
        encoding="utf-8",
    )
    assert qt_modules(source) == {"QtWidgets", "QtGui", "QtSvg"}


#: the views that may read the ruling log: the Log tab shows it, the main window connects the
#: models to it; every other view leaves rulings to its model
LOG_READERS = frozenset({"views/log/log_view.py", "views/main_window.py"})
LOG_MODULES = ("referee_app.core.ruling_log", "referee_app.core.ruling_store")


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
    return out


def test_views_build_no_ruling_and_emit_no_dict() -> None:
    """Rulings are made by the models (issue 23): a view imports neither the ruling log nor the
    rulings' builders, and no view has a ``ruling_made`` signal of its own."""
    for path in sorted((APP / "views").rglob("*.py")):
        name = path.relative_to(APP).as_posix()
        imports = _imports(path)
        if name not in LOG_READERS:
            assert not any(i.startswith(LOG_MODULES) for i in imports), name
        assert not any(i.startswith("referee_app.core.rulings") for i in imports), name
        if name != "views/main_window.py":  # it connects the models' signals to the log
            assert "ruling_made" not in path.read_text(encoding="utf-8"), name
