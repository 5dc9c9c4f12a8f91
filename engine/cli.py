"""`python -m engine <command>`: the JSON command line, and a readable form for people.

JSON form (the stable contract, /work/shared/engine-contract.md): no arguments after the
command (or only ``--json``, ``--jsonl``, ``-``); one JSON object (or an array of objects)
on standard input, encoded as UTF-8 (or UTF-16/32 with a byte order mark); one answer (or an
array of answers, in order) on standard output, as ASCII-only JSON on one line. Exit status 0
for ``"ok": true``, 1 for ``"ok": false``, 0 for any batch that could be read. Never a
traceback: unreadable input gives an ``invalid_request`` answer, an unknown command
``unknown_command``. Input that does not start with ``[`` may hold several objects (JSON
Lines): each is answered on its own line; ``--jsonl`` reads exactly one request per line.
Batches are answered as they are read, in bounded memory, within the limits of
`engine.batch` (request size, nesting, batch length; docs/architecture.md).

Readable form: the same commands with arguments, for example::

    python -m engine score 123m456p789s1122z --win 2z --tsumo --ruleset ema --dora 3s
    python -m engine score 234567m55p --win 5p --melds pon:777z chi:0m34m --seat S \
        --ruleset mahjongsoul
    python -m engine waits 1112345678999m --ruleset mahjongsoul
    python -m engine settle --scores 25000 25000 25000 25000 --riichi 2 --ron 1:2:30 --from 3
    python -m engine final --scores 38300 29400 21400 10900 --ruleset galaxy

prints a breakdown; add ``--json`` for the JSON answer instead. Errors are one line,
``Error <code>: <message>``, exit status 1. In this form the hand may be written with or
without its winning tile: a hand one tile short (13 tiles counting 3 per call) gets the
``--win`` tile added, so ``123m456p789s1122z --win 2z`` is the hand 123m456p789s11222z.
"""

from __future__ import annotations

import argparse
import codecs
import collections
import io
import json
import os
import stat
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from engine import __version__
from engine.api import COMMANDS, run
from engine.batch import MAX_BATCH, MAX_DEPTH, MAX_REQUEST_CHARS, InputError, RequestReader
from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS, ErrorCode
from engine.tiles import parse_tiles

PROG = "python -m engine"

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

#: Unicode the readable form uses, and what to print where standard output cannot show it
_ASCII_FALLBACK = str.maketrans(
    {"→": "->", "×": "x", "—": "-", "·": "-", "…": "...", "−": "-", "§": "S."}
)


# ---- writing: never a traceback, whatever standard output is ----


class _OutputError(Exception):
    """The answer could not be written (stdout closed, disk full, ...)."""


def _encodable(text: str, stream: TextIO) -> str:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        text = text.translate(_ASCII_FALLBACK)
        try:
            text = text.encode(encoding, "backslashreplace").decode(encoding)
        except (UnicodeError, LookupError):
            text = text.encode("ascii", "backslashreplace").decode("ascii")
    return text


def _write_out(text: str) -> None:
    _write(text, newline=False)


def _write(text: str, stream: TextIO | None = None, *, newline: bool = True) -> None:
    """Print `text` and a newline (unless `newline` is false) to standard output;
    `_OutputError` if it cannot be done.

    Text the stream's encoding cannot hold (``LANG=C``, a Windows console) is printed with
    ASCII stand-ins rather than failing. A reader that went away raises BrokenPipeError.
    """
    out = stream if stream is not None else sys.stdout
    if out is None:  # started with standard output closed (`>&-`) or from a windowed build
        raise _OutputError("standard output is closed")
    if newline and not text.endswith("\n"):
        text += "\n"
    text = _encodable(text, out)
    try:
        buffer = getattr(out, "buffer", None)
        if buffer is None:  # a text stream without bytes underneath
            out.write(text)
            out.flush()
            return
        # Bytes, written to the end: an unbuffered stdout (python -u, PYTHONUNBUFFERED)
        # drops the rest of a partial write silently, so a reader that leaves halfway
        # through a large batch would go unnoticed (exit 0 on a cut answer)
        out.flush()
        data = memoryview(
            text.replace("\n", os.linesep).encode(getattr(out, "encoding", None) or "utf-8")
        )
        while data:
            written = buffer.write(data)
            if written is None:  # a non-blocking stream that is full
                raise _OutputError("standard output would block")
            data = data[written:]
        buffer.flush()
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as exc:  # ENOSPC, EIO, a closed file object
        raise _OutputError(getattr(exc, "strerror", None) or str(exc)) from None


