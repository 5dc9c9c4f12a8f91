"""Child process for the kill test: saves a changing hand in a loop until it is killed.

Usage: ``python autosave_child.py FOLDER``. After each completed save it prints the sequence
number on stdout, so the parent knows the newest state that must survive a SIGKILL.
Each document carries its own check: the note names the sequence number and the padding length.
"""

from __future__ import annotations

import sys

from referee_app.autosave import AutosaveStore
from referee_app.case_files import CaseFile


def main() -> None:
    store = AutosaveStore(sys.argv[1], "hand")
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


if __name__ == "__main__":
    main()
