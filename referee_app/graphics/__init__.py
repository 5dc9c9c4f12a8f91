"""Pictures without widgets (QtGui/QtSvg): the tile-image cache and the report renderer."""
