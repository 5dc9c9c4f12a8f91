"""What the Rules view shows, without widgets: one import for the pages, search and texts.

The parts live by idea: `topics` (the pages and their data file), `search`, `texts` (the rule
documents), `yaku_facts` (the engine's yaku values with each page's example and aliases) and
`score_tables`. This module reads ``resources/rules/topics.json`` once and gives the pages
as the views use them: general topics in tree order, rule pages, yaku, where a breakdown's fu
and why-not ids lead, and what each page's "used in this ruleset" line asks the engine.
"""

from __future__ import annotations

from engine.ids import AbortiveReason, FuId, WhyNot, YakuId
from engine.rulesets import Ruleset
from referee_app.rules.score_tables import (
    FU_COLUMNS,
    HAN_ROWS,
    LIMIT_ROWS,
    limit_cell,
    score_cell,
)
from referee_app.rules.search import (
    SearchEntry,
    find,
    match_score,
    normalize,
    rank,
    search_matches,
    strip_markdown,
    suggest,
    swap_layout,
    within_one_edit,
)
from referee_app.rules.texts import rule_text, section, sections
from referee_app.rules.topics import Subtopic, TranslationNote, topics
from referee_app.rules.yaku_facts import (
    YakuFact,
    YakuValue,
    yaku_facts,
    yaku_search_terms,
    yaku_value,
)

_TOPICS = topics()

# --- yaku ------------------------------------------------------------------------------------

YAKU: tuple[YakuFact, ...] = yaku_facts()
YAKU_BY_ID: dict[str, YakuFact] = {y.id: y for y in YAKU}
LIMIT_YAKU = tuple(y.id for y in YAKU if y.yakuman)

# --- topics ----------------------------------------------------------------------------------

#: Fixed topics in display order: (topic id, rule file).
GENERAL_TOPICS: tuple[tuple[str, str], ...] = tuple((g.id, g.file) for g in _TOPICS.general)
GENERAL_IDS = frozenset(t for t, _ in GENERAL_TOPICS)
#: Search terms of the general topics besides their translated title.
GENERAL_ALIASES: dict[str, tuple[str, ...]] = {g.id: g.aliases for g in _TOPICS.general}
#: Rule fields shown with each general topic (the selected ruleset's values).
TOPIC_FIELDS: dict[str, tuple[str, ...]] = {g.id: g.fields for g in _TOPICS.general if g.fields}
#: Offered as links when a search finds nothing: what referees look up most.
QUICK_TOPICS: tuple[str, ...] = _TOPICS.quick

SUBTOPICS: tuple[Subtopic, ...] = _TOPICS.subtopics
SUBTOPICS_BY_ID: dict[str, Subtopic] = {s.id: s for s in SUBTOPICS}

#: fu ids -> section of fu.md (sets unless the file says otherwise)
FU_SECTIONS: dict[str, str] = dict(_TOPICS.fu_sections)
for _fu in FuId:
    FU_SECTIONS.setdefault(str(_fu), "sets")

#: why-not ids -> (topic id, file, anchor); the yaku overview unless the file says otherwise
WHY_NOT_TOPICS: dict[str, tuple[str, str, str]] = dict(_TOPICS.why_not)
for _w in WhyNot:
    WHY_NOT_TOPICS.setdefault(str(_w), ("yaku", "yaku", ""))

#: Translation notes by (page key, preset id).
NOTES: dict[tuple[str, str], TranslationNote] = {(n.topic, n.ruleset): n for n in _TOPICS.notes}


def subtopic_in_use(sub_id: str, ruleset: Ruleset) -> bool | None:
    """Whether the rule behind a page applies under `ruleset` (None: the page has no such line),
    as the engine's ruleset answers it."""
    kind, arg = SUBTOPICS_BY_ID[sub_id].in_use
    if kind == "abortive":
        return AbortiveReason(arg) in ruleset.abortive_reasons
    if kind == "field":
        return bool(getattr(ruleset, arg))
    return None  # "ron_winners": the page says how many claimants win (`ron_winners_paid`)


def ron_winners_paid(ruleset: Ruleset) -> tuple[int, int]:
    """How many claimants win a double and a triple ron under `ruleset` (the engine's answer)."""
    return ruleset.ron_winners_paid(2), ruleset.ron_winners_paid(3)


def translation_note(page: str, ruleset: Ruleset) -> TranslationNote | None:
    """The note of `page` ("yaku:renhou", "triple_ron"...) for `ruleset`'s base preset."""
    return NOTES.get((page, ruleset.base))


def resolve_topic(topic_id: str) -> tuple[str, str]:
    """(tree topic to select, section anchor to scroll to) for any id `show_topic` accepts."""
    if topic_id in GENERAL_IDS:
        return topic_id, ""
    if topic_id in YAKU_BY_ID:
        return topic_id, ""
    if topic_id in SUBTOPICS_BY_ID:
        return topic_id, ""
    if topic_id in FU_SECTIONS:
        return "fu", FU_SECTIONS[topic_id]
    if topic_id in WHY_NOT_TOPICS:
        topic, _file, anchor = WHY_NOT_TOPICS[topic_id]
        return topic, anchor
    raise KeyError(topic_id)


ALL_TOPIC_IDS: tuple[str, ...] = (
    *(t for t, _ in GENERAL_TOPICS),
    *(str(y) for y in YakuId),
    *SUBTOPICS_BY_ID,
    *FU_SECTIONS,
    *WHY_NOT_TOPICS,
)

__all__ = [
    "ALL_TOPIC_IDS",
    "FU_COLUMNS",
    "FU_SECTIONS",
    "GENERAL_ALIASES",
    "GENERAL_IDS",
    "GENERAL_TOPICS",
    "HAN_ROWS",
    "LIMIT_ROWS",
    "LIMIT_YAKU",
    "NOTES",
    "QUICK_TOPICS",
    "SUBTOPICS",
    "SUBTOPICS_BY_ID",
    "TOPIC_FIELDS",
    "WHY_NOT_TOPICS",
    "YAKU",
    "YAKU_BY_ID",
    "SearchEntry",
    "Subtopic",
    "YakuFact",
    "YakuValue",
    "find",
    "limit_cell",
    "match_score",
    "normalize",
    "rank",
    "resolve_topic",
    "ron_winners_paid",
    "rule_text",
    "score_cell",
    "search_matches",
    "section",
    "sections",
    "strip_markdown",
    "subtopic_in_use",
    "suggest",
    "swap_layout",
    "translation_note",
    "within_one_edit",
    "yaku_search_terms",
    "yaku_value",
]
