"""Waits of a hand at a draw (`waits`) and closed kans after riichi (`kan_after_riichi`).

`waits_request`: a hand of 13 tiles (minus 3 per call) → tenpai, the waiting tiles, and
whether it counts as tenpai for draw payments under the ruleset: a wait whose every copy is
in the player's own hand or calls does not count, and a yakuless wait counts only where
`ruleset.tenpai_without_yaku`. With ``"with_values": true`` each wait is also scored for
ron and tsumo with the request's situation fields.

`kan_after_riichi_request`: whether a proposed closed kan is allowed after riichi.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.decompose import CHI, PON, standard_readings, waiting_kinds
from engine.errors import EngineError
from engine.hand import Hand, Situation, check_copies, parse_melds
from engine.ids import (
    ConflictId,
    ErrorCode,
    KanAfterRiichiReason,
    KanAfterRiichiRule,
    MeldKind,
    PenaltyId,
    SetKind,
)
from engine.melds import Meld
from engine.rulesets import Ruleset, ruleset_from_json
from engine.rulings import cost, rule_refs
from engine.scoring import outcome_json, score_hand
from engine.tiles import (
    FIVE_KINDS,
    NUM_KINDS,
    Tile,
    kind_str,
    parse_tiles,
    sort_tiles,
    tile,
    tiles_to_str,
)

Answer = dict[str, Any]


def _tiles(obj: Mapping[str, Any], field: str) -> tuple[Tile, ...]:
    value = obj.get(field)
    if not isinstance(value, str):
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            f"'{field}' must be tiles in mpsz notation.",
            {"field": field},
        )
    try:
        return parse_tiles(value)
    except EngineError as exc:
        exc.details["field"] = field
        raise


def _one_tile(obj: Mapping[str, Any], field: str) -> Tile:
    tiles = _tiles(obj, field)
    if len(tiles) != 1:
        raise EngineError(
            ErrorCode.INVALID_NOTATION,
            f"'{field}' must be exactly one tile.",
            {"field": field, "position": 0, "text": str(obj.get(field))},
        )
    return tiles[0]


def _waiting_hand(
    obj: Mapping[str, Any], ruleset: Ruleset
) -> tuple[tuple[Tile, ...], tuple[Meld, ...]]:
    concealed = _tiles(obj, "hand")
    melds = parse_melds(obj.get("melds"))
    check_copies([concealed, *(m.tiles for m in melds)], red_fives=ruleset.red_fives)
    expected = 13 - 3 * len(melds)
    if len(concealed) != expected:
        raise EngineError(
            ErrorCode.WRONG_TILE_COUNT,
            f"A waiting hand with {len(melds)} call(s) has {expected} concealed tiles, "
            f"not {len(concealed)}.",
            {"count": len(concealed), "expected": expected},
        )
    return concealed, melds


def _counts(tiles: tuple[Tile, ...]) -> list[int]:
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t.kind] += 1
    return counts


def _score_wait(
    concealed: tuple[Tile, ...],
    melds: tuple[Meld, ...],
    kind: int,
    situation: Situation,
    ruleset: Ruleset,
) -> Answer:
    """The score answer for winning on `kind` (an `ok: false` answer when it does not score).

    Where red fives are played and the three plain fives of the suit are all in sight (hand,
    calls, indicators), the only five left to win on is the red one, so it is scored with it.
    """
    win = tile(kind)
    if ruleset.red_fives and kind in FIVE_KINDS:
        seen = [
            t
            for group in (
                concealed,
                *(m.tiles for m in melds),
                situation.dora_indicators,
                situation.ura_indicators,
            )
            for t in group
            if t.kind == kind
        ]
        if len(seen) == 3 and not any(t.red for t in seen):
            win = tile(kind, red=True)
    hand = Hand(sort_tiles((*concealed, win)), melds, win)
    try:
        check_copies(
            [
                hand.concealed,
                *(m.tiles for m in melds),
                situation.dora_indicators,
                situation.ura_indicators,
            ],
            red_fives=ruleset.red_fives,
        )
        return outcome_json(score_hand(hand, situation, ruleset))
    except EngineError as exc:
        return exc.to_json()


def waits_request(obj: Mapping[str, Any]) -> Answer:
    """The `waits` command."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    concealed, melds = _waiting_hand(obj, ruleset)
    counts = _counts(concealed)
    own = list(counts)
    for m in melds:
        for t in m.tiles:
            own[t.kind] += 1
    kinds = waiting_kinds(tuple(counts))
    # a wait on a tile whose four copies the player holds cannot be won (no fifth tile)
    live = [k for k in kinds if own[k] < 4]
    with_values = obj.get("with_values", False)
    if not isinstance(with_values, bool):
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            "'with_values' must be true or false.",
            {"field": "with_values"},
        )
    situation: Situation | None = None
    if with_values or not ruleset.tenpai_without_yaku:
        situation = Situation.from_request(obj)
    counts_as_tenpai = bool(live)
    if live and not ruleset.tenpai_without_yaku:
        assert situation is not None
        counts_as_tenpai = any(
            _score_wait(concealed, melds, k, replace(situation, win=w), ruleset)["ok"]
            for k in live
            for w in ("tsumo", "ron")
        )
    answer: Answer = {
        "ok": True,
        "ruleset": ruleset.id,
        "hand": " ".join([tiles_to_str(concealed), *map(str, melds)]),
        "tenpai": bool(kinds),
        "waits": [kind_str(k) for k in kinds],
        "counts_as_tenpai": counts_as_tenpai,
        "dead_waits": [kind_str(k) for k in kinds if own[k] >= 4],
    }
    if with_values:
        assert situation is not None
        ron = replace(situation, win="ron")
        tsumo = replace(
            situation,
            win="tsumo",
            houtei=False,
            chankan=False,
            chankan_closed_kan=False,
            renhou=False,
        )
        ron = replace(ron, haitei=False, rinshan=False, tenhou=False, chiihou=False)
        answer["values"] = [
            {
                "tile": kind_str(k),
                "ron": _score_wait(concealed, melds, k, ron, ruleset),
                "tsumo": _score_wait(concealed, melds, k, tsumo, ruleset),
            }
            for k in kinds
        ]
    return answer


