"""Ranked search of the Rules tab: ~60 queries a referee types, in English, Russian and
Ukrainian, and the page that must come first.

Expected pages come from the spellings in ``shared/rules/glossary.md`` (Russian UI names and
search aliases, Ukrainian UI and descriptive names, the Galaxy Open spellings it lists), from
the romaji names, and from what each rule page is about (``shared/rules/rulesets.md``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.settings import Settings
from referee_app.rules.rules_content import subtopic_in_use
from referee_app.rules.search import (
    SCORE_BODY,
    SCORE_EXACT,
    SCORE_TITLE_TYPO,
    SCORE_WORD_PREFIX,
    SearchEntry,
    match_score,
    rank,
    suggest,
)
from referee_app.views.rules.rules_view import RulesView


@pytest.fixture(scope="module")
def view(qapp: object, tmp_path_factory: pytest.TempPathFactory) -> Iterator[RulesView]:
    from PySide6.QtCore import QSettings

    path = tmp_path_factory.mktemp("rules") / "settings.ini"
    v = RulesView(AppContext(Settings(QSettings(str(path), QSettings.Format.IniFormat))))
    v.setProperty("kept_by_fixture", True)
    v.resize(1024, 700)
    yield v
    v.close()
    v.deleteLater()


FIRST: list[tuple[str, str]] = [
    # --- English / romaji ---
    ("pinfu", "yaku:pinfu"),
    ("TANYAO", "yaku:tanyao"),
    ("kuitan", "yaku:tanyao"),  # the glossary's open-tanyao name
    ("chiitoitsu", "yaku:chiitoitsu"),
    ("seven pairs", "yaku:chiitoitsu"),
    ("thirteen orphans", "yaku:kokushi"),  # before the 13-sided variant (tree order)
    ("kokushi", "yaku:kokushi"),
    ("nagashi", "yaku:nagashi_mangan"),
    ("double riichi", "yaku:double_riichi"),
    ("furiten", "furiten"),  # the topic itself, before pages that only mention it
    ("temporary furiten", "temporary_furiten"),
    ("chombo", "chombo"),
    ("dead hand", "dead_hand"),
    ("pao", "pao"),
    ("kyuushu kyuuhai", "kyuushu"),
    ("suufon renda", "suufon_renda"),
    ("suucha riichi", "suucha_riichi"),
    ("suukaikan", "suukaikan"),
    ("triple ron", "triple_ron"),
    ("atamahane", "call_priority"),
    ("kuikae", "kuikae"),
    ("swap-calling", "kuikae"),
    ("agari-yame", "agariyame"),
    ("agariyame", "agariyame"),  # without the hyphen
    ("honba", "honba"),
    ("renchan", "dealer_rotation"),
    ("uma", "uma_oka"),
    ("oka", "uma_oka"),
    ("kiriage", "rounding"),
    ("kazoe", "kazoe"),
    ("double yakuman", "double_yakuman"),
    ("red fives", "red_fives"),
    ("akadora", "red_fives"),
    ("ryanhan shibari", "min_han"),
    ("riichi conditions", "riichi_conditions"),
    ("noten payments", "exhaustive_draw"),
    ("busting", "game_end"),
    ("chiitoitsy", "yaku:chiitoitsu"),  # one typo
    ("kokusi", "yaku:kokushi"),  # one letter missing
    # --- Russian (glossary: UI names and aliases; ё/е either way) ---
    ("дабури", "yaku:double_riichi"),
    ("все простые", "yaku:tanyao"),
    ("ВСЕ ПРОСТЫЕ", "yaku:tanyao"),
    ("13 сирот", "yaku:kokushi"),
    ("семь пар", "yaku:chiitoitsu"),
    ("фанпай", "yaku:yakuhai_haku"),  # all yakuhai share it: the first in the tree
    ("Сёсанген", "yaku:shousangen"),  # Galaxy spelling
    ("Сесанген", "yaku:shousangen"),  # the same with е for ё
    ("Нагаси манган", "yaku:nagashi_mangan"),  # Galaxy spelling
    ("чистый ряд", "yaku:ittsu"),
    ("девять врат", "yaku:chuuren"),
    ("Таняо", "yaku:tanyao"),
    ("Риичи", "riichi"),  # the rules topic comes before the one-line yaku page
    ("фуритен", "furiten"),
    ("чомбо", "chombo"),
    ("мёртвая рука", "dead_hand"),
    ("мертвая рука", "dead_hand"),
    ("кюсюкюхай", "kyuushu"),
    ("куикаэ", "kuikae"),
    ("ума", "uma_oka"),
    ("хонба", "honba"),
    ("казое", "kazoe"),
    ("кириаге", "rounding"),
    ("атамахане", "call_priority"),
    ("Пинфк", "yaku:pinfu"),  # one typo
    # --- Ukrainian ---
    ("Усі прості", "yaku:tanyao"),
    ("піньфу", "yaku:pinfu"),
    ("Сім пар", "yaku:chiitoitsu"),
    ("Тринадцять сиріт", "yaku:kokushi"),
    ("Рюїсо", "yaku:ryuuiisou"),
    ("Чистий ряд", "yaku:ittsu"),
    ("Дев'ять брам", "yaku:chuuren"),
    ("фурітен", "furiten"),
    ("мертва рука", "dead_hand"),
    ("Нагаші манган", "yaku:nagashi_mangan"),
    ("червоні п'ятірки", "red_fives"),
    ("куікае", "kuikae"),
    ("перервана нічия", "abortive"),
    ("подвійний якуман", "double_yakuman"),
    ("кіріаге", "rounding"),
    # --- typed with the wrong keyboard layout (the same keys on ЙЦУКЕН / QWERTY) ---
    ("gbyae", "yaku:pinfu"),  # "пинфу" typed on the Latin layout
    ("gsymae", "yaku:pinfu"),  # "піньфу" typed on the Latin layout (і on the s key)
    ("агкшеут", "furiten"),  # "furiten" typed on the Russian layout
]


@pytest.mark.parametrize(("query", "topic"), FIRST, ids=[q for q, _t in FIRST])
def test_query_finds_the_right_page_first(view: RulesView, query: str, topic: str) -> None:
    view.search.setText(query)
    found = view.visible_topics()
    assert found and found[0] == topic, found[:5]
    assert view.current_topic == topic  # the best match opens at once


def test_title_matches_rank_above_text_matches(view: RulesView) -> None:
    # "replacement tile" is only in rule texts (rinshan, kan); "rinshan" is a yaku title.
    view.search.setText("rinshan")
    assert view.visible_topics()[0] == "yaku:rinshan"
    view.search.setText("replacement tile")
    assert "yaku:rinshan" in view.visible_topics()
    # "ippatsu" is the title of one yaku and a word in the riichi text: the yaku first
    view.search.setText("ippatsu")
    found = view.visible_topics()
    assert found[0] == "yaku:ippatsu" and len(found) > 1


def test_scores_of_the_kinds_of_match() -> None:
    entry = SearchEntry.build("x", ["Chiitoitsu", "Семь пар"], ["Seven pairs always 25 fu."])
    assert match_score("семь пар", entry) == SCORE_EXACT
    assert match_score("chiitoitsy", entry) == SCORE_TITLE_TYPO
    assert match_score("chitoit", entry) == SCORE_TITLE_TYPO  # a start with one slip
    assert match_score("always", entry) == SCORE_BODY
    assert match_score("pin", entry) == 0
    # a query under four letters matches only at the start of a word: "ума" (uma) is not
    # found inside "якуман", but "пар" is the start of "пар" in "Семь пар"
    yakuman = SearchEntry.build("y", ["Двойной якуман"], ["Якуман даёт 8000 очков."])
    assert match_score("ума", yakuman) == 0
    assert match_score("пар", entry) == SCORE_WORD_PREFIX
    general = SearchEntry.build("g", ["General"], ["always"], general=True)
    # a text-only match in a whole-topic page ranks below the same match in a section page
    assert [k for k, _s in rank("always", [general, entry])] == ["x", "g"]


def test_suggestion_for_a_query_with_two_typos() -> None:
    entries = [
        SearchEntry.build("yaku:pinfu", ["Pinfu"], []),
        SearchEntry.build("pao", ["Pao"], []),
    ]
    assert suggest("pimfy", entries) == "yaku:pinfu"  # two edits from "pinfu"
    assert suggest("zzzzqq", entries) is None


def test_nothing_found_suggests_and_offers_topics(view: RulesView) -> None:
    view.search.setText("chonbbo")  # two letters off "chombo": no hit, but a suggestion
    assert view.visible_topics() == []
    assert not view.no_results.isHidden() and view.results.isHidden()
    text = view.no_results.text()
    assert "href='suggest'" in text and "topic:furiten" in text
    view.no_results.linkActivated.emit("suggest")
    assert view.current_topic == "chombo"
    view.search.setText("qqqqzzzz")
    assert "suggest" not in view.no_results.text()
    view.no_results.linkActivated.emit("topic:kuikae")
    assert view.current_topic == "kuikae" and view.search.text() == ""
    assert view.no_results.isHidden() and not view.tree.isHidden()


def test_arrow_keys_in_the_search_box_walk_the_results(view: RulesView) -> None:
    view.search.setText("furiten")
    first, second = view.visible_topics()[:2]
    assert view.current_topic == first
    QTest.keyClick(view.search, Qt.Key.Key_Down)  # the focus stays in the search box
    assert view.current_topic == second
    QTest.keyClick(view.search, Qt.Key.Key_Up)
    QTest.keyClick(view.search, Qt.Key.Key_Up)  # stops at the top
    assert view.current_topic == first
    QTest.keyClick(view.search, Qt.Key.Key_Down)
    QTest.keyClick(view.search, Qt.Key.Key_Return)
    assert view.current_topic == second and view.search.text() == "furiten"


def test_abortive_draw_pages_show_the_selected_ruleset(view: RulesView) -> None:
    # Matrix A3: EMA 2025 has no abortive draws; Tenhou has all five kinds incl. triple ron;
    # Mahjong Soul has four, but a triple ron is paid (not abortive).
    assert subtopic_in_use("kyuushu", PRESETS["ema"]) is False
    assert subtopic_in_use("kyuushu", PRESETS["tenhou"]) is True
    # the triple-ron page has no yes/no line: it says how many claimants win (test_rule_pages)
    assert subtopic_in_use("triple_ron", PRESETS["tenhou"]) is None
    assert subtopic_in_use("suucha_riichi", PRESETS["mahjongsoul"]) is True
    # Matrix A2: swap-calling allowed only in Galaxy Open (and EMA 2012)
    assert subtopic_in_use("kuikae", PRESETS["galaxy"]) is True
    assert subtopic_in_use("kuikae", PRESETS["ema"]) is False
    view.search.clear()
    view.context.set_ruleset(PRESETS["ema"])
    view.show_topic("kyuushu")
    assert "EMA 2025: no" in view.browser.toPlainText()
    view.context.set_ruleset(PRESETS["tenhou"])
    assert "Tenhou" in view.browser.toPlainText() and ": yes" in view.browser.toPlainText()
    view.context.set_ruleset(PRESETS["ema"])
