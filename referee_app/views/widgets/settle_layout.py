"""Lay a widget out at once, its innermost layouts first.

Qt lays out nested widgets one level per pass of the event loop: a child's layout that
changed posts a request, is laid out in the next pass, and only then tells its parent's layout
that its least size changed. A tab whose words changed width while it was hidden (a language
switched on another tab) therefore shows its first frames with the old sizes: at 1024 px in
Russian the Table tab's «Из вкладки «Рука»» was cut until the passes caught up.
`settle_layouts` runs those passes at once, deepest first, before the widget is painted.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

__all__ = ["settle_layouts"]


def settle_layouts(top: QWidget) -> None:
    """Activate every layout in `top`, each child's before its parent's, then `top`'s own.

    `findChildren` lists a parent before everything under it, so walking the list backwards
    reaches every widget after all of its descendants; activating a layout also tells the
    parent's layout that this widget's size hints may have changed.
    """
    for widget in reversed(top.findChildren(QWidget)):
        layout = widget.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
    own = top.layout()
    if own is not None:
        own.invalidate()
        own.activate()
