"""End of game: ranks, return points, oka, uma, ties, leftover riichi sticks, penalties (matrix A1).

Worked example (Galaxy Open, uma 7/3, return 30,000 from a 25,000 start, oka 20,000):

>>> from engine.rulesets import find_ruleset
>>> r = final_result((38300, 29400, 21400, 10900), 0, (0, 0, 0, 0), find_ruleset("galaxy"))
>>> r.results_in_thousands()
(35.3, 2.4, -11.6, -26.1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from engine.assumed import final_assumed
from engine.errors import EngineError
from engine.ids import ErrorCode
from engine.rulesets import Ruleset, ruleset_from_json

STICK = 1000


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One player's final line: each part in points (fractions only when uma/oka are pooled)."""

    seat: int
    score: int  # table score at the end
    rank: int  # 1 = first; tied players share a rank where ties are split
    base: int  # score plus leftover sticks, rounded where the ruleset rounds, minus return points
    riichi_sticks: int  # leftover sticks received, in points
    oka: Fraction
    uma: Fraction
    penalty: int  # signed adjustment after uma (negative = deduction)

    @property
    def total(self) -> Fraction:
        return self.base + self.oka + self.uma + self.penalty

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "score": self.score,
            "rank": self.rank,
            "base": self.base,
            "riichi_sticks": self.riichi_sticks,
            "oka": _number(self.oka),
            "uma": _number(self.uma),
            "penalty": self.penalty,
            "total": _number(self.total),
        }


@dataclass(frozen=True, slots=True)
class FinalResult:
    seats: tuple[SeatResult, ...]
    sticks_lost: int  # leftover riichi points nobody receives (WRC), plus split remainders

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(s.rank for s in self.seats)

    def results_in_thousands(self) -> tuple[float, ...]:
        return tuple(round(float(s.total / 1000), 4) for s in self.seats)


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 4)


def chombo_deduction(ruleset: Ruleset) -> int:
    """The chombo deduction after uma: a fixed amount, or a number of uma steps (RRC: 2)."""
    if ruleset.chombo_uma_steps > 0:
        step = (ruleset.uma[0] - ruleset.uma[3]) // 3  # symmetric uma: equal steps
        return ruleset.chombo_uma_steps * step
    return ruleset.chombo_points


def order_key(seat: int, score: int, first_dealer: int) -> tuple[int, int]:
    """Sort key for places: higher score first, then the seat that dealt earlier (seat order)."""
    return (-score, (seat - first_dealer) % 4)


def placing(
    scores: Sequence[int], ruleset: Ruleset, first_dealer: int = 0
) -> tuple[list[int], list[list[int]]]:
    """(rank per seat, groups of seats sharing places in place order).

    With `tie_rule == "seat_order"` every group has one seat; with `"split"` tied seats form a
    group and share the best rank among them.
    """
    order = sorted(range(4), key=lambda s: order_key(s, scores[s], first_dealer))
    groups: list[list[int]] = []
    for seat in order:
        if ruleset.tie_rule == "split" and groups and scores[groups[-1][0]] == scores[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    ranks = [0] * 4
    place = 1
    for group in groups:
        for seat in group:
            ranks[seat] = place
        place += len(group)
    return ranks, groups


def _round_nearest_1000(points: int) -> int:
    """Nearest 1,000 with x,500 rounded up (Tenhou's 四捨五入). A negative score is rounded by
    its size, -1,500 to -2,000 (not stated: chosen, and the ruleset marks it assumed)."""
    size = abs(points)
    quotient, rest = divmod(size, 1000)
    rounded = quotient * 1000 + (1000 if rest >= 500 else 0)
    return rounded if points >= 0 else -rounded


def final_result(
    scores: Sequence[int],
    riichi_sticks: int,
    penalties: Sequence[int],
    ruleset: Ruleset,
    *,
    first_dealer: int = 0,
) -> FinalResult:
    """The end-of-game settlement.

    Order: places from the table scores (ties by the ruleset), leftover sticks to first place
    (split on a tie, fractions rounded down to the point) or lost, rounding (Tenhou: to the
    nearest 1,000, first place takes the remainder so that the table stays zero-sum), return
    points subtracted, oka to first place (pooled with uma on a split tie), uma, then penalties.
    """
    ranks, groups = placing(scores, ruleset, first_dealer)
    leftover = riichi_sticks * STICK
    sticks = [0] * 4
    lost = 0
    if ruleset.leftover_sticks == "first_place":
        firsts = groups[0]
        share = leftover // len(firsts)
        for seat in firsts:
            sticks[seat] = share
        lost = leftover - share * len(firsts)
    else:
        lost = leftover

    bases = [scores[s] + sticks[s] for s in range(4)]
    if ruleset.final_rounding == "nearest_1000":
        rounded = [_round_nearest_1000(b) for b in bases]
        top = groups[0][0]
        if sum(bases) == 4 * ruleset.start_points:
            # first place takes the remainder so that the rounded table still adds up
            rounded[top] = 4 * ruleset.start_points - sum(rounded[s] for s in range(4) if s != top)
        bases = rounded
    bases = [b - ruleset.return_points for b in bases]

    oka = [Fraction(0)] * 4
    uma = [Fraction(0)] * 4
    place = 0
    for group in groups:
        places = range(place, place + len(group))
        pool_uma = Fraction(sum(ruleset.uma[p] for p in places), len(group))
        pool_oka = Fraction(ruleset.oka if place == 0 else 0, len(group))
        for seat in group:
            uma[seat] = pool_uma
            oka[seat] = pool_oka
        place += len(group)

    seats = tuple(
        SeatResult(
            seat=s,
            score=scores[s],
            rank=ranks[s],
            base=bases[s],
            riichi_sticks=sticks[s],
            oka=oka[s],
            uma=uma[s],
            penalty=penalties[s],
        )
        for s in range(4)
    )
    return FinalResult(seats, lost)


# --- JSON ---------------------------------------------------------------------------------


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_SETTLEMENT, message, details)


