"""Reports for the dispute record: a hand's breakdown or a table game, as PDF, PNG or CSV.

One painting routine lays out an A4 page in logical units (1000 wide) on the `report_page`
canvas and draws it on any device: `QPdfWriter` (vector text and tile art, more pages when a
long game needs them) or a `QImage` saved as PNG (one image, as tall as the content). Every
string is translated at export time, so the report comes out in the current language. Tiles
are the SVG art of ``resources/tiles``.

* `export_case(case, path, answer=None)` — the hand drawn in tiles, situation, yaku, fu lines,
  payments and total, ruleset (with its changes from the preset), date and note.
* `export_table(table, path)` — standings and the history of every hand with its score changes.
* `table_csv(table)` / `export_table_csv(table, path)` — the same history as CSV.
* `export_file_cli(out, source)` — what ``python -m referee_app --export OUT FILE`` runs.

Files are written to a temporary name in the target folder and renamed into place, so a failed
export never leaves half a report under the chosen name.
"""

from __future__ import annotations

import io
import math
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    Qt,
)

from engine import __version__, api
from engine.answers import FinalAnswer, ScoreAnswer
from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS
from engine.rulesets import Ruleset, ruleset_to_overrides
from referee_app.core.case_files import (
    CaseFile,
    CaseFileError,
    CheckFile,
    Problem,
    TableFile,
    load_file,
    write_bytes_atomic,
)
from referee_app.core.file_errors import write_failure_text
from referee_app.core.hand_state import NotationError
from referee_app.core.hand_state import parse_tiles as notation_tiles
from referee_app.core.records import HandRecord
from referee_app.core.table_state import ruleset_with_uma
from referee_app.core.validate import FieldError, Where
from referee_app.graphics.report_page import (
    ACCENT,
    CONTENT_W,
    INK,
    MARGIN,
    MUTED,
    SMALL_TILE_H,
    Canvas,
    CsvWriter,
    format_date,
    write_report,
)
from referee_app.text import assumed_marks, check_text, formats, labels
from referee_app.text.payment_words import payment_lines
from referee_app.text.placeholders import fill
from referee_app.text.table_words import TableWords

SUFFIXES = (".pdf", ".png")

_FLAGS = SITUATION_FLAGS


def parse_tiles(text: str) -> list[str]:
    """``"123m0p"`` → ``["1m", "2m", "3m", "0p"]``; nothing for text that is not tiles (the
    report draws what the file says; the hand itself was checked when the file was read)."""
    try:
        return notation_tiles(text)
    except NotationError:
        return []


# --------------------------------------------------------------------------------------------
# What goes on the page


def _int(value: object, default: int = 0) -> int:
    """A whole number from a report's data, tolerating what a hand-edited file may hold."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return default
    return int(value)


def _nth(values: object, index: int) -> object:
    return values[index] if isinstance(values, list) and 0 <= index < len(values) else 0


def _signed_thousands(value: object) -> str:
    """A final result in thousands with its sign, in the locale's format: "+25.0", "−15.0"."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return "?"
    return formats.signed_decimal(float(value))


def _ruleset_lines(ruleset: Ruleset) -> list[str]:
    """Each rule where a custom ruleset differs from its preset: "Kiriage mangan: Yes"."""
    if ruleset.is_preset:
        return []
    overrides = ruleset_to_overrides(ruleset)
    return [
        f"{labels.rule_field_label(key)}: {labels.rule_value_label(key, value)}"
        for key, value in overrides.items()
        if key not in ("base", "name")
    ]


