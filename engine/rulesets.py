"""Rulesets as data: one frozen dataclass, eight presets, custom rulesets from JSON.

Each field is one rule of the fact matrix (`shared/rules/rulesets.md`, `rrc.md`). A value that
was chosen rather than read in a rule text carries an "assumed" note (`Ruleset.assumed`), which
the app shows next to the rule so a referee knows what to confirm with the organisers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal, get_args, get_origin

from engine.errors import EngineError
from engine.ids import DOUBLE_CAPABLE, LIMIT_YAKU_IDS, AbortiveReason, ErrorCode, YakuId

RenhouMode = Literal["none", "han5", "mangan", "yakuman"]
NagashiMode = Literal["none", "draw_payment", "win"]
MultiRon = Literal["all", "head_bump"]
MultiRonShare = Literal["each_winner", "nearest"]
MultiRonSticks = Literal["own_back_rest_nearest", "all_nearest"]
RyanhanShibari = Literal["none", "all", "dealer"]
PaoHonba = Literal["discarder", "liable"]
PaoScope = Literal["whole_hand", "liable_yakuman_only"]
ChomboMode = Literal["deduction", "reverse_mangan"]
TieRule = Literal["split", "seat_order"]
LeftoverSticks = Literal["first_place", "lost"]
FinalRounding = Literal["none", "nearest_1000"]
KanAfterRiichi = Literal["waits", "waits_and_readings"]
TempFuritenEnds = Literal["next_draw_or_claim", "any_call", "own_discard"]
TimeUpEnd = Literal["current_hand", "one_more_hand"]


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Every rule the engine needs. Field names are the keys of a custom ruleset's JSON."""

    id: str
    name: str
    base: str  # the preset it derives from (itself for a preset)

    # --- tiles and scoring options (matrix A2, B, C, D) ---
    red_fives: bool = False
    kuitan: bool = True  # open tanyao
    kiriage: bool = False  # 4-30 and 3-60 paid as mangan
    kazoe_yakuman: bool = False  # 13+ han = yakuman (else sanbaiman)
    double_yakuman: frozenset[str] = frozenset()  # yaku ids worth two yakuman
    yakuman_stacking: bool = False  # several yakuman in one hand add up
    renhou: RenhouMode = "han5"
    double_riichi: bool = True  # double riichi exists (2 han, replaces riichi)
    paarenchan: bool = False
    ryanhan_shibari: RyanhanShibari = "none"  # 2 han from yaku at `ryanhan_honba`+ counters
    ryanhan_honba: int = 5
    double_wind_pair_fu: int = 4
    rinshan_tsumo_fu: bool = True  # +2 tsumo fu on a rinshan win
    rob_closed_kan_kokushi: bool = True  # chankan on a closed kan only for thirteen orphans
    kan_dora_counts_for_rinshan: bool = True  # open/added kan dora counts on its replacement
    swap_calling: bool = False  # kuikae allowed

    # --- wins, draws, counters, dealer (A3) ---
    multi_ron: MultiRon = "all"
    triple_ron_abortive: bool = False
    multi_ron_honba: MultiRonShare = "each_winner"
    multi_ron_sticks: MultiRonSticks = "own_back_rest_nearest"
    honba_value: int = 300  # per counter on a ron; a third of it from each payer on a tsumo
    noten_total: int = 3000
    abortive_draws: frozenset[str] = frozenset()  # AbortiveReason values
    abortive_honba: bool = True  # +1 counter after an abortive draw (dealer stays)
    nagashi_mangan: NagashiMode = "none"
    tenpai_without_yaku: bool = True  # formal tenpai counts at a draw
    tenpai_furiten: bool = True  # furiten tenpai counts at a draw
    # a wait whose every copy is in sight, at least one outside the player's own hand and calls,
    # counts as tenpai at a draw (one whose four copies the player holds never does)
    karaten_visible_counts: bool = True
    renchan_on_tenpai: bool = True  # dealer keeps the deal when tenpai at a draw
    all_noten_dealer_rotates: bool = True

    # --- riichi, kan, furiten, liability (A4) ---
    riichi_needs_1000: bool = False
    riichi_min_wall_tiles: int = 4
    kan_after_riichi: KanAfterRiichi = "waits_and_readings"
    kan_after_riichi_drawn_tile_only: bool = True
    temporary_furiten_ends: TempFuritenEnds = "next_draw_or_claim"
    pao_yaku: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    pao_ron_honba: PaoHonba = "discarder"
    pao_tsumo_honba: PaoHonba = "liable"
    pao_scope: PaoScope = "whole_hand"

    # --- penalties (A5, F) ---
    chombo_mode: ChomboMode = "deduction"
    chombo_points: int = 20000  # deduction after uma; ignored for reverse_mangan
    chombo_counts_as_hand: bool = False  # a chombo in the last timed hand ends the game
    chombo_uma_steps: int = 0  # >0: the deduction is this many uma steps (RRC: 2), not the points

    # --- game frame and end of game (A1) ---
    start_points: int = 30000
    return_points: int = 30000
    uma: tuple[int, int, int, int] = (15000, 5000, -5000, -15000)
    uma_alternatives: tuple[tuple[int, int, int, int], ...] = ()
    tie_rule: TieRule = "split"
    leftover_sticks: LeftoverSticks = "first_place"
    final_rounding: FinalRounding = "none"
    busting: bool = False  # the game ends when a score goes below zero
    west_extension: bool = False  # West round if nobody reaches the target after South 4
    west_extension_target: int = 30000  # the score that ends the game in the West extension
    agariyame: bool = False  # dealer in first place may stop in the last hand
    session_minutes: int = 90  # main time of a timed session (EMA 2016 §5.9)
    signal_minutes: int = 15  # the signal comes this many minutes before the end; 0: none
    # when the main time is up: the hand in play is the last ("current_hand"), or it is
    # finished and one more is played ("one_more_hand")
    time_up_end: TimeUpEnd = "one_more_hand"

    assumed: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    @property
    def oka(self) -> int:
        """The first-place bonus: the difference between return and start points, times four."""
        return (self.return_points - self.start_points) * 4

    def assumed_note(self, field_name: str) -> str | None:
        """The note on a value chosen rather than read in a rule text, or None."""
        for name, note in self.assumed:
            if name == field_name:
                return note
        return None

    @property
    def assumed_fields(self) -> dict[str, str]:
        return dict(self.assumed)

    @property
    def is_preset(self) -> bool:
        """Whether this is one of the presets unchanged (not a custom ruleset)."""
        preset = PRESETS.get(self.id)
        return preset is not None and preset == self

    @property
    def triple_ron_aborts(self) -> bool:
        """Whether three players calling ron on one discard make an abortive draw."""
        return self.triple_ron_abortive or AbortiveReason.TRIPLE_RON in self.abortive_draws

    @property
    def abortive_reasons(self) -> tuple[AbortiveReason, ...]:
        """The abortive draws this ruleset has, in `AbortiveReason` order."""
        return tuple(
            r
            for r in AbortiveReason
            if r in self.abortive_draws
            or (r is AbortiveReason.TRIPLE_RON and self.triple_ron_aborts)
        )

    def ron_winners_paid(self, claimants: int) -> int:
        """How many of `claimants` players calling ron on one discard win: all of them, one
        (head bump: the first counter-clockwise from the discarder) or none (an abortive
        triple ron)."""
        if claimants == 3 and self.triple_ron_aborts:
            return 0
        if self.multi_ron == "head_bump":
            return min(claimants, 1)
        return claimants

    @property
    def double_yakuman_possible(self) -> bool:
        """Whether a hand can be worth two yakuman (a double yakuman hand, or stacking)."""
        return bool(self.double_yakuman) or self.yakuman_stacking

    def riichi_allowed(self, points: int) -> bool:
        """Whether a player with `points` may declare riichi (some rulesets need 1,000)."""
        return not self.riichi_needs_1000 or points >= RIICHI_STICK

    @property
    def hands_after_time_up(self) -> int:
        """How many hands are played after the one in play when the main time runs out."""
        return 0 if self.time_up_end == "current_hand" else 1

    def needs_two_han(self, honba: int, *, dealer: bool) -> bool:
        """Whether a winner needs two han from yaku (dora not counted) at `honba` counters."""
        mode = self.ryanhan_shibari
        if mode == "none" or honba < self.ryanhan_honba:
            return False
        return mode == "all" or dealer

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (sets as sorted lists, tuples as lists), `assumed` as an object."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "assumed":
                out[f.name] = dict(value)
            elif isinstance(value, frozenset):
                out[f.name] = sorted(value)
            elif isinstance(value, tuple):
                out[f.name] = json.loads(json.dumps(value))
            else:
                out[f.name] = value
        return out


