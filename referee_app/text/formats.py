"""Numbers, signs, dates and units as the interface language writes them.

One place for every number a person reads: the GUI, the large-type displays, the PDF reports
and the CSV's text columns. The language's `QLocale` (`LanguageManager` makes it the default)
groups digits and writes the decimal separator: "7,700" and "+37.7" in English, "7 700" and
"+37,7" in Russian and Ukrainian (the group separator is a no-break space there, so a number
never breaks across lines). A negative number takes the true minus sign "−" in every language.
A number and its unit are joined by a no-break space ("40 фу", "3 хан", "1 000 очков").

Dates: Russian and Ukrainian write "06.12.2026 03:12". English keeps the ISO order
"2026-12-06 03:12": in English the app keeps the system's locale for numbers (German,
Polish...), and a report's date should follow the report's language, not the system. So the
date's pattern is a translation (context ``Formats``), not the locale's.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime, QLocale, Qt

__all__ = [
    "MINUS",
    "NBSP",
    "current_locale",
    "date_time",
    "date_time_text",
    "decimal",
    "inline",
    "integer",
    "signed_decimal",
    "signed_integer",
    "with_unit",
]

MINUS = "\N{MINUS SIGN}"
NBSP = "\N{NO-BREAK SPACE}"

#: how a date and time are written (a `QDateTime.toString` pattern), translated per language
_DATE_TIME = QT_TRANSLATE_NOOP("Formats", "yyyy-MM-dd HH:mm")


def current_locale() -> QLocale:
    """The interface language's locale; the bare "C" locale (a system without one, the tests)
    reads as US English, which groups digits."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def integer(value: int) -> str:
    """ "7,700" / "7 700": digits grouped as the language does, the true minus sign."""
    text = current_locale().toString(abs(int(value)))
    return MINUS + text if value < 0 else text


def signed_integer(value: int) -> str:
    """ "+8,000", "−2,000", "0": a change with its sign."""
    return "+" + integer(value) if value > 0 else integer(value)


def decimal(value: float, places: int = 1) -> str:
    """ "37.7" / "37,7", "−40.0" / "−40,0": the language's decimal separator, the true minus."""
    text = current_locale().toString(abs(float(value)), "f", places)
    negative = round(float(value), places) < 0
    return MINUS + text if negative else text


def signed_decimal(value: float, places: int = 1) -> str:
    """ "+37,7", "−40,0", "0,0": a final result in thousands with its sign."""
    text = decimal(value, places)
    return "+" + text if round(float(value), places) > 0 else text


def inline(label: str) -> str:
    """A value's label ("Chombo", "Referee's discretion") as a word inside a sentence, after a
    colon or a dash: its first letter in lower case ("— чомбо", "(не меньше: на усмотрение
    судьи)"). A label that starts with an abbreviation or a name ("EMA", "Tenhou") stays."""
    if len(label) > 1 and label[0].isupper() and label[1].islower():
        return label[0].lower() + label[1:]
    return label


def with_unit(number: str, unit: str) -> str:
    """ "40 фу": a number and its unit that never break apart."""
    return f"{number}{NBSP}{unit}"


def date_time(when: QDateTime) -> str:
    """A date and time as the language writes them: "06.12.2026 03:12", "2026-12-06 03:12"."""
    pattern = QCoreApplication.translate("Formats", str(_DATE_TIME))
    if not pattern.strip():  # a broken translation: the ISO order
        pattern = str(_DATE_TIME)
    return when.toString(pattern)


def date_time_text(iso: str) -> str:
    """An ISO timestamp (``2026-12-06T03:12:09+02:00``) as `date_time` writes it, at the time
    where it was taken (its own offset, not converted); text that is not a timestamp as it is."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate) if iso else QDateTime()
    if not when.isValid():
        return iso
    return date_time(when)
