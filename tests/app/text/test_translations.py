"""The .ts files: complete, up to date, placeholders and plural forms right, terms consistent."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[3]


ut = load_script("scripts/update_translations.py")
LANGS = ["ru", "uk"]


@pytest.fixture(params=LANGS)
def code(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _messages(code: str) -> list[Any]:
    messages: list[Any] = ut.read_ts(ut.ts_path(code))
    return messages


def test_no_unfinished_empty_obsolete_or_mismatched_message(code: str) -> None:
    assert ut.problems(ut.ts_path(code), code) == []


def test_ts_files_are_up_to_date_with_the_code(code: str, tmp_path: Path) -> None:
    # lupdate on a copy finds exactly the messages the committed file has.
    copy = tmp_path / ut.ts_path(code).name
    copy.write_bytes(ut.ts_path(code).read_bytes())
    ut.run_lupdate([copy])
    assert ut.stale(ut.ts_path(code), copy) == []


def test_both_languages_have_the_same_messages() -> None:
    ru = {m.key for m in _messages("ru")}
    uk = {m.key for m in _messages("uk")}
    assert ru == uk


def test_plural_messages_have_three_forms_with_the_number(code: str) -> None:
    plurals = [m for m in _messages(code) if m.numerus]
    assert plurals, "labels.py has %n messages"
    for m in plurals:
        assert len(m.translations) == 3, m.source
        for form in m.translations:
            assert "%n" in form or "%Ln" in form, (m.source, form)


def test_placeholder_check_catches_a_mismatch(tmp_path: Path) -> None:
    bad = tmp_path / "referee_ru.ts"
    bad.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context><name>labels</name>
<message><source>Ruleset: %1</source><translation>Правила</translation></message>
<message><source>Late</source><translation type="unfinished"></translation></message>
<message><source>Old</source><translation type="vanished">Старое</translation></message>
<message><source>File {name}</source><translation>Файл {имя}</translation></message>
<message numerus="yes"><source>%n han</source><translation>
<numerusform>%n хан</numerusform><numerusform>%n хан</numerusform></translation></message>
</context></TS>
""",
        encoding="utf-8",
    )
    found = "\n".join(ut.problems(bad, "ru"))
    assert "'Ruleset: %1': placeholders" in found
    assert "'Late': unfinished" in found
    assert "'Late': empty translation" in found
    assert "'Old': obsolete" in found
    assert "'File {name}': placeholders" in found
    assert "'%n han': 2 plural forms" in found


def test_placeholder_check_refuses_placeholders_in_braces(tmp_path: Path) -> None:
    # one style, %1: a source saying {name} is refused even where its translation matches
    ts = tmp_path / "referee_ru.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context><name>CaseFiles</name>
