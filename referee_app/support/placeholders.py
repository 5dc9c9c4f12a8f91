"""Numbered placeholders filled in one pass: ``fill("%1 pays %2", "Anna", "1,000")``.

Messages say ``%1``, ``%2``… (the translators' convention, which lets a translation reorder
them). Filling them one after another with ``str.replace`` let a value pull the next
placeholder in: a player named ``A%2`` turned "%1 ... under %2" into "A<the ruleset's name>".
`fill` reads the template once and never looks into what it puts in.
"""

from __future__ import annotations

import re

__all__ = ["fill"]

_PLACEHOLDER = re.compile(r"%(\d{1,2})")


def fill(template: str, *values: object) -> str:
    """`template` with ``%1`` … ``%N`` replaced by `values` (``%1`` the first); a placeholder
    without a value is left as it is."""

    def value(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return str(values[number - 1]) if 1 <= number <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)
