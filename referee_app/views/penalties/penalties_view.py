"""The Penalties tab: the selected ruleset's catalogue of infractions, and a chombo calculator.

The catalogue comes from the engine (`penalties` command: ids, consequence, points, when they
apply, certainty, source, and the ruleset's ladder for a repeated offence, shown beside each
offence that climbs it: `text.penalty_words`); every id is put into words by
`referee_app.text.labels`. Entries not confirmed by a rule text are coloured and say so. A
source is a citation (document keys such as "EMA16 §5.7", the same in every language) plus
notes given as ids and translated here; the
"Sources" button opens a legend naming each document the current catalogue cites. The
calculator settles a chombo for a chosen offender through the engine (`settle`, outcome
``chombo``) and shows who pays whom at the table, or the deduction from the offender's final
score.

The "Offences this session" box shows, for a player of the game at the table (or each of
them), the offences that player committed in this session, counted from the session's ruling
log through the table's model (`TableState.earlier_offences`, a resumed session's too), and
what the next one of each costs under the table's ruleset (the engine's `next_penalty`,
marked where the ladder or the amount is assumed).

Search finds an infraction by its name, kind and consequence in English, Russian and Ukrainian
at once (a Russian referee may run the app in English), by its citation, and by the terms a
referee says at the table (furiten, kuikae, dead hand...: `penalty_keywords`), ignoring case,
ё/е, і/и, apostrophes and hyphens. A search that finds nothing says so and offers to search the
Rules tab instead (`rules_search_requested`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import api
from engine.answers import PenaltiesAnswer, PenaltyEntry, SettleAnswer
from engine.ids import TransferReason
from referee_app.core.context import AppContext
from referee_app.core.table_state import TableState
from referee_app.rules.penalty_keywords import penalty_keywords
from referee_app.rules.rules_content import search_matches
from referee_app.support.compat import override
from referee_app.text import assumed_marks, formats, label_data, labels, penalty_words
from referee_app.text.i18n import names_in_all_languages
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords
from referee_app.views.widgets.plain_text import plain_labels, plain_tip
from referee_app.views.widgets.retranslate import Retranslating

COLUMNS = 6
CONSEQUENCE_COLUMN = 1
POINTS_COLUMN = 2
SOURCE_COLUMN = 5
CERTAINTY_COLOURS: dict[str, str] = {
    "primary": "",
    "secondary": "#fff6d0",
    "conflicting": "#ffe0c0",
    "unknown": "#f2e0f0",
}
ID_ROLE = Qt.ItemDataRole.UserRole


class PenaltiesView(Retranslating, QWidget):
    """Searchable penalty catalogue plus the chombo calculator, for the selected ruleset.

    `rules_search_requested(text)`: the user asked to look `text` up in the Rules tab (from
    the message shown when the search here finds nothing).
    """

    rules_search_requested = Signal(str)

    def __init__(
        self,
        context: AppContext,
        table_state: TableState | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.table_state = table_state
        self.entries: list[PenaltyEntry] = []
        self.answer: PenaltiesAnswer = {"ok": False}

        self.ruleset_label = QLabel(self)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        # Enter on a search that found nothing looks it up in the Rules tab
        self.search.returnPressed.connect(self._on_search_return)
        self.category = QComboBox(self)
        self.category.currentIndexChanged.connect(self._filter)
        self.category.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.legend_button = QPushButton(self)
        self.legend_button.setCheckable(True)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.legend.setVisible(False)
        self.legend_button.toggled.connect(self.legend.setVisible)
        self.table = QTableWidget(0, COLUMNS, self)
        # Tab leaves the table for the next control instead of walking its cells
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Every cell is readable whole without hovering: long texts wrap and each row is as
        # tall as its tallest cell; nothing is cut off with "…".
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        # a column made narrower wraps its texts again (the rows follow their contents)
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        header.setMinimumSectionSize(60)
        self.table.itemSelectionChanged.connect(self._show_details)
        self._sized_for = -1  # the table width the columns were last shared out for
        self.table.viewport().installEventFilter(self)
        self.details = QLabel(self)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # shown instead of the table when a search finds nothing
        self.empty_page = QWidget(self)
        self.empty_label = QLabel(self.empty_page)
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rules_button = QPushButton(self.empty_page)
        self.rules_button.clicked.connect(self._search_rules)
        empty_layout = QVBoxLayout(self.empty_page)
        empty_layout.addStretch(1)
        empty_layout.addWidget(self.empty_label)
        empty_layout.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignHCenter)
        empty_layout.addStretch(2)
        self.results = QStackedWidget(self)
        self.results.addWidget(self.table)
        self.results.addWidget(self.empty_page)

        self.calc_box = QGroupBox(self)
        self.offender_label = QLabel(self.calc_box)
        self.offender = QComboBox(self.calc_box)
        self.offender.currentIndexChanged.connect(self.refresh_calculator)
        # the seat names are refilled in each language: follow the longest
        self.offender.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.calc_result = QLabel(self.calc_box)
        self.calc_result.setWordWrap(True)
        self.calc_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        calc_layout = QVBoxLayout(self.calc_box)
        row = QHBoxLayout()
        row.addWidget(self.offender_label)
        row.addWidget(self.offender)
        row.addStretch(1)
        calc_layout.addLayout(row)
        calc_layout.addWidget(self.calc_result)

        # the players' offences this session and what the next one costs (the table's game)
        self.session_box = QGroupBox(self)
        self.session_box.setObjectName("session_offences")
        self.player_label = QLabel(self.session_box)
        self.player = QComboBox(self.session_box)
        self.player.setObjectName("session_player")
        self.player.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player.currentIndexChanged.connect(self.refresh_session)
        self.player_label.setBuddy(self.player)
        self.session_text = QLabel(self.session_box)
        self.session_text.setObjectName("session_text")
        self.session_text.setWordWrap(True)
        self.session_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        session_layout = QVBoxLayout(self.session_box)
        row = QHBoxLayout()
        row.addWidget(self.player_label)
        row.addWidget(self.player)
        row.addStretch(1)
        session_layout.addLayout(row)
        session_layout.addWidget(self.session_text)
        session_layout.addStretch(1)
        self.session_box.setVisible(table_state is not None)
        if table_state is not None:
            table_state.changed.connect(self.refresh_session)
            table_state.offences_changed.connect(self.refresh_session)

        top = QHBoxLayout()
        top.addWidget(self.ruleset_label)
        top.addStretch(1)
        top.addWidget(self.search, 2)
        top.addWidget(self.category, 1)
        top.addWidget(self.legend_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.legend)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.details)
        bottom = QHBoxLayout()
        bottom.addWidget(self.calc_box, 1)
        bottom.addWidget(self.session_box, 1)
        layout.addLayout(bottom)

        context.ruleset_changed.connect(self._on_ruleset_changed)
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()

    @override
    def sizeHint(self) -> QSize:
        return QSize(1024, 700)

    def retranslate_ui(self) -> None:
        self.search.setPlaceholderText(self.tr("Search infractions…"))
        self.search.setToolTip(
            self.tr(
                "Find an infraction by name, consequence, source or term, in English, Russian "
                "or Ukrainian (e.g. furiten, kuikae, dead hand)"
            )
        )
        self.rules_button.setToolTip(self.tr("Open the Rules tab and search it for these words"))
        self.category.setToolTip(self.tr("Show one kind of infraction"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Infraction"),
                self.tr("Consequence"),
                self.tr("Points"),
                self.tr("Applied"),
                self.tr("Certainty"),
                self.tr("Source"),
            ]
        )
        self.legend_button.setText(self.tr("Sources"))
        self.legend_button.setToolTip(
            self.tr("Show or hide what each source key in the Source column stands for")
        )
        self.calc_box.setTitle(self.tr("Chombo calculator"))
        self.offender_label.setText(self.tr("Offender"))
        self.offender.setToolTip(self.tr("The seat that committed the chombo (East deals)"))
        with_data = self.offender.currentIndex()
        self.offender.blockSignals(True)
        self.offender.clear()
        for seat, wind in enumerate(("E", "S", "W", "N")):
            text = labels.wind_label(wind)
            if seat == 0:
                text = fill(self.tr("%1 (dealer)"), text)
            self.offender.addItem(text, seat)
        self.offender.setCurrentIndex(max(0, with_data))
        self.offender.blockSignals(False)
        self.player_label.setText(self.tr("Player"))
        self.player.setToolTip(self.tr("A player of the game at the table, or all four"))
        self.reload()

    def _on_ruleset_changed(self, _ruleset: object) -> None:
        self.reload()

    # --- catalogue -------------------------------------------------------------------------

    def reload(self) -> None:
        """Ask the engine for the selected ruleset's catalogue and show it."""
        ruleset = self.context.ruleset
        self.ruleset_label.setText(fill(self.tr("Ruleset: %1"), labels.ruleset_name(ruleset)))
        self.answer = api.penalties({"ruleset": self.context.ruleset_json})
        if not self.answer.get("ok"):
            error = self.answer.get("error", {})
            self.entries = []
            self.note.setText(labels.error_label(str(error.get("code", "")), error.get("details")))
        else:
            self.entries = list(self.answer.get("penalties", []))
            if not self.answer.get("applicable", True):
                reason = str(self.answer.get("not_applicable_reason") or "")
                self.note.setText(labels.not_applicable_label(reason))
            else:
                note = self.tr(
                    "Coloured rows are not confirmed by a rule text: confirm them with the "
                    "organisers."
                )
                if any(assumed_marks.assumed_fields(e) for e in self.entries):
                    note += " " + fill(
                        self.tr(
                            "An amount marked %1 follows from an assumed rule value: its tool "
                            "tip and the line under the table say which."
                        ),
                        assumed_marks.MARK,
                    )
                if any(self.ladder_text(e) for e in self.entries):
                    note += " " + self.tr(
                        "An offence the same player repeats in this session costs more each "
                        "time, as its “Repeated” line says."
                    )
                self.note.setText(note)
        categories = sorted({str(e.get("category")) for e in self.entries})
        current = self.category.currentData()
        self.category.blockSignals(True)
        self.category.clear()
        self.category.addItem(self.tr("All kinds"), "")
        for c in categories:
            self.category.addItem(labels.penalty_category_label(c), c)
        self.category.setCurrentIndex(max(0, self.category.findData(current)))
        self.category.blockSignals(False)
        self._fill()
        self._fill_legend()
        self.refresh_calculator()
        self.refresh_session()

    def points_text(self, entry: PenaltyEntry) -> str:
        """The Points cell: "40,000* (twice the uma step)"; an amount worked from an assumed
        rule value carries the mark (`assumed_notes` say which)."""
        return assumed_marks.entry_amount(entry) or "—"

    def assumed_notes(self, entry: PenaltyEntry) -> list[str]:
        """One line per assumed rule value the entry's amount was worked from."""
        return assumed_marks.notes(self.context.ruleset, entry) if entry.get("points") else []

    def _consequence_text(self, entry: PenaltyEntry) -> str:
        text = labels.penalty_consequence_label(str(entry.get("consequence")))
        minimum = entry.get("minimum")
        if minimum:
            text += " " + fill(
                self.tr("(at least: %1)"),
                formats.inline(labels.penalty_consequence_label(str(minimum))),
            )
        return text

    def ladder_text(self, entry: PenaltyEntry) -> str:
        """How a repeat of the entry's offence by the same player escalates in this session
        ("Repeated: 2,000 → 4,000 → …"), or "" for an offence that does not climb."""
        ladder = self.answer.get("ladder") if self.answer.get("ok") else None
        if not entry.get("escalates") or not ladder:
            return ""
        return fill(self.tr("Repeated: %1"), penalty_words.ladder_text(ladder, repeats_only=True))

    def ladder_notes(self, entry: PenaltyEntry) -> list[str]:
        """Where the ladder comes from (tool tip and the line under the table)."""
        if not self.ladder_text(entry):
            return []
        return penalty_words.ladder_notes(self.answer.get("ladder"))

    def source_notes(self, entry: PenaltyEntry) -> list[str]:
        """The entry's source notes in words, in the current language."""
        notes = entry.get("source_notes") or []
        return [labels.source_note_text(n) for n in notes if isinstance(n, dict)]

    def source_text(self, entry: PenaltyEntry) -> str:
        """The Source cell: the citation, then its notes ("EMA12 §5 — values not read")."""
        text = str(entry.get("source", ""))
        notes = self.source_notes(entry)
        if notes:
            text += " — " + "; ".join(notes)
        return text

    def source_full_text(self, entry: PenaltyEntry) -> str:
        """The citation and each note on its own line (tooltip and details)."""
        lines = [str(entry.get("source", ""))]
        lines += [f"• {note}" for note in self.source_notes(entry)]
        return "\n".join(lines)

    def cited_docs(self) -> list[str]:
        """The document keys the shown catalogue cites, in the order of `SOURCE_DOCS`."""
        used = {str(d) for e in self.entries for d in e.get("source_docs") or []}
        known = [key for key in label_data.SOURCE_DOCS if key in used]
        return known + sorted(used - set(known))

    def legend_html(self) -> str:
        """Each cited key with its document's title (as written) and what it is (translated)."""
        rows = [self._legend_row(key) for key in self.cited_docs()]
        if not rows:
            return html.escape(self.tr("This catalogue cites no sources."))
        heading = html.escape(self.tr("Where the rulings in the Source column come from:"))
        return heading + "<br>" + "<br>".join(rows)

    @staticmethod
    def _legend_row(key: str) -> str:
        title = html.escape(labels.source_doc_title(key))
        what = html.escape(labels.source_doc_label(key))
        return f"<b>{html.escape(key)}</b> — <i>{title}</i>: {what}"

    def _fill_legend(self) -> None:
        text = self.legend_html()
        self.legend.setText(text)
        header = self.table.horizontalHeaderItem(SOURCE_COLUMN)
        if header is not None:
            header.setToolTip(text)
        self.legend_button.setEnabled(bool(self.cited_docs()))
        if not self.legend_button.isEnabled():
            self.legend_button.setChecked(False)

    def _fill(self) -> None:
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            certainty = str(entry.get("certainty", "unknown"))
            ladder = self.ladder_text(entry)
            cells = (
                labels.penalty_label(str(entry.get("id"))),
                "\n".join(t for t in (self._consequence_text(entry), ladder) if t),
                self.points_text(entry),
                labels.penalty_applied_label(str(entry.get("applied", "none"))),
                labels.certainty_label(certainty),
                self.source_text(entry),
            )
            colour = CERTAINTY_COLOURS.get(certainty, "#f2e0f0")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(ID_ROLE, entry.get("id"))
                if colour:
                    item.setBackground(QBrush(QColor(colour)))
                    item.setForeground(QBrush(QColor("#000000")))
                if col == 4:
                    item.setToolTip(labels.certainty_help(certainty))
                elif col == SOURCE_COLUMN:
                    item.setToolTip(self.source_full_text(entry))
                elif col == POINTS_COLUMN:
                    item.setToolTip("\n".join([text, *self.assumed_notes(entry)]))
                elif col == CONSEQUENCE_COLUMN and ladder:
                    item.setToolTip("\n".join([text, *self.ladder_notes(entry)]))
                else:
                    item.setToolTip(text)
                self.table.setItem(row, col, item)
        self._size_columns()
        self._filter()
        self._show_details()

    def _size_columns(self) -> None:
        """Fit the short columns to their text, each within its share of the width (longer
        texts wrap); the source takes the rest."""
        table = self.table
        self._sized_for = table.viewport().width()
        width = max(self._sized_for, 600)
        shares = (0.2, 0.15, 0.1, 0.13, 0.1)  # the source column: the remaining third
        metrics = table.fontMetrics()
        # the item's text margins on both sides, and a little air
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 4
        header = table.horizontalHeader()
        header.blockSignals(True)  # one row-height pass at the end, not one per column
        try:
            for col, share in enumerate(shares):
                texts = [table.item(r, col).text() for r in range(table.rowCount())]  # type: ignore[union-attr]
                heading = table.horizontalHeaderItem(col)
                if heading is not None:
                    texts.append(heading.text())
                whole = max((metrics.horizontalAdvance(t) for t in texts), default=0)
                # never narrower than the longest word: a word is not cut, a line wraps
                word = max(
                    (metrics.horizontalAdvance(w) for t in texts for w in t.split()), default=0
                )
                table.setColumnWidth(col, max(word, min(whole, int(width * share))) + margin)
        finally:
            header.blockSignals(False)
        table.resizeRowsToContents()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.table.viewport()
            and event.type() == QEvent.Type.Resize
            and self.table.viewport().width() != self._sized_for
        ):
            self._size_columns()  # the shares follow the table's width
        return super().eventFilter(watched, event)

    def _show_details(self) -> None:
        """The selected infraction's full source under the table (the cell is elided)."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.entries):
            self.details.setText(self.tr("Select a row to see its full source."))
            return
        entry = self.entries[rows[0].row()]
        self.details.setText(
            "\n".join(
                [
                    labels.penalty_label(str(entry.get("id")))
                    + " — "
                    + fill(self.tr("Source: %1"), self.source_full_text(entry)),
                    *self.assumed_notes(entry),
                    *self.ladder_notes(entry),
                ]
            )
        )

    def search_terms(self, entry: PenaltyEntry) -> list[str]:
        """What the search looks in: the shown texts, the names, kind and consequences in every
        language, the id and the entry's search keywords (`penalty_keywords`)."""
        pid = str(entry.get("id", ""))
        terms = [
            pid,
            pid.replace("_", " "),
            labels.penalty_label(pid),
            labels.penalty_category_label(str(entry.get("category"))),
            self._consequence_text(entry),
            self.source_text(entry),
        ]
        sources = [
            label_data.PENALTIES.get(pid, ""),
            label_data.PENALTY_CATEGORIES.get(str(entry.get("category")), ""),
            *(
                label_data.PENALTY_CONSEQUENCES.get(str(entry.get(key)), "")
                for key in ("consequence", "minimum")
            ),
        ]
        for source in sources:
            if source:
                terms += names_in_all_languages(source)
        terms += penalty_keywords().get(pid, ())
        return terms

    def _filter(self) -> None:
        query = self.search.text().strip()
        category = self.category.currentData() or ""
        shown = 0
        for row, entry in enumerate(self.entries):
            show = (not category or entry.get("category") == category) and (
                not query or search_matches(query, self.search_terms(entry))
            )
            self.table.setRowHidden(row, not show)
            shown += show
        self._show_empty(query if query and not shown else "")

    def _show_empty(self, query: str) -> None:
        """The "nothing found" page for `query`, or the table when `query` is empty."""
        self.details.setVisible(not query)  # no row to give the source of
        if not query:
            self.results.setCurrentWidget(self.table)
            return
        text = fill(self.tr("Nothing found for “%1”."), query)
        if self.category.currentData():
            text += " " + fill(
                self.tr("Only one kind of infraction is shown: try “%1”."),
                self.category.itemText(0),
            )
        self.empty_label.setText(text)
        self.rules_button.setText(fill(self.tr("Search the Rules tab for “%1”"), query))
        self.results.setCurrentWidget(self.empty_page)

    def nothing_found(self) -> bool:
        """True while the "nothing found" message stands in for the table."""
        return self.results.currentWidget() is self.empty_page

    def _on_search_return(self) -> None:
        if self.nothing_found():
            self._search_rules()

    def _search_rules(self) -> None:
        query = self.search.text().strip()
        if query:
            self.rules_search_requested.emit(query)

    def visible_ids(self) -> list[str]:
        return [
            str(e.get("id"))
            for row, e in enumerate(self.entries)
            if not self.table.isRowHidden(row)
        ]

    # --- chombo calculator -----------------------------------------------------------------

    def chombo_answer(self, offender: int) -> SettleAnswer:
        """The engine's settlement of a chombo by `offender` (East 1, no counters, start scores),
        every seat having declared riichi in the hand: what happens to those sticks is the
        engine's answer too (the sticks' own transfers cancel out in every amount)."""
        start = self.context.ruleset.start_points
        return api.settle(
            {
                "ruleset": self.context.ruleset_json,
                "scores": [start] * 4,
                "dealer": 0,
                "round_wind": "E",
                "honba": 0,
                "riichi_sticks": 0,
                "riichi": [0, 1, 2, 3],
                "outcome": {"type": "chombo", "offender": offender},
            }
        )

    def refresh_calculator(self) -> None:
        offender = self.offender.currentData()
        if not isinstance(offender, int):
            return
        answer = self.chombo_answer(offender)
        if not answer.get("ok"):
            error = answer.get("error", {})
            self.calc_result.setText(
                labels.error_label(str(error.get("code", "")), error.get("details"))
            )
            return
        winds = ("E", "S", "W", "N")
        lines: list[str] = []
        for t in answer.get("transfers", []):
            payer, payee = t.get("from"), t.get("to")
            if payer is None or payee is None:
                continue  # riichi sticks put down and returned: one line below
            lines.append(
                fill(
                    self.tr("%1 pays %2 to %3"),
                    labels.wind_label(winds[int(payer)]),
                    assumed_marks.marked(labels.points_text(int(t["points"])), answer),
                    labels.wind_label(winds[int(payee)]),
                )
            )
        for seat, p in enumerate(answer.get("penalties", [])):
            if p:
                lines.append(
                    fill(
                        self.tr("%1: %2 off the final score, after uma"),
                        labels.wind_label(winds[seat]),
                        assumed_marks.marked(labels.points_text(abs(int(p))), answer),
                    )
                )
        if not lines:
            lines.append(self.tr("No points change hands."))
        lines.append(
            self.tr("The hand is replayed; the dealer stays; no counter is added.")
            if answer.get("replay")
            else ""
        )
        if any(
            t.get("reason") == TransferReason.RIICHI_STICK_RETURNED
            for t in answer.get("transfers", [])
        ):
            lines.append(self.tr("Riichi sticks declared in this hand go back to their owners."))
        # the amounts worked from an assumed value carry the mark; the engine says which
        lines += assumed_marks.notes(self.context.ruleset, answer)
        self.calc_result.setText("\n".join(line for line in lines if line))

    # --- offences this session -------------------------------------------------------------

    def _fill_players(self) -> None:
        """The choices: “All players at the table”, then each player of the table's game by name."""
        st = self.table_state
        if st is None:
            return
        chosen = self.player.currentData()
        words = TableWords.of(st)
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("All players at the table"), None)
        for seat in range(4):
            self.player.addItem(words.name(seat), seat)
        self.player.setCurrentIndex(max(0, self.player.findData(chosen)))
        self.player.blockSignals(False)

    def session_lines(self, seat: int) -> tuple[list[str], list[str]]:
        """The lines for the player at `seat`: each offence logged this session and what the
        next one costs (or that there is none), and the notes on those costs (tool tip)."""
        st = self.table_state
        assert st is not None
        name = TableWords.of(st).name(seat)
        counts = st.earlier_offences(seat)
        if not counts:
            return [penalty_words.player_total_text(name, 0)], []
        lines: list[str] = []
        notes: list[str] = []
        for offence in sorted(counts, key=labels.penalty_label):
            answer = st.next_penalty(seat, offence)
            lines.append(penalty_words.offence_next_text(name, offence, counts[offence], answer))
            notes += [n for n in penalty_words.next_notes(st.ruleset, answer) if n not in notes]
        return lines, notes

    def refresh_session(self) -> None:
        """Show the chosen player's (or each player's) offences this session."""
        st = self.table_state
        if st is None:
            return
        self._fill_players()
        self.session_box.setTitle(
            fill(self.tr("Offences this session (%1)"), labels.ruleset_name(st.ruleset))
        )
        chosen = self.player.currentData()
        seats = [chosen] if isinstance(chosen, int) else list(range(4))
        lines: list[str] = []
        notes: list[str] = []
        for seat in seats:
            more, why = self.session_lines(seat)
            lines += more
            notes += [n for n in why if n not in notes]
        self.session_text.setText("\n".join(lines))
        self.session_text.setToolTip(plain_tip("\n".join(notes)))


__all__ = ["PenaltiesView"]
