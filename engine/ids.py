"""Every id the engine reports. The GUI translates these; nothing here is display text.

Adding a member is fine; renaming one breaks the JSON contract and the translation tables.
"""

from enum import StrEnum


class YakuId(StrEnum):
    """Yaku and limit hands (ids fixed by the engine contract)."""

    RIICHI = "riichi"
    DOUBLE_RIICHI = "double_riichi"
    IPPATSU = "ippatsu"
    MENZEN_TSUMO = "menzen_tsumo"
    PINFU = "pinfu"
    IIPEIKOU = "iipeikou"
    TANYAO = "tanyao"
    YAKUHAI_HAKU = "yakuhai_haku"
    YAKUHAI_HATSU = "yakuhai_hatsu"
    YAKUHAI_CHUN = "yakuhai_chun"
    SEAT_WIND = "seat_wind"
    ROUND_WIND = "round_wind"
    HAITEI = "haitei"
    HOUTEI = "houtei"
    RINSHAN = "rinshan"
    CHANKAN = "chankan"
    SANSHOKU = "sanshoku"
    ITTSU = "ittsu"
    CHANTA = "chanta"
    CHIITOITSU = "chiitoitsu"
    TOITOI = "toitoi"
    SANANKOU = "sanankou"
    SANSHOKU_DOUKOU = "sanshoku_doukou"
    SANKANTSU = "sankantsu"
    SHOUSANGEN = "shousangen"
    HONROUTOU = "honroutou"
    HONITSU = "honitsu"
    JUNCHAN = "junchan"
    RYANPEIKOU = "ryanpeikou"
    CHINITSU = "chinitsu"
    RENHOU = "renhou"
    NAGASHI_MANGAN = "nagashi_mangan"
    # limit hands
    KOKUSHI = "kokushi"
    KOKUSHI_13 = "kokushi_13"
    SUUANKOU = "suuankou"
    SUUANKOU_TANKI = "suuankou_tanki"
    DAISANGEN = "daisangen"
    SHOUSUUSHII = "shousuushii"
    DAISUUSHII = "daisuushii"
    TSUUIISOU = "tsuuiisou"
    CHINROUTOU = "chinroutou"
    RYUUIISOU = "ryuuiisou"
    CHUUREN = "chuuren"
    JUNSEI_CHUUREN = "junsei_chuuren"
    SUUKANTSU = "suukantsu"
    TENHOU = "tenhou"
    CHIIHOU = "chiihou"
    PAARENCHAN = "paarenchan"


_YAKU_ORDER = list(YakuId)
#: the limit hands (yakuman): every id from kokushi on
LIMIT_YAKU_IDS: frozenset[YakuId] = frozenset(_YAKU_ORDER[_YAKU_ORDER.index(YakuId.KOKUSHI) :])
#: yakuman that some rulesets count double (the ruleset field `double_yakuman`)
DOUBLE_CAPABLE: frozenset[YakuId] = frozenset(
    {YakuId.KOKUSHI_13, YakuId.JUNSEI_CHUUREN, YakuId.SUUANKOU_TANKI, YakuId.DAISUUSHII}
)


class LimitId(StrEnum):
    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"


class FuId(StrEnum):
    """Fu lines of a breakdown."""

    BASE = "base"
    CLOSED_RON = "closed_ron"
    TSUMO = "tsumo"
    OPEN_PINFU = "open_pinfu"
    CHIITOITSU = "chiitoitsu"
    WAIT_KANCHAN = "wait_kanchan"
    WAIT_PENCHAN = "wait_penchan"
    WAIT_TANKI = "wait_tanki"
    PAIR_DRAGON = "pair_dragon"
    PAIR_SEAT_WIND = "pair_seat_wind"
    PAIR_ROUND_WIND = "pair_round_wind"
    PAIR_DOUBLE_WIND = "pair_double_wind"
    OPEN_PON_SIMPLE = "open_pon_simple"
    OPEN_PON_TERMINAL = "open_pon_terminal"
    OPEN_PON_HONOR = "open_pon_honor"
    CLOSED_PON_SIMPLE = "closed_pon_simple"
    CLOSED_PON_TERMINAL = "closed_pon_terminal"
    CLOSED_PON_HONOR = "closed_pon_honor"
    OPEN_KAN_SIMPLE = "open_kan_simple"
    OPEN_KAN_TERMINAL = "open_kan_terminal"
    OPEN_KAN_HONOR = "open_kan_honor"
    CLOSED_KAN_SIMPLE = "closed_kan_simple"
    CLOSED_KAN_TERMINAL = "closed_kan_terminal"
    CLOSED_KAN_HONOR = "closed_kan_honor"


