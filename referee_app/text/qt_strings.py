"""Qt's own strings that Qt's Russian and Ukrainian translations (``qtbase_ru.qm``,
``qtbase_uk.qm`` shipped with PySide6) leave in English, translated in our ``.ts`` files
under Qt's own context names.

Qt 6 changed the file dialog's labels to carry mnemonics ("&Look in:", "Files of &type:") and
moved the file types to `QAbstractFileIconProvider`; the ``qtbase`` translations still hold the
old sources, so Qt's file dialog showed "Look in:", "Files of type:" and "Folder" in English.
Our translator is installed after Qt's, so Qt finds these first. Nothing here is called: the
list exists for ``scripts/update_translations.py`` (lupdate reads `QT_TRANSLATE_NOOP`) and for
the test that every one of them is translated.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: (context, English source) of each string Qt asks its translators for.
QT_STRINGS: tuple[tuple[str, object], ...] = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut")),
)

__all__ = ["QT_STRINGS"]
