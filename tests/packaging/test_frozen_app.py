"""Build the one-folder app with PyInstaller and prove the frozen binary works.

Marked `packaging` (excluded by default; `pytest -m packaging` or .ci/run runs it): the build
takes about a minute on two cores.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import __version__

pytestmark = [pytest.mark.packaging, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
EXE_NAME = "riichi-referee" + (".exe" if sys.platform == "win32" else "")

#: Lines the frozen app may print on stderr without being broken (platform chatter). No
#: fontconfig warning: the bundle uses the system's fontconfig with the system's configuration.
STDERR_ALLOWED = (
    re.compile(r"^\s*$"),
    re.compile(r"^QStandardPaths: (XDG_RUNTIME_DIR not set|wrong permissions)"),
)

#: The zipped one-folder app must stay small (issue 17's target: 40 MB). Where the build
#: machine lacks icupkg the ICU data stays whole (27 MB more); the limit is then the old 60 MB.
ZIP_LIMIT_BYTES = 40_000_000 if shutil.which("icupkg") else 60_000_000


@dataclass(frozen=True)
class Build:
    dist: Path
    folder: Path
    zip_path: Path
    log: str


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    # .ci/run names a folder to keep the build in (it reports on it with check_bundle.py).
    kept = os.environ.get("RIICHI_REFEREE_SMOKE_DIR")
    out = Path(kept) if kept else tmp_path_factory.mktemp("frozen")
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"),
         "--dist", str(out / "dist"), "--work", str(out / "work")],
        cwd=ROOT, capture_output=True, text=True, timeout=1500, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    (zip_path,) = (out / "dist").glob(f"riichi-referee-{__version__}-*.zip")
    yield Build(out / "dist", out / "dist" / "riichi-referee", zip_path, result.stdout)


def _run(build: Build, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        RIICHI_REFEREE_LOG_DIR=str(tmp_path / "logs"),
        RIICHI_REFEREE_AUTOSAVE_DIR=str(tmp_path / "autosave"),
    )
    return subprocess.run(
        [str(build.folder / EXE_NAME), *args],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


def _unexpected_stderr(text: str) -> list[str]:
    return [line for line in text.splitlines() if not any(p.match(line) for p in STDERR_ALLOWED)]


def test_frozen_app_passes_its_self_test(build: Build, tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    result = _run(build, tmp_path, "--self-test", str(report_path))
    assert _unexpected_stderr(result.stderr) == []
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failed = {c["name"]: c["detail"] for c in report["checks"] if not c["ok"]}
    assert not failed, json.dumps(failed, ensure_ascii=False)[:3000]
    assert report["frozen"] is True  # it really ran from the bundle
    assert result.returncode == 0


def test_frozen_app_prints_its_version(build: Build, tmp_path: Path) -> None:
    result = _run(build, tmp_path, "--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"riichi-referee {__version__}"
    assert _unexpected_stderr(result.stderr) == []


def test_bundle_holds_our_resources_and_only_russian_and_ukrainian_qt_translations(
    build: Build,
) -> None:
    internal = build.folder / "_internal"
    bundled = internal / "resources"
    for group in ("tiles", "rules", "icons", "translations"):
        source = sorted(p.relative_to(ROOT / "resources") for p in (ROOT / "resources" / group).rglob("*") if p.is_file() and p.suffix in {".svg", ".md", ".json", ".png", ".ico", ".icns", ".qm"})  # fmt: skip
        assert source, group
        assert all((bundled / rel).is_file() for rel in source), group
    qt_qm = [p.name for p in internal.rglob("*.qm") if bundled not in p.parents]
    assert qt_qm, "Qt's own ru/uk translations are shipped for standard dialogs"
    assert all(re.search(r"_(ru|uk)\.qm$", name) for name in qt_qm), qt_qm


def test_bundle_leaves_out_qt_modules_the_code_never_imports(build: Build) -> None:
    pyside = build.folder / "_internal" / "PySide6"
    modules = {p.name.split(".")[0] for p in pyside.glob("Qt*") if p.is_file()}
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg"} <= modules
    assert not modules & {"QtNetwork", "QtQml", "QtQuick", "QtOpenGL", "QtDBus", "QtSql"}


def test_the_start_runs_no_runtime_hook_for_what_the_app_never_uses(build: Build) -> None:
    # PyInstaller's multiprocessing and pkgutil hooks import those modules at every start,
    # before the first window; only the PySide6 and inspect hooks are needed.
    (toc,) = (build.dist.parent / "work").rglob("PKG-00.toc")
    hooks = set(re.findall(r"pyi_rth_\w+", toc.read_text(encoding="utf-8")))
    assert hooks <= {"pyi_rth_pyside6", "pyi_rth_inspect"}, hooks


def test_zip_is_small_enough_and_unpacks_to_the_same_files(build: Build) -> None:
    assert build.zip_path.stat().st_size <= ZIP_LIMIT_BYTES
    with zipfile.ZipFile(build.zip_path) as zf:
        names = set(zf.namelist())
    on_disk = {
        p.relative_to(build.dist).as_posix()
        for p in build.folder.rglob("*")
        if p.is_file() or p.is_symlink()
    }
    assert names == on_disk


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle's links")
def test_bundle_has_no_dangling_links_and_no_tls_libraries(build: Build) -> None:
    dangling = [p for p in build.folder.rglob("*") if p.is_symlink() and not p.exists()]
    assert dangling == []
    names = {p.name for p in build.folder.rglob("*")}
    # Nothing in the app opens a network connection: no TLS module, no OpenSSL.
    assert not {n for n in names if n.startswith(("libssl", "libcrypto", "_ssl.", "_hashlib."))}
    assert "libstdc++.so.6" not in names  # the C++ runtime is the system's
    # so are fontconfig and FreeType: an older bundled fontconfig warns about newer configuration
    assert not names & {"libfontconfig.so.1", "libfreetype.so.6"}


@pytest.mark.skipif(not shutil.which("icupkg"), reason="ICU data is filtered only with icupkg")
def test_icu_data_is_filtered_and_libraries_are_stripped(build: Build) -> None:
    (icu,) = [p for p in build.folder.rglob("libicudata.so.*") if not p.is_symlink()]
    assert icu.stat().st_size < 6_000_000  # 30.6 MB whole; root/en/ru/uk only: about 3.5 MB
    assert "ICU data (" in build.log
    python = next(build.folder.rglob("libpython3*.so*"))
    sections = subprocess.run(
        ["readelf", "-S", "-W", str(python)], capture_output=True, text=True, check=True
    )
    assert ".symtab" not in sections.stdout


def test_frozen_app_offers_the_engines_command_line(build: Build, tmp_path: Path) -> None:
    # A zip user has no Python: `riichi-referee engine ...` is `python -m engine` for them.
    request = '{"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "ruleset": "ema"}'
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    result = subprocess.run(
        [str(build.folder / EXE_NAME), "engine", "score"],
        input=request, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    # menzen tsumo 1 han; 20 + closed honour pon 8 + double-wind pair 2 + tsumo 2 = 32 -> 40 fu
    assert (answer["ok"], answer["han"], answer["fu"]) == (True, 1, 40)
    usage = _run(build, tmp_path, "engine", "score", "--help")
    assert "riichi-referee engine score" in usage.stdout
    assert "python -m" not in usage.stdout + usage.stderr  # no command this build lacks


def test_bundle_holds_the_engines_data_and_its_penalty_catalogue_answers(
    build: Build, tmp_path: Path
) -> None:
    # The penalty catalogues and ladders (engine/data) are read through importlib.resources
    # from the engine package: PyInstaller bundles the package's code only, so the frozen
    # Penalties tab, the Table tab's offence box and `engine penalties` failed without them.
    internal = build.folder / "_internal"
    source = sorted(p.relative_to(ROOT) for p in (ROOT / "engine" / "data").glob("*.json"))
    assert source
    assert all((internal / rel).is_file() for rel in source), source
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    result = subprocess.run(
        [str(build.folder / EXE_NAME), "engine", "penalties"],
        input='{"ruleset": "rrc"}', cwd=tmp_path, env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["ok"] is True
