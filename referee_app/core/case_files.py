"""Case files (one disputed hand) and table files (one game) as versioned JSON.

A case file holds the hand and situation as the engine contract's `score` input object under
the key ``score`` (its ``ruleset`` included, in the contract's form), beside our own keys::

    {"format": "riichi-referee-case", "version": 1, "created": "2026-11-30T01:20:00Z",
     "app_version": "0.1.0", "note": "...", "score": {"ruleset": "ema", "hand": ..., ...}}

A check case file (a ruling beyond a hand's value: furiten, kan after riichi...) keeps the
check's kind, its inputs as entered (`CheckState.to_dict()`) and the engine request they make::

    {"format": "riichi-referee-check", "version": 1, "created": ..., "note": ...,
     "check": {"kind": "furiten", "inputs": {"hand": ..., "discards": ...}, "request": {...}}}

A table file keeps ``TableState.to_dict()`` under ``table`` and the ruleset beside it::

    {"format": "riichi-referee-table", "version": 1, "created": ..., "note": ...,
     "ruleset": "ema", "table": {...}}

Each kind counts its own format version; a file of an earlier version is upgraded to the
current one at the door, before it is parsed (`file_versions.upgrade`).

Reading never trusts the file: the size is capped before reading, the text must be strict
UTF-8 JSON without NaN/Infinity, duplicate keys, absurd numbers or deep nesting, and every field
is type-checked. Any problem raises `CaseFileError`, whose `message()` says what is wrong in the
user's language. Nothing here touches the application's state; `apply_case` / `apply_table`
change it only after everything has been validated.

Writing is atomic (`write_json_atomic`): a temporary file in the same folder, flushed and
fsync'ed, then `os.replace`d over the target.
"""

from __future__ import annotations

import json
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine import __version__
from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS
from engine.rulesets import Ruleset, ruleset_from_json
from referee_app.core import strict_json
from referee_app.core.file_errors import (
    FileProblemError,
    UnwritableTextError,
    write_failure_text,
)
from referee_app.core.file_versions import (
    CASE_FORMAT,
    CASE_VERSION,
    CHECK_FORMAT,
    CHECK_VERSION,
    TABLE_FORMAT,
    VersionError,
    upgrade,
)
from referee_app.core.table_validation import table_version, validate_table
from referee_app.core.validate import (
    FieldError,
    Where,
    as_object,
    as_text,
    check_writable,
    is_writable,
    read_bool,
    read_int,
    read_list,
    read_str,
)
from referee_app.support import safe_files
from referee_app.support.placeholders import fill

if TYPE_CHECKING:
    from referee_app.core.context import AppContext

#: Case/table files are a few KB; a long game's history stays far below this.
MAX_FILE_BYTES = 2 * 1024 * 1024
#: A table file nests about 7 levels deep (file > table > history > entry > outcome > ...).
MAX_DEPTH = 24
MAX_NOTE_CHARS = 20_000
MAX_TEXT_CHARS = 200

_TR_CONTEXT = "CaseFiles"


class Problem(StrEnum):
    """Why a file could not be read; each has a translatable message below."""

    NOT_FOUND = "not_found"
    UNREADABLE = "unreadable"
    TOO_LARGE = "too_large"
    EMPTY = "empty"
    NOT_UTF8 = "not_utf8"
    NOT_JSON = "not_json"
    DUPLICATE_KEY = "duplicate_key"
    NOT_FINITE = "not_finite"
    NUMBER_TOO_LARGE = "number_too_large"
    TOO_DEEP = "too_deep"
    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_FORMAT = "unknown_format"
    WRONG_KIND = "wrong_kind"
    NEWER_VERSION = "newer_version"
    BAD_VERSION = "bad_version"
    BAD_FIELD = "bad_field"
    BAD_RULESET = "bad_ruleset"
    REFUSED = "refused"
    WRITE_FAILED = "write_failed"


