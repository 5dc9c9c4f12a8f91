"""Build the Linux release zip in a Debian 11 chroot, gate it, and start it on Debian 11 and sid.

The release job builds on AlmaLinux 8 (glibc 2.28), which cannot be set up here; Debian's
mirror can. So this builds as docs/linux-systems.md describes, on the oldest Debian that
debootstrap still reaches (11 "bullseye", glibc 2.31, GCC 10), and proves the result where
referees' systems are:

1. three minimal chroots (``debootstrap --variant=minbase``): ``bullseye-build``,
   ``bullseye-run`` and ``sid-run``;
2. in ``bullseye-build``: the build tools, Qt's system libraries (every package of the
   start-up check's list, referee_app/support/preflight.py) and CPython 3.11.2 built from
   Debian's own source (``python3.11_3.11.2.orig.tar.gz`` of Debian's pool, MD5 checked;
   ``--enable-shared``, as PyInstaller needs), then a venv with Qt 6.9.3
   (packaging/constraints-linux.txt) and ``packaging/build.py --self-test``;
3. ``check_bundle.py`` gates the bundle at ``FLOOR_GLIBC`` (below): the floor a Debian 11
   build reaches (its libpython and Debian 11's libsystemd need GLIBC_2.30), not the release
   job's 2.28;
4. in ``bullseye-run`` and ``sid-run``, first bare (fresh chroots): ``--export`` and
   ``--self-test`` must name the missing libraries and exit 1, ``engine score`` must answer;
   then with only what the bundle leaves to the system
   (the packages marked ``system=True`` in preflight.py, and a font): the zip unpacked, its
   ``--self-test`` (8 of 8), ``riichi-referee engine score``, then a real window on an Xvfb
   screen shared with the chroot, found by title, its picture checked and saved
   (``window-<chroot>.png``), and no fontconfig warning on stderr.

    python packaging/debian_floor.py --work build/floor      # about 30-60 minutes

Needs root (debootstrap, chroot, mount), Debian's debootstrap, xvfb, xdotool, x11-utils and
x11-apps, and readelf. Chroots already in the work folder are reused (``--fresh`` makes
them anew). Not part of .ci/run: it takes too long for CI's 30 minutes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import signal
import stat
import subprocess
import sys
import time
import urllib.request
import zipfile
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "packaging"))

from windows_wine import StepError, read_xwd, run, write_png, xvfb  # noqa: E402

from referee_app.support import preflight  # noqa: E402

MIRROR = "http://deb.debian.org/debian"
#: CPython 3.11.2 as Debian ships it (bookworm's python3.11 source), built in Debian 11.
PYTHON_SOURCE = f"{MIRROR}/pool/main/p/python3.11/python3.11_3.11.2.orig.tar.gz"
PYTHON_SOURCE_MD5 = "f6b5226ccba5ae1ca9376aaba0b0f673"
#: The newest glibc a bundle built on Debian 11 may need: 2.30 (libpython built there,
#: Debian 11's libsystemd). Systems with 2.30 or newer run it: Debian 11, Ubuntu 20.04 and on.
FLOOR_GLIBC = "2.30"
BUILD_PACKAGES = [
    "build-essential",
    "pkg-config",
    "libffi-dev",
    "zlib1g-dev",
    "libbz2-dev",
    "liblzma-dev",
    "libsqlite3-dev",
    "uuid-dev",
    "libssl-dev",  # pip's TLS to the package index (the app itself leaves ssl out)
    "ca-certificates",
    "binutils",
    "icu-devtools",
    "fonts-dejavu-core",
]
CHROOTS = {"bullseye-build": "bullseye", "bullseye-run": "bullseye", "sid-run": "sid"}
APP = "riichi-referee"
WINDOW_TITLE = "Riichi Referee"


def log(message: str) -> None:
    print(f"floor: {message}", flush=True)


@contextmanager
def step(name: str) -> Iterator[None]:
    start = time.monotonic()
    log(f"--- {name}")
    yield
    log(f"    {name}: {time.monotonic() - start:.0f} s")


def all_libraries() -> tuple[preflight.SystemLibrary, ...]:
    return preflight.GUI_LIBRARIES + preflight.XCB_LIBRARIES


def runtime_packages() -> list[str]:
    """What a user's system provides for the bundle: the libraries it leaves to the system."""
    return sorted({lib.apt for lib in all_libraries() if lib.system} | {"fonts-dejavu-core"})


