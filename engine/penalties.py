"""The penalty catalogue per ruleset, from `engine/data/penalties.json` (matrix A5, F; rrc.md §3).

Each entry names an infraction and its consequence by id; amounts that follow from the ruleset
(the chombo deduction, RRC's twice-the-uma-step, a reverse mangan paid at the table, RRC's
substitute score) are worked out from the ruleset, so a custom ruleset gets its own figures.
Tenhou and Mahjong Soul have no catalogue: the software prevents illegal actions.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

from engine.final import chombo_deduction
from engine.ids import (
    Certainty,
    NotApplicableReason,
    PenaltyApplied,
    PenaltyCategory,
    PenaltyConsequence,
    PenaltyFormula,
    PenaltyId,
)
from engine.rulesets import Ruleset, ruleset_from_json

REVERSE_MANGAN_NON_DEALER = 8000  # 4,000 to the dealer and 2,000 to each other player
REVERSE_MANGAN_DEALER = 12000  # 4,000 to each


@dataclass(frozen=True, slots=True)
class Penalty:
    """One infraction and what it costs under a ruleset."""

    id: PenaltyId
    category: PenaltyCategory
    consequence: PenaltyConsequence
    certainty: Certainty
    source: str
    points: int | None = None
    points_max: int | None = None
    formula: PenaltyFormula = PenaltyFormula.FIXED
    applied: PenaltyApplied = PenaltyApplied.NONE
    minimum: PenaltyConsequence | None = None
    escalation: tuple[PenaltyConsequence, ...] = ()
    uma_steps: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "category": str(self.category),
            "consequence": str(self.consequence),
            "points": self.points,
            "points_max": self.points_max,
            "formula": str(self.formula),
            "applied": str(self.applied),
            "minimum": None if self.minimum is None else str(self.minimum),
            "escalation": [str(e) for e in self.escalation],
            "certainty": str(self.certainty),
            "source": self.source,
        }


@dataclass(frozen=True, slots=True)
class Catalogue:
    preset: str
    applicable: bool
    not_applicable_reason: NotApplicableReason | None
    entries: tuple[Penalty, ...]


def _entry(raw: Mapping[str, Any], default_certainty: Certainty) -> Penalty:
    consequence = PenaltyConsequence(raw["consequence"])
    applied = raw.get("applied")
    return Penalty(
        id=PenaltyId(raw["id"]),
        category=PenaltyCategory(raw["category"]),
        consequence=consequence,
        certainty=Certainty(raw.get("certainty", default_certainty)),
        source=str(raw["source"]),
        points=raw.get("points"),
        points_max=raw.get("points_max"),
        formula=PenaltyFormula(raw.get("formula", "fixed")),
        applied=PenaltyApplied(applied) if applied else PenaltyApplied.NONE,
        minimum=PenaltyConsequence(raw["minimum"]) if raw.get("minimum") else None,
        escalation=tuple(PenaltyConsequence(e) for e in raw.get("escalation", ())),
    )


@cache
def _raw_data() -> dict[str, Any]:
    text = resources.files("engine").joinpath("data", "penalties.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def catalogue(preset: str) -> Catalogue:
    """The catalogue of a preset, as written in the data file (chombo amounts unresolved)."""
    raw = _raw_data()["catalogues"][preset]
    if not raw.get("applicable", True):
        return Catalogue(preset, False, NotApplicableReason(raw["reason"]), ())
    certainty = Certainty(raw["certainty"])
    if "inherits" in raw:
        parent = catalogue(raw["inherits"])
        chombo_certainty = Certainty(raw.get("chombo_certainty", certainty))
        prefix = str(raw.get("source_prefix", ""))
        entries = tuple(
            replace(
                p,
                certainty=(
                    chombo_certainty if p.consequence is PenaltyConsequence.CHOMBO else certainty
                ),
                source=prefix + p.source,
            )
            for p in parent.entries
        )
        entries += tuple(_entry(e, certainty) for e in raw["entries"])
    else:
        entries = tuple(_entry(e, certainty) for e in raw["entries"])
    return Catalogue(preset, True, None, entries)


def _resolve(p: Penalty, ruleset: Ruleset) -> Penalty:
    """Fill in the amounts that follow from the ruleset."""
    if p.formula is PenaltyFormula.RULESET_CHOMBO:
        if ruleset.chombo_mode == "reverse_mangan":
            return replace(
                p,
                points=REVERSE_MANGAN_NON_DEALER,
                points_max=REVERSE_MANGAN_DEALER,
                formula=PenaltyFormula.REVERSE_MANGAN,
                applied=PenaltyApplied.AT_TABLE,
            )
        steps = ruleset.chombo_uma_steps
        return replace(
            p,
            points=chombo_deduction(ruleset),
            formula=PenaltyFormula.TWICE_UMA_STEP if steps == 2 else PenaltyFormula.FIXED,
            applied=PenaltyApplied.AFTER_UMA,
            uma_steps=steps or None,
        )
    if p.formula is PenaltyFormula.TWICE_LAST_UMA:
        return replace(p, points=-2 * ruleset.uma[3])
    return p


def penalties_for(ruleset: Ruleset) -> Catalogue:
    """The catalogue of the ruleset's base preset with amounts worked out for this ruleset."""
    base = catalogue(ruleset.base)
    return replace(base, entries=tuple(_resolve(p, ruleset) for p in base.entries))


def penalties_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """`penalties` command: ``{"ruleset": id or object}`` → the catalogue as ids and numbers."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    cat = penalties_for(ruleset)
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "base": ruleset.base,
        "applicable": cat.applicable,
        "not_applicable_reason": (
            None if cat.not_applicable_reason is None else str(cat.not_applicable_reason)
        ),
        "chombo": {
            "mode": ruleset.chombo_mode,
            "points": (
                REVERSE_MANGAN_NON_DEALER
                if ruleset.chombo_mode == "reverse_mangan"
                else chombo_deduction(ruleset)
            ),
            "applied": str(
                PenaltyApplied.AT_TABLE
                if ruleset.chombo_mode == "reverse_mangan"
                else PenaltyApplied.AFTER_UMA
            ),
        },
        "penalties": [p.to_json() for p in cat.entries],
    }


__all__ = ["Catalogue", "Penalty", "catalogue", "penalties_for", "penalties_request"]
