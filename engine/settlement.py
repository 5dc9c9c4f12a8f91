"""One hand's result at the table: every transfer, the next hand, the end of the game (A3, A4).

Transfers run between seats 0..3; `None` stands for the table (riichi sticks put down and taken
up). Deltas are the sum of the transfers, so a settlement always conserves points: the deltas
add up to minus the change in the sticks on the table, times 1,000.

A result no table can have is refused before anything is paid, and always by id: the error's
``details.problem`` is a `SettleProblem` (a discarder who wins, a seat twice, a liability for
one's own win or without a yakuman, four riichi without four declarations, riichi below 1,000
where the ruleset forbids it, and a winner's han and fu that no hand can have, from
`engine.han_fu`), with the seats and numbers the app's words need.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.answers import (
    MAX_EARLIER,
    MAX_FU,
    MAX_GIVEN_POINTS,
    MAX_HAN,
    MAX_HONBA,
    MAX_STICKS,
    MAX_YAKUMAN,
)
from engine.assumed import assumed_among, settle_assumed
from engine.errors import EngineError
from engine.final import (
    STICK,
    chombo_deduction,
    final_result,
    final_to_json,
    order_key,
    read_four,
    read_int,
)
from engine.han_fu import Refusal, fu_refusal, han_refusal
from engine.ids import (
    AbortiveReason,
    ErrorCode,
    GameEndReason,
    LimitId,
    OutcomeType,
    SettleProblem,
    TransferReason,
    Wind,
)
from engine.payments import MANGAN_BASIC, hand_value, ron_payment, tsumo_payments
from engine.rulesets import Ruleset, ruleset_from_json

WIND_ORDER = (Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH)
YAKUMAN_BASIC = 8000


# --- values ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableState:
    """The table before a hand."""

    scores: tuple[int, ...]
    dealer: int
    round_wind: Wind
    round: int  # hand number within the round wind, 1..4
    honba: int
    riichi_sticks: int  # sticks left on the table from earlier hands

    @property
    def first_dealer(self) -> int:
        """The seat that dealt East 1."""
        return (self.dealer - (self.round - 1)) % 4


@dataclass(frozen=True, slots=True)
class Winner:
    """A winning hand: its value (han/fu/yakuman or points given) and the liable seat, if any."""

    seat: int
    han: int = 0
    fu: int = 0
    yakuman: int = 0
    pao: int | None = None
    pao_yakuman: int = 1  # how many yakuman of the hand the liability covers
    points: int | None = None  # ron: what the discarder pays before counters
    tsumo_points: tuple[int, int] | None = None  # tsumo: (from the dealer, from each other)


@dataclass(frozen=True, slots=True)
class Transfer:
    source: int | None  # None: the table
    target: int | None
    points: int
    reason: TransferReason

    def to_json(self) -> dict[str, Any]:
        return {
            "from": self.source,
            "to": self.target,
            "points": self.points,
            "reason": str(self.reason),
        }


@dataclass(frozen=True, slots=True)
class NextHand:
    dealer: int
    round_wind: Wind
    round: int
    honba: int
    riichi_sticks: int
    game_over: bool
    end_reason: GameEndReason | None
    first_dealer: int

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "round_wind": str(self.round_wind),
            "round": self.round,
            "honba": self.honba,
            "riichi_sticks": self.riichi_sticks,
            "game_over": self.game_over,
            "end_reason": None if self.end_reason is None else str(self.end_reason),
            "first_dealer": self.first_dealer,
        }


@dataclass(slots=True)
class _Ledger:
    transfers: list[Transfer] = field(default_factory=list)
    penalties: list[int] = field(default_factory=lambda: [0, 0, 0, 0])

    def pay(
        self, source: int | None, target: int | None, points: int, reason: TransferReason
    ) -> None:
        if points:
            self.transfers.append(Transfer(source, target, points, reason))

    def deltas(self) -> list[int]:
        out = [0, 0, 0, 0]
        for t in self.transfers:
            if t.source is not None:
                out[t.source] -= t.points
            if t.target is not None:
                out[t.target] += t.points
        return out

    def table_change(self) -> int:
        """Points put on the table minus points taken from it."""
        return sum(
            (t.points if t.target is None else 0) - (t.points if t.source is None else 0)
            for t in self.transfers
        )


@dataclass(frozen=True, slots=True)
class WinnerLine:
    seat: int
    basic: int
    limit: LimitId | None
    hand_points: int
    honba_points: int
    riichi_points: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "basic_points": self.basic,
            "limit": None if self.limit is None else str(self.limit),
            "hand_points": self.hand_points,
            "honba_points": self.honba_points,
            "riichi_points": self.riichi_points,
            "total": self.hand_points + self.honba_points + self.riichi_points,
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    before: TableState
    transfers: tuple[Transfer, ...]
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    penalties: tuple[int, ...]  # this hand's deductions after uma (negative)
    next: NextHand
    renchan: bool  # the dealer keeps the deal
    replay: bool  # chombo: the same hand is dealt again
    hand_counts: bool  # counts as a played hand (time limits)
    winners: tuple[WinnerLine, ...] = ()
    #: a penalty between hands: what it was and did (`penalties.table_penalty`)
    penalty: dict[str, Any] | None = None
    head_bumped: tuple[int, ...] = ()
    abortive: AbortiveReason | None = None
    #: the assumed rule fields these numbers were worked from (`engine.assumed`)
    assumed: tuple[str, ...] = ()


# --- errors -----------------------------------------------------------------------------------


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_SETTLEMENT, message, details)


def _refused(code: ErrorCode, problem: SettleProblem, message: str, **details: Any) -> EngineError:
    """A refusal the app words by its `SettleProblem` (``details.problem``) and numbers."""
    return EngineError(code, message, {"problem": str(problem), **details})


#: the code of each refusal of a hand's value: a rule of the ruleset, or any ruleset's
_VALUE_CODES: dict[SettleProblem, ErrorCode] = {
    SettleProblem.TWO_HAN_RULE: ErrorCode.NOT_ENOUGH_HAN,
}

_VALUE_MESSAGES: dict[SettleProblem, str] = {
    SettleProblem.NO_HAN: "A winning hand has at least 1 han (or a yakuman).",
    SettleProblem.FU_NOT_A_STEP: "Fu must be 20 or more, rounded to tens (or 25).",
    SettleProblem.TWENTY_FU_ON_RON: "20 fu is only a pinfu tsumo: a ron has 30 fu at the least.",
    SettleProblem.TWENTY_FU_BELOW_MIN_HAN: "20 fu is a pinfu tsumo: 2 han at the least.",
    SettleProblem.TWENTY_FIVE_FU_BELOW_MIN_HAN: "25 fu is seven pairs: 2 han at the least.",
    SettleProblem.TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN: (
        "25 fu by tsumo is seven pairs and menzen tsumo: 3 han at the least."
    ),
    SettleProblem.TWO_HAN_RULE: (
        "At these counters this ruleset needs 2 han without counting dora for this winner."
    ),
}


def _value_refused(why: Refusal, seat: int) -> EngineError:
    return _refused(
        _VALUE_CODES.get(why.problem, ErrorCode.INVALID_SETTLEMENT),
        why.problem,
        _VALUE_MESSAGES[why.problem],
        seat=seat,
        **why.details,
    )


# --- the settlement ------------------------------------------------------------------------------


def _nearest_first(seats: Sequence[int], origin: int) -> list[int]:
    """Seats in turn order from `origin` (itself first if listed; after a discarder, the
    discarder's right comes first)."""
    return sorted(seats, key=lambda s: (s - origin) % 4)


def _winner_value(w: Winner, ruleset: Ruleset) -> tuple[int, LimitId | None]:
    value = hand_value(w.han, w.fu, ruleset, yakuman=w.yakuman)
    return value.basic, value.limit


def _put_riichi_sticks(ledger: _Ledger, riichi: Sequence[int]) -> None:
    for seat in riichi:
        ledger.pay(seat, None, STICK, TransferReason.RIICHI_STICK)


def _collect_sticks(
    ledger: _Ledger,
    state: TableState,
    riichi: Sequence[int],
    winners_in_order: Sequence[int],
    ruleset: Ruleset,
) -> dict[int, int]:
    """Every stick on the table goes to the winners as the ruleset says; points per winner."""
    got = dict.fromkeys(winners_in_order, 0)
    pool = (state.riichi_sticks + len(riichi)) * STICK
    if ruleset.multi_ron_sticks == "own_back_rest_nearest" and len(winners_in_order) > 1:
        for seat in winners_in_order:
            if seat in riichi:
                ledger.pay(None, seat, STICK, TransferReason.RIICHI_STICK_RETURNED)
                got[seat] += STICK
                pool -= STICK
    ledger.pay(None, winners_in_order[0], pool, TransferReason.RIICHI_STICKS_COLLECTED)
    got[winners_in_order[0]] += pool
    return got


def _settle_ron(
    ledger: _Ledger,
    state: TableState,
    discarder: int,
    winners: Sequence[Winner],
    *,
    riichi: Sequence[int],
    ruleset: Ruleset,
) -> tuple[list[WinnerLine], list[int], bool]:
    order = _nearest_first([w.seat for w in winners], discarder)
    by_seat = {w.seat: w for w in winners}
    bumped: list[int] = []
    if ruleset.multi_ron == "head_bump" and len(order) > 1:
        bumped = order[1:]
        order = order[:1]
    _put_riichi_sticks(ledger, riichi)
    lines: list[tuple[Winner, int, LimitId | None, int, int]] = []
    for index, seat in enumerate(order):
        w = by_seat[seat]
        dealer = seat == state.dealer
        basic, limit = _winner_value(w, ruleset)
        pay = w.points if w.points is not None else ron_payment(basic, dealer=dealer)
        liable = w.pao if w.pao is not None and w.pao != discarder else None
        liable_part = 0
        if liable is not None:
            if ruleset.pao_scope == "whole_hand":
                portion = pay
            else:
                portion = min(pay, ron_payment(YAKUMAN_BASIC * w.pao_yakuman, dealer=dealer))
            liable_part = portion // 2
        ledger.pay(discarder, seat, pay - liable_part, TransferReason.RON)
        if liable is not None:
            ledger.pay(liable, seat, liable_part, TransferReason.PAO)
        honba = 0
        if index == 0 or ruleset.multi_ron_honba == "each_winner":
            honba = state.honba * ruleset.honba_value
            honba_payer = (
                liable if liable is not None and ruleset.pao_ron_honba == "liable" else discarder
            )
            ledger.pay(honba_payer, seat, honba, TransferReason.HONBA)
        lines.append((w, basic, limit, pay, honba))
    sticks = _collect_sticks(ledger, state, riichi, order, ruleset)
    out = [
        WinnerLine(w.seat, basic, limit, pay, honba, sticks[w.seat])
        for w, basic, limit, pay, honba in lines
    ]
    return out, bumped, state.dealer in order


def _tsumo_shares(basic: int, winner: int, dealer: int) -> dict[int, int]:
    from_dealer, from_other = tsumo_payments(basic, dealer=winner == dealer)
    return {s: (from_dealer if s == dealer else from_other) for s in range(4) if s != winner}


def _settle_tsumo(
    ledger: _Ledger, state: TableState, w: Winner, riichi: Sequence[int], ruleset: Ruleset
) -> WinnerLine:
    _put_riichi_sticks(ledger, riichi)
    basic, limit = _winner_value(w, ruleset)
    if w.tsumo_points is not None:
        from_dealer, from_other = w.tsumo_points
        shares = {
            s: (from_dealer if s == state.dealer else from_other) for s in range(4) if s != w.seat
        }
    else:
        shares = _tsumo_shares(basic, w.seat, state.dealer)
    liable_shares = dict.fromkeys(shares, 0)
    if w.pao is not None:
        if ruleset.pao_scope == "whole_hand":
            liable_shares = dict(shares)
        else:
            portion = _tsumo_shares(YAKUMAN_BASIC * w.pao_yakuman, w.seat, state.dealer)
            liable_shares = {s: min(shares[s], portion[s]) for s in shares}
    honba_each = state.honba * ruleset.honba_value // 3
    for payer, share in shares.items():
        ledger.pay(payer, w.seat, share - liable_shares[payer], TransferReason.TSUMO)
    if w.pao is not None:
        ledger.pay(w.pao, w.seat, sum(liable_shares.values()), TransferReason.PAO)
    if w.pao is not None and ruleset.pao_tsumo_honba == "liable":
        ledger.pay(w.pao, w.seat, honba_each * 3, TransferReason.HONBA)
    else:
        for payer in shares:
            ledger.pay(payer, w.seat, honba_each, TransferReason.HONBA)
    sticks = _collect_sticks(ledger, state, riichi, [w.seat], ruleset)
    return WinnerLine(w.seat, basic, limit, sum(shares.values()), honba_each * 3, sticks[w.seat])


def _mangan_tsumo(ledger: _Ledger, seat: int, dealer: int, reason: TransferReason) -> int:
    shares = _tsumo_shares(MANGAN_BASIC, seat, dealer)
    for payer, share in shares.items():
        ledger.pay(payer, seat, share, reason)
    return sum(shares.values())


def _settle_draw(
    ledger: _Ledger,
    state: TableState,
    tenpai: Sequence[int],
    nagashi: Sequence[int],
    *,
    riichi: Sequence[int],
    ruleset: Ruleset,
) -> tuple[list[WinnerLine], bool, bool, int, int]:
    """(winner lines, dealer stays, dealer won or was tenpai, next honba, next sticks)."""
    _put_riichi_sticks(ledger, riichi)
    dealer_tenpai = state.dealer in tenpai
    if nagashi and ruleset.nagashi_mangan == "win":
        # A win (correction 3): mangan tsumo plus counters and sticks; noten payments void.
        order = _nearest_first(nagashi, state.dealer)
        lines_raw: list[tuple[int, int, int]] = []
        for index, seat in enumerate(order):
            hand = _mangan_tsumo(ledger, seat, state.dealer, TransferReason.NAGASHI_MANGAN)
            honba = 0
            if index == 0 or ruleset.multi_ron_honba == "each_winner":
                each = state.honba * ruleset.honba_value // 3
                for payer in range(4):
                    if payer != seat:
                        ledger.pay(payer, seat, each, TransferReason.HONBA)
                honba = each * 3
            lines_raw.append((seat, hand, honba))
        sticks = _collect_sticks(ledger, state, riichi, order, ruleset)
        lines = [
            WinnerLine(seat, MANGAN_BASIC, LimitId.MANGAN, hand, honba, sticks[seat])
            for seat, hand, honba in lines_raw
        ]
        stays = state.dealer in order
        return lines, stays, stays, state.honba + 1 if stays else 0, 0
    lines = []
    if nagashi:
        # Not a win (Tenhou, Mahjong Soul, RRC variation): mangan-sized payments, no counters,
        # no noten payments, sticks stay, +1 counter, the dealer stays only if tenpai.
        for seat in _nearest_first(nagashi, state.dealer):
            hand = _mangan_tsumo(ledger, seat, state.dealer, TransferReason.NAGASHI_MANGAN)
            lines.append(WinnerLine(seat, MANGAN_BASIC, LimitId.MANGAN, hand, 0, 0))
    elif 0 < len(tenpai) < 4:
        noten = [s for s in range(4) if s not in tenpai]
        each = ruleset.noten_total // (len(tenpai) * len(noten))
        for payer in noten:
            for receiver in sorted(tenpai):
                ledger.pay(payer, receiver, each, TransferReason.NOTEN)
    if not tenpai:
        stays = not ruleset.all_noten_dealer_rotates
    else:
        stays = dealer_tenpai and ruleset.renchan_on_tenpai
    sticks_next = state.riichi_sticks + len(riichi)
    return lines, stays, dealer_tenpai and stays, state.honba + 1, sticks_next


def _settle_chombo(
    ledger: _Ledger,
    state: TableState,
    offenders: Sequence[int],
    riichi: Sequence[int],
    ruleset: Ruleset,
) -> None:
    for seat in riichi:  # the declarations of the hand are void: sticks go back
        ledger.pay(seat, None, STICK, TransferReason.RIICHI_STICK)
        ledger.pay(None, seat, STICK, TransferReason.RIICHI_STICK_RETURNED)
    for offender in offenders:
        if ruleset.chombo_mode == "reverse_mangan":
            shares = _tsumo_shares(MANGAN_BASIC, offender, state.dealer)
            for other, share in shares.items():
                ledger.pay(offender, other, share, TransferReason.CHOMBO)
        else:
            ledger.penalties[offender] -= chombo_deduction(ruleset)


# --- round progression and the end of the game ------------------------------------------------


def _is_first(scores: Sequence[int], seat: int, ruleset: Ruleset, first_dealer: int) -> bool:
    if ruleset.tie_rule == "split":
        return all(scores[seat] > scores[s] for s in range(4) if s != seat)
    return min(range(4), key=lambda s: order_key(s, scores[s], first_dealer)) == seat


def _advance(
    state: TableState,
    scores: Sequence[int],
    ruleset: Ruleset,
    *,
    stays: bool,
    dealer_won_or_tenpai: bool,
    honba: int,
    sticks: int,
    counts: bool,
    last_hand: bool,
) -> NextHand:
    dealer, wind, rnd = state.dealer, state.round_wind, state.round
    if not stays:
        dealer = (dealer + 1) % 4
        rnd += 1
        if rnd > 4:
            rnd = 1
            wind = WIND_ORDER[WIND_ORDER.index(wind) + 1]
    reason: GameEndReason | None = None
    target = ruleset.west_extension_target
    all_last = (state.round_wind is Wind.SOUTH and state.round == 4) or (
        state.round_wind is Wind.WEST
    )
    if ruleset.busting and any(s < 0 for s in scores):
        reason = GameEndReason.BUSTING
    elif last_hand and counts:
        reason = GameEndReason.TIME_LIMIT
    elif all_last and counts:
        if stays:
            if (
                ruleset.agariyame
                and dealer_won_or_tenpai
                and _is_first(scores, state.dealer, ruleset, state.first_dealer)
                and (not ruleset.west_extension or scores[state.dealer] >= target)
            ):
                reason = GameEndReason.AGARIYAME
        elif state.round_wind is Wind.SOUTH:
            if not ruleset.west_extension or max(scores) >= target:
                reason = GameEndReason.LAST_HAND
        elif max(scores) >= target:
            reason = GameEndReason.EXTENSION_TARGET
        elif state.round == 4:
            reason = GameEndReason.LAST_HAND
    return NextHand(
        dealer=dealer,
        round_wind=wind,
        round=rnd,
        honba=honba,
        riichi_sticks=sticks,
        game_over=reason is not None,
        end_reason=reason,
        first_dealer=state.first_dealer,
    )


def settle(
    state: TableState,
    outcome: Outcome,
    riichi: Sequence[int],
    ruleset: Ruleset,
    *,
    last_hand: bool = False,
) -> Settlement:
    """Settle one hand (inputs already checked by `parse_settle_request`)."""
    ledger = _Ledger()
    winners: list[WinnerLine] = []
    bumped: list[int] = []
    abortive: AbortiveReason | None = None
    replay = False
    counts = True
    if isinstance(outcome, PenaltyOutcome):
        return _settle_penalty(state, outcome, ruleset)
    if isinstance(outcome, RonOutcome) and outcome.riichi_discard:
        # the declaration is void: its stick is never placed (or is given back at once); also
        # when three rons on that tile make an abortive draw instead (the tile was still ronned)
        riichi = [s for s in riichi if s != outcome.discarder]
    if isinstance(outcome, RonOutcome) and (
        len(outcome.winners) == 3 and _triple_ron_aborts(ruleset)
    ):
        outcome = AbortiveOutcome(AbortiveReason.TRIPLE_RON)
    if isinstance(outcome, RonOutcome):
        winners, bumped, stays = _settle_ron(
            ledger, state, outcome.discarder, outcome.winners, riichi=riichi, ruleset=ruleset
        )
        won = stays
        honba, sticks = (state.honba + 1 if stays else 0), 0
    elif isinstance(outcome, TsumoOutcome):
        winners = [_settle_tsumo(ledger, state, outcome.winner, riichi, ruleset)]
        stays = won = outcome.winner.seat == state.dealer
        honba, sticks = (state.honba + 1 if stays else 0), 0
    elif isinstance(outcome, DrawOutcome):
        winners, stays, won, honba, sticks = _settle_draw(
            ledger, state, outcome.tenpai, outcome.nagashi, riichi=riichi, ruleset=ruleset
        )
    elif isinstance(outcome, AbortiveOutcome):
        abortive = outcome.reason
        _put_riichi_sticks(ledger, riichi)
        stays, won = True, False
        honba = state.honba + (1 if ruleset.abortive_honba else 0)
        sticks = state.riichi_sticks + len(riichi)
    else:
        _settle_chombo(ledger, state, outcome.offenders, riichi, ruleset)
        stays, won, replay = True, False, True
        honba, sticks = state.honba, state.riichi_sticks
        counts = ruleset.chombo_counts_as_hand
    deltas = ledger.deltas()
    scores = tuple(state.scores[s] + deltas[s] for s in range(4))
    nxt = _advance(
        state,
        scores,
        ruleset,
        stays=stays,
        dealer_won_or_tenpai=won,
        honba=honba,
        sticks=sticks,
        counts=counts,
        last_hand=last_hand,
    )
    assert sum(deltas) == -ledger.table_change()  # a broken invariant is a bug
    kind = (
        "ron"
        if isinstance(outcome, RonOutcome)
        else "tsumo"
        if isinstance(outcome, TsumoOutcome)
        else "draw"
        if isinstance(outcome, DrawOutcome)
        else "abortive"
        if isinstance(outcome, AbortiveOutcome)
        else "chombo"
    )
    pao = any(t.reason is TransferReason.PAO for t in ledger.transfers) if kind in (
        "ron", "tsumo") else False  # fmt: skip
    nagashi = isinstance(outcome, DrawOutcome) and bool(outcome.nagashi)
    used = settle_assumed(ruleset, kind, pao=pao, nagashi=nagashi, game_over=nxt.game_over)
    assert ledger.table_change() == (sticks - state.riichi_sticks) * STICK
    return Settlement(
        before=state,
        transfers=tuple(ledger.transfers),
        deltas=tuple(deltas),
        scores=scores,
        penalties=tuple(ledger.penalties),
        next=nxt,
        renchan=stays,
        replay=replay,
        hand_counts=counts,
        winners=tuple(winners),
        head_bumped=tuple(bumped),
        abortive=abortive,
        assumed=tuple(used),
    )


def _settle_penalty(state: TableState, outcome: PenaltyOutcome, ruleset: Ruleset) -> Settlement:
    """A warning or point penalty between hands: nothing changes hands, the dealer, the honba
    and the sticks stay, the game goes on; the points come off the offender's final result."""
    penalties = [0, 0, 0, 0]
    penalties[outcome.offender] = -int(outcome.step["points"])
    nxt = NextHand(
        dealer=state.dealer,
        round_wind=state.round_wind,
        round=state.round,
        honba=state.honba,
        riichi_sticks=state.riichi_sticks,
        game_over=False,
        end_reason=None,
        first_dealer=state.first_dealer,
    )
    return Settlement(
        before=state,
        transfers=(),
        deltas=(0, 0, 0, 0),
        scores=tuple(state.scores),
        penalties=tuple(penalties),
        next=nxt,
        renchan=False,
        replay=False,
        hand_counts=False,
        penalty={"offender": outcome.offender, **outcome.step},
        assumed=tuple(outcome.step["assumed"]),
    )


def _triple_ron_aborts(ruleset: Ruleset) -> bool:
    return ruleset.triple_ron_aborts


# --- outcomes and request parsing ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RonOutcome:
    discarder: int
    winners: tuple[Winner, ...]
    riichi_discard: bool = False  # the winning tile was the discarder's riichi declaration tile


@dataclass(frozen=True, slots=True)
class TsumoOutcome:
    winner: Winner


@dataclass(frozen=True, slots=True)
class DrawOutcome:
    tenpai: tuple[int, ...]
    nagashi: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AbortiveOutcome:
    reason: AbortiveReason


@dataclass(frozen=True, slots=True)
class ChomboOutcome:
    offenders: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PenaltyOutcome:
    offender: int
    #: what the penalty is and costs (`penalties.table_penalty`)
    step: dict[str, Any] = field(default_factory=dict)


Outcome = RonOutcome | TsumoOutcome | DrawOutcome | AbortiveOutcome | ChomboOutcome | PenaltyOutcome


def _seat(obj: Mapping[str, Any], name: str) -> int:
    return read_int(obj, name, low=0, high=3)


def _seats(obj: Mapping[str, Any], name: str, *, required: bool = False) -> tuple[int, ...]:
    value = obj.get(name)
    if value is None and not required:
        return ()
    if not isinstance(value, list | tuple) or not all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3 for v in value
    ):
        raise _invalid(f"'{name}' must be a list of seats (0..3).", field=name)
    if len(set(value)) != len(value):
        raise _invalid(f"'{name}' lists a seat twice.", field=name)
    return tuple(value)


