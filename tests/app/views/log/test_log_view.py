"""The Log tab through the real window: rulings from the views' own signals, filters, notes,
sessions, refused files, and the report (PDF and CSV) in each language."""

from __future__ import annotations

import csv
import io
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from referee_app import app as app_module
from referee_app.core.ruling_log import RulingLog
from referee_app.core.ruling_store import read_log
from referee_app.core.settings import Settings
from referee_app.text import i18n
from referee_app.views.log import log_view
from referee_app.views.log.log_view import COL_DECISION, LogView
from referee_app.views.main_window import MainWindow
from tests.app.graphics.test_export import pdf_text

ROOT = Path(__file__).resolve().parents[4]
SAMPLE = ROOT / "tests" / "app" / "core" / "data" / "rulings-v1.jsonl"

#: engine-contract.md's hand under EMA: yakuhai chun 1 han; fu 20 base + 4 open honour pon
#: + 2 tanki = 26 → 30; basic 30 × 2^(1+2) = 240; non-dealer ron 4 × 240 = 960 → 1,000.
HAND = {
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
}
NAMES = ["Аня", "Bob", "Олена", "=HYPERLINK(1)"]


@pytest.fixture
def window(
    qtbot: QtBot,
    settings_path: Path,
    tmp_path: Path,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[MainWindow]:
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    log = RulingLog(tmp_path / "rulings")
    log.restore()
    win = app_module.create_main_window(app, settings, start_language=False, ruling_log=log)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    for seat, name in enumerate(NAMES):
        win.table_state.set_name(seat, name)
    yield win
    assert win.languages is not None
    win.languages.set_language("en")
    log.shutdown()


def _switch(qtbot: QtBot, win: MainWindow, code: str) -> None:
    assert win.languages is not None
    win.languages.set_language(code)
    wanted = {"en": "Log", "ru": "Журнал", "uk": "Журнал"}[code]
    qtbot.waitUntil(lambda: win.tabs.tabText(win.tabs.indexOf(win.log_view)) == wanted)


def _chombo(win: MainWindow, seat: int) -> dict[str, Any]:
    view = win.table_view
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(view.offender.findData(seat))
    view.form_edited()
    return view.apply()


def _record_each_kind(win: MainWindow) -> None:
    """A hand shown to the table, its waits shown, a chombo applied, a check and a correction
    from tabs that have the signal (as the Checks tab and the history editor will)."""
    win.hand_state.load_request(HAND)
    win.hand_view.show_to_table()
    win.hand_view.show_to_table()  # hides it again: hiding is not a ruling
    assert _chombo(win, 2)["ok"]
    win.hand_state.load_request({**HAND, "hand": "234567m5p", "win_tile": ""})
    win.hand_view.show_to_table()
    win.hand_view.show_to_table()


def test_each_kind_is_recorded_through_the_models_signals(window: MainWindow) -> None:
    from referee_app.core.check_state import CheckKind

    log = window.ruling_log
    _record_each_kind(window)
    window.connect_rulings()  # connecting again does not log twice
    window.checks_view.pages[CheckKind.FURITEN].state.record_ruling("shown")
    table = window.table_state
    from referee_app.core.corrections import delete_hand

    delete_hand(table, 0, "entered at the wrong table")
    kinds = [e.kind for e in log.session.entries]
    # the hand deleted was the chombo: the correction, then the chombo withdrawn
    assert kinds == ["hand", "chombo", "check", "check", "correction", "chombo"]
    assert log.session.entries[-1].decision["withdrawn"] is True
    hand, chombo, waits = log.session.entries[:3]
    assert hand.decision["answer"]["total"] == 1000  # worked by hand above
    assert hand.decision["answer"]["yaku"] == [{"id": "yakuhai_chun", "han": 1}]
    assert hand.decision["request"]["hand"] == "234567m55p"
    assert hand.ruleset == "ema"
    # EMA: a chombo is 20,000 off the offender's final score (rulesets.md, EMA chombo)
    assert chombo.decision["penalties"] == [0, 0, -20000, 0]
    assert chombo.decision["offender"] == 2
    assert chombo.round == {"wind": "E", "hand": 1, "honba": 0}  # the hand it was applied in
    assert [p["name"] for p in chombo.players] == NAMES
    # 234567m + 5p: a tanki wait on 5p (the hand needs its pair)
    assert waits.decision["check"] == "tenpai"
    assert waits.decision["answer"]["waits"] == ["5p"]
    # the file holds the same, in order
    on_disk = read_log(log.session.path or Path())
    assert [e.kind for e in on_disk.entries] == kinds
    # the Log tab lists them all
    assert window.log_view.model.rowCount() == 6


def test_a_hand_tab_value_has_the_hand_tabs_ruleset_and_no_table_games_context(
    window: MainWindow,
) -> None:
    """Issue 23, defect 3: a value worked on the Hand tab under Tenhou while a table game
    runs under EMA is no ruling of that table: no table, round or players; Tenhou's ruleset."""
    from engine.rulesets import PRESETS

    log = window.ruling_log
    window.table_state.set_table_number("7")
    assert _chombo(window, 2)["ok"]  # the table's game: EMA, East 1, a chombo
    window.context.set_ruleset(PRESETS["tenhou"])
    window.hand_state.load_request(HAND)
    window.hand_view.show_to_table()
    chombo, hand = log.session.entries
    assert chombo.table == "7" and chombo.ruleset == "ema" and len(chombo.players) == 4
    assert hand.ruleset == "tenhou"
    assert (hand.table, hand.round, hand.players) == ("", None, ())
    # Tenhou: the same hand, chun 1 han 30 fu, non-dealer ron: 1,000
    assert hand.decision["answer"]["total"] == 1000


def test_the_pdf_footer_lists_the_players_entered(window: MainWindow, tmp_path: Path) -> None:
    """Issue 23, defect 4: a session of Hand-tab rulings only (taken at no table) still lists
    the players entered at the table in its PDF footer; a chombo names its own table's."""
    window.hand_state.load_request(HAND)
    window.hand_view.show_to_table()
    window.log_view.export_to(tmp_path / "log.pdf")
    text = pdf_text((tmp_path / "log.pdf").read_bytes())
    assert "Players: Аня, Bob, Олена, =HYPERLINK(1)" in text.replace("\n", " ")
    assert "Players: —" not in text


def test_a_chombo_keeps_the_offence_chosen_at_the_table(window: MainWindow) -> None:
    """Issue 23, defect 4: the Table tab's chombo names its offence (those the game's ruleset
    makes a chombo: EMA's noten riichi is one); the record and the log keep it, and the form
    forgets it for the next chombo."""
    from referee_app.text import labels
    from referee_app.text.ruling_text import decision_text

    view = window.table_view
    form = view.form
    view.set_outcome_kind("chombo")
    view.offender.setCurrentIndex(view.offender.findData(2))
    offences = [form.offence.itemData(i) for i in range(form.offence.count())]
    assert offences[0] is None and "noten_riichi" in offences
    assert "wrong_draw" not in offences  # not a chombo under EMA
    form.offence.setCurrentIndex(form.offence.findData("noten_riichi"))
    view.form_edited()
    assert view.apply()["ok"]
    assert window.table_state.history[-1]["request"]["outcome"]["offence"] == "noten_riichi"
    entry = window.ruling_log.session.entries[-1]
    assert entry.kind == "chombo" and entry.decision["offence"] == "noten_riichi"
    assert f"({labels.penalty_label('noten_riichi')})" in decision_text(entry)
    assert form.offence.currentData() is None


def test_an_ordinary_hand_applied_at_the_table_is_not_a_ruling(window: MainWindow) -> None:
    view = window.table_view
    view.set_outcome_kind("draw")
    view.form_edited()
    assert view.apply()["ok"]
    assert window.ruling_log.session.entries == []


def test_filters_by_kind_player_and_text(window: MainWindow) -> None:
    _record_each_kind(window)
    view = window.log_view
    assert view.proxy.rowCount() == 3
    view.kind_combo.setCurrentIndex(view.kind_combo.findData("chombo"))
    assert view.proxy.rowCount() == 1
    assert "Олена" in view.proxy.index(0, COL_DECISION).data()
    assert "1 of 3" in view.count_label.text()
    view.kind_combo.setCurrentIndex(0)
    view.search.setText("tanki")  # not shown anywhere: nothing
    assert view.proxy.rowCount() == 0
    view.search.setText("CHUN")  # the yaku's name, any case
    assert view.proxy.rowCount() == 1
    view.search.clear()
    assert view.player_combo.findData("Bob") > 0
    view.player_combo.setCurrentIndex(view.player_combo.findData("Bob"))
    # Bob sat at the table for the chombo; the Hand tab's two rulings were taken at no table
    assert view.proxy.rowCount() == 1
    view.player_combo.setCurrentIndex(0)


# Qt 6.10 and later deprecate invalidateRowsFilter() (the path this test takes on purpose).
@pytest.mark.filterwarnings("ignore:Function.*invalidateRowsFilter:DeprecationWarning")
def test_filters_also_work_the_qt_6_9_way(window: MainWindow, monkeypatch: Any) -> None:
    # The Linux release build runs Qt 6.9 (for glibc 2.28), which has no begin/endFilterChange:
    # the filter re-filters its rows with invalidateRowsFilter() instead, with the same rows.
    monkeypatch.setattr(log_view, "_QT_HAS_FILTER_CHANGE", False)
    _record_each_kind(window)
    view = window.log_view
    view.kind_combo.setCurrentIndex(view.kind_combo.findData("chombo"))
    assert view.proxy.rowCount() == 1  # one chombo of the three records
    view.kind_combo.setCurrentIndex(0)
    view.search.setText("CHUN")
    assert view.proxy.rowCount() == 1
    view.search.clear()
    assert view.proxy.rowCount() == 3


def test_a_note_is_added_and_edited_as_appended_records(qtbot: QtBot, window: MainWindow) -> None:
    _record_each_kind(window)
    view = window.log_view
    view.select_seq(2)
    assert view.selected_entry() is not None
    assert not view.save_note_button.isEnabled()
    view.note_edit.setPlainText("False ron on 3s; West saw it.")
    assert view.save_note_button.isEnabled()
    qtbot.mouseClick(view.save_note_button, Qt.MouseButton.LeftButton)
    view.note_edit.setPlainText("False ron on 3s; West and North saw it.")
    qtbot.mouseClick(view.save_note_button, Qt.MouseButton.LeftButton)
    entry = window.ruling_log.session.entry(2)
    assert entry is not None
    assert entry.note == "False ron on 3s; West and North saw it."
    assert len(entry.edits) == 2
    session = read_log(window.ruling_log.session.path or Path())
    assert session.entry(2) == entry
    shown = [view.model.index(r, 6).data() for r in range(view.model.rowCount())]
    assert "False ron on 3s; West and North saw it." in shown


def test_close_session_and_read_the_old_one(window: MainWindow, monkeypatch: Any) -> None:
    _record_each_kind(window)
    view = window.log_view
    old = window.ruling_log.session.path
    monkeypatch.setattr(LogView, "ask_confirm", staticmethod(lambda *_: False))
    assert not view.close_session()
    assert view.model.rowCount() == 3
    monkeypatch.setattr(LogView, "ask_confirm", staticmethod(lambda *_: True))
    assert view.close_session()
    assert view.model.rowCount() == 0
    assert not view.close_button.isEnabled()
    assert view.session_combo.count() == 2  # the current one and the closed one
    index = view.session_combo.findData(str(old))
    assert index > 0
    view.session_combo.setCurrentIndex(index)
    view.session_combo.activated.emit(index)
    assert view.read_only
    assert view.model.rowCount() == 3
    view.select_seq(1)
    assert view.note_edit.isReadOnly()
    assert not view.close_button.isEnabled()
    assert not view.save_note()
    # a new ruling goes into the new session, not the one being read
    window.hand_state.load_request(HAND)
    window.hand_view.show_to_table()
    assert view.model.rowCount() == 3
    assert len(window.ruling_log.session.entries) == 1
    view.session_combo.activated.emit(0)
    assert not view.read_only
    assert view.model.rowCount() == 1


def test_a_refused_file_is_listed_with_its_reason_and_left_as_it_is(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir(parents=True, exist_ok=True)
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    future = lines[0].replace('"version":1', '"version":7')
    hostile = folder / "rulings-20261130-120000-abcdef.jsonl"
    data = ("\n".join([future, *lines[1:]]) + "\n").encode()
    hostile.write_bytes(data)
    window.ruling_log.record({"kind": "hand", "ruleset": "ema"})
    view = window.log_view
    view.show_current()
    assert view.export_button.isEnabled()
    index = view.session_combo.findData(str(hostile))
    assert index > 0
    assert "cannot be read" in view.session_combo.itemText(index)
    assert "newer version" in view.session_combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    view.session_combo.activated.emit(index)
    assert "newer version" in view.session_info.text()
    assert view.model.rowCount() == 0
    assert not view.export_button.isEnabled()
    assert not view.close_button.isEnabled()
    assert hostile.read_bytes() == data


def test_models_pass_the_model_tester(qtmodeltester: Any, window: MainWindow) -> None:
    _record_each_kind(window)
    view = window.log_view
    qtmodeltester.check(view.model)
    view.search.setText("chombo")
    qtmodeltester.check(view.proxy)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        (
            "en",
            [
                "Ruling log",
                "Chombos and penalties (1)",
                "−20,000 off the final score",
                "Table tab",
                "Hand tab",
                "Rulings (2)",
                "1,000",
                "EMA",
            ],
        ),
        (
            "ru",
            [
                "Журнал решений",
                "Чомбо и штрафы (1)",
                "из итога",
                "Вкладка «Стол»",
                "Вкладка «Рука»",
                "Решения (2)",
            ],
        ),
        (
            "uk",
            [
                "Журнал рішень",
                "Чомбо і штрафи (1)",
                "з підсумку",
                "Вкладка «Стіл»",
                "Вкладка «Рука»",
                "Рішення (2)",
            ],
        ),
    ],
)
def test_the_exported_report_holds_names_amounts_and_sources(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, code: str, words: list[str]
) -> None:
    from PySide6.QtCore import QLocale

    saved = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        _record_each_kind(window)
        window.ruling_log.set_note(2, "False ron on 3s.")
        if code != "en":
            _switch(qtbot, window, code)
        assert window.log_view.export_to(tmp_path / f"log-{code}.pdf")
    finally:
        QLocale.setDefault(saved)
    text = pdf_text((tmp_path / f"log-{code}.pdf").read_bytes())
    for word in [*words, "Олена", "Аня", "Bob", "False ron on 3s."]:
        assert word in text, (word, text)
    # chombos and penalties come before the other rulings
    assert text.index(words[1]) < text.index("False ron on 3s.") < text.index(words[5])
    rows = list(csv.reader(io.StringIO((tmp_path / f"log-{code}.csv").read_text("utf-8-sig"))))
    assert len(rows) == 4  # header, the chombo, two rulings
    assert rows[1][6] == "-20000"  # the amount, a number
    assert "Олена" in rows[1][5]
    # no cell starts as a formula would (a player is named "=HYPERLINK(1)")
    assert all(not cell.startswith(("=", "+", "@")) for row in rows for cell in row)