#: English source strings; placeholders: %1 file name, %2 field, %3 detail, %4 found, %5 limit.
_MESSAGES: dict[Problem, object] = {
    Problem.NOT_FOUND: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 does not exist."),
    Problem.UNREADABLE: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 could not be read: %3."),
    Problem.TOO_LARGE: QT_TRANSLATE_NOOP(
        "CaseFiles",
        "The file %1 is too large (%4 KB; a case or table file is at most %5 KB).",
    ),
    Problem.EMPTY: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 is empty."),
    Problem.NOT_UTF8: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 is not UTF-8 text (a binary or damaged file?)."
    ),
    Problem.NOT_JSON: QT_TRANSLATE_NOOP(
        "CaseFiles",
        "The file %1 is damaged or truncated: it is not valid JSON (%3).",
    ),
    Problem.DUPLICATE_KEY: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 names the key “%2” twice in one object."
    ),
    Problem.NOT_FINITE: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 contains a number that is not finite (%3)."
    ),
    Problem.NUMBER_TOO_LARGE: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 contains an absurdly large number."
    ),
    Problem.TOO_DEEP: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 is nested too deeply (more than %5 levels)."
    ),
    Problem.NOT_AN_OBJECT: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 does not hold a JSON object."
    ),
    Problem.UNKNOWN_FORMAT: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 is not a referee case or table file (format: %4)."
    ),
    Problem.WRONG_KIND: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 is a %4 file, not the kind expected here."
    ),
    Problem.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "CaseFiles",
        "The file %1 was written by a newer version of the app (file version %4; "
        "this version reads up to %5). Please update the app.",
    ),
    Problem.BAD_VERSION: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 has no valid version number."),
    Problem.BAD_FIELD: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 has a wrong value in “%2”: %3."),
    Problem.BAD_RULESET: QT_TRANSLATE_NOOP(
        "CaseFiles", "The file %1 names a ruleset this app does not know: %3."
    ),
    Problem.REFUSED: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 could not be loaded: %3."),
    Problem.WRITE_FAILED: QT_TRANSLATE_NOOP("CaseFiles", "The file %1 could not be written: %3."),
}

#: Field-level details (English source strings, translated at display time).
_DETAILS: dict[str, object] = {
    "text": QT_TRANSLATE_NOOP("CaseFiles", "expected a short text"),
    "long_text": QT_TRANSLATE_NOOP("CaseFiles", "expected a text of at most 20000 characters"),
    "bool": QT_TRANSLATE_NOOP("CaseFiles", "expected true or false"),
    "count": QT_TRANSLATE_NOOP("CaseFiles", "expected a whole number from 0 to 999"),
    "melds": QT_TRANSLATE_NOOP("CaseFiles", "expected a list of at most 4 calls such as pon:777z"),
    "win": QT_TRANSLATE_NOOP("CaseFiles", "expected ron or tsumo"),
    "wind": QT_TRANSLATE_NOOP("CaseFiles", "expected E, S, W or N"),
    "object": QT_TRANSLATE_NOOP("CaseFiles", "expected an object"),
    "missing": QT_TRANSLATE_NOOP("CaseFiles", "the field is missing"),
}


class CaseFileError(FileProblemError[Problem]):
    """A file could not be read, validated, applied or written. Nothing was changed."""

    context = _TR_CONTEXT
    messages = _MESSAGES
    details = _DETAILS
    missing_field_message = QT_TRANSLATE_NOOP("CaseFiles", "The file %1 has no field “%2”.")

    def summary(self) -> str:  # names the field where the log's errors name the line
        return f"{self.problem}: {self.field} {self.detail_key or self.detail}".strip()

    def with_path(self, path: Path | str) -> CaseFileError:
        self.path = Path(path)
        return self


# --------------------------------------------------------------------------------------------
# Reading JSON defensively


def parse_json_bytes(data: bytes) -> dict[str, Any]:
    """Strictly parse one JSON object (`strict_json`); raise `CaseFileError` (without a path)
    on any problem."""
    try:
        return strict_json.parse_json_bytes(data, max_bytes=MAX_FILE_BYTES, max_depth=MAX_DEPTH)
    except strict_json.StrictJsonError as exc:
        raise _case_file_error(exc) from None


