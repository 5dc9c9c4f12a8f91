"""Help ▸ Example hands: the data, each example's value, the dialog, and loading into the Hand tab.

Every expected value below is worked out by hand from the rule facts (`shared/rules/
rulesets.md` §C fu, §D payments; README corrections; `rrc.md` for RRC), never copied from the
engine. Notation: basic = fu × 2^(han + 2) (cap 2,000 = mangan); a ron pays 4 × basic
(non-dealer) or 6 × basic (dealer), a tsumo 2 × basic from the dealer and 1 × basic from each
non-dealer (2 × basic from each when the dealer wins), each rounded up to 100.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.errors import EngineError
from engine.rulesets import PRESETS
from referee_app import app as app_module
from referee_app.core.context import AppContext
from referee_app.core.examples import (
    EXAMPLES_FILE,
    Example,
    ExamplesError,
    apply_example,
    load_examples,
    read_examples,
)
from referee_app.core.hand_state import HandState
from referee_app.core.settings import Settings
from referee_app.support.compat import override
from referee_app.support.resources import resource_path
from referee_app.text.examples_text import GROUPS, TEXTS, example_title
from referee_app.views.hand.examples import ExamplesDialog
from referee_app.views.main_window import MainWindow

# id -> expected fields of the score answer (or the refusal code), worked by hand.
EXPECTED: dict[str, dict[str, Any]] = {
    # 234m 567m 345p 678s (8s completes 67s: two-sided) + 99p, closed tsumo, South.
    # Yaku: menzen tsumo 1 + pinfu 1 = 2 han (99p: no tanyao). Pinfu tsumo: 20 fu flat.
    # basic 20 × 2^4 = 320; dealer 640 -> 700, each non-dealer 320 -> 400; total 1,500.
    "pinfu_tsumo": {"han": 2, "fu": 20, "total": 1500, "yaku": {"menzen_tsumo", "pinfu"}},
    # 456m (6m robbed, 45m two-sided) 234p 567p 678s 33s, ron by West. Chankan 1 + pinfu 1 +
    # tanyao 1 = 3 han; pinfu ron 20 + 10 (closed ron) = 30 fu. basic 30 × 2^5 = 960;
    # 4 × 960 = 3,840 -> 3,900.
    "chankan": {"han": 3, "fu": 30, "total": 3900, "yaku": {"chankan", "pinfu", "tanyao"}},
    # Closed kan 2222p; 345m 678m 456s (6s completes 45s) 77s; tsumo on the replacement tile.
    # Rinshan 1 + menzen tsumo 1 + tanyao 1 = 3 han. Fu: 20 + 16 (closed kan of simples)
    # + 2 (tsumo; a rinshan win is a tsumo in EMA) = 38 -> 40. basic 40 × 2^5 = 1,280;
    # dealer 2,560 -> 2,600, non-dealers 1,280 -> 1,300 each; total 5,200.
    "rinshan": {"han": 3, "fu": 40, "total": 5200, "yaku": {"rinshan", "menzen_tsumo", "tanyao"}},
    # Open (chi 678m), 234p 567p 345s 99s: no yaku but haitei (tsumo on the last tile), 1 han.
    # Fu: 20 + 2 (tsumo) = 22 -> 30. basic 30 × 2^3 = 240; dealer 480 -> 500, non-dealers
    # 240 -> 300 each; total 1,100.
    "haitei": {"han": 1, "fu": 30, "total": 1100, "yaku": {"haitei"}},
    # Open (chi 123m), 456789p, 567s + 55s, dora indicator 4s -> three dora 5s, but 1m/9p rule
    # out tanyao, pinfu needs a closed hand, no other yaku: refused, `no_yaku`.
    "dora_without_yaku": {"error": "no_yaku"},
    # Open (chi 234m), 567p 345s (5s completes 34s) 678s 88p, ron. Open tanyao 1 han. Fu: 20,
    # no wait or set fu; an open hand of 20 gets +2 -> 22 -> 30. basic 30 × 2^3 = 240;
    # 4 × 240 = 960 -> 1,000.
    "open_pinfu_shape": {"han": 1, "fu": 30, "total": 1000, "yaku": {"tanyao"}},
    # Closed kan 1111m; 234p 567p 345s (3s completes 45s) 88s; riichi, ron by West.
    # Riichi 1 han. Fu: 20 + 10 (closed ron) + 32 (closed terminal kan) = 62 -> 70.
    # basic 70 × 2^3 = 560; 4 × 560 = 2,240 -> 2,300.
    "closed_terminal_kan": {"han": 1, "fu": 70, "total": 2300, "yaku": {"riichi"}},
    # East dealer, East round: 234m (2m completes 34m) 567m 456p 999s, pair 11z; riichi, ron.
    # Riichi 1 han. EMA 2025 double-wind pair = 2 fu: 20 + 10 + 8 (closed pon of 9s) + 2 = 40.
    # basic 40 × 2^3 = 320; dealer ron 6 × 320 = 1,920 -> 2,000.
    "double_wind_pair_ema": {"han": 1, "fu": 40, "total": 2000, "yaku": {"riichi"}},
    # The same hand under RRC: the pair is 4 fu (rrc.md row 14): 20 + 10 + 8 + 4 = 42 -> 50.
    # basic 50 × 2^3 = 400; 6 × 400 = 2,400.
    "double_wind_pair_rrc": {"han": 1, "fu": 50, "total": 2400, "yaku": {"riichi"}},
    # 11m 33m 55p 77p 22s 88s 99s, riichi, tsumo by South. Riichi 1 + menzen tsumo 1 +
    # chiitoitsu 2 = 4 han, 25 fu (flat, no tsumo fu, no rounding). basic 25 × 2^6 = 1,600
    # (below the cap; 4-25 is not a kiriage case); dealer 3,200, non-dealers 1,600 each: 6,400.
    "chiitoitsu_25_fu": {
        "han": 4,
        "fu": 25,
        "total": 6400,
        "limit": None,
        "yaku": {"riichi", "menzen_tsumo", "chiitoitsu"},
    },
    # 234m 678m 345p 66p 567s (7s completes 56s), riichi, ron by South, dora indicator 5m ->
    # dora 6m (one). Riichi 1 + pinfu 1 + tanyao 1 + dora 1 = 4 han; pinfu ron 30 fu.
    # basic 30 × 2^6 = 1,920: EMA 2025 has kiriage -> mangan 2,000; 4 × 2,000 = 8,000.
    "kiriage_mangan": {
        "han": 4,
        "fu": 30,
        "total": 8000,
        "limit": "mangan",
        "dora": 1,
        "yaku": {"riichi", "pinfu", "tanyao"},
    },
    # Closed kan 7777z (chun); 234m (4m completes 23m) 999p 567s 55s; riichi, ron by West; dora
    # indicator 1m -> dora 2m (one). Riichi 1 + yakuhai chun 1 + dora 1 = 3 han. Fu: 20 + 10
    # + 32 (closed honour kan) + 8 (closed pon of 9p) = 70. basic 70 × 2^5 = 2,240 > 2,000:
    # mangan; 4 × 2,000 = 8,000.
    "mangan_3_han_70_fu": {
        "han": 3,
        "fu": 70,
        "total": 8000,
        "limit": "mangan",
        "dora": 1,
        "yaku": {"riichi", "yakuhai_chun"},
    },
    # Open pon 666z (hatsu); 234m 567p 345s (5s completes 34s) 88s; tsumo by South; 3 honba,
    # 1 riichi stick. Yakuhai hatsu 1 han. Fu: 20 + 4 (open honour pon) + 2 (tsumo) = 26 -> 30.
    # basic 30 × 2^3 = 240: dealer 480 -> 500, non-dealers 240 -> 300 each (1,100). Honba on a
    # tsumo: 100 × 3 from each of 3 payers = 900. Riichi stick 1,000. Total 3,000.
    "honba_on_tsumo": {
        "han": 1,
        "fu": 30,
        "total": 3000,
        "payments": {"dealer": 500, "non_dealer": 300},
        "honba_points": 300,
        "yaku": {"yakuhai_hatsu"},
    },
    # 123p 123p 456p 789p (9p completes 78p) 55p, riichi, tsumo by West, RRC, dora indicator 4p
    # -> three dora 5p. Chinitsu 6 + ittsu 2 (closed) + iipeikou 1 + pinfu 1 + riichi 1 +
    # menzen tsumo 1 = 12 han, + 3 dora = 15 han >= 13: RRC kazoe yakuman (rrc.md row 7),
    # basic 8,000: dealer 16,000, non-dealers 8,000 each; total 32,000.
    "kazoe_yakuman": {
        "han": 15,
        "total": 32000,
        "limit": "yakuman",
        "dora": 3,
        "yaku": {"chinitsu", "ittsu", "iipeikou", "pinfu", "riichi", "menzen_tsumo"},
    },
    # 19m 19p 19s 1234567z, tsumo on 5z: 13-sided thirteen orphans; EMA: a single yakuman.
    # basic 8,000: dealer 16,000, non-dealers 8,000 each; total 32,000.
    "kokushi_13_sided": {"yakuman": 1, "total": 32000, "limit": "yakuman"},
    # 222m 444m 666p 888s, ron on 5s (pair wait): four concealed pons, single yakuman (EMA has
    # no double yakuman); 4 × 8,000 = 32,000.
    "suuankou_tanki": {"yakuman": 1, "total": 32000, "limit": "yakuman"},
    # 111222333m 456p (4p completes 56p) 77s, ron by South. As pons: sanankou 2 han, fu 20 + 10
    # + 8 (111m) + 4 + 4 = 46 -> 50; basic 50 × 2^4 = 800; 4 × 800 = 3,200. As runs: pinfu 1 +
    # iipeikou 1 = 2 han 30 fu; basic 480; 1,920 -> 2,000 (the runner-up).
    "pons_or_runs": {
        "han": 2,
        "fu": 50,
        "total": 3200,
        "yaku": {"sanankou"},
        "runner_up": (2, 30, 2000),
    },
    # 123m 123m 789p 789p + 55s (ron on 5s, pair wait). Ryanpeikou 3 han; fu 20 + 10 + 2 = 32
    # -> 40; basic 40 × 2^5 = 1,280; 5,120 -> 5,200. As seven pairs: 2 han 25 fu; basic 400;
    # 1,600 (the runner-up).
    "ryanpeikou_or_chiitoitsu": {
        "han": 3,
        "fu": 40,
        "total": 5200,
        "yaku": {"ryanpeikou"},
        "runner_up": (2, 25, 1600),
    },
    # 222m 345m 444p 66s + 88s, ron on 8s (dual-pon wait): 888s counts open. Tanyao 1 han.
    # Fu: 20 + 10 + 4 (222m) + 4 (444p) + 2 (888s, open by the ron) = 40. basic 40 × 2^3 = 320;
    # 1,280 -> 1,300. No sanankou (only two concealed pons).
    "shanpon_ron_counts_open": {"han": 1, "fu": 40, "total": 1300, "yaku": {"tanyao"}},
    # 1234567m 234p 456s, ron on 4m: 123m 44m 567m, a pair wait (+2). Riichi 1 han; fu 20 + 10
    # + 2 = 32 -> 40; basic 320; 1,280 -> 1,300.
    "nobetan_147": {"han": 1, "fu": 40, "total": 1300, "yaku": {"riichi"}},
}

#: What each example's `ruleset` must be (the examples teach a ruleset's difference).
RULESETS = {"double_wind_pair_rrc": "rrc", "kazoe_yakuman": "rrc"}


@pytest.fixture
def state(context: AppContext) -> HandState:
    return HandState(context)


@pytest.fixture
def dialog(qtbot: QtBot, context: AppContext, state: HandState) -> ExamplesDialog:
    d = ExamplesDialog(context, state)
    qtbot.addWidget(d)
    return d


def _by_id() -> dict[str, Example]:
    return {e.id: e for e in load_examples()}


# --- the data ----------------------------------------------------------------------------------


def test_every_example_has_a_title_an_explanation_and_an_expected_value() -> None:
    ids = [e.id for e in load_examples()]
    assert len(ids) == len(set(ids)) >= 20
    assert set(ids) == set(TEXTS) == set(EXPECTED)
    for example_id in ids:
        title, explanation = TEXTS[example_id]
        assert title.strip() and "\n" not in title
        assert len(explanation) > 60


def test_every_theme_has_examples_and_the_file_holds_no_prose() -> None:
    raw = json.loads(resource_path(EXAMPLES_FILE).read_text(encoding="utf-8"))
    assert {e["group"] for e in raw["examples"]} == set(GROUPS)
    for entry in raw["examples"]:
        assert set(entry) <= {"id", "group", "ruleset", "notation", "situation"}


def test_examples_use_the_ruleset_they_teach() -> None:
    for example in load_examples():
        assert example.ruleset == RULESETS.get(example.id, "ema")


@pytest.mark.parametrize("example_id", sorted(EXPECTED))
def test_example_loads_and_scores_as_worked_by_hand(
    example_id: str, context: AppContext, state: HandState
) -> None:
    example = _by_id()[example_id]
    apply_example(example, context, state)
    assert context.ruleset == PRESETS[example.ruleset]
    assert state.result_kind == "score"
    answer = state.result
    assert answer is not None
    expected = EXPECTED[example_id]
    if "error" in expected:
        assert answer["ok"] is False
        assert answer["error"]["code"] == expected["error"]
        return
    assert answer["ok"] is True, answer
    for key in ("han", "fu", "total", "limit", "yakuman", "dora", "payments", "honba_points"):
        if key in expected:
            assert answer[key] == expected[key], key
    if "yaku" in expected:
        assert {y["id"] for y in answer["yaku"]} == expected["yaku"]
    if "runner_up" in expected:
        runner = answer["runner_up"]
        assert (runner["han"], runner["fu"], runner["total"]) == expected["runner_up"]


def test_loaded_hand_is_the_example_request(context: AppContext, state: HandState) -> None:
    example = _by_id()["honba_on_tsumo"]
    apply_example(example, context, state)
    request = state.to_request()
    assert request["melds"] == ["pon:666z"]
    assert request["win_tile"] == "5s"
    assert request["win"] == "tsumo"
    assert (request["honba"], request["riichi_sticks"]) == (3, 1)
    assert sorted(request["hand"]) == sorted("234m567p34588s")


def test_failed_load_restores_the_ruleset_and_keeps_the_hand(
    context: AppContext, state: HandState
) -> None:
    state.set_notation("123m456p789s11z22z 2z")
    before = state.snapshot
    # chankan is a ron; on a tsumo the situation is impossible and load_request refuses it.
    bad = Example(
        "bad", "yaku", "rrc", "45m234567p678s33s 6m", (("chankan", True), ("win", "tsumo"))
    )
    with pytest.raises(EngineError):
        apply_example(bad, context, state)
    assert context.ruleset == PRESETS["ema"]
    assert state.snapshot == before


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=2), "version"),
        (lambda d: d["examples"].append(dict(d["examples"][0])), "used twice"),
        (lambda d: d["examples"][0].update(group="misc"), "group"),
        (lambda d: d["examples"][0].update(ruleset="nope"), "ruleset"),
        (lambda d: d["examples"][0].update(notation="123x"), "notation"),
        (lambda d: d["examples"][0].update(notation="123m"), "complete hand"),
        (lambda d: d["examples"][0].update(title="prose"), "unknown fields"),
        (lambda d: d["examples"][0]["situation"].update(colour="red"), "situation"),
    ],
)
def test_bad_examples_file_is_refused(change: Any, message: str) -> None:
    data = json.loads(resource_path(EXAMPLES_FILE).read_text(encoding="utf-8"))
    change(data)
    with pytest.raises(ExamplesError, match=message):
        read_examples(json.dumps(data).encode())


def test_missing_file_is_reported_in_the_dialog(
    qtbot: QtBot, context: AppContext, state: HandState, tmp_path: Path
) -> None:
    with pytest.raises(ExamplesError):
        load_examples(tmp_path / "none.json")
    d = ExamplesDialog(context, state, examples=())
    qtbot.addWidget(d)
    assert d.visible_ids() == []
    assert not d.load_button.isEnabled()


# --- the dialog --------------------------------------------------------------------------------


def test_search_filters_by_title(dialog: ExamplesDialog) -> None:
    assert len(dialog.visible_ids()) == len(EXPECTED)
    dialog.search.setText("PINFU")
    # Titles holding "pinfu": "Pinfu with tsumo: 20 fu", "Open hand of pinfu shape: ...".
    assert dialog.visible_ids() == ["pinfu_tsumo", "open_pinfu_shape"]
    current = dialog.current_example()
    assert current is not None and current.id in dialog.visible_ids()
    # a theme with no match is hidden with its examples
    assert dialog._group_items["limits"].isHidden()
    dialog.search.setText("no such example")
    assert dialog.visible_ids() == []
    assert dialog.current_example() is None
    assert not dialog.load_button.isEnabled()
    dialog.search.clear()
    assert len(dialog.visible_ids()) == len(EXPECTED)
    assert dialog.load_button.isEnabled()


def test_arrow_keys_in_the_search_field_walk_the_list(dialog: ExamplesDialog) -> None:
    dialog.search.setText("wind pair")
    assert dialog.visible_ids() == ["double_wind_pair_ema", "double_wind_pair_rrc"]
    assert dialog.current_example() is not None
    assert dialog.current_example().id == "double_wind_pair_ema"  # type: ignore[union-attr]
    QTest.keyClick(dialog.search, Qt.Key.Key_Down)
    assert dialog.current_example().id == "double_wind_pair_rrc"  # type: ignore[union-attr]
    QTest.keyClick(dialog.search, Qt.Key.Key_Down)  # stays on the last one
    assert dialog.current_example().id == "double_wind_pair_rrc"  # type: ignore[union-attr]
    QTest.keyClick(dialog.search, Qt.Key.Key_Up)
    assert dialog.current_example().id == "double_wind_pair_ema"  # type: ignore[union-attr]


def test_details_name_the_ruleset_and_the_switch(dialog: ExamplesDialog) -> None:
    assert dialog.select("kazoe_yakuman")
    assert dialog.title_label.text() == example_title("kazoe_yakuman")
    text = dialog.ruleset_label.text()
    assert PRESETS["rrc"].name in text
    assert f"from {PRESETS['ema'].name} to {PRESETS['rrc'].name}" in text
    assert dialog.select("kiriage_mangan")  # the current ruleset: no switch announced
    assert dialog.ruleset_label.text() == f"Ruleset: {PRESETS['ema'].name}"
    # 234678m34566p56s + 7s: 13 tiles in the hand, the winning tile apart; one dora indicator
    assert len(dialog.tiles.items) == 14
    assert [i.tile for i in dialog.dora_tiles.items] == ["5m"]
    assert dialog.situation_label.text() == (
        "Ron · Seat wind: South · Round wind: East · Riichi (Ready hand)"
    )


def test_note_promises_undo_only_when_a_hand_is_there(
    dialog: ExamplesDialog, state: HandState
) -> None:
    assert dialog.note_label.text() == ""
    state.set_notation("123m456p789s11z22z 2z")
    dialog.show()
    assert "Ctrl+Z" in dialog.note_label.text()


def test_double_click_loads_and_undo_restores_the_earlier_hand(
    qtbot: QtBot, dialog: ExamplesDialog, context: AppContext, state: HandState
) -> None:
    state.set_notation("123m456p789s11z22z 2z")
    state.set_honba(2)
    before = state.snapshot
    dialog.show()
    qtbot.waitExposed(dialog)
    item = dialog._example_items["suuankou_tanki"]
    center = dialog.tree.visualItemRect(item).center()
    viewport = dialog.tree.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=center)
    assert dialog.current_example() == _by_id()["suuankou_tanki"]
    with qtbot.waitSignal(dialog.example_loaded) as blocker:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=center)
    assert blocker.args == ["suuankou_tanki"]
    assert not dialog.isVisible()
    assert state.result is not None and state.result["total"] == 32000
    assert state.undo()
    assert state.snapshot == before
    assert state.result is not None and state.result["ok"] is False  # that hand has no yaku


def test_dialog_retranslates_on_language_change(qtbot: QtBot, dialog: ExamplesDialog) -> None:
    class Shouting(QTranslator):
        """Upper-cases this module's texts: a visible stand-in for a real language."""

        @override
        def translate(
            self, context: str, source: str, disambiguation: str | None = None, n: int = -1
        ) -> str:
            return source.upper() if context in ("Examples", "ExamplesDialog") else ""

        @override
        def isEmpty(self) -> bool:
            return False

    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "EXAMPLE HANDS")
        assert dialog._example_items["pinfu_tsumo"].text(0) == "PINFU WITH TSUMO: 20 FU"
        assert dialog._group_items["readings"].text(0) == "TRICKY READINGS"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Example hands")


