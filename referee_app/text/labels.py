"""The words for every id the engine reports, in the current interface language.

The engine speaks in ids (`engine.ids`, rule field names, penalty ids); this module turns
them into text. Tables are declared with `QT_TRANSLATE_NOOP("labels", ...)` so that lupdate
extracts them, and translated at call time (`QCoreApplication.translate`), so every function
here answers in the language installed *now*: call it from `retranslate_ui()`, not once.

Yaku have two names: `yaku_label` is the romanised Japanese name, the same in every language
(referees speak it); `yaku_local_name` is the local one (an English descriptive name, the RRC
spelling in Russian, the Ukrainian transliteration in Ukrainian). Terms follow
``translations/glossary.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from engine.errors import EngineError
from engine.ids import ErrorCode, SourceDoc, SourceNote, WhyNot
from engine.rulesets import Ruleset, ruleset_from_json
from referee_app.text import assumed_notes, formats
from referee_app.text.label_data import (
    ABORTIVE,
    CERTAINTIES,
    CERTAINTY_HELP,
    CONCEALED_SET_KINDS,
    CONFLICTS,
    DEAD_WAITS,
    DRAW_TENPAI,
    ERROR_DETAILS,
    ERRORS,
    FU,
    FURITEN,
    GAME_END,
    KAN_AFTER_RIICHI,
    KAN_AFTER_RIICHI_RULES,
    KUIKAE,
    KUIKAE_KINDS,
    KYUUSHU,
    LABEL_TABLES,
    LIMITS,
    MELD_KINDS,
    NOT_APPLICABLE,
    OUTCOMES,
    PENALTIES,
    PENALTY_APPLIED,
    PENALTY_CATEGORIES,
    PENALTY_CONSEQUENCES,
    PENALTY_FORMULAS,
    PRESET_NAMES,
    READING_KINDS,
    RULE_FIELD_HELP,
    RULE_FIELD_NAMES,
    RULE_VALUES,
    SET_KINDS,
    SETTLE_PROBLEM_DETAILS,
    SETTLE_PROBLEMS,
    SITUATION_FLAG_LABELS,
    SOURCE_DOCS,
    SOURCE_NOTE_ARGS,
    SOURCE_NOTES,
    TRANSFERS,
    WAITS,
    WHY_NOT,
    WINDS,
    YAKU_LOCAL,
    YAKU_ROMAJI,
)
from referee_app.text.placeholders import fill

CONTEXT = "labels"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _lookup(table: Mapping[str, str], key: str, kind: str) -> str:
    source = table.get(str(key))
    if source is None:
        return unknown_label(kind, str(key))
    return _tr(source)


def unknown_label(kind: str, key: str) -> str:
    """The text shown for an id this version does not know (a newer engine, a bad file)."""
    del kind
    return fill(QCoreApplication.translate("labels", "Unknown (%1)"), key)


# --------------------------------------------------------------------------------------------
# Yaku
# --------------------------------------------------------------------------------------------


#: Extra spellings for search (RRC and Galaxy spellings, descriptive names in every language)
#: are data: ``resources/rules/topics.json`` (`referee_app.rules.yaku_facts.yaku_search_terms`).


def yaku_label(yaku_id: str) -> str:
    """The romanised Japanese name (e.g. "Pinfu"), the same in every language."""
    return YAKU_ROMAJI.get(str(yaku_id)) or unknown_label("yaku", str(yaku_id))


def yaku_full_name(yaku_id: str) -> str:
    """Romaji with the local name beside it, e.g. "Tanyao (Таняо)"."""
    romaji = yaku_label(yaku_id)
    local = yaku_local_name(yaku_id)
    if local.casefold() == romaji.casefold():
        return romaji
    return fill(QCoreApplication.translate("labels", "%1 (%2)"), romaji, local)


def search_aliases(yaku_id: str) -> list[str]:
    """The names of a yaku a user might search for: romaji, local names in all languages.

    The current language's local name comes first after the romaji; duplicates are dropped
    (case-insensitively).
    """
    key = str(yaku_id)
    candidates = [
        yaku_label(key),
        yaku_local_name(key),
        YAKU_LOCAL.get(key, ""),
        key,
        key.replace("_", " "),
    ]
    seen: set[str] = set()
    out: list[str] = []
    for name in candidates:
        folded = name.casefold()
        if name and folded not in seen:
            seen.add(folded)
            out.append(name)
    return out


# --------------------------------------------------------------------------------------------
# Counts: han, fu, yakuman, points
# --------------------------------------------------------------------------------------------


def han_text(n: int) -> str:
    """ "1 han", "2 han"; Russian "2 хан", Ukrainian "2 хани" (plural forms)."""
    return QCoreApplication.translate("labels", "%n han", None, n)


def fu_text(n: int) -> str:
    """ "30 fu" (fu does not inflect in any of our languages, but the count is localised)."""
    return QCoreApplication.translate("labels", "%n fu", None, n)


def han_fu_text(han: int, fu: int) -> str:
    """ "4 han 30 fu"."""
    return fill(QCoreApplication.translate("labels", "%1, %2"), han_text(han), fu_text(fu))


def yakuman_text(multiplier: int) -> str:
    """ "Yakuman", "Double yakuman", "Triple yakuman", or "5× yakuman"."""
    if multiplier <= 1:
        return QCoreApplication.translate("labels", "Yakuman")
    if multiplier == 2:
        return QCoreApplication.translate("labels", "Double yakuman")
    if multiplier == 3:
        return QCoreApplication.translate("labels", "Triple yakuman")
    return QCoreApplication.translate("labels", "%n× yakuman", None, multiplier)


def points_text(points: int) -> str:
    """A number of points with the current locale's digit grouping: "7,700", "7 700".

    The "C" locale (a bare system, the tests) does not group digits; English grouping is used.
    """
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale.toString(points)


def signed_points_text(points: int) -> str:
    """A score change with its sign: "+8,000", "−2,000" (a true minus sign), "0"."""
    if points > 0:
        return "+" + points_text(points)
    if points < 0:
        return "\N{MINUS SIGN}" + points_text(-points)
    return points_text(0)


def dora_text(kind: str, n: int) -> str:
    """The dora lines of a breakdown: kind ``dora``, ``aka``, ``ura``."""
    if kind == "aka":
        return QCoreApplication.translate("labels", "Red fives: %n", None, n)
    if kind == "ura":
        return QCoreApplication.translate("labels", "Ura-dora: %n", None, n)
    return QCoreApplication.translate("labels", "Dora: %n", None, n)


# --------------------------------------------------------------------------------------------
# Limits, fu, waits, sets
# --------------------------------------------------------------------------------------------


def set_label(kind: str, *, called: bool) -> str:
    """A reading's set: Chi/Pon/Kan when called, else Run/Triplet/Closed kan (pairs alike)."""
    if not called and kind in CONCEALED_SET_KINDS:
        return _lookup(CONCEALED_SET_KINDS, kind, "set")
    return set_kind_label(kind)


