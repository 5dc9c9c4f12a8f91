"""The engine's commands as typed Python calls: the JSON contract, dict in, dict out.

Every call takes one request (anything: it is read as untrusted JSON) and never raises: the
answer is either ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code", "message"}}``.
The typed calls (`score`, `waits`, `settle`, ...) answer with the `TypedDict` of their
command (`engine.answers`); `run(command, obj)` answers any command by name, for the command
line. The GUI, the command line and the tests all come through here.

Each command's rules live in its own module, as a ``<command>_request(obj)`` that may raise
`EngineError`; it is imported on first use (start-up stays fast). To add a command: its
``_<command>_rules`` loader, its typed call, and one line in `COMMANDS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, cast

from engine.answers import (
    CompareAnswer,
    DrawTenpaiAnswer,
    FinalAnswer,
    FuritenAnswer,
    KanAfterRiichiAnswer,
    KuikaeAnswer,
    KyuushuAnswer,
    NextPenaltyAnswer,
    PenaltiesAnswer,
    PossibleFuAnswer,
    RulesetsAnswer,
    ScoreAnswer,
    SettleAnswer,
    WaitsAnswer,
)
from engine.errors import EngineError
from engine.ids import ErrorCode

#: an answer as JSON data (the commands without a declared shape, and `run`)
Answer = dict[str, Any]
#: a command's rules: a request already known to be a JSON object -> its answer; may raise
#: `EngineError` for a request it refuses
Handler = Callable[[Mapping[str, Any]], Answer]


def answer_with(handler: Handler, obj: object) -> Answer:
    """`handler`'s answer to the untrusted `obj`; never raises for any JSON-like input."""
    try:
        if type(obj) is not dict and not isinstance(obj, Mapping):
            raise EngineError(ErrorCode.INVALID_REQUEST, "The request must be a JSON object.")
        return handler(obj)
    except EngineError as refusal:
        return refusal.to_json()
    except RecursionError:
        return EngineError(ErrorCode.INVALID_REQUEST, "The request is nested too deeply.").to_json()
    except Exception as bug:  # a bug must reach the caller as an answer, not a traceback
        return EngineError(
            ErrorCode.INVALID_REQUEST,
            f"The request could not be processed ({type(bug).__name__}: {bug}).",
            {"internal": True},
        ).to_json()


# ---- the rules of each command, imported on first use (start-up stays fast) ----


@cache
def _score_rules() -> Handler:
    from engine.scoring import score_request

    return score_request


@cache
def _compare_rules() -> Handler:
    from engine.scoring import compare_request

    return compare_request


@cache
def _waits_rules() -> Handler:
    from engine.waits import waits_request

    return waits_request


@cache
def _kan_after_riichi_rules() -> Handler:
    from engine.waits import kan_after_riichi_request

    return kan_after_riichi_request


@cache
def _furiten_rules() -> Handler:
    from engine.furiten import furiten_request

    return furiten_request


@cache
def _draw_tenpai_rules() -> Handler:
    from engine.draw_tenpai import draw_tenpai_request

    return draw_tenpai_request


@cache
def _kuikae_rules() -> Handler:
    from engine.kuikae import kuikae_request

    return kuikae_request


@cache
def _kyuushu_rules() -> Handler:
    from engine.kyuushu import kyuushu_request

    return kyuushu_request


@cache
def _settle_rules() -> Handler:
    from engine.settlement import settle_request

    return settle_request


@cache
def _possible_fu_rules() -> Handler:
    from engine.han_fu import possible_fu_request

    return possible_fu_request


@cache
def _final_rules() -> Handler:
    from engine.final import final_request

    return final_request


@cache
def _penalties_rules() -> Handler:
    from engine.penalties import penalties_request

    return penalties_request


@cache
def _next_penalty_rules() -> Handler:
    from engine.penalties import next_penalty_request

    return next_penalty_request


@cache
def _rulesets_rules() -> Handler:
    from engine.rulesets_api import rulesets_request

    return rulesets_request


# ---- the commands, one typed call each ----


def score(obj: object) -> ScoreAnswer:
    """Value one winning hand: yaku, dora, fu, limit, payments."""
    return cast(ScoreAnswer, answer_with(_score_rules(), obj))


