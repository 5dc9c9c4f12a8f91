"""Helpers shared by the engine verification tests and the benchmark.

- `score(hand, win, **situation)`: call `engine.api.score` with a contract request and return
  the answer; `ok(answer)` fails the test with the engine's own message when it is `ok: false`.
- `yaku_of(answer)`: ``{yaku id: han or yakuman multiplier}``.
- `HandGenerator`: builds valid winning hands constructively (four sets and a pair, seven
  pairs, thirteen orphans) with calls, kans, red fives, dora, ura, honba and riichi sticks,
  from a fixed seed. Each `GeneratedHand` gives the contract request (`to_request`) and the
  input of the `mahjong` package (`to_oracle`), which the differential test and the
  benchmark use as an independent oracle.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine import api

SUITS = "mpsz"
WINDS = ("E", "S", "W", "N")
# 136-format indices of the red fives (copy 0 of 5m, 5p, 5s), as in the mahjong package.
RED_136 = frozenset({16, 52, 88})


def request(hand: str, win_tile: str, *, ruleset: Any = "ema", **situation: Any) -> dict[str, Any]:
    """A contract `score` request (South seat, East round unless given).

    `melds` may be one space-separated string; `win` is "ron" (default) or "tsumo".
    """
    obj: dict[str, Any] = {"ruleset": ruleset, "hand": hand, "win_tile": win_tile}
    melds = situation.pop("melds", None)
    if isinstance(melds, str):
        melds = melds.split()
    if melds:
        obj["melds"] = list(melds)
    obj.setdefault("seat_wind", "S")
    obj.setdefault("round_wind", "E")
    obj.update(situation)
    return obj


def score(hand: str, win_tile: str, *, ruleset: Any = "ema", **situation: Any) -> dict[str, Any]:
    """The engine's answer to a score request (ok or not)."""
    return api.score(request(hand, win_tile, ruleset=ruleset, **situation))


def ok(answer: Mapping[str, Any]) -> Mapping[str, Any]:
    """Fail with the engine's error when the answer is not `ok: true`."""
    assert answer.get("ok") is True, f"expected ok, got {answer.get('error')}"
    return answer


def scored(
    hand: str, win_tile: str, *, ruleset: Any = "ema", **situation: Any
) -> Mapping[str, Any]:
    return ok(score(hand, win_tile, ruleset=ruleset, **situation))


def error_code(answer: Mapping[str, Any]) -> str:
    assert answer.get("ok") is False, f"expected an error, got ok: {summary(answer)}"
    code: str = answer["error"]["code"]
    return code


def yaku_of(answer: Mapping[str, Any]) -> dict[str, int]:
    """{yaku id: han} (or the yakuman multiplier for limit hands)."""
    out: dict[str, int] = {}
    for item in answer["yaku"]:
        out[item["id"]] = int(item["yakuman"] if item.get("yakuman") else item.get("han", 0))
    return out


def fu_items(answer: Mapping[str, Any]) -> list[tuple[str, int]]:
    return [(item["id"], int(item["fu"])) for item in answer["fu_items"]]


def summary(answer: Mapping[str, Any]) -> str:
    """A one-line description of an answer, for assertion messages."""
    if not answer.get("ok"):
        return f"error {answer.get('error')}"
    return (
        f"yaku={yaku_of(answer)} han={answer.get('han')} fu={answer.get('fu')} "
        f"yakuman={answer.get('yakuman')} limit={answer.get('limit')} "
        f"total={answer.get('total')} payments={answer.get('payments')}"
    )


# ---------------------------------------------------------------------------------------------
# Tiles as 136-format indices: tile type t (0..33: 1-9m, 1-9p, 1-9s, 1-7z) copy c -> 4t + c.


def tile_type_str(t: int) -> str:
    return f"{t % 9 + 1}{SUITS[t // 9]}"


