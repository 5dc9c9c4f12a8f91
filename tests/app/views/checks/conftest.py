"""The main window as the app builds it (the fixture of the window-wide language tests)."""

from tests.app.views.test_views_i18n import window

__all__ = ["window"]
