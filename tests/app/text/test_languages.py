"""Every language the app offers is complete in each place a language lives.

The one list is `referee_app.text.i18n.LANGUAGES`; adding a language there without the rest
fails here, naming what is missing (see docs/architecture.md, "Add a language").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee_app.text.i18n import DEFAULT_LANGUAGE, LANGUAGES
from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[3]
TRANSLATED = [code for code, _ in LANGUAGES if code != DEFAULT_LANGUAGE]


def test_the_translation_script_knows_every_language() -> None:
    script = load_script("scripts/update_translations.py")
    assert sorted(script.LANGUAGES) == sorted(TRANSLATED)  # type: ignore[attr-defined]
    assert sorted(script.NUMERUS_FORMS) == sorted(TRANSLATED)  # type: ignore[attr-defined]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_has_its_sources_and_compiled_translation(code: str) -> None:
    assert (ROOT / "translations" / f"referee_{code}.ts").is_file()
    assert (ROOT / "resources" / "translations" / f"referee_{code}.qm").is_file()


@pytest.mark.parametrize("code", [code for code, _ in LANGUAGES])
def test_each_language_has_every_rule_text(code: str) -> None:
    english = {p.name for p in (ROOT / "resources" / "rules" / "en").glob("*.md")}
    assert english, "no English rule texts"
    assert {p.name for p in (ROOT / "resources" / "rules" / code).glob("*.md")} == english


def test_the_frozen_app_keeps_qts_own_translation_of_every_language() -> None:
    spec = (ROOT / "packaging" / "referee.spec").read_text(encoding="utf-8")
    kept = re.search(r"return match\.group\(1\) in \{([^}]*)\}", spec)
    assert kept is not None
    assert sorted(re.findall(r'"([a-z]+)"', kept.group(1))) == sorted(TRANSLATED)
