"""Hand values worked by hand from the rule facts: tricky hands under every preset.

Every expected value below was worked out from `shared/rules/` alone (rulesets.md: matrix A2
scoring options, B yaku and yakuman, C fu, D payments; README.md: presets and corrections;
rrc.md §1), never from the engine's output. Conventions, unless a row says otherwise: the
winner sits South in an East round (non-dealer; the request helper's default), ron, no dora.

Payments (rulesets.md §D): basic = fu x 2^(han+2), capped at 2,000 (mangan); 6-7 han 3,000,
8-10 4,000, 11+ 6,000 (11-12 where kazoe is played), yakuman 8,000 per multiple. Ron:
ceil100(4 x basic), dealer ceil100(6 x basic). Tsumo: dealer pays ceil100(2 x basic), each
non-dealer ceil100(basic); a dealer's tsumo takes ceil100(2 x basic) from each. Counters: 300
per counter on a ron, 100 from each payer on a tsumo. `total` includes counters and sticks.

Where a yakuman's id is a naming choice rather than a rule fact (which id a single suuankou
tanki shows in a preset without double yakuman), the yaku column is left unchecked (None).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from engine import api
from tests.engine.hands import error_code, score, summary, yaku_of

UNCHECKED = "?"  # the limit column is not checked (kiriage rows: a mangan paid from 1,920)


class Row(NamedTuple):
    name: str
    ruleset: str
    hand: str
    win: str
    situation: dict[str, Any]
    yaku: dict[str, int] | None  # id -> han (or yakuman multiple); None: not checked
    han: int | None
    fu: int | None
    limit: str | None  # None = no limit; UNCHECKED = not checked
    yakuman: int | None
    total: int


# 234m 567p 345s 678s 88p: all simples, all chi, pair 88p. Ron/tsumo on 8s or 6s completes
# 678s from 67s/78s two-sided: pinfu + tanyao (matrix B). Closed ron 30 fu (matrix C.1, C.5).
PLAIN = "234m567p345678s88p"
# 123m 123m 456m 789m 99m, closed: on 6m (45m two-sided) pinfu 1 + iipeikou 1 + ittsu 2 +
# chinitsu 6 = 10 han (matrix B); ron 30 fu, tsumo 20 fu.
CHIN = "11223345678999m"
# 111m 222p 333s 777z and 55p: four concealed triplets; 5p is a pair (tanki) wait, 7z shanpon.
ANKOU = "111m222p333s55p777z"
# 19m 19p 19s 1234567z + 1m: the 13 singles before the win wait on all 13 tiles.
KOKUSHI = "119m19p19s1234567z"
DSS_MELDS = "pon:111z pon:222z"
# Rinshan on an own closed kan 2222m (dealer, East seat and East round, pair 11z), kanchan 68s+7s:
# 20 + 16 (closed kan 2-8) + 8 (concealed 999p) + 2 (kanchan) + pair 4 or 2 (+2 tsumo fu).
RIN = {"win": "tsumo", "rinshan": True, "melds": "ankan:2222m", "seat_wind": "E"}
RIN_HAND = "999p345p678s11z"
# Seat East, round East, pair 11z, riichi ron on 6s (78s two-sided); 111m concealed pon:
# 30 (closed ron) + 8 (concealed terminal pon) + pair 4 (2016) or 2 (2025) = 42 -> 50 / 40 -> 40.
DW_HAND = "111m567p345678s11z"
DW = {"seat_wind": "E", "riichi": True}
KAZOE = {"win": "tsumo", "riichi": True, "dora_indicators": "9m"}
HAKU_OPEN = "234m567p345s88p"  # with pon:555z: tanki 8p, 20 + 4 + 2 = 26 -> 30 fu, 1 han
KANS3 = "kan:2222m ankan:3333p shouminkan:4444s"

ROWS: list[Row] = [
    # --- yakuman and double yakuman per preset (matrix B yakuman table) ---
    # Suuankou won on the pair: Mahjong Soul double -> 16,000 x 4 = 64,000.
    Row(
        "suuankou_tanki_ms",
        "mahjongsoul",
        ANKOU,
        "5p",
        {},
        {"suuankou_tanki": 2},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    # Single elsewhere ("tanki also single"): 8,000 x 4 = 32,000.
    Row("suuankou_tanki_ema", "ema", ANKOU, "5p", {}, None, None, None, "yakuman", 1, 32000),
    Row("suuankou_tanki_wrc", "wrc", ANKOU, "5p", {}, None, None, None, "yakuman", 1, 32000),
    Row("suuankou_tanki_rrc", "rrc", ANKOU, "5p", {}, None, None, None, "yakuman", 1, 32000),
    Row("suuankou_tanki_tenhou", "tenhou", ANKOU, "5p", {}, None, None, None, "yakuman", 1, 32000),
    # Shanpon tsumo: suuankou but not tanki -> single even in Mahjong Soul: 16,000 + 2 x 8,000.
    Row(
        "suuankou_shanpon_tsumo_ms",
        "mahjongsoul",
        ANKOU,
        "7z",
        {"win": "tsumo"},
        {"suuankou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Shanpon ron: 777z counts as open (C.2) -> no suuankou; toitoi 2 + sanankou 2 + chun 1 = 5
    # han mangan 8,000.
    Row(
        "suuankou_shanpon_ron_is_not",
        "mahjongsoul",
        ANKOU,
        "7z",
        {},
        {"yakuhai_chun": 1, "toitoi": 2, "sanankou": 2},
        5,
        None,
        "mangan",
        0,
        8000,
    ),
    # Kokushi 13-sided: Mahjong Soul double (64,000); Tenhou single, dealer 6 x 8,000 = 48,000;
    # Galaxy single 32,000.
    Row(
        "kokushi13_ms",
        "mahjongsoul",
        KOKUSHI,
        "1m",
        {},
        {"kokushi_13": 2},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "kokushi13_tenhou_dealer",
        "tenhou",
        KOKUSHI,
        "1m",
        {"seat_wind": "E"},
        None,
        None,
        None,
        "yakuman",
        1,
        48000,
    ),
    # + 2 counters: 48,000 + 600.
    Row(
        "kokushi13_dealer_honba_tenhou",
        "tenhou",
        KOKUSHI,
        "1m",
        {"seat_wind": "E", "honba": 2},
        {"kokushi_13": 1},
        None,
        None,
        "yakuman",
        1,
        48600,
    ),
    Row("kokushi13_galaxy", "galaxy", KOKUSHI, "1m", {}, None, None, None, "yakuman", 1, 32000),
    # Junsei chuuren (1112345678999m before the win): Mahjong Soul double, tsumo: 2 x 16,000 from
    # the dealer + 16,000 x 2 = 64,000; WRC single 32,000.
    Row(
        "junsei_chuuren_ms_tsumo",
        "mahjongsoul",
        "11123455678999m",
        "5m",
        {"win": "tsumo"},
        {"junsei_chuuren": 2},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "junsei_chuuren_wrc",
        "wrc",
        "11123455678999m",
        "5m",
        {},
        None,
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # 1113345678999m before the win (not the pure form), won on 2m: plain chuuren, single.
    Row(
        "chuuren_not_pure_ms",
        "mahjongsoul",
        "11123345678999m",
        "2m",
        {},
        {"chuuren": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Daisuushii: double in Galaxy and EMA 2012 (README preset table) -> 64,000; single in EMA
    # 2025 and WRC -> 32,000.
    Row(
        "daisuushii_galaxy",
        "galaxy",
        "333444z99m",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 2},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "daisuushii_ema2012",
        "ema2012",
        "333444z99m",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 2},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "daisuushii_ema",
        "ema",
        "333444z99m",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    Row(
        "daisuushii_wrc",
        "wrc",
        "333444z99m",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Daisuushii + tsuuiisou (pair 55z): "combination of yakuman" row. Tenhou, WRC, RRC stack
    # 1 + 1 = 2 (64,000); Mahjong Soul 2 + 1 = 3 (96,000); Galaxy and EMA 2012 do not combine,
    # the double daisuushii alone (64,000); EMA 2025 does not combine, single (32,000).
    Row(
        "dss_tsuuiisou_tenhou",
        "tenhou",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 1, "tsuuiisou": 1},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "dss_tsuuiisou_ms",
        "mahjongsoul",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 2, "tsuuiisou": 1},
        None,
        None,
        "yakuman",
        3,
        96000,
    ),
    Row(
        "dss_tsuuiisou_wrc",
        "wrc",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 1, "tsuuiisou": 1},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "dss_tsuuiisou_rrc",
        "rrc",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        {"daisuushii": 1, "tsuuiisou": 1},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "dss_tsuuiisou_galaxy",
        "galaxy",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        None,
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "dss_tsuuiisou_ema2012",
        "ema2012",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        None,
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "dss_tsuuiisou_ema",
        "ema",
        "333444z55z",
        "4z",
        {"melds": DSS_MELDS},
        None,
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Chiihou + suuankou (shanpon tsumo) stack in Tenhou: basic 16,000, the dealer pays 32,000
    # and each non-dealer 16,000 = 64,000. EMA: not cumulative, 16,000 + 2 x 8,000 = 32,000.
    Row(
        "chiihou_suuankou_tenhou",
        "tenhou",
        ANKOU,
        "7z",
        {"win": "tsumo", "chiihou": True},
        {"chiihou": 1, "suuankou": 1},
        None,
        None,
        "yakuman",
        2,
        64000,
    ),
    Row(
        "chiihou_suuankou_ema",
        "ema",
        ANKOU,
        "7z",
        {"win": "tsumo", "chiihou": True},
        None,
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Tenhou (dealer's initial hand): 16,000 from each of three.
    Row(
        "tenhou_dealer",
        "tenhou",
        PLAIN,
        "8s",
        {"seat_wind": "E", "win": "tsumo", "tenhou": True},
        {"tenhou": 1},
        None,
        None,
        "yakuman",
        1,
        48000,
    ),
    # Ryuuiisou without hatsu (234s 234s 44s 666s 888s): green dragon not required anywhere.
    Row(
        "ryuuiisou_no_hatsu_ema",
        "ema",
        "22334444666888s",
        "2s",
        {},
        {"ryuuiisou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    Row(
        "ryuuiisou_no_hatsu_tenhou",
        "tenhou",
        "22334444666888s",
        "2s",
        {},
        {"ryuuiisou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # With a hatsu pung: still single.
    Row(
        "ryuuiisou_hatsu_wrc",
        "wrc",
        "22334466688s666z",
        "8s",
        {},
        {"ryuuiisou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Chinroutou (open pons 111m 999p, concealed 111s 999s, tanki 9m).
    Row(
        "chinroutou_ema",
        "ema",
        "111s999s99m",
        "9m",
        {"melds": "pon:111m pon:999p"},
        {"chinroutou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Tsuuiisou (shousangen inside is a plain yaku, absorbed by the yakuman).
    Row(
        "tsuuiisou_tenhou",
        "tenhou",
        "111z222z666z77z",
        "7z",
        {"melds": "pon:555z"},
        {"tsuuiisou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Suukantsu with closed, open and added kans.
    Row(
        "suukantsu_ema",
        "ema",
        "55p",
        "5p",
        {"melds": "ankan:1111m kan:2222p shouminkan:3333s ankan:4444z"},
        {"suukantsu": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # --- kazoe vs sanbaiman: riichi 1 + tsumo 1 + 10 (CHIN) + 2 dora (indicator 9m wraps to 1m,
    # two 1m) = 14 han. No kazoe (EMA 2025/2016): sanbaiman 6,000 -> 12,000 + 2 x 6,000 =
    # 24,000. Kazoe (Tenhou, WRC probable, RRC, EMA 2012 "13+ = yakuman", Galaxy gap -> EMA 2012):
    # 16,000 + 2 x 8,000 = 32,000.
    Row(
        "kazoe_ema_sanbaiman",
        "ema",
        CHIN,
        "6m",
        KAZOE,
        {"riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6},
        14,
        None,
        "sanbaiman",
        0,
        24000,
    ),
    Row(
        "kazoe_ema2016_sanbaiman",
        "ema2016",
        CHIN,
        "6m",
        KAZOE,
        None,
        14,
        None,
        "sanbaiman",
        0,
        24000,
    ),
    Row(
        "kazoe_tenhou_yakuman", "tenhou", CHIN, "6m", KAZOE, None, 14, None, "yakuman", None, 32000
    ),
    Row("kazoe_wrc_yakuman", "wrc", CHIN, "6m", KAZOE, None, 14, None, "yakuman", None, 32000),
    Row("kazoe_rrc_yakuman", "rrc", CHIN, "6m", KAZOE, None, 14, None, "yakuman", None, 32000),
    Row(
        "kazoe_ema2012_yakuman",
        "ema2012",
        CHIN,
        "6m",
        KAZOE,
        None,
        14,
        None,
        "yakuman",
        None,
        32000,
    ),
    Row(
        "kazoe_galaxy_yakuman", "galaxy", CHIN, "6m", KAZOE, None, 14, None, "yakuman", None, 32000
    ),
    # 12 han without dora: sanbaiman even with kazoe (11-12).
    Row(
        "twelve_han_tenhou_sanbaiman",
        "tenhou",
        CHIN,
        "6m",
        {"win": "tsumo", "riichi": True},
        None,
        12,
        None,
        "sanbaiman",
        0,
        24000,
    ),
    # --- renhou (matrix B; README correction 12). Normal value of PLAIN: 2 han 30 fu = 2,000.
    # EMA 2025/2016: 5 han alone -> mangan 8,000; WRC and RRC: mangan; Galaxy, EMA 2012:
    # yakuman 32,000.
    Row(
        "renhou_ema",
        "ema",
        PLAIN,
        "8s",
        {"renhou": True},
        {"renhou": 5},
        5,
        None,
        "mangan",
        0,
        8000,
    ),
    Row(
        "renhou_ema2016",
        "ema2016",
        PLAIN,
        "8s",
        {"renhou": True},
        {"renhou": 5},
        5,
        None,
        "mangan",
        0,
        8000,
    ),
    # No dora with renhou: indicator 7p makes 88p two dora; normal 4 han 30 fu = 7,700 (2016
    # without kiriage) < renhou 5 han alone, which takes no dora: still 5 han, 8,000.
    Row(
        "renhou_dora_ignored_ema2016",
        "ema2016",
        PLAIN,
        "8s",
        {"renhou": True, "dora_indicators": "7p"},
        {"renhou": 5},
        5,
        None,
        "mangan",
        0,
        8000,
    ),
    Row("renhou_wrc", "wrc", PLAIN, "8s", {"renhou": True}, None, None, None, "mangan", 0, 8000),
    Row("renhou_rrc", "rrc", PLAIN, "8s", {"renhou": True}, None, None, None, "mangan", 0, 8000),
    Row(
        "renhou_galaxy",
        "galaxy",
        PLAIN,
        "8s",
        {"renhou": True},
        {"renhou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    Row(
        "renhou_ema2012",
        "ema2012",
        PLAIN,
        "8s",
        {"renhou": True},
        {"renhou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # Normal value above mangan (CHIN ron: 10 han baiman 16,000) wins in EMA, WRC, RRC.
    Row(
        "renhou_normal_better_ema",
        "ema",
        CHIN,
        "6m",
        {"renhou": True},
        {"pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6},
        10,
        None,
        "baiman",
        0,
        16000,
    ),
    Row(
        "renhou_normal_better_wrc",
        "wrc",
        CHIN,
        "6m",
        {"renhou": True},
        {"pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6},
        10,
        None,
        "baiman",
        0,
        16000,
    ),
    Row(
        "renhou_normal_better_rrc",
        "rrc",
        CHIN,
        "6m",
        {"renhou": True},
        {"pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6},
        10,
        None,
        "baiman",
        0,
        16000,
    ),
    Row(
        "renhou_galaxy_over_baiman",
        "galaxy",
        CHIN,
        "6m",
        {"renhou": True},
        {"renhou": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # --- paarenchan (Galaxy, correction 13): dealer yakuman 48,000 + 7 counters x 300.
    Row(
        "paarenchan_galaxy",
        "galaxy",
        PLAIN,
        "8s",
        {"seat_wind": "E", "paarenchan": True, "honba": 7},
        {"paarenchan": 1},
        None,
        None,
        "yakuman",
        1,
        50100,
    ),
    # Galaxy yakuman do not combine: paarenchan + suuankou tanki = one yakuman (50,100);
    # paarenchan + double daisuushii = the double alone: 6 x 16,000 + 2,100 = 98,100.
    Row(
        "galaxy_paarenchan_suuankou_no_stack",
        "galaxy",
        ANKOU,
        "5p",
        {"seat_wind": "E", "paarenchan": True, "honba": 7},
        None,
        None,
        None,
        "yakuman",
        1,
        50100,
    ),
    Row(
        "galaxy_paarenchan_daisuushii_no_stack",
        "galaxy",
        "333444z99m",
        "4z",
        {"melds": DSS_MELDS, "seat_wind": "E", "paarenchan": True, "honba": 7},
        {"daisuushii": 2},
        None,
        None,
        "yakuman",
        2,
        98100,
    ),
    # --- 2-han minimum at 5+ counters (Galaxy: dealer only, correction 2; EMA 2012: everyone).
    # Haku pon + tanki: 1 han 30 fu. Galaxy dealer at 4 counters: ceil100(6 x 240) = 1,500 +
    # 1,200. Galaxy non-dealer at 5: 1,000 + 1,500. EMA 2012 at 4: 1,000 + 1,200. EMA 2025 at
    # 5 (rule removed): 1,000 + 1,500.
    Row(
        "galaxy_dealer_4_counters",
        "galaxy",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "seat_wind": "E", "honba": 4},
        {"yakuhai_haku": 1},
        1,
        30,
        None,
        0,
        2700,
    ),
    Row(
        "galaxy_nondealer_5_counters",
        "galaxy",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "honba": 5},
        {"yakuhai_haku": 1},
        1,
        30,
        None,
        0,
        2500,
    ),
    Row(
        "ema2012_4_counters",
        "ema2012",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "honba": 4},
        {"yakuhai_haku": 1},
        1,
        30,
        None,
        0,
        2200,
    ),
    Row(
        "ema_5_counters",
        "ema",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "honba": 5},
        {"yakuhai_haku": 1},
        1,
        30,
        None,
        0,
        2500,
    ),
    # Galaxy dealer at 5 counters with 2 han from yaku (pinfu + closed tanyao): 2 han 30 fu
    # dealer ron ceil100(6 x 480) = 2,900 + 1,500.
    Row(
        "galaxy_dealer_5_counters_two_han",
        "galaxy",
        PLAIN,
        "8s",
        {"seat_wind": "E", "honba": 5},
        {"pinfu": 1, "tanyao": 1},
        2,
        30,
        None,
        0,
        4400,
    ),
    # --- open tanyao (matrix A2): EMA 2025 yes: 20 + 2 (tanki) = 22 -> 30 fu, 1 han: 1,000.
    Row(
        "open_tanyao_ema",
        "ema",
        "567p345s678s88p",
        "8p",
        {"melds": "chi:234m"},
        {"tanyao": 1},
        1,
        30,
        None,
        0,
        1000,
    ),
    # Open tsumo: 20 + 2 tanki + 2 tsumo = 24 -> 30: 1 han 30 fu: 500 + 300 + 300.
    Row(
        "open_tsumo_fu",
        "ema",
        "567p345s678s88p",
        "8p",
        {"melds": "chi:234m", "win": "tsumo"},
        {"tanyao": 1},
        1,
        30,
        None,
        0,
        1100,
    ),
    # --- double-wind pair (matrix A2, C.3): 4 fu in EMA 2016, Galaxy, Tenhou, MS, RRC ->
    # 1 han 50 fu dealer ron ceil100(6 x 400) = 2,400; 2 fu in EMA 2025, WRC -> 1 han 40 fu
    # ceil100(6 x 320) = 2,000.
    Row(
        "double_wind_pair_ema2016",
        "ema2016",
        DW_HAND,
        "6s",
        DW,
        {"riichi": 1},
        1,
        50,
        None,
        0,
        2400,
    ),
    Row("double_wind_pair_ema", "ema", DW_HAND, "6s", DW, {"riichi": 1}, 1, 40, None, 0, 2000),
    Row("double_wind_pair_wrc", "wrc", DW_HAND, "6s", DW, {"riichi": 1}, 1, 40, None, 0, 2000),
    Row(
        "double_wind_pair_galaxy", "galaxy", DW_HAND, "6s", DW, {"riichi": 1}, 1, 50, None, 0, 2400
    ),
    Row(
        "double_wind_pair_tenhou", "tenhou", DW_HAND, "6s", DW, {"riichi": 1}, 1, 50, None, 0, 2400
    ),
    Row("double_wind_pair_rrc", "rrc", DW_HAND, "6s", DW, {"riichi": 1}, 1, 50, None, 0, 2400),
    Row(
        "double_wind_pair_ms", "mahjongsoul", DW_HAND, "6s", DW, {"riichi": 1}, 1, 50, None, 0, 2400
    ),
    # Double-wind pung (open 111z, dealer): seat wind 1 + round wind 1; 20 + 4 + 2 = 26 -> 30;
    # 2 han 30 fu dealer ron ceil100(6 x 480) = 2,900.
    Row(
        "double_wind_pon_dealer",
        "ema",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:111z", "seat_wind": "E"},
        {"seat_wind": 1, "round_wind": 1},
        2,
        30,
        None,
        0,
        2900,
    ),
    # --- pinfu tsumo and splits with counters: 3 han 20 fu, basic 640: 1,300 + 700 + 700 = 2,700
    # + 2 counters x 100 x 3 payers = 3,300.
    Row(
        "pinfu_tsumo_honba",
        "ema",
        PLAIN,
        "6s",
        {"win": "tsumo", "honba": 2},
        {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1},
        3,
        20,
        None,
        0,
        3300,
    ),
    # Dealer: 3 x 1,300 = 3,900 + 3 counters x 300 = 900 + 2 sticks = 6,800.
    Row(
        "dealer_pinfu_tsumo_honba_sticks",
        "ema",
        PLAIN,
        "6s",
        {"win": "tsumo", "seat_wind": "E", "honba": 3, "riichi_sticks": 2},
        {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1},
        3,
        20,
        None,
        0,
        6800,
    ),
    # Dealer riichi pinfu tsumo: 4 han 20 fu, basic 1,280: 3 x 2,600 = 7,800.
    Row(
        "dealer_riichi_pinfu_tsumo_4_20",
        "ema",
        PLAIN,
        "6s",
        {"seat_wind": "E", "win": "tsumo", "riichi": True},
        {"riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "tanyao": 1},
        4,
        20,
        None,
        0,
        7800,
    ),
    # Haitei on a pinfu tsumo: 4 han 20 fu, basic 1,280: 2,600 + 1,300 + 1,300.
    Row(
        "haitei_pinfu_tsumo",
        "ema",
        PLAIN,
        "6s",
        {"win": "tsumo", "haitei": True},
        {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1, "haitei": 1},
        4,
        20,
        None,
        0,
        5200,
    ),
    # --- rinshan tsumo fu (C.5, correction 15): see RIN. Tsumo 1 + rinshan 1 = 2 han.
    # EMA 2016, Tenhou, MS (pair 4): 20+16+8+2+4+2 = 52 -> 60: basic 960, 3 x 2,000 = 6,000.
    # EMA 2025, WRC (pair 2): 50 -> 50: basic 800, 3 x 1,600 = 4,800.
    # Galaxy (pair 4, no tsumo fu on rinshan): 50 -> 50: 4,800.
    Row(
        "rinshan_tsumo_fu_ema2016",
        "ema2016",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        60,
        None,
        0,
        6000,
    ),
    Row(
        "rinshan_tsumo_fu_ema",
        "ema",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        50,
        None,
        0,
        4800,
    ),
    Row(
        "rinshan_tsumo_fu_wrc",
        "wrc",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        50,
        None,
        0,
        4800,
    ),
    Row(
        "rinshan_tsumo_fu_tenhou",
        "tenhou",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        60,
        None,
        0,
        6000,
    ),
    Row(
        "rinshan_tsumo_fu_ms",
        "mahjongsoul",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        60,
        None,
        0,
        6000,
    ),
    Row(
        "rinshan_no_tsumo_fu_galaxy",
        "galaxy",
        RIN_HAND,
        "7s",
        RIN,
        {"menzen_tsumo": 1, "rinshan": 1},
        2,
        50,
        None,
        0,
        4800,
    ),
    # --- ippatsu / double riichi at 4 han 30 fu (basic 1,920) and kiriage (matrix A2, D.2):
    # kiriage (EMA 2025, WRC) 8,000 / dealer 12,000; none (2016, Tenhou, Galaxy gap, RRC)
    # ceil100(7,680) = 7,700 / ceil100(11,520) = 11,600.
    Row(
        "ippatsu_4_30_ema_kiriage",
        "ema",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        {"riichi": 1, "ippatsu": 1, "pinfu": 1, "tanyao": 1},
        4,
        30,
        UNCHECKED,
        0,
        8000,
    ),
    Row(
        "ippatsu_4_30_ema2016",
        "ema2016",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        {"riichi": 1, "ippatsu": 1, "pinfu": 1, "tanyao": 1},
        4,
        30,
        None,
        0,
        7700,
    ),
    Row(
        "ippatsu_4_30_wrc_kiriage",
        "wrc",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        None,
        4,
        30,
        UNCHECKED,
        0,
        8000,
    ),
    Row(
        "ippatsu_4_30_tenhou",
        "tenhou",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        None,
        4,
        30,
        None,
        0,
        7700,
    ),
    Row(
        "ippatsu_4_30_galaxy",
        "galaxy",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        None,
        4,
        30,
        None,
        0,
        7700,
    ),
    Row(
        "ippatsu_4_30_rrc",
        "rrc",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True},
        None,
        4,
        30,
        None,
        0,
        7700,
    ),
    Row(
        "dealer_4_30_ema_kiriage",
        "ema",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True, "seat_wind": "E"},
        None,
        4,
        30,
        UNCHECKED,
        0,
        12000,
    ),
    Row(
        "dealer_4_30_ema2016",
        "ema2016",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True, "seat_wind": "E"},
        None,
        4,
        30,
        None,
        0,
        11600,
    ),
    # Tsumo 4 han 30 fu: 20 + 4 (concealed 444p) + 2 (kanchan 68s+7s) + 2 = 28 -> 30; riichi,
    # tsumo, tanyao, dora 2m (indicator 1m). Kiriage: 4,000 + 2,000 + 2,000; 2016:
    # ceil100(3,840) = 3,900 + 2 x ceil100(1,920) = 7,900.
    Row(
        "nondealer_tsumo_4_30_ema_kiriage",
        "ema",
        "234m444p88p345678s",
        "7s",
        {"win": "tsumo", "riichi": True, "dora_indicators": "1m"},
        {"riichi": 1, "menzen_tsumo": 1, "tanyao": 1},
        4,
        30,
        UNCHECKED,
        0,
        8000,
    ),
    Row(
        "nondealer_tsumo_4_30_ema2016",
        "ema2016",
        "234m444p88p345678s",
        "7s",
        {"win": "tsumo", "riichi": True, "dora_indicators": "1m"},
        {"riichi": 1, "menzen_tsumo": 1, "tanyao": 1},
        4,
        30,
        None,
        0,
        7900,
    ),
    # Double riichi 2 (replaces riichi) + pinfu + tanyao = 4 han 30 fu.
    Row(
        "double_riichi_tenhou",
        "tenhou",
        PLAIN,
        "8s",
        {"double_riichi": True},
        {"double_riichi": 2, "pinfu": 1, "tanyao": 1},
        4,
        30,
        None,
        0,
        7700,
    ),
    Row(
        "double_riichi_ema",
        "ema",
        PLAIN,
        "8s",
        {"double_riichi": True},
        {"double_riichi": 2, "pinfu": 1, "tanyao": 1},
        4,
        30,
        UNCHECKED,
        0,
        8000,
    ),
    Row(
        "double_riichi_ema2016",
        "ema2016",
        PLAIN,
        "8s",
        {"double_riichi": True},
        None,
        4,
        30,
        None,
        0,
        7700,
    ),
    # --- fu rounding (C.1, C.7): chiitoitsu 25 flat. 2 han 25: 4 x 400 = 1,600.
    Row(
        "chiitoitsu_2_25",
        "ema",
        "1133m5577p2299s66z",
        "6z",
        {},
        {"chiitoitsu": 2},
        2,
        25,
        None,
        0,
        1600,
    ),
    # Riichi tsumo 4 han 25 fu: basic 1,600 (below 1,920: no kiriage): 3,200 + 1,600 + 1,600.
    Row(
        "chiitoitsu_4_25_tsumo",
        "ema",
        "1133m5577p2299s66z",
        "6z",
        {"win": "tsumo", "riichi": True},
        {"riichi": 1, "menzen_tsumo": 1, "chiitoitsu": 2},
        4,
        25,
        None,
        0,
        6400,
    ),
    # Chiitoitsu + honroutou: 4 han 25 fu ron: 4 x 1,600 = 6,400.
    Row(
        "chiitoitsu_honroutou",
        "ema",
        "1199m1199p1199s77z",
        "7z",
        {},
        {"chiitoitsu": 2, "honroutou": 2},
        4,
        25,
        None,
        0,
        6400,
    ),
    # Red five in a chiitoitsu pair (Tenhou): 2 + aka 1 = 3 han 25 fu: 4 x 800 = 3,200.
    Row(
        "aka_chiitoitsu_tenhou",
        "tenhou",
        "1133m0577p2299s66z",
        "6z",
        {},
        {"chiitoitsu": 2},
        3,
        25,
        None,
        0,
        3200,
    ),
    # 110 fu: closed kans 1111m (32) and 9999p (32), concealed 444s (4), haku pair (2), tanki (2),
    # closed ron 30: 102 -> 110. Sanankou (2 kans + 444s) 2 han. Basic 110 x 16 = 1,760:
    # ceil100(7,040) = 7,100; dealer ceil100(10,560) = 10,600.
    Row(
        "fu_110_sanankou",
        "ema",
        "444s234p55z",
        "5z",
        {"melds": "ankan:1111m ankan:9999p"},
        {"sanankou": 2},
        2,
        110,
        None,
        0,
        7100,
    ),
    Row(
        "fu_110_sanankou_dealer",
        "tenhou",
        "444s234p55z",
        "5z",
        {"melds": "ankan:1111m ankan:9999p", "seat_wind": "E"},
        {"sanankou": 2},
        2,
        110,
        None,
        0,
        10600,
    ),
    # --- sanankou with a ron-completed pon (C.2, B sanankou): 777s by ron counts open: riichi
    # only; 30 + 8 (111m) + 4 (444p) + 2 (777s open) = 44 -> 50: 1 han 50 fu 4 x 400 = 1,600.
    Row(
        "ron_completed_pon_no_sanankou",
        "ema",
        "111m444p777s789p55s",
        "7s",
        {"riichi": True},
        {"riichi": 1},
        1,
        50,
        None,
        0,
        1600,
    ),
    # By tsumo it is concealed: riichi + tsumo + sanankou = 4 han; 20 + 8 + 4 + 4 + 2 = 38 -> 40;
    # basic 2,560 -> mangan: 4,000 + 2,000 + 2,000.
    Row(
        "tsumo_pon_sanankou",
        "ema",
        "111m444p777s789p55s",
        "7s",
        {"riichi": True, "win": "tsumo"},
        {"riichi": 1, "menzen_tsumo": 1, "sanankou": 2},
        4,
        40,
        "mangan",
        0,
        8000,
    ),
    # Sanankou reading (2 han 50 fu: 30 + 8 + 4 + 4 + 2 tanki = 48) beats 123m x 3 as iipeikou
    # (1 han 40 fu) (C.4 best reading; rrc.md §1b): 4 x 800 = 3,200.
    Row(
        "sanankou_reading_beats_iipeikou",
        "ema",
        "111222333m456p88s",
        "8s",
        {},
        {"sanankou": 2},
        2,
        50,
        None,
        0,
        3200,
    ),
    # Pinfu reading of 4566m + 6m (45m two-sided, pair 66m) beats the tanki reading: riichi +
    # pinfu 2 han 30 fu = 2,000 (tanki: riichi 1 han 40 fu = 1,300).
    Row(
        "pinfu_reading_beats_tanki",
        "ema",
        "234p567s789s45666m",
        "6m",
        {"riichi": True},
        {"riichi": 1, "pinfu": 1},
        2,
        30,
        None,
        0,
        2000,
    ),
    # Ryanpeikou (3) + tanyao (1) = 4 han 40 fu (30 + 2 tanki = 32) -> mangan 8,000, better than
    # the chiitoitsu reading (3 han 25 fu, 3,200).
    Row(
        "ryanpeikou_beats_chiitoitsu",
        "ema",
        "223344m556677p88s",
        "8s",
        {},
        {"tanyao": 1, "ryanpeikou": 3},
        4,
        40,
        "mangan",
        0,
        8000,
    ),
    # --- sankantsu (open kan 2222m 8, closed kan 3333p 16, added kan 4444s 8, tanki 2):
    # 20 + 34 = 54 -> 60. With open tanyao: 3 han 60 fu, basic 1,920: kiriage 8,000, else 7,700.
    # EMA 2012 / Galaxy (closed tanyao only): 2 han 60 fu: ceil100(3,840) = 3,900.
    Row(
        "sankantsu_ema_kiriage",
        "ema",
        "567p88s",
        "8s",
        {"melds": KANS3},
        {"sankantsu": 2, "tanyao": 1},
        3,
        60,
        UNCHECKED,
        0,
        8000,
    ),
    Row(
        "sankantsu_ema2016",
        "ema2016",
        "567p88s",
        "8s",
        {"melds": KANS3},
        {"sankantsu": 2, "tanyao": 1},
        3,
        60,
        None,
        0,
        7700,
    ),
    Row(
        "sankantsu_tenhou",
        "tenhou",
        "567p88s",
        "8s",
        {"melds": KANS3},
        {"sankantsu": 2, "tanyao": 1},
        3,
        60,
        None,
        0,
        7700,
    ),
    Row(
        "sankantsu_ema2012_closed_tanyao",
        "ema2012",
        "567p88s",
        "8s",
        {"melds": KANS3},
        {"sankantsu": 2},
        2,
        60,
        None,
        0,
        3900,
    ),
    Row(
        "sankantsu_galaxy_closed_tanyao",
        "galaxy",
        "567p88s",
        "8s",
        {"melds": KANS3},
        {"sankantsu": 2},
        2,
        60,
        None,
        0,
        3900,
    ),
    # --- chanta / junchan open (B; correction 17). Junchan open 2: 20 + 8 (111s) + 2 = 30:
    # 4 x 480 = 1,920 -> 2,000.
    Row(
        "junchan_open",
        "ema",
        "789p111s789s99m",
        "9m",
        {"melds": "chi:123m"},
        {"junchan": 2},
        2,
        30,
        None,
        0,
        2000,
    ),
    Row(
        "junchan_open_galaxy",
        "galaxy",
        "789p111s789s99m",
        "9m",
        {"melds": "chi:123m"},
        {"junchan": 2},
        2,
        30,
        None,
        0,
        2000,
    ),
    # Chanta open 1 + chun 1; 20 + 4 (open 777z) + 8 (111s) + 2 = 34 -> 40: 4 x 640 -> 2,600.
    Row(
        "chanta_open",
        "ema",
        "789p111s99m",
        "9m",
        {"melds": "chi:123m pon:777z"},
        {"chanta": 1, "yakuhai_chun": 1},
        2,
        40,
        None,
        0,
        2600,
    ),
    # Open chinitsu 5 + open ittsu 1 = 6 han haneman: 4 x 3,000.
    Row(
        "open_chinitsu_ittsu",
        "ema",
        "456789999m11m",
        "1m",
        {"melds": "chi:123m"},
        {"chinitsu": 5, "ittsu": 1},
        6,
        None,
        "haneman",
        0,
        12000,
    ),
    # Shousangen 2 + hatsu 1 + chun 1 = 4 han; 20 + 4 + 8 + 2 (haku pair) + 2 = 36 -> 40:
    # basic 2,560 -> mangan.
    Row(
        "shousangen_open",
        "ema",
        "123m456p55z777z",
        "5z",
        {"melds": "pon:666z"},
        {"shousangen": 2, "yakuhai_hatsu": 1, "yakuhai_chun": 1},
        4,
        40,
        "mangan",
        0,
        8000,
    ),
    # RRC chankan combines with ippatsu (rrc.md §1 row 30): 5 han mangan.
    Row(
        "rrc_chankan_with_ippatsu",
        "rrc",
        PLAIN,
        "8s",
        {"riichi": True, "ippatsu": True, "chankan": True},
        {"riichi": 1, "ippatsu": 1, "pinfu": 1, "tanyao": 1, "chankan": 1},
        5,
        None,
        "mangan",
        0,
        8000,
    ),
    # --- red fives in calls (A1: Tenhou, RRC have one per suit): chi 0m34m, pon 550p: tanyao 1 +
    # aka 2 = 3 han; 20 + 2 (open 555p) + 2 (tanki) = 24 -> 30: 4 x 960 = 3,840 -> 3,900.
    Row(
        "red_fives_in_calls_tenhou",
        "tenhou",
        "234s678s88p",
        "8p",
        {"melds": "chi:0m34m pon:550p"},
        {"tanyao": 1},
        3,
        30,
        None,
        0,
        3900,
    ),
    Row(
        "red_fives_in_calls_rrc",
        "rrc",
        "234s678s88p",
        "8p",
        {"melds": "chi:0m34m pon:550p"},
        {"tanyao": 1},
        3,
        30,
        None,
        0,
        3900,
    ),
    # Red five inside a closed kan: riichi + tanyao + aka 1 = 3 han; 30 + 16 + 2 = 48 -> 50:
    # 4 x 1,600 = 6,400.
    Row(
        "red_five_in_ankan_tenhou",
        "tenhou",
        "234m678s234p88p",
        "8p",
        {"melds": "ankan:0555p", "riichi": True},
        {"riichi": 1, "tanyao": 1},
        3,
        50,
        None,
        0,
        6400,
    ),
    # Ron with counters and sticks (D.6, D.7): 2 han 30 fu 2,000 + 1 x 300 + 2 x 1,000 = 4,300.
    Row(
        "ron_honba_and_sticks",
        "ema",
        PLAIN,
        "8s",
        {"honba": 1, "riichi_sticks": 2},
        {"pinfu": 1, "tanyao": 1},
        2,
        30,
        None,
        0,
        4300,
    ),
    # 1111234678999m + 5m: the 13 tiles before the win are not 1112345678999 (four 1m, no 5m):
    # plain chuuren, single in Mahjong Soul.
    Row(
        "chuuren_four_ones_not_pure_ms",
        "mahjongsoul",
        "11112345678999m",
        "5m",
        {},
        {"chuuren": 1},
        None,
        None,
        "yakuman",
        1,
        32000,
    ),
    # --- dora / ura with several indicators and wraps: indicators 9m -> 1m (one), 4z N -> 1z E
    # (pair: two), 7z chun -> 5z haku (three) = 6; ura 1s -> 2s (closed kan: four), 9p -> 1p,
    # 3z W -> 4z N: 4. Riichi + haku = 2, total 12 han: sanbaiman 24,000 in both.
    Row(
        "dora_wrap_tenhou",
        "tenhou",
        "123m555z11z",
        "5z",
        {
            "melds": "ankan:2222s ankan:8888p",
            "riichi": True,
            "dora_indicators": "9m4z7z",
            "ura_indicators": "1s9p3z",
        },
        {"riichi": 1, "yakuhai_haku": 1},
        12,
        None,
        "sanbaiman",
        0,
        24000,
    ),
    Row(
        "dora_wrap_ema",
        "ema",
        "123m555z11z",
        "5z",
        {
            "melds": "ankan:2222s ankan:8888p",
            "riichi": True,
            "dora_indicators": "9m4z7z",
            "ura_indicators": "1s9p3z",
        },
        {"riichi": 1, "yakuhai_haku": 1},
        12,
        None,
        "sanbaiman",
        0,
        24000,
    ),
]


class Refusal(NamedTuple):
    name: str
    ruleset: str
    hand: str
    win: str
    situation: dict[str, Any]
    code: str


REFUSALS: list[Refusal] = [
    # Galaxy dealer at 5 counters needs 2 han not counting dora (correction 2): haku alone is 1.
    Refusal(
        "galaxy_dealer_5_counters_one_han",
        "galaxy",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "seat_wind": "E", "honba": 5},
        "not_enough_han",
    ),
    # ... and three dora (indicator 7z -> haku pon) do not help.
    Refusal(
        "galaxy_dealer_5_counters_dora_not_counted",
        "galaxy",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "seat_wind": "E", "honba": 5, "dora_indicators": "7z"},
        "not_enough_han",
    ),
    # EMA 2012: 2 han from yaku for everyone at 5+ counters (README preset table).
    Refusal(
        "ema2012_nondealer_5_counters",
        "ema2012",
        HAKU_OPEN,
        "8p",
        {"melds": "pon:555z", "honba": 5},
        "not_enough_han",
    ),
    # A red five is not a yaku either.
    Refusal(
        "ema2012_aka_not_from_yaku",
        "ema2012",
        "234m067p345s88p",
        "8p",
        {"melds": "pon:555z", "honba": 5},
        "not_enough_han",
    ),
    # Closed-only tanyao (EMA 2012, Galaxy): the open tanyao hand has no yaku.
    Refusal(
        "open_tanyao_ema2012", "ema2012", "567p345s678s88p", "8p", {"melds": "chi:234m"}, "no_yaku"
    ),
    Refusal(
        "open_tanyao_galaxy", "galaxy", "567p345s678s88p", "8p", {"melds": "chi:234m"}, "no_yaku"
    ),
    Refusal(
        "red_fives_open_tanyao_ema2012",
        "ema2012",
        "234s678s88p",
        "8p",
        {"melds": "chi:0m34m pon:550p"},
        "no_yaku",
    ),
    # Chiitoitsu needs seven different pairs (matrix B).
    Refusal(
        "chiitoitsu_duplicate_pair", "ema", "1111m5577p2299s66z", "6z", {}, "not_a_winning_hand"
    ),
    # Galaxy has no double riichi (correction 6); Tenhou has no renhou (matrix B).
    Refusal(
        "double_riichi_galaxy",
        "galaxy",
        PLAIN,
        "8s",
        {"double_riichi": True},
        "conflicting_situation",
    ),
    Refusal("renhou_tenhou", "tenhou", PLAIN, "8s", {"renhou": True}, "conflicting_situation"),
    # Renhou is a non-dealer's win before the first own turn.
    Refusal(
        "renhou_dealer",
        "ema",
        PLAIN,
        "8s",
        {"renhou": True, "seat_wind": "E"},
        "conflicting_situation",
    ),
    # Tenhou / chiihou: no concealed kan before (matrix B yakuman table).
    Refusal(
        "chiihou_after_closed_kan",
        "tenhou",
        RIN_HAND,
        "7s",
        {"win": "tsumo", "chiihou": True, "melds": "ankan:2222m"},
        "conflicting_situation",
    ),
    # Haitei does not combine with rinshan (matrix B: the replacement tile is not the last
    # wall tile); a request claiming both is refused.
    Refusal(
        "haitei_with_rinshan",
        "ema",
        RIN_HAND,
        "7s",
        {**RIN, "haitei": True},
        "conflicting_situation",
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_hand_value_matches_hand_worked_value(row: Row) -> None:
    answer = score(row.hand, row.win, ruleset=row.ruleset, **row.situation)
    assert answer.get("ok") is True, summary(answer)
    if row.yaku is not None:
        assert yaku_of(answer) == row.yaku, summary(answer)
    if row.han is not None:
        assert answer["han"] == row.han, summary(answer)
    if row.fu is not None:
        assert answer["fu"] == row.fu, summary(answer)
    if row.limit != UNCHECKED:
        assert answer["limit"] == row.limit, summary(answer)
    if row.yakuman is not None:
        assert answer["yakuman"] == row.yakuman, summary(answer)
    assert answer["total"] == row.total, summary(answer)


@pytest.mark.parametrize("row", REFUSALS, ids=[r.name for r in REFUSALS])
def test_hand_refused_by_ruleset(row: Refusal) -> None:
    answer = score(row.hand, row.win, ruleset=row.ruleset, **row.situation)
    assert error_code(answer) == row.code


# Nagashi mangan (README correction 3). Seat 1 (non-dealer) makes it; seats 1 and 2 tenpai;
# 1 counter and 1 riichi stick on the table. Galaxy / EMA 2012: a win paid as a mangan tsumo
# (4,000 from the dealer, 2,000 from the others) plus the counter (100 each) and the stick:
# +9,300; noten payments void. Tenhou: mangan-sized payments only (no counter, the stick stays):
# +8,000; the dealer (noten) passes the deal, the counter goes up to 2.
NAGASHI_CASES = [
    ("galaxy", [-4100, 9300, -2100, -2100], 0),
    ("ema2012", [-4100, 9300, -2100, -2100], 0),
    ("tenhou", [-4000, 8000, -2000, -2000], 1),
]


@pytest.mark.parametrize(("ruleset", "deltas", "sticks_left"), NAGASHI_CASES)
def test_nagashi_mangan_settlement(ruleset: str, deltas: list[int], sticks_left: int) -> None:
    request = {
        "ruleset": ruleset,
        "scores": [25000] * 4,
        "dealer": 0,
        "round_wind": "E",
        "honba": 1,
        "riichi_sticks": 1,
        "riichi": [],
        "outcome": {"type": "draw", "tenpai": [1, 2], "nagashi": [1]},
    }
    answer = api.run("settle", request)
    assert answer["ok"] is True, answer
    assert answer["deltas"] == deltas
    assert answer["next"]["dealer"] == 1
    assert answer["next"]["riichi_sticks"] == sticks_left


@pytest.mark.parametrize("ruleset", ["ema", "rrc"])
def test_nagashi_mangan_refused_where_not_played(ruleset: str) -> None:
    request = {
        "ruleset": ruleset,
        "scores": [30000] * 4,
        "dealer": 0,
        "round_wind": "E",
        "outcome": {"type": "draw", "tenpai": [1], "nagashi": [1]},
    }
    answer = api.run("settle", request)
    assert answer["ok"] is False
    assert answer["error"]["code"] == "not_allowed_by_ruleset"
