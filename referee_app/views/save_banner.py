"""The banner that says, until it is fixed, that the work is not being saved.

A failed autosave used to be a passing status-bar line: crash protection could be off without
the referee knowing. `SaveProblemBanner` is a fixed bar at the top of the main window, shown
from the first failure until a save of every failing kind succeeds again; what was entered
stays in the window meanwhile. The reason is shown as plain text (it may quote a file name).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QToolBar, QWidget

from referee_app.support.compat import override
from referee_app.text.placeholders import fill


class SaveProblemBanner(QToolBar):
    """A non-movable bar: a warning with the reason, and a button to try Save as."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("save_problem_banner")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not offered in the window's context menu
        self.setStyleSheet("QToolBar#save_problem_banner { background: #fde2e1; }")
        self.label = QLabel(self)
        self.label.setObjectName("save_problem_text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.save_as_button = QPushButton(self)
        self.save_as_button.setObjectName("save_problem_save_as")
        self.addWidget(self.label)
        self.addWidget(self.save_as_button)
        self.reason = ""
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        self.label.setText(
            fill(
                self.tr(
                    "Your work is not being saved automatically: %1. What you entered stays in "
                    "this window, but a crash now would lose it. Correct the problem or save "
                    "it to a file."
                ),
                self.reason,
            )
        )
        self.save_as_button.setText(self.tr("Save as…"))

    def show_problem(self, reason: str) -> None:
        self.reason = reason
        self.retranslate_ui()
        self.show()

    def clear_problem(self) -> None:
        self.reason = ""
        self.hide()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["SaveProblemBanner"]
