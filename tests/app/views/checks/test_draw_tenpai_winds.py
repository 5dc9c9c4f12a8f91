"""The draw-tenpai page's seat and round wind: the Hand tab's selectors, by keys, in the yaku
check, the compare dialog, the large-type display and the ruling log.

Worked from the rules: a triplet of the player's seat wind or of the round wind is a yaku
(yakuhai; both at once, a double wind, counts twice); dora is no yaku; a closed hand always has
menzen tsumo, so only an open hand can be yakuless. The hand of these tests is 23m 456p 789s
99s + pon of West: waits 1m and 4m (123m / 234m with 99s), open, with a 9s and a 1m: no
tanyao, no pinfu, so its only yaku is the West pon, where West is the seat or the round wind.
Under a ruleset where a yakuless tenpai is noten at a draw (a custom one: every preset counts
formal tenpai) the winds decide the draw.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, make_ruleset
from referee_app.core.check_state import WIND_CHECKS, CheckKind
from referee_app.core.context import AppContext
from referee_app.core.ruling_log import RulingLog
from referee_app.text import ruling_text
from referee_app.views.checks.check_page import CheckPage
from referee_app.views.checks.checks_view import ChecksView
from referee_app.views.checks.compare import CompareChecksDialog
from referee_app.views.hand.situation_panel import SituationPanel
from referee_app.views.widgets.wind_selectors import WindSelectors

WEST_PON = "23m456p789s99s pon:333z"
ALT = Qt.KeyboardModifier.AltModifier


def tenpai_page(view: ChecksView, context: AppContext, *, needs_yaku: bool = True) -> CheckPage:
    """The draw-tenpai page, under a ruleset where a yakuless tenpai is noten (or EMA)."""
    ruleset = make_ruleset("ema", {"tenpai_without_yaku": False}) if needs_yaku else PRESETS["ema"]
    context.set_ruleset(ruleset)
    view.tabs.setCurrentIndex(list(view.pages).index("draw_tenpai"))
    page = view.current_page()
    page.notation.setFocus()
    return page


def type_hand(qtbot: QtBot, page: CheckPage, text: str) -> None:
    qtbot.keyClick(page.notation, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(page.notation, text)


def choose(qtbot: QtBot, page: CheckPage, mnemonic: Qt.Key, steps: int) -> None:
    """Alt+W / Alt+O to the seat / round wind, then the arrow keys (as on the Hand tab)."""
    qtbot.keyClick(QApplication.focusWidget(), mnemonic, ALT)
    combo = QApplication.focusWidget()
    assert page.winds is not None and combo in (page.winds.seat_wind, page.winds.round_wind)
    key = Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up
    for _ in range(abs(steps)):
        qtbot.keyClick(combo, key)


def winds(page: CheckPage) -> tuple[str, str]:
    answer = page.state.answer
    assert answer is not None and answer["ok"], answer
    return answer["seat_wind"], answer["round_wind"]


def test_only_the_draw_tenpai_page_asks_the_winds(view: ChecksView) -> None:
    # the other checks do not depend on the winds: furiten holds whatever yaku the tile
    # gives, a kan after riichi is about waits, kuikae about the call, kyuushu about the tiles
    assert {CheckKind.DRAW_TENPAI} == WIND_CHECKS
    for kind, page in view.pages.items():
        assert (page.winds is not None) == (kind in WIND_CHECKS), kind


def test_the_same_selectors_as_the_hand_tab(qtbot: QtBot, view: ChecksView) -> None:
    page = view.page("draw_tenpai")
    assert page.winds is not None
    panel = SituationPanel(page.state.hand)  # the Hand tab's, on any hand state
    qtbot.addWidget(panel)
    assert isinstance(panel.winds, WindSelectors)
    for ours, hand_tab in (
        (page.winds.seat_label, panel.seat_label),
        (page.winds.round_label, panel.round_label),
    ):
        assert ours.text() == hand_tab.text()  # "Seat &wind", "R&ound wind": Alt+W, Alt+O
    items = [page.winds.seat_wind.itemText(i) for i in range(4)]
    assert items == ["East", "South", "West", "North"]
    assert page.winds.dealer_note.text() == "(dealer)"  # East by default: the dealer


def test_west_seat_makes_the_west_pon_a_yaku(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = tenpai_page(view, context)
    type_hand(qtbot, page, WEST_PON + " | dora:2z")
    # East seat of an East round: the West pon is no yaku, and the 3z dora makes none
    assert winds(page) == ("E", "E")
    assert page.state.answer is not None and page.state.answer["reason"] == "no_yaku"
    assert "The hand has no yaku on any wait." in page.details.text()
    assert "Does not count as tenpai" in page.verdict.text()
    choose(qtbot, page, Qt.Key.Key_W, 2)  # East → South → West
    assert winds(page) == ("W", "E")
    assert page.state.answer["yakuless"] is False
    assert page.verdict.text() == "Counts as tenpai at the draw."
    assert page.winds is not None and page.winds.dealer_note.text() == ""
    choose(qtbot, page, Qt.Key.Key_W, -2)  # back to East: yakuless again
    assert page.state.answer["reason"] == "no_yaku"


def test_a_west_round_makes_the_west_pon_a_yaku_for_every_seat(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = tenpai_page(view, context)
    type_hand(qtbot, page, WEST_PON)
    choose(qtbot, page, Qt.Key.Key_W, 1)  # South seat
    assert page.state.answer is not None and page.state.answer["reason"] == "no_yaku"
    choose(qtbot, page, Qt.Key.Key_O, 1)  # South round: still no
    assert winds(page) == ("S", "S") and page.state.answer["reason"] == "no_yaku"
    choose(qtbot, page, Qt.Key.Key_O, 1)  # West round: the round wind's triplet
    assert winds(page) == ("S", "W") and page.state.answer["counts_as_tenpai"] is True


@pytest.mark.parametrize(
    ("pon", "seat", "round_", "yakuless"),
    [
        ("111z", "E", "E", False),  # double East: the dealer in the East round
        ("222z", "S", "S", False),  # double South
        ("222z", "N", "S", False),  # South round, North seat: the round wind
        ("111z", "S", "S", True),  # East is neither
    ],
)
def test_double_winds_and_single_winds(  # noqa: PLR0917 - one parametrized case per row
    view: ChecksView, context: AppContext, pon: str, seat: str, round_: str, yakuless: bool
) -> None:
    page = tenpai_page(view, context)
    page.state.hand.set_notation(WEST_PON.replace("333z", pon))
    page.state.hand.set_seat_wind(seat)
    page.state.hand.set_round_wind(round_)
    assert page.winds is not None
    assert page.winds.seat_wind.currentData() == seat  # the selectors follow the state
    assert page.winds.round_wind.currentData() == round_
    assert page.state.answer is not None and page.state.answer["yakuless"] is yakuless
    assert page.state.answer["counts_as_tenpai"] is not yakuless


def test_a_closed_hand_is_never_yakuless_at_any_seat(view: ChecksView, context: AppContext) -> None:
    # the same tiles with West closed (333z in the hand): tsumo is menzen tsumo at any seat
    page = tenpai_page(view, context)
    page.state.hand.set_notation("23m456p789s99s333z")
    for seat in "ESWN":
        page.state.hand.set_seat_wind(seat)
        assert page.state.answer is not None and page.state.answer["yakuless"] is False


def test_clearing_the_page_brings_the_winds_back_to_east(
    qtbot: QtBot, view: ChecksView, context: AppContext
) -> None:
    page = tenpai_page(view, context)
    type_hand(qtbot, page, WEST_PON)
    choose(qtbot, page, Qt.Key.Key_W, 2)
    choose(qtbot, page, Qt.Key.Key_O, 1)
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier
    )
    assert page.state.status == "empty"
    snap = page.state.hand.snapshot
    assert (snap.seat_wind, snap.round_wind) == ("E", "E")
    assert page.winds is not None and page.winds.seat_wind.currentData() == "E"


def test_compare_and_show_and_the_log_carry_the_winds(
    qtbot: QtBot, view: ChecksView, context: AppContext, tmp_path: Path
) -> None:
    page = tenpai_page(view, context, needs_yaku=False)
    rulings: list[Any] = []
    page.state.ruling_made.connect(rulings.append)
    type_hand(qtbot, page, WEST_PON)
    choose(qtbot, page, Qt.Key.Key_W, 2)  # West seat
    # Compare rulesets: every preset asked at the West seat: never "no yaku"
    dialog = CompareChecksDialog(page.state, page)
    qtbot.addWidget(dialog)
    assert dialog.situation.text() == "Seat wind: West, round wind: East"
    assert all("no yaku" not in row[2] for row in dialog.rows)
    dialog.reject()
    # shown to the table: the winds under the title
    view.show_to_table()
    overlay = page._overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.situation.text() == "Seat wind: West, round wind: East"
    # "counts" is said once, as the verdict: not again as the reason, here or on the page
    assert overlay.verdict.text() == "Counts as tenpai at the draw."
    assert "Counts as tenpai" not in overlay.lines.text()
    assert "Counts as tenpai" not in page.details.text()
    assert page.verdict.text() == "Counts as tenpai at the draw."
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    # the ruling log keeps the request with the winds, and says them
    assert rulings[-1].decision["request"]["seat_wind"] == "W"
    assert rulings[-1].decision["request"]["round_wind"] == "E"
    log = RulingLog(tmp_path / "rulings")
    entry = log.record(rulings[-1])
    assert entry is not None and entry.decision["request"]["seat_wind"] == "W"
    assert ruling_text.decision_text(entry) == (
        "Tenpai at an exhaustive draw: Counts as tenpai at the draw. "
        "Seat wind: West, round wind: East"
    )
