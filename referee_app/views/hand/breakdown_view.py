"""The breakdown of a hand's value: the number first and large, then every line that makes it.

One `QTextBrowser` shows the whole breakdown as rich text, rebuilt from the engine's answer on
every change (one `setHtml`, no widget tree to rebuild). Tiles inside the text are images
served by `loadResource` from the pixmap cache (``tile:5p``). Every line a referee might
dispute has a "why?" link; clicking it emits `rule_requested(topic_id)`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, QUrl, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QResizeEvent
from PySide6.QtWidgets import QFrame, QTextBrowser, QWidget

from referee_app.core.hand_state import HandSnapshot, ResultKind, parse_tiles, sort_key
from referee_app.graphics.tiles import tile_pixmap, tile_width, tiles_strip_pixmap
from referee_app.support.compat import override
from referee_app.text import assumed_marks, labels
from referee_app.text.payment_words import payment_text
from referee_app.text.placeholders import fill

__all__ = ["BreakdownView", "payment_text"]

#: lupdate finds `translate("Context", "text")` calls; the alias keeps them short.
translate = QCoreApplication.translate


#: What `html.escape(text, quote=True)` replaces (the html module's import costs start-up time).
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def _esc(text: str) -> str:
    return text.translate(_ESCAPES)


def _why_topic(reason: str, yaku: object) -> str:
    """The Rules topic behind a "why not" line: the reason's section, else the yaku."""
    from referee_app.rules.rules_content import ALL_TOPIC_IDS  # on use: not needed to start

    if reason in ALL_TOPIC_IDS:
        return reason
    if isinstance(yaku, str) and yaku in ALL_TOPIC_IDS:
        return yaku
    return "yaku"


