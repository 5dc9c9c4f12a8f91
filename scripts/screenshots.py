"""Render the README's screenshots (docs/screenshots/*.png) from the real window, offscreen.

    .venv/bin/python scripts/screenshots.py
        # hand.png, table.png, rules.png, table-corrected.png, table-corrected-report.png

The window is built as the app builds it (English, 1024x700, a temporary settings file), a
hand is typed, a short game is played on the Table tab, and each tab is grabbed. Then a whole
East-South game is played and its second hand corrected (the winner was misread), which moves
the deal and leaves the last hand pending: the Table tab (1366x768) and the game's report are
drawn. Run it after a visible change so the README shows the app as it is.
"""

from __future__ import annotations

import os
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
from referee_app.core import corrections  # noqa: E402
from referee_app.core.case_files import TableFile  # noqa: E402
from referee_app.core.settings import Settings  # noqa: E402
from referee_app.graphics.export import export_table  # noqa: E402
from referee_app.views.main_window import MainWindow  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZE = (1024, 700)
HAND = "234406m45p22678s 3p | dora:4p ura:1m"
NAMES = ("Anna", "Boris", "Vera", "Gleb")
#: (outcome, riichi declared) applied in turn: a few hands of an East round.
GAME: tuple[tuple[dict[str, object], list[int]], ...] = (
    ({"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 3, "fu": 30}]}, [1]),
    ({"type": "tsumo", "winner": 1, "han": 2, "fu": 30}, []),
    ({"type": "draw", "tenpai": [0, 3]}, [3]),
    ({"type": "ron", "discarder": 0, "winners": [{"seat": 3, "han": 4, "fu": 30}]}, []),
    ({"type": "chombo", "offender": 2}, []),
)


#: An East-South game of nine rons (winner, discarder, han; 30 fu), settled under EMA 2025: the
#: dealer Boris wins hand 2 and deals again, so nine hands make the game. Hand 2 is then
#: corrected (Anna won it, not Boris): the deal passes, every later hand moves one seat on,
#: and the ninth is left pending when the game ends after eight.
CORRECTED_GAME = (
    (2, 3, 1),
    (1, 3, 2),
    (3, 0, 3),
    (0, 1, 1),
    (1, 2, 2),
    (2, 3, 3),
    (3, 0, 1),
    (0, 1, 2),
    (1, 2, 3),
)
CORRECTED_SIZE = (1366, 768)


def _ron(winner: int, discarder: int, han: int) -> dict[str, object]:
    return {
        "type": "ron",
        "discarder": discarder,
        "winners": [{"seat": winner, "han": han, "fu": 30}],
    }


def corrected_game(app: QApplication, window: MainWindow) -> None:
    """table-corrected.png and table-corrected-report.png: a corrected record."""
    table = window.table_state
    window.context.set_ruleset(PRESETS["ema"])
    table.new_game()
    table.set_seating(list(NAMES), 0)
    table.confirm_seating()
    for winner, discarder, han in CORRECTED_GAME:
        answer = table.apply(_ron(winner, discarder, han), [])
        if not answer.get("ok"):
            raise SystemExit(f"the corrected game failed: {answer}")
    corrections.edit_hand(table, 1, _ron(0, 3, 2), [], "winner misread: Anna won, not Boris")
    window.resize(*CORRECTED_SIZE)
    window.tabs.setCurrentIndex(window.TAB_TABLE)
    window.table_view.history_list.setCurrentRow(1)  # the corrected hand
    settle(app)
    if not window.grab().save(str(OUT / "table-corrected.png")):
        raise SystemExit("could not write table-corrected.png")
    print(OUT / "table-corrected.png")
    report = Path(tempfile.mkdtemp()) / "report.png"
    export_table(TableFile(table=table.to_dict(), ruleset_json="ema"), report)
    image = QImage(str(report)).scaledToWidth(700, Qt.TransformationMode.SmoothTransformation)
    if not image.save(str(OUT / "table-corrected-report.png")):
        raise SystemExit("could not write table-corrected-report.png")
    print(OUT / "table-corrected-report.png")


def settle(app: QApplication) -> None:
    for _ in range(8):
        app.processEvents()


def main() -> int:
    app = create_application([])
    settings = Settings(
        QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    )
    window = create_main_window(app, settings)
    assert window.languages is not None
    window.languages.set_language("en")
    window.context.set_ruleset(PRESETS["rrc"])
    window.resize(*SIZE)
    window.show()
    settle(app)

    view = window.hand_view
    view.notation.setText(HAND)
    view.notation.returnPressed.emit()
    window.hand_state.set_seat_wind("S")
    window.hand_state.set_flag("riichi", True)
    window.hand_state.set_win("tsumo")
    window.hand_state.set_honba(1)
    window.hand_state.set_riichi_sticks(1)

    table = window.table_state
    window.context.set_ruleset(PRESETS["ema"])
    table.set_seating(list(NAMES), 0)
    table.confirm_seating()
    for outcome, riichi in GAME:
        answer = table.apply(outcome, riichi)
        if not answer.get("ok"):
            raise SystemExit(f"the sample game failed: {answer}")

    OUT.mkdir(parents=True, exist_ok=True)
    # the hand under RRC (red fives), the game and the rules under EMA 2025
    for index, name, preset in ((0, "hand", "rrc"), (1, "table", "ema"), (3, "rules", "ema")):
        window.context.set_ruleset(PRESETS[preset])
        window.tabs.setCurrentIndex(index)
        settle(app)
        if not window.grab().save(str(OUT / f"{name}.png")):
            raise SystemExit(f"could not write {name}.png")
        print(OUT / f"{name}.png")
    corrected_game(app, window)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
