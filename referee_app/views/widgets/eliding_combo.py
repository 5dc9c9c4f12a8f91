"""A combo box whose box cuts a text too long for it with "…" (its list shows every item whole).

Qt's own box clips such a text at the edge, mid-letter: a Russian seat "Игрок 2 (Юг)" in the
Table tab's narrow pao box read "Игрок 2 (Ю" at 1024 px.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

from referee_app.views.widgets.choice_combo import plain_list

__all__ = ["ElidingComboBox", "elide_keeping_wind", "elide_name_first"]

#: "Name (Wind)", as the Table tab writes a player at the table
_NAME_AND_WIND = re.compile(r"(?P<name>.+)(?P<wind> \([^()]+\))")


def elide_keeping_wind(
    metrics: QFontMetrics,
    text: str,
    width: int,
    fallback: Qt.TextElideMode = Qt.TextElideMode.ElideRight,
) -> str:
    """`text` cut with "…" to `width`; of "Name (Wind)" only the name is cut (in its middle),
    the wind, which tells the seats apart, stays whole ("Гра…ць 2 (Південь)", "G… (North)", or
    the wind alone, "Південь", where even "…" has no room beside it); any other text is cut as
    `fallback` says."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    match = _NAME_AND_WIND.fullmatch(text)
    if match is not None:
        room = width - metrics.horizontalAdvance(match["wind"])
        name = match["name"]
        if room >= metrics.horizontalAdvance("…"):  # the wind whole, the name as it fits
            mode = Qt.TextElideMode.ElideMiddle
            if room < metrics.horizontalAdvance("M…M"):  # room for a letter only: its first
                mode = Qt.TextElideMode.ElideRight
            return (metrics.elidedText(name, mode, room) or "…") + match["wind"]
        wind = match["wind"].strip()[1:-1]
        if metrics.horizontalAdvance(wind) <= width:  # the seat's wind alone tells it apart
            return wind
    return metrics.elidedText(text, fallback, width)


def elide_name_first(metrics: QFontMetrics, text: str, width: int) -> str:
    """`text` as a box of `width` shows the player it names: whole where it fits, else the name
    alone ("Gleb (North)" -> "Gleb": the box's list and its row say the seat), else the name cut
    in its middle with "…"; any other text cut at its end."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    match = _NAME_AND_WIND.fullmatch(text)
    if match is None:
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return metrics.elidedText(match["name"], Qt.TextElideMode.ElideMiddle, width)


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
        """The current text as the box draws it: whole when it fits, else a player's name
        without the wind, else cut with "…" (`elide_name_first`)."""
        option = self._option()
        room = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return elide_name_first(self.fontMetrics(), option.currentText, room.width())

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.isEditable():
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = self._option()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        option.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
