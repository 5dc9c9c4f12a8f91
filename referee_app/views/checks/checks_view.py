"""The Checks tab: one page per ruling beyond a hand's value (furiten, closed kan after riichi,
tenpai at an exhaustive draw, swap-calling, nine terminals and honours).

Alt+1 … Alt+5 (or Ctrl+Tab inside the tab) choose the page; each page's keys are in its help.
`rule_requested(topic)` comes from every page; a check shown or saved is a ruling each page's
model (`CheckState`) emits.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from referee_app.core.check_state import CheckKind
from referee_app.text.check_text import check_title
from referee_app.text.placeholders import fill
from referee_app.views.checks.check_page import CheckPage
from referee_app.views.checks.draw_tenpai_page import DrawTenpaiPage
from referee_app.views.checks.furiten_page import FuritenPage
from referee_app.views.checks.kan_page import KanPage
from referee_app.views.checks.kuikae_page import KuikaePage
from referee_app.views.checks.kyuushu_page import KyuushuPage
from referee_app.views.widgets.retranslate import Retranslating

__all__ = ["PAGES", "ChecksView"]

translate = QCoreApplication.translate

#: The page of every check (`core.check_state.CHECKS`), in the tab's order.
PAGES: tuple[type[CheckPage], ...] = (
    FuritenPage,
    KanPage,
    DrawTenpaiPage,
    KuikaePage,
    KyuushuPage,
)


class ChecksView(Retranslating, QWidget):
    """The five check pages in inner tabs."""

    rule_requested = Signal(str)

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.pages: dict[CheckKind, CheckPage] = {}
        self.tabs = QTabWidget(self)
        for cls in PAGES:
            page = cls(context, self.tabs)
            page.rule_requested.connect(self.rule_requested)
            self.pages[cls.KIND] = page
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(lambda _i: self.focus_page())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)
        for index in range(self.tabs.count()):
            action = QAction(self)
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False, i=index: self.tabs.setCurrentIndex(i))
            self.addAction(action)
        self.retranslate_ui()

    def page(self, kind: CheckKind | str) -> CheckPage:
        return self.pages[CheckKind(kind)]

    def current_page(self) -> CheckPage:
        page = self.tabs.currentWidget()
        assert isinstance(page, CheckPage)
        return page

    def show_page(self, kind: CheckKind | str) -> CheckPage:
        page = self.page(kind)
        self.tabs.setCurrentWidget(page)
        return page

    def focus_page(self) -> None:
        """The keyboard goes to the current page's notation field."""
        self.current_page().notation.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_to_table(self) -> None:
        self.current_page().show_to_table()

    def load_check(self, check: dict[str, Any]) -> None:
        """Show a check case file's page with its inputs (`ValueError` on bad input)."""
        kind = check.get("kind")
        if kind not in [str(k) for k in CheckKind]:
            raise ValueError(f"Unknown check {kind!r}.")
        page = self.page(str(kind))
        page.state.load_dict(check)
        self.tabs.setCurrentWidget(page)

    def retranslate_ui(self) -> None:
        for index, kind in enumerate(self.pages):
            self.tabs.setTabText(index, check_title(str(kind)))
            self.tabs.setTabToolTip(
                index,
                fill(
                    translate("ChecksView", "%1 (Alt+%2)"), check_title(str(kind)), str(index + 1)
                ),
            )
