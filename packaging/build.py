"""Build the executable: the one-folder app (zipped) and, with ``--onefile``, a one-file one.

Run from anywhere with the project's Python (``pip install '.[build]'`` first)::

    python packaging/build.py               # dist/riichi-referee/ and its zip
    python packaging/build.py --onefile     # also dist/riichi-referee-onefile[.exe]

Compiled translations are built first when they are missing (scripts/update_translations.py).
The sizes of what was built are printed at the end.
"""

from __future__ import annotations

import argparse
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


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="also build a one-file executable")
    parser.add_argument("--no-zip", action="store_true", help="skip zipping the one-folder app")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work folder")
    args = parser.parse_args(argv)

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
    print(f"build: one-folder app  {folder}  {mib(folder_size(folder))}")
    if not args.no_zip:
        archive = args.dist / f"{APP_NAME}-{version()}-{platform_tag()}.zip"
        zip_folder(folder, archive)
        print(f"build: zip             {archive}  {mib(archive.stat().st_size)}")
    if args.onefile:
        onefile = args.dist / (APP_NAME + "-onefile" + (".exe" if sys.platform == "win32" else ""))
        print(f"build: one-file        {onefile}  {mib(onefile.stat().st_size)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
