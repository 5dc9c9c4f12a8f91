"""Each kind of file the app writes, its format version and its one upgrade path.

A file names its kind (``"format"``) and the version of that kind's format it was written in
(``"version"``). Each kind counts its own versions: a new field in table files does not make
case files "newer". A file of an earlier version is upgraded at the door, before its kind's
reader parses it: `upgrade` applies the kind's functions version by version (``UPGRADES[kind]
[n]`` turns a version-n document into version n+1), so a reader only ever knows the current
version and every earlier file still opens. A file of a later version than this app's is
refused (`VersionError`), as is one without a whole version number from 1.

Changing a format: raise its version here, add the function from the old version (with a
sample file of the old version in ``tests/app/core/data``, which must keep opening).

For the ruling log the document the upgrade sees is the header line (its records are read one
by one as the log is followed); a version that changes the records upgrades them by the
session's version when they are read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

CASE_FORMAT: Final = "riichi-referee-case"
TABLE_FORMAT: Final = "riichi-referee-table"
CHECK_FORMAT: Final = "riichi-referee-check"
LOG_FORMAT: Final = "riichi-referee-ruling-log"

#: the version each kind is written in today
CASE_VERSION: Final = 1
#: 2: a history entry may be a warning or point penalty between hands (outcome ``penalty``).
#: A table holding none is still written as 1 (`table_validation.table_version`), which every
#: earlier version of the app reads; one holding a penalty is written as 2, which an earlier
#: app refuses as newer rather than misreading.
TABLE_FILE_VERSION: Final = 2
CHECK_VERSION: Final = 1
LOG_VERSION: Final = 1
#: the game record a table file holds under "table" (`TableState.to_dict()`, the autosave's
#: too) counts its own "version", raised with the table file's (2: penalty entries); the
#: record reader takes every version up to this one (a version-1 record is a version-2 record
#: as it is)
TABLE_RECORD_VERSION: Final = 2

#: a document of version n as version n+1
Upgrade = Callable[[dict[str, Any]], dict[str, Any]]

CURRENT: dict[str, int] = {
    CASE_FORMAT: CASE_VERSION,
    TABLE_FORMAT: TABLE_FILE_VERSION,
    CHECK_FORMAT: CHECK_VERSION,
    LOG_FORMAT: LOG_VERSION,
}


def _table_1_to_2(document: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only added the penalty entry: a version-1 table is a version-2 table as it
    is (its record keeps its own version 1, which the record reader takes)."""
    return document


#: per kind, the upgrade from each earlier version to the next
UPGRADES: dict[str, dict[int, Upgrade]] = {kind: {} for kind in CURRENT}
UPGRADES[TABLE_FORMAT][1] = _table_1_to_2


class VersionError(ValueError):
    """A file's version cannot be read: `newer` (written by a later app; `found` is its
    version, `limit` this app's) or no whole number from 1 (`found` None)."""

    def __init__(self, kind: str, found: int | None, limit: int) -> None:
        self.kind = kind
        self.found = found
        self.limit = limit
        self.newer = found is not None
        super().__init__(f"{kind}: version {found!r}, this app reads up to {limit}")


def version_of(document: Mapping[str, Any]) -> int | None:
    """The document's version: a whole number from 1, or None."""
    version = document.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return None
    return version


def upgrade(kind: str, document: dict[str, Any]) -> dict[str, Any]:
    """`document` (of the format `kind`) in the current version of its kind: the same object
    when it is already current, else the upgrades' result with its ``"version"`` raised at each
    step. Raises `VersionError` for a missing, broken or newer version."""
    current = CURRENT[kind]
    version = version_of(document)
    if version is None:
        raise VersionError(kind, None, current)
    if version > current:
        raise VersionError(kind, version, current)
    steps = UPGRADES[kind]
    while version < current:
        document = {**steps[version](document), "version": version + 1}
        version += 1
    return document
