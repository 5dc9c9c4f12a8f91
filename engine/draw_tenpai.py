"""Tenpai at an exhaustive draw, with the tiles the player can see (`draw_tenpai` command).

Matrix A3 "Karaten / waits all used", rrc.md §1 row 28. Under every preset a wait whose four
copies are all in the player's own hand and calls is no wait at all (noten); a wait whose
copies are all in sight but at least one of them elsewhere (ponds, others' calls, dora
indicators) still counts (`ruleset.karaten_visible_counts`; Galaxy and EMA 2016 state it,
Tenhou too; elsewhere assumed). A yakuless ready hand counts where
`ruleset.tenpai_without_yaku`, a furiten one where `ruleset.tenpai_furiten`. A riichi hand that
does not count is a noten riichi: the answer gives what that costs under the catalogue.

The yaku check asks what the hand has by itself: its shape, the seat and round wind, a riichi
or double riichi declared (they stand to the end of the hand). No one won at an exhaustive
draw, so the flags that say how a hand was won — by the last tile (haitei, houtei), from the
dead wall (rinshan), off a kan (chankan), within a go-around of riichi (ippatsu), on the first
turn (tenhou, chiihou, renhou) or as the eighth win in a row (paarenchan) — would give a
yakuless hand a yaku it cannot have: set, they are refused (`conflicting_situation`,
`win_flag_at_draw`, details `field`) rather than silently dropped, so a caller never reads an
answer to a question other than the one it asked. `win` is not read: ron and tsumo are both
tried (a closed hand always has menzen tsumo).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.decompose import waiting_kinds
from engine.errors import EngineError
from engine.hand import Situation, check_copies
from engine.ids import (
    SITUATION_FLAGS,
    ConflictId,
    DeadWaitKind,
    DrawTenpaiReason,
    ErrorCode,
    PenaltyId,
)
from engine.rulesets import ruleset_from_json
from engine.rulings import cost, rule_refs, tiles_field
from engine.tiles import NUM_KINDS, Tile, kind_str, tiles_to_str
from engine.waits import score_wait, waiting_hand

Answer = dict[str, Any]

#: the ruleset fields the answer rests on
RULE_NAMES = ("karaten_visible_counts", "tenpai_without_yaku", "tenpai_furiten")

#: situation flags that stand at a draw: declarations kept to the end of the hand
STANDING_FLAGS = ("riichi", "double_riichi")
#: the others say how a hand was won (refused: no one won at an exhaustive draw); a flag added
#: to `SITUATION_FLAGS` later is refused too until it is known to stand
WIN_FLAGS = tuple(flag for flag in SITUATION_FLAGS if flag not in STANDING_FLAGS)


def _counts(*groups: tuple[Tile, ...]) -> list[int]:
    counts = [0] * NUM_KINDS
    for group in groups:
        for t in group:
            counts[t.kind] += 1
    return counts


def draw_tenpai_request(obj: Mapping[str, Any]) -> Answer:
    """The `draw_tenpai` command.

    Input: `ruleset`, `hand` (13 tiles minus 3 per call), `melds`, `visible` (tiles the player
    can see outside the own hand, calls and discards: others' ponds and calls, dora indicators;
    mpsz text or a list of texts), `discards` (the player's own pond: seen too, and the furiten
    check), `riichi` and `double_riichi`, and the seat and round wind for the yaku check (a
    win's own flags are refused: see the module's text).
    The answer gives back the seat and round wind the yaku check ran with: a seat or round
    wind triplet is a yaku (yakuhai), so the same tiles can be yakuless at one seat and not
    at another.
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    concealed, melds = waiting_hand(obj, ruleset)
    visible = tiles_field(obj, "visible", required=False)
    discards = tiles_field(obj, "discards", required=False)
    check_copies(
        [concealed, *(m.tiles for m in melds), visible, discards], red_fives=ruleset.red_fives
    )
    for flag in WIN_FLAGS:
        if obj.get(flag) is True:
            raise EngineError(
                ErrorCode.CONFLICTING_SITUATION,
                f"{flag!r} says how a hand was won; at an exhaustive draw no one won, so it "
                "cannot give the hand a yaku.",
                {"conflict": str(ConflictId.WIN_FLAG_AT_DRAW), "field": flag},
            )
    situation = Situation.from_request(obj)
    if situation.riichi and any(m.is_open for m in melds):
        raise EngineError(
            ErrorCode.CONFLICTING_SITUATION,
            "A riichi hand is closed: only closed kans can be among its calls.",
            {"conflict": str(ConflictId.RIICHI_OPEN_HAND)},
        )
    hand_counts = _counts(concealed)
    held = _counts(concealed, *(m.tiles for m in melds))
    in_calls = _counts(*(m.tiles for m in melds))
    seen = _counts(visible, discards)
    kinds = waiting_kinds(tuple(hand_counts))

    dead: list[Answer] = []
    countable: list[int] = []
    possible: list[int] = []  # waits a fifth copy does not rule out (for the yaku check)
    for k in kinds:
        if held[k] >= 4:
            kind = DeadWaitKind.OWN_HAND
        elif held[k] + seen[k] >= 4:
            kind = DeadWaitKind.ALL_VISIBLE
        else:
            countable.append(k)
            possible.append(k)
            continue
        counts = kind is DeadWaitKind.ALL_VISIBLE and ruleset.karaten_visible_counts
        if kind is DeadWaitKind.ALL_VISIBLE:
            possible.append(k)
            if counts:
                countable.append(k)
        dead.append(
            {
                "tile": kind_str(k),
                "kind": str(kind),
                "counts": counts,
                "in_hand": hand_counts[k],
                "in_calls": in_calls[k],
                "visible_indices": [i for i, t in enumerate(visible) if t.kind == k],
                "discard_indices": [i for i, t in enumerate(discards) if t.kind == k],
            }
        )

    # yaku: the hand shape (or riichi) must give one on some wait that can still count
    check = countable or possible
    yakuless = bool(check) and not any(
        score_wait(concealed, melds, k, replace(situation, win=w), ruleset)["ok"]
        for k in check
        for w in ("ron", "tsumo")
    )
    furiten_indices = [i for i, t in enumerate(discards) if t.kind in kinds]

    if not kinds:
        reason = DrawTenpaiReason.NOT_TENPAI
    elif not countable:
        all_held = all(d["kind"] == DeadWaitKind.OWN_HAND for d in dead)
        reason = (
            DrawTenpaiReason.WAITS_IN_OWN_HAND if all_held else DrawTenpaiReason.WAITS_ALL_VISIBLE
        )
    elif yakuless and not ruleset.tenpai_without_yaku:
        reason = DrawTenpaiReason.NO_YAKU
    elif furiten_indices and not ruleset.tenpai_furiten:
        reason = DrawTenpaiReason.FURITEN
    else:
        reason = DrawTenpaiReason.COUNTS
    counts_as_tenpai = reason is DrawTenpaiReason.COUNTS
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "hand": " ".join([tiles_to_str(concealed), *map(str, melds)]),
        "tenpai": bool(kinds),
        "waits": [kind_str(k) for k in kinds],
        "counts_as_tenpai": counts_as_tenpai,
        "reason": str(reason),
        "live_waits": [kind_str(k) for k in kinds if held[k] + seen[k] < 4],
        "dead_waits": dead,
        "yakuless": yakuless,
        "furiten": bool(furiten_indices),
        "furiten_discards": furiten_indices,
        "riichi": situation.riichi,
        "seat_wind": str(situation.seat_wind),
        "round_wind": str(situation.round_wind),
        "noten_riichi": situation.riichi and not counts_as_tenpai,
        "rules": rule_refs(ruleset, RULE_NAMES),
        "cost": cost(ruleset, (PenaltyId.NOTEN_RIICHI,)),
    }


__all__ = ["RULE_NAMES", "STANDING_FLAGS", "WIN_FLAGS", "draw_tenpai_request"]
