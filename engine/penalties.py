"""The penalty catalogue per ruleset, from `engine/data/penalties.json` (matrix A5, F; rrc.md §3).

Each entry names an infraction and its consequence by id; amounts that follow from the ruleset
(the chombo deduction, RRC's twice-the-uma-step, a reverse mangan paid at the table, RRC's
substitute score) are worked out from the ruleset, so a custom ruleset gets its own figures.
Tenhou and Mahjong Soul have no catalogue: the software prevents illegal actions.

A repeated offence escalates per ruleset (`Ladder`, the file's ``ladders``): an offence whose
first consequence is a warning costs, on its n-th repeat by the same player in one session,
the ladder's points times its factor to the power n - 1 (RRC: 2,000, 4,000, 8,000, 16,000…).
`next_penalty_request` answers what the next one costs, given how often the player already
committed it; where a ruleset's text gives no ladder, another's stands in, marked assumed.

Sources are ids too: `source` is a pure citation (document keys from `SourceDoc` and their
sections, e.g. ``"EMA16 §3.4.6(a), §5.1.2"``, the same in every language), and every remark
about it (an unread chapter, the amount another source gives) is a `SourceNote` id with its
parameters in `source_notes`. Loading the data rejects a citation that carries prose.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

from engine.answers import MAX_EARLIER
from engine.assumed import penalty_assumed
from engine.errors import EngineError
from engine.final import chombo_deduction
from engine.ids import (
    Certainty,
    ErrorCode,
    NotApplicableReason,
    PenaltyApplied,
    PenaltyCategory,
    PenaltyConsequence,
    PenaltyFormula,
    PenaltyId,
    SourceDoc,
    SourceNote,
)
from engine.rulesets import Ruleset, ruleset_from_json

REVERSE_MANGAN_NON_DEALER = 8000  # 4,000 to the dealer and 2,000 to each other player
REVERSE_MANGAN_DEALER = 12000  # 4,000 to each

#: The parameters each source note takes, and their kind: ``document`` a `SourceDoc` key,
#: ``citation`` a citation (validated like `source`), ``number`` a non-negative int,
#: ``consequence`` a `PenaltyConsequence`, ``formula`` a `PenaltyFormula`.
NOTE_PARAMS: dict[SourceNote, dict[str, str]] = {
    SourceNote.CHAPTER_NOT_READ_PLACEHOLDER: {
        "document": "document",
        "chapter": "number",
        "placeholder": "document",
    },
    SourceNote.NOT_STATED_PLACEHOLDER: {"document": "document", "placeholder": "document"},
    SourceNote.TEXT_NOT_READ: {},
    SourceNote.VALUES_NOT_READ: {},
    SourceNote.ALLOWED_IN_EDITION: {"year": "number"},
    SourceNote.MORE_THAN_TILES: {"tiles": "number"},
    SourceNote.POINTS_IN_SOURCE: {"cite": "citation", "points": "number"},
    SourceNote.CONSEQUENCE_IN_SOURCE: {"cite": "citation", "consequence": "consequence"},
    SourceNote.FORMULA_IN_SOURCE: {"cite": "citation", "formula": "formula"},
    SourceNote.SUBSTITUTE_AFTER_MINUTES: {"cite": "citation", "minutes": "number"},
    SourceNote.SHOWN_OR_NOT_SINCE: {"year": "number"},
    SourceNote.WRONG_TILE_ADDED_TO_HAND: {},
    SourceNote.CALLS_CANNOT_BE_CHANGED: {},
    SourceNote.INTENTIONAL_CHOMBO_IS_CHEATING: {},
    SourceNote.OFF_OVERALL_SCORE: {},
    SourceNote.CITES: {"via": "document", "section": "citation"},
    SourceNote.MIXING_BEFORE_SETTLEMENT: {},
}

# A section after a document key: "§3.4.6(a)", "§5", "p.5", or a Russian heading ("§Чомбо").
# Latin words, brackets and other prose are refused, so no English leaks into a citation.
_SECTION = re.compile(r"(?:§(?:\d+(?:\.\d+)*(?:\([a-z]\))?|[А-ЯЁа-яё][А-ЯЁа-яё -]*)|p\.\d+)")
_SECTIONS = re.compile(rf"{_SECTION.pattern}(?:, {_SECTION.pattern})*")
# longest key first, so "WRC22-BE" is not read as "WRC"
_DOC_KEYS = sorted((str(d) for d in SourceDoc), key=len, reverse=True)


def citation_docs(citation: str) -> tuple[SourceDoc, ...]:
    """The documents a citation names, in order; `ValueError` if any part is not a citation.

    A citation is ``"; "``-separated parts, each a `SourceDoc` key optionally followed by a
    space and its sections: ``"RRC RG §Игроки замены; RRC TO"``, ``"EMA16 §3.4.6(a), §5.1.2"``.
    """
    docs: list[SourceDoc] = []
    for part in citation.split("; "):
        for key in _DOC_KEYS:
            if part == key:
                break
            if part.startswith(key + " ") and _SECTIONS.fullmatch(part[len(key) + 1 :]):
                break
        else:
            raise ValueError(f"not a citation (document key and sections only): {part!r}")
        doc = SourceDoc(key)
        if doc not in docs:
            docs.append(doc)
    return tuple(docs)


@dataclass(frozen=True, slots=True)
class SourceNoteRef:
    """One remark on a citation: a `SourceNote` id and its parameters (see `NOTE_PARAMS`)."""

    id: SourceNote
    params: tuple[tuple[str, str | int], ...] = ()

    def docs(self) -> tuple[SourceDoc, ...]:
        """The documents the parameters name (document keys and citations)."""
        kinds = NOTE_PARAMS[self.id]
        found: list[SourceDoc] = []
        for name, value in self.params:
            if kinds[name] == "document":
                found.append(SourceDoc(str(value)))
            elif kinds[name] == "citation":
                found.extend(citation_docs(str(value)))
        return tuple(found)

    def to_json(self) -> dict[str, Any]:
        return {"id": str(self.id), **dict(self.params)}


def _note(raw: Mapping[str, Any]) -> SourceNoteRef:
    """A source note from the data file, its parameters checked against `NOTE_PARAMS`."""
    note_id = SourceNote(raw["id"])
    kinds = NOTE_PARAMS[note_id]
    given = {k: v for k, v in raw.items() if k != "id"}
    if set(given) != set(kinds):
        raise ValueError(f"source note {note_id}: parameters {sorted(given)}, want {sorted(kinds)}")
    params: list[tuple[str, str | int]] = []
    for name, kind in kinds.items():
        value = given[name]
        if kind == "number":
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"source note {note_id}: {name} must be a number")
        elif not isinstance(value, str):
            raise ValueError(f"source note {note_id}: {name} must be a string")
        elif kind == "document":
            SourceDoc(value)
        elif kind == "citation":
            citation_docs(value)
        elif kind == "consequence":
            PenaltyConsequence(value)
        else:
            PenaltyFormula(value)
        params.append((name, value))
    return SourceNoteRef(note_id, tuple(params))


@dataclass(frozen=True, slots=True)
class Penalty:
    """One infraction and what it costs under a ruleset."""

    id: PenaltyId
    category: PenaltyCategory
    consequence: PenaltyConsequence
    certainty: Certainty
    source: str
    source_notes: tuple[SourceNoteRef, ...] = ()
    points: int | None = None
    points_max: int | None = None
    formula: PenaltyFormula = PenaltyFormula.FIXED
    applied: PenaltyApplied = PenaltyApplied.NONE
    minimum: PenaltyConsequence | None = None
    escalation: tuple[PenaltyConsequence, ...] = ()
    uma_steps: int | None = None
    #: the assumed ruleset fields the amount was worked from (`engine.assumed`)
    assumed: tuple[str, ...] = ()

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
            "source_docs": [str(d) for d in self.source_docs()],
            "source_notes": [n.to_json() for n in self.source_notes],
            "assumed": list(self.assumed),
        }

    def source_docs(self) -> tuple[SourceDoc, ...]:
        """Every document the citation and its notes name, each once, citation first."""
        docs = list(citation_docs(self.source))
        for note in self.source_notes:
            docs.extend(d for d in note.docs() if d not in docs)
        return tuple(docs)


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
        source=_citation(raw["source"]),
        source_notes=tuple(_note(n) for n in raw.get("source_notes", ())),
        points=raw.get("points"),
        points_max=raw.get("points_max"),
        formula=PenaltyFormula(raw.get("formula", "fixed")),
        applied=PenaltyApplied(applied) if applied else PenaltyApplied.NONE,
        minimum=PenaltyConsequence(raw["minimum"]) if raw.get("minimum") else None,
        escalation=tuple(PenaltyConsequence(e) for e in raw.get("escalation", ())),
    )


def _citation(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"source must be a citation string, not {value!r}")
    citation_docs(value)
    return value


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
        notes = tuple(_note(n) for n in raw.get("source_notes", ()))
        entries = tuple(
            replace(
                p,
                certainty=(
                    chombo_certainty if p.consequence is PenaltyConsequence.CHOMBO else certainty
                ),
                source_notes=notes + p.source_notes,
            )
            for p in parent.entries
        )
        entries += tuple(_entry(e, certainty) for e in raw["entries"])
    else:
        entries = tuple(_entry(e, certainty) for e in raw["entries"])
    return Catalogue(preset, True, None, entries)


def _resolve(p: Penalty, ruleset: Ruleset) -> Penalty:
    """Fill in the amounts that follow from the ruleset, and the assumed fields they read."""
    assumed = tuple(penalty_assumed(ruleset, str(p.formula)))
    return replace(_amounts(p, ruleset), assumed=assumed)


def _amounts(p: Penalty, ruleset: Ruleset) -> Penalty:
    """The entry with its amounts worked out for `ruleset` (from its own `formula`)."""
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


#: How many steps of a ladder the answers spell out (the warning and four repeats, as RRC's
#: text lists them); the factor gives the rest.
LADDER_STEPS = 5


@dataclass(frozen=True, slots=True)
class Ladder:
    """How a repeated offence escalates under a ruleset: `first` for the first offence (a
    warning), `points` for the first repeat, then `factor` times the one before, after uma.
    `assumed`: the ruleset's own text gives no ladder; `source_notes` say whose stands in."""

    first: PenaltyConsequence
    points: int
    factor: int
    certainty: Certainty
    source: str
    source_notes: tuple[SourceNoteRef, ...] = ()
    assumed: bool = False

    def step(self, earlier: int) -> tuple[PenaltyConsequence, int | None]:
        """The consequence and points of an offence committed `earlier` times before."""
        if earlier <= 0:
            return self.first, None
        return PenaltyConsequence.POINTS, self.points * self.factor ** (earlier - 1)

    def step_json(self, earlier: int) -> dict[str, Any]:
        consequence, points = self.step(earlier)
        applied = PenaltyApplied.AFTER_UMA if points is not None else PenaltyApplied.NONE
        return {
            "earlier": earlier,
            "consequence": str(consequence),
            "points": points,
            "applied": str(applied),
        }

    def source_docs(self) -> tuple[SourceDoc, ...]:
        docs = list(citation_docs(self.source))
        for note in self.source_notes:
            docs.extend(d for d in note.docs() if d not in docs)
        return tuple(docs)

    def to_json(self) -> dict[str, Any]:
        return {
            "first": str(self.first),
            "points": self.points,
            "factor": self.factor,
            "steps": [self.step_json(n) for n in range(LADDER_STEPS)],
            "certainty": str(self.certainty),
            "source": self.source,
            "source_docs": [str(d) for d in self.source_docs()],
            "source_notes": [n.to_json() for n in self.source_notes],
            "assumed": self.assumed,
        }