def _complain(text: str) -> None:
    """One line on standard error (best effort: standard error may be closed too)."""
    err = sys.stderr
    if err is None:
        return
    try:
        err.write(_encodable(f"{PROG}: {text}\n", err))
        err.flush()
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    """After a failed write, keep the interpreter's final flush from printing a traceback."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):  # no real file behind stdout (tests)
        pass


def _invalid(message: str, **details: Any) -> dict[str, Any]:
    return EngineError(ErrorCode.INVALID_REQUEST, message, details).to_json()


def _dumps(answer: Any) -> str:
    # ASCII-only JSON is valid UTF-8 and prints under any locale or console code page; lone
    # surrogates from unreadable input come out as \\udcxx escapes instead of failing
    return json.dumps(answer, ensure_ascii=True, separators=(",", ":"))


# ---- the JSON form ----


def decode_input(data: bytes) -> str:
    """Standard input's bytes as text: UTF-8, or UTF-16/32 with a byte order mark.

    Raises UnicodeDecodeError for bytes that are not text in that encoding.
    """
    encoding = json.detect_encoding(data)  # "utf-8-sig" drops a UTF-8 byte order mark
    return data.decode(encoding)


#: the arguments that leave the command in the JSON form (`-`: standard input, as without)
_JSON_FORM_FLAGS = ("--json", "--jsonl", "-")
#: how much of standard input is read at a time (answers are written out before each read)
_CHUNK = 1 << 16
#: answers kept before they are written, at most (characters)
_OUT_BUFFER = 1 << 20


#: input read ahead from a pipe while the answers wait to be written, at most (bytes)
_READ_AHEAD = 256 << 20


class _ReadAhead:
    """A pipe's bytes, read by a thread as they come, whether or not the answers so far
    have been taken by the reader at the other end.

    A program that writes the whole batch before it reads any answer (as many do) would
    otherwise block on its full pipe while the engine blocks on its own full output: here
    the engine keeps taking input (memory: what the program wrote and the engine has not
    answered yet, at most `_READ_AHEAD` bytes) and writes answers as they are made.
    """

    def __init__(self, fd: int) -> None:
        self._fd = fd  # read with os.read: a daemon thread must hold no lock at exit
        self._chunks: collections.deque[bytes] = collections.deque()
        self._held = 0
        self._ended = False
        self._lock = threading.Condition()
        threading.Thread(target=self._run, name="engine-stdin", daemon=True).start()

    def _run(self) -> None:
        while True:
            try:
                data = os.read(self._fd, _CHUNK)
            except OSError:  # EIO, a closed descriptor: the input ends there
                data = b""
            with self._lock:
                while self._held > _READ_AHEAD:
                    self._lock.wait()
                if data:
                    self._chunks.append(data)
                    self._held += len(data)
                else:
                    self._ended = True
                self._lock.notify_all()
            if not data:
                return

    def read(self, size: int) -> bytes:
        """The next piece that arrived, b"" at the end (`size` is what a file reader takes)."""
        with self._lock:
            while not self._chunks and not self._ended:
                self._lock.wait()
            if not self._chunks:
                return b""
            data = self._chunks.popleft()
            self._held -= len(data)
            self._lock.notify_all()
            return data


def _pipe_fd(raw: Any) -> int | None:
    """The descriptor of a pipe or socket behind `raw`; None for a file, a terminal, ..."""
    try:
        fd: int = raw.fileno()
        mode = os.fstat(fd).st_mode
    except (OSError, ValueError, AttributeError):
        return None
    return fd if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) else None


class _TextInput:
    """Standard input's bytes as text, a piece at a time: UTF-8, or UTF-16/32 with a byte
    order mark (`json.detect_encoding` on the first bytes). `InputError` for bytes that are
    not text in that encoding, naming their offset in the whole input."""

    def __init__(self, raw: Any) -> None:
        self._read = getattr(raw, "read1", None) or raw.read
        self._decoder: codecs.IncrementalDecoder | None = None
        self._start = b""
        self._offset = 0  # bytes given to the decoder so far
        self._done = False
        self._failure: InputError | None = None

    def __call__(self) -> str:
        if self._failure is not None:
            raise self._failure
        while not self._done:
            data: bytes = self._read(_CHUNK) or b""
            if self._decoder is None:
                self._start += data
                if data and len(self._start) < 4:
                    continue  # the encoding is told by the first four bytes
                data, self._start = self._start, b""
                encoding = json.detect_encoding(data)  # "utf-8-sig" drops a byte order mark
                self._decoder = codecs.getincrementaldecoder(encoding)("strict")
            self._done = not data
            held = self._decoder.getstate()[0]  # bytes of a character begun in the last piece
            try:
                text = self._decoder.decode(data, final=self._done)
            except UnicodeDecodeError as wrong:
                where = self._offset - len(held) + wrong.start
                bad = (held + data)[wrong.start : wrong.start + 1].hex()
                self._failure = InputError(
                    f"The input is not text in {wrong.encoding} (JSON is UTF-8): byte 0x{bad} "
                    f"at offset {where} cannot be read.",
                    {"offset": where},
                )
                self._done = True
                # the text before the bad byte is answered first (the decoder kept its
                # state: it raised before taking anything of this piece)
                good = data[: max(0, wrong.start - len(held))]
                try:
                    text = self._decoder.decode(good, final=False)
                except UnicodeDecodeError:
                    text = ""
                if text:
                    return text
                raise self._failure from None
            self._offset += len(data)
            if text:
                return text
        return ""


class _Answers:
    """The answers, written out in pieces: before each read of the input and whenever
    `_OUT_BUFFER` characters are waiting, so that a batch never waits in memory whole."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self._write = write
        self._parts: list[str] = []
        self._size = 0

    def add(self, text: str) -> None:
        self._parts.append(text)
        self._size += len(text)
        if self._size > _OUT_BUFFER:
            self.flush()

    def flush(self) -> None:
        if self._parts:
            text = "".join(self._parts)
            self._parts.clear()
            self._size = 0
            self._write(text)


