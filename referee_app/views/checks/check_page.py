"""What every page of the Checks tab shares: the Hand view's tile palette and notation field
for the check's tiles, the check's own fields, and the engine's answer in words and tiles,
updated on every key. The page never decides a rule: `CheckState` asks the engine.

Keys: Ctrl+L the notation field; Tab walks the fields (Alt+W / Alt+O the seat and round wind
where the check asks them, as on the Hand tab); Ctrl+R compare rulesets; Ctrl+S save the
case; Ctrl+E export; F11 (View menu) shows the answer to the table; Ctrl+Backspace clears.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from referee_app.core.check_state import RULE_TOPICS, CheckKind, CheckState, parse_passed
from referee_app.core.file_errors import write_failure_text
from referee_app.core.hand_state import NotationError, parse_tiles
from referee_app.text import check_text
from referee_app.views.hand.hand_view import notation_error_text
from referee_app.views.widgets import plain_text
from referee_app.views.widgets.hand_tiles import concealed_items, meld_items
from referee_app.views.widgets.retranslate import Retranslating
from referee_app.views.widgets.tile_palette import TilePalette
from referee_app.views.widgets.tile_widgets import TileItem, TileRow
from referee_app.views.widgets.wind_selectors import WindSelectors

__all__ = ["CheckPage", "translate"]


def _show(widget: QWidget, on: bool) -> None:
    """setVisible only on a change (each call re-lays out the page)."""
    if widget.isHidden() == on:
        widget.setVisible(on)


#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


class CheckPage(Retranslating, QWidget):
    """One check: inputs on the left and top, the answer below. Subclasses set `KIND` and
    `FIELDS` ((name, "text" | "flag") pairs, shown after the hand, and ("winds", "winds") for
    the seat and round wind of a check in `WIND_CHECKS`) and word them in `field_texts()`."""

    rule_requested = Signal(str)

    KIND: ClassVar[CheckKind]
    FIELDS: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: the palette shows the dora mode (its indicators are tiles the player can see)
    USES_DORA: ClassVar[bool] = False

    def __init__(self, context: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.state = CheckState(self.KIND, context, self)
        self._overlay: Any = None
        self._syncing = False

        # --- left: the palette ---
        self.palette_box = QGroupBox(self)
        left = QVBoxLayout(self.palette_box)
        self.tile_palette = TilePalette(self.state.hand, self.palette_box)
        self.tile_palette.set_tile_height(34)
        for mode, mode_button in self.tile_palette.mode_buttons.items():
            if str(mode) in ("ura", "shouminkan") or (str(mode) == "dora" and not self.USES_DORA):
                mode_button.hide()
        left.addWidget(self.tile_palette)
        self.clear_button = QPushButton(self.palette_box)
        self.clear_button.clicked.connect(self.clear)
        left.addWidget(self.clear_button)
        self.keys_help = QLabel(self.palette_box)
        self.keys_help.setWordWrap(True)
        self.keys_help.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        left.addWidget(self.keys_help)
        left.addStretch(1)
        self.palette_box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

        # --- right: inputs ---
        self.input_box = QGroupBox(self)
        grid = QGridLayout(self.input_box)
        grid.setColumnStretch(1, 1)
        self.hand_label = QLabel(self.input_box)
        self.hand_tiles = TileRow(self.input_box, tile_height=40)
        self.hand_tiles.activated.connect(self._on_hand_tile)
        grid.addWidget(self.hand_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.hand_tiles, 0, 1, Qt.AlignmentFlag.AlignLeft)
        self.notation_label = QLabel(self.input_box)
        self.notation = QLineEdit(self.input_box)
        self.notation.setClearButtonEnabled(True)
        self.notation.textEdited.connect(self._on_notation_edited)
        self.notation.returnPressed.connect(self._on_notation_return)
        self.notation.editingFinished.connect(self.state.hand.end_coalescing)
        self.notation_label.setBuddy(self.notation)
        self.notation_error = QLabel(self.input_box)
        self.notation_error.setWordWrap(True)
        self.notation_error.hide()
        cell = QVBoxLayout()
        cell.setSpacing(2)
        cell.addWidget(self.notation)
        cell.addWidget(self.notation_error)
        grid.addWidget(self.notation_label, 1, 0)
        grid.addLayout(cell, 1, 1)

        self.field_labels: dict[str, QLabel] = {}
        self.field_edits: dict[str, QLineEdit] = {}
        self.field_rows: dict[str, TileRow] = {}
        self.field_checks: dict[str, QCheckBox] = {}
        self.winds: WindSelectors | None = None
        row = 2
        for name, kind in self.FIELDS:
            if kind == "winds":  # the Hand tab's seat and round wind selectors, on the hand
                self.winds = WindSelectors(self.state.hand, self.input_box)
                grid.addWidget(self.winds.seat_label, row, 0)
                grid.addLayout(self.winds.seat_row, row, 1)
                grid.addWidget(self.winds.round_label, row + 1, 0)
                grid.addWidget(self.winds.round_wind, row + 1, 1, Qt.AlignmentFlag.AlignLeft)
                row += 2
                continue
            if kind == "flag":
                check = QCheckBox(self.input_box)
                check.setChecked(self.state.flag(name))
                check.toggled.connect(lambda on, n=name: self.state.set_value(n, bool(on)))
                grid.addWidget(check, row, 1)
                self.field_checks[name] = check
                row += 1
                continue
            label = QLabel(self.input_box)
            edit = QLineEdit(self.input_box)
            edit.setClearButtonEnabled(True)
            edit.textEdited.connect(lambda text, n=name: self._on_field_edited(n, text))
            label.setBuddy(edit)
            tiles = TileRow(self.input_box, tile_height=30)
            tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tiles.activated.connect(lambda key, n=name: self._on_field_tile(n, key, alt=False))
            tiles.alt_activated.connect(lambda key, n=name: self._on_field_tile(n, key, alt=True))
            box = QVBoxLayout()
            box.setSpacing(2)
            box.addWidget(edit)
            box.addWidget(tiles, 0, Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addLayout(box, row, 1)
            self.field_labels[name], self.field_edits[name], self.field_rows[name] = (
                label,
                edit,
                tiles,
            )
            row += 1
        self.extra_row = row
        self.input_grid = grid
        self.build_extra(grid, row)

        # --- the answer ---
        self.answer_box = QGroupBox(self)
        answer = QVBoxLayout(self.answer_box)
        self.verdict = QLabel(self.answer_box)
        self.verdict.setWordWrap(True)
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.verdict.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.verdict.setFont(font)
        answer.addWidget(self.verdict)
        self.tile_captions: list[QLabel] = []
        self.answer_tiles: list[TileRow] = []
        tiles_grid = QGridLayout()
        tiles_grid.setColumnStretch(1, 1)
        for i in range(3):
            caption = QLabel(self.answer_box)
            tiles = TileRow(self.answer_box, tile_height=34, clickable=False)
            tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tiles_grid.addWidget(caption, i, 0)
            tiles_grid.addWidget(tiles, i, 1, Qt.AlignmentFlag.AlignLeft)
            self.tile_captions.append(caption)
            self.answer_tiles.append(tiles)
        answer.addLayout(tiles_grid)
        self.details = QLabel(self.answer_box)
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        answer.addWidget(self.details)
        self.cost = QLabel(self.answer_box)
        self.cost.setWordWrap(True)
        self.cost.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        answer.addWidget(self.cost)
        # a cost worked from an assumed rule value: the mark on the amount, and which value
        # (as the Hand tab's breakdown says it under its total)
        self.cost_notes = QLabel(self.answer_box)
        self.cost_notes.setWordWrap(True)
        self.cost_notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cost_notes.setForegroundRole(QPalette.ColorRole.Highlight)
        answer.addWidget(self.cost_notes)
        self.rules = QLabel(self.answer_box)
        self.rules.setWordWrap(True)
        self.rules.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        answer.addWidget(self.rules)

        buttons = QHBoxLayout()
        self.rule_button = QPushButton(self.answer_box)
        self.rule_button.clicked.connect(lambda: self.rule_requested.emit(self.rule_topic))
        self.compare_button = QPushButton(self.answer_box)
        self.compare_button.clicked.connect(self.compare_rulesets)
        self.show_button = QPushButton(self.answer_box)
        self.show_button.clicked.connect(self.show_to_table)
        self.save_button = QPushButton(self.answer_box)
        self.save_button.clicked.connect(self._ask_save)
        self.export_button = QPushButton(self.answer_box)
        self.export_button.clicked.connect(self._ask_export)
        for button in (
            self.rule_button,
            self.compare_button,
            self.show_button,
            self.save_button,
            self.export_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        answer.addStretch(1)
        answer.addLayout(buttons)

        right_host = QWidget(self)
        right = QVBoxLayout(right_host)
        right.setContentsMargins(0, 0, 0, 0)
        right.addWidget(self.input_box)
        right.addWidget(self.answer_box, 1)
        right.addStretch(0)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(right_host)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area = scroll
        outer = QHBoxLayout(self)
        outer.addWidget(self.palette_box, 0)
        outer.addWidget(scroll, 1)

        for keys, slot in (
            ("Ctrl+L", self.focus_notation),
            ("Ctrl+R", self.compare_rulesets),
            ("Ctrl+S", self._ask_save),
            ("Ctrl+E", self._ask_export),
            ("Ctrl+Backspace", self.clear),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

        self.state.changed.connect(self.refresh)
        self.retranslate_ui()
        self.refresh()

    # --- for subclasses --------------------------------------------------------------------

    def build_extra(self, grid: QGridLayout, row: int) -> None:
        """Add page-specific inputs to the input grid from `row` on."""

    def field_texts(self) -> dict[str, tuple[str, str]]:
        """(label, placeholder) per text field, or (check box text, "") per flag."""
        return {}

    def hand_texts(self) -> tuple[str, str]:
        """The hand row's label and the notation field's placeholder."""
        return translate("CheckPage", "Hand"), ""

    def refresh_extra(self) -> None:
        """Page-specific refresh after the state changed."""

    def retranslate_extra(self) -> None:
        """Page-specific texts."""

    @property
    def rule_topic(self) -> str:
        return RULE_TOPICS[self.KIND]

    # --- reading the answer ----------------------------------------------------------------

    def report(self) -> check_text.CheckReport:
        return check_text.report(
            str(self.KIND), self.state.answer, self.state.status, ruleset=self.state.ruleset
        )

    def clear(self) -> None:
        """Empty the page (every field and the tiles)."""
        self._show_error(None)
        self.state.clear()

    def focus_notation(self) -> None:
        self.notation.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.notation.selectAll()

    # --- editing ---------------------------------------------------------------------------

    def _on_notation_edited(self, text: str) -> None:
        self._syncing = True
        try:
            self.state.hand.set_notation(text, coalesce=True)
        except NotationError as exc:
            self._show_error(exc)
        else:
            self._show_error(None)
        finally:
            self._syncing = False

    def _on_notation_return(self) -> None:
        self.state.hand.end_coalescing()
        try:
            self.state.hand.set_notation(self.notation.text())
        except NotationError as exc:
            self._show_error(exc)
            return
        self._show_error(None)
        self.notation.setText(self.state.hand.notation())
        self.focusNextChild()

    def _show_error(self, error: NotationError | None) -> None:
        _show(self.notation_error, error is not None)
        self.notation_error.setText("" if error is None else notation_error_text(error))

    def _on_hand_tile(self, key: object) -> None:
        if isinstance(key, str):
            self.state.hand.remove_tile(key)
        elif isinstance(key, tuple) and key[0] == "meld":
            self.state.hand.remove_meld(int(key[1]))

    def _on_field_edited(self, name: str, text: str) -> None:
        self.state.set_value(name, text)

    def _on_field_tile(self, name: str, key: object, *, alt: bool) -> None:
        """A click on a pond tile; the furiten page marks discards."""

    # --- display ---------------------------------------------------------------------------

    def refresh(self) -> None:
        snap = self.state.hand.snapshot
        items = concealed_items(snap, gap=10)
        for i, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, i, gap=10))
        items.extend(
            TileItem(t, key=("dora", i), gap=10 if i == 0 else 0, dimmed=True)
            for i, t in enumerate(snap.dora)
        )
        self.hand_tiles.set_items(items)
        # a palette click, a load, a clear: the field follows (text it refused stays)
        if not self._syncing and not self.notation_error.isVisibleTo(self):
            self.notation.setText(self.state.hand.notation())
            self._show_error(None)
        for name, edit in self.field_edits.items():
            if edit.text() != self.state.text(name):
                edit.setText(self.state.text(name))
            self.field_rows[name].set_items(self.field_items(name))
        for name, check in self.field_checks.items():
            if check.isChecked() != self.state.flag(name):
                check.blockSignals(True)
                check.setChecked(self.state.flag(name))
                check.blockSignals(False)
        self.refresh_extra()
        self._show_report()

    def field_items(self, name: str) -> list[TileItem]:
        """The tiles of a text field as drawn under it (markers leave a gap)."""
        text = self.state.text(name)
        try:
            if name == "passed":
                entries = parse_passed(text)
            else:
                entries = parse_tiles(text.replace("*", "").replace("^", "").replace(" ", ""))
        except NotationError:
            return []
        out: list[TileItem] = []
        gap = 0
        index = 0
        for entry in entries:
            if entry in ("draw", "claim", "discard", "call"):
                gap = 12
                index += 1
                continue
            out.append(TileItem(entry, key=index, gap=gap))
            gap = 0
            index += 1
        return out

    def _show_report(self) -> None:
        r = self.report()
        error = self.state.notation_error
        if error is not None:
            r = check_text.CheckReport(notation_error_text(error))
        self.verdict.setText(r.verdict)
        role = QPalette.ColorRole.WindowText
        palette = self.verdict.palette()
        if r.good is False:
            palette.setColor(role, Qt.GlobalColor.darkRed)
        elif r.good is True:
            palette.setColor(role, Qt.GlobalColor.darkGreen)
        else:
            palette = self.palette()
        self.verdict.setPalette(palette)
        # labels stay shown (empty when unused) and rows are hidden only on a change: showing
        # and hiding widgets on every key re-lays out the page and doubles the time to the answer
        for i, (caption, tiles) in enumerate(
            zip(self.tile_captions, self.answer_tiles, strict=True)
        ):
            text, shown = (r.tiles[i][0], r.tiles[i][1]) if i < len(r.tiles) else ("", [])
            caption.setText(f"{text}: —" if text and not shown else text)
            tiles.set_items([TileItem(t) for t in shown])
            _show(caption, bool(text))
            _show(tiles, bool(shown))
        # information the verdict does not rest on comes after a blank line
        self.details.setText("\n\n".join(t for t in ("\n".join(r.lines), "\n".join(r.info)) if t))
        self.cost.setText(
            "\n".join([translate("CheckPage", "What it costs:"), *r.cost]) if r.cost else ""
        )
        self.cost.setToolTip("\n".join(r.cost_notes))
        self.cost_notes.setText("\n".join(r.cost_notes))
        self.rules.setText("\n".join(r.rules))
        # an empty text takes no room (an empty label still has its line and spacing: a gap
        # under the waits of a tenpai that counts)
        for label in (self.details, self.cost, self.cost_notes, self.rules):
            _show(label, bool(label.text()))
        has_answer = self.state.status == "answer"
        for button in (self.compare_button, self.show_button, self.save_button, self.export_button):
            button.setEnabled(
                has_answer or (button is self.save_button and not self.state.is_empty())
            )

    def answer_text(self) -> str:
        """The answer area as plain text (tests, the accessibility tree)."""
        parts = [self.verdict.text()]
        for caption, tiles in zip(self.tile_captions, self.answer_tiles, strict=True):
            if caption.text():
                parts.append(caption.text() + " " + " ".join(i.tile for i in tiles.items))
        for label in (self.details, self.cost, self.cost_notes, self.rules):
            if label.text():
                parts.append(label.text())
        return "\n".join(parts)

    # --- actions ---------------------------------------------------------------------------

    def compare_rulesets(self) -> None:
        if self.state.status != "answer":
            return
        from referee_app.views.checks.compare import CompareChecksDialog

        CompareChecksDialog(self.state, self).exec()

    def show_to_table(self) -> None:
        """Large type over the whole window (Esc returns)."""
        if self.state.status != "answer":
            return
        from referee_app.views.checks.show import CheckShowOverlay

        window = self.window()
        if self._overlay is None:
            self._overlay = CheckShowOverlay(window)
            self._overlay.closed.connect(self._on_overlay_closed)
        self._overlay.set_report(
            check_text.check_title(str(self.KIND)), self.state.hand, self.report()
        )
        self._overlay.setGeometry(window.rect())
        self._overlay.show()
        self._overlay.raise_()
        self._overlay.setFocus(Qt.FocusReason.OtherFocusReason)
        self.state.record_ruling("shown")

    def _on_overlay_closed(self) -> None:
        self.notation.setFocus(Qt.FocusReason.OtherFocusReason)

    def case_file(self, note: str = "") -> Any:
        from referee_app.core.case_files import CheckFile

        return CheckFile(check=self.state.to_dict(), note=note)

    def save_case(self, path: Path | str) -> bool:
        """Write the check as a case file; a message box says why when it cannot."""
        from referee_app.core.case_files import CaseFileError, save_file

        try:
            save_file(path, self.case_file())
        except CaseFileError as exc:
            plain_text.warning(self, translate("CheckPage", "Save the check"), exc.message())
            return False
        self.state.record_ruling("saved")
        return True

    def export(self, path: Path | str) -> bool:
        from referee_app.graphics.export import export_check

        try:
            export_check(self.case_file(), path, self.state.answer)
        except (OSError, ValueError) as exc:
            plain_text.warning(
                self, translate("CheckPage", "Export the check"), write_failure_text(exc)
            )
            return False
        return True

    def _ask_save(self) -> None:
        if self.state.is_empty():
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("CheckPage", "Save the check"),
            f"{self.KIND}.json",
            translate("CheckPage", "Case files (*.json)"),
        )
        if path:
            self.save_case(path)

    def _ask_export(self) -> None:
        if self.state.status != "answer":
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("CheckPage", "Export the check"),
            f"{self.KIND}.pdf",
            translate("CheckPage", "PDF or PNG (*.pdf *.png)"),
        )
        if path:
            self.export(path)

    # --- text ------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.palette_box.setTitle(translate("CheckPage", "Tiles"))
        self.clear_button.setText(translate("CheckPage", "Clear the page"))
        self.clear_button.setToolTip(
            translate("CheckPage", "Empty every field of this check (Ctrl+Backspace)")
        )
        self.keys_help.setText(
            translate(
                "CheckPage",
                "Ctrl+L notation field, Tab next field, Enter applies the notation. "
                "Ctrl+R compare rulesets, F11 show to the table, Ctrl+S save, Ctrl+E export.",
            )
        )
        self.input_box.setTitle(translate("CheckPage", "The case"))
        hand_label, hand_hint = self.hand_texts()
        self.hand_label.setText(hand_label)
        self.notation_label.setText(translate("CheckPage", "Notation"))
        self.notation.setPlaceholderText(hand_hint)
        self.notation.setAccessibleName(translate("CheckPage", "Notation of the tiles"))
        texts = self.field_texts()
        for name, label in self.field_labels.items():
            text, hint = texts.get(name, (name, ""))
            label.setText(text)
            self.field_edits[name].setPlaceholderText(hint)
            self.field_edits[name].setAccessibleName(text)
        for name, check in self.field_checks.items():
            check.setText(texts.get(name, (name, ""))[0])
        if self.winds is not None:
            self.winds.retranslate_ui()
            self.winds.seat_wind.setToolTip(
                translate("CheckPage", "The player's seat wind; East is the dealer.")
            )
        self.answer_box.setTitle(translate("CheckPage", "Answer"))
        self.rule_button.setText(translate("CheckPage", "The rule"))
        self.rule_button.setToolTip(translate("CheckPage", "Open this rule on the Rules tab"))
        self.compare_button.setText(translate("CheckPage", "Compare rulesets"))
        self.compare_button.setToolTip(
            translate("CheckPage", "The same check under every preset (Ctrl+R)")
        )
        self.show_button.setText(translate("CheckPage", "Show to the table"))
        self.show_button.setToolTip(translate("CheckPage", "The answer in large type (F11)"))
        self.save_button.setText(translate("CheckPage", "Save…"))
        self.save_button.setToolTip(
            translate("CheckPage", "Save the check as a case file (Ctrl+S)")
        )
        self.export_button.setText(translate("CheckPage", "Export…"))
        self.export_button.setToolTip(
            translate("CheckPage", "Export the check as PDF or PNG (Ctrl+E)")
        )
        self.retranslate_extra()
        self._show_report()
