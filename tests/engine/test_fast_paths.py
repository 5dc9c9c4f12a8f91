"""The engine's speed shortcuts give the same results as the rules they shortcut.

Each shortcut (a lookup table, a remembered sub-result, straight-line code for a rule list) is
checked against a plain statement of the rule, over every case or a fixed random sample.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from engine import api
from engine.decompose import win_shapes
from engine.errors import EngineError
from engine.fu import SET_LINE
from engine.hand import _FLAGS, Hand, Situation, _check_copies_slow, check_copies
from engine.ids import ConflictId, ErrorCode, FuId, MeldKind, Wind
from engine.melds import Meld
from engine.rulesets import PRESETS, find_ruleset, make_ruleset
from engine.scoring import AnswerCache, Prepared, _value, score_shape
from engine.tiles import TILE_TEXT, parse_tiles, tile
from engine.yaku import _HAND_ORDINARY, _ORDER, hand_yaku
from tests.engine.hands import HandGenerator

C = ConflictId


def test_flag_names_follow_the_situation_fields() -> None:
    # Situation.from_request passes the flags by position: win, seat, round, then the flags
    names = [f.name for f in dataclasses.fields(Situation)]
    assert tuple(names[3 : 3 + len(_FLAGS)]) == _FLAGS
    assert names[3 + len(_FLAGS) :] == [
        "dora_indicators",
        "ura_indicators",
        "honba",
        "riichi_sticks",
    ]


def test_situation_from_request_reads_every_field() -> None:
    flags = dict.fromkeys(_FLAGS, True)
    s = Situation.from_request(
        {
            **flags,
            "win": "tsumo",
            "seat_wind": "W",
            "round_wind": "S",
            "dora_indicators": "1m",
            "ura_indicators": "9p",
            "honba": 3,
            "riichi_sticks": 2,
        }
    )
    assert all(getattr(s, name) is True for name in _FLAGS)
    assert (s.win, s.seat_wind, s.round_wind) == ("tsumo", Wind.WEST, Wind.SOUTH)
    assert s.dora_indicators == (tile(0),) and s.ura_indicators == (tile(17),)
    assert (s.honba, s.riichi_sticks) == (3, 2)
    # absent or null: false, 0, no indicators; an empty text is no indicator
    empty = Situation.from_request({"riichi": None, "honba": None, "dora_indicators": ""})
    assert empty == Situation()


@pytest.mark.parametrize(
    ("field", "value"),
    [("dora_indicators", 0), ("dora_indicators", []), ("honba", True), ("riichi", 1)],
)
def test_situation_from_request_refuses_wrong_types(field: str, value: Any) -> None:
    with pytest.raises(EngineError) as info:
        Situation.from_request({field: value})
    assert info.value.code is ErrorCode.INVALID_REQUEST
    assert info.value.details["field"] == field


def _reference_conflict(
    s: Situation, *, closed: bool, kans: int, calls: int, ruleset: Any
) -> ConflictId | None:
    """The situation rules as one ordered table (the order errors are reported in)."""
    tsumo = s.win == "tsumo"
    riichi = s.riichi or s.double_riichi
    dealer = s.seat_wind is Wind.EAST
    dora, ura = len(s.dora_indicators), len(s.ura_indicators)
    table = [
        (s.double_riichi and not ruleset.double_riichi, C.DOUBLE_RIICHI_NOT_IN_RULESET),
        (s.renhou and ruleset.renhou == "none", C.RENHOU_NOT_IN_RULESET),
        (s.paarenchan and not ruleset.paarenchan, C.PAARENCHAN_NOT_IN_RULESET),
        (s.paarenchan and not dealer, C.PAARENCHAN_NON_DEALER),
        (s.ippatsu and not riichi, C.IPPATSU_WITHOUT_RIICHI),
        (s.riichi and not closed, C.RIICHI_OPEN_HAND),
        (s.double_riichi and not closed, C.DOUBLE_RIICHI_OPEN_HAND),
        (s.ippatsu and not closed, C.IPPATSU_OPEN_HAND),
        (s.ippatsu and s.rinshan, C.IPPATSU_WITH_RINSHAN),
        (s.rinshan and not tsumo, C.RINSHAN_ON_RON),
        (s.rinshan and kans == 0, C.RINSHAN_WITHOUT_KAN),
        (s.chankan and tsumo, C.CHANKAN_ON_TSUMO),
        (s.haitei and not tsumo, C.HAITEI_ON_RON),
        (s.haitei and s.rinshan, C.HAITEI_WITH_RINSHAN),
        (s.houtei and tsumo, C.HOUTEI_ON_TSUMO),
        (s.houtei and s.chankan, C.HOUTEI_WITH_CHANKAN),
        (s.chankan_closed_kan and not s.chankan, C.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN),
        (s.tenhou + s.chiihou + s.renhou > 1, C.FIRST_TURN_FLAGS_TOGETHER),
        (s.tenhou and not dealer, C.TENHOU_NON_DEALER),
        (s.tenhou and not tsumo, C.TENHOU_ON_RON),
        (s.tenhou and calls > 0, C.TENHOU_AFTER_CALL),
        (s.tenhou and riichi, C.TENHOU_WITH_RIICHI),
        (s.chiihou and dealer, C.CHIIHOU_DEALER),
        (s.chiihou and not tsumo, C.CHIIHOU_ON_RON),
        (s.chiihou and calls > 0, C.CHIIHOU_AFTER_CALL),
        (s.chiihou and riichi, C.CHIIHOU_WITH_RIICHI),
        (s.renhou and dealer, C.RENHOU_DEALER),
        (s.renhou and tsumo, C.RENHOU_ON_TSUMO),
        (s.renhou and calls > 0, C.RENHOU_AFTER_CALL),
        (s.renhou and riichi, C.RENHOU_WITH_RIICHI),
        (
            (s.tenhou or s.chiihou or s.renhou) and (s.haitei or s.houtei),
            C.FIRST_TURN_ON_LAST_TILE,
        ),
        (s.renhou and s.chankan, C.RENHOU_WITH_CHANKAN),
        (dora > 5 or ura > 5, C.TOO_MANY_INDICATORS),
        (ura > 0 and not riichi, C.URA_WITHOUT_RIICHI),
        (ura > dora, C.MORE_URA_THAN_DORA),
        (dora > 1 + kans or ura > 1 + kans, C.MORE_INDICATORS_THAN_KANS),
    ]
    return next((conflict for bad, conflict in table if bad), None)


def test_find_conflict_follows_the_rule_table() -> None:
    rng = random.Random(20260303)
    rulesets = [find_ruleset("ema"), find_ruleset("tenhou"), find_ruleset("rrc")]
    one = parse_tiles("1m")
    checked = 0
    for _ in range(20_000):
        # each flag set rarely, so that single conflicts (not only the first) are reached
        flags = {name: rng.random() < 0.15 for name in _FLAGS}
        s = Situation(
            "tsumo" if rng.random() < 0.5 else "ron",
            rng.choice(list(Wind)),
            Wind.EAST,
            dora_indicators=one * rng.choice((0, 1, 3, 6)),
            ura_indicators=one * rng.choice((0, 0, 1, 2, 6)),
            **flags,
        )
        closed, kans, calls = rng.random() < 0.6, rng.choice((0, 0, 1)), rng.choice((0, 1, 2))
        ruleset = rng.choice(rulesets)
        expected = _reference_conflict(s, closed=closed, kans=kans, calls=calls, ruleset=ruleset)
        got = s.find_conflict(closed=closed, kans=kans, calls=calls, ruleset=ruleset)
        assert got == expected, (s, closed, kans, calls, ruleset.id)
        checked += expected is not None
    assert checked > 5_000  # the sample reaches many conflicts, not only clean situations


def test_per_hand_yaku_lookup_agrees_with_the_registry() -> None:
    """`hand_yaku` remembers per-hand yaku by the fields they read; recompute each directly."""
    rng = random.Random(7)
    presets = list(PRESETS)
    hands = HandGenerator(20260304).hands(1500)
    for i, generated in enumerate(hands):
        ruleset = find_ruleset(presets[i % len(presets)])
        if not ruleset.red_fives:
            generated.without_red_fives()
        request = generated.to_request(ruleset.id)
        if rng.random() < 0.3:  # a ruleset object with the two fields the lookup reads flipped
            ruleset = make_ruleset(
                ruleset.id, {"kuitan": not ruleset.kuitan, "double_riichi": True}
            )
        try:
            situation = Situation.from_request(request)
            hand = Hand.build(
                request["hand"], request.get("melds"), request["win_tile"], red_fives=True
            )
        except EngineError:
            continue
        p = Prepared.of(hand, situation, ruleset)
        shapes = win_shapes(p.concealed_counts, p.win_kind)
        if not shapes:
            continue
        ctx = score_shape(p, shapes[0]).ctx
        closed = p.facts.closed
        direct = tuple(
            (_ORDER[y.id], y.id, han)
            for y in _HAND_ORDINARY
            if (han := y.han_closed if closed else y.han_open) is not None and y.condition(ctx)
        )
        assert hand_yaku(ctx).ordinary == direct, request


def test_hand_value_lookup_reads_kiriage_and_kazoe() -> None:
    # the lookup the scoring reads, by the two fields it keys on
    ema, tenhou = find_ruleset("ema"), find_ruleset("tenhou")
    # 4 han 30 fu: 30 x 2^6 = 1920 basic; kiriage (a ruleset field) rounds it to mangan 2000
    kiriage = make_ruleset("tenhou", {"kiriage": True})
    assert _value(4, 30, tenhou.kiriage, tenhou.kazoe_yakuman, 0).basic == 1920
    assert _value(4, 30, kiriage.kiriage, kiriage.kazoe_yakuman, 0).basic == 2000
    # 13 han: a counted yakuman (8000) only where the ruleset has kazoe, else sanbaiman (6000)
    assert _value(13, 30, tenhou.kiriage, tenhou.kazoe_yakuman, 0).basic == (
        8000 if tenhou.kazoe_yakuman else 6000
    )
    assert _value(13, 30, ema.kiriage, ema.kazoe_yakuman, 0).basic == (
        8000 if ema.kazoe_yakuman else 6000
    )
    # a double yakuman is 2 x 8000
    assert _value(0, 0, ema.kiriage, ema.kazoe_yakuman, 2).basic == 16000


def test_set_fu_table() -> None:
    # pon 2, doubled for terminals/honours, doubled when concealed, x4 for a kan
    assert SET_LINE[4][1][0][:2] == (FuId.OPEN_PON_SIMPLE, 2)  # open 555m
    assert SET_LINE[0][0][0][:2] == (FuId.CLOSED_PON_TERMINAL, 8)  # closed 111m
    assert SET_LINE[33][1][1][:2] == (FuId.OPEN_KAN_HONOR, 16)  # open kan 7z
    assert SET_LINE[31][0][1][:2] == (FuId.CLOSED_KAN_HONOR, 32)  # closed kan 5z
    assert SET_LINE[13][0][1][:2] == (FuId.CLOSED_KAN_SIMPLE, 16)  # closed kan 5p
    assert all(SET_LINE[k][o][q].ref == k for k in range(34) for o in (0, 1) for q in (0, 1))


def test_tile_text_table() -> None:
    assert [TILE_TEXT[tile(k).code] for k in (0, 8, 9, 26, 27, 33)] == [
        "1m",
        "9m",
        "1p",
        "9s",
        "1z",
        "7z",
    ]
    assert [str(tile(k, red=True)) for k in (4, 13, 22)] == ["0m", "0p", "0s"]


def test_meld_derived_fields() -> None:
    ankan = Meld.parse("ankan:5555p")
    assert (ankan.first, ankan.is_kan, ankan.is_open, str(ankan)) == (
        13,
        True,
        False,
        "ankan:5555p",
    )
    chi = Meld.parse("chi:0m34m")
    assert (chi.first, chi.is_kan, chi.is_open, str(chi)) == (2, False, True, "chi:340m")
    assert Meld.parse("shouminkan:7777z").kind is MeldKind.SHOUMINKAN
    assert Meld.parse("shouminkan:7777z").is_open


@pytest.mark.parametrize(
    ("groups", "red_fives"),
    [
        (["11111m"], True),  # five copies
        (["1112m", "11m"], True),  # five copies across groups
        (["0m", "0m"], True),  # two red 5m
        (["0p"], False),  # a red five where the rules have none
        (["11111m0p0p"], False),  # too many copies is reported before the red fives
        (["0s0s5s5s5s"], True),  # five fives and two reds: copies first
    ],
)
def test_check_copies_reports_what_the_full_check_reports(
    groups: list[str], red_fives: bool
) -> None:
    tiles = [parse_tiles(g) for g in groups]
    with pytest.raises(EngineError) as fast:
        check_copies(tiles, red_fives=red_fives)
    with pytest.raises(EngineError) as full:
        _check_copies_slow(tiles, red_fives=red_fives)
    assert (fast.value.code, fast.value.details) == (full.value.code, full.value.details)


def test_check_copies_accepts_a_legal_hand() -> None:
    # four 1m, one red 5 of each suit with plain fives beside it
    check_copies([parse_tiles("1111m055m055p05s")], red_fives=True)


def _counting(answer: dict[str, Any]) -> tuple[list[int], Callable[[Mapping[str, Any]], Any]]:
    calls = [0]

    def compute(obj: Mapping[str, Any]) -> dict[str, Any]:
        calls[0] += 1
        return dict(answer)

    return calls, compute


def test_answer_cache_keeps_an_answer_from_the_second_request_on() -> None:
    cache = AnswerCache(8)
    calls, compute = _counting({"ok": True, "total": 1000})
    request = {"hand": "x"}
    for expected_calls in (1, 2, 2, 2):
        assert cache.answer(request, compute) == {"ok": True, "total": 1000}
        assert calls[0] == expected_calls
    assert len(cache) == 1


def test_answer_cache_stays_bounded() -> None:
    cache = AnswerCache(4)
    _, compute = _counting({"ok": True})
    for i, _repeat in itertools.product(range(10), range(3)):
        cache.answer({"n": i}, compute)
    assert len(cache) == 4


def test_a_batch_scores_the_same_with_caches_kept_or_emptied() -> None:
    """Remembered sub-results (suit splits, per-hand yaku, values) change no answer."""
    from benchmarks.bench_engine import clear_engine_caches

    requests = [h.to_request("tenhou") for h in HandGenerator(20260305, noise=0.1).hands(300)]
    warm = [api.score(r) for r in requests]
    fresh = []
    for r in requests:
        clear_engine_caches()
        fresh.append(api.score(r))
    assert fresh == warm


def test_answer_cache_key_does_not_depend_on_who_else_holds_the_request() -> None:
    # marshal's newer formats write back-references only for objects referenced more than
    # once, so the same request could give two keys; the cache must find it all the same
    cache = AnswerCache(8)
    calls, compute = _counting({"ok": True})
    text = "".join(["234567m", "55p"])  # a string object of its own
    request = {"hand": text, "melds": [text[:3]]}
    cache.answer(request, compute)
    held = [request["hand"], request["hand"], request["melds"]]  # more references now
    cache.answer(request, compute)
    cache.answer(request, compute)
    assert calls[0] == 2 and len(cache) == 1 and len(held) == 3