# --- in the main window ------------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, settings_path: Path) -> Iterator[MainWindow]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    win = app_module.create_main_window(app, settings, start_language=False)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win


def test_help_menu_loads_an_example_into_the_hand_tab_with_its_ruleset(
    qtbot: QtBot, window: MainWindow
) -> None:
    assert window.examples_action in window.help_menu.actions()
    assert window.examples_action.text() == "&Example hands…"
    window.tabs.setCurrentWidget(window.rules_view)
    window.hand_state.set_notation("123m456p789s11z22z 2z")
    before = window.hand_state.snapshot
    ruleset_before = window.context.ruleset
    assert ruleset_before.id != "rrc"
    window.examples_action.trigger()
    dialog = window.examples_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    QTest.keyClicks(dialog.search, "RRC")
    assert dialog.visible_ids() == ["double_wind_pair_rrc"]
    QTest.keyClick(dialog.search, Qt.Key.Key_Return)  # Enter loads the current example
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.tabs.currentWidget() is window.hand_view
    assert window.context.ruleset == PRESETS["rrc"]
    assert window.ruleset_combo.currentData() == "rrc"
    assert window.context.settings.ruleset == "rrc"
    result = window.hand_state.result
    assert result is not None and (result["fu"], result["total"]) == (50, 2400)
    # one Undo brings the earlier hand back, under the ruleset of before (the combo follows)
    assert window.hand_state.undo()
    assert window.hand_state.snapshot == before
    assert window.context.ruleset == ruleset_before
    assert window.ruleset_combo.currentData() == ruleset_before.id
    # opened again, the dialog is ready to load once more
    window.examples_action.trigger()
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.load_button.isEnabled()
    # the last search is kept but selected: typing replaces it
    assert dialog.search.selectedText() == "RRC"
    QTest.keyClicks(dialog.search, "with tsumo")
    assert dialog.visible_ids() == ["pinfu_tsumo"]
    dialog.load_button.click()
    assert window.context.ruleset == PRESETS["ema"]
    assert window.hand_state.result is not None
    assert window.hand_state.result["total"] == 1500


