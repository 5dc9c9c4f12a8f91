"""Check reports: PDF text in each language, PNG, and the headless command line."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from referee_app.core.case_files import CheckFile, save_file
from referee_app.core.check_state import CheckState
from referee_app.graphics.export import export_check, export_file_cli
from tests.app.graphics.test_export import _compiled_translator, pdf_text


@pytest.fixture
def english(qapp: Any, settings: Any) -> Iterator[None]:
    """English texts and en_US number formats, restored afterwards."""
    from referee_app.text.i18n import LanguageManager

    saved = QLocale()
    manager = LanguageManager(qapp, settings)
    manager.set_language("en")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(saved)
    manager.deleteLater()  # its translators go with it


def _kuikae(ruleset: str = "ema2016") -> CheckFile:
    state = CheckState("kuikae")
    state.hand.set_notation("chi:3m45m 6m")
    check = state.to_dict()
    check["request"]["ruleset"] = ruleset
    return CheckFile(check=check, note="Swap after a chi")


def test_check_pdf_in_english(english: None, tmp_path: Path) -> None:
    out = tmp_path / "check.pdf"
    export_check(_kuikae(), out)
    lines = pdf_text(out.read_bytes()).splitlines()
    assert "Check: Swap-calling (kuikae)" in lines
    # EMA 2016 §3.3.2: the other end of the run after a chi is a forbidden swap
    assert "The discard is not allowed (swap-calling)." in lines
    assert any("source: EMA16" in line for line in lines)
    assert "Swap after a chi" in lines


def test_check_pdf_marks_a_cost_worked_from_an_assumed_value(english: None, tmp_path: Path) -> None:
    state = CheckState("furiten")
    # 23m waits on 1m and 4m, 4m among the own discards: a ron on 1m is a false win. Under RRC
    # that is chombo, twice the uma step after uma: 40,000 at the default +30,000/+10,000 uma,
    # a value the preset marks assumed (rrc.md §1 row 32: the referee guide says 20,000)
    state.hand.set_notation("23m456p789s11z678m 1m")
    state.set_value("discards", "1z9p4m")
    check = state.to_dict()
    check["request"]["ruleset"] = "rrc"
    out = tmp_path / "furiten.pdf"
    export_check(CheckFile(check=check), out)
    text = pdf_text(out.read_bytes())
    assert "Chombo, 40,000* " in text
    # the page cannot be hovered: which value is assumed is printed under the cost
    assert "* Chombo deduction — A chombo costs twice the uma step after uma" in text
    assert "* Chombo in uma steps — A chombo costs twice the uma step, as the basic rules" in text


def test_tenpai_check_pdf_names_the_winds(english: None, tmp_path: Path) -> None:
    state = CheckState("draw_tenpai")
    # 23m 456p 789s 99s + pon of West, at the West seat: the pon is a yaku (yakuhai)
    state.hand.set_notation("23m456p789s99s pon:333z")
    state.hand.set_seat_wind("W")
    check = state.to_dict()
    check["request"]["ruleset"] = {"base": "ema", "tenpai_without_yaku": False}
    out = tmp_path / "tenpai.pdf"
    export_check(CheckFile(check=check), out)
    lines = pdf_text(out.read_bytes()).splitlines()
    assert "Seat wind: West, round wind: East" in lines
    assert "Counts as tenpai at the draw." in lines


def test_a_tenpai_file_of_before_the_winds_exports_at_east_east(
    english: None, tmp_path: Path
) -> None:
    # the version 1 sample saved before the page asked the winds: the engine is asked again
    # at East seat, East round, so the West pon is no yaku
    source = Path(__file__).parents[1] / "core" / "data" / "check-draw-tenpai-v1.json"
    out = tmp_path / "old.pdf"
    assert export_file_cli(out, source) == 0
    lines = pdf_text(out.read_bytes()).splitlines()
    assert "Seat wind: East, round wind: East" in lines
    assert "The hand has no yaku on any wait." in lines


@pytest.mark.parametrize("language", ["ru", "uk"])
def test_check_pdf_follows_the_language(
    qapp: Any, settings: Any, tmp_path: Path, language: str
) -> None:
    saved = QLocale()
    translator = _compiled_translator(language, tmp_path)
    qapp.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    try:
        out = tmp_path / "check.pdf"
        export_check(_kuikae(), out)
        lines = pdf_text(out.read_bytes()).splitlines()
        title = QCoreApplication.translate("ReportWriter", "Check: %1").replace(
            "%1", QCoreApplication.translate("CheckText", "Swap-calling (kuikae)")
        )
        verdict = QCoreApplication.translate(
            "CheckText", "The discard is not allowed (swap-calling)."
        )
        assert title != "Check: Swap-calling (kuikae)" and title in lines
        assert verdict in lines
        assert QCoreApplication.translate("ReportWriter", "What it costs") in lines
    finally:
        qapp.removeTranslator(translator)
        QLocale.setDefault(saved)


def test_check_png_and_cli(english: None, tmp_path: Path) -> None:
    source = tmp_path / "check.json"
    save_file(source, _kuikae("galaxy"))
    png = tmp_path / "check.png"
    assert export_file_cli(png, source) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "riichi-referee-check", "version": 1, '
        '"check": {"kind": "kuikae", "inputs": {"hand": "1m1m1m1m1m"}}}'
    )
    assert export_file_cli(tmp_path / "x.pdf", bad, stderr=None) == 2
    assert export_file_cli(tmp_path / "x.csv", source, stderr=None) == 2


def test_python_m_referee_app_exports_a_check(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[3]
    source = tmp_path / "check.json"
    save_file(source, _kuikae())
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
    env["RIICHI_REFEREE_LOG_DIR"] = str(tmp_path / "logs")
    out = tmp_path / "out.pdf"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "referee_app",
            "--settings",
            str(tmp_path / "s.ini"),
            "--export",
            str(out),
            str(source),
        ],
        check=False,
        capture_output=True,
        text=True,
        env=env,
        cwd=root,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF")
