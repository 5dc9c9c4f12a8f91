"""The shape every refused or unwritable file error of the app shares: why, which file, and the
reason in the user's language.

`FileProblemError` holds a problem (a `StrEnum` member of its kind), the file's path, the field
at fault (when there is one), a detail (free text, or the key of a translatable detail) and what
was found and allowed; `message()` fills its kind's translated message with them. A kind
(`case_files.CaseFileError`, `ruling_log.RulingLogError`) names its translation context and its
tables of English source strings, which stay in its own module beside the problems they describe
(``QT_TRANSLATE_NOOP`` under that module's context).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale

from referee_app.support.placeholders import fill

P = TypeVar("P", bound=StrEnum)


class UnwritableTextError(ValueError):
    """A text (a name, a note) holds a character that cannot be written as UTF-8."""


def write_failure_text(exc: BaseException) -> str:
    """Why a file could not be written, in the user's language: never a raw codec error
    (``'utf-8' codec can't encode…``) for a name or note holding an odd character (a lone
    surrogate pasted from elsewhere), the system's own words for an OS error."""
    if isinstance(exc, UnicodeError | UnwritableTextError):
        return str(
            QCoreApplication.translate(
                "FileErrors", "a name or note holds a character that cannot be saved"
            )
        )
    if isinstance(exc, OSError) and exc.strerror:
        return str(exc.strerror)
    return str(exc)


class FileProblemError(Exception, Generic[P]):
    """A file could not be read, validated or written. Nothing was changed."""

    #: the translation context of the kind's messages
    context: ClassVar[str] = ""
    #: a message for each problem (English source strings; placeholders, the same in every
    #: message of every kind: %1 the file's name, %2 the field, %3 the detail, %4 what was
    #: found, %5 what is allowed)
    messages: ClassVar[Mapping[Any, object]] = {}
    #: translatable details, by key
    details: ClassVar[Mapping[str, object]] = {}
    #: the message for a required field that is not there (detail key ``"missing"``): "the
    #: file has no field", rather than "a wrong value in the field: the field is missing"
    missing_field_message: ClassVar[object] = None

    def __init__(
        self,
        problem: P,
        path: Path | str | None = None,
        *,
        field: str = "",
        detail: str = "",
        detail_key: str = "",
        found: object = "",
        limit: object = "",
    ) -> None:
        self.problem = problem
        self.path = Path(path) if path is not None else None
        self.field = field
        self.detail = detail
        self.detail_key = detail_key
        self.found = found
        self.limit = limit
        super().__init__(self.summary())

    def summary(self) -> str:
        """The untranslated text of the exception (for logs)."""
        return f"{self.problem}: {self.found} {self.detail_key or self.detail}".strip()

    def translate(self, text: object) -> str:
        """A source string of this kind in the current language."""
        return str(QCoreApplication.translate(self.context, str(text)))

    def message(self) -> str:
        """The reason in the current language, naming the file."""
        detail = self.translate(self.details[self.detail_key]) if self.detail_key else self.detail
        name = quoted(self.path.name) if self.path is not None else ""
        source = self.messages[self.problem]
        if self.detail_key == "missing" and self.field and self.missing_field_message:
            source = self.missing_field_message
        # numbered placeholders filled in one pass: a translator's typo cannot raise
        text = fill(self.translate(source), name, self.field, detail, self.found, self.limit)
        return " ".join(text.split())  # no double space when the name is empty


def quoted(name: str) -> str:
    """A file's name in the quotation marks of the interface language: «name» in Russian and
    Ukrainian, “name” in English."""
    locale = QLocale()
    if locale.language() in (QLocale.Language.Russian, QLocale.Language.Ukrainian):
        return locale.quoteString(name)
    return f"“{name}”"