class WaitKind(StrEnum):
    RYANMEN = "ryanmen"
    KANCHAN = "kanchan"
    PENCHAN = "penchan"
    TANKI = "tanki"
    SHANPON = "shanpon"
    KOKUSHI = "kokushi"
    KOKUSHI_13 = "kokushi_13"


class MeldKind(StrEnum):
    """Call kinds, spelled as in the contract's `melds` prefixes."""

    CHI = "chi"
    PON = "pon"
    KAN = "kan"
    ANKAN = "ankan"
    SHOUMINKAN = "shouminkan"


class SetKind(StrEnum):
    """Sets of a reading (the chosen decomposition)."""

    CHI = "chi"
    PON = "pon"
    KAN = "kan"
    PAIR = "pair"
    SINGLE = "single"  # the lone tiles of thirteen orphans


class ReadingKind(StrEnum):
    STANDARD = "standard"
    CHIITOITSU = "chiitoitsu"
    KOKUSHI = "kokushi"


class ErrorCode(StrEnum):
    """`error.code` values of an `ok: false` answer."""

    INVALID_NOTATION = "invalid_notation"
    TOO_MANY_COPIES = "too_many_copies"
    TOO_MANY_RED_FIVES = "too_many_red_fives"
    NO_RED_FIVES_IN_RULESET = "no_red_fives_in_ruleset"
    TOO_MANY_PLAIN_FIVES = "too_many_plain_fives"  # all four fives, none red, with red fives on
    WRONG_TILE_COUNT = "wrong_tile_count"
    INVALID_MELD = "invalid_meld"
    WIN_TILE_NOT_IN_HAND = "win_tile_not_in_hand"
    NOT_A_WINNING_HAND = "not_a_winning_hand"
    NO_YAKU = "no_yaku"
    CONFLICTING_SITUATION = "conflicting_situation"
    NOT_ENOUGH_HAN = "not_enough_han"
    UNKNOWN_RULESET = "unknown_ruleset"
    INVALID_RULESET = "invalid_ruleset"
    INVALID_REQUEST = "invalid_request"
    UNKNOWN_COMMAND = "unknown_command"
    INVALID_SETTLEMENT = "invalid_settlement"
    NOT_ALLOWED_BY_RULESET = "not_allowed_by_ruleset"
    GAME_OVER = "game_over"
    # limits of the JSON command line (engine.cli): one request, its nesting, one batch
    REQUEST_TOO_LARGE = "request_too_large"
    REQUEST_TOO_DEEP = "request_too_deep"
    BATCH_TOO_LONG = "batch_too_long"


