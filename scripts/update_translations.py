"""Update the translation sources and compile them.

    python scripts/update_translations.py            # lupdate + lrelease
    python scripts/update_translations.py --check    # fail if a .ts is stale or incomplete

1. ``pyside6-lupdate`` reads every ``referee_app/**/*.py`` and merges the messages into
   ``translations/referee_ru.ts`` and ``translations/referee_uk.ts``: translations already made
   are kept, messages no longer in the code are dropped (``-no-obsolete``). Source locations
   are not written (``-locations none``), so the files change only when messages change.
2. ``pyside6-lrelease`` compiles them to ``resources/translations/referee_<code>.qm``, plus
   ``referee_en.qm`` with the English plural forms (``EN_PLURALS``). The ``.qm`` files are
   committed, so a plain ``pip install .`` ships every language; ``--check`` fails when they
   are not exactly what the ``.ts`` files compile to.

``--check`` changes nothing: it runs lupdate on copies and fails (exit status 1) if the
committed ``.ts`` files lack a message from the code or hold one the code no longer has, or if
any message is unfinished, empty, obsolete, or its placeholders (``%1``, ``%n``) differ from
the English source, or if an English source says ``{name}``: the app has one placeholder
style, ``%1`` filled by ``support.placeholders.fill`` (a translator's typo in ``{name}`` made
``str.format`` raise). CI runs it; a failure lists each problem.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee_app.text.i18n import PLURAL_FORMS, TS_LOCALES  # noqa: E402  (the one language list)

#: The translated languages and each one's .ts locale (English is the source language).
LANGUAGES: dict[str, str] = TS_LOCALES
#: Plural forms Qt expects per language (Russian and Ukrainian: one / few / many).
NUMERUS_FORMS: dict[str, int] = PLURAL_FORMS
TS_DIR = ROOT / "translations"
QM_DIR = ROOT / "resources" / "translations"
SOURCE_DIRS = ("referee_app",)

_PLACEHOLDER = re.compile(r"%(?:n|L?\d+)|\{[A-Za-z_][A-Za-z0-9_]*\}")
#: a ``str.format`` placeholder, refused in an English source (use ``%1``)
_NAMED_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")


def ts_path(code: str, ts_dir: Path = TS_DIR) -> Path:
    return ts_dir / f"referee_{code}.ts"


def source_files(root: Path = ROOT) -> list[Path]:
    files: list[Path] = []
    for folder in SOURCE_DIRS:
        files.extend(sorted((root / folder).rglob("*.py")))
    return files


def _tool(name: str) -> list[str]:
    """The command that runs a PySide6 tool (``lupdate``, ``lrelease``) from this Python."""
    import PySide6

    package = Path(PySide6.__file__).parent
    for candidate in (package / name, package / f"{name}.exe"):
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which(f"pyside6-{name}")
    if found:
        return [found]
    raise SystemExit(f"pyside6-{name} not found: install PySide6-Essentials")


# --- messages behind translate wrappers ---
#
# lupdate reads calls of tr(), translate() and QT_TRANSLATE_NOOP() with literal strings. Many
# modules use a small wrapper instead::
#
#     def _tr(text: str) -> str:
#         return QCoreApplication.translate("HandView", text)
#
# whose calls (``_tr("Seat wind")``) lupdate cannot see. We find such wrappers with `ast`
# (a module-level function returning ``QCoreApplication.translate(<context>, <its first
# parameter>, ...)``, the context a string or a module constant) and every call of them with a
# literal string, and hand lupdate a generated file that spells those calls out.


@dataclass(frozen=True, slots=True)
class WrappedMessage:
    context: str
    source: str
    plural: bool


def _str_constants(tree: ast.Module) -> dict[str, str]:
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                for target in targets:
                    if isinstance(target, ast.Name):
                        out[target.id] = value.value
    return out


def _wrapper_context(func: ast.FunctionDef, constants: dict[str, str]) -> str | None:
    """The context if `func` is ``return QCoreApplication.translate(ctx, <first param>...)``."""
    if not func.args.args:
        return None
    param = func.args.args[0].arg
    for node in ast.walk(func):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if node.func.attr != "translate" or len(node.args) < 2:
            continue
        ctx_node, text_node = node.args[0], node.args[1]
        # str(text) is also accepted as the forwarded parameter.
        if isinstance(text_node, ast.Call) and text_node.args:
            text_node = text_node.args[0]
        if not (isinstance(text_node, ast.Name) and text_node.id == param):
            continue
        if isinstance(ctx_node, ast.Constant) and isinstance(ctx_node.value, str):
            return ctx_node.value
        if isinstance(ctx_node, ast.Name) and ctx_node.id in constants:
            return constants[ctx_node.id]
    return None


def wrapped_messages(path: Path) -> list[WrappedMessage]:
    """Literal calls of this module's translate wrappers."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = _str_constants(tree)
    wrappers: dict[str, str] = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef):
            context = _wrapper_context(stmt, constants)
            if context is not None:
                wrappers[stmt.name] = context
    found: list[WrappedMessage] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in wrappers
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            plural = len(node.args) > 1 or any(k.arg == "n" for k in node.keywords)
            found.append(WrappedMessage(wrappers[node.func.id], node.args[0].value, plural))
    return found