# ---- kan after riichi ----


def kan_rule_kind(ruleset: Ruleset) -> KanAfterRiichiRule:
    """The ruleset's test for a closed kan after riichi, as one id."""
    readings = ruleset.kan_after_riichi == "waits_and_readings"
    if ruleset.kan_after_riichi_drawn_tile_only:
        return (
            KanAfterRiichiRule.WAITS_AND_READINGS_DRAWN_TILE
            if readings
            else KanAfterRiichiRule.WAITS_DRAWN_TILE
        )
    return KanAfterRiichiRule.WAITS_AND_READINGS if readings else KanAfterRiichiRule.WAITS


def _set_json(kind: int, first: int) -> dict[str, str]:
    if kind == CHI:
        return {
            "kind": str(SetKind.CHI),
            "tiles": tiles_to_str(tuple(tile(first + i) for i in range(3))),
        }
    return {"kind": str(SetKind.PON), "tiles": tiles_to_str((tile(first),) * 3)}


def broken_readings(counts: list[int], waits: tuple[int, ...], kind: int) -> list[Answer]:
    """The readings of the complete hand (the waiting tiles plus each winning tile) in which the
    three tiles of `kind` are not one triplet: a kan of `kind` would take these readings away."""
    out: list[Answer] = []
    work = list(counts)
    for w in waits:
        work[w] += 1
        for pair, sets in standard_readings(tuple(work)):
            if (PON, kind) not in sets:
                out.append(
                    {
                        "win_tile": kind_str(w),
                        "pair": tiles_to_str((tile(pair),) * 2),
                        "sets": [_set_json(s, f) for s, f in sets],
                    }
                )
        work[w] -= 1
    return out