def _optional_seat(obj: Mapping[str, Any], name: str) -> int | None:
    if obj.get(name) is None:
        return None
    return _seat(obj, name)


def _winner_object(obj: Any) -> Mapping[str, Any]:
    if not isinstance(obj, Mapping):
        raise _invalid("A winner must be an object with 'seat', 'han', 'fu', 'yakuman'.")
    return obj


def _parse_winner(
    obj: Any, seat_field: str, state: TableState, ruleset: Ruleset, *, tsumo: bool
) -> Winner:
    obj = _winner_object(obj)
    seat = _seat(obj, seat_field)
    han = read_int(obj, "han", 0, low=0, high=MAX_HAN)
    fu = read_int(obj, "fu", 0, low=0, high=MAX_FU)
    yakuman = read_int(obj, "yakuman", 0, low=0, high=MAX_YAKUMAN)
    pao = _optional_seat(obj, "pao")
    points: int | None = None
    tsumo_points: tuple[int, int] | None = None
    raw_points = obj.get("points")
    if raw_points is not None:
        if tsumo:
            tsumo_points = _parse_tsumo_points(raw_points)
        else:
            if isinstance(raw_points, Mapping):
                raw_points = raw_points.get("discarder")
            points = read_int({"points": raw_points}, "points", low=0, high=MAX_GIVEN_POINTS)
    elif yakuman == 0:
        why = han_refusal(ruleset, han, honba=state.honba, dealer=seat == state.dealer)
        # from 5 han fu change nothing: a limit hand may be given without them (fu 0)
        if why is None and not (han >= 5 and fu == 0):
            why = fu_refusal(ruleset, han, fu, tsumo=tsumo)
        if why is not None:
            raise _value_refused(why, seat)
    pao_yakuman = 1
    if pao is not None:
        if not ruleset.pao_yaku:
            raise _refused(
                ErrorCode.NOT_ALLOWED_BY_RULESET,
                SettleProblem.PAO_NOT_IN_RULESET,
                "This ruleset has no liability (pao).",
                seat=seat,
                pao=pao,
                rule="pao_yaku",
            )
        if pao == seat:
            raise _refused(
                ErrorCode.INVALID_SETTLEMENT,
                SettleProblem.PAO_OWN_WIN,
                "The liable seat cannot be the winner.",
                seat=seat,
                pao=pao,
            )
        if yakuman < 1:
            raise _refused(
                ErrorCode.INVALID_SETTLEMENT,
                SettleProblem.PAO_WITHOUT_YAKUMAN,
                "Liability (pao) applies only to a yakuman.",
                seat=seat,
                pao=pao,
            )
        pao_yaku = obj.get("pao_yaku")
        if pao_yaku is not None:
            if pao_yaku not in ruleset.pao_yaku:
                raise _refused(
                    ErrorCode.NOT_ALLOWED_BY_RULESET,
                    SettleProblem.PAO_YAKU_NOT_IN_RULESET,
                    f"This ruleset has no liability for {pao_yaku!r}.",
                    yaku=str(pao_yaku),
                    allowed=sorted(ruleset.pao_yaku),
                    rule="pao_yaku",
                )
            pao_yakuman = 2 if pao_yaku in ruleset.double_yakuman else 1
        pao_yakuman = read_int(obj, "pao_yakuman", pao_yakuman, low=1, high=yakuman)
    return Winner(seat, han, fu, yakuman, pao, pao_yakuman, points, tsumo_points)


