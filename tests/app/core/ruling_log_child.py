"""Child process for the ruling log's kill tests: a zygote that forks loggers on demand.

``python ruling_log_child.py FOLDER`` imports the log once, then reads commands from stdin.
On ``fork`` it forks a logger and waits for it to die; the logger prints ``pid N`` and then,
after each completed write, ``SESSION SEQ`` (the record is on disk when the line is printed).
When the logger is dead the zygote prints ``done``. Forking from a warm process makes each
round cost milliseconds instead of a Python and Qt start, so hundreds of kills stay quick.

Each logger resumes the folder's open session (`RulingLog.restore`, which cuts a torn last
line), then records rulings whose decision names its own sequence number and padding length,
edits a note every 7th write and closes the session every 60th.
"""

from __future__ import annotations

import os
import sys

from referee_app.core.ruling_log import RulingLog


def logger(folder: str) -> None:
    log = RulingLog(folder)
    log.restore()
    out = sys.stdout
    out.write(f"pid {os.getpid()}\n")
    out.flush()
    while True:
        seq = log.session.last_seq + 1
        if seq % 60 == 0:
            log.close_session()
            out.write("closed\n")
        elif seq % 7 == 0 and log.session.entries:
            target = log.session.entries[-1].seq
            assert log.set_note(target, f"note {seq} on {target}")
            out.write(f"{log.session.id} {seq}\n")
        else:
            pad = 200 + (seq * 7919) % 3700  # records of different sizes (up to about 19 KB)
            entry = log.record(
                {
                    "kind": "chombo" if seq % 5 == 0 else "hand",
                    "ruleset": "ema",
                    "n": seq,
                    "padlen": pad,
                    "pad": "x" * pad,
                    "bulk": ["y" * 3000] * (seq % 6),
                }
            )
            assert entry is not None and entry.seq == seq
            out.write(f"{log.session.id} {seq}\n")
        out.flush()


def zygote(folder: str) -> None:
    for line in sys.stdin:
        if line.strip() != "fork":
            break
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            try:
                logger(folder)
            finally:
                os._exit(1)
        os.waitpid(pid, 0)
        sys.stdout.write("done\n")
        sys.stdout.flush()


if __name__ == "__main__":
    zygote(sys.argv[1])
