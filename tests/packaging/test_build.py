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
