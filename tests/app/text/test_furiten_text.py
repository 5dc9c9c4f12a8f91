"""Furiten names the wait that is in the pond, on the Checks page and in the ruling log."""

from __future__ import annotations

from engine import api
from referee_app.core.ruling_store import Entry
from referee_app.text import check_text, ruling_text


def _answer(**fields: object) -> dict[str, object]:
    answer = api.run("furiten", {"hand": "23m456p789s11z678m", "ruleset": "ema", **fields})
    assert answer["ok"] is True, answer
    return answer


def test_the_wait_in_the_pond_is_named_not_the_winning_tile() -> None:
    # 23m waits on 1m and 4m; a ron on 4m with 1m in the pond: the 1m is what makes furiten
    answer = _answer(discards="9p1m", claim_tile="4m")
    assert answer["tiles"] == {"own_discard": ["1m"]}
    report = check_text.report("furiten", answer)
    assert "One of the waits (1m) is in the player's own discards." in report.lines
    assert "Ron on 4m is not allowed." in report.lines


def test_the_ruling_log_line_names_it_too() -> None:
    answer = _answer(discards="9p1m")
    entry = Entry(1, "", "check", "", None, (), "ema", {"check": "furiten", "answer": answer})
    assert ruling_text.decision_text(entry).endswith(
        ": One of the waits (1m) is in the player's own discards."
    )
    # an entry written before the answer named its tiles keeps the plain reason
    old = {"check": "furiten", "answer": {"ok": True, "reason": "own_discard"}}
    entry = Entry(2, "", "check", "", None, (), "ema", old)
    assert ruling_text.decision_text(entry).endswith(
        ": A winning tile is among the player's own discards."
    )
