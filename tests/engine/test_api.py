"""The declared engine API: the public names of `engine`, the command table of `engine.api`,
typed calls that never raise, and answers that have the shapes `engine.answers` declares."""

from __future__ import annotations

import ast
import enum
import inspect
import pathlib
import types
import typing
from typing import Any

import pytest

import engine
from engine import answers, api, ids

NINE = (
    "score",
    "compare",
    "waits",
    "kan_after_riichi",
    "furiten",
    "settle",
    "final",
    "penalties",
    "rulesets",
)

# ---- the public surface ----


def test_every_public_name_is_there() -> None:
    for name in engine.__all__:
        assert hasattr(engine, name), name
    for name in ("Ruleset", "PRESETS", "find_ruleset", "make_ruleset", "ruleset_from_json"):
        assert name in engine.__all__
    assert engine.EngineError.__module__ == "engine.errors"
    assert engine.api is api and engine.run is api.run


def test_every_id_enum_is_exported() -> None:
    enums = [
        name
        for name, value in vars(ids).items()
        if isinstance(value, type)
        and issubclass(value, enum.Enum)
        and value.__module__ == ids.__name__
    ]
    assert len(enums) > 20
    for name in enums:
        assert getattr(engine, name) is getattr(ids, name), name
        assert name in engine.__all__, name


# ---- the command table ----


def test_the_table_holds_every_command_as_its_typed_call() -> None:
    assert set(NINE) <= set(api.COMMANDS)
    for name in api.COMMANDS:
        call = api.COMMANDS[name]
        assert call is getattr(api, name)  # the table holds the functions themselves
        assert inspect.signature(call).parameters.keys() == {"obj"}


def test_run_by_name_gives_the_typed_calls_answer() -> None:
    request = {"hand": "123m456p789s11122z", "win_tile": "3m"}
    assert api.run("score", request) == api.score(request)
    assert api.run("rulesets", {}) == api.rulesets({})


def test_an_unknown_command_is_refused_with_the_known_ones() -> None:
    answer = api.run("scores", {})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "unknown_command"
    assert answer["error"]["details"] == {"command": "scores"}
    assert "score" in answer["error"]["message"]


_NESTED: Any = []
for _ in range(100_000):
    _NESTED = [_NESTED]


@pytest.mark.parametrize("name", sorted(api.COMMANDS))
@pytest.mark.parametrize(
    "request_obj", [None, [], "score", 3, 2.5, True, {"ruleset": _NESTED}, {"hand": {"x": 1}}]
)
def test_a_typed_call_never_raises(name: str, request_obj: object) -> None:
    answer = api.COMMANDS[name](request_obj)
    assert isinstance(answer, dict) and isinstance(answer["ok"], bool)
    if not answer["ok"]:
        assert isinstance(answer["error"]["code"], str)
        assert answer["error"]["code"] in set(ids.ErrorCode)
        assert isinstance(answer["error"]["message"], str)
    if request_obj is None or not isinstance(request_obj, dict):
        assert answer["error"]["code"] == "invalid_request"


# ---- answers have the declared shapes ----