#: What a riichi declaration puts on the table.
RIICHI_STICK = 1000

#: Rule fields a user may set (everything but identity and notes).
RULE_FIELDS: tuple[str, ...] = tuple(
    f.name for f in fields(Ruleset) if f.name not in {"id", "name", "base", "assumed"}
)


def _preset(
    preset_id: str, name: str, assumed: Mapping[str, str] | None = None, **values: Any
) -> Ruleset:
    return Ruleset(
        id=preset_id,
        name=name,
        base=preset_id,
        assumed=tuple(sorted((assumed or {}).items())),
        **values,
    )


_ALL_ABORTIVE = frozenset(str(r) for r in AbortiveReason)
_ALL_BUT_TRIPLE_RON = _ALL_ABORTIVE - {AbortiveReason.TRIPLE_RON}
_MS_DOUBLES = frozenset({"daisuushii", "suuankou_tanki", "kokushi_13", "junsei_chuuren"})

EMA2016 = _preset(
    "ema2016",
    "EMA 2016",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "tenpai_without_yaku": "Not stated in EMA 2016; formal tenpai assumed to count.",
        "renhou": "Read as: the better of renhou alone (5 han) and the normal value.",
        "chombo_counts_as_hand": "EMA 2016 §5.9: a chombo re-deal is not a played hand.",
    },
    renhou="han5",
    double_wind_pair_fu=4,
)

