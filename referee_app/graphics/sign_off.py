"""The sign-off sheet of a finished game: what the four players and the referee sign.

One sheet, three forms with the same content: the page (`paint`, PDF or PNG through
`export_sign_off`, and the image the Table tab shows, `render_image`) and the CSV
(`csv_text`). It holds the four final results (place, player, table score, final result),
the zero-sum checks the engine answers (`final`'s ``balance``: a failed check is shown in
its own colour, never left out), every chombo and penalty of the record, every correction,
and a line for each player and for the referee to sign.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from referee_app.core.case_files import TableFile, write_bytes_atomic
from referee_app.graphics.export import ReportWriter, final_answer
from referee_app.graphics.report_page import (
    CONTENT_W,
    INK,
    MARGIN,
    MUTED,
    PAGE_W,
    Canvas,
    CsvWriter,
    write_report,
)
from referee_app.text import labels, ruling_text
from referee_app.text.placeholders import fill
from referee_app.text.table_words import thousands

SEATS = 4
FAILED = QColor("#b00020")
# the width of the sheet as shown on screen, in pixels
SCREEN_WIDTH_PX = 900


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


class SignOffSheet(QObject):
    """Lays out the sheet; a QObject so that every string goes through `self.tr()`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.report = ReportWriter(self)

    # --- the content -----------------------------------------------------------------------

    def result_rows(
        self, game: TableFile, final: Mapping[str, Any] | None
    ) -> list[tuple[str, str, str, str]]:
        """(place, player, table score, final result) in the order of the places."""
        table = game.table
        names = self.report.seat_names(table)
        ids = self.report.player_ids(table)
        scores = table.get("scores", [0] * SEATS)
        ranks = final.get("ranks", []) if final else []
        results = final.get("results", []) if final else []
        order = sorted(
            range(SEATS),
            key=lambda s: (
                _int(ranks[s], s + 1) if isinstance(ranks, list) and s < len(ranks) else s
            ),
        )
        rows = []
        for seat in order:
            name = f"{names[seat]} ({ids[seat]})" if ids[seat] else names[seat]
            place = str(ranks[seat]) if isinstance(ranks, list) and seat < len(ranks) else ""
            result = results[seat] if isinstance(results, list) and seat < len(results) else None
            rows.append(
                (
                    place,
                    name,
                    labels.points_text(_int(scores[seat] if seat < len(scores) else 0)),
                    thousands(result) if isinstance(result, int | float) else "",
                )
            )
        return rows

    def checks(self, final: Mapping[str, Any] | None) -> list[tuple[str, bool]]:
        """The zero-sum checks in words, each with whether it holds."""
        balance = final.get("balance") if final else None
        if not isinstance(balance, Mapping):
            return [(self.tr("The game is not over: there are no final results to check."), False)]
        table_total = _int(balance.get("table_total"))
        start_total = _int(balance.get("start_total"))
        table_ok = bool(balance.get("table_balanced"))
        out = [
            (
                fill(
                    self.tr("Scores plus riichi sticks left: %1 of %2: adds up")
                    if table_ok
                    else self.tr("Scores plus riichi sticks left: %1 of %2: does NOT add up"),
                    labels.points_text(table_total),
                    labels.points_text(start_total),
                ),
                table_ok,
            )
        ]
        results_ok = bool(balance.get("results_balanced"))
        total = balance.get("results_total")
        penalties = _int(balance.get("penalties_total"))
        lost = _int(balance.get("sticks_lost"))
        before = (total if isinstance(total, int | float) else 0) - penalties
        text = fill(
            self.tr(
                "Final results before penalties: %1 (riichi sticks nobody received: %2): add up"
            )
            if results_ok
            else self.tr(
                "Final results before penalties: %1 (riichi sticks nobody received: %2): do NOT "
                "add up"
            ),
            thousands(before / 1000),
            labels.points_text(lost),
        )
        out.append((text, results_ok))
        if penalties:
            out.append(
                (
                    fill(
                        self.tr("Penalties off the final results: %1"), thousands(penalties / 1000)
                    ),
                    True,
                )
            )
        return out

    def sanction_lines(self, game: TableFile) -> list[str]:
        """Every chombo and penalty of the record: its hand, what it was, what it cost."""
        table = game.table
        words = self.report.words(table)
        lines = []
        for number, hand in self.report.hands(table):  # the file passed the door: it reads
            if not hand.is_sanction:
                continue
            hand_words = words.for_entry(hand)
            costs = [
                f"{hand_words.name(s)} {ruling_text.amount_text(p, True)}"
                for s, p in enumerate(hand.penalties)
                if p < 0
            ]
            # a chombo paid at the table (to the others), not off the final (a penalty's
            # warning has no cost: its description says "Warning")
            if not costs and not hand.is_penalty:
                costs = [
                    f"{hand_words.name(s)} {ruling_text.amount_text(hand.deltas[s], False)}"
                    for s in hand.input.outcome.offenders
                    if hand.deltas[s] < 0
                ]
            text = hand_words.description(hand)
            offence = hand.input.outcome.offence
            if offence and not hand.is_penalty:  # a penalty's description names it
                text += f" ({labels.penalty_label(offence)})"
            lines.append(f"{number}. {text}" + (f" · {'; '.join(costs)}" if costs else ""))
        return lines

    def signers(self, game: TableFile) -> list[str]:
        """Who signs: the four players (with their ids) and the referee."""
        table = game.table
        names = self.report.seat_names(table)
        ids = self.report.player_ids(table)
        players = [f"{n} ({i})" if i else n for n, i in zip(names, ids, strict=True)]
        return [*players, self.tr("Referee")]

    # --- the page --------------------------------------------------------------------------

    def paint(self, canvas: Canvas, game: TableFile, final: Mapping[str, Any] | None) -> None:
        report = self.report
        table = game.table
        report._header(canvas, self.tr("Sign-off sheet"), game.created, game.ruleset)
        number = table.get("table_number")
        if isinstance(number, str) and number:
            canvas.text(fill(self.tr("Table %1"), number), size=16, bold=True)
        canvas.rule()
        canvas.text(self.tr("Final results"), size=18, bold=True)
        lft, rgt = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight
        cols = (MARGIN, MARGIN + 70, MARGIN + 470, MARGIN + 650)
        canvas.row(
            [
                (self.tr("Place"), cols[0], 60, lft),
                (self.tr("Player"), cols[1], 390, lft),
                (self.tr("Score"), cols[2], 170, rgt),
                (self.tr("Final result"), cols[3], CONTENT_W - 650, rgt),
            ],
            size=14,
            bold=True,
            color=MUTED,
        )
        for place, name, score, result in self.result_rows(game, final):
            canvas.row(
                [
                    (place, cols[0], 60, lft),
                    (name, cols[1], 390, lft),
                    (score, cols[2], 170, rgt),
                    (result, cols[3], CONTENT_W - 650, rgt),
                ],
                size=17,
            )
        canvas.space(6)
        for text, holds in self.checks(final):
            canvas.text(("✓ " if holds else "✗ ") + text, size=14, color=INK if holds else FAILED)
        canvas.rule()
        canvas.text(self.tr("Chombo and penalties"), size=18, bold=True)
        sanctions = self.sanction_lines(game)
        for line in sanctions or [self.tr("None.")]:
            canvas.text(line, size=14)
        canvas.rule()
        canvas.text(self.tr("Corrections of the record"), size=18, bold=True)
        for line in report.correction_lines(table) or [self.tr("None.")]:
            canvas.text(line, size=14)
        canvas.rule()
        canvas.text(self.tr("Signatures"), size=18, bold=True)
        canvas.text(
            self.tr("By signing you confirm the final results above."), size=13, color=MUTED
        )
        for signer in self.signers(game):
            canvas.space(18)
            canvas.row(
                [
                    (signer, MARGIN, 380, lft),
                    ("_" * 40, MARGIN + 390, CONTENT_W - 390, lft),
                ],
                size=16,
            )
        report._footer(canvas)

    # --- the CSV ---------------------------------------------------------------------------

    def csv_text(self, game: TableFile, final: Mapping[str, Any] | None) -> str:
        out = io.StringIO()
        writer = CsvWriter(out)
        writer.writerow([self.tr("Sign-off sheet")])
        number = game.table.get("table_number")
        if isinstance(number, str) and number:
            writer.writerow([fill(self.tr("Table %1"), number)])
        writer.writerow([])
        writer.writerow(
            [self.tr("Place"), self.tr("Player"), self.tr("Score"), self.tr("Final result")]
        )
        for row in self.result_rows(game, final):
            writer.writerow(list(row))
        writer.writerow([])
        for text, holds in self.checks(final):
            writer.writerow([self.tr("Check"), text, "✓" if holds else "✗"])
        writer.writerow([])
        writer.writerow([self.tr("Chombo and penalties")])
        for line in self.sanction_lines(game) or [self.tr("None.")]:
            writer.writerow([line])
        writer.writerow([])
        writer.writerow([self.tr("Corrections of the record")])
        for line in self.report.correction_lines(game.table) or [self.tr("None.")]:
            writer.writerow([line])
        writer.writerow([])
        writer.writerow([self.tr("Signatures")])
        for signer in self.signers(game):
            writer.writerow([signer, ""])
        return out.getvalue()


