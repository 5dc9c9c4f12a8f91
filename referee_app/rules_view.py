"""The Rules tab: every rule the engine applies, under the selected ruleset, searchable.

Left: a search box and the topic tree (yaku, yakuman, fu, score tables, draws, riichi, kan,
furiten, pao, chombo, penalties, ruleset comparison). Right: the topic, with example hands
drawn in tiles, values for the selected ruleset (assumed values marked) and the rule text from
``resources/rules/<lang>/<topic>.md``. `show_topic(topic_id)` opens the rule behind a
breakdown line ("why?" links): yaku ids, fu ids, why-not ids and the general topic ids.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QEvent, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets import PRESETS, Ruleset
from referee_app import labels
from referee_app.compat import override
from referee_app.context import AppContext
from referee_app.resources import resource_path
from referee_app.rules_content import (
    FU_COLUMNS,
    GENERAL_TOPICS,
    HAN_ROWS,
    LIMIT_ROWS,
    YAKU,
    YAKU_BY_ID,
    YakuValue,
    limit_cell,
    matches,
    resolve_topic,
    rule_text,
    score_cell,
    section,
    sections,
    strip_markdown,
    yaku_search_terms,
    yaku_value,
)
from referee_app.ruleset_compare import compare_html, fields_table_html
from referee_app.tiles import tile_pixmap

TOPIC_ROLE = Qt.ItemDataRole.UserRole
# Page keys: general topics by their id, yaku pages as "yaku:<yaku id>" ("riichi" is both).
YAKU_PREFIX = "yaku:"
TILE_HEIGHT = 40

# Rule fields shown with each general topic (the selected ruleset's values).
TOPIC_FIELDS: dict[str, tuple[str, ...]] = {
    "yaku": (
        "kuitan",
        "red_fives",
        "double_riichi",
        "renhou",
        "paarenchan",
        "double_yakuman",
        "yakuman_stacking",
        "kazoe_yakuman",
    ),
    "fu": ("double_wind_pair_fu", "rinshan_tsumo_fu"),
    "scores": (
        "kiriage",
        "kazoe_yakuman",
        "double_yakuman",
        "yakuman_stacking",
        "honba_value",
        "multi_ron",
        "multi_ron_honba",
        "ryanhan_shibari",
        "ryanhan_honba",
        "red_fives",
    ),
    "draws": (
        "noten_total",
        "renchan_on_tenpai",
        "all_noten_dealer_rotates",
        "tenpai_without_yaku",
        "tenpai_furiten",
        "abortive_draws",
        "abortive_honba",
        "triple_ron_abortive",
        "nagashi_mangan",
    ),
    "riichi": (
        "riichi_needs_1000",
        "riichi_min_wall_tiles",
        "double_riichi",
        "multi_ron_sticks",
        "leftover_sticks",
    ),
    "kan": (
        "kan_after_riichi",
        "kan_after_riichi_drawn_tile_only",
        "kan_dora_counts_for_rinshan",
        "rob_closed_kan_kokushi",
        "rinshan_tsumo_fu",
    ),
    "furiten": ("temporary_furiten_ends", "tenpai_furiten"),
    "pao": ("pao_yaku", "pao_ron_honba", "pao_tsumo_honba", "pao_scope"),
    "chombo": ("chombo_mode", "chombo_points", "chombo_counts_as_hand"),
    "penalties": ("chombo_mode", "chombo_points"),
}

# The rule field behind a yaku whose value depends on the ruleset (for the assumed mark).
YAKU_FIELDS: dict[str, str] = {
    "tanyao": "kuitan",
    "double_riichi": "double_riichi",
    "renhou": "renhou",
    "nagashi_mangan": "nagashi_mangan",
    "paarenchan": "paarenchan",
    "daisuushii": "double_yakuman",
    "kokushi_13": "double_yakuman",
    "suuankou_tanki": "double_yakuman",
    "junsei_chuuren": "double_yakuman",
}


def _fallback_tile(tile: str, height: int) -> QPixmap:
    """A plain face with the tile's name, for when the tile art is not installed."""
    width = round(height * 0.75)
    pixmap = QPixmap(width, height)
    pixmap.fill(QColor("#fbf7ea"))
    painter = QPainter(pixmap)
    painter.setPen(QColor("#666666"))
    painter.drawRect(0, 0, width - 1, height - 1)
    red = tile.startswith("0")
    painter.setPen(QColor("#c00000") if red else QColor("#202020"))
    font = QFont()
    font.setPixelSize(max(8, height // 3))
    font.setBold(True)
    painter.setFont(font)
    text = ("5" if red else tile[0]) + tile[1]
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, text)
    if red:  # marked by more than colour: a dot under the number
        painter.setBrush(QColor("#c00000"))
        painter.drawEllipse(width // 2 - 2, height - 8, 4, 4)
    painter.end()
    return pixmap


def tile_image(tile: str, height: int = TILE_HEIGHT, *, rotated: bool = False) -> QPixmap:
    """A tile as drawn in the rule texts; `rotated` for the called tile of a meld."""
    if resource_path(f"tiles/{tile}.svg").is_file():
        return tile_pixmap(tile, height, rotated=rotated)
    pixmap = _fallback_tile(tile, height)
    return pixmap.transformed(QTransform().rotate(-90)) if rotated else pixmap


def split_tiles(mpsz: str) -> list[str]:
    """``"123m5z"`` -> ``["1m", "2m", "3m", "5z"]`` (example hands are always well formed)."""
    out: list[str] = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", mpsz):
        out.extend(f"{d}{suit}" for d in digits)
    return out


def md_to_html(md: str) -> str:
    """Our rule texts use paragraphs, pipe tables and **bold** only."""
    parts: list[str] = []
    for block in re.split(r"\n\s*\n", md.strip()):
        lines = [ln.strip() for ln in block.strip().splitlines() if ln.strip()]
        if not lines:
            continue
        if all(ln.startswith("|") for ln in lines):
            rows = []
            for i, ln in enumerate(lines):
                cells = [c.strip() for c in ln.strip("|").split("|")]
                if all(re.fullmatch(r":?-+:?", c) for c in cells):
                    continue
                tag = "th" if i == 0 else "td"
                rows.append(
                    "<tr>" + "".join(f"<{tag}>{_inline(c)}</{tag}>" for c in cells) + "</tr>"
                )
            parts.append(
                '<table border="1" cellspacing="0" cellpadding="4">' + "".join(rows) + "</table>"
            )
        else:
            parts.append(f"<p>{_inline(' '.join(lines))}</p>")
    return "".join(parts)


def _inline(text: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", html.escape(text))


class RuleBrowser(QTextBrowser):
    """A text browser that draws ``tile:<mpsz>`` images with the tile art."""

    @override
    def loadResource(self, type: int, name: QUrl | str) -> object:
        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() == "tile":  # tile:5m, tile:5m/r (rotated: a called tile)
            tile, _sep, mode = url.path().partition("/")
            return tile_image(tile, rotated=mode == "r")
        return super().loadResource(type, name)


class RulesView(QWidget):
    """Topic tree, search and the rule text for the selected ruleset."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._topic = "yaku"
        self._items: dict[str, QTreeWidgetItem] = {}
        self._search_cache: dict[str, list[str]] = {}

        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._apply_search)
        self.search.returnPressed.connect(self._open_first_match)
        self.match_label = QLabel(self)
        self.edit_button = QPushButton(self)
        self.edit_button.clicked.connect(self.open_ruleset_editor)
        self.only_diff = QCheckBox(self)
        self.only_diff.toggled.connect(lambda _on: self._render())

        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._on_item)
        self.browser = RuleBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_link)

        self._general: dict[str, QTreeWidgetItem] = {}
        self._yaku_group = QTreeWidgetItem(self.tree)
        self._yaku_group.setData(0, TOPIC_ROLE, "yaku")
        self._yakuman_group = QTreeWidgetItem(self.tree)
        self._yakuman_group.setData(0, TOPIC_ROLE, "yaku")
        for fact in YAKU:
            group = self._yakuman_group if fact.yakuman else self._yaku_group
            item = QTreeWidgetItem(group)
            item.setData(0, TOPIC_ROLE, YAKU_PREFIX + fact.id)
            self._items[YAKU_PREFIX + fact.id] = item
        for topic, _file in GENERAL_TOPICS:
            if topic == "yaku":
                self._items[topic] = self._yaku_group
                continue
            item = QTreeWidgetItem(self.tree)
            item.setData(0, TOPIC_ROLE, topic)
            self._items[topic] = item
        self._yaku_group.setExpanded(True)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.match_label)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.tree, 1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        options = QHBoxLayout()
        options.addWidget(self.only_diff)
        options.addStretch(1)
        options.addWidget(self.edit_button)
        right_layout.addLayout(options)
        right_layout.addWidget(self.browser, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([280, 740])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        context.ruleset_changed.connect(self._on_ruleset_changed)
        self.retranslate_ui()
        self.tree.setCurrentItem(self._yaku_group)

    # --- text ------------------------------------------------------------------------------

    @property
    def language(self) -> str:
        return self.context.settings.language or "en"

    def _topic_title(self, topic: str) -> str:
        titles = {
            "yaku": self.tr("Yaku"),
            "fu": self.tr("Fu"),
            "scores": self.tr("Score tables"),
            "draws": self.tr("Draws and abortive draws"),
            "riichi": self.tr("Riichi"),
            "kan": self.tr("Kan"),
            "furiten": self.tr("Furiten"),
            "pao": self.tr("Pao (liability)"),
            "chombo": self.tr("Chombo"),
            "penalties": self.tr("Penalties"),
            "compare": self.tr("Compare rulesets"),
        }
        if topic in titles:
            return titles[topic]
        return labels.yaku_full_name(topic.removeprefix(YAKU_PREFIX))

    def retranslate_ui(self) -> None:
        self.search.setPlaceholderText(self.tr("Search: pinfu, пинфу, піньфу…"))
        self.search.setToolTip(
            self.tr("Search yaku and rules by romaji, Russian or Ukrainian name, or any word")
        )
        self.only_diff.setText(self.tr("Show only the rules that differ"))
        self.edit_button.setText(self.tr("Custom ruleset…"))
        self.edit_button.setToolTip(
            self.tr("Start from a preset, change any rule, save it to a file or apply it")
        )
        self._yaku_group.setText(0, self.tr("Yaku"))
        self._yakuman_group.setText(0, self.tr("Yakuman"))
        for topic, item in self._items.items():
            if item is not self._yaku_group:
                item.setText(0, self._topic_title(topic))
                item.setToolTip(0, item.text(0))  # long titles are elided in the narrow tree
        self._search_cache.clear()
        rule_text.cache_clear()
        self._apply_search(self.search.text())
        self._render()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1024, 700)

    # --- navigation ------------------------------------------------------------------------

    def show_topic(self, topic_id: str) -> None:
        """Open the rule behind `topic_id` (a yaku, fu or why-not id, or a general topic)."""
        try:
            topic, anchor = resolve_topic(topic_id)
        except KeyError:
            topic, anchor = (topic_id, "") if topic_id in self._items else ("yaku", "")
        if topic not in self._items:
            topic = YAKU_PREFIX + topic
        item = self._items[topic]
        parent = item.parent()
        if item.isHidden() or (parent is not None and parent.isHidden()):
            self.search.clear()
        self.tree.setCurrentItem(item)
        if self._topic != topic:
            self._topic = topic
            self._render()
        if anchor:
            self.browser.scrollToAnchor(anchor)

    def open_ruleset_editor(self) -> None:
        """The custom ruleset editor; applying there changes the app's ruleset."""
        from referee_app.ruleset_editor import RulesetEditor

        RulesetEditor.edit(self.context, self)

    @property
    def current_topic(self) -> str:
        return self._topic

    def _on_item(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        if current is None:
            return
        topic = str(current.data(0, TOPIC_ROLE))
        if topic != self._topic or current in (self._yaku_group, self._yakuman_group):
            self._topic = topic
            self._render()

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "topic":
            self.show_topic(url.toString().removeprefix("topic:"))

    def _on_ruleset_changed(self, _ruleset: object) -> None:
        self._render()

    # --- search ----------------------------------------------------------------------------

    def _terms(self, topic: str) -> list[str]:
        cached = self._search_cache.get(topic)
        if cached is not None:
            return cached
        langs = {self.language, "en"}
        if topic.startswith(YAKU_PREFIX):
            yaku_id = topic.removeprefix(YAKU_PREFIX)
            terms = [yaku_id, yaku_id.replace("_", " "), *yaku_search_terms(yaku_id)]
            for lang in langs:
                terms.append(section("yaku", yaku_id, lang))
        else:
            terms = [topic, self._topic_title(topic)]
            file = dict(GENERAL_TOPICS).get(topic, topic)
            for lang in langs:
                terms.append(strip_markdown(rule_text(file, lang)))
            terms.extend(labels.rule_field_label(f) for f in TOPIC_FIELDS.get(topic, ()))
        self._search_cache[topic] = terms
        return terms

    def _apply_search(self, text: str) -> None:
        query = text.strip()
        count = 0
        for topic, item in self._items.items():
            if item in (self._yaku_group,):
                continue
            hit = not query or matches(query, self._terms(topic))
            item.setHidden(not hit)
            count += hit
        for group in (self._yaku_group, self._yakuman_group):
            children = [group.child(i) for i in range(group.childCount())]
            any_child = any(c is not None and not c.isHidden() for c in children)
            own = group is self._yaku_group and bool(query) and matches(query, self._terms("yaku"))
            group.setHidden(bool(query) and not (any_child or own))
            if query and any_child:
                group.setExpanded(True)
        self.match_label.setText(self.tr("%n found", "", count) if query else "")

    def visible_topics(self) -> list[str]:
        """Topics the search leaves visible, in tree order (for tests and the Enter key)."""
        out: list[str] = []
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is None or top.isHidden():
                continue
            if top not in (self._yaku_group, self._yakuman_group):
                out.append(str(top.data(0, TOPIC_ROLE)))
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and not child.isHidden():
                    out.append(str(child.data(0, TOPIC_ROLE)))
        return out

    def _open_first_match(self) -> None:
        found = self.visible_topics()
        if found:
            self.show_topic(found[0])

    # --- rendering -------------------------------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        return self.context.ruleset

    def _ruleset_line(self) -> str:
        return html.escape(self.tr("Values for the ruleset: %1").replace("%1", self.ruleset.name))

    def _render(self) -> None:
        topic = self._topic
        self.only_diff.setVisible(topic == "compare")
        if topic.startswith(YAKU_PREFIX):
            body = self._yaku_html(topic.removeprefix(YAKU_PREFIX))
        elif topic == "yaku":
            body = self._yaku_list_html()
        elif topic == "scores":
            body = self._scores_html()
        elif topic == "compare":
            body = self._compare_html()
        else:
            body = self._general_html(topic)
        self.browser.setHtml(body)

    def _sections_html(self, file: str) -> str:
        parts = []
        for anchor, text in sections(rule_text(file, self.language)).items():
            if not text:
                continue
            name = f'<a name="{anchor}"></a>' if anchor else ""
            parts.append(name + md_to_html(text))
        return "".join(parts)

    def _value_text(self, value: YakuValue, *, closed: bool) -> str:
        if value.kind == "unused":
            return self.tr("not used")
        if value.kind == "mangan":
            return self.tr("mangan") if closed else "—"
        if value.kind == "mangan_payment":
            return self.tr("mangan payment (not a win)") if closed else "—"
        if value.kind == "yakuman":
            mult = value.yakuman if closed else value.open
            return labels.yakuman_text(mult) if mult else "—"
        han = value.closed if closed else value.open
        return labels.han_text(han) if han else "—"

    def _tiles_html(self, hand: str, win: str, melds: tuple[str, ...]) -> str:
        imgs = "".join(f'<img src="tile:{t}">' for t in split_tiles(hand))
        if win:
            imgs += "&nbsp;&nbsp;&nbsp;" + f'<img src="tile:{win}">'
        for meld in melds:
            kind, tiles = meld.split(":", 1)
            names = split_tiles(tiles)
            if kind == "ankan":  # a closed kan shows its two end tiles face down
                names = ["back", *names[1:-1], "back"]
            elif kind in ("pon", "kan", "chi"):  # the called tile lies sideways
                names[0] += "/r"
            imgs += "&nbsp;&nbsp;&nbsp;" + "".join(f'<img src="tile:{t}">' for t in names)
        return f"<p>{imgs}</p>"

    def _yaku_html(self, yaku_id: str) -> str:
        fact = YAKU_BY_ID[yaku_id]
        value = yaku_value(yaku_id, self.ruleset)
        title = html.escape(labels.yaku_label(yaku_id))
        local = html.escape(labels.yaku_local_name(yaku_id))
        closed = html.escape(self._value_text(value, closed=True))
        opened = html.escape(self._value_text(value, closed=False))
        out = [
            f"<h2>{title} <span style='color:#666'>— {local}</span></h2>",
            f"<p>{self._ruleset_line()}</p>",
            '<table border="1" cellspacing="0" cellpadding="4">'
            f"<tr><th>{html.escape(self.tr('Closed hand'))}</th>"
            f"<th>{html.escape(self.tr('Open hand'))}</th></tr>"
            f"<tr><td>{closed}</td><td>{opened}</td></tr></table>",
        ]
        field = YAKU_FIELDS.get(yaku_id)
        note = labels.ruleset_assumed_note(self.ruleset, field) if field else None
        if note:
            out.append(f"<p style='color:#a05a00'>⚠ {html.escape(note)}</p>")
        if fact.hand:
            caption = (
                self.tr("Example: the discards")
                if yaku_id == "nagashi_mangan"
                else self.tr("Example (the winning tile set apart, then the calls)")
            )
            out.append(f"<p><i>{html.escape(caption)}</i></p>")
            out.append(self._tiles_html(fact.hand, fact.win, fact.melds))
        out.append(md_to_html(section("yaku", yaku_id, self.language)))
        return "".join(out)

    def _yaku_list_html(self) -> str:
        rows = []
        for fact in YAKU:
            value = yaku_value(fact.id, self.ruleset)
            rows.append(
                f"<tr><td><a href='topic:{YAKU_PREFIX}{fact.id}'>"
                f"{html.escape(labels.yaku_label(fact.id))}"
                f"</a></td><td>{html.escape(labels.yaku_local_name(fact.id))}</td>"
                f"<td>{html.escape(self._value_text(value, closed=True))}</td>"
                f"<td>{html.escape(self._value_text(value, closed=False))}</td></tr>"
            )
        head = "".join(
            f"<th>{html.escape(h)}</th>"
            for h in (self.tr("Yaku"), self.tr("Name"), self.tr("Closed"), self.tr("Open"))
        )
        return (
            f"<h2>{html.escape(self.tr('Yaku'))}</h2><p>{self._ruleset_line()}</p>"
            + self._sections_html("yaku").split('<a name="riichi">')[0]
            + fields_table_html(self.ruleset, TOPIC_FIELDS["yaku"])
            + '<p></p><table border="1" cellspacing="0" cellpadding="3">'
            + f"<tr>{head}</tr>"
            + "".join(rows)
            + "</table>"
        )

    def _general_html(self, topic: str) -> str:
        file = dict(GENERAL_TOPICS).get(topic, topic)
        return (
            f"<h2>{html.escape(self._topic_title(topic))}</h2>"
            + self._sections_html(file)
            + f"<h3>{self._ruleset_line()}</h3>"
            + fields_table_html(self.ruleset, TOPIC_FIELDS.get(topic, ()))
        )

    def _compare_html(self) -> str:
        rulesets = list(PRESETS.values())
        if self.ruleset not in rulesets:
            rulesets.append(self.ruleset)
        return (
            f"<h2>{html.escape(self._topic_title('compare'))}</h2>"
            + md_to_html(rule_text("compare", self.language))
            + compare_html(rulesets, only_differences=self.only_diff.isChecked())
        )

    def _cell_text(self, cell: int | tuple[int, int] | None, *, dealer: bool) -> str:
        if cell is None:
            return "—"
        if isinstance(cell, int):
            return labels.points_text(cell)
        from_dealer, from_other = cell
        if dealer:
            return self.tr("%1 all").replace("%1", labels.points_text(from_other))
        return f"{labels.points_text(from_other)} / {labels.points_text(from_dealer)}"

    def score_table_html(self, *, dealer: bool, tsumo: bool) -> str:
        """One han × fu table of the selected ruleset, from `engine.payments`."""
        head = "".join(f"<th>{html.escape(labels.fu_text(fu))}</th>" for fu in FU_COLUMNS)
        rows = []
        for han in HAN_ROWS:
            cells = "".join(
                f"<td align='right'>{html.escape(self._cell_text(score_cell(self.ruleset, han, fu, dealer=dealer, tsumo=tsumo), dealer=dealer))}</td>"  # noqa: E501
                for fu in FU_COLUMNS
            )
            rows.append(f"<tr><th>{html.escape(labels.han_text(han))}</th>{cells}</tr>")
        return (
            '<table border="1" cellspacing="0" cellpadding="3">'
            f"<tr><th></th>{head}</tr>" + "".join(rows) + "</table>"
        )

    def _scores_html(self) -> str:
        titles = (
            (False, False, self.tr("Non-dealer, ron (paid by the discarder)")),
            (
                False,
                True,
                self.tr("Non-dealer, tsumo (each non-dealer / the dealer)"),
            ),
            (True, False, self.tr("Dealer, ron (paid by the discarder)")),
            (True, True, self.tr("Dealer, tsumo (each player)")),
        )
        parts = [
            f"<h2>{html.escape(self.tr('Score tables'))}</h2>",
            f"<p>{self._ruleset_line()}</p>",
        ]
        for dealer, tsumo, title in titles:
            parts.append(f"<h3>{html.escape(title)}</h3>")
            parts.append(self.score_table_html(dealer=dealer, tsumo=tsumo))
        parts.append(f"<h3>{html.escape(self.tr('Limit hands'))}</h3>")
        head = "".join(
            f"<th>{html.escape(t)}</th>"
            for t in (
                self.tr("Limit"),
                self.tr("Han"),
                self.tr("Non-dealer ron"),
                self.tr("Non-dealer tsumo"),
                self.tr("Dealer ron"),
                self.tr("Dealer tsumo"),
            )
        )
        rows = []
        limits: list[tuple[str, str, int, int]] = [
            (labels.limit_label(lid), str(han), han, 0) for lid, han in LIMIT_ROWS
        ]
        limits.append((labels.yakuman_text(1), "13+" if self.ruleset.kazoe_yakuman else "—", 0, 1))
        if self.ruleset.double_yakuman or self.ruleset.yakuman_stacking:
            limits.append((labels.yakuman_text(2), "—", 0, 2))
        for name, han_text, han, mult in limits:
            cells = [
                self._cell_text(
                    limit_cell(self.ruleset, han, yakuman=mult, dealer=d, tsumo=t), dealer=d
                )
                for d, t in ((False, False), (False, True), (True, False), (True, True))
            ]
            rows.append(
                f"<tr><td>{html.escape(name)}</td><td>{html.escape(han_text)}</td>"
                + "".join(f"<td align='right'>{html.escape(c)}</td>" for c in cells)
                + "</tr>"
            )
        parts.append(
            '<table border="1" cellspacing="0" cellpadding="3">'
            f"<tr>{head}</tr>" + "".join(rows) + "</table>"
        )
        parts.append(self._sections_html("scores"))
        parts.append(f"<h3>{self._ruleset_line()}</h3>")
        parts.append(fields_table_html(self.ruleset, TOPIC_FIELDS["scores"]))
        return "".join(parts)


__all__ = ["RulesView", "md_to_html", "split_tiles", "tile_image"]