class ReportWriter(QObject):
    """Lays out reports; a QObject so that every string goes through `self.tr()`."""

    # --- shared parts --------------------------------------------------------------------

    def _header(self, canvas: Canvas, title: str, created: str, ruleset: Ruleset) -> None:
        canvas.text(title, size=30, bold=True, gap=6)
        canvas.text(
            fill(self.tr("Date: %1"), format_date(created))
            + "    "
            + fill(self.tr("Ruleset: %1"), labels.ruleset_name(ruleset)),
            size=16,
            color=MUTED,
            gap=2,
        )
        changes = _ruleset_lines(ruleset)
        if changes:
            canvas.text(
                fill(self.tr("Changed from the preset: %1"), "; ".join(changes)),
                size=14,
                color=MUTED,
                gap=2,
            )

    def _note(self, canvas: Canvas, note: str) -> None:
        if not note.strip():
            return
        canvas.rule()
        canvas.text(self.tr("Referee's note"), size=18, bold=True)
        for paragraph in note.strip().splitlines():
            canvas.text(paragraph, size=16, gap=2)

    def _footer(self, canvas: Canvas) -> None:
        canvas.rule(gap=8)
        canvas.text(
            fill(
                self.tr("Computed by Riichi Referee %1 (offline). Exported %2."),
                __version__,
                format_date(""),
            ),
            size=12,
            color=MUTED,
        )

    # --- a hand --------------------------------------------------------------------------

    def situation_text(self, score: Mapping[str, Any]) -> str:
        win = score.get("win", "ron")
        parts = [
            labels.outcome_label("tsumo" if win == "tsumo" else "ron"),
            fill(self.tr("Seat wind: %1"), labels.wind_label(str(score.get("seat_wind", "E")))),
            fill(self.tr("Round wind: %1"), labels.wind_label(str(score.get("round_wind", "E")))),
        ]
        parts.extend(
            labels.situation_flag_label(flag) for flag in _FLAGS if score.get(flag) is True
        )
        honba = score.get("honba", 0)
        sticks = score.get("riichi_sticks", 0)
        parts.append(fill(self.tr("Honba: %1"), str(honba)))
        parts.append(fill(self.tr("Riichi sticks on the table: %1"), str(sticks)))
        return " · ".join(parts)

    def _hand_groups(self, score: Mapping[str, Any]) -> list[tuple[Sequence[str], str, bool]]:
        concealed = parse_tiles(str(score.get("hand", "")))
        win_tiles = parse_tiles(str(score.get("win_tile", "")))
        groups: list[tuple[Sequence[str], str, bool]] = []
        win_tile = win_tiles[0] if win_tiles else None
        if win_tile is not None and win_tile in concealed:
            concealed.remove(win_tile)
        groups.append((concealed, self.tr("Concealed"), False))
        if win_tile is not None:
            caption = (
                self.tr("Winning tile (tsumo)")
                if score.get("win") == "tsumo"
                else self.tr("Winning tile (ron)")
            )
            groups.append(([win_tile], caption, True))
        for meld in score.get("melds", []):
            if not isinstance(meld, str) or ":" not in meld:
                continue
            kind, tiles = meld.split(":", 1)
            groups.append((parse_tiles(tiles), labels.meld_kind_label(kind), False))
        return groups

    def value_text(self, answer: Mapping[str, Any]) -> str:
        """ "Mangan — 4 han, 30 fu", "Double yakuman", "2 han, 30 fu"."""
        yakuman = answer.get("yakuman", 0)
        if isinstance(yakuman, int) and yakuman > 0:
            return labels.yakuman_text(yakuman)
        text = labels.han_fu_text(_int(answer.get("han")), _int(answer.get("fu")))
        limit = answer.get("limit")
        if isinstance(limit, str) and limit:
            return f"{labels.limit_label(limit)} — {text}"
        return text

    def paint_case(self, canvas: Canvas, case: CaseFile, answer: Mapping[str, Any] | None) -> None:
        ruleset = case.ruleset
        score = case.score
        self._header(canvas, self.tr("Hand ruling"), case.created, ruleset)
        canvas.rule()
        canvas.text(self.tr("Hand"), size=18, bold=True, gap=8)
        canvas.tile_groups(self._hand_groups(score))
        indicator_groups: list[tuple[Sequence[str], str, bool]] = []
        for key, title in (
            ("dora_indicators", self.tr("Dora indicators")),
            ("ura_indicators", self.tr("Ura-dora indicators")),
        ):
            indicators = parse_tiles(str(score.get(key, "")))
            if indicators:
                indicator_groups.append((indicators, title, False))
        if indicator_groups:
            canvas.tile_groups(indicator_groups, tile_h=SMALL_TILE_H)
        canvas.text(self.situation_text(score), size=15, color=MUTED)
        canvas.rule()

        if answer is None:
            canvas.text(self.tr("The hand is not complete: nothing to score."), size=20, bold=True)
        elif not answer.get("ok"):
            error = answer.get("error", {})
            code = str(error.get("code", "")) if isinstance(error, Mapping) else ""
            details = error.get("details") if isinstance(error, Mapping) else None
            canvas.text(self.tr("This hand does not score"), size=24, bold=True, color=ACCENT)
            canvas.text(
                labels.error_label(code, details if isinstance(details, Mapping) else None),
                size=18,
            )
        else:
            self._paint_result(canvas, answer, ruleset)
        self._note(canvas, case.note)
        self._footer(canvas)

    # --- a check (furiten, kan after riichi, tenpai at a draw, kuikae, nine terminals) --

    def check_input_lines(self, inputs: Mapping[str, Any]) -> list[str]:
        """The check's inputs besides the hand, one line each, as the referee entered them."""
        names = {
            "discards": self.tr("Own discards: %1"),
            "passed": self.tr("Passed since the last discard: %1"),
            "visible": self.tr("Seen elsewhere: %1"),
            "kan_tile": self.tr("Kan of: %1"),
        }
        flags = {
            "riichi": self.tr("Riichi"),
            "calls_before": self.tr("A call came before"),
            "first_draw": self.tr("First draw"),
        }
        out = []
        for key, template in names.items():
            value = inputs.get(key)
            if isinstance(value, str) and value.strip():
                out.append(fill(template, value.strip()))
        for key, name in flags.items():
            value = inputs.get(key)
            if isinstance(value, bool):
                out.append(f"{name}: {labels.yes_no(value)}")
        return out

    def paint_check(
        self, canvas: Canvas, check: CheckFile, answer: Mapping[str, Any] | None
    ) -> None:
        kind = check.check_kind
        inputs = check.check.get("inputs")
        inputs = inputs if isinstance(inputs, Mapping) else {}
        self._header(
            canvas,
            fill(self.tr("Check: %1"), check_text.check_title(kind)),
            check.created,
            check.ruleset,
        )
        canvas.rule()
        groups: list[tuple[Sequence[str], str, bool]] = []
        hand = parse_tiles(str(inputs.get("hand", "")))
        if hand:
            groups.append((hand, self.tr("Tiles"), False))
        for meld in inputs.get("melds") or []:
            if isinstance(meld, str):
                prefix, _, body = meld.partition(":")
                groups.append((parse_tiles(body), labels.meld_kind_label(prefix), False))
        if groups:
            canvas.tile_groups(groups)
        indicators = parse_tiles(str(inputs.get("dora_indicators", "")))
        if indicators:
            canvas.tile_groups(
                [(indicators, self.tr("Dora indicators"), False)], tile_h=SMALL_TILE_H
            )
        report = check_text.report(kind, answer, ruleset=check.ruleset)
        # the situation as the engine took it (the winds: East and East for an older file)
        for line in [*self.check_input_lines(inputs), *report.situation]:
            canvas.text(line, size=15, color=MUTED, gap=2)
        canvas.rule()
        color = ACCENT if report.good is False else INK
        canvas.text(report.verdict, size=26, bold=True, color=color, gap=8)
        tile_groups = [(tiles, caption, False) for caption, tiles, _ in report.tiles if tiles]
        if tile_groups:
            canvas.tile_groups(tile_groups, tile_h=SMALL_TILE_H)
        for line in report.lines:
            canvas.text(line, size=16, gap=3)
        if report.cost:
            canvas.space(6)
            canvas.text(self.tr("What it costs"), size=18, bold=True)
            for line in report.cost:
                canvas.text(line, size=15, gap=3)
            # a marked amount: the assumed value it rests on, below (nobody can hover a page)
            for note in report.cost_notes:
                canvas.text(note, size=14, color=ACCENT)
        if report.rules:
            canvas.space(6)
            for line in report.rules:
                canvas.text(line, size=14, color=MUTED, gap=2)
        self._note(canvas, check.note)
        self._footer(canvas)

    def _paint_result(
        self, canvas: Canvas, answer: Mapping[str, Any], ruleset: Ruleset | None = None
    ) -> None:
        total = _int(answer.get("total"))
        canvas.text(
            fill(
                self.tr("Total: %1 points"), assumed_marks.marked(labels.points_text(total), answer)
            ),
            size=34,
            bold=True,
            gap=2,
        )
        canvas.text(self.value_text(answer), size=22, gap=10)
        # a total worked from an assumed rule value: the mark above, the assumption here
        for note in assumed_marks.notes(ruleset, answer) if ruleset is not None else []:
            canvas.text(note, size=14, color=ACCENT)

        left, value_x, value_w = MARGIN, MARGIN + CONTENT_W * 0.62, CONTENT_W * 0.38
        name_w = value_x - left - 10
        right = Qt.AlignmentFlag.AlignRight
        lft = Qt.AlignmentFlag.AlignLeft
        canvas.text(self.tr("Yaku"), size=18, bold=True)
        for item in answer.get("yaku", []):
            if not isinstance(item, Mapping):
                continue
            name = labels.yaku_full_name(str(item.get("id", "")))
            yakuman = item.get("yakuman")
            worth = (
                labels.yakuman_text(_int(yakuman))
                if isinstance(yakuman, int) and yakuman
                else labels.han_text(_int(item.get("han")))
            )
            canvas.row([(name, left + 12, name_w, lft), (worth, value_x, value_w, right)])
        for kind in ("dora", "aka", "ura"):
            count = answer.get(kind, 0)
            if isinstance(count, int) and count:
                canvas.row(
                    [
                        (labels.dora_text(kind, count), left + 12, name_w, lft),
                        (labels.han_text(count), value_x, value_w, right),
                    ]
                )

        fu_items = [i for i in answer.get("fu_items", []) if isinstance(i, Mapping)]
        if fu_items and not answer.get("yakuman"):
            canvas.space(6)
            fu_raw = answer.get("fu_raw")
            title = self.tr("Fu")
            if isinstance(fu_raw, int) and fu_raw != answer.get("fu"):
                title = fill(
                    self.tr("Fu: %1, rounded up to %2"), str(fu_raw), str(answer.get("fu"))
                )
            canvas.text(title, size=18, bold=True)
            for item in fu_items:
                name = labels.fu_label(str(item.get("id", "")))
                tiles = item.get("tiles")
                if isinstance(tiles, str) and tiles:
                    name = f"{name} ({tiles})"
                canvas.row(
                    [
                        (name, left + 12, name_w, lft),
                        (labels.fu_text(_int(item.get("fu"))), value_x, value_w, right),
                    ]
                )

        lines = payment_lines(answer)
        if lines:
            canvas.space(6)
            canvas.text(self.tr("Payments"), size=18, bold=True)
            for label, points in lines:
                canvas.row(
                    [
                        (label, left + 12, name_w, lft),
                        (labels.points_text(points), value_x, value_w, right),
                    ]
                )
            canvas.row(
                [
                    (self.tr("Total received"), left + 12, name_w, lft),
                    (labels.points_text(total), value_x, value_w, right),
                ],
                bold=True,
            )

    # --- a table game --------------------------------------------------------------------

    def words(self, table: Mapping[str, Any]) -> TableWords:
        """The table's game in words, as the Table view says it."""
        names = table.get("names", [])
        first = table.get("first_dealer", 0)
        return TableWords(
            [n if isinstance(n, str) else "" for n in names] if isinstance(names, list) else [],
            first if isinstance(first, int) and not isinstance(first, bool) else 0,
        )

    def seat_names(self, table: Mapping[str, Any]) -> list[str]:
        names = table.get("names", [])
        out = []
        for seat in range(4):
            name = names[seat] if isinstance(names, list) and seat < len(names) else ""
            out.append(
                name.strip()
                if isinstance(name, str) and name.strip()
                else fill(self.tr("Player %1"), str(seat + 1))
            )
        return out

    @staticmethod
    def hands(table: Mapping[str, Any]) -> list[tuple[int, HandRecord]]:
        """(hand number, the hand typed) for each applied hand of a table record that passed
        the door (`table_validation`); an entry that does not read is left out, as before."""
        history = table.get("history", [])
        out = []
        where = Where("table").key("history")
        for number, entry in enumerate(history if isinstance(history, list) else [], start=1):
            try:
                out.append((number, HandRecord.from_json(entry, where.index(number - 1))))
            except FieldError:
                continue
        return out

    def history_rows(
        self, table: Mapping[str, Any], ruleset: Ruleset | None = None
    ) -> list[tuple[int, str, str, list[int], list[str]]]:
        """(hand number, position, result, four score changes, the notes on its assumed rule
        values) for each applied hand; `ruleset`: the game's, for an entry that names none."""
        words = self.words(table)
        return [
            (
                number,
                words.position_of(hand.position),
                words.mark(hand) + words.for_entry(hand).outcome(hand, long=True),
                [_int(_nth(list(hand.deltas), s)) for s in range(4)],
                words.assumed_notes(hand, ruleset),
            )
            for number, hand in self.hands(table)
        ]

    def paint_table(self, canvas: Canvas, game: TableFile, final: Mapping[str, Any] | None) -> None:
        table = game.table
        names = self.seat_names(table)
        self._header(canvas, self.tr("Table game record"), game.created, game.ruleset)
        number = table.get("table_number")
        if isinstance(number, str) and number:
            canvas.text(fill(self.tr("Table %1"), number), size=16, bold=True)
        ids = self.player_ids(table)
        shown = [f"{n} ({i})" if i else n for n, i in zip(names, ids, strict=True)]
        canvas.rule()
        right = Qt.AlignmentFlag.AlignRight
        lft = Qt.AlignmentFlag.AlignLeft
        cols = (MARGIN, MARGIN + 330, MARGIN + 520, MARGIN + 690)
        has_final = final is not None and bool(final.get("ok"))
        canvas.text(self.tr("Standings"), size=18, bold=True)
        canvas.row(
            [
                (self.tr("Player"), cols[0], 320, lft),
                (self.tr("Score"), cols[1], 180, right),
                (self.tr("Penalties"), cols[2], 160, right),
                (self.tr("Final result") if has_final else "", cols[3], CONTENT_W - 690, right),
            ],
            size=15,
            bold=True,
            color=MUTED,
        )
        scores = table.get("scores", [0] * 4)
        penalties = table.get("penalties", [0] * 4)
        # a penalty worked from an assumed value (RRC's chombo…): the mark, the note below
        hands = [hand for _number, hand in self.hands(table)]
        penalty_notes = [TableWords.penalty_notes(hands, seat, game.ruleset) for seat in range(4)]
        for seat in range(4):
            result = ""
            if has_final and final is not None:
                ranks, results = final.get("ranks", []), final.get("results", [])
                if isinstance(ranks, list) and isinstance(results, list) and len(results) > seat:
                    result = fill(
                        self.tr("%1 (place %2)"),
                        assumed_marks.marked(_signed_thousands(results[seat]), final),
                        str(ranks[seat]),
                    )
            canvas.row(
                [
                    (shown[seat], cols[0], 320, lft),
                    (labels.points_text(_int(_nth(scores, seat))), cols[1], 180, right),
                    (
                        labels.signed_points_text(_int(_nth(penalties, seat)))
                        + (assumed_marks.MARK if penalty_notes[seat] else ""),
                        cols[2],
                        160,
                        right,
                    ),
                    (result, cols[3], CONTENT_W - 690, right),
                ],
                size=17,
            )
        canvas.text(
            fill(
                self.tr("Now: %1; riichi sticks on the table: %2"),
                self.words(table).position(table),
                str(table.get("riichi_sticks", 0)),
            )
            if not table.get("game_over")
            else self.tr("The game is over."),
            size=15,
            color=MUTED,
        )
        # final results and penalties worked from an assumed value (RRC's uma, its chombo…):
        # the assumptions in words, each once
        notes = assumed_marks.notes(game.ruleset, final if has_final else None)
        for seat_notes in penalty_notes:
            notes += [note for note in seat_notes if note not in notes]
        for note in notes:
            canvas.text(note, size=14, color=ACCENT)
        canvas.rule()
        rows = self.history_rows(table, game.ruleset)
        canvas.text(fill(self.tr("History (%1 hands)"), str(len(rows))), size=18, bold=True)
        delta_x = MARGIN + 430
        delta_w = (CONTENT_W - 430) / 4
        header: list[tuple[str, float, float, Qt.AlignmentFlag]] = [
            ("#", MARGIN, 30, lft),
            (self.tr("Hand", "a hand of the game, a column of the history"), MARGIN + 34, 130, lft),
            (self.tr("Result"), MARGIN + 168, 258, lft),
        ]
        header += [(names[s], delta_x + s * delta_w, delta_w, right) for s in range(4)]
        canvas.row(header, size=13, bold=True, color=MUTED)
        footnotes: list[str] = []
        for number, position, result, deltas, notes in rows:
            cells: list[tuple[str, float, float, Qt.AlignmentFlag]] = [
                (str(number), MARGIN, 30, lft),
                (position, MARGIN + 34, 130, lft),
                (result, MARGIN + 168, 258, lft),
            ]
            # a change worked from an assumed rule value: the mark here, the note below
            cells += [
                (
                    labels.signed_points_text(d) + (assumed_marks.MARK if d and notes else ""),
                    delta_x + s * delta_w,
                    delta_w,
                    right,
                )
                for s, d in enumerate(deltas)
            ]
            canvas.row(cells, size=13)
            if any(deltas):  # a row with a marked change
                footnotes += [note for note in notes if note not in footnotes]
        if not rows:
            canvas.text(self.tr("No hand has been played yet."), size=15, color=MUTED)
        for note in footnotes:
            canvas.text(note, size=13, color=ACCENT)
        lines = self.correction_lines(table)
        if lines:
            canvas.rule()
            canvas.text(self.tr("Corrections of the record"), size=18, bold=True)
            for line in lines:
                canvas.text(line, size=13)
        self._note(canvas, game.note)
        self._footer(canvas)

    def player_ids(self, table: Mapping[str, Any]) -> list[str]:
        ids = table.get("player_ids", [])
        return [
            ids[s] if isinstance(ids, list) and s < len(ids) and isinstance(ids[s], str) else ""
            for s in range(4)
        ]

    def correction_lines(self, table: Mapping[str, Any]) -> list[str]:
        """The corrections journal, then the hands still pending, one line each."""
        words = self.words(table)
        journal = table.get("corrections", [])
        lines = (
            [words.correction_summary(c) for c in journal if isinstance(c, Mapping)]
            if isinstance(journal, list)
            else []
        )
        for number, hand in self.hands(table):
            if hand.mark is not None or hand.recomputed is not None:
                lines.extend(
                    f"{number}. {line}" for line in words.for_entry(hand).correction_lines(hand)
                )
        pending = table.get("pending", [])
        for entry in pending if isinstance(pending, list) else []:
            if isinstance(entry, Mapping):
                lines.append(words.pending_line(entry))
        return lines

    def table_csv(self, game: TableFile) -> str:
        """The history as CSV: one row per hand, score changes and scores after each hand."""
        table = game.table
        names = self.seat_names(table)
        out = io.StringIO()
        writer = CsvWriter(out)
        writer.writerow(
            [
                "#",
                self.tr("Hand", "a hand of the game, a column of the history"),
                self.tr("Result"),
                *(fill(self.tr("%1: change"), n) for n in names),
                *(fill(self.tr("%1: score"), n) for n in names),
                self.tr("Correction"),
                self.tr("Assumed values"),
            ]
        )
        words = self.words(table)
        for (number, position, result, deltas, notes), (_number, hand) in zip(
            self.history_rows(table, game.ruleset), self.hands(table), strict=True
        ):
            after = hand.answer.get("scores", [])
            scores_after = [_int(_nth(after, s)) for s in range(4)]
            note = " | ".join(words.for_entry(hand).correction_lines(hand))
            # the changes stay numbers; what they were worked from is said in the last column
            writer.writerow(
                [number, position, result, *deltas, *scores_after, note, " | ".join(notes)]
            )
        final = final_answer(game)
        if final is not None and final.get("ok"):
            self._final_csv(writer, table, names, final)
        journal = table.get("corrections", [])
        pending = table.get("pending", [])
        if journal or pending:
            writer.writerow([])
            writer.writerow([self.tr("Corrections of the record")])
            for c in journal if isinstance(journal, list) else []:
                if isinstance(c, Mapping):
                    writer.writerow([words.correction_summary(c)])
            for entry in pending if isinstance(pending, list) else []:
                if isinstance(entry, Mapping):
                    writer.writerow([words.pending_line(entry)])
        table_number = table.get("table_number")
        if isinstance(table_number, str) and table_number:
            writer.writerow([])
            writer.writerow([fill(self.tr("Table %1"), table_number)])
        return out.getvalue()

    def _final_csv(
        self,
        writer: Any,
        table: Mapping[str, Any],
        names: Sequence[str],
        final: Mapping[str, Any],
    ) -> None:
        """The final results of a finished game: raw points, sticks, oka, uma, penalty, final
        score and place for every player (in points, as the engine answers)."""
        ids = self.player_ids(table)
        writer.writerow([])
        writer.writerow([self.tr("Final results")])
        writer.writerow(
            [
                self.tr("Player"), self.tr("Player id"), self.tr("Place"), self.tr("Score"),
                self.tr("Riichi sticks"), self.tr("Base"), self.tr("Oka"), self.tr("Uma"),
                self.tr("Penalty"), self.tr("Final score"),
            ]
        )  # fmt: skip
        ranks = final.get("ranks", [])
        parts = {
            _int(p.get("seat"), -1): p for p in final.get("seats", []) if isinstance(p, Mapping)
        }
        scores = table.get("scores", [0] * 4)
        order = sorted(range(4), key=lambda seat: _int(_nth(ranks, seat), seat + 1))
        for seat in order:
            part = parts.get(seat, {})
            writer.writerow(
                [
                    names[seat],
                    ids[seat],
                    _int(_nth(ranks, seat)),
                    _int(_nth(scores, seat)),
                    _int(part.get("riichi_sticks")),
                    _int(part.get("base")),
                    _int(part.get("oka")),
                    _int(part.get("uma")),
                    _int(part.get("penalty")),
                    _int(part.get("total")),
                ]
            )


