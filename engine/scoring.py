"""Scoring a winning hand: the `score` and `compare` commands.

`score_hand(hand, situation, ruleset)` scores every reading of the hand (every decomposition
and every place of the winning tile), keeps the one worth the most (highest payment, then
more han, then more fu, as the rules require), and returns an `Outcome` with the runner-up
and the reasons a referee can show. `score_request(obj)` is the JSON command.
"""

from __future__ import annotations

import marshal
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, cast

from engine.decompose import CHI, PON, Shape, seven_pairs_repeated, win_shapes
from engine.errors import EngineError
from engine.fu import SET_LINE, FuLine, count_fu
from engine.hand import Hand, Situation
from engine.ids import (
    ErrorCode,
    FuId,
    MeldKind,
    ReadingKind,
    SetKind,
    WaitKind,
    WhyNot,
    Wind,
    YakuId,
)
from engine.payments import HandValue, hand_value, ron_payment, tsumo_payments, tsumo_total
from engine.rulesets import PRESETS, Ruleset, ruleset_from_json
from engine.tiles import (
    IS_SIMPLE,
    IS_TERMINAL_OR_HONOR,
    NUM_KINDS,
    dora_of,
    kind_str,
    kinds_to_str,
)
from engine.yaku import (
    DOUBLE_CAPABLE,
    HandFacts,
    HandYaku,
    WinContext,
    YakuResult,
    find_yaku,
    hand_yaku,
)

Answer = dict[str, Any]


_BIT = tuple(1 << k for k in range(NUM_KINDS))
_DORA_OF = tuple(dora_of(k) for k in range(NUM_KINDS))


@dataclass(slots=True)
class Prepared:
    """A hand, its situation and ruleset, with everything that does not depend on the reading."""

    hand: Hand
    situation: Situation
    ruleset: Ruleset
    concealed_counts: tuple[int, ...]
    facts: HandFacts
    meld_chis: list[int]
    meld_triplets: list[int]  # the kind of every called pon and kan
    meld_lines: list[FuLine]  # their fu lines, in the same order
    ankans: int
    dora: int
    aka: int
    ura: int
    win_kind: int = -1
    reds: list[int] = field(default_factory=list)  # kinds of the concealed red fives
    per_hand: HandYaku | None = None  # filled by the first reading scored

    @staticmethod
    def of(hand: Hand, situation: Situation, ruleset: Ruleset) -> Prepared:
        concealed = [0] * NUM_KINDS
        reds: list[int] = []  # the kinds of the concealed red fives, in order
        mask = 0  # the kinds present, as bits
        for t in hand.concealed:
            k = t.kind
            concealed[k] += 1
            mask |= _BIT[k]
            if t.red:
                reds.append(k)
        aka = len(reds)
        counts = concealed.copy()
        meld_chis: list[int] = []
        meld_triplets: list[int] = []
        meld_lines: list[FuLine] = []
        ankans = 0
        kans = 0
        closed = True
        for m in hand.melds:
            for t in m.tiles:
                k = t.kind
                counts[k] += 1
                mask |= _BIT[k]
                if t.red:
                    aka += 1
            if m.kind is MeldKind.CHI:
                meld_chis.append(m.first)
                closed = False
            else:
                is_kan = m.is_kan
                meld_triplets.append(m.first)
                meld_lines.append(SET_LINE[m.first][m.is_open][is_kan])
                if is_kan:
                    kans += 1
                if m.kind is MeldKind.ANKAN:
                    ankans += 1
                else:
                    closed = False
        facts = HandFacts.of(
            tuple(counts),
            tuple(concealed),
            closed=closed,
            no_calls=not hand.melds,
            kans=kans,
            mask=mask,
        )
        dora = 0
        for i in situation.dora_indicators:
            dora += counts[_DORA_OF[i.kind]]
        ura = 0
        if situation.ura_indicators and (situation.riichi or situation.double_riichi):
            for i in situation.ura_indicators:
                ura += counts[_DORA_OF[i.kind]]
        if not ruleset.red_fives:
            aka = 0
        return Prepared(
            hand,
            situation,
            ruleset,
            facts.concealed,
            facts,
            meld_chis,
            meld_triplets,
            meld_lines,
            ankans,
            dora,
            aka,
            ura,
            hand.win_tile.kind,
            reds,
        )


