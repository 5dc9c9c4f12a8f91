"""Before Qt starts: no display, or Qt's system libraries missing -> one clear message, exit 1."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app import app
from referee_app.support import preflight
from tests.app_process import app_env

ALL_PRESENT = lambda soname: True  # noqa: E731 - a probe that finds every library


def test_no_display_says_so_and_names_the_headless_commands() -> None:
    message = preflight.check({}, ALL_PRESENT, platform="linux")
    assert message is not None
    assert "\n" not in message  # one line
    assert "no display" in message
    assert "DISPLAY" in message and "WAYLAND_DISPLAY" in message
    for command in ("--export", "--self-test", "riichi-referee engine COMMAND"):
        assert command in message
    # a command that a frozen app (no Python) does not have is not recommended
    assert "python -m" not in message


def test_x11_asked_for_without_a_display_is_no_display() -> None:
    message = preflight.check({"QT_QPA_PLATFORM": "xcb"}, ALL_PRESENT, platform="linux")
    assert message is not None and "no display" in message and "\n" not in message


def test_a_display_or_a_chosen_platform_is_enough_when_libraries_are_there() -> None:
    assert preflight.check({"DISPLAY": ":0"}, ALL_PRESENT, platform="linux") is None
    assert preflight.check({"WAYLAND_DISPLAY": "wayland-0"}, ALL_PRESENT, platform="linux") is None
    # offscreen (tests, the self-test) and other chosen plugins are left to Qt: nothing probed
    probed: list[str] = []
    assert (
        preflight.check({"QT_QPA_PLATFORM": "offscreen"}, probed.append, platform="linux") is None
    )  # type: ignore[arg-type]
    assert probed == []


def test_other_systems_are_not_checked() -> None:
    assert preflight.check({}, ALL_PRESENT, platform="win32") is None
    assert preflight.check({}, ALL_PRESENT, platform="darwin") is None


def test_missing_xcb_libraries_are_named_with_the_install_command_of_each_distribution() -> None:
    absent = {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    message = preflight.check({"DISPLAY": ":0"}, lambda name: name not in absent, platform="linux")
    assert message is not None
    first, *commands = message.splitlines()
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4, libxcb-keysyms.so.1" in first
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in message
    assert "sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms" in message
    assert "sudo pacman -S xcb-util-cursor xcb-util-wm xcb-util-keysyms" in message
    assert "riichi-referee engine" in commands[-1]


def test_packages_are_named_once_even_when_one_brings_several_libraries() -> None:
    absent = {"libxcb-shm.so.0", "libxcb-sync.so.1", "libglib-2.0.so.0", "libgthread-2.0.so.0"}
    message = preflight.check({"DISPLAY": ":0"}, lambda name: name not in absent, platform="linux")
    assert message is not None
    # Fedora and Arch ship all four xcb extensions in one libxcb package, glib in glib2.
    assert "sudo dnf install glib2 libxcb\n" in message
    assert "sudo apt install libglib2.0-0 libxcb-shm0 libxcb-sync1\n" in message


def test_headless_commands_name_missing_qt_gui_libraries_with_install_commands() -> None:
    absent = {"libglib-2.0.so.0", "libgthread-2.0.so.0", "libfontconfig.so.1"}
    message = preflight.check_headless(
        "--export", lambda name: name not in absent, platform="linux"
    )
    assert message is not None
    first, *rest = message.splitlines()
    assert first.startswith("riichi-referee: --export cannot run: ")
    assert "libfontconfig.so.1, libglib-2.0.so.0, libgthread-2.0.so.0" in first
    assert "sudo apt install libfontconfig1 libglib2.0-0\n" in message
    assert "sudo dnf install fontconfig glib2\n" in message
    assert "sudo pacman -S fontconfig glib2\n" in message
    assert "riichi-referee engine" in rest[-1]  # what still works without them
    assert "Traceback" not in message


def test_headless_commands_probe_qt_guis_libraries_only_and_only_on_linux() -> None:
    probed: list[str] = []

    def probe(name: str) -> bool:
        probed.append(name)
        return True

    assert preflight.check_headless("--self-test", probe, platform="linux") is None
    assert set(probed) == {lib.soname for lib in preflight.GUI_LIBRARIES}  # no xcb: offscreen
    assert preflight.check_headless("--export", lambda name: False, platform="win32") is None


@pytest.mark.parametrize("command", ["--export", "--self-test"])
def test_export_and_self_test_stop_before_qt_when_its_libraries_are_missing(
    command: str, tmp_path: Path
) -> None:
    # A real process in which one library Qt GUI needs cannot be found: the command says
    # which and how to install it, exits 1, prints no traceback and never imports Qt.
    arguments = (
        ["--export", "out.pdf", "case.json"] if command == "--export" else [command, "r.json"]
    )
    code = (
        "import sys\n"
        "from referee_app.support import preflight\n"
        "preflight.GUI_LIBRARIES += (preflight.SystemLibrary("
        "'libriichi-absent.so.7', 'libriichi-absent7', 'riichi-absent', 'riichi-absent'),)\n"
        "from referee_app.app import main\n"
        f"status = main({arguments!r})\n"
        "assert not any(m.startswith('PySide6.Qt') for m in sys.modules), 'Qt was imported'\n"
        "sys.exit(status)\n"
    )
    (tmp_path / "case.json").write_text("{}", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=app_env(tmp_path), capture_output=True, text=True, timeout=60, check=False,
        cwd=tmp_path,
    )  # fmt: skip
    if not sys.platform.startswith("linux"):
        pytest.skip("the check runs on Linux only")
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr.startswith(f"riichi-referee: {command} cannot run: ")
    assert "libriichi-absent.so.7" in result.stderr
    assert "sudo apt install libriichi-absent7" in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert not (tmp_path / "out.pdf").exists() and not (tmp_path / "r.json").exists()


def test_on_wayland_only_qt_guis_own_libraries_are_probed() -> None:
    probed: list[str] = []

    def probe(name: str) -> bool:
        probed.append(name)
        return True

    preflight.check({"WAYLAND_DISPLAY": "wayland-0"}, probe, platform="linux")
    assert "libGL.so.1" in probed
    assert not any(name.startswith("libxcb") for name in probed)


def test_qt_qpa_platform_decides_the_plugin_before_the_session() -> None:
    assert preflight.platform_plugin({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"}) == "xcb"
    assert preflight.platform_plugin({"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland"
    assert preflight.platform_plugin({"QT_QPA_PLATFORM": "vnc:size=800x600"}) == "vnc"
    assert preflight.platform_plugin({"DISPLAY": ":1", "WAYLAND_DISPLAY": "w"}) == "wayland"
    assert preflight.platform_plugin({"DISPLAY": ":1"}) == "xcb"
    assert preflight.platform_plugin({}) is None


def test_the_real_probe_finds_libc_and_not_an_invented_library() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux sonames")
    assert preflight.load_library("libc.so.6")
    assert not preflight.load_library("libriichi-no-such-library.so.9")


def test_main_prints_the_message_and_exits_1_before_qt_starts(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(preflight, "check", lambda: "riichi-referee: no display (test)")

    def no_gui(args: object) -> int:
        raise AssertionError("Qt must not start")

    monkeypatch.setattr(app, "run_gui", no_gui)
    monkeypatch.setenv("RIICHI_REFEREE_LOG_DIR", str(tmp_path / "logs"))
    assert app.main(["--settings", str(tmp_path / "s.ini")]) == 1
    assert capsys.readouterr().err.strip() == "riichi-referee: no display (test)"


def test_headless_commands_are_not_stopped_by_the_check(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(preflight, "check", lambda: "must not be asked")
    monkeypatch.setattr(app, "run_command_line", lambda args: 0)
    monkeypatch.setenv("RIICHI_REFEREE_LOG_DIR", str(tmp_path / "logs"))
    assert app.main(["--self-test", str(tmp_path / "r.json")]) == 0


def test_a_real_start_without_display_exits_1_with_the_message_and_no_core_dump(
    tmp_path: Path,
) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only")
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "PYTHONPATH": str(Path(__file__).resolve().parents[3]),
        "RIICHI_REFEREE_LOG_DIR": str(tmp_path / "logs"),
    }  # no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM
    result = subprocess.run(
        [sys.executable, "-m", "referee_app", "--settings", str(tmp_path / "s.ini")],
        env=env, capture_output=True, text=True, timeout=60, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 1  # not -6 (SIGABRT) as Qt's abort would give
    assert result.stderr.startswith("riichi-referee: no display")
    assert len(result.stderr.strip().splitlines()) == 1


def _needed(path: Path) -> set[str]:
    out = subprocess.run(
        ["readelf", "-d", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out))


#: Parts of glibc and GCC's runtime, on every system: not listed. Qt built on glibc 2.28
#: (PySide6 6.9's wheels) still links libdl and libpthread, which glibc 2.34 folded into libc.
GLIBC_AND_GCC_RUNTIME = frozenset(
    {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1"}
    | {"libstdc++.so.6", "libgcc_s.so.1"}
)


def test_the_list_covers_what_the_installed_xcb_plugin_takes_from_the_system() -> None:
    if not sys.platform.startswith("linux") or not shutil.which("readelf"):
        pytest.skip("needs readelf (Linux)")
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    plugin = qt / "plugins" / "platforms" / "libqxcb.so"
    needed = _needed(plugin) | _needed(qt / "lib" / "libQt6XcbQpa.so.6")
    from_system = {
        name
        for name in needed
        if not name.startswith("libQt6") and name not in GLIBC_AND_GCC_RUNTIME
    }
    listed = {lib.soname for lib in preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES}
    assert from_system <= listed, sorted(from_system - listed)
