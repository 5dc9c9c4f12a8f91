"""Child process for the ruleset save kill test: saves the custom ruleset in a loop until it is
killed, each time under another name, and prints the name after each completed save.

``python ruleset_save_child.py FILE``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.views.rules.ruleset_editor import RulesetEditor


def main(path: Path) -> None:
    app = QApplication.instance() or QApplication([])
    editor = RulesetEditor(AppContext(Settings()))
    n = 0
    while True:
        n += 1
        # names of varying length, so writes take different times
        editor.name_edit.setText(f"Club rules {n} " + "x" * ((n * 7919) % 150))
        assert editor.save_file(path), editor.status.text()
        sys.stdout.write(f"{n}\n")
        sys.stdout.flush()
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1]))
