"""The shapes of the engine's answers, as `TypedDict`s for the typed calls of `engine.api`.

An answer is either ``{"ok": true, ...}`` or ``{"ok": false, "error": {...}}``; one type holds
both, so every field but ``ok`` is optional (``total=False``): read ``answer["ok"]`` first.
The fields declared are the ones callers read (the app's views, reports and table); an answer
may carry more (see docs/architecture.md and the JSON contract), and a test checks that every
declared field has the declared type in real answers. Ids are strings (the values of the
`engine.ids` enums).
"""

from typing import Any, Required, TypedDict

# ---- the bounds of what a `settle` request may hold ----
# `engine.settlement` refuses a winner or a position outside them; the app bounds every file
# it reads by the same numbers.

MAX_HAN = 200
MAX_FU = 200
MAX_YAKUMAN = 10
MAX_GIVEN_POINTS = 1_000_000
MAX_HONBA = 1000
MAX_STICKS = 1000
#: The most earlier offences a `next_penalty` request or a penalty outcome may give (2,000 x
#: 2^29 is already over a trillion points: beyond that the question is no longer one of points).
MAX_EARLIER = 30

# ---- errors ----


class ErrorInfo(TypedDict, total=False):
    """The ``error`` of an ``ok: false`` answer: an `ErrorCode`, plain English, ids and numbers."""

    code: Required[str]
    message: Required[str]
    details: dict[str, Any]


class ErrorAnswer(TypedDict):
    ok: bool
    error: ErrorInfo


# ---- score, compare, waits ----


class YakuItem(TypedDict, total=False):
    id: Required[str]
    han: int
    yakuman: int  # the multiplier of a limit yaku, instead of han


class FuItem(TypedDict, total=False):
    id: Required[str]
    fu: Required[int]
    tiles: str


class ReadingSet(TypedDict):
    kind: str
    tiles: str
    open: bool
    called: bool
    fu: int
    win: bool


class Reading(TypedDict, total=False):
    kind: Required[str]
    wait: str | None
    win_tile: str
    sets: list[ReadingSet]


class RunnerUp(TypedDict):
    han: int
    fu: int
    total: int
    yaku: list[YakuItem]
    limit: str | None
    yakuman: int
    reading: Reading


class WhyNotItem(TypedDict):
    yaku: str | None
    reason: str


class Payments(TypedDict, total=False):
    """Before honba: ``discarder`` on a ron; ``dealer`` and ``non_dealer`` on a tsumo."""

    discarder: int
    dealer: int
    non_dealer: int


class ScoreAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    hand: str
    dealer: bool
    win: str
    han: int
    fu: int
    fu_raw: int
    basic_points: int
    yaku: list[YakuItem]
    dora: int
    aka: int
    ura: int
    yakuman: int
    limit: str | None
    fu_items: list[FuItem]
    payments: Payments
    honba_points: int
    riichi_points: int
    total: int
    reading: Reading
    runner_up: RunnerUp | None
    why_not: list[WhyNotItem]
    notes: list[Any]


class CompareResult(TypedDict):
    ruleset: str
    name: str
    answer: ScoreAnswer


class CompareAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    results: list[CompareResult]


class WaitValue(TypedDict):
    tile: str
    ron: ScoreAnswer
    tsumo: ScoreAnswer


class WaitsAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    hand: str
    tenpai: bool
    waits: list[str]
    counts_as_tenpai: bool
    dead_waits: list[str]
    values: list[WaitValue]


# ---- settle, final ----


#: a payment between seats 0..3; ``None`` for "from" or "to" is the table (riichi sticks).
#: ("from" is a Python keyword: the functional form)
Transfer = TypedDict(
    "Transfer", {"from": int | None, "to": int | None, "points": int, "reason": str}
)


class NextHand(TypedDict, total=False):
    dealer: Required[int]
    round_wind: Required[str]
    round: int
    honba: Required[int]
    riichi_sticks: Required[int]
    game_over: Required[bool]
    end_reason: str | None
    first_dealer: int


class WinnerPayout(TypedDict):
    seat: int
    basic_points: int
    limit: str | None
    hand_points: int
    honba_points: int
    riichi_points: int
    total: int


class FinalSeat(TypedDict):
    seat: int
    score: int
    rank: int
    base: int
    riichi_sticks: int
    oka: int
    uma: int
    penalty: int
    total: int


class FinalBalance(TypedDict):
    """The zero-sum checks of a finished game (see `engine.final.balance`)."""

    start_total: int
    table_total: int
    table_balanced: bool
    results_total: int | float
    penalties_total: int
    sticks_lost: int
    results_balanced: bool


class FinalAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    ranks: list[int]
    results: list[float]
    seats: list[FinalSeat]
    riichi_points_lost: int
    oka: int
    uma: list[int]
    balance: FinalBalance


