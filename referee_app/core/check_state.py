"""The rulings beyond a hand's value, as models the Checks tab edits: furiten, closed kan after
riichi, tenpai at an exhaustive draw, swap-calling (kuikae), nine terminals and honours.

Each `CheckState` owns a `CheckHand` (the Hand view's model, without the scoring) for the tiles
the palette and the notation field enter, plus the check's own fields (pond texts, flags, a
choice). `to_request()` builds the engine request, `evaluate()` asks the engine and keeps its
answer; nothing here decides a rule: every verdict is the engine's.

What the hand holds per check (the palette and the notation field fill it):

* furiten: the concealed tiles and calls; a 14th tile is the tile the ron is claimed on;
* kan_after_riichi: the hand at riichi (closed kans as calls) and, as the 14th tile, the drawn one;
* draw_tenpai: the hand and calls; dora indicators (``dora:``) are tiles the player can see;
* kuikae: one chi or pon (the called tile first) and one concealed tile: the discard after it;
* kyuushu: the 14 tiles after the first draw.

Pond texts (mpsz, marks after a tile):

* discards: ``*`` marks the riichi declaration tile, ``^`` a discard another player called;
* passed: tiles others discarded since, and the markers ``+`` (the player drew), ``=`` (the
  player called), ``-`` (the player discarded), ``!`` (another player called).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import api
from engine.ids import Wind
from engine.rulesets import PRESETS, Ruleset, ruleset_to_overrides
from referee_app.core.hand_state import HandState, NotationError, parse_tiles

__all__ = [
    "CHECK_FIELDS",
    "MARKERS",
    "RULE_TOPICS",
    "WIND_CHECKS",
    "WIND_INPUTS",
    "CheckHand",
    "CheckKind",
    "CheckState",
    "parse_passed",
    "parse_pond",
    "spaced_tiles",
]


def spaced_tiles(text: str) -> list[str]:
    """Tiles in mpsz, groups optionally apart: ``"5p5p 6s"`` -> ``["5p", "5p", "6s"]`` (each
    part read on its own, so ``"5 6s"`` is refused rather than read as ``56s``)."""
    return [tile for part in text.split() for tile in parse_tiles(part)]


class CheckKind(StrEnum):
    """One page of the Checks tab; the value is also the engine command."""

    FURITEN = "furiten"
    KAN_AFTER_RIICHI = "kan_after_riichi"
    DRAW_TENPAI = "draw_tenpai"
    KUIKAE = "kuikae"
    KYUUSHU = "kyuushu"


#: the Rules page each check links to
RULE_TOPICS: dict[CheckKind, str] = {
    CheckKind.FURITEN: "furiten",
    CheckKind.KAN_AFTER_RIICHI: "kan",
    CheckKind.DRAW_TENPAI: "draws",
    CheckKind.KUIKAE: "kuikae",
    CheckKind.KYUUSHU: "kyuushu",
}

#: the text fields and flags of each check besides the hand (name: default)
CHECK_FIELDS: dict[CheckKind, dict[str, str | bool]] = {
    CheckKind.FURITEN: {"discards": "", "passed": "", "riichi": False},
    CheckKind.KAN_AFTER_RIICHI: {"kan_tile": ""},
    CheckKind.DRAW_TENPAI: {"visible": "", "discards": "", "riichi": False},
    CheckKind.KUIKAE: {},
    CheckKind.KYUUSHU: {"calls_before": False, "first_draw": True},
}

#: the checks whose answer depends on the player's seat wind and the round wind: at a draw a
#: seat or round wind triplet is a yaku (yakuhai), so the same tiles can be yakuless tenpai at
#: one seat and not at another. The other checks' answers do not depend on the winds: furiten
#: holds whether or not the winning tile gives a yaku, a kan after riichi changes waits, kuikae
#: is about the call and the discard, nine terminals about the tiles and the first draw.
#: The winds live in the check's `CheckHand` (a `HandState`, as on the Hand tab); a case file
#: keeps them as the inputs ``seat_wind`` and ``round_wind`` (absent in files written before
#: they were asked: East and East, what the engine assumed then).
WIND_CHECKS: frozenset[CheckKind] = frozenset({CheckKind.DRAW_TENPAI})
WIND_INPUTS = ("seat_wind", "round_wind")

#: the pond text's markers and the engine's names for them
MARKERS: dict[str, str] = {"+": "draw", "=": "claim", "-": "discard", "!": "call"}
_POND_MARKS = {"*": "riichi", "^": "called"}


class CheckHand(HandState):
    """The Hand view's model for the tiles of a check: the palette and notation work on it as
    on the Hand tab, but nothing is scored (the check asks its own engine command)."""

    def _evaluate(self) -> None:
        self.result, self.result_kind, self.request = None, "empty", None


def _split_marks(text: str, marks: str) -> list[tuple[str, set[str]]]:
    """mpsz text with one-character marks after a tile (or after its digit in a group)."""
    out: list[tuple[str, set[str]]] = []
    group: list[tuple[str, set[str]]] = []
    for position, char in enumerate(text):
        if char.isspace() or char == ",":
            continue
        if char.isdigit():
            group.append((char, set()))
        elif char in "mpsz":
            if not group:
                raise NotationError("bad_tiles", f"A suit letter without digits: {text!r}.", text)
            for digit, m in group:
                out.extend((t, m) for t in parse_tiles(digit + char))
            group = []
        elif char in marks:
            if group:
                group[-1][1].add(char)
            elif out:
                out[-1][1].add(char)
            else:
                raise NotationError("bad_tiles", f"A mark before any tile at {position}.", text)
        else:
            raise NotationError("bad_tiles", f"Unexpected {char!r} at {position}.", char)
    if group:
        raise NotationError("bad_tiles", f"Digits without a suit letter: {text!r}.", text)
    return out


def parse_pond(text: str) -> list[dict[str, Any]]:
    """The player's discards: ``[{"tile", "called", "riichi"}]`` in order."""
    return [
        {"tile": tile, "called": "^" in marks, "riichi": "*" in marks}
        for tile, marks in _split_marks(text, "".join(_POND_MARKS))
    ]