@dataclass(slots=True)
class Scored:
    """One reading, scored. `error` is set when this reading does not make a valid win."""

    shape: Shape
    ctx: WinContext
    set_lines: list[FuLine]  # the fu lines of its pons and kans
    yaku: YakuResult
    fu_lines: tuple[FuLine, ...]
    fu_raw: int
    fu: int
    han: int
    value: HandValue
    gain: int  # what the winner receives before counters and sticks
    error: ErrorCode | None = None
    renhou_alone: bool = False

    @property
    def sort_key(self) -> tuple[int, int, int, int]:
        # at equal value a real yakuman beats a counted (kazoe) one, as on Tenhou
        return (self.gain, self.yaku.yakuman_total, self.han, self.fu)


def _SORT_KEY(s: Scored) -> tuple[int, int, int, int]:  # noqa: N802 - used like a constant
    return (s.gain, s.yaku.yakuman_total, s.han, s.fu)


@dataclass(slots=True)
class Outcome:
    """The chosen reading, the runner-up and the reasons."""

    prepared: Prepared
    best: Scored
    runner_up: Scored | None
    why_not: list[tuple[YakuId | None, WhyNot]] = field(default_factory=list)


def _gain(basic: int, sit: Situation) -> int:
    return _gain_of(basic, sit.win == "tsumo", sit.seat_wind is Wind.EAST)


@lru_cache(maxsize=4096)
def _gain_of(basic: int, tsumo: bool, dealer: bool) -> int:
    """What the winner receives before counters and sticks (few distinct values)."""
    if tsumo:
        return tsumo_total(basic, dealer=dealer)
    return ron_payment(basic, dealer=dealer)


def _needs_two_han(p: Prepared) -> bool:
    mode = p.ruleset.ryanhan_shibari
    if mode == "none" or p.situation.honba < p.ruleset.ryanhan_honba:
        return False
    return mode == "all" or p.situation.dealer


def score_shape(p: Prepared, shape: Shape) -> Scored:
    """Score one reading."""
    sit = p.situation
    ruleset = p.ruleset
    chis = p.meld_chis.copy()
    triplets = p.meld_triplets.copy()
    set_lines = p.meld_lines.copy()
    concealed_triplets = p.ankans
    if shape.kind is ReadingKind.STANDARD:
        win_set = -1 if sit.win == "tsumo" else shape.win_set  # the pon a ron completed
        for i, (code, first) in enumerate(shape.sets):
            if code == CHI:
                chis.append(first)
            else:
                triplets.append(first)
                if i == win_set:
                    set_lines.append(SET_LINE[first][1][0])
                else:
                    set_lines.append(SET_LINE[first][0][0])
                    concealed_triplets += 1
        chis.sort()
    ctx = WinContext(
        p.facts,
        sit,
        ruleset,
        shape,
        p.win_kind,
        chis,
        triplets,
        concealed_triplets,
        shape.pair,
    )
    per_hand = p.per_hand
    if per_hand is None:
        per_hand = p.per_hand = hand_yaku(ctx)
    yr = find_yaku(ctx, per_hand)
    pinfu = False
    for yid, _ in yr.yaku:
        if yid is YakuId.PINFU:
            pinfu = True
            break
    lines, raw, fu = count_fu(ctx, set_lines, pinfu=pinfu)
    error: ErrorCode | None = None
    if yr.yakuman:
        han = 0
        value = _hand_value(0, fu, ruleset, yr.yakuman_total)
    else:
        han = yr.han + p.dora + p.aka + p.ura
        value = _hand_value(han, fu, ruleset, 0)
        if yr.han == 0:
            error = ErrorCode.NO_YAKU
        elif yr.han < 2 and _needs_two_han(p):
            error = ErrorCode.NOT_ENOUGH_HAN
    return Scored(
        shape, ctx, set_lines, yr, lines, raw, fu, han, value, _gain(value.basic, sit), error
    )