def read_int(
    obj: Mapping[str, Any],
    name: str,
    default: int | None = None,
    *,
    low: int | None = None,
    high: int | None = None,
) -> int:
    """An integer field (not a boolean), within bounds; `INVALID_SETTLEMENT` otherwise."""
    value = obj.get(name, default)
    if value is None:
        raise _invalid(f"'{name}' is required.", field=name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise _invalid(f"'{name}' must be a whole number.", field=name)
    if (low is not None and value < low) or (high is not None and value > high):
        raise _invalid(f"'{name}' is out of range ({low}..{high}).", field=name, value=value)
    return value


def read_four(obj: Mapping[str, Any], name: str, *, required: bool = True) -> tuple[int, ...]:
    """Four whole numbers, one per seat."""
    value = obj.get(name)
    if value is None and not required:
        return (0, 0, 0, 0)
    if (
        not isinstance(value, list | tuple)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise _invalid(f"'{name}' must be a list of four whole numbers, one per seat.", field=name)
    if not all(-10_000_000 <= v <= 10_000_000 for v in value):
        raise _invalid(f"'{name}' holds a number out of range.", field=name)
    return tuple(value)


def balance(result: FinalResult, ruleset: Ruleset) -> dict[str, Any]:
    """The zero-sum checks a sign-off sheet shows: the table's scores plus the riichi sticks
    left on it make the starting total (4 × start points), and the final results before
    penalties add up to zero less the riichi points nobody received (with oka = 4 × (return
    − start), as every preset has it). A failed check is answered, never hidden."""
    seats = result.seats
    table_total = sum(s.score for s in seats) + sum(s.riichi_sticks for s in seats)
    table_total += result.sticks_lost
    before_penalties = sum((s.total - s.penalty for s in seats), Fraction(0))
    return {
        "start_total": 4 * ruleset.start_points,
        "table_total": table_total,
        "table_balanced": table_total == 4 * ruleset.start_points,
        "results_total": _number(sum((s.total for s in seats), Fraction(0))),
        "penalties_total": sum(s.penalty for s in seats),
        "sticks_lost": result.sticks_lost,
        "results_balanced": before_penalties + result.sticks_lost == 0,
    }


def final_to_json(result: FinalResult, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "ranks": list(result.ranks),
        "results": list(result.results_in_thousands()),
        "seats": [s.to_json() for s in result.seats],
        "riichi_points_lost": result.sticks_lost,
        "oka": ruleset.oka,
        "uma": list(ruleset.uma),
        "assumed": final_assumed(
            ruleset,
            sticks_left=result.sticks_lost > 0 or any(s.riichi_sticks for s in result.seats),
            tie=len({s.score for s in result.seats}) < len(result.seats),
        ),
        "balance": balance(result, ruleset),
    }


def final_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """The contract's `final` command.

    Input: `ruleset`, `scores` (4 ints), `riichi_sticks` left on the table, `penalties` (4 signed
    adjustments applied after uma, negative = deduction; default zeros), `first_dealer` (the seat
    that dealt East 1, for seat-order ties; default 0).
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    scores = read_four(obj, "scores")
    sticks = read_int(obj, "riichi_sticks", 0, low=0, high=1000)
    penalties = read_four(obj, "penalties", required=False)
    first_dealer = read_int(obj, "first_dealer", 0, low=0, high=3)
    result = final_result(scores, sticks, penalties, ruleset, first_dealer=first_dealer)
    return final_to_json(result, ruleset)


__all__ = [
    "FinalResult",
    "SeatResult",
    "balance",
    "chombo_deduction",
    "final_request",
    "final_result",
    "final_to_json",
    "placing",
]
