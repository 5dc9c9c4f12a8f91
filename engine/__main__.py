"""`python -m engine`: the JSON command line and its readable form (see engine.cli)."""

import sys


def _run() -> int:
    try:
        from engine.cli import main
    except KeyboardInterrupt:  # Ctrl-C while starting: no traceback either
        return 130
    return main()


if __name__ == "__main__":
    sys.exit(_run())
