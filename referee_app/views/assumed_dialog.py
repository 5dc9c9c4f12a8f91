"""The list behind the top bar's "N assumed" button: every rule value of the current ruleset
that was chosen rather than read in a rule text, what it decides, and why it was chosen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from engine.rulesets import Ruleset
from referee_app.text.labels import (
    rule_field_help,
    rule_field_label,
    rule_value_label,
    ruleset_assumed_note,
    ruleset_name,
)
from referee_app.text.placeholders import fill

__all__ = ["AssumedDialog", "assumed_lines"]


def assumed_lines(ruleset: Ruleset) -> list[str]:
    """One paragraph per assumed field: its name and value, what it changes, the note."""
    out = []
    for name in sorted(ruleset.assumed_fields):
        value = rule_value_label(name, getattr(ruleset, name, None))
        note = ruleset_assumed_note(ruleset, name) or ""
        changes = fill(
            QCoreApplication.translate("AssumedDialog", "What it changes: %1"),
            rule_field_help(name),
        )
        out.append("\n".join(t for t in (f"{rule_field_label(name)}: {value}", changes, note) if t))
    return out


class AssumedDialog(QDialog):
    """The assumed values of `ruleset`, as plain text (never read as markup)."""

    def __init__(self, ruleset: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(fill(self.tr("Assumed values: %1"), ruleset_name(ruleset)))
        layout = QVBoxLayout(self)
        count = len(ruleset.assumed_fields)
        self.intro = QLabel(
            "\n".join(
                (
                    self.tr(
                        "%n value(s) in this ruleset were chosen, not read in a rule text.",
                        "",
                        count,
                    ),
                    self.tr(
                        "Each changes the results below it; a number worked from one carries "
                        "a * mark. Confirm them with the organisers."
                    ),
                )
            ),
            self,
        )
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.intro)
        self.list = QLabel("\n\n".join(assumed_lines(ruleset)), self)
        self.list.setTextFormat(Qt.TextFormat.PlainText)
        self.list.setWordWrap(True)
        self.list.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.list.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.list)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 520)
