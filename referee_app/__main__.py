"""`python -m referee_app`: open the main window (see `referee_app.app.main`)."""

import sys

from referee_app.app import main

sys.exit(main())