def compare(obj: object) -> CompareAnswer:
    """Value one winning hand under every ruleset (or those the request names)."""
    return cast(CompareAnswer, answer_with(_compare_rules(), obj))


def waits(obj: object) -> WaitsAnswer:
    """The waits of a hand at a draw, whether it counts as tenpai, and optionally their values."""
    return cast(WaitsAnswer, answer_with(_waits_rules(), obj))


def kan_after_riichi(obj: object) -> KanAfterRiichiAnswer:
    """May a player in riichi declare this closed kan?"""
    return cast(KanAfterRiichiAnswer, answer_with(_kan_after_riichi_rules(), obj))


def furiten(obj: object) -> FuritenAnswer:
    """Is a waiting player furiten, and may they ron or tsumo?"""
    return cast(FuritenAnswer, answer_with(_furiten_rules(), obj))


def draw_tenpai(obj: object) -> DrawTenpaiAnswer:
    """Does a hand count as tenpai at an exhaustive draw (karaten, dead waits, furiten)?"""
    return cast(DrawTenpaiAnswer, answer_with(_draw_tenpai_rules(), obj))


def kuikae(obj: object) -> KuikaeAnswer:
    """Is the discard after a chi or pon a forbidden swap (kuikae)?"""
    return cast(KuikaeAnswer, answer_with(_kuikae_rules(), obj))


def kyuushu(obj: object) -> KyuushuAnswer:
    """May the player call nine terminals and honours (an abortive draw)?"""
    return cast(KyuushuAnswer, answer_with(_kyuushu_rules(), obj))


def settle(obj: object) -> SettleAnswer:
    """One hand's result at the table: transfers, new scores, the next hand."""
    return cast(SettleAnswer, answer_with(_settle_rules(), obj))


def possible_fu(obj: object) -> PossibleFuAnswer:
    """Which fu a hand of so many han won by ron or tsumo can have (the others with why)."""
    return cast(PossibleFuAnswer, answer_with(_possible_fu_rules(), obj))


def final(obj: object) -> FinalAnswer:
    """End of game: ranks and results after return points, oka, uma and penalties."""
    return cast(FinalAnswer, answer_with(_final_rules(), obj))


def penalties(obj: object) -> PenaltiesAnswer:
    """A ruleset's penalty catalogue."""
    return cast(PenaltiesAnswer, answer_with(_penalties_rules(), obj))


def next_penalty(obj: object) -> NextPenaltyAnswer:
    """What a player's next offence of a kind costs, given how often they already committed it
    in this session (the ruleset's escalation ladder)."""
    return cast(NextPenaltyAnswer, answer_with(_next_penalty_rules(), obj))


def rulesets(obj: object) -> RulesetsAnswer:
    """The ruleset presets (or the rulesets a request names) and how their rules differ."""
    return cast(RulesetsAnswer, answer_with(_rulesets_rules(), obj))


#: command name -> its typed call, in the order the command line lists them. One line each.
COMMANDS: dict[str, Callable[[object], Mapping[str, Any]]] = {
    "score": score,
    "waits": waits,
    "compare": compare,
    "kan_after_riichi": kan_after_riichi,
    "furiten": furiten,
    "draw_tenpai": draw_tenpai,
    "kuikae": kuikae,
    "kyuushu": kyuushu,
    "settle": settle,
    "possible_fu": possible_fu,
    "final": final,
    "penalties": penalties,
    "next_penalty": next_penalty,
    "rulesets": rulesets,
}


def run(command: str, obj: object) -> Answer:
    """Answer one request for the command named `command`; never raises for any input."""
    call = COMMANDS.get(command)
    if call is None:
        return EngineError(
            ErrorCode.UNKNOWN_COMMAND,
            f"Unknown command {command!r}; known: {', '.join(COMMANDS)}.",
            {"command": command},
        ).to_json()
    # every call answers with a plain dict (a TypedDict is a dict at run time)
    return cast(Answer, call(obj))


__all__ = [
    "COMMANDS",
    "Answer",
    "Handler",
    "answer_with",
    "compare",
    "draw_tenpai",
    "final",
    "furiten",
    "kan_after_riichi",
    "kuikae",
    "kyuushu",
    "next_penalty",
    "penalties",
    "possible_fu",
    "rulesets",
    "run",
    "score",
    "settle",
    "waits",
]