def answer_input(
    command: str,
    read: Callable[[], str],
    *,
    jsonl: bool = False,
    write: Callable[[str], None] | None = None,
) -> int:
    """Answer every request that `read` gives (see `engine.batch`), writing each answer as it
    is made; returns the exit status.

    A JSON array is answered with an array (one line, in order); other input with one line
    per request. Exit status: a single request, 0 if its answer is ok, else 1; a batch (an
    array, JSON Lines, or --jsonl), 0 when it was read to its end, 1 when a limit or a break
    in its shape stopped it (its last answer says why).
    """
    out = _Answers(write or _write_out)
    reader = RequestReader(read, jsonl=jsonl, before_read=out.flush)
    count = 0
    last: Mapping[str, Any] = {}
    for item in reader:
        last = item.refusal if item.refusal is not None else run(command, item.value)
        text = _dumps(last)
        if reader.array:
            out.add(("," if count else "[") + text)
        else:
            out.add(text + "\n")
        count += 1
    stopped = reader.stopped
    status = 0
    if reader.array:
        if stopped is not None:
            out.add(("," if count else "[") + _dumps(stopped))
        elif not count:
            out.add("[")
        out.add("]\n")
        status = 1 if stopped is not None else 0
    elif stopped is not None:
        out.add(_dumps(stopped) + "\n")
        status = 1
    elif not count and not jsonl:
        no_request = _invalid(
            "No request on standard input: give a JSON object, an array of them, or JSON "
            f"Lines (or arguments for the readable form; see {PROG} {command} --help)."
        )
        out.add(_dumps(no_request) + "\n")
        status = 1
    elif count == 1 and not jsonl:  # a single request
        status = 0 if last.get("ok") else 1
    out.flush()
    return status


def run_json(command: str, text: str, *, jsonl: bool = False) -> tuple[str, int]:
    """Answer a JSON text as the command line does: (what it prints, exit status)."""
    pieces = [text.lstrip("\ufeff")]
    printed: list[str] = []

    def read() -> str:
        return pieces.pop() if pieces else ""

    status = answer_input(command, read, jsonl=jsonl, write=printed.append)
    return "".join(printed), status


def _answer_stdin(command: str, jsonl: bool) -> int:
    stdin = sys.stdin
    if stdin is None:  # started with standard input closed (`<&-`)
        return answer_input(command, lambda: "", jsonl=jsonl)
    if _isatty(stdin):
        _complain(
            f"reading a JSON request for '{command}' from standard input; end it with Ctrl-D "
            f"(Ctrl-Z, Enter on Windows). For the readable form: {PROG} {command} --help"
        )
    buffer = getattr(stdin, "buffer", None)
    if buffer is None:  # a text stream without bytes underneath (tests)
        pieces = [stdin.read().lstrip("\ufeff")]
        return answer_input(command, lambda: pieces.pop() if pieces else "", jsonl=jsonl)
    fd = _pipe_fd(buffer)
    raw = buffer if fd is None else _ReadAhead(fd)
    return answer_input(command, _TextInput(raw), jsonl=jsonl)


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
        prog=f"{PROG} {command}",
        description=_DESCRIPTION.get(command, _SUMMARY.get(command, "")),
        epilog=_EPILOG.get(command, "")
        + f"\n\nWithout arguments, {PROG} {command} reads the JSON request on standard input."
        + f"\n\n{_BATCH_HELP}",
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
    else:
        outcome = {"type": "chombo", "offender": list(ns.chombo)}
    req["outcome"] = outcome
    return req


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


# ---- the readable form: answers ----


def _label(ident: str) -> str:
    return ident.replace("_", " ")


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _fu_line(a: Mapping[str, Any]) -> str:
    raw, fu = a.get("fu_raw", a["fu"]), a["fu"]
    if raw == fu:
        return f"  = {fu} fu (no rounding needed)" if a["fu_items"] else f"  = {fu} fu"
    if raw < fu:
        return f"  = {raw} → {fu} fu (rounded up to the next 10)"
    return f"  = {raw} → {fu} fu"


def _payments_line(payments: Mapping[str, int]) -> str:
    if set(payments) == {"discarder"}:
        return f"the discarder pays {payments['discarder']}"
    if set(payments) == {"dealer", "non_dealer"}:
        return (
            f"the dealer pays {payments['dealer']}, each other player pays {payments['non_dealer']}"
        )
    if set(payments) == {"non_dealer"}:
        return f"each non-dealer pays {payments['non_dealer']}"
    return ", ".join(f"{_label(who)} {n}" for who, n in payments.items())


