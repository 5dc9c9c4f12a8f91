"""Child process for the two-instance tests: one running app's ruling log, driven by stdin.

``python ruling_log_instance.py FOLDER`` restores the log as the app does at its start and
prints ``resumed SESSION`` or ``new``, then ``held SESSION...`` (the sessions it left to other
running instances; none: ``held``). Each ``record N`` line records a ruling whose decision
holds ``n: N`` and prints ``SESSION SEQ`` once it is on disk; ``close`` closes the session and
prints ``closed``. At the end of its input it stops as the app does (the session stays open).
"""

from __future__ import annotations

import sys

from referee_app.core.ruling_log import RulingLog


def main(folder: str) -> None:
    log = RulingLog(folder)
    restored = log.restore()
    out = sys.stdout
    out.write(f"resumed {restored.id}\n" if restored is not None else "new\n")
    held = [i.session.id if i.session is not None else i.path.name for i in log.held_elsewhere]
    out.write(" ".join(["held", *held]) + "\n")
    out.flush()
    for line in sys.stdin:
        command = line.split()
        if command[:1] == ["record"]:
            entry = log.record({"kind": "hand", "ruleset": "ema", "n": int(command[1])})
            assert entry is not None
            out.write(f"{log.session.id} {entry.seq}\n")
        elif command == ["close"]:
            log.close_session()
            out.write("closed\n")
        out.flush()
    log.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
