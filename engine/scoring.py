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
from operator import itemgetter
from typing import Any, cast

from engine.assumed import score_assumed
from engine.decompose import CHI, PON, Shape, seven_pairs_repeated, win_shapes
from engine.errors import EngineError
from engine.fu import SET_LINE, FuLine, count_fu
from engine.hand import Hand, Situation, chankan_tile_check, closed_kan_robbery
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
    TERMINALS_AND_HONORS,
    TILE_TEXT,
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
        concealed_counts = tuple(concealed)
        counts = concealed  # the list goes on counting the calls' tiles too
        meld_chis: list[int] = []
        meld_triplets: list[int] = []
        meld_lines: list[FuLine] = []
        ankans = 0
        kans = 0
        closed = True
        melds = hand.melds
        for m in melds:
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
            tuple(counts) if melds else concealed_counts,
            concealed_counts,
            closed=closed,
            no_calls=not melds,
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
    return p.ruleset.needs_two_han(p.situation.honba, dealer=p.situation.dealer)


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
    if len(chis) == 4:  # pinfu has four chi
        for yid, _ in yr.yaku:
            if yid is YakuId.PINFU:
                pinfu = True
                break
    lines, raw, fu = count_fu(ctx, set_lines, pinfu=pinfu)
    error: ErrorCode | None = None
    # the hand's value (`_value`: `hand_value` remembered) and `_gain`, inlined (once per
    # reading of every hand)
    if yr.yakuman:
        han = 0
        value = _value(0, fu, ruleset.kiriage, ruleset.kazoe_yakuman, yr.yakuman_total)
    else:
        han = yr.han + p.dora + p.aka + p.ura
        value = _value(han, fu, ruleset.kiriage, ruleset.kazoe_yakuman, 0)
        if yr.han == 0:
            error = ErrorCode.NO_YAKU
        elif yr.han < 2 and _needs_two_han(p):
            error = ErrorCode.NOT_ENOUGH_HAN
    gain = _gain_of(value.basic, sit.win == "tsumo", sit.seat_wind is Wind.EAST)
    return Scored(shape, ctx, set_lines, yr, lines, raw, fu, han, value, gain, error)


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
    if len(shapes) == 1:  # the common case: one reading (no comprehensions to run)
        one = score_shape(p, shapes[0])
        scored = [one]
        valid = [one] if one.error is None else []
    else:
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
    if situation.chankan:
        if situation.chankan_closed_kan:
            return _rob_closed_kan(hand, situation, ruleset)
        chankan_tile_check(hand, situation)
    return score_prepared(Prepared.of(hand, situation, ruleset))


def _rob_closed_kan(hand: Hand, situation: Situation, ruleset: Ruleset) -> Outcome:
    """A win robbing a closed kan: allowed by the ruleset, then scored as a chankan win, then
    kept only for thirteen orphans (`closed_kan_robbery`)."""
    closed_kan_robbery(hand, situation, ruleset, won=False)
    outcome = score_prepared(Prepared.of(hand, situation, ruleset))
    closed_kan_robbery(hand, situation, ruleset, won=True)
    return outcome


# ---- reasons ----


