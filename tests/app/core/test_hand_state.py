"""HandState: notation, tile counts, calls, the winning tile, situation conflicts, undo/redo,
requests, and the engine answers it keeps. Expected values are worked by hand in comments."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine.errors import EngineError
from engine.ids import ConflictId, MeldKind, Wind
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import (
    HandState,
    Meld,
    NotationError,
    format_notation,
    parse_notation,
    parse_tiles,
    tiles_to_mpsz,
)


@pytest.fixture
def state(qtbot: QtBot, context: AppContext) -> HandState:
    del qtbot
    context.set_ruleset(PRESETS["ema2016"])  # no kiriage, no red fives
    return HandState(context)


def _use(context: AppContext, preset: str) -> None:
    context.set_ruleset(PRESETS[preset])


# --- notation ------------------------------------------------------------------------------


def test_parse_tiles_keeps_order_and_red_fives() -> None:
    assert parse_tiles("123m0p5z") == ["1m", "2m", "3m", "0p", "5z"]


@pytest.mark.parametrize(
    ("text", "code"),
    [("123", "syntax"), ("12x", "syntax"), ("8z", "honor_digit"), ("0z", "red_honor")],
)
def test_parse_tiles_rejects_bad_text(text: str, code: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_tiles(text)
    assert info.value.code == code


def test_tiles_to_mpsz_sorts_and_groups() -> None:
    assert tiles_to_mpsz(["5z", "3m", "1m", "0p", "5p"]) == "13m05p5z"


def test_notation_round_trip_with_calls_and_indicators(state: HandState) -> None:
    # chi:433m is not a run (3, 3, 4)
    with pytest.raises(NotationError) as info:
        parse_notation("234567m5p 5p | pon:777z chi:433m", state.snapshot)
    assert info.value.code == "bad_call"
    good = "234567m5p 5p | pon:777z chi:435m dora:3s"
    snap = parse_notation(good, state.snapshot)
    assert snap.melds == (
        Meld(MeldKind.PON, ("7z", "7z", "7z")),
        Meld(MeldKind.CHI, ("4m", "3m", "5m")),
    )
    assert state.set_notation(good)
    # the called tile (written first) is kept; the winning tile is written last, apart
    assert state.notation() == "234567m5p 5p | pon:777z chi:435m dora:3s"
    assert format_notation(state.snapshot) == state.notation()


def test_invalid_notation_leaves_the_hand_as_it_was(state: HandState) -> None:
    state.set_notation("123m")
    before = state.snapshot
    for bad in ("123m99999m", "12q", "123m pon:123m", "11112222333344445555m"):
        with pytest.raises(NotationError):
            state.set_notation(bad)
        assert state.snapshot == before


def test_last_tile_written_is_the_winning_tile(state: HandState) -> None:
    state.set_notation("123m456p789s11z2z22z")  # 14 tiles, written last: 2z
    assert state.snapshot.effective_win_tile == "2z"
    state.set_notation("123m456p789s1z222z 1z")
    assert state.snapshot.effective_win_tile == "1z"


# --- tiles and counts ----------------------------------------------------------------------


def test_fifth_copy_is_refused_counting_calls_and_indicators(state: HandState) -> None:
    with pytest.raises(NotationError) as info:
        state.set_notation("55m | pon:555m")  # 2 + 3 = 5 copies
    assert info.value.code == "too_many_copies"
    assert state.snapshot.concealed == ()
    state.set_notation("5m | pon:555m")  # four copies
    assert state.copies_left("5m") == 0
    assert not state.add_tile("5m")
    assert not state.add_indicator("5m")


def test_red_five_needs_a_ruleset_with_red_fives(state: HandState, context: AppContext) -> None:
    assert not state.add_tile("0p")  # EMA 2016 has no red fives
    with pytest.raises(NotationError) as info:
        state.set_notation("0p")
    assert info.value.code == "no_red"
    _use(context, "rrc")
    assert state.add_tile("0p")
    assert state.copies_left("0p") == 0  # one red five per suit
    assert state.copies_left("5p") == 3  # the red five is one of the four fives


def test_four_plain_fives_are_refused_where_one_five_is_red(
    state: HandState, context: AppContext
) -> None:
    # RRC plays one red five per suit (rrc.md row 4): three plain 5m and the red 0m exist, so
    # a typed 5555m must have one red; the typed text stays for the user to correct.
    _use(context, "rrc")
    with pytest.raises(NotationError) as info:
        state.set_notation("345m555m678p11z45s 3s")
    assert (info.value.code, info.value.detail) == ("plain_fives", "5m")
    state.set_notation("340m555m678p11z45s 3s")  # with the red five it is a hand
    _use(context, "ema2016")  # no red fives: four plain fives are just four fives
    state.set_notation("345m555m678p11z45s 3s")


def test_hand_is_full_at_fourteen_tiles_minus_three_per_call(state: HandState) -> None:
    state.set_notation("123m456p789s11z222z")
    assert state.room == 0
    assert not state.add_tile("3z")
    state.set_notation("123m456p11z222z | pon:777s")
    assert state.room == 0  # 11 tiles + one call


def test_winning_tile_defaults_to_the_last_added_and_can_be_chosen(state: HandState) -> None:
    for tile in ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "1z", "1z", "2z", "2z"]:
        assert state.add_tile(tile)
    assert state.snapshot.effective_win_tile is None  # 13 tiles: not complete yet
    state.add_tile("3m")
    assert state.snapshot.effective_win_tile == "3m"
    assert state.set_win_tile("1z")
    assert state.snapshot.effective_win_tile == "1z"
    assert state.to_request()["win_tile"] == "1z"
    assert not state.set_win_tile("9m")  # not in the hand
    state.remove_tile("1z")
    state.add_tile("6z")
    # the chosen 1z is still in the hand (one copy left), so it stays the winning tile
    assert state.snapshot.effective_win_tile == "1z"


# --- calls ---------------------------------------------------------------------------------


def test_chi_offers_every_run_containing_the_called_tile(state: HandState) -> None:
    runs = state.meld_options(MeldKind.CHI, "4m")
    # 4m can be low, middle or high: 234m, 345m, 456m; the called tile comes first
    assert [sorted(m.tiles) for m in runs] == [
        ["2m", "3m", "4m"],
        ["3m", "4m", "5m"],
        ["4m", "5m", "6m"],
    ]
    assert all(m.tiles[0] == "4m" for m in runs)
    assert len(state.meld_options(MeldKind.CHI, "1m")) == 1  # only 123m
    assert state.meld_options(MeldKind.CHI, "1z") == []  # honours make no runs


def test_chi_skips_runs_whose_tiles_are_used_up(state: HandState) -> None:
    state.set_notation("2222m")
    runs = state.meld_options(MeldKind.CHI, "4m")
    assert [sorted(m.tiles) for m in runs] == [["3m", "4m", "5m"], ["4m", "5m", "6m"]]


def test_kan_of_fives_holds_the_red_five_when_the_set_has_one(
    state: HandState, context: AppContext
) -> None:
    _use(context, "rrc")
    (kan,) = state.meld_options(MeldKind.KAN, "5s")
    assert sorted(kan.tiles) == ["0s", "5s", "5s", "5s"]
    _use(context, "ema2016")
    (kan,) = state.meld_options(MeldKind.KAN, "5s")
    assert kan.tiles == ("5s", "5s", "5s", "5s")


def test_a_kan_or_pon_of_white_dragons_never_holds_a_red_five(
    state: HandState, context: AppContext
) -> None:
    # 5z is the white dragon, not a five: no red copy exists (found by the monkey test, which
    # drew a "0z" and crashed the calls row)
    _use(context, "rrc")
    (kan,) = state.meld_options(MeldKind.KAN, "5z")
    assert kan.tiles == ("5z", "5z", "5z", "5z")
    assert [m.tiles for m in state.meld_options(MeldKind.PON, "5z")] == [("5z", "5z", "5z")]


def test_pon_becomes_an_added_kan(state: HandState) -> None:
    state.add_meld(Meld(MeldKind.PON, ("7z", "7z", "7z")))
    assert state.pon_to_upgrade("7z") == 0
    assert state.upgrade_to_added_kan("7z")
    assert state.snapshot.melds == (Meld(MeldKind.SHOUMINKAN, ("7z", "7z", "7z", "7z")),)
    assert state.to_request()["melds"] == ["shouminkan:7777z"]


def test_call_needs_room_in_the_hand(state: HandState) -> None:
    state.set_notation("123m456p789s11z2z")  # 12 concealed tiles: no room for 3 more
    assert state.meld_options(MeldKind.PON, "5z") == []
    assert not state.add_meld(Meld(MeldKind.PON, ("5z", "5z", "5z")))


# --- situation -----------------------------------------------------------------------------


def test_ippatsu_needs_riichi(state: HandState) -> None:
    assert state.flag_blocker("ippatsu") == ConflictId.IPPATSU_WITHOUT_RIICHI
    assert not state.set_flag("ippatsu", True)
    state.set_flag("riichi", True)
    assert state.set_flag("ippatsu", True)
    state.set_flag("riichi", False)  # ippatsu cannot stay without riichi
    assert "ippatsu" not in state.snapshot.flags


def test_riichi_is_refused_with_an_open_call(state: HandState) -> None:
    state.set_flag("riichi", True)
    state.add_meld(Meld(MeldKind.PON, ("7z", "7z", "7z")))
    assert "riichi" not in state.snapshot.flags
    assert state.flag_blocker("riichi") == ConflictId.RIICHI_OPEN_HAND
    state.undo()
    assert "riichi" in state.snapshot.flags  # undo brings back what was entered
    state.add_meld(Meld(MeldKind.ANKAN, ("7z", "7z", "7z", "7z")))
    assert "riichi" in state.snapshot.flags  # a closed kan keeps the hand closed


@pytest.mark.parametrize(
    ("flag", "win", "conflict"),
    [
        ("rinshan", "ron", ConflictId.RINSHAN_ON_RON),
        ("haitei", "ron", ConflictId.HAITEI_ON_RON),
        ("chankan", "tsumo", ConflictId.CHANKAN_ON_TSUMO),
        ("houtei", "tsumo", ConflictId.HOUTEI_ON_TSUMO),
        ("tenhou", "ron", ConflictId.TENHOU_ON_RON),
        ("renhou", "tsumo", ConflictId.RENHOU_ON_TSUMO),
    ],
)
def test_flags_that_need_the_other_kind_of_win(
    state: HandState, flag: str, win: str, conflict: ConflictId
) -> None:
    state.set_seat_wind(Wind.EAST if flag == "tenhou" else Wind.SOUTH)
    state.set_win("ron" if win == "ron" else "tsumo")
    assert state.flag_blocker(flag) == conflict
    assert not state.set_flag(flag, True)


def test_rinshan_needs_a_kan_and_haitei_excludes_it(state: HandState) -> None:
    state.set_win("tsumo")
    assert state.flag_blocker("rinshan") == ConflictId.RINSHAN_WITHOUT_KAN
    state.add_meld(Meld(MeldKind.ANKAN, ("1z", "1z", "1z", "1z")))
    assert state.set_flag("rinshan", True)
    assert state.flag_blocker("haitei") == ConflictId.HAITEI_WITH_RINSHAN
    state.set_win("ron")  # rinshan is a tsumo: switching to ron turns it off
    assert "rinshan" not in state.snapshot.flags


def test_first_turn_wins_by_seat(state: HandState) -> None:
    state.set_win("tsumo")
    state.set_seat_wind("S")
    assert state.flag_blocker("tenhou") == ConflictId.TENHOU_NON_DEALER
    assert state.set_flag("chiihou", True)
    state.set_seat_wind("E")  # the dealer cannot have chiihou
    assert "chiihou" not in state.snapshot.flags
    assert state.set_flag("tenhou", True)
    assert state.flag_blocker("riichi") == ConflictId.TENHOU_WITH_RIICHI


def test_ruleset_without_double_riichi_blocks_it(state: HandState, context: AppContext) -> None:
    state.set_flag("double_riichi", True)
    _use(context, "galaxy")  # Galaxy has no double riichi (correction 6)
    assert "double_riichi" not in state.snapshot.flags
    assert state.flag_blocker("double_riichi") == ConflictId.DOUBLE_RIICHI_NOT_IN_RULESET


def test_ura_indicators_need_riichi_and_a_dora_indicator(state: HandState) -> None:
    assert state.ura_blocker() == ConflictId.URA_WITHOUT_RIICHI
    assert not state.add_indicator("3p", ura=True)
    state.set_flag("riichi", True)
    assert state.ura_blocker() == ConflictId.MORE_URA_THAN_DORA
    state.add_indicator("3s")
    assert state.add_indicator("3p", ura=True)
    assert state.to_request()["ura_indicators"] == "3p"
    state.set_flag("riichi", False)
    # kept (nothing entered is lost) but not sent without riichi
    assert state.snapshot.ura == ("3p",)
    assert state.to_request()["ura_indicators"] == ""


def test_at_most_five_dora_indicators(state: HandState) -> None:
    for tile in ("1m", "2m", "3m", "4m", "5m"):
        assert state.add_indicator(tile)
    assert not state.add_indicator("6m")


# --- undo / redo ---------------------------------------------------------------------------


def test_undo_and_redo_walk_the_history(state: HandState) -> None:
    state.add_tile("1m")
    state.add_tile("2m")
    state.set_flag("riichi", True)
    assert state.undo()
    assert "riichi" not in state.snapshot.flags
    assert state.undo()
    assert state.snapshot.concealed == ("1m",)
    assert state.redo()
    assert state.snapshot.concealed == ("1m", "2m")
    state.add_tile("3m")  # a new edit drops the redo history
    assert not state.can_redo


def test_typing_notation_is_one_undo_step(state: HandState) -> None:
    for text in ("1", "12", "123", "123m", "123m4", "123m45p"):
        with contextlib.suppress(NotationError):  # "1", "12", "123", "123m4" are unfinished
            state.set_notation(text, coalesce=True)
    state.end_coalescing()
    assert state.snapshot.concealed == ("1m", "2m", "3m", "4p", "5p")
    state.undo()
    assert state.snapshot.concealed == ()


def test_clear_keeps_the_situation_and_undo_restores(state: HandState) -> None:
    state.set_notation("123m456p | pon:777z dora:1z")
    state.set_seat_wind("W")
    state.clear()
    snap = state.snapshot
    assert (snap.concealed, snap.melds, snap.dora) == ((), (), ())
    assert snap.seat_wind == Wind.WEST
    state.undo()
    assert state.snapshot.dora == ("1z",)


# --- requests ------------------------------------------------------------------------------


def test_to_request_is_a_contract_score_input(state: HandState) -> None:
    state.set_notation("234567m5p 5p | pon:777z chi:345m dora:3s")
    state.set_seat_wind("S")
    req = state.to_request()
    assert "ruleset" not in req
    assert req["hand"] == "234567m55p"
    assert req["win_tile"] == "5p"
    assert req["melds"] == ["pon:777z", "chi:345m"]
    assert (req["win"], req["seat_wind"], req["round_wind"]) == ("ron", "S", "E")
    assert req["dora_indicators"] == "3s"
    assert req["riichi"] is False and req["honba"] == 0


def test_load_request_round_trip(state: HandState, context: AppContext) -> None:
    _use(context, "rrc")
    request = {
        "hand": "234567m55p",
        "win_tile": "5p",
        "melds": ["pon:777z", "chi:0m34m"],
        "win": "ron",
        "seat_wind": "S",
        "round_wind": "E",
        "dora_indicators": "3s",
        "honba": 2,
        "riichi_sticks": 1,
    }
    state.load_request(request)
    req = state.to_request()
    assert req["hand"] == "234567m55p" and req["win_tile"] == "5p"
    assert req["melds"] == ["pon:777z", "chi:340m"]
    assert (req["honba"], req["riichi_sticks"]) == (2, 1)


@pytest.mark.parametrize(
    "bad",
    [
        {"hand": 123},
        {"hand": "123m", "win_tile": "9m"},
        {"hand": "123m", "melds": "pon:777z"},
        {"hand": "123m", "seat_wind": "X"},
        {"hand": "123m", "honba": -1},
        {"hand": "123m", "win": "draw"},
        {"hand": "11111m"},
        {"hand": "123m", "ippatsu": True},  # ippatsu without riichi
    ],
)
def test_load_request_validates_first_and_changes_nothing(
    state: HandState, bad: dict[str, Any]
) -> None:
    state.set_notation("19m19p19s1234567z")
    before = state.snapshot
    with pytest.raises((EngineError, ValueError)):
        state.load_request(bad)
    assert state.snapshot == before


# --- engine answers ------------------------------------------------------------------------


def test_score_kept_for_a_complete_hand(state: HandState) -> None:
    # South seat, ron on 8s, riichi; 234m 456m 345p 678s 22s: riichi, pinfu, tanyao = 3 han;
    # pinfu ron = 20 base + 10 closed ron = 30 fu. Basic 30 * 2^5 = 960; non-dealer ron
    # 960 * 4 = 3,840 -> 3,900.
    state.set_notation("234m456m345p67s22s 8s")
    state.set_seat_wind("S")
    state.set_flag("riichi", True)
    assert state.result_kind == "score"
    assert state.result is not None and state.result["ok"]
    assert (state.result["han"], state.result["fu"], state.result["total"]) == (3, 30, 3900)


def test_waits_with_values_for_thirteen_tiles(state: HandState) -> None:
    # 234m 456m 345p 67s 22s waits on 5s and 8s (two-sided). Ron as South with riichi:
    # riichi + pinfu + tanyao, 30 fu -> 3,900 (as above). Tsumo adds menzen tsumo: 4 han,
    # pinfu tsumo 20 fu: basic 20 * 2^6 = 1,280: 1,300 from each non-dealer, 2,600 from the
    # dealer = 5,200.
    state.set_notation("234m456m345p67s22s")
    state.set_seat_wind("S")
    state.set_flag("riichi", True)
    assert state.result_kind == "waits"
    result = state.result
    assert result is not None and result["ok"] and result["tenpai"]
    assert sorted(result["waits"]) == ["5s", "8s"]
    values = {v["tile"]: v for v in result["values"]}
    assert values["8s"]["ron"]["total"] == 3900
    assert values["8s"]["tsumo"]["total"] == 5200


def test_engine_error_never_clears_the_hand(state: HandState) -> None:
    state.set_notation("123m456p789s1234z 5z")  # 14 tiles, not a winning shape
    assert state.result is not None and not state.result["ok"]
    assert state.result["error"]["code"] == "not_a_winning_hand"
    assert len(state.snapshot.concealed) == 14


def test_changed_fires_and_ruleset_change_rescores(
    qtbot: QtBot, state: HandState, context: AppContext
) -> None:
    # Non-dealer tsumo with riichi on a closed wait (6-8s waiting on 7s): riichi + tsumo +
    # tanyao + 1 dora (indicator 1m -> 2m) = 4 han; 20 + 2 tsumo + 2 kanchan = 24 -> 30 fu.
    # EMA 2016: basic 30 * 2^6 = 1,920 -> 2,000 / 3,900. EMA 2025 rounds 4-30 up to mangan
    # (kiriage): 2,000 / 4,000.
    state.set_notation("234m456m345p68s22s 7s | dora:1m")
    state.set_seat_wind("S")
    state.set_win("tsumo")
    state.set_flag("riichi", True)
    assert state.result is not None
    assert state.result["payments"] == {"dealer": 3900, "non_dealer": 2000}
    with qtbot.waitSignal(state.changed):
        _use(context, "ema")
    assert state.result["payments"] == {"dealer": 4000, "non_dealer": 2000}


def test_full_hand_palette_click_replaces_the_winning_tile(state: HandState) -> None:
    # 234m 456m 345p 67s 22s + 8s; replacing the winner by 5s is the other side of the
    # two-sided wait: still riichi-less pinfu + tanyao, 2 han 30 fu as South:
    # basic 30 * 2^4 = 480, ron 4 * 480 = 1,920 -> 2,000.
    state.set_notation("234m456m345p67s22s 8s")
    state.set_seat_wind("S")
    assert state.replace_win_tile("5s")
    assert state.snapshot.effective_win_tile == "5s"
    assert "8s" not in state.snapshot.concealed
    assert state.result is not None and state.result["total"] == 2000
    assert not state.replace_win_tile("5s")  # already the winner


def test_ura_kept_without_riichi_still_reads_back(state: HandState) -> None:
    state.set_flag("riichi", True)
    state.add_indicator("3s")
    state.add_indicator("4p", ura=True)
    state.set_flag("riichi", False)
    text = state.notation()
    assert text == "| dora:3s ura:4p"
    state.clear()
    state.set_notation(text)  # accepted: shown dimmed, not sent without riichi
    assert state.snapshot.ura == ("4p",)
    assert state.to_request()["ura_indicators"] == ""


# --- robbing a closed kan ------------------------------------------------------------------

#: Thirteen orphans waiting on 1m alone (9m 1p9p 1s9s 1z..7z, 7z paired), won on 1m.
KOKUSHI_ROB = "9m19p19s12345677z 1m"


def test_closed_kan_robbery_needs_chankan_and_no_call(state: HandState) -> None:
    # the ema2016 preset allows it for kokushi (EMA16 §3.3.7, §4.2.1)
    assert state.flag_blocker("chankan_closed_kan") == ConflictId.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN
    assert not state.set_flag("chankan_closed_kan", True)
    assert state.set_flag("chankan", True)
    assert state.flag_blocker("chankan_closed_kan") is None
    state.add_meld(Meld(MeldKind.PON, ("1z", "1z", "1z")))
    # a hand with a call is no thirteen orphans
    assert state.flag_blocker("chankan_closed_kan") == ConflictId.CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI
    state.undo()
    assert state.set_flag("chankan_closed_kan", True)
    # chankan off (or a tsumo, which turns chankan off) takes the dependent flag with it
    state.set_win("tsumo")
    assert state.snapshot.flags == frozenset()
    state.undo()
    assert state.snapshot.flags == {"chankan", "chankan_closed_kan"}


def test_closed_kan_robbery_is_blocked_where_the_ruleset_forbids_it(
    state: HandState, context: AppContext
) -> None:
    state.set_notation(KOKUSHI_ROB)
    state.set_seat_wind("S")
    state.set_flag("chankan", True)
    assert state.set_flag("chankan_closed_kan", True)
    # single yakuman, non-dealer ron: 4 x 8,000 = 32,000
    assert state.result is not None and state.result["total"] == 32_000
    _use(context, "wrc")  # WRC 2025 (probable): not even kokushi may rob a closed kan
    assert "chankan_closed_kan" not in state.snapshot.flags
    assert "chankan" in state.snapshot.flags
    assert state.flag_blocker("chankan_closed_kan") == ConflictId.CLOSED_KAN_ROBBERY_NOT_IN_RULESET
    assert not state.set_flag("chankan_closed_kan", True)


def test_closed_kan_robbery_of_an_ordinary_hand_is_reported_not_dropped(state: HandState) -> None:
    state.set_flag("chankan", True)
    state.set_flag("chankan_closed_kan", True)
    state.set_notation("12m456p789s11222z 3m")  # typed after the flags: they stay
    assert state.snapshot.flags == {"chankan", "chankan_closed_kan"}
    assert state.result is not None and state.result["ok"] is False
    assert state.result["error"]["details"]["conflict"] == "closed_kan_robbed_without_kokushi"


def test_closed_kan_robbery_round_trips_through_requests(state: HandState) -> None:
    state.set_notation(KOKUSHI_ROB)
    state.set_seat_wind("E")
    state.set_flag("chankan", True)
    state.set_flag("chankan_closed_kan", True)
    request = state.to_request()
    assert request["chankan"] is True and request["chankan_closed_kan"] is True
    # dealer kokushi ron: 6 x 8,000 = 48,000
    assert state.result is not None and state.result["total"] == 48_000
    state.reset()
    state.load_request(request)
    assert state.to_request() == request
    # a request (or case file) from before the flag existed: robbing an added kan
    old = {k: v for k, v in request.items() if k != "chankan_closed_kan"}
    state.load_request(old)
    assert state.snapshot.flags == {"chankan"}
    assert state.to_request()["chankan_closed_kan"] is False


def test_closed_kan_robbery_without_chankan_is_refused_on_load(state: HandState) -> None:
    state.set_notation(KOKUSHI_ROB)
    before = state.snapshot
    bad = {"hand": "19m19p19s12345677z", "win_tile": "1m", "chankan_closed_kan": True}
    with pytest.raises(EngineError) as info:
        state.load_request(bad)
    assert info.value.details["conflict"] == ConflictId.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN
    with pytest.raises(EngineError):
        state.load_request({**bad, "chankan": True, "chankan_closed_kan": "yes"})
    assert state.snapshot == before


def test_old_case_file_without_the_flag_still_loads(
    state: HandState, context: AppContext, tmp_path: Any
) -> None:
    import json

    from referee_app.core.case_files import (
        CASE_FORMAT,
        CaseFile,
        CaseFileError,
        apply_case,
        load_file,
    )

    score = {"ruleset": "ema", "hand": "19m19p19s12345677z", "win_tile": "1m", "chankan": True}
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": CASE_FORMAT, "version": 1, "score": score}))
    case = load_file(path)
    assert isinstance(case, CaseFile)
    apply_case(case, context, state)
    assert state.snapshot.flags == {"chankan"}
    # and a file with the flag of the wrong type is refused
    path.write_text(
        json.dumps(
            {"format": CASE_FORMAT, "version": 1, "score": {**score, "chankan_closed_kan": 1}}
        )
    )
    with pytest.raises(CaseFileError):
        load_file(path)


def test_report_names_the_closed_kan_robbery(qtbot: QtBot) -> None:
    del qtbot  # a QApplication for the report's QObject
    from referee_app.graphics.export import ReportWriter

    text = ReportWriter().situation_text(
        {"win": "ron", "seat_wind": "S", "chankan": True, "chankan_closed_kan": True}
    )
    assert "Chankan · Chankan on a closed kan" in text
    assert "Unknown" not in text


def _dealer_hand_with_paarenchan_under_galaxy(state: HandState, context: AppContext) -> None:
    """Paarenchan exists under Galaxy only (the preset with `paarenchan`); a dealer's hand."""
    context.set_ruleset(PRESETS["galaxy"])
    state.set_notation("123m456p789s11z22z 2z")
    state.set_seat_wind("E")
    assert state.set_flag("paarenchan", True)