def build_packages() -> list[str]:
    return sorted(set(BUILD_PACKAGES) | {lib.apt for lib in all_libraries()})


def chroot(
    root: Path,
    command: str,
    *,
    env: dict[str, str] | None = None,
    quiet: bool = False,
    timeout: float = 1800,
) -> str:
    """Run a bash command inside the chroot with a clean environment."""
    base = {"PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": "/root"}
    base.update(env or {})
    args = ["chroot", str(root), "env", "-i", *(f"{k}={v}" for k, v in base.items())]
    command_line = [*args, "bash", "-euo", "pipefail", "-c", command]
    return run(command_line, quiet=quiet, timeout=timeout)


@contextmanager
def mounted(root: Path, *, x11: bool = False) -> Iterator[None]:
    """/proc, /dev (and the X server's sockets) inside a chroot while it is used."""
    targets: list[Path] = []
    try:
        for kind, source, target in [
            ("proc", "proc", root / "proc"),
            ("bind", "/dev", root / "dev"),
            ("bind", "/dev/pts", root / "dev" / "pts"),
            *([("bind", "/tmp/.X11-unix", root / "tmp" / ".X11-unix")] if x11 else []),
        ]:
            target.mkdir(parents=True, exist_ok=True)
            options = ["-t", "proc"] if kind == "proc" else ["--bind"]
            subprocess.run(["mount", *options, source, str(target)], check=True)
            targets.append(target)
        shutil.copy2("/etc/resolv.conf", root / "etc" / "resolv.conf")
        yield
    finally:
        for target in reversed(targets):
            subprocess.run(["umount", "-l", str(target)], check=False)


def debootstrap(work: Path, name: str, suite: str, fresh: bool) -> Path:
    root = work / name
    if fresh and root.exists():
        shutil.rmtree(root)
    if not (root / "usr" / "bin" / "apt-get").exists():
        run(["debootstrap", "--variant=minbase", suite, str(root), MIRROR], quiet=True)
    log(f"{name}: {(root / 'etc' / 'debian_version').read_text().strip()}")
    return root


def apt_install(root: Path, packages: Sequence[str]) -> None:
    chroot(
        root,
        # This machine's clock is ahead of the mirror's sid snapshot, whose Release file then
        # reads as expired: its age is no concern for a test chroot.
        "apt-get -o Acquire::Check-Valid-Until=false update -q && "
        "DEBIAN_FRONTEND=noninteractive apt-get install -y -q "
        "--no-install-recommends " + " ".join(packages),
        quiet=True,
        timeout=1800,
    )


def build_python(root: Path) -> None:
    """CPython 3.11.2 from Debian's source, shared, in /opt/py311 of the build chroot."""
    python = root / "opt" / "py311" / "bin" / "python3.11"
    if python.exists() and subprocess.run(
        ["chroot", str(root), "/opt/py311/bin/python3.11", "-c", "import ctypes, ssl, zlib"],
        capture_output=True, check=False,
    ).returncode == 0:  # fmt: skip
        log("CPython 3.11.2 already built in the chroot")
        return
    tarball = root / "opt" / "build" / "python3.11_3.11.2.orig.tar.gz"
    tarball.parent.mkdir(parents=True, exist_ok=True)
    if not tarball.exists():
        urllib.request.urlretrieve(PYTHON_SOURCE, tarball)
    digest = hashlib.md5(tarball.read_bytes()).hexdigest()
    if digest != PYTHON_SOURCE_MD5:
        raise StepError(f"{PYTHON_SOURCE}: MD5 {digest}, not {PYTHON_SOURCE_MD5}")
    chroot(
        root,
        "cd /opt/build && rm -rf Python-3.11.2 && tar xzf python3.11_3.11.2.orig.tar.gz && "
        "cd Python-3.11.2 && ./configure --prefix=/opt/py311 --enable-shared "
        "LDFLAGS=-Wl,-rpath,/opt/py311/lib >/dev/null && make -j2 >/dev/null 2>&1 && "
        "make install >/dev/null 2>&1 && /opt/py311/bin/python3.11 -c 'import ctypes, ssl, zlib'",
        timeout=5400,
    )


def copy_project(root: Path) -> Path:
    """The working tree's tracked files (not .venv or build/) into /opt/src of the chroot."""
    target = root / "opt" / "src"
    if target.exists():
        shutil.rmtree(target)
    files = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    for name in filter(None, files):
        source = ROOT / name.decode()
        if source.is_file():
            (target / name.decode()).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name.decode())
    return target