def _parse_tsumo_points(raw: Any) -> tuple[int, int]:
    if not isinstance(raw, Mapping):
        raise _invalid(
            "Tsumo 'points' must be the score answer's payments, e.g. "
            "{'dealer': 2000, 'non_dealer': 1000} or {'non_dealer': 2000}.",
            field="points",
        )
    other = read_int(raw, "non_dealer", low=0, high=MAX_GIVEN_POINTS)
    dealer = read_int(raw, "dealer", 0, low=0, high=MAX_GIVEN_POINTS)
    return dealer, other


def parse_outcome(obj: Any, state: TableState, riichi: Sequence[int], ruleset: Ruleset) -> Outcome:
    """Check an `outcome` object against the table and the ruleset."""
    if not isinstance(obj, Mapping):
        raise _invalid("'outcome' must be an object with a 'type'.", field="outcome")
    kind = obj.get("type")
    known = [str(t) for t in OutcomeType]
    if kind not in known:
        raise _invalid(f"Outcome type must be one of {', '.join(known)}.", field="type")
    if kind == OutcomeType.RON:
        discarder = _seat(obj, "discarder")
        raw = obj.get("winners")
        if not isinstance(raw, list | tuple) or not 1 <= len(raw) <= 3:
            raise _invalid("A ron has one, two or three winners.", field="winners")
        # the seats first: who won is read before what each hand is worth
        seats = [_seat(_winner_object(w), "seat") for w in raw]
        if discarder in seats:
            raise _refused(
                ErrorCode.INVALID_SETTLEMENT,
                SettleProblem.DISCARDER_WINS,
                "The discarder cannot be a winner.",
                discarder=discarder,
                seat=discarder,
            )
        twice = next((s for s in seats if seats.count(s) > 1), None)
        if twice is not None:
            raise _refused(
                ErrorCode.INVALID_SETTLEMENT,
                SettleProblem.WINNER_TWICE,
                "A seat is listed twice among the winners.",
                field="winners",
                seat=twice,
            )
        winners = tuple(_parse_winner(w, "seat", state, ruleset, tsumo=False) for w in raw)
        riichi_discard = obj.get("riichi_discard", False)
        if not isinstance(riichi_discard, bool):
            raise _invalid("'riichi_discard' must be true or false.", field="riichi_discard")
        if riichi_discard and discarder not in riichi:
            raise _invalid(
                "'riichi_discard': the discarder must be listed in 'riichi'.", field="riichi"
            )
        return RonOutcome(discarder, winners, riichi_discard)
    if kind == OutcomeType.TSUMO:
        return TsumoOutcome(_parse_winner(obj, "winner", state, ruleset, tsumo=True))
    if kind == OutcomeType.DRAW:
        tenpai = _seats(obj, "tenpai")
        nagashi = _seats(obj, "nagashi")
        if nagashi and ruleset.nagashi_mangan == "none":
            raise _refused(
                ErrorCode.NOT_ALLOWED_BY_RULESET,
                SettleProblem.NAGASHI_NOT_IN_RULESET,
                "This ruleset has no nagashi mangan.",
                field="nagashi",
                seats=list(nagashi),
                rule="nagashi_mangan",
            )
        return DrawOutcome(tenpai, nagashi)
    if kind == OutcomeType.ABORTIVE:
        reason = obj.get("reason")
        reasons = [str(r) for r in AbortiveReason]
        if reason not in reasons:
            raise _invalid(f"Abortive reason must be one of {', '.join(reasons)}.", field="reason")
        allowed = {str(r) for r in ruleset.abortive_reasons}
        if reason not in allowed:
            raise _refused(
                ErrorCode.NOT_ALLOWED_BY_RULESET,
                SettleProblem.ABORTIVE_NOT_IN_RULESET,
                f"This ruleset has no abortive draw {reason!r}.",
                reason=reason,
                allowed=sorted(allowed),
                rule="abortive_draws",
            )
        if abortive_riichi_problem(reason, riichi) is SettleProblem.FOUR_RIICHI_NOT_ALL:
            raise _refused(
                ErrorCode.INVALID_SETTLEMENT,
                SettleProblem.FOUR_RIICHI_NOT_ALL,
                "Four riichi: all four seats must be listed in 'riichi'.",
                field="riichi",
                seats=list(riichi),
            )
        return AbortiveOutcome(AbortiveReason(reason))
    if kind == OutcomeType.PENALTY:
        return _parse_penalty(obj, riichi, ruleset)
    offenders = obj.get("offender", obj.get("offenders"))
    if isinstance(offenders, int) and not isinstance(offenders, bool):
        offenders = [offenders]
    return ChomboOutcome(_seats({"offender": offenders}, "offender", required=True) or _no_one())