def format_score(a: Mapping[str, Any], request: Mapping[str, Any] | None = None) -> str:
    """A score answer as lines a person reads (the request, when given, adds honba/sticks)."""
    req = request or {}
    seat = req.get("seat_wind")
    rnd = req.get("round_wind")
    who = "dealer" if a["dealer"] else "non-dealer"
    if seat and rnd:
        who += f", seat {_WINDS.get(seat, seat)}, round {_WINDS.get(rnd, rnd)}"
    lines = [f"Hand: {a['hand']}", f"      {a['win']} · {who} · ruleset {a['ruleset']}"]
    r = a.get("reading")
    if r:
        sets = " ".join(
            ("[" + s["tiles"] + "]" if s["called"] else s["tiles"]) + ("*" if s["win"] else "")
            for s in r["sets"]
        )
        lines.append(f"Reading: {r['kind']}, {r['wait']} wait on {r['win_tile']}: {sets}")
    lines.append("Yaku:")
    for y in a["yaku"]:
        amount = f"{y['han']:>3} han" if "han" in y else f"yakuman ×{y['yakuman']}"
        lines.append(f"  {y['id']:<26}{amount}")
    for key, name in (("dora", "dora"), ("aka", "aka (red fives)"), ("ura", "ura-dora")):
        if a[key]:
            lines.append(f"  {name:<26}{a[key]:>3} han")
    if not (a["dora"] or a["aka"] or a["ura"]):
        lines.append(f"  {'(no dora)':<26}")
    if a["yakuman"]:
        lines.append(f"  {'= yakuman':<26}×{a['yakuman']}")
    else:
        lines.append(f"  {'= total':<26}{a['han']:>3} han")
    lines.append("Fu:")
    if a["yakuman"]:
        lines.append("  not counted for a yakuman")
    else:
        for f in a["fu_items"]:
            label = f"{f['id']} {f.get('tiles', '')}".strip()
            lines.append(f"  {label:<26}{f['fu']:>3}")
        lines.append(_fu_line(a))
    limit = a["limit"]
    basic = a.get("basic_points")
    basic_text = f", basic points {basic}" if basic is not None else ""
    if a["yakuman"]:
        lines.append(f"Value: yakuman ×{a['yakuman']} (limit: {limit}){basic_text}")
    else:
        lines.append(
            f"Value: {a['han']} han {a['fu']} fu "
            f"({'limit: ' + limit if limit else 'no limit'}){basic_text}"
        )
    lines.append(f"Payments: {_payments_line(a['payments'])}")
    honba = req.get("honba", 0)
    lines.append(
        f"Honba: {honba} → +{a['honba_points']} from "
        f"{'the discarder' if a['win'] == 'ron' else 'each payer'}"
    )
    sticks = req.get("riichi_sticks", 0)
    lines.append(f"Riichi sticks: {sticks} on the table → +{a.get('riichi_points', 0)}")
    lines.append(f"Total received: {a['total']}")
    ru = a.get("runner_up")
    if ru:
        lines.append(
            f"Other reading: {ru['reading']['wait']} wait, {ru['han']} han {ru['fu']} fu, "
            f"total {ru['total']}"
        )
    for w in a.get("why_not", []):
        what = w.get("yaku") or "?"
        lines.append(f"Note: {what} — {_label(w['reason'])}")
    return "\n".join(lines)


def _format_waits(a: Mapping[str, Any]) -> str:
    lines = [
        f"Hand: {a['hand']}  (ruleset {a['ruleset']})",
        f"Tenpai: {'yes' if a['tenpai'] else 'no'}; waits: "
        f"{' '.join(a['waits']) or '-'}; counts as tenpai at a draw: "
        f"{'yes' if a['counts_as_tenpai'] else 'no'}",
    ]
    if a.get("dead_waits"):
        lines.append(f"Dead waits (all copies in sight): {' '.join(a['dead_waits'])}")
    for v in a.get("values", []):
        parts = []
        for how in ("ron", "tsumo"):
            ans = v[how]
            parts.append(f"{how} {ans['total']}" if ans["ok"] else f"{how} {ans['error']['code']}")
        lines.append(f"  {v['tile']}: {', '.join(parts)}")
    return "\n".join(lines)


def _format_compare(a: Mapping[str, Any]) -> str:
    lines = []
    for r in a["results"]:
        ans = r["answer"]
        if ans["ok"]:
            what = (
                f"yakuman ×{ans['yakuman']}"
                if ans["yakuman"]
                else f"{ans['han']} han {ans['fu']} fu"
            )
            lines.append(f"{r['ruleset']:<12}{what:<18}total {ans['total']}")
        else:
            lines.append(f"{r['ruleset']:<12}{ans['error']['code']}")
    return "\n".join(lines)


