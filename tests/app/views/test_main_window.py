"""The main window: tabs, ruleset selector, language selectors, menus, remembered state."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from engine import __version__
from engine.rulesets import PRESETS, make_ruleset
from referee_app import app as app_module
from referee_app.core.settings import Settings
from referee_app.text import labels
from referee_app.views.checks.checks_view import ChecksView
from referee_app.views.hand.hand_view import HandView
from referee_app.views.main_window import CUSTOM_ITEM, MainWindow
from referee_app.views.penalties.penalties_view import PenaltiesView
from referee_app.views.rules.rules_view import RulesView
from referee_app.views.table.table_view import TableView

WindowFactory = Callable[[], MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, settings_path: Path) -> Iterator[WindowFactory]:
    """Build main windows the way the app does, all sharing one temporary settings file."""
    windows: list[MainWindow] = []

    def factory() -> MainWindow:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
        window = app_module.create_main_window(app, settings, start_language=False)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield factory
    for window in windows:
        if window.languages is not None:
            window.languages.set_language("en")


def _combo_items(window: MainWindow) -> list[object]:
    combo = window.ruleset_combo
    return [combo.itemData(i) for i in range(combo.count()) if combo.itemText(i)]


def test_the_tabs_hold_the_views_in_order(make_window: WindowFactory) -> None:
    from referee_app.views.log.log_view import LogView

    window = make_window()
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Hand",
        "Table",
        "Penalties",
        "Rules",
        "Checks",
        "Log",
    ]
    window.build_all_tabs()
    kinds = [type(window.tabs.widget(i)) for i in range(6)]
    assert kinds == [HandView, TableView, PenaltiesView, RulesView, ChecksView, LogView]
    assert window.log_action.shortcut().toString() == "Ctrl+6"  # Ctrl+5 is the Checks tab's


def test_only_the_current_tab_is_built_before_the_first_show(make_window: WindowFactory) -> None:
    window = make_window()
    assert window.tabs.currentIndex() == MainWindow.TAB_HAND
    assert [window.is_built(i) for i in range(6)] == [True, False, False, False, False, False]
    assert isinstance(window.tabs.currentWidget(), HandView)


def test_a_tab_is_built_when_chosen_and_keeps_its_text_tip_and_place(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    tip = window.tabs.tabToolTip(MainWindow.TAB_PENALTIES)
    changes: list[int] = []
    window.tabs.currentChanged.connect(changes.append)
    window.tabs.setCurrentIndex(MainWindow.TAB_PENALTIES)
    assert window.is_built(MainWindow.TAB_PENALTIES)
    assert window.tabs.currentWidget() is window.penalties_view
    assert window.tabs.tabText(MainWindow.TAB_PENALTIES) == "Penalties"
    assert window.tabs.tabToolTip(MainWindow.TAB_PENALTIES) == tip
    assert changes == [MainWindow.TAB_PENALTIES]  # one change, none from the swap
    assert not window.is_built(MainWindow.TAB_TABLE)
    # Reading a view's attribute builds it too, without changing the current tab.
    assert isinstance(window.table_view, TableView)
    assert window.tabs.currentIndex() == MainWindow.TAB_PENALTIES
    assert window.tabs.widget(MainWindow.TAB_TABLE) is window.table_view


def test_the_other_tabs_are_built_while_idle_after_the_first_show(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: all(window.is_built(i) for i in range(6)), timeout=10_000)
    assert window.tabs.currentIndex() == MainWindow.TAB_HAND
    kinds = [type(window.tabs.widget(i)).__name__ for i in range(6)]
    assert kinds == ["HandView", "TableView", "PenaltiesView", "RulesView", "ChecksView", "LogView"]


def test_ruleset_selector_lists_every_preset_and_starts_on_the_default(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    assert _combo_items(window) == list(PRESETS)
    assert window.ruleset_combo.currentData() == "ema"  # the documented default preset


def test_ruleset_choice_is_applied_and_remembered(make_window: WindowFactory) -> None:
    window = make_window()
    index = window.ruleset_combo.findData("wrc")
    window.ruleset_combo.setCurrentIndex(index)
    window.ruleset_combo.activated.emit(index)
    assert window.context.ruleset.id == "wrc"
    window.close()

    again = make_window()  # a new start with the same settings file
    assert again.context.ruleset.id == "wrc"
    assert again.ruleset_combo.currentData() == "wrc"


def test_custom_ruleset_appears_after_the_presets_and_can_be_chosen_again(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    custom = make_ruleset("ema", {"kiriage": True})
    window.context.set_ruleset(custom)
    assert _combo_items(window) == [*PRESETS, CUSTOM_ITEM]
    assert window.ruleset_combo.currentData() == CUSTOM_ITEM
    assert "EMA 2025" in window.ruleset_combo.currentText()  # says what it is based on

    tenhou = window.ruleset_combo.findData("tenhou")
    window.ruleset_combo.activated.emit(tenhou)
    assert window.context.ruleset.id == "tenhou"
    window.ruleset_combo.activated.emit(window.ruleset_combo.findData(CUSTOM_ITEM))
    assert window.context.ruleset.kiriage is True


def test_assumed_values_are_counted_with_every_note_in_the_tooltip(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    for preset in PRESETS.values():
        window.context.set_ruleset(preset)
        notes = preset.assumed_fields
        if not notes:
            assert window.assumed_label.isHidden()
            continue
        assert window.assumed_label.text() == f"{len(notes)} assumed"
        tooltip = window.assumed_label.toolTip()
        # Issue 25: the notes worded for players, never the engine's own notes
        for name, note in notes.items():
            assert labels.ruleset_assumed_note(preset, name) in tooltip, (preset.id, name)
            assert note not in tooltip, (preset.id, name)


def test_the_assumed_count_is_a_button_that_opens_the_list(make_window: WindowFactory) -> None:
    window = make_window()
    window.context.set_ruleset(PRESETS["ema"])
    notes = PRESETS["ema"].assumed_fields
    window.assumed_label.click()  # a click (or Space on it), not only a hover
    dialog = window.assumed_dialog
    assert dialog.isVisible()
    text = dialog.list.text()
    # each assumed value with its value, what it changes and the note why it was chosen
    for name, note in notes.items():
        assert f"{labels.rule_field_label(name)}: " in text
        assert f"What it changes: {labels.rule_field_help(name)}" in text
        # the note worded for players (issue 25), never the engine's own
        assert labels.ruleset_assumed_note(PRESETS["ema"], name) in text
        assert note not in text
    assert text.count("What it changes: ") == len(notes)
    dialog.close()


def test_language_menu_offers_the_three_languages_by_their_own_names(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    texts = [a.text() for a in window.language_menu.actions()]
    assert texts == ["English", "Русский", "Українська"]
    assert window.language_actions["en"].isChecked()


def test_choosing_a_language_switches_translators_and_both_selectors(
    make_window: WindowFactory, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    retranslated: list[str] = []
    original = window.retranslate_ui

    def spy() -> None:
        retranslated.append(window.tabs.tabText(0))
        original()

    monkeypatch.setattr(window, "retranslate_ui", spy)
    window.language_actions["uk"].trigger()
    assert window.languages is not None
    assert window.languages.current == "uk"
    assert window.language_combo.currentData() == "uk"
    assert window.context.settings.language == "uk"
    # Installing the translator posts LanguageChange; the window then retranslates itself and
    # shows whatever the Ukrainian translation holds for its texts.
    qtbot.waitUntil(lambda: bool(retranslated), timeout=2000)
    assert window.tabs.tabText(0) == QCoreApplication.translate("MainWindow", "Hand")

    index = window.language_combo.findData("en")
    window.language_combo.activated.emit(index)
    assert window.languages.current == "en"
    assert window.language_actions["en"].isChecked()
    qtbot.waitUntil(lambda: window.tabs.tabText(0) == "Hand", timeout=2000)


def test_last_tab_and_geometry_are_restored(make_window: WindowFactory) -> None:
    window = make_window()
    window.resize(700, 500)  # within the offscreen screen (800 x 600)
    window.tabs.setCurrentIndex(MainWindow.TAB_PENALTIES)
    window.close()  # closeEvent saves

    again = make_window()
    assert again.tabs.currentIndex() == MainWindow.TAB_PENALTIES
    assert (again.width(), again.height()) == (700, 500)


def test_menus_and_shortcuts(make_window: WindowFactory) -> None:
    window = make_window()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&View", "&Language", "&Help"]
    assert window.show_to_table_action.shortcut() == QKeySequence("F11")
    assert window.quit_action in window.file_menu.actions()
    assert __version__ in window.about_text()


def test_file_actions_go_above_quit(make_window: WindowFactory) -> None:
    window = make_window()
    open_action = QAction("Open…", window)
    save_action = QAction("Save", window)
    window.add_file_actions([open_action, None, save_action])
    actions = window.file_menu.actions()
    assert (
        actions.index(open_action) < actions.index(save_action) < actions.index(window.quit_action)
    )
    assert actions[actions.index(open_action) + 1].isSeparator()


def test_rule_requested_opens_the_rules_tab_at_the_topic(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    topics: list[str] = []
    monkeypatch.setattr(window.rules_view, "show_topic", topics.append)
    window.hand_view.rule_requested.emit("pinfu")
    assert window.tabs.currentWidget() is window.rules_view
    assert topics == ["pinfu"]


def test_show_to_table_runs_the_current_views_presentation(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    calls: list[str] = []
    monkeypatch.setattr(
        window.hand_view, "show_to_table", lambda: calls.append("hand"), raising=False
    )
    window.tabs.setCurrentIndex(MainWindow.TAB_TABLE)
    window.tabs.setCurrentIndex(MainWindow.TAB_HAND)
    assert window.show_to_table_action.isEnabled()
    window.show_to_table_action.trigger()
    assert calls == ["hand"]


def test_uncaught_error_is_logged_and_shown_kindly_and_the_window_stays(
    make_window: WindowFactory,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    window = make_window()
    window.hand_state.load_request({"hand": "123m456p789s1122z", "win_tile": "2z"})
    before = window.hand_state.to_request()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    error = RuntimeError("boom")
    with caplog.at_level(logging.ERROR):
        app_module._excepthook(RuntimeError, error, error.__traceback__)
    assert len(shown) == 1
    assert "Traceback" not in shown[0] and "boom" not in shown[0]
    assert "kept" in shown[0]
    assert any(r.exc_info and r.exc_info[1] is error for r in caplog.records)
    assert window.hand_state.to_request() == before  # nothing the user entered was lost


def test_f11_on_the_table_tab_reaches_the_table_view_once(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    # One F11 binding (the window's action): a second one in a view would make Qt refuse the
    # key as ambiguous.
    window = make_window()
    calls: list[str] = []
    monkeypatch.setattr(window.table_view, "show_to_table", lambda: calls.append("table"))
    window.tabs.setCurrentIndex(MainWindow.TAB_TABLE)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.tabs.currentWidget(), Qt.Key.Key_F11)
    assert calls == ["table"]


def test_top_bar_texts_are_not_cut_off_after_a_language_change(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.resize(1024, 700)
    with qtbot.waitExposed(window):
        window.show()
    for code in ("ru", "uk", "en"):
        window.set_language(code)
        qtbot.wait(10)  # LanguageChange is posted
        for label in (window.ruleset_label, window.assumed_label, window.language_label):
            assert label.width() >= label.sizeHint().width(), (code, label.text())


def test_hand_keys_work_at_start_and_each_tab_takes_the_keyboard(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    # Regression: the tab bar held the focus at start, so T, R, C, P... did nothing until the
    # user clicked into the Hand view; switching tabs left the focus on the tab bar too.
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_HAND)
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    focus = QApplication.focusWidget()
    assert focus is window.hand_view
    assert window.hand_state.to_request()["win"] == "ron"
    QTest.keyClick(focus, Qt.Key.Key_T)  # T: tsumo/ron
    assert window.hand_state.to_request()["win"] == "tsumo"
    window.tabs.setCurrentWidget(window.rules_view)
    assert QApplication.focusWidget() is window.rules_view.search
    window.tabs.setCurrentWidget(window.penalties_view)
    assert QApplication.focusWidget() is window.penalties_view.search
    window.tabs.setCurrentWidget(window.table_view)
    assert QApplication.focusWidget() is window.table_view.outcome_buttons["ron"]
    window.tabs.setCurrentWidget(window.hand_view)
    assert QApplication.focusWidget() is window.hand_view


def _shown(window: MainWindow, qtbot: QtBot) -> None:
    with qtbot.waitExposed(window):
        window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


@pytest.mark.qt_log_ignore(r"^This plugin does not support (raise\(\)|grabbing the keyboard)$")
@pytest.mark.parametrize("combo_name", ["ruleset_combo", "language_combo"])
def test_a_closed_selector_refuses_type_ahead_arrows_and_the_wheel(
    make_window: WindowFactory, qtbot: QtBot, combo_name: str
) -> None:
    # Issue 16.1: with the focus on the Ruleset selector, T, R, W switched to Tenhou, RRC,
    # WRC. A change needs an explicit pick from the open list.
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_TABLE)  # no Hand shortcut takes the letters
    _shown(window, qtbot)
    combo = getattr(window, combo_name)
    combo.setFocus()
    before = (window.context.ruleset.id, combo.currentIndex())
    for key in (Qt.Key.Key_T, Qt.Key.Key_R, Qt.Key.Key_W, Qt.Key.Key_U, Qt.Key.Key_E):
        QTest.keyClick(combo, key)
    wheel = QWheelEvent(
        QPointF(5, 5),
        QPointF(combo.mapToGlobal(QPoint(5, 5))),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(combo, wheel)
    assert (window.context.ruleset.id, combo.currentIndex()) == before
    assert combo.view().isVisible() is False
    QTest.keyClick(combo, Qt.Key.Key_Down)  # opens the list, picks nothing
    qtbot.waitUntil(combo.view().isVisible)
    assert (window.context.ruleset.id, combo.currentIndex()) == before
    combo.hidePopup()


def test_hand_keys_work_from_any_focus_while_the_hand_tab_is_shown(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    # Issue 16.2: after the language selector was used with the mouse, then Ctrl+1, the Hand
    # view's keys were dead. They work wherever the focus is while the Hand tab is shown.
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_HAND)
    _shown(window, qtbot)
    state = window.hand_state
    for place in (window.language_combo, window.ruleset_combo, window.tabs.tabBar()):
        place.setFocus()
        assert QApplication.focusWidget() is place
        win = state.to_request()["win"]
        QTest.keyClick(place, Qt.Key.Key_T)
        assert state.to_request()["win"] != win, place
        riichi = "riichi" in state.snapshot.flags
        QTest.keyClick(place, Qt.Key.Key_R)
        assert ("riichi" in state.snapshot.flags) is not riichi, place
        QTest.keyClick(place, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        assert QApplication.focusWidget() is window.hand_view.notation
    assert window.context.ruleset.id == "ema"  # the selectors took none of the letters


def test_typing_in_a_text_field_is_not_taken_for_a_hand_shortcut(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_HAND)
    _shown(window, qtbot)
    notation = window.hand_view.notation
    notation.setFocus()
    win = window.hand_state.to_request()["win"]
    QTest.keyClicks(notation, "rt")
    assert notation.text().endswith("rt")
    assert window.hand_state.to_request()["win"] == win
    QTest.keyClick(notation, Qt.Key.Key_Backspace)
    assert notation.text().endswith("r")


def test_hand_keys_do_nothing_on_another_tab(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_PENALTIES)
    _shown(window, qtbot)
    window.language_combo.setFocus()
    win = window.hand_state.to_request()["win"]
    QTest.keyClick(window.language_combo, Qt.Key.Key_T)
    assert window.hand_state.to_request()["win"] == win


def test_a_spin_box_keeps_its_backspace(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window()
    window.tabs.setCurrentIndex(MainWindow.TAB_HAND)
    _shown(window, qtbot)
    window.hand_state.set_notation("123m456p789s11z22z")
    tiles = len(window.hand_state.snapshot.concealed)
    honba = window.hand_view.situation.honba
    honba.setFocus()
    honba.lineEdit().selectAll()
    QTest.keyClicks(honba, "12")
    QTest.keyClick(honba, Qt.Key.Key_Backspace)
    assert honba.lineEdit().text() == "1"
    assert len(window.hand_state.snapshot.concealed) == tiles  # no tile was taken off


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
@pytest.mark.parametrize("width", [1024, 1366])
def test_the_players_boxes_show_the_default_names_whole(
    make_window: WindowFactory, qtbot: QtBot, code: str, width: int
) -> None:
    """Issue 25: the Ukrainian riichi and tenpai boxes read «Гра…ь 2 (Південь)» at 1024 and
    1366 px though the row had room: a box cuts a name only to the width its row gives it."""
    window = make_window()
    assert window.languages is not None
    window.languages.set_language(code)
    window.resize(width, 768)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(1)
    form = window.table_view.form
    qtbot.wait(10)
    for check in form.riichi_checks:
        assert "…" not in check.text(), (code, width, check.text())
    form.outcome_buttons["draw"].click()  # the tenpai boxes' page
    qtbot.wait(10)
    for check in form.tenpai_checks:
        assert "…" not in check.text(), (code, width, check.text())
    # four names no row has room for are still cut, each keeping its wind whole
    window.table_state.set_seating([f"Александра Константинопольская {n}" for n in range(4)], 0)
    form.outcome_buttons["ron"].click()
    qtbot.wait(10)
    for check in form.riichi_checks:
        assert "…" in check.text() and check.text().endswith(")"), check.text()


@pytest.mark.parametrize("code", ["en", "ru", "uk"])
def test_the_pao_box_shows_the_players_name_whole_at_1024(
    make_window: WindowFactory, qtbot: QtBot, code: str
) -> None:
    """Issue 26 (16): the pao box read "A… (No…" at 1024 px, name and wind both cut: where
    "Name (Wind)" does not fit, the box shows the name whole (its list, below the box, shows
    the wind too), and only a name too long for the box is cut, in its middle."""
    window = make_window()
    assert window.languages is not None
    window.languages.set_language(code)
    window.resize(1024, 768)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(1)
    row = window.table_view.form.ron_winners[0]
    row.yakuman.setValue(1)
    for names in (["Anna", "Boris", "Vera", "Gleb"], ["Александра Константинопольская"] * 4):
        window.table_state.set_seating(names, 0)
        for index in range(1, row.pao.count()):  # every seat but "nobody"
            row.pao.setCurrentIndex(index)
            qtbot.wait(1)
            whole = row.pao.currentText()
            name = whole.rsplit(" (", 1)[0]
            shown = row.pao.shown_text()
            if len(name) < 10:  # a short name is always whole
                assert shown in (whole, name), (code, shown)
            else:  # a long one whole, or cut in its middle: never the wind half cut
                cut = "…" in shown and "(" not in shown and shown[:2] == name[:2]
                assert shown in (whole, name) or cut, (code, shown)
