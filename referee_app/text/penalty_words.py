"""Escalating penalties in words: a ruleset's ladder for a repeated offence, and what a
player's next offence of a kind costs (the engine's `penalties` answer's ``ladder`` and its
`next_penalty` answer; the engine decides, this module only words it).

The Penalties tab shows `ladder_text` beside every offence that climbs the ladder; an entry
form that knows how often the player already committed the offence this session words the
engine's `next_penalty` answer with `next_text` (and `ladder_notes` for its tool tip).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from referee_app.text import assumed_marks, formats, labels
from referee_app.text.placeholders import fill

translate = QCoreApplication.translate


def _step_text(step: Mapping[str, Any]) -> str:
    points = step.get("points")
    if isinstance(points, int) and not isinstance(points, bool):
        return labels.points_text(points)
    return labels.penalty_consequence_label(str(step.get("consequence", "")))


def ladder_text(ladder: Mapping[str, Any] | None, *, repeats_only: bool = False) -> str:
    """The ladder in one line, "Warning → 2,000 → 4,000 → 8,000 → 16,000, then ×2 each time"
    (`repeats_only`: from the first repeat on, "2,000 → …"), marked when the ruleset's text
    gives no ladder (`ladder_notes` say whose stands in); "" without one."""
    if not ladder:
        return ""
    steps = [s for s in ladder.get("steps") or [] if isinstance(s, Mapping)]
    if repeats_only:
        steps = [s for s in steps if s.get("earlier") != 0]
    if not steps:
        return ""
    text = " → ".join(_step_text(s) for s in steps)
    factor = ladder.get("factor")
    if isinstance(factor, int) and not isinstance(factor, bool) and factor > 1:
        text = fill(
            translate("PenaltyWords", "%1, then ×%2 each time"), text, labels.points_text(factor)
        )
    if ladder.get("assumed") is True:
        text += assumed_marks.MARK
    return text


def ladder_notes(ladder: Mapping[str, Any] | None) -> list[str]:
    """Where the ladder comes from, one line each: its citation, its notes, and the assumed
    mark's meaning when another ruleset's ladder stands in."""
    if not ladder:
        return []
    lines = [
        fill(translate("PenaltyWords", "Repeated offences: %1"), str(ladder.get("source", "")))
    ]
    lines += [
        f"• {labels.source_note_text(n)}"
        for n in ladder.get("source_notes") or []
        if isinstance(n, Mapping)
    ]
    if ladder.get("assumed") is True:
        lines.append(
            f"{assumed_marks.MARK} "
            + translate(
                "PenaltyWords",
                "Assumed: this ruleset's text gives no amounts for repeated offences; confirm "
                "with the organisers.",
            )
        )
    return lines


def next_text(answer: Mapping[str, Any]) -> str:
    """The engine's `next_penalty` answer in one line: "Earlier this session: 2. Next: 4,000
    (Off the final score, after uma)"; the next one alone when there was none before."""
    if answer.get("ok") is not True:
        return ""
    after = answer.get("next")
    if not isinstance(after, Mapping):
        return ""
    amount = assumed_marks.entry_amount({**after, "assumed": answer.get("assumed", [])})
    # inside the sentence, after "Next:": "Next: warning", never "Next: Warning"
    text = amount or formats.inline(
        labels.penalty_consequence_label(str(after.get("consequence", "")))
    )
    if after.get("points") is not None:
        text += f" ({labels.penalty_applied_label(str(after.get('applied', 'none')))})"
    if answer.get("ladder_assumed") is True:
        text += assumed_marks.MARK
    earlier = answer.get("earlier")
    if isinstance(earlier, int) and not isinstance(earlier, bool) and earlier > 0:
        return fill(
            translate("PenaltyWords", "Earlier this session: %1. Next: %2"), str(earlier), text
        )
    return text


def player_next_text(name: str, answer: Mapping[str, Any]) -> str:
    """A player's next offence of a kind, for an entry form: "Anna — earlier this session: 2.
    Next: 4,000 (…)", or "Anna — none earlier this session. Next: warning"; "" when the engine
    gave no answer."""
    text = next_text(answer)
    if not text:
        return ""
    earlier = answer.get("earlier")
    if isinstance(earlier, int) and not isinstance(earlier, bool) and earlier > 0:
        return fill(translate("PenaltyWords", "%1 — %2"), name, formats.inline(text))
    return fill(translate("PenaltyWords", "%1 — none earlier this session. Next: %2"), name, text)


def player_total_text(name: str, total: int) -> str:
    """A player's offences logged this session, when no offence is named yet."""
    if total <= 0:
        return fill(translate("PenaltyWords", "%1 — no offence logged this session."), name)
    return fill(
        translate("PenaltyWords", "%1 — offences logged this session: %2."), name, str(total)
    )


def offence_next_text(name: str, offence: str, earlier: int, answer: Mapping[str, Any]) -> str:
    """One offence of a player's this session and what the next one costs: "Anna — wrong
    dora indicator. Earlier this session: 2. Next: 4,000 (…)"; the count alone where the
    engine gives no cost (an offence the table's ruleset does not list)."""
    text = next_text(answer) if earlier > 0 else ""
    if not text:
        text = fill(translate("PenaltyWords", "Earlier this session: %1."), str(earlier))
    offence_text = formats.inline(labels.penalty_label(offence))
    return fill(translate("PenaltyWords", "%1 — %2. %3"), name, offence_text, text)


def next_notes(ruleset: Any, answer: Mapping[str, Any]) -> list[str]:
    """Where the next cost comes from (a tool tip): the ladder's source and assumed line for
    an offence that climbs it, else the assumed rule values its amount was worked from."""
    if answer.get("ok") is not True:
        return []
    if answer.get("escalates") is True:
        ladder = answer.get("ladder")
        return ladder_notes(ladder if isinstance(ladder, Mapping) else None)
    return assumed_marks.notes(ruleset, answer)


__all__ = [
    "ladder_notes",
    "ladder_text",
    "next_notes",
    "next_text",
    "offence_next_text",
    "player_next_text",
    "player_total_text",
]