def engine_notes(root: Path = ROOT) -> list[WrappedMessage]:
    """The presets' "assumed" notes (engine/rulesets.py): English text the app translates.

    `labels.assumed_note_label` translates a note by its exact English text in context
    ``labels``; declaring them here keeps the engine free of Qt and the list in one place.
    """
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from engine.rulesets import PRESETS

    notes: list[WrappedMessage] = []
    for preset in PRESETS.values():
        for _field, note in preset.assumed:
            message = WrappedMessage("labels", note, plural=False)
            if message not in notes:
                notes.append(message)
    return notes


def write_wrapper_stub(files: list[Path], stub: Path, root: Path = ROOT) -> int:
    """Write the wrapped messages and engine notes as plain translate() calls for lupdate."""
    seen: set[WrappedMessage] = set()
    lines = ["from PySide6.QtCore import QCoreApplication", "n = 1"]
    messages = [m for path in files for m in wrapped_messages(path)] + engine_notes(root)
    for m in messages:
        if m in seen:
            continue
        seen.add(m)
        args = f"{m.context!r}, {m.source!r}" + (", None, n" if m.plural else "")
        lines.append(f"QCoreApplication.translate({args})")
    stub.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(seen)


def plural_calls(files: list[Path]) -> set[tuple[str, str]]:
    """(context, source) of every ``translate(ctx, "...", disambiguation, n)`` call.

    Some lupdate versions (PySide6 6.11) do not mark these as plural messages when reading
    Python; `run_lupdate` restores the plural form afterwards.
    """
    found: set[tuple[str, str]] = set()
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _str_constants(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name != "translate":
                continue
            if len(node.args) < 4 and not any(k.arg == "n" for k in node.keywords):
                continue
            ctx, text = node.args[0], node.args[1]
            context = (
                ctx.value
                if isinstance(ctx, ast.Constant) and isinstance(ctx.value, str)
                else constants.get(ctx.id)
                if isinstance(ctx, ast.Name)
                else None
            )
            if context and isinstance(text, ast.Constant) and isinstance(text.value, str):
                found.add((context, text.value))
        found.update((m.context, m.source) for m in wrapped_messages(path) if m.plural)
    return found


def _numerus_translations(ts: Path) -> dict[tuple[str, str], tuple[list[str], bool]]:
    """Plural translations of a .ts: (context, source) -> (forms, finished)."""
    out: dict[tuple[str, str], tuple[list[str], bool]] = {}
    if not ts.exists():
        return out
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") != "yes" or translation is None:
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            finished = translation.get("type") is None and all(forms)
            out[(name, message.findtext("source") or "")] = (forms, finished)
    return out


def _restore_plurals(
    ts: Path, plural: set[tuple[str, str]], before: dict[tuple[str, str], tuple[list[str], bool]]
) -> None:
    """Mark plural calls as numerus messages again, with the translations they had."""
    tree = ET.parse(ts)
    code = ts.stem.removeprefix("referee_")
    count = NUMERUS_FORMS.get(code, 3)
    changed = False
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            translation = message.find("translation")
            if key not in plural or message.get("numerus") == "yes" or translation is None:
                continue
            changed = True
            message.set("numerus", "yes")
            forms, finished = before.get(key, ([translation.text or ""] * count, False))
            translation.text = None
            for child in list(translation):
                translation.remove(child)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
            if finished:
                translation.attrib.pop("type", None)
            else:
                translation.set("type", "unfinished")
    if changed:
        body = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
            encoding="utf-8",
        )