EMA = _preset(
    "ema",
    "EMA 2025",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "double_wind_pair_fu": "One secondary source (EMA 2025 text not read); ⚠️.",
        "riichi_min_wall_tiles": "One secondary source: at least one tile left; ⚠️.",
        "leftover_sticks": "Split on a tie, fractions rounded down: one secondary source; ⚠️.",
        "riichi_needs_1000": (
            "Disputed: one secondary source says riichi is allowed below 1,000 points, but the"
            " code of that same source requires 1,000. Kept as allowed; ⚠️."
        ),
        "chombo_counts_as_hand": "Tournament software ends the game on a last-hand chombo; ⚠️.",
        "tenpai_without_yaku": "Not stated; formal tenpai assumed to count (as EMA 2016).",
        "renhou": (
            "Disputed: one reading of EMA 2025 scores renhou as 5 han with every other yaku"
            " dropped; another takes the better of that and the hand's normal value. Kept as"
            " the better of the two; ⚠️."
        ),
        "time_up_end": "EMA 2025 tournament chapter not read: as EMA 2016 §5.9 (one more hand).",
        "abortive_draws": "Assumed none (penalty chapter not read); verify.",
        "nagashi_mangan": "Assumed not used; verify.",
        "kan_after_riichi": "From secondary sources citing EMA 2025 §6.7.1 examples.",
    },
    kiriage=True,
    double_wind_pair_fu=2,
    renhou="han5",
    riichi_min_wall_tiles=1,
    chombo_counts_as_hand=True,
)

EMA2012 = _preset(
    "ema2012",
    "EMA 2012",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "uma": "30,000/10,000 from a 2012 tournament report (correction 1); 🟡.",
        "chombo_mode": "Mangan-sized payment at the table (2012 text via secondary copies).",
        "nagashi_mangan": "Settled as a win (correction 3), from the 2012-era rules.",
        "tenpai_without_yaku": "Not stated; formal tenpai assumed to count.",
        "abortive_honba": "A counter is added after an abortive draw (correction 9).",
        "temporary_furiten_ends": "2012 also ended temporary furiten on any call (correction 9).",
        "time_up_end": "Not stated: as EMA 2016 §5.9 (the current hand and one more).",
    },
    red_fives=True,
    kuitan=False,
    kazoe_yakuman=True,
    double_yakuman=frozenset({"daisuushii"}),
    renhou="yakuman",
    ryanhan_shibari="all",
    nagashi_mangan="win",
    abortive_draws=frozenset({"four_kans", "four_riichi", "four_winds", "kyuushu"}),
    swap_calling=True,
    chombo_mode="reverse_mangan",
    uma=(30000, 10000, -10000, -30000),
    temporary_furiten_ends="any_call",
)

