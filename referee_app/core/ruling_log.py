"""The ruling log: every decision the referee takes in a session, kept for the tournament report.

A *ruling* is a `rulings.Ruling` a model emits with ``ruling_made``: a hand value shown to
the table (`HandState`), a check shown or saved (`CheckState`), a chombo or penalty applied
and a correction of the record (`TableState`); the main window connects each model to
`RulingLog.record`. The ruling brings its own context (the table number, the round: wind,
hand number, honba, and each seat's wind and player *as they were at that hand*; none for the
Hand and Checks tabs); the log adds when (ISO 8601, local time with its offset) and keeps the
ruleset (a preset id, or the custom ruleset's overrides object) and the decision as plain ids
and numbers (`rulings.check_decision` holds for each). Words are chosen at display time, in
the language of the moment. The rulings' types and builders live in
`core/rulings.py`, the files they are kept in (sessions, locks, reading and appending) in
`core/ruling_store.py`; this module is the Qt object the app records into and the Log tab
watches.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from engine import __version__
from referee_app.core.file_errors import write_failure_text
from referee_app.core.ruling_store import (
    KIND_RE,
    MAX_LINE_BYTES,
    MAX_LOG_BYTES,
    MAX_NOTE_CHARS,
    SANCTIONS,
    SEATS,
    Entry,
    LogProblem,
    NoteEdit,
    RulingLogError,
    Session,
    SessionInfo,
    SessionWriter,
    check_players,
    check_round,
    ends_with_close,
    list_sessions,
    lock_path,
    new_session_id,
    now_iso,
    read_log,
    remove_lock_file,
    remove_stale_files,
    session_files,
    set_aside_session,
)
from referee_app.core.rulings import (
    Ruling,
    TableContext,
    check_decision,
    plain_text,
    ruleset_value,
    to_plain,
)
from referee_app.support.file_lock import FileLock
from referee_app.support.placeholders import fill

log = logging.getLogger(__name__)

# said after a refusal at start, when the refused file was renamed out of the way
_SET_ASIDE_NOTE = QT_TRANSLATE_NOOP("RulingLog", "It was set aside as %1.")


# --------------------------------------------------------------------------------------------
# The log of the running app


class TableLike(Protocol):
    """What the log reads of the game at the table (`TableState`)."""

    @property
    def names(self) -> list[str]: ...
    @property
    def round_wind(self) -> str: ...
    @property
    def honba(self) -> int: ...
    @property
    def hand_number(self) -> int: ...
    @property
    def table_number(self) -> str: ...
    @property
    def player_ids(self) -> list[str]: ...
    def seat_wind(self, seat: int) -> str: ...


def _context_json(context: TableContext) -> dict[str, Any]:
    return {
        "table": context.table,
        "round": context.round.to_json() if context.round is not None else None,
        "players": [p.to_json() for p in context.players],
    }


def table_context(table: TableLike | None) -> dict[str, Any]:
    """Table number, round and players of the game now at the table."""
    if table is None:
        return {"table": "", "round": None, "players": []}
    names, ids = table.names, table.player_ids
    players = [
        {
            "seat": seat,
            "wind": table.seat_wind(seat),
            "name": plain_text(names[seat] if seat < len(names) else ""),
            "id": plain_text(ids[seat] if seat < len(ids) else ""),
        }
        for seat in range(SEATS)
    ]
    return {
        "table": plain_text(table.table_number, 40),
        "round": {
            "wind": table.round_wind,
            "hand": table.hand_number,
            "honba": min(max(table.honba, 0), 999),
        },
        "players": players,
    }


class RulingLog(QObject):
    """The session's log: `record()` is the slot for every view's ``ruling_made(dict)``.

    With ``folder=None`` the log is kept in memory only (tests, the self-test). Writing never
    interrupts the referee: a failure is reported by `failed` (a translated message), and the
    entry stays in the session shown.
    """

    entry_added = Signal(int)  # seq
    note_changed = Signal(int)  # seq of the ruling
    session_changed = Signal()  # closed, new, restored
    failed = Signal(str)

    def __init__(
        self,
        folder: Path | str | None,
        table: TableLike | None = None,
        *,
        clock: Callable[[], str] = now_iso,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = Path(folder) if folder is not None else None
        self.table = table
        self.clock = clock
        self.session = self._fresh()
        self._writer: SessionWriter | None = None
        #: files the last `restore` refused (left untouched), with the reason
        self.refused: list[RulingLogError] = []
        #: refused session files the last `restore` renamed out of the way: old path -> new
        self.set_aside_as: dict[Path, Path] = {}
        #: open sessions the last `restore` left to the other running instance writing them,
        #: newest first (read when they were found)
        self.held_elsewhere: list[SessionInfo] = []

    def _fresh(self) -> Session:
        """A session not yet on disk: it starts (file, id, time) with its first ruling."""
        return Session(id=new_session_id(), started="", app_version=__version__)

    # --- start ---------------------------------------------------------------------------

    def restore(self) -> Session | None:
        """Resume the newest session that was not closed and that no other running instance
        holds (None when there is none: the next ruling starts a new session).

        A session another instance is writing is left to it (`held_elsewhere`) and the older
        ones are looked at: an open session left by an instance that stopped or died is
        resumed by the next start that finds it free, whichever instance closed a session
        since. Files newer than the newest readable session that cannot be read are left as
        they are (`refused`); older ones are listed in the past sessions only, as before.
        """
        self.refused = []
        self.set_aside_as = {}
        self.held_elsewhere = []
        if self.folder is None:
            return None
        self._remove_stale_temp_files()
        found = False  # a readable session was met
        for path in session_files(self.folder):
            if found and ends_with_close(path):
                continue  # an older closed session: not read in full at every start
            try:
                session = read_log(path, follow_symlinks=False)
            except RulingLogError as exc:
                if not found:
                    self.refused.append(exc)
                    self._set_aside(exc)
                continue
            found = True
            if session.closed is not None:
                continue
            try:
                lock = FileLock.try_acquire(lock_path(path))
            except OSError as exc:
                self._report(exc)
                return None
            if lock is None:
                log.info("Ruling log: another instance writes %s; not resumed", path)
                self.held_elsewhere.append(SessionInfo(path, session, None))
                continue
            try:  # read again: its last owner may have written until the lock was free
                session = read_log(path, follow_symlinks=False)
            except RulingLogError as exc:
                lock.release()
                self.refused.append(exc)
                self._set_aside(exc)
                continue
            if session.closed is not None:  # closed by its owner since it was first read
                lock.release()
                remove_lock_file(path)
                continue
            return self._resume(session, lock)
        return None

    def _resume(self, session: Session, lock: FileLock) -> Session | None:
        """Continue `session`, read while this log holds its `lock`; None when its file
        cannot be opened for writing (reported)."""
        try:
            self._writer = SessionWriter.resume(session, lock)
        except OSError as exc:
            lock.release()
            self._report(exc)
            return None
        self.session = session
        self.session_changed.emit()
        return session

    def _set_aside(self, exc: RulingLogError) -> None:
        """Set a refused session file out of the way (`ruling_store.set_aside_session`)."""
        moved = set_aside_session(exc)
        if moved is not None and exc.path is not None:
            self.set_aside_as[exc.path] = moved

    def refusal_text(self, exc: RulingLogError) -> str:
        """What a start says about a refused session file (and where it was set aside)."""
        text = exc.message()
        moved = self.set_aside_as.get(exc.path) if exc.path is not None else None
        if moved is not None:
            note = QCoreApplication.translate("RulingLog", str(_SET_ASIDE_NOTE))
            text = f"{text} {fill(note, f'“{moved.name}”')}"
        return text

    def _remove_stale_temp_files(self) -> None:
        """Killed header writes and stale locks (`ruling_store.remove_stale_files`)."""
        if self.folder is not None:
            remove_stale_files(self.folder)

    # --- recording -----------------------------------------------------------------------

    @property
    def started(self) -> bool:
        """The session has a file (its first ruling was recorded)."""
        return self._writer is not None

    def record(self, ruling: Ruling | Mapping[str, Any]) -> Entry | None:
        """Log a ruling a model made (`rulings.Ruling`: its own context, the table as it was
        at that hand, or none); None (and `failed`) when it cannot be written.

        A plain mapping (``kind``, ``ruleset`` and the decision's fields; ``table``,
        ``round``, ``players`` when given, else those of `table` now) is taken too: the
        form of the command line tools and of the tests."""
        if isinstance(ruling, Ruling):
            context = _context_json(ruling.context)
            kind, ruleset, decision = str(ruling.kind), ruling.ruleset, ruling.decision
        else:
            mapped = self._from_mapping(ruling)
            if mapped is None:
                return None
            kind, ruleset, decision, context = mapped
        if self._writer is not None and self._writer.size + MAX_LINE_BYTES > MAX_LOG_BYTES:
            self.close_session()  # a full file: the session goes on in a new one
        try:
            check_decision(kind, decision)
            entry = Entry(
                seq=self.session.last_seq + 1,
                time=self.clock(),
                kind=kind,
                table=plain_text(context["table"], 40),
                round=check_round(to_plain(context["round"])),
                players=check_players(to_plain(list(context["players"]))),
                ruleset=ruleset,
                decision=decision,
            )
        except (TypeError, ValueError):
            return None
        if self._append(entry.to_record()):
            self.session.entries.append(entry)
            self.entry_added.emit(entry.seq)
            return entry
        return None

    def _from_mapping(
        self, ruling: Mapping[str, Any]
    ) -> tuple[str, str | dict[str, Any], dict[str, Any], dict[str, Any]] | None:
        kind = ruling.get("kind") if isinstance(ruling, Mapping) else None
        if not isinstance(kind, str) or not KIND_RE.match(kind):
            return None
        context = table_context(self.table)
        for key in ("table", "round", "players"):
            if key in ruling:
                context[key] = ruling[key]
        decision = to_plain({k: v for k, v in ruling.items() if k not in _CONTEXT_KEYS})
        return kind, ruleset_value(ruling.get("ruleset", "")), decision, context

    def set_note(self, seq: int, note: str) -> bool:
        """Give ruling `seq` a new note (an appended record; the old note stays in the file)."""
        entry = self.session.entry(seq)
        if entry is None:
            return False
        note = plain_text(note, MAX_NOTE_CHARS).strip()
        if note == entry.note:
            return True
        time = self.clock()
        record = {"seq": self.session.last_seq + 1, "type": "note", "time": time}
        record |= {"entry": seq, "note": note}
        if not self._append(record):
            return False
        index = self.session.entries.index(entry)
        self.session.entries[index] = replace(
            entry, note=note, edits=(*entry.edits, NoteEdit(time, note))
        )
        self.note_changed.emit(seq)
        return True

    def close_session(self) -> None:
        """End this session (a ``close`` record) and start a new, empty one."""
        if self._writer is not None:
            closed = self._append(
                {"seq": self.session.last_seq + 1, "type": "close", "time": self.clock()}
            )
            self._writer.close(finished=closed)
            self._writer = None
        self.session = self._fresh()
        self.session_changed.emit()

    def _append(self, record: dict[str, Any]) -> bool:
        if self.folder is None:  # kept in memory: it starts with its first ruling all the same
            self.session.last_seq = int(record["seq"])
            self.session.started = self.session.started or str(record.get("time") or self.clock())
            return True
        try:
            if self._writer is None:
                self.session.id = new_session_id()
                self.session.started = str(record.get("time") or self.clock())
                self._writer = SessionWriter.create(self.folder, self.session)
            self._writer.append(record)
        except (OSError, ValueError) as exc:
            self._report(exc)
            return False
        return True

    def _report(self, exc: Exception) -> None:
        path = self.session.path or (self.folder or Path())
        detail = write_failure_text(exc)
        self.failed.emit(
            RulingLogError(LogProblem.WRITE_FAILED, path, detail=detail or "?").message()
        )

    # --- reading -------------------------------------------------------------------------

    def past_sessions(self) -> list[SessionInfo]:
        """The other sessions in the folder, newest first (read-only)."""
        if self.folder is None:
            return []
        current = self.session.path
        return [i for i in list_sessions(self.folder) if i.path != current]

    def offence_counts(self, name: str, player_id: str = "", seat: int = -1) -> dict[str, int]:
        """How often a player committed each offence in this session: the offence ids of
        the session's chombo and penalty rulings whose offender is that player (a resumed
        session's too), less those taken back (a ruling marked ``withdrawn``). The player is
        known by `player_id` where the ruling has one, else by `name` (case and outer spaces
        aside); a player with neither is the one at `seat` of the same table (an unnamed
        seat)."""
        key = name.strip().casefold()
        counts: dict[str, int] = {}
        here = getattr(self.table, "table_number", "")
        for entry in self.session.entries:
            offence = entry.decision.get("offence")
            if entry.kind not in SANCTIONS or not isinstance(offence, str):
                continue
            offenders = entry.decision.get("offenders") or [entry.decision.get("offender")]
            step = -1 if entry.decision.get("withdrawn") is True else 1  # taken back
            for player in entry.players:
                if player.get("seat") not in offenders:
                    continue
                logged_id, logged_name = player.get("id") or "", player.get("name") or ""
                if player_id and logged_id:
                    same = logged_id == player_id
                elif key or logged_name:
                    same = str(logged_name).strip().casefold() == key
                else:
                    same = player.get("seat") == seat and entry.table == here
                if same:
                    counts[offence] = max(counts.get(offence, 0) + step, 0)
        return {offence: n for offence, n in counts.items() if n}

    def shutdown(self) -> None:
        """The app stops: the session stays open (the next start resumes it) and its lock is
        given up; nothing more is written."""
        if self._writer is not None:
            self._writer.close()


#: Keys of a ruling that are the log's own (context), not the decision's.
_CONTEXT_KEYS = frozenset({"table", "round", "players", "ruleset"})