def _hand_value(han: int, fu: int, ruleset: Ruleset, yakuman: int) -> HandValue:
    """`hand_value`, remembered by everything it reads (few distinct values, often asked)."""
    return _value(han, fu, ruleset.kiriage, ruleset.kazoe_yakuman, yakuman)


@lru_cache(maxsize=4096)
def _value(han: int, fu: int, kiriage: bool, kazoe: bool, yakuman: int) -> HandValue:
    return hand_value(han, fu, _VALUE_RULES[kiriage, kazoe], yakuman=yakuman)


#: a ruleset per (kiriage, kazoe_yakuman): the only fields `hand_value` reads
_VALUE_RULES = {
    (kiriage, kazoe): replace(PRESETS["ema"], kiriage=kiriage, kazoe_yakuman=kazoe)
    for kiriage in (False, True)
    for kazoe in (False, True)
}


def _renhou_alone(p: Prepared, base: Scored) -> Scored:
    """Renhou alone (han5 / mangan rulesets): 5 han, no other yaku, no dora."""
    value = hand_value(5, base.fu, p.ruleset)
    yr = YakuResult.of(((YakuId.RENHOU, 5),))
    return Scored(
        base.shape,
        base.ctx,
        base.set_lines,
        yr,
        base.fu_lines,
        base.fu_raw,
        base.fu,
        5,
        value,
        _gain(value.basic, p.situation),
        None,
        renhou_alone=True,
    )


def score_prepared(p: Prepared) -> Outcome:
    """Score every reading and pick the best; raises `EngineError` when the hand does not win."""
    shapes = win_shapes(p.concealed_counts, p.win_kind)
    if not shapes:
        why: list[dict[str, str]] = []
        if not p.hand.melds and seven_pairs_repeated(p.concealed_counts):
            why.append(
                {"yaku": str(YakuId.CHIITOITSU), "reason": str(WhyNot.CHIITOITSU_REPEATED_PAIR)}
            )
        raise EngineError(
            ErrorCode.NOT_A_WINNING_HAND,
            "The tiles do not form a winning hand (four sets and a pair, seven different "
            "pairs, or thirteen orphans).",
            {"why_not": why} if why else None,
        )
    scored = [score_shape(p, s) for s in shapes]
    valid = [s for s in scored if s.error is None]
    renhou_normal_higher = False
    sit = p.situation
    if sit.renhou and p.ruleset.renhou in ("han5", "mangan"):
        base = max(valid, key=lambda s: s.sort_key) if valid else max(scored, key=lambda s: s.fu)
        alone = _renhou_alone(p, base)
        if valid and base.gain > alone.gain:
            renhou_normal_higher = True
        else:
            valid = [alone, *valid]
    if not valid:
        top = max(scored, key=lambda s: s.sort_key)
        if any(s.error is ErrorCode.NOT_ENOUGH_HAN for s in scored):
            top = max(
                (s for s in scored if s.error is ErrorCode.NOT_ENOUGH_HAN), key=lambda s: s.sort_key
            )
            raise EngineError(
                ErrorCode.NOT_ENOUGH_HAN,
                f"With {sit.honba} counters this ruleset needs 2 han from yaku (dora do not "
                f"count); the hand has {top.yaku.han}.",
                {
                    "why_not": [{"yaku": None, "reason": str(WhyNot.FIVE_COUNTER_RULE)}],
                    "han": top.yaku.han,
                    "needed": 2,
                    "honba": sit.honba,
                },
            )
        details: dict[str, Any] = {}
        why_items = [_why_json(y, r) for y, r in _why_not(p, top, scored)]
        if p.dora + p.aka + p.ura:
            why_items.append({"yaku": None, "reason": str(WhyNot.DORA_NOT_YAKU)})
        if why_items:
            details["why_not"] = why_items
        raise EngineError(
            ErrorCode.NO_YAKU,
            "The hand has no yaku; dora alone do not make a win.",
            details,
        )
    runner_up: Scored | None = None
    if len(valid) == 1:  # the common case: one reading
        best = valid[0]
    else:
        best = max(valid, key=_SORT_KEY)
        best_key = best.shape.key
        others = [s for s in valid if s.shape.key != best_key and not s.renhou_alone]
        runner_up = max(others, key=_SORT_KEY) if others else None
    why_not = _why_not(p, best, scored)
    if renhou_normal_higher:
        why_not.append((YakuId.RENHOU, WhyNot.RENHOU_NORMAL_VALUE_HIGHER))
    return Outcome(p, best, runner_up, why_not)


