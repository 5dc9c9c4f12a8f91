"""Before Qt starts (Linux): is there a display, and are the libraries Qt's window needs there?

Without them Qt aborts with a core dump and a message that names the wrong cause ("could not
load the Qt platform plugin"). `check()` finds the cause first and returns one plain message
(for the terminal and the log); `app.main()` prints it and exits with status 1. Nothing here
imports Qt: the point is to run before it can abort.

The libraries are those that PySide6's xcb platform plugin (``libqxcb.so`` and
``libQt6XcbQpa.so.6``) and Qt GUI take from the system, with the package that brings each on
Debian/Ubuntu (apt), Fedora/RHEL (dnf) and Arch (pacman); ``tests/app/support/
test_preflight.py`` checks the list against the installed plugin. The README's "Linux system
libraries" paragraph gives the same list.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path


@dataclass(frozen=True, slots=True)
class SystemLibrary:
    soname: str
    apt: str
    dnf: str
    pacman: str
    #: Always the user's system's, never in the Linux bundle: the graphics drivers' GL and EGL
    #: and libxcb (PyInstaller never bundles them: they must match the system's drivers and X
    #: libraries), and fontconfig with its freetype (the system's fontconfig reads the system's
    #: configuration; an older bundled one warns about every newer configuration file). Every
    #: other library here must be in the bundle: packaging/build.py fails the Linux build when
    #: one would be taken from the system.
    system: bool = False


#: What Qt GUI itself loads (any window, X11 or Wayland).
GUI_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libGL.so.1", "libgl1", "mesa-libGL", "libglvnd", system=True),
    SystemLibrary("libEGL.so.1", "libegl1", "mesa-libEGL", "libglvnd", system=True),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1", "fontconfig", "fontconfig", system=True),
    SystemLibrary("libfreetype.so.6", "libfreetype6", "freetype", "freetype2", system=True),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0", "glib2", "glib2"),
    SystemLibrary("libgthread-2.0.so.0", "libglib2.0-0", "glib2", "glib2"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3", "dbus-libs", "dbus"),
)

#: What the xcb (X11) platform plugin loads besides Qt GUI's.
XCB_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0", "xcb-util-image", "xcb-util-image"),
    SystemLibrary(
        "libxcb-render-util.so.0",
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
    ),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1", "xcb-util", "xcb-util"),
    SystemLibrary(
        "libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"
    ),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1", "libxcb", "libxcb"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb", "libxcb"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb", "libxcb"),
    SystemLibrary("libxcb.so.1", "libxcb1", "libxcb", "libxcb", system=True),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb", "libx11"),
    SystemLibrary("libX11.so.6", "libx11-6", "libX11", "libx11"),
)

#: Says whether a shared library (by its soname) can be loaded.
LibraryProbe = Callable[[str], bool]

#: The commands that need no window; each exists in every build (`riichi-referee engine` is
#: the engine's command line, as ``python -m engine``, in the frozen app too).
HEADLESS_HINT = (
    "without a display use: riichi-referee --export OUT.pdf FILE.json, "
    "riichi-referee --self-test REPORT.json, or riichi-referee engine COMMAND "
    "(riichi-referee engine --help)"
)


def platform_plugin(env: Mapping[str, str]) -> str | None:
    """The platform plugin Qt will try first: "xcb", "wayland", another name, or None (none)."""
    requested = env.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        return requested.split(";")[0].split(":")[0].strip() or None
    if env.get("WAYLAND_DISPLAY"):
        return "wayland"
    if env.get("DISPLAY"):
        return "xcb"
    return None


@cache
def _bundled_names() -> frozenset[str]:
    """File names in a frozen app's bundle (its libraries are found there, not by dlopen)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return frozenset(p.name for p in Path(bundle).rglob("*.so*")) if bundle else frozenset()


def load_library(soname: str) -> bool:
    """Whether the dynamic linker finds ``soname`` (in a frozen app: the bundle too)."""
    if soname in _bundled_names():
        return True
    import ctypes

    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(
    libraries: Sequence[SystemLibrary], probe: LibraryProbe = load_library
) -> list[SystemLibrary]:
    return [library for library in libraries if not probe(library.soname)]


def _unique(names: Sequence[str]) -> str:
    return " ".join(dict.fromkeys(names))


def install_commands(missing: Sequence[SystemLibrary]) -> list[str]:
    """One install command per distribution family for the packages that bring ``missing``."""
    return [
        f"  Debian, Ubuntu:      sudo apt install {_unique([m.apt for m in missing])}",
        f"  Fedora, RHEL:        sudo dnf install {_unique([m.dnf for m in missing])}",
        f"  Arch:                sudo pacman -S {_unique([m.pacman for m in missing])}",
    ]


def missing_libraries_message(
    missing: Sequence[SystemLibrary],
    what: str = "the window cannot open",
    hint: str = f"or, {HEADLESS_HINT}",
) -> str:
    names = ", ".join(library.soname for library in missing)
    return "\n".join(
        [
            f"riichi-referee: {what}: Qt needs system libraries that are missing: {names}. "
            "Install them with",
            *install_commands(missing),
            f"({hint})",
        ]
    )


def check_headless(
    command: str, probe: LibraryProbe = load_library, *, platform: str | None = None
) -> str | None:
    """For ``--export`` and ``--self-test``, which draw offscreen with Qt GUI: a message when
    Qt GUI's system libraries are missing (Qt would fail to import), else None (Linux only)."""
    if not (platform or sys.platform).startswith("linux"):
        return None
    missing = missing_libraries(GUI_LIBRARIES, probe)
    if not missing:
        return None
    return missing_libraries_message(
        missing,
        what=f"{command} cannot run",
        hint="riichi-referee engine COMMAND needs none of them: riichi-referee engine --help",
    )


def check(
    env: Mapping[str, str] | None = None,
    probe: LibraryProbe = load_library,
    *,
    platform: str | None = None,
) -> str | None:
    """A message when the window cannot open on this system, else None (Linux only)."""
    if not (platform or sys.platform).startswith("linux"):
        return None
    environment = os.environ if env is None else env
    plugin = platform_plugin(environment)
    if plugin is None:
        return (
            "riichi-referee: no display (neither DISPLAY nor WAYLAND_DISPLAY is set, and no "
            f"QT_QPA_PLATFORM), so the window cannot open; {HEADLESS_HINT}"
        )
    if plugin == "xcb" and not environment.get("DISPLAY"):
        return (
            "riichi-referee: no display (QT_QPA_PLATFORM asks for X11 but DISPLAY is not set), "
            f"so the window cannot open; {HEADLESS_HINT}"
        )
    if plugin == "xcb":
        libraries = GUI_LIBRARIES + XCB_LIBRARIES
    elif plugin == "wayland":
        libraries = GUI_LIBRARIES
    else:  # offscreen, minimal, vnc...: the user chose; Qt's own message will do
        return None
    missing = missing_libraries(libraries, probe)
    return missing_libraries_message(missing) if missing else None
