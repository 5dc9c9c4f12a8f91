"""The readable form's answers: one text formatter per command, and errors as one line."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.cli.arguments import _WINDS

# ---- the readable form: answers ----


def _label(ident: str) -> str:
    return ident.replace("_", " ")


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _fu_line(a: Mapping[str, Any]) -> str:
    raw, fu = a.get("fu_raw", a["fu"]), a["fu"]
    if raw == fu:
        return f"  = {fu} fu (no rounding needed)" if a["fu_items"] else f"  = {fu} fu"
    if raw < fu:
        return f"  = {raw} → {fu} fu (rounded up to the next 10)"
    return f"  = {raw} → {fu} fu"


def _payments_line(payments: Mapping[str, int]) -> str:
    if set(payments) == {"discarder"}:
        return f"the discarder pays {payments['discarder']}"
    if set(payments) == {"dealer", "non_dealer"}:
        return (
            f"the dealer pays {payments['dealer']}, each other player pays {payments['non_dealer']}"
        )
    if set(payments) == {"non_dealer"}:
        return f"each non-dealer pays {payments['non_dealer']}"
    return ", ".join(f"{_label(who)} {n}" for who, n in payments.items())


def format_score(a: Mapping[str, Any], request: Mapping[str, Any] | None = None) -> str:
    """A score answer as lines a person reads (the request, when given, adds honba/sticks)."""
    req = request or {}
    seat = req.get("seat_wind")
    rnd = req.get("round_wind")
    who = "dealer" if a["dealer"] else "non-dealer"
    if seat and rnd:
        who += f", seat {_WINDS.get(seat, seat)}, round {_WINDS.get(rnd, rnd)}"
    lines = [f"Hand: {a['hand']}", f"      {a['win']} · {who} · ruleset {a['ruleset']}"]
    r = a.get("reading")
    if r:
        sets = " ".join(
            ("[" + s["tiles"] + "]" if s["called"] else s["tiles"]) + ("*" if s["win"] else "")
            for s in r["sets"]
        )
        lines.append(f"Reading: {r['kind']}, {r['wait']} wait on {r['win_tile']}: {sets}")
    lines.append("Yaku:")
    for y in a["yaku"]:
        amount = f"{y['han']:>3} han" if "han" in y else f"yakuman ×{y['yakuman']}"
        lines.append(f"  {y['id']:<26}{amount}")
    for key, name in (("dora", "dora"), ("aka", "aka (red fives)"), ("ura", "ura-dora")):
        if a[key]:
            lines.append(f"  {name:<26}{a[key]:>3} han")
    if not (a["dora"] or a["aka"] or a["ura"]):
        lines.append(f"  {'(no dora)':<26}")
    if a["yakuman"]:
        lines.append(f"  {'= yakuman':<26}×{a['yakuman']}")
    else:
        lines.append(f"  {'= total':<26}{a['han']:>3} han")
    lines.append("Fu:")
    if a["yakuman"]:
        lines.append("  not counted for a yakuman")
    else:
        for f in a["fu_items"]:
            label = f"{f['id']} {f.get('tiles', '')}".strip()
            lines.append(f"  {label:<26}{f['fu']:>3}")
        lines.append(_fu_line(a))
    limit = a["limit"]
    basic = a.get("basic_points")
    basic_text = f", basic points {basic}" if basic is not None else ""
    if a["yakuman"]:
        lines.append(f"Value: yakuman ×{a['yakuman']} (limit: {limit}){basic_text}")
    else:
        lines.append(
            f"Value: {a['han']} han {a['fu']} fu "
            f"({'limit: ' + limit if limit else 'no limit'}){basic_text}"
        )
    lines.append(f"Payments: {_payments_line(a['payments'])}")
    honba = req.get("honba", 0)
    lines.append(
        f"Honba: {honba} → +{a['honba_points']} from "
        f"{'the discarder' if a['win'] == 'ron' else 'each payer'}"
    )
    sticks = req.get("riichi_sticks", 0)
    lines.append(f"Riichi sticks: {sticks} on the table → +{a.get('riichi_points', 0)}")
    lines.append(f"Total received: {a['total']}")
    ru = a.get("runner_up")
    if ru:
        lines.append(
            f"Other reading: {ru['reading']['wait']} wait, {ru['han']} han {ru['fu']} fu, "
            f"total {ru['total']}"
        )
    for w in a.get("why_not", []):
        what = w.get("yaku") or "?"
        lines.append(f"Note: {what} — {_label(w['reason'])}")
    return "\n".join(lines)


def _format_waits(a: Mapping[str, Any]) -> str:
    lines = [
        f"Hand: {a['hand']}  (ruleset {a['ruleset']})",
        f"Tenpai: {'yes' if a['tenpai'] else 'no'}; waits: "
        f"{' '.join(a['waits']) or '-'}; counts as tenpai at a draw: "
        f"{'yes' if a['counts_as_tenpai'] else 'no'}",
    ]
    if a.get("dead_waits"):
        lines.append(f"Dead waits (all copies in sight): {' '.join(a['dead_waits'])}")
    for v in a.get("values", []):
        parts = []
        for how in ("ron", "tsumo"):
            ans = v[how]
            parts.append(f"{how} {ans['total']}" if ans["ok"] else f"{how} {ans['error']['code']}")
        lines.append(f"  {v['tile']}: {', '.join(parts)}")
    return "\n".join(lines)


def _format_compare(a: Mapping[str, Any]) -> str:
    lines = []
    for r in a["results"]:
        ans = r["answer"]
        if ans["ok"]:
            what = (
                f"yakuman ×{ans['yakuman']}"
                if ans["yakuman"]
                else f"{ans['han']} han {ans['fu']} fu"
            )
            lines.append(f"{r['ruleset']:<12}{what:<18}total {ans['total']}")
        else:
            lines.append(f"{r['ruleset']:<12}{ans['error']['code']}")
    return "\n".join(lines)


def _format_furiten(a: Mapping[str, Any]) -> str:
    lines = [
        f"Furiten: {'yes' if a['furiten'] else 'no'}"
        + (f" ({', '.join(_label(x) for x in a['reasons'])})" if a.get("reasons") else ""),
        f"Waits: {' '.join(a['waits']) or '-'}"
        + ("" if a.get("tenpai", True) else " (not tenpai)"),
        f"Ron allowed: {'yes' if a['ron_allowed'] else 'no'}; "
        f"tsumo allowed: {'yes' if a['tsumo_allowed'] else 'no'}  (ruleset {a['ruleset']})",
    ]
    for reason, tiles in (a.get("tiles") or {}).items():
        lines.append(f"  {_label(reason)}: {' '.join(tiles)}")
    for r in a.get("responsible") or ():
        lines.append(f"    {r['list']}[{r['index']}] {r['tile']} ({_label(r['reason'])})")
    claim = a.get("claim")
    if claim:
        lines.append(
            f"Claim on {claim['tile']}: "
            + ("ron allowed" if claim["ron_allowed"] else "not a valid ron")
            + ("" if claim["completes_hand"] else " (the tile does not complete the hand)")
        )
    if "temporary_ends_on" in a and not a.get("riichi"):
        lines.append(f"Temporary furiten ends on: {', '.join(a['temporary_ends_on'])}")
    lines.extend(_cost_lines(a, "A ron claimed in furiten"))
    return "\n".join(lines)


def _cost_lines(a: Mapping[str, Any], what: str) -> list[str]:
    """The `cost` of a ruling's answer: one line per catalogue entry."""
    c = a.get("cost")
    if not c:
        return []
    if not c["applicable"]:
        return [f"{what}: no penalty catalogue ({_label(c['not_applicable_reason'] or '-')})"]
    if not c["penalties"]:
        return [f"{what}: not in the ruleset's penalty catalogue"]
    lines = [f"{what}:"]
    for p in c["penalties"]:
        points = p.get("points")
        amount = (
            ""
            if points is None
            else f", {points}" + (f"–{p['points_max']}" if p.get("points_max") else "")
        )
        applied = "" if p["applied"] == "none" else f" {_label(p['applied'])}"
        lines.append(
            f"  {_label(p['id'])}: {_label(p['consequence'])}{amount}{applied}  [{p['source']}]"
        )
    return lines


