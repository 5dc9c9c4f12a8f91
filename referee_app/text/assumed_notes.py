"""Assumed rule values explained to players, in words a referee would say at the table.

A preset's value that was chosen rather than read in its rule text carries a note in the engine
(`Ruleset.assumed`, keyed by the rule field). The engine's note records where the value came
from for whoever maintains the presets; it is an id here, never shown. This module words each
one for players: which value is used, which other value exists, and why (context
``AssumedNotes``, translated in ``translations/*.ts``). Every place that shows a note (the
"assumed" mark's tool tip in the top bar, the Rules pages, the custom-ruleset editor, the
comparison of rulesets, a number's footnote on the Table tab, the reports) gets it through
`labels.ruleset_assumed_note`, which asks `ruleset_note`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "AssumedNotes"

#: The engine's note (an id) -> the English sentence for players.
PLAYER_NOTES: dict[str, object] = {
    "Assumed none (penalty chapter not read); verify.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: no abortive draws. EMA 2012 had them (nine terminals, four winds, four"
        " riichi, four kans); ask the organisers whether yours plays them.",
    ),
    "Tournament software ends the game on a last-hand chombo; ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a chombo in the last hand ends the game, as the EMA tournament "
        "software does. Under EMA 2016 the hand was replayed; ask the organisers.",
    ),
    "One secondary source (EMA 2025 text not read); ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a double-wind pair is worth 2 fu. Some rulesets give 4 fu; ask the organisers.",
    ),
    "From secondary sources citing EMA 2025 §6.7.1 examples.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a kan after riichi must change neither the waits nor the reading of "
        "the hand, as in the EMA 2025 examples. A looser rule checks only the waits.",
    ),
    "Split on a tie, fractions rounded down: one secondary source; ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: riichi sticks left at the end go to first place, split equally on a "
        "tie (rounded down). Some rulesets leave them unpaid; ask the organisers.",
    ),
    "Assumed not used; verify.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: no nagashi mangan. EMA 2012 had it; ask the organisers whether yours plays it.",
    ),
    "Read as: the better of renhou alone (5 han) and the normal value.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Renhou is paid as the better of 5 han on its own and the hand's normal value: "
        "the rules say the highest value is always taken.",
    ),
    (
        "Disputed: one reading of EMA 2025 scores renhou as 5 han with every other yaku dropped; "
        "another takes the better of that and the hand's normal value. Kept as the better of the "
        "two; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The EMA 2025 rules are read two ways: here renhou is paid as the better of 5 han on "
        "its own and the hand's normal value; the other reading pays 5 han only, with every "
        "other yaku dropped. Ask the organisers.",
    ),
    "One secondary source: at least one tile left; ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: riichi may be declared while at least one tile is left in the wall. "
        "Some rulesets ask for four; ask the organisers.",
    ),
    (
        "Disputed: one secondary source says riichi is allowed below 1,000 points, but the code "
        "of that same source requires 1,000. Kept as allowed; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The EMA 2025 rules are read two ways: here riichi is allowed with fewer than 1,000 "
        "points (the score may go below zero), as in EMA 2016; the other reading asks for at "
        "least 1,000. Ask the organisers.",
    ),
    "Not stated; furiten tenpai assumed to count at a draw.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; a furiten hand is taken as tenpai at a draw, as most "
        "rulesets count it.",
    ),
    "Not stated; formal tenpai assumed to count (as EMA 2016).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; a ready hand without a yaku is taken as tenpai at a draw, "
        "as in EMA 2016.",
    ),
    "EMA 2016 §5.9: a chombo re-deal is not a played hand.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "A hand replayed after a chombo does not count as a played hand (EMA 2016, §5.9).",
    ),
    "Not stated in EMA 2016; formal tenpai assumed to count.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "EMA 2016 does not say; a ready hand without a yaku is taken as tenpai at a draw.",
    ),
    "A counter is added after an abortive draw (correction 9).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: an abortive draw adds a honba and the dealer stays, as in the 2012-era rules.",
    ),
    "Mangan-sized payment at the table (2012 text via secondary copies).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a chombo is paid at the table as a reverse mangan, as the 2012 rules "
        "are quoted. Later editions deduct points from the final score instead.",
    ),
    "Settled as a win (correction 3), from the 2012-era rules.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi "
        "sticks, as in the 2012-era rules. Other rulesets pay it as a draw.",
    ),
    "2012 also ended temporary furiten on any call (correction 9).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Temporary furiten also ends on any call that breaks the turn order, as in the 2012 rules.",
    ),
    "Not stated; formal tenpai assumed to count.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; a ready hand without a yaku is taken as tenpai at a draw.",
    ),
    "30,000/10,000 from a 2012 tournament report (correction 1); 🟡.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: uma +30,000 / +10,000 / −10,000 / −30,000, as a 2012 tournament played"
        " it. Later EMA editions use 15,000 / 5,000; ask the organisers.",
    ),
    "30,000 off the final score: WRC 2025 §12.2 as quoted; 🟡.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a chombo costs 30,000 off the final score, as the WRC 2025 rules are "
        "quoted. WRC 2015 and the optional lighter penalties take 20,000; ask the organisers.",
    ),
    "Secondary sources; older WRC gave 4 fu.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "A double-wind pair is worth 2 fu; older WRC rules gave 4 fu.",
    ),
    (
        "The kan must keep the waits and the readings of the hand: two rule comparisons (one "
        "short note says waits only); 🟡."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a kan after riichi must change neither the waits nor the reading of the "
        "hand, as comparisons of rulesets give the WRC 2025 rule. One short summary names only "
        "the waits; ask the organisers.",
    ),
    "Unknown in WRC; assumed as in EMA (all in sight: tenpai).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; as in EMA, a hand whose winning tiles are all in sight "
        "still counts as tenpai at a draw.",
    ),
    "⚠️ probable value (WRC 2025 text not read).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: 13 han or more is a counted yakuman (kazoe). Some rulesets stop at "
        "sanbaiman; ask the organisers.",
    ),
    "⚠️ chosen: only the liable yakuman is shared (correction 14).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: with pao, only the yakuman the liable player gave is shared; any other"
        " yakuman in the hand is paid as usual. Ask the organisers.",
    ),
    (
        "Pao for Big Dragons, Big Winds and Four Quads: WRC 2025 §9.1.1 as quoted by two rule "
        "comparisons; 🟡."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: pao applies to big three dragons, big four winds and four kans, as the WRC "
        "2025 rules are quoted. EMA has no pao for four kans; ask the organisers.",
    ),
    "Mangan, or the normal value if higher (secondary sources).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Renhou is paid as a mangan, or as the hand's normal value when that is higher.",
    ),
    "⚠️ probable value: no robbing a closed kan, even for kokushi.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: no chankan on a closed kan, even with kokushi musou. Many rulesets "
        "allow it for kokushi; ask the organisers.",
    ),
    "Not stated: 90 minutes as EMA 2016 §5.9 assumed.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules name no time limit; 90 minutes are used, as in EMA. Set the "
        "tournament's own limit on the clock.",
    ),
    "Not stated: a signal 15 minutes before the end as EMA 2016 §5.9.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules name no signal; it sounds 15 minutes before the end, as in EMA.",
    ),
    "EMA 2025 tournament chapter not read: as EMA 2016 §5.9 (one more hand).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: when time is up, the current hand is finished and one more is played, as in "
        "EMA 2016. Some rulesets stop after the current hand; ask the organisers.",
    ),
    "Not stated: as EMA 2016 §5.9 (the current hand and one more).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; as in EMA 2016, when time is up the current hand is finished "
        "and one more is played. Ask the organisers.",
    ),
    "75 minutes: a 2025 tournament page citing WRC 2025 §10.1; ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: 75 minutes of play, as a 2025 tournament's page quotes the WRC 2025 rules "
        "(EMA plays 90). Set the tournament's own limit on the clock.",
    ),
    "No signal before the end: a 2025 tournament page (WRC 2025 §10.1); ⚠️.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: no signal before the end of time, as a 2025 tournament's page quotes the "
        "WRC 2025 rules. EMA gives one 15 minutes before the end; ask the organisers.",
    ),
    (
        "The current hand and one more: a 2025 tournament page citing WRC 2025 §10.1, and the "
        "RRC comparison agrees; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: when time is up, the current hand is finished and one more is played, as a "
        "2025 tournament's page quotes the WRC 2025 rules. WRC 2015 stopped after the current "
        "hand; ask the organisers.",
    ),
    (
        "A chombo in the last hand is not re-dealt, so the game ends: WRC 2015 §8.2, not "
        "confirmed for 2025; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a chombo in the last hand ends the game (the hand is not replayed), as in "
        "WRC 2015. It is not confirmed for WRC 2025; any other hand is replayed after a "
        "chombo. Ask the organisers.",
    ),
    (
        "Riichi allowed with no live-wall tile left: one secondary source quoting the 2025 "
        "clarification; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: riichi may be declared even when no tile is left in the live wall, as one "
        "source quotes a 2025 clarification of the WRC rules. Another reading asks for at "
        "least one tile left; ask the organisers.",
    ),
    "WRC furiten details unknown; standard reading assumed.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: temporary furiten ends at the player's next draw or call, as most "
        "rulesets read it.",
    ),
    "Unknown in WRC; formal tenpai assumed to count.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; a ready hand without a yaku is taken as tenpai at a draw.",
    ),
    "⚠️ chosen: several yakuman are cumulative (correction 14).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: several yakuman in one hand add up (two are a double yakuman). Some "
        "rulesets pay only one; ask the organisers.",
    ),
    "Not stated: EMA 2012 value used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; the EMA 2012 rule is used, which they follow elsewhere.",
    ),
    "Not stated: EMA 2012 value (+1 counter, dealer stays) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, an abortive draw adds a honba and "
        "the dealer stays.",
    ),
    "Not stated: EMA 2012 value (no agari-yame) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, the dealer cannot end the game early"
        " by winning the last hand (no agari-yame).",
    ),
    "Not stated: EMA 2012 value (no busting) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, the game goes on when a player drops"
        " below zero.",
    ),
    "Not stated: EMA 2012 value (reverse mangan at the table) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, a chombo is paid at the table as a "
        "reverse mangan.",
    ),
    "Not in Galaxy's exhaustive yaku list (correction 6, chosen).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "No double riichi: it is not in the regulations' list of yaku, which names every "
        "yaku played.",
    ),
    "Not stated: 300 per counter as in every other ruleset.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; each honba is worth 300, as in every other ruleset.",
    ),
    "Not stated: assumed, as in every other ruleset.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in every other ruleset, a kan after riichi is "
        "made only with the tile just drawn.",
    ),
    "Not stated: treated as no; confirm with the organisers.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; played without kiriage mangan (4 han 30 fu stays "
        "7,700). Ask the organisers.",
    ),
    "Multiple ron allowed, no head bump (correction 7, chosen).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: several players may ron the same discard and all are paid (no head "
        "bump). Ask the organisers.",
    ),
    "Not stated: EMA 2012 value (counters to each winner) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, on a multiple ron each winner gets the honba.",
    ),
    "Settled as a win (correction 3, chosen from 2012-era rules).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: nagashi mangan is paid like a mangan tsumo, with honba and riichi "
        "sticks, as in the 2012-era rules. Ask the organisers.",
    ),
    "Not stated: the usual 3,000.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; noten payments total the usual 3,000.",
    ),
    "Eighth consecutive dealer win (correction 13, chosen).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: paarenchan is the dealer's eighth win in a row; a draw in between ends"
        " the streak. Ask the organisers.",
    ),
    "Not stated: counters paid by the discarder (EMA).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA, the discarder pays the honba when pao "
        "ends in a ron.",
    ),
    "Counters not stated: the liable player pays them (EMA).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA, the liable player pays the honba when pao"
        " ends in a tsumo.",
    ),
    "Not stated: EMA 2012 value (dealer tenpai keeps the deal) used.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The regulations do not say; as in EMA 2012, a dealer in tenpai at a draw stays dealer.",
    ),
    "Dealer only, at five or more honba (correction 2, chosen reading).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: from five honba on, the dealer needs 2 han from yaku (dora do not "
        "count); other players keep the 1-han minimum. Ask the organisers.",
    ),
    "Tied players pool and split uma and oka (correction 7, chosen).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: tied players add up the uma and oka of the places they share and split"
        " them equally. Ask the organisers.",
    ),
    "Chosen: dealer first and at 30,000+; each West hand is a last hand.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: in the last hand the dealer may stop the game when in first place with"
        " 30,000 or more; each hand of a West round counts as a last hand.",
    ),
    "Not applicable online; reverse mangan offered for manual use.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Online play prevents a chombo; for a game at a real table the app pays it as a "
        "reverse mangan.",
    ),
    (
        "Nearest 1,000 before oka and uma, x,500 rounded up (Tenhou's rule line); first place "
        "takes what rounding leaves so the results add up to zero. Negative scores are not "
        "stated: rounded by their size, so -1,500 becomes -2,000; ⚠️."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Final scores are rounded to the nearest 1,000 before oka and uma (500 rounds up); "
        "first place takes what rounding leaves, so the results add up to zero. Tenhou does "
        "not say how a score below zero is rounded: here by its size, so −1,500 becomes −2,000 "
        "(not −1,000).",
    ),
    "Suukantsu pao absent in the rule translation (⚠️ one template adds it).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Pao applies to big three dragons and big four winds; four kans is not in the "
        "rules (some lobbies add it).",
    ),
    "10-20 per one source; tournament software uses 15/5 (⚠️).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: uma +20,000 / +10,000 / −10,000 / −20,000, as the ranked lobby plays. "
        "Tournaments often use 15,000 / 5,000; ask the organisers.",
    ),
    "Abortive draw keeps the dealer and adds a counter (correction 11, 🟡).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: an abortive draw keeps the dealer and adds a honba.",
    ),
    "Applied automatically as on Tenhou (dealer first and at 30,000+); chosen.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: the game ends by itself when the dealer wins the last hand in first "
        "place with 30,000 or more, as on Tenhou.",
    ),
    "Unknown; assumed as on Tenhou (all in sight: tenpai).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as on Tenhou: a hand whose winning tiles are all in sight still counts as "
        "tenpai at a draw.",
    ),
    "Assumed yes (no primary text reached).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: 13 han or more is a counted yakuman (kazoe).",
    ),
    "Weakly sourced: all sticks to the nearest winner (correction 8).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: on a multiple ron all riichi sticks go to the winner nearest the "
        "discarder. Ask the organisers.",
    ),
    "+2 on a rinshan win (correction 15, 🟡).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a rinshan kaihou win gets the 2 tsumo fu.",
    ),
    "Details unknown; Tenhou's rule assumed.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as on Tenhou: temporary furiten ends with the player's own next discard.",
    ),
    "Formal tenpai allowed (🟡).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Taken as: a ready hand without a yaku counts as tenpai at a draw.",
    ),
    "Only relevant where a tournament adopts abortive draws.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Counts only where the tournament plays abortive draws: each then adds a honba.",
    ),
    "Twice the uma step after uma (40,000 at 30/10; 20,000 at 15/5).": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "A chombo costs twice the uma step after uma: 40,000 with uma 30/10, 20,000 with uma 15/5.",
    ),
    "Twice the uma step (BR, VA); the referee guide still says 20,000.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "A chombo costs twice the uma step, as the basic rules say; the older referee "
        "guide says a flat 20,000.",
    ),
    "Rules text silent; read literally: tenpai.": QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "The rules do not say; read as written, a hand whose winning tiles are all in "
        "sight is still tenpai at a draw.",
    ),
    (
        "Per-tournament setting: latest text 30/10; earlier releases 15/5 (one click)."
    ): QT_TRANSLATE_NOOP(
        "AssumedNotes",
        "Uma 30/10 as in the current rules; the tournament may set 15/5 as earlier "
        "editions did (chosen when a new game starts).",
    ),
}


def player_note(note: str) -> str | None:
    """The players' wording of the engine's note `note` in the current language; None for a
    note this module does not word (a new preset's, until it is added here)."""
    source = PLAYER_NOTES.get(note)
    return None if source is None else QCoreApplication.translate(CONTEXT, str(source))


def ruleset_note(ruleset: Any, field_name: str) -> str | None:
    """The players' note on `field_name` of `ruleset` (an `engine.rulesets.Ruleset`), or None
    when the value was read in the rule text."""
    note = ruleset.assumed_note(field_name)
    return None if note is None else player_note(str(note))


__all__ = ["CONTEXT", "PLAYER_NOTES", "player_note", "ruleset_note"]
