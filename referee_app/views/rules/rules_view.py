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

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QUrl
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.facts import KAZOE_HAN
from engine.rulesets import PRESETS, Ruleset
from referee_app.core.context import AppContext
from referee_app.core.hand_state import parse_tiles
from referee_app.graphics.tiles import tile_pixmap
from referee_app.rules.rules_content import (
    FU_COLUMNS,
    GENERAL_ALIASES,
    GENERAL_TOPICS,
    HAN_ROWS,
    LIMIT_ROWS,
    QUICK_TOPICS,
    SUBTOPICS,
    SUBTOPICS_BY_ID,
    TOPIC_FIELDS,
    YAKU,
    YAKU_BY_ID,
    SearchEntry,
    YakuValue,
    find,
    limit_cell,
    resolve_topic,
    rule_text,
    score_cell,
    section,
    sections,
    strip_markdown,
    subtopic_in_use,
    translation_note,
    yaku_search_terms,
    yaku_value,
)
from referee_app.rules.ruleset_compare import compare_html, fields_table_html
from referee_app.support.compat import override
from referee_app.support.resources import resource_path
from referee_app.text import labels
from referee_app.text.i18n import LANGUAGES
from referee_app.text.placeholders import fill
from referee_app.views.widgets.plain_text import plain_labels
from referee_app.views.widgets.retranslate import Retranslating

TOPIC_ROLE = Qt.ItemDataRole.UserRole
# Page keys: general topics by their id, yaku pages as "yaku:<yaku id>" ("riichi" is both).
YAKU_PREFIX = "yaku:"
TILE_HEIGHT = 40


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


def md_to_html(md: str) -> str:
    """Our rule texts use paragraphs, pipe tables, **bold** and links to topics only."""
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
    """**bold** and ``[text](topic:id)`` links to other topics."""
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", html.escape(text))
    return re.sub(r"\[([^\]]+)\]\((topic:[a-z0-9_:]+)\)", r"<a href='\2'>\1</a>", out)


class RuleBrowser(QTextBrowser):
    """A text browser that draws ``tile:<mpsz>`` images with the tile art."""

    @override
    def loadResource(self, type: int, name: QUrl | str) -> object:
        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() == "tile":  # tile:5m, tile:5m/r (rotated: a called tile)
            tile, _sep, mode = url.path().partition("/")
            return tile_image(tile, rotated=mode == "r")
        return super().loadResource(type, name)


