"""The rulings beyond a hand's value, as models the Checks tab edits: furiten, closed kan after
riichi, tenpai at an exhaustive draw, swap-calling (kuikae), nine terminals and honours.

Each `CheckState` owns a `HandState` (the Hand view's model, with ``scored=False``) for the tiles
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

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal

from engine import api
from engine.answers import CheckAnswer
from engine.ids import PenaltyId, Wind
from engine.rulesets import PRESETS, Ruleset, ruleset_to_json
from referee_app.core.hand_state import HandState, NotationError, parse_tiles
from referee_app.core.rulings import Ruling, check_ruling

__all__ = [
    "CHECKS",
    "CHECK_FIELDS",
    "MARKERS",
    "RULE_TOPICS",
    "WIND_CHECKS",
    "WIND_INPUTS",
    "CheckKind",
    "CheckSpec",
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


WIND_INPUTS = ("seat_wind", "round_wind")

#: the pond text's markers and the engine's names for them
MARKERS: dict[str, str] = {"+": "draw", "=": "claim", "-": "discard", "!": "call"}
_POND_MARKS = {"*": "riichi", "^": "called"}


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
    #: a ruling made here (`rulings.Ruling`): the check shown to the table or saved
    ruling_made = Signal(object)

    def __init__(self, kind: CheckKind | str, context: Any = None, parent: QObject | None = None):
        super().__init__(parent)
        self.kind = CheckKind(kind)
        self._context = context
        self.hand = HandState(context, self, scored=False)
        self.values: dict[str, str | bool] = dict(CHECK_FIELDS[self.kind])
        self.answer: CheckAnswer | None = None
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

    def record_ruling(self, action: str) -> Ruling:
        """The check was shown to the table (``shown``) or saved (``saved``): emit it as a
        ruling, at no table."""
        ruling = check_ruling(
            str(self.kind),
            action,
            self.ruleset_json(),
            self.to_dict().get("request"),
            self.answer,
        )
        self.ruling_made.emit(ruling)
        return ruling

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
        return CHECKS[self.kind].request(self)

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
                self.answer = CHECKS[self.kind].call(req)
                self.status = "answer" if self.answer.get("ok") else "error"
        self.changed.emit()

    def compare(self) -> list[tuple[Ruleset, CheckAnswer]]:
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
            value = ruleset_to_json(ruleset)
            out.append((ruleset, CHECKS[self.kind].call({**req, "ruleset": value})))
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
        probe = HandState(self._context, scored=False)
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


# --- the registry: one entry per check --------------------------------------------------------


def _furiten_request(state: CheckState) -> dict[str, Any]:
    snap = state.hand.snapshot
    concealed = list(snap.concealed)
    req: dict[str, Any] = {"melds": [m.to_contract() for m in snap.melds]}
    if len(concealed) == snap.complete_size and concealed:
        req["claim_tile"] = concealed.pop()
    req["hand"] = "".join(concealed)
    req["discards"] = parse_pond(state.text("discards"))
    req["passed"] = parse_passed(state.text("passed"))
    if state.flag("riichi"):  # else the engine reads riichi off a marked riichi tile
        req["riichi"] = True
    return req


def _kan_after_riichi_request(state: CheckState) -> dict[str, Any]:
    snap = state.hand.snapshot
    concealed = list(snap.concealed)
    drawn = concealed.pop() if concealed else ""
    options = state.kan_options()
    kan_tile = state.text("kan_tile")
    if kan_tile not in options:
        drawn_kind = "5" + drawn[1] if drawn[:1] == "0" else drawn
        kan_tile = drawn_kind if drawn_kind in options else (options or [drawn_kind])[0]
    return {
        "hand": "".join(concealed),
        "melds": [m.to_contract() for m in snap.melds],
        "drawn_tile": drawn,
        "kan_tile": kan_tile,
    }


def _draw_tenpai_request(state: CheckState) -> dict[str, Any]:
    snap = state.hand.snapshot
    visible = [*snap.dora, *spaced_tiles(state.text("visible"))]
    return {
        "hand": "".join(snap.concealed),
        "melds": [m.to_contract() for m in snap.melds],
        "visible": "".join(visible),
        "discards": "".join(spaced_tiles(state.text("discards"))),
        "riichi": state.flag("riichi"),
        "seat_wind": str(snap.seat_wind),
        "round_wind": str(snap.round_wind),
    }


def _kuikae_request(state: CheckState) -> dict[str, Any]:
    snap = state.hand.snapshot
    call: dict[str, Any] = {"kind": "", "tile": "", "from_hand": ""}
    if snap.melds:
        meld = snap.melds[-1]
        call = {"kind": str(meld.kind), "tile": meld.tiles[0], "from_hand": "".join(meld.tiles[1:])}
    return {"call": call, "discard": snap.concealed[-1] if snap.concealed else ""}


def _kyuushu_request(state: CheckState) -> dict[str, Any]:
    return {
        "hand": "".join(state.hand.snapshot.concealed),
        "calls_before": state.flag("calls_before"),
        "first_draw": state.flag("first_draw"),
    }


@dataclass(frozen=True)
class CheckSpec:
    """One check: everything the app knows of it besides its page and its words.

    `kind` is also the engine command (`engine.api.COMMANDS`) the check asks; `call` that
    command's typed call (`engine.api`, answering with its `engine.answers` type); `fields` its
    text fields and flags besides the hand (name: default); `request` builds the engine
    request from the state (ruleset excluded); `rule_topic` the Rules page it links to
    (``resources/rules/topics.json``); `penalties` the catalogue entries
    (``engine/data/penalties.json``) the engine's ``cost`` may name; `winds` whether the
    answer depends on the seat and round wind (see `WIND_CHECKS`). Its page is the
    `CheckPage` subclass with this `KIND` (``views/checks/checks_view.PAGES``); its words are
    ``text/check_text.WORDS[kind]``. ``tests/app/views/checks/test_check_registry.py`` fails
    when a check misses one of them.
    """

    kind: CheckKind
    call: Callable[[object], CheckAnswer]
    fields: Mapping[str, str | bool]
    request: Callable[[CheckState], dict[str, Any]]
    rule_topic: str
    penalties: tuple[PenaltyId, ...]
    winds: bool = False


#: Every check, in the order of the Checks tab's pages.
CHECKS: dict[CheckKind, CheckSpec] = {
    spec.kind: spec
    for spec in (
        CheckSpec(
            CheckKind.FURITEN,
            api.furiten,
            {"discards": "", "passed": "", "riichi": False},
            _furiten_request,
            "furiten",
            (PenaltyId.FALSE_WIN_TILES_SHOWN, PenaltyId.FALSE_WIN_NO_TILES_SHOWN),
        ),
        CheckSpec(
            CheckKind.KAN_AFTER_RIICHI,
            api.kan_after_riichi,
            {"kan_tile": ""},
            _kan_after_riichi_request,
            "kan",
            (PenaltyId.ILLEGAL_KAN_AFTER_RIICHI,),
        ),
        CheckSpec(
            CheckKind.DRAW_TENPAI,
            api.draw_tenpai,
            {"visible": "", "discards": "", "riichi": False},
            _draw_tenpai_request,
            "draws",
            (PenaltyId.NOTEN_RIICHI,),
            winds=True,
        ),
        CheckSpec(
            CheckKind.KUIKAE,
            api.kuikae,
            {},
            _kuikae_request,
            "kuikae",
            (PenaltyId.SWAP_CALLING,),
        ),
        CheckSpec(
            CheckKind.KYUUSHU,
            api.kyuushu,
            {"calls_before": False, "first_draw": True},
            _kyuushu_request,
            "kyuushu",
            (),
        ),
    )
}

#: the Rules page each check links to
RULE_TOPICS: dict[CheckKind, str] = {kind: spec.rule_topic for kind, spec in CHECKS.items()}

#: the text fields and flags of each check besides the hand (name: default)
CHECK_FIELDS: dict[CheckKind, dict[str, str | bool]] = {
    kind: dict(spec.fields) for kind, spec in CHECKS.items()
}

#: the checks whose answer depends on the player's seat wind and the round wind: at a draw a
#: seat or round wind triplet is a yaku (yakuhai), so the same tiles can be yakuless tenpai at
#: one seat and not at another. The other checks' answers do not depend on the winds: furiten
#: holds whether or not the winning tile gives a yaku, a kan after riichi changes waits, kuikae
#: is about the call and the discard, nine terminals about the tiles and the first draw.
#: The winds live in the check's hand (a `HandState`, as on the Hand tab); a case file
#: keeps them as the inputs ``seat_wind`` and ``round_wind`` (absent in files written before
#: they were asked: East and East, what the engine assumed then).
WIND_CHECKS: frozenset[CheckKind] = frozenset(k for k, spec in CHECKS.items() if spec.winds)
