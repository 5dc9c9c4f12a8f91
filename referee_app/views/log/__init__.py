"""The Log tab: the session's ruling log, its notes, sessions and report."""
