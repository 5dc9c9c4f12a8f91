"""Nine terminals and honours (kyuushu kyuuhai): may the player call the abortive draw now.

Matrix A3 "Abortive draws"; rrc.md §1 row 17. On the player's first draw, with no call before
it in the hand, a hand of 14 tiles holding nine or more DIFFERENT terminal and honour kinds (a
pair counts once) may call the abortive draw, where the ruleset has it
(`"kyuushu" in ruleset.abortive_draws`: EMA 2012, Galaxy (assumed), Tenhou, Mahjong Soul; not
EMA 2016/2025, WRC, RRC by default). What follows is the settlement's abortive draw under the
ruleset (no payments, riichi sticks stay, dealer stays, a counter where `abortive_honba`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import EngineError
from engine.hand import check_copies
from engine.ids import AbortiveReason, ErrorCode, KyuushuReason
from engine.rulesets import Ruleset, ruleset_from_json, ruleset_to_overrides
from engine.rulings import flag, rule_refs, tiles_field
from engine.settlement import settle_request
from engine.tiles import IS_TERMINAL_OR_HONOR, kind_str

Answer = dict[str, Any]

#: different terminal and honour kinds needed
NEEDED = 9


def terminal_honour_kinds(kinds: list[int]) -> list[int]:
    """The different terminal and honour kinds among the tiles, in tile order (a pair once)."""
    return sorted({k for k in kinds if IS_TERMINAL_OR_HONOR[k]})


def follows(ruleset: Ruleset) -> Answer:
    """What the abortive draw leads to under the ruleset, read off the settlement itself."""
    sticks = 1
    settled = settle_request(
        {
            "ruleset": ruleset_to_overrides(ruleset) if ruleset.id == "custom" else ruleset.id,
            "dealer": 0,
            "honba": 0,
            "riichi_sticks": sticks,
            "scores": [ruleset.start_points] * 4,
            "outcome": {"type": "abortive", "reason": str(AbortiveReason.KYUUSHU)},
        }
    )
    nxt = settled["next"]
    return {
        "redeal": True,
        "payments": bool(settled["transfers"]),
        "dealer_stays": bool(settled["renchan"]),
        "honba_added": int(nxt["honba"]),
        "riichi_sticks_stay": nxt["riichi_sticks"] == sticks,
        "hand_counts": bool(settled["hand_counts"]),
    }


def kyuushu_request(obj: Mapping[str, Any]) -> Answer:
    """The `kyuushu` command.

    Input: `ruleset`, `hand` (the 14 tiles after the player's first draw), `calls_before`
    (true: some call was made in the hand before this draw), `first_draw` (default true: this
    is the player's first draw of the hand).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    tiles = tiles_field(obj, "hand")
    if len(tiles) != 14:
        raise EngineError(
            ErrorCode.WRONG_TILE_COUNT,
            f"The hand after the first draw has 14 tiles, not {len(tiles)}.",
            {"count": len(tiles), "expected": 14},
        )
    check_copies([tiles], red_fives=ruleset.red_fives)
    calls_before = flag(obj, "calls_before")
    first_draw = flag(obj, "first_draw", default=True)
    kinds = terminal_honour_kinds([t.kind for t in tiles])
    in_ruleset = str(AbortiveReason.KYUUSHU) in ruleset.abortive_draws
    if not in_ruleset:
        reason = KyuushuReason.NOT_IN_RULESET
    elif not first_draw:
        reason = KyuushuReason.NOT_FIRST_DRAW
    elif calls_before:
        reason = KyuushuReason.AFTER_CALL
    elif len(kinds) < NEEDED:
        reason = KyuushuReason.TOO_FEW_KINDS
    else:
        reason = KyuushuReason.ALLOWED
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "kinds": [kind_str(k) for k in kinds],
        "count": len(kinds),
        "needed": NEEDED,
        "in_ruleset": in_ruleset,
        "first_draw": first_draw,
        "calls_before": calls_before,
        "may_call": reason is KyuushuReason.ALLOWED,
        "reason": str(reason),
        "follows": follows(ruleset) if in_ruleset else None,
        "rules": rule_refs(ruleset, ("abortive_draws", "abortive_honba")),
    }


__all__ = ["NEEDED", "follows", "kyuushu_request", "terminal_honour_kinds"]