class BreakdownView(QTextBrowser):
    """Rich-text breakdown of `HandState.result`; `rule_requested(topic)` from "why?" links."""

    rule_requested = Signal(str)
    #: an action offered with an error ("plain_fives": count the red fives as plain fives)
    action_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.anchorClicked.connect(self._on_anchor)
        self._kind: ResultKind = "empty"
        self._result: Mapping[str, Any] | None = None
        self._snapshot: HandSnapshot | None = None
        #: the ruleset the result was scored under (an `engine.rulesets.Ruleset`): its
        #: assumed notes explain a marked total
        self.ruleset: Any = None
        self._html = ""
        self._in_refresh = False  # inside setHtml (see `refresh`)
        self._refresh_queued = False
        self._tile_h = 22
        self._scale = 1.0
        self.setAccessibleName(translate("BreakdownView", "Breakdown"))

    # --- resources -----------------------------------------------------------------------

    @override
    def loadResource(self, kind: int, name: QUrl | str, /) -> Any:
        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() in ("tile", "tiles"):
            text, _, size = url.path().partition("@")
            height = int(size) if size.isdigit() else self._tile_h
            if url.scheme() == "tile":
                return tile_pixmap(text, height, self.devicePixelRatioF())
            return tiles_strip_pixmap(tuple(text.split(",")), height, self.devicePixelRatioF())
        return super().loadResource(kind, name)

    def _img(self, tile: str, height: int | None = None) -> str:
        h = height or self._tile_h
        return (
            f'<img src="tile:{tile}@{h}" width="{tile_width(h)}" height="{h}" '
            f'alt="{_esc(tile)}" style="vertical-align: middle">'
        )

    def _tiles(self, text: str, height: int | None = None) -> str:
        """A group of tiles as one image (fewer images make a faster layout)."""
        try:
            tiles = parse_tiles(text)
        except ValueError:
            return _esc(text)
        if len(tiles) == 1:
            return self._img(tiles[0], height)
        h = height or self._tile_h
        return (
            f'<img src="tiles:{",".join(tiles)}@{h}" width="{tile_width(h) * len(tiles)}" '
            f'height="{h}" alt="{_esc(text)}" style="vertical-align: middle">'
        )

    # --- input ---------------------------------------------------------------------------

    def set_result(
        self,
        kind: ResultKind,
        result: Mapping[str, Any] | None,
        snapshot: HandSnapshot | None = None,
    ) -> None:
        self._kind, self._result, self._snapshot = kind, result, snapshot
        self.refresh()

    def refresh(self) -> None:
        if self._in_refresh:
            # setHtml below can show the scroll bar, which resizes the viewport and comes back
            # here: building again inside it showed the whole result twice. Build once more
            # when this one is done instead (for the narrower viewport).
            if not self._refresh_queued:
                self._refresh_queued = True
                QTimer.singleShot(0, self, self._queued_refresh)  # cancelled with the view
            return
        text = self._build()
        if text != self._html:
            self._html = text
            bar = self.verticalScrollBar()
            pos = bar.value()
            self._in_refresh = True
            try:
                self.setHtml(text)
            finally:
                self._in_refresh = False
            bar.setValue(pos)

    def _queued_refresh(self) -> None:
        self._refresh_queued = False
        self.refresh()

    @property
    def html_source(self) -> str:
        return self._html

    def _on_anchor(self, url: QUrl) -> None:
        if url.scheme() == "why":
            self.rule_requested.emit(url.path())
        elif url.scheme() == "action":
            self.action_requested.emit(url.path())

    # --- building ------------------------------------------------------------------------

    def _content_size(self) -> QSize:
        """The viewport's size with room kept for the vertical scroll bar, shown or not.

        The text is laid out for this size, so it is the same whether or not the scroll bar
        shows: its appearing does not change the text, which would cost a second build and
        layout (a click's most expensive part).
        """
        size = self.maximumViewportSize()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(max(0, size.width() - bar), size.height())

    def _colors(self) -> tuple[str, str, str]:
        pal = self.palette()
        dim = pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText).name()
        link = pal.color(QPalette.ColorRole.Link).name()
        accent = pal.color(QPalette.ColorRole.Highlight).name()
        return dim, link, accent

    def _why(self, topic: str) -> str:
        _, link, _ = self._colors()
        return (
            f'<a href="why:{_esc(topic)}" style="color:{link}; text-decoration:none">'
            + _esc(translate("BreakdownView", "why?"))
            + "</a>"
        )

    def _build(self) -> str:
        base = self.font().pointSizeF()
        if base <= 0:
            base = 10.0
        # larger windows get larger type (up to 1.5x), so the breakdown fills big screens
        viewport = self._content_size()
        scale = max(1.0, min(1.5, viewport.width() / 560, viewport.height() / 520))
        # in steps of 1/8, and the table's width in steps of 16 px below: the text stays the
        # same when the hand view's rows above nudge the viewport by a few pixels, so such a
        # resize costs no second build and layout of the breakdown
        self._scale = math.floor(scale * 8) / 8
        base *= self._scale
        self._tile_h = max(18, round(base * 2.1))
        head = f'<html><body style="font-size:{base:.1f}pt">'
        kind, result = self._kind, self._result
        if kind == "empty":
            body = self._message(
                translate("BreakdownView", "No hand yet"),
                translate(
                    "BreakdownView",
                    "Click tiles in the palette or type the hand in the notation field "
                    "(for example 123m456p789s11z22z) and press Enter.",
                ),
                base,
            )
        elif kind == "too_many":
            body = self._message(
                translate("BreakdownView", "Too many tiles"),
                translate("BreakdownView", "Remove tiles to continue."),
                base,
            )
        elif kind == "incomplete":
            body = self._incomplete(base)
        elif result is None:
            body = ""
        elif not result.get("ok"):
            body = self._error(result, base)
        elif kind == "waits":
            body = self._waits(result, base)
        else:
            body = self._score(result, base)
        return head + body + "</body></html>"

    def _message(self, title: str, text: str, base: float, *, hint: bool = True) -> str:
        """A heading and a sentence; a hint is dimmed, an error's explanation is not."""
        dim, _, _ = self._colors()
        style = f' style="color:{dim}"' if hint else f' style="font-size:{base * 1.1:.1f}pt"'
        return (
            f'<p style="font-size:{base * 1.8:.1f}pt; font-weight:600; margin:0">{_esc(title)}</p>'
            f"<p{style}>{_esc(text)}</p>"
        )

    def _incomplete(self, base: float) -> str:
        snap = self._snapshot
        if snap is None:
            return ""
        missing = snap.complete_size - len(snap.concealed)
        return self._message(
            translate("BreakdownView", "%n more tile(s) needed", None, missing),
            translate(
                "BreakdownView",
                "With 13 tiles (calls counted) the breakdown shows the waits; "
                "with 14 it shows the value.",
            ),
            base,
        )

    def _error(self, result: Mapping[str, Any], base: float) -> str:
        error = result.get("error") or {}
        code = str(error.get("code", "invalid_request"))
        details = error.get("details") or {}
        titles = {
            "not_a_winning_hand": translate("BreakdownView", "Not a winning hand"),
            "no_yaku": translate("BreakdownView", "No yaku"),
            "not_enough_han": translate("BreakdownView", "Not enough han"),
            "conflicting_situation": translate("BreakdownView", "Impossible situation"),
        }
        title = titles.get(code, translate("BreakdownView", "Cannot score this hand"))
        out = self._message(title, labels.error_label(code, details), base, hint=False)
        if code == "no_red_fives_in_ruleset":
            _, link, _ = self._colors()
            text = translate("BreakdownView", "Count the red fives as plain fives")
            out += f'<p><a href="action:plain_fives" style="color:{link}">{_esc(text)}</a></p>'
        why = details.get("why_not") if isinstance(details, Mapping) else None
        if isinstance(why, list) and why:
            out += self._why_not_rows(why)
        return out

    # --- a winning hand --------------------------------------------------------------------

    def _score(self, r: Mapping[str, Any], base: float) -> str:
        dim, _, accent = self._colors()
        parts: list[str] = []
        total = int(r.get("total", 0))
        # a total worked from an assumed rule value (kiriage, kazoe…) carries the mark, and
        # the notes under it say which value and why
        parts.append(
            f'<p style="margin:0"><span style="font-size:{base * 2.8:.1f}pt; font-weight:700">'
            f"{_esc(assumed_marks.marked(labels.points_text(total), r))}</span>"
            f'<span style="font-size:{base * 1.2:.1f}pt; color:{dim}">&nbsp;&nbsp;'
            f"{_esc(self._value_summary(r))}</span></p>"
        )
        if self.ruleset is not None:
            for note in assumed_marks.notes(self.ruleset, r):
                parts.append(f'<p style="margin:0; color:{accent}">{_esc(note)}</p>')
        payments = r.get("payments") or {}
        parts.append(
            f'<p style="margin-top:2px; font-size:{base * 1.25:.1f}pt; font-weight:600">'
            f"{_esc(payment_text(payments))}</p>"
        )
        rows: list[str] = []
        honba_points = int(r.get("honba_points", 0))
        riichi_points = int(r.get("riichi_points", 0))
        if honba_points:
            rows.append(
                self._row(
                    fill(
                        translate("BreakdownView", "Counters: +%1 from the discarder")
                        if r.get("win") == "ron"
                        else translate("BreakdownView", "Counters: +%1 from each player"),
                        labels.points_text(honba_points),
                    ),
                    "",
                    "scores",
                )
            )
        if riichi_points:
            rows.append(
                self._row(
                    fill(
                        translate("BreakdownView", "Riichi sticks on the table: +%1"),
                        labels.points_text(riichi_points),
                    ),
                    "",
                    "riichi",
                )
            )
        if rows:
            rows.append(
                self._row(
                    translate("BreakdownView", "Total received"),
                    f"<b>{_esc(labels.points_text(total))}</b>",
                    "scores",
                )
            )
            parts.append(self._table(rows))

        # yaku and han
        parts.append(self._section(translate("BreakdownView", "Yaku")))
        rows = []
        for item in r.get("yaku", []):
            yid = str(item.get("id", ""))
            name = f"<b>{_esc(labels.yaku_label(yid))}</b>"
            local = labels.yaku_local_name(yid)
            if local.casefold() != labels.yaku_label(yid).casefold():
                name += f' <span style="color:{dim}">{_esc(local)}</span>'
            if "yakuman" in item:
                value = labels.yakuman_text(int(item["yakuman"]))
            else:
                value = labels.han_text(int(item.get("han", 0)))
            rows.append(self._row(name, _esc(value), yid, raw=True))
        for key in ("dora", "aka", "ura"):
            n = int(r.get(key, 0))
            if n:
                rows.append(self._row(labels.dora_text(key, n), _esc(labels.han_text(n)), "scores"))
        if not r.get("yakuman"):
            rows.append(
                self._row(
                    "<b>" + _esc(translate("BreakdownView", "Total")) + "</b>",
                    f"<b>{_esc(labels.han_text(int(r.get('han', 0))))}</b>",
                    "scores",
                    raw=True,
                )
            )
        parts.append(self._table(rows))

        # fu
        fu_items = r.get("fu_items") or []
        if fu_items and not r.get("yakuman"):
            parts.append(self._section(translate("BreakdownView", "Fu")))
            rows = []
            for item in fu_items:
                fid = str(item.get("id", ""))
                label = _esc(labels.fu_label(fid))
                tiles = item.get("tiles")
                if isinstance(tiles, str) and tiles:
                    label += "&nbsp;&nbsp;" + self._tiles(tiles)
                rows.append(
                    self._row(label, _esc(labels.fu_text(int(item.get("fu", 0)))), fid, raw=True)
                )
            fu, fu_raw = int(r.get("fu", 0)), int(r.get("fu_raw", r.get("fu", 0)))
            if fu_raw != fu:
                rounding = fill(
                    translate("BreakdownView", "%1 fu, rounded up to %2 fu"), str(fu_raw), str(fu)
                )
            else:
                rounding = translate("BreakdownView", "Total")
            rows.append(
                self._row(
                    f"<b>{_esc(rounding)}</b>",
                    f"<b>{_esc(labels.fu_text(fu))}</b>",
                    "fu",
                    raw=True,
                )
            )
            parts.append(self._table(rows))

        # reading and runner-up
        reading = r.get("reading")
        if isinstance(reading, Mapping):
            parts.append(self._section(translate("BreakdownView", "Reading")))
            parts.append(self._reading(reading, accent))
        runner = r.get("runner_up")
        if isinstance(runner, Mapping):
            text = fill(
                translate("BreakdownView", "Runner-up reading: %1, %2 points"),
                self._han_fu(runner),
                labels.points_text(int(runner.get("total", 0))),
            )
            yaku_names = ", ".join(
                labels.yaku_label(str(y.get("id", ""))) for y in runner.get("yaku", [])
            )
            parts.append(
                f'<p style="color:{dim}">{_esc(text)}'
                + (f" — {_esc(yaku_names)}" if yaku_names else "")
                + "</p>"
            )
        why = r.get("why_not") or []
        if why:
            parts.append(self._section(translate("BreakdownView", "Why not…")))
            parts.append(self._why_not_rows(why))
        return "".join(parts)

    def _han_fu(self, r: Mapping[str, Any]) -> str:
        if r.get("yakuman"):
            return labels.yakuman_text(int(r["yakuman"]))
        han, fu = int(r.get("han", 0)), int(r.get("fu", 0))
        text = labels.han_fu_text(han, fu)
        limit = r.get("limit")
        if limit:
            text = f"{labels.limit_label(str(limit))} ({text})"
        return text

    def _value_summary(self, r: Mapping[str, Any]) -> str:
        return self._han_fu(r)

    def _reading(self, reading: Mapping[str, Any], accent: str) -> str:
        dim, _, _ = self._colors()
        kind = str(reading.get("kind", "standard"))
        wait = reading.get("wait")
        head = labels.reading_kind_label(kind)
        if wait:
            head += " · " + labels.wait_label(str(wait))
        cells: list[tuple[int, str]] = []
        small = QFont(self.font())
        small.setPointSizeF(max(1.0, self.font().pointSizeF() * 0.85))
        caption = QFontMetrics(small)
        for s in reading.get("sets", []):
            tiles = str(s.get("tiles", ""))
            style = f"border-bottom: 2px solid {accent};" if s.get("win") else ""
            tag = labels.set_label(str(s.get("kind", "")), called=bool(s.get("called")))
            if s.get("called"):
                tag += " " + translate("BreakdownView", "(called)")
            elif s.get("open"):
                # a concealed pon completed by ron: scored as open (fu, sanankou)
                tag += " " + translate("BreakdownView", "(by ron)")
            try:
                count = len(parse_tiles(tiles))
            except ValueError:
                count = 1
            # a caption is never broken inside a word ("Последователь-ность"): the cell is as
            # wide as its tiles or its caption, and the sets wrap onto more rows instead
            need = max(tile_width(self._tile_h) * count, caption.horizontalAdvance(tag)) + 12
            cells.append(
                (
                    need,
                    f'<td style="padding-right:10px; {style}">{self._tiles(tiles)}<br>'
                    f'<span style="color:{dim}; font-size:small; white-space:nowrap">'
                    f"{_esc(tag)}</span></td>",
                )
            )
        room = max(1, self._content_size().width() - 24)
        rows: list[list[str]] = [[]]
        used = 0
        for need, cell in cells:
            if rows[-1] and used + need > room:
                rows.append([])
                used = 0
            rows[-1].append(cell)
            used += need
        table_rows = "".join(f"<tr>{''.join(row)}</tr>" for row in rows if row)
        return f"<p>{_esc(head)} {self._why('fu')}</p><table cellspacing=0>{table_rows}</table>"

    def _why_not_rows(self, items: Sequence[Any]) -> str:
        rows = []
        for item in items:
            if not isinstance(item, Mapping):
                continue
            yaku = item.get("yaku")
            reason = str(item.get("reason", ""))
            text = labels.why_not_line(str(yaku), reason) if yaku else labels.why_not_label(reason)
            rows.append(self._row(_esc(text), "", _why_topic(reason, yaku), raw=True))
        return self._table(rows)

    # --- waits ---------------------------------------------------------------------------

    def _waits(self, r: Mapping[str, Any], base: float) -> str:
        dim, _, _ = self._colors()
        waits = [str(w) for w in r.get("waits", [])]
        if not r.get("tenpai") or not waits:
            return self._message(
                translate("BreakdownView", "Not tenpai"),
                translate(
                    "BreakdownView",
                    "No tile completes this hand. Add the winning tile to score a win.",
                ),
                base,
            )
        parts = [
            f'<p style="margin:0"><span style="font-size:{base * 2.2:.1f}pt; font-weight:700">'
            + _esc(translate("BreakdownView", "Tenpai"))
            + "</span>&nbsp;&nbsp;"
            + "".join(self._img(w, round(self._tile_h * 1.8)) for w in sorted(waits, key=sort_key))
            + "</p>"
        ]
        if r.get("counts_as_tenpai") is False:
            parts.append(
                f'<p style="color:{dim}">'
                + _esc(
                    translate(
                        "BreakdownView",
                        "Under this ruleset this hand does not count as tenpai at a draw.",
                    )
                )
                + "</p>"
            )
        values = r.get("values")
        if isinstance(values, list) and values:
            rows = [
                '<tr><th align="left">'
                + _esc(translate("BreakdownView", "Wait"))
                + '</th><th align="right">'
                + _esc(translate("BreakdownView", "Ron"))
                + '</th><th align="right">'
                + _esc(translate("BreakdownView", "Tsumo"))
                + "</th></tr>"
            ]
            for v in values:
                if not isinstance(v, Mapping):
                    continue
                rows.append(
                    "<tr>"
                    '<td style="padding-right:12px">'
                    f"{self._img(str(v.get('tile', '')), round(self._tile_h * 1.5))}</td>"
                    '<td align="right" style="padding-right:12px">'
                    f"{self._wait_value(v.get('ron'))}</td>"
                    f'<td align="right">{self._wait_value(v.get("tsumo"))}</td>'
                    "</tr>"
                )
            parts.append(f"<table cellspacing=2>{''.join(rows)}</table>")
        else:
            parts.append(
                f'<p style="color:{dim}">'
                + _esc(fill(translate("BreakdownView", "Waits: %1"), " ".join(waits)))
                + "</p>"
            )
        return "".join(parts)

    def _wait_value(self, answer: Any) -> str:
        dim, _, _ = self._colors()
        if not isinstance(answer, Mapping):
            return "—"
        if not answer.get("ok"):
            error = answer.get("error") or {}
            code = str(error.get("code", ""))
            short = {
                "no_yaku": translate("BreakdownView", "no yaku"),
                "conflicting_situation": translate("BreakdownView", "not possible"),
                "not_enough_han": translate("BreakdownView", "not enough han"),
            }.get(code, translate("BreakdownView", "no win"))
            return f'<span style="color:{dim}">{_esc(short)}</span>'
        total = labels.points_text(int(answer.get("total", 0)))
        return (
            f"<b>{_esc(total)}</b><br>"
            f'<span style="color:{dim}; font-size:small">{_esc(self._han_fu(answer))}</span>'
        )

    # --- helpers -------------------------------------------------------------------------

    def _section(self, title: str) -> str:
        dim, _, _ = self._colors()
        return (
            f'<p style="margin-top:10px; margin-bottom:2px; color:{dim}; font-weight:600">'
            f"{_esc(title.upper())}</p>"
        )

    def _row(self, label: str, value: str, topic: str, *, raw: bool = False) -> str:
        left = label if raw else _esc(label)
        why = self._why(topic) if topic else ""
        return (
            f'<tr><td style="padding-right:12px">{left}</td>'
            f'<td align="right" style="padding-right:12px">{value}</td>'
            f"<td>{why}</td></tr>"
        )

    def _table(self, rows: Sequence[str]) -> str:
        if not rows:
            return ""
        room = (self._content_size().width() - 24) // 16 * 16
        width = max(200, min(room, round(640 * self._scale)))
        return f'<table cellspacing=1 width="{width}">{"".join(rows)}</table>'

    @override
    def resizeEvent(self, e: QResizeEvent) -> None:
        super().resizeEvent(e)
        self.refresh()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (
            QEvent.Type.LanguageChange,
            QEvent.Type.PaletteChange,
            QEvent.Type.FontChange,
        ):
            self._html = ""
            self.setAccessibleName(translate("BreakdownView", "Breakdown"))
            self.refresh()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._html = ""
        self.setAccessibleName(translate("BreakdownView", "Breakdown"))
        self.refresh()