WRC = _preset(
    "wrc",
    "WRC 2025",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "karaten_visible_counts": "Unknown in WRC; assumed as in EMA (all in sight: tenpai).",
        "session_minutes": "75 minutes: a 2025 tournament page citing WRC 2025 §10.1; ⚠️.",
        "signal_minutes": "No signal before the end: a 2025 tournament page (WRC 2025 §10.1); ⚠️.",
        "time_up_end": (
            "The current hand and one more: a 2025 tournament page citing WRC 2025 §10.1, and"
            " the RRC comparison agrees; ⚠️."
        ),
        "kazoe_yakuman": "⚠️ probable value (WRC 2025 text not read).",
        "chombo_points": "30,000 off the final score: WRC 2025 §12.2 as quoted; 🟡.",
        "chombo_counts_as_hand": (
            "A chombo in the last hand is not re-dealt, so the game ends: WRC 2015 §8.2, not"
            " confirmed for 2025; ⚠️."
        ),
        "pao_yaku": (
            "Pao for Big Dragons, Big Winds and Four Quads: WRC 2025 §9.1.1 as quoted by two"
            " rule comparisons; 🟡."
        ),
        "riichi_min_wall_tiles": (
            "Riichi allowed with no live-wall tile left: one secondary source quoting the 2025"
            " clarification; ⚠️."
        ),
        "rob_closed_kan_kokushi": "⚠️ probable value: no robbing a closed kan, even for kokushi.",
        "kan_after_riichi": (
            "The kan must keep the waits and the readings of the hand: two rule comparisons"
            " (one short note says waits only); 🟡."
        ),
        "pao_scope": "⚠️ chosen: only the liable yakuman is shared (correction 14).",
        "yakuman_stacking": "⚠️ chosen: several yakuman are cumulative (correction 14).",
        "double_wind_pair_fu": "Secondary sources; older WRC gave 4 fu.",
        "tenpai_without_yaku": "Unknown in WRC; formal tenpai assumed to count.",
        "temporary_furiten_ends": "WRC furiten details unknown; standard reading assumed.",
        "renhou": "Mangan, or the normal value if higher (secondary sources).",
    },
    kiriage=True,
    kazoe_yakuman=True,
    yakuman_stacking=True,
    renhou="mangan",
    double_wind_pair_fu=2,
    rob_closed_kan_kokushi=False,
    multi_ron="head_bump",
    kan_after_riichi="waits_and_readings",
    pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
    pao_scope="liable_yakuman_only",
    chombo_points=30000,
    chombo_counts_as_hand=True,
    leftover_sticks="lost",
    riichi_min_wall_tiles=0,
    session_minutes=75,
    signal_minutes=0,
)

