"""The Rules tab: rule pages and search, the custom ruleset editor."""