def _format_furiten(a: Mapping[str, Any]) -> str:
    lines = [
        f"Furiten: {'yes' if a['furiten'] else 'no'}"
        + (f" ({', '.join(_label(x) for x in a['reasons'])})" if a.get("reasons") else ""),
        f"Waits: {' '.join(a['waits']) or '-'}"
        + ("" if a.get("tenpai", True) else " (not tenpai)"),
        f"Ron allowed: {'yes' if a['ron_allowed'] else 'no'}; "
        f"tsumo allowed: {'yes' if a['tsumo_allowed'] else 'no'}  (ruleset {a['ruleset']})",
    ]
    for reason, tiles in (a.get("tiles") or {}).items():
        lines.append(f"  {_label(reason)}: {' '.join(tiles)}")
    for r in a.get("responsible") or ():
        lines.append(f"    {r['list']}[{r['index']}] {r['tile']} ({_label(r['reason'])})")
    claim = a.get("claim")
    if claim:
        lines.append(
            f"Claim on {claim['tile']}: "
            + ("ron allowed" if claim["ron_allowed"] else "not a valid ron")
            + ("" if claim["completes_hand"] else " (the tile does not complete the hand)")
        )
    if "temporary_ends_on" in a and not a.get("riichi"):
        lines.append(f"Temporary furiten ends on: {', '.join(a['temporary_ends_on'])}")
    lines.extend(_cost_lines(a, "A ron claimed in furiten"))
    return "\n".join(lines)


def _cost_lines(a: Mapping[str, Any], what: str) -> list[str]:
    """The `cost` of a ruling's answer: one line per catalogue entry."""
    c = a.get("cost")
    if not c:
        return []
    if not c["applicable"]:
        return [f"{what}: no penalty catalogue ({_label(c['not_applicable_reason'] or '-')})"]
    if not c["penalties"]:
        return [f"{what}: not in the ruleset's penalty catalogue"]
    lines = [f"{what}:"]
    for p in c["penalties"]:
        points = p.get("points")
        amount = (
            ""
            if points is None
            else f", {points}" + (f"–{p['points_max']}" if p.get("points_max") else "")
        )
        applied = "" if p["applied"] == "none" else f" {_label(p['applied'])}"
        lines.append(
            f"  {_label(p['id'])}: {_label(p['consequence'])}{amount}{applied}  [{p['source']}]"
        )
    return lines


def _assumed_lines(a: Mapping[str, Any]) -> list[str]:
    rules = a.get("rules") or ()
    text = ", ".join(f"{r['field']}={_cell(r['value'], r['assumed'])}" for r in rules)
    return [f"Rules ({a['ruleset']}; ? = assumed): {text}"] if text else []


def _format_kan_after_riichi(a: Mapping[str, Any]) -> str:
    lines = [
        f"{'Allowed' if a['allowed'] else 'Not allowed'} ({a['reason']}); waits "
        f"{' '.join(a['waits_before'])}"
        + (f" → {' '.join(a['waits_after'])}" if a.get("waits_after") else "")
    ]
    if "rule" in a:
        lines.append(f"Rule: {_label(a['rule'])}")
    for r in a.get("broken_readings") or ():
        sets = " ".join(s["tiles"] for s in r["sets"])
        lines.append(f"  breaks the reading {sets} {r['pair']} (winning on {r['win_tile']})")
    lines.extend(_cost_lines(a, "An illegal kan after riichi"))
    return "\n".join(lines)


def _format_draw_tenpai(a: Mapping[str, Any]) -> str:
    lines = [
        f"Counts as tenpai at the draw: {'yes' if a['counts_as_tenpai'] else 'no'}"
        f" ({_label(a['reason'])})",
        f"Waits: {' '.join(a['waits']) or '-'}; live: {' '.join(a['live_waits']) or '-'}",
    ]
    for d in a["dead_waits"]:
        lines.append(
            f"  dead wait {d['tile']} ({_label(d['kind'])}): {d['in_hand']} in hand, "
            f"{d['in_calls']} in calls, {len(d['visible_indices'])} visible, "
            f"{len(d['discard_indices'])} in own discards"
            + ("; still counts" if d["counts"] else "")
        )
    lines.append(
        f"Yakuless (seat wind {a['seat_wind']}, round wind {a['round_wind']}): "
        f"{'yes' if a['yakuless'] else 'no'}; furiten: "
        f"{'yes' if a['furiten'] else 'no'}; riichi: {'yes' if a['riichi'] else 'no'}"
        + ("; NOTEN RIICHI" if a["noten_riichi"] else "")
    )
    lines.extend(_assumed_lines(a))
    lines.extend(_cost_lines(a, "A noten riichi"))
    return "\n".join(lines)


def _format_kuikae(a: Mapping[str, Any]) -> str:
    call = a["call"]
    lines = [
        f"{call['kind']} of {call['tile']} with {call['from_hand']} ({call['set']}), then "
        f"{a['discard']}: " + (f"a swap ({_label(a['swap_kind'])})" if a["swap"] else "not a swap"),
        f"{'Allowed' if a['allowed'] else 'Not allowed'} ({_label(a['reason'])}); swaps: "
        + ", ".join(f"{t['tile']} ({_label(t['kind'])})" for t in a["swap_tiles"]),
    ]
    lines.extend(_assumed_lines(a))
    lines.extend(_cost_lines(a, "Swap-calling"))
    return "\n".join(lines)


