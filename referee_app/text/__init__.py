"""Words for the user (QtCore only): languages, translated labels for every engine id."""
