"""The custom ruleset editor: start from a preset, change any rule, save/load JSON, apply.

Every field of `engine.rulesets.RULE_FIELDS` gets an editor that fits its type: a checkbox
(yes/no), a combo box of the allowed values (Literal fields), a spin box (numbers), four spin
boxes (uma), a text line (uma alternatives, "15000/5000/-5000/-15000; ...") or a checklist
(sets of yaku or abortive-draw ids). A value the preset chose rather than read in a rule text
carries the "assumed" mark (⚠, the note as its tooltip) until it is changed.

Files hold the engine's custom-ruleset JSON (``{"base": "ema", "name": ..., field: value}``,
`engine.rulesets.ruleset_to_overrides`); loading checks it with `ruleset_from_json`, and a bad
file gives a clear message and changes nothing. "Apply" makes it the app's ruleset
(`AppContext.set_ruleset`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal, get_args, get_origin, get_type_hints

from PySide6.QtCore import QEvent, QMargins, QSignalBlocker, QSize, Qt
from PySide6.QtWidgets import (
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
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.errors import EngineError
from engine.ids import AbortiveReason
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
from referee_app import labels
from referee_app.compat import override
from referee_app.context import AppContext
from referee_app.rules_content import LIMIT_YAKU

_HINTS = get_type_hints(Ruleset)
MAX_FILE_BYTES = 1_000_000

# (minimum, maximum, step) of number fields; others use `_DEFAULT_RANGE`.
#: the spin boxes' step (the ranges are the engine's, `int_range`); others step by 100 points
_STEPS: dict[str, int] = {
    "ryanhan_honba": 1,
    "double_wind_pair_fu": 2,
    "riichi_min_wall_tiles": 1,
    "chombo_uma_steps": 1,
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
            self.spin = QSpinBox(parent)
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
            self.list.setMaximumHeight(min(160, 22 * len(ids) + 8))
            self.list.itemChanged.connect(on_change)
            self.widget = self.list
        elif name == "uma":
            self.kind = "uma"
            self.widget = QWidget(parent)
            row = QHBoxLayout(self.widget)
            row.setContentsMargins(0, 0, 0, 0)
            self.uma_spins = []
            for _ in range(4):
                spin = QSpinBox(self.widget)
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
        self.mark = QLabel(parent)
        self.mark.setStyleSheet("color: #a05a00;")

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


class RulesetEditor(QDialog):
    """Derive a custom ruleset from a preset, edit every field, save/load it, apply it."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._base = context.ruleset.base if context.ruleset.base in PRESETS else "ema"
        self._error: str | None = None

        self.base_label = QLabel(self)
        self.base_combo = QComboBox(self)
        for preset in PRESETS.values():
            self.base_combo.addItem(preset.name, preset.id)
        self.base_combo.currentIndexChanged.connect(self._on_base)
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(200)
        self.name_edit.textChanged.connect(self._on_change)

        form_host = QWidget(self)
        self.form = QFormLayout(form_host)
        self.editors: dict[str, FieldEditor] = {}
        self.field_labels: dict[str, QLabel] = {}
        for name in RULE_FIELDS:
            editor = FieldEditor(name, form_host, self._on_change)
            self.editors[name] = editor
            label = QLabel(form_host)
            self.field_labels[name] = label
            row = QWidget(form_host)
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            row_layout.addWidget(editor.widget, 1)
            row_layout.addWidget(editor.mark)
            self.form.addRow(label, row)
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
        layout.addWidget(scroll, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        self.retranslate_ui()
        self.set_ruleset(context.ruleset)
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
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        form = (
            self._form_host.sizeHint().width()
            + self._scroll.verticalScrollBar().sizeHint().width()
            + 2 * self._scroll.frameWidth()
            + margins.left()
            + margins.right()
        )
        return QSize(max(760, form), 680)

    @classmethod
    def edit(cls, context: AppContext, parent: QWidget | None = None) -> Ruleset | None:
        """Show the editor; the ruleset applied, or None when closed without applying."""
        dialog = cls(context, parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return context.ruleset
        return None

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Custom ruleset"))
        self.base_label.setText(self.tr("Start from"))
        self.base_combo.setToolTip(self.tr("The preset whose rules you change"))
        self.name_label.setText(self.tr("Name"))
        self.name_edit.setToolTip(self.tr("The name shown for this ruleset"))
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
        self._update_marks()

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- state -----------------------------------------------------------------------------

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """Show `ruleset` in the editor (its base preset, name and every value)."""
        self._base = ruleset.base
        with QSignalBlocker(self.base_combo):
            self.base_combo.setCurrentIndex(max(0, self.base_combo.findData(ruleset.base)))
        with QSignalBlocker(self.name_edit):
            self.name_edit.setText(ruleset.name)
        for name, editor in self.editors.items():
            editor.set_value(getattr(ruleset, name))
        self._on_change()

    def _on_base(self, _index: int) -> None:
        base = str(self.base_combo.currentData())
        self.set_ruleset(find_ruleset(base))

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
        if not overrides and name in ("", preset.name):
            return preset
        if name in ("", preset.name):
            name = f"{preset.name} (custom)"
        return make_ruleset(self._base, overrides, name=name)

    def _on_change(self, *_args: object) -> None:
        try:
            self.current_ruleset()
        except EngineError as exc:
            field = str(exc.details.get("field", ""))
            self._error = labels.error_label(str(exc.code), exc.details)
            if field in RULE_FIELDS:
                self._error = f"{labels.rule_field_label(field)}: {self._error}"
        except ValueError as exc:
            self._error = self.tr("%1: write four numbers separated by / for each uma").replace(
                "%1", labels.rule_field_label(str(exc))
            )
        else:
            self._error = None
        self.status.setText(self._error or "")
        self.apply_button.setEnabled(self._error is None)
        self.save_button.setEnabled(self._error is None)
        self._update_marks()

    def _update_marks(self) -> None:
        preset = find_ruleset(self._base) if self._base in PRESETS else None
        for name, editor in self.editors.items():
            note = None
            if preset is not None:
                try:
                    unchanged = editor.value() == _json_value(getattr(preset, name))
                except ValueError:
                    unchanged = False
                if unchanged:
                    note = labels.ruleset_assumed_note(preset, name)
            editor.mark.setText(f"⚠ {labels.assumed_mark()}" if note else "")
            editor.mark.setToolTip(note or "")

    def assumed_fields(self) -> list[str]:
        """Fields now showing the assumed mark."""
        return [n for n, e in self.editors.items() if e.mark.text()]

    # --- files -----------------------------------------------------------------------------

    def save_file(self, path: Path) -> bool:
        try:
            data = ruleset_to_overrides(self.current_ruleset())
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", "utf-8")
        except (EngineError, ValueError, OSError) as exc:
            self.status.setText(self.tr("Could not save the ruleset: %1").replace("%1", str(exc)))
            return False
        self.status.setText(self.tr("Saved to %1").replace("%1", str(path)))
        return True

    def load_file(self, path: Path) -> bool:
        """Load a ruleset file; on any problem say what is wrong and change nothing."""
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise ValueError(self.tr("the file is too large to be a ruleset"))
            obj = json.loads(path.read_text("utf-8"))
            if not isinstance(obj, dict):
                raise ValueError(self.tr("a ruleset file holds one JSON object"))
            if "base" not in obj:
                raise ValueError(self.tr("the file does not name its base preset ('base')"))
            ruleset = ruleset_from_json(obj)
        except OSError as exc:
            message = exc.strerror or str(exc)
        except UnicodeDecodeError:
            message = self.tr("the file is not text (UTF-8)")
        except json.JSONDecodeError as exc:
            message = (
                self.tr("not valid JSON (line %1, column %2)")
                .replace("%1", str(exc.lineno))
                .replace("%2", str(exc.colno))
            )
        except EngineError as exc:
            message = labels.error_label(str(exc.code), exc.details)
            field = str(exc.details.get("field", ""))
            if field in RULE_FIELDS:
                message = f"{labels.rule_field_label(field)}: {message}"
            elif field:
                message = f"{field}: {message}"
        except ValueError as exc:
            message = str(exc)
        else:
            self.set_ruleset(ruleset)
            self.status.setText(self.tr("Loaded %1").replace("%1", path.name))
            return True
        self.status.setText(
            self.tr("Could not load %1: %2").replace("%1", path.name).replace("%2", message)
        )
        return False

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
        self.status.setText(self.tr("Applied: %1").replace("%1", ruleset.name))
        self.accept()
        return True


__all__ = ["RulesetEditor", "format_uma_list", "parse_uma_list"]
