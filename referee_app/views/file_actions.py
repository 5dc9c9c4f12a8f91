"""The File menu's work: open, save, save as, case note, export PDF/PNG/CSV, recent files, and
opening files dropped on the window.

Drag and drop: a local ``.json`` file dropped anywhere on the window, text fields included (the
notation field, a player's name), is opened as a case or table file, never inserted as text.
The filter sits on the application, so it sees a drop before the widget under the mouse does,
whichever widget that is. Other local files are refused (nothing happens, nothing is inserted);
plain text and web links dropped on a text field are left to that field.

`FileActions(window, context, hand_state, table_state, current_kind=...)` builds its actions
once; the main window puts `menu_items()` in its File menu. What is saved or exported follows
`current_kind()`: ``"table"`` on the Table tab, else ``"case"`` (the hand). Opening a file
detects its kind, loads it only if it is entirely valid (else says why and changes nothing),
and emits `opened(kind)` so the window can show the right tab.

Dialogs go through the class attributes `ask_open_path`, `ask_save_path`, `ask_note` and
`show_error`, so tests replace them instead of clicking through modal dialogs.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject, Qt, Signal
from PySide6.QtGui import QAction, QDropEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QMessageBox, QWidget

from referee_app.core.autosave import Autosaver, HandStateLike, TableStateLike
from referee_app.core.case_files import (
    CaseFile,
    CaseFileError,
    CheckFile,
    Problem,
    TableFile,
    apply_case,
    apply_check,
    apply_table,
    case_from_state,
    load_file,
    save_file,
    table_from_state,
)
from referee_app.core.context import AppContext
from referee_app.core.file_errors import write_failure_text
from referee_app.core.records import HandRecord, SettleInput
from referee_app.core.table_state import TableState
from referee_app.core.validate import FieldError
from referee_app.support.compat import override
from referee_app.text.placeholders import fill
from referee_app.views.save_banner import SaveProblemBanner
from referee_app.views.widgets import plain_text
from referee_app.views.widgets.plain_text import plain_tip

if TYPE_CHECKING:
    from referee_app.views.main_window import MainWindow

#: Tests and portable set-ups may move the autosave folder with this environment variable.
AUTOSAVE_DIR_ENV = "RIICHI_REFEREE_AUTOSAVE_DIR"
MAX_RECENT = 10
CASE_SUFFIX = ".riichi-case.json"
TABLE_SUFFIX = ".riichi-table.json"


def _ask_open_path(parent: QWidget, caption: str, file_filter: str) -> str | None:
    path, _ = QFileDialog.getOpenFileName(parent, caption, "", file_filter)
    return path or None


def _ask_save_path(parent: QWidget, caption: str, suggested: str, file_filter: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, file_filter)
    return path or None


def _ask_note(parent: QWidget, title: str, label: str, current: str) -> str | None:
    text, ok = QInputDialog.getMultiLineText(parent, title, label, current)
    return text if ok else None


def _show_error(parent: QWidget, title: str, text: str) -> None:
    plain_text.warning(parent, title, text)


def _ask_confirm(parent: QWidget, title: str, text: str) -> bool:
    answer = plain_text.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Cancel,
    )
    return answer == QMessageBox.StandardButton.Yes


def _first_request(table: Mapping[str, Any]) -> SettleInput | None:
    """The first hand of a table record as first entered (a correction keeps the original)."""
    history = table.get("history")
    if not isinstance(history, list) or not history:
        return None
    try:
        first = HandRecord.from_json(history[0])
    except FieldError:
        return None
    if first.mark is not None and first.mark.original is not None:
        return first.mark.original.input
    return first.input


def _another_game(path: Path, ours: Mapping[str, Any]) -> int | None:
    """The number of hands of the table game in the file `path` when it is another game than
    `ours` (its first hand differs); None when the file holds this game, no hands, no table
    game or cannot be read (saving then replaces or reports it as before)."""
    if not path.is_file():
        return None
    try:
        document = load_file(path)
    except CaseFileError:
        return None
    if not isinstance(document, TableFile):
        return None
    theirs = document.table.get("history")
    if not isinstance(theirs, list) or not theirs:
        return None
    if _first_request(document.table) == _first_request(ours) and ours.get("history"):
        return None
    return len(theirs)


def dropped_local_files(mime: QMimeData) -> list[Path]:
    """Every local file among the dropped URLs (``file:`` URLs), whatever its kind."""
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


#: The drag events the application-wide filter looks at (everything else passes at once).
_DRAG_EVENTS = frozenset({QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop})


class HandStateWithReset(HandStateLike, Protocol):
    """What File > New hand needs of the hand's state, besides reading and loading it."""

    def reset(self) -> bool: ...