def test_csv_cells_a_spreadsheet_would_run_are_neutralised(
    window: MainWindow, tmp_path: Path
) -> None:
    from referee_app.graphics.report_page import csv_cell

    assert [csv_cell(c) for c in ("=1+2", "+1", "-A1", "@SUM(A1)", "\tx", "Bob", -20000)] == [
        "'=1+2",
        "'+1",
        "'-A1",
        "'@SUM(A1)",
        "'\tx",
        "Bob",
        -20000,
    ]
    assert _chombo(window, 3)["ok"]  # seat 3 is "=HYPERLINK(1)"
    assert window.log_view.export_to(tmp_path / "log.pdf")
    rows = list(csv.reader(io.StringIO((tmp_path / "log.csv").read_text("utf-8-sig"))))
    assert rows[1][5] == "'=HYPERLINK(1)"
    assert rows[1][6] == "-20000"


def test_the_export_names_what_failed(window: MainWindow, tmp_path: Path, monkeypatch: Any) -> None:
    _record_each_kind(window)
    errors: list[str] = []
    monkeypatch.setattr(
        LogView, "show_error", staticmethod(lambda _p, _t, text: errors.append(text))
    )
    assert not window.log_view.export_to(tmp_path / "missing-folder" / "log.pdf")
    assert errors
    assert "Could not write" in errors[0]


