"""The rule topics of the Rules tab, read from ``resources/rules/topics.json``.

The file (``"version": 1``) holds what the pages are, not what the rules are: the general
topics in tree order with the rule fields each page shows, the rule pages under them (the
section of the topic's document, the fields, what the "used in this ruleset" line asks the
engine), every yaku's example hand, search aliases in every language, where fu and why-not
ids of a breakdown lead, the quick links, and notes where a preset's translated text reads
differently from its original. Rule values come from the engine; page texts from
``resources/rules/<language>/<file>.md``.

`load_topics(path)` reads and checks a file (`TopicsError` names what is wrong); `topics()` is
the shipped one, read once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.facts import VALUED
from engine.ids import AbortiveReason, FuId, WhyNot
from engine.rulesets import PRESETS, RULE_FIELDS

TOPICS_VERSION = 1
RULES_FIELDS = frozenset(RULE_FIELDS)


class TopicsError(ValueError):
    """The topics file is missing, not JSON, or not what the app expects (the message says)."""


@dataclass(frozen=True, slots=True)
class GeneralTopic:
    """A whole-topic page: its rule document, the rule fields it shows, search aliases."""

    id: str
    file: str
    fields: tuple[str, ...]
    aliases: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Subtopic:
    """One rule a referee looks up by name: a section of a general topic's document.

    `fields` are the rule fields whose values (for the selected ruleset) the page shows first;
    `aliases` are search terms in every language (romaji, Russian, Ukrainian, English).
    `in_use` says what the page's "used in this ruleset" line asks the engine:
    ``("abortive", reason)``, ``("field", name)`` (a yes/no rule field), ``("ron_winners", "")``
    (how many ron claimants are paid) or ``("", "")`` (no such line).
    """

    id: str
    parent: str
    anchor: str
    fields: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    in_use: tuple[str, str] = ("", "")


@dataclass(frozen=True, slots=True)
class YakuTopic:
    """A yaku page: an example hand in mpsz, search aliases, the rule field behind its value."""

    id: str
    hand: str = ""  # 13 concealed tiles (fewer by 3 per meld)
    win: str = ""  # the winning tile
    melds: tuple[str, ...] = ()  # "pon:777z", "kan:1111m", "ankan:5555p"
    aliases: tuple[str, ...] = ()
    field: str = ""


@dataclass(frozen=True, slots=True)
class TranslationNote:
    """Where a preset's rule text in a translation reads differently from the original the
    preset follows: shown on `topic`'s page under `ruleset` (its base preset). The words are
    section `note` of ``rules/<language>/notes.md``."""

    topic: str
    ruleset: str
    note: str


@dataclass(frozen=True, slots=True)
class Topics:
    version: int
    general: tuple[GeneralTopic, ...]
    subtopics: tuple[Subtopic, ...]
    yaku: tuple[YakuTopic, ...]
    fu_sections: dict[str, str]
    why_not: dict[str, tuple[str, str, str]]
    quick: tuple[str, ...]
    notes: tuple[TranslationNote, ...]


_IN_USE_KINDS = frozenset({"abortive", "field", "ron_winners"})


def _strings(value: Any, where: str, *, empty_ok: bool = True) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise TopicsError(f"{where} must be a list of non-empty texts.")
    if not value and not empty_ok:
        raise TopicsError(f"{where} must not be empty.")
    return tuple(value)


def _text(obj: dict[str, Any], key: str, where: str, *, required: bool = True) -> str:
    value = obj.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value):
        raise TopicsError(f"{where}: '{key}' must be a non-empty text.")
    return value


def _fields(value: Any, where: str) -> tuple[str, ...]:
    names = _strings(value, where)
    unknown = [n for n in names if n not in RULES_FIELDS]
    if unknown:
        raise TopicsError(f"{where}: unknown rule field(s): {', '.join(unknown)}.")
    return names


def _objects(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise TopicsError(f"'{key}' must be a list of objects.")
    return value


def parse_topics(data: Any) -> Topics:
    """Check the decoded JSON of a topics file and build `Topics` (`TopicsError` if wrong)."""
    if not isinstance(data, dict):
        raise TopicsError("The topics file must hold a JSON object.")
    if data.get("version") != TOPICS_VERSION:
        raise TopicsError(
            f"Topics file version {data.get('version')!r}: this app reads version {TOPICS_VERSION}."
        )
    general = []
    for i, obj in enumerate(_objects(data, "general")):
        where = f"general[{i}]"
        general.append(
            GeneralTopic(
                _text(obj, "id", where),
                _text(obj, "file", where),
                _fields(obj.get("fields", []), f"{where}.fields"),
                _strings(obj.get("aliases", []), f"{where}.aliases"),
            )
        )
    general_ids = [g.id for g in general]
    subtopics = []
    for i, obj in enumerate(_objects(data, "subtopics")):
        where = f"subtopics[{i}]"
        sub_id = _text(obj, "id", where)
        parent = _text(obj, "parent", where)
        if parent not in general_ids:
            raise TopicsError(f"{where} ({sub_id}): parent {parent!r} is not a general topic.")
        in_use: tuple[str, str] = ("", "")
        if "in_use" in obj:
            spec = obj["in_use"]
            if not isinstance(spec, dict) or len(spec) != 1 or set(spec) - _IN_USE_KINDS:
                raise TopicsError(
                    f"{where} ({sub_id}): 'in_use' must be one of "
                    f"{', '.join(sorted(_IN_USE_KINDS))}."
                )
            kind, arg = next(iter(spec.items()))
            if kind == "field":
                if arg not in RULES_FIELDS or not isinstance(getattr(PRESETS["ema"], arg), bool):
                    raise TopicsError(f"{where} ({sub_id}): {arg!r} is not a yes/no rule field.")
            elif kind == "abortive":
                if arg not in {str(r) for r in AbortiveReason}:
                    raise TopicsError(f"{where} ({sub_id}): unknown abortive draw {arg!r}.")
            else:
                arg = ""
            in_use = (kind, str(arg))
        subtopics.append(
            Subtopic(
                sub_id,
                parent,
                _text(obj, "anchor", where),
                _fields(obj.get("fields", []), f"{where}.fields"),
                _strings(obj.get("aliases", []), f"{where}.aliases", empty_ok=False),
                in_use,
            )
        )
    yaku = []
    for i, obj in enumerate(_objects(data, "yaku")):
        where = f"yaku[{i}]"
        field = _text(obj, "field", where, required=False)
        if field and field not in RULES_FIELDS:
            raise TopicsError(f"{where}: unknown rule field {field!r}.")
        yaku.append(
            YakuTopic(
                _text(obj, "id", where),
                _text(obj, "hand", where, required=False),
                _text(obj, "win", where, required=False),
                _strings(obj.get("melds", []), f"{where}.melds"),
                _strings(obj.get("aliases", []), f"{where}.aliases", empty_ok=False),
                field,
            )
        )
    if [y.id for y in yaku] != [str(y) for y in VALUED]:
        raise TopicsError("'yaku' must list every yaku of the engine, in the engine's order.")
    ids = [*general_ids, *(s.id for s in subtopics)]
    if len(set(ids)) != len(ids):
        raise TopicsError("Topic ids must be unique.")
    fu_sections = data.get("fu_sections", {})
    if not isinstance(fu_sections, dict) or not all(
        k in {str(f) for f in FuId} and isinstance(v, str) for k, v in fu_sections.items()
    ):
        raise TopicsError("'fu_sections' must map fu ids to section anchors of fu.md.")
    why_not: dict[str, tuple[str, str, str]] = {}
    raw_why = data.get("why_not", {})
    if not isinstance(raw_why, dict):
        raise TopicsError("'why_not' must be an object.")
    known_pages = {*ids, *(y.id for y in yaku)}
    for key, value in raw_why.items():
        if (
            key not in {str(w) for w in WhyNot}
            or not isinstance(value, list)
            or len(value) != 3
            or not all(isinstance(v, str) for v in value)
            or value[0] not in known_pages
        ):
            raise TopicsError(f"why_not.{key}: a why-not id maps to [topic, file, anchor].")
        why_not[key] = (value[0], value[1], value[2])
    quick = _strings(data.get("quick", []), "quick")
    if set(quick) - set(ids):
        raise TopicsError("'quick' must name topic ids.")
    notes = []
    for i, obj in enumerate(_objects(data, "notes")):
        where = f"notes[{i}]"
        note = TranslationNote(
            _text(obj, "topic", where), _text(obj, "ruleset", where), _text(obj, "note", where)
        )
        page = note.topic.removeprefix("yaku:")
        if page not in known_pages or note.ruleset not in PRESETS:
            raise TopicsError(f"{where}: unknown topic or preset.")
        notes.append(note)
    return Topics(
        TOPICS_VERSION,
        tuple(general),
        tuple(subtopics),
        tuple(yaku),
        dict(fu_sections),
        why_not,
        quick,
        tuple(notes),
    )


def load_topics(path: Path) -> Topics:
    """Read and check a topics file; `TopicsError` with the file's name when it is wrong."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise TopicsError(f"{path.name}: cannot be read ({error.strerror or error}).") from None
    except ValueError as error:
        raise TopicsError(f"{path.name}: not valid JSON ({error}).") from None
    try:
        return parse_topics(data)
    except TopicsError as error:
        raise TopicsError(f"{path.name}: {error}") from None


def topics_path() -> Path:
    from referee_app.support.resources import resource_path

    return resource_path("rules/topics.json")


@cache
def topics() -> Topics:
    """The shipped topics, read once."""
    return load_topics(topics_path())


__all__ = [
    "TOPICS_VERSION",
    "GeneralTopic",
    "Subtopic",
    "Topics",
    "TopicsError",
    "TranslationNote",
    "YakuTopic",
    "load_topics",
    "parse_topics",
    "topics",
    "topics_path",
]
