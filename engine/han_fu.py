"""Which han and fu a winning hand can have: the facts `settle` checks a value against, and
the `possible_fu` command (the Table tab greys the fu it cannot pick with it).

From the fu rules every ruleset shares (shared/rules/rulesets.md, matrix C; rrc.md row 15):

- fu are 20 or more, rounded up to tens, except seven pairs' flat 25;
- 20 fu is only a pinfu tsumo: pinfu takes no tsumo fu, every other tsumo takes 2, a closed
  ron adds 10 (so 30 at the least) and an open hand that would total 20 gets 2 (30 again).
  A pinfu tsumo holds pinfu and menzen tsumo: 2 han at the least;
- 25 fu is only seven pairs (chiitoitsu), 2 han; won by tsumo it adds menzen tsumo (the hand
  is closed): 3 han at the least.

No preset differs in these: every one gives pinfu tsumo 20 fu flat (matrix C 5; Galaxy
says it in so many words, "no tsumo fu on rinshan (nor on pinfu)"; RRC: "+2 for tsumo, except
pinfu") and seven pairs 25 flat, and none of these cells is unknown, so nothing here is
assumed. Galaxy's rinshan win without tsumo fu (`rinshan_tsumo_fu`) cannot make 20 fu: its
kan gives 8 fu or more. The ruleset is still asked for, so that a ruleset that did differ
would change these answers and not their callers.

What the ruleset does change is the han a winner needs: under the 2-han rule
(`ryanhan_shibari`: EMA 2012 everyone, Galaxy the dealer, from `ryanhan_honba` counters on) a
hand needs 2 han without counting dora, so 1 han cannot win there (`han_refusal`). Whether
the han hold 2 han of yaku only `score` can tell, from the tiles.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.assumed import assumed_among
from engine.errors import EngineError
from engine.final import read_int
from engine.ids import ErrorCode, SettleProblem
from engine.rulesets import Ruleset, ruleset_from_json

#: The fu a hand below 5 han is looked up at, as the score tables list them. A hand can have
#: more (three closed terminal kans and more), which `settle` accepts as well.
FU_STEPS: tuple[int, ...] = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)

#: 20 fu: pinfu (1) and menzen tsumo (1)
PINFU_TSUMO_MIN_HAN = 2
#: 25 fu: seven pairs (2); by tsumo also menzen tsumo (1)
SEVEN_PAIRS_MIN_HAN = 2
SEVEN_PAIRS_TSUMO_MIN_HAN = 3
#: the 2-han rule: 2 han without counting dora
TWO_HAN = 2


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a value cannot be a hand: the `SettleProblem` and the numbers its words need."""

    problem: SettleProblem
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"problem": str(self.problem), **self.details}


def fu_refusal(ruleset: Ruleset, han: int, fu: int, *, tsumo: bool) -> Refusal | None:
    """Why a hand of `han` han cannot have `fu` fu when won by tsumo (or ron), else None.

    For a hand that counts fu (not a yakuman); from 5 han fu no longer change the payment,
    but a value that no hand can have is refused all the same.
    """
    del ruleset  # every preset agrees (module docstring)
    if fu < 20 or (fu != 25 and fu % 10):
        return Refusal(SettleProblem.FU_NOT_A_STEP, {"fu": fu})
    if fu == 20 and not tsumo:
        return Refusal(SettleProblem.TWENTY_FU_ON_RON, {"fu": fu})
    if fu == 20 and han < PINFU_TSUMO_MIN_HAN:
        return Refusal(
            SettleProblem.TWENTY_FU_BELOW_MIN_HAN,
            {"fu": fu, "han": han, "min_han": PINFU_TSUMO_MIN_HAN},
        )
    if fu == 25:
        least = SEVEN_PAIRS_TSUMO_MIN_HAN if tsumo else SEVEN_PAIRS_MIN_HAN
        if han < least:
            problem = (
                SettleProblem.TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN
                if tsumo
                else SettleProblem.TWENTY_FIVE_FU_BELOW_MIN_HAN
            )
            return Refusal(problem, {"fu": fu, "han": han, "min_han": least})
    return None


def possible_fu(ruleset: Ruleset, han: int, *, tsumo: bool) -> tuple[int, ...]:
    """The `FU_STEPS` a hand of `han` han won by tsumo (or ron) can have under `ruleset`."""
    return tuple(fu for fu in FU_STEPS if fu_refusal(ruleset, han, fu, tsumo=tsumo) is None)


def han_refusal(ruleset: Ruleset, han: int, *, honba: int, dealer: bool) -> Refusal | None:
    """Why `han` han (yakuman aside) cannot win at `honba` counters, else None: no han at all,
    or 1 han where the ruleset's 2-han rule is in force for this winner."""
    if han < 1:
        return Refusal(SettleProblem.NO_HAN, {"han": han})
    if han < TWO_HAN and ruleset.needs_two_han(honba, dealer=dealer):
        return Refusal(
            SettleProblem.TWO_HAN_RULE,
            {
                "han": han,
                "min_han": TWO_HAN,
                "honba": honba,
                "rule": "ryanhan_shibari",
                "assumed": assumed_among(ruleset, ("ryanhan_shibari", "ryanhan_honba")),
            },
        )
    return None


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_REQUEST, message, details)


def possible_fu_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """The `possible_fu` command: ``{"ruleset", "han", "win": "ron" | "tsumo"}`` ->
    ``{"ok": true, "ruleset", "han", "win", "fu": [fu...], "refused": [{"fu", "problem",
    ...numbers}]}``: every fu of `FU_STEPS`, either possible or refused with its reason."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    try:
        han = read_int(obj, "han", low=1, high=200)
    except EngineError as wrong:
        raise _invalid(wrong.message, **wrong.details) from None
    win = obj.get("win", "ron")
    if win not in ("ron", "tsumo"):
        raise _invalid('\'win\' must be "ron" or "tsumo".', field="win")
    tsumo = win == "tsumo"
    fu: list[int] = []
    refused: list[dict[str, Any]] = []
    for step in FU_STEPS:
        why = fu_refusal(ruleset, han, step, tsumo=tsumo)
        if why is None:
            fu.append(step)
        else:
            refused.append({"fu": step, **why.to_json()})
    return {"ok": True, "ruleset": ruleset.id, "han": han, "win": win, "fu": fu,
            "refused": refused}  # fmt: skip


__all__ = [
    "FU_STEPS",
    "PINFU_TSUMO_MIN_HAN",
    "SEVEN_PAIRS_MIN_HAN",
    "SEVEN_PAIRS_TSUMO_MIN_HAN",
    "TWO_HAN",
    "Refusal",
    "fu_refusal",
    "han_refusal",
    "possible_fu",
    "possible_fu_request",
]
