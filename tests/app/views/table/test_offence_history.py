"""A player's offences this session and what the next one costs, where a referee enters or
looks up a sanction (issue 23, Deliver 4): the Table tab's chombo form and the Penalties tab.

Worked by hand from the rule texts:
- EMA 2025: noten riichi at an exhaustive draw is a chombo (the 2016 catalogue, §3.4.6(b)),
  20,000 off the final score after uma, each time the same (a chombo does not climb the ladder
  of repeated warnings): two chombos by Vera cost her 40,000.
- RRC (referee guide, "Порядок увеличения штрафов"): a wrong dora indicator is a warning, then
  2,000, 4,000, 8,000, 16,000 after uma: after three, the fourth costs 8,000.
- EMA 2016 names a warning and points for repeated offences without amounts: RRC's ladder
  stands in and is marked assumed (information passing repeated once: 2,000*).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app import app as app_module
from referee_app.core.context import AppContext
from referee_app.core.ruling_log import RulingLog
from referee_app.core.settings import Settings
from referee_app.core.table_state import TableState
from referee_app.text import formats, i18n, labels
from referee_app.views.main_window import MainWindow
from referee_app.views.penalties.penalties_view import PenaltiesView
from referee_app.views.table.result_form import ResultForm

NAMES = ["Anna", "Boris", "Vera", "Gleb"]

#: the sentences, per language, around the player's name, the count and the cost
WORDS = {
    "en": {
        "none": "{name} — none earlier this session. Next: {cost}",
        "earlier": "{name} — earlier this session: {n}. Next: {cost}",
        "total": "{name} — offences logged this session: {n}.",
        "nothing": "{name} — no offence logged this session.",
        "offence": "{name} — {offence}. Earlier this session: {n}. Next: {cost}",
        "after_uma": "Off the final score, after uma",
        "assumed": "Assumed: this ruleset's text gives no amounts for repeated offences",
    },
    "ru": {
        "none": "{name} — ранее в этой сессии таких нарушений не было. Следующее: {cost}",
        "earlier": "{name} — ранее в этой сессии: {n}. Следующее: {cost}",
        "total": "{name} — нарушений в журнале этой сессии: {n}.",
        "nothing": "{name} — в этой сессии нарушений в журнале нет.",
        "offence": "{name} — {offence}. Ранее в этой сессии: {n}. Следующее: {cost}",
        "after_uma": "Из итога, после умы",
        "assumed": "Допущение",
    },
    "uk": {
        "none": "{name} — раніше в цій сесії таких порушень не було. Наступне: {cost}",
        "earlier": "{name} — раніше в цій сесії: {n}. Наступне: {cost}",
        "total": "{name} — порушень у журналі цієї сесії: {n}.",
        "nothing": "{name} — у цій сесії порушень у журналі немає.",
        "offence": "{name} — {offence}. Раніше в цій сесії: {n}. Наступне: {cost}",
        "after_uma": "З підсумку, після уми",
        "assumed": "Припущення",
    },
}


def _cost(lang: str, points: int, mark: str = "") -> str:
    return f"{labels.points_text(points)} ({WORDS[lang]['after_uma']}){mark}"


def _table(context: AppContext, log: RulingLog) -> TableState:
    """A table wired to the log as the main window wires it."""
    state = TableState(context)
    state.set_seating(NAMES, 0)
    state.offence_log = log
    log.table = state
    state.ruling_made.connect(log.record)
    log.entry_added.connect(lambda _seq: state.offences_changed.emit())
    log.session_changed.connect(state.offences_changed.emit)
    return state


def _form(qtbot: QtBot, state: TableState) -> ResultForm:
    form = ResultForm(state)
    qtbot.addWidget(form)
    form.retranslate_ui()
    form.sync(NAMES)
    form.set_outcome_kind("chombo")
    return form


def _penalty(log: RulingLog, offender: int, offence: str) -> None:
    ruling = {"kind": "penalty", "ruleset": "rrc", "offender": offender, "offence": offence,
              "deltas": [0, 0, 0, 0], "penalties": [0, 0, 0, 0]}  # fmt: skip
    assert log.record(ruling) is not None


def test_the_chombo_form_says_the_offenders_record_and_what_this_one_costs(
    qtbot: QtBot, settings: Settings, each_language: str
) -> None:
    words = WORDS[each_language]
    context = AppContext(settings)
    context.set_ruleset(PRESETS["ema"])
    log = RulingLog(None)
    state = _table(context, log)
    form = _form(qtbot, state)
    line = form.offence_history
    form.offender.setCurrentIndex(form.offender.findData(2))
    assert line.text() == words["nothing"].format(name="Vera")
    form.offence.setCurrentIndex(form.offence.findData("noten_riichi"))
    assert line.text() == words["none"].format(name="Vera", cost=_cost(each_language, 20000))
    for applied in (1, 2):
        form.offender.setCurrentIndex(form.offender.findData(2))
        form.offence.setCurrentIndex(form.offence.findData("noten_riichi"))
        assert state.apply(form.current_outcome(), [])["ok"]
        form.clear()  # what the Table view does after Apply: the offence is named afresh
        # a chombo costs the same each time: 20,000 per chombo, after uma
        assert state.penalties[2] == -20000 * applied
        assert line.text() == words["total"].format(name="Vera", n=applied)
    form.offence.setCurrentIndex(form.offence.findData("noten_riichi"))
    assert line.text() == words["earlier"].format(
        name="Vera", n=2, cost=_cost(each_language, 20000)
    )
    # another offender: their own record, following the box
    form.offender.setCurrentIndex(form.offender.findData(0))
    assert line.text() == words["none"].format(name="Anna", cost=_cost(each_language, 20000))
    # a name changed at the table: the line follows it
    state.set_name(0, "Vera")
    assert line.text() == words["earlier"].format(
        name="Vera", n=2, cost=_cost(each_language, 20000)
    )


def test_the_penalties_tab_lists_each_players_offences_and_the_next_cost(
    qtbot: QtBot, settings: Settings, each_language: str
) -> None:
    words = WORDS[each_language]
    context = AppContext(settings)
    context.set_ruleset(PRESETS["rrc"])
    log = RulingLog(None)
    state = _table(context, log)
    view = PenaltiesView(context, state)
    qtbot.addWidget(view)
    text = view.session_text
    assert text.text().splitlines() == [words["nothing"].format(name=n) for n in NAMES]
    wrong_dora = formats.inline(labels.penalty_label("wrong_dora_indicator"))  # in a sentence
    steps = [None, 2000, 4000, 8000, 16000]
    for earlier in range(1, 5):
        _penalty(log, 1, "wrong_dora_indicator")  # the view follows the log
        assert text.text().splitlines()[1] == words["offence"].format(
            name="Boris",
            offence=wrong_dora,
            n=earlier,
            cost=_cost(each_language, steps[earlier] or 0),
        )
    view.player.setCurrentIndex(view.player.findData(1))
    assert len(text.text().splitlines()) == 1
    assert "RRC" in view.session_box.title()
    assert "RRC RG" in text.toolTip() and words["assumed"] not in text.toolTip()
    # EMA 2016's text is silent on the amounts: the ladder is marked assumed, and says so
    context.set_ruleset(PRESETS["ema2016"])  # no hand applied: the table's game follows
    _penalty(log, 2, "information_passing")
    view.player.setCurrentIndex(view.player.findData(2))
    info = formats.inline(labels.penalty_label("information_passing"))
    assert text.text() == words["offence"].format(
        name="Vera", offence=info, n=1, cost=_cost(each_language, 2000, "*")
    )
    assert words["assumed"] in text.toolTip()


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
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    for seat, name in enumerate(NAMES):
        win.table_state.set_name(seat, name)
    return win, log


@pytest.fixture
def no_translations(compiled_qm: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    yield None


def test_a_restart_keeps_the_count_in_the_form_and_the_penalties_tab(
    qtbot: QtBot, settings_path: Path, folder: Path, no_translations: Any
) -> None:
    """A chombo applied at the table through the real window, the app stopped, started again:
    the resumed session still holds Vera's chombo, and both places say so."""
    words = WORDS["en"]
    win, log = _window(qtbot, settings_path, folder)
    view = win.table_view
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(view.offender.findData(2))
    view.form.offence.setCurrentIndex(view.form.offence.findData("noten_riichi"))
    view.form_edited()
    assert view.apply()["ok"]
    line = view.form.offence_history
    assert line.text() == words["total"].format(name="Vera", n=1)
    assert (
        words["offence"].format(
            name="Vera",
            offence=formats.inline(labels.penalty_label("noten_riichi")),
            n=1,
            cost=_cost("en", 20000),
        )
        in win.penalties_view.session_text.text().splitlines()
    )
    log.shutdown()
    win.close()

    again, log2 = _window(qtbot, settings_path, folder)
    assert log2.session.entries and log2.session.entries[-1].decision["offence"] == "noten_riichi"
    form = again.table_view.form
    again.table_view.set_outcome_kind("chombo")
    form.offender.setCurrentIndex(form.offender.findData(2))
    form.offence.setCurrentIndex(form.offence.findData("noten_riichi"))
    assert form.offence_history.text() == words["earlier"].format(
        name="Vera", n=1, cost=_cost("en", 20000)
    )
    log2.shutdown()


def test_an_offence_the_tables_ruleset_does_not_list_is_counted_without_a_cost(
    qtbot: QtBot, settings: Settings
) -> None:
    """A wrong dora indicator logged under RRC, the table now playing Tenhou (no catalogue):
    the count stands alone, no cost is made up."""
    context = AppContext(settings)
    context.set_ruleset(PRESETS["tenhou"])
    log = RulingLog(None)
    state = _table(context, log)
    view = PenaltiesView(context, state)
    qtbot.addWidget(view)
    _penalty(log, 3, "wrong_dora_indicator")
    _penalty(log, 3, "wrong_dora_indicator")
    assert not state.next_penalty(3, "wrong_dora_indicator")["ok"]
    wrong_dora = formats.inline(labels.penalty_label("wrong_dora_indicator"))  # in a sentence
    assert view.session_text.text().splitlines()[3] == (
        f"Gleb — {wrong_dora}. Earlier this session: 2."
    )
