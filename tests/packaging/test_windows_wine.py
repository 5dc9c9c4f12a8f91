"""packaging/windows_wine.py's own parts: import tables, the ICU stub's source, the window's
picture, and the inspection that keeps the stub out of the Windows app. (The whole script,
which builds under Wine, is a gate of .ci/run.)"""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path

import pytest

from tests.repo_scripts import load_script

windows_wine = load_script("packaging/windows_wine.py")

OBJDUMP_IMPORTS = """
The Import Tables (interpreted .idata section contents)
 vma:            Hint    Time      Forward  DLL       First
                 Table   Stamp     Chain    Name      Thunk

\tDLL Name: KERNEL32.dll
\tvma:     Hint/Ord Member-Name Bound-To
\t5a8c8\t  123  CloseHandle
\t5a8d6\t  456  CreateFileW

\tDLL Name: icuuc.dll
\tvma:     Hint/Ord Member-Name Bound-To
\t5a9e0\t    0  ucnv_open
\t5a9ec\t    0  ucnv_close

The Export Tables (interpreted .edata section contents)
"""


def test_import_tables_are_read_per_dll(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(windows_wine, "run", lambda *a, **k: OBJDUMP_IMPORTS)
    imports = windows_wine.pe_imports(Path("Qt6Core.dll"))
    assert imports == {
        "kernel32.dll": ["CloseHandle", "CreateFileW"],
        "icuuc.dll": ["ucnv_open", "ucnv_close"],
    }


def test_the_stub_exports_each_imported_function_and_does_nothing() -> None:
    source = windows_wine.stub_source("icuuc.dll", ["ucnv_open", "ucnv_close"])
    assert "__declspec(dllexport) void *ucnv_open(void) { return NULL; }" in source
    assert "__declspec(dllexport) void *ucnv_close(void) { return NULL; }" in source
    assert "never bundled" in source


def test_only_windows_own_dlls_may_be_taken_from_the_system() -> None:
    for name in ("kernel32.dll", "icuuc.dll", "api-ms-win-crt-runtime-l1-1-0.dll", "winspool.drv"):
        assert windows_wine.WINDOWS_DLLS.match(name), name
    for name in ("qt6core.dll", "python311.dll", "vcruntime140.dll", "msvcp140.dll"):
        assert not windows_wine.WINDOWS_DLLS.match(name), name


def _xwd(width: int, height: int, pixels: list[int]) -> bytes:
    name = b"win\0"
    header = [0] * 25
    header[0] = 100 + len(name)  # header size
    header[1], header[2], header[3] = 7, 2, 24  # version, ZPixmap, depth
    header[4], header[5] = width, height
    header[7] = 0  # LSBFirst
    header[11], header[12] = 32, 4 * width  # bits per pixel, bytes per line
    header[14:17] = [0xFF0000, 0x00FF00, 0x0000FF]
    header[19] = 0  # no colormap entries
    body = b"".join(p.to_bytes(4, "little") for p in pixels)
    return struct.pack(">25I", *header) + name + body


def test_an_xwd_picture_is_read_and_written_as_png(tmp_path: Path) -> None:
    data = _xwd(2, 2, [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF])
    width, height, pixels = windows_wine.read_xwd(data)
    assert (width, height) == (2, 2)
    assert pixels == [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    png = tmp_path / "p.png"
    windows_wine.write_png(png, width, height, pixels)
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert (image.width(), image.height()) == (2, 2)
    assert image.pixelColor(1, 0).getRgb()[:3] == (0, 255, 0)
    assert image.pixelColor(1, 1).getRgb()[:3] == (255, 255, 255)


def _bundle(tmp_path: Path, extra: str | None) -> tuple[Path, Path]:
    folder = tmp_path / "dist" / "riichi-referee"
    (folder / "_internal").mkdir(parents=True)
    (folder / "riichi-referee.exe").write_bytes(b"MZ app")
    if extra:
        (folder / "_internal" / extra).write_bytes(b"MZ stub")
    archive = tmp_path / "dist" / "app.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in folder.rglob("*"):
            zf.write(path, path.relative_to(folder.parent).as_posix())
    return folder, archive


def test_the_inspection_fails_when_the_stub_is_in_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(windows_wine, "pe_imports", lambda path: {"icuuc.dll": ["ucnv_open"]})
    stub = tmp_path / "icuuc.dll"
    stub.write_bytes(b"MZ stub")
    folder, archive = _bundle(tmp_path / "clean", None)
    lines = windows_wine.inspect_bundle(folder, archive, [stub])
    assert any("icuuc.dll is taken from Windows" in line for line in lines)
    # the stub under another name is still found, by its content
    folder, archive = _bundle(tmp_path / "renamed", "helper.dll")
    with pytest.raises(windows_wine.StepError, match="stub"):
        windows_wine.inspect_bundle(folder, archive, [stub])
    folder, archive = _bundle(tmp_path / "named", "icuuc.dll")
    with pytest.raises(windows_wine.StepError, match=r"icuuc\.dll"):
        windows_wine.inspect_bundle(folder, archive, [stub])


def test_a_dll_neither_bundled_nor_windows_own_fails_the_inspection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(windows_wine, "pe_imports", lambda path: {"qt6core.dll": []})
    folder, archive = _bundle(tmp_path, None)
    with pytest.raises(windows_wine.StepError, match=r"qt6core\.dll: not bundled"):
        windows_wine.inspect_bundle(folder, archive, [])
