"""Data files shipped with the app: tile art, rule texts, icons, compiled translations."""
