""" "Show to the table": the result across the whole window in type readable from a distance.

`ShowTableOverlay` covers the main window (tabs included) with the hand drawn in large tiles,
the yaku, the value and who pays what. Esc, F11 or the Close button returns to the Hand view.

`TableShowOverlay` is the Table tab's counterpart: the same full-window large type with a
title (what happened: "Ron: Boris (3 han, 30 fu) ← Vera"), the payments one per line, and a
grid of the four players (the scores after the hand, or the final standings).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QHideEvent, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from referee_app.core.hand_state import HandState
from referee_app.support.compat import override
from referee_app.text import labels
from referee_app.views.hand.breakdown_view import payment_text
from referee_app.views.hand.hand_view import concealed_items, meld_items
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = ["ShowTableOverlay", "TableShowOverlay"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


class _LargeTypeOverlay(QWidget):
    """What both overlays share: they cover their parent (and follow its size), hide on Esc,
    F11 or Close (`closed` then fires, so the view can take the keyboard focus back), and
    set their fonts from their size. Subclasses build their content, then call
    `retranslate_ui()`, and implement `_fonts()`."""

    closed = Signal()

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Window)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hint = QLabel(self)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.hide)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if parent is not None:
            parent.installEventFilter(self)

    def _bottom_row(self) -> QHBoxLayout:
        """The hint ("Esc returns…") and the Close button, for the foot of the layout."""
        bottom = QHBoxLayout()
        bottom.addWidget(self.hint, 1)
        bottom.addWidget(self.close_button)
        return bottom

    def _fonts(self) -> None:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize and self.isVisible():
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
        return super().eventFilter(watched, event)

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F11):
            self.hide()
            event.accept()
            return
        super().keyPressEvent(event)

    @override
    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.closed.emit()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fonts()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class ShowTableOverlay(_LargeTypeOverlay):
    """Large-type result over the window; `refresh()` follows the hand state.

    `closed` fires when it hides, so the Hand view can take the keyboard focus back.
    """

    def __init__(self, hand_state: HandState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand_state = hand_state
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(12)
        self.value = QLabel(self)
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.payment = QLabel(self)
        self.payment.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.payment.setWordWrap(True)
        self.tiles = TileRow(self, tile_height=90)
        self.tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tiles_row = QHBoxLayout()
        tiles_row.addStretch(1)
        tiles_row.addWidget(self.tiles)
        tiles_row.addStretch(1)
        # the waits of a 13-tile hand, drawn (tiles are never spelled out in the hand area)
        self.wait_tiles = TileRow(self, tile_height=70)
        self.wait_tiles.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        waits_row = QHBoxLayout()
        waits_row.addStretch(1)
        waits_row.addWidget(self.wait_tiles)
        waits_row.addStretch(1)
        self.yaku = QLabel(self)
        self.yaku.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.yaku.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        layout.addLayout(tiles_row)
        layout.addWidget(self.value)
        layout.addWidget(self.detail)
        layout.addLayout(waits_row)
        layout.addWidget(self.payment)
        layout.addWidget(self.yaku)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        hand_state.changed.connect(self._on_changed)
        self.retranslate_ui()

    def _on_changed(self) -> None:
        if self.isVisible():
            self.refresh()

    @override
    def _fonts(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        scale = min(w / 1024, h / 700)
        base = QFont(self.font())
        for label, size, bold in (
            (self.value, 64, True),
            (self.detail, 26, False),
            (self.payment, 32, True),
            (self.yaku, 24, False),
        ):
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)
        tiles = max(1, len(self.tiles.items))
        tile_h = int(min(h * 0.2, (w - 120) / (tiles * 0.8 + 1)))
        self.tiles.set_tile_height(max(40, tile_h))
        self.wait_tiles.set_tile_height(max(36, int(tile_h * 0.8)))

    def refresh(self) -> None:
        state = self.hand_state
        snap = state.snapshot
        items = concealed_items(snap, gap=24)
        for i, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, i, gap=24))
        self.tiles.set_items(items)
        for button in self.tiles.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        result = state.result or {}
        kind = state.result_kind
        self._set_waits([])
        if kind == "score" and result.get("ok"):
            self.value.setText(labels.points_text(int(result.get("total", 0))))
            if result.get("yakuman"):
                detail = labels.yakuman_text(int(result["yakuman"]))
            else:
                detail = labels.han_fu_text(int(result.get("han", 0)), int(result.get("fu", 0)))
                if result.get("limit"):
                    detail = f"{labels.limit_label(str(result['limit']))} · {detail}"
            self.detail.setText(detail)
            # what each payer hands over, counters included, and the sticks on the table
            payment = payment_text(
                result.get("payments") or {},
                win=str(result.get("win", "")),
                honba_points=int(result.get("honba_points", 0)),
            )
            sticks = int(result.get("riichi_points", 0))
            if sticks:
                payment += "\n" + translate(
                    "BreakdownView", "Riichi sticks on the table: +%1"
                ).replace("%1", labels.points_text(sticks))
            self.payment.setText(payment)
            # romaji with the local name beside it, as everywhere (glossary): players at the
            # table read their own language's name
            names = [labels.yaku_full_name(str(y.get("id", ""))) for y in result.get("yaku", [])]
            for key in ("dora", "aka", "ura"):
                n = int(result.get(key, 0))
                if n:
                    names.append(labels.dora_text(key, n))
            self.yaku.setText(" · ".join(names))
        elif kind == "waits" and result.get("ok"):
            waits = result.get("waits") or []
            self.value.setText(
                translate("ShowTableOverlay", "Tenpai")
                if result.get("tenpai")
                else translate("ShowTableOverlay", "Not tenpai")
            )
            self.detail.setText(translate("ShowTableOverlay", "Waits") if waits else "")
            self._set_waits([str(w) for w in waits])
            self.payment.setText("")
            self.yaku.setText("")
        elif result and not result.get("ok"):
            error = result.get("error") or {}
            self.value.setText(translate("ShowTableOverlay", "No win"))
            self.detail.setText(
                labels.error_label(str(error.get("code", "")), error.get("details") or {})
            )
            self.payment.setText("")
            self.yaku.setText("")
        else:
            self.value.setText(translate("ShowTableOverlay", "No hand yet"))
            self.detail.setText("")
            self.payment.setText("")
            self.yaku.setText("")
        self._fonts()

    def _set_waits(self, tiles: list[str]) -> None:
        self.wait_tiles.set_items([TileItem(t, key=t) for t in tiles])
        self.wait_tiles.setVisible(bool(tiles))
        for button in self.wait_tiles.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("ShowTableOverlay", "Esc returns to the Hand view."))
        self.close_button.setText(translate("ShowTableOverlay", "Close"))
        self.setAccessibleName(translate("ShowTableOverlay", "Result shown to the table"))
        self.refresh()


class TableShowOverlay(_LargeTypeOverlay):
    """The Table tab's large-type display over the whole window.

    `set_content` fills it: a title, a subtitle, lines (one payment each) and a grid of the
    players (`header` over `rows`, one row each; columns from `numeric` are right-aligned).
    `closed` fires when it hides, so the Table view can take the keyboard focus back.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 24, 40, 24)
        layout.setSpacing(10)
        self.title = QLabel(self)
        self.subtitle = QLabel(self)
        self.lines = QLabel(self)
        for label in (self.title, self.subtitle, self.lines):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.grid_host = QWidget(self)
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(36)
        self.grid.setVerticalSpacing(6)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addWidget(self.grid_host)
        grid_row.addStretch(1)
        self.cells: list[list[QLabel]] = []
        self._numeric: tuple[int, ...] = ()
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.lines)
        layout.addSpacing(12)
        layout.addLayout(grid_row)
        layout.addStretch(1)
        layout.addLayout(self._bottom_row())
        self.retranslate_ui()

    def set_content(
        self,
        title: str,
        subtitle: str,
        lines: list[str],
        *,
        header: list[str],
        rows: list[list[str]],
        numeric: tuple[int, ...] = (),
    ) -> None:
        """Show `title`, `subtitle`, `lines` and the players' grid (`header` over `rows`)."""
        self.title.setText(title)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        self.lines.setText("\n".join(lines))
        self.lines.setVisible(bool(lines))
        self._numeric = numeric
        for row in self.cells:
            for label in row:
                self.grid.removeWidget(label)
                label.hide()  # at once: the deletion waits for the event loop
                label.deleteLater()
        self.cells = []
        for r, texts in enumerate([header, *rows]):
            row_labels = []
            for c, text in enumerate(texts):
                label = QLabel(text, self.grid_host)
                align = Qt.AlignmentFlag.AlignRight if c in numeric else Qt.AlignmentFlag.AlignLeft
                label.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(label, r, c)
                row_labels.append(label)
            self.cells.append(row_labels)
        self._fonts()

    def grid_texts(self) -> list[list[str]]:
        """The grid as shown, header first (for tests and the accessibility tree)."""
        return [[label.text() for label in row] for row in self.cells]

    @override
    def _fonts(self) -> None:
        w, h = max(self.width(), 640), max(self.height(), 480)
        # many payment lines (a triple ron) take smaller type, so the grid still fits
        count = self.lines.text().count("\n") + 1 if self.lines.text() else 0
        scale = min(w / 1024, h / 700) * min(1.0, 9 / (count + 5))
        base = QFont(self.font())
        labels_sizes: list[tuple[QLabel, float, bool]] = [
            (self.title, 34, True),
            (self.subtitle, 24, False),
            (self.lines, 22, False),
        ]
        for r, row in enumerate(self.cells):
            labels_sizes.extend(
                (label, 26, r == 0 or c == len(row) - 1) for c, label in enumerate(row)
            )
        for label, size, bold in labels_sizes:
            font = QFont(base)
            font.setPointSizeF(max(10.0, size * scale))
            font.setBold(bold)
            label.setFont(font)

    @override
    def retranslate_ui(self) -> None:
        self.hint.setText(translate("TableShowOverlay", "Esc returns to the Table view."))
        self.close_button.setText(translate("TableShowOverlay", "Close"))
        self.setAccessibleName(translate("TableShowOverlay", "Shown to the table"))