def _export(out: Path, source: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "referee_app", "--export", str(out), str(source)]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)


def test_headless_export_of_a_log_file(tmp_path: Path) -> None:
    ok = _export(tmp_path / "out.pdf", SAMPLE)
    assert ok.returncode == 0, ok.stderr
    assert "Олена" in pdf_text((tmp_path / "out.pdf").read_bytes())
    ok_csv = _export(tmp_path / "out.csv", SAMPLE)
    assert ok_csv.returncode == 0, ok_csv.stderr
    hostile = tmp_path / "future.jsonl"
    hostile.write_text(
        SAMPLE.read_text(encoding="utf-8").replace('"version":1', '"version":2', 1), "utf-8"
    )
    refused = _export(tmp_path / "no.pdf", hostile)
    assert refused.returncode == 2
    assert "newer version" in refused.stderr
    assert not (tmp_path / "no.pdf").exists()


def test_a_correction_of_the_record_is_logged_with_what_changed(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from referee_app.core.corrections import edit_hand
    from referee_app.text.ruling_text import decision_text
    from referee_app.views.table.corrections_ui import ReasonDialog

    table = window.table_state
    # East 1: seat 1 rons seat 3 for 2 han 30 fu: 2,000 (non-dealer ron, 4 × 480 → 2,000)
    ron = {"type": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 2, "fu": 30}]}
    assert table.apply(ron, [])["ok"]
    assert table.apply({"type": "draw", "tenpai": []}, [])["ok"]
    assert window.languages is not None
    window.languages.set_language("en")  # English plural forms come with the translator
    # the first hand was 3 han 30 fu: 4 × 960 = 3,840 → 3,900 (built as the helper builds it)
    fixed = {"type": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 3, "fu": 30}]}
    edit_hand(table, 0, fixed, [], "the dora was missed")  # the table's model logs it
    edited = window.ruling_log.session.entries[-1]
    assert edited.decision["old_deltas"] == [0, 2000, 0, -2000]
    assert edited.decision["new_deltas"] == [0, 3900, 0, -3900]
    assert edited.round == {"wind": "E", "hand": 1, "honba": 0}
    assert edited.decision["changes"] == [
        {"field": "han", "seat": 1, "before": 2, "after": 3},
        {"field": "fu", "seat": 1, "before": 30, "after": 30},
    ]
    assert decision_text(edited) == (
        "Hand 1 corrected: the dora was missed · Bob: 2\xa0han, 30\xa0fu → 3\xa0han, 30\xa0fu"
        " · Bob +2,000 → +3,900 · =HYPERLINK(1) −2,000 → −3,900 · 1 later hand settled again"
    )
    # the draw after it (East 2, dealer seat 1): no payment moved, nothing flagged
    assert edited.decision["later_hands"] == 1
    assert edited.decision["settled_again"] == [] and edited.decision["flagged"] == []
    # through the Table view: the second hand (the draw) is deleted with a reason
    monkeypatch.setattr(ReasonDialog, "ask", classmethod(lambda *_: "never played"))
    window.table_view.history_list.setCurrentRow(1)
    window.table_view.delete_selected()
    assert len(table.history) == 1
    entry = window.ruling_log.session.entries[-1]
    assert entry.kind == "correction"
    assert entry.decision["correction"] == "delete"
    assert entry.decision["hand"] == 2
    assert entry.decision["reason"] == "never played"
    assert "summary" not in entry.decision  # words are chosen when shown, not stored
    assert "original" not in entry.decision
    assert decision_text(entry) == "Hand 2 deleted: never played"
    assert read_log(window.ruling_log.session.path or Path()).entries[-1] == entry


