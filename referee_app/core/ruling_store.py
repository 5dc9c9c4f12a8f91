"""Where the ruling log is kept: session files, their locks, reading them whole and appending.

The rulings themselves (types, builders, the check of a decision) live in `core/rulings.py`;
the Qt object the app records into and the Log tab watches is `core/ruling_log.RulingLog`.

**On disk** each session is one versioned JSON Lines file, ``rulings-<session>.jsonl``, in
``<AppDataLocation>/rulings``::

    {"format": "riichi-referee-ruling-log", "version": 1, "session": "...", "started": ...}
    {"seq": 1, "type": "ruling", "time": ..., "kind": "hand", "table": "7", "round": {...},
     "players": [...], "ruleset": "ema", "decision": {...}, "note": ""}
    {"seq": 2, "type": "note", "time": ..., "entry": 1, "note": "Disputed by West."}
    {"seq": 3, "type": "close", "time": ...}

Why lines appended rather than alternating snapshots (as `autosave` does): a record once
written is never rewritten, so no later write, bug or crash can take an older ruling with it;
each write costs one short line instead of the whole log; and the file reads as a history in
any text editor. The header is written to a temporary file and renamed into place (a session
file always starts whole); each record is one ``write`` of one line ending in ``\\n`` followed
by ``fsync``. A kill in the middle of a write can leave only the last line torn (no final
newline): the reader ignores it, and resuming the session cuts it off before appending. A note
edited later is a new ``note`` record, never a change of the old line.

**One writer per session.** Each session file has a lock file beside it,
``.rulings-<session>.jsonl.lock``, held with an OS lock (`referee_app.support.file_lock`) by
the running instance that writes the session: from before its header is written, or from the
moment it is resumed, until it is closed or the app stops. A second instance of the app (a
referee who double-clicks twice) finds the lock taken, leaves that session to its owner and
resumes an older open session nobody holds or, as a rule, starts a session of its own
(`RulingLog.held_elsewhere` names the session it left; the Log tab says so). The lock goes
with the process that holds it, however it ends: after a crash or a kill the next start
resumes that session as before. A session is read again once its lock is taken, so a close
written by the last owner in the meantime is seen. Files of earlier versions have no lock
file; the first instance that resumes one makes it.

Reading never trusts the file (size and line caps, strict JSON, consecutive sequence numbers,
every field checked). A damaged, hostile or newer-version file raises `RulingLogError`, whose
`message()` says why in the user's language; nothing is written to it then. At start the newest
session that was not closed and that no running instance holds is resumed; a refused one is set
aside (renamed, `set_aside_session`; one of a newer version is left as it is) and a new
session starts.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QStandardPaths

from referee_app.core.file_errors import FileProblemError
from referee_app.core.file_versions import LOG_FORMAT, LOG_VERSION, VersionError, upgrade
from referee_app.core.rulings import (
    MAX_DECISION_DEPTH,
    MAX_TEXT_CHARS,
    check_decision,
)
from referee_app.core.strict_json import StrictJsonError, nesting_depth, parse_json_bytes
from referee_app.support import safe_files
from referee_app.support.file_lock import FileLock

#: Tests and portable set-ups may move the log folder with this environment variable.
RULINGS_DIR_ENV = "RIICHI_REFEREE_RULINGS_DIR"
FILE_PREFIX = "rulings-"
FILE_SUFFIX = ".jsonl"
LOCK_SUFFIX = ".lock"
#: A session of a whole tournament day is a few hundred rulings of about 1 KB each.
MAX_LOG_BYTES = 16 * 1024 * 1024
MAX_LINE_BYTES = 64 * 1024
MAX_NOTE_CHARS = 4000
#: How deep a line's JSON may nest at all (its decision part is checked against the above).
MAX_LINE_DEPTH = 24
SEATS = 4
WINDS = ("E", "S", "W", "N")

#: The kinds the views emit today (HELPERS: hand, check, chombo, penalty, correction). A kind
#: the app does not know yet (from a newer app, same format version) is kept and shown by id.
KINDS = ("chombo", "penalty", "correction", "hand", "check")
#: The kinds a tournament report lists first (the EMA report's list of chombos and penalties).
SANCTIONS = frozenset({"chombo", "penalty"})

KIND_RE = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_SESSION_RE = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9a-f]{6}$")
_TR = "RulingLog"


def default_folder() -> Path:
    """``<AppDataLocation>/rulings`` (created with the first session)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".riichi-referee") / "rulings"


