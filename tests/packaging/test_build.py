"""packaging/build.py's command line (the build itself runs in test_frozen_app.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.repo_scripts import ROOT, load_script

build = load_script("packaging/build.py")


def test_an_unnamed_self_test_report_goes_beside_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # not into the folder the command is run from
    args = build.build_parser().parse_args(["--self-test"])
    assert build.self_test_report(args) == (ROOT / "dist" / "self-test.json").resolve()
    args = build.build_parser().parse_args(["--self-test", "--dist", str(tmp_path / "out")])
    assert build.self_test_report(args) == tmp_path / "out" / "self-test.json"


def test_a_named_self_test_report_is_where_it_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    args = build.build_parser().parse_args(["--self-test", "report.json"])
    assert build.self_test_report(args) == tmp_path / "report.json"
    assert build.build_parser().parse_args([]).self_test is None


def _folder(tmp_path: Path, names: set[str]) -> Path:
    folder = tmp_path / "riichi-referee"
    (folder / "_internal").mkdir(parents=True)
    for name in names:
        (folder / "_internal" / name).write_bytes(b"\x7fELF")
    return folder


def test_a_linux_bundle_must_carry_every_library_of_the_start_check_not_the_systems() -> None:
    from referee_app.support import preflight

    listed = preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES
    carried = {lib.soname for lib in listed if not lib.system}
    # the graphics drivers' GL/EGL, libxcb and fontconfig with its FreeType stay the system's
    assert {lib.soname for lib in listed if lib.system} == {
        "libGL.so.1", "libEGL.so.1", "libxcb.so.1", "libfontconfig.so.1", "libfreetype.so.6"
    }  # fmt: skip
    assert {"libxcb-randr.so.0", "libxcb-shape.so.0", "libxcb-icccm.so.4"} <= carried


def test_the_build_fails_naming_packages_when_the_bundle_lacks_a_library(tmp_path: Path) -> None:
    from referee_app.support import preflight

    listed = preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES
    every = {lib.soname for lib in listed if not lib.system}
    assert build.bundle_gaps(_folder(tmp_path / "whole", every)) is None
    gaps = build.bundle_gaps(
        _folder(tmp_path / "gaps", every - {"libxcb-randr.so.0", "libxcb-shape.so.0"})
    )
    assert gaps is not None
    assert "libxcb-randr.so.0, libxcb-shape.so.0" in gaps.splitlines()[0]
    assert "sudo apt install libxcb-randr0 libxcb-shape0" in gaps
    assert "sudo dnf install libxcb" in gaps


def test_the_build_fails_when_the_bundle_carries_a_library_that_must_be_the_systems(
    tmp_path: Path,
) -> None:
    from referee_app.support import preflight

    listed = preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES
    every = {lib.soname for lib in listed if not lib.system}
    gaps = build.bundle_gaps(_folder(tmp_path, every | {"libfontconfig.so.1"}))
    assert gaps is not None and "libfontconfig.so.1" in gaps
