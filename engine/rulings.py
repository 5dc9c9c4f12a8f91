"""Pieces the rulings beyond a hand's value share (furiten, kan after riichi, tenpai at a draw,
swap-calling, nine terminals): the ruleset fields a ruling rests on, and what an infraction
costs under the ruleset's penalty catalogue.

Both are ids and numbers: `rules` names ruleset fields with their values and whether the value
was assumed (the app labels fields and values as it does on the Rules page); `cost` repeats the
catalogue entries of `engine.penalties` for the infractions named (id, consequence, points,
when applied, certainty and source citation).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.errors import EngineError
from engine.ids import ErrorCode, PenaltyId
from engine.penalties import penalties_for
from engine.rulesets import Ruleset
from engine.tiles import Tile, parse_tiles


def rule_refs(ruleset: Ruleset, names: Iterable[str]) -> list[dict[str, Any]]:
    """``[{"field", "value", "assumed"}]`` for the ruleset fields a ruling rests on."""
    full = ruleset.to_json()
    return [
        {"field": name, "value": full[name], "assumed": ruleset.assumed_note(name) is not None}
        for name in names
    ]


def cost(ruleset: Ruleset, penalty_ids: Iterable[PenaltyId]) -> dict[str, Any]:
    """What the named infractions cost under the ruleset's catalogue.

    ``{"applicable": bool, "not_applicable_reason": id or null, "penalties": [entry...]}``,
    entries in the order asked, each as the `penalties` command gives it; an infraction the
    catalogue does not list is left out (the GUI then says the ruleset is silent).
    """
    cat = penalties_for(ruleset)
    by_id = {p.id: p for p in cat.entries}
    return {
        "applicable": cat.applicable,
        "not_applicable_reason": (
            None if cat.not_applicable_reason is None else str(cat.not_applicable_reason)
        ),
        "penalties": [by_id[i].to_json() for i in penalty_ids if i in by_id],
    }


def invalid(message: str, field: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message, {"field": field, **details})


def flag(obj: Mapping[str, Any], name: str, default: bool = False) -> bool:
    """A true/false request field (absent or null: `default`)."""
    value = obj.get(name)
    if value is None:
        return default
    if not isinstance(value, bool):
        raise invalid(f"'{name}' must be true or false.", name)
    return value


def tiles_field(obj: Mapping[str, Any], name: str, *, required: bool = True) -> tuple[Tile, ...]:
    """A tiles field: mpsz text, or a list of mpsz texts (joined in order)."""
    value = obj.get(name)
    if value is None and not required:
        return ()
    if isinstance(value, str):
        texts: list[str] = [value]
    elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        texts = list(value)
    else:
        raise invalid(f"'{name}' must be tiles in mpsz notation.", name)
    out: list[Tile] = []
    for text in texts:
        try:
            out.extend(parse_tiles(text))
        except EngineError as exc:
            exc.details["field"] = name
            raise
    return tuple(out)


def one_tile(obj: Mapping[str, Any], name: str) -> Tile:
    tiles = tiles_field(obj, name)
    if len(tiles) != 1:
        raise EngineError(
            ErrorCode.INVALID_NOTATION,
            f"'{name}' must be exactly one tile.",
            {"field": name, "position": 0, "text": str(obj.get(name))},
        )
    return tiles[0]


__all__ = ["cost", "flag", "invalid", "one_tile", "rule_refs", "tiles_field"]
