"""Riichi mahjong scoring and table-settlement engine (pure Python, no Qt)."""

__version__ = "0.1.0"