def run_lupdate(ts_files: list[Path], root: Path = ROOT) -> None:
    files = source_files(root)
    plural = plural_calls(files)
    with tempfile.TemporaryDirectory() as tmp:
        stub = Path(tmp) / "wrapped_messages.py"
        write_wrapper_stub(files, stub, root)
        sources = [str(p) for p in files] + [str(stub)]
        for ts in ts_files:
            code = ts.stem.removeprefix("referee_")
            before = _numerus_translations(ts)
            cmd = [*_tool("lupdate"), *sources, "-ts", str(ts), "-no-obsolete"]
            cmd += ["-locations", "none"]
            if not ts.exists():
                cmd += ["-target-language", LANGUAGES.get(code, code)]
            subprocess.run(cmd, check=True, capture_output=True, text=True)
            _restore_plurals(ts, plural, before)


def run_lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    cmd = [*_tool("lrelease"), str(ts), "-qm", str(qm)]
    subprocess.run(cmd, check=True, capture_output=True, text=True)


# --- reading .ts files ---


@dataclass(frozen=True, slots=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]  # one, or one per plural form
    kind: str  # "" (finished), "unfinished", "obsolete", "vanished"

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def read_ts(path: Path) -> list[Message]:
    tree = ET.parse(path)
    out: list[Message] = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ("",)
                kind = "unfinished"
            else:
                if numerus:
                    texts = tuple(f.text or "" for f in translation.iter("numerusform"))
                else:
                    texts = (translation.text or "",)
                kind = translation.get("type", "")
            out.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=numerus,
                    translations=texts,
                    kind=kind,
                )
            )
    return out


