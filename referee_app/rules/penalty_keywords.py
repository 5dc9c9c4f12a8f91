"""The Penalties tab's search terms, read from ``resources/rules/penalty_keywords.json``.

Terms a referee uses for an infraction besides its name (romaji, the rule-book words in each
language, the cases the rule texts list under it): search only, never shown, so not translated.
The file's ``groups`` name lists shared by several penalties; an item ``"@name"`` stands for
a group's terms. A new language adds its words to the lists of the file, no code.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from referee_app.support.resources import resource_path

__all__ = ["parse_penalty_keywords", "penalty_keywords"]


def _terms(items: Any, groups: dict[str, tuple[str, ...]], where: str) -> tuple[str, ...]:
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise ValueError(f"penalty_keywords.json: {where} is not a list of strings")
    out: list[str] = []
    for item in items:
        if item.startswith("@"):
            if item[1:] not in groups:
                raise ValueError(f"penalty_keywords.json: {where} names no group {item!r}")
            out.extend(groups[item[1:]])
        else:
            out.append(item)
    return tuple(out)


def parse_penalty_keywords(data: Any) -> dict[str, tuple[str, ...]]:
    """Each penalty id's search terms, the groups spelt out, in the file's order."""
    if not isinstance(data, dict):
        raise ValueError("penalty_keywords.json: not an object")
    groups: dict[str, tuple[str, ...]] = {}
    for name, items in dict(data.get("groups", {})).items():
        groups[name] = _terms(items, groups, f"group {name!r}")
    penalties = data.get("penalties", {})
    if not isinstance(penalties, dict):
        raise ValueError("penalty_keywords.json: penalties is not an object")
    return {pid: _terms(items, groups, repr(pid)) for pid, items in penalties.items()}


@cache
def penalty_keywords() -> dict[str, tuple[str, ...]]:
    """The shipped file's terms per penalty id (read once)."""
    path = resource_path("rules/penalty_keywords.json")
    return parse_penalty_keywords(json.loads(path.read_text(encoding="utf-8")))
