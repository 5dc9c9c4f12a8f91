"""Example hands for learners and referees: the data behind Help ▸ Example hands.

The data (`resources/examples.json`) holds only what the engine needs: each example's id, theme
(`group`), the ruleset it is meant for, the tiles in the Hand view's notation and the situation
fields of a contract ``score`` request. The words shown for each (title, what it teaches) are in
`text/examples_text.py`, keyed by id.

Loading an example sets the example's ruleset through the `AppContext` and then replaces the
hand with `HandState.load_request`: that is one ordinary edit on the hand's undo stack, so the
hand the user had before is one Undo (Ctrl+Z) away and no confirmation is asked.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.errors import EngineError
from engine.ids import SITUATION_FLAGS
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import (
    HandSnapshot,
    HandState,
    parse_notation,
    tiles_to_mpsz,
)
from referee_app.support.resources import resource_path

__all__ = [
    "EXAMPLES_FILE",
    "GROUP_IDS",
    "Example",
    "ExamplesError",
    "apply_example",
    "load_examples",
    "read_examples",
]

#: The data file, relative to the resources folder.
EXAMPLES_FILE = "examples.json"
FILE_FORMAT = "riichi-referee-examples"
FILE_VERSION = 1

#: Situation fields an example may set (the rest of a contract ``score`` input comes from the
#: notation); values are checked by `HandState.load_request`.
SITUATION_KEYS: frozenset[str] = frozenset(
    {"win", "seat_wind", "round_wind", "honba", "riichi_sticks", *SITUATION_FLAGS}
)
_ID_RE = re.compile(r"[a-z0-9_]{1,60}")


#: Themes, in the order the dialog lists them (their names: `text/examples_text.py`).
GROUP_IDS: tuple[str, ...] = ("yaku", "fu", "limits", "readings")


class ExamplesError(ValueError):
    """The examples file is missing or not what this version of the app reads."""


@dataclass(frozen=True, slots=True)
class Example:
    """One example hand: ids and data only (the words are in `text/examples_text.py`)."""

    id: str
    group: str
    ruleset: str
    notation: str
    situation: tuple[tuple[str, Any], ...]

    def snapshot(self) -> HandSnapshot:
        """The tiles, calls and indicators (situation fields left at their defaults)."""
        return parse_notation(self.notation, HandSnapshot())

    def request(self) -> dict[str, Any]:
        """The contract ``score`` input for `HandState.load_request` (without ``ruleset``)."""
        snap = self.snapshot()
        request: dict[str, Any] = {
            "hand": tiles_to_mpsz(snap.concealed),
            "melds": [meld.to_contract() for meld in snap.melds],
            "dora_indicators": tiles_to_mpsz(snap.dora, keep_order=True),
            "ura_indicators": tiles_to_mpsz(snap.ura, keep_order=True),
        }
        win_tile = snap.effective_win_tile
        if win_tile is not None:
            request["win_tile"] = win_tile
        request.update(self.situation)
        return request

    def value(self, key: str, default: Any = None) -> Any:
        """A situation field."""
        return dict(self.situation).get(key, default)


def read_examples(data: bytes) -> tuple[Example, ...]:
    """Parse and check the examples file's bytes; raise `ExamplesError` when anything is off."""
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExamplesError(f"not UTF-8 JSON: {exc}") from None
    if not isinstance(obj, Mapping):
        raise ExamplesError("the file must hold a JSON object")
    if obj.get("format") != FILE_FORMAT or obj.get("version") != FILE_VERSION:
        raise ExamplesError(f"not a {FILE_FORMAT} file of version {FILE_VERSION}")
    items = obj.get("examples")
    if not isinstance(items, list) or not items:
        raise ExamplesError("'examples' must be a non-empty list")
    out: list[Example] = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        out.append(_read_one(index, item, seen))
    return tuple(out)


def _read_one(index: int, item: Any, seen: set[str]) -> Example:
    where = f"example {index + 1}"
    if not isinstance(item, Mapping):
        raise ExamplesError(f"{where}: must be an object")
    unknown = set(item) - {"id", "group", "ruleset", "notation", "situation"}
    if unknown:
        raise ExamplesError(f"{where}: unknown fields {sorted(unknown)}")
    example_id = item.get("id")
    if not isinstance(example_id, str) or not _ID_RE.fullmatch(example_id):
        raise ExamplesError(f"{where}: 'id' must be lower-case letters, digits and '_'")
    if example_id in seen:
        raise ExamplesError(f"{where}: id {example_id!r} is used twice")
    seen.add(example_id)
    where = f"example {example_id!r}"
    group = item.get("group")
    if group not in GROUP_IDS:
        raise ExamplesError(f"{where}: 'group' must be one of {list(GROUP_IDS)}")
    ruleset = item.get("ruleset")
    if ruleset not in PRESETS:
        raise ExamplesError(f"{where}: 'ruleset' must be a preset id ({', '.join(PRESETS)})")
    notation = item.get("notation")
    if not isinstance(notation, str):
        raise ExamplesError(f"{where}: 'notation' must be text")
    situation = item.get("situation", {})
    if not isinstance(situation, Mapping):
        raise ExamplesError(f"{where}: 'situation' must be an object")
    unknown = set(situation) - SITUATION_KEYS
    if unknown:
        raise ExamplesError(f"{where}: unknown situation fields {sorted(unknown)}")
    example = Example(
        id=example_id,
        group=str(group),
        ruleset=str(ruleset),
        notation=notation,
        situation=tuple(sorted(situation.items())),
    )
    try:
        snap = example.snapshot()
    except ValueError as exc:
        raise ExamplesError(f"{where}: notation {notation!r}: {exc}") from None
    if snap.effective_win_tile is None:
        raise ExamplesError(f"{where}: the notation must hold a complete hand")
    return example


@cache
def load_examples(path: Path | None = None) -> tuple[Example, ...]:
    """The shipped examples (read once), or those of `path`; raises `ExamplesError`."""
    file = path if path is not None else resource_path(EXAMPLES_FILE)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise ExamplesError(f"cannot read {file}: {exc.strerror or exc}") from None
    return read_examples(data)


def apply_example(example: Example, context: AppContext, hand_state: HandState) -> None:
    """Switch to the example's ruleset and load its hand (one undo step on the hand).

    On an error (`EngineError`, `ValueError`) the ruleset goes back and the hand is unchanged.
    The ruleset is set first: the hand is checked against it (red fives, flags it allows).
    """
    previous = context.ruleset
    context.set_ruleset(PRESETS[example.ruleset])
    try:
        hand_state.load_request(example.request())
    except (EngineError, ValueError):
        context.set_ruleset(previous)
        raise
    if previous != context.ruleset:
        # Undo (Ctrl+Z) of this load also brings the ruleset of before back, so the user's own
        # hand is never valued under the example's rules by surprise
        hand_state.mark_ruleset_switch(previous)
