"""Compare: the same hand's value under every preset ruleset, side by side.

One `engine.api.compare` call scores the hand under all presets (and the current ruleset when
it is a custom one). Each row is a ruleset; a cell that differs from the current ruleset's row
is highlighted (bold, on the highlight colour), so the rules that change the result stand out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import api
from engine.rulesets import PRESETS
from referee_app import labels
from referee_app.breakdown_view import payment_text
from referee_app.compat import override
from referee_app.context import AppContext
from referee_app.hand_state import HandState

__all__ = ["CompareDialog"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate

COLUMNS = 5


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
            yaku.append(name)
        else:
            yaku.append(f"{name} {int(item.get('han', 0))}")
    for key in ("dora", "aka", "ura"):
        n = int(answer.get(key, 0))
        if n:
            yaku.append(labels.dora_text(key, n))
    payment = payment_text(answer.get("payments") or {}, win=str(answer.get("win", "")))
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


class CompareDialog(QDialog):
    """A table of the hand's value per ruleset; differences from the current one highlighted."""

    def __init__(
        self, context: AppContext, hand_state: HandState, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.hand_state = hand_state
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.results: list[dict[str, Any]] = []
        self.current_row = -1
        # wide enough for the payments, but never wider than the screen (1024-px laptops)
        available = self.screen().availableGeometry()
        self.resize(min(1100, available.width() - 40), min(380, available.height() - 80))
        self.retranslate_ui()

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
            name = str(item.get("name", item.get("ruleset", "")))
            if item.get("plain_fives"):
                name = translate("CompareDialog", "%1 (red fives as plain fives)").replace(
                    "%1", name
                )
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
                cell.setToolTip(text)
                font = QFont(self.table.font())
                differs = reference is not None and c > 0 and text != reference[c]
                if differs:
                    cell.setBackground(highlight)
                    font.setBold(True)
                    cell.setToolTip(
                        text
                        + "\n"
                        + translate("CompareDialog", "Differs from the current ruleset.")
                    )
                if r == self.current_row:
                    font.setBold(True)
                    if c == 0:
                        cell.setText(translate("CompareDialog", "%1 (current)").replace("%1", text))
                cell.setFont(font)
                if c == COLUMNS - 1:
                    cell.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(r, c, cell)
        self.table.resizeRowsToContents()

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
        self.reload()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
