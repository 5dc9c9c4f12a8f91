"""The one way a widget follows a language switch.

A widget builds its children once and sets every visible string in `retranslate_ui()`. Mixing
in `Retranslating` (first among the bases: ``class RulesView(Retranslating, QWidget)``) runs
`retranslate_ui()` again whenever Qt sends the widget a `LanguageChange` event, which it does
to every widget when the language manager installs a new translator.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent

from referee_app.support.compat import override

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _Base = QWidget
else:
    _Base = object

__all__ = ["Retranslating"]


class Retranslating(_Base):
    """Runs `retranslate_ui()` on every `LanguageChange`."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
