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

The package by job: `stream` (standard input and output, the JSON form in batches),
`arguments` (the readable form's parsers and help), `requests` (its arguments -> the JSON
request), `formatters` (its answers in text), `command` (`main`: which form, the exit status).
"""

from __future__ import annotations

from engine.cli.command import main
from engine.cli.formatters import format_answer, format_error, format_score
from engine.cli.stream import answer_input, decode_input, run_json, set_prog

__all__ = [
    "answer_input",
    "decode_input",
    "format_answer",
    "format_error",
    "format_score",
    "main",
    "run_json",
    "set_prog",
]
