"""The Rules search answers as it did before its data moved out of the code.

``search_results.json`` was recorded from the search as it stood when topics, aliases and
yaku facts were Python literals: 736 queries (the ones written in ``test_rules_search.py``,
aliases and titles in every language, one-letter typos of them, the same typed with the other
keyboard layout, word starts, and queries that find nothing), each run with the interface in
English, Russian and Ukrainian. Every ranked hit with its score and every "did you mean"
suggestion must stay the same.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.rules.search import find
from referee_app.text.i18n import LanguageManager
from referee_app.views.rules.rules_view import RulesView

RECORDED = json.loads((Path(__file__).with_name("search_results.json")).read_text(encoding="utf-8"))


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_every_recorded_query_gives_the_recorded_answer(
    qapp: object, tmp_path: Path, code: str
) -> None:
    from PySide6.QtCore import QCoreApplication, QSettings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    app = QCoreApplication.instance()
    assert app is not None
    languages = LanguageManager(app, settings)
    languages.set_language(code)
    view = RulesView(AppContext(settings))
    try:
        entries = view.search_index()
        wrong = []
        for query, want in RECORDED["results"][code].items():
            hits, suggestion = find(query.strip(), entries)
            got = " ".join(f"{key}={score}" for key, score in hits)
            if got != want["hits"] or suggestion != want["suggest"]:
                wrong.append((query, got, suggestion, want))
        assert not wrong, [w[0] for w in wrong]
        assert len(RECORDED["results"][code]) == 736
    finally:
        languages.set_language("en")
        view.close()
        view.deleteLater()
        languages.deleteLater()  # its translators go with it