# --------------------------------------------------------------------------------------------
# Entry points


def score_answer(case: CaseFile) -> ScoreAnswer | None:
    """The engine's answer for a case, or None when the hand is not complete enough to score."""
    if not case.score.get("hand"):
        return None
    return api.score(case.score)


def export_case(
    case: CaseFile,
    path: Path | str,
    answer: Mapping[str, Any] | None = None,
    *,
    compute: bool = True,
) -> int:
    """Write the hand's report (PDF or PNG by suffix); returns the number of pages."""
    path = Path(path)
    if answer is None and compute:
        answer = score_answer(case)
    writer = ReportWriter()
    return write_report(
        path,
        QCoreApplication.translate("ReportWriter", "Hand ruling"),
        lambda c: writer.paint_case(c, case, answer),
    )


def check_answer(check: CheckFile) -> dict[str, Any] | None:
    """The engine's answer for a check case, asked again from the inputs the file keeps (not
    from its stored request, which a hand-edited file could make disagree). `ValueError` when
    the inputs cannot be read."""
    from referee_app.core.check_state import CheckState

    state = CheckState(check.check_kind)
    state.load_dict(check.check)
    if state.is_empty():
        return None
    request = state.to_request()
    request["ruleset"] = (check.request or {}).get("ruleset", "ema")
    return api.run(check.check_kind, request)