def now_iso() -> str:
    """The local time with its UTC offset, to the second: ``2026-12-02T14:05:09+02:00``."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


# --------------------------------------------------------------------------------------------
# Errors


class LogProblem(StrEnum):
    """Why a ruling log file was refused; each has a translatable message."""

    UNREADABLE = "unreadable"
    TOO_LARGE = "too_large"
    NOT_A_LOG = "not_a_log"
    NEWER_VERSION = "newer_version"
    BAD_VERSION = "bad_version"
    DAMAGED = "damaged"
    WRITE_FAILED = "write_failed"


_MESSAGES: dict[LogProblem, object] = {
    LogProblem.UNREADABLE: QT_TRANSLATE_NOOP(
        "RulingLog", "The ruling log %1 could not be read: %3."
    ),
    LogProblem.TOO_LARGE: QT_TRANSLATE_NOOP(
        "RulingLog", "The ruling log %1 is too large (%4 KB; at most %5 KB)."
    ),
    LogProblem.NOT_A_LOG: QT_TRANSLATE_NOOP(
        "RulingLog", "The file %1 is not a ruling log of this app."
    ),
    LogProblem.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "RulingLog",
        "The ruling log %1 was written by a newer version of the app (log version "
        "%4; this version reads up to %5). Please update the app.",
    ),
    LogProblem.BAD_VERSION: QT_TRANSLATE_NOOP(
        "RulingLog", "The ruling log %1 has no valid version number."
    ),
    LogProblem.DAMAGED: QT_TRANSLATE_NOOP(
        "RulingLog", "The ruling log %1 is damaged at line %4: %3."
    ),
    LogProblem.WRITE_FAILED: QT_TRANSLATE_NOOP(
        "RulingLog", "The ruling log %1 could not be written: %3."
    ),
}

_DETAILS: dict[str, object] = {
    "not_json": QT_TRANSLATE_NOOP("RulingLog", "the line is not valid JSON"),
    "not_utf8": QT_TRANSLATE_NOOP("RulingLog", "the line is not UTF-8 text"),
    "too_long": QT_TRANSLATE_NOOP("RulingLog", "the line is too long"),
    "sequence": QT_TRANSLATE_NOOP("RulingLog", "a record is missing or out of order"),
    "after_close": QT_TRANSLATE_NOOP("RulingLog", "records follow the end of the session"),
    "record": QT_TRANSLATE_NOOP("RulingLog", "a record has a wrong or missing field"),
    "note_target": QT_TRANSLATE_NOOP("RulingLog", "a note refers to no ruling"),
}

# why a file of the rulings folder is not read (`safe_files` refusals)
_UNSAFE_DETAILS: dict[safe_files.Reason, object] = {
    safe_files.Reason.FOLDER: QT_TRANSLATE_NOOP("RulingLog", "it is a folder"),
    safe_files.Reason.NOT_REGULAR: QT_TRANSLATE_NOOP("RulingLog", "it is not an ordinary file"),
    safe_files.Reason.SYMLINK: QT_TRANSLATE_NOOP("RulingLog", "it is a link to another file"),
}


def _tr(text: object) -> str:
    return str(QCoreApplication.translate(_TR, str(text)))


class RulingLogError(FileProblemError[LogProblem]):
    """A ruling log could not be read or written. Nothing was changed."""

    context = _TR
    messages = _MESSAGES
    details = _DETAILS


def _damaged(path: Path, line: int, key: str) -> RulingLogError:
    return RulingLogError(LogProblem.DAMAGED, path, found=line, detail_key=key)


# --------------------------------------------------------------------------------------------
# Entries and sessions


@dataclass(frozen=True, slots=True)
class NoteEdit:
    time: str
    note: str


@dataclass(frozen=True, slots=True)
class Entry:
    """One ruling: `decision` holds ``kind`` and the kind's ids and numbers."""

    seq: int
    time: str
    kind: str
    table: str
    round: dict[str, Any] | None
    players: tuple[dict[str, Any], ...]
    ruleset: str | dict[str, Any]
    decision: dict[str, Any]
    note: str = ""
    #: later edits of the note, oldest first (the first note is `note` when there is none)
    edits: tuple[NoteEdit, ...] = ()

    def player_name(self, seat: object) -> str:
        for player in self.players:
            if player.get("seat") == seat:
                return str(player.get("name", ""))
        return ""

    def to_record(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "type": "ruling",
            "time": self.time,
            "kind": self.kind,
            "table": self.table,
            "round": self.round,
            "players": list(self.players),
            "ruleset": self.ruleset,
            "decision": self.decision,
            "note": self.note,
        }


