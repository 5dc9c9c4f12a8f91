"""Words for the ruling log's entries: what the Log tab and the log report show.

The log holds ids and numbers (`core.ruling_log`); these functions turn them into text in the
current language at display time, with the labels every other screen uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from referee_app.core.ruling_store import SEATS, Entry
from referee_app.text import check_text, formats, labels
from referee_app.text.noop import QT_TRANSLATE_NOOP
from referee_app.text.placeholders import fill

CONTEXT = "RulingText"

KIND_LABELS: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("RulingText", "Hand value"),
    "check": QT_TRANSLATE_NOOP("RulingText", "Check"),
    "chombo": QT_TRANSLATE_NOOP("RulingText", "Chombo"),
    "penalty": QT_TRANSLATE_NOOP("RulingText", "Penalty"),
    "correction": QT_TRANSLATE_NOOP("RulingText", "Correction"),
}

SOURCE_LABELS: dict[str, str] = {
    "hand": QT_TRANSLATE_NOOP("RulingText", "Hand tab"),
    "table": QT_TRANSLATE_NOOP("RulingText", "Table tab"),
    "checks": QT_TRANSLATE_NOOP("RulingText", "Checks tab"),
}

CHECK_LABELS: dict[str, str] = {
    "tenpai": QT_TRANSLATE_NOOP("RulingText", "Tenpai"),
    "furiten": QT_TRANSLATE_NOOP("RulingText", "Furiten"),
    "kan_after_riichi": QT_TRANSLATE_NOOP("RulingText", "Kan after riichi"),
}


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def kind_label(kind: str) -> str:
    source = KIND_LABELS.get(kind)
    return _tr(source) if source is not None else kind


def source_label(entry: Entry) -> str:
    """Where the ruling was taken (the tab), and the rule it cites when it names one."""
    source = entry.decision.get("source")
    if source is None and entry.kind == "check":  # logged before checks named their tab
        source = "checks"
    where = ""
    if isinstance(source, str) and source in SOURCE_LABELS:
        where = _tr(SOURCE_LABELS[source])
    cite = entry.decision.get("citation")
    if isinstance(cite, str) and cite:
        return f"{where} · {cite}" if where else cite
    return where


def time_text(iso: str) -> str:
    """``2026-12-02T14:05:09+02:00`` → ``02.12.2026 14:05`` in Russian and Ukrainian,
    ``2026-12-02 14:05`` in English (the time where it was taken; `formats.date_time_text`)."""
    return formats.date_time_text(iso)


def round_text(round_: Mapping[str, Any] | None) -> str:
    """ "East 2, 1 honba"; "" when the log does not know the round."""
    if not round_:
        return ""
    return fill(
        _tr("%1 %2, %3 honba"),
        labels.wind_label(str(round_.get("wind", "E"))),
        str(_int(round_.get("hand"), 1)),
        str(_int(round_.get("honba"))),
    )


def seat_name(entry: Entry, seat: object) -> str:
    name = entry.player_name(seat)
    if name:
        return name
    if isinstance(seat, int) and 0 <= seat < SEATS:
        return fill(_tr("Player %1"), str(seat + 1))
    return "?"


def players_text(entry: Entry) -> str:
    """ "East: Bob, South: Олена, …" (the seats' winds in that hand)."""
    parts = []
    for player in sorted(entry.players, key=lambda p: "ESWN".find(str(p.get("wind") or "E"))):
        name = str(player.get("name") or "") or seat_name(entry, player.get("seat"))
        wind = str(player.get("wind") or "")
        parts.append(f"{labels.wind_label(wind)}: {name}" if wind else name)
    return ", ".join(parts)


def ruleset_text(entry: Entry) -> str:
    return labels.ruleset_name(entry.ruleset)


def _value_text(answer: Mapping[str, Any]) -> str:
    yakuman = _int(answer.get("yakuman"))
    if yakuman:
        return labels.yakuman_text(yakuman)
    text = labels.han_fu_text(_int(answer.get("han")), _int(answer.get("fu")))
    limit = answer.get("limit")
    if isinstance(limit, str) and limit:
        return f"{labels.limit_label(limit)} ({text})"
    return text


def _hand_text(decision: Mapping[str, Any]) -> str:
    answer = decision.get("answer")
    if not isinstance(answer, Mapping):
        return kind_label("hand")
    if not answer.get("ok"):
        error = answer.get("error")
        code = str(error.get("code", "")) if isinstance(error, Mapping) else ""
        details = error.get("details") if isinstance(error, Mapping) else None
        return fill(
            _tr("No win: %1"),
            labels.error_label(code, details if isinstance(details, Mapping) else None),
        )
    win = "tsumo" if answer.get("win") == "tsumo" else "ron"
    text = fill(
        _tr("%1: %2 — %3"),
        labels.outcome_label(win),
        labels.points_text(_int(answer.get("total"))),
        _value_text(answer),
    )
    yaku = answer.get("yaku")
    names = [
        labels.yaku_full_name(str(y.get("id", "")))
        for y in (yaku if isinstance(yaku, list) else [])
        if isinstance(y, Mapping)
    ]
    return f"{text} · {', '.join(names)}" if names else text


def _check_text(decision: Mapping[str, Any]) -> str:
    check = str(decision.get("check", ""))
    source = CHECK_LABELS.get(check)
    if source is not None:
        name = _tr(source)
    elif check in check_text.WORDS:  # the Checks tab's other pages, by their titles
        name = check_text.check_title(check)
    else:
        name = check.replace("_", " ")
    answer = decision.get("answer")
    answer = answer if isinstance(answer, Mapping) else {}
    if check == "draw_tenpai" and answer.get("ok"):
        # the verdict and the winds its yaku check ran at
        r = check_text.report(check, answer)
        return " ".join([f"{name}: {r.verdict}", *r.situation])
    if check == "tenpai":
        waits = answer.get("waits")
        tiles = " ".join(str(w) for w in waits) if isinstance(waits, list) else ""
        verdict = fill(_tr("waits %1"), tiles) if answer.get("tenpai") else _tr("not tenpai")
        return f"{name}: {verdict}"
    reason = answer.get("reason") or decision.get("reason")
    if isinstance(reason, str) and reason:
        if check == "furiten":
            return f"{name}: {check_text.furiten_reason_text(reason, answer)}"
        if check == "kan_after_riichi":
            return f"{name}: {check_text.kan_reason_text(answer)}"
    return name or kind_label("check")


def sanction_amounts(entry: Entry) -> list[tuple[int, int, bool]]:
    """(seat, points, off the final score) for each player a chombo or penalty costs."""
    penalties = entry.decision.get("penalties")
    deltas = entry.decision.get("deltas")
    out: list[tuple[int, int, bool]] = []
    for seat in range(SEATS):
        p = _int(penalties[seat]) if isinstance(penalties, list) and seat < len(penalties) else 0
        if p < 0:
            out.append((seat, p, True))
    if out:
        return out
    offender = entry.decision.get("offender")
    if isinstance(deltas, list) and isinstance(offender, int) and 0 <= offender < len(deltas):
        paid = _int(deltas[offender])
        if paid < 0:
            out.append((offender, paid, False))
    return out


def sanction_player(entry: Entry) -> str:
    offender = entry.decision.get("offender")
    if isinstance(offender, int):
        return seat_name(entry, offender)
    return ", ".join(seat_name(entry, seat) for seat, _, _ in sanction_amounts(entry))


def amount_text(points: int, final: bool) -> str:
    text = labels.signed_points_text(points)
    return (
        fill(_tr("%1 off the final score"), text)
        if final
        else fill(_tr("%1 paid to the others"), text)
    )


def _sanction_text(entry: Entry) -> str:
    head = kind_label(entry.kind)
    offence = entry.decision.get("offence")
    if isinstance(offence, str) and offence:  # the offence the ruling names (a `PenaltyId`)
        head = f"{head} ({labels.penalty_label(offence)})"
    if entry.decision.get("withdrawn") is True:  # the hand undone or deleted
        return fill(
            _tr("%1: %2 — withdrawn (the hand was taken back)"), head, sanction_player(entry)
        )
    amounts = sanction_amounts(entry)
    if entry.decision.get("warning") is True:  # a penalty between hands that is a warning
        return f"{head}: {sanction_player(entry)} — {labels.penalty_consequence_label('warning')}"
    if not amounts:
        return f"{head}: {sanction_player(entry)}"
    parts = [f"{seat_name(entry, seat)} {amount_text(p, final)}" for seat, p, final in amounts]
    return f"{head}: {'; '.join(parts)}"


CORRECTION_LABELS: dict[str, str] = {
    "edit": QT_TRANSLATE_NOOP("RulingText", "Hand %1 corrected"),
    "delete": QT_TRANSLATE_NOOP("RulingText", "Hand %1 deleted"),
    "insert": QT_TRANSLATE_NOOP("RulingText", "Hand %1 inserted"),
    "seating": QT_TRANSLATE_NOOP("RulingText", "Seating fixed from hand %1 on"),
}


CHANGE_LABELS: dict[str, str] = {
    "discarder": QT_TRANSLATE_NOOP("RulingText", "Discarder: %1 → %2"),
    "winners": QT_TRANSLATE_NOOP("RulingText", "Winners: %1 → %2"),
    "riichi": QT_TRANSLATE_NOOP("RulingText", "Riichi: %1 → %2"),
    "tenpai": QT_TRANSLATE_NOOP("RulingText", "Tenpai: %1 → %2"),
    "nagashi": QT_TRANSLATE_NOOP("RulingText", "Nagashi mangan: %1 → %2"),
    "offenders": QT_TRANSLATE_NOOP("RulingText", "Offender: %1 → %2"),
}


def _seats_text(entry: Entry, value: object) -> str:
    if isinstance(value, list):
        return ", ".join(seat_name(entry, s) for s in value) or "—"
    return seat_name(entry, value) if isinstance(value, int) else "—"


def _changes_text(entry: Entry) -> list[str]:
    """Each field the correction changed, before → after: "Bob: 4 han, 30 fu → 3 han, 30 fu",
    "Ron → Tsumo", "Discarder: Аня → Dee"."""
    changes = entry.decision.get("changes")
    if not isinstance(changes, list):
        return []
    values: dict[int, dict[str, dict[str, int]]] = {}  # seat → han/fu/yakuman before, after
    out: list[str] = []
    for change in changes:
        if not isinstance(change, Mapping):
            continue
        name, seat = change.get("field"), change.get("seat")
        before, after = change.get("before"), change.get("after")
        if name in ("han", "fu", "yakuman") and isinstance(seat, int):
            mine = values.setdefault(seat, {"before": {}, "after": {}})
            mine["before"][str(name)], mine["after"][str(name)] = _int(before), _int(after)
        elif name == "outcome":
            out.append(f"{labels.outcome_label(str(before))} → {labels.outcome_label(str(after))}")
        elif isinstance(name, str) and name in CHANGE_LABELS:
            out.append(
                fill(
                    _tr(CHANGE_LABELS[name]), _seats_text(entry, before), _seats_text(entry, after)
                )
            )
    for seat, mine in values.items():
        texts = [_hand_value_text(entry, seat, mine[side]) for side in ("before", "after")]
        out.append(f"{seat_name(entry, seat)}: {texts[0]} → {texts[1]}")
    return out


def _hand_value_text(entry: Entry, seat: int, changed: Mapping[str, int]) -> str:
    """A winner's value on one side of a correction: the fields changed, the others as they
    are on both sides (read from the other changes, or not shown)."""
    yakuman = changed.get("yakuman")
    if yakuman:
        return labels.yakuman_text(yakuman)
    han, fu = changed.get("han"), changed.get("fu")
    if han is not None and fu is not None:
        return str(labels.han_fu_text(han, fu))
    if han is not None:
        return str(labels.han_text(han))
    return str(labels.fu_text(fu or 0))


def _amounts_text(entry: Entry) -> str:
    """ "Bob +9,000 → +4,900 · Dee −8,000 → −3,900": each player whose change moved."""
    old, new = entry.decision.get("old_deltas"), entry.decision.get("new_deltas")
    if isinstance(old, list) != isinstance(new, list):  # a hand deleted, or one inserted
        one = old if isinstance(old, list) else new
        if not isinstance(one, list):
            return ""
        return " · ".join(
            f"{seat_name(entry, seat)} {labels.signed_points_text(_int(d))}"
            for seat, d in enumerate(one)
            if _int(d)
        )
    if not isinstance(old, list) or not isinstance(new, list) or len(old) != len(new):
        return ""
    return " · ".join(
        f"{seat_name(entry, seat)} {labels.signed_points_text(_int(a))} → "
        f"{labels.signed_points_text(_int(b))}"
        for seat, (a, b) in enumerate(zip(old, new, strict=True))
        if a != b
    )


def _hands_text(value: object) -> str:
    hands = value if isinstance(value, list) else []
    return ", ".join(str(_int(h)) for h in hands)


def _correction_text(decision: Mapping[str, Any], entry: Entry | None = None) -> str:
    hand = decision.get("hand")
    source = CORRECTION_LABELS.get(str(decision.get("correction") or "edit"))
    text = (
        fill(_tr(source), str(hand))
        if source is not None and isinstance(hand, int) and not isinstance(hand, bool)
        else kind_label("correction")
    )
    reason = decision.get("reason")
    text = f"{text}: {reason}" if isinstance(reason, str) and reason else text
    parts = [text]
    if entry is not None:
        parts += _changes_text(entry)
        amounts = _amounts_text(entry)
        if amounts:
            parts.append(amounts)
    later = _int(decision.get("later_hands"))
    if later:
        parts.append(_tr("%n later hand(s) settled again", "", later))
    moved = _hands_text(decision.get("settled_again"))
    if moved:
        parts.append(fill(_tr("points moved in hands %1"), moved))
    flagged = _hands_text(decision.get("flagged"))
    if flagged:
        parts.append(fill(_tr("to look at: hands %1"), flagged))
    return " · ".join(parts)


def decision_text(entry: Entry) -> str:
    """The decision in one line, e.g. "Ron: 1,300 — 1 han, 30 fu (Yakuhai: Chun …)"."""
    if entry.kind == "hand":
        return _hand_text(entry.decision)
    if entry.kind == "check":
        return _check_text(entry.decision)
    if entry.kind in ("chombo", "penalty"):
        return _sanction_text(entry)
    if entry.kind == "correction":
        return _correction_text(entry.decision, entry)
    return kind_label(entry.kind)


def search_text(entry: Entry) -> str:
    """Everything a text filter looks through, lower case."""
    parts: Sequence[str] = (
        kind_label(entry.kind),
        decision_text(entry),
        players_text(entry),
        entry.table,
        round_text(entry.round),
        ruleset_text(entry),
        source_label(entry),
        entry.note,
        entry.time,
    )
    return "\n".join(parts).casefold()
