"""Strict JSON reading for every file the app reads back: case, check and table files
(`case_files`) and the ruling log's lines (`ruling_log`).

`parse_json_bytes` accepts one JSON object in strict UTF-8 (a byte-order mark is allowed) and
refuses, with a `StrictJsonError` naming the problem, what a hostile or damaged file could
hold: more bytes than the caller allows, nothing at all, other encodings, NaN and Infinity,
a key given twice in one object, integers of absurd length, nesting deeper than the caller
allows, or a value that is not an object. The problem ids are the same strings as the ones
`case_files.Problem` names; each caller turns them into its own error, in the user's language.

It imports nothing of the app or of Qt, so that the ruling log, opened before the first window,
can read its files without loading the case-file validation.
"""

from __future__ import annotations

import json
import math
from typing import Any

__all__ = ["MAX_INT_DIGITS", "StrictJsonError", "nesting_depth", "parse_json_bytes"]

#: Integers longer than this are refused while parsing (scores have 6 digits at most).
MAX_INT_DIGITS = 12
#: A key named in a duplicate-key problem is cut to this length.
MAX_KEY_CHARS = 200


class StrictJsonError(Exception):
    """Why bytes are not a strict JSON object: `problem` is one of ``too_large``, ``empty``,
    ``not_utf8``, ``not_json`` (with `line` and `column`), ``duplicate_key`` (with `field`),
    ``not_finite`` (with `detail`, the value as written), ``number_too_large``, ``too_deep``
    (with `limit`) or ``not_an_object``."""

    def __init__(
        self,
        problem: str,
        *,
        field: str = "",
        detail: str = "",
        found: int = 0,
        limit: int = 0,
        line: int = 0,
        column: int = 0,
    ) -> None:
        self.problem = problem
        self.field = field
        self.detail = detail
        self.found = found
        self.limit = limit
        self.line = line
        self.column = column
        super().__init__(f"{problem}: {field or detail or found or ''}".strip(": "))


def _reject_constant(name: str) -> Any:
    raise StrictJsonError("not_finite", detail=name)


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise StrictJsonError("number_too_large")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise StrictJsonError("not_finite", detail=text[:40])
    return value


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise StrictJsonError("duplicate_key", field=key[:MAX_KEY_CHARS])
        out[key] = value
    return out


def nesting_depth(obj: Any) -> int:
    """Nesting depth of dicts and lists (a scalar is 0, ``{}`` is 1), iteratively: no
    recursion on hostile input."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(obj, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item)
    return deepest


def parse_json_bytes(data: bytes, *, max_bytes: int, max_depth: int) -> dict[str, Any]:
    """Strictly parse one JSON object of at most `max_bytes` bytes and `max_depth` levels;
    raise `StrictJsonError` on any problem."""
    if len(data) > max_bytes:
        raise StrictJsonError("too_large", found=len(data), limit=max_bytes)
    if not data.strip():
        raise StrictJsonError("empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StrictJsonError("not_utf8") from None
    try:
        obj = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_reject_constant,
            parse_int=_parse_int,
            parse_float=_parse_float,
        )
    except json.JSONDecodeError as exc:
        raise StrictJsonError("not_json", line=exc.lineno, column=exc.colno) from None
    except RecursionError:
        raise StrictJsonError("too_deep", limit=max_depth) from None
    except ValueError:  # int() limits on digits
        raise StrictJsonError("number_too_large") from None
    if not isinstance(obj, dict):
        raise StrictJsonError("not_an_object")
    if nesting_depth(obj) > max_depth:
        raise StrictJsonError("too_deep", limit=max_depth)
    return obj