def score_hand(hand: Hand, situation: Situation, ruleset: Ruleset) -> Outcome:
    """Check the situation against the hand and score it."""
    if hand.melds:
        situation.check(
            closed=hand.is_closed, kans=hand.kan_count, calls=len(hand.melds), ruleset=ruleset
        )
    else:
        situation.check(closed=True, kans=0, calls=0, ruleset=ruleset)
    return score_prepared(Prepared.of(hand, situation, ruleset))


# ---- reasons ----


def _why_not(p: Prepared, best: Scored, scored: list[Scored]) -> list[tuple[YakuId | None, WhyNot]]:
    out: list[tuple[YakuId | None, WhyNot]] = []
    c = best.ctx
    sit = p.situation
    closed = p.facts.closed
    have = {i for i, _ in best.yaku.yaku} | {i for i, _ in best.yaku.yakuman}
    standard = best.shape.kind is ReadingKind.STANDARD
    if best.yaku.yakuman:
        for yid, mult in best.yaku.yakuman:
            if yid in DOUBLE_CAPABLE and mult == 1:
                out.append((yid, WhyNot.DOUBLE_YAKUMAN_NOT_IN_RULESET))
        out.extend((yid, WhyNot.YAKUMAN_NOT_STACKED) for yid in best.yaku.dropped_yakuman)
        if (
            not sit.tsumo
            and best.shape.wait is WaitKind.SHANPON
            and c.concealed_triplets == 3
            and len(c.triplets) == 4
            and p.ankans < 4
        ):
            out.append((YakuId.SUUANKOU, WhyNot.SUUANKOU_RON_NOT_TANKI))
        return out
    if best.renhou_alone:
        return out
    if standard and YakuId.PINFU not in have:
        n_chis = len(c.chis)
        if n_chis == 4:
            if not closed:
                out.append((YakuId.PINFU, WhyNot.PINFU_OPEN))
            elif c.value_pair:
                out.append((YakuId.PINFU, WhyNot.PINFU_VALUE_PAIR))
            elif best.shape.wait is not WaitKind.RYANMEN:
                out.append((YakuId.PINFU, WhyNot.PINFU_WAIT))
        elif n_chis == 3 and closed and best.shape.wait is WaitKind.RYANMEN and not c.value_pair:
            out.append((YakuId.PINFU, WhyNot.PINFU_EXTRA_FU))
    if YakuId.TANYAO not in have:
        if p.facts.all_simple and not closed and not p.ruleset.kuitan:
            out.append((YakuId.TANYAO, WhyNot.TANYAO_OPEN_NOT_ALLOWED))
        elif (
            standard
            and (closed or p.ruleset.kuitan)
            and not p.facts.has_honor
            and _groups_with_terminals(best) == 1
        ):
            out.append((YakuId.TANYAO, WhyNot.TANYAO_TERMINAL_OR_HONOR))
    tsumo = sit.win == "tsumo"
    if not closed:
        if tsumo:
            out.append((YakuId.MENZEN_TSUMO, WhyNot.CLOSED_ONLY_YAKU_OPEN))
        dups = c.duplicate_chis
        if dups == 2:
            out.append((YakuId.RYANPEIKOU, WhyNot.CLOSED_ONLY_YAKU_OPEN))
        elif dups == 1:
            out.append((YakuId.IIPEIKOU, WhyNot.CLOSED_ONLY_YAKU_OPEN))
    if not tsumo:
        # a reading (this one or another) whose ron-completed pon would have made one more
        # concealed triplet
        ron_pons = [s.ctx.concealed_triplets for s in scored if s.shape.wait is WaitKind.SHANPON]
        if ron_pons:
            if 2 in ron_pons and YakuId.SANANKOU not in have:
                out.append((YakuId.SANANKOU, WhyNot.RON_PON_NOT_CONCEALED))
            if 3 in ron_pons:
                out.append((YakuId.SUUANKOU, WhyNot.SUUANKOU_RON_NOT_TANKI))
    if YakuId.RYANPEIKOU in have:
        out.append((YakuId.IIPEIKOU, WhyNot.IIPEIKOU_IN_RYANPEIKOU))
    if YakuId.JUNCHAN in have:
        out.append((YakuId.CHANTA, WhyNot.CHANTA_IN_JUNCHAN))
    if (
        YakuId.CHIITOITSU not in have
        and not p.hand.melds
        and seven_pairs_repeated(p.concealed_counts)
    ):
        out.append((YakuId.CHIITOITSU, WhyNot.CHIITOITSU_REPEATED_PAIR))
    if best.han >= 13 and not p.ruleset.kazoe_yakuman:
        out.append((None, WhyNot.KAZOE_NOT_IN_RULESET))
    if len(scored) == 1:  # no other reading to name yaku of
        return out
    named = {y for y, _ in out}
    for other in scored:
        if other is best or other.error is not None or other.yaku.yakuman:
            continue
        for yid, _ in other.yaku.yaku:
            if yid not in have and yid not in named:
                named.add(yid)
                out.append((yid, WhyNot.READINGS_INCOMPATIBLE))
    return out