def _why_not(p: Prepared, best: Scored, scored: list[Scored]) -> list[tuple[YakuId | None, WhyNot]]:
    out: list[tuple[YakuId | None, WhyNot]] = []
    c = best.ctx
    sit = p.situation
    closed = p.facts.closed
    yr = best.yaku
    if yr.yakuman:
        for yid, mult in yr.yakuman:
            if yid in DOUBLE_CAPABLE and mult == 1:
                out.append((yid, WhyNot.DOUBLE_YAKUMAN_NOT_IN_RULESET))
        out.extend((yid, WhyNot.YAKUMAN_NOT_STACKED) for yid in yr.dropped_yakuman)
        if (
            sit.win != "tsumo"
            and best.shape.wait is WaitKind.SHANPON
            and c.concealed_triplets == 3
            and len(c.triplets) == 4
            and p.ankans < 4
        ):
            out.append((YakuId.SUUANKOU, WhyNot.SUUANKOU_RON_NOT_TANKI))
        return out
    if best.renhou_alone:
        return out
    # no yakuman here: the ordinary yaku are all the reading has
    have = set(map(_FIRST, yr.yaku))
    standard = best.shape.kind is ReadingKind.STANDARD
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
            and _groups_with_terminals(c.chis, c.triplets, c.pair) == 1
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
        two = three = False
        for s in scored:
            if s.shape.wait is WaitKind.SHANPON:
                n = s.ctx.concealed_triplets
                if n == 2:
                    two = True
                elif n == 3:
                    three = True
        if two and YakuId.SANANKOU not in have:
            out.append((YakuId.SANANKOU, WhyNot.RON_PON_NOT_CONCEALED))
        if three:
            out.append((YakuId.SUUANKOU, WhyNot.SUUANKOU_RON_NOT_TANKI))
    if have:  # each of these needs a yaku the reading has
        if YakuId.RYANPEIKOU in have:
            out.append((YakuId.IIPEIKOU, WhyNot.IIPEIKOU_IN_RYANPEIKOU))
        if YakuId.JUNCHAN in have:
            out.append((YakuId.CHANTA, WhyNot.CHANTA_IN_JUNCHAN))
    if (
        not p.hand.melds
        and 4 in p.concealed_counts  # the cheap half of `seven_pairs_repeated`
        and YakuId.CHIITOITSU not in have
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


_FIRST = itemgetter(0)


def _groups_with_terminals(chis: list[int], triplets: list[int], pair: int) -> int:
    """How many sets and pairs of a standard reading hold a terminal or honour."""
    n = 0 if IS_SIMPLE[pair] else 1
    for ch in chis:
        if ch % 9 in (0, 6):
            n += 1
    for t in triplets:
        if IS_TERMINAL_OR_HONOR[t]:
            n += 1
    return n


def _why_json(yaku: YakuId | None, reason: WhyNot) -> dict[str, Any]:
    return {"yaku": None if yaku is None else str(yaku), "reason": str(reason)}


# ---- the answer ----


def _payments(basic: int, p: Prepared) -> tuple[dict[str, int], int, int]:
    """(payments before counters, counter points per payer, everything the winner receives)."""
    sit = p.situation
    honba = sit.honba
    sticks = sit.riichi_sticks * 1000
    dealer = sit.seat_wind is Wind.EAST
    if sit.win != "tsumo":
        pay = ron_payment(basic, dealer=dealer)
        hp = p.ruleset.honba_value * honba
        return {"discarder": pay}, hp, pay + hp + sticks
    hp = p.ruleset.honba_value // 3 * honba
    from_dealer, from_other = tsumo_payments(basic, dealer=dealer)
    if dealer:
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


def _set_json(kind: str, tiles: str, *, is_open: bool, fu: int, win: bool) -> dict[str, Any]:
    """One set of a reading as the answer lists it (`called` sets are built where read)."""
    return {"kind": kind, "tiles": tiles, "open": is_open, "called": False, "fu": fu, "win": win}


def _red_text(text: str) -> str:
    # canonical order puts the red five before plain fives: "345m" -> "340m", "555p" ->
    # "055p", "55s" -> "05s"
    return text.replace("5", "0", 1)


# The concealed sets of a reading, made once: `_reading` hands out copies (a caller may change
# its answer). Indexed by first kind, then red (a red five placed in the set), then win.
_B = (False, True)
_CHI_SETS = tuple(
    tuple(
        tuple(_set_json(_CHI, _red_text(t) if red else t, is_open=False, fu=0, win=w) for w in _B)
        for red in _B
    )
    for t in _CHI_TEXT
)
#: ... then whether a ron completed the pon (it counts as open for fu), then win
_PON_SETS = tuple(
    tuple(
        tuple(
            tuple(
                _set_json(
                    _PON,
                    _red_text(_PON_TEXT[k]) if red else _PON_TEXT[k],
                    is_open=ron_done,
                    fu=SET_LINE[k][ron_done][0].fu,
                    win=w,
                )
                for w in _B
            )
            for ron_done in _B
        )
        for red in _B
    )
    for k in range(NUM_KINDS)
)
#: pairs (seven pairs, and the pair of a standard reading before its fu is set)
_PAIR_SETS = tuple(
    tuple(
        tuple(
            _set_json(
                _PAIR,
                _red_text(_PAIR_TEXT[k]) if red else _PAIR_TEXT[k],
                is_open=False,
                fu=0,
                win=w,
            )
            for w in _B
        )
        for red in _B
    )
    for k in range(NUM_KINDS)
)
#: thirteen orphans: kind -> doubled -> win
_KOKUSHI_SETS = tuple(
    tuple(
        tuple(
            _set_json(
                _PAIR if doubled else _SINGLE,
                _PAIR_TEXT[k] if doubled else _ONE_TEXT[k],
                is_open=False,
                fu=0,
                win=w,
            )
            for w in _B
        )
        for doubled in _B
    )
    for k in range(NUM_KINDS)
)


def _reading(s: Scored, p: Prepared) -> tuple[dict[str, Any], dict[int, str]]:
    """The reading's JSON and the text of each pon/kan/pair by kind (for the fu lines).

    Sets are listed as read (concealed sets, then calls, then the pair). Red fives are placed
    in the first concealed set that holds a five of their suit.
    """
    shape = s.shape
    win_kind = p.win_kind
    by_kind: dict[int, str] = {}
    sets: list[dict[str, Any]] = []
    if shape.kind is ReadingKind.KOKUSHI:  # no fives: nothing red
        counts = p.concealed_counts
        pair = shape.pair
        for k in TERMINALS_AND_HONORS:  # the only kinds a thirteen-orphans hand holds
            if counts[k]:
                sets.append(_KOKUSHI_SETS[k][k == pair][k == win_kind].copy())
        return _reading_dict(shape, p, sets), by_kind
    reds = p.reds.copy() if p.reds else None
    ron = p.situation.win != "tsumo"
    win_set = shape.win_set
    for i, (code, first) in enumerate(shape.sets):
        win = i == win_set
        red = reds is not None and _take_red(reds, first, first + 2 if code == CHI else first)
        if code == CHI:
            sets.append(_CHI_SETS[first][red][win].copy())
        elif code == PON:
            one = _PON_SETS[first][red][ron and win][win].copy()
            by_kind[first] = one["tiles"]
            sets.append(one)
        else:  # seven pairs
            sets.append(_PAIR_SETS[first][red][win].copy())
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
        red = reds is not None and _take_red(reds, pair, pair)
        one = _PAIR_SETS[pair][red][win_set < 0].copy()
        if pair >= 27:  # only an honour pair earns fu
            pair_fu = 0
            for line in s.fu_lines:
                if line.ref == pair and line.id in _PAIR_IDS:
                    pair_fu += line.fu
            one["fu"] = pair_fu
        by_kind[pair] = one["tiles"]
        sets.append(one)
    return _reading_dict(shape, p, sets), by_kind


def _take_red(reds: list[int], low: int, high: int) -> bool:
    """Whether a red five still unplaced goes into a set spanning kinds low..high (taken)."""
    for r in reds:
        if low <= r <= high:
            reds.remove(r)
            return True
    return False


def _reading_dict(shape: Shape, p: Prepared, sets: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "kind": _KIND_TEXT[shape.kind],
        "wait": _WAIT_TEXT[shape.wait],
        "win_tile": TILE_TEXT[p.hand.win_tile.code],
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
    win_text = TILE_TEXT[p.hand.win_tile.code]
    for fid, fu, ref in s.fu_lines:
        if ref < 0:
            items.append({"id": _ID_TEXT[fid], "fu": fu})
        elif fid in _WAIT_IDS:
            items.append({"id": _ID_TEXT[fid], "fu": fu, "tiles": win_text})
        else:
            items.append(
                {"id": _ID_TEXT[fid], "fu": fu, "tiles": by_kind.get(ref) or kind_str(ref)}
            )
    return items


_WAIT_IDS = frozenset({FuId.WAIT_KANCHAN, FuId.WAIT_PENCHAN, FuId.WAIT_TANKI})


#: the plain text of every fu and yaku id (an answer holds `str`, not the enum)
_ID_TEXT: dict[str, str] = {i: str(i) for i in (*FuId, *YakuId)}


def _yaku_json(yr: YakuResult) -> list[dict[str, Any]]:
    text = _ID_TEXT
    out: list[dict[str, Any]] = []
    if yr.yakuman:
        for i, m in yr.yakuman:
            out.append({"id": text[i], "yakuman": m})
        return out
    for i, h in yr.yaku:
        out.append({"id": text[i], "han": h})
    return out


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


#: the `score` answer's fields in their order: `outcome_json` fills a copy (a fresh dict per
#: answer; copying a dict of the same keys is cheaper than building a literal of 24 keys)
_ANSWER_TEMPLATE: dict[str, Any] = dict.fromkeys(
    (
        "ok",
        "ruleset",
        "hand",
        "dealer",
        "win",
        "han",
        "fu",
        "fu_raw",
        "basic_points",
        "yaku",
        "dora",
        "aka",
        "ura",
        "yakuman",
        "limit",
        "fu_items",
        "payments",
        "honba_points",
        "riichi_points",
        "total",
        "reading",
        "runner_up",
        "why_not",
        "notes",
        "assumed",
    )
)


def outcome_json(o: Outcome) -> Answer:
    """The `score` answer (contract fields plus the reasons of docs/architecture.md)."""
    p = o.prepared
    s = o.best
    sit = p.situation
    value = s.value
    yr = s.yaku
    payments, honba_points, total = _payments(value.basic, p)
    reading, by_kind = _reading(s, p)
    answer = _ANSWER_TEMPLATE.copy()
    answer["ok"] = True
    answer["ruleset"] = p.ruleset.id
    answer["hand"] = str(p.hand)
    answer["dealer"] = sit.seat_wind is Wind.EAST
    answer["win"] = sit.win
    answer["han"] = s.han
    answer["fu"] = s.fu
    answer["fu_raw"] = s.fu_raw
    answer["basic_points"] = value.basic
    answer["yaku"] = _yaku_json(yr)
    if not yr.yakuman and not s.renhou_alone:  # dora count (the template has null)
        answer["dora"] = p.dora
        answer["aka"] = p.aka
        answer["ura"] = p.ura
    else:
        answer["dora"] = answer["aka"] = answer["ura"] = 0
    answer["yakuman"] = yr.yakuman_total
    if value.limit is not None:
        answer["limit"] = str(value.limit)
    answer["fu_items"] = _fu_items(s, p, by_kind)
    answer["payments"] = payments
    answer["honba_points"] = honba_points
    answer["riichi_points"] = sit.riichi_sticks * 1000
    answer["total"] = total
    answer["reading"] = reading
    if o.runner_up is not None:
        answer["runner_up"] = _summary(o.runner_up, p)
    why = o.why_not
    answer["why_not"] = [_why_json(y, r) for y, r in why] if why else []
    answer["notes"] = []
    answer["assumed"] = score_assumed(
        p.ruleset,
        (str(i) for i, _ in (yr.yakuman or yr.yaku)),
        han=s.han,
        fu=s.fu,
        yakuman=yr.yakuman_total,
        honba=sit.honba,
    )
    return answer


# ---- requests ----


def _ruleset_of(spec: Any) -> Ruleset:
    """`ruleset_from_json`, with a preset id looked up directly (the common case)."""
    if type(spec) is str:
        preset = PRESETS.get(spec)
        if preset is not None:
            return preset
    return ruleset_from_json(spec)


def parse_score_request(obj: Mapping[str, Any]) -> tuple[Hand, Situation, Ruleset]:
    """Read a `score` request: the ruleset, the situation, then the hand (validated)."""
    ruleset = _ruleset_of(obj.get("ruleset"))
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
    # parse_score_request inlined (the `score` command's path)
    get = obj.get
    ruleset = _ruleset_of(get("ruleset"))
    situation = Situation.from_request(obj)
    hand = Hand.build(
        get("hand"),
        get("melds"),
        get("win_tile"),
        indicators=situation.dora_indicators + situation.ura_indicators,
        red_fives=ruleset.red_fives,
    )
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
        request: Any = obj  # marshal takes any object (and refuses what is not plain data)
        try:
            # format 2: no back-references, whose use depends on reference counts, so the
            # same request always gives the same key
            key = marshal.dumps(request, 2)
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
