"""Russian and Ukrainian say everything in their own words (issue 16.14).

Every translation in `translations/referee_{ru,uk}.ts` is read with its placeholders, markup and
examples of the tile notation taken out; what is left holds no Latin-script word outside the
allow-list: the romaji the glossary keeps, ruleset and document abbreviations, proper names of
rulesets and sources, key names, file formats and the words of the file and notation formats a
user types (they are shown as they must be typed).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from engine.rulesets import PRESETS
from referee_app.text import labels

ROOT = Path(__file__).resolve().parents[3]

ALLOWED = frozenset(
    {
        # rulesets, their documents and sources (proper names and abbreviations)
        "EMA", "WRC", "RRC", "BR", "TR", "RG", "TO", "VA", "Tenhou", "Mahjong", "Soul",
        "Galaxy", "Open", "ooyamaneko", "net", "riichi", "wiki",
        # keys
        "Ctrl", "Shift", "Alt", "Enter", "Esc", "Backspace", "Tab", "F11", "F2", "Ins", "Del",
        # file formats and the app's own technical names
        "JSON", "json", "CSV", "csv", "PDF", "pdf", "PNG", "png", "UTF-8", "UTF", "Python", "Qt",
        # what a user types: notation (suits m p s z, calls), file fields and values
        "chi", "pon", "kan", "ankan", "shouminkan", "dora", "ura", "ron", "tsumo",
        "true", "false", "base",
        # a version: "v1.5"
        "v1",
        # romaji search examples (the search takes romaji)
        "pinfu", "kuikae",
        # "x 500": times
        "x",
    }
)  # fmt: skip

#: contexts whose "translations" are patterns, never shown: ``Formats`` holds the date's
#: `QDateTime.toString` pattern ("dd.MM.yyyy HH:mm"), whose letters are Qt's format codes
PATTERN_CONTEXTS = frozenset({"Formats"})

#: one letter: a key (A, C, P…), a suit (m, p, s, z) or a wind code (E, S, W, N)
ONE_LETTER = re.compile(r"^[A-Za-z]$")


def _texts(lang: str) -> Iterator[tuple[str, str, str]]:
    tree = ET.parse(ROOT / "translations" / f"referee_{lang}.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [
                translation.text or ""
            ]
            for form in forms:
                yield name, source, form


def latin_words(text: str) -> list[str]:
    text = re.sub(r"<[^>]+>|%\w+|%\d|\{[a-z_]+\}|&\w+;|&(?=\w)", "", text)
    text = re.sub(r"\b[0-9][0-9mpsz]*[mpsz]\b", "", text)  # tile notation: 123m456p, 1z
    words = re.findall(r"[A-Za-z][A-Za-z0-9-]*", text)
    return [w for w in words if w not in ALLOWED and not ONE_LETTER.match(w)]


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_latin_words_in_russian_and_ukrainian_messages(lang: str) -> None:
    found = [
        (context, source, words)
        for context, source, text in _texts(lang)
        if context not in PATTERN_CONTEXTS and (words := latin_words(text))
    ]
    assert found == []


def test_the_check_finds_english_left_in_a_translation() -> None:
    assert latin_words("Рон · Ветер места: Юг · Riichi · Хонба: 0") == ["Riichi"]
    assert latin_words("Наберите 123m456p и нажмите Enter (Ctrl+L)") == []


@pytest.fixture(params=["ru", "uk"])
def translated(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    code: str = request.param
    translator = QTranslator()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    locale = QLocale()
    QLocale.setDefault(QLocale(code))
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


def test_composed_texts_are_in_the_language_too(translated: str) -> None:
    # the report's situation line said «Рон · … · Riichi · Хонба»; RRC's name was English;
    # the Pao page listed the yakuman in romaji only
    assert latin_words(labels.situation_flag_label("riichi")) == [], translated
    assert latin_words(labels.situation_flag_label("double_riichi")) == [], translated
    for preset in PRESETS.values():
        assert latin_words(labels.ruleset_name(preset)) == [], (translated, preset.id)
    pao = labels.rule_value_label("pao_yaku", PRESETS["rrc"].pao_yaku)
    assert "Дайсанген" in pao and "Daisangen" in pao  # romaji with the local name beside it


def test_russian_writes_e_for_yo_everywhere() -> None:
    # Issue 16.13: «Подсчет», «Расчет» beside «счёт»: the glossary (and RRC) write е.
    with_yo = [text for _c, _s, text in _texts("ru") if re.search("[ёЁ]", text)]
    assert with_yo == []
    for path in sorted((ROOT / "resources" / "rules" / "ru").glob("*.md")):
        assert not re.search("[ёЁ]", path.read_text(encoding="utf-8")), path.name


@pytest.mark.parametrize(
    ("lang", "wrong"),
    [
        ("ru", r"нескольких рон\b|Несколько рон\b|по рон\b|очк\.|Вежливое указание|Сутя"),
        ("uk", r"Дзюнчан|Рямпейко|Сансьоку|Кокусі|\bТіхо\b|Сутя|[Сс]тавк[аиу] ріічі|Становище"),
        ("ru", r"Показать столу|^Дальше:|^Крупно$|^Сброс$"),
        ("uk", r"Показати столу|^Далі:|^Скинути$"),
    ],
)
def test_the_wordings_a_native_speaker_corrected_are_gone(lang: str, wrong: str) -> None:
    # Issue 16.13, 16.15, 16.16 (translations/glossary.md records each choice)
    found = [text for _c, _s, text in _texts(lang) if re.search(wrong, text)]
    assert found == []


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_latin_words_in_russian_and_ukrainian_rule_texts(lang: str) -> None:
    # Issue 25: the rule pages say everything in their language; what stays Latin is the
    # translations' allow-list (ruleset names and abbreviations), tile notation, and the
    # targets of links between pages ("topic:dead_hand"), which are never shown
    found = []
    for path in sorted((ROOT / "resources" / "rules" / lang).glob("*.md")):
        text = re.sub(r"<!--.*?-->|\(topic:[a-z_:]+\)", "", path.read_text(encoding="utf-8"))
        if words := latin_words(text):
            found.append((path.name, words))
    assert found == []
