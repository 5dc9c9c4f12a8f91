"""The app's one home of low-level file handling: only ordinary files are read, with a size cap
before reading; saves are atomic with recognisable temporary files; leftovers are cleaned."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from referee_app.support import safe_files
from referee_app.support.safe_files import Reason, UnsafeFileError

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


def test_an_ordinary_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"{}")
    assert safe_files.read_regular_file(path, max_bytes=10) == b"{}"


def test_a_file_over_the_cap_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 11)
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(path, max_bytes=10)
    assert (info.value.reason, info.value.size, info.value.limit) == (Reason.TOO_LARGE, 11, 10)


def test_missing_and_folder_are_named(tmp_path: Path) -> None:
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(tmp_path / "none.json", max_bytes=10)
    assert info.value.reason is Reason.NOT_FOUND
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(tmp_path, max_bytes=10)
    assert info.value.reason is Reason.FOLDER


@posix_only
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(fifo, max_bytes=10)
    assert info.value.reason is Reason.NOT_REGULAR
    with pytest.raises(UnsafeFileError):
        safe_files.open_for_append(fifo)
    assert time.monotonic() - started < 2


@posix_only
def test_a_device_is_refused(tmp_path: Path) -> None:
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file("/dev/zero", max_bytes=10)
    assert info.value.reason is Reason.NOT_REGULAR
    link = tmp_path / "x.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(link, max_bytes=10)
    assert info.value.reason is Reason.NOT_REGULAR


@posix_only
def test_a_symlink_is_refused_where_links_are_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"secret")
    folder = tmp_path / "data"
    folder.mkdir()
    link = folder / "rulings-x.jsonl"
    link.symlink_to(outside)
    assert safe_files.read_regular_file(link, max_bytes=100) == b"secret"  # followed by default
    with pytest.raises(UnsafeFileError) as info:
        safe_files.read_regular_file(link, max_bytes=100, follow_symlinks=False)
    assert info.value.reason is Reason.SYMLINK
    with pytest.raises(UnsafeFileError) as info:
        safe_files.open_for_append(link)
    assert info.value.reason is Reason.SYMLINK
    assert outside.read_bytes() == b"secret"


def test_an_atomic_write_replaces_whole_and_leaves_no_temp_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b"old")
    safe_files.write_bytes_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.json"]


def test_stale_temp_files_are_removed_fresh_ones_kept(tmp_path: Path) -> None:
    old = tmp_path / ".r.json.abc123.tmp"
    fresh = tmp_path / ".r.json.def456.tmp"
    other = tmp_path / ".other.json.abc.tmp"
    mine = tmp_path / "r.json"
    for path in (old, fresh, other, mine):
        path.write_bytes(b"x")
    long_ago = time.time() - 3600
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    assert safe_files.remove_stale_temp_files(tmp_path, "r.json") == 1
    assert not old.exists() and fresh.exists() and other.exists() and mine.exists()
    assert safe_files.is_temp_name(fresh.name, "r.json")
    assert not safe_files.is_temp_name("r.json")


def test_a_damaged_file_is_set_aside_under_a_name_no_reader_picks(tmp_path: Path) -> None:
    path = tmp_path / "hand-a.json"
    path.write_bytes(b"{broken")
    moved = safe_files.set_aside(path, "not JSON")
    assert moved is not None and not path.exists()
    assert moved.read_bytes() == b"{broken"
    assert moved.name.startswith("hand-a.json.damaged-")
    assert not moved.name.endswith(".json")
    assert list(tmp_path.glob("*.json")) == []