def _reason_answer(
    reason: KanAfterRiichiReason,
    before: tuple[int, ...],
    after: tuple[int, ...] | None,
    broken: list[Answer] | None = None,
) -> Answer:
    return {
        "ok": True,
        "allowed": reason is KanAfterRiichiReason.ALLOWED,
        "reason": str(reason),
        "waits_before": [kind_str(k) for k in before],
        "waits_after": None if after is None else [kind_str(k) for k in after],
        "waits_change": after is not None and after != before,
        "broken_readings": broken or [],
    }


def kan_after_riichi_check(
    concealed: tuple[Tile, ...],
    melds: tuple[Meld, ...],
    drawn: Tile,
    kan: Tile,
    ruleset: Ruleset,
) -> Answer:
    """Whether a closed kan of `kan` is allowed for a riichi hand that has just drawn `drawn`.

    The waits after the kan and the readings it would break are given whenever the hand holds
    the four tiles and is tenpai, whatever the reason the ruleset gives.
    """
    counts = _counts(concealed)
    before = waiting_kinds(tuple(counts))
    k = kan.kind
    with_drawn = list(counts)
    with_drawn[drawn.kind] += 1
    if with_drawn[k] < 4:
        return _reason_answer(KanAfterRiichiReason.NOT_FOUR_TILES, before, None)
    after_counts = list(with_drawn)
    after_counts[k] -= 4
    after = waiting_kinds(tuple(after_counts))
    broken = broken_readings(counts, before, k) if before else []
    if sum(1 for m in melds if m.is_kan) >= 4:
        return _reason_answer(KanAfterRiichiReason.TOO_MANY_KANS, before, after, broken)
    if ruleset.kan_after_riichi_drawn_tile_only and drawn.kind != k:
        return _reason_answer(KanAfterRiichiReason.NOT_DRAWN_TILE, before, after, broken)
    if not before:
        return _reason_answer(KanAfterRiichiReason.NOT_TENPAI, before, after)
    if after != before:
        return _reason_answer(KanAfterRiichiReason.WAITS_CHANGE, before, after, broken)
    if ruleset.kan_after_riichi == "waits_and_readings" and broken:
        return _reason_answer(KanAfterRiichiReason.READINGS_CHANGE, before, after, broken)
    return _reason_answer(KanAfterRiichiReason.ALLOWED, before, after, broken)


def kan_after_riichi_request(obj: Mapping[str, Any]) -> Answer:
    """The `kan_after_riichi` command: `hand` (13 tiles minus 3 per call), `melds`,
    `drawn_tile`, `kan_tile` → `allowed`, `reason` (a `KanAfterRiichiReason`)."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    concealed, melds = _waiting_hand(obj, ruleset)
    if any(m.kind is not MeldKind.ANKAN for m in melds):
        raise EngineError(
            ErrorCode.CONFLICTING_SITUATION,
            "A riichi hand is closed: only closed kans can be among its calls.",
            {"conflict": str(ConflictId.RIICHI_OPEN_HAND)},
        )
    drawn = _one_tile(obj, "drawn_tile")
    kan = _one_tile(obj, "kan_tile")
    check_copies([concealed, (drawn,), *(m.tiles for m in melds)], red_fives=ruleset.red_fives)
    answer = kan_after_riichi_check(concealed, melds, drawn, kan, ruleset)
    answer["ruleset"] = ruleset.id
    answer["rule"] = str(kan_rule_kind(ruleset))
    # whether the verdict looks at `broken_readings` (waits-only rulesets give them for
    # information: they never decide)
    answer["readings_decide"] = ruleset.kan_after_riichi == "waits_and_readings"
    answer["rules"] = rule_refs(ruleset, ("kan_after_riichi", "kan_after_riichi_drawn_tile_only"))
    answer["cost"] = cost(ruleset, (PenaltyId.ILLEGAL_KAN_AFTER_RIICHI,))
    return answer


#: the hand checks other commands share (`draw_tenpai`)
waiting_hand = _waiting_hand
score_wait = _score_wait

__all__ = [
    "broken_readings",
    "kan_after_riichi_check",
    "kan_after_riichi_request",
    "kan_rule_kind",
    "score_wait",
    "waiting_hand",
    "waits_request",
]
