"""Widgets (QtWidgets): the main window, its menus, and one package per tab."""
