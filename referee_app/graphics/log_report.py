"""The ruling log's report for the tournament organisers: one PDF and one CSV.

Chombos and penalties come first (who, how much, under which ruleset, from where), then the
other rulings, each part in time order, every entry with its table, round and note. The page is
laid out with the report machinery of `graphics.export` (the same canvas, fonts and atomic
writes), in the current language. CSV cells that a spreadsheet would run as a formula (text
starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) get a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QObject, Qt

from referee_app.core.case_files import write_bytes_atomic
from referee_app.core.file_errors import write_failure_text
from referee_app.core.ruling_store import SANCTIONS, Entry, RulingLogError, Session, read_log
from referee_app.graphics.report_page import (
    CONTENT_W,
    MARGIN,
    MUTED,
    Canvas,
    csv_cell,
    format_date,
    write_report,
)
from referee_app.text import ruling_text as words
from referee_app.text.placeholders import fill

Cells = list[tuple[str, float, float, Qt.AlignmentFlag]]


def _where(entry: Entry) -> str:
    round_ = words.round_text(entry.round)
    if entry.table:
        table = fill(QCoreApplication.translate("LogReport", "Table %1"), entry.table)
        return f"{table}, {round_}" if round_ else table
    return round_


class LogReport(QObject):
    """Lays out the log's report; a QObject so that every string goes through `self.tr()`."""

    def title(self) -> str:
        return self.tr("Ruling log")

    def session_line(self, session: Session) -> str:
        # the times as they were taken at the venue (with their own offset), as in the rows
        started = words.time_text(session.started) if session.started else "—"
        if session.closed:
            return fill(self.tr("Session from %1 to %2"), started, words.time_text(session.closed))
        return fill(self.tr("Session from %1 (still open)"), started)

    def paint(self, canvas: Canvas, session: Session, players_now: Sequence[str] = ()) -> None:
        left = Qt.AlignmentFlag.AlignLeft
        sanctions = [e for e in session.entries if e.kind in SANCTIONS]
        rulings = [e for e in session.entries if e.kind not in SANCTIONS]
        canvas.text(self.title(), size=30, bold=True, gap=6)
        canvas.text(self.session_line(session), size=16, color=MUTED, gap=2)
        tables = sorted({e.table for e in session.entries if e.table})
        if tables:
            canvas.text(
                fill(self.tr("Tables: %1"), ", ".join(tables)),
                size=16,
                color=MUTED,
                gap=2,
            )
        canvas.rule()

        canvas.text(
            fill(self.tr("Chombos and penalties (%1)"), str(len(sanctions))),
            size=20,
            bold=True,
        )
        x = [MARGIN, MARGIN + 54, MARGIN + 218, MARGIN + 392, MARGIN + 606, MARGIN + 720]
        w = [50.0, 160.0, 170.0, 210.0, 110.0, CONTENT_W - 720]
        canvas.row(
            [
                (self.tr("Time"), x[0], w[0], left),
                (self.tr("Table, round"), x[1], w[1], left),
                (self.tr("Player"), x[2], w[2], left),
                (self.tr("Amount"), x[3], w[3], left),
                (self.tr("Ruleset"), x[4], w[4], left),
                (self.tr("Source"), x[5], w[5], left),
            ],
            size=13,
            bold=True,
            color=MUTED,
        )
        for entry in sanctions:
            amounts = words.sanction_amounts(entry)
            amount = "\n".join(words.amount_text(p, final) for _, p, final in amounts)
            canvas.row(
                [
                    (words.time_text(entry.time)[11:] or entry.time, x[0], w[0], left),
                    (_where(entry), x[1], w[1], left),
                    (
                        f"{words.kind_label(entry.kind)}: {words.sanction_player(entry)}",
                        x[2],
                        w[2],
                        left,
                    ),
                    (amount, x[3], w[3], left),
                    (words.ruleset_text(entry), x[4], w[4], left),
                    (words.source_label(entry), x[5], w[5], left),
                ],
                size=14,
            )
            self._note(canvas, entry)
        if not sanctions:
            canvas.text(self.tr("No chombo or penalty in this session."), size=15, color=MUTED)
        canvas.rule()

        canvas.text(fill(self.tr("Rulings (%1)"), str(len(rulings))), size=20, bold=True)
        x = [MARGIN, MARGIN + 54, MARGIN + 218, MARGIN + 350, MARGIN + 628, MARGIN + 742]
        w = [50.0, 160.0, 128.0, 274.0, 110.0, CONTENT_W - 742]
        canvas.row(
            [
                (self.tr("Time"), x[0], w[0], left),
                (self.tr("Table, round"), x[1], w[1], left),
                (self.tr("Kind"), x[2], w[2], left),
                (self.tr("Decision"), x[3], w[3], left),
                (self.tr("Ruleset"), x[4], w[4], left),
                (self.tr("Source"), x[5], w[5], left),
            ],
            size=13,
            bold=True,
            color=MUTED,
        )
        for entry in rulings:
            canvas.row(
                [
                    (words.time_text(entry.time)[11:] or entry.time, x[0], w[0], left),
                    (_where(entry), x[1], w[1], left),
                    (words.kind_label(entry.kind), x[2], w[2], left),
                    (words.decision_text(entry), x[3], w[3], left),
                    (words.ruleset_text(entry), x[4], w[4], left),
                    (words.source_label(entry), x[5], w[5], left),
                ],
                size=14,
            )
            self._note(canvas, entry)
        if not rulings:
            canvas.text(self.tr("No other ruling in this session."), size=15, color=MUTED)
        canvas.rule(gap=8)
        canvas.text(
            fill(self.tr("Players: %1"), self._players(session, players_now)),
            size=13,
            color=MUTED,
        )
        canvas.text(
            fill(self.tr("Written by Riichi Referee (offline). Exported %1."), format_date("")),
            size=12,
            color=MUTED,
        )

    def _players(self, session: Session, players_now: Sequence[str] = ()) -> str:
        """The players named by the session's rulings, table by table; when none names any
        (only Hand and Checks rulings), the players entered at the table now (`players_now`,
        the current session only)."""
        seen: dict[str, str] = {}
        for entry in session.entries:
            names = ", ".join(
                str(p.get("name")) + (f" ({p.get('id')})" if p.get("id") else "")
                for p in entry.players
                if p.get("name")
            )
            if names:
                seen.setdefault(entry.table, names)
        now = ", ".join(name for name in players_now if name.strip())
        if not seen and now:
            seen[""] = now
        table_word = QCoreApplication.translate("LogReport", "Table %1")
        return (
            "; ".join(
                f"{fill(table_word, table)}: {names}" if table else names
                for table, names in sorted(seen.items())
            )
            or "—"
        )

    def _note(self, canvas: Canvas, entry: Entry) -> None:
        if entry.note:
            canvas.text(
                fill(self.tr("Note: %1"), entry.note),
                size=13,
                color=MUTED,
                x=MARGIN + 54,
                width=CONTENT_W - 54,
                gap=4,
            )

    def csv_text(self, session: Session) -> str:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(
            [
                self.tr("Part"),
                self.tr("Time"),
                self.tr("Table"),
                self.tr("Round"),
                self.tr("Kind"),
                self.tr("Player"),
                self.tr("Amount"),
                self.tr("Decision"),
                self.tr("Players"),
                self.tr("Ruleset"),
                self.tr("Source"),
                self.tr("Note"),
            ]
        )
        sanctions = [e for e in session.entries if e.kind in SANCTIONS]
        rulings = [e for e in session.entries if e.kind not in SANCTIONS]
        for entry in sanctions:
            amounts = words.sanction_amounts(entry)
            self._csv_row(
                writer,
                self.tr("Chombos and penalties"),
                entry,
                words.sanction_player(entry),
                sum(p for _, p, _ in amounts) if amounts else "",
            )
        for entry in rulings:
            self._csv_row(writer, self.tr("Rulings"), entry, "", "")
        return out.getvalue()

    def _csv_row(self, writer: Any, part: str, entry: Entry, player: str, amount: object) -> None:
        writer.writerow(
            [
                csv_cell(cell)
                for cell in (
                    part,
                    words.time_text(entry.time),
                    entry.table,
                    words.round_text(entry.round),
                    words.kind_label(entry.kind),
                    player,
                    amount,
                    words.decision_text(entry),
                    words.players_text(entry),
                    words.ruleset_text(entry),
                    words.source_label(entry),
                    entry.note,
                )
            ]
        )