def placeholders(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def problems(path: Path, code: str) -> list[str]:
    """Every unfinished, empty, obsolete or mismatched message of one .ts file."""
    found: list[str] = []
    for m in read_ts(path):
        where = f"{path.name} [{m.context}] {m.source!r}"
        if m.kind in {"obsolete", "vanished"}:
            found.append(f"{where}: obsolete")
            continue
        if m.kind == "unfinished":
            found.append(f"{where}: unfinished")
        if any(not t.strip() for t in m.translations):
            found.append(f"{where}: empty translation")
        if m.numerus and len(m.translations) != NUMERUS_FORMS.get(code, 3):
            found.append(f"{where}: {len(m.translations)} plural forms")
        named = sorted(set(_NAMED_PLACEHOLDER.findall(m.source)))
        if named:
            found.append(f"{where}: placeholders {named} in braces (use %1, %2…)")
        expected = placeholders(m.source)
        if m.numerus:
            expected.discard("%n")
        for t in m.translations:
            got = placeholders(t)
            if m.numerus:
                got.discard("%n")
            if t.strip() and got != expected:
                found.append(f"{where}: placeholders {sorted(got)} != {sorted(expected)}")
    return found


def stale(committed: Path, fresh: Path) -> list[str]:
    """Messages present in one of the two files and not the other."""
    old = {m.key for m in read_ts(committed)}
    new = {m.key for m in read_ts(fresh)}
    out = [f"{committed.name}: new message {k[0]}: {k[1]!r}" for k in sorted(new - old)]
    out += [
        f"{committed.name}: message gone from the code {k[0]}: {k[1]!r}" for k in sorted(old - new)
    ]
    return out


#: English singular and plural of every plural message (English is the source language, but
#: "%n tiles" needs "1 tile"): compiled into resources/translations/referee_en.qm, which the app
#: loads for English. `--check` fails on a plural message missing here.
EN_PLURALS: dict[str, tuple[str, str]] = {
    # a number and its unit never break apart: a no-break space between them
    "%n tiles": ("%n\N{NO-BREAK SPACE}tile", "%n\N{NO-BREAK SPACE}tiles"),
    "%n min": ("%n\N{NO-BREAK SPACE}min", "%n\N{NO-BREAK SPACE}min"),
    "%n more tile(s) needed": ("%n more tile needed", "%n more tiles needed"),
    "%n value(s) in this ruleset were chosen, not read in a rule text.": (
        "%n value in this ruleset was chosen, not read in a rule text.",
        "%n values in this ruleset were chosen, not read in a rule text.",
    ),
    "%n uma steps": ("%n\N{NO-BREAK SPACE}uma step", "%n\N{NO-BREAK SPACE}uma steps"),
    **{
        unit: (unit.replace(" ", "\N{NO-BREAK SPACE}"),) * 2
        for unit in ("%n han", "%n fu", "%n honba")
    },
    "Discard the %n pending hand(s)? They are kept in the corrections journal.": (
        "Discard the %n pending hand? It is kept in the corrections journal.",
        "Discard the %n pending hands? They are kept in the corrections journal.",
    ),
    "%n ruling(s)": ("%n ruling", "%n rulings"),
    "%n later hand(s) settled again": (
        "%n later hand settled again",
        "%n later hands settled again",
    ),
    "%1 (%n ruling(s))": ("%1 (%n ruling)", "%1 (%n rulings)"),
    "Close this session of %n ruling(s) and start a new one? The closed session stays "
    "readable under Session.": (
        "Close this session of %n ruling and start a new one? The closed session stays "
        "readable under Session.",
        "Close this session of %n rulings and start a new one? The closed session stays "
        "readable under Session.",
    ),
    "Start a new game? The record of %n hand(s) played is cleared.": (
        "Start a new game? The record of %n hand played is cleared.",
        "Start a new game? The record of %n hands played is cleared.",
    ),
    **{
        same: (same, same)
        for same in (
            "%n assumed",
            "%n× yakuman",
            "%n found",
            "%n left",
            "Red fives: %n",
            "Ura-dora: %n",
            "Dora: %n",
        )
    },
}


def english_plural_ts(source_ts: Path, out: Path) -> list[str]:
    """Write the English plural-forms .ts (from the plural messages of `source_ts`)."""
    missing: list[str] = []
    root = ET.Element("TS", version="2.1", language="en_US", sourcelanguage="en_US")
    for (context, source), _ in sorted(_numerus_translations(source_ts).items()):
        forms = EN_PLURALS.get(source)
        if forms is None:
            missing.append(f"no English plural forms for {context}: {source!r} (EN_PLURALS)")
            continue
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = context
        message = ET.SubElement(ctx, "message", numerus="yes")
        ET.SubElement(message, "source").text = source
        translation = ET.SubElement(message, "translation")
        for form in forms:
            ET.SubElement(translation, "numerusform").text = form
    body = ET.tostring(root, encoding="unicode")
    out.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", "utf-8")
    return missing


def compile_all(qm_dir: Path) -> list[str]:
    """Compile ru, uk and the English plural forms into `qm_dir`; return problems."""
    qm_dir.mkdir(parents=True, exist_ok=True)
    for code in LANGUAGES:
        run_lrelease(ts_path(code), qm_dir / f"referee_{code}.qm")
    with tempfile.TemporaryDirectory() as tmp:
        en_ts = Path(tmp) / "referee_en.ts"
        missing = english_plural_ts(ts_path("ru"), en_ts)
        run_lrelease(en_ts, qm_dir / "referee_en.qm")
    return missing


def stale_qm(qm_dir: Path = QM_DIR) -> list[str]:
    """The committed .qm files must be exactly what the .ts files compile to."""
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        fresh_dir = Path(tmp)
        found += compile_all(fresh_dir)
        for fresh in sorted(fresh_dir.glob("*.qm")):
            committed = qm_dir / fresh.name
            if not committed.is_file() or committed.read_bytes() != fresh.read_bytes():
                found.append(
                    f"{committed.relative_to(ROOT)} is not what the .ts files compile to:"
                    " run scripts/update_translations.py and commit the .qm files"
                )
    return found


def check() -> list[str]:
    found: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for code in LANGUAGES:
            committed = ts_path(code)
            if not committed.exists():
                found.append(f"{committed} is missing")
                continue
            copy = Path(tmp) / committed.name
            shutil.copy(committed, copy)
            run_lupdate([copy])
            found += stale(committed, copy)
            found += problems(committed, code)
    if not found:
        found += stale_qm()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if stale")
    parser.add_argument("--no-release", action="store_true", help="update .ts only, no .qm")
    args = parser.parse_args(argv)
    if args.check:
        found = check()
        for line in found:
            print(line)
        print("translations: OK" if not found else f"translations: {len(found)} problem(s)")
        return 1 if found else 0
    TS_DIR.mkdir(exist_ok=True)
    run_lupdate([ts_path(code) for code in LANGUAGES])
    for code in LANGUAGES:
        left = problems(ts_path(code), code)
        print(f"{ts_path(code).name}: {len(read_ts(ts_path(code)))} messages, {len(left)} to do")
    if not args.no_release:
        for line in compile_all(QM_DIR):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