def parse_passed(text: str) -> list[str]:
    """Tiles passed and markers, in order, as the engine's `passed` list."""
    out: list[str] = []
    chunk = ""
    for char in text:
        if char in MARKERS:
            out.extend(t for t, _ in _split_marks(chunk, ""))
            chunk = ""
            out.append(MARKERS[char])
        else:
            chunk += char
    out.extend(t for t, _ in _split_marks(chunk, ""))
    return out


def format_pond(entries: list[dict[str, Any]]) -> str:
    parts = []
    for entry in entries:
        tile = str(entry["tile"])
        parts.append(
            tile + ("*" if entry.get("riichi") else "") + ("^" if entry.get("called") else "")
        )
    return " ".join(parts)


class CheckState(QObject):
    """One check's inputs and the engine's last answer. Signal `changed()` after each change.

    `status`: "empty" (nothing entered), "answer" (`answer` holds the engine's ``ok: true``
    answer), "error" (`answer` holds its ``ok: false`` answer, or `notation_error` is set).
    """

    changed = Signal()

    def __init__(self, kind: CheckKind | str, context: Any = None, parent: QObject | None = None):
        super().__init__(parent)
        self.kind = CheckKind(kind)
        self._context = context
        self.hand = CheckHand(context, self)
        self.values: dict[str, str | bool] = dict(CHECK_FIELDS[self.kind])
        self.answer: dict[str, Any] | None = None
        self.notation_error: NotationError | None = None
        self.status = "empty"
        self.hand.changed.connect(self.evaluate)
        if context is not None:
            context.ruleset_changed.connect(lambda *_a: self.evaluate())
        self.evaluate()

    # --- the ruleset ---------------------------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        return self.hand.ruleset

    def ruleset_json(self) -> Any:
        if self._context is None:
            return self.ruleset.id
        return self._context.ruleset_json

    # --- editing --------------------------------------------------------------------------

    def set_value(self, name: str, value: str | bool) -> None:
        if name not in self.values or type(self.values[name]) is not type(value):
            raise KeyError(name)
        if self.values[name] != value:
            self.values[name] = value
            self.evaluate()

    def text(self, name: str) -> str:
        return str(self.values.get(name, ""))

    def flag(self, name: str) -> bool:
        return bool(self.values.get(name, False))

    def clear(self) -> None:
        """Every field back to its default: tiles, texts, flags and the winds."""
        self.values = dict(CHECK_FIELDS[self.kind])
        self.hand.blockSignals(True)
        self.hand.reset()
        self.hand.blockSignals(False)
        self.hand.changed.emit()  # the wind selectors follow; evaluates

    def kan_options(self) -> list[str]:
        """The tiles of which the hand with the drawn tile holds four (the kans one could ask
        about; counting only, the engine decides)."""
        if self.kind is not CheckKind.KAN_AFTER_RIICHI:
            return []
        counts: dict[str, int] = {}
        for tile in self.hand.snapshot.concealed:
            kind = "5" + tile[1] if tile[0] == "0" else tile
            counts[kind] = counts.get(kind, 0) + 1
        return [t for t, n in counts.items() if n >= 4]

    # --- the request ----------------------------------------------------------------------

    def is_empty(self) -> bool:
        snap = self.hand.snapshot
        texts = [v for k, v in self.values.items() if isinstance(v, str) and k != "kan_tile"]
        return not snap.concealed and not snap.melds and not snap.dora and not any(texts)

    def to_request(self) -> dict[str, Any]:
        """The engine request (ruleset excluded); `NotationError` for unreadable pond text."""
        snap = self.hand.snapshot
        kind = self.kind
        concealed = list(snap.concealed)
        melds = [m.to_contract() for m in snap.melds]
        full = len(concealed) == snap.complete_size
        last = concealed[-1] if concealed else None
        if kind is CheckKind.FURITEN:
            req: dict[str, Any] = {"melds": melds}
            if full and last is not None:
                concealed.pop()
                req["claim_tile"] = last
            req["hand"] = "".join(concealed)
            req["discards"] = parse_pond(self.text("discards"))
            req["passed"] = parse_passed(self.text("passed"))
            if self.flag("riichi"):  # else the engine reads riichi off a marked riichi tile
                req["riichi"] = True
            return req
        if kind is CheckKind.KAN_AFTER_RIICHI:
            drawn = concealed.pop() if concealed else ""
            options = self.kan_options()
            kan_tile = self.text("kan_tile")
            if kan_tile not in options:
                drawn_kind = "5" + drawn[1] if drawn[:1] == "0" else drawn
                kan_tile = drawn_kind if drawn_kind in options else (options or [drawn_kind])[0]
            return {
                "hand": "".join(concealed),
                "melds": melds,
                "drawn_tile": drawn,
                "kan_tile": kan_tile,
            }
        if kind is CheckKind.DRAW_TENPAI:
            visible = [*snap.dora, *spaced_tiles(self.text("visible"))]
            return {
                "hand": "".join(concealed),
                "melds": melds,
                "visible": "".join(visible),
                "discards": "".join(spaced_tiles(self.text("discards"))),
                "riichi": self.flag("riichi"),
                "seat_wind": str(snap.seat_wind),
                "round_wind": str(snap.round_wind),
            }
        if kind is CheckKind.KUIKAE:
            call: dict[str, Any] = {"kind": "", "tile": "", "from_hand": ""}
            if snap.melds:
                meld = snap.melds[-1]
                call = {
                    "kind": str(meld.kind),
                    "tile": meld.tiles[0],
                    "from_hand": "".join(meld.tiles[1:]),
                }
            return {"call": call, "discard": last or ""}
        return {
            "hand": "".join(concealed),
            "calls_before": self.flag("calls_before"),
            "first_draw": self.flag("first_draw"),
        }

    def evaluate(self) -> None:
        """Ask the engine for the current inputs (never raises); emits `changed`."""
        self.notation_error = None
        if self.is_empty():
            self.answer, self.status = None, "empty"
        else:
            try:
                req = self.to_request()
            except NotationError as exc:
                self.answer, self.status, self.notation_error = None, "error", exc
            else:
                req["ruleset"] = self.ruleset_json()
                self.answer = api.run(str(self.kind), req)
                self.status = "answer" if self.answer.get("ok") else "error"
        self.changed.emit()

    def compare(self) -> list[tuple[Ruleset, dict[str, Any]]]:
        """The same check under every preset (and the selected ruleset first when custom)."""
        try:
            req = self.to_request()
        except NotationError:
            return []
        rulesets = list(PRESETS.values())
        if self.ruleset.id not in PRESETS:
            rulesets.insert(0, self.ruleset)
        out = []
        for ruleset in rulesets:
            value: Any = ruleset.id if ruleset.id in PRESETS else ruleset_to_overrides(ruleset)
            out.append((ruleset, api.run(str(self.kind), {**req, "ruleset": value})))
        return out

    # --- files ----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """What a check case file keeps: the kind, the entered inputs (the hand as notation
        texts, as a `score` request has them) and the engine request they make."""
        snap = self.hand.snapshot
        inputs: dict[str, Any] = {
            "hand": "".join(snap.concealed),
            "melds": [m.to_notation() for m in snap.melds],
            "dora_indicators": "".join(snap.dora),
        }
        if self.kind in WIND_CHECKS:
            inputs["seat_wind"] = str(snap.seat_wind)
            inputs["round_wind"] = str(snap.round_wind)
        inputs.update(self.values)
        out: dict[str, Any] = {"kind": str(self.kind), "inputs": inputs}
        try:
            out["request"] = {**self.to_request(), "ruleset": self.ruleset_json()}
        except NotationError:
            out["request"] = None
        return out

    def load_dict(self, obj: Mapping[str, Any]) -> None:
        """Restore `to_dict()`'s inputs; raise `ValueError` and change nothing on bad input."""
        if not isinstance(obj, Mapping) or obj.get("kind") != str(self.kind):
            raise ValueError("The check is of another kind.")
        inputs = obj.get("inputs")
        if not isinstance(inputs, Mapping):
            raise ValueError("'inputs' must be an object.")
        values = dict(CHECK_FIELDS[self.kind])
        for name, default in CHECK_FIELDS[self.kind].items():
            if name in inputs:
                value = inputs[name]
                if type(value) is not type(default):
                    raise ValueError(f"{name!r} has the wrong type.")
                if isinstance(value, str) and len(value) > 400:
                    raise ValueError(f"{name!r} is too long.")
                values[name] = value
        hand_request = {
            "hand": inputs.get("hand", ""),
            "melds": inputs.get("melds", []),
            "dora_indicators": inputs.get("dora_indicators", ""),
        }
        if self.kind in WIND_CHECKS:  # absent (an older file): East and East
            for key in WIND_INPUTS:
                if key in inputs:
                    if inputs[key] not in [str(w) for w in Wind]:
                        raise ValueError(f"{key!r} must be one of E, S, W, N.")
                    hand_request[key] = inputs[key]
        probe = CheckHand(self._context)
        probe.load_request(hand_request)  # raises on bad tiles, before anything changes
        for name in ("discards", "passed", "visible"):
            text = values.get(name)
            if isinstance(text, str):
                (parse_passed if name == "passed" else parse_pond)(text)
        self.values = values
        self.hand.blockSignals(True)
        try:
            self.hand.load_request(hand_request)
        finally:
            self.hand.blockSignals(False)
        self.hand.changed.emit()
