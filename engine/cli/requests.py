"""The readable form's arguments turned into the command's JSON request (and a refusal that
names a JSON field named back in the flag the user typed)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from engine.cli.arguments import _WINDS, _UsageError
from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS
from engine.tiles import parse_tiles


def _wind(text: str) -> str:
    """E/S/W/N from a flag: any case, or the wind's English name (east, South)."""
    upper = text.strip().upper()
    for letter, name in _WINDS.items():
        if upper == name.upper():
            return letter
    return upper


def _one_tile_short(hand: str, melds: Sequence[str]) -> bool:
    """The readable form's hand lacks only its winning tile (4 sets and a pair less one).

    Unreadable tiles or calls say no: the engine then reports them as usual.
    """
    try:
        concealed = len(parse_tiles(hand))
    except EngineError:
        return False
    return concealed + 3 * len(melds) == 13


def _winner(spec: str, seat_field: str) -> dict[str, Any]:
    """A settle winner from SEAT:HAN:FU, SEAT:HAN or SEAT:yakuman[:N]."""
    parts = spec.split(":")
    try:
        seat = int(parts[0])
        if len(parts) >= 2 and parts[1].lower() in ("yakuman", "ym", "y"):
            if len(parts) > 3:
                raise ValueError
            times = int(parts[2]) if len(parts) == 3 else 1
            return {seat_field: seat, "han": 0, "fu": 0, "yakuman": times}
        if len(parts) not in (2, 3):
            raise ValueError
        han = int(parts[1])
        fu = int(parts[2]) if len(parts) == 3 else 0
    except ValueError:
        raise _UsageError(
            f"winner {spec!r} must look like SEAT:HAN:FU (1:2:30), SEAT:HAN (1:6) or "
            "SEAT:yakuman[:N] (1:yakuman)"
        ) from None
    return {seat_field: seat, "han": han, "fu": fu, "yakuman": 0}


def _settle_request(ns: argparse.Namespace) -> dict[str, Any]:
    req: dict[str, Any] = {
        "ruleset": ns.ruleset,
        "scores": list(ns.scores),
        "dealer": ns.dealer,
        "round_wind": _wind(ns.round),
        "honba": ns.honba,
        "riichi_sticks": ns.sticks,
        "riichi": list(ns.riichi),
    }
    if ns.first_dealer is not None:
        req["first_dealer"] = ns.first_dealer
    if ns.penalties is not None:
        req["penalties"] = list(ns.penalties)
    if ns.last_hand:
        req["last_hand"] = True
    if ns.discarder is not None and not ns.ron:
        raise _UsageError("--from (the discarder) goes with --ron")
    if ns.pao is not None and not (ns.ron or ns.tsumo):
        raise _UsageError("--pao goes with --ron or --tsumo")
    if (ns.tenpai or ns.nagashi) and not ns.draw:
        raise _UsageError("--tenpai and --nagashi go with --draw")
    outcome: dict[str, Any]
    if ns.ron:
        if ns.discarder is None:
            raise _UsageError("--ron needs --from SEAT (the discarder)")
        winners = [_winner(w, "seat") for w in ns.ron]
        if ns.pao is not None:
            if len(winners) != 1:
                raise _UsageError("--pao takes a single winner here; use the JSON form")
            winners[0]["pao"] = ns.pao
        outcome = {"type": "ron", "discarder": ns.discarder, "winners": winners}
        if ns.riichi_discard:
            outcome["riichi_discard"] = True
    elif ns.tsumo:
        outcome = {"type": "tsumo", **_winner(ns.tsumo, "winner")}
        if ns.pao is not None:
            outcome["pao"] = ns.pao
    elif ns.draw:
        outcome = {"type": "draw", "tenpai": list(ns.tenpai), "nagashi": list(ns.nagashi)}
    elif ns.abortive:
        outcome = {"type": "abortive", "reason": ns.abortive}
    elif ns.penalty:
        outcome = _penalty(ns.penalty)
    else:
        outcome = {"type": "chombo", "offender": list(ns.chombo)}
    req["outcome"] = outcome
    return req


def _penalty(text: str) -> dict[str, Any]:
    """``SEAT:OFFENCE[:EARLIER]`` → a penalty outcome (the engine checks the offence)."""
    parts = text.split(":")
    if len(parts) not in (2, 3) or not parts[0].isdigit() or not parts[1]:
        raise _UsageError("--penalty takes SEAT:OFFENCE or SEAT:OFFENCE:EARLIER")
    if len(parts) == 3 and not parts[2].isdigit():
        raise _UsageError("--penalty: EARLIER must be a whole number")
    earlier = int(parts[2]) if len(parts) == 3 else 0
    return {"type": "penalty", "offender": int(parts[0]), "offence": parts[1], "earlier": earlier}


def _marked_discards(text: str, called: Sequence[int], riichi: int | None) -> list[Any]:
    """Own discards as objects, marked as called away or as the riichi declaration tile."""
    tiles = [str(t) for t in parse_tiles(text)]
    for n in (*called, *(() if riichi is None else (riichi,))):
        if not 0 <= n < len(tiles):
            raise _UsageError(f"discard position {n} is not among the {len(tiles)} discards")
    return [{"tile": t, "called": i in called, "riichi": i == riichi} for i, t in enumerate(tiles)]


