"""Which situation flag a hand being entered can take: the same rules `Situation.find_conflict`
applies to a whole request, asked one flag at a time.

`flag_conflict(flag, ...)` says why `flag` cannot be on next to the other flags, the hand's
calls and the ruleset (a `ConflictId`), or None. An editor uses it to grey out a check box and
name the reason; `ura_conflict` does the same for adding an ura-dora indicator.
"""

from __future__ import annotations

from collections.abc import Set

from engine.hand import MAX_INDICATORS
from engine.ids import ConflictId
from engine.rulesets import Ruleset

_C = ConflictId
_RIICHI = frozenset({"riichi", "double_riichi"})
_FIRST_TURN = frozenset({"tenhou", "chiihou", "renhou"})
_LAST_TILE = frozenset({"haitei", "houtei"})


def flag_conflict(
    flag: str,
    *,
    flags: Set[str],
    ron: bool,
    dealer: bool,
    is_open: bool,
    has_kan: bool,
    has_calls: bool,
    ruleset: Ruleset,
) -> ConflictId | None:
    """Why `flag` cannot be on given the other `flags`, the win, the seat and the calls.

    `is_open`: a call other than a closed kan; `has_calls`: any call, closed kans too.
    Raises `KeyError` for a name that is not a situation flag.
    """
    others = frozenset(flags) - {flag}
    riichi = bool(others & _RIICHI)
    first_turn = others & _FIRST_TURN
    if flag in ("riichi", "double_riichi"):
        if flag == "double_riichi" and not ruleset.double_riichi:
            return _C.DOUBLE_RIICHI_NOT_IN_RULESET
        if is_open:
            return _C.RIICHI_OPEN_HAND if flag == "riichi" else _C.DOUBLE_RIICHI_OPEN_HAND
        if "tenhou" in first_turn:
            return _C.TENHOU_WITH_RIICHI
        if "chiihou" in first_turn:
            return _C.CHIIHOU_WITH_RIICHI
        if "renhou" in first_turn:
            return _C.RENHOU_WITH_RIICHI
        return None
    if flag == "ippatsu":
        if is_open:
            return _C.IPPATSU_OPEN_HAND
        if not riichi:
            return _C.IPPATSU_WITHOUT_RIICHI
        if "rinshan" in others:
            return _C.IPPATSU_WITH_RINSHAN
        return None
    if flag == "rinshan":
        if ron:
            return _C.RINSHAN_ON_RON
        if not has_kan:
            return _C.RINSHAN_WITHOUT_KAN
        if "ippatsu" in others:
            return _C.IPPATSU_WITH_RINSHAN
        if "haitei" in others:
            return _C.HAITEI_WITH_RINSHAN
        return None
    if flag == "chankan":
        if not ron:
            return _C.CHANKAN_ON_TSUMO
        if "houtei" in others:
            return _C.HOUTEI_WITH_CHANKAN
        if "renhou" in others:
            return _C.RENHOU_WITH_CHANKAN
        return None
    if flag == "haitei":
        if ron:
            return _C.HAITEI_ON_RON
        if "rinshan" in others:
            return _C.HAITEI_WITH_RINSHAN
        if first_turn:
            return _C.FIRST_TURN_ON_LAST_TILE
        return None
    if flag == "houtei":
        if not ron:
            return _C.HOUTEI_ON_TSUMO
        if "chankan" in others:
            return _C.HOUTEI_WITH_CHANKAN
        if first_turn:
            return _C.FIRST_TURN_ON_LAST_TILE
        return None
    if flag == "tenhou":
        return _first_turn(
            others,
            has_calls,
            wrong_seat=not dealer,
            wrong_win=ron,
            codes=(
                _C.TENHOU_NON_DEALER,
                _C.TENHOU_ON_RON,
                _C.TENHOU_AFTER_CALL,
                _C.TENHOU_WITH_RIICHI,
            ),
        )
    if flag == "chiihou":
        return _first_turn(
            others,
            has_calls,
            wrong_seat=dealer,
            wrong_win=ron,
            codes=(
                _C.CHIIHOU_DEALER,
                _C.CHIIHOU_ON_RON,
                _C.CHIIHOU_AFTER_CALL,
                _C.CHIIHOU_WITH_RIICHI,
            ),
        )
    if flag == "renhou":
        if ruleset.renhou == "none":
            return _C.RENHOU_NOT_IN_RULESET
        return _first_turn(
            others,
            has_calls,
            wrong_seat=dealer,
            wrong_win=not ron,
            codes=(
                _C.RENHOU_DEALER,
                _C.RENHOU_ON_TSUMO,
                _C.RENHOU_AFTER_CALL,
                _C.RENHOU_WITH_RIICHI,
            ),
        )
    if flag == "paarenchan":
        if not ruleset.paarenchan:
            return _C.PAARENCHAN_NOT_IN_RULESET
        if not dealer:
            return _C.PAARENCHAN_NON_DEALER
        return None
    if flag == "chankan_closed_kan":
        # The robbed kan was a closed kan: a chankan win, where the ruleset allows it, and
        # only by thirteen orphans (a hand with calls cannot be one). The tiles are checked
        # once the hand is complete: the flag may stay on while the hand is being entered.
        if not ruleset.rob_closed_kan_kokushi:
            return _C.CLOSED_KAN_ROBBERY_NOT_IN_RULESET
        if "chankan" not in others:
            return _C.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN
        if has_calls:
            return _C.CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI
        return None
    raise KeyError(flag)


def _first_turn(
    others: frozenset[str],
    has_calls: bool,
    *,
    wrong_seat: bool,
    wrong_win: bool,
    codes: tuple[ConflictId, ConflictId, ConflictId, ConflictId],
) -> ConflictId | None:
    seat_code, win_code, call_code, riichi_code = codes
    if wrong_seat:
        return seat_code
    if wrong_win:
        return win_code
    if has_calls:
        return call_code
    if others & _RIICHI:
        return riichi_code
    if others & _FIRST_TURN:
        return _C.FIRST_TURN_FLAGS_TOGETHER
    if others & _LAST_TILE:
        return _C.FIRST_TURN_ON_LAST_TILE
    if "chankan" in others and call_code is _C.RENHOU_AFTER_CALL:
        return _C.RENHOU_WITH_CHANKAN
    return None


def ura_conflict(*, riichi: bool, ura: int, dora: int) -> ConflictId | None:
    """Why one more ura-dora indicator cannot be added (`ura` and `dora` already shown)."""
    if not riichi:
        return _C.URA_WITHOUT_RIICHI
    if ura >= MAX_INDICATORS:
        return _C.TOO_MANY_INDICATORS
    if ura >= dora:
        return _C.MORE_URA_THAN_DORA
    return None


__all__ = ["flag_conflict", "ura_conflict"]
