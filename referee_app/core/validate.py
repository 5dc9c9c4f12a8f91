"""Small typed readers for validating file data before it reaches a model or a view.

Every file format of the app (case and table files, check cases, the ruling log) is checked
whole with these readers: a reader returns the value with its type guaranteed, or raises
`FieldError`, which names the field by its path in the file (``table.history[3].answer.deltas``)
and says in the user's language what was expected. `FieldError` is a ValueError, so callers that
catch ValueError keep working.

The rules they share:

* whole numbers are ``int`` and never ``bool`` (JSON ``true`` is not 1), within a range;
* numbers are finite;
* texts are valid Unicode (no lone surrogate: it could never be written back as UTF-8) and
  of bounded length;
* lists and objects are what they claim, of bounded length.

`check_writable` walks a whole parsed document iteratively (no recursion on hostile input) and
refuses anything that could not be written back as JSON, so that fields this version does not
know, which are kept and saved again, are safe too.

Usage::

    where = Where("table")
    dealer = read_int(obj, "dealer", 0, 3, where=where)
    names = read_list(obj, "names", where=where, length=4)
    for i, name in enumerate(names):
        read_text(name, where.key("names").index(i), max_len=100)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from referee_app.support.placeholders import fill

_TR_CONTEXT = "Validate"

# Texts a user types (names, short labels); notes have their own, larger limit.
MAX_SHORT_TEXT: Final = 200

# English source strings of the reasons; placeholders %1, %2 (the reason's parameters, in the
# order `_PARAMS` names them).
_REASONS: dict[str, object] = {
    "missing": QT_TRANSLATE_NOOP("Validate", "the field is missing"),
    "int": QT_TRANSLATE_NOOP("Validate", "expected a whole number from %1 to %2"),
    "number": QT_TRANSLATE_NOOP("Validate", "expected a number from %1 to %2"),
    "bool": QT_TRANSLATE_NOOP("Validate", "expected true or false"),
    "text": QT_TRANSLATE_NOOP("Validate", "expected a text of at most %1 characters"),
    "unicode": QT_TRANSLATE_NOOP(
        "Validate", "the text holds a broken character (not valid Unicode)"
    ),
    "choice": QT_TRANSLATE_NOOP("Validate", "expected one of: %1"),
    "list": QT_TRANSLATE_NOOP("Validate", "expected a list of at most %1 items"),
    "list_exact": QT_TRANSLATE_NOOP("Validate", "expected a list of %1 items"),
    "object": QT_TRANSLATE_NOOP("Validate", "expected an object"),
    "duplicate": QT_TRANSLATE_NOOP("Validate", "a seat is listed twice"),
    "unknown": QT_TRANSLATE_NOOP("Validate", "unknown field"),
    "too_many": QT_TRANSLATE_NOOP("Validate", "the file holds too many values"),
    "engine": QT_TRANSLATE_NOOP("Validate", "the engine refuses it (%1: %2)"),
    "no_hand": QT_TRANSLATE_NOOP("Validate", "names hand %1, but the record has %2 hands"),
}

#: the keyword parameters of a reason, in the order of its placeholders (%1, %2)
_PARAMS: dict[str, tuple[str, ...]] = {
    "int": ("low", "high"),
    "number": ("low", "high"),
    "text": ("limit",),
    "choice": ("choices",),
    "list": ("limit",),
    "list_exact": ("limit",),
    "engine": ("code", "message"),
    "no_hand": ("found", "count"),
}


def _tr(text: object) -> str:
    return str(QCoreApplication.translate(_TR_CONTEXT, str(text)))


class Where:
    """A field's path in a file, for messages: ``table.history[3].answer``."""

    __slots__ = ("_text",)

    def __init__(self, text: str = "") -> None:
        self._text = text

    def key(self, name: str) -> Where:
        return Where(f"{self._text}.{name}" if self._text else name)

    def index(self, i: int) -> Where:
        return Where(f"{self._text}[{i}]")

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Where({self._text!r})"


class FieldError(ValueError):
    """A value in a file is wrong: `field` (its path) and a translatable `reason`."""

    def __init__(self, where: Where | str, reason: str, **params: object) -> None:
        self.field = str(where)
        self.reason = reason
        self.params = params
        super().__init__(f"{self.field}: {self.english()}")

    def english(self) -> str:
        return self._fill(str(_REASONS[self.reason]))

    def detail(self) -> str:
        """What was expected, in the current language (without the field)."""
        return self._fill(_tr(_REASONS[self.reason]))

    def _fill(self, text: str) -> str:
        # numbered placeholders filled in one pass: a translator's typo cannot raise
        return fill(text, *(self.params[name] for name in _PARAMS.get(self.reason, ())))


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


