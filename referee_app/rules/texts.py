"""The rule documents: ``resources/rules/<lang>/<file>.md``, split into sections.

`rule_text(file, language)` falls back to English when the translation is missing; sections
start with a ``<!-- id: anchor -->`` line (`sections`, `section`).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path


def _rules_dir(language: str) -> Path:
    from referee_app.support.resources import rules_dir

    return rules_dir(language)


@cache
def rule_text(file: str, language: str) -> str:
    """The Markdown of ``rules/<language>/<file>.md``; English when the translation is missing."""
    for lang in (language, "en"):
        path = _rules_dir(lang) / f"{file}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


_ANCHOR = re.compile(r"^<!--\s*id:\s*([a-z0-9_]+)\s*-->\s*$", re.MULTILINE)


def sections(text: str) -> dict[str, str]:
    """The document split at ``<!-- id: x -->`` lines; text before the first goes to ``""``."""
    out: dict[str, str] = {}
    parts = _ANCHOR.split(text)
    out[""] = parts[0].strip()
    for i in range(1, len(parts) - 1, 2):
        out[parts[i]] = parts[i + 1].strip()
    return out


def section(file: str, anchor: str, language: str) -> str:
    """One section of a rule document, falling back to the English section when missing."""
    text = sections(rule_text(file, language)).get(anchor, "")
    if not text and language != "en":
        text = sections(rule_text(file, "en")).get(anchor, "")
    return text


__all__ = ["rule_text", "section", "sections"]
