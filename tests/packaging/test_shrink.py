"""packaging/shrink.py on small inputs: which ICU items stay, links, stripping, a tiny ICU library."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


shrink = load_script("packaging/shrink.py")

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF tools: Linux")


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        # the app's languages and their regional variants, in every locale tree
        ("root.res", True),
        ("ru.res", True),
        ("uk_UA.res", True),
        ("en_GB.res", True),
        ("en_US_POSIX.res", True),
        ("curr/uk.res", True),
        ("zone/ru_UA.res", True),
        # every tree's shared strings and index stay
        ("pool.res", True),
        ("curr/pool.res", True),
        ("res_index.res", True),
        ("unit/res_index.res", True),
        # data that is not per locale stays (time zones, plural rules, IDNA, properties)
        ("supplementalData.res", True),
        ("zoneinfo64.res", True),
        ("plurals.res", True),
        ("uts46.nrm", True),
        ("cnvalias.icu", True),
        # other languages go, in every tree
        ("de.res", False),
        ("es_419.res", False),
        ("sr_Latn_RS.res", False),
        ("lang/ja.res", False),
        # whole trees the app never uses, even for its own languages
        ("coll/ru.res", False),
        ("coll/root.res", False),
        ("brkitr/word.brk", False),
        ("brkitr/root.res", False),
        ("translit/root.res", False),
        ("rbnf/uk.res", False),
        # converters
        ("ibm-1252_P100-2000.cnv", False),
    ],
)
def test_icu_items_kept_are_root_en_ru_uk_without_unused_services(item: str, kept: bool) -> None:
    assert shrink.icu_item_kept(item) is kept


def test_dangling_links_are_removed_and_good_ones_stay(tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libkept.so.6").write_bytes(b"x")
    (tmp_path / "libkept.so.6").symlink_to("lib/libkept.so.6")
    (tmp_path / "libgone.so.6").symlink_to("lib/libgone.so.6")
    assert shrink.remove_dangling_links(tmp_path) == ["libgone.so.6"]
    assert (tmp_path / "libkept.so.6").is_symlink()
    assert not (tmp_path / "libgone.so.6").is_symlink()


@linux_only
@pytest.mark.skipif(not (shutil.which("gcc") and shutil.which("strip")), reason="needs gcc, strip")
def test_strip_removes_the_symbol_table_and_keeps_dynamic_symbols(tmp_path: Path) -> None:
    source = tmp_path / "tiny.c"
    source.write_text("int tiny_answer(void) { return 42; }\n", encoding="utf-8")
    library = tmp_path / "libtiny.so.1"
    subprocess.run(["gcc", "-g", "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    assert shrink.has_symbol_table(library)
    saving = shrink.strip_libraries([library, source])  # the .c file is not touched
    assert saving is not None and saving.after < saving.before
    assert "1 shared libraries" in saving.what
    assert not shrink.has_symbol_table(library)
    dynamic = subprocess.run(
        ["nm", "-D", str(library)], capture_output=True, text=True, check=True
    ).stdout
    assert "tiny_answer" in dynamic
    # Stripping again finds nothing to do.
    again = shrink.strip_libraries([library])
    assert again is not None and again.before == again.after == 0


def _pyside_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@linux_only
@pytest.mark.skipif(
    bool(shrink.icu_tools_missing()) or _pyside_icu_data() is None,
    reason="needs icupkg (icu-devtools), binutils and PySide6's ICU data",
)
def test_a_small_icu_library_is_filtered_and_keeps_its_name_and_symbol(tmp_path: Path) -> None:
    # A small package made from eight real items of the PySide6 wheel's ICU data, linked the
    # way the wheel's library is (a shared library whose one symbol is the package).
    real = _pyside_icu_data()
    assert real is not None
    symbol, offset, size = shrink.icu_data_symbol(real)
    version = symbol[len("icudt") : -len("_dat")]
    package = f"icudt{version}l"
    whole = tmp_path / "whole" / f"{package}.dat"
    whole.parent.mkdir()
    raw = tmp_path / "rodata.bin"
    subprocess.run(
        ["objcopy", "-O", "binary", "--only-section=.rodata", str(real), str(raw)], check=True
    )
    whole.write_bytes(raw.read_bytes()[offset : offset + size])
    items = [
        "root.res",
        "ru.res",
        "uk.res",
        "de.res",
        "ebcdic-xml-us.cnv",
        "rbnf/root.res",
        "rbnf/uk.res",
        "pool.res",
    ]
    items_dir = tmp_path / "items"
    items_dir.mkdir()
    (tmp_path / "items.lst").write_text("\n".join(items) + "\n", encoding="utf-8")
    subprocess.run(
        ["icupkg", "-x", str(tmp_path / "items.lst"), "-d", str(items_dir), str(whole)],
        check=True,
    )
    small = tmp_path / "small" / f"{package}.dat"
    small.parent.mkdir()
    subprocess.run(
        ["icupkg", "-a", str(tmp_path / "items.lst"), "-s", str(items_dir), "new", str(small)],
        check=True,
    )
    library = tmp_path / "bundle" / real.name
    library.parent.mkdir()
    (tmp_path / "link").mkdir()
    shrink.link_icu_library(small, symbol, library, tmp_path / "link")

    saving = shrink.filter_icu_data(library, tmp_path / "work")

    assert saving.after < saving.before
    assert "4 of 8 items" in saving.what  # de.res, the converter, the number spell-out
    new_symbol, new_offset, new_size = shrink.icu_data_symbol(library)
    assert new_symbol == symbol
    soname = subprocess.run(
        ["readelf", "-d", str(library)], capture_output=True, text=True, check=True
    )
    assert f"[{real.name}]" in soname.stdout
    check = tmp_path / "check" / f"{package}.dat"
    check.parent.mkdir()
    subprocess.run(
        ["objcopy", "-O", "binary", "--only-section=.rodata", str(library), str(raw)], check=True
    )
    check.write_bytes(raw.read_bytes()[new_offset : new_offset + new_size])
    listed = subprocess.run(
        ["icupkg", "-l", str(check)], capture_output=True, text=True, check=True
    )
    assert sorted(listed.stdout.split()) == ["pool.res", "root.res", "ru.res", "uk.res"]
