"""Batches on the command line: answers written as they are made, JSON Lines, the input
limits (request size, nesting, batch length), and one bad request answering for itself."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import batch, cli
from engine.batch import MAX_DEPTH, MAX_REQUEST_CHARS, RequestReader
from tests.engine.test_cli_contract import PYTHON, RED_SCORE, ROOT, ask, error_code
from tests.engine.test_cli_contract import cli as run_cli

GOOD = RED_SCORE  # the contract's hand under tenhou: 2000
NO_YAKU = {"hand": "123m456p789s11222z", "win_tile": "2z"}


def _lines(out: str) -> list[Any]:
    assert out.endswith("\n") and out.isascii()
    return [json.loads(line) for line in out.splitlines()]


def _nested(depth: int) -> str:
    """A request whose ruleset nests `depth` levels in all (the request itself counting 1)."""
    return '{"ruleset": ' + "[" * (depth - 1) + "1" + "]" * (depth - 1) + "}"


# ---- one bad request answers for itself ----


def test_a_bad_request_in_a_batch_answers_for_itself() -> None:
    text = "[" + ", ".join([json.dumps(GOOD), "nul", '{"a": tru}', "7", json.dumps(GOOD)]) + "]"
    status, out, err = run_cli("score", stdin=text)
    answers = json.loads(out)
    assert (status, err) == (0, "")  # the batch was read
    assert [a["ok"] for a in answers] == [True, False, False, False, True]
    assert [error_code(a) for a in answers[1:4]] == ["invalid_request"] * 3
    assert "not valid JSON" in answers[1]["error"]["message"]
    assert answers[0] == answers[4] and answers[0]["total"] == 2000


def test_a_too_deep_request_answers_for_itself() -> None:
    deep, fine = _nested(MAX_DEPTH + 1), _nested(MAX_DEPTH)
    text = f"[{json.dumps(GOOD)}, {deep}, {fine}, {json.dumps(GOOD)}]"
    status, out, _ = run_cli("score", stdin=text)
    answers = json.loads(out)
    assert status == 0
    assert [a["ok"] for a in answers] == [True, False, False, True]
    assert error_code(answers[1]) == "request_too_deep"
    assert answers[1]["error"]["details"] == {"limit": MAX_DEPTH}
    # at the limit it is read, and refused for what it says (a ruleset is no list)
    assert error_code(answers[2]) in ("invalid_ruleset", "unknown_ruleset", "invalid_request")
    # about a thousand deep: the case that used to fail the whole batch
    status, out, _ = run_cli("score", stdin="[" + _nested(1000) + ", {}]")
    assert status == 0
    assert [error_code(a) for a in json.loads(out)] == ["request_too_deep", "invalid_request"]
    # one request alone: its answer and exit 1
    status, out, _ = run_cli("score", stdin=_nested(5000))
    assert (status, error_code(json.loads(out))) == (1, "request_too_deep")


def test_a_too_large_request_answers_for_itself() -> None:
    large = {**GOOD, "note": "x" * MAX_REQUEST_CHARS}
    status, answers = ask("score", [GOOD, large, GOOD])
    assert status == 0
    assert [a["ok"] for a in answers] == [True, False, True]
    assert error_code(answers[1]) == "request_too_large"
    assert answers[1]["error"]["details"] == {"limit": MAX_REQUEST_CHARS}
    # as JSON Lines too, the next line is read
    text = "\n".join(json.dumps(r) for r in (large, GOOD)) + "\n"
    status, out, _ = run_cli("score", "--jsonl", stdin=text)
    assert status == 0
    assert [a["ok"] for a in _lines(out)] == [False, True]
    # a request just under the limit is read (and scored: an unknown field is ignored)
    fits = {**GOOD, "note": "x" * (MAX_REQUEST_CHARS - len(json.dumps(GOOD)) - 20)}
    assert len(json.dumps(fits)) <= MAX_REQUEST_CHARS
    assert ask("score", [fits])[1][0]["total"] == 2000


def test_a_too_long_batch_is_answered_up_to_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(batch, "MAX_BATCH", 3)
    out, status = cli.run_json("score", json.dumps([GOOD] * 5))
    answers = json.loads(out)
    assert status == 1
    # 3 answers, then the refusal that ends the batch (requests 4 and 5 are not read)
    assert [a["ok"] for a in answers] == [True, True, True, False]
    assert error_code(answers[3]) == "batch_too_long"
    assert answers[3]["error"]["details"] == {"limit": 3}
    # exactly at the limit: all answered, exit 0
    out, status = cli.run_json("score", json.dumps([GOOD] * 3))
    assert status == 0 and len(json.loads(out)) == 3
    # JSON Lines: the same limit
    out, status = cli.run_json("score", "\n".join([json.dumps(GOOD)] * 4), jsonl=True)
    assert status == 1
    assert [a["ok"] for a in _lines(out)] == [True, True, True, False]


def test_fifty_million_numbers_stop_at_the_batch_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    # the input that used to be killed for memory: with a smaller limit the same path is
    # taken (answers until the limit, then batch_too_long), without reading the rest
    monkeypatch.setattr(batch, "MAX_BATCH", 1000)
    chunks = iter(["[" + "1," * 100_000] * 500)  # 50 million numbers, never all in memory
    printed: list[str] = []
    status = cli.answer_input("score", lambda: next(chunks, ""), write=printed.append)
    answers = json.loads("".join(printed))
    assert status == 1 and len(answers) == 1001
    assert error_code(answers[0]) == "invalid_request"  # a number is no request
    assert error_code(answers[-1]) == "batch_too_long"
    assert next(chunks, None) is not None  # most of the input was never read


# ---- JSON Lines ----


def test_json_lines_round_trip() -> None:
    requests = [GOOD, NO_YAKU, {**GOOD, "honba": 2}, {**GOOD, "win": "tsumo"}]
    singles = [ask("score", r)[1] for r in requests]
    text = "".join(json.dumps(r) + "\n" for r in requests)
    for args in ((), ("--jsonl",)):
        status, out, err = run_cli("score", *args, stdin=text)
        assert (status, err) == (0, "")  # a batch, read to its end
        assert _lines(out) == singles
    # blank lines and CRLF line ends are fine; a broken line answers for itself
    text = json.dumps(GOOD) + "\r\n\n" + '{"hand": \n' + json.dumps(GOOD) + "\n"
    status, out, _ = run_cli("score", "--jsonl", stdin=text)
    answers = _lines(out)
    assert status == 0
    assert [a["ok"] for a in answers] == [True, False, True]
    assert error_code(answers[1]) == "invalid_request"


def test_how_the_input_is_told_apart() -> None:
    # an array: one array of answers; one object (even over several lines): one answer, exit
    # by its ok; several objects: one line each, exit 0
    status, out, _ = run_cli("score", stdin=json.dumps([GOOD]))
    assert status == 0 and isinstance(json.loads(out), list)
    status, out, _ = run_cli("score", stdin=json.dumps(NO_YAKU, indent=2))
    assert status == 1 and error_code(json.loads(out)) == "no_yaku"
    status, out, _ = run_cli("score", stdin=json.dumps(NO_YAKU) + " " + json.dumps(GOOD))
    assert status == 0 and [a["ok"] for a in _lines(out)] == [False, True]
    # --jsonl: one line, one request, even a lone one (a batch of one: exit 0); a line
    # holding an array is one request that is not an object
    status, out, _ = run_cli("score", "--jsonl", stdin=json.dumps(NO_YAKU))
    assert status == 0 and error_code(_lines(out)[0]) == "no_yaku"
    status, out, _ = run_cli("score", "--jsonl", stdin=json.dumps([GOOD]) + "\n")
    assert error_code(_lines(out)[0]) == "invalid_request"
    # nothing at all: an empty batch with --jsonl, else the "no request" answer
    assert run_cli("score", "--jsonl", stdin="")[:2] == (0, "")
    status, out, _ = run_cli("score", stdin="\n")
    assert (status, error_code(json.loads(out))) == (1, "invalid_request")


def test_bytes_that_are_not_text_stop_the_batch_where_they_are() -> None:
    first = (json.dumps(GOOD) + "\n").encode()
    status, out, _ = run_cli("score", "--jsonl", stdin=first + b'{"hand": "\xff"}\n')
    answers = _lines(out)
    assert status == 1
    assert answers[0]["ok"] is True
    assert error_code(answers[1]) == "invalid_request"
    assert answers[1]["error"]["details"] == {"offset": len(first) + 10}


# ---- answers are written as they are made ----


def _engine(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [PYTHON, "-m", "engine", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": ""},
    )


def _read_line(proc: subprocess.Popen[bytes], timeout: float = 60) -> bytes:
    """A line of the engine's output, or b"" when none came within `timeout` seconds."""
    assert proc.stdout is not None
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(timeout)
    return got[0] if got else b""


