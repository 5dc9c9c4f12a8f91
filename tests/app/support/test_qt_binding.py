"""Guards against a Qt binding that corrupts the interpreter.

PySide6-Essentials 6.12.0 on CPython 3.11 drops one reference to None on every call of a void
Qt method; after a few thousand calls the app aborts with "none_dealloc". pyproject pins
PySide6-Essentials below 6.12; this test fails if an upgrade brings the bug back.
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QFont


def test_void_qt_calls_keep_none_refcount() -> None:
    font = QFont()
    before = sys.getrefcount(None)
    for _ in range(2000):
        font.setBold(True)
    after = sys.getrefcount(None)
    # Other code may take or drop a handful of references meanwhile; the bug drops 2,000.
    assert abs(after - before) < 100


def test_signal_emit_keeps_true_refcount() -> None:
    # The same 6.12.0 bug on the signal side: each Python-side emit() returned True without a
    # reference, so ~1,000 emits aborted the interpreter with "bool_dealloc".
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(2000):
        probe.ping.emit()
    assert abs(sys.getrefcount(True) - before) < 100
