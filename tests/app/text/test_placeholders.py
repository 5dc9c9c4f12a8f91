"""Placeholders are filled in one pass: what a value holds is never read as a placeholder."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from referee_app.text.placeholders import fill


def test_a_name_holding_a_placeholder_stays_as_typed() -> None:
    # The noten-riichi warning names the player (%1) and the ruleset (%2): a player called
    # "A%2" must not bring the ruleset's name into their own name.
    template = "%1 declared riichi but is not ticked tenpai: under %2, noten riichi is a chombo."
    assert fill(template, "A%2", "EMA 2025") == (
        "A%2 declared riichi but is not ticked tenpai: under EMA 2025, noten riichi is a chombo."
    )


def test_order_in_a_translation_may_differ_from_the_english() -> None:
    assert fill("%2 — %1", "first", "second") == "second — first"


def test_a_placeholder_without_a_value_is_kept() -> None:
    assert fill("%1 and %3", "x") == "x and %3"


@given(st.lists(st.text(), min_size=1, max_size=5))
def test_values_are_put_in_whole_whatever_they_hold(values: list[str]) -> None:
    template = " | ".join(f"%{i}" for i in range(1, len(values) + 1))
    assert fill(template, *values) == " | ".join(values)