def _groups_with_terminals(s: Scored) -> int:
    """How many sets and pairs of a standard reading hold a terminal or honour."""
    n = sum(1 for ch in s.ctx.chis if ch % 9 in (0, 6))
    n += sum(1 for t in s.ctx.triplets if IS_TERMINAL_OR_HONOR[t])
    n += 0 if IS_SIMPLE[s.ctx.pair] else 1
    return n


def _why_json(yaku: YakuId | None, reason: WhyNot) -> dict[str, Any]:
    return {"yaku": None if yaku is None else str(yaku), "reason": str(reason)}


# ---- the answer ----


def _payments(basic: int, p: Prepared) -> tuple[dict[str, int], int, int]:
    """(payments before counters, counter points per payer, everything the winner receives)."""
    sit = p.situation
    honba = sit.honba
    sticks = sit.riichi_sticks * 1000
    if not sit.tsumo:
        pay = ron_payment(basic, dealer=sit.dealer)
        hp = p.ruleset.honba_value * honba
        return {"discarder": pay}, hp, pay + hp + sticks
    hp = p.ruleset.honba_value // 3 * honba
    from_dealer, from_other = tsumo_payments(basic, dealer=sit.dealer)
    if sit.dealer:
        return {"non_dealer": from_other}, hp, 3 * (from_other + hp) + sticks
    total = from_dealer + 2 * from_other + 3 * hp + sticks
    return {"dealer": from_dealer, "non_dealer": from_other}, hp, total


_CHI_TEXT = tuple(
    kinds_to_str([k, k + 1, k + 2]) if k < 27 and k % 9 <= 6 else "" for k in range(NUM_KINDS)
)
_PON_TEXT = tuple(kinds_to_str([k] * 3) for k in range(NUM_KINDS))
_PAIR_TEXT = tuple(kinds_to_str([k] * 2) for k in range(NUM_KINDS))
_ONE_TEXT = tuple(kinds_to_str([k]) for k in range(NUM_KINDS))
_CHI, _PON, _KAN, _PAIR, _SINGLE = (
    str(k) for k in (SetKind.CHI, SetKind.PON, SetKind.KAN, SetKind.PAIR, SetKind.SINGLE)
)