class ConflictId(StrEnum):
    """`error.details.conflict` of a `conflicting_situation` error."""

    IPPATSU_WITHOUT_RIICHI = "ippatsu_without_riichi"
    RIICHI_OPEN_HAND = "riichi_open_hand"
    DOUBLE_RIICHI_OPEN_HAND = "double_riichi_open_hand"
    IPPATSU_OPEN_HAND = "ippatsu_open_hand"
    IPPATSU_WITH_RINSHAN = "ippatsu_with_rinshan"
    RINSHAN_ON_RON = "rinshan_on_ron"
    RINSHAN_WITHOUT_KAN = "rinshan_without_kan"
    CHANKAN_ON_TSUMO = "chankan_on_tsumo"
    HAITEI_ON_RON = "haitei_on_ron"
    HAITEI_WITH_RINSHAN = "haitei_with_rinshan"
    HOUTEI_ON_TSUMO = "houtei_on_tsumo"
    HOUTEI_WITH_CHANKAN = "houtei_with_chankan"
    TENHOU_NON_DEALER = "tenhou_non_dealer"
    TENHOU_ON_RON = "tenhou_on_ron"
    TENHOU_AFTER_CALL = "tenhou_after_call"
    TENHOU_WITH_RIICHI = "tenhou_with_riichi"
    CHIIHOU_DEALER = "chiihou_dealer"
    CHIIHOU_ON_RON = "chiihou_on_ron"
    CHIIHOU_AFTER_CALL = "chiihou_after_call"
    CHIIHOU_WITH_RIICHI = "chiihou_with_riichi"
    RENHOU_DEALER = "renhou_dealer"
    RENHOU_ON_TSUMO = "renhou_on_tsumo"
    RENHOU_AFTER_CALL = "renhou_after_call"
    RENHOU_WITH_RIICHI = "renhou_with_riichi"
    FIRST_TURN_FLAGS_TOGETHER = "first_turn_flags_together"
    # tenhou/chiihou on the last wall tile (haitei), renhou on the last discard (houtei)
    FIRST_TURN_ON_LAST_TILE = "first_turn_on_last_tile"
    RENHOU_WITH_CHANKAN = "renhou_with_chankan"  # a kan to rob needs a call before it
    URA_WITHOUT_RIICHI = "ura_without_riichi"
    TOO_MANY_INDICATORS = "too_many_indicators"
    # one dora indicator is turned at the start, one more per kan (the same bound for ura)
    MORE_INDICATORS_THAN_KANS = "more_indicators_than_kans"
    MORE_URA_THAN_DORA = "more_ura_than_dora"
    DOUBLE_RIICHI_NOT_IN_RULESET = "double_riichi_not_in_ruleset"
    RENHOU_NOT_IN_RULESET = "renhou_not_in_ruleset"
    PAARENCHAN_NOT_IN_RULESET = "paarenchan_not_in_ruleset"
    PAARENCHAN_NON_DEALER = "paarenchan_non_dealer"
    # the robbed added kan holds the other three copies of the winning tile
    CHANKAN_TILE_HELD = "chankan_tile_held"
    CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN = "closed_kan_robbery_without_chankan"
    CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI = "closed_kan_robbed_without_kokushi"
    CLOSED_KAN_ROBBED_TILE_HELD = "closed_kan_robbed_tile_held"  # a fifth copy of the tile
    # the app's reason to disable the flag; the engine answers `not_allowed_by_ruleset`
    # (details: rule, value, field) and names this id as `details.conflict`
    CLOSED_KAN_ROBBERY_NOT_IN_RULESET = "closed_kan_robbery_not_in_ruleset"
    # furiten: a discard is marked as the riichi declaration tile, but `riichi` is false
    RIICHI_TILE_WITHOUT_RIICHI = "riichi_tile_without_riichi"
    # draw_tenpai: a flag of how a hand was won (haitei, ippatsu...) at a draw, where no one won
    WIN_FLAG_AT_DRAW = "win_flag_at_draw"


class WhyNot(StrEnum):
    """Reasons a yaku a player might expect does not apply (`why_not[].reason`)."""

    PINFU_WAIT = "pinfu_wait"
    PINFU_VALUE_PAIR = "pinfu_value_pair"
    PINFU_OPEN = "pinfu_open"
    PINFU_EXTRA_FU = "pinfu_extra_fu"
    TANYAO_OPEN_NOT_ALLOWED = "tanyao_open_not_allowed"
    TANYAO_TERMINAL_OR_HONOR = "tanyao_terminal_or_honor"
    CLOSED_ONLY_YAKU_OPEN = "closed_only_yaku_open"
    RON_PON_NOT_CONCEALED = "ron_pon_not_concealed"
    CHIITOITSU_REPEATED_PAIR = "chiitoitsu_repeated_pair"
    FIVE_COUNTER_RULE = "five_counter_rule"
    YAKUMAN_NOT_STACKED = "yakuman_not_stacked"
    DOUBLE_YAKUMAN_NOT_IN_RULESET = "double_yakuman_not_in_ruleset"
    KAZOE_NOT_IN_RULESET = "kazoe_not_in_ruleset"
    RENHOU_NORMAL_VALUE_HIGHER = "renhou_normal_value_higher"
    IIPEIKOU_IN_RYANPEIKOU = "iipeikou_in_ryanpeikou"
    CHANTA_IN_JUNCHAN = "chanta_in_junchan"
    READINGS_INCOMPATIBLE = "readings_incompatible"
    SUUANKOU_RON_NOT_TANKI = "suuankou_ron_not_tanki"
    DORA_NOT_YAKU = "dora_not_yaku"


class OutcomeType(StrEnum):
    RON = "ron"
    TSUMO = "tsumo"
    DRAW = "draw"
    ABORTIVE = "abortive"
    CHOMBO = "chombo"
    #: a warning or point penalty on one player between hands: not a hand (no dealer rotation,
    #: no honba, no sticks); its points come off the final result (rrc.md §3a, row 34)
    PENALTY = "penalty"


