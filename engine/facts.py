"""Rule facts the app shows beside the commands' answers, exported on purpose.

With `engine` itself (`api`, `answers`, `errors`, `ids`, `rulesets`), this module is the
engine's declared surface: ``referee_app`` imports nothing else of the engine (the import
contract "The app uses only the engine's declared surface" in ``pyproject.toml``). What is
here: a yaku's value and availability under a ruleset and which situation flags can matter
(the Rules and Hand tabs), the payment table (the score tables), the copies a hand entry may
hold and what a call is (the Hand tab), the fu a result form offers, which situation flags
conflict (the Hand tab greys them), a ruleset's penalty catalogue, and which abortive draws
the riichi declared rule out (the result form greys them).
"""

from __future__ import annotations

from engine.conflicts import flag_conflict, ura_conflict
from engine.han_fu import FU_STEPS
from engine.hand import tile_count_problem
from engine.melds import meld_problem
from engine.payments import KAZOE_HAN, LIMIT_HAN, hand_value, ron_payment, tsumo_payments
from engine.penalties import penalties_for, point_penalties
from engine.settlement import abortive_riichi_problem
from engine.yaku import (
    VALUED,
    YakuValue,
    available,
    closed_only,
    is_yakuman,
    situation_flag_in_use,
    yaku_value,
)

__all__ = [
    "FU_STEPS",
    "KAZOE_HAN",
    "LIMIT_HAN",
    "VALUED",
    "YakuValue",
    "abortive_riichi_problem",
    "available",
    "closed_only",
    "flag_conflict",
    "hand_value",
    "is_yakuman",
    "meld_problem",
    "penalties_for",
    "point_penalties",
    "ron_payment",
    "situation_flag_in_use",
    "tile_count_problem",
    "tsumo_payments",
    "ura_conflict",
    "yaku_value",
]
