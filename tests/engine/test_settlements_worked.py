"""Table settlements worked by hand: scenarios replayed through `settle` and `final`.

Every expected value below was worked out by hand from the rule facts only (never from the
engine's output); the comment beside each scenario shows the arithmetic and cites the rule:
`rulesets.md` rows (A1 game frame, A3 wins/draws/counters, A4 pao, A5 chombo, D payments),
`rrc.md` §1 rows, and the corrections in `rules/README.md` (cited as "corr. N").

Payment formula (rulesets.md D): basic = fu x 2^(han+2); ron pays ceil100(4 x basic), to the
dealer ceil100(6 x basic); a non-dealer tsumo collects ceil100(2 x basic) from the dealer and
ceil100(basic) from each other player, a dealer tsumo ceil100(2 x basic) from each. Mangan basic
2,000, yakuman 8,000. A counter (honba) is 300 on a ron, 100 from each payer on a tsumo.

Transfer convention of the contract (docs/architecture.md): `from`/`to` null is the table; a
riichi declaration is a 1,000 transfer seat -> table; sticks taken up are table -> winner. The
comparison adds transfers up per (from, to, reason), so only the money flow is checked.
Scenarios where the engine disagreed with the rules are not here: they are in the audit report.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from engine import api

Flow = dict[tuple[int | None, int | None, str], int]

T = None  # the table, in transfer keys


def _flow(transfers: list[dict[str, Any]]) -> Flow:
    out: defaultdict[tuple[int | None, int | None, str], int] = defaultdict(int)
    for t in transfers:
        out[(t["from"], t["to"], t["reason"])] += t["points"]
    return dict(out)


def _request(
    ruleset: Any,
    outcome: dict[str, Any],
    *,
    scores: tuple[int, int, int, int] = (25000, 25000, 25000, 25000),
    dealer: int = 0,
    wind: str = "E",
    honba: int = 0,
    sticks: int = 0,
    riichi: tuple[int, ...] = (),
    **extra: Any,
) -> dict[str, Any]:
    return {
        "ruleset": ruleset,
        "scores": list(scores),
        "dealer": dealer,
        "round_wind": wind,
        "honba": honba,
        "riichi_sticks": sticks,
        "riichi": list(riichi),
        "outcome": outcome,
        **extra,
    }


def _ron(discarder: int, *winners: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"type": "ron", "discarder": discarder, "winners": list(winners), **extra}


def _w(seat: int, han: int = 0, fu: int = 0, yakuman: int = 0, **extra: Any) -> dict[str, Any]:
    return {"seat": seat, "han": han, "fu": fu, "yakuman": yakuman, **extra}


def _tsumo(seat: int, han: int = 0, fu: int = 0, yakuman: int = 0, **extra: Any) -> dict[str, Any]:
    return {"type": "tsumo", "winner": seat, "han": han, "fu": fu, "yakuman": yakuman, **extra}


def _draw(tenpai: tuple[int, ...] = (), nagashi: tuple[int, ...] = ()) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "draw", "tenpai": list(tenpai)}
    if nagashi:
        out["nagashi"] = list(nagashi)
    return out


# Each scenario: (request, expected deltas, expected transfer flow or None, expected `next`
# fields, extra expectations: "penalties", "head_bumped", "final_results", "final_ranks").
Scenario = tuple[dict[str, Any], list[int], Flow | None, dict[str, Any], dict[str, Any]]

E30 = (30000, 30000, 30000, 30000)

SCENARIOS: dict[str, Scenario] = {
    # --- multiple ron (A3 "Multiple ron"; D.6; corr. 7, 8) ----------------------------------
    # EMA double ron: discarder 3; dealer 0 has 2-30 (basic 480, dealer ron 6x480=2880->2900),
    # seat 1 has 3-30 (basic 960, 4x960=3840->3900). Each winner gets the full 2 honba = 600
    # from the discarder. Sticks: seat 1 (winner, riichi) takes its own back; seat 2's riichi
    # stick + 1 stick on the table go to the winner first after the discarder: seat 0.
    # seat0 +2900+600+2000 = +5500; seat1 -1000+3900+600+1000 = +4500; seat2 -1000;
    # seat3 -(2900+600+3900+600) = -8000. Dealer won: stays, honba 2+1 = 3, sticks 0.
    "ema_double_ron_each_gets_honba_own_stick_back": (
        _request(
            "ema", _ron(3, _w(0, 2, 30), _w(1, 3, 30)), scores=E30, honba=2, sticks=1, riichi=(1, 2)
        ),
        [5500, 4500, -1000, -8000],
        {
            (3, 0, "ron"): 2900,
            (3, 1, "ron"): 3900,
            (3, 0, "honba"): 600,
            (3, 1, "honba"): 600,
            (1, T, "riichi_stick"): 1000,
            (2, T, "riichi_stick"): 1000,
            (T, 1, "riichi_stick_returned"): 1000,
            (T, 0, "riichi_sticks_collected"): 2000,
        },
        {"dealer": 0, "honba": 3, "riichi_sticks": 0, "game_over": False},
        {},
    ),
    # Tenhou, same hand (corr. 8; A3 Tenhou cell): counters and every stick, seat 1's own
    # included, go to the winner nearest the discarder (seat 0). seat0 2900+600+3000 = +6500;
    # seat1 -1000+3900 = +2900; seat2 -1000; seat3 -(2900+600+3900) = -7400.
    "tenhou_double_ron_nearest_takes_honba_and_all_sticks": (
        _request("tenhou", _ron(3, _w(0, 2, 30), _w(1, 3, 30)), honba=2, sticks=1, riichi=(1, 2)),
        [6500, 2900, -1000, -7400],
        {
            (3, 0, "ron"): 2900,
            (3, 1, "ron"): 3900,
            (3, 0, "honba"): 600,
            (1, T, "riichi_stick"): 1000,
            (2, T, "riichi_stick"): 1000,
            (T, 0, "riichi_sticks_collected"): 3000,
        },
        {"dealer": 0, "honba": 3, "riichi_sticks": 0},
        {},
    ),
    # Mahjong Soul (A3: counters to the nearest winner; sticks likewise per corr. 8): as Tenhou.
    "mahjongsoul_double_ron_nearest_takes_honba_and_all_sticks": (
        _request(
            "mahjongsoul", _ron(3, _w(0, 2, 30), _w(1, 3, 30)), honba=2, sticks=1, riichi=(1, 2)
        ),
        [6500, 2900, -1000, -7400],
        None,
        {"dealer": 0, "honba": 3, "riichi_sticks": 0},
        {},
    ),
    # WRC head bump (A3 WRC cell): only seat 0, first after discarder 3, wins: 2900 + 600 honba
    # + 3 sticks (table 1, seats 1 and 2) = +6500; seat 1 only loses its stick; seat3 -3500.
    "wrc_head_bump_only_nearest_wins": (
        _request(
            "wrc", _ron(3, _w(0, 2, 30), _w(1, 3, 30)), scores=E30, honba=2, sticks=1, riichi=(1, 2)
        ),
        [6500, -1000, -1000, -3500],
        {
            (3, 0, "ron"): 2900,
            (3, 0, "honba"): 600,
            (1, T, "riichi_stick"): 1000,
            (2, T, "riichi_stick"): 1000,
            (T, 0, "riichi_sticks_collected"): 3000,
        },
        {"dealer": 0, "honba": 3, "riichi_sticks": 0},
        {"head_bumped": [1]},
    ),
    # EMA triple ron off the dealer (seat 0), 1 honba: seat1 1-30 = 1000, seat2 2-30 = 2000,
    # seat3 5 han mangan = 8000; each +300. Seats 2 and 3 take their own sticks back; nothing
    # else on the table. seat1 +1300; seat2 -1000+2300+1000 = +2300; seat3 -1000+8300+1000 =
    # +8300; seat0 -(1300+2300+8300) = -11900. The dealer did not win: seat 1 deals, honba 0.
    "ema_triple_ron_paid_in_full": (
        _request(
            "ema",
            _ron(0, _w(1, 1, 30), _w(2, 2, 30), _w(3, 5, 0)),
            scores=E30,
            honba=1,
            riichi=(2, 3),
        ),
        [-11900, 1300, 2300, 8300],
        {
            (0, 1, "ron"): 1000,
            (0, 2, "ron"): 2000,
            (0, 3, "ron"): 8000,
            (0, 1, "honba"): 300,
            (0, 2, "honba"): 300,
            (0, 3, "honba"): 300,
            (2, T, "riichi_stick"): 1000,
            (3, T, "riichi_stick"): 1000,
            (T, 2, "riichi_stick_returned"): 1000,
            (T, 3, "riichi_stick_returned"): 1000,
        },
        {"dealer": 1, "honba": 0, "riichi_sticks": 0, "round_wind": "E", "round": 2},
        {},
    ),
    # RRC row 16/16a/18a: triple ron is paid, not aborted; same numbers as EMA.
    "rrc_triple_ron_not_abortive": (
        _request(
            "rrc",
            _ron(0, _w(1, 1, 30), _w(2, 2, 30), _w(3, 5, 0)),
            scores=E30,
            honba=1,
            riichi=(2, 3),
        ),
        [-11900, 1300, 2300, 8300],
        None,
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # Mahjong Soul triple ron is paid (A3); counters 300 and both sticks to seat 1 (nearest
    # after discarder 0): seat1 1000+300+2000 = +3300; seat2 -1000+2000 = +1000; seat3
    # -1000+8000 = +7000; seat0 -(1300+2000+8000) = -11300.
    "mahjongsoul_triple_ron_paid_nearest_takes_all": (
        _request(
            "mahjongsoul", _ron(0, _w(1, 1, 30), _w(2, 2, 30), _w(3, 5, 0)), honba=1, riichi=(2, 3)
        ),
        [-11300, 3300, 1000, 7000],
        None,
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # Tenhou triple ron = abortive draw (A3): no payment, the two sticks stay on the table,
    # the dealer stays (all abortive draws are renchan) and a counter is added: honba 2.
    "tenhou_triple_ron_is_abortive": (
        _request(
            "tenhou", _ron(0, _w(1, 1, 30), _w(2, 2, 30), _w(3, 5, 0)), honba=1, riichi=(2, 3)
        ),
        [0, 0, -1000, -1000],
        {(2, T, "riichi_stick"): 1000, (3, T, "riichi_stick"): 1000},
        {"dealer": 0, "honba": 2, "riichi_sticks": 2},
        {},
    ),
    # --- single wins: counters, sticks, limits ---------------------------------------------
    # EMA non-dealer tsumo 3-30 (basic 960): dealer 1920->2000, others 960->1000; 2 honba =
    # 200 from each; seat 1 also declared riichi and takes it plus 1 table stick back.
    # seat1 -1000+4000+600+2000 = +5600; seat0 -2200; seats 2, 3 -1200. Non-dealer won:
    # seat 1 deals, counters cleared (A3 "Counters").
    "ema_tsumo_with_honba_and_sticks": (
        _request("ema", _tsumo(1, 3, 30), scores=E30, honba=2, sticks=1, riichi=(1,)),
        [-2200, 5600, -1200, -1200],
        {
            (0, 1, "tsumo"): 2000,
            (2, 1, "tsumo"): 1000,
            (3, 1, "tsumo"): 1000,
            (0, 1, "honba"): 200,
            (2, 1, "honba"): 200,
            (3, 1, "honba"): 200,
            (1, T, "riichi_stick"): 1000,
            (T, 1, "riichi_sticks_collected"): 2000,
        },
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # The riichi tile is ronned (A4 "Riichi discard ronned"): the declaration is void, no
    # stick. Seat 1 ron 2-30 = 2000 off seat 3: +2000 / -2000, nothing on the table.
    "ema_riichi_discard_ronned_no_stick": (
        _request("ema", _ron(3, _w(1, 2, 30), riichi_discard=True), scores=E30, riichi=(3,)),
        [0, 2000, 0, -2000],
        {(3, 1, "ron"): 2000},
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # Kiriage (A2, D.2): EMA 2025 pays a non-dealer 4-30 ron as mangan 8,000 ...
    "ema_kiriage_4_30_is_mangan": (
        _request("ema", _ron(2, _w(1, 4, 30)), scores=E30),
        [0, 8000, -8000, 0],
        None,
        {"dealer": 1, "honba": 0},
        {},
    ),
    # ... EMA 2016 does not: 30 x 2^6 = 1920, x4 = 7680 -> 7,700 (D.8 reference 7,700).
    "ema2016_no_kiriage_4_30_is_7700": (
        _request("ema2016", _ron(2, _w(1, 4, 30)), scores=E30),
        [0, 7700, -7700, 0],
        None,
        {"dealer": 1, "honba": 0},
        {},
    ),
    # Kazoe (A2): RRC 13 han = yakuman, 32,000 from the discarder (rrc.md row 7) ...
    "rrc_kazoe_13_han_is_yakuman": (
        _request("rrc", _ron(2, _w(1, 13, 30)), scores=E30),
        [0, 32000, -32000, 0],
        None,
        {"dealer": 1},
        {},
    ),
    # ... EMA 2016 caps 13 han at sanbaiman: basic 6,000 x 4 = 24,000.
    "ema2016_13_han_is_sanbaiman": (
        _request("ema2016", _ron(2, _w(1, 13, 30)), scores=E30),
        [0, 24000, -24000, 0],
        None,
        {"dealer": 1},
        {},
    ),
    # --- pao (A4 "Pao – settlement"; corr. 4; rrc.md row 18b, 31) --------------------------
    # EMA tsumo: non-dealer seat 2 daisangen, seat 1 liable: the whole 32,000 and the 2
    # counters (600) from seat 1 (corr. 4), plus the table stick: seat2 +33600, seat1 -32600.
    "ema_pao_tsumo_liable_pays_all_and_counters": (
        _request(
            "ema", _tsumo(2, yakuman=1, pao=1, pao_yaku="daisangen"), scores=E30, honba=2, sticks=1
        ),
        [0, -32600, 33600, 0],
        {(1, 2, "pao"): 32000, (1, 2, "honba"): 600, (T, 2, "riichi_sticks_collected"): 1000},
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # EMA ron by seat 2 off seat 3, seat 1 liable: 32,000 split 16,000 / 16,000; the 600 in
    # counters from the discarder only (A4 EMA cell, corr. 4).
    "ema_pao_ron_half_each_counters_by_discarder": (
        _request(
            "ema", _ron(3, _w(2, yakuman=1, pao=1, pao_yaku="daisangen")), scores=E30, honba=2
        ),
        [0, -16000, 32600, -16600],
        {(3, 2, "ron"): 16000, (1, 2, "pao"): 16000, (3, 2, "honba"): 600},
        {"dealer": 1, "honba": 0},
        {},
    ),
    # RRC row 18b/31: same as EMA (tsumo: liable pays honba; ron: discarder pays honba).
    "rrc_pao_ron_half_each_counters_by_discarder": (
        _request(
            "rrc", _ron(3, _w(2, yakuman=1, pao=1, pao_yaku="daisangen")), scores=E30, honba=2
        ),
        [0, -16000, 32600, -16600],
        None,
        {"dealer": 1, "honba": 0},
        {},
    ),
    # Tenhou ron (corr. 4 note; A4 Tenhou cell): half each, but the liable seat pays counters.
    "tenhou_pao_ron_liable_pays_counters": (
        _request("tenhou", _ron(3, _w(2, yakuman=1, pao=1, pao_yaku="daisangen")), honba=2),
        [0, -16600, 32600, -16000],
        {(3, 2, "ron"): 16000, (1, 2, "pao"): 16000, (1, 2, "honba"): 600},
        {"dealer": 1, "honba": 0},
        {},
    ),
    # EMA dealer ron with pao: 48,000 -> 24,000 from the discarder and 24,000 from the liable
    # seat; 1 counter (300) from the discarder. The dealer won: stays, honba 2.
    "ema_pao_dealer_ron": (
        _request(
            "ema", _ron(3, _w(0, yakuman=1, pao=1, pao_yaku="daisuushii")), scores=E30, honba=1
        ),
        [48300, -24000, 0, -24300],
        None,
        {"dealer": 0, "honba": 2},
        {},
    ),
    # Tenhou dealer tsumo with pao: 3 x 16,000 = 48,000 and 1 counter (300) all from seat 2.
    "tenhou_pao_dealer_tsumo": (
        _request("tenhou", _tsumo(0, yakuman=1, pao=2, pao_yaku="daisangen"), honba=1),
        [48300, 0, -48300, 0],
        None,
        {"dealer": 0, "honba": 2},
        {},
    ),
    # Mahjong Soul double yakuman tsumo by seat 1, seat 3 liable for one of them (A4 MS cell:
    # the liable yakuman only): the liable yakuman (32,000) all from seat 3; the other as a
    # normal tsumo: dealer 16,000, seats 2 and 3 8,000 each; the counter (300) from seat 3.
    # seat1 +64300; seat0 -16000; seat2 -8000; seat3 -(32000+8000+300) = -40300.
    "mahjongsoul_pao_covers_only_the_liable_yakuman": (
        _request("mahjongsoul", _tsumo(1, yakuman=2, pao=3, pao_yakuman=1), honba=1),
        [-16000, 64300, -8000, -40300],
        None,
        {"dealer": 1, "honba": 0},
        {},
    ),
    # --- exhaustive draws (A3 "Noten payments", "Counters", "Dealer repeat") ---------------
    # Nobody tenpai: no payment; the dealer rotates; +1 counter; the stick stays.
    "ema_draw_all_noten": (
        _request("ema", _draw(()), scores=E30, honba=1, sticks=1),
        [0, 0, 0, 0],
        {},
        {"dealer": 1, "honba": 2, "riichi_sticks": 1},
        {},
    ),
    # One tenpai (seat 2) takes 1,000 from each of the three; the dealer is noten: rotates.
    "ema_draw_one_tenpai": (
        _request("ema", _draw((2,)), scores=E30),
        [-1000, -1000, 3000, -1000],
        {(0, 2, "noten"): 1000, (1, 2, "noten"): 1000, (3, 2, "noten"): 1000},
        {"dealer": 1, "honba": 1},
        {},
    ),
    # Two tenpai (0, 3): each noten pays 1,500, each tenpai gets 1,500 (split 750 + 750).
    # The dealer is tenpai: stays, +1 counter.
    "ema_draw_two_tenpai_dealer_stays": (
        _request("ema", _draw((0, 3)), scores=E30),
        [1500, -1500, -1500, 1500],
        {(1, 0, "noten"): 750, (1, 3, "noten"): 750, (2, 0, "noten"): 750, (2, 3, "noten"): 750},
        {"dealer": 0, "honba": 1},
        {},
    ),
    # Three tenpai: seat 3 pays 1,000 to each; seat 1's riichi stick joins the 2 on the table.
    "ema_draw_three_tenpai_sticks_stay": (
        _request("ema", _draw((0, 1, 2)), scores=E30, honba=1, sticks=2, riichi=(1,)),
        [1000, 0, 1000, -3000],
        None,
        {"dealer": 0, "honba": 2, "riichi_sticks": 3},
        {},
    ),
    # Four tenpai: nothing paid, the dealer stays, +1 counter.
    "ema_draw_four_tenpai": (
        _request("ema", _draw((0, 1, 2, 3)), scores=E30),
        [0, 0, 0, 0],
        {},
        {"dealer": 0, "honba": 1},
        {},
    ),
    # --- nagashi mangan (A2; corr. 3; rrc.md row 11) ----------------------------------------
    # Tenhou: not a win. Seat 2 gets mangan-tsumo payments (4,000 from the dealer, 2,000 from
    # each other), no counters, no noten payments; seat 1's riichi stick stays (2 on the
    # table); the dealer was tenpai: stays, +1 counter (honba 3).
    "tenhou_nagashi_is_a_draw_payment": (
        _request("tenhou", _draw((0, 1), nagashi=(2,)), honba=2, sticks=1, riichi=(1,)),
        [-4000, -3000, 8000, -2000],
        {
            (0, 2, "nagashi_mangan"): 4000,
            (1, 2, "nagashi_mangan"): 2000,
            (3, 2, "nagashi_mangan"): 2000,
            (1, T, "riichi_stick"): 1000,
        },
        {"dealer": 0, "honba": 3, "riichi_sticks": 2},
        {},
    ),
    # EMA 2012: a win. Mangan tsumo 4,000/2,000/2,000 plus 2 counters (200 from each) plus
    # both sticks (table + seat 1's); noten payments void; the dealer did not make it:
    # rotates, counters cleared. seat2 8000+600+2000 = +10600; seat0 -4200; seat1 -2200-1000
    # = -3200; seat3 -2200.
    "ema2012_nagashi_is_a_win": (
        _request(
            "ema2012", _draw((0, 1), nagashi=(2,)), scores=E30, honba=2, sticks=1, riichi=(1,)
        ),
        [-4200, -3200, 10600, -2200],
        None,
        {"dealer": 1, "honba": 0, "riichi_sticks": 0},
        {},
    ),
    # Galaxy (corr. 3): the dealer makes it: 4,000 from each; the dealer stays, +1 counter.
    "galaxy_dealer_nagashi": (
        _request("galaxy", _draw((), nagashi=(0,))),
        [12000, -4000, -4000, -4000],
        None,
        {"dealer": 0, "honba": 1},
        {},
    ),
    # --- abortive draws (A3 "Abortive draws"; corr. 9, 11) ---------------------------------
    # EMA 2012 four winds in East 2: no payment, dealer 1 stays, a counter added (corr. 9).
    "ema2012_four_winds": (
        _request("ema2012", {"type": "abortive", "reason": "four_winds"}, scores=E30, dealer=1),
        [0, 0, 0, 0],
        {},
        {"dealer": 1, "honba": 1, "round": 2},
        {},
    ),
    # EMA 2012 four riichi: the four sticks stay on the table, dealer stays, +1 counter.
    "ema2012_four_riichi_sticks_stay": (
        _request(
            "ema2012",
            {"type": "abortive", "reason": "four_riichi"},
            scores=E30,
            honba=1,
            riichi=(0, 1, 2, 3),
        ),
        [-1000, -1000, -1000, -1000],
        None,
        {"dealer": 0, "honba": 2, "riichi_sticks": 4},
        {},
    ),
    # Tenhou kyuushu kyuuhai: renchan, +1 counter (A3 Tenhou cell).
    "tenhou_kyuushu_renchan": (
        _request("tenhou", {"type": "abortive", "reason": "kyuushu"}, dealer=2, honba=3),
        [0, 0, 0, 0],
        {},
        {"dealer": 2, "honba": 4},
        {},
    ),
    # Mahjong Soul four kans (corr. 11): the dealer stays, +1 counter, sticks stay.
    "mahjongsoul_four_kans": (
        _request("mahjongsoul", {"type": "abortive", "reason": "four_kans"}, sticks=2, riichi=(3,)),
        [0, 0, 0, -1000],
        None,
        {"dealer": 0, "honba": 1, "riichi_sticks": 3},
        {},
    ),
    # --- chombo (A5; F1-F4; corr. 10, 14; rrc.md rows 32, 32a) ------------------------------
    # EMA: 20,000 off the result after uma (not at the table); seat 1's stick of this hand
    # back to seat 1; the table stick stays; no counter; the dealer stays; re-deal.
    "ema_chombo_deduction": (
        _request(
            "ema", {"type": "chombo", "offender": 2}, scores=E30, honba=1, sticks=1, riichi=(1,)
        ),
        [0, 0, 0, 0],
        None,
        {"dealer": 0, "honba": 1, "riichi_sticks": 1, "game_over": False},
        {"penalties": [0, 0, -20000, 0], "replay": True},
    ),
    # WRC (corr. 14, probable value): 30,000 off the final score.
    "wrc_chombo_30000": (
        _request("wrc", {"type": "chombo", "offender": 3}, scores=E30),
        [0, 0, 0, 0],
        None,
        {"dealer": 0, "honba": 0},
        {"penalties": [0, 0, 0, -30000]},
    ),
    # RRC (README preset row; rrc.md row 32): twice the uma step; at 30/10 the step between
    # places is 20,000, so 40,000 ...
    "rrc_chombo_two_uma_steps_30_10": (
        _request("rrc", {"type": "chombo", "offender": 1}, scores=E30),
        [0, 0, 0, 0],
        None,
        {"dealer": 0, "honba": 0},
        {"penalties": [0, -40000, 0, 0]},
    ),
    # ... and at the one-click 15/5 uma the step is 10,000, so 20,000 (VA).
    "rrc_chombo_two_uma_steps_15_5": (
        _request(
            {"base": "rrc", "uma": [15000, 5000, -5000, -15000]},
            {"type": "chombo", "offender": 1},
            scores=E30,
        ),
        [0, 0, 0, 0],
        None,
        {"dealer": 0, "honba": 0},
        {"penalties": [0, -20000, 0, 0]},
    ),
    # EMA 2012 (F2): reverse mangan at the table: non-dealer seat 2 pays 4,000 to the dealer
    # and 2,000 to each other player; seat 2's own riichi stick of this hand comes back.
    "ema2012_chombo_reverse_mangan_non_dealer": (
        _request("ema2012", {"type": "chombo", "offender": 2}, scores=E30, riichi=(2,)),
        [4000, 2000, -8000, 2000],
        None,
        {"dealer": 0, "honba": 0, "riichi_sticks": 0},
        {"penalties": [0, 0, 0, 0]},
    ),
    # Galaxy (EMA 2012 value): an offending dealer pays 4,000 to each.
    "galaxy_chombo_reverse_mangan_dealer": (
        _request("galaxy", {"type": "chombo", "offender": 0}, honba=2),
        [-12000, 4000, 4000, 4000],
        None,
        {"dealer": 0, "honba": 2},
        {},
    ),
    # EMA 2016 §5.9: a chombo re-deal is not a played hand, so a chombo in the last timed
    # hand does not end the session.
    "ema2016_chombo_in_last_timed_hand_replays": (
        _request("ema2016", {"type": "chombo", "offender": 2}, scores=E30, last_hand=True),
        [0, 0, 0, 0],
        None,
        {"dealer": 0, "game_over": False},
        {"penalties": [0, 0, -20000, 0]},
    ),
    # EMA 2025 (corr. 10, marked): a chombo in the last timed hand ends the game. Final:
    # 30,000 each - 30,000 = 0; tied four ways, uma pooled (15+5-5-15)/4 = 0; seat 2 -20.
    "ema_chombo_in_last_timed_hand_ends_game": (
        _request("ema", {"type": "chombo", "offender": 2}, scores=E30, last_hand=True),
        [0, 0, 0, 0],
        None,
        {"game_over": True, "end_reason": "time_limit"},
        {"final_results": [0.0, 0.0, -20.0, 0.0], "final_ranks": [1, 1, 1, 1]},
    ),
    # --- dealer repeat and the last hand (A1 game length, agari-yame, busting) --------------
    # EMA South 4 (dealer 3): a dealer win keeps the deal; EMA has no agari-yame, so the game
    # goes on (S4 again, honba 1). Dealer 2-30 ron off seat 0: 2,900.
    "ema_south4_dealer_win_continues": (
        _request("ema", _ron(0, _w(3, 2, 30)), scores=E30, dealer=3, wind="S"),
        [-2900, 0, 0, 2900],
        None,
        {"dealer": 3, "round_wind": "S", "round": 4, "honba": 1, "game_over": False},
        {},
    ),
    # EMA South 4, the dealer noten (seat 0 alone tenpai: +3,000): the deal would pass, the
    # game is over. Final: 33,000 - 30,000 + 15,000 = +18; the three at 29,000: tied for
    # 2nd-4th, uma pooled (5-5-15)/3 = -5,000: -1 - 5 = -6 each.
    "ema_south4_dealer_noten_game_over": (
        _request("ema", _draw((0,)), scores=E30, dealer=3, wind="S"),
        [3000, -1000, -1000, -1000],
        None,
        {"game_over": True, "end_reason": "last_hand"},
        {"final_results": [18.0, -6.0, -6.0, -6.0], "final_ranks": [1, 2, 2, 2]},
    ),
    # RRC all noten in South 4: the dealer passes, game over (row 20, 21, 24). Two sticks left
    # go to first place (row 22): seat0 39,000 + 2,000 - 30,000 + 30,000 uma = +41;
    # seat1 0 + 10 = +10; seat2 -2 - 10 = -12; seat3 -9 - 30 = -39.
    "rrc_south4_all_noten_leftover_sticks_to_first": (
        _request(
            "rrc",
            _draw(()),
            scores=(39000, 30000, 28000, 21000),
            dealer=3,
            wind="S",
            honba=1,
            sticks=2,
        ),
        [0, 0, 0, 0],
        {},
        {"game_over": True, "end_reason": "last_hand", "riichi_sticks": 2},
        {"final_results": [41.0, 10.0, -12.0, -39.0], "final_ranks": [1, 2, 3, 4]},
    ),
    # Tenhou South 4, dealer (seat 3) mangan tsumo 4,000 all: 38,000 and first at 30,000+:
    # agari-yame (A1 Tenhou cell). Final: 21,000 / 21,000 / 20,000 / 38,000, already round;
    # seat order breaks the 21,000 tie: seat 0 (first dealer) ahead of seat 1.
    # seat3 8 + 20 oka + 20 = +48; seat0 -9 + 10 = +1; seat1 -9 - 10 = -19; seat2 -10 - 20 = -30.
    "tenhou_south4_agariyame": (
        _request(
            "tenhou", _tsumo(3, 5, 0), scores=(25000, 25000, 24000, 26000), dealer=3, wind="S"
        ),
        [-4000, -4000, -4000, 12000],
        None,
        {"game_over": True, "end_reason": "agariyame"},
        {"final_results": [1.0, -19.0, -30.0, 48.0], "final_ranks": [2, 3, 4, 1]},
    ),
    # Mahjong Soul South 4, dealer tenpai alone (+3,000) reaching 38,000 in first: agari-yame.
    # Final from 25,000, no oka, uma 15/5: seat3 13 + 15 = +28; seat2 -3 + 5 = +2;
    # seat1 -4 - 5 = -9; seat0 -6 - 15 = -21.
    "mahjongsoul_south4_tenpai_yame": (
        _request(
            "mahjongsoul", _draw((3,)), scores=(20000, 22000, 23000, 35000), dealer=3, wind="S"
        ),
        [-1000, -1000, -1000, 3000],
        None,
        {"game_over": True, "end_reason": "agariyame"},
        {"final_results": [-21.0, -9.0, 2.0, 28.0], "final_ranks": [4, 3, 2, 1]},
    ),
    # Tenhou: South 4 ends with nobody at 30,000: the West round starts (A1 game length).
    "tenhou_south4_nobody_30000_goes_west": (
        _request("tenhou", _draw(()), scores=(29000, 29000, 29000, 13000), dealer=3, wind="S"),
        [0, 0, 0, 0],
        {},
        {"game_over": False, "dealer": 0, "round_wind": "W", "round": 1, "honba": 1},
        {},
    ),
    # Tenhou busting (A1): seat 1 at 3,000 deals into the dealer's mangan (12,000): -9,000,
    # game over. Final: 37,000 / -9,000 / 35,000 / 37,000; the 37,000 tie goes by seat order
    # (seat 0 first). seat0 7 + 20 + 20 = +47; seat3 7 + 10 = +17; seat2 5 - 10 = -5;
    # seat1 -39 - 20 = -59.
    "tenhou_busting_ends_game": (
        _request("tenhou", _ron(1, _w(0, 5, 0)), scores=(25000, 3000, 35000, 37000)),
        [12000, -12000, 0, 0],
        None,
        {"game_over": True, "end_reason": "busting"},
        {"final_results": [47.0, -59.0, -5.0, 17.0], "final_ranks": [1, 4, 3, 2]},
    ),
    # RRC row 23: no busting; the same hand leaves seat 1 at -9,000 and play goes on.
    "rrc_negative_score_no_busting": (
        _request("rrc", _ron(1, _w(0, 5, 0)), scores=(25000, 3000, 35000, 37000)),
        [12000, -12000, 0, 0],
        None,
        {"game_over": False, "dealer": 0, "honba": 1},
        {},
    ),
    # WRC timed last hand: the dealer tenpai alone (+3,000) would repeat, but the session is
    # over. One stick left on the table is lost (A1 WRC cell). Scores after: 33,000 / 29,000 /
    # 29,000 / 28,000. Final: seat0 3 + 15 = +18; seats 1, 2 tied for 2nd-3rd share
    # (5 - 5)/2 = 0: -1 each; seat3 -2 - 15 = -17 (the table adds to -1: the lost stick).
    "wrc_last_timed_hand_sticks_lost": (
        _request("wrc", _draw((0,)), scores=(30000, 30000, 30000, 29000), sticks=1, last_hand=True),
        [3000, -1000, -1000, -1000],
        None,
        {"game_over": True, "end_reason": "time_limit"},
        {"final_results": [18.0, -1.0, -1.0, -17.0], "final_ranks": [1, 2, 2, 4]},
    ),
    # --- more multiple-ron and dealer-repeat cases ----------------------------------------
    # EMA double ron off seat 1 with the dealer the farther winner: seat 2 1-30 = 1,000, dealer
    # 1-30 = 6 x 240 = 1440 -> 1,500; 1 counter (300) to each. Seat 0 takes its own stick back;
    # seat 3's goes to seat 2 (first after the discarder). seat0 -1000+1500+300+1000 = +1800;
    # seat2 1000+300+1000 = +2300; seat1 -(1500+300+1000+300) = -3100; seat3 -1000.
    # The dealer is one of the winners: stays, honba 2 (A3 "Dealer repeat").
    "ema_double_ron_dealer_farther_winner_stays": (
        _request("ema", _ron(1, _w(2, 1, 30), _w(0, 1, 30)), scores=E30, honba=1, riichi=(0, 3)),
        [1800, -3100, 2300, -1000],
        None,
        {"dealer": 0, "honba": 2, "riichi_sticks": 0},
        {},
    ),
    # Tenhou, same: the counter and both sticks (seat 0's own included) to seat 2 only.
    # seat0 -1000+1500 = +500; seat2 1000+300+2000 = +3300; seat1 -2800; seat3 -1000.
    # The dealer still won: renchan, honba 2 (A3 Tenhou "dealer among double-ron winners").
    "tenhou_double_ron_dealer_farther_winner_stays": (
        _request("tenhou", _ron(1, _w(2, 1, 30), _w(0, 1, 30)), honba=1, riichi=(0, 3)),
        [500, -2800, 3300, -1000],
        None,
        {"dealer": 0, "honba": 2, "riichi_sticks": 0},
        {},
    ),
    # WRC head bump takes the winner nearest the discarder (seat 2 after seat 1); the dealer
    # is bumped, so the deal passes and counters are cleared.
    "wrc_head_bump_dealer_bumped_rotates": (
        _request("wrc", _ron(1, _w(2, 1, 30), _w(0, 1, 30)), scores=E30),
        [0, -1000, 1000, 0],
        None,
        {"dealer": 1, "honba": 0},
        {"head_bumped": [0]},
    ),
    # Pao where the liable seat also discards the winning tile: it pays the whole 32,000 and
    # the counter (nobody else to share with).
    "ema_pao_liable_discarder_pays_all": (
        _request(
            "ema", _ron(1, _w(2, yakuman=1, pao=1, pao_yaku="daisangen")), scores=E30, honba=1
        ),
        [0, -32300, 32300, 0],
        None,
        {"dealer": 1, "honba": 0},
        {},
    ),
    # Two players penalised at once (rrc.md row 32a allows it; EMA: 20,000 each).
    "ema_chombo_two_offenders": (
        _request("ema", {"type": "chombo", "offenders": [1, 3]}, scores=E30),
        [0, 0, 0, 0],
        {},
        {"dealer": 0, "honba": 0},
        {"penalties": [0, -20000, 0, -20000]},
    ),
    # Mahjong Soul: exactly 0 points does not bust (A1 MS cell). Seat 1 at 1,000 deals in
    # 1-30 = 1,000 to seat 2 and stays in the game at 0.
    "mahjongsoul_zero_points_is_not_bust": (
        _request("mahjongsoul", _ron(1, _w(2, 1, 30)), scores=(25000, 1000, 37000, 37000)),
        [0, -1000, 1000, 0],
        None,
        {"game_over": False, "dealer": 1},
        {},
    ),
    # Seating: seat 2 dealt East 1, so East 4 is dealt by seat 1; its loss passes the deal to
    # seat 2 for South 1 (A1 game length; the round follows first_dealer).
    "ema_east4_to_south1_with_first_dealer_2": (
        _request("ema", _draw(()), scores=E30, dealer=1, first_dealer=2),
        [0, 0, 0, 0],
        {},
        {"dealer": 2, "round_wind": "S", "round": 1, "honba": 1, "game_over": False},
        {},
    ),
    # ... and South 4 is dealt by seat 1 too: a noten dealer there ends the game. Final: seat 2
    # alone tenpai, 33 + 15 = +18; the others tied at 29,000 share -5: -6 each.
    "ema_south4_with_first_dealer_2_ends": (
        _request("ema", _draw((2,)), scores=E30, dealer=1, wind="S", first_dealer=2),
        [-1000, -1000, 3000, -1000],
        None,
        {"game_over": True, "end_reason": "last_hand"},
        {"final_results": [-6.0, -6.0, 18.0, -6.0], "final_ranks": [2, 2, 1, 2]},
    ),
    # Tenhou South 4, the dealer (seat 3) noten, seat 0 already at 31,000: the deal passes and
    # someone has 30,000, so no West round (A1). 31 - 30 + 20 + 20 = +41; 25: -5 + 10 = +5;
    # 24: -6 - 10 = -16; 20: -10 - 20 = -30.
    "tenhou_south4_ends_when_someone_has_30000": (
        _request("tenhou", _draw(()), scores=(31000, 25000, 24000, 20000), dealer=3, wind="S"),
        [0, 0, 0, 0],
        {},
        {"game_over": True, "end_reason": "last_hand"},
        {"final_results": [41.0, 5.0, -16.0, -30.0], "final_ranks": [1, 2, 3, 4]},
    ),
    # Deductions from earlier hands (architecture: settle input `penalties`) reach the final:
    # as ema_south4_dealer_noten_game_over, with seat 1's earlier -20,000: -6 - 20 = -26.
    "ema_game_end_applies_earlier_deductions": (
        _request("ema", _draw((0,)), scores=E30, dealer=3, wind="S", penalties=[0, -20000, 0, 0]),
        [3000, -1000, -1000, -1000],
        None,
        {"game_over": True, "end_reason": "last_hand"},
        {"final_results": [18.0, -26.0, -6.0, -6.0], "final_ranks": [1, 2, 2, 2]},
    ),
}


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_settlement_matches_hand_worked_value(name: str) -> None:
    request, deltas, flow, nxt, extra = SCENARIOS[name]
    answer = api.settle(request)
    assert answer["ok"], answer
    assert answer["deltas"] == deltas
    assert answer["scores"] == [s + d for s, d in zip(request["scores"], deltas, strict=True)]
    if flow is not None:
        assert _flow(answer["transfers"]) == flow
    for key, value in nxt.items():
        assert answer["next"][key] == value, key
    if "penalties" in extra:
        assert answer["penalties"] == extra["penalties"]
    if "replay" in extra:
        assert answer["replay"] is extra["replay"]
    if "head_bumped" in extra:
        assert answer["head_bumped"] == extra["head_bumped"]
    if "final_results" in extra:
        assert answer["final"]["results"] == extra["final_results"]
        assert answer["final"]["ranks"] == extra["final_ranks"]


# --- final (A1 "Return points / oka", "Uma", "Tie on final points", "Leftover riichi sticks";
# corr. 1, 5, 7; rrc.md rows 2, 3, 3a, 22) ------------------------------------------------------
# (ruleset, scores, leftover sticks, extra fields, expected results, expected ranks)
FINALS: dict[str, tuple[Any, list[int], int, dict[str, Any], list[float], list[int]]] = {
    # Galaxy worked example of the matrix: A = (38,300 - 30,000 + 20,000 + 7,000)/1000 = +35.3;
    # B 29,400 - 30,000 + 3,000 = +2.4; C 21,400 - 30,000 - 3,000 = -11.6;
    # D 10,900 - 30,000 - 7,000 = -26.1.
    "galaxy_worked_example": (
        "galaxy",
        [38300, 29400, 21400, 10900],
        0,
        {},
        [35.3, 2.4, -11.6, -26.1],
        [1, 2, 3, 4],
    ),
    # Galaxy tie (corr. 7): two tied firsts pool oka 20 and uma 7 + 3: 15 each;
    # 35,000 - 30,000 + 15,000 = +20 each; 20,000: -10 - 3 = -13; 10,000: -20 - 7 = -27.
    "galaxy_tie_pools_oka_and_uma": (
        "galaxy",
        [35000, 35000, 20000, 10000],
        0,
        {},
        [20.0, 20.0, -13.0, -27.0],
        [1, 1, 3, 4],
    ),
    # EMA 2016 §3.6.1 tie: two tied firsts split uma (15 + 5)/2 = 10 and the 3 leftover sticks
    # 1,500 each: 40,000 + 1,500 - 30,000 + 10,000 = +21.5 each; 24,000: -6 - 5 = -11;
    # 13,000: -17 - 15 = -32.
    "ema2016_tied_firsts_split_uma_and_sticks": (
        "ema2016",
        [40000, 40000, 24000, 13000],
        3,
        {},
        [21.5, 21.5, -11.0, -32.0],
        [1, 1, 3, 4],
    ),
    # EMA 2025: one stick split three ways, rounded down: 333 each (1 point lost); uma pooled
    # (15 + 5 - 5)/3 = 5: 35,333 - 30,000 + 5,000 = 10,333 -> 10.333; 14,000: -16 - 15 = -31.
    "ema_one_stick_three_tied_firsts_rounded_down": (
        "ema",
        [35000, 35000, 35000, 14000],
        1,
        {},
        [10.333, 10.333, 10.333, -31.0],
        [1, 1, 1, 4],
    ),
    # WRC: leftover sticks are lost: 45,000 -> 15 + 15 = 30; 30,000 -> 0 + 5; 25,000 -> -5 - 5;
    # 18,000 -> -12 - 15 = -27 (the table adds to -2: the two lost sticks).
    "wrc_leftover_sticks_lost": (
        "wrc",
        [45000, 30000, 25000, 18000],
        2,
        {},
        [30.0, 5.0, -10.0, -27.0],
        [1, 2, 3, 4],
    ),
    # EMA: a chombo deduction comes after uma: 28,000 -> -2 - 5 - 20 = -27.
    "ema_penalty_after_uma": (
        "ema",
        [45000, 32000, 28000, 15000],
        0,
        {"penalties": [0, 0, -20000, 0]},
        [30.0, 7.0, -27.0, -30.0],
        [1, 2, 3, 4],
    ),
    # EMA 2012 uma 30/10 (corr. 1): 15 + 30 = 45; 2 + 10 = 12; -2 - 10 = -12; -15 - 30 = -45.
    "ema2012_uma_30_10": (
        "ema2012",
        [45000, 32000, 28000, 15000],
        0,
        {},
        [45.0, 12.0, -12.0, -45.0],
        [1, 2, 3, 4],
    ),
    # RRC rows 2, 3: no oka, uma 30/10 from 30,000.
    "rrc_uma_30_10_no_oka": (
        "rrc",
        [45000, 32000, 28000, 15000],
        0,
        {},
        [45.0, 12.0, -12.0, -45.0],
        [1, 2, 3, 4],
    ),
    # RRC row 3a: ties split uma, no seat order: two tied seconds (10 - 10)/2 = 0.
    "rrc_tie_splits_uma": (
        "rrc",
        [45000, 30000, 30000, 15000],
        0,
        {},
        [45.0, 0.0, 0.0, -45.0],
        [1, 2, 2, 4],
    ),
    # Mahjong Soul: measured from 25,000, no oka, uma 15/5: 40,000 -> 15 + 15 = 30;
    # 30,000 -> 5 + 5 = 10; 20,000 -> -5 - 5 = -10; 10,000 -> -15 - 15 = -30.
    "mahjongsoul_no_oka": (
        "mahjongsoul",
        [40000, 30000, 20000, 10000],
        0,
        {},
        [30.0, 10.0, -10.0, -30.0],
        [1, 2, 3, 4],
    ),
    # Tenhou (corr. 5): each score to the nearest 1,000 first (no x,500 case here):
    # 35,400 -> 35,000: 5 + 20 oka + 20 uma = 45; 28,600 -> 29,000: -1 + 10 = 9;
    # 21,300 -> 21,000: -9 - 10 = -19; 14,700 -> 15,000: -15 - 20 = -35.
    "tenhou_rounds_to_nearest_1000": (
        "tenhou",
        [35400, 28600, 21300, 14700],
        0,
        {},
        [45.0, 9.0, -19.0, -35.0],
        [1, 2, 3, 4],
    ),
    # Tenhou ties by seat order (A1): seat 2 dealt East 1, so seat 0 (third to deal) ranks
    # above seat 1 (fourth), and seat 2 above seat 3. 30,000: 0 + 20 + 20 = 40 / 0 + 10 = 10;
    # 20,000: -10 - 10 = -20 / -10 - 20 = -30.
    "tenhou_tie_by_seat_order_from_first_dealer": (
        "tenhou",
        [30000, 30000, 20000, 20000],
        0,
        {"first_dealer": 2},
        [40.0, 10.0, -20.0, -30.0],
        [1, 2, 3, 4],
    ),
}


@pytest.mark.parametrize("name", list(FINALS))
def test_final_matches_hand_worked_value(name: str) -> None:
    ruleset, scores, sticks, extra, results, ranks = FINALS[name]
    answer = api.final({"ruleset": ruleset, "scores": scores, "riichi_sticks": sticks, **extra})
    assert answer["ok"], answer
    assert answer["results"] == results
    assert answer["ranks"] == ranks


# Outcomes a ruleset does not have are refused, not settled with made-up numbers
# (A2 "Nagashi mangan", A3 "Abortive draws" / "Multiple ron"; rrc.md rows 11, 17).
@pytest.mark.parametrize(
    ("ruleset", "outcome"),
    [
        ("ema", {"type": "abortive", "reason": "kyuushu"}),
        ("ema2016", {"type": "abortive", "reason": "four_riichi"}),
        ("wrc", {"type": "abortive", "reason": "four_winds"}),
        ("rrc", {"type": "abortive", "reason": "four_kans"}),
        ("mahjongsoul", {"type": "abortive", "reason": "triple_ron"}),
        ("ema", _draw((), nagashi=(1,))),
        ("wrc", _draw((), nagashi=(1,))),
        ("rrc", _draw((), nagashi=(1,))),
    ],
)
def test_outcome_missing_from_ruleset_is_refused(ruleset: str, outcome: dict[str, Any]) -> None:
    answer = api.settle(_request(ruleset, outcome))
    assert not answer["ok"]
    assert answer["error"]["code"] == "not_allowed_by_ruleset"