class AbortiveReason(StrEnum):
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    KYUUSHU = "kyuushu"
    TRIPLE_RON = "triple_ron"


class SettleProblem(StrEnum):
    """`error.details.problem` of a `settle` refusal: why the result cannot be settled.

    The error's other details are seats and numbers the words need: `seat` (the winner
    concerned), `discarder`, `pao`, `seats`, `fu`, `han`, `min_han`, `honba`, `reason`,
    `yaku`, `allowed`, `rule` (the ruleset field the refusal rests on) and `assumed` (those of
    its fields the ruleset only assumes). Which han and fu a hand can have: `engine.han_fu`.
    """

    # the seats
    DISCARDER_WINS = "discarder_wins"  # discarder, seat: the discarder is listed as a winner
    WINNER_TWICE = "winner_twice"  # seat: one seat listed twice among the ron winners
    # riichi and abortive draws
    RIICHI_BELOW_1000 = "riichi_below_1000"  # seats: below 1,000 points (riichi_needs_1000)
    FOUR_RIICHI_NOT_ALL = "four_riichi_not_all"  # seats: four riichi, fewer seats in 'riichi'
    ABORTIVE_NOT_IN_RULESET = "abortive_not_in_ruleset"  # reason, allowed
    NAGASHI_NOT_IN_RULESET = "nagashi_not_in_ruleset"
    # liability
    PAO_NOT_IN_RULESET = "pao_not_in_ruleset"  # seat: the ruleset has no pao at all
    PAO_YAKU_NOT_IN_RULESET = "pao_yaku_not_in_ruleset"  # yaku, allowed
    PAO_OWN_WIN = "pao_own_win"  # seat, pao: the liable seat is the winner
    PAO_WITHOUT_YAKUMAN = "pao_without_yakuman"  # seat, pao
    # the hand's value (engine.han_fu)
    NO_HAN = "no_han"  # seat: neither a han nor a yakuman
    FU_NOT_A_STEP = "fu_not_a_step"  # seat, fu: below 20, or neither 25 nor a multiple of 10
    TWENTY_FU_ON_RON = "twenty_fu_on_ron"  # seat, fu: 20 fu is only a pinfu tsumo
    TWENTY_FU_BELOW_MIN_HAN = "twenty_fu_below_min_han"  # seat, fu, han, min_han
    TWENTY_FIVE_FU_BELOW_MIN_HAN = "twenty_five_fu_below_min_han"  # seat, fu, han, min_han
    # 25 fu by tsumo: seven pairs and menzen tsumo
    TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN = "twenty_five_fu_tsumo_below_min_han"
    # seat, han, min_han, honba, rule, assumed: the 2-han rule (ryanhan_shibari) in force
    TWO_HAN_RULE = "two_han_rule"


class TransferReason(StrEnum):
    """`transfers[].reason` of a settlement."""

    RON = "ron"
    TSUMO = "tsumo"
    HONBA = "honba"
    RIICHI_STICK = "riichi_stick"
    RIICHI_STICKS_COLLECTED = "riichi_sticks_collected"
    RIICHI_STICK_RETURNED = "riichi_stick_returned"
    NOTEN = "noten"
    NAGASHI_MANGAN = "nagashi_mangan"
    PAO = "pao"
    CHOMBO = "chombo"


class Wind(StrEnum):
    EAST = "E"
    SOUTH = "S"
    WEST = "W"
    NORTH = "N"


class GameEndReason(StrEnum):
    """`next.end_reason` of a settlement that ends the game."""

    LAST_HAND = "last_hand"  # the dealer passed after South 4 (or West 4)
    EXTENSION_TARGET = "extension_target"  # West round: a player reached the target score
    BUSTING = "busting"  # a score went below zero
    AGARIYAME = "agariyame"  # the last dealer won or was tenpai in first place
    TIME_LIMIT = "time_limit"  # the last hand of a timed session


class FuritenReason(StrEnum):
    """Why a player may not win by ron (`furiten` answer)."""

    OWN_DISCARD = "own_discard"
    PASSED_TILE_TEMPORARY = "passed_tile_temporary"
    PASSED_TILE_IN_RIICHI = "passed_tile_in_riichi"


