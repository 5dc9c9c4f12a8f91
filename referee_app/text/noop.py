"""`QT_TRANSLATE_NOOP`: marks a string for translation where it is declared, in a table.

lupdate finds calls of this name with a literal context and string; the table keeps the English
source, and the code translates it when it shows it (``QCoreApplication.translate(context,
source)``), so the words follow the language installed at that moment. PySide6's own
`QT_TRANSLATE_NOOP` is typed as returning `object`; this one keeps `str`.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark `source` for lupdate (which finds this name in the code) and return it unchanged."""
    del context
    return source
