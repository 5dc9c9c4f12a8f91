"""The readable form's arguments: one argparse parser per command, and the overall help."""

from __future__ import annotations

import argparse
from typing import Any, NoReturn

from engine.api import COMMANDS
from engine.batch import MAX_BATCH, MAX_DEPTH, MAX_REQUEST_CHARS
from engine.cli import stream as _stream
from engine.cli.stream import _write
from engine.ids import SITUATION_FLAGS

#: one line per command for the overall help (a command missing here is still listed)
_SUMMARY: dict[str, str] = {
    "score": "value one winning hand: yaku, dora, fu, limit, payments",
    "waits": "the waits of a hand at a draw, and whether it counts as tenpai",
    "compare": "value one winning hand under every ruleset",
    "kan_after_riichi": "may a player in riichi declare this closed kan?",
    "furiten": "is a waiting player furiten, and may they ron or tsumo?",
    "draw_tenpai": "does a hand count as tenpai at an exhaustive draw (karaten)?",
    "kuikae": "is the discard after a chi or pon a forbidden swap (kuikae)?",
    "kyuushu": "may the player call nine terminals and honours (abortive draw)?",
    "settle": "one hand's result at the table: transfers, new scores, the next hand",
    "possible_fu": "which fu a hand of so many han, won by ron or tsumo, can have",
    "final": "end of game: ranks and results after return points, oka, uma, penalties",
    "penalties": "a ruleset's penalty catalogue",
    "next_penalty": "what a player's next offence of a kind costs (the escalation ladder)",
    "rulesets": "the ruleset presets and how their rules differ",
}

_SITUATION_HELP: dict[str, str] = {
    "riichi": "the winner declared riichi",
    "double_riichi": "riichi declared on the first discard",
    "ippatsu": "won within one go-around of riichi, no call in between",
    "rinshan": "won on the replacement tile after a kan (tsumo)",
    "chankan": "won by robbing a kan (ron)",
    "haitei": "won on the last tile of the wall (tsumo)",
    "houtei": "won on the last discard (ron)",
    "tenhou": "the dealer's win on the initial hand",
    "chiihou": "a non-dealer's win on the first draw",
    "renhou": "a non-dealer's ron before the first draw",
    "paarenchan": "the dealer's eighth consecutive win",
    "chankan_closed_kan": "the robbed kan was a closed kan (kokushi only; with --chankan)",
}

_WINDS = {"E": "East", "S": "South", "W": "West", "N": "North"}


# ---- the readable form: arguments ----


class _UsageError(Exception):
    """The readable form's arguments are wrong (argparse's message)."""


class _HelpShown(Exception):  # noqa: N818 - not an error: --help ended the parse
    """--help was printed."""


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing and exiting (exit status 1, one line)."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise _HelpShown

    def print_help(self, file: Any = None) -> None:
        _write(self.format_help().rstrip("\n"))


