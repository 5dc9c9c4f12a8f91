"""The app's command line: --version, --self-test, the start-up measurement, no-console runs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine import __version__
from referee_app import self_test
from referee_app.app import parse_args
from tests.app_process import app_env

ROOT = Path(__file__).resolve().parents[2]


def _run_app(
    tmp_path: Path, *args: str, code: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = app_env(tmp_path)
    command = [sys.executable, "-c", code] if code else [sys.executable, "-m", "referee_app"]
    return subprocess.run(
        [*command, *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_version_prints_the_package_version(tmp_path: Path) -> None:
    result = _run_app(tmp_path, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"riichi-referee {__version__}"


def test_unknown_option_is_refused_with_usage(tmp_path: Path) -> None:
    result = _run_app(tmp_path, "--no-such-option")
    assert result.returncode == 2  # argparse's usage error
    assert "usage: riichi-referee" in result.stderr


def test_windowed_build_without_stdout_or_stderr_does_not_crash(tmp_path: Path) -> None:
    # A windowed Windows build starts with sys.stdout and sys.stderr set to None.
    code = (
        "import sys; sys.stdout = None; sys.stderr = None;"
        "from referee_app.app import main; sys.exit(main(['--version']))"
    )
    result = _run_app(tmp_path, code=code)
    assert result.returncode == 0
    assert (tmp_path / "logs" / "referee.log").is_file()  # logging went to the app data folder


def test_parse_args_reads_self_test_and_settings_paths() -> None:
    args = parse_args(["--self-test", "out.json", "--settings", "s.ini"])
    assert args.self_test == Path("out.json")
    assert args.settings == Path("s.ini")
    assert args.startup_benchmark is False


@pytest.mark.slow
def test_self_test_from_source_passes_every_check(tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    result = _run_app(tmp_path, "--self-test", str(report_path))
    report = json.loads(report_path.read_text(encoding="utf-8"))
    checks = {c["name"]: c for c in report["checks"]}
    assert list(checks) == [
        "rule_topics",
        "main_window",
        "every_tab",
        "known_hands",
        "tile_images",
        "languages",
        "locale_data",
        "qt_messages",
    ]
    failed = {name: c["detail"] for name, c in checks.items() if not c["ok"]}
    assert not failed, json.dumps(failed, ensure_ascii=False, indent=1)[:3000]
    assert report["ok"] is True and report["frozen"] is False
    assert result.returncode == 0
    assert result.stdout == ""  # a self-test talks through its report only


def test_self_test_fails_and_says_which_hand_when_a_value_is_wrong(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    del qtbot  # the QApplication exists; the self-test reuses it
    wrong = self_test.KnownHand(
        "kokushi_claimed_double",
        {
            "ruleset": "ema",
            "hand": "119m19p19s1234567z",
            "win_tile": "9m",
            "win": "ron",
            "seat_wind": "W",
        },
        # West (not the dealer), single wait, no double yakuman in EMA 2025: 4 x 8000 = 32000.
        {"ok": True, "total": 64000},
    )
    monkeypatch.setattr(self_test, "KNOWN_HANDS", (wrong,))
    report_path = tmp_path / "report.json"
    status = self_test.run_self_test(report_path, settings_file=tmp_path / "s.ini")
    report: dict[str, Any] = json.loads(report_path.read_text(encoding="utf-8"))
    hands = next(c for c in report["checks"] if c["name"] == "known_hands")
    assert status == 1 and report["ok"] is False
    assert hands["ok"] is False
    assert hands["detail"]["kokushi_claimed_double"]["got"] == {"ok": True, "total": 32000}


@pytest.mark.slow
def test_startup_benchmark_reports_first_window_and_memory_then_quits(tmp_path: Path) -> None:
    result = _run_app(tmp_path, "--startup-benchmark", "--settings", str(tmp_path / "s.ini"))
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines())
    assert float(lines["window-shown-after-process-start"]) > 0
    if sys.platform != "win32":
        assert int(lines["peak-rss-kib"]) > 10_000  # a Qt window needs tens of MiB at least


_FIRST_SHOW_PROBE = """
import gc, json, os, sys
import referee_app.app as app

def report():
    from referee_app.support import qt_import
    loaded = sorted(m for m in sys.modules if m.startswith(("referee_app", "logging")))
    print(json.dumps({
        "modules": loaded,
        "gc_enabled": gc.isenabled(),
        "frozen": gc.get_freeze_count(),
        "hook_fast": getattr(sys.modules["shibokensupport.feature"]._mod_uses_pyside,
                             "_referee_fast", False),
    }), flush=True)
    os._exit(0)

app._report_startup = report
sys.exit(app.main(["--startup-benchmark", "--settings", sys.argv[1]]))
"""


@pytest.mark.slow
def test_the_first_window_loads_only_what_it_shows(tmp_path: Path) -> None:
    """At the first show: no module of another tab, of exports or of logging.handlers is
    loaded; the garbage collector is back on with start-up's objects frozen; PySide6's import
    hook reads sources the cheap way. Each is part of the start-up time (benchmarks/startup.py)."""
    result = _run_app(tmp_path, str(tmp_path / "s.ini"), code=_FIRST_SHOW_PROBE)
    assert result.returncode == 0, result.stderr
    probe = json.loads(result.stdout.strip().splitlines()[-1])
    loaded = set(probe["modules"])
    assert "referee_app.views.hand.hand_view" in loaded
    for later in (
        "referee_app.views.table.table_view",
        "referee_app.views.penalties.penalties_view",
        "referee_app.views.rules.rules_view",
        "referee_app.views.checks.checks_view",
        "referee_app.views.log.log_view",
        "referee_app.graphics.export",
        "referee_app.graphics.log_report",
        "referee_app.core.case_files",  # the ruling log reads its lines with strict_json
        "logging.handlers",
    ):
        assert later not in loaded, later
    assert probe["gc_enabled"] is True
    assert probe["frozen"] > 10_000
    assert probe["hook_fast"] is True


def test_the_engine_command_line_is_offered_under_the_apps_name(tmp_path: Path) -> None:
    # `riichi-referee engine ...` keeps `python -m engine`'s contract: the same JSON answer
    # to the same request, the same exit status.
    request = '{"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "ruleset": "ema"}'
    env = app_env(tmp_path)
    answers = [
        subprocess.run(
            [sys.executable, "-m", *module, "score"],
            input=request,
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        for module in (["engine"], ["referee_app", "engine"])
    ]
    assert answers[0].returncode == answers[1].returncode == 0, answers[1].stderr
    assert json.loads(answers[1].stdout) == json.loads(answers[0].stdout)
    # menzen tsumo 1 han; 20 + closed honour pon 8 + double-wind pair 2 + tsumo 2 = 32 -> 40 fu
    answer = json.loads(answers[1].stdout)
    assert (answer["han"], answer["fu"]) == (1, 40)
    assert not (tmp_path / "logs").exists()  # the engine's command line starts no app


def test_the_engine_command_lines_messages_name_it_as_it_was_started(tmp_path: Path) -> None:
    helps = [
        _run_app(tmp_path, "engine", "--help"),
        _run_app(tmp_path, "engine", "score", "--help"),
        _run_app(tmp_path, "engine"),
    ]
    for result in helps:
        text = result.stdout + result.stderr
        assert "riichi-referee engine" in text, text
        assert "python -m engine" not in text, text
    assert helps[2].returncode != 0  # no command given
    app_help = _run_app(tmp_path, "--help")
    assert "riichi-referee engine COMMAND" in app_help.stdout