class RulesView(Retranslating, QWidget):
    """Topic tree, search and the rule text for the selected ruleset.

    With an empty search box the left side is the topic tree; once something is typed it is a
    list of the matching topics, best first (titles and aliases before rule text), and the
    best one opens at once; Enter opens the selected one. When nothing matches, a message says
    so and offers the nearest name.
    """

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._topic = "yaku"
        self._items: dict[str, QTreeWidgetItem] = {}
        self._entries: list[SearchEntry] | None = None
        self._found: list[str] = []
        self._suggestion: str | None = None

        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._apply_search)
        self.search.returnPressed.connect(self._open_first_match)
        self.search.installEventFilter(self)  # Up/Down walk the results while typing
        self.match_label = QLabel(self)
        self.edit_button = QPushButton(self)
        self.edit_button.clicked.connect(self.open_ruleset_editor)
        self.only_diff = QCheckBox(self)
        self.only_diff.toggled.connect(lambda _on: self._render())

        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._on_item)
        self.results = QListWidget(self)
        self.results.setWordWrap(True)
        self.results.currentItemChanged.connect(self._on_result)
        self.results.itemActivated.connect(self._on_result)
        self.results.hide()
        self.no_results = QLabel(self)
        self.no_results.setWordWrap(True)
        self.no_results.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.no_results.setTextFormat(Qt.TextFormat.RichText)
        self.no_results.linkActivated.connect(self._on_suggestion)
        self.no_results.setMargin(8)
        self.no_results.hide()
        self.browser = RuleBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._on_link)

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
        for sub in SUBTOPICS:  # each rule a referee looks up by name, under its topic
            child = QTreeWidgetItem(self._items[sub.parent])
            child.setData(0, TOPIC_ROLE, sub.id)
            self._items[sub.id] = child
        self._yaku_group.setExpanded(True)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.match_label)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.tree, 1)
        left_layout.addWidget(self.results, 1)
        left_layout.addWidget(self.no_results, 1)
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
        splitter.setSizes([300, 720])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        context.ruleset_changed.connect(self._on_ruleset_changed)
        plain_labels(self)  # names and notes are never read as markup
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
            "calls": self.tr("Calls"),
            "kan": self.tr("Kan"),
            "furiten": self.tr("Furiten"),
            "game": self.tr("Dealer, counters and end of game"),
            "pao": self.tr("Pao (liability)"),
            "chombo": self.tr("Chombo"),
            "penalties": self.tr("Penalties"),
            "compare": self.tr("Compare rulesets"),
            "exhaustive_draw": self.tr("Exhaustive draw and tenpai payments"),
            "tenpai_at_draw": self.tr("Who counts as tenpai"),
            "abortive": self.tr("Abortive draws"),
            "kyuushu": self.tr("Kyuushu kyuuhai (nine different terminals and honours)"),
            "suufon_renda": self.tr("Suufon renda (four winds)"),
            "suucha_riichi": self.tr("Suucha riichi (four riichi)"),
            "suukaikan": self.tr("Suukaikan (four kans)"),
            "triple_ron": self.tr("Double and triple ron"),
            "riichi_conditions": self.tr("Riichi conditions"),
            "riichi_sticks": self.tr("Riichi sticks"),
            "call_priority": self.tr("Call priority"),
            "kuikae": self.tr("Kuikae (swap-calling)"),
            "kan_after_riichi": self.tr("Kan after riichi"),
            "kan_dora": self.tr("Kan dora"),
            "temporary_furiten": self.tr("Temporary furiten"),
            "riichi_furiten": self.tr("Furiten in riichi"),
            "rounding": self.tr("Rounding and kiriage mangan"),
            "double_yakuman": self.tr("Double yakuman"),
            "kazoe": self.tr("Kazoe yakuman"),
            "min_han": self.tr("Minimum han"),
            "dora": self.tr("Dora"),
            "red_fives": self.tr("Red fives"),
            "dealer_rotation": self.tr("Dealer rotation (renchan)"),
            "honba": self.tr("Honba (counters)"),
            "agariyame": self.tr("Agari-yame"),
            "game_end": self.tr("End of the game"),
            "uma_oka": self.tr("Uma and oka"),
            "dead_hand": self.tr("Dead hand"),
            "chombo_amount": self.tr("Chombo penalty"),
        }
        if topic in titles:
            return titles[topic]
        return labels.yaku_full_name(topic.removeprefix(YAKU_PREFIX))

    def retranslate_ui(self) -> None:
        self.search.setPlaceholderText(self.tr("Search: pinfu, пинфу, пінфу…"))
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
        self._entries = None
        rule_text.cache_clear()
        self._apply_search(self.search.text())
        self._render()

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Up and Down in the search box move through the results (each one opens)."""
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self._found
        ):
            step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}.get(Qt.Key(event.key()), 0)
            if step:
                row = max(0, min(len(self._found) - 1, self.results.currentRow() + step))
                self.results.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1024, 700)

    # --- navigation ------------------------------------------------------------------------

    def show_topic(self, topic_id: str) -> None:
        """Open the rule behind `topic_id` (a yaku, fu or why-not id, a rule, a topic)."""
        try:
            topic, anchor = resolve_topic(topic_id)
        except KeyError:
            topic, anchor = (topic_id, "") if topic_id in self._items else ("yaku", "")
        if topic not in self._items:
            topic = YAKU_PREFIX + topic
        if self.search.text().strip():
            if topic in self._found:  # keep the search: select it in the result list
                self.results.setCurrentRow(self._found.index(topic))
            else:
                self.search.clear()
        if not self.search.text().strip():
            self.tree.setCurrentItem(self._items[topic])
        if self._topic != topic:
            self._topic = topic
            self._render()
        if anchor:
            self.browser.scrollToAnchor(anchor)

    def open_ruleset_editor(self) -> None:
        """The custom ruleset editor; applying there changes the app's ruleset."""
        from referee_app.views.rules.ruleset_editor import RulesetEditor

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

    def _on_result(self, current: QListWidgetItem | None, _previous: object = None) -> None:
        if current is None:
            return
        topic = str(current.data(TOPIC_ROLE))
        if topic != self._topic:
            self._topic = topic
            self._render()

    def _on_link(self, url: QUrl) -> None:
        if url.scheme() == "topic":
            self.show_topic(url.toString().removeprefix("topic:"))

    def _on_suggestion(self, link: str) -> None:
        if self._suggestion is not None and link == "suggest":
            self.show_topic(self._suggestion)
        elif link.startswith("topic:"):
            self.show_topic(link.removeprefix("topic:"))

    def _on_ruleset_changed(self, _ruleset: object) -> None:
        self._render()

    # --- search ----------------------------------------------------------------------------

    def search_index(self) -> list[SearchEntry]:
        """Every page, in tree order, with its titles and aliases and its text in every
        language (a Russian-speaking referee may run the app in Ukrainian)."""
        if self._entries is not None:
            return self._entries
        langs = [code for code, _name in LANGUAGES]
        files = dict(GENERAL_TOPICS)
        entries: list[SearchEntry] = []
        for topic, file in GENERAL_TOPICS:
            fields = [labels.rule_field_label(f) for f in TOPIC_FIELDS.get(topic, ())]
            entries.append(
                SearchEntry.build(
                    topic,
                    (topic, self._topic_title(topic), *GENERAL_ALIASES.get(topic, ())),
                    (*(strip_markdown(rule_text(file, lang)) for lang in langs), *fields),
                    general=True,
                )
            )
            for sub in SUBTOPICS:
                if sub.parent != topic:
                    continue
                entries.append(
                    SearchEntry.build(
                        sub.id,
                        (self._topic_title(sub.id), *sub.aliases),
                        (
                            *(
                                strip_markdown(section(files[topic], sub.anchor, lg))
                                for lg in langs
                            ),
                            *(labels.rule_field_label(f) for f in sub.fields),
                        ),
                    )
                )
        for fact in YAKU:
            entries.append(
                SearchEntry.build(
                    YAKU_PREFIX + fact.id,
                    (fact.id, fact.id.replace("_", " "), *yaku_search_terms(fact.id)),
                    (strip_markdown(section("yaku", fact.id, lang)) for lang in langs),
                )
            )
        self._entries = entries
        return entries

    def _apply_search(self, text: str) -> None:
        query = text.strip()
        self.results.blockSignals(True)
        self.results.clear()
        self._found = []
        self._suggestion = None
        if query:
            hits, self._suggestion = find(query, self.search_index())
            self._found = [key for key, _score in hits]
            for key in self._found:
                item = QListWidgetItem(self._topic_title(key))
                item.setData(TOPIC_ROLE, key)
                item.setToolTip(item.text())
                self.results.addItem(item)
        self.results.blockSignals(False)
        self.tree.setVisible(not query)
        self.results.setVisible(bool(self._found))
        self.no_results.setVisible(bool(query) and not self._found)
        if query and not self._found:
            self.no_results.setText(self._no_results_html(query))
            self._render()  # the page side shows the empty result, not an earlier page
        self.match_label.setText(self.tr("%n found", "", len(self._found)) if query else "")
        if self._found:
            self.results.setCurrentRow(0)  # the best match opens at once
            self._on_result(self.results.currentItem())
        elif not query and self._topic in self._items:
            if self.tree.currentItem() is self._items[self._topic]:
                self._render()  # the same topic again: its page replaces the empty result
            else:
                self.tree.setCurrentItem(self._items[self._topic])

    def _empty_result_html(self, query: str) -> str:
        """The page side of a search that found nothing: the query and the suggestions."""
        head = "<h2>" + html.escape(fill(self.tr("Nothing found for “%1”."), query)) + "</h2>"
        return self._nothing_found_html(head, f"topic:{self._suggestion}")

    def _no_results_html(self, query: str) -> str:
        found = html.escape(fill(self.tr("Nothing found for “%1”."), query))
        return self._nothing_found_html(f"<p><b>{found}</b></p>", "suggest")

    def _nothing_found_html(self, head: str, href: str) -> str:
        """`head`, the suggestion (a link to `href`), what to try and the topics often looked
        up: what a search that found nothing says."""
        parts = [head]
        if self._suggestion is not None:
            link = f"<a href='{href}'>{html.escape(self._topic_title(self._suggestion))}</a>"
            parts.append("<p>" + html.escape(self.tr("Did you mean:")) + f" {link}?</p>")
        parts.append(
            "<p>"
            + html.escape(
                self.tr(
                    "Try the romaji name (pinfu, kuikae), the Russian or Ukrainian name "
                    "(пинфу, пінфу), or the first letters of one word."
                )
            )
            + "</p>"
        )
        common = " · ".join(
            f"<a href='topic:{t}'>{html.escape(self._topic_title(t))}</a>" for t in QUICK_TOPICS
        )
        often = html.escape(self.tr("Often looked up:"))  # tr() outside f-strings: lupdate
        parts.append(f"<p>{often}<br>{common}</p>")
        return "".join(parts)

    def visible_topics(self) -> list[str]:
        """The search results best first, or with no search every topic in tree order."""
        if self.search.text().strip():
            return list(self._found)
        out: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            if item not in (self._yaku_group, self._yakuman_group):
                out.append(str(item.data(0, TOPIC_ROLE)))
            for j in range(item.childCount()):
                child = item.child(j)
                if child is not None:
                    walk(child)

        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                walk(top)
        return out

    def _open_first_match(self) -> None:
        item = self.results.currentItem()
        if self._found and item is not None:
            self.show_topic(str(item.data(TOPIC_ROLE)))
        elif self._suggestion is not None:
            self.show_topic(self._suggestion)

    # --- rendering -------------------------------------------------------------------------

    @property
    def ruleset(self) -> Ruleset:
        return self.context.ruleset

    def _ruleset_line(self) -> str:
        return html.escape(
            fill(self.tr("Values for the ruleset: %1"), labels.ruleset_name(self.ruleset))
        )

    def _render(self) -> None:
        query = self.search.text().strip()
        if query and not self._found:
            self.only_diff.setVisible(False)
            self.browser.setHtml(self._empty_result_html(query))
            return
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
        elif topic in SUBTOPICS_BY_ID:
            body = self._subtopic_html(topic)
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
        imgs = "".join(f'<img src="tile:{t}">' for t in parse_tiles(hand))
        if win:
            imgs += "&nbsp;&nbsp;&nbsp;" + f'<img src="tile:{win}">'
        for meld in melds:
            kind, tiles = meld.split(":", 1)
            names = parse_tiles(tiles)
            if kind == "ankan":  # a closed kan shows its two end tiles face down
                names = ["back", *names[1:-1], "back"]
            elif kind in ("pon", "kan", "chi"):  # the called tile lies sideways
                names[0] += "/r"
            imgs += "&nbsp;&nbsp;&nbsp;" + "".join(f'<img src="tile:{t}">' for t in names)
        return f"<p>{imgs}</p>"

    def _yaku_html(self, yaku_id: str) -> str:
        fact = YAKU_BY_ID[yaku_id]
        # tr() outside the f-strings: lupdate does not read calls inside them
        closed_head = html.escape(self.tr("Closed hand"))
        open_head = html.escape(self.tr("Open hand"))
        value = yaku_value(yaku_id, self.ruleset)
        title = html.escape(labels.yaku_label(yaku_id))
        local = html.escape(labels.yaku_local_name(yaku_id))
        closed = html.escape(self._value_text(value, closed=True))
        opened = html.escape(self._value_text(value, closed=False))
        out = [
            f"<h2>{title} <span style='color:#666'>— {local}</span></h2>",
            f"<p>{self._ruleset_line()}</p>",
            '<table border="1" cellspacing="0" cellpadding="4">'
            f"<tr><th>{closed_head}</th><th>{open_head}</th></tr>"
            f"<tr><td>{closed}</td><td>{opened}</td></tr></table>",
        ]
        field = fact.field
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
        out.append(self._note_html(YAKU_PREFIX + yaku_id))
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
            f"<h2>{html.escape(self._topic_title('yaku'))}</h2><p>{self._ruleset_line()}</p>"
            + self._sections_html("yaku").split('<a name="riichi">')[0]
            + fields_table_html(self.ruleset, TOPIC_FIELDS["yaku"])
            + '<p></p><table border="1" cellspacing="0" cellpadding="3">'
            + f"<tr>{head}</tr>"
            + "".join(rows)
            + "</table>"
        )

    def _general_html(self, topic: str) -> str:
        """A whole topic: the selected ruleset's values first, then every section, then links
        to the topic's rule pages."""
        file = dict(GENERAL_TOPICS).get(topic, topic)
        fields = TOPIC_FIELDS.get(topic, ())
        values = (
            f"<p>{self._ruleset_line()}</p>" + fields_table_html(self.ruleset, fields)
            if fields
            else ""
        )
        subs = [s for s in SUBTOPICS if s.parent == topic]
        links = (
            "<p>"
            + " · ".join(
                f"<a href='topic:{s.id}'>{html.escape(self._topic_title(s.id))}</a>" for s in subs
            )
            + "</p>"
            if subs
            else ""
        )
        return (
            f"<h2>{html.escape(self._topic_title(topic))}</h2>"
            + links
            + values
            + self._sections_html(file)
        )

    def _subtopic_html(self, sub_id: str) -> str:
        """One rule: the selected ruleset's values first, then the rule text."""
        sub = SUBTOPICS_BY_ID[sub_id]
        out = [f"<h2>{html.escape(self._topic_title(sub_id))}</h2>"]
        in_use = subtopic_in_use(sub_id, self.ruleset)
        if sub.in_use[0] == "ron_winners":
            out.extend(self.ron_winners_lines())
        elif in_use is not None:
            text = fill(
                self.tr("Used in %1: yes") if in_use else self.tr("Used in %1: no"),
                labels.ruleset_name(self.ruleset),
            )
            colour = "#1a6b1a" if in_use else "#a00000"
            out.append(f"<p style='color:{colour}'><b>{html.escape(text)}</b></p>")
        if sub.fields:
            out.append(f"<p>{self._ruleset_line()}</p>")
            out.append(fields_table_html(self.ruleset, sub.fields))
        out.append(self._note_html(sub_id))
        file = dict(GENERAL_TOPICS)[sub.parent]
        out.append(md_to_html(section(file, sub.anchor, self.language)))
        more = fill(self.tr("More: %1"), self._topic_title(sub.parent))
        out.append(f"<p><a href='topic:{sub.parent}'>{html.escape(more)}</a></p>")
        return "".join(out)

    def ron_winners_text(self, claimants: int) -> str:
        """What happens under the selected ruleset when `claimants` players call ron on one
        discard, from the engine's `Ruleset.ron_winners_paid`."""
        paid = self.ruleset.ron_winners_paid(claimants)
        if claimants == 2:
            text = (
                self.tr("Double ron under %1: both winners are paid.")
                if paid == 2
                else self.tr(
                    "Double ron under %1: only the first claimant counter-clockwise from the "
                    "discarder wins (head bump)."
                )
            )
        elif paid == 0:
            text = self.tr("Triple ron under %1: no one wins; the hand is an abortive draw.")
        elif paid == 1:
            text = self.tr(
                "Triple ron under %1: only the first claimant counter-clockwise from the "
                "discarder wins (head bump)."
            )
        else:
            text = self.tr("Triple ron under %1: all three winners are paid.")
        return fill(text, labels.ruleset_name(self.ruleset))

    def ron_winners_lines(self) -> list[str]:
        return [f"<p><b>{html.escape(self.ron_winners_text(n))}</b></p>" for n in (2, 3)]

    def _note_html(self, page: str) -> str:
        """The note where the preset's translated text reads differently from its original."""
        note = translation_note(page, self.ruleset)
        if note is None:
            return ""
        text = section("notes", note.note, self.language)
        return f"<div style='color:#a05a00'>{md_to_html('ⓘ ' + text)}</div>" if text else ""

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
            return fill(self.tr("%1 all"), labels.points_text(from_other))
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
            f"<h2>{html.escape(self._topic_title('scores'))}</h2>",
            f"<p>{self._ruleset_line()}</p>",
        ]
        for dealer, tsumo, title in titles:
            parts.append(f"<h3>{html.escape(title)}</h3>")
            parts.append(self.score_table_html(dealer=dealer, tsumo=tsumo))
        limit_hands = self.tr("Limit hands")
        parts.append(f"<h3>{html.escape(limit_hands)}</h3>")
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
        kazoe = f"{KAZOE_HAN}+" if self.ruleset.kazoe_yakuman else "—"
        limits.append((labels.yakuman_text(1), kazoe, 0, 1))
        if self.ruleset.double_yakuman_possible:
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


__all__ = ["RulesView", "md_to_html", "tile_image"]
