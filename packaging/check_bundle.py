"""Which system a Linux one-folder build can start on: symbol versions and outside libraries.

For every ELF binary in the bundle (the executable, Python extension modules, Qt's libraries
and plugins, the system libraries PyInstaller copied in) this lists the newest GLIBC, GLIBCXX
and CXXABI symbol version it needs and the shared libraries it takes from outside the bundle.
The dynamic linker refuses to load a binary whose needed versions the system's libc (or
libstdc++) lacks, so the newest version needed anywhere is the oldest system that can run the
app. Run from the repository root::

    python packaging/check_bundle.py                      # dist/riichi-referee, gate at 2.28
    python packaging/check_bundle.py --max-glibc 2.34 DIR
    python packaging/check_bundle.py --report             # the same table, never fails

It exits 1 when a binary needs a GLIBC version above ``--max-glibc``, or a GLIBCXX / CXXABI
version above ``--max-glibcxx`` / ``--max-cxxabi`` from a libstdc++ that is not in the bundle
(one that is bundled brings its own versions). ``--report`` prints the same and exits 0: a
newer build machine (CI here) builds for itself, not for old systems. Needs ``readelf``
(binutils).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FOLDER = ROOT / "dist" / "riichi-referee"

#: The version families the report follows, in its column order.
FAMILIES = ("GLIBC", "GLIBCXX", "CXXABI")
#: The release target: the manylinux image the Linux release job builds in (its glibc is the
#: oldest a bundle can start on) and the newest versions a bundled binary may need. PySide6-
#: Essentials 6.10 and later ship Linux x86-64 wheels for manylinux_2_34 only (Qt needs glibc
#: 2.34 and GCC 11's libstdc++); 6.9.3 is the newest release with manylinux_2_28 wheels, so the
#: release job installs it (packaging/constraints-linux.txt) on AlmaLinux 8: glibc 2.28 and
#: GCC 8's C++ runtime (GLIBCXX_3.4.25, CXXABI_1.3.11), what RHEL 8 and Debian 10 have.
RELEASE_BASE = "manylinux_2_28"
DEFAULT_MAX = {"GLIBC": "2.28", "GLIBCXX": "3.4.25", "CXXABI": "1.3.11"}

Version = tuple[int, ...]
#: Runs ``readelf -d -V -W`` on a file and returns its output.
ReadElf = Callable[[Path], str]

_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")
_SECTION = re.compile(r"^Version (needs|definition|symbols) section")
_NEED_FILE = re.compile(r"\bFile: (\S+)")
_NEED_NAME = re.compile(r"\bName: ([A-Z]+)_([0-9][0-9.]*)\b")


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.strip(".").split("."))


_MANYLINUX = re.compile(r"\bmanylinux_(\d+)_(\d+)_")


def manylinux_glibc(tag: str) -> Version:
    """The glibc a manylinux tag stands for: ``cp39-abi3-manylinux_2_28_x86_64`` -> (2, 28)."""
    match = _MANYLINUX.search(tag + "_")
    if not match:
        raise ValueError(f"not a PEP 600 manylinux tag: {tag!r}")
    return (int(match.group(1)), int(match.group(2)))


def show_version(version: Version | None) -> str:
    return ".".join(map(str, version)) if version else "-"


@dataclass(frozen=True)
class Requirement:
    """One versioned need: ``library`` must define ``family``_``version`` (e.g. GLIBC_2.34)."""

    library: str
    family: str
    version: Version


@dataclass(frozen=True)
class Binary:
    """What one ELF file asks of the dynamic linker."""

    path: str  # relative to the bundle folder
    needed: tuple[str, ...]  # DT_NEEDED names, in order
    requirements: tuple[Requirement, ...]

    def newest(self, family: str, *, libraries: Iterable[str] | None = None) -> Version | None:
        """The newest version of ``family`` needed (from ``libraries`` only, when given)."""
        allowed = None if libraries is None else set(libraries)
        versions = [
            r.version
            for r in self.requirements
            if r.family == family and (allowed is None or r.library in allowed)
        ]
        return max(versions, default=None)

    def outside(self, bundled: set[str]) -> tuple[str, ...]:
        return tuple(name for name in self.needed if name not in bundled)


def parse_readelf(path: str, text: str) -> Binary:
    """A `Binary` from ``readelf -d -V -W`` output (the dynamic and version sections)."""
    needed = tuple(_NEEDED.findall(text))
    requirements: list[Requirement] = []
    section = ""
    library = ""
    for line in text.splitlines():
        header = _SECTION.match(line.strip())
        if header:
            section = header.group(1)
            library = ""
            continue
        if section != "needs":
            continue
        file_match = _NEED_FILE.search(line)
        if file_match:
            library = file_match.group(1)
            continue
        name = _NEED_NAME.search(line)
        if name and library and name.group(1) in FAMILIES:
            requirements.append(Requirement(library, name.group(1), parse_version(name.group(2))))
    return Binary(path, needed, tuple(requirements))


def is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as stream:
        return stream.read(4) == b"\x7fELF"


def run_readelf(path: Path) -> str:
    result = subprocess.run(
        ["readelf", "-d", "-V", "-W", str(path)],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "LC_ALL": "C"},
    )
    return result.stdout


def bundled_names(folder: Path) -> set[str]:
    """Every file and link name in the bundle: what the bundle itself can provide."""
    return {p.name for p in folder.rglob("*") if p.is_file() or p.is_symlink()}


def scan(folder: Path, readelf: ReadElf = run_readelf) -> list[Binary]:
    return [
        parse_readelf(path.relative_to(folder).as_posix(), readelf(path))
        for path in sorted(folder.rglob("*"))
        if is_elf(path)
    ]


@dataclass
class Verdict:
    """The report's lines and the binaries above the target (empty: the bundle passes)."""

    lines: list[str] = field(default_factory=list)
    above: list[str] = field(default_factory=list)