@cache
def ladder(preset: str) -> Ladder | None:
    """The escalation ladder of a preset (None: the preset has none, e.g. online play)."""
    raw = _raw_data().get("ladders", {}).get(preset)
    if raw is None:
        return None
    points, factor = raw["points"], raw["factor"]
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in (points, factor)):
        raise ValueError(f"ladder {preset}: points and factor must be positive numbers")
    return Ladder(
        first=PenaltyConsequence(raw["first"]),
        points=points,
        factor=factor,
        certainty=Certainty(raw["certainty"]),
        source=_citation(raw["source"]),
        source_notes=tuple(_note(n) for n in raw.get("source_notes", ())),
        assumed=bool(raw.get("assumed", False)),
    )


def escalates(entry: Penalty, steps: Ladder | None) -> bool:
    """Whether a repeat of `entry` climbs the ladder: its first consequence is the ladder's
    first step (a warning). Other offences cost the same each time (their `escalation` lists
    what a referee may give instead for serious or repeated cases)."""
    return steps is not None and entry.consequence is steps.first


def penalties_for(ruleset: Ruleset) -> Catalogue:
    """The catalogue of the ruleset's base preset with amounts worked out for this ruleset."""
    base = catalogue(ruleset.base)
    return replace(base, entries=tuple(_resolve(p, ruleset) for p in base.entries))


