"""The Log tab: the session's rulings, filtered, annotated, closed and exported.

A table lists every ruling of the session shown (time, table and round, kind, decision,
players, ruleset, note), filtered by kind, by player and by any text. Below it the selected
ruling's note can be written or changed (each change is appended to the log, never a rewrite).
The session selector shows the current session or a past one, read-only; a file that cannot be
read is listed with the reason. "Close session" ends the current session and starts a new one;
"Export log…" writes the report as PDF and CSV side by side (`graphics.log_report`).
When another running copy of the app holds the open session (`RulingLog.held_elsewhere`), the
session bar says in one sentence that this window keeps its rulings in a session of its own.

A tab rather than a window: the log is consulted between hands like the other tabs, by the same
keyboard (Ctrl+6), and it is never hidden behind the main window at a busy table.

Dialogs go through the class attributes `ask_save_path`, `ask_confirm` and `show_error`, so
tests replace them instead of clicking through modal dialogs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.file_errors import write_failure_text
from referee_app.core.ruling_log import RulingLog
from referee_app.core.ruling_store import (
    KINDS,
    MAX_NOTE_CHARS,
    Entry,
    Session,
    SessionInfo,
)
from referee_app.graphics.log_report import export_log
from referee_app.support.compat import override
from referee_app.text import ruling_text as words
from referee_app.text.placeholders import fill
from referee_app.views.widgets import plain_text
from referee_app.views.widgets.plain_text import plain_tip

AnyIndex = QModelIndex | QPersistentModelIndex

COL_TIME, COL_WHERE, COL_KIND, COL_DECISION, COL_PLAYERS, COL_RULESET, COL_NOTE = range(7)
SEQ_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
PLAYERS_ROLE = Qt.ItemDataRole.UserRole + 2
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 3
CURRENT = "__current__"


def _ask_save_path(parent: QWidget, caption: str, suggested: str, file_filter: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, file_filter)
    return path or None


def _ask_confirm(parent: QWidget, title: str, text: str) -> bool:
    answer = plain_text.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Yes


def _show_error(parent: QWidget, title: str, text: str) -> None:
    plain_text.warning(parent, title, text)


class LogModel(QAbstractTableModel):
    """The rulings of one session, one row each, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[Entry] = []
        self._headers: list[str] = [""] * 7

    def set_entries(self, entries: list[Entry]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.endResetModel()

    def append(self, entry: Entry) -> None:
        row = len(self.entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self.entries.append(entry)
        self.endInsertRows()

    def replace(self, entry: Entry) -> None:
        for row, old in enumerate(self.entries):
            if old.seq == entry.seq:
                self.entries[row] = entry
                self.dataChanged.emit(self.index(row, 0), self.index(row, COL_NOTE))
                return

    def set_headers(self, headers: list[str]) -> None:
        self._headers = headers
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(headers) - 1)
        if self.entries:  # the words of every row are in the new language too
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.entries) - 1, COL_NOTE))

    @override
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.entries)

    @override
    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    @override
    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None

    @override
    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry = self.entries[index.row()]
        if role == SEQ_ROLE:
            return entry.seq
        if role == KIND_ROLE:
            return entry.kind
        if role == PLAYERS_ROLE:
            return [str(p.get("name", "")) for p in entry.players]
        if role == SEARCH_ROLE:
            return words.search_text(entry)
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(entry, column, short=True)
        if role == Qt.ItemDataRole.ToolTipRole:  # notes and names as written, never markup
            return plain_tip(self._text(entry, column, short=False))
        return None

    @staticmethod
    def _text(entry: Entry, column: int, *, short: bool) -> str:
        if column == COL_TIME:
            text = words.time_text(entry.time)  # "06.12.2026 03:12" in Russian and Ukrainian
            return text[11:] if short else text
        if column == COL_WHERE:
            round_ = words.round_text(entry.round)
            return " · ".join(p for p in (entry.table, round_) if p)
        if column == COL_KIND:
            return words.kind_label(entry.kind)
        if column == COL_DECISION:
            return words.decision_text(entry)
        if column == COL_PLAYERS:
            return words.players_text(entry)
        if column == COL_RULESET:
            return words.ruleset_text(entry)
        if column == COL_NOTE:
            if short:
                return entry.note.replace("\n", " ")
            edits = "\n".join(f"{words.time_text(e.time)}: {e.note}" for e in entry.edits)
            return f"{entry.note}\n\n{edits}" if len(entry.edits) > 1 else entry.note
        return ""


#: Qt 6.10 brought begin/endFilterChange; Qt 6.9 (the Linux release build, for glibc 2.28)
#: re-filters the rows with invalidateRowsFilter() once the filters have changed.
_QT_HAS_FILTER_CHANGE = hasattr(QSortFilterProxyModel, "endFilterChange")