class TablePenalty(TypedDict):
    """A `settle` answer's ``penalty`` for a penalty between hands (`OutcomeType.PENALTY`): the
    offender, the offence, how often it was committed before in the session, a warning or
    points (0 for a warning) off the final result after uma, and the ladder's and the amount's
    assumed marks."""

    offender: int
    offence: str
    earlier: int
    consequence: str
    warning: bool
    points: int
    applied: str
    escalates: bool
    ladder_assumed: bool
    assumed: list[str]
    certainty: str
    source: str


class SettleAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    deltas: list[int]
    scores: list[int]
    transfers: list[Transfer]
    penalties: list[int]
    penalties_total: list[int]
    next: NextHand
    renchan: bool
    replay: bool
    hand_counts: bool
    winners: list[WinnerPayout]
    head_bumped: list[int]
    abortive: str | None
    #: only for a penalty between hands
    penalty: TablePenalty
    final: FinalAnswer


class RefusedFu(TypedDict, total=False):
    """A fu value no hand of the han and win can have: why (`SettleProblem`), with the numbers
    the words need (`min_han`)."""

    fu: Required[int]
    problem: Required[str]
    han: int
    min_han: int


class PossibleFuAnswer(TypedDict, total=False):
    """`possible_fu`: which of the score tables' fu a hand of `han` han can have."""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    han: int
    win: str
    fu: list[int]
    refused: list[RefusedFu]


# ---- penalties ----


class ChomboRule(TypedDict):
    mode: str
    points: int
    applied: str


class PenaltyEntry(TypedDict, total=False):
    id: Required[str]
    category: Required[str]
    consequence: Required[str]
    points: int | None
    points_max: int | None
    formula: str
    applied: Required[str]
    minimum: str | None
    escalation: list[Any]
    certainty: Required[str]
    source: str | None
    source_docs: list[str]
    source_notes: list[dict[str, Any]]
    assumed: list[str]
    escalates: bool  # a repeat by the same player climbs the ruleset's ladder


class LadderStep(TypedDict):
    """What an offence costs when the player already committed it `earlier` times."""

    earlier: int
    consequence: str
    points: int | None
    applied: str


class PenaltyLadder(TypedDict):
    """How a repeated offence escalates: `first` (a warning), then `points`, then `factor`
    times the one before; `steps` spells out the first few; `assumed`: another ruleset's
    ladder stands in (`source_notes` say whose)."""

    first: str
    points: int
    factor: int
    steps: list[LadderStep]
    certainty: str
    source: str
    source_docs: list[str]
    source_notes: list[dict[str, Any]]
    assumed: bool


class NextPenalty(TypedDict):
    consequence: str
    points: int | None
    points_max: int | None
    formula: str
    applied: str


class NextPenaltyAnswer(TypedDict, total=False):
    """`next_penalty`: what a player's next offence of a kind costs in this session."""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    base: str
    offence: str
    earlier: int
    escalates: bool
    next: NextPenalty
    assumed: list[str]
    ladder_assumed: bool
    ladder: PenaltyLadder | None
    certainty: str
    source: str
    source_notes: list[dict[str, Any]]


class PenaltiesAnswer(TypedDict, total=False):
    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    base: str
    applicable: bool
    not_applicable_reason: str | None
    chombo: ChomboRule
    ladder: PenaltyLadder | None
    penalties: list[PenaltyEntry]


# ---- rulings beyond a hand's value: kan after riichi, furiten, draw tenpai, kuikae, kyuushu ----


class RuleUsed(TypedDict):
    """A ruleset field a ruling rests on, its value under the ruleset, and whether assumed."""

    field: str
    value: Any  # the field's value: a bool, a number, an id or a list of ids
    assumed: bool


class CheckCost(TypedDict):
    """What the infraction a check is about costs under the ruleset (`penalties` entries)."""

    applicable: bool
    not_applicable_reason: str | None
    penalties: list[PenaltyEntry]


class SetTiles(TypedDict):
    kind: str
    tiles: str


class BrokenReading(TypedDict):
    """A reading of the complete hand in which the kan's three tiles are not one triplet."""

    win_tile: str
    pair: str
    sets: list[SetTiles]


class KanAfterRiichiAnswer(TypedDict, total=False):
    """`kan_after_riichi`: may a player in riichi declare this closed kan?"""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    allowed: bool
    reason: str
    waits_before: list[str]
    waits_after: list[str] | None  # null when the four tiles are not there
    waits_change: bool
    broken_readings: list[BrokenReading]
    rule: str
    readings_decide: bool  # false: the ruleset looks at the waits only
    rules: list[RuleUsed]
    cost: CheckCost


class FuritenResponsible(TypedDict):
    """The tile of a list (``discards``, ``passed``, ``riichi_passed``) behind a reason."""

    reason: str
    list: str
    index: int
    tile: str


class FuritenClaim(TypedDict):
    tile: str
    completes_hand: bool
    ron_allowed: bool