@pytest.mark.parametrize("args", [(), ("--jsonl",)])
def test_the_first_answer_comes_before_the_input_ends(args: tuple[str, ...]) -> None:
    proc = _engine("score", *args)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    try:
        proc.stdin.write((json.dumps(GOOD) + "\n").encode())
        proc.stdin.flush()
        first = _read_line(proc)  # standard input is still open
        assert first and json.loads(first)["total"] == 2000
        proc.stdin.write((json.dumps(NO_YAKU) + "\n").encode())
        proc.stdin.flush()
        assert error_code(json.loads(_read_line(proc))) == "no_yaku"
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
        assert proc.stdout.read() == b"" and proc.stderr.read() == b""
    finally:
        proc.kill()
        proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            stream.close()


def test_an_array_is_answered_element_by_element() -> None:
    proc = _engine("score")
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    try:
        proc.stdin.write(("[" + json.dumps(GOOD) + ",").encode())
        proc.stdin.flush()
        seen = b""
        while b'"total":2000' not in seen:  # the first answer, before the array is closed
            chunk = proc.stdout.read1(65536)
            assert chunk, "the engine stopped"
            seen += chunk
        assert seen.startswith(b'[{"ok":true')
        proc.stdin.write((json.dumps(GOOD) + "]").encode())
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
        answers = json.loads(seen + proc.stdout.read())
        assert [a["total"] for a in answers] == [2000, 2000]
    finally:
        proc.kill()
        proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            stream.close()


