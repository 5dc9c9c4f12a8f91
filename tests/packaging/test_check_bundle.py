"""packaging/check_bundle.py on small inputs: readelf text, and a tiny library built here."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.repo_scripts import load_script

ROOT = Path(__file__).resolve().parents[2]


cb = load_script("packaging/check_bundle.py")

#: Trimmed `readelf -d -V -W` of a Qt-like library: its needs from libc and libstdc++, and a
#: version *definition* section (what it provides) that must not count as a need.
READELF_QT = """
Dynamic section at offset 0x7a2b48 contains 40 entries:
  Tag        Type                         Name/Value
 0x0000000000000001 (NEEDED)             Shared library: [libicuuc.so.73]
 0x0000000000000001 (NEEDED)             Shared library: [libstdc++.so.6]
 0x0000000000000001 (NEEDED)             Shared library: [libc.so.6]
 0x000000000000000e (SONAME)             Library soname: [libQt6Core.so.6]

Version symbols section '.gnu.version' contains 3 entries:
 Addr: 0x0000000000026d28  Offset: 0x026d28  Link: 4 (.dynsym)
  000:   0 (*local*)       2 (GLIBC_2.2.5)   3 (GLIBCXX_3.4.29)

Version definition section '.gnu.version_d' contains 2 entries:
  Addr: 0x0000000000039268  Offset: 0x039268  Link: 5 (.dynstr)
  000000: Rev: 1  Flags: BASE  Index: 1  Cnt: 1  Name: libQt6Core.so.6
  0x001c: Rev: 1  Flags: none  Index: 2  Cnt: 1  Name: Qt_6
  0x0038: Rev: 1  Flags: none  Index: 3  Cnt: 1  Name: GLIBC_9.99

Version needs section '.gnu.version_r' contains 2 entries:
 Addr: 0x0000000000039290  Offset: 0x039290  Link: 5 (.dynstr)
  000000: Version: 1  File: libstdc++.so.6  Cnt: 3
  0x0010:   Name: CXXABI_1.3.13  Flags: none  Version: 7
  0x0020:   Name: GLIBCXX_3.4.29  Flags: none  Version: 6
  0x0030:   Name: GLIBCXX_3.4.9  Flags: none  Version: 5
  0x0040: Version: 1  File: libc.so.6  Cnt: 3
  0x0050:   Name: GLIBC_2.34  Flags: none  Version: 4
  0x0060:   Name: GLIBC_2.2.5  Flags: none  Version: 3
  0x0070:   Name: GLIBC_2.3.4  Flags: none  Version: 2
"""

READELF_LIBSTDCXX = """
 0x0000000000000001 (NEEDED)             Shared library: [libc.so.6]
Version needs section '.gnu.version_r' contains 1 entry:
  000000: Version: 1  File: libc.so.6  Cnt: 2
  0x0010:   Name: GLIBC_2.36  Flags: none  Version: 3
  0x0020:   Name: GLIBC_2.18  Flags: none  Version: 2
