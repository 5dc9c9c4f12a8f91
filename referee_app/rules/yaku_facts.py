"""Yaku as the Rules tab shows them: the engine's value under a ruleset, the example hand and
the search terms of ``resources/rules/topics.json``.

No han, closed-only list or yakuman multiplier is kept here: `yaku_value` is the engine's
(`engine.yaku.yaku_value`), and `YAKU` pairs each engine yaku with its page data.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.facts import YakuValue, available, closed_only, is_yakuman, yaku_value
from referee_app.rules.topics import YakuTopic, topics


@dataclass(frozen=True, slots=True)
class YakuFact:
    """One yaku page: id, example hand in mpsz, search aliases (the value is the engine's)."""

    id: str
    yakuman: int
    hand: str
    win: str
    melds: tuple[str, ...]
    aliases: tuple[str, ...]
    field: str  # the rule field behind a value that depends on the ruleset ("" if none)

    @staticmethod
    def of(topic: YakuTopic) -> YakuFact:
        return YakuFact(
            topic.id,
            1 if is_yakuman(topic.id) else 0,
            topic.hand,
            topic.win,
            topic.melds,
            topic.aliases,
            topic.field,
        )


@cache
def yaku_facts() -> tuple[YakuFact, ...]:
    """Every yaku the engine values, in its order, with its page data."""
    return tuple(YakuFact.of(t) for t in topics().yaku)


def yaku_search_terms(yaku_id: str) -> list[str]:
    """Romaji, local names in every language (labels) and the aliases of the topics file."""
    from referee_app.text import labels

    fact = next(f for f in yaku_facts() if f.id == yaku_id)
    return [*labels.search_aliases(yaku_id), *fact.aliases]


__all__ = [
    "YakuFact",
    "YakuValue",
    "available",
    "closed_only",
    "is_yakuman",
    "yaku_facts",
    "yaku_search_terms",
    "yaku_value",
]
