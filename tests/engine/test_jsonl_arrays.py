"""JSON Lines whose lines are arrays or other odd values: every line is answered on a line of
its own with an object, never with an array (an array line answers for itself)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.cli import run_json

GOOD = {
    "ruleset": "ema",
    "hand": "234m567p11s",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:345m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3s",
}

ODD_FIRST_LINES = ["[]", "[1, 2]", "[[]]", '[{"hand": "x"}]', "[" + json.dumps(GOOD) + "]"]


def _answers(out: str) -> list[Any]:
    assert out.endswith("\n")
    return [json.loads(line) for line in out.splitlines()]


@pytest.mark.parametrize("first", ODD_FIRST_LINES)
@pytest.mark.parametrize("jsonl", [False, True])
def test_json_lines_beginning_with_an_array_are_answered_line_by_line(
    first: str, jsonl: bool
) -> None:
    lines = [first, json.dumps(GOOD), "7", '"x"', "null", first]
    out, status = run_json("score", "\n".join(lines) + "\n", jsonl=jsonl)
    answers = _answers(out)
    assert all(isinstance(a, dict) for a in answers), out[:300]
    assert len(answers) == len(lines)
    # an array, a number, a string or null is no request; the good line is scored
    codes = [None if a["ok"] else a["error"]["code"] for a in answers]
    assert codes == [
        "invalid_request",
        None,
        "invalid_request",
        "invalid_request",
        "invalid_request",
        "invalid_request",
    ]
    assert status == 0  # a batch read to its end


def test_a_json_array_batch_is_still_answered_with_an_array() -> None:
    for text in (
        "[" + json.dumps(GOOD) + "]\n",
        "[" + json.dumps(GOOD) + "]   \n\n",
        "[\n " + json.dumps(GOOD) + ",\n " + json.dumps(GOOD) + "\n]\n",
        "[]",
    ):
        out, status = run_json("score", text)
        answer = json.loads(out)
        assert isinstance(answer, list), text
        assert all(a["ok"] for a in answer)
        assert status == 0
