"""Numbers, signs, dates and units in the interface language (issue 25).

Worked by hand from how each language writes them: English groups with a comma and writes a
decimal point; Russian and Ukrainian group with a no-break space and write a decimal comma,
and write dates day.month.year. A negative number takes the true minus sign in every language.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDateTime, Qt

from referee_app.text import formats, ruling_text, table_words

NB = "\u00a0"
MINUS = "\u2212"

EXPECTED = {
    "en": {
        "integer": ["20,000", f"{MINUS}5,000", "0"],
        "signed": ["+37.7", f"{MINUS}40.0", "0.0"],
        "date": "2026-12-06 03:12",
    },
    "ru": {
        "integer": [f"20{NB}000", f"{MINUS}5{NB}000", "0"],
        "signed": ["+37,7", f"{MINUS}40,0", "0,0"],
        "date": "06.12.2026 03:12",
    },
    "uk": {
        "integer": [f"20{NB}000", f"{MINUS}5{NB}000", "0"],
        "signed": ["+37,7", f"{MINUS}40,0", "0,0"],
        "date": "06.12.2026 03:12",
    },
}


def test_numbers_follow_the_language(each_language: str) -> None:
    want = EXPECTED[each_language]
    assert [formats.integer(n) for n in (20000, -5000, 0)] == want["integer"]
    assert [formats.signed_decimal(v) for v in (37.66, -40.0, 0.0)] == want["signed"]
    # the final results and their large display take the same text
    assert [table_words.thousands(v) for v in (37.66, -40.0, 0.0)] == want["signed"]
    # a value that rounds to zero has no sign: "−0,0" would be read as a loss
    assert formats.signed_decimal(-0.04) == want["signed"][2]


def test_dates_follow_the_language(each_language: str) -> None:
    want = EXPECTED[each_language]["date"]
    # the ruling log keeps the time where it was taken, with its offset
    assert ruling_text.time_text("2026-12-06T03:12:09+02:00") == want
    when = QDateTime.fromString("2026-12-06T03:12:00", Qt.DateFormat.ISODate)
    assert formats.date_time(when) == want
    assert ruling_text.time_text("not a time") == "not a time"


@pytest.mark.parametrize(("number", "unit"), [("40", "фу"), ("1 000", "очков")])
def test_a_number_and_its_unit_never_break_apart(number: str, unit: str) -> None:
    text = formats.with_unit(number, unit)
    assert text == f"{number}{NB}{unit}"
    assert " " not in text.replace(number, "")


def test_a_value_inside_a_sentence_starts_in_lower_case() -> None:
    # «нотен-риичи при ничьей — это: Чомбо.», «(не меньше: На усмотрение судьи)»
    assert formats.inline("Чомбо") == "чомбо"
    assert formats.inline("На усмотрение судьи") == "на усмотрение судьи"
    assert formats.inline("Referee's discretion") == "referee's discretion"
    # an abbreviation or a name stays as it is
    assert formats.inline("EMA 2016 value") == "EMA 2016 value"
    assert formats.inline("") == ""


def test_why_not_a_double_yakuman_is_asked_in_words(each_language: str) -> None:
    # «Почему не Kokushi musou juusanmen?» asked about the 13-sided wait where the ruleset
    # pays a single yakuman: the question is why the hand is not a double yakuman
    from engine.ids import WhyNot
    from referee_app.text import labels

    line = labels.why_not_line("kokushi_13", WhyNot.DOUBLE_YAKUMAN_NOT_IN_RULESET)
    expected = {
        "en": "Why not double yakuman? ",
        "ru": "Почему не двойной якуман? ",
        "uk": "Чому не подвійний якуман? ",
    }[each_language]
    assert line.startswith(expected), line
    assert "juusanmen" not in line