def _assumed_lines(a: Mapping[str, Any]) -> list[str]:
    rules = a.get("rules") or ()
    text = ", ".join(f"{r['field']}={_cell(r['value'], r['assumed'])}" for r in rules)
    return [f"Rules ({a['ruleset']}; ? = assumed): {text}"] if text else []


def _format_kan_after_riichi(a: Mapping[str, Any]) -> str:
    lines = [
        f"{'Allowed' if a['allowed'] else 'Not allowed'} ({a['reason']}); waits "
        f"{' '.join(a['waits_before'])}"
        + (f" → {' '.join(a['waits_after'])}" if a.get("waits_after") else "")
    ]
    if "rule" in a:
        lines.append(f"Rule: {_label(a['rule'])}")
    for r in a.get("broken_readings") or ():
        sets = " ".join(s["tiles"] for s in r["sets"])
        lines.append(f"  breaks the reading {sets} {r['pair']} (winning on {r['win_tile']})")
    lines.extend(_cost_lines(a, "An illegal kan after riichi"))
    return "\n".join(lines)


def _format_draw_tenpai(a: Mapping[str, Any]) -> str:
    lines = [
        f"Counts as tenpai at the draw: {'yes' if a['counts_as_tenpai'] else 'no'}"
        f" ({_label(a['reason'])})",
        f"Waits: {' '.join(a['waits']) or '-'}; live: {' '.join(a['live_waits']) or '-'}",
    ]
    for d in a["dead_waits"]:
        lines.append(
            f"  dead wait {d['tile']} ({_label(d['kind'])}): {d['in_hand']} in hand, "
            f"{d['in_calls']} in calls, {len(d['visible_indices'])} visible, "
            f"{len(d['discard_indices'])} in own discards"
            + ("; still counts" if d["counts"] else "")
        )
    lines.append(
        f"Yakuless (seat wind {a['seat_wind']}, round wind {a['round_wind']}): "
        f"{'yes' if a['yakuless'] else 'no'}; furiten: "
        f"{'yes' if a['furiten'] else 'no'}; riichi: {'yes' if a['riichi'] else 'no'}"
        + ("; NOTEN RIICHI" if a["noten_riichi"] else "")
    )
    lines.extend(_assumed_lines(a))
    lines.extend(_cost_lines(a, "A noten riichi"))
    return "\n".join(lines)


