"""Assumed values explained to players (issue 25).

Every preset's assumed note has a sentence for players in every language; what a player sees
holds none of the marks of a note written for developers (a warning sign, a correction number,
a section and row of a source file, "not read", a source's reliability emoji).
"""

from __future__ import annotations

import re

from engine.rulesets import PRESETS
from referee_app.text import assumed_notes, labels
from tests.app.views.test_language_screens import SPLIT_UNIT

#: marks of a note written for whoever maintains the presets, never for players
DEVELOPER_MARKS = re.compile(
    r"⚠|🟡|✅|correction \d|поправк|виправленн|rrc\.md|\brow \d|строка \d|рядок \d|§1|"
    r"not read|не прочитан|не прочитано|verify\b|проверьте\.$|перевірте\.$|\(one click\)",
    re.IGNORECASE,
)


def test_every_preset_note_is_worded_for_players() -> None:
    missing = [
        (preset.id, field)
        for preset in PRESETS.values()
        for field, note in preset.assumed
        if note not in assumed_notes.PLAYER_NOTES
    ]
    assert missing == []


def test_what_players_see_holds_no_developer_note(each_language: str) -> None:
    found = []
    for preset in PRESETS.values():
        for field, note in preset.assumed:
            shown = labels.ruleset_assumed_note(preset, field)
            assert shown, (preset.id, field)
            assert shown != note, (preset.id, field)  # never the engine's own note
            if DEVELOPER_MARKS.search(shown):
                found.append((each_language, preset.id, field, shown))
            if each_language != "en":
                # translated: not the English wording
                assert shown != assumed_notes.PLAYER_NOTES[note], (each_language, preset.id, field)
    assert found == []


def test_the_check_finds_a_developer_note() -> None:
    for note in (
        "Per-tournament setting: latest text 30/10; earlier releases 15/5 (one click).",
        "Сигнал не назван (правила RRC, §1, строка 35): принято 15 минут, как в EMA.",
        "EMA25, глава 6, не прочитана",
        "Один вторичный источник; ⚠️.",
    ):
        assert DEVELOPER_MARKS.search(note), note


def test_every_note_keeps_a_number_with_its_unit(each_language: str) -> None:
    # a tool tip wraps its lines: "1 000 очков" must not break before «очков» (the top bar's
    # tool tip shows only the chosen preset's notes, so the screens' check sees few of them)
    split = [
        (each_language, preset.id, field, match.group())
        for preset in PRESETS.values()
        for field, _note in preset.assumed
        if (match := SPLIT_UNIT.search(labels.ruleset_assumed_note(preset, field) or ""))
    ]
    assert split == []
