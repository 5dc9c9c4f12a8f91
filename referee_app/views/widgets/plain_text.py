"""Names, notes and file names are shown as plain text, never as markup.

Qt shows a label's or a tool tip's text as rich text when it merely looks like HTML
(`Qt.mightBeRichText`), so a player called ``<img src=...>`` in a table file could draw into
the window. `plain_labels` fixes every label of a view that was left on automatic detection to
plain text (labels that really show markup set ``RichText`` explicitly and are left alone);
`plain_tip` makes a tool tip that shows user text safe; `plain_box` makes a message box show
its texts (a file's name, a refusal quoting the file, an OS error) as written, and
`warning`/`question` are the plain-text forms of Qt's static message boxes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt  # Qt.mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def _might_be_rich(text: str) -> bool:
    return bool(GuiQt.mightBeRichText(text))


def plain_labels(root: QWidget) -> int:
    """Every `QLabel` under `root` (itself included) still on ``AutoText``: ``PlainText``.
    Returns how many were changed. Call it once the view's children are built."""
    labels = root.findChildren(QLabel)
    if isinstance(root, QLabel):
        labels.append(root)
    changed = 0
    for label in labels:
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)
            changed += 1
    return changed


def plain_tip(text: str) -> str:
    """A tool tip showing `text` as written: escaped into a paragraph when Qt would otherwise
    read it as markup (line breaks kept), unchanged otherwise."""
    if not _might_be_rich(text):
        return text
    import html  # on use: most tips are not markup

    body = "<br>".join(html.escape(line) for line in text.split("\n"))
    return f"<p style='white-space:pre-wrap'>{body}</p>"


def plain_box(box: QMessageBox) -> QMessageBox:
    """`box` with its text, informative text and every other label shown as plain text
    (call it once its texts are set; returns it)."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for label in box.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    return box


def _run(box: QMessageBox) -> int:
    try:
        return box.exec()
    finally:
        box.deleteLater()


def warning(parent: QWidget | None, title: str, text: str) -> None:
    """`QMessageBox.warning` showing `text` as written, never as markup."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    _run(plain_box(box))


def question(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton,
    default: QMessageBox.StandardButton,
) -> QMessageBox.StandardButton:
    """`QMessageBox.question` showing `text` as written, never as markup; the button chosen
    (Esc: the escape button Qt picks, as for the static function)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, buttons, parent)
    box.setDefaultButton(default)
    return QMessageBox.StandardButton(_run(plain_box(box)))


def shown_text(tip: str) -> str:
    """What a tool tip made by `plain_tip` shows (for tests)."""
    if not _might_be_rich(tip):
        return tip
    return QTextDocumentFragment.fromHtml(tip).toPlainText()


__all__ = ["plain_box", "plain_labels", "plain_tip", "question", "shown_text", "warning"]