def _format_kuikae(a: Mapping[str, Any]) -> str:
    call = a["call"]
    lines = [
        f"{call['kind']} of {call['tile']} with {call['from_hand']} ({call['set']}), then "
        f"{a['discard']}: " + (f"a swap ({_label(a['swap_kind'])})" if a["swap"] else "not a swap"),
        f"{'Allowed' if a['allowed'] else 'Not allowed'} ({_label(a['reason'])}); swaps: "
        + ", ".join(f"{t['tile']} ({_label(t['kind'])})" for t in a["swap_tiles"]),
    ]
    lines.extend(_assumed_lines(a))
    lines.extend(_cost_lines(a, "Swap-calling"))
    return "\n".join(lines)


def _format_kyuushu(a: Mapping[str, Any]) -> str:
    lines = [
        f"Different terminals and honours: {a['count']} of {a['needed']} needed "
        f"({' '.join(a['kinds']) or '-'})",
        f"May call the abortive draw: {'yes' if a['may_call'] else 'no'} ({_label(a['reason'])})",
    ]
    f = a.get("follows")
    if f:
        lines.append(
            "Then: re-deal, "
            + ("payments" if f["payments"] else "no payments")
            + (", the dealer stays" if f["dealer_stays"] else ", the deal passes")
            + f", +{f['honba_added']} counter(s)"
            + (", riichi sticks stay on the table" if f["riichi_sticks_stay"] else "")
        )
    lines.extend(_assumed_lines(a))
    return "\n".join(lines)