def export_sign_off(game: TableFile, path: Path | str) -> int:
    """Write the sheet: PDF or PNG by the suffix, CSV (UTF-8 with a BOM) for ``.csv``."""
    path = Path(path)
    sheet = SignOffSheet()
    final = final_answer(game)
    if path.suffix.lower() == ".csv":
        write_bytes_atomic(path, sheet.csv_text(game, final).encode("utf-8-sig"))
        return 1
    title = QCoreApplication.translate("SignOffSheet", "Sign-off sheet")
    return write_report(path, title, lambda c: sheet.paint(c, game, final))


def render_image(game: TableFile) -> QImage:
    """The sheet as one tall image, for the screen."""
    sheet = SignOffSheet()
    final = final_answer(game)
    scale = SCREEN_WIDTH_PX / PAGE_W
    probe = QImage(SCREEN_WIDTH_PX, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(probe)
    painter.scale(scale, scale)
    measuring = Canvas(painter, page_h=math.inf)
    sheet.paint(measuring, game, final)
    painter.end()
    height = math.ceil((measuring.bottom + MARGIN) * scale)
    image = QImage(SCREEN_WIDTH_PX, height, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    try:
        sheet.paint(Canvas(painter, page_h=math.inf), game, final)
    finally:
        painter.end()
    return image


__all__ = ["SignOffSheet", "export_sign_off", "render_image"]