#: The default of a reader meaning "the field is required".
MISSING: Final = _Missing()


def _get(obj: Mapping[str, Any], key: str, where: Where, default: object) -> tuple[Any, Where]:
    here = where.key(key)
    if key not in obj:
        if default is MISSING:
            raise FieldError(here, "missing")
        return default, here
    return obj[key], here


# --- single values ---------------------------------------------------------------------------


def as_int(value: Any, where: Where, low: int, high: int) -> int:
    """`value` as a whole number within ``low..high`` (a bool is refused)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise FieldError(where, "int", low=low, high=high)
    return value


def as_number(value: Any, where: Where, low: float, high: float) -> float:
    """`value` (int or float, finite, not bool) within ``low..high``, as a float."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise FieldError(where, "number", low=f"{low:g}", high=f"{high:g}")
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise FieldError(where, "number", low=f"{low:g}", high=f"{high:g}")
    return number


def as_bool(value: Any, where: Where) -> bool:
    if not isinstance(value, bool):
        raise FieldError(where, "bool")
    return value


def is_writable(text: str) -> bool:
    """True when `text` can be written as UTF-8 (no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def as_text(value: Any, where: Where, max_len: int = MAX_SHORT_TEXT) -> str:
    """`value` as a text of at most `max_len` characters that can be written back."""
    if not isinstance(value, str) or len(value) > max_len:
        raise FieldError(where, "text", limit=max_len)
    if not is_writable(value):
        raise FieldError(where, "unicode")
    return value


def as_choice(value: Any, where: Where, choices: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in choices:
        raise FieldError(where, "choice", choices=", ".join(choices))
    return value


def as_list(value: Any, where: Where, *, max_len: int, exact: bool = False) -> list[Any]:
    """`value` as a list of at most (or, `exact`, exactly) `max_len` items."""
    if not isinstance(value, list) or len(value) > max_len or (exact and len(value) != max_len):
        raise FieldError(where, "list_exact" if exact else "list", limit=max_len)
    return value


def as_object(value: Any, where: Where) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise FieldError(where, "object")
    return value


# --- fields of an object -----------------------------------------------------------------------


def _read(
    obj: Mapping[str, Any],
    key: str,
    check: Callable[[Any, Where], Any],
    *,
    where: Where,
    default: object,
    allow_none: bool,
) -> Any:
    """``obj[key]`` checked by `check`; `default` when absent (MISSING: required); None
    passes when `allow_none`. What every ``read_*`` below shares."""
    value, here = _get(obj, key, where, default)
    if value is default and key not in obj:
        return value
    if value is None and allow_none:
        return None
    return check(value, here)


def read_int(
    obj: Mapping[str, Any],
    key: str,
    low: int,
    high: int,
    *,
    where: Where,
    default: object = MISSING,
    allow_none: bool = False,
) -> Any:
    """``obj[key]`` as a whole number in ``low..high``; `default` when absent (MISSING:
    required); None passes when `allow_none`."""
    return _read(
        obj,
        key,
        lambda v, h: as_int(v, h, low, high),
        where=where,
        default=default,
        allow_none=allow_none,
    )


def read_number(
    obj: Mapping[str, Any],
    key: str,
    low: float,
    high: float,
    *,
    where: Where,
    default: object = MISSING,
    allow_none: bool = False,
) -> Any:
    return _read(
        obj,
        key,
        lambda v, h: as_number(v, h, low, high),
        where=where,
        default=default,
        allow_none=allow_none,
    )


def read_bool(obj: Mapping[str, Any], key: str, *, where: Where, default: object = MISSING) -> Any:
    value, here = _get(obj, key, where, default)
    if value is default and key not in obj:
        return value
    return as_bool(value, here)


def read_str(
    obj: Mapping[str, Any],
    key: str,
    *,
    where: Where,
    max_len: int = MAX_SHORT_TEXT,
    default: object = MISSING,
    allow_none: bool = False,
    choices: Sequence[str] | None = None,
) -> Any:
    """``obj[key]`` as a writable text (or one of `choices`)."""
    check: Callable[[Any, Where], Any] = (
        (lambda v, h: as_text(v, h, max_len))
        if choices is None
        else (lambda v, h: as_choice(v, h, choices))
    )
    return _read(obj, key, check, where=where, default=default, allow_none=allow_none)


def read_list(
    obj: Mapping[str, Any],
    key: str,
    *,
    where: Where,
    max_len: int,
    exact: bool = False,
    default: object = MISSING,
    allow_none: bool = False,
) -> Any:
    return _read(
        obj,
        key,
        lambda v, h: as_list(v, h, max_len=max_len, exact=exact),
        where=where,
        default=default,
        allow_none=allow_none,
    )


def read_object(
    obj: Mapping[str, Any],
    key: str,
    *,
    where: Where,
    default: object = MISSING,
    allow_none: bool = False,
) -> Any:
    return _read(obj, key, as_object, where=where, default=default, allow_none=allow_none)


def read_ints(
    obj: Mapping[str, Any],
    key: str,
    low: int,
    high: int,
    *,
    where: Where,
    length: int,
    default: object = MISSING,
) -> Any:
    """``obj[key]`` as a list of exactly `length` whole numbers in ``low..high``."""
    value, here = _get(obj, key, where, default)
    if value is default and key not in obj:
        return value
    items = as_list(value, here, max_len=length, exact=True)
    return [as_int(v, here.index(i), low, high) for i, v in enumerate(items)]


def read_seats(
    obj: Mapping[str, Any],
    key: str,
    *,
    where: Where,
    seats: int = 4,
    default: object = MISSING,
    allow_none: bool = False,
) -> Any:
    """``obj[key]`` as a list of distinct seat numbers ``0..seats-1``."""
    value, here = _get(obj, key, where, default)
    if value is default and key not in obj:
        return value
    if value is None and allow_none:
        return None
    items = as_list(value, here, max_len=seats)
    out = [as_int(v, here.index(i), 0, seats - 1) for i, v in enumerate(items)]
    if len(set(out)) != len(out):
        raise FieldError(here, "duplicate")
    return out


def refuse_unknown(obj: Mapping[str, Any], known: Iterable[str], *, where: Where) -> None:
    """Raise `FieldError` for the first key of `obj` not in `known` (sorted: a stable message)."""
    unknown = sorted(set(obj) - set(known))
    if unknown:
        raise FieldError(where.key(unknown[0][:60]), "unknown")


# --- whole documents ---------------------------------------------------------------------------


def _first_unwritable(obj: Any, max_nodes: int, max_text: int) -> bool:
    """True when something in `obj` could not be written back (a quick pass, no paths)."""
    stack: list[Any] = [obj]
    seen = 0
    while stack:
        item = stack.pop()
        seen += 1
        if seen > max_nodes:
            return True
        if isinstance(item, dict):
            for key in item:
                if not isinstance(key, str) or not (key.isascii() or is_writable(key)):
                    return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            if len(item) > max_text or not (item.isascii() or is_writable(item)):
                return True
        elif isinstance(item, float):
            if not math.isfinite(item):
                return True
        elif item is not None and not isinstance(item, bool | int):
            return True
    return False


def check_writable(
    obj: Any, where: Where, *, max_nodes: int = 1_000_000, max_text: int = 100_000
) -> None:
    """Refuse anything in `obj` that could not be written back as JSON.

    Keys and texts must be valid Unicode of at most `max_text` characters, numbers finite,
    containers only dicts and lists (as `json.loads` makes), and the whole of at most
    `max_nodes` values. Walks iteratively; the first problem's path is named (the paths are
    only worked out when there is a problem).
    """
    if not _first_unwritable(obj, max_nodes, max_text):
        return
    stack: list[tuple[Any, Where]] = [(obj, where)]
    seen = 0
    while stack:
        item, here = stack.pop()
        seen += 1
        if seen > max_nodes:
            raise FieldError(where, "too_many")
        if isinstance(item, dict):
            for key, value in item.items():
                if not isinstance(key, str):
                    raise FieldError(here, "object")
                if not is_writable(key):
                    raise FieldError(here.key(key.encode("utf-8", "replace").decode()), "unicode")
                stack.append((value, here.key(key[:60])))
        elif isinstance(item, list):
            stack.extend((value, here.index(i)) for i, value in enumerate(item))
        elif isinstance(item, str):
            as_text(item, here, max_text)
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise FieldError(here, "number", low="-inf", high="inf")
        elif item is not None and not isinstance(item, bool | int):
            raise FieldError(here, "object")


__all__ = [
    "MAX_SHORT_TEXT",
    "MISSING",
    "FieldError",
    "Where",
    "as_bool",
    "as_choice",
    "as_int",
    "as_list",
    "as_number",
    "as_object",
    "as_text",
    "check_writable",
    "is_writable",
    "read_bool",
    "read_int",
    "read_ints",
    "read_list",
    "read_number",
    "read_object",
    "read_seats",
    "read_str",
    "refuse_unknown",
]
