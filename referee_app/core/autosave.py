"""Autosave: the current hand and table game survive a crash, a kill or a restart.

Each state is written as an ordinary case/table file (see `case_files`) with an extra
``"autosave": {"seq": n, "saved": iso}`` key, alternately into two slots,
``<name>-a.json`` and ``<name>-b.json``, and each write is atomic (temp file in the same folder,
flush, fsync, `os.replace`, fsync of the folder). So at any moment at least one slot holds the
previous good copy even if the file system loses the last rename, and on start the newest slot
that can be read *and* restored is loaded; the next write goes into the other slot, so the one
good copy is never overwritten. A slot that cannot be read or restored is set aside (renamed
``<slot>.damaged-<time>``, noted in the app's log file), never met again at the next start.
Only ordinary files are read (a pipe, device or symlink in the folder is refused at once).
Sequence numbers wrap below `SEQ_LIMIT`, which every reader accepts; which of two slots is newer
is decided modulo that limit. Temporary files left by a killed write are removed.

One owner per set of slots: a running instance holds a lock on its slots (``owner.lock``, an
OS file lock, `referee_app.support.file_lock`), so a second instance started meanwhile never
writes them; it takes the next free set (``instance-2/``, ``instance-3/``, ... under the same
folder; the first instance's slots stay directly in the folder, where earlier versions wrote
them). Starting, an instance takes, among the sets no running instance holds, the one with the
newest save, and restores it: after a crash or a restart the work of the instance that wrote
last comes back, and no other instance's slots are touched. The lock goes with the process
that holds it, however it ends: a lock file left behind is never stale in effect.

`Autosaver` watches `HandState.changed`, `TableState.changed` and the ruleset, coalesces bursts
with a short single-shot `QTimer`, and writes at once on `flush()` (called on `aboutToQuit`,
so a clean exit never loses the last state).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from referee_app.core.case_files import (
    AnyFile,
    CaseFile,
    CaseFileError,
    Problem,
    TableFile,
    apply_case,
    apply_table,
    case_from_state,
    parse_document,
    read_json_file,
    table_from_state,
    write_json_atomic,
)
from referee_app.core.context import AppContext
from referee_app.core.file_errors import write_failure_text
from referee_app.support import safe_files
from referee_app.support.file_lock import FileLock
from referee_app.support.placeholders import fill

log = logging.getLogger(__name__)

AUTOSAVE_KEY = "autosave"
DEFAULT_DELAY_MS = 400
LOCK_NAME = "owner.lock"
#: Sets of slots tried before an instance falls back to one of its own (``instance-p<pid>``).
MAX_INSTANCES = 16
_KINDS = ("hand", "table")
#: Sequence numbers stay below this (12 digits: what the strict reader accepts) and wrap.
SEQ_LIMIT = 10**12


def seq_newer(a: int, b: int) -> bool:
    """Whether sequence number `a` was written after `b`, counting modulo `SEQ_LIMIT` (the
    writer wraps from ``SEQ_LIMIT - 1`` to 0): `a` is newer when it is less than half the
    circle ahead of `b`."""
    return a != b and (a - b) % SEQ_LIMIT < SEQ_LIMIT // 2


def default_folder() -> Path:
    """``<AppDataLocation>/autosave`` (created on first save)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".riichi-referee") / "autosave"


@dataclass(frozen=True, slots=True)
class Restored:
    """The newest readable autosave of one kind."""

    document: AnyFile
    seq: int
    saved: str
    path: Path


