"""The breakdown's figures for hands worked out by hand from the rules (han, fu, payments)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import HandState
from referee_app.text import labels
from referee_app.views.hand.breakdown_view import BreakdownView, payment_text


@pytest.fixture
def context(settings: Any) -> AppContext:
    ctx = AppContext(settings)
    ctx.set_ruleset(PRESETS["ema2016"])  # no kiriage, no red fives
    return ctx


@pytest.fixture
def setup(qtbot: QtBot, context: AppContext) -> tuple[HandState, BreakdownView]:
    state = HandState(context)
    view = BreakdownView()
    qtbot.addWidget(view)
    view.resize(520, 600)
    state.changed.connect(lambda: view.set_result(state.result_kind, state.result, state.snapshot))
    return state, view


def lines(view: BreakdownView) -> list[str]:
    return [" ".join(line.split()) for line in view.toPlainText().splitlines() if line.strip()]


def value_of(view: BreakdownView, label: str) -> str:
    """The value cell of the first table row whose label is `label` (the yaku's local name
    and the drawn tiles after it are ignored)."""
    text = lines(view)
    for i, line in enumerate(text):
        bare = line.replace("\ufffc", "").strip()
        if bare == label or bare.startswith(label + " "):
            return text[i + 1]
    raise AssertionError(f"no row {label!r} in {text}")


def test_payment_texts() -> None:
    assert payment_text({"discarder": 7700}) == "Ron: 7,700 from the discarder"
    assert (
        payment_text({"dealer": 3900, "non_dealer": 2000})
        == "Tsumo: 2,000 / 3,900 (each non-dealer / the dealer)"
    )
    assert payment_text({"non_dealer": 2600}) == "Tsumo: 2,600 from each player"


def test_closed_ron_pinfu_tanyao_riichi(setup: tuple[HandState, BreakdownView]) -> None:
    # South seat, ron on 8s with riichi: 234m 456m 345p 67s+8s 22s. Yaku: riichi 1, pinfu 1,
    # tanyao 1 = 3 han. Fu: 20 base + 10 closed ron = 30. Basic 30 * 2^(3+2) = 960;
    # non-dealer ron 4 * 960 = 3,840 -> 3,900.
    state, view = setup
    state.set_notation("234m456m345p67s22s 8s")
    state.set_seat_wind("S")
    state.set_flag("riichi", True)
    text = lines(view)
    assert text[0].startswith("3,900")
    assert "3 han, 30 fu" in text[0]
    assert "Ron: 3,900 from the discarder" in text
    for name in ("Riichi", "Pinfu", "Tanyao"):
        assert value_of(view, name) == "1 han", name
    assert value_of(view, "Base fu") == "20 fu"
    assert value_of(view, labels.fu_label("closed_ron")) == "10 fu"
    assert value_of(view, "Total") == "3 han"


def test_dealer_tsumo_pays_from_each(setup: tuple[HandState, BreakdownView]) -> None:
    # East (dealer) tsumo, same hand, no riichi: menzen tsumo + pinfu + tanyao = 3 han;
    # pinfu tsumo = 20 fu (no tsumo fu). Basic 20 * 2^5 = 640; each pays 2 * 640 = 1,280
    # -> 1,300; total 3,900.
    state, view = setup
    state.set_notation("234m456m345p67s22s 8s")
    state.set_win("tsumo")
    text = lines(view)
    assert text[0].startswith("3,900") and "3 han, 20 fu" in text[0]
    assert "Tsumo: 1,300 from each player" in text


def test_non_dealer_tsumo_2000_3900_with_rounding_line(
    setup: tuple[HandState, BreakdownView],
) -> None:
    # South tsumo on 7s closing 6-8s (kanchan) with riichi, indicator 1m makes 2m dora:
    # riichi + menzen tsumo + tanyao + dora 1 = 4 han. Fu 20 + 2 tsumo + 2 kanchan = 24 -> 30.
    # Basic 30 * 2^6 = 1,920: non-dealers 1,920 -> 2,000, dealer 3,840 -> 3,900; 7,900 total.
    state, view = setup
    state.set_notation("234m456m345p68s22s 7s | dora:1m")
    state.set_seat_wind("S")
    state.set_win("tsumo")
    state.set_flag("riichi", True)
    text = lines(view)
    assert text[0].startswith("7,900") and "4 han, 30 fu" in text[0]
    assert "Tsumo: 2,000 / 3,900 (each non-dealer / the dealer)" in text
    assert value_of(view, "Dora: 1") == "1 han"
    assert value_of(view, "24 fu, rounded up to 30 fu") == "30 fu"
    assert value_of(view, labels.fu_label("wait_kanchan")) == "2 fu"
    assert value_of(view, labels.fu_label("tsumo")) == "2 fu"


def test_counters_and_riichi_sticks(setup: tuple[HandState, BreakdownView]) -> None:
    # The 3,900 ron above with 2 honba (300 each on a ron: +600) and 1 riichi stick (+1,000):
    # 3,900 + 600 + 1,000 = 5,500 received.
    state, view = setup
    state.set_notation("234m456m345p67s22s 8s")
    state.set_seat_wind("S")
    state.set_flag("riichi", True)
    state.set_honba(2)
    state.set_riichi_sticks(1)
    text = lines(view)
    assert text[0].startswith("5,500")
    # on a ron the discarder alone pays the counters (regression: said "from each payer")
    assert any(line.startswith("Counters: +600 from the discarder") for line in text)
    assert any(line.startswith("Riichi sticks on the table: +1,000") for line in text)


def test_counters_on_tsumo_come_from_each_player(setup: tuple[HandState, BreakdownView]) -> None:
    # Dealer pinfu tsumo (3,900 all as above, 1,300 each) with 1 honba: 100 per honba from each
    # of the three payers, so the answer's honba_points is +100 and the total 3,900 + 300.
    state, view = setup
    state.set_notation("234m456m345p67s22s 8s")
    state.set_win("tsumo")
    state.set_honba(1)
    text = lines(view)
    assert text[0].startswith("4,200")
    assert any(line.startswith("Counters: +100 from each player") for line in text)
    assert not any("discarder" in line for line in text if line.startswith("Counters"))


def test_open_hand_with_red_five_contract_example(
    setup: tuple[HandState, BreakdownView], context: AppContext
) -> None:
    # The contract's example under RRC (red fives): South ron on 5p, chun pon, chi 0m34m.
    # Yakuhai chun 1 + red five 1 = 2 han; 20 + 4 (open honour pon) + 2 (pair wait) = 26 -> 30
    # fu. Basic 30 * 2^4 = 480; ron 4 * 480 = 1,920 -> 2,000.
    state, view = setup
    context.set_ruleset(PRESETS["rrc"])
    state.set_notation("234567m5p 5p | pon:777z chi:0m34m")
    state.set_seat_wind("S")
    text = lines(view)
    assert text[0].startswith("2,000") and "2 han, 30 fu" in text[0]
    assert value_of(view, "Red fives: 1") == "1 han"
    assert value_of(view, labels.fu_label("open_pon_honor")) == "4 fu"
    assert value_of(view, "26 fu, rounded up to 30 fu") == "30 fu"
    # the honour pon's fu line draws its tiles
    assert 'src="tiles:7z,7z,7z@' in view.html_source


def test_mangan_is_named(setup: tuple[HandState, BreakdownView]) -> None:
    # South tsumo, riichi, pinfu wait, dora 2m: riichi + tsumo + pinfu + tanyao + dora = 5 han
    # = mangan: 2,000 from each non-dealer, 4,000 from the dealer, 8,000.
    state, view = setup
    state.set_notation("234m456m345p67s22s 8s | dora:1m")
    state.set_seat_wind("S")
    state.set_win("tsumo")
    state.set_flag("riichi", True)
    text = lines(view)
    assert text[0].startswith("8,000") and "Mangan" in text[0]


def test_yakuman(setup: tuple[HandState, BreakdownView]) -> None:
    # Three dragon pons (daisangen) + 123m + 99p pair, South ron: yakuman, basic 8,000,
    # non-dealer ron 4 * 8,000 = 32,000.
    state, view = setup
    state.set_notation("555666777z123m9p 9p")
    state.set_seat_wind("S")
    text = lines(view)
    assert text[0].startswith("32,000") and labels.yakuman_text(1) in text[0]
    assert any(line.startswith("Daisangen") for line in text)


def test_runner_up_and_why_not(setup: tuple[HandState, BreakdownView]) -> None:
    # 111 222 333m 456p 99s, South tsumo on 3m. As three concealed pons: menzen tsumo 1 +
    # sanankou 2 = 3 han; fu 20 + 2 tsumo + 8 (closed 1m pon) + 4 + 4 (2m, 3m) = 38 -> 40;
    # basic 40 * 2^5 = 1,280: 1,300 / 2,600 = 5,200. As 123m three times: tsumo + iipeikou =
    # 2 han, 20 + 2 tsumo + 2 (edge wait 12-3m) = 24 -> 30 fu; basic 480: 500 / 1,000 = 2,000.
    state, view = setup
    state.set_notation("11122233m456p99s 3m")
    state.set_seat_wind("S")
    state.set_win("tsumo")
    text = lines(view)
    assert text[0].startswith("5,200") and "3 han, 40 fu" in text[0]
    assert value_of(view, "Sanankou") == "2 han"
    assert "Runner-up reading: 2 han, 30 fu, 2,000 points — Menzen tsumo, Iipeikou" in text
    assert any(line.startswith("Why not Iipeikou?") for line in text)


def test_thirteen_tiles_show_waits_and_values(setup: tuple[HandState, BreakdownView]) -> None:
    # 234m 456m 345p 67s 22s, riichi, South: waits 5s and 8s. Ron: 3,900 (above). Tsumo:
    # riichi + tsumo + pinfu + tanyao, 20 fu: basic 1,280: 1,300 / 2,600 = 5,200.
    state, view = setup
    state.set_notation("234m456m345p67s22s")
    state.set_seat_wind("S")
    state.set_flag("riichi", True)
    text = lines(view)
    assert text[0].startswith("Tenpai")
    html = view.html_source
    assert html.index('src="tile:5s@') < html.index('src="tile:8s@')
    assert sum(1 for line in text if "3,900" in line) >= 2  # ron on 5s and on 8s
    assert sum(1 for line in text if "5,200" in line) >= 2
    # Regression: the wait tiles in the table were drawn at text size, hard to tell apart;
    # they are now half again as tall as the breakdown's other tiles
    sizes = [int(h) for h in re.findall(r'src="tile:[0-9][mpsz]@([0-9]+)"', html)]
    assert min(sizes) >= round(view._tile_h * 1.5)


def test_not_tenpai(setup: tuple[HandState, BreakdownView]) -> None:
    state, view = setup
    state.set_notation("1357m2468p1357s9s")
    assert lines(view)[0] == "Not tenpai"


def test_no_yaku_is_explained_in_words(setup: tuple[HandState, BreakdownView]) -> None:
    # Open chi 123m, no yakuhai, a terminal run: no yaku at all.
    state, view = setup
    state.set_notation("456m345p67s22s 8s | chi:123m")
    state.set_seat_wind("S")
    text = view.toPlainText()
    assert lines(view)[0] == "No yaku"
    assert labels.error_label("no_yaku") in " ".join(text.split())
    assert "Traceback" not in text
    assert "Why not Pinfu?" in text


def test_invalid_hand_message(setup: tuple[HandState, BreakdownView]) -> None:
    state, view = setup
    state.set_notation("123m456p789s1234z 5z")
    assert lines(view)[0] == "Not a winning hand"
    assert labels.error_label("not_a_winning_hand") in " ".join(view.toPlainText().split())


def test_incomplete_and_empty(setup: tuple[HandState, BreakdownView]) -> None:
    state, view = setup
    state.set_notation("123m")
    assert lines(view)[0].startswith("11 more tile")  # 3 of the 14 a win needs
    state.clear()
    assert lines(view)[0] == "No hand yet"


@pytest.mark.parametrize(
    ("notation", "tsumo"),
    [
        ("234m456m345p68s22s 7s | dora:1m", True),
        ("11122233m456p99s 3m", True),
        ("456m345p67s22s 8s | chi:123m", False),
        ("2m345p678s 2m | ankan:7777z shouminkan:5555z", False),
        ("234567m5p 5p | pon:777z chi:345m", False),
    ],
)
def test_every_why_link_names_a_rules_topic(
    setup: tuple[HandState, BreakdownView], notation: str, tsumo: bool
) -> None:
    from referee_app.rules.rules_content import ALL_TOPIC_IDS

    state, view = setup
    state.set_notation(notation)
    state.set_seat_wind("S")
    state.set_win("tsumo" if tsumo else "ron")
    topics = re.findall(r'href="why:([^"]+)"', view.html_source)
    assert topics
    assert set(topics) <= set(ALL_TOPIC_IDS)


def test_reading_tags_called_sets_and_pons_completed_by_ron(
    setup: tuple[HandState, BreakdownView],
) -> None:
    # East dealer, ron on 6z: chi 345m (called), 345p 345s, 22p and 66z waiting on either
    # (shanpon), so the 666z pon is completed by the discard: it counts as open (4 fu, not 8)
    # though nobody called it. The reading must say which set was called and which was not.
    state, view = setup
    state.set_notation("22345p345s66z 6z | chi:345m")
    texts = lines(view)
    reading = next(i for i, line in enumerate(texts) if "Shanpon" in line or "shanpon" in line)
    tags = " ".join(texts[reading + 1 :])
    assert "Chi (called)" in tags
    # sets formed in the hand are named as such: "chi" and "pon" are calls
    assert "Triplet (by ron)" in tags
    assert "Run" in tags and tags.count("Chi") == 1
    assert "Pon" not in tags
    assert value_of(view, labels.fu_label("open_pon_honor")) == "4 fu"


def test_a_set_caption_is_never_broken_inside_a_word(
    setup: tuple[HandState, BreakdownView], each_language: str
) -> None:
    # Issue 25: «Последователь|ность», «Одиночный тайл» in two-letter pieces at 1024 px: the
    # reading's captions keep whole words (no wrapping inside a caption), and the sets wrap
    # onto another row when the captions need more room than there is.
    state, view = setup
    state.set_notation("123m456p789s111z2z 2z")

    def reading_rows(width: int) -> list[str]:
        view.resize(width, 600)
        view.refresh()
        reading = view._html[view._html.rfind("<table") :]
        assert reading.count("<span") == 5
        assert reading.count("white-space:nowrap") == 5
        return reading.split("<tr>")[1:]

    assert len(reading_rows(900)) == 1, "one row where there is room"
    narrow = reading_rows(300)
    if each_language != "en":  # «Последовательность», «Послідовність»: two rows at 300 px
        assert len(narrow) >= 2, "the sets did not wrap at 300 px"
    assert labels.set_label("chi", called=False) in view._html
