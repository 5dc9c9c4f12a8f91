"""Start-up: command line, QApplication, logging, the error hook, the main window.

``riichi-referee`` (the GUI script) and ``python -m referee_app`` both call `main()`.

Hooks for other parts:

* `build_parser()` is the one place that defines the command line; add arguments there.
* `run_command_line(args)` runs command-line work that needs no window (e.g. an export) and
  returns an exit status, or None to go on and open the window.
* `after_window_created(window, args)` runs right after the window is first shown (open a file
  given on the command line, offer to restore an autosave, add File-menu actions).
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from engine import __version__
from referee_app.text.placeholders import fill

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from referee_app.core.ruling_log import RulingLog
    from referee_app.core.settings import Settings
    from referee_app.views.main_window import MainWindow

APP_NAME = "Riichi Referee"
ORGANIZATION = "RiichiReferee"
APP_ID = "referee"

#: Set to 1 (or pass --startup-benchmark) to print when the window is first shown, then quit.
STARTUP_BENCHMARK_ENV = "RIICHI_REFEREE_STARTUP_BENCHMARK"
#: `riichi-referee engine COMMAND ...`: the engine's command line (`python -m engine`).
ENGINE_COMMAND = "engine"

_log = logging.getLogger(__name__)
_PROCESS_START = time.perf_counter()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="riichi-referee",
        description=(
            "Offline referee assistant for Riichi mahjong: scores hands, settles the table, "
            "looks up penalties and rules."
        ),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--self-test",
        metavar="REPORT.json",
        type=Path,
        help="check the installation offscreen, write a JSON report, exit 0 only if all passed",
    )
    parser.add_argument(
        "--settings",
        metavar="FILE.ini",
        type=Path,
        help="keep settings in this INI file instead of the per-user one",
    )
    parser.add_argument(
        "--startup-benchmark",
        action="store_true",
        help="print the time when the window is first shown and the peak memory, then quit",
    )
    parser.add_argument(
        "--export",
        metavar="OUT",
        type=Path,
        help="write FILE's report to OUT (.pdf, .png; .csv for a table game) and exit",
    )
    parser.add_argument(
        "file", nargs="?", type=Path, help="a case or table file (.json) to open or export"
    )
    parser.epilog = (
        f"{parser.prog} {ENGINE_COMMAND} COMMAND ...: the rules engine's command line (score, "
        f"waits, settle, ...; {parser.prog} {ENGINE_COMMAND} --help)"
    )
    return parser


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    return build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))


def run_command_line(args: argparse.Namespace) -> int | None:
    """Command-line work that needs no window; None means: open the window."""
    if args.self_test is not None:
        from referee_app.self_test import run_self_test

        return run_self_test(args.self_test, settings_file=args.settings)
    if args.export is not None:
        from referee_app.views.file_actions import run_export_command

        return run_export_command(args.export, args.file, settings_file=args.settings)
    return None


def run_engine(argv: Sequence[str]) -> int:
    """The engine's command line, the same contract as ``python -m engine``, under this
    program's name: a frozen app has no Python to run ``python -m engine`` with."""
    from engine import cli

    cli.set_prog(f"{build_parser().prog} {ENGINE_COMMAND}")
    return cli.main(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    from referee_app.support.logging_setup import guard_std_streams, setup_logging

    guard_std_streams()
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == [ENGINE_COMMAND]:
        return run_engine(arguments[1:])
    setup_logging(console=False)
    args = parse_args(arguments)
    from referee_app.support import qt_import

    qt_import.install()  # before the first PySide6 import: see the module's note
    if args.self_test is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _log.info("Riichi Referee %s starting (frozen=%s)", __version__, is_frozen())

    from referee_app.support import preflight

    headless = "--self-test" if args.self_test is not None else "--export" if args.export else None
    problem = preflight.check_headless(headless) if headless else None
    if problem is not None:  # Linux: Qt GUI's libraries missing (importing Qt would fail)
        _log.error("%s", problem)
        _print_error(problem)
        return 1
    status = run_command_line(args)
    if status is not None:
        return status
    from referee_app.support.preflight import check

    problem = check()  # Linux: no display, or Qt's libraries missing (Qt would abort)
    if problem is not None:
        _log.error("%s", problem)
        _print_error(problem)
        return 1
    return run_gui(args)


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication (reused when one exists, as under pytest-qt), named and with its icon."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from referee_app.support.resources import icon_path

    QApplication.setOrganizationName(ORGANIZATION)
    QApplication.setApplicationName(APP_ID)
    QApplication.setApplicationDisplayName(APP_NAME)
    QApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or [""]))
    icon = icon_path("referee.png")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def create_main_window(
    app: QApplication,
    settings: Settings,
    *,
    start_language: bool = True,
    ruling_log: RulingLog | None = None,
) -> MainWindow:
    """Everything the window needs, wired as in production; the self-test uses this too."""
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState
    from referee_app.core.table_state import TableState
    from referee_app.text.i18n import LanguageManager
    from referee_app.views.main_window import MainWindow

    languages = LanguageManager(app, settings)
    if start_language:
        languages.start()
    context = AppContext(settings)
    hand_state = HandState(context)
    table_state = TableState(context)
    window = MainWindow(
        context, hand_state, table_state, languages=languages, ruling_log=ruling_log
    )
    # the window owns its language manager: closing it removes the translators it installed
    languages.setParent(window)
    return window


