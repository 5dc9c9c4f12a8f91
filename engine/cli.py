"""`python -m engine <command>`: the JSON command line, and a readable form for people.

JSON form: one object (or an array of objects) on standard input, one answer (or an array
of answers) on standard output. Exit status 0 for ``"ok": true``, 1 for ``"ok": false``,
0 for any batch that could be read. Never a traceback: malformed input gives an
``invalid_request`` answer.

Readable form, for example::

    python -m engine score 123m456p789s1122z --win 2z --tsumo --ruleset ema --dora 3s
    python -m engine score 234567m55p --win 5p --melds pon:777z chi:0m34m --seat S \
        --ruleset mahjongsoul
    python -m engine waits 1112345678999m --ruleset mahjongsoul
    python -m engine kan_after_riichi 2399m333444555s --drawn 3s --kan 3s

prints a breakdown; add ``--json`` for the JSON answer instead. In this form the hand may be
written with or without its winning tile: a hand one tile short (13 tiles with no calls) gets
the ``--win`` tile added, so ``123m456p789s1122z --win 2z`` is the hand 123m456p789s11222z.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from engine.api import COMMANDS, run
from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS, ErrorCode
from engine.tiles import parse_tiles

_HUMAN = ("score", "waits", "compare", "kan_after_riichi", "rulesets", "penalties")


def _write(text: str, stream: TextIO | None = None) -> None:
    out = stream if stream is not None else sys.stdout
    if out is None:  # a windowed build has no console
        return
    out.write(text)
    if not text.endswith("\n"):
        out.write("\n")
    out.flush()


def _invalid(message: str) -> dict[str, Any]:
    return EngineError(ErrorCode.INVALID_REQUEST, message).to_json()


def run_json(command: str, text: str) -> tuple[Any, int]:
    """Answer a JSON text (object or array); (answer, exit status)."""
    try:
        obj = json.loads(text.lstrip("\ufeff"))
    except (ValueError, RecursionError) as exc:
        return _invalid(f"The input is not valid JSON ({exc})."), 1
    if isinstance(obj, list):
        return [run(command, item) for item in obj], 0
    answer = run(command, obj)
    return answer, 0 if answer.get("ok") else 1


def _dumps(answer: Any) -> str:
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


# ---- the readable form ----


def _parser(command: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=f"python -m engine {command}", exit_on_error=False)
    p.add_argument("--ruleset", default="ema", help="preset id (default ema)")
    p.add_argument("--json", action="store_true", help="print the JSON answer")
    if command in ("score", "compare", "waits", "kan_after_riichi"):
        p.add_argument("hand", help="concealed tiles in mpsz notation")
        p.add_argument("--melds", nargs="*", default=[], help="calls, e.g. pon:777z chi:0m34m")
    if command in ("score", "compare", "waits"):
        p.add_argument("--win", dest="win_tile", help="the winning tile (score)")
        p.add_argument("--tsumo", action="store_true")
        p.add_argument("--ron", action="store_true")
        p.add_argument("--seat", default="E", help="seat wind E/S/W/N (E = dealer)")
        p.add_argument("--round", default="E", help="round wind E/S/W/N")
        for flag in SITUATION_FLAGS:
            p.add_argument(f"--{flag.replace('_', '-')}", action="store_true")
        p.add_argument("--dora", default="", help="dora indicators")
        p.add_argument("--ura", default="", help="ura dora indicators")
        p.add_argument("--honba", type=int, default=0)
        p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
        p.add_argument("--values", action="store_true", help="waits: score each wait")
    if command == "compare":
        p.add_argument("--rulesets", nargs="*", default=None, help="preset ids (default all)")
    if command == "kan_after_riichi":
        p.add_argument("--drawn", required=True, help="the tile just drawn")
        p.add_argument("--kan", required=True, help="the tile of the proposed closed kan")
    return p


def _one_tile_short(hand: str, melds: Sequence[str]) -> bool:
    """The readable form's hand lacks only its winning tile (4 sets and a pair less one).

    Unreadable tiles or calls say no: the engine then reports them as usual.
    """
    try:
        concealed = len(parse_tiles(hand))
    except EngineError:
        return False
    return concealed + 3 * len(melds) == 13


def _request(command: str, ns: argparse.Namespace) -> dict[str, Any]:
    req: dict[str, Any] = {"ruleset": ns.ruleset}
    if command in ("rulesets", "penalties"):
        return req
    req["hand"] = ns.hand
    req["melds"] = list(ns.melds)
    if command == "kan_after_riichi":
        req["drawn_tile"] = ns.drawn
        req["kan_tile"] = ns.kan
        return req
    if ns.win_tile:
        req["win_tile"] = ns.win_tile
        if command in ("score", "compare") and _one_tile_short(ns.hand, req["melds"]):
            req["hand"] = f"{ns.hand}{ns.win_tile}"
    req["win"] = "tsumo" if ns.tsumo else "ron"
    req["seat_wind"] = ns.seat.upper()
    req["round_wind"] = ns.round.upper()
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


def format_score(a: dict[str, Any]) -> str:
    """A score answer as lines a person reads."""
    lines = [
        f"Hand: {a['hand']}  ({a['win']}, {'dealer' if a['dealer'] else 'non-dealer'}, "
        f"ruleset {a['ruleset']})"
    ]
    lines.append("Yaku:")
    for y in a["yaku"]:
        amount = f"{y['han']} han" if "han" in y else f"yakuman x{y['yakuman']}"
        lines.append(f"  {y['id']:<22}{amount}")
    lines.append(f"Dora {a['dora']}  Aka {a['aka']}  Ura {a['ura']}")
    lines.append("Fu:")
    for f in a["fu_items"]:
        label = f"{f['id']} {f.get('tiles', '')}".strip()
        lines.append(f"  {label:<26}{f['fu']:>3}")
    lines.append(f"  = {a['fu_raw']} -> {a['fu']} fu")
    limit = a["limit"] or "none"
    if a["yakuman"]:
        lines.append(f"Yakuman x{a['yakuman']} (limit: {limit})")
    else:
        lines.append(f"{a['han']} han {a['fu']} fu (limit: {limit})")
    pays = ", ".join(f"{who} {n}" for who, n in a["payments"].items())
    lines.append(
        f"Payments: {pays}  (+{a['honba_points']} honba each, "
        f"{a['riichi_points']} from riichi sticks)"
    )
    lines.append(f"Total received: {a['total']}")
    r = a["reading"]
    sets = " ".join(
        ("[" + s["tiles"] + "]" if s["called"] else s["tiles"]) + ("*" if s["win"] else "")
        for s in r["sets"]
    )
    lines.append(f"Reading: {r['kind']}, {r['wait']} wait on {r['win_tile']}: {sets}")
    if a.get("runner_up"):
        ru = a["runner_up"]
        lines.append(
            f"Runner-up: {ru['reading']['wait']} wait, {ru['han']} han {ru['fu']} fu, "
            f"total {ru['total']}"
        )
    for w in a.get("why_not", []):
        lines.append(f"Why not {w['yaku'] or ''}: {w['reason']}".replace("not :", "not:"))
    return "\n".join(lines)


def format_answer(command: str, a: dict[str, Any]) -> str:
    """Any answer as readable lines."""
    if not a.get("ok"):
        err = a["error"]
        extra = f" {_dumps(err['details'])}" if err.get("details") else ""
        return f"Error {err['code']}: {err['message']}{extra}"
    if command == "score":
        return format_score(a)
    if command == "waits":
        lines = [
            f"Hand: {a['hand']}  (ruleset {a['ruleset']})",
            f"Tenpai: {'yes' if a['tenpai'] else 'no'}; waits: "
            f"{' '.join(a['waits']) or '-'}; counts as tenpai at a draw: "
            f"{'yes' if a['counts_as_tenpai'] else 'no'}",
        ]
        for v in a.get("values", []):
            parts = []
            for how in ("ron", "tsumo"):
                ans = v[how]
                parts.append(
                    f"{how} {ans['total']}" if ans["ok"] else f"{how} {ans['error']['code']}"
                )
            lines.append(f"  {v['tile']}: {', '.join(parts)}")
        return "\n".join(lines)
    if command == "compare":
        lines = []
        for r in a["results"]:
            ans = r["answer"]
            if ans["ok"]:
                what = (
                    f"yakuman x{ans['yakuman']}"
                    if ans["yakuman"]
                    else f"{ans['han']} han {ans['fu']} fu"
                )
                lines.append(f"{r['ruleset']:<12}{what:<18}total {ans['total']}")
            else:
                lines.append(f"{r['ruleset']:<12}{ans['error']['code']}")
        return "\n".join(lines)
    if command == "kan_after_riichi":
        return (
            f"{'Allowed' if a['allowed'] else 'Not allowed'} ({a['reason']}); waits "
            f"{' '.join(a['waits_before'])}"
            + (f" -> {' '.join(a['waits_after'])}" if a.get("waits_after") else "")
        )
    if command == "rulesets":
        lines = []
        for r in a["rulesets"]:
            lines.append(f"{r['id']:<12}{r['name']}")
        return "\n".join(lines)
    return _dumps(a)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; returns the exit status. Never lets a traceback through."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # the reader went away (`... | head`): nothing more can be said; silence the final
        # flush at exit too, as the Python documentation recommends for SIGPIPE
        _silence_stdout()
        return 1
    except Exception as exc:  # a bug must reach the user as an answer, not a traceback
        _write(_dumps(_invalid(f"The request could not be processed ({type(exc).__name__}).")))
        return 1


def _silence_stdout() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):  # no real file behind stdout (tests)
        pass


def _main(argv: Sequence[str] | None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        _write(
            "usage: python -m engine <command> [arguments]  (JSON on stdin without "
            f"arguments)\ncommands: {', '.join(COMMANDS)}"
        )
        return 0 if args else 2
    command, rest = args[0], args[1:]
    if not rest:
        stdin = sys.stdin
        text = stdin.read() if stdin is not None else ""
        answer, status = run_json(command, text)
        _write(_dumps(answer))
        return status
    if command not in _HUMAN:
        answer = _invalid(f"'{command}' takes its request as JSON on standard input.")
        if command not in COMMANDS:
            answer = run(command, {})
        _write(_dumps(answer))
        return 1
    try:
        ns = _parser(command).parse_args(rest)
    except SystemExit as exc:  # --help, or a usage error argparse already explained
        return 0 if not exc.code else 2
    except argparse.ArgumentError as exc:
        _write(_dumps(_invalid(f"Bad arguments: {exc}")))
        return 1
    answer = run(command, _request(command, ns))
    _write(_dumps(answer) if ns.json else format_answer(command, answer))
    return 0 if answer.get("ok") else 1


__all__ = ["format_answer", "format_score", "main", "run_json"]