@dataclass(slots=True)
class Session:
    """A session's header and what its records say, in order."""

    id: str
    started: str
    app_version: str = ""
    path: Path | None = None
    closed: str | None = None
    entries: list[Entry] = field(default_factory=list)
    last_seq: int = 0
    #: bytes of the whole lines read (a torn last line starts here)
    good_length: int = 0
    torn_tail: bool = False

    def entry(self, seq: int) -> Entry | None:
        for entry in self.entries:
            if entry.seq == seq:
                return entry
        return None

    def header(self) -> dict[str, Any]:
        return {
            "format": LOG_FORMAT,
            "version": LOG_VERSION,
            "session": self.id,
            "started": self.started,
            "app_version": self.app_version,
        }


def new_session_id(when: datetime | None = None) -> str:
    moment = when or datetime.now().astimezone()
    return f"{moment:%Y%m%d-%H%M%S}-{os.urandom(3).hex()}"


def session_path(folder: Path, session_id: str) -> Path:
    return folder / f"{FILE_PREFIX}{session_id}{FILE_SUFFIX}"


def lock_path(path: Path) -> Path:
    """The lock file of the session file `path`: ``.rulings-<session>.jsonl.lock`` beside it."""
    return path.with_name(f".{path.name}{LOCK_SUFFIX}")


def remove_lock_file(path: Path) -> None:
    """Delete the lock file of a session nobody will write again (closed, or never made)."""
    with contextlib.suppress(OSError):
        lock_path(path).unlink()


# --------------------------------------------------------------------------------------------
# Reading


def _text(obj: Mapping[str, Any], key: str, limit: int = MAX_TEXT_CHARS) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(key)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (an escape in the file): never written back
        raise ValueError(key) from None
    return value


def _int(obj: Mapping[str, Any], key: str, low: int, high: int) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(key)
    return value


def check_round(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) - {"wind", "hand", "honba"}:
        raise ValueError("round")
    if value.get("wind") not in WINDS:
        raise ValueError("round.wind")
    return {
        "wind": value["wind"],
        "hand": _int(value, "hand", 1, SEATS),
        "honba": _int(value, "honba", 0, 999),
    }


def check_players(value: Any) -> tuple[dict[str, Any], ...]:
    if not isinstance(value, list) or len(value) > SEATS:
        raise ValueError("players")
    out = []
    for player in value:
        if not isinstance(player, Mapping) or set(player) - {"seat", "wind", "name", "id"}:
            raise ValueError("players")
        wind = player.get("wind", "")
        if wind not in (*WINDS, ""):
            raise ValueError("players.wind")
        out.append(
            {
                "seat": _int(player, "seat", 0, SEATS - 1),
                "wind": wind,
                "name": _text(player, "name"),
                "id": _text(player, "id"),
            }
        )
    return tuple(out)


def _check_ruleset(value: Any) -> str | dict[str, Any]:
    if isinstance(value, str) and len(value) <= 40:
        return value
    if isinstance(value, dict) and isinstance(value.get("base"), str):
        return value
    raise ValueError("ruleset")


def _ruling(record: Mapping[str, Any]) -> Entry:
    kind = record.get("kind")
    if not isinstance(kind, str) or not KIND_RE.match(kind):
        raise ValueError("kind")
    decision = record.get("decision")
    if not isinstance(decision, dict) or nesting_depth(decision) > MAX_DECISION_DEPTH + 1:
        raise ValueError("decision")
    check_decision(kind, decision)
    return Entry(
        seq=record["seq"],
        time=_text(record, "time", 40),
        kind=kind,
        table=_text(record, "table", 40),
        round=check_round(record.get("round")),
        players=check_players(record.get("players", [])),
        ruleset=_check_ruleset(record.get("ruleset")),
        decision=decision,
        note=_text(record, "note", MAX_NOTE_CHARS),
    )


