"""A spin box that writes its number as the interface language does.

Qt gives a widget the default locale of the moment it was made, and a later language switch
does not change it; this box takes the current language's locale on every `LanguageChange`,
groups the digits ("20 000" with a no-break space in Russian and Ukrainian, "20,000" in
English) and shows a negative number with the true minus sign ("−5 000"), as every other
number of the interface (`text.formats`). Typing a hyphen still enters a negative number.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

from referee_app.support.compat import override
from referee_app.text import formats


class LocaleSpinBox(QSpinBox):
    """`QSpinBox` with the language's digit grouping and the true minus sign."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setGroupSeparatorShown(True)
        self.follow_language()

    def follow_language(self) -> None:
        """Take the current language's number format and show the value in it."""
        self.setLocale(formats.current_locale())
        self.lineEdit().setText(self.textFromValue(self.value()))

    @override
    def textFromValue(self, val: int) -> str:
        return formats.integer(val)

    @override
    def valueFromText(self, text: str) -> int:
        return int(super().valueFromText(_plain(text)))

    @override
    def validate(self, input: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, text, new_pos = super().validate(_plain(input), pos)
        if state == QValidator.State.Acceptable:
            return state, input, pos  # keep what is shown ("−5 000") as it is
        return state, text, new_pos

    @override
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.follow_language()


def _plain(text: str) -> str:
    """The text with the true minus as the hyphen Qt's parser reads."""
    return text.replace(formats.MINUS, "-")


__all__ = ["LocaleSpinBox"]
