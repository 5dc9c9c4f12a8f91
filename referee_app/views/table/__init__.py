"""The Table tab: the game, its result form, history, seating and clock."""
