"""The Penalties tab's search terms, read from resources/rules/penalty_keywords.json."""

from __future__ import annotations

import pytest

from engine.ids import PenaltyId
from referee_app.rules.penalty_keywords import parse_penalty_keywords, penalty_keywords


def test_every_keyword_entry_names_a_penalty_and_spells_out_its_groups() -> None:
    keywords = penalty_keywords()
    assert set(keywords) <= {str(p) for p in PenaltyId}
    assert all(terms and not any(t.startswith("@") for t in terms) for terms in keywords.values())
    # a group stands for its terms, in place: furiten's three spellings, then chombo's two
    assert keywords[PenaltyId.MIXING_TILES][:5] == (
        "furiten",
        "фуритен",
        "фурітен",
        "chombo",
        "чомбо",
    )


def test_a_group_is_spelt_out_where_it_is_named() -> None:
    data = {"groups": {"win": ["ron", "рон"]}, "penalties": {"x": ["@win", "agari"]}}
    assert parse_penalty_keywords(data) == {"x": ("ron", "рон", "agari")}


@pytest.mark.parametrize(
    "data",
    [[], {"penalties": {"x": "ron"}}, {"penalties": {"x": ["@nope"]}}, {"penalties": []}],
)
def test_a_broken_file_is_refused_with_a_message(data: object) -> None:
    with pytest.raises(ValueError, match=r"penalty_keywords\.json"):
        parse_penalty_keywords(data)
