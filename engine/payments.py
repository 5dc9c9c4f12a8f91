"""Points from han and fu: basic points, limits, kiriage, ron and tsumo payments (matrix D)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ids import LimitId
from engine.rulesets import Ruleset

MANGAN_BASIC = 2000
#: The lowest han of each limit (matrix D); 13+ han is a counted yakuman where the ruleset
#: has kazoe, else sanbaiman.
LIMIT_HAN: tuple[tuple[LimitId, int], ...] = (
    (LimitId.MANGAN, 5),
    (LimitId.HANEMAN, 6),
    (LimitId.BAIMAN, 8),
    (LimitId.SANBAIMAN, 11),
)
KAZOE_HAN = 13


def ceil100(points: int) -> int:
    """Round up to the next multiple of 100."""
    return -(-points // 100) * 100


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand is worth before it is split among payers."""

    basic: int  # basic points (fu x 2^(han+2), capped or limit)
    limit: LimitId | None


def hand_value(han: int, fu: int, ruleset: Ruleset, *, yakuman: int = 0) -> HandValue:
    """Basic points for `han`/`fu`, or for `yakuman` limit hands (a multiple: 1, 2, 3...).

    `han` counts everything (yaku, dora, red fives, ura). Counted yakuman (kazoe) is applied
    here: 13+ han is a yakuman only where the ruleset has kazoe, otherwise sanbaiman.
    """
    if yakuman > 0:
        return HandValue(8000 * yakuman, LimitId.YAKUMAN)
    if han >= KAZOE_HAN:
        if ruleset.kazoe_yakuman:
            return HandValue(8000, LimitId.YAKUMAN)
        return HandValue(6000, LimitId.SANBAIMAN)
    if han >= 11:
        return HandValue(6000, LimitId.SANBAIMAN)
    if han >= 8:
        return HandValue(4000, LimitId.BAIMAN)
    if han >= 6:
        return HandValue(3000, LimitId.HANEMAN)
    if han == 5:
        return HandValue(MANGAN_BASIC, LimitId.MANGAN)
    basic = fu * 2 ** (han + 2)
    if basic >= MANGAN_BASIC or (ruleset.kiriage and basic == 1920):
        return HandValue(MANGAN_BASIC, LimitId.MANGAN)
    return HandValue(basic, None)


def ron_payment(basic: int, *, dealer: bool) -> int:
    """What the discarder pays (before counters)."""
    return -(-basic * (6 if dealer else 4) // 100) * 100  # ceil100, inlined (hot)


def tsumo_payments(basic: int, *, dealer: bool) -> tuple[int, int]:
    """(from the dealer, from each non-dealer) for a non-dealer's tsumo;
    (0, from each of the three) for the dealer's tsumo."""
    # ceil100, inlined (hot)
    if dealer:
        return 0, -(-basic * 2 // 100) * 100
    return -(-basic * 2 // 100) * 100, -(-basic // 100) * 100


def tsumo_total(basic: int, *, dealer: bool) -> int:
    """Everything a tsumo collects before counters."""
    from_dealer, from_other = tsumo_payments(basic, dealer=dealer)
    return from_other * 3 if dealer else from_dealer + 2 * from_other
