"""Riichi mahjong scoring and table-settlement engine (pure Python, no Qt).

The public surface, importable from `engine` itself:

- the commands: `api` (`api.score(request)`, `api.waits`, `api.compare`,
  `api.kan_after_riichi`, `api.furiten`, `api.settle`, `api.possible_fu`, `api.final`,
  `api.penalties`, `api.rulesets`; `run(command, request)` by name) and the shapes of their
  answers (`ScoreAnswer`, `SettleAnswer`, ... from `engine.answers`). The calls stay under `api`:
  several share their name with the module that holds their rules (`engine.waits`,
  `engine.final`, ...);
- rulesets: `Ruleset`, `PRESETS`, `DEFAULT_RULESET_ID`, `RULE_FIELDS`, `find_ruleset`,
  `make_ruleset`, `ruleset_from_json`, `ruleset_to_overrides`, `differing_fields`;
- errors: `EngineError`, `ErrorCode`;
- ids: the `ids` module and each of its enums (`YakuId`, `ConflictId`, ...), `SITUATION_FLAGS`.

Everything else is the engine's inside and may change.
"""

__version__ = "0.1.0"

from engine import api, ids
from engine.answers import (
    CompareAnswer,
    ErrorAnswer,
    ErrorInfo,
    FinalAnswer,
    NextPenaltyAnswer,
    PenaltiesAnswer,
    PossibleFuAnswer,
    ScoreAnswer,
    SettleAnswer,
    WaitsAnswer,
)
from engine.api import COMMANDS, run
from engine.errors import EngineError
from engine.ids import (
    SITUATION_FLAGS,
    AbortiveReason,
    Certainty,
    ConflictId,
    DeadWaitKind,
    DrawTenpaiReason,
    ErrorCode,
    FuId,
    FuritenReason,
    GameEndReason,
    KanAfterRiichiReason,
    KanAfterRiichiRule,
    KuikaeKind,
    KuikaeReason,
    KyuushuReason,
    LimitId,
    MeldKind,
    NotApplicableReason,
    OutcomeType,
    PenaltyApplied,
    PenaltyCategory,
    PenaltyConsequence,
    PenaltyFormula,
    PenaltyId,
    ReadingKind,
    SetKind,
    SettleProblem,
    SourceDoc,
    SourceNote,
    TransferReason,
    WaitKind,
    WhyNot,
    Wind,
    YakuId,
)
from engine.rulesets import (
    DEFAULT_RULESET_ID,
    PRESETS,
    RULE_FIELDS,
    Ruleset,
    differing_fields,
    find_ruleset,
    make_ruleset,
    ruleset_from_json,
    ruleset_to_overrides,
)

__all__ = [
    "COMMANDS",
    "DEFAULT_RULESET_ID",
    "PRESETS",
    "RULE_FIELDS",
    "SITUATION_FLAGS",
    "AbortiveReason",
    "Certainty",
    "CompareAnswer",
    "ConflictId",
    "DeadWaitKind",
    "DrawTenpaiReason",
    "EngineError",
    "ErrorAnswer",
    "ErrorCode",
    "ErrorInfo",
    "FinalAnswer",
    "FuId",
    "FuritenReason",
    "GameEndReason",
    "KanAfterRiichiReason",
    "KanAfterRiichiRule",
    "KuikaeKind",
    "KuikaeReason",
    "KyuushuReason",
    "LimitId",
    "MeldKind",
    "NextPenaltyAnswer",
    "NotApplicableReason",
    "OutcomeType",
    "PenaltiesAnswer",
    "PenaltyApplied",
    "PenaltyCategory",
    "PenaltyConsequence",
    "PenaltyFormula",
    "PenaltyId",
    "PossibleFuAnswer",
    "ReadingKind",
    "Ruleset",
    "ScoreAnswer",
    "SetKind",
    "SettleAnswer",
    "SettleProblem",
    "SourceDoc",
    "SourceNote",
    "TransferReason",
    "WaitKind",
    "WaitsAnswer",
    "WhyNot",
    "Wind",
    "YakuId",
    "__version__",
    "api",
    "differing_fields",
    "find_ruleset",
    "ids",
    "make_ruleset",
    "ruleset_from_json",
    "ruleset_to_overrides",
    "run",
]