def test_enter_in_the_list_loads_once(
    qtbot: QtBot, dialog: ExamplesDialog, state: HandState
) -> None:
    state.set_notation("123m456p789s11z22z 2z")
    before = state.snapshot
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.select("kiriage_mangan")
    dialog.tree.setFocus()
    loaded: list[str] = []
    dialog.example_loaded.connect(loaded.append)
    QTest.keyClick(dialog.tree, Qt.Key.Key_Return)
    assert loaded == ["kiriage_mangan"]
    assert not dialog.isVisible()
    # one undo step: the entered hand is back after a single Undo
    assert state.undo()
    assert state.snapshot == before


def test_undoing_an_example_brings_back_the_ruleset_of_before(
    context: AppContext, state: HandState
) -> None:
    # The user's hand under EMA 2016; an RRC example is loaded (the ruleset switches to RRC);
    # Ctrl+Z brings the user's hand back, and it must be valued under EMA 2016 again, not RRC.
    context.set_ruleset(PRESETS["ema2016"])
    state.set_notation("123m456p789s11z22z 2z")
    apply_example(_by_id()["double_wind_pair_rrc"], context, state)
    assert context.ruleset.id == "rrc"
    assert state.undo()
    assert context.ruleset.id == "ema2016"
    assert state.snapshot.concealed[:3] == ("1m", "2m", "3m")
    # a ruleset chosen by the user after loading is theirs: undo then leaves it alone
    apply_example(_by_id()["double_wind_pair_rrc"], context, state)
    context.set_ruleset(PRESETS["wrc"])
    assert state.undo()
    assert context.ruleset.id == "wrc"


