"""Swap-calling (kuikae): may a player discard this tile right after a chi or pon (`kuikae`).

Matrix A2 "Swap-calling"; rrc.md §2 "Kuikae". A swap is a discard that would have made the same
set with the tiles used for the call: the called tile itself (after a chi or a pon), or, after a
chi with the called tile at one end of the run, the tile at the other end (3m called with 45m,
then 6m discarded: 456m; the "suji" swap). `ruleset.swap_calling` says whether swaps are
allowed: Galaxy and EMA 2012 allow them, EMA 2016 and 2025, WRC, Tenhou, Mahjong Soul and RRC
forbid them (EMA 2016 §3.3.2 and RRC: a dead hand). The answer gives the catalogue entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import EngineError
from engine.hand import check_copies
from engine.ids import ErrorCode, KuikaeKind, KuikaeReason, MeldKind, PenaltyId
from engine.rulesets import ruleset_from_json
from engine.rulings import cost, one_tile, rule_refs, tiles_field
from engine.tiles import Tile, kind_str, sort_tiles, tiles_to_str

Answer = dict[str, Any]

_HONOURS = 27


def _meld_error(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_MELD, message, {"field": "call", **details})


def swap_tiles(
    kind: MeldKind, called: int, from_hand: tuple[int, int]
) -> list[tuple[int, KuikaeKind]]:
    """The tile kinds whose discard right after this call would be a swap, and why."""
    out = [(called, KuikaeKind.SAME_TILE)]
    if kind is MeldKind.CHI:
        low = min(called, *from_hand)
        high = low + 2
        suit_start = low - low % 9
        if called == low and high + 1 < suit_start + 9:
            out.append((high + 1, KuikaeKind.OTHER_END))
        elif called == high and low - 1 >= suit_start:
            out.append((low - 1, KuikaeKind.OTHER_END))
    return out


def _call(obj: Mapping[str, Any]) -> tuple[MeldKind, Tile, tuple[Tile, Tile]]:
    call = obj.get("call")
    if not isinstance(call, Mapping):
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            '\'call\' must be an object like {"kind": "chi", "tile": "3m", "from_hand": "45m"}.',
            {"field": "call"},
        )
    raw_kind = call.get("kind")
    if raw_kind not in (MeldKind.CHI, MeldKind.PON):
        raise _meld_error("The call must be a chi or a pon.", meld=str(raw_kind))
    kind = MeldKind(raw_kind)
    called = one_tile(call, "tile")
    hand = tiles_field(call, "from_hand")
    if len(hand) != 2:
        raise _meld_error("A chi or pon uses two tiles from the hand.", count=len(hand))
    kinds = sorted((called.kind, hand[0].kind, hand[1].kind))
    if kind is MeldKind.PON:
        if len(set(kinds)) != 1:
            raise _meld_error("A pon is three tiles of one kind.")
    elif (
        kinds[0] >= _HONOURS
        or kinds[0] // 9 != kinds[2] // 9
        or kinds != [kinds[0], kinds[0] + 1, kinds[0] + 2]
    ):
        raise _meld_error("A chi is three consecutive tiles of one suit.")
    return kind, called, (hand[0], hand[1])


def kuikae_request(obj: Mapping[str, Any]) -> Answer:
    """The `kuikae` command.

    Input: `ruleset`, `call` ``{"kind": "chi" | "pon", "tile": the called tile, "from_hand":
    the two tiles from the hand}``, `discard` (the tile discarded right after the call).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    kind, called, hand = _call(obj)
    discard = one_tile(obj, "discard")
    check_copies([(called, *hand), (discard,)], red_fives=ruleset.red_fives)
    swaps = swap_tiles(kind, called.kind, (hand[0].kind, hand[1].kind))
    swap = next((why for k, why in swaps if k == discard.kind), None)
    if swap is None:
        reason = KuikaeReason.NOT_A_SWAP
    elif ruleset.swap_calling:
        reason = KuikaeReason.SWAP_ALLOWED
    else:
        reason = KuikaeReason.SWAP_FORBIDDEN
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "call": {
            "kind": str(kind),
            "tile": tiles_to_str((called,)),
            "from_hand": tiles_to_str(hand),
            "set": tiles_to_str(sort_tiles((called, *hand))),
        },
        "discard": tiles_to_str((discard,)),
        "swap": swap is not None,
        "swap_kind": None if swap is None else str(swap),
        "swap_tiles": [{"tile": kind_str(k), "kind": str(why)} for k, why in swaps],
        "allowed": reason is not KuikaeReason.SWAP_FORBIDDEN,
        "reason": str(reason),
        "rules": rule_refs(ruleset, ("swap_calling",)),
        "cost": cost(ruleset, (PenaltyId.SWAP_CALLING,)),
    }


__all__ = ["kuikae_request", "swap_tiles"]
