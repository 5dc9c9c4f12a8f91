"""Fixtures of the Checks tab's tests: the main window as the app builds it (for the
window-wide language tests) and the tab on its own."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from referee_app.core.context import AppContext
from referee_app.views.checks.checks_view import ChecksView
from tests.app.views.test_views_i18n import window

__all__ = ["view", "window"]


@pytest.fixture
def view(qtbot: QtBot, context: AppContext) -> ChecksView:
    """The Checks tab alone, shown at 1024 x 740 (the room it has in a 1024 x 768 window)."""
    widget = ChecksView(context)
    qtbot.addWidget(widget)
    widget.resize(1024, 740)
    widget.show()
    qtbot.waitExposed(widget)
    return widget