class FileActions(QObject):
    """Open, save, export and recent files for the hand (case) and the table game."""

    opened = Signal(str)  # "case" or "table", after a file was loaded
    saved = Signal(str)  # the path written
    file_changed = Signal()  # a file was opened, saved or left (a new game)

    ask_open_path: Callable[[QWidget, str, str], str | None] = staticmethod(_ask_open_path)
    ask_save_path: Callable[[QWidget, str, str, str], str | None] = staticmethod(_ask_save_path)
    ask_note: Callable[[QWidget, str, str, str], str | None] = staticmethod(_ask_note)
    show_error: Callable[[QWidget, str, str], None] = staticmethod(_show_error)
    ask_confirm: Callable[[QWidget, str, str], bool] = staticmethod(_ask_confirm)

    def __init__(
        self,
        window: QWidget,
        context: AppContext,
        hand_state: HandStateWithReset,
        table_state: TableStateLike,
        *,
        current_kind: Callable[[], str] | None = None,
        autosaver: Autosaver | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.context = context
        self.hand_state = hand_state
        self.table_state = table_state
        self.autosaver = autosaver
        self._current_kind = current_kind or (lambda: "case")
        self.case_note = ""
        self.table_note = ""
        self.paths: dict[str, Path | None] = {"case": None, "table": None}
        self._case_saved: dict[str, Any] | None = None  # the hand as last saved or opened
        self.banner: SaveProblemBanner | None = None  # set by `install`
        new_game_started = getattr(table_state, "new_game_started", None)
        if new_game_started is not None:
            new_game_started.connect(self._game_started)

        def action(name: str, slot: Callable[[], object], key: Any = None) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            if key is not None:
                act.setShortcut(QKeySequence(key))
            act.triggered.connect(lambda _checked=False: slot())
            return act

        self.new_hand_action = action("file_new_hand", self.new_hand, QKeySequence.StandardKey.New)
        self.new_game_action = action("file_new_game", self.new_game, "Ctrl+Shift+N")
        self.open_action = action("file_open", self.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = action("file_save", self.save, QKeySequence.StandardKey.Save)
        self.save_as_action = action("file_save_as", self.save_as, QKeySequence.StandardKey.SaveAs)
        self.note_action = action("file_note", self.edit_note)
        self.export_pdf_action = action("file_export_pdf", lambda: self.export_dialog(".pdf"))
        self.export_png_action = action("file_export_png", lambda: self.export_dialog(".png"))
        self.export_csv_action = action("file_export_csv", lambda: self.export_dialog(".csv"))
        self.recent_menu = QMenu(window)
        self.recent_menu.setObjectName("recent_menu")
        self.clear_recent_action = action("file_clear_recent", self.clear_recent)

        window.setAcceptDrops(True)
        # On the application, not the window: a text field under the mouse would otherwise
        # take a dropped file first and insert its path as text.
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        else:  # pragma: no cover - widgets cannot exist without an application
            window.installEventFilter(self)
        self._rebuild_recent_menu()
        self.retranslate_ui()

    # --- the menu -------------------------------------------------------------------------

    def menu_items(self) -> list[QAction | QMenu | None]:
        """For `MainWindow.add_file_actions` (None is a separator)."""
        return [
            self.new_hand_action,
            self.new_game_action,
            self.open_action,
            self.recent_menu,
            None,
            self.save_action,
            self.save_as_action,
            self.note_action,
            None,
            self.export_pdf_action,
            self.export_png_action,
            self.export_csv_action,
            None,
        ]

    def retranslate_ui(self) -> None:
        self.new_hand_action.setText(self.tr("&New hand"))
        self.new_hand_action.setToolTip(
            self.tr("Start a new hand: no tiles, the default situation (Undo brings it back)")
        )
        self.new_game_action.setText(self.tr("New ga&me"))
        self.new_game_action.setToolTip(
            self.tr("Start a new table game on the Table tab (asks first once hands were played)")
        )
        self.open_action.setText(self.tr("&Open…"))
        self.open_action.setToolTip(self.tr("Open a saved hand (case) or table game"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_action.setToolTip(
            self.tr("Save the hand (Hand tab) or the table game (Table tab) to a file")
        )
        self.save_as_action.setText(self.tr("Save &as…"))
        self.note_action.setText(self.tr("Referee's &note…"))
        self.note_action.setToolTip(
            self.tr("A free-text note kept in the file and printed on the report")
        )
        self.export_pdf_action.setText(self.tr("Export report as &PDF…"))
        self.export_pdf_action.setToolTip(
            self.tr("A one-page report for the tournament record: hand, yaku, fu, payments")
        )
        self.export_png_action.setText(self.tr("Export report as PN&G…"))
        self.export_csv_action.setText(self.tr("Export table history as &CSV…"))
        self.export_csv_action.setToolTip(self.tr("Every hand of the table game, for spreadsheets"))
        self.clear_recent_action.setText(self.tr("Clear the list"))
        self._rebuild_recent_menu()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Called for every event of the application: decide on the event type first.
        kind = event.type()
        if kind in _DRAG_EVENTS:
            if isinstance(event, QDropEvent) and isinstance(watched, QWidget):
                if watched.window() is self.window:
                    return self._filter_drag(kind, event)
                # a dialog of the main window: a file is never typed into it either
                if self._dialog_of_window(watched) and dropped_local_files(event.mimeData()):
                    event.ignore()
                    return True
        elif kind == QEvent.Type.LanguageChange and watched is self.window:
            self.retranslate_ui()
        return False

    def _dialog_of_window(self, widget: QWidget) -> bool:
        """Whether `widget` sits in a window opened from the main window (a dialog)."""
        parent = widget.window().parentWidget()
        while parent is not None:
            top = parent.window()
            if top is self.window:
                return True
            parent = top.parentWidget()
        return False

    def _filter_drag(self, kind: QEvent.Type, event: QDropEvent) -> bool:
        """True when the event was ours: a case or table file (accepted; opened on the drop)
        or another local file (refused). Text and web links go on to the widget."""
        mime = event.mimeData()
        files = dropped_local_files(mime)
        if not files:
            return False
        paths = [p for p in files if p.suffix.lower() == ".json"]
        if not paths:
            event.ignore()  # not ours to open, and a file's path is never typed into a field
            return True
        if event.possibleActions() & Qt.DropAction.CopyAction:
            # Only ever a copy: a "move" accepted here could let the file manager delete the
            # file the referee dropped.
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.acceptProposedAction()
        if kind == QEvent.Type.Drop:
            self.open_path(paths[0])
        return True

    # --- which document -------------------------------------------------------------------

    def current_kind(self) -> str:
        return "table" if self._current_kind() == "table" else "case"

    def document(self, kind: str | None = None) -> CaseFile | TableFile:
        """The current hand or table game as a file document (with its note)."""
        kind = kind or self.current_kind()
        if kind == "table":
            return table_from_state(self.context, self.table_state, self.table_note)
        return case_from_state(self.context, self.hand_state, self.case_note)

    def _filters(self, kind: str) -> str:
        if kind == "table":
            return self.tr("Table games (*.json);;All files (*)")
        return self.tr("Hand cases (*.json);;All files (*)")

    # --- open -----------------------------------------------------------------------------

    def open_dialog(self) -> bool:
        path = self.ask_open_path(
            self.window,
            self.tr("Open a case or table game"),
            self.tr("Case and table files (*.json);;All files (*)"),
        )
        return self.open_path(path) if path else False

    def open_path(self, path: Path | str) -> bool:
        """Load a case or table file; on any problem say why and change nothing."""
        path = Path(path)
        try:
            document = load_file(path)  # an ordinary file only: never a pipe or a device
            if isinstance(document, TableFile):
                if not self._may_replace_table(document):
                    return False
                apply_table(document, self.context, self.table_state)
                self.table_note = document.note
                kind = "table"
                table_view = getattr(self.window, "table_view", None)
                if table_view is not None:  # no word left about the game shown before
                    table_view.show_message("")
            elif isinstance(document, CheckFile):
                checks_view = getattr(self.window, "checks_view", None)
                if checks_view is None:
                    raise CaseFileError(Problem.WRONG_KIND, found=document.check_kind)
                apply_check(document, self.context, checks_view)
                self.add_recent(path)
                self.opened.emit("check")
                return True
            else:
                apply_case(document, self.context, self.hand_state)
                self.case_note = document.note
                kind = "case"
        except CaseFileError as exc:
            exc.with_path(path)
            if exc.problem == Problem.NOT_FOUND:
                self._forget_recent(path)
            self.show_error(self.window, self.tr("Cannot open the file"), exc.message())
            return False
        self.paths[kind] = path
        self._mark_file(kind, path)
        self.add_recent(path)
        if self.autosaver is not None:
            self.autosaver.notes_changed()
        self.opened.emit(kind)
        return True

    def _may_replace_table(self, document: TableFile) -> bool:
        """A game in progress is only replaced when the referee agrees (a hand can be undone,
        a table game cannot)."""
        if not getattr(self.table_state, "history", None):
            return True
        if document.table == self.table_state.to_dict():
            return True
        return self.ask_confirm(
            self.window,
            self.tr("Replace the table game?"),
            self.tr(
                "The table game in progress will be replaced by the one in the file. "
                "Save it first if you need it. Replace it now?"
            ),
        )

    # --- save -----------------------------------------------------------------------------

    def save(self, kind: str | None = None) -> bool:
        kind = kind or self.current_kind()
        path = self.paths.get(kind)
        if path is None:
            return self.save_as(kind)
        return self._save_to(path, kind)

    def save_as(self, kind: str | None = None) -> bool:
        kind = kind or self.current_kind()
        current = self.paths.get(kind)
        suggested = (
            str(current)
            if current
            else ("game" + TABLE_SUFFIX if kind == "table" else "hand" + CASE_SUFFIX)
        )
        caption = self.tr("Save the table game") if kind == "table" else self.tr("Save the hand")
        chosen = self.ask_save_path(self.window, caption, suggested, self._filters(kind))
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        return self._save_to(path, kind)

    def _save_to(self, path: Path, kind: str) -> bool:
        if kind == "table" and not self._may_overwrite(path):
            return False
        try:
            save_file(path, self.document(kind))
        except CaseFileError as exc:
            self.show_error(self.window, self.tr("Cannot save the file"), exc.message())
            return False
        self.paths[kind] = path
        if kind == "table" and isinstance(self.table_state, TableState):
            self.table_state.mark_saved()
        self._mark_file(kind, path)
        self.add_recent(path)
        self.saved.emit(str(path))
        return True

    def _mark_file(self, kind: str, path: Path | None) -> None:
        """`path` now holds the hand or the table game as it stands."""
        if kind == "table" and isinstance(self.table_state, TableState):
            self.table_state.saved_path = str(path) if path is not None else ""
            if path is not None:
                self.table_state.mark_saved()  # opened from it or saved to it just now
        elif kind == "case":
            self._case_saved = self.hand_state.to_request() if path is not None else None
        self.file_changed.emit()

    def _may_overwrite(self, path: Path) -> bool:
        """Saving the table game over `path`: asked first when the file holds another game
        (its first hand is not this game's first hand)."""
        theirs = _another_game(path, self.table_state.to_dict())
        if theirs is None:
            return True
        return self.ask_confirm(
            self.window,
            self.tr("Replace another game?"),
            fill(
                self.tr(
                    "The file %1 holds another table game (hands played: %2). Replace it with "
                    "this game? Choose Cancel, then File ▸ Save as…, to keep both."
                ),
                path.name,
                str(theirs),
            ),
        )

    def new_game(self) -> bool:
        """File ▸ New game: the Table tab's New game (asks first once hands were played)."""
        self.opened.emit("table")  # the Table tab comes to the front
        table_view = getattr(self.window, "table_view", None)
        if table_view is None:  # a window without a Table tab (tests)
            if isinstance(self.table_state, TableState):
                self.table_state.new_game()
                return True
            return False
        return bool(table_view.new_game())

    def _game_started(self) -> None:
        """A new table game has no file until it is saved (Ctrl+S then asks where)."""
        self.paths["table"] = None
        self.table_note = ""
        self.file_changed.emit()

    def open_file(self) -> tuple[str, bool]:
        """The file of the current tab's document ("" for none) and whether it has changes
        not saved in it (the window's title shows both)."""
        kind = self.current_kind()
        path = self.paths.get(kind)
        if kind == "table":
            state = self.table_state
            unsaved = bool(getattr(state, "unsaved", False))
            modified = unsaved and bool(path is not None or getattr(state, "history", None))
        else:
            modified = path is not None and self._case_saved != self.hand_state.to_request()
        return (str(path) if path is not None else "", modified)

    def new_hand(self) -> bool:
        """A new dispute: an empty hand with the default situation, in the Hand tab; it is a new
        case (no file, no note) and one undo step."""
        self.opened.emit("case")  # the Hand tab comes to the front
        changed: bool = self.hand_state.reset()
        self.paths["case"] = None
        self.case_note = ""
        self._mark_file("case", None)
        return changed

    def restored_message(self, *, hand: bool, table: bool) -> str:
        """The status bar's word after the last session's work was brought back."""
        if hand and table:
            return self.tr("The hand and the table game of the last session were restored.")
        if table:
            return self.tr("The table game of the last session was restored.")
        return self.tr(
            "The hand of the last session was restored (File > New hand starts a new one)."
        )

    def saved_message(self, path: str) -> str:
        """The status bar's confirmation after a save or an export."""
        return fill(self.tr("Saved: %1"), path)

    def edit_note(self) -> bool:
        kind = self.current_kind()
        current = self.table_note if kind == "table" else self.case_note
        label = (
            self.tr("Note on this table game (kept in the file, printed on the report):")
            if kind == "table"
            else self.tr("Note on this hand (kept in the file, printed on the report):")
        )
        text = self.ask_note(self.window, self.tr("Referee's note"), label, current)
        if text is None:
            return False
        if kind == "table":
            self.table_note = text
        else:
            self.case_note = text
        if self.autosaver is not None:
            self.autosaver.notes_changed()
        return True

    # --- export ---------------------------------------------------------------------------

    def export_dialog(self, suffix: str) -> bool:
        kind = "table" if suffix == ".csv" else self.current_kind()
        base = self.paths.get(kind)
        stem = base.name.split(".")[0] if base else ("game" if kind == "table" else "hand")
        if suffix == ".pdf":
            file_filter = self.tr("PDF documents (*.pdf)")
        elif suffix == ".png":
            file_filter = self.tr("PNG images (*.png)")
        else:
            file_filter = self.tr("CSV tables (*.csv)")
        chosen = self.ask_save_path(
            self.window, self.tr("Export the report"), stem + suffix, file_filter
        )
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        return self.export_to(path, kind)

    def export_to(self, path: Path | str, kind: str | None = None) -> bool:
        """Write the current hand's or game's report (by suffix: .pdf, .png, .csv)."""
        from referee_app.graphics import export  # on use: it is not needed to start

        path = Path(path)
        kind = kind or self.current_kind()
        try:
            document = self.document(kind)
            if isinstance(document, CaseFile):
                state_result = getattr(self.hand_state, "result", None)
                result_kind = getattr(self.hand_state, "result_kind", "score")
                answer = state_result if result_kind == "score" else None
                export.export_case(document, path, answer, compute=False)
            else:
                export.export_document(document, path)
        except (OSError, ValueError) as exc:
            self.show_error(
                self.window,
                self.tr("Cannot export"),
                fill(self.tr("Could not write %1: %2"), str(path), write_failure_text(exc)),
            )
            return False
        self.saved.emit(str(path))
        return True

    # --- recent files ---------------------------------------------------------------------

    def recent_files(self) -> list[str]:
        return self.context.settings.recent_files

    def add_recent(self, path: Path | str) -> None:
        text = str(Path(path).resolve())
        files = [text] + [f for f in self.recent_files() if f != text]
        self.context.settings.recent_files = files[:MAX_RECENT]
        self._rebuild_recent_menu()

    def _forget_recent(self, path: Path) -> None:
        text = str(path.resolve())
        self.context.settings.recent_files = [f for f in self.recent_files() if f != text]
        self._rebuild_recent_menu()

    def clear_recent(self) -> None:
        self.context.settings.recent_files = []
        self._rebuild_recent_menu()

    def _rebuild_recent_menu(self) -> None:
        menu = self.recent_menu
        for act in menu.actions():
            if act is not self.clear_recent_action:
                menu.removeAction(act)
                act.deleteLater()  # not at once: this may run from one of them
        files = self.recent_files()
        for number, name in enumerate(files, start=1):
            act = QAction(f"&{number % 10} {Path(name).name}", menu)
            act.setToolTip(plain_tip(name))
            act.setStatusTip(name)
            act.triggered.connect(lambda _checked=False, n=name: self.open_path(n))
            menu.addAction(act)
        if files:
            menu.addSeparator()
        menu.addAction(self.clear_recent_action)
        self.clear_recent_action.setEnabled(bool(files))
        menu.setEnabled(True)


# --------------------------------------------------------------------------------------------
# Wiring into the application (called from `referee_app.app`)


def install(
    window: MainWindow, file: Path | str | None = None, *, autosave_folder: Path | str | None = None
) -> FileActions:
    """Add the File actions to the window, restore the autosave, then open `file` if given.

    Autosave goes to ``$RIICHI_REFEREE_AUTOSAVE_DIR`` or the app data folder. A file named on
    the command line is opened after the restore, so it wins; if it cannot be opened the user
    is told why and keeps the restored state.
    """
    from referee_app.core.autosave import default_folder

    folder = autosave_folder or os.environ.get(AUTOSAVE_DIR_ENV) or default_folder()
    autosaver = Autosaver(
        window.context, window.hand_state, window.table_state, folder=folder, parent=window
    )

    def current_kind() -> str:
        return "table" if window.tabs.currentIndex() == window.TAB_TABLE else "case"

    actions = FileActions(
        window,
        window.context,
        window.hand_state,
        window.table_state,
        current_kind=current_kind,
        autosaver=autosaver,
    )
    autosaver.notes = lambda: (actions.case_note, actions.table_note)
    # a failed autosave is said until it is fixed, not in a passing status line
    banner = SaveProblemBanner(window)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, banner)
    actions.banner = banner
    autosaver.failed.connect(lambda _message: banner.show_problem(autosaver.last_failure_reason))
    autosaver.saved.connect(lambda _kind: None if autosaver.failing else banner.clear_problem())
    banner.save_as_button.clicked.connect(lambda _checked=False: actions.save_as())
    window.add_file_actions(actions.menu_items())

    def show_tab(kind: str) -> None:
        tabs = {"table": window.TAB_TABLE, "check": window.TAB_CHECKS}
        window.tabs.setCurrentIndex(tabs.get(kind, window.TAB_HAND))

    actions.opened.connect(show_tab)

    def show_open_file(*_args: object) -> None:
        path, modified = actions.open_file()
        window.show_open_file(path, modified=modified)

    for signal in (
        actions.file_changed,
        window.table_state.changed,
        window.hand_state.changed,
        window.tabs.currentChanged,
    ):
        signal.connect(show_open_file)
    # a save or an export confirms itself: otherwise nothing visible happens
    actions.saved.connect(
        lambda path: window.statusBar().showMessage(actions.saved_message(path), 10_000)
    )
    restored_case, restored_table = autosaver.restore()
    if restored_case is not None:
        actions.case_note = restored_case.note
    if restored_table is not None:
        actions.table_note = restored_table.note
    if restored_case is not None or restored_table is not None:
        window.statusBar().showMessage(
            actions.restored_message(
                hand=restored_case is not None, table=restored_table is not None
            ),
            20_000,
        )
    autosaver.verify()  # a restored state that could not be saved again is said at once
    # the Checks pages' cases too, once their view exists (it is built on first use)
    from referee_app.core.checks_autosave import ChecksAutosave

    checks_autosave = ChecksAutosave(autosaver.folder, parent=window)

    def checks_built(index: int) -> None:
        if index == window.TAB_CHECKS:
            view = window.checks_view
            checks_autosave.attach({kind: page.state for kind, page in view.pages.items()})

    if window.is_built(window.TAB_CHECKS):
        checks_built(window.TAB_CHECKS)
    else:
        window.view_built.connect(checks_built)
    if file is not None:
        actions.open_path(file)
    return actions


def run_export_command(
    out: Path | str, source: Path | str | None, settings_file: Path | None
) -> int:
    """``--export OUT FILE`` without a window: exit status 0, 1 (write failed) or 2 (bad input).

    The report is written in the language chosen in the settings (as the window would show).
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtGui import QGuiApplication

    from referee_app.core.settings import Settings
    from referee_app.text.i18n import LanguageManager

    if source is None:
        if sys.stderr is not None:
            sys.stderr.write("--export needs the file to export: --export OUT.pdf FILE.json\n")
        return 2
    existing = QCoreApplication.instance()
    app = existing if isinstance(existing, QGuiApplication) else QGuiApplication(sys.argv[:1])
    settings = (
        Settings(QSettings(str(settings_file), QSettings.Format.IniFormat))
        if settings_file is not None
        else Settings()
    )
    from referee_app.graphics import export

    languages = LanguageManager(app, settings)
    languages.start()
    try:
        return export.export_file_cli(out, source)
    finally:
        languages.deleteLater()  # its translators go with it (the app may live on)
