"""The chombo entry's line on the offender's record this session.

For the offender and the offence chosen in the Table tab's chombo form: how often that player
already committed the offence in this session (the session's ruling log, through the table's
model: `TableState.earlier_offences`) and what this one costs (the engine's `next_penalty`
answer, marked where it rests on an assumed value or an assumed ladder). With no offence named:
how many offences the player has on the log this session. It follows the two boxes, the names
at the table and the log as they change; it decides no rule and reads no file.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from referee_app.core.table_state import TableState
from referee_app.text import penalty_words
from referee_app.text.table_words import TableWords
from referee_app.views.widgets.plain_text import plain_tip

__all__ = ["OffenceHistory"]


class OffenceHistory(QLabel):
    """A line such as “Anna — Earlier this session: 1. Next: 40,000 (after uma)”."""

    def __init__(
        self,
        state: TableState,
        offender: QComboBox,
        offence: QComboBox,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("offence_history")
        self.setWordWrap(True)
        self.state = state
        self.offender = offender
        self.offence = offence
        for combo in (offender, offence):
            combo.currentIndexChanged.connect(self.refresh)
        state.changed.connect(self.refresh)
        state.offences_changed.connect(self.refresh)

    def refresh(self) -> None:
        seat = self.offender.currentData()
        if not isinstance(seat, int):
            self.setText("")
            self.setToolTip("")
            return
        name = TableWords.of(self.state).name(seat)
        offence = self.offence.currentData()
        if not isinstance(offence, str) or not offence:
            total = sum(self.state.earlier_offences(seat).values())
            self.setText(penalty_words.player_total_text(name, total))
            self.setToolTip("")
            return
        answer = self.state.next_penalty(seat, offence)
        self.setText(penalty_words.player_next_text(name, answer))
        self.setToolTip(plain_tip("\n".join(penalty_words.next_notes(self.state.ruleset, answer))))
