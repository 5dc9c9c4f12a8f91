"""The words of every engine id, as data: one table per id type, English source strings.

Each table maps an id (`engine.ids`) to its English words, marked with `QT_TRANSLATE_NOOP`
in the context ``labels`` so that lupdate extracts them; `referee_app.text.labels` translates
them when it shows them (`labels.label(member)` for any id, or the function named after the
table). Adding an id is a line here; a new id type is a table here and its line in
`LABEL_TABLES` (below). Terms follow ``translations/glossary.md``.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from engine.ids import (
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
from referee_app.text.noop import QT_TRANSLATE_NOOP

#: Romanised Japanese names: the same in every language, so not translated.
YAKU_ROMAJI: dict[str, str] = {
    YakuId.RIICHI: "Riichi",
    YakuId.DOUBLE_RIICHI: "Double riichi",
    YakuId.IPPATSU: "Ippatsu",
    YakuId.MENZEN_TSUMO: "Menzen tsumo",
    YakuId.PINFU: "Pinfu",
    YakuId.IIPEIKOU: "Iipeikou",
    YakuId.TANYAO: "Tanyao",
    YakuId.YAKUHAI_HAKU: "Yakuhai: haku",
    YakuId.YAKUHAI_HATSU: "Yakuhai: hatsu",
    YakuId.YAKUHAI_CHUN: "Yakuhai: chun",
    YakuId.SEAT_WIND: "Yakuhai: jikaze",
    YakuId.ROUND_WIND: "Yakuhai: bakaze",
    YakuId.HAITEI: "Haitei raoyue",
    YakuId.HOUTEI: "Houtei raoyui",
    YakuId.RINSHAN: "Rinshan kaihou",
    YakuId.CHANKAN: "Chankan",
    YakuId.SANSHOKU: "Sanshoku doujun",
    YakuId.ITTSU: "Ittsu",
    YakuId.CHANTA: "Chanta",
    YakuId.CHIITOITSU: "Chiitoitsu",
    YakuId.TOITOI: "Toitoi",
    YakuId.SANANKOU: "Sanankou",
    YakuId.SANSHOKU_DOUKOU: "Sanshoku doukou",
    YakuId.SANKANTSU: "Sankantsu",
    YakuId.SHOUSANGEN: "Shousangen",
    YakuId.HONROUTOU: "Honroutou",
    YakuId.HONITSU: "Honitsu",
    YakuId.JUNCHAN: "Junchan",
    YakuId.RYANPEIKOU: "Ryanpeikou",
    YakuId.CHINITSU: "Chinitsu",
    YakuId.RENHOU: "Renhou",
    YakuId.NAGASHI_MANGAN: "Nagashi mangan",
    YakuId.KOKUSHI: "Kokushi musou",
    YakuId.KOKUSHI_13: "Kokushi musou juusanmen",
    YakuId.SUUANKOU: "Suuankou",
    YakuId.SUUANKOU_TANKI: "Suuankou tanki",
    YakuId.DAISANGEN: "Daisangen",
    YakuId.SHOUSUUSHII: "Shousuushii",
    YakuId.DAISUUSHII: "Daisuushii",
    YakuId.TSUUIISOU: "Tsuuiisou",
    YakuId.CHINROUTOU: "Chinroutou",
    YakuId.RYUUIISOU: "Ryuuiisou",
    YakuId.CHUUREN: "Chuuren poutou",
    YakuId.JUNSEI_CHUUREN: "Junsei chuuren poutou",
    YakuId.SUUKANTSU: "Suukantsu",
    YakuId.TENHOU: "Tenhou",
    YakuId.CHIIHOU: "Chiihou",
    YakuId.PAARENCHAN: "Paarenchan",
}


#: Local names. English: a descriptive name; the translations carry the RRC spelling (ru)
#: and the Ukrainian transliteration (uk), as fixed in translations/glossary.md.
YAKU_LOCAL: dict[str, str] = {
    YakuId.RIICHI: QT_TRANSLATE_NOOP("labels", "Ready hand"),
    YakuId.DOUBLE_RIICHI: QT_TRANSLATE_NOOP("labels", "Double ready hand"),
    YakuId.IPPATSU: QT_TRANSLATE_NOOP("labels", "One shot"),
    YakuId.MENZEN_TSUMO: QT_TRANSLATE_NOOP("labels", "Concealed self-draw"),
    YakuId.PINFU: QT_TRANSLATE_NOOP("labels", "No-points hand"),
    YakuId.IIPEIKOU: QT_TRANSLATE_NOOP("labels", "Twin sequences"),
    YakuId.TANYAO: QT_TRANSLATE_NOOP("labels", "All simples"),
    YakuId.YAKUHAI_HAKU: QT_TRANSLATE_NOOP("labels", "White dragon"),
    YakuId.YAKUHAI_HATSU: QT_TRANSLATE_NOOP("labels", "Green dragon"),
    YakuId.YAKUHAI_CHUN: QT_TRANSLATE_NOOP("labels", "Red dragon"),
    YakuId.SEAT_WIND: QT_TRANSLATE_NOOP("labels", "Seat wind"),
    YakuId.ROUND_WIND: QT_TRANSLATE_NOOP("labels", "Round wind"),
    YakuId.HAITEI: QT_TRANSLATE_NOOP("labels", "Last tile from the wall"),
    YakuId.HOUTEI: QT_TRANSLATE_NOOP("labels", "Last discard"),
    YakuId.RINSHAN: QT_TRANSLATE_NOOP("labels", "Kan replacement win"),
    YakuId.CHANKAN: QT_TRANSLATE_NOOP("labels", "Robbing a kan"),
    YakuId.SANSHOKU: QT_TRANSLATE_NOOP("labels", "Three-suit sequence"),
    YakuId.ITTSU: QT_TRANSLATE_NOOP("labels", "Straight"),
    YakuId.CHANTA: QT_TRANSLATE_NOOP("labels", "Outside hand"),
    YakuId.CHIITOITSU: QT_TRANSLATE_NOOP("labels", "Seven pairs"),
    YakuId.TOITOI: QT_TRANSLATE_NOOP("labels", "All pons"),
    YakuId.SANANKOU: QT_TRANSLATE_NOOP("labels", "Three concealed pons"),
    YakuId.SANSHOKU_DOUKOU: QT_TRANSLATE_NOOP("labels", "Three-suit pons"),
    YakuId.SANKANTSU: QT_TRANSLATE_NOOP("labels", "Three kans"),
    YakuId.SHOUSANGEN: QT_TRANSLATE_NOOP("labels", "Little three dragons"),
    YakuId.HONROUTOU: QT_TRANSLATE_NOOP("labels", "All terminals and honours"),
    YakuId.HONITSU: QT_TRANSLATE_NOOP("labels", "Half flush"),
    YakuId.JUNCHAN: QT_TRANSLATE_NOOP("labels", "Terminals in every set"),
    YakuId.RYANPEIKOU: QT_TRANSLATE_NOOP("labels", "Two twin sequences"),
    YakuId.CHINITSU: QT_TRANSLATE_NOOP("labels", "Full flush"),
    YakuId.RENHOU: QT_TRANSLATE_NOOP("labels", "Hand of man"),
    YakuId.NAGASHI_MANGAN: QT_TRANSLATE_NOOP("labels", "Terminal discards mangan"),
    YakuId.KOKUSHI: QT_TRANSLATE_NOOP("labels", "Thirteen orphans"),
    YakuId.KOKUSHI_13: QT_TRANSLATE_NOOP("labels", "Thirteen orphans, 13-sided wait"),
    YakuId.SUUANKOU: QT_TRANSLATE_NOOP("labels", "Four concealed pons"),
    YakuId.SUUANKOU_TANKI: QT_TRANSLATE_NOOP("labels", "Four concealed pons, pair wait"),
    YakuId.DAISANGEN: QT_TRANSLATE_NOOP("labels", "Big three dragons"),
    YakuId.SHOUSUUSHII: QT_TRANSLATE_NOOP("labels", "Little four winds"),
    YakuId.DAISUUSHII: QT_TRANSLATE_NOOP("labels", "Big four winds"),
    YakuId.TSUUIISOU: QT_TRANSLATE_NOOP("labels", "All honours"),
    YakuId.CHINROUTOU: QT_TRANSLATE_NOOP("labels", "All terminals"),
    YakuId.RYUUIISOU: QT_TRANSLATE_NOOP("labels", "All green"),
    YakuId.CHUUREN: QT_TRANSLATE_NOOP("labels", "Nine gates"),
    YakuId.JUNSEI_CHUUREN: QT_TRANSLATE_NOOP("labels", "Nine gates, 9-sided wait"),
    YakuId.SUUKANTSU: QT_TRANSLATE_NOOP("labels", "Four kans"),
    YakuId.TENHOU: QT_TRANSLATE_NOOP("labels", "Heavenly hand"),
    YakuId.CHIIHOU: QT_TRANSLATE_NOOP("labels", "Earthly hand"),
    YakuId.PAARENCHAN: QT_TRANSLATE_NOOP("labels", "Eight dealer wins in a row"),
}


LIMITS: dict[str, str] = {
    LimitId.MANGAN: QT_TRANSLATE_NOOP("labels", "Mangan"),
    LimitId.HANEMAN: QT_TRANSLATE_NOOP("labels", "Haneman"),
    LimitId.BAIMAN: QT_TRANSLATE_NOOP("labels", "Baiman"),
    LimitId.SANBAIMAN: QT_TRANSLATE_NOOP("labels", "Sanbaiman"),
    LimitId.YAKUMAN: QT_TRANSLATE_NOOP("labels", "Yakuman"),
}


FU: dict[str, str] = {
    FuId.BASE: QT_TRANSLATE_NOOP("labels", "Base fu"),
    FuId.CLOSED_RON: QT_TRANSLATE_NOOP("labels", "Closed hand won by ron"),
    FuId.TSUMO: QT_TRANSLATE_NOOP("labels", "Tsumo"),
    FuId.OPEN_PINFU: QT_TRANSLATE_NOOP("labels", "Open hand without fu"),
    FuId.CHIITOITSU: QT_TRANSLATE_NOOP("labels", "Seven pairs: always 25 fu"),
    FuId.WAIT_KANCHAN: QT_TRANSLATE_NOOP("labels", "Closed wait (kanchan)"),
    FuId.WAIT_PENCHAN: QT_TRANSLATE_NOOP("labels", "Edge wait (penchan)"),
    FuId.WAIT_TANKI: QT_TRANSLATE_NOOP("labels", "Pair wait (tanki)"),
    FuId.PAIR_DRAGON: QT_TRANSLATE_NOOP("labels", "Dragon pair"),
    FuId.PAIR_SEAT_WIND: QT_TRANSLATE_NOOP("labels", "Seat wind pair"),
    FuId.PAIR_ROUND_WIND: QT_TRANSLATE_NOOP("labels", "Round wind pair"),
    FuId.PAIR_DOUBLE_WIND: QT_TRANSLATE_NOOP("labels", "Double wind pair"),
    FuId.OPEN_PON_SIMPLE: QT_TRANSLATE_NOOP("labels", "Open pon of simples"),
    FuId.OPEN_PON_TERMINAL: QT_TRANSLATE_NOOP("labels", "Open pon of terminals"),
    FuId.OPEN_PON_HONOR: QT_TRANSLATE_NOOP("labels", "Open pon of honours"),
    FuId.CLOSED_PON_SIMPLE: QT_TRANSLATE_NOOP("labels", "Closed pon of simples"),
    FuId.CLOSED_PON_TERMINAL: QT_TRANSLATE_NOOP("labels", "Closed pon of terminals"),
    FuId.CLOSED_PON_HONOR: QT_TRANSLATE_NOOP("labels", "Closed pon of honours"),
    FuId.OPEN_KAN_SIMPLE: QT_TRANSLATE_NOOP("labels", "Open kan of simples"),
    FuId.OPEN_KAN_TERMINAL: QT_TRANSLATE_NOOP("labels", "Open kan of terminals"),
    FuId.OPEN_KAN_HONOR: QT_TRANSLATE_NOOP("labels", "Open kan of honours"),
    FuId.CLOSED_KAN_SIMPLE: QT_TRANSLATE_NOOP("labels", "Closed kan of simples"),
    FuId.CLOSED_KAN_TERMINAL: QT_TRANSLATE_NOOP("labels", "Closed kan of terminals"),
    FuId.CLOSED_KAN_HONOR: QT_TRANSLATE_NOOP("labels", "Closed kan of honours"),
}


WAITS: dict[str, str] = {
    WaitKind.RYANMEN: QT_TRANSLATE_NOOP("labels", "Two-sided wait (ryanmen)"),
    WaitKind.KANCHAN: QT_TRANSLATE_NOOP("labels", "Closed wait (kanchan)"),
    WaitKind.PENCHAN: QT_TRANSLATE_NOOP("labels", "Edge wait (penchan)"),
    WaitKind.TANKI: QT_TRANSLATE_NOOP("labels", "Pair wait (tanki)"),
    WaitKind.SHANPON: QT_TRANSLATE_NOOP("labels", "Dual pon wait (shanpon)"),
    WaitKind.KOKUSHI: QT_TRANSLATE_NOOP("labels", "Thirteen orphans wait"),
    WaitKind.KOKUSHI_13: QT_TRANSLATE_NOOP("labels", "Thirteen-sided wait"),
}


SET_KINDS: dict[str, str] = {
    SetKind.CHI: QT_TRANSLATE_NOOP("labels", "Chi"),
    SetKind.PON: QT_TRANSLATE_NOOP("labels", "Pon"),
    SetKind.KAN: QT_TRANSLATE_NOOP("labels", "Kan"),
    SetKind.PAIR: QT_TRANSLATE_NOOP("labels", "Pair"),
    SetKind.SINGLE: QT_TRANSLATE_NOOP("labels", "Single tile"),
}


#: sets formed in the hand, not called: "chi" and "pon" name calls, so a beginner reading a
#: breakdown must not see a concealed run called a chi
CONCEALED_SET_KINDS: dict[str, str] = {
    SetKind.CHI: QT_TRANSLATE_NOOP("labels", "Run"),
    SetKind.PON: QT_TRANSLATE_NOOP("labels", "Triplet"),
    SetKind.KAN: QT_TRANSLATE_NOOP("labels", "Closed kan"),
}


MELD_KINDS: dict[str, str] = {
    MeldKind.CHI: QT_TRANSLATE_NOOP("labels", "Chi"),
    MeldKind.PON: QT_TRANSLATE_NOOP("labels", "Pon"),
    MeldKind.KAN: QT_TRANSLATE_NOOP("labels", "Open kan"),
    MeldKind.ANKAN: QT_TRANSLATE_NOOP("labels", "Closed kan"),
    MeldKind.SHOUMINKAN: QT_TRANSLATE_NOOP("labels", "Added kan"),
}


READING_KINDS: dict[str, str] = {
    ReadingKind.STANDARD: QT_TRANSLATE_NOOP("labels", "Four sets and a pair"),
    ReadingKind.CHIITOITSU: QT_TRANSLATE_NOOP("labels", "Seven pairs"),
    ReadingKind.KOKUSHI: QT_TRANSLATE_NOOP("labels", "Thirteen orphans"),
}


WINDS: dict[str, str] = {
    Wind.EAST: QT_TRANSLATE_NOOP("labels", "East"),
    Wind.SOUTH: QT_TRANSLATE_NOOP("labels", "South"),
    Wind.WEST: QT_TRANSLATE_NOOP("labels", "West"),
    Wind.NORTH: QT_TRANSLATE_NOOP("labels", "North"),
}


CONFLICTS: dict[str, str] = {
    ConflictId.IPPATSU_WITHOUT_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Ippatsu needs a riichi declaration."
    ),
    ConflictId.RIICHI_OPEN_HAND: QT_TRANSLATE_NOOP(
        "labels", "Riichi can only be declared with a closed hand."
    ),
    ConflictId.DOUBLE_RIICHI_OPEN_HAND: QT_TRANSLATE_NOOP(
        "labels", "Double riichi can only be declared with a closed hand."
    ),
    ConflictId.IPPATSU_OPEN_HAND: QT_TRANSLATE_NOOP(
        "labels", "Ippatsu is impossible in an open hand."
    ),
    ConflictId.IPPATSU_WITH_RINSHAN: QT_TRANSLATE_NOOP(
        "labels", "A kan after riichi ends ippatsu, so it cannot go with rinshan."
    ),
    ConflictId.RINSHAN_ON_RON: QT_TRANSLATE_NOOP(
        "labels", "Rinshan is a win on a drawn replacement tile, so it cannot be a ron."
    ),
    ConflictId.RINSHAN_WITHOUT_KAN: QT_TRANSLATE_NOOP("labels", "Rinshan needs a kan in the hand."),
    ConflictId.CHANKAN_ON_TSUMO: QT_TRANSLATE_NOOP(
        "labels", "Chankan is a ron on another player's kan, so it cannot be a tsumo."
    ),
    ConflictId.HAITEI_ON_RON: QT_TRANSLATE_NOOP(
        "labels", "Haitei is a tsumo on the last wall tile; on a ron choose houtei."
    ),
    ConflictId.HAITEI_WITH_RINSHAN: QT_TRANSLATE_NOOP(
        "labels", "Haitei and rinshan cannot both apply to one win."
    ),
    ConflictId.HOUTEI_ON_TSUMO: QT_TRANSLATE_NOOP(
        "labels", "Houtei is a ron on the last discard; on a tsumo choose haitei."
    ),
    ConflictId.HOUTEI_WITH_CHANKAN: QT_TRANSLATE_NOOP(
        "labels", "Houtei and chankan cannot both apply to one win."
    ),
    ConflictId.TENHOU_NON_DEALER: QT_TRANSLATE_NOOP(
        "labels", "Tenhou is the dealer's win; a non-dealer may have chiihou."
    ),
    ConflictId.TENHOU_ON_RON: QT_TRANSLATE_NOOP("labels", "Tenhou is won by tsumo only."),
    ConflictId.TENHOU_AFTER_CALL: QT_TRANSLATE_NOOP(
        "labels", "Tenhou is impossible once a call has been made."
    ),
    ConflictId.TENHOU_WITH_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Tenhou is won on the first draw, before any riichi."
    ),
    ConflictId.CHIIHOU_DEALER: QT_TRANSLATE_NOOP(
        "labels", "Chiihou is a non-dealer's win; the dealer may have tenhou."
    ),
    ConflictId.CHIIHOU_ON_RON: QT_TRANSLATE_NOOP("labels", "Chiihou is won by tsumo only."),
    ConflictId.CHIIHOU_AFTER_CALL: QT_TRANSLATE_NOOP(
        "labels", "Chiihou is impossible once a call has been made."
    ),
    ConflictId.CHIIHOU_WITH_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Chiihou is won on the first draw, before any riichi."
    ),
    ConflictId.RENHOU_DEALER: QT_TRANSLATE_NOOP("labels", "Renhou is a non-dealer's win."),
    ConflictId.RENHOU_ON_TSUMO: QT_TRANSLATE_NOOP("labels", "Renhou is won by ron only."),
    ConflictId.RENHOU_AFTER_CALL: QT_TRANSLATE_NOOP(
        "labels", "Renhou is impossible once a call has been made."
    ),
    ConflictId.RENHOU_WITH_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Renhou comes before the player's first draw, so before any riichi."
    ),
    ConflictId.FIRST_TURN_FLAGS_TOGETHER: QT_TRANSLATE_NOOP(
        "labels", "Only one of tenhou, chiihou and renhou can apply."
    ),
    ConflictId.URA_WITHOUT_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Ura-dora are only revealed for a riichi hand."
    ),
    ConflictId.TOO_MANY_INDICATORS: QT_TRANSLATE_NOOP(
        "labels", "There can be at most five dora indicators (one plus four kans)."
    ),
    ConflictId.MORE_INDICATORS_THAN_KANS: QT_TRANSLATE_NOOP(
        "labels",
        "There can be at most one dora indicator plus one per kan (the same for ura-dora).",
    ),
    ConflictId.MORE_URA_THAN_DORA: QT_TRANSLATE_NOOP(
        "labels", "There cannot be more ura-dora indicators than dora indicators."
    ),
    ConflictId.DOUBLE_RIICHI_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no double riichi."
    ),
    ConflictId.RENHOU_NOT_IN_RULESET: QT_TRANSLATE_NOOP("labels", "This ruleset has no renhou."),
    ConflictId.PAARENCHAN_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no paarenchan."
    ),
    ConflictId.PAARENCHAN_NON_DEALER: QT_TRANSLATE_NOOP(
        "labels", "Paarenchan is the dealer's eighth win in a row; only the dealer can have it."
    ),
    ConflictId.FIRST_TURN_ON_LAST_TILE: QT_TRANSLATE_NOOP(
        "labels",
        "Tenhou, chiihou and renhou are wins in the first turn, never on the last tile "
        "(haitei, houtei).",
    ),
    ConflictId.RENHOU_WITH_CHANKAN: QT_TRANSLATE_NOOP(
        "labels",
        "A kan to rob needs a pon called before it, which ends the first turn: no renhou.",
    ),
    ConflictId.CHANKAN_TILE_HELD: QT_TRANSLATE_NOOP(
        "labels",
        "The robbed kan holds the other three copies of the winning tile, so no other copy can "
        "be in the hand, its calls or the dora indicators.",
    ),
    ConflictId.CLOSED_KAN_ROBBERY_WITHOUT_CHANKAN: QT_TRANSLATE_NOOP(
        "labels", "Robbing a closed kan is a chankan win: tick chankan first."
    ),
    ConflictId.CLOSED_KAN_ROBBED_WITHOUT_KOKUSHI: QT_TRANSLATE_NOOP(
        "labels", "Only thirteen orphans (kokushi musou) may rob a closed kan."
    ),
    ConflictId.CLOSED_KAN_ROBBED_TILE_HELD: QT_TRANSLATE_NOOP(
        "labels",
        "The robbed closed kan holds all four copies of the winning tile, so the hand cannot "
        "hold another: only a single-wait thirteen orphans can rob it.",
    ),
    ConflictId.CLOSED_KAN_ROBBERY_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset does not allow robbing a closed kan, not even for thirteen orphans."
    ),
    ConflictId.RIICHI_TILE_WITHOUT_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "A discard is marked as the riichi tile, but the player is not in riichi."
    ),
    ConflictId.WIN_FLAG_AT_DRAW: QT_TRANSLATE_NOOP(
        "labels",
        "No one wins at an exhaustive draw: how a hand is won (haitei, houtei, rinshan, "
        "chankan, ippatsu, a first-turn win, paarenchan) gives no yaku there.",
    ),
}


#: Situation flags of a `score` request that are not yaku (the others are named by
#: `yaku_label`); see `situation_flag_label`.
SITUATION_FLAG_LABELS: dict[str, str] = {
    "chankan_closed_kan": QT_TRANSLATE_NOOP("labels", "Chankan on a closed kan"),
}


WHY_NOT: dict[str, str] = {
    WhyNot.PINFU_WAIT: QT_TRANSLATE_NOOP(
        "labels", "Pinfu needs a two-sided wait; this hand can only be read with another wait."
    ),
    WhyNot.PINFU_VALUE_PAIR: QT_TRANSLATE_NOOP(
        "labels", "Pinfu needs a pair that gives no fu; this pair is a dragon or a value wind."
    ),
    WhyNot.PINFU_OPEN: QT_TRANSLATE_NOOP("labels", "Pinfu needs a closed hand."),
    WhyNot.PINFU_EXTRA_FU: QT_TRANSLATE_NOOP(
        "labels", "Pinfu needs four chi; a pon or kan gives fu."
    ),
    WhyNot.TANYAO_OPEN_NOT_ALLOWED: QT_TRANSLATE_NOOP(
        "labels", "This ruleset allows tanyao only in a closed hand."
    ),
    WhyNot.TANYAO_TERMINAL_OR_HONOR: QT_TRANSLATE_NOOP(
        "labels", "Tanyao allows no terminals or honours."
    ),
    WhyNot.CLOSED_ONLY_YAKU_OPEN: QT_TRANSLATE_NOOP(
        "labels", "This yaku needs a closed hand; calls opened it."
    ),
    WhyNot.RON_PON_NOT_CONCEALED: QT_TRANSLATE_NOOP(
        "labels", "A pon completed by ron counts as open, so it is not a concealed pon."
    ),
    WhyNot.CHIITOITSU_REPEATED_PAIR: QT_TRANSLATE_NOOP(
        "labels", "Seven pairs must be seven different pairs; four of a kind is not two pairs."
    ),
    WhyNot.FIVE_COUNTER_RULE: QT_TRANSLATE_NOOP(
        "labels", "From five honba on, this ruleset needs two han from yaku (dora do not count)."
    ),
    WhyNot.YAKUMAN_NOT_STACKED: QT_TRANSLATE_NOOP(
        "labels", "This ruleset does not add several yakuman together."
    ),
    WhyNot.DOUBLE_YAKUMAN_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset counts this hand as a single yakuman."
    ),
    WhyNot.KAZOE_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no counted yakuman: 13 han or more is a sanbaiman."
    ),
    WhyNot.RENHOU_NORMAL_VALUE_HIGHER: QT_TRANSLATE_NOOP(
        "labels", "The hand is worth more without renhou, so its normal value is taken."
    ),
    WhyNot.IIPEIKOU_IN_RYANPEIKOU: QT_TRANSLATE_NOOP(
        "labels", "Ryanpeikou already includes iipeikou; they are not counted together."
    ),
    WhyNot.CHANTA_IN_JUNCHAN: QT_TRANSLATE_NOOP(
        "labels", "Junchan replaces chanta; they are not counted together."
    ),
    WhyNot.READINGS_INCOMPATIBLE: QT_TRANSLATE_NOOP(
        "labels", "It needs a different reading of the sets; the reading worth more was taken."
    ),
    WhyNot.SUUANKOU_RON_NOT_TANKI: QT_TRANSLATE_NOOP(
        "labels", "Won by ron on a dual pon wait, one pon counts as open: sanankou, not suuankou."
    ),
    WhyNot.DORA_NOT_YAKU: QT_TRANSLATE_NOOP(
        "labels", "Dora are not a yaku: a hand needs at least one yaku to win."
    ),
}


#: Error sentences without details (always available).
ERRORS: dict[str, str] = {
    ErrorCode.INVALID_NOTATION: QT_TRANSLATE_NOOP(
        "labels", "The tiles could not be read. Write them like 123m456p789s11z."
    ),
    ErrorCode.TOO_MANY_COPIES: QT_TRANSLATE_NOOP(
        "labels", "A tile appears more than four times; there are only four of each."
    ),
    ErrorCode.TOO_MANY_RED_FIVES: QT_TRANSLATE_NOOP(
        "labels", "There is only one red five of each suit."
    ),
    ErrorCode.NO_RED_FIVES_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset plays without red fives."
    ),
    ErrorCode.TOO_MANY_PLAIN_FIVES: QT_TRANSLATE_NOOP(
        "labels", "All four fives of a suit are plain, but with red fives one of them is red."
    ),
    ErrorCode.WRONG_TILE_COUNT: QT_TRANSLATE_NOOP(
        "labels", "The hand has the wrong number of tiles."
    ),
    ErrorCode.INVALID_MELD: QT_TRANSLATE_NOOP("labels", "A call is not a valid chi, pon or kan."),
    ErrorCode.WIN_TILE_NOT_IN_HAND: QT_TRANSLATE_NOOP(
        "labels", "The winning tile is not among the hand's tiles."
    ),
    ErrorCode.NOT_A_WINNING_HAND: QT_TRANSLATE_NOOP(
        "labels", "These tiles do not make a complete hand."
    ),
    ErrorCode.NO_YAKU: QT_TRANSLATE_NOOP(
        "labels", "The hand has no yaku. Dora alone do not allow a win."
    ),
    ErrorCode.CONFLICTING_SITUATION: QT_TRANSLATE_NOOP(
        "labels", "The situation flags contradict each other."
    ),
    ErrorCode.NOT_ENOUGH_HAN: QT_TRANSLATE_NOOP(
        "labels", "The hand does not have the minimum han this ruleset requires here."
    ),
    ErrorCode.UNKNOWN_RULESET: QT_TRANSLATE_NOOP("labels", "The ruleset is not known."),
    ErrorCode.INVALID_RULESET: QT_TRANSLATE_NOOP("labels", "The ruleset has an invalid value."),
    ErrorCode.INVALID_REQUEST: QT_TRANSLATE_NOOP("labels", "The request is incomplete or invalid."),
    ErrorCode.UNKNOWN_COMMAND: QT_TRANSLATE_NOOP(
        "labels", "The engine does not know this command."
    ),
    ErrorCode.INVALID_SETTLEMENT: QT_TRANSLATE_NOOP(
        "labels", "This result cannot be settled: check the seats and the values entered."
    ),
    ErrorCode.NOT_ALLOWED_BY_RULESET: QT_TRANSLATE_NOOP(
        "labels", "The selected ruleset does not allow this."
    ),
    ErrorCode.GAME_OVER: QT_TRANSLATE_NOOP("labels", "The game is over; no more hands are played."),
    ErrorCode.REQUEST_TOO_LARGE: QT_TRANSLATE_NOOP(
        "labels", "The request is larger than the engine accepts."
    ),
    ErrorCode.REQUEST_TOO_DEEP: QT_TRANSLATE_NOOP("labels", "The request is nested too deeply."),
    ErrorCode.BATCH_TOO_LONG: QT_TRANSLATE_NOOP(
        "labels", "The batch holds more requests than the engine accepts at once."
    ),
}


#: Sentences that use details: (code, detail keys they need, source with %1, %2...). The first
#: entry whose keys are all present wins; otherwise `ERRORS` is used.
ERROR_DETAILS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        ErrorCode.INVALID_NOTATION,
        ("text", "position"),
        QT_TRANSLATE_NOOP("labels", "“%1” cannot be read as tiles (at character %2)."),
    ),
    (
        ErrorCode.INVALID_NOTATION,
        ("text",),
        QT_TRANSLATE_NOOP("labels", "“%1” cannot be read as tiles. Write them like 123m456p11z."),
    ),
    (
        ErrorCode.TOO_MANY_COPIES,
        ("tile", "count"),
        QT_TRANSLATE_NOOP("labels", "%1 is entered %2 times; there are only four of each tile."),
    ),
    (
        ErrorCode.TOO_MANY_COPIES,
        ("tile",),
        QT_TRANSLATE_NOOP("labels", "%1 is entered more than four times."),
    ),
    (
        ErrorCode.TOO_MANY_PLAIN_FIVES,
        ("tile", "red"),
        QT_TRANSLATE_NOOP(
            "labels", "All four %1 are plain, but with red fives one of them is red: write it %2."
        ),
    ),
    (
        ErrorCode.TOO_MANY_RED_FIVES,
        ("tile",),
        QT_TRANSLATE_NOOP("labels", "Red five %1 is entered more than once; the set has one."),
    ),
    (
        ErrorCode.WRONG_TILE_COUNT,
        ("count", "expected"),
        QT_TRANSLATE_NOOP("labels", "The hand has %1 tiles; with these calls it needs %2."),
    ),
    (
        ErrorCode.INVALID_MELD,
        ("meld",),
        QT_TRANSLATE_NOOP("labels", "“%1” is not a valid chi, pon or kan."),
    ),
    (
        ErrorCode.INVALID_MELD,
        ("count",),
        QT_TRANSLATE_NOOP("labels", "A hand has at most four calls; %1 are entered."),
    ),
    (
        ErrorCode.INVALID_REQUEST,
        ("field",),
        QT_TRANSLATE_NOOP("labels", "The request's “%1” is missing or invalid."),
    ),
    (
        ErrorCode.WIN_TILE_NOT_IN_HAND,
        ("tile",),
        QT_TRANSLATE_NOOP("labels", "The winning tile %1 is not among the hand's tiles."),
    ),
    (
        ErrorCode.NOT_ENOUGH_HAN,
        ("han", "required"),
        QT_TRANSLATE_NOOP("labels", "The yaku give %1 han; this ruleset requires %2 here."),
    ),
    (
        ErrorCode.UNKNOWN_RULESET,
        ("ruleset",),
        QT_TRANSLATE_NOOP("labels", "The ruleset “%1” is not known."),
    ),
    (
        ErrorCode.UNKNOWN_COMMAND,
        ("command",),
        QT_TRANSLATE_NOOP("labels", "The engine does not know the command “%1”."),
    ),
)


SETTLE_PROBLEMS: dict[str, str] = {
    SettleProblem.DISCARDER_WINS: QT_TRANSLATE_NOOP(
        "labels", "The discarder is also entered as a winner: choose who dealt in and who won."
    ),
    SettleProblem.WINNER_TWICE: QT_TRANSLATE_NOOP(
        "labels", "A player is chosen as a winner twice."
    ),
    SettleProblem.RIICHI_BELOW_1000: QT_TRANSLATE_NOOP(
        "labels", "Under this ruleset a player with fewer than 1,000 points cannot declare riichi."
    ),
    SettleProblem.FOUR_RIICHI_NOT_ALL: QT_TRANSLATE_NOOP(
        "labels",
        "Four riichi: tick all four players under “Riichi declared”, or choose another reason.",
    ),
    SettleProblem.ABORTIVE_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset does not have this abortive draw."
    ),
    SettleProblem.NAGASHI_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no nagashi mangan."
    ),
    SettleProblem.PAO_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no liability (pao): choose Nobody."
    ),
    SettleProblem.PAO_YAKU_NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no liability (pao) for this yaku."
    ),
    SettleProblem.PAO_OWN_WIN: QT_TRANSLATE_NOOP(
        "labels", "A winner cannot be liable (pao) for their own win."
    ),
    SettleProblem.PAO_WITHOUT_YAKUMAN: QT_TRANSLATE_NOOP(
        "labels",
        "Liability (pao) applies only to a yakuman: enter the yakuman or choose Nobody.",
    ),
    SettleProblem.NO_HAN: QT_TRANSLATE_NOOP(
        "labels", "A winning hand has at least 1 han (or a yakuman)."
    ),
    SettleProblem.FU_NOT_A_STEP: QT_TRANSLATE_NOOP(
        "labels", "Fu are 20 or more, rounded up to tens (25 for seven pairs)."
    ),
    SettleProblem.TWENTY_FU_ON_RON: QT_TRANSLATE_NOOP(
        "labels",
        "20 fu is only a tsumo with pinfu: a ron has 30 fu at the least (25 for seven pairs).",
    ),
    SettleProblem.TWENTY_FU_BELOW_MIN_HAN: QT_TRANSLATE_NOOP(
        "labels", "20 fu is a tsumo with pinfu: that is more han than entered."
    ),
    SettleProblem.TWENTY_FIVE_FU_BELOW_MIN_HAN: QT_TRANSLATE_NOOP(
        "labels", "25 fu is seven pairs: that is more han than entered."
    ),
    SettleProblem.TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN: QT_TRANSLATE_NOOP(
        "labels", "25 fu by tsumo is seven pairs with menzen tsumo: that is more han than entered."
    ),
    SettleProblem.TWO_HAN_RULE: QT_TRANSLATE_NOOP(
        "labels",
        "At these counters this ruleset asks this winner for 2 han without counting dora.",
    ),
}


#: The same refusals said precisely: (problem, detail keys, source with %1, %2... for them in
#: that order). The first entry whose keys are all present wins; otherwise `SETTLE_PROBLEMS`.
#: `seat`, `discarder` and `pao` are said as the player's name where the caller gives names.
SETTLE_PROBLEM_DETAILS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        SettleProblem.DISCARDER_WINS,
        ("discarder",),
        QT_TRANSLATE_NOOP(
            "labels", "%1 is both the discarder and a winner: choose who dealt in and who won."
        ),
    ),
    (
        SettleProblem.WINNER_TWICE,
        ("seat",),
        QT_TRANSLATE_NOOP("labels", "%1 is chosen as a winner twice."),
    ),
    (
        SettleProblem.RIICHI_BELOW_1000,
        ("seat",),
        QT_TRANSLATE_NOOP(
            "labels", "%1 has fewer than 1,000 points: this ruleset does not allow riichi."
        ),
    ),
    (
        SettleProblem.ABORTIVE_NOT_IN_RULESET,
        ("reason",),
        QT_TRANSLATE_NOOP("labels", "This ruleset has no abortive draw “%1”."),
    ),
    (
        SettleProblem.PAO_YAKU_NOT_IN_RULESET,
        ("yaku",),
        QT_TRANSLATE_NOOP("labels", "This ruleset has no liability (pao) for %1."),
    ),
    (
        SettleProblem.PAO_OWN_WIN,
        ("pao",),
        QT_TRANSLATE_NOOP("labels", "%1 cannot be liable (pao) for their own win."),
    ),
    (
        SettleProblem.FU_NOT_A_STEP,
        ("fu",),
        QT_TRANSLATE_NOOP(
            "labels",
            "A hand cannot have %1 fu: fu are 20 or more, rounded up to tens (25 for seven pairs).",
        ),
    ),
    (
        SettleProblem.TWENTY_FU_BELOW_MIN_HAN,
        ("min_han",),
        QT_TRANSLATE_NOOP("labels", "20 fu is a tsumo with pinfu: that is %1 han at the least."),
    ),
    (
        SettleProblem.TWENTY_FIVE_FU_BELOW_MIN_HAN,
        ("min_han",),
        QT_TRANSLATE_NOOP("labels", "25 fu is seven pairs: that is %1 han at the least."),
    ),
    (
        SettleProblem.TWENTY_FIVE_FU_TSUMO_BELOW_MIN_HAN,
        ("min_han",),
        QT_TRANSLATE_NOOP(
            "labels",
            "25 fu by tsumo is seven pairs with menzen tsumo: that is %1 han at the least.",
        ),
    ),
    (
        SettleProblem.TWO_HAN_RULE,
        ("honba", "seat", "min_han"),
        QT_TRANSLATE_NOOP(
            "labels",
            "%1 honba: under this ruleset %2 needs %3 han without counting dora to win.",
        ),
    ),
)


OUTCOMES: dict[str, str] = {
    OutcomeType.RON: QT_TRANSLATE_NOOP("labels", "Ron"),
    OutcomeType.TSUMO: QT_TRANSLATE_NOOP("labels", "Tsumo"),
    OutcomeType.DRAW: QT_TRANSLATE_NOOP("labels", "Exhaustive draw"),
    OutcomeType.ABORTIVE: QT_TRANSLATE_NOOP("labels", "Abortive draw"),
    OutcomeType.CHOMBO: QT_TRANSLATE_NOOP("labels", "Chombo"),
    OutcomeType.PENALTY: QT_TRANSLATE_NOOP("labels", "Penalty"),
}


ABORTIVE: dict[str, str] = {
    AbortiveReason.FOUR_WINDS: QT_TRANSLATE_NOOP("labels", "Four same winds discarded"),
    AbortiveReason.FOUR_RIICHI: QT_TRANSLATE_NOOP("labels", "Four riichi"),
    AbortiveReason.FOUR_KANS: QT_TRANSLATE_NOOP("labels", "Four kans (suukaikan)"),
    AbortiveReason.KYUUSHU: QT_TRANSLATE_NOOP(
        "labels", "Nine different terminals and honours (kyuushu kyuuhai)"
    ),
    AbortiveReason.TRIPLE_RON: QT_TRANSLATE_NOOP("labels", "Triple ron"),
}


TRANSFERS: dict[str, str] = {
    TransferReason.RON: QT_TRANSLATE_NOOP("labels", "Ron"),
    TransferReason.TSUMO: QT_TRANSLATE_NOOP("labels", "Tsumo"),
    TransferReason.HONBA: QT_TRANSLATE_NOOP("labels", "Honba"),
    TransferReason.RIICHI_STICK: QT_TRANSLATE_NOOP("labels", "Riichi stick"),
    TransferReason.RIICHI_STICKS_COLLECTED: QT_TRANSLATE_NOOP(
        "labels", "Riichi sticks from the table"
    ),
    TransferReason.RIICHI_STICK_RETURNED: QT_TRANSLATE_NOOP("labels", "Riichi stick returned"),
    TransferReason.NOTEN: QT_TRANSLATE_NOOP("labels", "Noten payment"),
    TransferReason.NAGASHI_MANGAN: QT_TRANSLATE_NOOP("labels", "Nagashi mangan"),
    TransferReason.PAO: QT_TRANSLATE_NOOP("labels", "Pao (liability)"),
    TransferReason.CHOMBO: QT_TRANSLATE_NOOP("labels", "Chombo"),
}


RULE_FIELD_NAMES: dict[str, str] = {
    "red_fives": QT_TRANSLATE_NOOP("labels", "Red fives"),
    "kuitan": QT_TRANSLATE_NOOP("labels", "Open tanyao (kuitan)"),
    "kiriage": QT_TRANSLATE_NOOP("labels", "Kiriage mangan"),
    "kazoe_yakuman": QT_TRANSLATE_NOOP("labels", "Counted yakuman (kazoe)"),
    "double_yakuman": QT_TRANSLATE_NOOP("labels", "Double yakuman hands"),
    "yakuman_stacking": QT_TRANSLATE_NOOP("labels", "Several yakuman add up"),
    "renhou": QT_TRANSLATE_NOOP("labels", "Renhou"),
    "double_riichi": QT_TRANSLATE_NOOP("labels", "Double riichi"),
    "paarenchan": QT_TRANSLATE_NOOP("labels", "Paarenchan"),
    "ryanhan_shibari": QT_TRANSLATE_NOOP("labels", "Two-han minimum"),
    "ryanhan_honba": QT_TRANSLATE_NOOP("labels", "Two-han minimum from honba"),
    "double_wind_pair_fu": QT_TRANSLATE_NOOP("labels", "Double wind pair fu"),
    "rinshan_tsumo_fu": QT_TRANSLATE_NOOP("labels", "Tsumo fu on rinshan"),
    "rob_closed_kan_kokushi": QT_TRANSLATE_NOOP("labels", "Kokushi robs a closed kan"),
    "kan_dora_counts_for_rinshan": QT_TRANSLATE_NOOP("labels", "Kan dora counts for rinshan"),
    "swap_calling": QT_TRANSLATE_NOOP("labels", "Swap calling (kuikae)"),
    "multi_ron": QT_TRANSLATE_NOOP("labels", "Multiple ron"),
    "triple_ron_abortive": QT_TRANSLATE_NOOP("labels", "Triple ron aborts the hand"),
    "multi_ron_honba": QT_TRANSLATE_NOOP("labels", "Honba on multiple ron"),
    "multi_ron_sticks": QT_TRANSLATE_NOOP("labels", "Riichi sticks on multiple ron"),
    "honba_value": QT_TRANSLATE_NOOP("labels", "Points per honba"),
    "noten_total": QT_TRANSLATE_NOOP("labels", "Noten payments in total"),
    "abortive_draws": QT_TRANSLATE_NOOP("labels", "Abortive draws"),
    "abortive_honba": QT_TRANSLATE_NOOP("labels", "Honba after an abortive draw"),
    "nagashi_mangan": QT_TRANSLATE_NOOP("labels", "Nagashi mangan"),
    "tenpai_without_yaku": QT_TRANSLATE_NOOP("labels", "Tenpai without yaku counts"),
    "tenpai_furiten": QT_TRANSLATE_NOOP("labels", "Furiten tenpai counts"),
    "karaten_visible_counts": QT_TRANSLATE_NOOP("labels", "Tenpai on tiles all in sight counts"),
    "renchan_on_tenpai": QT_TRANSLATE_NOOP("labels", "Dealer stays when tenpai"),
    "all_noten_dealer_rotates": QT_TRANSLATE_NOOP("labels", "Deal passes if all noten"),
    "riichi_needs_1000": QT_TRANSLATE_NOOP("labels", "Riichi needs 1,000 points"),
    "riichi_min_wall_tiles": QT_TRANSLATE_NOOP("labels", "Wall tiles needed for riichi"),
    "kan_after_riichi": QT_TRANSLATE_NOOP("labels", "Closed kan after riichi"),
    "kan_after_riichi_drawn_tile_only": QT_TRANSLATE_NOOP(
        "labels", "Kan after riichi: drawn tile only"
    ),
    "temporary_furiten_ends": QT_TRANSLATE_NOOP("labels", "Temporary furiten ends"),
    "pao_yaku": QT_TRANSLATE_NOOP("labels", "Yakuman with pao"),
    "pao_ron_honba": QT_TRANSLATE_NOOP("labels", "Honba under pao, ron"),
    "pao_tsumo_honba": QT_TRANSLATE_NOOP("labels", "Honba under pao, tsumo"),
    "pao_scope": QT_TRANSLATE_NOOP("labels", "Pao covers"),
    "chombo_mode": QT_TRANSLATE_NOOP("labels", "Chombo penalty"),
    "chombo_points": QT_TRANSLATE_NOOP("labels", "Chombo deduction"),
    "chombo_counts_as_hand": QT_TRANSLATE_NOOP("labels", "Chombo counts as a hand"),
    "start_points": QT_TRANSLATE_NOOP("labels", "Starting points"),
    "return_points": QT_TRANSLATE_NOOP("labels", "Return points"),
    "uma": QT_TRANSLATE_NOOP("labels", "Uma"),
    "uma_alternatives": QT_TRANSLATE_NOOP("labels", "Other uma options"),
    "tie_rule": QT_TRANSLATE_NOOP("labels", "Tied scores"),
    "leftover_sticks": QT_TRANSLATE_NOOP("labels", "Riichi sticks left at the end"),
    "final_rounding": QT_TRANSLATE_NOOP("labels", "Final score rounding"),
    "busting": QT_TRANSLATE_NOOP("labels", "Game ends below zero"),
    "west_extension": QT_TRANSLATE_NOOP("labels", "West round extension"),
    "west_extension_target": QT_TRANSLATE_NOOP("labels", "West round target score"),
    "agariyame": QT_TRANSLATE_NOOP("labels", "Agari-yame"),
    "session_minutes": QT_TRANSLATE_NOOP("labels", "Session length"),
    "signal_minutes": QT_TRANSLATE_NOOP("labels", "Signal before the end"),
    "time_up_end": QT_TRANSLATE_NOOP("labels", "End of timed play"),
    "chombo_uma_steps": QT_TRANSLATE_NOOP("labels", "Chombo in uma steps"),
}


#: One plain-words explanation per rule field, for tooltips and the ruleset editor.
RULE_FIELD_HELP: dict[str, str] = {
    "red_fives": QT_TRANSLATE_NOOP("labels", "One red five per suit; each counts as a dora."),
    "kuitan": QT_TRANSLATE_NOOP("labels", "Tanyao also counts in an open hand."),
    "kiriage": QT_TRANSLATE_NOOP("labels", "4 han 30 fu and 3 han 60 fu are paid as a mangan."),
    "kazoe_yakuman": QT_TRANSLATE_NOOP(
        "labels", "13 han or more is a yakuman; otherwise it stays a sanbaiman."
    ),
    "double_yakuman": QT_TRANSLATE_NOOP("labels", "Limit hands worth two yakuman."),
    "yakuman_stacking": QT_TRANSLATE_NOOP(
        "labels", "Two yakuman in one hand are paid as a double yakuman."
    ),
    "renhou": QT_TRANSLATE_NOOP(
        "labels", "A non-dealer's ron before their first draw, with no call before it."
    ),
    "double_riichi": QT_TRANSLATE_NOOP(
        "labels", "Riichi on the first turn, with no call before it: 2 han."
    ),
    "paarenchan": QT_TRANSLATE_NOOP("labels", "The dealer's eighth win in a row is a yakuman."),
    "ryanhan_shibari": QT_TRANSLATE_NOOP(
        "labels", "From a number of honba on, a win needs two han from yaku."
    ),
    "ryanhan_honba": QT_TRANSLATE_NOOP(
        "labels", "The number of honba from which two han are needed."
    ),
    "double_wind_pair_fu": QT_TRANSLATE_NOOP(
        "labels", "Fu for a pair of the wind that is both seat and round wind."
    ),
    "rinshan_tsumo_fu": QT_TRANSLATE_NOOP("labels", "A rinshan win gets the 2 tsumo fu."),
    "rob_closed_kan_kokushi": QT_TRANSLATE_NOOP(
        "labels", "Thirteen orphans may win on a tile declared as a closed kan."
    ),
    "kan_dora_counts_for_rinshan": QT_TRANSLATE_NOOP(
        "labels", "The new dora of an open or added kan counts for a win on its replacement."
    ),
    "swap_calling": QT_TRANSLATE_NOOP(
        "labels", "After a call the player may discard the same tile (kuikae)."
    ),
    "multi_ron": QT_TRANSLATE_NOOP(
        "labels", "Several players may ron one discard, or only the first in turn (atamahane)."
    ),
    "triple_ron_abortive": QT_TRANSLATE_NOOP(
        "labels", "Three players calling ron on one discard abort the hand."
    ),
    "multi_ron_honba": QT_TRANSLATE_NOOP("labels", "Who receives the honba on a multiple ron."),
    "multi_ron_sticks": QT_TRANSLATE_NOOP(
        "labels", "Who receives the riichi sticks on a multiple ron."
    ),
    "honba_value": QT_TRANSLATE_NOOP(
        "labels", "Points per honba on a ron; on a tsumo each player pays a third."
    ),
    "noten_total": QT_TRANSLATE_NOOP(
        "labels", "What the noten players pay the tenpai players in all at a draw."
    ),
    "abortive_draws": QT_TRANSLATE_NOOP("labels", "Situations that end the hand without a win."),
    "abortive_honba": QT_TRANSLATE_NOOP(
        "labels", "A honba is added after an abortive draw; the dealer stays."
    ),
    "nagashi_mangan": QT_TRANSLATE_NOOP(
        "labels", "Only terminals and honours discarded, none called: paid like a mangan tsumo."
    ),
    "tenpai_without_yaku": QT_TRANSLATE_NOOP(
        "labels", "A ready hand that would have no yaku still counts as tenpai at a draw."
    ),
    "tenpai_furiten": QT_TRANSLATE_NOOP(
        "labels", "A ready hand in furiten still counts as tenpai at a draw."
    ),
    "karaten_visible_counts": QT_TRANSLATE_NOOP(
        "labels",
        "A wait whose every copy is in sight, at least one outside the player's own hand, still "
        "counts as tenpai at a draw. A wait on a tile the player holds four times never does.",
    ),
    "renchan_on_tenpai": QT_TRANSLATE_NOOP(
        "labels", "The dealer keeps the deal when tenpai at an exhaustive draw."
    ),
    "all_noten_dealer_rotates": QT_TRANSLATE_NOOP(
        "labels", "When all four are noten at a draw, the deal passes on."
    ),
    "riichi_needs_1000": QT_TRANSLATE_NOOP(
        "labels", "A player with less than 1,000 points may not declare riichi."
    ),
    "riichi_min_wall_tiles": QT_TRANSLATE_NOOP(
        "labels", "Tiles that must be left in the live wall to declare riichi."
    ),
    "kan_after_riichi": QT_TRANSLATE_NOOP(
        "labels", "What a closed kan after riichi must not change."
    ),
    "kan_after_riichi_drawn_tile_only": QT_TRANSLATE_NOOP(
        "labels", "The kan after riichi must use the tile just drawn."
    ),
    "temporary_furiten_ends": QT_TRANSLATE_NOOP(
        "labels", "When furiten after passing a winning tile ends."
    ),
    "pao_yaku": QT_TRANSLATE_NOOP(
        "labels", "Yakuman for which the player who fed the last set is liable."
    ),
    "pao_ron_honba": QT_TRANSLATE_NOOP("labels", "Who pays the honba when pao ends in a ron."),
    "pao_tsumo_honba": QT_TRANSLATE_NOOP("labels", "Who pays the honba when pao ends in a tsumo."),
    "pao_scope": QT_TRANSLATE_NOOP("labels", "What the liable player pays for."),
    "chombo_mode": QT_TRANSLATE_NOOP("labels", "How a chombo is paid."),
    "chombo_points": QT_TRANSLATE_NOOP("labels", "Points taken off the final score for a chombo."),
    "chombo_counts_as_hand": QT_TRANSLATE_NOOP(
        "labels", "A chombo in the last hand counts as that hand, so the game ends."
    ),
    "start_points": QT_TRANSLATE_NOOP("labels", "Points each player starts with."),
    "return_points": QT_TRANSLATE_NOOP(
        "labels", "Points subtracted at the end; the difference to the start is the oka."
    ),
    "uma": QT_TRANSLATE_NOOP("labels", "Bonus and malus for first to fourth place."),
    "uma_alternatives": QT_TRANSLATE_NOOP("labels", "Other uma a tournament may choose."),
    "tie_rule": QT_TRANSLATE_NOOP("labels", "How players with equal scores are ranked."),
    "leftover_sticks": QT_TRANSLATE_NOOP(
        "labels", "Where riichi sticks still on the table at the end go."
    ),
    "final_rounding": QT_TRANSLATE_NOOP("labels", "How final scores are rounded before uma."),
    "busting": QT_TRANSLATE_NOOP("labels", "The game ends at once when a score goes below zero."),
    "west_extension": QT_TRANSLATE_NOOP(
        "labels", "A West round is played if nobody has the return points after South 4."
    ),
    "west_extension_target": QT_TRANSLATE_NOOP(
        "labels", "In the West round the game ends when a player reaches this score."
    ),
    "agariyame": QT_TRANSLATE_NOOP(
        "labels", "A dealer in first place may end the game after winning the last hand."
    ),
    "session_minutes": QT_TRANSLATE_NOOP(
        "labels",
        "Main time of a timed session; “End of timed play” says how many hands are still played.",
    ),
    "signal_minutes": QT_TRANSLATE_NOOP(
        "labels",
        "How many minutes before the end of the main time the signal is given; 0: no signal.",
    ),
    "time_up_end": QT_TRANSLATE_NOOP(
        "labels",
        "When the main time runs out: the hand in play is the last, or one more hand follows it.",
    ),
    "chombo_uma_steps": QT_TRANSLATE_NOOP(
        "labels", "If set, the chombo deduction is this many uma steps instead of fixed points."
    ),
}


#: Labels for the values of Literal-typed fields: (field, value) -> source.
RULE_VALUES: dict[tuple[str, str], str] = {
    ("renhou", "none"): QT_TRANSLATE_NOOP("labels", "Not played"),
    ("renhou", "han5"): QT_TRANSLATE_NOOP("labels", "5 han, or the normal value if higher"),
    ("renhou", "mangan"): QT_TRANSLATE_NOOP("labels", "Mangan, or the normal value if higher"),
    ("renhou", "yakuman"): QT_TRANSLATE_NOOP("labels", "Yakuman"),
    ("nagashi_mangan", "none"): QT_TRANSLATE_NOOP("labels", "Not played"),
    ("nagashi_mangan", "draw_payment"): QT_TRANSLATE_NOOP("labels", "Paid at a draw, not a win"),
    ("nagashi_mangan", "win"): QT_TRANSLATE_NOOP("labels", "Scored as a win"),
    ("multi_ron", "all"): QT_TRANSLATE_NOOP("labels", "All winners are paid"),
    ("multi_ron", "head_bump"): QT_TRANSLATE_NOOP("labels", "First in turn only (atamahane)"),
    ("multi_ron_honba", "each_winner"): QT_TRANSLATE_NOOP("labels", "Every winner"),
    ("multi_ron_honba", "nearest"): QT_TRANSLATE_NOOP("labels", "Winner nearest the discarder"),
    ("multi_ron_sticks", "own_back_rest_nearest"): QT_TRANSLATE_NOOP(
        "labels", "Own stick back, rest to the nearest"
    ),
    ("multi_ron_sticks", "all_nearest"): QT_TRANSLATE_NOOP("labels", "All to the nearest winner"),
    ("ryanhan_shibari", "none"): QT_TRANSLATE_NOOP("labels", "Not played"),
    ("ryanhan_shibari", "all"): QT_TRANSLATE_NOOP("labels", "For every player"),
    ("ryanhan_shibari", "dealer"): QT_TRANSLATE_NOOP("labels", "For the dealer only"),
    ("pao_ron_honba", "discarder"): QT_TRANSLATE_NOOP("labels", "The discarder pays"),
    ("pao_ron_honba", "liable"): QT_TRANSLATE_NOOP("labels", "The liable player pays"),
    ("pao_tsumo_honba", "discarder"): QT_TRANSLATE_NOOP("labels", "The discarder pays"),
    ("pao_tsumo_honba", "liable"): QT_TRANSLATE_NOOP("labels", "The liable player pays"),
    ("pao_scope", "whole_hand"): QT_TRANSLATE_NOOP("labels", "The whole hand"),
    ("pao_scope", "liable_yakuman_only"): QT_TRANSLATE_NOOP("labels", "Only the liable yakuman"),
    ("chombo_mode", "deduction"): QT_TRANSLATE_NOOP("labels", "Points off the final score"),
    ("chombo_mode", "reverse_mangan"): QT_TRANSLATE_NOOP("labels", "Reverse mangan at the table"),
    ("tie_rule", "split"): QT_TRANSLATE_NOOP("labels", "Share the places' uma and oka"),
    ("tie_rule", "seat_order"): QT_TRANSLATE_NOOP("labels", "Seat order decides"),
    ("leftover_sticks", "first_place"): QT_TRANSLATE_NOOP("labels", "Go to first place"),
    ("leftover_sticks", "lost"): QT_TRANSLATE_NOOP("labels", "Are lost"),
    ("final_rounding", "none"): QT_TRANSLATE_NOOP("labels", "No rounding"),
    ("final_rounding", "nearest_1000"): QT_TRANSLATE_NOOP("labels", "To the nearest 1,000"),
    ("kan_after_riichi", "waits"): QT_TRANSLATE_NOOP("labels", "Allowed if the waits stay"),
    ("kan_after_riichi", "waits_and_readings"): QT_TRANSLATE_NOOP(
        "labels", "Allowed if waits and sets stay"
    ),
    ("temporary_furiten_ends", "next_draw_or_claim"): QT_TRANSLATE_NOOP(
        "labels", "At the next draw or call"
    ),
    ("temporary_furiten_ends", "any_call"): QT_TRANSLATE_NOOP(
        "labels", "At the next draw or any call"
    ),
    ("temporary_furiten_ends", "own_discard"): QT_TRANSLATE_NOOP(
        "labels", "At the player's own discard"
    ),
    ("time_up_end", "current_hand"): QT_TRANSLATE_NOOP("labels", "Stop after the current hand"),
    ("time_up_end", "one_more_hand"): QT_TRANSLATE_NOOP(
        "labels", "Finish the current hand and play one more"
    ),
}


#: Preset names as each language writes them: abbreviations and proper names stay as they
#: are, a descriptive part is translated ("RRC (Российское риичи-сообщество) v1.5").
PRESET_NAMES: dict[str, str] = {
    "rrc": QT_TRANSLATE_NOOP("labels", "RRC (Russian Riichi Community) v1.5"),
}


PENALTIES: dict[str, str] = {
    PenaltyId.FALSE_WIN_TILES_SHOWN: QT_TRANSLATE_NOOP("labels", "False win, hand revealed"),
    PenaltyId.FALSE_WIN_NO_TILES_SHOWN: QT_TRANSLATE_NOOP("labels", "False win, hand not revealed"),
    PenaltyId.WRONG_WIN_WORD: QT_TRANSLATE_NOOP("labels", "Win called with a wrong word"),
    PenaltyId.CHANGED_WIN_CALL: QT_TRANSLATE_NOOP("labels", "Win call changed"),
    PenaltyId.NOTEN_RIICHI: QT_TRANSLATE_NOOP("labels", "Noten riichi at a draw"),
    PenaltyId.RIICHI_PROCEDURE: QT_TRANSLATE_NOOP("labels", "Riichi declared in the wrong order"),
    PenaltyId.RIICHI_TILE_NOT_TURNED: QT_TRANSLATE_NOOP("labels", "Riichi tile not turned"),
    PenaltyId.RIICHI_OPEN_HAND: QT_TRANSLATE_NOOP("labels", "Riichi with an open hand"),
    PenaltyId.RIICHI_STICK_FORGOTTEN: QT_TRANSLATE_NOOP("labels", "Riichi stick not placed"),
    PenaltyId.ILLEGAL_KAN_AFTER_RIICHI: QT_TRANSLATE_NOOP("labels", "Illegal kan after riichi"),
    PenaltyId.HAND_CHANGED_IN_RIICHI: QT_TRANSLATE_NOOP("labels", "Hand changed during riichi"),
    PenaltyId.WAIT_REVEALED_IN_RIICHI: QT_TRANSLATE_NOOP("labels", "Wait revealed during riichi"),
    PenaltyId.HAND_HIDDEN_AT_DRAW_AFTER_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "Riichi hand not shown at a draw"
    ),
    PenaltyId.DECLARATION_AFTER_DEAD_HAND: QT_TRANSLATE_NOOP(
        "labels", "Declaration from a dead hand"
    ),
    PenaltyId.WRONG_TILE_COUNT: QT_TRANSLATE_NOOP("labels", "Too many or too few tiles"),
    PenaltyId.FALSE_CALL_WITHDRAWN: QT_TRANSLATE_NOOP("labels", "Mistaken call withdrawn"),
    PenaltyId.FALSE_CALL_NOT_CORRECTED: QT_TRANSLATE_NOOP(
        "labels", "Wrong call noticed after play went on"
    ),
    PenaltyId.CLAIM_OUT_OF_ORDER: QT_TRANSLATE_NOOP("labels", "Call out of turn"),
    PenaltyId.CLAIMED_TILE_NOT_TAKEN: QT_TRANSLATE_NOOP("labels", "Called tile not taken"),
    PenaltyId.SWAP_CALLING: QT_TRANSLATE_NOOP("labels", "Kuikae (swap calling)"),
    PenaltyId.WRONG_DRAW: QT_TRANSLATE_NOOP("labels", "Wrong draw"),
    PenaltyId.DEALING_ERROR: QT_TRANSLATE_NOOP("labels", "Error in dealing"),
    PenaltyId.OWN_TILES_EXPOSED_FEW: QT_TRANSLATE_NOOP("labels", "A few own tiles shown"),
    PenaltyId.OWN_TILES_EXPOSED_MANY: QT_TRANSLATE_NOOP("labels", "Many own tiles shown"),
    PenaltyId.WALL_TILES_EXPOSED: QT_TRANSLATE_NOOP("labels", "Live wall tiles exposed"),
    PenaltyId.DEAD_WALL_EXPOSED_FEW: QT_TRANSLATE_NOOP("labels", "1–3 dead wall tiles exposed"),
    PenaltyId.DEAD_WALL_EXPOSED_MANY: QT_TRANSLATE_NOOP(
        "labels", "More than 3 dead wall tiles exposed"
    ),
    PenaltyId.OPPONENT_TILES_EXPOSED: QT_TRANSLATE_NOOP("labels", "Opponent's tiles exposed"),
    PenaltyId.TOO_MANY_TILES_EXPOSED: QT_TRANSLATE_NOOP("labels", "Too many tiles exposed"),
    PenaltyId.PEEKING: QT_TRANSLATE_NOOP("labels", "Peeking"),
    PenaltyId.TILE_TAKEN_FROM_OPPONENT: QT_TRANSLATE_NOOP(
        "labels", "Tile taken from an opponent's hand"
    ),
    PenaltyId.WRONG_DORA_INDICATOR: QT_TRANSLATE_NOOP("labels", "Wrong dora indicator turned"),
    PenaltyId.MIXING_TILES: QT_TRANSLATE_NOOP("labels", "Tiles mixed before settlement"),
    PenaltyId.MIXING_DEAD_WALL: QT_TRANSLATE_NOOP("labels", "Dead wall mixed"),
    PenaltyId.CARELESS_DISCARDS: QT_TRANSLATE_NOOP("labels", "Careless discards"),
    PenaltyId.INFORMATION_PASSING: QT_TRANSLATE_NOOP("labels", "Passing information"),
    PenaltyId.OBSTRUCTION: QT_TRANSLATE_NOOP("labels", "Obstruction"),
    PenaltyId.SERIOUS_OBSTRUCTION: QT_TRANSLATE_NOOP("labels", "Serious obstruction"),
    PenaltyId.REPEATED_OFFENCE: QT_TRANSLATE_NOOP("labels", "Repeated offence"),
    PenaltyId.CHEATING: QT_TRANSLATE_NOOP("labels", "Cheating"),
    PenaltyId.UNSPORTING_CONDUCT: QT_TRANSLATE_NOOP("labels", "Unsporting conduct"),
    PenaltyId.LATENESS: QT_TRANSLATE_NOOP("labels", "Late, up to 10 minutes"),
    PenaltyId.LATENESS_LONG: QT_TRANSLATE_NOOP("labels", "Late, more than 10 minutes"),
    PenaltyId.MISSED_GAME: QT_TRANSLATE_NOOP("labels", "Missed a game"),
    PenaltyId.SUBSTITUTE: QT_TRANSLATE_NOOP("labels", "Substitute player"),
    PenaltyId.PHONE: QT_TRANSLATE_NOOP("labels", "Phone use during play"),
    PenaltyId.INTOXICATION: QT_TRANSLATE_NOOP("labels", "Intoxication"),
    PenaltyId.NOISE: QT_TRANSLATE_NOOP("labels", "Noise at the table"),
    PenaltyId.WINNING_TILE_FROM_POND: QT_TRANSLATE_NOOP(
        "labels", "Winning tile taken from the discards"
    ),
    PenaltyId.HAND_LAID_FACE_DOWN: QT_TRANSLATE_NOOP("labels", "Hand laid face down"),
}


PENALTY_CATEGORIES: dict[str, str] = {
    PenaltyCategory.DECLARATION: QT_TRANSLATE_NOOP("labels", "Win declarations"),
    PenaltyCategory.RIICHI: QT_TRANSLATE_NOOP("labels", "Riichi"),
    PenaltyCategory.CALLS: QT_TRANSLATE_NOOP("labels", "Calls"),
    PenaltyCategory.TILES: QT_TRANSLATE_NOOP("labels", "Tiles and the wall"),
    PenaltyCategory.EXPOSED_TILES: QT_TRANSLATE_NOOP("labels", "Exposed tiles"),
    PenaltyCategory.CONDUCT: QT_TRANSLATE_NOOP("labels", "Conduct"),
    PenaltyCategory.TIME: QT_TRANSLATE_NOOP("labels", "Time"),
}


PENALTY_CONSEQUENCES: dict[str, str] = {
    PenaltyConsequence.WARNING: QT_TRANSLATE_NOOP("labels", "Warning"),
    PenaltyConsequence.DEAD_HAND: QT_TRANSLATE_NOOP("labels", "Dead hand"),
    PenaltyConsequence.CHOMBO: QT_TRANSLATE_NOOP("labels", "Chombo"),
    PenaltyConsequence.POINTS: QT_TRANSLATE_NOOP("labels", "Penalty points"),
    PenaltyConsequence.DISQUALIFICATION: QT_TRANSLATE_NOOP("labels", "Disqualification"),
    PenaltyConsequence.REDEAL: QT_TRANSLATE_NOOP("labels", "Redeal"),
    PenaltyConsequence.SUBSTITUTE: QT_TRANSLATE_NOOP("labels", "A substitute plays"),
    PenaltyConsequence.REFEREE_DISCRETION: QT_TRANSLATE_NOOP("labels", "Referee's discretion"),
    PenaltyConsequence.NONE: QT_TRANSLATE_NOOP("labels", "No penalty"),
}


CERTAINTIES: dict[str, str] = {
    Certainty.PRIMARY: QT_TRANSLATE_NOOP("labels", "Rule text"),
    Certainty.SECONDARY: QT_TRANSLATE_NOOP("labels", "Secondary source"),
    Certainty.CONFLICTING: QT_TRANSLATE_NOOP("labels", "Sources conflict"),
    Certainty.UNKNOWN: QT_TRANSLATE_NOOP("labels", "Unknown"),
}


CERTAINTY_HELP: dict[str, str] = {
    Certainty.PRIMARY: QT_TRANSLATE_NOOP("labels", "Read in the ruleset's own text."),
    Certainty.SECONDARY: QT_TRANSLATE_NOOP(
        "labels", "From a secondary source; the rule text was not read."
    ),
    Certainty.CONFLICTING: QT_TRANSLATE_NOOP(
        "labels", "Sources disagree; confirm with the organisers."
    ),
    Certainty.UNKNOWN: QT_TRANSLATE_NOOP("labels", "No source found; confirm with the organisers."),
}


PENALTY_APPLIED: dict[str, str] = {
    PenaltyApplied.AFTER_UMA: QT_TRANSLATE_NOOP("labels", "Off the final score, after uma"),
    PenaltyApplied.AT_TABLE: QT_TRANSLATE_NOOP("labels", "Paid at the table"),
    PenaltyApplied.NONE: QT_TRANSLATE_NOOP("labels", "No points"),
}


PENALTY_FORMULAS: dict[str, str] = {
    PenaltyFormula.FIXED: QT_TRANSLATE_NOOP("labels", "Fixed amount"),
    PenaltyFormula.RULESET_CHOMBO: QT_TRANSLATE_NOOP("labels", "The ruleset's chombo deduction"),
    PenaltyFormula.TWICE_UMA_STEP: QT_TRANSLATE_NOOP("labels", "Twice the uma step"),
    PenaltyFormula.REVERSE_MANGAN: QT_TRANSLATE_NOOP("labels", "Reverse mangan at the table"),
    PenaltyFormula.PER_MINUTE: QT_TRANSLATE_NOOP("labels", "Per minute"),
    PenaltyFormula.RANGE: QT_TRANSLATE_NOOP("labels", "Within a range, as the referee decides"),
    PenaltyFormula.DOUBLING: QT_TRANSLATE_NOOP("labels", "Doubles with each repeat"),
    PenaltyFormula.SUBSTITUTE_SCORE: QT_TRANSLATE_NOOP("labels", "Fixed substitute result"),
    PenaltyFormula.TWICE_LAST_UMA: QT_TRANSLATE_NOOP("labels", "Twice the last-place uma"),
}


NOT_APPLICABLE: dict[str, str] = {
    NotApplicableReason.ONLINE_SOFTWARE: QT_TRANSLATE_NOOP(
        "labels", "Not applicable: the software prevents it online"
    ),
}


SOURCE_NOTES: dict[str, str] = {
    SourceNote.CHAPTER_NOT_READ_PLACEHOLDER: QT_TRANSLATE_NOOP(
        "labels", "%1 chapter %2 not read; the %3 rule stands in"
    ),
    SourceNote.NOT_STATED_PLACEHOLDER: QT_TRANSLATE_NOOP(
        "labels", "Not stated in %1; the %2 rule stands in"
    ),
    SourceNote.TEXT_NOT_READ: QT_TRANSLATE_NOOP("labels", "The cited text could not be read"),
    SourceNote.VALUES_NOT_READ: QT_TRANSLATE_NOOP(
        "labels", "The amounts in this section could not be read"
    ),
    SourceNote.ALLOWED_IN_EDITION: QT_TRANSLATE_NOOP("labels", "Allowed in the %1 edition"),
    SourceNote.MORE_THAN_TILES: QT_TRANSLATE_NOOP("labels", "Tiles exposed: more than %1"),
    SourceNote.POINTS_IN_SOURCE: QT_TRANSLATE_NOOP("labels", "According to %1: %2 points"),
    SourceNote.CONSEQUENCE_IN_SOURCE: QT_TRANSLATE_NOOP("labels", "According to %1: %2"),
    SourceNote.FORMULA_IN_SOURCE: QT_TRANSLATE_NOOP("labels", "According to %1: %2"),
    SourceNote.SUBSTITUTE_AFTER_MINUTES: QT_TRANSLATE_NOOP(
        "labels", "According to %1: a substitute plays after %2 min"
    ),
    SourceNote.SHOWN_OR_NOT_SINCE: QT_TRANSLATE_NOOP(
        "labels", "Since %1, whether or not the hand was shown"
    ),
    SourceNote.WRONG_TILE_ADDED_TO_HAND: QT_TRANSLATE_NOOP(
        "labels", "When the wrong tile is added to the hand"
    ),
    SourceNote.CALLS_CANNOT_BE_CHANGED: QT_TRANSLATE_NOOP(
        "labels", "Calls may no longer be changed"
    ),
    SourceNote.INTENTIONAL_CHOMBO_IS_CHEATING: QT_TRANSLATE_NOOP(
        "labels", "An intentional chombo counts as cheating"
    ),
    SourceNote.OFF_OVERALL_SCORE: QT_TRANSLATE_NOOP(
        "labels", "Point penalties come off the overall score"
    ),
    SourceNote.CITES: QT_TRANSLATE_NOOP("labels", "%1 cites %2"),
    SourceNote.MIXING_BEFORE_SETTLEMENT: QT_TRANSLATE_NOOP(
        "labels", "The rule on mixing tiles before settlement"
    ),
}


#: The parameters that fill each note's %1, %2, %3 (names as in engine/penalties.py NOTE_PARAMS).
SOURCE_NOTE_ARGS: dict[str, tuple[str, ...]] = {
    SourceNote.CHAPTER_NOT_READ_PLACEHOLDER: ("document", "chapter", "placeholder"),
    SourceNote.NOT_STATED_PLACEHOLDER: ("document", "placeholder"),
    SourceNote.ALLOWED_IN_EDITION: ("year",),
    SourceNote.MORE_THAN_TILES: ("tiles",),
    SourceNote.POINTS_IN_SOURCE: ("cite", "points"),
    SourceNote.CONSEQUENCE_IN_SOURCE: ("cite", "consequence"),
    SourceNote.FORMULA_IN_SOURCE: ("cite", "formula"),
    SourceNote.SUBSTITUTE_AFTER_MINUTES: ("cite", "minutes"),
    SourceNote.SHOWN_OR_NOT_SINCE: ("year",),
    SourceNote.CITES: ("via", "section"),
}


#: The legend of citation keys: the document's own title (a proper name, never translated)
#: and what it is (translated). Facts from rulesets.md §0 and rrc.md §0.
SOURCE_DOCS: dict[str, tuple[str, str]] = {
    SourceDoc.EMA16: (
        "Riichi – Rules for Japanese Mahjong (EMA, 2016)",
        QT_TRANSLATE_NOOP("labels", "EMA rule book, 2016 edition; the text was read"),
    ),
    SourceDoc.EMA12: (
        "EMA Riichi Competition Rules (2012)",
        QT_TRANSLATE_NOOP(
            "labels",
            "EMA rules, 2012 edition, as reproduced on ooyamaneko.net, in the 2016 revision "
            "notes and on riichi.wiki",
        ),
    ),
    SourceDoc.EMA25: (
        "Riichi – Rules for Japanese Mahjong (EMA, 2025, v1.1)",
        QT_TRANSLATE_NOOP(
            "labels",
            "EMA rule book, 2025 edition, in force since 1 January 2026; its text could not "
            "be read, facts come from software that cites it",
        ),
    ),
    SourceDoc.WRC15: (
        "World Riichi Championship Rules 2015",
        QT_TRANSLATE_NOOP("labels", "WRC rule book, 2015 edition (an old edition), chapter 7.1"),
    ),
    SourceDoc.WRC22_BE: (
        "Mahjong Belgium: Aangepaste spelregels WRC (2022-04-02)",
        QT_TRANSLATE_NOOP("labels", "News item summarising the WRC 2022 rule changes"),
    ),
    SourceDoc.WRC22_OPT: (
        "WRC Rules 2022 – Optional Rules (S. Malbec, 2022-06-21)",
        QT_TRANSLATE_NOOP("labels", "The optional variants of the WRC 2022 rules"),
    ),
    SourceDoc.WRC25: (
        "World Riichi Championship Rules 2025",
        QT_TRANSLATE_NOOP("labels", "WRC rule book, 2025 edition; its text could not be read"),
    ),
    SourceDoc.WRC25_AZ: (
        "azriichi.org/competitive",
        QT_TRANSLATE_NOOP(
            "labels", "A club's page: the current WRC rules with its own modifications"
        ),
    ),
    SourceDoc.WRC: (
        "World Riichi Championship Rules",
        QT_TRANSLATE_NOOP("labels", "WRC rule book, in the edition the citing source refers to"),
    ),
    SourceDoc.TORI: (
        "Toronto Riichi Club: rules",
        QT_TRANSLATE_NOOP(
            "labels", "A club's rules; its tournaments follow the WRC rules as before 2022"
        ),
    ),
    SourceDoc.MS_QCR: (
        "Queen City Riichi: ruleset",
        QT_TRANSLATE_NOOP(
            "labels",
            "A club's ruleset: Mahjong Soul ranked rules with listed changes, and WRC for chombo",
        ),
    ),
    SourceDoc.GALAXY: (
        "Galaxy Open (2015-11-04)",
        QT_TRANSLATE_NOOP("labels", "The Galaxy Open tournament regulations, in Russian"),
    ),
    SourceDoc.RRC_BR: (
        "Риичи-маджонг: правила и регламенты, v1.5 — Основные правила игры",
        QT_TRANSLATE_NOOP("labels", "RRC rule book: the basic rules"),
    ),
    SourceDoc.RRC_TR: (
        "Риичи-маджонг: правила и регламенты, v1.5 — Турнирные правила",
        QT_TRANSLATE_NOOP("labels", "RRC rule book: the tournament rules"),
    ),
    SourceDoc.RRC_RG: (
        "Руководство по судейству (Регламент судейства на турнире)",
        QT_TRANSLATE_NOOP("labels", "RRC referee guide"),
    ),
    SourceDoc.RRC_TO: (
        "Проведение турниров",
        QT_TRANSLATE_NOOP("labels", "RRC guide to running tournaments"),
    ),
}


GAME_END: dict[str, str] = {
    GameEndReason.LAST_HAND: QT_TRANSLATE_NOOP("labels", "The last hand was played"),
    GameEndReason.EXTENSION_TARGET: QT_TRANSLATE_NOOP(
        "labels", "A player reached the target score in the West round"
    ),
    GameEndReason.BUSTING: QT_TRANSLATE_NOOP("labels", "A score went below zero"),
    GameEndReason.AGARIYAME: QT_TRANSLATE_NOOP(
        "labels", "The dealer in first place ended the game (agari-yame)"
    ),
    GameEndReason.TIME_LIMIT: QT_TRANSLATE_NOOP("labels", "The time limit was reached"),
}


FURITEN: dict[str, str] = {
    FuritenReason.OWN_DISCARD: QT_TRANSLATE_NOOP(
        "labels", "A winning tile is among the player's own discards."
    ),
    FuritenReason.PASSED_TILE_TEMPORARY: QT_TRANSLATE_NOOP(
        "labels", "A winning tile was passed since the player's last discard (temporary furiten)."
    ),
    FuritenReason.PASSED_TILE_IN_RIICHI: QT_TRANSLATE_NOOP(
        "labels", "A winning tile was passed after riichi: furiten until the end of the hand."
    ),
}


KAN_AFTER_RIICHI: dict[str, str] = {
    KanAfterRiichiReason.ALLOWED: QT_TRANSLATE_NOOP(
        "labels", "Allowed: the kan changes neither the waits nor the reading of the hand."
    ),
    KanAfterRiichiReason.NOT_FOUR_TILES: QT_TRANSLATE_NOOP(
        "labels", "Not a kan: the hand and the drawn tile do not hold four of this tile."
    ),
    KanAfterRiichiReason.NOT_DRAWN_TILE: QT_TRANSLATE_NOOP(
        "labels", "Not allowed: after riichi a kan must use the tile just drawn."
    ),
    KanAfterRiichiReason.NOT_TENPAI: QT_TRANSLATE_NOOP(
        "labels", "The riichi hand is not tenpai, so the kan cannot keep its waits."
    ),
    KanAfterRiichiReason.WAITS_CHANGE: QT_TRANSLATE_NOOP(
        "labels", "Not allowed: the kan would change the waits."
    ),
    KanAfterRiichiReason.READINGS_CHANGE: QT_TRANSLATE_NOOP(
        "labels", "Not allowed: these tiles can also be read as part of other sets."
    ),
    KanAfterRiichiReason.TOO_MANY_KANS: QT_TRANSLATE_NOOP(
        "labels", "Not allowed: four kans have already been declared."
    ),
}


KAN_AFTER_RIICHI_RULES: dict[str, str] = {
    KanAfterRiichiRule.WAITS: QT_TRANSLATE_NOOP("labels", "The waits must not change."),
    KanAfterRiichiRule.WAITS_DRAWN_TILE: QT_TRANSLATE_NOOP(
        "labels", "Only with the tile just drawn, and the waits must not change."
    ),
    KanAfterRiichiRule.WAITS_AND_READINGS: QT_TRANSLATE_NOOP(
        "labels",
        "The waits must not change, and the three tiles must not be readable as another set.",
    ),
    KanAfterRiichiRule.WAITS_AND_READINGS_DRAWN_TILE: QT_TRANSLATE_NOOP(
        "labels",
        "Only with the tile just drawn; the waits must not change, and the three tiles must not "
        "be readable as another set.",
    ),
}


DRAW_TENPAI: dict[str, str] = {
    DrawTenpaiReason.COUNTS: QT_TRANSLATE_NOOP("labels", "Counts as tenpai at the draw."),
    DrawTenpaiReason.NOT_TENPAI: QT_TRANSLATE_NOOP(
        "labels", "Not tenpai: no tile completes the hand."
    ),
    DrawTenpaiReason.WAITS_IN_OWN_HAND: QT_TRANSLATE_NOOP(
        "labels", "Noten: every winning tile is in the player's own hand or calls (karaten)."
    ),
    DrawTenpaiReason.WAITS_ALL_VISIBLE: QT_TRANSLATE_NOOP(
        "labels",
        "Noten: every copy of the winning tiles is in sight, and this ruleset then says noten.",
    ),
    DrawTenpaiReason.NO_YAKU: QT_TRANSLATE_NOOP(
        "labels", "Noten: no wait gives a yaku, and this ruleset needs one."
    ),
    DrawTenpaiReason.FURITEN: QT_TRANSLATE_NOOP(
        "labels", "Noten: the hand is furiten, and this ruleset does not count furiten tenpai."
    ),
}


#: a wait with no copy left; said inside the tenpai check's line ("1m: no copy left (all four
#: copies are in the player's own hand); …"), so it starts in lower case
DEAD_WAITS: dict[str, str] = {
    DeadWaitKind.OWN_HAND: QT_TRANSLATE_NOOP(
        "labels", "all four copies are in the player's own hand"
    ),
    DeadWaitKind.ALL_VISIBLE: QT_TRANSLATE_NOOP(
        "labels", "all four copies are in sight, some outside the player's hand"
    ),
}


KUIKAE: dict[str, str] = {
    KuikaeReason.NOT_A_SWAP: QT_TRANSLATE_NOOP(
        "labels", "Not a swap: this discard would not have made the same set."
    ),
    KuikaeReason.SWAP_ALLOWED: QT_TRANSLATE_NOOP(
        "labels", "A swap, and this ruleset allows swap-calling."
    ),
    KuikaeReason.SWAP_FORBIDDEN: QT_TRANSLATE_NOOP(
        "labels", "A swap, and this ruleset forbids swap-calling."
    ),
}


KUIKAE_KINDS: dict[str, str] = {
    KuikaeKind.SAME_TILE: QT_TRANSLATE_NOOP("labels", "The called tile itself"),
    KuikaeKind.OTHER_END: QT_TRANSLATE_NOOP("labels", "The other end of the run (suji)"),
}


KYUUSHU: dict[str, str] = {
    KyuushuReason.ALLOWED: QT_TRANSLATE_NOOP(
        "labels", "The player may call the abortive draw (nine different terminals and honours)."
    ),
    KyuushuReason.NOT_IN_RULESET: QT_TRANSLATE_NOOP(
        "labels", "This ruleset has no abortive draw for nine different terminals and honours."
    ),
    KyuushuReason.NOT_FIRST_DRAW: QT_TRANSLATE_NOOP(
        "labels", "Only on the player's first draw of the hand."
    ),
    KyuushuReason.AFTER_CALL: QT_TRANSLATE_NOOP(
        "labels", "Not after a call: a call earlier in the hand breaks the first go-around."
    ),
    KyuushuReason.TOO_FEW_KINDS: QT_TRANSLATE_NOOP(
        "labels", "Fewer than nine different terminals and honours."
    ),
}


#: The words of each id enum of `engine.ids` (the tables above). An enum whose words
#: need more than a lookup has its function in `labels.LABEL_FUNCTIONS` instead.
LABEL_TABLES: dict[type[StrEnum], Mapping[str, str]] = {
    YakuId: YAKU_LOCAL,
    LimitId: LIMITS,
    FuId: FU,
    WaitKind: WAITS,
    SetKind: SET_KINDS,
    MeldKind: MELD_KINDS,
    ReadingKind: READING_KINDS,
    Wind: WINDS,
    ConflictId: CONFLICTS,
    WhyNot: WHY_NOT,
    SettleProblem: SETTLE_PROBLEMS,
    OutcomeType: OUTCOMES,
    AbortiveReason: ABORTIVE,
    TransferReason: TRANSFERS,
    PenaltyId: PENALTIES,
    PenaltyCategory: PENALTY_CATEGORIES,
    PenaltyConsequence: PENALTY_CONSEQUENCES,
    Certainty: CERTAINTIES,
    PenaltyApplied: PENALTY_APPLIED,
    PenaltyFormula: PENALTY_FORMULAS,
    NotApplicableReason: NOT_APPLICABLE,
    GameEndReason: GAME_END,
    FuritenReason: FURITEN,
    KanAfterRiichiReason: KAN_AFTER_RIICHI,
    KanAfterRiichiRule: KAN_AFTER_RIICHI_RULES,
    DrawTenpaiReason: DRAW_TENPAI,
    DeadWaitKind: DEAD_WAITS,
    KuikaeReason: KUIKAE,
    KuikaeKind: KUIKAE_KINDS,
    KyuushuReason: KYUUSHU,
}
