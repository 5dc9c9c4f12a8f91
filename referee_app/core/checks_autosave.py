"""The Checks tab's cases survive a restart, as the hand and the table do (`autosave`).

Each of the five pages keeps its case in two alternating, atomically written slots of its own
(``check-furiten-a.json``, ``check-furiten-b.json``, ...; `AutosaveStore`), beside the hand's
and the table's, each slot an ordinary check case file. A case is written shortly after it
changes and at once on `flush()` (on `aboutToQuit`); at start each page takes the newest
readable case of its kind. Restoring a case never changes the ruleset selected: the page is
shown under the current one, as after a ruleset switch. A slot that cannot be read or
applied is skipped and logged, never fatal.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from referee_app.core.autosave import DEFAULT_DELAY_MS, AutosaveStore
from referee_app.core.case_files import CheckFile
from referee_app.core.check_state import CheckKind
from referee_app.core.file_errors import UnwritableTextError

log = logging.getLogger(__name__)

__all__ = ["ChecksAutosave"]


class _StateLike(Protocol):
    @property
    def changed(self) -> Any: ...  # a bound Qt signal

    def to_dict(self) -> dict[str, Any]: ...
    def load_dict(self, obj: Mapping[str, Any]) -> None: ...


class ChecksAutosave(QObject):
    """Saves the Checks pages' cases after each change; `attach` restores them into the
    pages' states (the Checks view is built on first use, so this waits for it)."""

    def __init__(
        self, folder: Path | str, *, delay_ms: int = DEFAULT_DELAY_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.stores = {kind: AutosaveStore(folder, f"check-{kind}") for kind in CheckKind}
        self.states: dict[CheckKind, _StateLike] = {}
        self._dirty: set[CheckKind] = set()
        self._restoring = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.flush)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def attach(self, states: Mapping[CheckKind, _StateLike]) -> int:
        """Restore each page's newest case, then save its changes; returns how many came back."""
        restored = 0
        self._restoring = True
        try:
            for name, state in states.items():
                kind = CheckKind(name)
                self.states[kind] = state
                store = self.stores[kind]
                store.remove_stale_temp_files()
                found = store.newest()
                if found is None or not isinstance(found.document, CheckFile):
                    continue
                try:
                    state.load_dict(found.document.check)
                    restored += 1
                except ValueError as exc:
                    log.warning("Autosaved %s check not restored: %s", kind, exc)
        finally:
            self._restoring = False
        for kind, state in self.states.items():
            state.changed.connect(lambda k=kind: self._mark(k))
        return restored

    def _mark(self, kind: CheckKind) -> None:
        if self._restoring:
            return
        self._dirty.add(kind)
        self._timer.start()

    def flush(self) -> None:
        """Write every changed case now (cheap when nothing changed)."""
        self._timer.stop()
        dirty, self._dirty = self._dirty, set()
        for kind in sorted(dirty):
            state = self.states.get(kind)
            if state is None:
                continue
            try:
                self.stores[kind].save(CheckFile(check=state.to_dict()).to_json())
            except (OSError, ValueError, TypeError, UnwritableTextError):
                log.exception("Autosave of the %s check failed", kind)