def export_check(
    check: CheckFile, path: Path | str, answer: Mapping[str, Any] | None = None
) -> int:
    """Write the check's report (PDF or PNG by suffix); returns the number of pages."""
    path = Path(path)
    if answer is None:
        answer = check_answer(check)
    writer = ReportWriter()
    return write_report(
        path,
        fill(
            QCoreApplication.translate("ReportWriter", "Check: %1"),
            check_text.check_title(check.check_kind),
        ),
        lambda c: writer.paint_check(c, check, answer),
    )


def final_answer(game: TableFile) -> FinalAnswer | None:
    """The engine's final results when the game is over (else None), with the table's uma."""
    table = game.table
    if not table.get("game_over"):
        return None
    choice = table.get("uma_choice", 0)
    return api.final(
        {
            "ruleset": ruleset_with_uma(game.ruleset, choice if isinstance(choice, int) else 0),
            "first_dealer": table.get("first_dealer", 0),
            "scores": table.get("scores"),
            "riichi_sticks": table.get("riichi_sticks", 0),
            "penalties": table.get("penalties", [0] * 4),
        }
    )


def export_table(game: TableFile, path: Path | str) -> int:
    """Write the game's report (PDF or PNG by suffix); returns the number of pages."""
    path = Path(path)
    writer = ReportWriter()
    final = final_answer(game)
    return write_report(
        path,
        QCoreApplication.translate("ReportWriter", "Table game record"),
        lambda c: writer.paint_table(c, game, final),
    )