def _check(value: Any, hint: Any, where: str) -> None:
    """`value` (JSON data) fits the type `hint`; AssertionError naming the place if not."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return
    if origin in (typing.Required, typing.NotRequired):
        _check(value, typing.get_args(hint)[0], where)
    elif origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                _check(value, option, where)
                return
            except AssertionError as wrong:
                errors.append(str(wrong))
        raise AssertionError(f"{where}: {value!r} fits none of {hint}: {errors}")
    elif hint is type(None):
        assert value is None, f"{where}: {value!r} is not null"
    elif origin is list:
        assert isinstance(value, list), f"{where}: {value!r} is not a list"
        for i, item in enumerate(value):
            _check(item, typing.get_args(hint)[0], f"{where}[{i}]")
    elif origin is dict:
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        key_hint, value_hint = typing.get_args(hint)
        for key, item in value.items():
            _check(key, key_hint, f"{where} key")
            _check(item, value_hint, f"{where}.{key}")
    elif typing.is_typeddict(hint):
        assert isinstance(value, dict), f"{where}: {value!r} is not an object"
        fields = typing.get_type_hints(hint, include_extras=True)
        for key in hint.__required_keys__:
            assert key in value, f"{where}: the required {key!r} is missing"
        for key, field_hint in fields.items():
            if key in value:
                _check(value[key], field_hint, f"{where}.{key}")
    elif hint is float:
        assert type(value) in (int, float), f"{where}: {value!r} is not a number"
    elif hint is int:
        assert type(value) is int, f"{where}: {value!r} is not a whole number"
    elif hint is bool:
        assert type(value) is bool, f"{where}: {value!r} is not true or false"
    elif hint is str:
        assert isinstance(value, str), f"{where}: {value!r} is not a string"
    else:
        raise AssertionError(f"{where}: no check for {hint}")


def test_the_checker_refuses_a_wrong_shape() -> None:
    good = {"ok": True, "han": 1, "payments": {"discarder": 1000}, "limit": None}
    _check(good, answers.ScoreAnswer, "score")
    for bad in (
        {"ok": True, "han": "1"},
        {"ok": True, "han": True},  # a bool is not a count
        {"ok": True, "payments": {"discarder": "x"}},
        {"ok": True, "limit": 3},
        {"han": 1},  # no ok
        {"ok": False, "error": {"code": "x"}},  # no message
    ):
        with pytest.raises(AssertionError):
            _check(bad, answers.ScoreAnswer, "score")


HAND = {"hand": "123m456p789s11122z", "win_tile": "3m"}

#: (typed call, its TypedDict, requests giving answers that fill the declared fields)
SHAPES: list[tuple[Any, Any, list[dict[str, Any]]]] = [
    (
        api.score,
        answers.ScoreAnswer,
        [
            {**HAND, "riichi": True, "dora_indicators": "1z"},
            {**HAND, "win": "tsumo", "seat_wind": "S"},
            # junsei chuuren on 1m: a runner-up reading (the shanpon) is given
            {"hand": "11112345678999m", "win_tile": "1m"},
            {"hand": "123m456p789s11122z", "win_tile": "3m", "ruleset": "rrc"},
            {"hand": "234m567m678p345s99s", "win_tile": "6p", "melds": []},
            {"hand": "22m456p789s", "win_tile": "2m", "melds": ["chi:123m"]},  # no yaku
            {"hand": "9z"},
        ],
    ),
    (api.compare, answers.CompareAnswer, [HAND, {**HAND, "rulesets": ["ema", "wrc"]}]),
    (
        api.waits,
        answers.WaitsAnswer,
        [
            {"hand": "1112345678999m", "with_values": True},
            {"hand": "1112345678999m", "with_values": True, "win": "tsumo"},
            {"hand": "1234m", "melds": ["pon:111z", "pon:222z", "pon:333z"]},
            {"hand": "19m19p19s1234567z"},
        ],
    ),
    (
        api.settle,
        answers.SettleAnswer,
        [
            {
                "scores": [25000] * 4,
                "dealer": 0,
                "riichi": [1],
                "outcome": {
                    "type": "ron",
                    "discarder": 3,
                    "winners": [{"seat": 1, "han": 2, "fu": 30}, {"seat": 2, "han": 5}],
                },
            },
            {
                "scores": [25000] * 4,
                "dealer": 3,
                "round_wind": "S",
                "outcome": {"type": "tsumo", "winner": 3, "han": 13},
            },
            {  # a penalty between hands: its own `penalty` object
                "ruleset": "rrc",
                "scores": [30000] * 4,
                "dealer": 0,
                "outcome": {
                    "type": "penalty",
                    "offender": 2,
                    "offence": "wrong_dora_indicator",
                    "earlier": 1,
                },
            },
            {  # seat 0 goes below zero: the game ends under tenhou's rules (a final answer)
                "ruleset": "tenhou",
                "scores": [1000, 25000, 25000, 49000],
                "dealer": 1,
                "outcome": {"type": "tsumo", "winner": 3, "han": 13},
            },
            {"scores": [25000] * 4, "dealer": 0, "outcome": {"type": "draw", "tenpai": [0, 2]}},
            {"scores": [25000] * 4, "dealer": 0, "outcome": {"type": "chombo", "offender": 2}},
        ],
    ),
    (
        api.possible_fu,
        answers.PossibleFuAnswer,
        [{"han": 1, "win": "tsumo"}, {"han": 3, "ruleset": "galaxy"}],
    ),
    (
        api.final,
        answers.FinalAnswer,
        [
            {"scores": [30000, 25000, 25000, 20000]},
            {"scores": [40000, 30000, 20000, 9000], "riichi_sticks": 1, "ruleset": "wrc"},
        ],
    ),
    (
        api.penalties,
        answers.PenaltiesAnswer,
        [{"ruleset": r} for r in ("ema", "wrc", "rrc", "tenhou", "mahjongsoul", "galaxy")],
    ),
    (
        api.kan_after_riichi,
        answers.KanAfterRiichiAnswer,
        [
            # the waits stay 1m/4m, the 345s readings go: readings decide under Galaxy
            {"ruleset": "galaxy", "hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"},
            {"ruleset": "tenhou", "hand": "2399m333444555s", "drawn_tile": "3s", "kan_tile": "3s"},
            # not four 3s: no waits after (null)
            {"ruleset": "ema", "hand": "123m456p789s333s5z", "drawn_tile": "9m", "kan_tile": "3s"},
        ],
    ),
    (
        api.furiten,
        answers.FuritenAnswer,
        [
            {  # waiting on 1m-4m with 4m discarded (called away), 1m claimed
                "hand": "23m456p789s11z",
                "melds": ["pon:777z"],
                "discards": ["9p", {"tile": "4m", "called": True}],
                "passed": ["1m", "draw"],
                "claim_tile": "1m",
            },
            {  # riichi on 4m, 1m passed after it: two reasons, each with its tiles
                "ruleset": "tenhou",
                "hand": "23m456p789s11z",
                "melds": ["pon:777z"],
                "discards": ["9p", {"tile": "4m", "riichi": True}],
                "riichi_passed": "1m",
            },
            {"hand": "23m456p789s11z", "melds": ["pon:777z"]},  # not furiten
        ],
    ),
    (
        api.draw_tenpai,
        answers.DrawTenpaiAnswer,
        [
            {"hand": "1112345678999m", "visible": "9m", "discards": "1p5m", "riichi": True},
            {"hand": "123m456p789s1112z", "seat_wind": "S", "round_wind": "E"},
        ],
    ),
    (
        api.kuikae,
        answers.KuikaeAnswer,
        [
            {"call": {"kind": "chi", "tile": "3m", "from_hand": "45m"}, "discard": "6m"},
            {
                "ruleset": "tenhou",
                "call": {"kind": "pon", "tile": "3m", "from_hand": "33m"},
                "discard": "6m",
            },
        ],
    ),
    (
        api.kyuushu,
        answers.KyuushuAnswer,
        [
            {"ruleset": "tenhou", "hand": "12349m159p19s1123z"},  # nine kinds: what follows
            {"ruleset": "ema", "hand": "12349m159p19s1123z"},  # no such draw: follows null
        ],
    ),
    (
        api.rulesets,
        answers.RulesetsAnswer,
        [{}, {"rulesets": ["rrc", {"base": "ema", "red_fives": True}]}],
    ),
    (
        api.next_penalty,
        answers.NextPenaltyAnswer,
        [
            {"ruleset": "rrc", "offence": "wrong_dora_indicator", "earlier": 2},
            {"ruleset": "ema", "offence": "noten_riichi", "earlier": 1},
            {"ruleset": "rrc", "offence": "nope"},
        ],
    ),
]


@pytest.mark.parametrize(
    ("call", "shape", "requests"), SHAPES, ids=lambda v: getattr(v, "__name__", "")
)
def test_answers_have_the_declared_shape(call: Any, shape: Any, requests: list[Any]) -> None:
    seen: set[str] = set()
    for request in [*requests, "not an object"]:
        answer = call(request)
        _check(answer, shape, f"{call.__name__}({request})")
        seen |= answer.keys()
    # the samples reach every declared field (so each declaration is checked once at least)
    missing = set(typing.get_type_hints(shape)) - seen
    assert not missing, missing


def test_an_error_answer_has_the_error_shape() -> None:
    answer = api.score({"hand": "123m", "win_tile": "1m"})
    assert answer["ok"] is False
    _check(answer, answers.ErrorAnswer, "error")


# ---- the engine's own code ----


def _reused_exception_names(tree: ast.AST) -> list[tuple[int, str]]:
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Try | ast.TryStar):
            kinds: dict[str, str] = {}
            for handler in node.handlers:
                if handler.name is None:
                    continue
                kind = ast.unparse(handler.type) if handler.type else "BaseException"
                if kinds.setdefault(handler.name, kind) != kind:
                    out.append((handler.lineno, handler.name))
    return out


def test_no_exception_name_is_reused_for_another_type() -> None:
    """`except A as exc: ... except B as exc:` would make `exc` an `A | B` to a reader (and to
    mypy, an error); each clause names its exception for what it is."""
    assert _reused_exception_names(ast.parse("try: pass\nexcept A as e: pass\nexcept B as e: pass"))
    root = pathlib.Path(engine.__file__).parent
    found = {
        f"{path.name}:{line} {name}"
        for path in sorted(root.glob("*.py"))
        for line, name in _reused_exception_names(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert not found
