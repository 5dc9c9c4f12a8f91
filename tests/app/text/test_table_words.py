"""A table game in words (`referee_app.text.table_words`): the history's lines and tool tips.

Amounts worked by hand: EMA 2012 pays a chombo at the table as a reverse mangan (a non-dealer
offender pays 4,000 to the dealer and 2,000 to each other player), a mode the preset assumes;
RRC takes twice the uma step off the final score (uma 30/10: 2 x 20,000 = 40,000), an assumed
amount; an EMA 2025 ron of 2 han 30 fu is 2,000 from the discarder and reads nothing assumed.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.records import HandRecord
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.text.table_words import TableWords

CYRILLIC = re.compile("[А-Яа-яІіЇїЄєҐґ]")
NAMES = ("Anna", "Boris", "Vera", "Gleb")


def _entry(settings: Settings, ruleset: str, outcome: dict[str, Any]) -> dict[str, Any]:
    context = AppContext(settings)
    context.set_ruleset(PRESETS[ruleset])
    table = TableState(context)
    for seat, name in enumerate(NAMES):
        table.set_name(seat, name)
    assert table.apply(outcome, [])["ok"]
    return dict(table.history[-1])


def _hand(entry: dict[str, Any]) -> HandRecord:
    """A history entry as the table's readers get it (`TableState.records`)."""
    return HandRecord.from_json(entry)


@pytest.fixture
def words() -> TableWords:
    return TableWords(list(NAMES))


def test_a_reverse_mangan_chombo_marks_every_change_and_the_tip_says_why(
    each_language: str, settings: Settings, words: TableWords
) -> None:
    entry = _entry(settings, "ema2012", {"type": "chombo", "offender": 2})
    line = words.history_line(0, _hand(entry))
    for name, change in zip(NAMES, (4000, 2000, -8000, 2000), strict=True):
        assert f"{name} {labels.signed_points_text(change)}*" in line, line
    notes = words.assumed_notes(_hand(entry))
    assert [n.split(" — ")[0] for n in notes] == [f"* {labels.rule_field_label('chombo_mode')}"]
    tip = words.history_tip(0, _hand(entry))
    assert tip.splitlines()[-1] == notes[0]
    assert f"Vera: {labels.signed_points_text(-8000)}* → " in tip, tip  # as in the line
    if each_language != "en":
        assert CYRILLIC.search(notes[0]), notes


def test_a_chombo_off_the_final_score_marks_the_penalty(
    each_language: str, settings: Settings, words: TableWords
) -> None:
    entry = _entry(settings, "rrc", {"type": "chombo", "offender": 1})
    line = words.history_line(0, _hand(entry))
    assert f"{labels.signed_points_text(-40000)}*" in line, line
    assert len(words.assumed_notes(_hand(entry))) == 2  # chombo_points, chombo_uma_steps
    # the tool tip marks the same amount; nobody's score changed, so no change is marked
    tip = words.history_tip(0, _hand(entry)).splitlines()
    assert any(line.endswith(f"{labels.signed_points_text(-40000)}*") for line in tip), tip
    assert sum("*" in line for line in tip) == 3  # the penalty and the two notes
    # what comes next names the deduction with the same mark
    assert f"{labels.points_text(40000)}*" in words.next_hand(entry["answer"])


def test_a_ron_read_from_the_rule_text_has_no_mark(
    each_language: str, settings: Settings, words: TableWords
) -> None:
    winners = [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}]
    entry = _entry(settings, "ema", {"type": "ron", "discarder": 3, "winners": winners})
    line = words.history_line(0, _hand(entry))
    assert f"Boris {labels.signed_points_text(2000)}" in line and "*" not in line, line
    assert words.assumed_notes(_hand(entry)) == []
    assert "*" not in words.history_tip(0, _hand(entry))


@pytest.mark.parametrize("assumed", [True, "chombo_mode", {"chombo_mode": 1}, None, 3])
def test_a_hostile_assumed_value_in_a_file_marks_nothing(
    settings: Settings, words: TableWords, assumed: object
) -> None:
    entry = _entry(settings, "ema2012", {"type": "chombo", "offender": 2})
    entry["answer"] = {**entry["answer"], "assumed": assumed}
    assert "*" not in words.history_line(0, _hand(entry))
    assert words.assumed_notes(_hand(entry)) == []


def test_a_file_from_before_the_marks_reads_as_unmarked(
    settings: Settings, words: TableWords
) -> None:
    # table files written before the settle answer named its assumed fields have no key
    entry = _entry(settings, "ema2012", {"type": "chombo", "offender": 2})
    entry["answer"] = {k: v for k, v in entry["answer"].items() if k != "assumed"}
    assert "*" not in words.history_line(0, _hand(entry))


def test_an_unreadable_ruleset_falls_back_to_the_games(
    settings: Settings, words: TableWords
) -> None:
    entry = _entry(settings, "ema2012", {"type": "chombo", "offender": 2})
    entry["request"] = {**entry["request"], "ruleset": "no_such_ruleset"}
    assert words.assumed_notes(_hand(entry)) == []  # no ruleset to word the note with
    notes = words.assumed_notes(_hand(entry), PRESETS["ema2012"])
    assert [n.split(" — ")[0] for n in notes] == [f"* {labels.rule_field_label('chombo_mode')}"]


def test_a_pending_hand_says_the_engines_refusal_with_the_players_name(
    words: TableWords,
) -> None:
    # a hand kept pending after a correction: Boris declared riichi with fewer than 1,000
    # points under Tenhou (which needs 1,000): the engine's id, Boris by name
    pending = {
        "outcome": {"type": "draw", "tenpai": [], "nagashi": []},
        "riichi": [1],
        "error": {
            "code": "not_allowed_by_ruleset",
            "message": "This ruleset needs 1,000 points to declare riichi.",
            "details": {"problem": "riichi_below_1000", "seats": [1], "seat": 1},
        },
    }
    assert words.pending_reason(pending) == (
        "Boris has fewer than 1,000 points: this ruleset does not allow riichi."
    )
