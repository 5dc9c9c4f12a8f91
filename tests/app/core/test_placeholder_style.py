"""Core's file messages use the app's one placeholder style, ``%1``, filled in one pass."""

from __future__ import annotations

import pytest

from referee_app.core.case_files import CaseFileError, Problem
from referee_app.core.file_errors import FileProblemError
from referee_app.core.validate import FieldError


def test_a_translation_may_reorder_a_file_messages_placeholders(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a language that says the detail before the file's name; a brace in the translation is
    # plain text (str.format read "{" as a placeholder and fell back to English)
    translations = {"The file %1 could not be read: %3.": "{%3} — %1"}
    monkeypatch.setattr(
        FileProblemError, "translate", lambda self, text: translations.get(str(text), str(text))
    )
    error = CaseFileError(Problem.UNREADABLE, "a%3.json", detail="disk gone")
    # the name holds "%3": it is not filled again
    assert error.message() == "{disk gone} — “a%3.json”"


def test_a_translation_may_reorder_a_field_reasons_placeholders(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from referee_app.core import validate

    translations = {"expected a whole number from %1 to %2": "at most %2, at least %1 {sic}"}
    monkeypatch.setattr(validate, "_tr", lambda text: translations.get(str(text), str(text)))
    error = FieldError("dealer", "int", low=0, high=3)
    assert error.english() == "expected a whole number from 0 to 3"
    assert error.detail() == "at most 3, at least 0 {sic}"