class LogFilter(QSortFilterProxyModel):
    """Rows of one kind, with one player, holding a text (each filter off when empty)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = ""
        self.player = ""
        self.text = ""

    def set_filters(self, *, kind: str, player: str, text: str) -> None:
        if _QT_HAS_FILTER_CHANGE:
            self.beginFilterChange()
        self.kind, self.player, self.text = kind, player, text.strip().casefold()
        if _QT_HAS_FILTER_CHANGE:
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.invalidateRowsFilter()

    @override
    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        if self.kind and model.data(index, KIND_ROLE) != self.kind:
            return False
        if self.player and self.player not in (model.data(index, PLAYERS_ROLE) or []):
            return False
        return not self.text or self.text in str(model.data(index, SEARCH_ROLE))


class LogView(QWidget):
    """The Log tab over a `RulingLog`."""

    ask_save_path: Callable[[QWidget, str, str, str], str | None] = staticmethod(_ask_save_path)
    ask_confirm: Callable[[QWidget, str, str], bool] = staticmethod(_ask_confirm)
    show_error: Callable[[QWidget, str, str], None] = staticmethod(_show_error)

    def __init__(self, log: RulingLog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        #: the past session shown read-only (None: the current one)
        self.shown_past: Session | None = None
        self._past: list[SessionInfo] = []
        self._past_error = ""

        # --- session bar ---
        self.session_label = QLabel()
        self.session_combo = QComboBox()
        self.session_combo.setObjectName("log_session_combo")
        self.session_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.session_label.setBuddy(self.session_combo)
        self.session_info = QLabel()
        self.session_info.setObjectName("log_session_info")
        self.session_info.setTextFormat(Qt.TextFormat.PlainText)
        self.session_info.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("log_close_session")
        self.export_button = QPushButton()
        self.export_button.setObjectName("log_export")
        bar = QHBoxLayout()
        bar.addWidget(self.session_label)
        bar.addWidget(self.session_combo)
        bar.addWidget(self.session_info, 1)
        bar.addWidget(self.close_button)
        bar.addWidget(self.export_button)

        # --- filters ---
        self.kind_label = QLabel()
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("log_kind_filter")
        self.kind_label.setBuddy(self.kind_combo)
        self.player_label = QLabel()
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("log_player_filter")
        self.player_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_label.setBuddy(self.player_combo)
        self.search = QLineEdit()
        self.search.setObjectName("log_search")
        self.search.setClearButtonEnabled(True)
        self.count_label = QLabel()
        filters = QHBoxLayout()
        filters.addWidget(self.kind_label)
        filters.addWidget(self.kind_combo)
        filters.addWidget(self.player_label)
        filters.addWidget(self.player_combo)
        filters.addWidget(self.search, 1)
        filters.addWidget(self.count_label)

        # --- the table ---
        self.model = LogModel(self)
        self.proxy = LogFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setObjectName("log_table")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column in (COL_TIME, COL_WHERE, COL_KIND):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_DECISION, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        # long texts in full in their tool tips; the decision takes the room that is left (a
        # ruleset's long name, "RRC (Российское риичи-сообщество) v1.5", took it at 1024 px)
        header.resizeSection(COL_PLAYERS, 150)
        header.resizeSection(COL_RULESET, 120)
        header.resizeSection(COL_NOTE, 120)

        # --- the note ---
        self.note_label = QLabel()
        self.note_edit = QPlainTextEdit()
        self.note_edit.setObjectName("log_note")
        self.note_edit.setMaximumHeight(72)
        self.note_label.setBuddy(self.note_edit)
        self.save_note_button = QPushButton()
        self.save_note_button.setObjectName("log_save_note")
        note_row = QHBoxLayout()
        note_row.addWidget(self.note_edit, 1)
        note_row.addWidget(self.save_note_button, 0, Qt.AlignmentFlag.AlignTop)

        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.note_label)
        layout.addLayout(note_row)

        self.session_combo.activated.connect(self._on_session_chosen)
        self.kind_combo.currentIndexChanged.connect(self._apply_filters)
        self.player_combo.currentIndexChanged.connect(self._apply_filters)
        self.search.textChanged.connect(self._apply_filters)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.save_note_button.clicked.connect(self.save_note)
        self.note_edit.textChanged.connect(self._sync_note_button)
        self.close_button.clicked.connect(self.close_session)
        self.export_button.clicked.connect(self.export_dialog)
        log.entry_added.connect(self._on_entry_added)
        log.note_changed.connect(self._on_note_changed)
        log.session_changed.connect(self.show_current)

        self.retranslate_ui()
        self.show_current()

    # --- what is shown -------------------------------------------------------------------

    @property
    def session(self) -> Session:
        return self.shown_past if self.shown_past is not None else self.log.session

    @property
    def read_only(self) -> bool:
        return self.shown_past is not None

    def show_current(self) -> None:
        self.shown_past = None
        self._past_error = ""
        self._reload()

    def show_past(self, path: Path | str) -> bool:
        """Show a past session read-only; False (and the reason shown) if it cannot be read."""
        for info in self._past or self.log.past_sessions():
            if info.path == Path(path):
                if info.session is None:
                    self._past_error = info.error.message() if info.error is not None else ""
                    self.shown_past = None
                    self.model.set_entries([])
                    self._sync()
                    return False
                self.shown_past = info.session
                self._past_error = ""
                self._reload()
                return True
        return False

    def _reload(self) -> None:
        self.model.set_entries(self.session.entries)
        self._fill_sessions()
        self._fill_players()
        self._sync()

    def _fill_sessions(self) -> None:
        self._past = self.log.past_sessions()
        combo = self.session_combo
        combo.blockSignals(True)
        try:
            combo.clear()
            combo.addItem(self.tr("Current session"), CURRENT)
            for info in self._past:
                if info.session is not None:
                    started = words.time_text(info.session.started)
                    text = fill(
                        self.tr("%1 (%n ruling(s))", "", len(info.session.entries)), started
                    )
                else:
                    text = fill(self.tr("%1 (cannot be read)"), info.path.name)
                combo.addItem(text, str(info.path))
                if info.error is not None:
                    combo.setItemData(
                        combo.count() - 1,
                        plain_tip(info.error.message()),
                        Qt.ItemDataRole.ToolTipRole,
                    )
            wanted = str(self.shown_past.path) if self.shown_past is not None else CURRENT
            combo.setCurrentIndex(max(0, combo.findData(wanted)))
        finally:
            combo.blockSignals(False)

    def _fill_players(self) -> None:
        names = sorted(
            {str(p.get("name")) for e in self.session.entries for p in e.players if p.get("name")},
            key=str.casefold,
        )
        combo = self.player_combo
        current = combo.currentData()
        combo.blockSignals(True)
        try:
            combo.clear()
            combo.addItem(self.tr("All players"), "")
            for name in names:
                combo.addItem(name, name)
            combo.setCurrentIndex(max(0, combo.findData(current)))
        finally:
            combo.blockSignals(False)
        self._apply_filters()

    def _on_session_chosen(self, index: int) -> None:
        data = self.session_combo.itemData(index)
        if data == CURRENT or not isinstance(data, str):
            self.show_current()
        else:
            self.show_past(data)

    def _on_entry_added(self, seq: int) -> None:
        if self.read_only:
            self._sync()
            return
        entry = self.log.session.entry(seq)
        if entry is not None:
            self.model.append(entry)
            names = {self.player_combo.itemData(i) for i in range(self.player_combo.count())}
            if any(p.get("name") and p.get("name") not in names for p in entry.players):
                self._fill_players()
        self._sync()

    def _on_note_changed(self, seq: int) -> None:
        entry = self.log.session.entry(seq)
        if entry is not None and not self.read_only:
            self.model.replace(entry)
            self._on_selection()

    # --- filters -------------------------------------------------------------------------

    def _apply_filters(self, *_: object) -> None:
        self.proxy.set_filters(
            kind=str(self.kind_combo.currentData() or ""),
            player=str(self.player_combo.currentData() or ""),
            text=self.search.text(),
        )
        self._sync_count()

    def _sync_count(self) -> None:
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        self.count_label.setText(
            self.tr("%n ruling(s)", "", total)
            if shown == total
            else fill(self.tr("%1 of %2 shown"), str(shown), str(total))
        )

    # --- notes ---------------------------------------------------------------------------

    def selected_entry(self) -> Entry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        seq = self.proxy.data(rows[0], SEQ_ROLE)
        return self.session.entry(seq) if isinstance(seq, int) else None

    def select_seq(self, seq: int) -> None:
        for row in range(self.proxy.rowCount()):
            if self.proxy.data(self.proxy.index(row, 0), SEQ_ROLE) == seq:
                self.table.selectRow(row)
                return

    def _on_selection(self, *_: object) -> None:
        entry = self.selected_entry()
        self.note_edit.blockSignals(True)
        self.note_edit.setPlainText(entry.note if entry is not None else "")
        self.note_edit.blockSignals(False)
        self._sync()

    def _sync_note_button(self) -> None:
        entry = self.selected_entry()
        self.save_note_button.setEnabled(
            entry is not None
            and not self.read_only
            and not self._past_error
            and self.note_edit.toPlainText().strip() != entry.note
        )

    def save_note(self) -> bool:
        """Give the selected ruling the note in the field (appended to the log)."""
        entry = self.selected_entry()
        if entry is None or self.read_only or self._past_error:
            return False
        text = self.note_edit.toPlainText()[:MAX_NOTE_CHARS]
        return self.log.set_note(entry.seq, text)

    # --- session -------------------------------------------------------------------------

    def close_session(self) -> bool:
        """Close the current session (after asking) and start a new one."""
        if not self.log.session.entries:
            return False
        if not self.ask_confirm(
            self,
            self.tr("Close the session"),
            self.tr(
                "Close this session of %n ruling(s) and start a new one? The closed session "
                "stays readable under Session.",
                "",
                len(self.log.session.entries),
            ),
        ):
            return False
        self.log.close_session()
        return True

    def export_dialog(self) -> bool:
        stem = f"rulings-{self.session.started[:10] or 'session'}"
        chosen = self.ask_save_path(
            self,
            self.tr("Export the ruling log"),
            stem + ".pdf",
            self.tr("PDF documents (*.pdf)"),
        )
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        return self.export_to(path)

    def export_to(self, path: Path | str) -> bool:
        """Write the shown session's report: the PDF at `path`, the CSV beside it."""
        try:
            table = self.log.table if self.shown_past is None else None
            pdf, csv_path = export_log(self.session, path, table.names if table else ())
        except (OSError, ValueError) as exc:
            self.show_error(
                self,
                self.tr("Cannot export"),
                fill(self.tr("Could not write %1: %2"), str(path), write_failure_text(exc)),
            )
            return False
        self.session_info.setText(fill(self.tr("Written: %1 and %2"), pdf.name, csv_path.name))
        return True

    # --- state of the controls -----------------------------------------------------------

    def _sync(self) -> None:
        session = self.session
        count = len(session.entries)
        if self._past_error:
            info = self._past_error
        elif self.read_only and session.path in {i.path for i in self.log.held_elsewhere}:
            info = self.tr("A session open in another running copy of the app, read only here.")
        elif self.read_only:
            info = fill(
                self.tr("A past session, read only. Closed %1."),
                words.time_text(session.closed or "") or "—",
            )
        elif session.started:
            info = fill(self.tr("Started %1."), words.time_text(session.started))
        elif count == 0:  # only a session without a ruling has nothing recorded
            info = self.tr("Nothing recorded yet: every ruling shown or applied is added here.")
        else:
            info = ""
        if not self.read_only and not self._past_error and self.log.held_elsewhere:
            info = f"{info} {self._held_elsewhere_text()}"
        self.session_info.setText(info)
        showing_current = not self.read_only and not self._past_error
        self.close_button.setEnabled(showing_current and count > 0)
        self.export_button.setEnabled(count > 0 and not self._past_error)
        self.note_edit.setReadOnly(not showing_current or self.selected_entry() is None)
        self._sync_note_button()
        self._sync_count()

    def _held_elsewhere_text(self) -> str:
        """Why this window did not resume the open session: another running copy has it."""
        held = self.log.held_elsewhere[0]
        started = words.time_text(held.session.started) if held.session is not None else ""
        return fill(
            self.tr(
                "The session started %1 is open in another running copy of the app, so this "
                "window keeps its rulings in a session of its own."
            ),
            started or held.path.name,
        )

    def retranslate_ui(self) -> None:
        self.session_label.setText(self.tr("&Session:"))
        self.session_combo.setToolTip(
            self.tr("The current session, or a past one to read (past sessions cannot change)")
        )
        self.close_button.setText(self.tr("&Close session"))
        self.close_button.setToolTip(
            self.tr("End this session and start a new, empty one (the old one stays readable)")
        )
        self.export_button.setText(self.tr("E&xport log…"))
        self.export_button.setToolTip(
            self.tr(
                "Write the session's report for the organisers: a PDF and a CSV, chombos and "
                "penalties first"
            )
        )
        self.kind_label.setText(self.tr("&Kind:"))
        current_kind = self.kind_combo.currentData()
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        self.kind_combo.addItem(self.tr("All kinds"), "")
        for kind in KINDS:
            self.kind_combo.addItem(words.kind_label(kind), kind)
        self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(current_kind)))
        self.kind_combo.blockSignals(False)
        self.player_label.setText(self.tr("&Player:"))
        self.search.setPlaceholderText(self.tr("Search names, decisions, notes…"))
        self.note_label.setText(self.tr("&Note on the selected ruling:"))
        self.note_edit.setPlaceholderText(
            self.tr("What was disputed, who was asked… (kept with the ruling in the report)")
        )
        self.save_note_button.setText(self.tr("Save no&te"))
        self.model.set_headers(
            [
                self.tr("Time"),
                self.tr("Table, round"),
                self.tr("Kind"),
                self.tr("Decision"),
                self.tr("Players"),
                self.tr("Ruleset"),
                self.tr("Note"),
            ]
        )
        self._fill_sessions()
        if self.player_combo.count():
            self.player_combo.setItemText(0, self.tr("All players"))
        self._sync()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