GALAXY = _preset(
    "galaxy",
    "Galaxy Open",
    assumed={
        "session_minutes": "Not stated: 90 minutes as EMA 2016 §5.9 assumed.",
        "signal_minutes": "Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.",
        "time_up_end": "Not stated: as EMA 2016 §5.9 (the current hand and one more).",
        "ryanhan_shibari": "Dealer only, at five or more honba (correction 2, chosen reading).",
        "double_riichi": "Not in Galaxy's exhaustive yaku list (correction 6, chosen).",
        "tie_rule": "Tied players pool and split uma and oka (correction 7, chosen).",
        "multi_ron": "Multiple ron allowed, no head bump (correction 7, chosen).",
        "kiriage": "Not stated: treated as no; confirm with the organisers.",
        "kazoe_yakuman": "Not stated: EMA 2012 value used.",
        "nagashi_mangan": "Settled as a win (correction 3, chosen from 2012-era rules).",
        "abortive_draws": "Not stated: EMA 2012 value used.",
        "chombo_mode": "Not stated: EMA 2012 value (reverse mangan at the table) used.",
        "paarenchan": "Eighth consecutive dealer win (correction 13, chosen).",
        "honba_value": "Not stated: 300 per counter as in every other ruleset.",
        "noten_total": "Not stated: the usual 3,000.",
        "riichi_min_wall_tiles": "Not stated: EMA 2012 value used.",
        "temporary_furiten_ends": "Not stated: EMA 2012 value used.",
        "pao_ron_honba": "Not stated: counters paid by the discarder (EMA).",
        "rob_closed_kan_kokushi": "Not stated: EMA 2012 value used.",
        "kan_after_riichi_drawn_tile_only": "Not stated: assumed, as in every other ruleset.",
        "multi_ron_honba": "Not stated: EMA 2012 value (counters to each winner) used.",
        "multi_ron_sticks": "Not stated: EMA 2012 value used.",
        "abortive_honba": "Not stated: EMA 2012 value (+1 counter, dealer stays) used.",
        "renchan_on_tenpai": "Not stated: EMA 2012 value (dealer tenpai keeps the deal) used.",
        "all_noten_dealer_rotates": "Not stated: EMA 2012 value used.",
        "pao_tsumo_honba": "Counters not stated: the liable player pays them (EMA).",
        "busting": "Not stated: EMA 2012 value (no busting) used.",
        "agariyame": "Not stated: EMA 2012 value (no agari-yame) used.",
        "chombo_counts_as_hand": "Not stated: EMA 2012 value used.",
    },
    red_fives=True,
    kuitan=False,
    kazoe_yakuman=True,
    double_yakuman=frozenset({"daisuushii"}),
    renhou="yakuman",
    double_riichi=False,
    paarenchan=True,
    ryanhan_shibari="dealer",
    rinshan_tsumo_fu=False,
    swap_calling=True,
    nagashi_mangan="win",
    abortive_draws=frozenset({"four_kans", "four_riichi", "four_winds", "kyuushu"}),
    chombo_mode="reverse_mangan",
    start_points=25000,
    return_points=30000,
    uma=(7000, 3000, -3000, -7000),
    temporary_furiten_ends="any_call",
)

TENHOU = _preset(
    "tenhou",
    "Tenhou",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "session_minutes": "Not stated: 90 minutes as EMA 2016 §5.9 assumed.",
        "signal_minutes": "Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.",
        "time_up_end": "Not stated: as EMA 2016 §5.9 (the current hand and one more).",
        "final_rounding": (
            "Nearest 1,000 before oka and uma, x,500 rounded up (Tenhou's rule line); first"
            " place takes what rounding leaves so the results add up to zero. Negative scores"
            " are not stated: rounded by their size, so -1,500 becomes -2,000; ⚠️."
        ),
        "uma": "10-20 per one source; tournament software uses 15/5 (⚠️).",
        "pao_yaku": "Suukantsu pao absent in the rule translation (⚠️ one template adds it).",
        "agariyame": "Chosen: dealer first and at 30,000+; each West hand is a last hand.",
        "chombo_mode": "Not applicable online; reverse mangan offered for manual use.",
    },
    red_fives=True,
    kazoe_yakuman=True,
    yakuman_stacking=True,
    renhou="none",
    multi_ron_honba="nearest",
    multi_ron_sticks="all_nearest",
    triple_ron_abortive=True,
    abortive_draws=_ALL_ABORTIVE,
    nagashi_mangan="draw_payment",
    riichi_needs_1000=True,
    kan_after_riichi="waits",
    temporary_furiten_ends="own_discard",
    rob_closed_kan_kokushi=False,
    kan_dora_counts_for_rinshan=False,
    pao_ron_honba="liable",
    chombo_mode="reverse_mangan",
    start_points=25000,
    return_points=30000,
    uma=(20000, 10000, -10000, -20000),
    tie_rule="seat_order",
    final_rounding="nearest_1000",
    busting=True,
    west_extension=True,
    west_extension_target=30000,
    agariyame=True,
)

