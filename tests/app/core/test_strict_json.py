"""Strict JSON reading (`core/strict_json.py`), shared by case files and the ruling log."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee_app.core.strict_json import (
    MAX_INT_DIGITS,
    StrictJsonError,
    nesting_depth,
    parse_json_bytes,
)


def _parse(data: bytes, *, max_bytes: int = 1000, max_depth: int = 5) -> dict[str, Any]:
    return parse_json_bytes(data, max_bytes=max_bytes, max_depth=max_depth)


def _problem(data: bytes, **limits: int) -> StrictJsonError:
    with pytest.raises(StrictJsonError) as caught:
        _parse(data, **limits)
    return caught.value


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", "empty"),
        (b" \n\t ", "empty"),
        (b'{"a": "\xff"}', "not_utf8"),
        (b'{"a": 1,}', "not_json"),
        (b'{"a": NaN}', "not_finite"),
        (b'{"a": -Infinity}', "not_finite"),
        (b'{"a": 1e999}', "not_finite"),  # finite as written, infinite as a float
        (b'{"a": 1, "a": 2}', "duplicate_key"),
        (b'{"a": ' + b"9" * (MAX_INT_DIGITS + 1) + b"}", "number_too_large"),
        (b"[1, 2]", "not_an_object"),
        (b'"text"', "not_an_object"),
    ],
)
def test_each_kind_of_bad_input_is_named(data: bytes, problem: str) -> None:
    assert _problem(data).problem == problem


def test_the_limits_are_the_callers() -> None:
    # 11 bytes: allowed at 11, refused at 10 with both numbers given back.
    data = b'{"a": [1]}\n'
    assert _parse(data, max_bytes=11) == {"a": [1]}
    refused = _problem(data, max_bytes=10)
    assert (refused.problem, refused.found, refused.limit) == ("too_large", 11, 10)
    # {"a": {"b": {}}} nests 3 levels: allowed at 3, refused at 2.
    nested = b'{"a": {"b": {}}}'
    assert _parse(nested, max_depth=3) == {"a": {"b": {}}}
    too_deep = _problem(nested, max_depth=2)
    assert (too_deep.problem, too_deep.limit) == ("too_deep", 2)


def test_a_syntax_error_gives_its_line_and_column() -> None:
    # The stray comma is on line 2; the parser stops at the closing brace after it, column 9.
    error = _problem(b'{"a": 1,\n "b": 2,}')
    assert (error.problem, error.line, error.column) == ("not_json", 2, 9)


def test_what_is_named_is_kept_short() -> None:
    key = "k" * 500
    error = _problem(
        json.dumps({key: 1}).encode()[:-1] + b', "' + key.encode() + b'": 2}', max_bytes=5000
    )
    assert error.problem == "duplicate_key"
    assert error.field == "k" * 200


def test_a_byte_order_mark_is_allowed() -> None:
    assert _parse(b'\xef\xbb\xbf{"a": true}') == {"a": True}


@pytest.mark.parametrize(
    ("obj", "depth"),
    [(1, 0), ("x", 0), ({}, 1), ([], 1), ({"a": [1, {"b": []}]}, 4), ([[], [[[]]]], 4)],
)
def test_nesting_depth_counts_containers(obj: Any, depth: int) -> None:
    assert nesting_depth(obj) == depth


def test_nesting_depth_does_not_recurse() -> None:
    deep: Any = []
    for _ in range(50_000):  # far beyond Python's recursion limit
        deep = [deep]
    assert nesting_depth(deep) == 50_001


_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**MAX_INT_DIGITS) + 1, max_value=10**MAX_INT_DIGITS - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@given(st.dictionaries(st.text(max_size=8), _VALUES, max_size=5))
def test_whatever_json_writes_within_the_limits_reads_back(obj: dict[str, Any]) -> None:
    data = json.dumps(obj, ensure_ascii=False).encode("utf-8")
    depth = nesting_depth(obj)
    assert parse_json_bytes(data, max_bytes=len(data), max_depth=depth) == obj
    if depth > 1:
        with pytest.raises(StrictJsonError):
            parse_json_bytes(data, max_bytes=len(data), max_depth=depth - 1)
