"""Furiten: may this player win by ron now, and if not, why (matrix A4; rrc.md §1 row 29).

- own_discard: a tile that completes the hand lies in the player's own discards (discards that
  others called still count).
- passed_tile_temporary: a winning tile was passed since the player's last discard; how long
  that lasts is `ruleset.temporary_furiten_ends` (EMA: until the player's next draw or claim;
  EMA 2012: also ended by any call that breaks the turn order; Tenhou, RRC: until the player's
  own discard).
- passed_tile_in_riichi: a winning tile passed while in riichi: furiten to the end of the hand.

Furiten holds whether or not the winning tile would give a yaku; tsumo is always allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.decompose import waiting_kinds
from engine.errors import EngineError
from engine.ids import ErrorCode, FuritenReason
from engine.melds import Meld
from engine.rulesets import Ruleset, ruleset_from_json
from engine.tiles import NUM_KINDS, counts_of, kind_str, parse_tiles

#: markers in `passed`: the player's own draw or claim, and another player's call
DRAW, CLAIM, CALL = "draw", "claim", "call"
_MARKERS = (DRAW, CLAIM, CALL)


# --- waits ---------------------------------------------------------------------------------------


def wait_kinds(concealed: Sequence[int], melds: Sequence[Meld]) -> list[int]:
    """Tile kinds that complete the hand (engine.decompose, as the `waits` command uses), leaving
    out a kind of which the player holds all four: no fifth copy can be discarded or passed."""
    counts = counts_of_kinds(concealed)
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t.kind] += 1
    return [k for k in waiting_kinds(tuple(counts)) if held[k] < 4]


def counts_of_kinds(kinds: Sequence[int]) -> list[int]:
    counts = [0] * NUM_KINDS
    for k in kinds:
        counts[k] += 1
    return counts


# --- the answer ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FuritenAnswer:
    waits: tuple[int, ...]
    reasons: tuple[FuritenReason, ...]
    tiles: dict[FuritenReason, tuple[int, ...]]  # the winning tiles behind each reason

    @property
    def furiten(self) -> bool:
        return bool(self.reasons)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": True,
            "furiten": self.furiten,
            "reason": str(self.reasons[0]) if self.reasons else None,
            "reasons": [str(r) for r in self.reasons],
            "tiles": {str(r): [kind_str(k) for k in t] for r, t in self.tiles.items()},
            "tenpai": bool(self.waits),
            "waits": [kind_str(k) for k in self.waits],
            "ron_allowed": not self.furiten,
            "tsumo_allowed": True,
        }


def furiten(
    waits: Sequence[int],
    discards: Sequence[int],
    passed: Sequence[int | str],
    ruleset: Ruleset,
    *,
    riichi: bool = False,
    riichi_passed: Sequence[int] = (),
) -> FuritenAnswer:
    """Furiten from the waits, the own discards and what passed since the player's last discard.

    `passed` lists, oldest first, the tiles others discarded (or added to a kan) that the player
    did not take since the player's last discard, with the markers "draw"/"claim" (the player
    drew or called) and "call" (another player called, breaking the turn order).
    `riichi_passed`: tiles passed in riichi before the player's last discard.
    """
    wait_set = set(waits)
    reasons: list[FuritenReason] = []
    tiles: dict[FuritenReason, tuple[int, ...]] = {}

    def note(reason: FuritenReason, candidates: Sequence[int]) -> None:
        hit = tuple(sorted({k for k in candidates if k in wait_set}))
        if hit:
            reasons.append(reason)
            tiles[reason] = hit

    note(FuritenReason.OWN_DISCARD, discards)
    passed_tiles = [k for k in passed if isinstance(k, int)]
    if riichi:
        note(FuritenReason.PASSED_TILE_IN_RIICHI, [*riichi_passed, *passed_tiles])
    else:
        ends = {
            "own_discard": (),
            "next_draw_or_claim": (DRAW, CLAIM),
            "any_call": (DRAW, CLAIM, CALL),
        }[ruleset.temporary_furiten_ends]
        start = 0
        for index, item in enumerate(passed):
            if isinstance(item, str) and item in ends:
                start = index + 1
        note(
            FuritenReason.PASSED_TILE_TEMPORARY,
            [k for k in passed[start:] if isinstance(k, int)],
        )
    return FuritenAnswer(tuple(sorted(wait_set)), tuple(reasons), tiles)


# --- request --------------------------------------------------------------------------------------


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message, details)


def _tile_kinds(value: Any, name: str) -> list[int]:
    if value is None:
        return []
    if isinstance(value, str):
        return [t.kind for t in parse_tiles(value)]
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        return [t.kind for v in value for t in parse_tiles(v)]
    raise _invalid(f"'{name}' must be tiles in mpsz notation.", field=name)


def _passed(value: Any) -> list[int | str]:
    if value is None:
        return []
    if isinstance(value, str):
        return list(_tile_kinds(value, "passed"))
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise _invalid("'passed' must be a list of tiles and markers.", field="passed")
    out: list[int | str] = []
    for item in value:
        if item in _MARKERS:
            out.append(item)
        else:
            out.extend(_tile_kinds(item, "passed"))
    return out


def furiten_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """`furiten` command.

    Input: `ruleset`, `hand` (the concealed tiles: 13 minus 3 per meld), `melds`, optional
    `waits` (tiles; computed from the hand when absent), `discards` (the player's own discards,
    called ones included), `passed` (tiles and the markers "draw", "claim", "call" since the
    player's last discard, oldest first), `riichi` (bool), `riichi_passed` (tiles passed in riichi
    before the last discard).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    riichi = obj.get("riichi", False)
    if not isinstance(riichi, bool):
        raise _invalid("'riichi' must be true or false.", field="riichi")
    raw_melds = obj.get("melds") or []
    if not isinstance(raw_melds, list | tuple):
        raise EngineError(ErrorCode.INVALID_MELD, "'melds' must be a list like ['pon:777z'].")
    melds = [Meld.parse(m) for m in raw_melds]
    if obj.get("waits") is not None:
        waits = sorted(set(_tile_kinds(obj.get("waits"), "waits")))
    else:
        hand = _tile_kinds(obj.get("hand"), "hand")
        expected = 13 - 3 * len(melds)
        if len(hand) != expected:
            raise EngineError(
                ErrorCode.WRONG_TILE_COUNT,
                f"The hand has {len(hand)} concealed tiles; with {len(melds)} meld(s) it needs "
                f"{expected}.",
                {"count": len(hand), "expected": expected},
            )
        held = counts_of_kinds(hand)
        for meld in melds:
            for k, c in enumerate(counts_of(meld.tiles)):
                held[k] += c
        for k, c in enumerate(held):
            if c > 4:
                raise EngineError(
                    ErrorCode.TOO_MANY_COPIES,
                    f"{kind_str(k)} appears {c} times; there are only four.",
                    {"tile": kind_str(k), "count": c},
                )
        waits = wait_kinds(hand, melds)
    answer = furiten(
        waits,
        _tile_kinds(obj.get("discards"), "discards"),
        _passed(obj.get("passed")),
        ruleset,
        riichi=riichi,
        riichi_passed=_tile_kinds(obj.get("riichi_passed"), "riichi_passed"),
    )
    result = answer.to_json()
    result["ruleset"] = ruleset.id
    return result


__all__ = ["FuritenAnswer", "furiten", "furiten_request", "wait_kinds"]