<message><source>The file {name} is empty.</source><translation>Файл {name} пуст.</translation></message>
<message><source>The file %1 is empty.</source><translation>Файл %1 пуст.</translation></message>
</context></TS>
""",
        encoding="utf-8",
    )
    found = ut.problems(ts, "ru")
    assert found == [
        "referee_ru.ts [CaseFiles] 'The file {name} is empty.': placeholders ['{name}'] in braces (use %1, %2…)"
    ]


def test_check_mode_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    assert ut.check() == []
    assert ut.main(["--check"]) == 0


def test_lrelease_builds_loadable_files(tmp_path: Path, code: str) -> None:
    from PySide6.QtCore import QTranslator

    qm = tmp_path / f"referee_{code}.qm"
    ut.run_lrelease(ut.ts_path(code), qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("labels", "Yes") == {"ru": "Да", "uk": "Так"}[code]


# --- terms: glossary.md fixes the spellings; these catch the mistakes it warns about ---

FORBIDDEN = {
    "ru": [
        # RRC: "темпай", never "тенпай"; "мертвая" with "е"; discouraged descriptive names.
        r"\bтенпа",
        r"мёртв",
        r"\bдабури\b",
        r"\bсемь пар\b",
        r"\bчистый ряд\b",
    ],
    "uk": [
        # glossary.md: ріічі with two separate і (never річі / ріїчі); "скид", not "знос";
        # Ukrainian plural "хани", not the Russian "хана"; not "Дихання" for ittsu; "три
        # закриті пони", not "пона" after a number.
        r"річі",
        r"ріїчі",
        r"\bзнос",
        r"\bхана\b",
        r"Дихання",
        r"\b(два|три|чотири)\s+(\w+\s+)?пона\b",
    ],
}


def test_translations_avoid_forbidden_spellings(code: str) -> None:
    bad = []
    for m in _messages(code):
        for text in m.translations:
            for pattern in FORBIDDEN[code]:
                if re.search(pattern, text, flags=re.IGNORECASE):
                    bad.append((pattern, m.source, text))
    assert bad == []


def _cyrillic_free(source: str) -> bool:
    """Sources that quote names in both languages (search hints) are exempt."""
    return not re.search("[А-Яа-яІіЇї]", source)


def test_ukrainian_has_no_russian_only_letters() -> None:
    # ы, э, ъ, ё do not exist in Ukrainian: a sign of an untranslated Russian string.
    bad = [
        (m.source, t)
        for m in _messages("uk")
        for t in m.translations
        if re.search("[ыэъёЫЭЪЁ]", t) and _cyrillic_free(m.source)
    ]
    assert bad == []


def test_russian_has_no_ukrainian_only_letters() -> None:
    bad = [
        (m.source, t)
        for m in _messages("ru")
        for t in m.translations
        if re.search("[іїєґІЇЄҐ]", t) and _cyrillic_free(m.source)
    ]
    assert bad == []


def test_glossary_lists_every_yaku_local_name() -> None:
    from engine.ids import YakuId
    from referee_app.text.labels import YAKU_LOCAL

    glossary = (ROOT / "translations" / "glossary.md").read_text(encoding="utf-8")
    ru = {m.source: m.translations[0] for m in _messages("ru") if m.context == "labels"}
    uk = {m.source: m.translations[0] for m in _messages("uk") if m.context == "labels"}
    for yaku in YakuId:
        english = YAKU_LOCAL[yaku]
        for name in (english, ru[english], uk[english]):
            assert name.replace("\xa0", " ") in glossary, (yaku, name)


# --- rule texts: resources/rules/{ru,uk} translate resources/rules/en file by file ---

RULES = ROOT / "resources" / "rules"
_ANCHOR = re.compile(r"<!-- id: ([a-z0-9_]+) -->")
# A number, its thousands grouped by a comma (en) or a space (ru, uk).
_NUMBER = re.compile(r"\d(?:[\d]|[, \u00a0](?=\d{3}\b))*")


def _numbers(text: str) -> list[int]:
    return sorted(int(re.sub(r"\D", "", n)) for n in _NUMBER.findall(_ANCHOR.sub("", text)))


def _english_rule_files() -> list[Path]:
    return sorted((RULES / "en").glob("*.md"))


def test_every_rule_text_is_translated_with_the_same_sections(code: str) -> None:
    english = _english_rule_files()
    assert english, "resources/rules/en has the rule texts"
    for en in english:
        translated = RULES / code / en.name
        assert translated.is_file(), translated
        text = translated.read_text(encoding="utf-8")
        source = en.read_text(encoding="utf-8")
        # The Rules view finds sections by anchor: same anchors, same order.
        assert _ANCHOR.findall(text) == _ANCHOR.findall(source), en.name
        # Every number carries over (points, han, fu, tiles), whatever the digit grouping.
        assert _numbers(text) == _numbers(source), en.name
        # Tables keep their shape.
        assert text.count("|") == source.count("|"), en.name


def test_no_stray_rule_texts(code: str) -> None:
    names = {p.name for p in _english_rule_files()}
    assert {p.name for p in (RULES / code).glob("*.md")} <= names


def test_rule_texts_are_in_the_right_alphabet() -> None:
    for path in sorted((RULES / "uk").glob("*.md")):
        assert not re.search("[ыэъёЫЭЪЁ]", path.read_text(encoding="utf-8")), path.name
        assert "ріїчі" not in path.read_text(encoding="utf-8").lower()
    for path in sorted((RULES / "ru").glob("*.md")):
        assert not re.search("[іїєґІЇЄҐ]", path.read_text(encoding="utf-8")), path.name


# --- numbers never break across lines ---

#: A number whose digit groups are parted by a breaking space: "20 000", "12" + line break +
#: "000" in a rule text (joined into one paragraph), "x 500" (the x,500 of a rounding rule). In
#: Russian and Ukrainian the groups are parted by a no-break space, U+00A0 (or the narrow one,
#: U+202F), so that "20 000" never wraps after "20".
_SPLIT_NUMBER = re.compile(r"(?:\d+|\bx)[^\S\u00a0\u202f]+\d{3}(?!\d)")


def _split_numbers(text: str) -> list[str]:
    return [m.group(0) for m in _SPLIT_NUMBER.finditer(text)]


def test_no_translated_text_splits_a_number_with_a_plain_space(code: str) -> None:
    bad = [
        (m.source, t, _split_numbers(t))
        for m in _messages(code)
        for t in m.translations
        if _split_numbers(t)
    ]
    for path in sorted((RULES / code).glob("*.md")):
        found = _split_numbers(path.read_text(encoding="utf-8"))
        if found:
            bad.append((str(path.relative_to(ROOT)), "", found))
    assert bad == []


def test_resources_split_no_number_with_a_plain_space() -> None:
    # the data files that hold texts in every language (search aliases, example hands)
    for path in (RULES / "topics.json", ROOT / "resources" / "examples.json"):
        assert _split_numbers(path.read_text(encoding="utf-8")) == [], path.name


def test_the_split_number_check_finds_a_plain_space_and_not_a_no_break_one(qapp: Any) -> None:
    from PySide6.QtCore import QLocale

    assert _split_numbers("штраф 20 000 очков") == ["20 000"]
    assert _split_numbers("x 500 вниз") == ["x 500"]
    assert _split_numbers("до 12\n000") == ["12\n000"]
    assert _split_numbers("20\u00a0000, 20\u202f000, 13 тайлів, 1 2, 2 1000") == []
    # the app's own numbers (labels.points_text) are grouped so in these languages
    for language in ("ru", "uk"):
        assert QLocale(language).toString(20000) == "20\u00a0000"


# --- the update script's own machinery ---


def test_wrapper_calls_are_found(tmp_path: Path) -> None:
    module = tmp_path / "view.py"
    module.write_text(
        """from PySide6.QtCore import QCoreApplication
