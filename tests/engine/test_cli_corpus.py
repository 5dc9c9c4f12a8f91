"""The command line answers a recorded corpus byte for byte (``cli_corpus.json``).

Each case is run in this process as ``python -m engine ARGS < STDIN`` runs: its standard
output, standard error and exit status must be the recorded ones. The cases are in
``cli_corpus_cases.py``; ``python -m tests.engine.test_cli_corpus --record`` re-records the
answers (only when an answer is meant to change; read the diff).
"""

from __future__ import annotations

import io
import json
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main
from tests.engine.cli_corpus_cases import cases

CORPUS = Path(__file__).with_name("cli_corpus.json")


def answer(argv: list[str], stdin: str) -> dict[str, Any]:
    """What the command line prints for `argv` with `stdin`, and its exit status."""
    out, err = io.StringIO(), io.StringIO()
    saved, columns = sys.stdin, os.environ.get("COLUMNS")
    sys.stdin = io.StringIO(stdin)
    os.environ["COLUMNS"] = "100"  # --help is wrapped to the terminal's width
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = main(argv)
    finally:
        sys.stdin = saved
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns
    return {"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}


def _recorded() -> list[dict[str, Any]]:
    if not CORPUS.exists():  # being recorded
        return []
    data: list[dict[str, Any]] = json.loads(CORPUS.read_text(encoding="utf-8"))
    return data


def test_the_corpus_holds_every_case() -> None:
    assert [(c["argv"], c["stdin"]) for c in _recorded()] == [
        (c["argv"], c["stdin"]) for c in cases()
    ]


@pytest.mark.parametrize("case", _recorded(), ids=lambda c: " ".join(c["argv"])[:60] or "-")
def test_the_answer_is_the_recorded_one(case: dict[str, Any]) -> None:
    got = answer(case["argv"], case["stdin"])
    assert got == {k: case[k] for k in ("status", "stdout", "stderr")}


def record() -> None:
    rows = [{**c, **answer(c["argv"], c["stdin"])} for c in cases()]
    CORPUS.write_text(json.dumps(rows, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    record()