class AutosaveStore:
    """Two alternating, atomically written slots for one kind of document ("hand", "table")."""

    def __init__(self, folder: Path | str, name: str) -> None:
        self.folder = Path(folder)
        self.name = name
        self.slots = (self.folder / f"{name}-a.json", self.folder / f"{name}-b.json")
        self._seq: int | None = None  # seq of the current (newest good) slot, read lazily
        self._current: Path | None = None  # the slot holding it: never the next one written
        #: slots the last `candidates(set_aside=True)` renamed out of the way
        self.set_aside: list[Path] = []

    def _read_slot(self, path: Path) -> Restored | str | None:
        """The slot's document, None when there is no slot, or why it cannot be read."""
        if not (path.exists() or path.is_symlink()):
            return None
        try:
            obj = read_json_file(path, follow_symlinks=False)
            meta = obj.get(AUTOSAVE_KEY)
            if not isinstance(meta, dict):
                return "no autosave sequence number"
            seq = meta.get("seq")
            if isinstance(seq, bool) or not isinstance(seq, int) or not 0 <= seq < SEQ_LIMIT:
                return "no valid autosave sequence number"
            saved = meta.get("saved", "")
            document = parse_document(obj)
        except CaseFileError as exc:
            if exc.problem is Problem.NEWER_VERSION:
                return ""  # a newer version's work: left as it is, not read
            return exc.summary()
        return Restored(document, seq, saved if isinstance(saved, str) else "", path)

    def candidates(self, *, set_aside: bool = False) -> list[Restored]:
        """The readable slots, newest first. With `set_aside` (only the owner of the folder
        may), a slot that cannot be read is renamed out of the way and logged."""
        found: list[Restored] = []
        for path in self.slots:
            read = self._read_slot(path)
            if isinstance(read, Restored):
                found.append(read)
            elif read:  # damaged
                log.warning("Autosave slot %s is not readable: %s", path, read)
                if set_aside:
                    self.discard(path, read)
        if len(found) == 2 and seq_newer(found[1].seq, found[0].seq):
            found.reverse()
        return found

    def discard(self, path: Path, why: str) -> None:
        """Set the slot `path` aside (it cannot be read or restored); logged."""
        moved = safe_files.set_aside(path, why)
        if moved is not None:
            self.set_aside.append(moved)
        if self._current == path:
            self._current = None

    def use(self, slot: Restored | None) -> None:
        """Continue after `slot` (restored): the next write takes the other slot."""
        self._seq = slot.seq if slot is not None else 0
        self._current = slot.path if slot is not None else None

    def newest(self) -> Restored | None:
        """The readable slot with the newest sequence number, or None."""
        found = self.candidates()
        best = found[0] if found else None
        self.use(best)
        return best

    def remove_stale_temp_files(self) -> None:
        """Delete temp files a killed write left behind (ours only: ``.<name>-?.json.*.tmp``)."""
        if not self.folder.is_dir():
            return
        safe_files.remove_stale_temp_files(self.folder, f"{self.name}-?.json", older_than=0)

    def save(self, obj: dict[str, Any]) -> int:
        """Write `obj` into the slot that does not hold the newest good copy; returns its
        sequence number. Raises OSError."""
        if self._seq is None:
            self.newest()
        seq = ((self._seq or 0) + 1) % SEQ_LIMIT
        if self._current is None:
            target = self.slots[seq % 2]
        else:
            target = self.slots[1] if self._current == self.slots[0] else self.slots[0]
        self.folder.mkdir(parents=True, exist_ok=True)
        saved = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        payload = {**obj, AUTOSAVE_KEY: {"seq": seq, "saved": saved}}
        write_json_atomic(target, payload)
        self._seq = seq
        self._current = target
        return seq

    def clear(self) -> None:
        for path in self.slots:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
        self._seq = 0
        self._current = None


def lock_slots(folder: Path) -> FileLock | None:
    """The lock on the set of slots in `folder` (``owner.lock``), or None when another
    instance holds it or it cannot be made (logged)."""
    path = folder / LOCK_NAME
    try:
        return FileLock.try_acquire(path)
    except OSError as exc:
        log.warning("Autosave lock %s cannot be opened: %s", path, exc)
        return None


def instance_folder(base: Path, number: int) -> Path:
    """Where instance `number` (1, 2, ...) keeps its slots: the first directly in `base`."""
    return base if number == 1 else base / f"instance-{number}"


def _newest_save(folder: Path) -> float:
    """When the newest slot in `folder` was written (its file time; 0 when there is none)."""
    newest = 0.0
    for kind in _KINDS:
        for path in AutosaveStore(folder, kind).slots:
            with contextlib.suppress(OSError):
                newest = max(newest, path.stat().st_mtime)
    return newest