def _format_kyuushu(a: Mapping[str, Any]) -> str:
    lines = [
        f"Different terminals and honours: {a['count']} of {a['needed']} needed "
        f"({' '.join(a['kinds']) or '-'})",
        f"May call the abortive draw: {'yes' if a['may_call'] else 'no'} ({_label(a['reason'])})",
    ]
    f = a.get("follows")
    if f:
        lines.append(
            "Then: re-deal, "
            + ("payments" if f["payments"] else "no payments")
            + (", the dealer stays" if f["dealer_stays"] else ", the deal passes")
            + f", +{f['honba_added']} counter(s)"
            + (", riichi sticks stay on the table" if f["riichi_sticks_stay"] else "")
        )
    lines.extend(_assumed_lines(a))
    return "\n".join(lines)


def _seat_name(seat: int | None) -> str:
    return "table" if seat is None else f"seat {seat}"


def _outcome_line(req: Mapping[str, Any]) -> str:
    o = req.get("outcome") or {}
    kind = o.get("type")

    def value(w: Mapping[str, Any]) -> str:
        if w.get("yakuman"):
            return f"yakuman ×{w['yakuman']}"
        return f"{w.get('han', 0)} han" + (f" {w['fu']} fu" if w.get("fu") else "")

    if kind == "ron":
        wins = ", ".join(f"seat {w['seat']} ({value(w)})" for w in o.get("winners", []))
        return f"Ron: {wins} on seat {o.get('discarder')}'s discard"
    if kind == "tsumo":
        return f"Tsumo: seat {o.get('winner')} ({value(o)})"
    if kind == "draw":
        tenpai = " ".join(str(s) for s in o.get("tenpai", [])) or "none"
        text = f"Exhaustive draw: tenpai {tenpai}"
        if o.get("nagashi"):
            text += f"; nagashi mangan {' '.join(str(s) for s in o['nagashi'])}"
        return text
    if kind == "abortive":
        return f"Abortive draw: {_label(str(o.get('reason')))}"
    offenders = o.get("offender", [])
    return f"Chombo by seat {' and '.join(str(s) for s in offenders)}"


def _format_final_table(a: Mapping[str, Any]) -> list[str]:
    head = (
        f"  {'rank':>4} {'seat':>4} {'score':>7} {'sticks':>7} {'net':>7} {'oka':>7} "
        f"{'uma':>7} {'penalty':>8} {'result':>7}"
    )
    lines = [head]
    results = a["results"]
    for s in sorted(a["seats"], key=lambda s: (s["rank"], s["seat"])):
        res = results[s["seat"]]
        res_text = f"{res:+.1f}" if round(res, 1) == res else f"{res:+}"
        lines.append(
            f"  {s['rank']:>4} {s['seat']:>4} {s['score']:>7} {_signed(s['riichi_sticks']):>7} "
            f"{_signed(s['base']):>7} {_signed(s['oka']):>7} {_signed(s['uma']):>7} "
            f"{_signed(s['penalty']):>8} {res_text:>7}"
        )
    lines.append(
        "  net = score + leftover sticks − return points (rounded where the ruleset rounds);"
    )
    lines.append("  result = (net + oka + uma + penalty) / 1000")
    return lines


def _format_settle(a: Mapping[str, Any], req: Mapping[str, Any]) -> str:
    lines = [f"{_outcome_line(req)}  (ruleset {a['ruleset']})"]
    if a["transfers"]:
        lines.append("Transfers:")
        for t in a["transfers"]:
            lines.append(
                f"  {_seat_name(t['from']):<7}→ {_seat_name(t['to']):<8}{t['points']:>7}  "
                f"{_label(t['reason'])}"
            )
    else:
        lines.append("Transfers: none")
    for w in a.get("winners", []):
        lines.append(
            f"Seat {w['seat']} receives {w['total']}: hand {w['hand_points']} + honba "
            f"{w['honba_points']} + riichi sticks {w['riichi_points']}"
            + (f" ({w['limit']})" if w.get("limit") else "")
        )
    before = req.get("scores") or [s - d for s, d in zip(a["scores"], a["deltas"], strict=True)]
    dealer = req.get("dealer")
    with_penalty = any(a["penalties_total"])
    lines.append(
        f"  {'seat':<10}{'before':>8}{'change':>9}{'after':>8}"
        + (f"{'penalty':>9}" if with_penalty else "")
    )
    for seat in range(4):
        name = f"{seat}" + (" dealer" if seat == dealer else "")
        lines.append(
            f"  {name:<10}{before[seat]:>8}{_signed(a['deltas'][seat]):>9}{a['scores'][seat]:>8}"
            + (f"{_signed(a['penalties_total'][seat]):>9}" if with_penalty else "")
        )
    if a.get("head_bumped"):
        bumped = " and ".join(f"seat {s}" for s in a["head_bumped"])
        lines.append(
            f"Head bump: only the winner nearest the discarder scores; {bumped} gets nothing"
        )
    nxt = a["next"]
    notes = []
    if a.get("renchan"):
        notes.append("the dealer stays")
    if a.get("replay"):
        notes.append("the hand is replayed")
    if nxt.get("game_over"):
        end = nxt.get("end_reason")
        lines.append("Game over" + (f" ({_label(end)})" if end else ""))
        if a.get("final"):
            lines.extend(_format_final_table(a["final"]))
    else:
        wind = _WINDS.get(nxt["round_wind"], nxt["round_wind"])
        lines.append(
            f"Next hand: {wind} {nxt.get('round', '')}".rstrip()
            + f", dealer seat {nxt['dealer']}, honba {nxt['honba']}, "
            f"riichi sticks {nxt['riichi_sticks']}" + (f" ({'; '.join(notes)})" if notes else "")
        )
    return "\n".join(lines)


