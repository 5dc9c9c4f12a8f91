"""The ruling log's words: the ruleset's name in the user's language (issue 23, defect 5) and
the source of a check logged before checks named their tab (defect 4)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from referee_app.core.ruling_store import Entry, Session
from referee_app.text import labels, ruling_text

RRC = {
    "en": "RRC (Russian Riichi Community) v1.5",
    "ru": "RRC (Российское риичи-сообщество) v1.5",
    "uk": "RRC (Російська ріічі-спільнота) v1.5",
}


@pytest.fixture(params=["en", "ru", "uk"])
def language(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    code: str = request.param
    translator = QTranslator()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    yield code
    QCoreApplication.removeTranslator(translator)


def _entry(kind: str, ruleset: object, decision: dict[str, object]) -> Entry:
    return Entry(
        seq=1,
        time="2026-12-02T10:00:00+01:00",
        kind=kind,
        table="7",
        round=None,
        players=(),
        ruleset=ruleset,  # type: ignore[arg-type]
        decision={"kind": kind, **decision},
    )


def test_the_log_names_the_ruleset_in_the_users_language(language: str) -> None:
    from referee_app.graphics.log_report import LogReport

    entry = _entry("chombo", "rrc", {"source": "table", "offender": 1})
    assert ruling_text.ruleset_text(entry) == RRC[language]
    assert labels.ruleset_name("rrc") == RRC[language]
    # a custom ruleset keeps the name its author gave it; an unknown id is shown as written
    assert labels.ruleset_name({"base": "rrc", "name": "Club rules"}) == "Club rules"
    assert labels.ruleset_name("made_up") == "made_up"
    session = Session(id="20261202-100000-0a1b2c", started="2026-12-02T10:00:00+01:00")
    session.entries.append(entry)
    assert RRC[language] in LogReport().csv_text(session)


def test_a_check_logged_without_a_source_is_from_the_checks_tab(language: str) -> None:
    entry = _entry("check", "ema", {"check": "furiten"})
    tab = {"en": "Checks tab", "ru": "Вкладка «Проверки»", "uk": "Вкладка «Перевірки»"}
    assert ruling_text.source_label(entry) == tab[language]


def test_a_chombo_keeps_its_offence(language: str) -> None:
    """A chombo applied at the table with its offence (a `PenaltyId` in the outcome) keeps it
    in the log and says it."""
    from referee_app.core.rulings import sanction_ruling
    from referee_app.core.table_state import TableState

    table = TableState()  # EMA: a chombo is 20,000 off the offender's final result
    chombo = {"type": "chombo", "offender": 2, "offence": "noten_riichi"}
    assert table.apply(chombo, [])["ok"]
    ruling = sanction_ruling(table.history[-1], "ema")
    assert ruling is not None and ruling.decision["penalties"] == [0, 0, -20000, 0]
    assert ruling is not None and ruling.decision["offence"] == "noten_riichi"
    logged = _entry("chombo", "ema", ruling.decision)
    assert labels.penalty_label("noten_riichi") in ruling_text.decision_text(logged)


def test_every_ruling_kind_has_words() -> None:
    """A new kind of ruling (docs/architecture.md, "Where to add"): its label in the words."""
    from referee_app.core.rulings import RulingKind

    assert set(ruling_text.KIND_LABELS) == {str(k) for k in RulingKind}


def test_an_inserted_or_deleted_hand_says_its_changes(qapp: Any, compiled_qm: Any) -> None:
    """A forgotten hand inserted as hand 2 (1 han 30 fu ron, seat 2 from seat 4: 1,000) and a
    hand deleted: the one side of the amounts there is."""
    translator = QTranslator()  # English plural forms come with the translator
    assert translator.load(str(compiled_qm["en"]))
    QCoreApplication.installTranslator(translator)
    inserted = _entry(
        "correction",
        "ema",
        {"correction": "insert", "hand": 2, "reason": "forgotten",
         "new_deltas": [0, 1000, 0, -1000], "later_hands": 1},
    )  # fmt: skip
    assert ruling_text.decision_text(inserted) == (
        "Hand 2 inserted: forgotten · Player 2 +1,000 · Player 4 \N{MINUS SIGN}1,000"
        " · 1 later hand settled again"
    )
    deleted = _entry(
        "correction",
        "ema",
        {"correction": "delete", "hand": 3, "reason": "twice", "old_deltas": [0, 0, 1500, -1500]},
    )
    assert ruling_text.decision_text(deleted) == (
        "Hand 3 deleted: twice · Player 3 +1,500 · Player 4 \N{MINUS SIGN}1,500"
    )
    QCoreApplication.removeTranslator(translator)
