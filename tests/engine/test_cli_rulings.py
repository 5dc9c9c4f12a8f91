"""The command line of the rulings: draw_tenpai, kuikae, kyuushu, and the furiten and
kan_after_riichi additions, in readable form, with --json, --help, and JSON on standard input."""

from __future__ import annotations

import io
import json
import sys

import pytest

from engine.cli import main


def run(
    argv: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    stdin: str = "",
) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    status = main(argv)
    return status, capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "lines"),
    [
        (
            ["kuikae", "chi", "3m", "45m", "--discard", "6m", "--ruleset", "ema2016"],
            ["a swap (other end)", "Not allowed (swap forbidden)", "dead hand"],
        ),
        (
            ["kuikae", "chi", "3m", "45m", "--discard", "6m", "--ruleset", "galaxy"],
            ["Allowed (swap allowed)", "swap_calling=yes"],
        ),
        (
            ["kyuushu", "12349m159p19s1123z", "--ruleset", "tenhou"],
            ["9 of 9 needed", "May call the abortive draw: yes", "the dealer stays, +1 counter"],
        ),
        (
            ["kyuushu", "12349m159p19s1123z", "--ruleset", "tenhou", "--calls-before"],
            ["May call the abortive draw: no (after call)"],
        ),
        (
            ["kyuushu", "12349m159p19s1123z", "--ruleset", "ema2016"],
            ["no (not in ruleset)"],
        ),
        (
            ["draw_tenpai", "123m456p789s1122z", "--visible", "1122z", "--ruleset", "galaxy"],
            ["Counts as tenpai at the draw: yes", "dead wait 1z (all visible)", "still counts"],
        ),
        (
            # a West pon is yakuhai at the West seat: the yaku check runs at the winds given
            ["draw_tenpai", "23m456p789s99s", "--melds", "pon:333z", "--seat", "W"],
            ["Yakuless (seat wind W, round wind E): no"],
        ),
        (
            ["draw_tenpai", "1111m234p567s789s", "--riichi", "--ruleset", "ema2016"],
            ["no (waits in own hand)", "NOTEN RIICHI", "chombo, 20000 after uma"],
        ),
        (
            [
                "kan_after_riichi",
                "2399m333444555s",
                "--drawn",
                "3s",
                "--kan",
                "3s",
                "--ruleset",
                "galaxy",
            ],
            ["Not allowed (readings_change)", "breaks the reading 123m 345s 345s 345s 99m"],
        ),
        (
            [
                "furiten",
                "23m456p789s11z",
                "--melds",
                "pon:777z",
                "--discards",
                "9p4m",
                "--called",
                "1",
                "--claim",
                "1m",
                "--ruleset",
                "ema2016",
            ],
            ["discards[1] 4m (own discard)", "Claim on 1m: not a valid ron", "chombo, 20000"],
        ),
        (
            [
                "furiten",
                "23m456p789s11z",
                "--melds",
                "pon:777z",
                "--riichi-tile",
                "0",
                "--discards",
                "9p",
                "--passed",
                "1m",
                "discard",
            ],
            ["passed tile in riichi", "passed[0] 1m"],
        ),
    ],
)
def test_readable_form(
    argv: list[str],
    lines: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out = run(argv, monkeypatch, capsys)
    assert status == 0, out
    for line in lines:
        assert line in out, out


@pytest.mark.parametrize(
    "argv",
    [
        ["kuikae", "pon", "7z", "77z", "--discard", "7z", "--json"],
        ["kyuushu", "12349m159p19s1123z", "--json"],
        ["draw_tenpai", "123m456p789s1122z", "--json"],
    ],
)
def test_json_flag(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(argv, monkeypatch, capsys)
    answer = json.loads(out)
    assert (status, answer["ok"]) == (0, True)


def test_json_on_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    request = {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "3m"}
    status, out = run(["kuikae"], monkeypatch, capsys, json.dumps(request))
    assert (status, json.loads(out)["swap_kind"]) == (0, "same_tile")
    status, out = run(["kyuushu"], monkeypatch, capsys, json.dumps({"hand": "123m"}))
    assert (status, json.loads(out)["error"]["code"]) == (1, "wrong_tile_count")


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["kuikae", "chi", "1z", "23z", "--discard", "6m"], "invalid_meld"),
        (["kyuushu", "19m"], "wrong_tile_count"),
        (["draw_tenpai", "1111m234p567s789s", "--visible", "1m"], "too_many_copies"),
    ],
)
def test_errors_are_one_line_with_exit_1(
    argv: list[str], code: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run(argv, monkeypatch, capsys)
    assert status == 1
    assert out.startswith(f"Error {code}:") and out.count("\n") == 1


def test_bad_usage_exits_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # kuikae needs the discard; a discard position outside the pond is refused
    assert run(["kuikae", "chi", "3m", "45m"], monkeypatch, capsys)[0] == 1
    argv = ["furiten", "23m456p789s11z", "--melds", "pon:777z", "--discards", "9p", "--called", "3"]
    assert run(argv, monkeypatch, capsys)[0] == 1


@pytest.mark.parametrize("command", ["draw_tenpai", "kuikae", "kyuushu"])
def test_help(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = run([command, "--help"], monkeypatch, capsys)
    assert status == 0
    assert f"python -m engine {command}" in out and "JSON:" in out


def test_overall_help_lists_the_new_commands(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out = run(["--help"], monkeypatch, capsys)
    for command in ("draw_tenpai", "kuikae", "kyuushu"):
        assert f"  {command} " in out


def test_rulesets_lists_the_karaten_rule(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # every preset counts an all-visible wait; WRC, Mahjong Soul and RRC only by assumption
    _, out = run(["rulesets", "--all"], monkeypatch, capsys)
    (line,) = [x for x in out.splitlines() if x.startswith("karaten_visible_counts")]
    assert line.split()[1:] == ["yes", "yes", "yes", "yes?", "yes", "yes", "yes?", "yes?"]
