"""Rule facts the GUI asks the engine: flag conflicts one at a time, yaku values, riichi with
few points, the two-han minimum, ron claimants paid, session minutes, `is_preset`."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.conflicts import flag_conflict, ura_conflict
from engine.hand import Situation
from engine.ids import SITUATION_FLAGS, ConflictId, Wind
from engine.rulesets import PRESETS, make_ruleset
from engine.yaku import available, closed_only, is_yakuman, yaku_value

FLAGS = [f for f in SITUATION_FLAGS if f != "chankan_closed_kan"]


@settings(max_examples=400, deadline=None)
@given(
    flags=st.sets(st.sampled_from(FLAGS), max_size=4),
    ron=st.booleans(),
    dealer=st.booleans(),
    calls=st.sampled_from([(False, False, False), (False, True, True), (True, False, True)]),
    preset=st.sampled_from(sorted(PRESETS)),
)
def test_flags_each_allowed_make_a_situation_the_engine_accepts(
    flags: set[str], ron: bool, dealer: bool, calls: tuple[bool, bool, bool], preset: str
) -> None:
    is_open, has_kan, has_calls = calls
    ruleset = PRESETS[preset]
    blockers = {
        f: flag_conflict(
            f,
            flags=flags,
            ron=ron,
            dealer=dealer,
            is_open=is_open,
            has_kan=has_kan,
            has_calls=has_calls,
            ruleset=ruleset,
        )
        for f in flags
    }
    situation = Situation(
        win="ron" if ron else "tsumo",
        seat_wind=Wind.EAST if dealer else Wind.SOUTH,
        **dict.fromkeys(flags, True),  # type: ignore[arg-type]
    )
    found = situation.find_conflict(
        closed=not is_open, kans=int(has_kan), calls=int(has_calls), ruleset=ruleset
    )
    # every flag allowed next to the others <=> the whole situation has no conflict (the
    # reason named first may differ: a flag is asked alone, a request all at once)
    assert (found is None) == all(b is None for b in blockers.values()), (blockers, found)


def test_single_flag_conflicts_worked_by_hand() -> None:
    ema = PRESETS["ema"]
    common = {"dealer": False, "is_open": False, "has_kan": False, "has_calls": False}
    # ippatsu needs riichi
    assert (
        flag_conflict("ippatsu", flags={"ippatsu"}, ron=True, ruleset=ema, **common)
        is ConflictId.IPPATSU_WITHOUT_RIICHI
    )
    # rinshan is a win on the replacement tile: never a ron
    assert (
        flag_conflict("rinshan", flags=set(), ron=True, ruleset=ema, **common)
        is ConflictId.RINSHAN_ON_RON
    )
    # EMA 2025 has no renhou?  It has (5 han): allowed for a non-dealer's ron
    assert flag_conflict("renhou", flags=set(), ron=True, ruleset=ema, **common) is None
    # Tenhou has no renhou (matrix B)
    assert (
        flag_conflict("renhou", flags=set(), ron=True, ruleset=PRESETS["tenhou"], **common)
        is ConflictId.RENHOU_NOT_IN_RULESET
    )
    assert ura_conflict(riichi=False, ura=0, dora=1) is ConflictId.URA_WITHOUT_RIICHI
    assert ura_conflict(riichi=True, ura=1, dora=1) is ConflictId.MORE_URA_THAN_DORA
    assert ura_conflict(riichi=True, ura=0, dora=1) is None


def test_yaku_values_worked_from_the_fact_matrix() -> None:
    ema, ema2012, wrc, tenhou = (PRESETS[p] for p in ("ema", "ema2012", "wrc", "tenhou"))
    # matrix B: pinfu 1 han closed only; chinitsu 6 closed / 5 open; tanyao open only with kuitan
    assert (yaku_value("pinfu", ema).closed, yaku_value("pinfu", ema).open) == (1, None)
    assert (yaku_value("chinitsu", ema).closed, yaku_value("chinitsu", ema).open) == (6, 5)
    assert yaku_value("tanyao", ema).open == 1 and yaku_value("tanyao", ema2012).open is None
    # renhou: 5 han (EMA), mangan (WRC), yakuman (EMA 2012), not used (Tenhou)
    assert yaku_value("renhou", ema).kind == "han" and yaku_value("renhou", ema).closed == 5
    assert yaku_value("renhou", wrc).kind == "mangan"
    assert yaku_value("renhou", ema2012).kind == "yakuman"
    assert not available("renhou", tenhou)
    # daisuushii is a double yakuman in EMA 2012 only; kokushi is closed only
    assert (
        yaku_value("daisuushii", ema2012).yakuman == 2
        and yaku_value("daisuushii", ema).yakuman == 1
    )
    assert closed_only("kokushi") and yaku_value("kokushi", ema).open is None
    assert is_yakuman("kokushi") and not is_yakuman("renhou") and not is_yakuman("pinfu")
    # nagashi mangan: a draw payment on Tenhou, a 5-han win in EMA 2012, absent in EMA 2025
    assert yaku_value("nagashi_mangan", tenhou).kind == "mangan_payment"
    assert yaku_value("nagashi_mangan", ema2012).closed == 5
    assert not available("nagashi_mangan", ema)


def test_riichi_points_two_han_and_ron_claimants() -> None:
    tenhou, ema, galaxy, ema2012 = (PRESETS[p] for p in ("tenhou", "ema", "galaxy", "ema2012"))
    # Tenhou needs 1,000 points to declare riichi (matrix A4); EMA 2025 does not
    assert not tenhou.riichi_allowed(900) and tenhou.riichi_allowed(1000)
    assert ema.riichi_allowed(0)
    # Galaxy: the dealer needs 2 han of yaku at 5+ counters; EMA 2012: everyone (matrix A3)
    assert galaxy.needs_two_han(5, dealer=True) and not galaxy.needs_two_han(5, dealer=False)
    assert not galaxy.needs_two_han(4, dealer=True)
    assert ema2012.needs_two_han(5, dealer=False) and not ema.needs_two_han(9, dealer=True)
    # triple ron: abortive on Tenhou, all paid in EMA; WRC head bump pays the first only
    assert tenhou.ron_winners_paid(3) == 0 and tenhou.ron_winners_paid(2) == 2
    assert ema.ron_winners_paid(3) == 3
    assert PRESETS["wrc"].ron_winners_paid(2) == 1


def test_session_minutes_and_presets() -> None:
    # rrc.md §1 row 35: 75 minutes; EMA 2016 §5.9: 90 with a signal 15 minutes before the end
    assert (
        PRESETS["rrc"].session_minutes == 75
        and PRESETS["rrc"].assumed_note("session_minutes") is None
    )
    # correction 21: RRC names no signal (the time left is always in sight): signal 0, read
    assert (
        PRESETS["rrc"].signal_minutes == 0 and PRESETS["rrc"].assumed_note("signal_minutes") is None
    )
    for p in ("ema", "ema2016", "ema2012"):
        assert (PRESETS[p].session_minutes, PRESETS[p].signal_minutes) == (90, 15)
        assert PRESETS[p].assumed_note("session_minutes") is None
    # correction 21: WRC 75 minutes, no signal, then the current hand and one more (⚠️)
    wrc = PRESETS["wrc"]
    assert (wrc.session_minutes, wrc.signal_minutes, wrc.time_up_end) == (75, 0, "one_more_hand")
    assert all(wrc.assumed_note(f) for f in ("session_minutes", "signal_minutes", "time_up_end"))
    for p in ("galaxy", "tenhou", "mahjongsoul"):
        assert PRESETS[p].assumed_note("session_minutes") and PRESETS[p].session_minutes == 90
    # correction 25: the end of timed play is a rule value; every preset plays one more hand
    assert {r.time_up_end for r in PRESETS.values()} == {"one_more_hand"}
    stop = make_ruleset("wrc", {"time_up_end": "current_hand"})
    assert (stop.hands_after_time_up, wrc.hands_after_time_up) == (0, 1)
    custom = make_ruleset("rrc", {"session_minutes": 60})
    assert custom.session_minutes == 60 and not custom.is_preset
    assert all(r.is_preset for r in PRESETS.values())
    assert make_ruleset("rrc", {}).is_preset  # no change: the preset itself


def test_limit_han_table_is_what_hand_value_pays() -> None:
    from engine.payments import KAZOE_HAN, LIMIT_HAN, hand_value

    ema, tenhou = PRESETS["ema"], PRESETS["tenhou"]
    # matrix D: mangan from 5 han, haneman 6, baiman 8, sanbaiman 11; kazoe from 13
    assert [h for _l, h in LIMIT_HAN] == [5, 6, 8, 11] and KAZOE_HAN == 13
    for limit, han in LIMIT_HAN:
        assert hand_value(han, 30, ema).limit is limit
        assert hand_value(han - 1, 20, ema).limit is not limit  # 4 han 20 fu: 1,280 basic
    assert hand_value(KAZOE_HAN, 30, tenhou).basic == 8000  # Tenhou has kazoe
    assert hand_value(KAZOE_HAN, 30, ema).basic == 6000  # EMA 2025: sanbaiman
