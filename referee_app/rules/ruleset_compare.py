"""Rule values in words and the comparison of rulesets (Rules view "compare", ruleset editor).

Everything here answers in the current interface language (through `referee_app.text.labels`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine.rulesets import RULE_FIELDS, Ruleset, differing_fields
from referee_app.text import labels

DIFF_BACKGROUND = "#fff1b8"
ASSUMED_COLOUR = "#a05a00"


def value_text(ruleset: Ruleset, field: str) -> str:
    """The value of `field` in `ruleset`, in words."""
    return labels.rule_value_label(field, getattr(ruleset, field))


def assumed_text(ruleset: Ruleset, field: str) -> str | None:
    """The translated "assumed" note of `field` in `ruleset`, or None when the value was read."""
    return labels.ruleset_assumed_note(ruleset, field)


def fields_table_html(ruleset: Ruleset, fields: Sequence[str]) -> str:
    """A two-column table (rule, value) of `fields` for one ruleset, assumed values marked."""
    rows = []
    for name in fields:
        value = html.escape(value_text(ruleset, name))
        note = assumed_text(ruleset, name)
        if note:
            value += f' <span style="color:{ASSUMED_COLOUR}">⚠ {html.escape(note)}</span>'
        rows.append(
            f"<tr><td>{html.escape(labels.rule_field_label(name))}</td><td>{value}</td></tr>"
        )
    return (
        '<table border="1" cellspacing="0" cellpadding="4" width="100%">'
        + "".join(rows)
        + "</table>"
    )


def compare_html(rulesets: Sequence[Ruleset], *, only_differences: bool = False) -> str:
    """Every rule field (rows) of every ruleset (columns). Rows that differ are highlighted;
    assumed values carry ⚠ and are listed with their notes below the table."""
    differing = set(differing_fields(list(rulesets)))
    head = "".join(f"<th>{html.escape(labels.ruleset_name(r))}</th>" for r in rulesets)
    rows = []
    for name in RULE_FIELDS:
        diff = name in differing
        if only_differences and not diff:
            continue
        style = f' style="background-color:{DIFF_BACKGROUND}"' if diff else ""
        cells = []
        for r in rulesets:
            text = html.escape(value_text(r, name))
            if r.assumed_note(name) is not None:
                text += f' <span style="color:{ASSUMED_COLOUR}">⚠</span>'
            cells.append(f"<td>{text}</td>")
        mark = " ●" if diff else ""
        rows.append(
            f"<tr{style}><td><b>{html.escape(labels.rule_field_label(name))}</b>{mark}</td>"
            + "".join(cells)
            + "</tr>"
        )
    notes = []
    for r in rulesets:
        items = [
            f"<li><b>{html.escape(labels.rule_field_label(k))}</b>: "
            f"{html.escape(assumed_text(r, k) or '')}</li>"
            for k, _v in r.assumed
            if k in RULE_FIELDS
        ]
        if items:
            notes.append(
                f"<p><b>{html.escape(labels.ruleset_name(r))}</b></p><ul>{''.join(items)}</ul>"
            )
    rule_header = QCoreApplication.translate("RulesetCompare", "Rule")
    assumed_header = QCoreApplication.translate("RulesetCompare", "Assumed values")
    legend = html.escape(
        QCoreApplication.translate(
            "RulesetCompare",
            "● and a coloured row: the rulesets differ. ⚠: assumed value, confirm it.",
        )
    )
    return (
        f"<p>{legend}</p>"
        '<table border="1" cellspacing="0" cellpadding="3">'
        f"<tr><th>{html.escape(rule_header)}</th>{head}</tr>"
        + "".join(rows)
        + "</table>"
        + (f"<h3>{html.escape(assumed_header)}</h3>" + "".join(notes) if notes else "")
    )


__all__ = ["assumed_text", "compare_html", "fields_table_html", "value_text"]