def test_a_flag_the_ruleset_forbids_comes_back_with_a_ruleset_that_allows_it(
    state: HandState, context: AppContext
) -> None:
    # A referee compares rulesets: paarenchan is on under Galaxy (the only preset with it);
    # under EMA 2016 it cannot apply and is off; back under Galaxy it is on again, without
    # the user having to remember and tick it a second time.
    _dealer_hand_with_paarenchan_under_galaxy(state, context)
    context.set_ruleset(PRESETS["ema2016"])
    assert "paarenchan" not in state.snapshot.flags
    assert not state.to_request().get("paarenchan")  # never sent where it cannot apply
    # an edit in between (honba) keeps the waiting flag
    state.set_honba(2)
    context.set_ruleset(PRESETS["galaxy"])
    assert "paarenchan" in state.snapshot.flags
    assert state.snapshot.honba == 2
    # undo/redo under EMA 2016 keep it waiting too
    context.set_ruleset(PRESETS["ema2016"])
    assert state.undo()  # honba back to 0
    context.set_ruleset(PRESETS["galaxy"])
    assert state.snapshot.honba == 0 and "paarenchan" in state.snapshot.flags


def test_a_waiting_flag_does_not_come_back_once_the_hand_rules_it_out(
    state: HandState, context: AppContext
) -> None:
    # paarenchan is the dealer's: after the seat became South it stays off under Galaxy
    _dealer_hand_with_paarenchan_under_galaxy(state, context)
    context.set_ruleset(PRESETS["ema2016"])
    state.set_seat_wind("S")
    context.set_ruleset(PRESETS["galaxy"])
    assert "paarenchan" not in state.snapshot.flags