def tile136_str(tile: int) -> str:
    """mpsz form of one physical tile; the red fives are `0m`/`0p`/`0s`."""
    if tile in RED_136:
        return f"0{SUITS[tile // 36]}"
    return tile_type_str(tile // 4)


def tiles_str(tiles: list[int]) -> str:
    """Compact mpsz of physical tiles, grouped by suit in tile order (`123m55p`)."""
    by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
    for tile in sorted(tiles, key=lambda x: (x // 4, x)):
        text = tile136_str(tile)
        by_suit[text[1]].append(text[0])
    return "".join("".join(digits) + suit for suit, digits in by_suit.items() if digits)


@dataclass
class GeneratedHand:
    """A winning hand with its situation, in physical tiles (136-format)."""

    concealed: list[int]  # every concealed tile, the winning tile included
    win: int  # the winning tile (one of `concealed`)
    melds: list[tuple[str, list[int]]]  # (contract kind, tiles)
    tsumo: bool
    seat_wind: str
    round_wind: str
    flags: dict[str, bool] = field(default_factory=dict)
    dora: list[int] = field(default_factory=list)
    ura: list[int] = field(default_factory=list)
    honba: int = 0
    riichi_sticks: int = 0
    shape: str = "standard"

    @property
    def dealer(self) -> bool:
        return self.seat_wind == "E"

    @property
    def is_open(self) -> bool:
        return any(kind != "ankan" for kind, _ in self.melds)

    def without_red_fives(self) -> None:
        """Write red fives as plain fives (for rulesets without them)."""

        def plain(tiles: list[int]) -> list[int]:
            return [t + 1 if t in RED_136 else t for t in tiles]

        self.concealed = plain(self.concealed)
        self.melds = [(kind, plain(tiles)) for kind, tiles in self.melds]
        self.win = plain([self.win])[0]
        self.dora = plain(self.dora)
        self.ura = plain(self.ura)

    def to_request(self, ruleset: Any = "tenhou") -> dict[str, Any]:
        obj: dict[str, Any] = {
            "ruleset": ruleset,
            "hand": tiles_str(self.concealed),
            "win_tile": tile136_str(self.win),
            "win": "tsumo" if self.tsumo else "ron",
            "seat_wind": self.seat_wind,
            "round_wind": self.round_wind,
        }
        if self.melds:
            obj["melds"] = [f"{kind}:{tiles_str(tiles)}" for kind, tiles in self.melds]
        for name, value in self.flags.items():
            if value:
                obj[name] = True
        if self.dora:
            obj["dora_indicators"] = tiles_str(self.dora)
        if self.ura:
            obj["ura_indicators"] = tiles_str(self.ura)
        if self.honba:
            obj["honba"] = self.honba
        if self.riichi_sticks:
            obj["riichi_sticks"] = self.riichi_sticks
        return obj

    def to_oracle(
        self, ruleset: str = "tenhou"
    ) -> tuple[list[int], int, list[Any], list[int], list[int], Any]:
        """(tiles, win_tile, melds, dora, ura, HandConfig) for the mahjong package.

        The options match our preset (docs/differences-from-mahjong.md): `tenhou` (kuitan,
        aka, kazoe = one yakuman, no double yakuman), `mahjongsoul` (the same with the four
        double yakuman), `ema2016` (no aka, 13+ han = sanbaiman, no double yakuman). All three:
        no kiriage, open pinfu shape 30 fu, pinfu tsumo 20 fu, double-wind pair 4 fu.
        """
        from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
        from mahjong.meld import Meld

        options = OptionalRules(
            has_open_tanyao=True,
            has_aka_dora=ruleset != "ema2016",
            has_double_yakuman=ruleset == "mahjongsoul",
            kazoe_limit=(
                HandConfig.KAZOE_SANBAIMAN if ruleset == "ema2016" else HandConfig.KAZOE_LIMITED
            ),
            kiriage=False,
            fu_for_open_pinfu=True,
            fu_for_pinfu_tsumo=False,
            renhou_as_yakuman=False,
        )
        winds = {"E": 27, "S": 28, "W": 29, "N": 30}
        flags = self.flags
        config = HandConfig(
            is_tsumo=self.tsumo,
            is_riichi=flags.get("riichi", False) or flags.get("double_riichi", False),
            is_daburu_riichi=flags.get("double_riichi", False),
            is_ippatsu=flags.get("ippatsu", False),
            is_rinshan=flags.get("rinshan", False),
            is_chankan=flags.get("chankan", False),
            is_haitei=flags.get("haitei", False),
            is_houtei=flags.get("houtei", False),
            is_tenhou=flags.get("tenhou", False),
            is_chiihou=flags.get("chiihou", False),
            player_wind=winds[self.seat_wind],
            round_wind=winds[self.round_wind],
            tsumi_number=self.honba,
            kyoutaku_number=self.riichi_sticks,
            options=options,
        )
        melds = []
        for kind, tiles in self.melds:
            if kind == "chi":
                melds.append(Meld(Meld.CHI, tiles, opened=True))
            elif kind == "pon":
                melds.append(Meld(Meld.PON, tiles, opened=True))
            elif kind == "ankan":
                melds.append(Meld(Meld.KAN, tiles, opened=False))
            elif kind == "shouminkan":
                melds.append(Meld(Meld.SHOUMINKAN, tiles, opened=True))
            else:
                melds.append(Meld(Meld.KAN, tiles, opened=True))
        all_tiles = list(self.concealed) + [t for _, tiles in self.melds for t in tiles]
        return all_tiles, self.win, melds, list(self.dora), list(self.ura), config


class HandGenerator:
    """Valid winning hands built constructively from a seeded `random.Random`.

    The mix: about 80 % four sets and a pair (a third of them with calls, some kans),
    15 % seven pairs, 5 % thirteen orphans; situations are consistent with the contract
    (riichi only closed, ippatsu only with riichi, rinshan only after a kan on a tsumo...).
    """

    def __init__(self, seed: int = 20260301, *, noise: float = 0.0) -> None:
        """`noise`: the share of hands given one impossible situation on purpose (the
        differential test uses it to check that those are refused, see NOISE_KINDS)."""
        self.rng = random.Random(seed)
        self.noise = noise

    # -- physical tiles ------------------------------------------------------------------------
    def _take(self, pool: dict[int, list[int]], t: int, n: int) -> list[int] | None:
        copies = pool[t]
        if len(copies) < n:
            return None
        self.rng.shuffle(copies)
        return [copies.pop() for _ in range(n)]

    @staticmethod
    def _new_pool() -> dict[int, list[int]]:
        return {t: [4 * t + c for c in range(4)] for t in range(34)}

    # -- shapes --------------------------------------------------------------------------------
    # Themes bias the sets towards the rarer yaku (one suit, terminals, honours, green, three
    # colours, simples) so that every yaku shows up in a run of a few thousand hands.
    THEMES = (
        ("any", 0.41),
        ("kans", 0.02),
        ("pure_terminal", 0.02),
        ("one_suit", 0.12),
        ("terminal", 0.10),
        ("honours", 0.10),
        ("simple", 0.10),
        ("sanshoku", 0.06),
        ("green", 0.04),
        ("chuuren", 0.03),
    )
    GREEN = (19, 20, 21, 23, 25, 32)  # 2s 3s 4s 6s 8s 6z

    def _theme(self) -> str:
        roll = self.rng.random()
        for name, weight in self.THEMES:
            if roll < weight:
                return name
            roll -= weight
        return "any"

    def _pon_type(self, theme: str, suit: int) -> int:
        rng = self.rng
        if theme == "one_suit":
            return suit * 9 + rng.randrange(9) if rng.random() < 0.8 else 27 + rng.randrange(7)
        if theme == "terminal":
            return rng.choice((0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))
        if theme == "pure_terminal":
            return rng.choice((0, 8, 9, 17, 18, 26))
        if theme == "honours":
            return 27 + rng.randrange(7) if rng.random() < 0.85 else rng.randrange(27)
        if theme == "simple":
            return rng.randrange(3) * 9 + 1 + rng.randrange(7)
        if theme == "green":
            return rng.choice(self.GREEN)
        return rng.randrange(34)

    def _chi_start(self, theme: str, suit: int) -> int | None:
        rng = self.rng
        if theme == "pure_terminal" or (theme == "honours" and rng.random() < 0.7):
            return None
        if theme == "green":
            return 19 if rng.random() < 0.5 else None  # 234s
        if theme == "terminal":
            return rng.randrange(3) * 9 + rng.choice((0, 6))
        if theme == "simple":
            return rng.randrange(3) * 9 + 1 + rng.randrange(5)
        if theme == "one_suit":
            return suit * 9 + rng.randrange(7)
        return rng.randrange(3) * 9 + rng.randrange(7)

    def _chuuren(self) -> GeneratedHand | None:
        pool = self._new_pool()
        suit = self.rng.randrange(3)
        ranks = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, self.rng.randrange(9)]
        concealed: list[int] = []
        for rank in ranks:
            got = self._take(pool, suit * 9 + rank, 1)
            if got is None:
                return None
            concealed += got
        return self._situation(concealed, self.rng.choice(concealed), [], pool, "standard")

    def _standard(self) -> GeneratedHand | None:
        rng = self.rng
        theme = self._theme()
        if theme == "chuuren":
            return self._chuuren()
        pool = self._new_pool()
        suit = rng.randrange(3)
        sets: list[tuple[str, list[int]]] = []
        open_hand = rng.random() < 0.35
        sanshoku_start = rng.randrange(7)
        while len(sets) < 4:
            roll = rng.random()
            start = self._chi_start(theme, suit)
            if theme == "sanshoku" and len(sets) < 3:
                start = len(sets) * 9 + sanshoku_start
                roll = 0.0
            if roll < 0.55 and start is not None:
                tiles: list[int] = []
                for k in range(3):
                    got = self._take(pool, start + k, 1)
                    if got is None:
                        return None
                    tiles += got
                sets.append(("chi", tiles))
            elif roll < (0.6 if theme == "kans" else 0.92):
                got = self._take(pool, self._pon_type(theme, suit), 3)
                if got is None:
                    return None
                sets.append(("pon", got))
            else:
                got = self._take(pool, self._pon_type(theme, suit), 4)
                if got is None:
                    return None
                sets.append(("kan", got))
        pair = self._take(pool, self._pon_type(theme, suit), 2)
        if pair is None:
            return None
        melds: list[tuple[str, list[int]]] = []
        concealed: list[int] = list(pair)
        for kind, tiles in sets:
            if kind == "kan":
                kan_kind = rng.choice(("ankan", "ankan", "kan", "shouminkan"))
                if not open_hand:
                    kan_kind = "ankan"
                melds.append((kan_kind, tiles))
            elif open_hand and rng.random() < 0.5:
                melds.append((kind, tiles))
            else:
                concealed += tiles
        if open_hand and not any(kind != "ankan" for kind, _ in melds):
            # make it really open: call the first concealed set
            for i, (kind, tiles) in enumerate(sets):
                if kind != "kan":
                    melds.append((kind, tiles))
                    for tile in tiles:
                        concealed.remove(tile)
                    del sets[i]
                    break
        win = rng.choice(concealed)
        return self._situation(concealed, win, melds, pool, "standard")

    def _chiitoitsu(self) -> GeneratedHand | None:
        pool = self._new_pool()
        types = self.rng.sample(range(34), 7)
        concealed: list[int] = []
        for t in types:
            got = self._take(pool, t, 2)
            assert got is not None
            concealed += got
        return self._situation(concealed, self.rng.choice(concealed), [], pool, "chiitoitsu")

    def _kokushi(self) -> GeneratedHand | None:
        pool = self._new_pool()
        orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
        concealed: list[int] = []
        for t in orphans:
            got = self._take(pool, t, 1)
            assert got is not None
            concealed += got
        extra = self._take(pool, self.rng.choice(orphans), 1)
        assert extra is not None
        concealed += extra
        return self._situation(concealed, self.rng.choice(concealed), [], pool, "kokushi")

    def _situation(
        self,
        concealed: list[int],
        win: int,
        melds: list[tuple[str, list[int]]],
        pool: dict[int, list[int]],
        shape: str,
    ) -> GeneratedHand:
        rng = self.rng
        hand = GeneratedHand(
            concealed=concealed,
            win=win,
            melds=melds,
            tsumo=rng.random() < 0.45,
            seat_wind=rng.choice(WINDS),
            round_wind=rng.choice(("E", "E", "S", "S", "W", "N")),
            shape=shape,
        )
        closed = not hand.is_open
        kans = sum(1 for kind, _ in melds if kind in {"kan", "ankan", "shouminkan"})
        flags = hand.flags
        if closed and rng.random() < 0.5:
            if rng.random() < 0.12:
                flags["double_riichi"] = True
            else:
                flags["riichi"] = True
            if rng.random() < 0.2 and not kans:
                flags["ippatsu"] = True
        last = rng.random()
        if hand.tsumo:
            if kans and last < 0.15:
                flags["rinshan"] = True
                flags.pop("ippatsu", None)
            elif last < 0.22:
                flags["haitei"] = True
        elif last < 0.06:
            flags["houtei"] = True
        elif (
            last < 0.10
            and shape == "standard"
            and sum(1 for t in concealed if t // 4 == win // 4) == 1
            and not any(t // 4 == win // 4 for _, tiles in melds for t in tiles)
        ):
            # a robbed added kan: the other three copies sit in the opponent's pon, so none
            # of them may turn up as an indicator
            flags["chankan"] = True
            pool[win // 4].clear()
        if closed and not melds and not flags and hand.tsumo and rng.random() < 0.01:
            flags["tenhou" if hand.dealer else "chiihou"] = True
        n_dora = 1 + rng.randrange(kans + 1) if rng.random() < 0.85 else 0
        for _ in range(n_dora):
            t = rng.randrange(34)
            got = self._take(pool, t, 1)
            if got:
                hand.dora += got
        if flags.get("riichi") or flags.get("double_riichi"):
            for _ in range(len(hand.dora)):
                got = self._take(pool, rng.randrange(34), 1)
                if got:
                    hand.ura += got
        hand.honba = rng.choice((0, 0, 0, 1, 2, 5))
        hand.riichi_sticks = rng.choice((0, 0, 1, 2))
        if self.noise and rng.random() < self.noise:
            self._add_noise(hand, kans, pool)
        return hand

    #: impossible situations the engine must refuse (conflicting_situation)
    NOISE_KINDS = (
        "ippatsu_with_rinshan",
        "rinshan_without_kan",
        "first_turn_with_riichi",
        "ura_without_riichi",
        "too_many_indicators",
        "more_ura_than_dora",
    )

    def _add_noise(self, hand: GeneratedHand, kans: int, pool: dict[int, list[int]]) -> None:
        rng = self.rng
        flags = hand.flags
        closed = not hand.is_open
        riichi = flags.get("riichi") or flags.get("double_riichi")
        kind = rng.choice(self.NOISE_KINDS)
        if kind == "ippatsu_with_rinshan" and riichi and kans and hand.tsumo:
            flags.pop("haitei", None)
            flags["rinshan"] = flags["ippatsu"] = True
        elif kind == "rinshan_without_kan" and not kans and hand.tsumo:
            flags.pop("haitei", None)
            flags["rinshan"] = True
        elif kind == "first_turn_with_riichi" and closed and not hand.melds and hand.tsumo:
            for name in ("haitei", "rinshan", "chankan", "houtei", "ippatsu", "double_riichi"):
                flags.pop(name, None)
            flags["riichi"] = True
            flags["tenhou" if hand.dealer else "chiihou"] = True
        elif kind == "ura_without_riichi" and not riichi and hand.dora:
            got = self._take(pool, rng.randrange(34), 1)
            if got:
                hand.ura = got
        elif kind == "too_many_indicators":
            while len(hand.dora) < 6:
                got = self._take(pool, rng.randrange(34), 1)
                if got:
                    hand.dora += got
        elif kind == "more_ura_than_dora" and riichi:
            got = self._take(pool, rng.randrange(34), 1)
            if got:
                hand.ura += got

    def hand(self) -> GeneratedHand:
        while True:
            roll = self.rng.random()
            if roll < 0.80:
                made = self._standard()
            elif roll < 0.95:
                made = self._chiitoitsu()
            else:
                made = self._kokushi()
            if made is not None:
                return made

    def hands(self, n: int) -> list[GeneratedHand]:
        return [self.hand() for _ in range(n)]