def _seat_name(seat: int | None) -> str:
    return "table" if seat is None else f"seat {seat}"


def _outcome_line(req: Mapping[str, Any]) -> str:
    o = req.get("outcome") or {}
    kind = o.get("type")

    def value(w: Mapping[str, Any]) -> str:
        if w.get("yakuman"):
            return f"yakuman ×{w['yakuman']}"
        return f"{w.get('han', 0)} han" + (f" {w['fu']} fu" if w.get("fu") else "")

    if kind == "ron":
        wins = ", ".join(f"seat {w['seat']} ({value(w)})" for w in o.get("winners", []))
        return f"Ron: {wins} on seat {o.get('discarder')}'s discard"
    if kind == "tsumo":
        return f"Tsumo: seat {o.get('winner')} ({value(o)})"
    if kind == "draw":
        tenpai = " ".join(str(s) for s in o.get("tenpai", [])) or "none"
        text = f"Exhaustive draw: tenpai {tenpai}"
        if o.get("nagashi"):
            text += f"; nagashi mangan {' '.join(str(s) for s in o['nagashi'])}"
        return text
    if kind == "abortive":
        return f"Abortive draw: {_label(str(o.get('reason')))}"
    if kind == "penalty":
        return (
            f"Penalty on seat {o.get('offender')}: {_label(str(o.get('offence')))} "
            f"({o.get('earlier', 0)} earlier this session)"
        )
    offenders = o.get("offender", [])
    return f"Chombo by seat {' and '.join(str(s) for s in offenders)}"


def _format_final_table(a: Mapping[str, Any]) -> list[str]:
    head = (
        f"  {'rank':>4} {'seat':>4} {'score':>7} {'sticks':>7} {'net':>7} {'oka':>7} "
        f"{'uma':>7} {'penalty':>8} {'result':>7}"
    )
    lines = [head]
    results = a["results"]
    for s in sorted(a["seats"], key=lambda s: (s["rank"], s["seat"])):
        res = results[s["seat"]]
        res_text = f"{res:+.1f}" if round(res, 1) == res else f"{res:+}"
        lines.append(
            f"  {s['rank']:>4} {s['seat']:>4} {s['score']:>7} {_signed(s['riichi_sticks']):>7} "
            f"{_signed(s['base']):>7} {_signed(s['oka']):>7} {_signed(s['uma']):>7} "
            f"{_signed(s['penalty']):>8} {res_text:>7}"
        )
    lines.append(
        "  net = score + leftover sticks − return points (rounded where the ruleset rounds);"
    )
    lines.append("  result = (net + oka + uma + penalty) / 1000")
    return lines


