"""The Table tab's penalty entry (issue 23 item 4): a warning or point penalty on one player
between hands, chosen beside Chombo, applied, recorded and counted.

Worked by hand from RRC's referee guide (rrc.md §3a, "Порядок увеличения штрафов"; §1 row 34):
a wrong dora indicator is a polite warning the first time, then 2,000, then 4,000, each off the
player's final result after uma; a penalty is not a hand, so the dealer, honba and riichi
sticks stay. Tenhou has no penalty catalogue: the choice is off.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app import app as app_module
from referee_app.core.context import AppContext
from referee_app.core.ruling_log import RulingLog
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import labels
from referee_app.views.main_window import MainWindow
from referee_app.views.table.result_form import ResultForm

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
DORA = "wrong_dora_indicator"

#: per language: the choice, the line before the first offence and after one, the history's
#: warning word
WORDS = {
    "en": {
        "penalty": "Penalty",
        "first": "Vera — none earlier this session. Next: warning",
        "again": "Vera — earlier this session: {n}. Next: {points} (Off the final score, after uma)",
        "warning": "Warning",
        "riichi": "Not a hand: the dealer, honba and riichi sticks stay as they are.",
    },
    "ru": {
        "penalty": "Штраф",
        "first": "Vera — ранее в этой сессии таких нарушений не было. Следующее: предупреждение",
        "again": "Vera — ранее в этой сессии: {n}. Следующее: {points} (Из итога, после умы)",
        "warning": "Предупреждение",
        "riichi": "Это не раздача: дилер, хонба и ставки риичи остаются прежними.",
    },
    "uk": {
        "penalty": "Штраф",
        "first": "Vera — раніше в цій сесії таких порушень не було. Наступне: попередження",
        "again": "Vera — раніше в цій сесії: {n}. Наступне: {points} (З підсумку, після уми)",
        "warning": "Попередження",
        "riichi": "Це не роздача: дилер, хонба й палички ріічі залишаються такими, як були.",
    },
}


def _table(context: AppContext, log: RulingLog) -> TableState:
    """A table wired to the log as the main window wires it."""
    state = TableState(context)
    state.set_seating(NAMES, 0)
    state.offence_log = log
    log.table = state
    state.ruling_made.connect(log.record)
    log.entry_added.connect(lambda _seq: state.offences_changed.emit())
    return state


def _form(qtbot: QtBot, state: TableState) -> ResultForm:
    form = ResultForm(state)
    qtbot.addWidget(form)
    form.retranslate_ui()
    form.sync(NAMES)
    return form


def _choose(form: ResultForm, seat: int, offence: str) -> None:
    form.set_outcome_kind("penalty")
    form.penalty_offender.setCurrentIndex(form.penalty_offender.findData(seat))
    form.penalty_offence.setCurrentIndex(form.penalty_offence.findData(offence))


def test_a_warning_then_2000_then_4000_applied_from_the_form(
    qtbot: QtBot, settings: Settings, each_language: str
) -> None:
    words = WORDS[each_language]
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    log = RulingLog(None)
    state = _table(context, log)
    form = _form(qtbot, state)
    assert form.outcome_buttons["penalty"].text() == words["penalty"]
    _choose(form, 2, DORA)
    assert form.riichi_label.text() == words["riichi"]
    assert not any(c.isVisible() for c in form.riichi_checks)
    assert form.current_riichi() == []
    line = form.penalty_history
    assert line.text() == words["first"]
    for n, points in enumerate((0, 2000, 4000)):
        if n:
            again = words["again"].format(n=n, points=labels.points_text(points))
            assert line.text() == again
        answer = state.apply(form.current_outcome(), form.current_riichi())
        assert answer["ok"], answer
        assert answer["penalty"]["points"] == points
        form.clear()
        _choose(form, 2, DORA)
    assert state.penalties == [0, 0, -6000, 0]
    assert (state.dealer, state.honba, state.riichi_sticks) == (0, 0, 0)
    assert state.scores == [30000] * 4
    # the ruling log holds three penalty rulings with the offence: the count is 3
    assert state.earlier_offences(2) == {DORA: 3}
    assert line.text() == words["again"].format(n=3, points=labels.points_text(8000))


def test_keyboard_reaches_the_penalty_entry(qtbot: QtBot, settings: Settings) -> None:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    form = _form(qtbot, _table(context, RulingLog(None)))
    form.show()
    qtbot.waitExposed(form)
    chain = form.tab_chain()
    assert form.outcome_buttons["penalty"] in chain
    assert chain.index(form.penalty_offender) < chain.index(form.penalty_offence)
    # the space bar chooses it where Tab brought the focus
    button = form.outcome_buttons["penalty"]
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert form.outcome_kind() == "penalty"
    assert form.penalty_offender_label.buddy() is form.penalty_offender
    assert form.penalty_offence_label.buddy() is form.penalty_offence


def test_online_rulesets_have_no_penalty_entry(qtbot: QtBot, settings: Settings) -> None:
    context = AppContext(settings)
    context.set_ruleset(PRESETS["tenhou"])
    form = _form(qtbot, _table(context, RulingLog(None)))
    assert not form.outcome_buttons["penalty"].isEnabled()
    assert form.penalty_offence.count() == 0


def test_a_recorded_penalty_filled_in_keeps_its_count(qtbot: QtBot, settings: Settings) -> None:
    """A correction fills the form with a recorded penalty: it is settled again with the count
    it had, not today's; another offence chosen is counted from the log."""
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    log = RulingLog(None)
    state = _table(context, log)
    form = _form(qtbot, state)
    for _ in range(3):
        assert state.apply(state.penalty_outcome(2, DORA), [])["ok"]
    form.fill({"type": "penalty", "offender": 2, "offence": DORA, "earlier": 1}, [])
    assert form.current_outcome()["earlier"] == 1
    form.penalty_offence.setCurrentIndex(form.penalty_offence.findData("hand_laid_face_down"))
    assert form.current_outcome()["earlier"] == 0
    form.penalty_offence.setCurrentIndex(form.penalty_offence.findData(DORA))
    assert form.current_outcome()["earlier"] == 1
    form.clear()
    assert form.current_outcome()["earlier"] == 3


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "rulings"