def penalties_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """`penalties` command: ``{"ruleset": id or object}`` → the catalogue as ids and numbers."""
    ruleset = ruleset_from_json(obj.get("ruleset"))
    cat = penalties_for(ruleset)
    steps = ladder(ruleset.base) if cat.applicable else None
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
        "ladder": None if steps is None else steps.to_json(),
        "penalties": [{**p.to_json(), "escalates": escalates(p, steps)} for p in cat.entries],
    }


def _earlier(obj: Mapping[str, Any]) -> int:
    value = obj.get("earlier", 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_EARLIER:
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            f"'earlier' must be a whole number from 0 to {MAX_EARLIER}: how many times this "
            "player already committed this offence in this session.",
            {"field": "earlier", "low": 0, "high": MAX_EARLIER},
        )
    return value


def next_penalty_request(obj: Mapping[str, Any]) -> dict[str, Any]:
    """`next_penalty`: ``{"ruleset", "offence": PenaltyId, "earlier": n}`` → what the player's
    next such offence costs, given `earlier` ones in this session (ids and numbers).

    Answer: ``{"ok", "ruleset", "base", "offence", "earlier", "escalates", "next":
    {"consequence", "points", "points_max", "formula", "applied"}, "assumed": [fields the amount
    was worked from that the ruleset assumes], "ladder_assumed": bool, "ladder": the ruleset's
    ladder or null, "certainty", "source", "source_notes"}``: the ladder's for an offence that
    climbs it, else the catalogue entry's.
    """
    ruleset = ruleset_from_json(obj.get("ruleset"))
    return next_penalty(ruleset, obj.get("offence"), _earlier(obj))