class PenaltyId(StrEnum):
    """Infractions of the penalty catalogue (`penalties[].id`)."""

    FALSE_WIN_TILES_SHOWN = "false_win_tiles_shown"
    FALSE_WIN_NO_TILES_SHOWN = "false_win_no_tiles_shown"
    WRONG_WIN_WORD = "wrong_win_word"
    CHANGED_WIN_CALL = "changed_win_call"
    NOTEN_RIICHI = "noten_riichi"
    RIICHI_PROCEDURE = "riichi_procedure"
    RIICHI_TILE_NOT_TURNED = "riichi_tile_not_turned"
    RIICHI_OPEN_HAND = "riichi_open_hand"
    RIICHI_STICK_FORGOTTEN = "riichi_stick_forgotten"
    ILLEGAL_KAN_AFTER_RIICHI = "illegal_kan_after_riichi"
    HAND_CHANGED_IN_RIICHI = "hand_changed_in_riichi"
    WAIT_REVEALED_IN_RIICHI = "wait_revealed_in_riichi"
    HAND_HIDDEN_AT_DRAW_AFTER_RIICHI = "hand_hidden_at_draw_after_riichi"
    DECLARATION_AFTER_DEAD_HAND = "declaration_after_dead_hand"
    WRONG_TILE_COUNT = "wrong_tile_count"
    FALSE_CALL_WITHDRAWN = "false_call_withdrawn"
    FALSE_CALL_NOT_CORRECTED = "false_call_not_corrected"
    CLAIM_OUT_OF_ORDER = "claim_out_of_order"
    CLAIMED_TILE_NOT_TAKEN = "claimed_tile_not_taken"
    SWAP_CALLING = "swap_calling"
    WRONG_DRAW = "wrong_draw"
    DEALING_ERROR = "dealing_error"
    OWN_TILES_EXPOSED_FEW = "own_tiles_exposed_few"
    OWN_TILES_EXPOSED_MANY = "own_tiles_exposed_many"
    WALL_TILES_EXPOSED = "wall_tiles_exposed"
    DEAD_WALL_EXPOSED_FEW = "dead_wall_exposed_few"
    DEAD_WALL_EXPOSED_MANY = "dead_wall_exposed_many"
    OPPONENT_TILES_EXPOSED = "opponent_tiles_exposed"
    TOO_MANY_TILES_EXPOSED = "too_many_tiles_exposed"
    PEEKING = "peeking"
    TILE_TAKEN_FROM_OPPONENT = "tile_taken_from_opponent"
    WRONG_DORA_INDICATOR = "wrong_dora_indicator"
    MIXING_TILES = "mixing_tiles"
    MIXING_DEAD_WALL = "mixing_dead_wall"
    CARELESS_DISCARDS = "careless_discards"
    INFORMATION_PASSING = "information_passing"
    OBSTRUCTION = "obstruction"
    SERIOUS_OBSTRUCTION = "serious_obstruction"
    REPEATED_OFFENCE = "repeated_offence"
    CHEATING = "cheating"
    UNSPORTING_CONDUCT = "unsporting_conduct"
    LATENESS = "lateness"
    LATENESS_LONG = "lateness_long"
    MISSED_GAME = "missed_game"
    SUBSTITUTE = "substitute"
    PHONE = "phone"
    INTOXICATION = "intoxication"
    NOISE = "noise"
    WINNING_TILE_FROM_POND = "winning_tile_from_pond"
    HAND_LAID_FACE_DOWN = "hand_laid_face_down"


class PenaltyCategory(StrEnum):
    DECLARATION = "declaration"
    RIICHI = "riichi"
    CALLS = "calls"
    TILES = "tiles"
    EXPOSED_TILES = "exposed_tiles"
    CONDUCT = "conduct"
    TIME = "time"


class PenaltyConsequence(StrEnum):
    WARNING = "warning"
    DEAD_HAND = "dead_hand"
    CHOMBO = "chombo"
    POINTS = "points"
    DISQUALIFICATION = "disqualification"
    REDEAL = "redeal"
    SUBSTITUTE = "substitute"
    REFEREE_DISCRETION = "referee_discretion"
    NONE = "none"


class Certainty(StrEnum):
    """How far a rule fact can be trusted (fact matrix legend)."""

    PRIMARY = "primary"
    SECONDARY = "secondary"
    CONFLICTING = "conflicting"
    UNKNOWN = "unknown"


