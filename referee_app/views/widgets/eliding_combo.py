"""A combo box whose box cuts a text too long for it with "…" (its list shows every item whole).

Qt's own box clips such a text at the edge, mid-letter: a Russian seat "Игрок 2 (Юг)" in the
Table tab's narrow pao box read "Игрок 2 (Ю" at 1024 px.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

from referee_app.views.widgets.choice_combo import plain_list

__all__ = ["ElidingComboBox"]


class ElidingComboBox(QComboBox):
    """A `QComboBox` that draws its current text elided to the room its box has; its list
    opens below it and takes no typed search (a player list: `plain_list`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain_list(self)

    def _option(self) -> QStyleOptionComboBox:
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        return option

    def shown_text(self) -> str:
        """The current text as the box draws it: whole when it fits, else cut with "…"."""
        option = self._option()
        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, room.width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.isEditable():
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = self._option()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
