"""The Hand tab.

Hand entry, situation panel, live breakdown, compare and show-to-table, examples.
"""