def claim_slots(base: Path | str) -> tuple[Path, FileLock | None]:
    """Take the free set of slots under `base` with the newest save (the lowest free one when
    none has any), locked for this instance. Returns its folder and the lock (None only when
    no lock could be made at all, e.g. an unwritable folder: saving then reports its own
    error)."""
    base = Path(base)
    free: list[tuple[Path, FileLock]] = []
    for number in range(1, MAX_INSTANCES + 1):
        folder = instance_folder(base, number)
        if number > 1 and not folder.is_dir() and free:
            continue  # an empty set is only made when no free one exists
        lock = lock_slots(folder)
        if lock is not None:
            free.append((folder, lock))
    if not free:
        folder = base / f"instance-p{os.getpid()}"
        return folder, lock_slots(folder)
    # max keeps the first of equals: the lowest number when nothing was saved yet
    chosen = max(free, key=lambda item: _newest_save(item[0]))
    for _folder, lock in free:
        if lock is not chosen[1]:
            lock.release()
    if chosen[0] != base:
        log.info("Autosave: another instance owns %s; this one uses %s", base, chosen[0])
    return chosen


class _Changing(Protocol):
    @property
    def changed(self) -> Any: ...  # a bound Qt signal


class HandStateLike(_Changing, Protocol):
    def to_request(self) -> dict[str, Any]: ...
    def load_request(self, request: dict[str, Any]) -> None: ...


class TableStateLike(_Changing, Protocol):
    def to_dict(self) -> dict[str, Any]: ...
    def load_dict(self, data: dict[str, Any]) -> None: ...


