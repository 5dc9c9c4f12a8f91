"""The main window: six tabs, the menus and a top bar (ruleset, language) at their right.

``MainWindow(context, hand_state, table_state, languages=...)`` builds the Hand, Table,
Penalties, Rules, Checks and Log views once each: the current tab's before the window is first
shown, the others (module import included) when first needed — their tab is chosen, their
attribute (``window.table_view``...) is read, or the event loop is idle after the first show —
so the window appears sooner. `build_all_tabs()` builds every one at once. Hooks for other parts:

* File menu: `file_menu` is built by `_build_file_menu()`; the case-files part adds its
  actions with `add_file_actions([...])` (they go above Quit; ``None`` is a separator).
* "Show to the table" (View menu, F11) calls ``show_to_table()`` on the current tab's view
  when that view has one; views should not bind F11 themselves.
* `HandView.rule_requested(topic)` (and the same signal on any other view) opens the Rules
  tab at that topic.
* Every model's ``ruling_made(Ruling)`` (the hand's, the table's, each check's) goes into the
  session's ruling log (`ruling_log`, shown in the Log tab, Ctrl+6); the views build no
  ruling. The Checks tab's models are connected when it is built (`connect_rulings()`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import (
    QByteArray,
    QObject,
    QSize,
    Qt,
    QTimer,
    Signal,
    qVersion,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QWidget,
)

from engine import __version__
from engine.rulesets import PRESETS, Ruleset
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.core.ruling_log import RulingLog
from referee_app.core.table_state import TableState
from referee_app.support.compat import override
from referee_app.support.resources import icon_path
from referee_app.text.i18n import LANGUAGES, LanguageManager
from referee_app.text.labels import rule_field_label, ruleset_assumed_note, ruleset_name
from referee_app.text.placeholders import fill
from referee_app.views.widgets.choice_combo import ChoiceComboBox
from referee_app.views.widgets.plain_text import plain_labels, plain_tip
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.screen_fit import fit_window

if TYPE_CHECKING:
    from referee_app.core.check_state import CheckState
    from referee_app.views.checks.checks_view import ChecksView
    from referee_app.views.hand.examples import ExamplesDialog
    from referee_app.views.hand.hand_view import HandView
    from referee_app.views.log.log_view import LogView
    from referee_app.views.penalties.penalties_view import PenaltiesView
    from referee_app.views.rules.rules_view import RulesView
    from referee_app.views.table.table_view import TableView

#: Settings keys this window owns.
GEOMETRY_KEY = "window/geometry"
TAB_KEY = "window/tab"

#: Combo-box data for the entry that stands for the current custom ruleset.
CUSTOM_ITEM = "__custom__"

#: The size the window opens at when none is saved and its screen has the room.
PREFERRED_SIZE = QSize(1100, 760)


class MainWindow(Retranslating, QMainWindow):
    """Tabs Hand, Table, Penalties, Rules, Checks, Log; the ruleset and language selectors;
    the menus."""

    #: Emitted once, when the window is shown for the first time (start-up measurement).
    first_shown = Signal()
    #: a tab's view was built (on first use): its index
    view_built = Signal(int)

    TAB_HAND, TAB_TABLE, TAB_PENALTIES, TAB_RULES, TAB_CHECKS, TAB_LOG = range(6)

    def __init__(
        self,
        context: AppContext,
        hand_state: HandState,
        table_state: TableState,
        *,
        languages: LanguageManager | None = None,
        ruling_log: RulingLog | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        #: the session's ruling log (kept in memory only unless the app gives one with a folder)
        self.ruling_log = ruling_log or RulingLog(None, table_state, parent=self)
        if self.ruling_log.table is None:
            self.ruling_log.table = table_state
        self.hand_state = hand_state
        self.table_state = table_state
        # the table counts a player's offences this session from the log (a resumed one too)
        table_state.offence_log = self.ruling_log
        self.ruling_log.entry_added.connect(lambda _seq: table_state.offences_changed.emit())
        self.ruling_log.session_changed.connect(table_state.offences_changed.emit)
        self.languages = languages
        self._shown_once = False
        self._custom_ruleset: Ruleset | None = None
        self._ruling_models: list[QObject] = []

        self.setObjectName("MainWindow")
        icon = icon_path("referee.png")
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))

        # --- the six views, each built once when first needed (see `view()`) ---
        self._views: dict[int, QWidget] = {}
        self.tabs = QTabWidget()
        self.tabs.setObjectName("main_tabs")
        self.tabs.setDocumentMode(True)
        for _index in range(self.LAZY_TABS):
            self.tabs.addTab(QWidget(), "")  # stands in until the view is built
        self.setCentralWidget(self.tabs)

        # --- menus ---
        self._build_file_menu()
        self._build_view_menu()
        self._build_language_menu()
        self._build_help_menu()

        # --- the top bar, at the right of the menu bar (see `_place_top_bar`) ---
        self._build_top_bar()
        self._place_top_bar()

        self._fill_ruleset_combo()
        context.ruleset_changed.connect(self._on_ruleset_changed)
        if languages is not None:
            languages.language_changed.connect(self._sync_language_selectors)
        self.tabs.currentChanged.connect(self._on_tab_changed)

        self._restore_state()
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()
        self._sync_language_selectors()
        self._on_tab_changed(self.tabs.currentIndex())  # builds the current tab's view
        self.fit_to_screen(move=self._geometry_restored)  # now that its least size is known
        self.connect_rulings()  # last: whichever tabs were added above

    # --- building ----------------------------------------------------------------------

    def _build_top_bar(self) -> None:
        self.top_bar = QWidget()
        self.top_bar.setObjectName("top_bar")
        layout = QHBoxLayout(self.top_bar)
        layout.setContentsMargins(8, 2, 8, 2)
        self.ruleset_label = QLabel()
        self.ruleset_combo = ChoiceComboBox()
        self.ruleset_combo.setObjectName("ruleset_combo")
        # As wide as the longest ruleset name, so the chosen one is never cut off.
        self.ruleset_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.ruleset_label.setBuddy(self.ruleset_combo)
        # a button: the list of the assumed values opens on a click (or Space), not only on hover
        self.assumed_label = QPushButton()
        self.assumed_label.setObjectName("assumed_label")
        self.assumed_label.setFlat(True)
        self.assumed_label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.assumed_label.clicked.connect(self.show_assumed)
        self.language_label = QLabel()
        self.language_combo = ChoiceComboBox()
        self.language_combo.setObjectName("language_combo")
        self.language_label.setBuddy(self.language_combo)
        for code, native_name in LANGUAGES:
            self.language_combo.addItem(native_name, code)
        self.language_combo.setEnabled(self.languages is not None)
        layout.addWidget(self.ruleset_label)
        layout.addWidget(self.ruleset_combo)
        layout.addWidget(self.assumed_label)
        layout.addSpacing(16)
        layout.addWidget(self.language_label)
        layout.addWidget(self.language_combo)
        self.ruleset_combo.activated.connect(self._on_ruleset_chosen)
        self.language_combo.activated.connect(self._on_language_combo)

    def _place_top_bar(self) -> None:
        """The selectors go at the right end of the menu bar, whose row the four menus leave
        mostly empty, so the tab bar keeps the whole width for its six tabs (in the tab bar's
        corner they pushed the Log tab out of sight at 1024 px in Russian). A native menu bar
        (macOS) has no corner: there they stay in the tab bar's corner.

        Called again when their texts change: a corner widget is sized only when its holder
        lays itself out, so texts of another length (a new language, a custom ruleset) need a
        new layout, or they are cut off.
        """
        self.top_bar.adjustSize()
        menu_bar = self.menuBar()
        if menu_bar.isNativeMenuBar():
            self.tabs.setCornerWidget(self.top_bar, Qt.Corner.TopRightCorner)
        else:
            menu_bar.setCornerWidget(self.top_bar, Qt.Corner.TopRightCorner)
            menu_bar.adjustSize()
        self.top_bar.show()  # setting the same corner widget again hides it first

    def _build_file_menu(self) -> None:
        """File: the case-files part's actions (see `add_file_actions`), then Quit."""
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.setObjectName("file_menu")
        self._file_separator = self.file_menu.addSeparator()
        self.quit_action = QAction(self)
        self.quit_action.setObjectName("quit_action")
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        self.file_menu.addAction(self.quit_action)

    def show_open_file(self, path: str, *, modified: bool) -> None:
        """The title names the open file (`path`, "" for none) and marks unsaved changes
        (Qt's `windowFilePath` and ``[*]`` convention: "game.json* — Riichi Referee")."""
        if path != self.windowFilePath():
            self.setWindowFilePath(path)
            self._show_title()
        self.setWindowModified(modified)

    def _show_title(self) -> None:
        path = self.windowFilePath()
        # Qt adds " — Riichi Referee" after a title that does not end with the app's name
        self.setWindowTitle(f"{Path(path).name}[*]" if path else "[*]" + self.tr("Riichi Referee"))

    def add_file_actions(self, actions: Sequence[QAction | QMenu | None]) -> None:
        """Put actions (or sub-menus such as Recent files) in the File menu, above Quit.

        ``None`` adds a separator. The actions keep their own texts and retranslation.
        """
        for item in actions:
            if item is None:
                self.file_menu.insertSeparator(self._file_separator)
            elif isinstance(item, QMenu):
                self.file_menu.insertMenu(self._file_separator, item)
            else:
                self.file_menu.insertAction(self._file_separator, item)

    def _build_view_menu(self) -> None:
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.setObjectName("view_menu")
        self.show_to_table_action = QAction(self)
        self.show_to_table_action.setObjectName("show_to_table_action")
        self.show_to_table_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.show_to_table_action.triggered.connect(self.show_to_table)
        self.view_menu.addAction(self.show_to_table_action)
        self.view_menu.addSeparator()
        self.tab_actions: list[QAction] = []
        for index in range(self.tabs.count()):
            if index == self.TAB_LOG:
                continue
            action = QAction(self)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.triggered.connect(self._tab_switcher(index))
            self.view_menu.addAction(action)
            self.tab_actions.append(action)
        self.log_action = QAction(self)
        self.log_action.setObjectName("log_tab_action")
        self.log_action.setShortcut(QKeySequence("Ctrl+6"))
        self.log_action.triggered.connect(self._tab_switcher(self.TAB_LOG))
        self.view_menu.addAction(self.log_action)

    def connect_rulings(self) -> None:
        """Every model's ``ruling_made(Ruling)`` goes into the ruling log: the hand's, the
        table's, and each check's once the Checks tab is built (call again after building a
        tab; a model already connected is not connected twice)."""
        models: list[HandState | TableState | CheckState] = [self.hand_state, self.table_state]
        checks = self._views.get(self.TAB_CHECKS)
        if checks is not None:
            models.extend(page.state for page in cast("ChecksView", checks).pages.values())
        for model in models:
            if model not in self._ruling_models:
                model.ruling_made.connect(self.ruling_log.record)
                self._ruling_models.append(model)

    def _tab_switcher(self, index: int) -> Callable[[], None]:
        return lambda: self.tabs.setCurrentIndex(index)

    def _build_language_menu(self) -> None:
        self.language_menu = self.menuBar().addMenu("")
        self.language_menu.setObjectName("language_menu")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, native_name in LANGUAGES:
            # Each language keeps its own name in every interface language.
            action = QAction(native_name, self)
            action.setCheckable(True)
            action.setData(code)
            action.setEnabled(self.languages is not None)
            action.triggered.connect(self._language_setter(code))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

    def _language_setter(self, code: str) -> Callable[[], None]:
        return lambda: self.set_language(code)

    def _build_help_menu(self) -> None:
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.setObjectName("help_menu")
        self.examples_action = QAction(self)
        self.examples_action.setObjectName("examples_action")
        self.examples_action.triggered.connect(self.show_examples)
        self.help_menu.addAction(self.examples_action)
        self.help_menu.addSeparator()
        self.examples_dialog: ExamplesDialog | None = None
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.about_action)

    # --- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        # window and dialog titles end with the application's name ("New game — …"): in this
        # language too; set first, so that the window's own title is not followed by the old one
        QApplication.setApplicationDisplayName(self.tr("Riichi Referee"))
        self._show_title()
        self.tabs.setTabText(self.TAB_HAND, self.tr("Hand"))
        self.tabs.setTabText(self.TAB_TABLE, self.tr("Table"))
        self.tabs.setTabText(self.TAB_PENALTIES, self.tr("Penalties"))
        self.tabs.setTabText(self.TAB_RULES, self.tr("Rules"))
        self.tabs.setTabText(self.TAB_CHECKS, self.tr("Checks"))
        self.tabs.setTabToolTip(
            self.TAB_CHECKS, self.tr("Was it allowed: furiten, kan after riichi, tenpai… (Ctrl+5)")
        )
        self.tabs.setTabToolTip(self.TAB_HAND, self.tr("Score one winning hand (Ctrl+1)"))
        self.tabs.setTabToolTip(
            self.TAB_TABLE, self.tr("Scores at the table: enter a result, preview, apply (Ctrl+2)")
        )
        self.tabs.setTabToolTip(
            self.TAB_PENALTIES, self.tr("Penalties under the selected ruleset (Ctrl+3)")
        )
        self.tabs.setTabToolTip(
            self.TAB_RULES, self.tr("The rule texts and ruleset values (Ctrl+4)")
        )
        log_tab = self.TAB_LOG
        self.tabs.setTabText(log_tab, self.tr("Log"))
        self.tabs.setTabToolTip(
            log_tab, self.tr("Every ruling of the session, for the tournament report (Ctrl+6)")
        )
        self.log_action.setText(self.tr("L&og"))
        self.ruleset_label.setText(self.tr("&Ruleset:"))
        self.ruleset_combo.setToolTip(
            self.tr("The rules every calculation follows. Your choice is remembered.")
        )
        self.language_label.setText(self.tr("Language:"))
        self.language_combo.setToolTip(self.tr("The language of the interface"))
        self.file_menu.setTitle(self.tr("&File"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.show_to_table_action.setText(self.tr("&Show to the table"))
        self.show_to_table_action.setToolTip(
            self.tr("Show the result in large type for everyone at the table")
        )
        for action, tab in zip(
            self.tab_actions,
            (
                self.tr("&Hand"),
                self.tr("&Table"),
                self.tr("&Penalties"),
                self.tr("&Rules"),
                self.tr("&Checks"),
            ),
            strict=True,
        ):
            action.setText(tab)
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.examples_action.setText(self.tr("&Example hands…"))
        self.examples_action.setToolTip(
            self.tr("Instructive hands to load into the Hand tab, grouped by theme")
        )
        self.about_action.setText(self.tr("&About Riichi Referee"))
        self._fill_ruleset_combo()  # also lays out the top bar again for the new texts

    # --- ruleset -----------------------------------------------------------------------

    def _fill_ruleset_combo(self) -> None:
        """All presets, plus the current custom ruleset when there is one."""
        current = self.context.ruleset
        is_preset = current.is_preset
        if not is_preset:
            self._custom_ruleset = current
        combo = self.ruleset_combo
        combo.blockSignals(True)
        try:
            combo.clear()
            for preset in PRESETS.values():
                combo.addItem(ruleset_name(preset), preset.id)
            if self._custom_ruleset is not None:
                base = PRESETS.get(self._custom_ruleset.base)
                base_name = ruleset_name(base) if base is not None else self._custom_ruleset.base
                combo.insertSeparator(combo.count())
                # the custom ruleset's own name, as the Table, Rules and Compare views show it
                # (a long one shortened: the top bar grows with the combo box)
                name = self._custom_ruleset.name
                combo.addItem(name if len(name) <= 40 else f"{name[:39]}…", CUSTOM_ITEM)
                combo.setItemData(
                    combo.count() - 1,
                    fill(self.tr("Custom ruleset based on %1"), base_name),
                    Qt.ItemDataRole.ToolTipRole,
                )
            wanted = current.id if is_preset else CUSTOM_ITEM
            combo.setCurrentIndex(max(0, combo.findData(wanted)))
            tip = self.tr("The rules every calculation follows. Your choice is remembered.")
            based_on = combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
            combo.setToolTip(plain_tip(f"{tip}\n{based_on}" if based_on else tip))
        finally:
            combo.blockSignals(False)
        self._update_assumed_label(current)
        self._place_top_bar()

    def _update_assumed_label(self, ruleset: Ruleset) -> None:
        notes = ruleset.assumed_fields
        if not notes:
            self.assumed_label.setText("")
            self.assumed_label.setToolTip("")
            self.assumed_label.setVisible(False)
            return
        count = len(notes)
        self.assumed_label.setVisible(True)
        self.assumed_label.setText(self.tr("%n assumed", "", count))
        lines = [
            self.tr("%n value(s) in this ruleset were chosen, not read in a rule text.", "", count),
            self.tr("Confirm them with the organisers:"),
        ]
        # the notes worded for players, in the current language (never the engine's own)
        lines += [
            f"• {rule_field_label(name)}: {ruleset_assumed_note(ruleset, name) or ''}"
            for name in sorted(notes)
        ]
        lines.append(self.tr("Click for the list with what each value changes."))
        self.assumed_label.setToolTip(plain_tip("\n".join(lines)))

    def show_assumed(self) -> None:
        """The current ruleset's assumed values, what each changes and why it was chosen."""
        from referee_app.views.assumed_dialog import AssumedDialog

        dialog = AssumedDialog(self.context.ruleset, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.assumed_dialog = dialog
        dialog.open()

    def _on_ruleset_chosen(self, index: int) -> None:
        data = self.ruleset_combo.itemData(index)
        if data == CUSTOM_ITEM and self._custom_ruleset is not None:
            self.context.set_ruleset(self._custom_ruleset)
        elif isinstance(data, str) and data in PRESETS:
            self.context.set_ruleset(PRESETS[data])

    def _on_ruleset_changed(self, ruleset: object) -> None:
        del ruleset
        self._fill_ruleset_combo()

    # --- language ----------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        """Switch the interface language (every widget retranslates on LanguageChange)."""
        if self.languages is None:
            return
        self.languages.set_language(code)
        self._sync_language_selectors()

    def _on_language_combo(self, index: int) -> None:
        code = self.language_combo.itemData(index)
        if isinstance(code, str):
            self.set_language(code)

    def _sync_language_selectors(self, *_: object) -> None:
        if self.languages is None:
            return
        code = self.languages.current
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)
        self.language_combo.blockSignals(True)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(code)))
        self.language_combo.blockSignals(False)

    # --- views -------------------------------------------------------------------------

    @property
    def hand_view(self) -> HandView:
        return cast("HandView", self.view(self.TAB_HAND))

    @property
    def table_view(self) -> TableView:
        return cast("TableView", self.view(self.TAB_TABLE))

    @property
    def penalties_view(self) -> PenaltiesView:
        return cast("PenaltiesView", self.view(self.TAB_PENALTIES))

    @property
    def rules_view(self) -> RulesView:
        return cast("RulesView", self.view(self.TAB_RULES))

    @property
    def checks_view(self) -> ChecksView:
        return cast("ChecksView", self.view(self.TAB_CHECKS))

    @property
    def log_view(self) -> LogView:
        return cast("LogView", self.view(self.TAB_LOG))

    #: The tabs whose views are built on first use (Hand, Table, Penalties, Rules, Checks,
    #: Log); tabs added after them are built with the window.
    LAZY_TABS = 6

    def is_built(self, index: int) -> bool:
        return index in self._views or index >= self.LAZY_TABS

    def build_all_tabs(self) -> None:
        """Build every tab's view now (tests and the self-test look into all of them)."""
        for index in range(self.LAZY_TABS):
            self.view(index)

    def view(self, index: int) -> QWidget:
        """The view of tab `index`, built (and put in its tab) on first use."""
        built = self._views.get(index)
        if built is not None:
            return built
        if index >= self.LAZY_TABS:
            widget = self.tabs.widget(index)
            assert widget is not None, index
            return widget
        built = self._create_view(index)
        self._views[index] = built
        rule_requested = getattr(built, "rule_requested", None)
        if rule_requested is not None:
            rule_requested.connect(self.show_rule_topic)
        search_requested = getattr(built, "rules_search_requested", None)
        if search_requested is not None:
            search_requested.connect(self.search_rules)
        # Swap the stand-in for the view, keeping the tab's text, tip and the current tab.
        current = self.tabs.currentIndex()
        text, tip = self.tabs.tabText(index), self.tabs.tabToolTip(index)
        stand_in = self.tabs.widget(index)
        self.tabs.blockSignals(True)
        try:
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, built, text)
            self.tabs.setTabToolTip(index, tip)
            self.tabs.setCurrentIndex(current)
        finally:
            self.tabs.blockSignals(False)
        if stand_in is not None:
            stand_in.deleteLater()
        self.connect_rulings()  # the models a view brought (the checks') log their rulings
        self.view_built.emit(index)
        return built

    def _create_view(self, index: int) -> QWidget:
        context = self.context
        if index == self.TAB_HAND:
            from referee_app.views.hand.hand_view import HandView

            return HandView(context, self.hand_state)
        if index == self.TAB_TABLE:
            from referee_app.views.table.table_view import TableView

            return TableView(context, self.table_state, self.hand_state)
        if index == self.TAB_PENALTIES:
            from referee_app.views.penalties.penalties_view import PenaltiesView

            return PenaltiesView(context, self.table_state)
        if index == self.TAB_RULES:
            from referee_app.views.rules.rules_view import RulesView

            return RulesView(context)
        if index == self.TAB_CHECKS:
            from referee_app.views.checks.checks_view import ChecksView

            return ChecksView(context)
        from referee_app.views.log.log_view import LogView

        return LogView(self.ruling_log)

    def _build_next_tab(self) -> None:
        """After the first show, while idle: build one more tab, then come back for the next."""
        for index in range(self.LAZY_TABS):
            if index not in self._views:
                self.view(index)
                QTimer.singleShot(0, self, self._build_next_tab)  # cancelled with the window
                return

    def show_rule_topic(self, topic_id: str) -> None:
        """Open the Rules tab at `topic_id` (a yaku id, ``fu``, ``furiten``, ...)."""
        self.tabs.setCurrentWidget(self.rules_view)
        self.rules_view.show_topic(topic_id)

    def search_rules(self, text: str) -> None:
        """Open the Rules tab searching for `text` (the Penalties tab's "nothing found")."""
        self.tabs.setCurrentWidget(self.rules_view)
        self.rules_view.search.setText(text)
        self.rules_view.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def _current_show_to_table(self) -> Callable[[], object] | None:
        handler = getattr(self.tabs.currentWidget(), "show_to_table", None)
        return handler if callable(handler) else None

    def show_to_table(self) -> None:
        """View ▸ Show to the table: the current view's large-type presentation."""
        handler = self._current_show_to_table()
        if handler is not None:
            handler()

    def _on_tab_changed(self, index: int) -> None:
        if index >= 0:
            self.view(index)
        self.show_to_table_action.setEnabled(self._current_show_to_table() is not None)
        if index >= 0:
            self.context.settings.set_value(TAB_KEY, index)
        # a tab chosen by click or shortcut takes the keyboard at once; arrow keys on a
        # focused tab bar keep moving along the tabs
        if self._shown_once and not self.tabs.tabBar().hasFocus():
            self.focus_current_view()

    def focus_current_view(self) -> None:
        """Give the keyboard to the current tab: the Hand view (so its keys T, R, C, P, K...
        work without a click first), the search field of Penalties and Rules, the outcome
        choice of the Table."""
        index = self.tabs.currentIndex()
        view = self.view(index) if index >= 0 else None
        target: QWidget | None = view
        if index == self.TAB_PENALTIES:
            target = self.penalties_view.search
        elif index == self.TAB_RULES:
            target = self.rules_view.search
        elif index == self.TAB_TABLE:
            target = self.table_view.form.first_field() or view
        elif index == self.TAB_CHECKS:
            target = self.checks_view.current_page().notation
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_examples(self) -> None:
        """Help ▸ Example hands: a loaded example opens in the Hand tab."""
        if self.examples_dialog is None:
            from referee_app.views.hand.examples import ExamplesDialog

            self.examples_dialog = ExamplesDialog(self.context, self.hand_state, parent=self)
            self.examples_dialog.example_loaded.connect(self._on_example_loaded)
        self.examples_dialog.open()

    def _on_example_loaded(self, example_id: str) -> None:
        del example_id
        self.tabs.setCurrentWidget(self.hand_view)

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Riichi Referee"), self.about_text())

    def about_text(self) -> str:
        return "\n\n".join(
            (
                fill(self.tr("Riichi Referee %1"), __version__),
                self.tr(
                    "An offline assistant for Riichi mahjong referees: scores hands, settles "
                    "the table and looks up penalties and rules under tournament rulesets."
                ),
                fill(self.tr("Python %1, Qt %2"), _python_version(), _qt_version()),
            )
        )

    # --- state kept between runs -------------------------------------------------------

    def _restore_state(self) -> None:
        settings = self.context.settings
        geometry = settings.value_str(GEOMETRY_KEY)
        restored = False
        if geometry:
            try:
                restored = self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            except UnicodeEncodeError:
                restored = False
        if not restored:
            self.resize(PREFERRED_SIZE)
        self._geometry_restored = restored  # fitted once the current tab is built
        try:
            tab = int(settings.value_str(TAB_KEY, "0"))
        except ValueError:
            tab = 0
        if 0 <= tab < self.tabs.count():
            self.tabs.setCurrentIndex(tab)

    def fit_to_screen(self, *, move: bool = True) -> None:
        """Make the window, its frame included, no larger than the available geometry of its
        screen (a saved size from a larger screen, the preferred size on a small one); with
        `move`, also move it the least distance that puts it wholly on that screen (a new
        window is left where the window manager places it).

        A maximized or full-screen window is the window manager's to fit: before the first
        show only the size it returns to is fitted, once shown it is left alone.
        """
        state = self.windowState()
        if state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            if self.isVisible():
                return
            self.setWindowState(Qt.WindowState.WindowNoState)  # not shown yet: nothing moves
        # never below what the window needs (a screen smaller than that: the window manager's
        # to place), so the size set now is the size it is shown at
        fit_window(self, move=move, least=self.minimumSizeHint())
        if state != self.windowState():
            self.setWindowState(state)

    def save_state(self) -> None:
        settings = self.context.settings
        settings.set_value(GEOMETRY_KEY, bytes(self.saveGeometry().toBase64().data()).decode())
        settings.set_value(TAB_KEY, self.tabs.currentIndex())
        settings.sync()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.focus_current_view()
            self.first_shown.emit()
            QTimer.singleShot(0, self, self._build_next_tab)  # cancelled with the window

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_state()
        super().closeEvent(event)


def _python_version() -> str:
    import platform  # on use: its import compiles regular expressions

    return platform.python_version()


def _qt_version() -> str:
    return qVersion()
