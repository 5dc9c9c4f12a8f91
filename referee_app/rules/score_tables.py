"""The score tables of the Rules tab, every cell computed by `engine.payments`."""

from __future__ import annotations

from engine.facts import LIMIT_HAN, hand_value, ron_payment, tsumo_payments
from engine.rulesets import Ruleset

FU_COLUMNS: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
HAN_ROWS: tuple[int, ...] = (1, 2, 3, 4)
#: (limit id, lowest han) for the limit table (the engine's); yakuman by count of yakuman.
LIMIT_ROWS: tuple[tuple[str, int], ...] = tuple((str(limit), han) for limit, han in LIMIT_HAN)


def score_cell(
    ruleset: Ruleset, han: int, fu: int, *, dealer: bool, tsumo: bool
) -> int | tuple[int, int] | None:
    """One cell of a score table, computed by `engine.payments`.

    Ron: what the discarder pays. Tsumo: ``(from the dealer, from each non-dealer)`` for a
    non-dealer, ``(0, from each)`` for the dealer. None where no hand can have this han and
    fu: 20 fu only as a pinfu tsumo (at least 2 han), 25 fu only as chiitoitsu (2 han on a
    ron, 3 with menzen tsumo).
    """
    if fu == 20 and (not tsumo or han < 2):
        return None
    if fu == 25 and han < (3 if tsumo else 2):
        return None
    basic = hand_value(han, fu, ruleset).basic
    if tsumo:
        return tsumo_payments(basic, dealer=dealer)
    return ron_payment(basic, dealer=dealer)


def limit_cell(
    ruleset: Ruleset, han: int, *, yakuman: int = 0, dealer: bool, tsumo: bool
) -> int | tuple[int, int]:
    """A limit hand's payment (same forms as `score_cell`)."""
    basic = hand_value(han, 30, ruleset, yakuman=yakuman).basic
    if tsumo:
        return tsumo_payments(basic, dealer=dealer)
    return ron_payment(basic, dealer=dealer)


__all__ = ["FU_COLUMNS", "HAN_ROWS", "LIMIT_ROWS", "limit_cell", "score_cell"]