def abortive_riichi_problem(reason: str, riichi: Sequence[int]) -> SettleProblem | None:
    """Why the abortive draw `reason` cannot be the outcome with the seats in `riichi` (the
    seats that declared riichi in the hand), or None: "four riichi" needs all four of them."""
    if reason == AbortiveReason.FOUR_RIICHI and len(riichi) != 4:
        return SettleProblem.FOUR_RIICHI_NOT_ALL
    return None


def _parse_penalty(obj: Mapping[str, Any], riichi: Sequence[int], ruleset: Ruleset) -> Outcome:
    """``{"type": "penalty", "offender": seat, "offence": PenaltyId, "earlier": n, "points":
    the referee's amount for a range}``: `earlier` is how often the player already committed
    this offence in the session (the ladder's step)."""
    from engine.penalties import table_penalty

    if riichi:
        raise _invalid("A penalty between hands has no riichi.", field="riichi")
    offender = _seat(obj, "offender")
    earlier = read_int(obj, "earlier", 0, low=0, high=MAX_EARLIER)
    points = obj.get("points")
    if points is not None:
        points = read_int(obj, "points", low=0, high=MAX_GIVEN_POINTS)
    return PenaltyOutcome(offender, table_penalty(ruleset, obj.get("offence"), earlier, points))