def _format_penalties(a: Mapping[str, Any]) -> str:
    chombo = a["chombo"]
    lines = [
        f"Penalties under {a['ruleset']}"
        + (f" (base {a['base']})" if a["base"] != a["ruleset"] else ""),
        f"Chombo: {_label(chombo['mode'])}, {chombo['points']} points, "
        f"applied {_label(chombo['applied'])}",
    ]
    if not a["applicable"]:
        reason = a.get("not_applicable_reason")
        lines.append("No penalty catalogue" + (f": {_label(reason)}" if reason else ""))
        return "\n".join(lines)
    rows = []
    for p in a["penalties"]:
        points = p.get("points")
        if points is None:
            amount = "-"
        elif p.get("points_max"):
            amount = f"{points}–{p['points_max']}"
        else:
            amount = str(points)
        rows.append(
            (p["id"], _label(p["consequence"]), amount, _label(p["applied"]), p.get("source") or "")
        )
    if not rows:
        return "\n".join(lines)
    rows.insert(0, ("penalty", "consequence", "points", "applied", "source"))
    w = [max(len(r[i]) for r in rows) for i in range(4)]
    for r in rows:
        lines.append(
            f"  {r[0]:<{w[0]}}  {r[1]:<{w[1]}}  {r[2]:>{w[2]}}  {r[3]:<{w[3]}}  {r[4]}".rstrip()
        )
    return "\n".join(lines)


#: why a fu value cannot be, by `SettleProblem` (`{min_han}` from the answer)
_FU_REASONS: dict[str, str] = {
    "twenty_fu_on_ron": "only a pinfu tsumo has 20 fu",
    "twenty_fu_below_min_han": "a pinfu tsumo (pinfu, menzen tsumo) has {min_han} han or more",
    "twenty_five_fu_below_min_han": "seven pairs have {min_han} han or more",
    "twenty_five_fu_tsumo_below_min_han": "seven pairs by tsumo (with menzen tsumo) have "
    "{min_han} han or more",
}


def _format_possible_fu(a: Mapping[str, Any]) -> str:
    lines = [
        f"{a['han']} han by {a['win']} under {a['ruleset']}: "
        + (", ".join(f"{fu} fu" for fu in a["fu"]) or "no fu of the score tables")
    ]
    for r in a["refused"]:
        reason = _FU_REASONS.get(r["problem"], _label(r["problem"]))
        lines.append(f"  not {r['fu']} fu: " + reason.format(min_han=r.get("min_han", "")))
    return "\n".join(lines)


def _cell(value: Any, assumed: Any) -> str:
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif value is None:
        text = "-"
    elif isinstance(value, list | tuple):
        if value and all(type(v) is int and v and v % 1000 == 0 for v in value):
            text = "/".join(f"{v // 1000}k" for v in value)  # uma: 15k/5k/-5k/-15k
        else:
            text = ",".join(str(v) for v in value) or "-"
    else:
        text = str(value)
    if len(text) > 20:
        text = text[:19] + "…"
    return text + ("?" if assumed else "")


def _format_rulesets(a: Mapping[str, Any], show_all: bool = False) -> str:
    rulesets = a["rulesets"]
    lines = [
        f"{r['id']:<12}{r['name']}" + ("  (default)" if r["id"] == a.get("default") else "")
        for r in rulesets
    ]
    names = list(a["fields"]) if show_all or len(rulesets) == 1 else list(a["differing"])
    if not names:
        return "\n".join(lines)
    cells = {
        r["id"]: {f["name"]: _cell(f["value"], f.get("assumed")) for f in r["fields"]}
        for r in rulesets
    }
    widths = {
        r["id"]: max(len(r["id"]), *(len(cells[r["id"]].get(n, "")) for n in names))
        for r in rulesets
    }
    name_width = max(len(n) for n in names) + 2
    title = "Rules" if show_all or len(rulesets) == 1 else "Rules that differ"
    lines.append("")
    title += " (? = assumed)"
    name_width = max(name_width, len(title) + 2)
    lines.append(
        f"{title:<{name_width}}"
        + " ".join(f"{r['id']:<{widths[r['id']]}}" for r in rulesets).rstrip()
    )
    for n in names:
        lines.append(
            f"{n:<{name_width}}"
            + " ".join(f"{cells[r['id']].get(n, ''):<{widths[r['id']]}}" for r in rulesets).rstrip()
        )
    return "\n".join(lines)


def format_error(answer: Mapping[str, Any]) -> str:
    """An `ok: false` answer as one line: ``Error <code>: <message>``."""
    err = answer["error"]
    return f"Error {err['code']}: {' '.join(str(err['message']).split())}"