def test_a_loaded_hand_forgets_the_flags_waiting_for_another_ruleset(
    state: HandState, context: AppContext
) -> None:
    _dealer_hand_with_paarenchan_under_galaxy(state, context)
    context.set_ruleset(PRESETS["ema2016"])
    state.load_request(
        {"hand": "123m456p789s11z22z", "win_tile": "2z", "seat_wind": "E", "round_wind": "E"}
    )
    context.set_ruleset(PRESETS["galaxy"])
    assert "paarenchan" not in state.snapshot.flags  # the loaded hand never had it
    # but undoing the load brings the user's hand back with it
    assert state.undo()
    assert "paarenchan" in state.snapshot.flags


def test_where_red_fives_are_played_only_three_plain_fives_can_be_added(
    state: HandState, context: AppContext
) -> None:
    # One five of each suit is red (Tenhou): three plain 5m and one red 0m exist, so a fourth
    # plain 5m cannot be clicked in (typing 5555m is refused the same way).
    context.set_ruleset(PRESETS["tenhou"])
    assert (state.copies_left("5m"), state.copies_left("0m"), state.copies_left("4m")) == (3, 1, 4)
    for _ in range(3):
        assert state.add_tile("5m")
    assert state.copies_left("5m") == 0
    assert not state.add_tile("5m")
    assert state.copies_left("0m") == 1 and state.add_tile("0m")
    # a call counts as well: a pon of 5p with its red five and a 5p in the hand use all four
    state.clear()
    assert state.set_notation("5p | pon:055p")
    assert (state.copies_left("5p"), state.copies_left("0p")) == (0, 0)
    # without red fives (EMA 2016) all four fives are plain
    context.set_ruleset(PRESETS["ema2016"])
    state.clear()
    assert state.copies_left("5m") == 4


def test_first_turn_flags_and_last_tile_flags_exclude_each_other(
    state: HandState, context: AppContext
) -> None:
    # Renhou (a ron before one's first draw, EMA 2016 has it) cannot go with houtei (the last
    # discard) or chankan (a kan to rob needs a pon first); tenhou cannot go with haitei.
    state.set_notation("123m456p789s1122z 2z")
    state.set_seat_wind("S")
    assert state.set_flag("renhou", True)
    assert state.flag_blocker("houtei") is ConflictId.FIRST_TURN_ON_LAST_TILE
    assert state.flag_blocker("chankan") is ConflictId.RENHOU_WITH_CHANKAN
    state.set_flag("renhou", False)
    assert state.set_flag("houtei", True)
    assert state.flag_blocker("renhou") is ConflictId.FIRST_TURN_ON_LAST_TILE
    state.set_flag("houtei", False)
    state.set_seat_wind("E")
    state.set_win("tsumo")
    assert state.set_flag("tenhou", True)
    assert state.flag_blocker("haitei") is ConflictId.FIRST_TURN_ON_LAST_TILE
