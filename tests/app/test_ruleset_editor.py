"""The custom ruleset editor: an editor per rule field, assumed marks, save/load, bad files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS, RULE_FIELDS
from referee_app import labels
from referee_app.context import AppContext
from referee_app.ruleset_editor import RulesetEditor, parse_uma_list
from referee_app.settings import Settings


@pytest.fixture
def context(settings: Settings) -> AppContext:
    return AppContext(settings)


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