class PenaltyApplied(StrEnum):
    """When a penalty's points take effect."""

    AFTER_UMA = "after_uma"  # off the final result, not paid to anyone
    AT_TABLE = "at_table"  # paid to the other players at once (reverse mangan)
    NONE = "none"


class PenaltyFormula(StrEnum):
    """How a penalty's points are worked out when they are not a fixed number."""

    FIXED = "fixed"
    RULESET_CHOMBO = "ruleset_chombo"  # the ruleset's chombo deduction
    TWICE_UMA_STEP = "twice_uma_step"  # RRC: 2 x the uma step
    REVERSE_MANGAN = "reverse_mangan"  # paid at the table like a mangan tsumo
    PER_MINUTE = "per_minute"
    RANGE = "range"  # between points and points_max, at the referee's discretion
    DOUBLING = "doubling"  # points for the first repeat, doubled each time
    SUBSTITUTE_SCORE = "substitute_score"  # fixed result of a substitute's session
    TWICE_LAST_UMA = "twice_last_uma"  # RRC substitute: twice the last-place uma


class NotApplicableReason(StrEnum):
    ONLINE_SOFTWARE = "online_software"  # the software prevents illegal actions


class KanAfterRiichiReason(StrEnum):
    """Why a closed kan after riichi is allowed or not (`kan_after_riichi` answer `reason`)."""

    ALLOWED = "allowed"
    NOT_FOUR_TILES = "not_four_tiles"  # the hand and the drawn tile do not hold four copies
    NOT_DRAWN_TILE = "not_drawn_tile"  # the kan must use the tile just drawn
    NOT_TENPAI = "not_tenpai"  # the riichi hand was not waiting
    WAITS_CHANGE = "waits_change"
    READINGS_CHANGE = "readings_change"  # the three tiles can be read as something else
    TOO_MANY_KANS = "too_many_kans"  # four kans already


class KanAfterRiichiRule(StrEnum):
    """A ruleset's test for a closed kan after riichi (`kan_after_riichi` answer `rule`)."""

    WAITS = "waits"  # the waits must stay the same
    WAITS_DRAWN_TILE = "waits_drawn_tile"  # ... and the kan uses the tile just drawn (Tenhou)
    # the waits stay and the three tiles can be read only as a triplet (Galaxy)
    WAITS_AND_READINGS = "waits_and_readings"
    WAITS_AND_READINGS_DRAWN_TILE = "waits_and_readings_drawn_tile"  # ... drawn tile too (EMA)


class DrawTenpaiReason(StrEnum):
    """Whether a hand counts as tenpai at an exhaustive draw (`draw_tenpai` answer `reason`)."""

    COUNTS = "counts"
    NOT_TENPAI = "not_tenpai"
    WAITS_IN_OWN_HAND = "waits_in_own_hand"  # every winning tile is in the player's own hand
    WAITS_ALL_VISIBLE = "waits_all_visible"  # every copy in sight, and the ruleset says noten
    NO_YAKU = "no_yaku"  # no yaku on any wait, and the ruleset wants one
    FURITEN = "furiten"  # a wait in the own discards, and the ruleset says noten


class DeadWaitKind(StrEnum):
    """Why no copy of a winning tile is left (`draw_tenpai` answer `dead_waits[].kind`)."""

    OWN_HAND = "own_hand"  # the player holds all four (hand and calls)
    ALL_VISIBLE = "all_visible"  # all four in sight, at least one outside the player's hand


class KuikaeReason(StrEnum):
    """Whether a discard right after a call is allowed (`kuikae` answer `reason`)."""

    NOT_A_SWAP = "not_a_swap"  # the discard would not have made the same set
    SWAP_ALLOWED = "swap_allowed"  # a swap, and the ruleset allows swap-calling
    SWAP_FORBIDDEN = "swap_forbidden"  # a swap, and the ruleset forbids it


class KuikaeKind(StrEnum):
    """Which swap a discard is (`kuikae` answer `swap_kind`, `swap_tiles[].kind`)."""

    SAME_TILE = "same_tile"  # the called tile itself
    OTHER_END = "other_end"  # after a chi on an end tile: the tile at the other end ("suji")


