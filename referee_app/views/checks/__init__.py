"""The Checks tab: rulings beyond a hand's value, one page each."""
