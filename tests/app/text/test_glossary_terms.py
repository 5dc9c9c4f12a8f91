"""Every glossary term in its one form (issue 25): the translations and the rule texts hold
none of the forms the glossary's "One form" table says are never written.

The table is read from `translations/glossary.md` itself, so a decision recorded there is
checked from then on; each row says what to write instead and why.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = ROOT / "translations" / "glossary.md"


def never_forms() -> dict[str, list[str]]:
    """``{"ru": [regex, ...], "uk": [...]}`` from the glossary's "One form" table."""
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split("## One form: what is never written", 1)[1]
    forms: dict[str, list[str]] = {"ru": [], "uk": []}
    for line in section.splitlines():
        # | lang | `regex` | write | why |   (a \| inside the regex is an escaped pipe)
        match = re.match(r"\|\s*(ru|uk)\s*\|\s*`(.+?)`\s*\|", line)
        if match:
            forms[match.group(1)].append(match.group(2).replace("\\|", "|"))
    return forms


def _translations(lang: str) -> list[tuple[str, str]]:
    tree = ET.parse(ROOT / "translations" / f"referee_{lang}.ts")
    out = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        out += [(source, form) for form in forms]
    return out


def _rule_texts(lang: str) -> list[tuple[str, str]]:
    return [
        (path.name, line)
        for path in sorted((ROOT / "resources" / "rules" / lang).glob("*.md"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


def test_the_glossary_table_is_read() -> None:
    forms = never_forms()
    assert len(forms["ru"]) >= 10 and len(forms["uk"]) >= 10
    for patterns in forms.values():
        for pattern in patterns:
            re.compile(pattern)


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_translations_and_rule_texts_use_the_one_form(lang: str) -> None:
    found = [
        (pattern, where, text)
        for pattern in never_forms()[lang]
        for where, text in _translations(lang) + _rule_texts(lang)
        if re.search(pattern, text, flags=re.IGNORECASE)
    ]
    assert found == []


def test_the_check_finds_a_form_the_glossary_forbids() -> None:
    ru = never_forms()["ru"]
    assert any(re.search(p, "Выигрышный тайл", flags=re.IGNORECASE) for p in ru)
    uk = never_forms()["uk"]
    assert any(re.search(p, "виграш по рону", flags=re.IGNORECASE) for p in uk)
    assert any(re.search(p, "п'ятірка", flags=re.IGNORECASE) for p in uk)
    # Ukrainian sources write the Russian «ши» (glossary: Дайсуши, Шосуши)
    assert any(re.search(p, "наприклад, дайсуші", flags=re.IGNORECASE) for p in uk)
    assert any(re.search(p, "Шосуші", flags=re.IGNORECASE) for p in uk)
    # an example of the Ukrainian name in a Russian sentence is the glossary's too
    assert any(re.search(p, "украинское название (піньфу)", flags=re.IGNORECASE) for p in ru)
