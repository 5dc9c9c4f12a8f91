"""A check's answer in words, in the current language: the Checks tab, the large-type display
and the exported report all say it the same way. Only the engine's ids and numbers go in."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QCoreApplication

from engine.answers import (
    CheckAnswer,
    DrawTenpaiAnswer,
    FuritenAnswer,
    KanAfterRiichiAnswer,
    KuikaeAnswer,
    KyuushuAnswer,
)
from engine.ids import DrawTenpaiReason, FuritenReason, KanAfterRiichiReason
from referee_app.text import assumed_marks, labels
from referee_app.text.noop import QT_TRANSLATE_NOOP
from referee_app.text.placeholders import fill

__all__ = [
    "WORDS",
    "CheckReport",
    "CheckWords",
    "check_title",
    "cost_lines",
    "cost_notes",
    "furiten_reason_text",
    "kan_reason_text",
    "report",
    "rule_lines",
    "winds_line",
]

translate = QCoreApplication.translate


#: a furiten reason naming the wait(s) found in the pond: (one wait, several)
FURITEN_NAMED: dict[str, tuple[str, str]] = {
    FuritenReason.OWN_DISCARD: (
        QT_TRANSLATE_NOOP("CheckText", "One of the waits (%1) is in the player's own discards."),
        QT_TRANSLATE_NOOP("CheckText", "Waits %1 are in the player's own discards."),
    ),
    FuritenReason.PASSED_TILE_TEMPORARY: (
        QT_TRANSLATE_NOOP(
            "CheckText",
            "One of the waits (%1) was passed since the player's last discard (temporary furiten).",
        ),
        QT_TRANSLATE_NOOP(
            "CheckText",
            "Waits %1 were passed since the player's last discard (temporary furiten).",
        ),
    ),
    FuritenReason.PASSED_TILE_IN_RIICHI: (
        QT_TRANSLATE_NOOP(
            "CheckText",
            "One of the waits (%1) was passed after riichi: furiten until the end of the hand.",
        ),
        QT_TRANSLATE_NOOP(
            "CheckText",
            "Waits %1 were passed after riichi: furiten until the end of the hand.",
        ),
    ),
}


def furiten_reason_text(reason: str, answer: Mapping[str, Any]) -> str:
    """A furiten reason naming the waits behind it (the answer's `tiles` for the reason);
    the reason alone when the answer does not name them (an older log entry)."""
    tiles = answer.get("tiles")
    named = _tiles(tiles.get(reason)) if isinstance(tiles, Mapping) else []
    texts = FURITEN_NAMED.get(reason)
    if not named or texts is None:
        return labels.furiten_label(reason)
    return fill(translate("CheckText", texts[len(named) > 1]), " ".join(named))


def check_title(kind: str) -> str:
    words = WORDS.get(kind)
    return kind if words is None else translate("CheckText", words.title)


@dataclass
class CheckReport:
    """`verdict` (one line), `good` (True: allowed / no fault; False: refused / at fault),
    `lines` (details), `tiles` (caption, tiles, marked) to draw, `cost`, `cost_notes` (one
    line per assumed rule value a marked amount of `cost` was worked from), `rules`, and
    `situation`: what the answer was given for beyond the tiles (the seat and round wind of a
    tenpai check), for the displays that do not show the page's inputs; `info`: facts the
    verdict does not rest on (the readings a kan breaks under a waits-only ruleset)."""

    verdict: str
    good: bool | None = None
    lines: list[str] = field(default_factory=list)
    tiles: list[tuple[str, list[str], list[bool]]] = field(default_factory=list)
    cost: list[str] = field(default_factory=list)
    cost_notes: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    situation: list[str] = field(default_factory=list)
    #: information the verdict does not rest on, shown apart from `lines` (never aloud)
    info: list[str] = field(default_factory=list)


def _tiles(tiles: Any) -> list[str]:
    return [str(t) for t in tiles] if isinstance(tiles, list) else []


def _names(tiles: Any) -> str:
    return ", ".join(_tiles(tiles)) or "—"


def cost_lines(answer: Mapping[str, Any]) -> list[str]:
    """What the infraction costs under the ruleset's catalogue, each with its source."""
    cost = answer.get("cost")
    if not isinstance(cost, Mapping):
        return []
    if not cost.get("applicable", True):
        reason = cost.get("not_applicable_reason")
        return [labels.not_applicable_label(str(reason))] if reason else []
    entries = [e for e in cost.get("penalties") or [] if isinstance(e, Mapping)]
    if not entries:
        return [translate("CheckText", "The ruleset's penalty catalogue says nothing on this.")]
    out = []
    for entry in entries:
        text = (
            f"{labels.penalty_label(str(entry.get('id')))}: "
            f"{labels.penalty_consequence_label(str(entry.get('consequence')))}"
        )
        points = assumed_marks.entry_amount(entry)
        if points:
            text += f", {points}"
        source = str(entry.get("source") or "")
        if source:
            text += " — " + fill(translate("CheckText", "source: %1"), source)
        out.append(text)
    return out


def _cost_entries(answer: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    cost = answer.get("cost")
    if not isinstance(cost, Mapping) or not cost.get("applicable", True):
        return []
    return [e for e in cost.get("penalties") or [] if isinstance(e, Mapping)]


def cost_notes(ruleset: Any, answer: Mapping[str, Any]) -> list[str]:
    """One line per assumed rule value the marked amounts of `cost_lines` were worked from
    ("* Chombo deduction — Assumed: …"), each once; none for an entry without an amount."""
    fields = sorted(
        {
            name
            for entry in _cost_entries(answer)
            if entry.get("points") is not None
            for name in assumed_marks.assumed_fields(entry)
        }
    )
    return assumed_marks.notes(ruleset, {"assumed": fields}) if fields else []


def rule_lines(answer: Mapping[str, Any]) -> list[str]:
    """The ruleset fields the answer rests on, with their values (assumed ones marked)."""
    out = []
    for ref in answer.get("rules") or []:
        if not isinstance(ref, Mapping):
            continue
        name = str(ref.get("field"))
        text = f"{labels.rule_field_label(name)}: {labels.rule_value_label(name, ref.get('value'))}"
        if ref.get("assumed"):
            text += " " + translate("CheckText", "(assumed)")
        out.append(text)
    return out


def _furiten(a: FuritenAnswer, r: CheckReport) -> None:
    if not a.get("tenpai"):
        r.verdict, r.good = translate("CheckText", "Not tenpai: no tile wins, so no furiten."), None
    elif a.get("furiten"):
        r.verdict, r.good = translate("CheckText", "Furiten: no ron (tsumo is allowed)."), False
        r.lines += [furiten_reason_text(str(x), a) for x in a.get("reasons") or []]
    else:
        r.verdict, r.good = translate("CheckText", "Not furiten: ron is allowed."), True
    if a.get("tenpai"):
        r.tiles.append((translate("CheckText", "Waits"), _tiles(a.get("waits")), []))
    claim = a.get("claim")
    if isinstance(claim, Mapping):
        if not claim.get("completes_hand"):
            r.lines.append(
                fill(
                    translate("CheckText", "The claimed tile %1 does not complete the hand."),
                    str(claim.get("tile")),
                )
            )
            r.good = False
        elif claim.get("ron_allowed"):
            r.lines.append(
                fill(translate("CheckText", "Ron on %1 is allowed."), str(claim.get("tile")))
            )
        else:
            r.lines.append(
                fill(translate("CheckText", "Ron on %1 is not allowed."), str(claim.get("tile")))
            )
    if a.get("furiten") or (isinstance(claim, Mapping) and not claim.get("ron_allowed")):
        r.cost = cost_lines(a)


def _verdict(r: CheckReport, allowed: bool, yes: str, no: str) -> bool:
    """`r`'s verdict on an allowed-or-not answer: `yes` or `no`; returns `allowed`."""
    r.good = allowed
    r.verdict = yes if allowed else no
    return allowed


def _kan(a: KanAfterRiichiAnswer, r: CheckReport) -> None:
    allowed = _verdict(
        r,
        bool(a.get("allowed")),
        translate("CheckText", "The closed kan is allowed."),
        translate("CheckText", "The closed kan is not allowed."),
    )
    readings_decide = a.get("readings_decide") is not False  # older answers: as they were
    r.lines.append(kan_reason_text(a))
    r.lines.append(labels.kan_after_riichi_rule_label(str(a.get("rule"))))
    r.tiles.append(
        (translate("CheckText", "Waits before the kan"), _tiles(a.get("waits_before")), [])
    )
    if a.get("waits_after") is not None:
        r.tiles.append(
            (translate("CheckText", "Waits after the kan"), _tiles(a.get("waits_after")), [])
        )
    broken = [b for b in a.get("broken_readings") or [] if isinstance(b, Mapping)]
    readings = r.lines if readings_decide else r.info
    if broken and not readings_decide:
        r.info.append(
            translate(
                "CheckText",
                "For information only: this ruleset looks at the waits, not at the readings.",
            )
        )
    for b in broken[:6]:
        sets = " ".join(str(s.get("tiles")) for s in b.get("sets") or [] if isinstance(s, Mapping))
        readings.append(
            fill(
                translate("CheckText", "Reading the kan breaks (on %1): %2 + pair %3"),
                str(b.get("win_tile")),
                sets,
                str(b.get("pair")),
            )
        )
    if not allowed:
        r.cost = cost_lines(a)


def kan_reason_text(answer: Mapping[str, Any]) -> str:
    """The reason of a kan-after-riichi answer; an allowed kan under a ruleset that looks at
    the waits only says so, never that the readings stay."""
    reason = str(answer.get("reason"))
    if reason == KanAfterRiichiReason.ALLOWED and answer.get("readings_decide") is False:
        return translate(
            "CheckText",
            "Allowed: the kan does not change the waits (this ruleset looks at them only).",
        )
    return labels.kan_after_riichi_label(reason)


def winds_line(answer: Mapping[str, Any]) -> str:
    """The seat and round wind an answer was given at ("" when it names none)."""
    seat, round_wind = answer.get("seat_wind"), answer.get("round_wind")
    if not isinstance(seat, str) or not isinstance(round_wind, str):
        return ""
    return fill(
        translate("CheckText", "Seat wind: %1, round wind: %2"),
        labels.wind_label(seat),
        labels.wind_label(round_wind),
    )


def _draw(a: DrawTenpaiAnswer, r: CheckReport) -> None:
    winds = winds_line(a)
    if winds:
        r.situation.append(winds)
    counts = bool(a.get("counts_as_tenpai"))
    r.good = counts
    r.verdict = (
        translate("CheckText", "Counts as tenpai at the draw.")
        if counts
        else translate("CheckText", "Does not count as tenpai (noten).")
    )
    reason = str(a.get("reason"))
    if reason != DrawTenpaiReason.COUNTS:  # "counts" is the verdict itself: said once
        r.lines.append(labels.draw_tenpai_label(reason))
    if a.get("tenpai"):
        r.tiles.append((translate("CheckText", "Waits"), _tiles(a.get("waits")), []))
    for dead in a.get("dead_waits") or []:
        if not isinstance(dead, Mapping):
            continue
        text = fill(
            translate(
                "CheckText", "%1: no copy left (%2); in hand %3, in calls %4, seen elsewhere %5."
            ),
            str(dead.get("tile")),
            labels.dead_wait_label(str(dead.get("kind"))),
            str(dead.get("in_hand", 0)),
            str(dead.get("in_calls", 0)),
            str(len(dead.get("visible_indices") or []) + len(dead.get("discard_indices") or [])),
        )
        if dead.get("counts"):
            text += " " + translate("CheckText", "Still counts under this ruleset.")
        r.lines.append(text)
    if a.get("yakuless"):
        r.lines.append(translate("CheckText", "The hand has no yaku on any wait."))
    if a.get("furiten"):
        r.lines.append(
            translate("CheckText", "The hand is furiten (a wait is in its own discards).")
        )
    if a.get("noten_riichi"):
        r.lines.append(
            translate("CheckText", "A riichi that does not count as tenpai: noten riichi.")
        )
        r.cost = cost_lines(a)


def _kuikae(a: KuikaeAnswer, r: CheckReport) -> None:
    _verdict(
        r,
        bool(a.get("allowed")),
        translate("CheckText", "The discard is allowed."),
        translate("CheckText", "The discard is not allowed (swap-calling)."),
    )
    r.lines.append(labels.kuikae_label(str(a.get("reason"))))
    if a.get("swap_kind"):
        r.lines.append(labels.kuikae_kind_label(str(a.get("swap_kind"))))
    swaps = [s for s in a.get("swap_tiles") or [] if isinstance(s, Mapping)]
    call = a.get("call")
    called = str(call.get("set", "")) if isinstance(call, Mapping) else ""
    r.tiles.append((translate("CheckText", "The call"), parse_mpsz(called), []))
    r.tiles.append(
        (
            translate("CheckText", "Swap tiles after this call"),
            [str(s.get("tile")) for s in swaps],
            [],
        )
    )
    if a.get("swap"):
        r.cost = cost_lines(a)


def _kyuushu(a: KyuushuAnswer, r: CheckReport) -> None:
    may = bool(a.get("may_call"))
    r.good = may
    r.verdict = (
        translate("CheckText", "The abortive draw may be called.")
        if may
        else translate("CheckText", "The abortive draw may not be called.")
    )
    r.lines.append(labels.kyuushu_label(str(a.get("reason"))))
    r.lines.append(
        fill(
            translate("CheckText", "%1 different terminals and honours (%2 needed)."),
            str(a.get("count", 0)),
            str(a.get("needed", 9)),
        )
    )
    r.tiles.append((translate("CheckText", "Terminals and honours"), _tiles(a.get("kinds")), []))
    follows = a.get("follows")
    if may and isinstance(follows, Mapping):
        r.lines.append(translate("CheckText", "The hand is dealt again; no payments."))
        r.lines.append(
            translate("CheckText", "The dealer stays.")
            if follows.get("dealer_stays")
            else translate("CheckText", "The deal passes on.")
        )
        r.lines.append(
            fill(translate("CheckText", "Counters added: %1."), str(follows.get("honba_added", 0)))
        )
        if follows.get("riichi_sticks_stay"):
            r.lines.append(translate("CheckText", "Riichi sticks stay on the table."))


#: the answer type of one check (`engine.answers`)
A = TypeVar("A", KanAfterRiichiAnswer, FuritenAnswer, DrawTenpaiAnswer, KuikaeAnswer, KyuushuAnswer)


@dataclass(frozen=True)
class CheckWords(Generic[A]):
    """How one check is said: its title (an English source string, context ``CheckText``)
    and the function that words its ``ok: true`` answer (the check's own answer type) into a
    `CheckReport`."""

    title: str
    report: Callable[[A, CheckReport], None]


#: The words of every check (`core.check_state.CHECKS`), by its kind; each entry's answer
#: type is its check's, so the dict holds them as ``Any`` (narrowed once, in `report`).
WORDS: dict[str, CheckWords[Any]] = {
    "furiten": CheckWords(QT_TRANSLATE_NOOP("CheckText", "Furiten"), _furiten),
    "kan_after_riichi": CheckWords(QT_TRANSLATE_NOOP("CheckText", "Closed kan after riichi"), _kan),
    "draw_tenpai": CheckWords(
        QT_TRANSLATE_NOOP("CheckText", "Tenpai at an exhaustive draw"), _draw
    ),
    "kuikae": CheckWords(QT_TRANSLATE_NOOP("CheckText", "Swap-calling (kuikae)"), _kuikae),
    "kyuushu": CheckWords(QT_TRANSLATE_NOOP("CheckText", "Nine terminals and honours"), _kyuushu),
}


def parse_mpsz(text: str) -> list[str]:
    out: list[str] = []
    digits = ""
    for char in text:
        if char.isdigit():
            digits += char
        elif char in "mpsz":
            out.extend(d + char for d in digits)
            digits = ""
    return out


def report(
    kind: str,
    answer: CheckAnswer | Mapping[str, Any] | None,
    status: str = "answer",
    *,
    ruleset: Any = None,
) -> CheckReport:
    """The whole answer in words; an `ok: false` answer gives the error in words. With the
    `ruleset` the answer was given under, `cost_notes` say which assumed values the marked
    amounts rest on."""
    if answer is None:
        return CheckReport(
            translate("CheckText", "Enter the case: the answer appears as you type.")
        )
    if not answer.get("ok"):
        error = answer.get("error") if isinstance(answer.get("error"), Mapping) else {}
        assert isinstance(error, Mapping)
        details = error.get("details") if isinstance(error.get("details"), Mapping) else None
        return CheckReport(labels.error_label(str(error.get("code")), details))
    r = CheckReport("")
    # the one place the kind is dispatched: `kind` names the check whose engine call gave
    # `answer` (the Checks tab's state, a comparison, or a log entry of that check), so the
    # answer is that check's type; its report function reads it as such
    WORDS[kind].report(cast(Any, answer), r)
    r.rules = rule_lines(answer)
    if r.cost and ruleset is not None:
        r.cost_notes = cost_notes(ruleset, answer)
    return r


def responsible(answer: Mapping[str, Any] | None, where: str) -> set[int]:
    """Indices into a request list (`discards`, `passed`) the furiten answer names."""
    if not answer or not answer.get("ok"):
        return set()
    return {
        int(x["index"])
        for x in answer.get("responsible") or []
        if isinstance(x, Mapping) and x.get("list") == where
    }
