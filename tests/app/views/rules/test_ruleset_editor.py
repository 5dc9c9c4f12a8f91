"""The custom ruleset editor: an editor per rule field, assumed marks, save/load, bad files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, RULE_FIELDS, make_ruleset
from referee_app import app as app_module
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.text import labels
from referee_app.views.main_window import CUSTOM_ITEM
from referee_app.views.rules.ruleset_editor import RulesetEditor, parse_uma_list


@pytest.fixture
def editor(qtbot: QtBot, context: AppContext) -> RulesetEditor:
    e = RulesetEditor(context)
    qtbot.addWidget(e)
    return e


def _check_items(editor: RulesetEditor, field: str, values: set[str]) -> None:
    lst = editor.editors[field].list
    for i in range(lst.count()):
        item = lst.item(i)
        assert item is not None
        on = item.data(Qt.ItemDataRole.UserRole) in values
        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


def test_every_rule_field_has_a_suitable_editor(editor: RulesetEditor) -> None:
    kinds = {name: editor.editors[name].kind for name in RULE_FIELDS}
    assert set(kinds) == set(RULE_FIELDS)
    assert kinds["kiriage"] == "bool"
    assert kinds["renhou"] == "choice"
    assert kinds["start_points"] == "int"
    assert kinds["uma"] == "uma"
    assert kinds["uma_alternatives"] == "uma_list"
    assert kinds["double_yakuman"] == kinds["pao_yaku"] == kinds["abortive_draws"] == "set"
    # the editor shows the current (EMA 2025) values
    assert editor.editors["kiriage"].value() is True
    assert editor.editors["uma"].value() == [15000, 5000, -5000, -15000]
    assert editor.overrides() == {}


def test_yaku_lists_name_each_yaku_with_its_local_name(editor: RulesetEditor) -> None:
    # glossary.md: the romanised name with the local one beside it (English: descriptive)
    lst = editor.editors["pao_yaku"].list
    texts = {
        lst.item(i).data(Qt.ItemDataRole.UserRole): lst.item(i).text() for i in range(lst.count())
    }
    assert texts["daisangen"] == labels.yaku_full_name("daisangen")
    assert texts["daisangen"] != labels.yaku_label("daisangen")  # the local name is there too


def test_lists_offer_only_the_ids_the_rule_can_hold(editor: RulesetEditor) -> None:
    # Only four yakuman are ever counted double (13-sided kokushi, nine-sided chuuren, single-
    # wait suuankou, daisuushii: the Mahjong Soul preset's list); pao is for yakuman only.
    def ids(name: str) -> set[str]:
        lst = editor.editors[name].list
        return {lst.item(i).data(Qt.ItemDataRole.UserRole) for i in range(lst.count())}

    assert ids("double_yakuman") == {"kokushi_13", "junsei_chuuren", "suuankou_tanki", "daisuushii"}
    assert {"daisangen", "daisuushii", "suukantsu"} <= ids("pao_yaku")
    assert "tanyao" not in ids("pao_yaku")
    # whole numbers: the engine's ranges (no negative amounts; a double-wind pair 2 or 4 fu)
    spin = editor.editors["double_wind_pair_fu"].spin
    assert (spin.minimum(), spin.maximum()) == (2, 4)
    assert editor.editors["honba_value"].spin.minimum() == 0


def test_assumed_mark_until_the_value_is_changed(editor: RulesetEditor) -> None:
    # EMA 2025's double-wind pair (2 fu) comes from one secondary source: marked assumed
    assert "double_wind_pair_fu" in editor.assumed_fields()
    assert "kiriage" not in editor.assumed_fields()
    editor.editors["double_wind_pair_fu"].spin.setValue(4)
    assert "double_wind_pair_fu" not in editor.assumed_fields()
    assert editor.current_ruleset().assumed_note("double_wind_pair_fu") is None


def test_round_trip_save_load_apply(
    editor: RulesetEditor, context: AppContext, tmp_path: Path, qtbot: QtBot
) -> None:
    editor.name_edit.setText("Club rules")
    editor.editors["kiriage"].check.setChecked(False)
    for spin, v in zip(
        editor.editors["uma"].uma_spins, (30000, 10000, -10000, -30000), strict=True
    ):
        spin.setValue(v)
    _check_items(editor, "abortive_draws", {"four_riichi"})
    editor.editors["renhou"].combo.setCurrentIndex(
        editor.editors["renhou"].combo.findData("mangan")
    )
    path = tmp_path / "club.json"
    assert editor.save_file(path)
    # only the fields changed from EMA 2025 are written, in the engine's JSON form
    assert json.loads(path.read_text("utf-8")) == {
        "base": "ema",
        "name": "Club rules",
        "kiriage": False,
        "renhou": "mangan",
        "abortive_draws": ["four_riichi"],
        "uma": [30000, 10000, -10000, -30000],
    }
    context.set_ruleset(PRESETS["rrc"])
    other = RulesetEditor(context)
    qtbot.addWidget(other)
    assert other.base_combo.currentData() == "rrc"
    assert other.load_file(path)
    assert other.base_combo.currentData() == "ema"
    assert other.editors["kiriage"].value() is False
    assert other.editors["abortive_draws"].value() == ["four_riichi"]
    assert other.apply()
    applied = context.ruleset
    assert applied.name == "Club rules" and applied.base == "ema"
    assert applied.kiriage is False and applied.renhou == "mangan"
    assert applied.uma == (30000, 10000, -10000, -30000)
    assert applied.abortive_draws == frozenset({"four_riichi"})


BAD_FILES: list[tuple[str, bytes]] = [
    ("not_json", b"{base: ema"),
    ("a_list", b'["ema"]'),
    ("no_base", b'{"kiriage": false}'),
    ("unknown_base", b'{"base": "nope"}'),
    ("unknown_field", b'{"base": "ema", "kiriagee": false}'),
    ("wrong_type", b'{"base": "ema", "kiriage": "yes"}'),
    ("bad_choice", b'{"base": "ema", "renhou": "sometimes"}'),
    ("bad_uma", b'{"base": "ema", "uma": [15000, 5000, -5000, -5000]}'),
    ("unknown_yaku", b'{"base": "ema", "double_yakuman": ["pinfu2"]}'),
    ("not_utf8", b'{"base": "ema", "name": "\xff"}'),
]


@pytest.mark.parametrize(("name", "content"), BAD_FILES, ids=[n for n, _ in BAD_FILES])
def test_bad_file_gives_a_message_and_changes_nothing(
    editor: RulesetEditor, context: AppContext, tmp_path: Path, name: str, content: bytes
) -> None:
    editor.editors["kiriage"].check.setChecked(False)
    before: dict[str, Any] = editor.overrides()
    path = tmp_path / f"{name}.json"
    path.write_bytes(content)
    assert not editor.load_file(path)
    assert editor.status.text().startswith("Could not load")
    assert editor.overrides() == before
    assert editor.base_combo.currentData() == "ema"
    assert context.ruleset == PRESETS["ema"]


def test_missing_file(editor: RulesetEditor, tmp_path: Path) -> None:
    assert not editor.load_file(tmp_path / "absent.json")
    assert "absent.json" in editor.status.text()


def test_invalid_uma_disables_apply(editor: RulesetEditor, context: AppContext) -> None:
    editor.editors["uma"].uma_spins[0].setValue(20000)  # no longer adds up to zero
    assert not editor.apply_button.isEnabled()
    assert editor.status.text()
    assert not editor.apply()
    assert context.ruleset == PRESETS["ema"]
    editor.editors["uma_alternatives"].line.setText("15000/5000")
    editor.editors["uma"].uma_spins[0].setValue(15000)
    assert not editor.apply_button.isEnabled()  # the alternative is unreadable
    editor.editors["uma_alternatives"].line.setText("20000/10000/-10000/-20000")
    assert editor.apply_button.isEnabled()


def test_changing_the_base_preset_loads_its_values(editor: RulesetEditor) -> None:
    editor.base_combo.setCurrentIndex(editor.base_combo.findData("galaxy"))
    assert editor.editors["start_points"].value() == 25000  # Galaxy Open: 25,000
    assert editor.editors["kuitan"].value() is False  # closed tanyao
    assert editor.overrides() == {}


def test_parse_uma_list() -> None:
    assert parse_uma_list("15000/5000/-5000/-15000; 10 000/5000/−5000/−10000") == [
        [15000, 5000, -5000, -15000],
        [10000, 5000, -5000, -10000],
    ]
    with pytest.raises(ValueError):
        parse_uma_list("1/2/3")


# --- never losing the referee's edits ------------------------------------------------------


def test_changing_the_base_keeps_the_fields_the_user_changed(
    qtbot: QtBot, context: AppContext
) -> None:
    # The walkthrough's case: from RRC, kiriage on, honba 500, name "Mine"; then EMA 2025.
    # rrc.md rows 6 and 18: RRC has no kiriage and a 300-point honba, so all three are edits.
    context.set_ruleset(PRESETS["rrc"])
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    editor.editors["kiriage"].check.setChecked(True)
    editor.editors["honba_value"].spin.setValue(500)
    editor.name_edit.setText("Mine")
    editor.base_combo.setCurrentIndex(editor.base_combo.findData("ema"))
    assert editor.name_edit.text() == "Mine"
    assert editor.editors["honba_value"].value() == 500
    assert editor.editors["kiriage"].value() is True
    # the fields not touched follow the new base: EMA 2025 uma 15/5/-5/-15 (rulesets.md, Uma),
    # no chombo in uma steps (RRC's "double uma step" is RRC's own)
    assert editor.editors["uma"].value() == [15000, 5000, -5000, -15000]
    assert editor.editors["chombo_uma_steps"].value() == 0
    # it says which changes it kept
    status = editor.status.text()
    assert "Kept your changes" in status and "EMA 2025" in status
    for label in (
        "Name",
        labels.rule_field_label("honba_value"),
        labels.rule_field_label("kiriage"),
    ):
        assert label in status
    # EMA 2025 has kiriage too, so only the honba differs from the new base
    assert editor.overrides() == {"honba_value": 500}
    assert editor.current_ruleset().name == "Mine"


def test_changing_the_base_keeps_an_unreadable_uma_list_as_typed(editor: RulesetEditor) -> None:
    editor.editors["uma_alternatives"].line.setText("15000/5000")
    editor.base_combo.setCurrentIndex(editor.base_combo.findData("rrc"))
    assert editor.editors["uma_alternatives"].line.text() == "15000/5000"
    assert editor.error_field() == "uma_alternatives"
    assert not editor.apply_button.isEnabled()


def test_an_unchanged_name_follows_the_new_base(editor: RulesetEditor) -> None:
    editor.base_combo.setCurrentIndex(editor.base_combo.findData("galaxy"))
    assert editor.name_edit.text() == PRESETS["galaxy"].name
    assert "Kept" not in editor.status.text()  # nothing was changed, nothing to keep


def _show(qtbot: QtBot, editor: RulesetEditor) -> None:
    editor.show()
    qtbot.waitExposed(editor)


def _close(editor: RulesetEditor, how: str) -> None:
    if how == "escape":
        QTest.keyClick(editor, Qt.Key.Key_Escape)
    elif how == "close_button":
        editor.close_button.click()
    else:
        editor.close()  # the window's own close button


def _click(editor: RulesetEditor, which: QMessageBox.StandardButton) -> str:
    """Click a button of the open question; its text."""
    box = editor.question
    assert box is not None and box.isVisible()
    assert box.windowModality() == Qt.WindowModality.WindowModal
    button = box.button(which)
    assert button is not None
    text = button.text()
    button.click()
    return text


@pytest.mark.parametrize("how", ["escape", "close_button", "window_close"])
def test_closing_with_unapplied_changes_asks_and_cancel_keeps_them(
    qtbot: QtBot, editor: RulesetEditor, context: AppContext, how: str
) -> None:
    _show(qtbot, editor)
    editor.editors["honba_value"].spin.setValue(500)
    _close(editor, how)
    assert editor.isVisible()
    assert _click(editor, QMessageBox.StandardButton.Cancel) == "Keep editing"
    assert editor.isVisible()
    assert editor.question is None  # answered
    assert editor.editors["honba_value"].value() == 500
    assert context.ruleset == PRESETS["ema"]
    editor.hide()  # pytest-qt closes the widgets: a shown editor with changes would ask


@pytest.mark.parametrize("how", ["escape", "close_button", "window_close"])
def test_discard_closes_without_applying(
    qtbot: QtBot, editor: RulesetEditor, context: AppContext, how: str
) -> None:
    _show(qtbot, editor)
    editor.editors["honba_value"].spin.setValue(500)
    _close(editor, how)
    assert _click(editor, QMessageBox.StandardButton.Discard) == "Discard"
    assert not editor.isVisible()
    assert editor.result() == QDialog.DialogCode.Rejected
    assert context.ruleset == PRESETS["ema"]


def test_apply_in_the_question_applies_and_closes(
    qtbot: QtBot, editor: RulesetEditor, context: AppContext
) -> None:
    _show(qtbot, editor)
    editor.editors["honba_value"].spin.setValue(500)
    _close(editor, "escape")
    assert _click(editor, QMessageBox.StandardButton.Apply) == "Apply"
    assert not editor.isVisible()
    assert editor.result() == QDialog.DialogCode.Accepted
    assert context.ruleset.honba_value == 500


def test_closing_twice_asks_once(qtbot: QtBot, editor: RulesetEditor) -> None:
    _show(qtbot, editor)
    editor.name_edit.setText("Mine")
    _close(editor, "close_button")
    first = editor.question
    _close(editor, "window_close")
    assert editor.question is first
    assert len([b for b in editor.findChildren(QMessageBox) if b.isVisible()]) == 1
    _click(editor, QMessageBox.StandardButton.Discard)


def test_closing_without_changes_does_not_ask(qtbot: QtBot, editor: RulesetEditor) -> None:
    _show(qtbot, editor)
    editor.editors["honba_value"].spin.setValue(500)
    editor.editors["honba_value"].spin.setValue(300)  # back to EMA 2025's 300
    _close(editor, "escape")
    assert editor.question is None
    assert not editor.isVisible()


def test_a_loaded_file_counts_as_unapplied(editor: RulesetEditor, tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"base": "rrc"}', "utf-8")
    assert not editor.has_unapplied_changes()
    assert editor.load_file(path)
    assert editor.has_unapplied_changes()


def test_the_question_offers_apply_discard_cancel(editor: RulesetEditor) -> None:
    editor.editors["honba_value"].spin.setValue(500)
    box = editor.unapplied_box()
    buttons = {
        QMessageBox.StandardButton.Apply,
        QMessageBox.StandardButton.Discard,
        QMessageBox.StandardButton.Cancel,
    }
    for which in buttons:
        assert box.button(which) is not None
    apply = box.button(QMessageBox.StandardButton.Apply)
    assert apply is not None and apply.isEnabled()
    # changes the engine refuses cannot be applied from the question either
    editor.editors["uma"].uma_spins[0].setValue(20000)
    box = editor.unapplied_box()
    apply = box.button(QMessageBox.StandardButton.Apply)
    assert apply is not None and not apply.isEnabled()
    assert "add up to zero" in box.informativeText()


# --- saying what is wrong, next to the right field ---------------------------------------------


def _set_uma(editor: RulesetEditor, values: tuple[int, int, int, int]) -> None:
    for spin, v in zip(editor.editors["uma"].uma_spins, values, strict=True):
        spin.setValue(v)


def _shown_error(editor: RulesetEditor, field: str) -> str:
    error = editor.editors[field].error
    assert error.isVisibleTo(editor), field
    # only the field at fault shows a message
    others = [n for n, e in editor.editors.items() if n != field and e.error.isVisibleTo(editor)]
    assert others == []
    return error.text()


def test_unequal_steps_in_an_alternative_uma_names_the_alternatives(
    qtbot: QtBot, context: AppContext
) -> None:
    # RRC counts a chombo in uma steps (2) and allows only symmetric umas (rrc.md row 3): the
    # second option 20/10/-10/-20 has steps 10000, 20000, 10000 (20000-10000, 10000-(-10000),
    # -10000-(-20000)); the main uma 30/10/-10/-30 is fine.
    context.set_ruleset(PRESETS["rrc"])
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    editor.editors["uma_alternatives"].line.setText(
        "15000/5000/-5000/-15000; 20000/10000/-10000/-20000"
    )
    assert editor.error_field() == "uma_alternatives"
    text = _shown_error(editor, "uma_alternatives")
    assert "Option 2" in text and "10000, 20000, 10000" in text
    assert labels.rule_field_label("chombo_uma_steps") in text  # the rule that asks for it
    assert editor.status.text().startswith(labels.rule_field_label("uma_alternatives"))
    assert not editor.apply_button.isEnabled()


def test_unequal_steps_in_the_main_uma_names_the_uma(qtbot: QtBot, context: AppContext) -> None:
    context.set_ruleset(PRESETS["rrc"])
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    _set_uma(editor, (25000, 10000, -10000, -25000))  # steps 15000, 20000, 15000
    assert editor.error_field() == "uma"
    assert "15000, 20000, 15000" in _shown_error(editor, "uma")


def test_an_uma_not_adding_up_to_zero_says_so(editor: RulesetEditor) -> None:
    # EMA 2025's 15000/5000/-5000/-15000 with first place at 20000: 20000+5000-5000-15000 = 5000
    editor.editors["uma"].uma_spins[0].setValue(20000)
    assert editor.error_field() == "uma"
    text = _shown_error(editor, "uma")
    assert "add up to zero" in text and "5000" in text


def test_an_uma_that_does_not_fall_says_so(editor: RulesetEditor) -> None:
    _set_uma(editor, (5000, 15000, -5000, -15000))  # adds up to zero, second above first
    assert "fall from first place to fourth" in _shown_error(editor, "uma")


def test_a_return_below_the_start_says_so(editor: RulesetEditor) -> None:
    # EMA 2025: start 30,000 and return 30,000 (rulesets.md, Return points); 25,000 < 30,000
    editor.editors["return_points"].spin.setValue(25000)
    text = _shown_error(editor, "return_points")
    assert "25000" in text and "30000" in text and "below the start" in text


def test_an_unreadable_uma_list_says_how_to_write_it(editor: RulesetEditor) -> None:
    editor.editors["uma_alternatives"].line.setText("15000/5000")
    assert "four numbers separated by /" in _shown_error(editor, "uma_alternatives")


def test_fixing_the_value_clears_its_message(editor: RulesetEditor) -> None:
    editor.editors["uma"].uma_spins[0].setValue(20000)
    editor.editors["uma"].uma_spins[0].setValue(15000)
    assert editor.error_field() is None
    assert not any(e.error.isVisibleTo(editor) for e in editor.editors.values())
    assert editor.status.text() == ""


FILE_ERRORS: list[tuple[str, str, list[str]]] = [
    # (id, file content, the words the message must hold)
    ("unknown_field", '{"base": "ema", "colour": "red"}', ["“colour”", "not a rule"]),
    ("unknown_base", '{"base": "nope"}', ["no preset “nope”"]),
    # engine ranges (INT_RANGES): a honba is worth 0 to 10,000 points
    ("out_of_range", '{"base": "ema", "honba_value": 20000}', ["from 0 to 10000"]),
    # a double-wind pair is worth 2 or 4 fu (rulesets.md, double-wind pair)
    ("not_a_choice", '{"base": "ema", "double_wind_pair_fu": 3}', ["one of: 2, 4"]),
    ("bad_choice", '{"base": "ema", "renhou": "sometimes"}', ["Use one of:", "mangan"]),
    ("not_a_bool", '{"base": "ema", "kiriage": "yes"}', ["true or false"]),
    ("unknown_id", '{"base": "ema", "double_yakuman": ["pinfu2"]}', ["Unknown ids: pinfu2"]),
    # pao is only for yakuman: tanyao is a yaku, but not one a pao list can hold
    ("id_not_allowed", '{"base": "ema", "pao_yaku": ["tanyao"]}', ["cannot be in this list"]),
    ("alt_uma_sum", '{"base": "ema", "uma_alternatives": [[10000, 0, 0, 0]]}', ["Option 1"]),
    (
        "rrc_alt_steps",
        '{"base": "rrc", "uma_alternatives": [[20000, 10000, -10000, -20000]]}',
        ["Option 1", "10000, 20000, 10000"],
    ),
    ("return_below_start", '{"base": "ema", "return_points": 25000}', ["below the start"]),
]


@pytest.mark.parametrize(("name", "content", "words"), FILE_ERRORS, ids=[f[0] for f in FILE_ERRORS])
def test_a_bad_file_says_specifically_what_is_wrong(
    editor: RulesetEditor, tmp_path: Path, name: str, content: str, words: list[str]
) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(content, "utf-8")
    assert not editor.load_file(path)
    status = editor.status.text()
    for word in words:
        assert word in status, status
    assert "is not valid" not in status  # never the generic sentence


def test_a_file_error_names_the_field_at_fault(editor: RulesetEditor, tmp_path: Path) -> None:
    path = tmp_path / "rrc.json"
    path.write_text(
        '{"base": "rrc", "uma_alternatives": [[20000, 10000, -10000, -20000]]}', "utf-8"
    )
    assert not editor.load_file(path)
    assert f"{labels.rule_field_label('uma_alternatives')}: Option 1" in editor.status.text()
    assert editor.editors["uma"].value() == [15000, 5000, -5000, -15000]  # nothing loaded


# --- the selector in the top bar ---------------------------------------------------------------


def test_the_selector_shows_the_custom_name_with_the_base_in_the_tooltip(
    qtbot: QtBot, settings: Settings
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = app_module.create_main_window(app, settings, start_language=False)
    qtbot.addWidget(window)
    window.context.set_ruleset(make_ruleset("rrc", {"kiriage": True}, name="Club Friday"))
    combo = window.ruleset_combo
    assert combo.currentData() == CUSTOM_ITEM
    assert combo.currentText() == "Club Friday"
    tip = combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    assert "RRC (Russian Riichi Community) v1.5" in tip
    assert "RRC (Russian Riichi Community) v1.5" in combo.toolTip()
    window.context.set_ruleset(PRESETS["ema"])
    assert "RRC" not in combo.toolTip()  # a preset: the general tooltip only


def test_numbers_are_grouped_with_the_true_minus_in_the_language(
    qtbot: QtBot, context: AppContext, each_language: str
) -> None:
    # Issue 25: the fields showed "20000" and "-5000": no grouping, a hyphen for a minus.
    editor = RulesetEditor(context)
    qtbot.addWidget(editor)
    first, _second, _third, last = editor.editors["uma"].uma_spins
    first.setValue(20000)
    last.setValue(-5000)
    group = "," if each_language == "en" else "\u00a0"
    assert first.text() == f"20{group}000"
    assert last.text() == f"\u22125{group}000"
    # typing a hyphen still enters a negative number
    last.lineEdit().setText("-7000")
    last.interpretText()
    assert last.value() == -7000
