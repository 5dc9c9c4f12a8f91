"""Compare: the same hand's value under every preset ruleset, side by side.

One `engine.api.compare` call scores the hand under all presets (and the current ruleset when
it is a custom one). Each row is a ruleset; a cell that differs from the current ruleset's row
is highlighted (bold, on the highlight colour), so the rules that change the result stand out.

Every text is shown whole: cells wrap (a yaku and its han never split across lines), rows grow
to fit, and the columns share the width of the dialog so that no sideways scrolling is needed
(the wrapping columns give way first: payment, yaku, ruleset). The dialog opens at the size of
its contents, within the screen, and can be resized; it remembers nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import api
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text import labels
from referee_app.text.placeholders import fill
from referee_app.views.hand.breakdown_view import payment_text
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.retranslate import Retranslating

__all__ = ["CompareDialog"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate

COLUMNS = 5
TOTAL_COLUMN = COLUMNS - 1
#: Columns that wrap when the dialog is narrow, the first to give way first: payment, yaku,
#: ruleset name. Value and total keep their width.
WRAPPING = (3, 2, 0)
#: Narrowest a wrapping column gets, in average character widths (its longest unbreakable
#: piece, e.g. one yaku with its han, is kept whole when wider).
MIN_CHARS = 12
#: The yaku column's width when there is room, in average character widths: a few yaku a line.
YAKU_CHARS = 40
NBSP = "\u00a0"


def _unbreakable(text: str) -> str:
    """`text` with its spaces made non-breaking: a yaku and its han stay on one line."""
    return text.replace(" ", NBSP)


def _cells(answer: Mapping[str, Any]) -> list[str]:
    """Value, yaku, payment, total: the texts of one row."""
    if not answer.get("ok"):
        error = answer.get("error") or {}
        message = labels.error_label(str(error.get("code", "")), error.get("details") or {})
        return [translate("CompareDialog", "No win"), message, "", ""]
    if answer.get("yakuman"):
        value = labels.yakuman_text(int(answer["yakuman"]))
    else:
        value = labels.han_fu_text(int(answer.get("han", 0)), int(answer.get("fu", 0)))
        if answer.get("limit"):
            value = f"{labels.limit_label(str(answer['limit']))} ({value})"
    yaku = []
    for item in answer.get("yaku", []):
        name = labels.yaku_label(str(item.get("id", "")))
        if "yakuman" in item:
            yaku.append(_unbreakable(name))
        else:
            yaku.append(_unbreakable(f"{name} {labels.han_text(int(item.get('han', 0)))}"))
    for key in ("dora", "aka", "ura"):
        n = int(answer.get(key, 0))
        if n:
            yaku.append(_unbreakable(labels.dora_text(key, n)))
    payment = payment_text(answer.get("payments") or {})
    return [value, ", ".join(yaku), payment, labels.points_text(int(answer.get("total", 0)))]


def _without_red_fives(request: dict[str, Any]) -> dict[str, Any]:
    """The same request with every red five written as a plain five."""

    def plain(text: str) -> str:
        return re.sub(r"[0-9]+(?=[mps])", lambda m: m.group(0).replace("0", "5"), text)

    out = dict(request)
    for key in ("hand", "win_tile", "dora_indicators", "ura_indicators"):
        if isinstance(out.get(key), str):
            out[key] = plain(out[key])
    out["melds"] = [plain(m) for m in request.get("melds", [])]
    return out


class CompareDialog(Retranslating, QDialog):
    """A table of the hand's value per ruleset; differences from the current one highlighted."""

    def __init__(
        self, context: AppContext, hand_state: HandState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.hand_state = hand_state
        self.setModal(False)
        layout = self.main_layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setFocus()  # Enter or Esc closes; Tab moves into the table
        layout.addWidget(buttons)
        self.setSizeGripEnabled(True)
        self.results: list[dict[str, Any]] = []
        self.current_row = -1
        self._fitting = False
        #: the columns' natural and least widths, measured once per filling of the table (a
        #: resize asks for them again and again; the texts and fonts have not changed)
        self._widths: dict[tuple[bool, int], int] = {}
        #: the column widths the rows were last made tall enough for
        self._fitted: list[int] = []
        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()
        self.fit_to_contents()

    @classmethod
    def show_for(cls, parent: QWidget, context: AppContext, hand_state: HandState) -> CompareDialog:
        dialog = cls(context, hand_state, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def reload(self) -> None:
        """Ask the engine again and fill the table.

        A ruleset without red fives sees the hand with its red fives as plain fives (the same
        tiles on the table; that set simply has no red ones), and says so in its row.
        """
        self._widths.clear()
        self._fitted = []
        request = self.hand_state.to_request()
        current = self.context.ruleset_json
        specs: list[Any] = list(PRESETS)
        red_ok: list[bool] = [PRESETS[p].red_fives for p in PRESETS]
        if not isinstance(current, str):
            specs.append(current)
            red_ok.append(self.context.ruleset.red_fives)
        plain_request = _without_red_fives(request)
        answers: list[dict[str, Any] | None] = [None] * len(specs)
        for uses_red in (True, False):
            indices = [i for i, ok in enumerate(red_ok) if ok == uses_red]
            if not indices:
                continue
            req = dict(request if uses_red else plain_request)
            req["rulesets"] = [specs[i] for i in indices]
            answer = api.compare(req)
            for i, result in zip(indices, answer.get("results", []), strict=False):
                answers[i] = {
                    **result,
                    "plain_fives": not uses_red and plain_request != request,
                }
        self.results = [a for a in answers if a is not None]
        current_id = current if isinstance(current, str) else "custom"
        self.table.setRowCount(len(self.results))
        rows: list[list[str]] = []
        self.current_row = -1
        for i, item in enumerate(self.results):
            preset = PRESETS.get(str(item.get("ruleset", "")))
            # a preset's name in the interface language; a custom ruleset's as its author wrote it
            name = (
                labels.ruleset_name(preset)
                if preset is not None
                else str(item.get("name", item.get("ruleset", "")))
            )
            if item.get("plain_fives"):
                name = fill(translate("CompareDialog", "%1 (red fives as plain fives)"), name)
            rows.append([name, *_cells(item["answer"])])
            if item.get("ruleset") == current_id:
                self.current_row = i
        reference = rows[self.current_row] if self.current_row >= 0 else None
        palette = self.palette()
        highlight = QColor(palette.color(QPalette.ColorRole.Highlight))
        highlight.setAlpha(70)
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                # the full text, the yaku one a line
                # (a number keeps its unit: "1 han" never breaks)
                tip = re.sub(f"(?<![0-9]){NBSP}", " ", text)
                if c == 2:
                    tip = tip.replace(", ", "\n")
                cell.setToolTip(tip)
                font = QFont(self.table.font())
                differs = reference is not None and c > 0 and text != reference[c]
                if differs:
                    cell.setBackground(highlight)
                    font.setBold(True)
                    cell.setToolTip(
                        tip + "\n" + translate("CompareDialog", "Differs from the current ruleset.")
                    )
                if r == self.current_row:
                    font.setBold(True)
                    if c == 0:
                        cell.setText(fill(translate("CompareDialog", "%1 (current)"), text))
                cell.setFont(font)
                if c == TOTAL_COLUMN:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                else:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                self.table.setItem(r, c, cell)
        # no row selected at first: a selected row would look like a highlighted difference
        self.table.clearSelection()
        self.table.setCurrentIndex(QModelIndex())
        self.fit_columns()

    # --- sizes ------------------------------------------------------------------------------

    def _text_margin(self) -> int:
        """The room an item view leaves on each side of a cell's text (style dependent)."""
        return self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1

    def _cell_fonts(self, column: int) -> list[tuple[QFontMetrics, str]]:
        out = []
        for r in range(self.table.rowCount()):
            item = self.table.item(r, column)
            if item is not None:
                out.append((QFontMetrics(item.font()), item.text()))
        return out

    def natural_width(self, column: int) -> int:
        """The width `column` needs to show every cell on one line per paragraph."""
        known = self._widths.get((True, column))
        if known is None:
            known = self._widths[True, column] = self._natural_width(column)
        return known

    def _natural_width(self, column: int) -> int:
        pad = 2 * self._text_margin() + 2
        widths = [self.table.horizontalHeader().sectionSizeHint(column)]
        for fm, text in self._cell_fonts(column):
            widths += [fm.horizontalAdvance(line) + pad for line in text.splitlines() or [""]]
        return max(widths)

    def min_width(self, column: int) -> int:
        """The narrowest `column` may get: its longest unbreakable piece, or MIN_CHARS."""
        known = self._widths.get((False, column))
        if known is None:
            known = self._widths[False, column] = self._min_width(column)
        return known

    def _min_width(self, column: int) -> int:
        if column not in WRAPPING:
            return self.natural_width(column)
        pad = 2 * self._text_margin() + 2
        widths = [MIN_CHARS * self.table.fontMetrics().averageCharWidth()]
        for fm, text in self._cell_fonts(column):
            # only spaces and line ends break a line: the no-break spaces inside a yaku do not
            widths += [fm.horizontalAdvance(piece) + pad for piece in re.split(r"[ \n]+", text)]
        return min(max(widths), self.natural_width(column))

    def preferred_widths(self) -> list[int]:
        """The natural widths, the yaku column capped at about `YAKU_CHARS` characters."""
        widths = [self.natural_width(c) for c in range(COLUMNS)]
        preferred = YAKU_CHARS * self.table.fontMetrics().averageCharWidth()
        widths[2] = min(widths[2], max(self.min_width(2), preferred))
        return widths

    def column_widths(self, room: int) -> list[int]:
        """Widths of the columns that fill `room` pixels.

        Each column gets its natural width, but the yaku at most about `YAKU_CHARS` characters
        (a few yaku a line); space left over widens the yaku, then the payment. When short of
        room the wrapping columns give way in proportion to what they can give, down to their
        `min_width`.
        """
        natural = [self.natural_width(c) for c in range(COLUMNS)]
        widths = self.preferred_widths()
        excess = sum(widths) - room
        if excess <= 0:
            grow = min(-excess, natural[2] - widths[2])
            widths[2] += grow
            widths[3] += -excess - grow
            return widths
        slack = {c: widths[c] - self.min_width(c) for c in WRAPPING}
        total = sum(slack.values())
        if total <= excess:
            for c in WRAPPING:
                widths[c] -= slack[c]  # too narrow even so: the table scrolls sideways
            return widths
        given = 0
        for i, c in enumerate(WRAPPING):
            give = excess - given if i == len(WRAPPING) - 1 else excess * slack[c] // total
            widths[c] -= give
            given += give
        return widths

    def _room(self) -> int:
        """The width the columns share: the table's inside, less a vertical scroll bar."""
        bar = self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return self.table.width() - 2 * self.table.frameWidth() - bar

    def fit_columns(self) -> None:
        """Share the table's width among the columns and make every row tall enough."""
        if self._fitting:
            return
        self._fitting = True
        try:
            widths = self.column_widths(self._room())
            if widths == self._fitted:
                return  # the same texts in the same widths: the rows are already right
            for column, width in enumerate(widths):
                self.table.setColumnWidth(column, width)
            self.table.resizeRowsToContents()
            self._fitted = widths
        finally:
            self._fitting = False

    def fit_to_contents(self) -> None:
        """Open as large as the contents need (no scrolling), within the available screen."""
        available = self.screen().availableGeometry()
        layout = self.main_layout
        margins = layout.contentsMargins()
        chrome = 2 * self.table.frameWidth()
        bar = self.table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        want = sum(self.preferred_widths()) + chrome + bar
        width = min(want + margins.left() + margins.right(), available.width() - 40)
        self.resize(width, self.height())
        layout.activate()
        self.fit_columns()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        table_height = rows + self.table.horizontalHeader().height() + chrome + 2
        height = self.height() - self.table.height() + table_height
        self.resize(width, min(height, available.height() - 80))

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()

    def cell_fits(self, row: int, column: int) -> bool:
        """True when the cell's whole text is shown (wrapped within its width and height)."""
        item = self.table.item(row, column)
        if item is None:
            return True
        margin = self._text_margin()
        room = QRect(0, 0, self.table.columnWidth(column) - 2 * margin, 100_000)
        flags = int(Qt.TextFlag.TextWordWrap)
        need = QFontMetrics(item.font()).boundingRect(room, flags, item.text())
        return need.width() <= room.width() and need.height() <= self.table.rowHeight(row)

    def differing_cells(self) -> list[tuple[int, int]]:
        """(row, column) of every highlighted cell."""
        out = []
        for r in range(self.table.rowCount()):
            for c in range(1, COLUMNS):
                item = self.table.item(r, c)
                if item is not None and item.font().bold() and r != self.current_row:
                    out.append((r, c))
        return out

    def retranslate_ui(self) -> None:
        self.setWindowTitle(translate("CompareDialog", "Compare rulesets"))
        self.intro.setText(
            translate(
                "CompareDialog",
                "The same hand and situation under every preset. Highlighted cells differ "
                "from the ruleset selected now.",
            )
        )
        self.table.setHorizontalHeaderLabels(
            [
                translate("CompareDialog", "Ruleset"),
                translate("CompareDialog", "Value"),
                translate("CompareDialog", "Yaku and dora"),
                translate("CompareDialog", "Payment"),
                translate("CompareDialog", "Total"),
            ]
        )
        self._widths.clear()  # the header's titles are part of the widths
        self.reload()
