"""A hand's payments in words, for every display: the one-line summary (the breakdown, the
comparison, the hand shown to the table) and the report's rows (the exported hand report).

The engine gives the amounts (`score`'s ``payments``, ``honba_points``, ``riichi_points``);
this module is the one place that says who pays them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from referee_app.text import labels
from referee_app.text.placeholders import fill

__all__ = ["payment_lines", "payment_text"]

translate = QCoreApplication.translate


def payment_text(payments: Mapping[str, int], *, honba_points: int = 0) -> str:
    """ "Ron: 7,700 from the discarder", "Tsumo: 2,000 / 3,900", "Tsumo: 2,600 from each".

    `honba_points` (what the counters add for each payer) is added to every amount and said,
    for a summary that tells each payer the whole sum (the breakdown lists counters apart).
    """

    def pts(value: int) -> str:
        return labels.points_text(value + honba_points)

    text = ""
    if "discarder" in payments:
        text = fill(
            translate("BreakdownView", "Ron: %1 from the discarder"), pts(payments["discarder"])
        )
    elif "dealer" in payments:
        text = fill(
            translate("BreakdownView", "Tsumo: %1 / %2 (each non-dealer / the dealer)"),
            pts(payments.get("non_dealer", 0)),
            pts(payments["dealer"]),
        )
    elif "non_dealer" in payments:
        text = fill(
            translate("BreakdownView", "Tsumo: %1 from each player"), pts(payments["non_dealer"])
        )
    if text and honba_points:
        text += " " + translate("BreakdownView", "(counters included)")
    return text


def payment_lines(answer: Mapping[str, Any]) -> list[tuple[str, int]]:
    """The report's payment rows of a `score` answer: (who pays, points), counters and the
    riichi sticks collected included."""
    payments = answer.get("payments", {})
    if not isinstance(payments, Mapping):
        return []
    lines: list[tuple[str, int]] = []
    dealer = bool(answer.get("dealer", False))
    for key, label in (
        ("discarder", translate("ReportWriter", "Paid by the discarder")),
        ("dealer", translate("ReportWriter", "Paid by the dealer")),
        (
            "non_dealer",
            translate("ReportWriter", "Paid by each other player")
            if dealer
            else translate("ReportWriter", "Paid by each non-dealer"),
        ),
    ):
        value = payments.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            lines.append((label, value))
    honba = answer.get("honba_points", 0)
    if isinstance(honba, int) and honba:
        lines.append(
            (
                translate("ReportWriter", "Honba, from the discarder")
                if answer.get("win") == "ron"
                else translate("ReportWriter", "Honba, from each player"),
                honba,
            )
        )
    sticks = answer.get("riichi_points", 0)
    if isinstance(sticks, int) and sticks:
        lines.append((translate("ReportWriter", "Riichi sticks collected"), sticks))
    return lines