def _lines(data: bytes) -> Iterator[tuple[int, bytes, bool]]:
    """(line number, line without newline, whole) for each line; only the last may be torn."""
    start, number = 0, 0
    while start < len(data):
        number += 1
        end = data.find(b"\n", start)
        if end < 0:
            yield number, data[start:], False
            return
        yield number, data[start:end], True
        start = end + 1


def _parse_json(line: bytes) -> dict[str, Any]:
    return parse_json_bytes(line, max_bytes=MAX_LINE_BYTES, max_depth=MAX_LINE_DEPTH)


def _parse_line(path: Path, number: int, line: bytes) -> dict[str, Any]:
    if len(line) > MAX_LINE_BYTES:
        raise _damaged(path, number, "too_long")
    try:
        return _parse_json(line)
    except StrictJsonError as exc:
        key = "not_utf8" if exc.problem == "not_utf8" else "not_json"
        raise _damaged(path, number, key) from None


def parse_log(data: bytes, path: Path | str) -> Session:
    """A session from a log file's bytes; raises `RulingLogError` (the file is not changed)."""
    path = Path(path)
    if len(data) > MAX_LOG_BYTES:
        raise RulingLogError(
            LogProblem.TOO_LARGE, path, found=len(data) // 1024, limit=MAX_LOG_BYTES // 1024
        )
    lines = list(_lines(data))
    if not lines or not lines[0][2]:
        raise RulingLogError(LogProblem.NOT_A_LOG, path)
    try:
        header = _parse_json(lines[0][1]) if len(lines[0][1]) <= MAX_LINE_BYTES else None
    except StrictJsonError:
        header = None
    if header is None or header.get("format") != LOG_FORMAT:
        raise RulingLogError(LogProblem.NOT_A_LOG, path)
    try:
        header = upgrade(LOG_FORMAT, header)
    except VersionError as exc:
        if exc.found is None:
            raise RulingLogError(LogProblem.BAD_VERSION, path) from None
        raise RulingLogError(
            LogProblem.NEWER_VERSION, path, found=min(exc.found, 10**6), limit=exc.limit
        ) from None
    session_id = header.get("session")
    started = header.get("started")
    app_version = header.get("app_version", "")
    if (
        not isinstance(session_id, str)
        or not _SESSION_RE.match(session_id)
        or not isinstance(started, str)
        or len(started) > 40
        or not isinstance(app_version, str)
        or len(app_version) > 40
    ):
        raise _damaged(path, 1, "record")
    session = Session(id=session_id, started=started, app_version=app_version, path=path)
    session.good_length = len(lines[0][1]) + 1
    for number, line, whole in lines[1:]:
        if not whole:  # a write cut short by a kill or a power cut: not part of the log
            session.torn_tail = True
            break
        record = _parse_line(path, number, line)
        seq = record.get("seq")
        if isinstance(seq, bool) or seq != session.last_seq + 1:
            raise _damaged(path, number, "sequence")
        if session.closed is not None:
            raise _damaged(path, number, "after_close")
        try:
            _read_record(session, record)
        except (ValueError, KeyError, TypeError):
            raise _damaged(path, number, "record") from None
        except LookupError:
            raise _damaged(path, number, "note_target") from None
        session.last_seq = seq
        session.good_length += len(line) + 1
    return session


class _NoTargetError(LookupError):
    pass


def _read_record(session: Session, record: dict[str, Any]) -> None:
    kind = record.get("type")
    if kind == "ruling":
        session.entries.append(_ruling(record))
    elif kind == "note":
        target = record.get("entry")
        time = _text(record, "time", 40)
        note = _text(record, "note", MAX_NOTE_CHARS)
        for i, entry in enumerate(session.entries):
            if entry.seq == target and not isinstance(target, bool):
                session.entries[i] = replace(
                    entry, note=note, edits=(*entry.edits, NoteEdit(time, note))
                )
                return
        raise _NoTargetError(str(target))
    elif kind == "close":
        session.closed = _text(record, "time", 40)
    else:
        raise ValueError("type")