def next_penalty(ruleset: Ruleset, offence: object, earlier: int) -> dict[str, Any]:
    """The `next_penalty` answer for a checked ruleset and count (see `next_penalty_request`);
    `EngineError` for an offence the ruleset's catalogue does not list."""
    cat = penalties_for(ruleset)
    found = [p for p in cat.entries if str(p.id) == offence]
    if not found:
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            f"'offence' must be an infraction of this ruleset's catalogue, not {offence!r}.",
            {"field": "offence", "allowed": [str(p.id) for p in cat.entries]},
        )
    entry = found[0]
    steps = ladder(ruleset.base)
    climbs = escalates(entry, steps)
    if climbs and steps is not None:
        step = steps.step_json(earlier)
        after = {
            **{k: step[k] for k in ("consequence", "points", "applied")},
            "points_max": None,
            "formula": str(PenaltyFormula.FIXED if earlier else entry.formula),
        }
        certainty, source = steps.certainty, steps.source
        notes = [n.to_json() for n in steps.source_notes]
        assumed: list[str] = []
    else:
        after = {
            "consequence": str(entry.consequence),
            "points": entry.points,
            "points_max": entry.points_max,
            "formula": str(entry.formula),
            "applied": str(entry.applied),
        }
        certainty, source = entry.certainty, entry.source
        notes = [n.to_json() for n in entry.source_notes]
        assumed = list(entry.assumed)
    return {
        "ok": True,
        "ruleset": ruleset.id,
        "base": ruleset.base,
        "offence": str(entry.id),
        "earlier": earlier,
        "escalates": climbs,
        "next": after,
        "assumed": assumed,
        "ladder_assumed": bool(climbs and steps is not None and steps.assumed),
        "ladder": None if steps is None else steps.to_json(),
        "certainty": str(certainty),
        "source": source,
        "source_notes": notes,
    }


