"""The JSON form's input read one request at a time, in bounded memory, within the limits.

`python -m engine <command>` takes on standard input a JSON array of requests (a batch), one
JSON object, or JSON Lines. `RequestReader` hands out the requests one by one as the text
arrives, so that the command line can answer each before the next is read: memory holds one
request and one chunk of input, whatever the batch's length. Each request is checked against
the limits before it is parsed: at most `MAX_REQUEST_CHARS` characters and `MAX_DEPTH` levels
of nesting (a request beyond either answers for itself, ``request_too_large`` or
``request_too_deep``, and the batch goes on), and a batch holds at most `MAX_BATCH` requests
(the next one is not read: the batch ends with one ``batch_too_long`` answer).

How the input is told apart:

- it starts with ``[``: a JSON array, one request per element; except when its first line
  is a whole JSON value and the text read so far holds another value after it: JSON Lines
  whose first line is an array, answered one line each like any other JSON Lines (an array
  line answers ``invalid_request`` for itself), never with an array;
- otherwise: JSON values separated by white space. One value is a single request; more than
  one (JSON Lines, one object per line, among them) is a batch;
- with ``jsonl=True`` (the command line's ``--jsonl``): JSON Lines, exactly one request per
  line (blank lines are skipped). A line that is not JSON answers for itself and the next line
  is read, so a damaged line never takes its neighbours with it.

A request that is not valid JSON answers ``invalid_request`` for itself where its end can be
found (a balanced array or object, a string, a line). Where the input's own shape breaks (an
array element not followed by ``,`` or ``]``, text after the array, an array the input ends
inside, bytes that are not text), the rest cannot be read: the reader stops with a last
``invalid_request`` answer (`RequestReader.stopped`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from engine.errors import EngineError
from engine.ids import ErrorCode

#: the largest request, in characters of JSON text (a scored hand takes about 300)
MAX_REQUEST_CHARS = 1_000_000
#: the deepest nesting of arrays and objects in one request, the request itself counting 1
#: (a request with a custom ruleset and its uma list needs 3)
MAX_DEPTH = 100
#: the most requests in one batch
MAX_BATCH = 1_000_000

_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")
#: outside a string: what changes the depth or starts a string
_STRUCTURE = re.compile(r'["\[\]{}]')
#: inside a string: its end or an escape
_IN_STRING = re.compile(r'["\\]')
#: the end of a bare value (number, true, false, null, or junk)
_BARE_END = re.compile(r'[ \t\n\r,\]}\[{"]')


class InputError(Exception):
    """The rest of the input cannot be read (bytes that are not text in their encoding)."""

    def __init__(self, message: str, details: dict[str, Any]) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


def _refusal(code: ErrorCode, message: str, **details: Any) -> dict[str, Any]:
    return EngineError(code, message, details).to_json()


@dataclass(slots=True)
class Item:
    """One request as read: its value, or the answer that refuses it (``ok: false``)."""

    value: object = None
    refusal: dict[str, Any] | None = None


class _Scan:
    """Where one JSON value ends and how deep it nests, found without parsing it; resumable
    as more text arrives (positions are relative to the reader's buffer)."""

    __slots__ = ("bare", "depth", "end", "i", "in_string", "max_depth")

    def __init__(self, buf: str, start: int) -> None:
        first = buf[start]
        self.bare = first not in '[{"'
        self.in_string = first == '"'
        self.depth = 1 if first in "[{" else 0
        self.max_depth = self.depth
        self.i = start + 1
        self.end = -1

    def run(self, buf: str, eof: bool) -> bool:
        """Scan on through `buf`; True once the value's end is found (`end`)."""
        if self.bare:
            m = _BARE_END.search(buf, self.i)
            if m is not None:
                self.end = m.start()
                return True
            self.i = len(buf)
            if eof:
                self.end = len(buf)
            return eof
        i, size = self.i, len(buf)
        depth, deepest, in_string = self.depth, self.max_depth, self.in_string
        found = False
        while i < size:
            if in_string:
                m = _IN_STRING.search(buf, i)
                if m is None:
                    i = size
                    break
                j = m.start()
                if buf[j] == "\\":
                    if j + 1 >= size:  # the escaped character is still to come
                        i = j
                        break
                    i = j + 2
                    continue
                in_string = False
                i = j + 1
                if depth == 0:  # a string value
                    found = True
                    break
                continue
            m = _STRUCTURE.search(buf, i)
            if m is None:
                i = size
                break
            c, i = m.group(), m.end()
            if c == '"':
                in_string = True
            elif c in "[{":
                depth += 1
                deepest = max(deepest, depth)
            else:
                depth -= 1
                if depth <= 0:
                    found = True
                    break
        self.i, self.depth, self.max_depth, self.in_string = i, depth, deepest, in_string
        if found:
            self.end = i
        return found

    def shift(self, by: int) -> None:
        """The buffer lost its first `by` characters."""
        self.i -= by


def _depth(text: str) -> int:
    """How deep a complete JSON text nests (strings are skipped)."""
    if not text or text[0] not in '[{"':
        return 0
    scan = _Scan(text, 0)
    scan.run(text, True)
    return scan.max_depth


class RequestReader:
    """The requests of the input, one at a time (see the module's description).

    `read()` gives the next piece of text, "" at the end; `before_read()` is called before
    each read (the command line writes out the answers made so far, so that a reader at the
    other end of a pipe sees them before the engine waits for more input). Iterate to get the
    `Item`s; afterwards `array` says whether the input was a JSON array, `count` how many
    requests were read, and `stopped` holds the last answer when the input could not be read
    to its end (a limit or a break in its shape), else None.
    """

    def __init__(
        self,
        read: Callable[[], str],
        *,
        jsonl: bool = False,
        before_read: Callable[[], None] | None = None,
    ) -> None:
        self._read = read
        self._before_read = before_read
        self.jsonl = jsonl
        self.buf = ""
        self.pos = 0
        self.eof = False
        self._dropped = 0  # characters of input discarded before `buf`
        self.array = False
        self.count = 0
        self.stopped: dict[str, Any] | None = None

    # ---- the buffer ----

    def _more(self) -> bool:
        """Read on; False at the end of the input."""
        if self.eof:
            return False
        if self._before_read is not None:
            self._before_read()
        try:
            text = self._read()
        except InputError as unreadable:
            self.eof = True
            self._stop(ErrorCode.INVALID_REQUEST, unreadable.message, **unreadable.details)
            return False
        if not text:
            self.eof = True
            return False
        self.buf += text
        return True

    def _compact(self) -> None:
        """Between requests: forget the text already answered."""
        if self.pos > 65_536:
            self._drop(self.pos)

    def _drop(self, upto: int) -> None:
        self.buf = self.buf[upto:]
        self._dropped += upto
        self.pos -= upto

    def _offset(self, pos: int) -> int:
        return self._dropped + pos

    def _skip_space(self) -> bool:
        """Move past white space; False when the input ends first."""
        pos = self.pos
        if pos < len(self.buf) and self.buf[pos] not in " \t\n\r":  # most often
            return True
        while True:
            m = _SPACE.match(self.buf, self.pos)
            if m is not None:  # (it always matches, if only the empty string)
                self.pos = m.end()
            if self.pos < len(self.buf):
                return True
            self._drop(self.pos)  # all of it read
            if not self._more():
                return False

    def _stop(self, code: ErrorCode, message: str, **details: Any) -> None:
        if self.stopped is None:
            self.stopped = _refusal(code, message, **details)

    # ---- the requests ----

    def __iter__(self) -> Iterator[Item]:
        if not self._skip_space():
            return
        if self.jsonl:
            yield from self._lines()
            return
        if self.buf[self.pos] == "[" and not self._lines_beginning_with_an_array():
            self.array = True
            self.pos += 1
            yield from self._elements()
            return
        yield from self._values()

    def _lines_beginning_with_an_array(self) -> bool:
        """Whether the input, which starts with ``[``, is JSON Lines: its first line is one
        whole JSON value and another value follows it. Looks only at the text already read
        (never waits for more: a program that writes a batch and waits for its answers must
        get them); a first line longer than a request is the start of an array batch."""
        start = self.pos
        newline = self.buf.find("\n", start, start + MAX_REQUEST_CHARS + 1)
        if newline < 0:
            return False
        m = _SPACE.match(self.buf, newline)
        if m is None or m.end() >= len(self.buf):
            return False  # nothing (yet) after the first line: an array batch
        line = self.buf[start:newline]
        if _depth(line.strip()) > MAX_DEPTH:
            return False
        try:
            json.loads(line)
        except (ValueError, RecursionError):
            return False  # the array goes on over the next lines
        return True

    def _room_for_one_more(self) -> bool:
        """Count one more request; False (and `stopped`) when the batch is full."""
        if self.count < MAX_BATCH:
            self.count += 1
            return True
        self._stop(
            ErrorCode.BATCH_TOO_LONG,
            f"The batch holds more than {MAX_BATCH:,} requests: the first {MAX_BATCH:,} are "
            "answered, the rest is not read. Split it into smaller batches.",
            limit=MAX_BATCH,
        )
        return False

    def _elements(self) -> Iterator[Item]:
        """The elements of a JSON array, then nothing but white space."""
        if not self._skip_space():
            self._stop(ErrorCode.INVALID_REQUEST, "The input ends inside the batch (no ']').")
            return
        if self.buf[self.pos] == "]":
            self.pos += 1
        else:
            while True:
                if not self._room_for_one_more():
                    return
                if self.pos > 65_536:
                    self._compact()
                item = self._value(in_array=True)
                if item is None:
                    return
                yield item
                if not self._skip_space():
                    self._unclosed()
                    return
                c = self.buf[self.pos]
                self.pos += 1
                if c == "]":
                    break
                if c == "," and not self._skip_space():
                    self._unclosed()
                    return
                if c != "," or self.buf[self.pos] == "]":
                    where = self._offset(self.pos - 1)
                    self._stop(
                        ErrorCode.INVALID_REQUEST,
                        f"The batch is not valid JSON: a request, then ',' or ']' expected "
                        f"after request {self.count} (character {where}); the rest is not read.",
                        offset=where,
                    )
                    return
        if self._skip_space():
            where = self._offset(self.pos)
            self._stop(
                ErrorCode.INVALID_REQUEST,
                f"Text after the end of the batch (character {where}) is not read.",
                offset=where,
            )

    def _unclosed(self) -> None:
        self._stop(
            ErrorCode.INVALID_REQUEST,
            f"The input ends inside the batch, after request {self.count} (no ']').",
        )

    def _values(self) -> Iterator[Item]:
        """JSON values separated by white space."""
        while self._skip_space():
            if not self._room_for_one_more():
                return
            self._compact()
            item = self._value(in_array=False)
            if item is None:
                return
            yield item

    def _value(self, *, in_array: bool) -> Item | None:
        """The value at `pos` (white space skipped, not at the end); None if the input stops
        inside it (`stopped` says why)."""
        start = self.pos
        # the fast way: the C decoder, for a value that ends within the buffer
        try:
            value, end = _DECODER.raw_decode(self.buf, start)
        except (ValueError, RecursionError):
            pass
        else:
            if end < len(self.buf) or self.eof:
                if end - start > MAX_REQUEST_CHARS:
                    pass  # refused below, with the same words as a longer one
                elif (
                    self.buf.count("[", start, end) + self.buf.count("{", start, end) <= MAX_DEPTH
                    or _depth(self.buf[start:end]) <= MAX_DEPTH
                ):
                    self.pos = end
                    return Item(value)
        # find its end without parsing it, reading on as needed
        scan = _Scan(self.buf, start)
        too_large = False
        while not scan.run(self.buf, self.eof):
            if self.eof:  # the input ended inside the value
                if in_array:
                    self._stop(
                        ErrorCode.INVALID_REQUEST,
                        f"The input ends inside request {self.count} of the batch.",
                    )
                    return None
                self.pos = len(self.buf)
                if too_large:
                    return self._too_large()
                return Item(
                    refusal=_refusal(ErrorCode.INVALID_REQUEST, "The input ends inside a request.")
                )
            if too_large or scan.i - start > MAX_REQUEST_CHARS:
                # refused whatever follows: keep none of it but the scan's place
                too_large = True
                cut = scan.i
                self._drop(cut)
                scan.shift(cut)
                start = self.pos = 0
            if not self._more() and self.stopped is not None:
                return None
        end = scan.end
        self.pos = end
        if too_large or end - start > MAX_REQUEST_CHARS:
            return self._too_large()
        if scan.max_depth > MAX_DEPTH:
            return self._too_deep()
        text = self.buf[start:end]
        try:
            return Item(json.loads(text))
        except ValueError as wrong:
            if scan.bare and not in_array:  # junk: the rest of its line goes with it
                newline = self.buf.find("\n", end)
                self.pos = newline if newline >= 0 else len(self.buf)
            return Item(refusal=_not_json(wrong))

    def _lines(self) -> Iterator[Item]:
        """JSON Lines: one request per line."""
        while self._skip_space():
            if not self._room_for_one_more():
                return
            self._compact()
            start = look = self.pos
            too_large = False
            while True:
                newline = self.buf.find("\n", look)
                if newline >= 0:
                    break
                look = len(self.buf)
                if too_large or look - start > MAX_REQUEST_CHARS:
                    too_large = True  # refused whatever follows: keep none of it
                    self._drop(look)
                    start = look = self.pos = 0
                if not self._more():
                    if self.stopped is not None:
                        return
                    newline = len(self.buf)
                    break
            self.pos = newline
            if too_large or newline - start > MAX_REQUEST_CHARS:
                yield self._too_large()
                continue
            text = self.buf[start:newline]
            if text.count("[") + text.count("{") > MAX_DEPTH and _depth(text.strip()) > MAX_DEPTH:
                yield self._too_deep()
                continue
            try:
                yield Item(json.loads(text))
            except ValueError as wrong:
                yield Item(refusal=_not_json(wrong))
            except RecursionError:
                yield self._too_deep()

    @staticmethod
    def _too_large() -> Item:
        return Item(
            refusal=_refusal(
                ErrorCode.REQUEST_TOO_LARGE,
                f"The request is longer than {MAX_REQUEST_CHARS:,} characters.",
                limit=MAX_REQUEST_CHARS,
            )
        )

    @staticmethod
    def _too_deep() -> Item:
        return Item(
            refusal=_refusal(
                ErrorCode.REQUEST_TOO_DEEP,
                f"The request nests arrays and objects more than {MAX_DEPTH} levels deep.",
                limit=MAX_DEPTH,
            )
        )


def _not_json(wrong: ValueError) -> dict[str, Any]:
    return _refusal(
        ErrorCode.INVALID_REQUEST,
        f"The request is not valid JSON ({wrong}).",
        json_error=str(wrong),
    )


__all__ = ["MAX_BATCH", "MAX_DEPTH", "MAX_REQUEST_CHARS", "InputError", "Item", "RequestReader"]