def test_redoing_an_example_switches_to_its_ruleset_again(
    context: AppContext, state: HandState
) -> None:
    # Undo took the example back and switched to EMA 2016; Redo puts the example back and
    # must value it under its own rules (RRC), as when it was loaded; Undo again switches back.
    context.set_ruleset(PRESETS["ema2016"])
    state.set_notation("123m456p789s11z22z 2z")
    apply_example(_by_id()["double_wind_pair_rrc"], context, state)
    example = state.snapshot
    assert state.undo()
    assert context.ruleset.id == "ema2016"
    assert state.redo()
    assert context.ruleset.id == "rrc"
    assert state.snapshot == example
    result = state.result
    # the example's own value under RRC (see EXPECTED): 50 fu, 2,400
    assert result is not None and (result["fu"], result["total"]) == (50, 2400)
    assert state.undo()
    assert context.ruleset.id == "ema2016"
    # a new change after the undo ends the redo: no switch is left waiting
    state.set_honba(1)
    assert not state.redo()
    assert context.ruleset.id == "ema2016"


def test_undoing_an_example_keeps_flags_only_the_ruleset_of_before_allows(
    context: AppContext, state: HandState
) -> None:
    # Paarenchan exists under Galaxy, not under EMA. The user's dealer hand with paarenchan
    # under Galaxy; an EMA example is loaded; Undo must bring the hand back with its
    # paarenchan (the hand is restored under Galaxy, not trimmed to EMA's flags first).
    context.set_ruleset(PRESETS["galaxy"])
    state.set_notation("123m456p789s11z22z 2z")
    state.set_seat_wind("E")
    assert state.set_flag("paarenchan", True)
    before = state.snapshot
    assert "paarenchan" in before.flags
    apply_example(_by_id()["pinfu_tsumo"], context, state)
    assert context.ruleset.id == "ema"
    assert state.undo()
    assert context.ruleset.id == "galaxy"
    assert state.snapshot == before


def test_search_finds_romaji_and_other_languages_terms(dialog: ExamplesDialog) -> None:
    # The English title says "Thirteen orphans", the Russian one "Кокуши мусо": a referee types
    # either, in any interface language; "kokushi" (romaji) is found through the example's id.
    dialog.search.setText("kokushi")
    assert dialog.visible_ids() == ["kokushi_13_sided"]
    dialog.search.setText("Кокуши")  # the Russian title, typed in the English interface
    assert dialog.visible_ids() == ["kokushi_13_sided"]
    dialog.search.setText("nobetan")
    assert dialog.visible_ids() == ["nobetan_147"]
