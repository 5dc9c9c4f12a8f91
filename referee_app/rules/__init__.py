"""Rule content for the Rules view (no Qt): topics, search, Markdown pages, ruleset comparison."""
