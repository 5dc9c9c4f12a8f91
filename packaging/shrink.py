"""Make the Linux one-folder app smaller after PyInstaller built it (``build.py`` runs this).

Three steps, each printing what it saved:

* **dangling links**: a symbolic link whose target is not in the bundle is removed (the spec
  prunes libraries nothing loads; a link to one would stay behind).
* **ICU data**: Qt's wheel links ICU, whose data is one shared library (``libicudata.so.NN``)
  holding the common data package as the symbol ``icudtNN_dat``. Where ICU's ``icupkg`` and
  binutils' ``as``/``ld`` exist, the package is taken out, filtered to what the app uses (the
  root, English, Russian and Ukrainian locales; no collation, converters, transliteration,
  break iterators or rule-based number formats) and linked back under the same name and
  symbol. Without those tools the data stays whole and the build says so.
* **strip**: shared libraries and extension modules that still carry a symbol table or
  debug information are stripped (``strip --strip-unneeded``: the dynamic symbols stay).

Everything here works on files; ``tests/packaging/test_shrink.py`` runs it on small ones.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

#: Languages whose locale data is kept (``root`` is every locale's last fallback).
ICU_KEEP_LANGUAGES = frozenset({"root", "en", "ru", "uk"})
#: Whole data trees the app never uses.
ICU_DROP_TREES = frozenset({"coll", "brkitr", "translit", "rbnf"})
#: Item types dropped wherever they are: character set converters.
ICU_DROP_TYPES = frozenset({"cnv"})
#: Locale resource bundles that are not a locale (kept whatever their tree).
ICU_NOT_LOCALES = frozenset({"pool", "res_index", "root"})
_LOCALE_ID = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")
_ICU_DATA_SYMBOL = re.compile(r"^([0-9a-f]+)\s+([0-9a-f]+)\s+R\s+(icudt\d+_dat)$", re.MULTILINE)
_RODATA = re.compile(r"\]\s+\.rodata\s+PROGBITS\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)")


@dataclass(frozen=True)
class Saving:
    what: str
    before: int
    after: int

    def line(self) -> str:
        return f"{self.what}: {self.before / 2**20:.1f} -> {self.after / 2**20:.1f} MiB"


def remove_dangling_links(folder: Path) -> list[str]:
    """Remove symbolic links whose target does not exist; returns their paths (relative)."""
    removed = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() and not path.exists():
            removed.append(path.relative_to(folder).as_posix())
            path.unlink()
    return removed


# --- ICU data ------------------------------------------------------------------------------


def icu_item_kept(item: str) -> bool:
    """Whether one item of the ICU data package (``coll/ru.res``, ``uk.res``, ...) is kept."""
    parts = item.split("/")
    stem, _, kind = parts[-1].rpartition(".")
    if len(parts) > 1 and parts[0] in ICU_DROP_TREES:
        return False
    if kind in ICU_DROP_TYPES:
        return False
    if kind == "res" and stem not in ICU_NOT_LOCALES and _LOCALE_ID.match(stem):
        return stem.split("_")[0] in ICU_KEEP_LANGUAGES
    return True


def icu_tools_missing() -> list[str]:
    return [tool for tool in ("icupkg", "nm", "objcopy", "as", "ld") if not shutil.which(tool)]


def find_icu_data(folder: Path) -> Path | None:
    """The bundle's ICU data library (the file itself, not a link to it)."""
    found = [p for p in sorted(folder.rglob("libicudata.so*")) if is_elf(p)]
    return found[0] if found else None


def _run(*command: str, cwd: Path | None = None) -> str:
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {result.stderr.strip()[-2000:]}")
    return result.stdout


def icu_data_symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol's name (``icudt73_dat``), its offset in ``.rodata`` and its size."""
    match = _ICU_DATA_SYMBOL.search(_run("nm", "-D", "-S", "--defined-only", str(library)))
    section = _RODATA.search(_run("readelf", "-S", "-W", str(library)))
    if not match or not section:
        raise RuntimeError(f"{library.name}: no icudtNN_dat symbol in a .rodata section")
    offset = int(match.group(1), 16) - int(section.group(1), 16)
    return match.group(3), offset, int(match.group(2), 16)


