"""The `rulesets` command: every preset with every rule field, its value and assumed note.

The GUI's comparison view and ruleset editor read this. A request may name extra rulesets
(`"rulesets": [id or object, ...]`, e.g. a custom one) to describe instead of the presets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import EngineError
from engine.ids import ErrorCode
from engine.rulesets import (
    DEFAULT_RULESET_ID,
    PRESETS,
    RULE_FIELDS,
    Ruleset,
    differing_fields,
    ruleset_from_json,
    ruleset_to_overrides,
)


def describe(ruleset: Ruleset) -> dict[str, Any]:
    """One ruleset: identity, every field as {name, value, assumed}, and its override form."""
    values = ruleset.to_json()
    return {
        "id": ruleset.id,
        "name": ruleset.name,
        "base": ruleset.base,
        "preset": ruleset.is_preset,
        "fields": [
            {"name": name, "value": values[name], "assumed": ruleset.assumed_note(name)}
            for name in RULE_FIELDS
        ],
        "overrides": ruleset_to_overrides(ruleset),
    }


def rulesets_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """The `rulesets` command."""
    specs = obj.get("rulesets")
    if specs is None:
        rulesets = list(PRESETS.values())
    elif isinstance(specs, list) and specs:
        rulesets = [ruleset_from_json(spec) for spec in specs]
    else:
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            "'rulesets' must be a non-empty list of ruleset ids or objects.",
            {"field": "rulesets"},
        )
    return {
        "ok": True,
        "default": DEFAULT_RULESET_ID,
        "fields": list(RULE_FIELDS),
        "differing": differing_fields(rulesets),
        "rulesets": [describe(r) for r in rulesets],
    }


__all__ = ["describe", "rulesets_request"]
