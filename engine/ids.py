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
    URA_WITHOUT_RIICHI = "ura_without_riichi"
    TOO_MANY_INDICATORS = "too_many_indicators"
    MORE_URA_THAN_DORA = "more_ura_than_dora"
    DOUBLE_RIICHI_NOT_IN_RULESET = "double_riichi_not_in_ruleset"
    RENHOU_NOT_IN_RULESET = "renhou_not_in_ruleset"
    PAARENCHAN_NOT_IN_RULESET = "paarenchan_not_in_ruleset"
    PAARENCHAN_NON_DEALER = "paarenchan_non_dealer"


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


class AbortiveReason(StrEnum):
    FOUR_WINDS = "four_winds"
    FOUR_RIICHI = "four_riichi"
    FOUR_KANS = "four_kans"
    KYUUSHU = "kyuushu"
    TRIPLE_RON = "triple_ron"


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
