"""Dict-in, dict-out entry points: the JSON contract as Python calls. They never raise.

Each command module provides a `<command>_request(obj) -> dict` that may raise `EngineError`;
`run(command, obj)` wraps it so that any input gives either ``{"ok": true, ...}`` or
``{"ok": false, "error": {"code", "message"}}``. The GUI and the CLI both call these.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from engine.errors import EngineError
from engine.ids import ErrorCode

Answer = dict[str, Any]

#: command -> (module, function). Modules are imported on first use to keep start-up fast.
COMMANDS: dict[str, tuple[str, str]] = {
    "score": ("engine.scoring", "score_request"),
    "waits": ("engine.waits", "waits_request"),
    "compare": ("engine.scoring", "compare_request"),
    "kan_after_riichi": ("engine.waits", "kan_after_riichi_request"),
    "furiten": ("engine.furiten", "furiten_request"),
    "draw_tenpai": ("engine.draw_tenpai", "draw_tenpai_request"),
    "kuikae": ("engine.kuikae", "kuikae_request"),
    "kyuushu": ("engine.kyuushu", "kyuushu_request"),
    "settle": ("engine.settlement", "settle_request"),
    "final": ("engine.final", "final_request"),
    "penalties": ("engine.penalties", "penalties_request"),
    "rulesets": ("engine.rulesets_api", "rulesets_request"),
}


#: handlers already imported, by command (the import machinery is not asked again per call)
_HANDLERS: dict[str, Callable[[Mapping[str, Any]], Answer]] = {}


def _handler(command: str) -> Callable[[Mapping[str, Any]], Answer]:
    known = _HANDLERS.get(command)
    if known is not None:
        return known
    try:
        module_name, func_name = COMMANDS[command]
    except KeyError:
        raise EngineError(
            ErrorCode.UNKNOWN_COMMAND,
            f"Unknown command {command!r}; known: {', '.join(COMMANDS)}.",
            {"command": command},
        ) from None
    func: Callable[[Mapping[str, Any]], Answer] = getattr(
        importlib.import_module(module_name), func_name
    )
    _HANDLERS[command] = func
    return func


def run(command: str, obj: Any) -> Answer:
    """Answer one request object; never raises for any JSON-like input."""
    try:
        handler = _HANDLERS.get(command) or _handler(command)
        if type(obj) is not dict and not isinstance(obj, Mapping):
            raise EngineError(ErrorCode.INVALID_REQUEST, "The request must be a JSON object.")
        return handler(obj)
    except EngineError as exc:
        return exc.to_json()
    except RecursionError:
        return EngineError(ErrorCode.INVALID_REQUEST, "The request is nested too deeply.").to_json()
    except Exception as exc:
        return EngineError(
            ErrorCode.INVALID_REQUEST,
            f"The request could not be processed ({type(exc).__name__}: {exc}).",
            {"internal": True},
        ).to_json()


def score(obj: Any) -> Answer:
    return run("score", obj)


def waits(obj: Any) -> Answer:
    return run("waits", obj)


def compare(obj: Any) -> Answer:
    return run("compare", obj)


def settle(obj: Any) -> Answer:
    return run("settle", obj)


def final(obj: Any) -> Answer:
    return run("final", obj)


def penalties(obj: Any) -> Answer:
    return run("penalties", obj)