def _unsafe(exc: safe_files.UnsafeFileError) -> RulingLogError:
    if exc.reason is safe_files.Reason.TOO_LARGE:
        return RulingLogError(
            LogProblem.TOO_LARGE, exc.path, found=exc.size // 1024, limit=MAX_LOG_BYTES // 1024
        )
    source = _UNSAFE_DETAILS.get(exc.reason)
    detail = _tr(source) if source is not None else exc.detail or os.strerror(errno.ENOENT)
    return RulingLogError(LogProblem.UNREADABLE, exc.path, detail=detail)


def read_log(path: Path | str, *, follow_symlinks: bool = True) -> Session:
    """Read a ruling log file (read-only); raises `RulingLogError`. Only an ordinary file is
    read (never a pipe or a device), and no symlink when `follow_symlinks` is False (the
    app's own rulings folder)."""
    path = Path(path)
    try:
        data = safe_files.read_regular_file(
            path, max_bytes=MAX_LOG_BYTES, follow_symlinks=follow_symlinks
        )
    except safe_files.UnsafeFileError as exc:
        raise _unsafe(exc) from None
    return parse_log(data, path)


@dataclass(frozen=True, slots=True)
class SessionInfo:
    """One file of the log folder: its session, or why it cannot be read."""

    path: Path
    session: Session | None
    error: RulingLogError | None


def session_files(folder: Path | str) -> list[Path]:
    """The ``rulings-*.jsonl`` files in `folder`, newest first (by name: the session id
    begins with the second it started)."""
    folder = Path(folder)
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"{FILE_PREFIX}*{FILE_SUFFIX}"), reverse=True)


#: How much of a file's end `ends_with_close` reads (a close record is one short line).
_TAIL_BYTES = 4096