def export_log_pdf(session: Session, path: Path | str, players_now: Sequence[str] = ()) -> int:
    """Write the log's report as PDF (or PNG by suffix); returns the number of pages."""
    report = LogReport()
    return write_report(
        Path(path), report.title(), lambda canvas: report.paint(canvas, session, players_now)
    )


def export_log_csv(session: Session, path: Path | str) -> None:
    """Write the log as UTF-8 CSV with a BOM (spreadsheets then read Cyrillic names)."""
    path = Path(path)
    write_bytes_atomic(Path(path), LogReport().csv_text(session).encode("utf-8-sig"))


def export_log(
    session: Session, pdf_path: Path | str, players_now: Sequence[str] = ()
) -> tuple[Path, Path]:
    """The PDF at `pdf_path` and the CSV beside it (same name, ``.csv``); `players_now`: the
    players entered at the table, for the current session's footer."""
    pdf = Path(pdf_path)
    csv_path = pdf.with_suffix(".csv")
    export_log_pdf(session, pdf, players_now)
    export_log_csv(session, csv_path)
    return pdf, csv_path


def export_log_cli(out: Path | str, source: Path | str, stderr: TextIO | None = None) -> int:
    """``--export OUT.pdf LOG.jsonl`` (or OUT.csv, OUT.png): 0 written, 2 bad input, 1 failed."""
    err = stderr if stderr is not None else sys.stderr
    out = Path(out)

    def fail(message: str, status: int) -> int:
        if err is not None:
            err.write(message + "\n")
            err.flush()
        return status

    suffix = out.suffix.lower()
    if suffix not in (".pdf", ".png", ".csv"):
        return fail(
            fill(
                QCoreApplication.translate(
                    "Export", "Cannot export to %1: the name must end in .pdf, .png or .csv."
                ),
                str(out),
            ),
            2,
        )
    try:
        session = read_log(source)
    except RulingLogError as exc:
        return fail(exc.message(), 2)
    try:
        if suffix == ".csv":
            export_log_csv(session, out)
        else:
            export_log_pdf(session, out)
    except (OSError, ValueError) as exc:
        return fail(
            fill(
                QCoreApplication.translate("Export", "Could not write %1: %2"),
                str(out),
                write_failure_text(exc),
            ),
            1,
        )
    return 0


__all__ = [
    "LogReport",
    "export_log",
    "export_log_cli",
    "export_log_csv",
    "export_log_pdf",
]