def download_wheels(target: Path) -> None:
    """The Linux wheels the build needs, fetched by this machine's pip (whose access to the
    package index is set up; the chroot's is not) for the chroot's CPython 3.11."""
    if target.exists():
        shutil.rmtree(target)
    run(
        [sys.executable, "-m", "pip", "download", "-q", "-d", str(target),
         "--only-binary=:all:", "--platform", "manylinux_2_28_x86_64", "--platform",
         "manylinux2014_x86_64", "--platform", "linux_x86_64", "--python-version", "3.11",
         "--implementation", "cp", "-c", str(ROOT / "packaging" / "constraints-linux.txt"),
         "PySide6-Essentials", "pyinstaller>=6.10", "setuptools>=77"],
        quiet=True,
    )  # fmt: skip


def build_in_chroot(root: Path) -> Path:
    src = copy_project(root)
    download_wheels(root / "opt" / "wheels")
    chroot(
        root,
        "cd /opt/src && rm -rf /opt/venv && /opt/py311/bin/python3.11 -m venv /opt/venv && "
        "/opt/venv/bin/python -m pip install -q --no-index --find-links /opt/wheels "
        "-c packaging/constraints-linux.txt -e '.[build]'",
        timeout=1800,
    )
    chroot(
        root,
        "cd /opt/src && /opt/venv/bin/python packaging/build.py --self-test",
        env={"QT_QPA_PLATFORM": "offscreen"},
        timeout=3600,
    )
    (archive,) = (src / "dist").glob(f"{APP}-*-linux-x86_64.zip")
    log(f"zip {archive.name}: {archive.stat().st_size / 2**20:.1f} MiB")
    return archive


def gate(folder: Path) -> None:
    checker = [sys.executable, str(ROOT / "packaging" / "check_bundle.py")]
    run([*checker, "--report", str(folder)])
    run([*checker, "--max-glibc", FLOOR_GLIBC, str(folder)])
    log(f"check_bundle: no bundled binary needs more than GLIBC {FLOOR_GLIBC}")


def unzip(archive: Path, target: Path) -> Path:
    """Unpack the release zip as a user's unzip would: links stay links, programs executable."""
    if target.exists():
        shutil.rmtree(target)
    with zipfile.ZipFile(archive) as zf:
        for info in zf.infolist():
            path = target / info.filename
            mode = info.external_attr >> 16
            path.parent.mkdir(parents=True, exist_ok=True)
            if stat.S_ISLNK(mode):
                path.symlink_to(zf.read(info).decode())
            elif not info.is_dir():
                path.write_bytes(zf.read(info))
                path.chmod((mode & 0o777) or 0o644)
    return target / APP


def bare_checks(root: Path, name: str) -> None:
    """Before Qt's system libraries are installed (a fresh chroot is a bare system): the
    headless commands say what is missing and exit 1, and the engine's command line works."""
    if "libGL.so.1" in chroot(root, "ldconfig -p", quiet=True):
        log(f"{name}: not bare (libGL is installed): the bare-system checks are skipped")
        return
    app = f"/opt/app/{APP}/{APP}"
    env = {"HOME": "/tmp", "LANG": "C.UTF-8"}
    for command in (
        f"{app} --export /tmp/out.pdf /tmp/case.json",
        f"{app} --self-test /tmp/r.json",
    ):
        output = chroot(root, f"set +e; {command} 2>&1; echo exit=$?", env=env, quiet=True)
        ok = "exit=1" in output and "cannot run: Qt needs system libraries" in output
        if not ok or "Traceback" in output:
            raise StepError(f"{name}: bare system, {command}: {output[-800:]}")
        log(f"{name}: bare system, {command.split()[1]}: {output.splitlines()[0][:160]} (exit 1)")
    answer = chroot(root, f"{app} engine score 123m456p789s1122z --win 2z --tsumo", env=env)
    if "1 han 40 fu" not in answer:
        raise StepError(f"{name}: bare system, engine score: {answer[-600:]}")
    log(f"{name}: bare system, riichi-referee engine score: 1 han 40 fu")


