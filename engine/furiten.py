"""Furiten: may this player win by ron now, and if not, why (matrix A4; rrc.md §1 row 29).

- own_discard: a tile that completes the hand lies in the player's own discards (discards that
  others called still count).
- passed_tile_temporary: a winning tile was passed since the player's last discard; how long
  that lasts is `ruleset.temporary_furiten_ends` (EMA: until the player's next draw or claim;
  EMA 2012: also ended by any call that breaks the turn order; Tenhou, RRC: until the player's
  own discard). The player's own discard ends it under every ruleset.
- passed_tile_in_riichi: a winning tile passed while in riichi: furiten to the end of the hand
  (nothing ends it, not even the player's own discard).

Furiten holds whether or not the winning tile would give a yaku; tsumo is always allowed.
The answer names the pond entries responsible (indices into `discards`, `passed` and
`riichi_passed`) and what a ron claimed in furiten costs under the ruleset's catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.decompose import waiting_kinds
from engine.errors import EngineError
from engine.ids import ConflictId, ErrorCode, FuritenReason, PenaltyId
from engine.melds import Meld
from engine.rulesets import Ruleset, ruleset_from_json
from engine.rulings import cost, rule_refs
from engine.tiles import NUM_KINDS, counts_of, kind_str, parse_tiles

#: markers in `passed`: the player's own draw, claim and discard, and another player's call
DRAW, CLAIM, CALL, DISCARD = "draw", "claim", "call", "discard"
_MARKERS = (DRAW, CLAIM, CALL, DISCARD)

#: the events (markers in `passed`) that end temporary furiten, per `temporary_furiten_ends`
TEMPORARY_ENDS: dict[str, tuple[str, ...]] = {
    "own_discard": (DISCARD,),
    "next_draw_or_claim": (DISCARD, DRAW, CLAIM),
    "any_call": (DISCARD, DRAW, CLAIM, CALL),
}

#: the infractions a ron claimed in furiten may be: hand shown, or not shown
FALSE_RON = (PenaltyId.FALSE_WIN_TILES_SHOWN, PenaltyId.FALSE_WIN_NO_TILES_SHOWN)


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
class Responsible:
    """One pond entry behind a furiten reason: `where` is the request list, `index` into it."""

    reason: FuritenReason
    where: str  # "discards", "passed" or "riichi_passed"
    index: int
    kind: int

    def to_json(self) -> dict[str, Any]:
        return {
            "reason": str(self.reason),
            "list": self.where,
            "index": self.index,
            "tile": kind_str(self.kind),
        }


@dataclass(frozen=True, slots=True)
class FuritenAnswer:
    waits: tuple[int, ...]
    reasons: tuple[FuritenReason, ...]
    tiles: dict[FuritenReason, tuple[int, ...]]  # the winning tiles behind each reason
    responsible: tuple[Responsible, ...] = ()

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
            "responsible": [r.to_json() for r in self.responsible],
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
    did not take, with the markers "draw"/"claim"/"discard" (the player drew, called or
    discarded) and "call" (another player called, breaking the turn order).
    `riichi_passed`: tiles passed in riichi before the player's last discard.
    """
    wait_set = set(waits)
    reasons: list[FuritenReason] = []
    tiles: dict[FuritenReason, tuple[int, ...]] = {}
    responsible: list[Responsible] = []

    def note(reason: FuritenReason, candidates: Sequence[tuple[str, int, int]]) -> None:
        hits = [(where, i, k) for where, i, k in candidates if k in wait_set]
        if hits:
            reasons.append(reason)
            tiles[reason] = tuple(sorted({k for _, _, k in hits}))
            responsible.extend(Responsible(reason, where, i, k) for where, i, k in hits)

    note(FuritenReason.OWN_DISCARD, [("discards", i, k) for i, k in enumerate(discards)])
    passed_tiles = [("passed", i, k) for i, k in enumerate(passed) if isinstance(k, int)]
    if riichi:
        note(
            FuritenReason.PASSED_TILE_IN_RIICHI,
            [*(("riichi_passed", i, k) for i, k in enumerate(riichi_passed)), *passed_tiles],
        )
    else:
        ends = TEMPORARY_ENDS[ruleset.temporary_furiten_ends]
        start = 0
        for index, item in enumerate(passed):
            if isinstance(item, str) and item in ends:
                start = index + 1
        note(
            FuritenReason.PASSED_TILE_TEMPORARY,
            [(w, i, k) for w, i, k in passed_tiles if i >= start],
        )
    return FuritenAnswer(tuple(sorted(wait_set)), tuple(reasons), tiles, tuple(responsible))


# --- request --------------------------------------------------------------------------------------


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message, details)


def _tile_kinds(value: Any, name: str) -> list[int]:
    if value is None:
        return []
    try:
        if isinstance(value, str):
            return [t.kind for t in parse_tiles(value)]
        if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            return [t.kind for v in value for t in parse_tiles(v)]
    except EngineError as exc:
        exc.details["field"] = name
        raise
    raise _invalid(f"'{name}' must be tiles in mpsz notation.", field=name)