def test_a_writer_that_reads_no_answer_before_it_has_written_all() -> None:
    # 20,000 requests (several MB each way) written whole before any answer is read: the
    # engine keeps reading its input while its own output waits, so neither side blocks
    requests = [{**GOOD, "honba": i % 3} for i in range(20_000)]
    proc = _engine("score", "--jsonl")
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    done = threading.Event()
    killer = threading.Timer(120, lambda: None if done.is_set() else proc.kill())
    killer.start()
    try:
        proc.stdin.write("".join(json.dumps(r) + "\n" for r in requests).encode())
        proc.stdin.close()
        answers = proc.stdout.read().splitlines()
        assert proc.wait(timeout=60) == 0
    finally:
        done.set()
        killer.cancel()
        proc.stdout.close()
        proc.stderr.close()
    assert len(answers) == 20_000
    # the last is request 19,999: honba 19,999 % 3 = 1, so 300 more on the ron
    assert json.loads(answers[-1])["total"] == 2000 + 300


# ---- the reader itself: however the input is cut into pieces ----

_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=8,
)
#: requests, mostly objects; no list (input that starts with '[' is an array batch)
_REQUEST = st.dictionaries(st.text(max_size=3), _VALUE, max_size=3) | _VALUE.filter(
    lambda v: not isinstance(v, list)
)


def _read_all(text: str, cuts: list[int], jsonl: bool = False) -> tuple[list[Any], RequestReader]:
    points = sorted({min(c, len(text)) for c in cuts} | {0, len(text)})
    pieces = [text[a:b] for a, b in itertools.pairwise(points)]
    pieces.reverse()
    reader = RequestReader(lambda: pieces.pop() if pieces else "", jsonl=jsonl)
    items = [item.value if item.refusal is None else item.refusal for item in reader]
    return items, reader


@settings(max_examples=200, deadline=None)
@given(
    st.lists(_REQUEST, max_size=6),
    st.lists(st.integers(min_value=0, max_value=400), max_size=8),
    st.sampled_from(["array", "spaced", "lines", "jsonl"]),
)
def test_pieces_of_any_size_give_the_same_requests(
    requests: list[Any], cuts: list[int], form: str
) -> None:
    if form == "array":
        text = json.dumps(requests, indent=1 if len(requests) % 2 else None)
    elif form == "spaced":
        text = " \n ".join(json.dumps(r) for r in requests)
    else:
        text = "".join(json.dumps(r) + "\n" for r in requests)
    items, reader = _read_all(text, cuts, jsonl=form == "jsonl")
    assert reader.stopped is None
    assert items == requests
    assert reader.array == (form == "array")
    assert reader.count == len(requests)


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=300), st.lists(st.integers(0, 2000), max_size=6))
def test_depth_is_measured_through_strings_and_pieces(depth: int, cuts: list[int]) -> None:
    # brackets inside strings do not count; the limit holds at any piece boundary
    value: Any = "[[{{"
    for _ in range(depth):  # `depth` levels of lists around a string
        value = [value, "]]"]
    text = json.dumps([value, "x"])
    items, reader = _read_all(text, cuts)
    assert reader.stopped is None
    if depth <= MAX_DEPTH:
        assert items[0] == value
    else:
        assert items[0]["error"]["code"] == "request_too_deep"
    assert items[1] == "x"
