"""The Linux release target: the build image, the Qt constraint and the gate tell one story.

The release job builds in a manylinux image, installs the Qt of packaging/constraints-linux.txt
and fails when packaging/check_bundle.py finds a binary needing more than its gate. The three
must agree with each other, with pyproject.toml's pin and with the wheel that pip installs.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import re
import shutil
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
CONSTRAINTS = ROOT / "packaging" / "constraints-linux.txt"
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


cb = load_script("packaging/check_bundle.py")


def _pins() -> dict[str, str]:
    pins: dict[str, str] = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        pin = line.split("#", 1)[0].strip()
        if pin:
            name, version = pin.split("==")
            pins[name.strip().lower()] = version.strip()
    return pins


def _wheel_tag() -> str:
    """The tag of the wheel the constraint was chosen for (its ``# wheel:`` line)."""
    text = CONSTRAINTS.read_text(encoding="utf-8")
    match = re.search(r"^# wheel: pyside6_essentials-([^-]+)-(\S+)\.whl$", text, re.MULTILINE)
    assert match, "constraints-linux.txt names no '# wheel:' file"
    assert match.group(1) == _pins()["pyside6-essentials"]
    return match.group(2)


def _linux_job() -> str:
    text = WORKFLOW.read_text(encoding="utf-8")
    return text[text.index("\n  linux:") : text.index("\n  desktop:")]


def test_the_constraint_pins_qt_and_its_bindings_to_one_release() -> None:
    pins = _pins()
    assert set(pins) == {"pyside6-essentials", "shiboken6"}
    assert pins["pyside6-essentials"] == pins["shiboken6"]


def test_the_constrained_release_is_one_the_project_allows() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (qt,) = [Requirement(r) for r in project["dependencies"] if r.startswith("PySide6")]
    assert Version(_pins()["pyside6-essentials"]) in qt.specifier


def test_the_wheel_the_image_and_the_gate_name_the_same_glibc() -> None:
    # manylinux_2_28 is glibc 2.28 (PEP 600): the wheel is built for it, the job builds in it,
    # and the gate lets nothing newer through.
    assert cb.manylinux_glibc(_wheel_tag()) == (2, 28)
    assert cb.manylinux_glibc(cb.RELEASE_BASE) == (2, 28)
    assert cb.parse_version(cb.DEFAULT_MAX["GLIBC"]) == (2, 28)
    assert f"container: quay.io/pypa/{cb.RELEASE_BASE}_x86_64\n" in _linux_job()


def test_the_cxx_gate_is_the_cxx_runtime_of_the_oldest_systems() -> None:
    # glibc 2.28 systems (RHEL 8, Debian 10, AlmaLinux 8 the build image) ship GCC 8's
    # libstdc++; GCC 8.1 added GLIBCXX_3.4.25 and CXXABI_1.3.11, nothing newer.
    assert cb.parse_version(cb.DEFAULT_MAX["GLIBCXX"]) == (3, 4, 25)
    assert cb.parse_version(cb.DEFAULT_MAX["CXXABI"]) == (1, 3, 11)


def test_the_linux_job_installs_with_the_constraint_and_gates_with_the_default() -> None:
    job = _linux_job()
    assert "pip install -c packaging/constraints-linux.txt -e '.[test,build]'" in job
    gate = re.search(r"^\s+run: (.*check_bundle\.py.*)$", job, re.MULTILINE)
    assert gate is not None
    assert "--max" not in gate.group(1) and "--report" not in gate.group(1)


def test_manylinux_tags_are_read_as_glibc_versions() -> None:
    assert cb.manylinux_glibc("cp39-abi3-manylinux_2_28_x86_64") == (2, 28)
    assert cb.manylinux_glibc("cp310-abi3-manylinux_2_34_x86_64") == (2, 34)
    assert cb.manylinux_glibc("manylinux_2_39_aarch64") == (2, 39)
    assert cb.manylinux_glibc("manylinux_2_28") == (2, 28)
    with pytest.raises(ValueError, match="manylinux2014"):
        cb.manylinux_glibc("manylinux2014_x86_64")  # the old alias carries no version


def _installed_qt() -> str:
    return importlib.metadata.version("PySide6-Essentials")


def test_the_release_job_runs_with_the_constrained_qt() -> None:
    if not os.environ.get("RIICHI_LINUX_RELEASE"):
        pytest.skip("only in the Linux release job (RIICHI_LINUX_RELEASE=1)")
    assert _installed_qt() == _pins()["pyside6-essentials"]


def test_the_installed_constrained_wheel_is_what_the_gate_allows() -> None:
    if not sys.platform.startswith("linux") or _installed_qt() != _pins()["pyside6-essentials"]:
        pytest.skip("PySide6-Essentials is not the Linux release's (the release job runs this)")
    if not shutil.which("readelf"):
        pytest.skip("needs readelf (binutils)")
    dist = importlib.metadata.distribution("PySide6-Essentials")
    wheel = dist.read_text("WHEEL") or ""
    assert f"Tag: {_wheel_tag()}" in wheel.splitlines()
    # Qt's own libraries and the platform plugins the app loads: within the gate.
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    binaries = [
        b
        for folder in (qt / "lib", qt / "plugins" / "platforms")
        for b in cb.scan(folder)
        if b.path.startswith(("libQt6Core", "libQt6Gui", "libQt6Widgets", "libQt6Svg", "libq"))
    ]
    assert len(binaries) >= 5  # Core, Gui, Widgets, Svg, at least one platform plugin
    limits = {family: cb.parse_version(v) for family, v in cb.DEFAULT_MAX.items()}
    assert cb.judge(binaries, set(), limits).above == []