def _window(qtbot: QtBot, settings_path: Path, folder: Path) -> tuple[MainWindow, RulingLog]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    log = RulingLog(folder)
    log.restore()
    win = app_module.create_main_window(app, settings, start_language=False, ruling_log=log)
    qtbot.addWidget(win)
    win.context.set_ruleset(PRESETS["rrc"])
    win.resize(1024, 768)
    win.show()
    qtbot.waitExposed(win)
    for seat, name in enumerate(NAMES):
        win.table_state.set_name(seat, name)
    win.table_state.confirm_seating()
    return win, log


def test_the_real_window_applies_it_and_a_restart_keeps_the_count(
    qtbot: QtBot, settings_path: Path, folder: Path
) -> None:
    words = WORDS["en"]
    win, log = _window(qtbot, settings_path, folder)
    view = win.table_view
    view.set_outcome_kind("penalty")
    form = view.form
    form.penalty_offender.setCurrentIndex(form.penalty_offender.findData(2))
    form.penalty_offence.setCurrentIndex(form.penalty_offence.findData(DORA))
    view.form_edited()
    assert view.apply()["ok"]
    entry = log.session.entries[-1]
    assert (entry.kind, entry.decision["offence"], entry.decision["warning"]) == (
        "penalty",
        DORA,
        True,
    )
    last = win.table_state.history[-1]
    assert last["request"]["outcome"] == {
        "type": "penalty",
        "offender": 2,
        "offence": DORA,
        "earlier": 0,
    }
    log.shutdown()
    win.close()

    again, log2 = _window(qtbot, settings_path, folder)
    form = again.table_view.form
    again.table_view.set_outcome_kind("penalty")
    form.penalty_offender.setCurrentIndex(form.penalty_offender.findData(2))
    form.penalty_offence.setCurrentIndex(form.penalty_offence.findData(DORA))
    assert form.penalty_history.text() == words["again"].format(n=1, points="2,000")
    log2.shutdown()


def test_an_amount_within_the_range_for_an_offence_priced_so(
    qtbot: QtBot, settings: Settings
) -> None:
    """RRC obstruction: 8,000 or 12,000 after uma at the referee's choice (rrc.md §3a item 6):
    the amount box shows from 8,000 to 12,000; 12,000 chosen costs 12,000. A ladder offence has
    no amount box: the ladder says what it costs."""
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    state = _table(context, RulingLog(None))
    form = _form(qtbot, state)
    _choose(form, 1, DORA)
    assert form.penalty_points.isHidden()
    assert "points" not in form.current_outcome()
    _choose(form, 1, "obstruction")
    assert not form.penalty_points.isHidden()
    assert (form.penalty_points.minimum(), form.penalty_points.maximum()) == (8000, 12000)
    form.penalty_points.setValue(12000)
    answer = state.apply(form.current_outcome(), form.current_riichi())
    assert answer["ok"], answer
    assert state.penalties == [0, -12000, 0, 0]