MAHJONGSOUL = _preset(
    "mahjongsoul",
    "Mahjong Soul",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "karaten_visible_counts": "Unknown; assumed as on Tenhou (all in sight: tenpai).",
        "session_minutes": "Not stated: 90 minutes as EMA 2016 §5.9 assumed.",
        "signal_minutes": "Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.",
        "time_up_end": "Not stated: as EMA 2016 §5.9 (the current hand and one more).",
        "kazoe_yakuman": "Assumed yes (no primary text reached).",
        "rinshan_tsumo_fu": "+2 on a rinshan win (correction 15, 🟡).",
        "abortive_honba": "Abortive draw keeps the dealer and adds a counter (correction 11, 🟡).",
        "multi_ron_sticks": "Weakly sourced: all sticks to the nearest winner (correction 8).",
        "tenpai_without_yaku": "Formal tenpai allowed (🟡).",
        "temporary_furiten_ends": "Details unknown; Tenhou's rule assumed.",
        "chombo_mode": "Not applicable online; reverse mangan offered for manual use.",
        "agariyame": "Applied automatically as on Tenhou (dealer first and at 30,000+); chosen.",
    },
    red_fives=True,
    kazoe_yakuman=True,
    double_yakuman=_MS_DOUBLES,
    yakuman_stacking=True,
    renhou="none",
    multi_ron_honba="nearest",
    multi_ron_sticks="all_nearest",
    abortive_draws=_ALL_BUT_TRIPLE_RON,
    nagashi_mangan="draw_payment",
    riichi_needs_1000=True,
    kan_after_riichi="waits",
    temporary_furiten_ends="own_discard",
    kan_dora_counts_for_rinshan=False,
    pao_ron_honba="liable",
    pao_scope="liable_yakuman_only",
    chombo_mode="reverse_mangan",
    start_points=25000,
    return_points=25000,
    uma=(15000, 5000, -5000, -15000),
    tie_rule="seat_order",
    busting=True,
    west_extension=True,
    west_extension_target=30000,
    agariyame=True,
)

RRC = _preset(
    "rrc",
    "RRC (Russian Riichi Community) v1.5",
    assumed={
        "tenpai_furiten": "Not stated; furiten tenpai assumed to count at a draw.",
        "karaten_visible_counts": "Rules text silent; read literally: tenpai.",
        "uma": "Per-tournament setting: latest text 30/10; earlier releases 15/5 (one click).",
        "chombo_points": "Twice the uma step after uma (40,000 at 30/10; 20,000 at 15/5).",
        "abortive_honba": "Only relevant where a tournament adopts abortive draws.",
        "chombo_uma_steps": "Twice the uma step (BR, VA); the referee guide still says 20,000.",
    },
    red_fives=True,
    kazoe_yakuman=True,
    yakuman_stacking=True,
    renhou="mangan",
    temporary_furiten_ends="own_discard",
    chombo_points=40000,
    chombo_uma_steps=2,
    uma=(30000, 10000, -10000, -30000),
    uma_alternatives=((15000, 5000, -5000, -15000),),
    session_minutes=75,  # rrc.md §1 row 35: 75 minutes, then the hand and one more
    signal_minutes=0,  # the rules name no signal: the time left is always in sight
)

PRESETS: dict[str, Ruleset] = {
    r.id: r for r in (EMA, EMA2016, EMA2012, WRC, GALAXY, TENHOU, MAHJONGSOUL, RRC)
}
DEFAULT_RULESET_ID = "ema"


def find_ruleset(ruleset_id: str) -> Ruleset:
    """The preset with this id, or `EngineError(unknown_ruleset)`."""
    try:
        return PRESETS[ruleset_id]
    except (KeyError, TypeError):
        raise EngineError(
            ErrorCode.UNKNOWN_RULESET,
            f"Unknown ruleset {ruleset_id!r}; known: {', '.join(PRESETS)}.",
            {"ruleset": str(ruleset_id), "known": list(PRESETS)},
        ) from None


def _invalid(message: str, **details: Any) -> EngineError:
    return EngineError(ErrorCode.INVALID_RULESET, message, details)


_FIELD_TYPES: dict[str, Any] = {f.name: f.type for f in fields(Ruleset)}


def _resolve_type(name: str) -> Any:
    # `from __future__ import annotations` leaves strings; evaluate them in this module.
    hint = _FIELD_TYPES[name]
    return eval(hint, globals()) if isinstance(hint, str) else hint


_YAKU_IDS = frozenset(str(y) for y in YakuId)


