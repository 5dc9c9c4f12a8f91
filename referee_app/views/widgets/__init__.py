"""Widgets shared by several views: tiles drawn as buttons and rows, the tile palette."""
