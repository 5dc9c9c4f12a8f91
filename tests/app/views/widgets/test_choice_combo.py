"""The ruleset, language and player lists: a choice changes only by a visible, deliberate pick.

An open list takes no typed search (notation typed into it after a missed Ctrl+L picked
"Mahjong Soul" with its "m" and the hand's space), and it opens as a plain list below its box,
never centred on the current entry (where a click one row off picks the neighbour).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QWidget
from pytestqt.qtbot import QtBot

from referee_app.views.widgets.choice_combo import ChoiceComboBox
from referee_app.views.widgets.eliding_combo import ElidingComboBox

ITEMS = ["EMA 2025", "EMA 2016", "WRC 2025", "Tenhou", "Mahjong Soul", "RRC"]
_KEPT: list[QWidget] = []  # the host lives as long as the test

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


@pytest.fixture(autouse=True)
def _release_hosts() -> Iterator[None]:
    yield
    _KEPT.clear()


def _combo(qtbot: QtBot, kind: type[QComboBox]) -> QComboBox:
    host = QWidget()
    _KEPT.append(host)
    combo = kind(host)
    combo.addItems(ITEMS)
    host.resize(300, 200)
    host.show()
    qtbot.waitExposed(host)
    return combo


@pytest.mark.parametrize("kind", [ChoiceComboBox, ElidingComboBox])
def test_typed_notation_in_an_open_list_picks_nothing(qtbot: QtBot, kind: type[QComboBox]) -> None:
    combo = _combo(qtbot, kind)
    picked: list[int] = []
    combo.activated.connect(picked.append)
    combo.setFocus()
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    qtbot.keyClicks(view, "123m456p789s1122z 2z")
    # no search moved the highlight to "Mahjong Soul", and Space picked nothing
    assert view.currentIndex().row() == 0
    assert picked == [] and combo.currentIndex() == 0
    # the arrows show the highlight moving; Enter picks what they show
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert picked == [1] and combo.currentText() == "EMA 2016"


@pytest.mark.parametrize("kind", [ChoiceComboBox, ElidingComboBox])
def test_the_list_opens_below_the_box_not_over_the_current_entry(
    qtbot: QtBot, kind: type[QComboBox]
) -> None:
    combo = _combo(qtbot, kind)
    combo.setCurrentIndex(3)
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    # the style's "popup" list is the one laid over the box at the current entry (Fusion, on
    # Linux, lays it so for every combo box that cannot be typed into): never here
    assert "combobox-popup: 0" in combo.styleSheet()
    assert not combo.style().styleHint(QStyle.StyleHint.SH_ComboBox_Popup, option, combo)
    combo.showPopup()
    popup = combo.view().window()
    qtbot.waitUntil(popup.isVisible)
    below = combo.mapToGlobal(combo.rect().bottomLeft()).y()
    assert popup.geometry().top() >= below - 1
    combo.hidePopup()