# --------------------------------------------------------------------------------------------
# Errors, conflicts, why-not
# --------------------------------------------------------------------------------------------


def situation_flag_label(flag: str) -> str:
    """A situation flag of a `score` request in running text ("Ron · … · Riichi"): the flag's
    own label, else the yaku's name as the language writes it in a sentence (the Russian or
    Ukrainian local name, "Риичи"; the romaji in English, where the local names describe)."""
    if flag in SITUATION_FLAG_LABELS:
        return _tr(SITUATION_FLAG_LABELS[flag])
    local = yaku_local_name(flag)
    if any("\u0400" <= ch <= "\u04ff" for ch in local):  # Cyrillic: the RRC/Ukrainian name
        return local
    return yaku_label(flag)


def why_not_line(yaku_id: str, reason_id: str) -> str:
    """ "Why not Pinfu? Pinfu needs a two-sided wait; …". A double yakuman this ruleset does
    not double is asked about as such: "Why not double yakuman?", not by the hand's romaji."""
    subject = yaku_label(yaku_id)
    if reason_id == WhyNot.DOUBLE_YAKUMAN_NOT_IN_RULESET:
        subject = formats.inline(yakuman_text(2))
    return fill(
        QCoreApplication.translate("labels", "Why not %1? %2"), subject, why_not_label(reason_id)
    )