def start_in(root: Path, name: str, display: str, shots: Path) -> None:
    """Self-test and a real window of the unpacked app inside a run chroot."""
    chroot(
        root,
        f"/opt/app/{APP}/{APP} --self-test /tmp/self-test.json",
        env={"QT_QPA_PLATFORM": "offscreen", "HOME": "/tmp"},
        timeout=600,
    )
    checks = json.loads((root / "tmp" / "self-test.json").read_text(encoding="utf-8"))["checks"]
    passed = sum(1 for c in checks if c.get("ok"))
    log(f"{name}: self-test {passed} of {len(checks)} passed")
    if passed != len(checks) or not checks:
        raise StepError(f"{name}: self-test failed: {[c for c in checks if not c.get('ok')]}")
    # The engine's command line in the zip (menzen tsumo 1 han; 20+8+2+2 = 32 -> 40 fu).
    answer = chroot(
        root,
        f"/opt/app/{APP}/{APP} engine score 123m456p789s1122z --win 2z --tsumo --ruleset ema",
        env={"HOME": "/tmp", "LANG": "C.UTF-8"},
        quiet=True,
    )
    if "1 han 40 fu" not in answer:
        raise StepError(f"{name}: riichi-referee engine score: {answer[-600:]}")
    log(f"{name}: riichi-referee engine score: 1 han 40 fu")
    command = [
        "chroot", str(root), "env", "-i", "HOME=/tmp", f"DISPLAY={display}", "LANG=C.UTF-8",
        f"/opt/app/{APP}/{APP}", "--settings", "/tmp/window.ini",
    ]  # fmt: skip
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        start_new_session=True,
    )
    host = dict(os.environ, DISPLAY=display)
    try:
        window = ""
        deadline = time.monotonic() + 120
        while not window and time.monotonic() < deadline:
            if process.poll() is not None:
                raise StepError(f"{name}: the app exited ({process.returncode}) before a window")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", WINDOW_TITLE],
                env=host, capture_output=True, text=True, check=False,
            )  # fmt: skip
            window = (found.stdout.split() or [""])[0]
            time.sleep(1)
        if not window:
            raise StepError(f"{name}: no window titled {WINDOW_TITLE!r} within 120 s")
        time.sleep(4)
        info = run(["xwininfo", "-id", window], env=host, quiet=True)
        size = re.search(r"Width: (\d+)\s+Height: (\d+)", info, re.S)
        picture = subprocess.run(
            ["xwd", "-silent", "-id", window], env=host, capture_output=True, check=True
        ).stdout
        width, height, pixels = read_xwd(picture)
        shot = shots / f"window-{name}.png"
        write_png(shot, width, height, pixels)
        counts = Counter(pixels)
        top = counts.most_common(1)[0][1] / len(pixels)
        log(
            f"{name}: window {size.group(1) if size else '?'}x{size.group(2) if size else '?'}, "
            f"{len(counts)} colours, the commonest {top:.0%}: {shot}"
        )
        if width < 600 or height < 400 or len(counts) < 64 or top > 0.9:
            raise StepError(f"{name}: the window's picture looks wrong ({shot})")
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        _, err = process.communicate(timeout=30)
    stderr = err.decode(errors="replace")
    warnings = [line for line in stderr.splitlines() if "ontconfig" in line]
    log(f"{name}: stderr of the windowed start: {stderr.strip()[:400] or '(empty)'}")
    if warnings:
        raise StepError(f"{name}: fontconfig warned: {warnings[:3]}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "floor")
    parser.add_argument("--fresh", action="store_true", help="make the chroots anew")
    args = parser.parse_args(argv)
    work: Path = args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    try:
        with step("chroots (debootstrap)"):
            roots = {n: debootstrap(work, n, s, args.fresh) for n, s in CHROOTS.items()}
        build_root = roots["bullseye-build"]
        with mounted(build_root):
            with step("bullseye-build: packages"):
                apt_install(build_root, build_packages())
            with step("bullseye-build: CPython 3.11.2 from Debian's source"):
                build_python(build_root)
            with step("bullseye-build: build.py --self-test"):
                archive = build_in_chroot(build_root)
        with step(f"check_bundle at GLIBC {FLOOR_GLIBC}"):
            gate(build_root / "opt" / "src" / "dist" / APP)
        shutil.copy2(archive, work / archive.name)
        with xvfb() as display:
            for name in ("bullseye-run", "sid-run"):
                root = roots[name]
                with step(f"{name}: the zip, self-test and a window"), ExitStack() as stack:
                    stack.enter_context(mounted(root, x11=True))
                    unzip(archive, root / "opt" / "app")
                    bare_checks(root, name)
                    apt_install(root, runtime_packages())
                    start_in(root, name, display, work)
    except (StepError, subprocess.CalledProcessError) as failure:
        log(f"FAILED after {time.monotonic() - start:.0f} s: {failure}")
        return 1
    log(f"PASSED in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