def _format_settle(a: Mapping[str, Any], req: Mapping[str, Any]) -> str:
    lines = [f"{_outcome_line(req)}  (ruleset {a['ruleset']})"]
    if a["transfers"]:
        lines.append("Transfers:")
        for t in a["transfers"]:
            lines.append(
                f"  {_seat_name(t['from']):<7}→ {_seat_name(t['to']):<8}{t['points']:>7}  "
                f"{_label(t['reason'])}"
            )
    else:
        lines.append("Transfers: none")
    for w in a.get("winners", []):
        lines.append(
            f"Seat {w['seat']} receives {w['total']}: hand {w['hand_points']} + honba "
            f"{w['honba_points']} + riichi sticks {w['riichi_points']}"
            + (f" ({w['limit']})" if w.get("limit") else "")
        )
    before = req.get("scores") or [s - d for s, d in zip(a["scores"], a["deltas"], strict=True)]
    dealer = req.get("dealer")
    with_penalty = any(a["penalties_total"])
    lines.append(
        f"  {'seat':<10}{'before':>8}{'change':>9}{'after':>8}"
        + (f"{'penalty':>9}" if with_penalty else "")
    )
    for seat in range(4):
        name = f"{seat}" + (" dealer" if seat == dealer else "")
        lines.append(
            f"  {name:<10}{before[seat]:>8}{_signed(a['deltas'][seat]):>9}{a['scores'][seat]:>8}"
            + (f"{_signed(a['penalties_total'][seat]):>9}" if with_penalty else "")
        )
    penalty = a.get("penalty")
    if penalty:
        lines.append(
            "A warning: no points"
            if penalty["warning"]
            else f"Seat {penalty['offender']}: {penalty['points']} off the final result, after uma"
            + (" (ladder assumed)" if penalty["ladder_assumed"] else "")
        )
    if a.get("head_bumped"):
        bumped = " and ".join(f"seat {s}" for s in a["head_bumped"])
        lines.append(
            f"Head bump: only the winner nearest the discarder scores; {bumped} gets nothing"
        )
    nxt = a["next"]
    notes = []
    if a.get("renchan"):
        notes.append("the dealer stays")
    if a.get("replay"):
        notes.append("the hand is replayed")
    if nxt.get("game_over"):
        end = nxt.get("end_reason")
        lines.append("Game over" + (f" ({_label(end)})" if end else ""))
        if a.get("final"):
            lines.extend(_format_final_table(a["final"]))
    else:
        wind = _WINDS.get(nxt["round_wind"], nxt["round_wind"])
        lines.append(
            f"Next hand: {wind} {nxt.get('round', '')}".rstrip()
            + f", dealer seat {nxt['dealer']}, honba {nxt['honba']}, "
            f"riichi sticks {nxt['riichi_sticks']}" + (f" ({'; '.join(notes)})" if notes else "")
        )
    return "\n".join(lines)


def _format_penalties(a: Mapping[str, Any]) -> str:
    chombo = a["chombo"]
    lines = [
        f"Penalties under {a['ruleset']}"
        + (f" (base {a['base']})" if a["base"] != a["ruleset"] else ""),
        f"Chombo: {_label(chombo['mode'])}, {chombo['points']} points, "
        f"applied {_label(chombo['applied'])}",
    ]
    if not a["applicable"]:
        reason = a.get("not_applicable_reason")
        lines.append("No penalty catalogue" + (f": {_label(reason)}" if reason else ""))
        return "\n".join(lines)
    rows = []
    for p in a["penalties"]:
        points = p.get("points")
        if points is None:
            amount = "-"
        elif p.get("points_max"):
            amount = f"{points}–{p['points_max']}"
        else:
            amount = str(points)
        rows.append(
            (p["id"], _label(p["consequence"]), amount, _label(p["applied"]), p.get("source") or "")
        )
    if not rows:
        return "\n".join(lines)
    rows.insert(0, ("penalty", "consequence", "points", "applied", "source"))
    w = [max(len(r[i]) for r in rows) for i in range(4)]
    for r in rows:
        lines.append(
            f"  {r[0]:<{w[0]}}  {r[1]:<{w[1]}}  {r[2]:>{w[2]}}  {r[3]:<{w[3]}}  {r[4]}".rstrip()
        )
    return "\n".join(lines)


#: why a fu value cannot be, by `SettleProblem` (`{min_han}` from the answer)
_FU_REASONS: dict[str, str] = {
    "twenty_fu_on_ron": "only a pinfu tsumo has 20 fu",
    "twenty_fu_below_min_han": "a pinfu tsumo (pinfu, menzen tsumo) has {min_han} han or more",
    "twenty_five_fu_below_min_han": "seven pairs have {min_han} han or more",
    "twenty_five_fu_tsumo_below_min_han": "seven pairs by tsumo (with menzen tsumo) have "
    "{min_han} han or more",
}