def _detail_text(key: str, value: Any) -> str:
    if key == "position" and isinstance(value, int) and not isinstance(value, bool):
        return str(value + 1)  # the engine counts from 0; people count from 1
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("labels", "Yes")
            if value
            else QCoreApplication.translate("labels", "No")
        )
    if isinstance(value, int):
        return points_text(value) if abs(value) >= 1000 else str(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


# --------------------------------------------------------------------------------------------
# Results the engine refuses to settle (`settle`'s `details.problem`)
# --------------------------------------------------------------------------------------------


# detail keys that hold a seat: said as the player's name when names are given
_SEAT_DETAILS = frozenset({"seat", "discarder", "pao"})


def settle_problem_text(
    problem: str,
    details: Mapping[str, Any] | None = None,
    seat_name: Callable[[int], str] | None = None,
) -> str:
    """A `SettleProblem` said precisely with the refusal's `details`: the numbers, the
    abortive draw or yaku named, and each seat as `seat_name(seat)` (without `seat_name`, a
    sentence that names a seat is not used)."""
    details = details or {}
    for key, needs, source in SETTLE_PROBLEM_DETAILS:
        if key != problem or not all(k in details for k in needs):
            continue
        if seat_name is None and _SEAT_DETAILS.intersection(needs):
            continue
        parts = []
        for k in needs:
            value = details[k]
            if k in _SEAT_DETAILS and seat_name is not None and isinstance(value, int):
                parts.append(seat_name(value))
            elif k == "reason":
                parts.append(abortive_label(str(value)))
            elif k == "yaku":
                parts.append(yaku_label(str(value)))
            else:
                parts.append(_detail_text(k, value))
        return fill(_tr(source), *parts)
    return settle_problem_label(problem)


def error_label(
    code: str,
    details: Mapping[str, Any] | None = None,
    seat_name: Callable[[int], str] | None = None,
) -> str:
    """A full sentence for an engine error, in the current language.

    `details` is the error's ``details`` object: a ``conflicting_situation`` names the conflict
    (``{"conflict": "rinshan_on_ron"}``); a ``invalid_ruleset`` names the ``field``; a result
    `settle` refuses names its ``problem`` (`settle_problem_text`, with `seat_name` for the
    players' names); other codes give tiles and counts that make the sentence precise.
    """
    details = details or {}
    key = str(code)
    if str(details.get("problem", "")) in SETTLE_PROBLEMS:
        return settle_problem_text(str(details["problem"]), details, seat_name)
    if key == ErrorCode.CONFLICTING_SITUATION and str(details.get("conflict", "")) in CONFLICTS:
        return conflict_label(str(details["conflict"]))
    if key == ErrorCode.NOT_ALLOWED_BY_RULESET and str(details.get("conflict", "")) in CONFLICTS:
        # e.g. robbing a closed kan where `rob_closed_kan_kokushi` is off
        return conflict_label(str(details["conflict"]))
    if key == ErrorCode.INVALID_RULESET and isinstance(details.get("field"), str):
        return fill(
            QCoreApplication.translate("labels", "The ruleset value for “%1” is not valid."),
            rule_field_label(str(details["field"])),
        )
    for error_code, needs, source in ERROR_DETAILS:
        if error_code == key and all(k in details for k in needs):
            return fill(_tr(source), *(_detail_text(k, details[k]) for k in needs))
    return _lookup(ERRORS, key, "error")


# --------------------------------------------------------------------------------------------
# Rulesets: fields, values, assumed notes
# --------------------------------------------------------------------------------------------


_FU_FIELDS = frozenset({"double_wind_pair_fu"})
_COUNT_FIELDS = frozenset(
    {
        "ryanhan_honba",
        "riichi_min_wall_tiles",
        "chombo_uma_steps",
        "session_minutes",
        "signal_minutes",
    }
)


def _count_text(name: str, n: int) -> str:
    if name == "ryanhan_honba":
        return QCoreApplication.translate("labels", "%n honba", None, n)
    if name == "riichi_min_wall_tiles":
        return QCoreApplication.translate("labels", "%n tiles", None, n)
    if name == "signal_minutes" and n == 0:
        return QCoreApplication.translate("labels", "No signal")
    if name in ("session_minutes", "signal_minutes"):
        return QCoreApplication.translate("labels", "%n min", None, n)
    if n == 0:
        return QCoreApplication.translate("labels", "Not played")
    return QCoreApplication.translate("labels", "%n uma steps", None, n)


def yes_no(value: bool) -> str:
    return (
        QCoreApplication.translate("labels", "Yes")
        if value
        else QCoreApplication.translate("labels", "No")
    )


def _uma_text(uma: Iterable[int]) -> str:
    return " / ".join(signed_points_text(int(v)) for v in uma)


def rule_value_label(name: str, value: Any) -> str:
    """A rule field's value in words: "Yes", "Mangan, or the normal value if higher", "2 fu",
    "+15,000 / +5,000 / −5,000 / −15,000", "Daisuushii, Kokushi musou juusanmen"...

    Accepts the `Ruleset` attribute or its JSON form (lists for sets and tuples).
    """
    if isinstance(value, bool):
        return yes_no(value)
    if (name, str(value)) in RULE_VALUES:
        return _tr(RULE_VALUES[(name, str(value))])
    if isinstance(value, int):
        if name in _FU_FIELDS:
            return fu_text(value)
        if name in _COUNT_FIELDS:
            return _count_text(name, value)
        return points_text(value)
    if name == "uma":
        return _uma_text(value)
    if name == "uma_alternatives":
        options = [_uma_text(u) for u in value]
        return "; ".join(options) if options else QCoreApplication.translate("labels", "None")
    if name == "abortive_draws":
        items = [abortive_label(v) for v in sorted(value, key=_abortive_order)]
        return ", ".join(items) if items else QCoreApplication.translate("labels", "None")
    if isinstance(value, frozenset | set | list | tuple):
        items = [
            yaku_full_name(v) for v in sorted(value, key=_yaku_order)
        ]  # "Daisangen (Дайсанген)"
        return ", ".join(items) if items else QCoreApplication.translate("labels", "None")
    return unknown_label("rule_value", str(value))


def _yaku_order(yaku_id: str) -> int:
    order = list(YAKU_ROMAJI)
    return order.index(yaku_id) if yaku_id in order else len(order)


def _abortive_order(reason: str) -> int:
    order = list(ABORTIVE)
    return order.index(reason) if reason in order else len(order)


def rule_choices(name: str) -> list[tuple[str, str]]:
    """``[(value, label), ...]`` for a Literal-typed field, in declaration order."""
    return [(v, _tr(src)) for (f, v), src in RULE_VALUES.items() if f == name]


def assumed_note_label(note: str) -> str:
    """An engine "assumed" note in the current language ("Assumed: ..." prefix included).

    Notes are translated by their exact English text (context ``labels``);
    scripts/update_translations.py declares every preset's notes to lupdate. A note without a
    translation is shown in English.
    """
    translated = _tr(note)
    return fill(QCoreApplication.translate("labels", "Assumed: %1"), translated)


def ruleset_name(ruleset: Any) -> str:
    """The name of `ruleset` in the current language: a preset's translated name, a custom
    ruleset's own name as its author wrote it. `ruleset` is an `engine.rulesets.Ruleset` or
    its JSON value in a file (a preset's id or an overrides object); a value no ruleset has
    is named as it is written (the raw id, the object's name or base, else "?")."""
    if not isinstance(ruleset, Ruleset):
        try:
            ruleset = ruleset_from_json(ruleset)
        except (EngineError, TypeError, ValueError, KeyError):
            if isinstance(ruleset, Mapping):
                named = ruleset.get("name") or ruleset.get("base")
                return named if isinstance(named, str) else "?"
            return ruleset if isinstance(ruleset, str) else "?"
    name = str(ruleset.name)
    source = PRESET_NAMES.get(str(ruleset.id))
    if source is not None and name == source:
        return _tr(source)
    return name


def ruleset_assumed_note(ruleset: Any, field_name: str) -> str | None:
    """The "assumed" note of `ruleset` (an `engine.rulesets.Ruleset`) on a field, worded for
    players in the current language (`assumed_notes`); the engine's own note, translated, for
    a note not worded there yet."""
    note = ruleset.assumed_note(field_name)
    if note is None:
        return None
    return assumed_notes.player_note(str(note)) or assumed_note_label(str(note))


def assumed_mark() -> str:
    """The short mark shown next to a rule whose value was chosen, not read."""
    return QCoreApplication.translate("labels", "assumed")


# --------------------------------------------------------------------------------------------
# Penalties
# --------------------------------------------------------------------------------------------


# Penalty sources: remarks on a citation (`source_notes`) and the legend of document keys.
# Citations themselves ("EMA16 §5.7") are shown as they are, in every language.


def _note_arg(name: str, value: Any) -> str:
    if value is None:
        return "?"
    if name == "points":
        return points_text(int(value))
    if name == "consequence":
        return penalty_consequence_label(str(value))
    if name == "formula":
        return penalty_formula_label(str(value))
    return str(value)  # document keys, citations, years and counts: as written


def source_note_label(note_id: str) -> str:
    """A note's words with its parameters left open ("According to …: … points")."""
    args = ["…"] * len(SOURCE_NOTE_ARGS.get(str(note_id), ()))
    return fill(_lookup(SOURCE_NOTES, note_id, "source_note"), *args)


def source_note_text(note: Mapping[str, Any]) -> str:
    """One `source_notes` item of a penalty in words, its parameters filled in."""
    note_id = str(note.get("id", ""))
    if note_id not in SOURCE_NOTES:
        return unknown_label("source_note", note_id)
    args = [_note_arg(name, note.get(name)) for name in SOURCE_NOTE_ARGS.get(note_id, ())]
    return fill(_tr(SOURCE_NOTES[note_id]), *args)


def source_doc_label(key: str) -> str:
    """What a citation key is, in words ("RRC referee guide")."""
    entry = SOURCE_DOCS.get(str(key))
    return unknown_label("source_doc", str(key)) if entry is None else _tr(entry[1])


def source_doc_title(key: str) -> str:
    """The document's own title, as its authors wrote it (the same in every language)."""
    entry = SOURCE_DOCS.get(str(key))
    return str(key) if entry is None else entry[0]


def _words_of(table: Mapping[str, str]) -> Callable[[str], str]:
    """The function that words one key of `table`, translated when it is called."""
    return lambda key: _lookup(table, key, "")


#: One function per table, under the names the views call.
yaku_local_name = _words_of(YAKU_LOCAL)
limit_label = _words_of(LIMITS)
fu_label = _words_of(FU)
wait_label = _words_of(WAITS)
set_kind_label = _words_of(SET_KINDS)
meld_kind_label = _words_of(MELD_KINDS)
reading_kind_label = _words_of(READING_KINDS)
wind_label = _words_of(WINDS)
conflict_label = _words_of(CONFLICTS)
why_not_label = _words_of(WHY_NOT)
settle_problem_label = _words_of(SETTLE_PROBLEMS)
outcome_label = _words_of(OUTCOMES)
abortive_label = _words_of(ABORTIVE)
transfer_label = _words_of(TRANSFERS)
rule_field_label = _words_of(RULE_FIELD_NAMES)
rule_field_help = _words_of(RULE_FIELD_HELP)
penalty_label = _words_of(PENALTIES)
penalty_category_label = _words_of(PENALTY_CATEGORIES)
penalty_consequence_label = _words_of(PENALTY_CONSEQUENCES)
certainty_label = _words_of(CERTAINTIES)
certainty_help = _words_of(CERTAINTY_HELP)
penalty_applied_label = _words_of(PENALTY_APPLIED)
penalty_formula_label = _words_of(PENALTY_FORMULAS)
not_applicable_label = _words_of(NOT_APPLICABLE)
game_end_label = _words_of(GAME_END)
furiten_label = _words_of(FURITEN)
kan_after_riichi_label = _words_of(KAN_AFTER_RIICHI)
kan_after_riichi_rule_label = _words_of(KAN_AFTER_RIICHI_RULES)
draw_tenpai_label = _words_of(DRAW_TENPAI)
dead_wait_label = _words_of(DEAD_WAITS)
kuikae_label = _words_of(KUIKAE)
kuikae_kind_label = _words_of(KUIKAE_KINDS)
kyuushu_label = _words_of(KYUUSHU)

#: The label function for each id enum of `engine.ids` (a test checks every enum is here).
LABEL_FUNCTIONS: dict[type[StrEnum], Callable[[str], str]] = {
    **{kind: _words_of(table) for kind, table in LABEL_TABLES.items()},
    ErrorCode: error_label,
    SourceDoc: source_doc_label,
    SourceNote: source_note_label,
}


def label(member: StrEnum) -> str:
    """The label of any engine id member, e.g. ``label(WaitKind.TANKI)``."""
    return LABEL_FUNCTIONS[type(member)](str(member))


def label_for(value: StrEnum) -> str:
    """The label of any engine id member (the same as `label`)."""
    return label(value)