def format_answer(
    command: str, a: Mapping[str, Any], request: Mapping[str, Any] | None = None, **options: Any
) -> str:
    """Any answer as readable lines (the request, when given, fills in what the answer omits)."""
    if not a.get("ok"):
        return format_error(a)
    req = request or {}
    if command == "score":
        return format_score(a, req)
    if command == "waits":
        return _format_waits(a)
    if command == "compare":
        return _format_compare(a)
    if command == "kan_after_riichi":
        return _format_kan_after_riichi(a)
    if command == "furiten":
        return _format_furiten(a)
    if command == "draw_tenpai":
        return _format_draw_tenpai(a)
    if command == "kuikae":
        return _format_kuikae(a)
    if command == "kyuushu":
        return _format_kyuushu(a)
    if command == "settle":
        return _format_settle(a, req)
    if command == "final":
        return "\n".join(
            [
                f"Final results (ruleset {a['ruleset']}), in points; results in thousands",
                *_format_final_table(a),
            ]
        )
    if command == "penalties":
        return _format_penalties(a)
    if command == "possible_fu":
        return _format_possible_fu(a)
    if command == "rulesets":
        return _format_rulesets(a, bool(options.get("show_all")))
    return json.dumps(a, ensure_ascii=False, indent=2)


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
        f"usage: {PROG} <command> < request.json     (the JSON form)\n"
        f"       {PROG} <command> --jsonl < requests.jsonl   (JSON Lines)\n"
        f"       {PROG} <command> [arguments]        (the readable form)\n"
        f"       {PROG} <command> --help\n"
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
        f"  {PROG} score 123m456p789s1122z --win 2z --tsumo --ruleset ema\n"
        f'  echo \'{{"hand": "1112345678999m"}}\' | {PROG} waits\n'
        f"  {PROG} settle --help"
    )


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
    except _OutputError as failure:
        _silence_stdout()
        _complain(f"the answer could not be written: {failure}")
        return 1
    except Exception as bug:  # a bug must reach the user as an answer, not a traceback
        answer = _invalid(f"The request could not be processed ({type(bug).__name__}: {bug}).")
        try:
            _write(_dumps(answer))
        except (_OutputError, OSError):
            _silence_stdout()
            _complain(format_error(answer))
        return 1


def _main(argv: Sequence[str] | None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        _complain(f"no command given; see {PROG} --help")
        return 1
    if args[0] in ("-h", "--help", "help"):
        if len(args) > 1 and args[0] == "help" and args[1] in COMMANDS:
            return _main([args[1], "--help"])  # `help score` = `score --help`
        _write(_usage())
        return 0
    if args[0] == "--version":
        _write(f"{PROG} {__version__}")
        return 0
    command, rest = args[0], args[1:]
    if command not in COMMANDS:
        answer = run(command, {})  # unknown_command, listing the known ones
        json_form = not rest or "--json" in rest
        _write(_dumps(answer) if json_form else format_error(answer))
        return 1
    stdin_tty = sys.stdin is not None and _isatty(sys.stdin)
    alone = command in ("rulesets", "penalties") and not rest  # the readable form needs nothing
    if alone and not stdin_tty:
        given = _stdin_unless_blank()  # a script's empty input asks for the table
        if given is not None:
            return answer_input(command, given)
    elif all(a in _JSON_FORM_FLAGS for a in rest) and not (stdin_tty and alone):
        return _answer_stdin(command, jsonl="--jsonl" in rest)
    json_out = "--json" in rest
    try:
        ns = _parser(command).parse_args(rest)
        request = _request(command, ns)
    except _HelpShown:
        return 0
    except _UsageError as usage:
        answer = _invalid(f"{usage} (see {PROG} {command} --help)")
        _write(_dumps(answer) if json_out else format_error(answer))
        return 1
    except EngineError as refusal:  # the readable form's own reading of a flag (--win)
        answer = refusal.to_json()
        _write(_dumps(answer) if json_out else format_error(_in_flag_terms(answer)))
        return 1
    answer = run(command, request)
    if ns.json:
        _write(_dumps(answer))
    elif not answer.get("ok"):
        _write(format_error(_in_flag_terms(answer)))
    else:
        _write(format_answer(command, answer, request, show_all=getattr(ns, "all", False)))
    return 0 if answer.get("ok") else 1


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


def _stdin_unless_blank() -> Callable[[], str] | None:
    """Standard input read whole, as `answer_input` reads it; None when it holds only blanks
    (or is closed)."""
    stdin = sys.stdin
    if stdin is None:
        return None
    buffer = getattr(stdin, "buffer", None)
    if buffer is not None:
        data: bytes = buffer.read()
        if not data.strip(b" \t\r\n\xef\xbb\xbf"):
            return None
        return _TextInput(io.BytesIO(data))
    text: str = stdin.read()
    if not text.strip(" \t\r\n\ufeff"):
        return None
    pieces = [text.lstrip("\ufeff")]
    return lambda: pieces.pop() if pieces else ""


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (OSError, ValueError, AttributeError):
        return False


__all__ = ["decode_input", "format_answer", "format_error", "format_score", "main", "run_json"]