def judge(binaries: Sequence[Binary], bundled: set[str], limits: dict[str, Version]) -> Verdict:
    verdict = Verdict()
    width = max([len(b.path) for b in binaries] + [6])
    verdict.lines.append(
        f"{'binary':{width}s}  {'GLIBC':>6s}  {'GLIBCXX':>8s}  {'CXXABI':>7s}  from outside"
    )

    def order(binary: Binary) -> tuple[Version, str]:
        return (binary.newest("GLIBC") or (), binary.path)

    for binary in sorted(binaries, key=order, reverse=True):
        glibc, glibcxx, cxxabi = (show_version(binary.newest(f)) for f in FAMILIES)
        outside = binary.outside(bundled)
        verdict.lines.append(
            f"{binary.path:{width}s}  {glibc:>6s}  {glibcxx:>8s}  {cxxabi:>7s}  "
            + (" ".join(outside) or "-")
        )
        # libc is never bundled: every GLIBC need counts; a bundled libstdc++ brings its own
        # GLIBCXX / CXXABI versions, so only needs from an outside one count.
        reasons: list[str] = []
        for family in FAMILIES:
            sources = None if family == "GLIBC" else outside
            newest = binary.newest(family, libraries=sources)
            if newest is not None and newest > limits[family]:
                reasons.append(f"{family}_{show_version(newest)}")
        if reasons:
            verdict.above.append(f"{binary.path} ({', '.join(reasons)})")

    verdict.lines.append("")
    for family in FAMILIES:
        newest_pairs = [(b.newest(family), b.path) for b in binaries if b.newest(family)]
        if newest_pairs:
            version, where = max(newest_pairs)
            verdict.lines.append(f"newest {family:8s} {show_version(version):8s} ({where})")
        else:
            verdict.lines.append(f"newest {family:8s} -")
    outside_all = sorted({name for b in binaries for name in b.outside(bundled)})
    verdict.lines.append(f"system libraries from outside the bundle ({len(outside_all)}):")
    verdict.lines.append("  " + (" ".join(outside_all) or "-"))
    return verdict


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER)
    parser.add_argument("--max-glibc", default=DEFAULT_MAX["GLIBC"])
    parser.add_argument("--max-glibcxx", default=DEFAULT_MAX["GLIBCXX"])
    parser.add_argument("--max-cxxabi", default=DEFAULT_MAX["CXXABI"])
    parser.add_argument("--report", action="store_true", help="print the report, never fail")
    args = parser.parse_args(argv)
    limits = {
        "GLIBC": parse_version(args.max_glibc),
        "GLIBCXX": parse_version(args.max_glibcxx),
        "CXXABI": parse_version(args.max_cxxabi),
    }
    failing = 0 if args.report else 1
    folder: Path = args.folder
    if not folder.is_dir():
        print(f"check_bundle: no bundle folder at {folder}", file=sys.stderr)
        return 0 if args.report else 2
    if shutil.which("readelf") is None:
        print("check_bundle: readelf (binutils) is not installed", file=sys.stderr)
        return 0 if args.report else 2
    binaries = scan(folder)
    if not binaries:
        print(f"check_bundle: no ELF binaries in {folder} (not a Linux build): nothing to check")
        return 0
    verdict = judge(binaries, bundled_names(folder), limits)
    print("\n".join(verdict.lines))
    target = ", ".join(f"{f} {show_version(limits[f])}" for f in FAMILIES)
    if verdict.above:
        print(f"\n{len(verdict.above)} of {len(binaries)} binaries need more than {target}:")
        for line in verdict.above:
            print(f"  {line}")
        print("REPORT ONLY (--report): not failing" if args.report else "FAIL")
        return failing
    print(f"\nOK: all {len(binaries)} binaries run with {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
