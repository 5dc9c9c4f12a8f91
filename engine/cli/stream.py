"""Standard input and output of the command line: the JSON form, streamed in batches.

Reads standard input a piece at a time (a thread reads ahead from a pipe), decodes it (UTF-8,
or UTF-16/32 with a byte order mark), answers each request of a batch (`engine.batch`) as it is
read, and writes the answers out in pieces; writing never lets a traceback through, whatever
standard output is (closed, full, a console that cannot show a character).
"""

from __future__ import annotations

import codecs
import collections
import io
import json
import os
import stat
import sys
import threading
from collections.abc import Callable, Mapping
from typing import Any, TextIO

from engine.api import run
from engine.batch import InputError, RequestReader
from engine.errors import EngineError
from engine.ids import ErrorCode

#: How the messages name the command line; the app's `riichi-referee engine` sets its own name
#: (`set_prog`), which every part of the command line reads at the time it writes.
PROG = "python -m engine"


def set_prog(name: str) -> None:
    """Name the command line `name` in its usage, help and messages."""
    global PROG
    PROG = name


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
