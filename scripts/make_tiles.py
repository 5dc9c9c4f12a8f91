"""Generate the tile art: ``resources/tiles/*.svg`` (34 tiles, three red fives, a back).

Everything is drawn with shapes and stroked paths, never with font glyphs, so the tiles look the
same on machines without CJK fonts. Run from the repository root::

    python scripts/make_tiles.py            # writes resources/tiles/*.svg
    python scripts/make_tiles.py --check    # exits 1 when the committed files are stale

Design: a 60×80 ivory tile with a darker edge for depth. Pins are ringed circles, sou are
jointed bamboo sticks (1 sou a bird), man tiles a stroked numeral over the red suit mark 万;
winds are stroked compass letters (E, S, W, N), dragons are emblems (a blue frame for white, a
green three-leaf emblem for green, the stroked 中 for red). A red five also carries a star in
the lower right corner and a dotted inner border, so it is recognisable without colour.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

W, H = 60, 80
OUT = Path(__file__).resolve().parent.parent / "resources" / "tiles"

INK = "#1b1f2a"
BLUE = "#1f4f9e"
GREEN = "#17814a"
RED = "#c8272d"
FACE_TOP = "#fffdf7"
FACE_BOTTOM = "#efe6d0"
EDGE = "#cdb98a"
OUTLINE = "#8f7c55"


def _frame(inner: str, *, red: bool = False) -> str:
    marker = ""
    if red:
        # not only colour: a dotted inner border and a star in the lower right corner
        marker = (
            f'<rect x="4.5" y="4" width="51" height="68" rx="4" fill="none" stroke="{RED}" '
            'stroke-width="1.2" stroke-dasharray="1.5 2.2"/>'
            + _star(50.5, 66.5, 4.6, fill=RED, stroke=INK)
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" '
        f'height="{H}">'
        "<defs>"
        '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{FACE_TOP}"/><stop offset="1" stop-color="{FACE_BOTTOM}"/>'
        "</linearGradient></defs>"
        f'<rect x="0.75" y="0.75" width="58.5" height="78.5" rx="6.5" fill="{EDGE}" '
        f'stroke="{OUTLINE}" stroke-width="1.5"/>'
        f'<rect x="1.5" y="1.5" width="57" height="73.5" rx="5.5" fill="url(#face)" '
        f'stroke="{OUTLINE}" stroke-width="0.6"/>'
        f"{inner}{marker}</svg>\n"
    )


def _star(cx: float, cy: float, r: float, *, fill: str, stroke: str) -> str:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.2f},{cy + radius * math.sin(angle):.2f}")
    return (
        f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{stroke}" '
        'stroke-width="0.7" stroke-linejoin="round"/>'
    )


# ------------------------------------------------------------------------------------ pins


def _pin(cx: float, cy: float, r: float, color: str) -> str:
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{color}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r * 0.74:.2f}" fill="{FACE_TOP}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r * 0.56:.2f}" fill="{color}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r * 0.22:.2f}" fill="{FACE_TOP}"/>'
    )


def _big_pin(red: bool) -> str:
    cx, cy = 30, 38
    petals = []
    import math

    for i in range(12):
        a = i * math.pi / 6
        x, y = cx + 15.5 * math.cos(a), cy + 15.5 * math.sin(a)
        petals.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="2.3" fill="{FACE_TOP}"/>')
    return (
        f'<circle cx="{cx}" cy="{cy}" r="22" fill="{GREEN}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="19.5" fill="{BLUE}"/>'
        + "".join(petals)
        + f'<circle cx="{cx}" cy="{cy}" r="11" fill="{FACE_TOP}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="8.5" fill="{RED}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="3.2" fill="{FACE_TOP}"/>'
    )


PIN_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(30, 22, 11, GREEN), (30, 54, 11, BLUE)],
    3: [(15, 16, 9, BLUE), (30, 38, 9, RED), (45, 60, 9, GREEN)],
    4: [(18, 23, 10, BLUE), (42, 23, 10, GREEN), (18, 53, 10, GREEN), (42, 53, 10, BLUE)],
    5: [
        (16.5, 18, 9, BLUE),
        (43.5, 18, 9, GREEN),
        (30, 38, 9, RED),
        (16.5, 58, 9, GREEN),
        (43.5, 58, 9, BLUE),
    ],
    6: [
        (18, 14.5, 8.2, GREEN),
        (42, 14.5, 8.2, GREEN),
        (18, 40, 8.2, RED),
        (42, 40, 8.2, RED),
        (18, 60, 8.2, RED),
        (42, 60, 8.2, RED),
    ],
    7: [
        (14, 12.5, 7, GREEN),
        (30, 20.5, 7, GREEN),
        (46, 28.5, 7, GREEN),
        (19, 45, 7.6, RED),
        (41, 45, 7.6, RED),
        (19, 62, 7.6, RED),
        (41, 62, 7.6, RED),
    ],
    8: [(x, y, 7.3, BLUE) for y in (12.5, 29, 45.5, 62) for x in (19, 41)],
    9: [(x, y, 7.8, c) for y, c in ((15, BLUE), (38, RED), (61, GREEN)) for x in (14, 30, 46)],
}


def pin_tile(n: int, *, red: bool = False) -> str:
    if n == 1:
        return _frame(_big_pin(red))
    layout = PIN_LAYOUTS[n]
    if red:
        layout = [(x, y, r, RED) for x, y, r, _ in layout]
    return _frame("".join(_pin(x, y, r, c) for x, y, r, c in layout), red=red)


# ------------------------------------------------------------------------------------ sou


def _stick(cx: float, cy: float, h: float, color: str, *, angle: float = 0, w: float = 7.6) -> str:
    top = cy - h / 2
    body = (
        f'<rect x="{cx - w / 2:.2f}" y="{top:.2f}" width="{w}" height="{h}" rx="{w / 2.4:.2f}" '
        f'fill="{color}" stroke="{INK}" stroke-width="0.5" stroke-opacity="0.45"/>'
        f'<line x1="{cx - 1.2:.2f}" y1="{top + 2.6:.2f}" x2="{cx - 1.2:.2f}" '
        f'y2="{top + h - 2.6:.2f}" stroke="{FACE_TOP}" stroke-width="1.3" '
        'stroke-linecap="round" opacity="0.75"/>'
        f'<rect x="{cx - w / 2 - 1:.2f}" y="{cy - 1.3:.2f}" width="{w + 2:.2f}" height="2.6" '
        f'rx="1.3" fill="{color}" stroke="{INK}" stroke-width="0.5" stroke-opacity="0.45"/>'
    )
    if angle:
        return f'<g transform="rotate({angle} {cx} {cy})">{body}</g>'
    return body


SOU_LAYOUTS: dict[int, list[tuple[float, float, float, str, float]]] = {
    2: [(30, 22, 24, GREEN, 0), (30, 54, 24, GREEN, 0)],
    3: [(30, 22, 24, GREEN, 0), (19, 54, 24, GREEN, 0), (41, 54, 24, GREEN, 0)],
    4: [
        (19, 22, 24, GREEN, 0),
        (41, 22, 24, GREEN, 0),
        (19, 54, 24, GREEN, 0),
        (41, 54, 24, GREEN, 0),
    ],
    5: [
        (15, 22, 24, GREEN, 0),
        (45, 22, 24, GREEN, 0),
        (30, 38, 24, RED, 0),
        (15, 54, 24, GREEN, 0),
        (45, 54, 24, GREEN, 0),
    ],
    6: [(x, y, 24, GREEN, 0) for y in (22, 54) for x in (14, 30, 46)],
    7: [
        (30, 14, 18, RED, 0),
        *[(x, y, 18, GREEN, 0) for y in (38, 60) for x in (14, 30, 46)],
    ],
    8: [
        (13, 22, 24, GREEN, 0),
        (24, 22, 24, GREEN, 22),
        (36, 22, 24, GREEN, -22),
        (47, 22, 24, GREEN, 0),
        (13, 54, 24, GREEN, 0),
        (24, 54, 24, GREEN, -22),
        (36, 54, 24, GREEN, 22),
        (47, 54, 24, GREEN, 0),
    ],
    9: [(x, y, 18, RED if x == 30 else GREEN, 0) for y in (15, 38, 61) for x in (14, 30, 46)],
}


def _bird() -> str:
    # a stylised peacock: fanned tail, round body, head with crest, beak
    tail = "".join(
        f'<path d="M30 46 Q{30 + dx * 0.6:.1f} {34 + abs(dx) * 0.1:.1f} '
        f'{30 + dx} {20 + abs(dx) * 0.35:.1f}" '
        f'fill="none" stroke="{GREEN}" stroke-width="3" stroke-linecap="round"/>'
        f'<circle cx="{30 + dx}" cy="{20 + abs(dx) * 0.35:.1f}" r="3.4" fill="{BLUE}"/>'
        f'<circle cx="{30 + dx}" cy="{20 + abs(dx) * 0.35:.1f}" r="1.4" fill="{FACE_TOP}"/>'
        for dx in (-17, -8.5, 0, 8.5, 17)
    )
    return (
        tail + f'<ellipse cx="30" cy="52" rx="10" ry="12" fill="{GREEN}"/>'
        f'<path d="M22 52 Q30 60 38 52 Q34 64 30 64 Q26 64 22 52 Z" fill="{BLUE}"/>'
        f'<circle cx="30" cy="38" r="6" fill="{RED}"/>'
        f'<circle cx="31.8" cy="37" r="1.4" fill="{FACE_TOP}"/>'
        f'<path d="M35.5 38.5 L41 40 L35.5 41.2 Z" fill="#d99a1e"/>'
        f'<path d="M29 32.5 L27 27.5 M31 32.3 L31.5 27 M33 33 L35.5 28.5" stroke="{RED}" '
        'stroke-width="1.4" stroke-linecap="round"/>'
        f'<path d="M25 63 L23 70 M35 63 L37 70" stroke="{INK}" stroke-width="2" '
        'stroke-linecap="round"/>'
    )


def sou_tile(n: int, *, red: bool = False) -> str:
    if n == 1:
        return _frame(_bird())
    layout = SOU_LAYOUTS[n]
    if red:
        layout = [(x, y, h, RED, a) for x, y, h, _, a in layout]
    return _frame("".join(_stick(x, y, h, c, angle=a) for x, y, h, c, a in layout), red=red)


# ------------------------------------------------------------------------------------ man

#: Chinese numerals one to nine as stroked paths in a 36×30 box whose top-left is (12, 7).
NUMERALS: dict[int, str] = {
    1: "M13 22 L47 21",
    2: "M18 13 L42 12.5 M13 30 L47 29",
    3: "M17 10 L43 9.5 M20 21 L40 20.5 M13 33 L47 32",
    4: "M15 10 L15 34 M15 10 L45 10 L45 34 M15 33 L45 33 M25 10 Q25 22 20 27 "
    "M34 10 L34 22 Q34 26 39 26",
    5: "M15 9 L45 9 M29 9 L24 32 M19 20 L40 20 L38 33 M12 33 L48 33",
    6: "M28 6 L31 11 M13 16 L47 16 M23 21 Q21 29 14 34 M36 22 Q41 29 46 34",
    7: "M12 19 L47 14 M26 7 L26 29 Q26 34 33 34 L45 34 L45 29",
    8: "M25 10 Q25 26 13 34 M35 10 Q36 26 47 34",
    9: "M14 17 L36 16 Q36 29 36 31 Q37 35 46 34 L47 28 M27 8 Q26 26 13 35",
}
#: The suit mark 万 (the man character), stroked, under the numeral.
MAN_MARK = "M14 45 L46 45 M27 45 Q26 62 15 73 M26 55 L42 55 Q42 66 40 70 Q38 73 33 71"


def man_tile(n: int, *, red: bool = False) -> str:
    numeral_color = RED if red else INK
    inner = (
        f'<path d="{NUMERALS[n]}" fill="none" stroke="{numeral_color}" stroke-width="4.6" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="{MAN_MARK}" fill="none" stroke="{RED}" stroke-width="5" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )
    return _frame(inner, red=red)


# ------------------------------------------------------------------------------------ honours

#: Compass letters as strokes, about 30 wide and 40 tall, centred on the tile.
WIND_LETTERS: dict[str, str] = {
    "E": "M41 18 L21 18 L21 58 L41 58 M21 38 L37 38",
    "S": "M41 22 Q38 17 30 17 Q20 17 20 27 Q20 35 30 37.5 Q41 40 41 48.5 Q41 59 30 59 "
    "Q21 59 18.5 53",
    "W": "M13 18 L21.5 58 L30 28 L38.5 58 L47 18",
    "N": "M19 58 L19 18 L41 58 L41 18",
}


def wind_tile(letter: str) -> str:
    # a thin compass ring behind the letter, a pointer at the top
    ring = (
        f'<circle cx="30" cy="38" r="25" fill="none" stroke="{BLUE}" stroke-width="1" '
        'opacity="0.35"/>'
        f'<path d="M30 7 L33 13 L27 13 Z" fill="{BLUE}" opacity="0.6"/>'
    )
    letter_path = (
        f'<path d="{WIND_LETTERS[letter]}" fill="none" stroke="{INK}" stroke-width="6.2" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )
    return _frame(ring + letter_path)


def white_dragon() -> str:
    return _frame(
        f'<rect x="11" y="12" width="38" height="52" rx="3" fill="none" stroke="{BLUE}" '
        'stroke-width="4"/>'
        f'<rect x="17" y="18" width="26" height="40" rx="1.5" fill="none" stroke="{BLUE}" '
        'stroke-width="1.6"/>'
    )


def green_dragon() -> str:
    leaves = "".join(
        f'<g transform="rotate({angle} 30 40)">'
        f'<path d="M30 40 Q19 30 30 12 Q41 30 30 40 Z" fill="{GREEN}"/>'
        f'<path d="M30 38 L30 17" stroke="{FACE_TOP}" stroke-width="1.2" '
        'stroke-linecap="round"/></g>'
        for angle in (0, 120, 240)
    )
    return _frame(
        f'<circle cx="30" cy="40" r="24" fill="none" stroke="{GREEN}" stroke-width="2.4"/>'
        + leaves
        + f'<circle cx="30" cy="40" r="4.2" fill="{FACE_TOP}" stroke="{GREEN}" '
        'stroke-width="2"/>'
    )


def red_dragon() -> str:
    return _frame(
        f'<path d="M14 25 L14 50 M14 25 L46 25 L46 50 M14 48 L46 48 M30 9 L30 70" fill="none" '
        f'stroke="{RED}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def back_tile() -> str:
    diamonds = "".join(
        f'<path d="M{x} {y - 5} L{x + 5} {y} L{x} {y + 5} L{x - 5} {y} Z" fill="none" '
        'stroke="#9fd0e6" stroke-width="0.9" opacity="0.7"/>'
        for x in (18, 30, 42)
        for y in (16, 28, 40, 52, 64)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" '
        f'height="{H}">'
        f'<rect x="0.75" y="0.75" width="58.5" height="78.5" rx="6.5" fill="#14506e" '
        'stroke="#0c3246" stroke-width="1.5"/>'
        '<rect x="1.5" y="1.5" width="57" height="73.5" rx="5.5" fill="#1f6f94"/>'
        '<rect x="6" y="6" width="48" height="64.5" rx="3.5" fill="none" stroke="#9fd0e6" '
        'stroke-width="1.3"/>'
        f"{diamonds}</svg>\n"
    )


def all_tiles() -> dict[str, str]:
    """File name (without .svg) → SVG text."""
    out: dict[str, str] = {}
    for n in range(1, 10):
        out[f"{n}m"] = man_tile(n)
        out[f"{n}p"] = pin_tile(n)
        out[f"{n}s"] = sou_tile(n)
    out["0m"] = man_tile(5, red=True)
    out["0p"] = pin_tile(5, red=True)
    out["0s"] = sou_tile(5, red=True)
    for i, letter in enumerate("ESWN", start=1):
        out[f"{i}z"] = wind_tile(letter)
    out["5z"] = white_dragon()
    out["6z"] = green_dragon()
    out["7z"] = red_dragon()
    out["back"] = back_tile()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="fail if the files are stale")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    tiles = all_tiles()
    stale = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name, svg in tiles.items():
        path = args.out / f"{name}.svg"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != svg:
                stale.append(path.name)
            continue
        path.write_text(svg, encoding="utf-8")
    if stale:
        print("stale tile files: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
