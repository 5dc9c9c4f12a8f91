"""`python -m engine <command>`: which form the arguments ask for, and the exit status."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from engine import __version__
from engine.api import COMMANDS, run
from engine.cli import stream as _stream
from engine.cli.arguments import _HelpShown, _parser, _usage, _UsageError
from engine.cli.formatters import format_answer, format_error
from engine.cli.requests import _in_flag_terms, _request
from engine.cli.stream import (
    _JSON_FORM_FLAGS,
    _answer_stdin,
    _complain,
    _dumps,
    _invalid,
    _isatty,
    _OutputError,
    _silence_stdout,
    _stdin_unless_blank,
    _write,
    answer_input,
)
from engine.errors import EngineError


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
        _complain(f"no command given; see {_stream.PROG} --help")
        return 1
    if args[0] in ("-h", "--help", "help"):
        if len(args) > 1 and args[0] == "help" and args[1] in COMMANDS:
            return _main([args[1], "--help"])  # `help score` = `score --help`
        _write(_usage())
        return 0
    if args[0] == "--version":
        _write(f"{_stream.PROG} {__version__}")
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
        answer = _invalid(f"{usage} (see {_stream.PROG} {command} --help)")
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
