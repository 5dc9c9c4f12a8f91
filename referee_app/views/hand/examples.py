"""Help ▸ Example hands: instructive hands for learners and referees, loaded into the Hand tab.

The data (`resources/examples.json`) holds only what the engine needs: each example's id, theme
(`group`), the ruleset it is meant for, the tiles in the Hand view's notation and the situation
fields of a contract ``score`` request. Every word shown to the user lives here, in
`QT_TRANSLATE_NOOP` tables keyed by id, so the examples are translated like the rest of the app.

Loading an example sets the example's ruleset through the `AppContext` and then replaces the
hand with `HandState.load_request`: that is one ordinary edit on the hand's undo stack, so the
hand the user had before is one Undo (Ctrl+Z) away and no confirmation is asked. The ruleset is
not part of the hand's history; the dialog says which ruleset an example switches to.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.errors import EngineError
from engine.rulesets import PRESETS
from referee_app.core.context import AppContext
from referee_app.core.hand_state import (
    FLAG_NAMES,
    HandSnapshot,
    HandState,
    parse_notation,
    tiles_to_mpsz,
)
from referee_app.rules.rules_content import search_matches
from referee_app.support.compat import override
from referee_app.support.resources import resource_path
from referee_app.text import labels
from referee_app.text.i18n import names_in_all_languages
from referee_app.views.hand.hand_view import concealed_items, meld_items
from referee_app.views.widgets.tile_widgets import TileItem, TileRow

__all__ = [
    "EXAMPLES_FILE",
    "GROUPS",
    "TEXTS",
    "Example",
    "ExamplesDialog",
    "ExamplesError",
    "apply_example",
    "example_explanation",
    "example_title",
    "group_label",
    "load_examples",
    "read_examples",
]

#: The data file, relative to the resources folder.
EXAMPLES_FILE = "examples.json"
FILE_FORMAT = "riichi-referee-examples"
FILE_VERSION = 1
#: lupdate context of the tables below.
CONTEXT = "Examples"

#: Situation fields an example may set (the rest of a contract ``score`` input comes from the
#: notation); values are checked by `HandState.load_request`.
SITUATION_KEYS: frozenset[str] = frozenset(
    {"win", "seat_wind", "round_wind", "honba", "riichi_sticks", *FLAG_NAMES}
)
_ID_RE = re.compile(r"[a-z0-9_]{1,60}")


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark `source` for lupdate and return it unchanged (typed `str`, unlike PySide6's)."""
    del context
    return source


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


#: Themes, in the order the dialog lists them.
GROUPS: dict[str, str] = {
    "yaku": QT_TRANSLATE_NOOP("Examples", "Yaku"),
    "fu": QT_TRANSLATE_NOOP("Examples", "Fu"),
    "limits": QT_TRANSLATE_NOOP("Examples", "Limits and counters"),
    "readings": QT_TRANSLATE_NOOP("Examples", "Tricky readings"),
}