def table_csv(game: TableFile) -> str:
    return ReportWriter().table_csv(game)


def export_table_csv(game: TableFile, path: Path | str) -> None:
    """Write the history as UTF-8 CSV (with a BOM, so spreadsheets read Cyrillic names)."""
    write_bytes_atomic(Path(path), table_csv(game).encode("utf-8-sig"))


def export_document(document: CaseFile | TableFile | CheckFile, path: Path | str) -> None:
    """Export a case, check or table file to `path` (.pdf, .png; .csv for a table)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if isinstance(document, CheckFile):
        export_check(document, path)
    elif isinstance(document, TableFile):
        if suffix == ".csv":
            export_table_csv(document, path)
        else:
            export_table(document, path)
    else:
        export_case(document, path)


def export_file_cli(out: Path | str, source: Path | str, stderr: TextIO | None = None) -> int:
    """``--export OUT FILE``: 0 when written, 2 for a bad input or name, 1 when writing failed.

    Needs a `QGuiApplication` (offscreen is fine) for fonts and tile art.
    """
    err = stderr if stderr is not None else sys.stderr
    out = Path(out)
    if Path(source).suffix.lower() == ".jsonl":  # a session's ruling log
        from referee_app.graphics.log_report import export_log_cli

        return export_log_cli(out, source, err)

    def fail(message: str, status: int) -> int:
        if err is not None:
            err.write(message + "\n")
            err.flush()
        return status

    allowed: Iterable[str] = (*SUFFIXES, ".csv")
    if out.suffix.lower() not in allowed:
        return fail(
            fill(
                QCoreApplication.translate(
                    "Export", "Cannot export to %1: the name must end in .pdf, .png or .csv."
                ),
                str(out),
            ),
            2,
        )
    try:  # the same loader and guards as File > Open: an ordinary file, size, whole check
        document = load_file(source)
    except CaseFileError as exc:
        return fail(exc.message(), 2)
    if isinstance(document, CheckFile):
        try:  # the same checks as opening it in the app
            check_answer(document)
        except (ValueError, EngineError) as exc:
            return fail(CaseFileError(Problem.REFUSED, source, detail=str(exc)).message(), 2)
    if out.suffix.lower() == ".csv" and not isinstance(document, TableFile):
        return fail(
            QCoreApplication.translate("Export", "Only a table game can be exported as CSV."), 2
        )
    try:
        export_document(document, out)
    except OSError as exc:  # the only failure left once the file has passed: writing it
        return fail(
            fill(
                QCoreApplication.translate("Export", "Could not write %1: %2"),
                str(out),
                write_failure_text(exc),
            ),
            1,
        )
    return 0