def _no_one() -> tuple[int, ...]:
    raise _invalid("A chombo needs an offender.", field="offender")


def parse_state(obj: Mapping[str, Any], ruleset: Ruleset) -> TableState:
    scores = read_four(obj, "scores")
    dealer = read_int(obj, "dealer", low=0, high=3)
    wind_text = obj.get("round_wind", "E")
    winds = [str(w) for w in Wind]
    if wind_text not in winds:
        raise _invalid("'round_wind' must be one of E, S, W, N.", field="round_wind")
    wind = Wind(wind_text)
    if wind is Wind.NORTH or (wind is Wind.WEST and not ruleset.west_extension):
        raise EngineError(
            ErrorCode.GAME_OVER,
            f"The game has no {wind_text} round under this ruleset: it is over.",
            {"round_wind": wind_text},
        )
    first = obj.get("first_dealer")
    if obj.get("round") is not None:
        rnd = read_int(obj, "round", low=1, high=4)
        if first is not None and (dealer - read_int(obj, "first_dealer", low=0, high=3)) % 4 != (
            rnd - 1
        ):
            raise _invalid("'round' does not match 'dealer' and 'first_dealer'.", field="round")
    else:
        first_dealer = read_int(obj, "first_dealer", 0, low=0, high=3)
        rnd = (dealer - first_dealer) % 4 + 1
    honba = read_int(obj, "honba", 0, low=0, high=MAX_HONBA)
    sticks = read_int(obj, "riichi_sticks", 0, low=0, high=MAX_STICKS)
    return TableState(scores, dealer, wind, rnd, honba, sticks)