class FuritenAnswer(TypedDict, total=False):
    """`furiten`: is a waiting player furiten, and may they ron or tsumo?"""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    furiten: bool
    reason: str | None
    reasons: list[str]
    tiles: dict[str, list[str]]  # per reason, the tiles that make it
    responsible: list[FuritenResponsible]
    tenpai: bool
    waits: list[str]
    ron_allowed: bool
    tsumo_allowed: bool
    riichi: bool
    riichi_discard: int | None
    called_discards: list[int]
    temporary_ends_on: list[str]
    claim: FuritenClaim | None
    rules: list[RuleUsed]
    cost: CheckCost


class DeadWait(TypedDict):
    tile: str
    kind: str
    counts: bool
    in_hand: int
    in_calls: int
    visible_indices: list[int]
    discard_indices: list[int]


class DrawTenpaiAnswer(TypedDict, total=False):
    """`draw_tenpai`: does a hand count as tenpai at an exhaustive draw?"""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    hand: str
    tenpai: bool
    waits: list[str]
    counts_as_tenpai: bool
    reason: str
    live_waits: list[str]
    dead_waits: list[DeadWait]
    yakuless: bool
    furiten: bool
    furiten_discards: list[int]
    riichi: bool
    seat_wind: str
    round_wind: str
    noten_riichi: bool
    rules: list[RuleUsed]
    cost: CheckCost


class KuikaeCall(TypedDict):
    kind: str
    tile: str
    from_hand: str
    set: str


class SwapTile(TypedDict):
    tile: str
    kind: str


class KuikaeAnswer(TypedDict, total=False):
    """`kuikae`: is the discard after a chi or pon a forbidden swap?"""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    call: KuikaeCall
    discard: str
    swap: bool
    swap_kind: str | None
    swap_tiles: list[SwapTile]
    allowed: bool
    reason: str
    rules: list[RuleUsed]
    cost: CheckCost


class KyuushuFollows(TypedDict):
    """What follows a nine-terminals draw under the ruleset (read off its settlement)."""

    redeal: bool
    payments: bool
    dealer_stays: bool
    honba_added: int
    riichi_sticks_stay: bool
    hand_counts: bool


class KyuushuAnswer(TypedDict, total=False):
    """`kyuushu`: may the player call nine terminals and honours?"""

    ok: Required[bool]
    error: ErrorInfo
    ruleset: str
    kinds: list[str]
    count: int
    needed: int
    in_ruleset: bool
    first_draw: bool
    calls_before: bool
    may_call: bool
    reason: str
    follows: KyuushuFollows | None  # null where the ruleset has no such draw
    rules: list[RuleUsed]


#: the answer of any of the five checks (the app's Checks tab holds one; a page or a report of
#: one kind reads its own type)
CheckAnswer = KanAfterRiichiAnswer | FuritenAnswer | DrawTenpaiAnswer | KuikaeAnswer | KyuushuAnswer


# ---- rulesets ----


class RulesetField(TypedDict):
    name: str
    value: Any  # a bool, a number, an id, a list or an object, as the ruleset file holds it
    assumed: str | None  # why the value is assumed (English), or null


class RulesetInfo(TypedDict):
    id: str
    name: str
    base: str
    preset: bool
    overrides: dict[str, Any]
    fields: list[RulesetField]


class RulesetsAnswer(TypedDict, total=False):
    """`rulesets`: the presets (or the rulesets a request names) and where their rules differ."""

    ok: Required[bool]
    error: ErrorInfo
    default: str
    fields: list[str]
    differing: list[str]
    rulesets: list[RulesetInfo]


__all__ = [
    "MAX_EARLIER",
    "MAX_FU",
    "MAX_GIVEN_POINTS",
    "MAX_HAN",
    "MAX_HONBA",
    "MAX_STICKS",
    "MAX_YAKUMAN",
    "BrokenReading",
    "CheckAnswer",
    "CheckCost",
    "ChomboRule",
    "CompareAnswer",
    "CompareResult",
    "DeadWait",
    "DrawTenpaiAnswer",
    "ErrorAnswer",
    "ErrorInfo",
    "FinalAnswer",
    "FinalBalance",
    "FinalSeat",
    "FuItem",
    "FuritenAnswer",
    "FuritenClaim",
    "FuritenResponsible",
    "KanAfterRiichiAnswer",
    "KuikaeAnswer",
    "KuikaeCall",
    "KyuushuAnswer",
    "KyuushuFollows",
    "LadderStep",
    "NextHand",
    "NextPenalty",
    "NextPenaltyAnswer",
    "Payments",
    "PenaltiesAnswer",
    "PenaltyEntry",
    "PenaltyLadder",
    "PossibleFuAnswer",
    "Reading",
    "ReadingSet",
    "RefusedFu",
    "RuleUsed",
    "RulesetField",
    "RulesetInfo",
    "RulesetsAnswer",
    "RunnerUp",
    "ScoreAnswer",
    "SetTiles",
    "SettleAnswer",
    "SwapTile",
    "TablePenalty",
    "Transfer",
    "WaitValue",
    "WaitsAnswer",
    "WhyNotItem",
    "WinnerPayout",
    "YakuItem",
]