def _reading(s: Scored, p: Prepared) -> tuple[dict[str, Any], dict[int, str]]:
    """The reading's JSON and the text of each pon/kan/pair by kind (for the fu lines).

    Sets are listed as read (concealed sets, then calls, then the pair). Red fives are placed
    in the first concealed set that holds a five of their suit.
    """
    shape = s.shape
    win_kind = p.hand.win_tile.kind
    reds = p.reds.copy()
    by_kind: dict[int, str] = {}
    sets: list[dict[str, Any]] = []
    if shape.kind is ReadingKind.KOKUSHI:  # no fives: nothing red
        for k in range(NUM_KINDS):
            if p.concealed_counts[k]:
                doubled = k == shape.pair
                sets.append(
                    {
                        "kind": _PAIR if doubled else _SINGLE,
                        "tiles": _PAIR_TEXT[k] if doubled else _ONE_TEXT[k],
                        "open": False,
                        "called": False,
                        "fu": 0,
                        "win": k == win_kind,
                    }
                )
        return _reading_dict(shape, p, sets), by_kind
    ron = not p.situation.tsumo
    win_set = shape.win_set
    for i, (code, first) in enumerate(shape.sets):
        win = i == win_set
        if code == CHI:
            text = _CHI_TEXT[first]
            if reds:
                text = _redden(text, reds, first, first + 2)
            sets.append(
                {"kind": _CHI, "tiles": text, "open": False, "called": False, "fu": 0, "win": win}
            )
            continue
        if code == PON:
            ron_done = ron and win
            text = _PON_TEXT[first]
            if reds:
                text = _redden(text, reds, first, first)
            by_kind[first] = text
            sets.append(
                {
                    "kind": _PON,
                    "tiles": text,
                    "open": ron_done,
                    "called": False,
                    "fu": SET_LINE[first][ron_done][0].fu,
                    "win": win,
                }
            )
            continue
        text = _PAIR_TEXT[first]  # seven pairs
        if reds:
            text = _redden(text, reds, first, first)
        sets.append(
            {"kind": _PAIR, "tiles": text, "open": False, "called": False, "fu": 0, "win": win}
        )
    for m in p.hand.melds:
        if m.kind is MeldKind.CHI:
            sets.append(
                {"kind": _CHI, "tiles": m.text, "open": True, "called": True, "fu": 0, "win": False}
            )
        else:
            by_kind[m.first] = m.text
            sets.append(
                {
                    "kind": _PON if m.kind is MeldKind.PON else _KAN,
                    "tiles": m.text,
                    "open": m.is_open,
                    "called": True,
                    "fu": SET_LINE[m.first][m.is_open][m.is_kan].fu,
                    "win": False,
                }
            )
    pair = shape.pair
    if pair >= 0:
        pair_fu = 0
        for line in s.fu_lines:
            if line.ref == pair and line.id in _PAIR_IDS:
                pair_fu += line.fu
        text = _PAIR_TEXT[pair]
        if reds:
            text = _redden(text, reds, pair, pair)
        by_kind[pair] = text
        sets.append(
            {
                "kind": _PAIR,
                "tiles": text,
                "open": False,
                "called": False,
                "fu": pair_fu,
                "win": win_set < 0,
            }
        )
    return _reading_dict(shape, p, sets), by_kind


def _redden(text: str, reds: list[int], low: int, high: int) -> str:
    """Put a red five still unplaced into a set spanning kinds low..high (its text plain)."""
    for r in reds:
        if low <= r <= high:
            reds.remove(r)
            # canonical order puts the red five before plain fives: "345m" -> "340m",
            # "555p" -> "055p", "55s" -> "05s"
            return text.replace("5", "0", 1)
    return text


def _reading_dict(shape: Shape, p: Prepared, sets: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "kind": _KIND_TEXT[shape.kind],
        "wait": _WAIT_TEXT[shape.wait],
        "win_tile": str(p.hand.win_tile),
        "sets": sets,
    }


