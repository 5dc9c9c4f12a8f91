"""The custom ruleset editor: start from a preset, change any rule, save/load JSON, apply.

Every field of `engine.rulesets.RULE_FIELDS` gets an editor that fits its type: a checkbox
(yes/no), a combo box of the allowed values (Literal fields), a spin box (numbers), four spin
boxes (uma), a text line (uma alternatives, "15000/5000/-5000/-15000; ...") or a checklist
(sets of yaku or abortive-draw ids). A value the preset chose rather than read in a rule text
carries the "assumed" mark (a small warning icon, the note as its tooltip) until it is changed.

The editor never loses what the referee typed: choosing another "Start from" preset keeps every
field changed from the old one (and a name of one's own) and says which; closing with changes
not applied (Close, Esc, the window's close button) asks Apply / Discard / Cancel. A value the
engine refuses is explained in words next to the field at fault (`RulesetEditor.explain`).

Files hold the engine's custom-ruleset JSON (``{"base": "ema", "name": ..., field: value}``,
`engine.rulesets.ruleset_to_overrides`); loading checks it with `ruleset_from_json`, and a bad
file gives a clear message and changes nothing. "Apply" makes it the app's ruleset
(`AppContext.set_ruleset`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

from PySide6.QtCore import QMargins, QSignalBlocker, QSize, Qt, QTimer
from PySide6.QtGui import QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from engine.errors import EngineError
from engine.ids import AbortiveReason, ErrorCode, YakuId
from engine.rulesets import (
    PRESETS,
    RULE_FIELDS,
    Ruleset,
    allowed_ids,
    find_ruleset,
    int_range,
    make_ruleset,
    ruleset_from_json,
    ruleset_to_overrides,
)
from referee_app.core import strict_json
from referee_app.core.context import AppContext
from referee_app.rules.rules_content import LIMIT_YAKU
from referee_app.support import safe_files
from referee_app.support.compat import override
from referee_app.text import labels
from referee_app.text.i18n import names_in_all_languages
from referee_app.text.placeholders import fill
from referee_app.views.widgets.choice_combo import ChoiceComboBox
from referee_app.views.widgets.locale_spin import LocaleSpinBox
from referee_app.views.widgets.plain_text import plain_box, plain_labels
from referee_app.views.widgets.retranslate import Retranslating

_HINTS = get_type_hints(Ruleset)
MAX_FILE_BYTES = 1_000_000
#: A ruleset file nests 3 levels (an object of lists of uma lists); more is not a ruleset.
MAX_DEPTH = 8

# (minimum, maximum, step) of number fields; others use `_DEFAULT_RANGE`.
#: the spin boxes' step (the ranges are the engine's, `int_range`); others step by 100 points
_STEPS: dict[str, int] = {
    "ryanhan_honba": 1,
    "double_wind_pair_fu": 2,
    "riichi_min_wall_tiles": 1,
    "chombo_uma_steps": 1,
    "session_minutes": 5,
    "signal_minutes": 1,
}


def _json_value(value: Any) -> Any:
    if isinstance(value, frozenset):
        return sorted(value)
    if isinstance(value, tuple):
        return json.loads(json.dumps(value))
    return value


def parse_uma_list(text: str) -> list[list[int]]:
    """``"15000/5000/-5000/-15000; 10000/..."`` -> lists of four ints (ValueError if not)."""
    out: list[list[int]] = []
    for raw in text.replace("−", "-").split(";"):
        part = raw.strip()
        if not part:
            continue
        values = [int(v.strip().replace(",", "").replace(" ", "")) for v in part.split("/")]
        if len(values) != 4:
            raise ValueError(part)
        out.append(values)
    return out


def format_uma_list(umas: tuple[tuple[int, int, int, int], ...]) -> str:
    return "; ".join("/".join(str(v) for v in uma) for uma in umas)


class FieldEditor:
    """One rule field's widget(s), read and written in the field's JSON form."""

    def __init__(self, name: str, parent: QWidget, on_change: Any) -> None:
        self.name = name
        hint = _HINTS[name]
        self.kind: str
        self.widget: QWidget
        if hint is bool:
            self.kind = "bool"
            self.check = QCheckBox(parent)
            self.check.toggled.connect(on_change)
            self.widget = self.check
        elif get_origin(hint) is Literal:
            self.kind = "choice"
            self.combo = QComboBox(parent)
            self._choices = [str(v) for v in get_args(hint)]
            for value in self._choices:
                self.combo.addItem(value, value)
            # item texts are set per language: the box follows the longest one
            self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.combo.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            self.combo.currentIndexChanged.connect(on_change)
            self.widget = self.combo
        elif hint is int:
            self.kind = "int"
            low, high = int_range(name)
            self.spin = LocaleSpinBox(parent)
            self.spin.setRange(low, high)
            self.spin.setSingleStep(_STEPS.get(name, 100))
            self.spin.valueChanged.connect(on_change)
            self.widget = self.spin
        elif get_origin(hint) is frozenset:
            self.kind = "set"
            self.list = QListWidget(parent)
            allowed = allowed_ids(name)
            ids = [
                str(v)
                for v in (AbortiveReason if name == "abortive_draws" else LIMIT_YAKU)
                if str(v) in allowed
            ]
            for value in ids:
                item = QListWidgetItem(value, self.list)
                item.setData(Qt.ItemDataRole.UserRole, value)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
            # no scroll bars: the list is as wide as its longest item (set per language in
            # `retranslate`) and as tall as all its rows (at most 16 limit hands)
            self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.list.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
            self._fit_list()
            self.list.itemChanged.connect(on_change)
            self.widget = self.list
        elif name == "uma":
            self.kind = "uma"
            self.widget = QWidget(parent)
            row = QHBoxLayout(self.widget)
            row.setContentsMargins(0, 0, 0, 0)
            self.uma_spins = []
            for _ in range(4):
                spin = LocaleSpinBox(self.widget)
                spin.setRange(-1_000_000, 1_000_000)
                spin.setSingleStep(1000)
                spin.valueChanged.connect(on_change)
                row.addWidget(spin)
                self.uma_spins.append(spin)
        else:  # uma_alternatives
            self.kind = "uma_list"
            self.line = QLineEdit(parent)
            self.line.textChanged.connect(on_change)
            self.widget = self.line
        # the assumed mark: a small icon (its note in the tooltip), the same size with or
        # without the icon so that the rows stay aligned
        self.mark = QLabel(parent)
        icon_size = parent.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        self.mark.setFixedSize(icon_size, icon_size)
        self._mark_pixmap = (
            parent.style()
            .standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            .pixmap(icon_size, icon_size)
        )
        self.assumed = False
        # what is wrong with the value, in words, under the field (hidden when nothing is)
        self.error = QLabel(parent)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        self.row = QWidget(parent)
        column = QVBoxLayout(self.row)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        line = QHBoxLayout()
        line.addWidget(self.widget, 1)
        line.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        column.addLayout(line)
        column.addWidget(self.error)

    def _fit_list(self) -> None:
        """Size a checklist to show every item whole: no scrolling inside the scrolling form."""
        lst = self.list
        frame = 2 * lst.frameWidth()
        height = sum(lst.sizeHintForRow(i) for i in range(lst.count()))
        lst.setFixedHeight(frame + max(height, lst.fontMetrics().height()) + 2)
        lst.setMinimumWidth(lst.sizeHintForColumn(0) + frame + 4)

    def set_assumed(self, note: str | None) -> None:
        """Show the assumed mark with `note` (translated) as its tooltip, or no mark."""
        self.assumed = note is not None
        if note is None:
            self.mark.setPixmap(QPixmap())
            self.mark.setToolTip("")
            self.mark.setAccessibleName("")
        else:
            self.mark.setPixmap(self._mark_pixmap)
            self.mark.setToolTip(f"{labels.assumed_mark()}: {note}")
            self.mark.setAccessibleName(labels.assumed_mark())

    def set_error(self, message: str | None) -> None:
        self.error.setText(message or "")
        self.error.setVisible(bool(message))

    def retranslate(self) -> None:
        if self.kind == "choice":
            names = dict(labels.rule_choices(self.name))
            for i, value in enumerate(self._choices):
                self.combo.setItemText(i, names.get(value, value))
        elif self.kind == "set":
            for i in range(self.list.count()):
                item = self.list.item(i)
                if item is None:
                    continue
                value = str(item.data(Qt.ItemDataRole.UserRole))
                item.setText(
                    labels.abortive_label(value)
                    if self.name == "abortive_draws"
                    else labels.yaku_full_name(value)
                )
            self._fit_list()
        elif self.kind == "uma_list":
            self.line.setPlaceholderText("15000/5000/-5000/-15000; …")
        self.widget.setToolTip(labels.rule_field_help(self.name))

    def set_value(self, value: Any) -> None:
        if self.kind == "bool":
            with QSignalBlocker(self.check):
                self.check.setChecked(bool(value))
        elif self.kind == "choice":
            with QSignalBlocker(self.combo):
                self.combo.setCurrentIndex(max(0, self.combo.findData(str(value))))
        elif self.kind == "int":
            with QSignalBlocker(self.spin):
                self.spin.setValue(int(value))
        elif self.kind == "set":
            with QSignalBlocker(self.list):
                for i in range(self.list.count()):
                    item = self.list.item(i)
                    if item is not None:
                        on = item.data(Qt.ItemDataRole.UserRole) in value
                        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        elif self.kind == "uma":
            for spin, v in zip(self.uma_spins, value, strict=True):
                with QSignalBlocker(spin):
                    spin.setValue(int(v))
        else:
            with QSignalBlocker(self.line):
                self.line.setText(format_uma_list(value))

    def raw(self) -> Any:
        """What the field shows, even when unreadable (an uma list's text), for `set_raw`."""
        return self.line.text() if self.kind == "uma_list" else self.value()

    def set_raw(self, raw: Any) -> None:
        if self.kind == "uma_list":
            with QSignalBlocker(self.line):
                self.line.setText(str(raw))
        else:
            self.set_value(raw)

    def differs_from(self, ruleset: Ruleset) -> bool:
        """True when the field shows something else than `ruleset`'s value (or is unreadable)."""
        try:
            return bool(self.value() != _json_value(getattr(ruleset, self.name)))
        except ValueError:
            return True

    def value(self) -> Any:
        """The JSON form of the edited value (ValueError for an unreadable uma list)."""
        if self.kind == "bool":
            return self.check.isChecked()
        if self.kind == "choice":
            return self.combo.currentData()
        if self.kind == "int":
            return self.spin.value()
        if self.kind == "set":
            out = []
            for i in range(self.list.count()):
                item = self.list.item(i)
                if item is not None and item.checkState() == Qt.CheckState.Checked:
                    out.append(str(item.data(Qt.ItemDataRole.UserRole)))
            return sorted(out)
        if self.kind == "uma":
            return [s.value() for s in self.uma_spins]
        return parse_uma_list(self.line.text())


_FIXED_KEYS = ("base", "name", "id", "assumed")


def _uma_problem(value: Any) -> str | None:
    """Which basic check one uma fails: "shape", "sum", "order", or None when it passes."""
    if (
        not isinstance(value, list | tuple)
        or len(value) != 4
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return "shape"
    if sum(value) != 0:
        return "sum"
    if list(value) != sorted(value, reverse=True):
        return "order"
    return None


def _steps(uma: Any) -> list[int]:
    return [uma[0] - uma[1], uma[1] - uma[2], uma[2] - uma[3]]


class RulesetEditor(Retranslating, QDialog):
    """Derive a custom ruleset from a preset, edit every field, save/load it, apply it."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._base = context.ruleset.base if context.ruleset.base in PRESETS else "ema"
        self._error: str | None = None
        self._error_field: str | None = None
        self._notice = ""
        self._ready = False
        #: the open "changes not applied" question, if any
        self.question: QMessageBox | None = None

        self.base_label = QLabel(self)
        self.base_combo = ChoiceComboBox(self)
        for preset in PRESETS.values():
            self.base_combo.addItem(labels.ruleset_name(preset), preset.id)
        self.base_combo.currentIndexChanged.connect(self._on_base)
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(200)
        self.name_edit.textChanged.connect(self._on_change)
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)

        form_host = QWidget(self)
        self.form = QFormLayout(form_host)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.editors: dict[str, FieldEditor] = {}
        self.field_labels: dict[str, QLabel] = {}
        for name in RULE_FIELDS:
            editor = FieldEditor(name, form_host, self._on_change)
            self.editors[name] = editor
            label = QLabel(form_host)
            self.field_labels[name] = label
            self.form.addRow(label, editor.row)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(form_host)
        self._form_host = form_host
        self._scroll = scroll

        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.load_button = QPushButton(self)
        self.load_button.clicked.connect(self._ask_load)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self._ask_save)
        self.apply_button = QPushButton(self)
        self.apply_button.clicked.connect(self.apply)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.base_label)
        top.addWidget(self.base_combo)
        top.addWidget(self.name_label)
        top.addWidget(self.name_edit, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.legend)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        plain_labels(self)  # names and notes are never read as markup
        self.retranslate_ui()
        self._ready = True
        self.set_ruleset(context.ruleset)
        # what "unapplied changes" are measured against: the app's ruleset as the editor opened
        self._clean = self._state()
        # the size the form needs (Qt would cap a first show at two thirds of the screen),
        # but never larger than the screen
        available = self.screen().availableGeometry()
        hint = self.sizeHint()
        self.resize(
            min(hint.width(), available.width() - 40), min(hint.height(), available.height() - 80)
        )

    @override
    def sizeHint(self) -> QSize:
        # wide enough that the form never scrolls sideways in any language
        return QSize(max(760, self._needed_width()), 680)

    def _needed_width(self) -> int:
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        return (
            self._form_host.sizeHint().width()
            + self._scroll.verticalScrollBar().sizeHint().width()
            + 2 * self._scroll.frameWidth()
            + margins.left()
            + margins.right()
        )

    @classmethod
    def edit(cls, context: AppContext, parent: QWidget | None = None) -> Ruleset | None:
        """Show the editor; the ruleset applied, or None when closed without applying.

        The editor lives for this call only: it is deleted once it has closed (with its
        question, its child), so opening it again never piles up hidden dialogs.
        """
        dialog = cls(context, parent)
        try:
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
        finally:
            dialog.deleteLater()
        return context.ruleset if accepted else None

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Custom ruleset"))
        self.base_label.setText(self.tr("Start from"))
        self.base_combo.setToolTip(
            self.tr("The preset whose rules you change; your changes are kept when you switch")
        )
        self.name_label.setText(self.tr("Name"))
        self.name_edit.setToolTip(self.tr("The name shown for this ruleset"))
        preset = find_ruleset(getattr(self, "_base", "ema"))
        if self.name_edit.text().strip() in _preset_names(preset):
            with QSignalBlocker(self.name_edit):  # the preset's name in the new language
                self.name_edit.setText(labels.ruleset_name(preset))
        self.legend.setText(
            self.tr(
                "A warning sign next to a value: the preset chose it rather than read it in a "
                "rule text. Point at the sign to read why."
            )
        )
        for name, editor in self.editors.items():
            self.field_labels[name].setText(labels.rule_field_label(name))
            self.field_labels[name].setToolTip(labels.rule_field_help(name))
            editor.retranslate()
        self.load_button.setText(self.tr("Load…"))
        self.load_button.setToolTip(self.tr("Read a custom ruleset from a JSON file"))
        self.save_button.setText(self.tr("Save…"))
        self.save_button.setToolTip(self.tr("Write this ruleset to a JSON file"))
        self.apply_button.setText(self.tr("Apply"))
        self.apply_button.setToolTip(self.tr("Use this ruleset everywhere in the app"))
        self.close_button.setText(self.tr("Close"))
        if self._ready:
            self._on_change()  # the error texts in the new language
        if self.isVisible():
            self._fit_width()  # texts of another length

    def _fit_width(self) -> None:
        """Grow to the form's width (never past the screen): no sideways scrolling."""
        self._form_host.adjustSize()
        available = self.screen().availableGeometry().width() - 40
        wanted = min(self._needed_width(), available)
        if self.width() < wanted:
            self.resize(wanted, self.height())

    @override
    def showEvent(self, event: QShowEvent) -> None:
        # the combo boxes' size hints are final only once shown: measure again just after
        super().showEvent(event)
        self.fit_on_screen()
        QTimer.singleShot(0, self._fit_width)

    def fit_on_screen(self) -> None:
        """Keep the whole dialog, its title bar included, on the screen: Qt centres it on the
        window, which on a 768 px screen put the title bar above the top of the screen."""
        from referee_app.views.widgets.screen_fit import fit_window

        fit_window(self)

    # --- state -----------------------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Show `ruleset` in the editor (its base preset, name and every value)."""
        self._base = ruleset.base
        with QSignalBlocker(self.base_combo):
            self.base_combo.setCurrentIndex(max(0, self.base_combo.findData(ruleset.base)))
        with QSignalBlocker(self.name_edit):
            # a preset's name in the interface language; a custom ruleset's as written
            self.name_edit.setText(labels.ruleset_name(ruleset))
        for name, editor in self.editors.items():
            editor.set_value(getattr(ruleset, name))
        self._notice = ""
        self._on_change()

    def _state(self) -> tuple[Any, ...]:
        """Everything the editor shows, to tell whether anything changed."""
        name = self.name_edit.text().strip()
        if name in _preset_names(find_ruleset(self._base)):
            name = ""  # the preset's own name, in whichever language: not a change
        return (self._base, name, tuple(editor.raw() for editor in self.editors.values()))

    def has_unapplied_changes(self) -> bool:
        return self._state() != self._clean

    def _on_base(self, _index: int) -> None:
        """Another preset to start from: its values, with the user's changes kept over them."""
        old = find_ruleset(self._base)
        new = find_ruleset(str(self.base_combo.currentData()))
        kept = {n: e.raw() for n, e in self.editors.items() if e.differs_from(old)}
        name = self.name_edit.text().strip()
        keep_name = name not in _preset_names(old)
        self.set_ruleset(new)
        for field, raw in kept.items():
            self.editors[field].set_raw(raw)
        if keep_name:
            with QSignalBlocker(self.name_edit):
                self.name_edit.setText(name)
        what = ([self.tr("Name")] if keep_name else []) + [labels.rule_field_label(n) for n in kept]
        self._notice = (
            fill(
                self.tr("Kept your changes over %1: %2"), labels.ruleset_name(new), ", ".join(what)
            )
            if what
            else ""
        )
        self._on_change()

    def overrides(self) -> dict[str, Any]:
        """The JSON of the fields that differ from the base preset (ValueError if unreadable)."""
        preset = find_ruleset(self._base)
        out: dict[str, Any] = {}
        for name, editor in self.editors.items():
            try:
                value = editor.value()
            except ValueError:
                raise ValueError(name) from None
            if value != _json_value(getattr(preset, name)):
                out[name] = value
        return out

    def current_ruleset(self) -> Ruleset:
        """The edited ruleset (EngineError or ValueError when a value is not allowed)."""
        preset = find_ruleset(self._base)
        overrides = self.overrides()
        name = self.name_edit.text().strip()
        if not overrides and name in _preset_names(preset):
            return preset
        if name in _preset_names(preset):
            name = f"{preset.name} (custom)"
        return make_ruleset(self._base, overrides, name=name)

    def _on_change(self, *_args: object) -> None:
        field: str | None = None
        message: str | None = None
        try:
            self.current_ruleset()
        except EngineError as exc:
            values = {n: e.value() for n, e in self.editors.items()}
            field, message = self.explain(exc, values)
        except ValueError as exc:
            field = str(exc)
            message = self.tr(
                "Write four numbers separated by / for each uma, and separate the options with ;"
            )
        self._error_field = field if field in self.editors else None
        for name, editor in self.editors.items():
            editor.set_error(message if name == self._error_field else None)
        if message is not None and field in RULE_FIELDS:
            message = f"{labels.rule_field_label(field)}: {message}"
        self._error = message
        self.status.setText("\n".join(t for t in (self._error, self._notice) if t))
        self.apply_button.setEnabled(self._error is None)
        self.save_button.setEnabled(self._error is None)
        self._update_marks()

    def error_field(self) -> str | None:
        """The field whose value is at fault now (its message shows under it), if any."""
        return self._error_field

    # --- explaining the engine's refusals ----------------------------------------------------

    def explain(self, exc: EngineError, values: Mapping[str, Any]) -> tuple[str | None, str]:
        """The field at fault and what is wrong with it, in words, for an engine error.

        `values` holds the JSON value of every rule field as it was checked (the editor's, or a
        file's over its base preset). The engine names the field it checked; the values tell
        which check failed (an uma that does not add up to zero, one that does not fall, steps
        that are not equal for a chombo counted in uma steps, a return below the start...).
        """
        details = exc.details
        if exc.code == ErrorCode.UNKNOWN_RULESET:
            return "base", fill(
                self.tr("There is no preset “%1” to start from; the presets are: %2."),
                str(details.get("ruleset", "")),
                ", ".join(PRESETS),
            )
        field = str(details.get("field", ""))
        if exc.code != ErrorCode.INVALID_RULESET:
            return None, labels.error_label(str(exc.code), details)
        if field == "base":
            return field, self.tr("“base” must name the preset the ruleset starts from.")
        if field == "name":
            return field, self.tr("The name must be a text of at most 200 characters.")
        if not field:
            return None, self.tr("A ruleset is a preset id or an object with a “base” preset id.")
        if field not in RULE_FIELDS:
            return None, fill(
                self.tr("“%1” is not a rule this app knows; check its spelling."), field
            )
        value = values.get(field)
        if "low" in details and "high" in details:
            return field, fill(
                self.tr("Use a whole number from %1 to %2."),
                str(details["low"]),
                str(details["high"]),
            )
        if isinstance(details.get("allowed"), list):
            return field, fill(
                self.tr("Use one of: %1."), ", ".join(str(v) for v in details["allowed"])
            )
        hint = _HINTS[field]
        if hint is bool:
            return field, self.tr("Use true or false.")
        if hint is int:
            if field == "return_points":
                start, ret = values.get("start_points"), values.get("return_points")
                if isinstance(start, int) and isinstance(ret, int) and ret < start:
                    return field, fill(
                        self.tr(
                            "The return (%1) must not be below the start points (%2): "
                            "the oka would be negative."
                        ),
                        str(ret),
                        str(start),
                    )
            return field, self.tr("Use a whole number.")
        if get_origin(hint) is frozenset:
            return field, self._explain_ids(field, value)
        if field in ("uma", "uma_alternatives"):
            return self._explain_uma(field, values)
        return field, labels.error_label(str(exc.code), details)  # pragma: no cover

    def _explain_ids(self, field: str, value: Any) -> str:
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            return self.tr("Use a list of ids.")
        allowed = allowed_ids(field)
        yaku = {str(y) for y in YakuId}
        not_here = [v for v in value if v not in allowed and v in yaku]
        unknown = [v for v in value if v not in allowed and v not in yaku]
        if unknown:
            return fill(self.tr("Unknown ids: %1."), ", ".join(unknown))
        if not not_here:  # pragma: no cover - the engine refuses a list for one of these
            return self.tr("Use a list of ids.")
        return fill(
            self.tr("These cannot be in this list: %1."),
            ", ".join(labels.yaku_full_name(v) for v in not_here),
        )

    def _explain_uma(self, field: str, values: Mapping[str, Any]) -> tuple[str, str]:
        """Which uma is wrong and why; the chombo-in-uma-steps check names the uma it fails."""
        umas: list[tuple[str, int, Any]] = [("uma", 0, values.get("uma"))]
        alternatives = values.get("uma_alternatives")
        if isinstance(alternatives, list | tuple):
            umas += [("uma_alternatives", i + 1, v) for i, v in enumerate(alternatives)]
        elif field == "uma_alternatives":
            return field, self.tr("Use a list of umas, each four whole numbers.")
        problems = {
            "shape": self.tr("Write four whole numbers."),
            "sum": self.tr("The four values must add up to zero; these add up to %1."),
            "order": self.tr("The values must fall from first place to fourth."),
        }
        steps_of = values.get("chombo_uma_steps")
        for where, number, uma in umas:
            problem = _uma_problem(uma)
            text: str | None = None
            if problem is not None:
                text = fill(problems[problem], str(sum(uma)) if problem == "sum" else "")
            elif isinstance(steps_of, int) and steps_of > 0 and len(set(_steps(uma))) != 1:
                text = fill(
                    self.tr(
                        "With “%1” above zero, each uma needs equal steps between the places "
                        "(like 15000/5000/-5000/-15000); these steps are %2."
                    ),
                    labels.rule_field_label("chombo_uma_steps"),
                    ", ".join(str(s) for s in _steps(uma)),
                )
            if text is not None:
                if where == "uma_alternatives":
                    text = fill(self.tr("Option %1: %2"), str(number), text)
                return where, text
        return field, labels.error_label(ErrorCode.INVALID_RULESET, {"field": field})

    def _update_marks(self) -> None:
        preset = find_ruleset(self._base) if self._base in PRESETS else None
        for name, editor in self.editors.items():
            note = None
            if preset is not None and not editor.differs_from(preset):
                note = labels.ruleset_assumed_note(preset, name)
            editor.set_assumed(note)

    def assumed_fields(self) -> list[str]:
        """Fields now showing the assumed mark."""
        return [n for n, e in self.editors.items() if e.assumed]

    # --- closing -----------------------------------------------------------------------------

    def unapplied_box(self) -> QMessageBox:
        """The question asked when the editor closes with changes not applied."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Custom ruleset"))
        box.setText(self.tr("Your changes to the ruleset are not applied yet."))
        box.setStandardButtons(
            QMessageBox.StandardButton.Apply
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        apply = box.button(QMessageBox.StandardButton.Apply)
        if apply is not None:
            apply.setText(self.tr("Apply"))
            apply.setEnabled(self._error is None)
        discard = box.button(QMessageBox.StandardButton.Discard)
        if discard is not None:
            discard.setText(self.tr("Discard"))
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(self.tr("Keep editing"))
        if self._error is None:
            box.setInformativeText(self.tr("Apply them, discard them, or keep editing?"))
        else:
            box.setInformativeText(
                fill(self.tr("They cannot be applied as they are: %1"), self._error)
            )
        return box

    def ask_unapplied(self) -> QMessageBox:
        """Ask what to do with unapplied changes: Apply, Discard or Cancel (keep editing).

        The question is window-modal and does not block (`QMessageBox.open`): the answer
        arrives in `answer_unapplied` once the question has closed. While it is open, closing
        again does not ask twice.

        Lifetimes: the question is the editor's child and only the editor's bound method
        listens to it (no closure holds the box: a box kept alive by a slot on its own signal
        crashed when it was deleted). Its answer is read after it has finished, outside its
        own click handling, and it is then deleted; the editor closes only after that.
        """
        if self.question is not None:
            return self.question
        box = plain_box(self.unapplied_box())
        self.question = box
        box.finished.connect(self._question_closed)
        box.open()
        return box

    def _question_closed(self, _result: int) -> None:
        box, self.question = self.question, None
        if box is None:
            return
        button = box.clickedButton()
        answer = (
            box.standardButton(button)
            if button is not None
            else QMessageBox.StandardButton.Cancel  # closed without a button: keep editing
        )
        box.finished.disconnect(self._question_closed)
        box.deleteLater()
        self.answer_unapplied(answer)

    def answer_unapplied(self, answer: QMessageBox.StandardButton) -> None:
        """Apply (closes when the ruleset is valid), Discard (closes) or anything else (stay)."""
        if answer == QMessageBox.StandardButton.Apply:
            self.apply()
        elif answer == QMessageBox.StandardButton.Discard:
            super().reject()

    @override
    def reject(self) -> None:
        # Close, Esc and the window's close button all come here
        if self.has_unapplied_changes():
            self.ask_unapplied()
            return
        super().reject()

    # --- files -----------------------------------------------------------------------------

    def save_file(self, path: Path) -> bool:
        """Save the edited ruleset atomically (the file is always the old or the new one)."""
        try:
            data = ruleset_to_overrides(self.current_ruleset())
            text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
            safe_files.write_bytes_atomic(path, text.encode("utf-8"))
        except UnicodeEncodeError:  # a lone surrogate typed or pasted into the name
            message = self.tr("the name holds a character that cannot be saved")
        except OSError as exc:
            message = exc.strerror or str(exc)
        except (EngineError, ValueError) as exc:
            message = exc.message if isinstance(exc, EngineError) else str(exc)
        else:
            self.status.setText(fill(self.tr("Saved to %1"), str(path)))
            return True
        self.status.setText(fill(self.tr("Could not save the ruleset: %1"), message))
        return False

    def _read_error(self, exc: safe_files.UnsafeFileError) -> str:
        reason = exc.reason
        if reason is safe_files.Reason.NOT_FOUND:
            return self.tr("the file does not exist")
        if reason is safe_files.Reason.FOLDER:
            return self.tr("it is a folder")
        if reason in (safe_files.Reason.NOT_REGULAR, safe_files.Reason.SYMLINK):
            return self.tr("it is not an ordinary file")
        if reason is safe_files.Reason.TOO_LARGE:
            return self.tr("the file is too large to be a ruleset")
        return exc.detail

    def _json_error(self, exc: strict_json.StrictJsonError) -> str:
        problem = exc.problem
        if problem == "not_utf8":
            return self.tr("the file is not text (UTF-8)")
        if problem == "not_json":
            return fill(
                self.tr("not valid JSON (line %1, column %2)"), str(exc.line), str(exc.column)
            )
        if problem == "too_deep":
            return self.tr("it is nested too deeply to be a ruleset")
        if problem == "duplicate_key":
            return fill(self.tr("it names the key “%1” twice"), exc.field[:80])
        if problem in ("not_finite", "number_too_large"):
            return self.tr("it holds a number far out of range")
        if problem == "too_large":
            return self.tr("the file is too large to be a ruleset")
        return self.tr("a ruleset file holds one JSON object")

    def load_file(self, path: Path) -> bool:
        """Load a ruleset file; on any problem say what is wrong and change nothing.

        Only an ordinary file is read (a pipe or ``/dev/zero`` named ``x.json`` is refused at
        once), its size capped before reading, its JSON read strictly with a depth limit."""
        obj: dict[str, Any] = {}
        try:
            data = safe_files.read_regular_file(path, max_bytes=MAX_FILE_BYTES)
            obj = strict_json.parse_json_bytes(data, max_bytes=MAX_FILE_BYTES, max_depth=MAX_DEPTH)
            if "base" not in obj:
                raise ValueError(self.tr("the file does not name its base preset ('base')"))
            ruleset = ruleset_from_json(obj)
        except safe_files.UnsafeFileError as exc:
            message = self._read_error(exc)
        except strict_json.StrictJsonError as exc:
            message = self._json_error(exc)
        except EngineError as exc:
            message = self._explain_file(exc, obj)
        except (ValueError, TypeError, RecursionError) as exc:
            message = (
                str(exc)
                if isinstance(exc, ValueError)
                else self.tr("a ruleset file holds one JSON object")
            )
        else:
            self.set_ruleset(ruleset)
            self.status.setText(fill(self.tr("Loaded %1"), path.name))
            return True
        self.status.setText(fill(self.tr("Could not load %1: %2"), path.name, message))
        return False

    def _explain_file(self, exc: EngineError, obj: Mapping[str, Any]) -> str:
        """What is wrong with a ruleset file, naming the field at fault."""
        values: dict[str, Any] = {}
        base = obj.get("base")
        if isinstance(base, str) and base in PRESETS:
            values = PRESETS[base].to_json()
        values.update({k: v for k, v in obj.items() if k not in _FIXED_KEYS})
        field, message = self.explain(exc, values)
        if field in RULE_FIELDS:
            return f"{labels.rule_field_label(field)}: {message}"
        return message

    def _ask_load(self) -> None:
        name, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Load ruleset"), "", self.tr("Ruleset (*.json)")
        )
        if name:
            self.load_file(Path(name))

    def _ask_save(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save ruleset"), "ruleset.json", self.tr("Ruleset (*.json)")
        )
        if name:
            self.save_file(Path(name))

    def apply(self) -> bool:
        """Make the edited ruleset the app's ruleset."""
        try:
            ruleset = self.current_ruleset()
        except (EngineError, ValueError):
            return False
        self.context.set_ruleset(ruleset)
        self.status.setText(fill(self.tr("Applied: %1"), labels.ruleset_name(ruleset)))
        self.accept()
        return True


def _preset_names(preset: Ruleset) -> tuple[str, ...]:
    """What the name field may hold and still mean the preset itself: nothing, the preset's
    name in any language ("RRC (Российское риичи-сообщество) v1.5"), or the default name a
    custom ruleset based on it gets."""
    return ("", *names_in_all_languages(preset.name), f"{preset.name} (custom)")


__all__ = ["RulesetEditor", "format_uma_list", "parse_uma_list"]
