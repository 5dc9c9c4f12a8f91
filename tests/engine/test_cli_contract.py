"""`python -m engine` as an acceptance check drives it: real processes, the contract's fields.

Every test starts the real entry point (`sys.executable -m engine`, cwd = the repository) and
checks exit status, standard output and standard error; no traceback may ever reach standard
error. Expected values are worked by hand from the rules (each one says how); the contract is
/work/shared/engine-contract.md.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable

#: the contract's `score` example, word for word (ruleset "ema", a red five in the chi)
CONTRACT_SCORE: dict[str, Any] = {
    "ruleset": "ema",
    "hand": "234567m55p",
    "win_tile": "5p",
    "melds": ["pon:777z", "chi:0m34m"],
    "win": "ron",
    "seat_wind": "S",
    "round_wind": "E",
    "riichi": False,
    "double_riichi": False,
    "ippatsu": False,
    "rinshan": False,
    "chankan": False,
    "haitei": False,
    "houtei": False,
    "tenhou": False,
    "chiihou": False,
    "renhou": False,
    "paarenchan": False,
    "dora_indicators": "3s",
    "ura_indicators": "",
    "honba": 0,
    "riichi_sticks": 0,
}
#: the same hand under a ruleset that plays red fives (Tenhou)
RED_SCORE = {**CONTRACT_SCORE, "ruleset": "tenhou"}

CONTRACT_SETTLE: dict[str, Any] = {
    "ruleset": "ema",
    "scores": [25000, 25000, 25000, 25000],
    "dealer": 0,
    "round_wind": "E",
    "honba": 0,
    "riichi_sticks": 0,
    "riichi": [2],
    "outcome": {
        "type": "ron",
        "discarder": 3,
        "winners": [{"seat": 1, "han": 2, "fu": 30, "yakuman": 0, "pao": None}],
    },
}

#: Galaxy's own worked example (rules/rulesets.md): return 30,000, oka +20,000, uma 7/3
GALAXY_FINAL = {"ruleset": "galaxy", "scores": [38300, 29400, 21400, 10900]}


def cli(
    *args: str,
    stdin: str | bytes | None = None,
    env: dict[str, str] | None = None,
    encoding: str = "utf-8",
) -> tuple[int, str, str]:
    """Run `python -m engine ARGS`; (exit status, stdout, stderr). Never a traceback."""
    data = stdin.encode() if isinstance(stdin, str) else (stdin if stdin is not None else b"")
    proc = subprocess.run(
        [PYTHON, "-m", "engine", *args],
        input=data,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=60,
        check=False,
    )
    out = proc.stdout.decode(encoding)
    err = proc.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err
    return proc.returncode, out, err


def ask(command: str, request: Any) -> tuple[int, Any]:
    """The JSON form: (exit status, the parsed answer); stdout is one line of ASCII JSON."""
    status, out, err = cli(command, stdin=json.dumps(request))
    assert err == ""
    assert out.endswith("\n") and out.count("\n") == 1
    assert out.isascii()
    return status, json.loads(out)


def error_code(answer: Any) -> str:
    assert answer["ok"] is False
    assert set(answer["error"]) >= {"code", "message"}
    assert answer["error"]["message"]
    return str(answer["error"]["code"])


# ---- the JSON form: every command, the contract's fields ----


def test_contract_score_example_under_ema_has_no_red_five() -> None:
    # EMA plays without red fives: the contract's example names 0m, which we refuse on purpose
    status, answer = ask("score", CONTRACT_SCORE)
    assert (status, error_code(answer)) == (1, "no_red_fives_in_ruleset")


def test_contract_score_example_with_red_fives() -> None:
    # South's ron on 5p: chun pon 1 han + 1 red five = 2 han; fu 20 + open honour pon 4 +
    # pair wait 2 = 26 -> 30; non-dealer ron 30 x 2^(2+2) = 480 basic x 4 = 1920 -> 2000.
    # 3s indicates 4s: no 4s in the hand, so dora 0.
    status, a = ask("score", RED_SCORE)
    assert status == 0
    assert a["ok"] is True
    expected = {
        "han": 2,
        "fu": 30,
        "yaku": [{"id": "yakuhai_chun", "han": 1}],
        "dora": 0,
        "aka": 1,
        "ura": 0,
        "yakuman": 0,
        "limit": None,
        "fu_items": [
            {"id": "base", "fu": 20},
            {"id": "open_pon_honor", "fu": 4, "tiles": "777z"},
            {"id": "wait_tanki", "fu": 2, "tiles": "5p"},
        ],
        "payments": {"discarder": 2000},
        "honba_points": 0,
        "total": 2000,
    }
    assert {k: a[k] for k in expected} == expected


def test_absent_fields_take_the_contract_defaults() -> None:
    # Absent booleans are false, absent numbers 0, ruleset ema: the bare request answers
    # exactly as the one spelling every default out. 123m456p789s + 222z pon + 11z pair, the
    # East dealer's tsumo under EMA: menzen tsumo 1 han; fu 20 + closed honour pon 8 +
    # double-wind pair 2 + tsumo 2 = 32 -> 40; 40 x 2^3 = 320, each pays 2 x 320 -> 700: 2100.
    bare = {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo"}
    spelled = {
        **bare,
        "ruleset": "ema",
        "melds": [],
        "seat_wind": "E",
        "round_wind": "E",
        **dict.fromkeys(("riichi", "double_riichi", "ippatsu", "rinshan"), False),
        **dict.fromkeys(("chankan", "haitei", "houtei", "tenhou", "chiihou"), False),
        "renhou": False,
        "paarenchan": False,
        "dora_indicators": "",
        "ura_indicators": "",
        "honba": 0,
        "riichi_sticks": 0,
    }
    status, answers = ask("score", [bare, spelled])
    assert status == 0
    assert answers[0] == answers[1]
    a = answers[0]
    assert (a["ruleset"], a["han"], a["fu"], a["payments"], a["total"]) == (
        "ema",
        1,
        40,
        {"non_dealer": 700},
        2100,
    )


def test_payments_shapes_honba_and_sticks() -> None:
    # South's tsumo on the same hand (East round): 2z pon is the seat wind: menzen tsumo +
    # seat_wind = 2 han; fu 20 + 8 + East pair (round wind) 2 + tsumo 2 = 32 -> 40;
    # basic 40 x 2^4 = 640: the dealer pays 1280 -> 1300, the others 640 -> 700: 2700.
    # One honba: +100 from each of the three payers; total 3000.
    tsumo = {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "seat_wind": "S"}
    _, (plain, honba) = ask("score", [tsumo, {**tsumo, "honba": 1}])
    assert plain["payments"] == {"dealer": 1300, "non_dealer": 700}
    assert (plain["honba_points"], plain["total"]) == (0, 2700)
    assert (honba["honba_points"], honba["total"]) == (100, 3000)
    # The red-five ron with 2 honba and 1 riichi stick: 2000 + 2 x 300 + 1000 = 3600.
    _, a = ask("score", {**RED_SCORE, "honba": 2, "riichi_sticks": 1})
    assert (a["payments"], a["honba_points"], a["total"]) == ({"discarder": 2000}, 600, 3600)


def test_waits_contract_fields() -> None:
    # 1112345678999m: the nine-sided chuuren wait, 1m to 9m.
    _, a = ask("waits", {"hand": "1112345678999m"})
    assert a["ok"] and a["tenpai"] and a["counts_as_tenpai"]
    assert a["waits"] == [f"{n}m" for n in range(1, 10)]
    # 1111m + 234567789p waits only on 1m, and all four 1m sit in the hand: tenpai in form,
    # but the contract says such a wait does not count at a draw.
    _, dead = ask("waits", {"hand": "1111m234p567p789p", "ruleset": "ema"})
    assert (dead["tenpai"], dead["waits"], dead["counts_as_tenpai"]) == (True, ["1m"], False)


def test_settle_contract_example() -> None:
    # Seat 1 (non-dealer) rons seat 3 for 2 han 30 fu: 30 x 2^4 x 4 = 1920 -> 2000; seat 2's
    # riichi stick goes to the winner. The dealer (0) did not win: seat 1 deals next, no honba.
    status, a = ask("settle", CONTRACT_SETTLE)
    assert status == 0
    assert a["deltas"] == [0, 3000, -1000, -2000]
    assert a["scores"] == [25000, 28000, 24000, 23000]
    assert {"from": 3, "to": 1, "points": 2000, "reason": "ron"} in a["transfers"]
    assert a["penalties"] == [0, 0, 0, 0]
    nxt = {k: a["next"][k] for k in ("dealer", "round_wind", "honba", "riichi_sticks", "game_over")}
    assert nxt == {
        "dealer": 1,
        "round_wind": "E",
        "honba": 0,
        "riichi_sticks": 0,
        "game_over": False,
    }


def test_final_contract_fields() -> None:
    status, a = ask("final", GALAXY_FINAL)
    # (38300 - 30000 + 20000 + 7000) / 1000 = 35.3; B +2.4; C -11.6; D -26.1 (Galaxy's example)
    assert status == 0
    assert a["ranks"] == [1, 2, 3, 4]
    assert a["results"] == pytest.approx([35.3, 2.4, -11.6, -26.1])
    # EMA: minus the 30,000 start, uma +15/+5/-5/-15, no oka; sticks and penalties absent = 0
    _, ema = ask("final", {"scores": [40000, 32000, 28000, 20000]})
    assert (ema["ruleset"], ema["results"]) == ("ema", [25.0, 7.0, -7.0, -25.0])


def test_penalties_rulesets_and_the_other_commands() -> None:
    # EMA 2016 §3.4.6: chombo is 20,000 off the result after uma.
    _, pen = ask("penalties", {})
    assert (pen["ok"], pen["ruleset"], pen["chombo"]["points"]) == (True, "ema", 20000)
    _, rules = ask("rulesets", {})
    assert [r["id"] for r in rules["rulesets"]] == [
        *("ema", "ema2016", "ema2012", "wrc", "galaxy", "tenhou", "mahjongsoul", "rrc")
    ]
    # 123456789m1122p waits on 1p or 2p (shanpon); a discarded 1p makes it furiten for ron.
    _, fur = ask("furiten", {"hand": "123456789m1122p", "discards": "1p"})
    assert (fur["furiten"], fur["waits"], fur["ron_allowed"], fur["tsumo_allowed"]) == (
        True,
        ["1p", "2p"],
        False,
        True,
    )
    # 2399m + 333444555s: a kan of 3s would break the 345s readings: not allowed.
    _, kan = ask(
        "kan_after_riichi", {"hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"}
    )
    assert (kan["allowed"], kan["reason"]) == (False, "readings_change")
    _, cmp_ = ask(
        "compare",
        {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "rulesets": ["ema"]},
    )
    assert [(r["ruleset"], r["answer"]["total"]) for r in cmp_["results"]] == [("ema", 2100)]


# ---- batches ----


@pytest.mark.parametrize(
    ("command", "good", "bad"),
    [
        ("score", RED_SCORE, {**RED_SCORE, "hand": "123m"}),
        ("waits", {"hand": "1112345678999m"}, {"hand": "1m"}),
        ("settle", CONTRACT_SETTLE, {**CONTRACT_SETTLE, "dealer": 7}),
        ("final", GALAXY_FINAL, {"scores": [1, 2, 3]}),
        ("penalties", {}, {"ruleset": "nope"}),
    ],
)
def test_batch_answers_in_order_and_exits_0(command: str, good: Any, bad: Any) -> None:
    status, answers = ask(command, [good, bad, 7, good])
    assert status == 0  # the batch was read, whatever each answer says
    assert [a["ok"] for a in answers] == [True, False, False, True]
    assert error_code(answers[2]) == "invalid_request"
    _, single = ask(command, good)
    assert answers[0] == answers[3] == single


def test_empty_batch() -> None:
    assert ask("score", []) == (0, [])


def test_ten_thousand_hands_in_one_process() -> None:
    # Varied hands (ron/tsumo, seats, honba, dora), each answer checked against the single
    # answers: one process start, not one per hand.
    kinds = [
        RED_SCORE,
        {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo"},
        {"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "seat_wind": "S"},
        {
            "hand": "22334455m667788p",
            "win_tile": "8p",
            "riichi": True,
            "dora_indicators": "1m",
            "ura_indicators": "7p",
        },
        {"hand": "123m456p789s11222z", "win_tile": "2z"},  # no yaku: an error answer
    ]
    batch = [{**kinds[i % 5], "honba": i % 3} for i in range(10_000)]
    start = time.perf_counter()
    status, out, err = cli("score", stdin=json.dumps(batch))
    elapsed = time.perf_counter() - start
    answers = json.loads(out)
    assert (status, err, len(answers)) == (0, "", 10_000)
    _, singles = ask("score", batch[:15])
    assert answers[:15] == singles
    assert answers[9_990:] == singles[:10]  # 9990 = 666 x 15: the same kinds and honba
    assert [a["ok"] for a in answers[:5]] == [True, True, True, True, False]
    assert elapsed < 30, f"10,000 hands took {elapsed:.1f} s"  # measured ~0.7 s on 2 cores


# ---- bad input: a clear answer and exit 1, never a traceback ----


@pytest.mark.parametrize("text", ["", "   \n", "{", "nul", "}{", '{"a": 1', "[1"])
def test_unreadable_json_is_an_invalid_request(text: str) -> None:
    status, answer = ask_raw("score", text.encode())
    if text.startswith("["):  # a batch: the element 1 (no object), then why it stopped
        assert [error_code(a) for a in answer] == ["invalid_request", "invalid_request"]
    else:
        assert error_code(answer) == "invalid_request"
    assert status == 1


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        # the element 1 is answered (not an object); then the array breaks off
        ("[1,", ["invalid_request", "invalid_request"]),
        ("[1,]", ["invalid_request", "invalid_request"]),
        ("[1 2]", ["invalid_request", "invalid_request"]),
        ("[1] x", ["invalid_request", "invalid_request"]),
        ('[{"a": 1}, {"b"', ["invalid_request", "invalid_request"]),
    ],
)
def test_a_broken_batch_answers_what_it_read_then_says_why_it_stopped(
    text: str, codes: list[str]
) -> None:
    status, answers = ask_raw("score", text.encode())
    assert status == 1
    assert [error_code(a) for a in answers] == codes
    assert "batch" in answers[-1]["error"]["message"]


@pytest.mark.parametrize("text", ["42", '"score"', "null", "true", "1.5"])
def test_json_that_is_not_an_object_or_array(text: str) -> None:
    status, answer = ask_raw("score", text.encode())
    assert (status, error_code(answer)) == (1, "invalid_request")


def test_non_utf8_bytes() -> None:
    status, answer = ask_raw("score", b'{"hand": "\xe9\xff", "win_tile": "5p"}')
    assert (status, error_code(answer)) == (1, "invalid_request")
    assert "offset 10" in answer["error"]["message"]


def test_byte_order_marks_are_read() -> None:
    request = json.dumps(RED_SCORE)
    for data in (b"\xef\xbb\xbf" + request.encode(), request.encode("utf-16")):
        status, answer = ask_raw("score", data)
        assert (status, answer["total"]) == (0, 2000)


def test_deep_nesting_and_lone_surrogates() -> None:
    # a batch holding one request nested 99,999 deep: that request answers for itself
    status, answer = ask_raw("score", b"[" * 100_000 + b"]" * 100_000)
    assert (status, [error_code(a) for a in answer]) == (0, ["request_too_deep"])
    status, answer = ask_raw("score", b'{"a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    assert (status, error_code(answer)) == (1, "request_too_deep")
    # "\ud800" is legal JSON text but no character: the answer still prints (as an escape)
    status, answer = ask_raw("score", b'{"hand": "\\ud800", "win_tile": "5p"}')
    assert (status, error_code(answer)) == (1, "invalid_notation")


def test_wrongly_typed_fields() -> None:
    for field, value in (("riichi", "yes"), ("honba", -1), ("honba", 1.5), ("melds", "pon")):
        status, answer = ask("score", {**RED_SCORE, field: value})
        assert status == 1
        assert error_code(answer) in ("invalid_request", "invalid_meld")


@pytest.mark.parametrize("stdin", ["", "{}", "[{}]"])
def test_unknown_command(stdin: str) -> None:
    status, out, err = cli("frobnicate", stdin=stdin)
    assert (status, err) == (1, "")
    answer = json.loads(out)
    assert error_code(answer) == "unknown_command"
    assert "score" in answer["error"]["message"]


def ask_raw(command: str, data: bytes) -> tuple[int, Any]:
    status, out, err = cli(command, stdin=data)
    assert err == ""
    assert out.isascii()
    return status, json.loads(out)


# ---- standard output that cannot take the answer ----


def test_reader_that_leaves_early() -> None:
    # `python -m engine score < batch | head -c 10`, with and without buffering: exit 1 (the
    # answer was cut), nothing on stderr.
    batch = json.dumps([RED_SCORE] * 3000).encode()
    buffered = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    for env in (buffered, {**buffered, "PYTHONUNBUFFERED": "1"}):
        proc = subprocess.Popen(
            [PYTHON, "-m", "engine", "score"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            env=env,
        )
        assert proc.stdin and proc.stdout and proc.stderr
        proc.stdin.write(batch)
        proc.stdin.close()
        assert proc.stdout.read(10) == b'[{"ok":tru'
        proc.stdout.close()
        assert proc.wait(timeout=60) == 1
        assert proc.stderr.read() == b""
        proc.stderr.close()


def _shell(command: str, stdin: str = "") -> tuple[int, str]:
    proc = subprocess.run(
        ["sh", "-c", command],
        input=stdin.encode(),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    err = proc.stderr.decode()
    assert "Traceback" not in err, err
    return proc.returncode, err


@pytest.mark.skipif(os.name != "posix", reason="shell redirections")
def test_closed_or_full_stdout_exits_1_with_one_line() -> None:
    engine = f'"{PYTHON}" -m engine'
    for command, stdin in (
        (f"{engine} score >&-", json.dumps(RED_SCORE)),
        (f"{engine} score 123m456p789s1122z --win 2z --tsumo >&-", ""),
    ):
        status, err = _shell(command, stdin)
        assert (status, err) == (
            1,
            "python -m engine: the answer could not be written: standard output is closed\n",
        )
    if Path("/dev/full").exists():
        for command in (f"{engine} score > /dev/full", f"{engine} score --help > /dev/full"):
            status, err = _shell(command, json.dumps(RED_SCORE))
            assert status == 1
            assert err.count("\n") == 1 and "could not be written" in err
    # standard error closed as well: still no crash, still exit 1
    status, err = _shell(f"{engine} score >&- 2>&-", json.dumps(RED_SCORE))
    assert (status, err) == (1, "")


# ---- the readable form ----


def test_overall_help_and_no_command() -> None:
    status, out, err = cli("--help")
    assert (status, err) == (0, "")
    for command in ("score", "waits", "settle", "final", "penalties", "rulesets", "furiten"):
        assert f"\n  {command} " in out
    assert "exit status" in out.lower()
    status, out, err = cli()
    assert (status, out) == (1, "")
    assert err == "python -m engine: no command given; see python -m engine --help\n"


@pytest.mark.parametrize(
    "command",
    [
        *("score", "waits", "compare", "kan_after_riichi", "furiten"),
        *("settle", "final", "penalties", "rulesets"),
    ],
)
def test_each_command_has_help(command: str) -> None:
    status, out, err = cli(command, "--help")
    assert (status, err) == (0, "")
    assert out.startswith(f"usage: python -m engine {command}")
    assert "example" in out and "JSON" in out and "--json" in out
    assert ("--ruleset" in out) == (command != "rulesets")
    assert "reads the JSON request on standard input" in out


def test_readable_score_breakdown() -> None:
    # The contract's readable example (worked above: 1 han 40 fu, 2100).
    status, out, err = cli(
        "score", "123m456p789s1122z", "--win", "2z", "--tsumo", "--ruleset", "ema"
    )
    assert (status, err) == (0, "")
    for text in (
        "Hand: 123m456p789s11222z win:2z",
        "menzen_tsumo                1 han",
        "closed_pon_honor 222z       8",
        "pair_double_wind 11z        2",
        "= 32 → 40 fu (rounded up to the next 10)",
        "Value: 1 han 40 fu (no limit)",
        "Payments: each non-dealer pays 700",
        "Honba: 0",
        "Riichi sticks: 0",
        "Total received: 2100",
    ):
        assert text in out, text


def test_readable_score_with_dora_limit_honba_and_sticks() -> None:
    # 345m 345m 678p 678p 22m, West's riichi-ippatsu ron on 8p (Mahjong Soul): riichi 1,
    # ippatsu 1, pinfu 1, tanyao 1, ryanpeikou 3; dora (1m -> 2m) x2, ura (7p -> 8p) x2: 11 han
    # = sanbaiman, 6000 basic x 4 = 24000; 2 honba +600, 1 stick +1000: 25600.
    status, out, _ = cli(
        *("score", "22334455m667788p", "--win", "8p", "--riichi", "--ippatsu"),
        *("--dora", "1m", "--ura", "7p", "--honba", "2", "--sticks", "1"),
        *("--ruleset", "mahjongsoul", "--seat", "W"),
    )
    assert status == 0
    for text in (
        "ryanpeikou                  3 han",
        "dora                        2 han",
        "ura-dora                    2 han",
        "= total                    11 han",
        "(limit: sanbaiman)",
        "Payments: the discarder pays 24000",
        "Honba: 2 → +600 from the discarder",
        "Riichi sticks: 1 on the table → +1000",
        "Total received: 25600",
    ):
        assert text in out, text


def test_readable_json_switch_matches_the_json_form() -> None:
    status, out, _ = cli(
        *("score", "234567m55p", "--win", "5p", "--melds", "pon:777z", "chi:0m34m"),
        *("--seat", "S", "--dora", "3s", "--ruleset", "tenhou", "--json"),
    )
    _, answer = ask("score", RED_SCORE)
    assert (status, json.loads(out)) == (0, answer)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("score", "123m456p789s112z", "--win", "2z"), "wrong_tile_count"),
        (("score", "123m456p789s1122z", "--win", "2z", "--ruleset", "nope"), "unknown_ruleset"),
        (("score", "123m456p789s1122z", "--win", "2z", "--ippatsu"), "conflicting_situation"),
        (("score", "123m456p789s1122z", "--win", "2z", "--honba", "x"), "invalid_request"),
        (("score", "123m456p789s1122z"), "invalid_request"),  # --win missing
        (("score", "123m456p789s1122z", "--win", "2z", "--bogus"), "invalid_request"),
        (("score", "123m456p789s1122z", "--win", "2z", "--tsumo", "--ron"), "invalid_request"),
        (("waits", "123m"), "wrong_tile_count"),
        (("settle", "--scores", "1", "2"), "invalid_request"),
        (("settle", "--scores", "0", "0", "0", "0", "--ron", "1:2:30"), "invalid_request"),
        (("final", "--scores", "1", "2", "3", "4", "--ruleset", "x"), "unknown_ruleset"),
        (("frobnicate", "--x"), "unknown_command"),
    ],
)
def test_readable_errors_are_one_line(args: tuple[str, ...], code: str) -> None:
    status, out, err = cli(*args)
    assert (status, err) == (1, "")
    assert out.startswith(f"Error {code}: ") and out.count("\n") == 1, out
    status, out, _ = cli(*args, "--json")
    assert status == 1
    assert error_code(json.loads(out)) == code


def test_readable_settle_and_final() -> None:
    status, out, _ = cli(
        *("settle", "--scores", "25000", "25000", "25000", "25000"),
        *("--riichi", "2", "--ron", "1:2:30", "--from", "3"),
    )
    assert status == 0
    for text in (
        "Ron: seat 1 (2 han 30 fu) on seat 3's discard",
        "seat 3 → seat 1     2000  ron",
        "seat 2 → table      1000  riichi stick",
        "Seat 1 receives 3000: hand 2000 + honba 0 + riichi sticks 1000",
        "  1            25000    +3000   28000",
        "Next hand: East 2, dealer seat 1, honba 0, riichi sticks 0",
    ):
        assert text in out, text
    # the same hand in JSON, via --json: the contract example's answer
    status, out, _ = cli(
        *("settle", "--scores", "25000", "25000", "25000", "25000"),
        *("--riichi", "2", "--ron", "1:2:30", "--from", "3", "--json"),
    )
    assert json.loads(out) == ask("settle", CONTRACT_SETTLE)[1]
    # Exhaustive draw, seats 0 and 2 tenpai: the two noten seats pay 1500, 750 to each.
    status, out, _ = cli("settle", "--scores", *["25000"] * 4, "--draw", "--tenpai", "0", "2")
    assert status == 0 and "seat 1 → seat 0      750  noten" in out and "honba 1" in out
    status, out, _ = cli(
        "final", "--scores", "38300", "29400", "21400", "10900", "--ruleset", "galaxy"
    )
    assert status == 0
    # rank 1, seat 0: 38300, no sticks, net +8300, oka +20000, uma +7000, no penalty: +35.3
    assert "   1    0   38300       0   +8300  +20000   +7000        0   +35.3" in out
    assert "   4    3   10900       0  -19100       0   -7000        0   -26.1" in out


def test_readable_other_commands() -> None:
    status, out, _ = cli("waits", "1111m234p567p789p")
    assert status == 0 and "waits: 1m; counts as tenpai at a draw: no" in out
    status, out, _ = cli("furiten", "123456789m1122p", "--discards", "1p")
    assert status == 0 and out.startswith("Furiten: yes (own discard)")
    status, out, _ = cli("kan_after_riichi", "2399m333444555s", "--drawn", "3s", "--kan", "3s")
    assert status == 0 and out.startswith("Not allowed (readings_change)")
    status, out, _ = cli("compare", "123m456p789s1122z", "--win", "2z", "--tsumo")
    assert status == 0 and out.count("total 2100") == 8
    status, out, _ = cli("penalties", "--ruleset", "ema")
    assert status == 0 and "Chombo: deduction, 20000 points, applied after uma" in out
    status, out, _ = cli("rulesets", "ema", "tenhou")
    assert status == 0 and "red_fives" in out and "(default)" in out


@pytest.mark.parametrize(
    ("env", "encoding", "arrow"),
    [
        ({"LANG": "C", "LC_ALL": "C"}, "utf-8", "→"),  # Python's C-locale coercion: UTF-8
        ({"LANG": "C", "LC_ALL": "C", "PYTHONIOENCODING": "ascii"}, "ascii", "->"),
        ({"PYTHONIOENCODING": "cp1252"}, "cp1252", "->"),  # a Windows console's code page
    ],
)
def test_readable_output_without_a_utf8_terminal(
    env: dict[str, str], encoding: str, arrow: str
) -> None:
    # stdout is a pipe (not a TTY) in an ASCII locale: the breakdown prints, arrows and all
    args = ("score", "123m456p789s1122z", "--win", "2z", "--tsumo")
    status, out, err = cli(*args, env=env, encoding=encoding)
    assert (status, err) == (0, "")
    assert f"32 {arrow} 40 fu" in out
    # EMA's penalty sources cite "§": shown where the encoding has it, "S." where not
    status, out, err = cli("penalties", "--ruleset", "ema", env=env, encoding=encoding)
    assert (status, err) == (0, "")
    assert ("EMA16 §3.4.6" in out) == (encoding != "ascii")
    # non-ASCII in the input comes back as JSON escapes, never as an encoding failure
    status, out, err = cli("score", stdin='{"hand": "\\u00e9", "win_tile": "5p"}', env=env)
    assert (status, err) == (1, "")
    assert error_code(json.loads(out)) == "invalid_notation"


def test_readable_conveniences() -> None:
    # the hand in several words, winds by name, the field an error is about named as its flag
    status, out, _ = cli(
        *("score", "123m", "456p", "789s", "1122z", "--win", "2z", "--tsumo"),
        *("--seat", "south", "--round", "East"),
    )
    # South's tsumo (worked above): 2700
    assert status == 0 and "Total received: 2700" in out and "seat South" in out
    status, out, _ = cli("score", "123m456p789s1122z", "--win", "2z", "--dora", "3x")
    assert status == 1 and out.startswith("Error invalid_notation: ") and "(in --dora)" in out
    status, out, _ = cli("score", "123m456p789s1122z", "--win", "2x")
    assert status == 1 and "(in --win)" in out
    status, out, _ = cli("score", "123m456p789s1122z", "--win", "2z", "--seat", "Q")
    assert out == 'Error invalid_request: --seat must be one of "E", "S", "W", "N".\n'
    # `--melds` before the hand takes the hand along: still read as the hand
    status, out, _ = cli(
        *("score", "--melds", "pon:777z", "chi:0m34m", "234567m5p", "--win", "5p"),
        *("--seat", "S", "--ruleset", "tenhou"),
    )
    assert status == 0 and "Total received: 2000" in out
    # `help score` is `score --help`; `-` or a lone --json reads the JSON request
    assert cli("help", "score")[1] == cli("score", "--help")[1]
    for args in (("waits", "-"), ("waits", "--json")):
        status, out, _ = cli(*args, stdin='{"hand": "1112345678999m"}')
        assert (status, json.loads(out)["waits"][-1]) == (0, "9m")


def test_a_script_with_empty_input_gets_the_readable_table() -> None:
    # the help's first example in a script (standard input a pipe holding nothing, or blanks):
    # `rulesets` and `penalties` need no argument, so their readable form is printed
    for stdin in ("", "  \n"):
        status, out, _ = cli("rulesets", stdin=stdin)
        assert status == 0 and "ema         EMA 2025  (default)" in out, out
        status, out, _ = cli("penalties", stdin=stdin)
        assert status == 0 and out.startswith("Penalties under ema"), out
    # a request on standard input is still answered in JSON
    status, out, _ = cli("rulesets", stdin='{"rulesets": ["wrc"]}')
    assert status == 0 and [r["id"] for r in json.loads(out)["rulesets"]] == ["wrc"]
    status, out, _ = cli("rulesets", stdin=b"\xff")
    assert status == 1 and json.loads(out)["error"]["code"] == "invalid_request"
    # the JSON form asked for explicitly still wants a request
    status, out, _ = cli("rulesets", "--json", stdin="")
    assert status == 1 and json.loads(out)["error"]["code"] == "invalid_request"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pseudo-terminal")
def test_a_terminal_on_stdin() -> None:
    import pty

    # `rulesets` and `penalties` at a terminal, no arguments: the readable listing at once
    master, slave = pty.openpty()
    try:
        proc = subprocess.run(
            [PYTHON, "-m", "engine", "rulesets"],
            stdin=slave,
            capture_output=True,
            cwd=ROOT,
            timeout=60,
            check=False,
        )
        assert proc.returncode == 0 and b"ema         EMA 2025  (default)" in proc.stdout
        # `score` at a terminal: a hint on stderr, then the JSON request is read as usual
        child = subprocess.Popen(
            [PYTHON, "-m", "engine", "score"],
            stdin=slave,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
        )
        os.write(master, json.dumps(RED_SCORE).encode() + b"\n\x04")
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0 and json.loads(out)["total"] == 2000
        assert b"reading a JSON request for 'score' from standard input" in err
        assert b"Traceback" not in err
    finally:
        os.close(master)
        os.close(slave)


@pytest.mark.skipif(os.name != "posix", reason="bytes in argv")
def test_undecodable_argument_bytes() -> None:
    # a hand typed in a non-UTF-8 terminal: one error line, the byte shown as an escape
    proc = subprocess.run(
        [PYTHON, "-m", "engine", "score", b"\xff1m", "--win", "1m"],
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert (proc.returncode, proc.stderr) == (1, b"")
    assert proc.stdout.startswith(b"Error invalid_notation: Unexpected character '\\udcff'")
