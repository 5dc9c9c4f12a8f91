"""A hand drawn as tile items: the concealed tiles with the winning tile set apart, and each
call as it lies on the table (the called tile turned, a closed kan's ends face down). The
Hand view, its large-type overlay and the example hands draw hands this way."""

from __future__ import annotations

from engine.ids import MeldKind
from referee_app.core.hand_state import HandSnapshot, Meld, sort_key
from referee_app.views.widgets.tile_widgets import TileItem

__all__ = ["concealed_items", "meld_items"]


def concealed_items(snap: HandSnapshot, *, gap: int, win_tooltip: str = "") -> list[TileItem]:
    """The concealed tiles sorted, the winning tile set apart (by `gap`) and marked."""
    win = snap.effective_win_tile
    rest = list(snap.concealed)
    if win is not None:
        rest.remove(win)
    items = [TileItem(t, key=t) for t in sorted(rest, key=sort_key)]
    if win is not None:
        items.append(TileItem(win, key=win, marked=True, gap=gap, tooltip=win_tooltip))
    return items


def meld_items(meld: Meld, index: int, *, gap: int) -> list[TileItem]:
    """How a call is drawn: the called tile turned; a closed kan with its ends face down."""
    key = ("meld", index)
    tiles = list(meld.tiles)
    if meld.kind == MeldKind.ANKAN:
        ordered = sorted(tiles, key=sort_key)
        return [
            TileItem(t, key=key, back=i in (0, 3), gap=gap if i == 0 else 0)
            for i, t in enumerate(ordered)
        ]
    if meld.kind == MeldKind.SHOUMINKAN:
        called, *rest = tiles
        rest = rest[:2]
        return [
            TileItem(called, key=key, rotated=True, stacked=True, gap=gap),
            *(TileItem(t, key=key) for t in rest),
        ]
    called, *rest = tiles
    if meld.kind == MeldKind.CHI:
        rest = sorted(rest, key=sort_key)
    return [TileItem(called, key=key, rotated=True, gap=gap), *(TileItem(t, key=key) for t in rest)]
