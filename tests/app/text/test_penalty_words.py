"""Escalating penalties in words (`referee_app.text.penalty_words`), in every language.

RRC (rrc.md §3a): a polite warning, then 2,000, 4,000, 8,000, 16,000, doubling on, after uma.
"""

from __future__ import annotations

from engine import api
from referee_app.text import formats, labels, penalty_words

WORDS = {
    "en": ("Earlier this session: 2. Next: ", "Off the final score, after uma"),
    "ru": ("Ранее в этой сессии: 2. Следующее: ", "Из итога, после умы"),
    "uk": ("Раніше в цій сесії: 2. Наступне: ", "З підсумку, після уми"),
}


def test_the_next_offence_in_words(each_language: str) -> None:
    head, applied = WORDS[each_language]
    answer = api.next_penalty({"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": 2})
    assert penalty_words.next_text(answer) == f"{head}{labels.points_text(4000)} ({applied})"
    first = api.next_penalty({"ruleset": "rrc", "offence": "wrong_dora_indicator"})
    # after "Next:" inside a sentence: in lower case
    assert penalty_words.next_text(first) == formats.inline(
        labels.penalty_consequence_label("warning")
    )
    # EMA 2016: RRC's ladder stands in, marked
    ema = api.next_penalty({"ruleset": "ema2016", "offence": "information_passing", "earlier": 1})
    assert penalty_words.next_text(ema).endswith("*")
    assert penalty_words.next_text({"ok": False}) == ""


def test_the_whole_ladder_in_one_line(each_language: str) -> None:
    ladder = api.penalties({"ruleset": "rrc"})["ladder"]
    text = penalty_words.ladder_text(ladder)
    assert text.startswith(labels.penalty_consequence_label("warning") + " → ")
    assert labels.points_text(16000) in text and not text.endswith("*")
    assert penalty_words.ladder_text(None) == "" and penalty_words.ladder_notes(None) == []
    assert penalty_words.ladder_notes(ladder) == [
        penalty_words.translate("PenaltyWords", "Repeated offences: %1").replace(
            "%1", "RRC RG §Порядок увеличения штрафов"
        )
    ]