def test_the_app_resumes_the_open_session_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from referee_app.core.ruling_store import RULINGS_DIR_ENV

    monkeypatch.setenv(RULINGS_DIR_ENV, str(tmp_path / "rulings"))
    first = app_module.open_ruling_log()
    first.record({"kind": "chombo", "ruleset": "ema", "offender": 1})
    # the app stops here (or is killed): nothing is closed, and its lock goes with it
    first.shutdown()
    second = app_module.open_ruling_log()
    assert second.session.id == first.session.id
    assert [e.decision["offender"] for e in second.session.entries] == [1]
    second.shutdown()


def test_a_second_copy_of_the_app_says_it_keeps_a_session_of_its_own(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "two"
    first = RulingLog(folder)
    first.record({"kind": "chombo", "ruleset": "ema", "offender": 1})
    started = first.session.started  # e.g. 2026-12-02T14:05:09+02:00, shown 2026-12-02 14:05
    shown = started[:16].replace("T", " ")
    # Russian and Ukrainian write the date day.month.year (issue 25): 02.12.2026 14:05
    shown_local = f"{started[8:10]}.{started[5:7]}.{started[:4]} {started[11:16]}"
    second = RulingLog(folder)
    assert second.restore() is None
    view = LogView(second)
    qtbot.addWidget(view)
    expected = {
        "en": f"The session started {shown} is open in another running copy of the app, so "
        "this window keeps its rulings in a session of its own.",
        "ru": f"Сессия, начатая {shown_local}, открыта в другой запущенной копии приложения, "
        "поэтому это окно записывает свои решения в отдельную сессию.",
        "uk": f"Сесія, почата {shown_local}, відкрита в іншій запущеній копії програми, тому це "
        "вікно записує свої рішення в окрему сесію.",
    }
    for code in ("ru", "uk", "en"):
        _switch(qtbot, window, code)
        qtbot.waitUntil(lambda code=code: view.session_info.text().endswith(expected[code]))
    second.record({"kind": "hand", "ruleset": "ema"})
    assert view.session_info.text().startswith("Started ")
    assert view.session_info.text().endswith(expected["en"])
    # the first's session is listed, read only, as open elsewhere
    assert view.show_past(first.session.path or Path())
    assert view.session_info.text() == (
        "A session open in another running copy of the app, read only here."
    )
    assert not view.close_button.isEnabled()
    first.shutdown()
    second.shutdown()


def test_rulings_recorded_before_the_log_tab_is_opened_are_no_empty_session(
    qtbot: QtBot,
    settings_path: Path,
    compiled_qm: dict[str, Path],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Hand-tab value shown to the table and a chombo applied on the Table tab, then the
    Log tab opened for the first time (it is built lazily), over a log kept in memory: the tab
    says when the session started and never that nothing is recorded, in every language."""
    monkeypatch.setattr(i18n, "qm_path", lambda code: compiled_qm[code])
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    log = RulingLog(None, clock=lambda: "2026-12-06T03:12:00+00:00")
    win = app_module.create_main_window(app, settings, start_language=False, ruling_log=log)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    log_tab = win.TAB_LOG
    assert not win.is_built(log_tab)
    win.hand_state.load_request(HAND)
    win.hand_view.show_to_table()
    assert _chombo(win, 2)["ok"]
    assert not win.is_built(log_tab)
    win.tabs.setCurrentIndex(log_tab)
    view = win.log_view
    assert view.model.rowCount() == 2
    started = {
        "en": "Started 2026-12-06 03:12.",
        "ru": "Начата 06.12.2026 03:12.",
        "uk": "Почата 06.12.2026 03:12.",
    }
    nothing = ("Nothing recorded", "Пока ничего не записано", "Поки нічого не записано")
    for code in ("ru", "uk", "en"):
        _switch(qtbot, win, code)
        qtbot.waitUntil(lambda code=code: view.session_info.text() == started[code])
        assert not any(text in view.session_info.text() for text in nothing)
        assert "2" in view.count_label.text()
    # a new session really has no ruling: the placeholder is back
    log.close_session()
    assert view.session_info.text().startswith("Nothing recorded yet")
    assert "0" in view.count_label.text()