"""

LIMITS_234 = {"GLIBC": (2, 34), "GLIBCXX": (3, 4, 29), "CXXABI": (1, 3, 13)}


def test_versions_are_compared_as_numbers_not_text() -> None:
    # 2.9 < 2.17 < 2.28 < 2.34 as glibc releases; as text "2.9" would sort last.
    assert cb.parse_version("2.9") < cb.parse_version("2.17") < cb.parse_version("2.34")
    assert cb.parse_version("3.4.9") < cb.parse_version("3.4.29")
    assert cb.show_version((2, 2, 5)) == "2.2.5"
    assert cb.show_version(None) == "-"


def test_readelf_needs_are_read_and_definitions_ignored() -> None:
    binary = cb.parse_readelf("PySide6/Qt/lib/libQt6Core.so.6", READELF_QT)
    assert binary.needed == ("libicuuc.so.73", "libstdc++.so.6", "libc.so.6")
    # GLIBC_2.34 is the newest of the three libc needs; GLIBC_9.99 is a definition, not a need.
    assert binary.newest("GLIBC") == (2, 34)
    assert binary.newest("GLIBCXX") == (3, 4, 29)  # 3.4.29 > 3.4.9
    assert binary.newest("CXXABI") == (1, 3, 13)
    assert binary.newest("GLIBCXX", libraries=["libc.so.6"]) is None


def test_outside_libraries_are_the_needed_ones_not_in_the_bundle() -> None:
    binary = cb.parse_readelf("libQt6Core.so.6", READELF_QT)
    assert binary.outside({"libicuuc.so.73", "libQt6Core.so.6"}) == ("libstdc++.so.6", "libc.so.6")


def test_glibc_above_the_target_fails_and_names_the_binary() -> None:
    qt = cb.parse_readelf("libQt6Core.so.6", READELF_QT)
    stdcxx = cb.parse_readelf("libstdc++.so.6", READELF_LIBSTDCXX)
    bundled = {"libQt6Core.so.6", "libicuuc.so.73", "libstdc++.so.6"}
    verdict = cb.judge([qt, stdcxx], bundled, LIMITS_234)
    # libstdc++ needs GLIBC_2.36 > 2.34; Qt's 2.34 is at the target, and its GLIBCXX needs are
    # met by the bundled libstdc++, so only libstdc++ is above.
    assert verdict.above == ["libstdc++.so.6 (GLIBC_2.36)"]
    assert any(line.startswith("newest GLIBC    2.36") for line in verdict.lines)
    assert "  libc.so.6" in verdict.lines  # the one library both take from outside


def test_cxx_needs_from_an_outside_libstdcxx_count_against_the_target() -> None:
    qt = cb.parse_readelf("libQt6Core.so.6", READELF_QT)
    limits = {"GLIBC": (2, 34), "GLIBCXX": (3, 4, 25), "CXXABI": (1, 3, 11)}
    verdict = cb.judge([qt], {"libQt6Core.so.6", "libicuuc.so.73"}, limits)
    assert verdict.above == ["libQt6Core.so.6 (GLIBCXX_3.4.29, CXXABI_1.3.13)"]
    # The same needs met by a bundled libstdc++ are the bundle's own business.
    bundled = {"libQt6Core.so.6", "libicuuc.so.73", "libstdc++.so.6"}
    assert cb.judge([qt], bundled, limits).above == []


def test_scan_reads_only_elf_files(tmp_path: Path) -> None:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libfake.so.1").write_bytes(b"\x7fELF" + bytes(60))
    (tmp_path / "lib" / "notes.txt").write_text("not a binary", encoding="utf-8")
    (tmp_path / "libfake.so").symlink_to("lib/libfake.so.1")
    seen: list[str] = []

    def fake_readelf(path: Path) -> str:
        seen.append(path.name)
        return READELF_LIBSTDCXX

    binaries = cb.scan(tmp_path, fake_readelf)
    assert seen == ["libfake.so.1"]  # not the text file, not the link
    assert [b.path for b in binaries] == ["lib/libfake.so.1"]
    assert {"libfake.so.1", "libfake.so", "notes.txt"} <= cb.bundled_names(tmp_path)


needs_toolchain = pytest.mark.skipif(
    not (shutil.which("gcc") and shutil.which("readelf") and sys.platform.startswith("linux")),
    reason="needs gcc and readelf (Linux)",
)


@needs_toolchain
def test_a_library_built_here_is_checked_against_the_target(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    source = tmp_path / "tiny.c"
    # memcpy and sqrt: a libc need and a libm need (so libm is taken from outside).
    source.write_text(
        "#include <string.h>\n#include <math.h>\n"
        "double tiny(char *d, const char *s, double x) { memcpy(d, s, 8); return sqrt(x); }\n",
        encoding="utf-8",
    )
    subprocess.run(
        ["gcc", "-shared", "-fPIC", "-o", str(bundle / "libtiny.so"), str(source),
         "-Wl,--no-as-needed", "-lm"],
        check=True,
    )  # fmt: skip
    (binary,) = cb.scan(bundle)
    assert "libm.so.6" in binary.outside(cb.bundled_names(bundle))
    newest = binary.newest("GLIBC")
    assert newest is not None and newest >= (2, 2)  # x86-64's first is 2.2.5, arm64's 2.17

    assert cb.main([str(bundle), "--max-glibc", "99.0"]) == 0
    assert "OK: all 1 binaries" in capsys.readouterr().out
    assert cb.main([str(bundle), "--max-glibc", "1.0"]) == 1
    assert "FAIL" in capsys.readouterr().out
    # Report mode prints the same finding and never fails.
    assert cb.main([str(bundle), "--max-glibc", "1.0", "--report"]) == 0
    out = capsys.readouterr().out
    assert "libtiny.so" in out and "REPORT ONLY" in out


def test_a_missing_folder_is_an_error_except_in_report_mode(tmp_path: Path) -> None:
    assert cb.main([str(tmp_path / "missing")]) == 2
    assert cb.main([str(tmp_path / "missing"), "--report"]) == 0