def _coerce(name: str, value: Any) -> Any:
    """Check one override against the field's type; return the value in the field's form."""
    hint = _resolve_type(name)
    origin = get_origin(hint)
    if hint is bool:
        if not isinstance(value, bool):
            raise _invalid(f"{name} must be true or false.", field=name)
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _invalid(f"{name} must be a whole number.", field=name)
        low, high = int_range(name)
        if not low <= value <= high:
            raise _invalid(f"{name} must be from {low} to {high}.", field=name, low=low, high=high)
        if name in INT_CHOICES and value not in INT_CHOICES[name]:
            numbers = sorted(INT_CHOICES[name])
            raise _invalid(
                f"{name} must be one of: {', '.join(map(str, numbers))}.",
                field=name,
                allowed=numbers,
            )
        return value
    if hint is str:
        if not isinstance(value, str) or len(value) > 200:
            raise _invalid(f"{name} must be a short text.", field=name)
        return value
    if origin is Literal:
        allowed = get_args(hint)
        if value not in allowed:
            raise _invalid(
                f"{name} must be one of: {', '.join(allowed)}.", field=name, allowed=list(allowed)
            )
        return value
    if origin is frozenset:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise _invalid(f"{name} must be a list of ids.", field=name)
        known = allowed_ids(name)
        unknown = [v for v in value if v not in known]
        if unknown:
            what = "not allowed here" if all(v in _YAKU_IDS for v in unknown) else "unknown"
            raise _invalid(f"{name}: {what}: {', '.join(unknown)}.", field=name)
        return frozenset(value)
    if name == "uma":
        return _coerce_uma(name, value)
    if name == "uma_alternatives":
        if not isinstance(value, list):
            raise _invalid(f"{name} must be a list of uma lists.", field=name)
        return tuple(_coerce_uma(name, v) for v in value)
    raise _invalid(f"{name} cannot be set.", field=name)  # pragma: no cover


_ABORTIVE_IDS = frozenset(str(r) for r in AbortiveReason)
#: the ids a list field may hold, where not every yaku id makes sense
ID_CHOICES: dict[str, frozenset[str]] = {
    "abortive_draws": _ABORTIVE_IDS,
    "double_yakuman": frozenset(str(y) for y in DOUBLE_CAPABLE),
    "pao_yaku": frozenset(str(y) for y in LIMIT_YAKU_IDS),
}
#: (lowest, highest) of whole-number fields; others: 0 to 1,000,000 (no negative amounts)
INT_RANGES: dict[str, tuple[int, int]] = {
    "double_wind_pair_fu": (2, 4),
    "ryanhan_honba": (1, 99),
    "honba_value": (0, 10_000),
    "noten_total": (0, 100_000),
    "riichi_min_wall_tiles": (0, 70),
    "chombo_uma_steps": (0, 10),
    "session_minutes": (1, 600),
    "signal_minutes": (0, 60),
    "start_points": (1, 1_000_000),
    "return_points": (1, 1_000_000),
}
#: whole-number fields with only a few meaningful values
INT_CHOICES: dict[str, frozenset[int]] = {"double_wind_pair_fu": frozenset({2, 4})}


def int_range(name: str) -> tuple[int, int]:
    """The lowest and highest value a whole-number rule field may take."""
    return INT_RANGES.get(name, (0, 1_000_000))


def allowed_ids(name: str) -> frozenset[str]:
    """The ids a list rule field (`abortive_draws`, `double_yakuman`, `pao_yaku`…) may hold."""
    return ID_CHOICES.get(name, _YAKU_IDS)


def _check_together(ruleset: Ruleset) -> None:
    """The checks that involve more than one field of a custom ruleset."""
    if ruleset.return_points < ruleset.start_points:
        raise _invalid(
            "return_points must not be below start_points (the oka would be negative).",
            field="return_points",
        )
    if ruleset.signal_minutes >= ruleset.session_minutes:
        raise _invalid(
            "signal_minutes must be below session_minutes (the signal comes before the end).",
            field="signal_minutes",
        )
    if ruleset.chombo_uma_steps > 0:
        for uma in (ruleset.uma, *ruleset.uma_alternatives):
            steps = {uma[0] - uma[1], uma[1] - uma[2], uma[2] - uma[3]}
            if len(steps) != 1:
                raise _invalid(
                    "A chombo counted in uma steps needs an uma with equal steps "
                    "(such as 30/10 or 15/5).",
                    field="uma",
                )


