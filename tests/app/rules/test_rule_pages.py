"""Rule pages say what the engine does, for every preset and in every language; every ruleset
field has a label, an editor range and a rules-page row; every yaku has search aliases in
every language; a broken topics file is a clear error."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.ids import Wind
from engine.rulesets import INT_RANGES, PRESETS, RULE_FIELDS, Ruleset, int_range
from engine.settlement import RonOutcome, TableState, Winner, settle
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.rules import rules_content
from referee_app.rules.topics import TopicsError, load_topics, topics_path
from referee_app.rules.yaku_facts import yaku_search_terms
from referee_app.text import labels
from referee_app.text.i18n import LanguageManager
from referee_app.views.rules.rules_view import RulesView

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
UKRAINIAN = re.compile("[іїєґ]", re.IGNORECASE)


def _switch(languages: LanguageManager, code: str) -> None:
    from PySide6.QtCore import QCoreApplication

    languages.set_language(code)
    QCoreApplication.processEvents()  # the LanguageChange events re-render the page


def _winners_paid(ruleset: Ruleset, claimants: int) -> int:
    """Settle a ron by `claimants` players on seat 0's discard (1,000-point hands) with the
    engine and count the winners it pays; an abortive draw pays none."""
    state = TableState((25000,) * 4, 0, Wind.EAST, 1, 0, 0)
    outcome = RonOutcome(0, tuple(Winner(seat, han=1, fu=30) for seat in range(1, claimants + 1)))
    result = settle(state, outcome, (), ruleset)
    return 0 if result.abortive is not None else len(result.winners)


@pytest.fixture
def pages(qapp: object, tmp_path: Path) -> Iterator[tuple[RulesView, LanguageManager]]:
    from PySide6.QtCore import QCoreApplication, QSettings

    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    app = QCoreApplication.instance()
    assert app is not None
    languages = LanguageManager(app, settings)
    view = RulesView(AppContext(settings))
    yield view, languages
    view.close()
    view.deleteLater()
    languages.deleteLater()  # its translators go with it


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_double_and_triple_ron_headline_says_what_the_engine_pays(
    pages: tuple[RulesView, LanguageManager], code: str
) -> None:
    view, languages = pages
    _switch(languages, code)
    try:
        view.show_topic("triple_ron")
        for ruleset in PRESETS.values():
            view.context.set_ruleset(ruleset)
            text = view.browser.toPlainText()
            # the page's own words for each count are those the engine's settlement gives
            for claimants in (2, 3):
                paid = _winners_paid(ruleset, claimants)
                assert ruleset.ron_winners_paid(claimants) == paid, ruleset.id
                assert view.ron_winners_text(claimants) in text, (ruleset.id, claimants)
            # never the old "used: no" line beside a table that pays everyone
            assert "Used in" not in text and "Используется" not in text
            if code != "en":
                assert CYRILLIC.search(view.ron_winners_text(3))
        # hand-worked (matrix A3): EMA 2016 pays all three; Tenhou aborts a triple ron; WRC
        # gives the win to the first claimant only (head bump)
        assert _winners_paid(PRESETS["ema2016"], 3) == 3
        assert _winners_paid(PRESETS["tenhou"], 3) == 0
        assert _winners_paid(PRESETS["wrc"], 2) == 1
        assert _winners_paid(PRESETS["mahjongsoul"], 3) == 3
    finally:
        view.context.set_ruleset(PRESETS["ema"])
        _switch(languages, "en")


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_yes_no_headlines_follow_the_engine_for_every_preset(
    pages: tuple[RulesView, LanguageManager], code: str
) -> None:
    view, languages = pages
    _switch(languages, code)
    try:
        for sub in rules_content.SUBTOPICS:
            kind, arg = sub.in_use
            if kind not in ("abortive", "field"):
                continue
            view.show_topic(sub.id)
            for ruleset in PRESETS.values():
                view.context.set_ruleset(ruleset)
                want = (
                    any(str(r) == arg for r in ruleset.abortive_reasons)
                    if kind == "abortive"
                    else bool(getattr(ruleset, arg))
                )
                name = labels.ruleset_name(ruleset)
                yes = view.tr("Used in %1: yes").replace("%1", name)
                no = view.tr("Used in %1: no").replace("%1", name)
                text = view.browser.toPlainText()
                assert (yes if want else no) in text, (sub.id, ruleset.id)
                assert (no if want else yes) not in text
    finally:
        view.context.set_ruleset(PRESETS["ema"])
        _switch(languages, "en")


def test_ema2016_renhou_says_the_russian_translation_differs(
    pages: tuple[RulesView, LanguageManager],
) -> None:
    view, languages = pages
    for code, word in (
        ("en", "Russian translation"),
        ("ru", "русском переводе"),
        ("uk", "російському перекладі"),
    ):
        _switch(languages, code)
        view.context.set_ruleset(PRESETS["ema2016"])
        view.show_topic("renhou")
        assert word in view.browser.toPlainText(), code
        view.context.set_ruleset(PRESETS["ema"])  # the note is EMA 2016's only
        assert word not in view.browser.toPlainText(), code
    _switch(languages, "en")


def test_every_rule_field_has_a_label_an_editor_range_and_a_rules_row() -> None:
    shown = {f for fields in rules_content.TOPIC_FIELDS.values() for f in fields}
    shown |= {f for s in rules_content.SUBTOPICS for f in s.fields}
    missing_row = [f for f in RULE_FIELDS if f not in shown]
    assert not missing_row, f"rule fields on no Rules page: {missing_row}"
    assert set(labels.RULE_FIELD_NAMES) == set(RULE_FIELDS)
    assert set(labels.RULE_FIELD_HELP) == set(RULE_FIELDS)
    ema = PRESETS["ema"]
    for name in RULE_FIELDS:
        value = getattr(ema, name)
        if isinstance(value, int) and not isinstance(value, bool):
            # a count (not an amount of points) needs its own range in the engine
            if name in labels._COUNT_FIELDS or name in labels._FU_FIELDS:
                assert name in INT_RANGES, name
            low, high = int_range(name)
            assert low <= value <= high


def test_the_editor_uses_the_engine_ranges(qapp: object) -> None:
    from PySide6.QtWidgets import QWidget

    from referee_app.views.rules.ruleset_editor import FieldEditor

    parent = QWidget()
    for name in RULE_FIELDS:
        editor = FieldEditor(name, parent, lambda *_a: None)
        if editor.kind == "int":
            assert (editor.spin.minimum(), editor.spin.maximum()) == int_range(name), name


def test_every_yaku_has_aliases_in_every_language() -> None:
    for fact in rules_content.YAKU:
        terms = yaku_search_terms(fact.id)
        assert any(re.fullmatch(r"[A-Za-z0-9 '\-]+", t) for t in terms), fact.id  # romaji
        assert any(CYRILLIC.search(t) and not UKRAINIAN.search(t) for t in terms), fact.id
        assert any(UKRAINIAN.search(t) or CYRILLIC.search(t) for t in terms), fact.id
        assert fact.aliases, fact.id


def test_the_shipped_topics_file_loads(tmp_path: Path) -> None:
    assert load_topics(topics_path()).version == 1


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(version=2), "version 2"),
        (lambda d: d["subtopics"][0].update(parent="nowhere"), "parent 'nowhere'"),
        (lambda d: d["general"][0]["fields"].append("no_such_field"), "no_such_field"),
        (lambda d: d["yaku"].pop(), "every yaku of the engine"),
        (lambda d: d["yaku"][0].update(aliases=[]), "must not be empty"),
    ],
)
def test_a_broken_topics_file_is_a_clear_error(tmp_path: Path, change: object, words: str) -> None:
    data = json.loads(topics_path().read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "topics.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(TopicsError, match=re.escape(words)):
        load_topics(path)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(TopicsError, match="not valid JSON"):
        load_topics(path)
