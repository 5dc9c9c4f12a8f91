"""The mark on a number worked from an assumed rule value, and the notes that explain it.

The engine's `settle`, `final` and `score` answers, and each entry of the `penalties`
catalogue, list under ``"assumed"`` the rule fields whose values were chosen rather than read
in a rule text and that the numbers follow from. Every place that shows such a number (the
table's preview, its large-type display, final results and history, the chombo calculator and
the penalty catalogue, the hand breakdown, the costs on the Checks tab's pages, the reports)
puts `MARK` after it and gives `notes()` in its tool tip; where nobody can hover (the
large-type display, a printed report) the notes stand below, as footnotes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.text import labels

#: put after a number that follows from an assumed value (the notes say which)
MARK = "*"


def assumed_fields(answer: Mapping[str, Any] | None) -> list[str]:
    """The assumed field names an engine answer, or a part of one that lists its own (an entry
    of the penalty catalogue), depended on; none for an error answer."""
    if not answer or answer.get("ok") is False:
        return []
    names = answer.get("assumed")  # from a file, anything: only a list of names counts
    return [name for name in names if isinstance(name, str)] if isinstance(names, list) else []


def marked(text: str, answer: Mapping[str, Any] | None) -> str:
    """`text` with the mark when `answer` depended on an assumed value."""
    return f"{text}{MARK}" if assumed_fields(answer) else text


def notes(ruleset: Any, answer: Mapping[str, Any] | None) -> list[str]:
    """One line per assumed field: "* Chombo points — Assumed: …" (translated)."""
    lines = []
    for name in assumed_fields(answer):
        note = labels.ruleset_assumed_note(ruleset, name) or labels.assumed_mark()
        lines.append(f"{MARK} {labels.rule_field_label(name)} — {note}")
    return lines


def error_notes(ruleset: Any, answer: Mapping[str, Any] | None) -> list[str]:
    """`notes` for an engine refusal that rests on assumed rule values (its
    ``error.details.assumed``, e.g. `settle`'s 2-han rule under Galaxy); none otherwise."""
    if not answer or answer.get("ok") is not False:
        return []
    error = answer.get("error")
    details = error.get("details") if isinstance(error, Mapping) else None
    names = details.get("assumed") if isinstance(details, Mapping) else None
    if not isinstance(names, list):
        return []
    return notes(ruleset, {"assumed": names})


def entry_amount(entry: Mapping[str, Any]) -> str:
    """The amount of a penalty catalogue entry, "40,000* (twice the uma step)" or a range,
    each number marked when it was worked from an assumed value; "" for an entry without one."""
    points, top = entry.get("points"), entry.get("points_max")
    if points is None:
        return ""
    text = marked(labels.points_text(int(points)), entry)
    if top is not None:
        text = f"{text} – {marked(labels.points_text(int(top)), entry)}"
    formula = str(entry.get("formula", "fixed"))
    if formula != "fixed":
        text += f" ({labels.penalty_formula_label(formula)})"
    return text


__all__ = ["MARK", "assumed_fields", "entry_amount", "error_notes", "marked", "notes"]
