"""The Riichi referee assistant: a Qt GUI over the `engine` package."""

from engine import __version__

__all__ = ["__version__"]