def _request(command: str, ns: argparse.Namespace) -> dict[str, Any]:
    if command == "rulesets":
        return {"rulesets": list(ns.ids)} if ns.ids else {}
    if command == "penalties":
        return {"ruleset": ns.ruleset}
    if command == "next_penalty":
        return {"ruleset": ns.ruleset, "offence": ns.offence, "earlier": ns.earlier}
    if command == "possible_fu":
        return {"ruleset": ns.ruleset, "han": ns.han, "win": "tsumo" if ns.tsumo else "ron"}
    if command == "settle":
        return _settle_request(ns)
    if command == "kuikae":
        return {
            "ruleset": ns.ruleset,
            "call": {"kind": ns.kind, "tile": ns.tile, "from_hand": ns.from_hand},
            "discard": ns.discard,
        }
    if command == "kyuushu":
        if not ns.hand:
            raise _UsageError("the hand is missing (14 tiles in mpsz notation)")
        return {
            "ruleset": ns.ruleset,
            "hand": "".join(ns.hand),
            "calls_before": ns.calls_before,
            "first_draw": not ns.not_first_draw,
        }
    if command == "final":
        req: dict[str, Any] = {
            "ruleset": ns.ruleset,
            "scores": list(ns.scores),
            "riichi_sticks": ns.sticks,
        }
        if ns.penalties is not None:
            req["penalties"] = list(ns.penalties)
        if ns.first_dealer is not None:
            req["first_dealer"] = ns.first_dealer
        return req
    melds = list(ns.melds)
    if not ns.hand:
        # `--melds pon:777z 234567m5p`: the list took the hand along
        loose = [m for m in melds if ":" not in m]
        if not loose:
            raise _UsageError("the hand is missing (tiles in mpsz notation, e.g. 123m456p)")
        ns.hand = loose
        melds = [m for m in melds if ":" in m]
    ns.hand = "".join(ns.hand)
    req = {"ruleset": ns.ruleset, "hand": ns.hand, "melds": melds}
    if command == "kan_after_riichi":
        req["drawn_tile"] = ns.drawn
        req["kan_tile"] = ns.kan
        return req
    if command == "furiten":
        req["discards"] = ns.discards
        req["passed"] = list(ns.passed)
        req["riichi"] = ns.riichi
        req["riichi_passed"] = ns.riichi_passed
        if ns.waits is not None:
            req["waits"] = ns.waits
        if ns.claim is not None:
            req["claim_tile"] = ns.claim
        if ns.called or ns.riichi_tile is not None:
            req["discards"] = _marked_discards(ns.discards, ns.called, ns.riichi_tile)
            req["riichi"] = ns.riichi or ns.riichi_tile is not None
        return req
    if command == "draw_tenpai":
        req["visible"] = ns.visible
        req["discards"] = ns.discards
        req["riichi"] = ns.riichi
        req["seat_wind"] = _wind(ns.seat)
        req["round_wind"] = _wind(ns.round)
        return req
    if command in ("score", "compare"):
        req["win_tile"] = ns.win_tile
        try:
            parse_tiles(ns.win_tile)
        except EngineError as exc:  # say so before it is added to the hand
            exc.details["field"] = "win_tile"
            raise
        if _one_tile_short(ns.hand, melds):
            req["hand"] = f"{ns.hand}{ns.win_tile}"
    req["win"] = "tsumo" if ns.tsumo else "ron"
    req["seat_wind"] = _wind(ns.seat)
    req["round_wind"] = _wind(ns.round)
    for name in SITUATION_FLAGS:
        if getattr(ns, name):
            req[name] = True
    req["dora_indicators"] = ns.dora
    req["ura_indicators"] = ns.ura
    req["honba"] = ns.honba
    req["riichi_sticks"] = ns.sticks
    if command == "waits" and ns.values:
        req["with_values"] = True
    if command == "compare":
        req.pop("ruleset")
        if ns.rulesets:
            req["rulesets"] = list(ns.rulesets)
    return req


#: request fields the readable form sets from a differently named flag
_FLAG_OF_FIELD = {
    "win_tile": "--win",
    "seat_wind": "--seat",
    "round_wind": "--round",
    "dora_indicators": "--dora",
    "ura_indicators": "--ura",
    "riichi_sticks": "--sticks",
    "drawn_tile": "--drawn",
    "kan_tile": "--kan",
    "discarder": "--from",
    "riichi_passed": "--riichi-passed",
    "first_dealer": "--first-dealer",
    "hand": "the hand",
    "han": "HAN",
}


def _in_flag_terms(answer: dict[str, Any]) -> dict[str, Any]:
    """A readable-form error that names a JSON field names the flag the user typed."""
    field = (answer["error"].get("details") or {}).get("field")
    if not isinstance(field, str) or not field.replace("_", "").isalpha():
        return answer
    flag = _FLAG_OF_FIELD.get(field, f"--{field.replace('_', '-')}")
    message = str(answer["error"]["message"])
    if f"'{field}'" in message:
        message = message.replace(f"'{field}'", flag)
    else:
        message = f"{message.rstrip('.')} (in {flag})."
    return {**answer, "error": {**answer["error"], "message": message}}