def _case_file_error(exc: strict_json.StrictJsonError) -> CaseFileError:
    problem = Problem(exc.problem)
    if problem is Problem.TOO_LARGE:
        return CaseFileError(problem, found=exc.found // 1024, limit=exc.limit // 1024)
    if problem is Problem.NOT_JSON:
        detail = fill(
            QCoreApplication.translate("CaseFiles", "line %1, column %2"), exc.line, exc.column
        )
        return CaseFileError(problem, detail=detail)
    return CaseFileError(problem, field=exc.field, detail=exc.detail, limit=exc.limit or "")


def _not_ordinary(path: Path) -> CaseFileError:
    return CaseFileError(
        Problem.UNREADABLE,
        path,
        detail=QCoreApplication.translate("CaseFiles", "it is not an ordinary file"),
    )


def check_regular_file(path: Path | str) -> None:
    """Refuse a pipe, socket or device before anything opens it (a pipe named ``x.json``
    would block forever, ``/dev/zero`` would never end). Missing files and folders are left
    to `read_json_file`, which names those problems itself."""
    path = Path(path)
    try:
        mode = path.stat().st_mode
    except OSError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise _not_ordinary(path)


def file_error(exc: safe_files.UnsafeFileError) -> CaseFileError:
    """A `safe_files` refusal as a `CaseFileError` naming the file."""
    path = exc.path
    reason = exc.reason
    if reason is safe_files.Reason.NOT_FOUND:
        return CaseFileError(Problem.NOT_FOUND, path)
    if reason is safe_files.Reason.FOLDER:
        return _folder(path)
    if reason is safe_files.Reason.TOO_LARGE:
        return CaseFileError(
            Problem.TOO_LARGE, path, found=exc.size // 1024, limit=exc.limit // 1024
        )
    if reason is safe_files.Reason.UNREADABLE:
        return CaseFileError(Problem.UNREADABLE, path, detail=exc.detail)
    if reason is safe_files.Reason.SYMLINK:
        return CaseFileError(
            Problem.UNREADABLE,
            path,
            detail=QCoreApplication.translate("CaseFiles", "it is a link to another file"),
        )
    return _not_ordinary(path)


def read_json_file(path: Path | str, *, follow_symlinks: bool = True) -> dict[str, Any]:
    """Read and strictly parse a JSON object from `path`, reading at most the size cap.

    Only an ordinary file is read (`safe_files.read_regular_file`): opened without blocking
    (a pipe put in its place after a check cannot hang the reader) and checked on the open
    handle before reading; a symlink is refused when `follow_symlinks` is False (the app's own
    data folders).
    """
    path = Path(path)
    check_regular_file(path)
    try:
        data = safe_files.read_regular_file(
            path, max_bytes=MAX_FILE_BYTES, follow_symlinks=follow_symlinks
        )
    except safe_files.UnsafeFileError as exc:
        raise file_error(exc) from None
    try:
        return parse_json_bytes(data)
    except CaseFileError as exc:
        raise exc.with_path(path) from None


def _folder(path: Path) -> CaseFileError:
    return CaseFileError(
        Problem.UNREADABLE, path, detail=QCoreApplication.translate("CaseFiles", "it is a folder")
    )


#: Writing is `safe_files.write_bytes_atomic` (temp file, fsync, rename, fsync of the folder).
write_bytes_atomic = safe_files.write_bytes_atomic


def write_json_atomic(path: Path | str, obj: Mapping[str, Any]) -> None:
    """Write `obj` as JSON atomically (`write_bytes_atomic`). Raises ValueError or TypeError
    (nothing written) for what cannot be JSON or UTF-8 (`UnwritableTextError`), OSError when
    writing fails."""
    try:
        data = json.dumps(obj, ensure_ascii=False, indent=1, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate in a text
        raise UnwritableTextError(f"a text cannot be written as UTF-8 ({exc.reason})") from None
    write_bytes_atomic(path, data)


# --------------------------------------------------------------------------------------------
# Validating the contents

_SCORE_TEXT_FIELDS = ("hand", "win_tile", "dora_indicators", "ura_indicators")
_SCORE_BOOL_FIELDS = SITUATION_FLAGS
_SCORE_COUNT_FIELDS = ("honba", "riichi_sticks")
_WINDS = ("E", "S", "W", "N")


def _bad(field_name: str, detail_key: str) -> CaseFileError:
    return CaseFileError(Problem.BAD_FIELD, field=field_name, detail_key=detail_key)


def _check_text(obj: Mapping[str, Any], key: str, prefix: str, limit: int = MAX_TEXT_CHARS) -> None:
    """A short, writable text at ``obj[key]`` if present (`validate.read_str`)."""
    try:
        read_str(obj, key, where=Where(prefix.rstrip(".")), max_len=limit, default="")
    except FieldError as exc:
        raise _invalid(exc) from None


def _invalid(exc: FieldError) -> CaseFileError:
    """A field's problem found by the `validate` readers, as a file error naming the field."""
    if exc.reason == "missing":
        return CaseFileError(Problem.BAD_FIELD, field=exc.field, detail_key="missing")
    return CaseFileError(Problem.BAD_FIELD, field=exc.field, detail=exc.detail())


def parse_ruleset(value: Any, field_name: str = "ruleset") -> Ruleset:
    """The ruleset a file names, or `CaseFileError` (BAD_RULESET / BAD_FIELD)."""
    if not isinstance(value, str | dict):
        raise _bad(field_name, "object")
    try:
        return ruleset_from_json(value)
    except EngineError as exc:
        raise CaseFileError(Problem.BAD_RULESET, field=field_name, detail=exc.message) from None


def _check_score(score: Any, where: Where) -> dict[str, Any]:
    obj = as_object(score, where)
    for key in _SCORE_TEXT_FIELDS:
        read_str(obj, key, where=where, default="")
    for key in _SCORE_BOOL_FIELDS:
        read_bool(obj, key, where=where, default=False)
    for key in _SCORE_COUNT_FIELDS:
        read_int(obj, key, 0, 999, where=where, default=0)
    melds = read_list(obj, "melds", where=where, max_len=4, default=[])
    for i, meld in enumerate(melds):
        as_text(meld, where.key("melds").index(i), 40)
    read_str(obj, "win", where=where, choices=("ron", "tsumo"), default="ron")
    for key in ("seat_wind", "round_wind"):
        read_str(obj, key, where=where, choices=_WINDS, default="E")
    return dict(obj)


def validate_score_request(score: Any) -> dict[str, Any]:
    """Type-check a contract `score` input object (as far as a file can be checked).

    The tiles themselves are checked by the engine when the hand is loaded and scored. Keys
    this version does not know are kept: the contract lets tools add fields.
    """
    try:
        checked = _check_score(score, Where("score"))
    except FieldError as exc:
        raise _invalid(exc) from None
    if "ruleset" in checked:
        parse_ruleset(checked["ruleset"], "score.ruleset")
    return checked


def _check_header(obj: dict[str, Any], expected: str | None) -> dict[str, Any]:
    """`obj` with a known header, upgraded to the current version of its kind (`upgrade`)."""
    fmt = obj.get("format")
    if fmt not in (CASE_FORMAT, TABLE_FORMAT, CHECK_FORMAT):
        found = fmt[:60] if isinstance(fmt, str) and is_writable(fmt) else "—"
        raise CaseFileError(Problem.UNKNOWN_FORMAT, found=found)
    if expected is not None and fmt != expected:
        raise CaseFileError(Problem.WRONG_KIND, found=fmt)
    try:
        obj = upgrade(fmt, obj)
    except VersionError as exc:
        if exc.newer:
            raise CaseFileError(Problem.NEWER_VERSION, found=exc.found, limit=exc.limit) from None
        raise CaseFileError(Problem.BAD_VERSION) from None
    top = Where("")
    try:
        read_str(obj, "note", where=top, max_len=MAX_NOTE_CHARS, default="")
        read_str(obj, "created", where=top, default="")
        read_str(obj, "app_version", where=top, default="")
        # anything else (fields this version does not know are kept) must be writable too
        check_writable(obj, top, max_text=MAX_FILE_BYTES)
    except FieldError as exc:
        raise _invalid(exc) from None
    return obj


def _head(fmt: str, version: int, document: AnyFile) -> dict[str, Any]:
    """The keys a file of any kind begins with (`_HEADER_KEYS`), after the keys this version
    does not know, which a file brought and keeps."""
    return {
        **document.extra,
        "format": fmt,
        "version": version,
        "created": document.created,
        "app_version": __version__,
        "note": document.note,
    }


def _kept(obj: dict[str, Any], known: frozenset[str]) -> dict[str, Any]:
    """A read file's note, time of creation and unknown keys (kept and written back)."""
    return {
        "note": obj.get("note", ""),
        "created": obj.get("created", ""),
        "extra": {k: v for k, v in obj.items() if k not in known},
    }


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass(frozen=True, slots=True)
class CaseFile:
    """One disputed hand: the contract `score` request (ruleset included) and a note."""

    score: dict[str, Any]
    note: str = ""
    created: str = field(default_factory=_now)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown top-level keys, kept

    kind = "case"

    @property
    def ruleset(self) -> Ruleset:
        return parse_ruleset(self.score.get("ruleset", "ema"), "score.ruleset")

    @property
    def request(self) -> dict[str, Any]:
        """The score request without the ruleset (what `HandState.load_request` takes)."""
        return {k: v for k, v in self.score.items() if k != "ruleset"}

    def to_json(self) -> dict[str, Any]:
        return {**_head(CASE_FORMAT, CASE_VERSION, self), "score": self.score}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> CaseFile:
        obj = _check_header(obj, CASE_FORMAT)
        if "score" not in obj:
            raise _bad("score", "missing")
        return cls(score=validate_score_request(obj["score"]), **_kept(obj, _KNOWN_CASE_KEYS))


@dataclass(frozen=True, slots=True)
class TableFile:
    """One table game: `TableState.to_dict()` and the ruleset it is played under."""

    table: dict[str, Any]
    ruleset_json: str | dict[str, Any] = "ema"
    note: str = ""
    created: str = field(default_factory=_now)
    extra: dict[str, Any] = field(default_factory=dict)

    kind = "table"

    @property
    def ruleset(self) -> Ruleset:
        return parse_ruleset(self.ruleset_json)

    def to_json(self) -> dict[str, Any]:
        return {
            **_head(TABLE_FORMAT, table_version(self.table.get("history")), self),
            "ruleset": self.ruleset_json,
            "table": self.table,
        }

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> TableFile:
        obj = _check_header(obj, TABLE_FORMAT)
        table = obj.get("table")
        if not isinstance(table, dict):
            raise _bad("table", "object" if "table" in obj else "missing")
        ruleset_json = obj.get("ruleset", "ema")
        parse_ruleset(ruleset_json)
        try:  # the whole game, every history entry included, before any view sees it
            validate_table(table, Where("table"))
        except FieldError as exc:
            raise _invalid(exc) from None
        return cls(table=table, ruleset_json=ruleset_json, **_kept(obj, _KNOWN_TABLE_KEYS))


#: the keys every kind's file begins with
_HEADER_KEYS = ("format", "version", "created", "app_version", "note")
_KNOWN_CASE_KEYS = frozenset({*_HEADER_KEYS, "score"})
_KNOWN_TABLE_KEYS = frozenset({*_HEADER_KEYS, "ruleset", "table"})


def validate_check(check: Any) -> dict[str, Any]:
    """Type-check a check case's ``check`` object (its inputs are read again on loading)."""
    from referee_app.core.check_state import CHECK_FIELDS, WIND_CHECKS, WIND_INPUTS, CheckKind

    if not isinstance(check, dict):
        raise _bad("check", "object")
    kind = check.get("kind")
    if kind not in [str(k) for k in CheckKind]:
        raise _bad("check.kind", "text")
    inputs = check.get("inputs")
    if not isinstance(inputs, dict):
        raise _bad("check.inputs", "object" if "inputs" in check else "missing")
    for key in ("hand", "dora_indicators"):
        _check_text(inputs, key, "check.inputs.")
    melds = inputs.get("melds", [])
    if not isinstance(melds, list) or not all(isinstance(m, str) and len(m) < 40 for m in melds):
        raise _bad("check.inputs.melds", "melds")
    if CheckKind(kind) in WIND_CHECKS:  # absent in files written before: East and East
        try:
            for key in WIND_INPUTS:
                read_str(inputs, key, where=Where("check.inputs"), choices=_WINDS, default="E")
        except FieldError as exc:
            raise _invalid(exc) from None
    for name, default in CHECK_FIELDS[CheckKind(kind)].items():
        if name not in inputs:
            continue
        if isinstance(default, bool):
            if not isinstance(inputs[name], bool):
                raise _bad("check.inputs." + name, "bool")
        else:
            _check_text(inputs, name, "check.inputs.")
    request = check.get("request")
    if request is not None:
        if not isinstance(request, dict):
            raise _bad("check.request", "object")
        if "ruleset" in request:
            parse_ruleset(request["ruleset"], "check.request.ruleset")
    return check


@dataclass(frozen=True, slots=True)
class CheckFile:
    """One check (furiten, kan after riichi...): `CheckState.to_dict()` and a note."""

    check: dict[str, Any]
    note: str = ""
    created: str = field(default_factory=_now)
    extra: dict[str, Any] = field(default_factory=dict)

    kind = "check"

    @property
    def check_kind(self) -> str:
        return str(self.check.get("kind"))

    @property
    def request(self) -> dict[str, Any] | None:
        request = self.check.get("request")
        return request if isinstance(request, dict) else None

    @property
    def ruleset(self) -> Ruleset:
        request = self.request or {}
        return parse_ruleset(request.get("ruleset", "ema"), "check.request.ruleset")

    def to_json(self) -> dict[str, Any]:
        return {**_head(CHECK_FORMAT, CHECK_VERSION, self), "check": self.check}

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> CheckFile:
        obj = _check_header(obj, CHECK_FORMAT)
        if "check" not in obj:
            raise _bad("check", "missing")
        return cls(check=validate_check(obj["check"]), **_kept(obj, _KNOWN_CHECK_KEYS))


_KNOWN_CHECK_KEYS = frozenset({*_HEADER_KEYS, "check"})

AnyFile = CaseFile | TableFile | CheckFile


def parse_document(obj: dict[str, Any]) -> AnyFile:
    """A case, check or table file from its parsed JSON object (validated)."""
    fmt = obj.get("format")
    if fmt == CASE_FORMAT:
        return CaseFile.from_json(obj)
    if fmt == TABLE_FORMAT:
        return TableFile.from_json(obj)
    if fmt == CHECK_FORMAT:
        return CheckFile.from_json(obj)
    _check_header(obj, None)  # names the problem
    raise CaseFileError(Problem.UNKNOWN_FORMAT, found="—")  # pragma: no cover


def load_file(path: Path | str) -> AnyFile:
    """Read, parse and validate a case or table file; `CaseFileError` names the file."""
    obj = read_json_file(path)
    try:
        return parse_document(obj)
    except CaseFileError as exc:
        raise exc.with_path(path) from None


def save_file(path: Path | str, document: AnyFile) -> None:
    """Write a case or table file atomically; `CaseFileError` (WRITE_FAILED) on failure."""
    try:
        write_json_atomic(path, document.to_json())
    except (OSError, ValueError, TypeError) as exc:
        raise CaseFileError(Problem.WRITE_FAILED, path, detail=write_failure_text(exc)) from None


# --------------------------------------------------------------------------------------------
# Between files and the application's state


class HandStateLike(Protocol):
    def to_request(self) -> dict[str, Any]: ...
    def load_request(self, request: dict[str, Any]) -> None: ...


class TableStateLike(Protocol):
    def to_dict(self) -> dict[str, Any]: ...
    def load_dict(self, data: dict[str, Any]) -> None: ...


def case_from_state(context: AppContext, hand_state: HandStateLike, note: str = "") -> CaseFile:
    score: dict[str, Any] = {"ruleset": context.ruleset_json}
    score.update({k: v for k, v in hand_state.to_request().items() if k != "ruleset"})
    return CaseFile(score=score, note=note)


def table_from_state(context: AppContext, table_state: TableStateLike, note: str = "") -> TableFile:
    table = table_state.to_dict()
    # the game's own ruleset where the table keeps one (it may differ from the selector's)
    ruleset_json = table.get("ruleset", context.ruleset_json)
    return TableFile(table=table, ruleset_json=ruleset_json, note=note)


def _refused(exc: Exception) -> CaseFileError:
    detail = exc.message if isinstance(exc, EngineError) else str(exc)
    return CaseFileError(Problem.REFUSED, detail=detail)


def _apply(ruleset: Ruleset, context: AppContext, load: Callable[[], None]) -> None:
    """Select `ruleset` (the state validates against it), then load; undo the switch on error."""
    previous = context.ruleset
    context.set_ruleset(ruleset)
    try:
        load()
    except FieldError as exc:
        context.set_ruleset(previous)
        raise _invalid(exc) from None
    except (EngineError, ValueError, TypeError, KeyError, ArithmeticError) as exc:
        context.set_ruleset(previous)
        raise _refused(exc) from None


def apply_case(case: CaseFile, context: AppContext, hand_state: HandStateLike) -> None:
    """Load the case into the hand and select its ruleset; on any error change nothing."""
    _apply(case.ruleset, context, lambda: hand_state.load_request(case.request))


class ChecksViewLike(Protocol):
    def load_check(self, check: dict[str, Any]) -> None: ...


def apply_check(check: CheckFile, context: AppContext, checks_view: ChecksViewLike) -> None:
    """Show the check on its page and select its ruleset; on any error change nothing."""
    _apply(check.ruleset, context, lambda: checks_view.load_check(check.check))


def apply_table(
    table: TableFile,
    context: AppContext,
    table_state: TableStateLike,
    *,
    clock_kept_running: bool = False,
) -> None:
    """Load the game into the table and select its ruleset; on any error change nothing.

    A game clock that was running when the file was written comes back stopped at the time
    it showed then (a file opened by hand may be days old), unless `clock_kept_running`: the
    autosave's restart after a crash, where the game went on while the app was closed.
    """
    data = table.table if clock_kept_running else clock_stopped_when_saved(table)
    _apply(table.ruleset, context, lambda: table_state.load_dict(data))


def clock_stopped_when_saved(table: TableFile) -> dict[str, Any]:
    """The table's data with a running game clock paused at the moment the file was written."""
    clock = table.table.get("clock")
    if not isinstance(clock, dict) or clock.get("running") is not True:
        return table.table
    elapsed = clock.get("elapsed")
    wall_start = clock.get("wall_start")
    if not isinstance(elapsed, int | float) or not isinstance(wall_start, int | float):
        return table.table  # not a clock state: load_dict refuses it with its own reason
    try:
        saved_at = datetime.fromisoformat(table.created.replace("Z", "+00:00")).timestamp()
    except ValueError:
        saved_at = float(wall_start)  # no usable time of writing: as it was at its last start
    stopped = dict(clock)
    stopped["running"] = False
    stopped["wall_start"] = None
    stopped["elapsed"] = float(elapsed) + max(0.0, saved_at - float(wall_start))
    return {**table.table, "clock": stopped}