CONTEXT = "Palette"
def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)
def label(count: int, name: str) -> list[str]:
    return [_tr("Add"), _tr("%n left", count), _tr(name)]
""",
        encoding="utf-8",
    )
    found = ut.wrapped_messages(module)
    # Literal calls only: a variable (name) cannot be extracted.
    assert [(m.context, m.source, m.plural) for m in found] == [
        ("Palette", "Add", False),
        ("Palette", "%n left", True),
    ]
    assert ut.plural_calls([module]) == {("Palette", "%n left")}


def test_engine_notes_are_declared() -> None:
    from engine.rulesets import PRESETS

    declared = {m.source for m in ut.engine_notes()}
    assert {note for p in PRESETS.values() for _, note in p.assumed} == declared


def test_plural_messages_survive_a_lupdate_that_flattens_them(tmp_path: Path) -> None:
    # lupdate 6.11 rewrites translate(ctx, "%n han", None, n) as a singular message; the
    # script puts the plural forms back as they were before the run.
    ts = tmp_path / "referee_uk.ts"
    header = (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="uk_UA">'
    )
    ts.write_text(
        header
        + """<context><name>labels</name>
<message numerus="yes"><source>%n han</source><translation>
<numerusform>%n хан</numerusform><numerusform>%n хани</numerusform>
<numerusform>%n ханів</numerusform></translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    before = ut._numerus_translations(ts)
    ts.write_text(
        header
        + """<context><name>labels</name>
<message><source>%n han</source><translation type="unfinished">%n хан</translation></message>
</context></TS>""",
        encoding="utf-8",
    )
    ut._restore_plurals(ts, {("labels", "%n han")}, before)
    (message,) = ut.read_ts(ts)
    assert message.numerus and message.kind == ""
    assert message.translations == ("%n хан", "%n хани", "%n ханів")


def test_committed_qm_files_are_what_the_ts_files_compile_to() -> None:
    # The .qm files are committed so that `pip install .` ships every language; they must not
    # lag behind the .ts sources (CI's --check runs the same comparison).
    assert ut.stale_qm() == []


def test_english_plural_forms(qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    assert ut.compile_all(tmp_path) == []
    translator = QTranslator()
    assert translator.load(str(tmp_path / "referee_en.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        tr = QCoreApplication.translate
        # English is the source language, but "%n tiles" needs its singular: 1 tile, 2 tiles.
        # ... and never breaks from its number: a no-break space
        assert tr("labels", "%n tiles", None, 1) == "1\xa0tile"
        assert tr("labels", "%n tiles", None, 2) == "2\xa0tiles"
        assert tr("labels", "%n han", None, 3) == "3\xa0han"
        assert tr("labels", "%n fu", None, 30) == "30\xa0fu"
        assert tr("BreakdownView", "%n more tile(s) needed", None, 1) == "1 more tile needed"
        assert tr("BreakdownView", "%n more tile(s) needed", None, 3) == "3 more tiles needed"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_every_plural_message_has_english_forms() -> None:
    for (_context, source), _forms in ut._numerus_translations(ut.ts_path("ru")).items():
        assert source in ut.EN_PLURALS, source
