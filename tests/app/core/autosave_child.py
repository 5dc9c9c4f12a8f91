"""Child process for the kill tests: saves in a loop until it is killed.

``python autosave_child.py FOLDER`` drives `AutosaveStore` directly: after each completed save
it prints the sequence number; each document carries its own check (the note names the
sequence number and the padding length).

``python autosave_child.py FOLDER states`` drives the real `Autosaver` over a `HandState`: it
changes the honba counter, flushes, and prints the honba value it saved.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from referee_app.core.autosave import AutosaveStore
from referee_app.core.case_files import CaseFile


def store_loop(folder: str) -> None:
    store = AutosaveStore(folder, "hand")
    store.remove_stale_temp_files()
    start = store.newest()
    seq = start.seq if start is not None else 0
    while True:
        n = seq + 1
        pad = 1000 + (n * 7919) % 60_000  # sizes vary, so writes take different times
        doc = CaseFile(
            score={"ruleset": "ema", "hand": "123m456p789s1122z", "honba": n % 100},
            note=f"seq={n} pad={pad}",
            extra={"padding": "x" * pad},
        )
        seq = store.save(doc.to_json())
        assert seq == n
        sys.stdout.write(f"{seq}\n")
        sys.stdout.flush()


def states_loop(folder: str) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QSettings

    from referee_app.core.autosave import Autosaver
    from referee_app.core.context import AppContext
    from referee_app.core.hand_state import HandState
    from referee_app.core.settings import Settings

    app = QCoreApplication(sys.argv[:1])
    settings = Settings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
    context = AppContext(settings)
    hand = HandState(context)
    saver = Autosaver(context, hand, None, folder=folder, delay_ms=60_000)
    saver.restore()
    honba = hand.to_request()["honba"]
    base = {"hand": "234567m55p", "win_tile": "5p", "melds": ["pon:777z", "chi:345m"]}
    while True:
        honba = (honba + 1) % 100
        hand.load_request({**base, "honba": honba})
        saver.flush()
        sys.stdout.write(f"{honba}\n")
        sys.stdout.flush()
    del app


if __name__ == "__main__":
    if sys.argv[2:] == ["states"]:
        states_loop(sys.argv[1])
    else:
        store_loop(sys.argv[1])
