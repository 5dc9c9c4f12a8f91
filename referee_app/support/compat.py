"""`override` for Qt virtual overrides without a runtime dependency.

`typing.override` arrives in Python 3.12. Type checkers read `typing_extensions` (a test
extra); at run time the decorator does nothing, so the app needs only PySide6-Essentials.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from typing_extensions import override
else:
    _F = TypeVar("_F", bound=Callable[..., object])

    def override(func: _F, /) -> _F:
        """Mark a method as overriding a base-class method (a no-op at run time)."""
        return func


__all__ = ["override"]