@dataclass(frozen=True, slots=True)
class Discard:
    """One of the player's own discards: its kind, called away by another player, riichi tile."""

    kind: int
    called: bool = False
    riichi: bool = False


def _discard_entry(item: Any, index: int) -> list[Discard]:
    if isinstance(item, str):
        return [Discard(k) for k in _tile_kinds(item, "discards")]
    if not isinstance(item, Mapping):
        raise _invalid(
            "Each discard is tiles in mpsz notation or an object like "
            '{"tile": "3m", "called": true, "riichi": true}.',
            field="discards",
            index=index,
        )
    unknown = sorted(str(k) for k in item if k not in ("tile", "called", "riichi"))
    if unknown:
        raise _invalid(
            f"Unknown discard field(s): {', '.join(unknown)}.", field="discards", index=index
        )
    text = item.get("tile")
    kinds = _tile_kinds(text, "discards") if isinstance(text, str) else []
    if len(kinds) != 1:
        raise EngineError(
            ErrorCode.INVALID_NOTATION,
            "A discard object's 'tile' must be exactly one tile.",
            {"field": "discards", "index": index, "position": 0, "text": str(text)},
        )
    marks = []
    for name in ("called", "riichi"):
        value = item.get(name, False)
        if value is None:
            value = False
        if not isinstance(value, bool):
            raise _invalid(
                f"A discard's '{name}' must be true or false.", field="discards", index=index
            )
        marks.append(value)
    return [Discard(kinds[0], called=marks[0], riichi=marks[1])]


def parse_discards(value: Any) -> list[Discard]:
    """The `discards` field: mpsz text, or a list of texts and discard objects, oldest first."""
    if value is None:
        return []
    if isinstance(value, str):
        return [Discard(k) for k in _tile_kinds(value, "discards")]
    if not isinstance(value, list | tuple):
        raise _invalid("'discards' must be tiles or a list of discards.", field="discards")
    out: list[Discard] = []
    for index, item in enumerate(value):
        out.extend(_discard_entry(item, index))
    if sum(d.riichi for d in out) > 1:
        raise _invalid("Only one discard can be the riichi declaration tile.", field="discards")
    return out


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
    oldest first, called ones included: mpsz text, or a list of texts and objects
    ``{"tile": "3m", "called": true, "riichi": true}``), `passed` (tiles and the markers
    "draw", "claim", "discard", "call" since the player's last discard, oldest first), `riichi`
    (bool; implied by a discard marked as the riichi tile), `riichi_passed` (tiles passed in
    riichi before the last discard), optional `claim_tile` (the tile the ron is claimed on).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    riichi_value = obj.get("riichi")
    if riichi_value is not None and not isinstance(riichi_value, bool):
        raise _invalid("'riichi' must be true or false.", field="riichi")
    discards = parse_discards(obj.get("discards"))
    riichi_index = next((i for i, d in enumerate(discards) if d.riichi), None)
    if riichi_value is False and riichi_index is not None:
        raise EngineError(
            ErrorCode.CONFLICTING_SITUATION,
            "A discard is marked as the riichi tile, but 'riichi' is false.",
            {"conflict": str(ConflictId.RIICHI_TILE_WITHOUT_RIICHI), "field": "riichi"},
        )
    riichi = bool(riichi_value) or riichi_index is not None
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
    claim = obj.get("claim_tile")
    claim_kinds = None if claim is None else _tile_kinds(claim, "claim_tile")
    if claim_kinds is not None and len(claim_kinds) != 1:
        raise EngineError(
            ErrorCode.INVALID_NOTATION,
            "'claim_tile' must be exactly one tile.",
            {"field": "claim_tile", "position": 0, "text": str(claim)},
        )
    answer = furiten(
        waits,
        [d.kind for d in discards],
        _passed(obj.get("passed")),
        ruleset,
        riichi=riichi,
        riichi_passed=_tile_kinds(obj.get("riichi_passed"), "riichi_passed"),
    )
    result = answer.to_json()
    result["ruleset"] = ruleset.id
    result["riichi"] = riichi
    result["riichi_discard"] = riichi_index
    result["called_discards"] = [i for i, d in enumerate(discards) if d.called]
    result["temporary_ends_on"] = list(TEMPORARY_ENDS[ruleset.temporary_furiten_ends])
    if claim_kinds is None:
        result["claim"] = None
    else:
        completes = claim_kinds[0] in waits
        result["claim"] = {
            "tile": kind_str(claim_kinds[0]),
            "completes_hand": completes,
            "ron_allowed": completes and not answer.furiten,
        }
    result["rules"] = rule_refs(ruleset, ("temporary_furiten_ends",))
    result["cost"] = cost(ruleset, FALSE_RON)
    return result


__all__ = [
    "TEMPORARY_ENDS",
    "Discard",
    "FuritenAnswer",
    "Responsible",
    "furiten",
    "furiten_request",
    "parse_discards",
    "wait_kinds",
]
