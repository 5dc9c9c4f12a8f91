"""Render the Log tab and its exported report (docs/screenshots/log.png, log-export.png).

    .venv/bin/python scripts/log_screenshots.py            # English, into docs/screenshots
    .venv/bin/python scripts/log_screenshots.py ru OUT/    # another language, another folder

The window is built as the app builds it (1024x700, temporary settings and log folder); a short
session is played through the views' own signals: a hand shown to the table, two chombos
applied at the table, the waits of a hand shown, a note. The Log tab is grabbed, and the
report's first page is drawn with ``pdftoppm`` (poppler-utils) when it is installed, else the
app draws the report as a PNG.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine.rulesets import PRESETS  # noqa: E402
from referee_app.app import create_application, create_main_window  # noqa: E402
from referee_app.core.ruling_log import RulingLog  # noqa: E402
from referee_app.core.settings import Settings  # noqa: E402
from referee_app.graphics.log_report import export_log_pdf  # noqa: E402

SIZE = (1024, 700)
NAMES = ("Anna Kovalenko", "Boris", "Вера Соколова", "Gleb")


def settle(app: QApplication) -> None:
    for _ in range(8):
        app.processEvents()


def main(argv: list[str]) -> int:
    code = argv[0] if argv else "en"
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "docs" / "screenshots"
    app = create_application([])
    work = Path(tempfile.mkdtemp())
    settings = Settings(QSettings(str(work / "s.ini"), QSettings.Format.IniFormat))
    log = RulingLog(work / "rulings")
    window = create_main_window(app, settings, ruling_log=log)
    assert window.languages is not None
    window.languages.set_language(code)
    window.context.set_ruleset(PRESETS["ema"])
    window.resize(*SIZE)
    window.show()
    settle(app)

    table = window.table_state
    table.set_seating(list(NAMES), 0)
    table.confirm_seating()
    table.set_table_number("7")
    table.set_player_id(0, "EMA-0412")
    hand = window.hand_state
    view = window.table_view

    def show(request: dict[str, object]) -> None:
        hand.load_request(request)
        window.tabs.setCurrentWidget(window.hand_view)
        window.hand_view.show_to_table()
        settle(app)
        window.hand_view.show_to_table()  # and back

    def chombo(seat: int) -> None:
        view.set_outcome_kind("chombo")
        view.offender.setCurrentIndex(view.offender.findData(seat))
        view.form_edited()
        if not view.apply().get("ok"):
            raise SystemExit("the chombo was refused")

    show(
        {
            "hand": "234456m345p22678s",
            "win_tile": "3p",
            "win": "tsumo",
            "seat_wind": "S",
            "riichi": True,
            "dora_indicators": "4p",
        }
    )
    table.apply({"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 3, "fu": 30}]}, [])
    chombo(2)
    show({"hand": "234567m55p", "win_tile": "5p", "melds": ["pon:777z", "chi:345m"]})
    show({"hand": "1112345678999m", "win_tile": ""})
    table.apply({"type": "draw", "tenpai": [0, 3]}, [3])
    chombo(0)
    log.set_note(2, "Declared ron on a tile she had discarded; seen by both neighbours.")
    window.tabs.setCurrentWidget(window.log_view)
    window.log_view.select_seq(2)
    settle(app)

    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if code == "en" else f"-{code}"
    shot = out / f"log{suffix}.png"
    if not window.grab().save(str(shot)):
        raise SystemExit(f"could not write {shot}")
    print(shot)
    pdf = work / "log.pdf"
    if not window.log_view.export_to(pdf):
        raise SystemExit("the export failed")
    if shutil.which("pdftoppm"):
        stem = out / f"log-export{suffix}"
        subprocess.run(
            ["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", pdf, stem],
            check=True,
        )
        print(f"{stem}.png")
    else:  # the same page drawn as a PNG by the app, at the width pdftoppm gives at 80 dpi
        png = work / "log.png"
        export_log_pdf(window.log_view.session, png)
        image = QImage(str(png)).scaledToWidth(662, Qt.TransformationMode.SmoothTransformation)
        shot = out / f"log-export{suffix}.png"
        if not image.save(str(shot)):
            raise SystemExit(f"could not write {shot}")
        print(shot)
    log.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
