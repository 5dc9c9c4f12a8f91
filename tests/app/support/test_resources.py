"""Resources are found from a source checkout, a regular pip install, and the frozen app.

The frozen case is simulated here (sys.frozen / sys._MEIPASS); tests/packaging/ runs the real
executable, whose self-test renders every tile from its bundled resources.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import venv
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.support import resources
from referee_app.support.resources import icon_path, resource_path, resource_root, tile_paths

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(autouse=True)
def _fresh_root_cache() -> Iterator[None]:
    resource_root.cache_clear()
    yield
    resource_root.cache_clear()


def test_source_checkout_finds_the_resources_folder_of_the_repository() -> None:
    assert resource_root() == ROOT / "resources"
    assert icon_path("referee.svg").is_file()
    assert resource_path("icons/referee.png").is_file()


def test_tile_paths_lists_only_svg_files_sorted() -> None:
    paths = tile_paths()
    assert paths == sorted(paths)
    assert all(p.suffix == ".svg" and p.parent == ROOT / "resources" / "tiles" for p in paths)


@pytest.mark.parametrize("bad", ["../pyproject.toml", "/etc/passwd", "tiles/../../x"])
def test_resource_path_refuses_paths_outside_the_resources_folder(bad: str) -> None:
    with pytest.raises(ValueError, match="relative to the resources folder"):
        resource_path(bad)


def test_frozen_app_reads_resources_from_meipass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = tmp_path / "resources" / "icons"
    bundled.mkdir(parents=True)
    (bundled / "referee.png").write_bytes(b"png")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_root() == tmp_path / "resources"
    assert icon_path().read_bytes() == b"png"


def test_frozen_flag_without_bundle_folder_falls_back_to_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)  # no resources/ inside
    assert resource_root() == Path(resources.__file__).parents[2] / "resources"


def _copy_project(target: Path) -> None:
    """The files a wheel is built from, so the build never writes into the working tree."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm~")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, target / name)
    for package in ("engine", "referee_app", "resources"):
        shutil.copytree(ROOT / package, target / package, ignore=ignore)


@pytest.mark.slow
def test_regular_pip_install_ships_the_resources(tmp_path: Path) -> None:
    """Build a wheel, install it (not editable) into a fresh venv, look resources up there.

    The wheel is built as `pip install .` builds it: in an isolated environment with the
    setuptools that pyproject.toml asks for (pip fetches it from PyPI or its cache).
    """
    source = tmp_path / "src"
    source.mkdir()
    _copy_project(source)
    wheels = tmp_path / "wheels"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels),
         str(source)],
        check=False, cwd=tmp_path, timeout=300, capture_output=True, text=True,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = wheels.glob("riichi_referee-*.whl")

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False, system_site_packages=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--quiet", str(wheel)],
        check=True, cwd=tmp_path, timeout=300,
    )  # fmt: skip

    # Run from an empty folder so the checkout is not on sys.path; resources.py needs no Qt.
    probe = (
        "import json, referee_app.support.resources as r;"
        "print(json.dumps({'root': str(r.resource_root()), 'tiles': len(r.tile_paths()),"
        " 'icon': r.icon_path('referee.svg').is_file(),"
        " 'rules': sorted(p.name for p in r.resource_path('rules').iterdir())}))"
    )
    out = subprocess.run(
        [str(python), "-I", "-c", probe],
        check=True, cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    found = json.loads(out.stdout)
    assert Path(found["root"]).is_relative_to(env_dir), found["root"]
    assert found["icon"] is True
    assert found["tiles"] == len(tile_paths())  # every tile of the checkout was installed
    assert found["rules"] == sorted(p.name for p in (ROOT / "resources" / "rules").iterdir())