def point_penalties(ruleset: Ruleset) -> tuple[Penalty, ...]:
    """The catalogue entries a table records as a penalty between hands (`OutcomeType.PENALTY`):
    the offences that climb the ladder (a warning first, then points) and those that cost points
    off the final result. Chombo, dead hand, disqualification and the like are not among them."""
    cat = penalties_for(ruleset)
    steps = ladder(ruleset.base) if cat.applicable else None
    return tuple(
        p
        for p in cat.entries
        if escalates(p, steps)
        or (
            p.consequence is PenaltyConsequence.POINTS
            and p.applied is PenaltyApplied.AFTER_UMA
            and p.points is not None
        )
    )


def table_penalty(
    ruleset: Ruleset, offence: object, earlier: int, points: int | None = None
) -> dict[str, Any]:
    """What a penalty recorded at the table between hands does: ``{"offence", "earlier",
    "consequence" (warning or points), "warning", "points" (0 for a warning), "applied",
    "escalates", "ladder_assumed", "assumed", "certainty", "source"}``.

    `points` is the referee's amount for an entry the catalogue gives as a range or per minute
    (between its ``points`` and ``points_max``); any other entry costs what the ladder or the
    catalogue says. Points come off the final result after uma (RRC RG §Штрафные санкции:
    every penalty is taken after uma, rrc.md §1 row 34; the same for every other catalogue that
    gives points, whose entries say ``after_uma``).
    """
    if offence not in {str(p.id) for p in point_penalties(ruleset)}:
        raise EngineError(
            ErrorCode.INVALID_REQUEST,
            f"A penalty at the table takes a warning or points offence, not {offence!r}.",
            {"field": "offence", "allowed": [str(p.id) for p in point_penalties(ruleset)]},
        )
    answer = next_penalty(ruleset, offence, earlier)
    step = answer["next"]
    amount = step["points"]
    if points is not None:
        low, high = step["points"], step["points_max"]
        chosen = step["formula"] in (PenaltyFormula.RANGE, PenaltyFormula.PER_MINUTE)
        if not chosen or low is None or high is None or not low <= points <= high:
            raise EngineError(
                ErrorCode.INVALID_REQUEST,
                "'points' may be given only for a penalty whose amount is the referee's choice, "
                "within its range.",
                {"field": "points", "low": low, "high": high},
            )
        amount = points
    warning = step["consequence"] == PenaltyConsequence.WARNING
    return {
        "offence": answer["offence"],
        "earlier": earlier,
        "consequence": step["consequence"],
        "warning": warning,
        "points": 0 if warning else int(amount),
        "applied": str(PenaltyApplied.NONE if warning else PenaltyApplied.AFTER_UMA),
        "escalates": answer["escalates"],
        "ladder_assumed": answer["ladder_assumed"],
        "assumed": answer["assumed"],
        "certainty": answer["certainty"],
        "source": answer["source"],
    }


__all__ = [
    "LADDER_STEPS",
    "MAX_EARLIER",
    "NOTE_PARAMS",
    "Catalogue",
    "Ladder",
    "Penalty",
    "SourceNoteRef",
    "catalogue",
    "citation_docs",
    "escalates",
    "ladder",
    "next_penalty",
    "next_penalty_request",
    "penalties_for",
    "penalties_request",
    "point_penalties",
    "table_penalty",
]