def ends_with_close(path: Path) -> bool:
    """Whether the file's last line is whole and a ``close`` record, read from its end only.
    A quick look, not a check: any doubt answers False (the file is then read in full)."""
    try:
        fd = safe_files.open_for_reading(path, follow_symlinks=False)
    except safe_files.UnsafeFileError:
        return False
    try:
        with os.fdopen(fd, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            start = max(0, size - _TAIL_BYTES)
            f.seek(start)
            tail = f.read(_TAIL_BYTES)
    except OSError:
        return False
    if not tail.endswith(b"\n"):
        return False
    _before, newline, last = tail[:-1].rpartition(b"\n")
    if not newline and start > 0:  # the window begins inside the last line
        return False
    try:
        record = _parse_json(last)
    except StrictJsonError:
        return False
    return record.get("type") == "close"


def iter_sessions(folder: Path | str) -> Iterator[SessionInfo]:
    """Each ``rulings-*.jsonl`` in `folder`, newest first, read or refused (read lazily)."""
    for path in session_files(folder):
        try:
            yield SessionInfo(path, read_log(path, follow_symlinks=False), None)
        except RulingLogError as exc:
            yield SessionInfo(path, None, exc)


def list_sessions(folder: Path | str) -> list[SessionInfo]:
    """Every session file in `folder`, newest first, read or refused."""
    return list(iter_sessions(folder))


# --------------------------------------------------------------------------------------------
# Writing


_fsync_folder = safe_files.fsync_folder


def _line(record: Mapping[str, Any]) -> bytes:
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.encode("utf-8") + b"\n"


class SessionWriter:
    """Appends records to one session's file: each one written whole and fsync'ed, only while
    this writer holds the session's lock."""

    def __init__(self, session: Session, path: Path, lock: FileLock) -> None:
        self.session = session
        self.path = path
        self.lock = lock
        self._fd: int | None = None

    @classmethod
    def create(cls, folder: Path, session: Session) -> SessionWriter:
        """A new session file, locked before its header line is there whole (temp file,
        rename). Raises OSError (FileExistsError should the id be taken)."""
        folder.mkdir(parents=True, exist_ok=True)
        path = session_path(folder, session.id)
        lock = FileLock.try_acquire(lock_path(path))
        if lock is None or path.exists():
            if lock is not None:
                lock.release()
            raise FileExistsError(errno.EEXIST, "the session exists already", str(path))
        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
            try:
                with os.fdopen(fd, "wb") as f:
                    header = _line(session.header())
                    f.write(header)
                    f.flush()
                    os.fsync(f.fileno())
                Path(tmp).replace(path)
            except BaseException:
                with contextlib.suppress(OSError):
                    Path(tmp).unlink()
                raise
        except BaseException:
            lock.release()
            remove_lock_file(path)
            raise
        _fsync_folder(folder)
        session.path = path
        session.good_length = len(header)
        return cls(session, path, lock)

    @classmethod
    def resume(cls, session: Session, lock: FileLock) -> SessionWriter:
        """Continue a session read from its file while holding its `lock`; a torn last line
        is cut off first."""
        assert session.path is not None
        path = session.path
        writer = cls(session, path, lock)
        fd = writer._open()  # the file itself, never a symlink's target
        if session.torn_tail:
            os.ftruncate(fd, session.good_length)
            os.fsync(fd)
            session.torn_tail = False
        return writer

    def _open(self) -> int:
        if not self.lock.held:  # closed, or the app is stopping: the session is not ours
            raise ValueError("the session is no longer held")
        if self._fd is None:
            try:  # an ordinary file of the folder only: never a symlink's target elsewhere
                self._fd = safe_files.open_for_append(self.path)
            except safe_files.UnsafeFileError as exc:
                raise OSError(errno.EINVAL, _unsafe(exc).message(), str(self.path)) from None
            os.fsync(self._fd)  # a truncation just made is on disk before anything follows
        return self._fd

    def append(self, record: Mapping[str, Any]) -> None:
        """Write one record (its ``seq`` is the next one) and wait until it is on disk."""
        data = _line(record)
        if len(data) > MAX_LINE_BYTES:
            raise ValueError("record too long")
        fd = self._open()
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
        self.session.good_length += len(data)
        self.session.last_seq = int(record["seq"])

    @property
    def size(self) -> int:
        return self.session.good_length

    def close(self, *, finished: bool = False) -> None:
        """Stop writing and give the session up; `finished` (it was closed): its lock file
        goes too, nobody will write it again."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None
        self.lock.release()
        if finished:
            remove_lock_file(self.path)


# --------------------------------------------------------------------------------------------
# Keeping the folder clean


def set_aside_session(exc: RulingLogError) -> Path | None:
    """Rename a refused session file that no running instance holds out of the way
    (``….jsonl.damaged-<time>``, noted in the app's log file), so that no later start
    meets it again; one written by a newer version of the app is left as it is. The new
    path, or None when the file stays where it is."""
    path = exc.path
    if path is None or exc.problem is LogProblem.NEWER_VERSION:
        return None
    try:
        lock = FileLock.try_acquire(lock_path(path))
    except OSError:
        return None
    if lock is None:  # another instance is writing it
        return None
    try:
        moved = safe_files.set_aside(path, exc.summary())
    finally:
        lock.release()
    if moved is not None:
        remove_lock_file(path)
    return moved


def remove_stale_files(folder: Path) -> None:
    """Delete the temporary files of session headers whose write was killed: those of a
    session no running instance holds (another one may be making its file right now);
    and the lock files of sessions that are closed or gone, which nobody will take."""
    if not folder.is_dir():
        return
    _remove_stale_locks(folder)
    for tmp in folder.glob(f".{FILE_PREFIX}*{FILE_SUFFIX}.*.tmp"):
        target = tmp.with_name(tmp.name[1:].split(f"{FILE_SUFFIX}.", 1)[0] + FILE_SUFFIX)
        try:
            lock = FileLock.try_acquire(lock_path(target))
        except OSError:
            continue
        if lock is None:
            continue
        with contextlib.suppress(OSError):
            tmp.unlink()
        lock.release()
        if not target.exists():
            remove_lock_file(target)


def _remove_stale_locks(folder: Path) -> None:
    for lock_file in folder.glob(f".{FILE_PREFIX}*{FILE_SUFFIX}{LOCK_SUFFIX}"):
        target = lock_file.with_name(lock_file.name[1 : -len(LOCK_SUFFIX)])
        if target.exists() and not ends_with_close(target):
            continue  # an open session: its lock file stays for whoever resumes it
        try:
            lock = FileLock.try_acquire(lock_file)
        except OSError:
            continue
        if lock is None:
            continue  # held: its owner is closing it right now
        lock.release()
        remove_lock_file(target)


def sanction_first(entries: Sequence[Entry]) -> list[Entry]:
    """Chombos and penalties first, then the other rulings, each part in time order."""
    return [e for e in entries if e.kind in SANCTIONS] + [
        e for e in entries if e.kind not in SANCTIONS
    ]
