"""Properties of `settle` over random outcomes under every preset (hypothesis).

Conservation: a settlement moves points between seats and the table only, so the deltas add up
to minus the change in riichi sticks on the table, times 1,000 (a stick is 1,000).

The random hands are values a hand can have (`engine.han_fu`: the fu the engine lists for the
han and the win, 2 han where the 2-han rule is in force); `tests/engine/test_han_fu.py`
checks that `settle` refuses the others.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import api
from engine.han_fu import possible_fu
from engine.rulesets import PRESETS, find_ruleset


def _hand(
    rng: random.Random, ruleset_id: str, seat: int, *, tsumo: bool, min_han: int = 1
) -> dict[str, Any]:
    """A random winning hand: han/fu a hand can have, or a yakuman (sometimes with a liable
    seat); `min_han`: 2 where the 2-han rule is in force for the winner."""
    ruleset = find_ruleset(ruleset_id)
    if rng.random() < 0.03:
        hand: dict[str, Any] = {"yakuman": rng.choice([1, 1, 1, 2])}
        if ruleset.pao_yaku and rng.random() < 0.4:
            hand["pao"] = rng.choice([s for s in range(4) if s != seat])
            hand["pao_yaku"] = sorted(ruleset.pao_yaku)[rng.randrange(len(ruleset.pao_yaku))]
            hand["pao_yakuman"] = 1
        return hand
    han = rng.choices([1, 2, 3, 4, 5, 6, 8, 11, 13], weights=[30, 30, 20, 8, 5, 3, 2, 1, 1])[0]
    han = max(han, min_han)
    return {"han": han, "fu": rng.choice(possible_fu(ruleset, han, tsumo=tsumo))}


def random_outcome(
    rng: random.Random, ruleset_id: str, scores: list[int], *, honba: int = 0, dealer: int = 0
) -> tuple[dict[str, Any], list[int]]:
    """A random outcome the ruleset allows at `honba` counters with `dealer` dealing, and the
    seats that declared riichi."""
    ruleset = find_ruleset(ruleset_id)

    def least(seat: int) -> int:
        return 2 if ruleset.needs_two_han(honba, dealer=seat == dealer) else 1

    can_riichi = [s for s in range(4) if scores[s] >= 1000 or not ruleset.riichi_needs_1000]
    riichi = sorted(s for s in can_riichi if rng.random() < 0.2)
    roll = rng.random()
    if roll < 0.45:
        discarder = rng.randrange(4)
        others = [s for s in range(4) if s != discarder]
        count = rng.choices([1, 2, 3], weights=[85, 12, 3])[0]
        winners = [
            {"seat": s, **_hand(rng, ruleset_id, s, tsumo=False, min_han=least(s))}
            for s in rng.sample(others, count)
        ]
        return {"type": "ron", "discarder": discarder, "winners": winners}, riichi
    if roll < 0.70:
        seat = rng.randrange(4)
        hand = _hand(rng, ruleset_id, seat, tsumo=True, min_han=least(seat))
        return {"type": "tsumo", "winner": seat, **hand}, riichi
    if roll < 0.90:
        tenpai = sorted(s for s in range(4) if rng.random() < 0.5 or s in riichi)
        nagashi: list[int] = []
        if ruleset.nagashi_mangan != "none" and rng.random() < 0.1:
            nagashi = [rng.randrange(4)]
        return {"type": "draw", "tenpai": tenpai, "nagashi": nagashi}, riichi
    if roll < 0.95 and ruleset.abortive_draws:
        reason = rng.choice(sorted(ruleset.abortive_draws))
        if reason == "four_riichi":
            if len(can_riichi) < 4:
                reason = "kyuushu" if "kyuushu" in ruleset.abortive_draws else reason
            else:
                riichi = [0, 1, 2, 3]
        if reason == "four_riichi" and len(riichi) < 4:
            return {"type": "draw", "tenpai": []}, riichi
        return {"type": "abortive", "reason": reason}, riichi
    return {"type": "chombo", "offender": rng.randrange(4)}, riichi


@settings(max_examples=300, deadline=None)
@given(
    ruleset_id=st.sampled_from(sorted(PRESETS)),
    seed=st.integers(0, 2**32 - 1),
    scores=st.lists(
        st.integers(-20000, 80000).map(lambda x: x // 100 * 100), min_size=4, max_size=4
    ),
    dealer=st.integers(0, 3),
    wind=st.sampled_from(["E", "S"]),
    honba=st.integers(0, 8),
    sticks=st.integers(0, 6),
)
def test_every_settlement_conserves_points(
    *,
    ruleset_id: str,
    seed: int,
    scores: list[int],
    dealer: int,
    wind: str,
    honba: int,
    sticks: int,
) -> None:
    outcome, riichi = random_outcome(
        random.Random(seed), ruleset_id, scores, honba=honba, dealer=dealer
    )
    answer = api.settle(
        {
            "ruleset": ruleset_id,
            "scores": scores,
            "dealer": dealer,
            "round_wind": wind,
            "honba": honba,
            "riichi_sticks": sticks,
            "riichi": riichi,
            "outcome": outcome,
        }
    )
    assert answer["ok"], (outcome, answer)
    table_change = answer["next"]["riichi_sticks"] - sticks
    assert sum(answer["deltas"]) == -table_change * 1000
    # the deltas are exactly the itemised transfers
    deltas = [0, 0, 0, 0]
    for t in answer["transfers"]:
        assert t["points"] > 0
        if t["from"] is not None:
            deltas[t["from"]] -= t["points"]
        if t["to"] is not None:
            deltas[t["to"]] += t["points"]
    assert deltas == answer["deltas"]
    assert answer["scores"] == [scores[s] + deltas[s] for s in range(4)]
    # only the table (riichi sticks) appears as a non-seat end of a transfer
    for t in answer["transfers"]:
        if t["from"] is None or t["to"] is None:
            assert t["reason"].startswith("riichi_stick")
    # penalties are deductions only, and only on a chombo
    if outcome["type"] != "chombo":
        assert answer["penalties"] == [0, 0, 0, 0]
    assert all(p <= 0 for p in answer["penalties"])
