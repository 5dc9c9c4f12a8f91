"""Help ▸ Example hands: a searchable list of instructive hands, loaded into the Hand tab.

The examples are data (`core/examples.py`), their words are `text/examples_text.py`. Loading one
is one edit on the hand's undo stack; the dialog says which ruleset an example switches to.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.examples import Example, ExamplesError, apply_example, load_examples
from referee_app.core.hand_state import HandState
from referee_app.rules.rules_content import search_matches
from referee_app.support.compat import override
from referee_app.text import label_data, labels
from referee_app.text.examples_text import (
    GROUPS,
    example_explanation,
    example_title,
    group_label,
    search_terms,
)
from referee_app.text.placeholders import fill
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["ExamplesDialog"]

# ----------------------------------------------------------------------------------------------
# The dialog


class ExamplesDialog(Retranslating, QDialog):
    """A searchable list of example hands by theme; Load puts one into the Hand tab.

    Double-click, Enter or the Load button loads the chosen example (see `apply_example`),
    emits `example_loaded(id)` and closes. The main window switches to the Hand tab on that
    signal.
    """

    example_loaded = Signal(str)

    TILE_HEIGHT = 34

    def __init__(
        self,
        context: AppContext,
        hand_state: HandState,
        *,
        examples: tuple[Example, ...] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ExamplesDialog")
        self.context = context
        self.hand_state = hand_state
        self._load_error = ""
        if examples is None:
            try:
                examples = load_examples()
            except ExamplesError as exc:
                self._load_error = str(exc)
                examples = ()
        self.examples = examples
        self._by_id = {e.id: e for e in examples}
        self._loaded = False

        # --- children, built once ---
        self.search_label = QLabel()
        self.search = QLineEdit()
        self.search.setObjectName("examples_search")
        self.search.setClearButtonEnabled(True)
        self.search_label.setBuddy(self.search)
        self.search.installEventFilter(self)

        self.tree = QTreeWidget()
        self.tree.setObjectName("examples_tree")
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setRootIsDecorated(False)
        self.tree.setMinimumWidth(300)
        self._group_items: dict[str, QTreeWidgetItem] = {}
        self._example_items: dict[str, QTreeWidgetItem] = {}
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for group_id in GROUPS:
            members = [e for e in examples if e.group == group_id]
            if not members:
                continue
            group_item = QTreeWidgetItem(self.tree)
            group_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group_item.setFont(0, bold)
            self._group_items[group_id] = group_item
            for example in members:
                item = QTreeWidgetItem(group_item)
                item.setData(0, Qt.ItemDataRole.UserRole, example.id)
                self._example_items[example.id] = item
            group_item.setExpanded(True)

        self.title_label = QLabel()
        self.title_label.setObjectName("example_title")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setWordWrap(True)
        title_font = QFont(self.title_label.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        self.title_label.setFont(title_font)
        self.tiles = self._tile_row()
        self.dora_label = QLabel()
        self.dora_tiles = self._tile_row()
        self.situation_label = QLabel()
        self.situation_label.setObjectName("example_situation")
        self.situation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.situation_label.setWordWrap(True)
        self.ruleset_label = QLabel()
        self.ruleset_label.setObjectName("example_ruleset")
        self.ruleset_label.setTextFormat(Qt.TextFormat.PlainText)
        self.ruleset_label.setWordWrap(True)
        self.explanation_label = QLabel()
        self.explanation_label.setObjectName("example_explanation")
        self.explanation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation_label.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding
        )
        self.note_label = QLabel()
        self.note_label.setObjectName("example_note")
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)
        self.note_label.setWordWrap(True)
        note_font = QFont(self.note_label.font())
        note_font.setItalic(True)
        self.note_label.setFont(note_font)

        self.buttons = QDialogButtonBox()
        self.load_button = QPushButton()
        self.load_button.setObjectName("load_example")
        self.load_button.setDefault(True)
        self.load_button.setAutoDefault(True)
        self.buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)

        # --- layout ---
        details = QWidget()
        details.setObjectName("example_details")
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(12, 0, 0, 0)
        details_layout.addWidget(self.title_label)
        details_layout.addWidget(self.tiles)
        dora_row = QHBoxLayout()
        dora_row.addWidget(self.dora_label)
        dora_row.addWidget(self.dora_tiles, 1)
        details_layout.addLayout(dora_row)
        details_layout.addWidget(self.situation_label)
        details_layout.addWidget(self.ruleset_label)
        details_layout.addSpacing(6)
        details_layout.addWidget(self.explanation_label, 1)
        details_layout.addWidget(self.note_label)

        search_row = QHBoxLayout()
        search_row.addWidget(self.search_label)
        search_row.addWidget(self.search, 1)
        body = QHBoxLayout()
        body.addWidget(self.tree, 1)
        body.addWidget(details, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(search_row)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        # --- behaviour ---
        self.search.textChanged.connect(self._apply_filter)
        self.tree.currentItemChanged.connect(self._show_current)
        self.tree.itemDoubleClicked.connect(self._on_double_click)
        self.load_button.clicked.connect(self.load_current)
        self.close_button.clicked.connect(self.reject)
        context.ruleset_changed.connect(self._show_current)

        self.resize(self.sizeHint())
        self.retranslate_ui()
        first = next(iter(self._example_items.values()), None)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._show_current()
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def _tile_row(self) -> TileRow:
        row = TileRow(tile_height=self.TILE_HEIGHT)
        # A picture here, not a control: no clicks, no keyboard stops on its tiles.
        row.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return row

    # --- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Example hands"))
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("Part of a title, e.g. pinfu"))
        self.search.setToolTip(self.tr("Show only the examples whose title contains this text"))
        self.tree.setToolTip(self.tr("Double-click or press Enter to load an example"))
        for group_id, item in self._group_items.items():
            item.setText(0, group_label(group_id))
        for example_id, item in self._example_items.items():
            title = example_title(example_id)
            item.setText(0, title)
            item.setToolTip(0, title)  # the whole title where a long one is elided
        self.load_button.setText(self.tr("&Load"))
        self.load_button.setToolTip(
            self.tr("Put this hand into the Hand tab under the example's ruleset")
        )
        self.dora_label.setText(self.tr("Dora indicators:"))
        self._apply_filter()
        self._show_current()

    @override
    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        # Down / Up in the search field walk the list, so typing then choosing needs no mouse.
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)
        ):
            self._step(1 if event.key() == Qt.Key.Key_Down else -1)
            return True
        return super().eventFilter(watched, event)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        # The dialog is kept between uses: each opening starts fresh (Load enabled, the note
        # about the current hand and the ruleset line up to date, the search ready to type).
        self._loaded = False
        self._show_current()
        self.search.selectAll()
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)
        super().showEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1000, 560)

    # --- choosing ----------------------------------------------------------------------

    def visible_ids(self) -> list[str]:
        """The ids the list shows now, in order."""
        return [i for i, item in self._example_items.items() if not item.isHidden()]

    def current_example(self) -> Example | None:
        item = self.tree.currentItem()
        if item is None or item.isHidden():
            return None
        example_id = item.data(0, Qt.ItemDataRole.UserRole)
        return self._by_id.get(example_id) if isinstance(example_id, str) else None

    def select(self, example_id: str) -> bool:
        """Make `example_id` the current example (False when unknown or filtered out)."""
        item = self._example_items.get(example_id)
        if item is None or item.isHidden():
            return False
        self.tree.setCurrentItem(item)
        return True

    def _step(self, delta: int) -> None:
        ids = self.visible_ids()
        if not ids:
            return
        current = self.current_example()
        index = ids.index(current.id) if current is not None and current.id in ids else -delta
        self.select(ids[max(0, min(len(ids) - 1, index + delta))])

    def _apply_filter(self, *_: object) -> None:
        query = self.search.text().strip()
        shown: dict[str, int] = dict.fromkeys(self._group_items, 0)
        for example_id in self._example_items:
            item = self._example_items[example_id]
            match = search_matches(query, search_terms(example_id))
            item.setHidden(not match)
            shown[self._by_id[example_id].group] += match
        for group_id, group_item in self._group_items.items():
            group_item.setHidden(shown[group_id] == 0)
        if self.current_example() is None:
            ids = self.visible_ids()
            if ids:
                self.select(ids[0])
            else:
                self.tree.setCurrentIndex(QModelIndex())
        self._show_current()

    def _on_double_click(self, item: QTreeWidgetItem, column: int) -> None:
        del column
        if item.data(0, Qt.ItemDataRole.UserRole):
            self.load_current()

    # --- details -----------------------------------------------------------------------

    def _show_current(self, *_: object) -> None:
        example = self.current_example()
        self.load_button.setEnabled(example is not None and not self._loaded)
        if example is None:
            self._clear_details()
            return
        self.title_label.setText(example_title(example.id))
        snap = example.snapshot()
        items: list[TileItem] = concealed_items(snap, gap=10)
        for index, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, index, gap=14))
        self.tiles.set_items(items)
        self.tiles.setToolTip(example.notation)
        self.tiles.setAccessibleName(example.notation)
        self.dora_tiles.set_items([TileItem(t) for t in snap.dora])
        self.dora_label.setVisible(bool(snap.dora))
        self.dora_tiles.setVisible(bool(snap.dora))
        self.situation_label.setText(self._situation_text(example))
        self.ruleset_label.setText(self._ruleset_text(example))
        self.explanation_label.setText(example_explanation(example.id))
        self.note_label.setText(self._note_text())

    def _clear_details(self) -> None:
        if self._load_error:
            self.title_label.setText(self.tr("The example hands could not be read."))
            self.explanation_label.setText(self._load_error)
        elif self.search.text().strip():
            self.title_label.setText(
                fill(self.tr("No example title contains “%1”."), self.search.text())
            )
            self.explanation_label.setText("")
        else:
            self.title_label.setText("")
            self.explanation_label.setText("")
        self.tiles.set_items([])
        self.dora_tiles.set_items([])
        self.dora_label.setVisible(False)
        self.dora_tiles.setVisible(False)
        self.situation_label.setText("")
        self.ruleset_label.setText("")
        self.note_label.setText("")

    def _situation_text(self, example: Example) -> str:
        win = example.value("win", "ron")
        parts = [self.tr("Tsumo") if win == "tsumo" else self.tr("Ron")]
        parts.append(
            fill(self.tr("Seat wind: %1"), labels.wind_label(example.value("seat_wind", "E")))
        )
        parts.append(
            fill(self.tr("Round wind: %1"), labels.wind_label(example.value("round_wind", "E")))
        )
        # romaji with the local name beside it (glossary), as the breakdown names yaku
        parts.extend(
            labels.situation_flag_label(flag)
            if flag in label_data.SITUATION_FLAG_LABELS
            else labels.yaku_full_name(flag)
            for flag in SITUATION_FLAGS
            if example.value(flag)
        )
        honba = int(example.value("honba", 0))
        if honba:
            parts.append(fill(self.tr("Honba: %1"), str(honba)))
        sticks = int(example.value("riichi_sticks", 0))
        if sticks:
            parts.append(fill(self.tr("Riichi sticks on the table: %1"), str(sticks)))
        return " · ".join(parts)

    def _ruleset_text(self, example: Example) -> str:
        target = PRESETS[example.ruleset]
        current = self.context.ruleset
        text = fill(self.tr("Ruleset: %1"), labels.ruleset_name(target))
        if current != target:
            text += "\n" + fill(
                self.tr("Loading switches the ruleset from %1 to %2."), current.name, target.name
            )
        return text

    def _note_text(self) -> str:
        snap = self.hand_state.snapshot
        if snap.concealed or snap.melds:
            return self.tr(
                "Your current hand is not lost: Undo (Ctrl+Z) in the Hand tab brings it back."
            )
        return ""

    # --- loading -----------------------------------------------------------------------

    def load_current(self) -> bool:
        """Load the current example (see `apply_example`), emit `example_loaded`, close."""
        example = self.current_example()
        if example is None or self._loaded:
            return False
        try:
            apply_example(example, self.context, self.hand_state)
        except (EngineError, ValueError) as exc:
            # Cannot happen with the shipped file (a test loads every example); say so plainly.
            self.note_label.setText(fill(self.tr("This example could not be loaded: %1"), str(exc)))
            return False
        self._loaded = True
        self.load_button.setEnabled(False)
        self.example_loaded.emit(example.id)
        self.accept()
        return True