def _format_possible_fu(a: Mapping[str, Any]) -> str:
    lines = [
        f"{a['han']} han by {a['win']} under {a['ruleset']}: "
        + (", ".join(f"{fu} fu" for fu in a["fu"]) or "no fu of the score tables")
    ]
    for r in a["refused"]:
        reason = _FU_REASONS.get(r["problem"], _label(r["problem"]))
        lines.append(f"  not {r['fu']} fu: " + reason.format(min_han=r.get("min_han", "")))
    return "\n".join(lines)


def _cell(value: Any, assumed: Any) -> str:
    if isinstance(value, bool):
        text = "yes" if value else "no"
    elif value is None:
        text = "-"
    elif isinstance(value, list | tuple):
        if value and all(type(v) is int and v and v % 1000 == 0 for v in value):
            text = "/".join(f"{v // 1000}k" for v in value)  # uma: 15k/5k/-5k/-15k
        else:
            text = ",".join(str(v) for v in value) or "-"
    else:
        text = str(value)
    if len(text) > 20:
        text = text[:19] + "…"
    return text + ("?" if assumed else "")


def _format_rulesets(a: Mapping[str, Any], show_all: bool = False) -> str:
    rulesets = a["rulesets"]
    lines = [
        f"{r['id']:<12}{r['name']}" + ("  (default)" if r["id"] == a.get("default") else "")
        for r in rulesets
    ]
    names = list(a["fields"]) if show_all or len(rulesets) == 1 else list(a["differing"])
    if not names:
        return "\n".join(lines)
    cells = {
        r["id"]: {f["name"]: _cell(f["value"], f.get("assumed")) for f in r["fields"]}
        for r in rulesets
    }
    widths = {
        r["id"]: max(len(r["id"]), *(len(cells[r["id"]].get(n, "")) for n in names))
        for r in rulesets
    }
    name_width = max(len(n) for n in names) + 2
    title = "Rules" if show_all or len(rulesets) == 1 else "Rules that differ"
    lines.append("")
    title += " (? = assumed)"
    name_width = max(name_width, len(title) + 2)
    lines.append(
        f"{title:<{name_width}}"
        + " ".join(f"{r['id']:<{widths[r['id']]}}" for r in rulesets).rstrip()
    )
    for n in names:
        lines.append(
            f"{n:<{name_width}}"
            + " ".join(f"{cells[r['id']].get(n, ''):<{widths[r['id']]}}" for r in rulesets).rstrip()
        )
    return "\n".join(lines)


def format_error(answer: Mapping[str, Any]) -> str:
    """An `ok: false` answer as one line: ``Error <code>: <message>``."""
    err = answer["error"]
    return f"Error {err['code']}: {' '.join(str(err['message']).split())}"


def format_answer(
    command: str, a: Mapping[str, Any], request: Mapping[str, Any] | None = None, **options: Any
) -> str:
    """Any answer as readable lines (the request, when given, fills in what the answer omits)."""
    if not a.get("ok"):
        return format_error(a)
    req = request or {}
    if command == "score":
        return format_score(a, req)
    if command == "waits":
        return _format_waits(a)
    if command == "compare":
        return _format_compare(a)
    if command == "kan_after_riichi":
        return _format_kan_after_riichi(a)
    if command == "furiten":
        return _format_furiten(a)
    if command == "draw_tenpai":
        return _format_draw_tenpai(a)
    if command == "kuikae":
        return _format_kuikae(a)
    if command == "kyuushu":
        return _format_kyuushu(a)
    if command == "settle":
        return _format_settle(a, req)
    if command == "final":
        return "\n".join(
            [
                f"Final results (ruleset {a['ruleset']}), in points; results in thousands",
                *_format_final_table(a),
            ]
        )
    if command == "penalties":
        return _format_penalties(a)
    if command == "possible_fu":
        return _format_possible_fu(a)
    if command == "rulesets":
        return _format_rulesets(a, bool(options.get("show_all")))
    return json.dumps(a, ensure_ascii=False, indent=2)