_KIND_TEXT = {k: str(k) for k in ReadingKind}
_WAIT_TEXT = {w: str(w) for w in WaitKind}
_PAIR_IDS = frozenset(
    {FuId.PAIR_DRAGON, FuId.PAIR_SEAT_WIND, FuId.PAIR_ROUND_WIND, FuId.PAIR_DOUBLE_WIND}
)


def reading_json(s: Scored, p: Prepared) -> dict[str, Any]:
    """The sets of a reading: kind, tiles, open (for fu), called, fu, win."""
    return _reading(s, p)[0]


def _fu_items(s: Scored, p: Prepared, by_kind: dict[int, str]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    win_text = str(p.hand.win_tile)
    for line in s.fu_lines:
        if line.ref < 0:
            items.append({"id": str(line.id), "fu": line.fu})
        elif line.id in _WAIT_IDS:
            items.append({"id": str(line.id), "fu": line.fu, "tiles": win_text})
        else:
            items.append(
                {
                    "id": str(line.id),
                    "fu": line.fu,
                    "tiles": by_kind.get(line.ref) or kind_str(line.ref),
                }
            )
    return items


_WAIT_IDS = frozenset({FuId.WAIT_KANCHAN, FuId.WAIT_PENCHAN, FuId.WAIT_TANKI})


def _yaku_json(yr: YakuResult) -> list[dict[str, Any]]:
    if yr.yakuman:
        return [{"id": str(i), "yakuman": m} for i, m in yr.yakuman]
    return [{"id": str(i), "han": h} for i, h in yr.yaku]


def _summary(s: Scored, p: Prepared) -> dict[str, Any]:
    _, _, total = _payments(s.value.basic, p)
    return {
        "han": s.han,
        "fu": s.fu,
        "total": total,
        "yaku": _yaku_json(s.yaku),
        "limit": None if s.value.limit is None else str(s.value.limit),
        "yakuman": s.yaku.yakuman_total,
        "reading": reading_json(s, p),
    }


def outcome_json(o: Outcome) -> Answer:
    """The `score` answer (contract fields plus the reasons of docs/architecture.md)."""
    p = o.prepared
    s = o.best
    sit = p.situation
    payments, honba_points, total = _payments(s.value.basic, p)
    counted = not s.yaku.yakuman and not s.renhou_alone
    reading, by_kind = _reading(s, p)
    return {
        "ok": True,
        "ruleset": p.ruleset.id,
        "hand": str(p.hand),
        "dealer": sit.dealer,
        "win": sit.win,
        "han": s.han,
        "fu": s.fu,
        "fu_raw": s.fu_raw,
        "basic_points": s.value.basic,
        "yaku": _yaku_json(s.yaku),
        "dora": p.dora if counted else 0,
        "aka": p.aka if counted else 0,
        "ura": p.ura if counted else 0,
        "yakuman": s.yaku.yakuman_total,
        "limit": None if s.value.limit is None else str(s.value.limit),
        "fu_items": _fu_items(s, p, by_kind),
        "payments": payments,
        "honba_points": honba_points,
        "riichi_points": sit.riichi_sticks * 1000,
        "total": total,
        "reading": reading,
        "runner_up": None if o.runner_up is None else _summary(o.runner_up, p),
        "why_not": [_why_json(y, r) for y, r in o.why_not],
        "notes": [],
    }


# ---- requests ----


def parse_score_request(obj: Mapping[str, Any]) -> tuple[Hand, Situation, Ruleset]:
    """Read a `score` request: the ruleset, the situation, then the hand (validated)."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    situation = Situation.from_request(obj)
    hand = Hand.build(
        obj.get("hand"),
        obj.get("melds"),
        obj.get("win_tile"),
        indicators=situation.dora_indicators + situation.ura_indicators,
        red_fives=ruleset.red_fives,
    )
    return hand, situation, ruleset


def _score_answer(obj: Mapping[str, Any]) -> Answer:
    hand, situation, ruleset = parse_score_request(obj)
    return outcome_json(score_hand(hand, situation, ruleset))


class AnswerCache:
    """Answers of a pure command, remembered by the exact request (LRU, bounded).

    Keys and values are `marshal` bytes: a request is remembered only when it is plain JSON
    data (``True`` and ``1`` stay different keys), and every hit returns a fresh copy of the
    answer, so a caller may change what it gets. Errors are remembered too.

    The first time a request is seen only its key is noted (a batch of distinct hands should
    not pay for copying answers it never asks for again); its answer is stored when the same
    request comes a second time, and served from the third on.
    """

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._data: OrderedDict[bytes, tuple[bool, bytes] | None] = OrderedDict()
        # the name functools' caches use, so tools that empty every engine cache find it
        self.cache_clear: Callable[[], None] = self._data.clear

    def clear(self) -> None:
        self._data.clear()

    def __call__(
        self, obj: Mapping[str, Any], compute: Callable[[Mapping[str, Any]], Answer]
    ) -> Answer:
        return self.answer(obj, compute)

    def __len__(self) -> int:
        return len(self._data)

    def answer(
        self, obj: Mapping[str, Any], compute: Callable[[Mapping[str, Any]], Answer]
    ) -> Answer:
        try:
            # format 2: no back-references, whose use depends on reference counts, so the
            # same request always gives the same key
            key = marshal.dumps(cast(Any, obj), 2)
        except ValueError:  # not plain data: answer without remembering
            return compute(obj)
        data = self._data
        hit = data.get(key, _UNSEEN)
        if hit is _UNSEEN:  # first sighting: note the key, keep no answer
            data[key] = None
            if len(data) > self.maxsize:
                data.popitem(last=False)
            return compute(obj)
        if hit is not None:
            data.move_to_end(key)
            ok, blob = hit
            value = marshal.loads(blob)
            if ok:
                return cast(Answer, value)
            code, message, details = value
            raise EngineError(ErrorCode(code), message, details)
        try:
            answer = compute(obj)
        except EngineError as exc:
            blob = marshal.dumps((str(exc.code), exc.message, exc.details))
            self._store(key, (False, blob))
            raise
        self._store(key, (True, marshal.dumps(answer)))
        return answer

    def _store(self, key: bytes, value: tuple[bool, bytes]) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.maxsize:
            self._data.popitem(last=False)


_UNSEEN: Any = object()


#: Remembered `score` answers: a referee's app asks for the same hand again and again, and a
#: batch may repeat hands. About 1.5 kB per entry.
SCORE_CACHE = AnswerCache(16384)


def score_request(obj: Mapping[str, Any]) -> Answer:
    """The `score` command."""
    return SCORE_CACHE.answer(obj, _score_answer)


def compare_request(obj: Mapping[str, Any]) -> Answer:
    """The same hand under several rulesets (default: every preset)."""
    specs = obj.get("rulesets")
    if specs is None:
        specs = list(PRESETS)
    if not isinstance(specs, list) or not specs:
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            "'rulesets' must be a non-empty list of ruleset ids or objects.",
            {"field": "rulesets"},
        )
    rulesets = [ruleset_from_json(spec) for spec in specs]
    results = []
    for ruleset in rulesets:
        try:
            situation = Situation.from_request(obj)
            hand = Hand.build(
                obj.get("hand"),
                obj.get("melds"),
                obj.get("win_tile"),
                indicators=situation.dora_indicators + situation.ura_indicators,
                red_fives=ruleset.red_fives,
            )
            answer = outcome_json(score_hand(hand, situation, ruleset))
        except EngineError as exc:
            answer = exc.to_json()
        results.append({"ruleset": ruleset.id, "name": ruleset.name, "answer": answer})
    return {"ok": True, "results": results}


__all__ = [
    "SCORE_CACHE",
    "AnswerCache",
    "Outcome",
    "Prepared",
    "Scored",
    "compare_request",
    "outcome_json",
    "parse_score_request",
    "reading_json",
    "score_hand",
    "score_prepared",
    "score_request",
    "score_shape",
]
