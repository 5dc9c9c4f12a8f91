"""`python -m engine`: JSON in and out, exit status, the readable form. Never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]
HAND = {
    "ruleset": "tenhou",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "seat_wind": "S",
}


def run(
    argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(argv)
    return status, capsys.readouterr().out


def test_json_object_ok(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["score"], json.dumps(HAND), monkeypatch, capsys)
    answer = json.loads(out)
    # chun 1 + aka 1 = 2 han 30 fu -> 2000 (the contract's example, red-five ruleset)
    assert (status, answer["ok"], answer["total"]) == (0, True, 2000)


def test_json_error_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["score"], json.dumps({**HAND, "hand": "123m"}), monkeypatch, capsys)
    assert status == 1
    assert json.loads(out)["error"]["code"] == "wrong_tile_count"


@pytest.mark.parametrize("text", ["{", "", "nul", "[1,", '{"a": NaN'])
def test_malformed_json_is_an_invalid_request(
    text: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["score"], text, monkeypatch, capsys)
    answer = json.loads(out)
    assert status == 1
    if text.startswith("["):  # a batch: the element 1 answered, then why the batch stopped
        assert [a["error"]["code"] for a in answer] == ["invalid_request", "invalid_request"]
        return
    assert answer["ok"] is False
    assert answer["error"]["code"] in ("invalid_request",)


def test_batch_answers_in_order_and_exits_0(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = [HAND, {**HAND, "hand": "1m"}, 5, {**HAND, "win": "tsumo"}]
    status, out = run(["score"], json.dumps(batch), monkeypatch, capsys)
    answers = json.loads(out)
    assert status == 0
    assert [a["ok"] for a in answers] == [True, False, False, True]
    assert answers[2]["error"]["code"] == "invalid_request"


def test_unknown_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["frobnicate"], "{}", monkeypatch, capsys)
    assert status == 1
    assert json.loads(out)["error"]["code"] == "unknown_command"


def test_readable_score(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(
        [
            "score",
            "234567m55p",
            "--win",
            "5p",
            "--melds",
            "pon:777z",
            "chi:0m34m",
            "--seat",
            "S",
            "--ruleset",
            "tenhou",
        ],
        "",
        monkeypatch,
        capsys,
    )
    assert status == 0
    assert "yakuhai_chun" in out
    assert "open_pon_honor 777z" in out
    assert "2 han 30 fu" in out
    assert "Total received: 2000" in out


def test_readable_score_json_flag(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(
        ["score", "123m456p789s11222z", "--win", "2z", "--round", "S", "--seat", "S", "--json"],
        "",
        monkeypatch,
        capsys,
    )
    # seat + round wind, 40 fu: 2600 (see test_scoring_core)
    assert status == 0
    assert json.loads(out)["total"] == 2600


def test_readable_error_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # 12 tiles and the winning tile: two short, so nothing is added
    status, out = run(
        ["score", "123m456p789s112z", "--win", "2z", "--tsumo"], "", monkeypatch, capsys
    )
    assert status == 1
    assert out.startswith("Error wrong_tile_count")


def test_readable_hand_without_its_winning_tile(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The contract's own example: 13 tiles, the winning 2z given apart. The hand is
    # 123m 456p 789s 222z + pair 11z; East dealer, East round, tsumo under EMA: menzen tsumo
    # 1 han; fu 20 + closed honour pon 8 + double-wind pair 2 (EMA) + tsumo 2 = 32 -> 40;
    # dealer tsumo 1 han 40 fu: basic 40 x 2^3 = 320, each pays 2 x 320 = 640 -> 700, x3 = 2100.
    status, out = run(
        ["score", "123m456p789s1122z", "--win", "2z", "--tsumo", "--ruleset", "ema", "--json"],
        "",
        monkeypatch,
        capsys,
    )
    answer = json.loads(out)
    assert (status, answer["han"], answer["fu"], answer["total"]) == (0, 1, 40, 2100)
    assert answer["hand"].startswith("123m456p789s11222z")
    # with calls: 7 concealed + 2 calls = 13, the winning 5p is added (2000 as the contract says)
    status, out = run(
        [
            *("score", "234567m5p", "--win", "5p", "--melds", "pon:777z", "chi:0m34m"),
            *("--seat", "S", "--ruleset", "mahjongsoul", "--json"),
        ],
        "",
        monkeypatch,
        capsys,
    )
    assert (status, json.loads(out)["total"]) == (0, 2000)


def test_reader_that_goes_away_gets_no_traceback() -> None:
    # `python -m engine ... | head -1`: the pipe closes after the first line
    batch = json.dumps([HAND] * 2000)
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine", "score"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(batch.encode())
    proc.stdin.close()
    proc.stdout.read(10)
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    proc.stderr.close()
    proc.wait(timeout=60)
    assert "Traceback" not in stderr
    assert stderr == ""


def test_readable_waits_and_kan(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(
        ["waits", "234567m23p55678s", "--values", "--seat", "S"], "", monkeypatch, capsys
    )
    assert status == 0
    assert "waits: 1p 4p" in out
    assert "4p: ron" in out
    status, out = run(
        ["kan_after_riichi", "2399m333444555s", "--drawn", "3s", "--kan", "3s"],
        "",
        monkeypatch,
        capsys,
    )
    assert "Not allowed (readings_change)" in out


def test_other_commands_take_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # settle has a readable form now: a bad argument is one readable error line
    status, out = run(["settle", "--foo"], "", monkeypatch, capsys)
    assert status == 1
    assert out.startswith("Error invalid_request")


def test_rulesets_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["rulesets"], "{}", monkeypatch, capsys)
    answer = json.loads(out)
    assert status == 0
    assert [r["id"] for r in answer["rulesets"]][:2] == ["ema", "ema2016"]
    ema = answer["rulesets"][0]
    by_name = {f["name"]: f for f in ema["fields"]}
    assert by_name["kiriage"]["value"] is True
    assert by_name["double_wind_pair_fu"]["assumed"]
    assert "red_fives" in answer["differing"]


def test_python_m_engine_subprocess() -> None:
    # the real entry point, once: a process reading stdin, no traceback on bad input
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "score"],
        input="{oops",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    assert json.loads(proc.stdout)["error"]["code"] == "invalid_request"


def test_byte_order_mark_is_accepted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(["score"], "\ufeff" + json.dumps(HAND), monkeypatch, capsys)
    assert (status, json.loads(out)["total"]) == (0, 2000)


def test_possible_fu_json_and_readable(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # 2 han by tsumo: 20 fu is a pinfu tsumo (pinfu 1 + menzen tsumo 1); 25 fu by tsumo is
    # seven pairs + menzen tsumo, 3 han: refused
    status, out = run(["possible_fu"], json.dumps({"han": 2, "win": "tsumo"}), monkeypatch, capsys)
    answer = json.loads(out)
    assert status == 0
    assert answer["fu"] == [20, 30, 40, 50, 60, 70, 80, 90, 100, 110]
    assert [(r["fu"], r["problem"], r["min_han"]) for r in answer["refused"]] == [
        (25, "twenty_five_fu_tsumo_below_min_han", 3)
    ]
    status, out = run(["possible_fu", "1", "--ruleset", "galaxy"], "", monkeypatch, capsys)
    assert status == 0
    assert out.splitlines() == [
        "1 han by ron under galaxy: 30 fu, 40 fu, 50 fu, 60 fu, 70 fu, 80 fu, 90 fu, 100 fu, "
        "110 fu",
        "  not 20 fu: only a pinfu tsumo has 20 fu",
        "  not 25 fu: seven pairs have 2 han or more",
    ]
    status, out = run(["possible_fu", "0"], "", monkeypatch, capsys)
    assert status == 1 and out.startswith("Error invalid_request: HAN is out of range")


def test_readable_settle_refuses_a_value_no_hand_has(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # 1 han 20 fu by ron: 20 fu is only a pinfu tsumo
    argv = ["settle", "--scores", "25000", "25000", "25000", "25000", "--ron", "1:1:20",
            "--from", "3", "--json"]  # fmt: skip
    status, out = run(argv, "", monkeypatch, capsys)
    answer = json.loads(out)
    assert status == 1
    assert answer["error"]["code"] == "invalid_settlement"
    assert answer["error"]["details"] == {"problem": "twenty_fu_on_ron", "seat": 1, "fu": 20}
