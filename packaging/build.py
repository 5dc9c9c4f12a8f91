"""Build the executable: the one-folder app (zipped) and, with ``--onefile``, a one-file one.

Run from anywhere with the project's Python (``pip install '.[build]'`` first)::

    python packaging/build.py               # dist/riichi-referee/ and its zip
    python packaging/build.py --onefile     # also dist/riichi-referee-onefile[.exe]
    python packaging/build.py --self-test   # then run the frozen app's --self-test

Compiled translations are built first when they are missing (scripts/update_translations.py).
On Linux the build fails when a library of the start-up check's list that the bundle must carry
was not found on the build machine (it names the packages to install); the one-folder app is
then made smaller (packaging/shrink.py: ICU data filtered where ICU's icupkg is installed,
shared libraries stripped, dangling links removed). On macOS the zip holds the unsigned
``Riichi Referee.app``; elsewhere the one-folder app. The sizes of what was built are printed
at the end. The same script runs in every release job and in CI here.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "referee.spec"
APP_NAME = "riichi-referee"
MAC_APP = "Riichi Referee.app"


def version() -> str:
    text = (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    return match.group(1) if match else "0"


def platform_tag() -> str:
    system = {"darwin": "macos", "win32": "windows"}.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower()}"


def ensure_translations() -> None:
    if any((ROOT / "resources" / "translations").glob("*.qm")):
        return
    script = ROOT / "scripts" / "update_translations.py"
    if not script.is_file():
        sys.exit("No compiled translations and no scripts/update_translations.py to build them.")
    print("build: compiling translations", flush=True)
    subprocess.run([sys.executable, str(script)], cwd=ROOT, check=True)


def folder_size(folder: Path) -> int:
    """Bytes on disk, counting each file once (symbolic links are not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def zip_folder(folder: Path, target: Path) -> None:
    """Zip the app folder; symbolic links stay links (PyInstaller makes a few on Linux/macOS)."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(folder.rglob("*")):
            name = path.relative_to(folder.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3  # Unix: external_attr holds the mode
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, str(path.readlink()))
            elif path.is_file():
                zf.write(path, name)


def bundle_gaps(folder: Path) -> str | None:
    """Linux: a message when a library of the start-up check's list (preflight.py) that the
    bundle must carry is not in it (the build machine lacks it, so the app would take it from
    the user's system and refuse to start where it is missing), or when one that must be the
    system's is in it; else None."""
    sys.path.insert(0, str(ROOT))
    from referee_app.support import preflight

    bundled = {p.name for p in folder.rglob("*.so*")}
    listed = preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES
    missing = [lib for lib in listed if not lib.system and lib.soname not in bundled]
    shadowing = [lib.soname for lib in listed if lib.system and lib.soname in bundled]
    lines = []
    if missing:
        names = ", ".join(lib.soname for lib in missing)
        lines += [
            f"build: the bundle lacks {names}: this build machine does not have them, and the "
            "app would take them from the user's system. Install them here and build again:",
            *preflight.install_commands(missing),
        ]
    if shadowing:
        lines.append(
            f"build: the bundle carries {', '.join(shadowing)}, which must be the user's "
            "system's (preflight.py: system=True); see packaging/referee.spec"
        )
    return "\n".join(lines) or None


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def executable(dist: Path) -> Path:
    """The frozen app's executable (inside the .app on macOS)."""
    if sys.platform == "darwin" and (dist / MAC_APP).is_dir():
        return dist / MAC_APP / "Contents" / "MacOS" / APP_NAME
    return dist / APP_NAME / (APP_NAME + (".exe" if sys.platform == "win32" else ""))


#: `--self-test` without a name: the report goes beside the build (dist/), not into the folder
#: the command was run from (a checkout would gain an untracked file).
_REPORT_IN_DIST = Path("<dist>/self-test.json")


def self_test_report(args: argparse.Namespace) -> Path:
    """Where `--self-test` writes its report: the path named, else DIST/self-test.json."""
    named: Path = args.self_test
    return (args.dist / "self-test.json" if named == _REPORT_IN_DIST else named).resolve()


def run_self_test(dist: Path, report: Path) -> int:
    """Run ``--self-test`` on the frozen app offscreen; print the failed checks."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [str(executable(dist)), "--self-test", str(report)]
    print("build: self-test:", " ".join(command), flush=True)
    status = subprocess.run(command, env=env, check=False, timeout=300).returncode
    if not report.is_file():
        print(f"build: self-test wrote no report (exit {status})")
        return status or 1
    checks = json.loads(report.read_text(encoding="utf-8")).get("checks", [])
    failed = [c for c in checks if not c.get("ok")]
    for check in failed:
        print(f"build: self-test FAILED {check.get('name')}: {check.get('detail')}")
    print(f"build: self-test {len(checks) - len(failed)} of {len(checks)} checks passed")
    return status or (1 if failed else 0)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="also build a one-file executable")
    parser.add_argument("--no-zip", action="store_true", help="skip zipping the one-folder app")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder")
    parser.add_argument("--no-shrink", action="store_true", help="Linux: skip packaging/shrink.py")
    parser.add_argument(
        "--self-test",
        nargs="?",
        const=_REPORT_IN_DIST,
        type=Path,
        metavar="REPORT.json",
        help="run the frozen app's --self-test (report: DIST/self-test.json unless named)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)

    ensure_translations()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(args.dist),
        "--workpath",
        str(args.work),
    ]
    if args.onefile:
        command += ["--", "--onefile"]
    print("build:", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)

    folder = args.dist / APP_NAME
    if not folder.is_dir():
        sys.exit(f"build: the one-folder app is missing: {folder}")
    print(f"build: one-folder app  {folder}  {mib(folder_size(folder))} as PyInstaller built it")
    if sys.platform.startswith("linux"):
        gaps = bundle_gaps(folder)
        if gaps is not None:
            sys.exit(gaps)
    if sys.platform.startswith("linux") and not args.no_shrink:
        sys.path.insert(0, str(ROOT / "packaging"))
        from shrink import shrink

        for line in shrink(folder):
            print(f"build: {line}", flush=True)
        print(f"build: one-folder app  {folder}  {mib(folder_size(folder))}")
    shipped = args.dist / MAC_APP if sys.platform == "darwin" else folder
    if not args.no_zip:
        archive = args.dist / f"{APP_NAME}-{version()}-{platform_tag()}.zip"
        zip_folder(shipped, archive)
        print(f"build: zip             {archive}  {mib(archive.stat().st_size)}")
    if args.onefile:
        onefile = args.dist / (APP_NAME + "-onefile" + (".exe" if sys.platform == "win32" else ""))
        print(f"build: one-file        {onefile}  {mib(onefile.stat().st_size)}")
    if args.self_test is not None:
        report = (
            args.dist / "self-test.json" if args.self_test == _REPORT_IN_DIST else args.self_test
        )
        return run_self_test(args.dist, report.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
