"""The one way to find shipped data files: tile art, rule texts, icons, compiled translations.

Data lives in the `resources` package (it has an ``__init__.py``), so one lookup serves all
three ways the app runs:

* a source checkout — the package is the folder next to `referee_app/`;
* a regular ``pip install .`` — setuptools copies the folder as package data;
* the PyInstaller executable — the spec copies it to ``<sys._MEIPASS>/resources``.

We anchor on the imported `resources` package itself, not on a sub-folder such as
``resources.tiles``: `importlib.resources.files("pkg.sub")` fails in the frozen app when the
sub-package was never imported (and the data folders are not packages at all).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

import resources as _resources_package

__all__ = [
    "icon_path",
    "resource_path",
    "resource_root",
    "rules_dir",
    "tile_paths",
    "translations_dir",
]


@cache
def resource_root() -> Path:
    """The folder that holds ``tiles/``, ``rules/``, ``icons/`` and ``translations/``."""
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        frozen_root = Path(meipass) / "resources"
        if frozen_root.is_dir():
            return frozen_root
    # Every way we ship the app installs real files (no zipped packages): the package's folder
    # is where its __init__.py is (importlib.resources says the same, but its import costs
    # start-up time; it stays the answer for a package without a file).
    init = getattr(_resources_package, "__file__", None)
    if init:
        return Path(init).resolve().parent
    import importlib.resources

    return Path(str(importlib.resources.files(_resources_package)))


def resource_path(relative: str) -> Path:
    """The path of one data file, e.g. ``resource_path("tiles/1m.svg")``.

    The path is returned even when the file does not exist, so a caller can decide how to
    report it; `Path.is_file()` tells.
    """
    rel = Path(relative)
    if rel.is_absolute() or ".." in rel.parts:
        raise ValueError(f"Resource paths are relative to the resources folder: {relative!r}")
    return resource_root() / rel


def tile_paths() -> list[Path]:
    """Every tile image (``tiles/*.svg``), sorted by name."""
    return sorted(resource_path("tiles").glob("*.svg"))


def translations_dir() -> Path:
    """Where the compiled ``.qm`` files are (``referee_ru.qm``, ``qtbase_ru.qm`` …)."""
    return resource_path("translations")


def rules_dir(language: str) -> Path:
    """The rule texts in one language (``rules/en``, ``rules/ru``, ``rules/uk``)."""
    return resource_path(f"rules/{language}")


def icon_path(name: str = "referee.png") -> Path:
    """The application icon (``icons/referee.svg`` is the source; PNG/ICO are rendered)."""
    return resource_path(f"icons/{name}")