class KyuushuReason(StrEnum):
    """Whether nine terminals and honours may be called (`kyuushu` answer `reason`)."""

    ALLOWED = "allowed"
    NOT_IN_RULESET = "not_in_ruleset"  # the ruleset has no such abortive draw
    NOT_FIRST_DRAW = "not_first_draw"  # only on the player's first draw
    AFTER_CALL = "after_call"  # a call earlier in the hand breaks the first go-around
    TOO_FEW_KINDS = "too_few_kinds"  # fewer than nine different terminal and honour kinds


class SourceDoc(StrEnum):
    """Documents a penalty's citation names (`penalties[].source_docs`; rulesets.md §0, rrc.md §0).

    The value is the key written in the citation itself ("EMA16 §5.7"), the same in every
    language; the GUI's legend gives each one's title.
    """

    EMA16 = "EMA16"  # EMA Riichi rules, 2016 edition (read)
    EMA12 = "EMA12"  # EMA 2012 edition as reproduced by others
    EMA25 = "EMA25"  # EMA 2025 edition (not read)
    WRC = "WRC"  # World Riichi Championship rules, edition as named by the citing source
    WRC15 = "WRC15"
    WRC22_BE = "WRC22-BE"  # Mahjong Belgium's summary of the 2022 changes
    WRC22_OPT = "WRC22-OPT"  # WRC 2022 optional rules
    WRC25 = "WRC25"  # WRC 2025 rulebook (not read)
    WRC25_AZ = "WRC25-AZ"  # azriichi.org: current WRC with its own modifications
    TORI = "TORI"  # Toronto Riichi Club rules (tournament = older WRC)
    MS_QCR = "MS-QCR"  # Queen City Riichi ruleset
    GALAXY = "GALAXY"  # Galaxy Open regulations
    RRC_BR = "RRC BR"  # RRC rules: basic rules
    RRC_TR = "RRC TR"  # RRC rules: tournament rules
    RRC_RG = "RRC RG"  # RRC referee guide
    RRC_TO = "RRC TO"  # RRC guide to running tournaments


class SourceNote(StrEnum):
    """Remarks on a penalty's citation (`penalties[].source_notes[].id`), parameters beside it.

    Parameters (engine/penalties.py `NOTE_PARAMS`): `document`/`placeholder`/`via` a `SourceDoc`,
    `cite`/`section` a citation, `chapter`/`year`/`tiles`/`minutes` numbers, `points` table
    points, `consequence` a `PenaltyConsequence`, `formula` a `PenaltyFormula`.
    """

    CHAPTER_NOT_READ_PLACEHOLDER = "chapter_not_read_placeholder"  # document, chapter, placeholder
    NOT_STATED_PLACEHOLDER = "not_stated_placeholder"  # document, placeholder
    TEXT_NOT_READ = "text_not_read"  # the cited text itself could not be read
    VALUES_NOT_READ = "values_not_read"  # the section exists; its amounts were not read
    ALLOWED_IN_EDITION = "allowed_in_edition"  # year: no infraction in that edition
    MORE_THAN_TILES = "more_than_tiles"  # tiles: the threshold the source gives
    POINTS_IN_SOURCE = "points_in_source"  # cite, points: that source's amount
    CONSEQUENCE_IN_SOURCE = "consequence_in_source"  # cite, consequence: that source's ruling
    FORMULA_IN_SOURCE = "formula_in_source"  # cite, formula: that source's way to the amount
    SUBSTITUTE_AFTER_MINUTES = "substitute_after_minutes"  # cite, minutes
    SHOWN_OR_NOT_SINCE = "shown_or_not_since"  # year: chombo whether or not the hand was shown
    WRONG_TILE_ADDED_TO_HAND = "wrong_tile_added_to_hand"  # only once the tile joins the hand
    CALLS_CANNOT_BE_CHANGED = "calls_cannot_be_changed"
    INTENTIONAL_CHOMBO_IS_CHEATING = "intentional_chombo_is_cheating"
    OFF_OVERALL_SCORE = "off_overall_score"  # point penalties leave the overall score
    CITES = "cites"  # via, section: the source quotes that section
    MIXING_BEFORE_SETTLEMENT = "mixing_before_settlement"  # RG's rule on mixing before payment


#: The boolean fields of a `score` request (contract order), shared by the engine and the app.
SITUATION_FLAGS: tuple[str, ...] = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "rinshan",
    "chankan",
    "haitei",
    "houtei",
    "tenhou",
    "chiihou",
    "renhou",
    "paarenchan",
    "chankan_closed_kan",  # the robbed kan was a closed kan (needs chankan; kokushi only)
)