def settle_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """The contract's `settle` command.

    Extra input fields: `round` (hand number 1..4 within the wind; default from `dealer` and
    `first_dealer`, which defaults to seat 0), `last_hand` (true: the last hand of a timed
    session), `penalties` (deductions so far, for the `final` answer at the game's end).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    state = parse_state(obj, ruleset)
    riichi = _seats(obj, "riichi")
    poor = [s for s in riichi if not ruleset.riichi_allowed(state.scores[s])]
    if poor:
        raise _refused(
            ErrorCode.NOT_ALLOWED_BY_RULESET,
            SettleProblem.RIICHI_BELOW_1000,
            "This ruleset needs 1,000 points to declare riichi.",
            seats=poor,
            seat=poor[0],
            rule="riichi_needs_1000",
            assumed=assumed_among(ruleset, ("riichi_needs_1000",)),
        )
    outcome = parse_outcome(obj.get("outcome"), state, riichi, ruleset)
    last_hand = obj.get("last_hand", False)
    if not isinstance(last_hand, bool):
        raise _invalid("'last_hand' must be true or false.", field="last_hand")
    earlier = read_four(obj, "penalties", required=False)
    result = settle(state, outcome, riichi, ruleset, last_hand=last_hand)
    return settlement_to_json(result, ruleset, earlier)


def settlement_to_json(
    result: Settlement, ruleset: Ruleset, earlier_penalties: Sequence[int] = (0, 0, 0, 0)
) -> dict[str, Any]:
    total_penalties = [earlier_penalties[s] + result.penalties[s] for s in range(4)]
    answer: dict[str, Any] = {
        "ok": True,
        "ruleset": ruleset.id,
        "deltas": list(result.deltas),
        "scores": list(result.scores),
        "transfers": [t.to_json() for t in result.transfers],
        "penalties": list(result.penalties),
        "penalties_total": total_penalties,
        "next": result.next.to_json(),
        "renchan": result.renchan,
        "replay": result.replay,
        "hand_counts": result.hand_counts,
        "winners": [w.to_json() for w in result.winners],
        "head_bumped": list(result.head_bumped),
        "assumed": list(result.assumed),
        "abortive": None if result.abortive is None else str(result.abortive),
    }
    if result.penalty is not None:
        answer["penalty"] = dict(result.penalty)
    if result.next.game_over:
        answer["final"] = final_to_json(
            final_result(
                result.scores,
                result.next.riichi_sticks,
                total_penalties,
                ruleset,
                first_dealer=result.before.first_dealer,
            ),
            ruleset,
        )
    return answer


__all__ = [
    "AbortiveOutcome",
    "ChomboOutcome",
    "DrawOutcome",
    "NextHand",
    "Outcome",
    "PenaltyOutcome",
    "RonOutcome",
    "Settlement",
    "TableState",
    "Transfer",
    "TsumoOutcome",
    "Winner",
    "parse_outcome",
    "parse_state",
    "settle",
    "settle_request",
    "settlement_to_json",
]
