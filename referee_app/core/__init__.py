"""State models and file formats (QtCore only).

Settings, context, case files, autosave, hand and table state.
"""