def filter_icu_data(library: Path, work: Path) -> Saving:
    """Replace ``library`` by one holding the filtered data package; returns the saving."""
    symbol, offset, size = icu_data_symbol(library)
    version = symbol[len("icudt") : -len("_dat")]
    work.mkdir(parents=True, exist_ok=True)
    raw = work / "rodata.bin"
    _run("objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(raw))
    blob = raw.read_bytes()[offset : offset + size]
    # A common data package: its header's magic bytes and data format "CmnD".
    if len(blob) != size or blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise RuntimeError(f"{library.name}: {symbol} is not an ICU common data package")
    # icupkg names the items after the file name: it must be the package's own (icudt73l).
    package = f"icudt{version}l"
    (work / "in").mkdir(exist_ok=True)
    (work / "out").mkdir(exist_ok=True)
    source = work / "in" / f"{package}.dat"
    source.write_bytes(blob)
    items = _run("icupkg", "-l", str(source)).split()
    dropped = [item for item in items if not icu_item_kept(item)]
    before = library.stat().st_size
    if not dropped:
        return Saving(f"ICU data (all {len(items)} items needed)", before, before)
    listing = work / "drop.lst"
    listing.write_text("\n".join(dropped) + "\n", encoding="utf-8")
    target = work / "out" / f"{package}.dat"
    target.unlink(missing_ok=True)
    _run("icupkg", "-r", str(listing), str(source), str(target))
    built = work / library.name
    link_icu_library(target, symbol, built, work)
    mode = library.stat().st_mode
    shutil.copyfile(built, library)
    library.chmod(mode)
    kept = f"{len(items) - len(dropped)} of {len(items)} items"
    return Saving(f"ICU data ({kept})", before, library.stat().st_size)


def link_icu_library(data: Path, symbol: str, out: Path, work: Path) -> None:
    """A shared library named ``out.name`` whose symbol ``symbol`` is the data package."""
    assembly = work / "icudata.s"
    assembly.write_text(
        "\n".join(
            [
                "    .section .rodata",
                "    .balign 16",
                f"    .globl {symbol}",
                f"    .type {symbol}, @object",
                f"{symbol}:",
                f'    .incbin "{data.resolve().as_posix()}"',
                f"    .size {symbol}, . - {symbol}",
                '    .section .note.GNU-stack,"",@progbits',
                "",
            ]
        ),
        encoding="utf-8",
    )
    _run("as", str(assembly), "-o", str(work / "icudata.o"))
    _run(
        "ld", "-shared", "-z", "noexecstack", "-soname", out.name,
        "-o", str(out), str(work / "icudata.o"),
    )  # fmt: skip


# --- strip ---------------------------------------------------------------------------------


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as stream:
        return stream.read(4) == b"\x7fELF"


def has_symbol_table(path: Path) -> bool:
    """True when the ELF file still has a ``.symtab`` or debug sections."""
    sections = _run("readelf", "-S", "-W", str(path))
    return bool(re.search(r"\]\s+(\.symtab|\.debug_\w+)\s", sections))


def strip_libraries(paths: Iterable[Path]) -> Saving | None:
    """Strip the shared libraries among ``paths`` that carry a symbol table."""
    if not shutil.which("strip") or not shutil.which("readelf"):
        return None
    before = after = count = 0
    for path in paths:
        if ".so" not in path.name or not is_elf(path) or not has_symbol_table(path):
            continue
        size = path.stat().st_size
        _run("strip", "--strip-unneeded", str(path))
        before += size
        after += path.stat().st_size
        count += 1
    return Saving(f"stripped {count} shared libraries", before, after)


def shrink(folder: Path, *, log: list[str] | None = None) -> list[str]:
    """All three steps on a Linux one-folder app; returns the lines it printed."""
    lines: list[str] = [] if log is None else log
    dangling = remove_dangling_links(folder)
    named = f" ({', '.join(dangling)})" if dangling else ""
    lines.append(f"dangling links removed: {len(dangling)}{named}")
    icu = find_icu_data(folder)
    missing = icu_tools_missing()
    if icu is None:
        lines.append("ICU data: none in the bundle")
    elif missing:
        lines.append(f"ICU data: kept whole ({', '.join(missing)} not installed)")
    else:
        with tempfile.TemporaryDirectory(prefix="icu-filter-") as work:
            lines.append(filter_icu_data(icu, Path(work)).line())
    stripped = strip_libraries(sorted(folder.rglob("*")))
    lines.append(stripped.line() if stripped else "strip: binutils not installed, nothing stripped")
    return lines