def open_ruling_log() -> RulingLog:
    """The session's ruling log in ``$RIICHI_REFEREE_RULINGS_DIR`` or the app data folder,
    resuming the session that was open when the app last stopped."""
    from referee_app.core.ruling_log import RulingLog
    from referee_app.core.ruling_store import RULINGS_DIR_ENV, default_folder

    log = RulingLog(os.environ.get(RULINGS_DIR_ENV) or default_folder())
    log.restore()
    return log


def after_window_created(window: MainWindow, args: argparse.Namespace) -> None:
    """Work that needs the window: opening files, restoring an autosave, File actions."""
    from referee_app.views.file_actions import install

    install(window, args.file)  # parented to the window, which keeps it alive


def run_gui(args: argparse.Namespace) -> int:
    gc.disable()  # until the window is first shown: see `resume_gc_when_shown`
    try:
        return _run_gui(args)
    finally:
        gc.enable()


def resume_gc_when_shown(window: MainWindow) -> None:
    """Start-up runs with the cyclic garbage collector off, and turns it on once `window` is
    first shown. Building the window allocates a great many objects and none of them is
    garbage yet, so the collections Python would run meanwhile (60 to 70 of them, 20 to 45 ms
    of the time to the first window, `benchmarks/startup.py`) would only walk live objects.
    On the first show, whatever start-up built is frozen (left out of later collections, as
    it lives as long as the app) and collection resumes."""
    gc.disable()

    def resume() -> None:
        gc.freeze()
        gc.enable()

    window.first_shown.connect(resume)


def _run_gui(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QSettings, QTimer

    from referee_app.core.settings import Settings

    app = create_application(sys.argv[:1])
    install_excepthook()
    settings = (
        Settings(QSettings(str(args.settings), QSettings.Format.IniFormat))
        if args.settings is not None
        else Settings()
    )
    ruling_log = open_ruling_log()
    window = create_main_window(app, settings, ruling_log=ruling_log)
    resume_gc_when_shown(window)
    app.aboutToQuit.connect(ruling_log.shutdown)
    for refused in ruling_log.refused:  # set aside (or left); a new session was started
        window.statusBar().showMessage(ruling_log.refusal_text(refused), 20_000)
    if args.startup_benchmark or os.environ.get(STARTUP_BENCHMARK_ENV) == "1":
        window.first_shown.connect(lambda: QTimer.singleShot(0, _report_startup))
    # The File actions, the autosave's restore and a file named on the command line follow
    # on the event loop's next turn after the first show (as a rule before the window system
    # has the window painted): the window appears that much sooner.
    window.first_shown.connect(
        lambda: QTimer.singleShot(0, window, lambda: after_window_created(window, args))
    )
    window.show()
    return app.exec()


def _report_startup() -> None:
    """Print when the first window was shown, idle a second, print peak memory, quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    shown = time.time()
    _print(f"window-shown-epoch {shown:.6f}")
    _print(f"window-shown-after-process-start {time.perf_counter() - _PROCESS_START:.6f}")
    _print(f"cpu-seconds-at-shown {time.process_time():.6f}")

    def finish() -> None:
        peak = peak_memory_kib()
        if peak is not None:
            _print(f"peak-rss-kib {peak}")
        QApplication.quit()

    QTimer.singleShot(1000, finish)


def peak_memory_kib() -> int | None:
    """The process's peak resident memory in KiB (None where the platform does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak  # macOS reports bytes


def _print_error(text: str) -> None:
    stream = sys.stderr
    if stream is not None:
        stream.write(text + "\n")
        stream.flush()


def _print(line: str) -> None:
    stream = sys.stdout
    if stream is not None:
        stream.write(line + "\n")
        stream.flush()


# --- never a traceback in the user's face ------------------------------------------------

_showing_error = False


def install_excepthook() -> None:
    """Log any uncaught exception and show a friendly message; the app and its input stay."""
    sys.excepthook = _excepthook


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    global _showing_error
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, tb)
        return
    _log.error("Uncaught exception", exc_info=(kind, value, tb))
    if _showing_error:
        return
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QApplication, QMessageBox

    from referee_app.support.logging_setup import log_file

    if not isinstance(QApplication.instance(), QApplication):
        return
    _showing_error = True
    try:
        where = log_file()
        text = QCoreApplication.translate(
            "ErrorDialog",
            "Something went wrong inside the app. What you entered has been kept: you can "
            "carry on, or save your work and restart.",
        )
        if where is not None:
            text += "\n\n" + fill(
                QCoreApplication.translate("ErrorDialog", "The details were written to %1"),
                str(where),
            )
        box = QMessageBox(QApplication.activeWindow())
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("ErrorDialog", "Unexpected error"))
        box.setText(text)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the error's text is not markup
        box.exec()
    finally:
        _showing_error = False


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