def _coerce_uma(name: str, value: Any) -> tuple[int, int, int, int]:
    if (
        not isinstance(value, list | tuple)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise _invalid(f"{name} must be four whole numbers.", field=name)
    if sum(value) != 0 or list(value) != sorted(value, reverse=True):
        raise _invalid(f"{name} must add up to zero and fall from first to fourth.", field=name)
    return (value[0], value[1], value[2], value[3])


def make_ruleset(
    base: str, overrides: Mapping[str, Any] | None = None, *, name: str | None = None
) -> Ruleset:
    """A custom ruleset: a preset plus checked overrides. Changed fields lose their assumed note."""
    preset = find_ruleset(base)
    changes: dict[str, Any] = {}
    for key, value in (overrides or {}).items():
        if key not in RULE_FIELDS:
            raise _invalid(f"Unknown rule field {key!r}.", field=str(key))
        changes[key] = _coerce(key, value)
    if not changes and name is None:
        return preset
    assumed = tuple((k, v) for k, v in preset.assumed if k not in changes)
    custom = replace(
        preset,
        id="custom",
        name=name or f"{preset.name} (custom)",
        base=base,
        assumed=assumed,
        **changes,
    )
    _check_together(custom)
    return custom


def ruleset_from_json(obj: Any) -> Ruleset:
    """A ruleset from the contract's `ruleset` value: a preset id or ``{"base": id, ...}``.

    An object may also carry `name` (display name) and `id` (ignored: always "custom").
    """
    if obj is None:
        return PRESETS[DEFAULT_RULESET_ID]
    if isinstance(obj, str):
        return find_ruleset(obj)
    if not isinstance(obj, Mapping):
        raise _invalid("A ruleset is a preset id or an object with a 'base' preset id.")
    base = obj.get("base")
    if not isinstance(base, str):
        # no silent default: a custom ruleset read as EMA by mistake would score wrongly
        raise _invalid("'base' must name the preset the ruleset starts from.", field="base")
    name = obj.get("name")
    if name is not None and (not isinstance(name, str) or len(name) > 200):
        raise _invalid("'name' must be a short text.", field="name")
    overrides = {k: v for k, v in obj.items() if k not in {"base", "name", "id", "assumed"}}
    return make_ruleset(base, overrides, name=name)


def ruleset_to_overrides(ruleset: Ruleset) -> dict[str, Any]:
    """The JSON form ``{"base": ..., "name": ..., field: value...}`` of the fields that differ."""
    base = find_ruleset(ruleset.base)
    full = ruleset.to_json()
    base_json = base.to_json()
    out: dict[str, Any] = {"base": ruleset.base}
    if ruleset.name != base.name:
        out["name"] = ruleset.name
    for key in RULE_FIELDS:
        if full[key] != base_json[key]:
            out[key] = full[key]
    return out


def ruleset_to_json(ruleset: Ruleset) -> str | dict[str, Any]:
    """The contract's ``ruleset`` value for `ruleset`: a preset's id, or the overrides object
    (`ruleset_to_overrides`) of a custom ruleset. `ruleset_from_json` reads it back."""
    return ruleset.id if ruleset.is_preset else ruleset_to_overrides(ruleset)


def differing_fields(rulesets: list[Ruleset]) -> list[str]:
    """Rule fields whose value is not the same in every ruleset given (for a comparison view)."""
    if not rulesets:
        return []
    jsons = [r.to_json() for r in rulesets]
    return [k for k in RULE_FIELDS if any(j[k] != jsons[0][k] for j in jsons[1:])]


__all__ = [
    "DEFAULT_RULESET_ID",
    "ID_CHOICES",
    "INT_CHOICES",
    "INT_RANGES",
    "PRESETS",
    "RIICHI_STICK",
    "RULE_FIELDS",
    "Ruleset",
    "allowed_ids",
    "differing_fields",
    "find_ruleset",
    "int_range",
    "make_ruleset",
    "ruleset_from_json",
    "ruleset_to_json",
    "ruleset_to_overrides",
]
