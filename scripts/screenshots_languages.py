"""Render every tab and dialog in Russian and Ukrainian at 1024x768, offscreen, to look at.

    .venv/bin/python scripts/screenshots_languages.py [OUT]
        # OUT (default /tmp/referee-screens): <what>-<ru|uk>.png for every tab, every Checks
        # page, the comparison of rulesets, the custom ruleset editor and the examples

The window is built as the app builds it (a temporary settings file), a tenpai hand with a
single-tile wait is typed on the Hand tab under RRC, a few hands are played on the Table tab,
and each screen is grabbed in each language. The README shows two of them
(docs/screenshots/hand-ru.png, docs/screenshots/table-uk.png: ``--readme`` writes those).
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

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog, QWidget  # noqa: E402

from engine.rulesets import PRESETS  # noqa: E402
from referee_app.app import create_application, create_main_window  # noqa: E402
from referee_app.core.settings import Settings  # noqa: E402
from referee_app.views.main_window import MainWindow  # noqa: E402

SIZE = (1024, 768)
#: a hand won on a single-tile wait (the South pair): its reading shows the single tile
HAND = "123m456p789s11122z"
NAMES = ("Анна", "Борис", "Віра", "Гліб")
GAME: tuple[tuple[dict[str, object], list[int]], ...] = (
    ({"type": "ron", "discarder": 2, "winners": [{"seat": 1, "han": 3, "fu": 30}]}, [1]),
    ({"type": "tsumo", "winner": 1, "han": 2, "fu": 40}, []),
    ({"type": "draw", "tenpai": [0, 3]}, [3]),
)
README = {("hand", "ru"): "hand-ru.png", ("table", "uk"): "table-uk.png"}
TABS = ("hand", "table", "penalties", "rules", "checks", "log")


def settle(app: QApplication) -> None:
    for _ in range(8):
        app.processEvents()


def save(widget: QWidget, path: Path) -> None:
    if not widget.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    print(path)


def dialogs(window: MainWindow) -> dict[str, QDialog]:
    from referee_app.views.checks.compare import CompareChecksDialog
    from referee_app.views.hand.compare_dialog import CompareDialog
    from referee_app.views.rules.ruleset_editor import RulesetEditor

    page = window.checks_view.current_page()
    return {
        "compare": CompareDialog(window.context, window.hand_state, window),
        "checks-compare": CompareChecksDialog(page.state, page),
        "ruleset-editor": RulesetEditor(window.context, window),
    }


def main() -> int:
    out = Path(next((a for a in sys.argv[1:] if not a.startswith("--")), "/tmp/referee-screens"))
    out.mkdir(parents=True, exist_ok=True)
    app = create_application([])
    settings = Settings(
        QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    )
    window = create_main_window(app, settings)
    assert window.languages is not None
    window.context.set_ruleset(PRESETS["rrc"])
    window.resize(*SIZE)
    window.show()
    settle(app)
    window.hand_view.notation.setText(HAND)
    window.hand_view.notation.returnPressed.emit()
    table = window.table_state
    table.set_seating(list(NAMES), 0)
    table.confirm_seating()
    for outcome, riichi in GAME:
        answer = table.apply(outcome, riichi)
        if not answer.get("ok"):
            raise SystemExit(f"the sample game failed: {answer}")
    window.checks_view.current_page().notation.setText("123456789m1122p")
    # rulings for the Log: the hand and the check shown to the table, a hand applied
    window.tabs.setCurrentIndex(0)
    settle(app)
    window.hand_view.show_to_table()
    settle(app)
    window.checks_view.show_to_table()
    settle(app)
    window.table_view.apply()
    for widget in window.findChildren(QWidget):  # the large-type displays shown to the table
        if "Overlay" in type(widget).__name__ and widget.isVisible():
            save(widget, out / f"overlay-{type(widget).__name__}.png")
            widget.hide()
    settle(app)
    for code in ("ru", "uk"):
        window.languages.set_language(code)
        settle(app)
        for index, name in enumerate(TABS):
            window.tabs.setCurrentIndex(index)
            settle(app)
            save(window, out / f"{name}-{code}.png")
            if name == "checks":
                for page_index in range(window.checks_view.tabs.count()):
                    window.checks_view.tabs.setCurrentIndex(page_index)
                    settle(app)
                    save(window, out / f"checks-{page_index}-{code}.png")
                window.checks_view.tabs.setCurrentIndex(0)
        for name, dialog in dialogs(window).items():
            dialog.show()
            settle(app)
            save(dialog, out / f"{name}-{code}.png")
            dialog.close()
            dialog.deleteLater()
    if "--readme" in sys.argv:
        shots = ROOT / "docs" / "screenshots"
        for (name, code), file in README.items():
            (shots / file).write_bytes((out / f"{name}-{code}.png").read_bytes())
            print(shots / file)
    window.languages.set_language("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