#: id -> (one-line title, what the example teaches). Numbers in the texts are the engine's
#: answer for the example, worked by hand in tests/app/views/hand/test_examples.py.
TEXTS: dict[str, tuple[str, str]] = {
    "pinfu_tsumo": (
        QT_TRANSLATE_NOOP("Examples", "Pinfu with tsumo: 20 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed hand of runs, a pair worth no fu and a two-sided wait: pinfu. Won by "
            "tsumo it takes no tsumo fu, so it is a flat 20 fu. Menzen tsumo and pinfu make "
            "2 han: 400 from each non-dealer, 700 from the dealer.",
        ),
    ),
    "chankan": (
        QT_TRANSLATE_NOOP("Examples", "Chankan: ron on a tile added to a pon"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Another player adds a 6m to a pon to make a kan; that 6m completes this hand, so "
            "the kan can be robbed. Chankan is 1 han and counts as a ron: with pinfu and "
            "tanyao, 3 han 30 fu, 3,900.",
        ),
    ),
    "rinshan": (
        QT_TRANSLATE_NOOP("Examples", "Rinshan kaihou: winning on the kan replacement tile"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "After a closed kan the replacement tile completes the hand. Rinshan kaihou is "
            "1 han and counts as a tsumo (menzen tsumo, +2 fu). With the closed kan of simples "
            "(16 fu): 38 fu, rounded to 40; 3 han 40 fu, 1,300 and 2,600 from the dealer.",
        ),
    ),
    "haitei": (
        QT_TRANSLATE_NOOP("Examples", "Haitei: the last wall tile is a yaku"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "This open hand has no other yaku, but a tsumo on the last tile of the wall is "
            "haitei raoyue, 1 han. 20 base fu + 2 for the tsumo = 22, rounded to 30 fu: 300 "
            "from each non-dealer, 500 from the dealer.",
        ),
    ),
    "dora_without_yaku": (
        QT_TRANSLATE_NOOP("Examples", "Dora but no yaku: not a win"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Three dora, but this open hand has no yaku: its terminals rule out tanyao and "
            "pinfu needs a closed hand. Dora never make a yaku, so the win is refused. "
            "Declared with the tiles shown, it is a chombo.",
        ),
    ),
    "open_pinfu_shape": (
        QT_TRANSLATE_NOOP("Examples", "Open hand of pinfu shape: 30 fu on a ron"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Runs only, a plain pair and a two-sided wait, but the hand is open: no pinfu and "
            "only the 20 base fu. An open hand is never scored at 20 fu: it gets 2 fu and "
            "rounds to 30. Open tanyao, 1 han 30 fu: 1,000.",
        ),
    ),
    "closed_terminal_kan": (
        QT_TRANSLATE_NOOP("Examples", "Closed kan of terminals: 32 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed kan of 1m is worth 32 fu (open: 16; a closed pon: 8). 20 base fu + 10 "
            "for a closed ron + 32 = 62, rounded up to 70 fu: riichi alone pays 2,300.",
        ),
    ),
    "double_wind_pair_ema": (
        QT_TRANSLATE_NOOP("Examples", "Double-wind pair: 2 fu (EMA 2025)"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The East dealer in the East round holds a pair of East. EMA 2025 (a value from "
            "secondary sources) and WRC count the double-wind pair as 2 fu: 20 + 10 for a "
            "closed ron + 8 for the closed pon of 9s + 2 = 40 fu; riichi 1 han pays 2,000. "
            "Compare the RRC example.",
        ),
    ),
    "double_wind_pair_rrc": (
        QT_TRANSLATE_NOOP("Examples", "Double-wind pair: 4 fu (RRC)"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The same hand under RRC rules (also EMA 2016, Tenhou and Mahjong Soul): the pair "
            "is both the seat wind and the round wind, 2 fu for each, 4 fu. 42 fu rounds up "
            "to 50: 2,400 instead of 2,000.",
        ),
    ),
    "chiitoitsu_25_fu": (
        QT_TRANSLATE_NOOP("Examples", "Seven pairs: 25 fu, never rounded"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Chiitoitsu is always 25 fu: no tsumo fu, no rounding. Riichi, menzen tsumo and "
            "seven pairs make 4 han 25 fu, which is not a mangan (kiriage concerns only "
            "4 han 30 fu and 3 han 60 fu): 1,600 from each non-dealer, 3,200 from the dealer.",
        ),
    ),
    "kiriage_mangan": (
        QT_TRANSLATE_NOOP("Examples", "Kiriage mangan: 4 han 30 fu"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Riichi, pinfu, tanyao and one dora: 4 han 30 fu, 1,920 basic points. EMA 2025 "
            "and WRC round this up to a mangan, 8,000; EMA 2016, RRC and Tenhou pay 7,700.",
        ),
    ),
    "mangan_3_han_70_fu": (
        QT_TRANSLATE_NOOP("Examples", "3 han 70 fu is already a mangan"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "A closed kan of red dragons (32 fu), a closed pon of 9p (8 fu) and a closed ron "
            "(10 fu): 70 fu. With 3 han the basic points, 70 × 2⁵ = 2,240, pass the 2,000 "
            "cap: the hand is a mangan, 8,000.",
        ),
    ),
    "honba_on_tsumo": (
        QT_TRANSLATE_NOOP("Examples", "Counters (honba) on a tsumo"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "With three counters each of the three payers adds 100 per counter on a tsumo "
            "(on a ron the discarder adds 300 per counter). The riichi stick on the table also "
            "goes to the winner: 1,100 + 900 + 1,000 = 3,000.",
        ),
    ),
    "kazoe_yakuman": (
        QT_TRANSLATE_NOOP("Examples", "Counted yakuman (kazoe): 13 han or more"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Chinitsu 6, ittsu 2, riichi, menzen tsumo, pinfu, iipeikou and three dora: "
            "15 han. RRC, Tenhou and Mahjong Soul count 13 han or more as a yakuman, 32,000; "
            "EMA stops at sanbaiman, 24,000.",
        ),
    ),
    "kokushi_13_sided": (
        QT_TRANSLATE_NOOP("Examples", "Thirteen orphans on a 13-sided wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "One of each terminal and honour: the hand waits on any of the 13. EMA, WRC and "
            "RRC count it as a single yakuman; only Mahjong Soul doubles it. Tsumo: 8,000 "
            "from each non-dealer, 16,000 from the dealer.",
        ),
    ),
    "suuankou_tanki": (
        QT_TRANSLATE_NOOP("Examples", "Four concealed pons on a pair wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The four pons were complete before the win, so a ron on the pair keeps them all "
            "concealed: suuankou, a yakuman, 32,000. Waiting on two pairs, a ron would make "
            "the pon it completes count as open: only sanankou and toitoi.",
        ),
    ),
    "pons_or_runs": (
        QT_TRANSLATE_NOOP("Examples", "111222333m: three pons or three runs?"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Read as three runs: pinfu and iipeikou, 2 han 30 fu, 2,000. Read as three "
            "concealed pons: sanankou, 2 han, 30 + 8 + 4 + 4 = 46, rounded to 50 fu, 3,200. "
            "The winner is always paid for the reading worth most.",
        ),
    ),
    "ryanpeikou_or_chiitoitsu": (
        QT_TRANSLATE_NOOP("Examples", "Two double runs, not seven pairs"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The tiles also make seven different pairs (2 han 25 fu, 1,600), but read as "
            "runs they are ryanpeikou, 3 han, with 40 fu for the pair wait: 5,200. The higher "
            "value is taken; ryanpeikou and chiitoitsu never combine.",
        ),
    ),
    "shanpon_ron_counts_open": (
        QT_TRANSLATE_NOOP("Examples", "Two-pair wait won by ron: no sanankou"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "Waiting on 6s or 8s, ron on 8s: the pon it completes counts as open (2 fu "
            "instead of 4) and is not a concealed pon, so there is no sanankou. Only tanyao "
            "remains: 1 han 40 fu, 1,300. By tsumo it would have been sanankou.",
        ),
    ),
    "nobetan_147": (
        QT_TRANSLATE_NOOP("Examples", "1234567m: a 1-4-7 wait that is a pair wait"),
        QT_TRANSLATE_NOOP(
            "Examples",
            "The hand waits on 1m, 4m and 7m, but every reading puts the winning tile in the "
            "pair: a pair wait, 2 fu, and no pinfu. Riichi 1 han, 20 + 10 + 2 = 32, rounded "
            "to 40 fu: 1,300 (a pinfu reading would have paid 2,000).",
        ),
    ),
}


def group_label(group_id: str) -> str:
    source = GROUPS.get(group_id)
    return _tr(source) if source is not None else group_id


def example_title(example_id: str) -> str:
    texts = TEXTS.get(example_id)
    return _tr(texts[0]) if texts is not None else example_id


def example_explanation(example_id: str) -> str:
    texts = TEXTS.get(example_id)
    return _tr(texts[1]) if texts is not None else ""


# ----------------------------------------------------------------------------------------------
# The data


class ExamplesError(ValueError):
    """The examples file is missing or not what this version of the app reads."""


@dataclass(frozen=True, slots=True)
class Example:
    """One example hand: ids and data only (the words are in `TEXTS`)."""

    id: str
    group: str
    ruleset: str
    notation: str
    situation: tuple[tuple[str, Any], ...]

    def snapshot(self) -> HandSnapshot:
        """The tiles, calls and indicators (situation fields left at their defaults)."""
        return parse_notation(self.notation, HandSnapshot())

    def request(self) -> dict[str, Any]:
        """The contract ``score`` input for `HandState.load_request` (without ``ruleset``)."""
        snap = self.snapshot()
        request: dict[str, Any] = {
            "hand": tiles_to_mpsz(snap.concealed),
            "melds": [meld.to_contract() for meld in snap.melds],
            "dora_indicators": tiles_to_mpsz(snap.dora, keep_order=True),
            "ura_indicators": tiles_to_mpsz(snap.ura, keep_order=True),
        }
        win_tile = snap.effective_win_tile
        if win_tile is not None:
            request["win_tile"] = win_tile
        request.update(self.situation)
        return request

    def value(self, key: str, default: Any = None) -> Any:
        """A situation field."""
        return dict(self.situation).get(key, default)


def read_examples(data: bytes) -> tuple[Example, ...]:
    """Parse and check the examples file's bytes; raise `ExamplesError` when anything is off."""
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExamplesError(f"not UTF-8 JSON: {exc}") from None
    if not isinstance(obj, Mapping):
        raise ExamplesError("the file must hold a JSON object")
    if obj.get("format") != FILE_FORMAT or obj.get("version") != FILE_VERSION:
        raise ExamplesError(f"not a {FILE_FORMAT} file of version {FILE_VERSION}")
    items = obj.get("examples")
    if not isinstance(items, list) or not items:
        raise ExamplesError("'examples' must be a non-empty list")
    out: list[Example] = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        out.append(_read_one(index, item, seen))
    return tuple(out)


def _read_one(index: int, item: Any, seen: set[str]) -> Example:
    where = f"example {index + 1}"
    if not isinstance(item, Mapping):
        raise ExamplesError(f"{where}: must be an object")
    unknown = set(item) - {"id", "group", "ruleset", "notation", "situation"}
    if unknown:
        raise ExamplesError(f"{where}: unknown fields {sorted(unknown)}")
    example_id = item.get("id")
    if not isinstance(example_id, str) or not _ID_RE.fullmatch(example_id):
        raise ExamplesError(f"{where}: 'id' must be lower-case letters, digits and '_'")
    if example_id in seen:
        raise ExamplesError(f"{where}: id {example_id!r} is used twice")
    seen.add(example_id)
    where = f"example {example_id!r}"
    group = item.get("group")
    if group not in GROUPS:
        raise ExamplesError(f"{where}: 'group' must be one of {list(GROUPS)}")
    ruleset = item.get("ruleset")
    if ruleset not in PRESETS:
        raise ExamplesError(f"{where}: 'ruleset' must be a preset id ({', '.join(PRESETS)})")
    notation = item.get("notation")
    if not isinstance(notation, str):
        raise ExamplesError(f"{where}: 'notation' must be text")
    situation = item.get("situation", {})
    if not isinstance(situation, Mapping):
        raise ExamplesError(f"{where}: 'situation' must be an object")
    unknown = set(situation) - SITUATION_KEYS
    if unknown:
        raise ExamplesError(f"{where}: unknown situation fields {sorted(unknown)}")
    example = Example(
        id=example_id,
        group=str(group),
        ruleset=str(ruleset),
        notation=notation,
        situation=tuple(sorted(situation.items())),
    )
    try:
        snap = example.snapshot()
    except ValueError as exc:
        raise ExamplesError(f"{where}: notation {notation!r}: {exc}") from None
    if snap.effective_win_tile is None:
        raise ExamplesError(f"{where}: the notation must hold a complete hand")
    return example


@cache
def load_examples(path: Path | None = None) -> tuple[Example, ...]:
    """The shipped examples (read once), or those of `path`; raises `ExamplesError`."""
    file = path if path is not None else resource_path(EXAMPLES_FILE)
    try:
        data = file.read_bytes()
    except OSError as exc:
        raise ExamplesError(f"cannot read {file}: {exc.strerror or exc}") from None
    return read_examples(data)


def apply_example(example: Example, context: AppContext, hand_state: HandState) -> None:
    """Switch to the example's ruleset and load its hand (one undo step on the hand).

    On an error (`EngineError`, `ValueError`) the ruleset goes back and the hand is unchanged.
    The ruleset is set first: the hand is checked against it (red fives, flags it allows).
    """
    previous = context.ruleset
    context.set_ruleset(PRESETS[example.ruleset])
    try:
        hand_state.load_request(example.request())
    except (EngineError, ValueError):
        context.set_ruleset(previous)
        raise
    if previous != context.ruleset:
        # Undo (Ctrl+Z) of this load also brings the ruleset of before back, so the user's own
        # hand is never valued under the example's rules by surprise
        hand_state.mark_ruleset_switch(previous)


def search_terms(example_id: str) -> list[str]:
    """What the dialog's search looks in: the title in all three languages (a referee may
    type the Japanese or English term in a Russian interface) and the example's id (romaji
    terms: kokushi, suuankou, nobetan…). Not the explanations: they name many yaku in passing."""
    texts = TEXTS.get(example_id)
    terms = [example_id.replace("_", " ")]
    if texts is not None:
        terms += names_in_all_languages(texts[0], CONTEXT)
    return terms


# ----------------------------------------------------------------------------------------------
# The dialog


class ExamplesDialog(QDialog):
    """A searchable list of example hands by theme; Load puts one into the Hand tab.

    Double-click, Enter or the Load button loads the chosen example (see `apply_example`),
    emits `example_loaded(id)` and closes. The main window switches to the Hand tab on that
    signal.
    """

    example_loaded = Signal(str)

    TILE_HEIGHT = 34

    def __init__(
        self,
        context: AppContext,
        hand_state: HandState,
        *,
        examples: tuple[Example, ...] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ExamplesDialog")
        self.context = context
        self.hand_state = hand_state
        self._load_error = ""
        if examples is None:
            try:
                examples = load_examples()
            except ExamplesError as exc:
                self._load_error = str(exc)
                examples = ()
        self.examples = examples
        self._by_id = {e.id: e for e in examples}
        self._loaded = False

        # --- children, built once ---
        self.search_label = QLabel()
        self.search = QLineEdit()
        self.search.setObjectName("examples_search")
        self.search.setClearButtonEnabled(True)
        self.search_label.setBuddy(self.search)
        self.search.installEventFilter(self)

        self.tree = QTreeWidget()
        self.tree.setObjectName("examples_tree")
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setRootIsDecorated(False)
        self.tree.setMinimumWidth(300)
        self._group_items: dict[str, QTreeWidgetItem] = {}
        self._example_items: dict[str, QTreeWidgetItem] = {}
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for group_id in GROUPS:
            members = [e for e in examples if e.group == group_id]
            if not members:
                continue
            group_item = QTreeWidgetItem(self.tree)
            group_item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group_item.setFont(0, bold)
            self._group_items[group_id] = group_item
            for example in members:
                item = QTreeWidgetItem(group_item)
                item.setData(0, Qt.ItemDataRole.UserRole, example.id)
                self._example_items[example.id] = item
            group_item.setExpanded(True)

        self.title_label = QLabel()
        self.title_label.setObjectName("example_title")
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setWordWrap(True)
        title_font = QFont(self.title_label.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.2)
        self.title_label.setFont(title_font)
        self.tiles = self._tile_row()
        self.dora_label = QLabel()
        self.dora_tiles = self._tile_row()
        self.situation_label = QLabel()
        self.situation_label.setObjectName("example_situation")
        self.situation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.situation_label.setWordWrap(True)
        self.ruleset_label = QLabel()
        self.ruleset_label.setObjectName("example_ruleset")
        self.ruleset_label.setTextFormat(Qt.TextFormat.PlainText)
        self.ruleset_label.setWordWrap(True)
        self.explanation_label = QLabel()
        self.explanation_label.setObjectName("example_explanation")
        self.explanation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation_label.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding
        )
        self.note_label = QLabel()
        self.note_label.setObjectName("example_note")
        self.note_label.setTextFormat(Qt.TextFormat.PlainText)
        self.note_label.setWordWrap(True)
        note_font = QFont(self.note_label.font())
        note_font.setItalic(True)
        self.note_label.setFont(note_font)

        self.buttons = QDialogButtonBox()
        self.load_button = QPushButton()
        self.load_button.setObjectName("load_example")
        self.load_button.setDefault(True)
        self.load_button.setAutoDefault(True)
        self.buttons.addButton(self.load_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)

        # --- layout ---
        details = QWidget()
        details.setObjectName("example_details")
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(12, 0, 0, 0)
        details_layout.addWidget(self.title_label)
        details_layout.addWidget(self.tiles)
        dora_row = QHBoxLayout()
        dora_row.addWidget(self.dora_label)
        dora_row.addWidget(self.dora_tiles, 1)
        details_layout.addLayout(dora_row)
        details_layout.addWidget(self.situation_label)
        details_layout.addWidget(self.ruleset_label)
        details_layout.addSpacing(6)
        details_layout.addWidget(self.explanation_label, 1)
        details_layout.addWidget(self.note_label)

        search_row = QHBoxLayout()
        search_row.addWidget(self.search_label)
        search_row.addWidget(self.search, 1)
        body = QHBoxLayout()
        body.addWidget(self.tree, 1)
        body.addWidget(details, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(search_row)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

        # --- behaviour ---
        self.search.textChanged.connect(self._apply_filter)
        self.tree.currentItemChanged.connect(self._show_current)
        self.tree.itemDoubleClicked.connect(self._on_double_click)
        self.load_button.clicked.connect(self.load_current)
        self.close_button.clicked.connect(self.reject)
        context.ruleset_changed.connect(self._show_current)

        self.resize(self.sizeHint())
        self.retranslate_ui()
        first = next(iter(self._example_items.values()), None)
        if first is not None:
            self.tree.setCurrentItem(first)
        self._show_current()
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def _tile_row(self) -> TileRow:
        row = TileRow(tile_height=self.TILE_HEIGHT)
        # A picture here, not a control: no clicks, no keyboard stops on its tiles.
        row.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        row.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return row

    # --- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Example hands"))
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("Part of a title, e.g. pinfu"))
        self.search.setToolTip(self.tr("Show only the examples whose title contains this text"))
        self.tree.setToolTip(self.tr("Double-click or press Enter to load an example"))
        for group_id, item in self._group_items.items():
            item.setText(0, group_label(group_id))
        for example_id, item in self._example_items.items():
            title = example_title(example_id)
            item.setText(0, title)
            item.setToolTip(0, title)  # the whole title where a long one is elided
        self.load_button.setText(self.tr("&Load"))
        self.load_button.setToolTip(
            self.tr("Put this hand into the Hand tab under the example's ruleset")
        )
        self.dora_label.setText(self.tr("Dora indicators:"))
        self._apply_filter()
        self._show_current()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    @override
    def eventFilter(self, watched: Any, event: QEvent) -> bool:
        # Down / Up in the search field walk the list, so typing then choosing needs no mouse.
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)
        ):
            self._step(1 if event.key() == Qt.Key.Key_Down else -1)
            return True
        return super().eventFilter(watched, event)

    @override
    def showEvent(self, event: QShowEvent) -> None:
        # The dialog is kept between uses: each opening starts fresh (Load enabled, the note
        # about the current hand and the ruleset line up to date, the search ready to type).
        self._loaded = False
        self._show_current()
        self.search.selectAll()
        self.search.setFocus(Qt.FocusReason.OtherFocusReason)
        super().showEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1000, 560)

    # --- choosing ----------------------------------------------------------------------

    def visible_ids(self) -> list[str]:
        """The ids the list shows now, in order."""
        return [i for i, item in self._example_items.items() if not item.isHidden()]

    def current_example(self) -> Example | None:
        item = self.tree.currentItem()
        if item is None or item.isHidden():
            return None
        example_id = item.data(0, Qt.ItemDataRole.UserRole)
        return self._by_id.get(example_id) if isinstance(example_id, str) else None

    def select(self, example_id: str) -> bool:
        """Make `example_id` the current example (False when unknown or filtered out)."""
        item = self._example_items.get(example_id)
        if item is None or item.isHidden():
            return False
        self.tree.setCurrentItem(item)
        return True

    def _step(self, delta: int) -> None:
        ids = self.visible_ids()
        if not ids:
            return
        current = self.current_example()
        index = ids.index(current.id) if current is not None and current.id in ids else -delta
        self.select(ids[max(0, min(len(ids) - 1, index + delta))])

    def _apply_filter(self, *_: object) -> None:
        query = self.search.text().strip()
        shown: dict[str, int] = dict.fromkeys(self._group_items, 0)
        for example_id in self._example_items:
            item = self._example_items[example_id]
            match = search_matches(query, search_terms(example_id))
            item.setHidden(not match)
            shown[self._by_id[example_id].group] += match
        for group_id, group_item in self._group_items.items():
            group_item.setHidden(shown[group_id] == 0)
        if self.current_example() is None:
            ids = self.visible_ids()
            if ids:
                self.select(ids[0])
            else:
                self.tree.setCurrentIndex(QModelIndex())
        self._show_current()

    def _on_double_click(self, item: QTreeWidgetItem, column: int) -> None:
        del column
        if item.data(0, Qt.ItemDataRole.UserRole):
            self.load_current()

    # --- details -----------------------------------------------------------------------

    def _show_current(self, *_: object) -> None:
        example = self.current_example()
        self.load_button.setEnabled(example is not None and not self._loaded)
        if example is None:
            self._clear_details()
            return
        self.title_label.setText(example_title(example.id))
        snap = example.snapshot()
        items: list[TileItem] = concealed_items(snap, gap=10)
        for index, meld in enumerate(snap.melds):
            items.extend(meld_items(meld, index, gap=14))
        self.tiles.set_items(items)
        self.tiles.setToolTip(example.notation)
        self.tiles.setAccessibleName(example.notation)
        self.dora_tiles.set_items([TileItem(t) for t in snap.dora])
        self.dora_label.setVisible(bool(snap.dora))
        self.dora_tiles.setVisible(bool(snap.dora))
        self.situation_label.setText(self._situation_text(example))
        self.ruleset_label.setText(self._ruleset_text(example))
        self.explanation_label.setText(example_explanation(example.id))
        self.note_label.setText(self._note_text())

    def _clear_details(self) -> None:
        if self._load_error:
            self.title_label.setText(self.tr("The example hands could not be read."))
            self.explanation_label.setText(self._load_error)
        elif self.search.text().strip():
            self.title_label.setText(
                self.tr("No example title contains “%1”.").replace("%1", self.search.text())
            )
            self.explanation_label.setText("")
        else:
            self.title_label.setText("")
            self.explanation_label.setText("")
        self.tiles.set_items([])
        self.dora_tiles.set_items([])
        self.dora_label.setVisible(False)
        self.dora_tiles.setVisible(False)
        self.situation_label.setText("")
        self.ruleset_label.setText("")
        self.note_label.setText("")

    def _situation_text(self, example: Example) -> str:
        win = example.value("win", "ron")
        parts = [self.tr("Tsumo") if win == "tsumo" else self.tr("Ron")]
        parts.append(
            self.tr("Seat wind: %1").replace(
                "%1", labels.wind_label(example.value("seat_wind", "E"))
            )
        )
        parts.append(
            self.tr("Round wind: %1").replace(
                "%1", labels.wind_label(example.value("round_wind", "E"))
            )
        )
        # romaji with the local name beside it (glossary), as the breakdown names yaku
        parts.extend(
            labels.situation_flag_label(flag)
            if flag in labels.SITUATION_FLAG_LABELS
            else labels.yaku_full_name(flag)
            for flag in FLAG_NAMES
            if example.value(flag)
        )
        honba = int(example.value("honba", 0))
        if honba:
            parts.append(self.tr("Honba: %1").replace("%1", str(honba)))
        sticks = int(example.value("riichi_sticks", 0))
        if sticks:
            parts.append(self.tr("Riichi sticks on the table: %1").replace("%1", str(sticks)))
        return " · ".join(parts)

    def _ruleset_text(self, example: Example) -> str:
        target = PRESETS[example.ruleset]
        current = self.context.ruleset
        text = self.tr("Ruleset: %1").replace("%1", target.name)
        if current != target:
            text += "\n" + self.tr("Loading switches the ruleset from %1 to %2.").replace(
                "%1", current.name
            ).replace("%2", target.name)
        return text

    def _note_text(self) -> str:
        snap = self.hand_state.snapshot
        if snap.concealed or snap.melds:
            return self.tr(
                "Your current hand is not lost: Undo (Ctrl+Z) in the Hand tab brings it back."
            )
        return ""

    # --- loading -----------------------------------------------------------------------

    def load_current(self) -> bool:
        """Load the current example (see `apply_example`), emit `example_loaded`, close."""
        example = self.current_example()
        if example is None or self._loaded:
            return False
        try:
            apply_example(example, self.context, self.hand_state)
        except (EngineError, ValueError) as exc:
            # Cannot happen with the shipped file (a test loads every example); say so plainly.
            self.note_label.setText(
                self.tr("This example could not be loaded: %1").replace("%1", str(exc))
            )
            return False
        self._loaded = True
        self.load_button.setEnabled(False)
        self.example_loaded.emit(example.id)
        self.accept()
        return True
