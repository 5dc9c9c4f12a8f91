"""The Penalties view: the ruleset's catalogue, search, certainty marks, chombo calculator.

Chombo amounts worked by hand from the fact matrix (A5, F1-F3) and rrc.md §1 row 32:
EMA 20,000 after uma; EMA 2012 a reverse mangan at the table (4,000 to the dealer and 2,000
to the others; a dealer pays 4,000 each); RRC twice the uma step (2 x 20,000 at 30/10).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QColor, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QStyle, QTableWidgetItem
from pytestqt.qtbot import QtBot

from engine.ids import SourceDoc, SourceNote
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.text import labels
from referee_app.views.penalties.penalties_view import CERTAINTY_COLOURS, PenaltiesView

CYRILLIC = re.compile("[А-Яа-яЁёІіЇїЄєҐґ]")


@pytest.fixture
def view(qtbot: QtBot, settings: Settings) -> PenaltiesView:
    v = PenaltiesView(AppContext(settings))
    qtbot.addWidget(v)
    v.resize(1024, 700)
    return v


def _calc(view: PenaltiesView, offender: int) -> list[str]:
    view.offender.setCurrentIndex(offender)
    return view.calc_result.text().splitlines()


def test_catalogue_of_the_selected_ruleset(view: PenaltiesView) -> None:
    assert view.table.rowCount() == len(view.entries) > 10
    ids = view.visible_ids()
    assert "false_win_tiles_shown" in ids and "noten_riichi" in ids
    view.context.set_ruleset(PRESETS["rrc"])
    assert "RRC" in view.ruleset_label.text()
    assert "peeking" in view.visible_ids()  # RRC referee guide: peeking is chombo


def test_certainty_is_shown_and_coloured(view: PenaltiesView) -> None:
    for row, entry in enumerate(view.entries):
        certainty = str(entry["certainty"])
        item = view.table.item(row, 4)
        assert item is not None
        assert item.text() == labels.certainty_label(certainty)
        if certainty != "primary":
            assert item.background().color() == QColor(CERTAINTY_COLOURS[certainty])
    assert any(e["certainty"] != "primary" for e in view.entries)  # EMA 2025: unread chapter


def test_search_and_category_filter(view: PenaltiesView) -> None:
    view.search.setText("LATE")
    shown = view.visible_ids()
    assert shown and all(i.startswith("lateness") for i in shown)
    view.search.clear()
    view.category.setCurrentIndex(view.category.findData("riichi"))
    shown = view.visible_ids()
    assert shown and all(e["category"] == "riichi" for e in view.entries if e["id"] in shown)


def test_online_rulesets_have_no_catalogue(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["tenhou"])
    assert view.table.rowCount() == 0
    assert view.note.text() == labels.not_applicable_label("online_software")


def test_chombo_calculator_deduction_ema(view: PenaltiesView) -> None:
    lines = _calc(view, 2)
    west = labels.wind_label("W")
    assert lines[0] == f"{west}: {labels.points_text(20000)} off the final score, after uma"


def test_chombo_calculator_says_riichi_sticks_go_back(view: PenaltiesView) -> None:
    # a chombo voids the hand's riichi declarations: each stick goes back to its owner
    # (rulesets.md, EMA chombo; the engine's settlement returns them under every preset)
    returned = "Riichi sticks declared in this hand go back to their owners."
    for preset in ("ema", "ema2012", "rrc", "tenhou", "wrc"):
        view.context.set_ruleset(PRESETS[preset])
        lines = _calc(view, 1)
        assert returned in lines, (preset, lines)
        # and no stick appears as a payment between players
        assert not any("1,000 to" in line for line in lines)


def test_chombo_calculator_reverse_mangan_ema2012(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["ema2012"])
    east, south, west, north = (labels.wind_label(w) for w in "ESWN")
    lines = _calc(view, 2)
    # EMA 2012's chombo mode (a mangan-sized payment) is assumed: each amount is marked
    assert lines[:3] == [
        f"{west} pays {labels.points_text(4000)}* to {east}",
        f"{west} pays {labels.points_text(2000)}* to {south}",
        f"{west} pays {labels.points_text(2000)}* to {north}",
    ]
    lines = _calc(view, 0)  # the dealer pays 4,000 to each
    assert lines[:3] == [
        f"{east} pays {labels.points_text(4000)}* to {x}" for x in (south, west, north)
    ]
    assert lines[-1].startswith("* Chombo")  # the note names the assumed field


def test_chombo_calculator_rrc_twice_the_uma_step(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["rrc"])
    lines = _calc(view, 1)
    south = labels.wind_label("S")
    # twice the uma step (40,000) is an assumed amount under RRC: marked, with the notes
    assert lines[0] == f"{south}: {labels.points_text(40000)}* off the final score, after uma"
    assert sum(line.startswith("* ") for line in lines) == 2  # chombo_points, chombo_uma_steps


def test_render(view: PenaltiesView) -> None:
    image = view.grab()
    assert image.width() == 1024
    image.save("/tmp/penalties.png")


def test_rows_stay_short_and_the_source_is_in_tooltip_and_details(view: PenaltiesView) -> None:
    # Regression: the narrow, word-wrapped Source column made each row 4-5 lines tall. The
    # cells wrap (issue 16.17: nothing is cut off), each column within its share of the width.
    view.show()
    line = view.fontMetrics().height()
    heights = [view.table.rowHeight(row) for row in range(view.table.rowCount())]
    assert max(heights) <= 4 * line + 4  # at most four lines, at 1024 px
    assert sorted(heights)[len(heights) // 2] < 3 * line  # most rows: one or two lines
    # the source column gets the room the other columns leave, at 1024 px wide
    assert view.table.columnWidth(5) >= 100
    long_row = max(range(len(view.entries)), key=lambda r: len(view.source_text(view.entries[r])))
    source = str(view.entries[long_row]["source"])
    item = view.table.item(long_row, 5)
    assert item is not None and item.toolTip().startswith(source)
    view.table.selectRow(long_row)
    assert source in view.details.text()
    assert labels.penalty_label(str(view.entries[long_row]["id"])) in view.details.text()
    # still searchable by a word of the source
    view.search.setText("EMA16")
    assert view.visible_ids()


# --- sources: citation, translated notes, legend -------------------------------------------
#
# Expected texts are the English sources in labels.py and the Russian translations handed to
# the lead (glossary: чомбо, мертвая рука, игрок замены), filled in by hand.


def _row(view: PenaltiesView, penalty_id: str) -> int:
    return [e["id"] for e in view.entries].index(penalty_id)


def _cell(view: PenaltiesView, penalty_id: str, col: int = 5) -> QTableWidgetItem:
    item = view.table.item(_row(view, penalty_id), col)
    assert item is not None
    return item


def test_source_cell_is_the_citation_and_its_notes(view: PenaltiesView) -> None:
    view.context.set_ruleset(PRESETS["ema2012"])
    # F2: the 2012 amounts of §5 were not read; more than five exposed tiles is chombo
    assert _cell(view, "cheating").text() == (
        "EMA12 §5 — The amounts in this section could not be read"
    )
    assert _cell(view, "too_many_tiles_exposed").text() == (
        "EMA12 §3.4.6, §3.4.8 — Tiles exposed: more than 5"
    )
    # a row with no note is the bare citation
    assert _cell(view, "noten_riichi").text() == "EMA12 §3.4.6"
    view.context.set_ruleset(PRESETS["wrc"])
    # F4: 30 WRC points per WRC25-AZ, 20 in WRC22-OPT (1 point = 1,000 table points)
    item = _cell(view, "false_win_tiles_shown")
    thirty, twenty = labels.points_text(30000), labels.points_text(20000)
    assert item.text() == (
        f"WRC22-BE; WRC25-AZ; WRC22-OPT — According to WRC25-AZ: {thirty} points; "
        f"According to WRC22-OPT: {twenty} points"
    )
    # the tooltip and the details line give each note on its own line
    assert item.toolTip() == (
        "WRC22-BE; WRC25-AZ; WRC22-OPT\n"
        f"• According to WRC25-AZ: {thirty} points\n"
        f"• According to WRC22-OPT: {twenty} points"
    )
    view.table.selectRow(_row(view, "false_win_tiles_shown"))
    # (then the note on WRC's assumed chombo deduction: see the assumed-amount tests)
    assert f"• According to WRC22-OPT: {twenty} points\n* " in view.details.text()


def test_ema2025_rows_say_the_2016_text_stands_in(view: PenaltiesView) -> None:
    # The default preset (EMA 2025): chapter 6 not read, every row shows the placeholder note.
    assert view.context.ruleset.id == "ema"
    note = "EMA25 chapter 6 not read; the EMA16 rule stands in"
    for row, entry in enumerate(view.entries):
        item = view.table.item(row, 5)
        assert item is not None
        assert item.text() == f"{entry['source']} — {note}", entry["id"]
    # search finds rows by a word of a note
    view.search.setText("stands in")
    assert len(view.visible_ids()) == len(view.entries)


def test_notes_follow_the_rrc_conflicts(view: PenaltiesView) -> None:
    # rrc.md §6 items 4 and 5, and §3b substitutes
    view.context.set_ruleset(PRESETS["rrc"])
    assert _cell(view, "lateness").toolTip().splitlines()[1:] == [
        "• According to RRC RG: a substitute plays after 10 min",
        "• According to RRC RG §Игроки замены: a substitute plays after 5 min",
    ]
    assert _cell(view, "riichi_tile_not_turned").toolTip().splitlines()[1:] == [
        "• According to RRC BR: Dead hand",
        "• According to RRC TR: Dead hand",
        "• According to RRC RG: Warning",
    ]
    assert _cell(view, "substitute").toolTip().splitlines()[1:] == [
        "• According to RRC RG §Игроки замены: Twice the last-place uma",
        f"• According to RRC TO: {labels.points_text(30000)} points",
    ]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_legend_names_every_cited_document(view: PenaltiesView, preset: str) -> None:
    view.context.set_ruleset(PRESETS[preset])
    cited = {d for e in view.entries for d in e["source_docs"]}
    # every key in a citation or a note is a document the legend explains
    for entry in view.entries:
        for part in str(entry["source"]).split("; "):
            assert any(part == d or part.startswith(f"{d} ") for d in cited), part
    assert set(view.cited_docs()) == cited
    legend = view.legend.text()
    header = view.table.horizontalHeaderItem(5)
    assert header is not None and header.toolTip() == legend
    for key in cited:
        assert f"<b>{html.escape(key)}</b>" in legend, key
        assert html.escape(labels.source_doc_title(key)) in legend, key
        assert html.escape(labels.source_doc_label(key)) in legend, key
    if not cited:  # Tenhou, Mahjong Soul: no catalogue, nothing to explain
        assert not view.legend_button.isEnabled()


def test_legend_covers_every_key_in_the_data(view: PenaltiesView) -> None:
    seen: set[str] = set()
    for preset in PRESETS.values():
        view.context.set_ruleset(preset)
        seen |= set(view.cited_docs())
    assert seen == {str(d) for d in SourceDoc} == set(labels.SOURCE_DOCS)


def test_sources_button_shows_the_legend(view: PenaltiesView) -> None:
    view.show()
    assert not view.legend.isVisible()
    view.legend_button.click()
    assert view.legend.isVisible()
    assert "Riichi – Rules for Japanese Mahjong (EMA, 2016)" in view.legend.text()
    assert "EMA rule book, 2016 edition; the text was read" in view.legend.text()
    view.grab().save("/tmp/penalties_legend_en.png")
    view.legend_button.click()
    assert not view.legend.isVisible()


# --- in Russian and Ukrainian ----------------------------------------------------------------


@pytest.fixture
def translated(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_qm: dict[str, Path]
) -> Iterator[str]:
    code: str = request.param
    translator = QTranslator()
    locale = QLocale()
    assert translator.load(str(compiled_qm[code]))
    QCoreApplication.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    yield code
    QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(locale)


@pytest.mark.parametrize("translated", ["ru", "uk"], indirect=True)
def test_every_source_note_and_document_has_a_translation(translated: str) -> None:
    for note in SourceNote:
        text = labels.source_note_label(note)
        assert CYRILLIC.search(text), (translated, note, text)
    for doc in SourceDoc:
        assert CYRILLIC.search(labels.source_doc_label(doc)), (translated, doc)
        # titles are proper names: the same in every language
        assert labels.source_doc_title(doc) == labels.SOURCE_DOCS[doc][0]


def test_every_source_note_has_an_english_label() -> None:
    for note in SourceNote:
        text = labels.source_note_label(note)
        assert text and not text.startswith("Unknown ("), note


RU_PLACEHOLDER = "применяется правило EMA16: с главой 6 правил EMA25 не сверено"
UK_PLACEHOLDER = "застосовується правило EMA16: з розділом 6 правил EMA25 не звірено"


@pytest.mark.parametrize("translated", ["ru"], indirect=True)
def test_russian_cells_and_details_have_no_english_prose(
    translated: str, qtbot: QtBot, settings: Settings
) -> None:
    del translated
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.resize(1024, 700)
    # EMA 2025 (default): citation as written, the note in Russian
    first = view.table.item(0, 5)
    assert first is not None
    assert first.text() == f"{view.entries[0]['source']} — {RU_PLACEHOLDER}"
    view.table.selectRow(0)
    assert view.details.text().endswith(
        f"Источник: {view.entries[0]['source']}\n• {RU_PLACEHOLDER}"
    )
    # EMA 2012: the unread amounts; RRC: the lateness conflict with its numbers
    view.context.set_ruleset(PRESETS["ema2012"])
    assert _cell(view, "cheating").text() == "EMA12 §5 — Суммы в этом разделе прочитать не удалось"
    view.context.set_ruleset(PRESETS["rrc"])
    assert _cell(view, "lateness").toolTip().splitlines()[1] == (
        "• Согласно RRC RG: игрок замены садится через 10\xa0мин"
    )
    assert _cell(view, "riichi_tile_not_turned").toolTip().splitlines()[-1] == (
        "• Согласно RRC RG: Предупреждение"
    )
    # no English word is left in any Source cell: only document keys and Cyrillic
    keys = {w for d in SourceDoc for w in (str(d), *str(d).split())}
    for preset in PRESETS.values():
        view.context.set_ruleset(preset)
        for row in range(view.table.rowCount()):
            item = view.table.item(row, 5)
            assert item is not None
            text = re.sub(r"(?<=\d)\([a-e]\)", "", item.text())
            words = re.findall(r"[A-Za-z][A-Za-z0-9-]*", text)
            assert [w for w in words if w not in keys and w != "p"] == [], item.text()
    # the legend: titles as written, the explanations in Russian
    assert "Руководство RRC по судейству" in view.legend.text()
    assert view.legend_button.text() == "Источники"
    view.legend_button.setChecked(True)
    view.grab().save("/tmp/penalties_ru.png")


@pytest.mark.parametrize("translated", ["uk"], indirect=True)
def test_ukrainian_cells_and_legend(translated: str, qtbot: QtBot, settings: Settings) -> None:
    del translated
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.resize(1024, 700)
    first = view.table.item(0, 5)
    assert first is not None and first.text().endswith(f" — {UK_PLACEHOLDER}")
    view.context.set_ruleset(PRESETS["wrc"])
    assert _cell(view, "changed_win_call").text() == (
        "WRC22-BE — Оголошення більше не можна змінювати"
    )
    assert "Правила WRC, редакція 2025 року; текст прочитати не вдалося" in view.legend.text()
    assert view.legend_button.text() == "Джерела"
    view.legend_button.setChecked(True)
    view.grab().save("/tmp/penalties_uk.png")


# --- search in every language, the "nothing found" page, the keyboard ------------------------

FALSE_WINS = ("false_win_tiles_shown", "false_win_no_tiles_shown")
#: EMA 2016 chombo list (rulesets.md, "Chombo" offences (a)-(d)): a revealed false win, noten
#: riichi, an illegal concealed kan after riichi, a declaration from a dead hand.
EMA_CHOMBO = (
    "false_win_tiles_shown",
    "noten_riichi",
    "illegal_kan_after_riichi",
    "declaration_after_dead_hand",
)
#: EMA 2016 §3.4.7 dead-hand causes (rulesets.md "Dead hand"): a false win not revealed, riichi
#: with an open hand, a wrong tile count, swap-calling.
EMA_DEAD_HAND = ("false_win_no_tiles_shown", "riichi_open_hand", "wrong_tile_count", "swap_calling")
RRC_DEAD_WALL = ("dead_wall_exposed_few", "dead_wall_exposed_many")

#: (query, preset, offences that must be among the rows). Worked out from the rule texts:
#: a ron while furiten is a false win (rulesets.md EMA chombo (a); rrc.md §1 table "furiten or
#: temporary-furiten ron"), revealed or not; RRC also gives the mixer chombo when mixed ponds
#: hide a furiten (rrc.md "Mixing"); kuikae is swap-calling (EMA §3.3.2, rrc.md BR §Куикаэ).
SEARCHES: list[tuple[str, str, tuple[str, ...]]] = [
    ("furiten", "ema2016", FALSE_WINS),
    ("фуритен", "ema2016", FALSE_WINS),
    ("фурітен", "ema2016", FALSE_WINS),
    ("FURITEN", "ema2016", FALSE_WINS),
    ("furiden", "ema2016", FALSE_WINS),  # one letter off
    ("furiten", "rrc", (*FALSE_WINS, "mixing_tiles")),
    ("chombo", "ema2016", EMA_CHOMBO),
    ("чомбо", "ema2016", EMA_CHOMBO),
    ("ЧОМБО", "ema2016", EMA_CHOMBO),
    ("dead hand", "ema2016", EMA_DEAD_HAND),
    ("мертвая рука", "ema2016", EMA_DEAD_HAND),
    ("мёртвая рука", "ema2016", EMA_DEAD_HAND),
    ("мертва рука", "ema2016", EMA_DEAD_HAND),
    ("kuikae", "ema2016", ("swap_calling",)),
    ("куикаэ", "ema2016", ("swap_calling",)),
    ("куікае", "rrc", ("swap_calling",)),
    ("swap", "ema2016", ("swap_calling",)),
    ("no yaku", "ema2016", ("false_win_tiles_shown",)),
    ("без яку", "ema2016", ("false_win_tiles_shown",)),
    ("нотен", "ema2016", ("noten_riichi",)),
    ("open hand", "ema2016", ("riichi_open_hand",)),
    ("открытой рукой", "ema2016", ("riichi_open_hand",)),
    ("відкритою рукою", "ema2016", ("riichi_open_hand",)),
    ("ankan", "ema2016", ("illegal_kan_after_riichi",)),
    ("анкан", "ema2016", ("illegal_kan_after_riichi",)),
    ("опоздание", "ema2016", ("lateness", "lateness_long")),
    ("запізнення", "ema2016", ("lateness", "lateness_long")),
    ("телефон", "ema2016", ("phone",)),
    ("подглядывание", "rrc", ("peeking",)),
    ("wanpai", "rrc", RRC_DEAD_WALL),
    ("мертвая стена", "rrc", RRC_DEAD_WALL),
    ("мертва стіна", "rrc", RRC_DEAD_WALL),
    ("дора", "rrc", ("wrong_dora_indicator",)),
]


@pytest.mark.parametrize("translated", ["en", "ru", "uk"], indirect=True)
def test_search_finds_the_offence_in_every_language(
    translated: str, qtbot: QtBot, settings: Settings
) -> None:
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    failures = []
    for query, preset, expected in SEARCHES:
        view.context.set_ruleset(PRESETS[preset])
        view.search.setText(query)
        shown = view.visible_ids()
        missing = [pid for pid in expected if pid not in shown]
        # a search narrows the list: never everything
        if missing or len(shown) == len(view.entries) or view.nothing_found():
            failures.append((translated, query, preset, missing, len(shown)))
    assert failures == []


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("furiten", set(FALSE_WINS)),  # only the false wins in EMA 2016, nothing else
        ("kuikae", {"swap_calling"}),
        ("late", {"lateness", "lateness_long"}),
    ],
)
def test_search_does_not_over_match(view: PenaltiesView, query: str, expected: set[str]) -> None:
    view.context.set_ruleset(PRESETS["ema2016"])
    view.search.setText(query)
    assert set(view.visible_ids()) == expected


def test_short_queries_match_the_start_of_a_word_only() -> None:
    from referee_app.rules.rules_content import search_matches

    assert search_matches("чи", ["чи", "пон"])
    assert not search_matches("чи", ["Отличие"])  # "чи" inside a word is not a chi call
    assert search_matches("отличие", ["Отличие"])
    assert search_matches("мёртвая", ["Мертвая рука"])  # ё/е
    assert search_matches("МЕРТВА-РУКА", ["мертва рука"])  # case, hyphen and space
    assert search_matches("", ["anything"])


@pytest.mark.parametrize("translated", ["en", "ru", "uk"], indirect=True)
def test_nothing_found_offers_the_rules_tab(
    translated: str, qtbot: QtBot, settings: Settings
) -> None:
    # pao is liability for feeding a yakuman, not an infraction: no row, so the Rules tab
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.resize(1024, 700)
    view.show()
    view.search.setText("пао")
    assert view.visible_ids() == []
    assert view.nothing_found() and view.empty_page.isVisible() and not view.table.isVisible()
    assert "«пао»" in view.empty_label.text() or "“пао”" in view.empty_label.text()
    assert "пао" in view.rules_button.text()
    view.grab().save(f"/tmp/penalties_nothing_{translated}.png")
    with qtbot.waitSignal(view.rules_search_requested) as blocker:
        view.rules_button.click()
    assert blocker.args == ["пао"]
    view.search.clear()
    assert not view.nothing_found() and view.table.isVisible()


def test_nothing_found_in_one_kind_says_so(view: PenaltiesView) -> None:
    view.category.setCurrentIndex(view.category.findData("time"))
    view.search.setText("kuikae")
    assert view.nothing_found()
    assert "All kinds" in view.empty_label.text()


def test_tab_leaves_the_table(qtbot: QtBot, view: PenaltiesView) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitActive(view)
    view.table.setFocus()
    view.table.selectRow(0)
    qtbot.waitUntil(view.table.hasFocus)
    QTest.keyClick(view.table, Qt.Key.Key_Tab)
    # Tab moved on to the next control (with tab-key navigation it would walk the cells)
    assert not view.table.hasFocus()
    assert view.table.currentRow() == 0 and not view.table.tabKeyNavigation()


def test_main_window_opens_the_rules_tab_with_the_query(qtbot: QtBot, settings: Settings) -> None:
    from referee_app.core.hand_state import HandState
    from referee_app.core.table_state import TableState
    from referee_app.views.main_window import MainWindow

    context = AppContext(settings)
    window = MainWindow(context, HandState(context), TableState(context))
    qtbot.addWidget(window)
    window.tabs.setCurrentWidget(window.penalties_view)
    window.penalties_view.search.setText("пао")
    window.penalties_view.rules_button.click()
    assert window.tabs.currentWidget() is window.rules_view
    assert window.rules_view.search.text() == "пао"


def test_enter_on_nothing_found_searches_the_rules(qtbot: QtBot, view: PenaltiesView) -> None:
    view.search.setText("furiten")
    with qtbot.assertNotEmitted(view.rules_search_requested):
        view.search.returnPressed.emit()  # rows found: Enter stays here
    view.search.setText("pao")
    with qtbot.waitSignal(view.rules_search_requested) as blocker:
        view.search.returnPressed.emit()
    assert blocker.args == ["pao"]


def _cut_cells(view: PenaltiesView) -> list[str]:
    """The cells whose text would not be drawn whole: laid out as the item delegate lays it
    out (word wrap within the column less the text margins), a line wider than the column or
    more lines than the row is tall is what Qt cuts with "…"."""
    table = view.table
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    cut = []
    for row in range(table.rowCount()):
        for col in range(table.columnCount()):
            item = table.item(row, col)
            assert item is not None
            width = table.columnWidth(col) - 2 * margin
            layout = QTextLayout(item.text(), table.font())
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.WordWrap)
            layout.setTextOption(option)
            layout.beginLayout()
            height = 0.0
            widest = 0.0
            while True:
                line = layout.createLine()
                if not line.isValid():
                    break
                line.setLineWidth(width)
                height += line.height()
                widest = max(widest, line.naturalTextWidth())
            layout.endLayout()
            if widest > width + 0.5 or height > table.rowHeight(row) + 0.5:
                cut.append(f"{row},{col}: {item.text()}")
    return cut


@pytest.mark.parametrize("translated", ["en", "ru", "uk"], indirect=True)
def test_no_penalty_cell_is_cut_at_1366_px(
    translated: str, qtbot: QtBot, settings: Settings
) -> None:
    # Issue 16.17: «Риичи объявлено с нарушением поря…», «Чомбо (не меньше: Пер…» — cells were
    # elided, readable only by hovering. Every cell is whole, in every preset.
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.resize(1366, 700)
    view.show()
    qtbot.waitExposed(view)
    for preset in PRESETS.values():
        view.context.set_ruleset(preset)
        # the rows follow the new texts once the layout has settled
        qtbot.waitUntil(lambda: _cut_cells(view) == [], timeout=3000)
        assert _cut_cells(view) == [], (translated, preset.id)
    line = view.fontMetrics().height()
    assert max(view.table.rowHeight(r) for r in range(view.table.rowCount())) <= 5 * line
    view.grab().save(f"/tmp/penalties_1366_{translated}.png")


# --- amounts worked from an assumed rule value -----------------------------------------------


def _points_item(view: PenaltiesView, penalty: str) -> QTableWidgetItem:
    item = view.table.item(_row(view, penalty), 2)
    assert item is not None
    return item


def test_catalogue_amounts_from_assumed_values_carry_the_mark_and_their_notes(
    each_language: str, qtbot: QtBot, settings: Settings
) -> None:
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.context.set_ruleset(PRESETS["rrc"])
    # RRC: a chombo is twice the uma step off the final score (uma 30/10: steps of 20,000, so
    # 40,000); both the amount and the step count are assumed values of the preset
    item = _points_item(view, "false_win_tiles_shown")
    assert item.text().startswith(labels.points_text(40000) + "*"), item.text()
    tip = item.toolTip().splitlines()
    assert tip[0] == item.text()
    assert [line.split(" — ")[0] for line in tip[1:]] == [
        f"* {labels.rule_field_label('chombo_points')}",
        f"* {labels.rule_field_label('chombo_uma_steps')}",
    ]
    # a substitute loses twice the last place's uma (2 x 30,000), the uma itself assumed
    item = _points_item(view, "substitute")
    assert item.text().startswith(labels.points_text(60000) + "*"), item.text()
    assert item.toolTip().splitlines()[1].startswith(f"* {labels.rule_field_label('uma')} — ")
    # the note over the table says what the mark means; the selected row's line says which
    assert "*" in view.note.text()
    view.table.selectRow(_row(view, "substitute"))
    assert view.details.text().splitlines()[-1] == item.toolTip().splitlines()[1]
    if each_language != "en":
        assert CYRILLIC.search(view.note.text()) and CYRILLIC.search(item.toolTip())
    # EMA 2012: the chombo is a mangan-sized payment at the table (8,000; 12,000 by the
    # dealer), a mode read from secondary copies: each amount is marked
    view.context.set_ruleset(PRESETS["ema2012"])
    item = _points_item(view, "noten_riichi")
    eight, twelve = labels.points_text(8000), labels.points_text(12000)
    assert item.text().startswith(f"{eight}* – {twelve}*"), item.text()
    assert (
        item.toolTip().splitlines()[1].startswith(f"* {labels.rule_field_label('chombo_mode')} — ")
    )


@pytest.mark.parametrize("ruleset", ["ema", "ema2016"])
def test_a_catalogue_read_from_the_rule_text_has_no_mark(
    each_language: str, qtbot: QtBot, settings: Settings, ruleset: str
) -> None:
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.context.set_ruleset(PRESETS[ruleset])
    # EMA 2025 and 2016: the chombo deduction, 20,000 after uma, is read in the rule text
    item = _points_item(view, "noten_riichi")
    assert item.text() == labels.points_text(20000)
    assert item.toolTip() == item.text()
    assert all("*" not in _points_item(view, str(e["id"])).text() for e in view.entries)
    assert "*" not in view.note.text()
    view.table.selectRow(_row(view, "noten_riichi"))
    assert "\n* " not in view.details.text()


#: "Repeated: 2,000 → … , then ×2 each time" in each language (numbers in the locale's form)
LADDER_WORDS = {
    "en": ("Repeated: ", ", then ×2 each time"),
    "ru": ("Повторно: ", ", далее каждый раз ×2"),
    "uk": ("Повторно: ", ", далі щоразу ×2"),
}


def test_an_offence_that_climbs_the_ladder_shows_it(
    each_language: str, qtbot: QtBot, settings: Settings
) -> None:
    # RRC (rrc.md §3a): a polite warning, then 2,000, 4,000, 8,000, 16,000, doubling on
    view = PenaltiesView(AppContext(settings))
    qtbot.addWidget(view)
    view.context.set_ruleset(PRESETS["rrc"])
    head, tail = LADDER_WORDS[each_language]
    steps = [labels.points_text(p) for p in (2000, 4000, 8000, 16000)]
    cell = _cell(view, "wrong_dora_indicator", 1)
    assert cell.text().splitlines()[0] == labels.penalty_consequence_label("warning")
    assert cell.text().splitlines()[1] == head + " → ".join(steps) + tail
    assert "RRC RG §Порядок увеличения штрафов" in cell.toolTip()
    # a chombo does not climb: the same each time
    assert len(_cell(view, "noten_riichi", 1).text().splitlines()) == 1
    # EMA 2016 gives no amounts: RRC's ladder stands in, marked, and the tip says so
    view.context.set_ruleset(PRESETS["ema2016"])
    cell = _cell(view, "information_passing", 1)
    assert cell.text().splitlines()[1] == head + " → ".join(steps) + tail + "*"
    tip = cell.toolTip().splitlines()
    assert tip[-1].startswith("* ") and len(tip) == 5  # text (2 lines), source, note, assumed
    view.table.selectRow(_row(view, "information_passing"))
    assert view.details.text().splitlines()[-1] == tip[-1]
    if each_language != "en":
        assert CYRILLIC.search(tip[-1]) and CYRILLIC.search(tip[3])
    # online play has no catalogue, hence no ladder
    view.context.set_ruleset(PRESETS["tenhou"])
    assert not view.entries