def _parser(command: str) -> argparse.ArgumentParser:
    p = _Parser(
        prog=f"{_stream.PROG} {command}",
        description=_DESCRIPTION.get(command, _SUMMARY.get(command, "")),
        epilog=(
            _EPILOG.get(command, "")
            + f"\n\nWithout arguments, {_stream.PROG} {command} reads the JSON request"
            " on standard input." + f"\n\n{_BATCH_HELP}"
        ).replace("python -m engine", _stream.PROG),  # the examples name the program as started
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    if command == "kyuushu":
        p.add_argument("hand", nargs="*", help="the 14 tiles after the first draw, e.g. 19m19p")
        p.add_argument(
            "--calls-before", action="store_true", help="a call was made before this draw"
        )
        p.add_argument(
            "--not-first-draw", action="store_true", help="this is not the player's first draw"
        )
    if command == "kuikae":
        p.add_argument("kind", choices=("chi", "pon"), help="the call: chi or pon")
        p.add_argument("tile", metavar="TILE", help="the called tile")
        p.add_argument("from_hand", metavar="TILES", help="the two tiles from the hand")
        p.add_argument(
            "--discard", required=True, metavar="TILE", help="the tile discarded after the call"
        )
    if command == "draw_tenpai":
        p.add_argument(
            "--visible",
            default="",
            metavar="TILES",
            help="tiles the player can see: others' ponds and calls, dora indicators",
        )
        p.add_argument("--discards", default="", metavar="TILES", help="the player's own pond")
        p.add_argument("--riichi", action="store_true", help="the player declared riichi")
        p.add_argument(
            "--seat", default="E", metavar="WIND", help="seat wind E/S/W/N (E = dealer; default E)"
        )
        p.add_argument("--round", default="E", metavar="WIND", help="round wind (default E)")
    if command in ("score", "compare", "waits", "kan_after_riichi", "furiten", "draw_tenpai"):
        p.add_argument(
            "hand",
            nargs="*",
            help="the concealed tiles in mpsz notation, e.g. 123m55p (spaces allowed: 123m 55p)",
        )
        p.add_argument(
            "--melds",
            nargs="*",
            default=[],
            metavar="CALL",
            help="calls: chi:, pon:, kan: (open), ankan: (closed), shouminkan:, "
            "e.g. pon:777z chi:0m34m",
        )
    if command in ("score", "compare"):
        p.add_argument(
            "--win",
            dest="win_tile",
            required=True,
            metavar="TILE",
            help="the winning tile (added to the hand when the hand is one tile short)",
        )
    if command in ("score", "compare", "waits"):
        how = p.add_mutually_exclusive_group()
        how.add_argument("--tsumo", action="store_true", help="won by self-draw")
        how.add_argument("--ron", action="store_true", help="won on a discard (the default)")
        p.add_argument(
            "--seat", default="E", metavar="WIND", help="seat wind E/S/W/N (E = dealer; default E)"
        )
        p.add_argument("--round", default="E", metavar="WIND", help="round wind (default E)")
        for flag in SITUATION_FLAGS:
            p.add_argument(
                f"--{flag.replace('_', '-')}",
                dest=flag,
                action="store_true",
                help=_SITUATION_HELP.get(flag),
            )
        p.add_argument("--dora", default="", metavar="TILES", help="dora indicators, e.g. 3s7z")
        p.add_argument("--ura", default="", metavar="TILES", help="ura-dora indicators")
        p.add_argument("--honba", type=int, default=0, metavar="N", help="honba counters")
        p.add_argument(
            "--sticks", type=int, default=0, metavar="N", help="riichi sticks on the table"
        )
    if command == "waits":
        p.add_argument(
            "--values", action="store_true", help="also value a win on each wait (ron and tsumo)"
        )
    if command == "compare":
        p.add_argument(
            "--rulesets", nargs="*", default=None, metavar="ID", help="preset ids (default: all)"
        )
    if command == "kan_after_riichi":
        p.add_argument("--drawn", required=True, metavar="TILE", help="the tile just drawn")
        p.add_argument(
            "--kan", required=True, metavar="TILE", help="the tile of the proposed closed kan"
        )
    if command == "furiten":
        p.add_argument("--discards", default="", metavar="TILES", help="the player's own discards")
        p.add_argument(
            "--passed",
            nargs="*",
            default=[],
            metavar="ITEM",
            help="since the player's last discard, oldest first: tiles others discarded and "
            "passed, and the markers draw, claim, discard (the player's own) and call (another's)",
        )
        p.add_argument("--riichi", action="store_true", help="the player is in riichi")
        p.add_argument(
            "--riichi-passed",
            default="",
            metavar="TILES",
            help="tiles passed in riichi before the last discard",
        )
        p.add_argument(
            "--waits", default=None, metavar="TILES", help="the waits (default: from the hand)"
        )
        p.add_argument("--claim", default=None, metavar="TILE", help="the tile ron is claimed on")
        p.add_argument(
            "--called",
            nargs="*",
            type=int,
            default=[],
            metavar="N",
            help="positions (from 0) of own discards another player called",
        )
        p.add_argument(
            "--riichi-tile",
            type=int,
            default=None,
            metavar="N",
            help="position (from 0) of the riichi declaration tile among the own discards",
        )
    if command in ("settle", "final"):
        p.add_argument(
            "--scores",
            nargs=4,
            type=int,
            required=True,
            metavar="N",
            help="the four scores, seats 0..3",
        )
        p.add_argument(
            "--sticks", type=int, default=0, metavar="N", help="riichi sticks on the table"
        )
        p.add_argument(
            "--penalties",
            nargs=4,
            type=int,
            default=None,
            metavar="N",
            help="point penalties so far (negative = deduction), applied after uma",
        )
        p.add_argument(
            "--first-dealer",
            type=int,
            default=None,
            metavar="SEAT",
            help="the seat that dealt East 1 (default 0)",
        )
    if command == "settle":
        p.add_argument(
            "--dealer", type=int, default=0, metavar="SEAT", help="the dealer's seat (default 0)"
        )
        p.add_argument(
            "--round", default="E", metavar="WIND", help="round wind E/S/W/N (default E)"
        )
        p.add_argument("--honba", type=int, default=0, metavar="N", help="honba counters")
        p.add_argument(
            "--riichi",
            nargs="*",
            type=int,
            default=[],
            metavar="SEAT",
            help="seats that declared riichi in this hand",
        )
        p.add_argument("--last-hand", action="store_true", help="the last hand of a timed session")
        what = p.add_mutually_exclusive_group(required=True)
        what.add_argument(
            "--ron",
            nargs="+",
            metavar="WIN",
            help="winner(s) on a discard, each SEAT:HAN:FU or SEAT:yakuman[:N]",
        )
        what.add_argument(
            "--tsumo",
            metavar="WIN",
            help="the self-drawing winner, SEAT:HAN:FU or SEAT:yakuman[:N]",
        )
        what.add_argument("--draw", action="store_true", help="exhaustive draw")
        what.add_argument(
            "--abortive",
            metavar="REASON",
            help="abortive draw: four_winds, four_riichi, four_kans, kyuushu, triple_ron",
        )
        what.add_argument(
            "--chombo", nargs="+", type=int, metavar="SEAT", help="the offending seat(s)"
        )
        what.add_argument(
            "--penalty",
            metavar="SEAT:OFFENCE[:EARLIER]",
            help="a warning or point penalty between hands (not a hand): the offender, the "
            "offence id and how often already committed this session (0)",
        )
        p.add_argument(
            "--from", dest="discarder", type=int, metavar="SEAT", help="the discarder (with --ron)"
        )
        p.add_argument(
            "--riichi-discard",
            action="store_true",
            help="the ron was on the discarder's riichi tile",
        )
        p.add_argument(
            "--pao",
            type=int,
            default=None,
            metavar="SEAT",
            help="the liable seat for the yakuman winner",
        )
        p.add_argument(
            "--tenpai",
            nargs="*",
            type=int,
            default=[],
            metavar="SEAT",
            help="seats tenpai at the draw",
        )
        p.add_argument(
            "--nagashi",
            nargs="*",
            type=int,
            default=[],
            metavar="SEAT",
            help="seats with nagashi mangan",
        )
    if command == "next_penalty":
        p.add_argument("offence", metavar="OFFENCE", help="the infraction's id (see penalties)")
        p.add_argument("--earlier", type=int, default=0, help="times already committed (0)")
    if command == "possible_fu":
        p.add_argument("han", type=int, metavar="HAN", help="the hand's han (1 or more)")
        p.add_argument("--tsumo", action="store_true", help="won by tsumo (default: ron)")
    if command == "rulesets":
        p.add_argument("ids", nargs="*", metavar="ID", help="presets to compare (default: all)")
        p.add_argument(
            "--all", action="store_true", help="show every rule, not only those that differ"
        )
    else:
        p.add_argument(
            "--ruleset", default="ema", metavar="ID", help="ruleset preset id (default ema)"
        )
    p.add_argument("--json", action="store_true", help="print the JSON answer instead")
    return p


_DESCRIPTION: dict[str, str] = {
    "score": "Value one winning hand and print the breakdown: yaku and han, dora, fu items\n"
    "and their rounding, the limit, the payments, honba and riichi sticks.",
    "waits": "The waits of a hand at a draw (13 tiles, 3 fewer per call), and whether it\n"
    "counts as tenpai for the draw payments under the ruleset.",
    "compare": "Value one winning hand under every ruleset preset (or those given).",
    "kan_after_riichi": "May a player in riichi declare a closed kan on the tile just drawn?",
    "furiten": "Is a waiting player furiten (own discards, tiles passed, riichi)? Which\n"
    "discards or passed tiles are responsible, and what a ron claimed in furiten costs.",
    "draw_tenpai": "Does a hand count as tenpai at an exhaustive draw under the ruleset, with\n"
    "the tiles the player can see: its waits, dead waits and the copies behind them\n"
    "(karaten), yakuless and furiten tenpai, and what a noten riichi costs.",
    "kuikae": "Is the discard right after a chi or pon a swap (the called tile, or the other\n"
    "end of the run), is that allowed under the ruleset, and what it costs.",
    "kyuushu": "Nine terminals and honours: how many different terminal and honour kinds the\n"
    "14 tiles hold, whether the abortive draw may be called, and what follows.",
    "settle": "One hand's result at a table: who pays whom, the new scores, the next hand.\n"
    "Seats are 0..3 in turn order.",
    "possible_fu": "Which fu of the score tables (20, 25, 30 to 110) a hand of HAN han can have,\n"
    "won by ron or tsumo, under the ruleset; each other value with the reason it cannot be\n"
    "(20 fu is only a pinfu tsumo, 2 han at the least; 25 fu is seven pairs, 2 han, 3 by\n"
    "tsumo). settle refuses a winner whose han and fu cannot be a hand the same way.",
    "final": "End of game: ranks and final results (in thousands) after return points, oka,\n"
    "uma, leftover riichi sticks and penalties, as the ruleset prescribes.",
    "penalties": "A ruleset's penalty catalogue: chombo and the other point penalties.",
    "rulesets": "The ruleset presets; a table of the rules in which they differ.",
}

_EPILOG: dict[str, str] = {
    "score": "examples:\n"
    "  python -m engine score 123m456p789s1122z --win 2z --tsumo --ruleset ema\n"
    "  python -m engine score 234567m55p --win 5p --melds pon:777z chi:0m34m --seat S "
    "--ruleset tenhou\n"
    "  python -m engine score 22334455m667788p --win 8p --riichi --dora 1m --ura 7p "
    "--honba 1 --sticks 1\n"
    'JSON: {"hand": "234567m55p", "win_tile": "5p", "melds": ["pon:777z"], "win": "ron", '
    '"seat_wind": "S", ...}',
    "waits": "examples:\n"
    "  python -m engine waits 1112345678999m\n"
    "  python -m engine waits 234567m23p55678s --values --seat S\n"
    'JSON: {"hand": "1112345678999m", "melds": [], "ruleset": "ema"}',
    "compare": "example:\n  python -m engine compare 123m456p789s1122z --win 2z --tsumo\n"
    'JSON: a score request with "rulesets": [ids] instead of "ruleset"',
    "kan_after_riichi": "example:\n"
    "  python -m engine kan_after_riichi 2399m333444555s --drawn 3s --kan 3s\n"
    'JSON: {"hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"}',
    "furiten": "example:\n"
    "  python -m engine furiten 123456789m1122p --discards 3p9s --passed draw 1p\n"
    'JSON: {"hand": "...", "discards": "3p9s", "passed": ["draw", "1p"], "riichi": false}',
    "draw_tenpai": "examples:\n"
    "  python -m engine draw_tenpai 123m456p789s1122z --visible 1z1z --ruleset galaxy\n"
    "  python -m engine draw_tenpai 1111m234p567789s --riichi --ruleset ema\n"
    "  python -m engine draw_tenpai 23m456p789s99s --melds pon:333z --seat W --ruleset ema\n"
    'JSON: {"hand": "...", "melds": [], "visible": ["1z", "1z"], "discards": "9p", '
    '"riichi": false}',
    "kuikae": "example:\n"
    "  python -m engine kuikae chi 3m 45m --discard 6m --ruleset ema2016\n"
    'JSON: {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "6m"}',
    "kyuushu": "example:\n"
    "  python -m engine kyuushu 19m19p19s1234z11z56m --ruleset tenhou\n"
    'JSON: {"hand": "19m19p19s1234z11z56m", "calls_before": false}',
    "settle": "a winner is SEAT:HAN:FU (1:2:30), SEAT:HAN for 5 han and more (1:6), or\n"
    "SEAT:yakuman[:N] (2:yakuman:2 for a double yakuman).\n"
    "examples:\n"
    "  python -m engine settle --scores 25000 25000 25000 25000 --riichi 2 --ron 1:2:30 "
    "--from 3\n"
    "  python -m engine settle --scores 25000 25000 25000 25000 --dealer 1 --honba 2 "
    "--tsumo 0:3:30\n"
    "  python -m engine settle --scores 25000 25000 25000 25000 --draw --tenpai 0 2\n"
    'JSON: {"scores": [...], "dealer": 0, "round_wind": "E", "honba": 0, "riichi_sticks": 0,\n'
    '       "riichi": [2], "outcome": {"type": "ron", "discarder": 3,\n'
    '       "winners": [{"seat": 1, "han": 2, "fu": 30}]}}',
    "possible_fu": "examples:\n  python -m engine possible_fu 1 --tsumo\n"
    "  python -m engine possible_fu 2 --ruleset galaxy\n"
    'JSON: {"ruleset": "ema", "han": 1, "win": "tsumo"}',
    "final": "example:\n"
    "  python -m engine final --scores 38300 29400 21400 10900 --ruleset galaxy\n"
    'JSON: {"scores": [...], "riichi_sticks": 0, "penalties": [0, 0, 0, 0]}',
    "penalties": 'example:\n  python -m engine penalties --ruleset wrc\nJSON: {"ruleset": "wrc"}',
    "rulesets": "examples:\n  python -m engine rulesets\n"
    "  python -m engine rulesets ema wrc --all\n"
    'JSON: {} or {"rulesets": ["ema", "wrc"]}',
}


# ---- the entry point ----


_BATCH_HELP = (
    "batches: a JSON array of requests is answered with an array, each answer written\n"
    "as soon as it is made. Input that does not start with '[' is read as JSON values\n"
    "separated by white space: one is a single request; more (JSON Lines, one object a\n"
    "line) are answered one line each. With --jsonl, every line is exactly one request\n"
    "(best for large batches: a broken line answers for itself).\n"
    "limits: a request of at most "
    f"{MAX_REQUEST_CHARS:,} characters (else request_too_large) and\n"
    f"{MAX_DEPTH} levels of nesting (else request_too_deep) answers for itself; a batch takes\n"
    f"at most {MAX_BATCH:,} requests: then one batch_too_long answer ends it, exit 1.\n"
    "A break in a batch's own JSON (',' or ']' missing) ends it the same way."
)


def _usage() -> str:
    width = max(len(c) for c in COMMANDS) + 2
    commands = "\n".join(f"  {c:<{width}}{_SUMMARY.get(c, '')}".rstrip() for c in COMMANDS)
    return (
        f"usage: {_stream.PROG} <command> < request.json     (the JSON form)\n"
        f"       {_stream.PROG} <command> --jsonl < requests.jsonl   (JSON Lines)\n"
        f"       {_stream.PROG} <command> [arguments]        (the readable form)\n"
        f"       {_stream.PROG} <command> --help\n"
        "\n"
        "The riichi mahjong scoring engine. Without arguments after the command, a JSON\n"
        "request (an object, or an array of objects for a batch) is read from standard\n"
        "input and the JSON answer (or an array of answers) printed. Exit status: 0 when\n"
        "the answer is ok or the batch was read, 1 on an error. With arguments, the command\n"
        "prints a readable breakdown; add --json for the JSON answer.\n"
        "\n"
        f"{_BATCH_HELP}\n"
        "\n"
        f"commands:\n{commands}\n"
        "\n"
        "examples:\n"
        f"  {_stream.PROG} score 123m456p789s1122z --win 2z --tsumo --ruleset ema\n"
        f'  echo \'{{"hand": "1112345678999m"}}\' | {_stream.PROG} waits\n'
        f"  {_stream.PROG} settle --help"
    )