class Autosaver(QObject):
    """Saves the hand and the table shortly after every change and restores them at start.

    `notes` returns the current free-text notes ``(case_note, table_note)`` so that they are
    kept too. Failures never interrupt the referee: they are logged and reported by `failed`.
    """

    failed = Signal(str)  # a translated message
    saved = Signal(str)  # "hand" or "table"

    def __init__(
        self,
        context: AppContext,
        hand_state: HandStateLike | None = None,
        table_state: TableStateLike | None = None,
        *,
        folder: Path | str | None = None,
        delay_ms: int = DEFAULT_DELAY_MS,
        notes: Callable[[], tuple[str, str]] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.hand_state = hand_state
        self.table_state = table_state
        self.base_folder = Path(folder) if folder is not None else default_folder()
        #: this instance's own slots (see `claim_slots`), held until `release`
        self.folder, self.lock = claim_slots(self.base_folder)
        lock = self.lock
        if lock is not None:
            self.destroyed.connect(lambda _obj=None: lock.release())
        self.hand_store = AutosaveStore(self.folder, "hand")
        self.table_store = AutosaveStore(self.folder, "table")
        #: returns ``(case_note, table_note)``; the File actions set it to their notes
        self.notes: Callable[[], tuple[str, str]] = notes or (lambda: ("", ""))
        self._dirty: set[str] = set()
        #: kinds whose last save failed (the window says so until a save succeeds)
        self.failing: set[str] = set()
        self.last_failure_reason = ""  # translated, for the window's banner
        self._restoring = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self.flush)
        if hand_state is not None:
            hand_state.changed.connect(self.hand_changed)
        if table_state is not None:
            table_state.changed.connect(self.table_changed)
        context.ruleset_changed.connect(self._ruleset_changed)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def release(self) -> None:
        """Write what is pending and give the slots up (another instance may take them)."""
        self.flush()
        if self.lock is not None:
            self.lock.release()

    # --- marking changes ---------------------------------------------------------------

    def _mark(self, kind: str) -> None:
        if self._restoring:
            return
        self._dirty.add(kind)
        self._timer.start()  # restarts: a burst of changes gives one write

    def hand_changed(self) -> None:
        if self.hand_state is not None:
            self._mark("hand")

    def table_changed(self) -> None:
        if self.table_state is not None:
            self._mark("table")

    def notes_changed(self) -> None:
        self.hand_changed()
        self.table_changed()

    def _ruleset_changed(self, ruleset: object) -> None:
        del ruleset
        self.notes_changed()

    @property
    def pending(self) -> bool:
        return bool(self._dirty)

    # --- writing -----------------------------------------------------------------------

    def flush(self) -> None:
        """Write every pending state now (idempotent; cheap when nothing changed).

        Only while this instance owns its slots: once released, nothing more is written."""
        self._timer.stop()
        if self.lock is not None and not self.lock.held:
            self._dirty.clear()
            return
        dirty, self._dirty = self._dirty, set()
        case_note, table_note = self.notes()
        for kind in sorted(dirty):
            try:
                doc = self._document(kind, case_note, table_note)
                if doc is None:
                    continue
                store = self.hand_store if kind == "hand" else self.table_store
                store.save(doc.to_json())
            except (OSError, ValueError, TypeError) as exc:
                log.exception("Autosave of the %s failed", kind)
                self._failed(kind, exc)
                continue
            self.failing.discard(kind)
            self.saved.emit(kind)

    def _document(self, kind: str, case_note: str, table_note: str) -> AnyFile | None:
        if kind == "hand" and self.hand_state is not None:
            return case_from_state(self.context, self.hand_state, case_note)
        if kind == "table" and self.table_state is not None:
            return table_from_state(self.context, self.table_state, table_note)
        return None

    def _failed(self, kind: str, exc: Exception) -> None:
        self.failing.add(kind)
        reason = write_failure_text(exc)
        self.last_failure_reason = reason
        self.failed.emit(
            fill(QCoreApplication.translate("Autosave", "Autosave failed: %1"), reason)
        )

    def verify(self) -> bool:
        """Check, without writing, that the current states can be saved (e.g. after a restore
        or an open: every text writable as UTF-8). On a problem `failed` is emitted and
        False returned; nothing is changed."""
        case_note, table_note = self.notes()
        ok = True
        for kind in _KINDS:
            try:
                doc = self._document(kind, case_note, table_note)
                if doc is not None:
                    text = json.dumps(doc.to_json(), ensure_ascii=False, allow_nan=False)
                    text.encode("utf-8")
            except (ValueError, TypeError) as exc:
                self._failed(kind, exc)
                ok = False
        return ok

    # --- restoring ---------------------------------------------------------------------

    def restore(self) -> tuple[CaseFile | None, TableFile | None]:
        """Load the newest readable autosaves into the states; returns what was restored.

        A slot that cannot be read or applied is skipped (logged), never fatal. The table is
        restored first and the hand last, so the ruleset shown is the hand's.
        """
        restored_case: CaseFile | None = None
        restored_table: TableFile | None = None
        table_corrected = False
        self._restoring = True
        try:
            for store in (self.hand_store, self.table_store):
                store.remove_stale_temp_files()
            if self.table_state is not None:
                table_state = self.table_state

                def load_table(document: AnyFile) -> bool:
                    if not isinstance(document, TableFile):
                        raise CaseFileError(Problem.WRONG_KIND)
                    apply_table(document, self.context, table_state, clock_kept_running=True)
                    # e.g. a running game clock that ran out while the app was closed
                    return table_state.to_dict() != document.table

                found = self._restore_newest(self.table_store, load_table)
                if found is not None:
                    assert isinstance(found[0].document, TableFile)
                    restored_table = found[0].document
                    table_corrected = found[1]
            if self.hand_state is not None:
                hand_state = self.hand_state

                def load_case(document: AnyFile) -> bool:
                    if not isinstance(document, CaseFile):
                        raise CaseFileError(Problem.WRONG_KIND)
                    apply_case(document, self.context, hand_state)
                    return False

                found = self._restore_newest(self.hand_store, load_case)
                if found is not None:
                    assert isinstance(found[0].document, CaseFile)
                    restored_case = found[0].document
        finally:
            self._restoring = False
        if table_corrected:
            self.table_changed()
        return restored_case, restored_table

    def _restore_newest(
        self, store: AutosaveStore, load: Callable[[AnyFile], bool]
    ) -> tuple[Restored, bool] | None:
        """Load the newest slot of `store` that the state accepts (what `load` returns
        with it); a slot it refuses is set aside and the older one tried. The store then
        writes into the other slot, never over the one restored."""
        owner = self.lock is not None and self.lock.held
        for found in store.candidates(set_aside=owner):
            try:
                changed = load(found.document)
            except (CaseFileError, ArithmeticError, RecursionError) as exc:
                log.warning("Autosave %s not restored: %s", found.path, exc)
                if owner:
                    store.discard(found.path, f"not restored: {exc}")
                continue
            store.use(found)
            return found, changed
        store.use(None)
        return None
